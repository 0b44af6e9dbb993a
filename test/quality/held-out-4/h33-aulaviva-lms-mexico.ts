import type { CorpusSite } from '../corpus/types.js';

/** A WordPress + Elementor site of a Mexican LMS vendor, in Spanish, with Yoast and trailing-slash permalinks. */
const HEADERS = {
  server: 'nginx',
  link: '<https://aulaviva.com.mx/wp-json/>; rel="https://api.w.org/"',
  'x-cache': 'HIT',
};

const BASE = 'https://aulaviva.com.mx';

function page(path: string, title: string, description: string, pageId: number, content: string): string {
  return `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v23.5 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="${BASE}${path}" />
<meta property="og:locale" content="es_MX" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="${BASE}${path}" />
<meta property="og:site_name" content="Aula Viva" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${BASE}${path}","url":"${BASE}${path}","name":"${title}","isPartOf":{"@id":"${BASE}/#website"},"inLanguage":"es-MX"},{"@type":"WebSite","@id":"${BASE}/#website","url":"${BASE}/","name":"Aula Viva","publisher":{"@id":"${BASE}/#organization"}},{"@type":"Organization","@id":"${BASE}/#organization","name":"Aula Viva Tecnología Educativa S.A.P.I. de C.V.","url":"${BASE}/","sameAs":["https://www.facebook.com/aulavivamx","https://www.instagram.com/aulavivamx/","https://www.youtube.com/@aulavivamx"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Aula Viva &raquo; Feed" href="${BASE}/feed/" />
<link rel="stylesheet" id="wp-block-library-css" href="${BASE}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2" media="all" />
<link rel="stylesheet" id="elementor-frontend-css" href="${BASE}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.5" media="all" />
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="${BASE}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1731000000" media="all" />
<link rel="stylesheet" id="hello-elementor-css" href="${BASE}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1" media="all" />
<script src="${BASE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${BASE}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${BASE}/wp-json/" />
<meta name="generator" content="WordPress 6.6.2" />
<meta name="generator" content="Elementor 3.24.5; features: additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-8KQ2M1Z4TX"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-8KQ2M1Z4TX');</script>
</head>
<body class="page-template-default page page-id-${pageId} elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<header class="elementor elementor-location-header"><div class="elementor-container">
<a href="${BASE}/" class="custom-logo-link"><img src="${BASE}/wp-content/uploads/2024/02/aulaviva-logo.svg" alt="Aula Viva" width="150" height="40"></a>
<nav class="elementor-nav-menu--main" aria-label="Menú"><ul id="menu-principal" class="elementor-nav-menu">
<li class="menu-item menu-item-has-children"><a href="${BASE}/plataforma/">Plataforma</a>
<ul class="sub-menu"><li class="menu-item"><a href="${BASE}/plataforma/aulas-virtuales/">Aulas virtuales</a></li><li class="menu-item"><a href="${BASE}/plataforma/evaluaciones/">Evaluaciones</a></li><li class="menu-item"><a href="${BASE}/plataforma/app-movil/">App móvil</a></li></ul></li>
<li class="menu-item"><a href="${BASE}/instituciones/">Instituciones</a></li>
<li class="menu-item menu-item-has-children"><a href="${BASE}/aliados/">Aliados</a>
<ul class="sub-menu"><li class="menu-item"><a href="${BASE}/aliados/">Red de aliados</a></li><li class="menu-item"><a href="${BASE}/se-aliado/">Sé un aliado</a></li></ul></li>
<li class="menu-item"><a href="${BASE}/precios/">Precios</a></li>
<li class="menu-item"><a href="${BASE}/blog/">Blog</a></li>
<li class="menu-item"><a href="${BASE}/nosotros/">Nosotros</a></li>
</ul></nav>
<a class="elementor-button" href="https://campus.aulaviva.com.mx/login">Iniciar sesión</a>
<a class="elementor-button elementor-button--primary" href="${BASE}/demo/">Agenda una demo</a>
<a class="country-switch" href="https://aulaviva.co/" hreflang="es-CO">🇨🇴 Colombia</a>
</div></header>
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">
${content}
</div>
</main>
<footer class="elementor elementor-location-footer"><div class="elementor-container">
<div class="footer-col"><h4>Aula Viva</h4><p>Av. Paseo de la Reforma 296, piso 12, Juárez, CDMX 06600</p><p>Tel. 55 4170 2290</p>
<p><a href="https://api.whatsapp.com/send?phone=525541702290&amp;text=Hola%20Aula%20Viva" target="_blank" rel="noopener">Escríbenos por WhatsApp</a></p></div>
<div class="footer-col"><h4>Empresa</h4><ul><li><a href="${BASE}/nosotros/">Nosotros</a></li><li><a href="${BASE}/aliados/">Aliados</a></li><li><a href="https://aulaviva.bamboohr.com/careers" target="_blank">Trabaja con nosotros</a></li><li><a href="${BASE}/aviso-de-privacidad/">Aviso de privacidad</a></li></ul></div>
<div class="footer-col"><h4>Síguenos</h4><ul class="social"><li><a href="https://www.facebook.com/aulavivamx">Facebook</a></li><li><a href="https://www.instagram.com/aulavivamx/">Instagram</a></li><li><a href="https://www.youtube.com/@aulavivamx">YouTube</a></li><li><a href="https://www.tiktok.com/@aulavivamx">TikTok</a></li><li><a href="https://www.linkedin.com/company/aula-viva-mx/">LinkedIn</a></li></ul></div>
<p class="copyright">© 2026 Aula Viva Tecnología Educativa S.A.P.I. de C.V. Todos los derechos reservados.</p>
</div></footer>
<script src="${BASE}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.24.5" id="elementor-webpack-runtime-js"></script>
<script src="${BASE}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.24.5" id="elementor-frontend-modules-js"></script>
<script src="${BASE}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.5" id="elementor-frontend-js"></script>
</body>
</html>`;
}

function section(inner: string): string {
  return `<section class="elementor-section elementor-top-section"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;
}

const home = page(
  '/',
  'Aula Viva | Plataforma de aprendizaje para escuelas y universidades',
  'Aula Viva es la plataforma LMS hecha en México para colegios, universidades y capacitación corporativa.',
  12,
  `${section(`<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">La plataforma educativa que tus alumnos sí quieren usar</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Clases en línea, tareas, evaluaciones y calificaciones en un solo lugar. Funciona en cualquier celular, incluso con conexión lenta.</p></div>
<div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="${BASE}/demo/">Solicita tu demo gratis</a></div>`)}
${section(`<h2 class="elementor-heading-title">Más de 300 instituciones confían en Aula Viva</h2>
<div class="logo-carousel">
<a href="https://www.colegioandes.edu.mx/" target="_blank"><img src="${BASE}/wp-content/uploads/2024/05/colegio-andes.png" alt="Colegio Andes"></a>
<a href="https://uniteca.edu.mx/" target="_blank"><img src="${BASE}/wp-content/uploads/2024/05/uniteca.png" alt="Universidad Uniteca"></a>
<a href="https://www.institutolaureles.edu.co/" target="_blank"><img src="${BASE}/wp-content/uploads/2024/05/laureles.png" alt="Instituto Los Laureles"></a>
<a href="https://prepasolidaria.edu.mx/" target="_blank"><img src="${BASE}/wp-content/uploads/2024/05/prepa-solidaria.png" alt="Prepa Solidaria"></a>
</div>`)}
${section(`<h2 class="elementor-heading-title">Todo lo que tu institución necesita</h2>
<div class="elementor-widget-icon-box"><h3>Aulas virtuales</h3><p>Videoclases integradas con Zoom y Microsoft Teams.</p></div>
<div class="elementor-widget-icon-box"><h3>Evaluaciones antiplagio</h3><p>Exámenes con banco de reactivos y revisión de originalidad.</p></div>
<div class="elementor-widget-icon-box"><h3>Reportes para padres</h3><p>Calificaciones y asistencia en la app.</p></div>`)}
${section(`<h2 class="elementor-heading-title">Respaldados por</h2>
<p><a href="https://500.co/" target="_blank">500 Global</a> · <a href="https://www.allvp.vc/" target="_blank">ALLVP</a></p>
<h2 class="elementor-heading-title">Aula Viva en los medios</h2>
<ul><li><a href="https://expansion.mx/tecnologia/2025/08/19/aula-viva-edtech-mexicana">Expansión: La edtech mexicana que quiere digitalizar 10,000 escuelas</a></li>
<li><a href="https://www.forbes.com.mx/aula-viva-ronda-serie-a/">Forbes México: Aula Viva levanta su Serie A</a></li></ul>`)}`,
);

interface Distribuidor {
  pais: string;
  nombre: string;
  ciudad: string;
  web?: string;
  tel: string;
}

const distribuidores: Distribuidor[] = [
  { pais: 'México', nombre: 'Edutek Soluciones', ciudad: 'Monterrey, N.L.', web: 'https://www.edutek.com.mx/', tel: '81 8340 1122' },
  { pais: 'México', nombre: 'Grupo Pizarra Digital', ciudad: 'Guadalajara, Jal.', web: 'https://pizarradigital.mx/', tel: '33 3615 4400' },
  {
    pais: 'Colombia',
    nombre: 'Sistemas Educativos Andinos S.A.S.',
    ciudad: 'Bogotá',
    web: 'https://sistemaseducativos.com.co/',
    tel: '+57 601 745 2210',
  },
  { pais: 'Perú', nombre: 'Aprende Plus S.A.C.', ciudad: 'Lima', web: 'https://www.aprendeplus.com.pe/', tel: '+51 1 640 9911' },
  { pais: 'Chile', nombre: 'Campus Digital SpA', ciudad: 'Santiago', web: 'https://campusdigital.cl/', tel: '+56 2 2948 3300' },
  { pais: 'Argentina', nombre: 'InnovaEdu', ciudad: 'Córdoba', web: 'https://innovaedu.com.ar/', tel: '+54 351 421 7788' },
  { pais: 'Guatemala', nombre: 'EduRed Centroamérica', ciudad: 'Ciudad de Guatemala', tel: '+502 2385 6600' },
];

const integraciones = [
  { nombre: 'Zoom', url: 'https://zoom.us/', texto: 'Programa videoclases desde el calendario del curso.' },
  {
    nombre: 'Microsoft Teams',
    url: 'https://www.microsoft.com/es-mx/microsoft-teams/education',
    texto: 'Reuniones de Teams dentro de cada aula virtual.',
  },
  {
    nombre: 'Google Workspace for Education',
    url: 'https://edu.google.com/intl/ALL_es/workspace-for-education/',
    texto: 'Inicio de sesión con Google y entrega de tareas desde Drive.',
  },
  { nombre: 'Turnitin', url: 'https://www.turnitin.com/es', texto: 'Revisión de originalidad en las entregas.' },
  { nombre: 'H5P', url: 'https://h5p.org/', texto: 'Contenido interactivo reutilizable.' },
  { nombre: 'Genially', url: 'https://genial.ly/es/', texto: 'Presentaciones y juegos interactivos incrustados.' },
];

const aliados = page(
  '/aliados/',
  'Red de aliados | Aula Viva',
  'Distribuidores autorizados de Aula Viva en Latinoamérica y plataformas integradas.',
  48,
  `${section(`<h1 class="elementor-heading-title">Red de aliados</h1><p>Trabajamos con distribuidores locales que implementan Aula Viva en tu institución, y con las herramientas que tus docentes ya usan.</p>`)}
${section(`<div class="elementor-widget elementor-widget-tabs"><div class="elementor-tabs">
<div class="elementor-tabs-wrapper" role="tablist">
<div id="elementor-tab-title-1" class="elementor-tab-title elementor-active" role="tab" aria-controls="elementor-tab-content-1">Distribuidores autorizados</div>
<div id="elementor-tab-title-2" class="elementor-tab-title" role="tab" aria-controls="elementor-tab-content-2">Integraciones</div>
<div id="elementor-tab-title-3" class="elementor-tab-title" role="tab" aria-controls="elementor-tab-content-3">Aliados estratégicos</div>
</div>
<div class="elementor-tabs-content-wrapper">
<div id="elementor-tab-content-1" class="elementor-tab-content elementor-active" role="tabpanel">
<p>Nuestros distribuidores venden, implementan y capacitan a docentes en su país.</p>
<table class="tabla-distribuidores"><thead><tr><th>País</th><th>Distribuidor</th><th>Ciudad</th><th>Contacto</th></tr></thead><tbody>
${distribuidores
  .map(
    (d) =>
      `<tr><td>${d.pais}</td><td>${d.web ? `<a href="${d.web}" target="_blank" rel="noopener">${d.nombre}</a>` : d.nombre}</td><td>${d.ciudad}</td><td>${d.tel}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
</div>
<div id="elementor-tab-content-2" class="elementor-tab-content" role="tabpanel" hidden>
<div class="integraciones">
${integraciones.map((i) => `<div class="integracion"><h3>${i.nombre}</h3><p>${i.texto}</p><a href="${i.url}" target="_blank" rel="noopener">Conocer más</a></div>`).join('\n')}
</div>
</div>
<div id="elementor-tab-content-3" class="elementor-tab-content" role="tabpanel" hidden>
<div class="elementor-image-gallery">
<a href="https://www.aprendejuntos.org.mx/" target="_blank" rel="noopener"><img src="${BASE}/wp-content/uploads/2025/01/aprende-juntos.png" alt="Fundación Aprende Juntos"></a>
<a href="https://ceb.edu.mx/" target="_blank" rel="noopener"><img src="${BASE}/wp-content/uploads/2025/01/consorcio-bajio.png" alt="Consorcio Educativo del Bajío"></a>
</div>
</div>
</div></div></div>`)}
${section(`<h2>¿Quieres vender Aula Viva en tu región?</h2><p><a class="elementor-button" href="${BASE}/se-aliado/">Conoce el programa de aliados</a></p>`)}`,
);

const seAliado = page(
  '/se-aliado/',
  'Programa de aliados | Aula Viva',
  'Conviértete en distribuidor autorizado de Aula Viva.',
  52,
  `${section(`<h1 class="elementor-heading-title">Sé un aliado de Aula Viva</h1>
<p>Si eres integrador de tecnología educativa, consultor o editorial, únete a nuestro programa y ofrece Aula Viva a las instituciones de tu región.</p>
<h2>Beneficios</h2><ul><li>Margen de hasta 30% en licencias</li><li>Certificación gratuita para tu equipo</li><li>Leads de tu territorio</li><li>Material de marketing en español</li></ul>
<h2>Requisitos</h2><ul><li>Empresa legalmente constituida</li><li>Experiencia en el sector educativo</li><li>Al menos una persona certificada</li></ul>`)}
${section(`<form class="elementor-form" method="post" name="Aliados"><label>Nombre <input type="text" name="form_fields[name]"></label><label>Empresa <input type="text" name="form_fields[empresa]"></label><label>País <input type="text" name="form_fields[pais]"></label><button type="submit" class="elementor-button">Enviar solicitud</button></form>`)}`,
);

const instituciones = page(
  '/instituciones/',
  'Casos de éxito | Aula Viva',
  'Colegios y universidades que enseñan con Aula Viva.',
  60,
  `${section(`<h1 class="elementor-heading-title">Casos de éxito</h1>
<article><h2>Universidad Uniteca: 18,000 alumnos en línea en dos semanas</h2><p><a href="https://uniteca.edu.mx/">uniteca.edu.mx</a></p></article>
<article><h2>Colegio Andes redujo 40% el papel en tareas</h2><p><a href="https://www.colegioandes.edu.mx/">colegioandes.edu.mx</a></p></article>
<article><h2>Instituto Los Laureles digitalizó sus exámenes</h2><p><a href="https://www.institutolaureles.edu.co/">institutolaureles.edu.co</a></p></article>`)}`,
);

const nosotros = page(
  '/nosotros/',
  'Nosotros | Aula Viva',
  'Somos un equipo de maestros e ingenieros que cree en la educación accesible.',
  70,
  `${section(`<h1 class="elementor-heading-title">Nosotros</h1><p>Aula Viva nació en 2018 en la Ciudad de México, fundada por dos maestras de secundaria y un ingeniero.</p>
<h2>Inversionistas</h2><p>Contamos con el respaldo de <a href="https://500.co/">500 Global</a> y <a href="https://www.allvp.vc/">ALLVP</a>.</p>
<h2>Reconocimientos</h2><ul><li>Ganador del <a href="https://www.premioedtech.mx/ganadores-2025/">Premio Edtech México 2025</a></li><li>Certificación ISO 9001:2015 otorgada por <a href="https://www.bureauveritas.com.mx/">Bureau Veritas</a></li></ul>
<h2>Membresías</h2><p>Miembro de la <a href="https://www.asociaciondeinternet.mx/">Asociación de Internet MX</a>.</p>`)}`,
);

const blogPost = page(
  '/blog/migramos-a-la-nube/',
  'Así migramos Aula Viva a la nube | Blog Aula Viva',
  'Lo que aprendimos al mover la plataforma a la nube.',
  318,
  `${section(`<article class="post"><h1>Así migramos Aula Viva a la nube</h1><p class="meta">Por Daniela Ríos · 3 de marzo de 2026</p>
<p>En 2025 movimos toda la plataforma desde servidores propios a <a href="https://aws.amazon.com/es/">Amazon Web Services</a>, con <a href="https://www.cloudflare.com/es-la/">Cloudflare</a> al frente para acelerar la carga en conexiones lentas.</p>
<p>El resultado: 99.98% de disponibilidad durante el ciclo escolar y 35% menos costo por alumno.</p>
<p>¿Quieres saber más? Lee también <a href="https://medium.com/@aulaviva-ingenieria/arquitectura-multi-tenant">nuestro artículo técnico en Medium</a>.</p></article>`)}`,
);

export const site: CorpusSite = {
  domain: 'aulaviva.com.mx',
  otherDomains: ['aulaviva.co'],
  covers:
    'Spanish (Mexico) WordPress + Elementor LMS site on a com.mx domain: the "Aliados" menu opens a "Red de aliados" page whose Elementor tabs hold a country table of authorised distributors (one without website, under com.co, com.pe, com.ar suffixes) and integration cards with "Conocer más" links, and a third tab of unexplained "Aliados estratégicos" logos; traps: institution logos and case studies, investors, press, ISO auditor, award, association membership, WhatsApp and social links, BambooHR careers, a partner-program page with no partners, cloud suppliers and Medium in a blog post, the Colombian sister domain.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/aliados/': { headers: HEADERS, html: aliados },
    '/se-aliado/': { headers: HEADERS, html: seAliado },
    '/instituciones/': { headers: HEADERS, html: instituciones },
    '/nosotros/': { headers: HEADERS, html: nosotros },
    '/blog/migramos-a-la-nube/': { headers: HEADERS, html: blogPost },
  },
  sitemap: ['/', '/aliados/', '/se-aliado/', '/instituciones/', '/nosotros/', '/blog/migramos-a-la-nube/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'elementor',
    'hello-elementor',
    'jquery-migrate',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'open-graph',
    'rss',
    'whatsapp-business-chat',
    'bamboohr',
    'nginx',
  ],
  partners: {
    'edutek.com.mx': 'channel',
    'pizarradigital.mx': 'channel',
    'sistemaseducativos.com.co': 'channel',
    'aprendeplus.com.pe': 'channel',
    'campusdigital.cl': 'channel',
    'innovaedu.com.ar': 'channel',
    'zoom.us': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'turnitin.com': 'technology',
    'h5p.org': 'technology',
    'genial.ly': 'technology',
    'aprendejuntos.org.mx': 'generic',
    'ceb.edu.mx': 'generic',
  },
};
