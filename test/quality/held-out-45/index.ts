import { site as h441 } from './h441-bauer-lindqvist.js';
import { site as h442 } from './h442-acerlosa.js';
import { site as h443 } from './h443-halden-pryce.js';
import { site as h444 } from './h444-rouleo.js';
import { site as h445 } from './h445-yunomori-hotels.js';
import { site as h446 } from './h446-rota-verde.js';
import { site as h447 } from './h447-paratrack.js';
import { site as h448 } from './h448-gemeente-waalhoven.js';
import { site as h449 } from './h449-madar-mep.js';
import { site as h450 } from './h450-kea-trails.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-fifth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h441, h442, h443, h444, h445, h446, h447, h448, h449, h450];
