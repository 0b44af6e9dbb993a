import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'content-language': 'cs',
  'cache-control': 'max-age=900, public',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const settings = (path: string): string =>
  JSON.stringify({
    path: {
      baseUrl: '/',
      pathPrefix: '',
      currentPath: path === '/' ? 'node/1' : path.slice(1),
      currentPathIsAdmin: false,
      isFront: path === '/',
      currentLanguage: 'cs',
    },
    pluralDelimiter: '\u0003',
    gtm: { tagId: null, settings: { data_layer: 'dataLayer', include_environment: false }, tagIds: ['GTM-W5K7PZ'] },
    ajaxTrustedUrl: [],
    user: { uid: 0, permissionsHash: '4a1c2e9b7d3f5a8c0e6b2d4f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c' },
  });

const doc = (title: string, description: string, path: string, bodyClass: string, content: string): string => `<!DOCTYPE html>
<html lang="cs" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://apatyka.cz${path}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5e2b7a1c-9d4f-4c3e-8a6b-0f1d2c3e4a5b" data-culture="CS" type="text/javascript" async></script>
    <link rel="icon" href="/themes/custom/apatyka/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="sk" href="https://www.apatyka.sk/" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_kR7vPq2mXb1eN9TfJc3sWd0oHy5uLa8gZiE4nM6QtBk.css?delta=0&amp;language=cs&amp;theme=apatyka&amp;include=eJxdyEEKgCAQBdALDfNR" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_2xTq9Lb7VmN0aKc4Rd8eWf1gYh3iJk5lMn6oPp7qRr8.css?delta=1&amp;language=cs&amp;theme=apatyka&amp;include=eJxdyEEKgCAQBdALDfNR" />
  </head>
  <body class="${bodyClass} path-frontend">
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W5K7PZ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <a href="#main-content" class="visually-hidden focusable skip-link">Přejít na hlavní obsah</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <div class="layout-container">
        <header role="banner" class="site-header">
          <div class="region region-header">
            <div id="block-apatyka-branding" class="block block-system block-system-branding-block">
              <a href="/" rel="home" class="site-logo"><img src="/themes/custom/apatyka/logo.svg" alt="Domů" fetchpriority="high" width="170" height="40" /></a>
            </div>
          </div>
          <div class="region region-primary-menu">
            <nav role="navigation" aria-labelledby="block-apatyka-main-menu-menu" id="block-apatyka-main-menu" class="block block-menu navigation menu--main">
              <h2 class="visually-hidden" id="block-apatyka-main-menu-menu">Hlavní navigace</h2>
              <ul class="menu menu--level-1">
                <li class="menu__item"><a href="/produkty" class="menu__link" data-drupal-link-system-path="node/4">Produkty</a></li>
                <li class="menu__item"><a href="/reference" class="menu__link" data-drupal-link-system-path="node/7">Reference</a></li>
                <li class="menu__item"><a href="/partneri" class="menu__link" data-drupal-link-system-path="partneri">Partneři</a></li>
                <li class="menu__item"><a href="/o-nas" class="menu__link" data-drupal-link-system-path="node/9">O nás</a></li>
                <li class="menu__item"><a href="/kontakt" class="menu__link" data-drupal-link-system-path="node/10">Kontakt</a></li>
                <li class="menu__item"><a href="https://www.apatyka.sk/" class="menu__link">SK</a></li>
              </ul>
            </nav>
          </div>
        </header>
        <main role="main">
          <a id="main-content" tabindex="-1"></a>
          <div class="layout-content">
            <div class="region region-content">
              <div data-drupal-messages-fallback class="hidden"></div>
${content}
            </div>
          </div>
        </main>
        <footer role="contentinfo" class="site-footer">
          <div class="region region-footer">
            <div id="block-apatyka-kontaktpaticka" class="block block-block-content">
              <p><strong>Apatyka Systems s.r.o.</strong><br />Purkyňova 99, 612 00 Brno<br />IČO 27691237<br />Hotline: +420 541 210 330</p>
            </div>
            <nav role="navigation" id="block-apatyka-footer" class="block block-menu navigation menu--footer">
              <ul class="menu">
                <li class="menu__item"><a href="/partneri" class="menu__link">Partnerská síť</a></li>
                <li class="menu__item"><a href="https://www.jobs.cz/fp/apatyka-systems-s-r-o-7812455/" class="menu__link">Kariéra</a></li>
                <li class="menu__item"><a href="https://podpora.apatyka.cz/" class="menu__link">Zákaznická podpora</a></li>
                <li class="menu__item"><a href="/ochrana-osobnich-udaju" class="menu__link">Ochrana osobních údajů</a></li>
              </ul>
            </nav>
            <div id="block-apatyka-social" class="block block-block-content">
              <a href="https://www.linkedin.com/company/apatyka-systems/">LinkedIn</a> · <a href="https://www.facebook.com/apatyka.cz">Facebook</a>
            </div>
          </div>
        </footer>
      </div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">${settings(path)}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.6"></script>
    <script src="/themes/custom/apatyka/js/main.js?sg4k1p"></script>
  </body>
</html>`;

const home = doc(
  'Apatyka – lékárenský informační systém',
  'Apatyka LIS: lékárenský software pro výdej na eRecept, skladové hospodářství, objednávky od distributorů a řízení sítí lékáren.',
  '/',
  'path-frontpage page-node-type-landing',
  `              <div id="block-apatyka-content" class="block block-system block-system-main-block">
                <article data-history-node-id="1" class="node node--type-landing node--view-mode-full">
                  <div class="node__content">
                    <div class="paragraph paragraph--type--hero"><h1>Lékárenský systém, který šetří čas u tára</h1><p>Apatyka LIS používá přes 900 lékáren v Česku a na Slovensku. Výdej na eRecept, sklad, objednávky a věrnostní program v jedné aplikaci.</p><a href="/kontakt" class="button button--primary">Domluvit ukázku</a></div>
                    <div class="paragraph paragraph--type--features">
                      <div class="feature"><h3>eRecept a eNeschopenka</h3><p>Plná podpora Centrálního úložiště elektronických receptů.</p></div>
                      <div class="feature"><h3>Objednávky od distributorů</h3><p>Elektronické objednávky a dodací listy přes EDI bránu.</p></div>
                      <div class="feature"><h3>Řízení sítí lékáren</h3><p>Centrální ceník, přesuny zásob a reporting pro řetězce.</p></div>
                    </div>
                    <div class="paragraph paragraph--type--text"><p>Instalaci a školení zajišťují naši <a href="/partneri">regionální partneři</a> po celé republice.</p></div>
                  </div>
                </article>
              </div>`,
);

const tableRows = (rows: [string, string, string, string][]): string =>
  rows
    .map(
      ([kraj, firma, sluzby, url]) => `                    <tr>
                      <td headers="view-field-kraj-table-column" class="views-field views-field-field-kraj">${kraj}</td>
                      <td headers="view-title-table-column" class="views-field views-field-title">${firma}</td>
                      <td headers="view-field-sluzby-table-column" class="views-field views-field-field-sluzby">${sluzby}</td>
                      <td headers="view-field-web-table-column" class="views-field views-field-field-web"><a href="${url}">${url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></td>
                    </tr>`,
    )
    .join('\n');

const partnerTable = (
  rows: [string, string, string, string][],
  page: number,
): string => `              <div class="views-element-container block block-views block-views-blockpartneri-block-1" id="block-apatyka-views-block-partneri-block-1">
                <h2>Obchodní a implementační partneři</h2>
                <div class="view view-partneri view-id-partneri view-display-id-block_1 js-view-dom-id-8f2a1c4e9b7d3a5c6e0f1b2d4a6c8e9f">
                  <div class="view-header"><p>Certifikovaní partneři prodávají Apatyka LIS, provádějí instalace, převody dat z jiných systémů a školení personálu lékáren.</p></div>
                  <div class="view-content">
                  <table class="views-table views-view-table cols-4">
                    <thead><tr><th id="view-field-kraj-table-column" class="views-field views-field-field-kraj" scope="col">Region</th><th id="view-title-table-column" class="views-field views-field-title" scope="col">Partner</th><th id="view-field-sluzby-table-column" class="views-field views-field-field-sluzby" scope="col">Služby</th><th id="view-field-web-table-column" class="views-field views-field-field-web" scope="col">Web</th></tr></thead>
                    <tbody>
${tableRows(rows)}
                    </tbody>
                  </table>
                  </div>
                  <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
                    <h4 id="pagination-heading" class="visually-hidden">Stránkování</h4>
                    <ul class="pager__items js-pager__items">
                      ${page === 0 ? '<li class="pager__item is-active"><a href="/partneri" title="Aktuální stránka" aria-current="page">1</a></li><li class="pager__item"><a href="/partneri?page=1" title="Přejít na stranu 2">2</a></li><li class="pager__item pager__item--next"><a href="/partneri?page=1" title="Přejít na další stránku" rel="next">Další ›</a></li>' : '<li class="pager__item pager__item--previous"><a href="/partneri" title="Přejít na předchozí stránku" rel="prev">‹ Předchozí</a></li><li class="pager__item"><a href="/partneri" title="Přejít na stranu 1">1</a></li><li class="pager__item is-active"><a href="/partneri?page=1" title="Aktuální stránka" aria-current="page">2</a></li>'}
                    </ul>
                  </nav>
                </div>
              </div>`;

const techPartners = `              <div id="block-apatyka-technologictipartneri" class="block block-block-content block-block-content--technologicti-partneri">
                <h2>Technologičtí partneři a integrace</h2>
                <div class="partner-cards">
                  <div class="partner-card"><img src="/sites/default/files/styles/logo/public/2023-09/meddata.png" alt="MedData" width="140" height="50" /><h3>MedData</h3><p>Databáze léčivých přípravků a interakcí, denní aktualizace číselníků.</p><a href="https://www.meddata.cz/">www.meddata.cz</a></div>
                  <div class="partner-card"><img src="/sites/default/files/styles/logo/public/2023-09/pharmalink.png" alt="PharmaLink" width="140" height="50" /><h3>PharmaLink EDI</h3><p>Elektronické objednávky a dodací listy od všech hlavních distributorů léčiv.</p><a href="https://pharmalink.cz/">pharmalink.cz</a></div>
                  <div class="partner-card"><img src="/sites/default/files/styles/logo/public/2023-09/fiskalio.png" alt="Fiskalio" width="140" height="50" /><h3>Fiskalio</h3><p>Pokladní hardware, čtečky kódů a platební terminály certifikované pro Apatyka LIS.</p><a href="https://www.fiskalio.cz/">www.fiskalio.cz</a></div>
                  <div class="partner-card"><img src="/sites/default/files/styles/logo/public/2024-02/robopharm.png" alt="RoboPharm" width="140" height="50" /><h3>RoboPharm</h3><p>Integrace s výdejními roboty pro automatizované skladování léčiv.</p><a href="https://www.robopharm.eu/cs/">www.robopharm.eu</a></div>
                </div>
                <p class="note">Apatyka LIS je certifikována pro komunikaci s Centrálním úložištěm elektronických receptů <a href="https://www.sukl.cz/">Státního ústavu pro kontrolu léčiv</a>. Jsme členem <a href="https://www.ictu.cz/">ICT Unie</a>.</p>
              </div>`;

const partneri0 = doc(
  'Partneři | Apatyka',
  'Obchodní, implementační a technologičtí partneři systému Apatyka LIS.',
  '/partneri',
  'path-partneri',
  `              <div id="block-apatyka-page-title" class="block block-core block-page-title-block"><h1 class="page-title">Partneři</h1></div>
${techPartners}
${partnerTable(
  [
    ['Praha a Střední Čechy', 'MediSoft Praha s.r.o.', 'prodej, instalace, školení', 'https://www.medisoft-praha.cz/'],
    ['Jihomoravský a Zlínský kraj', 'LékIT Morava s.r.o.', 'prodej, instalace, převody dat', 'https://lekit-morava.cz/'],
    ['Moravskoslezský kraj', 'FarmaServis Slezsko', 'instalace, servis', 'https://www.farmaservis-slezsko.cz/'],
  ],
  0,
)}`,
);

const partneri1 = doc(
  'Partneři | Apatyka',
  'Obchodní, implementační a technologičtí partneři systému Apatyka LIS.',
  '/partneri?page=1',
  'path-partneri',
  `              <div id="block-apatyka-page-title" class="block block-core block-page-title-block"><h1 class="page-title">Partneři</h1></div>
${partnerTable(
  [
    ['Plzeňský a Karlovarský kraj', 'ZápadIT s.r.o.', 'prodej, instalace', 'https://www.zapadit.cz/'],
    ['Královéhradecký a Pardubický kraj', 'Pharmis Východ s.r.o.', 'prodej, instalace, školení', 'https://pharmis-vychod.cz/'],
    ['Slovensko', 'Lekárenské systémy SK s.r.o.', 'prodej, instalace, podpora v SK', 'https://www.lekarensystemy.sk/'],
  ],
  1,
)}`,
);

const reference = doc(
  'Reference | Apatyka',
  'Lékárny a sítě lékáren, které používají Apatyka LIS.',
  '/reference',
  'path-node page-node-type-page',
  `              <div id="block-apatyka-page-title" class="block block-core block-page-title-block"><h1 class="page-title">Reference</h1></div>
              <article class="node node--type-page"><div class="node__content">
                <p>Apatyka LIS používají samostatné lékárny i regionální sítě. Několik z nich:</p>
                <ul class="reference-list">
                  <li><a href="https://www.lekarnauzlateholva.cz/">Lékárna U Zlatého lva</a>, Olomouc – “Výdej na eRecept je o třetinu rychlejší.”</li>
                  <li><a href="https://www.lekarny-zdravi.cz/">Síť lékáren Zdraví</a> – 14 poboček v Jihočeském kraji</li>
                  <li><a href="https://nemocnicni-lekarna-kladno.cz/">Nemocniční lékárna Kladno</a></li>
                </ul>
              </div></article>`,
);

const oNas = doc(
  'O nás | Apatyka',
  'Apatyka Systems vyvíjí lékárenský software v Brně od roku 2004.',
  '/o-nas',
  'path-node page-node-type-page',
  `              <div id="block-apatyka-page-title" class="block block-core block-page-title-block"><h1 class="page-title">O nás</h1></div>
              <article class="node node--type-page"><div class="node__content">
                <p>Apatyka Systems s.r.o. vyvíjí lékárenský software od roku 2004. V Brně a Bratislavě nás pracuje 52, z toho 9 farmaceutů.</p>
                <p>Systém řízení kvality je certifikován dle ISO 9001:2015 společností <a href="https://www.tuvsud.com/cs-cz">TÜV SÜD Czech</a>.</p>
                <p>Vývoj modulu pro řízení sítí lékáren byl spolufinancován Evropskou unií z programu OP TAK, který spravuje <a href="https://www.mpo.gov.cz/">Ministerstvo průmyslu a obchodu</a>.</p>
                <p>Napsali o nás: <a href="https://www.zdravotnickydenik.cz/2024/02/lekarny-erecept-software/">Zdravotnický deník</a>.</p>
              </div></article>`,
);

export const site: CorpusSite = {
  domain: 'apatyka.cz',
  otherDomains: ['apatyka.sk'],
  covers:
    'Czech pharmacy-software vendor on Drupal 10 (nginx, Cookiebot, GTM noscript, core jQuery): partner page with technology partner cards and a Views table of regional sales/implementation partners paginated Drupal-style (?page=1); negatives in the same block: state drug agency (SÚKL) certification and ICT association; pharmacy customers, ISO certifier, EU-funding ministry link, press, job board, support subdomain, own Slovak domain, social links',
  pages: {
    '/': { headers, html: home },
    '/partneri': { headers, html: partneri0 },
    '/partneri?page=1': { headers, html: partneri1 },
    '/reference': { headers, html: reference },
    '/o-nas': { headers, html: oNas },
  },
  technologies: ['drupal', 'php', 'nginx', 'cookiebot', 'google-tag-manager', 'jquery', 'priority-hints'],
  partners: {
    'meddata.cz': 'technology',
    'pharmalink.cz': 'technology',
    'fiskalio.cz': 'technology',
    'robopharm.eu': 'technology',
    'medisoft-praha.cz': 'channel',
    'lekit-morava.cz': 'channel',
    'farmaservis-slezsko.cz': 'channel',
    'zapadit.cz': 'channel',
    'pharmis-vychod.cz': 'channel',
    'lekarensystemy.sk': 'channel',
  },
};
