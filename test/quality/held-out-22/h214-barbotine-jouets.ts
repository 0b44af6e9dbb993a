import type { CorpusSite } from '../corpus/types.js';

// Atelier Barbotine: French wooden-toy maker from the Jura on Magento 2 (Luma-based theme), French.

const D = 'barbotine-jouets.fr';
const B = `https://www.${D}`;
const ST = `${B}/static/version1712051234/frontend/Barbotine/default/fr_FR`;

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-magento-cache-debug': 'HIT',
  'x-varnish': '884213902 884119871',
  via: '1.1 varnish (Varnish/7.1)',
  age: '312',
  'x-content-type-options': 'nosniff',
  'x-xss-protection': '1; mode=block',
  'x-frame-options': 'SAMEORIGIN',
  'set-cookie':
    'X-Magento-Vary=6b2f9e7c1d4a8b03e5f0c2a9d7e1b4f6a8c3d5e0; expires=Thu, 14-Nov-2024 19:22:11 GMT; Max-Age=86400; path=/; secure; HttpOnly; SameSite=Lax',
  ...extra,
});

const head = (title: string, description: string, path: string) => `<head >
<script>
    var LOCALE = 'fr\\u002DFR';
    var BASE_URL = 'https\\u003A\\u002F\\u002Fwww.barbotine\\u002Djouets.fr\\u002F';
    var require = {
        'baseUrl': 'https\\u003A\\u002F\\u002Fwww.barbotine\\u002Djouets.fr\\u002Fstatic\\u002Fversion1712051234\\u002Ffrontend\\u002FBarbotine\\u002Fdefault\\u002Ffr_FR'
    };</script>
<meta charset="utf-8"/>
<meta name="title" content="${title}"/>
<meta name="description" content="${description}"/>
<meta name="robots" content="INDEX,FOLLOW"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="format-detection" content="telephone=no"/>
<meta property="og:type" content="website"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:url" content="${B}${path}"/>
<meta property="og:image" content="${B}/media/wysiwyg/partage/barbotine-og.jpg"/>
<title>${title}</title>
<link  rel="stylesheet" type="text/css"  media="all" href="${ST}/mage/calendar.min.css" />
<link  rel="stylesheet" type="text/css"  media="all" href="${ST}/css/styles-m.min.css" />
<link  rel="stylesheet" type="text/css"  media="all" href="${ST}/Magento_Swatches/css/swatches.min.css" />
<link  rel="stylesheet" type="text/css"  media="screen and (min-width: 768px)" href="${ST}/css/styles-l.min.css" />
<link  rel="stylesheet" type="text/css"  media="print" href="${ST}/css/print.min.css" />
<script  type="text/javascript"  src="${ST}/requirejs/require.min.js"></script>
<script  type="text/javascript"  src="${ST}/requirejs-min-resolver.min.js"></script>
<script  type="text/javascript"  src="${ST}/mage/requirejs/mixins.min.js"></script>
<script  type="text/javascript"  src="${ST}/requirejs-config.min.js"></script>
<link rel="preload" as="font" crossorigin="anonymous" href="${ST}/fonts/quicksand/Quicksand-Medium.woff2" />
<link  rel="icon" type="image/x-icon" href="${ST}/Magento_Theme/favicon.ico" />
<link  rel="canonical" href="${B}${path}" />
<script type="text/javascript" src="https://sdk.privacy-center.org/7f3c2e10-9b4d-4a61-8e2f-5d1c0a9b3e74/loader.js?target_type=notice&amp;target=vR4bQzPk" charset="utf-8" async></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-W3B8RJ4');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
<style>
    .page-header .panel.wrapper { background: #f4ede4; color: #4a3b2f; }
    .barbotine-usp { display: flex; justify-content: center; gap: 2.5rem; font-size: 1.3rem; padding: .6rem 0; }
    .barbotine-logos img { max-height: 56px; width: auto; filter: grayscale(1); }
    .barbotine-table { width: 100%; border-collapse: collapse; }
    .barbotine-table th, .barbotine-table td { border-bottom: 1px solid #e7ddd1; padding: .7rem .5rem; text-align: left; vertical-align: top; }
</style>
</head>`;

const header = `
<script type="text/x-magento-init">
    {
        "*": {
            "Magento_PageBuilder/js/widget-initializer": {
                "config": {"[data-content-type=\\"slider\\"][data-appearance=\\"default\\"]":{"Magento_PageBuilder\\/js\\/content-type\\/slider\\/appearance\\/default\\/widget":false},"[data-content-type=\\"map\\"]":{"Magento_PageBuilder\\/js\\/content-type\\/map\\/appearance\\/default\\/widget":false},"[data-content-type=\\"row\\"]":{"Magento_PageBuilder\\/js\\/content-type\\/row\\/appearance\\/default\\/widget":false},"[data-content-type=\\"tabs\\"]":{"Magento_PageBuilder\\/js\\/content-type\\/tabs\\/appearance\\/default\\/widget":false}},
                "breakpoints": {"desktop":{"label":"Desktop","stage":true,"default":true,"class":"desktop-switcher","icon":"Magento_PageBuilder::css\\/images\\/switcher\\/switcher-desktop.svg","conditions":{"min-width":"1024px"},"options":{"products":{"default":{"slidesToShow":"5"}}}},"mobile":{"label":"Mobile","stage":true,"class":"mobile-switcher","conditions":{"max-width":"767px"}}}
            }
        }
    }
</script>
<div class="cookie-status-message" id="cookie-status">The store will not work correctly when cookies are disabled.</div>
<script type="text/x-magento-init">
    {
        "*": {
            "cookieStatus": {}
        }
    }
</script>
<script type="text/x-magento-init">
    {
        "*": {
            "mage/cookies": {
                "expires": null,
                "path": "\\u002F",
                "domain": ".www.barbotine-jouets.fr",
                "secure": true,
                "lifetime": "3600"
            }
        }
    }
</script>
<noscript>
    <div class="message global noscript"><div class="content"><p><strong>Javascript est désactivé dans votre navigateur.</strong><span>Pour une meilleure expérience sur notre site, assurez-vous d’activer JavaScript dans votre navigateur.</span></p></div></div>
</noscript>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W3B8RJ4" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="page-wrapper"><header class="page-header"><div class="panel wrapper"><div class="panel header">
<a class="action skip contentarea" href="#contentarea"><span>Aller au contenu</span></a>
<div class="barbotine-usp"><span>Fabriqué dans le Jura depuis 1952</span><span>Livraison offerte dès 60 €</span><span>Garantie 5 ans sur nos jouets</span></div>
<ul class="header links"><li class="greet welcome" data-bind="scope: 'customer'"><!-- ko if: customer().fullname  --><span class="logged-in" data-bind="text: new String('Bienvenue, %1 !').replace('%1', customer().fullname)"></span><!-- /ko --></li>
<script type="text/x-magento-init">
{
    "*": {
        "Magento_Ui/js/core/app": {
            "components": {
                "customer": {
                    "component": "Magento_Customer/js/view/customer"
                }
            }
        }
    }
}
</script>
<li class="link authorization-link" data-label="ou"><a href="${B}/customer/account/login/">Se connecter</a></li>
<li><a href="${B}/customer/account/create/" id="idQm1bz4rD" >Créer un compte</a></li>
<li><a href="${B}/professionnels">Espace revendeurs</a></li></ul></div></div>
<div class="header content">
<span data-action="toggle-nav" class="action nav-toggle"><span>Basculer la navigation</span></span>
<a class="logo" href="${B}/" title="Atelier Barbotine" aria-label="store logo"><img src="${ST}/images/logo-barbotine.svg" title="Atelier Barbotine" alt="Atelier Barbotine" width="190" height="58" /></a>
<div data-block="minicart" class="minicart-wrapper">
    <a class="action showcart" href="${B}/checkout/cart/" data-bind="scope: 'minicart_content'"><span class="text">Mon panier</span><span class="counter qty empty" data-bind="css: { empty: !!getCartParam('summary_count') == false && !isLoading() }, blockLoader: isLoading"><span class="counter-number"><!-- ko text: getCartParam('summary_count') --><!-- /ko --></span></span></a>
    <div class="block block-minicart" data-role="dropdownDialog" data-mage-init='{"dropdownDialog":{"appendTo":"[data-block=minicart]","triggerTarget":".showcart","timeout": "2000","closeOnMouseLeave": false,"closeOnEscape": true,"triggerClass":"active","parentClass":"active","buttons":[]}}'><div id="minicart-content-wrapper" data-bind="scope: 'minicart_content'"><!-- ko template: getTemplate() --><!-- /ko --></div></div>
    <script>window.checkout = {"shoppingCartUrl":"https:\\/\\/www.barbotine-jouets.fr\\/checkout\\/cart\\/","checkoutUrl":"https:\\/\\/www.barbotine-jouets.fr\\/checkout\\/","updateItemQtyUrl":"https:\\/\\/www.barbotine-jouets.fr\\/checkout\\/sidebar\\/updateItemQty\\/","removeItemUrl":"https:\\/\\/www.barbotine-jouets.fr\\/checkout\\/sidebar\\/removeItem\\/","imageTemplate":"Magento_Catalog\\/product\\/image_with_borders","baseUrl":"https:\\/\\/www.barbotine-jouets.fr\\/","minicartMaxItemsVisible":5,"websiteId":"1","maxItemsToDisplay":10,"storeId":"1","storeGroupId":"1","customerLoginUrl":"https:\\/\\/www.barbotine-jouets.fr\\/customer\\/account\\/login\\/","isRedirectRequired":false,"autocomplete":"off","captcha":{"user_login":{"isCaseSensitive":false,"imageHeight":50,"imageSrc":"","refreshUrl":"https:\\/\\/www.barbotine-jouets.fr\\/captcha\\/refresh\\/","isRequired":false,"timestamp":1731604931}}}</script>
    <script type="text/x-magento-init">
    {"[data-block='minicart']": {"Magento_Ui/js/core/app": {"components":{"minicart_content":{"children":{"subtotal.container":{"children":{"subtotal":{"children":{"subtotal.totals":{"config":{"display_cart_subtotal_incl_tax":1,"display_cart_subtotal_excl_tax":0,"template":"Magento_Tax\\/checkout\\/minicart\\/subtotal\\/totals"},"component":"Magento_Tax\\/js\\/view\\/checkout\\/minicart\\/subtotal\\/totals"}},"component":"uiComponent","config":{"template":"Magento_Checkout\\/minicart\\/subtotal"}}},"component":"uiComponent","config":{"displayArea":"subtotalContainer"}}},"config":{"itemRenderer":{"default":"defaultRenderer","simple":"defaultRenderer","virtual":"defaultRenderer"},"template":"Magento_Checkout\\/minicart\\/content"},"component":"Magento_Checkout\\/js\\/view\\/minicart"}},"types":[]}},
    "*": {"Magento_Ui/js/block-loader": "${ST}/images/loader-1.gif"}}
    </script>
</div>
<div class="block block-search"><div class="block block-title"><strong>Rechercher</strong></div><div class="block block-content"><form class="form minisearch" id="search_mini_form" action="${B}/catalogsearch/result/" method="get"><div class="field search"><label class="label" for="search" data-role="minisearch-label"><span>Rechercher</span></label><div class="control"><input id="search" data-mage-init='{"quickSearch": {"formSelector": "#search_mini_form","url": "${B}/search/ajax/suggest/","destinationSelector": "#search_autocomplete","minSearchLength": "3"}}' type="text" name="q" value="" placeholder="Rechercher un jouet, un âge..." class="input-text" maxlength="128" role="combobox" aria-haspopup="false" aria-autocomplete="both" autocomplete="off" aria-expanded="false"/><div id="search_autocomplete" class="search-autocomplete"></div></div></div><div class="actions"><button type="submit" title="Rechercher" class="action search" aria-label="Search"><span>Rechercher</span></button></div></form></div></div>
</div></header>
<div class="sections nav-sections"><div class="section-items nav-sections-items" data-mage-init='{"tabs":{"openedState":"active"}}'><div class="section-item-title nav-sections-item-title" data-role="collapsible"><a class="nav-sections-item-switch" data-toggle="switch" href="#store.menu">Menu</a></div><div class="section-item-content nav-sections-item-content" id="store.menu" data-role="content">
<nav class="navigation" data-action="navigation"><ul data-mage-init='{"menu":{"responsive":true, "expanded":true, "position":{"my":"left top","at":"left bottom"}}}'>
<li  class="level0 nav-1 category-item first level-top parent"><a href="${B}/jeux-d-eveil.html"  class="level-top" ><span>Jeux d'éveil</span></a><ul class="level0 submenu"><li class="level1 nav-1-1 category-item first"><a href="${B}/jeux-d-eveil/hochets.html"><span>Hochets</span></a></li><li class="level1 nav-1-2 category-item"><a href="${B}/jeux-d-eveil/toupies.html"><span>Toupies</span></a></li><li class="level1 nav-1-3 category-item last"><a href="${B}/jeux-d-eveil/empilables.html"><span>Empilables</span></a></li></ul></li>
<li  class="level0 nav-2 category-item level-top"><a href="${B}/jouets-a-tirer.html"  class="level-top" ><span>Jouets à tirer</span></a></li>
<li  class="level0 nav-3 category-item level-top"><a href="${B}/jeux-de-construction.html"  class="level-top" ><span>Construction</span></a></li>
<li  class="level0 nav-4 category-item level-top"><a href="${B}/dinette-et-imitation.html"  class="level-top" ><span>Dînette &amp; imitation</span></a></li>
<li  class="level0 nav-5 category-item level-top"><a href="${B}/collection-capsule.html"  class="level-top" ><span>Collection capsule</span></a></li>
<li  class="level0 nav-6 category-item last level-top"><a href="${B}/points-de-vente"  class="level-top" ><span>Où nous trouver</span></a></li>
</ul></nav>
</div></div></div>`;

const footer = `
<footer class="page-footer"><div class="footer content">
<div class="block newsletter"><div class="title"><strong>Recevez nos nouveautés</strong></div><div class="content"><form class="form subscribe" novalidate action="${B}/newsletter/subscriber/new/" method="post" data-mage-init='{"validation": {"errorClass": "mage-error"}}' id="newsletter-validate-detail"><div class="field newsletter"><div class="control"><label for="newsletter"><span class="label">Inscrivez-vous à notre newsletter :</span><input name="email" type="email" id="newsletter" placeholder="Entrez votre adresse e-mail" data-mage-init='{"mage/trim-input":{}}' data-validate="{required:true, 'validate-email':true}"/></label></div></div><div class="actions"><button class="action subscribe primary" title="S’inscrire" type="submit" aria-label="Subscribe"><span>S’inscrire</span></button></div></form></div></div>
<script type="text/x-magento-init">
    {
        "*": {
            "Magento_Customer/js/block-submit-on-send": {
                "formId": "newsletter-validate-detail"
            }
        }
    }
</script>
<div class="footer-columns">
<div class="footer-col"><h4>L'atelier</h4><ul class="footer links"><li class="nav item"><a href="${B}/notre-histoire">Notre histoire</a></li><li class="nav item"><a href="${B}/engagements">Nos engagements</a></li><li class="nav item"><a href="${B}/points-de-vente">Points de vente</a></li><li class="nav item"><a href="${B}/points-de-vente-international">International</a></li><li class="nav item"><a href="${B}/professionnels">Espace revendeurs</a></li><li class="nav item"><a href="https://www.welcometothejungle.com/fr/companies/atelier-barbotine/jobs">Recrutement</a></li></ul></div>
<div class="footer-col"><h4>Aide</h4><ul class="footer links"><li class="nav item"><a href="${B}/livraison">Livraison &amp; retours</a></li><li class="nav item"><a href="${B}/garantie">Garantie 5 ans</a></li><li class="nav item"><a href="${B}/faq">FAQ</a></li><li class="nav item"><a href="${B}/contact">Contact</a></li><li class="nav item"><a href="mailto:bonjour@barbotine-jouets.fr">bonjour@barbotine-jouets.fr</a></li></ul></div>
<div class="footer-col"><h4>Suivez-nous</h4><ul class="footer links"><li><a href="https://www.instagram.com/atelier.barbotine/" target="_blank" rel="noopener">Instagram</a></li><li><a href="https://www.facebook.com/atelierbarbotine" target="_blank" rel="noopener">Facebook</a></li><li><a href="https://www.pinterest.fr/atelierbarbotine/" target="_blank" rel="noopener">Pinterest</a></li></ul>
<div class="trustpilot-widget" data-locale="fr-FR" data-template-id="5419b732fbfb950b10de65e5" data-businessunit-id="5f2a9c0e7d4b3a0001e6c8f1" data-style-height="24px" data-style-width="100%" data-theme="light"><a href="https://fr.trustpilot.com/review/barbotine-jouets.fr" target="_blank" rel="noopener">Trustpilot</a></div></div>
<div class="footer-col footer-payment"><h4>Paiement sécurisé</h4><img src="${B}/media/wysiwyg/paiement/cb.svg" alt="Carte Bancaire" width="48" height="30" loading="lazy"><img src="${B}/media/wysiwyg/paiement/visa.svg" alt="Visa" width="48" height="30" loading="lazy"><img src="${B}/media/wysiwyg/paiement/mastercard.svg" alt="Mastercard" width="48" height="30" loading="lazy"><img src="${B}/media/wysiwyg/paiement/paypal.svg" alt="PayPal" width="48" height="30" loading="lazy"><img src="${B}/media/wysiwyg/paiement/alma.svg" alt="Alma paiement en 3x" width="48" height="30" loading="lazy">
<p><img src="${B}/media/wysiwyg/labels/origine-france-garantie.svg" alt="Origine France Garantie" width="64" height="64" loading="lazy"> <img src="${B}/media/wysiwyg/labels/epv.svg" alt="Entreprise du Patrimoine Vivant" width="64" height="64" loading="lazy"></p></div>
</div>
<ul class="footer links legal"><li><a href="${B}/mentions-legales">Mentions légales</a></li><li><a href="${B}/cgv">CGV</a></li><li><a href="${B}/politique-de-confidentialite">Politique de confidentialité</a></li><li><a href="javascript:Didomi.preferences.show()">Gérer mes cookies</a></li></ul>
</div></footer>
<script type="text/x-magento-init">
        {
            "*": {
                "Magento_Ui/js/core/app": {
                    "components": {
                        "storage-manager": {
                            "component": "Magento_Catalog/js/storage-manager",
                            "appendTo": "",
                            "storagesConfiguration" : {"recently_viewed_product":{"requestConfig":{"syncUrl":"https:\\/\\/www.barbotine-jouets.fr\\/catalog\\/product\\/frontend_action_synchronize\\/"},"lifetime":"1000","allowToSendRequest":null},"recently_compared_product":{"requestConfig":{"syncUrl":"https:\\/\\/www.barbotine-jouets.fr\\/catalog\\/product\\/frontend_action_synchronize\\/"},"lifetime":"1000","allowToSendRequest":null}}
                        }
                    }
                }
            }
        }
</script>
<small class="copyright"><span>© 2024 Atelier Barbotine SAS – Morez, Jura</span></small>
</div>`;

const page = (o: { title: string; description: string; path: string; bodyClass: string; main: string }) => `<!doctype html>
<html lang="fr">
    ${head(o.title, o.description, o.path)}
    <body data-container="body"
          data-mage-init='{"loaderAjax": {}, "loader": { "icon": "${ST}/images/loader-2.gif"}}'
        id="html-body" class="${o.bodyClass}">
${header}
<main id="maincontent" class="page-main"><a id="contentarea" tabindex="-1"></a>
<div class="page messages"><div data-placeholder="messages"></div><div data-bind="scope: 'messages'"><!-- ko if: cookieMessages && cookieMessages.length > 0 --><div aria-atomic="true" role="alert" data-bind="foreach: { data: cookieMessages, as: 'message' }" class="messages"></div><!-- /ko --></div></div>
<div class="columns"><div class="column main">
${o.main}
</div></div></main>
${footer}
    </body>
</html>`;

const toys = [
  { url: 'toupie-arc-en-ciel', name: 'Toupie arc-en-ciel', price: '19,90', age: 'Dès 3 ans' },
  { url: 'hochet-ecureuil', name: 'Hochet écureuil en hêtre', price: '16,50', age: 'Dès la naissance' },
  { url: 'canard-a-tirer-marcel', name: 'Canard à tirer Marcel', price: '34,00', age: 'Dès 12 mois' },
  { url: 'tour-a-empiler-montagne', name: 'Tour à empiler Montagne', price: '29,00', age: 'Dès 12 mois' },
  { url: 'train-du-jura', name: 'Train du Jura, 7 pièces', price: '49,00', age: 'Dès 2 ans' },
  { url: 'dinette-en-bois-pique-nique', name: 'Dînette pique-nique', price: '42,00', age: 'Dès 3 ans' },
];

const productItem = (t: (typeof toys)[number], i: number) => `
<li class="item product product-item"><div class="product-item-info" id="product-item-info_${1040 + i}" data-container="product-grid">
<a href="${B}/${t.url}.html" class="product photo product-item-photo" tabindex="-1"><span class="product-image-container product-image-container-${1040 + i}"><span class="product-image-wrapper"><img class="product-image-photo" src="${B}/media/catalog/product/cache/7d1a2b3c4d5e6f708192a3b4c5d6e7f8/${t.url.charAt(0)}/${t.url.charAt(1)}/${t.url}.jpg" loading="lazy" width="300" height="300" alt="${t.name}"/></span></span></a>
<div class="product details product-item-details"><strong class="product name product-item-name"><a class="product-item-link" href="${B}/${t.url}.html">${t.name}</a></strong>
<div class="price-box price-final_price" data-role="priceBox" data-product-id="${1040 + i}" data-price-box="product-id-${1040 + i}"><span class="price-container price-final_price tax weee"><span id="product-price-${1040 + i}" data-price-amount="${t.price.replace(',', '.')}" data-price-type="finalPrice" class="price-wrapper "><span class="price">${t.price}&nbsp;€</span></span></span></div>
<div class="product-age">${t.age}</div>
<div class="product-item-inner"><div class="product actions product-item-actions"><div class="actions-primary"><form data-role="tocart-form" data-product-sku="BRB-${1040 + i}" action="${B}/checkout/cart/add/uenc/aHR0cHM6Ly93d3cuYmFyYm90aW5lLWpvdWV0cy5mci8~/product/${1040 + i}/" data-mage-init='{"catalogAddToCart": {}}' method="post"><input type="hidden" name="product" value="${1040 + i}"><input type="hidden" name="uenc" value="aHR0cHM6Ly93d3cuYmFyYm90aW5lLWpvdWV0cy5mci8~"><input name="form_key" type="hidden" value="qW8ZtYb2Lk4Vn1Xc" /><button type="submit" title="Ajouter au panier" class="action tocart primary"><span>Ajouter au panier</span></button></form></div></div></div>
</div></div></li>`;

const home = page({
  title: 'Atelier Barbotine – Jouets en bois fabriqués dans le Jura',
  description:
    'Jouets en bois fabriqués à la main dans le Jura depuis 1952 : jeux d’éveil, jouets à tirer, dînettes. Hêtre français, peintures à l’eau, garantie 5 ans.',
  path: '/',
  bodyClass: 'cms-home cms-index-index page-layout-1column',
  main: `
<div data-content-type="row" data-appearance="full-width" data-enable-parallax="0" data-element="main" style="background-color:#f4ede4;"><div class="row-full-width-inner" data-element="inner">
<h1 data-content-type="heading" data-appearance="default" data-element="main">Des jouets qui se transmettent</h1>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Depuis 1952, notre atelier de Morez tourne, ponce et peint à la main des jouets en hêtre du Jura. Sans plastique, sans vernis toxique, et réparables à vie.</p></div>
<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="${B}/jeux-d-eveil.html" data-link-type="category" data-element="link"><span data-element="link_text">Découvrir les jeux d'éveil</span></a></div></div>
</div></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="0" data-element="inner">
<h2 data-content-type="heading" data-appearance="default" data-element="main">Nos meilleures ventes</h2>
<div data-content-type="products" data-appearance="grid" data-element="main"><div class="block widget block-products-list grid"><div class="block-content"><div class="products-grid grid"><ol class="product-items widget-product-grid">
${toys.slice(0, 4).map(productItem).join('')}
</ol></div></div></div></div>
</div></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" style="background:#e9f0f6;padding:30px;">
<h2 data-content-type="heading" data-appearance="default" data-element="main">Nouveau : la collection capsule Barbotine × Petit Bateau</h2>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Pour ses marinières, <a href="https://www.petit-bateau.fr/" target="_blank" rel="noopener">Petit Bateau</a> nous a confié le dessin d'un bateau à tirer et d'une toupie rayés bleu et blanc. Une collaboration entre deux maisons françaises qui fabriquent pour durer, disponible en édition limitée chez nous et dans les boutiques Petit Bateau.</p></div>
<div data-content-type="buttons" data-appearance="inline" data-element="main"><a class="pagebuilder-button-secondary" href="${B}/collection-capsule.html"><span>Voir la collection</span></a></div>
</div></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<h2 data-content-type="heading" data-appearance="default" data-element="main">Ils parlent de nous</h2>
<div class="barbotine-logos" data-content-type="html" data-appearance="default" data-element="main">
<a href="https://www.elle.fr/Maman/Mon-enfant/Jouets/jouets-en-bois-made-in-france" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/presse/elle.svg" alt="ELLE" loading="lazy"></a>
<a href="https://www.lemonde.fr/m-le-mag/article/2023/12/08/le-retour-du-jouet-en-bois.html" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/presse/le-monde.svg" alt="Le Monde" loading="lazy"></a>
<a href="https://www.marieclaire.fr/idees/jouets-francais-noel" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/presse/marie-claire.svg" alt="Marie Claire Idées" loading="lazy"></a>
<img src="${B}/media/wysiwyg/presse/france3.svg" alt="France 3 Bourgogne-Franche-Comté" loading="lazy">
</div>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Élu Grand Prix du Jouet 2023, catégorie Premier âge, pour notre Tour à empiler Montagne.</p></div>
</div></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<h2 data-content-type="heading" data-appearance="default" data-element="main">Envie de toucher avant d'acheter ?</h2>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Nos jouets sont présents dans plus de 180 boutiques en France et à l'étranger. <a href="${B}/points-de-vente">Trouver une boutique près de chez vous</a>.</p></div>
</div></div>`,
});

type Shop = { region: string; city: string; name: string; address: string; web?: string; label?: string };
const shops: Shop[] = [
  { region: 'Île-de-France', city: 'Paris 11e', name: 'Bois & Bulles', address: '38 rue de Charonne', web: 'https://www.boisetbulles.fr' },
  {
    region: 'Île-de-France',
    city: 'Paris 9e',
    name: 'Galeries Lafayette Paris Haussmann – Espace Enfant',
    address: '40 boulevard Haussmann',
    web: 'https://www.galerieslafayette.com/m/atelier-barbotine',
    label: 'galerieslafayette.com',
  },
  {
    region: 'Île-de-France',
    city: 'Paris 7e',
    name: 'Le Bon Marché Rive Gauche',
    address: '24 rue de Sèvres',
    web: 'https://www.lebonmarche.com/',
    label: 'lebonmarche.com',
  },
  { region: 'Île-de-France', city: 'Versailles', name: "L'Arbre à Jouer", address: '12 rue de la Paroisse', web: 'https://arbreajouer.fr' },
  {
    region: 'Auvergne-Rhône-Alpes',
    city: 'Lyon 2e',
    name: 'Toupie & Compagnie',
    address: '7 rue des Remparts d’Ainay',
    web: 'https://www.toupie-compagnie.fr',
  },
  { region: 'Auvergne-Rhône-Alpes', city: 'Lyon 5e', name: 'Les Jouets du Vieux Lyon', address: '21 rue Saint-Jean' },
  {
    region: 'Auvergne-Rhône-Alpes',
    city: 'Annecy',
    name: 'Au Cheval de Bois',
    address: '3 rue Royale',
    web: 'https://auchevaldebois-annecy.fr',
  },
  {
    region: 'Bourgogne-Franche-Comté',
    city: 'Morez',
    name: "La boutique de l'atelier",
    address: '5 quai Jobez – ouverte du mardi au samedi',
  },
  {
    region: 'Bourgogne-Franche-Comté',
    city: 'Besançon',
    name: 'Le Grenier à Jeux',
    address: '44 Grande Rue',
    web: 'https://www.grenierajeux.fr',
  },
  { region: 'Nouvelle-Aquitaine', city: 'Bordeaux', name: "Ludik'Ô", address: '15 rue Notre-Dame', web: 'https://ludiko-bordeaux.fr' },
  {
    region: 'Pays de la Loire & Bretagne',
    city: 'Nantes',
    name: 'Pirouette Cacahuète',
    address: '9 rue de la Juiverie',
    web: 'https://www.pirouette-cacahuete.fr',
  },
  { region: 'Pays de la Loire & Bretagne', city: 'Rennes', name: 'La Ribambelle', address: '2 rue du Chapitre' },
  {
    region: 'Hauts-de-France',
    city: 'Lille',
    name: 'Mille Pattes Jouets',
    address: '18 rue de la Monnaie',
    web: 'https://millepattes-jouets.fr',
  },
  {
    region: "Provence-Alpes-Côte d'Azur",
    city: 'Aix-en-Provence',
    name: 'Le Chat Perché',
    address: '6 rue Aude',
    web: 'https://lechatperche-aix.fr',
  },
];

const regions = [...new Set(shops.map((s) => s.region))];

const pointsDeVente = page({
  title: 'Points de vente – Où trouver nos jouets | Atelier Barbotine',
  description: 'Retrouvez les jouets Atelier Barbotine dans nos boutiques partenaires en France et chez nos revendeurs en ligne.',
  path: '/points-de-vente',
  bodyClass: 'cms-points-de-vente cms-page-view page-layout-1column',
  main: `
<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Où trouver nos jouets ?</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main"><p>Nos jouets sont vendus par plus de 180 boutiques indépendantes, grands magasins et sites marchands. Voici une sélection de nos boutiques partenaires, classées par région. Les stocks variant d'une boutique à l'autre, n'hésitez pas à les appeler avant de vous déplacer.</p></div>
<div data-content-type="tabs" data-appearance="default" data-active-tab="0" data-element="main"><ul role="tablist" class="tabs-navigation" data-element="navigation"><li role="tab" class="tab-header" data-element="headers"><a href="#boutiques" class="tab-title"><span class="tab-title">Boutiques</span></a></li><li role="tab" class="tab-header" data-element="headers"><a href="#en-ligne" class="tab-title"><span class="tab-title">En ligne</span></a></li></ul>
<div class="tabs-content" data-element="content">
<div data-content-type="tab-item" data-appearance="default" data-tab-name="Boutiques" id="boutiques" data-element="main">
<table class="barbotine-table">
<thead><tr><th>Région</th><th>Ville</th><th>Boutique</th><th>Adresse</th><th>Site</th></tr></thead>
<tbody>
${regions
  .map((r) =>
    shops
      .filter((s) => s.region === r)
      .map(
        (s, i) =>
          `<tr>${i === 0 ? `<td rowspan="${shops.filter((x) => x.region === r).length}"><strong>${r}</strong></td>` : ''}<td>${s.city}</td><td>${s.name}</td><td>${s.address}</td><td>${s.web ? `<a href="${s.web}" target="_blank" rel="noopener">${s.label ?? s.web.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : '—'}</td></tr>`,
      )
      .join('\n'),
  )
  .join('\n')}
</tbody>
</table>
</div>
<div data-content-type="tab-item" data-appearance="default" data-tab-name="En ligne" id="en-ligne" data-element="main">
<p>Vous préférez commander en ligne ? Nos jouets sont également disponibles chez nos revendeurs partenaires :</p>
<div class="barbotine-logos revendeurs-en-ligne">
<a href="https://www.fnac.com/Atelier-Barbotine/m123456" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/revendeurs/fnac.svg" alt="Fnac" loading="lazy"></a>
<a href="https://www.oxybul.com/marques/atelier-barbotine" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/revendeurs/oxybul.svg" alt="Oxybul éveil et jeux" loading="lazy"></a>
<a href="https://www.lagranderecre.fr/marques/atelier-barbotine.html" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/revendeurs/la-grande-recre.svg" alt="La Grande Récré" loading="lazy"></a>
<a href="https://www.natureetdecouvertes.com/marques/atelier-barbotine" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/revendeurs/nature-et-decouvertes.svg" alt="Nature &amp; Découvertes" loading="lazy"></a>
<a href="https://www.joueclub.fr/marques/atelier-barbotine.html" target="_blank" rel="noopener"><img src="${B}/media/wysiwyg/revendeurs/joueclub.svg" alt="JouéClub" loading="lazy"></a>
</div>
</div>
</div></div>
<div data-content-type="text" data-appearance="default" data-element="main"><p>Vous habitez en Belgique, en Suisse, au Canada ou au Japon ? Consultez nos <a href="${B}/points-de-vente-international">distributeurs à l'international</a>. Vous êtes commerçant ? Rendez-vous sur l'<a href="${B}/professionnels">espace revendeurs</a>.</p></div>
</div></div>`,
});

const international = page({
  title: 'Distributeurs internationaux | Atelier Barbotine',
  description: 'Nos distributeurs exclusifs en Belgique, Luxembourg, Suisse, Allemagne, Canada et Japon.',
  path: '/points-de-vente-international',
  bodyClass: 'cms-points-de-vente-international cms-page-view page-layout-1column',
  main: `
<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Atelier Barbotine dans le monde</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main"><p>Hors de France, nos jouets sont distribués par des partenaires exclusifs qui approvisionnent les boutiques de leur pays. Particuliers comme professionnels, contactez-les pour connaître le revendeur le plus proche.</p></div>
<div data-content-type="text" data-appearance="default" data-element="main">
<h2>Belgique &amp; Luxembourg</h2>
<p><strong>Moulin Speelgoed SPRL</strong> – Distributeur exclusif depuis 2011<br>Rue de la Station 14, 1410 Waterloo<br><a href="https://www.moulin-jouets.be" target="_blank" rel="noopener">www.moulin-jouets.be</a></p>
<h2>Suisse</h2>
<p><strong>Spielwaren Aare AG</strong> – Distributeur pour la Suisse romande et alémanique<br>Industriestrasse 8, 5000 Aarau<br><a href="https://spielwaren-aare.ch" target="_blank" rel="noopener">spielwaren-aare.ch</a></p>
<h2>Allemagne &amp; Autriche</h2>
<p><strong>Holzwurm Handelsagentur</strong> – Agent commercial<br>Lindenstraße 3, 79098 Freiburg im Breisgau<br><a href="https://www.holzwurm-agentur.de" target="_blank" rel="noopener">holzwurm-agentur.de</a></p>
<h2>Canada</h2>
<p><strong>Distribution Trottinette inc.</strong> – Québec et provinces de l'Atlantique<br>Montréal (Québec)<br><a href="https://trottinette.ca" target="_blank" rel="noopener">trottinette.ca</a></p>
<h2>Japon</h2>
<p><strong>Kodomo no Mori Co., Ltd.</strong> – 子供の森株式会社<br>Setagaya-ku, Tokyo<br><a href="https://www.kodomonomori.co.jp" target="_blank" rel="noopener">kodomonomori.co.jp</a></p>
<h2>Autres pays</h2>
<p>Nous livrons directement dans toute l'Union européenne depuis notre boutique en ligne. Vous souhaitez distribuer nos jouets dans votre pays ? Écrivez-nous à <a href="mailto:export@barbotine-jouets.fr">export@barbotine-jouets.fr</a>.</p>
</div>
</div></div>`,
});

const professionnels = page({
  title: 'Espace revendeurs – Devenir revendeur | Atelier Barbotine',
  description: 'Vous êtes une boutique ? Découvrez nos conditions, nos agents commerciaux et comment passer commande.',
  path: '/professionnels',
  bodyClass: 'cms-professionnels cms-page-view page-layout-1column',
  main: `
<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Espace revendeurs</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main">
<p>Boutiques de jouets, concept stores, librairies jeunesse, musées : nous travaillons avec près de 180 revendeurs en France. Minimum de première commande : 300 € HT, franco de port à partir de 500 € HT, présentoir offert.</p>
<h2>Commander</h2>
<p>Vous pouvez commander directement auprès de votre agent commercial ou sur la plateforme de vente en gros <a href="https://www.ankorstore.com/brand/atelier-barbotine-4471" target="_blank" rel="noopener">Ankorstore</a>, notre partenaire pour les boutiques indépendantes en Europe (paiement à 60 jours, minimum 100 €).</p>
<h2>Nos agents commerciaux</h2>
</div>
<div data-content-type="html" data-appearance="default" data-element="main">
<ul class="agents-list">
<li><strong>Bretagne, Pays de la Loire, Normandie</strong> – Agence Ludi'Ouest, Yann Le Goff · <a href="https://www.ludiouest.fr" target="_blank" rel="noopener">ludiouest.fr</a> · 06 12 34 56 78</li>
<li><strong>Île-de-France, Hauts-de-France</strong> – Cécile Marchand · <a href="mailto:cecile.marchand@barbotine-jouets.fr">cecile.marchand@barbotine-jouets.fr</a> · 06 23 45 67 89</li>
<li><strong>Auvergne-Rhône-Alpes, Bourgogne-Franche-Comté, Grand Est</strong> – Thomas Vuillet (salarié de l'atelier) · 06 34 56 78 90</li>
<li><strong>PACA, Occitanie, Corse</strong> – Agence Sud Jouets · <a href="https://sudjouets-agence.fr" target="_blank" rel="noopener">sudjouets-agence.fr</a> · 04 91 00 12 34</li>
<li><strong>Nouvelle-Aquitaine</strong> – poste à pourvoir, contactez <a href="mailto:pro@barbotine-jouets.fr">pro@barbotine-jouets.fr</a></li>
</ul>
</div>
<div data-content-type="text" data-appearance="default" data-element="main">
<h2>Salons</h2>
<p>Retrouvez-nous chaque année à <a href="https://www.maison-objet.com/" target="_blank" rel="noopener">Maison&amp;Objet</a> (Paris, janvier et septembre) et au salon Kind + Jugend de Cologne.</p>
<h2>Demande d'ouverture de compte</h2>
</div>
<form class="form contact" action="${B}/contact/index/post/" id="pro-form" method="post" data-mage-init='{"validation":{}}'><fieldset class="fieldset"><div class="field name required"><label class="label" for="pro-name"><span>Nom de la boutique</span></label><div class="control"><input name="name" id="pro-name" class="input-text" type="text" data-validate="{required:true}"/></div></div><div class="field email required"><label class="label" for="pro-email"><span>E-mail</span></label><div class="control"><input name="email" id="pro-email" class="input-text" type="email" data-validate="{required:true, 'validate-email':true}"/></div></div><div class="field siret"><label class="label" for="pro-siret"><span>SIRET</span></label><div class="control"><input name="siret" id="pro-siret" class="input-text" type="text"/></div></div></fieldset><div class="actions-toolbar"><div class="primary"><input type="hidden" name="hideit" id="hideit" value="" /><button type="submit" title="Envoyer" class="action submit primary"><span>Envoyer</span></button></div></div></form>
</div></div>`,
});

const engagements = page({
  title: 'Nos engagements | Atelier Barbotine',
  description: 'Bois français, peintures à l’eau, fabrication locale et jouets réparables : nos engagements et nos partenaires.',
  path: '/engagements',
  bodyClass: 'cms-engagements cms-page-view page-layout-1column',
  main: `
<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Nos engagements</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main">
<h2>Un bois qui vient d'à côté</h2>
<p>Tout notre hêtre provient des forêts du massif jurassien, certifiées <a href="https://www.pefc-france.org/" target="_blank" rel="noopener">PEFC</a>. Il est scié et séché par notre partenaire de toujours, la <a href="https://www.scierie-hautjura.fr/" target="_blank" rel="noopener">Scierie du Haut-Jura</a> à Longchaumois, à 9 km de l'atelier.</p>
<h2>Des couleurs sans danger</h2>
<p>Nos peintures et lasures à l'eau sont formulées pour nous par <a href="https://couleurs-comtoises.fr/" target="_blank" rel="noopener">Couleurs Naturelles Comtoises</a>, un fabricant partenaire de Pontarlier. Elles sont conformes à la norme EN 71-3 (sécurité des jouets) et testées par un laboratoire indépendant à chaque nouvelle teinte.</p>
<h2>Labels</h2>
<ul>
<li><strong>Origine France Garantie</strong> – label attribué par l'association <a href="https://www.originefrancegarantie.fr/" target="_blank" rel="noopener">Pro France</a> pour l'ensemble de notre gamme bois.</li>
<li><strong>Entreprise du Patrimoine Vivant</strong> – depuis 2017, pour nos savoir-faire de tournage et de peinture à la main.</li>
</ul>
<h2>Seconde vie</h2>
<p>Nos jouets présentant de petits défauts d'aspect ne sont jamais détruits : ils sont donnés à notre partenaire solidaire, l'association <a href="https://www.rejoue.asso.fr/" target="_blank" rel="noopener">Rejoué</a>, qui les redistribue à des familles via ses boutiques et emploie des personnes en insertion. Depuis 2019, plus de 11 000 jouets ont ainsi trouvé une famille.</p>
<p>Et parce qu'un jouet en bois se répare, notre atelier remplace gratuitement roues, ficelles et pièces cassées pendant 5 ans, puis à prix coûtant.</p>
<h2>Nos prestataires</h2>
<p>Nos colis sont expédiés en carton recyclé avec Colissimo. Notre bilan carbone 2023 a été réalisé avec le cabinet Sylvestre Conseil.</p>
</div>
</div></div>`,
});

const histoire = page({
  title: 'Notre histoire | Atelier Barbotine',
  description: 'Trois générations de tourneurs sur bois à Morez, dans le Haut-Jura.',
  path: '/notre-histoire',
  bodyClass: 'cms-notre-histoire cms-page-view page-layout-1column',
  main: `
<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Notre histoire</span></h1></div>
<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">
<div data-content-type="text" data-appearance="default" data-element="main">
<p>En 1952, Lucien Barbotine, tourneur sur bois à Morez, fabrique une toupie pour son fils avec les chutes de l'atelier de lunetterie où il travaille. Trois ans plus tard, il vend ses toupies sur les marchés de Saint-Claude et des Rousses.</p>
<p>Soixante-dix ans plus tard, sa petite-fille Anne et son mari Karim dirigent un atelier de 23 personnes. Nous avons gardé les tours de Lucien, ajouté une machine à commande numérique, et continuons de peindre chaque jouet à la main.</p>
<h2>Quelques dates</h2>
<ul><li><strong>1952</strong> – première toupie</li><li><strong>1978</strong> – le canard à tirer Marcel, toujours notre best-seller</li><li><strong>2011</strong> – premiers jouets vendus en Belgique</li><li><strong>2017</strong> – label Entreprise du Patrimoine Vivant</li><li><strong>2023</strong> – Grand Prix du Jouet, catégorie Premier âge</li><li><strong>2024</strong> – collection capsule avec Petit Bateau</li></ul>
<h2>Nous rejoindre</h2>
<p>Nous recrutons régulièrement des tourneurs, peintres et préparateurs de commandes. Consultez nos offres sur <a href="https://www.welcometothejungle.com/fr/companies/atelier-barbotine/jobs" target="_blank" rel="noopener">Welcome to the Jungle</a>.</p>
</div>
</div></div>`,
});

const categorie = page({
  title: "Jeux d'éveil en bois | Atelier Barbotine",
  description: 'Hochets, toupies et jouets empilables en hêtre du Jura, pour les tout-petits.',
  path: '/jeux-d-eveil.html',
  bodyClass:
    'page-with-filter page-products categorypath-jeux-d-eveil category-jeux-d-eveil catalog-category-view page-layout-2columns-left',
  main: `
<div class="page-title-wrapper"><h1 class="page-title" id="page-title-heading" aria-labelledby="page-title-heading toolbar-amount"><span class="base" data-ui-id="page-title-wrapper">Jeux d'éveil</span></h1></div>
<div class="category-description"><p>Des premiers hochets aux tours à empiler, des jouets tout en rondeur pour accompagner les découvertes des tout-petits.</p></div>
<div class="toolbar toolbar-products" data-mage-init='{"productListToolbarForm":{"mode":"product_list_mode","direction":"product_list_dir","order":"product_list_order","limit":"product_list_limit","modeDefault":"grid","directionDefault":"asc","orderDefault":"position","limitDefault":12,"url":"https:\\/\\/www.barbotine-jouets.fr\\/jeux-d-eveil.html","formKey":"qW8ZtYb2Lk4Vn1Xc","post":false}}'><p class="toolbar-amount" id="toolbar-amount"><span class="toolbar-number">${toys.length}</span> articles</p><div class="toolbar-sorter sorter"><label class="sorter-label" for="sorter">Trier par</label><select id="sorter" data-role="sorter" class="sorter-options"><option value="position" selected="selected">Position</option><option value="name">Nom</option><option value="price">Prix</option></select></div></div>
<div class="products wrapper grid products-grid"><ol class="products list items product-items">
${toys.map(productItem).join('')}
</ol></div>
<script type="text/x-magento-init">
    {
        "[data-role=tocart-form], .form.map.checkout": {
            "catalogAddToCart": {
                "product_sku": "BRB-1040"
            }
        }
    }
</script>`,
});

const produit = page({
  title: 'Toupie arc-en-ciel | Atelier Barbotine',
  description: 'Toupie en hêtre massif peinte à la main, 7 couleurs. Fabriquée dans le Jura. Dès 3 ans.',
  path: '/toupie-arc-en-ciel.html',
  bodyClass: 'catalog-product-view product-toupie-arc-en-ciel page-layout-1column',
  main: `
<div class="product-info-main"><div class="page-title-wrapper product"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper" itemprop="name">Toupie arc-en-ciel</span></h1></div>
<div class="product-reviews-summary short"><div class="rating-summary"><span class="label"><span>Note</span></span><div class="rating-result" title="96%"><span style="width:96%"><span>96%</span></span></div></div><div class="reviews-actions"><a class="action view" href="#reviews">48&nbsp;<span>Avis</span></a></div></div>
<div class="product-info-price"><div class="price-box price-final_price" data-role="priceBox" data-product-id="1040" data-price-box="product-id-1040"><span class="price-container price-final_price tax weee"><span id="product-price-1040" data-price-amount="19.9" data-price-type="finalPrice" class="price-wrapper "><span class="price">19,90&nbsp;€</span></span></span></div><div class="product-info-stock-sku"><div class="stock available" title="Disponibilité"><span>En stock</span></div><div class="product attribute sku"><strong class="type">SKU</strong><div class="value" itemprop="sku">BRB-1040</div></div></div></div>
<div class="product-add-form"><form data-product-sku="BRB-1040" action="${B}/checkout/cart/add/uenc/aHR0cHM6Ly93d3cuYmFyYm90aW5lLWpvdWV0cy5mci90b3VwaWUtYXJjLWVuLWNpZWwuaHRtbA~~/product/1040/" method="post" id="product_addtocart_form"><input type="hidden" name="product" value="1040" /><input type="hidden" name="selected_configurable_option" value="" /><input type="hidden" name="related_product" id="related-products-field" value="" /><input type="hidden" name="item"  value="1040" /><input name="form_key" type="hidden" value="qW8ZtYb2Lk4Vn1Xc" /><div class="box-tocart"><div class="fieldset"><div class="field qty"><label class="label" for="qty"><span>Qté</span></label><div class="control"><input type="number" name="qty" id="qty" min="0" value="1" title="Qté" class="input-text qty" data-validate="{&quot;required-number&quot;:true,&quot;validate-item-quantity&quot;:{&quot;maxAllowed&quot;:10000}}" /></div></div><div class="actions"><button type="submit" title="Ajouter au panier" class="action primary tocart" id="product-addtocart-button" disabled><span>Ajouter au panier</span></button></div></div></div>
<script type="text/x-magento-init">
    {
        "#product_addtocart_form": {
            "Magento_Catalog/js/validate-product": {}
        }
    }
</script></form></div>
<div class="product attribute overview"><div class="value" itemprop="description">Tournée dans un seul morceau de hêtre, notre toupie arc-en-ciel tourne plus d'une minute. Sept couleurs peintes à la main, finition à la cire d'abeille.</div></div></div>
<div class="product media"><div class="gallery-placeholder _block-content-loading" data-gallery-role="gallery-placeholder"><img alt="Toupie arc-en-ciel" class="gallery-placeholder__image" src="${B}/media/catalog/product/cache/a1b2c3d4e5f60718293a4b5c6d7e8f90/t/o/toupie-arc-en-ciel.jpg" width="700" height="700" /></div>
<script type="text/x-magento-init">
    {
        "[data-gallery-role=gallery-placeholder]": {
            "mage/gallery/gallery": {
                "mixins":["magnifier/magnify"],
                "magnifierOpts": {"fullscreenzoom":"20","top":"","left":"","width":"","height":"","eventType":"hover","enabled":false},
                "data": [{"thumb":"https:\\/\\/www.barbotine-jouets.fr\\/media\\/catalog\\/product\\/cache\\/b2\\/t\\/o\\/toupie-arc-en-ciel.jpg","img":"https:\\/\\/www.barbotine-jouets.fr\\/media\\/catalog\\/product\\/cache\\/a1\\/t\\/o\\/toupie-arc-en-ciel.jpg","caption":"Toupie arc-en-ciel","position":"1","isMain":true,"type":"image","videoUrl":null}],
                "options": {"nav":"thumbs","loop":true,"keyboard":true,"arrows":true,"allowfullscreen":true,"showCaption":false,"width":700,"thumbwidth":88,"thumbheight":110,"height":700,"transitionduration":500,"transition":"slide","navarrows":true,"navtype":"slides","navdir":"horizontal"}
            }
        }
    }
</script></div>
<div class="product info detailed"><div class="product data items" data-mage-init='{"tabs":{"openedState":"active"}}'>
<div class="data item title" data-role="collapsible" id="tab-label-description"><a class="data switch" tabindex="-1" data-toggle="trigger" href="#description" id="tab-label-description-title">Détails</a></div>
<div class="data item content" aria-labelledby="tab-label-description-title" id="description" data-role="content"><div class="product attribute description"><div class="value"><p>Dimensions : 6 × 6 × 7 cm. Poids : 45 g. Conforme à la norme EN 71. Fabriquée à Morez (Jura).</p></div></div></div>
<div class="data item title" data-role="collapsible" id="tab-label-reviews"><a class="data switch" tabindex="-1" data-toggle="trigger" href="#reviews" id="tab-label-reviews-title">Avis <span class="counter">48</span></a></div>
<div class="data item content" id="reviews" data-role="content"><div class="block review-list" id="customer-reviews"><ol class="items review-items"><li class="item review-item"><div class="review-title">Magnifique</div><div class="review-content">Ma fille de 4 ans ne la lâche plus. Très belle finition.</div><div class="review-details"><p class="review-author"><strong class="review-details-value">Hélène</strong></p></div></li></ol></div></div>
</div></div>`,
});

const contact = page({
  title: 'Contact | Atelier Barbotine',
  description: "Contactez l'Atelier Barbotine.",
  path: '/contact',
  bodyClass: 'contact-index-index page-layout-1column',
  main: `
<div class="page-title-wrapper"><h1 class="page-title"><span class="base" data-ui-id="page-title-wrapper">Nous contacter</span></h1></div>
<form class="form contact" action="${B}/contact/index/post/" id="contact-form" method="post" data-hasrequired="* Champs obligatoires" data-mage-init='{"validation":{}}'><fieldset class="fieldset"><legend class="legend"><span>Écrivez-nous</span></legend><br /><div class="field note no-label">Une question sur une commande, une réparation ou un jouet ? Nous répondons sous 48 h ouvrées.</div><div class="field name required"><label class="label" for="name"><span>Nom</span></label><div class="control"><input name="name" id="name" title="Nom" value="" class="input-text" type="text" data-validate="{required:true}"/></div></div><div class="field email required"><label class="label" for="email"><span>E-mail</span></label><div class="control"><input name="email" id="email" title="E-mail" value="" class="input-text" type="email" data-validate="{required:true, 'validate-email':true}"/></div></div><div class="field comment required"><label class="label" for="comment"><span>Qu’avez-vous en tête ?</span></label><div class="control"><textarea name="comment" id="comment" title="Qu’avez-vous en tête ?" class="input-text" cols="5" rows="3" data-validate="{required:true}"></textarea></div></div></fieldset><div class="actions-toolbar"><div class="primary"><input type="hidden" name="hideit" id="hideit" value="" /><button type="submit" title="Envoyer" class="action submit primary"><span>Envoyer</span></button></div></div></form>
<div class="contact-info"><p><strong>Atelier Barbotine SAS</strong><br>5 quai Jobez, 39400 Morez<br>03 84 33 12 40<br><a href="mailto:bonjour@barbotine-jouets.fr">bonjour@barbotine-jouets.fr</a></p></div>`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'French toy maker on Magento 2 (Varnish): stockists in a PageBuilder tab as a region table with rowspans (some shops without site), online retailers logo grid in a second tab, international distributors as prose per country, sales agents list (agency links, email-only and employee rows), Ankorstore wholesale, suppliers and solidarity partner on an engagements page, brand collab on home; negatives: press logos, award, PEFC/Origine France Garantie labels, trade fair, careers board, Trustpilot, payment logos',
  pages: {
    '/': { status: 301, redirect: `${B}/` },
    [`${B}/`]: { headers: headers(), html: home },
    [`${B}/points-de-vente`]: { headers: headers(), html: pointsDeVente },
    [`${B}/points-de-vente-international`]: { headers: headers(), html: international },
    [`${B}/professionnels`]: { headers: headers(), html: professionnels },
    [`${B}/engagements`]: { headers: headers(), html: engagements },
    [`${B}/notre-histoire`]: { headers: headers(), html: histoire },
    [`${B}/jeux-d-eveil.html`]: { headers: headers(), html: categorie },
    [`${B}/toupie-arc-en-ciel.html`]: { headers: headers(), html: produit },
    [`${B}/contact`]: { headers: headers(), html: contact },
  },
  sitemap: [
    `${B}/`,
    `${B}/jeux-d-eveil.html`,
    `${B}/toupie-arc-en-ciel.html`,
    `${B}/points-de-vente`,
    `${B}/points-de-vente-international`,
    `${B}/professionnels`,
    `${B}/engagements`,
    `${B}/notre-histoire`,
    `${B}/contact`,
  ],
  technologies: [
    'magento',
    'php',
    'mysql',
    'requirejs',
    'nginx',
    'varnish',
    'didomi',
    'google-tag-manager',
    'trustpilot',
    'paypal',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'boisetbulles.fr': 'channel',
    'galerieslafayette.com': 'channel',
    'lebonmarche.com': 'channel',
    'arbreajouer.fr': 'channel',
    'toupie-compagnie.fr': 'channel',
    'auchevaldebois-annecy.fr': 'channel',
    'grenierajeux.fr': 'channel',
    'ludiko-bordeaux.fr': 'channel',
    'pirouette-cacahuete.fr': 'channel',
    'millepattes-jouets.fr': 'channel',
    'lechatperche-aix.fr': 'channel',
    'fnac.com': 'channel',
    'oxybul.com': 'channel',
    'lagranderecre.fr': 'channel',
    'natureetdecouvertes.com': 'channel',
    'joueclub.fr': 'channel',
    'moulin-jouets.be': 'channel',
    'spielwaren-aare.ch': 'channel',
    'holzwurm-agentur.de': 'channel',
    'trottinette.ca': 'channel',
    'kodomonomori.co.jp': 'channel',
    'ludiouest.fr': 'channel',
    'sudjouets-agence.fr': 'channel',
    'ankorstore.com': 'channel',
    'scierie-hautjura.fr': 'generic',
    'couleurs-comtoises.fr': 'generic',
    'rejoue.asso.fr': 'generic',
    'petit-bateau.fr': 'generic',
  },
};
