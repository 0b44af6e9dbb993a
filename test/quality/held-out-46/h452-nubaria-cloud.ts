import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  link: '<https://nubaria.mx/wp-json/>; rel="https://api.w.org/"',
  'x-litespeed-cache': 'hit',
};

const head = (title: string, description: string, path: string, bodyClass: string) => `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Nubaria Cloud</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://nubaria.mx${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} - Nubaria Cloud">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://nubaria.mx${path}">
<meta property="og:site_name" content="Nubaria Cloud">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://nubaria.mx/#organization","name":"Nubaria Cloud","url":"https://nubaria.mx/"}]}</script>
<!-- / Yoast SEO plugin. -->
<script>
(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7P2XQM');
</script>
<link rel="stylesheet" id="wp-block-library-css" href="https://nubaria.mx/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://nubaria.mx/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://nubaria.mx/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="elementor-post-7-css" href="https://nubaria.mx/wp-content/uploads/elementor/css/post-7.css?ver=1715022910" media="all">
<link rel="stylesheet" id="elementor-icons-fa-brands-css" href="https://nubaria.mx/wp-content/plugins/elementor/assets/lib/font-awesome/css/brands.min.css?ver=5.15.3" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Montserrat%3A400%2C600%2C700&#038;display=swap&#038;ver=6.5.3" media="all">
<script src="https://nubaria.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://nubaria.mx/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://nubaria.mx/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-7">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7P2XQM" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
  <div class="elementor-element e-con-full e-flex e-con">
    <a href="https://nubaria.mx/"><img width="180" height="48" src="https://nubaria.mx/wp-content/uploads/2023/05/nubaria-logo.svg" alt="Nubaria Cloud"></a>
    <nav class="elementor-nav-menu--main" aria-label="Menú">
      <ul class="elementor-nav-menu">
        <li class="menu-item"><a href="https://nubaria.mx/servidores-vps/" class="elementor-item">Servidores VPS</a></li>
        <li class="menu-item"><a href="https://nubaria.mx/hosting-web/" class="elementor-item">Hosting web</a></li>
        <li class="menu-item"><a href="https://nubaria.mx/respaldos/" class="elementor-item">Respaldos en la nube</a></li>
        <li class="menu-item"><a href="https://nubaria.mx/socios/" class="elementor-item">Socios</a></li>
        <li class="menu-item"><a href="https://nubaria.mx/nosotros/" class="elementor-item">Nosotros</a></li>
        <li class="menu-item"><a href="https://nubaria.mx/blog/" class="elementor-item">Blog</a></li>
        <li class="menu-item"><a href="https://nubaria.mx/contacto/" class="elementor-item">Contacto</a></li>
      </ul>
    </nav>
    <a class="elementor-button" href="https://clientes.nubaria.mx/login">Área de clientes</a>
  </div>
</div>
`;

const foot = `<div data-elementor-type="footer" data-elementor-id="131" class="elementor elementor-131 elementor-location-footer">
  <div class="elementor-element e-con-full e-flex e-con footer-top">
    <div class="elementor-widget-text-editor">
      <p><strong>Nubaria Cloud S.A. de C.V.</strong><br>Av. Constitución 2050, Piso 9<br>Col. Obispado, Monterrey, N.L., C.P. 64060<br>Tel. <a href="tel:+528112345678">81 1234 5678</a></p>
    </div>
    <div class="elementor-widget-icon-list">
      <h4>Métodos de pago</h4>
      <ul class="payment-icons">
        <li><img src="https://nubaria.mx/wp-content/uploads/2023/05/visa.svg" alt="Visa" width="48"></li>
        <li><img src="https://nubaria.mx/wp-content/uploads/2023/05/mastercard.svg" alt="Mastercard" width="48"></li>
        <li><img src="https://nubaria.mx/wp-content/uploads/2023/05/amex.svg" alt="American Express" width="48"></li>
        <li><img src="https://nubaria.mx/wp-content/uploads/2023/05/oxxo-pay.svg" alt="Pago en OXXO" width="48"></li>
        <li><img src="https://nubaria.mx/wp-content/uploads/2023/05/spei.svg" alt="Transferencia SPEI" width="48"></li>
      </ul>
    </div>
    <div class="elementor-widget-social-icons">
      <div class="elementor-social-icons-wrapper elementor-grid">
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook-f" href="https://www.facebook.com/nubariacloud" target="_blank"><span class="elementor-screen-only">Facebook-f</span><i class="fab fa-facebook-f"></i></a></span>
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/nubaria-cloud/" target="_blank"><span class="elementor-screen-only">Linkedin</span><i class="fab fa-linkedin"></i></a></span>
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-x-twitter" href="https://x.com/nubariacloud" target="_blank"><span class="elementor-screen-only">X</span><i class="fab fa-x-twitter"></i></a></span>
      </div>
    </div>
  </div>
  <div class="footer-bottom"><p>&copy; 2024 Nubaria Cloud. Todos los derechos reservados. <a href="https://nubaria.mx/aviso-de-privacidad/">Aviso de privacidad</a> | <a href="https://nubaria.mx/terminos/">Términos del servicio</a></p></div>
</div>
<script src="https://nubaria.mx/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://nubaria.mx/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://nubaria.mx/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const partnerBox = (
  name: string,
  url: string,
  logo: string,
  text: string,
) => `<div class="elementor-element elementor-widget elementor-widget-image-box">
  <div class="elementor-widget-container"><div class="elementor-image-box-wrapper">
    <figure class="elementor-image-box-img"><a href="${url}" target="_blank" rel="noopener"><img width="300" height="150" src="https://nubaria.mx/wp-content/uploads/2024/01/${logo}" alt="${name}"></a></figure>
    <div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="${url}" target="_blank" rel="noopener">${name}</a></h3><p class="elementor-image-box-description">${text}</p></div>
  </div></div>
</div>`;

export const site: CorpusSite = {
  domain: 'nubaria.mx',
  otherDomains: ['clientes.nubaria.mx'],
  covers:
    'Mexican Spanish WordPress/Elementor hosting provider: technology alliances and authorised distributors as Elementor image boxes on one page; customer logos, payment-method icons, a hackathon sponsorship, an industry association membership, a blog post linking tools and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Servidores VPS y hosting en México', 'Servidores VPS, hosting web y respaldos en la nube con centros de datos en Monterrey y Querétaro. Soporte en español 24/7.', '/', 'home page-template-elementor_canvas page-id-7')}
<div data-elementor-type="wp-page" data-elementor-id="7" class="elementor elementor-7">
  <div class="elementor-element e-con-full e-flex e-con hero">
    <h1 class="elementor-heading-title">Tu infraestructura en la nube, hecha en México</h1>
    <p>Servidores VPS con discos NVMe, hosting web con cPanel y respaldos automáticos, operados desde nuestros centros de datos en Monterrey y Querétaro.</p>
    <a class="elementor-button" href="https://nubaria.mx/servidores-vps/">Ver planes VPS desde $189 MXN/mes</a>
  </div>
  <div class="elementor-element e-con-full e-flex e-con">
    <h2>¿Por qué Nubaria?</h2>
    <ul>
      <li>Latencia menor a 10 ms en todo el norte del país</li>
      <li>Facturación en pesos con CFDI 4.0</li>
      <li>Soporte humano en español 24/7</li>
    </ul>
  </div>
  <div class="elementor-element e-con-full e-flex e-con clientes">
    <h2>Empresas que confían en nosotros</h2>
    <div class="elementor-widget-image-carousel">
      <div class="elementor-image-carousel">
        <div class="slide"><img src="https://nubaria.mx/wp-content/uploads/2023/09/cliente-farmacias-del-norte.png" alt="Farmacias del Norte"></div>
        <div class="slide"><a href="https://www.autopartesleon.com.mx/" target="_blank"><img src="https://nubaria.mx/wp-content/uploads/2023/09/cliente-autopartes-leon.png" alt="Autopartes León"></a></div>
        <div class="slide"><img src="https://nubaria.mx/wp-content/uploads/2023/09/cliente-uni-regiomontana.png" alt="Universidad Regiomontana"></div>
        <div class="slide"><a href="https://www.grupocarbajal.mx/" target="_blank"><img src="https://nubaria.mx/wp-content/uploads/2023/09/cliente-grupo-carbajal.png" alt="Grupo Carbajal"></a></div>
      </div>
    </div>
  </div>
  <div class="elementor-element e-con-full e-flex e-con">
    <h2>Alianzas que respaldan tu servicio</h2>
    <p>Trabajamos con los mejores fabricantes de software para hosting y una red de distribuidores en México y Centroamérica.</p>
    <a class="elementor-button" href="https://nubaria.mx/socios/">Conoce a nuestros socios</a>
  </div>
</div>
${foot}`,
    },
    '/socios/': {
      headers,
      html: `${head('Socios y alianzas', 'Alianzas tecnológicas y red de distribuidores autorizados de Nubaria Cloud en México y Centroamérica.', '/socios/', 'page-template-default page page-id-245')}
<div data-elementor-type="wp-page" data-elementor-id="245" class="elementor elementor-245">
  <div class="elementor-element e-con-full e-flex e-con">
    <h1 class="elementor-heading-title">Socios y alianzas</h1>
    <p>Nuestro ecosistema de socios nos permite ofrecerte software líder y atención local en más ciudades.</p>
  </div>
  <div class="elementor-element e-con-full e-flex e-con alianzas">
    <h2 class="elementor-heading-title">Alianzas tecnológicas</h2>
    <div class="e-con e-grid">
      ${partnerBox('cPanel', 'https://cpanel.net/', 'cpanel-logo.png', 'Panel de control incluido en todos nuestros planes de hosting web. Somos cPanel Partner NOC.')}
      ${partnerBox('CloudLinux', 'https://cloudlinux.com/', 'cloudlinux-logo.png', 'Sistema operativo con aislamiento por cuenta y protección Imunify360 en nuestros servidores compartidos.')}
      ${partnerBox('Acronis', 'https://www.acronis.com/es-mx/', 'acronis-logo.png', 'Tecnología detrás de Nubaria Respaldos: copias cifradas y recuperación ante desastres.')}
      ${partnerBox('Cloudflare', 'https://www.cloudflare.com/es-la/', 'cloudflare-logo.png', 'CDN y protección DDoS integradas con un clic desde tu panel.')}
      ${partnerBox('Redgrid Networks', 'https://redgrid.com.mx/', 'redgrid-logo.png', 'Socio de conectividad: tránsito IP y enlaces dedicados entre nuestros centros de datos.')}
    </div>
  </div>
  <div class="elementor-element e-con-full e-flex e-con distribuidores">
    <h2 class="elementor-heading-title">Distribuidores y revendedores autorizados</h2>
    <p>Compra los servicios de Nubaria con un distribuidor de tu región. Todos cuentan con personal certificado por nuestro equipo.</p>
    <div class="e-con e-grid">
      ${partnerBox('Hostcentro Bajío', 'https://www.hostcentrobajio.com.mx/', 'dist-hostcentro-bajio.png', 'Distribuidor autorizado en León, Guanajuato.')}
      ${partnerBox('Sistemas Pacífico', 'https://sistemaspacifico.mx/', 'dist-sistemas-pacifico.png', 'Revendedor autorizado en Culiacán y Mazatlán.')}
      ${partnerBox('Digitalia Soluciones', 'https://www.digitalia.com.co/', 'dist-digitalia.png', 'Distribuidor para Colombia, con sede en Medellín.')}
      ${partnerBox('TecnoRed Guatemala', 'https://tecnored.com.gt/', 'dist-tecnored.png', 'Distribuidor para Guatemala y El Salvador.')}
    </div>
  </div>
  <div class="elementor-element e-con-full e-flex e-con">
    <h2>¿Quieres vender nuestros servicios?</h2>
    <p>Únete al programa de revendedores y obtén hasta 30% de margen recurrente.</p>
    <a class="elementor-button" href="https://nubaria.mx/revendedores/">Programa de revendedores</a>
  </div>
</div>
${foot}`,
    },
    '/nosotros/': {
      headers,
      html: `${head('Nosotros', 'Nubaria Cloud nació en Monterrey en 2016 para ofrecer infraestructura en la nube con soporte local.', '/nosotros/', 'page-template-default page page-id-58')}
<div data-elementor-type="wp-page" data-elementor-id="58" class="elementor elementor-58">
  <div class="elementor-element e-con-full e-flex e-con">
    <h1>Nosotros</h1>
    <p>Nubaria Cloud nació en 2016 en Monterrey, cuando tres ingenieros del Tec decidieron que las empresas mexicanas merecían servidores rápidos, soporte en su idioma y facturación sin complicaciones. Hoy administramos más de 9,000 servidores virtuales para 3,400 clientes.</p>
    <h2>Certificaciones y membresías</h2>
    <p>Nuestros centros de datos cuentan con certificación ISO/IEC 27001 y somos miembros de la <a href="https://amiti.org.mx/" target="_blank" rel="noopener">Asociación Mexicana de la Industria de Tecnologías de Información (AMITI)</a>.</p>
    <h2>Comunidad</h2>
    <p>Desde 2022 somos patrocinadores de <a href="https://hackmty.com/" target="_blank" rel="noopener">HackMTY</a>, el hackathon estudiantil más grande de México, donde regalamos créditos de nube a todos los equipos participantes.</p>
  </div>
</div>
${foot}`,
    },
    '/blog/migrar-sitio-a-vps/': {
      headers,
      html: `${head('Cómo migrar tu sitio de hosting compartido a un VPS', 'Guía paso a paso para migrar tu sitio de hosting compartido a un servidor VPS sin tiempo fuera de línea.', '/blog/migrar-sitio-a-vps/', 'post-template-default single single-post postid-1402')}
<article class="post-1402 post type-post status-publish">
  <h1 class="entry-title">Cómo migrar tu sitio de hosting compartido a un VPS</h1>
  <p class="entry-meta">Por Daniela Garza · 14 de abril de 2024</p>
  <div class="entry-content">
    <p>Si tu tienda en línea ya no cabe en un plan compartido, un VPS te da recursos dedicados. En esta guía usaremos <a href="https://ubuntu.com/server" target="_blank" rel="noopener">Ubuntu Server 22.04</a>, <a href="https://rsync.samba.org/" target="_blank" rel="noopener">rsync</a> y <a href="https://certbot.eff.org/" target="_blank" rel="noopener">Certbot</a> para los certificados SSL.</p>
    <h2>1. Respalda todo</h2>
    <p>Antes de empezar genera un respaldo completo desde cPanel o con Nubaria Respaldos.</p>
    <pre><code>rsync -avz usuario@servidor-anterior:/home/usuario/public_html/ /var/www/misitio/</code></pre>
    <h2>2. Cambia los DNS</h2>
    <p>Reduce el TTL de tus registros a 300 segundos un día antes de la migración.</p>
  </div>
</article>
${foot}`,
    },
    '/contacto/': {
      headers,
      html: `${head('Contacto', 'Contacta al equipo de ventas y soporte de Nubaria Cloud.', '/contacto/', 'page-template-default page page-id-61')}
<div data-elementor-type="wp-page" data-elementor-id="61" class="elementor elementor-61">
  <div class="elementor-element e-con-full e-flex e-con">
    <h1>Contacto</h1>
    <p>Ventas: <a href="mailto:ventas@nubaria.mx">ventas@nubaria.mx</a><br>Soporte 24/7: <a href="https://clientes.nubaria.mx/tickets">abre un ticket</a></p>
    <p>¿Prefieres chat? Escríbenos por WhatsApp al 81 1234 5678.</p>
    <form class="elementor-form" method="post" name="Contacto">
      <input type="text" name="form_fields[name]" placeholder="Nombre">
      <input type="email" name="form_fields[email]" placeholder="Correo">
      <textarea name="form_fields[message]" placeholder="Mensaje"></textarea>
      <button type="submit" class="elementor-button">Enviar</button>
    </form>
  </div>
</div>
${foot}`,
    },
  },
  sitemap: ['/', '/socios/', '/nosotros/', '/contacto/', '/blog/migrar-sitio-a-vps/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'litespeed',
    'litespeed-cache',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'google-font-api',
    'font-awesome',
    'open-graph',
  ],
  partners: {
    'cpanel.net': 'technology',
    'cloudlinux.com': 'technology',
    'acronis.com': 'technology',
    'cloudflare.com': 'technology',
    'redgrid.com.mx': 'technology',
    'hostcentrobajio.com.mx': 'channel',
    'sistemaspacifico.mx': 'channel',
    'digitalia.com.co': 'channel',
    'tecnored.com.gt': 'channel',
  },
};
