import type { CorpusSite } from '../corpus/types.js';

const drupal = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  'content-language': 'de',
  'x-varnish': '48213377 47120981',
  via: '1.1 varnish (Varnish/7.4)',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="de" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://frachtkern.de${path}" />
    <meta property="og:site_name" content="Frachtkern" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://frachtkern.de${path}" />
    <meta property="og:title" content="${title}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/frachtkern/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_hq2Zf7xk0PpN4aY1sT8Q3vW6bR9cD5eL2mJ0nK7uG4o.css?delta=0&amp;language=de&amp;theme=frachtkern&amp;include=eJxLy8lPz8mv0E9JLSrKz0nVT4tPzEkt0U8rys9LLEjNS0wBAK8fC0U" />
    <link rel="stylesheet" media="all" href="/themes/custom/frachtkern/dist/css/main.css?sf3k2q" />
    <script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="xK9pQ2rT7" async></script>
  </head>`;

const header = `<a href="#main-content" class="visually-hidden focusable skip-link">Direkt zum Inhalt</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <header class="site-header" role="banner">
      <div class="region region-header">
        <div id="block-frachtkern-branding" class="block block-system block-system-branding-block">
          <a href="/" rel="home" class="site-logo"><img src="/themes/custom/frachtkern/logo.svg" alt="Startseite Frachtkern" fetchpriority="high" /></a>
        </div>
        <nav role="navigation" aria-labelledby="block-frachtkern-main-menu-menu" id="block-frachtkern-main-menu" class="block block-menu navigation menu--main">
          <h2 class="visually-hidden" id="block-frachtkern-main-menu-menu">Hauptnavigation</h2>
          <ul class="menu menu--level-1">
            <li class="menu-item"><a href="/plattform" data-drupal-link-system-path="node/4">Plattform</a></li>
            <li class="menu-item"><a href="/versandsoftware-fuer-haendler" data-drupal-link-system-path="node/9">Für Händler</a></li>
            <li class="menu-item"><a href="/carrier-netzwerk" data-drupal-link-system-path="node/15">Carrier-Netzwerk</a></li>
            <li class="menu-item"><a href="/referenzen" data-drupal-link-system-path="node/21">Referenzen</a></li>
            <li class="menu-item"><a href="/unternehmen" data-drupal-link-system-path="node/2">Unternehmen</a></li>
            <li class="menu-item"><a href="/kontakt" data-drupal-link-system-path="node/3">Kontakt</a></li>
          </ul>
        </nav>
        <a class="button button--primary" href="https://app.frachtkern.de/login">Kunden-Login</a>
      </div>
    </header>`;

const footer = `<footer class="site-footer" role="contentinfo">
      <div class="region region-footer">
        <div class="footer-col">
          <p><strong>Frachtkern GmbH</strong><br />Speicherstraße 14<br />44147 Dortmund</p>
          <p>Tel. <a href="tel:+4923158690">+49 231 586 90</a></p>
        </div>
        <nav class="footer-col menu--footer">
          <ul class="menu">
            <li><a href="/carrier-netzwerk">Carrier- &amp; Partnernetzwerk</a></li>
            <li><a href="/karriere">Karriere</a></li>
            <li><a href="/impressum">Impressum</a></li>
            <li><a href="/datenschutz">Datenschutz</a></li>
            <li><a href="https://status.frachtkern.de">Systemstatus</a></li>
          </ul>
        </nav>
        <div class="footer-col social">
          <a href="https://www.linkedin.com/company/frachtkern-gmbh/" target="_blank" rel="noopener">LinkedIn</a>
          <a href="https://www.xing.com/pages/frachtkern" target="_blank" rel="noopener">XING</a>
          <a href="https://www.youtube.com/@frachtkern" target="_blank" rel="noopener">YouTube</a>
        </div>
      </div>
    </footer>
    </div>`;

const tail = (
  nid: number,
) => `<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/${nid}","currentPathIsAdmin":false,"isFront":${nid === 1 ? 'true' : 'false'},"currentLanguage":"de"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"5e1b7c0f4a2d9e83b6c1a07f2d4e9b58c3a6f1e0d7b2c94a8e5f3b1d6c0a7e92"}}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/themes/custom/frachtkern/dist/js/main.js?sf3k2q"></script>
</body>
</html>`;

const page = (
  title: string,
  path: string,
  description: string,
  nid: number,
  bodyClass: string,
  main: string,
) => `${head(title, path, description)}
  <body class="${bodyClass} path-node page-node-type-page">
    ${header}
    <main role="main" id="main-content" tabindex="-1">
      <div class="region region-content">
        <div data-drupal-messages-fallback class="hidden"></div>
        <article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
${main}
        </article>
      </div>
    </main>
    ${footer}
${tail(nid)}`;

const carrierTable = (rows: [string, string, string, string][], pageIndex: 0 | 1) => `          <div class="views-element-container">
            <div class="view view-carrier view-id-carrier view-display-id-block_1 js-view-dom-id-9f2c41e8b7a0d35c">
              <div class="view-header"><p>${pageIndex === 0 ? 'Seite 1 von 2' : 'Seite 2 von 2'} · sortiert nach Name</p></div>
              <div class="view-content">
                <table class="cols-4 responsive-enabled">
                  <thead>
                    <tr><th id="view-title-table-column">Carrier</th><th>Leistungen</th><th>Länder</th><th>Website</th></tr>
                  </thead>
                  <tbody>
${rows.map(([name, services, countries, url]) => `                    <tr><td headers="view-title-table-column">${name}</td><td>${services}</td><td>${countries}</td><td>${url ? `<a href="${url}" target="_blank" rel="noopener">${new URL(url).hostname.replace(/^www\./, '')}</a>` : '–'}</td></tr>`).join('\n')}
                  </tbody>
                </table>
              </div>
              <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
                <h4 id="pagination-heading" class="visually-hidden">Seitennummerierung</h4>
                <ul class="pager__items js-pager__items">
${
  pageIndex === 0
    ? `                  <li class="pager__item is-active"><a href="?page=0" title="Aktuelle Seite" aria-current="page">1</a></li>
                  <li class="pager__item"><a href="?page=1" title="Gehe zu Seite 2">2</a></li>
                  <li class="pager__item pager__item--next"><a href="?page=1" title="Zur nächsten Seite" rel="next">›</a></li>`
    : `                  <li class="pager__item pager__item--previous"><a href="?page=0" title="Zur vorherigen Seite" rel="prev">‹</a></li>
                  <li class="pager__item"><a href="?page=0" title="Gehe zu Seite 1">1</a></li>
                  <li class="pager__item is-active"><a href="?page=1" title="Aktuelle Seite" aria-current="page">2</a></li>`
}
                </ul>
              </nav>
            </div>
          </div>`;

const carrierIntro = `          <div class="field field--name-body">
            <h1>Carrier- und Partnernetzwerk</h1>
            <p>Mit Frachtkern buchen Sie Paket, Stückgut und Teilladungen bei über 40 Transportdienstleistern zu Ihren eigenen oder unseren verhandelten Konditionen. Die folgenden Carrier-Partner sind direkt in der Plattform verfügbar.</p>
          </div>
          <h2>Unsere Carrier-Partner</h2>`;

const carrierExtras = `          <section class="paragraph paragraph--type--logo-grid">
            <h2>Technologiepartner</h2>
            <p>Shop-, ERP- und Lagersysteme mit fertiger Schnittstelle zu Frachtkern:</p>
            <ul class="logo-grid">
              <li><a href="https://www.warenkorb24.de/schnittstellen/frachtkern" title="Warenkorb24 – Shopsystem"><img src="/sites/default/files/2024-02/warenkorb24.svg" alt="Warenkorb24" loading="lazy" /></a></li>
              <li><a href="https://lagerix.de" title="Lagerix WMS"><img src="/sites/default/files/2024-02/lagerix.svg" alt="Lagerix" loading="lazy" /></a></li>
              <li><a href="https://www.kontora-erp.de/" title="Kontora ERP"><img src="/sites/default/files/2024-02/kontora.svg" alt="Kontora ERP" loading="lazy" /></a></li>
              <li><a href="https://scanwerk.com/de/" title="Scanwerk Handhelds"><img src="/sites/default/files/2024-02/scanwerk.svg" alt="Scanwerk" loading="lazy" /></a></li>
            </ul>
          </section>
          <section class="paragraph paragraph--type--text">
            <h2>Vertriebs- und Implementierungspartner</h2>
            <p>In Österreich betreut Sie unser Vertriebspartner <a href="https://www.logiconsult.at/">LogiConsult</a>, in der Schweiz die <a href="https://supplyfox.ch">Supplyfox AG</a>. Größere Einführungsprojekte in Deutschland setzen wir gemeinsam mit unserem Implementierungspartner <a href="https://prozesswerk-it.de/leistungen/versandlogistik">Prozesswerk IT</a> um.</p>
          </section>
          <section class="paragraph paragraph--type--text">
            <h2>Mitgliedschaften</h2>
            <p>Frachtkern ist Mitglied im <a href="https://www.vdl-ev.de/">Verband Digitale Logistik e.V.</a> und unterstützt die Initiative <a href="https://www.gruene-letzte-meile.de">Grüne letzte Meile</a>.</p>
          </section>
          <p>Sie sind Carrier und möchten angebunden werden? <a href="/kontakt?betreff=carrier">Sprechen Sie uns an</a>.</p>`;

const carriers1: [string, string, string, string][] = [
  ['Alpenexpress Logistik', 'Paket, Express', 'AT, DE, IT', 'https://www.alpenexpress.at/'],
  ['Baltika Freight', 'Teilladung, Komplettladung', 'PL, LT, LV, EE', 'https://baltikafreight.pl/en/'],
  ['Lumo Kurier', 'Same-Day, Kurier', 'DE', 'https://lumokurier.de'],
  ['Nordpaket', 'Paket, Retouren', 'DE, DK, SE', 'https://www.nordpaket.de/geschaeftskunden'],
  ['Rheinland Stückgut', 'Stückgut, Palette', 'DE, NL, BE', 'https://rheinland-stueckgut.de'],
];
const carriers2: [string, string, string, string][] = [
  ['Brixo Parcel', 'Paket', 'NL, BE, LU', 'https://www.brixoparcel.nl/'],
  ['Danubia Spedition', 'Stückgut, Zollabwicklung', 'AT, HU, SK, RO', 'https://danubia-spedition.at'],
  ['Helvetrans', 'Paket, Stückgut, Zoll CH', 'CH, LI', 'https://www.helvetrans.ch/de/'],
  ['Kuhlmann Transporte', 'Teilladung regional', 'DE (NRW)', ''],
  ['Vistula Cargo', 'Komplettladung', 'PL, CZ, DE', 'https://vistulacargo.pl'],
];

export const site: CorpusSite = {
  domain: 'frachtkern.de',
  covers:
    'Drupal 10 (X-Generator, meta Generator, drupal.js) behind Varnish and nginx, jQuery, Usercentrics; German carrier network as a Drupal views table with ?page=1 pager (one carrier without website), technology partners as logo grid with title attributes, sales/implementation partners in prose; negatives: memberships, award, customers, investors, XING/LinkedIn',
  pages: {
    '/': {
      headers: drupal,
      html: page(
        'Frachtkern | Versandsoftware und Carrier-Plattform',
        '/',
        'Frachtkern verbindet Händler und Verlader mit über 40 Carriern – Labeldruck, Tracking und Frachtkostenkontrolle in einer Plattform.',
        1,
        'path-frontpage',
        `          <section class="hero">
            <h1>Versand einfach machen. Für Händler, Hersteller und 3PL.</h1>
            <p>Ein Login für über 40 Carrier: Sendungen buchen, Labels drucken, Tracking an Kunden senden und Frachtrechnungen automatisch prüfen.</p>
            <a class="button" href="/demo">Demo vereinbaren</a>
          </section>
          <section class="usp">
            <div><h3>Multi-Carrier</h3><p>Paket, Stückgut und Ladung aus einer Oberfläche. <a href="/carrier-netzwerk">Zum Carrier-Netzwerk</a></p></div>
            <div><h3>Schnittstellen</h3><p>Fertige Anbindungen an Shop-, ERP- und Lagersysteme.</p></div>
            <div><h3>Frachtaudit</h3><p>Jede Rechnungsposition wird gegen Ihre Tarife geprüft.</p></div>
          </section>
          <section class="kundenlogos">
            <h2>Über 1.200 Unternehmen versenden mit Frachtkern</h2>
            <img src="/sites/default/files/2023-11/kunde-moebelhaus-brandt.png" alt="Möbelhaus Brandt" loading="lazy" />
            <img src="/sites/default/files/2023-11/kunde-gartenwelt-oberland.png" alt="Gartenwelt Oberland" loading="lazy" />
            <img src="/sites/default/files/2023-11/kunde-velotech.png" alt="Velotech" loading="lazy" />
          </section>
          <section class="auszeichnungen">
            <h2>Ausgezeichnet</h2>
            <p>Gewinner des <a href="https://www.logistik-innovationspreis.de/preistraeger-2023">Logistik-Innovationspreises 2023</a> in der Kategorie Software.</p>
          </section>`,
      ),
    },
    '/carrier-netzwerk': {
      headers: drupal,
      html: page(
        'Carrier- und Partnernetzwerk | Frachtkern',
        '/carrier-netzwerk',
        'Alle Carrier-Partner, Technologiepartner und Vertriebspartner von Frachtkern.',
        15,
        'path-node-15',
        `${carrierIntro}
${carrierTable(carriers1, 0)}
${carrierExtras}`,
      ),
    },
    '/carrier-netzwerk?page=1': {
      headers: drupal,
      html: page(
        'Carrier- und Partnernetzwerk | Frachtkern',
        '/carrier-netzwerk',
        'Alle Carrier-Partner, Technologiepartner und Vertriebspartner von Frachtkern.',
        15,
        'path-node-15',
        `${carrierIntro}
${carrierTable(carriers2, 1)}
${carrierExtras}`,
      ),
    },
    '/referenzen': {
      headers: drupal,
      html: page(
        'Referenzen | Frachtkern',
        '/referenzen',
        'Kunden berichten über ihre Erfahrungen mit Frachtkern.',
        21,
        'path-node-21',
        `          <h1>Referenzen</h1>
          <div class="referenz"><h2>Möbelhaus Brandt</h2><p>„Seit Frachtkern sparen wir 14 % Frachtkosten im Stückgut.“ – <a href="https://www.moebelhaus-brandt.de">moebelhaus-brandt.de</a></p></div>
          <div class="referenz"><h2>Velotech</h2><p>Fahrradteile-Versand in 22 Länder mit drei Carriern. <a href="https://velotech-parts.com">velotech-parts.com</a></p></div>
          <div class="referenz"><h2>Gartenwelt Oberland</h2><p>Saisonspitzen ohne zusätzliches Personal.</p></div>`,
      ),
    },
    '/unternehmen': {
      headers: drupal,
      html: page(
        'Unternehmen | Frachtkern',
        '/unternehmen',
        'Über die Frachtkern GmbH aus Dortmund.',
        2,
        'path-node-2',
        `          <h1>Über Frachtkern</h1>
          <p>Frachtkern wurde 2017 in Dortmund gegründet und beschäftigt heute 85 Mitarbeitende.</p>
          <h2>Investoren</h2>
          <p>Wir werden unterstützt von <a href="https://www.ruhrkapital.vc/">Ruhrkapital Ventures</a> und dem <a href="https://www.logistikfonds-nrw.de">Logistikfonds NRW</a>.</p>
          <h2>Presse</h2>
          <p><a href="https://www.dvz-logistiknews.de/frachtkern-series-b">Logistik-News: Frachtkern sammelt 18 Mio. Euro ein</a></p>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=UTF-8', server: 'nginx' },
      html: `#
# robots.txt
#
User-agent: *
# CSS, JS, Images
Allow: /core/*.css$
Allow: /core/*.js$
# Directories
Disallow: /core/
Disallow: /profiles/
# Paths (clean URLs)
Disallow: /admin/
Disallow: /user/login
Disallow: /search/
`,
    },
  },
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'jquery', 'usercentrics', 'open-graph', 'priority-hints'],
  partners: {
    'alpenexpress.at': 'generic',
    'baltikafreight.pl': 'generic',
    'lumokurier.de': 'generic',
    'nordpaket.de': 'generic',
    'rheinland-stueckgut.de': 'generic',
    'brixoparcel.nl': 'generic',
    'danubia-spedition.at': 'generic',
    'helvetrans.ch': 'generic',
    'vistulacargo.pl': 'generic',
    'warenkorb24.de': 'technology',
    'lagerix.de': 'technology',
    'kontora-erp.de': 'technology',
    'scanwerk.com': 'technology',
    'logiconsult.at': 'channel',
    'supplyfox.ch': 'channel',
    'prozesswerk-it.de': 'channel',
  },
};
