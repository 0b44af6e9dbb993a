import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://semillasvalderrama.es/wp-json/>; rel="https://api.w.org/"',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="es-ES">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.1 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://semillasvalderrama.es${path}">
<meta property="og:locale" content="es_ES">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://semillasvalderrama.es${path}">
<meta property="og:site_name" content="Semillas Valderrama">
<meta property="og:image" content="https://semillasvalderrama.es/wp-content/uploads/2023/04/campo-cereal-og.jpg">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://semillasvalderrama.es/#organization","name":"Semillas Valderrama S.L.","url":"https://semillasvalderrama.es/","logo":{"@type":"ImageObject","url":"https://semillasvalderrama.es/wp-content/uploads/2022/11/logo-valderrama.svg"},"sameAs":["https://www.facebook.com/semillasvalderrama","https://www.instagram.com/semillasvalderrama/","https://www.linkedin.com/company/semillas-valderrama/","https://www.youtube.com/@semillasvalderrama"]},{"@type":"WebSite","@id":"https://semillasvalderrama.es/#website","url":"https://semillasvalderrama.es/","name":"Semillas Valderrama","inLanguage":"es"}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Semillas Valderrama &raquo; Feed" href="https://semillasvalderrama.es/feed/">
<link rel="alternate" hreflang="es" href="https://semillasvalderrama.es${path}">
<link rel="alternate" hreflang="en" href="https://valderramaseeds.com/">
<link rel="stylesheet" id="wp-block-library-css" href="https://semillasvalderrama.es/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://semillasvalderrama.es/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://semillasvalderrama.es/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2" media="all">
<link rel="stylesheet" id="elementor-post-8-css" href="https://semillasvalderrama.es/wp-content/uploads/elementor/css/post-8.css?ver=1708011122" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Montserrat:400,600,700%7CLora:400,400italic&amp;display=swap" media="all">
<script src="https://semillasvalderrama.es/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://semillasvalderrama.es/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/5b1e0c7a9d3f44c2a8e6/script.js"></script>
<link rel="https://api.w.org/" href="https://semillasvalderrama.es/wp-json/">
<meta name="generator" content="WordPress 6.4.3">
<meta name="generator" content="Elementor 3.19.2; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7R2QWX');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://semillasvalderrama.es/wp-content/uploads/2022/11/cropped-favicon-32x32.png" sizes="32x32">
</head>`;
}

const nav = `<body class="home page-template-default page wp-custom-logo elementor-default elementor-kit-8">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7R2QWX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<header class="elementor elementor-location-header site-header">
  <div class="elementor-container">
    <a href="https://semillasvalderrama.es/" class="custom-logo-link" rel="home"><img src="https://semillasvalderrama.es/wp-content/uploads/2022/11/logo-valderrama.svg" alt="Semillas Valderrama" width="220" height="60"></a>
    <nav class="elementor-nav-menu--main" aria-label="Menú principal">
      <ul id="menu-principal" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://semillasvalderrama.es/variedades/">Variedades</a>
          <ul class="sub-menu">
            <li><a href="https://semillasvalderrama.es/variedades/trigo-blando/">Trigo blando</a></li>
            <li><a href="https://semillasvalderrama.es/variedades/cebada/">Cebada</a></li>
            <li><a href="https://semillasvalderrama.es/variedades/girasol/">Girasol</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="https://semillasvalderrama.es/nosotros/">Nosotros</a></li>
        <li class="menu-item"><a href="https://semillasvalderrama.es/distribuidores/">Dónde comprar</a></li>
        <li class="menu-item"><a href="https://semillasvalderrama.es/innovacion/">I+D</a></li>
        <li class="menu-item"><a href="https://semillasvalderrama.es/blog/">Actualidad</a></li>
        <li class="menu-item"><a href="https://semillasvalderrama.es/contacto/">Contacto</a></li>
        <li class="menu-item wpml-ls-item"><a href="https://valderramaseeds.com/">EN</a></li>
      </ul>
    </nav>
  </div>
</header>
<main id="content" class="site-main">`;

const footer = `</main>
<footer class="elementor elementor-location-footer">
  <div class="elementor-container">
    <div class="elementor-column">
      <img src="https://semillasvalderrama.es/wp-content/uploads/2022/11/logo-valderrama-blanco.svg" alt="Semillas Valderrama" width="180" height="50">
      <p>Semillas Valderrama S.L. · Ctra. de Medina, km 4 · 47400 Medina del Campo (Valladolid)<br>Tel. 983 80 12 45 · <a href="mailto:info@semillasvalderrama.es">info@semillasvalderrama.es</a></p>
    </div>
    <div class="elementor-column">
      <h4>Empresa</h4>
      <ul>
        <li><a href="https://semillasvalderrama.es/nosotros/">Quiénes somos</a></li>
        <li><a href="https://semillasvalderrama.es/innovacion/">Colaboradores I+D</a></li>
        <li><a href="https://semillasvalderrama.es/distribuidores/">Red de distribuidores</a></li>
        <li><a href="https://www.infojobs.net/semillas-valderrama/em-i42b7c1e9d0a4" target="_blank" rel="noopener">Trabaja con nosotros</a></li>
        <li><a href="https://tienda.semillasvalderrama.es/">Tienda para profesionales</a></li>
      </ul>
    </div>
    <div class="elementor-column">
      <h4>Legal</h4>
      <ul>
        <li><a href="https://semillasvalderrama.es/aviso-legal/">Aviso legal</a></li>
        <li><a href="https://semillasvalderrama.es/politica-de-privacidad/">Política de privacidad</a></li>
        <li><a href="https://semillasvalderrama.es/politica-de-cookies/">Política de cookies</a></li>
        <li><a href="https://semillasvalderrama.es/canal-etico/">Canal ético</a></li>
      </ul>
    </div>
    <div class="elementor-column elementor-social-icons-wrapper">
      <a class="elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/semillasvalderrama" target="_blank" aria-label="Facebook"><i class="fab fa-facebook-f"></i></a>
      <a class="elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/semillasvalderrama/" target="_blank" aria-label="Instagram"><i class="fab fa-instagram"></i></a>
      <a class="elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/semillas-valderrama/" target="_blank" aria-label="LinkedIn"><i class="fab fa-linkedin-in"></i></a>
      <a class="elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@semillasvalderrama" target="_blank" aria-label="YouTube"><i class="fab fa-youtube"></i></a>
    </div>
  </div>
  <div class="elementor-container footer-funding">
    <img src="https://semillasvalderrama.es/wp-content/uploads/2023/02/logo-feader-junta.png" alt="Fondo Europeo Agrícola de Desarrollo Rural - Junta de Castilla y León" width="320" height="60">
    <p>Proyecto «Variedades de cereal tolerantes a sequía» cofinanciado por el FEADER y la Junta de Castilla y León.</p>
  </div>
  <p class="copyright">© 2024 Semillas Valderrama S.L. Todos los derechos reservados.</p>
</footer>
<script src="https://semillasvalderrama.es/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.19.2" id="elementor-webpack-runtime-js"></script>
<script src="https://semillasvalderrama.es/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.19.2" id="elementor-frontend-modules-js"></script>
<script src="https://semillasvalderrama.es/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
</body>
</html>`;

const home = `${head('Semillas Valderrama | Semilla certificada de cereal y oleaginosas', 'Obtentor y productor de semilla certificada de trigo, cebada y girasol adaptada al secano castellano desde 1968.', '/')}
${nav}
<section class="elementor-section hero">
  <h1>Semilla certificada para el secano que viene</h1>
  <p>Más de 50 años seleccionando variedades de trigo, cebada y girasol para agricultores de la meseta.</p>
  <a class="elementor-button" href="https://semillasvalderrama.es/variedades/">Ver catálogo 2024/25</a>
  <a class="elementor-button elementor-button-secondary" href="https://semillasvalderrama.es/distribuidores/">Encuentra tu distribuidor</a>
</section>
<section class="elementor-section cifras">
  <div><strong>38</strong><span>variedades registradas</span></div>
  <div><strong>2.400 ha</strong><span>de multiplicación</span></div>
  <div><strong>120</strong><span>puntos de venta</span></div>
</section>
<section class="elementor-section destacados">
  <h2>Novedades de campaña</h2>
  <article><h3>VALDUERO, trigo blando de ciclo corto</h3><p>Alto peso específico y buena tolerancia a roya amarilla.</p><a href="https://semillasvalderrama.es/variedades/trigo-blando/valduero/">Ficha técnica</a></article>
  <article><h3>MESETA CL, girasol Clearfield</h3><p>Para siembras tardías en secano.</p><a href="https://semillasvalderrama.es/variedades/girasol/meseta-cl/">Ficha técnica</a></article>
</section>
<section class="elementor-section confian">
  <h2>Confían en nuestra semilla</h2>
  <p>Harineras y malterías que compran el grano producido con variedades Valderrama.</p>
  <div class="elementor-image-gallery logos-clientes">
    <a href="https://www.harinerasdelduero.es/" target="_blank"><img src="https://semillasvalderrama.es/wp-content/uploads/2023/05/cliente-harineras-duero.png" alt="Harineras del Duero"></a>
    <a href="https://www.malteriacastellana.com/" target="_blank"><img src="https://semillasvalderrama.es/wp-content/uploads/2023/05/cliente-malteria-castellana.png" alt="Maltería Castellana"></a>
    <img src="https://semillasvalderrama.es/wp-content/uploads/2023/05/cliente-panificadora-tordesillas.png" alt="Panificadora de Tordesillas">
  </div>
</section>
<section class="elementor-section testimonios">
  <h2>Lo que dicen los agricultores</h2>
  <blockquote>«Con VALDUERO hemos subido casi 600 kg por hectárea en un año seco.» <cite>— Julián Herrero, agricultor en Olmedo</cite></blockquote>
</section>
<section class="elementor-section premios">
  <h2>Reconocimientos</h2>
  <p>Premio a la Innovación Agraria 2023 otorgado por la <a href="https://www.premiosinnovacionagraria.es/ganadores-2023/" target="_blank">Fundación Campo y Futuro</a>.</p>
  <p>Laboratorio de análisis de semillas acreditado por <a href="https://www.enac.es/" target="_blank" rel="noopener">ENAC</a> conforme a la norma UNE-EN ISO/IEC 17025.</p>
</section>
${footer}`;

const distribuidores = `${head('Red de distribuidores | Semillas Valderrama', 'Encuentra el distribuidor oficial de Semillas Valderrama más cercano a tu explotación.', '/distribuidores/')}
${nav}
<section class="elementor-section">
  <h1>Red de distribuidores oficiales</h1>
  <p>Nuestra semilla certificada se vende exclusivamente a través de cooperativas y almacenes distribuidores autorizados. Consulta el más próximo a tu explotación.</p>
  <div class="elementor-widget-text-editor">
    <table class="tabla-distribuidores">
      <thead><tr><th>Provincia</th><th>Distribuidor</th><th>Localidad</th><th>Teléfono</th><th>Web</th></tr></thead>
      <tbody>
        <tr><td>Valladolid</td><td>Agrosuministros del Duero</td><td>Peñafiel</td><td>983 88 14 20</td><td><a href="https://www.agrosuministrosduero.es/" target="_blank" rel="noopener">agrosuministrosduero.es</a></td></tr>
        <tr><td>Valladolid</td><td>Almacenes Hermanos Pastor</td><td>Tordesillas</td><td>983 77 02 31</td><td>—</td></tr>
        <tr><td>Palencia</td><td>Cooperativa Agraria Tierra de Campos</td><td>Paredes de Nava</td><td>979 83 05 66</td><td><a href="https://coopcampos.es/tienda-agricola/" target="_blank" rel="noopener">coopcampos.es</a></td></tr>
        <tr><td>Burgos</td><td>Insumos Ribera Norte S.L.</td><td>Aranda de Duero</td><td>947 50 62 18</td><td><a href="http://insumosriberanorte.com" target="_blank" rel="noopener">insumosriberanorte.com</a></td></tr>
        <tr><td>Salamanca</td><td>Agrocentro Armuña</td><td>Cantalpino</td><td>923 34 11 90</td><td><a href="https://www.agrocentroarmuna.es/contacto" target="_blank" rel="noopener">Visitar web</a></td></tr>
        <tr><td>Zamora</td><td>Suministros Agrícolas Tierra del Pan</td><td>Villalpando</td><td>980 66 23 45</td><td>—</td></tr>
        <tr><td>Toledo</td><td>Cereales y Abonos La Sagra</td><td>Illescas</td><td>925 51 27 03</td><td><a href="https://www.cerealeslasagra.com/" target="_blank" rel="noopener">cerealeslasagra.com</a></td></tr>
        <tr><td>Navarra</td><td>Agroservicios Ribera Navarra</td><td>Tudela</td><td>948 82 40 17</td><td><a href="https://agroribera.eus/" target="_blank" rel="noopener">agroribera.eus</a></td></tr>
      </tbody>
    </table>
  </div>
  <h2>Exportación</h2>
  <p>Para Portugal trabajamos con nuestro agente comercial <a href="https://www.sementesalentejo.pt/" target="_blank" rel="noopener">Sementes do Alentejo, Lda.</a>, que atiende a agricultores y cooperativas de todo el país. Para el resto de mercados, visita <a href="https://valderramaseeds.com/">valderramaseeds.com</a>.</p>
  <h2>¿Quieres ser distribuidor?</h2>
  <p>Escríbenos a <a href="mailto:comercial@semillasvalderrama.es">comercial@semillasvalderrama.es</a> o rellena el <a href="https://semillasvalderrama.es/contacto/">formulario de contacto</a>.</p>
</section>
${footer}`;

const innovacion = `${head('I+D y colaboradores | Semillas Valderrama', 'Nuestro programa de mejora vegetal y las entidades con las que colaboramos.', '/innovacion/')}
${nav}
<section class="elementor-section">
  <h1>Innovación y mejora vegetal</h1>
  <p>Nuestro programa de mejora combina ensayos en 14 localidades con herramientas de genotipado y agricultura de precisión.</p>
  <h2>Partners tecnológicos</h2>
  <div class="elementor-widget-call-to-action partner-cards">
    <div class="elementor-cta">
      <img src="https://semillasvalderrama.es/wp-content/uploads/2023/09/genocampo.png" alt="GenoCampo Labs">
      <h3>GenoCampo Labs</h3>
      <p>Genotipado de alto rendimiento y selección asistida por marcadores para nuestras líneas de trigo.</p>
      <a class="elementor-cta__button" href="https://genocampo.com/?utm_source=valderrama&amp;utm_medium=partners" target="_blank">Visitar web</a>
    </div>
    <div class="elementor-cta">
      <img src="https://semillasvalderrama.es/wp-content/uploads/2023/09/teledeteccion-iberica.png" alt="Teledetección Ibérica">
      <h3>Teledetección Ibérica</h3>
      <p>Imágenes multiespectrales por dron para el fenotipado de los campos de ensayo.</p>
      <a class="elementor-cta__button" href="https://www.teledeteccioniberica.es/servicios/fenotipado" target="_blank">Visitar web</a>
    </div>
    <div class="elementor-cta">
      <img src="https://semillasvalderrama.es/wp-content/uploads/2023/09/agrodatos.png" alt="AgroDatos Cloud">
      <h3>AgroDatos Cloud</h3>
      <p>Plataforma de gestión de ensayos de campo integrada con nuestra base de datos varietal.</p>
      <a class="elementor-cta__button" href="https://app.agrodatoscloud.io/registro" target="_blank">Visitar web</a>
    </div>
  </div>
  <h2>Colaboración científica</h2>
  <p>Mantenemos convenios de investigación con la <a href="https://www.etsiia-palencia-uva.es/" target="_blank">Escuela Técnica Superior de Ingenierías Agrarias de Palencia</a> y con el <a href="https://www.centrocerealistico.org/" target="_blank">Centro Cerealístico del Duero</a>, socios de nuestro proyecto de variedades tolerantes a sequía.</p>
  <h2>Financiación</h2>
  <p>Este programa ha recibido financiación del <a href="https://www.cdti.es/" target="_blank" rel="noopener">CDTI</a> (expediente IDI-20220871).</p>
</section>
${footer}`;

const nosotros = `${head('Quiénes somos | Semillas Valderrama', 'Empresa familiar de obtención y multiplicación de semilla certificada fundada en 1968 en Medina del Campo.', '/nosotros/')}
${nav}
<section class="elementor-section">
  <h1>Una empresa familiar desde 1968</h1>
  <p>Fundada por Eusebio Valderrama en Medina del Campo, la empresa es hoy la tercera generación al frente de un centro de selección y acondicionamiento de semilla con capacidad para 18.000 toneladas.</p>
  <h2>Nuestro equipo</h2>
  <ul class="equipo">
    <li>Marta Valderrama — Directora general</li>
    <li>Óscar Sanz — Director de mejora vegetal</li>
    <li>Lucía Arribas — Responsable de calidad</li>
  </ul>
  <h2>En los medios</h2>
  <p>Hablan de nosotros: <a href="https://www.elnortedecastilla.es/agricultura/semillas-valderrama-sequia-20230412.html" target="_blank">El Norte de Castilla</a>, <a href="https://www.agronewscastillayleon.com/semillas-valderrama" target="_blank">Agronews Castilla y León</a>.</p>
  <h2>Trabaja con nosotros</h2>
  <p>Consulta nuestras ofertas de empleo en <a href="https://www.infojobs.net/semillas-valderrama/em-i42b7c1e9d0a4" target="_blank">InfoJobs</a>.</p>
</section>
${footer}`;

const contacto = `${head('Contacto | Semillas Valderrama', 'Contacta con Semillas Valderrama.', '/contacto/')}
<link rel="stylesheet" id="contact-form-7-css" href="https://semillasvalderrama.es/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.7" media="all">
${nav}
<section class="elementor-section">
  <h1>Contacto</h1>
  <div class="wpcf7 no-js" id="wpcf7-f120-o1" lang="es-ES" dir="ltr">
    <form action="/contacto/#wpcf7-f120-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
      <p><label>Nombre<br><input type="text" name="your-name" size="40" class="wpcf7-form-control wpcf7-text"></label></p>
      <p><label>Correo electrónico<br><input type="email" name="your-email" size="40" class="wpcf7-form-control wpcf7-email"></label></p>
      <p><label>Provincia<br><input type="text" name="provincia" size="40" class="wpcf7-form-control wpcf7-text"></label></p>
      <p><label>Mensaje<br><textarea name="your-message" cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea"></textarea></label></p>
      <p><input type="submit" value="Enviar" class="wpcf7-form-control wpcf7-submit"></p>
    </form>
  </div>
  <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3000!2d-4.91!3d41.31" width="600" height="350" style="border:0;" loading="lazy" title="Mapa Semillas Valderrama"></iframe>
</section>
<script src="https://semillasvalderrama.es/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.8.7" id="swv-js"></script>
<script src="https://semillasvalderrama.es/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.8.7" id="contact-form-7-js"></script>
${footer}`;

export const site: CorpusSite = {
  domain: 'semillasvalderrama.es',
  otherDomains: ['valderramaseeds.com'],
  covers:
    'Spanish seed breeder on WordPress/Elementor/Yoast: distributor table with partial web column and deep links, export agent in prose, technology partner cards with UTM/subdomain links, research partners in prose; negatives: customer logos, award, ENAC accreditation, CDTI funder, EU funding, press, InfoJobs, own EN domain and shop subdomain',
  pages: {
    '/': { headers, html: home },
    '/distribuidores/': { headers, html: distribuidores },
    '/innovacion/': { headers, html: innovacion },
    '/nosotros/': { headers, html: nosotros },
    '/contacto/': { headers, html: contacto },
  },
  sitemap: ['/', '/nosotros/', '/distribuidores/', '/contacto/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'contact-form-7',
    'cookieyes',
    'font-awesome',
    'google-font-api',
    'google-maps',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'nginx',
    'open-graph',
    'rss',
  ],
  partners: {
    'agrosuministrosduero.es': 'channel',
    'coopcampos.es': 'channel',
    'insumosriberanorte.com': 'channel',
    'agrocentroarmuna.es': 'channel',
    'cerealeslasagra.com': 'channel',
    'agroribera.eus': 'channel',
    'sementesalentejo.pt': 'channel',
    'genocampo.com': 'technology',
    'teledeteccioniberica.es': 'technology',
    'agrodatoscloud.io': 'technology',
    'etsiia-palencia-uva.es': 'generic',
    'centrocerealistico.org': 'generic',
  },
};
