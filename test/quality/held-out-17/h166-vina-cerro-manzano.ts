import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Vq0Tz8Lk/Xr3pB2wF',
  'cache-control': 'no-cache, private',
  'accept-ranges': 'bytes',
};

const W = 'https://www.vinacerromanzano.cl';
const SITE_ID = '64f1c2a09b8e7d3c1a5f2e40';

const head = (title: string, desc: string, path: string, collectionId: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="es-CL"  >
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- cerro-manzano-wines -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${SITE_ID}/9d1e2f3a-favicon/favicon.ico?format=100w"/>
<link rel="canonical" href="${W}${path}"/>
<meta property="og:site_name" content="Viña Cerro Manzano"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="${W}${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${desc}"/>
<meta property="og:image" content="http://static1.squarespace.com/static/${SITE_ID}/t/65a0b1c2d3e4f5a6b7c8d9e0/1705000000000/og-cerro-manzano.jpg?format=1500w"/>
<meta itemprop="name" content="${title}"/>
<meta itemprop="url" content="${W}${path}"/>
<meta name="twitter:title" content="${title}"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${desc}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Cormorant+Garamond:ital,wght@0,400;0,600;1,400&family=Work+Sans:wght@400;500"><script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-4b1a3c9d2e7f5a60-min.es-ES.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-4b1a3c9d2e7f5a60-min.es-ES.js" defer ></script><script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/commerce-8e2d4f6a1b3c5e70-min.es-ES.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-commerce');</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/commerce-8e2d4f6a1b3c5e70-min.es-ES.js" defer ></script><script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"betaFeatureFlags":["i18n_beta_website_locales","nested_categories","commerce_product_composer_all_tiers"],"facebookAppId":"314192535267336","facebookApiVersion":"v6.0","rollups":{},"pageType":2,"website":{"id":"${SITE_ID}","identifier":"cerro-manzano-wines","websiteType":4,"contentModifiedOn":1715600000000,"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"es-CL","timeZone":"America/Santiago","machineTimeZoneOffset":-14400000,"timeZoneOffset":-14400000,"timeZoneAbbr":"GMT-04:00","siteTitle":"Viña Cerro Manzano","fullSiteTitle":"${title}","siteDescription":"","location":{},"shareButtonOptions":{},"authenticUrl":"${W}","internalUrl":"https://cerro-manzano-wines.squarespace.com","baseUrl":"${W}","primaryDomain":"www.vinacerromanzano.cl","sslSetting":3,"isHstsEnabled":true,"socialAccounts":[{"serviceId":64,"screenname":"Instagram","addedOn":1694000000000,"profileUrl":"https://www.instagram.com/vinacerromanzano","iconEnabled":true,"serviceName":"instagram-unauth"},{"serviceId":60,"screenname":"Facebook","addedOn":1694000000001,"profileUrl":"https://www.facebook.com/vinacerromanzano","iconEnabled":true,"serviceName":"facebook-unauth"}],"typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false,"captchaSettings":{"enabledForDonations":false},"showOwnerLogin":false},"websiteSettings":{"id":"64f1c2a09b8e7d3c1a5f2e43","websiteId":"${SITE_ID}","subjects":[],"country":"CL","state":"BI","simpleLikingEnabled":true,"popupOverlaySettings":{"style":1,"enableForPages":["${collectionId}"]},"commentLikesAllowed":true,"storeSettings":{"returnPolicy":null,"termsOfService":null,"privacyPolicy":null,"expressCheckout":false,"continueShoppingLinkUrl":"/","useLightCart":false,"showNoteField":false,"shippingCountryDefaultValue":"CL","billToShippingDefaultValue":false,"showShippingPhoneNumber":true,"isShippingPhoneRequired":false,"showBillingPhoneNumber":true,"isBillingPhoneRequired":false,"currenciesSupported":["CLP"],"defaultCurrency":"CLP","selectedCurrency":"CLP","measurementStandard":1,"orderConfirmationInjectCode":"","businessName":"Viña Cerro Manzano SpA","isLive":true,"multiCurrencyAllowed":false},"useEscapeKeyToLogin":false,"ssBadgeType":1,"ssBadgePosition":4,"ssBadgeVisibility":1,"ssBadgeDevices":1,"pinterestOverlayOptions":{"mode":"disabled"},"ampEnabled":false,"userAccountsSettings":{"loginAllowed":false,"signupAllowed":false}},"cookieSettings":{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true,"cookieBannerText":"<p>Usamos cookies para mejorar tu experiencia.</p>","cookieBannerTheme":"LIGHT","cookieBannerVariant":"BAR","cookieBannerPosition":"BOTTOM","cookieBannerCtaVariant":"TEXT","cookieBannerCtaText":"Aceptar","cookieBannerAcceptType":"OPT_IN","cookieBannerOptOutCtaText":"Rechazar","cookieBannerHasOptOut":true,"cookieBannerHasManageCookies":true,"cookieBannerManageCookiesLabel":"Gestionar cookies"},"websiteCloneable":false,"collection":{"title":"${title}","id":"${collectionId}","fullUrl":"${path}","type":10,"permissionType":1},"subscribed":false,"appDomain":"squarespace.com","templateTweakable":true,"tweakJSON":{"form-use-theme-colors":"true","header-logo-height":"64px","header-mobile-logo-max-height":"40px","header-vert-padding":"1.6vw","header-width":"Full","maxPageWidth":"1400px","pagePadding":"4vw","tweak-blog-alternating-side-by-side-image-aspect-ratio":"1:1 Square"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1","pageFeatures":[1,2,4],"gmRenderKey":"QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQ3bXk4","templateScriptsRootUrl":"https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/","impersonatedSession":false,"tzData":{"zones":[[-240,"Chile","-04/-03",null]],"rules":{"Chile":[]}},"showAnnouncementBar":false,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"America/Santiago","name":"Chile Time"}},"env":"PRODUCTION"};</script><script type="application/ld+json">{"url":"${W}","name":"Viña Cerro Manzano","description":"","@context":"http://schema.org","@type":"WebSite"}</script><script type="application/ld+json">{"legalName":"Viña Cerro Manzano SpA","address":"Camino a Coelemu km 14\\nNinhue, Región de Ñuble\\nChile","email":"contacto@vinacerromanzano.cl","telephone":"+56 42 297 1180","sameAs":["https://www.instagram.com/vinacerromanzano","https://www.facebook.com/vinacerromanzano"],"@context":"http://schema.org","@type":"Organization"}</script><link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${SITE_ID}/41/5c5a519771c10ba3470d8101/64f1c2a09b8e7d3c1a5f2e47/1534/site.css"/><!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-CM3N8WQ2XY"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-CM3N8WQ2XY');
</script><script>Static.COOKIE_BANNER_CAPABLE = true;</script>
<!-- End of Squarespace Headers -->
  </head>
  <body id="collection-${collectionId}" class="primary-button-style-solid primary-button-shape-square header-overlay-alignment-center header-width-full tweak-fixed-header-style-basic tweak-blog-alternating-side-by-side-width-full form-field-style-solid form-field-shape-square header-button-shape-square tweak-global-animations-enabled tweak-global-animations-animation-type-fade tweak-global-animations-animation-style-fade tweak-global-animations-animation-curve-ease   collection-type-page collection-layout-default mobile-style-available sqs-seven-one" tabindex="-1">
    <div id="siteWrapper" class="clearfix site-wrapper">
      <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-controller="Header" data-current-styles="{}">
        <div class="header-announcement-bar-wrapper">
          <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
            <div class="header-display-desktop" data-content-field="site-title">
              <div class="header-title-nav-wrapper">
                <div class="header-title" data-animation-role="header-element">
                  <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/${SITE_ID}/1c2d3e4f-logo/logo-cerro-manzano.png?format=1500w" alt="Viña Cerro Manzano" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div>
                </div>
                <div class="header-nav">
                  <div class="header-nav-wrapper">
                    <nav class="header-nav-list">
                      <div class="header-nav-item header-nav-item--collection"><a href="/vinos" data-animation-role="header-element">Vinos</a></div>
                      <div class="header-nav-item header-nav-item--collection"><a href="/enoturismo" data-animation-role="header-element">Enoturismo</a></div>
                      <div class="header-nav-item header-nav-item--folder"><button class="header-nav-folder-title" data-href="/donde-comprar" data-animation-role="header-element" aria-expanded="false" aria-controls="dnde-comprar"><span class="header-nav-folder-title-text">Dónde comprar</span></button>
                        <div class="header-nav-folder-content" id="dnde-comprar">
                          <div class="header-nav-folder-item"><a href="/donde-comprar"><span class="header-nav-folder-item-content">En Chile</span></a></div>
                          <div class="header-nav-folder-item"><a href="/importadores"><span class="header-nav-folder-item-content">En el mundo</span></a></div>
                        </div>
                      </div>
                      <div class="header-nav-item header-nav-item--collection"><a href="/nosotros" data-animation-role="header-element">Nosotros</a></div>
                      <div class="header-nav-item header-nav-item--collection"><a href="/blog" data-animation-role="header-element">Blog</a></div>
                      <div class="header-nav-item header-nav-item--collection"><a href="/tienda" data-animation-role="header-element">Tienda</a></div>
                    </nav>
                  </div>
                </div>
              </div>
              <div class="header-actions header-actions--right">
                <div class="showOnDesktop"><div class="header-actions-action header-actions-action--cart"><a href="/cart" class="cart-style-icon icon--stroke icon--fill icon--cart sqs-custom-cart"><span class="Cart-inner"><div class="icon-cart-quantity"><span class="cart-quantity-zero"><span class="sqs-cart-quantity">0</span></span></div></span></a></div></div>
              </div>
            </div>
          </div>
        </div>
      </header>
      <main id="page" class="container" role="main">
        <article class="sections" id="sections" data-page-sections="${collectionId}">
`;

const foot = `        </article>
      </main>
      <footer class="sections" id="footer-sections" data-footer-sections>
        <section data-test="page-section" data-section-theme="black" class='page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black' data-section-id="64f1c2a09b8e7d3c1a5f2e99" data-controller="SectionWrapperController">
          <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-64f1c2a09b8e7d3c1a5f2e9a">
            <div class="fe-block fe-block-yui_3_17_2_1_1694000000000_1201"><div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="{}" id="block-yui_3_17_2_1_1694000000000_1201"><div class="sqs-block-content"><div class="sqs-html-content">
              <p class="">Viña Cerro Manzano · Camino a Coelemu km 14, Ninhue, Región de Ñuble<br>+56 42 297 1180 · <a href="mailto:contacto@vinacerromanzano.cl">contacto@vinacerromanzano.cl</a></p>
              <p class="">Distribuidores y tiendas: <a href="/donde-comprar">Chile</a> · <a href="/importadores">Internacional</a> · <a href="/premios">Premios</a></p>
              <p class="sqsrte-small">Bebe con moderación. Prohibida la venta de bebidas alcohólicas a menores de 18 años.</p>
            </div></div></div></div>
            <div class="fe-block fe-block-yui_3_17_2_1_1694000000000_1202"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54" id="block-yui_3_17_2_1_1694000000000_1202"><div class="sqs-block-content"><div class="sqs-svg-icon--outer social-icon-alignment-center social-icons-color-white social-icons-size-small social-icons-style-regular"><nav class="sqs-svg-icon--list"><a href="https://www.instagram.com/vinacerromanzano" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" href="#instagram-unauth-icon"></use></svg></div></a><a href="https://www.facebook.com/vinacerromanzano" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" href="#facebook-unauth-icon"></use></svg></div></a></nav></div></div></div></div>
          </div></div></div>
        </section>
      </footer>
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.1a2b3c4d5e6f7a8b9c0d.js" type="text/javascript"></script>
    <svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641z"/></symbol><symbol id="facebook-unauth-icon" viewBox="0 0 64 64"><path d="M34.1,47V33.3h4.6l0.7-5.3h-5.3v-3.4c0-1.5,0.4-2.6,2.6-2.6l2.8,0v-4.8c-0.5-0.1-2.2-0.2-4.1-0.2 c-4.1,0-6.9,2.5-6.9,7V28H24v5.3h4.6V47H34.1z"/></symbol></svg>
  </body>
</html>
`;

let blockN = 0;
const section = (theme: string, inner: string) => {
  blockN += 1;
  return `          <section data-test="page-section" data-section-theme="${theme}" class='page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}' data-section-id="65a0b1c2d3e4f5a6b7c8${String(1000 + blockN)}" data-controller="SectionWrapperController" data-current-styles="{}" data-animation="none">
            <div class="section-border"><div class="section-background"></div></div>
            <div class="content-wrapper"><div class="content">
${inner}
            </div></div>
          </section>
`;
};

const html = (inner: string) => {
  blockN += 1;
  return `<div class="fe-block fe-block-yui_3_17_2_1_17050000000${blockN}"><div class="sqs-block html-block sqs-block-html" data-block-type="2" data-border-radii="{}" id="block-yui_3_17_2_1_17050000000${blockN}"><div class="sqs-block-content"><div class="sqs-html-content">
${inner}
</div></div></div></div>`;
};

const home =
  head(
    'Viña Cerro Manzano — Vinos de secano del Valle del Itata',
    'Viña familiar en Ninhue, Valle del Itata. Cinsault, País y Moscatel de viñas centenarias de secano.',
    '/',
    '64f1c2a09b8e7d3c1a5f2e50',
  ) +
  section(
    'black',
    html(`<h1 style="text-align:center;white-space:pre-wrap;">Viñas centenarias de secano</h1>
<p style="text-align:center;" class="">Desde 1931 cultivamos Cinsault, País y Moscatel de Alejandría en los cerros de Ninhue, sin riego y trabajando con caballos.</p>`) +
      `<div class="fe-block"><div class="sqs-block button-block sqs-block-button" data-block-type="53"><div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center"><a href="/tienda" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Comprar vinos</a></div></div></div></div>`,
  ) +
  section(
    'white',
    html(`<h2 style="white-space:pre-wrap;">Nuestros vinos en Chile y el mundo</h2>
<p class="">Encuentra Cerro Manzano en vinotecas y supermercados de Chile (<a href="/donde-comprar">ver tiendas</a>) y con nuestros importadores en ocho países (<a href="/importadores">ver importadores</a>).</p>
<p class="">«Uno de los Cinsault más finos del Itata» — <em>Descorchados 2024</em>, 94 puntos. <a href="/premios">Ver todos los premios</a>.</p>`),
  ) +
  foot;

const accItem = (i: number, title: string, body: string) => `<li class="accordion-item">
  <h4 class="accordion-item__title-wrapper" role="heading" aria-level="3">
    <button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 20px; padding-bottom: 20px;" id="button-block-yui_acc_${i}" aria-controls="dropdown-block-yui_acc_${i}">
      <span class="accordion-item__title" style="padding-right: 14px;">${title}</span>
      <div class="accordion-icon-container" data-is-open="false" aria-hidden="true"><div class="plus"><div class="line horizontal"></div><div class="line vertical"></div></div></div>
    </button>
  </h4>
  <div class="accordion-item__dropdown" role="region" id="dropdown-block-yui_acc_${i}" aria-labelledby="button-block-yui_acc_${i}">
    <div class="accordion-item__description" style="padding-bottom: 30px; padding-right: 14px; min-width: 70%; max-width: 300px;">${body}</div>
  </div>
</li>`;

const importadores =
  head(
    'Importadores — Viña Cerro Manzano',
    'Importadores oficiales de Viña Cerro Manzano en América, Europa y Asia.',
    '/importadores',
    '64f1c2a09b8e7d3c1a5f2e51',
  ) +
  section(
    'white',
    html(`<h1 style="white-space:pre-wrap;">Importadores</h1>
<p class="">Nuestros vinos se exportan solo a través de importadores exclusivos por país. Si eres importador y tu mercado no aparece, escríbenos a <a href="mailto:export@vinacerromanzano.cl">export@vinacerromanzano.cl</a>.</p>`) +
      `<div class="fe-block"><div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="block-yui_3_17_2_1_1705000000_9901"><div class="sqs-block-content">
<ul class="accordion-items-container" data-should-allow-multiple-open-items="" data-is-divider-enabled="true" data-is-first-divider-visible="true" data-is-last-divider-visible="true" data-is-expanded-first-item="" data-accordion-title-alignment="left" data-accordion-description-alignment="left" data-accordion-description-placement="left" data-accordion-icon-placement="right">
${accItem(1, 'Estados Unidos', '<p>Andes Cellars Imports LLC — Nueva York<br><a href="https://andescellars.com/producers/cerro-manzano" target="_blank">andescellars.com</a></p>')}
${accItem(2, 'Canadá', '<p>Vinos del Sur Agency — Toronto, Ontario (LCBO Vintages y venta privada)<br><a href="https://www.vinosdelsur.ca/" target="_blank">www.vinosdelsur.ca</a></p>')}
${accItem(3, 'Brasil', '<p>Importadora Vinhos Austrais Ltda. — São Paulo<br><a href="https://vinhosaustrais.com.br/" target="_blank">vinhosaustrais.com.br</a></p>')}
${accItem(4, 'Reino Unido', '<p>Pampa Wine Merchants — Londres<br>pampawines.co.uk</p>')}
${accItem(5, 'Alemania y Austria', '<p>Weinhandel Südamerika GmbH — Colonia<br><a href="https://www.suedamerika-weine.de/" target="_blank">suedamerika-weine.de</a></p>')}
${accItem(6, 'Dinamarca', '<p>Vinhuset Sydamerika ApS — Aarhus<br><a href="https://vinhusetsydamerika.dk/" target="_blank">vinhusetsydamerika.dk</a></p>')}
${accItem(7, 'China', '<p>Shanghai Andes Wine Co., Ltd. — Shanghái<br><a href="http://www.andeswine.cn/" target="_blank">www.andeswine.cn</a></p>')}
${accItem(8, 'Japón', '<p>Itata Japan K.K. — Tokio<br>Contacto: <a href="mailto:itatajapan@gmail.com">itatajapan@gmail.com</a></p>')}
</ul>
</div></div></div>`,
  ) +
  foot;

const listItem = (title: string, desc: string, href: string, btn: string) => `<li class="list-item" data-is-card-enabled="false">
  <div class="list-item-content">
    <div class="list-item-content__text-wrapper">
      <h2 class="list-item-content__title" style="max-width: 75%;">${title}</h2>
      <div class="list-item-content__description" style="max-width: 75%;"><p>${desc}</p></div>
    </div>
    ${href ? `<div class="list-item-content__button-container"><a class="list-item-content__button sqs-block-button-element sqs-block-button-element--small sqs-button-element--primary" href="${href}" target="_blank">${btn}</a></div>` : ''}
  </div>
</li>`;

const dondeComprar =
  head(
    'Dónde comprar — Viña Cerro Manzano',
    'Vinotecas, botillerías y supermercados donde encontrar los vinos de Cerro Manzano en Chile.',
    '/donde-comprar',
    '64f1c2a09b8e7d3c1a5f2e52',
  ) +
  section(
    'white',
    html(`<h1 style="white-space:pre-wrap;">Dónde comprar en Chile</h1>
<p class="">Además de nuestra <a href="/tienda">tienda online</a> (despacho a todo Chile), puedes encontrar nuestros vinos en estas tiendas:</p>`),
  ) +
  `          <section data-test="page-section" data-section-theme="light" class='page-section user-items-list-section full-bleed-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--left vertical-alignment--middle light' data-section-id="65a0b1c2d3e4f5a6b7c8f001" data-controller="SectionWrapperController">
            <div class="content-wrapper"><div class="content">
<div class="user-items-list" data-card-theme="" data-section-id="user-items-list" data-section-title-enabled="true" data-space-below-section-title-value="2" data-space-below-section-title-unit="rem">
<div class="list-section-title"><p class="">Vinotecas y tiendas especializadas</p></div>
<ul class="user-items-list-simple" data-should-scale-text="false" data-media-alignment="left" data-media-aspect-ratio="1:1">
${listItem('Vinoteca El Copihue', 'Providencia, Santiago · Toda la línea Cerro Manzano', 'https://www.vinotecaelcopihue.cl/', 'Visitar sitio')}
${listItem('Mercado del Vino', 'Chillán · Arauco 455, local 12', 'https://mercadodelvino.cl/bodegas/cerro-manzano', 'Visitar sitio')}
${listItem('El Mundo del Vino', 'Tiendas en Santiago, Viña del Mar y Concepción', 'https://www.elmundodelvino.cl/', 'Visitar sitio')}
${listItem('Botillería Don Tito', 'Concepción · Barros Arana 1080 · Síguelos en Instagram', 'https://www.instagram.com/botilleriadontito/', 'Instagram')}
${listItem('Vinos Itata Online', 'Tienda online de vinos del Itata · despacho a regiones', 'https://vinositata.cl/', 'Comprar online')}
</ul>
</div>
            </div></div>
          </section>
` +
  section(
    'white',
    html(`<h3 style="white-space:pre-wrap;">Supermercados</h3>
<p class="">Cerro Manzano País y Cerro Manzano Cinsault Rosé están disponibles en supermercados <a href="https://www.jumbo.cl/vinos/cerro-manzano" target="_blank">Jumbo</a> de la Región Metropolitana y del Biobío.</p>`),
  ) +
  foot;

const enoturismo =
  head(
    'Enoturismo — Viña Cerro Manzano',
    'Visitas guiadas, degustaciones y almuerzos campestres en Ninhue.',
    '/enoturismo',
    '64f1c2a09b8e7d3c1a5f2e53',
  ) +
  section(
    'white',
    html(`<h1 style="white-space:pre-wrap;">Enoturismo</h1>
<p class="">Recorre las viñas en carreta, conoce nuestra bodega de adobe y prueba cinco vinos junto al fogón. Visitas de miércoles a domingo, con reserva previa.</p>
<h3>Reservas con nuestros socios de turismo</h3>
<p class="">Las visitas con traslado desde Concepción o Chillán se reservan a través de nuestros operadores asociados:<br><strong>Itata Wine Tours</strong> — <a href="https://itatawinetours.cl/tours/cerro-manzano" target="_blank">itatawinetours.cl</a><br><strong>Concepción Travel</strong> — <a href="https://www.conceptravel.cl/" target="_blank">conceptravel.cl</a></p>
<h3>¿Dónde alojar?</h3>
<p class="">Te recomendamos el <a href="https://www.hotellaslomasninhue.cl/" target="_blank">Hotel Boutique Las Lomas</a> en Ninhue o las cabañas de Quirihue. Somos parte de la <a href="https://www.rutadelvinoitata.cl/" target="_blank">Ruta del Vino del Valle del Itata</a>.</p>`),
  ) +
  foot;

const nosotros =
  head('Nosotros — Viña Cerro Manzano', 'Cuatro generaciones de la familia Sepúlveda en Ninhue.', '/nosotros', '64f1c2a09b8e7d3c1a5f2e54') +
  section(
    'white',
    html(`<h1 style="white-space:pre-wrap;">Nosotros</h1>
<p class="">Cerro Manzano es la viña de la familia Sepúlveda desde 1931. Hoy la dirigen los hermanos Camila y Tomás Sepúlveda, cuarta generación, junto al enólogo Rodrigo Fuentealba.</p>
<p class="">Somos miembros del <a href="https://www.movi.cl/" target="_blank">MOVI – Movimiento de Viñateros Independientes</a> y de <a href="https://www.winesofchile.org/" target="_blank">Vinos de Chile</a>, y contamos con el sello del Código de Sustentabilidad de la Vid. Nuestros viñedos están certificados orgánicos por <a href="https://www.ceres-cert.com/" target="_blank">CERES</a>.</p>
<p class="">Con el apoyo de <a href="https://www.corfo.cl/" target="_blank">CORFO</a> y <a href="https://www.prochile.gob.cl/" target="_blank">ProChile</a> participamos cada año en ProWein.</p>`),
  ) +
  foot;

const premios =
  head('Premios — Viña Cerro Manzano', 'Puntajes y reconocimientos de la prensa especializada.', '/premios', '64f1c2a09b8e7d3c1a5f2e55') +
  section(
    'white',
    html(`<h1 style="white-space:pre-wrap;">Premios y prensa</h1>
<ul data-rte-list="default">
<li><p class="">94 pts — Cerro Manzano Cinsault 2022, <a href="https://www.descorchados.com/" target="_blank">Descorchados 2024</a></p></li>
<li><p class="">93 pts — Cerro Manzano País Viñas Viejas 2022, <a href="https://timatkin.com/" target="_blank">Tim Atkin MW, Chile Special Report</a></p></li>
<li><p class="">Medalla de Oro — Moscatel Naranjo 2023, <a href="https://www.decanter.com/decanter-world-wine-awards/" target="_blank">Decanter World Wine Awards</a></p></li>
</ul>
<p class="">Nos mencionaron en <a href="https://www.latercera.com/mouse/vinos-itata/" target="_blank">La Tercera</a> y <a href="https://www.emol.com/" target="_blank">El Mercurio</a>.</p>`),
  ) +
  foot;

const blog =
  head(
    'Vendimia 2024: la más temprana en 20 años — Viña Cerro Manzano',
    'Cómo fue la vendimia 2024 en el secano del Itata.',
    '/blog/vendimia-2024',
    '64f1c2a09b8e7d3c1a5f2e56',
  ).replace('collection-type-page', 'collection-type-blog-basic-grid view-item') +
  section(
    'white',
    `<article class="blog-item" data-item-id="65f0a1b2c3d4e5f6a7b8c9d0"><div class="blog-item-wrapper"><div class="blog-item-top-wrapper"><div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title" style="white-space:pre-wrap;">Vendimia 2024: la más temprana en 20 años</h1></div><div class="blog-item-meta-wrapper"><time class="dt-published blog-meta-item blog-meta-item--date" datetime="2024-04-08">8 abr 2024</time></div></div><div class="blog-item-content-wrapper"><div class="blog-item-content e-content" data-content-field="main-content">` +
      html(`<p class="">Comenzamos a cosechar el País el 26 de febrero, la fecha más temprana desde 2004. Los rendimientos fueron bajos (2.800 kg/ha) pero la sanidad impecable.</p>
<p class="">Este año estrenamos fudres de raulí fabricados por <a href="https://www.toneleria-nacional.cl/" target="_blank">Tonelería Nacional</a> y botellas más livianas de <a href="https://www.cristalchile.cl/" target="_blank">Cristalerías Chile</a>, lo que reduce un 18% nuestra huella de carbono.</p>
<p class="">Gracias a todos los que vinieron al Festival de la Vendimia de Ninhue y a <a href="https://www.biobiochile.cl/" target="_blank">BioBioChile</a> por la nota.</p>`) +
      `</div></div></div></article>`,
  ) +
  foot;

export const site: CorpusSite = {
  domain: 'vinacerromanzano.cl',
  covers:
    'Chilean Itata Valley winery on Squarespace 7.1 with Commerce (static-context JSON, gtag) served from www.: importers per country in an accordion block (one written-out domain, one with only a Gmail address), Chilean stockists in a list section with buttons (one Instagram-only shop) plus a supermarket in a sentence, and tour-operator partners as <br> lines on the wine-tourism page; traps are a recommended hotel, wine-route/MOVI/Wines of Chile memberships, an organic certifier, public funding bodies, award and press links, and suppliers in a blog post.',
  pages: {
    '/': { status: 301, redirect: W + '/' },
    [W + '/']: { headers: HEADERS, html: home },
    [W + '/importadores']: { headers: HEADERS, html: importadores },
    [W + '/donde-comprar']: { headers: HEADERS, html: dondeComprar },
    [W + '/enoturismo']: { headers: HEADERS, html: enoturismo },
    [W + '/nosotros']: { headers: HEADERS, html: nosotros },
    [W + '/premios']: { headers: HEADERS, html: premios },
    [W + '/blog/vendimia-2024']: { headers: HEADERS, html: blog },
  },
  sitemap: [
    W + '/',
    W + '/importadores',
    W + '/donde-comprar',
    W + '/enoturismo',
    W + '/nosotros',
    W + '/premios',
    W + '/blog/vendimia-2024',
  ],
  technologies: [
    'squarespace',
    'squarespace-commerce',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'andescellars.com': 'channel',
    'vinosdelsur.ca': 'channel',
    'vinhosaustrais.com.br': 'channel',
    'pampawines.co.uk': 'channel',
    'suedamerika-weine.de': 'channel',
    'vinhusetsydamerika.dk': 'channel',
    'andeswine.cn': 'channel',
    'vinotecaelcopihue.cl': 'channel',
    'mercadodelvino.cl': 'channel',
    'elmundodelvino.cl': 'channel',
    'vinositata.cl': 'channel',
    'jumbo.cl': 'channel',
    'itatawinetours.cl': 'channel',
    'conceptravel.cl': 'channel',
  },
};
