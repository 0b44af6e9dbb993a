import { site as h281 } from './h281-ridgeline-freight.js';
import { site as h282 } from './h282-brightwire.js';
import { site as h283 } from './h283-obriain-gallagher.js';
import { site as h284 } from './h284-fynbos-and-co.js';
import { site as h285 } from './h285-meridian-academy.js';
import { site as h286 } from './h286-totara-ledger.js';
import { site as h287 } from './h287-fjordfrakt.js';
import { site as h288 } from './h288-kompasz-hr.js';
import { site as h289 } from './h289-camara-de-la-tara.js';
import { site as h290 } from './h290-nusantara-fiber.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-ninth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h281, h282, h283, h284, h285, h286, h287, h288, h289, h290];
