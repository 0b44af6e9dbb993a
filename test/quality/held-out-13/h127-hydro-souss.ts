import type { CorpusSite } from '../corpus/types.js';

const S = 'https://hydrosouss.ma';

const head = (title: string, pageId: string, bodyClass: string) => `<!doctype html>
<html lang="fr-FR">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <title>${title}</title>
    <meta name="description" content="Fabricant marocain de gaines et goutteurs pour l'irrigation localisée, filtration et raccords. Agadir depuis 1998.">
    <meta name="keywords" content="goutte à goutte, irrigation, gaine, Agadir, Maroc">
    <link rel="canonical" href="${S}${pageId}">
    <link rel="alternate" href="${S}${pageId}" hreflang="fr">
    <link rel="alternate" href="${S}/ar${pageId}" hreflang="ar">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/vnd.microsoft.icon" href="/img/favicon.ico?1701340212">
    <link rel="stylesheet" href="${S}/themes/classic/assets/css/theme.css" type="text/css" media="all">
    <link rel="stylesheet" href="${S}/modules/blockreassurance/views/dist/front.css" type="text/css" media="all">
    <link rel="stylesheet" href="${S}/modules/ps_socialfollow/views/css/ps_socialfollow.css" type="text/css" media="all">
    <link rel="stylesheet" href="${S}/modules/ps_searchbar/ps_searchbar.css" type="text/css" media="all">
    <link rel="stylesheet" href="${S}/themes/classic/assets/css/custom.css" type="text/css" media="all">
    <script type="text/javascript">
      var prestashop = {"currency":{"id":1,"name":"Dirham marocain","iso_code":"MAD","sign":"MAD"},"customer":{"is_logged":false},"language":{"name":"Fran\\u00e7ais (French)","iso_code":"fr","locale":"fr-FR"},"page":{"page_name":"${bodyClass.split(' ')[0]}"},"shop":{"name":"Hydro Souss Irrigation"},"urls":{"base_url":"https://hydrosouss.ma/"}};
      var psemailsubscription_subscription = "https://hydrosouss.ma/module/ps_emailsubscription/subscription";
    </script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-HS7MA20L4B"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-HS7MA20L4B', {'debug_mode':false});
    </script>
  </head>
  <body id="${bodyClass.split(' ')[0]}" class="lang-fr country-ma currency-mad layout-full-width page-${bodyClass} tax-display-enabled">
    <main>
      <header id="header">
        <nav class="header-nav"><div class="container"><div class="row"><div class="hidden-sm-down">
          <div class="col-md-5 col-xs-12"><div id="_desktop_contact_link"><div id="contact-link">Appelez-nous : <span>05 28 33 90 18</span></div></div></div>
          <div class="col-md-7 right-nav">
            <div id="_desktop_language_selector"><div class="language-selector-wrapper"><div class="language-selector dropdown js-dropdown"><ul class="dropdown-menu hidden-sm-down"><li class="current"><a href="${S}${pageId}" class="dropdown-item" data-iso-code="fr">Français</a></li><li><a href="${S}/ar${pageId}" class="dropdown-item" data-iso-code="ar">اللغة العربية</a></li></ul></div></div></div>
            <div id="_desktop_user_info"><div class="user-info"><a href="${S}/mon-compte" title="Identifiez-vous" rel="nofollow"><i class="material-icons">&#xE7FF;</i><span class="hidden-sm-down">Connexion</span></a></div></div>
            <div id="_desktop_cart"><div class="blockcart cart-preview inactive" data-refresh-url="//hydrosouss.ma/module/ps_shoppingcart/ajax"><div class="header"><i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i><span class="hidden-sm-down">Panier</span><span class="cart-products-count">(0)</span></div></div></div>
          </div>
        </div></div></div></nav>
        <div class="header-top"><div class="container"><div class="row">
          <div class="col-md-2 hidden-sm-down" id="_desktop_logo"><a href="${S}/"><img class="logo img-fluid" src="${S}/img/hydro-souss-logo-1701340212.jpg" alt="Hydro Souss Irrigation" width="200" height="64"></a></div>
          <div class="header-top-right col-md-10 col-sm-12 position-static">
            <div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu">
              <ul class="top-menu" id="top-menu" data-depth="0">
                <li class="category" id="category-3"><a class="dropdown-item" href="${S}/3-goutte-a-goutte" data-depth="0">Goutte-à-goutte</a></li>
                <li class="category" id="category-4"><a class="dropdown-item" href="${S}/4-filtration" data-depth="0">Filtration</a></li>
                <li class="category" id="category-5"><a class="dropdown-item" href="${S}/5-raccords-et-vannes" data-depth="0">Raccords et vannes</a></li>
                <li class="cms-category" id="cms-category-2"><a class="dropdown-item" href="${S}/content/category/2-reseau" data-depth="0">Réseau</a>
                  <div class="popover sub-menu js-sub-menu collapse" id="top_sub_menu_23"><ul class="top-menu" data-depth="1">
                    <li class="cms-page" id="cms-page-7"><a class="dropdown-item dropdown-submenu" href="${S}/content/7-revendeurs-agrees" data-depth="1">Points de vente</a></li>
                    <li class="cms-page" id="cms-page-4"><a class="dropdown-item dropdown-submenu" href="${S}/content/4-references" data-depth="1">Références</a></li>
                  </ul></div></li>
                <li class="cms-page" id="cms-page-9"><a class="dropdown-item" href="${S}/content/9-financement-et-subventions" data-depth="0">Subventions FDA</a></li>
                <li class="link" id="lnk-contact"><a class="dropdown-item" href="${S}/nous-contacter" data-depth="0">Contact</a></li>
              </ul>
            </div>
            <div id="search_widget" class="search-widgets" data-search-controller-url="//hydrosouss.ma/recherche"><form method="get" action="//hydrosouss.ma/recherche"><input type="hidden" name="controller" value="search"><input type="text" name="s" value="" placeholder="Rechercher dans le catalogue" aria-label="Rechercher"></form></div>
          </div>
        </div></div></div>
      </header>
      <section id="wrapper"><div class="container"><div class="row">
        <div id="content-wrapper" class="js-content-wrapper col-xs-12">
`;

const foot = `
        </div>
      </div></div></section>
      <footer id="footer" class="js-footer">
        <div class="container"><div class="row">
          <div class="block_newsletter col-lg-8 col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore"><p id="block-newsletter-label" class="col-md-5 col-xs-12">Recevez nos offres campagne</p><form action="${S}/#blockEmailSubscription_displayFooterBefore" method="post"><input name="email" type="email" value="" placeholder="Votre adresse e-mail"><input class="btn btn-primary" name="submitNewsletter" type="submit" value="S’abonner"></form></div>
          <div class="block-social col-lg-4 col-md-12 col-sm-12"><ul><li class="facebook"><a href="https://www.facebook.com/hydrosouss" target="_blank" rel="noopener noreferrer">Facebook</a></li><li class="youtube"><a href="https://www.youtube.com/@hydrosouss" target="_blank" rel="noopener noreferrer">YouTube</a></li></ul></div>
        </div></div>
        <div class="footer-container"><div class="container"><div class="row">
          <div class="col-md-6 links"><div class="row">
            <div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">Marques distribuées</p><ul id="footer_sub_menu_brands" class="collapse">
              <li><a href="${S}/brand/2-hydro-souss" title="Hydro Souss">Hydro Souss</a></li>
              <li><a href="${S}/brand/3-pedrollo" title="Pompes Pedrollo">Pompes Pedrollo</a></li>
              <li><a href="${S}/brand/4-azud" title="Filtres Azud">Filtres Azud</a></li>
            </ul></div>
            <div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">Notre société</p><ul id="footer_sub_menu_cms" class="collapse">
              <li><a id="link-cms-page-1-2" class="cms-page-link" href="${S}/content/1-livraison" title="Livraison">Livraison</a></li>
              <li><a id="link-cms-page-3-2" class="cms-page-link" href="${S}/content/3-conditions-generales-de-vente" title="CGV">Conditions générales de vente</a></li>
              <li><a id="link-cms-page-7-2" class="cms-page-link" href="${S}/content/7-revendeurs-agrees" title="Revendeurs agréés">Revendeurs agréés</a></li>
              <li><a id="link-static-page-contact-2" class="cms-page-link" href="${S}/nous-contacter" title="Contact">Contactez-nous</a></li>
            </ul></div>
          </div></div>
          <div id="block_myaccount_infos" class="col-md-3 links wrapper"><p class="h3 myaccount-title hidden-sm-down">Votre compte</p><ul class="account-list collapse"><li><a href="${S}/mon-compte" rel="nofollow">Informations personnelles</a></li><li><a href="${S}/historique-commandes" rel="nofollow">Commandes</a></li></ul></div>
          <div class="block-contact col-md-3 links wrapper"><p class="h4 text-uppercase block-contact-title hidden-sm-down">Informations</p>Hydro Souss Irrigation SARL<br>Parc Industriel Haliopolis, lot 112<br>Aït Melloul 80150<br>Maroc<br>Tél. : 05 28 33 90 18<br>ICE 001523874000061</div>
        </div>
        <div class="row"><div class="col-md-12"><p class="text-sm-center">
          <a href="https://www.prestashop-project.org/" target="_blank" rel="noopener noreferrer nofollow">© 2025 - Logiciel e-commerce par PrestaShop™</a>
        </p></div></div>
        </div></div>
      </footer>
    </main>
    <script type="text/javascript" src="${S}/themes/core.js"></script>
    <script type="text/javascript" src="${S}/themes/classic/assets/js/theme.js"></script>
    <script type="text/javascript" src="${S}/modules/ps_emailsubscription/views/js/ps_emailsubscription.js"></script>
    <script type="text/javascript" src="${S}/modules/ps_searchbar/ps_searchbar.js"></script>
    <script type="text/javascript" src="${S}/modules/ps_shoppingcart/ps_shoppingcart.js"></script>
    <script type="text/javascript" src="${S}/themes/classic/assets/js/custom.js"></script>
  </body>
</html>`;

const cms = (path: string, title: string, body: string) => {
  const id = path.replace(/^\/content\/(\d+)-.*$/, '$1');
  return `${head(`${title} | Hydro Souss Irrigation`, path, 'cms cms-id-' + id)}
<section id="main">
  <header class="page-header"><h1>${title}</h1></header>
  <section id="content" class="page-content page-cms page-cms-${id}">
${body}
  </section>
  <footer class="page-footer"></footer>
</section>
${foot}`;
};

export const site: CorpusSite = {
  domain: 'hydrosouss.ma',
  covers:
    'French-language Moroccan drip-irrigation manufacturer on PrestaShop 1.7 (classic theme): dealers grouped by region in a CMS page under the menu "Réseau > Points de vente" with addresses, linked and written-only sites, Gmail and Facebook-only dealers and African export dealers, plus a certified-installers table reachable only from the sitemap; traps are farm-estate references, bank and ministry links on a subsidy page, brands it resells linked only to internal brand pages, the PrestaShop credit link and a trade fair.',
  sitemap: [
    '/',
    '/content/7-revendeurs-agrees',
    '/content/8-installateurs-certifies',
    '/content/4-references',
    '/content/9-financement-et-subventions',
    '/goutte-a-goutte/12-gaine-goutte-a-goutte-16mm-20cm.html',
    '/nous-contacter',
  ],
  pages: {
    '/': {
      headers: {
        server: 'Apache',
        'content-type': 'text/html; charset=utf-8',
        'set-cookie':
          'PrestaShop-3f1c7a9e5b2d8046a1e3c5b7d9f0a2c4=def5020041b7c2e9a8f3d6b1; expires=Tue, 25 Feb 2025 10:12:40 GMT; Max-Age=1727999; path=/; domain=hydrosouss.ma; secure; HttpOnly; SameSite=Lax',
        'x-powered-by': 'PHP/7.4.33',
      },
      html: `${head('Hydro Souss Irrigation – Goutte-à-goutte fabriqué au Maroc', '/', 'index')}
<section id="main">
  <section id="content" class="page-home">
    <div id="carousel" data-ride="carousel" class="carousel slide" data-interval="5000" data-wrap="true" data-pause="hover"><ul class="carousel-inner" role="listbox">
      <li class="carousel-item active" role="option"><figure><img src="${S}/modules/ps_imageslider/images/serre-tomates-chtouka.jpg" alt="Serre de tomates irriguée au goutte-à-goutte" loading="lazy" width="1110" height="340"><figcaption class="caption"><h2 class="display-1 text-uppercase">Chaque goutte compte</h2><div class="caption-description"><p>Gaines et goutteurs autorégulants fabriqués à Aït Melloul.</p></div></figcaption></figure></li>
    </ul></div>
    <div id="custom-text"><h2>Fabricant marocain depuis 1998</h2><p>Hydro Souss produit chaque année 40 000 km de gaine goutte-à-goutte pour les maraîchers, arboriculteurs et serristes du Maroc et d’Afrique de l’Ouest. Nos produits sont éligibles aux subventions du Fonds de Développement Agricole (FDA).</p><p><a class="btn btn-primary" href="${S}/content/7-revendeurs-agrees">Trouver un revendeur</a></p></div>
    <section class="featured-products clearfix"><h2 class="h2 products-section-title text-uppercase">Produits phares</h2><div class="products row">
      <div class="js-product product col-xs-12 col-sm-6 col-lg-4 col-xl-3"><article class="product-miniature js-product-miniature" data-id-product="12"><div class="thumbnail-container"><a href="${S}/goutte-a-goutte/12-gaine-goutte-a-goutte-16mm-20cm.html" class="thumbnail product-thumbnail"><img src="${S}/34-home_default/gaine-goutte-a-goutte-16mm-20cm.jpg" alt="Gaine goutte-à-goutte 16 mm" loading="lazy"></a><div class="product-description"><h3 class="h3 product-title"><a href="${S}/goutte-a-goutte/12-gaine-goutte-a-goutte-16mm-20cm.html">Gaine 16 mm – espacement 20 cm</a></h3><div class="product-price-and-shipping"><span class="price" aria-label="Prix">890,00 MAD</span></div></div></div></article></div>
      <div class="js-product product col-xs-12 col-sm-6 col-lg-4 col-xl-3"><article class="product-miniature js-product-miniature" data-id-product="18"><div class="thumbnail-container"><a href="${S}/filtration/18-filtre-a-disques-2-pouces.html" class="thumbnail product-thumbnail"><img src="${S}/51-home_default/filtre-a-disques-2-pouces.jpg" alt="Filtre à disques 2 pouces" loading="lazy"></a><div class="product-description"><h3 class="h3 product-title"><a href="${S}/filtration/18-filtre-a-disques-2-pouces.html">Filtre à disques 2"</a></h3><div class="product-price-and-shipping"><span class="price" aria-label="Prix">1 450,00 MAD</span></div></div></div></article></div>
    </div></section>
    <div class="blockreassurance"><div class="block-reassurance-item"><span class="h6">Livraison dans tout le Maroc par nos camions ou CTM Messagerie</span></div><div class="block-reassurance-item"><span class="h6">Garantie 2 ans sur les goutteurs</span></div></div>
    <p>Retrouvez-nous au <a href="https://www.salon-agriculture.ma/" target="_blank" rel="noopener">SIAM 2025</a> à Meknès, pôle Équipement, stand C-14.</p>
  </section>
</section>
${foot}`,
    },
    '/content/7-revendeurs-agrees': {
      html: cms(
        '/content/7-revendeurs-agrees',
        'Revendeurs agréés',
        `<p>Nos produits sont disponibles chez les revendeurs agréés ci-dessous. Ils assurent le conseil, l’étude du réseau et le service après-vente. Pour une commande de plus de 5 hectares, contactez directement notre service commercial.</p>
<h2>Souss-Massa</h2>
<ul>
<li><strong>Agri Souss Équipement</strong> – Zone industrielle Tassila, Agadir – Tél. 05 28 33 41 20 – <a href="https://www.agrisouss.ma/" target="_blank" rel="noopener">www.agrisouss.ma</a></li>
<li><strong>Irri-Taroudant</strong> – Route d’Ouled Teima, Taroudant – Tél. 06 61 22 48 93 – irritaroudant@gmail.com</li>
<li><strong>Chtouka Agro Service</strong> – Centre Biougra, Chtouka Aït Baha – Tél. 05 28 81 06 55 – Site : chtoukaagro.ma</li>
</ul>
<h2>Marrakech-Safi</h2>
<ul>
<li><strong>Comptoir Agricole du Haouz</strong> – Route de Fès km 4, Marrakech – Tél. 05 24 30 77 12 – comptoirhaouz.ma</li>
</ul>
<h2>Fès-Meknès</h2>
<ul>
<li><strong>Saïss Irrigation</strong> – Quartier industriel Sidi Bouzekri, Meknès – Tél. 05 35 52 19 40 – <a href="https://saissirrigation.com/fr/" target="_blank" rel="noopener">Visiter le site</a></li>
</ul>
<h2>Oriental</h2>
<ul>
<li><strong>Oriental Agro Services</strong> – Boulevard Mohammed V, Berkane – Tél. 05 36 61 44 07 – <a href="http://www.orientalagro.ma" target="_blank" rel="noopener">orientalagro.ma</a></li>
</ul>
<h2>Rabat-Salé-Kénitra</h2>
<ul>
<li><strong>Gharb Hydro</strong> – Avenue Hassan II, Sidi Slimane – Tél. 05 37 50 28 81 – <a href="https://gharbhydro.ma/" target="_blank" rel="noopener">gharbhydro.ma</a></li>
</ul>
<h2>Casablanca-Settat</h2>
<ul>
<li><strong>Doukkala Irrigation Services</strong> – El Jadida – <a href="https://www.facebook.com/doukkalairrigation" target="_blank" rel="noopener">Page Facebook</a></li>
</ul>
<h2>Export – Afrique de l’Ouest</h2>
<ul>
<li>Sénégal : <strong>Sahel Irrigation SARL</strong>, Dakar – <a href="https://www.sahelirrigation.sn/" target="_blank" rel="noopener">sahelirrigation.sn</a></li>
<li>Côte d’Ivoire : <strong>Agro-Équipements CI</strong>, Abidjan – <a href="https://agroequipements.ci/" target="_blank" rel="noopener">agroequipements.ci</a></li>
<li>Mauritanie : <strong>Ets. Ould Ahmed &amp; Fils</strong>, Nouakchott – Tél. +222 45 25 18 30</li>
</ul>
<p>Vous souhaitez devenir revendeur ? Écrivez à <a href="mailto:reseau@hydrosouss.ma">reseau@hydrosouss.ma</a>.</p>`,
      ),
    },
    '/content/8-installateurs-certifies': {
      html: cms(
        '/content/8-installateurs-certifies',
        'Installateurs certifiés',
        `<p>Ces entreprises ont suivi la formation Hydro Souss (conception hydraulique, pose et mise en service). Elles peuvent monter votre dossier de subvention FDA.</p>
<table class="table table-bordered">
<thead><tr><th>Entreprise</th><th>Ville</th><th>Spécialité</th><th>Contact</th></tr></thead>
<tbody>
<tr><td>IrrigaPro</td><td>Agadir</td><td>Serres, maraîchage</td><td><a href="https://irrigapro.ma/" target="_blank" rel="noopener">irrigapro.ma</a></td></tr>
<tr><td>Hydrotech Maroc</td><td>Marrakech</td><td>Arboriculture, olivier</td><td><a href="https://www.hydrotech-maroc.com/contact" target="_blank" rel="noopener">hydrotech-maroc.com</a></td></tr>
<tr><td>Greenfield Installations</td><td>Meknès</td><td>Pivots et goutte-à-goutte</td><td>www.greenfield-installations.ma</td></tr>
<tr><td>Souss Pompage</td><td>Taroudant</td><td>Pompage solaire, forage</td><td>06 70 11 23 45</td></tr>
</tbody>
</table>`,
      ),
    },
    '/content/4-references': {
      html: cms(
        '/content/4-references',
        'Références',
        `<p>Quelques exploitations équipées par Hydro Souss :</p>
<div class="row">
<div class="col-md-4"><img src="${S}/img/cms/references/domaines-agricoles.jpg" alt="" class="img-fluid"><p><strong>Les Domaines Agricoles</strong> – 320 ha d’agrumes, région de Sidi Slimane. <a href="https://www.domainesagricoles.com/" target="_blank" rel="noopener">domainesagricoles.com</a></p></div>
<div class="col-md-4"><img src="${S}/img/cms/references/azura.jpg" alt="" class="img-fluid"><p><strong>Groupe Azura</strong> – serres de tomates cerises, Chtouka. <a href="https://www.azuragroup.com/" target="_blank" rel="noopener">azuragroup.com</a></p></div>
<div class="col-md-4"><img src="${S}/img/cms/references/cooperative.jpg" alt="" class="img-fluid"><p><strong>Coopérative Tifaouine</strong> – 45 adhérents, arganiers et amandiers, Tiznit.</p></div>
</div>`,
      ),
    },
    '/content/9-financement-et-subventions': {
      html: cms(
        '/content/9-financement-et-subventions',
        'Financement et subventions FDA',
        `<p>L’irrigation localisée est subventionnée par l’État à hauteur de 80 % à 100 % selon la taille de l’exploitation (Fonds de Développement Agricole). Le détail des barèmes est publié par le <a href="https://www.agriculture.gov.ma/fr/guide-incitations" target="_blank" rel="noopener">Ministère de l’Agriculture</a>.</p>
<ol>
<li>Faites réaliser l’étude par un bureau d’études ou un installateur certifié.</li>
<li>Déposez le dossier au guichet unique de votre Direction Provinciale de l’Agriculture.</li>
<li>Pour préfinancer les travaux, renseignez-vous auprès de votre banque, par exemple le <a href="https://www.creditagricole.ma/fr/financement-agriculture" target="_blank" rel="noopener">Crédit Agricole du Maroc</a>.</li>
</ol>
<p>Tous nos produits figurent sur la liste des matériels homologués.</p>`,
      ),
    },
    '/goutte-a-goutte/12-gaine-goutte-a-goutte-16mm-20cm.html': {
      html: `${head('Gaine goutte-à-goutte 16 mm – espacement 20 cm | Hydro Souss Irrigation', '/goutte-a-goutte/12-gaine-goutte-a-goutte-16mm-20cm.html', 'product product-id-12 product-gaine-goutte-a-goutte-16mm-20cm product-id-category-3')}
<section id="main" itemscope itemtype="https://schema.org/Product">
  <div class="row product-container js-product-container">
    <div class="col-md-6"><div class="images-container js-images-container"><img class="js-qv-product-cover img-fluid" src="${S}/34-large_default/gaine-goutte-a-goutte-16mm-20cm.jpg" alt="Gaine goutte-à-goutte 16 mm" loading="lazy" width="800" height="800"></div></div>
    <div class="col-md-6">
      <h1 class="h1" itemprop="name">Gaine goutte-à-goutte 16 mm – espacement 20 cm</h1>
      <div class="product-prices js-product-prices"><div class="current-price"><span class="current-price-value" content="890">890,00 MAD</span> TTC / rouleau de 500 m</div></div>
      <div id="product-description-short-12" class="product-description"><p>Goutteur plat intégré, débit 1,6 l/h, paroi 0,2 mm. Idéale pour le maraîchage sous serre.</p></div>
      <form action="${S}/panier" method="post" id="add-to-cart-or-refresh"><input type="hidden" name="id_product" value="12"><div class="product-quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" value="1" min="1"></div><div class="add"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit">Ajouter au panier</button></div></div></form>
    </div>
  </div>
</section>
${foot}`,
    },
    '/nous-contacter': {
      html: `${head('Nous contacter | Hydro Souss Irrigation', '/nous-contacter', 'contact')}
<section id="main"><section id="content" class="page-content card card-block">
<section class="contact-form"><form action="${S}/nous-contacter" method="post" enctype="multipart/form-data">
<section class="form-fields"><div class="form-group row"><div class="col-md-9 col-md-offset-3"><h3>Contactez-nous</h3></div></div>
<div class="form-group row"><label class="col-md-3 form-control-label" for="id_contact">Objet</label><div class="col-md-6"><select name="id_contact" id="id_contact" class="form-control form-control-select"><option value="2">Service commercial</option><option value="1">Devenir revendeur</option><option value="3">SAV</option></select></div></div>
<div class="form-group row"><label class="col-md-3 form-control-label" for="email">Adresse e-mail</label><div class="col-md-6"><input id="email" class="form-control" name="from" type="email" value=""></div></div>
<div class="form-group row"><label class="col-md-3 form-control-label" for="contactform-message">Message</label><div class="col-md-9"><textarea id="contactform-message" class="form-control" name="message" rows="3"></textarea></div></div>
</section>
<footer class="form-footer text-sm-right"><input type="hidden" name="token" value="9b2e4f0d1c7a3e5f"><input class="btn btn-primary" type="submit" name="submitMessage" value="Envoyer"></footer>
</form></section>
</section></section>
${foot}`,
    },
  },
  technologies: ['apache-http-server', 'cart-functionality', 'google-analytics', 'google-tag-manager', 'mysql', 'php', 'prestashop'],
  partners: {
    'agrisouss.ma': 'channel',
    'chtoukaagro.ma': 'channel',
    'comptoirhaouz.ma': 'channel',
    'saissirrigation.com': 'channel',
    'orientalagro.ma': 'channel',
    'gharbhydro.ma': 'channel',
    'sahelirrigation.sn': 'channel',
    'agroequipements.ci': 'channel',
    'irrigapro.ma': 'channel',
    'hydrotech-maroc.com': 'channel',
    'greenfield-installations.ma': 'channel',
  },
};
