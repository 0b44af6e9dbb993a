import { site as h531 } from './h531-warenwerk-digital.js';
import { site as h532 } from './h532-loopcart.js';
import { site as h533 } from './h533-vendalia.js';
import { site as h534 } from './h534-postalino.js';
import { site as h535 } from './h535-retourkompas.js';
import { site as h536 } from './h536-lagerkraft.js';
import { site as h537 } from './h537-brightfold.js';
import { site as h538 } from './h538-conectai.js';
import { site as h539 } from './h539-cajaverde.js';
import { site as h540 } from './h540-apcd.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-fourth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h531, h532, h533, h534, h535, h536, h537, h538, h539, h540];
