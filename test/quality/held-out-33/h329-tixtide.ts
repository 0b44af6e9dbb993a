import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://www.tixtide.com/hubfs/tixtide-favicon.png">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${desc}">
<meta property="og:title" content="${title}">
<meta name="twitter:description" content="${desc}">
<meta name="twitter:title" content="${title}">
<link rel="stylesheet" href="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.css">
<link rel="stylesheet" href="https://www.tixtide.com/hubfs/hub_generated/template_assets/1/148822019384/1737990112455/template_main.min.css">
<link rel="canonical" href="https://www.tixtide.com${path}">
<meta property="og:url" content="https://www.tixtide.com${path}">
<meta name="twitter:card" content="summary_large_image">
<meta http-equiv="content-language" content="en">
<meta name="generator" content="HubSpot">
</head>`;

const nav = `<div data-global-resource-path="tixtide-2025/templates/partials/header.html"><header class="header">
<div class="header__container content-wrapper">
<a href="https://www.tixtide.com" class="header__logo"><img src="https://www.tixtide.com/hubfs/raw_assets/public/tixtide-2025/images/tixtide-logo.svg" alt="Tixtide" width="132" height="34"></a>
<nav class="header__menu" aria-label="Main menu">
<ul class="menu__wrapper no-list">
<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.tixtide.com/features">Features</a></li>
<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.tixtide.com/pricing">Pricing</a></li>
<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.tixtide.com/integrations">Integrations</a></li>
<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.tixtide.com/customers">Customers</a></li>
<li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.tixtide.com/blog">Resources</a></li>
</ul>
</nav>
<a class="button button--secondary" href="https://app.tixtide.com/login">Log in</a>
<a class="button" href="https://www.tixtide.com/demo">Book a demo</a>
</div>
</header></div>`;

const footer = `<div data-global-resource-path="tixtide-2025/templates/partials/footer.html"><footer class="footer">
<div class="footer__container content-wrapper">
<div class="footer__col">
<img src="https://www.tixtide.com/hubfs/raw_assets/public/tixtide-2025/images/tixtide-logo-white.svg" alt="Tixtide" width="132" height="34">
<p>Ticketing for festivals, venues and the people who run them.</p>
<div class="footer__badges">
<a href="https://www.g2.com/products/tixtide/reviews" target="_blank" rel="noopener"><img src="https://www.tixtide.com/hubfs/badges/g2-leader-winter-2026.svg" alt="G2 Leader Winter 2026: Event Ticketing"></a>
<img src="https://www.tixtide.com/hubfs/badges/soc2-type2.svg" alt="SOC 2 Type II">
</div>
</div>
<div class="footer__col">
<h3>Product</h3>
<ul class="no-list">
<li><a href="https://www.tixtide.com/features">Features</a></li>
<li><a href="https://www.tixtide.com/integrations">Integrations</a></li>
<li><a href="https://developers.tixtide.com/">API docs</a></li>
<li><a href="https://status.tixtide.com/">Status</a></li>
</ul>
</div>
<div class="footer__col">
<h3>Company</h3>
<ul class="no-list">
<li><a href="https://www.tixtide.com/about">About</a></li>
<li><a href="https://www.tixtide.com/partners">Partner program</a></li>
<li><a href="https://www.tixtide.com/careers">Careers</a></li>
<li><a href="https://www.tixtide.com/press">Press</a></li>
</ul>
</div>
<div class="footer__col">
<h3>Ticket buyers</h3>
<ul class="no-list">
<li><a href="https://tixtide.events/">Find events</a></li>
<li><a href="https://tixtide.events/help">Help with my tickets</a></li>
</ul>
<ul class="footer__social no-list">
<li><a href="https://www.linkedin.com/company/tixtide" aria-label="LinkedIn">LinkedIn</a></li>
<li><a href="https://www.instagram.com/tixtide/" aria-label="Instagram">Instagram</a></li>
</ul>
</div>
</div>
<p class="footer__legal">&copy; 2026 Tixtide Ltd. &middot; <a href="https://www.tixtide.com/legal/privacy">Privacy</a> &middot; <a href="https://www.tixtide.com/legal/terms">Terms</a></p>
</footer></div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.tixtide.com/hubfs/hub_generated/template_assets/1/148822019402/1737990112455/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">var _hsq = _hsq || []; _hsq.push(["setContentType", "standard-page"]); _hsq.push(["setCanonicalUrl", window.location.href]); _hsq.push(["setPageId", "148830122771"]);</script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/24419873.js"></script>
<script type="text/javascript">_linkedin_partner_id = "5518302"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script>
<script type="text/javascript" async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>`;

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f2b4c6d8e0a1b3c-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '24419873',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '148830122771',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

const page = (title: string, desc: string, path: string, bodyClass: string, main: string): string => `<!doctype html>
<html lang="en">
${head(title, desc, path)}
<body class="${bodyClass} hs-content-id-148830122771 hs-site-page page">
<div class="body-wrapper hs-content-id-148830122771 hs-site-page page">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--page">
${main}
</div>
</main>
${footer}
</div>
</body>
</html>`;

const home = page(
  'Tixtide | Ticketing software for festivals and venues',
  'Sell tickets, scan entry and grow repeat attendance with one ticketing platform. Trusted by 4,000 organisers in 19 countries.',
  '/',
  'home',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid"><div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget">
<div id="hs_cos_wrapper_widget_1737990011" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<section class="hero"><h1>Ticketing that doesn't take a cut of your crowd.</h1><p>Flat fees, your own branded box office, and entry scanning that works when the field Wi-Fi doesn't.</p><a class="button" href="https://www.tixtide.com/demo">Book a demo</a></section>
</div></div></div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
<section class="logo-bar">
<h2>Trusted by 4,000+ organisers</h2>
<ul class="logo-bar__list no-list">
<li><a href="https://www.harbourlightsfest.com/"><img src="https://www.tixtide.com/hubfs/logos/harbour-lights.svg" alt="Harbour Lights Festival"></a></li>
<li><a href="https://thecorngrain.co.uk/"><img src="https://www.tixtide.com/hubfs/logos/corn-grain.svg" alt="The Corn Grain, Leeds"></a></li>
<li><img src="https://www.tixtide.com/hubfs/logos/northbank-arena.svg" alt="Northbank Arena"></li>
<li><img src="https://www.tixtide.com/hubfs/logos/riverside-comedy.svg" alt="Riverside Comedy Club"></li>
</ul>
</section>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
<section class="video-feature"><h2>See Tixtide in 2 minutes</h2>
<script src="https://fast.wistia.com/embed/medias/q8v2kd7z1m.jsonp" async></script><script src="https://fast.wistia.com/assets/external/E-v1.js" async></script>
<div class="wistia_responsive_padding" style="padding:56.25% 0 0 0;position:relative;"><div class="wistia_embed wistia_async_q8v2kd7z1m videoFoam=true" style="height:100%;width:100%">&nbsp;</div></div>
</section>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-4 dnd-section">
<section class="integrations-teaser"><h2>Plays nicely with your stack</h2><p>60+ integrations with email, CRM, payments and access control. <a href="https://www.tixtide.com/integrations">Browse integrations</a></p></section>
</div>`,
);

type Integration = { name: string; url: string; cat: string; blurb: string };
const integrations: Integration[] = [
  {
    name: 'Mailchimp',
    url: 'https://mailchimp.com/',
    cat: 'Email marketing',
    blurb: 'Sync ticket buyers to audiences and tag them by event.',
  },
  {
    name: 'Klaviyo',
    url: 'https://www.klaviyo.com/',
    cat: 'Email marketing',
    blurb: 'Trigger flows on purchase, check-in and abandoned checkout.',
  },
  {
    name: 'HubSpot',
    url: 'https://www.hubspot.com/products/marketing',
    cat: 'CRM',
    blurb: 'Create contacts and deals for group and corporate bookings.',
  },
  { name: 'Salesforce', url: 'https://www.salesforce.com/', cat: 'CRM', blurb: 'Two-way sync of accounts, orders and attendance.' },
  { name: 'Stripe', url: 'https://stripe.com/gb', cat: 'Payments', blurb: 'Take card, Apple Pay and Google Pay with next-day payouts.' },
  { name: 'PayPal', url: 'https://www.paypal.com/uk/business', cat: 'Payments', blurb: 'Offer PayPal and Pay in 3 at checkout.' },
  { name: 'Xero', url: 'https://www.xero.com/uk/', cat: 'Accounting', blurb: 'Daily settlement journals, VAT-ready.' },
  { name: 'Zoom', url: 'https://zoom.us/', cat: 'Virtual events', blurb: 'Sell livestream tickets with unique join links.' },
  { name: 'Gatekeepr', url: 'https://gatekeepr.io/', cat: 'Access control', blurb: 'RFID wristbands and turnstiles, synced in real time.' },
];

const integrationsPage = page(
  'Integrations | Tixtide',
  'Connect Tixtide to your email, CRM, payments, accounting and access-control tools.',
  '/integrations',
  'integrations',
  `<section class="page-header"><h1>Integrations</h1><p>Tixtide connects to the tools you already use. Filter by category or search.</p></section>
<section class="integration-directory" data-filterable="true">
<div class="integration-directory__filters" role="tablist">
<button class="is-active" data-filter="all">All</button>
${[...new Set(integrations.map((i) => i.cat))].map((c) => `<button data-filter="${c.toLowerCase().replace(/ /g, '-')}">${c}</button>`).join('\n')}
</div>
<input class="integration-directory__search" type="search" placeholder="Search integrations" aria-label="Search integrations">
<div class="integration-directory__grid">
${integrations
  .map(
    (i) => `<div class="integration-card" data-category="${i.cat.toLowerCase().replace(/ /g, '-')}">
<img src="https://www.tixtide.com/hubfs/integrations/${i.name.toLowerCase()}.svg" alt="${i.name} logo" loading="lazy">
<h3>${i.name}</h3>
<span class="integration-card__cat">${i.cat}</span>
<p>${i.blurb}</p>
<a href="${i.url}" target="_blank" rel="noopener" class="integration-card__link">Visit ${i.name}</a>
</div>`,
  )
  .join('\n')}
</div>
</section>
<section class="integration-api"><h2>Build your own</h2><p>Everything in Tixtide is available through our <a href="https://developers.tixtide.com/">REST API and webhooks</a>.</p></section>`,
);

const partners = page(
  'Partner program | Tixtide',
  'Agencies and resellers who implement, resell and support Tixtide for festivals and venues.',
  '/partners',
  'partners',
  `<section class="page-header"><h1>Tixtide Partner Program</h1><p>Certified agencies and resellers who implement and support Tixtide for organisers around the world.</p></section>
<section class="partner-tiers">
<h2>Certified agency partners</h2>
<div class="partner-tier partner-tier--platinum">
<h3>Platinum</h3>
<div class="partner-card"><img src="https://www.tixtide.com/hubfs/partners/brightfield.svg" alt="Brightfield Events"><h4>Brightfield Events</h4><p>Full-service festival production agency; has migrated 40+ festivals to Tixtide.</p><a href="https://www.brightfield-events.co.uk/">brightfield-events.co.uk</a></div>
</div>
<div class="partner-tier partner-tier--gold">
<h3>Gold</h3>
<div class="partner-card"><img src="https://www.tixtide.com/hubfs/partners/stagecraft.svg" alt="Stagecraft Digital"><h4>Stagecraft Digital</h4><p>Box-office setup, CRM and marketing automation for venues.</p><a href="https://stagecraftdigital.com/">stagecraftdigital.com</a></div>
<div class="partner-card"><img src="https://www.tixtide.com/hubfs/partners/kuvio.svg" alt="Kuvio Agency"><h4>Kuvio Agency</h4><p>Implementation partner for the Nordics.</p><a href="https://kuvio.fi/en/">kuvio.fi</a></div>
</div>
</section>
<section class="partner-resellers">
<h2>Authorised resellers</h2>
<table>
<thead><tr><th>Reseller</th><th>Territory</th></tr></thead>
<tbody>
<tr><td><a href="https://www.boxofficeplus.ie/">Box Office Plus</a></td><td>Ireland</td></tr>
<tr><td><a href="https://ticketwerk.de/">Ticketwerk</a></td><td>Germany, Austria, Switzerland</td></tr>
<tr><td>Southern Cross Ticketing</td><td>Australia &amp; NZ (launching Q3 2026)</td></tr>
</tbody>
</table>
</section>
<section class="partner-tech">
<h2>Technology partners</h2>
<p>Looking for integrations? See the <a href="https://www.tixtide.com/integrations">integrations directory</a>. Our no-code automation partner <a href="https://zapier.com/apps/tixtide/integrations">Zapier</a> connects Tixtide to 6,000 more apps.</p>
</section>
<section class="partner-apply">
<h2>Become a partner</h2>
<p>Earn 20% recurring revenue share, get a sandbox account and co-marketing support.</p>
<div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" data-hs-cos-general-type="widget" data-hs-cos-type="form">
<script charset="utf-8" type="text/javascript" src="//js-eu1.hsforms.net/forms/embed/v2.js"></script>
<script>hbspt.forms.create({ region: "eu1", portalId: "24419873", formId: "6c1b2a9d-0e3f-4a5b-8c7d-9e0f1a2b3c4d" });</script>
</div>
</section>`,
);

const customers = page(
  'Customers | Tixtide',
  'How festivals, venues and comedy clubs use Tixtide to sell out and get paid faster.',
  '/customers',
  'customers',
  `<section class="page-header"><h1>Customer stories</h1></section>
<section class="case-studies">
<article class="case-study"><img src="https://www.tixtide.com/hubfs/cases/harbour-lights.jpg" alt="Crowd at Harbour Lights Festival"><h2>Harbour Lights Festival sold out in 11 minutes without a queue</h2><p>&ldquo;The waiting room just worked.&rdquo; &mdash; Festival director. <a href="https://www.harbourlightsfest.com/">harbourlightsfest.com</a></p><a href="https://www.tixtide.com/customers/harbour-lights">Read the story</a></article>
<article class="case-study"><img src="https://www.tixtide.com/hubfs/cases/corn-grain.jpg" alt="The Corn Grain venue"><h2>The Corn Grain cut fees for fans by 38%</h2><a href="https://www.tixtide.com/customers/the-corn-grain">Read the story</a></article>
</section>`,
);

const about = page(
  'About | Tixtide',
  'Tixtide was founded in 2018 by a former festival box-office manager. We are 85 people in London, Dublin and Berlin.',
  '/about',
  'about',
  `<section class="page-header"><h1>About Tixtide</h1></section>
<section class="rich-text">
<p>Tixtide was founded in 2018 by Priya Nandakumar, who spent ten summers running box offices at UK festivals and got tired of apologising for ticketing fees.</p>
<h2>Investors</h2>
<p>We raised our Series B in 2025, led by <a href="https://www.northzone.com/">Northzone</a> with participation from <a href="https://www.seedcamp.com/">Seedcamp</a>.</p>
<h2>In the news</h2>
<ul>
<li><a href="https://techcrunch.com/2025/05/20/tixtide-series-b/">TechCrunch: Tixtide raises $32M to take on ticketing giants</a></li>
<li><a href="https://www.musicweek.com/live/read/tixtide-flat-fee/091122">Music Week: The flat-fee ticketing challenger</a></li>
</ul>
<p>Tixtide is a member of the <a href="https://www.aif.org.uk/">Association of Independent Festivals</a>.</p>
</section>`,
);

export const site: CorpusSite = {
  domain: 'tixtide.com',
  otherDomains: ['tixtide.events'],
  covers:
    'English event-ticketing SaaS on HubSpot CMS (www host throughout, Cloudflare, HubSpot forms, Wistia, LinkedIn Insight); filterable integrations directory with category chips (technology); partner program with Platinum/Gold agency tiers and a reseller table with one unlinked reseller (channel) plus a technology partner in prose; negatives: customer logo bar and case studies, G2 badge, investors, press, festival association membership, own buyer-facing domain, API/status subdomains, socials',
  pages: {
    '/': { status: 301, redirect: 'https://www.tixtide.com/' },
    'https://www.tixtide.com/': { headers, html: home },
    'https://www.tixtide.com/integrations': { headers, html: integrationsPage },
    'https://www.tixtide.com/partners': { headers, html: partners },
    'https://www.tixtide.com/customers': { headers, html: customers },
    'https://www.tixtide.com/about': { headers, html: about },
  },
  sitemap: [
    'https://www.tixtide.com/',
    'https://www.tixtide.com/features',
    'https://www.tixtide.com/pricing',
    'https://www.tixtide.com/integrations',
    'https://www.tixtide.com/customers',
    'https://www.tixtide.com/partners',
    'https://www.tixtide.com/about',
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'hsts', 'jquery', 'wistia', 'linkedin-insight-tag', 'paypal', 'open-graph'],
  partners: {
    'mailchimp.com': 'technology',
    'klaviyo.com': 'technology',
    'hubspot.com': 'technology',
    'salesforce.com': 'technology',
    'stripe.com': 'technology',
    'paypal.com': 'technology',
    'xero.com': 'technology',
    'zoom.us': 'technology',
    'gatekeepr.io': 'technology',
    'zapier.com': 'technology',
    'brightfield-events.co.uk': 'channel',
    'stagecraftdigital.com': 'channel',
    'kuvio.fi': 'channel',
    'boxofficeplus.ie': 'channel',
    'ticketwerk.de': 'channel',
  },
};
