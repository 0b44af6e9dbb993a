import type { CorpusSite } from '../corpus/types.js';

// Folha & Bule: Lisbon loose-leaf tea blender on Shopify (Impulse theme), Portuguese (Portugal).

const D = 'folhaebule.pt';
const B = `https://${D}`;
const T = `//${D}/cdn/shop/t/7/assets`;

const headers = (): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8e2c0d91fa3b5c27-LIS',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '72630918477',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '318',
  'x-sorting-hat-shopid': '72630918477',
  'content-language': 'pt-PT',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'set-cookie':
    '_shopify_s=7e3d0b9a-1f42-4c85-b6e2-0a9d8c7f5e13; Domain=folhaebule.pt; Path=/; Expires=Thu, 14 Nov 2024 19:02:11 GMT; SameSite=Lax',
});

const pi = (id: string, title: string, fill: string) =>
  `<li class="payment-icons__item"><svg class="icon icon--full-color" xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="pi-${id}" viewBox="0 0 38 24" width="38" height="24"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/><path fill="#fff" d="M35 1c1.1 0 2 .9 2 2v18c0 1.1-.9 2-2 2H3c-1.1 0-2-.9-2-2V3c0-1.1.9-2 2-2h32"/><circle fill="${fill}" cx="15" cy="12" r="7"/></svg></li>`;

const head = (title: string, description: string, path: string, pageType: string) => `<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <meta name="theme-color" content="#2f4a3a">
  <link rel="canonical" href="${B}${path}">
  <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
  <link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
  <link rel="dns-prefetch" href="https://productreviews.shopifycdn.com">
  <link rel="dns-prefetch" href="https://ajax.googleapis.com">
  <link rel="dns-prefetch" href="https://maps.googleapis.com">
  <link rel="dns-prefetch" href="https://maps.gstatic.com">
  <link rel="shortcut icon" href="//${D}/cdn/shop/files/fb-favicon_32x32.png?v=1701780012" type="image/png" />
  <title>${title}</title>
  <meta name="description" content="${description}">
  <meta property="og:site_name" content="Folha &amp; Bule">
  <meta property="og:url" content="${B}${path}">
  <meta property="og:title" content="${title}">
  <meta property="og:type" content="website">
  <meta property="og:description" content="${description}">
  <meta property="og:image" content="http://${D}/cdn/shop/files/folha-e-bule-partilha.jpg?v=1701780012">
  <meta property="og:image:secure_url" content="https://${D}/cdn/shop/files/folha-e-bule-partilha.jpg?v=1701780012">
  <meta name="twitter:card" content="summary_large_image">
  <style data-shopify>@font-face { font-family: Fraunces; font-weight: 400; font-style: normal; font-display: swap; src: url("//${D}/cdn/fonts/fraunces/fraunces_n4.8e6986daad4907c36a536fb8d55aaf5318c974ca.woff2") format("woff2"); }
  @font-face { font-family: Karla; font-weight: 400; font-style: normal; font-display: swap; src: url("//${D}/cdn/fonts/karla/karla_n4.40497e07df527e6a50e58fb17ef1950c72f3e32c.woff2") format("woff2"); }</style>
  <link href="${T}/theme.css?v=181937622184960553031701780011" rel="stylesheet" type="text/css" media="all" />
  <style data-shopify>
    :root {
      --typeHeaderPrimary: Fraunces; --typeHeaderFallback: serif; --typeHeaderSize: 38px; --typeHeaderWeight: 400; --typeHeaderLineHeight: 1.1; --typeHeaderSpacing: 0.0em;
      --typeBasePrimary: Karla; --typeBaseFallback: sans-serif; --typeBaseSize: 17px; --typeBaseWeight: 400; --typeBaseSpacing: 0.025em; --typeBaseLineHeight: 1.6;
      --typeCollectionTitle: 20px; --iconWeight: 3px; --iconLinecaps: miter;
      --buttonRadius: 3px; --colorGridOverlayOpacity: 0.1;
      --colorBody: #fbf8f2; --colorTextBody: #2a2a2a; --colorBtnPrimary: #2f4a3a; --colorBtnPrimaryText: #ffffff; --colorAnnouncement: #2f4a3a; --colorAnnouncementText: #ffffff;
      --colorNav: #fbf8f2; --colorNavText: #2a2a2a; --colorPrice: #1c1d1d; --colorSaleTag: #b3533f; --colorSaleTagText: #ffffff;
      --colorLink: #2a2a2a; --colorFooter: #2f4a3a; --colorFooterText: #f3ede1; --colorBorder: #e6dfd2;
    }
    .placeholder-content { background-image: linear-gradient(100deg, #ffffff 40%, #f7f7f7 63%, #ffffff 79%); }
  </style>
  <script>
    document.documentElement.className = document.documentElement.className.replace('no-js', 'js');
    window.theme = window.theme || {};
    theme.routes = { home: "/", cart: "/cart.js", cartPage: "/cart", cartAdd: "/cart/add.js", cartChange: "/cart/change.js", search: "/search", predictiveSearch: "/search/suggest" };
    theme.strings = { soldOut: "Esgotado", unavailable: "Indisponível", inStockLabel: "Em stock, pronto a enviar", oneStockLabel: "Stock baixo - [count] artigo restante", otherStockLabel: "Stock baixo - [count] artigos restantes", willNotShipUntil: "Pronto a enviar [date]", willBeInStockAfter: "Volta a estar disponível após [date]", waitingForStock: "Inventário a caminho", savePrice: "Poupe [saved_amount]", cartEmpty: "O seu carrinho está vazio.", cartTermsConfirmation: "Tem de aceitar os termos e condições de venda para finalizar a compra", searchCollections: "Coleções", searchPages: "Páginas", searchArticles: "Artigos", productFrom: "a partir de ", maxQuantity: "Só pode ter [quantity] de [title] no seu carrinho." };
    theme.settings = { cartType: "drawer", isCustomerTemplate: false, moneyFormat: "€{{amount_with_comma_separator}}", saveType: "dollar", productImageSize: "square", productImageCover: false, predictiveSearch: true, predictiveSearchType: null, predictiveSearchVendor: false, predictiveSearchPrice: false, quickView: true, themeName: 'Impulse', themeVersion: "7.4.0" };
  </script>
  <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
  <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/72630918477/digital_wallets/dialog">
  <meta id="in-context-paypal-metadata" data-shop-id="72630918477" data-venmo-supported="false" data-environment="production" data-locale="pt_PT" data-paypal-v4="true" data-currency="EUR">
  <script async="async" src="/checkouts/internal/preloads.js?locale=pt-PT"></script>
  <script id="apple-pay-shop-capabilities" type="application/json">{"shopId":72630918477,"countryCode":"PT","currencyCode":"EUR","merchantCapabilities":["supports3DS"],"merchantId":"gid:\\/\\/shopify\\/Shop\\/72630918477","merchantName":"Folha \\u0026 Bule","requiredBillingContactFields":["postalAddress","email","phone"],"requiredShippingContactFields":["postalAddress","email","phone"],"shippingType":"shipping","supportedNetworks":["visa","maestro","masterCard","amex"],"total":{"type":"pending","label":"Folha \\u0026 Bule","amount":"1.00"},"shopifyPaymentsEnabled":true,"supportsSubscriptions":true}</script>
  <script>var Shopify = Shopify || {};
Shopify.shop = "folha-e-bule.myshopify.com";
Shopify.locale = "pt-PT";
Shopify.currency = {"active":"EUR","rate":"1.0"};
Shopify.country = "PT";
Shopify.theme = {"name":"Impulse 7.4 — Folha","id":163882729805,"schema_name":"Impulse","schema_version":"7.4.0","theme_store_id":857,"role":"main"};
Shopify.theme.handle = "null";
Shopify.theme.style = {"id":null,"handle":null};
Shopify.cdnHost = "${D}/cdn";
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
  <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
  <script id="shop-js-analytics" type="application/json">{"pageType":"${pageType}"}</script>
  <script id="__st">var __st={"a":72630918477,"offset":0,"reqid":"f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9-1731606131","pageurl":"${D}${path}","u":"3c2b1a0f9e8d","p":"${pageType}"};</script>
  <script integrity="sha256-52AcMU7V7pcBOXWImdc/TAGTFKeNjmkeM1Pvks/DTgc=" data-source-attribution="shopify.loadfeatures" defer="defer" src="//${D}/cdn/shopifycloud/storefront/assets/storefront/load_feature-81c60534.js" crossorigin="anonymous"></script>
  <script async src="https://cdn.shopify.com/s/trekkie.storefront.5c2f0b6a07d6c4c6f2b4b1d3f3c5a8f9e2b1d4c7.min.js"></script>
  <script defer src="https://cdn.shopify.com/extensions/0b7c1e2d-3f4a-4b5c-9d6e-7f8a9b0c1d2e/omnisend-email-marketing-sms-291/assets/omnisend-in-shop.js"></script>
  <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
  <script src="${T}/vendor-scripts-v11.js" defer="defer"></script>
  <script src="${T}/theme.js?v=13874219870321456151701780011" defer="defer"></script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-FB3LQ9X2PT"></script>
  <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-FB3LQ9X2PT');</script>
  <script async src="https://static.hotjar.com/c/hotjar-3719204.js?sv=6"></script>
  <script type="text/javascript">window.omnisend = window.omnisend || []; omnisend.push(["accountID", "64b2f0c1e7a3d9001c4f8a21"]); omnisend.push(["track", "$pageViewed"]);</script>
  <script async src="https://omnisrc.com/inshop/launcher-v2.js"></script>
  <script async src="https://loox.io/widget/Vk-2aB9cQx/loox.1701780555.js?shop=folha-e-bule.myshopify.com"></script>
</head>`;

const header = `
  <a class="in-page-link visually-hidden skip-link" href="#MainContent">Saltar para o conteúdo</a>
  <div id="PageContainer" class="page-container">
    <div class="transition-body">
    <div id="shopify-section-sections--21544__announcement" class="shopify-section"><div class="announcement-bar"><div class="page-width"><div class="slideshow-wrapper"><div class="announcement-slider" data-block-count="2"><div class="announcement-slider__slide" data-index="0"><span class="announcement-text">Portes grátis em Portugal continental a partir de 35€</span></div><div class="announcement-slider__slide" data-index="1"><span class="announcement-text">Chás biológicos, embalados à mão em Lisboa</span></div></div></div></div></div></div>
    <div id="shopify-section-sections--21544__header" class="shopify-section">
      <div class="header-sticky-wrapper"><div id="HeaderWrapper" class="header-wrapper"><header id="SiteHeader" class="site-header" data-sticky="true" data-overlay="false">
        <div class="page-width"><div class="header-layout header-layout--left-center">
          <div class="header-item header-item--logo"><style data-shopify>.header-item--logo, .header-layout--left-center .header-item--logo, .header-layout--left-center .header-item--icons { -webkit-box-flex: 0 1 160px; flex: 0 1 160px; }</style>
            <div class="h1 site-header__logo" itemscope itemtype="http://schema.org/Organization"><a href="/" itemprop="url" class="site-header__logo-link logo--has-inverted"><img class="small--hide" src="//${D}/cdn/shop/files/folha-e-bule-logo_160x.png?v=1701780012" srcset="//${D}/cdn/shop/files/folha-e-bule-logo_160x.png?v=1701780012 1x, //${D}/cdn/shop/files/folha-e-bule-logo_160x@2x.png?v=1701780012 2x" alt="Folha &amp; Bule" itemprop="logo"></a></div></div>
          <div class="header-item header-item--navigation text-center"><ul class="site-nav site-navigation small--hide" role="navigation" aria-label="Primário">
            <li class="site-nav__item site-nav__expanded-item site-nav--has-dropdown" aria-haspopup="true"><a href="/collections/all" class="site-nav__link site-nav__link--underline site-nav__link--has-dropdown">Chás</a><ul class="site-nav__dropdown text-left"><li class=""><a href="/collections/chas-verdes" class="site-nav__dropdown-link site-nav__dropdown-link--second-level">Chás verdes</a></li><li class=""><a href="/collections/chas-pretos" class="site-nav__dropdown-link site-nav__dropdown-link--second-level">Chás pretos</a></li><li class=""><a href="/collections/infusoes" class="site-nav__dropdown-link site-nav__dropdown-link--second-level">Infusões</a></li><li class=""><a href="/collections/oolong" class="site-nav__dropdown-link site-nav__dropdown-link--second-level">Oolong</a></li></ul></li>
            <li class="site-nav__item"><a href="/collections/bules-e-acessorios" class="site-nav__link site-nav__link--underline">Bules &amp; acessórios</a></li>
            <li class="site-nav__item"><a href="/collections/presentes" class="site-nav__link site-nav__link--underline">Presentes</a></li>
            <li class="site-nav__item"><a href="/pages/sobre-nos" class="site-nav__link site-nav__link--underline">Sobre nós</a></li>
            <li class="site-nav__item"><a href="/pages/onde-comprar" class="site-nav__link site-nav__link--underline">Onde comprar</a></li>
            <li class="site-nav__item"><a href="/pages/profissionais" class="site-nav__link site-nav__link--underline">Profissionais</a></li>
          </ul></div>
          <div class="header-item header-item--icons"><div class="site-nav"><div class="site-nav__icons">
            <a href="/account" class="site-nav__link site-nav__link--icon small--hide"><svg aria-hidden="true" focusable="false" role="presentation" class="icon icon-user" viewBox="0 0 64 64"><path d="M35 39.84v-2.53c3.3-1.91 6-6.66 6-11.41 0-7.63 0-13.82-9-13.82s-9 6.19-9 13.82c0 4.75 2.7 9.51 6 11.41v2.53c-10.18.85-18 6-18 12.16h42c0-6.19-7.82-11.31-18-12.16z"/></svg><span class="icon__fallback-text">Entrar</span></a>
            <a href="/search" class="site-nav__link site-nav__link--icon js-search-header"><svg aria-hidden="true" focusable="false" role="presentation" class="icon icon-search" viewBox="0 0 64 64"><path d="M47.16 28.58A18.58 18.58 0 1 1 28.58 10a18.58 18.58 0 0 1 18.58 18.58zM54 54L41.94 42"/></svg><span class="icon__fallback-text">Pesquisar</span></a>
            <a href="/cart" class="site-nav__link site-nav__link--icon js-drawer-open-cart" aria-controls="CartDrawer" data-icon="bag-minimal"><span class="cart-link"><svg aria-hidden="true" focusable="false" role="presentation" class="icon icon-bag-minimal" viewBox="0 0 64 64"><path stroke="null" id="svg_4" fill-opacity="null" stroke-opacity="null" fill="null" d="M11.375 17.863h41.25v36.75h-41.25z"/><path stroke="null" id="svg_2" d="M22.25 18c0-7.105 4.35-9 9.75-9s9.75 1.895 9.75 9"/></svg><span class="icon__fallback-text">Carrinho</span><span class="cart-link__bubble"></span></span></a>
          </div></div></div>
        </div></div>
      </header></div></div>
    </div>
    <main class="main-content" id="MainContent">`;

const footer = `
    </main>
    <div id="shopify-section-sections--21544__footer" class="shopify-section"><footer class="site-footer" data-section-id="sections--21544__footer" data-section-type="footer-section">
      <div class="page-width"><div class="grid">
        <div class="grid__item footer__item--1 medium-up--one-quarter" data-type="menu"><div class="footer__item-padding"><p class="h4 footer__title small--hide">Loja</p><ul class="no-bullets site-footer__linklist"><li><a href="/collections/all">Todos os chás</a></li><li><a href="/collections/presentes">Presentes</a></li><li><a href="/products/cartao-presente">Cartão presente</a></li><li><a href="/pages/subscricao">Subscrição mensal</a></li></ul></div></div>
        <div class="grid__item footer__item--2 medium-up--one-quarter" data-type="menu"><div class="footer__item-padding"><p class="h4 footer__title small--hide">Ajuda</p><ul class="no-bullets site-footer__linklist"><li><a href="/pages/envios">Envios e devoluções</a></li><li><a href="/pages/faq">Perguntas frequentes</a></li><li><a href="/pages/contactos">Contactos</a></li><li><a href="/policies/privacy-policy">Política de privacidade</a></li><li><a href="/policies/terms-of-service">Termos e condições</a></li><li><a href="https://www.livroreclamacoes.pt/" target="_blank" rel="noopener">Livro de Reclamações</a></li></ul></div></div>
        <div class="grid__item footer__item--3 medium-up--one-quarter" data-type="menu"><div class="footer__item-padding"><p class="h4 footer__title small--hide">Folha &amp; Bule</p><ul class="no-bullets site-footer__linklist"><li><a href="/pages/sobre-nos">Sobre nós</a></li><li><a href="/pages/onde-comprar">Onde comprar</a></li><li><a href="/pages/profissionais">Profissionais</a></li><li><a href="/blogs/diario">Diário</a></li><li><a href="/pages/trabalhe-connosco">Trabalhe connosco</a></li></ul></div></div>
        <div class="grid__item footer__item--4 medium-up--one-quarter" data-type="newsletter_and_social"><div class="footer__item-padding"><p class="h4 footer__title">Newsletter</p><p>Novos chás, receitas e eventos na loja do Príncipe Real.</p><form method="post" action="/contact#newsletter-footer" id="newsletter-footer" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="customer" /><input type="hidden" name="utf8" value="✓" /><label for="Email-footer" class="hidden-label">Introduza o seu email</label><input type="hidden" name="contact[tags]" value="prospect,newsletter"><div class="footer__newsletter"><input type="email" value="" placeholder="Introduza o seu email" name="contact[email]" id="Email-footer" class="footer__newsletter-input" autocorrect="off" autocapitalize="off"><button type="submit" class="footer__newsletter-btn" name="commit"><span class="footer__newsletter-btn-label">Subscrever</span></button></div></form>
          <ul class="no-bullets footer__social"><li><a target="_blank" rel="noopener" href="https://www.instagram.com/folhaebule" title="Folha &amp; Bule no Instagram"><span class="icon__fallback-text">Instagram</span></a></li><li><a target="_blank" rel="noopener" href="https://www.facebook.com/folhaebule" title="Folha &amp; Bule no Facebook"><span class="icon__fallback-text">Facebook</span></a></li><li><a target="_blank" rel="noopener" href="https://pt.pinterest.com/folhaebule" title="Folha &amp; Bule no Pinterest"><span class="icon__fallback-text">Pinterest</span></a></li></ul></div></div>
      </div>
      <div class="footer__small-text"><ul class="no-bullets inline-list payment-icons">
        ${pi('visa', 'Visa', '#142688')}
        ${pi('master', 'Mastercard', '#EB001B')}
        ${pi('maestro', 'Maestro', '#0099DF')}
        ${pi('paypal', 'PayPal', '#003087')}
        ${pi('apple_pay', 'Apple Pay', '#000')}
        ${pi('google_pay', 'Google Pay', '#5F6368')}
        ${pi('multibanco', 'Multibanco', '#1E6BB4')}
      </ul></div>
      <div class="footer__small-text">&copy; 2024, <a href="/" title="">Folha &amp; Bule, Lda.</a> · NIF 516 204 771 · Rua da Escola Politécnica 91, 1250-099 Lisboa · <a href="mailto:ola@folhaebule.pt">ola@folhaebule.pt</a></div>
      </div></footer></div>
    </div>
  </div>
  <div id="CartDrawer" class="drawer drawer--right"><form id="CartDrawerForm" action="/cart" method="post" novalidate class="drawer__contents"><div class="drawer__fixed-header"><div class="drawer__header appear-animation appear-delay-1"><div class="h2 drawer__title">Carrinho</div><div class="drawer__close"><button type="button" class="drawer__close-button js-drawer-close"><span class="icon__fallback-text">Fechar carrinho</span></button></div></div></div><div class="drawer__inner"><div class="drawer__scrollable"><div data-products class="appear-animation appear-delay-2"></div></div></div></form></div>`;

const page = (o: { title: string; description: string; path: string; pageType: string; template: string; main: string }) => `<!doctype html>
<html class="no-js" lang="pt-PT" dir="ltr">
${head(o.title, o.description, o.path, o.pageType)}
<body class="template-${o.template}" data-center-text="true" data-button_style="square" data-type_header_capitalize="false" data-type_headers_align_text="true" data-type_product_capitalize="false" data-swatch_style="round">
${header}
${o.main}
${footer}
</body>
</html>`;

const teas = [
  { h: 'sencha-de-sao-miguel', t: 'Sencha de São Miguel', p: '9,50', n: 'Verde · Açores' },
  { h: 'lisboa-ao-entardecer', t: 'Lisboa ao Entardecer', p: '8,90', n: 'Preto com laranja e canela' },
  { h: 'gyokuro-de-uji', t: 'Gyokuro de Uji', p: '16,00', n: 'Verde · Japão' },
  { h: 'chamomila-do-alentejo', t: 'Camomila do Alentejo', p: '6,90', n: 'Infusão biológica' },
  { h: 'himalaia-primavera', t: 'Himalaia Primavera', p: '12,50', n: 'Preto · Nepal' },
  { h: 'hortela-e-limao', t: 'Hortelã & Limão', p: '6,50', n: 'Infusão' },
];

const gridItem = (x: (typeof teas)[number]) => `
<div class="grid__item grid-product small--one-half medium-up--one-third" data-aos="row-of-3" data-product-handle="${x.h}"><div class="grid-product__content"><a href="/products/${x.h}" class="grid-product__link"><div class="grid-product__image-mask"><div class="image-wrap" style="height: 0; padding-bottom: 100%;"><img class="grid-product__image lazyload" data-src="//${D}/cdn/shop/files/${x.h}_{width}x.jpg?v=1701780300" data-widths="[180, 360, 540, 720, 900]" data-aspectratio="1.0" data-sizes="auto" alt="${x.t}"><noscript><img class="grid-product__image lazyloaded" src="//${D}/cdn/shop/files/${x.h}_400x.jpg?v=1701780300" alt="${x.t}"></noscript></div></div><div class="grid-product__meta"><div class="grid-product__title grid-product__title--body">${x.t}</div><div class="grid-product__vendor">${x.n}</div><div class="grid-product__price">€${x.p}</div><div class="loox-rating" data-id="8${x.h.length}21340017" data-rating="4.9" data-raters="${x.h.length * 7}"></div></div></a></div></div>`;

const home = page({
  title: 'Folha &amp; Bule — Chás biológicos de Lisboa',
  description:
    'Chás e infusões biológicas, lotados e embalados à mão em Lisboa. Chá dos Açores, do Japão e do Nepal, comprados diretamente a produtores parceiros.',
  path: '/',
  pageType: 'home',
  template: 'index',
  main: `
<div id="shopify-section-template--21540__hero" class="shopify-section index-section--hero"><div class="hero hero--650px hero--mobile--auto" data-autoplay="true" data-speed="7000"><div class="slideshow__slide slideshow__slide--0 is-selected"><div class="hero__image-wrapper"><img class="hero__image hero__image--0 lazyload" data-src="//${D}/cdn/shop/files/hero-bule-janela_{width}x.jpg?v=1701780012" data-widths="[720, 900, 1080, 1800, 2400]" data-aspectratio="1.7777" data-sizes="auto" alt="Bule de chá à janela num dia de sol em Lisboa"></div><div class="hero__text-wrap"><div class="page-width"><div class="hero__text-content vertical-center horizontal-left"><div class="hero__text-shadow"><h2 class="h1 hero__title"><div class="animation-cropper"><div class="animation-contents">Chá a sério, feito com calma</div></div></h2><div class="hero__subtitle">Lotes pequenos, folhas inteiras e produtores que conhecemos pelo nome.</div><div class="hero__link"><a href="/collections/all" class="btn">Descobrir os chás</a></div></div></div></div></div></div></div></div>
<div id="shopify-section-template--21540__featured" class="shopify-section index-section"><div class="page-width"><div class="section-header"><h2 class="section-header__title">Os mais pedidos</h2></div><div class="grid grid--uniform" data-aos="overflow__animation">${teas.slice(0, 3).map(gridItem).join('')}</div></div></div>
<div id="shopify-section-template--21540__text-columns" class="shopify-section index-section"><div class="page-width"><div class="grid grid--uniform grid--flush-bottom">
  <div class="grid__item medium-up--one-third text-center"><h3 class="h4">100% biológico</h3><div class="rte"><p>Todos os nossos chás são certificados em modo de produção biológico.</p></div></div>
  <div class="grid__item medium-up--one-third text-center"><h3 class="h4">Comércio direto</h3><div class="rte"><p>Compramos diretamente a quatro produtores, sem intermediários, e pagamos acima do preço de mercado.</p></div></div>
  <div class="grid__item medium-up--one-third text-center"><h3 class="h4">Embalagens recarregáveis</h3><div class="rte"><p>Latas de folha-de-flandres que pode recarregar na nossa loja ou com as recargas compostáveis.</p></div></div>
</div></div></div>
<div id="shopify-section-template--21540__logo-list" class="shopify-section index-section"><div class="page-width"><div class="section-header text-center"><h2 class="section-header__title">Falaram de nós</h2></div><div class="logo-bar">
  <div class="logo-bar__item"><a href="https://www.timeout.pt/lisboa/pt/compras/as-melhores-lojas-de-cha-em-lisboa" target="_blank" rel="noopener"><img class="lazyload" data-src="//${D}/cdn/shop/files/press-timeout_{width}x.png?v=1701780012" data-widths="[160, 320]" alt="Time Out Lisboa"></a></div>
  <div class="logo-bar__item"><a href="https://www.publico.pt/2023/11/04/p3/reportagem/cha-acores-lisboa" target="_blank" rel="noopener"><img class="lazyload" data-src="//${D}/cdn/shop/files/press-publico_{width}x.png?v=1701780012" data-widths="[160, 320]" alt="Público"></a></div>
  <div class="logo-bar__item"><img class="lazyload" data-src="//${D}/cdn/shop/files/press-observador_{width}x.png?v=1701780012" data-widths="[160, 320]" alt="Observador"></div>
  <div class="logo-bar__item"><img class="lazyload" data-src="//${D}/cdn/shop/files/press-nit_{width}x.png?v=1701780012" data-widths="[160, 320]" alt="NiT"></div>
</div></div></div>
<div id="shopify-section-template--21540__reviews" class="shopify-section index-section"><div class="page-width"><div class="section-header text-center"><h2 class="section-header__title">O que dizem os clientes</h2></div><div id="looxReviews" data-limit="6" data-layout="carousel"><iframe id="looxReviewsFrame" width="100%" height="0" frameborder="0" scrolling="no" src="https://loox.io/widget/Vk-2aB9cQx/reviews?h=1701780555&amp;carousel=true" title="Avaliações de clientes"></iframe></div></div></div>
<div id="shopify-section-template--21540__promo" class="shopify-section index-section"><div class="page-width"><div class="promo-grid"><div class="promo-grid__container"><div class="promo-grid__content"><h2>Visite a nossa loja</h2><p>Rua da Escola Politécnica 91, Príncipe Real. Provas de chá todos os sábados às 16h. E encontre-nos em mais de 40 lojas de Norte a Sul.</p><a href="/pages/onde-comprar" class="btn">Onde comprar</a></div></div></div></div></div>`,
});

type Loja = { nome: string; morada: string; url?: string };
const distritos: [string, Loja[]][] = [
  [
    'Lisboa',
    [
      { nome: 'A Vida Portuguesa — Chiado', morada: 'Rua Anchieta 11', url: 'https://www.avidaportuguesa.com/' },
      {
        nome: 'El Corte Inglés Lisboa — Clube do Gourmet',
        morada: 'Av. António Augusto de Aguiar 31',
        url: 'https://www.elcorteingles.pt/clube-del-gourmet/',
      },
      { nome: 'Chá &amp; Companhia', morada: 'Rua de São Bento 312', url: 'https://chaecompanhia.pt/' },
      { nome: 'Mercearia do Bairro', morada: 'Av. da Igreja 44, Alvalade' },
    ],
  ],
  [
    'Porto',
    [
      { nome: 'Casa Chá da Ribeira', morada: 'Rua dos Mercadores 120', url: 'https://casachadaribeira.pt/' },
      { nome: 'Ervanária Flor — Mercado do Bolhão', morada: 'Rua Formosa, banca 37' },
      { nome: 'El Corte Inglés Gaia', morada: 'Av. da República 1435, Vila Nova de Gaia', url: 'https://www.elcorteingles.pt/' },
    ],
  ],
  ['Braga', [{ nome: 'Celeiro Braga', morada: 'Rua do Souto 54', url: 'https://www.celeiro.pt/lojas/braga' }]],
  ['Coimbra', [{ nome: 'Loja das Ervas', morada: 'Rua Ferreira Borges 78', url: 'https://lojadaservas.pt/' }]],
  ['Faro', [{ nome: 'Algarve Gourmet', morada: 'Rua de Santo António 29', url: 'https://algarvegourmet.pt/' }]],
  ['Açores', [{ nome: 'Casa Açoriana', morada: 'Rua do Mercado 12, Ponta Delgada', url: 'https://casaacoriana.pt/' }]],
  ['Madeira', [{ nome: 'Mercearia Funchal', morada: 'Rua de Santa Maria 66, Funchal' }]],
];

const ondeComprar = page({
  title: 'Onde comprar | Folha &amp; Bule',
  description: 'Lojas, mercearias e lojas online onde pode comprar os chás Folha & Bule em Portugal e Espanha.',
  path: '/pages/onde-comprar',
  pageType: 'page',
  template: 'page.onde-comprar',
  main: `
<div class="page-width page-content"><header class="section-header"><h1 class="section-header__title">Onde comprar</h1></header>
  <div class="rte"><p>Além da nossa loja no Príncipe Real e desta loja online, os nossos chás estão à venda nestes revendedores. A disponibilidade varia de loja para loja.</p></div>
  <div class="map-section"><div class="map-section__container"><iframe src="https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d12445.7!2d-9.1489!3d38.7169!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0xd19347f0c9f!2sFolha%20%26%20Bule!5e0!3m2!1spt-PT!2spt" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Mapa Folha &amp; Bule"></iframe></div></div>
${distritos
  .map(
    ([d, lojas]) => `  <div class="section-header"><h2 class="section-header__title h3">${d}</h2></div>
  <div class="grid grid--uniform">
${lojas.map((l) => `    <div class="grid__item medium-up--one-third"><div class="stockist-card"><p class="h5">${l.nome}</p><p>${l.morada}</p>${l.url ? `<p><a href="${l.url}" target="_blank" rel="noopener">Visitar site →</a></p>` : ''}</div></div>`).join('\n')}
  </div>`,
  )
  .join('\n')}
  <div class="section-header"><h2 class="section-header__title h3">Online</h2></div>
  <div class="rte"><p>Encontre uma seleção dos nossos chás no <a href="https://www.continente.pt/marcas/folha-e-bule/" target="_blank" rel="noopener">Continente Online</a> e na loja online do <a href="https://www.elcorteingles.pt/supermercado/marcas/folha-e-bule/" target="_blank" rel="noopener">El Corte Inglés</a>.</p></div>
  <div class="section-header"><h2 class="section-header__title h3">Espanha</h2></div>
  <div class="rte"><p>Em Espanha os nossos chás são distribuídos pela <a href="https://www.teytetera.es/" target="_blank" rel="noopener">Té y Tetera</a>, que abastece lojas especializadas de Madrid, Barcelona e Valência.</p></div>
</div>`,
});

const sobreNos = page({
  title: 'Sobre nós | Folha &amp; Bule',
  description: 'Uma pequena casa de chá de Lisboa, fundada em 2018, e os produtores com quem trabalhamos.',
  path: '/pages/sobre-nos',
  pageType: 'page',
  template: 'page',
  main: `
<div class="page-width page-content"><header class="section-header"><h1 class="section-header__title">Sobre nós</h1></header>
  <div class="rte">
    <p>A Folha &amp; Bule nasceu em 2018, quando a Inês Carvalho deixou a arquitetura para abrir uma pequena loja de chá no Príncipe Real. Hoje somos sete pessoas, lotamos e embalamos tudo à mão no nosso atelier em Lisboa e enviamos para todo o país.</p>
    <h2>Os nossos produtores parceiros</h2>
    <p>Compramos o chá diretamente a quem o cultiva. São poucos, e visitamo-los sempre que podemos:</p>
    <ul>
      <li><a href="https://gorreana.pt/" target="_blank" rel="noopener"><strong>Chá Gorreana</strong></a>, São Miguel, Açores — a plantação de chá mais antiga da Europa, de onde vem o nosso Sencha de São Miguel e o preto Orange Pekoe.</li>
      <li><a href="https://obubutea.com/" target="_blank" rel="noopener"><strong>Obubu Tea Farms</strong></a>, Wazuka, Quioto — gyokuro e matcha de pequenos lotes.</li>
      <li><a href="https://www.junchiyabari.com/" target="_blank" rel="noopener"><strong>Jun Chiyabari</strong></a>, Dhankuta, Nepal — chás pretos e brancos de altitude.</li>
      <li><strong>Herdade do Freixo</strong>, Alentejo — camomila, lúcia-lima e hortelã biológicas.</li>
    </ul>
    <h2>Certificação</h2>
    <p>Somos certificados em modo de produção biológico pela <a href="https://www.sativa.pt/" target="_blank" rel="noopener">SATIVA</a> (PT-BIO-03). Todos os nossos chás e infusões são analisados para resíduos de pesticidas a cada lote.</p>
    <h2>Nada se perde</h2>
    <p>As latas com pequenos defeitos e o chá a aproximar-se da data de consumo preferencial são doados à <a href="https://www.re-food.org/" target="_blank" rel="noopener">Refood</a>, a nossa parceira no combate ao desperdício alimentar, que os distribui por famílias de Lisboa.</p>
    <h2>A equipa</h2>
    <p>Inês Carvalho (fundadora e provadora) · Rui Tavares (atelier e envios) · Mariana Sousa (loja) · Pedro Alves (profissionais)</p>
  </div>
</div>`,
});

const profissionais = page({
  title: 'Profissionais — HoReCa e revenda | Folha &amp; Bule',
  description: 'Chá para hotéis, restaurantes, cafés e lojas: condições de revenda e serviço HoReCa.',
  path: '/pages/profissionais',
  pageType: 'page',
  template: 'page.profissionais',
  main: `
<div class="page-width page-content"><header class="section-header"><h1 class="section-header__title">Profissionais</h1></header>
  <div class="rte">
    <h2>Hotelaria e restauração</h2>
    <p>Fornecemos chá a granel e em pirâmides biodegradáveis para hotéis, restaurantes e cafés, com formação à equipa e cartas de chá personalizadas.</p>
    <h3>Alguns dos nossos clientes</h3>
    <p><em>«Os hóspedes perguntam sempre pelo chá do pequeno-almoço.»</em> — Chefe de sala, <a href="https://www.bairroaltohotel.com/" target="_blank" rel="noopener">Bairro Alto Hotel</a></p>
    <p>Servem também os nossos chás: Café Lisboa do Chiado, Padaria do Bairro (Porto), Hotel Convento do Carmo (Alentejo).</p>
    <h2>Revenda</h2>
    <p>Lojas gourmet, mercearias e concept stores: encomenda mínima de 150 € + IVA, portes grátis a partir de 300 €. Peça o catálogo de revenda para <a href="mailto:profissionais@folhaebule.pt">profissionais@folhaebule.pt</a>.</p>
    <p>Em Espanha, contacte o nosso distribuidor <a href="https://www.teytetera.es/" target="_blank" rel="noopener">Té y Tetera</a>.</p>
  </div>
  <form method="post" action="/contact#contact_form_pro" id="contact_form_pro" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" /><div class="grid grid--small"><div class="grid__item medium-up--one-half"><label for="ContactFormName">Nome</label><input type="text" id="ContactFormName" class="input-full" name="contact[name]" autocapitalize="words" value=""></div><div class="grid__item medium-up--one-half"><label for="ContactFormEmail">Email</label><input type="email" id="ContactFormEmail" class="input-full" name="contact[email]" autocorrect="off" autocapitalize="off" value=""></div></div><label for="ContactFormBusiness">Empresa</label><input type="text" id="ContactFormBusiness" class="input-full" name="contact[empresa]"><label for="ContactFormMessage">Mensagem</label><textarea rows="5" id="ContactFormMessage" class="input-full" name="contact[body]"></textarea><button type="submit" class="btn">Enviar</button></form>
</div>`,
});

const diario = page({
  title: 'Bules feitos à mão com a Oficina Barro Vivo | Diário | Folha &amp; Bule',
  description: 'A nossa primeira colaboração: uma série de bules de grés feitos à mão nas Caldas da Rainha.',
  path: '/blogs/diario/bules-com-a-barro-vivo',
  pageType: 'article',
  template: 'article',
  main: `
<div class="page-width page-width--narrow page-content"><article class="article"><header class="section-header"><p class="article__date">12 de setembro de 2024</p><h1 class="section-header__title">Bules feitos à mão com a Oficina Barro Vivo</h1></header>
  <div class="article__image-wrap"><img class="lazyload" data-src="//${D}/cdn/shop/articles/bules-barro-vivo_{width}x.jpg?v=1726130000" data-widths="[540, 720, 900, 1080]" data-aspectratio="1.5" data-sizes="auto" alt="Bules de grés em tons de verde"></div>
  <div class="rte article__body">
    <p>Há muito que procurávamos um bule que fosse tão português quanto os nossos chás. Encontrámo-lo nas Caldas da Rainha, na <a href="https://barrovivo.pt/" target="_blank" rel="noopener">Oficina Barro Vivo</a>, onde a Joana e o Miguel trabalham o grés à roda há quinze anos.</p>
    <p>Durante seis meses desenhámos juntos um bule de 600 ml com filtro integrado, bico que não pinga e um vidrado verde-chá inspirado nas plantações da Gorreana. Cada peça é única e assinada pelos dois ateliers.</p>
    <p>A série é limitada a 120 bules e está disponível na nossa loja online, na loja do Príncipe Real e no atelier da Barro Vivo.</p>
    <p><a href="/products/bule-barro-vivo-verde-cha" class="btn">Ver o bule</a></p>
  </div>
</article></div>`,
});

const colecao = page({
  title: 'Chás verdes | Folha &amp; Bule',
  description: 'Chás verdes biológicos dos Açores e do Japão.',
  path: '/collections/chas-verdes',
  pageType: 'collection',
  template: 'collection',
  main: `
<div id="CollectionAjaxResult" class="collection-content"><div class="page-width"><header class="section-header section-header--flush"><h1 class="section-header__title">Chás verdes</h1><div class="rte collection__description"><p>Do sencha açoriano ao gyokuro de Uji: chás verdes de folha inteira, para beber simples ou com muito pouco de tudo.</p></div></header>
  <div class="collection-filter"><div class="collection-filter__item collection-filter__item--count small--hide">${teas.length} produtos</div><div class="collection-filter__item collection-filter__sort"><select name="SortBy" id="SortBy" aria-describedby="SortByLabel"><option value="manual">Em destaque</option><option value="best-selling">Mais vendidos</option><option value="price-ascending">Preço, do mais baixo ao mais alto</option></select></div></div>
  <div class="grid grid--uniform">${teas.map(gridItem).join('')}</div>
</div></div>`,
});

const produto = page({
  title: 'Sencha de São Miguel | Folha &amp; Bule',
  description: 'Chá verde dos Açores, colhido em maio na Gorreana. Notas de erva fresca, alga e maracujá.',
  path: '/products/sencha-de-sao-miguel',
  pageType: 'product',
  template: 'product',
  main: `
<div id="ProductSection-template--21541__main" class="product-section" data-section-id="template--21541__main" data-section-type="product" data-product-handle="sencha-de-sao-miguel"><div class="page-content page-content--product"><div class="page-width"><div class="grid grid--product-images--partial">
  <div class="grid__item medium-up--one-half product-single__sticky"><div class="product__photos product__photos--beside"><div class="product__main-photos" data-aos data-product-single-media-group><div class="product-main-slide starting-slide" data-index="0"><div class="image-wrap" style="height: 0; padding-bottom: 100%;"><img class="photoswipe__image lazyload" data-photo-id="3348112" data-src="//${D}/cdn/shop/files/sencha-de-sao-miguel_{width}x.jpg?v=1701780300" data-widths="[360, 540, 720, 900, 1080]" data-aspectratio="1.0" data-sizes="auto" alt="Lata de Sencha de São Miguel"></div></div></div></div></div>
  <div class="grid__item medium-up--one-half"><div class="product-single__meta"><h1 class="h2 product-single__title">Sencha de São Miguel</h1><div class="product-block product-block--price"><span class="product__price">€9,50</span><div class="product__policies rte small--text-center">IVA incluído.</div></div>
    <div class="loox-rating" data-id="8813402200" data-rating="4.9" data-raters="87"></div>
    <form method="post" action="/cart/add" id="AddToCartForm-template--21541__main" accept-charset="UTF-8" class="product-single__form" enctype="multipart/form-data"><input type="hidden" name="form_type" value="product" /><input type="hidden" name="utf8" value="✓" /><div class="variant-wrapper variant-wrapper--button js"><label class="variant__label">Formato</label><fieldset class="variant-input-wrap" name="Formato" data-index="option1"><div class="variant-input"><input type="radio" form="AddToCartForm-template--21541__main" checked="checked" value="Lata 50 g" data-index="option1" name="Formato" class="variant__input-1" id="Formato-0"><label for="Formato-0" class="variant__button-label">Lata 50 g</label></div><div class="variant-input"><input type="radio" form="AddToCartForm-template--21541__main" value="Recarga 100 g" data-index="option1" name="Formato" class="variant__input-1" id="Formato-1"><label for="Formato-1" class="variant__button-label">Recarga 100 g</label></div></fieldset></div>
      <button type="submit" name="add" data-add-to-cart class="btn btn--full add-to-cart btn--secondary"><span data-add-to-cart-text data-default-text="Adicionar ao carrinho">Adicionar ao carrinho</span></button>
      <div data-shopify="payment-button" class="shopify-payment-button"><shopify-accelerated-checkout recommendations="null" fallback="null" page-type="product_page"></shopify-accelerated-checkout></div>
      <select name="id" data-product-select class="product-single__variants no-js"><option selected="selected" value="45210881023">Lata 50 g</option><option value="45210881024">Recarga 100 g</option></select></form>
    <div class="product-block"><div class="rte"><p>Colhido na primeira apanha de maio na plantação da Gorreana, em São Miguel, e processado ao vapor à maneira japonesa. Notas de erva acabada de cortar, alga e um final ligeiramente frutado.</p><p><strong>Preparação:</strong> 3 g por 200 ml, água a 75 °C, 1 minuto e meio.</p></div></div>
  </div></div>
</div></div></div>
<div id="looxReviews" data-product-id="8813402200" class="page-width"><iframe id="looxReviewsFrame" width="100%" height="0" frameborder="0" scrolling="no" src="https://loox.io/widget/Vk-2aB9cQx/reviews/8813402200?h=1701780555" title="Avaliações"></iframe></div>
</div>`,
});

const contactos = page({
  title: 'Contactos | Folha &amp; Bule',
  description: 'Fale connosco: loja, encomendas e profissionais.',
  path: '/pages/contactos',
  pageType: 'page',
  template: 'page.contact',
  main: `
<div class="page-width page-width--narrow page-content"><header class="section-header"><h1 class="section-header__title">Contactos</h1></header>
  <div class="rte"><p><strong>Loja e atelier</strong><br>Rua da Escola Politécnica 91, 1250-099 Lisboa<br>Terça a sábado, 11h–19h<br>+351 213 460 218</p><p>Encomendas: <a href="mailto:ola@folhaebule.pt">ola@folhaebule.pt</a><br>Profissionais: <a href="mailto:profissionais@folhaebule.pt">profissionais@folhaebule.pt</a></p></div>
  <form method="post" action="/contact#contact_form" id="contact_form" accept-charset="UTF-8" class="contact-form"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" /><label for="ContactName">Nome</label><input type="text" id="ContactName" class="input-full" name="contact[name]"><label for="ContactEmail">Email</label><input type="email" id="ContactEmail" class="input-full" name="contact[email]"><label for="ContactMessage">Mensagem</label><textarea rows="5" id="ContactMessage" class="input-full" name="contact[body]"></textarea><button type="submit" class="btn">Enviar</button></form>
</div>`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'Portuguese tea blender on Shopify (Impulse): stockists as district-grouped cards with generic "Visitar site" links (some unlinked, one retailer twice), Google Maps embed, online supermarkets and a Spanish distributor in prose (repeated on the trade page), producer partners and a food-waste charity on the about page (one producer unlinked), ceramics collaboration in a journal post; negatives: hotel customer testimonial with link, SATIVA organic certification, press logos, Loox/Omnisend/Hotjar hosts, complaints-book link, payment icons',
  pages: {
    '/': { headers: headers(), html: home },
    '/pages/onde-comprar': { headers: headers(), html: ondeComprar },
    '/pages/sobre-nos': { headers: headers(), html: sobreNos },
    '/pages/profissionais': { headers: headers(), html: profissionais },
    '/blogs/diario/bules-com-a-barro-vivo': { headers: headers(), html: diario },
    '/collections/chas-verdes': { headers: headers(), html: colecao },
    '/products/sencha-de-sao-miguel': { headers: headers(), html: produto },
    '/pages/contactos': { headers: headers(), html: contactos },
  },
  sitemap: [
    '/',
    '/collections/chas-verdes',
    '/products/sencha-de-sao-miguel',
    '/pages/onde-comprar',
    '/pages/sobre-nos',
    '/pages/profissionais',
    '/blogs/diario/bules-com-a-barro-vivo',
    '/pages/contactos',
  ],
  technologies: [
    'shopify',
    'cloudflare',
    'google-analytics',
    'google-tag-manager',
    'hotjar',
    'omnisend',
    'loox',
    'google-maps',
    'visa',
    'mastercard',
    'paypal',
    'apple-pay',
    'google-pay',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'avidaportuguesa.com': 'channel',
    'elcorteingles.pt': 'channel',
    'chaecompanhia.pt': 'channel',
    'casachadaribeira.pt': 'channel',
    'celeiro.pt': 'channel',
    'lojadaservas.pt': 'channel',
    'algarvegourmet.pt': 'channel',
    'casaacoriana.pt': 'channel',
    'continente.pt': 'channel',
    'teytetera.es': 'channel',
    'gorreana.pt': 'generic',
    'obubutea.com': 'generic',
    'junchiyabari.com': 'generic',
    're-food.org': 'generic',
    'barrovivo.pt': 'generic',
  },
};
