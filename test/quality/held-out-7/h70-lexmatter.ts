import type { CorpusSite } from '../corpus/types.js';

const B = 'https://www.lexmatter.co.uk';
const HUB = '25481234';

const head = (title: string, path: string, desc: string) => `<!doctype html><html lang="en-gb"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="${B}/hubfs/Lexmatter-favicon.png">
    <meta name="description" content="${desc}">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${desc}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${desc}">
    <meta name="twitter:title" content="${title}">
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
    </style>
<link rel="stylesheet" href="${B}/hubfs/hub_generated/template_assets/1/118230945112/1714983312645/template_main.min.css">
<link rel="stylesheet" href="${B}/hubfs/hub_generated/module_assets/1/118230945201/1714983310021/module_integration-grid.min.css">
<link rel="stylesheet" href="/hs/hsstatic/AsyncSupport/static-1.501/sass/rss_post_listing.css">
    <link rel="canonical" href="${B}${path}">
<meta property="og:url" content="${B}${path}">
<meta name="twitter:card" content="summary">
<meta http-equiv="content-language" content="en-gb">
    <meta name="generator" content="HubSpot"></head>`;

const header = (id: string) => `<body>
    <div class="body-wrapper   hs-content-id-${id} hs-site-page page ">
      <div data-global-resource-path="lexmatter-2023/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="${B}/hubfs/raw_assets/public/lexmatter-2023/images/lexmatter-logo.svg" class="hs-image-widget " height="34" style="height: auto;width:170px;border-width:0px;border:0px;" width="170" alt="Lexmatter" title="Lexmatter"></a></span></span></div>
    <div class="header__menu"><span id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><nav aria-label="Main menu" class="navigation-primary">
      <ul class="submenu level-1">
        <li class="has-submenu menu-item hs-skip-lang-url-rewrite"><a href="${B}/product" class="menu-link">Product</a>
          <ul class="submenu level-2"><li class="menu-item"><a href="${B}/product/case-management" class="menu-link">Case management</a></li><li class="menu-item"><a href="${B}/product/legal-accounting" class="menu-link">Legal accounting</a></li><li class="menu-item"><a href="${B}/integrations" class="menu-link">Integrations</a></li></ul></li>
        <li class="menu-item"><a href="${B}/pricing" class="menu-link">Pricing</a></li>
        <li class="menu-item"><a href="${B}/customers" class="menu-link">Customers</a></li>
        <li class="has-submenu menu-item"><a href="javascript:;" class="menu-link">Company</a>
          <ul class="submenu level-2"><li class="menu-item"><a href="${B}/about" class="menu-link">About us</a></li><li class="menu-item"><a href="${B}/partners/consultants" class="menu-link">Find a consultant</a></li><li class="menu-item"><a href="https://careers.lexmatter.co.uk/" class="menu-link">Careers</a></li></ul></li>
      </ul></nav></span></div>
    <div class="header__button"><span id="hs_cos_wrapper_header_button" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><a class="button" href="${B}/book-a-demo">Book a demo</a></span></div>
  </div>
</header></div>
      <main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
      <div data-global-resource-path="lexmatter-2023/templates/partials/footer.html"><footer class="footer"><div class="footer__container content-wrapper">
  <div class="footer__col"><img src="${B}/hubfs/raw_assets/public/lexmatter-2023/images/lexmatter-logo-white.svg" alt="Lexmatter" width="140" loading="lazy"><p>Lexmatter Ltd, 71 Queen Victoria Street, London EC4V 4AY. Registered in England &amp; Wales no. 11873402.</p></div>
  <div class="footer__col"><h4>Product</h4><ul><li><a href="${B}/integrations">Integrations</a></li><li><a href="${B}/pricing">Pricing</a></li><li><a href="https://help.lexmatter.co.uk/">Help centre</a></li><li><a href="https://status.lexmatter.co.uk/">System status</a></li></ul></div>
  <div class="footer__col"><h4>Company</h4><ul><li><a href="${B}/about">About</a></li><li><a href="${B}/partners/consultants">Implementation consultants</a></li><li><a href="${B}/privacy-policy">Privacy</a></li></ul></div>
  <div class="footer__col"><h4>Apps</h4><ul><li><a href="https://apps.apple.com/gb/app/lexmatter-timer/id1640022871">Time recording for iPhone</a></li><li><a href="https://appsource.microsoft.com/en-gb/product/office/wa200004512">Outlook add-in on Microsoft AppSource</a></li></ul>
    <div class="social-links"><a href="https://www.linkedin.com/company/lexmatter" class="social-links__link" target="_blank" rel="noopener">LinkedIn</a> <a href="https://x.com/lexmatterhq" class="social-links__link" target="_blank" rel="noopener">X</a></div></div>
</div><p class="footer__legal">© 2024 Lexmatter Ltd. Lexmatter is a registered trade mark.</p></footer></div>
    </div>
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="${B}/hubfs/hub_generated/template_assets/1/118230945300/1714983311002/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-gb';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.lexmatter.co.uk"]);
_hsq.push(["setPageId", "118230946010"]);
_hsq.push(["setContentMetadata", {"contentPageId":118230946010,"legacyPageId":"118230946010","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":118230946010,"languageCode":"en-gb"}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript">
var hsVars = {
    render_id: "6f2d8a1c-3b7e-4c9d-a0e5-1f8b2c4d6e70",
    ticks: 1715611234567,
    page_id: 118230946010,
    content_group_id: 0,
    portal_id: ${HUB},
    app_hs_base_url: "https://app-eu1.hubspot.com",
    cp_hs_base_url: "https://cp-eu1.hubspot.com",
    language: "en-gb",
    analytics_page_type: "standard-page",
    analytics_page_id: "118230946010",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>
</body></html>`;

const dnd = (id: string, inner: string) =>
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="0" data-w="12"><div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-row"><div class="row-fluid "><div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12"><div id="hs_cos_wrapper_widget_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div></div></div></div></div></div></div>`;

const card = (cat: string, logo: string, name: string, text: string, href: string, label: string) =>
  `<div class="integration-card" data-category="${cat}"><img src="${B}/hs-fs/hubfs/integrations/${logo}?width=120&amp;name=${logo}" alt="${name}" width="120" loading="lazy"><span class="integration-card__cat">${cat}</span><h3 class="integration-card__title">${name}</h3><p>${text}</p><a class="integration-card__link" href="${href}">${label}</a></div>`;

const detail = (id: string, slug: string, name: string, body: string) => ({
  html: `${head(`${name} integration | Lexmatter`, `/integrations/${slug}`, `Connect ${name} to Lexmatter practice management.`)}
${header(id)}
<div class="container-fluid body-container body-container--integration"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${dnd(`17152${id}`, `<div class="integration-detail"><p class="breadcrumb"><a href="${B}/integrations">Integrations</a> / ${name}</p>${body}</div>`)}
</div></div></div></div>
${footer}`,
});

export const site: CorpusSite = {
  domain: 'lexmatter.co.uk',
  covers:
    'UK HubSpot CMS site of a legal practice-management SaaS: an integrations marketplace where three cards open internal detail pages that then link to the vendor and the rest link out directly (one "coming soon" card and one built-in government lookup unlinked), plus implementation consultants in a table under a "Company" dropdown with one website as plain text and a .scot domain; traps are law-firm customer logos and stories, an investor, Law Society accreditation, a conference sponsorship, G2 awards, Microsoft AppSource and App Store listings.',
  sitemap: [
    `${B}/`,
    `${B}/integrations`,
    `${B}/integrations/xero`,
    `${B}/integrations/thirdfort`,
    `${B}/integrations/microsoft-365`,
    `${B}/partners/consultants`,
    `${B}/customers`,
    `${B}/about`,
  ],
  pages: {
    '/': { status: 301, redirect: `${B}/` },
    [`${B}/`]: {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '88241c7e2f9b6a13-LHR',
        'cf-cache-status': 'HIT',
        'x-hs-hub-id': HUB,
        'x-hs-content-id': '118230946010',
        'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
        'x-powered-by': 'HubSpot',
        'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
        'set-cookie':
          '__cf_bm=Qk3m8N1pR7sT2vX9zA4bC6dE0fG5hJ.1715611234-1.0.1.1-Wc8yKp2; path=/; expires=Mon, 13-May-24 15:10:34 GMT; domain=.lexmatter.co.uk; HttpOnly; Secure; SameSite=None',
      },
      html: `${head('Lexmatter | Practice management software for UK law firms', '/', 'Case management, legal accounting and time recording for small and mid-sized UK law firms.')}
${header('118230946010')}
<div class="container-fluid body-container body-container--home"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${dnd('1683721230001', `<section class="hero"><h1>Practice management built for UK law firms</h1><p>Matters, SRA-compliant legal accounting, time recording and document automation in one place. Trusted by more than 400 firms across England, Wales and Scotland.</p><a class="button" href="${B}/book-a-demo">Book a demo</a></section>`)}
${dnd('1683721230002', `<section class="logo-strip"><p>Trusted by 400+ law firms</p><ul><li><img src="${B}/hubfs/customers/harwood-lane.svg" alt="Harwood Lane Solicitors" loading="lazy"></li><li><img src="${B}/hubfs/customers/mcallister-reid.svg" alt="McAllister Reid LLP" loading="lazy"></li><li><img src="${B}/hubfs/customers/penrose-legal.svg" alt="Penrose Legal" loading="lazy"></li></ul></section>`)}
${dnd('1683721230003', `<section class="badges"><a href="https://www.g2.com/products/lexmatter/reviews" target="_blank" rel="noopener"><img src="${B}/hubfs/badges/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024" width="90"></a> <img src="${B}/hubfs/badges/law-society-lawtech-accredited.png" alt="Law Society accredited lawtech" width="120"> <a href="https://www.capterra.co.uk/software/1039221/lexmatter" target="_blank" rel="noopener">4.8/5 on Capterra</a></section>`)}
${dnd('1683721230004', `<section class="integrations-teaser"><h2>Works with Xero, Microsoft 365 and 20+ legal tools</h2><p><a href="${B}/integrations">Browse integrations</a> or <a href="${B}/partners/consultants">find a certified consultant</a> to get you live.</p></section>`)}
</div></div></div></div>
${footer}`,
    },
    [`${B}/integrations`]: {
      html: `${head('Integrations | Lexmatter', '/integrations', 'Connect Lexmatter to accounting, ID verification, searches, payments and Microsoft 365.')}
${header('118230946020')}
<div class="container-fluid body-container body-container--integrations"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${dnd('1683721240001', `<section class="page-hero"><h1>Integrations</h1><p>Lexmatter connects with the tools your fee earners and cashiers already use.</p><div class="integration-filter" role="tablist"><button class="is-active" data-filter="all">All</button><button data-filter="Accounting">Accounting</button><button data-filter="Compliance">Compliance</button><button data-filter="Payments">Payments</button><button data-filter="Productivity">Productivity</button></div></section>`)}
${dnd(
  '1683721240002',
  `<div class="integration-grid">
${card('Accounting', 'xero.png', 'Xero', 'Sync office-account postings and invoices with Xero.', `${B}/integrations/xero`, 'Learn more')}
${card('Accounting', 'quickbooks.png', 'QuickBooks Online', 'Post office-side transactions to QuickBooks Online.', 'https://quickbooks.intuit.com/uk/', 'Visit QuickBooks')}
${card('Accounting', 'sage.png', 'Sage Accounting', 'Nominal ledger export for firms on Sage.', 'https://www.sage.com/en-gb/sage-business-cloud/accounting/', 'Visit Sage')}
${card('Compliance', 'thirdfort.png', 'Thirdfort', 'ID, AML and source-of-funds checks launched from the matter.', `${B}/integrations/thirdfort`, 'Learn more')}
${card('Compliance', 'infotrack.png', 'InfoTrack', 'Order property searches and file results to the matter.', 'https://www.infotrack.co.uk/', 'Visit InfoTrack')}
${card('Compliance', 'companies-house.png', 'Companies House lookup', 'Built in: pull company details when opening a client.', `${B}/integrations#built-in`, 'Built in')}
${card('Payments', 'gocardless.png', 'GoCardless', 'Collect fixed-fee instalments by Direct Debit.', 'https://gocardless.com/en-gb/?utm_source=lexmatter&amp;utm_medium=partner-directory', 'Visit GoCardless')}
${card('Productivity', 'microsoft-365.png', 'Microsoft 365', 'File emails from Outlook and co-author documents in Word.', `${B}/integrations/microsoft-365`, 'Learn more')}
${card('Productivity', 'bighand.png', 'BigHand', 'Dictation tasks attached to matters and time entries.', 'https://www.bighand.com/en-gb/', 'Visit BigHand')}
<div class="integration-card integration-card--soon" data-category="Productivity"><img src="${B}/hs-fs/hubfs/integrations/zapier.png" alt="Zapier" width="120" loading="lazy"><span class="integration-card__cat">Productivity</span><h3 class="integration-card__title">Zapier</h3><p>Coming autumn 2024.</p></div>
</div>`,
)}
</div></div></div></div>
${footer}`,
    },
    [`${B}/integrations/xero`]: detail(
      '118230946031',
      'xero',
      'Xero',
      `<img src="${B}/hubfs/integrations/xero.png" alt="Xero logo" width="160"><h1>Lexmatter + Xero</h1><p>Keep client account in Lexmatter and your business accounts in Xero. Office-side postings, bills and invoices sync every 15 minutes.</p><ul><li>Two-way contact sync</li><li>Invoice and payment sync</li><li>Disbursement bills pushed as Xero bills</li></ul><p><a class="button" href="https://apps.xero.com/uk/app/lexmatter" target="_blank" rel="noopener">View on the Xero App Store</a> <a class="button button--ghost" href="https://www.xero.com/uk/" target="_blank" rel="noopener">Visit xero.com</a></p>`,
    ),
    [`${B}/integrations/thirdfort`]: detail(
      '118230946032',
      'thirdfort',
      'Thirdfort',
      `<img src="${B}/hubfs/integrations/thirdfort.png" alt="Thirdfort logo" width="160"><h1>Lexmatter + Thirdfort</h1><p>Start ID &amp; AML checks when you open a matter. Results and PDF reports file automatically to the client record.</p><p><a class="button" href="https://www.thirdfort.com/?utm_source=lexmatter" target="_blank" rel="noopener">Visit Thirdfort</a></p>`,
    ),
    [`${B}/integrations/microsoft-365`]: detail(
      '118230946033',
      'microsoft-365',
      'Microsoft 365',
      `<img src="${B}/hubfs/integrations/microsoft-365.png" alt="Microsoft 365 logo" width="160"><h1>Lexmatter + Microsoft 365</h1><p>File emails to matters from Outlook, save documents from Word and see matter calendars in Outlook.</p><p><a class="button" href="https://appsource.microsoft.com/en-gb/product/office/wa200004512" target="_blank" rel="noopener">Get the Outlook add-in</a> <a class="button button--ghost" href="https://www.microsoft.com/en-gb/microsoft-365/business" target="_blank" rel="noopener">About Microsoft 365</a></p>`,
    ),
    [`${B}/partners/consultants`]: {
      html: `${head('Certified implementation consultants | Lexmatter', '/partners/consultants', 'Independent consultants certified to implement Lexmatter.')}
${header('118230946040')}
<div class="container-fluid body-container body-container--consultants"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${dnd(
  '1683721250001',
  `<h1>Certified implementation consultants</h1><p>Our certified consultants help firms migrate data from legacy systems, configure accounts and train staff. They are independent businesses and set their own fees.</p>
<table class="consultants-table"><thead><tr><th>Consultant</th><th>Region</th><th>Specialism</th><th>Website</th></tr></thead><tbody>
<tr><td>Practice Path Ltd</td><td>London &amp; South East</td><td>Data migration from legacy PMS</td><td><a href="https://www.practicepath.co.uk/" target="_blank" rel="noopener">practicepath.co.uk</a></td></tr>
<tr><td>Clerkstone Consulting</td><td>North West</td><td>Legal accounting &amp; SRA Accounts Rules</td><td>clerkstone.com</td></tr>
<tr><td>Northern Lawtech Advisory</td><td>Yorkshire &amp; North East</td><td>Workflow and document automation</td><td><a href="https://nla-advisory.co.uk/lexmatter/" target="_blank" rel="noopener">nla-advisory.co.uk</a></td></tr>
<tr><td>Caledonia Legal Systems</td><td>Scotland</td><td>Scottish conveyancing &amp; LSS accounts</td><td><a href="https://caledonialegal.scot" target="_blank" rel="noopener">caledonialegal.scot</a></td></tr>
</tbody></table>
<p>Interested in becoming a certified consultant? Email <a href="mailto:partners@lexmatter.co.uk">partners@lexmatter.co.uk</a>.</p>`,
)}
</div></div></div></div>
${footer}`,
    },
    [`${B}/customers`]: {
      html: `${head('Customer stories | Lexmatter', '/customers', 'How UK law firms run on Lexmatter.')}
${header('118230946050')}
<div class="container-fluid body-container"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${dnd(
  '1683721260001',
  `<h1>Customer stories</h1>
<article class="case"><h2>Harwood Lane Solicitors cut month-end from 4 days to 1</h2><p>A 35-lawyer firm in Bristol moved its client account to Lexmatter in 2023. <a href="https://www.harwoodlane.co.uk/" target="_blank" rel="noopener">harwoodlane.co.uk</a></p></article>
<article class="case"><h2>McAllister Reid LLP: one system for Glasgow and Edinburgh</h2><p>Scottish conveyancing workflows and LSS-compliant accounts. <a href="https://mcallisterreid.com/" target="_blank" rel="noopener">Visit McAllister Reid</a></p></article>`,
)}
</div></div></div></div>
${footer}`,
    },
    [`${B}/about`]: {
      html: `${head('About | Lexmatter', '/about', 'About Lexmatter.')}
${header('118230946060')}
<div class="container-fluid body-container"><div class="row-fluid-wrapper"><div class="row-fluid"><div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${dnd(
  '1683721270001',
  `<h1>About Lexmatter</h1><p>Founded in 2019 by a former COLP and a fintech engineer, Lexmatter employs 48 people in London and Glasgow.</p>
<h2>Investors</h2><p>Our 2023 Series A was led by <a href="https://octopusventures.com/" target="_blank" rel="noopener">Octopus Ventures</a>.</p>
<h2>Recognition</h2><ul><li>Accredited under the <a href="https://www.lawsociety.org.uk/topics/research/lawtech" target="_blank" rel="noopener">Law Society</a> lawtech scheme</li><li>G2 Leader, Legal Practice Management, Spring 2024</li></ul>
<h2>Community</h2><p>Proud headline sponsor of <a href="https://www.legalgeek.co/conference/" target="_blank" rel="noopener">Legal Geek 2024</a>.</p>`,
)}
</div></div></div></div>
${footer}`,
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'cloudflare', 'cloudflare-bot-management', 'hsts', 'open-graph'],
  partners: {
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'sage.com': 'technology',
    'thirdfort.com': 'technology',
    'infotrack.co.uk': 'technology',
    'gocardless.com': 'technology',
    'microsoft.com': 'technology',
    'bighand.com': 'technology',
    'practicepath.co.uk': 'channel',
    'clerkstone.com': 'channel',
    'nla-advisory.co.uk': 'channel',
    'caledonialegal.scot': 'channel',
  },
};
