import type { CorpusSite } from '../corpus/types.js';
import { site as h51 } from './h51-cadencely-marketing-automation.js';
import { site as h52 } from './h52-assinafacil-esignature-br.js';
import { site as h53 } from './h53-sonnwerk-solar-inverters-at.js';
import { site as h54 } from './h54-reservalia-hotel-booking-es.js';
import { site as h55 } from './h55-foundry-halls-coworking.js';
import { site as h56 } from './h56-tracewell-observability.js';
import { site as h57 } from './h57-vanta-wheels-bike-components.js';
import { site as h58 } from './h58-fleetlogiq-telematics.js';
import { site as h59 } from './h59-brewforge-coffee-machines.js';
import { site as h60 } from './h60-hemvist-property-management-se.js';

/** Sixth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h51, h52, h53, h54, h55, h56, h57, h58, h59, h60];
