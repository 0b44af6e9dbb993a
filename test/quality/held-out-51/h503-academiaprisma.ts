import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  link: '<https://academiaprisma.mx/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, desc: string, path: string, pageId: number) => `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Academia Prisma</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}">
<link rel="canonical" href="https://academiaprisma.mx${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} - Academia Prisma">
<meta property="og:url" content="https://academiaprisma.mx${path}">
<meta property="og:site_name" content="Academia Prisma">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://academiaprisma.mx${path}","name":"${title}"},{"@type":"Organization","name":"Academia Prisma","url":"https://academiaprisma.mx/"}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="stylesheet" id="hello-elementor-css" href="https://academiaprisma.mx/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="hello-elementor-theme-style-css" href="https://academiaprisma.mx/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://academiaprisma.mx/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="https://academiaprisma.mx/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1714412290" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Poppins%3A400%2C600%2C700&amp;display=swap&amp;ver=6.5.2" media="all">
<script src="https://academiaprisma.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://academiaprisma.mx/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://academiaprisma.mx/wp-json/">
<meta name="generator" content="WordPress 6.5.2">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-5PRZ1MX8QW"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-5PRZ1MX8QW');</script>
</head>
<body class="page-template-default page page-id-${pageId} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header">
  <div class="elementor-element elementor-widget elementor-widget-theme-site-logo"><a href="https://academiaprisma.mx/"><img src="https://academiaprisma.mx/wp-content/uploads/2023/08/logo-prisma.svg" alt="Academia Prisma"></a></div>
  <nav class="elementor-nav-menu--main" aria-label="Menú">
    <ul class="elementor-nav-menu">
      <li class="menu-item"><a href="https://academiaprisma.mx/cursos/" class="elementor-item">Cursos</a></li>
      <li class="menu-item"><a href="https://academiaprisma.mx/empresas/" class="elementor-item">Para empresas</a></li>
      <li class="menu-item"><a href="https://academiaprisma.mx/aliados/" class="elementor-item">Aliados</a></li>
      <li class="menu-item"><a href="https://academiaprisma.mx/distribuidores/" class="elementor-item">Distribuidores</a></li>
      <li class="menu-item"><a href="https://academiaprisma.mx/nosotros/" class="elementor-item">Nosotros</a></li>
      <li class="menu-item"><a href="https://academiaprisma.mx/blog/" class="elementor-item">Blog</a></li>
      <li class="menu-item"><a href="https://academiaprisma.mx/contacto/" class="elementor-item">Contacto</a></li>
    </ul>
  </nav>
</div>
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">`;

const foot = `</div>
</main>
<div data-elementor-type="footer" data-elementor-id="58" class="elementor elementor-58 elementor-location-footer">
  <div class="elementor-widget-container">
    <p><strong>Academia Prisma S.A.P.I. de C.V.</strong><br>Av. Chapultepec 480, Col. Americana, Guadalajara, Jal. C.P. 44160<br>Tel. 33 3615 2290 · <a href="mailto:hola@academiaprisma.mx">hola@academiaprisma.mx</a></p>
    <p>Métodos de pago: <img src="https://academiaprisma.mx/wp-content/uploads/2023/08/visa.svg" alt="Visa"> <img src="https://academiaprisma.mx/wp-content/uploads/2023/08/mastercard.svg" alt="Mastercard"> <img src="https://academiaprisma.mx/wp-content/uploads/2023/08/oxxo.svg" alt="OXXO Pay"> <img src="https://academiaprisma.mx/wp-content/uploads/2023/08/mercadopago.svg" alt="Mercado Pago"></p>
    <ul class="elementor-social-icons">
      <li><a href="https://www.facebook.com/academiaprismamx" target="_blank">Facebook</a></li>
      <li><a href="https://www.instagram.com/academiaprisma/" target="_blank">Instagram</a></li>
      <li><a href="https://www.tiktok.com/@academiaprisma" target="_blank">TikTok</a></li>
      <li><a href="https://wa.me/523336152290" target="_blank">WhatsApp</a></li>
    </ul>
    <p><a href="https://academiaprisma.mx/aviso-de-privacidad/">Aviso de privacidad</a> · <a href="https://academiaprisma.mx/terminos/">Términos y condiciones</a> · © 2025 Academia Prisma</p>
  </div>
</div>
<script src="https://academiaprisma.mx/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://academiaprisma.mx/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://academiaprisma.mx/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>
</html>`;

const logo = (name: string, url: string, img: string) => `
    <div class="elementor-column elementor-col-25"><div class="elementor-widget elementor-widget-image"><a href="${url}" target="_blank" rel="noopener"><img width="300" height="150" src="https://academiaprisma.mx/wp-content/uploads/2024/02/${img}.png" class="attachment-medium size-medium" alt="${name}" loading="lazy"></a></div></div>`;

const html = {
  home: `${head('Cursos en línea con certificado', 'Cursos en línea de programación, diseño, marketing y habilidades digitales con certificado y tutor personal.', '/', 12)}
  <section class="elementor-section hero"><div class="elementor-widget-heading"><h1 class="elementor-heading-title">Aprende habilidades digitales con tutor personal</h1></div>
  <p>Más de 120 cursos en línea con certificado. Estudia a tu ritmo desde cualquier lugar de Latinoamérica.</p>
  <a class="elementor-button" href="https://academiaprisma.mx/cursos/">Ver cursos</a></section>
  <section class="elementor-section clientes"><h2 class="elementor-heading-title">Empresas que confían en nosotros</h2>
  <div class="elementor-row">${logo('Grupo Maderas del Pacífico', 'https://www.maderaspacifico.com.mx/', 'cliente-maderas')}${logo('Farmacias Ángeles', 'https://farmaciasangeles.mx/', 'cliente-farmacias')}${logo('Transportes Altiplano', 'https://www.transaltiplano.com.mx/', 'cliente-altiplano')}</div></section>
  <section class="elementor-section prensa"><h2 class="elementor-heading-title">Nos mencionan en</h2>
  <ul><li><a href="https://www.elinformador.mx/economia/startups-educativas-jalisco-20240311" target="_blank">El Informador – Startups educativas de Jalisco que están creciendo</a></li><li><a href="https://expansion.mx/tecnologia/2024/05/20/edtech-mexicanas" target="_blank">Expansión – 7 edtech mexicanas a seguir</a></li></ul></section>
${foot}`,
  aliados: `${head('Aliados', 'Universidades, instituciones y empresas de tecnología con las que colaboramos.', '/aliados/', 214)}
  <section class="elementor-section"><h1 class="elementor-heading-title">Nuestros aliados</h1>
  <p>Trabajamos de la mano con instituciones educativas y empresas de tecnología para que tu certificado tenga valor en el mercado laboral.</p></section>
  <section class="elementor-section"><h2 class="elementor-heading-title">Aliados académicos</h2>
  <div class="elementor-row">${logo('Universidad Tecnológica del Bajío', 'https://www.utbajio.edu.mx/', 'aliado-utb')}${logo('Instituto Cervantino de Ciencias', 'https://icc.edu.mx/', 'aliado-icc')}${logo('Colegio de Profesionistas en TI de Jalisco', 'https://www.coprotijal.org.mx/', 'aliado-coproti')}</div></section>
  <section class="elementor-section"><h2 class="elementor-heading-title">Aliados tecnológicos</h2>
  <div class="elementor-row">${logo('Google for Education', 'https://edu.google.com/intl/ALL_es/', 'aliado-google')}${logo('Nubeclass', 'https://nubeclass.com/', 'aliado-nubeclass')}${logo('Certifica.io', 'https://certifica.io/', 'aliado-certifica')}</div></section>
  <section class="elementor-section"><p>¿Quieres ser aliado de Academia Prisma? <a href="https://academiaprisma.mx/contacto/">Escríbenos</a>.</p></section>
${foot}`,
  distribuidores: `${head('Distribuidores autorizados', 'Distribuidores autorizados de licencias corporativas Academia Prisma en México y Centroamérica.', '/distribuidores/', 233)}
  <section class="elementor-section"><h1 class="elementor-heading-title">Distribuidores autorizados</h1>
  <p>Adquiere licencias corporativas de Academia Prisma a través de nuestra red de distribuidores autorizados. Todos ofrecen facturación local y soporte en la implementación.</p>
  <div class="elementor-widget elementor-widget-text-editor"><table>
    <thead><tr><th>Distribuidor</th><th>Cobertura</th><th>Sitio web</th></tr></thead>
    <tbody>
      <tr><td>Soluciones Educativas del Norte</td><td>Nuevo León, Coahuila, Tamaulipas</td><td><a href="https://soleducnorte.com.mx/" target="_blank" rel="noopener">soleducnorte.com.mx</a></td></tr>
      <tr><td>Capacita Occidente</td><td>Jalisco, Colima, Nayarit</td><td><a href="https://www.capacitaoccidente.mx/" target="_blank" rel="noopener">capacitaoccidente.mx</a></td></tr>
      <tr><td>EduRed Sureste</td><td>Yucatán, Quintana Roo, Campeche</td><td><a href="https://edured-sureste.com.mx/" target="_blank" rel="noopener">edured-sureste.com.mx</a></td></tr>
      <tr><td>Grupo Didacta</td><td>Guatemala y El Salvador</td><td><a href="https://www.grupodidacta.com.gt/" target="_blank" rel="noopener">grupodidacta.com.gt</a></td></tr>
      <tr><td>Formación Bajío</td><td>Guanajuato, Querétaro</td><td>Próximamente</td></tr>
    </tbody>
  </table></div>
  <p>¿Te interesa distribuir Academia Prisma en tu región? Conoce el <a href="https://academiaprisma.mx/contacto/">programa de distribuidores</a>.</p></section>
${foot}`,
  nosotros: `${head('Nosotros', 'Conoce la historia y el equipo de Academia Prisma.', '/nosotros/', 98)}
  <section class="elementor-section"><h1 class="elementor-heading-title">Nosotros</h1>
  <p>Academia Prisma nació en Guadalajara en 2017 con una idea sencilla: que cualquier persona en Latinoamérica pueda aprender una habilidad digital con acompañamiento real. Hoy somos 54 personas y más de 180,000 estudiantes.</p>
  <h2>Reconocimientos</h2>
  <ul><li>Premio Nacional de Emprendimiento Educativo 2023 – categoría EdTech</li><li>Empresa con registro ante la <a href="https://www.gob.mx/stps" target="_blank">STPS</a> como agente capacitador externo (DC-5)</li></ul>
  <h2>Trabaja con nosotros</h2><p>Consulta nuestras vacantes en <a href="https://www.occ.com.mx/empleos/de-academia-prisma/" target="_blank">OCC Mundial</a>.</p></section>
${foot}`,
  blog: `${head('Así vivimos el Foro EdTech Occidente 2024', 'Crónica del Foro EdTech Occidente 2024 organizado por Academia Prisma.', '/blog/foro-edtech-occidente-2024/', 502)}
  <article class="elementor-section"><h1 class="elementor-heading-title">Así vivimos el Foro EdTech Occidente 2024</h1>
  <p class="meta">Publicado el 18 de octubre de 2024 por Mariana Ruiz</p>
  <p>Más de 900 docentes, directivos y emprendedores se reunieron en Expo Guadalajara para la tercera edición del foro. Hubo 24 conferencias y 12 talleres prácticos.</p>
  <h2>Gracias a nuestros patrocinadores</h2>
  <p>El foro fue posible gracias al patrocinio de <a href="https://www.bancoaltamar.com.mx/" target="_blank">Banco Altamar</a> (patrocinador oro), <a href="https://www.telcomx-empresas.com/" target="_blank">TelcoMX Empresas</a> (plata) y <a href="https://cafeterraalta.mx/" target="_blank">Café Terra Alta</a>.</p>
  <p>Nos vemos en 2025. ¡Suscríbete a nuestro boletín para enterarte primero!</p></article>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'academiaprisma.mx',
  covers:
    'Mexican online course platform on WordPress/Elementor (Hello theme, Yoast): academic and technology allies as linked logo grids, authorised distributors in a table (one unlinked); negatives: client logos, press, event sponsors in a blog post, awards, STPS registration, job board, payment icons, social/WhatsApp',
  pages: {
    '/': { headers, html: html.home },
    '/aliados/': { headers, html: html.aliados },
    '/distribuidores/': { headers, html: html.distribuidores },
    '/nosotros/': { headers, html: html.nosotros },
    '/blog/foro-edtech-occidente-2024/': { headers, html: html.blog },
  },
  sitemap: ['/', '/cursos/', '/aliados/', '/distribuidores/', '/nosotros/', '/blog/foro-edtech-occidente-2024/', '/contacto/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'litespeed',
    'open-graph',
  ],
  partners: {
    'utbajio.edu.mx': 'generic',
    'icc.edu.mx': 'generic',
    'coprotijal.org.mx': 'generic',
    'google.com': 'technology',
    'nubeclass.com': 'technology',
    'certifica.io': 'technology',
    'soleducnorte.com.mx': 'channel',
    'capacitaoccidente.mx': 'channel',
    'edured-sureste.com.mx': 'channel',
    'grupodidacta.com.gt': 'channel',
  },
};
