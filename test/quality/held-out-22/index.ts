import { site as h211 } from './h211-kestrel-clay.js';
import { site as h212 } from './h212-auenfeld-raeder.js';
import { site as h213 } from './h213-hollow-oak-coffee.js';
import { site as h214 } from './h214-barbotine-jouets.js';
import { site as h215 } from './h215-hoyo-del-cuervo.js';
import { site as h216 } from './h216-voltlinje.js';
import { site as h217 } from './h217-valbruna-petfood.js';
import { site as h218 } from './h218-routa-athletic.js';
import { site as h219 } from './h219-minamo-seisakusho.js';
import { site as h220 } from './h220-folha-e-bule.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-second held-out set: consumer brands and online retail, written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h211, h212, h213, h214, h215, h216, h217, h218, h219, h220];
