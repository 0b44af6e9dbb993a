import { site as h131 } from './h131-sellerbridge.js';
import { site as h132 } from './h132-ekdosi.js';
import { site as h133 } from './h133-hostok.js';
import { site as h134 } from './h134-kassaflode.js';
import { site as h135 } from './h135-officina-pixel.js';
import { site as h136 } from './h136-tzofen.js';
import { site as h137 } from './h137-laris-pos.js';
import { site as h138 } from './h138-cobrafacil.js';
import { site as h139 } from './h139-jobwaka.js';
import { site as h140 } from './h140-maplecart.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fourteenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h131, h132, h133, h134, h135, h136, h137, h138, h139, h140];
