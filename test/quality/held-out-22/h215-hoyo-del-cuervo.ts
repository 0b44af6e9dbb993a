import type { CorpusSite } from '../corpus/types.js';

// Bodega Hoyo del Cuervo: family wine estate in D.O. Arlanza (Burgos) on Wix, Spanish (Spain).

const D = 'hoyodelcuervo.es';
const B = `https://${D}`;
const MEDIA = 'https://static.wixstatic.com/media';

const headers = (reqId: string): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': reqId,
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,m0j2EEknGIVUW/liY8BLLnjmPdC/zeQCYgK6ue/sEVE=,2d58ifebGbosy5xc+FRalmThTqBEaVA6VFTSMlDOd5A=',
  'strict-transport-security': 'max-age=86400',
  'content-language': 'es',
  'cache-control': 'private,max-age=0,must-revalidate',
  via: '1.1 google',
  'set-cookie': 'XSRF-TOKEN=1731605123|Vq3mZ9_kT1Ra; Path=/; Domain=hoyodelcuervo.es; Secure; SameSite=None',
});

let compCounter = 0;
const cid = () => `comp-lt${(++compCounter).toString(36).padStart(4, '0')}k9`;

const rich = (html: string) => {
  const id = cid();
  return `<div id="${id}" class="KcpHeO tz5f0K ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};
const img = (file: string, alt: string, w: number, h: number) => {
  const id = cid();
  return `<div id="${id}" class="MazNVa ${id} wixui-image"><div data-testid="linkElement" class="j7pOnl"><wow-image id="img_${id}" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"${id}","displayMode":"fill","imageData":{"width":${w * 2},"height":${h * 2},"uri":"${file}","name":"","displayMode":"fill"}}' data-bg-effect-name="" data-is-svg="false" data-is-svg-mask="false" data-image-zoomed="" data-has-ssr-src="" data-src="${MEDIA}/${file}/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file}"><img src="${MEDIA}/${file}/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file}" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" srcset="${MEDIA}/${file}/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file} 1x, ${MEDIA}/${file}/v1/fill/w_${w * 2},h_${h * 2},al_c,q_85,usm_0.66_1.00_0.01,enc_avif,quality_auto/${file} 2x" fetchpriority="low" loading="lazy" decoding="async"/></wow-image></div></div>`;
};
const section = (inner: string) => {
  const id = cid();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div id="bgLayers_${id}" data-hook="bgLayers" data-motion-part="BG_LAYER ${id}" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div><div id="bgMedia_${id}" data-motion-part="BG_MEDIA ${id}" class="VgO9Yg"></div></div><div data-testid="columns" class="V5AUxf"><div id="${id}-col" class="comp-col wixui-column-strip__column"><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">${inner}</div></div></div></div></section>`;
};
const button = (href: string, label: string, external = false) => {
  const id = cid();
  return `<div class="${id} wixui-button zKbzSQ" data-semantic-classname="button" id="${id}"><a data-testid="linkElement" href="${href}"${external ? ' target="_blank" rel="noreferrer noopener"' : ''} class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
};

const navItems: [string, string][] = [
  ['/', 'Inicio'],
  ['/vinos', 'Vinos'],
  ['/bodega', 'La bodega'],
  ['/enoturismo', 'Enoturismo'],
  ['/donde-comprar', 'Dónde comprar'],
  ['/distribuidores', 'Distribuidores'],
  ['/prensa', 'Prensa'],
  ['/contacto', 'Contacto'],
];

const head = (title: string, description: string, path: string, pageId: string) => `<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="${MEDIA}/9c1e4a_2b7f0d3e8a5c4f1b9e6d2a0c7b3f5e81~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/9c1e4a_2b7f0d3e8a5c4f1b9e6d2a0c7b3f5e81~mv2.png" type="image/png"/>
  <link rel="shortcut icon" href="${MEDIA}/9c1e4a_2b7f0d3e8a5c4f1b9e6d2a0c7b3f5e81~mv2.png/v1/fill/w_32%2Ch_32%2Clg_1%2Cusm_0.66_1.00_0.01/9c1e4a_2b7f0d3e8a5c4f1b9e6d2a0c7b3f5e81~mv2.png" type="image/png"/>
  <link rel="apple-touch-icon" href="${MEDIA}/9c1e4a_2b7f0d3e8a5c4f1b9e6d2a0c7b3f5e81~mv2.png/v1/fill/w_180%2Ch_180%2Clg_1%2Cusm_0.66_1.00_0.01/9c1e4a_2b7f0d3e8a5c4f1b9e6d2a0c7b3f5e81~mv2.png" type="image/png"/>
  <!-- Safari Pinned Tab Icon -->
  <!-- Original trials -->
  <!-- Legacy Polyfills -->
  <script nomodule="" src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js"></script>
  <script nomodule="" src="https://static.parastorage.com/unpkg/focus-within-polyfill@5.0.9/dist/focus-within-polyfill.js"></script>
  <!-- Performance API Polyfills -->
  <script>
  (function () {
    var noop = function noop() {};
    if ("performance" in window === false) { window.performance = {}; }
    window.performance.mark = performance.mark || noop;
    window.performance.measure = performance.measure || noop;
  })();
  </script>
  <!-- Globals Definitions -->
  <script>
    (function () {
      var now = Date.now()
      window.initialTimestamps = { initialTimestamp: now, initialRequestTimestamp: Math.round(performance.timeOrigin ? performance.timeOrigin : now - performance.now()) }
      window.thunderboltTag = "libs-releases-GA-local"
      window.thunderboltVersion = "1.14412.0"
    })();
  </script>
  <!-- sentry -->
  <script id="sentry">(function(c,u,v,n,p,e,z,A,w){function k(a){if(!x){x=!0;var l=u.getElementsByTagName(v)[0],d=u.createElement(v);d.src=A;d.crossorigin="anonymous";l.parentNode.insertBefore(d,l)}}var x=!1})(window,document,"script","onerror","onunhandledrejection","Sentry","605a7baede844d278b89dc95ae0a9123","https://static.parastorage.com/unpkg/@sentry/browser@5.27.4/build/bundle.min.js",{"dsn":"https://605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com/68"});</script>
  <script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"thunderbolt-seo-isolated-renderer","type":"GA","code":0},"mode":{"qa":false,"enableTestApi":false,"debug":false,"ssrIndicator":false,"ssrOnly":false,"siteAssetsFallback":"enable","versionIndicator":false},"componentsLibrariesTopology":[{"artifactId":"editor-elements","namespace":"wixui","url":"https:\\/\\/static.parastorage.com\\/services\\/editor-elements\\/1.12345.0"},{"artifactId":"editor-elements","namespace":"dsgnsys","url":"https:\\/\\/static.parastorage.com\\/services\\/editor-elements\\/1.12345.0"}],"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"language":{"userLanguage":"es"},"siteAssets":{"clientTopology":{"mediaRootUrl":"https:\\/\\/static.wixstatic.com","staticMediaUrl":"https:\\/\\/static.wixstatic.com\\/media","moduleRepoUrl":"https:\\/\\/static.parastorage.com\\/unpkg","fileRepoUrl":"https:\\/\\/static.parastorage.com\\/services","siteAssetsUrl":"https:\\/\\/siteassets.parastorage.com","pageJsonServerUrls":["https:\\/\\/pages.parastorage.com","https:\\/\\/staticorigin.wixstatic.com","https:\\/\\/hoyodelcuervo.es","https:\\/\\/fallback.wix.com\\/wix-html-editor-pages-webapp\\/page"],"pathOfTBModulesInFileRepoForFallback":"wix-thunderbolt\\/dist\\/"}},"siteFeatures":["accessibility","appMonitoring","assetsLoader","businessLogger","captcha","clickHandlerRegistrar","commonConfig","componentsLoader","componentsRegistry","consentPolicy","cookiesManager","cyclicTabbing","domSelectors","environmentWixCodeSdk","environment","locationWixCodeSdk","mpaNavigation","navigationManager","navigationPhases","ooi","pages","panorama","renderer","reporter","router","scrollRestoration","seoWixCodeSdk","seo","sessionManager","siteMembersWixCodeSdk","siteMembers","siteScrollBlocker","siteWixCodeSdk","stores","structureApi","thunderboltInitializer","tpaCommons","translations","usedPlatformApis","warmupData","windowMessageRegistrar","windowWixCodeSdk","wixEmbedsApi","componentsReact","platform"],"site":{"externalBaseUrl":"https:\\/\\/hoyodelcuervo.es","isSEO":false},"media":{"staticMediaUrl":"https:\\/\\/static.wixstatic.com\\/media","mediaRootUrl":"https:\\/\\/static.wixstatic.com\\/","staticVideoUrl":"https:\\/\\/video.wixstatic.com\\/"},"requestUrl":"${B}${path}","rollout":{"siteAssetsVersionsRollout":false,"isDACRollout":0,"isTBRollout":false},"commonConfig":{"brand":"wix","host":"VIEWER","bsi":"","consentPolicy":{},"consentPolicyHeader":{},"siteRevision":"412","renderingFlow":"NONE","language":"es","locale":"es-es"},"interactionSampleRatio":0.01,"dynamicModelUrl":"https:\\/\\/hoyodelcuervo.es\\/_api\\/v2\\/dynamicmodel","accessTokensUrl":"https:\\/\\/hoyodelcuervo.es\\/_api\\/v1\\/access-tokens","isExcludedFromSecurityExperiments":false,"experiments":{"specs.thunderbolt.hardenFetchAndXHR":true,"specs.thunderbolt.securityExperiments":true}}</script>
  <script>window.viewerModel = JSON.parse(document.getElementById('wix-essential-viewer-model').textContent)</script>
  <script>window.commonConfig = viewerModel.commonConfig</script>
  <!--pageHtmlEmbeds.head start-->
  <script type="wix/htmlEmbeds" id="pageHtmlEmbeds.head start"></script>
  <script type="wix/htmlEmbeds" id="pageHtmlEmbeds.head end"></script>
  <!--pageHtmlEmbeds.head end-->
  <!-- initCustomElements -->
  <meta name="format-detection" content="telephone=no">
  <meta name="skype_toolbar" content="skype_toolbar_parser_compatible">
  <!-- head performance data start -->
  <!-- head performance data end -->
  <!-- SEO Tags -->
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="${B}${path === '/' ? '' : path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="${MEDIA}/9c1e4a_7d21c0a4e5b94f3a8b61c2e9f0d7a354~mv2.jpg/v1/fill/w_1200,h_630,al_c/9c1e4a_7d21c0a4e5b94f3a8b61c2e9f0d7a354~mv2.jpg"/>
  <meta property="og:image:width" content="1200"/>
  <meta property="og:image:height" content="630"/>
  <meta property="og:url" content="${B}${path === '/' ? '' : path}"/>
  <meta property="og:site_name" content="Bodega Hoyo del Cuervo"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <meta name="twitter:title" content="${title}"/>
  <meta name="twitter:description" content="${description}"/>
  <!-- End of SEO Tags -->
  <!-- Main CSS -->
  <style id="css_masterPage">
  .font_0{font:normal normal normal 64px/1.2em 'cormorant garamond',serif;color:#2B1B17}.font_2{font:normal normal normal 40px/1.3em 'cormorant garamond',serif;color:#2B1B17}.font_5{font:normal normal normal 22px/1.4em montserrat,sans-serif;color:#6E1F2A}.font_7{font:normal normal normal 16px/1.6em montserrat,sans-serif;color:#3A2C28}.font_8{font:normal normal normal 14px/1.6em montserrat,sans-serif;color:#3A2C28}.font_9{font:normal normal normal 12px/1.5em montserrat,sans-serif;color:#3A2C28}
  .color_11{color:#FFFFFF}.color_15{color:#2B1B17}.color_18{color:#6E1F2A}.color_23{color:#C9A96E}
  #masterPage:not(.landingPage) #PAGES_CONTAINER{margin-top:0px;margin-bottom:0px}
  #SITE_HEADER{--bg:var(--color_11);--shd:none;--brwt:0px;--brd:var(--color_15);--rd:0px}
  .KcpHeO{direction:var(--text-direction);min-height:var(--min-height);min-width:var(--min-width)}.KcpHeO *{word-wrap:break-word}.KcpHeO a{color:inherit}
  .wixui-repeater__item{display:flex;flex-direction:column;padding:16px}
  .Oqnisf{position:relative}.MW5IWV{height:100%;left:0;overflow:hidden;position:absolute;top:0;width:100%}
  </style>
  <link rel="preload" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.a1c0f3d9.bundle.min.js" as="script">
  <link rel="preload" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_core.7f3a5d10.min.css" as="style">
  <link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt_core.7f3a5d10.min.css">
  <link rel="stylesheet" href="https://static.parastorage.com/services/editor-elements-library/dist/thunderbolt/rb_wixui.thunderbolt[StylableButton_Default].e469137d.min.css">
  <script type="application/json" id="wix-viewer-model-pageid">{"pageId":"${pageId}"}</script>
</head>`;

const header = () => `
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBgCenter"></div></div><div class="CJF7A2"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-hdr-logo" class="MazNVa comp-hdr-logo wixui-image"><a data-testid="linkElement" href="${B}" class="j7pOnl"><img src="${MEDIA}/9c1e4a_0f5d3b2a1c8e4d7f9a6b3e2d1c0f8a79~mv2.png/v1/fill/w_210,h_70,al_c,q_85/logo-hoyo-del-cuervo.png" alt="Bodega Hoyo del Cuervo" width="210" height="70"/></a></div>
<wix-dropdown-menu id="comp-hdr-menu" class="XwCBRN NHM1d1 comp-hdr-menu wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="false" data-same-width-buttons="false" data-num-items="${navItems.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="R_TAzU" id="comp-hdr-menunavContainer" aria-label="Sitio"><ul class="y7qwii" id="comp-hdr-menuitemsContainer" style="text-align:center" data-marginallchildren="true">
${navItems.map(([href, label], i) => `<li id="comp-hdr-menu${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : i === navItems.length - 1 ? 'right' : 'center'}" data-data-id="dataItem-lt${i}" data-state="menu false  link" data-index="${i}" class="Ory6WN wixui-dropdown-menu__item"><a data-testid="linkElement" href="${B}${href === '/' ? '' : href}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="zKbzSQ" id="comp-hdr-menu${i}label">${label}</p></div></div></a></li>`).join('\n')}
</ul></nav></wix-dropdown-menu>
<div id="comp-hdr-cart" class="comp-hdr-cart wixui-shopping-cart-icon"><a data-testid="linkElement" href="${B}/cart-page" aria-label="Carrito con 0 artículos"><span class="cart-count">0</span></a></div>
<div id="comp-hdr-lang" class="comp-hdr-lang wixui-language-menu"><span>ES</span> · <a href="${B}/en">EN</a></div>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div class="dBAkHi theme-vars">`;

const footer = `
</div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="CJF7A2"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_FOOTERinlineContent-gridContainer" data-testid="mesh-container-content">
<div id="comp-ftr-txt1" class="KcpHeO tz5f0K comp-ftr-txt1 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text"><span class="color_11 wixui-rich-text__text">Bodega Hoyo del Cuervo, S.L.<br>Camino de la Ermita s/n · 09340 Covarrubias (Burgos)<br>Tel. +34 947 40 62 18 · <a href="mailto:bodega@hoyodelcuervo.es" class="wixui-rich-text__text">bodega@hoyodelcuervo.es</a></span></p></div>
<div id="comp-ftr-txt2" class="KcpHeO tz5f0K comp-ftr-txt2 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="color_11 wixui-rich-text__text"><a href="${B}/aviso-legal" class="wixui-rich-text__text">Aviso legal</a> · <a href="${B}/politica-de-privacidad" class="wixui-rich-text__text">Política de privacidad</a> · <a href="${B}/politica-de-cookies" class="wixui-rich-text__text">Cookies</a> · <a href="${B}/condiciones-de-venta" class="wixui-rich-text__text">Condiciones de venta</a> · <a href="${B}/trabaja-con-nosotros" class="wixui-rich-text__text">Trabaja con nosotros</a></span></p></div>
<div id="comp-ftr-social" class="comp-ftr-social wixui-social-bar"><ul class="Ty3Jv5" aria-label="Barra de redes sociales"><li class="WzA5ze"><a data-testid="linkElement" href="https://www.instagram.com/bodegahoyodelcuervo" target="_blank" rel="noreferrer noopener" class="oRtuWN" aria-label="Instagram"><img src="${MEDIA}/01c3aff52f2a4dffa526d7a9843d46ea.png/v1/fill/w_27,h_27,lg_1,usm_0.66_1.00_0.01/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram" width="27" height="27"/></a></li><li class="WzA5ze"><a data-testid="linkElement" href="https://www.facebook.com/bodegahoyodelcuervo" target="_blank" rel="noreferrer noopener" class="oRtuWN" aria-label="Facebook"><img src="${MEDIA}/0fdef751204647a3bbd7eaa2827ed4f9.png/v1/fill/w_27,h_27,lg_1,usm_0.66_1.00_0.01/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook" width="27" height="27"/></a></li><li class="WzA5ze"><a data-testid="linkElement" href="https://www.youtube.com/@hoyodelcuervo" target="_blank" rel="noreferrer noopener" class="oRtuWN" aria-label="YouTube"><img src="${MEDIA}/45bce1d726f64f1999c49feae57f6298.png/v1/fill/w_27,h_27,lg_1,usm_0.66_1.00_0.01/45bce1d726f64f1999c49feae57f6298.png" alt="YouTube" width="27" height="27"/></a></li></ul></div>
<div id="comp-ftr-txt3" class="KcpHeO tz5f0K comp-ftr-txt3 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text"><span class="color_23 wixui-rich-text__text">El consumo responsable es cosa de todos. Venta prohibida a menores de 18 años.</span></p><p class="font_9 wixui-rich-text__text"><span class="color_23 wixui-rich-text__text">Pago seguro: Visa · Mastercard · Bizum · transferencia</span></p></div>
</div></div></div></div></footer>
</div></div></div></div>
<!-- No Scripts -->
<!-- Essential Scripts -->
<script crossorigin id="wix-essential-viewer" src="https://static.parastorage.com/services/wix-thunderbolt/dist/wix-essential-viewer.e9c5a1d4.bundle.min.js"></script>
<script crossorigin src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.a1c0f3d9.bundle.min.js"></script>
<script crossorigin defer src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>
<script crossorigin defer src="https://static.parastorage.com/unpkg/react-dom@18.2.0/umd/react-dom.production.min.js"></script>
<script crossorigin defer src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.7b1e0c4f.chunk.min.js"></script>
<!-- Head links -->
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<link rel="preconnect" href="https://static.wixstatic.com" crossorigin>
<link rel="preconnect" href="https://siteassets.parastorage.com" crossorigin>`;

const page = (o: { title: string; description: string; path: string; pageId: string; body: string }) => `<!DOCTYPE html>
<html lang="es" dir="ltr">
${head(o.title, o.description, o.path, o.pageId)}
<body>
<div id="SITE_CONTAINER_WRAPPER">
${header()}
<div id="${o.pageId}" class="dBAkHi theme-vars ${o.pageId}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerxo9l" class="Containerxo9l SPY_vo"><div data-mesh-id="Containerxo9linlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerxo9linlineContent-gridContainer" data-testid="mesh-container-content">
${o.body}
</div></div></div></div></div>
${footer}
</div>
</body>
</html>`;

const wines = [
  {
    name: 'Cuervo Joven 2023',
    desc: 'Tempranillo 100 %. Fruta roja, violeta, fresco y goloso.',
    price: '9,50 €',
    file: '9c1e4a_1a2b3c4d5e6f47a8b9c0d1e2f3a4b5c6~mv2.png',
  },
  {
    name: 'Cuervo Roble 2022',
    desc: 'Tempranillo y garnacha, 6 meses en roble francés.',
    price: '13,90 €',
    file: '9c1e4a_2b3c4d5e6f7a48b9c0d1e2f3a4b5c6d7~mv2.png',
  },
  {
    name: 'Hoyo del Cuervo Crianza 2020',
    desc: '14 meses en barrica. Cereza negra, regaliz, monte bajo.',
    price: '19,50 €',
    file: '9c1e4a_3c4d5e6f7a8b49c0d1e2f3a4b5c6d7e8~mv2.png',
  },
  {
    name: 'Pago La Ermita 2019',
    desc: 'Viñedo prefiloxérico de 1890. 22 meses en fudre.',
    price: '38,00 €',
    file: '9c1e4a_4d5e6f7a8b9c40d1e2f3a4b5c6d7e8f9~mv2.png',
  },
  {
    name: 'Albillo del Páramo 2023',
    desc: 'Blanco de albillo mayor, fermentado en tinaja.',
    price: '16,00 €',
    file: '9c1e4a_5e6f7a8b9c0d41e2f3a4b5c6d7e8f9a0~mv2.png',
  },
];

const wineRepeater = () => `<div id="comp-wines" class="comp-wines wixui-repeater"><div role="list" class="_8TWHp">
${wines
  .map(
    (w, i) =>
      `<div id="comp-wines-item__item${i}" class="wixui-repeater__item" role="listitem">${img(w.file, w.name, 220, 420)}${rich(`<h3 class="font_5 wixui-rich-text__text">${w.name}</h3><p class="font_8 wixui-rich-text__text">${w.desc}</p><p class="font_7 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">${w.price}</span></p>`)}${button(
        '/product-page/' +
          w.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/-$/, ''),
        'Comprar',
      )}</div>`,
  )
  .join('\n')}
</div></div>`;

const home = page({
  title: 'Bodega Hoyo del Cuervo | Vinos de la D.O. Arlanza',
  description:
    'Bodega familiar en Covarrubias (Burgos). Vinos de tempranillo y albillo de viñedos viejos en la D.O. Arlanza. Tienda online y enoturismo.',
  path: '/',
  pageId: 'c1dmp',
  body: `
${section(`${img('9c1e4a_7d21c0a4e5b94f3a8b61c2e9f0d7a354~mv2.jpg', 'Viñedo de Hoyo del Cuervo al atardecer', 1440, 760)}${rich(`<h1 class="font_0 wixui-rich-text__text"><span class="color_11 wixui-rich-text__text">Vinos de páramo, desde 1931</span></h1><p class="font_7 wixui-rich-text__text"><span class="color_11 wixui-rich-text__text">Cuatro generaciones cultivando tempranillo a 900 metros de altitud en el valle del Arlanza.</span></p>`)}${button('/vinos', 'Descubre nuestros vinos')}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Nuestros vinos</h2>`)}${wineRepeater()}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Visítanos</h2><p class="font_7 wixui-rich-text__text">Catas en la bodega subterránea del siglo XVI, paseos por el viñedo y maridajes con productos de la comarca. Abierto de jueves a domingo con reserva.</p>`)}${button('/enoturismo', 'Reservar visita')}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Reconocimientos</h2><p class="font_7 wixui-rich-text__text">93 puntos Guía Peñín 2024 · Medalla de Oro Decanter World Wine Awards 2023 (Pago La Ermita 2018) · 92 puntos Tim Atkin Spain Report 2023</p>`)}${button('/prensa', 'Ver prensa y premios')}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">¿Dónde encontrarnos?</h2><p class="font_7 wixui-rich-text__text">En nuestra tienda online, en vinotecas de toda España y en 11 países a través de nuestros importadores.</p>`)}${button('/donde-comprar', 'Dónde comprar')}${button('/distribuidores', 'Distribuidores')}`)}
${section(`${rich(`<h3 class="font_5 wixui-rich-text__text">Suscríbete a nuestra newsletter</h3><p class="font_8 wixui-rich-text__text">Novedades, añadas y eventos en la bodega.</p>`)}<form id="comp-newsletter" class="comp-newsletter wixui-form"><input type="email" placeholder="Email" aria-label="Email" required/><button type="submit">Suscribirme</button></form>`)}`,
});

const vinos = page({
  title: 'Vinos | Bodega Hoyo del Cuervo',
  description: 'Tintos y blancos de la D.O. Arlanza: joven, roble, crianza, pago y albillo.',
  path: '/vinos',
  pageId: 'x7k2q',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Vinos</h1><p class="font_7 wixui-rich-text__text">Elaboramos unas 60.000 botellas al año a partir de 24 hectáreas propias en Covarrubias, Retuerta y Santo Domingo de Silos. Vendimia manual, levaduras autóctonas y crianza en barricas de roble francés y fudres de 2.500 litros.</p>`)}${wineRepeater()}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Fichas técnicas</h2><p class="font_8 wixui-rich-text__text">Descarga las fichas técnicas de la añada actual en PDF: <a href="${B}/_files/ugd/9c1e4a_fichas-tecnicas-2024.pdf" target="_blank" class="wixui-rich-text__text">fichas-tecnicas-2024.pdf</a></p>`)}`)}`,
});

const bodega = page({
  title: 'La bodega | Bodega Hoyo del Cuervo',
  description: 'Historia de la familia Alonso y de la bodega subterránea de Covarrubias.',
  path: '/bodega',
  pageId: 'q2m8v',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">La bodega</h1><p class="font_7 wixui-rich-text__text">En 1931 Teodoro Alonso compró una bodega excavada en la ladera del cerro de la Ermita, a las afueras de Covarrubias. Allí elaboraba vino para el consumo de la familia y para los mesones del pueblo. Su bisnieta Marta Alonso, enóloga formada en Burdeos, embotelló la primera añada con etiqueta propia en 2008.</p><p class="font_7 wixui-rich-text__text">Hoy seguimos elaborando en la misma cueva del siglo XVI, a 12 metros bajo tierra y 12 °C constantes todo el año.</p>`)}${img('9c1e4a_8e9f0a1b2c3d44e5f6a7b8c9d0e1f2a3~mv2.jpg', 'Calado subterráneo con barricas', 980, 550)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">El viñedo</h2><p class="font_7 wixui-rich-text__text">24 hectáreas en vaso, la mayoría con más de 60 años, en suelos de arcilla y caliza a entre 850 y 950 metros. Cultivamos en ecológico certificado por el Consejo de Agricultura Ecológica de Castilla y León desde 2016, y todos nuestros vinos están amparados por la <a href="https://www.arlanza.org/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Denominación de Origen Arlanza</a>.</p>`)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">El equipo</h2><p class="font_7 wixui-rich-text__text">Marta Alonso (enóloga y directora) · Javier Alonso (viticultura) · Lucía Pérez (enoturismo y tienda) · Andrés Cid (exportación)</p>`)}`)}`,
});

const enoturismo = page({
  title: 'Enoturismo | Bodega Hoyo del Cuervo',
  description: 'Visitas a la bodega subterránea, catas y experiencias en el valle del Arlanza.',
  path: '/enoturismo',
  pageId: 'w4n1r',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Enoturismo</h1><p class="font_7 wixui-rich-text__text">Ven a conocer la bodega donde todo empezó. Todas las visitas incluyen un paseo por el viñedo de La Ermita, la visita al calado subterráneo y una cata comentada.</p>`)}`)}
${section(`<div id="comp-exp" class="comp-exp wixui-repeater"><div role="list" class="_8TWHp">
<div class="wixui-repeater__item" role="listitem">${rich(`<h3 class="font_5 wixui-rich-text__text">Visita clásica</h3><p class="font_8 wixui-rich-text__text">90 minutos · cata de 3 vinos · 18 € por persona</p>`)}${button('/book-online', 'Reservar')}</div>
<div class="wixui-repeater__item" role="listitem">${rich(`<h3 class="font_5 wixui-rich-text__text">Cata con maridaje</h3><p class="font_8 wixui-rich-text__text">2 horas · 5 vinos con quesos y embutidos del Arlanza · 35 €</p>`)}${button('/book-online', 'Reservar')}</div>
<div class="wixui-repeater__item" role="listitem">${rich(`<h3 class="font_5 wixui-rich-text__text">Globo y vino</h3><p class="font_8 wixui-rich-text__text">Vuelo en globo al amanecer sobre el valle con nuestro partner <a href="https://www.globosburgos.es/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Globos Burgos</a>, seguido de desayuno y cata en la bodega · 195 €</p>`)}${button('https://www.globosburgos.es/reservas', 'Reservar', true)}</div>
</div></div>`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Dónde dormir</h2><p class="font_7 wixui-rich-text__text">Nuestro alojamiento partner en Covarrubias es <a href="https://www.posadadelarlanza.com/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">La Posada del Arlanza</a>, una casa de 1640 frente a la colegiata. Sus huéspedes tienen un 10 % de descuento en nuestras visitas.</p><p class="font_7 wixui-rich-text__text">Somos bodega asociada a la <a href="https://www.rutadelvinoarlanza.es/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Ruta del Vino Arlanza</a>, donde encontrarás más bodegas, restaurantes y alojamientos de la comarca.</p>`)}`)}
${section(`${rich(`<p class="font_8 wixui-rich-text__text">Travellers' Choice <a href="https://www.tripadvisor.es/Attraction_Review-g1080244-d12345678-Reviews-Bodega_Hoyo_del_Cuervo-Covarrubias.html" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Tripadvisor</a> 2023 y 2024.</p>`)}`)}`,
});

type Dist = { zona: string; name: string; city: string; web?: string; tel?: string };
const nacional: Dist[] = [
  { zona: 'Madrid', name: 'Distribuciones Vinícolas Retiro, S.L.', city: 'Madrid', web: 'https://www.dvretiro.es' },
  { zona: 'Cataluña y Baleares', name: 'Celler Import Barcelona', city: 'Barcelona', web: 'https://cellerimport.cat' },
  { zona: 'País Vasco y Navarra', name: 'Ardoak Banaketa', city: 'Bilbao', web: 'https://www.ardoakbanaketa.eus' },
  { zona: 'Andalucía', name: 'Vinos del Sur Distribución', city: 'Sevilla', web: 'https://vinosdelsurdistribucion.es' },
  { zona: 'Galicia y Asturias', name: 'Viños Miño', city: 'Ourense', tel: '+34 988 21 44 07' },
  { zona: 'Castilla y León', name: 'Venta directa desde bodega', city: 'Covarrubias', tel: '+34 947 40 62 18' },
];
const internacional: Dist[] = [
  { zona: 'Reino Unido', name: 'Fells &amp; Reed Wine Importers', city: 'Londres', web: 'https://www.fellsreedwines.co.uk' },
  { zona: 'Alemania y Austria', name: 'Weinkontor Iberia GmbH', city: 'Hamburgo', web: 'https://weinkontor-iberia.de' },
  { zona: 'Estados Unidos', name: 'Meseta Imports LLC', city: 'Nueva York', web: 'https://www.mesetaimports.com' },
  { zona: 'México', name: 'Importadora Vinícola del Bajío', city: 'Querétaro', web: 'https://vinobajio.com.mx' },
  { zona: 'Japón', name: 'Sol y Tierra Co., Ltd.', city: 'Osaka', web: 'https://www.solytierra.co.jp' },
  { zona: 'Suiza', name: 'Weinhandlung Keller', city: 'Zúrich', tel: '+41 44 251 36 70' },
];

const distRepeater = (
  list: Dist[],
  key: string,
) => `<div id="comp-${key}" class="comp-${key} wixui-repeater"><div role="list" class="_8TWHp">
${list.map((d, i) => `<div id="comp-${key}-item__item${i}" class="wixui-repeater__item" role="listitem">${rich(`<p class="font_9 wixui-rich-text__text"><span class="color_18 wixui-rich-text__text">${d.zona.toUpperCase()}</span></p><h4 class="font_5 wixui-rich-text__text">${d.name}</h4><p class="font_8 wixui-rich-text__text">${d.city}</p>`)}${d.web ? button(d.web, 'Visitar web', true) : rich(`<p class="font_8 wixui-rich-text__text">${d.tel}</p>`)}</div>`).join('\n')}
</div></div>`;

const distribuidores = page({
  title: 'Distribuidores e importadores | Bodega Hoyo del Cuervo',
  description: 'Nuestra red de distribuidores en España e importadores en Europa, América y Asia.',
  path: '/distribuidores',
  pageId: 'd9r3t',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Distribuidores</h1><p class="font_7 wixui-rich-text__text">Si eres restaurante, vinoteca o tienda gourmet, contacta con el distribuidor de tu zona. Para zonas sin distribuidor, escríbenos a <a href="mailto:comercial@hoyodelcuervo.es" class="wixui-rich-text__text">comercial@hoyodelcuervo.es</a>.</p>`)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">España</h2>`)}${distRepeater(nacional, 'nac')}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Importadores internacionales</h2><p class="font_8 wixui-rich-text__text">Exportamos a 11 países. Nuestros importadores exclusivos:</p>`)}${distRepeater(internacional, 'int')}`)}
${section(`${rich(`<p class="font_8 wixui-rich-text__text">¿Quieres importar nuestros vinos? Contacta con Andrés Cid, responsable de exportación: <a href="mailto:export@hoyodelcuervo.es" class="wixui-rich-text__text">export@hoyodelcuervo.es</a>.</p>`)}`)}`,
});

const dondeComprar = page({
  title: 'Dónde comprar | Bodega Hoyo del Cuervo',
  description: 'Compra nuestros vinos en la tienda online, en tiendas online especializadas y en vinotecas.',
  path: '/donde-comprar',
  pageId: 'p5g7h',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Dónde comprar</h1><p class="font_7 wixui-rich-text__text">La forma más directa es nuestra <a href="${B}/tienda" class="wixui-rich-text__text">tienda online</a>, con envío gratuito a partir de 6 botellas a península. También puedes encontrarnos en:</p>`)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Tiendas online</h2>`)}<div id="comp-online" class="comp-online wixui-gallery"><div class="gallery-items">
<div class="gallery-item"><a href="https://www.bodeboca.com/bodega/hoyo-del-cuervo" target="_blank" rel="noreferrer noopener"><img src="${MEDIA}/9c1e4a_bodeboca-logo~mv2.png/v1/fill/w_180,h_80/bodeboca.png" alt="Bodeboca" width="180" height="80"/></a></div>
<div class="gallery-item"><a href="https://www.lavinia.es/es/bodegas/hoyo-del-cuervo" target="_blank" rel="noreferrer noopener"><img src="${MEDIA}/9c1e4a_lavinia-logo~mv2.png/v1/fill/w_180,h_80/lavinia.png" alt="Lavinia" width="180" height="80"/></a></div>
<div class="gallery-item"><a href="https://www.vinoseleccion.com/bodegas/hoyo-del-cuervo" target="_blank" rel="noreferrer noopener"><img src="${MEDIA}/9c1e4a_vinoseleccion-logo~mv2.png/v1/fill/w_180,h_80/vinoseleccion.png" alt="Vinoselección" width="180" height="80"/></a></div>
<div class="gallery-item"><a href="https://www.elcorteingles.es/club-del-gourmet/vinos/hoyo-del-cuervo/" target="_blank" rel="noreferrer noopener"><img src="${MEDIA}/9c1e4a_club-gourmet-logo~mv2.png/v1/fill/w_180,h_80/club-del-gourmet.png" alt="Club del Gourmet El Corte Inglés" width="180" height="80"/></a></div>
</div></div>`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Vinotecas</h2><ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text">Burgos – <a href="https://www.vinotecalagar.es/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Vinoteca El Lagar</a>, calle de la Paloma 21</li><li class="wixui-rich-text__text">Valladolid – La Tienda de Rafa, calle Mantería 8</li><li class="wixui-rich-text__text">Madrid – <a href="https://www.lavinoteca-chamberi.es/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">La Vinoteca de Chamberí</a>, calle de Ponzano 40</li><li class="wixui-rich-text__text">Lerma – Delicatessen Plaza Mayor</li></ul>`)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Restaurantes</h2><p class="font_8 wixui-rich-text__text">Nuestros vinos están en la carta de Casa Ojeda y Cobo Estratos (Burgos), El Landa (Burgos), Mesón de la Villa (Aranda de Duero) y Sacha (Madrid), entre otros.</p>`)}`)}`,
});

const prensa = page({
  title: 'Prensa y premios | Bodega Hoyo del Cuervo',
  description: 'Puntuaciones, premios y artículos sobre Bodega Hoyo del Cuervo.',
  path: '/prensa',
  pageId: 'r8s2u',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Prensa y premios</h1>`)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Puntuaciones</h2><ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text">Pago La Ermita 2019 – 93 puntos, <a href="https://www.guiapenin.wine/" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Guía Peñín</a> 2024</li><li class="wixui-rich-text__text">Pago La Ermita 2018 – Medalla de Oro, <a href="https://awards.decanter.com/DWWA/2023" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Decanter World Wine Awards</a> 2023</li><li class="wixui-rich-text__text">Hoyo del Cuervo Crianza 2019 – 92 puntos, <a href="https://timatkin.com/reports/spain-special-report-2023" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Tim Atkin MW</a> Spain Report 2023</li><li class="wixui-rich-text__text">Albillo del Páramo 2022 – 91 puntos, Guía Gourmets 2024</li></ul>`)}`)}
${section(`${rich(`<h2 class="font_2 wixui-rich-text__text">Artículos</h2><ul class="font_8 wixui-rich-text__text"><li class="wixui-rich-text__text"><a href="https://elpais.com/gastronomia/el-comidista/arlanza-la-denominacion-escondida.html" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">El Comidista – “Arlanza, la denominación escondida”</a></li><li class="wixui-rich-text__text"><a href="https://www.diariodeburgos.es/noticia/bodega-hoyo-del-cuervo-cuarta-generacion" target="_blank" rel="noreferrer noopener" class="wixui-rich-text__text">Diario de Burgos – “La cuarta generación de Hoyo del Cuervo”</a></li></ul><p class="font_8 wixui-rich-text__text">Contacto de prensa: <a href="mailto:prensa@hoyodelcuervo.es" class="wixui-rich-text__text">prensa@hoyodelcuervo.es</a></p>`)}`)}`,
});

const contacto = page({
  title: 'Contacto | Bodega Hoyo del Cuervo',
  description: 'Contacta con la bodega: visitas, pedidos, distribución y exportación.',
  path: '/contacto',
  pageId: 't3v6y',
  body: `
${section(`${rich(`<h1 class="font_0 wixui-rich-text__text">Contacto</h1><p class="font_7 wixui-rich-text__text">Camino de la Ermita s/n, 09340 Covarrubias (Burgos)<br>+34 947 40 62 18 · <a href="mailto:bodega@hoyodelcuervo.es" class="wixui-rich-text__text">bodega@hoyodelcuervo.es</a></p>`)}<form id="comp-contact" class="comp-contact wixui-form"><label>Nombre<input type="text" name="nombre" required/></label><label>Email<input type="email" name="email" required/></label><label>Mensaje<textarea name="mensaje"></textarea></label><button type="submit">Enviar</button></form>`)}`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'Spanish wine estate on Wix: distributors and importers in Wix repeaters with "Visitar web" buttons (some only a phone number), .cat/.eus/.com.mx/.co.jp domains, online shops as a linked logo gallery, vinotecas list partly unlinked, restaurants by name only, tourism partners (balloon operator, hotel, wine route) in prose; negatives: D.O. appellation, organic certification, Guía Peñín/Decanter/Tim Atkin scores, press articles, Tripadvisor award, Wix/parastorage asset hosts, social links',
  pages: {
    '/': { headers: headers('1731605123.0431277413410224312'), html: home },
    '/vinos': { headers: headers('1731605124.1189003715810231877'), html: vinos },
    '/bodega': { headers: headers('1731605125.7730146221110241933'), html: bodega },
    '/enoturismo': { headers: headers('1731605126.2248811902510229045'), html: enoturismo },
    '/distribuidores': { headers: headers('1731605127.9910375520810237761'), html: distribuidores },
    '/donde-comprar': { headers: headers('1731605128.3371940287610223358'), html: dondeComprar },
    '/prensa': { headers: headers('1731605129.5502716634010245519'), html: prensa },
    '/contacto': { headers: headers('1731605130.6618230491710236604'), html: contacto },
  },
  sitemap: ['/', '/vinos', '/bodega', '/enoturismo', '/donde-comprar', '/distribuidores', '/prensa', '/contacto'],
  technologies: ['wix', 'react', 'google-cloud-cdn', 'google-cloud', 'hsts', 'priority-hints', 'open-graph', 'cart-functionality'],
  partners: {
    'dvretiro.es': 'channel',
    'cellerimport.cat': 'channel',
    'ardoakbanaketa.eus': 'channel',
    'vinosdelsurdistribucion.es': 'channel',
    'fellsreedwines.co.uk': 'channel',
    'weinkontor-iberia.de': 'channel',
    'mesetaimports.com': 'channel',
    'vinobajio.com.mx': 'channel',
    'solytierra.co.jp': 'channel',
    'bodeboca.com': 'channel',
    'lavinia.es': 'channel',
    'vinoseleccion.com': 'channel',
    'elcorteingles.es': 'channel',
    'vinotecalagar.es': 'channel',
    'lavinoteca-chamberi.es': 'channel',
    'globosburgos.es': 'generic',
    'posadadelarlanza.com': 'generic',
    'rutadelvinoarlanza.es': 'generic',
  },
};
