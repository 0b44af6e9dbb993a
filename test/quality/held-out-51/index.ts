import { site as h501 } from './h501-sprachinstitut-isar.js';
import { site as h502 } from './h502-trellislearn.js';
import { site as h503 } from './h503-academiaprisma.js';
import { site as h504 } from './h504-northgateskills.js';
import { site as h505 } from './h505-editions-sablier.js';
import { site as h506 } from './h506-manabi-link.js';
import { site as h507 } from './h507-escolatrilha.js';
import { site as h508 } from './h508-harbourline.js';
import { site as h509 } from './h509-ramalcode.js';
import { site as h510 } from './h510-igec.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-first held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h501, h502, h503, h504, h505, h506, h507, h508, h509, h510];
