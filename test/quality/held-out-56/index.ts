import { site as h551 } from './h551-kessler-luftfahrt.js';
import { site as h552 } from './h552-meridian-bulk-lines.js';
import { site as h553 } from './h553-puerto-valcarce.js';
import { site as h554 } from './h554-van-der-meulen-maritiem.js';
import { site as h555 } from './h555-red-ochre-resources.js';
import { site as h556 } from './h556-toho-jushi-kagaku.js';
import { site as h557 } from './h557-hansung-special-steel.js';
import { site as h558 } from './h558-gulf-industrial-gases.js';
import { site as h559 } from './h559-bayridge-freight.js';
import { site as h560 } from './h560-grupo-aduanal-villarreal.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-sixth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h551, h552, h553, h554, h555, h556, h557, h558, h559, h560];
