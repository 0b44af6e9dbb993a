import type { CorpusSite } from '../corpus/types.js';

const headers = { 'content-type': 'text/html; charset=utf-8' };

function page(title: string, pageId: string, path: string, main: string): string {
  return `<!DOCTYPE html><!-- Last Published: Tue May 14 2024 09:12:44 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.kanwa.io" data-wf-page="${pageId}" data-wf-site="64a1f0c2b7e3d95a1c2f8e10" lang="pl">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="Kanwa to wspólna tablica online dla zespołów produktowych: warsztaty, retrospektywy i planowanie w jednym miejscu." name="description">
<meta content="${title}" property="og:title">
<meta content="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/og-kanwa.png" property="og:image">
<meta content="https://www.kanwa.io${path}" property="og:url">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/css/kanwa.webflow.7c1e9a2d4.min.css" rel="stylesheet" type="text/css">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({google:{families:["Manrope:400,600,800"]}});</script>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5b0e2f77-1c3a-4d8e-9f10-2a3b4c5d6e7f" type="text/javascript" async></script>
<link href="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/favicon.png" rel="shortcut icon" type="image/x-icon">
</head>
<body class="body">
<div data-collapse="medium" data-animation="default" data-duration="400" class="navbar w-nav">
  <a href="/" aria-current="page" class="brand w-nav-brand"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/logo-kanwa.svg" alt="Kanwa"></a>
  <nav role="navigation" class="nav-menu w-nav-menu">
    <a href="/funkcje" class="nav-link w-nav-link">Funkcje</a>
    <a href="/cennik" class="nav-link w-nav-link">Cennik</a>
    <a href="/integracje" class="nav-link w-nav-link">Integracje</a>
    <a href="/partnerzy" class="nav-link w-nav-link">Partnerzy</a>
    <a href="/o-nas" class="nav-link w-nav-link">O nas</a>
    <a href="https://app.kanwa.io/rejestracja" class="button w-button">Zacznij za darmo</a>
  </nav>
</div>
${main}
<footer class="footer">
  <div class="footer-grid w-layout-grid">
    <div><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/logo-kanwa-white.svg" alt="Kanwa"><p>Kanwa sp. z o.o., ul. Prosta 51, 00-838 Warszawa</p></div>
    <div>
      <a href="/kariera" class="footer-link">Kariera</a>
      <a href="https://justjoin.it/job-offers/kanwa" class="footer-link">Oferty pracy na JustJoin.it</a>
      <a href="/polityka-prywatnosci" class="footer-link">Polityka prywatności</a>
    </div>
    <div>
      <a href="https://apps.apple.com/pl/app/kanwa/id1644221100" class="footer-link">App Store</a>
      <a href="https://play.google.com/store/apps/details?id=io.kanwa.app" class="footer-link">Google Play</a>
      <a href="https://www.linkedin.com/company/kanwa-io" class="footer-link">LinkedIn</a>
      <a href="https://www.youtube.com/@kanwa" class="footer-link">YouTube</a>
    </div>
  </div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1f0c2b7e3d95a1c2f8e10" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/js/webflow.3b8d2f1e.js" type="text/javascript"></script>
</body>
</html>`;
}

const integration = (name: string, href: string, text: string): string => `
    <div role="listitem" class="integration-item w-dyn-item">
      <img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e11/${name.toLowerCase()}.svg" alt="${name}" class="integration-logo">
      <h3 class="integration-name">${name}</h3>
      <p>${text}</p>
      <a href="${href}" target="_blank" class="link-arrow w-inline-block"><div>Strona ${name}</div></a>
    </div>`;

export const site: CorpusSite = {
  domain: 'kanwa.io',
  covers:
    'Polish Webflow collaboration/whiteboard SaaS: CMS-collection integrations grid (technology), implementation partners list (channel) and a strategic partner (generic); negatives: customer logos, investors, award, job board, app-store links, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Kanwa – tablica online dla zespołów',
        '64a1f0c2b7e3d95a1c2f8e2a',
        '/',
        `
<section class="section hero">
  <h1 class="heading-xl">Warsztaty, które naprawdę coś zmieniają</h1>
  <p class="paragraph-l">Nieskończona tablica, szablony retrospektyw i głosowanie w czasie rzeczywistym. Dla zespołów produktowych, IT i HR.</p>
  <a href="https://app.kanwa.io/rejestracja" class="button w-button">Wypróbuj za darmo</a>
</section>
<section class="section logos">
  <p class="eyebrow">Zaufali nam</p>
  <div class="logo-wrap">
    <img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/logo-bankowo.svg" alt="Bankowo">
    <img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/logo-szybkapaczka.svg" alt="SzybkaPaczka">
    <img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d95a1c2f8e10/logo-medicus.svg" alt="Medicus Group">
  </div>
</section>
<section class="section">
  <h2>Produkt Roku 2023</h2>
  <p>Kanwa zdobyła tytuł „Produkt Roku 2023” w kategorii narzędzia do pracy zdalnej w plebiscycie magazynu Nowoczesna Firma.</p>
</section>`,
      ),
    },
    '/integracje': {
      headers,
      html: page(
        'Integracje | Kanwa',
        '64a1f0c2b7e3d95a1c2f8e2b',
        '/integracje',
        `
<section class="section">
  <h1 class="heading-l">Integracje</h1>
  <p>Połącz Kanwę z narzędziami, z których korzysta Twój zespół.</p>
  <div class="w-dyn-list"><div role="list" class="integrations-grid w-dyn-items">
  ${integration('Figma', 'https://www.figma.com/', 'Osadzaj makiety z Figmy na tablicy i komentuj je na żywo.')}
  ${integration('Jira', 'https://www.atlassian.com/software/jira', 'Zamieniaj karteczki w zgłoszenia Jira jednym kliknięciem.')}
  ${integration('Slack', 'https://slack.com/', 'Powiadomienia o komentarzach i wzmiankach na kanałach Slacka.')}
  ${integration('Notion', 'https://www.notion.so/', 'Wklejaj tablice do stron Notion jako podgląd na żywo.')}
  ${integration('Sprintowo', 'https://sprintowo.pl/', 'Polski planer sprintów – synchronizacja backlogu z tablicą.')}
  </div></div>
</section>`,
      ),
    },
    '/partnerzy': {
      headers,
      html: page(
        'Partnerzy | Kanwa',
        '64a1f0c2b7e3d95a1c2f8e2c',
        '/partnerzy',
        `
<section class="section">
  <h1 class="heading-l">Partnerzy</h1>
  <p>Wdrożenie Kanwy w dużej organizacji? Nasi certyfikowani partnerzy wdrożeniowi przeprowadzą szkolenia, migrację z innych narzędzi i zaprojektują szablony warsztatów.</p>
  <h2>Partnerzy wdrożeniowi</h2>
  <ul role="list" class="partner-list w-list-unstyled">
    <li class="partner-row"><strong>Agile Kraków Consulting</strong> – coaching zwinny i wdrożenia w sektorze IT · <a href="https://agilekrakow.pl/">agilekrakow.pl</a></li>
    <li class="partner-row"><strong>Bałtyk Digital</strong> – Gdańsk, warsztaty design thinking · <a href="https://www.baltykdigital.pl/">baltykdigital.pl</a></li>
    <li class="partner-row"><strong>Design Sprint Studio</strong> – Wrocław, facylitacja sprintów produktowych · <a href="https://designsprint.studio/">designsprint.studio</a></li>
  </ul>
  <h2>Partner strategiczny</h2>
  <p>Razem z <a href="https://zdalnie-akademia.pl/">Akademią Pracy Zdalnej</a>, naszym partnerem strategicznym, prowadzimy bezpłatne szkolenia z facylitacji spotkań online.</p>
  <a href="/zostan-partnerem" class="button w-button">Zostań partnerem</a>
</section>`,
      ),
    },
    '/o-nas': {
      headers,
      html: page(
        'O nas | Kanwa',
        '64a1f0c2b7e3d95a1c2f8e2d',
        '/o-nas',
        `
<section class="section">
  <h1 class="heading-l">O nas</h1>
  <p>Kanwę założyli w 2020 roku Ola Nowicka i Piotr Zieliński. Dziś zespół liczy 27 osób w Warszawie i Poznaniu.</p>
  <h2>Inwestorzy</h2>
  <p>Rundę seed w 2022 roku poprowadził fundusz <a href="https://vistulaventures.pl/">Vistula Ventures</a>, a w rundzie wziął udział także <a href="https://www.odraangels.pl/">Odra Angels</a>.</p>
</section>`,
      ),
    },
  },
  technologies: ['webflow', 'open-graph', 'google-font-api', 'google-hosted-libraries', 'cookiebot', 'jquery'],
  partners: {
    'figma.com': 'technology',
    'atlassian.com': 'technology',
    'slack.com': 'technology',
    'notion.so': 'technology',
    'sprintowo.pl': 'technology',
    'agilekrakow.pl': 'channel',
    'baltykdigital.pl': 'channel',
    'designsprint.studio': 'channel',
    'zdalnie-akademia.pl': 'generic',
  },
};
