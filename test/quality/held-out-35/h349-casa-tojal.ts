import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f40c1b28a6e3d77-LIS',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61877342218',
  'x-shopify-stage': 'production',
  'powered-by': 'Shopify',
  'content-language': 'pt-PT',
  'set-cookie':
    '_shopify_y=2b7c1f90-4e3a-4d8b-9f21-6a0e5c3d1b77; Expires=Thu, 07 Jan 2027 10:00:00 GMT; Domain=casatojal.pt; Path=/; SameSite=Lax, localization=PT; Path=/; SameSite=Lax, cart_currency=EUR; Path=/; SameSite=Lax',
};

const CDN = 'https://cdn.shopify.com/s/files/1/0618/7734/2218';

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#f4efe8">
<link rel="canonical" href="https://casatojal.pt${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="${CDN}/files/favicon-tojal.png?crop=center&amp;height=32&amp;v=1712661120&amp;width=32">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Casa Tojal">
<meta property="og:url" content="https://casatojal.pt${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://casatojal.pt/cdn/shop/files/og-casa-tojal.jpg?v=1712661120">
<meta name="twitter:card" content="summary_large_image">
<script src="${CDN}/t/14/assets/constants.js?v=132983761750457495441736760110" defer="defer"></script>
<script src="${CDN}/t/14/assets/pubsub.js?v=158357773527763999511736760110" defer="defer"></script>
<script src="${CDN}/t/14/assets/global.js?v=88558128918567037191736760110" defer="defer"></script>
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61877342218/digital_wallets/dialog">
<link href="${CDN}/t/14/assets/base.css?v=144968985024194912401736760110" rel="stylesheet" type="text/css" media="all">
<link rel="stylesheet" href="${CDN}/t/14/assets/component-localization-form.css?v=120620094879297847921736760110" media="all">
<script>document.documentElement.className = document.documentElement.className.replace('no-js', 'js');</script>
</head>`;

const nav = `<div id="shopify-section-sections--19283746__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section">
  <div class="announcement-bar" role="region" aria-label="Anúncio"><p class="announcement-bar__message">Entrega gratuita em Portugal continental em encomendas acima de 500&nbsp;€</p></div>
</div>
<div id="shopify-section-sections--19283746__header" class="shopify-section shopify-section-group-header-group section-header">
<sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-scheme-1">
  <header class="header header--middle-left page-width header--has-menu">
    <a href="/" class="header__heading-link link link--text focus-inset"><img src="${CDN}/files/logo-casa-tojal.svg?v=1712661120&amp;width=300" alt="Casa Tojal" width="150" height="40" class="header__heading-logo"></a>
    <nav class="header__inline-menu">
      <ul class="list-menu list-menu--inline" role="list">
        <li><a href="/collections/salas-de-jantar" class="header__menu-item list-menu__item link link--text focus-inset"><span>Salas de jantar</span></a></li>
        <li><a href="/collections/quartos" class="header__menu-item list-menu__item link link--text focus-inset"><span>Quartos</span></a></li>
        <li><a href="/collections/sala-de-estar" class="header__menu-item list-menu__item link link--text focus-inset"><span>Sala de estar</span></a></li>
        <li><a href="/pages/lojas-e-showrooms" class="header__menu-item list-menu__item link link--text focus-inset"><span>Showrooms</span></a></li>
        <li><a href="/pages/sobre-nos" class="header__menu-item list-menu__item link link--text focus-inset"><span>A nossa oficina</span></a></li>
      </ul>
    </nav>
    <div class="header__icons">
      <a href="/search" class="header__icon header__icon--search link focus-inset"><span class="visually-hidden">Pesquisar</span></a>
      <a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Iniciar sessão</span></a>
      <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Carrinho</span></a>
    </div>
  </header>
</sticky-header>
</div>`;

const footer = `<div id="shopify-section-sections--19283746__footer" class="shopify-section shopify-section-group-footer-group">
<footer class="footer color-scheme-2 gradient section-sections--19283746__footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
      <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Loja</h2><ul class="footer-block__details-content list-unstyled">
        <li><a href="/collections/all" class="link link--text list-menu__item list-menu__item--link">Todos os móveis</a></li>
        <li><a href="/pages/por-medida" class="link link--text list-menu__item list-menu__item--link">Móveis por medida</a></li>
        <li><a href="/pages/cuidados-com-a-madeira" class="link link--text list-menu__item list-menu__item--link">Cuidados com a madeira</a></li>
      </ul></div>
      <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Casa Tojal</h2><ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/sobre-nos" class="link link--text list-menu__item list-menu__item--link">A nossa oficina</a></li>
        <li><a href="/pages/lojas-e-showrooms" class="link link--text list-menu__item list-menu__item--link">Lojas e revendedores</a></li>
        <li><a href="/pages/profissionais" class="link link--text list-menu__item list-menu__item--link">Profissionais &amp; parceiros</a></li>
        <li><a href="/blogs/diario" class="link link--text list-menu__item list-menu__item--link">Diário</a></li>
      </ul></div>
      <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Apoio</h2><ul class="footer-block__details-content list-unstyled">
        <li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Envios e entregas</a></li>
        <li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Trocas e devoluções</a></li>
        <li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">Termos e condições</a></li>
        <li><a href="https://www.livroreclamacoes.pt/Inicio/" class="link link--text list-menu__item list-menu__item--link">Livro de Reclamações</a></li>
      </ul></div>
    </div>
    <ul class="footer__list-social list-unstyled list-social" role="list">
      <li class="list-social__item"><a href="https://www.instagram.com/casatojal" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
      <li class="list-social__item"><a href="https://www.pinterest.pt/casatojal" class="link list-social__link"><span class="visually-hidden">Pinterest</span></a></li>
      <li class="list-social__item"><a href="https://www.facebook.com/casatojalmoveis" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
    </ul>
  </div>
  <div class="footer__content-bottom">
    <div class="footer__payment">
      <span class="visually-hidden">Métodos de pagamento</span>
      <ul class="list list-payment" role="list">
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path d="M35 1H3a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h32a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2z" fill="#fff"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><circle fill="#EB001B" cx="15" cy="12" r="7"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-multibanco"><title id="pi-multibanco">Multibanco</title><path fill="#1D5BA2" d="M4 4h30v16H4z"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-mb_way"><title id="pi-mb_way">MB WAY</title><path fill="#D60510" d="M4 4h30v16H4z"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><path fill="#003087" d="M4 4h30v16H4z"/></svg></li>
      </ul>
    </div>
    <div class="footer__funding"><a href="/pages/projetos-cofinanciados"><img src="${CDN}/files/barra-cofinanciamento-portugal2030-ue.png?v=1712661120&amp;width=640" alt="Cofinanciado por: Compete 2030, Portugal 2030, União Europeia" width="640" height="60" loading="lazy"></a></div>
    <small class="copyright__content">© 2026, Casa Tojal – Móveis de Autor, Lda. · NIF 514 228 731 · <a href="https://www.shopify.com/pt-PT?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" rel="nofollow" target="_blank">Tecnologia Shopify</a></small>
  </div>
</footer>
</div>
<div id="cookie-consent" class="cookie-consent" role="dialog" aria-label="Cookies"><p>Utilizamos cookies para melhorar a sua experiência e para fins estatísticos. <a href="/policies/privacy-policy">Política de privacidade</a></p><button type="button" class="button">Aceitar</button><button type="button" class="button button--secondary">Rejeitar</button></div>`;

const page = (title: string, description: string, path: string, template: string, main: string): string => `<!doctype html>
<html class="no-js" lang="pt-PT">
${head(title, description, path)}
<body class="gradient template-${template}">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Avançar para o conteúdo</a>
${nav}
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${main}
</main>
${footer}
<script src="${CDN}/t/14/assets/details-disclosure.js?v=13653116266235556501736760110" defer="defer"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'casatojal.pt',
  covers:
    'Portuguese furniture maker on Shopify (cdn.shopify.com assets, x-shopid, _shopify_y cookie, digital-wallet meta) behind Cloudflare: showrooms page with own showrooms plus authorized retailers abroad (channel), trade page linked only from the footer with design studios that resell (channel) and production partners (generic); negatives: press mentions (Observador, Público, Wallpaper*), FSC and Portugal Sou Eu certification, Livro de Reclamações, Portugal 2030 co-funding bar, payment icons, "Tecnologia Shopify" credit, social links, design award',
  pages: {
    '/': {
      headers,
      html: page(
        'Casa Tojal | Móveis de madeira maciça feitos em Portugal',
        'Mesas, camas e aparadores em carvalho e nogueira maciços, feitos à mão na nossa oficina em Paços de Ferreira desde 1974.',
        '/',
        'index',
        `<section id="shopify-section-template--19283746__image_banner" class="shopify-section section">
  <div class="banner banner--large">
    <div class="banner__media media"><img src="${CDN}/files/mesa-carvalho-oficina.jpg?v=1712661120&amp;width=1500" alt="Mesa de jantar em carvalho maciço na oficina" loading="eager" width="1500" height="900"></div>
    <div class="banner__content"><div class="banner__box"><h2 class="banner__heading inline-richtext h0">Feitos à mão. Para durar gerações.</h2><div class="banner__text rte"><p>Móveis em madeira maciça, desenhados e construídos na nossa oficina em Paços de Ferreira.</p></div><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Ver coleção</a><a href="/pages/lojas-e-showrooms" class="button button--secondary">Visitar um showroom</a></div></div></div>
  </div>
</section>
<section id="shopify-section-template--19283746__featured_collection" class="shopify-section section">
  <div class="collection page-width">
    <h2 class="title inline-richtext h2">Mais vendidos</h2>
    <ul class="grid product-grid grid--4-col-desktop" role="list">
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/mesa-douro-carvalho" class="full-unstyled-link">Mesa Douro em carvalho</a><span class="price-item price-item--regular">1.890,00 €</span></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/cama-sousa-nogueira" class="full-unstyled-link">Cama Sousa em nogueira</a><span class="price-item price-item--regular">2.340,00 €</span></div></li>
      <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/aparador-tamega" class="full-unstyled-link">Aparador Tâmega</a><span class="price-item price-item--regular">1.460,00 €</span></div></li>
    </ul>
  </div>
</section>
<section id="shopify-section-template--19283746__press" class="shopify-section section">
  <div class="page-width"><h2 class="h5">Na imprensa</h2>
    <div class="logo-list">
      <a href="https://observador.pt/2025/03/02/a-oficina-de-pacos-de-ferreira-que-vende-mesas-para-paris/"><img src="${CDN}/files/imprensa-observador.svg?v=1" alt="Observador" width="140" height="30" loading="lazy"></a>
      <a href="https://www.publico.pt/2024/11/19/fugas/noticia/moveis-portugueses-design-2118833"><img src="${CDN}/files/imprensa-publico.svg?v=1" alt="Público" width="140" height="30" loading="lazy"></a>
      <img src="${CDN}/files/imprensa-wallpaper.svg?v=1" alt="Wallpaper*" width="140" height="30" loading="lazy">
    </div>
  </div>
</section>`,
      ),
    },
    '/pages/lojas-e-showrooms': {
      headers,
      html: page(
        'Lojas e showrooms | Casa Tojal',
        'Visite os nossos showrooms em Lisboa, Porto e Paços de Ferreira ou um dos nossos revendedores autorizados.',
        '/pages/lojas-e-showrooms',
        'page',
        `<div class="page-width page-width--narrow section-template--main-padding">
  <h1 class="main-page-title page-title h0">Lojas e showrooms</h1>
  <div class="rte">
    <h2>Os nossos showrooms</h2>
    <table>
      <thead><tr><th>Showroom</th><th>Morada</th><th>Horário</th></tr></thead>
      <tbody>
        <tr><td>Paços de Ferreira (oficina)</td><td>Rua da Carvalhosa 410, 4590-527 Paços de Ferreira</td><td>Seg–Sáb 9h–19h</td></tr>
        <tr><td>Lisboa – Príncipe Real</td><td>Rua da Escola Politécnica 92, 1250-102 Lisboa</td><td>Ter–Sáb 10h–19h</td></tr>
        <tr><td>Porto – Bombarda</td><td>Rua de Miguel Bombarda 315, 4050-381 Porto</td><td>Ter–Sáb 11h–19h</td></tr>
      </tbody>
    </table>
    <h2>Revendedores autorizados</h2>
    <p>Fora de Portugal, as peças Casa Tojal podem ser vistas e compradas nestes revendedores autorizados:</p>
    <ul>
      <li><strong>Espanha</strong> – <a href="https://www.interioresalvarez.es/marcas/casa-tojal">Interiores Álvarez</a>, Madrid</li>
      <li><strong>França</strong> – <a href="https://maison-atlantica.fr">Maison Atlantica</a>, Paris 11e</li>
      <li><strong>Países Baixos</strong> – <a href="https://www.houtenhuis.nl/">Het Houten Huis</a>, Utrecht</li>
      <li><strong>Portugal (Algarve)</strong> – <a href="https://lojabranca.pt">Loja Branca Decor</a>, Loulé</li>
    </ul>
  </div>
</div>`,
      ),
    },
    '/pages/profissionais': {
      headers,
      html: page(
        'Profissionais e parceiros | Casa Tojal',
        'Programa trade para arquitetos e designers de interiores, e os parceiros que tornam possível cada peça.',
        '/pages/profissionais',
        'page',
        `<div class="page-width section-template--main-padding">
  <h1 class="main-page-title page-title h0">Profissionais e parceiros</h1>
  <div class="rte">
    <h2>Programa Trade</h2>
    <p>Arquitetos, designers de interiores e hotelaria beneficiam de condições especiais, amostras de acabamentos e produção por medida.</p>
    <h3>Gabinetes parceiros</h3>
    <p>Estes gabinetes especificam e revendem as peças Casa Tojal nos seus projetos residenciais e de hotelaria:</p>
  </div>
  <div class="multicolumn">
    <ul class="multicolumn-list contains-content-container grid grid--3-col-desktop" role="list">
      <li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><h3 class="inline-richtext">Atelier Duarte Arquitetos</h3><div class="rte"><p>Lisboa · habitação e hotelaria de charme.</p><p><a href="https://atelierduarte.pt/">atelierduarte.pt</a></p></div></div></li>
      <li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><h3 class="inline-richtext">Estúdio Sal</h3><div class="rte"><p>Comporta · interiores de casas de férias.</p><p><a href="https://www.estudiosal.pt">estudiosal.pt</a></p></div></div></li>
      <li class="multicolumn-list__item grid__item"><div class="multicolumn-card content-container"><h3 class="inline-richtext">Norte Interiors</h3><div class="rte"><p>Porto · escritórios e retalho.</p><p><a href="https://norteinteriors.com/pt/">norteinteriors.com</a></p></div></div></li>
    </ul>
  </div>
  <div class="rte">
    <h2>Parceiros de produção</h2>
    <p>Trabalhamos há décadas com os mesmos parceiros: os tampos em cortiça são feitos com a <a href="https://www.amorimcork.com/pt/">Corticeira Amorim</a>, e os estofos usam tecidos da <a href="https://www.tecelagemdoave.pt">Tecelagem do Ave</a>, em Guimarães.</p>
    <h2>Certificações</h2>
    <p>Toda a madeira que usamos tem certificação <a href="https://pt.fsc.org/pt-pt">FSC®</a> (licença FSC-C178432). Somos uma marca aderente ao selo <a href="https://www.portugalsoueu.pt/">Portugal Sou Eu</a>.</p>
    <h2>Aderir ao programa</h2>
    <form method="post" action="/contact#contact_form" id="ContactForm" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
      <input type="text" name="contact[Gabinete]" placeholder="Nome do gabinete"><input type="email" name="contact[email]" placeholder="E-mail" required><textarea name="contact[body]" placeholder="Conte-nos sobre os seus projetos"></textarea><button type="submit" class="button">Enviar pedido</button>
    </form>
  </div>
</div>`,
      ),
    },
    '/pages/sobre-nos': {
      headers,
      html: page(
        'A nossa oficina | Casa Tojal',
        'Três gerações de marceneiros em Paços de Ferreira.',
        '/pages/sobre-nos',
        'page',
        `<div class="page-width page-width--narrow section-template--main-padding">
  <h1 class="main-page-title page-title h0">A nossa oficina</h1>
  <div class="rte">
    <p>Em 1974, Joaquim Tojal abriu uma pequena marcenaria na Carvalhosa. Hoje, os netos Inês e Rui Tojal dirigem uma equipa de 31 marceneiros, mas cada mesa continua a ser montada à mão.</p>
    <p>Em 2024, a Mesa Douro recebeu uma menção honrosa nos <a href="https://www.portugaldesignawards.pt/vencedores-2024">Portugal Design Awards</a>.</p>
    <div class="video-section"><iframe src="https://player.vimeo.com/video/912233445?h=8c1e2f&amp;title=0&amp;byline=0" width="640" height="360" allow="autoplay; fullscreen" title="Casa Tojal – a oficina"></iframe></div>
  </div>
</div>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: '# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /search\n\nSitemap: https://casatojal.pt/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/pages/lojas-e-showrooms', '/pages/sobre-nos', '/collections/all', '/products/mesa-douro-carvalho', '/blogs/diario'],
  technologies: ['shopify', 'cloudflare', 'cart-functionality', 'open-graph', 'vimeo', 'visa', 'mastercard', 'paypal'],
  partners: {
    'interioresalvarez.es': 'channel',
    'maison-atlantica.fr': 'channel',
    'houtenhuis.nl': 'channel',
    'lojabranca.pt': 'channel',
    'atelierduarte.pt': 'channel',
    'estudiosal.pt': 'channel',
    'norteinteriors.com': 'channel',
    'amorimcork.com': 'generic',
    'tecelagemdoave.pt': 'generic',
  },
};
