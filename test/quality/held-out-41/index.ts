import { site as h401 } from './h401-norrvik-bredband.js';
import { site as h402 } from './h402-harbourline-it.js';
import { site as h403 } from './h403-callvane.js';
import { site as h404 } from './h404-landtechnik-brenner.js';
import { site as h405 } from './h405-sementes-cerrado-vivo.js';
import { site as h406 } from './h406-koperasi-tani-sejahtera.js';
import { site as h407 } from './h407-slavutych-armatura.js';
import { site as h408 } from './h408-sao-viet-lab.js';
import { site as h409 } from './h409-cyberaspis.js';
import { site as h410 } from './h410-iron-prairie-dc.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-first held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h401, h402, h403, h404, h405, h406, h407, h408, h409, h410];
