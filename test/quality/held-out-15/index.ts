import { site as h141 } from './h141-corticeira-ribeiro.js';
import { site as h142 } from './h142-bjerregaard-ladcykler.js';
import { site as h143 } from './h143-ortopedija-kranjc.js';
import { site as h144 } from './h144-uljara-bartulovic.js';
import { site as h145 } from './h145-bkl-logistika.js';
import { site as h146 } from './h146-yamadaya-shuzo.js';
import { site as h147 } from './h147-gisler-fenster.js';
import { site as h148 } from './h148-expediciones-rio-baker.js';
import { site as h149 } from './h149-emirates-heaters.js';
import { site as h150 } from './h150-kilbrack.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifteenth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h141, h142, h143, h144, h145, h146, h147, h148, h149, h150];
