import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f31d2a47c9e5b10-WAW',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '25811234',
  'x-powered-by': 'HubSpot',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-language': 'pl',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://sztafeta.pl/hubfs/favicon-sztafeta.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:title" content="${title}">
<style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}
.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
</style>
<link rel="stylesheet" href="https://sztafeta.pl/hubfs/hub_generated/template_assets/1/148220391744/1767701112208/template_main.min.css">
<link rel="stylesheet" href="https://sztafeta.pl/hubfs/hub_generated/module_assets/1/148220391802/1767701111954/module_partner-grid.min.css">
<link rel="canonical" href="https://sztafeta.pl${path}">
<meta property="og:url" content="https://sztafeta.pl${path}">
<meta name="twitter:card" content="summary">
<meta http-equiv="content-language" content="pl">
<meta name="generator" content="HubSpot">
</head>`;

const nav = `<div data-global-resource-path="sztafeta-2025/templates/partials/header.html"><header class="header">
  <div class="header__container content-wrapper">
    <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo"><a href="/" id="hs-link-site_logo"><img src="https://sztafeta.pl/hubfs/logo-sztafeta.svg" alt="Sztafeta API" width="150" height="36"></a></span></div>
    <nav class="navigation-primary" aria-label="Menu główne">
      <ul class="submenu level-1">
        <li class="has-submenu menu-item"><a href="/platforma" class="menu-link">Platforma</a>
          <ul class="submenu level-2"><li class="menu-item"><a href="/platforma/brama-api" class="menu-link">Brama API</a></li><li class="menu-item"><a href="/platforma/portal-deweloperski" class="menu-link">Portal deweloperski</a></li><li class="menu-item"><a href="/platforma/monitoring" class="menu-link">Monitoring</a></li></ul>
        </li>
        <li class="menu-item"><a href="/integracje" class="menu-link">Integracje</a></li>
        <li class="menu-item"><a href="/cennik" class="menu-link">Cennik</a></li>
        <li class="menu-item"><a href="/partnerzy" class="menu-link">Partnerzy</a></li>
        <li class="menu-item"><a href="/o-nas" class="menu-link">O nas</a></li>
      </ul>
    </nav>
    <a class="button button--small" href="https://app.sztafeta.pl/rejestracja">Wypróbuj za darmo</a>
  </div>
</header></div>`;

const footer = `<div data-global-resource-path="sztafeta-2025/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col"><h4>Produkt</h4><ul><li><a href="/platforma/brama-api">Brama API</a></li><li><a href="/integracje">Integracje</a></li><li><a href="/cennik">Cennik</a></li><li><a href="https://dokumentacja.sztafeta.pl">Dokumentacja</a></li></ul></div>
    <div class="footer__col"><h4>Firma</h4><ul><li><a href="/o-nas">O nas</a></li><li><a href="/partnerzy">Program partnerski</a></li><li><a href="https://sztafeta.traffit.com/career/">Kariera</a></li><li><a href="/kontakt">Kontakt</a></li></ul></div>
    <div class="footer__col"><h4>Informacje prawne</h4><ul><li><a href="/regulamin">Regulamin</a></li><li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/rodo">RODO</a></li></ul></div>
    <div class="footer__col"><h4>Sztafeta sp. z o.o.</h4><p>ul. Ogrodowa 58, 00-876 Warszawa<br>NIP 527-29-41-118 · KRS 0000871203</p><p><a href="https://www.linkedin.com/company/sztafeta-api">LinkedIn</a> · <a href="https://github.com/sztafeta">GitHub</a> · <a href="https://www.youtube.com/@sztafeta">YouTube</a></p></div>
  </div>
  <div class="footer__eu"><a href="/projekty-ue"><img src="https://sztafeta.pl/hubfs/FE_NG_RP_UE_pl.png" alt="Fundusze Europejskie dla Nowoczesnej Gospodarki, Rzeczpospolita Polska, Dofinansowane przez Unię Europejską" width="520" height="64"></a></div>
  <p class="footer__copy">© 2026 Sztafeta sp. z o.o. Wszelkie prawa zastrzeżone.</p>
</footer></div>`;

const page = (title: string, description: string, path: string, pageId: string, main: string): string => `<!doctype html>
<html lang="pl">
${head(title, description, path)}
<body>
<div class="body-wrapper hs-content-id-${pageId} hs-site-page page">
${nav}
<main id="main-content" class="body-container-wrapper">
${main}
</main>
${footer}
</div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script>var hsVars = hsVars || {}; hsVars['language'] = 'pl';</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/sztafeta.pl${path}"]);
_hsq.push(["setPageId", "${pageId}"]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/25811234.js"></script>
<script async defer src="https://js.hs-analytics.net/analytics/1767812400000/25811234.js"></script>
<!-- End of HubSpot Analytics Code -->
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'sztafeta.pl',
  covers:
    'Polish API-management platform on HubSpot CMS (generator meta, x-hs-hub-id, hsstatic jQuery, hs-analytics) behind Cloudflare: Integracje page with connector cards linking to vendors (technology, incl. a .com.pl registrable domain), Partnerzy page with implementation partners (channel) and technology partners, a HubDB partner catalogue table (linked from Partnerzy, in the sitemap); negatives: customer logos (Zaufali nam), EU-funds/PARP project page, VC investors, Cyfrowa Polska membership, Deloitte Fast 50 award, Traffit careers, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Sztafeta API – brama API i portal deweloperski z Polski',
        'Zarządzaj API w jednym miejscu: brama, portal deweloperski, limity i monitoring. Dane w polskich centrach danych.',
        '/',
        '148220391901',
        `<div class="row-fluid-wrapper dnd-section"><div class="row-fluid">
  <section class="hero">
    <h1>Twoje API, pod pełną kontrolą</h1>
    <p>Sztafeta to brama API, portal deweloperski i monitoring w jednym. Publikuj API dla partnerów w kilka minut, z limitami, kluczami i analityką.</p>
    <span class="hs-cta-wrapper"><a class="cta_button" href="https://app.sztafeta.pl/rejestracja">Załóż darmowe konto</a></span>
  </section>
  <section class="logos">
    <h2>Zaufali nam</h2>
    <div class="logo-strip">
      <img src="https://sztafeta.pl/hubfs/klienci/bank-kujawski.svg" alt="Bank Kujawski">
      <img src="https://sztafeta.pl/hubfs/klienci/paczkopol.svg" alt="Paczkopol">
      <a href="https://www.medikal24.pl"><img src="https://sztafeta.pl/hubfs/klienci/medikal24.svg" alt="Medikal24"></a>
      <img src="https://sztafeta.pl/hubfs/klienci/gmina-wroclaw.svg" alt="Urząd Miejski Wrocławia">
    </div>
  </section>
  <section class="teaser">
    <h2>Ponad 40 gotowych integracji</h2>
    <p>Połącz Sztafetę z marketplace'ami, systemami ERP i operatorami płatności. <a href="/integracje">Zobacz wszystkie integracje</a></p>
  </section>
  <section class="award">
    <p>Sztafeta w rankingu <a href="https://www.deloitte.com/pl/pl/about/press-room/fast-50-2025.html">Deloitte Technology Fast 50 Central Europe 2025</a>.</p>
  </section>
</div></div>`,
      ),
    },
    '/integracje': {
      headers,
      html: page(
        'Integracje – Sztafeta API',
        'Gotowe konektory Sztafety: e-commerce, płatności, logistyka, ERP i CRM.',
        '/integracje',
        '148220391902',
        `<section class="integrations">
  <h1>Integracje</h1>
  <p>Gotowe konektory, które uruchomisz jednym kliknięciem w konsoli Sztafety. Każdą integrację rozwijamy wspólnie z jej producentem.</p>
  <div class="tabs" role="tablist"><button role="tab" aria-selected="true">Wszystkie</button><button role="tab">E-commerce</button><button role="tab">Płatności</button><button role="tab">Logistyka</button><button role="tab">ERP i CRM</button></div>
  <div class="integration-grid">
    <div class="integration-card" data-cat="e-commerce"><img src="https://sztafeta.pl/hubfs/integracje/allegro.svg" alt="Allegro"><h3>Allegro</h3><p>Synchronizacja ofert, zamówień i zwrotów przez REST API Allegro.</p><a href="https://allegro.pl" target="_blank" rel="noopener">allegro.pl</a></div>
    <div class="integration-card" data-cat="e-commerce"><img src="https://sztafeta.pl/hubfs/integracje/baselinker.svg" alt="BaseLinker"><h3>BaseLinker</h3><p>Przekazywanie zamówień i stanów magazynowych.</p><a href="https://baselinker.com/pl-PL/" target="_blank" rel="noopener">baselinker.com</a></div>
    <div class="integration-card" data-cat="platnosci"><img src="https://sztafeta.pl/hubfs/integracje/przelewy24.svg" alt="Przelewy24"><h3>Przelewy24</h3><p>Webhooki płatności i zwrotów z weryfikacją podpisu.</p><a href="https://www.przelewy24.pl" target="_blank" rel="noopener">przelewy24.pl</a></div>
    <div class="integration-card" data-cat="logistyka"><img src="https://sztafeta.pl/hubfs/integracje/inpost.svg" alt="InPost"><h3>InPost</h3><p>Tworzenie przesyłek i etykiet Paczkomat®.</p><a href="https://inpost.pl" target="_blank" rel="noopener">inpost.pl</a></div>
    <div class="integration-card" data-cat="erp"><img src="https://sztafeta.pl/hubfs/integracje/comarch.svg" alt="Comarch ERP"><h3>Comarch ERP Optima</h3><p>Dokumenty sprzedaży i kartoteki kontrahentów.</p><a href="https://www.comarch.pl/erp/comarch-optima/" target="_blank" rel="noopener">comarch.pl</a></div>
    <div class="integration-card" data-cat="erp"><img src="https://sztafeta.pl/hubfs/integracje/fakturio.svg" alt="Fakturio"><h3>Fakturio</h3><p>Automatyczne faktury i KSeF.</p><a href="https://fakturio.pl/integracje/sztafeta" target="_blank" rel="noopener">fakturio.pl</a></div>
    <div class="integration-card" data-cat="erp"><img src="https://sztafeta.pl/hubfs/integracje/salesforce.svg" alt="Salesforce"><h3>Salesforce</h3><p>Udostępnianie obiektów CRM jako zarządzanych API.</p><a href="https://www.salesforce.com/pl/" target="_blank" rel="noopener">salesforce.com</a></div>
  </div>
  <p>Brakuje integracji? <a href="/kontakt?temat=integracja">Napisz do nas</a> – lub zbuduj własną z naszym SDK.</p>
</section>`,
      ),
    },
    '/partnerzy': {
      headers,
      html: page(
        'Program partnerski – Sztafeta API',
        'Partnerzy wdrożeniowi i technologiczni Sztafety. Dołącz do programu partnerskiego.',
        '/partnerzy',
        '148220391903',
        `<section class="partners-hero">
  <h1>Program partnerski</h1>
  <p>Współpracujemy z software house'ami, integratorami i dostawcami technologii, którzy pomagają naszym klientom budować i wdrażać API.</p>
</section>
<section class="partners-section">
  <h2>Partnerzy wdrożeniowi</h2>
  <p>Certyfikowani integratorzy, którzy projektują, wdrażają i utrzymują rozwiązania oparte na Sztafecie oraz odsprzedają licencje Enterprise.</p>
  <div class="partner-cards">
    <div class="partner-card partner-card--gold"><span class="level">Złoty partner</span><h3>Kodowisko sp. z o.o.</h3><p>Software house z Poznania, 120 inżynierów, specjalizacja: bankowość i ubezpieczenia.</p><a href="https://kodowisko.pl">kodowisko.pl</a></div>
    <div class="partner-card partner-card--gold"><span class="level">Złoty partner</span><h3>Nexora Software House</h3><p>Integracje e-commerce i marketplace'ów dla dużych sklepów internetowych.</p><a href="https://www.nexora.com.pl/">nexora.com.pl</a></div>
    <div class="partner-card"><span class="level">Srebrny partner</span><h3>Bitfalla</h3><p>Gdańsk · API dla sektora logistyki.</p><a href="https://bitfalla.pl">bitfalla.pl</a></div>
  </div>
  <p>Pełna lista partnerów w <a href="/partnerzy/katalog">katalogu partnerów</a>.</p>
</section>
<section class="partners-section">
  <h2>Partnerzy technologiczni</h2>
  <p>Dostawcy infrastruktury i narzędzi, z którymi integrujemy Sztafetę na poziomie produktu.</p>
  <div class="logo-grid">
    <a href="https://nimbula.cloud/pl" target="_blank"><img src="https://sztafeta.pl/hubfs/partnerzy/nimbula.svg" alt="Nimbula Cloud"></a>
    <a href="https://www.kluczownik.pl" target="_blank"><img src="https://sztafeta.pl/hubfs/partnerzy/kluczownik.svg" alt="Kluczownik – zarządzanie tożsamością"></a>
  </div>
</section>
<section class="partners-form">
  <h2>Zostań partnerem</h2>
  <div class="hbspt-form" id="hsForm_partner">
    <form class="hs-form" action="https://forms-eu1.hsforms.com/submissions/v3/public/submit/formsnext/multipart/25811234/7f2c9a1e-3b4d-4e5f-8a6b-1c2d3e4f5a6b" method="post">
      <label>Nazwa firmy<input name="company" required></label>
      <label>E-mail<input type="email" name="email" required></label>
      <label>Rodzaj partnerstwa<select name="partner_type"><option>Wdrożeniowy</option><option>Technologiczny</option><option>Polecający</option></select></label>
      <input type="submit" value="Wyślij zgłoszenie" class="hs-button primary">
    </form>
  </div>
</section>`,
      ),
    },
    '/partnerzy/katalog': {
      headers,
      html: page(
        'Katalog partnerów – Sztafeta API',
        'Znajdź certyfikowanego partnera wdrożeniowego Sztafety w swoim regionie.',
        '/partnerzy/katalog',
        '148220391904',
        `<section>
  <h1>Katalog partnerów wdrożeniowych</h1>
  <table class="hubdb-table">
    <thead><tr><th>Partner</th><th>Miasto</th><th>Branże</th><th>Poziom</th></tr></thead>
    <tbody>
      <tr><td><a href="https://kodowisko.pl">Kodowisko</a></td><td>Poznań</td><td>Finanse, ubezpieczenia</td><td>Złoty</td></tr>
      <tr><td><a href="https://www.nexora.com.pl/">Nexora Software House</a></td><td>Warszawa</td><td>E-commerce</td><td>Złoty</td></tr>
      <tr><td><a href="https://bitfalla.pl">Bitfalla</a></td><td>Gdańsk</td><td>Logistyka</td><td>Srebrny</td></tr>
      <tr><td><a href="https://www.integrio.net.pl">Integrio</a></td><td>Katowice</td><td>Przemysł, IoT</td><td>Srebrny</td></tr>
      <tr><td><a href="https://apkafabryka.pl/kontakt">Apkafabryka</a></td><td>Lublin</td><td>Sektor publiczny</td><td>Autoryzowany</td></tr>
    </tbody>
  </table>
</section>`,
      ),
    },
    '/o-nas': {
      headers,
      html: page(
        'O nas – Sztafeta API',
        'Poznaj zespół Sztafety.',
        '/o-nas',
        '148220391905',
        `<section>
  <h1>O nas</h1>
  <p>Sztafetę założyliśmy w 2020 roku w Warszawie, po latach budowania integracji dla banków i operatorów logistycznych. Dziś zespół liczy 45 osób.</p>
  <h2>Inwestorzy</h2>
  <p>Rozwój Sztafety wspierają fundusze <a href="https://vistulaventures.pl">Vistula Ventures</a> i <a href="https://www.tatra-seed.eu">Tatra Seed</a>.</p>
  <h2>Zrzeszenia</h2>
  <p>Jesteśmy członkiem <a href="https://cyfrowapolska.org">Związku Cyfrowa Polska</a>.</p>
  <h2>Projekty unijne</h2>
  <p>Projekt „Inteligentna brama API dla MŚP” jest współfinansowany ze środków Unii Europejskiej w ramach programu <a href="https://www.funduszeeuropejskie.gov.pl">Fundusze Europejskie dla Nowoczesnej Gospodarki</a>, a operatorem jest <a href="https://www.parp.gov.pl">PARP</a>.</p>
</section>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /_hcms/preview/\nDisallow: /hs/manage-preferences/\nSitemap: https://sztafeta.pl/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/integracje', '/partnerzy', '/partnerzy/katalog', '/o-nas', '/cennik', '/kontakt', '/projekty-ue'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'jquery', 'cloudflare', 'hsts', 'open-graph'],
  partners: {
    'allegro.pl': 'technology',
    'baselinker.com': 'technology',
    'przelewy24.pl': 'technology',
    'inpost.pl': 'technology',
    'comarch.pl': 'technology',
    'fakturio.pl': 'technology',
    'salesforce.com': 'technology',
    'nimbula.cloud': 'technology',
    'kluczownik.pl': 'technology',
    'kodowisko.pl': 'channel',
    'nexora.com.pl': 'channel',
    'bitfalla.pl': 'channel',
    'integrio.net.pl': 'channel',
    'apkafabryka.pl': 'channel',
  },
};
