import { site as h571 } from './h571-lindhorst-personal.js';
import { site as h572 } from './h572-hartwell-rowe.js';
import { site as h573 } from './h573-borderly.js';
import { site as h574 } from './h574-alizee-relocation.js';
import { site as h575 } from './h575-vacaturekompas.js';
import { site as h576 } from './h576-kadrowo.js';
import { site as h577 } from './h577-global-bridge-hr.js';
import { site as h578 } from './h578-formatalento.js';
import { site as h579 } from './h579-talentloop.js';
import { site as h580 } from './h580-safeshift-training.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-eighth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h571, h572, h573, h574, h575, h576, h577, h578, h579, h580];
