import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://nominagil.mx/wp-json/>; rel="https://api.w.org/"',
};

function page(title: string, path: string, bodyClass: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="NóminAgil: software de nómina y recursos humanos en la nube para PyMEs mexicanas. Timbrado CFDI 4.0, IMSS e INFONAVIT.">
<link rel="canonical" href="https://nominagil.mx${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://nominagil.mx${path}">
<meta property="og:site_name" content="NóminAgil">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://nominagil.mx${path}","name":"${title}"}]}</script>
<!-- / Yoast SEO plugin. -->
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="stylesheet" id="hello-elementor-css" href="https://nominagil.mx/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://nominagil.mx/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="elementor-post-8-css" href="https://nominagil.mx/wp-content/uploads/elementor/css/post-8.css?ver=1716230011" media="all">
<script src="https://nominagil.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.googletagmanager.com/gtag/js?id=G-7QK2MX81PL" async></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QK2MX81PL');</script>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','915500332871204');fbq('track','PageView');</script>
</head>
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-8">
<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header">
  <div class="elementor-element e-flex e-con-boxed e-con">
    <a href="https://nominagil.mx/"><img src="https://nominagil.mx/wp-content/uploads/2023/04/logo-nominagil.svg" alt="NóminAgil" width="170" height="40"></a>
    <nav class="elementor-nav-menu--main">
      <ul class="elementor-nav-menu">
        <li class="menu-item"><a href="https://nominagil.mx/funciones/" class="elementor-item">Funciones</a></li>
        <li class="menu-item"><a href="https://nominagil.mx/precios/" class="elementor-item">Precios</a></li>
        <li class="menu-item"><a href="https://nominagil.mx/integraciones/" class="elementor-item">Integraciones</a></li>
        <li class="menu-item"><a href="https://nominagil.mx/distribuidores/" class="elementor-item">Distribuidores</a></li>
        <li class="menu-item"><a href="https://nominagil.mx/nosotros/" class="elementor-item">Nosotros</a></li>
        <li class="menu-item"><a href="https://nominagil.mx/blog/" class="elementor-item">Blog</a></li>
      </ul>
    </nav>
    <a class="elementor-button" href="https://app.nominagil.mx/registro">Prueba gratis</a>
  </div>
</div>
<main id="content" class="site-main">
<div data-elementor-type="wp-page" class="elementor">
${main}
</div>
</main>
<div data-elementor-type="footer" data-elementor-id="57" class="elementor elementor-57 elementor-location-footer">
  <div class="elementor-element e-con">
    <div class="elementor-widget-text-editor">
      <p>NóminAgil es una marca de Soluciones Nóminagil S.A.P.I. de C.V.<br>Av. Chapultepec 480, Piso 7, Col. Roma Norte, CDMX, C.P. 06700</p>
      <p>WhatsApp: <a href="https://wa.me/525512345678">55 1234 5678</a> · <a href="mailto:ventas@nominagil.mx">ventas@nominagil.mx</a></p>
    </div>
    <div class="elementor-widget-image-gallery pagos">
      <p>Aceptamos:</p>
      <img src="https://nominagil.mx/wp-content/uploads/2023/04/visa.svg" alt="Visa">
      <img src="https://nominagil.mx/wp-content/uploads/2023/04/mastercard.svg" alt="Mastercard">
      <img src="https://nominagil.mx/wp-content/uploads/2023/04/amex.svg" alt="American Express">
      <img src="https://nominagil.mx/wp-content/uploads/2023/04/oxxo-pay.svg" alt="OXXO Pay">
      <img src="https://nominagil.mx/wp-content/uploads/2023/04/spei.svg" alt="Transferencia SPEI">
    </div>
    <div class="elementor-widget-social-icons">
      <a href="https://www.facebook.com/nominagilmx" class="elementor-social-icon">Facebook</a>
      <a href="https://www.instagram.com/nominagil/" class="elementor-social-icon">Instagram</a>
      <a href="https://www.linkedin.com/company/nominagil/" class="elementor-social-icon">LinkedIn</a>
    </div>
    <div class="apps">
      <a href="https://apps.apple.com/mx/app/nominagil-empleados/id1622334455"><img src="https://nominagil.mx/wp-content/uploads/2023/04/app-store-es.svg" alt="Descárgala en el App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=mx.nominagil.empleados"><img src="https://nominagil.mx/wp-content/uploads/2023/04/google-play-es.svg" alt="Disponible en Google Play"></a>
    </div>
    <p><a href="https://nominagil.mx/aviso-de-privacidad/">Aviso de privacidad</a> · <a href="https://nominagil.mx/terminos/">Términos y condiciones</a></p>
  </div>
</div>
<script src="https://nominagil.mx/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://nominagil.mx/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://nominagil.mx/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'nominagil.mx',
  covers:
    'Mexican Spanish WordPress + Elementor payroll/HR SaaS: integrations image boxes (technology), distributor table by state (channel, one row without link); negatives: payment-method icons, app-store badges, customer logos, AMITI membership, award, sponsored expo, social links, WhatsApp',
  pages: {
    '/': {
      headers,
      html: page(
        'NóminAgil | Software de nómina en la nube para PyMEs',
        '/',
        'home page-template-default page page-id-8',
        `
<div class="elementor-element e-con hero">
  <h1 class="elementor-heading-title">Calcula y timbra tu nómina en minutos</h1>
  <p>Cálculo de nómina, timbrado CFDI 4.0, IMSS, INFONAVIT, vacaciones y expediente digital de tus colaboradores, todo en un solo lugar.</p>
  <a class="elementor-button" href="https://app.nominagil.mx/registro">Empieza gratis 30 días</a>
</div>
<div class="elementor-element e-con clientes">
  <h2 class="elementor-heading-title">Más de 2,500 empresas confían en NóminAgil</h2>
  <div class="elementor-image-carousel">
    <img src="https://nominagil.mx/wp-content/uploads/2024/01/cliente-panaderia-la-espiga.png" alt="Panadería La Espiga">
    <img src="https://nominagil.mx/wp-content/uploads/2024/01/cliente-transportes-olmeca.png" alt="Transportes Olmeca">
    <img src="https://nominagil.mx/wp-content/uploads/2024/01/cliente-clinica-santa-fe.png" alt="Clínica Santa Fe">
    <img src="https://nominagil.mx/wp-content/uploads/2024/01/cliente-grupo-hotelero-caribe.png" alt="Grupo Hotelero Caribe">
  </div>
</div>
<div class="elementor-element e-con premios">
  <h2 class="elementor-heading-title">Reconocimientos</h2>
  <p>Ganadores del Premio Innovación PyME 2023 en la categoría Software Empresarial. Somos miembros de la <a href="https://amiti.org.mx/">Asociación Mexicana de la Industria de Tecnologías de Información (AMITI)</a>.</p>
</div>
<div class="elementor-element e-con">
  <h2 class="elementor-heading-title">Conecta tu nómina con tu contabilidad</h2>
  <p>NóminAgil se integra con tu sistema contable, tu checador y tus vales de despensa. <a href="https://nominagil.mx/integraciones/">Ver integraciones</a></p>
</div>`,
      ),
    },
    '/integraciones/': {
      headers,
      html: page(
        'Integraciones | NóminAgil',
        '/integraciones/',
        'page-template-default page page-id-212',
        `
<div class="elementor-element e-con">
  <h1 class="elementor-heading-title">Integraciones</h1>
  <p>Conecta NóminAgil con las herramientas que ya usas. Trabajamos de la mano con estos socios tecnológicos para que la información fluya sin capturas dobles.</p>
</div>
<div class="elementor-element e-con e-grid integraciones">
  <div class="elementor-widget-image-box">
    <figure class="elementor-image-box-img"><a href="https://cuentaclara.mx/" target="_blank"><img src="https://nominagil.mx/wp-content/uploads/2023/05/cuentaclara.png" alt="CuentaClara"></a></figure>
    <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">CuentaClara</h3><p>Envía las pólizas contables de cada nómina a tu contabilidad electrónica.</p></div>
  </div>
  <div class="elementor-widget-image-box">
    <figure class="elementor-image-box-img"><a href="https://www.checadorpro.com.mx/" target="_blank"><img src="https://nominagil.mx/wp-content/uploads/2023/05/checadorpro.png" alt="Checador Pro"></a></figure>
    <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Checador Pro</h3><p>Importa asistencias, retardos y horas extra desde tus relojes biométricos.</p></div>
  </div>
  <div class="elementor-widget-image-box">
    <figure class="elementor-image-box-img"><a href="https://valesfenix.mx/" target="_blank"><img src="https://nominagil.mx/wp-content/uploads/2023/05/vales-fenix.png" alt="Vales Fénix"></a></figure>
    <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Vales Fénix</h3><p>Dispersión automática de vales de despensa y monedero electrónico.</p></div>
  </div>
  <div class="elementor-widget-image-box">
    <figure class="elementor-image-box-img"><a href="https://www.microsoft.com/es-mx/microsoft-teams/group-chat-software" target="_blank"><img src="https://nominagil.mx/wp-content/uploads/2023/05/teams.png" alt="Microsoft Teams"></a></figure>
    <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Microsoft Teams</h3><p>Tus colaboradores consultan recibos y solicitan vacaciones desde Teams.</p></div>
  </div>
  <div class="elementor-widget-image-box">
    <figure class="elementor-image-box-img"><a href="https://slack.com/intl/es-la/" target="_blank"><img src="https://nominagil.mx/wp-content/uploads/2023/05/slack.png" alt="Slack"></a></figure>
    <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Slack</h3><p>Notificaciones de aprobaciones de incidencias y vacaciones.</p></div>
  </div>
</div>`,
      ),
    },
    '/distribuidores/': {
      headers,
      html: page(
        'Distribuidores autorizados | NóminAgil',
        '/distribuidores/',
        'page-template-default page page-id-230',
        `
<div class="elementor-element e-con">
  <h1 class="elementor-heading-title">Distribuidores autorizados</h1>
  <p>¿Prefieres que alguien te acompañe en la implementación? Nuestros distribuidores autorizados venden, implementan y dan soporte a NóminAgil en todo el país.</p>
</div>
<div class="elementor-widget-text-editor">
  <table class="tabla-distribuidores">
    <thead><tr><th>Estado</th><th>Distribuidor</th><th>Sitio web</th><th>Teléfono</th></tr></thead>
    <tbody>
      <tr><td>Guanajuato / Querétaro</td><td>Soluciones Administrativas del Bajío</td><td><a href="https://sabajio.com.mx/" target="_blank">sabajio.com.mx</a></td><td>477 123 4455</td></tr>
      <tr><td>Nuevo León</td><td>Grupo Consultor Norteño</td><td><a href="https://www.gcnorteno.mx/" target="_blank">gcnorteno.mx</a></td><td>81 8340 2211</td></tr>
      <tr><td>Jalisco</td><td>Despacho Ríos &amp; Asociados</td><td><a href="https://riosasociados.com.mx/" target="_blank">riosasociados.com.mx</a></td><td>33 3615 9087</td></tr>
      <tr><td>Yucatán</td><td>TecnoNómina Yucatán</td><td><a href="https://tecnonominayuc.mx/" target="_blank">tecnonominayuc.mx</a></td><td>999 920 1133</td></tr>
      <tr><td>Sinaloa / Sonora</td><td>Asesores Pacífico</td><td><a href="https://www.asesorespacifico.com/" target="_blank">asesorespacifico.com</a></td><td>667 712 4400</td></tr>
      <tr><td>Puebla</td><td>Contadores Unidos de Puebla</td><td>—</td><td>222 244 1870</td></tr>
    </tbody>
  </table>
  <p>¿Eres despacho contable o consultor de RH? <a href="https://nominagil.mx/contacto/?asunto=distribuidor">Conviértete en distribuidor</a>.</p>
</div>`,
      ),
    },
    '/nosotros/': {
      headers,
      html: page(
        'Nosotros | NóminAgil',
        '/nosotros/',
        'page-template-default page page-id-25',
        `
<div class="elementor-element e-con">
  <h1 class="elementor-heading-title">Hacemos la nómina más simple para las PyMEs</h1>
  <p>NóminAgil nació en 2017 en la Ciudad de México. Somos un equipo de 38 personas entre contadores, abogados laborales e ingenieros.</p>
  <p>Este año fuimos patrocinadores oro de la <a href="https://www.exporh.mx/">Expo RH 2024</a> en Monterrey, donde presentamos el nuevo módulo de expediente digital.</p>
  <p>¿Quieres trabajar con nosotros? Consulta nuestras vacantes en <a href="https://www.occ.com.mx/empresas/nominagil">OCC Mundial</a>.</p>
</div>`,
      ),
    },
  },
  sitemap: ['/', '/integraciones/', '/distribuidores/', '/nosotros/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'open-graph',
  ],
  partners: {
    'cuentaclara.mx': 'technology',
    'checadorpro.com.mx': 'technology',
    'valesfenix.mx': 'technology',
    'microsoft.com': 'technology',
    'slack.com': 'technology',
    'sabajio.com.mx': 'channel',
    'gcnorteno.mx': 'channel',
    'riosasociados.com.mx': 'channel',
    'tecnonominayuc.mx': 'channel',
    'asesorespacifico.com': 'channel',
  },
};
