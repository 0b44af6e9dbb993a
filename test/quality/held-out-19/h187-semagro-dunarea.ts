import type { CorpusSite } from '../corpus/types.js';

/** Romanian seed and fertilizer producer (Slobozia, Ialomița) on Drupal 10 with a custom theme, Romanian. */

const drupalHeaders = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'MISS',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  'x-content-type-options': 'nosniff',
  'content-language': 'ro',
};

const menu: [string, string][] = [
  ['/', 'Acasă'],
  ['/despre-noi', 'Despre noi'],
  ['/produse', 'Produse'],
  ['/distribuitori', 'Distribuitori'],
  ['/cercetare-si-dezvoltare', 'Cercetare'],
  ['/noutati', 'Noutăți'],
  ['/cariere', 'Cariere'],
  ['/contact', 'Contact'],
];

const doc = (
  path: string,
  title: string,
  description: string,
  nodeId: number,
  content: string,
  extraSettings: Record<string, unknown> = {},
  extraHead = '',
) => ({
  headers: drupalHeaders,
  html: `<!DOCTYPE html>
<html lang="ro" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-SMG4R0D2VX"></script>
    <script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-SMG4R0D2VX", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location","allow_ad_personalization_signals":false});</script>
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://semagrodunarea.ro${path}" />
    <meta property="og:site_name" content="Semagro Dunărea" />
    <meta property="og:title" content="${title}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/semagro/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title} | Semagro Dunărea</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk3pQ9wL2mZ7rT1vY5nB8cD4fG6hJ0kL.css?delta=0&amp;language=ro&amp;theme=semagro&amp;include=eJxdjEEKwzAMBP_jcw8" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8Ii9Jj0Kk.css?delta=1&amp;language=ro&amp;theme=semagro&amp;include=eJxdjEEKwzAMBP_jcw8" />
${extraHead}    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
  </head>
  <body class="path-${path === '/' ? 'frontpage' : 'node page-node-type-page'}">
    <a href="#main-content" class="visually-hidden focusable skip-link">Salt la conținutul principal</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <div class="layout-container">
        <header class="site-header" role="banner">
          <div class="site-header__top">
            <div class="container"><span class="site-header__phone">Tel: <a href="tel:+40243231870">0243 231 870</a></span> · <span class="site-header__mail"><a href="mailto:office@semagrodunarea.ro">office@semagrodunarea.ro</a></span>
              <div class="language-switcher-language-url block block-language" role="navigation"><ul class="links"><li hreflang="ro" class="is-active"><a href="${path}" class="language-link is-active" hreflang="ro">RO</a></li><li hreflang="en"><a href="/en${path === '/' ? '' : path}" class="language-link" hreflang="en">EN</a></li></ul></div>
            </div>
          </div>
          <div class="container site-header__main">
            <div id="block-semagro-branding" class="block block-system block-system-branding-block">
              <a href="/" rel="home" class="site-logo"><img src="/themes/custom/semagro/logo.svg" alt="Acasă — Semagro Dunărea" fetchpriority="high" /></a>
            </div>
            <nav role="navigation" aria-labelledby="block-semagro-main-menu-menu" id="block-semagro-main-menu" class="block block-menu navigation menu--main">
              <h2 class="visually-hidden" id="block-semagro-main-menu-menu">Navigare principală</h2>
              <ul class="menu menu--level-1">
${menu.map(([href, label]) => `                <li class="menu-item${href === path ? ' menu-item--active-trail' : ''}"><a href="${href}"${href === path ? ' class="is-active" aria-current="page"' : ''} data-drupal-link-system-path="${href === '/' ? '&lt;front&gt;' : href.slice(1)}">${label}</a></li>`).join('\n')}
              </ul>
            </nav>
          </div>
        </header>
        <div class="region region-breadcrumb"><div id="block-semagro-breadcrumbs" class="block block-system block-system-breadcrumb-block"><nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="/">Acasă</a></li>${path === '/' ? '' : `<li>${title}</li>`}</ol></nav></div></div>
        <main role="main" class="main">
          <a id="main-content" tabindex="-1"></a>
          <div class="region region-content">
            <div data-drupal-messages-fallback class="hidden"></div>
            <div id="block-semagro-content" class="block block-system block-system-main-block">
              <article data-history-node-id="${nodeId}" class="node node--type-page node--view-mode-full">
                <h1 class="page-title"><span class="field field--name-title field--type-string field--label-hidden">${title}</span></h1>
                <div class="node__content">
${content}
                </div>
              </article>
            </div>
          </div>
        </main>
        <footer class="site-footer" role="contentinfo">
          <div class="container site-footer__grid">
            <div id="block-semagro-footer-contact" class="block block-block-content block-block-content3c1e2f4a">
              <h2>Semagro Dunărea SA</h2>
              <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Șoseaua Națională 21, km 4<br>920052 Slobozia, jud. Ialomița<br>CUI RO 1934572 · J21/118/1991</p></div>
            </div>
            <nav role="navigation" id="block-semagro-footer" class="block block-menu navigation menu--footer">
              <ul class="menu"><li class="menu-item"><a href="/distribuitori">Rețeaua de distribuție</a></li><li class="menu-item"><a href="/proiecte-europene">Proiecte europene</a></li><li class="menu-item"><a href="/politica-de-confidentialitate">Politica de confidențialitate</a></li><li class="menu-item"><a href="/politica-cookies">Politica de cookies</a></li><li class="menu-item"><a href="/termeni-si-conditii">Termeni și condiții</a></li></ul>
            </nav>
            <div id="block-semagro-footer-social" class="block block-block-content">
              <ul class="social"><li><a href="https://www.facebook.com/semagrodunarea">Facebook</a></li><li><a href="https://www.youtube.com/@semagrodunarea">YouTube</a></li><li><a href="https://www.linkedin.com/company/semagro-dunarea">LinkedIn</a></li></ul>
              <p class="anpc"><a href="https://anpc.ro/ce-este-sal/" rel="nofollow"><img src="/themes/custom/semagro/images/anpc-sal.svg" alt="Soluționarea alternativă a litigiilor" width="250" height="50" /></a> <a href="https://ec.europa.eu/consumers/odr" rel="nofollow"><img src="/themes/custom/semagro/images/anpc-sol.svg" alt="Soluționarea online a litigiilor" width="250" height="50" /></a></p>
            </div>
          </div>
          <div class="container site-footer__bottom"><p>© 2024 Semagro Dunărea SA. Toate drepturile rezervate. Web design: <a href="https://www.pixelcraft.ro" rel="nofollow">Pixelcraft</a></p></div>
        </footer>
      </div>
    </div>
    <div id="sliding-popup" class="sliding-popup-bottom" role="alertdialog" aria-describedby="popup-text" style="display:none"><div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><p>Folosim cookie-uri pentru a îmbunătăți experiența pe site și pentru statistici anonime.</p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Accept</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Refuz</button></div></div></div></div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">${JSON.stringify({ path: { baseUrl: '/', pathPrefix: '', currentPath: path === '/' ? 'node/1' : `node/${nodeId}`, currentPathIsAdmin: false, isFront: path === '/', currentLanguage: 'ro' }, pluralDelimiter: '\u0003', suppressDeprecationErrors: true, eu_cookie_compliance: { cookie_lifetime: 100, popup_enabled: true }, google_analytics: { account: 'G-SMG4R0D2VX', trackOutbound: true, trackMailto: true }, user: { uid: 0, permissionsHash: '4e2b1c9d7a5f3e1b0c8d6a4f2e0b9c7d5a3f1e8b6c4d2a0f9e7c5b3a1d8f6e4c' }, ...extraSettings })}</script>
    <script src="/sites/default/files/js/js_9fQ2wR4tY6uI8oP0aS2dF4gH6jK8lZ0x.js?scope=footer&amp;delta=0&amp;language=ro&amp;theme=semagro&amp;include=eJxdjEEKwzAMBP_jcw8"></script>
  </body>
</html>`,
});

const body = (
  html: string,
) => `                  <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
${html}
                  </div>`;

const home =
  body(`<div class="hero"><p class="hero__lead">Semințe hibride de porumb și floarea-soarelui, grâu de toamnă și îngrășăminte complexe, produse în Bărăgan din 1991.</p><p><a class="button button--primary" href="/produse">Vezi catalogul 2024</a> <a class="button" href="/distribuitori">Găsește un distribuitor</a></p></div>
<div class="cards">
  <div class="card"><h2>Semințe</h2><p>18 hibrizi de porumb (FAO 280–500) și 9 hibrizi de floarea-soarelui, testați în 40 de loturi demonstrative din toată țara.</p><p><a href="/produse#seminte">Află mai mult</a></p></div>
  <div class="card"><h2>Îngrășăminte</h2><p>NPK 15:15:15, 20:20:0 și formule cu sulf și microelemente, produse în fabrica noastră de la Slobozia.</p><p><a href="/produse#ingrasaminte">Află mai mult</a></p></div>
  <div class="card"><h2>Consultanță</h2><p>Agronomii noștri vin în fermă pentru analize de sol și planuri de fertilizare.</p><p><a href="/contact">Cere o vizită</a></p></div>
</div>
<h2>Ce spun fermierii</h2>
<blockquote><p>„Hibridul SD 427 ne-a dat 11,2 t/ha la irigat, în anul cel mai secetos din ultimii zece.”</p><p>— Ion Ionescu, <a href="https://www.fermaionescu.ro">Ferma Ionescu Agro</a>, Călărași</p></blockquote>
<blockquote><p>„Consultanța de fertilizare ne-a redus costul cu îngrășămintele cu 14%.”</p><p>— Maria Dobre, Agro Dobre SRL, Brăila</p></blockquote>
<h2>Ultimele noutăți</h2>
<ul><li><a href="/noutati/ziua-campului-2024">Ziua Câmpului 2024 la Slobozia — 27 iunie</a></li><li><a href="/noutati/hibrid-nou-floarea-soarelui">Hibrid nou de floarea-soarelui rezistent la lupoaie</a></li></ul>`);

const about =
  body(`<p>Semagro Dunărea SA a fost înființată în 1991, pe structura fostei stațiuni de producere a semințelor din Slobozia. Astăzi suntem unul dintre cei mai mari producători români de semințe hibride și îngrășăminte complexe, cu 310 angajați și o capacitate de condiționare de 25.000 de tone de semințe pe an.</p>
<h2>Repere</h2>
<table class="timeline"><tbody>
<tr><th>1991</th><td>Înființarea societății și primul hibrid de porumb înregistrat</td></tr>
<tr><th>2004</th><td>Fabrica de îngrășăminte complexe de la Slobozia</td></tr>
<tr><th>2016</th><td>Stația nouă de condiționare și tratare a semințelor</td></tr>
<tr><th>2022</th><td>Primele exporturi în Ucraina și Serbia</td></tr>
</tbody></table>
<h2>Calitate</h2>
<p>Sistemul nostru de management al calității este certificat ISO 9001:2015 de <a href="https://www.srac.ro/">SRAC CERT</a>. Loturile de semințe sunt certificate oficial de Inspecția Națională pentru Calitatea Semințelor.</p>
<p>Suntem membri ai Asociației Producătorilor de Semințe din România și ai Clusterului Agro-Industrial Bărăgan.</p>`);

const products = body(`<h2 id="seminte">Semințe</h2>
<table class="product-table"><thead><tr><th>Hibrid / soi</th><th>Cultură</th><th>FAO / grupă</th><th>Recomandat pentru</th></tr></thead><tbody>
<tr><td>SD 427</td><td>Porumb</td><td>FAO 420</td><td>Sud, irigat și neirigat</td></tr>
<tr><td>SD 351</td><td>Porumb</td><td>FAO 350</td><td>Centru, Moldova</td></tr>
<tr><td>Helios SD 12</td><td>Floarea-soarelui</td><td>Semitimpuriu</td><td>Toleranță la lupoaie (raselele A–G)</td></tr>
<tr><td>Bărăgan 21</td><td>Grâu de toamnă</td><td>—</td><td>Toate zonele</td></tr>
</tbody></table>
<h2 id="ingrasaminte">Îngrășăminte</h2>
<ul><li><strong>NPK 15:15:15</strong> — granulat, saci de 50 kg și big-bag 500 kg</li><li><strong>NP 20:20:0</strong> — pentru fertilizarea de bază la cereale</li><li><strong>NPK 10:25:25 + 5 SO₃</strong> — pentru floarea-soarelui și rapiță</li></ul>
<h2>Fertilizare de precizie</h2>
<p>Planurile de fertilizare pe zone de management se realizează împreună cu partenerul nostru tehnologic <strong>AgroMetrix</strong>, a cărui platformă preia hărțile de recoltă și analizele de sol și generează hărți de aplicare variabilă pentru utilajele dumneavoastră. Detalii pe <a href="https://www.agrometrix.ro/integrari/semagro">agrometrix.ro</a>.</p>
<p><a class="button" href="/sites/default/files/2024-01/catalog-semagro-2024.pdf">Descarcă catalogul 2024 (PDF, 6,2 MB)</a></p>`);

const distributors = [
  {
    judet: 'Ialomița',
    name: 'Agro Chim Ialomița SRL',
    loc: 'Slobozia',
    tel: '0243 215 400',
    web: '<a href="https://www.agrochimialomita.ro">www.agrochimialomita.ro</a>',
    lat: 44.5637,
    lon: 27.3662,
  },
  {
    judet: 'Timiș',
    name: 'Fermierul Bănățean SRL',
    loc: 'Timișoara',
    tel: '0256 290 118',
    web: '<a href="https://fermierulbanatean.ro">fermierulbanatean.ro</a>',
    lat: 45.7489,
    lon: 21.2087,
  },
  {
    judet: 'Timiș',
    name: 'Agrocentru Timiș SRL',
    loc: 'Lugoj',
    tel: '0256 352 771',
    web: '<a href="https://www.agrocentrutimis.ro">agrocentrutimis.ro</a>',
    lat: 45.6886,
    lon: 21.9031,
  },
  {
    judet: 'Dolj',
    name: 'Cerealcom Dolj SA',
    loc: 'Craiova',
    tel: '0251 412 090',
    web: '<a href="https://www.cerealcomdolj.ro">cerealcomdolj.ro</a>',
    lat: 44.3302,
    lon: 23.7949,
  },
  {
    judet: 'Iași',
    name: 'AgroMoldova Distribuție SRL',
    loc: 'Iași',
    tel: '0232 270 445',
    web: 'agromoldovadistributie.ro',
    lat: 47.1585,
    lon: 27.6014,
  },
  {
    judet: 'Brăila',
    name: 'Semtop SRL',
    loc: 'Brăila',
    tel: '0239 611 302',
    web: '<a href="https://semtop.ro">semtop.ro</a>',
    lat: 45.2692,
    lon: 27.9575,
  },
  { judet: 'Suceava', name: 'Ferma Verde Suceava SRL', loc: 'Fălticeni', tel: '0230 541 118', web: '—', lat: 47.4597, lon: 26.3001 },
  {
    judet: 'Teleorman',
    name: 'Agro Sud Teleorman SRL',
    loc: 'Alexandria',
    tel: '0247 312 664',
    web: '<a href="https://www.agrosudteleorman.ro">agrosudteleorman.ro</a>',
    lat: 43.9686,
    lon: 25.3333,
  },
];

const leafletHead = `    <link rel="stylesheet" media="all" href="/libraries/leaflet/dist/leaflet.css?v=1.9.4" />
    <script src="/libraries/leaflet/dist/leaflet.js?v=1.9.4"></script>
`;

const distributorsPage = `                  <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Semințele și îngrășămintele Semagro se vând exclusiv prin rețeaua noastră de distribuitori autorizați, care asigură și consultanță agronomică în zonă. Pentru cantități de peste 20 t vă rugăm să contactați direct <a href="mailto:vanzari@semagrodunarea.ro">departamentul de vânzări</a>.</p></div>
                  <div id="leaflet-map-view-distribuitori-block-1" class="leaflet-container" style="height:420px" aria-label="Harta distribuitorilor"></div>
                  <div class="views-element-container"><div class="view view-distribuitori view-id-distribuitori view-display-id-page_1 js-view-dom-id-8a3f1c9e2b7d4e6f0a1b2c3d4e5f6a7b">
                    <div class="view-filters"><form class="views-exposed-form" data-drupal-selector="views-exposed-form-distribuitori-page-1" action="/distribuitori" method="get" id="views-exposed-form-distribuitori-page-1" accept-charset="UTF-8"><div class="js-form-item form-item js-form-type-select form-type-select js-form-item-judet form-item-judet"><label for="edit-judet">Județ</label><select data-drupal-selector="edit-judet" id="edit-judet" name="judet" class="form-select"><option value="All" selected="selected">- Oricare -</option><option value="IL">Ialomița</option><option value="TM">Timiș</option><option value="DJ">Dolj</option><option value="IS">Iași</option><option value="BR">Brăila</option><option value="SV">Suceava</option><option value="TR">Teleorman</option></select></div><div class="form-actions js-form-wrapper form-wrapper"><input data-drupal-selector="edit-submit-distribuitori" type="submit" id="edit-submit-distribuitori" value="Filtrează" class="button js-form-submit form-submit" /></div></form></div>
                    <div class="view-content">
                      <table class="views-table views-view-table cols-5">
                        <thead><tr><th id="view-field-judet-table-column" class="views-field views-field-field-judet" scope="col">Județ</th><th id="view-title-table-column" class="views-field views-field-title" scope="col">Distribuitor</th><th id="view-field-localitate-table-column" class="views-field views-field-field-localitate" scope="col">Localitate</th><th id="view-field-telefon-table-column" class="views-field views-field-field-telefon" scope="col">Telefon</th><th id="view-field-website-table-column" class="views-field views-field-field-website" scope="col">Website</th></tr></thead>
                        <tbody>
${distributors.map((d, i) => `                          <tr class="${i % 2 ? 'even' : 'odd'}"><td headers="view-field-judet-table-column" class="views-field views-field-field-judet">${d.judet}</td><td headers="view-title-table-column" class="views-field views-field-title">${d.name}</td><td headers="view-field-localitate-table-column" class="views-field views-field-field-localitate">${d.loc}</td><td headers="view-field-telefon-table-column" class="views-field views-field-field-telefon">${d.tel}</td><td headers="view-field-website-table-column" class="views-field views-field-field-website">${d.web}</td></tr>`).join('\n')}
                        </tbody>
                      </table>
                    </div>
                    <div class="view-footer"><p>Distribuitori în afara României: vezi <a href="/distribuitori/export">parteneri export</a>.</p></div>
                  </div></div>`;

const exportPage = body(`<p>Din 2022 hibrizii Semagro sunt disponibili și în țările vecine prin parteneri de distribuție exclusivi:</p>
<h2>Republica Moldova</h2>
<p><strong>AgroProgres SRL</strong>, Chișinău — distribuitor exclusiv pentru semințe și îngrășăminte. <a href="https://agroprogres.md">agroprogres.md</a>, tel. +373 22 84 11 20</p>
<h2>Bulgaria</h2>
<p><strong>Agrotrade Dobrudzha EOOD</strong>, Dobrich — hibrizi de porumb și floarea-soarelui. <a href="https://www.agrotrade-dobrudzha.bg">www.agrotrade-dobrudzha.bg</a></p>
<h2>Serbia</h2>
<p><strong>Semenarna Banat d.o.o.</strong>, Zrenjanin — <a href="https://semenarnabanat.rs">semenarnabanat.rs</a></p>
<h2>Ungaria</h2>
<p><strong>Alföld Vetőmag Kft.</strong>, Szeged — <a href="https://www.alfoldvetomag.hu">alfoldvetomag.hu</a></p>
<h2>Ucraina</h2>
<p><strong>AgroStep LLC</strong>, Odesa — distribuție în regiunile Odesa și Mykolaiv. <a href="https://agrostep.com.ua">agrostep.com.ua</a></p>
<p>Sunteți interesat să deveniți partener de distribuție? Scrieți-ne la <a href="mailto:export@semagrodunarea.ro">export@semagrodunarea.ro</a>.</p>`);

const research =
  body(`<p>Ameliorarea unui hibrid durează între 8 și 12 ani. Programul nostru de cercetare are 24 de cercetători și 60 ha de câmpuri experimentale, dar nu lucrăm singuri: colaborăm cu institute și universități din România și din străinătate.</p>
<h2>Parteneri de cercetare</h2>
<div class="paragraph paragraph--type--partner-grid">
  <div class="partner"><img src="/sites/default/files/styles/partner_logo/public/2023-05/scda-baragan.png?itok=Qx7pL2aB" alt="Stațiunea de Cercetare-Dezvoltare Agricolă Bărăgan" width="180" height="90" loading="lazy" /><h3>SCDA Bărăgan</h3><p>Loturi comune de testare a hibrizilor în condiții de secetă. <a href="https://www.scda-baragan.ro">scda-baragan.ro</a></p></div>
  <div class="partner"><img src="/sites/default/files/styles/partner_logo/public/2023-05/ipad.png?itok=Rt5uW8xC" alt="Institutul de Pedologie Aplicată Dunărea" width="180" height="90" loading="lazy" /><h3>Institutul de Pedologie Aplicată Dunărea</h3><p>Cartarea solurilor și formulele noastre de îngrășăminte cu sulf. <a href="https://ipad-cercetare.ro">ipad-cercetare.ro</a></p></div>
  <div class="partner"><img src="/sites/default/files/styles/partner_logo/public/2023-05/uacd.png?itok=Ab3Cd4Ef" alt="Universitatea Agronomică Câmpia Dunării" width="180" height="90" loading="lazy" /><h3>Universitatea Agronomică Câmpia Dunării</h3><p>Doctoranzi în ameliorare și practică de vară pentru studenți. <a href="https://www.uacd.ro">www.uacd.ro</a></p></div>
  <div class="partner"><img src="/sites/default/files/styles/partner_logo/public/2023-05/hortus-genetics.png?itok=Gh5Ij6Kl" alt="Hortus Genetics" width="180" height="90" loading="lazy" /><h3>Hortus Genetics BV (Olanda)</h3><p>Markeri moleculari pentru rezistența la lupoaie a floarea-soarelui. <a href="https://www.hortusgenetics.nl">hortusgenetics.nl</a></p></div>
</div>
<h2>Proiecte</h2>
<p>Programul de ameliorare pentru toleranță la secetă este cofinanțat prin fonduri europene — vezi <a href="/proiecte-europene">Proiecte europene</a>.</p>`);

const news = `                  <div class="views-element-container"><div class="view view-noutati view-id-noutati view-display-id-page_1">
                    <div class="view-content">
                      <div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2><a href="/noutati/ziua-campului-2024" rel="bookmark">Ziua Câmpului 2024 la Slobozia — 27 iunie</a></h2><div class="node__meta">12 martie 2024</div><p>Vă așteptăm în loturile demonstrative cu 26 de hibrizi de porumb și floarea-soarelui, alături de distribuitorii noștri din toată țara.</p></article></div>
                      <div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2><a href="/noutati/hibrid-nou-floarea-soarelui" rel="bookmark">Hibrid nou de floarea-soarelui rezistent la lupoaie</a></h2><div class="node__meta">20 februarie 2024</div><p>Helios SD 12, dezvoltat împreună cu Hortus Genetics, a fost înscris în Catalogul oficial. Citiți și <a href="https://www.agrointel.ro/265432/semagro-hibrid-floarea-soarelui-lupoaie/">articolul din Agrointel</a>.</p></article></div>
                      <div class="views-row"><article class="node node--type-article node--view-mode-teaser"><h2><a href="/noutati/indagra-2023" rel="bookmark">Semagro la INDAGRA 2023</a></h2><div class="node__meta">30 octombrie 2023</div><p>Standul nostru a primit premiul pentru cel mai bun exponent din sectorul semințe la <a href="https://www.indagra.ro/">INDAGRA</a>.</p></article></div>
                    </div>
                    <nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Paginare</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active"><a href="?page=0" title="Pagina curentă" aria-current="page">1</a></li><li class="pager__item"><a href="?page=1" title="Mergi la pagina 2">2</a></li><li class="pager__item pager__item--next"><a href="?page=1" title="Mergi la pagina următoare" rel="next">›</a></li></ul></nav>
                  </div></div>`;

const careers = body(`<p>Căutăm oameni pasionați de agricultură pentru echipele din Slobozia și din teritoriu.</p>
<h2>Posturi disponibile</h2>
<ul><li><strong>Agronom de zonă</strong> — Moldova (Iași, Vaslui, Botoșani)</li><li><strong>Operator stație de condiționare semințe</strong> — Slobozia</li><li><strong>Cercetător ameliorare porumb</strong> — Slobozia</li></ul>
<p>Trimiteți CV-ul la <a href="mailto:hr@semagrodunarea.ro">hr@semagrodunarea.ro</a> sau aplicați pe <a href="https://www.ejobs.ro/company/semagro-dunarea/218774">eJobs</a>.</p>`);

const contact = body(`<div class="contact-grid">
<div><h2>Sediul central</h2><p>Șoseaua Națională 21, km 4<br>920052 Slobozia, jud. Ialomița</p><p>Tel: <a href="tel:+40243231870">0243 231 870</a><br>Vânzări: <a href="mailto:vanzari@semagrodunarea.ro">vanzari@semagrodunarea.ro</a><br>Export: <a href="mailto:export@semagrodunarea.ro">export@semagrodunarea.ro</a></p></div>
<div><h2>Formular de contact</h2>
<form class="contact-message-feedback-form contact-message-form contact-form" data-drupal-selector="contact-message-feedback-form" action="/contact" method="post" id="contact-message-feedback-form" accept-charset="UTF-8">
<div class="js-form-item form-item js-form-type-textfield form-item-name"><label for="edit-name" class="js-form-required form-required">Numele dvs.</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required" required="required" aria-required="true" /></div>
<div class="js-form-item form-item js-form-type-email form-item-mail"><label for="edit-mail" class="js-form-required form-required">Adresa de email</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" value="" size="60" maxlength="254" class="form-email required" required="required" aria-required="true" /></div>
<div class="js-form-item form-item js-form-type-textarea form-item-message-0-value"><label for="edit-message-0-value" class="js-form-required form-required">Mesaj</label><textarea data-drupal-selector="edit-message-0-value" id="edit-message-0-value" name="message[0][value]" rows="12" cols="60" class="form-textarea required" required="required" aria-required="true"></textarea></div>
<input autocomplete="off" data-drupal-selector="form-7xq2m9plr4t1v8w5z3y6b0n2c4d6f8h0" type="hidden" name="form_build_id" value="form-7xq2m9plr4t1v8w5z3y6b0n2c4d6f8h0" /><input data-drupal-selector="edit-contact-message-feedback-form" type="hidden" name="form_id" value="contact_message_feedback_form" />
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Trimite mesajul" class="button button--primary js-form-submit form-submit" /></div>
</form></div>
</div>`);

const euProjects = body(`<h2>„Dezvoltarea de hibrizi de porumb toleranți la secetă pentru Câmpia Română” — cod SMIS 151234</h2>
<p><strong>Beneficiar:</strong> Semagro Dunărea SA<br><strong>Valoare totală:</strong> 7.480.000 lei, din care finanțare nerambursabilă 4.920.000 lei<br><strong>Perioada de implementare:</strong> 01.03.2022 – 28.02.2025</p>
<p>Proiect cofinanțat din Fondul European de Dezvoltare Regională prin Programul Operațional Competitivitate 2014–2020.</p>
<p>Conținutul acestui material nu reprezintă în mod obligatoriu poziția oficială a Uniunii Europene sau a Guvernului României. Pentru informații detaliate despre celelalte programe cofinanțate de Uniunea Europeană, vă invităm să vizitați <a href="https://www.fonduri-ue.ro">www.fonduri-ue.ro</a> și <a href="https://mfe.gov.ro">mfe.gov.ro</a>.</p>
<p><img src="/sites/default/files/2022-03/sigle-poc-ue-guvern.png" alt="Uniunea Europeană — Guvernul României — Instrumente Structurale 2014–2020" width="900" height="120" loading="lazy" /></p>`);

export const site: CorpusSite = {
  domain: 'semagrodunarea.ro',
  covers:
    'Drupal 10 seed and fertilizer producer (ro): distributors in a Views table (one website as plain text, one without), export distributors as paragraphs by country on a sub-page, research partners as a logo grid with links, a technology partner named in product prose; EU funders and ministry links, ANPC consumer-dispute badges, certifier, trade fair, press, customer testimonial, job board and agency credit as negatives; Leaflet map; sitemap',
  pages: {
    '/': doc('/', 'Semințe și îngrășăminte din Bărăgan', 'Producător român de semințe hibride și îngrășăminte complexe.', 1, home),
    '/despre-noi': doc('/despre-noi', 'Despre noi', 'Istoria și valorile Semagro Dunărea.', 2, about),
    '/produse': doc('/produse', 'Produse', 'Hibrizi de porumb și floarea-soarelui, grâu și îngrășăminte NPK.', 3, products),
    '/distribuitori': doc(
      '/distribuitori',
      'Distribuitori',
      'Rețeaua de distribuitori autorizați Semagro în România.',
      4,
      distributorsPage,
      {
        leaflet: {
          'leaflet-map-view-distribuitori-block-1': {
            mapid: 'leaflet-map-view-distribuitori-block-1',
            map: { label: 'OSM Mapnik', settings: { zoom: 7, center: { lat: 45.9, lon: 25.0 } } },
            features: distributors.map((d) => ({
              type: 'point',
              lat: d.lat,
              lon: d.lon,
              popup: { value: `<b>${d.name}</b><br>${d.loc}` },
            })),
          },
        },
      },
      leafletHead,
    ),
    '/distribuitori/export': doc(
      '/distribuitori/export',
      'Parteneri export',
      'Distribuitorii Semagro în Moldova, Bulgaria, Serbia, Ungaria și Ucraina.',
      5,
      exportPage,
    ),
    '/cercetare-si-dezvoltare': doc(
      '/cercetare-si-dezvoltare',
      'Cercetare și dezvoltare',
      'Programul de ameliorare Semagro și partenerii de cercetare.',
      6,
      research,
    ),
    '/noutati': doc('/noutati', 'Noutăți', 'Știri și evenimente Semagro.', 7, news),
    '/cariere': doc('/cariere', 'Cariere', 'Locuri de muncă la Semagro Dunărea.', 8, careers),
    '/contact': doc('/contact', 'Contact', 'Contactați Semagro Dunărea.', 9, contact),
    '/proiecte-europene': doc('/proiecte-europene', 'Proiecte europene', 'Proiecte cofinanțate din fonduri europene.', 10, euProjects),
  },
  sitemap: [
    '/',
    '/despre-noi',
    '/produse',
    '/distribuitori',
    '/distribuitori/export',
    '/cercetare-si-dezvoltare',
    '/noutati',
    '/cariere',
    '/contact',
    '/proiecte-europene',
  ],
  technologies: ['drupal', 'php', 'nginx', 'jquery', 'leaflet', 'google-analytics', 'google-tag-manager'],
  partners: {
    'agrochimialomita.ro': 'channel',
    'fermierulbanatean.ro': 'channel',
    'agrocentrutimis.ro': 'channel',
    'cerealcomdolj.ro': 'channel',
    'agromoldovadistributie.ro': 'channel',
    'semtop.ro': 'channel',
    'agrosudteleorman.ro': 'channel',
    'agroprogres.md': 'channel',
    'agrotrade-dobrudzha.bg': 'channel',
    'semenarnabanat.rs': 'channel',
    'alfoldvetomag.hu': 'channel',
    'agrostep.com.ua': 'channel',
    'scda-baragan.ro': 'generic',
    'ipad-cercetare.ro': 'generic',
    'uacd.ro': 'generic',
    'hortusgenetics.nl': 'generic',
    'agrometrix.ro': 'technology',
  },
};
