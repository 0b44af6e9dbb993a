import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  via: '1.1 varnish (Varnish/7.4)',
  'x-varnish': '3418823 3299812',
  'cache-control': 'max-age=900, public',
  'content-language': 'pl',
};

const menu = [
  ['/pl/produkty/straznica-edr', 'Strażnica EDR'],
  ['/pl/produkty/straznica-siem', 'Strażnica SIEM'],
  ['/pl/uslugi/soc', 'SOC 24/7'],
  ['/pl/partnerzy', 'Partnerzy'],
  ['/pl/o-nas', 'O nas'],
  ['/pl/aktualnosci', 'Aktualności'],
  ['/pl/kariera', 'Kariera'],
  ['/pl/kontakt', 'Kontakt'],
];

const page = (path: string, title: string, nid: number, content: string, sidebar = '') => `<!DOCTYPE html>
<html lang="pl" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4e0c2a7d-93b1-4a8e-bd51-6d2f0c9a1e17" data-blockingmode="auto" type="text/javascript"></script>
    <!-- Google Tag Manager -->
    <script data-cookieconsent="ignore">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-P4RX8ZL');</script>
    <!-- End Google Tag Manager -->
    <meta name="description" content="Strażnica Security – polski producent oprogramowania do ochrony stacji roboczych (EDR), SIEM i usług SOC." />
    <link rel="canonical" href="https://straznica-security.pl${path}" />
    <meta property="og:site_name" content="Strażnica Security" />
    <meta property="og:title" content="${title} | Strażnica Security" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/straznica/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="pl" href="https://straznica-security.pl${path}" />
    <link rel="alternate" hreflang="en" href="https://straznica-security.pl${path.replace(/^\/pl/, '/en')}" />
    <title>${title} | Strażnica Security</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3o1M0bVt7l4y9gR1wZ0YpH2nVd8cJzR3sFqkE6aU0.css?delta=0&amp;language=pl&amp;theme=straznica&amp;include=eJxLz8_PSc1LLUoszsgsSi0uyczPAwBT8Qfl" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_0aP1kL2mN3oQ4rS5tU6vW7xY8zA9bC0dE1fG2hI3jK4.css?delta=1&amp;language=pl&amp;theme=straznica&amp;include=eJxLz8_PSc1LLUoszsgsSi0uyczPAwBT8Qfl" />
  </head>
  <body class="path-node page-node-type-${nid ? 'page' : 'front'}">
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P4RX8ZL" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <a href="#main-content" class="visually-hidden focusable skip-link">Przejdź do treści</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
      <header role="banner" class="site-header">
        <div class="region region-header">
          <div id="block-straznica-branding" class="block block-system block-system-branding-block">
            <a href="/pl" rel="home" class="site-logo"><img src="/themes/custom/straznica/logo.svg" alt="Strażnica Security – strona główna" fetchpriority="high" /></a>
          </div>
          <div class="language-switcher-language-url block block-language block-language-blocklanguage-interface" id="block-straznica-languageswitcher" role="navigation">
            <ul class="links"><li hreflang="pl" class="is-active"><a href="${path}" class="language-link is-active" hreflang="pl">PL</a></li><li hreflang="en"><a href="${path.replace(/^\/pl/, '/en')}" class="language-link" hreflang="en">EN</a></li></ul>
          </div>
        </div>
        <div class="region region-primary-menu">
          <nav role="navigation" aria-labelledby="block-straznica-main-menu-menu" id="block-straznica-main-menu" class="block block-menu navigation menu--main">
            <h2 class="visually-hidden" id="block-straznica-main-menu-menu">Nawigacja główna</h2>
            <ul class="menu menu--level-1">
${menu.map(([href, label]) => `              <li class="menu__item${href === path ? ' menu__item--active-trail' : ''}"><a href="${href}" class="menu__link" data-drupal-link-system-path="node/${(href ?? '').length}">${label}</a></li>`).join('\n')}
            </ul>
          </nav>
          <div class="block block-block-content header-cta"><a href="/pl/kontakt?temat=demo" class="button button--primary">Umów demo</a> <a href="https://partner.straznica.eu/login" class="button button--ghost">Portal partnera</a></div>
        </div>
      </header>
      <div class="region region-breadcrumb">
        <nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Okruchy chleba</h2><ol><li><a href="/pl">Strona główna</a></li><li>${title}</li></ol></nav>
      </div>
      <main role="main">
        <a id="main-content" tabindex="-1"></a>
        <div class="layout-content">
          <div class="region region-content">
            <div data-drupal-messages-fallback class="hidden"></div>
            <div id="block-straznica-content" class="block block-system block-system-main-block">
              <article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
                <h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${title}</span></h1>
                <div class="node__content">
${content}
                </div>
              </article>
            </div>
          </div>
        </div>${
          sidebar
            ? `
        <aside class="layout-sidebar-first" role="complementary">
          <div class="region region-sidebar-first">
${sidebar}
          </div>
        </aside>`
            : ''
        }
      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="region region-footer">
          <div id="block-straznica-footer-kontakt" class="block block-block-content block-block-contentb7f0">
            <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
              <p><strong>Strażnica Security sp. z o.o.</strong><br />ul. Rakowicka 14A, 31-511 Kraków<br />NIP 6762601834, KRS 0000761945<br />+48 12 345 80 20 &middot; biuro@straznica-security.pl</p>
            </div>
          </div>
          <nav role="navigation" aria-labelledby="block-straznica-footer-menu" id="block-straznica-footer" class="block block-menu navigation menu--footer">
            <h2 class="visually-hidden" id="block-straznica-footer-menu">Stopka</h2>
            <ul class="menu">
              <li class="menu-item"><a href="/pl/polityka-prywatnosci">Polityka prywatności</a></li>
              <li class="menu-item"><a href="/pl/regulamin">Regulamin</a></li>
              <li class="menu-item"><a href="/pl/zglos-podatnosc">Zgłoś podatność</a></li>
              <li class="menu-item"><a href="https://docs.straznica.eu/pl/">Dokumentacja techniczna</a></li>
              <li class="menu-item"><a href="https://status.straznica.eu/">Status usług</a></li>
            </ul>
          </nav>
          <div id="block-straznica-social" class="block block-block-content social-links">
            <a href="https://www.linkedin.com/company/straznica-security/" title="LinkedIn">LinkedIn</a>
            <a href="https://www.youtube.com/@StraznicaSecurity" title="YouTube">YouTube</a>
            <a href="https://www.facebook.com/straznicasecurity" title="Facebook">Facebook</a>
          </div>
          <div id="block-straznica-ue" class="block block-block-content eu-funding">
            <img src="/sites/default/files/inline-images/fe-rp-ue-pasek.png" alt="Fundusze Europejskie dla Nowoczesnej Gospodarki, Rzeczpospolita Polska, Unia Europejska" width="600" loading="lazy" />
            <p>Projekt „Platforma wykrywania zagrożeń klasy XDR dla MŚP" współfinansowany przez Unię Europejską ze środków Europejskiego Funduszu Rozwoju Regionalnego. <a href="/pl/projekty-ue">Więcej o projekcie</a></p>
          </div>
          <p class="copyright">&copy; 2024 Strażnica Security. Wszelkie prawa zastrzeżone.</p>
        </div>
      </footer>
    </div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"pl\\/","currentPath":"node\\/${nid}","currentPathIsAdmin":false,"isFront":${nid === 1 ? 'true' : 'false'},"currentLanguage":"pl"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"ajaxTrustedUrl":{"form_action_p_pvdeGsVG5zNF_XLGPTvYSKCf43t8qZYSwcfZl2uzM":true},"user":{"uid":0,"permissionsHash":"b3d1c0a9e8f7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1"}}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/sites/default/files/languages/pl_Yh3wLQxK8nq0b5JmVq2fOe4s9tZ1uR6cD7aB3iF0gH8.js?sc3x1a"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.6"></script>
    <script src="/themes/custom/straznica/js/main.js?sc3x1a"></script>
  </body>
</html>`;

const body = (
  html: string,
) => `                  <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
${html}
                  </div>`;

const home = page(
  '/pl',
  'Ochrona przed cyberzagrożeniami z Krakowa',
  1,
  body(`<section class="hero">
  <p class="lead">Strażnica EDR chroni ponad 220 000 stacji roboczych w szpitalach, samorządach i firmach produkcyjnych w Polsce i Europie Środkowej. Polski kod, polski support, dane przetwarzane w UE.</p>
  <p><a class="button button--primary" href="/pl/kontakt?temat=demo">Umów demo</a> <a class="button" href="https://download.straznica.eu/trial">Pobierz wersję próbną 30 dni</a></p>
</section>
<section class="teasers">
  <div class="teaser"><h2><a href="/pl/produkty/straznica-edr">Strażnica EDR</a></h2><p>Wykrywanie i blokowanie ransomware, izolacja hosta jednym kliknięciem, lekki agent dla Windows, macOS i Linux.</p></div>
  <div class="teaser"><h2><a href="/pl/produkty/straznica-siem">Strażnica SIEM</a></h2><p>Korelacja zdarzeń z sieci, chmury i stacji roboczych, gotowe reguły zgodne z KSC i NIS2.</p></div>
  <div class="teaser"><h2><a href="/pl/uslugi/soc">SOC 24/7</a></h2><p>Nasz zespół analityków monitoruje Twoje środowisko całą dobę i reaguje na incydenty.</p></div>
</section>
<section class="logos">
  <h2>Zaufali nam</h2>
  <ul class="logo-list">
    <li><img src="/sites/default/files/styles/logo/public/2024-02/szpital-wojewodzki-opole.png" alt="Szpital Wojewódzki w Opolu" loading="lazy" /></li>
    <li><img src="/sites/default/files/styles/logo/public/2024-02/wodociagi-zabrzanskie.png" alt="Wodociągi Zabrzańskie" loading="lazy" /></li>
    <li><img src="/sites/default/files/styles/logo/public/2024-02/urzad-miasta-tarnow.png" alt="Urząd Miasta Tarnowa" loading="lazy" /></li>
    <li><img src="/sites/default/files/styles/logo/public/2024-02/fabryka-okuc-lezajsk.png" alt="Fabryka Okuć Leżajsk" loading="lazy" /></li>
  </ul>
  <p><a href="/pl/aktualnosci/case-study-wodociagi-zabrzanskie">Case study: jak Wodociągi Zabrzańskie zatrzymały atak ransomware</a></p>
</section>
<section class="certs">
  <h2>Certyfikaty</h2>
  <p>System zarządzania bezpieczeństwem informacji zgodny z ISO/IEC 27001:2022, certyfikowany przez <a href="https://www.tuev-nord.de/pl/">TÜV NORD Polska</a>. Produkt Strażnica EDR znajduje się na liście rozwiązań rekomendowanych przez program Cyberbezpieczny Samorząd.</p>
</section>
<section class="partners-teaser">
  <h2>Kup przez partnera</h2>
  <p>Sprzedajemy wyłącznie przez sieć certyfikowanych partnerów w 6 krajach. <a href="/pl/partnerzy/polska">Znajdź partnera w Polsce</a> lub <a href="/pl/partnerzy/europa">w innych krajach</a>.</p>
</section>`),
);

const edr = page(
  '/pl/produkty/straznica-edr',
  'Strażnica EDR',
  12,
  body(`<p class="lead">Endpoint Detection &amp; Response zaprojektowany dla organizacji, które nie mają własnego zespołu bezpieczeństwa.</p>
<h2>Najważniejsze funkcje</h2>
<ul>
  <li>Behawioralne wykrywanie ransomware z automatycznym wycofaniem zmian</li>
  <li>Izolacja stacji i zdalna konsola reagowania</li>
  <li>Kontrola urządzeń USB i aplikacji</li>
  <li>Agent &lt; 80 MB RAM, także dla Windows 7 w środowiskach medycznych</li>
  <li>Konsola w chmurze (centrum danych w Krakowie) lub on-premise</li>
</ul>
<h2>Wymagania</h2>
<table class="table"><thead><tr><th>System</th><th>Wersje</th></tr></thead><tbody><tr><td>Windows</td><td>7 SP1, 8.1, 10, 11, Server 2012 R2–2022</td></tr><tr><td>macOS</td><td>12 i nowsze</td></tr><tr><td>Linux</td><td>RHEL 8/9, Ubuntu 20.04/22.04, Debian 11/12</td></tr></tbody></table>
<p>Pełna specyfikacja w <a href="https://docs.straznica.eu/pl/edr/wymagania">dokumentacji technicznej</a>. Licencje dostępne u <a href="/pl/partnerzy/polska">autoryzowanych partnerów</a>.</p>`),
);

const siem = page(
  '/pl/produkty/straznica-siem',
  'Strażnica SIEM',
  13,
  body(`<p class="lead">Centralne zbieranie i korelacja logów z gotowymi scenariuszami zgodnymi z ustawą o KSC.</p>
<h2>Źródła danych</h2>
<p>Zapory sieciowe, kontrolery domeny, Microsoft 365, systemy EDR, serwery Linux, przełączniki. Do zbierania logów z urządzeń sieciowych używamy kolektora naszego partnera technologicznego <a href="https://logwise.io/integrations/straznica">Logwise</a>, dostępnego bez dodatkowych opłat dla klientów SIEM.</p>
<h2>Raportowanie</h2>
<ul><li>Raporty dla CSIRT i organu właściwego</li><li>Rejestr incydentów zgodny z NIS2</li><li>Pulpity dla zarządu</li></ul>`),
);

const soc = page(
  '/pl/uslugi/soc',
  'SOC 24/7',
  14,
  body(`<p class="lead">Centrum operacji bezpieczeństwa działające w Krakowie, 24 godziny na dobę, 365 dni w roku.</p>
<h2>Zakres usługi</h2>
<ul><li>Monitoring alertów EDR i SIEM</li><li>Triage i eskalacja w 15 minut</li><li>Threat hunting raz w tygodniu</li><li>Zespół reagowania na incydenty na miejscu w Polsce w 24 godziny</li></ul>
<h2>Pakiety</h2>
<table class="table"><thead><tr><th></th><th>SOC Basic</th><th>SOC Pro</th></tr></thead><tbody><tr><td>Monitoring</td><td>8/5</td><td>24/7</td></tr><tr><td>Reagowanie</td><td>Zdalne</td><td>Zdalne i na miejscu</td></tr><tr><td>Raport</td><td>Miesięczny</td><td>Tygodniowy</td></tr></tbody></table>
<p><a class="button" href="/pl/kontakt?temat=soc">Zapytaj o wycenę</a></p>`),
);

const onas = page(
  '/pl/o-nas',
  'O nas',
  15,
  body(`<p>Strażnica Security powstała w 2016 roku w Krakowie z inicjatywy byłych analityków CERT. Dziś zatrudniamy 85 osób: programistów, analityków SOC i inżynierów wsparcia.</p>
<h2>Zarząd</h2>
<ul><li>Tomasz Wierzbicki – Prezes Zarządu</li><li>Agnieszka Lis – Dyrektor Techniczny</li><li>Paweł Gruszka – Dyrektor Sprzedaży i Kanału Partnerskiego</li></ul>
<h2>Pisali o nas</h2>
<ul>
  <li><a href="https://www.it-reseller-news.pl/2024/03/straznica-security-rozwija-kanal-partnerski">IT Reseller News: Strażnica Security rozwija kanał partnerski w Czechach</a></li>
  <li><a href="https://www.magazyn-bezpieczenstwa.pl/wywiady/wierzbicki-edr-dla-szpitali">Magazyn Bezpieczeństwa: Wywiad z Tomaszem Wierzbickim</a></li>
</ul>
<h2>Finansowanie</h2>
<p>Rozwój platformy XDR był współfinansowany ze środków Unii Europejskiej w ramach programu <a href="https://www.funduszeeuropejskie.gov.pl/">Fundusze Europejskie dla Nowoczesnej Gospodarki</a>, a prace badawcze wsparło <a href="https://www.gov.pl/web/ncbr">Narodowe Centrum Badań i Rozwoju</a>.</p>`),
);

const levels = `<table class="table partner-levels">
  <thead><tr><th>Poziom</th><th>Rabat</th><th>Wymagania</th><th>Korzyści</th></tr></thead>
  <tbody>
    <tr><td>Authorized</td><td>15%</td><td>1 certyfikowany inżynier</td><td>Licencje NFR, portal partnera</td></tr>
    <tr><td>Gold</td><td>25%</td><td>2 inżynierów, 50 tys. zł obrotu</td><td>Leady od producenta, fundusz marketingowy</td></tr>
    <tr><td>Platinum</td><td>35%</td><td>4 inżynierów, usługa SOC partnera</td><td>Dedykowany opiekun, wspólne kampanie</td></tr>
  </tbody>
</table>`;

const sidebarPartners = `            <nav class="block block-menu navigation menu--partners" aria-label="Program partnerski">
              <h2>Program partnerski</h2>
              <ul class="menu">
                <li><a href="/pl/partnerzy">O programie</a></li>
                <li><a href="/pl/partnerzy/polska">Partnerzy w Polsce</a></li>
                <li><a href="/pl/partnerzy/europa">Partnerzy w Europie</a></li>
                <li><a href="https://partner.straznica.eu/rejestracja">Zostań partnerem</a></li>
              </ul>
            </nav>`;

const partnerzy = page(
  '/pl/partnerzy',
  'Program partnerski',
  20,
  body(`<p class="lead">Strażnica Security sprzedaje wyłącznie przez partnerów. Dołącz do sieci ponad 60 integratorów i resellerów w Polsce, Czechach, Słowacji, na Litwie, w Niemczech i Ukrainie.</p>
<h2>Poziomy partnerstwa</h2>
${levels}
<h2>Dystrybutorzy</h2>
<div class="views-element-container"><div class="view view-dystrybutorzy view-id-dystrybutorzy view-display-id-block_1 js-view-dom-id-6a0f3b">
  <div class="view-content">
    <div class="views-row"><div class="views-field views-field-title"><span class="field-content"><strong>Vektor Dystrybucja S.A.</strong></span></div><div class="views-field views-field-field-region"><div class="field-content">Polska, Litwa, Łotwa, Estonia</div></div><div class="views-field views-field-field-www"><div class="field-content"><a href="https://www.vektor-dystrybucja.pl/producenci/straznica">vektor-dystrybucja.pl</a></div></div></div>
    <div class="views-row"><div class="views-field views-field-title"><span class="field-content"><strong>Kybera Distribuce a.s.</strong></span></div><div class="views-field views-field-field-region"><div class="field-content">Czechy, Słowacja</div></div><div class="views-field views-field-field-www"><div class="field-content"><a href="https://kybera.cz/">kybera.cz</a></div></div></div>
  </div>
</div></div>
<h2>Znajdź partnera</h2>
<p>Lista partnerów według regionu: <a href="/pl/partnerzy/polska">Polska (według województw)</a> &middot; <a href="/pl/partnerzy/europa">pozostałe kraje</a>.</p>
<h2>Partnerzy technologiczni</h2>
<p>Strażnica SIEM współpracuje z kolektorem logów <a href="https://logwise.io/">Logwise</a>. Integracje z zaporami sieciowymi i systemami pocztowymi opisujemy w <a href="https://docs.straznica.eu/pl/integracje">dokumentacji</a>.</p>
<h2>Zostań partnerem</h2>
<p>Wypełnij formularz w <a href="https://partner.straznica.eu/rejestracja">portalu partnera</a> lub napisz do kanal@straznica-security.pl. Odpowiadamy w ciągu 2 dni roboczych.</p>`),
  sidebarPartners,
);

const row = (name: string, city: string, level: string, www: string) =>
  `      <tr><td>${name}</td><td>${city}</td><td><span class="badge badge--${level.toLowerCase()}">${level}</span></td><td>${www}</td></tr>`;

const polska = page(
  '/pl/partnerzy/polska',
  'Partnerzy w Polsce',
  21,
  body(`<p>Autoryzowani partnerzy Strażnica Security w Polsce, według województw. Każdy z nich ma certyfikowanych inżynierów i może przeprowadzić wdrożenie oraz testy POC.</p>
<form class="views-exposed-form" action="/pl/partnerzy/polska" method="get" id="views-exposed-form-partnerzy-page-1" accept-charset="UTF-8">
  <div class="js-form-item form-item js-form-type-select form-type-select"><label for="edit-wojewodztwo">Województwo</label><select data-drupal-selector="edit-wojewodztwo" id="edit-wojewodztwo" name="wojewodztwo" class="form-select"><option value="All" selected="selected">- Wszystkie -</option><option value="14">mazowieckie</option><option value="12">małopolskie</option><option value="24">śląskie</option><option value="22">pomorskie</option><option value="30">wielkopolskie</option><option value="02">dolnośląskie</option></select></div>
  <div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit-partnerzy" type="submit" id="edit-submit-partnerzy" value="Filtruj" class="button js-form-submit form-submit" /></div>
</form>
<div class="views-element-container"><div class="view view-partnerzy view-id-partnerzy view-display-id-page_1 js-view-dom-id-b29d4e7c">
<h3>mazowieckie</h3>
<table class="views-table views-view-table cols-4"><thead><tr><th>Partner</th><th>Miasto</th><th>Poziom</th><th>Strona www</th></tr></thead><tbody>
${row('Infobit Systemy Sp. z o.o.', 'Warszawa', 'Platinum', '<a href="https://infobit-systemy.pl">infobit-systemy.pl</a>')}
${row('Sieciak IT Marek Sieczkowski', 'Radom', 'Authorized', 'www.sieciak.pl')}
</tbody></table>
<h3>małopolskie</h3>
<table class="views-table views-view-table cols-4"><thead><tr><th>Partner</th><th>Miasto</th><th>Poziom</th><th>Strona www</th></tr></thead><tbody>
${row('Netforge Sp. z o.o.', 'Kraków', 'Gold', '<a href="https://www.netforge.com.pl/">netforge.com.pl</a>')}
</tbody></table>
<h3>śląskie</h3>
<table class="views-table views-view-table cols-4"><thead><tr><th>Partner</th><th>Miasto</th><th>Poziom</th><th>Strona www</th></tr></thead><tbody>
${row('Kompel Serwis Sp. j.', 'Katowice', 'Gold', '<a href="http://kompel.net.pl/">kompel.net.pl</a>')}
</tbody></table>
<h3>pomorskie</h3>
<table class="views-table views-view-table cols-4"><thead><tr><th>Partner</th><th>Miasto</th><th>Poziom</th><th>Strona www</th></tr></thead><tbody>
${row('Bałtycka Informatyka S.A.', 'Gdańsk', 'Gold', '<a href="https://baltyckainformatyka.pl/cyberbezpieczenstwo">baltyckainformatyka.pl</a>')}
</tbody></table>
<h3>wielkopolskie</h3>
<table class="views-table views-view-table cols-4"><thead><tr><th>Partner</th><th>Miasto</th><th>Poziom</th><th>Strona www</th></tr></thead><tbody>
${row('PoznańSoft Usługi Informatyczne', 'Poznań', 'Authorized', 'kontakt: tel. 61 820 44 10')}
</tbody></table>
<h3>dolnośląskie</h3>
<table class="views-table views-view-table cols-4"><thead><tr><th>Partner</th><th>Miasto</th><th>Poziom</th><th>Strona www</th></tr></thead><tbody>
${row('Odra Security Sp. z o.o.', 'Wrocław', 'Authorized', '<a href="https://odrasecurity.pl">odrasecurity.pl</a>')}
</tbody></table>
</div></div>
<p>Nie ma partnera w Twoim województwie? Napisz do nas: kanal@straznica-security.pl</p>`),
  sidebarPartners,
);

const europa = page(
  '/pl/partnerzy/europa',
  'Partnerzy w Europie',
  22,
  body(`<p>Poza Polską nasze rozwiązania dostępne są u partnerów w pięciu krajach. Partnerzy zapewniają wsparcie w lokalnym języku.</p>
<div class="views-element-container"><div class="view view-partnerzy-eu view-id-partnerzy_eu view-display-id-page_2 js-view-dom-id-e71c0a9f">
  <div class="view-grouping"><h3 class="view-grouping-header">Czechy</h3>
    <div class="views-row"><article class="partner-card"><h4>Bezpečná síť s.r.o.</h4><p>Praha &middot; Gold</p><p><a href="https://www.bezpecnasit.cz/" class="partner-card__link" target="_blank">Odwiedź stronę</a></p></article></div>
  </div>
  <div class="view-grouping"><h3 class="view-grouping-header">Słowacja</h3>
    <div class="views-row"><article class="partner-card"><h4>Kyberštít s.r.o.</h4><p>Bratislava &middot; Authorized</p><p><a href="https://kybershtit.sk" class="partner-card__link" target="_blank">Odwiedź stronę</a></p></article></div>
  </div>
  <div class="view-grouping"><h3 class="view-grouping-header">Litwa</h3>
    <div class="views-row"><article class="partner-card"><h4>UAB Saugus tinklas</h4><p>Vilnius &middot; Authorized</p><p><a href="https://saugustinklas.lt/" class="partner-card__link" target="_blank">Odwiedź stronę</a></p></article></div>
  </div>
  <div class="view-grouping"><h3 class="view-grouping-header">Niemcy</h3>
    <div class="views-row"><article class="partner-card"><h4>Netzwacht IT GmbH</h4><p>Dresden &middot; Gold</p><p><a href="https://www.netzwacht-it.de/partner/straznica" class="partner-card__link" target="_blank">Odwiedź stronę</a></p></article></div>
  </div>
  <div class="view-grouping"><h3 class="view-grouping-header">Ukraina</h3>
    <div class="views-row"><article class="partner-card"><h4>TOV Zakhyst IT</h4><p>Lwów &middot; Authorized</p><p><a href="https://zakhyst.com.ua/" class="partner-card__link" target="_blank">Odwiedź stronę</a></p></article></div>
  </div>
</div></div>
<p>Dystrybucję w Czechach i na Słowacji prowadzi <a href="https://kybera.cz/">Kybera Distribuce</a>.</p>`),
  sidebarPartners,
);

const kariera = page(
  '/pl/kariera',
  'Kariera',
  16,
  body(`<p>Szukamy ludzi, którzy chcą bronić polskich szpitali i samorządów przed cyberprzestępcami.</p>
<h2>Aktualne oferty</h2>
<ul>
  <li>Analityk SOC L2 (Kraków, hybrydowo) – <a href="https://www.pracuj.pl/praca/analityk-soc-l2-krakow,oferta,1003289471">zobacz ofertę na pracuj.pl</a></li>
  <li>Senior C++ Developer – agent EDR (zdalnie) – <a href="https://justjoin.it/job-offer/straznica-security-senior-c-developer-krakow-c">zobacz na Just Join IT</a></li>
  <li>Channel Account Manager – Czechy i Słowacja (Praga/Kraków)</li>
</ul>
<p>CV prosimy przesyłać na rekrutacja@straznica-security.pl.</p>`),
);

const kontakt = page(
  '/pl/kontakt',
  'Kontakt',
  17,
  body(`<div class="contact">
<p><strong>Biuro i SOC</strong><br />ul. Rakowicka 14A, 31-511 Kraków<br />+48 12 345 80 20<br /><a href="https://www.openstreetmap.org/node/4410293321">Mapa dojazdu</a></p>
<p><strong>Sprzedaż i partnerzy:</strong> kanal@straznica-security.pl<br /><strong>Wsparcie techniczne:</strong> wsparcie@straznica-security.pl lub <a href="https://support.straznica.eu">support.straznica.eu</a></p>
</div>
<form class="webform-submission-form webform-submission-add-form webform-submission-kontakt-form" data-drupal-selector="webform-submission-kontakt-add-form" action="/pl/kontakt" method="post" id="webform-submission-kontakt-add-form" accept-charset="UTF-8">
  <div class="js-form-item form-item"><label for="edit-imie-nazwisko" class="js-form-required form-required">Imię i nazwisko</label><input data-drupal-selector="edit-imie-nazwisko" type="text" id="edit-imie-nazwisko" name="imie_nazwisko" class="form-text required" required="required" /></div>
  <div class="js-form-item form-item"><label for="edit-email" class="js-form-required form-required">E-mail</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" class="form-email required" required="required" /></div>
  <div class="js-form-item form-item"><label for="edit-temat">Temat</label><select id="edit-temat" name="temat" class="form-select"><option value="demo">Demo produktu</option><option value="soc">Usługa SOC</option><option value="partner">Program partnerski</option></select></div>
  <div class="js-form-item form-item"><label for="edit-wiadomosc">Wiadomość</label><textarea id="edit-wiadomosc" name="wiadomosc" rows="5" class="form-textarea"></textarea></div>
  <input data-drupal-selector="form-kq2x8" type="hidden" name="form_build_id" value="form-kq2x8PzV1l0m6tYzR7bWfNnE3aQ5cJ8dG2hU4iO9sXy" /><input data-drupal-selector="edit-webform-submission-kontakt-add-form" type="hidden" name="form_id" value="webform_submission_kontakt_add_form" />
  <div class="form-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" type="submit" name="op" value="Wyślij" /></div>
</form>`),
);

const aktualnosci = page(
  '/pl/aktualnosci',
  'Aktualności',
  18,
  `<div class="views-element-container"><div class="view view-aktualnosci view-id-aktualnosci view-display-id-page_1">
  <div class="view-content">
    <div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2><a href="/pl/aktualnosci/case-study-wodociagi-zabrzanskie">Case study: Wodociągi Zabrzańskie</a></h2><p>Jak EDR i SOC pomogły zatrzymać atak w 11 minut.</p><time datetime="2024-05-14">14.05.2024</time></article></div>
    <div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2><a href="/pl/aktualnosci/nowy-partner-w-niemczech">Netzwacht IT nowym partnerem w Saksonii</a></h2><p>Rozszerzamy sieć partnerską na wschodnie Niemcy.</p><time datetime="2024-04-02">02.04.2024</time></article></div>
    <div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2><a href="/pl/aktualnosci/nis2-checklista">NIS2: checklista dla samorządów</a></h2><p>Bezpłatny materiał do pobrania, opracowany z myślą o jednostkach samorządu terytorialnego. Zob. też <a href="https://www.gov.pl/web/cyfryzacja/nis2">komunikat Ministerstwa Cyfryzacji</a>.</p><time datetime="2024-02-20">20.02.2024</time></article></div>
  </div>
  <nav class="pager" role="navigation" aria-labelledby="pagination-heading"><ul class="pager__items js-pager__items"><li class="pager__item is-active">1</li><li class="pager__item"><a href="?page=1" title="Przejdź do strony 2">2</a></li><li class="pager__item pager__item--next"><a href="?page=1" rel="next">Następna ›</a></li></ul></nav>
</div></div>`,
);

export const site: CorpusSite = {
  domain: 'straznica-security.pl',
  otherDomains: ['straznica.eu'],
  covers:
    'Drupal 10 Polish cybersecurity vendor: home redirects to /pl; reseller programme with distributors (views rows), Polish partners in per-voivodeship tables (linked, plain-text www, one without website), European partners grouped by country with "Odwiedź stronę" links, a technology partner in text; negatives: customer logos and case study, TÜV certifier, EU/NCBR funders, press, job boards, own product domain (portal/docs/status)',
  pages: {
    '/': { status: 301, redirect: '/pl' },
    '/pl': { headers, html: home },
    '/pl/produkty/straznica-edr': { headers, html: edr },
    '/pl/produkty/straznica-siem': { headers, html: siem },
    '/pl/uslugi/soc': { headers, html: soc },
    '/pl/o-nas': { headers, html: onas },
    '/pl/partnerzy': { headers, html: partnerzy },
    '/pl/partnerzy/polska': { headers, html: polska },
    '/pl/partnerzy/europa': { headers, html: europa },
    '/pl/kariera': { headers, html: kariera },
    '/pl/kontakt': { headers, html: kontakt },
    '/pl/aktualnosci': { headers, html: aktualnosci },
  },
  sitemap: [
    '/pl',
    '/pl/produkty/straznica-edr',
    '/pl/produkty/straznica-siem',
    '/pl/uslugi/soc',
    '/pl/o-nas',
    '/pl/partnerzy',
    '/pl/partnerzy/polska',
    '/pl/partnerzy/europa',
    '/pl/kariera',
    '/pl/kontakt',
    '/pl/aktualnosci',
  ],
  technologies: ['drupal', 'php', 'jquery', 'nginx', 'varnish', 'cookiebot', 'google-tag-manager', 'open-graph', 'priority-hints'],
  partners: {
    'vektor-dystrybucja.pl': 'channel',
    'kybera.cz': 'channel',
    'infobit-systemy.pl': 'channel',
    'sieciak.pl': 'channel',
    'netforge.com.pl': 'channel',
    'kompel.net.pl': 'channel',
    'baltyckainformatyka.pl': 'channel',
    'odrasecurity.pl': 'channel',
    'bezpecnasit.cz': 'channel',
    'kybershtit.sk': 'channel',
    'saugustinklas.lt': 'channel',
    'netzwacht-it.de': 'channel',
    'zakhyst.com.ua': 'channel',
    'logwise.io': 'technology',
  },
};
