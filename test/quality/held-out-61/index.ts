import { site as h601 } from './h601-semillas-valderrama.js';
import { site as h602 } from './h602-campolink.js';
import { site as h603 } from './h603-terres-du-lys.js';
import { site as h604 } from './h604-bertoli-macchine.js';
import { site as h605 } from './h605-nawozy-wislanskie.js';
import { site as h606 } from './h606-alfoldi-biokontroll.js';
import { site as h607 } from './h607-carpatina-distributie.js';
import { site as h608 } from './h608-greenfold-packaging.js';
import { site as h609 } from './h609-mercado-de-la-tierra.js';
import { site as h610 } from './h610-lagar-da-serra.js';
import type { CorpusSite } from '../corpus/types.js';

/** Sixty-first held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h601, h602, h603, h604, h605, h606, h607, h608, h609, h610];
