import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f2c3d4e5f6a7b8c-ORD',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21987654',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '128734561209',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

const HUBFS = 'https://21987654.fs1.hubspotusercontent-na1.net/hubfs/21987654';

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="shortcut icon" href="https://www.payrollharbor.com/hubfs/favicon-ph.png">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="${HUBFS}/social/og-payroll-harbor.png">
<meta property="og:url" content="https://payrollharbor.com${path}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@payrollharbor">
<link rel="canonical" href="https://payrollharbor.com${path}">
<link rel="stylesheet" href="https://payrollharbor.com/hubfs/hub_generated/template_assets/1/128700112233/1767000000000/template_main.min.css">
<link rel="stylesheet" href="https://payrollharbor.com/hubfs/hub_generated/module_assets/1/128700445566/1767000000000/module_logo-grid.min.css">
<meta name="generator" content="HubSpot">
</head>`;

const nav = `<div data-global-resource-path="payroll-harbor-theme/templates/partials/header.html"><header class="header">
<a href="#main-content" class="header__skip">Skip to content</a>
<div class="header__container content-wrapper">
<div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="https://payrollharbor.com/" id="hs-link-site_logo"><img src="${HUBFS}/brand/payroll-harbor-logo.svg" class="hs-image-widget" alt="Payroll Harbor" width="180" height="36"></a></span></div>
<div class="header__menu"><span id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<nav aria-label="Main menu" class="navigation-primary"><ul class="submenu level-1">
<li class="has-submenu menu-item"><a href="javascript:;" class="menu-link">Product</a><ul class="submenu level-2"><li class="menu-item"><a href="https://payrollharbor.com/payroll" class="menu-link">Full-service payroll</a></li><li class="menu-item"><a href="https://payrollharbor.com/benefits" class="menu-link">Benefits</a></li><li class="menu-item"><a href="https://payrollharbor.com/time-tracking" class="menu-link">Time tracking</a></li><li class="menu-item"><a href="https://payrollharbor.com/integrations" class="menu-link">Integrations</a></li></ul></li>
<li class="menu-item"><a href="https://payrollharbor.com/pricing" class="menu-link">Pricing</a></li>
<li class="has-submenu menu-item"><a href="javascript:;" class="menu-link">Partners</a><ul class="submenu level-2"><li class="menu-item"><a href="https://payrollharbor.com/partners" class="menu-link">Partner with us</a></li><li class="menu-item"><a href="https://payrollharbor.com/accountants" class="menu-link">For accountants</a></li><li class="menu-item"><a href="https://payrollharbor.com/accountants/directory" class="menu-link">Find an accountant</a></li></ul></li>
<li class="menu-item"><a href="https://payrollharbor.com/resources" class="menu-link">Resources</a></li>
<li class="menu-item"><a href="https://payrollharbor.com/about" class="menu-link">About</a></li>
</ul></nav></span></div>
<div class="header__button"><a class="button button--ghost" href="https://app.payrollharbor.com/login">Log in</a><a class="button" href="https://payrollharbor.com/demo">Get a demo</a></div>
</div></header></div>`;

const footer = `<div data-global-resource-path="payroll-harbor-theme/templates/partials/footer.html"><footer class="footer">
<div class="footer__container content-wrapper">
<div class="footer__columns">
<div class="footer__col"><h3>Product</h3><ul><li><a href="https://payrollharbor.com/payroll">Payroll</a></li><li><a href="https://payrollharbor.com/benefits">Benefits</a></li><li><a href="https://payrollharbor.com/time-tracking">Time tracking</a></li><li><a href="https://payrollharbor.com/integrations">Integrations</a></li><li><a href="https://payrollharbor.com/pricing">Pricing</a></li></ul></div>
<div class="footer__col"><h3>Partners</h3><ul><li><a href="https://payrollharbor.com/partners">Partner program</a></li><li><a href="https://payrollharbor.com/accountants/directory">Accountant directory</a></li><li><a href="https://developers.payrollharbor.com">Embedded payroll API</a></li></ul></div>
<div class="footer__col"><h3>Company</h3><ul><li><a href="https://payrollharbor.com/about">About</a></li><li><a href="https://jobs.lever.co/payrollharbor">Careers</a></li><li><a href="https://payrollharbor.com/security">Security</a></li><li><a href="https://status.payrollharbor.com">Status</a></li></ul></div>
<div class="footer__col"><h3>Recognized by G2</h3><a href="https://www.g2.com/products/payroll-harbor/reviews" target="_blank" rel="noopener"><img src="${HUBFS}/badges/g2-high-performer-winter-2026.svg" alt="G2 High Performer Winter 2026" width="90" height="100"></a><a href="https://www.g2.com/products/payroll-harbor/reviews" target="_blank" rel="noopener"><img src="${HUBFS}/badges/g2-easiest-to-use-winter-2026.svg" alt="G2 Easiest To Use Winter 2026" width="90" height="100"></a></div>
</div>
<div class="footer__legal"><p>&copy; 2026 Payroll Harbor, Inc. Payroll Harbor is not a PEO and does not provide tax or legal advice. Money movement services are provided by our banking partner, Column N.A., Member FDIC.</p>
<ul class="footer__social"><li><a href="https://www.linkedin.com/company/payroll-harbor">LinkedIn</a></li><li><a href="https://www.facebook.com/payrollharbor">Facebook</a></li><li><a href="https://x.com/payrollharbor">X</a></li></ul>
<a href="https://payrollharbor.com/privacy">Privacy</a> &middot; <a href="https://payrollharbor.com/terms">Terms</a></div>
</div></footer></div>`;

const page = (
  title: string,
  description: string,
  path: string,
  bodyClass: string,
  main: string,
  extra = '',
) => `<!doctype html><html lang="en"><!-- Generated by HubSpot -->
${head(title, description, path)}
<body>
<div class="body-wrapper ${bodyClass} hs-site-page page">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--page">
<div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell" data-widget-type="cell" data-x="0" data-w="12">
${main}
</div></div></div>
</div>
</main>
${footer}
</div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script src="https://static.hsappstatic.net/content-cta-embed/static-1.276/embed.js" crossorigin="anonymous"></script>
<script src="https://payrollharbor.com/hubfs/hub_generated/template_assets/1/128700778899/1767000000000/template_main.min.js"></script>
${extra}
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">var _hsq = _hsq || []; _hsq.push(["setContentType", "standard-page"]); _hsq.push(["setCanonicalUrl", "https://payrollharbor.com${path}"]); _hsq.push(["setPageId", "128734561209"]); _hsq.push(["setContentMetadata", {"contentPageId":128734561209,"legacyPageId":"128734561209","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":128734561209,"languageCode":"en","pageTitle":"${title}"}]);</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/21987654.js"></script>
<!-- End of HubSpot Analytics Code -->
</body></html>`;

const home = page(
  'Payroll Harbor | Payroll, benefits and HR for small businesses',
  'Run payroll in minutes, file taxes automatically in all 50 states, and offer benefits your team will actually use.',
  '/',
  'hs-content-id-128734561209',
  `<div class="dnd-section hero"><div class="row-fluid"><div class="span7">
<span id="hs_cos_wrapper_hero" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><h1>Payroll that takes 5 minutes, not your whole Friday</h1><p>Unlimited pay runs, automatic federal, state and local tax filing, same-day direct deposit and benefits from one place.</p><a class="button" href="https://payrollharbor.com/demo">Get a demo</a></span>
</div><div class="span5"><script src="https://fast.wistia.com/embed/medias/q8z1m4k2x9.jsonp" async></script><script src="https://fast.wistia.com/assets/external/E-v1.js" async></script><div class="wistia_responsive_padding" style="padding:56.25% 0 0 0;position:relative;"><div class="wistia_embed wistia_async_q8z1m4k2x9 videoFoam=true" style="height:100%;position:absolute;top:0;width:100%">&nbsp;</div></div></div></div></div>
<div class="dnd-section logos"><span id="hs_cos_wrapper_logo_grid" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><h2 class="logo-grid__title">Trusted by 9,000+ small businesses</h2>
<ul class="logo-grid"><li><img src="${HUBFS}/customers/brewstone.svg" alt="Brewstone Coffee Co."></li><li><img src="${HUBFS}/customers/tandem-physio.svg" alt="Tandem Physical Therapy"></li><li><img src="${HUBFS}/customers/gridline-electric.svg" alt="Gridline Electric"></li><li><img src="${HUBFS}/customers/little-oak.svg" alt="Little Oak Montessori"></li></ul></span></div>
<div class="dnd-section features"><div class="row-fluid">
<div class="span4"><h3>Taxes on autopilot</h3><p>We calculate, file and pay payroll taxes in every state, and we cover penalties if we make a mistake.</p></div>
<div class="span4"><h3>Plays well with your stack</h3><p>Sync hours from Deputy and When I Work, push journals to QuickBooks and Xero. <a href="https://payrollharbor.com/integrations">See all 60+ integrations</a>.</p></div>
<div class="span4"><h3>Built for accountants too</h3><p>Manage every client's payroll from one dashboard. <a href="https://payrollharbor.com/accountants">Join the accountant program</a>.</p></div>
</div></div>
<div class="dnd-section testimonial"><blockquote>&ldquo;Switching from our old provider took one afternoon. Our first payroll ran without a single correction.&rdquo;</blockquote><p>Marcus Reyes, Owner, Gridline Electric</p></div>`,
);

const integrations = page(
  'Integrations | Payroll Harbor',
  'Connect Payroll Harbor to your accounting, time tracking, HR and retirement tools.',
  '/integrations',
  'hs-content-id-128734561344',
  `<div class="dnd-section page-header"><h1>Integrations</h1><p>60+ integrations keep hours, employees and journals in sync, so nobody re-types a timesheet again.</p></div>
<div class="dnd-section"><span id="hs_cos_wrapper_integration_directory" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<div class="integration-filter"><label for="int-cat">Category</label><select id="int-cat"><option value="all">All categories</option><option value="accounting">Accounting</option><option value="time">Time &amp; scheduling</option><option value="hr">HR &amp; recruiting</option><option value="retirement">Retirement &amp; benefits</option><option value="expenses">Expenses</option></select></div>
<div class="integration-grid">
<div class="integration-card" data-category="accounting"><img src="${HUBFS}/integrations/quickbooks.svg" alt="QuickBooks Online"><h3>QuickBooks Online</h3><p>Payroll journals mapped to your chart of accounts, by department or class.</p><a href="https://quickbooks.intuit.com/" target="_blank" rel="noopener">Visit QuickBooks</a></div>
<div class="integration-card" data-category="accounting"><img src="${HUBFS}/integrations/xero.svg" alt="Xero"><h3>Xero</h3><p>Automatic payroll journals and bank-feed matching.</p><a href="https://www.xero.com/us/" target="_blank" rel="noopener">Visit Xero</a></div>
<div class="integration-card" data-category="accounting"><img src="${HUBFS}/integrations/sage-intacct.svg" alt="Sage Intacct"><h3>Sage Intacct</h3><p>Multi-entity journal entries with dimensions.</p><a href="https://www.sage.com/en-us/sage-business-cloud/intacct/" target="_blank" rel="noopener">Visit Sage</a></div>
<div class="integration-card" data-category="time"><img src="${HUBFS}/integrations/deputy.svg" alt="Deputy"><h3>Deputy</h3><p>Approved timesheets flow straight into your next pay run.</p><a href="https://www.deputy.com/" target="_blank" rel="noopener">Visit Deputy</a></div>
<div class="integration-card" data-category="time"><img src="${HUBFS}/integrations/when-i-work.svg" alt="When I Work"><h3>When I Work</h3><p>Import hours and tips from shift schedules.</p><a href="https://wheniwork.com/" target="_blank" rel="noopener">Visit When I Work</a></div>
<div class="integration-card" data-category="time"><img src="${HUBFS}/integrations/homebase.svg" alt="Homebase"><h3>Homebase</h3><p>Sync time clock punches and breaks.</p><a href="https://payrollharbor.com/integrations/homebase">Learn more</a></div>
<div class="integration-card" data-category="hr"><img src="${HUBFS}/integrations/bamboohr.svg" alt="BambooHR"><h3>BambooHR</h3><p>New hires and compensation changes sync both ways.</p><a href="https://www.bamboohr.com/" rel="noopener">Visit BambooHR</a></div>
<div class="integration-card" data-category="hr"><img src="${HUBFS}/integrations/greenhouse.svg" alt="Greenhouse"><h3>Greenhouse</h3><p>Hired candidates become employees in one click.</p><a href="https://www.greenhouse.com/" target="_blank" rel="noopener">Visit Greenhouse</a></div>
<div class="integration-card" data-category="retirement"><img src="${HUBFS}/integrations/guideline.svg" alt="Guideline"><h3>Guideline</h3><p>401(k) contributions deducted and remitted every payroll.</p><a href="https://www.guideline.com/" target="_blank" rel="noopener">Visit Guideline</a></div>
<div class="integration-card" data-category="retirement"><img src="${HUBFS}/integrations/vestwell.svg" alt="Vestwell"><h3>Vestwell</h3><p>Retirement plans and state auto-IRA programs.</p><a href="https://www.vestwell.com/" target="_blank" rel="noopener">Visit Vestwell</a></div>
<div class="integration-card" data-category="expenses"><img src="${HUBFS}/integrations/expensify.svg" alt="Expensify"><h3>Expensify</h3><p>Reimburse approved expenses on the next paycheck.</p><a href="https://www.expensify.com/" target="_blank" rel="noopener">Visit Expensify</a></div>
<div class="integration-card" data-category="expenses"><img src="${HUBFS}/integrations/ramp.svg" alt="Ramp"><h3>Ramp</h3><p>Employee card spend and reimbursements.</p><a href="https://payrollharbor.com/integrations/ramp">Learn more</a></div>
</div>
</span></div>
<div class="dnd-section cta"><h2>Build an integration</h2><p>Our partner API is open to any HR or finance software company. <a href="https://payrollharbor.com/partners#technology">Become a technology partner</a>.</p></div>`,
);

const partners = page(
  'Partner with Payroll Harbor',
  'Partner programs for accountants, benefits brokers and software platforms that embed payroll.',
  '/partners',
  'hs-content-id-128734561410',
  `<div class="dnd-section page-header"><h1>Partner with Payroll Harbor</h1><p>Whether you advise small businesses or build software for them, we'll help you offer better payroll.</p></div>
<div class="dnd-section programs"><div class="row-fluid">
<div class="span4"><h2>Accountants &amp; bookkeepers</h2><p>Free payroll for your firm, wholesale pricing for clients, and a listing in our directory.</p><a href="https://payrollharbor.com/accountants">Learn more</a></div>
<div class="span4"><h2>Benefits brokers</h2><p>Quote, sell and service benefits for clients who run payroll on Payroll Harbor, and earn commission.</p><a href="#brokers">See broker partners</a></div>
<div class="span4" id="technology"><h2>Technology partners</h2><p>Embed our payroll API in your product or build a two-way integration.</p><a href="https://developers.payrollharbor.com">Read the API docs</a></div>
</div></div>
<div class="dnd-section"><h2>Embedded payroll partners</h2><p>These software platforms run Payroll Harbor inside their own products.</p>
<div class="partner-carousel" data-slick='{"slidesToShow":3,"autoplay":true}'>
<div class="partner-slide"><a href="https://www.shiftloop.com/" target="_blank" rel="noopener"><img src="${HUBFS}/partners/shiftloop.svg" alt="ShiftLoop"></a><p>Restaurant scheduling</p></div>
<div class="partner-slide"><a href="https://www.cleanroute.io/" target="_blank" rel="noopener"><img src="${HUBFS}/partners/cleanroute.svg" alt="CleanRoute"></a><p>Field service for cleaning companies</p></div>
<div class="partner-slide"><a href="https://www.tutorbase.app/" target="_blank" rel="noopener"><img src="${HUBFS}/partners/tutorbase.svg" alt="Tutorbase"></a><p>Tutoring center management</p></div>
</div></div>
<div class="dnd-section" id="brokers"><h2>Broker partners</h2>
<table class="partner-table"><thead><tr><th>Firm</th><th>Region</th><th>Partner level</th></tr></thead><tbody>
<tr><td><a href="https://www.summitbenefitsgroup.com/" target="_blank" rel="noopener">Summit Benefits Group</a></td><td>Colorado, Utah</td><td>Premier</td></tr>
<tr><td><a href="https://www.lakeshorebenefits.com/" target="_blank" rel="noopener">Lakeshore Benefit Advisors</a></td><td>Illinois, Wisconsin</td><td>Premier</td></tr>
<tr><td><a href="https://www.bluefinbrokerage.com/" target="_blank" rel="noopener">Bluefin Brokerage</a></td><td>Florida</td><td>Registered</td></tr>
</tbody></table></div>
<div class="dnd-section form"><h2>Apply to become a partner</h2>
<div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" id="hs_form_target_partner_apply"></div>
<script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script>
<script>hbspt.forms.create({ portalId: "21987654", formId: "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9", target: "#hs_form_target_partner_apply" });</script>
</div>`,
);

const directory = page(
  'Find a Payroll Harbor accountant',
  'Certified accounting firms that run payroll on Payroll Harbor for their clients.',
  '/accountants/directory',
  'hs-content-id-128734561501',
  `<div class="dnd-section page-header"><h1>Find an accountant who knows Payroll Harbor</h1><p>Every firm below has completed Payroll Harbor certification and manages payroll for clients on our platform.</p></div>
<div class="dnd-section"><div class="directory-filters"><input type="search" placeholder="Search by city or state" aria-label="Search firms"><label><input type="checkbox" value="platinum"> Platinum partners only</label></div>
<ul class="directory-list">
<li class="directory-item" data-tier="platinum"><h3>Hartley &amp; Voss CPAs</h3><p class="meta">Denver, CO &middot; Platinum Partner</p><p>Payroll, tax and CFO services for construction and trades.</p><a href="https://www.hartleyvoss.com/" target="_blank" rel="noopener">hartleyvoss.com</a></li>
<li class="directory-item" data-tier="platinum"><h3>Brightline Bookkeeping</h3><p class="meta">Austin, TX &middot; Platinum Partner</p><p>Monthly bookkeeping and payroll for restaurants.</p><a href="https://brightlinebooks.com/" target="_blank" rel="noopener">brightlinebooks.com</a></li>
<li class="directory-item" data-tier="certified"><h3>Oakmere Accounting</h3><p class="meta">Columbus, OH &middot; Certified Advisor</p><p>Small-business accounting since 1998.</p><a href="https://www.oakmereaccounting.com/" target="_blank" rel="noopener">oakmereaccounting.com</a></li>
<li class="directory-item" data-tier="certified"><h3>Ng Tax &amp; Advisory</h3><p class="meta">San Jose, CA &middot; Certified Advisor</p><p>Tax planning and payroll for startups.</p><a href="https://ngtaxadvisory.com/" target="_blank" rel="noopener">ngtaxadvisory.com</a></li>
</ul></div>`,
);

const about = page(
  'About Payroll Harbor',
  'We started Payroll Harbor in 2018 to make payroll calm for the 30 million small businesses in the US.',
  '/about',
  'hs-content-id-128734561623',
  `<div class="dnd-section page-header"><h1>About Payroll Harbor</h1><p>Founded in 2018 in Chicago. 210 people. 9,000+ customers paying 140,000 employees.</p></div>
<div class="dnd-section investors"><h2>Our investors</h2><ul class="logo-grid">
<li><a href="https://www.bvp.com/" target="_blank" rel="noopener"><img src="${HUBFS}/investors/bessemer.svg" alt="Bessemer Venture Partners"></a></li>
<li><a href="https://www.lakestar-harbor.vc/" target="_blank" rel="noopener"><img src="${HUBFS}/investors/lakestar-harbor.svg" alt="Lakestar Harbor Capital"></a></li>
</ul></div>
<div class="dnd-section"><h2>Trust &amp; compliance</h2><p>SOC 1 Type II and SOC 2 Type II audited under <a href="https://www.aicpa-cima.com/topic/audit-assurance/audit-and-assurance-greater-than-soc-2" target="_blank" rel="noopener">AICPA</a> standards. Proud member of <a href="https://payroll.org/" target="_blank" rel="noopener">PayrollOrg</a>.</p></div>
<div class="dnd-section"><h2>Work with us</h2><p>We're hiring across engineering, tax operations and customer success. <a href="https://jobs.lever.co/payrollharbor">See open roles</a>.</p></div>`,
);

export const site: CorpusSite = {
  domain: 'payrollharbor.com',
  covers:
    'US payroll provider on HubSpot CMS behind Cloudflare: integrations directory with category select where two cards link only to internal pages (not labelled), partners page with embedded-payroll carousel (technology), broker table with levels (channel) and HubSpot form, accountant directory with Platinum/Certified tiers (channel); negatives: unlinked customer logos, G2 badges, investors, AICPA/PayrollOrg, Lever careers, name-only banking partner in footer legal text, social',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations },
    '/partners': { headers, html: partners },
    '/accountants/directory': { headers, html: directory },
    '/about': { headers, html: about },
  },
  sitemap: [
    '/',
    '/payroll',
    '/benefits',
    '/time-tracking',
    '/pricing',
    '/integrations',
    '/partners',
    '/accountants',
    '/accountants/directory',
    '/about',
    '/demo',
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'hsts', 'open-graph', 'jquery', 'wistia', 'lever'],
  partners: {
    'intuit.com': 'technology',
    'xero.com': 'technology',
    'sage.com': 'technology',
    'deputy.com': 'technology',
    'wheniwork.com': 'technology',
    'bamboohr.com': 'technology',
    'greenhouse.com': 'technology',
    'guideline.com': 'technology',
    'vestwell.com': 'technology',
    'expensify.com': 'technology',
    'shiftloop.com': 'technology',
    'cleanroute.io': 'technology',
    'tutorbase.app': 'technology',
    'summitbenefitsgroup.com': 'channel',
    'lakeshorebenefits.com': 'channel',
    'bluefinbrokerage.com': 'channel',
    'hartleyvoss.com': 'channel',
    'brightlinebooks.com': 'channel',
    'oakmereaccounting.com': 'channel',
    'ngtaxadvisory.com': 'channel',
  },
};
