import type { CorpusSite } from '../corpus/types.js';

/*
 * Envases Altamar S.L. (Paterna, Valencia): envases PET y PP, tapones y preformas para alimentación y cosmética.
 * WordPress con tema hijo de Divi, WPML, Rank Math, Complianz, LiteSpeed (servidor y caché), Google Tag Manager.
 */

const B = 'https://envasesaltamar.es';
let n = 0;
const next = (): number => n++;

const text = (inner: string): string => {
  const i = next();
  return `<div class="et_pb_module et_pb_text et_pb_text_${i} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;
};
const column = (type: string, modules: string): string => {
  const i = next();
  return `<div class="et_pb_column et_pb_column_${type} et_pb_column_${i} et_pb_css_mix_blend_mode_passthrough">${modules}</div>`;
};
const row = (cols: string): string => {
  const i = next();
  return `<div class="et_pb_row et_pb_row_${i}">${cols}</div>`;
};
const section = (rows: string, extra = ''): string => {
  const i = next();
  return `<div class="et_pb_section et_pb_section_${i} et_section_regular ${extra}">${rows}</div>`;
};
const full = (modules: string, extra = ''): string => section(row(column('4_4', modules)), extra);

const head = (title: string, description: string, path: string, postId: number, schemaType: string): string => `<!DOCTYPE html>
<html lang="es-ES">
<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="${B}/xmlrpc.php">
<script type="text/javascript">document.documentElement.className = 'js';</script>
<link rel="alternate" hreflang="es" href="${B}${path}">
<link rel="alternate" hreflang="en" href="${B}/en${path}">
<link rel="alternate" hreflang="x-default" href="${B}${path}">
<!-- Search Engine Optimization by Rank Math PRO - https://rankmath.com/ -->
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="follow, index, max-snippet:-1, max-video-preview:-1, max-image-preview:large">
<link rel="canonical" href="${B}${path}">
<meta property="og:locale" content="es_ES">
<meta property="og:type" content="article">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${B}${path}">
<meta property="og:site_name" content="Envases Altamar">
<meta property="og:image" content="${B}/wp-content/uploads/2024/01/envases-altamar-og.jpg">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="rank-math-schema-pro">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"${B}/#organization","name":"Envases Altamar S.L.","url":"${B}","logo":{"@type":"ImageObject","url":"${B}/wp-content/uploads/2023/10/logo-altamar.png"},"address":{"@type":"PostalAddress","streetAddress":"Calle Ciudad de Sevilla 44, Parque Tecnol\u00f3gico","addressLocality":"Paterna","postalCode":"46980","addressRegion":"Valencia","addressCountry":"ES"}},{"@type":"WebSite","@id":"${B}/#website","url":"${B}","name":"Envases Altamar","publisher":{"@id":"${B}/#organization"},"inLanguage":"es"},{"@type":"${schemaType}","@id":"${B}${path}#webpage","url":"${B}${path}","name":"${title}","isPartOf":{"@id":"${B}/#website"},"inLanguage":"es"}]}</script>
<!-- /Rank Math WordPress SEO plugin -->
<link rel="dns-prefetch" href="//fonts.googleapis.com">
<link rel="alternate" type="application/rss+xml" title="Envases Altamar &raquo; Feed" href="${B}/feed/">
<meta content="Altamar Child v.1.3.0" name="generator">
<link rel="stylesheet" id="wp-block-library-css" href="${B}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" type="text/css" media="all">
<link rel="stylesheet" id="wpml-legacy-horizontal-list-0-css" href="${B}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1" type="text/css" media="all">
<link rel="stylesheet" id="cmplz-general-css" href="${B}/wp-content/plugins/complianz-gdpr-premium/assets/css/cookieblocker.min.css?ver=1714123521" type="text/css" media="all">
<link rel="stylesheet" id="et-divi-open-sans-css" href="https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-parent-css" href="${B}/wp-content/themes/Divi/style-static.min.css?ver=4.25.0" type="text/css" media="all">
<style id="divi-style-parent-inline-inline-css" type="text/css">
/*!
Theme Name: Divi
Theme URI: http://www.elegantthemes.com/gallery/divi/
Version: 4.25.0
Description: Smart. Flexible. Beautiful. Divi is the most powerful theme in our collection.
Author: Elegant Themes
Author URI: http://www.elegantthemes.com
License: GNU General Public License v2
License URI: http://www.gnu.org/licenses/gpl-2.0.html
*/
a,abbr,acronym,address,applet,b,big,blockquote,body,center,cite,code,dd,del,dfn,div,dl,dt,em,fieldset,font,form,h1,h2,h3,h4,h5,h6,html,i,iframe,img,ins,kbd,label,legend,li,object,ol,p,pre,q,s,samp,small,span,strike,strong,sub,sup,tt,u,ul,var{margin:0;padding:0;border:0;outline:0;font-size:100%;vertical-align:baseline;background:transparent}
</style>
<link rel="stylesheet" id="divi-style-css" href="${B}/wp-content/themes/altamar-child/style.css?ver=4.25.0" type="text/css" media="all">
<script type="text/javascript" src="${B}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${B}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${B}/wp-json/">
<link rel="alternate" type="application/json" href="${B}/wp-json/wp/v2/pages/${postId}">
<meta name="generator" content="WordPress 6.5.2">
<link rel="shortlink" href="${B}/?p=${postId}">
<meta name="generator" content="WPML ver:4.6.10 stt:1,2;">
<style>.cmplz-hidden { display: none !important; }</style>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<!-- Google Tag Manager -->
<script type="text/plain" data-category="statistics">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W6X9QPZ');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="${B}/wp-content/uploads/2023/10/cropped-favicon-altamar-32x32.png" sizes="32x32">
<link rel="stylesheet" id="et-core-unified-${postId}-cached-inline-styles" href="${B}/wp-content/et-cache/${postId}/et-core-unified-${postId}.min.css?ver=1714390211">
</head>`;

const header = `<div id="page-container">
<div id="et-boc" class="et-boc">
<div id="top-header">
<div class="container clearfix">
<div id="et-info">
<span id="et-info-phone"><a href="tel:+34961550142">+34 961 550 142</a></span>
<a href="mailto:comercial@envasesaltamar.es"><span id="et-info-email">comercial@envasesaltamar.es</span></a>
</div>
<div id="et-secondary-menu">
<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-es wpml-ls-current-language wpml-ls-first-item wpml-ls-item-legacy-list-horizontal"><a href="${B}/" class="wpml-ls-link"><span class="wpml-ls-native">Español</span></a></li><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-en wpml-ls-last-item wpml-ls-item-legacy-list-horizontal"><a href="${B}/en/" class="wpml-ls-link"><span class="wpml-ls-native" lang="en">English</span></a></li></ul></div>
<ul id="et-secondary-nav" class="menu"><li class="menu-item"><a href="https://www.altamarpack.com/tienda/">Tienda online (pequeñas cantidades)</a></li></ul>
</div>
</div>
</div>
<header id="main-header" data-height-onload="86">
<div class="container clearfix et_menu_container">
<div class="logo_container"><span class="logo_helper"></span><a href="${B}/"><img src="${B}/wp-content/uploads/2023/10/logo-altamar.png" width="240" height="64" alt="Envases Altamar" id="logo" data-height-percentage="60"></a></div>
<div id="et-top-navigation" data-height="86" data-fixed-height="40">
<nav id="top-menu-nav">
<ul id="top-menu" class="nav">
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-31"><a href="${B}/productos/envases-pet/">Productos</a>
<ul class="sub-menu">
<li class="menu-item menu-item-has-children menu-item-32"><a href="${B}/productos/envases-pet/">Envases PET</a>
<ul class="sub-menu">
<li class="menu-item"><a href="${B}/productos/envases-pet/#alimentacion">Alimentación y bebidas</a></li>
<li class="menu-item"><a href="${B}/productos/envases-pet/#cosmetica">Cosmética y cuidado personal</a></li>
<li class="menu-item"><a href="${B}/productos/envases-pet/#rpet">rPET 100% reciclado</a></li>
</ul></li>
<li class="menu-item menu-item-has-children menu-item-33"><a href="${B}/productos/envases-pet/#pp">Envases PP y PE</a>
<ul class="sub-menu">
<li class="menu-item"><a href="${B}/productos/envases-pet/#tarros">Tarros</a></li>
<li class="menu-item"><a href="${B}/productos/envases-pet/#tapones">Tapones y cierres</a></li>
<li class="menu-item"><a href="${B}/productos/envases-pet/#preformas">Preformas</a></li>
</ul></li>
</ul></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-34"><a href="${B}/sostenibilidad/">Sostenibilidad</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-35"><a href="${B}/sobre-nosotros/">Empresa</a>
<ul class="sub-menu">
<li class="menu-item"><a href="${B}/sobre-nosotros/">Sobre nosotros</a></li>
<li class="menu-item"><a href="${B}/partners-tecnologicos/">Partners tecnológicos</a></li>
<li class="menu-item"><a href="${B}/ferias/">Ferias</a></li>
</ul></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-36"><a href="${B}/distribuidores/">Distribuidores</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-37"><a href="${B}/contacto/">Contacto</a></li>
</ul>
</nav>
<div id="et_top_search"><span id="et_search_icon"></span></div>
<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleccionar página</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
</div>
</div>
</header>
<div id="et-main-area">`;

const footer = `<footer id="main-footer">
<div class="container">
<div id="footer-widgets" class="clearfix">
<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Envases Altamar S.L.</h4><div class="textwidget"><p>Calle Ciudad de Sevilla 44<br>Parque Tecnológico<br>46980 Paterna (Valencia), España</p><p>Tel. <a href="tel:+34961550142">+34 961 550 142</a><br><a href="mailto:comercial@envasesaltamar.es">comercial@envasesaltamar.es</a></p></div></div></div>
<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Empresa</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu">
<li class="menu-item"><a href="${B}/sobre-nosotros/">Sobre nosotros</a></li>
<li class="menu-item"><a href="${B}/distribuidores/">Red de distribuidores</a></li>
<li class="menu-item"><a href="${B}/partners-tecnologicos/">Partners tecnológicos</a></li>
<li class="menu-item"><a href="${B}/sostenibilidad/">Sostenibilidad</a></li>
<li class="menu-item"><a href="${B}/ferias/">Ferias</a></li>
<li class="menu-item"><a href="${B}/contacto/#empleo">Trabaja con nosotros</a></li>
</ul></div></div></div>
<div class="footer-widget"><div id="media_image-2" class="fwidget et_pb_widget widget_media_image"><h4 class="title">Certificaciones</h4><img width="220" height="90" src="${B}/wp-content/uploads/2023/11/sellos-aenor-brcgs.png" class="image wp-image-412 attachment-full size-full" alt="Certificado AENOR ISO 9001 y BRCGS Packaging Materials" decoding="async" loading="lazy"></div></div>
</div>
</div>
<div id="footer-bottom">
<div class="container clearfix">
<ul class="et-social-icons">
<li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/envases-altamar" class="icon"><span>LinkedIn</span></a></li>
<li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/envasesaltamar/" class="icon"><span>Instagram</span></a></li>
<li class="et-social-icon et-social-youtube"><a href="https://www.youtube.com/@envasesaltamar" class="icon"><span>YouTube</span></a></li>
</ul>
<div id="footer-info">© 2024 Envases Altamar S.L. · <a href="${B}/aviso-legal/">Aviso legal</a> · <a href="${B}/politica-de-privacidad/">Privacidad</a> · <a href="${B}/politica-de-cookies/">Cookies</a></div>
</div>
</div>
</footer>
</div>
</div>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 banner-a optin cmplz-bottom-right cmplz-categories-type-view-preferences" aria-modal="true" data-nosnippet="true" role="dialog" aria-live="polite" aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
<div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Gestionar el consentimiento de las cookies</div></div>
<div class="cmplz-body"><div class="cmplz-message" id="cmplz-message-1-optin">Utilizamos cookies para optimizar nuestro sitio web y nuestro servicio.</div></div>
<div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Aceptar</button><button class="cmplz-btn cmplz-deny">Denegar</button><button class="cmplz-btn cmplz-view-preferences">Ver preferencias</button></div>
</div></div>
<script type="text/javascript" src="${B}/wp-content/plugins/sitepress-multilingual-cms/res/js/cookies/language-cookie.js?ver=4.6.10" id="wpml-cookie-js" defer></script>
<script type="text/javascript" src="${B}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.0" id="divi-custom-script-js"></script>
<script type="text/javascript" src="${B}/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.0" id="et-core-common-js"></script>
<script type="text/javascript" id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"0","banner_version":"27","version":"7.0.4","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"https:\\/\\/envasesaltamar.es\\/wp-json\\/complianz\\/v1\\/","locale":"lang=es&locale=es_ES","set_cookies_on_root":"0","cookie_domain":"","current_policy_id":"22","cookie_path":"\\/","categories":{"statistics":"estad\\u00edsticas","marketing":"marketing"},"tcf_active":"","placeholdertext":"Haz clic para aceptar cookies de marketing y activar este contenido"};</script>
<script defer type="text/javascript" src="${B}/wp-content/plugins/complianz-gdpr-premium/cookiebanner/js/complianz.min.js?ver=1714123521" id="cmplz-cookiebanner-js"></script>
</body>
</html>`;

const page = (
  title: string,
  description: string,
  path: string,
  postId: number,
  content: string,
  schemaType = 'WebPage',
): string => `${head(title, description, path, postId, schemaType)}
<body class="page-template-default page page-id-${postId} et_pb_button_helper_class et_fixed_nav et_show_nav et_secondary_nav_enabled et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
${header}
<div id="main-content">
<article id="post-${postId}" class="post-${postId} page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${content}
</div>
</div>
</div>
</article>
</div>
${footer}`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  'x-litespeed-tag': '4a1_HTTP.200,4a1_URL.8e1c2b,4a1_F,4a1_Po.12',
  'cache-control': 'public,max-age=604800',
  link: '<https://envasesaltamar.es/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const home = page(
  'Envases Altamar | Fabricante de envases PET y PP en Valencia',
  'Fabricamos envases PET, rPET y PP, tarros, tapones y preformas para alimentación, bebidas y cosmética. Más de 30 años en Paterna (Valencia).',
  '/',
  12,
  [
    full(
      text(
        `<h1>Envases que protegen lo que importa</h1><p>Diseñamos y fabricamos envases PET, rPET y PP para alimentación, bebidas, cosmética y droguería. 140 personas, 22 líneas de inyección y soplado y más de 300 millones de envases al año desde Paterna.</p><p><a class="et_pb_button" href="${B}/productos/envases-pet/">Ver catálogo</a> <a class="et_pb_button" href="${B}/contacto/">Solicitar muestras</a></p>`,
      ),
      'et_pb_fullwidth_section hero-altamar',
    ),
    section(
      row(
        column('1_3', text(`<h3>Alimentación</h3><p>Botellas para aceite, salsas y zumos; tarros para conservas y miel.</p>`)) +
          column(
            '1_3',
            text(`<h3>Cosmética</h3><p>Botellas y tarros de PET cristal y PP con acabados soft-touch, metalizados y serigrafía.</p>`),
          ) +
          column('1_3', text(`<h3>rPET</h3><p>Envases con hasta un 100% de PET reciclado apto para contacto alimentario.</p>`)),
      ),
    ),
    full(
      text(
        `<h2>Clientes que confían en Altamar</h2><div class="logos-clientes"><img loading="lazy" src="${B}/wp-content/uploads/2023/11/cliente-aceites-serrano.png" alt="Aceites Serrano" width="150" height="60"><img loading="lazy" src="${B}/wp-content/uploads/2023/11/cliente-cosmetica-turia.png" alt="Cosmética Turia" width="150" height="60"><img loading="lazy" src="${B}/wp-content/uploads/2023/11/cliente-salsas-levante.png" alt="Salsas de Levante" width="150" height="60"><img loading="lazy" src="${B}/wp-content/uploads/2023/11/cliente-drogueria-mediterranea.png" alt="Droguería Mediterránea" width="150" height="60"></div>`,
      ),
    ),
    full(
      text(
        `<h2>Presentes en más de 20 países</h2><p>Nuestra red de distribuidores lleva los envases Altamar a Europa, América, el Norte de África y Oriente Medio. <a href="${B}/distribuidores/">Encuentra tu distribuidor</a>.</p><h2>Tecnología de primer nivel</h2><p>Trabajamos con los principales fabricantes de maquinaria y materias primas del sector. <a href="${B}/partners-tecnologicos/">Conoce a nuestros partners tecnológicos</a>.</p><p><strong>Visítanos en Hispack 2024</strong>, Fira de Barcelona, del 7 al 10 de mayo, pabellón 2, stand C-212. <a href="https://www.hispack.com/" target="_blank" rel="noopener">hispack.com</a></p>`,
      ),
    ),
  ].join('\n'),
);

const producto = page(
  'Envases PET, rPET y PP | Catálogo | Envases Altamar',
  'Catálogo de botellas y tarros PET, rPET y PP, tapones y preformas. Capacidades de 30 ml a 5 litros.',
  '/productos/envases-pet/',
  18,
  [
    full(text(`<h1>Envases PET, rPET y PP</h1><p>Más de 600 referencias estándar y desarrollos a medida con molde propio.</p>`)),
    full(
      text(
        `<h2 id="alimentacion">Alimentación y bebidas</h2><table class="tabla-productos"><thead><tr><th>Referencia</th><th>Capacidad</th><th>Boca</th><th>Material</th><th>Uso</th></tr></thead><tbody><tr><td>ALT-OL-1000</td><td>1 l</td><td>PCO 28</td><td>PET / rPET</td><td>Aceite</td></tr><tr><td>ALT-OL-5000</td><td>5 l</td><td>48 mm</td><td>PET</td><td>Aceite, garrafa</td></tr><tr><td>ALT-SA-300</td><td>300 ml</td><td>38 mm</td><td>PET</td><td>Salsas</td></tr><tr><td>ALT-ZU-500</td><td>500 ml</td><td>38 mm</td><td>PET</td><td>Zumos, llenado en caliente</td></tr></tbody></table>
<h2 id="cosmetica">Cosmética y cuidado personal</h2><table class="tabla-productos"><thead><tr><th>Referencia</th><th>Capacidad</th><th>Boca</th><th>Material</th><th>Acabados</th></tr></thead><tbody><tr><td>ALT-CO-100</td><td>100 ml</td><td>24/410</td><td>PET cristal</td><td>Serigrafía, lacado</td></tr><tr><td>ALT-CO-250</td><td>250 ml</td><td>24/410</td><td>PET / rPET</td><td>Soft-touch</td></tr><tr><td>ALT-TA-50</td><td>50 ml</td><td>58 mm</td><td>PP doble pared</td><td>Metalizado</td></tr></tbody></table>
<h2 id="rpet">rPET 100% reciclado</h2><p>Nuestras botellas rPET se fabrican con escama reciclada descontaminada con tecnología aprobada por la EFSA para contacto con alimentos.</p>
<h2 id="pp">Envases PP y PE</h2><p id="tarros">Tarros de 30 ml a 1 litro en PP y PE, con cierre de rosca o a presión.</p><p id="tapones">Tapones flip-top, disc-top, dosificadores y cierres tethered conformes a la Directiva (UE) 2019/904.</p><p id="preformas">Preformas PET de 9 a 90 gramos para cuellos PCO 1881, 38 mm y 48 mm.</p>`,
      ),
    ),
    full(
      text(
        `<h2>Descargas</h2><ul><li><a href="${B}/wp-content/uploads/2024/02/catalogo-altamar-2024.pdf">Catálogo general 2024 (PDF)</a></li><li><a href="${B}/wp-content/uploads/2024/02/ficha-tecnica-rpet.pdf">Ficha técnica rPET (PDF)</a></li></ul><p>¿Necesitas pocas unidades? Compra online en la <a href="https://www.altamarpack.com/tienda/">tienda Altamar Pack</a>.</p>`,
      ),
    ),
  ].join('\n'),
  'ItemPage',
);

const toggle = (title: string, rows: string, open = false): string => {
  const i = next();
  return `<div class="et_pb_toggle et_pb_module et_pb_accordion_item et_pb_accordion_item_${i} ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}"><h5 class="et_pb_toggle_title">${title}</h5><div class="et_pb_toggle_content clearfix"><table class="tabla-distribuidores"><thead><tr><th>País</th><th>Distribuidor</th><th>Ciudad</th><th>Contacto</th></tr></thead><tbody>${rows}</tbody></table></div></div>`;
};
const d = (pais: string, nombre: string, ciudad: string, tel: string, web: string | null): string =>
  `<tr><td>${pais}</td><td>${web ? `<a href="${web}" target="_blank" rel="noopener">${nombre}</a>` : nombre}</td><td>${ciudad}</td><td><a href="tel:${tel.replace(/[^+\d]/g, '')}">${tel}</a></td></tr>`;

const distribuidores = page(
  'Red de distribuidores internacionales | Envases Altamar',
  'Distribuidores oficiales de Envases Altamar en Europa, América, África y Oriente Medio.',
  '/distribuidores/',
  24,
  [
    full(
      text(
        `<h1>Red de distribuidores</h1><p>En España vendemos directamente desde Paterna. Fuera de España, nuestros distribuidores oficiales mantienen stock de las referencias estándar, gestionan pedidos en moneda local y ofrecen asesoramiento técnico. Selecciona tu región:</p>`,
      ),
    ),
    full(
      `<div class="et_pb_module et_pb_accordion et_pb_accordion_0">${toggle(
        'Europa',
        d('Portugal', 'Embalagens Lusitânia, Lda.', 'Oporto', '+351 225 550 134', 'https://www.embalagenslusitania.pt/') +
          d('Francia', 'Packland France SAS', 'Lyon', '+33 4 72 55 01 78', 'https://www.packland.fr/') +
          d('Italia', 'Imballi Tirreno S.r.l.', 'Livorno', '+39 0586 550 122', 'https://imballitirreno.it/') +
          d('Reino Unido', 'BottlePack UK Ltd', 'Leicester', '+44 116 555 0190', 'https://www.bottlepackuk.co.uk/'),
        true,
      )}${toggle(
        'América',
        d('México', 'EnvaMex Distribuciones S.A. de C.V.', 'Guadalajara', '+52 33 5550 1142', 'https://www.envamex.com.mx/') +
          d('Colombia', 'Andina Packaging S.A.S.', 'Medellín', '+57 604 555 0187', 'https://andinapackaging.com.co/') +
          d('Chile', 'Envases Pacífico SpA', 'Santiago', '+56 2 2555 0163', 'https://www.envasespacifico.cl/') +
          d('Argentina', 'Pack&amp;Go Argentina S.R.L.', 'Rosario', '+54 341 555 0119', 'https://packgo.com.ar/'),
      )}${toggle(
        'África y Oriente Medio',
        d('Marruecos', 'Maghreb Emballage SARL', 'Casablanca', '+212 522 550 171', 'https://www.maghrebemballage.ma/') +
          d('Emiratos Árabes Unidos', 'Gulf Pack Trading LLC', 'Dubái', '+971 4 555 0138', 'https://gulfpacktrading.ae/') +
          d('Argelia', 'Sarl Embal-Dz', 'Orán', '+213 41 55 01 27', null),
      )}</div>`,
    ),
    full(
      text(
        `<h2>¿Quieres ser distribuidor de Altamar?</h2><p>Buscamos distribuidores en Centroeuropa, Perú y Arabia Saudí. Escríbenos a <a href="mailto:export@envasesaltamar.es">export@envasesaltamar.es</a> con una presentación de tu empresa.</p>`,
      ),
    ),
  ].join('\n'),
);

const card = (nombre: string, tipo: string, desc: string, web: string): string =>
  column(
    '1_3',
    `<div class="et_pb_module et_pb_blurb et_pb_blurb_${next()} et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>${nombre}</span></h4><div class="et_pb_blurb_description"><p class="tipo-partner">${tipo}</p><p>${desc}</p><p><a href="${web}" target="_blank" rel="noopener">Visitar web &rarr;</a></p></div></div></div></div>`,
  );

const partners = page(
  'Partners tecnológicos | Envases Altamar',
  'Fabricantes de maquinaria, proveedores de resina y centros tecnológicos con los que colaboramos.',
  '/partners-tecnologicos/',
  27,
  [
    full(
      text(
        `<h1>Partners tecnológicos</h1><p>Nuestra capacidad para desarrollar envases más ligeros, reciclables y seguros se basa en alianzas a largo plazo con fabricantes de maquinaria, proveedores de materias primas y centros tecnológicos.</p>`,
      ),
    ),
    full(text(`<h2>Maquinaria y materias primas</h2>`)),
    section(
      row(
        card(
          'Husky Technologies',
          'Sistemas de inyección',
          'Nuestras líneas de preformas HyPET HPP5 y los moldes multicavidad son de Husky, con quien co-desarrollamos cuellos aligerados.',
          'https://www.husky.co/',
        ) +
          card(
            'Sidel',
            'Soplado',
            'Sopladoras EvoBLOW para botellas de aceite y bebidas, con servicio técnico y formación de Sidel.',
            'https://www.sidel.com/',
          ) +
          card(
            'Krones',
            'Soplado y control de calidad',
            'Sopladoras Contiform e inspección de envases vacíos en nuestras líneas de rPET.',
            'https://www.krones.com/es/',
          ),
      ) +
        row(
          card(
            'Indorama Ventures',
            'Resina PET y rPET',
            'Partner de suministro de resina PET y rPET de grado alimentario con certificado de contenido reciclado.',
            'https://www.indoramaventures.com/',
          ) +
            card(
              'AIMPLAS',
              'Centro tecnológico',
              'Instituto Tecnológico del Plástico: partner de I+D en ensayos de migración y proyectos de reciclabilidad.',
              'https://www.aimplas.es/',
            ) +
            card(
              'ITENE',
              'Centro tecnológico',
              'Partner en análisis de ciclo de vida y diseño de envases para la economía circular.',
              'https://www.itene.com/',
            ),
        ),
    ),
    full(
      text(
        `<h2>Proyectos de I+D</h2><p>Con AIMPLAS e ITENE participamos en el proyecto RECIPET, cofinanciado por la Agencia Valenciana de la Innovación, para validar envases de cosmética con un 100% de rPET procedente de bandejas.</p>`,
      ),
    ),
  ].join('\n'),
);

const sobre = page(
  'Sobre nosotros | Envases Altamar',
  'Empresa familiar valenciana fundada en 1991, especializada en envases plásticos para alimentación y cosmética.',
  '/sobre-nosotros/',
  9,
  [
    full(
      text(
        `<h1>Sobre nosotros</h1><p>Envases Altamar nació en 1991 en un pequeño taller de Paterna con una sopladora y tres personas. Hoy somos una empresa familiar de segunda generación con 140 empleados, dos plantas de 18.000 m² y clientes en más de 20 países.</p><h2>Misión</h2><p>Fabricar envases seguros, ligeros y reciclables que ayuden a nuestros clientes a vender más y contaminar menos.</p>`,
      ),
    ),
    full(
      text(
        `<h2>Certificaciones</h2><p>Nuestro sistema de gestión está certificado según ISO 9001 e ISO 14001 por <a href="https://www.aenor.com/" target="_blank" rel="noopener">AENOR</a>, y nuestra planta de alimentación cumple el estándar <a href="https://www.brcgs.com/" target="_blank" rel="noopener">BRCGS Packaging Materials</a> con calificación AA.</p><p><img loading="lazy" src="${B}/wp-content/uploads/2023/11/sello-aenor-iso9001.png" alt="AENOR ISO 9001" width="110" height="110"> <img loading="lazy" src="${B}/wp-content/uploads/2023/11/sello-brcgs.png" alt="BRCGS Packaging" width="110" height="110"></p><h2>Asociaciones</h2><p>Somos miembros de <a href="https://www.anaip.es/" target="_blank" rel="noopener">ANAIP</a> (Asociación Española de Industriales de Plásticos) y de la Federación Empresarial de Industrias del Plástico de la Comunidad Valenciana.</p><h2>Clientes</h2><p>Trabajamos para envasadores de aceite, salsas, zumos y cosmética, como <a href="https://www.cosmeticaturia.es/" target="_blank" rel="noopener">Cosmética Turia</a> o Aceites Serrano.</p><h2>Premios</h2><p>Premio Liderpack 2023 en la categoría de envase sostenible; Premio Pyme del Año de la Cámara de Valencia 2021.</p>`,
      ),
    ),
  ].join('\n'),
);

const sostenibilidad = page(
  'Sostenibilidad y economía circular | Envases Altamar',
  'rPET, ecodiseño, reducción de peso y reciclaje: nuestro compromiso con la economía circular.',
  '/sostenibilidad/',
  30,
  [
    full(
      text(
        `<h1>Sostenibilidad</h1><p>En 2023 el 41% de la resina PET que transformamos fue reciclada, y hemos reducido un 18% el peso medio de nuestras botellas desde 2018.</p><table><thead><tr><th>Indicador</th><th>2021</th><th>2022</th><th>2023</th></tr></thead><tbody><tr><td>Contenido reciclado (PET)</td><td>22%</td><td>33%</td><td>41%</td></tr><tr><td>Energía renovable</td><td>60%</td><td>85%</td><td>100%</td></tr><tr><td>Residuo a vertedero</td><td>4,1%</td><td>2,3%</td><td>0,9%</td></tr></tbody></table>`,
      ),
    ),
    full(
      text(
        `<h2>Nuestro socio de reciclaje</h2><p>Los recortes y envases no conformes de nuestras plantas se recuperan al 100% gracias a nuestro socio de reciclaje <a href="https://www.recicladoslevante.es/" target="_blank" rel="noopener">Reciclados Levante</a>, que los transforma en escama rPET que vuelve a nuestras líneas.</p><h2>Compromisos</h2><p>Estamos adheridos a <a href="https://www.ecoembes.com/" target="_blank" rel="noopener">Ecoembes</a> y al programa <a href="https://www.opcleansweep.eu/" target="_blank" rel="noopener">Operation Clean Sweep</a> para evitar la pérdida de granza al medio ambiente. Nuestra planta de Paterna se abastece con energía solar propia y electricidad con garantía de origen renovable.</p>`,
      ),
    ),
  ].join('\n'),
);

const ferias = page(
  'Ferias y eventos | Envases Altamar',
  'Ferias de packaging en las que expone Envases Altamar.',
  '/ferias/',
  33,
  [
    full(
      text(
        `<h1>Ferias</h1><p>Ven a conocer nuestras novedades en rPET, cierres tethered y envases de cosmética.</p><table><thead><tr><th>Feria</th><th>Fechas</th><th>Lugar</th><th>Stand</th></tr></thead><tbody><tr><td><a href="https://www.hispack.com/" target="_blank" rel="noopener">Hispack</a></td><td>7&ndash;10 mayo 2024</td><td>Barcelona</td><td>Pab. 2, C-212</td></tr><tr><td><a href="https://www.empackmadrid.com/" target="_blank" rel="noopener">Empack Madrid</a></td><td>16&ndash;17 octubre 2024</td><td>IFEMA Madrid</td><td>B-34</td></tr><tr><td><a href="https://www.interpack.com/" target="_blank" rel="noopener">interpack</a></td><td>7&ndash;13 mayo 2026</td><td>Düsseldorf</td><td>Por confirmar</td></tr><tr><td><a href="https://www.cosmoprof.com/" target="_blank" rel="noopener">Cosmoprof Worldwide Bologna</a></td><td>20&ndash;23 marzo 2025</td><td>Bolonia</td><td>Hall 20, A-12</td></tr></tbody></table>`,
      ),
    ),
    full(
      text(
        `<h2>Solicita tu invitación</h2><p>Escríbenos a <a href="mailto:marketing@envasesaltamar.es">marketing@envasesaltamar.es</a> y te enviaremos una entrada gratuita.</p><h2>En los medios</h2><p>Nuestra botella rPET para aceite fue noticia en <a href="https://www.interempresas.net/Envase/" target="_blank" rel="noopener">Interempresas</a> y en <a href="https://www.levante-emv.com/" target="_blank" rel="noopener">Levante-EMV</a>.</p>`,
      ),
    ),
  ].join('\n'),
);

const contacto = page(
  'Contacto | Envases Altamar',
  'Contacta con Envases Altamar: departamento comercial, muestras, exportación y empleo.',
  '/contacto/',
  15,
  [
    section(
      row(
        column(
          '1_2',
          text(
            `<h1>Contacto</h1><p><strong>Comercial España:</strong> <a href="tel:+34961550142">+34 961 550 142</a> · <a href="mailto:comercial@envasesaltamar.es">comercial@envasesaltamar.es</a><br><strong>Exportación:</strong> <a href="mailto:export@envasesaltamar.es">export@envasesaltamar.es</a><br><strong>Muestras:</strong> <a href="mailto:muestras@envasesaltamar.es">muestras@envasesaltamar.es</a></p><p>Fuera de España, contacta con tu <a href="${B}/distribuidores/">distribuidor local</a>.</p>`,
          ),
        ) +
          column(
            '1_2',
            `<div class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0" id="et_pb_contact_form_0"><h2 class="et_pb_contact_main_title">Escríbenos</h2><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="${B}/contacto/"><p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Nombre</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="Nombre"></p><p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Email</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="Email"></p><p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Mensaje</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="Mensaje"></textarea></p><input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0"><div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Enviar</button></div><input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-0" name="_wpnonce-et-pb-contact-form-submitted-0" value="7c1e9a3b2d"></form></div></div>`,
          ),
      ),
    ),
    full(
      `<div class="et_pb_module et_pb_map_container et_pb_map_0"><iframe loading="lazy" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3078.9!2d-0.4523!3d39.5461!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sParque%20Tecnol%C3%B3gico%20Paterna!5e0!3m2!1ses!2ses!4v1714400000000" width="100%" height="380" style="border:0" allowfullscreen title="Mapa Envases Altamar"></iframe></div>`,
    ),
    full(
      text(
        `<h2 id="empleo">Trabaja con nosotros</h2><p>Publicamos nuestras ofertas de empleo en <a href="https://www.infojobs.net/envases-altamar/em-i5f1c2e7a9b3d4" target="_blank" rel="noopener">InfoJobs</a>. También puedes enviar tu CV a <a href="mailto:rrhh@envasesaltamar.es">rrhh@envasesaltamar.es</a>.</p>`,
      ),
    ),
  ].join('\n'),
  'ContactPage',
);

export const site: CorpusSite = {
  domain: 'envasesaltamar.es',
  otherDomains: ['altamarpack.com'],
  covers:
    'Spanish WordPress/Divi packaging maker: distributors in a Divi accordion by continent with names linked (one without a website), a technology-partners page of blurb cards with "Visitar web" links mixing machinery/resin partners and research centres, and a recycling partner in prose on the sustainability page. Negatives: customer logos and a customer link, AENOR and BRCGS, ANAIP, Ecoembes and Operation Clean Sweep, trade fairs, press, awards, InfoJobs, own shop domain, social links.',
  pages: {
    '/': { headers, html: home },
    '/productos/envases-pet/': { headers, html: producto },
    '/distribuidores/': { headers, html: distribuidores },
    '/red-comercial/': { status: 301, redirect: '/distribuidores/' },
    '/partners-tecnologicos/': { headers, html: partners },
    '/sobre-nosotros/': { headers, html: sobre },
    '/sostenibilidad/': { headers, html: sostenibilidad },
    '/ferias/': { headers, html: ferias },
    '/contacto/': { headers, html: contacto },
  },
  sitemap: [
    '/',
    '/productos/envases-pet/',
    '/distribuidores/',
    '/partners-tecnologicos/',
    '/sobre-nosotros/',
    '/sostenibilidad/',
    '/ferias/',
    '/contacto/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'wpml',
    'rankmath-seo',
    'complianz',
    'litespeed',
    'litespeed-cache',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'rss',
    'google-maps',
  ],
  partners: {
    'embalagenslusitania.pt': 'channel',
    'packland.fr': 'channel',
    'imballitirreno.it': 'channel',
    'bottlepackuk.co.uk': 'channel',
    'envamex.com.mx': 'channel',
    'andinapackaging.com.co': 'channel',
    'envasespacifico.cl': 'channel',
    'packgo.com.ar': 'channel',
    'maghrebemballage.ma': 'channel',
    'gulfpacktrading.ae': 'channel',
    'husky.co': 'technology',
    'sidel.com': 'technology',
    'krones.com': 'technology',
    'indoramaventures.com': 'technology',
    'aimplas.es': 'generic',
    'itene.com': 'generic',
    'recicladoslevante.es': 'generic',
  },
};
