import { site as h421 } from './h421-framewave.js';
import { site as h422 } from './h422-rimbyte.js';
import { site as h423 } from './h423-disques-nordet.js';
import { site as h424 } from './h424-alpenbild.js';
import { site as h425 } from './h425-scheldefilm.js';
import { site as h426 } from './h426-frostligan.js';
import { site as h427 } from './h427-targumplus.js';
import { site as h428 } from './h428-tintaviva.js';
import { site as h429 } from './h429-gridmint.js';
import { site as h430 } from './h430-nakara-convention.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-third held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h421, h422, h423, h424, h425, h426, h427, h428, h429, h430];
