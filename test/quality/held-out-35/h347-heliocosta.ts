import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.2.27',
  link: '<https://heliocosta.es/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding,Cookie',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://heliocosta.es/xmlrpc.php">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://heliocosta.es${path}">
<meta property="og:locale" content="es_ES">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://heliocosta.es${path}">
<meta property="og:site_name" content="Heliocosta Energía Solar">
<link rel="stylesheet" id="cookie-law-info-css" href="https://heliocosta.es/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.8" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-parent-css" href="https://heliocosta.es/wp-content/themes/Divi/style-static.min.css?ver=4.27.4" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-css" href="https://heliocosta.es/wp-content/themes/heliocosta-child/style.css?ver=4.27.4" type="text/css" media="all">
<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://fonts.googleapis.com/css?family=Montserrat:300,regular,600,700|Open+Sans:regular,600&amp;subset=latin,latin-ext&amp;display=swap" type="text/css" media="all">
<script type="text/javascript" src="https://heliocosta.es/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://heliocosta.es/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.8" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="https://heliocosta.es/wp-json/">
<meta name="generator" content="WordPress 6.7.2">
<meta name="generator" content="Divi v.4.27.4">
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7HQ2LX4K9M"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7HQ2LX4K9M', { anonymize_ip: true });</script>
<link rel="icon" href="https://heliocosta.es/wp-content/uploads/2022/03/cropped-heliocosta-icono-32x32.png" sizes="32x32">
</head>`;

const nav = `<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><a href="https://heliocosta.es/"><img src="https://heliocosta.es/wp-content/uploads/2022/03/heliocosta-logo.png" width="220" height="60" alt="Heliocosta Energía Solar" id="logo"></a></div>
    <div id="et-top-navigation">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li class="menu-item menu-item-has-children"><a href="https://heliocosta.es/placas-solares/">Placas solares</a>
            <ul class="sub-menu">
              <li class="menu-item"><a href="https://heliocosta.es/placas-solares/viviendas/">Para viviendas</a></li>
              <li class="menu-item"><a href="https://heliocosta.es/placas-solares/empresas/">Para empresas</a></li>
              <li class="menu-item"><a href="https://heliocosta.es/baterias/">Baterías</a></li>
              <li class="menu-item"><a href="https://heliocosta.es/cargadores-coche-electrico/">Cargadores VE</a></li>
            </ul>
          </li>
          <li class="menu-item"><a href="https://heliocosta.es/subvenciones/">Subvenciones</a></li>
          <li class="menu-item"><a href="https://heliocosta.es/proyectos/">Proyectos</a></li>
          <li class="menu-item"><a href="https://heliocosta.es/marcas-y-partners/">Marcas</a></li>
          <li class="menu-item"><a href="https://heliocosta.es/sobre-nosotros/">Nosotros</a></li>
          <li class="menu-item"><a href="https://heliocosta.es/contacto/">Contacto</a></li>
        </ul>
      </nav>
      <a class="et_pb_button presupuesto" href="https://heliocosta.es/contacto/#presupuesto">Presupuesto gratis</a>
    </div>
  </div>
</header>`;

const footer = `<footer id="main-footer">
  <div class="container"><div id="footer-widgets" class="clearfix">
    <div class="footer-widget"><div class="textwidget"><p><strong>Heliocosta Energía Solar S.L.</strong><br>Av. del Port 212, 46023 València<br>Tel. 960 45 77 21 · <a href="mailto:hola@heliocosta.es">hola@heliocosta.es</a></p><p>Empresa instaladora habilitada RITSIC n.º 46-0012877 · Certificado de instalador de baja tensión.</p></div></div>
    <div class="footer-widget"><h4 class="title">Servicios</h4><ul><li><a href="https://heliocosta.es/placas-solares/viviendas/">Autoconsumo residencial</a></li><li><a href="https://heliocosta.es/placas-solares/empresas/">Autoconsumo industrial</a></li><li><a href="https://heliocosta.es/mantenimiento/">Mantenimiento</a></li></ul></div>
    <div class="footer-widget"><h4 class="title">Empresa</h4><ul><li><a href="https://heliocosta.es/sobre-nosotros/">Sobre nosotros</a></li><li><a href="https://heliocosta.es/marcas-y-partners/">Marcas y partners</a></li><li><a href="https://heliocosta.es/trabaja-con-nosotros/">Trabaja con nosotros</a></li><li><a href="https://heliocosta.es/blog/">Blog</a></li></ul></div>
    <div class="footer-widget"><h4 class="title">Miembro de</h4><a href="https://www.unef.es/es/socios"><img src="https://heliocosta.es/wp-content/uploads/2023/01/socio-unef.png" alt="Socio de UNEF – Unión Española Fotovoltaica" width="140"></a></div>
  </div></div>
  <div class="ng-eu"><img src="https://heliocosta.es/wp-content/uploads/2023/06/logos-next-generation-eu-prtr.png" alt="Financiado por la Unión Europea – NextGenerationEU · Plan de Recuperación, Transformación y Resiliencia" width="600"></div>
  <div id="footer-bottom"><div class="container clearfix">
    <ul class="et-social-icons"><li class="et-social-facebook"><a href="https://www.facebook.com/heliocosta" class="icon"><span>Facebook</span></a></li><li class="et-social-instagram"><a href="https://www.instagram.com/heliocosta.solar/" class="icon"><span>Instagram</span></a></li></ul>
    <div id="footer-info">© 2026 Heliocosta · <a href="https://heliocosta.es/aviso-legal/">Aviso legal</a> · <a href="https://heliocosta.es/politica-de-privacidad/">Privacidad</a> · <a href="https://heliocosta.es/politica-de-cookies/">Cookies</a></div>
  </div></div>
</footer>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>Utilizamos cookies propias y de terceros para analizar el tráfico. Puede aceptar todas las cookies o configurarlas. <a role="button" class="cli_settings_button">Configurar</a> <a role="button" id="cookie_action_close_header" class="cli-plugin-button">Aceptar</a></span></div>
<script type="text/javascript" src="https://heliocosta.es/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://heliocosta.es/wp-content/themes/Divi/core/admin/js/common.js?ver=4.27.4" id="et-core-common-js"></script>`;

const page = (title: string, description: string, path: string, pageId: number, main: string): string => `<!DOCTYPE html>
<html lang="es">
${head(title, description, path)}
<body class="page-template-default page page-id-${pageId} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
<div id="page-container">
${nav}
<div id="et-main-area">
<div id="main-content">
<article id="post-${pageId}" class="post-${pageId} page type-page status-publish hentry">
<div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${main}
</div></div></div>
</article>
</div>
${footer}
</div>
</div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'heliocosta.es',
  covers:
    'Spanish solar installer on WordPress + Divi (generator meta, gtag, CookieYes/cookie-law-info, Apache + PHP headers): "Marcas y partners" page with equipment makers under "Partners tecnológicos" (technology), wholesale distributors (channel), financing entities "colaboradoras" (generic) and a battery brand named without a link (unlabelled); home shows the same brands as unlinked logos; negatives: UNEF membership, NextGenerationEU/PRTR logos, IDAE and BOE links in a blog post, Google reviews, Contact Form 7 + Google Maps on contact, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Placas solares en Valencia | Heliocosta Energía Solar',
        'Instalación de placas solares para autoconsumo en la Comunidad Valenciana. Estudio gratuito, tramitación de subvenciones y 25 años de garantía.',
        '/',
        7,
        `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Ahorra hasta un 70&nbsp;% en tu factura de luz</h1><p>Más de 2.300 instalaciones de autoconsumo en València, Castellón y Alicante. Nos encargamos de todo: proyecto, legalización y subvenciones.</p></div></div>
    <div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://heliocosta.es/contacto/#presupuesto">Calcula tu ahorro</a></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_1">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Trabajamos con las mejores marcas</h2></div></div>
    <div class="et_pb_module et_pb_gallery et_pb_gallery_grid">
      <div class="et_pb_gallery_items">
        <div class="et_pb_gallery_item"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-longi.png" alt="LONGi"></div>
        <div class="et_pb_gallery_item"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-jinko.png" alt="Jinko Solar"></div>
        <div class="et_pb_gallery_item"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-huawei.png" alt="Huawei FusionSolar"></div>
        <div class="et_pb_gallery_item"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-fronius.png" alt="Fronius"></div>
      </div>
    </div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_2">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <h2>Lo que dicen nuestros clientes</h2>
    <div class="et_pb_module et_pb_testimonial"><div class="et_pb_testimonial_description"><p>«Instalación impecable en dos días y nos tramitaron la subvención sin que tuviéramos que hacer nada.»</p><strong class="et_pb_testimonial_author">Marta G., Burjassot</strong></div></div>
    <p><a href="https://g.page/r/CdX2heliocosta/review">4,9 ★ en Google (312 opiniones)</a></p>
  </div></div>
</div>`,
      ),
    },
    '/marcas-y-partners/': {
      headers,
      html: page(
        'Marcas y partners | Heliocosta Energía Solar',
        'Fabricantes de paneles, inversores y baterías con los que trabajamos, distribuidores oficiales y financiación.',
        '/marcas-y-partners/',
        412,
        `<div class="et_pb_section et_pb_section_0">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
      <h1>Marcas y partners</h1>
      <p>Solo instalamos equipos de fabricantes Tier 1 con garantía en España. Nuestro equipo técnico está certificado por cada uno de ellos.</p>
    </div></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_1">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Partners tecnológicos: fabricantes de equipos</h2></div></div>
  </div></div>
  <div class="et_pb_row et_pb_row_3col">
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.longi.com/es/"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-longi.png" alt="LONGi"></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.longi.com/es/">LONGi</a></h4><div class="et_pb_blurb_description"><p>Paneles monocristalinos Hi-MO 7. Instalador certificado.</p></div></div></div></div></div>
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.jinkosolar.com/es"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-jinko.png" alt="Jinko Solar"></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Jinko Solar</h4><div class="et_pb_blurb_description"><p>Paneles Tiger Neo N-type bifaciales.</p></div></div></div></div></div>
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://solar.huawei.com/es/"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-huawei.png" alt="Huawei FusionSolar"></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Huawei FusionSolar</h4><div class="et_pb_blurb_description"><p>Inversores híbridos y baterías LUNA2000. Partner instalador Gold.</p></div></div></div></div></div>
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.fronius.com/es-es/spain"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-fronius.png" alt="Fronius"></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Fronius</h4><div class="et_pb_blurb_description"><p>Inversores Primo GEN24 Plus. Fronius Service Partner.</p></div></div></div></div></div>
    <div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.wallbox.com/es_es"><img src="https://heliocosta.es/wp-content/uploads/2024/02/logo-wallbox.png" alt="Wallbox"></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Wallbox</h4><div class="et_pb_blurb_description"><p>Cargadores para coche eléctrico con gestión de excedentes solares.</p></div></div></div></div></div>
  </div>
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>También instalamos baterías Pylontech bajo pedido.</p></div></div></div></div>
</div>
<div class="et_pb_section et_pb_section_2">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
      <h2>Distribuidores oficiales</h2>
      <p>Compramos todo el material a través de distribuidores mayoristas autorizados, lo que garantiza la trazabilidad y la garantía de fábrica: <a href="https://www.solarmat.es/">Solarmat Distribución</a> (Paterna) y <a href="https://es.krannich-solar.com/">Krannich Solar</a>.</p>
    </div></div>
  </div></div>
</div>
<div class="et_pb_section et_pb_section_3">
  <div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
    <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
      <h2>Entidades financieras colaboradoras</h2>
      <p>Financia tu instalación hasta en 120 meses con nuestras entidades colaboradoras:</p>
      <ul>
        <li><a href="https://www.cajamar.es/es/particulares/productos-y-servicios/financiacion/prestamo-autoconsumo/">Cajamar</a> – Préstamo Autoconsumo</li>
        <li><a href="https://finanziaverde.es">Finanzia Verde</a> – financiación al consumo sin papeleo</li>
      </ul>
    </div></div>
  </div></div>
</div>`,
      ),
    },
    '/sobre-nosotros/': {
      headers,
      html: page(
        'Sobre nosotros | Heliocosta Energía Solar',
        'Somos un equipo de 38 ingenieros e instaladores en València.',
        '/sobre-nosotros/',
        19,
        `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
  <h1>Sobre Heliocosta</h1>
  <p>Fundada en 2012 por dos ingenieros industriales de la UPV, Heliocosta es hoy una de las instaladoras de autoconsumo de referencia en la Comunitat Valenciana.</p>
  <h2>Certificaciones</h2>
  <p>Sistema de gestión certificado ISO 9001 e ISO 14001 por <a href="https://www.aenor.com/certificacion">AENOR</a>. Socios de <a href="https://www.unef.es">UNEF</a> y de la <a href="https://www.avaesen.es">Asociación Valenciana de Empresas del Sector de la Energía (AVAESEN)</a>.</p>
  <h2>En los medios</h2>
  <p><a href="https://www.levante-emv.com/economia/2025/05/14/autoconsumo-valencia-record.html">Levante-EMV: el autoconsumo bate récords en València</a></p>
</div></div></div></div></div>`,
      ),
    },
    '/contacto/': {
      headers,
      html: page(
        'Contacto y presupuesto | Heliocosta Energía Solar',
        'Pide tu estudio gratuito de autoconsumo.',
        '/contacto/',
        23,
        `<div class="et_pb_section"><div class="et_pb_row">
  <div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
    <h1 id="presupuesto">Pide tu presupuesto</h1>
    <link rel="stylesheet" id="contact-form-7-css" href="https://heliocosta.es/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=6.0.5" type="text/css" media="all">
    <div class="wpcf7 no-js" id="wpcf7-f88-p23-o1" lang="es-ES" dir="ltr">
      <form action="/contacto/#wpcf7-f88-p23-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
        <p><label>Nombre<br><input size="40" class="wpcf7-form-control wpcf7-text" name="tu-nombre" type="text"></label></p>
        <p><label>Teléfono<br><input size="40" class="wpcf7-form-control wpcf7-tel" name="tu-telefono" type="tel"></label></p>
        <p><label>Consumo mensual aproximado (€)<br><input class="wpcf7-form-control wpcf7-number" name="consumo" type="number"></label></p>
        <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Enviar"></p>
      </form>
    </div>
  </div></div></div>
  <div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_code"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3080.1!2d-0.33!3d39.45!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></div></div>
</div></div>
<script type="text/javascript" src="https://heliocosta.es/wp-content/plugins/contact-form-7/includes/js/index.js?ver=6.0.5" id="contact-form-7-js"></script>`,
      ),
    },
    '/blog/ayudas-autoconsumo-2026/': {
      headers,
      html: page(
        'Ayudas al autoconsumo en 2026: guía completa | Heliocosta',
        'Deducciones en el IRPF, bonificaciones del IBI y ayudas autonómicas.',
        '/blog/ayudas-autoconsumo-2026/',
        1288,
        `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_post_content">
  <h1>Ayudas al autoconsumo en 2026: guía completa</h1>
  <p>Las ayudas del programa de autoconsumo gestionadas por el <a href="https://www.idae.es/ayudas-y-financiacion/para-autoconsumo">IDAE</a> se han agotado en la mayoría de comunidades, pero siguen vigentes las deducciones en el IRPF publicadas en el <a href="https://www.boe.es/buscar/act.php?id=BOE-A-2021-15984">BOE</a>.</p>
  <p>En València, el Ayuntamiento mantiene la bonificación del 50&nbsp;% del IBI. Consulta la <a href="https://www.valencia.es/es/cas/tramites">sede electrónica</a>.</p>
</div></div></div></div>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/marcas-y-partners/',
    '/sobre-nosotros/',
    '/contacto/',
    '/subvenciones/',
    '/proyectos/',
    '/blog/ayudas-autoconsumo-2026/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'apache-http-server',
    'jquery',
    'google-font-api',
    'google-analytics',
    'google-tag-manager',
    'cookieyes',
    'contact-form-7',
    'google-maps',
    'open-graph',
  ],
  partners: {
    'longi.com': 'technology',
    'jinkosolar.com': 'technology',
    'huawei.com': 'technology',
    'fronius.com': 'technology',
    'wallbox.com': 'technology',
    'solarmat.es': 'channel',
    'krannich-solar.com': 'channel',
    'cajamar.es': 'generic',
    'finanziaverde.es': 'generic',
  },
};
