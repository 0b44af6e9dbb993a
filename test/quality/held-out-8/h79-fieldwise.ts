import type { CorpusSite } from '../corpus/types.js';

const ORIGIN = 'https://www.fieldwise.co.za';
const HUB = '4567890';
const HUBFS = `${ORIGIN}/hubfs`;

const hubspotHeaders = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1b2c3d4e5f6a7b-JNB',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-hs-content-id': '112233445566',
  'x-hs-cache-config': 'BrowserCache5MinEdgeCache30Min',
  'x-powered-by': 'HubSpot',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'alt-svc': 'h3=":443"; ma=86400',
  'set-cookie':
    '__cf_bm=Vq1rT8mZ0aX3cB6nL9pW2sD5fG7hJ4kQ-1714123456-1.0.1.1-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789; path=/; expires=Fri, 26-Apr-24 10:30:56 GMT; domain=.fieldwise.co.za; HttpOnly; Secure; SameSite=None',
};

const head = (
  title: string,
  description: string,
  path: string,
  contentId: string,
  extraHead = '',
) => `<!doctype html><html lang="en-za"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="${HUBFS}/fieldwise-favicon.png">
    <meta name="description" content="${description}">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="/hs/hsstatic/AsyncSupport/static-1.501/sass/rss_post_listing.css">
    <link rel="stylesheet" href="${HUBFS}/hub_generated/template_assets/1/98765432101/1712345678901/template_main.min.css">
    <link rel="stylesheet" href="${HUBFS}/hub_generated/module_assets/1/98765432155/1712345600000/module_partner-card.min.css">
    <link rel="canonical" href="${ORIGIN}${path}">
    <meta property="og:url" content="${ORIGIN}${path}">
    <meta name="twitter:card" content="summary">
    <meta http-equiv="content-language" content="en-za">
    <meta name="generator" content="HubSpot">${extraHead}
  </head>
  <body>
    <div class="body-wrapper   hs-content-id-${contentId} hs-site-page page ">
      <div data-global-resource-path="fieldwise-2023/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo"><a href="${ORIGIN}"><img src="${HUBFS}/fieldwise-logo.svg" alt="Fieldwise" width="150" height="38"></a></div>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${ORIGIN}/product">Product</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${ORIGIN}/integrations">Integrations</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${ORIGIN}/pricing">Pricing</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${ORIGIN}/customers">Customers</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${ORIGIN}/partners/directory">Find an expert</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="${ORIGIN}/blog">Blog</a></li>
      </ul>
    </nav>
    <div class="header__button"><a href="https://app.fieldwise.co.za/login" class="button button--secondary">Log in</a> <a href="${ORIGIN}/demo" class="button">Book a demo</a></div>
  </div>
</header></div>
      <main id="main-content" class="body-container-wrapper">
`;

const foot = `      </main>
      <div data-global-resource-path="fieldwise-2023/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col"><p><strong>Fieldwise (Pty) Ltd</strong><br>The Old Biscuit Mill, 373 Albert Road<br>Woodstock, Cape Town 7925<br>Reg. 2016/412345/07 · B-BBEE Level 2</p></div>
    <div class="footer__col"><ul class="no-list"><li><a href="${ORIGIN}/about">About us</a></li><li><a href="${ORIGIN}/careers">Careers</a></li><li><a href="https://status.fieldwise.co.za">System status</a></li><li><a href="${ORIGIN}/popia">POPIA &amp; privacy</a></li></ul></div>
    <div class="footer__col"><p>Get the technician app</p><a href="https://apps.apple.com/za/app/fieldwise-technician/id1456789012">App Store</a> · <a href="https://play.google.com/store/apps/details?id=za.co.fieldwise.tech">Google Play</a></div>
    <div class="footer__col social-links"><a href="https://www.linkedin.com/company/fieldwise-za" class="social-links__link" target="_blank" rel="noopener">LinkedIn</a> <a href="https://www.facebook.com/fieldwiseSA" class="social-links__link" target="_blank" rel="noopener">Facebook</a> <a href="https://www.youtube.com/@fieldwise" class="social-links__link" target="_blank" rel="noopener">YouTube</a></div>
  </div>
</footer></div>
    </div>
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-za';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="${HUBFS}/hub_generated/template_assets/1/98765432102/1712345678902/template_main.min.js"></script>

<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.fieldwise.co.za"]);
_hsq.push(["setPageId", "112233445566"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": 112233445566,
    "legacyPageId": "112233445566",
    "contentFolderId": null,
    "contentGroupId": null,
    "abTestId": null,
    "languageVariantId": 112233445566,
    "languageCode": "en-za"
}]);
</script>

<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->

<script type="text/javascript">
var hsVars = {
    render_id: "9b1c2d3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e",
    ticks: 1714123456789,
    page_id: 112233445566,
    content_group_id: 0,
    portal_id: ${HUB},
    app_hs_base_url: "https://app-eu1.hubspot.com",
    cp_hs_base_url: "https://cp-eu1.hubspot.com",
    language: "en-za",
    analytics_page_type: "standard-page",
    scp_content_type: "",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>

<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.325/js/index.js"></script>
  </body></html>`;

const dndModule = (id: string, inner: string) => `        <div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
          <div class="row-fluid ">
            <div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
              <div id="hs_cos_wrapper_widget_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
${inner}
              </div>
            </div>
          </div>
        </div>`;

const container = (cls: string, inner: string) => `        <div class="container-fluid body-container body-container--${cls}">
${inner}
        </div>
`;

const integrationTile = (href: string | null, img: string, alt: string, label: string) =>
  href
    ? `<li class="logo-grid__item"><a href="${href}" target="_blank" rel="noopener"><img src="${HUBFS}/integrations/${img}" alt="${alt}" loading="lazy" width="160" height="64"></a><span>${label}</span></li>`
    : `<li class="logo-grid__item logo-grid__item--soon"><img src="${HUBFS}/integrations/${img}" alt="${alt}" loading="lazy" width="160" height="64"><span>${label} – coming soon</span></li>`;

interface Profile {
  slug: string;
  name: string;
  tier: 'Gold' | 'Silver';
  city: string;
  region: string;
  url: string;
  about: string;
  contentId: string;
}

const profiles: Profile[] = [
  {
    slug: 'kanzi-consulting',
    name: 'Kanzi Consulting',
    tier: 'Gold',
    city: 'Johannesburg',
    region: 'Gauteng',
    url: 'https://www.kanziconsulting.co.za/',
    about:
      'Kanzi Consulting has implemented Fieldwise for more than 60 HVAC, security and facilities companies across Gauteng, including Sage and Microsoft Dynamics integrations.',
    contentId: '112233445601',
  },
  {
    slug: 'cape-ops-digital',
    name: 'Cape Ops Digital',
    tier: 'Gold',
    city: 'Cape Town',
    region: 'Western Cape',
    url: 'https://capeops.digital/',
    about:
      'Cape Ops Digital specialises in rolling out Fieldwise to plumbing, electrical and pest-control businesses, with fixed-price onboarding packages.',
    contentId: '112233445602',
  },
  {
    slug: 'umhlanga-systems',
    name: 'Umhlanga Systems',
    tier: 'Silver',
    city: 'Durban',
    region: 'KwaZulu-Natal',
    url: 'https://www.umhlangasystems.co.za/field-service',
    about: 'Umhlanga Systems is a Xero and Sage partner that helps KZN service businesses move from paper job cards to Fieldwise.',
    contentId: '112233445603',
  },
];

const profileCard = (p: Profile) =>
  `<div class="partner-card partner-card--${p.tier.toLowerCase()}"><span class="partner-card__tier">${p.tier} Partner</span><h3 class="partner-card__name"><a href="${ORIGIN}/partners/${p.slug}">${p.name}</a></h3><p class="partner-card__location">${p.city}, ${p.region}</p><a class="partner-card__cta" href="${ORIGIN}/partners/${p.slug}">View profile</a></div>`;

export const site: CorpusSite = {
  domain: 'fieldwise.co.za',
  otherDomains: [],
  covers:
    'South-African-English HubSpot CMS field-service SaaS behind Cloudflare: integrations as a logo grid with alt text (subdomain links such as quickbooks.intuit.com and dynamics.microsoft.com, coming-soon names without links), an implementation-partner directory under "Find an expert" with Gold/Silver/Registered tiers where Gold/Silver names link to internal HubDB profile pages (with JSON-LD) that link out, and registered partners with a written domain or none; traps in customers, investors, a blog post about load-shedding apps, app stores and status subdomain.',
  pages: {
    '/': { status: 301, redirect: `${ORIGIN}/` },
    [`${ORIGIN}/`]: {
      headers: hubspotHeaders,
      html: `${head('Fieldwise | Job management software for South African field teams', 'Schedule jobs, dispatch technicians, capture job cards and invoice from the field – built for South African service businesses.', '', '112233445566')}${container(
        'home',
        `${dndModule('1712345678901', `<section class="hero"><h1>Run your field team from one app</h1><p>Scheduling, digital job cards, quotes and invoices – even when the signal drops during load-shedding.</p><a href="${ORIGIN}/demo" class="button">Book a demo</a></section>`)}
${dndModule('1712345678902', `<section class="features"><div class="feature"><h2>Smart dispatch</h2><p>Assign the closest qualified technician automatically.</p></div><div class="feature"><h2>Offline job cards</h2><p>Photos, signatures and checklists sync when you are back online.</p></div><div class="feature"><h2>Invoice on site</h2><p>Send invoices straight to your accounting package. <a href="${ORIGIN}/integrations">See integrations</a></p></div></section>`)}
${dndModule('1712345678903', `<section class="logos"><p>Trusted by 900+ service businesses</p><img src="${HUBFS}/customers/coolbreeze.svg" alt="CoolBreeze Air Conditioning"><img src="${HUBFS}/customers/sentinel.svg" alt="Sentinel Alarms"><img src="${HUBFS}/customers/pestaway.svg" alt="PestAway"></section>`)}`,
      )}${foot}`,
    },
    [`${ORIGIN}/integrations`]: {
      html: `${head('Integrations | Fieldwise', 'Connect Fieldwise to your accounting, payments, messaging and fleet tools.', '/integrations', '112233445570')}${container(
        'integrations',
        `${dndModule('1712345679001', '<h1>Integrations</h1><p>Fieldwise connects to the tools South African service businesses already use. All integrations are included in every plan.</p>')}
${dndModule(
  '1712345679002',
  `<h2>Accounting &amp; ERP</h2><ul class="logo-grid no-list">${integrationTile('https://www.sage.com/en-za/sage-business-cloud/accounting/', 'sage.svg', 'Sage Business Cloud Accounting logo', 'Sage Business Cloud Accounting')}${integrationTile('https://www.xero.com/za/', 'xero.svg', 'Xero logo', 'Xero')}${integrationTile('https://quickbooks.intuit.com/za/', 'quickbooks.svg', 'QuickBooks Online logo', 'QuickBooks Online')}${integrationTile('https://dynamics.microsoft.com/en-za/business-central/overview/', 'business-central.svg', 'Microsoft Dynamics 365 Business Central logo', 'Dynamics 365 Business Central')}${integrationTile(null, 'syspro.svg', 'Syspro logo', 'Syspro')}</ul>`,
)}
${dndModule(
  '1712345679003',
  `<h2>Payments</h2><ul class="logo-grid no-list">${integrationTile('https://payfast.io/', 'payfast.svg', 'Payfast logo', 'Payfast')}${integrationTile('https://www.yoco.com/za/', 'yoco.svg', 'Yoco logo', 'Yoco')}</ul><h2>Messaging &amp; calendars</h2><ul class="logo-grid no-list">${integrationTile('https://www.clickatell.com/', 'clickatell.svg', 'Clickatell logo', 'Clickatell WhatsApp &amp; SMS')}${integrationTile('https://workspace.google.com/products/calendar/', 'google-calendar.svg', 'Google Calendar logo', 'Google Calendar')}</ul><h2>Fleet &amp; automation</h2><ul class="logo-grid no-list">${integrationTile('https://www.cartrack.co.za/', 'cartrack.svg', 'Cartrack logo', 'Cartrack')}${integrationTile('https://zapier.com/apps/fieldwise/integrations', 'zapier.svg', 'Zapier logo', 'Zapier')}${integrationTile(null, 'odoo.svg', 'Odoo logo', 'Odoo')}</ul>`,
)}`,
      )}${foot}`,
    },
    [`${ORIGIN}/partners/directory`]: {
      html: `${head('Find a Fieldwise implementation expert', 'Certified Fieldwise partners who can set up, migrate and train your team.', '/partners/directory', '112233445580')}${container(
        'partners',
        `${dndModule('1712345679101', '<h1>Find an implementation expert</h1><p>Fieldwise partners are certified consultants who set up your account, migrate your customer data and train your technicians. Gold partners have completed 25+ implementations.</p>')}
${dndModule(
  '1712345679102',
  `<div class="partner-filter" role="tablist"><button role="tab" aria-selected="true">All regions</button><button role="tab">Gauteng</button><button role="tab">Western Cape</button><button role="tab">KwaZulu-Natal</button><button role="tab">Limpopo</button><button role="tab">Rest of Africa</button></div>
<h2>Gold partners</h2><div class="partner-grid">${profiles
    .filter((p) => p.tier === 'Gold')
    .map(profileCard)
    .join('')}</div>
<h2>Silver partners</h2><div class="partner-grid">${profiles
    .filter((p) => p.tier === 'Silver')
    .map(profileCard)
    .join(
      '',
    )}<div class="partner-card partner-card--silver"><span class="partner-card__tier">Silver Partner</span><h3 class="partner-card__name">Bushveld Tech Solutions</h3><p class="partner-card__location">Polokwane, Limpopo</p><a class="partner-card__cta" href="https://bushveldtech.co.za/?utm_source=fieldwise&amp;utm_medium=partner-directory" target="_blank" rel="noopener">Visit website</a></div></div>
<h2>Registered partners</h2><table class="partner-table"><thead><tr><th>Partner</th><th>Location</th><th>Contact</th></tr></thead><tbody><tr><td>Namib Field Solutions</td><td>Windhoek, Namibia</td><td>namibfield.com.na</td></tr><tr><td>Kgalagadi IT</td><td>Gaborone, Botswana</td><td>+267 390 1234</td></tr></tbody></table>
<p class="partner-cta">Are you a consultant? <a href="${ORIGIN}/partners/become-a-partner">Join the partner programme</a>.</p>`,
)}`,
      )}${foot}`,
    },
    ...Object.fromEntries(
      profiles.map((p) => [
        `${ORIGIN}/partners/${p.slug}`,
        {
          html: `${head(`${p.name} – Fieldwise ${p.tier} Partner`, `${p.name} is a Fieldwise ${p.tier} implementation partner in ${p.city}.`, `/partners/${p.slug}`, p.contentId, `\n    <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Organization', name: p.name, url: p.url, address: { '@type': 'PostalAddress', addressLocality: p.city, addressRegion: p.region, addressCountry: 'ZA' } })}</script>`)}${container(
            'partner-profile',
            dndModule(
              '1712345679201',
              `<nav class="breadcrumbs"><a href="${ORIGIN}/partners/directory">Partner directory</a> › ${p.name}</nav><div class="partner-profile"><img src="${HUBFS}/partners/${p.slug}.png" alt="${p.name} logo" width="200"><span class="partner-profile__tier">${p.tier} Partner</span><h1>${p.name}</h1><p>${p.about}</p><dl><dt>Location</dt><dd>${p.city}, ${p.region}</dd><dt>Services</dt><dd>Implementation, data migration, training, integrations</dd><dt>Website</dt><dd><a href="${p.url}" target="_blank" rel="noopener">${p.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a></dd></dl><a href="${ORIGIN}/partners/directory" class="button button--secondary">Back to directory</a></div>`,
            ),
          )}${foot}`,
        },
      ]),
    ),
    [`${ORIGIN}/customers`]: {
      html: `${head('Customer stories | Fieldwise', 'How South African service businesses run on Fieldwise.', '/customers', '112233445590')}${container(
        'customers',
        dndModule(
          '1712345679301',
          `<h1>Customer stories</h1><div class="case-grid"><article><img src="${HUBFS}/customers/coolbreeze.svg" alt="CoolBreeze Air Conditioning"><h2>CoolBreeze cut admin time by 12 hours a week</h2><p>Read how the Pretoria HVAC installer went paperless. <a href="https://www.coolbreeze.co.za/" target="_blank" rel="noopener">coolbreeze.co.za</a></p></article><article><img src="${HUBFS}/customers/sentinel.svg" alt="Sentinel Alarms"><h2>Sentinel Alarms dispatches 300 call-outs a day</h2><p><a href="${ORIGIN}/customers/sentinel-alarms">Read the story</a></p></article></div>`,
        ),
      )}${foot}`,
    },
    [`${ORIGIN}/about`]: {
      html: `${head('About Fieldwise', 'Fieldwise was founded in Cape Town in 2016.', '/about', '112233445595')}${container(
        'about',
        dndModule(
          '1712345679401',
          `<h1>About us</h1><p>Fieldwise was founded in 2016 by two former refrigeration technicians who were tired of losing job cards. Today 45 people in Cape Town and Johannesburg build and support the platform.</p><h2>Our investors</h2><p>Fieldwise is backed by <a href="https://www.knifecap.com/" target="_blank" rel="noopener">Knife Capital</a> and the <a href="https://www.sasmefund.co.za/" target="_blank" rel="noopener">SA SME Fund</a>.</p><h2>Recognition</h2><p>Finalist, AfricArena Growth Stage Award 2023.</p>`,
        ),
      )}${foot}`,
    },
    [`${ORIGIN}/blog/load-shedding-field-teams`]: {
      html: `${head('5 ways to keep field teams productive during load-shedding', 'Practical tips for service businesses dealing with power cuts.', '/blog/load-shedding-field-teams', '112233445599')}${container(
        'blog-post',
        dndModule(
          '1712345679501',
          `<article class="blog-post"><h1>5 ways to keep field teams productive during load-shedding</h1><p class="blog-post__meta">By Thandi Mokoena · 8 August 2023</p><p>1. Plan routes around the schedule. Many of our customers check <a href="https://esp.info/" target="_blank" rel="noopener">EskomSePush</a> every morning before dispatching, and keep an eye on announcements from <a href="https://www.eskom.co.za/" target="_blank" rel="noopener">Eskom</a>.</p><p>2. Capture job cards offline – the Fieldwise app syncs once the tower is back.</p><p>3. Keep a power bank in every bakkie.</p></article>`,
        ),
      )}${foot}`,
    },
  },
  sitemap: [
    `${ORIGIN}/`,
    `${ORIGIN}/integrations`,
    `${ORIGIN}/partners/directory`,
    `${ORIGIN}/partners/kanzi-consulting`,
    `${ORIGIN}/partners/cape-ops-digital`,
    `${ORIGIN}/partners/umhlanga-systems`,
    `${ORIGIN}/customers`,
    `${ORIGIN}/about`,
    `${ORIGIN}/blog/load-shedding-field-teams`,
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'cloudflare', 'cloudflare-bot-management', 'hsts', 'http-3', 'open-graph'],
  partners: {
    'sage.com': 'technology',
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'microsoft.com': 'technology',
    'payfast.io': 'technology',
    'yoco.com': 'technology',
    'clickatell.com': 'technology',
    'google.com': 'technology',
    'cartrack.co.za': 'technology',
    'zapier.com': 'technology',
    'kanziconsulting.co.za': 'channel',
    'capeops.digital': 'channel',
    'umhlangasystems.co.za': 'channel',
    'bushveldtech.co.za': 'channel',
    'namibfield.com.na': 'channel',
  },
};
