import { site as h491 } from './h491-carga-pacifica.js';
import { site as h492 } from './h492-ladewerk.js';
import { site as h493 } from './h493-harrowfield-motors.js';
import { site as h494 } from './h494-volterra-recharge.js';
import { site as h495 } from './h495-ironclad-brakeworks.js';
import { site as h496 } from './h496-coastline-logistics.js';
import { site as h497 } from './h497-movebem.js';
import { site as h498 } from './h498-vandijk-expeditie.js';
import { site as h499 } from './h499-sahra-ev.js';
import { site as h500 } from './h500-takami-seiko.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fiftieth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h491, h492, h493, h494, h495, h496, h497, h498, h499, h500];
