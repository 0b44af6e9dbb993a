import type { CorpusSite } from '../corpus/types.js';

const hubId = '24718833';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87b2d4e6f8a0c1e3-LOS',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': hubId,
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '128374651',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string, pageId: string, moduleCss: string) => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://kudiflow.ng/hubfs/kudiflow-favicon.png">
    <meta name="description" content="${description}">
    <link type="text/css" rel="stylesheet" href="https://kudiflow.ng/hubfs/hub_generated/template_assets/1/128370011/1712310446713/template_main.min.css">
    ${moduleCss}
    <meta name="viewport" content="width=device-width, initial-scale=1">

    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">

    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
    </style>

<link rel="stylesheet" href="https://kudiflow.ng/hubfs/hub_generated/module_assets/1/128370140/1712310447002/module_kf-header.min.css">
    <script type="application/ld+json">
{"@context":"https://schema.org","@type":"Organization","name":"Kudiflow Technologies Ltd","url":"https://kudiflow.ng","logo":"https://kudiflow.ng/hubfs/kudiflow-logo.svg","sameAs":["https://x.com/kudiflow","https://www.linkedin.com/company/kudiflow","https://www.instagram.com/kudiflow.ng/"]}
</script>

    <link rel="canonical" href="https://kudiflow.ng${path}">

<meta property="og:url" content="https://kudiflow.ng${path}">
<meta name="twitter:card" content="summary">
<meta http-equiv="content-language" content="en">

<meta name="generator" content="HubSpot"></head>
  <body>
    <div class="body-wrapper   hs-content-id-${pageId} hs-site-page page ">
      <div data-global-resource-path="kudiflow-2023/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo" style="border-width:0px;border:0px;"><img src="https://kudiflow.ng/hs-fs/hubfs/kudiflow-logo.svg?width=140&amp;height=36&amp;name=kudiflow-logo.svg" class="hs-image-widget " height="36" style="height: auto;width:140px;border-width:0px;border:0px;" width="140" alt="Kudiflow"></a></span></div>
    <nav class="header__menu" aria-label="Main menu"><span id="hs_cos_wrapper_main_menu" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_menu" style="" data-hs-cos-general-type="widget" data-hs-cos-type="menu"><div id="hs_menu_wrapper_main_menu" class="hs-menu-wrapper active-branch flyouts hs-menu-flow-horizontal" role="navigation" data-sitemap-name="default" data-menu-id="128370301" aria-label="Navigation Menu">
 <ul role="menu">
  <li class="hs-menu-item hs-menu-depth-1" role="none"><a href="https://kudiflow.ng/payments" role="menuitem">Payments</a></li>
  <li class="hs-menu-item hs-menu-depth-1" role="none"><a href="https://kudiflow.ng/business-accounts" role="menuitem">Business accounts</a></li>
  <li class="hs-menu-item hs-menu-depth-1" role="none"><a href="https://kudiflow.ng/integrations" role="menuitem">Integrations</a></li>
  <li class="hs-menu-item hs-menu-depth-1" role="none"><a href="https://kudiflow.ng/pricing" role="menuitem">Pricing</a></li>
  <li class="hs-menu-item hs-menu-depth-1" role="none"><a href="https://docs.kudiflow.ng" role="menuitem" target="_blank" rel="noopener">Developers</a></li>
 </ul>
</div></span></nav>
    <div class="header__cta"><a href="https://dashboard.kudiflow.ng/login" class="button button--ghost">Log in</a> <a href="https://dashboard.kudiflow.ng/signup" class="button">Create free account</a></div>
  </div>
</header></div>
      <main id="main-content" class="body-container-wrapper">`;

const tail = (pageId: string, contentType: string) => `
      </main>
      <div data-global-resource-path="kudiflow-2023/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div id="hs_cos_wrapper_footer_menu" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><div class="footer-cols">
      <div><h4>Company</h4><ul><li><a href="https://kudiflow.ng/about">About us</a></li><li><a href="https://apply.workable.com/kudiflow/" target="_blank" rel="noopener">Careers</a></li><li><a href="https://kudiflow.ng/partners">Partner programme</a></li><li><a href="https://kudiflow.ng/press">Press</a></li></ul></div>
      <div><h4>Support</h4><ul><li><a href="https://support.kudiflow.ng" target="_blank">Help centre</a></li><li><a href="https://status.kudiflow.ng" target="_blank">System status</a></li><li><a href="mailto:hello@kudiflow.ng">hello@kudiflow.ng</a></li><li>+234 201 330 8820</li></ul></div>
      <div><h4>Follow us</h4><ul><li><a href="https://x.com/kudiflow" target="_blank" rel="noopener">X (Twitter)</a></li><li><a href="https://www.linkedin.com/company/kudiflow" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://www.instagram.com/kudiflow.ng/" target="_blank" rel="noopener">Instagram</a></li></ul></div>
    </div></div>
    <div class="footer__legal"><span id="hs_cos_wrapper_footer_legal" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><p>Kudiflow Technologies Ltd (RC 1689240) is licensed by the Central Bank of Nigeria as a Payment Solution Service Provider. Business accounts are provided by our partner banks; deposits are insured by the NDIC up to the applicable limit.<br>© 2024 Kudiflow. 14 Adeola Odeku Street, Victoria Island, Lagos.</p></span></div>
  </div>
</footer></div>
    </div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://kudiflow.ng/hubfs/hub_generated/template_assets/1/128370012/1712310445921/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en';
</script>

<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>

<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "${contentType}"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/kudiflow.ng"]);
_hsq.push(["setPageId", "${pageId}"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": ${pageId},
    "legacyPageId": "${pageId}",
    "contentFolderId": null,
    "contentGroupId": null,
    "abTestId": null,
    "languageVariantId": ${pageId},
    "languageCode": "en",
}]);
</script>

<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${hubId}.js"></script>
<!-- End of HubSpot Analytics Code -->

<script type="text/javascript">
var hsVars = {
    render_id: "0b1f3e5d-7a9c-4e2b-8d6f-1a3c5e7b9d0f",
    ticks: 1712741820551,
    page_id: ${pageId},
    content_group_id: 0,
    portal_id: ${hubId},
    app_hs_base_url: "https://app-eu1.hubspot.com",
    cp_hs_base_url: "https://cp-eu1.hubspot.com",
    language: "en",
    analytics_page_type: "${contentType}",
    scp_content_type: "",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>

<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
  </body></html>`;

const dnd = (n: number, widgetId: string, inner: string) => `
<div class="row-fluid-wrapper row-depth-1 row-number-${n} dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="0" data-w="12">
<div class="row-fluid-wrapper row-depth-1 row-number-${n + 1} dnd-row">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_${widgetId}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div>
</div><!--end widget-span -->
</div><!--end row-->
</div><!--end row-wrapper -->
</div><!--end widget-span -->
</div><!--end row-->
</div><!--end row-wrapper -->`;

const page = (title: string, description: string, path: string, pageId: string, contentType: string, moduleCss: string, body: string) =>
  `${head(title, description, path, pageId, moduleCss)}<div class="container-fluid body-container body-container--${contentType}">${body}</div>${tail(pageId, contentType)}`;

const css = (name: string, id: string) =>
  `<link rel="stylesheet" href="https://kudiflow.ng/hubfs/hub_generated/module_assets/1/${id}/1712310447${id.slice(-3)}/module_${name}.min.css">`;

const logoCell = (name: string, href: string, img: string, caption: string) => `
  <li class="logo-grid__item"><a href="${href}" target="_blank" rel="noopener"><img src="https://kudiflow.ng/hs-fs/hubfs/integrations/${img}?width=160&amp;name=${img}" alt="${name}" width="160" loading="lazy"></a><span class="logo-grid__caption">${caption}</span></li>`;

const profile = (name: string, slug: string, city: string, tier: string, about: string, website: string, services: string[]) =>
  page(
    `${name} | Kudiflow Partner Directory`,
    `${name} is a Kudiflow ${tier} partner in ${city}.`,
    `/partners/directory/${slug}`,
    '128375599',
    'standard-page',
    css('kf-partner-profile', '128370288'),
    dnd(
      1,
      '1698770022140',
      `<div class="partner-profile">
  <nav class="hs-breadcrumb"><a href="/partners">Partners</a> › <a href="/partners/directory">Directory</a> › ${name}</nav>
  <h1>${name}</h1>
  <p class="partner-profile__meta">${city} · ${tier} partner</p>
  <div class="partner-profile__about"><p>${about}</p></div>
  <dl class="partner-profile__facts"><dt>Services</dt><dd>${services.join(', ')}</dd><dt>Website</dt><dd><a href="${website}" target="_blank" rel="noopener">${website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a></dd></dl>
  <a class="button" href="/partners/directory">← Back to directory</a>
</div>`,
    ),
  );

export const site: CorpusSite = {
  domain: 'kudiflow.ng',
  covers:
    'Nigerian payments and business-banking fintech on HubSpot CMS behind Cloudflare: partner banks in a drag-and-drop logo strip, plugins and API partners in a logo-grid module, and a HubDB partner directory whose table lists some agencies with their websites while others appear only on their dynamic profile pages (one in Ghana on .com.gh, one in Kenya on .co.ke); traps are customer logos, CBN licence, NDIC and PCI mentions, a fintech association membership, investors, press, Workable careers, social links and own dashboard/docs/support/status subdomains.',
  pages: {
    '/': {
      headers,
      html: page(
        'Kudiflow | Payments and business accounts for African businesses',
        'Accept cards, bank transfers and USSD, open business accounts and pay out to any Nigerian bank with one API.',
        '/',
        '128374651',
        'standard-page',
        css('kf-hero', '128370155') + css('kf-logo-strip', '128370171'),
        dnd(
          1,
          '1698765432101',
          `<section class="kf-hero"><h1>Get paid. Pay out. Grow.</h1><p>Kudiflow lets Nigerian businesses accept cards, bank transfers and USSD, hold money in a business account and pay suppliers in seconds — all from one dashboard or one API.</p><a class="button" href="https://dashboard.kudiflow.ng/signup">Create free account</a> <a class="button button--ghost" href="https://kudiflow.ng/contact-sales">Talk to sales</a></section>`,
        ) +
          dnd(
            3,
            '1698765432288',
            `<section class="kf-logo-strip"><h2>Trusted by 12,000+ businesses</h2><ul><li><img src="https://kudiflow.ng/hs-fs/hubfs/customers/foodbox.png" alt="FoodBox Lagos"></li><li><a href="https://www.shopnaija.com.ng" target="_blank"><img src="https://kudiflow.ng/hs-fs/hubfs/customers/shopnaija.png" alt="ShopNaija"></a></li><li><img src="https://kudiflow.ng/hs-fs/hubfs/customers/edutrack.png" alt="EduTrack Schools"></li><li><a href="https://greenfieldlogistics.ng" target="_blank"><img src="https://kudiflow.ng/hs-fs/hubfs/customers/greenfield.png" alt="Greenfield Logistics"></a></li></ul></section>`,
          ) +
          dnd(
            5,
            '1698765432412',
            `<section class="kf-banks"><h2>Our banking partners</h2><p>Kudiflow business accounts and settlements are held with licensed Nigerian commercial banks:</p><div class="kf-banks__logos"><a href="https://www.wemabank.com" target="_blank" rel="noopener"><img src="https://kudiflow.ng/hs-fs/hubfs/banks/wema.png" alt="Wema Bank"></a><a href="https://www.providusbank.com" target="_blank" rel="noopener"><img src="https://kudiflow.ng/hs-fs/hubfs/banks/providus.png" alt="Providus Bank"></a><a href="https://sterling.ng" target="_blank" rel="noopener"><img src="https://kudiflow.ng/hs-fs/hubfs/banks/sterling.png" alt="Sterling Bank"></a></div></section>`,
          ),
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations & plugins | Kudiflow',
        'Plugins for WooCommerce, Shopify and WHMCS, no-code tools, accounting and KYC partners.',
        '/integrations',
        '128374790',
        'standard-page',
        css('kf-logo-grid', '128370190'),
        dnd(
          1,
          '1698766001017',
          `<section class="page-hero"><h1>Integrations &amp; plugins</h1><p>Start accepting payments on the platform you already use, or connect Kudiflow to the tools that run your business.</p></section>`,
        ) +
          dnd(
            3,
            '1698766001244',
            `<section class="logo-grid"><h2>E-commerce plugins</h2><ul class="logo-grid__list">${logoCell('WooCommerce', 'https://woocommerce.com/products/kudiflow-payment-gateway/', 'woocommerce.png', 'Official gateway plugin')}${logoCell('Shopify', 'https://apps.shopify.com/kudiflow-payments', 'shopify.png', 'Shopify App Store')}${logoCell('WHMCS', 'https://marketplace.whmcs.com/product/7312-kudiflow', 'whmcs.png', 'For hosting companies')}</ul></section>`,
          ) +
          dnd(
            5,
            '1698766001391',
            `<section class="logo-grid"><h2>No-code &amp; accounting</h2><ul class="logo-grid__list">${logoCell('Bubble', 'https://bubble.io/plugin/kudiflow-1679402312931x1', 'bubble.png', 'Bubble plugin')}${logoCell('Zapier', 'https://zapier.com/apps/kudiflow/integrations', 'zapier.png', 'Automate payouts')}${logoCell('Zoho Books', 'https://www.zoho.com/books/', 'zoho.png', 'Reconcile settlements')}</ul></section>`,
          ) +
          dnd(
            7,
            '1698766001530',
            `<section class="rich-text"><span id="hs_cos_wrapper_widget_1698766001530_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><h2>Technology partners</h2><p>Identity checks for business onboarding are powered by our technology partners <a href="https://usesmileid.com" target="_blank" rel="noopener">Smile ID</a> and <a href="https://dojah.io" target="_blank" rel="noopener">Dojah</a>. Transaction SMS and OTPs are delivered through <a href="https://termii.com" target="_blank" rel="noopener">Termii</a>.</p><p>Card processing is certified PCI DSS Level 1. Want to build an integration? Read the <a href="https://docs.kudiflow.ng/plugins">plugin guidelines</a>.</p></span></section>`,
          ),
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partner programme | Kudiflow',
        'Agencies and developers earn revenue share by building on Kudiflow.',
        '/partners',
        '128374955',
        'standard-page',
        css('kf-tiers', '128370222'),
        dnd(
          1,
          '1698767220118',
          `<section class="page-hero"><h1>Kudiflow Partner Programme</h1><p>For agencies, developers and consultants who build payment experiences for African businesses. Earn 20% revenue share on every merchant you bring, get sandbox support and co-marketing.</p><a class="button" href="https://kudiflow.ng/partners/apply">Apply now</a> <a class="button button--ghost" href="https://kudiflow.ng/partners/directory">Find a certified partner</a></section>`,
        ) +
          dnd(
            3,
            '1698767220340',
            `<section class="kf-tiers"><div class="kf-tiers__tier"><h3>Silver</h3><p>3+ live merchants. Directory listing and partner dashboard.</p></div><div class="kf-tiers__tier"><h3>Gold</h3><p>15+ live merchants. Dedicated partner manager and featured listing with website link.</p></div></section>`,
          ),
      ),
    },
    '/partners/directory': {
      headers,
      html: page(
        'Certified partner directory | Kudiflow',
        'Find a certified Kudiflow agency or developer in Nigeria, Ghana and Kenya.',
        '/partners/directory',
        '128375411',
        'standard-page',
        css('kf-hubdb-table', '128370260'),
        dnd(
          1,
          '1698769003311',
          `<section class="directory"><h1>Certified partner directory</h1><p>All partners below have passed the Kudiflow integration certification. Gold partners are listed with their website; click any partner to see their profile.</p>
<table class="directory__table">
  <thead><tr><th>Partner</th><th>Location</th><th>Tier</th><th>Website</th></tr></thead>
  <tbody>
    <tr data-hubdb-row-id="98122340511"><td><a href="/partners/directory/bluechip-tech">Bluechip Tech</a></td><td>Lagos</td><td>Gold</td><td><a href="https://bluechiptech.com.ng" target="_blank" rel="noopener">bluechiptech.com.ng</a></td></tr>
    <tr data-hubdb-row-id="98122340512"><td><a href="/partners/directory/lagos-dev-studio">Lagos Dev Studio</a></td><td>Lagos</td><td>Gold</td><td><a href="https://www.lagosdevstudio.com/" target="_blank" rel="noopener">lagosdevstudio.com</a></td></tr>
    <tr data-hubdb-row-id="98122340513"><td><a href="/partners/directory/abuja-web-works">Abuja Web Works</a></td><td>Abuja</td><td>Gold</td><td><a href="https://abujawebworks.ng" target="_blank" rel="noopener">abujawebworks.ng</a></td></tr>
    <tr data-hubdb-row-id="98122340514"><td><a href="/partners/directory/kano-digital-hub">Kano Digital Hub</a></td><td>Kano</td><td>Silver</td><td>—</td></tr>
    <tr data-hubdb-row-id="98122340515"><td><a href="/partners/directory/port-harcourt-systems">Port Harcourt Systems</a></td><td>Port Harcourt</td><td>Silver</td><td>—</td></tr>
    <tr data-hubdb-row-id="98122340516"><td><a href="/partners/directory/accra-code-co">Accra Code Co.</a></td><td>Accra, Ghana</td><td>Gold</td><td><a href="https://accracode.com.gh" target="_blank" rel="noopener">accracode.com.gh</a></td></tr>
    <tr data-hubdb-row-id="98122340517"><td><a href="/partners/directory/nairobi-pay-consulting">Nairobi Pay Consulting</a></td><td>Nairobi, Kenya</td><td>Gold</td><td><a href="https://nairobipay.co.ke" target="_blank" rel="noopener">nairobipay.co.ke</a></td></tr>
    <tr data-hubdb-row-id="98122340518"><td><a href="/partners/directory/ife-adebayo">Ifeoluwa Adebayo (freelance)</a></td><td>Ibadan</td><td>Silver</td><td>—</td></tr>
  </tbody>
</table></section>`,
        ),
      ),
    },
    '/partners/directory/kano-digital-hub': {
      headers,
      html: profile(
        'Kano Digital Hub',
        'kano-digital-hub',
        'Kano',
        'Silver',
        'Kano Digital Hub builds online stores and school-fee payment portals for businesses across Northern Nigeria, with Kudiflow checkout and virtual accounts.',
        'https://kanodigital.com.ng/',
        ['WooCommerce setup', 'School payment portals', 'Hausa-language support'],
      ),
    },
    '/partners/directory/port-harcourt-systems': {
      headers,
      html: profile(
        'Port Harcourt Systems',
        'port-harcourt-systems',
        'Port Harcourt',
        'Silver',
        'Custom software house serving oil-service and logistics firms. Integrates Kudiflow payouts with ERP and payroll systems.',
        'https://www.phsystems.ng',
        ['Custom API integration', 'Payouts automation', 'ERP connectors'],
      ),
    },
    '/about': {
      headers,
      html: page(
        'About us | Kudiflow',
        'Kudiflow was founded in Lagos in 2020 to make money move as fast as business.',
        '/about',
        '128375020',
        'standard-page',
        css('kf-rich', '128370233'),
        dnd(
          1,
          '1698768110045',
          `<section class="rich-text"><span id="hs_cos_wrapper_widget_1698768110045_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><h1>About Kudiflow</h1><p>Founded in Lagos in 2020, Kudiflow now processes over ₦40 billion a month for 12,000 businesses. We are licensed by the <a href="https://www.cbn.gov.ng" target="_blank" rel="noopener">Central Bank of Nigeria</a> and compliant with the Nigeria Data Protection Act.</p><h2>Investors</h2><p>We are backed by <a href="https://venturesplatform.com" target="_blank" rel="noopener">Ventures Platform</a>, <a href="https://www.ycombinator.com" target="_blank" rel="noopener">Y Combinator</a> and angel investors from across the continent.</p><h2>Memberships</h2><p>Member of the <a href="https://fintechng.org" target="_blank" rel="noopener">Fintech Association of Nigeria</a>.</p><h2>Press</h2><ul><li><a href="https://techcabal.com/2024/01/18/kudiflow-series-a/" target="_blank" rel="noopener">TechCabal: Kudiflow raises $9m Series A</a></li><li><a href="https://techpoint.africa/2023/09/04/kudiflow-business-accounts/" target="_blank" rel="noopener">Techpoint Africa: Kudiflow launches business accounts</a></li></ul></span></section>`,
        ),
      ),
    },
  },
  sitemap: [
    '/',
    '/integrations',
    '/partners',
    '/partners/directory',
    '/partners/directory/kano-digital-hub',
    '/partners/directory/port-harcourt-systems',
    '/about',
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'cloudflare'],
  partners: {
    'wemabank.com': 'generic',
    'providusbank.com': 'generic',
    'sterling.ng': 'generic',
    'woocommerce.com': 'technology',
    'shopify.com': 'technology',
    'whmcs.com': 'technology',
    'bubble.io': 'technology',
    'zapier.com': 'technology',
    'zoho.com': 'technology',
    'usesmileid.com': 'technology',
    'dojah.io': 'technology',
    'termii.com': 'technology',
    'bluechiptech.com.ng': 'channel',
    'lagosdevstudio.com': 'channel',
    'abujawebworks.ng': 'channel',
    'kanodigital.com.ng': 'channel',
    'phsystems.ng': 'channel',
    'accracode.com.gh': 'channel',
    'nairobipay.co.ke': 'channel',
  },
};
