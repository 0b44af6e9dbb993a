import type { CorpusSite } from '../corpus/types.js';
import { site as h01 } from './h01-tallyforge-integrations.js';
import { site as h02 } from './h02-rutaviva-spanish-cards.js';
import { site as h03 } from './h03-valtorre-italian-dealer-table.js';
import { site as h04 } from './h04-kelpflow-oss-footer-support.js';
import { site as h05 } from './h05-studioparallax-no-partners.js';
import { site as h06 } from './h06-kindredgrain-woocommerce-stockists-paged.js';
import { site as h07 } from './h07-crewlog-marketplace-detail-pages.js';
import { site as h08 } from './h08-sentrane-alliances-sitemap-only.js';
import { site as h09 } from './h09-hollinspryce-generic-footer-textdomains.js';
import { site as h10 } from './h10-paylark-tiers-customers-investors.js';

/** Held-out sites: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h01, h02, h03, h04, h05, h06, h07, h08, h09, h10];
