import { site as h511 } from './h511-cafe-brasa.js';
import { site as h512 } from './h512-fjellspor.js';
import { site as h513 } from './h513-lavandine.js';
import { site as h514 } from './h514-kleiner-wald.js';
import { site as h515 } from './h515-kogetsuen.js';
import { site as h516 } from './h516-northbound-candle.js';
import { site as h517 } from './h517-alwaha-dates.js';
import { site as h518 } from './h518-hilo-andino.js';
import { site as h519 } from './h519-hollow-oak.js';
import { site as h520 } from './h520-pastificio-cerreto.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fifty-second held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h511, h512, h513, h514, h515, h516, h517, h518, h519, h520];
