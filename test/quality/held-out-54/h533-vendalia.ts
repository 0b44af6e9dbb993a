import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'mad1::iad1::8x2kq-1713950112345-5c1d2e3f4a5b',
  'x-vercel-cache': 'HIT',
};

const BUILD = 'kQ3v9Xw2LmT7pR1sZ8yHn';

const head = (title: string, description: string, path: string) =>
  `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://vendalia.io${path}"/><meta property="og:site_name" content="Vendalia"/><meta property="og:locale" content="es_ES"/><meta property="og:image" content="https://images.ctfassets.net/v3nd4l1a9x2q/5Hk2aB9/0c1d/og-vendalia.png"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:site" content="@vendaliaio"/><link rel="canonical" href="https://vendalia.io${path}"/><link rel="preload" href="/_next/static/media/c9a5bc6a7c948fb0-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/8e1f0a2b3c4d5e6f.css" data-precedence="next"/><script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script><script src="/_next/static/chunks/webpack-5f0e1d2c3b4a5968.js" defer=""></script><script src="/_next/static/chunks/framework-f66176bb897dc684.js" defer=""></script><script src="/_next/static/chunks/main-a1b2c3d4e5f60718.js" defer=""></script><script src="/_next/static/chunks/pages/_app-0f9e8d7c6b5a4938.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script><script async src="https://cdn.segment.com/analytics.js/v1/Qm7rT2xP9kLw/analytics.min.js"></script><script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/26481937.js"></script></head>`;

const nav = `<body><div id="__next"><header class="Header_header__x7Qp2"><a class="Header_logo__a1B2c" href="/"><img alt="Vendalia" src="https://images.ctfassets.net/v3nd4l1a9x2q/1aB2cD3/9f8e/vendalia-logo.svg" width="132" height="32"/></a><nav class="Header_nav__k9L0m"><a href="/plataforma">Plataforma</a><a href="/precios">Precios</a><a href="/clientes">Clientes</a><a href="/partners">Partners</a><a href="https://docs.vendalia.io">Desarrolladores</a><a href="/demo" class="Button_primary__q1W2e">Pide una demo</a></nav></header><main>`;

const footer = `</main><footer class="Footer_footer__r5T6y"><div class="Footer_cols__u7I8o"><div><img alt="Vendalia" src="https://images.ctfassets.net/v3nd4l1a9x2q/1aB2cD3/9f8e/vendalia-logo-white.svg" width="120" height="28"/><p>Plataforma de comercio headless para marcas que venden en España y Latinoamérica.</p></div><div><h4>Producto</h4><a href="/plataforma">Plataforma</a><a href="/precios">Precios</a><a href="https://docs.vendalia.io">Documentación</a><a href="https://status.vendalia.io">Estado del servicio</a></div><div><h4>Empresa</h4><a href="/sobre-nosotros">Sobre nosotros</a><a href="/empleo">Empleo</a><a href="/partners">Programa de partners</a><a href="/blog">Blog</a><a href="/prensa">Prensa</a></div><div><h4>Síguenos</h4><a href="https://www.linkedin.com/company/vendalia" target="_blank" rel="noreferrer">LinkedIn</a><a href="https://x.com/vendaliaio" target="_blank" rel="noreferrer">X</a><a href="https://github.com/vendalia" target="_blank" rel="noreferrer">GitHub</a></div></div><div class="Footer_legal__p9O0i"><span>© 2024 Vendalia Commerce S.L. · Calle de Alcalá 120, 28009 Madrid</span><a href="/legal/aviso-legal">Aviso legal</a><a href="/legal/privacidad">Privacidad</a><a href="/legal/cookies">Política de cookies</a></div></footer></div>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps }, page, query: {}, buildId: BUILD, isFallback: false, gsp: true, locale: 'es', locales: ['es'], defaultLocale: 'es', scriptLoader: [] })}</script></body></html>`;

const agencies = [
  {
    slug: 'norte-digital',
    name: 'Norte Digital',
    city: 'Bilbao, España',
    tier: 'Gold',
    website: 'https://www.norte-digital.es',
    summary: 'Implantaciones headless para retail de moda y deporte.',
  },
  {
    slug: 'pixel-y-punto',
    name: 'Pixel y Punto',
    city: 'Valencia, España',
    tier: 'Gold',
    website: 'https://pixelypunto.com',
    summary: 'Diseño y desarrollo de storefronts con Next.js.',
  },
  {
    slug: 'marea',
    name: 'Agencia Marea',
    city: 'Ciudad de México, México',
    tier: 'Silver',
    website: 'https://agenciamarea.mx/',
    summary: 'Migraciones desde VTEX y Magento para marcas mexicanas.',
  },
  {
    slug: 'lumbre-studio',
    name: 'Lumbre Studio',
    city: 'Madrid, España',
    tier: 'Silver',
    website: 'https://lumbre.studio',
    summary: 'Estrategia de producto digital y UX para e-commerce.',
  },
  {
    slug: 'tres-doce',
    name: 'Tres Doce',
    city: 'Buenos Aires, Argentina',
    tier: 'Registered',
    website: 'https://www.tresdoce.com.ar',
    summary: 'Integraciones con ERP y marketplaces en el Cono Sur.',
  },
];

const integrations = [
  { slug: 'stripe', name: 'Stripe', category: 'Pagos', website: 'https://stripe.com/es', summary: 'Pagos con tarjeta, Bizum y wallets.' },
  {
    slug: 'adyen',
    name: 'Adyen',
    category: 'Pagos',
    website: 'https://www.adyen.com/es_ES',
    summary: 'Pagos unificados online y en tienda.',
  },
  {
    slug: 'contentful',
    name: 'Contentful',
    category: 'CMS',
    website: 'https://www.contentful.com',
    summary: 'Contenido editorial junto a tu catálogo.',
  },
  {
    slug: 'algolia',
    name: 'Algolia',
    category: 'Búsqueda',
    website: 'https://www.algolia.com',
    summary: 'Búsqueda y merchandising en tiempo real.',
  },
  {
    slug: 'sendcloud',
    name: 'Sendcloud',
    category: 'Envíos',
    website: 'https://www.sendcloud.es',
    summary: 'Etiquetas y seguimiento con más de 80 transportistas.',
  },
  { slug: 'holded', name: 'Holded', category: 'ERP', website: 'https://www.holded.com/es', summary: 'Facturación y stock sincronizados.' },
  {
    slug: 'klaviyo',
    name: 'Klaviyo',
    category: 'Email',
    website: 'https://www.klaviyo.com',
    summary: 'Eventos de catálogo y carrito para tus flujos.',
  },
];

const agencyCard = (a: (typeof agencies)[number]) =>
  `<li class="PartnerCard_card__m3N4b"><span class="PartnerCard_tier__z1X2c">${a.tier}</span><h3>${a.name}</h3><p class="PartnerCard_city__v5B6n">${a.city}</p><p>${a.summary}</p><a href="/partners/${a.slug}">Ver perfil →</a></li>`;

const integrationCard = (i: (typeof integrations)[number]) =>
  `<li class="IntegrationCard_card__h7J8k"><img alt="${i.name}" src="https://images.ctfassets.net/v3nd4l1a9x2q/int-${i.slug}/a1b2/${i.slug}.svg" width="48" height="48"/><div><h3>${i.name}</h3><span class="IntegrationCard_cat__l9K0j">${i.category}</span><p>${i.summary}</p></div></li>`;

const detail = (slug: string, about: string) => {
  const a = agencies.find((x) => x.slug === slug);
  if (!a) throw new Error(slug);
  return {
    html: `${head(`${a.name} · Partner de Vendalia`, `${a.name}: agencia partner ${a.tier} de Vendalia en ${a.city}.`, `/partners/${a.slug}`)}${nav}<article class="PartnerDetail_wrap__c3V4b"><a href="/partners">← Volver al directorio</a><span class="PartnerCard_tier__z1X2c">Partner ${a.tier}</span><h1>${a.name}</h1><p class="PartnerDetail_city__n5M6q">${a.city}</p><div class="PartnerDetail_body__a7S8d">${about}</div><dl><dt>Sitio web</dt><dd><a href="${a.website}" target="_blank" rel="noopener">${a.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></dd><dt>Servicios</dt><dd>Implantación, migración, soporte</dd></dl></article>${footer}${nextData('/partners/[slug]', { partner: a })}`,
    headers,
  };
};

export const site: CorpusSite = {
  domain: 'vendalia.io',
  covers:
    'Spanish headless-commerce platform on Next.js/Vercel with Contentful assets: partner directory whose agency cards link only to internal profile pages (two profiles served) while __NEXT_DATA__ carries every agency and integration website; investors, customer logos and own docs/status subdomains as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Vendalia · Plataforma de comercio headless', 'Catálogo, pedidos y checkout por API para marcas que venden en España y Latinoamérica.', '/')}${nav}<section class="Hero_hero__d1F2g"><h1>Comercio headless sin complicaciones</h1><p>Catálogo, precios, pedidos y checkout por API. Tu front, tus reglas.</p><a href="/demo">Pide una demo</a><a href="https://docs.vendalia.io/quickstart">Empieza a construir</a></section><section class="Logos_logos__g3H4j"><h2>Marcas que ya venden con Vendalia</h2><ul><li><img alt="Calzados Ríos" src="https://images.ctfassets.net/v3nd4l1a9x2q/cli-rios/1/rios.svg"/></li><li><img alt="Olivar de Baena" src="https://images.ctfassets.net/v3nd4l1a9x2q/cli-olivar/1/olivar.svg"/></li><li><img alt="Bicis Mistral" src="https://images.ctfassets.net/v3nd4l1a9x2q/cli-mistral/1/mistral.svg"/></li></ul></section><section class="Investors_inv__k5L6z"><h2>Respaldados por</h2><p>En 2023 cerramos una ronda seed de 4 M€ liderada por <a href="https://www.mesetacapital.com" target="_blank" rel="noreferrer">Meseta Capital</a>, con la participación de business angels del sector.</p></section><section class="CTA_cta__x7C8v"><h2>¿Eres agencia?</h2><p>Únete a nuestro <a href="/partners">programa de partners</a> y accede a formación, leads y un entorno sandbox.</p></section>${footer}${nextData('/', { hero: { title: 'Comercio headless sin complicaciones' } })}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners · Vendalia', 'Agencias certificadas e integraciones tecnológicas del ecosistema Vendalia.', '/partners')}${nav}<section class="Partners_header__q2W3e"><h1>Ecosistema de partners</h1><p>Encuentra una agencia certificada para tu proyecto o conecta Vendalia con las herramientas que ya usas.</p><div role="tablist" class="Partners_tabs__r4T5y"><button role="tab" aria-selected="true">Agencias certificadas</button><button role="tab" aria-selected="false">Integraciones</button></div></section><section class="Partners_agencies__u6I7o"><h2>Agencias certificadas</h2><ul class="Partners_grid__p8O9a">${agencies.map(agencyCard).join('')}</ul></section><section class="Partners_integrations__s0D1f"><h2>Integraciones tecnológicas</h2><p>Conectores nativos mantenidos por Vendalia y nuestros partners tecnológicos.</p><ul class="Partners_grid__p8O9a">${integrations.map(integrationCard).join('')}</ul></section><section class="Partners_join__g2H3j"><h2>¿Quieres ser partner?</h2><p>Escríbenos a <a href="mailto:partners@vendalia.io">partners@vendalia.io</a>.</p></section>${footer}${nextData('/partners', { agencies, integrations })}`,
    },
    '/partners/norte-digital': detail(
      'norte-digital',
      '<p>Norte Digital es una agencia bilbaína con más de 40 implantaciones de comercio headless. Partner Gold de Vendalia desde 2022.</p>',
    ),
    '/partners/marea': detail(
      'marea',
      '<p>Agencia Marea acompaña a marcas mexicanas en su migración a arquitecturas composable, con equipo en CDMX y Guadalajara.</p>',
    ),
    '/clientes': {
      headers,
      html: `${head('Clientes · Vendalia', 'Casos de éxito de marcas que venden con Vendalia.', '/clientes')}${nav}<section><h1>Casos de éxito</h1><article><h3>Calzados Ríos multiplica por 3 la velocidad de su tienda</h3><p>Nuevo storefront en Next.js implantado con Norte Digital.</p><a href="https://www.calzadosrios.es" target="_blank" rel="noreferrer">calzadosrios.es</a></article><article><h3>Olivar de Baena abre mercado en México</h3><p>Un catálogo, dos países, precios en MXN y EUR.</p><a href="https://olivardebaena.com" target="_blank" rel="noreferrer">olivardebaena.com</a></article><blockquote>«Con Vendalia lanzamos un país nuevo en seis semanas.» <cite>Lucía Ferrer, CEO de Olivar de Baena</cite></blockquote></section>${footer}${nextData('/clientes', {})}`,
    },
    '/empleo': {
      headers,
      html: `${head('Empleo · Vendalia', 'Trabaja en Vendalia: equipo remoto con oficina en Madrid.', '/empleo')}${nav}<section><h1>Únete al equipo</h1><p>Somos 28 personas repartidas entre Madrid, Sevilla y remoto. Consulta nuestras ofertas en <a href="https://www.linkedin.com/company/vendalia/jobs" target="_blank" rel="noreferrer">LinkedIn Jobs</a>.</p><ul><li>Backend Engineer (Go) · Remoto</li><li>Partner Manager LATAM · CDMX</li></ul></section>${footer}${nextData('/empleo', {})}`,
    },
  },
  sitemap: ['/', '/plataforma', '/precios', '/clientes', '/partners', '/partners/norte-digital', '/partners/marea', '/empleo', '/blog'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'open-graph', 'contentful', 'segment', 'hubspot'],
  partners: {
    'norte-digital.es': 'channel',
    'pixelypunto.com': 'channel',
    'agenciamarea.mx': 'channel',
    'lumbre.studio': 'channel',
    'tresdoce.com.ar': 'channel',
    'stripe.com': 'technology',
    'adyen.com': 'technology',
    'contentful.com': 'technology',
    'algolia.com': 'technology',
    'sendcloud.es': 'technology',
    'holded.com': 'technology',
    'klaviyo.com': 'technology',
  },
};
