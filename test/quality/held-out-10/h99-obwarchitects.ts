import type { CorpusSite } from '../corpus/types.js';

const context = (collectionId: string, pageTitle: string) =>
  JSON.stringify({
    facebookAppId: '314192535267336',
    facebookApiVersion: 'v6.0',
    rollups: {},
    pageType: 2,
    website: {
      id: '62f1a9c03e7d4b18a5c2e901',
      identifier: 'obriain-walsh',
      websiteType: 4,
      contentModifiedOn: 1740052211843,
      cloneable: false,
      hasBeenCloneable: false,
      siteStatus: {},
      language: 'en-IE',
      timeZone: 'Europe/Dublin',
      machineTimeZoneOffset: 0,
      timeZoneOffset: 0,
      timeZoneAbbr: 'GMT',
      siteTitle: 'Ó Briain Walsh Architects',
      fullSiteTitle: `${pageTitle} — Ó Briain Walsh Architects`,
      siteDescription: '',
      primaryDomain: 'www.obwarchitects.ie',
      internalUrl: 'https://obriain-walsh.squarespace.com',
      baseUrl: 'https://www.obwarchitects.ie',
      socialAccounts: [
        {
          serviceId: 64,
          screenname: 'Instagram',
          addedOn: 1660229981000,
          profileUrl: 'https://www.instagram.com/obw_architects',
          iconEnabled: true,
          serviceName: 'instagram-unauth',
        },
      ],
      typekitId: '',
      statsMigrated: false,
      imageMetadataProcessingEnabled: false,
      captchaSettings: { enabledForDonations: false },
      showOwnerLogin: false,
    },
    websiteSettings: {
      id: '62f1a9c03e7d4b18a5c2e903',
      websiteId: '62f1a9c03e7d4b18a5c2e901',
      country: 'IE',
      state: 'CO',
      simpleLikingEnabled: true,
    },
    cookieSettings: {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      cookieBannerText: '<p>We use cookies to understand how our site is used.</p>',
    },
    collectionId,
    templateVersion: '7.1',
    templateId: '5c5a519771c10ba3470d8101',
    showAnnouncementBar: false,
  }).replace(/</g, '\\u003c');

const head = (title: string, description: string, path: string, collectionId: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-IE">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- obriain-walsh -->
<base href="">
<meta charset="utf-8" />
<title>${title} &mdash; &Oacute; Briain Walsh Architects</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/62f1a9c03e7d4b18a5c2e901/2a7f6d1c-0b3e-4f9a-8c21-5d4e3f2a1b0c/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.obwarchitects.ie${path}"/>
<meta property="og:site_name" content="&Oacute; Briain Walsh Architects"/>
<meta property="og:title" content="${title} &mdash; &Oacute; Briain Walsh Architects"/>
<meta property="og:url" content="https://www.obwarchitects.ie${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${description}"/>
<meta itemprop="name" content="${title} &mdash; &Oacute; Briain Walsh Architects"/>
<meta itemprop="url" content="https://www.obwarchitects.ie${path}"/>
<meta name="twitter:title" content="${title} &mdash; &Oacute; Briain Walsh Architects"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<script type="text/javascript" src="//use.typekit.net/ik/Zx4cQf9Hh2vN1bKmP0sW7yT3aLqE.js" async fetchpriority="high" onload="try{Typekit.load();}catch(e){} document.documentElement.classList.remove('wf-loading');"></script>
<script>document.documentElement.classList.add('wf-loading')</script>
<style>@keyframes fonts-loading { 0%, 99% { color: transparent; } } html.wf-loading * { animation: fonts-loading 3s; }</style>
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-7c1b2a9e0f3d4e58-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-7c1b2a9e0f3d4e58-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-3b9e1f0c2d4a5e67-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-0e2f1c3d4b5a6978-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-5a6b7c8d9e0f1a2b-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-1c2d3e4f5a6b7c8d-min.en-US.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${context(collectionId, title)};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/62f1a9c03e7d4b18a5c2e901/41/5c5a519771c10ba3470d8101/62f1a9c03e7d4b18a5c2e921/1623/site.css"/>
</head>`;

const header = `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-current-styles='{"layout":"navRight","action":{"buttonText":"Get Started","newWindow":false},"showSocial":true,"socialOptions":{"socialBorderShape":"none","socialBorderStyle":"outline","socialBorderThickness":{"unit":"px","value":1}},"sectionTheme":"","menuOverlayAnimation":"fade","cartStyle":"cart","cartText":"Cart","showEmptyCartState":true,"cartOptions":{"iconType":"solid-7","cartBorderShape":"none","cartBorderStyle":"outline","cartBorderThickness":{"unit":"px","value":1}},"showButton":false,"showCart":false,"showAccountLogin":false,"headerStyle":"solid","languagePicker":{"enabled":false},"mobileOptions":{"layout":"logoLeftNavRight","menuIconOptions":{"style":"doubleLineHamburger","thickness":{"unit":"px","value":1}}},"solidOptions":{"headerOpacity":{"unit":"%","value":100.0},"blurBackground":{"enabled":false,"blurRadius":{"unit":"px","value":12}},"backgroundColor":{"type":"SITE_PALETTE_COLOR","sitePaletteColor":{"colorName":"white","alphaModifier":1.0}},"navigationColor":{"type":"SITE_PALETTE_COLOR","sitePaletteColor":{"colorName":"black","alphaModifier":1.0}}},"dropShadowOptions":{"enabled":false},"borderOptions":{"enabled":false},"showPromotedElement":false}' data-section-id="header" data-header-style="solid" data-language-picker='{"enabled":false}' data-first-focusable-element tabindex="-1" style="--headerDropShadowOpacityMultiplier: 0.25;">
  <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
    <div class="header-display-desktop" data-content-field="site-title">
      <div class="header-title-nav-wrapper">
        <div class="header-title" data-animation-role="header-element"><div class="header-title-text"><a id="site-title" href="/" data-animation-role="header-element">&Oacute; Briain Walsh Architects</a></div></div>
        <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
          <div class="header-nav-item header-nav-item--collection"><a href="/projects" data-animation-role="header-element">Projects</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/practice" data-animation-role="header-element">Practice</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/recognition" data-animation-role="header-element">Awards &amp; press</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/journal" data-animation-role="header-element">Journal</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div>
        </nav></div></div>
      </div>
      <div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--social"><a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.instagram.com/obw_architects" target="_blank" aria-label="Instagram"><svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon" width="110" height="110"></use></svg></a></div></div>
    </div>
  </div>
</header>`;

const footer = `<footer class="sections" id="footer-sections" data-footer-sections>
  <section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black" data-section-id="62f1b1a83e7d4b18a5c2ea10" data-current-styles='{"imageOverlayOpacity":0.15,"backgroundWidth":"background-width--full-bleed","sectionHeight":"section-height--small","customSectionHeight":10,"horizontalAlignment":"horizontal-alignment--center","verticalAlignment":"vertical-alignment--middle","contentWidth":"content-width--wide","sectionTheme":"black","sectionAnimation":"none","backgroundMode":"image"}'>
    <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-62f1b1a83e7d4b18a5c2ea11">
      <div class="fe-block fe-block-yui_3_17_2_1_1660231337912_5120"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1660231337912_5120"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small">&Oacute; Briain Walsh Architects Ltd &middot; 14 South Mall, Cork T12 X2W8 &middot; +353 21 455 0192 &middot; <a href="mailto:studio@obwarchitects.ie">studio@obwarchitects.ie</a></p><p class="sqsrte-small">RIAI Registered Practice &middot; Company no. 598201 &middot; <a href="/privacy">Privacy</a></p></div></div></div></div>
    </div></div></div>
  </section>
</footer>`;

const sqsScripts = `<script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>
<script>Squarespace.afterBodyLoad(Y);</script>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641"/></symbol></svg>`;

const htmlBlock = (id: string, html: string) =>
  `<div class="fe-block fe-block-${id}"><div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii='{"topLeft":{"unit":"px","value":0.0},"topRight":{"unit":"px","value":0.0},"bottomLeft":{"unit":"px","value":0.0},"bottomRight":{"unit":"px","value":0.0}}' id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content">${html}</div></div></div></div>`;

const section = (id: string, blocks: string) =>
  `<section data-test="page-section" data-section-theme="" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-id="${id}"><div class="section-border"><div class="section-background"></div></div><div class="content-wrapper"><div class="content"><div class="fluid-engine fe-${id}">${blocks}</div></div></div></section>`;

const page = (title: string, description: string, path: string, collectionId: string, bodyId: string, sections: string) =>
  `${head(title, description, path, collectionId)}
<body id="${bodyId}" class="primary-button-style-outline primary-button-shape-square tweak-blog-alternating-side-by-side-width-full tweak-portfolio-grid-basic-width-full header-width-full tweak-transparent-header tweak-fixed-header-style-basic tweak-global-animations-enabled tweak-global-animations-complexity-level-detailed tweak-global-animations-animation-style-fade tweak-global-animations-animation-type-flex tweak-global-animations-animation-curve-ease form-field-style-solid form-field-shape-square form-field-border-all form-field-checkbox-type-icon collection-type-page collection-layout-default mobile-style-available sqs-seven-one" tabindex="-1">
  <div id="siteWrapper" class="clearfix site-wrapper">
    ${header}
    <main id="page" class="container" role="main">
      <article class="sections" id="sections" data-page-sections="${collectionId}">
${sections}
      </article>
    </main>
    ${footer}
  </div>
${sqsScripts}
</body>
</html>`;

const img = (file: string, alt: string) =>
  `<div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><div class="sqs-image"><div class="image-block-outer-wrapper layout-caption-below design-layout-fluid"><div class="fluid-image-animation-wrapper sqs-image sqs-block-alignment-wrapper"><div class="fluid-image-container sqs-image-content"><div class="content-fill"><img data-stretch="true" data-src="https://images.squarespace-cdn.com/content/v1/62f1a9c03e7d4b18a5c2e901/${file}" data-image="https://images.squarespace-cdn.com/content/v1/62f1a9c03e7d4b18a5c2e901/${file}" alt="${alt}" src="https://images.squarespace-cdn.com/content/v1/62f1a9c03e7d4b18a5c2e901/${file}?format=1500w" loading="lazy" decoding="async" data-loader="sqs"></div></div></div></div></div></div></div>`;

const home = page(
  'Home',
  'Ó Briain Walsh Architects is a Cork practice designing homes, schools and civic buildings across Munster.',
  '/',
  '62f1a9c03e7d4b18a5c2e930',
  'collection-62f1a9c03e7d4b18a5c2e930',
  `${section('62f1b0113e7d4b18a5c2e940', `<div class="fe-block fe-block-yui_3_17_2_1_1660230001_1001">${img('1660230111222-ABC1/ballincollig-library.jpg', 'Ballincollig Library, timber fa&ccedil;ade at dusk')}</div>${htmlBlock('yui_3_17_2_1_1660230001_1002', '<h1>Buildings for the way people actually live in Munster.</h1><p>We are a practice of eleven architects in Cork, working on homes, schools, libraries and the occasional boathouse. Our work is low-energy, made of local materials, and designed with the people who will use it.</p><p><a href="/projects">See our projects</a></p>')}`)}
${section(
  '62f1b0113e7d4b18a5c2e941',
  htmlBlock(
    'yui_3_17_2_1_1660230001_1003',
    '<h3>Recent recognition</h3><p>RIAI Irish Architecture Awards 2024 &ndash; Best Educational Building, Gaelscoil na Mara. Shortlisted, <a href="https://www.architectsjournal.co.uk/" target="_blank">AJ Small Projects</a> 2023.</p>',
  ),
)}`,
);

const projects = page(
  'Projects',
  'Selected projects: libraries, schools, housing and private houses.',
  '/projects',
  '62f1a9c03e7d4b18a5c2e931',
  'collection-62f1a9c03e7d4b18a5c2e931',
  section(
    '62f1b0113e7d4b18a5c2e950',
    `${htmlBlock('yui_3_17_2_1_1660230002_2001', '<h1>Projects</h1>')}<div class="fe-block fe-block-yui_3_17_2_1_1660230002_2002"><div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55"><div class="sqs-block-content"><div class="summary-block-wrapper summary-block-collection-type-portfolio"><div class="summary-item-list"><div class="summary-item summary-item-record-type-image"><a href="/projects/ballincollig-library" class="summary-title-link">Ballincollig Library</a><div class="summary-excerpt"><p>Cork County Council, 2023. Cross-laminated timber, passive house.</p></div></div><div class="summary-item summary-item-record-type-image"><a href="/projects/gaelscoil-na-mara" class="summary-title-link">Gaelscoil na Mara</a><div class="summary-excerpt"><p>Department of Education, 2022. Sixteen-classroom primary school.</p></div></div><div class="summary-item summary-item-record-type-image"><a href="/projects/sundays-well-houses" class="summary-title-link">Sunday&rsquo;s Well Houses</a><div class="summary-excerpt"><p>Private clients, 2021. Three terraced houses on a steep site.</p></div></div></div></div></div></div></div>`,
  ),
);

const project = page(
  'Ballincollig Library',
  'A passive house public library in cross-laminated timber for Cork County Council.',
  '/projects/ballincollig-library',
  '62f1a9c03e7d4b18a5c2e932',
  'item-63a0c1d23e7d4b18a5c2f001',
  `${section('62f1b0113e7d4b18a5c2e960', `<div class="fe-block fe-block-yui_3_17_2_1_1660230003_3001">${img('1660230222333-DEF2/ballincollig-reading-room.jpg', 'Reading room with clerestory light')}</div>${htmlBlock('yui_3_17_2_1_1660230003_3002', '<h1>Ballincollig Library</h1><p>A 1,400 m&sup2; public library for <a href="https://www.corkcoco.ie/" target="_blank">Cork County Council</a>, built in cross-laminated timber to the Passive House standard. Completed 2023.</p>')}`)}
${section(
  '62f1b0113e7d4b18a5c2e961',
  htmlBlock(
    'yui_3_17_2_1_1660230003_3003',
    '<h3>Project team</h3><ul><li>Client: Cork County Council</li><li>Structural &amp; civil engineer: <a href="https://www.mwp.ie/" target="_blank">MWP</a></li><li>Quantity surveyor: <a href="https://www.kerrigansheanon.ie/" target="_blank">Kerrigan Sheanon Newman</a></li><li>Main contractor: <a href="https://www.jjrhatigan.com/" target="_blank">JJ Rhatigan &amp; Co.</a></li><li>CLT supplier: <a href="https://www.storaenso.com/en/products/mass-timber-construction" target="_blank">Stora Enso</a></li><li>Photography: Donal Murphy</li></ul><p>Published in <a href="https://www.irishtimes.com/life-style/homes-and-property/" target="_blank">The Irish Times</a> and <a href="https://www.archdaily.com/" target="_blank">ArchDaily</a>.</p>',
  ),
)}`,
);

const practice = page(
  'Practice',
  'Our partners, team and the clients we work with.',
  '/practice',
  '62f1a9c03e7d4b18a5c2e933',
  'collection-62f1a9c03e7d4b18a5c2e933',
  `${section('62f1b0113e7d4b18a5c2e970', htmlBlock('yui_3_17_2_1_1660230004_4001', '<h1>Practice</h1><p>&Oacute; Briain Walsh Architects was founded in 2011 by Aoife &Oacute; Briain and Ciar&aacute;n Walsh. We are a registered practice of the <a href="https://www.riai.ie/" target="_blank">Royal Institute of the Architects of Ireland</a>.</p>'))}
${section(
  '62f1b0113e7d4b18a5c2e971',
  htmlBlock(
    'yui_3_17_2_1_1660230004_4002',
    '<h2>Partners</h2><p><strong>Aoife &Oacute; Briain</strong> MRIAI, Partner &ndash; leads our education and civic work. External examiner at <a href="https://www.ucc.ie/en/architecture/" target="_blank">CCAE (UCC &amp; MTU)</a>.</p><p><strong>Ciar&aacute;n Walsh</strong> MRIAI, Partner &ndash; leads housing and conservation; RIAI Grade 1 Conservation Architect.</p><h2>Associates</h2><p>Sin&eacute;ad Kelleher, Tom&aacute;s Ryan</p><h2>Clients we have worked with</h2><p>Cork County Council &middot; Cork City Council &middot; Department of Education &middot; <a href="https://www.ucc.ie/" target="_blank">University College Cork</a> &middot; <a href="https://www.cluidhousing.ie/" target="_blank">Clúid Housing</a> &middot; private clients</p><h2>Careers</h2><p>We are hiring a Part III architect. <a href="https://www.irishjobs.ie/job/architect-cork-obw" target="_blank">Apply via IrishJobs</a>.</p>',
  ),
)}`,
);

const recognition = page(
  'Awards & press',
  'Awards, exhibitions and press coverage.',
  '/recognition',
  '62f1a9c03e7d4b18a5c2e934',
  'collection-62f1a9c03e7d4b18a5c2e934',
  section(
    '62f1b0113e7d4b18a5c2e980',
    htmlBlock(
      'yui_3_17_2_1_1660230005_5001',
      '<h1>Awards &amp; press</h1><h3>Awards</h3><ul><li>2024 &ndash; RIAI Irish Architecture Awards, Best Educational Building (Gaelscoil na Mara)</li><li>2023 &ndash; <a href="https://www.igbc.ie/" target="_blank">Irish Green Building Council</a> Green Home Award, commended</li><li>2022 &ndash; Cork Better Building Awards, Residential</li></ul><h3>Exhibitions</h3><p>Open House Cork 2024 &ndash; Ballincollig Library tours, in association with <a href="https://www.corkarchitecture.ie/" target="_blank">Cork Architecture Foundation</a>.</p><h3>Press</h3><ul><li><a href="https://www.irishtimes.com/life-style/homes-and-property/2024/05/11/cork-library-timber/" target="_blank">The Irish Times: A library made of trees</a></li><li><a href="https://www.rte.ie/lifestyle/living/2023/houses-sundays-well/" target="_blank">RT&Eacute; Lifestyle: Three houses on a Cork hill</a></li><li><a href="https://www.archdaily.com/1001234/ballincollig-library" target="_blank">ArchDaily: Ballincollig Library</a></li></ul><h3>Memberships</h3><p>RIAI Registered Practice &middot; Member, <a href="https://www.igbc.ie/" target="_blank">Irish Green Building Council</a> &middot; Listed in the <a href="https://www.passivehouseplus.ie/" target="_blank">Passive House Plus</a> directory of certified designers</p>',
    ),
  ),
);

const journal = page(
  'Why we specify Irish timber',
  'Notes on sourcing, detailing and the Irish timber supply chain.',
  '/journal/why-we-specify-irish-timber',
  '62f1a9c03e7d4b18a5c2e935',
  'item-63b1d2e33e7d4b18a5c2f101',
  section(
    '62f1b0113e7d4b18a5c2e990',
    htmlBlock(
      'yui_3_17_2_1_1660230006_6001',
      '<h1>Why we specify Irish timber</h1><p><time datetime="2024-11-18">18 November 2024</time> &middot; Ciar&aacute;n Walsh</p><p>On the Sunday&rsquo;s Well houses we used Irish-grown Sitka spruce glulam from <a href="https://www.glennonbrothers.ie/" target="_blank">Glennon Brothers</a> and windows by <a href="https://www.munsterjoinery.ie/" target="_blank">Munster Joinery</a>. Insulation was wood fibre from <a href="https://www.ecologicalbuildingsystems.com/" target="_blank">Ecological Building Systems</a>.</p><p>If you are interested in the subject, <a href="https://www.woodsofireland.ie/" target="_blank">Woodspec</a> publishes excellent guidance, and <a href="https://www.coford.ie/" target="_blank">COFORD</a> has data on the national supply.</p>',
    ),
  ),
);

const contact = page(
  'Contact',
  'Visit our studio on the South Mall, Cork.',
  '/contact',
  '62f1a9c03e7d4b18a5c2e936',
  'collection-62f1a9c03e7d4b18a5c2e936',
  section(
    '62f1b0113e7d4b18a5c2e9a0',
    `${htmlBlock('yui_3_17_2_1_1660230007_7001', '<h1>Contact</h1><p>14 South Mall, Cork T12 X2W8<br>+353 21 455 0192<br><a href="mailto:studio@obwarchitects.ie">studio@obwarchitects.ie</a></p><p>Follow our work on <a href="https://www.instagram.com/obw_architects" target="_blank">Instagram</a>.</p>')}<div class="fe-block fe-block-yui_3_17_2_1_1660230007_7002"><div class="sqs-block map-block sqs-block-map" data-block-type="4"><div class="sqs-block-content"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2461.5!2d-8.4712!3d51.8969!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNTHCsDUzJzQ4LjgiTiA4wrAyOCcxNi4zIlc!5e0!3m2!1sen!2sie!4v1700000000000" width="100%" height="400" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></div></div></div>`,
  ),
);

export const site: CorpusSite = {
  domain: 'obwarchitects.ie',
  covers:
    'Irish architecture practice on Squarespace 7.1 with no partners at all: traps are a "Partners" heading that names the firm\'s own partner-architects, per-project credits linking to engineers, surveyors, contractors and suppliers, clients, a magazine directory listing, RIAI/IGBC memberships, awards, exhibitions in association with a foundation, press, a journal post linking to timber suppliers, Instagram, a Google Maps embed and an IrishJobs link.',
  pages: {
    '/': { status: 301, redirect: 'https://www.obwarchitects.ie/' },
    'https://www.obwarchitects.ie/': {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        server: 'Squarespace',
        'x-contextid': 'Qx4PbT2m/aLk9vN3z',
        'set-cookie': 'crumb=BZsd0xQm2f1kYjk4ZDc2ZjA1NjkxYjE0NDAwZTYwZWU3; Path=/; Secure; SameSite=Lax',
        'content-language': 'en-IE',
        'accept-ranges': 'bytes',
      },
      html: home,
    },
    'https://www.obwarchitects.ie/projects': { html: projects },
    'https://www.obwarchitects.ie/projects/ballincollig-library': { html: project },
    'https://www.obwarchitects.ie/practice': { html: practice },
    'https://www.obwarchitects.ie/recognition': { html: recognition },
    'https://www.obwarchitects.ie/journal/why-we-specify-irish-timber': { html: journal },
    'https://www.obwarchitects.ie/contact': { html: contact },
  },
  sitemap: [
    'https://www.obwarchitects.ie/',
    'https://www.obwarchitects.ie/projects',
    'https://www.obwarchitects.ie/projects/ballincollig-library',
    'https://www.obwarchitects.ie/practice',
    'https://www.obwarchitects.ie/recognition',
    'https://www.obwarchitects.ie/journal/why-we-specify-irish-timber',
    'https://www.obwarchitects.ie/contact',
  ],
  technologies: ['squarespace', 'squarespace-commerce', 'google-maps', 'priority-hints', 'open-graph'],
  partners: {},
};
