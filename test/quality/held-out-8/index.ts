import type { CorpusSite } from '../corpus/types.js';
import { site as h71 } from './h71-almwaerme.js';
import { site as h72 } from './h72-zwarteschaap.js';
import { site as h73 } from './h73-nordet.js';
import { site as h74 } from './h74-kontali.js';
import { site as h75 } from './h75-lumefechaduras.js';
import { site as h76 } from './h76-olioserasmo.js';
import { site as h77 } from './h77-reeflinepools.js';
import { site as h78 } from './h78-vajrahelmets.js';
import { site as h79 } from './h79-fieldwise.js';
import { site as h80 } from './h80-postcodery.js';

/** Eighth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h71, h72, h73, h74, h75, h76, h77, h78, h79, h80];
