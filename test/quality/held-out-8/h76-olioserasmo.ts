import type { CorpusSite } from '../corpus/types.js';

const ORIGIN = 'https://www.olioserasmo.it';
const WEBSITE_ID = '65a1f3c2d4e5b60718293a4b';
const IMG = `https://images.squarespace-cdn.com/content/v1/${WEBSITE_ID}`;

const headers = {
  server: 'Squarespace',
  'content-type': 'text/html;charset=utf-8',
  'x-contextid': 'Lq2WmZ9x/aR7tN0cB',
  'set-cookie': 'crumb=BZuPjds1Ye5sYmNmZjQ5NjM5YjA4NWE0ZDFiMzA5N2RmYjQz;Path=/;Secure;SameSite=Lax',
  'cache-control': 'no-cache, private',
  'strict-transport-security': 'max-age=0',
  vary: 'Accept-Encoding',
  age: '0',
};

const nav = `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-current-styles='{"layout":"navRight","action":{"buttonText":"Shop","buttonLink":"/shop","buttonTarget":false},"showSocial":true,"socialOptions":{"socialBorderShape":"none","socialBorderStyle":"outline","socialBorderThickness":{"unit":"px","value":1}},"sectionTheme":"white","cartStyle":"text","cartText":"Carrello","showButton":true,"showCart":true}' data-first-focusable-element tabindex="-1">
  <div class="header-announcement-bar-wrapper">
    <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
      <div class="header-display-desktop" data-content-field="site-title">
        <div class="header-title-nav-wrapper">
          <div class="header-title" data-animation-role="header-element">
            <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${IMG}/a3b1c2d4-0e9f-4a1b-8c7d-6e5f4a3b2c1d/logo-serasmo.png?format=1500w" alt="Frantoio Sant’Erasmo" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div>
          </div>
          <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
            <div class="header-nav-item header-nav-item--collection"><a href="/il-frantoio" data-animation-role="header-element">Il Frantoio</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/i-nostri-oli" data-animation-role="header-element">I nostri oli</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/visite" data-animation-role="header-element">Visite e degustazioni</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/premi" data-animation-role="header-element">Premi</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/journal" data-animation-role="header-element">Journal</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/contatti" data-animation-role="header-element">Contatti</a></div>
          </nav></div></div>
        </div>
        <div class="header-actions header-actions--right">
          <div class="showOnDesktop"><div class="header-actions-action header-actions-action--cart"><a href="/cart" class="cart-style-text icon--stroke icon--fill icon--cart sqs-custom-cart"><span class="cart-text">Carrello</span> <span class="cart-quantity">0</span></a></div></div>
          <div class="header-actions-action header-actions-action--social">
            <a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.instagram.com/frantoio.serasmo/" target="_blank" aria-label="Instagram">Instagram</a>
            <a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.facebook.com/frantoioserasmo" target="_blank" aria-label="Facebook">Facebook</a>
          </div>
        </div>
      </div>
    </div>
  </div>
</header>`;

const footer = `<footer class="sections" id="footer-sections" data-footer-sections>
  <section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black" data-section-id="65a1f3c2d4e5b60718293b01">
    <div class="content-wrapper"><div class="content">
      <div class="fluid-engine fe-65a1f3c2d4e5b60718293b02">
        <div class="fe-block fe-block-yui_3_17_2_1_1705312345678_4521"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1705312345678_4521"><div class="sqs-block-content"><div class="sqs-html-content">
          <p class="sqsrte-small">Frantoio Sant’Erasmo di Benedetti Anna &amp; C. s.a.s. · Via della Mola 4, 02032 Fara in Sabina (RI) · P.IVA 01234560578</p>
          <p class="sqsrte-small">Pagamenti sicuri con carta e PayPal · Spedizioni in 48 ore con <a href="https://www.brt.it/" target="_blank">BRT</a></p>
        </div></div></div></div>
        <div class="fe-block fe-block-yui_3_17_2_1_1705312345678_4990"><div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-yui_3_17_2_1_1705312345678_4990"><div class="sqs-block-content">
          <p class="sqsrte-small">Siamo soci di</p>
          <a href="https://www.cittadellolio.it/" target="_blank"><img src="${IMG}/c1d2e3f4/citta-dell-olio.png?format=300w" alt="Associazione Nazionale Città dell’Olio" loading="lazy"></a>
          <a href="https://www.consorziosabinadop.it/" target="_blank"><img src="${IMG}/c1d2e3f5/sabina-dop.png?format=300w" alt="Consorzio di tutela Olio Sabina DOP" loading="lazy"></a>
        </div></div></div>
        <div class="fe-block fe-block-yui_3_17_2_1_1705312345678_5120"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1705312345678_5120"><div class="sqs-block-content"><div class="sqs-html-content">
          <p class="sqsrte-small">Nuovo impianto di estrazione cofinanziato dal <a href="https://www.lazioeuropa.it/psr_feasr-17/" target="_blank">PSR Lazio 2014-2022</a> – Misura 4.2.1 · FEASR, l’Europa investe nelle zone rurali.</p>
          <p class="sqsrte-small"><a href="/privacy">Privacy</a> · <a href="/cookie">Cookie</a> · <a href="/lavora-con-noi">Lavora con noi</a> · <a href="/stampa">Stampa</a> · <a href="/condizioni-di-vendita">Condizioni di vendita</a></p>
        </div></div></div></div>
      </div>
    </div></div>
  </section>
</footer>`;

const section = (
  id: string,
  inner: string,
) => `<section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle white" data-section-id="${id}" data-current-styles='{"backgroundWidth":"background-width--full-bleed","sectionHeight":"section-height--medium","horizontalAlignment":"horizontal-alignment--center","verticalAlignment":"vertical-alignment--middle","contentWidth":"content-width--wide","sectionTheme":"white","sectionAnimation":"none","backgroundMode":"image"}' data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content">
    <div class="fluid-engine fe-${id}">
      <div class="fe-block fe-block-${id}-1"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-${id}-1"><div class="sqs-block-content"><div class="sqs-html-content">
${inner}
      </div></div></div></div>
    </div>
  </div></div>
</section>`;

const page = (opts: { title: string; path: string; collectionId: string; description: string; sections: string }) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="it-IT">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <base href="">
    <meta charset="utf-8" />
    <title>${opts.title}</title>
    <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
    <link rel="icon" type="image/x-icon" href="${IMG}/f0e1d2c3/favicon.ico?format=100w"/>
    <link rel="canonical" href="${ORIGIN}${opts.path}"/>
    <meta property="og:site_name" content="Frantoio Sant’Erasmo"/>
    <meta property="og:title" content="${opts.title}"/>
    <meta property="og:url" content="${ORIGIN}${opts.path}"/>
    <meta property="og:type" content="website"/>
    <meta property="og:image" content="${IMG}/b7c8d9e0/oliveto-sabina.jpg?format=1500w"/>
    <meta itemprop="name" content="${opts.title}"/>
    <meta name="twitter:title" content="${opts.title}"/>
    <meta name="twitter:card" content="summary"/>
    <meta name="description" content="${opts.description}" />
    <link rel="preconnect" href="https://images.squarespace-cdn.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Cormorant+Garamond:ital,wght@0,400;0,600;1,400&amp;family=Work+Sans:wght@400;500">
    <script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
    <script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
    <script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
    <script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3b7d1e2f9a8c4b60-min.it-IT.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3b7d1e2f9a8c4b60-min.it-IT.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-5a9e0c2b71d4f8e3-min.it-IT.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-fbd854d40b0f1c28-min.it-IT.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-2c4e6a8b0d1f3e57-min.it-IT.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/commerce-7f3a9c1e5b2d8046-min.it-IT.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-0e1d2c3b4a596877-min.it-IT.js" defer></script>
    <script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","facebookApiVersion":"v6.0","rollups":{},"pageType":2,"website":{"id":"${WEBSITE_ID}","identifier":"frantoio-serasmo","websiteType":4,"contentModifiedOn":1712836912345,"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"it-IT","timeZone":"Europe/Rome","machineTimeZoneOffset":7200000,"timeZoneOffset":7200000,"timeZoneAbbr":"CEST","siteTitle":"Frantoio Sant’Erasmo","fullSiteTitle":"${opts.title}","baseUrl":"${ORIGIN}","primaryDomain":"www.olioserasmo.it","authenticUrl":"${ORIGIN}","internalUrl":"https://frantoio-serasmo.squarespace.com"},"websiteSettings":{"id":"65a1f3c2d4e5b60718293a4c","websiteId":"${WEBSITE_ID}","country":"IT","state":"RI","simpleLikingEnabled":true,"commerceSettings":{"storeCurrency":"EUR","useLightCart":false,"isLive":true}},"collectionId":"${opts.collectionId}","templateId":"5c5a519771b3e55ac4d0ff48","templateVersion":"7.1","pageFeatures":[1,2,4],"impersonatedSession":false,"tzData":{"zones":[[60,"EU","CE%sT",null]],"rules":{"EU":[[1981,"max",null,"Mar","lastSun","1:00u","1:00","S"],[1996,"max",null,"Oct","lastSun","1:00u","0",null]]}},"showAnnouncementBar":false};</script>
    <script type="application/ld+json">{"url":"${ORIGIN}","name":"Frantoio Sant’Erasmo","description":"","image":"//images.squarespace-cdn.com/content/v1/${WEBSITE_ID}/a3b1c2d4-0e9f-4a1b-8c7d-6e5f4a3b2c1d/logo-serasmo.png","@context":"http://schema.org","@type":"WebSite"}</script>
    <script type="application/ld+json">{"address":"Via della Mola 4\\n02032 Fara in Sabina (RI)\\nItalia","image":"https://static1.squarespace.com/static/${WEBSITE_ID}/t/65a1f4d7e8f9a0b1c2d3e4f5/1712836912345/","name":"Frantoio Sant’Erasmo","openingHours":"","@context":"http://schema.org","@type":"LocalBusiness"}</script>
    <link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${WEBSITE_ID}/31/5c5a519771b3e55ac4d0ff48/65a1f3c2d4e5b60718293a50/1600/site.css"/>
  </head>
  <body id="collection-${opts.collectionId}" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline tweak-global-animations-enabled tweak-global-animations-complexity-level-detailed header-width-full tweak-transparent-header tweak-fixed-header-style-basic tweak-product-basic-item-click-lightbox-enabled native-currency-code-eur collection-type-page collection-layout-default mobile-style-available sqs-seven-one" tabindex="-1">
    <div id="siteWrapper" class="clearfix site-wrapper">
      ${nav}
      <main id="page" class="container" role="main">
        <article class="sections" id="sections" data-page-sections="${opts.collectionId}">
${opts.sections}
        </article>
      </main>
      ${footer}
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771b3e55ac4d0ff48/scripts/site-bundle.7a1c2b9e3d4f5a60.js" type="text/javascript"></script>
    <svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641z"/></symbol></svg>
  </body>
</html>`;

export const site: CorpusSite = {
  domain: 'olioserasmo.it',
  otherDomains: [],
  covers:
    'Italian Squarespace 7.1 olive-oil mill with NO partners: tempting links only – member associations (Città dell’Olio, DOP consortium), EU rural-development funding, machinery and bottle suppliers, olive-oil competitions and guides, restaurants that buy the oil (customers), press, a cycling-race sponsorship and a mill supplier in a journal post, courier, TripAdvisor, job board and social links.',
  pages: {
    '/': { status: 301, redirect: `${ORIGIN}/` },
    [`${ORIGIN}/`]: {
      headers,
      html: page({
        title: 'Frantoio Sant’Erasmo – Olio extravergine della Sabina',
        path: '',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4f5',
        description: 'Frantoio di famiglia a Fara in Sabina: olio extravergine d’oliva DOP Sabina, visite e degustazioni.',
        sections: `${section(
          '65a1f4d7e8f9a0b1c2d3e501',
          `<h1 style="white-space:pre-wrap;">Olio della Sabina, dal 1921</h1>
<p style="white-space:pre-wrap;">Quattro generazioni, 4.000 ulivi di Carboncella, Leccino e Frantoio, un frantoio a ciclo continuo a due passi dall’abbazia di Farfa.</p>
<p><a href="/shop" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Acquista l’olio nuovo</a></p>`,
        )}
${section(
  '65a1f4d7e8f9a0b1c2d3e502',
  `<h2 style="white-space:pre-wrap;">Li trovate nei piatti di</h2>
<p style="white-space:pre-wrap;">Alcuni dei ristoranti che scelgono il nostro olio per la loro cucina:</p>
<ul data-rte-list="default">
<li><p><a href="https://www.osteriadellingegno.it/" target="_blank">Osteria dell’Ingegno</a>, Roma</p></li>
<li><p><a href="https://www.laterrazzadifarfa.it/" target="_blank">La Terrazza di Farfa</a>, Fara in Sabina</p></li>
<li><p>Trattoria Da Gigetto, Poggio Mirteto</p></li>
</ul>
<p style="white-space:pre-wrap;">Leggete le recensioni delle nostre degustazioni su <a href="https://www.tripadvisor.it/Attraction_Review-g1234567-d8901234-Reviews-Frantoio_Sant_Erasmo-Fara_in_Sabina.html" target="_blank">Tripadvisor</a>.</p>`,
)}`,
      }),
    },
    [`${ORIGIN}/il-frantoio`]: {
      html: page({
        title: 'Il Frantoio — Frantoio Sant’Erasmo',
        path: '/il-frantoio',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4f6',
        description: 'La storia del frantoio e della famiglia Benedetti.',
        sections: section(
          '65a1f4d7e8f9a0b1c2d3e511',
          `<h1 style="white-space:pre-wrap;">Il Frantoio</h1>
<p style="white-space:pre-wrap;">Nonno Erasmo aprì la prima molitura a macine di pietra nel 1921. Oggi frangiamo entro sei ore dalla raccolta con un impianto a due fasi realizzato da <a href="https://www.pieralisi.com/it/" target="_blank">Pieralisi</a>.</p>
<p style="white-space:pre-wrap;">Le nostre bottiglie in vetro scuro sono prodotte da <a href="https://www.vetreriaetrusca.it/" target="_blank">Vetreria Etrusca</a>, le etichette sono stampate a Rieti.</p>
<p style="white-space:pre-wrap;">Dal 2019 siamo certificati biologici (organismo di controllo: ICEA).</p>`,
        ),
      }),
    },
    [`${ORIGIN}/premi`]: {
      html: page({
        title: 'Premi e riconoscimenti — Frantoio Sant’Erasmo',
        path: '/premi',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4f7',
        description: 'I riconoscimenti ottenuti dal nostro olio.',
        sections: section(
          '65a1f4d7e8f9a0b1c2d3e521',
          `<h1 style="white-space:pre-wrap;">Premi e riconoscimenti</h1>
<ul data-rte-list="default">
<li><p><strong>Flos Olei 2024</strong> – Punteggio 95/100, “Frantoio dell’anno” per il Lazio · <a href="https://www.flosolei.com/" target="_blank">flosolei.com</a></p></li>
<li><p><strong>NYIOOC World Olive Oil Competition 2023</strong> – Gold Award · <a href="https://bestoliveoils.com/" target="_blank">bestoliveoils.com</a></p></li>
<li><p><strong>Gambero Rosso – Oli d’Italia 2024</strong> – Tre Foglie · <a href="https://www.gamberorosso.it/" target="_blank">gamberorosso.it</a></p></li>
<li><p><strong>Slow Food – Guida agli Extravergini 2023</strong> – Grande Olio · <a href="https://www.slowfood.it/" target="_blank">slowfood.it</a></p></li>
</ul>`,
        ),
      }),
    },
    [`${ORIGIN}/stampa`]: {
      html: page({
        title: 'Stampa — Frantoio Sant’Erasmo',
        path: '/stampa',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4f8',
        description: 'Dicono di noi.',
        sections: section(
          '65a1f4d7e8f9a0b1c2d3e531',
          `<h1 style="white-space:pre-wrap;">Dicono di noi</h1>
<p><a href="https://www.repubblica.it/sapori/2023/11/20/news/olio_nuovo_sabina-421234567/" target="_blank">la Repubblica Sapori – L’olio nuovo della Sabina</a></p>
<p><a href="https://www.corriere.it/cook/news/23_novembre_05/frantoi-da-visitare-lazio.shtml" target="_blank">Corriere della Sera Cook – Cinque frantoi da visitare nel Lazio</a></p>
<p><a href="https://www.agrodolce.it/2024/01/15/olio-evo-sabina-dop/" target="_blank">Agrodolce – Sabina DOP, guida all’acquisto</a></p>`,
        ),
      }),
    },
    [`${ORIGIN}/visite`]: {
      html: page({
        title: 'Visite e degustazioni — Frantoio Sant’Erasmo',
        path: '/visite',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4f9',
        description: 'Visita il frantoio e degusta i nostri oli.',
        sections: section(
          '65a1f4d7e8f9a0b1c2d3e541',
          `<h1 style="white-space:pre-wrap;">Visite e degustazioni</h1>
<p style="white-space:pre-wrap;">Da ottobre a dicembre potete assistere alla frangitura. Tutto l’anno: passeggiata nell’oliveto e degustazione guidata di tre oli (18 € a persona).</p>
<p style="white-space:pre-wrap;">Prenotazioni tramite il <a href="/contatti">modulo di contatto</a> o al numero 0765 277 114.</p>
<p style="white-space:pre-wrap;">Il frantoio fa parte dell’itinerario “Strada dell’Olio della Sabina” promosso dalla <a href="https://www.visitlazio.com/" target="_blank">Regione Lazio</a>.</p>`,
        ),
      }),
    },
    [`${ORIGIN}/journal/raccolta-2023`]: {
      html: page({
        title: 'Com’è andata la raccolta 2023 — Frantoio Sant’Erasmo',
        path: '/journal/raccolta-2023',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4fa',
        description: 'Bilancio della campagna olearia 2023.',
        sections: section(
          '65a1f4d7e8f9a0b1c2d3e551',
          `<h1 style="white-space:pre-wrap;">Com’è andata la raccolta 2023</h1>
<p style="white-space:pre-wrap;">Una stagione difficile per la siccità estiva, ma con rese buone e polifenoli altissimi. Quest’anno abbiamo sostituito il separatore con uno nuovo di <a href="https://www.alfalaval.it/" target="_blank">Alfa Laval</a>, che ci permette di lavorare a temperature ancora più basse.</p>
<p style="white-space:pre-wrap;">A maggio saremo ancora una volta sponsor della <a href="https://www.granfondosabina.it/" target="_blank">Granfondo della Sabina</a>: ai ristori troverete bruschetta con olio nuovo!</p>`,
        ),
      }),
    },
    [`${ORIGIN}/lavora-con-noi`]: {
      html: page({
        title: 'Lavora con noi — Frantoio Sant’Erasmo',
        path: '/lavora-con-noi',
        collectionId: '65a1f4d7e8f9a0b1c2d3e4fb',
        description: 'Cerchiamo personale stagionale per la raccolta.',
        sections: section(
          '65a1f4d7e8f9a0b1c2d3e561',
          `<h1 style="white-space:pre-wrap;">Lavora con noi</h1>
<p style="white-space:pre-wrap;">Per la campagna olearia cerchiamo operai agricoli stagionali e un addetto al frantoio. Trovate gli annunci anche su <a href="https://www.infojobs.it/" target="_blank">InfoJobs</a>.</p>`,
        ),
      }),
    },
  },
  sitemap: [
    `${ORIGIN}/`,
    `${ORIGIN}/il-frantoio`,
    `${ORIGIN}/premi`,
    `${ORIGIN}/stampa`,
    `${ORIGIN}/visite`,
    `${ORIGIN}/journal/raccolta-2023`,
    `${ORIGIN}/lavora-con-noi`,
  ],
  technologies: [
    'squarespace',
    'squarespace-commerce',
    'brt',
    'google-font-api',
    'cart-functionality',
    'priority-hints',
    'hsts',
    'open-graph',
  ],
  partners: {},
};
