import type { CorpusSite } from '../corpus/types.js';

const shopHeaders = {
  server: 'cloudflare',
  'cf-ray': '87c1f2a9be5d3f1a-CDG',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '58213367873',
  'x-shopify-stage': 'production',
  'content-type': 'text/html; charset=utf-8',
  'set-cookie':
    '_shopify_y=7f1c2ab0-4e2d-4d8e-9b8a-2f0c6d1e93aa; path=/; expires=Sat, 05 Apr 2025 10:12:00 GMT; domain=.oreade.fr; SameSite=Lax',
};

const head = (title: string, desc: string, path: string) => `<!doctype html>
<html class="no-js" lang="fr">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="#f4efe8">
<link rel="canonical" href="https://oreade.fr${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="//oreade.fr/cdn/shop/files/favicon-oreade.png?crop=center&height=32&v=1690541123&width=32">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta property="og:site_name" content="Oréade">
<meta property="og:url" content="https://oreade.fr${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="http://oreade.fr/cdn/shop/files/oreade-serum-eclat.jpg?v=1690541200">
<meta name="twitter:card" content="summary_large_image">
<meta name="shopify-digital-wallet" content="/58213367873/digital_wallets/dialog">
<meta name="shopify-checkout-api-token" content="2e1fd0c88f1a7aa1b5b0e8c9f2d4b601">
<script src="//oreade.fr/cdn/shop/t/12/assets/constants.js?v=58251544750838685771701262214" defer="defer"></script>
<script src="//oreade.fr/cdn/shop/t/12/assets/global.js?v=149496944046504657681701262214" defer="defer"></script>
<script src="https://cdn.shopify.com/shopifycloud/storefront-forms-hcaptcha/ce_storefront_forms_captcha_hcaptcha.v1.2.1.iife.js" defer="defer"></script>
<link href="//oreade.fr/cdn/shop/t/12/assets/base.css?v=165191016556652226921701262213" rel="stylesheet" type="text/css" media="all">
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=UbQ7xP"></script>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/fr_FR/fbevents.js');
fbq('init', '771203958114420');
fbq('track', 'PageView');
</script>
</head>`;

const header = `<body class="gradient template-page">
<div id="axeptio_overlay" class="axeptio_mount"></div>
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Passer au contenu</a>
<div class="announcement-bar" role="region" aria-label="Annonce"><p>Livraison offerte dès 49 € &middot; Échantillons offerts à chaque commande</p></div>
<header class="header header--middle-center">
  <a href="/" class="header__heading-link"><img src="//oreade.fr/cdn/shop/files/logo-oreade.svg?v=1690541123&width=300" alt="Oréade — cosmétiques botaniques" width="150" height="40"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/soins-visage" class="header__menu-item">Soins visage</a></li>
      <li><a href="/collections/corps" class="header__menu-item">Corps &amp; bain</a></li>
      <li><a href="/collections/coffrets" class="header__menu-item">Coffrets</a></li>
      <li><a href="/pages/notre-histoire" class="header__menu-item">Notre histoire</a></li>
      <li><a href="/pages/points-de-vente" class="header__menu-item">Points de vente</a></li>
      <li><a href="/blogs/journal" class="header__menu-item">Le journal</a></li>
    </ul>
  </nav>
  <div class="header__icons">
    <a href="/search" class="header__icon">Recherche</a>
    <a href="https://shopify.com/58213367873/account?locale=fr" class="header__icon">Compte</a>
    <a href="/cart" class="header__icon header__icon--cart" id="cart-icon-bubble">Panier</a>
  </div>
</header>
<main id="MainContent" class="content-for-layout" role="main">`;

const footer = `</main>
<footer class="footer color-background-1 gradient section-sections--footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Oréade</h2>
      <p>Cosmétiques botaniques formulés et fabriqués à Grasse. Vegan, sans parfum de synthèse, emballages rechargeables.</p>
      <p><img src="//oreade.fr/cdn/shop/files/label-cosmebio.png?v=1690541200" alt="Certifié Cosmos Organic" width="60"> Produits certifiés biologiques par Certibio Cosmétique, organisme de contrôle indépendant.</p>
    </div>
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Aide</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/faq" class="link list-menu__item--link">FAQ</a></li>
        <li><a href="/policies/shipping-policy" class="link list-menu__item--link">Livraison</a></li>
        <li><a href="/policies/refund-policy" class="link list-menu__item--link">Retours</a></li>
        <li><a href="/pages/contact" class="link list-menu__item--link">Contact</a></li>
        <li><a href="/pages/professionnels" class="link list-menu__item--link">Espace professionnels</a></li>
      </ul>
    </div>
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">La maison</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/notre-histoire" class="link list-menu__item--link">Notre histoire</a></li>
        <li><a href="/pages/engagements" class="link list-menu__item--link">Nos engagements</a></li>
        <li><a href="/pages/presse" class="link list-menu__item--link">Presse</a></li>
        <li><a href="https://www.welcometothejungle.com/fr/companies/oreade/jobs" class="link list-menu__item--link" target="_blank" rel="noopener">Recrutement</a></li>
      </ul>
    </div>
    <div class="footer-block--newsletter">
      <h2 class="footer-block__heading">La lettre Oréade</h2>
      <form method="post" action="/contact#contact_form" id="ContactFooter" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input id="NewsletterForm--footer" type="email" name="contact[email]" placeholder="E-mail"><button type="submit" class="newsletter-form__button">S'inscrire</button></form>
      <ul class="list-unstyled list-social footer__list-social" role="list">
        <li class="list-social__item"><a href="https://www.instagram.com/oreade.paris" class="link list-social__link">Instagram</a></li>
        <li class="list-social__item"><a href="https://www.tiktok.com/@oreade.paris" class="link list-social__link">TikTok</a></li>
        <li class="list-social__item"><a href="https://www.pinterest.fr/oreadeparis" class="link list-social__link">Pinterest</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__content-bottom">
    <ul class="list list-payment" role="list">
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-cartes_bancaires" width="38" height="24"><title id="pi-cartes_bancaires">Cartes Bancaires</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-visa" width="38" height="24"><title id="pi-visa">Visa</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-master" width="38" height="24"><title id="pi-master">Mastercard</title></svg></li>
      <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" role="img" aria-labelledby="pi-apple_pay" width="38" height="24"><title id="pi-apple_pay">Apple Pay</title></svg></li>
    </ul>
    <small class="copyright__content">&copy; 2024, <a href="/" title="">Oréade</a> &middot; <a href="/policies/legal-notice">Mentions légales</a> &middot; <a href="/policies/privacy-policy">Politique de confidentialité</a> &middot; <a href="/policies/terms-of-service">CGV</a></small>
  </div>
</footer>
<script>
window.axeptioSettings = { clientId: "64c8d01f2b3a9e001b7f3c2e", cookiesVersion: "oreade-fr-2" };
(function(d, s) { var t = d.getElementsByTagName(s)[0], e = d.createElement(s); e.async = true; e.src = "//static.axept.io/sdk.js"; t.parentNode.insertBefore(e, t); })(document, "script");
</script>
</body>
</html>`;

const home = `${head('Oréade — Cosmétiques botaniques fabriqués à Grasse', 'Soins visage et corps bio, vegan et rechargeables, formulés à Grasse.', '/')}
${header}
<section class="banner"><h1>La botanique, en toute simplicité</h1><p>Des formules courtes, des actifs végétaux cultivés en Provence, des flacons consignés.</p><a href="/collections/soins-visage" class="button">Découvrir les soins</a></section>
<section class="featured-collection">
  <h2>Nos best-sellers</h2>
  <ul class="grid product-grid">
    <li class="grid__item"><a href="/products/serum-eclat-immortelle">Sérum éclat à l'immortelle</a> <span class="price">39,00 €</span></li>
    <li class="grid__item"><a href="/products/creme-riche-calendula">Crème riche au calendula</a> <span class="price">32,00 €</span></li>
    <li class="grid__item"><a href="/products/huile-demaquillante-olive">Huile démaquillante à l'olive</a> <span class="price">24,00 €</span></li>
  </ul>
  <div class="jdgm-widget jdgm-all-reviews-rating-wrapper">4,8/5 &middot; 2 317 avis vérifiés</div>
</section>
<section class="press-strip">
  <h2>Ils parlent de nous</h2>
  <ul class="logo-list">
    <li><img src="//oreade.fr/cdn/shop/files/presse-madame-beaute.png" alt="Madame Beauté"></li>
    <li><img src="//oreade.fr/cdn/shop/files/presse-le-journal-du-bio.png" alt="Le Journal du Bio"></li>
    <li><img src="//oreade.fr/cdn/shop/files/presse-marie-nature.png" alt="Marie Nature"></li>
  </ul>
  <a href="/pages/presse">Toute la presse</a>
</section>
<section class="rich-text">
  <h2>Un arbre planté pour chaque commande</h2>
  <p>Depuis 2021, Oréade est partenaire de l'association <a href="https://www.racinesdufutur.org/partenaires/oreade" target="_blank" rel="noopener">Racines du Futur</a> qui reboise les forêts méditerranéennes touchées par les incendies.</p>
</section>
${footer}`;

const pointsDeVente = `${head('Points de vente — Oréade', 'Retrouvez les soins Oréade en pharmacie, herboristerie, concept store et institut.', '/pages/points-de-vente')}
${header}
<div class="page-width page-width--narrow">
  <h1 class="main-page-title">Nos points de vente</h1>
  <div class="rte">
    <p>Envie de tester nos textures avant d'acheter ? Nos soins sont disponibles chez des revendeurs sélectionnés pour leurs conseils. La liste est mise à jour chaque trimestre.</p>
    <h2>Paris &amp; Île-de-France</h2>
    <ul>
      <li><strong>Pharmacie du Marais</strong> — 31 rue de Turenne, 75003 Paris — <a href="https://www.pharmaciedumarais-paris.fr/" target="_blank" rel="noopener">pharmaciedumarais-paris.fr</a></li>
      <li><strong>Herboristerie Lamarck</strong> — 82 rue Lamarck, 75018 Paris — <a href="https://herboristerie-lamarck.fr/" target="_blank" rel="noopener">herboristerie-lamarck.fr</a></li>
      <li><strong>Maison Ombelle</strong> — 5 place du Marché, 78000 Versailles (concept store)</li>
    </ul>
    <h2>Auvergne-Rhône-Alpes</h2>
    <ul>
      <li><strong>Les Belles Plantes</strong> — 14 rue Mercière, 69002 Lyon — <a href="https://www.lesbellesplantes-lyon.fr/marques/oreade" target="_blank" rel="noopener">lesbellesplantes-lyon.fr</a></li>
    </ul>
    <h2>Provence-Alpes-Côte d'Azur</h2>
    <ul>
      <li><strong>Comptoir Bio d'Aix</strong> — 9 cours Mirabeau, 13100 Aix-en-Provence — <a href="https://www.comptoirbio-aix.fr/" target="_blank" rel="noopener">comptoirbio-aix.fr</a></li>
      <li><strong>Notre boutique-atelier</strong> — 2 rue de l'Oratoire, 06130 Grasse (ouvert du mardi au samedi)</li>
    </ul>
    <h2>Belgique &amp; Suisse</h2>
    <ul>
      <li><strong>L'Apothicaire du Sablon</strong> — Rue des Minimes 19, 1000 Bruxelles — <a href="https://apothicairesablon.be/" target="_blank" rel="noopener">apothicairesablon.be</a></li>
      <li><strong>Pharmacie de Plainpalais</strong> — Rue de Carouge 40, 1205 Genève</li>
    </ul>
    <h2>Instituts partenaires</h2>
    <p>Ces instituts proposent nos soins en cabine et vendent la gamme complète :</p>
    <ul>
      <li><a href="https://www.institut-camomille.fr/" target="_blank" rel="noopener">Institut Camomille</a> (Nantes)</li>
      <li><a href="https://spa-lesterrasses.fr/soins/oreade" target="_blank" rel="noopener">Spa Les Terrasses</a> (Annecy)</li>
    </ul>
    <h2>En ligne</h2>
    <p>Vous pouvez aussi commander nos soins chez nos revendeurs en ligne <a href="https://www.beautenatureshop.com/oreade" target="_blank" rel="noopener">Beauté Nature Shop</a> et <a href="https://lesjolisflacons.fr/collections/oreade" target="_blank" rel="noopener">Les Jolis Flacons</a>.</p>
    <p>Vous êtes revendeur ? Rendez-vous sur notre <a href="/pages/professionnels">espace professionnels</a>.</p>
  </div>
</div>
${footer}`;

const presse = `${head('Presse — Oréade', 'Oréade dans la presse beauté.', '/pages/presse')}
${header}
<div class="page-width">
  <h1 class="main-page-title">Ils parlent de nous</h1>
  <div class="multicolumn">
    <div class="multicolumn-card"><img src="//oreade.fr/cdn/shop/files/presse-madame-beaute.png" alt="Madame Beauté"><p>« Le sérum à l'immortelle, notre coup de cœur clean beauty. »</p><a href="https://www.madamebeaute-magazine.fr/soins/serums-bio-2024" target="_blank" rel="noopener">Lire l'article</a></div>
    <div class="multicolumn-card"><img src="//oreade.fr/cdn/shop/files/presse-le-journal-du-bio.png" alt="Le Journal du Bio"><p>« Une marque grassoise qui réinvente la consigne. »</p><a href="https://www.lejournaldubio.fr/entreprises/oreade-consigne-cosmetique" target="_blank" rel="noopener">Lire l'article</a></div>
    <div class="multicolumn-card"><img src="//oreade.fr/cdn/shop/files/presse-marie-nature.png" alt="Marie Nature"><p>Sélection « Les 10 crèmes bio de l'hiver ».</p></div>
  </div>
  <h2>Prix &amp; distinctions</h2>
  <p>Lauréat des <a href="https://www.victoiresdelabeautebio.fr/palmares" target="_blank" rel="noopener">Victoires de la Beauté Bio</a> 2023, catégorie soin visage.</p>
  <p>Contact presse : <a href="mailto:presse@oreade.fr">presse@oreade.fr</a></p>
</div>
${footer}`;

export const site: CorpusSite = {
  domain: 'oreade.fr',
  covers:
    'French organic skincare brand on Shopify (Axeptio, Klaviyo, Judge.me): stockists listed by region in plain lists (some without website), partner spas, online resellers in prose, a charity partner on the home page; press, awards, certification, job board and payment icons as negatives',
  pages: {
    '/': { headers: shopHeaders, html: home },
    '/pages/points-de-vente': { headers: shopHeaders, html: pointsDeVente },
    '/pages/presse': { headers: shopHeaders, html: presse },
  },
  sitemap: ['/', '/pages/notre-histoire', '/pages/points-de-vente', '/pages/presse', '/collections/soins-visage'],
  technologies: [
    'apple-pay',
    'axeptio',
    'cart-functionality',
    'cloudflare',
    'facebook-pixel',
    'judge-me',
    'klaviyo',
    'mastercard',
    'open-graph',
    'shopify',
    'visa',
  ],
  partners: {
    'pharmaciedumarais-paris.fr': 'channel',
    'herboristerie-lamarck.fr': 'channel',
    'lesbellesplantes-lyon.fr': 'channel',
    'comptoirbio-aix.fr': 'channel',
    'apothicairesablon.be': 'channel',
    'institut-camomille.fr': 'channel',
    'spa-lesterrasses.fr': 'channel',
    'beautenatureshop.com': 'channel',
    'lesjolisflacons.fr': 'channel',
    'racinesdufutur.org': 'generic',
  },
};
