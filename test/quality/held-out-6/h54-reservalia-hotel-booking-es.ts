import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="canonical" href="https://reservalia.es${path}">
<link rel="preload" href="/_nuxt/entry.3f9a2c1d.js" as="script">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5e1b7c2a-9d3f-4a8e-b6c0-1f2e3d4c5b6a" type="text/javascript" async></script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/26123456.js"></script>
</head>`;

const layout = (title: string, path: string, main: string): string => `<!DOCTYPE html><html lang="es-ES">
${head(title, path)}
<body>
<div id="__nuxt"><div class="layout">
<header class="topbar">
  <a href="/" class="logo" aria-label="Reservalia"><img src="/img/reservalia.svg" alt="Reservalia"></a>
  <nav>
    <a href="/motor-de-reservas">Motor de reservas</a>
    <a href="/integraciones">Integraciones</a>
    <a href="/precios">Precios</a>
    <a href="/clientes">Casos de éxito</a>
    <a href="/blog">Blog</a>
  </nav>
  <a href="https://extranet.reservalia.es/login" class="btn-outline">Acceso hoteles</a>
  <a href="/demo" class="btn">Solicita una demo</a>
</header>
<main>${main}</main>
<footer class="footer">
  <div class="cols">
    <div><h4>Reservalia</h4><a href="/sobre-nosotros">Sobre nosotros</a><a href="https://reservalia.factorialhr.es/">Empleo</a><a href="/prensa">Sala de prensa</a><a href="/aviso-legal">Aviso legal</a></div>
    <div><h4>Producto</h4><a href="/motor-de-reservas">Motor de reservas</a><a href="/integraciones">Integraciones</a><a href="/api">API</a></div>
    <div><h4>Síguenos</h4><a href="https://www.linkedin.com/company/reservalia">LinkedIn</a><a href="https://www.instagram.com/reservalia.es">Instagram</a></div>
  </div>
  <div class="sellos">
    <a href="https://www.acelerapyme.gob.es/kit-digital"><img src="/img/agente-digitalizador.png" alt="Agente Digitalizador Adherido – Kit Digital"></a>
    <a href="https://www.ithotelero.com/"><img src="/img/socio-ith.png" alt="Socio del Instituto Tecnológico Hotelero"></a>
  </div>
  <p>© 2026 Reservalia Hotel Tech S.L. · Calle de Colón 12, 46004 Valencia</p>
</footer>
</div></div>
<script>window.__NUXT__=(function(a){return {serverRendered:true,config:{public:{hubspotId:26123456}}}}(true));</script>
<script type="module" src="/_nuxt/entry.3f9a2c1d.js" crossorigin></script>
</body></html>`;

export const site: CorpusSite = {
  domain: 'reservalia.es',
  covers:
    'Spanish (Spain) Nuxt hotel booking engine: PMS/channel-manager integrations as a logo grid in the main menu, and certified consultancy partners on a page reachable only from the sitemap, shown as a table by region with linked names; traps are linked hotel customers, Kit Digital and ITH badges, an ENISA loan and investors on the about page, a FITUR award, press, Factorial careers and a hotel extranet login.',
  pages: {
    '/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: layout(
        'Reservalia | Motor de reservas para hoteles independientes',
        '/',
        `<section class="hero"><h1>Más reservas directas, menos comisiones</h1>
<p>El motor de reservas que convierte la web de tu hotel en tu mejor canal de venta.</p>
<a href="/demo" class="btn">Pide tu demo gratuita</a></section>
<section class="hoteles"><h2>Más de 900 hoteles ya venden directo con Reservalia</h2>
  <a href="https://www.hotelcasabonay.com/"><img src="/img/clientes/casa-bonay.png" alt="Casa Bonay"></a>
  <a href="https://www.hotelmarquesderiscal.es/"><img src="/img/clientes/vincci.png" alt="Hotel Marqués"></a>
  <a href="https://www.masdelsalin.com/"><img src="/img/clientes/mas-salin.png" alt="Mas del Salín"></a>
</section>
<section class="premio"><p>Premio a la mejor startup turística <a href="https://www.ifema.es/fitur">FITUR 2025</a></p></section>
<section class="conecta"><h2>Conectado con tu PMS y tu channel manager</h2><a href="/integraciones">Ver todas las integraciones</a></section>`,
      ),
    },
    '/integraciones': {
      html: layout(
        'Integraciones | Reservalia',
        '/integraciones',
        `<h1>Integraciones</h1>
<p>Sincroniza tarifas, disponibilidad y reservas en tiempo real con las herramientas que ya usa tu hotel.</p>
<section class="integraciones"><h2>PMS</h2>
  <ul class="logo-grid">
    <li><a href="https://www.mews.com/es" title="Mews"><img src="/img/integraciones/mews.svg" alt="Mews"></a></li>
    <li><a href="https://www.avirato.com/" title="Avirato"><img src="/img/integraciones/avirato.svg" alt="Avirato"></a></li>
    <li><a href="https://www.ulysescloud.com/" title="Ulyses Cloud"><img src="/img/integraciones/ulyses.svg" alt="Ulyses Cloud"></a></li>
  </ul>
  <h2>Channel managers</h2>
  <ul class="logo-grid">
    <li><a href="https://www.siteminder.com/es/" title="SiteMinder"><img src="/img/integraciones/siteminder.svg" alt="SiteMinder"></a></li>
    <li><a href="https://channex.io/" title="Channex"><img src="/img/integraciones/channex.svg" alt="Channex"></a></li>
  </ul>
  <h2>Reputación y metabuscadores</h2>
  <ul class="logo-grid">
    <li><a href="https://www.trustyou.com/" title="TrustYou"><img src="/img/integraciones/trustyou.svg" alt="TrustYou"></a></li>
    <li><a href="https://www.trivago.es/" title="trivago"><img src="/img/integraciones/trivago.svg" alt="trivago Business Studio"></a></li>
  </ul>
</section>`,
      ),
    },
    '/partners-certificados': {
      html: layout(
        'Partners certificados | Reservalia',
        '/partners-certificados',
        `<h1>Partners certificados</h1>
<p>Consultoras y agencias formadas por nuestro equipo para implantar Reservalia y optimizar tu venta directa.</p>
<table class="partners">
  <thead><tr><th>Partner</th><th>Región</th><th>Especialidad</th></tr></thead>
  <tbody>
    <tr><td><a href="https://turismodigitallevante.es/">Turismo Digital Levante</a></td><td>Comunidad Valenciana</td><td>Web y SEO hotelero</td></tr>
    <tr><td><a href="https://www.hospitalitygrowthlab.com/">Hospitality Growth Lab</a></td><td>Madrid</td><td>Revenue management</td></tr>
    <tr><td><a href="https://chatlantica.es">Consultoría Hotelera Atlántica</a></td><td>Galicia y Asturias</td><td>Implantación PMS</td></tr>
    <tr><td><a href="https://www.balearhotelconsulting.com/es/">Balear Hotel Consulting</a></td><td>Illes Balears</td><td>Marketing digital</td></tr>
  </tbody>
</table>
<p>¿Eres consultora hotelera? <a href="/demo?tipo=partner">Hazte partner</a>.</p>`,
      ),
    },
    '/sobre-nosotros': {
      html: layout(
        'Sobre nosotros | Reservalia',
        '/sobre-nosotros',
        `<h1>Sobre nosotros</h1>
<p>Nacimos en Valencia en 2017 de la mano de tres ex-directores de hotel.</p>
<h2>Nos apoyan</h2>
<ul>
  <li><a href="https://www.enisa.es/">ENISA</a> – préstamo participativo Jóvenes Emprendedores</li>
  <li><a href="https://www.lanzadera.es/">Lanzadera</a> – aceleradora</li>
  <li><a href="https://www.abacusvc.com/">Abacus Venture Capital</a></li>
</ul>`,
      ),
    },
    '/prensa': {
      html: layout(
        'Sala de prensa | Reservalia',
        '/prensa',
        `<h1>Sala de prensa</h1>
<ul>
  <li><a href="https://www.hosteltur.com/lanzamiento-reservalia-motor-reservas">Hosteltur: Reservalia supera los 900 hoteles</a></li>
  <li><a href="https://www.expansion.com/valencia/2025/05/14/reservalia-ronda.html">Expansión: Reservalia cierra una ronda de 3 millones</a></li>
</ul>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/motor-de-reservas',
    '/integraciones',
    '/precios',
    '/clientes',
    '/partners-certificados',
    '/sobre-nosotros',
    '/prensa',
    '/blog',
  ],
  technologies: ['nuxt-js', 'vue-js', 'hubspot', 'cookiebot', 'nginx'],
  partners: {
    'mews.com': 'technology',
    'avirato.com': 'technology',
    'ulysescloud.com': 'technology',
    'siteminder.com': 'technology',
    'channex.io': 'technology',
    'trustyou.com': 'technology',
    'trivago.es': 'technology',
    'turismodigitallevante.es': 'channel',
    'hospitalitygrowthlab.com': 'channel',
    'chatlantica.es': 'channel',
    'balearhotelconsulting.com': 'channel',
  },
};
