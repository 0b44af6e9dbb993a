import { site as h341 } from './h341-alpenwolke.js';
import { site as h342 } from './h342-pipelark.js';
import { site as h343 } from './h343-tracehollow.js';
import { site as h344 } from './h344-cobaltdb.js';
import { site as h345 } from './h345-sztafeta.js';
import { site as h346 } from './h346-magen-nativ.js';
import { site as h347 } from './h347-heliocosta.js';
import { site as h348 } from './h348-bluestem-comfort.js';
import { site as h349 } from './h349-casa-tojal.js';
import { site as h350 } from './h350-pressmark-print.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-fifth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h341, h342, h343, h344, h345, h346, h347, h348, h349, h350];
