import { site as h271 } from './h271-ledgerwick.js';
import { site as h272 } from './h272-halyardcyber.js';
import { site as h273 } from './h273-saltbushdata.js';
import { site as h274 } from './h274-vyomictech.js';
import { site as h275 } from './h275-shorepine.js';
import { site as h276 } from './h276-kontorwerk.js';
import { site as h277 } from './h277-virelo.js';
import { site as h278 } from './h278-keiyakuport.js';
import { site as h279 } from './h279-pipewright.js';
import { site as h280 } from './h280-brackenvault.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-eighth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h271, h272, h273, h274, h275, h276, h277, h278, h279, h280];
