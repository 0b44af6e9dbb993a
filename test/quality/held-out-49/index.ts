import { site as h481 } from './h481-terminar.js';
import { site as h482 } from './h482-caixaagil.js';
import { site as h483 } from './h483-ledgerly.js';
import { site as h484 } from './h484-pixelwerk.js';
import { site as h485 } from './h485-cobralo.js';
import { site as h486 } from './h486-loyaltyloop.js';
import { site as h487 } from './h487-regicloud.js';
import { site as h488 } from './h488-tillgear.js';
import { site as h489 } from './h489-nuqtapay.js';
import { site as h490 } from './h490-irishretailtech.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-ninth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h481, h482, h483, h484, h485, h486, h487, h488, h489, h490];
