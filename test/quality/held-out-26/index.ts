import { site as h251 } from './h251-larchmere-hotels.js';
import { site as h252 } from './h252-alizee-voyages.js';
import { site as h253 } from './h253-cinder-and-salt.js';
import { site as h254 } from './h254-kranich-kaffee.js';
import { site as h255 } from './h255-vale-das-arcas.js';
import { site as h256 } from './h256-hollow-oak-brewing.js';
import { site as h257 } from './h257-gediz-koop.js';
import { site as h258 } from './h258-furrowline.js';
import { site as h259 } from './h259-baobao-delivery.js';
import { site as h260 } from './h260-brackenfield-catering.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-sixth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h251, h252, h253, h254, h255, h256, h257, h258, h259, h260];
