import { site as h361 } from './h361-harrowgate-lyle.js';
import { site as h362 } from './h362-veldhuis-architecten.js';
import { site as h363 } from './h363-corrigan-hale.js';
import { site as h364 } from './h364-personalwerk-rheinland.js';
import { site as h365 } from './h365-marlow-finch.js';
import { site as h366 } from './h366-valtrebbia-pack.js';
import { site as h367 } from './h367-ege-pamuk-dokuma.js';
import { site as h368 } from './h368-norrvik-maskin.js';
import { site as h369 } from './h369-kestrel-circuits.js';
import { site as h370 } from './h370-tidewell-fulfillment.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-seventh held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h361, h362, h363, h364, h365, h366, h367, h368, h369, h370];
