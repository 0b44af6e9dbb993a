import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8c2e91d07a4b3f12-CDG',
  'x-shopid': '68410293511',
  'x-shopify-stage': 'production',
  'set-cookie': '_shopify_y=7c1e0b8a-33d2-4f8e-9b1a-2d5f0c6e4a71; Path=/; Domain=editions-sablier.fr; Max-Age=31536000; SameSite=Lax',
};

const head = (title: string, desc: string, path: string) => `<!doctype html>
<html class="no-js" lang="fr">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://editions-sablier.fr${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//editions-sablier.fr/cdn/shop/files/favicon-sablier.png?crop=center&height=32&v=1699450012&width=32">
    <title>${title} – Éditions du Sablier</title>
    <meta name="description" content="${desc}">
    <meta property="og:site_name" content="Éditions du Sablier">
    <meta property="og:url" content="https://editions-sablier.fr${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${desc}">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//editions-sablier.fr/cdn/shop/t/7/assets/constants.js?v=58251544750838685771699450101" defer="defer"></script>
    <script src="//editions-sablier.fr/cdn/shop/t/7/assets/global.js?v=3765617281190478001699450101" defer="defer"></script>
    <meta name="shopify-digital-wallet" content="/68410293511/digital_wallets/dialog">
    <meta name="shopify-checkout-api-token" content="a4c9e1f07b2d35c8e6a91b0f4d7c2e85">
    <script async="async" src="/checkouts/internal/preloads.js?locale=fr-FR"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"a4c9e1f07b2d35c8e6a91b0f4d7c2e85","betas":["rich-media-storefront-analytics"],"domain":"editions-sablier.fr","predictiveSearch":true,"shopId":68410293511,"locale":"fr"}</script>
    <script>var Shopify = Shopify || {};Shopify.shop = "editions-sablier.myshopify.com";Shopify.locale = "fr";Shopify.currency = {"active":"EUR","rate":"1.0"};Shopify.country = "FR";Shopify.theme = {"name":"Dawn","id":154812399927,"schema_name":"Dawn","schema_version":"13.0.1","role":"main"};</script>
    <script type="module" defer="defer" src="//editions-sablier.fr/cdn/shopifycloud/shop-js/modules/v2/client.init-shop-cart-sync_fr.esm.js"></script>
    <script defer="defer" src="https://cdn.shopify.com/shopifycloud/perf-kit/shopify-perf-kit-1.6.2.min.js"></script>
    <link href="//editions-sablier.fr/cdn/shop/t/7/assets/base.css?v=144968985024194912401699450101" rel="stylesheet" type="text/css" media="all">
  </head>
  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Aller au contenu</a>
    <div id="shopify-section-sections--header" class="shopify-section shopify-section-group-header-group section-header">
      <header class="header header--middle-left page-width">
        <a href="/" class="header__heading-link link link--text focus-inset"><img src="//editions-sablier.fr/cdn/shop/files/logo-sablier.svg?v=1699450012&width=180" alt="Éditions du Sablier" class="header__heading-logo" width="180" height="60"></a>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/nouveautes" class="header__menu-item list-menu__item link link--text focus-inset"><span>Nouveautés</span></a></li>
            <li><a href="/collections/jeunesse" class="header__menu-item list-menu__item link link--text focus-inset"><span>Jeunesse</span></a></li>
            <li><a href="/collections/scolaire" class="header__menu-item list-menu__item link link--text focus-inset"><span>Parascolaire</span></a></li>
            <li><a href="/pages/ou-trouver-nos-livres" class="header__menu-item list-menu__item link link--text focus-inset"><span>Où trouver nos livres</span></a></li>
            <li><a href="/pages/la-maison" class="header__menu-item list-menu__item link link--text focus-inset"><span>La maison</span></a></li>
            <li><a href="/blogs/actualites" class="header__menu-item list-menu__item link link--text focus-inset"><span>Actualités</span></a></li>
          </ul>
        </nav>
        <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble">Panier</a>
      </header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const foot = `    </main>
    <div id="shopify-section-sections--footer" class="shopify-section shopify-section-group-footer-group">
      <footer class="footer color-scheme-1 gradient section-sections--footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer-block footer-block--menu"><h2 class="footer-block__heading">La maison</h2><ul class="footer-block__details-content list-unstyled"><li><a href="/pages/la-maison" class="link link--text list-menu__item--link">Qui sommes-nous</a></li><li><a href="/pages/manuscrits" class="link link--text list-menu__item--link">Envoyer un manuscrit</a></li><li><a href="/pages/contact" class="link link--text list-menu__item--link">Contact</a></li><li><a href="/policies/terms-of-service" class="link link--text list-menu__item--link">CGV</a></li></ul></div>
          <div class="footer-block footer-block--newsletter"><h2 class="footer-block__heading">Lettre d'information</h2><form method="post" action="/contact#contact_form" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input id="NewsletterForm--footer" type="email" name="contact[email]" placeholder="E-mail"><button type="submit" class="newsletter-form__button">S'inscrire</button></form></div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.instagram.com/editionsdusablier" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
            <li class="list-social__item"><a href="https://www.facebook.com/editionsdusablier" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
          </ul>
        </div>
        <div class="footer__content-bottom">
          <div class="footer__payment"><span class="visually-hidden">Moyens de paiement</span>
            <ul class="list list-payment" role="list">
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-cartes_bancaires"><title id="pi-cartes_bancaires">Cartes Bancaires</title><path fill="#083969" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><path fill="#5A31F4" d="M35.889 0C38.05 0 39 1.9 39 4v16c0 2.1-.95 4-3.111 4H3.11C.95 24 0 22.1 0 20V4c0-2.1.95-4 3.111-4h32.778z"/></svg></li>
            </ul>
          </div>
          <small class="copyright__content">© 2025, <a href="/" title="">Éditions du Sablier</a></small>
        </div>
      </footer>
    </div>
  </body>
</html>`;

const html = {
  home: `${head('Éditions du Sablier – Éditeur jeunesse et parascolaire', 'Maison d’édition indépendante lyonnaise : albums jeunesse, romans ado et cahiers de vacances.', '/')}
      <section id="shopify-section-template--index__image_banner" class="shopify-section section"><div class="banner__content"><h1 class="banner__heading">Des livres pour grandir, depuis 1998</h1><a href="/collections/nouveautes" class="button">Voir les nouveautés</a></div></section>
      <section class="shopify-section section featured-collection"><h2>Nos nouveautés</h2>
        <ul class="grid product-grid">
          <li class="grid__item"><a href="/products/la-baleine-qui-comptait-les-etoiles">La baleine qui comptait les étoiles – 14,90 €</a></li>
          <li class="grid__item"><a href="/products/cahier-de-vacances-ce2-cm1">Cahier de vacances CE2-CM1 – 7,50 €</a></li>
          <li class="grid__item"><a href="/products/le-phare-des-oublies">Le phare des oubliés – 16,00 €</a></li>
        </ul>
      </section>
      <section class="shopify-section section rich-text"><h2>Ils parlent de nous</h2><p>« Une maison qui ose » – <a href="https://www.telerama.fr/livre/jeunesse-editions-du-sablier-7021355.php" target="_blank">Télérama</a> · « Le cahier de vacances le plus drôle de l'été » – <a href="https://www.leprogres.fr/culture-loisirs/2024/07/02/sablier-cahiers" target="_blank">Le Progrès</a></p></section>
${foot}`,
  partners: `${head('Où trouver nos livres', 'Librairies partenaires, diffusion et distribution des Éditions du Sablier.', '/pages/ou-trouver-nos-livres')}
      <div class="page-width page-width--narrow section-template--page-padding">
        <h1 class="main-page-title page-title h0">Où trouver nos livres</h1>
        <div class="rte">
          <p>Nos livres sont disponibles sur ce site, mais aussi et surtout chez les libraires ! Vous pouvez commander n'importe lequel de nos titres dans toute librairie de France, de Belgique et de Suisse.</p>
          <h2>Diffusion et distribution</h2>
          <p>Notre diffusion auprès des librairies est assurée par <a href="https://www.hexagone-diffusion.fr/" target="_blank">Hexagone Diffusion</a>, et la distribution par <a href="https://www.loire-distrib.fr/" target="_blank">Loire Logistique Livres</a>. Pour la Belgique, notre distributeur est <a href="https://www.pagesdor-distribution.be/" target="_blank">Pages d'Or Distribution</a>.</p>
          <h2>Nos librairies partenaires</h2>
          <p>Ces librairies indépendantes défendent nos livres toute l'année et accueillent régulièrement nos auteurs et illustrateurs en dédicace :</p>
          <ul>
            <li><a href="https://www.lagrandeourse-librairie.fr/" target="_blank">La Grande Ourse</a> – Lyon 1er</li>
            <li><a href="https://leportdattache.fr/" target="_blank">Le Port d'Attache</a> – Nantes</li>
            <li><a href="https://www.librairie-olympe.be/" target="_blank">Librairie Olympe</a> – Bruxelles</li>
            <li><a href="https://www.lelivrevoyageur.ch/" target="_blank">Le Livre Voyageur</a> – Lausanne</li>
            <li>Librairie des Pentes – Lyon 4e</li>
          </ul>
          <h2>Partenaire média</h2>
          <p>Chaque mois, retrouvez nos coups de cœur dans l'émission « Les petites pages » sur <a href="https://www.radio-escale.fr/" target="_blank">Radio Escale</a>, notre partenaire média.</p>
        </div>
      </div>
${foot}`,
  about: `${head('La maison', 'Histoire, équipe et prix des Éditions du Sablier.', '/pages/la-maison')}
      <div class="page-width page-width--narrow section-template--page-padding">
        <h1 class="main-page-title page-title h0">La maison</h1>
        <div class="rte">
          <p>Fondées à Lyon en 1998 par Claire Ménard, les Éditions du Sablier publient chaque année une trentaine de titres : albums, romans jeunesse et ouvrages parascolaires.</p>
          <h2>Prix et distinctions</h2>
          <ul><li><em>Le phare des oubliés</em>, Prix des Incorruptibles 2024 (sélection 6e-5e)</li><li><em>La baleine qui comptait les étoiles</em>, Pépite du salon de Montreuil 2023</li></ul>
          <p>Nous sommes membres du <a href="https://www.sne.fr/" target="_blank">Syndicat national de l'édition</a> et de l'association <a href="https://www.editeurs-auvergnerhonealpes.org/" target="_blank">Auvergne-Rhône-Alpes Éditeurs</a>.</p>
          <p>Plusieurs de nos titres ont été publiés avec le soutien du <a href="https://centrenationaldulivre.fr/" target="_blank">Centre national du livre</a>.</p>
        </div>
      </div>
${foot}`,
  post: `${head('Rencontre au Salon du livre jeunesse de Villeurbanne', 'Nos auteurs en dédicace au salon de Villeurbanne.', '/blogs/actualites/salon-villeurbanne-2025')}
      <article class="article-template page-width page-width--narrow">
        <h1 class="article-template__title">Rencontre au Salon du livre jeunesse de Villeurbanne</h1>
        <p class="circle-divider caption-with-letter-spacing">12 mars 2025</p>
        <div class="article-template__content rte">
          <p>Retrouvez Inès Garnier et Théo Lambert sur notre stand les 5 et 6 avril. Le salon est organisé par la ville de Villeurbanne avec le soutien de ses mécènes, dont la <a href="https://www.fondation-lirepartout.org/" target="_blank">Fondation Lire Partout</a>, sponsor principal de l'édition 2025.</p>
          <p>Réservez vos dédicaces auprès de <a href="https://www.lagrandeourse-librairie.fr/evenements" target="_blank">la librairie La Grande Ourse</a>, qui tiendra la caisse du stand.</p>
        </div>
      </article>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'editions-sablier.fr',
  covers:
    'French children’s and school-support publisher on Shopify (Dawn): distributors named in prose, partner bookshops in a list (one unlinked), a media partner; negatives: press quotes, awards, SNE membership, CNL support, festival sponsor in a blog post, payment icons, social links',
  pages: {
    '/': { headers, html: html.home },
    '/pages/ou-trouver-nos-livres': { headers, html: html.partners },
    '/pages/la-maison': { headers, html: html.about },
    '/blogs/actualites/salon-villeurbanne-2025': { headers, html: html.post },
  },
  sitemap: [
    '/',
    '/collections/nouveautes',
    '/pages/ou-trouver-nos-livres',
    '/pages/la-maison',
    '/blogs/actualites/salon-villeurbanne-2025',
  ],
  technologies: ['shopify', 'cloudflare', 'open-graph', 'cart-functionality', 'visa', 'mastercard', 'shop-pay'],
  partners: {
    'hexagone-diffusion.fr': 'channel',
    'loire-distrib.fr': 'channel',
    'pagesdor-distribution.be': 'channel',
    'lagrandeourse-librairie.fr': 'channel',
    'leportdattache.fr': 'channel',
    'librairie-olympe.be': 'channel',
    'lelivrevoyageur.ch': 'channel',
    'radio-escale.fr': 'generic',
  },
};
