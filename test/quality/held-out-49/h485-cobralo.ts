import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="es-MX" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://www.googletagmanager.com">
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-NX7C4R2" async></script>
<link rel="stylesheet" href="/_nuxt/entry.b7e3c1a9.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.9f4d2a61.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/default.3c8e1f70.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-cobralo.5a2b9d8e.svg">
<script type="module" src="/_nuxt/entry.9f4d2a61.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://cobralo.mx${path}">
<meta property="og:image" content="https://cobralo.mx/og-cobralo.png">
<meta property="og:locale" content="es_MX">
<link rel="canonical" href="https://cobralo.mx${path}">
<link rel="icon" type="image/png" href="/favicon.png">
</head>
<body>
<div id="__nuxt"><div data-v-8a1c3e2f class="layout">
<header data-v-4d2b7e91 class="site-header">
  <a data-v-4d2b7e91 href="/" class="logo router-link-active"><img data-v-4d2b7e91 src="/_nuxt/logo-cobralo.5a2b9d8e.svg" alt="Cóbralo" width="132" height="32"></a>
  <nav data-v-4d2b7e91 class="main-nav">
    <a data-v-4d2b7e91 href="/productos/link-de-pago">Link de pago</a>
    <a data-v-4d2b7e91 href="/productos/terminal">Terminal</a>
    <a data-v-4d2b7e91 href="/precios">Precios</a>
    <a data-v-4d2b7e91 href="/integraciones">Integraciones</a>
    <a data-v-4d2b7e91 href="/aliados">Aliados</a>
    <a data-v-4d2b7e91 href="/nosotros">Nosotros</a>
    <a data-v-4d2b7e91 href="/blog">Blog</a>
  </nav>
  <a data-v-4d2b7e91 href="https://panel.cobralo.mx/registro" class="btn btn-primary">Crear cuenta gratis</a>
</header>
<main data-v-8a1c3e2f>
`;

const foot = (route: string) => `</main>
<footer data-v-1f9e6c3a class="site-footer">
  <div data-v-1f9e6c3a class="footer-grid">
    <div data-v-1f9e6c3a>
      <img data-v-1f9e6c3a src="/_nuxt/logo-cobralo-blanco.2e7a4c1d.svg" alt="Cóbralo" width="132" height="32">
      <p data-v-1f9e6c3a>Cobros en línea y presenciales para negocios mexicanos.</p>
      <p data-v-1f9e6c3a class="legal">Cóbralo Pagos, S.A.P.I. de C.V., Institución de Fondos de Pago Electrónico autorizada por la Comisión Nacional Bancaria y de Valores.</p>
    </div>
    <div data-v-1f9e6c3a>
      <h4 data-v-1f9e6c3a>Producto</h4>
      <a data-v-1f9e6c3a href="/productos/link-de-pago">Link de pago</a>
      <a data-v-1f9e6c3a href="/productos/terminal">Terminal</a>
      <a data-v-1f9e6c3a href="/integraciones">Integraciones</a>
      <a data-v-1f9e6c3a href="https://docs.cobralo.mx">Documentación API</a>
    </div>
    <div data-v-1f9e6c3a>
      <h4 data-v-1f9e6c3a>Compañía</h4>
      <a data-v-1f9e6c3a href="/nosotros">Nosotros</a>
      <a data-v-1f9e6c3a href="/aliados">Programa de aliados</a>
      <a data-v-1f9e6c3a href="https://www.occ.com.mx/empleos/de-cobralo/" target="_blank" rel="noopener">Vacantes</a>
      <a data-v-1f9e6c3a href="/contacto">Contacto</a>
      <a data-v-1f9e6c3a href="/legal/aviso-de-privacidad">Aviso de privacidad</a>
    </div>
    <div data-v-1f9e6c3a>
      <h4 data-v-1f9e6c3a>Síguenos</h4>
      <a data-v-1f9e6c3a href="https://www.facebook.com/cobralomx" target="_blank" rel="noopener">Facebook</a>
      <a data-v-1f9e6c3a href="https://www.instagram.com/cobralo.mx/" target="_blank" rel="noopener">Instagram</a>
      <a data-v-1f9e6c3a href="https://www.tiktok.com/@cobralo.mx" target="_blank" rel="noopener">TikTok</a>
      <a data-v-1f9e6c3a href="https://www.linkedin.com/company/cobralo-mx/" target="_blank" rel="noopener">LinkedIn</a>
    </div>
  </div>
  <p data-v-1f9e6c3a class="copy">© 2025 Cóbralo. Hecho en la Ciudad de México.</p>
</footer>
</div></div>
<div id="teleports"></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">[{"state":1,"once":3,"_errors":4,"serverRendered":6,"path":7},{},["Set"],{},{},true,"${route}"]</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.cobralo.mx",gtm:{id:"GTM-NX7C4R2"}},app:{baseURL:"/",buildId:"3f1c9a7e-2b4d-4e8f-a6c1-0d9e8b7a6c5f",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

const headers = {
  server: 'Netlify',
  'x-nf-request-id': '01HWX3K7Q2ZP8M4N6R1T5V9Y0B',
  'content-type': 'text/html; charset=utf-8',
  age: '0',
};

const home = `${head('Cóbralo | Cobra con link de pago, terminal y transferencia', '/', 'Acepta tarjetas, OXXO y SPEI en tu negocio. Sin rentas mensuales: pagas solo por venta.')}
<section data-v-2c7a9b14 class="hero">
  <h1 data-v-2c7a9b14>Cobra como quieras, recibe tu dinero mañana</h1>
  <p data-v-2c7a9b14>Comparte un link de pago por WhatsApp, cobra con terminal en tu local o vende en tu tienda en línea. Tu dinero llega a tu cuenta al siguiente día hábil.</p>
  <a data-v-2c7a9b14 href="https://panel.cobralo.mx/registro" class="btn btn-primary">Empieza hoy</a>
</section>
<section data-v-2c7a9b14 class="metodos">
  <h2 data-v-2c7a9b14>Todos los métodos de pago que usan tus clientes</h2>
  <ul data-v-2c7a9b14 class="iconos-pago">
    <li data-v-2c7a9b14><img data-v-2c7a9b14 src="/_nuxt/visa.1a2b3c4d.svg" alt="Visa" width="48" height="30"></li>
    <li data-v-2c7a9b14><img data-v-2c7a9b14 src="/_nuxt/mastercard.5e6f7a8b.svg" alt="Mastercard" width="48" height="30"></li>
    <li data-v-2c7a9b14><img data-v-2c7a9b14 src="/_nuxt/carnet.9c0d1e2f.svg" alt="Carnet" width="48" height="30"></li>
    <li data-v-2c7a9b14><img data-v-2c7a9b14 src="/_nuxt/oxxo.3a4b5c6d.svg" alt="Pago en efectivo en OXXO" width="48" height="30"></li>
    <li data-v-2c7a9b14><img data-v-2c7a9b14 src="/_nuxt/spei.7e8f9a0b.svg" alt="Transferencia SPEI" width="48" height="30"></li>
    <li data-v-2c7a9b14><img data-v-2c7a9b14 src="/_nuxt/codi.1c2d3e4f.svg" alt="CoDi" width="48" height="30"></li>
  </ul>
</section>
<section data-v-2c7a9b14 class="clientes">
  <h2 data-v-2c7a9b14>Más de 25,000 negocios ya cobran con Cóbralo</h2>
  <div data-v-2c7a9b14 class="logos">
    <a data-v-2c7a9b14 href="https://www.taqueriaelfogon.mx/" target="_blank" rel="noopener"><img data-v-2c7a9b14 src="/_nuxt/cliente-el-fogon.8b9c0d1e.png" alt="Taquería El Fogón" width="120" height="48"></a>
    <a data-v-2c7a9b14 href="https://mezcaleriaoaxaquena.com/" target="_blank" rel="noopener"><img data-v-2c7a9b14 src="/_nuxt/cliente-mezcaleria.2f3a4b5c.png" alt="Mezcalería Oaxaqueña" width="120" height="48"></a>
    <a data-v-2c7a9b14 href="https://www.yogastudiocondesa.mx/" target="_blank" rel="noopener"><img data-v-2c7a9b14 src="/_nuxt/cliente-yoga.6d7e8f9a.png" alt="Yoga Studio Condesa" width="120" height="48"></a>
  </div>
</section>
<section data-v-2c7a9b14 class="respaldo">
  <h2 data-v-2c7a9b14>Respaldados por</h2>
  <div data-v-2c7a9b14 class="logos">
    <a data-v-2c7a9b14 href="https://www.sierramadreventures.com/" target="_blank" rel="noopener"><img data-v-2c7a9b14 src="/_nuxt/inv-sierra-madre.0b1c2d3e.svg" alt="Sierra Madre Ventures" width="120" height="48"></a>
    <a data-v-2c7a9b14 href="https://www.pacificolatamcapital.com/" target="_blank" rel="noopener"><img data-v-2c7a9b14 src="/_nuxt/inv-pacifico.4f5a6b7c.svg" alt="Pacífico Latam Capital" width="120" height="48"></a>
  </div>
</section>
${foot('/')}`;

const integ = (name: string, desc: string, url: string, label: string, img: string) => `
    <article data-v-6e3d1b82 class="integracion-card">
      <img data-v-6e3d1b82 src="/_nuxt/${img}" alt="" width="56" height="56">
      <h3 data-v-6e3d1b82>${name}</h3>
      <p data-v-6e3d1b82>${desc}</p>
      <a data-v-6e3d1b82 href="${url}" target="_blank" rel="noopener">${label}</a>
    </article>`;

const integraciones = `${head('Integraciones | Cóbralo', '/integraciones', 'Conecta Cóbralo con tu tienda en línea, tu sistema de facturación y tu paquetería.')}
<section data-v-6e3d1b82 class="page-hero">
  <h1 data-v-6e3d1b82>Integraciones</h1>
  <p data-v-6e3d1b82>Instala nuestro plugin o app oficial y empieza a cobrar en minutos. Sin programar.</p>
</section>
<section data-v-6e3d1b82>
  <h2 data-v-6e3d1b82>Tiendas en línea</h2>
  <div data-v-6e3d1b82 class="grid">
    ${integ('Shopify', 'App oficial de Cóbralo para aceptar tarjetas, OXXO y SPEI en tu checkout.', 'https://www.shopify.com/mx', 'Ver en Shopify', 'shopify.7c1d2e3f.svg')}
    ${integ('WooCommerce', 'Plugin gratuito para WordPress con meses sin intereses.', 'https://woocommerce.com/', 'woocommerce.com', 'woo.4a5b6c7d.svg')}
    ${integ('Tiendanube', 'Activa Cóbralo como medio de pago desde tu panel de Tiendanube.', 'https://www.tiendanube.com/mx', 'tiendanube.com', 'tiendanube.8e9f0a1b.svg')}
    ${integ('Wix', 'Conecta Cóbralo en la configuración de pagos de Wix.', 'https://es.wix.com/', 'wix.com', 'wix.2c3d4e5f.svg')}
  </div>
  <h2 data-v-6e3d1b82>Facturación, contabilidad y envíos</h2>
  <div data-v-6e3d1b82 class="grid">
    ${integ('Facturín', 'Emite CFDI 4.0 automáticamente por cada pago recibido.', 'https://facturin.mx/', 'facturin.mx', 'facturin.6a7b8c9d.svg')}
    ${integ('Alegra', 'Tus cobros se registran como ingresos en tu contabilidad.', 'https://www.alegra.com/mexico/', 'alegra.com', 'alegra.0e1f2a3b.svg')}
    ${integ('Paquetazo', 'Genera guías de envío al confirmar el pago del pedido.', 'https://www.paquetazo.mx/', 'paquetazo.mx', 'paquetazo.4c5d6e7f.svg')}
  </div>
</section>
${foot('/integraciones')}`;

const aliados = `${head('Programa de aliados | Cóbralo', '/aliados', 'Agencias certificadas y aliados estratégicos de Cóbralo.')}
<section data-v-9b4e2c71 class="page-hero">
  <h1 data-v-9b4e2c71>Aliados</h1>
  <p data-v-9b4e2c71>Trabajamos con agencias y organizaciones que ayudan a los negocios mexicanos a vender más en línea.</p>
</section>
<section data-v-9b4e2c71>
  <h2 data-v-9b4e2c71>Agencias certificadas</h2>
  <p data-v-9b4e2c71>¿Necesitas ayuda para crear tu tienda o integrar Cóbralo con tu sistema? Estas agencias están certificadas para implementar Cóbralo.</p>
  <table data-v-9b4e2c71 class="tabla-aliados">
    <thead data-v-9b4e2c71><tr data-v-9b4e2c71><th data-v-9b4e2c71>Agencia</th><th data-v-9b4e2c71>Ciudad</th><th data-v-9b4e2c71>Especialidad</th></tr></thead>
    <tbody data-v-9b4e2c71>
      <tr data-v-9b4e2c71><td data-v-9b4e2c71><a data-v-9b4e2c71 href="https://nopaldigital.mx/" target="_blank" rel="noopener">Nopal Digital</a></td><td data-v-9b4e2c71>CDMX</td><td data-v-9b4e2c71>Shopify y WooCommerce</td></tr>
      <tr data-v-9b4e2c71><td data-v-9b4e2c71><a data-v-9b4e2c71 href="https://www.tlalocstudio.com/" target="_blank" rel="noopener">Tláloc Studio</a></td><td data-v-9b4e2c71>Puebla</td><td data-v-9b4e2c71>Diseño y tiendas Tiendanube</td></tr>
      <tr data-v-9b4e2c71><td data-v-9b4e2c71><a data-v-9b4e2c71 href="https://mtyecommercelab.mx/" target="_blank" rel="noopener">MTY E-commerce Lab</a></td><td data-v-9b4e2c71>Monterrey</td><td data-v-9b4e2c71>Integraciones a la medida y ERP</td></tr>
      <tr data-v-9b4e2c71><td data-v-9b4e2c71><a data-v-9b4e2c71 href="https://www.gdlwebco.mx/" target="_blank" rel="noopener">GDL Web Co.</a></td><td data-v-9b4e2c71>Guadalajara</td><td data-v-9b4e2c71>WooCommerce y marketing digital</td></tr>
    </tbody>
  </table>
</section>
<section data-v-9b4e2c71>
  <h2 data-v-9b4e2c71>Aliados estratégicos</h2>
  <div data-v-9b4e2c71 class="aliados-grid">
    <div data-v-9b4e2c71 class="aliado">
      <img data-v-9b4e2c71 src="/_nuxt/banco-altiplano.3d4e5f6a.svg" alt="Banco Altiplano" width="140" height="48">
      <p data-v-9b4e2c71>Banco Altiplano ofrece a los negocios Cóbralo una cuenta empresarial sin comisiones y depósitos el mismo día.</p>
      <a data-v-9b4e2c71 href="https://www.bancoaltiplano.com.mx/empresas/cobralo" target="_blank" rel="noopener">Conoce la cuenta</a>
    </div>
    <div data-v-9b4e2c71 class="aliado">
      <img data-v-9b4e2c71 src="/_nuxt/emprende-mx.7b8c9d0e.svg" alt="Fundación Emprende MX" width="140" height="48">
      <p data-v-9b4e2c71>Junto con Fundación Emprende MX capacitamos cada año a más de 3,000 microempresarias en ventas digitales.</p>
      <a data-v-9b4e2c71 href="https://emprendemx.org/" target="_blank" rel="noopener">emprendemx.org</a>
    </div>
  </div>
</section>
<section data-v-9b4e2c71 class="cta">
  <h2 data-v-9b4e2c71>¿Eres agencia?</h2>
  <p data-v-9b4e2c71>Gana comisiones recurrentes por cada negocio que cobre con Cóbralo. <a data-v-9b4e2c71 href="/contacto?asunto=aliados">Escríbenos</a>.</p>
</section>
${foot('/aliados')}`;

const nosotros = `${head('Nosotros | Cóbralo', '/nosotros', 'Somos una fintech mexicana regulada que facilita los cobros a pequeños negocios.')}
<section data-v-5a2f8d36 class="page-hero">
  <h1 data-v-5a2f8d36>Nosotros</h1>
  <p data-v-5a2f8d36>Cóbralo nació en 2020, en plena pandemia, para que las fondas, tienditas y emprendedoras pudieran seguir vendiendo sin contacto. Hoy somos 140 personas en la Ciudad de México y Guadalajara.</p>
</section>
<section data-v-5a2f8d36>
  <h2 data-v-5a2f8d36>Regulación</h2>
  <p data-v-5a2f8d36>Cóbralo Pagos es una Institución de Fondos de Pago Electrónico autorizada y supervisada por la <a data-v-5a2f8d36 href="https://www.gob.mx/cnbv" target="_blank" rel="noopener">CNBV</a> y <a data-v-5a2f8d36 href="https://www.banxico.org.mx/" target="_blank" rel="noopener">Banco de México</a>. Somos miembros de la <a data-v-5a2f8d36 href="https://www.fintechmexico.org/" target="_blank" rel="noopener">Asociación FinTech México</a>.</p>
</section>
<section data-v-5a2f8d36>
  <h2 data-v-5a2f8d36>Inversionistas</h2>
  <p data-v-5a2f8d36>Nuestra Serie B de 2024 fue liderada por <a data-v-5a2f8d36 href="https://www.sierramadreventures.com/" target="_blank" rel="noopener">Sierra Madre Ventures</a> con la participación de <a data-v-5a2f8d36 href="https://www.pacificolatamcapital.com/" target="_blank" rel="noopener">Pacífico Latam Capital</a>.</p>
</section>
<section data-v-5a2f8d36>
  <h2 data-v-5a2f8d36>En los medios</h2>
  <ul data-v-5a2f8d36>
    <li data-v-5a2f8d36><a data-v-5a2f8d36 href="https://www.elfinanciero.com.mx/empresas/2024/05/14/cobralo-serie-b/" target="_blank" rel="noopener">El Financiero: Cóbralo levanta Serie B para llegar a 100 mil comercios</a></li>
    <li data-v-5a2f8d36><a data-v-5a2f8d36 href="https://expansion.mx/tecnologia/2024/06/02/fintech-pagos-pymes" target="_blank" rel="noopener">Expansión: Las fintech que quieren jubilar al efectivo</a></li>
  </ul>
</section>
<section data-v-5a2f8d36>
  <h2 data-v-5a2f8d36>Eventos</h2>
  <p data-v-5a2f8d36>Este año somos patrocinadores platino del <a data-v-5a2f8d36 href="https://www.fintechsummitcdmx.com/" target="_blank" rel="noopener">Fintech Summit CDMX 2025</a>. ¡Visítanos en el stand 14!</p>
</section>
${foot('/nosotros')}`;

const contacto = `${head('Contacto | Cóbralo', '/contacto', 'Habla con nuestro equipo de ventas o soporte.')}
<section data-v-3e8b1a47 class="page-hero">
  <h1 data-v-3e8b1a47>Contacto</h1>
  <p data-v-3e8b1a47>Soporte 24/7: <a data-v-3e8b1a47 href="tel:+525512345678">55 1234 5678</a> · <a data-v-3e8b1a47 href="mailto:soporte@cobralo.mx">soporte@cobralo.mx</a></p>
  <p data-v-3e8b1a47>Oficinas: Av. Insurgentes Sur 1602, piso 9, Crédito Constructor, Benito Juárez, 03940 Ciudad de México.</p>
  <p data-v-3e8b1a47>Unidad Especializada de Atención a Usuarios (UNE): <a data-v-3e8b1a47 href="mailto:une@cobralo.mx">une@cobralo.mx</a>. También puedes acudir a la <a data-v-3e8b1a47 href="https://www.condusef.gob.mx/" target="_blank" rel="noopener">CONDUSEF</a>.</p>
</section>
${foot('/contacto')}`;

const blog = `${head('Cómo cobrar con link de pago por WhatsApp | Blog Cóbralo', '/blog/como-cobrar-con-link-de-pago', 'Guía paso a paso para crear y compartir un link de pago.')}
<article data-v-0c9d7e25 class="post">
  <h1 data-v-0c9d7e25>Cómo cobrar con link de pago por WhatsApp</h1>
  <p data-v-0c9d7e25 class="meta">12 de marzo de 2025 · Equipo Cóbralo</p>
  <p data-v-0c9d7e25>Un link de pago es la forma más rápida de cobrar sin terminal ni tienda en línea. Desde tu panel, crea el link, escribe el monto y compártelo por WhatsApp, Instagram o correo.</p>
  <h2 data-v-0c9d7e25>¿Y si ya tengo tienda en línea?</h2>
  <p data-v-0c9d7e25>Si vendes en Shopify, WooCommerce o Tiendanube, instala nuestra app y tus clientes pagarán directo en el checkout. Revisa todas las opciones en <a data-v-0c9d7e25 href="/integraciones">Integraciones</a>.</p>
  <p data-v-0c9d7e25>¿Te ayudamos? Una de nuestras <a data-v-0c9d7e25 href="/aliados">agencias certificadas</a> puede configurarlo por ti.</p>
</article>
${foot('/blog/como-cobrar-con-link-de-pago')}`;

export const site: CorpusSite = {
  domain: 'cobralo.mx',
  covers:
    'Mexican Spanish Nuxt 3 payments fintech on Netlify: integration cards with empty alt (technology), certified agencies in a table (channel), strategic allies bank and foundation as cards (generic); negatives: payment-method icons, customer logos, investors on home and about, CNBV/Banxico regulators, FinTech México membership, press, event sponsorship, CONDUSEF, OCC job board, social links',
  pages: {
    '/': { headers, html: home },
    '/integraciones': { headers, html: integraciones },
    '/aliados': { headers, html: aliados },
    '/nosotros': { headers, html: nosotros },
    '/contacto': { headers, html: contacto },
    '/blog/como-cobrar-con-link-de-pago': { headers, html: blog },
  },
  sitemap: ['/', '/integraciones', '/aliados', '/nosotros', '/contacto', '/blog/como-cobrar-con-link-de-pago'],
  technologies: ['google-tag-manager', 'netlify', 'nuxt-js', 'open-graph', 'vue-js'],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'tiendanube.com': 'technology',
    'wix.com': 'technology',
    'facturin.mx': 'technology',
    'alegra.com': 'technology',
    'paquetazo.mx': 'technology',
    'nopaldigital.mx': 'channel',
    'tlalocstudio.com': 'channel',
    'mtyecommercelab.mx': 'channel',
    'gdlwebco.mx': 'channel',
    'bancoaltiplano.com.mx': 'generic',
    'emprendemx.org': 'generic',
  },
};
