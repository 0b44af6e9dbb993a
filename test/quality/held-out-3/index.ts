import type { CorpusSite } from '../corpus/types.js';
import { site as h21 } from './h21-lumenvault-secrets-security.js';
import { site as h22 } from './h22-solvind-waermepumpen-installers.js';
import { site as h23 } from './h23-casaverbena-cosmetics-stockists.js';
import { site as h24 } from './h24-quiverdb-open-source-nuxt.js';
import { site as h25 } from './h25-meridianpay-fintech-marketplace.js';
import { site as h26 } from './h26-atelier-nord-agency-no-partners.js';
import { site as h27 } from './h27-kallstrom-ebikes-aterforsaljare.js';
import { site as h28 } from './h28-clinikey-healthcare-integrations.js';
import { site as h29 } from './h29-brentapack-machinery-partner-it.js';
import { site as h30 } from './h30-rotalog-tms-parceiros-jsonld.js';

/** Third held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h21, h22, h23, h24, h25, h26, h27, h28, h29, h30];
