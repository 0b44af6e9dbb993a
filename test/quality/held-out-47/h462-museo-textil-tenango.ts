import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'museotextiltenango.org.mx';
const WP = `https://${DOMAIN}/wp-content`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: `<https://${DOMAIN}/wp-json/>; rel="https://api.w.org/", <https://${DOMAIN}/wp-json/wp/v2/pages/42>; rel="alternate"; type="application/json"`,
  'x-cache-status': 'HIT',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Museo de Arte Textil de Tenango</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://${DOMAIN}${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} - Museo de Arte Textil de Tenango">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://${DOMAIN}${path}">
<meta property="og:site_name" content="Museo de Arte Textil de Tenango">
<meta property="og:image" content="${WP}/uploads/2024/02/sala-bordados-tenango.jpg">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Museum","@id":"https://${DOMAIN}/#organization","name":"Museo de Arte Textil de Tenango","url":"https://${DOMAIN}/"}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="dns-prefetch" href="//fonts.googleapis.com">
<link rel="alternate" type="application/rss+xml" title="Museo de Arte Textil de Tenango &raquo; Feed" href="https://${DOMAIN}/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://${DOMAIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="${WP}/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="${WP}/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="elementor-post-8-css" href="${WP}/uploads/elementor/css/post-8.css?ver=1713288722" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Cormorant+Garamond:400,600%7CWork+Sans:400,500&amp;display=swap&amp;ver=6.5.2" media="all">
<script src="https://${DOMAIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://${DOMAIN}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QW2KXH1RT"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7QW2KXH1RT');
</script>
<link rel="https://api.w.org/" href="https://${DOMAIN}/wp-json/">
<meta name="generator" content="WordPress 6.5.2">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>`;
}

const header = `<header data-elementor-type="header" data-elementor-id="15" class="elementor elementor-15 elementor-location-header">
  <div class="elementor-element elementor-element-4c1e0b7 e-flex e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image">
      <a href="https://${DOMAIN}"><img width="180" height="64" src="${WP}/uploads/2023/09/logo-matt.svg" alt="Museo de Arte Textil de Tenango"></a>
    </div>
    <nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menú">
      <ul id="menu-1-5a3b2f1" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://${DOMAIN}/visita/" class="elementor-item">Visita</a></li>
        <li class="menu-item"><a href="https://${DOMAIN}/exposiciones/" class="elementor-item">Exposiciones</a></li>
        <li class="menu-item"><a href="https://${DOMAIN}/nosotros/" class="elementor-item">Nosotros</a></li>
        <li class="menu-item"><a href="https://${DOMAIN}/aliados/" class="elementor-item">Aliados</a></li>
        <li class="menu-item"><a href="https://${DOMAIN}/blog/" class="elementor-item">Blog</a></li>
        <li class="menu-item"><a href="https://boletia.com/eventos/museotextiltenango" class="elementor-item" target="_blank">Boletos</a></li>
      </ul>
    </nav>
  </div>
</header>`;

const footer = `<footer data-elementor-type="footer" data-elementor-id="22" class="elementor elementor-22 elementor-location-footer">
  <div class="elementor-element e-con-full e-flex e-con e-parent">
    <div class="elementor-widget elementor-widget-text-editor">
      <p><strong>Museo de Arte Textil de Tenango</strong><br>Calle Hidalgo 27, Centro, Tenango de Doria, Hidalgo, C.P. 43480<br>Martes a domingo de 10:00 a 18:00 h</p>
    </div>
    <div class="elementor-widget elementor-widget-social-icons">
      <div class="elementor-social-icons-wrapper elementor-grid">
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/museotextiltenango" target="_blank"><span class="elementor-screen-only">Facebook</span></a></span>
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/museotextiltenango/" target="_blank"><span class="elementor-screen-only">Instagram</span></a></span>
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-tiktok" href="https://www.tiktok.com/@museotextiltenango" target="_blank"><span class="elementor-screen-only">TikTok</span></a></span>
      </div>
    </div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p>Miembro del <a href="https://icom.museum/es/" target="_blank" rel="noopener">Consejo Internacional de Museos (ICOM)</a> · <a href="https://${DOMAIN}/aviso-de-privacidad/">Aviso de privacidad</a></p>
      <p>© 2024 Museo de Arte Textil de Tenango, A.C.</p>
    </div>
  </div>
</footer>
<script src="${WP}/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="${WP}/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://${DOMAIN}/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script src="${WP}/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`;

function page(title: string, path: string, description: string, bodyClass: string, body: string): string {
  return `<!doctype html>
<html lang="es-MX">
${head(title, path, description)}
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-8">
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
${header}
<main id="content" class="site-main">
${body}
</main>
${footer}
</body>
</html>`;
}

function logo(id: string, href: string, img: string, alt: string): string {
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-image" data-widget_type="image.default">
        <div class="elementor-widget-container"><a href="${href}" target="_blank" rel="noopener"><img width="240" height="120" src="${WP}/uploads/2024/01/${img}" class="attachment-medium size-medium" alt="${alt}" loading="lazy"></a></div>
      </div>`;
}

const home = page(
  'Inicio',
  '/',
  'Museo dedicado al bordado tenango y al arte textil otomí-tepehua de la Sierra de Hidalgo.',
  'home page-template-default page page-id-8',
  `<div data-elementor-type="wp-page" data-elementor-id="8" class="elementor elementor-8">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent hero">
    <h1 class="elementor-heading-title elementor-size-default">El hilo que nos une</h1>
    <div class="elementor-widget-text-editor"><p>Desde 2011 el museo resguarda más de 3,200 piezas de bordado tenango, telar de cintura y indumentaria otomí-tepehua, y trabaja junto a más de 80 bordadoras de la Sierra Otomí-Tepehua.</p></div>
    <a class="elementor-button elementor-button-link" href="https://${DOMAIN}/visita/">Planea tu visita</a>
  </div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <h2 class="elementor-heading-title">Exposición temporal</h2>
    <p><a href="https://${DOMAIN}/blog/nueva-exposicion-bordados-de-la-sierra/">«Bordados de la Sierra: cien años de tenango»</a>, del 12 de abril al 30 de septiembre de 2024.</p>
  </div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <h2 class="elementor-heading-title">Reconocimientos</h2>
    <p>Premio Estatal de Patrimonio Cultural Hidalgo 2022 · Mención honorífica en el Premio Miguel Covarrubias del INAH (2021).</p>
  </div>
</div>`,
);

const aliados = page(
  'Aliados',
  '/aliados/',
  'Instituciones, colectivos y librerías que hacen posible el trabajo del museo.',
  'page-template-default page page-id-211',
  `<div data-elementor-type="wp-page" data-elementor-id="211" class="elementor elementor-211">
  <div class="elementor-element elementor-element-1a2b3c4 e-flex e-con-boxed e-con e-parent">
    <h1 class="elementor-heading-title elementor-size-xl">Nuestros aliados</h1>
    <div class="elementor-widget-text-editor"><p>El museo trabaja en alianza con universidades, colectivos de artesanas y organizaciones culturales para investigar, conservar y difundir el arte textil de la Sierra. Gracias a todas ellas.</p></div>
  </div>
  <div class="elementor-element elementor-element-2b3c4d5 e-flex e-con-boxed e-con e-parent">
    <h2 class="elementor-heading-title">Alianzas institucionales</h2>
    <div class="e-con-inner e-grid">
      ${logo('6f1a2b3', 'https://www.udap.edu.mx/', 'logo-udap.png', 'Universidad del Altiplano Poblano')}
      ${logo('6f1a2b4', 'https://hilovivo.org/', 'logo-hilo-vivo.png', 'Colectivo Hilo Vivo')}
      ${logo('6f1a2b5', 'https://www.raicestextiles.org/', 'logo-raices-textiles.png', 'Fundación Raíces Textiles')}
      ${logo('6f1a2b6', 'https://cida.org.mx/', 'logo-cida.png', 'Centro de Investigación en Diseño Artesanal')}
      <div class="elementor-element elementor-widget elementor-widget-image"><div class="elementor-widget-container"><img width="240" height="120" src="${WP}/uploads/2024/01/logo-cooperativa-mujeres-bordadoras.png" alt="Cooperativa de Mujeres Bordadoras de San Nicolás" loading="lazy"></div></div>
    </div>
  </div>
  <div class="elementor-element elementor-element-3c4d5e6 e-flex e-con-boxed e-con e-parent">
    <h2 class="elementor-heading-title">Colección en línea</h2>
    <div class="elementor-widget-text-editor"><p>Más de 400 piezas de nuestra colección pueden explorarse en línea gracias a nuestra alianza con <a href="https://artsandculture.google.com/partner/museo-de-arte-textil-de-tenango" target="_blank" rel="noopener">Google Arts &amp; Culture</a>, que digitalizó las piezas en alta resolución.</p></div>
  </div>
  <div class="elementor-element elementor-element-4d5e6f7 e-flex e-con-boxed e-con e-parent">
    <h2 class="elementor-heading-title">¿Dónde conseguir nuestras publicaciones?</h2>
    <div class="elementor-widget-text-editor"><p>Los catálogos del museo y el libro <em>Tenango: aguja y memoria</em> se venden en la tienda del museo y en estos puntos de venta autorizados:</p>
    <ul>
      <li><a href="https://libreriaeltelar.com.mx/" target="_blank" rel="noopener">Librería El Telar</a> – Pachuca, Hgo.</li>
      <li><a href="https://www.ixcatl.mx/tienda/libros" target="_blank" rel="noopener">Ixcatl Arte Popular</a> – Ciudad de México y tienda en línea</li>
      <li><a href="https://libreriasquetzal.com/" target="_blank" rel="noopener">Librerías Quetzal</a> – sucursales en Puebla y Tlaxcala</li>
    </ul></div>
  </div>
  <div class="elementor-element elementor-element-5e6f7a8 e-flex e-con-boxed e-con e-parent">
    <h2 class="elementor-heading-title">Con el patrocinio de</h2>
    <div class="elementor-widget-text-editor"><p>La exposición «Bordados de la Sierra» cuenta con el patrocinio de:</p></div>
    <div class="e-con-inner e-grid">
      ${logo('7a8b9c1', 'https://www.gfnopal.com.mx/', 'patrocinador-gf-nopal.png', 'Grupo Financiero Nopal')}
      ${logo('7a8b9c2', 'https://fundacioncobreazul.org/', 'patrocinador-cobre-azul.png', 'Fundación Cobre Azul')}
    </div>
  </div>
</div>`,
);

const nosotros = page(
  'Nosotros',
  '/nosotros/',
  'Historia, misión y equipo del Museo de Arte Textil de Tenango.',
  'page-template-default page page-id-96',
  `<div data-elementor-type="wp-page" data-elementor-id="96" class="elementor elementor-96">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <h1 class="elementor-heading-title">Nosotros</h1>
    <div class="elementor-widget-text-editor">
      <p>El Museo de Arte Textil de Tenango es una asociación civil sin fines de lucro fundada en 2011 por un grupo de bordadoras, antropólogas y diseñadoras. Su misión es reconocer el trabajo de las artesanas como arte y asegurar que el beneficio de su difusión regrese a las comunidades.</p>
      <p>Trabajamos de la mano de la <a href="https://hilovivo.org/">Colectivo Hilo Vivo</a> en el programa de comercio justo, que garantiza precios acordados con las propias bordadoras.</p>
    </div>
    <h2 class="elementor-heading-title">El museo en los medios</h2>
    <ul>
      <li><a href="https://www.periodicoelsol.mx/cultura/museo-tenango-cien-anos" target="_blank" rel="noopener">El Sol de la Sierra: «Un siglo de tenango en un solo recinto»</a></li>
      <li><a href="https://revistaartesmexico.com/articulos/tenango-aguja-memoria" target="_blank" rel="noopener">Revista Artes de México: reseña de <em>Tenango: aguja y memoria</em></a></li>
    </ul>
  </div>
</div>`,
);

const visita = page(
  'Visita',
  '/visita/',
  'Horarios, costos y cómo llegar al museo.',
  'page-template-default page page-id-54',
  `<div data-elementor-type="wp-page" data-elementor-id="54" class="elementor elementor-54">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <h1 class="elementor-heading-title">Planea tu visita</h1>
    <div class="elementor-widget-text-editor">
      <p><strong>Horario:</strong> martes a domingo, 10:00 a 18:00 h.</p>
      <p><strong>Entrada general:</strong> $60 MXN. Estudiantes, docentes y personas adultas mayores: $30 MXN. Entrada libre para habitantes de Tenango de Doria.</p>
      <p>Compra tus boletos para visitas guiadas y talleres en <a href="https://boletia.com/eventos/museotextiltenango" target="_blank" rel="noopener">Boletia</a>.</p>
      <p><a href="https://maps.app.goo.gl/x9Vt2bQk4mRfT1Zs8" target="_blank" rel="noopener">Ver ubicación en el mapa</a></p>
    </div>
  </div>
</div>`,
);

const blogPost = page(
  'Nueva exposición: Bordados de la Sierra',
  '/blog/nueva-exposicion-bordados-de-la-sierra/',
  'Inauguramos «Bordados de la Sierra: cien años de tenango», con más de 150 piezas.',
  'post-template-default single single-post postid-318',
  `<article id="post-318" class="post-318 post type-post status-publish">
  <h1 class="entry-title">Nueva exposición: «Bordados de la Sierra: cien años de tenango»</h1>
  <p class="entry-meta"><time datetime="2024-04-10">10 de abril de 2024</time> · Exposiciones</p>
  <div class="entry-content">
    <p>El próximo 12 de abril inauguramos una exposición con más de 150 piezas que recorren un siglo de bordado tenango, desde los primeros lienzos en manta hasta las piezas contemporáneas de las nuevas generaciones.</p>
    <p>La curaduría es resultado de dos años de investigación con el <a href="https://cida.org.mx/proyectos/tenango-100" target="_blank" rel="noopener">Centro de Investigación en Diseño Artesanal</a> y con estudiantes de la <a href="https://www.udap.edu.mx/" target="_blank" rel="noopener">Universidad del Altiplano Poblano</a>.</p>
    <p>Agradecemos a Grupo Financiero Nopal y a Fundación Cobre Azul su patrocinio.</p>
  </div>
</article>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'Mexican textile museum on WordPress + Elementor (Spanish): logo grid of institutional allies, a platform partner in prose on a google.com subdomain, authorised bookshops selling its catalogues; sponsors on the same page, ICOM membership, ticketing, press, awards and social icons as negatives; one ally without a link',
  pages: {
    '/': { headers, html: home },
    '/aliados/': { headers, html: aliados },
    '/nosotros/': { headers, html: nosotros },
    '/visita/': { headers, html: visita },
    '/blog/nueva-exposicion-bordados-de-la-sierra/': { headers, html: blogPost },
  },
  sitemap: ['/', '/aliados/', '/nosotros/', '/visita/', '/blog/nueva-exposicion-bordados-de-la-sierra/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'rss',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'nginx',
    'open-graph',
  ],
  partners: {
    'udap.edu.mx': 'generic',
    'hilovivo.org': 'generic',
    'raicestextiles.org': 'generic',
    'cida.org.mx': 'generic',
    'google.com': 'technology',
    'libreriaeltelar.com.mx': 'channel',
    'ixcatl.mx': 'channel',
    'libreriasquetzal.com': 'channel',
  },
};
