import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string) => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.ostralabs.com/hubfs/Ostra_2024/favicon-32.png">
    <meta name="description" content="${description}">
    <link type="text/css" rel="stylesheet" href="https://www.ostralabs.com/hubfs/hub_generated/template_assets/1/158822093412/1738014471843/template_main.min.css">
    <link type="text/css" rel="stylesheet" href="https://www.ostralabs.com/hubfs/hub_generated/module_assets/1/158822094107/1738014474021/module_header.min.css">
    <link rel="preload" as="style" href="https://fonts.googleapis.com/css2?family=Manrope:wght@400;600;800&amp;display=swap" onload="this.rel='stylesheet'">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}
    </style>
    <!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5QZ8W3N');</script>
<!-- End Google Tag Manager -->
    <link rel="canonical" href="https://www.ostralabs.com${path}">
<meta property="og:url" content="https://www.ostralabs.com${path}">
<meta name="twitter:card" content="summary_large_image">
<meta http-equiv="content-language" content="en">
    <meta name="generator" content="HubSpot"></head>`;

const header = `<div data-global-resource-path="Ostra_2024/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/?hsLang=en" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="https://www.ostralabs.com/hs-fs/hubfs/Ostra_2024/ostra-labs-logo.png?width=180&amp;height=40&amp;name=ostra-labs-logo.png" class="hs-image-widget" height="40" style="height: auto;width:180px;border-width:0px;border:0px;" width="180" alt="Ostra Labs" title="Ostra Labs"></a></span></span></div>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite"><a class="menu__link menu__link--toggle" href="/products?hsLang=en" aria-haspopup="true" aria-expanded="false">Products</a>
          <ul class="menu__submenu menu__submenu--level-2 no-list">
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/products/ostra-bar-60?hsLang=en">Ostra Bar 60</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/products/ceiling-array?hsLang=en">Ceiling Array</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/products/tap-controller?hsLang=en">Tap Controller</a></li>
          </ul></li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="/solutions?hsLang=en">Solutions</a></li>
        <li class="menu__item menu__item--depth-1 menu__item--has-submenu"><a class="menu__link menu__link--toggle" href="/partners?hsLang=en" aria-haspopup="true" aria-expanded="false">Partners</a>
          <ul class="menu__submenu menu__submenu--level-2 no-list">
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/partners?hsLang=en">Ostra Partner Network</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/partners/technology-alliances?hsLang=en">Technology alliances</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://partners.ostralabs.com/login">Partner portal login</a></li>
          </ul></li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="/customers?hsLang=en">Customers</a></li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://support.ostralabs.com/hc/en-us">Support</a></li>
      </ul>
    </nav>
    <div class="header__button"><a class="button" href="/where-to-buy?hsLang=en">Where to buy</a></div>
  </div>
</header></div>`;

const footer = `<div data-global-resource-path="Ostra_2024/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__columns">
      <div class="footer__col"><p class="footer__title">Company</p><ul class="no-list"><li><a href="/about?hsLang=en">About</a></li><li><a href="/newsroom?hsLang=en">Newsroom</a></li><li><a href="https://boards.greenhouse.io/ostralabs" target="_blank" rel="noopener">Careers</a></li><li><a href="/contact?hsLang=en">Contact sales</a></li></ul></div>
      <div class="footer__col"><p class="footer__title">Buy</p><ul class="no-list"><li><a href="/where-to-buy?hsLang=en">Find a certified integrator</a></li><li><a href="/where-to-buy/canada?hsLang=en">Canada</a></li><li><a href="https://store.ostralabs.com/">Ostra Store (US only)</a></li><li><a href="/partners?hsLang=en">Partner Network</a></li></ul></div>
      <div class="footer__col"><p class="footer__title">Support</p><ul class="no-list"><li><a href="https://support.ostralabs.com/hc/en-us">Help Center</a></li><li><a href="https://support.ostralabs.com/hc/en-us/sections/firmware">Firmware</a></li><li><a href="/warranty?hsLang=en">Warranty</a></li><li><a href="/trust?hsLang=en">Trust &amp; security</a></li></ul></div>
      <div class="footer__col"><p class="footer__title">Ostra Labs, Inc.</p><p>2111 E 7th St, Suite 300<br>Austin, TX 78702</p><p><a href="tel:+15125550148">+1 (512) 555-0148</a></p><div class="footer__social"><a href="https://www.linkedin.com/company/ostra-labs" aria-label="LinkedIn"><svg width="20" height="20" aria-hidden="true"><use href="#icon-linkedin"></use></svg></a><a href="https://www.youtube.com/@ostralabs" aria-label="YouTube"><svg width="20" height="20" aria-hidden="true"><use href="#icon-youtube"></use></svg></a><a href="https://www.instagram.com/ostralabs" aria-label="Instagram"><svg width="20" height="20" aria-hidden="true"><use href="#icon-instagram"></use></svg></a></div></div>
    </div>
    <div class="footer__bottom"><p>&copy; 2025 Ostra Labs, Inc. Microsoft, Teams, Zoom and other marks are trademarks of their respective owners.</p><ul class="no-list footer__legal"><li><a href="/legal/privacy?hsLang=en">Privacy</a></li><li><a href="/legal/terms-of-sale?hsLang=en">Terms of sale</a></li><li><a href="#" id="hs_show_banner_button" onclick="var _hsp = window._hsp = window._hsp || []; _hsp.push(['showBanner']);">Cookie settings</a></li></ul></div>
  </div>
</footer></div>`;

const tail = (pageId: string) => `<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.ostralabs.com/hubfs/hub_generated/template_assets/1/158822093419/1738014470266/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.ostralabs.com"]);
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
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/2398711.js"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript">
var hsVars = {
    render_id: "7c0d61e4-3f0a-4a51-9a6e-2b1f8e0d4c11",
    ticks: 1741102219873,
    page_id: ${pageId},
    content_group_id: 0,
    portal_id: 2398711,
    app_hs_base_url: "https://app.hubspot.com",
    cp_hs_base_url: "https://cp.hubspot.com",
    language: "en",
    analytics_page_type: "page",
    scp_content_type: "",
    analytics_page_id: "${pageId}",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>
<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.393/js/index.js"></script>
<script src="https://fast.wistia.com/assets/external/E-v1.js" async></script>`;

const page = (title: string, description: string, path: string, pageId: string, body: string) =>
  `${head(title, description, path)}<body><!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5QZ8W3N" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) --><div class="body-wrapper   hs-content-id-${pageId} hs-site-page page "><div data-global-resource-path="Ostra_2024/templates/partials/header.html">${header}</div><main id="main-content" class="body-container-wrapper"><div class="container-fluid body-container body-container--home"><div class="row-fluid-wrapper"><div class="row-fluid">${body}</div></div></div></main>${footer}</div>${tail(pageId)}</body></html>`;

const home = page(
  'Ostra Labs | Meeting room audio and video that just works',
  'Ostra Labs builds video bars, ceiling microphone arrays and room controllers certified for Microsoft Teams Rooms and Zoom Rooms.',
  '/',
  '1028374650',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column" data-widget-type="cell" data-x="0" data-w="12">
<div class="hero"><span id="hs_cos_wrapper_widget_1712334455667" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><h1>Every seat is the best seat.</h1><p>Ostra video bars and ceiling arrays give remote participants the same view and sound as the people in the room. Certified for Microsoft Teams Rooms, Zoom Rooms and Google Meet.</p><a class="button" href="/where-to-buy?hsLang=en">Find a certified integrator</a> <a class="button button--secondary" href="/products/ostra-bar-60?hsLang=en">Meet the Ostra Bar 60</a>
<div class="wistia_responsive_padding" style="padding:56.25% 0 0 0;position:relative;"><div class="wistia_responsive_wrapper" style="height:100%;left:0;position:absolute;top:0;width:100%;"><div class="wistia_embed wistia_async_k2v9x0p4qa videoFoam=true" style="height:100%;position:relative;width:100%">&nbsp;</div></div></div></span></div>
<div class="logo-strip"><span id="hs_cos_wrapper_widget_1712334455901" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><p class="logo-strip__title">Installed in 18,000 rooms at</p><ul class="logo-strip__list no-list"><li><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/customers/dell-medical.png?width=140&amp;name=dell-medical.png" alt="Dell Medical School" width="140" loading="lazy"></li><li><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/customers/hcsc.png?width=140&amp;name=hcsc.png" alt="Health Care Service Corporation" width="140" loading="lazy"></li><li><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/customers/ut-system.png?width=140&amp;name=ut-system.png" alt="The University of Texas System" width="140" loading="lazy"></li><li><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/customers/redfin-law.png?width=140&amp;name=redfin-law.png" alt="Redfin &amp; Hale LLP" width="140" loading="lazy"></li></ul></span></div>
<div class="platforms"><span id="hs_cos_wrapper_widget_1712334456012" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><h2>Certified for the platform you already use</h2><div class="platforms__grid"><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/platforms/teams-rooms.svg" alt="Certified for Microsoft Teams Rooms" loading="lazy"><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/platforms/zoom-rooms.svg" alt="Zoom Rooms certified" loading="lazy"><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/platforms/google-meet.svg" alt="Google Meet hardware" loading="lazy"></div><a href="/partners/technology-alliances?hsLang=en">See all technology alliances</a></span></div>
<div class="press"><span id="hs_cos_wrapper_widget_1712334456333" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><p class="press__title">In the news</p><ul class="no-list press__list"><li><a href="https://www.avnetwork.com/news/ostra-labs-ceiling-array-review" target="_blank" rel="noopener">AV Network: &ldquo;The ceiling array that made us rethink table mics&rdquo;</a></li><li><a href="https://www.commercialintegrator.com/article/ostra-labs-best-of-show-infocomm-2024" target="_blank" rel="noopener">Commercial Integrator: Best of Show, InfoComm 2024</a></li></ul><p>Meet us at <a href="https://www.infocommshow.org/" target="_blank" rel="noopener">InfoComm 2025</a>, booth C4210, Orlando, June 11&ndash;13. Ostra Labs is a proud member of <a href="https://www.avixa.org/" target="_blank" rel="noopener">AVIXA</a>.</p></span></div>
</div></div></div>`,
);

const partnersOverview = page(
  'Ostra Partner Network | Ostra Labs',
  'The Ostra Partner Network brings together distributors, certified integrators and technology alliance partners.',
  '/partners',
  '1028374712',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column">
<span id="hs_cos_wrapper_widget_1712400000001" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="page-hero"><h1>Ostra Partner Network</h1><p>We sell exclusively through the channel. Our partners design, install and support Ostra rooms for organisations across North America.</p></div></span>
<span id="hs_cos_wrapper_widget_1712400000002" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="three-up">
<div class="three-up__item"><h2>Certified integrators</h2><p>AV integrators who have completed Ostra Design &amp; Install certification. They scope, install and commission rooms.</p><a href="/where-to-buy?hsLang=en">Find an integrator near you</a></div>
<div class="three-up__item"><h2>Authorized distributors</h2><p>Ostra products are stocked by four authorized distributors in the US and Canada. Resellers should open an account with one of them.</p><a href="/where-to-buy?hsLang=en#distributors">See distributors</a></div>
<div class="three-up__item"><h2>Technology alliances</h2><p>Platform and control-system partners we co-engineer with, so Ostra rooms work on day one.</p><a href="/partners/technology-alliances?hsLang=en">Explore alliances</a></div>
</div></span>
<span id="hs_cos_wrapper_widget_1712400000003" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="form-block"><h2>Become an Ostra partner</h2><p>Tell us about your business and a channel manager will be in touch within two business days.</p><div class="hbspt-form" id="hbspt-form-partner-apply"></div><script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script><script>hbspt.forms.create({region: "na1", portalId: "2398711", formId: "5f0c9e3a-8b1d-4f62-9c7e-1a2b3c4d5e6f"});</script></div></span>
</div></div></div>`,
);

const alliance = (name: string, logo: string, category: string, text: string, href: string) =>
  `<div class="alliance-card"><div class="alliance-card__logo"><img src="https://www.ostralabs.com/hs-fs/hubfs/Logos/alliances/${logo}" alt="${name}" loading="lazy" width="160"></div><div class="alliance-card__body"><span class="alliance-card__tag">${category}</span><h3>${name}</h3><p>${text}</p><a class="alliance-card__link" href="${href}" target="_blank" rel="noopener">Learn more</a></div></div>`;

const technologyAlliances = page(
  'Technology alliances | Ostra Labs',
  'Ostra Labs co-engineers with meeting platforms and control-system vendors.',
  '/partners/technology-alliances',
  '1028374799',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column">
<span id="hs_cos_wrapper_widget_1712400000101" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="page-hero"><p class="eyebrow">Ostra Partner Network</p><h1>Technology alliances</h1><p>Our alliance partners give us early access to platform releases and joint engineering support, so every Ostra device is certified before it ships.</p></div></span>
<span id="hs_cos_wrapper_widget_1712400000102" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><h2 class="section-title">Meeting platforms</h2><div class="alliance-grid">
${alliance('Microsoft Teams Rooms', 'microsoft-teams.svg', 'Platform', 'Ostra Bar 60 and Tap Controller are certified for Microsoft Teams Rooms on Windows and Android.', 'https://www.microsoft.com/en-us/microsoft-teams/across-devices/devices/category/teams-rooms/17')}
${alliance('Zoom Rooms', 'zoom.svg', 'Platform', 'Zoom Rooms certified video bar with Zoom Device Management support.', 'https://www.zoom.us/en/products/collaboration-tools/zoom-rooms/')}
${alliance('Google Meet', 'google-meet.svg', 'Platform', 'Series One compatible peripherals for Google Meet hardware kits.', 'https://workspace.google.com/products/meet-hardware/')}
${alliance('Cisco Webex', 'webex.svg', 'Platform', 'Works with Webex Rooms via USB and the Webex Device Connector.', 'https://www.webex.com/us/en/devices.html')}
</div></span>
<span id="hs_cos_wrapper_widget_1712400000103" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><h2 class="section-title">Control &amp; room systems</h2><div class="alliance-grid">
${alliance('Crestron', 'crestron.svg', 'Control', 'Certified Crestron Home and Crestron Flex drivers for Ostra ceiling arrays.', 'https://www.crestron.com/Products/Featured-Solutions/Crestron-Connected')}
${alliance('Q-SYS', 'qsys.svg', 'Audio DSP', 'Q-SYS Certified plugin for the Ostra Ceiling Array, with automatic beam steering control.', 'https://www.qsys.com/alliances-partnerships/technology-partner-program/')}
${alliance('Extron', 'extron.svg', 'Control', 'Extron Global Configurator drivers available from the Extron website.', 'https://www.extron.com/product/software/gcpro')}
${alliance('Appspace', 'appspace.svg', 'Workplace', 'Room occupancy from Ostra cameras feeds Appspace space-booking and analytics.', 'https://www.appspace.com/integrations/')}
</div></span>
<span id="hs_cos_wrapper_widget_1712400000104" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="callout"><p>Building a room product? Email <a href="mailto:alliances@ostralabs.com">alliances@ostralabs.com</a>.</p></div></span>
</div></div></div>`,
);

const integrator = (name: string, city: string, address: string, phone: string, site: string, certified: string) =>
  `<li class="dealer"><h4 class="dealer__name">${name}</h4><p class="dealer__meta"><span class="dealer__badge">${certified}</span> &middot; ${city}</p><p class="dealer__address">${address}<br><a href="tel:${phone.replace(/[^0-9+]/g, '')}">${phone}</a></p>${site ? `<p><a class="dealer__web" href="/go?dest=${encodeURIComponent(site)}&amp;src=where-to-buy" target="_blank" rel="noopener nofollow">Visit website</a></p>` : ''}</li>`;

const dealerJson = JSON.stringify([
  { id: 1, name: 'Brightline AV Integrators', region: 'West', lat: 37.7793, lng: -122.4193, website: 'https://www.brightlineav.com/' },
  { id: 2, name: 'Redwood Collaboration Group', region: 'West', lat: 45.5231, lng: -122.6765, website: 'https://redwoodcollab.com' },
  { id: 3, name: 'Summit Conference Systems', region: 'Central', lat: 39.7392, lng: -104.9903, website: 'https://www.summitconf.com' },
  { id: 4, name: 'Lakeshore Technical Services', region: 'Central', lat: 41.8781, lng: -87.6298, website: 'https://lakeshoretech.net/' },
  { id: 5, name: 'Pinecrest Integration', region: 'East', lat: 35.7796, lng: -78.6382, website: 'https://www.pinecrestintegration.com' },
  { id: 6, name: 'Harborview AV', region: 'East', lat: 42.3601, lng: -71.0589, website: 'https://harborviewav.com' },
  { id: 7, name: 'Coastline Media Systems', region: 'East', lat: 25.7617, lng: -80.1918, website: '' },
]);

const whereToBuy = page(
  'Where to buy | Ostra Labs',
  'Buy Ostra Labs products from a certified integrator or authorized distributor in the United States and Canada.',
  '/where-to-buy',
  '1028374801',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column">
<span id="hs_cos_wrapper_widget_1712400000201" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="page-hero"><h1>Where to buy</h1><p>Ostra rooms are designed and installed by certified integrators. Choose your region, or <a href="/where-to-buy/canada?hsLang=en">view Canadian partners</a>.</p></div></span>
<span id="hs_cos_wrapper_widget_1712400000202" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="dealer-locator"><div id="dealer-map" class="dealer-locator__map" data-source="hubdb" data-table="6012347"></div><script type="application/json" id="dealer-data">${dealerJson}</script>
<div class="accordion" data-accordion>
<div class="accordion__item is-open"><button class="accordion__toggle" aria-expanded="true">West &ndash; CA, OR, WA, NV, AZ</button><div class="accordion__panel"><ul class="dealer-list no-list">
${integrator('Brightline AV Integrators', 'San Francisco, CA', '450 Townsend St, Suite 210<br>San Francisco, CA 94107', '(415) 555-0192', 'https://www.brightlineav.com/', 'Ostra Elite Integrator')}
${integrator('Redwood Collaboration Group', 'Portland, OR', '1120 NW Couch St<br>Portland, OR 97209', '(503) 555-0110', 'https://redwoodcollab.com', 'Ostra Certified Integrator')}
</ul></div></div>
<div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">Central &ndash; TX, CO, IL, MN, MO</button><div class="accordion__panel" hidden><ul class="dealer-list no-list">
${integrator('Summit Conference Systems', 'Denver, CO', '1700 Lincoln St, Floor 17<br>Denver, CO 80203', '(720) 555-0163', 'https://www.summitconf.com', 'Ostra Elite Integrator')}
${integrator('Lakeshore Technical Services', 'Chicago, IL', '222 W Merchandise Mart Plaza<br>Chicago, IL 60654', '(312) 555-0178', 'https://lakeshoretech.net/', 'Ostra Certified Integrator')}
</ul></div></div>
<div class="accordion__item"><button class="accordion__toggle" aria-expanded="false">East &ndash; NY, MA, NC, GA, FL</button><div class="accordion__panel" hidden><ul class="dealer-list no-list">
${integrator('Pinecrest Integration', 'Raleigh, NC', '421 Fayetteville St<br>Raleigh, NC 27601', '(919) 555-0135', 'https://www.pinecrestintegration.com', 'Ostra Certified Integrator')}
${integrator('Harborview AV', 'Boston, MA', '1 Marina Park Dr<br>Boston, MA 02210', '(617) 555-0144', 'https://harborviewav.com', 'Ostra Certified Integrator')}
${integrator('Coastline Media Systems', 'Miami, FL', '80 SW 8th St<br>Miami, FL 33130', '(305) 555-0101', '', 'Ostra Certified Integrator')}
</ul></div></div>
</div></div></span>
<span id="hs_cos_wrapper_widget_1712400000203" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><h2 id="distributors">Authorized distributors</h2><p>Resellers: open an account with one of our authorized distributors to purchase Ostra products at partner pricing.</p><table class="distributor-table"><thead><tr><th>Distributor</th><th>Coverage</th><th>Website</th></tr></thead><tbody>
<tr><td>TD SYNNEX</td><td>United States, Canada</td><td><a href="https://www.tdsynnex.com/na/us/" target="_blank" rel="noopener">tdsynnex.com</a></td></tr>
<tr><td>Ingram Micro</td><td>United States</td><td><a href="https://usa.ingrammicro.com/cep/app/vendor/ostra-labs" target="_blank" rel="noopener">ingrammicro.com</a></td></tr>
<tr><td>Exertis Almo</td><td>United States</td><td><a href="https://www.exertisalmo.com/" target="_blank" rel="noopener">exertisalmo.com</a></td></tr>
<tr><td>D&amp;H Distributing</td><td>United States, Canada</td><td><a href="https://www.dandh.com/" target="_blank" rel="noopener">dandh.com</a></td></tr>
</tbody></table><p class="small">Looking for a single unit for a home office? Ostra Bar 60 is also sold on <a href="https://www.amazon.com/stores/OstraLabs/page/6A1B2C3D" target="_blank" rel="noopener">Amazon</a> and at the <a href="https://store.ostralabs.com/">Ostra Store</a>.</p></span>
</div></div></div>`,
);

const canada = page(
  'Where to buy in Canada | Ostra Labs',
  'Certified Ostra integrators in Canada.',
  '/where-to-buy/canada',
  '1028374802',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column">
<span id="hs_cos_wrapper_widget_1712400000301" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="page-hero"><p class="eyebrow"><a href="/where-to-buy?hsLang=en">Where to buy</a> / Canada</p><h1>Certified integrators in Canada</h1></div><ul class="dealer-list no-list">
${integrator('Northfield AV', 'Toronto, ON', '355 Adelaide St W, Suite 400<br>Toronto, ON M5V 1S2', '(416) 555-0177', 'https://www.northfieldav.ca/', 'Ostra Elite Integrator')}
${integrator('Avanti Systems', 'Ottawa, ON', '100 Queen St, Suite 1050<br>Ottawa, ON K1P 1J9', '(613) 555-0129', 'https://avantisystems.ca', 'Ostra Certified Integrator')}
${integrator('Pacific Boardroom Solutions', 'Vancouver, BC', '1055 W Hastings St<br>Vancouver, BC V6E 2E9', '(604) 555-0186', 'https://www.pacificboardroom.com/en/', 'Ostra Certified Integrator')}
</ul><p>Canadian resellers can buy through TD SYNNEX Canada or D&amp;H Canada.</p></span>
</div></div></div>`,
);

const customers = page(
  'Customer stories | Ostra Labs',
  'How universities, hospitals and law firms standardised on Ostra rooms.',
  '/customers',
  '1028374833',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column">
<span id="hs_cos_wrapper_widget_1712400000401" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="page-hero"><h1>Customer stories</h1></div><div class="story-grid">
<article class="story"><img src="https://www.ostralabs.com/hs-fs/hubfs/Stories/ut-system-classroom.jpg?width=600&amp;name=ut-system-classroom.jpg" alt="Lecture room with Ostra ceiling array" loading="lazy"><h2>The University of Texas System: 1,100 hybrid classrooms in one summer</h2><p>Installed by Summit Conference Systems and managed centrally from Ostra Cloud.</p><a href="/customers/ut-system?hsLang=en">Read the story</a></article>
<article class="story"><img src="https://www.ostralabs.com/hs-fs/hubfs/Stories/redfin-hale.jpg?width=600&amp;name=redfin-hale.jpg" alt="Law firm boardroom" loading="lazy"><h2>Redfin &amp; Hale LLP: boardroom audio that clients notice</h2><p>&ldquo;Depositions over Zoom finally sound like we&rsquo;re in the same room.&rdquo;</p><a href="https://www.redfinhale.com/news/new-offices" target="_blank" rel="noopener">Redfin &amp; Hale&rsquo;s new offices</a></article>
<article class="story"><img src="https://www.ostralabs.com/hs-fs/hubfs/Stories/hcsc.jpg?width=600&amp;name=hcsc.jpg" alt="Open-plan huddle space" loading="lazy"><h2>Health Care Service Corporation rolls out 400 huddle rooms</h2><a href="/customers/hcsc?hsLang=en">Read the story</a></article>
</div></span>
</div></div></div>`,
);

const seriesB = page(
  'Ostra Labs raises $38M Series B | Ostra Labs',
  'Ostra Labs raises $38 million Series B led by Lumen Peak Capital.',
  '/newsroom/ostra-labs-series-b',
  '1028374901',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column">
<span id="hs_cos_wrapper_post_body" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_rich_text"><article class="press-release"><p class="dateline">AUSTIN, Texas &ndash; January 14, 2025</p><h1>Ostra Labs raises $38M Series B to bring ceiling audio to every meeting room</h1><p>Ostra Labs today announced a $38 million Series B round led by <a href="https://www.lumenpeak.vc/" target="_blank" rel="noopener">Lumen Peak Capital</a>, with participation from existing investors <a href="https://www.foundrygroup.com/" target="_blank" rel="noopener">Foundry</a> and <a href="https://www.santeventures.com/" target="_blank" rel="noopener">S3 Ventures</a>. The company will use the funds to expand manufacturing in Monterrey and grow its channel team.</p><p>&ldquo;Integrators told us they wanted fewer boxes in the ceiling,&rdquo; said CEO Dana Whitfield.</p><h2>About Ostra Labs</h2><p>Ostra Labs designs meeting room audio and video hardware in Austin, Texas. Learn more at ostralabs.com.</p><h2>Media contact</h2><p>Jordan Lee, Bright Signal PR &ndash; <a href="mailto:ostra@brightsignalpr.com">ostra@brightsignalpr.com</a></p></article></span>
</div></div></div>`,
);

export const site: CorpusSite = {
  domain: 'ostralabs.com',
  covers:
    'US meeting-room AV hardware maker on HubSpot CMS: technology alliances as logo cards with Learn-more links, certified integrators in region accordions with addresses behind an own-domain /go?dest= redirect plus HubDB JSON map data, a distributor table, a Canadian sub-page, one integrator without website and an Amazon storefront in small print; traps are customer logos, press, trade-show and AVIXA membership, investors and a PR agency email in a press release.',
  pages: {
    '/': {
      status: 301,
      redirect: 'https://www.ostralabs.com/',
    },
    'https://www.ostralabs.com/': {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '91a4f0e2bc3d2c7a-DFW',
        'cf-cache-status': 'HIT',
        'x-hs-hub-id': '2398711',
        'x-hs-content-id': '1028374650',
        'x-hs-cache-config': 'BrowserNoCache-EdgeMaxAge60',
        'x-hs-prerendered': 'Tue, 04 Mar 2025 15:30:19 GMT',
        'x-powered-by': 'HubSpot',
        'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
        'set-cookie':
          '__cf_bm=Qz3x0Yp9mK2rL8vN4tB6wE1cF7gH5jD0sA2uI9oP3kM-1741102219-1.0.1.1-7Hq; path=/; expires=Tue, 04-Mar-25 16:00:19 GMT; domain=.ostralabs.com; HttpOnly; Secure; SameSite=None',
      },
      html: home,
    },
    'https://www.ostralabs.com/partners': { html: partnersOverview },
    'https://www.ostralabs.com/partners/technology-alliances': { html: technologyAlliances },
    'https://www.ostralabs.com/where-to-buy': { html: whereToBuy },
    'https://www.ostralabs.com/where-to-buy/canada': { html: canada },
    'https://www.ostralabs.com/customers': { html: customers },
    'https://www.ostralabs.com/newsroom/ostra-labs-series-b': { html: seriesB },
  },
  sitemap: [
    'https://www.ostralabs.com/',
    'https://www.ostralabs.com/partners',
    'https://www.ostralabs.com/partners/technology-alliances',
    'https://www.ostralabs.com/where-to-buy',
    'https://www.ostralabs.com/where-to-buy/canada',
    'https://www.ostralabs.com/customers',
    'https://www.ostralabs.com/newsroom/ostra-labs-series-b',
  ],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'jquery',
    'cloudflare',
    'cloudflare-bot-management',
    'hsts',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'wistia',
  ],
  partners: {
    'microsoft.com': 'technology',
    'zoom.us': 'technology',
    'google.com': 'technology',
    'webex.com': 'technology',
    'crestron.com': 'technology',
    'qsys.com': 'technology',
    'extron.com': 'technology',
    'appspace.com': 'technology',
    'brightlineav.com': 'channel',
    'redwoodcollab.com': 'channel',
    'summitconf.com': 'channel',
    'lakeshoretech.net': 'channel',
    'pinecrestintegration.com': 'channel',
    'harborviewav.com': 'channel',
    'northfieldav.ca': 'channel',
    'avantisystems.ca': 'channel',
    'pacificboardroom.com': 'channel',
    'tdsynnex.com': 'channel',
    'ingrammicro.com': 'channel',
    'exertisalmo.com': 'channel',
    'dandh.com': 'channel',
    'amazon.com': 'channel',
  },
};
