import type { CorpusSite } from '../corpus/types.js';

const hub = '4920113';

const headers = {
  server: 'cloudflare',
  'cf-ray': '88b31f0a2c4d5e6f-DUB',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': hub,
  'x-powered-by': 'HubSpot',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

const head = (title: string, path: string, desc: string, pageId: string) => `<!doctype html><html lang="en-ie"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.kilbrack.ie/hubfs/kilbrack-favicon.png">
    <meta name="description" content="${desc}">
    
    
    
    
    
    <meta name="viewport" content="width=device-width, initial-scale=1">

    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${desc}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${desc}">
    <meta name="twitter:title" content="${title}">

    

    
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}
</style>

<link rel="stylesheet" href="https://www.kilbrack.ie/hubfs/hub_generated/template_assets/1/81230455120/1713790012345/template_main.min.css">
<link rel="stylesheet" href="https://www.kilbrack.ie/hubfs/hub_generated/module_assets/1/81230455987/1713790011111/module_dealer-grid.min.css">
    

    
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-T4J8ZR2');</script>
<!-- End Google Tag Manager -->
<link rel="canonical" href="https://www.kilbrack.ie${path}">

<meta property="og:url" content="https://www.kilbrack.ie${path}">
<meta name="twitter:card" content="summary">
<meta http-equiv="content-language" content="en-ie">
<link rel="alternate" hreflang="en-gb" href="https://www.kilbrack.co.uk${path}">





  <meta name="generator" content="HubSpot"></head>
  <body class="   hs-content-id-${pageId} hs-site-page page ">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-T4J8ZR2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
    <div class="body-wrapper">
      <div data-global-resource-path="kilbrack-theme/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo">
      <span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="https://www.kilbrack.ie/hs-fs/hubfs/kilbrack-logo.png?width=200&amp;height=58&amp;name=kilbrack-logo.png" class="hs-image-widget " height="58" style="height: auto;width:200px;border-width:0px;border:0px;" width="200" alt="Kilbrack Engineering" title="Kilbrack Engineering"></a></span></span>
    </div>
    <nav class="header__menu" aria-label="Main menu">
      <span id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
        <ul class="menu__wrapper no-list">
          <li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.kilbrack.ie/machinery">Machinery</a>
            <ul class="menu__submenu menu__submenu--level-2 no-list">
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.kilbrack.ie/machinery/slurry-tankers">Slurry tankers</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.kilbrack.ie/machinery/dribble-bars">Trailing shoe &amp; dribble bars</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.kilbrack.ie/machinery/diet-feeders">Diet feeders</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.kilbrack.ie/precision-farming">Precision farming</a></li>
            </ul>
          </li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.kilbrack.ie/dealers">Find a dealer</a></li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.kilbrack.ie/international">International</a></li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.kilbrack.ie/about">About</a></li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.kilbrack.ie/news">News</a></li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.kilbrack.ie/contact">Contact</a></li>
        </ul>
      </span>
    </nav>
  </div>
</header></div>
      <main id="main-content" class="body-container-wrapper">`;

const foot = (path: string, pageId: string) => `      </main>
      <div data-global-resource-path="kilbrack-theme/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <p><strong>Kilbrack Engineering Ltd.</strong><br>Kilbrack, Doneraile<br>Co. Cork, P51 X2K8<br>+353 22 24 610</p>
      <p>Member of the <a href="https://www.ftmta.ie/" target="_blank" rel="noopener">FTMTA</a>. Supported by <a href="https://www.enterprise-ireland.com/en/" target="_blank" rel="noopener">Enterprise Ireland</a>.</p>
    </div>
    <div class="footer__col">
      <ul class="no-list">
        <li><a href="https://dealers.kilbrack.ie/login">Dealer portal</a></li>
        <li><a href="https://www.kilbrack.ie/finance">Finance</a></li>
        <li><a href="https://www.kilbrack.ie/careers">Careers</a></li>
        <li><a href="https://www.kilbrack.ie/privacy-policy">Privacy policy</a></li>
      </ul>
    </div>
    <div class="footer__col footer__social">
      <a href="https://www.facebook.com/kilbrackengineering" target="_blank" rel="noopener" aria-label="Facebook">Facebook</a>
      <a href="https://www.youtube.com/@kilbrack" target="_blank" rel="noopener" aria-label="YouTube">YouTube</a>
      <a href="https://x.com/kilbrackeng" target="_blank" rel="noopener" aria-label="X">X</a>
    </div>
  </div>
  <p class="footer__copyright">© 2024 Kilbrack Engineering Ltd. Registered in Ireland No. 184422.</p>
</footer></div>
    </div>
    
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.kilbrack.ie/hubfs/hub_generated/template_assets/1/81230455222/1713790012999/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-ie';
</script>

<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>

<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.kilbrack.ie${path.replace(/\//g, '\\/')}"]);
_hsq.push(["setPageId", "${pageId}"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": ${pageId},
    "legacyPageId": "${pageId}",
    "contentFolderId": null,
    "contentGroupId": null,
    "abTestId": null,
    "languageVariantId": ${pageId},
    "languageCode": "en-ie"
}]);
</script>

<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${hub}.js"></script>
<!-- End of HubSpot Analytics Code -->


<script type="text/javascript">
var hsVars = {
    render_id: "5f1c2a9e-3b7d-4e8f-a0c1-2d3e4f5a6b7c",
    ticks: 1715262801123,
    page_id: ${pageId},
    content_group_id: 0,
    portal_id: ${hub},
    app_hs_base_url: "https://app-eu1.hubspot.com",
    cp_hs_base_url: "https://cp-eu1.hubspot.com",
    language: "en-ie",
    analytics_page_type: "standard-page",
    scp_content_type: "",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>


<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.306/js/index.js"></script>

  
</body></html>`;

const page = (title: string, path: string, desc: string, pageId: string, body: string) =>
  `${head(title, path, desc, pageId)}\n${body}\n${foot(path, pageId)}`;

const row = (inner: string) => `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="0" data-w="12">
${inner}
</div>
</div>
</div>`;

const richText = (id: string, html: string) => `<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-row">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_${id}_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${html}</span></div>
</div>
</div>
</div>`;

const home = page(
  'Kilbrack Engineering | Slurry Tankers &amp; Diet Feeders Built in Cork',
  '/',
  'Irish-built slurry tankers, trailing shoes and diet feeders since 1979.',
  '81230455001',
  `<div class="container-fluid body-container body-container--home">
${row(
  richText(
    'widget_1713789000001',
    `<h1>Built in Doneraile. Working on farms from Donegal to Canterbury.</h1>
<p>Kilbrack has built slurry tankers, low-emission spreading equipment and diet feeders for Irish farmers and contractors since 1979. Every machine is sold and serviced through a local dealer.</p>
<p><a href="https://www.kilbrack.ie/dealers" class="button">Find your nearest dealer</a></p>`,
  ),
)}
${row(
  `<div id="hs_cos_wrapper_widget_1713789000044" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><div class="video-embed"><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/x7QkP2m9LzA" title="Kilbrack 2500 gallon tanker with 7.5m trailing shoe" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe></div></div>`,
)}
${row(
  richText(
    'widget_1713789000077',
    `<h2>What farmers say</h2>
<blockquote><p>“Six seasons on the 2500 and the only thing we've replaced is the tyres.”</p><p>— Seán Lynch, <a href="https://www.lynchagricontractors.ie/" target="_blank" rel="noopener">Lynch Agri Contractors</a>, Mitchelstown</p></blockquote>
<h2>In the press</h2>
<p><a href="https://www.farmersjournal.ie/machinery/kilbrack-tanker-review-812233" target="_blank" rel="noopener">Irish Farmers Journal</a> · <a href="https://www.agriland.ie/farming-news/kilbrack-expands-doneraile-plant/" target="_blank" rel="noopener">Agriland</a></p>
<p>See us at the <a href="https://npa.ie/" target="_blank" rel="noopener">National Ploughing Championships</a>, Block 3, Row 12.</p>`,
  ),
)}
</div>`,
);

type Dealer = { name: string; town: string; county: string; phone: string; web?: string; webText?: string };

const dealerCard = (d: Dealer) => `<li class="dealer-grid__item" data-county="${d.county}">
  <h3 class="dealer-grid__name">${d.name}</h3>
  <p class="dealer-grid__address">${d.town}<br>${d.county}</p>
  <p class="dealer-grid__phone"><a href="tel:${d.phone.replace(/\s/g, '')}">${d.phone}</a></p>
  ${d.web ? `<p class="dealer-grid__web"><a href="${d.web}" target="_blank" rel="noopener">Visit website</a></p>` : ''}${d.webText ? `<p class="dealer-grid__web">${d.webText}</p>` : ''}
  <p class="dealer-grid__directions"><a href="https://www.google.com/maps/dir/?api=1&amp;destination=${encodeURIComponent(d.name + ' ' + d.town)}" target="_blank" rel="noopener">Directions</a></p>
</li>`;

const dealers1: Dealer[] = [
  { name: 'Murphy Agri Sales', town: 'Mallow', county: 'Co. Cork', phone: '022 21 455', web: 'https://www.murphyagri.ie/' },
  {
    name: 'Tipperary Machinery Ltd',
    town: 'Cahir',
    county: 'Co. Tipperary',
    phone: '052 744 1280',
    web: 'https://tippmachinery.ie/kilbrack',
  },
  {
    name: 'Carlow Tractor Centre',
    town: 'Tullow Road, Carlow',
    county: 'Co. Carlow',
    phone: '059 913 2201',
    web: 'https://www.carlowtractors.ie/',
  },
  { name: 'Galway Agri Parts', town: 'Athenry', county: 'Co. Galway', phone: '091 844 322', webText: 'www.galwayagri.ie' },
  { name: 'Doherty Farm Machinery', town: 'Letterkenny', county: 'Co. Donegal', phone: '074 912 6610', web: 'http://dohertymachinery.ie' },
  { name: "Keane's Yard", town: 'Tullamore', county: 'Co. Offaly', phone: '057 932 1178' },
];

const dealers2: Dealer[] = [
  {
    name: 'Ballymena Farm Supplies',
    town: 'Ballymena',
    county: 'Co. Antrim (NI)',
    phone: '+44 28 2564 1190',
    web: 'https://www.ballymenafarm.co.uk/',
  },
  {
    name: 'Severn Valley Agri',
    town: 'Welshpool',
    county: 'Powys (Wales)',
    phone: '+44 1938 552 210',
    web: 'https://severnvalleyagri.co.uk/',
  },
  {
    name: 'Cumbria Machinery Ltd',
    town: 'Penrith',
    county: 'Cumbria (England)',
    phone: '+44 1768 864 400',
    web: 'https://www.cumbriamachinery.co.uk/',
  },
  { name: 'North East Agri Services', town: 'Inverurie', county: 'Aberdeenshire (Scotland)', phone: '+44 1467 620 118' },
];

const dealerPage = (list: Dealer[], offset: number, path: string) =>
  page(
    'Find a Dealer | Kilbrack Engineering',
    path,
    'Kilbrack dealers in Ireland and the UK: sales, parts and service.',
    '81230455002',
    `<div class="container-fluid body-container">
${row(
  richText(
    'widget_1713789100001',
    `<h1>Find a dealer</h1>
<p>Our dealers sell, set up and service Kilbrack machinery and hold stock of wear parts. Filter by county or scroll the list.</p>`,
  ),
)}
${row(`<div id="hs_cos_wrapper_widget_1713789100022" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<div class="dealer-grid" data-hubdb-table="5871204">
  <select class="dealer-grid__filter" aria-label="County"><option value="">All counties</option><option>Co. Cork</option><option>Co. Tipperary</option><option>Co. Carlow</option><option>Co. Galway</option><option>Co. Donegal</option><option>Co. Offaly</option><option>Northern Ireland</option><option>Great Britain</option></select>
  <ul class="dealer-grid__list no-list">
${list.map(dealerCard).join('\n')}
  </ul>
  ${offset === 0 ? '<a class="button dealer-grid__more" href="https://www.kilbrack.ie/dealers?offset=6">Load more dealers</a>' : '<a class="dealer-grid__back" href="https://www.kilbrack.ie/dealers">← First page</a>'}
</div>
</div>`)}
</div>`,
  );

const international = page(
  'International Distributors | Kilbrack Engineering',
  '/international',
  'Kilbrack machinery outside Ireland and the UK.',
  '81230455003',
  `<div class="container-fluid body-container">
${row(
  richText(
    'widget_1713789200001',
    `<h1>International</h1>
<p>Outside Ireland and the UK, Kilbrack machinery is imported and supported by these distributors:</p>
<table style="width: 100%; border-collapse: collapse;">
<tbody>
<tr><td style="width: 25%;"><strong>New Zealand</strong></td><td>Canterbury Agri Equipment Ltd, Ashburton</td><td><a href="https://www.canterburyagri.co.nz/" rel="noopener" target="_blank">canterburyagri.co.nz</a></td></tr>
<tr><td><strong>France</strong></td><td>Agri-Ouest Matériel SAS, Rennes</td><td><a href="https://www.agriouest-materiel.fr/" rel="noopener" target="_blank">agriouest-materiel.fr</a></td></tr>
<tr><td><strong>Germany &amp; Austria</strong></td><td>Holler Landtechnik GmbH, Kempten</td><td><a href="https://holler-landtechnik.de/" rel="noopener" target="_blank">holler-landtechnik.de</a></td></tr>
<tr><td><strong>Sweden</strong></td><td>Lantbruksmaskiner Nord AB, Umeå</td><td><a href="https://www.lbmnord.se/" rel="noopener" target="_blank">lbmnord.se</a></td></tr>
</tbody>
</table>
<p>Interested in distributing Kilbrack? Contact our export manager, Aoife Hegarty.</p>`,
  ),
)}
</div>`,
);

const precision = page(
  'Precision Farming &amp; ISOBUS | Kilbrack Engineering',
  '/precision-farming',
  'Section control, ISOBUS and record keeping on Kilbrack tankers.',
  '81230455004',
  `<div class="container-fluid body-container">
${row(
  richText(
    'widget_1713789300001',
    `<h1>Precision farming</h1>
<p>Every Kilbrack trailing shoe can be ordered with ISOBUS control, automatic section control and flow metering, so you spread exactly what the nutrient management plan says.</p>
<h2>Technology partners</h2>
<p>The ISOBUS job computer is developed with <a href="https://www.mueller-elektronik.de/en/" target="_blank" rel="noopener">Müller-Elektronik</a>. GPS guidance and variable rate spreading work with <a href="https://www.topconpositioning.com/agriculture" target="_blank" rel="noopener">Topcon Agriculture</a> receivers.</p>
<h2>Integrations</h2>
<ul>
<li><strong>Herdwatch</strong> – spreading records sync straight into your farm app (<a href="https://herdwatch.com/" target="_blank" rel="noopener">herdwatch.com</a>)</li>
<li><strong>AgriNet</strong> – export applications to your NMP online (<a href="https://www.agrinet.ie/" target="_blank" rel="noopener">agrinet.ie</a>)</li>
</ul>
<p>Also compatible with most ISOBUS-certified tractor terminals (AEF tested).</p>`,
  ),
)}
</div>`,
);

const finance = page(
  'Finance | Kilbrack Engineering',
  '/finance',
  'Finance options for Kilbrack machinery.',
  '81230455005',
  `<div class="container-fluid body-container">
${row(
  richText(
    'widget_1713789400001',
    `<h1>Finance</h1>
<p>Spread the cost over up to five years with hire purchase or leasing from our finance partner, <a href="https://www.firstcitizen.ie/agri-finance" target="_blank" rel="noopener">First Citizen Finance</a>. Ask your dealer for a quote.</p>
<p>Eligible machines qualify for TAMS 3 grants – see <a href="https://www.gov.ie/en/service/tams3/" target="_blank" rel="noopener">gov.ie</a>.</p>`,
  ),
)}
</div>`,
);

const news = page(
  'News | Kilbrack Engineering',
  '/news',
  'News from Kilbrack Engineering.',
  '81230455006',
  `<div class="container-fluid body-container">
${row(
  `<div class="blog-index">
  <article class="blog-index__post">
    <h2 class="blog-index__post-title"><a href="https://www.kilbrack.ie/news/new-dealer-tipperary">Tipperary Machinery appointed Kilbrack dealer</a></h2>
    <p class="blog-index__post-summary">We're delighted to welcome Tipperary Machinery of Cahir (tippmachinery.ie) to the dealer network, covering Tipperary, Limerick and Waterford.</p>
  </article>
  <article class="blog-index__post">
    <h2 class="blog-index__post-title"><a href="https://www.kilbrack.ie/news/new-paint-shop">New paint shop in Doneraile</a></h2>
    <p class="blog-index__post-summary">Our new powder-coating line, supplied by Wagner, went live in March. We're also recruiting welders – see <a href="https://www.irishjobs.ie/company/kilbrack-engineering">IrishJobs.ie</a>.</p>
  </article>
  <div class="blog-pagination"><a class="blog-pagination__link blog-pagination__next-link" href="https://www.kilbrack.ie/news/page/2">Next</a></div>
</div>`,
)}
</div>`,
);

export const site: CorpusSite = {
  domain: 'kilbrack.ie',
  otherDomains: ['kilbrack.co.uk'],
  covers:
    'Irish farm-machinery maker on HubSpot CMS (drag-and-drop rows, rich-text modules, HubDB dealer grid) behind Cloudflare: dealers as cards with "Visit website" links and a "Load more dealers" link to ?offset=6 (one written-out domain, two without websites), international distributors in a rich-text table, technology partners in sentences and integrations in a list, and a finance partner on a footer-only page; traps are a contractor testimonial, press, the Ploughing, FTMTA and Enterprise Ireland, a grant scheme, a paint-line supplier, a job board, the dealer-portal subdomain and the UK sister domain.',
  pages: {
    '/': { headers, html: home },
    '/dealers': { headers, html: dealerPage(dealers1, 0, '/dealers') },
    '/dealers?offset=6': { headers, html: dealerPage(dealers2, 6, '/dealers') },
    '/international': { headers, html: international },
    '/precision-farming': { headers, html: precision },
    '/finance': { headers, html: finance },
    '/news': { headers, html: news },
  },
  sitemap: ['/', '/dealers', '/international', '/precision-farming', '/finance', '/news'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'google-tag-manager', 'youtube', 'cloudflare', 'hsts', 'open-graph'],
  partners: {
    'murphyagri.ie': 'channel',
    'tippmachinery.ie': 'channel',
    'carlowtractors.ie': 'channel',
    'galwayagri.ie': 'channel',
    'dohertymachinery.ie': 'channel',
    'ballymenafarm.co.uk': 'channel',
    'severnvalleyagri.co.uk': 'channel',
    'cumbriamachinery.co.uk': 'channel',
    'canterburyagri.co.nz': 'channel',
    'agriouest-materiel.fr': 'channel',
    'holler-landtechnik.de': 'channel',
    'lbmnord.se': 'channel',
    'mueller-elektronik.de': 'technology',
    'topconpositioning.com': 'technology',
    'herdwatch.com': 'technology',
    'agrinet.ie': 'technology',
    'firstcitizen.ie': 'generic',
  },
};
