import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  via: '1.1 google',
  'cache-control': 'public, max-age=0, s-maxage=600',
  'x-cloud-trace-context': '4f0e1c9a7b2d8e3f6a5c4b3a2d1e0f9c/1289374561203;o=1',
  'strict-transport-security': 'max-age=31536000',
};

const ng = (c: string) => `_ngcontent-ng-c${c}=""`;

const head = (title: string, description: string, path: string) => `<!DOCTYPE html><html lang="es-AR" data-critters-container><head>
  <meta charset="utf-8">
  <title>${title}</title>
  <base href="/">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="${description}">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${description}">
  <meta property="og:image" content="https://vidriera.com.ar/assets/og/vidriera-og.jpg">
  <meta property="og:url" content="https://vidriera.com.ar${path}">
  <link rel="canonical" href="https://vidriera.com.ar${path}">
  <link rel="icon" type="image/png" href="favicon.png">
  <!-- Google Tag Manager -->
  <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
  new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
  j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
  'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
  })(window,document,'script','dataLayer','GTM-VDR2AR7');</script>
  <!-- End Google Tag Manager -->
<style>:root{--vd-primary:#6c2bd9;--vd-ink:#1d1530}body{margin:0;font-family:Inter,system-ui,sans-serif;color:var(--vd-ink)}</style><link rel="stylesheet" href="styles-QJ4MZ7PX.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="styles-QJ4MZ7PX.css"></noscript><style ng-app-id="ng">.card[_ngcontent-ng-c2231774108]{border-radius:16px;border:1px solid #e7e2f3;padding:20px}.skeleton[_ngcontent-ng-c2231774108]{background:linear-gradient(90deg,#f1eef8,#e7e2f3,#f1eef8);min-height:132px;border-radius:16px}</style></head>`;

const header = `<app-header _nghost-ng-c3318210455="" ngh="1"><header ${ng('3318210455')} class="top"><a ${ng('3318210455')} routerlink="/" class="brand" href="/"><img ${ng('3318210455')} src="assets/img/vidriera-logo.svg" alt="Vidriera" width="120" height="30"></a><nav ${ng('3318210455')} class="menu"><a ${ng('3318210455')} routerlink="/funcionalidades" href="/funcionalidades">Funcionalidades</a><a ${ng('3318210455')} routerlink="/precios" href="/precios">Precios</a><a ${ng('3318210455')} routerlink="/aplicaciones" href="/aplicaciones">Aplicaciones</a><a ${ng('3318210455')} routerlink="/casos-de-exito" href="/casos-de-exito">Casos de éxito</a><a ${ng('3318210455')} href="https://blog.vidriera.com.ar" target="_blank">Blog</a></nav><div ${ng('3318210455')} class="actions"><a ${ng('3318210455')} href="https://admin.vidriera.com.ar/login" class="btn-link">Ingresá</a><a ${ng('3318210455')} href="https://admin.vidriera.com.ar/registro?plan=gratis" class="btn">Creá tu tienda gratis</a></div></header></app-header>`;

const footer = `<app-footer _nghost-ng-c1750923316="" ngh="2"><footer ${ng('1750923316')} class="foot"><div ${ng('1750923316')} class="cols"><div ${ng('1750923316')}><strong ${ng('1750923316')}>Vidriera</strong><p ${ng('1750923316')}>Vidriera S.A.S. · CUIT 30-71718204-6<br ${ng('1750923316')}>Av. Córdoba 5270, CABA, Argentina</p></div><ul ${ng('1750923316')}><li ${ng('1750923316')}><a ${ng('1750923316')} href="/nosotros">Nosotros</a></li><li ${ng('1750923316')}><a ${ng('1750923316')} href="/expertos">Expertos Vidriera</a></li><li ${ng('1750923316')}><a ${ng('1750923316')} href="/desarrolladores">Desarrolladores</a></li><li ${ng('1750923316')}><a ${ng('1750923316')} href="https://ayuda.vidriera.com.ar" target="_blank">Centro de ayuda</a></li><li ${ng('1750923316')}><a ${ng('1750923316')} href="https://vidriera.com" target="_blank">Vidriera en otros países</a></li></ul><ul ${ng('1750923316')}><li ${ng('1750923316')}><a ${ng('1750923316')} href="https://www.instagram.com/vidriera.ar/" target="_blank" rel="noopener">Instagram</a></li><li ${ng('1750923316')}><a ${ng('1750923316')} href="https://www.youtube.com/@vidrieraar" target="_blank" rel="noopener">YouTube</a></li><li ${ng('1750923316')}><a ${ng('1750923316')} href="https://x.com/vidriera_ar" target="_blank" rel="noopener">X</a></li></ul></div><p ${ng('1750923316')} class="legal">Defensa de las y los consumidores. Para reclamos <a ${ng('1750923316')} href="https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario" target="_blank">ingresá acá</a>. · <a ${ng('1750923316')} href="/terminos">Términos</a> · <a ${ng('1750923316')} href="/privacidad">Privacidad</a></p></footer></app-footer><app-cookie-consent _nghost-ng-c901224833="" ngh="3"><div ${ng('901224833')} role="dialog" class="cookies"><p ${ng('901224833')}>Usamos cookies propias y de terceros para mejorar tu experiencia. Si seguís navegando, aceptás su uso.</p><button ${ng('901224833')} type="button">Entendido</button></div></app-cookie-consent>`;

const scripts = `<script src="polyfills-RT5I6K6G.js" type="module"></script><script src="main-6WBTHQ2N.js" type="module"></script>`;

const page = (title: string, description: string, path: string, body: string, state: Record<string, unknown>) =>
  `${head(title, description, path)}<body><!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-VDR2AR7"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) --><!--nghm--><app-root ng-version="17.3.5" ngh="0" ng-server-context="ssr">${header}<main class="page"><router-outlet></router-outlet>${body}<!--container--></main>${footer}</app-root>${scripts}<script id="ng-state" type="application/json">${JSON.stringify(
    {
      __nghData__: [{ c: { '4': [] } }, { t: { '3': 't0' } }, {}, {}, { d: [7, 8] }],
      ...state,
    },
  ).replace(/</g, '\\u003C')}</script></body></html>`;

const cached = (url: string, body: unknown) => ({ b: body, h: {}, s: 200, st: 'OK', u: url, rt: 'json' });

const apps = [
  {
    slug: 'mercado-pago',
    nombre: 'Mercado Pago',
    categoria: 'Medios de pago',
    resumen: 'Cobrá con tarjetas, dinero en cuenta y cuotas sin interés.',
    oficial: true,
    desarrollador: { nombre: 'Mercado Pago', sitio: 'https://www.mercadopago.com.ar/herramientas-para-vender/tienda-online' },
    instalaciones: 41233,
  },
  {
    slug: 'modo',
    nombre: 'MODO',
    categoria: 'Medios de pago',
    resumen: 'Pagos con QR y transferencias desde la app de tu banco.',
    oficial: true,
    desarrollador: { nombre: 'MODO', sitio: 'https://www.modo.com.ar/comercios' },
    instalaciones: 8120,
  },
  {
    slug: 'uala-bis',
    nombre: 'Ualá Bis',
    categoria: 'Medios de pago',
    resumen: 'Link de pago y acreditación inmediata.',
    oficial: true,
    desarrollador: { nombre: 'Ualá', sitio: 'https://www.uala.com.ar/bis' },
    instalaciones: 5402,
  },
  {
    slug: 'mercado-libre',
    nombre: 'Mercado Libre',
    categoria: 'Canales de venta',
    resumen: 'Sincronizá stock y precios con tus publicaciones.',
    oficial: true,
    desarrollador: { nombre: 'Mercado Libre', sitio: 'https://www.mercadolibre.com.ar' },
    instalaciones: 22107,
  },
  {
    slug: 'andreani',
    nombre: 'Andreani',
    categoria: 'Envíos',
    resumen: 'Etiquetas y seguimiento de envíos a todo el país.',
    oficial: true,
    desarrollador: { nombre: 'Andreani', sitio: 'https://www.andreani.com/empresas' },
    instalaciones: 15990,
  },
  {
    slug: 'oca',
    nombre: 'OCA e-Pak',
    categoria: 'Envíos',
    resumen: 'Envíos a domicilio y a sucursal OCA.',
    oficial: true,
    desarrollador: { nombre: 'OCA', sitio: 'https://www.oca.com.ar/ecommerce' },
    instalaciones: 11874,
  },
  {
    slug: 'correo-argentino',
    nombre: 'Correo Argentino',
    categoria: 'Envíos',
    resumen: 'Paq.ar: cotizá y despachá desde tu panel.',
    oficial: true,
    desarrollador: { nombre: 'Correo Argentino', sitio: 'https://www.correoargentino.com.ar/mipaq' },
    instalaciones: 9305,
  },
  {
    slug: 'enviopack',
    nombre: 'Enviopack',
    categoria: 'Envíos',
    resumen: 'Compará tarifas de 8 transportes en un solo lugar.',
    oficial: false,
    desarrollador: { nombre: 'Enviopack', sitio: 'https://www.enviopack.com' },
    instalaciones: 3381,
  },
  {
    slug: 'tango',
    nombre: 'Tango Gestión',
    categoria: 'Gestión y facturación',
    resumen: 'Pedidos, stock y facturación electrónica con Tango.',
    oficial: false,
    desarrollador: { nombre: 'Axoft', sitio: 'https://www.axoft.com/tango-tiendas' },
    instalaciones: 1904,
  },
  {
    slug: 'colppy',
    nombre: 'Colppy',
    categoria: 'Gestión y facturación',
    resumen: 'Facturá en AFIP cada venta automáticamente.',
    oficial: false,
    desarrollador: { nombre: 'Colppy', sitio: 'https://colppy.com' },
    instalaciones: 2766,
  },
  {
    slug: 'perfit',
    nombre: 'Perfit',
    categoria: 'Marketing',
    resumen: 'Email marketing y carritos abandonados.',
    oficial: false,
    desarrollador: { nombre: 'Perfit', sitio: 'https://www.perfit.com.ar' },
    instalaciones: 4410,
  },
  {
    slug: 'whatsapp-chat',
    nombre: 'Botón de WhatsApp',
    categoria: 'Marketing',
    resumen: 'Sumá un botón flotante para que te escriban.',
    oficial: true,
    desarrollador: { nombre: 'Vidriera', sitio: 'https://vidriera.com.ar' },
    instalaciones: 52012,
  },
];

const expertos = [
  {
    id: 301,
    nombre: 'Estudio Malbec',
    ciudad: 'Mendoza',
    servicios: ['Diseño de tienda', 'Migraciones'],
    nivel: 'Experto Oro',
    web: 'https://estudiomalbec.com.ar',
    instagram: 'https://www.instagram.com/estudiomalbec/',
  },
  {
    id: 302,
    nombre: 'Pampa Digital',
    ciudad: 'CABA',
    servicios: ['Desarrollo a medida', 'Integraciones ERP'],
    nivel: 'Experto Oro',
    web: 'https://www.pampadigital.com.ar/',
    instagram: null,
  },
  {
    id: 303,
    nombre: 'Rosario Web Lab',
    ciudad: 'Rosario',
    servicios: ['Diseño de tienda', 'Fotografía de producto'],
    nivel: 'Experto',
    web: 'https://rosariowlab.com.ar',
    instagram: null,
  },
  {
    id: 304,
    nombre: 'Cuyo Commerce',
    ciudad: 'San Juan',
    servicios: ['Carga de catálogo', 'Publicidad'],
    nivel: 'Experto',
    web: 'https://cuyocommerce.com/',
    instagram: null,
  },
  {
    id: 305,
    nombre: 'Tandil Creativa',
    ciudad: 'Tandil',
    servicios: ['Branding', 'Diseño de tienda'],
    nivel: 'Experto',
    web: 'http://www.tandilcreativa.com.ar',
    instagram: 'https://www.instagram.com/tandilcreativa/',
  },
  {
    id: 306,
    nombre: 'Agencia Bondi',
    ciudad: 'CABA',
    servicios: ['Performance', 'Meta Ads'],
    nivel: 'Experto Oro',
    web: 'https://bondi.agency',
    instagram: null,
  },
  {
    id: 307,
    nombre: 'Patagonia Shops',
    ciudad: 'Bariloche',
    servicios: ['Diseño de tienda'],
    nivel: 'Experto',
    web: 'https://patagoniashops.com.ar',
    instagram: null,
  },
  {
    id: 308,
    nombre: 'Lu Ferreyra (diseñadora)',
    ciudad: 'Córdoba',
    servicios: ['Diseño de tienda'],
    nivel: 'Experto',
    web: null,
    instagram: 'https://www.instagram.com/lu.ferreyra.design/',
  },
];

const skeletons = (c: string, n: number) => Array.from({ length: n }, () => `<div ${ng(c)} class="skeleton"></div>`).join('');

export const site: CorpusSite = {
  domain: 'vidriera.com.ar',
  otherDomains: ['vidriera.com'],
  covers:
    'Argentine (voseo) e-commerce platform as an Angular 17 SSR app with a catch-all route behind Google Cloud: the app store and the "Expertos Vidriera" agency directory render only @defer placeholders, their entries living in the ng-state TransferState JSON (HTTP cache entries with nested developer sites); traps are the platform\'s own WhatsApp app, merchant success stories, the CACE membership, investors, press, the consumer-defence link, social links, and own admin/help/blog subdomains and regional domain.',
  pages: {
    '/': {
      headers,
      html: page(
        'Vidriera | Creá tu tienda online en minutos',
        'Plataforma de e-commerce argentina: cobrá con Mercado Pago, enviá con Andreani y OCA, vendé en Mercado Libre.',
        '/',
        `<app-home _nghost-ng-c2231774108="" ngh="4"><section ${ng('2231774108')} class="hero"><h1 ${ng('2231774108')}>Tu marca, tu tienda, tus reglas.</h1><p ${ng('2231774108')}>Más de 60.000 emprendedores argentinos venden con Vidriera. Empezá gratis, sin comisiones por venta en el plan Inicial.</p><a ${ng('2231774108')} href="https://admin.vidriera.com.ar/registro?plan=gratis" class="btn btn-lg">Probá 30 días gratis</a></section><section ${ng('2231774108')} class="logos"><h2 ${ng('2231774108')}>Marcas que venden con Vidriera</h2><ul ${ng('2231774108')}><li ${ng('2231774108')}>Yerba Pampa Roja</li><li ${ng('2231774108')}>Alfajores Don Rulo</li><li ${ng('2231774108')}>Mate &amp; Co.</li><li ${ng('2231774108')}>Lanas del Sur</li></ul></section><section ${ng('2231774108')} class="apps-teaser"><h2 ${ng('2231774108')}>Conectá las herramientas que ya usás</h2><p ${ng('2231774108')}>Mercado Pago, MODO, Andreani, OCA, Correo Argentino, Mercado Libre y más de 40 aplicaciones.</p><a ${ng('2231774108')} href="/aplicaciones">Ver aplicaciones</a></section><section ${ng('2231774108')} class="experts-teaser"><h2 ${ng('2231774108')}>¿Necesitás ayuda para armar tu tienda?</h2><p ${ng('2231774108')}>Contratá a un <a ${ng('2231774108')} href="/expertos">Experto Vidriera</a>: agencias y diseñadores certificados en todo el país.</p></section></app-home>`,
        {
          '3141592653': cached('https://api.vidriera.com.ar/v2/public/home', {
            stats: { tiendas: 60214, ventasMes: 1840000 },
            banner: null,
          }),
        },
      ),
    },
    '/aplicaciones': {
      headers,
      html: page(
        'Aplicaciones | Vidriera',
        'Medios de pago, envíos, canales de venta, facturación y marketing para tu tienda Vidriera.',
        '/aplicaciones',
        `<app-apps _nghost-ng-c2231774108="" ngh="4"><section ${ng('2231774108')} class="page-hero"><h1 ${ng('2231774108')}>Tienda de aplicaciones</h1><p ${ng('2231774108')}>Instalá en un clic las integraciones oficiales y las de nuestros socios tecnológicos.</p></section><div ${ng('2231774108')} class="filters"><button ${ng('2231774108')} class="chip active">Todas</button><button ${ng('2231774108')} class="chip">Medios de pago</button><button ${ng('2231774108')} class="chip">Envíos</button><button ${ng('2231774108')} class="chip">Canales de venta</button><button ${ng('2231774108')} class="chip">Gestión y facturación</button><button ${ng('2231774108')} class="chip">Marketing</button></div><!--container--><div ${ng('2231774108')} class="grid" aria-busy="true">${skeletons('2231774108', 6)}</div><!--container--></app-apps>`,
        {
          '2718281828': cached('https://api.vidriera.com.ar/v2/public/apps?pais=AR&limit=48', { total: apps.length, apps }),
          '1618033988': cached('https://api.vidriera.com.ar/v2/public/apps/categorias?pais=AR', [
            'Medios de pago',
            'Envíos',
            'Canales de venta',
            'Gestión y facturación',
            'Marketing',
          ]),
        },
      ),
    },
    '/expertos': {
      headers,
      html: page(
        'Expertos Vidriera | Agencias y diseñadores certificados',
        'Encontrá agencias y diseñadores certificados para crear, migrar o hacer crecer tu tienda.',
        '/expertos',
        `<app-experts _nghost-ng-c2231774108="" ngh="4"><section ${ng('2231774108')} class="page-hero"><h1 ${ng('2231774108')}>Expertos Vidriera</h1><p ${ng('2231774108')}>Agencias, estudios y freelancers que pasaron nuestra certificación y ya lanzaron al menos 10 tiendas. Ellos cotizan y trabajan directamente con vos.</p><a ${ng('2231774108')} href="/expertos/sumate" class="btn">Quiero ser Experto</a></section><div ${ng('2231774108')} class="filters"><select ${ng('2231774108')} aria-label="Provincia"><option ${ng('2231774108')}>Todo el país</option></select><select ${ng('2231774108')} aria-label="Servicio"><option ${ng('2231774108')}>Todos los servicios</option></select></div><!--container--><div ${ng('2231774108')} class="grid" aria-busy="true">${skeletons('2231774108', 4)}</div><!--container--><button ${ng('2231774108')} type="button" class="load-more" disabled>Cargar más</button></app-experts>`,
        {
          '1414213562': cached('https://api.vidriera.com.ar/v2/public/expertos?pais=AR&pagina=1&porPagina=12', {
            pagina: 1,
            totalPaginas: 1,
            total: expertos.length,
            resultados: expertos,
          }),
        },
      ),
    },
    '/casos-de-exito': {
      headers,
      html: page(
        'Casos de éxito | Vidriera',
        'Emprendedores argentinos que crecieron con su tienda Vidriera.',
        '/casos-de-exito',
        `<app-cases _nghost-ng-c2231774108="" ngh="4"><section ${ng('2231774108')} class="page-hero"><h1 ${ng('2231774108')}>Casos de éxito</h1></section><div ${ng('2231774108')} class="cases"><article ${ng('2231774108')} class="card"><h2 ${ng('2231774108')}>Yerba Pampa Roja</h2><p ${ng('2231774108')}>De la feria de San Telmo a 2.000 pedidos por mes. <a ${ng('2231774108')} href="https://www.yerbapamparoja.com.ar" target="_blank">yerbapamparoja.com.ar</a></p></article><article ${ng('2231774108')} class="card"><h2 ${ng('2231774108')}>Lanas del Sur</h2><p ${ng('2231774108')}>Envíos a todo el país con OCA y Andreani desde Trelew. <a ${ng('2231774108')} href="https://lanasdelsur.com.ar" target="_blank">lanasdelsur.com.ar</a></p></article></div></app-cases>`,
        {
          '1732050807': cached('https://api.vidriera.com.ar/v2/public/casos?pais=AR', {
            casos: [
              { marca: 'Yerba Pampa Roja', tienda: 'https://www.yerbapamparoja.com.ar' },
              { marca: 'Lanas del Sur', tienda: 'https://lanasdelsur.com.ar' },
            ],
          }),
        },
      ),
    },
    '/nosotros': {
      headers,
      html: page(
        'Nosotros | Vidriera',
        'Somos un equipo de 90 personas en Buenos Aires y Córdoba.',
        '/nosotros',
        `<app-about _nghost-ng-c2231774108="" ngh="4"><section ${ng('2231774108')} class="page-hero"><h1 ${ng('2231774108')}>Nosotros</h1><p ${ng('2231774108')}>Vidriera nació en 2018 en un coworking de Palermo. Hoy somos 90 personas entre Buenos Aires y Córdoba, y operamos también en Uruguay y México.</p></section><section ${ng('2231774108')} class="text"><h2 ${ng('2231774108')}>Inversores</h2><p ${ng('2231774108')}>Nos acompañan <a ${ng('2231774108')} href="https://www.kaszek.com" target="_blank">Kaszek</a> y <a ${ng('2231774108')} href="https://www.nxtp.vc" target="_blank">NXTP Ventures</a>.</p><h2 ${ng('2231774108')}>Somos socios de</h2><p ${ng('2231774108')}><a ${ng('2231774108')} href="https://cace.org.ar" target="_blank">CACE — Cámara Argentina de Comercio Electrónico</a></p><h2 ${ng('2231774108')}>Prensa</h2><ul ${ng('2231774108')}><li ${ng('2231774108')}><a ${ng('2231774108')} href="https://www.infobae.com/economia/2024/02/11/vidriera-pymes-ecommerce/" target="_blank">Infobae: la plataforma que eligen las pymes</a></li><li ${ng('2231774108')}><a ${ng('2231774108')} href="https://www.lanacion.com.ar/economia/negocios/vidriera-ronda-serie-b-nid05032024/" target="_blank">La Nación: Vidriera levantó una Serie B</a></li></ul><p ${ng('2231774108')}>¿Querés trabajar con nosotros? Mirá las búsquedas en <a ${ng('2231774108')} href="https://www.getonbrd.com/companies/vidriera" target="_blank">Get on Board</a>.</p></section></app-about>`,
        {},
      ),
    },
  },
  catchAll: true,
  sitemap: ['/', '/aplicaciones', '/expertos', '/casos-de-exito', '/nosotros'],
  technologies: ['angular', 'typescript', 'google-tag-manager', 'google-cloud-cdn', 'google-cloud'],
  partners: {
    'mercadopago.com.ar': 'technology',
    'modo.com.ar': 'technology',
    'uala.com.ar': 'technology',
    'mercadolibre.com.ar': 'technology',
    'andreani.com': 'technology',
    'oca.com.ar': 'technology',
    'correoargentino.com.ar': 'technology',
    'enviopack.com': 'technology',
    'axoft.com': 'technology',
    'colppy.com': 'technology',
    'perfit.com.ar': 'technology',
    'estudiomalbec.com.ar': 'channel',
    'pampadigital.com.ar': 'channel',
    'rosariowlab.com.ar': 'channel',
    'cuyocommerce.com': 'channel',
    'tandilcreativa.com.ar': 'channel',
    'bondi.agency': 'channel',
    'patagoniashops.com.ar': 'channel',
  },
};
