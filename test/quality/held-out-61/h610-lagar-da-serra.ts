import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '71428833421',
  'x-shardid': '312',
  'x-sorting-hat-shopid': '71428833421',
  'set-cookie':
    '_shopify_y=2b9e4f1a-7c3d-4e8a-9f0b-1c2d3e4f5a6b; Expires=Thu, 10 Apr 2025 09:14:22 GMT; Domain=lagardaserra.pt; Path=/; SameSite=Lax',
  'content-language': 'pt-PT',
};

function head(title: string, description: string, path: string, extra = ''): string {
  return `<!doctype html>
<html class="no-js" lang="pt-PT">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://lagardaserra.pt${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//lagardaserra.pt/cdn/shop/files/favicon-lagar.png?crop=center&height=32&v=1698312044&width=32">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="Lagar da Serra">
    <meta property="og:url" content="https://lagardaserra.pt${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http://lagardaserra.pt/cdn/shop/files/olival-serra-og.jpg?v=1698312044">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//lagardaserra.pt/cdn/shop/t/4/assets/constants.js?v=58251544750838685771698311990" defer="defer"></script>
    <script src="//lagardaserra.pt/cdn/shop/t/4/assets/global.js?v=149496944046504657681698311990" defer="defer"></script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/71428833421/digital_wallets/dialog">
    <meta name="shopify-checkout-api-token" content="4f1e2d3c5b6a79808f1e2d3c4b5a6978">
    <script async="async" src="/checkouts/internal/preloads.js?locale=pt-PT"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"4f1e2d3c5b6a79808f1e2d3c4b5a6978","betas":["rich-media-storefront-analytics"],"domain":"lagardaserra.pt","predictiveSearch":true,"shopId":71428833421,"locale":"pt-pt"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "lagar-da-serra.myshopify.com";
Shopify.locale = "pt-PT";
Shopify.currency = {"active":"EUR","rate":"1.0"};
Shopify.country = "PT";
Shopify.theme = {"name":"Dawn","id":158822318221,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};</script>
    <script id="shop-js-analytics" type="application/json">{"pageType":"page"}</script>
    <script defer="defer" async type="module" src="//lagardaserra.pt/cdn/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_pt-PT.esm.js"></script>
    <link href="//lagardaserra.pt/cdn/shop/t/4/assets/base.css?v=16534392784228263581698311990" rel="stylesheet" type="text/css" media="all">
    <script src="https://cdn.shopify.com/extensions/9c2b1d3e-4f5a-6b7c-8d9e-0f1a2b3c4d5e/judgeme-extensions-65/assets/loader.js" defer></script>
    <script src="https://cdn.judge.me/widget_preloader.js" defer></script>
    <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=WqP3kZ"></script>
    ${extra}
  </head>`;
}

const top = `  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Saltar para o conteúdo</a>
    <div id="shopify-section-announcement-bar" class="shopify-section"><div class="announcement-bar" role="region" aria-label="Anúncio"><p class="announcement-bar__message">Portes grátis em Portugal continental a partir de 45 €</p></div></div>
    <div id="shopify-section-header" class="shopify-section section-header"><header class="header header--middle-left">
      <a href="/" class="header__heading-link link link--text focus-inset"><img src="//lagardaserra.pt/cdn/shop/files/logo-lagar-da-serra.png?v=1698312044&width=300" alt="Lagar da Serra" class="header__heading-logo" width="150" height="60"></a>
      <nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
        <li><a href="/collections/azeites" class="header__menu-item list-menu__item link">Azeites</a></li>
        <li><a href="/collections/cabazes" class="header__menu-item list-menu__item link">Cabazes</a></li>
        <li><a href="/pages/sobre-nos" class="header__menu-item list-menu__item link">O lagar</a></li>
        <li><a href="/pages/visitas" class="header__menu-item list-menu__item link">Visitas e provas</a></li>
        <li><a href="/pages/onde-comprar" class="header__menu-item list-menu__item link">Onde comprar</a></li>
      </ul></nav>
      <div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset">Conta</a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble">Carrinho</a></div>
      <a href="/en" class="localization-link" hreflang="en">EN</a>
    </header></div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const bottom = `    </main>
    <div id="shopify-section-footer" class="shopify-section"><footer class="footer color-background-1 gradient section-footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer-block"><h2 class="footer-block__heading">Lagar da Serra</h2><p>Lagar da Serra, Lda. · Rua do Lagar 3, 6270-151 Seia · NIF 509 774 120</p></div>
        <div class="footer-block"><h2 class="footer-block__heading">Ajuda</h2><ul class="footer-block__details-content list-unstyled">
          <li><a href="/policies/shipping-policy" class="link link--text list-menu__item">Envios</a></li>
          <li><a href="/policies/refund-policy" class="link link--text list-menu__item">Devoluções</a></li>
          <li><a href="/policies/privacy-policy" class="link link--text list-menu__item">Política de privacidade</a></li>
          <li><a href="/policies/terms-of-service" class="link link--text list-menu__item">Termos de serviço</a></li>
          <li><a href="https://www.livroreclamacoes.pt/Inicio/" class="link link--text list-menu__item" target="_blank">Livro de Reclamações</a></li>
          <li><a href="/pages/onde-comprar" class="link link--text list-menu__item">Revendedores</a></li>
        </ul></div>
        <div class="footer-block"><h2 class="footer-block__heading">Newsletter</h2><div class="klaviyo-form-XkP2qR"></div></div>
      </div>
      <ul class="footer__list-social list-unstyled list-social" role="list">
        <li class="list-social__item"><a href="https://www.instagram.com/lagardaserra" class="link list-social__link">Instagram</a></li>
        <li class="list-social__item"><a href="https://www.facebook.com/lagardaserra" class="link list-social__link">Facebook</a></li>
      </ul>
      <div class="footer__payment"><span class="visually-hidden">Métodos de pagamento</span>
        <ul class="list list-payment" role="list">
          <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-mb_way"><title id="pi-mb_way">MB WAY</title><rect width="38" height="24" fill="#fff"/></svg></li>
          <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><rect width="38" height="24" fill="#000"/></svg></li>
          <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><rect width="38" height="24" fill="#fff"/></svg></li>
          <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><rect width="38" height="24" fill="#fff"/></svg></li>
          <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><rect width="38" height="24" fill="#5A31F4"/></svg></li>
        </ul>
      </div>
      <p class="copyright__content">© 2024, <a href="/" title="">Lagar da Serra</a></p>
    </footer></div>
  </body>
</html>`;

const home = `${head('Lagar da Serra | Azeite virgem extra da Serra da Estrela', 'Azeite virgem extra de variedades tradicionais da Beira Interior, extraído a frio no nosso lagar em Seia desde 1921.', '/')}
${top}
      <section class="banner"><h1>Azeite da serra, desde 1921</h1><p>Galega, Cobrançosa e Cordovil da Serra colhidas à mão e moídas no próprio dia.</p><a class="button" href="/collections/azeites">Comprar azeite</a></section>
      <section class="featured-collection"><h2>Os nossos azeites</h2>
        <ul class="grid product-grid" role="list">
          <li class="grid__item"><a href="/products/azeite-virgem-extra-galega-500ml" class="full-unstyled-link">Galega Virgem Extra 500 ml</a><span class="price">12,90 €</span></li>
          <li class="grid__item"><a href="/products/azeite-biologico-lote-serra-750ml" class="full-unstyled-link">Lote Serra Biológico 750 ml</a><span class="price">18,50 €</span></li>
        </ul>
      </section>
      <section class="awards"><h2>Prémios</h2><p>Medalha de Ouro no <a href="https://www.concursoazeitesportugal.pt/resultados-2024" target="_blank">Concurso Nacional de Azeites de Portugal 2024</a> · Prata no NYIOOC 2023</p></section>
      <section class="testimonials"><h2>O que dizem os clientes</h2><div class="jdgm-carousel"><blockquote>“O melhor azeite que já provei, frutado e com um picante elegante.” — Mariana S., Lisboa ★★★★★</blockquote></div></section>
${bottom}`;

type Stockist = { name: string; city: string; url?: string; shown: boolean };
const stockists: Stockist[] = [
  { name: 'Mercearia do Bairro Alto', city: 'Lisboa', url: 'https://www.merceariabairroalto.pt/', shown: true },
  { name: 'Casa dos Sabores Beirões', city: 'Viseu', url: 'https://casadossaboresbeiroes.pt/marcas/lagar-da-serra', shown: true },
  { name: 'Delicatessen Foz', city: 'Porto', url: 'https://www.delicatessenfoz.com/', shown: false },
  { name: 'Garrafeira Estrela', city: 'Seia', shown: true },
  { name: 'Loja Gourmet Serra Shopping', city: 'Covilhã', url: 'https://gourmetserra.pt', shown: false },
];

const jsonLd = {
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Onde comprar Lagar da Serra',
  itemListElement: stockists.map((s, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: {
      '@type': 'Store',
      name: s.name,
      address: { '@type': 'PostalAddress', addressLocality: s.city, addressCountry: 'PT' },
      ...(s.url ? { url: s.url } : {}),
    },
  })),
};

const ondeComprar = `${head('Onde comprar | Lagar da Serra', 'Lojas gourmet e distribuidores onde encontra os azeites Lagar da Serra em Portugal e no estrangeiro.', '/pages/onde-comprar', `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`)}
${top}
      <div class="page-width page-width--narrow section-template--onde-comprar-padding">
        <h1 class="main-page-title page-title h0">Onde comprar</h1>
        <div class="rte">
          <p>Além da nossa loja online, os azeites Lagar da Serra estão à venda nestes revendedores:</p>
          <h2>Portugal</h2>
          <ul>
            ${stockists
              .filter((s) => s.shown)
              .map((s) => `<li><strong>${s.url ? `<a href="${s.url}" target="_blank">${s.name}</a>` : s.name}</strong> — ${s.city}</li>`)
              .join('\n            ')}
            <li><strong>Delicatessen Foz</strong> — Porto</li>
            <li><strong>Loja Gourmet Serra Shopping</strong> — Covilhã</li>
          </ul>
          <h2>Distribuidores no estrangeiro</h2>
          <table>
            <tr><th>País</th><th>Distribuidor</th></tr>
            <tr><td>Alemanha</td><td><a href="https://www.iberische-feinkost.de/marken/lagar-da-serra/" target="_blank">Iberische Feinkost GmbH</a></td></tr>
            <tr><td>França</td><td><a href="https://www.saveurs-du-portugal.fr/" target="_blank">Saveurs du Portugal</a></td></tr>
            <tr><td>Brasil</td><td><a href="https://www.emporiolusitano.com.br/azeites" target="_blank">Empório Lusitano</a></td></tr>
          </table>
          <p>Interessado em revender? Escreva-nos para <a href="mailto:revenda@lagardaserra.pt">revenda@lagardaserra.pt</a>.</p>
        </div>
      </div>
${bottom}`;

const sobre = `${head('O lagar | Lagar da Serra', 'A história do Lagar da Serra, os nossos olivais e os parceiros com quem recebemos visitantes.', '/pages/sobre-nos')}
${top}
      <div class="page-width page-width--narrow">
        <h1 class="main-page-title page-title h0">O lagar</h1>
        <div class="rte">
          <p>O lagar foi fundado em 1921 pelo bisavô Joaquim Lopes e modernizado em 2016 com extração contínua a frio. Hoje moemos a azeitona de 38 hectares de olival próprio e de 120 pequenos olivicultores da serra.</p>
          <p>O olival do Lote Serra está certificado em modo de produção biológico pela <a href="https://www.certibio.pt/" target="_blank">CertiBio</a>.</p>
          <h2>Oleoturismo</h2>
          <p>Recebemos visitas e provas em parceria com a <a href="https://www.casadaserra-turismo.pt/" target="_blank">Casa da Serra – Turismo Rural</a> e com a agência <a href="https://trilhosdaestrela.pt/experiencias/lagar" target="_blank">Trilhos da Estrela</a>, que incluem a visita ao lagar nos seus programas.</p>
          <h2>Na imprensa</h2>
          <p><a href="https://www.evasoes-gastronomia.pt/lagar-da-serra-seia" target="_blank">Evasões</a> · <a href="https://www.publico-fugas.pt/azeites-da-serra" target="_blank">Fugas</a></p>
          <h2>Apoios</h2>
          <p>A modernização do lagar foi cofinanciada pelo PDR2020 e pelo FEADER.</p>
        </div>
      </div>
${bottom}`;

export const site: CorpusSite = {
  domain: 'lagardaserra.pt',
  covers:
    'Portuguese olive-oil producer on Shopify (Dawn, Judge.me, Klaviyo, payment icons): stockist list where two stockists are linked only in JSON-LD ItemList, one unlinked, foreign distributor table with deep links (.de, .fr, .com.br), tourism partners in prose; negatives: payment badges, awards/competition, organic certifier, press, EU funding, complaints book, social links',
  pages: {
    '/': { headers, html: home },
    '/pages/onde-comprar': { headers, html: ondeComprar },
    '/pages/sobre-nos': { headers, html: sobre },
  },
  sitemap: ['/', '/pages/onde-comprar', '/pages/sobre-nos'],
  technologies: ['shopify', 'shop-pay', 'cart-functionality', 'judge-me', 'klaviyo', 'paypal', 'visa', 'mastercard', 'open-graph'],
  partners: {
    'merceariabairroalto.pt': 'channel',
    'casadossaboresbeiroes.pt': 'channel',
    'delicatessenfoz.com': 'channel',
    'gourmetserra.pt': 'channel',
    'iberische-feinkost.de': 'channel',
    'saveurs-du-portugal.fr': 'channel',
    'emporiolusitano.com.br': 'channel',
    'casadaserra-turismo.pt': 'generic',
    'trilhosdaestrela.pt': 'generic',
  },
};
