import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.havhjerte.dk';

const headers: Record<string, string> = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Ab3kQ9zL/mR2xT7wN',
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-cache, private',
  'accept-ranges': 'bytes',
};

const css = `
body{font-family:"proxima-nova",sans-serif;font-weight:400;font-size:1.1rem;line-height:1.7;color:#10263a;background:#f6f4ee;margin:0}
h1,h2,h3{font-family:"freight-big-pro",serif;font-weight:500;letter-spacing:-.01em;color:#0b3b5c}h1{font-size:3.6rem;line-height:1.1}h2{font-size:2.4rem}
.header{background:#f6f4ee;padding:2vw 4vw;display:flex;justify-content:space-between;align-items:center}.header-title-logo img{max-height:64px}
.header-nav-list{display:flex;gap:2.2vw}.header-nav-item a{color:#0b3b5c;text-decoration:none;font-size:1rem;letter-spacing:.02em}
.header-nav-item--active a{background-image:linear-gradient(currentColor,currentColor);background-size:100% 1px;background-repeat:no-repeat;background-position:0 100%}
.sqs-block-button-element{display:inline-block;background:#e0673e;color:#fff;border-radius:300px;padding:1em 2em;text-decoration:none;font-weight:600}
.page-section{padding:6vw 4vw}.page-section.section-theme-dark{background:#0b3b5c;color:#e9f1f6}.page-section.section-theme-dark h2{color:#fff}
.content-wrapper{max-width:1200px;margin:0 auto}.fluid-engine{display:grid;grid-template-columns:repeat(24,1fr);gap:11px}
.sqs-gallery-design-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:24px}.sqs-gallery-design-grid-slide{background:#fff;display:flex;align-items:center;justify-content:center;aspect-ratio:3/2;padding:14px}
.sqs-gallery-design-grid-slide img{max-width:80%;max-height:80%;object-fit:contain}.summary-item{background:#fff;padding:1.5rem;margin-bottom:1rem}
.sqs-block-html ul{padding-left:1.2em}.footer-sections{background:#0b3b5c;color:#d3e1ea;padding:4vw}.footer-sections a{color:#fff}
.newsletter-form-field-element{border:1px solid #d3e1ea;padding:.8em;background:transparent;color:#fff}
@media screen and (max-width:767px){h1{font-size:2.4rem}.sqs-gallery-design-grid{grid-template-columns:repeat(2,1fr)}.header-nav-list{display:none}}
`;

function head(title: string, desc: string, path: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="da-DK">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- havhjerte -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/64a1c2e3f4b5a6978c0d1e2f/f1a2b3c4-favicon.ico?format=100w"/>
<link rel="canonical" href="${D}${path}"/>
<meta property="og:site_name" content="Havhjerte"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="${D}${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${desc}"/>
<meta property="og:image" content="http://static1.squarespace.com/static/64a1c2e3f4b5a6978c0d1e2f/t/65b0c1d2e3f4a5b6c7d8e9f0/1706000000000/havhjerte-strand.jpg?format=1500w"/>
<meta itemprop="name" content="${title}"/>
<meta itemprop="url" content="${D}${path}"/>
<meta name="twitter:title" content="${title}"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${desc}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" href="https://use.typekit.net/qbh4ktc.css">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-7d1c9b2a3e4f5a6b-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-7d1c9b2a3e4f5a6b-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-3a9e2b1c0d4f5e6a-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-8b2e1f0c9d3a4b5c-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-4c6e8a0b2d1f3e5a-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-9e1d3c5b7a2f4e6d-min.en-US.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","facebookApiVersion":"v6.0","rollups":{},"pageType":2,"website":{"id":"64a1c2e3f4b5a6978c0d1e2f","identifier":"havhjerte","websiteType":1,"contentModifiedOn":1710950000000,"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"da-DK","timeZone":"Europe/Copenhagen","machineTimeZoneOffset":3600000,"timeZoneOffset":3600000,"timeZoneAbbr":"CET","siteTitle":"Havhjerte","fullSiteTitle":"${title}","siteDescription":"","primaryDomain":"www.havhjerte.dk","internalUrl":"https://havhjerte.squarespace.com","baseUrl":"https://www.havhjerte.dk","authenticUrl":"https://www.havhjerte.dk","shareButtonOptions":{},"isHstsEnabled":false},"websiteSettings":{"id":"64a1c2e3f4b5a6978c0d1e30","websiteId":"64a1c2e3f4b5a6978c0d1e2f","country":"DK","state":"","simpleLikingEnabled":true,"popupOverlaySettings":{"style":1,"enabledPages":[]},"commentLikesAllowed":true,"commentAnonAllowed":true,"commentThreaded":true,"commentApprovalRequired":false,"commentAvatarsOn":true,"commentSortType":2,"commentFlagThreshold":0,"commentFlagsAllowed":true,"commentEnableByDefault":true,"commentDisableAfterDaysDefault":0,"disqusShortname":"","commentsEnabled":false,"storeSettings":{"currencyCode":"DKK"},"useEscapeKeyToLogin":false,"ssBadgeType":1,"ssBadgePosition":4,"ssBadgeVisibility":1,"ssBadgeDevices":1,"pinterestOverlayOptions":{"mode":"disabled"},"cookieBannerSettings":{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true,"cookieBannerText":"<p>Vi bruger cookies til at forbedre hjemmesiden.</p>","cookieBannerPosition":"BOTTOM","cookieBannerCtaText":"Accepter","cookieBannerVariant":"BAR","cookieBannerSavePreferencesText":"Gem indstillinger","cookieBannerOptOutText":"Afvis"}},"cookieSettings":{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true},"templateVersion":"7.1","impersonatedSession":false,"tzData":{"zones":[[60,"EU","CE%sT",null]],"rules":{"EU":[[1981,"max",null,"Mar","lastSun","1:00u","1:00","S"],[1996,"max",null,"Oct","lastSun","1:00u","0",null]]}},"showAnnouncementBar":false,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"Europe/Copenhagen","name":"Centraleuropæisk tid"}},"env":"PRODUCTION"};</script>
<script type="application/ld+json">{"url":"https://www.havhjerte.dk","name":"Havhjerte","description":"","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"Foreningen Havhjerte","address":"Havnegade 12\\n8000 Aarhus C\\nDanmark","email":"kontakt@havhjerte.dk","telephone":"+45 86 55 01 40","sameAs":["https://www.facebook.com/havhjerte","https://www.instagram.com/havhjerte","https://www.linkedin.com/company/havhjerte"],"@context":"http://schema.org","@type":"Organization"}</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/64a1c2e3f4b5a6978c0d1e2f/41/5c5a519771c10ba3470d8101/64a1c2e3f4b5a6978c0d1e4a/1603/site.css"/>
<style>${css}</style>
  </head>
`;
}

const nav = [
  ['/', 'Forside'],
  ['/om-os', 'Om os'],
  ['/vores-arbejde', 'Vores arbejde'],
  ['/partnere', 'Støtter & partnere'],
  ['/nyheder', 'Nyheder'],
  ['/bliv-frivillig', 'Bliv frivillig'],
  ['/kontakt', 'Kontakt'],
];

function bodyStart(path: string, pageId: string): string {
  return `  <body id="collection-${pageId}" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline tertiary-button-style-outline form-field-style-solid form-field-shape-square header-overlay-alignment-center header-width-full tweak-fixed-header-style-basic tweak-blog-alternating-side-by-side-width-full image-block-poster-text-alignment-center collection-type-page collection-layout-default mobile-style-available sqs-seven-one">
  <div class="sqs-announcement-bar-dropzone"></div>
  <div id="siteWrapper" class="clearfix site-wrapper">
  <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles='{"layout":"navRight","action":{"buttonText":"Støt os","newWindow":false}}'>
    <div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
      <div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/64a1c2e3f4b5a6978c0d1e2f/a7b8c9d0-logo/havhjerte-logo.png?format=1500w" alt="Havhjerte" style="display:block" fetchpriority="low" loading="eager" decoding="async" data-loader="raw"></a></div></div>
      <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
        ${nav.map(([h, l]) => `<div class="header-nav-item header-nav-item--collection${h === path ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element"${h === path ? ' aria-current="page"' : ''}>${l}</a></div>`).join('\n        ')}
      </nav></div></div>
      <div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/stoet-os">Støt os</a></div></div>
    </div></div>
  </header>
  <main id="page" class="container" role="main">
  <article class="sections" id="sections" data-page-sections="65b0c1d2e3f4a5b6c7d8${pageId.slice(0, 4)}">
`;
}

const bodyEnd = `  </article>
  </main>
  <footer class="sections" id="footer-sections" data-footer-sections>
    <section data-test="page-section" data-section-theme="dark" class="page-section footer-sections layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle">
      <div class="content-wrapper"><div class="content"><div class="fluid-engine">
        <div class="fe-block" style="grid-column:1/9"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
          <h3>Havhjerte</h3><p>Foreningen Havhjerte<br>Havnegade 12, 8000 Aarhus C<br>CVR 39 87 21 55<br><a href="mailto:kontakt@havhjerte.dk">kontakt@havhjerte.dk</a> · +45 86 55 01 40</p>
        </div></div></div></div>
        <div class="fe-block" style="grid-column:9/17"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
          <p><a href="/privatlivspolitik">Privatlivspolitik</a><br><a href="/vedtaegter">Vedtægter og årsregnskab</a><br><a href="/job">Job i Havhjerte</a><br><a href="/presse">Presse</a></p>
          <p><a href="https://www.facebook.com/havhjerte" target="_blank">Facebook</a> · <a href="https://www.instagram.com/havhjerte" target="_blank">Instagram</a> · <a href="https://www.linkedin.com/company/havhjerte" target="_blank">LinkedIn</a></p>
        </div></div></div></div>
        <div class="fe-block" style="grid-column:17/25"><div class="sqs-block newsletter-block sqs-block-newsletter"><div class="sqs-block-content">
          <div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter"><form class="newsletter-form" data-form-id="65b0c1d2e3f4a5b6c7d8e9f1" autocomplete="on" method="POST" novalidate onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '65b0c1d2e3f4a5b6c7d8e9f1', collectionId: '', objectName: 'newsletter' }); }); return false; })(this);">
            <header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Få nyhedsbrevet</h2><div class="newsletter-form-header-description"><p>Fire gange om året – nyt fra havet og fra vores frivillige.</p></div></header>
            <div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui">E-mail</label><input id="email-yui" class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="E-mail"></div></div>
            <div class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape sqs-button-element--primary" type="submit" value="Tilmeld"><span class="newsletter-form-spinner sqs-spin light large"></span><span class="newsletter-form-button-label">Tilmeld</span></button></div></div>
          </form></div>
        </div></div></div>
      </div>
      <p style="text-align:center;font-size:.85rem;margin-top:2rem">Havhjerte er godkendt af Indsamlingsnævnet (j.nr. 23-700-01422) og godkendt efter ligningslovens § 8A. Medlem af ISOBRO.</p>
      </div></div>
    </section>
  </footer>
  </div>
  <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.e4b1c2d3a5f6e7d8.js" type="text/javascript"></script>
  </body>
</html>
`;

const sec = (
  inner: string,
  dark = false,
) => `    <section data-test="page-section" data-section-theme="${dark ? 'dark' : ''}" class="page-section${dark ? ' section-theme-dark' : ''} layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle"><div class="content-wrapper"><div class="content"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
${inner}
    </div></div></div></div></div></section>
`;

const logoGrid = (
  items: [string, string | null, string][],
) => `<div class="sqs-block gallery-block sqs-block-gallery" data-block-type="8"><div class="sqs-block-content"><div class="sqs-gallery-container sqs-gallery-block-grid sqs-gallery-aspect-ratio-standard sqs-gallery-thumbnails-per-row-4 clear"><div class="sqs-gallery sqs-gallery-design-grid">
${items
  .map(
    ([name, url, img]) =>
      `<div class="slide sqs-gallery-design-grid-slide" data-type="image" data-animation-role="image">${url ? `<a href="${url}" target="_blank" class="sqs-gallery-design-grid-image-wrapper" data-title="${name}">` : '<span class="sqs-gallery-design-grid-image-wrapper">'}<img data-src="https://images.squarespace-cdn.com/content/v1/64a1c2e3f4b5a6978c0d1e2f/${img}/logo.png" data-image-dimensions="600x400" data-image-focal-point="0.5,0.5" alt="${name}" data-load="false" src="https://images.squarespace-cdn.com/content/v1/64a1c2e3f4b5a6978c0d1e2f/${img}/logo.png?format=500w" />${url ? '</a>' : '</span>'}</div>`,
  )
  .join('\n')}
</div></div></div></div>`;

const page = (title: string, desc: string, path: string, id: string, inner: string) =>
  head(title, desc, path) + bodyStart(path, id) + inner + bodyEnd;

const home = page(
  'Havhjerte – børn og unge for et levende hav',
  'Havhjerte er en almennyttig forening, der giver børn og unge oplevelser med havet og inddrager dem i at beskytte det.',
  '/',
  '64a1c2e3f4b5a6978c0d1e31',
  sec(
    `<h1 style="white-space:pre-wrap;">Børn og unge for et levende hav</h1><p class="sqsrte-large">Havhjerte tager hvert år over 9.000 skoleelever med ud i vandet, ryder 40 km kyst for affald og genplanter ålegræs i Kattegat – sammen med frivillige, skoler og lokale partnere.</p><p><a class="sqs-block-button-element" href="/vores-arbejde">Se vores arbejde</a></p>`,
  ) +
    sec(
      `<h2>I 2023 nåede vi</h2><ul><li><strong>9.412</strong> elever på Havskolen</li><li><strong>38,6 tons</strong> affald indsamlet på 112 strandryddedage</li><li><strong>2,1 hektar</strong> ålegræs genudplantet i Aarhus Bugt</li><li><strong>640</strong> aktive frivillige</li></ul>`,
      true,
    ) +
    sec(
      `<h2>Vores arbejde er muligt takket være</h2>` +
        logoGrid([
          ['Novo Nordisk Fonden', 'https://novonordiskfonden.dk/da/', 'nnf'],
          ['VELUX FONDEN', 'https://veluxfondene.dk/', 'velux'],
          ['Nordea-fonden', 'https://nordeafonden.dk/', 'nordea'],
          ['15. Juni Fonden', 'https://www.15juni.dk/', '15juni'],
        ]) +
        `<p><a href="/partnere">Se alle vores støtter og partnere →</a></p>`,
    ) +
    sec(
      `<h2>Se Havskolen i aktion</h2><div class="sqs-block video-block sqs-block-video"><div class="sqs-video-wrapper"><iframe src="https://player.vimeo.com/video/884512937?h=3b2c1d0e9f&amp;title=0&amp;byline=0&amp;portrait=0" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="Havskolen 2023"></iframe></div></div>`,
    ),
);

const om = page(
  'Om os – Havhjerte',
  'Havhjerte blev stiftet i 2014 af tre havbiologer i Aarhus. Læs om vores team, bestyrelse og organisation.',
  '/om-os',
  '64a1c2e3f4b5a6978c0d1e32',
  sec(
    `<h1>Om Havhjerte</h1><p>Havhjerte blev stiftet i 2014 af tre havbiologer, der var trætte af at se børn vokse op ved kysten uden at kende livet under overfladen. Det, der startede som snorkeltur for en 5. klasse i Egå, er i dag en landsdækkende forening med ni ansatte, 640 frivillige og aktiviteter i 31 kommuner.</p><h2>Sekretariatet</h2><ul><li>Mette Lykkegaard – direktør</li><li>Jonas Bækgaard – leder af Havskolen</li><li>Amalie Friis Nørgaard – projektleder, ålegræs</li><li>Rasmus Holm – frivilligkoordinator</li></ul><h2>Bestyrelse</h2><p>Formand Karen Sloth (havbiolog, Aarhus Universitet), næstformand Peter Gram (tidl. skoleleder), samt fire menige medlemmer valgt af generalforsamlingen.</p>`,
  ) +
    sec(
      `<h2>Medlemskaber og godkendelser</h2><p>Havhjerte er medlem af <a href="https://www.isobro.dk/" target="_blank">ISOBRO</a> – brancheorganisationen for indsamlingsorganisationer – og følger ISOBROs indsamlingsetiske retningslinjer. Vi er godkendt efter ligningslovens § 8A, så dine gaver giver skattefradrag, og vores indsamlinger er anmeldt til <a href="https://www.indsamlingsnaevnet.dk/" target="_blank">Indsamlingsnævnet</a>.</p><p>Vores årsregnskab revideres af Beierholm, statsautoriseret revisionspartnerselskab.</p>`,
      true,
    ),
);

const arbejde = page(
  'Vores arbejde – Havhjerte',
  'Havskolen, strandrydning og ålegræsprojektet: sådan arbejder Havhjerte for et levende hav.',
  '/vores-arbejde',
  '64a1c2e3f4b5a6978c0d1e33',
  sec(
    `<h1>Vores arbejde</h1><h2>Havskolen</h2><p>En gratis heldagsundervisning for 4.–7. klasse, hvor eleverne snorkler, fisker med net, undersøger dyreplankton i mikroskop og lærer om iltsvind. Undervisningen er udviklet i samarbejde med <a href="https://www.kattegatcentret.dk/" target="_blank">Kattegatcentret</a> i Grenaa og følger Fælles Mål for natur/teknologi og biologi.</p><h2>Strandrydning</h2><p>Fra april til oktober arrangerer vores lokale frivillige grupper strandrydninger. Affaldet registreres i den fælles database, som vi bidrager til sammen med Hold Danmark Rent, og data indgår i den danske overvågning af marint affald.</p><h2>Ålegræsprojektet</h2><p>Siden 2020 har vi genudplantet ålegræs i Aarhus Bugt. Metoden er udviklet af forskere fra <a href="https://www.aqua.dtu.dk/" target="_blank">DTU Aqua</a>, som også står for den videnskabelige monitorering, mens frivillige dykkere fra Havhjerte planter skuddene.</p>`,
  ),
);

const partnere = page(
  'Støtter & partnere – Havhjerte',
  'Fonde, programpartnere, kommuner og virksomheder, der gør Havhjertes arbejde muligt.',
  '/partnere',
  '64a1c2e3f4b5a6978c0d1e34',
  sec(
    `<h1>Støtter &amp; partnere</h1><p class="sqsrte-large">Havhjerte modtager ingen fast driftsstøtte. Vores arbejde er finansieret af fonde, kommuner, virksomheder og private bidragydere – og udført sammen med faglige partnere, der bidrager med viden, faciliteter og frivillige.</p>`,
  ) +
    sec(
      `<h2>Fonde</h2><p>Tak til de fonde, der støtter vores arbejde i 2023–2025:</p>` +
        logoGrid([
          ['Novo Nordisk Fonden', 'https://novonordiskfonden.dk/da/', 'nnf'],
          ['VELUX FONDEN', 'https://veluxfondene.dk/', 'velux'],
          ['Nordea-fonden', 'https://nordeafonden.dk/', 'nordea'],
          ['15. Juni Fonden', 'https://www.15juni.dk/', '15juni'],
          ['Aage V. Jensen Naturfond', 'https://www.avjf.dk/', 'avjf'],
          ['Friluftsrådet', 'https://www.friluftsraadet.dk/', 'friluftsraadet'],
          ['Knud Højgaards Fond', null, 'khf'],
        ]),
    ) +
    sec(
      `<h2>Programpartnere</h2><ul><li><strong><a href="https://www.dn.dk/" target="_blank">Danmarks Naturfredningsforening</a></strong> – samarbejde om den årlige landsdækkende strandrydning og fælles kampagner mod plastforurening.</li><li><strong><a href="https://www.aqua.dtu.dk/" target="_blank">DTU Aqua</a></strong> – videnskabelig partner i ålegræsprojektet.</li><li><strong><a href="https://www.kattegatcentret.dk/" target="_blank">Kattegatcentret</a></strong> – medudvikler af Havskolens undervisningsforløb og vært for vores læreruddannelsesdage.</li><li><strong>Hold Danmark Rent</strong> – data og materialer til strandrydninger.</li></ul><h3>Kommuner</h3><p>Vi har partnerskabsaftaler om Havskolen med <a href="https://www.aarhus.dk/" target="_blank">Aarhus Kommune</a>, Syddjurs Kommune, Norddjurs Kommune og Odder Kommune.</p>`,
      true,
    ) +
    sec(
      `<h2>Virksomhedspartnere</h2><p>Virksomheder, der støtter os med midler, materiel eller medarbejdertimer:</p>` +
        logoGrid([
          ['Nordsø Rederi A/S', 'https://www.nordsoe-rederi.dk/', 'nordsoe'],
          ['Salling Group', 'https://sallinggroup.com/', 'salling'],
          ['Fjordbryggen Havkajak', 'https://fjordbryggen-kajak.dk/', 'fjordbryggen'],
          ['Egå Marina', null, 'egaa'],
        ]) +
        `<p>Vil din virksomhed være partner? Læs om mulighederne i vores <a href="https://static1.squarespace.com/static/64a1c2e3f4b5a6978c0d1e2f/t/65c1/1707000000000/Havhjerte-partnerskaber-2024.pdf">partnerskabsfolder (PDF)</a> eller skriv til <a href="mailto:partner@havhjerte.dk">partner@havhjerte.dk</a>.</p>`,
    ),
);

const nyhed = page(
  'Ålegræs 2024: Vi planter i Kalø Vig – Havhjerte',
  'I 2024 udvider Havhjerte ålegræsprojektet til Kalø Vig med nye frivillige dykkere og en ny partner.',
  '/nyheder/aalegraes-2024',
  '64a1c2e3f4b5a6978c0d1e35',
  sec(`<article class="BlogItem hentry"><div class="blog-item-top-wrapper"><div class="blog-item-title"><h1 class="entry-title" data-content-field="title">Ålegræs 2024: Vi planter i Kalø Vig</h1></div><div class="blog-item-meta-wrapper"><time class="dt-published blog-meta-item blog-meta-item--date" datetime="2024-03-04">4. marts 2024</time></div></div>
<div class="blog-item-content e-content"><p>Efter fire sæsoner i Aarhus Bugt, hvor 2,1 hektar ålegræs nu vokser af sig selv, udvider vi i år projektet til Kalø Vig. Vi har brug for 40 nye frivillige dykkere – og har fået en ny partner om bord.</p><p>Nordsø Rederi A/S stiller fra maj en arbejdsbåd og to bådførere til rådighed for projektet hver anden weekend. Det gør det muligt at plante i dybder, vi ikke kunne nå fra land.</p><p>Projektet i Kalø Vig er finansieret af Aage V. Jensen Naturfond og <a href="https://www.15juni.dk/" target="_blank">15. Juni Fonden</a>.</p><p>DR Østjylland fulgte vores første plantedag – <a href="https://www.dr.dk/nyheder/regionale/oestjylland" target="_blank">se indslaget på dr.dk</a>.</p><p><a href="/bliv-frivillig">Tilmeld dig som frivillig dykker</a></p></div></article>`),
);

const frivillig = page(
  'Bliv frivillig – Havhjerte',
  'Bliv frivillig i Havhjerte: strandrydning, Havskolen eller ålegræsdykning.',
  '/bliv-frivillig',
  '64a1c2e3f4b5a6978c0d1e36',
  sec(
    `<h1>Bliv frivillig</h1><p>Du behøver ikke være havbiolog for at gøre en forskel. Vi har brug for frivillige til:</p><ul><li>Strandrydning – 2–3 timer en weekend om måneden</li><li>Havskolen – hjælpeinstruktør på skoledage (kræver børneattest)</li><li>Ålegræsdykning – kræver certifikat (min. Open Water + 20 dyk)</li></ul><form class="react-form-contents" data-form-id="65b0c1d2e3f4a5b6c7d8e9f2"><label>Navn<input type="text" name="fname"></label><label>E-mail<input type="email" name="email"></label><label>Hvad vil du gerne hjælpe med?<select name="omraade"><option>Strandrydning</option><option>Havskolen</option><option>Ålegræsdykning</option></select></label><button type="submit" class="sqs-block-button-element">Send</button></form>`,
  ),
);

const stoet = page(
  'Støt os – Havhjerte',
  'Støt Havhjerte med et fast månedligt bidrag eller en enkeltgave via MobilePay eller bankoverførsel.',
  '/stoet-os',
  '64a1c2e3f4b5a6978c0d1e37',
  sec(
    `<h1>Støt et levende hav</h1><p>Med 100 kr. om måneden giver du en hel skoleklasse en dag på Havskolen hvert år.</p><h3>MobilePay</h3><p>Send et beløb til <strong>MobilePay 71 240</strong>.</p><h3>Bankoverførsel</h3><p>Reg. 7247 konto 1122334 (Jyske Bank)</p><h3>Fast bidrag via Betalingsservice</h3><p>Udfyld formularen, så sender vi en tilmelding.</p><p><img src="https://images.squarespace-cdn.com/content/v1/64a1c2e3f4b5a6978c0d1e2f/mobilepay-badge/mobilepay.png?format=300w" alt="MobilePay" width="150" height="50"> <img src="https://images.squarespace-cdn.com/content/v1/64a1c2e3f4b5a6978c0d1e2f/betalingsservice/betalingsservice.png?format=300w" alt="Betalingsservice" width="150" height="50"></p><p>Gaver op til 18.300 kr. (2024) er fradragsberettigede. Indberetning til <a href="https://skat.dk/" target="_blank">Skattestyrelsen</a> sker automatisk, når du oplyser dit CPR-nummer.</p>`,
  ),
);

const kontakt = page(
  'Kontakt – Havhjerte',
  'Kontakt Havhjertes sekretariat i Aarhus.',
  '/kontakt',
  '64a1c2e3f4b5a6978c0d1e38',
  sec(
    `<h1>Kontakt</h1><p>Foreningen Havhjerte<br>Havnegade 12, 8000 Aarhus C</p><p>Telefon: +45 86 55 01 40 (hverdage 9–15)<br>E-mail: <a href="mailto:kontakt@havhjerte.dk">kontakt@havhjerte.dk</a></p><p>Skoler, der vil booke Havskolen: <a href="mailto:havskolen@havhjerte.dk">havskolen@havhjerte.dk</a><br>Presse: Mette Lykkegaard, +45 26 55 01 41</p>`,
  ),
);

export const site: CorpusSite = {
  domain: 'havhjerte.dk',
  covers:
    'Danish marine non-profit on Squarespace: funders as a Squarespace logo gallery (one unlinked) repeated on the home page, programme partners in a list with descriptions, municipal partners (one linked), corporate partners in a second gallery, programme partners also inline on a work page, a membership on the about page; Indsamlingsnævnet, auditor, DR press, Skattestyrelsen, MobilePay/Betalingsservice badges and social links as negatives',
  pages: {
    '/': { headers, html: home },
    '/om-os': { headers, html: om },
    '/vores-arbejde': { headers, html: arbejde },
    '/partnere': { headers, html: partnere },
    '/nyheder/aalegraes-2024': { headers, html: nyhed },
    '/bliv-frivillig': { headers, html: frivillig },
    '/stoet-os': { headers, html: stoet },
    '/kontakt': { headers, html: kontakt },
  },
  sitemap: ['/', '/om-os', '/vores-arbejde', '/partnere', '/nyheder/aalegraes-2024', '/bliv-frivillig', '/stoet-os', '/kontakt'],
  technologies: ['squarespace', 'adobe-fonts', 'vimeo', 'open-graph', 'priority-hints'],
  partners: {
    'novonordiskfonden.dk': 'generic',
    'veluxfondene.dk': 'generic',
    'nordeafonden.dk': 'generic',
    '15juni.dk': 'generic',
    'avjf.dk': 'generic',
    'friluftsraadet.dk': 'generic',
    'dn.dk': 'generic',
    'dtu.dk': 'generic',
    'kattegatcentret.dk': 'generic',
    'aarhus.dk': 'generic',
    'nordsoe-rederi.dk': 'generic',
    'sallinggroup.com': 'generic',
    'fjordbryggen-kajak.dk': 'generic',
    'isobro.dk': 'generic',
  },
};
