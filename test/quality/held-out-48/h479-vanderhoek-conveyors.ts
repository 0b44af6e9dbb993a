import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '86f2d0a91c7a6b3e-AMS',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'eu-west-1-prod-hosting-red',
  'x-lambda-id': 'b6c1f4d2-9a7e-4f3b-8c21-0d5e7a9b1c34',
  'surrogate-key': 'www.vanderhoek-conveyors.nl 64e7a1c2b9d8f30012a4c5e1 pageId:64e7a1c2b9d8f30012a4c5f0',
};

const SITE_ID = '64e7a1c2b9d8f30012a4c5e1';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

function layout(title: string, description: string, path: string, pageId: string, body: string): string {
  return `<!DOCTYPE html><!-- Last Published: Tue Apr 02 2024 08:41:17 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.vanderhoek-conveyors.nl" data-wf-page="${pageId}" data-wf-site="${SITE_ID}" lang="en"><head><meta charset="utf-8"/><title>${title} | Vanderhoek Conveyor Systems</title><meta content="${description}" name="description"/><meta content="${title} | Vanderhoek Conveyor Systems" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a0f1e2d3c4b5a697887766_og-vanderhoek.jpg" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/vanderhoek-conveyors.webflow.shared.7c2d4e1f9.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","IBM Plex Mono:400,500"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/64e7a3f0c1d2e3f4a5b6c7d8_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="https://www.vanderhoek-conveyors.nl${path}" rel="canonical"/><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="7a1c9e2f-4b3d-4e8a-9f10-2c3d4e5f6a7b" data-blockingmode="auto" type="text/javascript"></script></head><body><div data-animation="default" class="navbar w-nav" data-easing2="ease" data-easing="ease" data-collapse="medium" role="banner" data-duration="400"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/64e7a4b1c2d3e4f5a6b7c8d9_vanderhoek-logo.svg" loading="lazy" width="190" alt="Vanderhoek Conveyor Systems"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/solutions" class="nav-link w-nav-link">Solutions</a><a href="/cases" class="nav-link w-nav-link">Cases</a><a href="/partners" class="nav-link w-nav-link">Partners</a><a href="/about" class="nav-link w-nav-link">About</a><a href="https://www.werkenbijvanderhoek.nl/" class="nav-link w-nav-link">Careers</a><a href="/contact" class="button-nav w-button">Get a quote</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>${body}<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/64e7a4b1c2d3e4f5a6b7c8da_vanderhoek-logo-white.svg" loading="lazy" width="160" alt="Vanderhoek Conveyor Systems"/><p class="footer-text">Vanderhoek Conveyor Systems B.V.<br/>Industrieweg 41, 5433 NM Cuijk, the Netherlands<br/>+31 485 745 200</p></div><div class="footer-links"><a href="/solutions" class="footer-link">Solutions</a><a href="/cases" class="footer-link">Cases</a><a href="/partners" class="footer-link">Partner network</a><a href="/privacy-policy" class="footer-link">Privacy policy</a><a href="/terms" class="footer-link">General terms (ORGALIME)</a></div><div class="footer-social"><a href="https://www.linkedin.com/company/vanderhoek-conveyor-systems/" target="_blank" class="social-link w-inline-block"><img src="${CDN}/64e7a5c2d3e4f5a6b7c8d9e0_linkedin.svg" loading="lazy" alt="LinkedIn"/></a><a href="https://www.youtube.com/@vanderhoekconveyors" target="_blank" class="social-link w-inline-block"><img src="${CDN}/64e7a5c2d3e4f5a6b7c8d9e1_youtube.svg" loading="lazy" alt="YouTube"/></a></div></div><div class="footer-bottom">© 2024 Vanderhoek Conveyor Systems B.V. · KvK 16043921</div></div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4a8f2c1d.js" type="text/javascript"></script></body></html>`;
}

const home = layout(
  'Conveyor systems for warehouses and production',
  'Vanderhoek designs, builds and services roller, belt and pallet conveyor systems for distribution centres and factories across Europe.',
  '/',
  '64e7a1c2b9d8f30012a4c5f0',
  `<section class="hero"><div class="container w-container"><h1 class="hero-heading">Move more. Touch less.</h1><p class="hero-paragraph">Modular roller, belt and pallet conveyors, engineered and built in Cuijk since 1979, and installed by certified integrators across Europe.</p><div class="hero-buttons"><a href="/solutions" class="button w-button">Explore solutions</a><a href="/partners" class="button-secondary w-button">Find an integrator</a></div></div></section><section class="section-logos"><div class="container w-container"><div class="logos-title">Trusted by logistics leaders</div><div class="logos-grid w-layout-grid"><img src="${CDN}/65a1b2c3d4e5f60718293a4b_freshfood.svg" loading="lazy" alt="FreshFood Distributie"/><img src="${CDN}/65a1b2c3d4e5f60718293a4c_pharmalink.svg" loading="lazy" alt="PharmaLink Benelux"/><img src="${CDN}/65a1b2c3d4e5f60718293a4d_parcelnord.svg" loading="lazy" alt="ParcelNord"/><img src="${CDN}/65a1b2c3d4e5f60718293a4e_bouwmaat.svg" loading="lazy" alt="BouwPlaza"/></div></div></section><section class="section"><div class="container w-container"><h2>Latest case</h2><div class="case-card"><h3><a href="/cases/freshfood-distributie-tilburg">2.4 km of chilled conveyors for FreshFood Distributie in Tilburg</a></h3><p>Installed in 11 weeks by our integrator partner, with zero downtime at the existing site.</p></div></div></section><section class="section award"><div class="container w-container"><p>Winner of the <a href="https://www.logistiekprijs.nl/winnaars-2023" target="_blank">Dutch Logistics Innovation Award 2023</a> for our EnergyLoop drive.</p></div></section>`,
);

function integrator(name: string, country: string, url: string, text: string): string {
  return `<div role="listitem" class="partner-item w-dyn-item"><div class="partner-card"><div class="partner-country">${country}</div><h3 class="partner-name">${name}</h3><p class="partner-text">${text}</p><a href="${url}" target="_blank" class="partner-link w-inline-block"><div>Visit website</div></a></div></div>`;
}

const partners = layout(
  'Partner network',
  'Certified Vanderhoek system integrators and technology partners across Europe.',
  '/partners',
  '64e7a1c2b9d8f30012a4c5f7',
  `<section class="section page-header"><div class="container w-container"><h1>Partner network</h1><p class="lead">Outside the Benelux, Vanderhoek conveyors are designed into complete systems and installed by certified integrator partners. Our technology partners make sure the conveyors talk to your WMS, robots and controls.</p></div></section><section class="section"><div class="container w-container"><div data-current="Integrators" data-easing="ease" data-duration-in="300" data-duration-out="100" class="partner-tabs w-tabs"><div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Integrators" class="tab-link w-inline-block w-tab-link w--current" id="w-tabs-0-data-w-tab-0" href="#w-tabs-0-data-w-pane-0" role="tab" aria-controls="w-tabs-0-data-w-pane-0" aria-selected="true"><div>Certified system integrators</div></a><a data-w-tab="Technology" class="tab-link w-inline-block w-tab-link" tabindex="-1" id="w-tabs-0-data-w-tab-1" href="#w-tabs-0-data-w-pane-1" role="tab" aria-controls="w-tabs-0-data-w-pane-1" aria-selected="false"><div>Technology partners</div></a></div><div class="w-tab-content"><div data-w-tab="Integrators" class="w-tab-pane w--tab-active" id="w-tabs-0-data-w-pane-0" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-0"><p>Certified integrators complete our two-week installation academy in Cuijk and are audited every two years.</p><div class="w-dyn-list"><div role="list" class="partners-grid w-dyn-items">${[
    integrator(
      'Rhein Intralogistik GmbH',
      'Germany',
      'https://www.rhein-intralogistik.de/',
      'Turnkey parcel and e-commerce systems, Düsseldorf and Mannheim.',
    ),
    integrator(
      'Integra Logistics Engineering Ltd',
      'United Kingdom',
      'https://integra-le.co.uk/',
      'Design and installation for grocery and pharma DCs.',
    ),
    integrator(
      'Lindqvist Automation AB',
      'Sweden & Norway',
      'https://www.lindqvist-automation.se/en/',
      'Cold-store and freezer conveyor specialists.',
    ),
    integrator('NordFlow Systems ApS', 'Denmark', 'https://nordflow.dk/', 'Pallet conveyors and shuttle integration.'),
    integrator(
      'Automatismos Levante S.L.',
      'Spain & Portugal',
      'https://www.automatismoslevante.es/',
      'Retail and fashion distribution centres.',
    ),
    integrator(
      'Baltic Conveyor Solutions UAB',
      'Baltics & Poland',
      'https://balticconveyor.lt/',
      'Installation, retrofit and 24/7 service.',
    ),
  ].join(
    '',
  )}</div></div></div><div data-w-tab="Technology" class="w-tab-pane" id="w-tabs-0-data-w-pane-1" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-1"><div class="tech-grid w-layout-grid"><a href="https://www.sap.com/products/scm/extended-warehouse-management.html" target="_blank" class="tech-card w-inline-block"><img src="${CDN}/65b2c3d4e5f6071829304a5b_sap.svg" loading="lazy" alt="SAP"/><div class="tech-name">SAP EWM</div><div class="tech-text">Certified MFC interface for SAP Extended Warehouse Management.</div></a><a href="https://stockpilot.io/integrations/vanderhoek" target="_blank" class="tech-card w-inline-block"><img src="${CDN}/65b2c3d4e5f6071829304a5c_stockpilot.svg" loading="lazy" alt="StockPilot WMS"/><div class="tech-name">StockPilot WMS</div><div class="tech-text">Plug-and-play routing and sorter control for mid-sized warehouses.</div></a><a href="https://www.robopick.ai/" target="_blank" class="tech-card w-inline-block"><img src="${CDN}/65b2c3d4e5f6071829304a5d_robopick.svg" loading="lazy" alt="RoboPick"/><div class="tech-name">RoboPick</div><div class="tech-text">Robotic piece-picking cells that hand over directly to our tote conveyors.</div></a><div class="tech-card"><img src="${CDN}/65b2c3d4e5f6071829304a5e_interroll.svg" loading="lazy" alt="Drive rollers"/><div class="tech-name">24V drive rollers</div><div class="tech-text">We use standard 24V motor-driven rollers from leading suppliers.</div></div></div></div></div></div></div></section><section class="section cta"><div class="container w-container"><h2>Become an integrator</h2><p>Interested in joining the network? Mail <a href="mailto:partners@vanderhoek-conveyors.nl">partners@vanderhoek-conveyors.nl</a>.</p></div></section>`,
);

const about = layout(
  'About us',
  'Family-owned conveyor manufacturer from Cuijk, the Netherlands.',
  '/about',
  '64e7a1c2b9d8f30012a4c5f3',
  `<section class="section page-header"><div class="container w-container"><h1>About Vanderhoek</h1><p>Founded in 1979 by Gerrit van der Hoek as a welding shop, Vanderhoek today employs 310 people and ships conveyor systems to 22 countries from its 18,000 m² plant in Cuijk.</p></div></section><section class="section"><div class="container w-container"><h2>Certified quality</h2><p>ISO 9001 and ISO 14001 certified, VCA** safety certified, CE marked according to the Machinery Directive.</p><h2>Community</h2><p>We are a proud sponsor of <a href="https://www.delfthyperloop.nl/" target="_blank">Delft Hyperloop</a> and a member of <a href="https://www.fme.nl/" target="_blank">FME</a>, the Dutch technology industry association.</p><h2>Work with us</h2><p>All vacancies are on <a href="https://www.werkenbijvanderhoek.nl/">werkenbijvanderhoek.nl</a>.</p></div></section>`,
);

const caseStudy = layout(
  'FreshFood Distributie, Tilburg',
  '2.4 km of chilled conveyors for a fresh-food distribution centre.',
  '/cases/freshfood-distributie-tilburg',
  '64e7a1c2b9d8f30012a4c5f5',
  `<section class="section page-header"><div class="container w-container"><div class="case-label">Case</div><h1>2.4 km of chilled conveyors for FreshFood Distributie</h1></div></section><section class="section"><div class="container w-container"><div class="rich-text w-richtext"><p><a href="https://www.freshfooddistributie.nl/" target="_blank">FreshFood Distributie</a> needed to double throughput at its Tilburg DC without stopping deliveries to 600 supermarkets.</p><p>Together with our technology partner StockPilot, we connected 2.4 km of tote conveyor to the customer's WMS, including 14 high-speed sorters operating at 2 °C.</p><h3>Results</h3><ul role="list"><li>Throughput up from 4,200 to 9,000 totes per hour</li><li>31% lower energy use per tote thanks to EnergyLoop drives</li></ul></div></div></section>`,
);

const contact = layout(
  'Contact',
  'Get a quote or talk to a Vanderhoek engineer.',
  '/contact',
  '64e7a1c2b9d8f30012a4c5f9',
  `<section class="section page-header"><div class="container w-container"><h1>Contact</h1><p>Sales Benelux: +31 485 745 210 · sales@vanderhoek-conveyors.nl<br/>Service 24/7: +31 485 745 299</p><div class="w-form"><form id="wf-form-Quote" name="wf-form-Quote" data-name="Quote" method="get" class="quote-form" aria-label="Quote"><label for="name">Name</label><input class="w-input" maxlength="256" name="name" data-name="Name" type="text" id="name"/><label for="email">Email</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required=""/><label for="msg">Project</label><textarea class="w-input" maxlength="5000" id="msg" name="msg" data-name="Msg"></textarea><input type="submit" data-wait="Please wait..." class="button w-button" value="Send"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Quote success"><div>Thank you! We'll be in touch within one working day.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Quote failure"><div>Oops! Something went wrong while submitting the form.</div></div></div><p>Outside the Benelux? Contact your <a href="/partners">certified integrator</a>.</p></div></section>`,
);

export const site: CorpusSite = {
  domain: 'vanderhoek-conveyors.nl',
  otherDomains: ['werkenbijvanderhoek.nl'],
  covers:
    'Dutch (English-language) Webflow site of a conveyor manufacturer: partners page with Webflow tabs, certified system integrators as a CMS collection list and technology partner cards (one supplier card unlinked), a partner repeated in a case study; negatives: trusted-by logos, customer linked from a case study, award, Delft Hyperloop sponsorship, FME membership, own careers domain, social links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners': { headers: HEADERS, html: partners },
    '/about': { headers: HEADERS, html: about },
    '/cases/freshfood-distributie-tilburg': { headers: HEADERS, html: caseStudy },
    '/contact': { headers: HEADERS, html: contact },
  },
  sitemap: ['/', '/partners', '/about', '/cases/freshfood-distributie-tilburg', '/contact'],
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'cookiebot', 'cloudflare', 'open-graph'],
  partners: {
    'rhein-intralogistik.de': 'channel',
    'integra-le.co.uk': 'channel',
    'lindqvist-automation.se': 'channel',
    'nordflow.dk': 'channel',
    'automatismoslevante.es': 'channel',
    'balticconveyor.lt': 'channel',
    'sap.com': 'technology',
    'stockpilot.io': 'technology',
    'robopick.ai': 'technology',
  },
};
