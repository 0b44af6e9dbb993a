import { site as h391 } from './h391-promovia-leman.js';
import { site as h392 } from './h392-lettrack.js';
import { site as h393 } from './h393-vandalen-keukens.js';
import { site as h394 } from './h394-vauhti-pyora.js';
import { site as h395 } from './h395-otelix.js';
import { site as h396 } from './h396-maple-and-mop.js';
import { site as h397 } from './h397-estancia-la-candelaria.js';
import { site as h398 } from './h398-apatyka.js';
import { site as h399 } from './h399-commons-base.js';
import { site as h400 } from './h400-hartwell-removals.js';
import type { CorpusSite } from '../corpus/types.js';

/** Fortieth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h391, h392, h393, h394, h395, h396, h397, h398, h399, h400];
