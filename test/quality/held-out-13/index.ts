import { site as h121 } from './h121-talavera-cholula.js';
import { site as h122 } from './h122-okna-wisniewski.js';
import { site as h123 } from './h123-malabar-trails.js';
import { site as h124 } from './h124-sklarna-valasek.js';
import { site as h125 } from './h125-chemistly.js';
import { site as h126 } from './h126-anh-ngu-sao-mai.js';
import { site as h127 } from './h127-hydro-souss.js';
import { site as h128 } from './h128-oftalmo-del-parque.js';
import { site as h129 } from './h129-savanna-coatings.js';
import { site as h130 } from './h130-garajio.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirteenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h121, h122, h123, h124, h125, h126, h127, h128, h129, h130];
