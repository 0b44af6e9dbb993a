import { site as h561 } from './h561-castagneto-catering.js';
import { site as h562 } from './h562-maison-lumiere-coiffure.js';
import { site as h563 } from './h563-zahnarzt-brandstaetter.js';
import { site as h564 } from './h564-ferran-ibarra-abogados.js';
import { site as h565 } from './h565-contabil-horizonte.js';
import { site as h566 } from './h566-marsh-tilde-architects.js';
import { site as h567 } from './h567-ktima-elaionas.js';
import { site as h568 } from './h568-gefen-space.js';
import { site as h569 } from './h569-foxglove-hollow-brewing.js';
import { site as h570 } from './h570-escola-ribeirinha.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-seventh held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h561, h562, h563, h564, h565, h566, h567, h568, h569, h570];
