import type { CorpusSite } from '../corpus/types.js';

// Nopalstack: Mexican developer platform (API de facturación electrónica CFDI 4.0 y conciliación). Astro 4 on
// Cloudflare Pages, Sanity images, Plausible, Algolia DocSearch preconnect. Integrations directory rendered as an
// Astro island whose partner websites live only in the serialized props attribute, two integration guides with
// links; implementer directory paginated over /socios and /socios/2; "PAC aliado" supplier; association
// membership; SDK registries, GitHub, investors, SAT, customers and job board as negatives.

const HEADERS: Record<string, string> = {
  server: 'cloudflare',
  'cf-ray': '8936b2e41d7a1f08-QRO',
  'cf-cache-status': 'DYNAMIC',
  'content-type': 'text/html; charset=utf-8',
  'access-control-allow-origin': '*',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const CID = 'data-astro-cid-sckkx6r4';
const CID2 = 'data-astro-cid-3ef6ksr2';
const SANITY = 'https://cdn.sanity.io/images/p9x2k4lm/production';

function layout(path: string, title: string, desc: string, body: string, css = 'index.B3x9kQ2m.css'): string {
  return `<!DOCTYPE html><html lang="es-MX" ${CID}><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="generator" content="Astro v4.8.6"><title>${title}</title><meta name="description" content="${desc}"><link rel="canonical" href="https://nopalstack.mx${path}"><meta property="og:type" content="website"><meta property="og:locale" content="es_MX"><meta property="og:title" content="${title}"><meta property="og:description" content="${desc}"><meta property="og:image" content="${SANITY}/4f1c9a0e2d7b83c65a1e0f9d2b4c7a8e3f6d1b0c-1200x630.png?fm=png"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:site" content="@nopalstack"><link rel="sitemap" href="/sitemap-index.xml"><link rel="preconnect" href="https://XK2P9QWJ4T-dsn.algolia.net" crossorigin><link rel="preload" href="/fonts/geist-variable.woff2" as="font" type="font/woff2" crossorigin><script defer data-domain="nopalstack.mx" src="https://plausible.io/js/plausible.js"></script><link rel="stylesheet" href="/_astro/_slug_.Dq2LmX8e.css"><link rel="stylesheet" href="/_astro/${css}"><style>.site-header[data-astro-cid-sckkx6r4]{position:sticky;top:0;z-index:50;background:#ffffffeb;backdrop-filter:saturate(180%) blur(12px);border-bottom:1px solid #e7ece9}.wrap[data-astro-cid-sckkx6r4]{max-width:1160px;margin-inline:auto;padding-inline:1.5rem}.site-header[data-astro-cid-sckkx6r4] .wrap{display:flex;align-items:center;justify-content:space-between;height:4.25rem;gap:2rem}nav[data-astro-cid-sckkx6r4] ul{display:flex;gap:1.75rem;list-style:none;margin:0;padding:0}nav[data-astro-cid-sckkx6r4] a{color:#1d2b24;font-weight:500;font-size:.95rem;text-decoration:none}nav[data-astro-cid-sckkx6r4] a:hover{color:#2f9e44}.actions[data-astro-cid-sckkx6r4]{display:flex;align-items:center;gap:.75rem}.docsearch-btn[data-astro-cid-sckkx6r4]{display:inline-flex;align-items:center;gap:.5rem;padding:.4rem .75rem;border:1px solid #d8e0dc;border-radius:.5rem;background:#f6f8f7;color:#5b6b63;font:inherit;font-size:.875rem;cursor:pointer}.docsearch-btn[data-astro-cid-sckkx6r4] kbd{font-family:inherit;font-size:.75rem;padding:.05rem .35rem;border-radius:.25rem;background:#fff;border:1px solid #d8e0dc}.btn[data-astro-cid-sckkx6r4]{display:inline-flex;align-items:center;gap:.4rem;padding:.6rem 1.05rem;border-radius:.6rem;font-weight:600;font-size:.95rem;text-decoration:none;transition:background .15s,transform .15s}.btn.primary[data-astro-cid-sckkx6r4]{background:#2f9e44;color:#fff}.btn.primary[data-astro-cid-sckkx6r4]:hover{background:#2b8a3e;transform:translateY(-1px)}.btn.ghost[data-astro-cid-sckkx6r4]{color:#1d2b24;border:1px solid #d8e0dc}.hero[data-astro-cid-sckkx6r4]{padding:6rem 0 4rem;background:radial-gradient(60rem 30rem at 80% -10%,#d3f9d8 0,transparent 60%)}.two[data-astro-cid-sckkx6r4]{display:grid;grid-template-columns:1fr 1fr;gap:3rem;align-items:center}.grid3[data-astro-cid-sckkx6r4]{display:grid;grid-template-columns:repeat(3,1fr);gap:1.5rem}.eyebrow[data-astro-cid-sckkx6r4]{font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#2f9e44}h1[data-astro-cid-sckkx6r4]{font-size:clamp(2.2rem,4.5vw,3.4rem);line-height:1.08;letter-spacing:-.02em;margin:.5rem 0 1rem}.lead[data-astro-cid-sckkx6r4]{font-size:1.15rem;color:#4a5a52;max-width:42rem}.code[data-astro-cid-sckkx6r4]{background:#0b1215;color:#d5e3dc;border-radius:.9rem;padding:1.4rem 1.5rem;overflow:auto;font:500 .86rem/1.65 'Geist Mono',ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 20px 50px -20px #0b121566}.code[data-astro-cid-sckkx6r4] .k{color:#8ce99a}.code .s{color:#ffd8a8}.code .c{color:#6b7f76}.logos[data-astro-cid-sckkx6r4]{padding:2.5rem 0;border-block:1px solid #eef2f0}.logos[data-astro-cid-sckkx6r4] ul{display:flex;flex-wrap:wrap;justify-content:center;gap:2.5rem;list-style:none;margin:1rem 0 0;padding:0}.logos[data-astro-cid-sckkx6r4] img{height:2.25rem;width:auto;opacity:.65;filter:grayscale(1)}.features[data-astro-cid-sckkx6r4]{padding:5rem 1.5rem}.band[data-astro-cid-sckkx6r4]{background:#f3f7f4;padding:4.5rem 0}.page-hero[data-astro-cid-sckkx6r4]{padding:4.5rem 0 2.5rem}.cards[data-astro-cid-sckkx6r4]{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:1rem;list-style:none;margin:1.5rem 0;padding:0}.card[data-astro-cid-sckkx6r4]{display:flex;gap:1rem;padding:1.25rem;border:1px solid #e3e9e6;border-radius:.9rem;background:#fff}.card-title[data-astro-cid-sckkx6r4]{font-size:1.05rem;margin:0}.badge[data-astro-cid-sckkx6r4]{display:inline-block;font-size:.72rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;background:#ebfbee;color:#2b8a3e}.badge.muted[data-astro-cid-sckkx6r4]{background:#f1f3f5;color:#495057}.badge.gold{background:#fff3bf;color:#8a6d00}.chip[data-astro-cid-sckkx6r4]{padding:.4rem .85rem;border-radius:999px;border:1px solid #d8e0dc;background:#fff;font:inherit;font-size:.875rem;cursor:pointer}.chip.active[data-astro-cid-sckkx6r4]{background:#0b1215;color:#fff;border-color:#0b1215}.partners[data-astro-cid-sckkx6r4]{display:grid;grid-template-columns:repeat(3,1fr);gap:1.25rem;list-style:none;padding:0}.partner[data-astro-cid-sckkx6r4]{border:1px solid #e3e9e6;border-radius:.9rem;padding:1.25rem 1.4rem}.partner-head[data-astro-cid-sckkx6r4]{display:flex;justify-content:space-between;align-items:baseline;gap:.75rem}.partner[data-astro-cid-sckkx6r4] h2{font-size:1.05rem;margin:0}.loc[data-astro-cid-sckkx6r4]{color:#6b7f76;font-size:.9rem}.pagination[data-astro-cid-sckkx6r4]{display:flex;gap:.5rem;justify-content:center;margin:2rem 0}.pagination[data-astro-cid-sckkx6r4] a,.pagination[data-astro-cid-sckkx6r4] span{padding:.4rem .8rem;border-radius:.5rem;border:1px solid #e3e9e6}.pagination[data-astro-cid-sckkx6r4] [aria-current]{background:#0b1215;color:#fff}.prose[data-astro-cid-sckkx6r4]{max-width:46rem;padding-block:2rem 4rem}.prose[data-astro-cid-sckkx6r4] h2{margin-top:2.5rem}.pricing[data-astro-cid-sckkx6r4] .price{border:1px solid #e3e9e6;border-radius:1rem;padding:2rem}.pricing[data-astro-cid-sckkx6r4] .featured{border-color:#2f9e44;box-shadow:0 0 0 3px #d3f9d8}.amount[data-astro-cid-sckkx6r4]{font-size:2rem;font-weight:800}.site-footer[data-astro-cid-sckkx6r4]{background:#0b1215;color:#b7c6bf;padding:4rem 0 2rem;margin-top:4rem}.site-footer[data-astro-cid-sckkx6r4] a{color:#e6f0eb}.site-footer[data-astro-cid-sckkx6r4] .grid{display:grid;grid-template-columns:2fr 1fr 1fr 1fr;gap:2rem}.site-footer[data-astro-cid-sckkx6r4] .h{color:#fff;font-weight:700}.site-footer[data-astro-cid-sckkx6r4] ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}.site-footer[data-astro-cid-sckkx6r4] .bottom{display:flex;justify-content:space-between;border-top:1px solid #23302a;margin-top:2.5rem;padding-top:1.5rem;font-size:.85rem}.social[data-astro-cid-sckkx6r4]{display:flex!important;gap:1rem!important}.skip[data-astro-cid-sckkx6r4]{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;z-index:100}@media (max-width:860px){.two[data-astro-cid-sckkx6r4],.grid3[data-astro-cid-sckkx6r4],.partners[data-astro-cid-sckkx6r4],.site-footer[data-astro-cid-sckkx6r4] .grid{grid-template-columns:1fr}nav[data-astro-cid-sckkx6r4]{display:none}}</style><script type="module" src="/_astro/hoisted.Cx0rT4aP.js"></script></head><body ${CID}><a href="#contenido" class="skip" ${CID}>Saltar al contenido</a>
<header class="site-header" ${CID2}><div class="wrap" ${CID2}><a href="/" class="logo" aria-label="Nopalstack inicio" ${CID2}><svg width="150" height="28" viewBox="0 0 150 28" aria-hidden="true" ${CID2}><rect x="2" y="4" width="12" height="20" rx="6" fill="#2f9e44"></rect><rect x="10" y="10" width="10" height="6" rx="3" fill="#2f9e44"></rect><text x="26" y="20" font-size="17" font-weight="700" fill="#0b1215">nopalstack</text></svg></a><nav aria-label="Principal" ${CID2}><ul ${CID2}><li ${CID2}><a href="/producto" ${CID2}>Producto</a></li><li ${CID2}><a href="/precios" ${CID2}>Precios</a></li><li ${CID2}><a href="/integraciones" ${CID2}>Integraciones</a></li><li ${CID2}><a href="/socios" ${CID2}>Socios</a></li><li ${CID2}><a href="https://docs.nopalstack.mx" ${CID2}>Docs</a></li><li ${CID2}><a href="/blog" ${CID2}>Blog</a></li></ul></nav><div class="actions" ${CID2}><button class="docsearch-btn" type="button" aria-label="Buscar en la documentación" ${CID2}>Buscar <kbd ${CID2}>⌘K</kbd></button><a href="https://dashboard.nopalstack.mx/login" class="btn ghost" ${CID2}>Entrar</a><a href="https://dashboard.nopalstack.mx/registro" class="btn primary" ${CID2}>Crear cuenta gratis</a></div></div></header>
<main id="contenido" ${CID}>${body}<section class="band newsletter" ${CID}><div class="wrap two" ${CID}><div ${CID}><h2 ${CID}>Únete a la comunidad</h2><p ${CID}>Más de 3,000 desarrolladores en nuestro Discord comparten dudas del SAT, snippets y cambios en los catálogos. Cada mes publicamos un resumen de cambios regulatorios y del producto.</p><a class="btn ghost" href="https://discord.gg/nopalstack" ${CID}>Entrar al Discord</a></div><form class="subscribe" action="/api/newsletter" method="post" ${CID}><label for="nl" ${CID}>Boletín mensual para desarrolladores</label><input id="nl" type="email" name="email" placeholder="tu@empresa.mx" required ${CID}><button class="btn primary" type="submit" ${CID}>Suscribirme</button><p class="small" ${CID}>Sin spam. Puedes darte de baja cuando quieras. Consulta nuestro <a href="/legal/privacidad" ${CID}>aviso de privacidad</a>.</p></form></div></section></main>
<footer class="site-footer" ${CID2}><div class="wrap grid" ${CID2}><div ${CID2}><p class="tagline" ${CID2}>Facturación electrónica para desarrolladores. Hecho en Guadalajara.</p><p ${CID2}>Nopalstack, S.A.P.I. de C.V.<br>Av. Chapultepec Sur 480, Piso 6, Col. Americana, 44160 Guadalajara, Jal.</p><p ${CID2}><a href="mailto:hola@nopalstack.mx" ${CID2}>hola@nopalstack.mx</a> · <a href="tel:+523338801200" ${CID2}>+52 33 3880 1200</a></p></div><div ${CID2}><p class="h" ${CID2}>Producto</p><ul ${CID2}><li><a href="/producto">API de facturación</a></li><li><a href="/producto/conciliacion">Conciliación bancaria</a></li><li><a href="/precios">Precios</a></li><li><a href="https://status.nopalstack.mx">Estado del servicio</a></li><li><a href="/changelog">Changelog</a></li></ul></div><div ${CID2}><p class="h" ${CID2}>Desarrolladores</p><ul ${CID2}><li><a href="https://docs.nopalstack.mx">Documentación</a></li><li><a href="https://docs.nopalstack.mx/api">Referencia de la API</a></li><li><a href="https://www.npmjs.com/package/@nopalstack/node">SDK Node.js (npm)</a></li><li><a href="https://pypi.org/project/nopalstack/">SDK Python (PyPI)</a></li><li><a href="https://github.com/nopalstack">GitHub</a></li></ul></div><div ${CID2}><p class="h" ${CID2}>Empresa</p><ul ${CID2}><li><a href="/nosotros">Nosotros</a></li><li><a href="/socios">Programa de socios</a></li><li><a href="/empleos">Empleos</a></li><li><a href="/legal/privacidad">Aviso de privacidad</a></li><li><a href="/legal/terminos">Términos y condiciones</a></li></ul></div></div><div class="wrap bottom" ${CID2}><p ${CID2}>© 2024 Nopalstack. Proveedor de software para emisión de CFDI. El timbrado se realiza a través de un PAC autorizado por el <a href="https://www.sat.gob.mx" target="_blank" rel="noopener" ${CID2}>SAT</a>.</p><ul class="social" ${CID2}><li><a href="https://github.com/nopalstack" aria-label="GitHub">GitHub</a></li><li><a href="https://x.com/nopalstack" aria-label="X">X</a></li><li><a href="https://www.linkedin.com/company/nopalstack" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://discord.gg/nopalstack" aria-label="Discord">Discord</a></li><li><a href="https://www.youtube.com/@nopalstack" aria-label="YouTube">YouTube</a></li></ul></div></footer>
</body></html>`;
}

interface Integ {
  slug: string;
  name: string;
  cat: string;
  desc: string;
  url: string;
  guide?: boolean;
  oficial: boolean;
}
const INTEGS: Integ[] = [
  {
    slug: 'shopify',
    name: 'Shopify',
    cat: 'E-commerce',
    desc: 'App pública: tus clientes generan su factura desde el pedido.',
    url: 'https://www.shopify.com/mx',
    guide: true,
    oficial: true,
  },
  {
    slug: 'vtex',
    name: 'VTEX',
    cat: 'E-commerce',
    desc: 'Conector para VTEX IO con autofactura y cancelaciones.',
    url: 'https://vtex.com/es-mx/',
    oficial: true,
  },
  {
    slug: 'woocommerce',
    name: 'WooCommerce',
    cat: 'E-commerce',
    desc: 'Plugin de WordPress con portal de autofacturación.',
    url: 'https://woocommerce.com',
    oficial: true,
  },
  {
    slug: 'tiendanube',
    name: 'Tiendanube',
    cat: 'E-commerce',
    desc: 'App en la tienda de aplicaciones de Tiendanube.',
    url: 'https://www.tiendanube.com',
    oficial: false,
  },
  {
    slug: 'mercado-libre',
    name: 'Mercado Libre',
    cat: 'Marketplaces',
    desc: 'Factura automática de ventas en Mercado Libre México.',
    url: 'https://www.mercadolibre.com.mx',
    oficial: true,
  },
  {
    slug: 'amazon-mx',
    name: 'Amazon Seller Central',
    cat: 'Marketplaces',
    desc: 'Descarga de órdenes y facturación en lote.',
    url: 'https://sell.amazon.com.mx',
    oficial: false,
  },
  {
    slug: 'odoo',
    name: 'Odoo',
    cat: 'ERP y contabilidad',
    desc: 'Módulo de localización mexicana con timbrado vía Nopalstack.',
    url: 'https://www.odoo.com/es_ES',
    oficial: false,
  },
  {
    slug: 'sap-business-one',
    name: 'SAP Business One',
    cat: 'ERP y contabilidad',
    desc: 'Add-on certificado para emisión y complementos de pago.',
    url: 'https://www.sap.com/mexico/products/erp/business-one.html',
    oficial: false,
  },
  {
    slug: 'contpaqi',
    name: 'CONTPAQi',
    cat: 'ERP y contabilidad',
    desc: 'Sincroniza CFDI emitidos con CONTPAQi Contabilidad.',
    url: 'https://www.contpaqi.com',
    guide: true,
    oficial: true,
  },
  {
    slug: 'aspel',
    name: 'Aspel COI',
    cat: 'ERP y contabilidad',
    desc: 'Exporta pólizas contables en formato Aspel.',
    url: 'https://www.aspel.com.mx',
    oficial: true,
  },
  {
    slug: 'alegra',
    name: 'Alegra',
    cat: 'ERP y contabilidad',
    desc: 'Envía facturas emitidas a tu contabilidad en Alegra.',
    url: 'https://www.alegra.com/mexico/',
    oficial: false,
  },
  {
    slug: 'stripe',
    name: 'Stripe',
    cat: 'Pagos',
    desc: 'Factura automática al confirmar un pago o suscripción.',
    url: 'https://stripe.com/mx',
    oficial: true,
  },
  {
    slug: 'conekta',
    name: 'Conekta',
    cat: 'Pagos',
    desc: 'Webhooks de Conekta → CFDI con complemento de pago.',
    url: 'https://www.conekta.com',
    oficial: true,
  },
  {
    slug: 'clip',
    name: 'Clip',
    cat: 'Pagos',
    desc: 'Factura ventas de terminal Clip desde el ticket.',
    url: 'https://clip.mx',
    oficial: false,
  },
  {
    slug: 'mercado-pago',
    name: 'Mercado Pago',
    cat: 'Pagos',
    desc: 'Conciliación de cobros y facturación global.',
    url: 'https://www.mercadopago.com.mx',
    oficial: true,
  },
  {
    slug: 'openpay',
    name: 'Openpay',
    cat: 'Pagos',
    desc: 'Factura cargos y suscripciones de Openpay.',
    url: 'https://www.openpay.mx',
    oficial: false,
  },
  {
    slug: 'belvo',
    name: 'Belvo',
    cat: 'Banca abierta',
    desc: 'Lee movimientos bancarios para conciliar facturas cobradas.',
    url: 'https://belvo.com/es/',
    oficial: true,
  },
  {
    slug: 'zapier',
    name: 'Zapier',
    cat: 'Automatización',
    desc: 'Disparadores y acciones para emitir y cancelar CFDI.',
    url: 'https://zapier.com/apps/nopalstack/integrations',
    oficial: true,
  },
  {
    slug: 'make',
    name: 'Make',
    cat: 'Automatización',
    desc: 'Módulos oficiales para escenarios de facturación.',
    url: 'https://www.make.com/en/integrations/nopalstack',
    oficial: true,
  },
  {
    slug: 'n8n',
    name: 'n8n',
    cat: 'Automatización',
    desc: 'Nodo comunitario mantenido por socios.',
    url: 'https://n8n.io',
    oficial: false,
  },
];

// Astro island props serialization: [0, value] for primitives, [1, array] for arrays
const ser = (v: unknown): unknown => {
  if (Array.isArray(v)) return [1, v.map(ser)];
  if (v && typeof v === 'object') return [0, Object.fromEntries(Object.entries(v).map(([k, x]) => [k, ser(x)]))];
  return [0, v];
};
const attr = (o: unknown) => JSON.stringify(o).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const cats = Array.from(new Set(INTEGS.map((i) => i.cat)));
const islandProps = attr(
  Object.fromEntries(
    Object.entries({
      items: INTEGS.map(({ slug, name, cat, desc, url, oficial }) => ({ slug, name, cat, desc, url, oficial })),
      categories: cats,
    }).map(([k, v]) => [k, ser(v)]),
  ),
);

const integraciones = layout(
  '/integraciones',
  'Integraciones | Nopalstack',
  'Conecta Nopalstack con Shopify, VTEX, Mercado Libre, CONTPAQi, Odoo, Stripe, Conekta y más. Integraciones oficiales y de la comunidad.',
  `<section class="page-hero" ${CID}><div class="wrap" ${CID}><p class="eyebrow" ${CID}>Integraciones</p><h1 ${CID}>Factura desde donde ya vendes</h1><p class="lead" ${CID}>Integraciones oficiales mantenidas por Nopalstack y conectores construidos por nuestros socios. ¿Necesitas otra? Usa la <a href="https://docs.nopalstack.mx/api">API</a> o pídela en <a href="https://github.com/nopalstack/roadmap/discussions">GitHub Discussions</a>.</p></div></section>
<section class="wrap" ${CID}><astro-island uid="Z2kq9Lm" prefix="r1" component-url="/_astro/IntegrationDirectory.C8vN2xQe.js" component-export="default" renderer-url="/_astro/client.Bq3vT0k9.js" props="${islandProps}" ssr client="load" opts="{&quot;name&quot;:&quot;IntegrationDirectory&quot;,&quot;value&quot;:true}" await-children><div class="directory"><div class="filters" role="tablist"><button role="tab" aria-selected="true" class="chip active">Todas (${INTEGS.length})</button>${cats.map((c) => `<button role="tab" aria-selected="false" class="chip">${c} (${INTEGS.filter((i) => i.cat === c).length})</button>`).join('')}</div><label class="toggle"><input type="checkbox" name="oficial"/> Solo oficiales</label><ul class="cards">${INTEGS.map(
    (i) =>
      `<li class="card" data-cat="${i.cat}"><img src="${SANITY}/${(i.slug.length * 104729).toString(16)}e7a1b0c3d5f2e8a9c4b1d0e6f3a7c2b5d8e1f4a9-256x256.png?w=96&amp;h=96&amp;fm=webp" alt="" width="48" height="48" loading="lazy"/><div><h2 class="card-title">${i.name}</h2><p class="card-cat">${i.cat}${i.oficial ? ' · <span class="badge">Oficial</span>' : ' · <span class="badge muted">Comunidad</span>'}</p><p>${i.desc}</p>${i.guide ? `<a href="/integraciones/${i.slug}" class="more">Ver guía</a>` : `<a href="https://docs.nopalstack.mx/integraciones/${i.slug}" class="more">Documentación</a>`}</div></li>`,
  ).join('')}</ul></div><!--astro:end--></astro-island></section>
<section class="band" ${CID}><div class="wrap two" ${CID}><div ${CID}><h2 ${CID}>SDKs oficiales</h2><p ${CID}>Node.js, Python, PHP, Ruby y Go. Todos de código abierto.</p><pre class="code" ${CID}><code>npm install @nopalstack/node
pip install nopalstack
composer require nopalstack/nopalstack-php</code></pre></div><div ${CID}><h2 ${CID}>¿Construiste un conector?</h2><p ${CID}>Publícalo en el directorio y únete al <a href="/socios" ${CID}>programa de socios</a> como socio tecnológico.</p></div></div></section>`,
  'integraciones.Dk3pQ9xL.css',
);

function guia(slug: string, pasos: string[], notas: string): string {
  const i = INTEGS.find((x) => x.slug === slug)!;
  return layout(
    `/integraciones/${slug}`,
    `${i.name} + Nopalstack | Guía de integración`,
    `${i.desc} Guía paso a paso para conectar ${i.name} con Nopalstack.`,
    `<section class="page-hero" ${CID}><div class="wrap" ${CID}><nav class="crumbs" ${CID}><a href="/integraciones">Integraciones</a> / ${i.name}</nav><h1 ${CID}>${i.name} + Nopalstack</h1><p class="lead" ${CID}>${i.desc}</p><p ${CID}><a class="btn primary" href="${i.url}" target="_blank" rel="noopener">Ir a ${i.name}</a> <a class="btn ghost" href="https://docs.nopalstack.mx/integraciones/${slug}">Documentación técnica</a></p></div></section>
<section class="wrap prose" ${CID}><h2>Antes de empezar</h2><p>Necesitas una cuenta de Nopalstack con tu Certificado de Sello Digital (CSD) cargado y una cuenta activa en ${i.name}.</p><h2>Pasos</h2><ol>${pasos.map((p) => `<li>${p}</li>`).join('')}</ol><h2>Notas</h2>${notas}<p>¿Prefieres que alguien lo configure por ti? Consulta el <a href="/socios">directorio de socios implementadores</a>.</p></section>`,
    'guia.Bw8kP2zR.css',
  );
}

const shopify = guia(
  'shopify',
  [
    'Instala la app “Nopalstack Facturación” desde la Shopify App Store.',
    'Conecta tu cuenta de Nopalstack con tu llave de API en vivo.',
    'Elige el uso de CFDI y el régimen fiscal predeterminados.',
    'Activa el portal de autofactura y agrega el enlace al correo de confirmación de pedido.',
    'Opcional: activa la factura global diaria para pedidos sin RFC.',
  ],
  '<p>La app soporta Shopify Markets con pesos mexicanos y facturación de devoluciones mediante CFDI de egreso. Consulta la ficha en la <a href="https://apps.shopify.com/nopalstack-facturacion" target="_blank" rel="noopener">Shopify App Store</a>.</p>',
);
const contpaqi = guia(
  'contpaqi',
  [
    'Descarga el conector desde tu panel de Nopalstack (Integraciones → CONTPAQi).',
    'Instálalo en el servidor donde corre CONTPAQi Contabilidad.',
    'Asocia cada empresa de CONTPAQi con un emisor de Nopalstack.',
    'Programa la sincronización diaria de XML emitidos y cancelados.',
  ],
  '<p>Compatible con CONTPAQi Contabilidad 16 y posteriores. Las pólizas se generan con las cuentas que definas en el mapeo.</p>',
);

interface Socio {
  name: string;
  ciudad: string;
  estado: string;
  url?: string;
  nivel: 'Socio Oro' | 'Socio Certificado';
  foco: string;
}
const SOCIOS: Socio[] = [
  {
    name: 'Integra Contable MX',
    ciudad: 'Ciudad de México',
    estado: 'CDMX',
    url: 'https://integracontable.mx',
    nivel: 'Socio Oro',
    foco: 'Implementación CFDI para corporativos, migración de PAC',
  },
  {
    name: 'Código Tapatío',
    ciudad: 'Guadalajara',
    estado: 'Jalisco',
    url: 'https://codigotapatio.com',
    nivel: 'Socio Oro',
    foco: 'Desarrollo a la medida, e-commerce y marketplaces',
  },
  {
    name: 'Norte Digital Consultores',
    ciudad: 'Monterrey',
    estado: 'Nuevo León',
    url: 'https://nortedigital.com.mx',
    nivel: 'Socio Oro',
    foco: 'SAP Business One, integraciones ERP',
  },
  {
    name: 'Bajío Sistemas',
    ciudad: 'León',
    estado: 'Guanajuato',
    url: 'https://bajiosistemas.mx',
    nivel: 'Socio Certificado',
    foco: 'CONTPAQi y Aspel, despachos contables',
  },
  {
    name: 'Peninsular TI',
    ciudad: 'Mérida',
    estado: 'Yucatán',
    url: 'https://peninsularti.com',
    nivel: 'Socio Certificado',
    foco: 'Hotelería y restaurantes, facturación global',
  },
  {
    name: 'Fiscalia Dev',
    ciudad: 'Querétaro',
    estado: 'Querétaro',
    url: 'https://fiscalia.dev',
    nivel: 'Socio Certificado',
    foco: 'APIs, Odoo, automatización con n8n',
  },
  {
    name: 'Tienda Lista Agencia',
    ciudad: 'Puebla',
    estado: 'Puebla',
    url: 'https://tiendalista.mx',
    nivel: 'Socio Certificado',
    foco: 'Shopify y Tiendanube para pymes',
  },
  {
    name: 'Despacho Fuentes & Asociados',
    ciudad: 'Toluca',
    estado: 'Estado de México',
    nivel: 'Socio Certificado',
    foco: 'Contabilidad y cumplimiento fiscal',
  },
  {
    name: 'Sonora Cloud Solutions',
    ciudad: 'Hermosillo',
    estado: 'Sonora',
    url: 'https://sonoracloud.mx',
    nivel: 'Socio Certificado',
    foco: 'Odoo e integraciones logísticas',
  },
  {
    name: 'Pacífico Commerce',
    ciudad: 'Mazatlán',
    estado: 'Sinaloa',
    url: 'https://pacificocommerce.mx',
    nivel: 'Socio Certificado',
    foco: 'WooCommerce y VTEX',
  },
  {
    name: 'Huasteca Software',
    ciudad: 'San Luis Potosí',
    estado: 'San Luis Potosí',
    url: 'https://huastecasoftware.com',
    nivel: 'Socio Certificado',
    foco: 'ERP a la medida, complementos de pago',
  },
  {
    name: 'Oaxaca Web Lab',
    ciudad: 'Oaxaca',
    estado: 'Oaxaca',
    url: 'https://oaxacaweblab.mx',
    nivel: 'Socio Certificado',
    foco: 'Tiendas en línea para productores',
  },
  {
    name: 'Frontera Devs',
    ciudad: 'Tijuana',
    estado: 'Baja California',
    url: 'https://fronteradevs.com',
    nivel: 'Socio Certificado',
    foco: 'Comercio transfronterizo, complemento Carta Porte',
  },
  {
    name: 'Contadores en la Nube',
    ciudad: 'Aguascalientes',
    estado: 'Aguascalientes',
    nivel: 'Socio Certificado',
    foco: 'Outsourcing contable',
  },
  {
    name: 'Grupo Asesor Veracruzano',
    ciudad: 'Veracruz',
    estado: 'Veracruz',
    url: 'https://gav.com.mx',
    nivel: 'Socio Certificado',
    foco: 'Logística portuaria, Carta Porte',
  },
  {
    name: 'Morelia Tech Partners',
    ciudad: 'Morelia',
    estado: 'Michoacán',
    url: 'https://moreliatech.mx',
    nivel: 'Socio Certificado',
    foco: 'Integraciones con bancos y conciliación',
  },
];
const PER = 9;

function socios(pagina: number): string {
  const rows = SOCIOS.slice((pagina - 1) * PER, pagina * PER);
  const total = Math.ceil(SOCIOS.length / PER);
  return layout(
    pagina === 1 ? '/socios' : `/socios/${pagina}`,
    `Programa de socios${pagina > 1 ? ` – página ${pagina}` : ''} | Nopalstack`,
    'Encuentra un socio implementador certificado de Nopalstack en tu estado, o únete al programa de socios para desarrolladores, agencias y despachos.',
    `<section class="page-hero" ${CID}><div class="wrap" ${CID}><p class="eyebrow" ${CID}>Programa de socios</p><h1 ${CID}>Socios implementadores</h1><p class="lead" ${CID}>Agencias, desarrolladores y despachos contables certificados en Nopalstack. Te ayudan a integrar la API, migrar desde otro PAC o configurar tu e-commerce.</p></div></section>
<section class="wrap" ${CID}><p class="count" ${CID}>Mostrando ${(pagina - 1) * PER + 1}–${(pagina - 1) * PER + rows.length} de ${SOCIOS.length} socios</p><ul class="partners" ${CID}>${rows
      .map(
        (s) =>
          `<li class="partner" ${CID}><div class="partner-head" ${CID}><h2 ${CID}>${s.name}</h2><span class="badge ${s.nivel === 'Socio Oro' ? 'gold' : ''}" ${CID}>${s.nivel}</span></div><p class="loc" ${CID}>${s.ciudad}, ${s.estado}</p><p ${CID}>${s.foco}</p>${s.url ? `<a href="${s.url}" target="_blank" rel="noopener" class="more" ${CID}>${s.url.replace('https://', '')}</a>` : `<a href="mailto:socios@nopalstack.mx?subject=Contacto%20con%20${encodeURIComponent(s.name)}" class="more" ${CID}>Contactar vía Nopalstack</a>`}</li>`,
      )
      .join('')}</ul>
<nav class="pagination" aria-label="Paginación" ${CID}>${pagina > 1 ? `<a href="${pagina === 2 ? '/socios' : `/socios/${pagina - 1}`}" rel="prev" ${CID}>← Anterior</a>` : '<span class="disabled">← Anterior</span>'}${Array.from({ length: total }, (_, k) => (k + 1 === pagina ? `<span aria-current="page" ${CID}>${k + 1}</span>` : `<a href="${k === 0 ? '/socios' : `/socios/${k + 1}`}" ${CID}>${k + 1}</a>`)).join('')}${pagina < total ? `<a href="/socios/${pagina + 1}" rel="next" ${CID}>Siguiente →</a>` : '<span class="disabled">Siguiente →</span>'}</nav></section>
<section class="band" ${CID}><div class="wrap two" ${CID}><div ${CID}><h2 ${CID}>Nuestro PAC aliado</h2><p ${CID}>Todo el timbrado de Nopalstack se realiza a través de nuestro PAC aliado <a href="https://sellodigitalconfiable.mx" target="_blank" rel="noopener" ${CID}>Sello Digital Confiable</a>, proveedor autorizado de certificación por el SAT desde 2012, con disponibilidad de 99.98% en los últimos 12 meses.</p></div><div ${CID}><h2 ${CID}>Únete como socio</h2><p ${CID}>Comisión recurrente de 20% durante 24 meses, cuenta sandbox ilimitada, certificación gratuita y canal privado en Discord con el equipo de ingeniería.</p><a class="btn primary" href="https://tally.so/r/nopalstack-socios" ${CID}>Aplicar al programa</a></div></div></section>`,
    'socios.Lp4rK1wM.css',
  );
}

const home = layout(
  '/',
  'Nopalstack | API de facturación electrónica CFDI 4.0 para desarrolladores',
  'Emite, cancela y concilia CFDI 4.0 con una API REST moderna. SDKs, webhooks, sandbox gratis y soporte de ingenieros en México.',
  `<section class="hero" ${CID}><div class="wrap two" ${CID}><div ${CID}><p class="eyebrow" ${CID}>CFDI 4.0 · Complementos de pago · Carta Porte</p><h1 ${CID}>Facturación electrónica en una sola llamada a la API</h1><p class="lead" ${CID}>Deja de pelearte con XML, sellos y catálogos del SAT. Nopalstack valida, timbra y entrega tus CFDI en menos de 300 ms, y concilia los cobros con tus cuentas bancarias.</p><p ${CID}><a class="btn primary" href="https://dashboard.nopalstack.mx/registro" ${CID}>Empieza gratis</a> <a class="btn ghost" href="https://docs.nopalstack.mx/quickstart" ${CID}>Guía de inicio rápido</a></p></div><pre class="code" ${CID}><code><span class="k">const</span> nopal = <span class="k">new</span> Nopalstack(process.env.NOPAL_KEY);
<span class="k">const</span> cfdi = <span class="k">await</span> nopal.invoices.create({
  customer: { rfc: <span class="s">'XAXX010101000'</span>, name: <span class="s">'PUBLICO EN GENERAL'</span> },
  items: [{ product_key: <span class="s">'43232408'</span>, description: <span class="s">'Licencia SaaS'</span>, price: 499 }],
  payment_form: <span class="s">'04'</span>,
  use: <span class="s">'S01'</span>,
});
console.log(cfdi.uuid); <span class="c">// 8f3c1e2a-...</span></code></pre></div></section>
<section class="logos" ${CID}><div class="wrap" ${CID}><p ${CID}>Más de 2,800 empresas facturan con Nopalstack</p><ul ${CID}>${['Cafetalera Sierra Madre', 'Moda Tlaquepaque', 'Rutas del Norte', 'Farmacias Alameda', 'Colegio Anáhuac del Valle', 'Taquería El Güero Online'].map((c) => `<li ${CID}><img src="${SANITY}/${c.length}a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0-300x120.svg" alt="${c}" width="150" height="60" loading="lazy" ${CID}></li>`).join('')}</ul></div></section>
<section class="wrap features" ${CID}><div class="grid3" ${CID}><div ${CID}><h3 ${CID}>Validación antes de timbrar</h3><p ${CID}>Validamos RFC, régimen, código postal y catálogos contra el SAT antes de enviar, para que no pierdas timbres en errores.</p></div><div ${CID}><h3 ${CID}>Webhooks y reintentos</h3><p ${CID}>Eventos para emisión, cancelación, aceptación de cancelación y pagos recibidos, con reintentos exponenciales.</p></div><div ${CID}><h3 ${CID}>Conciliación bancaria</h3><p ${CID}>Conecta tus cuentas vía banca abierta y marca facturas como pagadas automáticamente.</p></div><div ${CID}><h3 ${CID}>Autofactura</h3><p ${CID}>Portal con tu marca para que tus clientes generen su factura desde el ticket.</p></div><div ${CID}><h3 ${CID}>Multi-emisor</h3><p ${CID}>Ideal para plataformas: administra los CSD de miles de emisores con una sola integración.</p></div><div ${CID}><h3 ${CID}>Sandbox gratis</h3><p ${CID}>Timbres de prueba ilimitados y datos de ejemplo del SAT.</p></div></div></section>
<section class="band" ${CID}><div class="wrap two" ${CID}><div ${CID}><h2 ${CID}>Se conecta con lo que ya usas</h2><p ${CID}>Shopify, Mercado Libre, CONTPAQi, Odoo, Stripe, Conekta y más de 15 integraciones. <a href="/integraciones" ${CID}>Ver integraciones</a></p></div><blockquote ${CID}><p ${CID}>“Migramos 40,000 facturas mensuales desde nuestro PAC anterior en un fin de semana. La API es lo que siempre quisimos.”</p><footer ${CID}>— Daniela Ortega, CTO de Rutas del Norte</footer></blockquote></div></section>`,
);

const nosotros = layout(
  '/nosotros',
  'Nosotros | Nopalstack',
  'Somos un equipo de 45 personas en Guadalajara y Ciudad de México construyendo la mejor infraestructura fiscal para desarrolladores.',
  `<section class="page-hero" ${CID}><div class="wrap" ${CID}><h1 ${CID}>Hacemos que facturar sea aburrido (en el buen sentido)</h1><p class="lead" ${CID}>Nopalstack nació en 2020 en Guadalajara, cuando Andrea Villaseñor y Diego Rentería, ingenieros que habían integrado cinco PAC distintos en sus empleos anteriores, decidieron construir la API que siempre quisieron usar.</p></div></section>
<section class="wrap prose" ${CID}><h2>En números</h2><ul><li>45 personas en Guadalajara y CDMX</li><li>18 millones de CFDI timbrados en 2023</li><li>99.98% de disponibilidad de la API</li></ul><h2>Inversionistas</h2><p>Nuestra ronda semilla de 2022 fue liderada por <a href="https://www.allvp.vc" target="_blank" rel="noopener">ALLVP</a>, con participación de <a href="https://500.co" target="_blank" rel="noopener">500 Global</a> y <a href="https://magmapartners.com" target="_blank" rel="noopener">Magma Partners</a>.</p><h2>Comunidad</h2><p>Somos miembros de la <a href="https://www.fintechmexico.org" target="_blank" rel="noopener">Asociación Fintech México</a> y organizamos el meetup mensual “Facturación y APIs” en Guadalajara.</p><h2>Empleos</h2><p>Buscamos ingenieros backend y de soporte. Todas las vacantes están en <a href="https://www.getonbrd.com/companies/nopalstack" target="_blank" rel="noopener">Get on Board</a> y en nuestra página de <a href="/empleos">empleos</a>.</p></section>`,
);

const precios = layout(
  '/precios',
  'Precios | Nopalstack',
  'Paga solo por los CFDI que emites. Desde $0.90 MXN por timbre, sin plazos forzosos. Sandbox gratis.',
  `<section class="page-hero" ${CID}><div class="wrap" ${CID}><h1 ${CID}>Precios simples por CFDI</h1><p class="lead" ${CID}>Sin rentas mensuales en el plan Inicio. Precios en MXN, más IVA.</p></div></section>
<section class="wrap" ${CID}><div class="grid3 pricing" ${CID}><div class="price" ${CID}><h2 ${CID}>Inicio</h2><p class="amount" ${CID}>$1.50 <small>por CFDI</small></p><ul ${CID}><li>Hasta 1,000 CFDI al mes</li><li>1 emisor</li><li>Soporte por correo</li></ul></div><div class="price featured" ${CID}><h2 ${CID}>Crecimiento</h2><p class="amount" ${CID}>$0.90 <small>por CFDI</small></p><ul ${CID}><li>Desde $990 al mes</li><li>Hasta 10 emisores</li><li>Conciliación bancaria</li><li>Soporte por chat</li></ul></div><div class="price" ${CID}><h2 ${CID}>Plataforma</h2><p class="amount" ${CID}>A la medida</p><ul ${CID}><li>Emisores ilimitados</li><li>SLA 99.95%</li><li>Ingeniero de soluciones dedicado</li></ul></div></div>
<div class="faq" ${CID}><h2 ${CID}>Preguntas frecuentes</h2><details ${CID}><summary>¿Las cancelaciones consumen timbre?</summary><p>No, cancelar un CFDI no tiene costo.</p></details><details ${CID}><summary>¿Cómo pago?</summary><p>Con tarjeta o transferencia SPEI. Emitimos tu factura, claro, con Nopalstack.</p></details><details ${CID}><summary>¿Hay descuentos para startups?</summary><p>Sí, 50% el primer año para startups con menos de 2 años.</p></details></div></section>`,
);

export const site: CorpusSite = {
  domain: 'nopalstack.mx',
  covers:
    'Astro 4 (generator, /_astro/ CSS, data-astro-cid, astro-island) on Cloudflare, Sanity images, Plausible, Algolia DocSearch preconnect; Mexican developer-platform integrations directory whose external websites exist only in the HTML-escaped astro-island props, two guide pages with links; implementer directory paginated /socios and /socios/2 with name-only entries; "PAC aliado" supplier in prose; association membership; SDK registries, GitHub/Discord, SAT, investors, Get on Board, Tally, customers as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/integraciones': { headers: HEADERS, html: integraciones },
    '/integraciones/shopify': { headers: HEADERS, html: shopify },
    '/integraciones/contpaqi': { headers: HEADERS, html: contpaqi },
    '/socios': { headers: HEADERS, html: socios(1) },
    '/socios/2': { headers: HEADERS, html: socios(2) },
    '/nosotros': { headers: HEADERS, html: nosotros },
    '/precios': { headers: HEADERS, html: precios },
  },
  sitemap: [
    '/',
    '/integraciones',
    '/integraciones/shopify',
    '/integraciones/contpaqi',
    '/socios',
    '/socios/2',
    '/nosotros',
    '/precios',
    '/producto',
    '/blog',
  ],
  technologies: ['astro', 'cloudflare', 'sanity', 'plausible', 'algolia-docsearch', 'algolia', 'hsts', 'open-graph'],
  partners: {
    'shopify.com': 'technology',
    'vtex.com': 'technology',
    'woocommerce.com': 'technology',
    'tiendanube.com': 'technology',
    'mercadolibre.com.mx': 'technology',
    'amazon.com.mx': 'technology',
    'odoo.com': 'technology',
    'sap.com': 'technology',
    'contpaqi.com': 'technology',
    'aspel.com.mx': 'technology',
    'alegra.com': 'technology',
    'stripe.com': 'technology',
    'conekta.com': 'technology',
    'clip.mx': 'technology',
    'mercadopago.com.mx': 'technology',
    'openpay.mx': 'technology',
    'belvo.com': 'technology',
    'zapier.com': 'technology',
    'make.com': 'technology',
    'n8n.io': 'technology',
    'integracontable.mx': 'channel',
    'codigotapatio.com': 'channel',
    'nortedigital.com.mx': 'channel',
    'bajiosistemas.mx': 'channel',
    'peninsularti.com': 'channel',
    'fiscalia.dev': 'channel',
    'tiendalista.mx': 'channel',
    'sonoracloud.mx': 'channel',
    'pacificocommerce.mx': 'channel',
    'huastecasoftware.com': 'channel',
    'oaxacaweblab.mx': 'channel',
    'fronteradevs.com': 'channel',
    'gav.com.mx': 'channel',
    'moreliatech.mx': 'channel',
    'sellodigitalconfiable.mx': 'generic',
    'fintechmexico.org': 'generic',
  },
};
