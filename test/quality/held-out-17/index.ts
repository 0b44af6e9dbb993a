import { site as h161 } from './h161-suberlar.js';
import { site as h162 } from './h162-boelge-cykler.js';
import { site as h163 } from './h163-kinetik-medical.js';
import { site as h164 } from './h164-mizukagami-shuzo.js';
import { site as h165 } from './h165-waermewerk-linth.js';
import { site as h166 } from './h166-vina-cerro-manzano.js';
import { site as h167 } from './h167-masar-jazirah.js';
import { site as h168 } from './h168-silo-moduliai.js';
import { site as h169 } from './h169-otocni-vjetar.js';
import { site as h170 } from './h170-tussock-ridge.js';
import type { CorpusSite } from '../corpus/types.js';

/** Seventeenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h161, h162, h163, h164, h165, h166, h167, h168, h169, h170];
