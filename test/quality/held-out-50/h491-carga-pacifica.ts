import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v21.7 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}">
<link rel="canonical" href="https://www.carga-pacifica.com.mx${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://www.carga-pacifica.com.mx${path}">
<meta property="og:site_name" content="Carga Pacífica">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Carga Pacífica Logística Internacional","url":"https://www.carga-pacifica.com.mx/"}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="stylesheet" id="hello-elementor-css" href="https://www.carga-pacifica.com.mx/wp-content/themes/hello-elementor/style.min.css?ver=3.0.0" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://www.carga-pacifica.com.mx/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.18.3" media="all">
<link rel="stylesheet" id="elementor-post-7-css" href="https://www.carga-pacifica.com.mx/wp-content/uploads/elementor/css/post-7.css?ver=1705012233" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Montserrat:400,600,700&amp;display=swap" media="all">
<script src="https://www.carga-pacifica.com.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.carga-pacifica.com.mx/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://www.carga-pacifica.com.mx/wp-json/">
<meta name="generator" content="WordPress 6.4.3">
<meta name="generator" content="Elementor 3.18.3; features: e_dom_optimization, e_optimized_assets_loading; settings: css_print_method-external">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N7Q2KXL');</script>
<!-- End Google Tag Manager -->
</head>
<body class="page-template-default page elementor-default elementor-kit-7">
<header class="elementor elementor-location-header">
  <div class="elementor-container">
    <a href="https://www.carga-pacifica.com.mx/" class="logo"><img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/02/logo-carga-pacifica.svg" alt="Carga Pacífica"></a>
    <nav class="elementor-nav-menu--main">
      <ul class="elementor-nav-menu">
        <li><a href="https://www.carga-pacifica.com.mx/">Inicio</a></li>
        <li><a href="https://www.carga-pacifica.com.mx/servicios/">Servicios</a></li>
        <li><a href="https://www.carga-pacifica.com.mx/red-de-agentes/">Red internacional</a></li>
        <li><a href="https://www.carga-pacifica.com.mx/alianzas/">Alianzas</a></li>
        <li><a href="https://www.carga-pacifica.com.mx/nosotros/">Nosotros</a></li>
        <li><a href="https://www.carga-pacifica.com.mx/blog/">Blog</a></li>
        <li><a href="https://www.carga-pacifica.com.mx/contacto/">Contacto</a></li>
      </ul>
    </nav>
    <a class="elementor-button" href="https://www.carga-pacifica.com.mx/contacto/">Solicitar cotización</a>
  </div>
</header>
`;

const footer = `
<footer class="elementor elementor-location-footer">
  <div class="elementor-container">
    <div class="elementor-column">
      <h4>Carga Pacífica Logística Internacional, S.A. de C.V.</h4>
      <p>Av. Teniente Azueta 415, Col. Burócrata, 28250 Manzanillo, Colima, México</p>
      <p>Oficina CDMX: Insurgentes Sur 1605, piso 9, Benito Juárez, 03900 Ciudad de México</p>
      <p>Tel. +52 314 333 1820 · <a href="mailto:ventas@carga-pacifica.com.mx">ventas@carga-pacifica.com.mx</a></p>
    </div>
    <div class="elementor-column">
      <h4>Afiliaciones</h4>
      <p>Somos miembros de <a href="https://fiata.org/" target="_blank" rel="noopener">FIATA</a> y de la <a href="https://www.amacarga.org.mx/" target="_blank" rel="noopener">Asociación Mexicana de Agentes de Carga (AMACARGA)</a>. Empresa certificada como Operador Económico Autorizado (OEA).</p>
    </div>
    <div class="elementor-column">
      <h4>Síguenos</h4>
      <ul class="social">
        <li><a href="https://www.facebook.com/cargapacificamx" target="_blank" rel="noopener">Facebook</a></li>
        <li><a href="https://www.linkedin.com/company/carga-pacifica" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/cargapacifica.mx/" target="_blank" rel="noopener">Instagram</a></li>
      </ul>
      <p><a href="https://www.occ.com.mx/empleos/de-carga-pacifica/" target="_blank" rel="noopener">Vacantes en OCC Mundial</a></p>
    </div>
  </div>
  <p class="copyright">© 2024 Carga Pacífica. Todos los derechos reservados. · <a href="https://www.carga-pacifica.com.mx/aviso-de-privacidad/">Aviso de privacidad</a></p>
</footer>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=523143331820&amp;text=Hola%2C%20quiero%20una%20cotizaci%C3%B3n" target="_blank" rel="noopener">WhatsApp</a>
<script src="https://www.carga-pacifica.com.mx/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.18.3" id="elementor-webpack-runtime-js"></script>
<script src="https://www.carga-pacifica.com.mx/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.18.3" id="elementor-frontend-modules-js"></script>
<script src="https://www.carga-pacifica.com.mx/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.18.3" id="elementor-frontend-js"></script>
</body>
</html>`;

const home = `${head('Carga Pacífica | Agente de carga internacional en Manzanillo', '/', 'Transitario y agente de carga internacional: marítimo, aéreo y terrestre desde Manzanillo y CDMX.')}
<main class="elementor elementor-7">
  <section class="elementor-section hero">
    <h1>Tu carga, del puerto a tu almacén</h1>
    <p>Consolidación LCL, contenedores completos FCL, carga aérea y despacho aduanal en Manzanillo, Lázaro Cárdenas y Veracruz.</p>
    <a class="elementor-button" href="https://www.carga-pacifica.com.mx/contacto/">Cotiza tu embarque</a>
  </section>
  <section class="elementor-section servicios">
    <div class="elementor-widget-icon-box"><h3>Marítimo FCL / LCL</h3><p>Salidas semanales desde Asia y Europa.</p></div>
    <div class="elementor-widget-icon-box"><h3>Aéreo</h3><p>Consolidados desde Shanghái, Shenzhen y Fráncfort.</p></div>
    <div class="elementor-widget-icon-box"><h3>Terrestre y cruce fronterizo</h3><p>Nuevo Laredo y Tijuana con seguimiento GPS.</p></div>
    <div class="elementor-widget-icon-box"><h3>Despacho aduanal</h3><p>Agencia aduanal propia con patente en Manzanillo.</p></div>
  </section>
  <section class="elementor-section red">
    <h2>Presencia en más de 40 países</h2>
    <p>Gracias a nuestra <a href="https://www.carga-pacifica.com.mx/red-de-agentes/">red de socios internacionales</a> damos seguimiento a tu carga desde el origen.</p>
  </section>
  <section class="elementor-section clientes">
    <h2>Empresas que confían en nosotros</h2>
    <div class="elementor-image-carousel">
      <img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/05/cliente-muebleria-del-bajio.png" alt="Mueblería del Bajío">
      <img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/05/cliente-electro-norte.png" alt="Electro Norte">
      <img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/05/cliente-textiles-jalisco.png" alt="Textiles Jalisco">
      <img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/05/cliente-autopartes-ramos.png" alt="Autopartes Ramos">
    </div>
  </section>
  <section class="elementor-section rastreo">
    <h2>Rastrea tu contenedor</h2>
    <p>Consulta el estatus directamente en el portal de la naviera:</p>
    <ul>
      <li><a href="https://www.maersk.com/tracking/" target="_blank" rel="noopener">Maersk</a></li>
      <li><a href="https://www.msc.com/es/track-a-shipment" target="_blank" rel="noopener">MSC</a></li>
      <li><a href="https://www.cma-cgm.com/ebusiness/tracking" target="_blank" rel="noopener">CMA CGM</a></li>
      <li><a href="https://www.hapag-lloyd.com/es/online-business/track/track-by-container-solution.html" target="_blank" rel="noopener">Hapag-Lloyd</a></li>
    </ul>
  </section>
</main>
${footer}`;

const agentes = `${head('Red internacional de socios | Carga Pacífica', '/red-de-agentes/', 'Nuestros socios y agentes en Asia, Europa y América.')}
<main class="elementor elementor-118">
  <section class="elementor-section">
    <h1>Nuestra red de socios internacionales</h1>
    <p>Trabajamos con socios independientes en los principales puertos del mundo. Ellos recogen, consolidan y documentan tu carga en origen mientras nosotros nos encargamos del flete, el despacho y la entrega en México.</p>
  </section>
  <section class="elementor-section">
    <div class="elementor-widget-text-editor">
      <table class="tabla-socios">
        <thead><tr><th>País</th><th>Ciudad</th><th>Socio</th><th>Servicios</th></tr></thead>
        <tbody>
          <tr><td>China</td><td>Shanghái / Ningbo</td><td><a href="https://www.orientlink-shipping.com/" target="_blank" rel="noopener">OrientLink Shipping Co., Ltd.</a></td><td>FCL, LCL, aéreo</td></tr>
          <tr><td>China</td><td>Shenzhen / Hong Kong</td><td><a href="https://www.pearlbay-logistics.com.hk/" target="_blank" rel="noopener">Pearl Bay Logistics Ltd.</a></td><td>LCL, aéreo</td></tr>
          <tr><td>Corea del Sur</td><td>Busan</td><td><a href="https://www.hanbit-global.co.kr/en/" target="_blank" rel="noopener">Hanbit Global Forwarding</a></td><td>FCL</td></tr>
          <tr><td>Alemania</td><td>Hamburgo</td><td><a href="https://www.elbkai-spedition.de/" target="_blank" rel="noopener">Elbkai Spedition GmbH</a></td><td>FCL, LCL</td></tr>
          <tr><td>España</td><td>Valencia</td><td><a href="https://www.levantecargo.es/" target="_blank" rel="noopener">Levante Cargo Tránsitos</a></td><td>LCL, aduanas</td></tr>
          <tr><td>Estados Unidos</td><td>Laredo, TX</td><td><a href="https://www.borderstarfreight.com/" target="_blank" rel="noopener">Border Star Freight Inc.</a></td><td>Cruce fronterizo, transbordo</td></tr>
          <tr><td>Colombia</td><td>Buenaventura</td><td><a href="https://www.pacificoandino.com.co/" target="_blank" rel="noopener">Pacífico Andino Logística</a></td><td>FCL</td></tr>
        </tbody>
      </table>
    </div>
    <p>¿Eres agente de carga y te interesa formar parte de nuestra red? Escríbenos a <a href="mailto:red@carga-pacifica.com.mx">red@carga-pacifica.com.mx</a>.</p>
  </section>
</main>
${footer}`;

const alianzas = `${head('Alianzas tecnológicas | Carga Pacífica', '/alianzas/', 'Plataformas con las que integramos nuestra operación.')}
<main class="elementor elementor-131">
  <section class="elementor-section">
    <h1>Alianzas tecnológicas</h1>
    <p>Nuestra operación está conectada con plataformas líderes para que tengas visibilidad de tu embarque en tiempo real.</p>
    <div class="elementor-widget-image-box">
      <a href="https://www.cargowise.com/" target="_blank" rel="noopener"><img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/06/cargowise.png" alt="CargoWise"></a>
      <h3>CargoWise</h3>
      <p>Sistema de gestión de embarques y aduanas en el que corre toda nuestra operación.</p>
    </div>
    <div class="elementor-widget-image-box">
      <a href="https://www.trackmar.io/" target="_blank" rel="noopener"><img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/06/trackmar.png" alt="Trackmar"></a>
      <h3>Trackmar</h3>
      <p>Rastreo satelital de buques y alertas de arribo integradas a tu portal de cliente.</p>
    </div>
    <div class="elementor-widget-image-box">
      <a href="https://www.facturadigital-mx.com/" target="_blank" rel="noopener"><img src="https://www.carga-pacifica.com.mx/wp-content/uploads/2023/06/facturadigital.png" alt="Factura Digital MX"></a>
      <h3>Factura Digital MX</h3>
      <p>Timbrado de CFDI con complemento Carta Porte integrado a nuestro sistema.</p>
    </div>
  </section>
  <section class="elementor-section">
    <h2>Certificaciones</h2>
    <p>Contamos con la certificación <a href="https://www.cbp.gov/border-security/ports-entry/cargo-security/ctpat" target="_blank" rel="noopener">C-TPAT</a> y somos Operador Económico Autorizado ante el SAT.</p>
  </section>
</main>
${footer}`;

const nosotros = `${head('Nosotros | Carga Pacífica', '/nosotros/', 'Más de 18 años moviendo carga entre Asia y México.')}
<main class="elementor elementor-22">
  <section class="elementor-section">
    <h1>Nosotros</h1>
    <p>Carga Pacífica nació en Manzanillo en 2006 como una pequeña agencia de consolidación. Hoy somos un equipo de 85 personas en Manzanillo, Ciudad de México y Guadalajara.</p>
    <h2>Misión</h2>
    <p>Hacer que importar sea simple para las pequeñas y medianas empresas mexicanas.</p>
    <h2>Reconocimientos</h2>
    <ul>
      <li>Premio "Agente de carga del año 2023" otorgado por <a href="https://www.t21.com.mx/" target="_blank" rel="noopener">T21</a>.</li>
      <li>Distintivo Empresa Socialmente Responsable (ESR) 2022 y 2023.</li>
    </ul>
    <h2>En los medios</h2>
    <p>Nuestro director general habló sobre la saturación del puerto de Manzanillo en <a href="https://www.elfinanciero.com.mx/empresas/2023/09/14/saturacion-manzanillo-importadores/" target="_blank" rel="noopener">El Financiero</a>.</p>
  </section>
</main>
${footer}`;

const contacto = `${head('Contacto | Carga Pacífica', '/contacto/', 'Solicita una cotización de flete marítimo, aéreo o terrestre.')}
<main class="elementor elementor-25">
  <section class="elementor-section">
    <h1>Contacto</h1>
    <form class="elementor-form" method="post" name="Cotización">
      <input type="text" name="form_fields[nombre]" placeholder="Nombre">
      <input type="email" name="form_fields[email]" placeholder="Correo electrónico">
      <select name="form_fields[servicio]"><option>Marítimo</option><option>Aéreo</option><option>Terrestre</option></select>
      <textarea name="form_fields[mensaje]" placeholder="Origen, destino, peso y volumen"></textarea>
      <button type="submit" class="elementor-button">Enviar</button>
    </form>
  </section>
</main>
${footer}`;

const blog = `${head('Nueva ruta directa Shanghái–Manzanillo | Carga Pacífica', '/blog/nueva-ruta-shanghai-manzanillo/', 'Lanzamos un consolidado LCL semanal directo.')}
<main class="elementor elementor-402">
  <article class="post">
    <h1>Nueva ruta directa Shanghái–Manzanillo para carga consolidada</h1>
    <p class="meta">Publicado el 12 de febrero de 2024</p>
    <p>A partir de marzo ofrecemos un consolidado LCL semanal con tiempo de tránsito de 21 días. La carga se recibe en el almacén de nuestro socio <a href="https://www.orientlink-shipping.com/" target="_blank" rel="noopener">OrientLink Shipping</a> en Shanghái.</p>
    <p>Uno de los primeros clientes en usar la ruta fue <a href="https://www.muebleriadelbajio.mx/" target="_blank" rel="noopener">Mueblería del Bajío</a>, que redujo un 18 % su costo por metro cúbico.</p>
  </article>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'carga-pacifica.com.mx',
  covers:
    'Mexican freight forwarder, Spanish, WordPress + Elementor + Yoast; overseas partner agents in a table (generic), technology alliances as image boxes; negatives: carrier tracking links, FIATA/AMACARGA memberships, C-TPAT certification, award, press, client in blog post, social, job board, WhatsApp',
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=UTF-8',
        link: '<https://www.carga-pacifica.com.mx/wp-json/>; rel="https://api.w.org/"',
      },
      html: home,
    },
    '/red-de-agentes/': { headers: { server: 'nginx' }, html: agentes },
    '/alianzas/': { headers: { server: 'nginx' }, html: alianzas },
    '/nosotros/': { headers: { server: 'nginx' }, html: nosotros },
    '/contacto/': { headers: { server: 'nginx' }, html: contacto },
    '/blog/nueva-ruta-shanghai-manzanillo/': { headers: { server: 'nginx' }, html: blog },
  },
  sitemap: ['/', '/red-de-agentes/', '/alianzas/', '/nosotros/', '/contacto/', '/blog/nueva-ruta-shanghai-manzanillo/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'hello-elementor',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'whatsapp-business-chat',
    'nginx',
  ],
  partners: {
    'orientlink-shipping.com': 'generic',
    'pearlbay-logistics.com.hk': 'generic',
    'hanbit-global.co.kr': 'generic',
    'elbkai-spedition.de': 'generic',
    'levantecargo.es': 'generic',
    'borderstarfreight.com': 'generic',
    'pacificoandino.com.co': 'generic',
    'cargowise.com': 'technology',
    'trackmar.io': 'technology',
    'facturadigital-mx.com': 'technology',
  },
};
