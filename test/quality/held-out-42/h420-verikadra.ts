import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'AmazonS3',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 9e0d7c4b1a2f3e5d6c7b8a9f0e1d2c3b.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'WAW51-P2',
  'x-amz-cf-id': 'p3Lq8Xr2Vt6Nw1Ys9Zb4Kc7Md0Fe5Gh3Jk8Ln2Qp6Rs1Tu4Vw9==',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, description: string) => `<head>
<meta charSet="utf-8"/>
<meta http-equiv="x-ua-compatible" content="ie=edge"/>
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>
<meta name="generator" content="Gatsby 5.13.3"/>
<style data-href="/styles.8f3a1c2e9b7d4f60.css" data-identity="gatsby-global-css">.vk-header{display:flex;align-items:center;justify-content:space-between}.vk-card{border:1px solid #dfe3ea;border-radius:12px;padding:24px}</style>
<title data-gatsby-head="true">${title}</title>
<meta name="description" content="${description}" data-gatsby-head="true"/>
<link rel="icon" href="/favicon-32x32.png?v=4a7c1e2b" type="image/png"/>
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk3pQ9rT1" async></script>
</head>`;

const nav = `<header class="vk-header">
<a aria-current="page" class="vk-logo" href="/"><img src="/static/verikadra-logo-3d1f0a.svg" alt="VeriKadra" width="150" height="34"/></a>
<nav aria-label="Menu główne">
<ul>
<li><a href="/uslugi/">Usługi</a></li>
<li><a href="/integracje/">Integracje</a></li>
<li><a href="/partnerzy/">Partnerzy</a></li>
<li><a href="/cennik/">Cennik</a></li>
<li><a href="/kontakt/">Kontakt</a></li>
</ul>
</nav>
<a class="vk-btn" href="https://panel.verikadra.pl/logowanie">Zaloguj się</a>
</header>`;

const footer = `<footer class="vk-footer">
<div class="vk-footer__cols">
<div><h4>VeriKadra</h4><ul><li><a href="/o-nas/">O nas</a></li><li><a href="https://www.pracuj.pl/praca/verikadra;en">Kariera</a></li><li><a href="/blog/">Blog</a></li></ul></div>
<div><h4>Produkt</h4><ul><li><a href="/integracje/">Integracje ATS</a></li><li><a href="/partnerzy/">Program partnerski</a></li><li><a href="https://api.verikadra.pl/docs">Dokumentacja API</a></li></ul></div>
<div><h4>Bezpieczeństwo</h4><p>System zarządzania bezpieczeństwem informacji certyfikowany na zgodność z ISO/IEC 27001 przez <a href="https://www.certpol.pl/rejestr-certyfikatow">CertPol</a>. Przetwarzamy dane zgodnie z RODO i wytycznymi <a href="https://uodo.gov.pl/">Prezesa UODO</a>.</p></div>
</div>
<p>VeriKadra sp. z o.o., ul. Prosta 20, 00-850 Warszawa · KRS 0000874412 · NIP 5272941188</p>
<p><a href="https://www.linkedin.com/company/verikadra/">LinkedIn</a> · <a href="https://www.facebook.com/verikadra">Facebook</a></p>
</footer>`;

const doc = (
  title: string,
  description: string,
  path: string,
  content: string,
) => `<!DOCTYPE html><html lang="pl">${head(title, description)}<body>
<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
${nav}
<main>
${content}
</main>
${footer}
</div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>
<script>window.___chunkMapping="{\\"app\\":[\\"/app-4f2c1a9b0e3d7c5a.js\\"],\\"component---src-templates-page-js\\":[\\"/component---src-templates-page-js-9b8e7f6a5b4c3d2e.js\\"]}";</script>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";/*]]>*/</script>
<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script>
<script src="/webpack-runtime-7a1b2c3d4e5f6a7b.js" async></script>
<script src="/framework-0e1f2a3b4c5d6e7f.js" async></script>
<script src="/app-4f2c1a9b0e3d7c5a.js" async></script>
<script>window.__lc = window.__lc || {}; window.__lc.license = 15872034;</script>
<script async src="https://cdn.livechatinc.com/tracking.js"></script>
</body></html>`;

const card = (name: string, href: string, text: string) =>
  `<article class="vk-card"><h3>${name}</h3><p>${text}</p><a href="${href}" target="_blank" rel="noopener noreferrer">Strona partnera ↗</a></article>`;

export const site: CorpusSite = {
  domain: 'verikadra.pl',
  covers:
    'Polish background-screening provider on Gatsby 5 served from S3 behind CloudFront (Usercentrics, LiveChat); ATS integrations as cards paginated via /integracje/strona/2/; partner programme page separating resellers/agencies (channel) from data providers (technology) and one unlinked firm; negatives: ISO certification body, UODO, customer logos, careers on a job board, API docs and panel subdomains, social links',
  pages: {
    '/': {
      headers,
      html: doc(
        'VeriKadra – weryfikacja kandydatów do pracy w 48 godzin',
        'Weryfikacja referencji, wykształcenia, zaświadczeń o niekaralności i historii zatrudnienia. Zgodnie z RODO, zintegrowane z Twoim ATS.',
        '/',
        `<section class="vk-hero">
<h1>Sprawdzeni kandydaci. Bez tygodni czekania.</h1>
<p>Weryfikujemy historię zatrudnienia, dyplomy, uprawnienia zawodowe i referencje – średnio w 48 godzin, z pełną zgodą kandydata.</p>
<a class="vk-btn vk-btn--primary" href="/kontakt/">Umów prezentację</a>
</section>
<section class="vk-logos">
<h2>Zaufali nam</h2>
<ul>
<li><a href="https://www.logistykawisla.pl/"><img src="/static/klienci/wisla-logistyka.png" alt="Wisła Logistyka"/></a></li>
<li><a href="https://mediclinic-krakow.pl/"><img src="/static/klienci/mediclinic.png" alt="MediClinic Kraków"/></a></li>
<li><a href="https://www.bankowoscnowa.pl/"><img src="/static/klienci/nowa-bankowosc.png" alt="Nowa Bankowość"/></a></li>
</ul>
</section>
<section class="vk-integr">
<h2>Zamawiaj weryfikacje prosto z systemu ATS</h2>
<p>Kadrowo, Werbunek, Rekrutio i inne. <a href="/integracje/">Zobacz wszystkie integracje</a></p>
</section>`,
      ),
    },
    '/integracje/': {
      headers,
      html: doc(
        'Integracje z systemami ATS | VeriKadra',
        'Zamawiaj weryfikacje kandydatów bezpośrednio z systemu rekrutacyjnego.',
        '/integracje/',
        `<h1>Integracje z systemami ATS i HR</h1>
<p>Zleć weryfikację jednym kliknięciem w profilu kandydata, a wynik wróci do Twojego systemu automatycznie.</p>
<div class="vk-grid">
${card('Kadrowo', 'https://kadrowo.pl/integracje/verikadra', 'Popularny ATS dla MŚP. Integracja natywna – włączysz ją w ustawieniach.')}
${card('Werbunek', 'https://www.werbunek.io/', 'ATS dla agencji pracy tymczasowej. Masowe zlecenia weryfikacji.')}
${card('Rekrutio', 'https://rekrutio.pl/marketplace/verikadra', 'Dostępne w marketplace Rekrutio dla planów Pro i Enterprise.')}
${card('Nabór360', 'https://nabor360.pl/', 'System rekrutacyjny dla sektora publicznego.')}
</div>
<nav class="vk-pagination" aria-label="Paginacja">
<span aria-current="page">1</span>
<a href="/integracje/strona/2/">2</a>
<a href="/integracje/strona/2/" rel="next">Następna strona →</a>
</nav>`,
      ),
    },
    '/integracje/strona/2/': {
      headers,
      html: doc(
        'Integracje z systemami ATS – strona 2 | VeriKadra',
        'Zamawiaj weryfikacje kandydatów bezpośrednio z systemu rekrutacyjnego.',
        '/integracje/strona/2/',
        `<h1>Integracje z systemami ATS i HR</h1>
<div class="vk-grid">
${card('PeopleDesk', 'https://peopledesk.eu/apps/verikadra', 'System kadrowy – wynik weryfikacji trafia do teczki pracownika.')}
${card('HireBaltic', 'https://www.hirebaltic.com/', 'ATS dla firm rekrutujących w Polsce i krajach bałtyckich.')}
</div>
<nav class="vk-pagination" aria-label="Paginacja">
<a href="/integracje/" rel="prev">← Poprzednia strona</a>
<a href="/integracje/">1</a>
<span aria-current="page">2</span>
</nav>`,
      ),
    },
    '/partnerzy/': {
      headers,
      html: doc(
        'Program partnerski | VeriKadra',
        'Dla agencji rekrutacyjnych, doradców HR i dostawców danych.',
        '/partnerzy/',
        `<h1>Program partnerski</h1>
<p>Współpracujemy z firmami, które oferują weryfikacje VeriKadra swoim klientom, oraz z dostawcami danych, z których korzystamy przy weryfikacji.</p>
<section>
<h2>Partnerzy handlowi</h2>
<p>Agencje rekrutacyjne i doradcy HR, którzy odsprzedają nasze usługi pod własną marką lub polecają je klientom za prowizję.</p>
<ul class="vk-list">
<li><a href="https://horyzont-praca.pl/">Agencja Pracy Horyzont</a> – Poznań</li>
<li><a href="https://www.wisniewski-hr.pl/">Wiśniewski HR Consulting</a> – Wrocław</li>
<li>Kancelaria HR Nowicka – Gdańsk</li>
</ul>
</section>
<section>
<h2>Partnerzy danych</h2>
<p>Dostawcy, których rejestry i interfejsy wykorzystujemy przy weryfikacji kandydatów:</p>
<ul class="vk-list">
<li><a href="https://rejestrator-danych.pl/">Rejestrator Danych S.A.</a> – weryfikacja firm i historii działalności gospodarczej</li>
<li><a href="https://www.dyplomcheck.eu/">DyplomCheck</a> – potwierdzanie dyplomów uczelni z UE</li>
</ul>
</section>
<p><a class="vk-btn" href="/kontakt/">Zostań partnerem</a></p>`,
      ),
    },
    '/kontakt/': {
      headers,
      html: doc(
        'Kontakt | VeriKadra',
        'Umów prezentację VeriKadra.',
        '/kontakt/',
        `<h1>Kontakt</h1>
<p>ul. Prosta 20, 00-850 Warszawa · +48 22 307 41 90 · kontakt@verikadra.pl</p>
<form name="kontakt" method="post" action="/kontakt/dziekujemy/"><label>Imię i nazwisko<input type="text" name="name"/></label><label>E-mail służbowy<input type="email" name="email"/></label><button type="submit">Wyślij</button></form>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain', server: 'AmazonS3' },
      html: 'User-agent: *\nAllow: /\nSitemap: https://verikadra.pl/sitemap-index.xml\n',
    },
  },
  sitemap: ['/', '/integracje/', '/integracje/strona/2/', '/partnerzy/', '/kontakt/'],
  technologies: ['gatsby', 'react', 'webpack', 'amazon-s3', 'amazon-cloudfront', 'amazon-web-services', 'usercentrics', 'livechat'],
  partners: {
    'kadrowo.pl': 'technology',
    'werbunek.io': 'technology',
    'rekrutio.pl': 'technology',
    'nabor360.pl': 'technology',
    'peopledesk.eu': 'technology',
    'hirebaltic.com': 'technology',
    'horyzont-praca.pl': 'channel',
    'wisniewski-hr.pl': 'channel',
    'rejestrator-danych.pl': 'technology',
    'dyplomcheck.eu': 'technology',
  },
};
