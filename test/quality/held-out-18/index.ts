import { site as h171 } from './h171-wagetide.js';
import { site as h172 } from './h172-nereis-it.js';
import { site as h173 } from './h173-straznica-security.js';
import { site as h174 } from './h174-notaviva.js';
import { site as h175 } from './h175-tidelens.js';
import { site as h176 } from './h176-bulutkale.js';
import { site as h177 } from './h177-wattlecart.js';
import { site as h178 } from './h178-maluti-telecom.js';
import { site as h179 } from './h179-tvarov.js';
import { site as h180 } from './h180-lop-xanh.js';
import type { CorpusSite } from '../corpus/types.js';

/** Eighteenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h171, h172, h173, h174, h175, h176, h177, h178, h179, h180];
