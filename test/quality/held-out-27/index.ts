import { site as h261 } from './h261-kovomat.js';
import { site as h262 } from './h262-zonnewerf.js';
import { site as h263 } from './h263-kestrel-charge.js';
import { site as h264 } from './h264-grupo-altavista.js';
import { site as h265 } from './h265-vestkyst-trae.js';
import { site as h266 } from './h266-halberd-pryce.js';
import { site as h267 } from './h267-pickwell-robotics.js';
import { site as h268 } from './h268-sahko-kaira.js';
import { site as h269 } from './h269-caldra-heat.js';
import { site as h270 } from './h270-sensorloom.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-seventh held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h261, h262, h263, h264, h265, h266, h267, h268, h269, h270];
