import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.oknabaltyk.pl';

const head = (title: string, description: string, path: string, nid: number) => `<!DOCTYPE html>
<html lang="pl" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="${W}${path}" />
    <meta property="og:site_name" content="Okna Bałtyk" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="${W}${path}" />
    <meta property="og:title" content="${title}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/baltyk/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title} | Okna Bałtyk</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Wq7RkT2b9XfV3mYpLc0sN4dHjE8uA1oGiZ6KxQ5BwM.css?delta=0&amp;language=pl&amp;theme=baltyk&amp;include=eJxtjUEKwzAMBD_k2E8yii2SgCwXSWnw7xuaHgrtZZeZgV2o1YylKLjiBqzm0JRnqwm8q5zT7DAHUUsU3D1K9r8YS7d14fVkt5y2jrFQlYM7UmD15UF3yT5n" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_c9JkQ2vXr1TbN8fYw3LpE6sHmA0uDgZo4KiR7BtVq5.css?delta=1&amp;language=pl&amp;theme=baltyk&amp;include=eJxtjUEKwzAMBD_k2E8yii2SgCwXSWnw7xuaHgrtZZeZgV2o1YylKLjiBqzm0JRnqwm8q5zT7DAHUUsU3D1K9r8YS7d14fVkt5y2jrFQlYM7UmD15UF3yT5n" />
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-QH2B7PL4XN"></script>
    <script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-QH2B7PL4XN", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>
  </head>
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Przejdź do treści</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
      <header role="banner" class="site-header">
        <div class="region region-header">
          <div id="block-baltyk-branding" class="block block-system block-system-branding-block">
            <a href="/" rel="home" class="site-logo"><img src="/themes/custom/baltyk/logo.svg" alt="Strona główna" fetchpriority="high" /></a>
          </div>
        </div>
        <div class="region region-primary-menu">
          <nav role="navigation" aria-labelledby="block-baltyk-main-menu-menu" id="block-baltyk-main-menu" class="block block-menu navigation menu--main">
            <h2 class="visually-hidden" id="block-baltyk-main-menu-menu">Nawigacja główna</h2>
            <ul class="menu menu--level-1">
              <li class="menu-item menu-item--expanded"><a href="/okna" data-drupal-link-system-path="node/3">Okna</a></li>
              <li class="menu-item"><a href="/drzwi" data-drupal-link-system-path="node/4">Drzwi</a></li>
              <li class="menu-item"><a href="/rolety-i-zaluzje" data-drupal-link-system-path="node/5">Rolety i żaluzje</a></li>
              <li class="menu-item"><a href="/inspiracje" data-drupal-link-system-path="inspiracje">Inspiracje</a></li>
              <li class="menu-item"><a href="/gdzie-kupic" data-drupal-link-system-path="node/7">Gdzie kupić?</a></li>
              <li class="menu-item"><a href="/o-firmie" data-drupal-link-system-path="node/8">O firmie</a></li>
              <li class="menu-item"><a href="/kontakt" data-drupal-link-system-path="node/9">Kontakt</a></li>
            </ul>
          </nav>
        </div>
      </header>
      <main role="main">
        <a id="main-content" tabindex="-1"></a>
        <div class="layout-content">
          <div class="region region-content">
            <div data-drupal-messages-fallback class="hidden"></div>
            <div id="block-baltyk-content" class="block block-system block-system-main-block">
<article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
`;

const footer = (currentPath: string, nid: number) => `
</article>
            </div>
          </div>
        </div>
      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="region region-footer">
          <div id="block-stopka-kontakt" class="block block-block-content">
            <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p><strong>Okna Bałtyk Sp. z o.o.</strong><br />ul. Przemysłowa 12, 84-200 Wejherowo<br />tel. +48 58 672 40 10 &middot; biuro@oknabaltyk.pl<br />NIP 588-241-77-02 &middot; KRS 0000412877</p></div>
          </div>
          <nav role="navigation" aria-labelledby="block-stopka-menu-menu" id="block-stopka-menu" class="block block-menu navigation menu--footer">
            <h2 id="block-stopka-menu-menu">Dla partnerów</h2>
            <ul class="menu">
              <li class="menu-item"><a href="/wspolpraca" data-drupal-link-system-path="node/10">Zostań dealerem</a></li>
              <li class="menu-item"><a href="https://partner.oknabaltyk.pl/">Strefa partnera (logowanie)</a></li>
              <li class="menu-item"><a href="/do-pobrania" data-drupal-link-system-path="node/11">Do pobrania: katalogi i deklaracje</a></li>
              <li class="menu-item"><a href="/kariera" data-drupal-link-system-path="node/12">Kariera</a></li>
            </ul>
          </nav>
          <div id="block-social" class="block block-block-content">
            <div class="field field--name-body field__item"><p><a href="https://www.facebook.com/oknabaltyk">Facebook</a> &middot; <a href="https://www.instagram.com/oknabaltyk/">Instagram</a> &middot; <a href="https://www.youtube.com/@oknabaltyk">YouTube</a></p></div>
          </div>
          <div id="block-fundusze" class="block block-block-content">
            <div class="field field--name-body field__item"><p><a href="https://www.funduszeeuropejskie.gov.pl/"><img src="/sites/default/files/inline-images/fe-pomorskie-ue.png" alt="Fundusze Europejskie dla Pomorza, Rzeczpospolita Polska, Unia Europejska" width="420" height="60" loading="lazy" /></a></p></div>
          </div>
        </div>
      </footer>
    </div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"${currentPath}","currentPathIsAdmin":false,"isFront":${currentPath === 'node\\/1' ? 'true' : 'false'},"currentLanguage":"pl"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"gtag":{"tagId":"G-QH2B7PL4XN","consentMode":false,"otherIds":[],"events":[],"additionalConfigInfo":[]},"ajaxPageState":{"libraries":"eJxtjUEKwzAMBD_k2E8yii2SgCwXSWnw7xuaHgrtZZeZgV2o","theme":"baltyk","theme_token":null},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"3f0b7a91c2d84e6f5a1b9c0d7e2f4a8b6c3d1e5f7a9b0c2d4e6f8a1b3c5d7e9f"},"nid":${nid}}</script>
    <script src="/sites/default/files/js/js_Ql3vH8xT0bK2yN9fW4rPcA7sJ1mE6uD5gZoRiB3tVk.js?scope=footer&amp;delta=0&amp;language=pl&amp;theme=baltyk&amp;include=eJxLzs_NTcxLzsjMS9dPyspMzSvWKS5NTMrPz8kszSvR"></script>
  </body>
</html>`;

const views = (
  rows: string,
) => `<div class="views-element-container"><div class="view view-salony view-id-salony view-display-id-page_wojewodztwo js-view-dom-id-8c1f4e2a7b9d3c6e0f5a2b8d4c7e1f3a">
  <div class="view-filters">
    <form class="views-exposed-form" data-drupal-selector="views-exposed-form-salony-page-wojewodztwo" action="/gdzie-kupic" method="get" id="views-exposed-form-salony-page-wojewodztwo" accept-charset="UTF-8">
      <div class="js-form-item form-item form-type-select"><label for="edit-miasto">Miasto</label><select data-drupal-selector="edit-miasto" id="edit-miasto" name="miasto" class="form-select"><option value="All" selected="selected">- Wszystkie -</option></select></div>
      <div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit-salony" type="submit" id="edit-submit-salony" value="Filtruj" class="button js-form-submit form-submit" /></div>
    </form>
  </div>
  <div class="view-content">
${rows}
  </div>
</div></div>`;

const dealer = (
  name: string,
  address: string,
  phone: string,
  www: string,
  premium = false,
) => `    <div class="views-row${premium ? ' views-row--premium' : ''}">
      <div class="views-field views-field-title"><h3 class="field-content">${name}</h3></div>${premium ? '\n      <div class="views-field views-field-field-status"><span class="field-content badge">Salon Premium</span></div>' : ''}
      <div class="views-field views-field-field-adres"><div class="field-content"><p class="address" translate="no">${address}</p></div></div>
      <div class="views-field views-field-field-telefon"><span class="views-label">Tel.: </span><span class="field-content">${phone}</span></div>
      <div class="views-field views-field-field-www"><span class="views-label">WWW: </span><span class="field-content">${www}</span></div>
    </div>`;

const region = (name: string, path: string, nid: number, rows: string) => ({
  html: `${head(`Salony sprzedaży: województwo ${name}`, `Autoryzowani dealerzy okien i drzwi Okna Bałtyk w województwie ${name}.`, path, nid)}
  <nav class="breadcrumb" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Okruszki</h2><ol><li><a href="/">Strona główna</a></li><li><a href="/gdzie-kupic">Gdzie kupić?</a></li><li>${name}</li></ol></nav>
  <h1 class="page-title"><span class="field field--name-title">Salony sprzedaży &ndash; województwo ${name}</span></h1>
  <div class="node__content">
${views(rows)}
  </div>
${footer('gdzie-kupic\\/' + path.split('/').pop(), nid)}`,
});

export const site: CorpusSite = {
  domain: 'oknabaltyk.pl',
  covers:
    'Polish PVC window maker on Drupal 10 (nginx, Drupal cache headers, drupalSettings JSON): a "Gdzie kupić?" overview that links per-voivodeship Views listings of authorised dealers with linked, bare-text, Facebook-only and missing websites, a Premium dealer whose site appears only on its internal detail page, and profile/hardware/glass suppliers presented as "Partnerzy technologiczni" on the about page; traps are the ITB certification, an award, EU-funds badges, a football-club sponsorship, the partner-zone login subdomain and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.oknabaltyk.pl/' },
    [`${W}/`]: {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'nginx',
        'x-generator': 'Drupal 10 (https://www.drupal.org)',
        'x-drupal-cache': 'HIT',
        'x-drupal-dynamic-cache': 'MISS',
        'cache-control': 'max-age=3600, public',
        expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'content-language': 'pl',
        vary: 'Cookie',
      },
      html: `${head('Okna PVC i drzwi z Pomorza', 'Producent okien PVC, drzwi i rolet z Wejherowa. Ponad 140 salonów sprzedaży w całej Polsce.', '/', 1)}
  <div class="node__content">
    <div class="paragraph paragraph--type--hero">
      <h1>Ciepłe okna z Pomorza od 1994 roku</h1>
      <p>Produkujemy okna PVC, drzwi wejściowe i rolety zewnętrzne w Wejherowie. Nasze produkty kupisz w ponad 140 autoryzowanych salonach sprzedaży.</p>
      <p><a href="/gdzie-kupic" class="button button--primary">Znajdź salon w swojej okolicy</a> <a href="/okna" class="button">Zobacz okna</a></p>
    </div>
    <div class="paragraph paragraph--type--teasers">
      <div class="teaser"><h2><a href="/okna/baltyk-88-energy">Bałtyk 88 Energy</a></h2><p>Uw = 0,72 W/(m²K), pakiet trzyszybowy w standardzie.</p></div>
      <div class="teaser"><h2><a href="/aktualnosci/nowy-salon-w-gdansku">Nowy salon partnerski w Gdańsku</a></h2><p>Zapraszamy do ekspozycji przy al. Grunwaldzkiej.</p></div>
    </div>
  </div>
${footer('node\\/1', 1)}`,
    },
    [`${W}/gdzie-kupic`]: {
      html: `${head('Gdzie kupić?', 'Mapa autoryzowanych salonów sprzedaży okien i drzwi Okna Bałtyk.', '/gdzie-kupic', 7)}
  <h1 class="page-title"><span class="field field--name-title">Gdzie kupić okna Bałtyk?</span></h1>
  <div class="node__content">
    <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
      <p>Nasze okna i drzwi sprzedajemy wyłącznie przez sieć autoryzowanych dealerów. Salony oznaczone jako <strong>Salon Premium</strong> mają pełną ekspozycję i własne ekipy montażowe przeszkolone w montażu warstwowym.</p>
      <h2>Wybierz województwo</h2>
      <ul class="wojewodztwa">
        <li><a href="/gdzie-kupic/pomorskie">pomorskie</a> (4 salony)</li>
        <li><a href="/gdzie-kupic/mazowieckie">mazowieckie</a> (4 salony)</li>
        <li><a href="/gdzie-kupic/malopolskie">małopolskie</a> (4 salony)</li>
      </ul>
      <p>Pozostałe województwa obsługuje bezpośrednio nasz dział sprzedaży: <a href="mailto:sprzedaz@oknabaltyk.pl">sprzedaz@oknabaltyk.pl</a>, tel. 58 672 40 20.</p>
      <h2>Salony Premium</h2>
      <ul>
        <li><a href="/salon/okna-kowalski-warszawa" hreflang="pl">Okna Kowalski, Warszawa</a></li>
        <li>Okna Pomorze, Gdańsk &ndash; <a href="/aktualnosci/nowy-salon-w-gdansku">nowy salon 2025</a></li>
      </ul>
    </div>
  </div>
${footer('node\\/7', 7)}`,
    },
    [`${W}/gdzie-kupic/mazowieckie`]: region(
      'mazowieckie',
      '/gdzie-kupic/mazowieckie',
      21,
      [
        dealer(
          '<a href="/salon/okna-kowalski-warszawa" hreflang="pl">Okna Kowalski</a>',
          'ul. Grochowska 306<br>03-840 Warszawa',
          '22 610 44 18',
          '<a href="/salon/okna-kowalski-warszawa">Zobacz szczegóły salonu</a>',
          true,
        ),
        dealer(
          'Fenestra Dom',
          'ul. Żeromskiego 91<br>26-600 Radom',
          '48 362 17 05',
          '<a href="https://www.fenestradom.pl/" target="_blank" rel="nofollow">www.fenestradom.pl</a>',
        ),
        dealer('Maximus Okna i Drzwi', 'ul. Otolińska 25<br>09-407 Płock', '24 268 90 12', 'www.maximus-plock.pl'),
        dealer('Budmat Siedlce', 'ul. Brzeska 118<br>08-110 Siedlce', '25 644 21 30', '&ndash;'),
      ].join('\n'),
    ),
    [`${W}/gdzie-kupic/pomorskie`]: region(
      'pomorskie',
      '/gdzie-kupic/pomorskie',
      22,
      [
        dealer(
          'Okna Pomorze Sp. z o.o.',
          'al. Grunwaldzka 472<br>80-309 Gdańsk',
          '58 344 70 81',
          '<a href="https://oknapomorze.pl/" target="_blank" rel="nofollow">oknapomorze.pl</a>',
          true,
        ),
        dealer(
          'Gdyńskie Centrum Okien',
          'ul. Morska 214<br>81-006 Gdynia',
          '58 623 15 40',
          '<a href="https://www.gco.com.pl/" target="_blank" rel="nofollow">www.gco.com.pl</a>',
        ),
        dealer(
          'Słupskie Okna',
          'ul. Kaszubska 38<br>76-200 Słupsk',
          '59 842 66 19',
          '<a href="http://slupskieokna.pl" target="_blank" rel="nofollow">slupskieokna.pl</a>',
        ),
        dealer(
          'Drewmax Kartuzy',
          'ul. Gdańska 40<br>83-300 Kartuzy',
          '58 681 03 77',
          '<a href="https://www.facebook.com/drewmaxkartuzy" target="_blank" rel="nofollow">Facebook</a>',
        ),
      ].join('\n'),
    ),
    [`${W}/gdzie-kupic/malopolskie`]: region(
      'małopolskie',
      '/gdzie-kupic/malopolskie',
      23,
      [
        dealer(
          'Oknomix Kraków',
          'ul. Półłanki 64<br>30-740 Kraków',
          '12 653 09 40',
          '<a href="https://oknomix-krakow.pl/" target="_blank" rel="nofollow">oknomix-krakow.pl</a>',
        ),
        dealer(
          'Tarnowskie Okna',
          'ul. Krakowska 201<br>33-100 Tarnów',
          '14 627 38 55',
          '<a href="https://www.tarnowskieokna.pl/" target="_blank" rel="nofollow">www.tarnowskieokna.pl</a>',
        ),
        dealer('Okna Sądeckie', 'ul. Lwowska 143<br>33-300 Nowy Sącz', '18 441 72 09', 'oknasadeckie.pl'),
        dealer(
          'Góralskie Okna',
          'ul. Nowotarska 55<br>34-500 Zakopane',
          '18 201 46 33',
          '<a href="https://goralskieokna.pl/" target="_blank" rel="nofollow">goralskieokna.pl</a>',
        ),
      ].join('\n'),
    ),
    [`${W}/salon/okna-kowalski-warszawa`]: {
      html: `${head('Okna Kowalski, Warszawa', 'Salon Premium Okna Bałtyk w Warszawie-Gocławiu.', '/salon/okna-kowalski-warszawa', 31)}
  <nav class="breadcrumb"><ol><li><a href="/">Strona główna</a></li><li><a href="/gdzie-kupic">Gdzie kupić?</a></li><li><a href="/gdzie-kupic/mazowieckie">mazowieckie</a></li><li>Okna Kowalski</li></ol></nav>
  <h1 class="page-title"><span class="field field--name-title">Okna Kowalski</span></h1>
  <div class="node__content node--type-salon">
    <div class="field field--name-field-status"><span class="badge">Salon Premium</span></div>
    <div class="field field--name-field-adres"><p class="address" translate="no">ul. Grochowska 306<br>03-840 Warszawa</p></div>
    <div class="field field--name-field-godziny"><div class="field__label">Godziny otwarcia</div><div class="field__item">pon.&ndash;pt. 9:00&ndash;18:00, sob. 9:00&ndash;14:00</div></div>
    <div class="field field--name-field-telefon"><div class="field__label">Telefon</div><div class="field__item">22 610 44 18</div></div>
    <div class="field field--name-field-www"><div class="field__label">Strona internetowa</div><div class="field__item"><a href="https://www.oknakowalski.pl/" target="_blank" rel="nofollow">www.oknakowalski.pl</a></div></div>
    <div class="clearfix text-formatted field field--name-body field__item"><p>Rodzinna firma działająca od 2003 roku. Pełna ekspozycja okien Bałtyk 88 Energy i drzwi Bałtyk Stal, własne ekipy montażowe z certyfikatem montażu warstwowego.</p></div>
    <div class="field field--name-field-mapa"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3910.2!2d21.0877!3d52.2394!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="600" height="350" style="border:0" loading="lazy" title="Mapa dojazdu"></iframe></div>
  </div>
${footer('node\\/31', 31)}`,
    },
    [`${W}/o-firmie`]: {
      html: `${head('O firmie', 'Historia, certyfikaty i partnerzy technologiczni Okna Bałtyk.', '/o-firmie', 8)}
  <h1 class="page-title"><span class="field field--name-title">O firmie</span></h1>
  <div class="node__content">
    <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
      <p>Okna Bałtyk powstały w 1994 roku w Wejherowie jako rodzinny zakład stolarski. Dziś zatrudniamy 320 osób i produkujemy ponad 180 000 okien rocznie.</p>
      <h2>Partnerzy technologiczni</h2>
      <p>Nasze okna powstają z komponentów renomowanych producentów, z którymi współpracujemy od lat:</p>
      <div class="partner-logos">
        <a href="https://www.veka.pl/" target="_blank"><img src="/sites/default/files/inline-images/veka.png" alt="VEKA &ndash; systemy profili PVC" width="160" height="60" loading="lazy" /></a>
        <a href="https://www.roto-frank.com/pl" target="_blank"><img src="/sites/default/files/inline-images/roto.png" alt="Roto &ndash; okucia okienne" width="160" height="60" loading="lazy" /></a>
        <a href="https://www.pilkington.com/pl-pl/pl" target="_blank"><img src="/sites/default/files/inline-images/pilkington.png" alt="Pilkington &ndash; szkło" width="160" height="60" loading="lazy" /></a>
      </div>
      <h2>Certyfikaty i nagrody</h2>
      <ul>
        <li>Krajowe Oceny Techniczne i badania akustyczne <a href="https://www.itb.pl/" target="_blank">Instytutu Techniki Budowlanej</a></li>
        <li>System zarządzania jakością ISO 9001:2015</li>
        <li>Laur Klienta &ndash; Odkrycie Roku 2023 (<a href="https://www.laurklienta.pl/" target="_blank">laurklienta.pl</a>)</li>
      </ul>
      <p>Projekt &bdquo;Automatyzacja linii zgrzewania&rdquo; współfinansowany ze środków Unii Europejskiej w ramach programu Fundusze Europejskie dla Pomorza 2021&ndash;2027.</p>
    </div>
  </div>
${footer('node\\/8', 8)}`,
    },
    [`${W}/aktualnosci/nowy-salon-w-gdansku`]: {
      html: `${head('Nowy salon partnerski w Gdańsku', 'Okna Pomorze otwierają salon Premium przy al. Grunwaldzkiej.', '/aktualnosci/nowy-salon-w-gdansku', 40)}
  <h1 class="page-title"><span class="field field--name-title">Nowy salon partnerski w Gdańsku</span></h1>
  <div class="node__content node--type-article">
    <div class="field field--name-created">14.02.2025</div>
    <div class="clearfix text-formatted field field--name-body field__item">
      <p>Nasz wieloletni dealer, firma Okna Pomorze, otworzył drugi salon Premium przy al. Grunwaldzkiej 472 w Gdańsku-Oliwie. Na 300 m² ekspozycji zobaczycie pełną gamę okien i drzwi Bałtyk.</p>
      <p>Przy okazji przypominamy, że od tego sezonu jesteśmy sponsorem drużyny juniorów <a href="https://www.lechia.pl/" target="_blank">Lechii Gdańsk</a>.</p>
    </div>
  </div>
${footer('node\\/40', 40)}`,
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/gdzie-kupic`,
    `${W}/gdzie-kupic/mazowieckie`,
    `${W}/gdzie-kupic/pomorskie`,
    `${W}/gdzie-kupic/malopolskie`,
    `${W}/salon/okna-kowalski-warszawa`,
    `${W}/o-firmie`,
    `${W}/aktualnosci/nowy-salon-w-gdansku`,
  ],
  technologies: ['drupal', 'google-analytics', 'google-maps', 'google-tag-manager', 'nginx', 'open-graph', 'php', 'priority-hints'],
  partners: {
    'oknakowalski.pl': 'channel',
    'fenestradom.pl': 'channel',
    'maximus-plock.pl': 'channel',
    'oknapomorze.pl': 'channel',
    'gco.com.pl': 'channel',
    'slupskieokna.pl': 'channel',
    'oknomix-krakow.pl': 'channel',
    'tarnowskieokna.pl': 'channel',
    'oknasadeckie.pl': 'channel',
    'goralskieokna.pl': 'channel',
    'veka.pl': 'technology',
    'roto-frank.com': 'technology',
    'pilkington.com': 'technology',
  },
};
