import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87c3d4e5f6071829-MAD',
  'x-shopid': '61234567',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'set-cookie':
    '_shopify_y=8f1e2d3c-4b5a-4697-8a9b-0c1d2e3f4a5b; path=/; expires=Sat, 26 Apr 2025 10:11:12 GMT; domain=cajaverde.es; SameSite=Lax',
};

const head = (title: string, description: string, path: string, ogType = 'website') => `<!doctype html>
<html class="js" lang="es">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="#2f5d3a">
    <link rel="canonical" href="https://cajaverde.es${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//cajaverde.es/cdn/shop/files/favicon-cajaverde.png?crop=center&height=32&v=1699001122&width=32">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Cajaverde">
    <meta property="og:url" content="https://cajaverde.es${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="${ogType}">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://cajaverde.es/cdn/shop/files/og-cajaverde.jpg?v=1699001122">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//cajaverde.es/cdn/shop/t/12/assets/constants.js?v=58251544750838685771699001200" defer="defer"></script>
    <script src="//cajaverde.es/cdn/shop/t/12/assets/global.js?v=84921127488436791331699001200" defer="defer"></script>
    <meta name="shopify-digital-wallet" content="/61234567/digital_wallets/dialog">
    <script async="async" src="https://cdn.shopify.com/s/javascripts/currencies.js"></script>
    <script async src="https://cdn.shopify.com/extensions/2a4b6c8d-0e1f-4a3b-5c7d-9e1f3a5b7c9d/klaviyo-email-marketing-44/assets/onsite.js"></script>
    <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Ux7Kq2"></script>
    <script data-cfasync="false" type="text/javascript" async src="https://cdn.judge.me/widget_preloader.js"></script>
    <link href="//cajaverde.es/cdn/shop/t/12/assets/base.css?v=165476392019376541821699001200" rel="stylesheet" type="text/css" media="all" />
  </head>
  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Ir directamente al contenido</a>
    <div class="announcement-bar" role="region" aria-label="Anuncio"><p class="announcement-bar__message">Envío gratis a península en pedidos desde 120 €</p></div>
    <header class="header header--middle-left page-width">
      <a href="/" class="header__heading-link link link--text focus-inset"><img src="//cajaverde.es/cdn/shop/files/cajaverde-logo.svg?v=1699001122" alt="Cajaverde" width="160" height="42" class="header__heading-logo"></a>
      <nav class="header__inline-menu">
        <ul class="list-menu list-menu--inline" role="list">
          <li><a href="/collections/cajas-de-envio" class="header__menu-item list-menu__item link link--text focus-inset">Cajas de envío</a></li>
          <li><a href="/collections/sobres-y-relleno" class="header__menu-item list-menu__item link link--text focus-inset">Sobres y relleno</a></li>
          <li><a href="/pages/personalizadas" class="header__menu-item list-menu__item link link--text focus-inset">Cajas personalizadas</a></li>
          <li><a href="/pages/sobre-nosotros" class="header__menu-item list-menu__item link link--text focus-inset">Nosotros</a></li>
        </ul>
      </nav>
      <div class="header__icons">
        <a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Iniciar sesión</span></a>
        <button type="button" class="header__icon header__icon--basket link focus-inset" data-drawer-toggle="CestaDrawer"><span class="visually-hidden">Cesta</span><span class="count-bubble">0</span></button>
      </div>
    </header>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const footer = `</main>
    <footer class="footer color-scheme-2 gradient section-sections--footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer-block grid__item">
          <h2 class="footer-block__heading">Cajaverde</h2>
          <ul class="footer-block__details-content list-unstyled">
            <li><a href="/pages/sobre-nosotros" class="link link--text list-menu__item--link">Sobre nosotros</a></li>
            <li><a href="/pages/distribuidores" class="link link--text list-menu__item--link">Distribuidores</a></li>
            <li><a href="/pages/partners" class="link link--text list-menu__item--link">Partners</a></li>
            <li><a href="/pages/trabaja-con-nosotros" class="link link--text list-menu__item--link">Trabaja con nosotros</a></li>
            <li><a href="/blogs/noticias" class="link link--text list-menu__item--link">Blog</a></li>
          </ul>
        </div>
        <div class="footer-block grid__item">
          <h2 class="footer-block__heading">Ayuda</h2>
          <ul class="footer-block__details-content list-unstyled">
            <li><a href="/pages/envios" class="link link--text list-menu__item--link">Envíos y plazos</a></li>
            <li><a href="/policies/refund-policy" class="link link--text list-menu__item--link">Devoluciones</a></li>
            <li><a href="/policies/privacy-policy" class="link link--text list-menu__item--link">Política de privacidad</a></li>
            <li><a href="/policies/legal-notice" class="link link--text list-menu__item--link">Aviso legal</a></li>
          </ul>
        </div>
        <div class="footer-block--newsletter">
          <h2 class="footer-block__heading">Newsletter</h2>
          <div class="klaviyo-form-WqR8sT"></div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.instagram.com/cajaverde.es" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
            <li class="list-social__item"><a href="https://www.linkedin.com/company/cajaverde" class="link list-social__link"><span class="visually-hidden">LinkedIn</span></a></li>
            <li class="list-social__item"><a href="https://www.tiktok.com/@cajaverde.es" class="link list-social__link"><span class="visually-hidden">TikTok</span></a></li>
          </ul>
        </div>
      </div>
      <div class="footer__content-bottom">
        <div class="footer__payment">
          <span class="visually-hidden">Formas de pago</span>
          <ul class="list list-payment" role="list">
            <li class="list-payment__item"><img src="//cajaverde.es/cdn/shop/files/pago-visa.svg" alt="Visa" width="38" height="24"></li>
            <li class="list-payment__item"><img src="//cajaverde.es/cdn/shop/files/pago-mastercard.svg" alt="Mastercard" width="38" height="24"></li>
            <li class="list-payment__item"><img src="//cajaverde.es/cdn/shop/files/pago-bizum.svg" alt="Bizum" width="38" height="24"></li>
            <li class="list-payment__item"><img src="//cajaverde.es/cdn/shop/files/pago-apple.svg" alt="Apple Pay" width="38" height="24"></li>
          </ul>
        </div>
        <small class="copyright__content">&copy; 2024, <a href="/" title="">Cajaverde</a> · Embalajes Sostenibles Cajaverde S.L. · CIF B99123456 · Polígono Plaza, Zaragoza</small>
      </div>
    </footer>
    <div id="shopify-pc__banner" class="shopify-pc__banner__dialog" role="dialog" aria-label="Preferencias de cookies"><p>Utilizamos cookies para mejorar tu experiencia de compra.</p><button class="shopify-pc__banner__btn-accept">Aceptar</button><button class="shopify-pc__banner__btn-decline">Rechazar</button></div>
  </body>
</html>`;

const product = (handle: string, name: string, price: string) =>
  `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard"><img src="//cajaverde.es/cdn/shop/files/${handle}.jpg?v=1699001122&width=533" alt="${name}" loading="lazy" width="533" height="533"><h3 class="card__heading h5"><a href="/products/${handle}" class="full-unstyled-link">${name}</a></h3><div class="price"><span class="price-item price-item--regular">desde ${price}</span></div></div></div></li>`;

export const site: CorpusSite = {
  domain: 'cajaverde.es',
  covers:
    'Spanish Shopify store for sustainable e-commerce packaging (Klaviyo, Judge.me, Cloudflare): international distributor table and stockist list (one without link) on a footer-linked page, a prose partners page with two linked alliance partners and an event sponsorship; customer brands, certifications, payment badges, press, public funder and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Cajaverde | Cajas de envío sostenibles para tu e-commerce', 'Cajas de cartón reciclado, sobres de papel y relleno compostable para tiendas online. Fabricado en Zaragoza.', '/')}
<section class="banner"><div class="banner__content page-width"><h1 class="banner__heading">Cajas de envío que no cuestan el planeta</h1><p>Cartón 100&nbsp;% reciclado, tintas al agua y cierre sin plástico. Fabricado en Zaragoza y enviado en 48&nbsp;h.</p><a href="/collections/cajas-de-envio" class="button button--primary">Ver cajas de envío</a></div></section>
<section class="featured-collection page-width"><h2 class="title">Los más vendidos</h2>
<ul class="grid product-grid grid--4-col-desktop" role="list">
${product('caja-kraft-s', 'Caja automontable Kraft S (pack 50)', '24,90 €')}
${product('caja-kraft-m', 'Caja automontable Kraft M (pack 50)', '32,50 €')}
${product('sobre-papel-a4', 'Sobre de papel con solapa adhesiva A4 (pack 100)', '18,90 €')}
${product('relleno-papel-ondulado', 'Relleno de papel ondulado 5 kg', '14,50 €')}
</ul></section>
<section class="logo-list page-width"><h2>Marcas que ya envían en Cajaverde</h2>
<div class="logo-list__grid"><a href="https://www.jabonesdelmontseny.com" target="_blank"><img src="//cajaverde.es/cdn/shop/files/cliente-jabones-montseny.png" alt="Jabones del Montseny"></a><a href="https://cafesolmo.es" target="_blank"><img src="//cajaverde.es/cdn/shop/files/cliente-cafes-olmo.png" alt="Cafés Olmo"></a><img src="//cajaverde.es/cdn/shop/files/cliente-lana-norte.png" alt="Lana Norte"></div></section>
<section class="rich-text page-width"><h2>Certificados</h2><p>Todo nuestro cartón cuenta con certificación <a href="https://fsc.org/es" target="_blank">FSC®</a> y somos empresa <a href="https://www.bcorporation.net/es-es/find-a-b-corp/company/cajaverde" target="_blank">B Corp</a> desde 2023.</p></section>
<section class="rich-text page-width"><div class="jdgm-carousel-wrapper"><h2>Lo que dicen nuestros clientes</h2><p>★★★★★ 4,8/5 en 1.240 opiniones verificadas</p></div></section>
${footer}`,
    },
    '/pages/distribuidores': {
      headers,
      html: `${head('Distribuidores | Cajaverde', 'Compra cajas Cajaverde en Portugal, Francia, Italia y México a través de nuestros distribuidores oficiales.', '/pages/distribuidores')}
<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Distribuidores</h1>
<div class="rte">
<p>¿Vendes fuera de España o prefieres comprar en tu tienda de confianza? Nuestros productos están disponibles a través de estos distribuidores oficiales:</p>
<table>
<thead><tr><th>País</th><th>Distribuidor</th><th>Web</th></tr></thead>
<tbody>
<tr><td>Portugal</td><td>Embalagens Verdes, Lda.</td><td><a href="https://www.embalagensverdes.pt" target="_blank">embalagensverdes.pt</a></td></tr>
<tr><td>Francia</td><td>Emballage Vert SAS</td><td><a href="https://emballagevert.fr/" target="_blank">emballagevert.fr</a></td></tr>
<tr><td>Italia</td><td>Scatola Verde S.r.l.</td><td><a href="https://www.scatolaverde.it/" target="_blank">scatolaverde.it</a></td></tr>
<tr><td>México</td><td>Empaques Verdes MX</td><td><a href="https://empaquesverdes.mx" target="_blank">empaquesverdes.mx</a></td></tr>
</tbody>
</table>
<h2>Puntos de venta en España</h2>
<ul>
<li>Papelería Olmo – C/ Alfonso I 12, Zaragoza</li>
<li><a href="https://www.ferreteriagomez.es/embalaje" target="_blank">Ferretería Gómez</a> – Logroño y tienda online</li>
<li><a href="https://embalajesdelsur.com" target="_blank">Embalajes del Sur</a> – Sevilla</li>
</ul>
<p>¿Quieres distribuir Cajaverde? Escríbenos a <a href="mailto:distribuidores@cajaverde.es">distribuidores@cajaverde.es</a>.</p>
</div></div>
${footer}`,
    },
    '/pages/partners': {
      headers,
      html: `${head('Partners | Cajaverde', 'Las alianzas que hacen posible un envío más sostenible.', '/pages/partners')}
<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Nuestros partners</h1>
<div class="rte">
<p>Un embalaje sostenible no termina en la caja. Por eso nos aliamos con empresas que comparten nuestra visión:</p>
<p>Junto a nuestro partner <a href="https://www.outvio.com/es/" target="_blank">Outvio</a>, las tiendas pueden reutilizar la misma caja para la devolución con una etiqueta generada al momento. Y por cada pedido de más de 100 € plantamos un árbol con la <a href="https://www.reforesta.es/" target="_blank">Asociación Reforesta</a>, partner de reforestación de Cajaverde desde 2021.</p>
<p>Además, este año somos patrocinadores del <a href="https://www.eshow.es/madrid/" target="_blank">eShow Madrid</a>: ¡ven a vernos al stand 214!</p>
</div></div>
${footer}`,
    },
    '/pages/sobre-nosotros': {
      headers,
      html: `${head('Sobre nosotros | Cajaverde', 'Embalajes sostenibles fabricados en Zaragoza desde 2019.', '/pages/sobre-nosotros')}
<div class="page-width page-width--narrow"><h1 class="main-page-title page-title h0">Sobre nosotros</h1>
<div class="rte">
<p>Cajaverde nació en 2019 en un pequeño taller de Zaragoza. Hoy fabricamos más de dos millones de cajas al año para más de 3.000 tiendas online.</p>
<p>Hemos salido en <a href="https://elpais.com/economia/2023-05-14/cajas-sin-plastico.html" target="_blank">El País</a> y <a href="https://www.expansion.com/aragon/2023/09/02/cajaverde.html" target="_blank">Expansión</a>. Nuestra nueva línea de producción ha contado con un préstamo participativo de <a href="https://www.enisa.es/" target="_blank">ENISA</a>.</p>
</div></div>
${footer}`,
    },
  },
  sitemap: [
    '/',
    '/collections/cajas-de-envio',
    '/collections/sobres-y-relleno',
    '/pages/personalizadas',
    '/pages/sobre-nosotros',
    '/pages/distribuidores',
    '/pages/partners',
    '/products/caja-kraft-s',
    '/products/caja-kraft-m',
  ],
  technologies: ['shopify', 'cloudflare', 'klaviyo', 'judge-me', 'open-graph'],
  partners: {
    'embalagensverdes.pt': 'channel',
    'emballagevert.fr': 'channel',
    'scatolaverde.it': 'channel',
    'empaquesverdes.mx': 'channel',
    'ferreteriagomez.es': 'channel',
    'embalajesdelsur.com': 'channel',
    'outvio.com': 'generic',
    'reforesta.es': 'generic',
  },
};
