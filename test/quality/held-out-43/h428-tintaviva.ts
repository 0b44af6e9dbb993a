import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01J1ZQ7R4XKX9V3M2C8TB6Y5HD',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<meta name="generator" content="Astro v4.11.5">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://tintaviva.com.mx${path}">
<meta property="og:title" content="${title}">
<meta property="og:locale" content="es_MX">
<link rel="alternate" hreflang="en-US" href="https://tintaviva.us/">
<link rel="stylesheet" href="/_astro/index.Cx3kP9aQ.css">
<link rel="stylesheet" href="/_astro/_slug_.B7mZ2tLq.css">
<script defer data-domain="tintaviva.com.mx" src="https://plausible.io/js/plausible.js"></script>
</head>`;

const nav = `<header class="site-header astro-3ef6ksr2">
<a href="/" class="logo astro-3ef6ksr2" aria-label="Tinta Viva inicio"><img src="/images/tintaviva-logo.svg" alt="Tinta Viva" width="150" height="36" class="astro-3ef6ksr2"></a>
<nav class="astro-3ef6ksr2"><ul class="astro-3ef6ksr2">
<li class="astro-3ef6ksr2"><a href="/como-funciona" class="astro-3ef6ksr2">Cómo funciona</a></li>
<li class="astro-3ef6ksr2"><a href="/catalogo" class="astro-3ef6ksr2">Catálogo</a></li>
<li class="astro-3ef6ksr2"><a href="/integraciones" class="astro-3ef6ksr2">Integraciones</a></li>
<li class="astro-3ef6ksr2"><a href="/red-de-produccion" class="astro-3ef6ksr2">Red de producción</a></li>
<li class="astro-3ef6ksr2"><a href="/precios" class="astro-3ef6ksr2">Precios</a></li>
</ul></nav>
<a href="https://app.tintaviva.com.mx/registro" class="btn astro-3ef6ksr2">Crea tu tienda gratis</a>
</header>`;

const footer = `<footer class="site-footer astro-sz7xmlte">
<div class="cols astro-sz7xmlte">
<div class="astro-sz7xmlte"><h4 class="astro-sz7xmlte">Tinta Viva</h4><p class="astro-sz7xmlte">Impresión bajo demanda hecha en México. Av. Chapultepec 480, Col. Americana, Guadalajara, Jal.</p></div>
<div class="astro-sz7xmlte"><h4 class="astro-sz7xmlte">Empresa</h4><ul class="astro-sz7xmlte"><li><a href="/nosotros">Nosotros</a></li><li><a href="/red-de-produccion">Red de producción</a></li><li><a href="/integraciones">Integraciones</a></li><li><a href="/contacto">Contacto</a></li><li><a href="https://tintaviva.us/">Tinta Viva USA</a></li></ul></div>
<div class="astro-sz7xmlte"><h4 class="astro-sz7xmlte">Métodos de pago</h4><div class="payments astro-sz7xmlte"><img src="/images/pagos/oxxo.svg" alt="OXXO Pay"><img src="/images/pagos/spei.svg" alt="SPEI"><img src="/images/pagos/mercadopago.svg" alt="Mercado Pago"><img src="/images/pagos/visa.svg" alt="Visa"><img src="/images/pagos/mastercard.svg" alt="Mastercard"></div>
<h4 class="astro-sz7xmlte">Enviamos con</h4><div class="carriers astro-sz7xmlte"><img src="/images/paqueterias/estafeta.svg" alt="Estafeta"><img src="/images/paqueterias/paquetexpress.svg" alt="Paquetexpress"><img src="/images/paqueterias/fedex.svg" alt="FedEx"></div></div>
<div class="astro-sz7xmlte"><h4 class="astro-sz7xmlte">Descarga la app</h4><a href="https://apps.apple.com/mx/app/tinta-viva/id6451190287"><img src="/images/badges/app-store-es.svg" alt="Descárgalo en el App Store"></a><a href="https://play.google.com/store/apps/details?id=mx.tintaviva.app"><img src="/images/badges/google-play-es.svg" alt="Disponible en Google Play"></a></div>
</div>
<div class="social astro-sz7xmlte"><a href="https://www.instagram.com/tintaviva.mx/">Instagram</a> · <a href="https://www.tiktok.com/@tintaviva.mx">TikTok</a> · <a href="https://www.facebook.com/tintavivamx">Facebook</a></div>
<p class="legal astro-sz7xmlte">© 2024 Tinta Viva S.A.P.I. de C.V. · <a href="/aviso-de-privacidad">Aviso de privacidad</a> · <a href="/terminos">Términos</a></p>
</footer>`;

const page = (title: string, description: string, path: string, content: string): string =>
  `<!DOCTYPE html><html lang="es-MX">${head(title, description, path)}<body>${nav}<main class="astro-j7pv25f6">${content}</main>${footer}</body></html>`;

const socios = [
  {
    name: 'Serigrafía Norteña',
    url: 'https://serigrafianortena.com.mx/',
    region: 'norte',
    city: 'Monterrey, N.L.',
    services: 'Serigrafía y DTF en playeras, sudaderas y gorras',
  },
  {
    name: 'Taller Estampa Jalisco',
    url: 'https://www.estampajalisco.mx/',
    region: 'occidente',
    city: 'Guadalajara, Jal.',
    services: 'DTG, tazas y termos sublimados',
  },
  {
    name: 'Impresos del Valle',
    url: 'https://impresosdelvalle.com.mx/',
    region: 'centro',
    city: 'Ciudad de México',
    services: 'Pósters, lienzos y papelería en gran formato',
  },
  {
    name: 'Bordados Bajío',
    url: 'https://www.bordadosbajio.com/',
    region: 'centro',
    city: 'León, Gto.',
    services: 'Bordado computarizado y parches',
  },
  {
    name: 'Print Border Co.',
    url: 'https://printborderco.com/',
    region: 'usa',
    city: 'El Paso, TX (EE. UU.)',
    services: 'Producción y envío para pedidos en Estados Unidos',
  },
];

const jsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Red de producción Tinta Viva',
  itemListElement: socios.map((s, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: { '@type': 'Organization', name: s.name, url: s.url, address: s.city },
  })),
});

export const site: CorpusSite = {
  domain: 'tintaviva.com.mx',
  otherDomains: ['tintaviva.us'],
  covers:
    'Mexican-Spanish print-on-demand platform on Astro/Netlify with Plausible; production network page with region filter buttons, data-region cards and a JSON-LD ItemList of fulfillment partners (channel); integrations page in prose with links (technology); negatives: payment-method and carrier icons, app store badges, US sister domain, press mentions, incubator, Instagram/TikTok/Facebook, merchant shops (customers)',
  pages: {
    '/': {
      headers,
      html: page(
        'Tinta Viva | Impresión bajo demanda para creadores en México',
        'Diseña, vende y nosotros imprimimos y enviamos. Playeras, tazas, pósters y más sin inventario.',
        '/',
        `<section class="hero astro-j7pv25f6"><h1 class="astro-j7pv25f6">Tú diseñas. Nosotros imprimimos y enviamos.</h1><p class="astro-j7pv25f6">Vende playeras, sudaderas, tazas y pósters con tu marca sin invertir en inventario. Cada pedido se produce en el taller más cercano a tu cliente.</p><a href="https://app.tintaviva.com.mx/registro" class="btn astro-j7pv25f6">Empieza gratis</a></section>
<section class="steps astro-j7pv25f6"><h2 class="astro-j7pv25f6">Cómo funciona</h2><ol class="astro-j7pv25f6"><li>Sube tu diseño</li><li>Conecta tu tienda en línea</li><li>Nuestra <a href="/red-de-produccion">red de producción</a> imprime y envía</li></ol></section>
<section class="creators astro-j7pv25f6"><h2 class="astro-j7pv25f6">Creadores que venden con Tinta Viva</h2><ul class="astro-j7pv25f6"><li><a href="https://www.michigatoilustra.com/">Michi Gato Ilustra</a> – 12,000 playeras vendidas</li><li><a href="https://lacalacalavera.mx/">La Calaca Calavera</a> – tienda de Día de Muertos</li></ul></section>
<section class="press astro-j7pv25f6"><h2 class="astro-j7pv25f6">Nos mencionaron en</h2><a href="https://www.elemprendedor.mx/negocios/tinta-viva-impresion-bajo-demanda">El Emprendedor</a> · <a href="https://tecnologiamx.com/startups/tinta-viva-ronda-semilla">TecnologíaMX</a><p class="astro-j7pv25f6">Empresa incubada en <a href="https://www.startupjalisco.org/">Startup Jalisco</a>.</p></section>`,
      ),
    },
    '/red-de-produccion': {
      headers,
      html: page(
        'Red de producción | Tinta Viva',
        'Talleres socios que producen y envían los pedidos de Tinta Viva.',
        '/red-de-produccion',
        `<section class="intro astro-j7pv25f6"><h1 class="astro-j7pv25f6">Nuestra red de producción</h1><p class="astro-j7pv25f6">Tinta Viva no tiene una sola fábrica: trabajamos con talleres socios certificados que imprimen, empacan y envían cada pedido en nombre de tu tienda. Así tus clientes reciben en 2 a 4 días hábiles.</p></section>
<div class="filters astro-j7pv25f6" role="group" aria-label="Filtrar por región"><button data-filter="todas" class="active astro-j7pv25f6">Todas</button><button data-filter="norte" class="astro-j7pv25f6">Norte</button><button data-filter="occidente" class="astro-j7pv25f6">Occidente</button><button data-filter="centro" class="astro-j7pv25f6">Centro</button><button data-filter="usa" class="astro-j7pv25f6">Estados Unidos</button></div>
<ul class="socios astro-j7pv25f6">
${socios.map((s) => `<li class="socio astro-j7pv25f6" data-region="${s.region}"><h3 class="astro-j7pv25f6">${s.name}</h3><p class="city astro-j7pv25f6">${s.city}</p><p class="astro-j7pv25f6">${s.services}</p><a href="${s.url}" target="_blank" rel="noopener" class="astro-j7pv25f6">Conoce el taller</a></li>`).join('\n')}
</ul>
<section class="join astro-j7pv25f6"><h2 class="astro-j7pv25f6">¿Tienes un taller?</h2><p class="astro-j7pv25f6">Únete como socio de producción: <a href="mailto:talleres@tintaviva.com.mx">talleres@tintaviva.com.mx</a></p></section>
<script type="application/ld+json">${jsonLd}</script>`,
      ),
    },
    '/integraciones': {
      headers,
      html: page(
        'Integraciones | Tinta Viva',
        'Conecta Tinta Viva con tu tienda en línea.',
        '/integraciones',
        `<section class="intro astro-j7pv25f6"><h1 class="astro-j7pv25f6">Integraciones</h1>
<p class="astro-j7pv25f6">Conecta tu tienda y los pedidos llegan solos a producción. Nuestra app para <a href="https://www.tiendazo.mx/">Tiendazo</a> sincroniza productos, precios e inventario en un clic, y con el conector de <a href="https://mercadin.com.mx/">Mercadín</a> publicas tus diseños en el marketplace sin capturar nada a mano.</p>
<p class="astro-j7pv25f6">Las guías de envío se generan automáticamente gracias a nuestra integración con <a href="https://envialo.mx/">Envíalo</a>, que compara tarifas de paqueterías en tiempo real.</p>
<p class="astro-j7pv25f6">¿Tienes tu propio sitio? Usa nuestra <a href="https://docs.tintaviva.com.mx/api">API REST</a>.</p></section>`,
      ),
    },
    '/nosotros': {
      headers,
      html: page(
        'Nosotros | Tinta Viva',
        'Quiénes somos.',
        '/nosotros',
        `<section class="astro-j7pv25f6"><h1 class="astro-j7pv25f6">Nosotros</h1><p class="astro-j7pv25f6">Tinta Viva nació en 2021 en Guadalajara para que cualquier artista mexicano pudiera vender su obra en productos físicos. Hoy más de 9,000 creadores venden con nosotros.</p><p class="astro-j7pv25f6">Trabajamos en Guadalajara y Ciudad de México. ¿Quieres unirte? <a href="https://www.occ.com.mx/empleos/de-tinta-viva/">Vacantes</a></p></section>`,
      ),
    },
    '/contacto': {
      headers,
      html: page(
        'Contacto | Tinta Viva',
        'Contáctanos.',
        '/contacto',
        `<section class="astro-j7pv25f6"><h1 class="astro-j7pv25f6">Contacto</h1><p class="astro-j7pv25f6">Soporte para creadores: <a href="mailto:hola@tintaviva.com.mx">hola@tintaviva.com.mx</a><br>WhatsApp: <a href="https://wa.me/523312345678">33 1234 5678</a></p></section>`,
      ),
    },
  },
  sitemap: ['/', '/red-de-produccion', '/integraciones', '/nosotros', '/contacto'],
  technologies: ['astro', 'netlify', 'plausible', 'hsts', 'open-graph'],
  partners: {
    'serigrafianortena.com.mx': 'channel',
    'estampajalisco.mx': 'channel',
    'impresosdelvalle.com.mx': 'channel',
    'bordadosbajio.com': 'channel',
    'printborderco.com': 'channel',
    'tiendazo.mx': 'technology',
    'mercadin.com.mx': 'technology',
    'envialo.mx': 'technology',
  },
};
