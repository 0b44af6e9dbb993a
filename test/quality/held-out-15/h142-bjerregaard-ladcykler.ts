import type { CorpusSite } from '../corpus/types.js';

const shop = 'https://bjerregaard-ladcykler.dk';

const head = (title: string, path: string, pageType: string) => `<!doctype html>
<html class="no-js" lang="da">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="${shop}${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//bjerregaard-ladcykler.dk/cdn/shop/files/favicon_32x32.png?v=1689240112">
    <title>${title}</title>
    <meta property="og:site_name" content="Bjerregaard Ladcykler">
    <meta property="og:url" content="${shop}${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:image" content="http://bjerregaard-ladcykler.dk/cdn/shop/files/bjerregaard-og.jpg?v=1689240210">
    <meta name="twitter:card" content="summary_large_image">
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4b7e2a90-1c3d-4e5f-9a8b-2c1d0e9f8a7b" data-blockingmode="auto" type="text/javascript"></script>
    <script src="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/constants.js?v=58251544750838685771701184391" defer="defer"></script>
    <script src="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/pubsub.js?v=158357773527763999511701184391" defer="defer"></script>
    <script src="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/global.js?v=40820548392383841591701184391" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
    <meta name="shopify-checkout-api-token" content="c8a1e4f0b2d94c7a8e5f3b6d1a9c0e2f">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61723451209/digital_wallets/dialog">
    <script async="async" src="/checkouts/internal/preloads.js?locale=da-DK"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"c8a1e4f0b2d94c7a8e5f3b6d1a9c0e2f","betas":["rich-media-storefront-analytics"],"domain":"bjerregaard-ladcykler.dk","predictiveSearch":true,"shopId":61723451209,"locale":"da"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "bjerregaard-ladcykler.myshopify.com";
Shopify.locale = "da";
Shopify.currency = {"active":"DKK","rate":"1.0"};
Shopify.country = "DK";
Shopify.theme = {"name":"Dawn","id":131274883145,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script id="__st">var __st={"a":61723451209,"offset":3600,"reqid":"5f0c1e2d-7a8b-4c9d-8e1f-2a3b4c5d6e7f","pageurl":"bjerregaard-ladcykler.dk${path.replace(/\//g, '\\/')}","u":"a1b2c3d4e5f6","p":"${pageType}"};</script>
    <script>window.dataLayer = window.dataLayer || [];</script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-8KD2QW1LZP"></script>
    <script>function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-8KD2QW1LZP');</script>
    <script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '884120553317624'); fbq('track', 'PageView');
    </script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <link href="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/base.css?v=165191016556652226921701184390" rel="stylesheet" type="text/css" media="all" />
    <link rel="stylesheet" href="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/component-predictive-search.css?v=118923337488134913561701184390" media="print" onload="this.media='all'">
    <script src="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/predictive-search.js?v=162273246065392412141701184391" defer="defer"></script>
  </head>`;

const header = `  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Gå til indhold</a>
    <div id="shopify-section-announcement-bar" class="shopify-section">
      <div class="announcement-bar color-accent-1 gradient" role="region" aria-label="Meddelelse">
        <div class="page-width"><p class="announcement-bar__message h5"><span>Gratis prøvetur hos din lokale forhandler – book i dag</span></p></div>
      </div>
    </div>
    <div id="shopify-section-header" class="shopify-section section-header">
      <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-background-1 gradient header-wrapper--border-bottom">
        <header class="header header--middle-left header--mobile-center page-width header--has-menu">
          <a href="/" class="header__heading-link link link--text focus-inset"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/bjerregaard-logo.svg?v=1689240112&amp;width=180" alt="Bjerregaard Ladcykler" width="180" height="42" class="header__heading-logo"></a>
          <nav class="header__inline-menu">
            <ul class="list-menu list-menu--inline" role="list">
              <li><a href="/collections/ladcykler" class="header__menu-item list-menu__item link link--text focus-inset"><span>Ladcykler</span></a></li>
              <li><a href="/collections/tilbehor" class="header__menu-item list-menu__item link link--text focus-inset"><span>Tilbehør</span></a></li>
              <li><a href="/pages/erhverv" class="header__menu-item list-menu__item link link--text focus-inset"><span>Erhverv</span></a></li>
              <li><a href="/pages/forhandlere" class="header__menu-item list-menu__item link link--text focus-inset"><span>Find forhandler</span></a></li>
              <li>
                <header-menu>
                  <details id="Details-HeaderMenu-5">
                    <summary class="header__menu-item list-menu__item link focus-inset"><span>Om os</span></summary>
                    <ul id="HeaderMenu-MenuList-5" class="header__submenu list-menu list-menu--disclosure gradient caption-large motion-reduce global-settings-popup" role="list" tabindex="-1">
                      <li><a href="/pages/om-os" class="header__menu-item list-menu__item link link--text focus-inset caption-large">Vores historie</a></li>
                      <li><a href="/pages/komponenter" class="header__menu-item list-menu__item link link--text focus-inset caption-large">Teknologi &amp; komponenter</a></li>
                      <li><a href="/blogs/nyheder" class="header__menu-item list-menu__item link link--text focus-inset caption-large">Nyheder</a></li>
                    </ul>
                  </details>
                </header-menu>
              </li>
            </ul>
          </nav>
          <div class="header__icons">
            <a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Log ind</span></a>
            <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Kurv</span></a>
          </div>
        </header>
      </sticky-header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const footer = `    </main>
    <div id="shopify-section-footer" class="shopify-section">
      <footer class="footer color-background-2 gradient section-footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
            <div class="footer-block grid__item footer-block--menu">
              <h2 class="footer-block__heading inline-richtext">Kundeservice</h2>
              <ul class="footer-block__details-content list-unstyled">
                <li><a href="/pages/kontakt" class="link link--text list-menu__item list-menu__item--link">Kontakt</a></li>
                <li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Fragt og levering</a></li>
                <li><a href="/pages/garanti" class="link link--text list-menu__item list-menu__item--link">Garanti og service</a></li>
                <li><a href="/pages/bliv-forhandler" class="link link--text list-menu__item list-menu__item--link">Bliv forhandler</a></li>
                <li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privatlivspolitik</a></li>
              </ul>
            </div>
            <div class="footer-block grid__item">
              <h2 class="footer-block__heading inline-richtext">Bjerregaard Ladcykler ApS</h2>
              <div class="footer-block__details-content rte">
                <p>Industrivej 14<br>7100 Vejle<br>CVR 38 51 22 90<br>Tlf. 75 82 11 40</p>
                <p>Medlem af <a href="https://www.cyklistforbundet.dk/" target="_blank">Cyklistforbundet</a> og <a href="https://www.danskecykelhandlere.dk/" target="_blank">Danske Cykelhandlere</a>.</p>
                <p><a href="https://www.emaerket.dk/vis/bjerregaard-ladcykler.dk" target="_blank" title="e-mærket"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/emaerket.svg?v=1689240112" alt="e-mærket" width="60" height="60"></a></p>
              </div>
            </div>
            <div class="footer-block grid__item">
              <h2 class="footer-block__heading inline-richtext">Nyhedsbrev</h2>
              <div class="klaviyo-form XyT8pQ"></div>
            </div>
          </div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.facebook.com/bjerregaardladcykler" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
            <li class="list-social__item"><a href="https://www.instagram.com/bjerregaardladcykler" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
            <li class="list-social__item"><a href="https://www.youtube.com/@bjerregaardladcykler" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
          </ul>
        </div>
        <div class="footer__content-bottom">
          <div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">Bjerregaard Ladcykler</a></small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Drevet af Shopify</a></small></div>
        </div>
      </footer>
    </div>
    <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XyT8pQ"></script>
    <script src="https://cdn.shopify.com/extensions/0d7c2a9b-1f3e-4d5c-8b6a-7e9f0a1b2c3d/trustpilot-reviews-31/assets/tp-loader.js" defer></script>
    <script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
  </body>
</html>`;

const section = (id: string, cls: string, inner: string) => `      <section id="shopify-section-${id}" class="shopify-section section">
        <div class="${cls} page-width">
${inner}
        </div>
      </section>`;

const home = `${head('Bjerregaard Ladcykler – Danske ladcykler bygget i Vejle', '/', 'home')}
${header}
${section(
  'template--16274883145__image_banner',
  'banner__content banner__content--middle-left',
  `          <div class="banner__box content-container content-container--full-width-mobile color-background-1 gradient">
            <h1 class="banner__heading inline-richtext h0">Ladcykler til familier og erhverv</h1>
            <div class="banner__text rte"><p>Håndsvejset aluminiumsstel, 7 års stelgaranti og service hos over 40 forhandlere i Danmark og Nordeuropa.</p></div>
            <div class="banner__buttons"><a href="/collections/ladcykler" class="button button--primary">Se modellerne</a> <a href="/pages/forhandlere" class="button button--secondary">Find nærmeste forhandler</a></div>
          </div>`,
)}
${section(
  'template--16274883145__featured_collection',
  'collection',
  `          <div class="title-wrapper-with-link title-wrapper--self-padded-mobile"><h2 class="title inline-richtext h2">Vores modeller</h2></div>
          <ul id="Slider-template--16274883145__featured_collection" class="grid product-grid contains-card--product grid--4-col-desktop grid--2-col-tablet-down" role="list">
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__content"><h3 class="card__heading h5"><a href="/products/bjerregaard-family-3" class="full-unstyled-link">Family 3 – tre børn</a></h3><div class="price"><span class="price-item price-item--regular">29.995,00 kr</span></div></div></div></div></li>
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__content"><h3 class="card__heading h5"><a href="/products/bjerregaard-long-e" class="full-unstyled-link">Long-E elektrisk</a></h3><div class="price"><span class="price-item price-item--regular">34.995,00 kr</span></div></div></div></div></li>
            <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__content"><h3 class="card__heading h5"><a href="/products/bjerregaard-cargo-pro" class="full-unstyled-link">Cargo Pro – erhverv</a></h3><div class="price"><span class="price-item price-item--regular">39.995,00 kr</span></div></div></div></div></li>
          </ul>`,
)}
${section(
  'template--16274883145__logo_list',
  'logo-list',
  `          <h2 class="h3 center">Kendt fra</h2>
          <ul class="logo-list__list list-unstyled">
            <li class="logo-list__item"><a href="https://politiken.dk/forbrugogliv/art9541288/Test-af-ladcykler-2023"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/politiken.svg?v=1" alt="Politiken" loading="lazy" width="140" height="40"></a></li>
            <li class="logo-list__item"><a href="https://www.dr.dk/nyheder/regionale/syd/ladcyklen-fra-vejle"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/dr.svg?v=1" alt="DR" loading="lazy" width="140" height="40"></a></li>
            <li class="logo-list__item"><a href="https://ing.dk/artikel/elektriske-ladcykler-erobrer-byerne"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/ing.svg?v=1" alt="Ingeniøren" loading="lazy" width="140" height="40"></a></li>
          </ul>
          <div class="trustpilot-widget" data-locale="da-DK" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5f2a1b3c4d5e6f7a8b9c0d1e" data-style-height="24px" data-style-width="100%" data-theme="light"><a href="https://dk.trustpilot.com/review/bjerregaard-ladcykler.dk" target="_blank" rel="noopener">Trustpilot</a></div>`,
)}
${footer}`;

const forhandlere = `${head('Find forhandler – Bjerregaard Ladcykler', '/pages/forhandlere', 'page')}
${header}
${section(
  'template--16274883146__main',
  'page-width page-width--narrow',
  `          <h1 class="main-page-title page-title h0">Find forhandler</h1>
          <div class="rte">
            <p>Alle vores ladcykler kan prøvekøres og købes hos autoriserede forhandlere, som også står for service og garantisager. Ring gerne i forvejen, så cyklen står klar.</p>
            <h2>Hovedstaden og Sjælland</h2>
            <p><strong>Nørrebro Cykler</strong><br>Jagtvej 112, 2200 København N<br>Tlf. 35 81 22 19<br><a href="https://www.norrebrocykler.dk" target="_blank">www.norrebrocykler.dk</a></p>
            <p><strong>Amager Ladcykler</strong><br>Amagerbrogade 201, 2300 København S<br><a href="https://amagerladcykler.dk/ladcykler/bjerregaard" target="_blank">Se deres Bjerregaard-udvalg</a></p>
            <p><strong>Cykelsmeden i Roskilde</strong><br>Algade 41, 4000 Roskilde<br>Tlf. 46 35 09 72</p>
            <h2>Fyn</h2>
            <p><strong>Odense Ladcykelcenter</strong><br>Vesterbro 67, 5000 Odense C<br><a href="https://ladcykelcenter-odense.dk/" target="_blank">ladcykelcenter-odense.dk</a></p>
            <h2>Jylland</h2>
            <p><strong>Cykelhuset Aarhus</strong><br>Nørre Allé 39, 8000 Aarhus C<br><a href="https://cykelhusetaarhus.dk/" target="_blank">cykelhusetaarhus.dk</a></p>
            <p><strong>Aalborg Cykelcenter</strong><br>Hobrovej 88, 9000 Aalborg<br><a href="http://www.aalborgcykelcenter.dk/" target="_blank">aalborgcykelcenter.dk</a></p>
            <p><strong>Vejle Cykel &amp; Service</strong><br>Fabriksvej 3, 7100 Vejle (ved siden af fabrikken)<br><a href="https://vejlecykler.dk/" target="_blank">Besøg hjemmeside</a></p>
            <p><strong>Esbjerg Cykler</strong><br>Kongensgade 90, 6700 Esbjerg<br>www.esbjergcykler.dk</p>
            <h2>Uden for Danmark</h2>
            <p>Vi har forhandlere i Tyskland, Sverige, Norge, Holland og Schweiz. <a href="/pages/forhandlere-udland">Se forhandlere i udlandet</a>.</p>
            <p>Vil du forhandle Bjerregaard? <a href="/pages/bliv-forhandler">Læs mere om at blive forhandler</a>.</p>
          </div>`,
)}
${footer}`;

const udland = `${head('Forhandlere i udlandet – Bjerregaard Ladcykler', '/pages/forhandlere-udland', 'page')}
${header}
${section(
  'template--16274883147__dealer_map',
  'dealer-locator',
  `          <h1 class="main-page-title page-title h0">Forhandlere i udlandet</h1>
          <div class="rte"><p>Vælg land for at se vores forhandlere. Kortet indlæses, når du har accepteret funktionelle cookies.</p></div>
          <dealer-locator data-section="template--16274883147__dealer_map">
            <select id="DealerCountry" class="select__select"><option value="all">Alle lande</option><option value="DE">Tyskland</option><option value="SE">Sverige</option><option value="NO">Norge</option><option value="NL">Holland</option><option value="CH">Schweiz</option></select>
            <div id="DealerMap" class="dealer-locator__map" data-cookieconsent="preferences"></div>
            <ul id="DealerList" class="dealer-locator__list list-unstyled"></ul>
          </dealer-locator>
          <script type="application/json" id="DealerData-template--16274883147__dealer_map">[
  {"name":"Fahrradhaus Kiel","street":"Holtenauer Straße 151","zip":"24105","city":"Kiel","country":"DE","lat":54.3361,"lng":10.1318,"url":"https://www.fahrradhaus-kiel.de/"},
  {"name":"Lastenradladen Kreuzberg","street":"Oranienstraße 23","zip":"10999","city":"Berlin","country":"DE","lat":52.5010,"lng":13.4197,"url":"https://lastenradladen.berlin/"},
  {"name":"Cargo Cycles Malmö AB","street":"Södra Förstadsgatan 58","zip":"211 43","city":"Malmö","country":"SE","lat":55.5965,"lng":13.0010,"url":"https://cargocycles.se"},
  {"name":"Sykkelsenteret Oslo","street":"Thorvald Meyers gate 44","zip":"0555","city":"Oslo","country":"NO","lat":59.9226,"lng":10.7590,"url":"https://www.sykkelsenteret.no/"},
  {"name":"Bakfiets Centrum Utrecht","street":"Twijnstraat 12","zip":"3511 ZK","city":"Utrecht","country":"NL","lat":52.0860,"lng":5.1230,"url":"https://bakfietscentrum.nl/"},
  {"name":"Velo Transport Zürich GmbH","street":"Langstrasse 80","zip":"8004","city":"Zürich","country":"CH","lat":47.3778,"lng":8.5270,"url":"https://www.velotransport-zuerich.ch/"}
]</script>
          <script src="//bjerregaard-ladcykler.dk/cdn/shop/t/14/assets/dealer-locator.js?v=1702033512" defer="defer"></script>`,
)}
${footer}`;

const komponenter = `${head('Teknologi &amp; komponenter – Bjerregaard Ladcykler', '/pages/komponenter', 'page')}
${header}
${section(
  'template--16274883148__main',
  'page-width page-width--narrow',
  `          <h1 class="main-page-title page-title h0">Teknologi &amp; komponenter</h1>
          <div class="rte">
            <p>Stellet svejser vi selv i Vejle. Motor, gear og træk kommer fra vores teknologipartnere, som vi har udviklet modellerne sammen med:</p>
            <ul>
              <li><strong>Shimano STEPS</strong> – midtmotor EP801 på alle el-modeller (<a href="https://www.shimano.com/" target="_blank">shimano.com</a>)</li>
              <li><strong>enviolo</strong> – trinløst navgear, automatisk skift på Long-E (<a href="https://www.enviolo.com/" target="_blank">enviolo.com</a>)</li>
              <li><strong>Gates Carbon Drive</strong> – remtræk uden olie og kædeskift (<a href="https://www.gatescarbondrive.com/" target="_blank">gatescarbondrive.com</a>)</li>
            </ul>
            <p>Fra 2025 fås Cargo Pro også med Bosch Cargo Line-motor – læs mere hos <a href="https://www.bosch-ebike.com/dk/produkter/cargo-line" target="_blank">Bosch eBike Systems</a>, vores nye systempartner.</p>
            <p>Dæk, lygter og bremser vælger vi fra sag til sag; i dag kører de fleste cykler på Schwalbe-dæk og Magura-bremser.</p>
          </div>`,
)}
${footer}`;

const erhverv = `${head('Ladcykler til erhverv – Bjerregaard Ladcykler', '/pages/erhverv', 'page')}
${header}
${section(
  'template--16274883149__main',
  'page-width',
  `          <h1 class="main-page-title page-title h0">Ladcykler til erhverv</h1>
          <div class="rte">
            <p>Cargo Pro bruges til varelevering, håndværk og hjemmepleje. Vi leverer flåder fra 3 til 300 cykler med serviceaftale.</p>
            <h2>Leasing</h2>
            <p>Erhvervsleasing tilbyder vi i samarbejde med Cykelleasing Danmark A/S – se priser på <a href="https://cykelleasing-danmark.dk/bjerregaard" target="_blank">cykelleasing-danmark.dk</a>.</p>
          </div>
          <h2 class="h3">De kører allerede Bjerregaard</h2>
          <ul class="logo-list__list list-unstyled">
            <li class="logo-list__item"><a href="https://www.postnord.dk/"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/postnord.svg?v=1" alt="PostNord" loading="lazy"></a></li>
            <li class="logo-list__item"><a href="https://www.kk.dk/"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/kobenhavns-kommune.svg?v=1" alt="Københavns Kommune" loading="lazy"></a></li>
            <li class="logo-list__item"><a href="https://www.lidl.dk/"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/lidl.svg?v=1" alt="Lidl Danmark" loading="lazy"></a></li>
            <li class="logo-list__item"><a href="https://www.vejle.dk/"><img src="//bjerregaard-ladcykler.dk/cdn/shop/files/vejle-kommune.svg?v=1" alt="Vejle Kommune" loading="lazy"></a></li>
          </ul>`,
)}
${footer}`;

const article = (handle: string, date: string, title: string, excerpt: string) => `            <div class="blog-articles__article article">
              <div class="card-wrapper underline-links-hover"><div class="card article-card card--standard card--media"><div class="card__content"><div class="card__information">
                <h3 class="card__heading h2"><a href="/blogs/nyheder/${handle}" class="full-unstyled-link">${title}</a></h3>
                <div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider"><time datetime="${date}">${date}</time></span></div>
                <p class="article-card__excerpt rte-width">${excerpt}</p>
              </div></div></div></div>
            </div>`;

const blog = `${head('Nyheder – Bjerregaard Ladcykler', '/blogs/nyheder', 'blog')}
${header}
${section(
  'template--16274883150__main',
  'main-blog',
  `          <h1 class="title--primary">Nyheder</h1>
          <div class="blog-articles blog-articles--collage">
${article('ny-fabrikshal', '2024-05-02', 'Ny fabrikshal i Vejle', 'Vi har fordoblet produktionen og købt en ny svejserobot fra ABB (abb.com). Tak til Vejle Erhverv for hjælpen med placeringen.')}
${article('test-i-politiken', '2023-09-20', 'Bedst i test i Politiken', 'Family 3 vandt Politikens store test af familieladcykler. Læs hele testen på politiken.dk.')}
          </div>
          <div class="pagination-wrapper"><nav class="pagination" role="navigation" aria-label="Sideinddeling"><ul class="pagination__list list-unstyled" role="list">
            <li><a role="link" aria-disabled="true" class="pagination__item pagination__item--current light" aria-current="page">1</a></li>
            <li><a href="/blogs/nyheder?page=2" class="pagination__item link">2</a></li>
            <li><a href="/blogs/nyheder?page=2" class="pagination__item pagination__item--prev pagination__item-arrow link motion-reduce" aria-label="Næste side"></a></li>
          </ul></nav></div>`,
)}
${footer}`;

const blog2 = `${head('Nyheder – Side 2 – Bjerregaard Ladcykler', '/blogs/nyheder?page=2', 'blog')}
${header}
${section(
  'template--16274883150__main',
  'main-blog',
  `          <h1 class="title--primary">Nyheder</h1>
          <div class="blog-articles blog-articles--collage">
${article('ny-forhandler-i-oslo', '2023-04-11', 'Nu også i Norge', 'Sykkelsenteret Oslo er vores første forhandler i Norge – de har hele programmet på lager. Se butikken på sykkelsenteret.no.')}
${article('fragt-gls', '2023-01-15', 'Ny fragtløsning', 'Tilbehør sendes nu med GLS til pakkeshop. Cykler leveres fortsat samlet og klar af din forhandler.')}
          </div>
          <div class="pagination-wrapper"><nav class="pagination" role="navigation" aria-label="Sideinddeling"><ul class="pagination__list list-unstyled" role="list">
            <li><a href="/blogs/nyheder" class="pagination__item link">1</a></li>
            <li><a role="link" aria-disabled="true" class="pagination__item pagination__item--current light" aria-current="page">2</a></li>
          </ul></nav></div>`,
)}
${footer}`;

const blivForhandler = `${head('Bliv forhandler – Bjerregaard Ladcykler', '/pages/bliv-forhandler', 'page')}
${header}
${section(
  'template--16274883151__main',
  'page-width page-width--narrow',
  `          <h1 class="main-page-title page-title h0">Bliv forhandler</h1>
          <div class="rte"><p>Driver du en cykelforretning med værksted? Vi søger forhandlere i Sønderjylland, Nordsjælland og Bornholm. Som forhandler får du demo-cykler, uddannelse af mekanikere og adgang til vores forhandlerportal på <a href="https://b2b.bjerregaard-ladcykler.dk/">b2b.bjerregaard-ladcykler.dk</a>.</p></div>
          <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" />
            <div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Navn]" placeholder="Navn"><label class="field__label" for="ContactForm-name">Navn</label></div>
            <div class="field"><input class="field__input" type="text" id="ContactForm-butik" name="contact[Butik]" placeholder="Butik og by"><label class="field__label" for="ContactForm-butik">Butik og by</label></div>
            <div class="contact__button"><button type="submit" class="button">Send</button></div>
          </form>`,
)}
${footer}`;

export const site: CorpusSite = {
  domain: 'bjerregaard-ladcykler.dk',
  covers:
    'Danish cargo-bike maker on Shopify (Dawn, Cookiebot, Klaviyo, Trustpilot): Danish dealers as rich-text paragraphs with <br> lines (one link labelled only "Besøg hjemmeside", one written-out domain, one without a website), foreign dealers only in a JSON store-locator blob, component makers named as technology partners in a list and a sentence, and a leasing partner; traps are press logos, fleet customers, memberships, e-mærket, suppliers named in blog posts, the B2B portal subdomain and social links.',
  pages: {
    '/': {
      headers: {
        server: 'cloudflare',
        'cf-ray': '87c2a1b9fe3d5a12-CPH',
        'x-shopid': '61723451209',
        'x-shopify-stage': 'production',
        'set-cookie':
          '_shopify_y=0b4c2e1a-9f8d-4e7c-b6a5-3d2c1b0a9f8e; path=/; expires=Sat, 17 May 2025 10:12:44 GMT; domain=bjerregaard-ladcykler.dk; SameSite=Lax',
      },
      html: home,
    },
    '/pages/forhandlere': { html: forhandlere },
    '/pages/forhandlere-udland': { html: udland },
    '/pages/komponenter': { html: komponenter },
    '/pages/erhverv': { html: erhverv },
    '/pages/bliv-forhandler': { html: blivForhandler },
    '/blogs/nyheder': { html: blog },
    '/blogs/nyheder?page=2': { html: blog2 },
  },
  sitemap: [
    '/',
    '/pages/forhandlere',
    '/pages/forhandlere-udland',
    '/pages/komponenter',
    '/pages/erhverv',
    '/pages/bliv-forhandler',
    '/blogs/nyheder',
  ],
  technologies: [
    'shopify',
    'cart-functionality',
    'cookiebot',
    'klaviyo',
    'klaviyo-forms',
    'trustpilot',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'open-graph',
    'cloudflare',
  ],
  partners: {
    'norrebrocykler.dk': 'channel',
    'amagerladcykler.dk': 'channel',
    'ladcykelcenter-odense.dk': 'channel',
    'cykelhusetaarhus.dk': 'channel',
    'aalborgcykelcenter.dk': 'channel',
    'vejlecykler.dk': 'channel',
    'esbjergcykler.dk': 'channel',
    'fahrradhaus-kiel.de': 'channel',
    'lastenradladen.berlin': 'channel',
    'cargocycles.se': 'channel',
    'sykkelsenteret.no': 'channel',
    'bakfietscentrum.nl': 'channel',
    'velotransport-zuerich.ch': 'channel',
    'shimano.com': 'technology',
    'enviolo.com': 'technology',
    'gatescarbondrive.com': 'technology',
    'bosch-ebike.com': 'technology',
    'cykelleasing-danmark.dk': 'generic',
  },
};
