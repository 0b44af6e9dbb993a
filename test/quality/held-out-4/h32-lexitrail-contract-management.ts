import type { CorpusSite } from '../corpus/types.js';

/** HubSpot CMS behind Cloudflare: the hub id header, its bot-management cookie, the HubSpot embed code. */
const HEADERS = {
  server: 'cloudflare',
  'cf-ray': '8e2f4c1b9a7d5e21-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '25671234',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'set-cookie':
    '__cf_bm=Zt9Qk2.VmYpLw3x0aR8nE_4uH-1764547200-1.0.1.1-Qx; path=/; expires=Mon, 01-Dec-26 00:30:00 GMT; domain=.lexitrail.com; HttpOnly; Secure; SameSite=None',
};

function page(path: string, title: string, description: string, contentId: number, body: string): string {
  return `<!doctype html><html lang="en-gb"><head>
<meta charset="utf-8"><title>${title}</title>
<link rel="shortcut icon" href="https://www.lexitrail.com/hubfs/favicon-lt.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${description}"><meta property="og:title" content="${title}">
<meta property="og:image" content="https://www.lexitrail.com/hubfs/social/lexitrail-og.png">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:description" content="${description}">
<link rel="stylesheet" href="/hs-fs/hub/25671234/hub_generated/template_assets/1/112233445566/1764000000000/template_main.min.css">
<link rel="canonical" href="https://www.lexitrail.com${path}">
<link rel="alternate" hreflang="de" href="https://www.lexitrail.de/">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-PX7K2QZ');</script>
<!-- End Google Tag Manager -->
<meta name="generator" content="HubSpot"></head>
<body><!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-PX7K2QZ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) -->
<div class="body-wrapper hs-content-id-${contentId} hs-site-page page">
<header class="header"><div class="header__container">
<a class="header__logo" href="https://www.lexitrail.com/"><img src="https://www.lexitrail.com/hubfs/brand/lexitrail-logo.svg" alt="Lexitrail" width="140"></a>
<nav class="menu" aria-label="Main menu"><ul class="menu__wrapper">
<li class="menu__item menu__item--has-submenu"><a class="menu__link" href="https://www.lexitrail.com/platform">Platform</a>
<ul class="menu__submenu"><li><a href="https://www.lexitrail.com/platform/contract-repository">Contract repository</a></li><li><a href="https://www.lexitrail.com/platform/ai-review">AI review</a></li><li><a href="https://www.lexitrail.com/platform/approvals">Approvals</a></li><li><a href="https://www.lexitrail.com/integrations">Integrations</a></li></ul></li>
<li class="menu__item"><a class="menu__link" href="https://www.lexitrail.com/customers">Customers</a></li>
<li class="menu__item"><a class="menu__link" href="https://www.lexitrail.com/pricing">Pricing</a></li>
<li class="menu__item"><a class="menu__link" href="https://www.lexitrail.com/resources">Resources</a></li>
<li class="menu__item"><a class="menu__link" href="https://www.lexitrail.com/about">Company</a></li>
</ul></nav>
<div class="header__cta"><a href="https://app.lexitrail.com/sign-in">Sign in</a><a class="button" href="https://www.lexitrail.com/demo">Book a demo</a></div>
<div class="header__lang"><a href="https://www.lexitrail.de/" hreflang="de">Deutsch</a></div>
</div></header>
<main id="main-content" class="body-container-wrapper">${body}</main>
<footer class="footer"><div class="footer__inner">
<div class="footer__col"><h4>Platform</h4><ul><li><a href="/platform/contract-repository">Repository</a></li><li><a href="/platform/ai-review">AI review</a></li><li><a href="/integrations">Integrations</a></li><li><a href="/security">Security</a></li></ul></div>
<div class="footer__col"><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="/partners">Partner network</a></li><li><a href="https://apply.workable.com/lexitrail/">Careers</a></li><li><a href="/contact">Contact</a></li></ul></div>
<div class="footer__col"><h4>Follow</h4><ul><li><a href="https://www.linkedin.com/company/lexitrail">LinkedIn</a></li><li><a href="https://www.youtube.com/@lexitrail">YouTube</a></li></ul></div>
<div class="footer__badges"><a href="https://www.g2.com/products/lexitrail/reviews"><img src="https://www.lexitrail.com/hubfs/badges/g2-leader-autumn-2026.svg" alt="G2 Leader Autumn 2026"></a>
<a href="https://www.ncsc.gov.uk/cyberessentials/overview"><img src="https://www.lexitrail.com/hubfs/badges/cyber-essentials-plus.png" alt="Cyber Essentials Plus certified"></a></div>
<p class="footer__legal">© 2026 Lexitrail Ltd. Registered in England and Wales, company no. 11893420. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p>
</div></footer></div>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/25671234.js"></script>
<!-- End of HubSpot Embed Code -->
<script type="text/javascript" id="hs-analytics" src="//js.hs-analytics.net/analytics/1764547200000/25671234.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>
</body></html>`;
}

const home = page(
  '/',
  'Lexitrail | Contract management for in-house legal teams',
  'Lexitrail is the contract lifecycle management platform built for in-house legal teams: repository, AI review, approvals and e-signature in one place.',
  101,
  `<section class="hero"><h1>Every contract, one trail.</h1><p>Draft, negotiate, sign and track every contract from the tools your business already uses.</p><a class="button" href="/demo">Book a demo</a></section>
<section class="logo-wall"><h2>Trusted by legal teams at</h2><div class="logo-wall__grid">
<a href="https://www.harrowgatefoods.com/"><img src="https://25671234.fs1.hubspotusercontent-eu1.net/hubfs/25671234/logos/harrowgate.svg" alt="Harrowgate Foods"></a>
<a href="https://www.meridian-housing.org.uk/"><img src="https://25671234.fs1.hubspotusercontent-eu1.net/hubfs/25671234/logos/meridian.svg" alt="Meridian Housing"></a>
<a href="https://quillpay.io/"><img src="https://25671234.fs1.hubspotusercontent-eu1.net/hubfs/25671234/logos/quillpay.svg" alt="Quillpay"></a>
<a href="https://www.brennan-logistics.ie/"><img src="https://25671234.fs1.hubspotusercontent-eu1.net/hubfs/25671234/logos/brennan.svg" alt="Brennan Logistics"></a>
</div></section>
<section class="features"><div><h3>AI review against your playbook</h3><p>Flag risky clauses in third-party paper in seconds.</p></div><div><h3>Approvals in Slack and Teams</h3><p>Route approvals where people already work.</p></div><div><h3>Signed and filed automatically</h3><p>Send for signature with DocuSign or Adobe Acrobat Sign and file the executed copy.</p></div></section>
<section class="integrations-teaser"><h2>Connects to your stack</h2><p>CRM, e-signature, document management and collaboration tools.</p><a href="/integrations">See all integrations</a></section>
<section class="awards"><h2>Recognised by the legal industry</h2><ul>
<li><a href="https://www.legalgeek.co/startup-alley/">Legal Geek Startup Alley — winner 2025</a></li>
<li><a href="https://www.thelawyer.com/awards/">The Lawyer Awards 2026 — Legal Technology of the Year (shortlisted)</a></li>
</ul></section>`,
);

interface Tile {
  name: string;
  category: string;
  href: string;
  text: string;
}

const tiles: Tile[] = [
  { name: 'DocuSign', category: 'E-signature', href: '/integrations/docusign', text: 'Send for signature and file the executed copy.' },
  {
    name: 'Adobe Acrobat Sign',
    category: 'E-signature',
    href: 'https://www.adobe.com/uk/sign.html?utm_source=lexitrail&utm_medium=integrations',
    text: 'Native e-signature with Adobe Acrobat Sign.',
  },
  {
    name: 'Salesforce',
    category: 'CRM',
    href: '/integrations/salesforce',
    text: 'Request and track contracts from the Opportunity record.',
  },
  {
    name: 'HubSpot',
    category: 'CRM',
    href: 'https://ecosystem.hubspot.com/marketplace/apps/sales/sales-enablement/lexitrail',
    text: 'Generate NDAs and order forms from HubSpot deals.',
  },
  {
    name: 'Microsoft 365',
    category: 'Productivity',
    href: 'https://appsource.microsoft.com/en-gb/product/office/WA200004521',
    text: 'Word add-in, Outlook add-in and approvals in Teams.',
  },
  {
    name: 'Slack',
    category: 'Collaboration',
    href: 'https://slack.com/apps/A04LX7T2B1Q-lexitrail',
    text: 'Approve contracts and get renewal alerts in Slack.',
  },
  {
    name: 'iManage',
    category: 'Document management',
    href: 'https://imanage.com/',
    text: 'Save executed contracts to the right iManage workspace.',
  },
  {
    name: 'NetDocuments',
    category: 'Document management',
    href: 'https://www.netdocuments.com/',
    text: 'Two-way sync with NetDocuments cabinets.',
  },
  {
    name: 'Box',
    category: 'Document management',
    href: 'https://www.box.com/integrations',
    text: 'Import legacy contracts from Box folders.',
  },
  {
    name: 'Zapier',
    category: 'Automation',
    href: 'https://zapier.com/apps/lexitrail/integrations',
    text: 'Connect Lexitrail to 6,000 apps without code.',
  },
];

const integrations = page(
  '/integrations',
  'Integrations | Lexitrail',
  'Lexitrail integrates with Salesforce, HubSpot, DocuSign, Adobe Acrobat Sign, Microsoft 365, Slack, iManage, NetDocuments, Box and Zapier.',
  205,
  `<section class="hero hero--small"><h1>Integrations</h1><p>Lexitrail works inside the tools your business already uses.</p></section>
<div class="integration-filter"><button class="active" data-filter="all">All</button><button data-filter="crm">CRM</button><button data-filter="e-signature">E-signature</button><button data-filter="document-management">Document management</button></div>
<div class="integration-grid">
${tiles
  .map(
    (t) =>
      `<a class="integration-tile" data-category="${t.category.toLowerCase().replace(/ /g, '-')}" href="${t.href}"><img src="https://www.lexitrail.com/hubfs/integrations/${t.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg" alt="${t.name} logo"><h3>${t.name}</h3><span class="tag">${t.category}</span><p>${t.text}</p></a>`,
  )
  .join('\n')}
<div class="integration-tile integration-tile--soon"><h3>Google Drive</h3><span class="tag">Coming soon</span><p>Import contracts from shared drives. Join the beta waitlist.</p></div>
</div>
<section class="api-teaser"><h2>Build your own</h2><p>Use the Lexitrail REST API and webhooks. <a href="https://developers.lexitrail.com/">Developer docs</a></p></section>`,
);

function detail(name: string, id: number, about: string, links: string, features: string[]): string {
  return page(
    `/integrations/${name.toLowerCase().replace(/ /g, '-')}`,
    `${name} integration | Lexitrail`,
    `Connect ${name} and Lexitrail.`,
    id,
    `<nav class="breadcrumbs"><a href="/integrations">Integrations</a> › ${name}</nav>
<section class="hero hero--small"><h1>Lexitrail + ${name}</h1></section>
<section class="two-col"><div><h2>What you can do</h2><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul><a class="button" href="/demo">See it in a demo</a></div>
<aside class="integration-about"><h3>About ${name}</h3><p>${about}</p>${links}</aside></section>
<section class="related"><h2>Related integrations</h2><a href="/integrations/docusign">DocuSign</a> · <a href="/integrations/salesforce">Salesforce</a></section>`,
  );
}

const docusign = detail(
  'DocuSign',
  311,
  'DocuSign is the world’s most widely used e-signature solution.',
  `<p><a href="https://www.docusign.com/?utm_source=lexitrail" rel="noopener" target="_blank">Visit docusign.com</a></p><p><a href="https://apps.docusign.com/app-center/app/8b2d3e4f-lexitrail">Install from the DocuSign App Center</a></p>`,
  [
    'Send any Lexitrail contract for signature in one click',
    'Signing status on the contract timeline',
    'Executed PDF and certificate filed automatically',
  ],
);

const salesforce = detail(
  'Salesforce',
  312,
  'Salesforce is the leading customer relationship management platform.',
  `<p><a href="https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000LexiTrQAA" rel="noopener" target="_blank">Get Lexitrail on the AppExchange</a></p>`,
  ['Request an NDA or MSA from the Opportunity', 'Contract status synced to Salesforce fields', 'Renewal dates pushed to the Account'],
);

function region(name: string, partners: { name: string; url: string; city: string; text: string }[]): string {
  return `<details class="accordion"><summary>${name} <span>(${partners.length})</span></summary><ul class="partner-list">
${partners.map((p) => `<li><strong><a href="${p.url}">${p.name}</a></strong> — ${p.city}<br><span>${p.text}</span></li>`).join('\n')}
</ul></details>`;
}

const partners = page(
  '/partners',
  'Partner network | Lexitrail',
  'Lexitrail implementation partners: legal operations consultancies that deploy, configure and run Lexitrail for in-house legal teams.',
  402,
  `<section class="hero hero--small"><h1>Partner network</h1><p>Certified legal-operations consultancies who implement Lexitrail, migrate your legacy contracts and train your team.</p></section>
<section class="partner-regions"><h2>Implementation partners</h2>
${region('UK &amp; Ireland', [
  {
    name: 'LawTech Advisory',
    url: 'https://www.lawtech-advisory.co.uk/',
    city: 'London',
    text: 'CLM selection and implementation for FTSE 250 legal teams.',
  },
  {
    name: 'Kinross Legal Operations',
    url: 'https://kinrosslegalops.com/',
    city: 'Edinburgh',
    text: 'Contract migration and playbook design.',
  },
  {
    name: 'Carrick Counsel Consulting',
    url: 'https://carrickcounsel.ie/',
    city: 'Dublin',
    text: 'Legal operations for regulated financial services.',
  },
])}
${region('DACH', [
  {
    name: 'ContractCraft GmbH',
    url: 'https://www.contractcraft.de/',
    city: 'Munich',
    text: 'Vertragsmanagement-Einführung für Rechtsabteilungen.',
  },
  { name: 'Rechtsfluss AG', url: 'https://rechtsfluss.ch/', city: 'Zurich', text: 'Legal-tech integration for Swiss corporates.' },
])}
${region('Nordics &amp; Benelux', [
  { name: 'Nordlex Consulting', url: 'https://nordlex.se/', city: 'Stockholm', text: 'CLM roll-outs across the Nordics.' },
  { name: 'Clausewise B.V.', url: 'https://www.clausewise.nl/', city: 'Amsterdam', text: 'Contract data extraction and clean-up.' },
])}
</section>
<section class="alliances"><h2>Technology alliances</h2><p>We also partner with the platforms Lexitrail connects to. <a href="/integrations">Browse integrations</a>.</p></section>
<blockquote>“Lexitrail lets us go live with a client in six weeks.” — Sarah Whitfield, Director, Kinross Legal Operations</blockquote>
<section class="cta"><h2>Become a partner</h2><p>Consultancies and ALSPs can join the programme.</p><a class="button" href="/partners/become-a-partner">Apply</a> <a href="https://lexitrail.allbound.com/login">Partner portal login</a></section>`,
);

const becomePartner = page(
  '/partners/become-a-partner',
  'Become a partner | Lexitrail',
  'Join the Lexitrail partner programme for legal operations consultancies and ALSPs.',
  403,
  `<section class="hero hero--small"><h1>Become a Lexitrail partner</h1><p>Grow your legal-operations practice with the CLM in-house teams ask for.</p></section>
<section class="benefits"><ul><li>20% referral fee in year one</li><li>Free sandbox and certification</li><li>Co-selling with our account executives</li><li>Listing in the partner network</li></ul></section>
<div class="hs-form-frame" data-region="na1" data-form-id="6f0a2b61-2d0e-4f5e-9a61-partnerapp" data-portal-id="25671234"></div>
<p>Existing partners: <a href="https://lexitrail.allbound.com/login">log in to the partner portal</a>.</p>`,
);

const about = page(
  '/about',
  'About us | Lexitrail',
  'Lexitrail was founded in 2019 by former in-house lawyers.',
  501,
  `<section class="hero hero--small"><h1>Built by in-house lawyers</h1><p>Founded in London in 2019. 85 people across London, Dublin and Berlin.</p></section>
<section><h2>Memberships</h2><p>Lexitrail is a member of <a href="https://cloc.org/">CLOC</a> and the <a href="https://www.lawtechuk.io/">LawtechUK</a> ecosystem.</p></section>
<section><h2>Security</h2><p>ISO 27001 certified, audited annually by <a href="https://www.bsigroup.com/en-GB/">BSI</a>. Cyber Essentials Plus.</p></section>
<section><h2>Investors</h2><p>Backed by <a href="https://www.notion.vc/">Notion Capital</a> and <a href="https://www.episode1.com/">Episode 1</a>.</p></section>
<section><h2>Join us</h2><p><a href="https://apply.workable.com/lexitrail/">View open roles on Workable</a></p></section>`,
);

const customers = page(
  '/customers',
  'Customers | Lexitrail',
  'Legal teams that run on Lexitrail.',
  601,
  `<section class="hero hero--small"><h1>Customer stories</h1></section>
<div class="case-studies">
<article><h2>Harrowgate Foods cut contract turnaround by 60%</h2><p><a href="https://www.harrowgatefoods.com/">harrowgatefoods.com</a></p><a href="/customers/harrowgate-foods">Read the story</a></article>
<article><h2>Quillpay closes enterprise deals a week faster</h2><p><a href="https://quillpay.io/">quillpay.io</a></p><a href="/customers/quillpay">Read the story</a></article>
<article><h2>Meridian Housing finds every lease in seconds</h2><p><a href="https://www.meridian-housing.org.uk/">meridian-housing.org.uk</a></p><a href="/customers/meridian-housing">Read the story</a></article>
</div>`,
);

export const site: CorpusSite = {
  domain: 'lexitrail.com',
  otherDomains: ['lexitrail.de'],
  covers:
    'HubSpot CMS legal-tech site on www: an "Integrations" hub (under the Platform menu) whose tiles either link out (marketplace listings, tracking parameters) or go to internal detail pages that link out, and a footer-only "Partner network" with implementation partners in regional accordions; traps: customer logo wall and stories, G2 and Cyber Essentials badges, awards, memberships, ISO auditor, investors, a "coming soon" tile without link, a become-a-partner page and a partner-portal login on allbound.com, Workable careers, the German sister domain.',
  pages: {
    '/': { redirect: 'https://www.lexitrail.com/' },
    'https://www.lexitrail.com/': { headers: HEADERS, html: home },
    'https://www.lexitrail.com/integrations': { headers: HEADERS, html: integrations },
    'https://www.lexitrail.com/integrations/docusign': { headers: HEADERS, html: docusign },
    'https://www.lexitrail.com/integrations/salesforce': { headers: HEADERS, html: salesforce },
    'https://www.lexitrail.com/partners': { headers: HEADERS, html: partners },
    'https://www.lexitrail.com/partners/become-a-partner': { headers: HEADERS, html: becomePartner },
    'https://www.lexitrail.com/about': { headers: HEADERS, html: about },
    'https://www.lexitrail.com/customers': { headers: HEADERS, html: customers },
  },
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'hubspot-analytics',
    'cloudflare',
    'cloudflare-bot-management',
    'google-tag-manager',
    'jquery',
    'open-graph',
    'workable',
  ],
  partners: {
    'docusign.com': 'technology',
    'adobe.com': 'technology',
    'salesforce.com': 'technology',
    'hubspot.com': 'technology',
    'microsoft.com': 'technology',
    'slack.com': 'technology',
    'imanage.com': 'technology',
    'netdocuments.com': 'technology',
    'box.com': 'technology',
    'zapier.com': 'technology',
    'lawtech-advisory.co.uk': 'channel',
    'kinrosslegalops.com': 'channel',
    'carrickcounsel.ie': 'channel',
    'contractcraft.de': 'channel',
    'rechtsfluss.ch': 'channel',
    'nordlex.se': 'channel',
    'clausewise.nl': 'channel',
  },
};
