import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx/1.26.2',
  'set-cookie':
    'laravel_session=eyJpdiI6Ik1hWW9yZWEiLCJ2YWx1ZSI6IjJmM2EifQ%3D%3D; expires=Tue, 13 Jan 2026 20:14:02 GMT; Max-Age=7200; path=/; secure; httponly; samesite=lax',
  'cache-control': 'no-cache, private',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'es-MX',
};

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="csrf-token" content="kQ8vR2mT4xY7zB1nC5dF9gH3jL6pS0wE2uA4iO8e">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://mayorea.com.mx${path}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Mayorea">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://mayorea.com.mx/img/og-mayorea.jpg">
<meta property="og:locale" content="es_MX">
<link rel="icon" href="/favicon.ico">
<link rel="preload" as="style" href="https://mayorea.com.mx/build/assets/app-D9x2kQ1f.css">
<link rel="stylesheet" href="https://mayorea.com.mx/build/assets/app-D9x2kQ1f.css">
<script type="module" src="https://mayorea.com.mx/build/assets/app-Bm4Tq7Zs.js"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-MYR3A2024X"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-MYR3A2024X');</script>
<style>[wire\\:loading], [wire\\:loading\\.delay] { display: none; }</style>
</head>`;

const nav = `<header class="bg-white shadow-sm">
<div class="max-w-7xl mx-auto px-4 flex items-center justify-between h-16">
<a href="/" class="flex items-center"><img src="/img/mayorea-logo.svg" alt="Mayorea" class="h-8"></a>
<form action="/buscar" method="GET" class="hidden md:flex flex-1 mx-8"><input type="search" name="q" placeholder="Busca productos, marcas o proveedores" class="w-full rounded-l-lg border px-4"><button class="rounded-r-lg bg-orange-500 px-4 text-white">Buscar</button></form>
<nav class="flex items-center gap-6 text-sm font-medium">
<a href="/categorias">Categorías</a>
<a href="/credito">Crédito para tu tienda</a>
<a href="/vende">Vende en Mayorea</a>
<a href="/nosotros">Nosotros</a>
<a href="/login" class="rounded bg-gray-900 px-3 py-1.5 text-white">Entrar</a>
</nav>
</div>
</header>`;

const footer = `<footer class="bg-gray-900 text-gray-300 mt-16">
<div class="max-w-7xl mx-auto px-4 py-12 grid md:grid-cols-4 gap-8 text-sm">
<div><img src="/img/mayorea-logo-blanco.svg" alt="Mayorea" class="h-8"><p class="mt-3">El mercado mayorista en línea para tienditas, abarrotes, farmacias y restaurantes de México.</p></div>
<div><h3 class="font-semibold text-white">Compra</h3><ul class="mt-3 space-y-2"><li><a href="/categorias">Categorías</a></li><li><a href="/ofertas">Ofertas de la semana</a></li><li><a href="/credito">Crédito Mayorea</a></li><li><a href="/ayuda/envios">Envíos y entregas</a></li></ul></div>
<div><h3 class="font-semibold text-white">Mayorea</h3><ul class="mt-3 space-y-2"><li><a href="/nosotros">Nosotros</a></li><li><a href="/vende">Vende en Mayorea</a></li><li><a href="https://www.occ.com.mx/empleos/de-mayorea/">Bolsa de trabajo</a></li><li><a href="/prensa">Prensa</a></li><li><a href="/aviso-de-privacidad">Aviso de privacidad</a></li><li><a href="/terminos">Términos y condiciones</a></li></ul></div>
<div><h3 class="font-semibold text-white">Atención a clientes</h3><p class="mt-3">Lunes a sábado de 8 a 20 h</p><p><a href="https://api.whatsapp.com/send?phone=5215512345678&amp;text=Hola%20Mayorea" target="_blank" rel="noopener" class="underline">WhatsApp 55 1234 5678</a></p><p><a href="tel:8001234567">800 123 4567</a></p>
<div class="mt-4 flex gap-2"><a href="https://apps.apple.com/mx/app/mayorea/id1587654321"><img src="/img/badges/app-store-es.svg" alt="Descárgalo en el App Store" class="h-10"></a><a href="https://play.google.com/store/apps/details?id=mx.mayorea.app"><img src="/img/badges/google-play-es.png" alt="Disponible en Google Play" class="h-10"></a></div>
</div>
</div>
<div class="border-t border-gray-800">
<div class="max-w-7xl mx-auto px-4 py-6 flex flex-wrap items-center justify-between gap-4 text-xs">
<div class="flex items-center gap-3" aria-label="Formas de pago"><span>Paga con</span><img src="/img/pagos/spei.svg" alt="SPEI" class="h-6"><img src="/img/pagos/oxxo.svg" alt="OXXO Pay" class="h-6"><img src="/img/pagos/visa.svg" alt="Visa" class="h-6"><img src="/img/pagos/mastercard.svg" alt="Mastercard" class="h-6"><img src="/img/pagos/mercadopago.svg" alt="Mercado Pago" class="h-6"></div>
<a href="https://www.amvo.org.mx/" class="flex items-center gap-2"><img src="/img/sello-amvo.png" alt="Miembro de la Asociación Mexicana de Venta Online" class="h-10"></a>
<div class="flex gap-4"><a href="https://www.facebook.com/mayoreamx">Facebook</a><a href="https://www.instagram.com/mayoreamx">Instagram</a><a href="https://www.tiktok.com/@mayoreamx">TikTok</a></div>
<p>&copy; 2026 Mayorea Comercio Digital, S.A.P.I. de C.V.</p>
</div>
</div>
</footer>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=3b1c9a2e-7d4f-4e6a-9b0c-1f2e3d4c5b6a"></script>
<script src="/livewire/livewire.min.js?id=df3a17f2" data-csrf="kQ8vR2mT4xY7zB1nC5dF9gH3jL6pS0wE2uA4iO8e" data-update-uri="/livewire/update" data-navigate-once="true"></script>`;

const page = (title: string, description: string, path: string, main: string) => `<!DOCTYPE html>
<html lang="es-MX">
${head(title, description, path)}
<body class="font-sans antialiased bg-gray-50 text-gray-900">
${nav}
<main>
${main}
</main>
${footer}
</body>
</html>`;

const home = page(
  'Mayorea | Surte tu negocio a precio de mayoreo',
  'Compra abarrotes, bebidas, limpieza y farmacia a precio de mayoreo directo de distribuidores. Entrega al día siguiente y crédito para tu tienda.',
  '/',
  `<section class="bg-orange-50"><div class="max-w-7xl mx-auto px-4 py-16 grid md:grid-cols-2 gap-8 items-center">
<div><h1 class="text-4xl font-extrabold">Surte tu tienda sin salir de ella</h1><p class="mt-4 text-lg">Más de 25,000 productos de 1,200 proveedores, con entrega al día siguiente en 180 ciudades y hasta 30 días de crédito.</p><a href="/registro" class="mt-6 inline-block rounded-lg bg-orange-500 px-6 py-3 font-semibold text-white">Crear cuenta gratis</a></div>
<img src="/img/hero-tendero.webp" alt="Tendero recibiendo su pedido" class="rounded-2xl">
</div></section>
<section class="max-w-7xl mx-auto px-4 py-12" wire:snapshot="{&quot;data&quot;:{&quot;tab&quot;:&quot;abarrotes&quot;},&quot;memo&quot;:{&quot;id&quot;:&quot;Xb1r9&quot;,&quot;name&quot;:&quot;home.featured&quot;}}" wire:id="Xb1r9">
<h2 class="text-2xl font-bold">Lo más pedido esta semana</h2>
<div class="mt-4 flex gap-2"><button wire:click="setTab('abarrotes')" class="rounded-full bg-gray-900 px-4 py-1 text-white">Abarrotes</button><button wire:click="setTab('bebidas')" class="rounded-full border px-4 py-1">Bebidas</button><button wire:click="setTab('limpieza')" class="rounded-full border px-4 py-1">Limpieza</button></div>
<ul class="mt-6 grid grid-cols-2 md:grid-cols-5 gap-4">
<li class="rounded-xl bg-white p-4"><a href="/p/aceite-vegetal-1l-caja-12"><img src="/img/p/aceite-1l.webp" alt="Aceite vegetal 1 L"><p class="mt-2 text-sm">Aceite vegetal 1 L, caja con 12</p><p class="font-bold">$389.00</p></a></li>
<li class="rounded-xl bg-white p-4"><a href="/p/arroz-super-extra-1kg-bulto-10"><img src="/img/p/arroz-1kg.webp" alt="Arroz 1 kg"><p class="mt-2 text-sm">Arroz súper extra 1 kg, bulto con 10</p><p class="font-bold">$254.00</p></a></li>
<li class="rounded-xl bg-white p-4"><a href="/p/frijol-negro-900g-caja-12"><img src="/img/p/frijol.webp" alt="Frijol negro 900 g"><p class="mt-2 text-sm">Frijol negro 900 g, caja con 12</p><p class="font-bold">$402.00</p></a></li>
</ul></section>
<section class="bg-white"><div class="max-w-7xl mx-auto px-4 py-12"><h2 class="text-2xl font-bold text-center">Las marcas que tus clientes buscan</h2>
<div class="mt-8 grid grid-cols-3 md:grid-cols-6 gap-6 items-center">
<a href="/marca/la-costena"><img src="/img/marcas/la-costena.png" alt="La Costeña"></a>
<a href="/marca/bimbo"><img src="/img/marcas/bimbo.png" alt="Bimbo"></a>
<a href="/marca/jumex"><img src="/img/marcas/jumex.png" alt="Jumex"></a>
<a href="/marca/fabuloso"><img src="/img/marcas/fabuloso.png" alt="Fabuloso"></a>
<a href="/marca/sabritas"><img src="/img/marcas/sabritas.png" alt="Sabritas"></a>
<a href="/marca/lala"><img src="/img/marcas/lala.png" alt="Lala"></a>
</div></div></section>
<section class="max-w-7xl mx-auto px-4 py-12"><blockquote class="text-xl">“Antes cerraba la tienda medio día para ir a la central de abasto. Ahora pido en la noche y al otro día ya lo tengo.”</blockquote><p class="mt-2 text-sm">Doña Lupita, Abarrotes La Esperanza, Iztapalapa</p></section>`,
);

const aliados = page(
  'Nuestros aliados | Mayorea',
  'Conoce a los aliados logísticos, financieros, tecnológicos y comerciales que hacen posible Mayorea.',
  '/nuestros-aliados',
  `<section class="max-w-7xl mx-auto px-4 py-12"><h1 class="text-4xl font-extrabold">Nuestros aliados</h1><p class="mt-4 max-w-3xl text-lg">Mayorea funciona gracias a una red de empresas que entregan, financian, conectan y promueven el abasto de miles de negocios en México.</p></section>
<section class="max-w-7xl mx-auto px-4" wire:snapshot="{&quot;data&quot;:{&quot;seccion&quot;:&quot;todos&quot;},&quot;memo&quot;:{&quot;id&quot;:&quot;Al7q2&quot;,&quot;name&quot;:&quot;aliados.directorio&quot;}}" wire:id="Al7q2">
<div class="flex flex-wrap gap-2"><button wire:click="$set('seccion','todos')" class="rounded-full bg-gray-900 px-4 py-1 text-white">Todos</button><button wire:click="$set('seccion','logistica')" class="rounded-full border px-4 py-1">Logística</button><button wire:click="$set('seccion','financiamiento')" class="rounded-full border px-4 py-1">Financiamiento</button><button wire:click="$set('seccion','tecnologia')" class="rounded-full border px-4 py-1">Tecnología</button><button wire:click="$set('seccion','comercial')" class="rounded-full border px-4 py-1">Distribuidores</button></div>
<div class="mt-10" id="logistica"><h2 class="text-2xl font-bold">Aliados logísticos</h2><p class="mt-1 text-gray-600">Entregan tus pedidos en 180 ciudades.</p>
<div class="mt-4 grid md:grid-cols-3 gap-4">
<div class="rounded-xl bg-white p-6"><img src="/img/aliados/estafeta.svg" alt="Estafeta" class="h-8"><p class="mt-3 text-sm">Paquetería para envíos a todo el país.</p><a href="https://www.estafeta.com/" target="_blank" rel="noopener" class="mt-2 inline-block text-sm text-orange-600">estafeta.com</a></div>
<div class="rounded-xl bg-white p-6"><img src="/img/aliados/99minutos.svg" alt="99minutos" class="h-8"><p class="mt-3 text-sm">Entregas el mismo día en CDMX, Guadalajara y Monterrey.</p><a href="https://www.99minutos.com/" target="_blank" rel="noopener" class="mt-2 inline-block text-sm text-orange-600">99minutos.com</a></div>
<div class="rounded-xl bg-white p-6"><img src="/img/aliados/paquetexpress.svg" alt="Paquetexpress" class="h-8"><p class="mt-3 text-sm">Carga consolidada para pedidos de más de 500 kg.</p><a href="https://www.paquetexpress.com.mx/" target="_blank" rel="noopener" class="mt-2 inline-block text-sm text-orange-600">paquetexpress.com.mx</a></div>
</div></div>
<div class="mt-10" id="financiamiento"><h2 class="text-2xl font-bold">Aliados financieros</h2><p class="mt-1 text-gray-600">Otorgan el Crédito Mayorea a tiendas y proveedores.</p>
<ul class="mt-4 list-disc pl-6 space-y-1"><li><a href="https://konfio.mx/" target="_blank" rel="noopener" class="underline">Konfío</a>: línea de crédito revolvente para tiendas con más de 6 meses comprando en Mayorea.</li><li><a href="https://www.creditiendas.mx/" target="_blank" rel="noopener" class="underline">CrediTiendas</a>: factoraje para proveedores que venden a plazo.</li></ul></div>
<div class="mt-10" id="tecnologia"><h2 class="text-2xl font-bold">Integraciones tecnológicas</h2><p class="mt-1 text-gray-600">Conecta tu sistema administrativo o ERP con Mayorea para sincronizar inventario, precios y facturas (CFDI 4.0).</p>
<table class="mt-4 w-full bg-white text-sm"><thead><tr class="text-left"><th class="p-3">Sistema</th><th class="p-3">Tipo de integración</th></tr></thead><tbody>
<tr class="border-t"><td class="p-3"><a href="https://www.contpaqi.com/" target="_blank" rel="noopener" class="underline">CONTPAQi Comercial</a></td><td class="p-3">Conector oficial</td></tr>
<tr class="border-t"><td class="p-3"><a href="https://www.aspel.com.mx/" target="_blank" rel="noopener" class="underline">Aspel SAE</a></td><td class="p-3">Conector oficial</td></tr>
<tr class="border-t"><td class="p-3"><a href="https://www.bind.com.mx/" target="_blank" rel="noopener" class="underline">Bind ERP</a></td><td class="p-3">API</td></tr>
<tr class="border-t"><td class="p-3"><a href="https://www.sap.com/mexico/products/erp/business-one.html" target="_blank" rel="noopener" class="underline">SAP Business One</a></td><td class="p-3">Add-on certificado</td></tr>
<tr class="border-t"><td class="p-3">Eleventa punto de venta</td><td class="p-3">Próximamente</td></tr>
</tbody></table></div>
<div class="mt-10" id="comercial"><h2 class="text-2xl font-bold">Distribuidores y agentes autorizados</h2><p class="mt-1 text-gray-600">Empresas que comercializan Mayorea en su región, afilian tiendas y dan capacitación en persona.</p>
<div class="mt-4 grid md:grid-cols-2 gap-4">
<div class="rounded-xl bg-white p-6"><h3 class="font-semibold"><a href="https://www.gcbajio.com.mx/" target="_blank" rel="noopener">Grupo Comercial del Bajío</a></h3><p class="text-sm">Guanajuato, Querétaro y Aguascalientes</p></div>
<div class="rounded-xl bg-white p-6"><h3 class="font-semibold"><a href="https://dpeninsular.mx/" target="_blank" rel="noopener">Distribuciones Peninsulares</a></h3><p class="text-sm">Yucatán, Campeche y Quintana Roo</p></div>
</div></div>
</section>
<section class="max-w-7xl mx-auto px-4 py-12"><div class="rounded-2xl bg-orange-500 p-8 text-white"><h2 class="text-2xl font-bold">¿Quieres ser aliado de Mayorea?</h2><p class="mt-2">Escríbenos a <a href="mailto:alianzas@mayorea.com.mx" class="underline">alianzas@mayorea.com.mx</a>.</p></div></section>`,
);

const vende = page(
  'Vende en Mayorea | Llega a 60,000 negocios',
  'Publica tu catálogo en Mayorea y vende a tiendas de todo México sin fuerza de ventas adicional.',
  '/vende',
  `<section class="max-w-7xl mx-auto px-4 py-12"><h1 class="text-4xl font-extrabold">Vende a 60,000 negocios desde un solo lugar</h1><p class="mt-4 max-w-3xl text-lg">Fabricantes y distribuidores publican su catálogo en Mayorea; nosotros cobramos, entregamos y damos crédito a tus clientes.</p>
<h2 class="mt-10 text-2xl font-bold">Proveedores que ya venden en Mayorea</h2>
<ul class="mt-4 grid md:grid-cols-3 gap-4">
<li class="rounded-xl bg-white p-6"><h3 class="font-semibold"><a href="https://www.lacteosdelvalle.com.mx/" target="_blank" rel="noopener">Lácteos del Valle</a></h3><p class="text-sm">“Crecimos 40% en tiendas del Estado de México en un año.”</p></li>
<li class="rounded-xl bg-white p-6"><h3 class="font-semibold"><a href="https://www.distribuidoranorteno.mx/" target="_blank" rel="noopener">Distribuidora El Norteño</a></h3><p class="text-sm">“Llegamos a Sonora y Sinaloa sin abrir almacén.”</p></li>
<li class="rounded-xl bg-white p-6"><h3 class="font-semibold">Jarcería Hermanos Ruiz</h3><p class="text-sm">“Vendemos escobas y trapeadores a 3,000 tiendas.”</p></li>
</ul>
<a href="/vende/registro" class="mt-8 inline-block rounded-lg bg-orange-500 px-6 py-3 font-semibold text-white">Quiero vender</a></section>`,
);

const nosotros = page(
  'Nosotros | Mayorea',
  'Mayorea nació en 2020 para digitalizar el abasto de las tiendas de barrio en México.',
  '/nosotros',
  `<section class="max-w-4xl mx-auto px-4 py-12 prose"><h1>Nosotros</h1>
<p>Mayorea nació en 2020 en la Ciudad de México con una idea: que la tiendita de la esquina compre igual de bien que una cadena. Hoy atendemos a 60,000 negocios en 180 ciudades.</p>
<h2>Inversionistas</h2><p>Nos respaldan <a href="https://www.allvp.vc/" target="_blank" rel="noopener">ALLVP</a>, <a href="https://www.kaszek.com/" target="_blank" rel="noopener">Kaszek</a> y más de 30 inversionistas ángeles.</p>
<h2>Reconocimientos</h2><p>Emprendedores <a href="https://www.endeavor.org.mx/" target="_blank" rel="noopener">Endeavor</a> desde 2023. Premio a la Innovación en Comercio Electrónico de la AMVO 2024.</p>
<h2>En medios</h2><ul><li><a href="https://expansion.mx/tecnologia/2025/05/14/mayorea-recauda-40-millones-de-dolares" target="_blank" rel="noopener">Expansión: Mayorea recauda 40 millones de dólares</a></li><li><a href="https://www.elfinanciero.com.mx/empresas/2025/09/02/tienditas-digitales-mayorea/" target="_blank" rel="noopener">El Financiero: Las tienditas se digitalizan</a></li></ul>
<h2>Eventos</h2><p>Visítanos en el stand 1420 de <a href="https://www.antad.net/expo/" target="_blank" rel="noopener">Expo ANTAD 2026</a> en Guadalajara, donde somos patrocinadores del pabellón de innovación.</p>
</section>`,
);

export const site: CorpusSite = {
  domain: 'mayorea.com.mx',
  covers:
    'Mexican B2B wholesale marketplace on Laravel + Livewire, pages in Spanish (es-MX): partner page at /nuestros-aliados reachable only through the sitemap, with Livewire filter buttons, logistics cards and financing list (generic), ERP integrations table (technology, one name-only row) and authorised distributors (channel); negatives: brand logos of products sold, sellers already on the marketplace with links, payment-method logos, AMVO seal, WhatsApp and app badges, investors, Endeavor, press, trade-show sponsorship, job board',
  pages: {
    '/': { headers, html: home },
    '/nuestros-aliados': { headers, html: aliados },
    '/vende': { headers, html: vende },
    '/nosotros': { headers, html: nosotros },
  },
  sitemap: ['/', '/categorias', '/ofertas', '/credito', '/vende', '/nosotros', '/nuestros-aliados', '/prensa', '/ayuda/envios'],
  technologies: [
    'laravel',
    'php',
    'livewire',
    'nginx',
    'open-graph',
    'google-analytics',
    'google-tag-manager',
    'zendesk',
    'whatsapp-business-chat',
  ],
  partners: {
    'estafeta.com': 'generic',
    '99minutos.com': 'generic',
    'paquetexpress.com.mx': 'generic',
    'konfio.mx': 'generic',
    'creditiendas.mx': 'generic',
    'contpaqi.com': 'technology',
    'aspel.com.mx': 'technology',
    'bind.com.mx': 'technology',
    'sap.com': 'technology',
    'gcbajio.com.mx': 'channel',
    'dpeninsular.mx': 'channel',
  },
};
