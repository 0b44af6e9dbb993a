import type { CorpusSite } from '../corpus/types.js';

/** An Umbraco site on IIS of a Danish home-battery maker, in Danish. */
const HEADERS = {
  server: 'Microsoft-IIS/10.0',
  'x-powered-by': 'ASP.NET',
  'cache-control': 'private',
  'strict-transport-security': 'max-age=31536000',
};

function page(path: string, title: string, description: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://sundstroem.dk${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:image" content="https://sundstroem.dk/media/k2lbr3qf/og-sundstroem.jpg?width=1200&amp;height=630" />
<meta property="og:locale" content="da_DK" />
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4f1b2c3d-6e7f-4a8b-9c0d-1e2f3a4b5c6d" data-blockingmode="auto" type="text/javascript"></script>
<script data-cookieconsent="ignore">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W8D2LQ5');</script>
<link rel="stylesheet" href="/dist/css/main.min.css?v=20261118" />
${extraHead}
</head>
<body class="page">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W8D2LQ5" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<header class="site-header">
<a class="site-header__logo" href="/"><img src="/media/3bfjx1pn/sundstroem-logo.svg" alt="Sundstrøm Energi" /></a>
<nav class="site-nav" aria-label="Hovedmenu"><ul>
<li><a href="/produkter">Produkter</a></li>
<li><a href="/solcellebatteri">Solcellebatteri</a></li>
<li><a href="/find-installatoer">Find installatør</a></li>
<li><a href="/samarbejdspartnere">Samarbejdspartnere</a></li>
<li><a href="/om-os">Om os</a></li>
<li><a href="/kontakt">Kontakt</a></li>
</ul></nav>
<a class="site-header__login" href="https://portal.sundstroem.dk/">Installatørportal</a>
</header>
<main>${body}</main>
<footer class="site-footer">
<div class="site-footer__cols">
<div><h4>Sundstrøm Energi A/S</h4><p>Industrivej 14<br />7100 Vejle<br />CVR 41 22 87 30</p><p>Tlf. 75 70 12 00 · <a href="mailto:info@sundstroem.dk">info@sundstroem.dk</a></p></div>
<div><h4>Genveje</h4><ul><li><a href="/find-installatoer">Find installatør</a></li><li><a href="/samarbejdspartnere">Samarbejdspartnere</a></li><li><a href="/om-os">Om os</a></li><li><a href="/cookiepolitik">Cookiepolitik</a></li><li><a href="/persondatapolitik">Persondatapolitik</a></li></ul></div>
<div><h4>Nyhedsbrev</h4>
<form action="/umbraco/Surface/NewsletterSurface/Subscribe" method="post" class="newsletter-form"><label for="nl-email">E-mail</label><input id="nl-email" type="email" name="Email" /><input name="__RequestVerificationToken" type="hidden" value="CfDJ8N3kq" /><button type="submit">Tilmeld</button></form></div>
<div><h4>Følg os</h4><ul><li><a href="https://www.facebook.com/sundstroemenergi">Facebook</a></li><li><a href="https://www.linkedin.com/company/sundstroem-energi/">LinkedIn</a></li><li><a href="https://www.youtube.com/@sundstroemenergi">YouTube</a></li></ul></div>
</div>
<p class="site-footer__badges"><a href="https://dk.trustpilot.com/review/sundstroem.dk"><img src="/media/trustpilot-4-6.svg" alt="Trustpilot 4,6 ud af 5" /></a></p>
</footer>
<script src="/dist/js/main.min.js?v=20261118"></script>
</body>
</html>`;
}

const forside = page(
  '/',
  'Sundstrøm Energi – danske solcellebatterier',
  'Gem din solstrøm til aftenen. Sundstrøm udvikler og producerer solcellebatterier og hybridinvertere i Vejle.',
  `<section class="hero"><h1>Brug din egen solstrøm – også når solen er gået ned</h1>
<p>Sundstrøm-batteriet lagrer overskudsstrøm fra dine solceller og sparer dig op til 70 % på elregningen.</p>
<a class="btn" href="/find-installatoer">Find en installatør nær dig</a></section>
<section class="usp"><ul><li>Udviklet og samlet i Vejle</li><li>10 års fuld garanti</li><li>Styr batteriet efter timeprisen</li></ul></section>
<section class="certs"><h2>Sikkerhed i orden</h2>
<p>Batterierne er testet og certificeret efter IEC 62619 af <a href="https://www.tuv.com/denmark/da/">TÜV Rheinland</a>, og vi er medlem af <a href="https://greenpowerdenmark.dk/">Green Power Denmark</a>.</p></section>
<section class="news"><h2>Sundstrøm i pressen</h2><ul>
<li><a href="https://energywatch.dk/Energinyt/Renewables/article17223456.ece">EnergyWatch: Vejle-virksomhed tredobler produktionen af hjemmebatterier</a></li>
<li><a href="https://ing.dk/artikel/danske-hjemmebatterier-udfordrer-tesla">Ingeniøren: Danske hjemmebatterier udfordrer Tesla</a></li></ul></section>`,
);

interface Installer {
  name: string;
  city: string;
  zip: string;
  lat: number;
  lng: number;
  phone: string;
  web: string | null;
  level: 'Guld' | 'Sølv';
}

const installers: Installer[] = [
  {
    name: 'Solvang El ApS',
    city: 'Aarhus',
    zip: '8000',
    lat: 56.1572,
    lng: 10.2107,
    phone: '+45 86 12 40 10',
    web: 'https://www.solvang-el.dk/',
    level: 'Guld',
  },
  {
    name: 'Nordjysk Solenergi',
    city: 'Aalborg',
    zip: '9000',
    lat: 57.0488,
    lng: 9.9217,
    phone: '+45 98 16 22 00',
    web: 'https://nordjysksolenergi.dk',
    level: 'Guld',
  },
  {
    name: 'Fyns Elteknik A/S',
    city: 'Odense',
    zip: '5000',
    lat: 55.4038,
    lng: 10.4024,
    phone: '+45 66 14 55 80',
    web: 'https://www.fynselteknik.dk/solceller',
    level: 'Sølv',
  },
  {
    name: 'Elkraft Sjælland',
    city: 'Roskilde',
    zip: '4000',
    lat: 55.6415,
    lng: 12.0803,
    phone: '+45 46 35 90 90',
    web: 'https://elkraft-sjaelland.dk/',
    level: 'Guld',
  },
  {
    name: 'Vestkystens VVS & Energi',
    city: 'Esbjerg',
    zip: '6700',
    lat: 55.4765,
    lng: 8.4594,
    phone: '+45 75 12 30 44',
    web: 'https://vestkystensenergi.dk/',
    level: 'Sølv',
  },
  {
    name: 'Bornholms El-service',
    city: 'Rønne',
    zip: '3700',
    lat: 55.1009,
    lng: 14.7066,
    phone: '+45 56 95 11 21',
    web: null,
    level: 'Sølv',
  },
  {
    name: 'Trekantens Solcelleservice',
    city: 'Kolding',
    zip: '6000',
    lat: 55.4904,
    lng: 9.4722,
    phone: '+45 75 50 18 18',
    web: 'https://www.trekantens-solceller.dk/',
    level: 'Guld',
  },
  {
    name: 'KBH Solar ApS',
    city: 'København NV',
    zip: '2400',
    lat: 55.7072,
    lng: 12.5305,
    phone: '+45 32 10 77 01',
    web: 'https://kbhsolar.dk/',
    level: 'Sølv',
  },
];

const props = JSON.stringify({ center: [56.1, 10.4], zoom: 7, searchPlaceholder: 'Indtast postnummer', dealers: installers }).replace(
  /"/g,
  '&quot;',
);

const findInstallatoer = page(
  '/find-installatoer',
  'Find en certificeret installatør – Sundstrøm Energi',
  'Sundstrøm-batterier installeres af certificerede el-installatører over hele landet. Find den nærmeste.',
  `<section class="page-intro"><h1>Find en certificeret installatør</h1>
<p>Vores batterier sælges og installeres af autoriserede el-installatører, som har gennemført Sundstrøm-certificeringen. Indtast dit postnummer for at se de nærmeste.</p></section>
<section class="dealer-locator">
<div id="dealer-map" class="dealer-map" data-component="DealerLocator" data-props="${props}"></div>
<noscript><p>Kortet kræver JavaScript. Ring til os på 75 70 12 00, så finder vi en installatør til dig.</p></noscript>
</section>
<section class="become"><h2>Er du installatør?</h2><p>Bliv certificeret Sundstrøm-installatør og få adgang til leads, kurser og <a href="https://portal.sundstroem.dk/">installatørportalen</a>. <a href="/kontakt?emne=installatoer">Kontakt vores salgsteam</a>.</p></section>`,
  `<link rel="stylesheet" href="/dist/vendor/leaflet/leaflet.css" />
<script src="/dist/vendor/leaflet/leaflet.js" defer></script>
<script src="/dist/js/dealer-locator.min.js?v=20261118" defer></script>`,
);

const samarbejdspartnere = page(
  '/samarbejdspartnere',
  'Samarbejdspartnere – Sundstrøm Energi',
  'Grossister, inverterproducenter og energistyringsplatforme, som Sundstrøm samarbejder med.',
  `<section class="page-intro"><h1>Samarbejdspartnere</h1><p>Vi samarbejder med grossister, inverterproducenter og platforme til smart energistyring.</p></section>
<section class="partner-group"><h2>Grossister</h2><p>Som installatør kan du købe Sundstrøm-batterier hos:</p>
<ul class="partner-cards">
<li class="partner-card"><img src="/media/partners/solar.svg" alt="" /><h3>Solar A/S</h3><a href="https://www.solar.dk/">solar.dk</a></li>
<li class="partner-card"><img src="/media/partners/ao.svg" alt="" /><h3>Brødrene A &amp; O Johansen</h3><a href="https://www.ao.dk/">ao.dk</a></li>
<li class="partner-card"><img src="/media/partners/lemu.svg" alt="" /><h3>Lemvigh-Müller</h3><a href="https://www.lemu.dk/">lemu.dk</a></li>
</ul></section>
<section class="partner-group"><h2>Kompatible invertere</h2><p>Sundstrøm-batteriet er godkendt til eftermontering på anlæg med invertere fra:</p>
<ul class="partner-cards">
<li class="partner-card"><h3>Fronius</h3><a href="https://www.fronius.com/da-dk/denmark">fronius.com</a></li>
<li class="partner-card"><h3>SMA</h3><a href="https://www.sma.de/">sma.de</a></li>
</ul></section>
<section class="partner-group"><h2>Smart energistyring</h2><p>Lad batteriet lade op, når strømmen er billigst, via:</p>
<ul class="partner-cards">
<li class="partner-card"><h3>Tibber</h3><p>Dynamisk elpris og automatisk opladning.</p><a href="https://tibber.com/dk">Læs mere</a></li>
<li class="partner-card"><h3>Homey</h3><p>Styr batteriet fra din Homey Pro.</p><a href="https://homey.app/da-dk/">Læs mere</a></li>
<li class="partner-card"><h3>Home Assistant</h3><p>Officiel integration i Home Assistant.</p><a href="https://www.home-assistant.io/integrations/sundstroem/">Læs mere</a></li>
</ul></section>`,
);

const omOs = page(
  '/om-os',
  'Om Sundstrøm Energi',
  'Sundstrøm Energi blev grundlagt i 2016 i Vejle og har i dag 70 medarbejdere.',
  `<section class="page-intro"><h1>Om os</h1><p>Sundstrøm Energi blev grundlagt i 2016 af to ingeniører fra Syddansk Universitet. I dag er vi 70 medarbejdere i Vejle.</p></section>
<section><h2>Ejere</h2><p>Sundstrøm er ejet af stifterne, <a href="https://www.seedcapital.dk/">Seed Capital</a> og <a href="https://www.eifo.dk/">EIFO</a>.</p></section>
<section><h2>Kvalitet</h2><p>Vi er certificeret efter ISO 9001 og ISO 14001 af <a href="https://www.ds.dk/da/ydelser/certificering">Dansk Standard</a>.</p></section>
<section><h2>Job</h2><p>Vi søger altid dygtige elektronikingeniører. <a href="https://www.jobindex.dk/virksomhed/sundstroem-energi">Se ledige stillinger på Jobindex</a>.</p></section>`,
);

const cookiepolitik = page(
  '/cookiepolitik',
  'Cookiepolitik – Sundstrøm Energi',
  'Sådan bruger vi cookies.',
  `<section class="page-intro"><h1>Cookiepolitik</h1><p>Vi bruger <a href="https://www.cookiebot.com/da/">Cookiebot</a> til at håndtere dit samtykke.</p>
<script id="CookieDeclaration" src="https://consent.cookiebot.com/4f1b2c3d-6e7f-4a8b-9c0d-1e2f3a4b5c6d/cd.js" type="text/javascript" async></script></section>`,
);

export const site: CorpusSite = {
  domain: 'sundstroem.dk',
  covers:
    'Danish Umbraco/IIS site of a home-battery maker: "Find installatør" is a dealer locator whose certified installers exist only in an HTML-escaped data-props JSON attribute (one without website), and "Samarbejdspartnere" lists wholesalers and compatible inverter and energy-management vendors as cards; traps: TÜV certification, Green Power Denmark membership, press, owners, ISO certifier, Jobindex careers, Trustpilot badge, Cookiebot in the cookie policy, the installer portal.',
  pages: {
    '/': { headers: HEADERS, html: forside },
    '/find-installatoer': { headers: HEADERS, html: findInstallatoer },
    '/samarbejdspartnere': { headers: HEADERS, html: samarbejdspartnere },
    '/om-os': { headers: HEADERS, html: omOs },
    '/cookiepolitik': { headers: HEADERS, html: cookiepolitik },
  },
  technologies: [
    'umbraco',
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'cookiebot',
    'google-tag-manager',
    'leaflet',
    'open-graph',
    'hsts',
  ],
  partners: {
    'solvang-el.dk': 'channel',
    'nordjysksolenergi.dk': 'channel',
    'fynselteknik.dk': 'channel',
    'elkraft-sjaelland.dk': 'channel',
    'vestkystensenergi.dk': 'channel',
    'trekantens-solceller.dk': 'channel',
    'kbhsolar.dk': 'channel',
    'solar.dk': 'channel',
    'ao.dk': 'channel',
    'lemu.dk': 'channel',
    'fronius.com': 'technology',
    'sma.de': 'technology',
    'tibber.com': 'technology',
    'homey.app': 'technology',
    'home-assistant.io': 'technology',
  },
};
