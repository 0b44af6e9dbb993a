import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8f3a2c1d9e7b4a61-AMS',
  'cf-cache-status': 'HIT',
  'content-type': 'text/html; charset=utf-8',
  'x-cluster-name': 'us-east-1-prod-hosting-red',
  'x-lambda-id': 'c7b1e0f2-5a34-4d8e-9f61-2b0c7d9a3e15',
};

const siteId = '65f1c2a9e4b07d3a8c9e1f20';

const head = (title: string, description: string, pageId: string): string => `<head>
<meta charset="utf-8"/>
<title>${title}</title>
<meta content="${description}" name="description"/>
<meta content="${title}" property="og:title"/>
<meta content="${description}" property="og:description"/>
<meta content="https://cdn.prod.website-files.com/${siteId}/66a0b3c4d5e6f70812345678_og-vetquill.png" property="og:image"/>
<meta property="og:type" content="website"/>
<meta content="summary_large_image" name="twitter:card"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<meta content="Webflow" name="generator"/>
<link href="https://cdn.prod.website-files.com/${siteId}/css/vetquill.webflow.shared.4e7a9c21d.min.css" rel="stylesheet" type="text/css"/>
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({google:{families:["Inter:300,regular,500,600,700","Fraunces:regular,600"]}});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.prod.website-files.com/${siteId}/65f1c2a9e4b07d3a8c9e1f99_favicon.png" rel="shortcut icon" type="image/x-icon"/>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/44718203.js"></script>
<!-- page ${pageId} -->
</head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
<div class="nav-container w-container">
<a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${siteId}/65f1c2a9e4b07d3a8c9e1f31_vetquill-logo.svg" loading="lazy" alt="VetQuill" class="logo"/></a>
<nav role="navigation" class="nav-menu w-nav-menu">
<div data-hover="true" data-delay="0" class="w-dropdown"><div class="nav-link w-dropdown-toggle"><div>Product</div></div>
<nav class="dropdown-list w-dropdown-list"><a href="/features" class="dropdown-link w-dropdown-link">Features</a><a href="/integrations" class="dropdown-link w-dropdown-link">Integrations</a><a href="/security" class="dropdown-link w-dropdown-link">Security</a></nav></div>
<a href="/pricing" class="nav-link w-nav-link">Pricing</a>
<a href="/customers" class="nav-link w-nav-link">Customers</a>
<a href="/about" class="nav-link w-nav-link">About</a>
<a href="https://app.vetquill.com/login" class="nav-link w-nav-link">Log in</a>
<a href="/demo" class="button w-button">Book a demo</a>
</nav>
<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
</div>
</div>`;

const footer = `<footer class="footer">
<div class="footer-container w-container"><div class="footer-grid w-layout-grid">
<div class="footer-brand"><img src="https://cdn.prod.website-files.com/${siteId}/65f1c2a9e4b07d3a8c9e1f32_vetquill-logo-white.svg" loading="lazy" alt="VetQuill"/><p class="footer-text">Cloud practice management for modern veterinary clinics.</p>
<div class="app-badges"><a href="https://apps.apple.com/app/vetquill/id6478123450" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/app-store-badge.svg" alt="Download on the App Store"/></a><a href="https://play.google.com/store/apps/details?id=com.vetquill.app" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/google-play-badge.svg" alt="Get it on Google Play"/></a></div></div>
<div class="footer-col"><h4 class="footer-heading">Product</h4><a href="/features" class="footer-link">Features</a><a href="/integrations" class="footer-link">Integrations</a><a href="/pricing" class="footer-link">Pricing</a><a href="https://status.vetquill.com" class="footer-link">Status</a></div>
<div class="footer-col"><h4 class="footer-heading">Company</h4><a href="/about" class="footer-link">About</a><a href="/customers" class="footer-link">Customers</a><a href="/partners" class="footer-link">Partner program</a><a href="https://vetquill.breezy.hr" class="footer-link">Careers</a></div>
<div class="footer-col"><h4 class="footer-heading">Resources</h4><a href="https://help.vetquill.com" class="footer-link">Help centre</a><a href="/blog" class="footer-link">Blog</a><a href="https://developers.vetquill.com" class="footer-link">API docs</a></div>
</div>
<div class="footer-bottom"><div>© 2026 VetQuill Inc.</div><div class="social-links"><a href="https://www.linkedin.com/company/vetquill" class="social-link w-inline-block">LinkedIn</a><a href="https://www.instagram.com/vetquill" class="social-link w-inline-block">Instagram</a><a href="https://www.youtube.com/@vetquill" class="social-link w-inline-block">YouTube</a></div><a href="/privacy" class="footer-link">Privacy</a><a href="/terms" class="footer-link">Terms</a></div>
</div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/${siteId}/js/webflow.8a2c41e7f.js" type="text/javascript"></script>`;

const doc = (title: string, description: string, pageId: string, main: string, extra = ''): string =>
  `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Feb 02 2026 10:14:22 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.vetquill.com" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="en">${head(title, description, pageId)}<body>${nav}${main}${footer}${extra}</body></html>`;

type Integration = { name: string; slug: string; cat: string; blurb: string; site?: string };
const integrations: Integration[] = [
  {
    name: 'Labwise Diagnostics',
    slug: 'labwise',
    cat: 'Laboratory',
    blurb: 'Order in-house and reference lab tests and get results straight into the patient record.',
    site: 'https://www.labwisedx.com',
  },
  {
    name: 'RadioVet Cloud PACS',
    slug: 'radiovet',
    cat: 'Imaging',
    blurb: 'View DICOM radiographs and ultrasound studies next to the consult notes.',
    site: 'https://radiovet.cloud',
  },
  {
    name: 'Stripe',
    slug: 'stripe',
    cat: 'Payments',
    blurb: 'Card-present and online payments, deposits and payment links.',
    site: 'https://stripe.com',
  },
  {
    name: 'Xero',
    slug: 'xero',
    cat: 'Accounting',
    blurb: 'Sync invoices, payments and inventory value nightly.',
    site: 'https://www.xero.com',
  },
  {
    name: 'QuickBooks Online',
    slug: 'quickbooks',
    cat: 'Accounting',
    blurb: 'Push daily takings and journals to QuickBooks.',
    site: 'https://quickbooks.intuit.com',
  },
  {
    name: 'PetRemind',
    slug: 'petremind',
    cat: 'Client communication',
    blurb: 'Automated vaccine and appointment reminders by SMS and email.',
    site: 'https://petremind.io',
  },
  {
    name: 'Fetchpoint Pharmacy',
    slug: 'fetchpoint',
    cat: 'Pharmacy',
    blurb: 'Home delivery of prescriptions and parasite control subscriptions.',
    site: 'https://www.fetchpoint.vet',
  },
  {
    name: 'InsureTails Claims',
    slug: 'insuretails',
    cat: 'Insurance',
    blurb: 'Coming soon: direct insurance claims from the invoice screen.',
  },
];

const intCard = (i: Integration): string =>
  `<div role="listitem" class="w-dyn-item" fs-cmsfilter-field="category"><div class="integration-card"><img src="https://cdn.prod.website-files.com/${siteId}/int-${i.slug}.svg" loading="lazy" alt="${i.name} logo" class="integration-logo"/><div class="tag">${i.cat}</div><h3 class="integration-name">${i.name}</h3><p class="paragraph-small">${i.blurb}</p><div class="card-links">${i.site ? `<a href="/integrations/${i.slug}" class="text-link">Learn more</a><a href="${i.site}" target="_blank" class="text-link external">Website ↗</a>` : '<span class="badge-soon">Coming soon</span>'}</div></div></div>`;

const integrationsPage = doc(
  'Integrations | VetQuill',
  'Connect VetQuill to your lab, imaging, payments, accounting and client communication tools.',
  '65f1c2a9e4b07d3a8c9e1f40',
  `<section class="section hero-small"><div class="container"><h1 class="heading-xl">Integrations that work the way your clinic does</h1><p class="lead">VetQuill connects with the labs, imaging systems and business tools veterinary teams already use. Filter by category or search.</p></div></section>
<section class="section"><div class="container">
<form fs-cmsfilter-element="filters" class="filter-form w-form"><input type="text" class="search-input w-input" placeholder="Search integrations" fs-cmsfilter-field="*"/>
<label class="w-checkbox"><input type="checkbox" class="w-checkbox-input"/><span fs-cmsfilter-field="category" class="w-form-label">Laboratory</span></label>
<label class="w-checkbox"><input type="checkbox" class="w-checkbox-input"/><span fs-cmsfilter-field="category" class="w-form-label">Imaging</span></label>
<label class="w-checkbox"><input type="checkbox" class="w-checkbox-input"/><span fs-cmsfilter-field="category" class="w-form-label">Payments</span></label>
<label class="w-checkbox"><input type="checkbox" class="w-checkbox-input"/><span fs-cmsfilter-field="category" class="w-form-label">Accounting</span></label></form>
<div class="w-dyn-list"><div fs-cmsfilter-element="list" role="list" class="integrations-grid w-dyn-items">${integrations.map(intCard).join('')}</div></div>
<div class="cta-box"><h3>Building for vets?</h3><p>Our open API and webhooks are documented at <a href="https://developers.vetquill.com">developers.vetquill.com</a>. Apply to list your app in the marketplace.</p></div>
</div></section>`,
  '<script src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js" async></script>',
);

const partnersPage = doc(
  'Partner Program | VetQuill',
  'Join the VetQuill partner program for veterinary consultants, IT providers and resellers.',
  '65f1c2a9e4b07d3a8c9e1f41',
  `<section class="section hero-small"><div class="container"><h1 class="heading-xl">VetQuill Partner Program</h1><p class="lead">Practice consultants, veterinary IT providers and resellers help clinics move to VetQuill. Certified partners handle data migration, training and go-live support.</p></div></section>
<section class="section"><div class="container">
<h2 class="heading-l">Find a certified partner</h2>
<div class="tabs w-tabs"><div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Gold" class="tab-link w-inline-block w-tab-link w--current"><div>Gold partners</div></a><a data-w-tab="Silver" class="tab-link w-inline-block w-tab-link"><div>Silver partners</div></a></div>
<div class="w-tab-content">
<div data-w-tab="Gold" class="w-tab-pane w--tab-active"><div class="partner-grid">
<div class="partner-card"><img src="https://cdn.prod.website-files.com/${siteId}/p-vpg.png" alt="Vet Practice Growth Co" loading="lazy"/><h3>Vet Practice Growth Co</h3><p>Practice management consultancy, US. Migration from legacy on-premise systems.</p><a href="https://www.vetpracticegrowth.com" target="_blank" class="text-link">vetpracticegrowth.com</a></div>
<div class="partner-card"><img src="https://cdn.prod.website-files.com/${siteId}/p-clinicops.png" alt="ClinicOps Consulting" loading="lazy"/><h3>ClinicOps Consulting</h3><p>Implementation partner for UK and Irish veterinary groups.</p><a href="https://clinicops.co.uk" target="_blank" class="text-link">clinicops.co.uk</a></div>
</div></div>
<div data-w-tab="Silver" class="w-tab-pane"><div class="partner-grid">
<div class="partner-card"><img src="https://cdn.prod.website-files.com/${siteId}/p-northpaw.png" alt="Northpaw IT" loading="lazy"/><h3>Northpaw IT</h3><p>Authorised reseller and hardware bundles for clinics in Australia and New Zealand.</p><a href="https://www.northpawit.com.au" target="_blank" class="text-link">northpawit.com.au</a></div>
</div></div>
</div></div>
<p class="small-note">Looking for lab, imaging or payment connections? See <a href="/integrations">integrations</a>.</p>
</div></section>
<section class="section bg-tint"><div class="container"><h2 class="heading-l">Become a partner</h2><div class="w-form"><form id="partner-form" name="partner-form" data-name="Partner Form" method="get" class="form"><input class="w-input" name="company" placeholder="Company" type="text" required=""/><input class="w-input" name="email" placeholder="Work email" type="email" required=""/><select name="type" class="w-select"><option>Consultant</option><option>Reseller</option><option>Technology / integration</option></select><input type="submit" value="Apply" class="button w-button"/></form></div></div></section>`,
);

const home = doc(
  'VetQuill | Veterinary practice management software',
  'VetQuill is cloud practice management software for veterinary clinics: scheduling, records, billing and client communication.',
  '65f1c2a9e4b07d3a8c9e1f3f',
  `<section class="section hero"><div class="container"><h1 class="heading-xxl">Less admin. More animals.</h1><p class="lead">Scheduling, clinical records, billing and reminders in one cloud platform built with vets, for vets.</p><a href="/demo" class="button w-button">Book a demo</a></div></section>
<section class="section logos"><div class="container"><p class="eyebrow">Trusted by 1,400+ clinics</p><div class="logo-row">
<a href="https://www.harborviewvets.com" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/c-harborview.svg" alt="Harborview Veterinary Hospital"/></a>
<a href="https://www.oakhillanimalclinic.co.uk" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/c-oakhill.svg" alt="Oakhill Animal Clinic"/></a>
<img src="https://cdn.prod.website-files.com/${siteId}/c-pawsandclaws.svg" alt="Paws &amp; Claws Vet Group"/>
</div></div></section>
<section class="section"><div class="container"><div class="badge-row">
<a href="https://www.g2.com/products/vetquill/reviews" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/g2-leader-winter-2026.svg" alt="G2 Leader Winter 2026"/></a>
<a href="https://www.capterra.com/p/231178/VetQuill/" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/capterra-best-ease.svg" alt="Capterra Best Ease of Use 2025"/></a>
</div>
<div class="testimonial"><p>"We cut front-desk phone time by a third in the first month."</p><div>Dr. Hannah Cole, Harborview Veterinary Hospital</div></div></div></section>`,
);

const customers = doc(
  'Customer stories | VetQuill',
  'How veterinary clinics use VetQuill.',
  '65f1c2a9e4b07d3a8c9e1f42',
  `<section class="section"><div class="container"><h1 class="heading-xl">Customer stories</h1>
<div class="w-dyn-list"><div role="list" class="w-dyn-items">
<div role="listitem" class="w-dyn-item"><a href="/customers/harborview" class="story-card w-inline-block"><h3>Harborview Veterinary Hospital</h3><p>How a 24/7 hospital went paperless in six weeks.</p></a><a href="https://www.harborviewvets.com" class="text-link">harborviewvets.com</a></div>
<div role="listitem" class="w-dyn-item"><a href="/customers/oakhill" class="story-card w-inline-block"><h3>Oakhill Animal Clinic</h3><p>Moving three sites off a legacy server with ClinicOps Consulting.</p></a></div>
</div></div></div></section>`,
);

const about = doc(
  'About | VetQuill',
  'VetQuill was founded in 2019 by a vet and an engineer.',
  '65f1c2a9e4b07d3a8c9e1f43',
  `<section class="section"><div class="container"><h1 class="heading-xl">About VetQuill</h1>
<p class="lead">Founded in 2019 by Dr. Maya Lindqvist (DVM) and Owen Park, VetQuill now serves clinics in 11 countries from offices in Boston and Manchester.</p>
<h2 class="heading-l">Investors</h2><div class="logo-row">
<a href="https://www.tallgrasscapital.com" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/inv-tallgrass.svg" alt="Tallgrass Capital"/></a>
<a href="https://kindredvc.com" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/inv-kindred.svg" alt="Kindred Ventures"/></a>
</div>
<p>VetQuill is a proud supporter of the <a href="https://www.aaha.org/">American Animal Hospital Association</a>.</p>
</div></section>`,
);

export const site: CorpusSite = {
  domain: 'vetquill.com',
  covers:
    'Webflow veterinary SaaS on www (Cloudflare); integrations directory with Finsweet filter, cards linking to internal detail pages plus an external website link, one "coming soon" without a link (technology); partner program reachable only from the footer with Gold/Silver tabs of consultants and resellers (channel) and a become-a-partner form; negatives: customer logos and stories, G2/Capterra badges, app-store badges, investors, AAHA, careers board, own subdomains',
  pages: {
    '/': { redirect: 'https://www.vetquill.com/' },
    'https://www.vetquill.com/': { headers, html: home },
    'https://www.vetquill.com/integrations': { headers, html: integrationsPage },
    'https://www.vetquill.com/partners': { headers, html: partnersPage },
    'https://www.vetquill.com/customers': { headers, html: customers },
    'https://www.vetquill.com/about': { headers, html: about },
    'https://www.vetquill.com/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow:\nSitemap: https://www.vetquill.com/sitemap.xml\n',
    },
  },
  sitemap: [
    'https://www.vetquill.com/',
    'https://www.vetquill.com/integrations',
    'https://www.vetquill.com/partners',
    'https://www.vetquill.com/customers',
    'https://www.vetquill.com/about',
  ],
  technologies: ['webflow', 'cloudflare', 'jquery', 'google-font-api', 'google-hosted-libraries', 'hubspot', 'jsdelivr', 'open-graph'],
  partners: {
    'labwisedx.com': 'technology',
    'radiovet.cloud': 'technology',
    'stripe.com': 'technology',
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'petremind.io': 'technology',
    'fetchpoint.vet': 'technology',
    'vetpracticegrowth.com': 'channel',
    'clinicops.co.uk': 'channel',
    'northpawit.com.au': 'channel',
  },
};
