import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'set-cookie':
    'PrestaShop-5e1f0b7c3a9d2e4f6a8b0c1d2e3f4a5b=def50200a1b2c3d4e5f6; expires=Mon, 21-Dec-2026 10:12:44 GMT; Max-Age=1728000; path=/; domain=maison-velours.fr; secure; HttpOnly; SameSite=Lax',
  'x-frame-options': 'SAMEORIGIN',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string): string => `<!doctype html>
<html lang="fr-FR">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta name="keywords" content="">
    <meta name="generator" content="PrestaShop">
    <link rel="canonical" href="https://maison-velours.fr${path}">
    <link rel="alternate" href="https://maison-velours.fr${path}" hreflang="fr-fr">
    <link rel="alternate" href="https://maison-velours.fr${path.replace('/fr/', '/en/')}" hreflang="en-us">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:title" content="${title}">
    <meta property="og:site_name" content="Maison Velours">
    <meta property="og:image" content="https://maison-velours.fr/img/maison-velours-logo-1698412245.jpg">
    <link rel="icon" type="image/vnd.microsoft.icon" href="/img/favicon.ico?1698412245">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Cormorant+Garamond:wght@400;600&amp;family=Jost:wght@300;400;500&amp;display=swap">
    <link rel="stylesheet" href="/themes/velours/assets/cache/theme-8f2c41.css" type="text/css" media="all">
    <script type="text/javascript">
      var prestashop = {"cart":{"products":[],"totals":{"total":{"type":"total","label":"Total","amount":0,"value":"0,00\\u00a0\\u20ac"}},"products_count":0},"currency":{"iso_code":"EUR","sign":"\\u20ac"},"language":{"name":"Fran\\u00e7ais (French)","iso_code":"fr","locale":"fr-FR"},"page":{"page_name":"${path === '/fr/' ? 'index' : 'cms'}"},"shop":{"name":"Maison Velours","logo":"\\/img\\/maison-velours-logo-1698412245.jpg"},"static_token":"3b9f0d6e2c8a4b1f","token":"a7c2e9f04b1d3e5a"};
      var psemailsubscription_subscription = "https:\\/\\/maison-velours.fr\\/fr\\/module\\/ps_emailsubscription\\/subscription";
    </script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-7QXM4R2KZP"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-7QXM4R2KZP', { 'anonymize_ip': true });
    </script>
  </head>`;

const header = `  <body id="cms" class="lang-fr country-fr currency-eur layout-full-width page-cms tax-display-enabled">
    <div class="axeptio-banner" id="axeptio-root" aria-live="polite"></div>
    <main>
      <header id="header">
        <div class="header-banner"><p>Livraison offerte dès 49&nbsp;€ en France métropolitaine · Échantillons offerts à chaque commande</p></div>
        <nav class="header-nav">
          <div class="container">
            <div id="_desktop_contact_link"><div id="contact-link"><a href="https://maison-velours.fr/fr/nous-contacter">Nous contacter</a></div></div>
            <div id="_desktop_language_selector"><div class="language-selector-wrapper"><ul class="dropdown-menu"><li class="current"><a href="https://maison-velours.fr/fr/" class="dropdown-item" data-iso-code="fr">Français</a></li><li><a href="https://maison-velours.fr/en/" class="dropdown-item" data-iso-code="en">English</a></li></ul></div></div>
            <div id="_desktop_user_info"><div class="user-info"><a href="https://maison-velours.fr/fr/mon-compte" title="Identifiez-vous" rel="nofollow">Connexion</a></div></div>
            <div id="_desktop_cart"><div class="blockcart cart-preview inactive" data-refresh-url="//maison-velours.fr/fr/module/ps_shoppingcart/ajax"><div class="header"><span class="hidden-sm-down">Panier</span> <span class="cart-products-count">(0)</span></div></div></div>
          </div>
        </nav>
        <div class="header-top">
          <div class="container">
            <div id="_desktop_logo"><a href="https://maison-velours.fr/fr/"><img class="logo img-fluid" src="/img/maison-velours-logo-1698412245.jpg" alt="Maison Velours" width="240" height="64"></a></div>
            <!-- Module Megamenu-->
            <div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu">
              <ul class="top-menu" id="top-menu" data-depth="0">
                <li class="category"><a class="dropdown-item" href="https://maison-velours.fr/fr/12-visage">Visage</a></li>
                <li class="category"><a class="dropdown-item" href="https://maison-velours.fr/fr/13-corps">Corps</a></li>
                <li class="category"><a class="dropdown-item" href="https://maison-velours.fr/fr/14-cheveux">Cheveux</a></li>
                <li class="category"><a class="dropdown-item" href="https://maison-velours.fr/fr/15-coffrets-cadeaux">Coffrets</a></li>
                <li class="cms-page"><a class="dropdown-item" href="https://maison-velours.fr/fr/content/4-notre-histoire">Notre histoire</a></li>
                <li class="link"><a class="dropdown-item" href="https://maison-velours.fr/fr/blog">Le Journal</a></li>
              </ul>
            </div>
            <!-- /Module Megamenu -->
            <div id="search_widget" class="search-widget" data-search-controller-url="//maison-velours.fr/fr/recherche"><form method="get" action="//maison-velours.fr/fr/recherche"><input type="hidden" name="controller" value="search"><input type="text" name="s" value="" placeholder="Rechercher un soin" aria-label="Rechercher"></form></div>
          </div>
        </div>
      </header>`;

const footer = `      <footer id="footer" class="js-footer">
        <div class="footer-before">
          <div class="container">
            <div class="block_newsletter" id="blockEmailSubscription_displayFooterBefore">
              <p id="block-newsletter-label">Recevez nos rituels beauté et -10&nbsp;% sur votre première commande</p>
              <form action="https://maison-velours.fr/fr/#blockEmailSubscription_displayFooterBefore" method="post"><input name="email" type="email" value="" placeholder="Votre adresse e-mail" aria-labelledby="block-newsletter-label" required><input class="btn btn-primary" name="submitNewsletter" type="submit" value="S’abonner"><input type="hidden" name="blockHookName" value="displayFooterBefore"><input type="hidden" name="action" value="0"></form>
            </div>
          </div>
        </div>
        <div class="footer-container">
          <div class="container">
            <div class="row">
              <div class="col-md-3 links">
                <p class="h3">La maison</p>
                <ul>
                  <li><a href="https://maison-velours.fr/fr/content/4-notre-histoire">Notre histoire</a></li>
                  <li><a href="https://maison-velours.fr/fr/content/6-nos-engagements">Nos engagements</a></li>
                  <li><a href="https://maison-velours.fr/fr/content/7-nos-partenaires">Nos partenaires</a></li>
                  <li><a href="https://maison-velours.fr/fr/content/8-devenir-revendeur">Devenir revendeur</a></li>
                  <li><a href="https://maison-velours.fr/fr/blog">Le Journal</a></li>
                </ul>
              </div>
              <div class="col-md-3 links">
                <p class="h3">Aide</p>
                <ul>
                  <li><a href="https://maison-velours.fr/fr/content/1-livraison">Livraison &amp; retours</a></li>
                  <li><a href="https://maison-velours.fr/fr/content/2-mentions-legales">Mentions légales</a></li>
                  <li><a href="https://maison-velours.fr/fr/content/3-conditions-generales-de-vente">CGV</a></li>
                  <li><a href="https://maison-velours.fr/fr/nous-contacter">Contact</a></li>
                  <li><a href="javascript:openAxeptioCookies()">Gérer mes cookies</a></li>
                </ul>
              </div>
              <div class="col-md-3">
                <p class="h3">Suivez-nous</p>
                <ul class="social-sharing">
                  <li class="instagram"><a href="https://www.instagram.com/maisonvelours/" target="_blank" rel="noopener">Instagram</a></li>
                  <li class="facebook"><a href="https://www.facebook.com/maisonvelours.cosmetiques" target="_blank" rel="noopener">Facebook</a></li>
                  <li class="pinterest"><a href="https://www.pinterest.fr/maisonvelours/" target="_blank" rel="noopener">Pinterest</a></li>
                  <li class="tiktok"><a href="https://www.tiktok.com/@maisonvelours" target="_blank" rel="noopener">TikTok</a></li>
                </ul>
              </div>
              <div class="col-md-3">
                <p class="h3">Avis clients</p>
                <a href="https://www.avis-verifies.com/avis-clients/maison-velours.fr" rel="noopener"><img src="/modules/netreviews/views/img/badge-4-8.png" alt="Avis Vérifiés 4,8/5" width="120"></a>
                <p class="payment-logos"><img src="/themes/velours/assets/img/cb.svg" alt="Carte Bancaire"> <img src="/themes/velours/assets/img/visa.svg" alt="Visa"> <img src="/themes/velours/assets/img/mastercard.svg" alt="Mastercard"> · paiement sécurisé via <a href="https://www.paypal.com/fr/webapps/mpp/paypal-popup" target="_blank" rel="noopener">PayPal</a></p>
                <p class="shipping-logos">Livraison <a href="https://www.laposte.fr/colissimo" target="_blank" rel="noopener">Colissimo</a> et <a href="https://www.mondialrelay.fr/" target="_blank" rel="noopener">Mondial Relay</a></p>
              </div>
            </div>
            <div class="row">
              <p class="text-sm-center">&copy; 2026 Maison Velours SAS – Cosmétiques naturels fabriqués à Grasse · Site réalisé par <a href="https://www.pixelune.fr/" target="_blank" rel="noopener">Agence Pixelune</a></p>
            </div>
          </div>
        </div>
      </footer>
    </main>
    <script type="text/javascript" src="/themes/core.js?v=8.1.4"></script>
    <script type="text/javascript" src="/themes/velours/assets/js/theme.js?v=2.2.0"></script>
    <script type="text/javascript" src="/modules/ps_emailsubscription/views/js/ps_emailsubscription.js"></script>
    <script type="text/javascript" src="/modules/ps_shoppingcart/ps_shoppingcart.js"></script>
    <script type="text/javascript" src="/modules/ps_searchbar/ps_searchbar.js"></script>
    <script>
      window.axeptioSettings = { clientId: "64c1f2a9e3b7d50012ab9f44", cookiesVersion: "maison velours-fr" };
      (function(d, s) { var t = d.getElementsByTagName(s)[0], e = d.createElement(s); e.async = true; e.src = "//static.axept.io/sdk.js"; t.parentNode.insertBefore(e, t); })(document, "script");
    </script>
  </body>
</html>`;

const home = `${head(
  'Maison Velours – Cosmétiques naturels fabriqués à Grasse',
  'Soins visage, corps et cheveux naturels et certifiés bio, formulés et fabriqués à Grasse depuis 2014.',
  '/fr/',
)}
${header.replace('id="cms"', 'id="index"').replace('page-cms', 'page-index')}
      <section id="wrapper">
        <div class="container">
          <div id="content-wrapper">
            <section id="main">
              <section id="content" class="page-home">
                <div class="homeslider-container">
                  <ul class="rslides">
                    <li class="slide"><a href="https://maison-velours.fr/fr/12-visage"><img src="/modules/ps_imageslider/images/slide-serum-nuit.jpg" alt="Le Sérum de Nuit à l’immortelle"><span class="caption"><h2>Le Sérum de Nuit</h2><p>À l’immortelle bio de Corse. Nouvelle formule.</p></span></a></li>
                    <li class="slide"><a href="https://maison-velours.fr/fr/15-coffrets-cadeaux"><img src="/modules/ps_imageslider/images/slide-coffrets.jpg" alt="Coffrets de fêtes"><span class="caption"><h2>Coffrets de fêtes</h2><p>Offrez un rituel complet.</p></span></a></li>
                  </ul>
                </div>
                <section class="featured-products clearfix">
                  <h2 class="h2 products-section-title">Nos best-sellers</h2>
                  <div class="products">
                    <article class="product-miniature" data-id-product="21"><a href="https://maison-velours.fr/fr/visage/21-serum-de-nuit-immortelle.html" class="thumbnail product-thumbnail"><img src="/21-home_default/serum-de-nuit-immortelle.jpg" alt="Sérum de Nuit à l’immortelle" loading="lazy"></a><h3 class="product-title"><a href="https://maison-velours.fr/fr/visage/21-serum-de-nuit-immortelle.html">Sérum de Nuit à l’immortelle</a></h3><span class="price">42,00&nbsp;€</span></article>
                    <article class="product-miniature" data-id-product="8"><a href="https://maison-velours.fr/fr/corps/8-huile-seche-fleur-d-oranger.html" class="thumbnail product-thumbnail"><img src="/8-home_default/huile-seche-fleur-d-oranger.jpg" alt="Huile sèche fleur d’oranger" loading="lazy"></a><h3 class="product-title"><a href="https://maison-velours.fr/fr/corps/8-huile-seche-fleur-d-oranger.html">Huile sèche fleur d’oranger</a></h3><span class="price">29,00&nbsp;€</span></article>
                    <article class="product-miniature" data-id-product="14"><a href="https://maison-velours.fr/fr/visage/14-creme-velours-rose.html" class="thumbnail product-thumbnail"><img src="/14-home_default/creme-velours-rose.jpg" alt="Crème Velours à la rose de mai" loading="lazy"></a><h3 class="product-title"><a href="https://maison-velours.fr/fr/visage/14-creme-velours-rose.html">Crème Velours à la rose de mai</a></h3><span class="price">36,00&nbsp;€</span></article>
                    <article class="product-miniature" data-id-product="31"><a href="https://maison-velours.fr/fr/cheveux/31-masque-capillaire-karite.html" class="thumbnail product-thumbnail"><img src="/31-home_default/masque-capillaire-karite.jpg" alt="Masque capillaire au karité" loading="lazy"></a><h3 class="product-title"><a href="https://maison-velours.fr/fr/cheveux/31-masque-capillaire-karite.html">Masque capillaire au karité</a></h3><span class="price">24,00&nbsp;€</span></article>
                  </div>
                  <a class="all-product-link" href="https://maison-velours.fr/fr/2-accueil">Tous nos soins</a>
                </section>
                <div id="custom-text">
                  <h2>Née à Grasse, cultivée avec patience</h2>
                  <p>Depuis 2014, nous formulons des soins naturels et certifiés bio dans notre atelier de Grasse, à partir de fleurs cueillies à moins de 50&nbsp;km. Retrouvez nos soins sur notre e-shop et chez nos <a href="https://maison-velours.fr/fr/content/7-nos-partenaires">revendeurs partenaires</a> en France et en Europe.</p>
                </div>
                <section class="press">
                  <h2 class="h2">Ils parlent de nous</h2>
                  <ul class="press-logos">
                    <li><a href="https://www.elle.fr/Beaute/Soins/Serums-naturels" target="_blank" rel="noopener"><img src="/img/cms/presse/elle.png" alt="ELLE"></a></li>
                    <li><a href="https://www.marieclaire.fr/beaute/cosmetiques-made-in-france" target="_blank" rel="noopener"><img src="/img/cms/presse/marie-claire.png" alt="Marie Claire"></a></li>
                    <li><a href="https://madame.lefigaro.fr/beaute/grasse-nouvelles-marques" target="_blank" rel="noopener"><img src="/img/cms/presse/madame-figaro.png" alt="Madame Figaro"></a></li>
                  </ul>
                </section>
                <section class="instagram-feed">
                  <h2 class="h2">@maisonvelours</h2>
                  <a href="https://www.instagram.com/p/C9xQ2mLrT4a/" target="_blank" rel="noopener"><img src="/modules/instagramfeed/cache/1.jpg" alt="Récolte de la rose de mai"></a>
                  <a href="https://www.instagram.com/p/C9kL7vBoPz2/" target="_blank" rel="noopener"><img src="/modules/instagramfeed/cache/2.jpg" alt="L’atelier de Grasse"></a>
                </section>
              </section>
            </section>
          </div>
        </div>
      </section>
${footer}`;

const revendeur = (name: string, city: string, text: string, url: string): string => `                  <div class="col-md-4">
                    <div class="partner-card">
                      <h3>${name}</h3>
                      <p class="partner-city">${city}</p>
                      <p>${text}</p>
                      <a class="btn btn-outline" href="${url}" target="_blank" rel="noopener">Découvrir →</a>
                    </div>
                  </div>`;

const partenaires = `${head(
  'Nos partenaires – Maison Velours',
  'Retrouvez les soins Maison Velours chez nos revendeurs partenaires en France et à l’international.',
  '/fr/content/7-nos-partenaires',
)}
${header}
      <section id="wrapper">
        <div class="container">
          <nav data-depth="2" class="breadcrumb"><ol><li><a href="https://maison-velours.fr/fr/"><span>Accueil</span></a></li><li><span>Nos partenaires</span></li></ol></nav>
          <div id="content-wrapper">
            <section id="main">
              <header class="page-header"><h1>Nos partenaires</h1></header>
              <section id="content" class="page-content page-cms page-cms-7">
                <p class="lead">Nous choisissons nos revendeurs un par un&nbsp;: des boutiques indépendantes, des herboristeries et des concept stores qui partagent notre exigence pour une beauté naturelle et locale.</p>

                <h2>Nos revendeurs en France</h2>
                <div class="row partner-list">
${revendeur('La Belle Herboristerie', 'Bordeaux (33)', 'Herboristerie familiale au cœur du quartier Saint-Pierre, dépositaire de toute notre gamme visage.', 'https://www.labelleherboristerie.fr/')}
${revendeur('Maison Sauvage', 'Nantes (44)', 'Concept store dédié à la slow cosmétique et aux créateurs de l’Ouest.', 'https://maisonsauvage-nantes.fr/')}
${revendeur('Pharmacie du Parc', 'Annecy (74)', 'Pharmacie conseil spécialisée en dermo-cosmétique naturelle.', 'https://www.pharmacieduparc-annecy.fr/')}
${revendeur('Oh My Cream', 'Paris et en ligne', 'Le skincare store parisien référence nos soins visage dans ses boutiques et sur son e-shop.', 'https://www.ohmycream.com/')}
                </div>

                <h2>À l’international</h2>
                <div class="row partner-list">
${revendeur('Le Comptoir des Sens', 'Bruxelles, Belgique', 'Épicerie fine et beauté naturelle au Sablon.', 'https://lecomptoirdessens.be/')}
${revendeur('Nordic Beauty Collective', 'Copenhague, Danemark', 'Distributeur exclusif de Maison Velours pour la Scandinavie.', 'https://nordicbeautycollective.dk/')}
${revendeur('Velvet &amp; Co Distribution', 'Montréal, Canada', 'Distribution auprès des spas et boutiques du Québec.', 'https://www.velvetco-distribution.ca/')}
                </div>

                <h2>Ils nous accompagnent</h2>
                <ul class="logos-accompagnent">
                  <li><a href="https://www.atelier-seve.fr/" target="_blank" rel="noopener"><img src="/img/cms/partenaires/atelier-seve.png" alt="Atelier Sève"></a></li>
                  <li><a href="https://domainedeslavandes.fr/" target="_blank" rel="noopener"><img src="/img/cms/partenaires/domaine-des-lavandes.png" alt="Domaine des Lavandes"></a></li>
                  <li><a href="https://www.verrerie-provencale.com/" target="_blank" rel="noopener"><img src="/img/cms/partenaires/verrerie-provencale.png" alt="Verrerie Provençale"></a></li>
                </ul>

                <h2>Nos labels et certifications</h2>
                <p>Nos formules sont certifiées <a href="https://www.cosmebio.org/fr/" target="_blank" rel="noopener">Cosmébio</a> et <a href="https://www.ecocert.com/fr-FR/home" target="_blank" rel="noopener">Ecocert COSMOS Organic</a>, et nous sommes membres de <a href="https://www.onepercentfortheplanet.org/" target="_blank" rel="noopener">1% for the Planet</a>.</p>

                <div class="cta-revendeur">
                  <h2>Vous souhaitez référencer Maison Velours&nbsp;?</h2>
                  <p>Boutiques, spas, pharmacies&nbsp;: découvrez nos conditions sur la page <a href="https://maison-velours.fr/fr/content/8-devenir-revendeur">Devenir revendeur</a> ou écrivez-nous à <a href="mailto:pro@maison-velours.fr">pro@maison-velours.fr</a>.</p>
                </div>
              </section>
            </section>
          </div>
        </div>
      </section>
${footer}`;

export const site: CorpusSite = {
  domain: 'maison-velours.fr',
  covers:
    'French PrestaShop cosmetics shop: "/" redirects to /fr/, "Nos partenaires" only in the footer (and inline in body text) leads to French reseller cards with a "Découvrir →" link, plus an "Ils nous accompagnent" logo row that gives no relation type (generic); traps: "Ils parlent de nous" press links, Cosmébio/Ecocert/1% for the Planet certifications on the partner page, Avis Vérifiés badge, PayPal/Colissimo/Mondial Relay footer logos, Instagram posts and social links, agency credit.',
  pages: {
    '/': { status: 302, redirect: '/fr/' },
    '/fr/': { headers, html: home },
    '/fr/content/7-nos-partenaires': { headers, html: partenaires },
  },
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: [
    'prestashop',
    'php',
    'mysql',
    'nginx',
    'google-analytics',
    'google-tag-manager',
    'colissimo',
    'google-font-api',
    'mondial-relay',
    'open-graph',
  ],
  partners: {
    'labelleherboristerie.fr': 'channel',
    'maisonsauvage-nantes.fr': 'channel',
    'pharmacieduparc-annecy.fr': 'channel',
    'ohmycream.com': 'channel',
    'lecomptoirdessens.be': 'channel',
    'nordicbeautycollective.dk': 'channel',
    'velvetco-distribution.ca': 'channel',
    'atelier-seve.fr': 'generic',
    'domainedeslavandes.fr': 'generic',
    'verrerie-provencale.com': 'generic',
  },
};
