import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8832f1c0bd2a4e1f-QRO',
  'cf-cache-status': 'DYNAMIC',
  vary: 'Accept-Encoding',
};

const brands = [
  { name: 'Nissan', url: 'https://www.nissan.com.mx/', logo: '/img/marcas/nissan.svg', agencias: 3 },
  { name: 'Kia', url: 'https://www.kia.com/mx/', logo: '/img/marcas/kia.svg', agencias: 2 },
  { name: 'MG Motor', url: 'https://www.mgmotor.com.mx/', logo: '/img/marcas/mg.svg', agencias: 1 },
  { name: 'Chevrolet', url: 'https://www.chevrolet.com.mx/', logo: '/img/marcas/chevrolet.svg', agencias: 2 },
  { name: 'BYD', url: 'https://www.byd.com/mx', logo: '/img/marcas/byd.svg', agencias: 1 },
];

const agencias = [
  {
    nombre: 'Nissan Altavista Querétaro',
    marca: 'Nissan',
    ciudad: 'Querétaro, Qro.',
    sitio: 'https://www.nissanaltavista.com.mx/',
    tel: '442 215 3300',
  },
  {
    nombre: 'Nissan Altavista San Juan del Río',
    marca: 'Nissan',
    ciudad: 'San Juan del Río, Qro.',
    sitio: 'https://www.nissanaltavista.com.mx/san-juan-del-rio',
    tel: '427 272 1180',
  },
  {
    nombre: 'Nissan Altavista Celaya',
    marca: 'Nissan',
    ciudad: 'Celaya, Gto.',
    sitio: 'https://www.nissanaltavista.com.mx/celaya',
    tel: '461 614 2090',
  },
  {
    nombre: 'Kia Altavista Querétaro',
    marca: 'Kia',
    ciudad: 'Querétaro, Qro.',
    sitio: 'https://kiaaltavistaqro.mx/',
    tel: '442 688 0100',
  },
  { nombre: 'Kia Altavista León', marca: 'Kia', ciudad: 'León, Gto.', sitio: 'https://kiaaltavistaqro.mx/leon', tel: '477 771 4400' },
  {
    nombre: 'MG Altavista Querétaro',
    marca: 'MG Motor',
    ciudad: 'Querétaro, Qro.',
    sitio: 'https://mgaltavista.mx/',
    tel: '442 502 7700',
  },
  {
    nombre: 'Chevrolet Altavista Bernardo Quintana',
    marca: 'Chevrolet',
    ciudad: 'Querétaro, Qro.',
    sitio: 'https://www.chevroletaltavista.com.mx/',
    tel: '442 192 5500',
  },
  {
    nombre: 'Chevrolet Altavista Irapuato',
    marca: 'Chevrolet',
    ciudad: 'Irapuato, Gto.',
    sitio: 'https://www.chevroletaltavista.com.mx/irapuato',
    tel: '462 635 1010',
  },
  {
    nombre: 'BYD Altavista Querétaro',
    marca: 'BYD',
    ciudad: 'Querétaro, Qro.',
    sitio: 'https://bydaltavista.mx/',
    tel: '442 483 9000',
  },
];

const financieras = [
  { nombre: 'NR Finance México', url: 'https://www.nrfm.com.mx/', logo: '/img/aliados/nr-finance.svg' },
  { nombre: 'BBVA', url: 'https://www.bbva.mx/personas/productos/creditos/credito-automotriz.html', logo: '/img/aliados/bbva.svg' },
  {
    nombre: 'Banorte',
    url: 'https://www.banorte.com/wps/portal/banorte/Home/creditos/credito-automotriz',
    logo: '/img/aliados/banorte.svg',
  },
  {
    nombre: 'Santander',
    url: 'https://www.santander.com.mx/personas/creditos/credito-automotriz.html',
    logo: '/img/aliados/santander.svg',
  },
];

const aseguradoras = [
  { nombre: 'Quálitas', url: 'https://www.qualitas.com.mx/' },
  { nombre: 'GNP Seguros', url: 'https://www.gnp.com.mx/' },
  { nombre: 'AXA', url: 'https://axa.mx/' },
];

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="es-MX">
<head>
<title>${title}</title>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="${description}">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}">
<meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${description}">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://www.grupoaltavista.com.mx/img/og-altavista.jpg">
<meta data-n-head="ssr" property="og:locale" content="es_MX">
<link data-n-head="ssr" rel="canonical" href="https://www.grupoaltavista.com.mx${path}">
<link data-n-head="ssr" rel="icon" type="image/png" href="/favicon.png">
<link rel="preload" href="/_nuxt/runtime.a91c3e2.js" as="script">
<link rel="preload" href="/_nuxt/commons/app.5d7e0b1.js" as="script">
<link rel="preload" href="/_nuxt/app.f3c92a7.js" as="script">
<link rel="stylesheet" href="/_nuxt/css/3b7f1c0.css">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7RZK2M4QXE"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7RZK2M4QXE');</script>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','1184820339912744');fbq('track','PageView');</script>
</head>`;
}

const nav = `
<header data-v-4b1e2d90 class="site-header">
  <a data-v-4b1e2d90 href="/" class="nuxt-link-active logo"><img data-v-4b1e2d90 src="/img/logo-grupo-altavista.svg" alt="Grupo Automotriz Altavista"></a>
  <nav data-v-4b1e2d90 class="menu" aria-label="Menú principal">
    <a data-v-4b1e2d90 href="/autos-nuevos">Autos nuevos</a>
    <a data-v-4b1e2d90 href="/seminuevos">Seminuevos</a>
    <a data-v-4b1e2d90 href="/servicio">Servicio</a>
    <a data-v-4b1e2d90 href="/financiamiento">Financiamiento</a>
    <a data-v-4b1e2d90 href="/marcas">Nuestras marcas</a>
    <a data-v-4b1e2d90 href="/agencias">Agencias</a>
    <a data-v-4b1e2d90 href="/nosotros">Nosotros</a>
    <a data-v-4b1e2d90 href="/contacto">Contacto</a>
  </nav>
  <a data-v-4b1e2d90 href="/contacto?motivo=cotizacion" class="btn-cotiza">Cotiza tu auto</a>
</header>`;

const footer = `
<footer data-v-9c3f7a21 class="site-footer">
  <div data-v-9c3f7a21 class="cols">
    <div data-v-9c3f7a21>
      <h4 data-v-9c3f7a21>Grupo Automotriz Altavista</h4>
      <p data-v-9c3f7a21>Av. Constituyentes 118 Pte., Col. El Marqués, 76047 Santiago de Querétaro, Qro.</p>
      <p data-v-9c3f7a21>Tel. <a data-v-9c3f7a21 href="tel:+524422153300">442 215 3300</a> · <a data-v-9c3f7a21 href="https://wa.me/524421890077" target="_blank" rel="noopener">WhatsApp</a></p>
    </div>
    <div data-v-9c3f7a21>
      <h4 data-v-9c3f7a21>Grupo</h4>
      <ul data-v-9c3f7a21>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="/nosotros">Nosotros</a></li>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="/agencias">Agencias</a></li>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="https://www.occ.com.mx/empleos/de-grupo-automotriz-altavista/" target="_blank" rel="noopener">Bolsa de trabajo</a></li>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="/aviso-de-privacidad">Aviso de privacidad</a></li>
      </ul>
    </div>
    <div data-v-9c3f7a21>
      <h4 data-v-9c3f7a21>Síguenos</h4>
      <ul data-v-9c3f7a21 class="social">
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="https://www.facebook.com/GrupoAltavistaMX" target="_blank" rel="noopener">Facebook</a></li>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="https://www.instagram.com/grupoaltavista.mx" target="_blank" rel="noopener">Instagram</a></li>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="https://www.tiktok.com/@grupoaltavista" target="_blank" rel="noopener">TikTok</a></li>
        <li data-v-9c3f7a21><a data-v-9c3f7a21 href="https://www.youtube.com/@GrupoAltavistaMX" target="_blank" rel="noopener">YouTube</a></li>
      </ul>
    </div>
  </div>
  <p data-v-9c3f7a21 class="legal">Los precios publicados son de contado e incluyen IVA. Consulta condiciones con tu asesor. Para quejas, acude a <a data-v-9c3f7a21 href="https://www.gob.mx/profeco" target="_blank" rel="noopener">PROFECO</a>. © 2024 Grupo Automotriz Altavista S.A. de C.V.</p>
</footer>`;

function page(title: string, description: string, path: string, body: string, data: unknown, tail = ''): string {
  const nuxt = {
    layout: 'default',
    data: [data],
    fetch: {},
    error: null,
    state: { agencias: { lista: [] }, ui: { menuAbierto: false } },
    serverRendered: true,
    routePath: path,
    config: { _app: { basePath: '/', assetsPath: '/_nuxt/', cdnURL: null } },
  };
  return `${head(title, description, path)}
<body>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1184820339912744&amp;ev=PageView&amp;noscript=1"></noscript>
<div data-server-rendered="true" id="__nuxt"><!----><div id="__layout"><div data-v-1d8f0c3e class="layout">
${nav}
<main data-v-1d8f0c3e>
${body}
</main>
${footer}
</div></div></div>
<script>window.__NUXT__=${JSON.stringify(nuxt)};</script>
<script src="/_nuxt/runtime.a91c3e2.js" defer></script><script src="/_nuxt/commons/app.5d7e0b1.js" defer></script><script src="/_nuxt/app.f3c92a7.js" defer></script>${tail}
</body>
</html>`;
}

const brandCards = brands
  .map(
    (b) => `
    <article data-v-6e0a4f11 class="marca-card">
      <img data-v-6e0a4f11 src="${b.logo}" alt="${b.name}">
      <h3 data-v-6e0a4f11>${b.name}</h3>
      <p data-v-6e0a4f11>${b.agencias} ${b.agencias === 1 ? 'agencia' : 'agencias'} en el Bajío</p>
      <a data-v-6e0a4f11 href="${b.url}" target="_blank" rel="noopener">Sitio oficial de ${b.name}</a>
    </article>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'grupoaltavista.com.mx',
  otherDomains: ['nissanaltavista.com.mx', 'kiaaltavistaqro.mx', 'mgaltavista.mx', 'chevroletaltavista.com.mx', 'bydaltavista.mx'],
  covers:
    'Spanish (Mexico) Nuxt/Vue car dealer group behind Cloudflare with an SPA catch-all: brand cards of the car makers it is an authorised dealer for, financing allies and insurers as logo cards and a list, all duplicated in the window.__NUXT__ state (generic); negatives: the group’s own per-dealership domains in an agency directory, award from a brand, Cemefi distinction, testimonials, REPUVE and PROFECO government links, OCC job board, WhatsApp, social links, payment-card logos.',
  catchAll: true,
  pages: {
    '/': {
      headers,
      html: page(
        'Grupo Automotriz Altavista | Autos nuevos y seminuevos en Querétaro y el Bajío',
        'Nueve agencias Nissan, Kia, MG, Chevrolet y BYD en Querétaro y Guanajuato. Autos nuevos, seminuevos certificados, servicio y refacciones.',
        '/',
        `
<section data-v-2a1c7e54 class="hero">
  <h1 data-v-2a1c7e54>Tu próximo auto está en Altavista</h1>
  <p data-v-2a1c7e54>Más de 35 años vendiendo autos en el Bajío. Nueve agencias, cinco marcas y un solo compromiso: que salgas manejando contento.</p>
  <a data-v-2a1c7e54 href="/autos-nuevos" class="btn">Ver autos nuevos</a>
  <a data-v-2a1c7e54 href="/seminuevos" class="btn btn-outline">Seminuevos certificados</a>
</section>
<section data-v-2a1c7e54 class="marcas-strip">
  <h2 data-v-2a1c7e54>Nuestras marcas</h2>
  <ul data-v-2a1c7e54>${brands.map((b) => `<li data-v-2a1c7e54><a data-v-2a1c7e54 href="/marcas"><img data-v-2a1c7e54 src="${b.logo}" alt="${b.name}"></a></li>`).join('')}</ul>
</section>
<section data-v-2a1c7e54 class="promos">
  <h2 data-v-2a1c7e54>Promociones del mes</h2>
  <article data-v-2a1c7e54><h3 data-v-2a1c7e54>Nissan Kicks 2025</h3><p data-v-2a1c7e54>Enganche desde 10% y 12 meses sin intereses.</p></article>
  <article data-v-2a1c7e54><h3 data-v-2a1c7e54>Kia K3 Sedán</h3><p data-v-2a1c7e54>Tasa preferencial y primer servicio sin costo.</p></article>
  <article data-v-2a1c7e54><h3 data-v-2a1c7e54>BYD Dolphin Mini</h3><p data-v-2a1c7e54>Cargador de pared incluido.</p></article>
</section>
<section data-v-2a1c7e54 class="apartado">
  <h2 data-v-2a1c7e54>Aparta tu auto en línea</h2>
  <p data-v-2a1c7e54>Paga tu apartado de $5,000 con tarjeta de crédito o débito.</p>
  <ul data-v-2a1c7e54 class="pagos"><li data-v-2a1c7e54><img data-v-2a1c7e54 src="/img/pagos/visa.svg" alt="Visa"></li><li data-v-2a1c7e54><img data-v-2a1c7e54 src="/img/pagos/mastercard.svg" alt="Mastercard"></li><li data-v-2a1c7e54><img data-v-2a1c7e54 src="/img/pagos/amex.svg" alt="American Express"></li></ul>
</section>
<section data-v-2a1c7e54 class="testimonios">
  <h2 data-v-2a1c7e54>Lo que dicen nuestros clientes</h2>
  <blockquote data-v-2a1c7e54>“Me entregaron mi Kicks en dos días y el asesor me explicó todo el crédito con paciencia.” <cite data-v-2a1c7e54>— Daniela R., Querétaro</cite></blockquote>
  <blockquote data-v-2a1c7e54>“El servicio en Celaya es rápido y honesto.” <cite data-v-2a1c7e54>— Jorge M., Celaya</cite></blockquote>
</section>`,
        { promociones: 3, marcas: brands.map((b) => b.name) },
      ),
    },
    '/marcas': {
      headers,
      html: page(
        'Nuestras marcas | Grupo Automotriz Altavista',
        'Somos distribuidores autorizados de Nissan, Kia, MG Motor, Chevrolet y BYD.',
        '/marcas',
        `
<section data-v-6e0a4f11 class="marcas">
  <h1 data-v-6e0a4f11>Nuestras marcas</h1>
  <p data-v-6e0a4f11>Grupo Altavista es distribuidor autorizado de cinco marcas. Cada agencia cuenta con personal certificado por la marca, refacciones originales y garantía de fábrica.</p>
  <div data-v-6e0a4f11 class="grid">${brandCards}
  </div>
</section>`,
        { marcas: brands },
      ),
    },
    '/agencias': {
      headers,
      html: page(
        'Agencias | Grupo Automotriz Altavista',
        'Encuentra tu agencia Altavista más cercana en Querétaro y Guanajuato.',
        '/agencias',
        `
<section data-v-0b4c8e27 class="agencias">
  <h1 data-v-0b4c8e27>Nuestras agencias</h1>
  <p data-v-0b4c8e27>Cada agencia tiene su propio sitio con inventario, citas de servicio y promociones locales.</p>
  <table data-v-0b4c8e27 class="tabla-agencias">
    <thead data-v-0b4c8e27><tr data-v-0b4c8e27><th data-v-0b4c8e27>Agencia</th><th data-v-0b4c8e27>Marca</th><th data-v-0b4c8e27>Ciudad</th><th data-v-0b4c8e27>Teléfono</th><th data-v-0b4c8e27>Sitio</th></tr></thead>
    <tbody data-v-0b4c8e27>${agencias
      .map(
        (a) =>
          `<tr data-v-0b4c8e27><td data-v-0b4c8e27>${a.nombre}</td><td data-v-0b4c8e27>${a.marca}</td><td data-v-0b4c8e27>${a.ciudad}</td><td data-v-0b4c8e27>${a.tel}</td><td data-v-0b4c8e27><a data-v-0b4c8e27 href="${a.sitio}" target="_blank" rel="noopener">Visitar sitio</a></td></tr>`,
      )
      .join('')}</tbody>
  </table>
</section>`,
        { agencias },
      ),
    },
    '/financiamiento': {
      headers,
      html: page(
        'Financiamiento y seguros | Grupo Automotriz Altavista',
        'Crédito automotriz con nuestras financieras aliadas y seguro con las principales aseguradoras.',
        '/financiamiento',
        `
<section data-v-5f2d9b63 class="financiamiento">
  <h1 data-v-5f2d9b63>Financiamiento a tu medida</h1>
  <p data-v-5f2d9b63>Compara planes de crédito de nuestras financieras aliadas sin salir de la agencia. Tu asesor tramita la solicitud y te da respuesta en menos de 24 horas.</p>
  <h2 data-v-5f2d9b63>Financieras aliadas</h2>
  <div data-v-5f2d9b63 class="aliados">${financieras
    .map(
      (f) =>
        `<a data-v-5f2d9b63 href="${f.url}" target="_blank" rel="noopener" class="aliado"><img data-v-5f2d9b63 src="${f.logo}" alt="${f.nombre}"></a>`,
    )
    .join('')}</div>
  <h2 data-v-5f2d9b63>Aseguradoras con las que trabajamos</h2>
  <p data-v-5f2d9b63>Cotizamos tu seguro de auto con:</p>
  <ul data-v-5f2d9b63>${aseguradoras
    .map((a) => `<li data-v-5f2d9b63><a data-v-5f2d9b63 href="${a.url}" target="_blank" rel="noopener">${a.nombre}</a></li>`)
    .join('')}</ul>
  <h2 data-v-5f2d9b63>Requisitos</h2>
  <ul data-v-5f2d9b63><li data-v-5f2d9b63>Identificación oficial vigente</li><li data-v-5f2d9b63>Comprobante de domicilio reciente</li><li data-v-5f2d9b63>Comprobantes de ingresos de los últimos tres meses</li></ul>
</section>`,
        { financieras, aseguradoras },
      ),
    },
    '/seminuevos': {
      headers,
      html: page(
        'Seminuevos certificados | Grupo Automotriz Altavista',
        'Autos seminuevos revisados en 150 puntos con garantía de 6 meses.',
        '/seminuevos',
        `
<section data-v-8a3e1c05 class="seminuevos">
  <h1 data-v-8a3e1c05>Seminuevos certificados</h1>
  <p data-v-8a3e1c05>Todos nuestros seminuevos pasan una inspección de 150 puntos, tienen factura de origen y se verifican en el <a data-v-8a3e1c05 href="https://www.repuve.gob.mx/" target="_blank" rel="noopener">REPUVE</a>.</p>
  <ul data-v-8a3e1c05 class="inventario">
    <li data-v-8a3e1c05>Nissan Versa Advance 2022 — 38,200 km — $289,900</li>
    <li data-v-8a3e1c05>Kia Seltos EX 2021 — 51,000 km — $369,000</li>
    <li data-v-8a3e1c05>Chevrolet Onix Premier 2023 — 19,500 km — $318,500</li>
  </ul>
</section>`,
        { autos: 3 },
      ),
    },
    '/nosotros': {
      headers,
      html: page(
        'Nosotros | Grupo Automotriz Altavista',
        'Desde 1987 vendemos y damos servicio a autos en Querétaro y el Bajío.',
        '/nosotros',
        `
<section data-v-3c7b5e19 class="nosotros">
  <h1 data-v-3c7b5e19>Nuestra historia</h1>
  <p data-v-3c7b5e19>Don Ernesto Villaseñor abrió la primera agencia en 1987 sobre Av. Constituyentes. Hoy somos más de 620 colaboradores en nueve agencias de Querétaro y Guanajuato.</p>
  <h2 data-v-3c7b5e19>Reconocimientos</h2>
  <ul data-v-3c7b5e19>
    <li data-v-3c7b5e19>Distribuidor del Año Nissan Región Bajío 2023</li>
    <li data-v-3c7b5e19>Distintivo Empresa Socialmente Responsable otorgado por el <a data-v-3c7b5e19 href="https://www.cemefi.org/" target="_blank" rel="noopener">Cemefi</a> por sexto año consecutivo</li>
  </ul>
  <p data-v-3c7b5e19>Conoce las <a data-v-3c7b5e19 href="/marcas">marcas que representamos</a> y a nuestros <a data-v-3c7b5e19 href="/financiamiento">aliados financieros</a>.</p>
</section>`,
        { fundacion: 1987 },
      ),
    },
    '/contacto': {
      headers,
      html: page(
        'Contacto | Grupo Automotriz Altavista',
        'Escríbenos o agenda una prueba de manejo.',
        '/contacto',
        `
<section data-v-7d2e6f48 class="contacto">
  <h1 data-v-7d2e6f48>Contáctanos</h1>
  <form data-v-7d2e6f48 id="form-contacto" method="post" action="/api/leads">
    <label data-v-7d2e6f48>Nombre <input data-v-7d2e6f48 type="text" name="nombre" required></label>
    <label data-v-7d2e6f48>Teléfono <input data-v-7d2e6f48 type="tel" name="telefono" required></label>
    <label data-v-7d2e6f48>Correo <input data-v-7d2e6f48 type="email" name="correo"></label>
    <label data-v-7d2e6f48>Marca de interés
      <select data-v-7d2e6f48 name="marca">${brands.map((b) => `<option data-v-7d2e6f48>${b.name}</option>`).join('')}</select>
    </label>
    <label data-v-7d2e6f48>Mensaje <textarea data-v-7d2e6f48 name="mensaje"></textarea></label>
    <button data-v-7d2e6f48 type="submit">Enviar</button>
    <p data-v-7d2e6f48 class="recaptcha-note">Este sitio está protegido por reCAPTCHA y aplican la Política de privacidad y los Términos de servicio de Google.</p>
  </form>
</section>`,
        { formulario: 'contacto' },
        '<script src="https://www.google.com/recaptcha/api.js?render=6LdQ4yEqAAAAAKp1s9X0mW2fJrT7vB3nYc8eZ5aH" async defer></script>',
      ),
    },
  },
  sitemap: ['/', '/marcas', '/agencias', '/financiamiento', '/seminuevos', '/nosotros', '/contacto'],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'google-analytics', 'google-tag-manager', 'facebook-pixel', 'recaptcha', 'open-graph'],
  partners: {
    'nissan.com.mx': 'generic',
    'kia.com': 'generic',
    'mgmotor.com.mx': 'generic',
    'chevrolet.com.mx': 'generic',
    'byd.com': 'generic',
    'nrfm.com.mx': 'generic',
    'bbva.mx': 'generic',
    'banorte.com': 'generic',
    'santander.com.mx': 'generic',
    'qualitas.com.mx': 'generic',
    'gnp.com.mx': 'generic',
    'axa.mx': 'generic',
  },
};
