import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8e1f2a3b4c5d6e7f-MAD',
  'x-shopid': '58231904',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'content-language': 'es',
};

const head = (title: string, description: string, path: string): string => `<!doctype html>
<html class="no-js" lang="es">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#556b2f">
<link rel="canonical" href="https://casaverbena.es${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//casaverbena.es/cdn/shop/files/favicon_32x32.png?v=1701345600">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Casa Verbena">
<meta property="og:url" content="https://casaverbena.es${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://casaverbena.es/cdn/shop/files/og-casaverbena.jpg?v=1701345600">
<meta name="twitter:card" content="summary_large_image">
<meta name="shopify-digital-wallet" content="/58231904/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="3f0b9c2d1e8a7f6b5c4d3e2f1a0b9c8d">
<script src="//casaverbena.es/cdn/shop/t/14/assets/constants.js?v=58251544750838685771701345600" defer="defer"></script>
<script src="//casaverbena.es/cdn/shop/t/14/assets/global.js?v=149496944046504657681701345600" defer="defer"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QW2E9RT1Y"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7QW2E9RT1Y');
</script>
<script async src="https://connect.facebook.net/es_ES/fbevents.js"></script>
<script>
  window.fbq = window.fbq || function () { (window.fbq.queue = window.fbq.queue || []).push(arguments); };
  fbq('init', '884512036671209');
  fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=884512036671209&amp;ev=PageView&amp;noscript=1"></noscript>
<script id="shopify-features" type="application/json">{"accessToken":"3f0b9c2d1e8a7f6b5c4d3e2f1a0b9c8d","betas":["rich-media-storefront-analytics"],"domain":"casaverbena.es","predictiveSearch":true,"shopId":58231904,"locale":"es"}</script>
<script src="https://cdn.shopify.com/shopifycloud/storefront/assets/storefront/load_feature-9f951a2e.js" defer></script>
<script src="https://cdn.shopify.com/extensions/0199c2b1-5e7f/forms-2071/assets/shopify-forms-loader.js" defer></script>
<link href="//casaverbena.es/cdn/shop/t/14/assets/base.css?v=2761234567" rel="stylesheet" type="text/css" media="all">
</head>`;

const nav = `<a class="skip-to-content-link button visually-hidden" href="#MainContent">Ir directamente al contenido</a>
<div class="announcement-bar" role="region" aria-label="Anuncio">
  <p>Envío gratis en pedidos superiores a 40&nbsp;€ &middot; Península y Baleares</p>
</div>
<header class="header header--middle-left">
  <a href="/" class="header__heading-link"><img src="//casaverbena.es/cdn/shop/files/logo-casaverbena.svg?v=1701345600" alt="Casa Verbena" width="160" height="48" class="header__heading-logo"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/all" class="header__menu-item">Tienda</a></li>
      <li><a href="/collections/rituales-faciales" class="header__menu-item">Rituales faciales</a></li>
      <li><a href="/collections/cuerpo" class="header__menu-item">Cuerpo</a></li>
      <li><a href="/pages/nosotros" class="header__menu-item">Nosotros</a></li>
      <li><a href="/pages/puntos-de-venta" class="header__menu-item">Dónde comprar</a></li>
      <li><a href="/blogs/diario" class="header__menu-item">Diario</a></li>
    </ul>
  </nav>
  <div class="header__icons">
    <a href="/search" class="header__icon header__icon--search" aria-label="Buscar">Buscar</a>
    <a href="/account/login" class="header__icon header__icon--account" aria-label="Iniciar sesión">Cuenta</a>
    <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble" aria-label="Carrito">Carrito <span class="cart-count-bubble">0</span></a>
  </div>
</header>`;

const footer = `<footer class="footer">
  <div class="footer__content-top page-width">
    <div class="footer-block">
      <h2 class="footer-block__heading">Casa Verbena</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/nosotros" class="link">Nuestra historia</a></li>
        <li><a href="/pages/socios" class="link">Socios</a></li>
        <li><a href="/pages/puntos-de-venta" class="link">Puntos de venta</a></li>
        <li><a href="/pages/profesionales" class="link">Venta a profesionales</a></li>
        <li><a href="https://casa-verbena.factorialhr.es/" class="link">Trabaja con nosotras</a></li>
      </ul>
    </div>
    <div class="footer-block">
      <h2 class="footer-block__heading">Ayuda</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/envios" class="link">Envíos y devoluciones</a></li>
        <li><a href="/pages/faq" class="link">Preguntas frecuentes</a></li>
        <li><a href="/policies/privacy-policy" class="link">Política de privacidad</a></li>
        <li><a href="/policies/terms-of-service" class="link">Condiciones de venta</a></li>
      </ul>
      <p class="footer-shipping">Enviamos con <a href="https://www.seur.com/" rel="nofollow">SEUR</a> y <a href="https://www.correosexpress.com/" rel="nofollow">Correos Express</a> en 24/48&nbsp;h.</p>
    </div>
    <div class="footer-block footer-block--newsletter">
      <h2 class="footer-block__heading">Únete a la comunidad</h2>
      <form method="post" action="/contact#contact_form" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form">
        <input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓">
        <input type="hidden" name="contact[tags]" value="newsletter">
        <input id="NewsletterForm--footer" type="email" name="contact[email]" placeholder="Correo electrónico">
        <button type="submit" class="newsletter-form__button">Suscribirse</button>
      </form>
      <ul class="footer__list-social list-unstyled list-social" role="list">
        <li class="list-social__item"><a href="https://www.instagram.com/casaverbena.es" class="link list-social__link">Instagram</a></li>
        <li class="list-social__item"><a href="https://www.tiktok.com/@casaverbena" class="link list-social__link">TikTok</a></li>
        <li class="list-social__item"><a href="https://www.pinterest.es/casaverbena/" class="link list-social__link">Pinterest</a></li>
        <li class="list-social__item"><a href="https://www.facebook.com/casaverbena.es" class="link list-social__link">Facebook</a></li>
      </ul>
      <div class="trustpilot-widget" data-locale="es-ES" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="61a0f2e3c4b5d6e7f8091a2b" data-style-height="24px" data-theme="light">
        <a href="https://es.trustpilot.com/review/casaverbena.es" target="_blank" rel="noopener">Trustpilot &middot; Excelente 4,8/5</a>
      </div>
    </div>
  </div>
  <div class="footer__content-bottom">
    <div class="footer__payment">
      <span class="visually-hidden">Formas de pago</span>
      <ul class="list list-payment" role="list">
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
      </ul>
    </div>
    <p class="copyright__content">&copy; 2026, <a href="/" title="">Casa Verbena Cosmética Natural S.L.</a> &middot; Hecho a mano en Valencia</p>
  </div>
</footer>
<div id="cookie-banner" class="cookie-banner" role="dialog" aria-label="Cookies" hidden>
  <p>Usamos cookies propias y de terceros para analizar la navegación y mostrarte publicidad personalizada. <a href="/policies/privacy-policy">Más información</a></p>
  <button type="button" class="button">Aceptar</button><button type="button" class="button button--secondary">Rechazar</button>
</div>
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VbR7kQ"></script>
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>`;

const home = `${head('Casa Verbena | Cosmética natural hecha a mano en Valencia', 'Jabones, aceites y rituales faciales con ingredientes ecológicos del Mediterráneo. Cosmética natural certificada, vegana y hecha a mano en Valencia.', '/')}
<body class="gradient template-index">
${nav}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
  <section class="banner banner--large">
    <img src="//casaverbena.es/cdn/shop/files/hero-aceite-romero.jpg?v=1701345600&amp;width=1500" alt="Aceite facial de romero y caléndula" width="1500" height="800">
    <div class="banner__content">
      <h1 class="banner__heading">El Mediterráneo, en tu piel</h1>
      <p>Fórmulas con un 99&nbsp;% de ingredientes de origen natural, elaboradas en pequeños lotes.</p>
      <a href="/collections/rituales-faciales" class="button button--primary">Descubre los rituales</a>
    </div>
  </section>

  <section class="featured-collection page-width">
    <h2>Los más queridos</h2>
    <ul class="grid product-grid" role="list">
      <li class="grid__item"><a href="/products/aceite-facial-romero-calendula" class="full-unstyled-link"><img src="//casaverbena.es/cdn/shop/products/aceite-romero.jpg?v=1701345600&amp;width=533" alt="Aceite facial de romero y caléndula"><h3>Aceite facial Romero &amp; Caléndula</h3><span class="price">24,90 €</span></a><form method="post" action="/cart/add"><input type="hidden" name="id" value="44120931221802"><button type="submit" name="add">Añadir al carrito</button></form></li>
      <li class="grid__item"><a href="/products/jabon-aceite-oliva-lavanda" class="full-unstyled-link"><img src="//casaverbena.es/cdn/shop/products/jabon-lavanda.jpg?v=1701345600&amp;width=533" alt="Jabón de aceite de oliva y lavanda"><h3>Jabón Oliva &amp; Lavanda</h3><span class="price">7,50 €</span></a><form method="post" action="/cart/add"><input type="hidden" name="id" value="44120931254570"><button type="submit" name="add">Añadir al carrito</button></form></li>
      <li class="grid__item"><a href="/products/balsamo-labial-naranja" class="full-unstyled-link"><img src="//casaverbena.es/cdn/shop/products/balsamo-naranja.jpg?v=1701345600&amp;width=533" alt="Bálsamo labial de naranja"><h3>Bálsamo labial Naranja</h3><span class="price">5,90 €</span></a><form method="post" action="/cart/add"><input type="hidden" name="id" value="44120931287338"><button type="submit" name="add">Añadir al carrito</button></form></li>
      <li class="grid__item"><a href="/products/serum-higo-chumbo" class="full-unstyled-link"><img src="//casaverbena.es/cdn/shop/products/serum-higo.jpg?v=1701345600&amp;width=533" alt="Sérum de aceite de higo chumbo"><h3>Sérum Higo Chumbo</h3><span class="price">32,00 €</span></a><form method="post" action="/cart/add"><input type="hidden" name="id" value="44120931320106"><button type="submit" name="add">Añadir al carrito</button></form></li>
    </ul>
  </section>

  <section class="press page-width">
    <h2 class="h5">Nos mencionan en</h2>
    <ul class="press-logos">
      <li><a href="https://www.vogue.es/belleza/articulos/cosmetica-natural-espanola-marcas" target="_blank" rel="noopener"><img src="//casaverbena.es/cdn/shop/files/press-vogue.svg?v=1701345600" alt="Vogue España"></a></li>
      <li><a href="https://www.elle.com/es/belleza/cara-cuerpo/g4412/marcas-cosmetica-natural/" target="_blank" rel="noopener"><img src="//casaverbena.es/cdn/shop/files/press-elle.svg?v=1701345600" alt="Elle"></a></li>
      <li><a href="https://elpais.com/escaparate/belleza/2026-04-12/jabones-artesanales.html" target="_blank" rel="noopener"><img src="//casaverbena.es/cdn/shop/files/press-elpais.svg?v=1701345600" alt="El País Escaparate"></a></li>
    </ul>
  </section>

  <section class="image-with-text page-width">
    <h2>Encuéntranos cerca de ti</h2>
    <p>Además de en nuestra tienda online, puedes encontrar Casa Verbena en herbolarios, farmacias y tiendas seleccionadas de España y Portugal.</p>
    <a href="/pages/puntos-de-venta" class="button button--secondary">Ver puntos de venta</a>
  </section>

  <section class="awards page-width">
    <p>Premio <a href="https://www.premiosbellezanatural.es/ganadores-2026" target="_blank" rel="noopener">Belleza Natural 2026</a> al mejor aceite facial &middot; Certificado vegano por <a href="https://www.vegansociety.com/" target="_blank" rel="noopener">The Vegan Society</a></p>
  </section>
</main>
${footer}
</body>
</html>`;

const stockists = `${head('Puntos de venta | Casa Verbena', 'Tiendas, herbolarios y farmacias donde comprar la cosmética natural de Casa Verbena en España y Portugal.', '/pages/puntos-de-venta')}
<body class="gradient template-page">
${nav}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
  <div class="page-width page-width--narrow">
    <h1 class="main-page-title page-title h0">Puntos de venta</h1>
    <div class="rte">
      <p>Nuestros productos están disponibles en estas tiendas físicas. Te recomendamos llamar antes para confirmar disponibilidad.</p>
      <h2>Tiendas físicas</h2>
      <table>
        <thead><tr><th>Tienda</th><th>Ciudad</th><th>Dirección</th><th>Web</th></tr></thead>
        <tbody>
          <tr><td>El Corte Inglés &ndash; Espacio Natural</td><td>Madrid, Valencia, Barcelona</td><td>Varios centros</td><td><a href="https://www.elcorteingles.es/belleza/cosmetica-natural/casa-verbena/">elcorteingles.es</a></td></tr>
          <tr><td>Druni Perfumerías</td><td>Comunidad Valenciana y Murcia</td><td>+90 tiendas</td><td><a href="https://www.druni.es/marcas/casa-verbena">druni.es</a></td></tr>
          <tr><td>Herbolario La Alameda</td><td>Sevilla</td><td>Alameda de Hércules 52</td><td><a href="https://herbolariolaalameda.com/">herbolariolaalameda.com</a></td></tr>
          <tr><td>Farmacia Ortega</td><td>Valencia</td><td>Carrer de Cuba 18</td><td><a href="https://www.farmaciaortega.es/">farmaciaortega.es</a></td></tr>
          <tr><td>Mercado de Colón &ndash; Puesto 14</td><td>Valencia</td><td>Carrer de Jorge Juan 19</td><td>&ndash;</td></tr>
          <tr><td>Botica Natural</td><td>Lisboa (Portugal)</td><td>Rua da Rosa 87</td><td><a href="https://boticanatural.pt/">boticanatural.pt</a></td></tr>
        </tbody>
      </table>
      <h2>También online en</h2>
      <ul>
        <li><a href="https://www.notino.es/casa-verbena/?utm_source=casaverbena&amp;utm_medium=referral" rel="sponsored nofollow" target="_blank">Notino</a></li>
        <li><a href="https://www.amazon.es/stores/CasaVerbena/page/4F1A2B3C?tag=casaverbena-21" rel="sponsored nofollow" target="_blank">Amazon (tienda oficial)</a></li>
      </ul>
      <p>¿Tienes una tienda y quieres vender Casa Verbena? Escríbenos desde <a href="/pages/profesionales">venta a profesionales</a>.</p>
    </div>
  </div>
</main>
${footer}
</body>
</html>`;

const socios = `${head('Socios | Casa Verbena', 'Las cooperativas, fundaciones y proyectos con los que trabajamos codo con codo.', '/pages/socios')}
<body class="gradient template-page">
${nav}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
  <div class="page-width page-width--narrow">
    <h1 class="main-page-title page-title h0">Nuestros socios</h1>
    <div class="rte">
      <p>Casa Verbena no existiría sin las personas y organizaciones que nos acompañan. Estos son nuestros socios:</p>
      <div class="multicolumn">
        <div class="multicolumn-card">
          <h3>Cooperativa Olivarera Sierra Mágina</h3>
          <p>Nuestro aceite de oliva virgen extra ecológico viene de sus olivares en Jaén.</p>
          <a href="https://www.sierramagina-coop.es/">sierramagina-coop.es</a>
        </div>
        <div class="multicolumn-card">
          <h3>Fundación Mar Limpio</h3>
          <p>Donamos el 1&nbsp;% de nuestras ventas a la limpieza de playas de la costa valenciana.</p>
          <a href="https://fundacionmarlimpio.org/">fundacionmarlimpio.org</a>
        </div>
        <div class="multicolumn-card">
          <h3>Envases Eco Levante</h3>
          <p>Diseñan con nosotras los frascos de vidrio reutilizables y el programa de rellenado.</p>
          <a href="https://www.envasesecolevante.com/">envasesecolevante.com</a>
        </div>
      </div>
      <h2>Certificaciones</h2>
      <p>Nuestros productos están certificados por <a href="https://www.ecocert.com/es-ES/home">Ecocert COSMOS Organic</a> y <a href="https://www.leapingbunny.org/">Leaping Bunny</a> (libres de crueldad animal). Somos empresa <a href="https://www.bcorporation.net/es-es/find-a-b-corp/company/casa-verbena/">B Corp</a> desde 2024.</p>
    </div>
  </div>
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'casaverbena.es',
  covers:
    'Spanish Shopify cosmetics brand: "Dónde comprar" header link to a stockist table (one row without a website) plus online retailers with rel="sponsored nofollow" and tracking tags, and a footer-only "Socios" page of cooperatives/foundations (generic) next to certifications; traps: press logos, awards, Vegan Society, shipping carriers, Trustpilot badge, payment icons, Factorial careers, social links.',
  pages: {
    '/': { headers, html: home },
    '/pages/puntos-de-venta': { headers, html: stockists },
    '/pages/socios': { headers, html: socios },
  },
  sitemap: ['/', '/collections/all', '/pages/nosotros', '/pages/puntos-de-venta', '/pages/socios', '/blogs/diario'],
  technologies: [
    'shopify',
    'cart-functionality',
    'cloudflare',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'klaviyo',
    'trustpilot',
    'visa',
    'mastercard',
    'paypal',
    'apple-pay',
    'seur',
    'correos',
    'open-graph',
  ],
  partners: {
    'elcorteingles.es': 'channel',
    'druni.es': 'channel',
    'herbolariolaalameda.com': 'channel',
    'farmaciaortega.es': 'channel',
    'boticanatural.pt': 'channel',
    'notino.es': 'channel',
    'amazon.es': 'channel',
    'sierramagina-coop.es': 'generic',
    'fundacionmarlimpio.org': 'generic',
    'envasesecolevante.com': 'generic',
  },
};
