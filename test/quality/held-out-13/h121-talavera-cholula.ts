import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string) => `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://azulejoscholula.com.mx/xmlrpc.php" />
<script type="text/javascript">document.documentElement.className = 'js';</script>
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="Fabricantes de azulejo y loza de Talavera poblana con Denominación de Origen desde 1987." />
<link rel="canonical" href="https://azulejoscholula.com.mx${path}" />
<meta property="og:locale" content="es_MX" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://azulejoscholula.com.mx${path}" />
<meta property="og:site_name" content="Azulejos Cholula" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://azulejoscholula.com.mx${path}","url":"https://azulejoscholula.com.mx${path}","name":"${title}","isPartOf":{"@id":"https://azulejoscholula.com.mx/#website"},"inLanguage":"es-MX"},{"@type":"WebSite","@id":"https://azulejoscholula.com.mx/#website","url":"https://azulejoscholula.com.mx/","name":"Azulejos Cholula","publisher":{"@id":"https://azulejoscholula.com.mx/#organization"}},{"@type":"Organization","@id":"https://azulejoscholula.com.mx/#organization","name":"Azulejos Cholula S.A. de C.V.","url":"https://azulejoscholula.com.mx/","sameAs":["https://www.facebook.com/AzulejosCholula","https://www.instagram.com/azulejoscholula/","https://www.pinterest.com.mx/azulejoscholula/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Azulejos Cholula &raquo; Feed" href="https://azulejoscholula.com.mx/feed/" />
<meta content="Divi v.4.24.2" name="generator"/>
<link rel='stylesheet' id='wp-block-library-css' href='https://azulejoscholula.com.mx/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' type='text/css' media='all' />
<link rel='stylesheet' id='et-divi-open-sans-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='et-builder-googlefonts-cached-css' href='https://fonts.googleapis.com/css?family=Playfair+Display:regular,700|Lato:300,regular,700&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://azulejoscholula.com.mx/wp-content/themes/Divi/style-static.min.css?ver=4.24.2' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://azulejoscholula.com.mx/wp-content/themes/divi-child/style.css?ver=4.24.2' type='text/css' media='all' />
<script type="text/javascript" src="https://azulejoscholula.com.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://azulejoscholula.com.mx/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://azulejoscholula.com.mx/wp-json/" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7QX2LP');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/cropped-favicon-32x32.png" sizes="32x32" />
</head>
<body class="page-template-default page et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QX2LP"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div id="page-container">
<div id="top-header">
  <div class="container clearfix">
    <div id="et-info">
      <span id="et-info-phone">222 247 1187</span>
      <a href="mailto:ventas@azulejoscholula.com.mx"><span id="et-info-email">ventas@azulejoscholula.com.mx</span></a>
    </div>
    <div id="et-secondary-menu">
      <ul class="et-social-icons">
        <li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/AzulejosCholula" class="icon"><span>Facebook</span></a></li>
        <li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/azulejoscholula/" class="icon"><span>Instagram</span></a></li>
      </ul>
    </div>
  </div>
</div>
<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><span class="logo_helper"></span>
      <a href="https://azulejoscholula.com.mx/"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/logo-azulejos-cholula.png" width="240" height="80" alt="Azulejos Cholula" id="logo" data-height-percentage="60" /></a>
    </div>
    <div id="et-top-navigation" data-height="80" data-fixed-height="40">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li id="menu-item-21" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-21"><a href="https://azulejoscholula.com.mx/">Inicio</a></li>
          <li id="menu-item-22" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="https://azulejoscholula.com.mx/nosotros/">Nosotros</a></li>
          <li id="menu-item-23" class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-23"><a href="#">Catálogo</a>
            <ul class="sub-menu">
              <li class="menu-item"><a href="https://azulejoscholula.com.mx/catalogo/azulejo-10x10/">Azulejo 10&#215;10</a></li>
              <li class="menu-item"><a href="https://azulejoscholula.com.mx/catalogo/lavabos/">Lavabos y tarjas</a></li>
              <li class="menu-item"><a href="https://azulejoscholula.com.mx/catalogo/murales/">Murales sobre pedido</a></li>
            </ul>
          </li>
          <li id="menu-item-24" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-24"><a href="https://azulejoscholula.com.mx/proyectos/">Proyectos</a></li>
          <li id="menu-item-25" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-25"><a href="https://azulejoscholula.com.mx/distribuidores/">Distribuidores</a></li>
          <li id="menu-item-26" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-26"><a href="https://azulejoscholula.com.mx/blog/">Blog</a></li>
          <li id="menu-item-27" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-27"><a href="https://azulejoscholula.com.mx/contacto/">Contacto</a></li>
        </ul>
      </nav>
      <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Seleccionar página</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
    </div>
  </div>
</header>
<div id="et-main-area">
`;

const foot = `
<footer id="main-footer">
  <div class="container">
    <div id="footer-widgets" class="clearfix">
      <div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Azulejos Cholula</h4>
        <div class="textwidget"><p>Taller y showroom:<br />Calle 14 Oriente 1203, Barrio de Santiago<br />San Pedro Cholula, Puebla, C.P. 72760</p>
        <p>Lun a Vie 9:00 &#8211; 18:00 · Sáb 9:00 &#8211; 14:00</p></div></div></div>
      <div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Información</h4>
        <ul class="menu">
          <li class="menu-item"><a href="https://azulejoscholula.com.mx/distribuidores/">Puntos de venta</a></li>
          <li class="menu-item"><a href="https://azulejoscholula.com.mx/proyectos/">Proyectos</a></li>
          <li class="menu-item"><a href="https://azulejoscholula.com.mx/aviso-de-privacidad/">Aviso de privacidad</a></li>
          <li class="menu-item"><a href="https://azulejoscholula.com.mx/envios-y-devoluciones/">Envíos</a></li>
        </ul></div></div>
      <div class="footer-widget"><div id="text-4" class="fwidget et_pb_widget widget_text"><h4 class="title">Compra en línea</h4>
        <div class="textwidget"><p>Piezas sueltas y juegos de azulejo en nuestra <a href="https://listado.mercadolibre.com.mx/_CustId_187220331" target="_blank" rel="noopener">tienda oficial de Mercado Libre</a>.</p></div></div></div>
      <div class="footer-widget"><div id="media_image-2" class="fwidget et_pb_widget widget_media_image"><h4 class="title">Talavera certificada</h4>
        <a href="https://www.talaveracrt.mx/talleres-certificados/"><img width="150" height="150" src="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/sello-do-talavera.png" class="image wp-image-88" alt="Sello Denominación de Origen Talavera" /></a></div></div>
    </div>
  </div>
  <div id="footer-bottom">
    <div class="container clearfix">
      <ul class="et-social-icons">
        <li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/AzulejosCholula" class="icon"><span>Facebook</span></a></li>
        <li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/azulejoscholula/" class="icon"><span>Instagram</span></a></li>
        <li class="et-social-icon et-social-pinterest"><a href="https://www.pinterest.com.mx/azulejoscholula/" class="icon"><span>Pinterest</span></a></li>
      </ul>
      <div id="footer-info">&copy; 2024 Azulejos Cholula S.A. de C.V. · Hecho a mano en Puebla</div>
    </div>
  </div>
</footer>
</div>
</div>
<a href="https://api.whatsapp.com/send?phone=5212221234567&amp;text=Hola%2C%20quiero%20informes%20de%20azulejo" class="boton-whatsapp" target="_blank" rel="noopener"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2021/04/whatsapp-icon.png" alt="WhatsApp" width="56" height="56" /></a>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
/* ]]> */
</script>
<script type="text/javascript" src="https://azulejoscholula.com.mx/wp-content/themes/Divi/js/custom.unified.js?ver=4.24.2" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://azulejoscholula.com.mx/wp-content/themes/Divi/core/admin/js/common.js?ver=4.24.2" id="et-core-common-js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'azulejoscholula.com.mx',
  covers:
    'Spanish-language Mexican Talavera tile workshop on WordPress + Divi: distributors by state inside Divi toggles (accordion) with addresses, some linked, some domains only written, some with only Facebook or Gmail contacts, plus US/Canada importers; traps are hotel/restaurant project clients, a certification body, an own Mercado Libre store, a blog post recommending adhesive brands and a WhatsApp button.',
  sitemap: ['/', '/nosotros/', '/proyectos/', '/distribuidores/', '/blog/', '/blog/como-instalar-azulejo-de-talavera/', '/contacto/'],
  pages: {
    '/': {
      headers: {
        server: 'Apache',
        'x-powered-by': 'PHP/8.1.27',
        link: '<https://azulejoscholula.com.mx/wp-json/>; rel="https://api.w.org/", <https://azulejoscholula.com.mx/wp-json/wp/v2/pages/9>; rel="alternate"; type="application/json", <https://azulejoscholula.com.mx/>; rel=shortlink',
        'content-type': 'text/html; charset=UTF-8',
      },
      html: `${head('Azulejos Cholula | Talavera poblana hecha a mano', '/')}
<div id="main-content">
<article id="post-9" class="post-9 page type-page status-publish hentry">
<div class="entry-content">
<div id="et-boc" class="et-boc">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_0">
    <div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et_pb_css_mix_blend_mode_passthrough et-last-child">
      <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_center et_pb_bg_layout_dark">
        <div class="et_pb_text_inner"><h1>Talavera de Puebla, pieza por pieza</h1>
        <p>Azulejo, lavabos y murales esmaltados a mano en nuestro taller de San Pedro Cholula desde 1987.</p></div>
      </div>
      <div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_button_alignment_center et_pb_module">
        <a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="https://azulejoscholula.com.mx/distribuidores/">Encuentra un distribuidor</a>
      </div>
    </div>
  </div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
  <div class="et_pb_row et_pb_row_1">
    <div class="et_pb_column et_pb_column_1_3 et_pb_column_1">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_0 et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light">
        <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/azulejo-10x10.jpg" alt="Azulejo de Talavera 10x10" /></span></div>
        <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://azulejoscholula.com.mx/catalogo/azulejo-10x10/">Azulejo 10&#215;10 y 20&#215;20</a></h4><div class="et_pb_blurb_description"><p>Más de 300 diseños tradicionales y contemporáneos.</p></div></div></div>
      </div>
    </div>
    <div class="et_pb_column et_pb_column_1_3 et_pb_column_2">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light">
        <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/lavabo-talavera.jpg" alt="Lavabo de Talavera" /></span></div>
        <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://azulejoscholula.com.mx/catalogo/lavabos/">Lavabos y tarjas</a></h4><div class="et_pb_blurb_description"><p>Sobreponer, empotrar y de pedestal.</p></div></div></div>
      </div>
    </div>
    <div class="et_pb_column et_pb_column_1_3 et_pb_column_3 et-last-child">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_2 et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light">
        <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/mural-talavera.jpg" alt="Mural de Talavera" /></span></div>
        <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://azulejoscholula.com.mx/catalogo/murales/">Murales sobre pedido</a></h4><div class="et_pb_blurb_description"><p>Diseñamos tu mural a partir de una foto o boceto.</p></div></div></div>
      </div>
    </div>
  </div>
</div>
<div class="et_pb_section et_pb_section_2 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_2">
    <div class="et_pb_column et_pb_column_4_4 et_pb_column_4 et-last-child">
      <div class="et_pb_module et_pb_text et_pb_text_1 et_pb_text_align_center">
        <div class="et_pb_text_inner"><h2>Nuestra Talavera está en</h2><p>Hoteles, haciendas y restaurantes de todo México. <a href="https://azulejoscholula.com.mx/proyectos/">Ver proyectos</a></p></div>
      </div>
      <div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid">
        <div class="et_pb_gallery_items et_post_gallery clearfix">
          <div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image landscape"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2022/05/logo-hotel-casa-reyna.png" alt="" /></div></div>
          <div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image landscape"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2022/05/logo-hacienda-san-gabriel.png" alt="" /></div></div>
          <div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image landscape"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2022/05/logo-restaurante-el-mural.png" alt="" /></div></div>
        </div>
      </div>
    </div>
  </div>
</div>
</div></div></div>
</div>
</article>
</div>
${foot}`,
    },
    '/distribuidores/': {
      html: `${head('Distribuidores | Azulejos Cholula', '/distribuidores/')}
<div id="main-content">
<article id="post-31" class="post-31 page type-page status-publish hentry">
<div class="entry-content">
<div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
    <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_center et_pb_bg_layout_dark"><div class="et_pb_text_inner">
      <h1>Distribuidores autorizados</h1>
      <p>Compra Talavera certificada cerca de ti. Si tu estado no aparece, escríbenos y te atendemos directamente desde el taller.</p>
    </div></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
  <div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4 et_pb_column_1 et-last-child">
    <div class="et_pb_module et_pb_toggle et_pb_toggle_0 et_pb_toggle_item et_pb_toggle_open">
      <h5 class="et_pb_toggle_title">Ciudad de México</h5>
      <div class="et_pb_toggle_content clearfix">
        <p><strong>Casa Talavera Polanco</strong><br />Av. Presidente Masaryk 340, Polanco, Miguel Hidalgo<br />Tel. 55 5280 4412<br /><a href="https://talaverapolanco.com.mx/" target="_blank" rel="noopener">Visitar sitio web</a></p>
        <p><strong>Acabados Coyoacán</strong><br />Av. Miguel Ángel de Quevedo 785, Coyoacán<br />Tel. 55 5658 2290 · acabados.coyoacan@gmail.com</p>
      </div>
    </div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_1 et_pb_toggle_item et_pb_toggle_close">
      <h5 class="et_pb_toggle_title">Jalisco</h5>
      <div class="et_pb_toggle_content clearfix">
        <p><strong>Cerámica y Diseño Tlaquepaque</strong><br />Independencia 212, Centro, San Pedro Tlaquepaque<br />Tel. 33 3635 1870 · www.ceramicaydiseno.mx</p>
        <p><strong>Pisos Finos de Occidente</strong><br />Av. López Mateos Sur 2077, Zapopan<br />Tel. 33 3121 0456<br /><a href="https://www.pisosfinos.com.mx/talavera" target="_blank" rel="noopener">pisosfinos.com.mx</a></p>
      </div>
    </div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_2 et_pb_toggle_item et_pb_toggle_close">
      <h5 class="et_pb_toggle_title">Nuevo León</h5>
      <div class="et_pb_toggle_content clearfix">
        <p><strong>Materiales San Pedro</strong><br />Calzada del Valle 400 Ote., San Pedro Garza García<br />Tel. 81 8335 7710<br /><a href="http://materialessanpedro.com.mx" target="_blank" rel="noopener">Visitar sitio web</a></p>
        <p><strong>Recubrimientos Regios</strong><br />Av. Ruiz Cortines 3150, Monterrey<br /><a href="https://www.facebook.com/RecubrimientosRegios/" target="_blank" rel="noopener">Facebook</a></p>
      </div>
    </div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_3 et_pb_toggle_item et_pb_toggle_close">
      <h5 class="et_pb_toggle_title">Querétaro y Guanajuato</h5>
      <div class="et_pb_toggle_content clearfix">
        <p><strong>Interiores Bajío</strong><br />Blvd. Bernardo Quintana 4100, Querétaro<br />Tel. 442 213 5588<br /><a href="https://interioresbajio.com/" target="_blank" rel="noopener">Visitar sitio web</a></p>
        <p><strong>Casa de los Azulejos San Miguel</strong><br />Calle Hernández Macías 76, San Miguel de Allende<br />Tel. 415 152 0043</p>
      </div>
    </div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_4 et_pb_toggle_item et_pb_toggle_close">
      <h5 class="et_pb_toggle_title">Península de Yucatán</h5>
      <div class="et_pb_toggle_content clearfix">
        <p><strong>Mosaicos Peninsulares</strong><br />Calle 60 No. 455 x 51 y 53, Centro, Mérida<br />Tel. 999 924 3311<br /><a href="http://www.mosaicospeninsulares.com.mx/" target="_blank" rel="noopener">Visitar sitio web</a></p>
        <p><strong>Riviera Tiles &amp; Design</strong><br />Av. 10 Norte Mz 28, Playa del Carmen, Q. Roo<br />Tel. 984 803 2219<br /><a href="https://rivieratiles.mx/?utm_source=azulejoscholula&amp;utm_medium=referral" target="_blank" rel="noopener">Visitar sitio web</a></p>
      </div>
    </div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_5 et_pb_toggle_item et_pb_toggle_close">
      <h5 class="et_pb_toggle_title">Baja California</h5>
      <div class="et_pb_toggle_content clearfix">
        <p><strong>Azulejos del Pacífico</strong><br />Blvd. Agua Caliente 10535, Tijuana<br />Tel. 664 686 4420<br /><a href="https://www.azulejosdelpacifico.com/distribuidores-talavera/" target="_blank" rel="noopener">Visitar sitio web</a></p>
      </div>
    </div>
    <div class="et_pb_module et_pb_toggle et_pb_toggle_6 et_pb_toggle_item et_pb_toggle_close">
      <h5 class="et_pb_toggle_title">Estados Unidos y Canadá</h5>
      <div class="et_pb_toggle_content clearfix">
        <p>Importadores exclusivos para Norteamérica:</p>
        <p><strong>Mexican Tile Imports LLC</strong> &#8211; San Antonio, TX &#8211; <a href="https://www.mexicantileimports.com/" target="_blank" rel="noopener">www.mexicantileimports.com</a></p>
        <p><strong>Casa Clay Tile</strong> &#8211; Santa Fe, NM &#8211; <a href="https://casaclaytile.com/pages/talavera" target="_blank" rel="noopener">casaclaytile.com</a></p>
        <p><strong>Hacienda Tile Co.</strong> &#8211; Vancouver, BC &#8211; <a href="https://haciendatile.ca" target="_blank" rel="noopener">haciendatile.ca</a></p>
      </div>
    </div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular">
  <div class="et_pb_row et_pb_row_2"><div class="et_pb_column et_pb_column_4_4 et_pb_column_2 et-last-child">
    <div class="et_pb_module et_pb_text et_pb_text_1 et_pb_text_align_left"><div class="et_pb_text_inner">
      <h3>¿Quieres ser distribuidor?</h3>
      <p>Buscamos tiendas de acabados y diseñadores en Sonora, Chihuahua, Oaxaca y Veracruz. Escríbenos a <a href="mailto:distribuidores@azulejoscholula.com.mx">distribuidores@azulejoscholula.com.mx</a> con tu constancia de situación fiscal.</p>
    </div></div>
  </div></div>
</div>
</div></div></div>
</div>
</article>
</div>
${foot}`,
    },
    '/proyectos/': {
      html: `${head('Proyectos | Azulejos Cholula', '/proyectos/')}
<div id="main-content">
<article id="post-35" class="post-35 page type-page status-publish hentry">
<div class="entry-content"><div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Proyectos</h1><p>Algunos de los clientes que han confiado en nuestro taller.</p></div></div>
  </div></div>
  <div class="et_pb_row et_pb_row_1">
    <div class="et_pb_column et_pb_column_1_2 et_pb_column_1">
      <div class="et_pb_module et_pb_image et_pb_image_0"><span class="et_pb_image_wrap"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2022/05/hotel-casa-reyna-cocina.jpg" alt="Cocina con azulejo de Talavera en Hotel Casa Reyna" /></span></div>
      <div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><h3>Hotel Casa Reyna, Puebla</h3><p>Cocina abierta y 18 baños con azulejo 10&#215;10 azul cobalto. <a href="https://www.casareyna.com/" target="_blank" rel="noopener">casareyna.com</a></p></div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_2 et_pb_column_2 et-last-child">
      <div class="et_pb_module et_pb_image et_pb_image_1"><span class="et_pb_image_wrap"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2022/05/hacienda-san-gabriel-fuente.jpg" alt="Fuente de Talavera" /></span></div>
      <div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_inner"><h3>Hacienda San Gabriel de las Palmas, Morelos</h3><p>Fuente central y cenefas en capilla. <a href="https://www.haciendasangabriel.com.mx/" target="_blank" rel="noopener">Conoce la hacienda</a></p></div></div>
    </div>
  </div>
  <div class="et_pb_row et_pb_row_2">
    <div class="et_pb_column et_pb_column_1_2 et_pb_column_3">
      <div class="et_pb_module et_pb_text et_pb_text_3"><div class="et_pb_text_inner"><h3>Restaurante El Mural de los Poblanos</h3><p>Mural de 12&nbsp;m&sup2; en el salón principal. Fotografía: <a href="https://www.instagram.com/elmuraldelospoblanos/">@elmuraldelospoblanos</a></p></div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_2 et_pb_column_4 et-last-child">
      <div class="et_pb_module et_pb_text et_pb_text_4"><div class="et_pb_text_inner"><h3>Museo Amparo (restauración)</h3><p>Reposición de piezas del patio virreinal en colaboración con el equipo de conservación del museo.</p></div></div>
    </div>
  </div>
</div>
</div></div></div></div>
</article>
</div>
${foot}`,
    },
    '/nosotros/': {
      html: `${head('Nosotros | Azulejos Cholula', '/nosotros/')}
<div id="main-content">
<article id="post-12" class="post-12 page type-page status-publish hentry">
<div class="entry-content"><div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_2_3 et_pb_column_0">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
      <h1>Tres generaciones de alfareros</h1>
      <p>Don Ramiro Xicoténcatl abrió el taller en 1987 con dos tornos y un horno de leña. Hoy somos 42 artesanos y seguimos preparando el barro con la mezcla tradicional de barro negro y barro blanco de la región.</p>
      <p>Somos taller certificado por el <a href="https://www.talaveracrt.mx/" target="_blank" rel="noopener">Consejo Regulador de la Talavera</a> (certificado DO4-087) y socios de <a href="https://www.canacintrapuebla.org.mx/" target="_blank" rel="noopener">CANACINTRA Puebla</a>.</p>
      <p><strong>Reconocimientos</strong></p>
      <ul>
        <li>Premio Nacional de Cerámica 2019, categoría Talavera (<a href="https://www.gob.mx/fonart" target="_blank" rel="noopener">FONART</a>)</li>
        <li>Galardón Puebla Exporta 2022</li>
      </ul>
    </div></div>
  </div>
  <div class="et_pb_column et_pb_column_1_3 et_pb_column_1 et-last-child">
    <div class="et_pb_module et_pb_image et_pb_image_0"><span class="et_pb_image_wrap"><img src="https://azulejoscholula.com.mx/wp-content/uploads/2021/03/taller-horno.jpg" alt="Horno del taller" /></span></div>
  </div></div>
</div>
</div></div></div></div>
</article>
</div>
${foot}`,
    },
    '/blog/como-instalar-azulejo-de-talavera/': {
      html: `${head('Cómo instalar azulejo de Talavera sin que se manche | Azulejos Cholula', '/blog/como-instalar-azulejo-de-talavera/')}
<div id="main-content">
<div class="container"><div id="content-area" class="clearfix"><div id="left-area">
<article id="post-412" class="et_pb_post post-412 post type-post status-publish format-standard has-post-thumbnail hentry category-consejos">
  <div class="et_post_meta_wrapper">
    <h1 class="entry-title">Cómo instalar azulejo de Talavera sin que se manche</h1>
    <p class="post-meta"><span class="published">14 Feb 2024</span> | <a href="https://azulejoscholula.com.mx/category/consejos/" rel="category tag">Consejos</a></p>
  </div>
  <div class="entry-content">
    <p>La Talavera es un esmalte sobre barro poroso, así que el adhesivo y la boquilla importan. Estas son las recomendaciones que damos a los instaladores:</p>
    <ol>
      <li>Usa un adhesivo blanco para piezas de cerámica porosa; nosotros probamos con buenos resultados <a href="https://www.crest.com.mx/productos/adhesivos" target="_blank" rel="noopener">Crest Porcelánico Blanco</a> y el de Perdura.</li>
      <li>Sella las piezas antes de emboquillar con un sellador penetrante como <a href="https://www.sikamexicana.com.mx/" target="_blank" rel="noopener">Sika</a>.</li>
      <li>Emboquilla con boquilla sin arena para juntas de 2 mm.</li>
    </ol>
    <p>¿Dudas? Pregunta a tu <a href="https://azulejoscholula.com.mx/distribuidores/">distribuidor autorizado</a> o escríbenos por WhatsApp.</p>
  </div>
</article>
</div></div></div>
</div>
${foot}`,
    },
    '/contacto/': {
      html: `${head('Contacto | Azulejos Cholula', '/contacto/')}
<div id="main-content">
<article id="post-40" class="post-40 page type-page status-publish hentry">
<div class="entry-content"><div id="et-boc" class="et-boc"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0">
    <div class="et_pb_column et_pb_column_1_2 et_pb_column_0">
      <div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
        <h1 class="et_pb_contact_main_title">Escríbenos</h1>
        <div class="et-pb-contact-message"></div>
        <div class="et_pb_contact">
          <form class="et_pb_contact_form clearfix" method="post" action="https://azulejoscholula.com.mx/contacto/">
            <p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Nombre</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="Nombre"></p>
            <p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Correo</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="Correo"></p>
            <p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="message" data-type="text"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Mensaje</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="Mensaje"></textarea></p>
            <input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0"/>
            <div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Enviar</button></div>
            <input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-0" name="_wpnonce-et-pb-contact-form-submitted-0" value="3b1f0c2a9d" /><input type="hidden" name="_wp_http_referer" value="/contacto/" />
          </form>
        </div>
      </div>
    </div>
    <div class="et_pb_column et_pb_column_1_2 et_pb_column_1 et-last-child">
      <div class="et_pb_module et_pb_code et_pb_code_0"><div class="et_pb_code_inner">
        <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3771.2!2d-98.30!3d19.06!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMTnCsDAz!5e0!3m2!1ses-419!2smx!4v1700000000000" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
      </div></div>
    </div>
  </div>
</div>
</div></div></div></div>
</article>
</div>
${foot}`,
    },
  },
  technologies: [
    'apache-http-server',
    'divi',
    'google-font-api',
    'google-maps',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'mysql',
    'open-graph',
    'php',
    'rss',
    'whatsapp-business-chat',
    'wordpress',
    'yoast-seo',
  ],
  partners: {
    'talaverapolanco.com.mx': 'channel',
    'ceramicaydiseno.mx': 'channel',
    'pisosfinos.com.mx': 'channel',
    'materialessanpedro.com.mx': 'channel',
    'interioresbajio.com': 'channel',
    'mosaicospeninsulares.com.mx': 'channel',
    'rivieratiles.mx': 'channel',
    'azulejosdelpacifico.com': 'channel',
    'mexicantileimports.com': 'channel',
    'casaclaytile.com': 'channel',
    'haciendatile.ca': 'channel',
  },
};
