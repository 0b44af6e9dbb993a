import type { CorpusSite } from '../corpus/types.js';

const ORIGIN = 'https://www.kontali.com.mx';
const CTF = 'https://images.ctfassets.net/q8w2x9y1z3a4';
const BUILD = 'kx8Vq2N3pLr5Tz0aB1c9d';

/** one React Server Components flight chunk, as Next.js App Router inlines it */
const flight = (row: string) => `<script>self.__next_f.push([1,${JSON.stringify(row)}])</script>`;

const vercelHeaders = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'iad1::qro1::8nq4w-1714061234567-3f9d2c1b7a6e',
  'x-nextjs-prerender': '1',
  'strict-transport-security': 'max-age=63072000',
  vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding',
  age: '2381',
};

const nav = `<header class="sticky top-0 z-40 border-b bg-white/90 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between px-6"><a href="/" class="flex items-center gap-2"><img alt="Kontali" loading="lazy" width="128" height="32" decoding="async" src="${CTF}/5Yt2wQ8rN1mK3pL7vX9zA4/0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f/kontali-logo.svg"/></a><nav class="hidden gap-8 text-sm font-medium md:flex"><a href="/producto">Producto</a><a href="/precios">Precios</a><a href="/integraciones">Integraciones</a><a href="/clientes">Clientes</a><a href="/blog">Blog</a></nav><div class="flex gap-3"><a href="https://app.kontali.com.mx/login" class="text-sm">Iniciar sesión</a><a href="https://app.kontali.com.mx/registro" class="rounded-md bg-emerald-600 px-4 py-2 text-sm text-white">Prueba gratis</a></div></div></header>`;

const footer = `<footer class="bg-slate-950 text-slate-300"><div class="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-6 py-16 md:grid-cols-4"><div><p class="font-semibold text-white">Producto</p><ul><li><a href="/producto/cfdi-4-0">CFDI 4.0</a></li><li><a href="/producto/complemento-de-pago">Complemento de pago</a></li><li><a href="/producto/complemento-carta-porte">Carta Porte</a></li><li><a href="/api">API de timbrado</a></li></ul></div><div><p class="font-semibold text-white">Empresa</p><ul><li><a href="/nosotros">Nosotros</a></li><li><a href="/prensa">Prensa</a></li><li><a href="https://kontali.recruitee.com/" target="_blank" rel="noreferrer">Empleos</a></li></ul></div><div><p class="font-semibold text-white">Red comercial</p><ul><li><a href="/distribuidores">Encuentra un distribuidor</a></li><li><a href="/integraciones">Integraciones</a></li></ul></div><div><p class="font-semibold text-white">Síguenos</p><ul><li><a href="https://www.linkedin.com/company/kontali-mx" target="_blank" rel="noreferrer">LinkedIn</a></li><li><a href="https://x.com/kontalimx" target="_blank" rel="noreferrer">X</a></li><li><a href="https://www.youtube.com/@kontalimx" target="_blank" rel="noreferrer">YouTube</a></li></ul><p class="mt-4 text-xs">Kontali Tecnologías Fiscales, S.A.P.I. de C.V. · Proveedor Autorizado de Certificación No. 58213 autorizado por el <a href="https://www.sat.gob.mx/" target="_blank" rel="noreferrer">SAT</a></p></div></div></footer>`;

const doc = (opts: { title: string; description: string; pageChunk: string; body: string; flightRows: string[] }) =>
  `<!DOCTYPE html><html lang="es-MX"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/_next/static/css/8f2a1c3e4b5d6f70.css" data-precedence="next"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-5c1e2f3a4b6d7e8f.js"/><script src="/_next/static/chunks/fd9d1056-2b3c4d5e6f7a8b9c.js" async=""></script><script src="/_next/static/chunks/main-app-0a1b2c3d4e5f6a7b.js" async=""></script><script src="/_next/static/chunks/app/${opts.pageChunk}" async=""></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-PX4R2MZ" async=""></script><title>${opts.title}</title><meta name="description" content="${opts.description}"/><meta property="og:title" content="${opts.title}"/><meta property="og:description" content="${opts.description}"/><meta property="og:image" content="${CTF}/2hGf6pQ1sT8uV0wX3yZ5aB/7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b/og-kontali.png?w=1200&amp;h=630"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="48x48"/><script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script></head><body class="__className_3a7f2c antialiased">${nav}<main>${opts.body}</main>${footer}<script src="/_next/static/chunks/webpack-5c1e2f3a4b6d7e8f.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>${flight('1:HL["/_next/static/css/8f2a1c3e4b5d6f70.css","style"]\n')}${flight(`2:I["2972",["972","static/chunks/972-4b1e8f2a3c5d7e90.js","931","static/chunks/app/${opts.pageChunk}"],""]\n`)}${opts.flightRows.map(flight).join('')}${flight(`0:["${BUILD}",[[["",{"children":["__PAGE__",{}]},"$undefined","$undefined",true],["",["$","$L5",null,{}],null],[null,"$L6"]]]]\n`)}</body></html>`;

interface Integration {
  nombre: string;
  slug: string;
  categoria: string;
  dominio: string;
  sitio: string;
  destacada: boolean;
  descripcion: string;
}

const integrations: Integration[] = [
  {
    nombre: 'Shopify',
    slug: 'shopify',
    categoria: 'E-commerce',
    dominio: 'shopify.com',
    sitio: 'https://www.shopify.com/mx',
    destacada: true,
    descripcion: 'Factura automáticamente cada pedido de tu tienda.',
  },
  {
    nombre: 'Mercado Libre',
    slug: 'mercado-libre',
    categoria: 'E-commerce',
    dominio: 'mercadolibre.com.mx',
    sitio: 'https://www.mercadolibre.com.mx/',
    destacada: true,
    descripcion: 'Emite CFDI de tus ventas en Mercado Libre sin capturas manuales.',
  },
  {
    nombre: 'WooCommerce',
    slug: 'woocommerce',
    categoria: 'E-commerce',
    dominio: 'woocommerce.com',
    sitio: 'https://woocommerce.com/',
    destacada: false,
    descripcion: 'Plugin oficial para WordPress y WooCommerce.',
  },
  {
    nombre: 'Tiendanube',
    slug: 'tiendanube',
    categoria: 'E-commerce',
    dominio: 'tiendanube.com',
    sitio: 'https://www.tiendanube.com/mx',
    destacada: false,
    descripcion: 'Autofactura para tus clientes desde el panel de Tiendanube.',
  },
  {
    nombre: 'CONTPAQi',
    slug: 'contpaqi',
    categoria: 'ERP y contabilidad',
    dominio: 'contpaqi.com',
    sitio: 'https://www.contpaqi.com/',
    destacada: true,
    descripcion: 'Sincroniza tus CFDI con CONTPAQi Contabilidad.',
  },
  {
    nombre: 'Aspel',
    slug: 'aspel',
    categoria: 'ERP y contabilidad',
    dominio: 'aspel.com.mx',
    sitio: 'https://www.aspel.com.mx/',
    destacada: false,
    descripcion: 'Importa facturas a Aspel COI y SAE.',
  },
  {
    nombre: 'SAP Business One',
    slug: 'sap-business-one',
    categoria: 'ERP y contabilidad',
    dominio: 'sap.com',
    sitio: 'https://www.sap.com/latinamerica/products/erp/business-one.html',
    destacada: false,
    descripcion: 'Add-on certificado para SAP Business One.',
  },
  {
    nombre: 'Odoo',
    slug: 'odoo',
    categoria: 'ERP y contabilidad',
    dominio: 'odoo.com',
    sitio: 'https://www.odoo.com/es_ES',
    destacada: false,
    descripcion: 'Módulo de localización mexicana con timbrado Kontali.',
  },
  {
    nombre: 'Oracle NetSuite',
    slug: 'netsuite',
    categoria: 'ERP y contabilidad',
    dominio: 'netsuite.com',
    sitio: 'https://www.netsuite.com/portal/mx/home.shtml',
    destacada: false,
    descripcion: 'SuiteApp para timbrado y cancelación desde NetSuite.',
  },
  {
    nombre: 'Conekta',
    slug: 'conekta',
    categoria: 'Pagos',
    dominio: 'conekta.com',
    sitio: 'https://conekta.com/',
    destacada: false,
    descripcion: 'Genera el complemento de pago al confirmarse un cobro.',
  },
  {
    nombre: 'Clip',
    slug: 'clip',
    categoria: 'Pagos',
    dominio: 'clip.mx',
    sitio: 'https://clip.mx/',
    destacada: false,
    descripcion: 'Factura las ventas de tu terminal Clip.',
  },
  {
    nombre: 'Stripe',
    slug: 'stripe',
    categoria: 'Pagos',
    dominio: 'stripe.com',
    sitio: 'https://stripe.com/mx',
    destacada: false,
    descripcion: 'Facturas para suscripciones cobradas con Stripe Billing.',
  },
  {
    nombre: 'Zapier',
    slug: 'zapier',
    categoria: 'Automatización',
    dominio: 'zapier.com',
    sitio: 'https://zapier.com/apps/kontali/integrations',
    destacada: true,
    descripcion: 'Conecta Kontali con más de 6,000 apps.',
  },
  {
    nombre: 'Make',
    slug: 'make',
    categoria: 'Automatización',
    dominio: 'make.com',
    sitio: 'https://www.make.com/en/integrations/kontali',
    destacada: false,
    descripcion: 'Escenarios de facturación sin código.',
  },
];

const logo = (slug: string) => `${CTF}/3kLm${slug.length}Qw7Er/${slug}-logo-${slug.length * 7}a1f.svg`;

const integrationCard = (i: Integration) =>
  `<a href="/integraciones/${i.slug}" class="group flex flex-col rounded-xl border p-6 hover:shadow-lg"><img alt="${i.nombre}" loading="lazy" width="48" height="48" decoding="async" src="${logo(i.slug)}"/><h3 class="mt-4 font-semibold">${i.nombre}</h3><p class="text-sm text-slate-600">${i.descripcion}</p><span class="mt-auto text-xs text-slate-400">${i.dominio}</span></a>`;

interface Distribuidor {
  nombre: string;
  estado: string;
  ciudad: string;
  web: string | null;
  nivel: string;
}

const distribuidores: Distribuidor[] = [
  {
    nombre: 'Contadores Digitales, S.A. de C.V.',
    estado: 'Ciudad de México',
    ciudad: 'Benito Juárez',
    web: 'https://contadoresdigitales.mx/',
    nivel: 'Platino',
  },
  {
    nombre: 'Grupo Fiscalia Consultores',
    estado: 'Ciudad de México',
    ciudad: 'Miguel Hidalgo',
    web: 'https://www.fiscalia.com.mx/',
    nivel: 'Oro',
  },
  { nombre: 'Timbra Occidente', estado: 'Jalisco', ciudad: 'Zapopan', web: 'https://timbraoccidente.com.mx/', nivel: 'Oro' },
  {
    nombre: 'Norte Sistemas Administrativos',
    estado: 'Nuevo León',
    ciudad: 'Monterrey',
    web: 'https://www.nortesistemas.mx/',
    nivel: 'Plata',
  },
  { nombre: 'Soluciones Contables del Sureste', estado: 'Yucatán', ciudad: 'Mérida', web: null, nivel: 'Plata' },
  { nombre: 'Despacho Arriaga & Asociados', estado: 'Puebla', ciudad: 'Puebla', web: null, nivel: 'Registrado' },
  { nombre: 'Frontera ERP', estado: 'Baja California', ciudad: 'Tijuana', web: 'https://fronteraerp.mx/', nivel: 'Plata' },
];

const distributorRow = (d: Distribuidor) => {
  const web = d.web
    ? `<a href="${ORIGIN}/go?to=${encodeURIComponent(d.web)}&amp;src=distribuidores" target="_blank" rel="noopener">Sitio web</a>`
    : d.nombre.startsWith('Soluciones')
      ? '<span>scsureste.com</span>'
      : '<span class="text-slate-400">Contacto por teléfono</span>';
  return `<tr class="border-b"><td class="py-3 font-medium">${d.nombre}</td><td>${d.ciudad}, ${d.estado}</td><td><span class="rounded bg-amber-100 px-2 text-xs">${d.nivel}</span></td><td>${web}</td></tr>`;
};

const featured = integrations.filter((i) => i.destacada);

export const site: CorpusSite = {
  domain: 'kontali.com.mx',
  otherDomains: [],
  covers:
    'Mexican-Spanish e-invoicing SaaS on Next.js App Router with Contentful: integrations page whose server HTML renders only the featured tab while all integrations (with domains) are in self.__next_f RSC flight data, a distributors table with tiers and outbound /go?to= redirect links (one domain only written, one without web) linked only from the footer, and traps in the SAT authority, investors, customers, press, a blog post naming Amazon and job/social links.',
  pages: {
    '/': { status: 301, redirect: `${ORIGIN}/` },
    [`${ORIGIN}/`]: {
      headers: vercelHeaders,
      html: doc({
        title: 'Kontali | Facturación electrónica CFDI 4.0 para empresas',
        description: 'Timbra, cancela y concilia tus CFDI 4.0 en segundos. PAC autorizado por el SAT.',
        pageChunk: 'page-7a3c1e9f0b2d4e6a.js',
        body: `<section class="mx-auto max-w-7xl px-6 py-24 text-center"><h1 class="text-5xl font-bold tracking-tight">Facturación electrónica sin dolores de cabeza</h1><p class="mx-auto mt-6 max-w-2xl text-lg text-slate-600">Timbra CFDI 4.0, complementos de pago y Carta Porte desde la web, tu ERP o nuestra API.</p><div class="mt-10 flex justify-center gap-4"><a href="https://app.kontali.com.mx/registro" class="rounded-md bg-emerald-600 px-6 py-3 text-white">Empieza gratis</a><a href="/precios" class="rounded-md border px-6 py-3">Ver precios</a></div></section><section class="border-y bg-slate-50 py-12"><p class="text-center text-sm uppercase tracking-wide text-slate-500">Más de 18,000 empresas facturan con Kontali</p><div class="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-10 opacity-70"><img alt="Farmacias del Bajío" loading="lazy" width="120" height="40" src="${CTF}/9aBc1De2Fg/farmacias-bajio.svg"/><img alt="Transportes Olmeca" loading="lazy" width="120" height="40" src="${CTF}/9aBc1De2Fh/transportes-olmeca.svg"/><img alt="Café Tacuba Tostadores" loading="lazy" width="120" height="40" src="${CTF}/9aBc1De2Fi/cafe-tacuba.svg"/></div></section><section class="mx-auto max-w-7xl px-6 py-20"><h2 class="text-3xl font-bold">Conectado con las herramientas que ya usas</h2><div class="mt-8 grid grid-cols-2 gap-6 md:grid-cols-4">${featured.map(integrationCard).join('')}</div><a href="/integraciones" class="mt-8 inline-block font-medium text-emerald-700">Ver todas las integraciones →</a></section>`,
        flightRows: [
          `6:[["$","meta","0",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","title","1",{"children":"Kontali | Facturación electrónica CFDI 4.0 para empresas"}]]\n`,
          '5:["$","main",null,{"children":"$L7"}]\n',
        ],
      }),
    },
    [`${ORIGIN}/integraciones`]: {
      html: doc({
        title: 'Integraciones | Kontali',
        description: 'Conecta Kontali con tu tienda en línea, ERP, pasarela de pagos o herramienta de automatización.',
        pageChunk: 'integraciones/page-2b1f8c4d6e0a3f57.js',
        body: `<section class="mx-auto max-w-7xl px-6 py-16"><h1 class="text-4xl font-bold">Integraciones</h1><p class="mt-4 max-w-2xl text-slate-600">Kontali se conecta con las plataformas de comercio electrónico, ERPs, pasarelas de pago y herramientas de automatización más usadas en México. Todas las integraciones están certificadas por nuestro equipo y por el socio tecnológico.</p><div role="tablist" class="mt-10 flex gap-2 border-b"><button role="tab" aria-selected="true" class="border-b-2 border-emerald-600 px-4 py-2">Destacadas</button><button role="tab" aria-selected="false" class="px-4 py-2">E-commerce</button><button role="tab" aria-selected="false" class="px-4 py-2">ERP y contabilidad</button><button role="tab" aria-selected="false" class="px-4 py-2">Pagos</button><button role="tab" aria-selected="false" class="px-4 py-2">Automatización</button></div><div role="tabpanel" class="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">${featured.map(integrationCard).join('')}</div><div class="mt-16 rounded-2xl bg-emerald-50 p-10"><h2 class="text-2xl font-semibold">¿Desarrollas software?</h2><p class="mt-2">Usa nuestra <a href="/api" class="underline">API de timbrado</a> o escríbenos a <a href="mailto:alianzas@kontali.com.mx" class="underline">alianzas@kontali.com.mx</a> para convertirte en socio tecnológico.</p></div></section>`,
        flightRows: [
          '3:I["4821",["931","static/chunks/app/integraciones/page-2b1f8c4d6e0a3f57.js"],"IntegrationsExplorer"]\n',
          `7:["$","$L3",null,{"titulo":"Integraciones","categorias":["Destacadas","E-commerce","ERP y contabilidad","Pagos","Automatización"],"integraciones":${JSON.stringify(
            integrations.map((i) => ({ ...i, logo: { url: logo(i.slug), contentType: 'image/svg+xml' } })),
          )},"categoriaInicial":"Destacadas"}]\n`,
          '6:[["$","meta","0",{"name":"viewport","content":"width=device-width, initial-scale=1"}],["$","title","1",{"children":"Integraciones | Kontali"}]]\n',
        ],
      }),
    },
    [`${ORIGIN}/distribuidores`]: {
      html: doc({
        title: 'Distribuidores autorizados | Kontali',
        description: 'Encuentra un distribuidor autorizado Kontali cerca de ti para implementación y soporte.',
        pageChunk: 'distribuidores/page-9e0f1a2b3c4d5e6f.js',
        body: `<section class="mx-auto max-w-5xl px-6 py-16"><h1 class="text-4xl font-bold">Distribuidores autorizados</h1><p class="mt-4 text-slate-600">Nuestros distribuidores te ayudan con la contratación, la implementación y el soporte de Kontali en tu región. Todos están certificados por nuestro equipo.</p><table class="mt-10 w-full text-left text-sm"><thead><tr class="border-b text-slate-500"><th class="py-2">Distribuidor</th><th>Ubicación</th><th>Nivel</th><th>Web</th></tr></thead><tbody>${distribuidores.map(distributorRow).join('')}</tbody></table><p class="mt-10 text-sm">¿Eres despacho contable y quieres revender Kontali? <a href="/distribuidores/registro" class="underline">Regístrate como distribuidor</a>.</p></section>`,
        flightRows: [
          `7:["$","section",null,{"className":"mx-auto max-w-5xl px-6 py-16","children":[["$","h1",null,{"children":"Distribuidores autorizados"}],["$","$L8",null,{"distribuidores":${JSON.stringify(distribuidores)}}]]}]\n`,
        ],
      }),
    },
    [`${ORIGIN}/clientes`]: {
      html: doc({
        title: 'Clientes | Kontali',
        description: 'Empresas de todos los tamaños facturan con Kontali.',
        pageChunk: 'clientes/page-1c2d3e4f5a6b7c8d.js',
        body: `<section class="mx-auto max-w-7xl px-6 py-16"><h1 class="text-4xl font-bold">Casos de éxito</h1><div class="mt-10 grid gap-8 md:grid-cols-3"><article class="rounded-xl border p-6"><img alt="Farmacias del Bajío" src="${CTF}/9aBc1De2Fg/farmacias-bajio.svg" width="120" height="40"/><h2 class="mt-4 font-semibold">Farmacias del Bajío redujo 80 % el tiempo de facturación</h2><a href="/clientes/farmacias-del-bajio">Leer caso</a></article><article class="rounded-xl border p-6"><img alt="Transportes Olmeca" src="${CTF}/9aBc1De2Fh/transportes-olmeca.svg" width="120" height="40"/><h2 class="mt-4 font-semibold">Transportes Olmeca timbra 40,000 Cartas Porte al mes</h2><a href="https://www.transportesolmeca.com.mx/" target="_blank" rel="noopener">transportesolmeca.com.mx</a></article><article class="rounded-xl border p-6"><img alt="Café Tacuba Tostadores" src="${CTF}/9aBc1De2Fi/cafe-tacuba.svg" width="120" height="40"/><h2 class="mt-4 font-semibold">Café Tacuba factura sus ventas de Shopify en automático</h2><a href="/clientes/cafe-tacuba">Leer caso</a></article></div></section>`,
        flightRows: ['7:["$","section",null,{"children":"$L9"}]\n'],
      }),
    },
    [`${ORIGIN}/nosotros`]: {
      html: doc({
        title: 'Nosotros | Kontali',
        description: 'Somos un PAC mexicano fundado en Guadalajara en 2016.',
        pageChunk: 'nosotros/page-6f5e4d3c2b1a0f9e.js',
        body: `<section class="mx-auto max-w-4xl px-6 py-16"><h1 class="text-4xl font-bold">Nosotros</h1><p class="mt-6">Kontali nació en Guadalajara en 2016 para que facturar dejara de ser un trámite. Hoy somos más de 120 personas en Guadalajara y Ciudad de México.</p><h2 class="mt-12 text-2xl font-semibold">Inversionistas</h2><p>Nuestra Serie A de 2022 fue liderada por <a href="https://www.allvp.vc/" target="_blank" rel="noopener">ALLVP</a> con participación de <a href="https://www.kaszek.com/" target="_blank" rel="noopener">Kaszek</a> y <a href="https://500.co/" target="_blank" rel="noopener">500 Global</a>.</p><h2 class="mt-12 text-2xl font-semibold">Certificaciones</h2><ul class="list-disc pl-6"><li>Proveedor Autorizado de Certificación (PAC) por el SAT desde 2017</li><li>ISO/IEC 27001:2022</li></ul></section>`,
        flightRows: ['7:["$","section",null,{"children":"$La"}]\n'],
      }),
    },
    [`${ORIGIN}/prensa`]: {
      html: doc({
        title: 'Prensa | Kontali',
        description: 'Kontali en los medios.',
        pageChunk: 'prensa/page-0a9b8c7d6e5f4a3b.js',
        body: `<section class="mx-auto max-w-4xl px-6 py-16"><h1 class="text-4xl font-bold">Kontali en los medios</h1><ul class="mt-8 space-y-4"><li><a href="https://www.elfinanciero.com.mx/empresas/2023/05/18/kontali-serie-a/" target="_blank" rel="noopener">El Financiero – Kontali levanta Serie A para digitalizar la facturación de pymes</a></li><li><a href="https://expansion.mx/tecnologia/2024/01/22/startups-fiscales-mexico" target="_blank" rel="noopener">Expansión – Las startups que simplifican el SAT</a></li></ul></section>`,
        flightRows: ['7:["$","section",null,{"children":"$Lb"}]\n'],
      }),
    },
    [`${ORIGIN}/blog/facturar-ventas-marketplaces`]: {
      html: doc({
        title: 'Cómo facturar tus ventas en marketplaces | Blog Kontali',
        description: 'Guía para emitir CFDI de ventas en Amazon y otros marketplaces.',
        pageChunk: 'blog/[slug]/page-3e4f5a6b7c8d9e0f.js',
        body: `<article class="prose mx-auto max-w-3xl px-6 py-16"><h1>Cómo facturar tus ventas en marketplaces</h1><p>Si vendes en <a href="https://www.amazon.com.mx/" target="_blank" rel="noopener">Amazon México</a> o en <a href="https://www.liverpool.com.mx/tienda/marketplace" target="_blank" rel="noopener">Liverpool Marketplace</a>, el marketplace retiene IVA e ISR, pero la factura a tu cliente sigue siendo tu responsabilidad.</p><p>En este artículo explicamos cómo emitir una factura global al público en general y cuándo conviene facturar cada pedido.</p></article>`,
        flightRows: ['7:["$","article",null,{"children":"$Lc"}]\n'],
      }),
    },
  },
  sitemap: [
    `${ORIGIN}/`,
    `${ORIGIN}/integraciones`,
    `${ORIGIN}/distribuidores`,
    `${ORIGIN}/clientes`,
    `${ORIGIN}/nosotros`,
    `${ORIGIN}/prensa`,
    `${ORIGIN}/blog/facturar-ventas-marketplaces`,
  ],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'contentful',
    'google-tag-manager',
    'hsts',
    'priority-hints',
    'recruitee',
    'open-graph',
  ],
  partners: {
    'shopify.com': 'technology',
    'mercadolibre.com.mx': 'technology',
    'woocommerce.com': 'technology',
    'tiendanube.com': 'technology',
    'contpaqi.com': 'technology',
    'aspel.com.mx': 'technology',
    'sap.com': 'technology',
    'odoo.com': 'technology',
    'netsuite.com': 'technology',
    'conekta.com': 'technology',
    'clip.mx': 'technology',
    'stripe.com': 'technology',
    'zapier.com': 'technology',
    'make.com': 'technology',
    'contadoresdigitales.mx': 'channel',
    'fiscalia.com.mx': 'channel',
    'timbraoccidente.com.mx': 'channel',
    'nortesistemas.mx': 'channel',
    'scsureste.com': 'channel',
    'fronteraerp.mx': 'channel',
  },
};
