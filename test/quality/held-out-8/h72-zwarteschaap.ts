import type { CorpusSite } from '../corpus/types.js';

const drupalHeaders = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  'cache-control': 'max-age=900, public',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'MISS',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'nl',
};

const page = (opts: { title: string; path: string; nid: number; bodyClass: string; main: string }) => `<!DOCTYPE html>
<html lang="nl-BE" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7ZS4QB');</script>
    <!-- End Google Tag Manager -->
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4b1f7a8e-2c3d-4e5f-9a0b-1c2d3e4f5a6b" data-blockingmode="auto" type="text/javascript"></script>
    <meta name="description" content="Brouwerij 't Zwarte Schaap – Vlaamse bruine, tripel en seizoensbieren uit de Vlaamse Ardennen." />
    <link rel="canonical" href="https://zwarteschaap.be${opts.path}" />
    <meta property="og:site_name" content="Brouwerij 't Zwarte Schaap" />
    <meta property="og:title" content="${opts.title}" />
    <meta property="og:image" content="https://zwarteschaap.be/sites/default/files/styles/og_image/public/2024-02/zwarte-schaap-tripel.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/zwartschaap/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="nl" href="https://zwarteschaap.be${opts.path}" />
    <link rel="alternate" hreflang="fr" href="https://zwarteschaap.be/fr${opts.path === '/' ? '' : opts.path}" />
    <title>${opts.title} | Brouwerij 't Zwarte Schaap</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_qB7x0lK2m9YwV3sNn5cR1pT8uD4eF6gH0iJ2kL4mN6o.css?delta=0&amp;language=nl&amp;theme=zwartschaap&amp;include=eJxLz8lPSszRT8_JT0nMS9dPzs8rSc0r0U3PydFPyk-pBAC0jQt2" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_7hVb2Ck9Xw1Qz4Rt6Yu8Io0Pa3Sd5Fg7Hj9Kl1Zx3Cv.css?delta=1&amp;language=nl&amp;theme=zwartschaap&amp;include=eJxLz8lPSszRT8_JT0nMS9dPzs8rSc0r0U3PydFPyk-pBAC0jQt2" />
  </head>
  <body class="path-${opts.bodyClass}">
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7ZS4QB" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <a href="#main-content" class="visually-hidden focusable skip-link">Overslaan en naar de inhoud gaan</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <div class="layout-container">
        <header role="banner" class="site-header">
          <div class="region region-header">
            <div id="block-zwartschaap-branding" class="block block-system block-system-branding-block">
              <a href="/" rel="home" class="site-logo"><img src="/themes/custom/zwartschaap/logo.svg" alt="Home" /></a>
            </div>
            <nav role="navigation" aria-labelledby="block-zwartschaap-main-menu-menu" id="block-zwartschaap-main-menu" class="block block-menu navigation menu--main">
              <h2 class="visually-hidden" id="block-zwartschaap-main-menu-menu">Hoofdnavigatie</h2>
              <ul class="menu">
                <li class="menu-item"><a href="/bieren" data-drupal-link-system-path="node/3">Onze bieren</a></li>
                <li class="menu-item"><a href="/brouwerijbezoek" data-drupal-link-system-path="node/4">Bezoek de brouwerij</a></li>
                <li class="menu-item"><a href="/waar-te-koop" data-drupal-link-system-path="verkooppunten">Waar te koop</a></li>
                <li class="menu-item"><a href="/evenementen" data-drupal-link-system-path="node/8">Evenementen</a></li>
                <li class="menu-item"><a href="/nieuws" data-drupal-link-system-path="nieuws">Nieuws</a></li>
                <li class="menu-item"><a href="/over-ons" data-drupal-link-system-path="node/2">Over ons</a></li>
                <li class="menu-item"><a href="https://shop.zwarteschaap.be/">Webshop</a></li>
              </ul>
            </nav>
            <div class="language-switcher-language-url block block-language" id="block-zwartschaap-taalkeuze" role="navigation">
              <ul class="links"><li hreflang="nl" class="is-active"><a href="${opts.path}" class="language-link is-active" hreflang="nl">NL</a></li><li hreflang="fr"><a href="/fr${opts.path === '/' ? '' : opts.path}" class="language-link" hreflang="fr">FR</a></li></ul>
            </div>
          </div>
        </header>
        <main role="main">
          <a id="main-content" tabindex="-1"></a>
          <div class="layout-content">
            <div class="region region-content">
              <div data-drupal-messages-fallback class="hidden"></div>
              <div id="block-zwartschaap-content" class="block block-system block-system-main-block">
${opts.main}
              </div>
            </div>
          </div>
        </main>
        <footer role="contentinfo" class="site-footer">
          <div class="region region-footer">
            <div id="block-footeradres" class="block block-block-content">
              <p><strong>Brouwerij 't Zwarte Schaap bv</strong><br />Kerkgate 21, 9700 Oudenaarde<br />BTW BE 0712.345.678<br /><a href="mailto:info@zwarteschaap.be">info@zwarteschaap.be</a></p>
            </div>
            <nav role="navigation" id="block-zwartschaap-footer" class="block block-menu navigation menu--footer">
              <ul class="menu">
                <li class="menu-item"><a href="/vacatures" data-drupal-link-system-path="node/11">Vacatures</a></li>
                <li class="menu-item"><a href="/pers" data-drupal-link-system-path="node/12">Pers</a></li>
                <li class="menu-item"><a href="/horeca" data-drupal-link-system-path="node/13">Horeca</a></li>
                <li class="menu-item"><a href="/privacybeleid" data-drupal-link-system-path="node/14">Privacybeleid</a></li>
                <li class="menu-item"><a href="/cookiebeleid" data-drupal-link-system-path="node/15">Cookies</a></li>
              </ul>
            </nav>
            <div id="block-footerlogos" class="block block-block-content">
              <p>Lid van <a href="https://www.belgianbrewers.be/" target="_blank">Belgische Brouwers</a> · Met de steun van <a href="https://www.vlaio.be/" target="_blank"><img src="/sites/default/files/inline-images/vlaio-logo.png" alt="Vlaio" width="90" height="30" loading="lazy" /></a></p>
              <p class="social"><a href="https://www.facebook.com/brouwerijzwarteschaap">Facebook</a> <a href="https://www.instagram.com/zwarteschaapbier/">Instagram</a> <a href="https://untappd.com/ZwarteSchaap">Untappd</a></p>
              <p class="disclaimer">Geniet, drink met mate. Geen alcohol onder 16 jaar.</p>
            </div>
          </div>
        </footer>
      </div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"/","pathPrefix":"","currentPath":"node/${opts.nid}","currentPathIsAdmin":false,"isFront":${opts.path === '/' ? 'true' : 'false'},"currentLanguage":"nl"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"3f0b6a5c2e1d9c8b7a6f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a09"}}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.6"></script>
    <script src="/themes/custom/zwartschaap/js/agegate.js?sb3k2q"></script>
  </body>
</html>
`;

const outlet = (name: string, place: string, extra: string) => `
                    <div class="views-row">
                      <div class="views-field views-field-title"><span class="field-content">${name}</span></div>
                      <div class="views-field views-field-field-gemeente"><div class="field-content">${place}</div></div>
                      <div class="views-field views-field-field-website"><div class="field-content">${extra}</div></div>
                    </div>`;

export const site: CorpusSite = {
  domain: 'zwarteschaap.be',
  otherDomains: [],
  covers:
    "Belgian-Dutch Drupal 10 brewery: 'Waar te koop' Views list of drinks shops and retailers (one domain only written, one marketplace), an export importers table reachable only via the sitemap, and traps in membership, subsidy logo, hop and malt suppliers, festival sponsorship, awards, brewhouse supplier in a news post, job boards and Untappd.",
  pages: {
    '/': {
      headers: drupalHeaders,
      html: page({
        title: 'Welkom',
        path: '/',
        nid: 1,
        bodyClass: 'frontpage',
        main: `                <article data-history-node-id="1" class="node node--type-landing-page node--view-mode-full">
                  <div class="node__content">
                    <div class="paragraph paragraph--type--hero">
                      <img src="/sites/default/files/styles/hero/public/2024-03/brouwzaal.jpg?itok=Xa1b2C3d" alt="De brouwzaal in Oudenaarde" loading="eager" />
                      <h1>Eigenzinnig gebrouwen in de Vlaamse Ardennen</h1>
                      <p>Sinds 2011 brouwen we bieren met karakter: ons Zwart Schaap Bruin, de Blonde Ooi en de jaarlijkse Hopoogst.</p>
                      <a class="button" href="/bieren">Ontdek onze bieren</a>
                    </div>
                    <div class="paragraph paragraph--type--teasers">
                      <div class="teaser"><h2>Brouwerijbezoek</h2><p>Elke zaterdag rondleiding met degustatie.</p><a href="/brouwerijbezoek">Reserveer</a></div>
                      <div class="teaser"><h2>Waar te koop?</h2><p>Vind een drankenhandel of webshop in uw buurt.</p><a href="/waar-te-koop">Verkooppunten</a></div>
                      <div class="teaser"><h2>Horeca</h2><p>Ons bier op de tap? Neem contact op met onze horecadienst.</p><a href="/horeca">Meer info</a></div>
                    </div>
                  </div>
                </article>`,
      }),
    },
    '/waar-te-koop': {
      html: page({
        title: 'Waar te koop',
        path: '/waar-te-koop',
        nid: 6,
        bodyClass: 'verkooppunten',
        main: `                <div class="views-element-container">
                  <div class="view view-verkooppunten view-id-verkooppunten view-display-id-page_1 js-view-dom-id-8c2f0d4e1b7a9c3e5f6a8b0d2c4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e">
                    <div class="view-header">
                      <h1>Waar te koop</h1>
                      <p>Onze bieren zijn verkrijgbaar bij onderstaande drankenhandels, speciaalzaken en webshops. Voorraad kan per verkooppunt verschillen.</p>
                    </div>
                    <div class="view-filters">
                      <form class="views-exposed-form" data-drupal-selector="views-exposed-form-verkooppunten-page-1" action="/waar-te-koop" method="get" id="views-exposed-form-verkooppunten-page-1" accept-charset="UTF-8">
                        <label for="edit-provincie">Provincie</label>
                        <select data-drupal-selector="edit-provincie" id="edit-provincie" name="provincie" class="form-select"><option value="All" selected="selected">- Alle -</option><option value="ovl">Oost-Vlaanderen</option><option value="wvl">West-Vlaanderen</option><option value="ant">Antwerpen</option></select>
                        <input data-drupal-selector="edit-submit-verkooppunten" type="submit" id="edit-submit-verkooppunten" value="Filter" class="button js-form-submit form-submit" />
                      </form>
                    </div>
                    <div class="view-content">
                      <h3>Drankenhandels en speciaalzaken</h3>${outlet('Drankenhandel Vandenberghe', 'Oudenaarde', '<a href="https://www.drankenvandenberghe.be/" target="_blank">www.drankenvandenberghe.be</a>')}${outlet('Bierhalle De Kroon', 'Gent', '<a href="https://bierhalle-dekroon.be/nl" target="_blank">Website</a>')}${outlet('Drinks Deschacht', 'Kortrijk', 'deschacht-drinks.be')}${outlet('Drankencentrale Gysels', 'Antwerpen', '<a href="https://www.gysels-dranken.be/" target="_blank">www.gysels-dranken.be</a>')}${outlet('Bierwinkel Het Hoekje', 'Ronse', 'Tel. 055 21 44 30')}
                      <h3>Supermarkten</h3>${outlet('Delhaize', 'In geselecteerde winkels in Oost- en West-Vlaanderen', '<a href="https://www.delhaize.be/nl/shop/Bier/c/v2DRIBEE" target="_blank">delhaize.be</a>')}
                      <h3>Online</h3>${outlet('Bierbox.be', 'Levering in heel België', '<a href="https://www.bierbox.be/brouwerijen/zwarte-schaap" target="_blank">Naar Bierbox</a>')}${outlet('Bier-Baron', 'Levering in Nederland', '<a href="https://www.bierbaron.nl/" target="_blank">bierbaron.nl</a>')}${outlet('bol.com', 'Geschenkpakketten', '<a href="https://www.bol.com/be/nl/s/?searchtext=zwarte+schaap+bier" target="_blank">Bekijk op bol.com</a>')}
                    </div>
                    <div class="view-footer">
                      <p>Zelf verkooppunt worden? Mail naar <a href="mailto:verkoop@zwarteschaap.be">verkoop@zwarteschaap.be</a>. Of bestel rechtstreeks in onze <a href="https://shop.zwarteschaap.be/">eigen webshop</a>.</p>
                    </div>
                  </div>
                </div>`,
      }),
    },
    '/export-importeurs': {
      html: page({
        title: 'Export en importeurs',
        path: '/export-importeurs',
        nid: 19,
        bodyClass: 'node-19',
        main: `                <article data-history-node-id="19" class="node node--type-page node--view-mode-full">
                  <h1><span class="field field--name-title">Export en importeurs</span></h1>
                  <div class="node__content">
                    <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
                      <p>Buiten België worden onze bieren verdeeld door deze officiële importeurs. Zij beleveren horeca en speciaalzaken in hun land.</p>
                      <table>
                        <thead><tr><th>Land</th><th>Importeur</th><th>Website</th></tr></thead>
                        <tbody>
                          <tr><td>Nederland</td><td>Bierimport Van Dam</td><td><a href="https://www.vandambier.nl/">vandambier.nl</a></td></tr>
                          <tr><td>Frankrijk</td><td>Les Bières du Nord SARL</td><td><a href="https://bieresdunord.fr/">bieresdunord.fr</a></td></tr>
                          <tr><td>Duitsland</td><td>Belgische Bierkultur GmbH</td><td><a href="https://www.belgische-bierkultur.de/brauereien/zwarte-schaap">belgische-bierkultur.de</a></td></tr>
                          <tr><td>Italië</td><td>Birre Fiamminghe srl</td><td>www.birrefiamminghe.it</td></tr>
                          <tr><td>Verenigde Staten</td><td>Atlantic Craft Imports LLC</td><td><a href="https://www.atlanticcraftimports.com/breweries/zwarte-schaap/">atlanticcraftimports.com</a></td></tr>
                          <tr><td>Japan</td><td>Tokyo Beer Trading KK</td><td><a href="https://www.tokyobeertrading.co.jp/en/">tokyobeertrading.co.jp</a></td></tr>
                          <tr><td>Zweden</td><td>Nordic Malt AB</td><td>op aanvraag</td></tr>
                        </tbody>
                      </table>
                      <p>Importeur worden in een ander land? Contacteer <a href="mailto:export@zwarteschaap.be">export@zwarteschaap.be</a>.</p>
                    </div>
                  </div>
                </article>`,
      }),
    },
    '/over-ons': {
      html: page({
        title: 'Over ons',
        path: '/over-ons',
        nid: 2,
        bodyClass: 'node-2',
        main: `                <article data-history-node-id="2" class="node node--type-page node--view-mode-full">
                  <h1><span class="field field--name-title">Over ons</span></h1>
                  <div class="node__content">
                    <div class="text-formatted field field--name-body field__item">
                      <p>Wat begon als hobbybrouwerij in een schapenstal groeide uit tot een brouwerij met 14 medewerkers en een capaciteit van 8.000 hectoliter.</p>
                      <h2>Onze grondstoffen</h2>
                      <p>We brouwen met Belgische gerst, gemout bij <a href="https://www.castlemalting.com/" target="_blank">Castle Malting</a> in Beloeil, en met hop van onze eigen akker in Ronse aangevuld met aromahop van <a href="https://www.hopsteiner.com/" target="_blank">Hopsteiner</a>.</p>
                      <h2>Prijzen</h2>
                      <ul>
                        <li>Brussels Beer Challenge 2023 – goud voor Zwart Schaap Bruin (<a href="https://www.brusselsbeerchallenge.com/" target="_blank">brusselsbeerchallenge.com</a>)</li>
                        <li>World Beer Awards 2022 – Country Winner Belgium, Tripel</li>
                      </ul>
                    </div>
                  </div>
                </article>`,
      }),
    },
    '/evenementen': {
      html: page({
        title: 'Evenementen',
        path: '/evenementen',
        nid: 8,
        bodyClass: 'node-8',
        main: `                <article data-history-node-id="8" class="node node--type-page node--view-mode-full">
                  <h1><span class="field field--name-title">Evenementen</span></h1>
                  <div class="node__content">
                    <div class="text-formatted field field--name-body field__item">
                      <h2>Oudenaards Bierfestival – 14 en 15 september</h2>
                      <p>Ook dit jaar zijn we hoofdsponsor van het <a href="https://www.bierfestival-oudenaarde.be/" target="_blank">Oudenaards Bierfestival</a>. Kom proeven aan onze stand!</p>
                      <h2>Ronde van Vlaanderen</h2>
                      <p>Tijdens de Ronde schenken we in de VIP-tent op de Koppenberg. Tickets via <a href="https://www.rondevanvlaanderen.be/" target="_blank">rondevanvlaanderen.be</a>.</p>
                    </div>
                  </div>
                </article>`,
      }),
    },
    '/nieuws/nieuwe-brouwzaal': {
      html: page({
        title: 'Nieuwe brouwzaal in gebruik',
        path: '/nieuws/nieuwe-brouwzaal',
        nid: 23,
        bodyClass: 'node-23',
        main: `                <article data-history-node-id="23" class="node node--type-article node--view-mode-full">
                  <h1><span class="field field--name-title">Nieuwe brouwzaal in gebruik</span></h1>
                  <div class="node__meta"><span class="field field--name-created">12 maart 2024</span></div>
                  <div class="node__content">
                    <div class="text-formatted field field--name-body field__item">
                      <p>Na acht maanden werken is onze nieuwe brouwzaal van 40 hectoliter klaar. De installatie werd gebouwd door <a href="https://www.ziemann-holvrieka.com/" target="_blank">Ziemann Holvrieka</a>; de gistingstanks komen van een Tsjechische fabrikant.</p>
                      <p>Dankzij de uitbreiding kunnen we onze importeurs in het buitenland beter beleveren.</p>
                    </div>
                  </div>
                </article>`,
      }),
    },
    '/vacatures': {
      html: page({
        title: 'Vacatures',
        path: '/vacatures',
        nid: 11,
        bodyClass: 'node-11',
        main: `                <article data-history-node-id="11" class="node node--type-page node--view-mode-full">
                  <h1><span class="field field--name-title">Vacatures</span></h1>
                  <div class="node__content">
                    <div class="text-formatted field field--name-body field__item">
                      <h2>Brouwer-bottelaar (m/v/x)</h2>
                      <p>Voltijds, Oudenaarde. Solliciteer via <a href="https://www.jobat.be/nl/jobs/brouwer-bottelaar-oudenaarde" target="_blank">Jobat</a> of de <a href="https://www.vdab.be/vindeenjob/vacatures" target="_blank">VDAB</a>.</p>
                    </div>
                  </div>
                </article>`,
      }),
    },
  },
  sitemap: ['/', '/waar-te-koop', '/export-importeurs', '/over-ons', '/evenementen', '/nieuws/nieuwe-brouwzaal', '/vacatures'],
  technologies: ['drupal', 'php', 'nginx', 'google-tag-manager', 'cookiebot', 'jquery', 'open-graph'],
  partners: {
    'drankenvandenberghe.be': 'channel',
    'bierhalle-dekroon.be': 'channel',
    'deschacht-drinks.be': 'channel',
    'gysels-dranken.be': 'channel',
    'delhaize.be': 'channel',
    'bierbox.be': 'channel',
    'bierbaron.nl': 'channel',
    'bol.com': 'channel',
    'vandambier.nl': 'channel',
    'bieresdunord.fr': 'channel',
    'belgische-bierkultur.de': 'channel',
    'birrefiamminghe.it': 'channel',
    'atlanticcraftimports.com': 'channel',
    'tokyobeertrading.co.jp': 'channel',
  },
};
