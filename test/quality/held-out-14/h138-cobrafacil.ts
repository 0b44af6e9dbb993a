import type { CorpusSite } from '../corpus/types.js';

const HUB = '21874503';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a22c1e9fb4d0e71-EZE',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '148201733925',
};

const FS = `https://${HUB}.fs1.hubspotusercontent-na1.net/hubfs/${HUB}`;

function doc(title: string, description: string, path: string, pageId: string, body: string): string {
  return `<!doctype html><html lang="es-ar"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.cobrafacil.com.ar/hubfs/favicon-cobrafacil.png">
    <meta name="description" content="${description}">
    
    
    
    
    
<meta name="viewport" content="width=device-width, initial-scale=1">

    
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">

    

    
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}
</style>

<link rel="stylesheet" href="${FS}/hub_generated/template_assets/1/148190014412/1716380021475/template_main.min.css">
<link rel="stylesheet" href="${FS}/hub_generated/module_assets/1/148190221007/1716380021133/module_header.min.css">
    

    
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-MS9B4QF');</script>
<!-- End Google Tag Manager -->
<link rel="canonical" href="https://www.cobrafacil.com.ar${path}">
<link rel="alternate" hreflang="es-uy" href="https://www.cobrafacil.com.uy${path}">

<meta property="og:url" content="https://www.cobrafacil.com.ar${path}">
<meta name="twitter:card" content="summary">
<meta http-equiv="content-language" content="es-ar">






<meta name="generator" content="HubSpot"></head>
  <body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-MS9B4QF"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
    <div class="body-wrapper   hs-content-id-${pageId} hs-site-page page ">
      
        <div data-global-resource-path="cobrafacil-2023/templates/partials/header.html"><header class="header">
  <div class="header__container content-wrapper">
    <div class="header__logo"><div id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
  <span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="https://www.cobrafacil.com.ar" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="${FS}/logo-cobrafacil.svg" class="hs-image-widget " height="40" style="height: auto;width:170px;border-width:0px;border:0px;" width="170" alt="Cobrá Fácil" title="Cobrá Fácil"></a></span>
</div></div>
    <div class="header__menu"><div id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<nav class="menu menu--desktop" aria-label="Main menu">
  <ul class="menu__wrapper no-list">
    <li class="menu__item menu__item--depth-1  hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.cobrafacil.com.ar/producto">Producto</a></li>
    <li class="menu__item menu__item--depth-1  hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.cobrafacil.com.ar/precios">Precios</a></li>
    <li class="menu__item menu__item--depth-1  hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.cobrafacil.com.ar/integraciones">Integraciones</a></li>
    <li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite"><a class="menu__link menu__link--toggle" href="#" aria-haspopup="true" aria-expanded="false">Empresa</a><ul class="menu__submenu menu__submenu--level-2 no-list"><li class="menu__item menu__item--depth-2  hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.cobrafacil.com.ar/nosotros">Nosotros</a></li><li class="menu__item menu__item--depth-2  hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.cobrafacil.com.ar/clientes">Clientes</a></li><li class="menu__item menu__item--depth-2  hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.cobrafacil.com.ar/blog">Blog</a></li></ul></li>
  </ul>
</nav></div></div>
    <div class="header__button"><a href="https://app.cobrafacil.com.ar/registro" class="button">Creá tu cuenta gratis</a></div>
  </div>
</header></div>
      

      
<main id="main-content" class="body-container-wrapper">
${body}
</main>


      
        <div data-global-resource-path="cobrafacil-2023/templates/partials/footer.html"><footer class="footer">
  <div class="container-fluid footer__container content-wrapper">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span4 widget-span widget-type-custom_widget" style="" data-widget-type="custom_widget" data-x="0" data-w="4">
<div id="hs_cos_wrapper_footer_about" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_footer_about_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><p><strong>Cobrá Fácil S.A.S.</strong><br>Av. Córdoba 1351, Piso 6 · C1055AAD CABA<br>CUIT 30-71684210-5</p>
<p>Cobrá Fácil es un Proveedor de Servicios de Pago que ofrece cuentas de pago. Los fondos depositados en cuentas de pago no constituyen depósitos en una entidad financiera.</p></span></div>
</div>
<div class="span4 widget-span widget-type-custom_widget" style="" data-widget-type="custom_widget" data-x="4" data-w="4">
<div id="hs_cos_wrapper_footer_menu" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><ul class="footer-menu no-list">
<li><a href="https://www.cobrafacil.com.ar/partners">Programa de Partners</a></li>
<li><a href="https://ayuda.cobrafacil.com.ar">Centro de ayuda</a></li>
<li><a href="https://developers.cobrafacil.com.ar">API para desarrolladores</a></li>
<li><a href="https://www.cobrafacil.com.ar/legales/terminos">Términos y condiciones</a></li>
<li><a href="https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario" rel="noopener" target="_blank">Defensa de las y los consumidores</a></li>
<li><a href="https://www.cobrafacil.com.uy">Cobrá Fácil Uruguay</a></li>
</ul></div>
</div>
<div class="span4 widget-span widget-type-custom_widget" style="" data-widget-type="custom_widget" data-x="8" data-w="4">
<div id="hs_cos_wrapper_footer_social" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><div class="social-links">
<a class="social-links__link" href="https://www.instagram.com/cobrafacil.ar" target="_blank" rel="noopener"><span id="hs_cos_wrapper_footer_social_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_icon social-links__icon" style="" data-hs-cos-general-type="widget" data-hs-cos-type="icon"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" aria-labelledby="instagram1" role="img"><title id="instagram1">Instagram</title><g id="instagram1_layer"><path d="M224.1 141c-63.6 0-114.9 51.3z"></path></g></svg></span></a>
<a class="social-links__link" href="https://www.linkedin.com/company/cobrafacil" target="_blank" rel="noopener"><span id="hs_cos_wrapper_footer_social__2" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_icon social-links__icon" style="" data-hs-cos-general-type="widget" data-hs-cos-type="icon"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" aria-labelledby="linkedin2" role="img"><title id="linkedin2">LinkedIn</title><g id="linkedin2_layer"><path d="M100.28 448H7.4V148.9z"></path></g></svg></span></a>
</div></div>
</div>
</div>
</div>
  </div>
</footer></div>
      
    </div>
    
    
    
    
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<script src="${FS}/hub_generated/template_assets/1/148190014419/1716380021600/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'es-ar';
</script>

<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>

<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.cobrafacil.com.ar${path.replace(/\//g, '\\/')}"]);
_hsq.push(["setPageId", "${pageId}"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": ${pageId},
    "legacyPageId": "${pageId}",
    "contentFolderId": null,
    "contentGroupId": null,
    "abTestId": null,
    "languageVariantId": ${pageId},
    "languageCode": "es-ar"
}]);
</script>

<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->


<script type="text/javascript">
var hsVars = {
    render_id: "5a1c7e90-2b3d-4f6a-8c1e-9d0f2a4b6c8e",
    ticks: 1717070412881,
    page_id: ${pageId},
    
    content_group_id: 0,
    portal_id: ${HUB},
    app_hs_base_url: "https://app.hubspot.com",
    cp_hs_base_url: "https://cp.hubspot.com",
    language: "es-ar",
    analytics_page_type: "page",
    scp_content_type: "",
    
    analytics_page_id: "${pageId}",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>


<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.304/js/index.js"></script>

  
</body></html>`;
}

function dnd(n: number, inner: string): string {
  return `<div class="container-fluid body-container body-container--page">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">

<div class="row-fluid-wrapper row-depth-1 row-number-${n} dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_17162${n}4418${n}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div>

</div><!--end widget-span -->
</div><!--end row-->
</div><!--end row-wrapper -->

</div><!--end widget-span -->
</div>
</div>
</div>`;
}

function rich(html: string): string {
  return `<span id="hs_cos_wrapper_rich_text" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${html}</span>`;
}

const home = doc(
  'Cobrá Fácil | Links de pago y cobros recurrentes para pymes',
  'Cobrá con link de pago, QR o débito automático. Sin costos fijos, acreditación en el día.',
  '/',
  '148201733925',
  dnd(
    1,
    `<section class="hero"><div class="hero__text"><h1>Cobrá en segundos, sin vueltas.</h1><p>Links de pago, QR interoperable y débito automático para tu pyme. Acreditación en el día en tu cuenta bancaria.</p><a class="button" href="https://app.cobrafacil.com.ar/registro?utm_source=web&amp;utm_medium=hero">Empezá gratis</a></div><div class="hero__img"><img src="${FS}/hero-cobrafacil-app.png" alt="App Cobrá Fácil" loading="eager" width="560" height="620"></div></section>`,
  ) +
    dnd(
      2,
      `<section class="logos"><h2>Confían en nosotros más de 12.000 negocios</h2><ul class="logos__list no-list"><li><a href="https://www.gimnasiopalermo.com.ar" target="_blank" rel="noopener"><img src="${FS}/clientes/gimnasio-palermo.png" alt="Gimnasio Palermo"></a></li><li><a href="https://www.institutoingles-sur.edu.ar" target="_blank" rel="noopener"><img src="${FS}/clientes/instituto-sur.png" alt="Instituto de Inglés del Sur"></a></li><li><img src="${FS}/clientes/verduleria-don-tito.png" alt="Verdulería Don Tito"></li></ul></section>`,
    ) +
    dnd(
      3,
      rich(
        '<h2>Conectá Cobrá Fácil con tu tienda y tu sistema de facturación</h2><p>Tiendanube, Mercado Libre, Xubio, Colppy y muchas más. <a href="https://www.cobrafacil.com.ar/integraciones">Ver todas las integraciones</a>.</p>',
      ),
    ),
);

function intItem(name: string, href: string, text: string): string {
  return `<div class="integration"><h4>${name}</h4><p>${text}</p><a href="${href}" target="_blank" rel="noopener">Conocé más</a></div>`;
}

const integraciones = doc(
  'Integraciones | Cobrá Fácil',
  'Cobrá Fácil se integra con tu e-commerce, tu sistema de facturación y tus medios de cobro.',
  '/integraciones',
  '148201734102',
  dnd(
    1,
    rich(
      '<h1>Integraciones</h1><p>Conectá Cobrá Fácil con las herramientas que ya usás. Todas las integraciones están incluidas en tu plan.</p>',
    ),
  ) +
    dnd(
      2,
      `<div class="tabs" data-tabs>
  <ul class="tabs__nav no-list" role="tablist">
    <li role="presentation"><button role="tab" id="tab-ecommerce" aria-controls="panel-ecommerce" aria-selected="true">E-commerce</button></li>
    <li role="presentation"><button role="tab" id="tab-facturacion" aria-controls="panel-facturacion" aria-selected="false" tabindex="-1">Facturación</button></li>
    <li role="presentation"><button role="tab" id="tab-cobros" aria-controls="panel-cobros" aria-selected="false" tabindex="-1">Medios de cobro</button></li>
    <li role="presentation"><button role="tab" id="tab-mensajeria" aria-controls="panel-mensajeria" aria-selected="false" tabindex="-1">Mensajería</button></li>
  </ul>
  <div class="tabs__panel" role="tabpanel" id="panel-ecommerce" aria-labelledby="tab-ecommerce">
    ${intItem('Tiendanube', 'https://www.tiendanube.com/tienda-aplicaciones-nube/cobrafacil?utm_source=cobrafacil&amp;utm_medium=integraciones', 'Aplicación oficial en la Tienda de Aplicaciones Nube.')}
    ${intItem('Mercado Libre', 'https://www.mercadolibre.com.ar/', 'Cobrá ventas acordadas por mensaje con link de pago.')}
    ${intItem('WooCommerce', 'https://woocommerce.com/products/cobrafacil-payments/', 'Extensión gratuita en el WooCommerce Marketplace.')}
    ${intItem('VTEX', 'https://apps.vtex.com/cobrafacil-payment/p', 'Conector de pagos en VTEX App Store.')}
  </div>
  <div class="tabs__panel" role="tabpanel" id="panel-facturacion" aria-labelledby="tab-facturacion" hidden>
    ${intItem('Xubio', 'https://xubio.com/ar/integraciones', 'Emití la factura electrónica apenas se acredita el cobro.')}
    ${intItem('Colppy', 'https://www.colppy.com/', 'Conciliación automática de cobros.')}
    ${intItem('Contabilium', 'https://contabilium.com/', 'Facturación y stock sincronizados.')}
    ${intItem('Alegra', 'https://www.alegra.com/argentina/', 'Factura electrónica AFIP desde Alegra.')}
  </div>
  <div class="tabs__panel" role="tabpanel" id="panel-cobros" aria-labelledby="tab-cobros" hidden>
    ${intItem('Mercado Pago', 'https://www.mercadopago.com.ar/developers/es', 'Tu cliente paga con dinero en cuenta de Mercado Pago.')}
    ${intItem('Payway', 'https://www.payway.com.ar/?utm_source=cobrafacil&amp;utm_medium=web', 'Procesamiento de tarjetas de crédito y débito.')}
    ${intItem('MODO', 'https://www.modo.com.ar/', 'Pagos con QR desde la app de tu banco.')}
  </div>
  <div class="tabs__panel" role="tabpanel" id="panel-mensajeria" aria-labelledby="tab-mensajeria" hidden>
    ${intItem('Botmaker', 'https://botmaker.com/es/', 'Enviá links de pago por WhatsApp de forma automática.')}
  </div>
</div>`,
    ),
);

function partnerCard(name: string, place: string, tipo: string, link: string | null, linkText = 'Visitar sitio'): string {
  return `<div class="partner-card"><span class="partner-card__tipo">${tipo}</span><h3>${name}</h3><p>${place}</p>${link ? `<a href="${link}" target="_blank" rel="noopener">${linkText}</a>` : ''}</div>`;
}

function partners(page: number, cards: string): string {
  return doc(
    page === 1 ? 'Programa de Partners | Cobrá Fácil' : 'Programa de Partners (página 2) | Cobrá Fácil',
    'Encontrá un partner implementador o un estudio contable aliado de Cobrá Fácil en tu provincia.',
    page === 1 ? '/partners' : '/partners?page=2',
    '148201734377',
    dnd(
      1,
      rich(
        '<h1>Programa de Partners</h1><p>Consultoras, estudios contables y agencias que implementan Cobrá Fácil en sus clientes y ganan una comisión recurrente por cada cuenta activa.</p>',
      ),
    ) +
      dnd(
        2,
        `<div class="partners-directory"><h2>Directorio de partners</h2><div class="partners-directory__grid">${cards}</div><nav class="pagination" aria-label="Paginación">${
          page === 1
            ? '<span class="pagination__current">1</span><a href="/partners?page=2">2</a><a class="pagination__next" href="/partners?page=2">Siguiente</a>'
            : '<a class="pagination__prev" href="/partners">Anterior</a><a href="/partners">1</a><span class="pagination__current">2</span>'
        }</nav></div>`,
      ) +
      (page === 1
        ? dnd(
            3,
            `<div class="accordion"><h2>Preguntas frecuentes</h2><details><summary>¿Qué tipos de partners hay?</summary><p><strong>Implementadores:</strong> configuran Cobrá Fácil y lo integran con el sistema de gestión del cliente.<br><strong>Estudios contables aliados:</strong> recomiendan Cobrá Fácil a sus clientes y acceden al panel multi-cuenta.<br><strong>Agencias de referidos:</strong> nos presentan clientes y reciben un 15% de la comisión durante 12 meses.</p></details><details><summary>¿Cómo me sumo?</summary><p>Completá el <a href="https://www.cobrafacil.com.ar/partners/sumate">formulario</a> y un ejecutivo te contacta en 48 h.</p></details></div>`,
          )
        : ''),
  );
}

const partners1 = partners(
  1,
  partnerCard('Nube Consultores', 'CABA', 'Implementador', 'https://nubeconsultores.com.ar/') +
    partnerCard(
      'Estudio Paredes &amp; Asociados',
      'La Plata, Buenos Aires',
      'Estudio contable aliado',
      'https://www.estudioparedes.com.ar/',
    ) +
    partnerCard('Integra Pyme', 'Vicente López, Buenos Aires', 'Implementador', 'https://integrapyme.com/?ref=cobrafacil') +
    partnerCard('Rosario Digital', 'Rosario, Santa Fe', 'Implementador', 'https://www.rosariodigital.com.ar/') +
    `<div class="partner-card"><span class="partner-card__tipo">Implementador</span><h3>Andes Sistemas</h3><p>Mendoza · andessistemas.com.ar</p></div>` +
    partnerCard('Agencia Malbec', 'Mendoza', 'Agencia de referidos', 'https://agenciamalbec.com/'),
);

const partners2 = partners(
  2,
  partnerCard('Córdoba Cloud', 'Córdoba', 'Implementador', 'https://cordobacloud.com.ar/') +
    partnerCard('Patagonia Sur Software', 'Neuquén', 'Implementador', 'https://patagoniasur.ar/') +
    partnerCard('Estudio Contable Giménez', 'Salta', 'Estudio contable aliado', null),
);

const nosotros = doc(
  'Nosotros | Cobrá Fácil',
  'Somos una fintech argentina que simplifica los cobros de las pymes.',
  '/nosotros',
  '148201734510',
  dnd(
    1,
    rich(
      '<h1>Nosotros</h1><p>Cobrá Fácil nació en 2019 en Buenos Aires. Hoy somos 64 personas y procesamos más de 900.000 cobros por mes.</p><h2>Regulación</h2><p>Estamos inscriptos en el Registro de Proveedores de Servicios de Pago que ofrecen cuentas de pago del <a href="https://www.bcra.gob.ar/SistemasFinancierosYdePagos/Proveedores-servicios-de-pago-ofrecen-cuentas-de-pago.asp" target="_blank" rel="noopener">BCRA</a>.</p><h2>Somos parte de</h2><p>Socios de la <a href="https://camarafintech.org.ar/" target="_blank" rel="noopener">Cámara Argentina de Fintech</a>.</p><h2>Inversores</h2><p>Nos acompañan <a href="https://www.pampaventures.com/" target="_blank" rel="noopener">Pampa Ventures</a> y un grupo de ángeles del ecosistema.</p><h2>Prensa</h2><ul><li><a href="https://www.infobae.com/economia/2024/02/18/cobra-facil-pymes/" target="_blank" rel="noopener">Infobae: La fintech que quiere que las pymes cobren en el día</a></li><li><a href="https://www.lanacion.com.ar/economia/negocios/cobra-facil-nid04032024/" target="_blank" rel="noopener">La Nación: Links de pago, el boom de los cobros digitales</a></li></ul>',
    ),
  ),
);

const clientes = doc(
  'Clientes | Cobrá Fácil',
  'Historias de pymes que cobran con Cobrá Fácil.',
  '/clientes',
  '148201734622',
  dnd(
    1,
    rich(
      '<h1>Clientes</h1><h3>Gimnasio Palermo</h3><p>“Pasamos las cuotas a débito automático y la morosidad bajó del 18% al 4%.” — <a href="https://www.gimnasiopalermo.com.ar" target="_blank" rel="noopener">gimnasiopalermo.com.ar</a></p><h3>Instituto de Inglés del Sur</h3><p>“Las familias pagan la cuota con un link por WhatsApp.” — <a href="https://www.institutoingles-sur.edu.ar" target="_blank" rel="noopener">institutoingles-sur.edu.ar</a></p>',
    ),
  ),
);

const blog = doc(
  'Cómo cobrar con link de pago: guía 2024 | Cobrá Fácil',
  'Todo lo que tenés que saber para cobrar con link de pago en Argentina.',
  '/blog/como-cobrar-con-link-de-pago',
  '148201735001',
  dnd(
    1,
    rich(
      '<h1>Cómo cobrar con link de pago: guía 2024</h1><p>Un link de pago es la forma más simple de cobrar a distancia. Te mostramos cómo generarlo y qué tener en cuenta con la facturación ante <a href="https://www.afip.gob.ar/" target="_blank" rel="noopener">AFIP</a>.</p><p>Existen varias opciones en el mercado —bancos, billeteras como Ualá o Naranja X— pero pocas ofrecen acreditación en el día sin costo fijo.</p><p>¿Necesitás ayuda para configurarlo? Escribile a alguno de nuestros <a href="/partners">partners implementadores</a>.</p>',
    ),
  ),
);

export const site: CorpusSite = {
  domain: 'cobrafacil.com.ar',
  otherDomains: ['cobrafacil.com.uy'],
  covers:
    'Argentine payments fintech (voseo Spanish) on HubSpot CMS behind Cloudflare: integrations in an ARIA tab widget with UTM-tagged and app-marketplace links, a partner directory of HubSpot modules with ?page=2 pagination (one written-out domain, one .ar domain, one without a website) and a FAQ accordion of partner types. Traps: BCRA registry, fintech chamber membership, investor, press, customer logos and testimonials, AFIP blog link, consumer-defence link, social icons, own app/help/developer hosts and a Uruguayan sister domain.',
  pages: {
    '/': { headers, html: home },
    '/integraciones': { headers, html: integraciones },
    '/partners': { headers, html: partners1 },
    '/partners?page=2': { headers, html: partners2 },
    '/nosotros': { headers, html: nosotros },
    '/clientes': { headers, html: clientes },
    '/blog/como-cobrar-con-link-de-pago': { headers, html: blog },
  },
  sitemap: ['/', '/integraciones', '/partners', '/nosotros', '/clientes', '/blog/como-cobrar-con-link-de-pago'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'cloudflare', 'google-tag-manager'],
  partners: {
    'tiendanube.com': 'technology',
    'mercadolibre.com.ar': 'technology',
    'woocommerce.com': 'technology',
    'vtex.com': 'technology',
    'xubio.com': 'technology',
    'colppy.com': 'technology',
    'contabilium.com': 'technology',
    'alegra.com': 'technology',
    'mercadopago.com.ar': 'technology',
    'payway.com.ar': 'technology',
    'modo.com.ar': 'technology',
    'botmaker.com': 'technology',
    'nubeconsultores.com.ar': 'channel',
    'estudioparedes.com.ar': 'channel',
    'integrapyme.com': 'channel',
    'rosariodigital.com.ar': 'channel',
    'andessistemas.com.ar': 'channel',
    'agenciamalbec.com': 'channel',
    'cordobacloud.com.ar': 'channel',
    'patagoniasur.ar': 'channel',
  },
};
