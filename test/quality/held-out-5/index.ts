import type { CorpusSite } from '../corpus/types.js';
import { site as h41 } from './h41-agrosensa-precision-farming-it.js';
import { site as h42 } from './h42-molara-dental-practice-software-au.js';
import { site as h43 } from './h43-buildledger-construction-erp.js';
import { site as h44 } from './h44-fjellstrikk-knitwear-shopify-no.js';
import { site as h45 } from './h45-ridgeback-guitar-amps-bigcommerce.js';
import { site as h46 } from './h46-lexiconbridge-translation-agency-uk.js';
import { site as h47 } from './h47-kalkan-sigorta-insurance-broker-tr.js';
import { site as h48 } from './h48-castwell-ott-video-platform-nextjs.js';
import { site as h49 } from './h49-nabi-games-studio-kr.js';
import { site as h50 } from './h50-pureline-water-filtration-squarespace.js';

/** Fifth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h41, h42, h43, h44, h45, h46, h47, h48, h49, h50];
