import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87b2d4e6f8a0c1e3-WAW',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '25836914',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

function page(title: string, description: string, path: string, body: string): string {
  return `<!doctype html><html lang="pl"><head>
    <meta charset="utf-8">
    <title>${title} | Kadrowo</title>
    <link rel="shortcut icon" href="https://www.kadrowo.pl/hubfs/kadrowo-favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="https://www.kadrowo.pl/hubfs/hub_generated/template_assets/1/118273645021/1712143322845/template_main.min.css">
    <link rel="stylesheet" href="https://www.kadrowo.pl/hubfs/hub_generated/module_assets/1/118273645109/1712143301199/module_partner-directory.min.css">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title} | Kadrowo">
    <meta property="og:image" content="https://www.kadrowo.pl/hubfs/og/kadrowo-og.png">
    <meta property="og:url" content="https://www.kadrowo.pl${path}">
    <meta property="og:type" content="website">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://www.kadrowo.pl${path}">
    <meta name="generator" content="HubSpot">
</head>
<body>
<div class="body-wrapper hs-content-id-118273650023 hs-site-page page">
<header class="header">
  <div class="header__container content-wrapper">
    <div class="header__logo"><a href="/"><img src="https://www.kadrowo.pl/hs-fs/hubfs/logo/kadrowo-logo.svg" alt="Kadrowo – kadry i płace online" width="160"></a></div>
    <nav class="navigation-primary" aria-label="Menu główne">
      <ul class="submenu level-1">
        <li class="has-submenu menu-item"><a href="/funkcje" class="menu-link">Funkcje</a>
          <ul class="submenu level-2">
            <li class="menu-item"><a href="/funkcje/lista-plac" class="menu-link">Lista płac</a></li>
            <li class="menu-item"><a href="/funkcje/ewidencja-czasu-pracy" class="menu-link">Ewidencja czasu pracy</a></li>
            <li class="menu-item"><a href="/funkcje/e-teczki" class="menu-link">E-teczki pracownicze</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="/dla-biur-rachunkowych" class="menu-link">Dla biur rachunkowych</a></li>
        <li class="menu-item"><a href="/integracje" class="menu-link">Integracje</a></li>
        <li class="menu-item"><a href="/cennik" class="menu-link">Cennik</a></li>
        <li class="menu-item"><a href="/blog" class="menu-link">Blog</a></li>
      </ul>
    </nav>
    <div class="header__buttons"><a class="button button--ghost" href="https://app.kadrowo.pl/logowanie">Zaloguj się</a><a class="button" href="/demo">Umów prezentację</a></div>
  </div>
</header>
<main id="main-content" class="body-container-wrapper">
${body}
</main>
<footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col"><img src="https://www.kadrowo.pl/hs-fs/hubfs/logo/kadrowo-logo-white.svg" alt="Kadrowo" width="140"><p>Kadrowo Sp. z o.o.<br>ul. Przemysłowa 12, 30-701 Kraków<br>NIP 6793212345 · KRS 0000812345</p></div>
    <div class="footer__col"><h4>Produkt</h4><ul><li><a href="/funkcje">Funkcje</a></li><li><a href="/cennik">Cennik</a></li><li><a href="/integracje">Integracje</a></li><li><a href="https://pomoc.kadrowo.pl/">Centrum pomocy</a></li><li><a href="https://status.kadrowo.pl/">Status usług</a></li></ul></div>
    <div class="footer__col"><h4>Firma</h4><ul><li><a href="/o-nas">O nas</a></li><li><a href="/kariera">Kariera</a></li><li><a href="/partnerzy">Partnerzy</a></li><li><a href="/program-partnerski">Zostań partnerem</a></li><li><a href="/kontakt">Kontakt</a></li></ul></div>
    <div class="footer__col"><h4>Obserwuj nas</h4><div class="social-links"><a class="social-links__link" href="https://www.facebook.com/kadrowo" target="_blank" rel="noopener"><span class="social-links__icon" aria-label="Facebook"></span></a><a class="social-links__link" href="https://www.linkedin.com/company/kadrowo" target="_blank" rel="noopener"><span class="social-links__icon" aria-label="LinkedIn"></span></a><a class="social-links__link" href="https://www.youtube.com/@kadrowo" target="_blank" rel="noopener"><span class="social-links__icon" aria-label="YouTube"></span></a></div></div>
  </div>
  <div class="footer__eu content-wrapper"><img src="https://www.kadrowo.pl/hs-fs/hubfs/ue/fe-ue-belka.png" alt="Fundusze Europejskie dla Nowoczesnej Gospodarki, Rzeczpospolita Polska, Unia Europejska"><p>Projekt „Moduł automatycznego rozliczania PPK” współfinansowany ze środków Unii Europejskiej w ramach programu <a href="https://www.funduszeeuropejskie.gov.pl/" target="_blank" rel="noopener">Fundusze Europejskie dla Nowoczesnej Gospodarki</a>, wdrażanego przez <a href="https://www.parp.gov.pl/" target="_blank" rel="noopener">PARP</a>.</p></div>
  <div class="footer__legal content-wrapper"><span>© 2024 Kadrowo</span><a href="/polityka-prywatnosci">Polityka prywatności</a><a href="/regulamin">Regulamin</a><a href="#" id="hs_show_banner_button">Ustawienia cookies</a></div>
</footer>
</div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<script src="https://static.hsappstatic.net/content_shared_assets/static-1.3671/js/public_common.js"></script>
<script src="https://www.kadrowo.pl/hubfs/hub_generated/template_assets/1/118273645033/1712143323001/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.kadrowo.pl${path}"]);
_hsq.push(["setPageId", "118273650023"]);
_hsq.push(["setContentMetadata", {"contentPageId":118273650023,"contentFolderId":null}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/25836914.js"></script>
<!-- End of HubSpot Analytics Code -->
<script async src="https://js.hs-analytics.net/analytics/1712845200000/25836914.js"></script>
<script async src="https://js-eu1.hs-scripts.com/25836914.js"></script>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" aria-label="Banner cookie" role="region" data-hs-region="eu">
  <div id="hs-eu-cookie-confirmation-inner"><div id="hs-eu-policy-wording"><p>Ta strona korzysta z plików cookies, aby zapewnić najlepsze doświadczenia. <a href="/polityka-prywatnosci">Dowiedz się więcej</a>.</p></div>
  <div id="hs-eu-cookie-confirmation-buttons-area"><a id="hs-eu-confirmation-button" role="button" href="#">Akceptuję</a><a id="hs-eu-decline-button" role="button" href="#">Odrzucam</a></div></div>
</div>
</body></html>`;
}

const HOME = page(
  'Kadry i płace online dla firm i biur rachunkowych',
  'Kadrowo to program kadrowo-płacowy w chmurze: listy płac, ZUS, PPK, ewidencja czasu pracy i e-teczki.',
  '/',
  `<div class="dnd-section hero"><div class="content-wrapper">
  <h1>Kadry i płace bez papierów i bez stresu</h1>
  <p>Naliczaj wynagrodzenia, rozliczaj ZUS i PPK, prowadź e-teczki pracowników – wszystko w jednym programie w chmurze, zgodnym z aktualnymi przepisami.</p>
  <a class="button" href="/demo">Wypróbuj za darmo przez 30 dni</a>
</div></div>
<div class="dnd-section logos"><div class="content-wrapper">
  <h2>Zaufało nam ponad 3 400 firm</h2>
  <div class="logo-strip">
    <img src="https://www.kadrowo.pl/hs-fs/hubfs/klienci/piekarnia-zloty-klos.png" alt="Piekarnia Złoty Kłos">
    <img src="https://www.kadrowo.pl/hs-fs/hubfs/klienci/transbud.png" alt="Transbud S.A.">
    <img src="https://www.kadrowo.pl/hs-fs/hubfs/klienci/medikor.png" alt="Medikor">
    <img src="https://www.kadrowo.pl/hs-fs/hubfs/klienci/vistula-hotels.png" alt="Vistula Hotels">
  </div>
</div></div>
<div class="dnd-section testimonials"><div class="content-wrapper">
  <blockquote>„Lista płac dla 250 osób zajmuje nam teraz godzinę zamiast dwóch dni.”<cite>Anna Zielińska, kierownik działu kadr, Transbud S.A.</cite></blockquote>
  <div class="awards"><h3>Nagrody</h3>
    <a href="https://www.computerworld.pl/produkt-roku-2023" target="_blank" rel="noopener"><img src="https://www.kadrowo.pl/hs-fs/hubfs/nagrody/produkt-roku-2023.png" alt="Produkt Roku 2023 – Computerworld"></a>
    <a href="https://www.capterra.pl/software/1023456/kadrowo" target="_blank" rel="noopener"><img src="https://www.kadrowo.pl/hs-fs/hubfs/nagrody/capterra-best-value.png" alt="Capterra Best Value 2024"></a>
  </div>
</div></div>
<div class="dnd-section cta"><div class="content-wrapper">
  <h2>Szukasz wsparcia przy wdrożeniu?</h2>
  <p>Skorzystaj z pomocy certyfikowanego partnera wdrożeniowego w Twoim regionie. <a href="/partnerzy">Znajdź partnera</a></p>
</div></div>`,
);

interface Partner {
  slug: string;
  name: string;
  city: string;
  region: string;
  tier: string;
  url: string;
  host: string;
}

const P1: Partner[] = [
  {
    slug: 'biuro-rachunkowe-kowalczyk',
    name: 'Biuro Rachunkowe Kowalczyk i Wspólnicy',
    city: 'Kraków',
    region: 'małopolskie',
    tier: 'Złoty Partner Wdrożeniowy',
    url: 'https://www.kowalczyk-biuro.pl/',
    host: 'kowalczyk-biuro.pl',
  },
  {
    slug: 'hr-expert-consulting',
    name: 'HR Expert Consulting Sp. z o.o.',
    city: 'Warszawa',
    region: 'mazowieckie',
    tier: 'Złoty Partner Wdrożeniowy',
    url: 'https://hrexpert-consulting.pl/',
    host: 'hrexpert-consulting.pl',
  },
  {
    slug: 'kadry-plus-gdansk',
    name: 'Kadry Plus',
    city: 'Gdańsk',
    region: 'pomorskie',
    tier: 'Srebrny Partner',
    url: 'https://www.kadryplus-gdansk.pl/',
    host: 'kadryplus-gdansk.pl',
  },
  {
    slug: 'optima-ksiegowosc',
    name: 'Optima Księgowość',
    city: 'Wrocław',
    region: 'dolnośląskie',
    tier: 'Srebrny Partner',
    url: 'https://optimaksiegowosc.com.pl/',
    host: 'optimaksiegowosc.com.pl',
  },
];

const P2: Partner[] = [
  {
    slug: 'biuro-rachunkowe-nowak',
    name: 'Biuro Rachunkowe Nowak',
    city: 'Poznań',
    region: 'wielkopolskie',
    tier: 'Partner',
    url: 'https://www.brnowak.pl/',
    host: 'brnowak.pl',
  },
  {
    slug: 'softline-integracje',
    name: 'Softline Integracje',
    city: 'Łódź',
    region: 'łódzkie',
    tier: 'Certyfikowany Integrator',
    url: 'https://softline-integracje.pl/kadrowo',
    host: 'softline-integracje.pl',
  },
];

function card(p: Partner): string {
  return `<div class="partner-card" data-region="${p.region}">
      <h3 class="partner-card__name"><a href="/partnerzy/${p.slug}">${p.name}</a></h3>
      <span class="partner-card__tier">${p.tier}</span>
      <p class="partner-card__city">${p.city}, woj. ${p.region}</p>
      <p class="partner-card__links"><a href="/partnerzy/${p.slug}">Zobacz profil</a> · <a href="${p.url}" target="_blank" rel="noopener">${p.host}</a></p>
    </div>`;
}

function directory(title: string, path: string, list: Partner[], pager: string): string {
  return page(
    title,
    'Certyfikowani partnerzy wdrożeniowi Kadrowo: biura rachunkowe i firmy doradcze, które wdrożą program kadrowo-płacowy w Twojej firmie.',
    path,
    `<div class="dnd-section"><div class="content-wrapper">
  <h1>Partnerzy wdrożeniowi</h1>
  <p>Nasi partnerzy to biura rachunkowe, firmy doradcze i integratorzy, którzy przeszli szkolenie certyfikacyjne Kadrowo. Pomogą Ci przenieść dane z dotychczasowego systemu, skonfigurować listy płac i przeszkolić zespół, a biura rachunkowe mogą też prowadzić kadry i płace w Twoim imieniu.</p>
  <form class="partner-filter"><label>Województwo <select name="woj"><option value="">Wszystkie</option><option>dolnośląskie</option><option>łódzkie</option><option>małopolskie</option><option>mazowieckie</option><option>pomorskie</option><option>wielkopolskie</option></select></label></form>
  <div class="partner-grid">
    ${list.map(card).join('\n    ')}
  </div>
  <nav class="pagination" aria-label="Paginacja">${pager}</nav>
  <p>Szukasz integracji z innym oprogramowaniem? Zobacz <a href="/integracje">partnerów technologicznych</a>.</p>
</div></div>`,
  );
}

const PARTNERZY_1 = directory(
  'Partnerzy wdrożeniowi',
  '/partnerzy',
  P1,
  '<span class="pagination__current">1</span> <a href="/partnerzy/strona/2">2</a> <a href="/partnerzy/strona/2" class="pagination__next">Następna »</a>',
);

const PARTNERZY_2 = directory(
  'Partnerzy wdrożeniowi – strona 2',
  '/partnerzy/strona/2',
  P2,
  '<a href="/partnerzy" class="pagination__prev">« Poprzednia</a> <a href="/partnerzy">1</a> <span class="pagination__current">2</span>',
);

const KOWALCZYK = page(
  'Biuro Rachunkowe Kowalczyk i Wspólnicy – partner Kadrowo',
  'Biuro Rachunkowe Kowalczyk i Wspólnicy z Krakowa – Złoty Partner Wdrożeniowy Kadrowo.',
  '/partnerzy/biuro-rachunkowe-kowalczyk',
  `<div class="dnd-section partner-detail"><div class="content-wrapper">
  <a href="/partnerzy">« Wszyscy partnerzy</a>
  <img src="https://www.kadrowo.pl/hs-fs/hubfs/partnerzy/kowalczyk.png" alt="Biuro Rachunkowe Kowalczyk i Wspólnicy" width="200">
  <h1>Biuro Rachunkowe Kowalczyk i Wspólnicy</h1>
  <p class="partner-detail__tier">Złoty Partner Wdrożeniowy od 2020 r.</p>
  <p>Biuro obsługuje ponad 120 firm z Małopolski. Prowadzi pełną obsługę kadrowo-płacową w Kadrowo, wdraża program u klientów i organizuje szkolenia z rozliczania PPK.</p>
  <ul class="partner-detail__contact">
    <li>ul. Dietla 64/3, 31-039 Kraków</li>
    <li>tel. <a href="tel:+48123456789">12 345 67 89</a></li>
    <li>Strona www: <a href="https://www.kowalczyk-biuro.pl/" target="_blank" rel="noopener">www.kowalczyk-biuro.pl</a></li>
  </ul>
</div></div>`,
);

const INTEGRACJE = page(
  'Integracje',
  'Kadrowo współpracuje z systemami księgowymi, ERP, rejestracji czasu pracy i podpisu elektronicznego.',
  '/integracje',
  `<div class="dnd-section"><div class="content-wrapper">
  <h1>Integracje i partnerzy technologiczni</h1>
  <p>Dzięki współpracy z partnerami technologicznymi dane płacowe trafiają automatycznie do księgowości, a dokumenty kadrowe podpiszesz elektronicznie.</p>
  <div class="integration-grid">
    <div class="integration-card"><a href="https://www.enova.pl/" target="_blank" rel="noopener"><img src="https://www.kadrowo.pl/hs-fs/hubfs/integracje/enova365.png" alt="enova365"></a><h3>enova365</h3><p>Eksport dekretów płacowych do księgi głównej.</p><a href="/integracje/enova365">Szczegóły</a></div>
    <div class="integration-card"><a href="https://www.comarch.pl/erp/" target="_blank" rel="noopener"><img src="https://www.kadrowo.pl/hs-fs/hubfs/integracje/comarch-erp.png" alt="Comarch ERP"></a><h3>Comarch ERP Optima</h3><p>Dwukierunkowa wymiana kartotek pracowników.</p><a href="/integracje/comarch-erp-optima">Szczegóły</a></div>
    <div class="integration-card"><img src="https://www.kadrowo.pl/hs-fs/hubfs/integracje/symfonia.png" alt="Symfonia"><h3>Symfonia Finanse i Księgowość</h3><p>Import list płac jako dokumentów PK.</p><a href="/integracje/symfonia">Szczegóły</a></div>
    <div class="integration-card"><a href="https://rejestrczasu.pl/" target="_blank" rel="noopener"><img src="https://www.kadrowo.pl/hs-fs/hubfs/integracje/rejestr-czasu.png" alt="Rejestr Czasu"></a><h3>Rejestr Czasu</h3><p>Czytniki RCP i aplikacja mobilna do ewidencji czasu pracy.</p><a href="/integracje/rejestr-czasu">Szczegóły</a></div>
    <div class="integration-card"><a href="https://autenti.com/pl" target="_blank" rel="noopener"><img src="https://www.kadrowo.pl/hs-fs/hubfs/integracje/autenti.png" alt="Autenti"></a><h3>Autenti</h3><p>Podpis elektroniczny umów o pracę i aneksów.</p><a href="/integracje/autenti">Szczegóły</a></div>
  </div>
  <p>Udostępniamy też <a href="https://pomoc.kadrowo.pl/api">otwarte API</a> dla własnych integracji.</p>
</div></div>`,
);

export const site: CorpusSite = {
  domain: 'kadrowo.pl',
  covers:
    'Polish payroll SaaS on HubSpot CMS (hub-id headers, Cloudflare, HubSpot analytics/tracking, HubSpot cookie banner, bundled jQuery): implementation-partner directory (channel) paginated to a second page reachable only by the pager, cards with profile and website links, one partner detail page; integrations page with linked logos (technology) and one vendor without a link; negatives are EU-funding and PARP links, awards and Capterra badge, unlinked client logos, testimonial, help/status/app subdomains, social links',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/partnerzy': { headers: HEADERS, html: PARTNERZY_1 },
    '/partnerzy/strona/2': { headers: HEADERS, html: PARTNERZY_2 },
    '/partnerzy/biuro-rachunkowe-kowalczyk': { headers: HEADERS, html: KOWALCZYK },
    '/integracje': { headers: HEADERS, html: INTEGRACJE },
  },
  sitemap: ['/', '/funkcje', '/cennik', '/integracje', '/partnerzy', '/partnerzy/biuro-rachunkowe-kowalczyk', '/blog'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'hubspot-cookie-policy-banner', 'cloudflare', 'jquery', 'open-graph'],
  partners: {
    'kowalczyk-biuro.pl': 'channel',
    'hrexpert-consulting.pl': 'channel',
    'kadryplus-gdansk.pl': 'channel',
    'optimaksiegowosc.com.pl': 'channel',
    'brnowak.pl': 'channel',
    'softline-integracje.pl': 'channel',
    'enova.pl': 'technology',
    'comarch.pl': 'technology',
    'rejestrczasu.pl': 'technology',
    'autenti.com': 'technology',
  },
};
