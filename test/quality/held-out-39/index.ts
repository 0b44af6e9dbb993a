import { site as h381 } from './h381-sunharbor-solar.js';
import { site as h382 } from './h382-ladenord.js';
import { site as h383 } from './h383-frenova.js';
import { site as h384 } from './h384-eastmoor-university.js';
import { site as h385 } from './h385-baeumlab.js';
import { site as h386 } from './h386-lungarno-lingue.js';
import { site as h387 } from './h387-alwaha-foundation.js';
import { site as h388 } from './h388-vasvirag-muzeum.js';
import { site as h389 } from './h389-halcones-regios.js';
import { site as h390 } from './h390-northgale-wind.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-ninth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h381, h382, h383, h384, h385, h386, h387, h388, h389, h390];
