import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://kallstromcykel.se/wp-json/>; rel="https://api.w.org/"',
  'x-cache-status': 'HIT',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string, bodyClass: string): string => `<!doctype html>
<html lang="sv-SE">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<!-- This site is optimized with the Yoast SEO plugin v23.9 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://kallstromcykel.se${path}">
<meta property="og:locale" content="sv_SE">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://kallstromcykel.se${path}">
<meta property="og:site_name" content="Källström Cykel">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://kallstromcykel.se${path}","url":"https://kallstromcykel.se${path}","name":"${title}","isPartOf":{"@id":"https://kallstromcykel.se/#website"},"inLanguage":"sv-SE"},{"@type":"Organization","@id":"https://kallstromcykel.se/#organization","name":"Källström Cykel AB","url":"https://kallstromcykel.se/","sameAs":["https://www.facebook.com/kallstromcykel","https://www.instagram.com/kallstromcykel/","https://www.youtube.com/@kallstromcykel"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Källström Cykel &raquo; Flöde" href="https://kallstromcykel.se/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://kallstromcykel.se/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1" media="all">
<link rel="stylesheet" id="woocommerce-layout-css" href="https://kallstromcykel.se/wp-content/plugins/woocommerce/assets/css/woocommerce-layout.css?ver=9.4.2" media="all">
<link rel="stylesheet" id="woocommerce-general-css" href="https://kallstromcykel.se/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=9.4.2" media="all">
<link rel="stylesheet" id="kallstrom-style-css" href="https://kallstromcykel.se/wp-content/themes/kallstrom/style.css?ver=3.2.0" media="all">
<script src="https://kallstromcykel.se/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://kallstromcykel.se/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script async src="https://eu-library.klarnaservices.com/lib.js" data-client-id="4f1b0f2e-8c2a-5d7e-9a61-0c3b2e7d4f11"></script>
<link rel="https://api.w.org/" href="https://kallstromcykel.se/wp-json/">
<meta name="generator" content="WooCommerce 9.4.2">
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
</head>
<body class="${bodyClass} theme-kallstrom woocommerce-no-js">`;

const nav = `<div class="usp-bar"><span>Fri frakt över 1 000 kr</span><span>Provkör hos 60+ återförsäljare</span><span>5 års ramgaranti</span></div>
<header id="masthead" class="site-header">
  <div class="site-branding"><a href="https://kallstromcykel.se/" rel="home"><img src="https://kallstromcykel.se/wp-content/uploads/2024/02/kallstrom-logo.svg" alt="Källström Cykel" width="170" height="40"></a></div>
  <nav id="site-navigation" class="main-navigation" aria-label="Huvudmeny">
    <ul id="primary-menu" class="menu">
      <li class="menu-item menu-item-has-children"><a href="https://kallstromcykel.se/produkt-kategori/elcyklar/">Elcyklar</a>
        <ul class="sub-menu">
          <li class="menu-item"><a href="https://kallstromcykel.se/produkt-kategori/elcyklar/stadscyklar/">Stadscyklar</a></li>
          <li class="menu-item"><a href="https://kallstromcykel.se/produkt-kategori/elcyklar/lastcyklar/">Lastcyklar</a></li>
          <li class="menu-item"><a href="https://kallstromcykel.se/produkt-kategori/elcyklar/terrang/">Terräng</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="https://kallstromcykel.se/produkt-kategori/tillbehor/">Tillbehör</a></li>
      <li class="menu-item"><a href="https://kallstromcykel.se/aterforsaljare/">Hitta återförsäljare</a></li>
      <li class="menu-item"><a href="https://kallstromcykel.se/om-oss/">Om oss</a></li>
      <li class="menu-item"><a href="https://kallstromcykel.se/kundservice/">Kundservice</a></li>
    </ul>
  </nav>
  <div class="header-actions">
    <a href="https://kallstromcykel.se/mitt-konto/" class="account-link">Mitt konto</a>
    <a href="https://kallstromcykel.se/varukorg/" class="cart-contents" title="Visa varukorgen">Varukorg <span class="count">0</span></a>
  </div>
</header>`;

const footer = `<footer id="colophon" class="site-footer">
  <div class="footer-widgets">
    <section class="widget">
      <h2 class="widget-title">Källström Cykel</h2>
      <p>Svenskdesignade elcyklar sedan 2011. Monteras i Borås.</p>
      <p>Källström Cykel AB<br>Viaredsvägen 22<br>504 64 Borås</p>
    </section>
    <section class="widget">
      <h2 class="widget-title">Information</h2>
      <ul>
        <li><a href="https://kallstromcykel.se/om-oss/">Om oss</a></li>
        <li><a href="https://kallstromcykel.se/om-oss/samarbetspartners/">Samarbetspartners</a></li>
        <li><a href="https://kallstromcykel.se/bli-aterforsaljare/">Bli återförsäljare</a></li>
        <li><a href="https://kallstromcykel.teamtailor.com/">Jobba hos oss</a></li>
        <li><a href="https://kallstromcykel.se/kopvillkor/">Köpvillkor</a></li>
        <li><a href="https://kallstromcykel.se/integritetspolicy/">Integritetspolicy</a></li>
      </ul>
    </section>
    <section class="widget">
      <h2 class="widget-title">Betalning &amp; leverans</h2>
      <p>Betala tryggt med <a href="https://www.klarna.com/se/">Klarna</a> &ndash; faktura, delbetalning eller kort.</p>
      <p>Vi levererar med <a href="https://www.postnord.se/">PostNord</a> och Budbee. Cyklar levereras färdigmonterade av vår egen transport.</p>
      <a href="https://www.tryggehandel.se/verifiera?id=kallstromcykel.se"><img src="https://kallstromcykel.se/wp-content/uploads/2024/02/trygg-e-handel.png" alt="Trygg e-handel certifierad"></a>
    </section>
    <section class="widget">
      <h2 class="widget-title">Följ oss</h2>
      <ul class="social-links">
        <li><a href="https://www.instagram.com/kallstromcykel/">Instagram</a></li>
        <li><a href="https://www.facebook.com/kallstromcykel">Facebook</a></li>
        <li><a href="https://www.youtube.com/@kallstromcykel">YouTube</a></li>
        <li><a href="https://www.strava.com/clubs/kallstrom-cykel">Strava-klubben</a></li>
      </ul>
      <p>Medlem i <a href="https://www.svenskcykling.se/">Svensk Cykling</a></p>
    </section>
  </div>
  <div class="site-info">&copy; 2026 Källström Cykel AB &middot; Org.nr 556812-3456</div>
</footer>
<div id="cookie-notice" class="cookie-notice" role="dialog" aria-label="Cookies">
  <p>Vi använder cookies för att webbplatsen ska fungera och för statistik. <a href="https://kallstromcykel.se/integritetspolicy/">Läs mer</a></p>
  <button class="button">Godkänn alla</button> <button class="button button-secondary">Endast nödvändiga</button>
</div>
<script src="https://kallstromcykel.se/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js?ver=2.7.0-wc.9.4.2" id="jquery-blockui-js"></script>
<script src="https://kallstromcykel.se/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=9.4.2" id="wc-add-to-cart-js"></script>
<script src="https://kallstromcykel.se/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=9.4.2" id="woocommerce-js"></script>
<script src="https://kallstromcykel.se/wp-content/themes/kallstrom/js/navigation.js?ver=3.2.0" id="kallstrom-navigation-js"></script>
</body>
</html>`;

const home = `${head('Källström Cykel – Svenskdesignade elcyklar', 'Elcyklar designade i Sverige och monterade i Borås. Stadscyklar, lastcyklar och terrängcyklar med 5 års ramgaranti. Provkör hos en återförsäljare nära dig.', '/', 'home page-template-default page page-id-7')}
${nav}
<main id="primary" class="site-main">
  <section class="wp-block-cover hero">
    <img class="wp-block-cover__image-background" src="https://kallstromcykel.se/wp-content/uploads/2026/03/hero-vinter.jpg" alt="Källström Nord i vinterlandskap">
    <div class="wp-block-cover__inner-container">
      <h1>Byggd för svenska vintrar</h1>
      <p>Nya Källström Nord har dubbdäck som tillval, uppvärmt batterifack och 120 km räckvidd.</p>
      <a class="wp-block-button__link" href="https://kallstromcykel.se/produkt/kallstrom-nord/">Upptäck Nord</a>
    </div>
  </section>

  <section class="products-section">
    <h2>Populära modeller</h2>
    <ul class="products columns-3">
      <li class="product type-product"><a href="https://kallstromcykel.se/produkt/kallstrom-nord/" class="woocommerce-LoopProduct-link"><img src="https://kallstromcykel.se/wp-content/uploads/2026/03/nord-300x300.jpg" alt="Källström Nord"><h2 class="woocommerce-loop-product__title">Källström Nord</h2><span class="price">24 990 kr</span></a><a href="?add-to-cart=1842" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="1842">Lägg i varukorg</a></li>
      <li class="product type-product"><a href="https://kallstromcykel.se/produkt/kallstrom-last/" class="woocommerce-LoopProduct-link"><img src="https://kallstromcykel.se/wp-content/uploads/2026/01/last-300x300.jpg" alt="Källström Last"><h2 class="woocommerce-loop-product__title">Källström Last</h2><span class="price">39 990 kr</span></a><a href="?add-to-cart=1790" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="1790">Lägg i varukorg</a></li>
      <li class="product type-product"><a href="https://kallstromcykel.se/produkt/kallstrom-stad/" class="woocommerce-LoopProduct-link"><img src="https://kallstromcykel.se/wp-content/uploads/2025/09/stad-300x300.jpg" alt="Källström Stad"><h2 class="woocommerce-loop-product__title">Källström Stad</h2><span class="price">18 990 kr</span></a><a href="?add-to-cart=1655" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="1655">Lägg i varukorg</a></li>
    </ul>
  </section>

  <section class="awards-strip">
    <p><strong>Testvinnare</strong> i <a href="https://www.radron.se/tester/fordon/elcyklar-test-2026/">Råd &amp; Röns elcykeltest 2026</a> &middot; &rdquo;Bäst i kyla&rdquo; enligt <a href="https://www.dn.se/konsument/elcyklar-som-klarar-vintern/">DN Konsument</a></p>
  </section>

  <section class="dealer-teaser">
    <h2>Provkör innan du köper</h2>
    <p>Våra återförsäljare finns från Malmö till Umeå &ndash; och i Oslo och Köpenhamn.</p>
    <a class="wp-block-button__link" href="https://kallstromcykel.se/aterforsaljare/">Hitta närmaste återförsäljare</a>
  </section>

  <section class="fleet">
    <h2>Källström för företag</h2>
    <p>Förmånscyklar och lastcyklar till bland andra <a href="https://www.boras.se/">Borås Stad</a> och <a href="https://www.ikea.com/se/sv/">IKEA Sverige</a>. <a href="https://kallstromcykel.se/foretag/">Läs mer om företagserbjudandet</a>.</p>
  </section>
</main>
${footer}`;

const dealers = `${head('Hitta återförsäljare – Källström Cykel', 'Provkör och köp Källström elcyklar hos auktoriserade återförsäljare i Sverige, Norge och Danmark.', '/aterforsaljare/', 'page-template-default page page-id-112')}
${nav}
<main id="primary" class="site-main">
  <article id="post-112" class="page type-page status-publish">
    <header class="entry-header"><h1 class="entry-title">Hitta återförsäljare</h1></header>
    <div class="entry-content">
      <p>Alla våra återförsäljare har demo-cyklar för provkörning och är auktoriserade för service och garantiärenden. Välj region nedan.</p>
      <details class="dealer-region" open>
        <summary>Stockholm &amp; Mälardalen</summary>
        <div class="dealer">
          <h3>Cykelhuset Södermalm</h3>
          <p>Götgatan 88, 118 62 Stockholm &middot; 08-640 22 10</p>
          <p><a href="https://cykelhuset-sodermalm.se/" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
        <div class="dealer">
          <h3>Uppsala Elcykel</h3>
          <p>Kungsgatan 41, 753 21 Uppsala &middot; 018-12 34 56</p>
        </div>
      </details>
      <details class="dealer-region">
        <summary>Västra Götaland</summary>
        <div class="dealer">
          <h3>Velo Göteborg</h3>
          <p>Linnégatan 12, 413 04 Göteborg &middot; 031-14 55 60</p>
          <p><a href="https://www.velogoteborg.se/elcyklar/kallstrom" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
        <div class="dealer">
          <h3>Källström Fabriksbutik</h3>
          <p>Viaredsvägen 22, 504 64 Borås &middot; Vår egen butik vid fabriken</p>
        </div>
      </details>
      <details class="dealer-region">
        <summary>Skåne</summary>
        <div class="dealer">
          <h3>Skånecykel</h3>
          <p>Bergsgatan 20, 214 22 Malmö &middot; 040-97 11 30</p>
          <p><a href="https://skanecykel.se/" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
      </details>
      <details class="dealer-region">
        <summary>Östergötland</summary>
        <div class="dealer">
          <h3>Cykelkungen</h3>
          <p>Storgatan 60, 582 23 Linköping &middot; 013-31 20 00</p>
          <p><a href="http://www.cykelkungen.se" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
      </details>
      <details class="dealer-region">
        <summary>Norrland</summary>
        <div class="dealer">
          <h3>Norrlands Cykel &amp; Sport</h3>
          <p>Västra Esplanaden 9, 903 26 Umeå &middot; 090-77 66 55</p>
          <p><a href="https://www.norrlandscykel.se/" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
      </details>
      <details class="dealer-region">
        <summary>Norge &amp; Danmark</summary>
        <div class="dealer">
          <h3>Sykkelsentralen Oslo</h3>
          <p>Thorvald Meyers gate 30, 0555 Oslo &middot; +47 22 35 10 10</p>
          <p><a href="https://sykkelsentralen.no/" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
        <div class="dealer">
          <h3>Cykelgaragen København</h3>
          <p>Nørrebrogade 150, 2200 København N &middot; +45 35 37 00 00</p>
          <p><a href="https://cykelgaragen.dk/" target="_blank" rel="noopener">Hemsida</a></p>
        </div>
      </details>
      <p>Driver du en cykelbutik? <a href="https://kallstromcykel.se/bli-aterforsaljare/">Bli återförsäljare</a> &middot; <a href="https://b2b.kallstromcykel.se/login">Logga in på återförsäljarportalen</a></p>
    </div>
  </article>
</main>
${footer}`;

const samarbeten = `${head('Samarbetspartners – Källström Cykel', 'Företagen vi samarbetar med kring drivlinor, motorer och batteriåtervinning.', '/om-oss/samarbetspartners/', 'page-template-default page page-id-140')}
${nav}
<main id="primary" class="site-main">
  <article id="post-140" class="page type-page status-publish">
    <header class="entry-header"><h1 class="entry-title">Samarbetspartners</h1></header>
    <div class="entry-content">
      <p>Vi designar ramar och monterar i Borås, men vi bygger inte allt själva. Här är partnerna bakom komponenterna.</p>
      <div class="wp-block-columns">
        <div class="wp-block-column">
          <figure class="wp-block-image"><a href="https://www.bosch-ebike.com/se/"><img src="https://kallstromcykel.se/wp-content/uploads/2024/05/bosch-ebike.png" alt="Bosch eBike Systems"></a></figure>
          <p><strong>Bosch eBike Systems</strong> &ndash; Performance Line CX-motorer och Smart System-display i alla modeller från 2025.</p>
        </div>
        <div class="wp-block-column">
          <figure class="wp-block-image"><a href="https://bike.shimano.com/sv-SE/"><img src="https://kallstromcykel.se/wp-content/uploads/2024/05/shimano.png" alt="Shimano"></a></figure>
          <p><strong>Shimano</strong> &ndash; Nexus 5-växlade navväxlar och hydrauliska skivbromsar.</p>
        </div>
        <div class="wp-block-column">
          <figure class="wp-block-image"><a href="https://nordbatt.se/"><img src="https://kallstromcykel.se/wp-content/uploads/2024/05/nordbatt.png" alt="Nordbatt"></a></figure>
          <p><strong>Nordbatt</strong> &ndash; tar hand om uttjänta batterier och återvinner 95 % av materialet.</p>
        </div>
      </div>
      <h2>Försäkring</h2>
      <p>Cykelförsäkring kan tecknas hos valfritt försäkringsbolag. Läs mer hos <a href="https://www.konsumenternas.se/forsakringar/">Konsumenternas Försäkringsbyrå</a>.</p>
    </div>
  </article>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'kallstromcykel.se',
  covers:
    'Swedish WooCommerce e-bike maker: header "Hitta återförsäljare" page with dealers in <details> accordions per region (two without a website, one own factory shop) and a footer-only "Samarbetspartners" page with component/recycling partners in WordPress columns; traps: test award and press, business customers, Klarna/PostNord/Budbee, Trygg e-handel certificate, association membership, Strava club, Teamtailor jobs, dealer program and B2B portal login.',
  pages: {
    '/': { headers, html: home },
    '/aterforsaljare/': { headers, html: dealers },
    '/om-oss/samarbetspartners/': { headers, html: samarbeten },
  },
  sitemap: [
    '/',
    '/produkt-kategori/elcyklar/',
    '/aterforsaljare/',
    '/om-oss/',
    '/om-oss/samarbetspartners/',
    '/bli-aterforsaljare/',
    '/kundservice/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'woocommerce',
    'yoast-seo',
    'wordpress-block-editor',
    'jquery',
    'jquery-migrate',
    'klarna-checkout',
    'nginx',
    'budbee',
    'rss',
    'open-graph',
  ],
  partners: {
    'cykelhuset-sodermalm.se': 'channel',
    'velogoteborg.se': 'channel',
    'skanecykel.se': 'channel',
    'cykelkungen.se': 'channel',
    'norrlandscykel.se': 'channel',
    'sykkelsentralen.no': 'channel',
    'cykelgaragen.dk': 'channel',
    'bosch-ebike.com': 'technology',
    'shimano.com': 'technology',
    'nordbatt.se': 'generic',
  },
};
