import { site as h351 } from './h351-salt-and-ember.js';
import { site as h352 } from './h352-cinder-cone-brewing.js';
import { site as h353 } from './h353-kasumi-hotels.js';
import { site as h354 } from './h354-grange-doree-traiteur.js';
import { site as h355 } from './h355-antarrasa.js';
import { site as h356 } from './h356-crama-valea-luminii.js';
import { site as h357 } from './h357-crumb-and-co.js';
import { site as h358 } from './h358-brygg-mekanikk.js';
import { site as h359 } from './h359-prairie-hearth-coop.js';
import { site as h360 } from './h360-sprig-and-skillet.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-sixth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h351, h352, h353, h354, h355, h356, h357, h358, h359, h360];
