import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'pskig.pl';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'content-language': 'pl',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=3600, public',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="utf-8">
<meta name="description" content="${description}">
<link rel="canonical" href="https://${DOMAIN}${path}">
<meta property="og:site_name" content="Polsko-Skandynawska Izba Gospodarcza">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://${DOMAIN}${path}">
<meta property="og:type" content="website">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/pskig/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="alternate" hreflang="pl" href="https://${DOMAIN}${path}">
<link rel="alternate" hreflang="en" href="https://${DOMAIN}${path.replace('/pl/', '/en/')}">
<title>${title} | PSIG – Polsko-Skandynawska Izba Gospodarcza</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qk7vX2mN9pLr3tB8yZ1aE5cF0dG4hJ6k.css?delta=0&amp;language=pl&amp;theme=pskig&amp;include=eJxFjEEKwCAMBL9k4hdE">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_W3eR5tY7uI9oP1aS2dF4gH6jK8lZ0xC.css?delta=1&amp;language=pl&amp;theme=pskig&amp;include=eJxFjEEKwCAMBL9k4hdE">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-PSIG8K2X4M"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-PSIG8K2X4M", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>
</head>`;
}

const header = `<header role="banner" class="site-header">
  <div class="region region-header">
    <div id="block-pskig-branding" class="block block-system block-system-branding-block">
      <a href="/pl" rel="home" class="site-logo"><img src="/themes/custom/pskig/logo.svg" alt="Strona główna" width="240" height="64"></a>
    </div>
  </div>
  <div class="region region-primary-menu">
    <nav role="navigation" aria-labelledby="block-pskig-main-menu-menu" id="block-pskig-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-pskig-main-menu-menu">Nawigacja główna</h2>
      <ul class="menu menu--level-1">
        <li class="menu-item"><a href="/pl/o-izbie" data-drupal-link-system-path="node/2">O Izbie</a></li>
        <li class="menu-item"><a href="/pl/czlonkostwo" data-drupal-link-system-path="node/5">Członkostwo</a></li>
        <li class="menu-item"><a href="/pl/czlonkowie" data-drupal-link-system-path="czlonkowie">Członkowie</a></li>
        <li class="menu-item"><a href="/pl/partnerzy" data-drupal-link-system-path="partnerzy">Partnerzy</a></li>
        <li class="menu-item"><a href="/pl/wydarzenia" data-drupal-link-system-path="wydarzenia">Wydarzenia</a></li>
        <li class="menu-item"><a href="/pl/kontakt" data-drupal-link-system-path="node/9">Kontakt</a></li>
      </ul>
    </nav>
    <div class="language-switcher-language-url block block-language" id="block-pskig-languageswitcher" role="navigation">
      <ul class="links"><li hreflang="pl" class="is-active"><a href="/pl" class="language-link is-active" hreflang="pl">PL</a></li><li hreflang="en"><a href="/en" class="language-link" hreflang="en">EN</a></li></ul>
    </div>
  </div>
</header>`;

const footer = `<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <div id="block-pskig-stopka" class="block block-block-content">
      <p><strong>Polsko-Skandynawska Izba Gospodarcza</strong><br>ul. Długie Ogrody 8/14, 80-765 Gdańsk<br>tel. +48 58 301 44 20 · <a href="mailto:biuro@pskig.pl">biuro@pskig.pl</a><br>KRS 0000412345 · NIP 5833154321</p>
      <p>Izba jest członkiem <a href="https://www.eurochambres.eu/" target="_blank" rel="noopener">Eurochambres</a> oraz <a href="https://kig.pl/" target="_blank" rel="noopener">Krajowej Izby Gospodarczej</a>.</p>
      <p>Organizator konferencji <a href="https://www.nordicday.pl/" target="_blank">Nordic Business Day</a></p>
      <ul class="social-links">
        <li><a href="https://www.linkedin.com/company/pskig/" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.facebook.com/pskig.gdansk" target="_blank" rel="noopener">Facebook</a></li>
      </ul>
    </div>
  </div>
</footer>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"pl\\/","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"pl"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9"}}</script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/themes/custom/pskig/js/pskig.js?sbz3kq"></script>`;

function page(title: string, path: string, description: string, bodyClass: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="pl" dir="ltr">
${head(title, path, description)}
<body class="${bodyClass}">
<a href="#main-content" class="visually-hidden focusable skip-link">Przejdź do treści</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
${header}
<main role="main">
<a id="main-content" tabindex="-1"></a>
<div class="layout-content">
<div class="region region-content">
${body}
</div>
</div>
</main>
${footer}
</div>
</div>
</body>
</html>`;
}

function row(href: string, img: string, name: string, country: string, kind: string): string {
  return `<div class="views-row">
        <article class="node node--type-partner node--view-mode-teaser">
          <div class="field field--name-field-logo"><a href="${href}" target="_blank" rel="noopener"><img loading="lazy" src="/sites/default/files/styles/logo_partner/public/partnerzy/${img}" width="200" height="100" alt="Logo: ${name}"></a></div>
          <h3 class="node__title"><a href="${href}" target="_blank" rel="noopener"><span class="field field--name-title">${name}</span></a></h3>
          <div class="field field--name-field-kraj">${country}</div>
          <div class="field field--name-field-rodzaj-partnera">${kind}</div>
        </article>
      </div>`;
}

function pager(current: number): string {
  const items = [0, 1]
    .map((i) =>
      i === current
        ? `<li class="pager__item is-active"><a href="?page=${i}" title="Bieżąca strona" aria-current="page"><span class="visually-hidden">Bieżąca strona</span>${i + 1}</a></li>`
        : `<li class="pager__item"><a href="?page=${i}" title="Przejdź do strony ${i + 1}"><span class="visually-hidden">Strona</span>${i + 1}</a></li>`,
    )
    .join('');
  const next =
    current === 0
      ? `<li class="pager__item pager__item--next"><a href="?page=1" title="Przejdź do następnej strony" rel="next"><span class="visually-hidden">Następna strona</span><span aria-hidden="true">›</span></a></li>`
      : `<li class="pager__item pager__item--previous"><a href="?page=0" title="Przejdź do poprzedniej strony" rel="prev"><span class="visually-hidden">Poprzednia strona</span><span aria-hidden="true">‹</span></a></li>`;
  return `<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Stronicowanie</h4><ul class="pager__items js-pager__items">${current === 1 ? next : ''}${items}${current === 0 ? next : ''}</ul></nav>`;
}

const intro = `<div id="block-pskig-page-title" class="block block-core block-page-title-block"><h1 class="page-title">Partnerzy</h1></div>
<div class="view-header"><p>Polsko-Skandynawska Izba Gospodarcza współpracuje z organizacjami gospodarczymi w Polsce i krajach nordyckich, instytucjami otoczenia biznesu oraz firmami doradczymi, które wspierają naszych członków merytorycznie.</p></div>`;

const partnersPage0 = page(
  'Partnerzy',
  '/pl/partnerzy',
  'Partnerzy strategiczni i merytoryczni Polsko-Skandynawskiej Izby Gospodarczej.',
  'path-partnerzy',
  `${intro}
<div class="views-element-container"><div class="view view-partnerzy view-id-partnerzy view-display-id-page_1">
  <div class="view-content">
    <h2 class="view-grouping-title">Partnerzy strategiczni</h2>
    ${row('https://www.npforum.no/', 'npforum.png', 'Norsk-Polsk Handelsforum', 'Norwegia', 'Partner strategiczny')}
    ${row('https://spaffarsrad.se/', 'spaffarsrad.png', 'Svensk-Polska Affärsrådet', 'Szwecja', 'Partner strategiczny')}
    ${row('https://www.den-polen.dk/', 'den-polen.png', 'Dansk Erhvervsnetværk Polen', 'Dania', 'Partner strategiczny')}
    ${row('https://www.pai-pomorze.pl/', 'pai-pomorze.png', 'Pomorska Agencja Inwestycji', 'Polska', 'Partner strategiczny')}
    <h2 class="view-grouping-title">Partnerzy merytoryczni</h2>
    ${row('https://www.wrobel-lindqvist.pl/', 'wrobel-lindqvist.png', 'Kancelaria Wróbel Lindqvist', 'Polska', 'Partner merytoryczny – prawo')}
    ${row('https://nordictax.pl/', 'nordictax.png', 'Nordic Tax Advisory', 'Polska', 'Partner merytoryczny – podatki')}
  </div>
  ${pager(0)}
</div></div>`,
);

const partnersPage1 = page(
  'Partnerzy',
  '/pl/partnerzy?page=1',
  'Partnerzy strategiczni i merytoryczni Polsko-Skandynawskiej Izby Gospodarczej.',
  'path-partnerzy',
  `${intro}
<div class="views-element-container"><div class="view view-partnerzy view-id-partnerzy view-display-id-page_1">
  <div class="view-content">
    <h2 class="view-grouping-title">Partnerzy merytoryczni</h2>
    ${row('https://www.balticlogistics.eu/', 'baltic-logistics.png', 'Baltic Logistics Cluster', 'Polska', 'Partner merytoryczny – logistyka')}
    <h2 class="view-grouping-title">Partnerzy akademiccy</h2>
    ${row('https://akademiabaltycka.edu.pl/', 'akademia-baltycka.png', 'Akademia Bałtycka w Gdyni', 'Polska', 'Partner akademicki')}
    ${row('https://www.cin-gdansk.pl/', 'cin.png', 'Centrum Innowacji Nordyckich', 'Polska', 'Partner akademicki')}
    ${row('https://mostpolnocny.org.pl/', 'most-polnocny.png', 'Fundacja Most Północny', 'Polska', 'Partner społeczny')}
    <h2 class="view-grouping-title">Partner technologiczny</h2>
    ${row('https://www.glueup.com/', 'glueup.png', 'Glue Up', 'Singapur', 'Partner technologiczny – platforma członkowska i eventowa')}
  </div>
  ${pager(1)}
</div></div>`,
);

const home = page(
  'Strona główna',
  '/pl',
  'Polsko-Skandynawska Izba Gospodarcza – łączymy firmy z Polski, Danii, Finlandii, Islandii, Norwegii i Szwecji.',
  'path-frontpage',
  `<div class="block block-block-content hero"><h1>Łączymy biznes nad Bałtykiem</h1>
<p>Od 2001 roku Polsko-Skandynawska Izba Gospodarcza zrzesza ponad 230 firm z Polski i krajów nordyckich. Organizujemy misje gospodarcze, szkolenia i spotkania networkingowe, a także reprezentujemy interesy członków wobec administracji.</p>
<p><a class="button" href="/pl/czlonkostwo">Dołącz do Izby</a> <a class="button button--secondary" href="/pl/partnerzy">Poznaj naszych partnerów</a></p></div>
<div class="block block-views"><h2>Aktualności</h2>
<ul>
  <li><a href="/pl/aktualnosci/gala-nordycka-2024">Gala Nordycka 2024 – podziękowania dla sponsorów</a></li>
  <li><a href="/pl/aktualnosci/misja-gospodarcza-oslo">Misja gospodarcza do Oslo – zapisy do 15 maja</a></li>
</ul></div>`,
);

const gala = page(
  'Gala Nordycka 2024 – podziękowania dla sponsorów',
  '/pl/aktualnosci/gala-nordycka-2024',
  'Podsumowanie Gali Nordyckiej 2024 i podziękowania dla sponsorów i patronów medialnych.',
  'page-node-type-article',
  `<article class="node node--type-article node--view-mode-full">
  <h1 class="page-title">Gala Nordycka 2024 – podziękowania dla sponsorów</h1>
  <div class="node__meta">Opublikowano: 12.04.2024</div>
  <div class="field field--name-body">
    <p>Ponad 300 gości wzięło udział w tegorocznej Gali Nordyckiej w Gdańsku. Nagrodę „Nordycki Inwestor Roku” otrzymała firma Fjordline Components.</p>
    <p>Dziękujemy sponsorom gali: <a href="https://www.skandbank.pl/" target="_blank" rel="noopener">Skandbank Polska</a> (sponsor główny), <a href="https://www.nordvind-energy.com/" target="_blank" rel="noopener">Nordvind Energy</a> oraz <a href="https://www.hotel-motlawa.pl/" target="_blank" rel="noopener">Hotel Motława</a>.</p>
    <p>Patronat medialny: <a href="https://www.nordbiznes.pl/" target="_blank" rel="noopener">NordBiznes.pl</a> i <a href="https://www.gospodarkapomorza.pl/" target="_blank" rel="noopener">Gospodarka Pomorza</a>.</p>
    <p>Galę współorganizowała nasza partnerska organizacja <a href="https://www.npforum.no/" target="_blank" rel="noopener">Norsk-Polsk Handelsforum</a>.</p>
  </div>
</article>`,
);

const members = page(
  'Członkowie',
  '/pl/czlonkowie',
  'Lista firm członkowskich Polsko-Skandynawskiej Izby Gospodarczej.',
  'path-czlonkowie',
  `<div class="block block-core block-page-title-block"><h1 class="page-title">Członkowie</h1></div>
<div class="view view-czlonkowie"><div class="view-content">
  <table class="views-table cols-3">
    <thead><tr><th>Firma</th><th>Branża</th><th>Kraj</th></tr></thead>
    <tbody>
      <tr><td><a href="https://www.fjordline-components.com/" target="_blank">Fjordline Components Sp. z o.o.</a></td><td>Przemysł</td><td>Norwegia / Polska</td></tr>
      <tr><td><a href="https://www.skandbank.pl/" target="_blank">Skandbank Polska S.A.</a></td><td>Finanse</td><td>Szwecja / Polska</td></tr>
      <tr><td><a href="https://www.bornholm-shipping.dk/" target="_blank">Bornholm Shipping ApS</a></td><td>Logistyka</td><td>Dania</td></tr>
      <tr><td><a href="https://www.suomi-it.pl/" target="_blank">Suomi IT Solutions</a></td><td>IT</td><td>Finlandia / Polska</td></tr>
    </tbody>
  </table>
</div></div>`,
);

const oIzbie = page(
  'O Izbie',
  '/pl/o-izbie',
  'Historia, zarząd i statut Polsko-Skandynawskiej Izby Gospodarczej.',
  'page-node-type-page',
  `<article class="node node--type-page node--view-mode-full">
  <h1 class="page-title">O Izbie</h1>
  <div class="field field--name-body">
    <p>Polsko-Skandynawska Izba Gospodarcza powstała w 2001 roku w Gdańsku z inicjatywy polskich i norweskich przedsiębiorców. Jest organizacją samorządu gospodarczego działającą na podstawie ustawy o izbach gospodarczych.</p>
    <p>Zarząd: Agnieszka Lind (prezes), Henrik Dahl (wiceprezes), Piotr Kowalewski (skarbnik).</p>
    <p>Izba posiada certyfikat jakości ISO 9001:2015 w zakresie usług szkoleniowych, wydany przez <a href="https://www.pcbc.gov.pl/" target="_blank" rel="noopener">PCBC</a>.</p>
    <p>Ofertę pracy w Izbie publikujemy na <a href="https://www.pracuj.pl/" target="_blank" rel="noopener">Pracuj.pl</a>.</p>
  </div>
</article>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  otherDomains: ['nordicday.pl'],
  covers:
    'Polish-Nordic chamber of commerce on Drupal 10 (Polish): partner view split across two pager pages (?page=1) with strategic, knowledge, academic and technology partners; gala sponsors and media patrons in a news post, member table, Eurochambres/KIG memberships, ISO certificate, job board, social links and own conference domain as negatives',
  pages: {
    '/': { redirect: '/pl' },
    '/pl': { headers, html: home },
    '/pl/partnerzy': { headers, html: partnersPage0 },
    '/pl/partnerzy?page=0': { headers, html: partnersPage0 },
    '/pl/partnerzy?page=1': { headers, html: partnersPage1 },
    '/pl/aktualnosci/gala-nordycka-2024': { headers, html: gala },
    '/pl/czlonkowie': { headers, html: members },
    '/pl/o-izbie': { headers, html: oIzbie },
  },
  sitemap: ['/pl', '/pl/o-izbie', '/pl/partnerzy', '/pl/czlonkowie', '/pl/aktualnosci/gala-nordycka-2024'],
  technologies: ['drupal', 'php', 'nginx', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'npforum.no': 'generic',
    'spaffarsrad.se': 'generic',
    'den-polen.dk': 'generic',
    'pai-pomorze.pl': 'generic',
    'wrobel-lindqvist.pl': 'generic',
    'nordictax.pl': 'generic',
    'balticlogistics.eu': 'generic',
    'akademiabaltycka.edu.pl': 'generic',
    'cin-gdansk.pl': 'generic',
    'mostpolnocny.org.pl': 'generic',
    'glueup.com': 'technology',
  },
};
