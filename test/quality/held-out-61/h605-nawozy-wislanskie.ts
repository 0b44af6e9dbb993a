import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'content-language': 'pl',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html dir="ltr" lang="pl-PL">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.nawozywislanskie.pl${path}">
<meta property="og:image" content="https://www.nawozywislanskie.pl/fileadmin/user_upload/og/nawozy-pole-rzepaku.jpg">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f7c1a9e2d3b8c0f5e6a-min.css?1708427315" media="all">
<link rel="stylesheet" href="/typo3conf/ext/nw_sitepackage/Resources/Public/Css/bootstrap.min.css?1706102233" media="all">
<link rel="stylesheet" href="/typo3conf/ext/nw_sitepackage/Resources/Public/Css/main.css?1708427301" media="all">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="7e2c1f4a-9b3d-4e8f-a6c0-2d5b1e9f7a34" data-blockingmode="auto" type="text/javascript"></script>
<link rel="canonical" href="https://www.nawozywislanskie.pl${path}">
<link rel="alternate" hreflang="pl-PL" href="https://www.nawozywislanskie.pl${path}">
<link rel="alternate" hreflang="en-GB" href="https://www.nawozywislanskie.pl/en${path}">
</head>`;
}

const top = `<body id="p1" class="page-1 pagelevel-0 language-0 backendlayout-default layout-default">
<div class="body-bg">
<header class="navbar navbar-expand-lg navbar-light">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/typo3conf/ext/nw_sitepackage/Resources/Public/Images/logo-nawozy-wislanskie.svg" alt="Nawozy Wiślańskie S.A." height="52" width="200"></a>
    <nav id="mainnavigation" class="collapse navbar-collapse">
      <ul class="navbar-nav">
        <li class="nav-item"><a href="/produkty" class="nav-link">Produkty</a></li>
        <li class="nav-item"><a href="/doradztwo-nawozowe" class="nav-link">Doradztwo nawozowe</a></li>
        <li class="nav-item"><a href="/dystrybutorzy" class="nav-link">Gdzie kupić</a></li>
        <li class="nav-item"><a href="/o-firmie" class="nav-link">O firmie</a></li>
        <li class="nav-item"><a href="/aktualnosci" class="nav-link">Aktualności</a></li>
        <li class="nav-item"><a href="/kontakt" class="nav-link">Kontakt</a></li>
      </ul>
    </nav>
  </div>
</header>
<div id="page-content">`;

const bottom = `</div>
<footer id="page-footer" class="bp-page-footer">
  <div class="container">
    <div class="row">
      <div class="col-md-4">
        <p><strong>Nawozy Wiślańskie S.A.</strong><br>ul. Przemysłowa 8, 24-100 Puławy<br>KRS 0000218744 · NIP 716-24-87-310</p>
      </div>
      <div class="col-md-4">
        <ul class="list-unstyled">
          <li><a href="/o-firmie">O firmie</a></li>
          <li><a href="/partnerzy">Partnerzy</a></li>
          <li><a href="/kariera">Kariera</a></li>
          <li><a href="/relacje-inwestorskie">Relacje inwestorskie</a></li>
          <li><a href="/polityka-prywatnosci">Polityka prywatności</a></li>
          <li><a href="/rodo">RODO</a></li>
        </ul>
      </div>
      <div class="col-md-4">
        <p>Obserwuj nas:</p>
        <a href="https://www.facebook.com/NawozyWislanskie" target="_blank" rel="noopener">Facebook</a> ·
        <a href="https://www.youtube.com/@nawozywislanskie" target="_blank" rel="noopener">YouTube</a> ·
        <a href="https://pl.linkedin.com/company/nawozy-wislanskie" target="_blank" rel="noopener">LinkedIn</a>
        <p class="mt-3">Sklep internetowy dla rolników: <a href="https://sklep.nawozywislanskie.pl/">sklep.nawozywislanskie.pl</a></p>
      </div>
    </div>
    <p class="copyright">© 2024 Nawozy Wiślańskie S.A. Wszelkie prawa zastrzeżone.</p>
  </div>
</footer>
</div>
<script src="/typo3conf/ext/nw_sitepackage/Resources/Public/JavaScript/Dist/jquery.min.js?1706102233"></script>
<script src="/typo3conf/ext/nw_sitepackage/Resources/Public/JavaScript/Dist/bootstrap.bundle.min.js?1706102233"></script>
<script src="/typo3temp/assets/compressed/merged-b8e0d2f91c7a3e45-min.js?1708427315"></script>
</body>
</html>`;

const home = `${head('Nawozy Wiślańskie – nawozy mineralne dla polskiego rolnictwa', 'Producent nawozów azotowych i wieloskładnikowych z Puław. Doradztwo nawozowe, sieć dystrybutorów w całej Polsce.', '/')}
${top}
<div class="frame frame-default frame-type-textmedia">
  <div class="container">
    <h1>Nawozy, które pracują na Twój plon</h1>
    <p>Od 1994 roku produkujemy saletrzak, siarczan amonu i nawozy NPK dostosowane do polskich gleb.</p>
    <a class="btn btn-primary" href="/dystrybutorzy">Znajdź dystrybutora</a>
    <a class="btn btn-outline-primary" href="/doradztwo-nawozowe">Kalkulator nawożenia</a>
  </div>
</div>
<div class="frame frame-default frame-type-text">
  <div class="container">
    <h2>Nagrody i wyróżnienia</h2>
    <ul>
      <li>Złoty Medal Międzynarodowych Targów Poznańskich POLAGRA 2023 dla nawozu WiślaMag 27</li>
      <li>Godło „Teraz Polska” 2022</li>
    </ul>
  </div>
</div>
<div class="frame frame-default frame-type-image">
  <div class="container">
    <h2>Zaufali nam</h2>
    <p>Największe gospodarstwa i grupy producenckie w Polsce:</p>
    <div class="row logos">
      <div class="col"><img src="/fileadmin/user_upload/klienci/grupa-zbozowa-lubelszczyzna.png" alt="Grupa Zbożowa Lubelszczyzna"></div>
      <div class="col"><img src="/fileadmin/user_upload/klienci/rolpol-kujawy.png" alt="Rolpol Kujawy"></div>
      <div class="col"><a href="https://www.gospodarstwo-rybaczewski.pl/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/klienci/gospodarstwo-rybaczewski.png" alt="Gospodarstwo Rolne Rybaczewski"></a></div>
    </div>
  </div>
</div>
${bottom}`;

const dystrybutorzy = `${head('Gdzie kupić – dystrybutorzy | Nawozy Wiślańskie', 'Lista autoryzowanych dystrybutorów nawozów Nawozy Wiślańskie według województw.', '/dystrybutorzy')}
${top}
<div class="frame frame-default frame-type-text">
  <div class="container">
    <h1>Autoryzowani dystrybutorzy</h1>
    <p>Nasze nawozy kupisz u autoryzowanych dystrybutorów regionalnych oraz w składach rolniczych współpracujących z nimi. Poniżej lista dystrybutorów według województw.</p>
    <h2>Województwo lubelskie</h2>
    <ul>
      <li>Agro-Handel Kraśnik Sp. z o.o., ul. Lubelska 44, Kraśnik — <a href="https://www.agrohandel-krasnik.pl/" target="_blank" rel="noopener">www.agrohandel-krasnik.pl</a></li>
      <li>Wiślańskie Agro Serwis Sp. z o.o. (spółka zależna), Puławy — <a href="https://wislanskie-agroserwis.pl/" target="_blank" rel="noopener">wislanskie-agroserwis.pl</a></li>
      <li>P.H.U. „Rolnik” Jan Stępień, Biłgoraj — tel. 84 686 12 30</li>
    </ul>
    <h2>Województwo mazowieckie</h2>
    <ul>
      <li>Centrala Nasienna Mazowsze S.A., Ciechanów — <a href="http://www.cnmazowsze.com.pl" target="_blank" rel="noopener">www.cnmazowsze.com.pl</a></li>
      <li>Agrochem Płońsk, Płońsk — <a href="https://agrochem-plonsk.pl/nawozy/" target="_blank" rel="noopener">agrochem-plonsk.pl</a></li>
    </ul>
    <h2>Województwo wielkopolskie</h2>
    <ul>
      <li>Rol-Mar Hurtownia Nawozów, Gniezno — <a href="https://www.rolmar-hurtownia.pl/" target="_blank" rel="noopener">www.rolmar-hurtownia.pl</a></li>
    </ul>
    <h2>Województwo kujawsko-pomorskie</h2>
    <ul>
      <li>Agroskład Kujawy s.c., Inowrocław — <a href="https://agroskladkujawy.pl" target="_blank" rel="noopener">agroskladkujawy.pl</a></li>
    </ul>
    <h2>Województwo podkarpackie</h2>
    <ul>
      <li>Bieszczadzka Spółdzielnia Rolnicza, Sanok — <a href="https://www.facebook.com/BSRSanok" target="_blank" rel="noopener">profil na Facebooku</a></li>
    </ul>
    <h2>Eksport</h2>
    <p>Na Litwie nasze nawozy dystrybuuje <a href="https://www.agrotrade.lt/" target="_blank" rel="noopener">UAB Agrotrade Baltic</a>, a na Ukrainie <a href="https://agroinvest.com.ua/" target="_blank" rel="noopener">TOV Agroinvest</a>.</p>
  </div>
</div>
${bottom}`;

const partnerzy = `${head('Partnerzy | Nawozy Wiślańskie', 'Instytucje naukowe i firmy technologiczne, z którymi współpracujemy.', '/partnerzy')}
${top}
<div class="frame frame-default frame-type-text">
  <div class="container">
    <h1>Partnerzy</h1>
    <h2>Partnerzy naukowi</h2>
    <div class="row partner-logos">
      <div class="col-md-3"><a href="https://www.ingleba.pl/" target="_blank" rel="noopener" title="Instytut Nawożenia i Gleboznawstwa"><img src="/fileadmin/user_upload/partnerzy/ingleba.png" alt="Instytut Nawożenia i Gleboznawstwa"></a></div>
      <div class="col-md-3"><a href="https://uprol-lublin.edu.pl/wydzial-agrobioinzynierii" target="_blank" rel="noopener" title="Uniwersytet Przyrodniczo-Rolniczy w Lublinie"><img src="/fileadmin/user_upload/partnerzy/uprol.png" alt="Uniwersytet Przyrodniczo-Rolniczy w Lublinie"></a></div>
      <div class="col-md-3"><img src="/fileadmin/user_upload/partnerzy/stacja-chemiczno-rolnicza.png" alt="Okręgowa Stacja Chemiczno-Rolnicza"></div>
    </div>
    <h2>Partnerzy technologiczni</h2>
    <div class="row">
      <div class="col-md-6 card">
        <div class="card-body">
          <h3>AgroPlan Mobile</h3>
          <p>Aplikacja do planowania nawożenia, w której znajdziesz pełną ofertę naszych nawozów i zalecane dawki.</p>
          <a href="https://agroplan.app/" class="btn btn-sm btn-outline-secondary" target="_blank" rel="noopener">Przejdź do serwisu</a>
        </div>
      </div>
      <div class="col-md-6 card">
        <div class="card-body">
          <h3>SatFarm</h3>
          <p>Mapy zasobności gleby i zmiennego dawkowania nawozów na podstawie zdjęć satelitarnych.</p>
          <a href="https://satfarm.pl/rozwiazania/vra" class="btn btn-sm btn-outline-secondary" target="_blank" rel="noopener">Przejdź do serwisu</a>
        </div>
      </div>
    </div>
    <h2>Sponsoring</h2>
    <p>Jesteśmy sponsorem tytularnym klubu <a href="https://www.lksrolnik.pl/" target="_blank" rel="noopener">LKS Rolnik Puławy</a> oraz mecenasem Dożynek Powiatowych.</p>
  </div>
</div>
${bottom}`;

const oFirmie = `${head('O firmie | Nawozy Wiślańskie', 'Historia, certyfikaty i ład korporacyjny Nawozy Wiślańskie S.A.', '/o-firmie')}
${top}
<div class="frame frame-default frame-type-text">
  <div class="container">
    <h1>O firmie</h1>
    <p>Nawozy Wiślańskie S.A. powstały w 1994 roku w Puławach. Zatrudniamy 420 osób, a roczna zdolność produkcyjna wynosi 650 tys. ton nawozów.</p>
    <h2>Certyfikaty</h2>
    <p>Posiadamy certyfikaty ISO 9001, ISO 14001 oraz <a href="https://www.fertilizerseurope.com/product-stewardship/" target="_blank" rel="noopener">Product Stewardship Fertilizers Europe</a>. Audyt prowadzi <a href="https://www.tuv-nord.com/pl/pl/" target="_blank" rel="noopener">TÜV NORD Polska</a>.</p>
    <h2>Akcjonariusze</h2>
    <p>Głównym akcjonariuszem spółki jest <a href="https://www.fundusz-rolny-inwestycje.pl/" target="_blank" rel="noopener">Fundusz Rolny Inwestycje</a>.</p>
    <h2>Kariera</h2>
    <p>Aktualne oferty pracy publikujemy w serwisie <a href="https://www.pracuj.pl/praca/nawozy%20wislanskie;en-kw" target="_blank" rel="noopener">Pracuj.pl</a>.</p>
  </div>
</div>
${bottom}`;

export const site: CorpusSite = {
  domain: 'nawozywislanskie.pl',
  otherDomains: ['wislanskie-agroserwis.pl'],
  covers:
    'Polish fertiliser maker on TYPO3 (Bootstrap, Cookiebot, Apache): plain distributor lists by voivodeship (own subsidiary among them, one phone-only, one Facebook-only), export distributors in prose (.lt, .com.ua), scientific partner logos (linked and unlinked), technology partner cards with deep links; negatives: customer logos, awards, sponsored sports club, certifications and auditor, shareholder, Pracuj.pl, shop subdomain',
  pages: {
    '/': { headers, html: home },
    '/dystrybutorzy': { headers, html: dystrybutorzy },
    '/partnerzy': { headers, html: partnerzy },
    '/o-firmie': { headers, html: oFirmie },
  },
  sitemap: ['/', '/dystrybutorzy', '/o-firmie'],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'bootstrap', 'cookiebot', 'jquery', 'open-graph'],
  partners: {
    'agrohandel-krasnik.pl': 'channel',
    'cnmazowsze.com.pl': 'channel',
    'agrochem-plonsk.pl': 'channel',
    'rolmar-hurtownia.pl': 'channel',
    'agroskladkujawy.pl': 'channel',
    'agrotrade.lt': 'channel',
    'agroinvest.com.ua': 'channel',
    'ingleba.pl': 'generic',
    'uprol-lublin.edu.pl': 'generic',
    'agroplan.app': 'technology',
    'satfarm.pl': 'technology',
  },
};
