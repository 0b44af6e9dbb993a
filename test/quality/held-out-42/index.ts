import { site as h411 } from './h411-fernleaf.js';
import { site as h412 } from './h412-ebnerwallner.js';
import { site as h413 } from './h413-fatturalampo.js';
import { site as h414 } from './h414-harbourline.js';
import { site as h415 } from './h415-asegurio.js';
import { site as h416 } from './h416-lexea.js';
import { site as h417 } from './h417-jobcaster.js';
import { site as h418 } from './h418-cryptokeisan.js';
import { site as h419 } from './h419-colmeia.js';
import { site as h420 } from './h420-verikadra.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-second held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h411, h412, h413, h414, h415, h416, h417, h418, h419, h420];
