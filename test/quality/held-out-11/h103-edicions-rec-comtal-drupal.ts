import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, bodyClass: string, content: string) => `<!DOCTYPE html>
<html lang="ca" dir="ltr">
  <head>
    <meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/reccomtal/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title} | Edicions del Rec Comtal</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_v8HqRk2Lx0cP3aZt1mWcEo9Nf4Gb6Jy7Ds5Ui2Qw.css?delta=0&amp;language=ca&amp;theme=reccomtal&amp;include=eJxLzs8rSc0rKdZPLUvNK9FJLEnMTSxKLEnVKUotTi0qyczPAwC6tAvR" />
    <link rel="stylesheet" media="all" href="/themes/custom/reccomtal/css/rec.css?sdf01k" />
<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://estadistiques.edicionsreccomtal.cat/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
  </head>
  <body class="path-${bodyClass}">
    <a href="#main-content" class="visually-hidden focusable skip-link">Salta al contingut principal</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
  <header role="banner" class="site-header">
    <div id="block-reccomtal-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/reccomtal/logo.svg" alt="Inici" /></a>
      <div class="site-name"><a href="/" rel="home">Edicions del Rec Comtal</a></div>
    </div>
    <nav role="navigation" aria-labelledby="block-reccomtal-main-menu-menu" id="block-reccomtal-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-reccomtal-main-menu-menu">Navegació principal</h2>
      <ul class="menu">
        <li class="menu-item"><a href="/cataleg" data-drupal-link-system-path="node/12">Catàleg</a></li>
        <li class="menu-item"><a href="/autors" data-drupal-link-system-path="autors">Autors</a></li>
        <li class="menu-item"><a href="/on-comprar" data-drupal-link-system-path="on-comprar">On comprar</a></li>
        <li class="menu-item"><a href="/blog" data-drupal-link-system-path="blog">Blog</a></li>
        <li class="menu-item"><a href="/qui-som" data-drupal-link-system-path="node/3">Qui som</a></li>
      </ul>
    </nav>
  </header>
  <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="layout-content">
${content}
    </div>
  </main>
  <footer role="contentinfo" class="site-footer">
    <div class="region region-footer">
      <nav role="navigation" id="block-reccomtal-footer" class="block block-menu navigation menu--footer">
        <ul class="menu">
          <li class="menu-item"><a href="/distribucio" data-drupal-link-system-path="node/41">Distribució i punts de venda</a></li>
          <li class="menu-item"><a href="/premis" data-drupal-link-system-path="node/18">Premis</a></li>
          <li class="menu-item"><a href="/premsa" data-drupal-link-system-path="node/22">Premsa</a></li>
          <li class="menu-item"><a href="/manuscrits" data-drupal-link-system-path="node/7">Enviament de manuscrits</a></li>
          <li class="menu-item"><a href="/avis-legal" data-drupal-link-system-path="node/2">Avís legal</a></li>
        </ul>
      </nav>
      <div id="block-reccomtal-xarxes" class="block block-block-content">
        <ul class="xarxes">
          <li><a href="https://www.instagram.com/edicionsreccomtal/">Instagram</a></li>
          <li><a href="https://x.com/reccomtal">X</a></li>
          <li><a href="https://www.facebook.com/edicionsreccomtal">Facebook</a></li>
        </ul>
      </div>
      <div id="block-reccomtal-suport" class="block block-block-content suport-institucional">
        <p>Amb el suport de:</p>
        <a href="https://llull.cat/"><img src="/sites/default/files/2023-01/logo-irl.png" alt="Institut Ramon Llull" /></a>
        <a href="https://icec.gencat.cat/ca/inici"><img src="/sites/default/files/2023-01/logo-icec.png" alt="Generalitat de Catalunya. Institut Català de les Empreses Culturals" /></a>
        <a href="https://www.diba.cat/"><img src="/sites/default/files/2023-01/logo-diba.png" alt="Diputació de Barcelona" /></a>
      </div>
      <p class="copyright">Edicions del Rec Comtal SCCL &middot; Carrer del Rec Comtal, 19, 08003 Barcelona &middot; <a href="mailto:edicions@edicionsreccomtal.cat">edicions@edicionsreccomtal.cat</a></p>
    </div>
  </footer>
</div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"${bodyClass}","currentPathIsAdmin":false,"isFront":${bodyClass === 'front'},"currentLanguage":"ca"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"3f1b9d0a4c7e2b6f8a1d5c9e0b3f7a2d4c6e8b0a1f3d5c7e9b2a4d6f8c0e1a3b"}}</script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/themes/custom/reccomtal/js/rec.js?sdf01k"></script>
  </body>
</html>`;

const llibreria = (nom: string, adreca: string, web = '') => `<div class="views-row">
  <div class="views-field views-field-title"><h3 class="field-content">${nom}</h3></div>
  <div class="views-field views-field-field-adreca"><div class="field-content">${adreca}</div></div>
  ${web ? `<div class="views-field views-field-field-web"><span class="views-label">Web: </span><div class="field-content">${web}</div></div>` : ''}
</div>`;

export const site: CorpusSite = {
  domain: 'edicionsreccomtal.cat',
  covers:
    "Catalan independent publisher on Drupal 10 (Apache, Matomo): a paginated 'On comprar' bookshop view grouped by comarca (linked shops, one domain only written, one shop with only a Facebook page, one without web) plus a distribution page with distributors and online shops; traps are institutional funders in every footer, guild memberships, literary awards, press articles, an author's personal links and the printer named in a blog post.",
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'Apache',
        'x-generator': 'Drupal 10 (https://www.drupal.org)',
        'x-drupal-cache': 'HIT',
        'x-drupal-dynamic-cache': 'UNCACHEABLE',
        expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
        'cache-control': 'max-age=900, public',
        'x-content-type-options': 'nosniff',
        'content-language': 'ca',
      },
      html: page(
        'Inici',
        'front',
        `<div class="views-element-container block block-views" id="block-novetats">
  <h2>Novetats</h2>
  <div class="view view-novetats view-id-novetats view-display-id-block_1">
    <div class="view-content">
      <div class="views-row"><article class="node node--type-llibre node--view-mode-teaser"><a href="/cataleg/la-sequia-de-les-hores"><img src="/sites/default/files/styles/coberta/public/2024-03/sequia-hores.jpg?itok=Qm3aB8xR" alt="Coberta de La sèquia de les hores" /></a><h3><a href="/cataleg/la-sequia-de-les-hores">La sèquia de les hores</a></h3><p>Marta Pujol i Ferrer</p></article></div>
      <div class="views-row"><article class="node node--type-llibre node--view-mode-teaser"><a href="/cataleg/postals-des-del-delta"><img src="/sites/default/files/styles/coberta/public/2024-02/postals-delta.jpg?itok=T9bP2kLw" alt="Coberta de Postals des del delta" /></a><h3><a href="/cataleg/postals-des-del-delta">Postals des del delta</a></h3><p>Joan Bertran</p></article></div>
    </div>
  </div>
</div>
<div class="block block-block-content" id="block-sant-jordi">
  <h2>Sant Jordi 2024</h2>
  <p>Consulta on signaran els nostres autors i autores el 23 d'abril al <a href="/blog/sant-jordi-2024">nostre blog</a>. Els llibres del Rec Comtal es troben a més de cent llibreries de tot el país: <a href="/on-comprar">troba la teva</a>.</p>
</div>`,
      ),
    },
    '/on-comprar': {
      html: page(
        'On comprar',
        'on-comprar',
        `<h1 class="page-title">On comprar els nostres llibres</h1>
<p>Estimem les llibreries de proximitat. Aquestes són les llibreries amigues on sempre trobaràs el fons del Rec Comtal. Si la teva llibreria no el té, demana-li: el pot encarregar a la nostra distribuïdora.</p>
<div class="view view-llibreries view-id-llibreries view-display-id-page_1">
  <div class="view-filters"><form action="/on-comprar" method="get" id="views-exposed-form-llibreries-page-1"><label for="edit-comarca">Comarca</label><select data-drupal-selector="edit-comarca" id="edit-comarca" name="comarca"><option value="All" selected="selected">- Totes -</option><option value="barcelones">Barcelonès</option><option value="valles">Vallès</option><option value="girones">Gironès</option></select><input type="submit" value="Filtra" class="button js-form-submit form-submit" /></form></div>
  <div class="view-content">
    <h2 class="view-grouping">Barcelonès</h2>
    ${llibreria('Llibreria Tramuntana', 'Carrer de Verdi, 32, 08012 Barcelona (Gràcia)', '<a href="https://www.llibreriatramuntana.cat">llibreriatramuntana.cat</a>')}
    ${llibreria("Llibreria L'Espiga", 'Carrer de Sants, 201, 08028 Barcelona', '<a href="https://lespiga.cat/">lespiga.cat</a>')}
    ${llibreria('Llibres del Born', 'Carrer de la Princesa, 14, 08003 Barcelona', '<a href="https://www.llibresdelborn.com/ca/">www.llibresdelborn.com</a>')}
    <h2 class="view-grouping">Vallès Occidental i Oriental</h2>
    ${llibreria('La Fanal Llibres', 'Carrer de Sant Quirze, 45, 08201 Sabadell', '<a href="http://lafanal.cat">lafanal.cat</a>')}
    ${llibreria('Llibreria Clàssica de Terrassa', 'Rambla d&#039;Ègara, 120, 08221 Terrassa', 'www.classicaterrassa.cat')}
    ${llibreria('Llibreria Can Pere', 'Carrer Anselm Clavé, 7, 08401 Granollers')}
  </div>
  <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Paginació</h4>
    <ul class="pager__items js-pager__items">
      <li class="pager__item is-active"><a href="/on-comprar" title="Pàgina actual" aria-current="page">1</a></li>
      <li class="pager__item"><a href="/on-comprar/pagina-2" title="Vés a la pàgina 2">2</a></li>
      <li class="pager__item pager__item--next"><a href="/on-comprar/pagina-2" title="Vés a la pàgina següent" rel="next"><span aria-hidden="true">Següent ›</span></a></li>
    </ul>
  </nav>
</div>
<p>També pots comprar els llibres en línia: consulta la pàgina de <a href="/distribucio">distribució i punts de venda</a>.</p>`,
      ),
    },
    '/on-comprar/pagina-2': {
      html: page(
        'On comprar (pàgina 2)',
        'on-comprar',
        `<h1 class="page-title">On comprar els nostres llibres</h1>
<div class="view view-llibreries view-id-llibreries view-display-id-page_1">
  <div class="view-content">
    <h2 class="view-grouping">Comarques gironines</h2>
    ${llibreria('Llibreria Les Voltes', "Plaça de l'Oli, 3, 17004 Girona", '<a href="https://llibreriavoltes.cat/">llibreriavoltes.cat</a>')}
    <h2 class="view-grouping">Catalunya Central</h2>
    ${llibreria("Llibreria L'Ateneu", 'Carrer de la Riera, 22, 08500 Vic', '<a href="https://www.llibreriaateneu.cat/">llibreriaateneu.cat</a>')}
    <h2 class="view-grouping">Ponent</h2>
    ${llibreria('Llibreria Pla de Ponent', 'Carrer Major, 66, 25007 Lleida', '<a href="https://www.pladeponent.cat/?utm_source=reccomtal">pladeponent.cat</a>')}
    <h2 class="view-grouping">Camp de Tarragona</h2>
    ${llibreria('La Capona Llibres', 'Carrer de Monterols, 9, 43201 Reus', '<a href="https://lacaponallibres.cat/">lacaponallibres.cat</a>')}
    <h2 class="view-grouping">Terres de l&#039;Ebre</h2>
    ${llibreria('Ebre Lletres', 'Carrer de la Rosa, 4, 43500 Tortosa', '<a href="https://www.facebook.com/ebrelletres">Facebook</a>')}
  </div>
  <nav class="pager" role="navigation">
    <ul class="pager__items js-pager__items">
      <li class="pager__item pager__item--previous"><a href="/on-comprar" title="Vés a la pàgina anterior" rel="prev"><span aria-hidden="true">‹ Anterior</span></a></li>
      <li class="pager__item"><a href="/on-comprar" title="Vés a la pàgina 1">1</a></li>
      <li class="pager__item is-active"><a href="/on-comprar/pagina-2" title="Pàgina actual" aria-current="page">2</a></li>
    </ul>
  </nav>
</div>`,
      ),
    },
    '/distribucio': {
      html: page(
        'Distribució i punts de venda',
        'node-41',
        `<h1 class="page-title">Distribució i punts de venda</h1>
<article class="node node--type-page node--view-mode-full">
  <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
    <p>Si ets llibreter o llibretera i vols tenir els nostres llibres, adreça't a la distribuïdora del teu territori:</p>
    <dl class="distribuidores">
      <dt>Catalunya i Andorra</dt>
      <dd>Distribucions Garbí, SL &mdash; Polígon Can Salvatella, Barberà del Vallès &mdash; <a href="https://www.distribucionsgarbi.cat/">www.distribucionsgarbi.cat</a></dd>
      <dt>Illes Balears</dt>
      <dd>Illa Distribucions &mdash; Palma &mdash; <a href="https://illadistribucions.com">illadistribucions.com</a></dd>
      <dt>País Valencià i resta de l'Estat</dt>
      <dd>Meseta Libros Distribución, SL &mdash; Madrid &mdash; <a href="https://www.mesetalibros.es/editoriales/rec-comtal">mesetalibros.es</a></dd>
    </dl>
    <h2>Compra en línia</h2>
    <p>Els nostres títols en paper i en format digital també es poden comprar a:</p>
    <ul>
      <li><a href="https://www.todostuslibros.com/editorial/edicions-del-rec-comtal">Todos tus libros</a> (amb recollida a la teva llibreria)</li>
      <li><a href="https://www.casadellibro.com/libros-ebooks/edicions-del-rec-comtal">Casa del Libro</a></li>
    </ul>
    <p>Per a drets estrangers, contacteu amb <a href="mailto:drets@edicionsreccomtal.cat">drets@edicionsreccomtal.cat</a>.</p>
  </div>
</article>`,
      ),
    },
    '/premis': {
      html: page(
        'Premis',
        'node-18',
        `<h1 class="page-title">Premis i reconeixements</h1>
<ul class="premis">
  <li><strong>2023 &mdash; Premi Llibreter</strong> de narrativa catalana per <em>Postals des del delta</em>, de Joan Bertran. <a href="https://www.llibreters.cat/premi-llibreter">Gremi de Llibreters de Catalunya</a></li>
  <li><strong>2022 &mdash; Premi Crítica Serra d'Or</strong> de poesia per <em>Aigua de reg</em>.</li>
  <li><strong>2021 &mdash; Premi Joan Fuster</strong> d'assaig, <a href="https://www.ambitcultural.cat/premis-literaris">Premis Literaris Ciutat de València</a>.</li>
</ul>
<p>Som membres del <a href="https://www.gremieditors.cat/">Gremi d'Editors de Catalunya</a> i de l'<a href="https://www.editors.cat/">Associació d'Editors en Llengua Catalana</a>.</p>`,
      ),
    },
    '/premsa': {
      html: page(
        'Premsa',
        'node-22',
        `<h1 class="page-title">Premsa</h1>
<div class="view view-premsa">
  <div class="views-row"><a href="https://www.ara.cat/cultura/llibres/editorials-independents-sostenen-llibreries-barri_1_4812345.html">Ara: Les editorials independents que sostenen les llibreries de barri</a> <span class="data">12/03/2024</span></div>
  <div class="views-row"><a href="https://www.vilaweb.cat/noticies/postals-des-del-delta-premi-llibreter/">VilaWeb: «Postals des del delta» guanya el Premi Llibreter</a> <span class="data">20/09/2023</span></div>
  <div class="views-row"><a href="https://www.ccma.cat/3cat/els-llibres-de-lestiu/">3Cat: Els llibres de l'estiu</a> <span class="data">15/07/2023</span></div>
</div>
<p>Contacte de premsa: Laia Soler &mdash; <a href="mailto:premsa@edicionsreccomtal.cat">premsa@edicionsreccomtal.cat</a></p>`,
      ),
    },
    '/qui-som': {
      html: page(
        'Qui som',
        'node-3',
        `<h1 class="page-title">Qui som</h1>
<p>Edicions del Rec Comtal és una cooperativa editorial fundada el 2009 al barri de Sant Pere. Publiquem narrativa, poesia i assaig en català, amb una cura especial per a les veus joves i la traducció.</p>
<p>Imprimim tots els nostres llibres a Catalunya, amb paper certificat FSC.</p>
<h2>L'equip</h2>
<ul><li>Neus Casals &mdash; edició</li><li>Pau Vidal &mdash; comunicació i vendes</li><li>Laia Soler &mdash; premsa i drets</li></ul>`,
      ),
    },
    '/blog/sant-jordi-2024': {
      html: page(
        'Sant Jordi 2024: on signen els nostres autors',
        'node-88',
        `<article class="node node--type-article node--view-mode-full">
  <h1 class="page-title">Sant Jordi 2024: on signen els nostres autors</h1>
  <div class="field field--name-field-data">Publicat el 15/04/2024</div>
  <div class="field field--name-body">
    <p>Aquest any presentem tres novetats per Sant Jordi. <em>La sèquia de les hores</em> ha sortit de la impremta <a href="https://www.romanyavalls.com/">Romanyà Valls</a> de Capellades la setmana passada, amb una coberta il·lustrada per <a href="https://www.annabosch-illustracio.cat/">Anna Bosch</a>.</p>
    <p>Marta Pujol signarà al Passeig de Gràcia, parada 14, d'11 a 14&nbsp;h. Joan Bertran serà a Tortosa tot el matí. Pots seguir-los a <a href="https://www.instagram.com/martapujolferrer/">Instagram</a>.</p>
    <p>Recorda que el 23 d'abril tots els llibres tenen un 10&nbsp;% de descompte.</p>
  </div>
</article>`,
      ),
    },
  },
  sitemap: ['/', '/on-comprar', '/on-comprar/pagina-2', '/distribucio', '/premis', '/premsa', '/qui-som', '/blog/sant-jordi-2024'],
  technologies: ['drupal', 'php', 'apache-http-server', 'matomo-analytics'],
  partners: {
    'llibreriatramuntana.cat': 'channel',
    'lespiga.cat': 'channel',
    'llibresdelborn.com': 'channel',
    'lafanal.cat': 'channel',
    'classicaterrassa.cat': 'channel',
    'llibreriavoltes.cat': 'channel',
    'llibreriaateneu.cat': 'channel',
    'pladeponent.cat': 'channel',
    'lacaponallibres.cat': 'channel',
    'distribucionsgarbi.cat': 'channel',
    'illadistribucions.com': 'channel',
    'mesetalibros.es': 'channel',
    'todostuslibros.com': 'channel',
    'casadellibro.com': 'channel',
  },
};
