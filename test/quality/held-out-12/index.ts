import type { CorpusSite } from '../corpus/types.js';
import { site as h111 } from './h111-rallyscreen.js';
import { site as h112 } from './h112-fenwickhale.js';
import { site as h113 } from './h113-saltbushenv.js';
import { site as h114 } from './h114-kessler-waagen.js';
import { site as h115 } from './h115-dubreucq-chocolatier.js';
import { site as h116 } from './h116-ceramicasalmenara.js';
import { site as h117 } from './h117-kluisbox.js';
import { site as h118 } from './h118-oknabaltyk.js';
import { site as h119 } from './h119-kakuform.js';
import { site as h120 } from './h120-zapfala.js';

/** Twelfth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h111, h112, h113, h114, h115, h116, h117, h118, h119, h120];
