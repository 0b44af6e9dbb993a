import { site as h181 } from './h181-leiefiets.js';
import { site as h182 } from './h182-tidewell-coffee.js';
import { site as h183 } from './h183-mesa-bright-solar.js';
import { site as h184 } from './h184-officina-lariana.js';
import { site as h185 } from './h185-skarvheim-bryggeri.js';
import { site as h186 } from './h186-segara-hotels.js';
import { site as h187 } from './h187-semagro-dunarea.js';
import { site as h188 } from './h188-pernthaler-bau.js';
import { site as h189 } from './h189-xochi-botanica.js';
import { site as h190 } from './h190-meridian-straits.js';
import type { CorpusSite } from '../corpus/types.js';

/** Nineteenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h181, h182, h183, h184, h185, h186, h187, h188, h189, h190];
