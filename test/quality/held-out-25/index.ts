import { site as h241 } from './h241-brackenridge-clinics.js';
import { site as h242 } from './h242-termolab-brianza.js';
import { site as h243 } from './h243-quillmoor-therapeutics.js';
import { site as h244 } from './h244-polsslag-medical.js';
import { site as h245 } from './h245-ferngate-press.js';
import { site as h246 } from './h246-capivara-pixel.js';
import { site as h247 } from './h247-lowtide-audio.js';
import { site as h248 } from './h248-festiwal-wrzosowisko.js';
import { site as h249 } from './h249-hanbit-united.js';
import { site as h250 } from './h250-calder-vale-museum.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-fifth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h241, h242, h243, h244, h245, h246, h247, h248, h249, h250];
