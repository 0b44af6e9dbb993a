import { site as h521 } from './h521-ledgerlycrm.js';
import { site as h522 } from './h522-datenwerk-consulting.js';
import { site as h523 } from './h523-nominagil.js';
import { site as h524 } from './h524-quadrantdata.js';
import { site as h525 } from './h525-kumodesk.js';
import { site as h526 } from './h526-vertice-revops.js';
import { site as h527 } from './h527-kanwa.js';
import { site as h528 } from './h528-bitbrug.js';
import { site as h529 } from './h529-saudisaas.js';
import { site as h530 } from './h530-harbourlinehr.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-third held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h521, h522, h523, h524, h525, h526, h527, h528, h529, h530];
