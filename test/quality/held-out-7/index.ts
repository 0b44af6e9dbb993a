import type { CorpusSite } from '../corpus/types.js';
import { site as h61 } from './h61-kadrovio.js';
import { site as h62 } from './h62-kvartsilab.js';
import { site as h63 } from './h63-maresdonorte.js';
import { site as h64 } from './h64-vetodesk.js';
import { site as h65 } from './h65-betuhaznyomda.js';
import { site as h66 } from './h66-skyrelay.js';
import { site as h67 } from './h67-anvelopia.js';
import { site as h68 } from './h68-kelasnusa.js';
import { site as h69 } from './h69-baobixanh.js';
import { site as h70 } from './h70-lexmatter.js';

/** Seventh held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h61, h62, h63, h64, h65, h66, h67, h68, h69, h70];
