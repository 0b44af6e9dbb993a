import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Pepyaka',
  'x-wix-request-id': '1715262412.8812391043821',
  'content-language': 'es',
  'strict-transport-security': 'max-age=86400',
};

const head = (title: string, path: string, pageId: string) => `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>

  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7c3e21_5f0e8a9b1c2d4e3fa7b6c5d4e3f2a1b0~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7c3e21_5f0e8a9b1c2d4e3fa7b6c5d4e3f2a1b0~mv2.png" type="image/png"/>
  <link rel="shortcut icon" href="https://static.wixstatic.com/media/7c3e21_5f0e8a9b1c2d4e3fa7b6c5d4e3f2a1b0~mv2.png/v1/fill/w_32%2Ch_32%2Clg_1%2Cusm_0.66_1.00_0.01/7c3e21_5f0e8a9b1c2d4e3fa7b6c5d4e3f2a1b0~mv2.png" type="image/png"/>

  <!-- Safari Pinned Tab Icon -->
  <!-- <link rel="mask-icon" href="https://static.parastorage.com/client/pfavico.ico"> -->

  <!-- sentry script -->
  <!-- Legacy Polyfills -->
  <script nomodule="" src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js"></script>
  <script nomodule="" src="https://static.parastorage.com/unpkg/focus-within-polyfill@5.0.9/dist/focus-within-polyfill.js"></script>

  <!-- Performance API Polyfills -->
  <script>
  (function () {
    var noop = function noop() {};
    if ("performance" in window === false) {
      window.performance = {};
    }
    window.performance.mark = performance.mark || noop;
    window.performance.measure = performance.measure || noop;
    if ("now" in window.performance === false) {
      var nowOffset = Date.now();
      window.performance.now = function now() {
        return Date.now() - nowOffset;
      };
    }
  })();
  </script>

  <!-- Globals Definitions -->
  <script>
    (function () {
      var now = Date.now()
      window.initialTimestamps = {
        initialTimestamp: now,
        initialRequestTimestamp: Math.round(performance.timeOrigin ? performance.timeOrigin : now - performance.now())
      }
      window.thunderboltTag = "libs-releases-GA-local"
      window.thunderboltVersion = "1.14392.0"
    })();
  </script>

  <script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"thunderbolt-seo-renderer","type":"GA","code":0},"mode":{"qa":false,"enableTestApi":false,"debug":false,"ssrIndicator":false,"ssrOnly":false,"siteAssetsFallback":"enable"},"componentsLibrariesTopology":[],"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"language":{"userLanguage":"es"},"siteAssets":{"clientTopology":{"moduleRepoUrl":"https://static.parastorage.com/unpkg","fileRepoUrl":"https://static.parastorage.com/services","pageJsonServerUrls":["https://pages.parastorage.com"]}},"isSiteEventsEnabled":false,"requestUrl":"https://www.expedicionesriobaker.cl${path}","pageId":"${pageId}"}</script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.0a8e2f3c.bundle.min.js" async></script>

  <!-- SEO Tags -->
  <title>${title}</title>
  <meta name="description" content="Expediciones en kayak, trekking y pesca en el río Baker, Campos de Hielo Norte y Caleta Tortel, región de Aysén."/>
  <link rel="canonical" href="https://www.expedicionesriobaker.cl${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:url" content="https://www.expedicionesriobaker.cl${path}"/>
  <meta property="og:site_name" content="Expediciones Río Baker"/>
  <meta property="og:type" content="website"/>
  <link rel="alternate" href="https://www.riobakerexpeditions.com/" hreflang="en"/>
  <meta name="twitter:card" content="summary_large_image"/>

  <meta name="format-detection" content="telephone=no">
  <meta name="skype_toolbar" content="skype_toolbar_parser_compatible">

  <link rel="preload" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.b7f8e9a1.min.css" as="style">
  <link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_bootstrap.b7f8e9a1.min.css">
</head>`;

const rt = (id: string, html: string) =>
  `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 lq2cno YQcXTT comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const headerHtml = `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div><div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-lhx3a0b1" class="MazNVa comp-lhx3a0b1 wixui-image"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl" class="j7pOnl"><img src="https://static.wixstatic.com/media/7c3e21_1a2b3c4d5e6f~mv2.png/v1/fill/w_180,h_64,al_c,q_85/logo-rio-baker.png" alt="Expediciones Río Baker" style="width:180px;height:64px;object-fit:cover" width="180" height="64"/></a></div>
<wix-dropdown-menu id="comp-lhx3a0b9" class="XRwtpn NHM1d1 comp-lhx3a0b9 wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="false" data-same-width-buttons="false" data-num-items="6" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="YXlsJx" id="comp-lhx3a0b9navContainer" aria-label="Sitio"><ul class="y7qwii" id="comp-lhx3a0b9itemsContainer" style="text-align:center" data-marginallchildren="true">
<li id="comp-lhx3a0b9-0" data-direction="ltr" data-listposition="left" data-data-id="dataItem-l0" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv" id="comp-lhx3a0b9-0label">Inicio</p></div></div></a></li>
<li id="comp-lhx3a0b9-1" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl/programas" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Programas</p></div></div></a></li>
<li id="comp-lhx3a0b9-2" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl/agencias" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Dónde reservar</p></div></div></a></li>
<li id="comp-lhx3a0b9-3" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl/copia-de-nosotros" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Alianzas</p></div></div></a></li>
<li id="comp-lhx3a0b9-4" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl/nosotros" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Nosotros</p></div></div></a></li>
<li id="comp-lhx3a0b9-5" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="https://www.expedicionesriobaker.cl/blog" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv">Blog</p></div></div></a></li>
</ul></nav></wix-dropdown-menu>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div class="dBAkHi theme-vars">`;

const footerHtml = `</div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
${rt(
  'lhx3c1d4',
  `<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Expediciones Río Baker SpA · Camino Austral km 12, Puerto Bertrand, Región de Aysén · +56 9 6123 4567</span></p>
<p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Prestador de servicios turísticos registrado en <a href="https://www.sernatur.cl/" target="_blank" class="wixui-rich-text__text">SERNATUR</a> N° 21.405 · Miembro de <a href="https://www.adventuretravel.biz/" target="_blank" class="wixui-rich-text__text">Adventure Travel Trade Association</a></span></p>`,
)}
<div id="comp-lhx3c1e9" class="comp-lhx3c1e9 wixui-social-links-bar"><ul aria-label="Barra de redes sociales" class="ku3DBC"><li id="dataItem-lhx3c1f0-comp-lhx3c1e9" class="gH1Pl7 wixui-social-links-bar__link"><a data-testid="linkElement" href="https://www.instagram.com/expedicionesriobaker" target="_blank" rel="noreferrer noopener" class="V6kUEn" aria-label="Instagram"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram" style="width:28px;height:28px"/></a></li><li id="dataItem-lhx3c1f1-comp-lhx3c1e9" class="gH1Pl7 wixui-social-links-bar__link"><a data-testid="linkElement" href="https://www.facebook.com/expedicionesriobaker" target="_blank" rel="noreferrer noopener" class="V6kUEn" aria-label="Facebook"><img src="https://static.wixstatic.com/media/e316f544f9094143b9eac01f1f19e697.png" alt="Facebook" style="width:28px;height:28px"/></a></li><li class="gH1Pl7 wixui-social-links-bar__link"><a data-testid="linkElement" href="https://www.tripadvisor.cl/Attraction_Review-g2235721-d12345678-Reviews-Expediciones_Rio_Baker-Puerto_Bertrand_Aysen_Region.html" target="_blank" rel="noreferrer noopener" class="V6kUEn" aria-label="TripAdvisor"><img src="https://static.wixstatic.com/media/tripadvisor-icon.png" alt="TripAdvisor" style="width:28px;height:28px"/></a></li></ul></div>
<div id="comp-lhx3c2a0" class="comp-lhx3c2a0 wixui-button"><a data-testid="linkElement" href="https://api.whatsapp.com/send?phone=56961234567&amp;text=Hola%2C%20quiero%20informaci%C3%B3n" target="_blank" rel="noreferrer noopener" class="uDW_Qe wixui-button" aria-label="Escríbenos por WhatsApp"><span class="l7_2fn wixui-button__label">Escríbenos por WhatsApp</span></a></div>
</div></div></div></div></footer>
</div></div></div></div>
<script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","businessLogger","commonConfig","componentsLoader","consentPolicy","cookiesManager","navigation","ooi","pageScroll","seo","siteMembers","tpa","windowMessageRegistrar"],"viewMode":"desktop","requestUrl":"https://www.expedicionesriobaker.cl/","siteId":"3e1b7a90-4c2d-4f1e-9a8b-7c6d5e4f3a21","metaSiteId":"9f8e7d6c-5b4a-4321-8a9b-0c1d2e3f4a5b","language":"es"}</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/clientWorker.3f2d1c0b.bundle.min.js" async></script>
</body>
</html>`;

const section = (
  id: string,
  inner: string,
) => `<section id="comp-${id}" tabindex="-1" class="Oqnisf comp-${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_comp-${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-mesh-id="comp-${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="comp-${id}inlineContent-gridContainer" data-testid="mesh-container-content">
${inner}
</div></div></section>`;

const page = (title: string, path: string, pageId: string, body: string) =>
  `${head(title, path, pageId)}\n${headerHtml}<div id="${pageId}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc1dmp" class="c1dmp"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">
${body}
</div></div></div></div></div>${footerHtml}`;

const home = page(
  'Expediciones Río Baker | Kayak, trekking y pesca en Aysén',
  '',
  'c1dmp',
  `${section(
    'lhx4a1b2',
    `${rt('lhx4a1c3', `<h1 class="font_0 wixui-rich-text__text"><span class="wixui-rich-text__text">Vive el río más caudaloso de Chile</span></h1>`)}
${rt(
  'lhx4a1d4',
  `<p class="font_7 wixui-rich-text__text">Desde 2009 guiamos expediciones de kayak de mar, rafting, trekking glaciar y pesca con mosca entre el lago General Carrera, el río Baker y Caleta Tortel. Grupos pequeños, guías locales certificados.</p>`,
)}`,
  )}
${section(
  'lhx4a2e5',
  `${rt('lhx4a2f6', `<h2 class="font_2 wixui-rich-text__text">Lo que dicen de nosotros</h2>`)}
${rt(
  'lhx4a3a7',
  `<p class="font_8 wixui-rich-text__text">«Una de las diez experiencias imperdibles de la Carretera Austral» — <a href="https://www.lonelyplanet.com/chile/northern-patagonia" target="_blank" class="wixui-rich-text__text">Lonely Planet</a></p>
<p class="font_8 wixui-rich-text__text">Reportaje en <a href="https://www.emol.com/noticias/Tendencias/2023/11/04/1112345/rio-baker-kayak.html" target="_blank" class="wixui-rich-text__text">El Mercurio</a>, noviembre 2023.</p>
<p class="font_8 wixui-rich-text__text">Apoyamos la conservación del río a través de la <a href="https://www.patagoniaviva.org/" target="_blank" class="wixui-rich-text__text">Fundación Patagonia Viva</a>: el 1% de cada reserva va a su programa de guardaparques.</p>`,
)}`,
)}`,
);

const agency = (
  id: string,
  name: string,
  place: string,
  link: string,
) => `<div role="listitem" id="comp-lhx5b0c1__item-${id}" class="wixui-repeater__item comp-lhx5b0c1__item-${id}"><div data-mesh-id="comp-lhx5b0c1__item-${id}inlineContent" data-testid="inline-content">
${rt(`lhx5b0d2__item-${id}`, `<h4 class="font_4 wixui-rich-text__text">${name}</h4><p class="font_8 wixui-rich-text__text">${place}</p>`)}
${link}
</div></div>`;

const btn = (href: string, label: string, id: string) =>
  `<div id="comp-lhx5b0e3__item-${id}" class="comp-lhx5b0e3 wixui-button"><a data-testid="linkElement" href="${href}" target="_blank" rel="noreferrer noopener" class="uDW_Qe wixui-button" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;

const agencias = page(
  'Dónde reservar | Expediciones Río Baker',
  '/agencias',
  'wb9k2',
  `${section(
    'lhx5a0a0',
    `${rt('lhx5a0b1', `<h1 class="font_0 wixui-rich-text__text">Dónde reservar</h1>`)}
${rt(
  'lhx5a0c2',
  `<p class="font_7 wixui-rich-text__text">Puedes reservar directamente con nosotros o a través de las agencias de viaje que venden nuestros programas en Chile y en el extranjero. Todas tienen tarifas y disponibilidad en línea.</p>`,
)}
<div id="comp-lhx5b0c1" class="comp-lhx5b0c1 wixui-repeater"><div data-testid="responsive-repeater" class="VM7gjN" role="list">
${agency('a1', 'Andes Nomads Travel', 'Santiago, Chile', btn('https://www.andesnomads.com/programas/rio-baker', 'Ver programa', 'a1'))}
${agency('a2', 'Santiago Explora', 'Santiago, Chile', btn('https://santiagoexplora.cl/', 'Sitio web', 'a2'))}
${agency('a3', 'Turismo Austral', 'Coyhaique, Chile', btn('https://www.turismoaustral.cl/excursiones', 'Sitio web', 'a3'))}
${agency('a4', 'Patagonia Journeys', 'Londres, Reino Unido', btn('https://www.patagonia-journeys.co.uk/trips/baker-river-kayak', 'Sitio web', 'a4'))}
${agency('a5', 'Südamerika Reisen GmbH', 'Múnich, Alemania', btn('https://www.suedamerika-reisen.de/', 'Sitio web', 'a5'))}
${agency('a6', 'Voyages Andins', 'Lyon, Francia', btn('https://voyagesandins.fr/', 'Sitio web', 'a6'))}
${agency('a7', 'Aventura Sul Turismo', 'Florianópolis, Brasil', rt('lhx5b0f4__item-a7', `<p class="font_8 wixui-rich-text__text">aventurasul.com.br</p>`))}
${agency('a8', 'Chile Aventura Tours', 'Puerto Varas, Chile', btn('https://www.instagram.com/chileaventuratours/', 'Instagram', 'a8'))}
</div></div>`,
  )}
${section(
  'lhx5c1a1',
  rt(
    'lhx5c1b2',
    `<p class="font_8 wixui-rich-text__text">Pagos directos con tarjeta mediante Webpay de <a href="https://www.transbank.cl/" target="_blank" class="wixui-rich-text__text">Transbank</a> o transferencia bancaria.</p>`,
  ),
)}`,
);

const alianzas = page(
  'Alianzas | Expediciones Río Baker',
  '/copia-de-nosotros',
  'x7p3q',
  `${section(
    'lhx6a0a0',
    `${rt('lhx6a0b1', `<h1 class="font_0 wixui-rich-text__text">Nuestras alianzas</h1>`)}
${rt(
  'lhx6a0c2',
  `<p class="font_7 wixui-rich-text__text">Trabajamos junto a empresas locales de Aysén para que cada expedición sea completa:</p>
<ul class="font_8 wixui-rich-text__text">
<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Lodge Puerto Bertrand</span> – alojamiento antes y después de la expedición<br class="wixui-rich-text__text"><a href="https://www.lodgepuertobertrand.cl" target="_blank" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">www.lodgepuertobertrand.cl</span></a></p></li>
<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Hostal Caleta Tortel</span> – noche en Tortel en el programa «Baker completo»<br class="wixui-rich-text__text"><a href="https://hostalcaletatortel.cl/" target="_blank" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">hostalcaletatortel.cl</span></a></p></li>
<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Aerocord</span> – 10% de descuento en vuelos Puerto Montt–Chaitén–Balmaceda para nuestros pasajeros<br class="wixui-rich-text__text"><a href="https://www.aerocord.cl/" target="_blank" class="wixui-rich-text__text"><span style="text-decoration:underline;" class="wixui-rich-text__text">aerocord.cl</span></a></p></li>
<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Buses Don Carlos</span> – traslados desde Coyhaique y Balmaceda</p></li>
</ul>`,
)}`,
  )}`,
);

const blogPost = page(
  'Temporada 2024-25: nuevas agencias | Expediciones Río Baker',
  '/post/temporada-2024-25-nuevas-agencias',
  'tpapost',
  `${section(
    'lhx7a0a0',
    `<article class="blog-post-page-font"><h1 class="blog-post-title-font">Temporada 2024-25: nuevas agencias</h1><p class="post-metadata">12 jul 2024 · 2 min de lectura</p>
<div class="post-content__body" data-hook="post-description"><p>Desde esta temporada nuestros programas también se venden en Francia a través de Voyages Andins (voyagesandins.fr) y en Alemania con Südamerika Reisen. ¡Bienvenidos!</p><p>Además renovamos nuestra flota de kayaks con la marca neozelandesa Mission Kayaking.</p></div></article>`,
  )}`,
);

const blog = page(
  'Blog | Expediciones Río Baker',
  '/blog',
  'blogpage',
  `${section(
    'lhx8a0a0',
    `<div data-hook="post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="https://www.expedicionesriobaker.cl/post/temporada-2024-25-nuevas-agencias">Temporada 2024-25: nuevas agencias</a></h2><p data-hook="post-description">Desde esta temporada nuestros programas también se venden en Francia…</p></article><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="https://www.expedicionesriobaker.cl/post/que-llevar-kayak-patagonia">Qué llevar a una expedición de kayak en Patagonia</a></h2></article></div>`,
  )}`,
);

export const site: CorpusSite = {
  domain: 'expedicionesriobaker.cl',
  otherDomains: ['riobakerexpeditions.com'],
  covers:
    'Chilean Patagonia tour operator on Wix (Thunderbolt markup, WhatsApp button): selling agencies in a Wix repeater with "Sitio web"/"Ver programa" buttons (one written-out domain, one with only an Instagram account), local partners (lodges, a regional airline) in a rich-text list on a page whose slug is the Wix copy name "copia-de-nosotros" under the label "Alianzas", and agencies named again in a blog post; traps are the tourism registry, ATTA membership, TripAdvisor, press, a foundation it donates to, the card processor, a kayak brand named in passing, social links and the English sister domain.',
  pages: {
    '/': { headers, html: home },
    '/agencias': { headers, html: agencias },
    '/copia-de-nosotros': { headers, html: alianzas },
    '/blog': { headers, html: blog },
    '/post/temporada-2024-25-nuevas-agencias': { headers, html: blogPost },
  },
  sitemap: ['/', '/agencias', '/copia-de-nosotros', '/blog', '/post/temporada-2024-25-nuevas-agencias'],
  technologies: ['wix', 'react', 'hsts', 'open-graph', 'whatsapp-business-chat'],
  partners: {
    'andesnomads.com': 'channel',
    'santiagoexplora.cl': 'channel',
    'turismoaustral.cl': 'channel',
    'patagonia-journeys.co.uk': 'channel',
    'suedamerika-reisen.de': 'channel',
    'voyagesandins.fr': 'channel',
    'aventurasul.com.br': 'channel',
    'lodgepuertobertrand.cl': 'generic',
    'hostalcaletatortel.cl': 'generic',
    'aerocord.cl': 'generic',
  },
};
