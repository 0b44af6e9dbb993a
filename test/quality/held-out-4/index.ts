import type { CorpusSite } from '../corpus/types.js';
import { site as h31 } from './h31-fjordhost-cloud-hosting.js';
import { site as h32 } from './h32-lexitrail-contract-management.js';
import { site as h33 } from './h33-aulaviva-lms-mexico.js';
import { site as h34 } from './h34-tabletill-hospitality-epos.js';
import { site as h35 } from './h35-sundstroem-solar-batteries-dk.js';
import { site as h36 } from './h36-bracken-gin-distillery-shopify.js';
import { site as h37 } from './h37-koelink-cloud-pbx-jp.js';
import { site as h38 } from './h38-querylane-embedded-analytics.js';
import { site as h39 } from './h39-vlcistopa-pet-food-cz.js';
import { site as h40 } from './h40-gatefold-event-ticketing-ca.js';

/** Fourth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h31, h32, h33, h34, h35, h36, h37, h38, h39, h40];
