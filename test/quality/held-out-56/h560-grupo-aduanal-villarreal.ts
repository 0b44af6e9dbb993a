import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Netlify',
  'x-nf-request-id': '01HTB7Q2K9M4X8Z3R6V1W5N0PA',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="es-MX" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Grupo Aduanal Villarreal</title>
<link rel="stylesheet" href="/_nuxt/entry.7f3a9c21.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.b4e1d2f8.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/error-404.3c9a1e5b.js">
<script type="module" src="/_nuxt/entry.b4e1d2f8.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:locale" content="es_MX">
<meta property="og:title" content="${title} | Grupo Aduanal Villarreal">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.grupoaduanalvillarreal.com.mx${path}">
<meta property="og:image" content="https://www.grupoaduanalvillarreal.com.mx/img/og-aduana-nuevo-laredo.jpg">
<link rel="canonical" href="https://www.grupoaduanalvillarreal.com.mx${path}">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-PX2V9LD');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body>
<div id="__nuxt"><div data-v-app-layout class="layout">
<header class="site-header" data-v-4a7c2e91>
  <a href="/" class="logo" data-v-4a7c2e91><img src="/img/logo-gav.svg" alt="Grupo Aduanal Villarreal" data-v-4a7c2e91></a>
  <nav data-v-4a7c2e91>
    <a href="/servicios" class="" data-v-4a7c2e91>Servicios</a>
    <a href="/aliados" class="" data-v-4a7c2e91>Red de aliados</a>
    <a href="/nosotros" class="" data-v-4a7c2e91>Nosotros</a>
    <a href="/contacto" class="" data-v-4a7c2e91>Contacto</a>
    <a href="https://www.villarrealcustoms.com/" class="" data-v-4a7c2e91>Oficina Laredo, TX (EN)</a>
  </nav>
</header>
<main class="main">`;

const footer = (payload: string) => `</main>
<footer class="site-footer" data-v-9b3e5f12>
  <div class="cols" data-v-9b3e5f12>
    <div data-v-9b3e5f12><strong>Grupo Aduanal Villarreal, S.C.</strong><br>Patente aduanal 3456 – Aduana de Nuevo Laredo, Veracruz y Manzanillo<br>Av. César López de Lara 2210, Col. Juárez, 88060 Nuevo Laredo, Tamps.</div>
    <div data-v-9b3e5f12>
      <a href="/aviso-de-privacidad" data-v-9b3e5f12>Aviso de privacidad</a>
      <a href="/terminos" data-v-9b3e5f12>Términos y condiciones</a>
      <a href="/bolsa-de-trabajo" data-v-9b3e5f12>Bolsa de trabajo</a>
    </div>
    <div data-v-9b3e5f12>
      <a href="https://www.facebook.com/GrupoAduanalVillarreal" target="_blank" rel="noopener" data-v-9b3e5f12>Facebook</a>
      <a href="https://www.linkedin.com/company/grupo-aduanal-villarreal" target="_blank" rel="noopener" data-v-9b3e5f12>LinkedIn</a>
      <a href="https://wa.me/528671234567" target="_blank" rel="noopener" data-v-9b3e5f12>WhatsApp</a>
    </div>
  </div>
  <p data-v-9b3e5f12>© 2024 Grupo Aduanal Villarreal. Todos los derechos reservados.</p>
</footer>
<div class="cookie-bar" data-v-2c8d6a40><p data-v-2c8d6a40>Usamos cookies para mejorar su experiencia. <a href="/aviso-de-privacidad#cookies" data-v-2c8d6a40>Más información</a></p><button data-v-2c8d6a40>Aceptar</button></div>
</div></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">${payload}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{gtm:{id:"GTM-PX2V9LD"},siteUrl:"https://www.grupoaduanalvillarreal.com.mx"},app:{baseURL:"/",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

type Aliado = {
  slug: string;
  nombre: string;
  tipo: string;
  ciudad: string;
  resumen: string;
  descripcion: string;
  web: string;
  extra?: string;
};

const aliados: Aliado[] = [
  {
    slug: 'transportes-del-norte-fronterizo',
    nombre: 'Transportes del Norte Fronterizo, S.A. de C.V.',
    tipo: 'Aliado transportista',
    ciudad: 'Nuevo Laredo, Tamps.',
    resumen: 'Autotransporte federal y cruces transfronterizos (transfer) Nuevo Laredo – Laredo.',
    descripcion:
      'Flota de 180 tractocamiones con certificación CTPAT y OEA. Realiza nuestros cruces transfronterizos y el transporte nacional de carga seca y refrigerada.',
    web: 'https://www.tdnf.com.mx/',
    extra: '<a href="https://www.facebook.com/TransportesDelNorteFronterizo" target="_blank" rel="noopener">Facebook de TDNF</a>',
  },
  {
    slug: 'sistemas-comex',
    nombre: 'Sistemas COMEX',
    tipo: 'Aliado tecnológico',
    ciudad: 'Monterrey, N.L.',
    resumen: 'Software de pedimentos, Anexo 24 y Anexo 30 integrado con nuestra plataforma.',
    descripcion:
      'Nuestro sistema de validación de pedimentos y el portal de clientes están integrados con la plataforma de Sistemas COMEX, lo que permite a empresas IMMEX llevar su control de inventarios (Anexo 24) en tiempo real.',
    web: 'https://sistemascomex.mx/integraciones/villarreal',
  },
  {
    slug: 'logistica-del-bajio',
    nombre: 'Logística del Bajío',
    tipo: 'Agente de carga',
    ciudad: 'Querétaro, Qro.',
    resumen: 'Consolidación marítima y aérea para importadores del Bajío.',
    descripcion:
      'Agente de carga internacional con oficinas en Querétaro y León. Coordinamos juntos los embarques consolidados LCL desde Asia vía Manzanillo.',
    web: 'https://www.logisticabajio.com.mx/',
  },
  {
    slug: 'frontera-customs-brokers',
    nombre: 'Frontera Customs Brokers LLC',
    tipo: 'Corresponsal aduanal en EE. UU.',
    ciudad: 'Laredo, Texas',
    resumen: 'Agente aduanal estadounidense para el despacho de exportación e importación en Laredo, TX.',
    descripcion:
      'Nuestro corresponsal en el lado estadounidense de la frontera: despacho ante CBP, ISF y fianzas para operaciones de importación a EE. UU.',
    web: 'https://fronteracustomsbrokers.com/es/',
  },
  {
    slug: 'consultoria-arancelaria-ortega',
    nombre: 'Consultoría Arancelaria Ortega',
    tipo: 'Consultor y canal comercial',
    ciudad: 'Ciudad de México',
    resumen: 'Consultoría en clasificación arancelaria, IMMEX y certificación IVA/IEPS.',
    descripcion:
      'Despacho de consultores en comercio exterior que recomienda nuestros servicios de despacho a sus clientes y con el que desarrollamos auditorías preventivas de cumplimiento.',
    web: 'https://www.ortegaconsultoria.mx/',
  },
];

const payload = (extra: object) => JSON.stringify([{ state: 1, once: 2, _errors: 3, serverRendered: 4, path: 5 }, {}, {}, {}, true, extra]);

const detail = (a: Aliado) => `${head(a.nombre, a.resumen, `/aliados/${a.slug}`)}
${nav}
  <article class="aliado-detalle" data-v-6e1f0a73>
    <nav class="breadcrumb" data-v-6e1f0a73><a href="/" data-v-6e1f0a73>Inicio</a> / <a href="/aliados" data-v-6e1f0a73>Red de aliados</a> / ${a.nombre}</nav>
    <span class="badge" data-v-6e1f0a73>${a.tipo}</span>
    <h1 data-v-6e1f0a73>${a.nombre}</h1>
    <p class="ciudad" data-v-6e1f0a73>${a.ciudad}</p>
    <p data-v-6e1f0a73>${a.descripcion}</p>
    <p data-v-6e1f0a73><a href="${a.web}" target="_blank" rel="noopener" class="btn" data-v-6e1f0a73>Sitio web</a> ${a.extra ?? ''}</p>
    <a href="/aliados" data-v-6e1f0a73>← Volver a la red de aliados</a>
  </article>
${footer(payload({ slug: a.slug }))}`;

export const site: CorpusSite = {
  domain: 'grupoaduanalvillarreal.com.mx',
  otherDomains: ['villarrealcustoms.com'],
  covers:
    'Mexican customs broker on Nuxt 3/Netlify: ally directory whose cards only link to on-site detail pages, each detail page carrying the ally website (carrier, software integration, forwarder, US correspondent broker, referring consultant) and one ally social link; association membership, SAT certification, customers, testimonial, US sister domain as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Agencia aduanal en Nuevo Laredo', 'Despacho aduanal de importación y exportación en Nuevo Laredo, Veracruz y Manzanillo desde 1987.', '/')}
${nav}
  <section class="hero" data-v-1d5b7e3c>
    <h1 data-v-1d5b7e3c>Despacho aduanal sin sorpresas</h1>
    <p data-v-1d5b7e3c>Más de 35 años despachando mercancías en la aduana de Nuevo Laredo, la frontera comercial más importante de México.</p>
    <a href="/contacto" class="btn" data-v-1d5b7e3c>Solicitar cotización</a>
  </section>
  <section class="clientes" data-v-1d5b7e3c>
    <h2 data-v-1d5b7e3c>Empresas que confían en nosotros</h2>
    <ul data-v-1d5b7e3c>
      <li data-v-1d5b7e3c><img src="/img/clientes/autopartes-regiomontanas.png" alt="Autopartes Regiomontanas" data-v-1d5b7e3c></li>
      <li data-v-1d5b7e3c><img src="/img/clientes/electrodomesticos-del-norte.png" alt="Electrodomésticos del Norte" data-v-1d5b7e3c></li>
      <li data-v-1d5b7e3c><img src="/img/clientes/agroexport-tamaulipas.png" alt="Agroexport Tamaulipas" data-v-1d5b7e3c></li>
    </ul>
    <blockquote data-v-1d5b7e3c>“Redujimos el tiempo de cruce de nuestros embarques de 3 días a 9 horas.” <cite data-v-1d5b7e3c>Gerente de logística, Autopartes Regiomontanas</cite></blockquote>
  </section>
${footer(payload({}))}`,
    },
    '/aliados': {
      headers,
      html: `${head('Red de aliados', 'Transportistas, agentes de carga, corresponsales y socios tecnológicos que forman nuestra red de aliados.', '/aliados')}
${nav}
  <section class="aliados" data-v-8f2a4c6e>
    <h1 data-v-8f2a4c6e>Red de aliados</h1>
    <p data-v-8f2a4c6e>Para ofrecer un servicio puerta a puerta trabajamos con aliados seleccionados en México y Estados Unidos. Conózcalos:</p>
    <div class="filtros" data-v-8f2a4c6e><button data-v-8f2a4c6e>Todos</button><button data-v-8f2a4c6e>Transporte</button><button data-v-8f2a4c6e>Tecnología</button><button data-v-8f2a4c6e>Corresponsales</button><button data-v-8f2a4c6e>Consultoría</button></div>
    <div class="grid" data-v-8f2a4c6e>
      ${aliados
        .map(
          (a) => `<a href="/aliados/${a.slug}" class="card" data-v-8f2a4c6e>
        <span class="badge" data-v-8f2a4c6e>${a.tipo}</span>
        <h2 data-v-8f2a4c6e>${a.nombre}</h2>
        <p data-v-8f2a4c6e>${a.resumen}</p>
        <span class="ver" data-v-8f2a4c6e>Ver perfil →</span>
      </a>`,
        )
        .join('\n      ')}
    </div>
  </section>
${footer(payload({ aliados: aliados.map((a) => ({ slug: a.slug, nombre: a.nombre, tipo: a.tipo })) }))}`,
    },
    ...Object.fromEntries(aliados.map((a) => [`/aliados/${a.slug}`, { headers, html: detail(a) }])),
    '/nosotros': {
      headers,
      html: `${head('Nosotros', 'Historia, certificaciones y membresías de Grupo Aduanal Villarreal.', '/nosotros')}
${nav}
  <section class="nosotros" data-v-3b7d9f15>
    <h1 data-v-3b7d9f15>Nosotros</h1>
    <p data-v-3b7d9f15>Fundada en 1987 por el agente aduanal Rogelio Villarreal Garza, hoy operamos en tres aduanas con 140 colaboradores.</p>
    <h2 data-v-3b7d9f15>Certificaciones y membresías</h2>
    <ul data-v-3b7d9f15>
      <li data-v-3b7d9f15>Certificación como Operador Económico Autorizado (OEA) otorgada por el <a href="https://www.sat.gob.mx/" target="_blank" data-v-3b7d9f15>SAT</a></li>
      <li data-v-3b7d9f15>Asociados a la <a href="https://www.caaarem.mx/" target="_blank" data-v-3b7d9f15>Confederación de Asociaciones de Agentes Aduanales de la República Mexicana (CAAAREM)</a></li>
      <li data-v-3b7d9f15>ISO 9001:2015</li>
    </ul>
  </section>
${footer(payload({}))}`,
    },
  },
  sitemap: ['/', '/aliados', '/nosotros', ...aliados.map((a) => `/aliados/${a.slug}`)],
  technologies: ['nuxt-js', 'vue-js', 'netlify', 'hsts', 'google-tag-manager', 'open-graph'],
  partners: {
    'tdnf.com.mx': 'generic',
    'sistemascomex.mx': 'technology',
    'logisticabajio.com.mx': 'generic',
    'fronteracustomsbrokers.com': 'generic',
    'ortegaconsultoria.mx': 'channel',
  },
};
