import type { CorpusSite } from '../corpus/types.js';
import { site as h11 } from './h11-lindqvist-typo3-german-vertriebspartner-table.js';
import { site as h12 } from './h12-parcelwise-nextjs-integration-detail-pages.js';
import { site as h13 } from './h13-maisonvelours-prestashop-french-revendeurs.js';
import { site as h14 } from './h14-quokkapay-wordpress-advisor-directory-paged.js';
import { site as h15 } from './h15-fieldnote-nextdata-ecosystem-sitemap-only.js';
import { site as h16 } from './h16-brightmoor-shopify-stockists-plaintext.js';
import { site as h17 } from './h17-kanaalzicht-webflow-dutch-partners-en-integraties.js';
import { site as h18 } from './h18-quorra-drupal-partner-tiers-jsonld-alliances.js';
import { site as h19 } from './h19-loamly-astro-no-partners-program-only.js';
import { site as h20 } from './h20-tidemark-app-marketplace-paged-solution-providers.js';

/** Second held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h11, h12, h13, h14, h15, h16, h17, h18, h19, h20];
