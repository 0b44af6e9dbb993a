import type { CorpusSite } from '../corpus/types.js';

// Private hospital in Guadalajara (Mexico, Spanish), WordPress + Elementor with Yoast, GTM and Contact Form 7.
// "Alianzas" page with two logo grids (strategic allies, technology allies); the same page lists accepted insurers by
// name only, and the site shows its accreditation, a marathon sponsorship, press, a job board and social links.

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://hospitalaltavista.com.mx/wp-json/>; rel="https://api.w.org/"',
};

function page(title: string, path: string, bodyClass: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7Q2W9L');</script>
<!-- End Google Tag Manager -->

<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title} - Hospital Altavista</title>
<meta name="description" content="Hospital Altavista: atención médica de alta especialidad en Zapopan, Jalisco. Urgencias 24 horas.">
<link rel="canonical" href="https://hospitalaltavista.com.mx${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} - Hospital Altavista">
<meta property="og:site_name" content="Hospital Altavista">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Hospital","name":"Hospital Altavista","url":"https://hospitalaltavista.com.mx/","telephone":"+52 33 3648 2200"}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="stylesheet" id="wp-block-library-css" href="https://hospitalaltavista.com.mx/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="contact-form-7-css" href="https://hospitalaltavista.com.mx/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3" media="all">
<link rel="stylesheet" id="altavista-theme-css" href="https://hospitalaltavista.com.mx/wp-content/themes/altavista/style.css?ver=2.1.0" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://hospitalaltavista.com.mx/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="elementor-post-6-css" href="https://hospitalaltavista.com.mx/wp-content/uploads/elementor/css/post-6.css?ver=1714412288" media="all">
<script src="https://hospitalaltavista.com.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://hospitalaltavista.com.mx/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://hospitalaltavista.com.mx/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://hospitalaltavista.com.mx/wp-content/uploads/2022/03/cropped-favicon-32x32.png" sizes="32x32">
</head>
<body class="${bodyClass} elementor-default elementor-kit-6">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7Q2W9L" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="topbar">Urgencias 24 h: <a href="tel:+523336482200">33 3648 2200</a> &middot; <a href="https://wa.me/5213312345678" target="_blank" rel="noopener">WhatsApp citas</a></div>
<header class="site-header elementor-location-header">
  <a href="https://hospitalaltavista.com.mx/" class="custom-logo-link"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2022/03/logo-altavista.svg" alt="Hospital Altavista"></a>
  <nav class="elementor-nav-menu--main">
    <ul id="menu-principal" class="elementor-nav-menu">
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/especialidades/">Especialidades</a></li>
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/directorio-medico/">Directorio médico</a></li>
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/paquetes/">Paquetes</a></li>
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/nosotros/">Nosotros</a></li>
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/alianzas/">Alianzas</a></li>
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/blog/">Blog</a></li>
      <li class="menu-item"><a href="https://hospitalaltavista.com.mx/contacto/">Contacto</a></li>
    </ul>
  </nav>
</header>
<main id="content" class="site-main">
${body}
</main>
<footer class="elementor-location-footer">
  <div class="elementor-container">
    <div class="elementor-column">
      <h4>Hospital Altavista</h4>
      <p>Av. Patria 2280, Col. Jardines Universidad, 45110 Zapopan, Jal.</p>
      <p>Tel. 33 3648 2200</p>
    </div>
    <div class="elementor-column">
      <h4>Formas de pago</h4>
      <ul class="payment-icons">
        <li><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2022/03/visa.svg" alt="Visa"></li>
        <li><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2022/03/mastercard.svg" alt="Mastercard"></li>
        <li><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2022/03/amex.svg" alt="American Express"></li>
      </ul>
    </div>
    <div class="elementor-column">
      <h4>Síguenos</h4>
      <ul class="elementor-social-icons-wrapper">
        <li><a class="elementor-social-icon-facebook" href="https://www.facebook.com/HospitalAltavistaGdl" target="_blank" rel="noopener">Facebook</a></li>
        <li><a class="elementor-social-icon-instagram" href="https://www.instagram.com/hospitalaltavista/" target="_blank" rel="noopener">Instagram</a></li>
        <li><a class="elementor-social-icon-tiktok" href="https://www.tiktok.com/@hospitalaltavista" target="_blank" rel="noopener">TikTok</a></li>
        <li><a class="elementor-social-icon-linkedin" href="https://www.linkedin.com/company/hospital-altavista/" target="_blank" rel="noopener">LinkedIn</a></li>
      </ul>
    </div>
  </div>
  <p class="legal"><a href="https://hospitalaltavista.com.mx/aviso-de-privacidad/">Aviso de privacidad</a> &middot; &copy; 2024 Hospital Altavista S.A. de C.V.</p>
</footer>
<script src="https://hospitalaltavista.com.mx/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script src="https://hospitalaltavista.com.mx/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
<script src="https://hospitalaltavista.com.mx/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://hospitalaltavista.com.mx/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://hospitalaltavista.com.mx/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>
</html>`;
}

const home = page(
  'Hospital de alta especialidad en Zapopan',
  '/',
  'home page-template-default page page-id-6',
  `<section class="elementor-section hero">
  <div class="elementor-widget-container">
    <h1 class="elementor-heading-title">Tu salud, en las mejores manos</h1>
    <p>Más de 40 especialidades, 120 habitaciones y urgencias las 24 horas en el corazón de Zapopan.</p>
    <a class="elementor-button" href="https://hospitalaltavista.com.mx/directorio-medico/">Encuentra a tu médico</a>
  </div>
</section>
<section class="elementor-section servicios">
  <div class="elementor-widget-container">
    <h2>Servicios destacados</h2>
    <ul>
      <li><a href="https://hospitalaltavista.com.mx/especialidades/cardiologia/">Cardiología y hemodinamia</a></li>
      <li><a href="https://hospitalaltavista.com.mx/especialidades/ginecologia-y-obstetricia/">Ginecología y obstetricia</a></li>
      <li><a href="https://hospitalaltavista.com.mx/especialidades/ortopedia/">Ortopedia y traumatología</a></li>
      <li><a href="https://hospitalaltavista.com.mx/especialidades/oncologia/">Centro oncológico</a></li>
    </ul>
  </div>
</section>
<section class="elementor-section certificacion">
  <div class="elementor-widget-container">
    <img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/01/sello-csg.png" alt="Certificado por el Consejo de Salubridad General">
    <p>Hospital certificado por el <a href="https://www.csg.gob.mx/" target="_blank" rel="noopener">Consejo de Salubridad General</a> desde 2019.</p>
  </div>
</section>
<section class="elementor-section patrocinio">
  <div class="elementor-widget-container">
    <h2>Corremos contigo</h2>
    <p>Somos patrocinador oficial del servicio médico del <a href="https://www.mediomaratongdl.mx/" target="_blank" rel="noopener">Medio Maratón Internacional de Guadalajara 2024</a>.</p>
  </div>
</section>
<section class="elementor-section blog">
  <div class="elementor-widget-container">
    <h2>Del blog</h2>
    <article><a href="https://hospitalaltavista.com.mx/blog/nueva-sala-de-hemodinamia/">Inauguramos nuestra nueva sala de hemodinamia</a></article>
  </div>
</section>`,
);

const alianzas = page(
  'Alianzas',
  '/alianzas/',
  'page-template-elementor_header_footer page page-id-214',
  `<section class="elementor-section">
  <div class="elementor-widget-container">
    <h1 class="elementor-heading-title">Alianzas</h1>
    <p>Trabajamos de la mano con instituciones y empresas que comparten nuestro compromiso con la calidad y la seguridad del paciente.</p>
  </div>
</section>
<section class="elementor-section aliados-estrategicos">
  <div class="elementor-widget-container">
    <h2 class="elementor-heading-title">Aliados estratégicos</h2>
    <div class="elementor-image-gallery">
      <figure class="gallery-item"><a href="https://www.diagnosticaoccidente.com.mx/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/diagnostica-occidente.png" alt="Diagnóstica de Occidente - Laboratorio clínico"></a></figure>
      <figure class="gallery-item"><a href="https://hemoservicios.mx/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/hemoservicios.png" alt="Hemoservicios de Jalisco"></a></figure>
      <figure class="gallery-item"><a href="https://www.rescatemedic.com.mx/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/rescate-medic.png" alt="Rescate Medic Ambulancias"></a></figure>
      <figure class="gallery-item"><a href="https://www.uapacifico.edu.mx/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/uap.png" alt="Universidad Autónoma del Pacífico - Campus clínico"></a></figure>
      <figure class="gallery-item"><a href="https://www.farmaciasvidaplena.mx/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/vida-plena.png" alt="Farmacias Vida Plena"></a></figure>
    </div>
  </div>
</section>
<section class="elementor-section aliados-tecnologicos">
  <div class="elementor-widget-container">
    <h2 class="elementor-heading-title">Aliados tecnológicos</h2>
    <p>Nuestros aliados tecnológicos nos permiten ofrecer expediente clínico electrónico, teleconsulta e imagenología de última generación.</p>
    <div class="elementor-image-gallery">
      <figure class="gallery-item"><a href="https://clinixia.com/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/clinixia.png" alt="Clinixia expediente clínico electrónico"></a></figure>
      <figure class="gallery-item"><a href="https://www.medilinktelesalud.com/" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/medilink.png" alt="MediLink Telesalud"></a></figure>
      <figure class="gallery-item"><a href="https://www.siemens-healthineers.com/mx" target="_blank" rel="noopener"><img src="https://hospitalaltavista.com.mx/wp-content/uploads/2023/05/siemens-healthineers.png" alt="Siemens Healthineers"></a></figure>
    </div>
  </div>
</section>
<section class="elementor-section aseguradoras">
  <div class="elementor-widget-container">
    <h2 class="elementor-heading-title">Aseguradoras</h2>
    <p>Recibimos pacientes con seguro de gastos médicos mayores de GNP, AXA, MetLife, Seguros Monterrey New York Life, Allianz y Plan Seguro.
    Consulta con tu aseguradora la cobertura y el proceso de carta pase.</p>
  </div>
</section>
<section class="elementor-section">
  <div class="elementor-widget-container">
    <p>¿Tu empresa quiere ser aliada de Hospital Altavista? Escríbenos a <a href="mailto:alianzas@hospitalaltavista.com.mx">alianzas@hospitalaltavista.com.mx</a>.</p>
  </div>
</section>`,
);

const nosotros = page(
  'Nosotros',
  '/nosotros/',
  'page-template-default page page-id-12',
  `<section class="elementor-section">
  <div class="elementor-widget-container">
    <h1 class="elementor-heading-title">Nosotros</h1>
    <p>Hospital Altavista abrió sus puertas en 1998 con 30 camas. Hoy somos un hospital de alta especialidad con más de 350 médicos acreditados.</p>
    <h2>Misión</h2>
    <p>Brindar atención médica segura, humana y de calidad a cada paciente y su familia.</p>
    <h2>Certificaciones y reconocimientos</h2>
    <ul>
      <li>Certificación del <a href="https://www.csg.gob.mx/" target="_blank" rel="noopener">Consejo de Salubridad General</a> (2019, recertificado en 2023).</li>
      <li>Distintivo Hospital Amigo del Niño y de la Madre.</li>
      <li>Reconocimiento <a href="https://www.greatplacetowork.com.mx/" target="_blank" rel="noopener">Great Place to Work</a> México 2023.</li>
    </ul>
    <h2>Bolsa de trabajo</h2>
    <p>Consulta nuestras vacantes de enfermería y áreas administrativas en <a href="https://www.occ.com.mx/empleos/de-hospital-altavista/" target="_blank" rel="noopener">OCC Mundial</a>.</p>
  </div>
</section>`,
);

const blog = page(
  'Inauguramos nuestra nueva sala de hemodinamia',
  '/blog/nueva-sala-de-hemodinamia/',
  'post-template-default single single-post postid-1187',
  `<article class="post-1187 post type-post">
  <header><h1 class="entry-title">Inauguramos nuestra nueva sala de hemodinamia</h1><time datetime="2024-03-18">18 de marzo de 2024</time></header>
  <div class="entry-content">
    <p>Con una inversión de 38 millones de pesos, Hospital Altavista inauguró su nueva sala de hemodinamia, equipada con un angiógrafo
    biplano de última generación.</p>
    <p>La apertura fue reseñada por <a href="https://www.informador.mx/jalisco/nueva-sala-hemodinamia-zapopan-20240318.html" target="_blank" rel="noopener">El Informador</a>
    y permitirá atender infartos las 24 horas con el protocolo Código Infarto.</p>
    <p>Agenda tu valoración cardiológica en nuestro <a href="https://hospitalaltavista.com.mx/directorio-medico/">directorio médico</a>.</p>
  </div>
</article>`,
);

const contacto = page(
  'Contacto',
  '/contacto/',
  'page-template-default page page-id-18',
  `<section class="elementor-section">
  <div class="elementor-widget-container">
    <h1 class="elementor-heading-title">Contacto</h1>
    <p>Av. Patria 2280, Col. Jardines Universidad, 45110 Zapopan, Jalisco<br>Conmutador: 33 3648 2200<br>Urgencias: 33 3648 2211</p>
    <div class="wpcf7 js" id="wpcf7-f301-p18-o1" lang="es-MX" dir="ltr">
      <form action="/contacto/#wpcf7-f301-p18-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
        <p><label>Nombre<br><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></label></p>
        <p><label>Correo electrónico<br><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email"></label></p>
        <p><label>Mensaje<br><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
        <p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Enviar"></p>
      </form>
    </div>
  </div>
</section>`,
);

export const site: CorpusSite = {
  domain: 'hospitalaltavista.com.mx',
  covers:
    'WordPress + Elementor (es-MX): "Alianzas" page with two linked logo grids (aliados estratégicos -> generic, aliados tecnológicos -> technology) named by alt text; insurers by name only; CSG certification, marathon sponsorship, Great Place to Work award, press link, OCC job board, WhatsApp and social links are not partners',
  pages: {
    '/': { headers, html: home },
    '/alianzas/': { headers, html: alianzas },
    '/nosotros/': { headers, html: nosotros },
    '/blog/nueva-sala-de-hemodinamia/': { headers, html: blog },
    '/contacto/': { headers, html: contacto },
  },
  sitemap: ['/', '/alianzas/', '/nosotros/', '/blog/nueva-sala-de-hemodinamia/', '/contacto/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'contact-form-7',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'apache-http-server',
    'open-graph',
  ],
  partners: {
    'diagnosticaoccidente.com.mx': 'generic',
    'hemoservicios.mx': 'generic',
    'rescatemedic.com.mx': 'generic',
    'uapacifico.edu.mx': 'generic',
    'farmaciasvidaplena.mx': 'generic',
    'clinixia.com': 'technology',
    'medilinktelesalud.com': 'technology',
    'siemens-healthineers.com': 'technology',
  },
};
