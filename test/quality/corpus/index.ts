/** The labelled corpus (docs/quality.md): one module per site, each with its pages and labels. */
import type { CorpusSite } from './types.js';
import { site as s01 } from './01-harborline-wordpress.js';
import { site as s02 } from './02-quillstack-nextjs.js';
import { site as s03 } from './03-brightside-webflow.js';
import { site as s04 } from './04-meridian-static.js';
import { site as s05 } from './05-fernhollow-shopify.js';
import { site as s06 } from './06-ledgerly-marketplace.js';
import { site as s07 } from './07-ironbridge-aspnet.js';
import { site as s08 } from './08-northwind-drupal-logos.js';
import { site as s09 } from './09-kestrel-partner-table.js';
import { site as s10 } from './10-tessellate-nuxt-directory.js';
import { site as s11 } from './11-routewise-gatsby-jsonld.js';
import { site as s12 } from './12-beaconhr-hubspot-customers.js';
import { site as s13 } from './13-tidewater-sveltekit-trusted.js';
import { site as s14 } from './14-orbitfreight-rails-casestudies.js';
import { site as s15 } from './15-molarcloud-joomla-social.js';
import { site as s16 } from './16-glasswing-cdn-assets.js';
import { site as s17 } from './17-pinecrest-squarespace-soft404.js';
import { site as s18 } from './18-voltaic-spa-catchall.js';
import { site as s19 } from './19-saltmarsh-hugo-prose.js';
import { site as s20 } from './20-copperleaf-commented-out.js';
import { site as s21 } from './21-keelson-craft-solution-partners.js';
import { site as s22 } from './22-printwell-elementor-agencies.js';
import { site as s23 } from './23-thornbury-wix-where-to-buy.js';
import { site as s24 } from './24-quarry-astro-ecosystem.js';
import { site as s25 } from './25-helmdesk-marketplace-subdomain.js';
import { site as s26 } from './26-gridway-laravel-sitemap-only.js';
import { site as s27 } from './27-nordlicht-typo3-german.js';
import { site as s28 } from './28-atelier-lumen-prestashop-french.js';
import { site as s29 } from './29-signalforge-badged-directory.js';
import { site as s30 } from './30-clearwell-django-prose.js';
import { site as s31 } from './31-ampersand-cta-noise.js';
import { site as s32 } from './32-vantage-sitecore-own-domains.js';
import { site as s33 } from './33-orchard-json-directory.js';
import { site as s34 } from './34-birchwood-home-section.js';
import { site as s35 } from './35-brewhaus-reseller-locator.js';
import { site as s36 } from './36-lumenrail-app-router-investors.js';
import { site as s37 } from './37-tillbird-ghost-hub-tabs.js';
import { site as s38 } from './38-kingsley-weebly-bold-headings.js';
import { site as s39 } from './39-ledgerfox-app-detail-pages.js';

export const sites: CorpusSite[] = [
  s01,
  s02,
  s03,
  s04,
  s05,
  s06,
  s07,
  s08,
  s09,
  s10,
  s11,
  s12,
  s13,
  s14,
  s15,
  s16,
  s17,
  s18,
  s19,
  s20,
  s21,
  s22,
  s23,
  s24,
  s25,
  s26,
  s27,
  s28,
  s29,
  s30,
  s31,
  s32,
  s33,
  s34,
  s35,
  s36,
  s37,
  s38,
  s39,
];
