import { site as h581 } from './h581-bellandi-calzature.js';
import { site as h582 } from './h582-oreade-cosmetiques.js';
import { site as h583 } from './h583-dalbit-lab.js';
import { site as h584 } from './h584-norrsken-interior.js';
import { site as h585 } from './h585-hvidsten-smykker.js';
import { site as h586 } from './h586-raizes-profissional.js';
import { site as h587 } from './h587-kuzey-moda.js';
import { site as h588 } from './h588-harrow-finch.js';
import { site as h589 } from './h589-officine-dorsali.js';
import { site as h590 } from './h590-glossbook.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-ninth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h581, h582, h583, h584, h585, h586, h587, h588, h589, h590];
