import type { CorpusSite } from '../corpus/types.js';

// Valbruna Pet Food: Trentino dog and cat food maker on PrestaShop 8 (classic-based theme), Italian.

const D = 'valbrunapetfood.it';
const B = `https://${D}`;
const TH = `${B}/themes/valbruna`;

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  'cache-control': 'no-store, no-cache, must-revalidate',
  pragma: 'no-cache',
  'set-cookie':
    'PrestaShop-4c8e2b1f9a7d3e50c6b1a2f8d9e7c4b3=def50200a1b2c3d4e5f6; expires=Tue, 03-Dec-2024 16:41:09 GMT; Max-Age=1728000; path=/; domain=valbrunapetfood.it; secure; HttpOnly; SameSite=Lax',
  ...extra,
});

const psVars = (
  pageName: string,
  pageTitle: string,
) => `var prestashop = {"cart":{"products":[],"totals":{"total":{"type":"total","label":"Totale","amount":0,"value":"0,00\\u00a0\\u20ac"}},"products_count":0,"minimalPurchase":0},"currency":{"id":1,"name":"Euro","iso_code":"EUR","iso_code_num":"978","sign":"\\u20ac"},"customer":{"lastname":null,"firstname":null,"email":null,"is_logged":false,"gender":{"type":null,"name":null},"addresses":[]},"language":{"name":"Italiano (Italian)","iso_code":"it","locale":"it-IT","language_code":"it","is_rtl":"0","date_format_lite":"d\\/m\\/Y","date_format_full":"d\\/m\\/Y H:i:s","id":1},"page":{"title":"","canonical":null,"meta":{"title":"${pageTitle}","description":"","keywords":"","robots":"index"},"page_name":"${pageName}","body_classes":{"lang-it":true,"lang-rtl":false,"country-IT":true,"currency-EUR":true,"layout-full-width":true,"page-${pageName}":true,"tax-display-enabled":true},"admin_notifications":[]},"shop":{"name":"Valbruna Pet Food","logo":"\\/img\\/logo-1698765432.svg","stores_icon":"\\/img\\/logo_stores.png","favicon":"\\/img\\/favicon.ico"},"urls":{"base_url":"https:\\/\\/valbrunapetfood.it\\/","current_url":"https:\\/\\/valbrunapetfood.it\\/","shop_domain_url":"https:\\/\\/valbrunapetfood.it","img_ps_url":"https:\\/\\/valbrunapetfood.it\\/img\\/","img_url":"https:\\/\\/valbrunapetfood.it\\/themes\\/valbruna\\/assets\\/img\\/","theme_assets":"\\/themes\\/valbruna\\/assets\\/","pages":{"address":"https:\\/\\/valbrunapetfood.it\\/indirizzo","authentication":"https:\\/\\/valbrunapetfood.it\\/login","cart":"https:\\/\\/valbrunapetfood.it\\/carrello","category":"https:\\/\\/valbrunapetfood.it\\/index.php?controller=category","cms":"https:\\/\\/valbrunapetfood.it\\/index.php?controller=cms","contact":"https:\\/\\/valbrunapetfood.it\\/contattaci","index":"https:\\/\\/valbrunapetfood.it\\/","my_account":"https:\\/\\/valbrunapetfood.it\\/il-mio-account","order":"https:\\/\\/valbrunapetfood.it\\/ordine","stores":"https:\\/\\/valbrunapetfood.it\\/negozi"}},"configuration":{"display_taxes_label":true,"display_prices_tax_incl":true,"is_catalog":false,"show_prices":true,"opt_in":{"partner":false},"quantity_discount":{"type":"discount","label":"Sconto unit\\u00e0"},"voucher_enabled":1,"return_enabled":0},"field_required":[],"breadcrumb":{"links":[{"title":"Home","url":"https:\\/\\/valbrunapetfood.it\\/"}],"count":1},"link":{"protocol_link":"https:\\/\\/","protocol_content":"https:\\/\\/"},"time":1731606069,"static_token":"b4c1e7d2a9f03856e1d7c2b9a4f0e683","token":"0a7d3c9e1b5f2486d0c3a7e9f1b2d4c6","debug":false};
        var psemailsubscription_subscription = "https:\\/\\/valbrunapetfood.it\\/module\\/ps_emailsubscription\\/subscription";
        var psr_icon_color = "#F19D76";`;

const head = (title: string, description: string, path: string, pageName: string, extraHead = '') => `<head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta name="keywords" content="">
    <link rel="canonical" href="${B}${path}">
    <meta property="og:title" content="${title}"/>
    <meta property="og:description" content="${description}"/>
    <meta property="og:type" content="website"/>
    <meta property="og:url" content="${B}${path}"/>
    <meta property="og:site_name" content="Valbruna Pet Food"/>
    <meta property="og:image" content="${B}/img/cms/valbruna-og.jpg"/>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/vnd.microsoft.icon" href="${B}/img/favicon.ico?1698765432">
    <link rel="shortcut icon" type="image/x-icon" href="${B}/img/favicon.ico?1698765432">
    <script type="text/javascript">
        var _iub = _iub || [];
        _iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":true,"floatingPreferencesButtonDisplay":"bottom-left","perPurposeConsent":true,"siteId":3318842,"whitelabel":false,"cookiePolicyId":71502219,"lang":"it","banner":{"acceptButtonDisplay":true,"closeButtonRejects":true,"customizeButtonDisplay":true,"explicitWithdrawal":true,"listPurposes":true,"position":"float-bottom-center"}};
    </script>
    <script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3318842.js"></script>
    <script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
    <link rel="stylesheet" href="${TH}/assets/css/theme.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/ps_searchbar/ps_searchbar.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/ps_facetedsearch/views/dist/front.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/productcomments/views/css/productcomments.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/js/jquery/ui/themes/base/minified/jquery-ui.min.css" type="text/css" media="all">
    <link rel="stylesheet" href="${TH}/assets/css/custom.css" type="text/css" media="all">
    <script type="text/javascript">
        ${psVars(pageName, title)}
    </script>
    <!-- Global site tag (gtag.js) - Google Analytics -->
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-VB81QK2M7N"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-VB81QK2M7N', {'debug_mode':false});
    </script>
    <!-- Meta Pixel Code -->
    <script>
    !function(f,b,e,v,n,t,s)
    {if(f.fbq)return;n=f.fbq=function(){n.callMethod?
    n.callMethod.apply(n,arguments):n.queue.push(arguments)};
    if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
    n.queue=[];t=b.createElement(e);t.async=!0;
    t.src=v;s=b.getElementsByTagName(e)[0];
    s.parentNode.insertBefore(t,s)}(window, document,'script',
    'https://connect.facebook.net/it_IT/fbevents.js');
    fbq('init', '902231447718055');
    fbq('track', 'PageView');
    </script>
    <!-- End Meta Pixel Code -->
    ${extraHead}
  </head>`;

const header = `
    <main>
      <header id="header">
        <nav class="header-nav">
          <div class="container"><div class="row"><div class="hidden-sm-down">
            <div class="col-md-5 col-xs-12"><div id="_desktop_contact_link"><div id="contact-link">Chiamaci: <span>0461 753 218</span></div></div></div>
            <div class="col-md-7 right-nav">
              <div id="_desktop_user_info"><div class="user-info"><a href="${B}/il-mio-account" title="Accedi al tuo account cliente" rel="nofollow"><i class="material-icons">&#xE7FF;</i><span class="hidden-sm-down">Accedi</span></a></div></div>
              <div id="_desktop_cart"><div class="blockcart cart-preview inactive" data-refresh-url="//valbrunapetfood.it/module/ps_shoppingcart/ajax"><div class="header"><i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i><span class="hidden-sm-down">Carrello</span><span class="cart-products-count">(0)</span></div></div></div>
            </div>
          </div></div></div>
        </nav>
        <div class="header-top"><div class="container"><div class="row">
          <div class="col-md-2 hidden-sm-down" id="_desktop_logo"><h1><a href="${B}/"><img class="logo img-fluid" src="${B}/img/logo-1698765432.svg" alt="Valbruna Pet Food" width="180" height="60"></a></h1></div>
          <div class="header-top-right col-md-10 col-sm-12 position-static">
            <div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu">
              <ul class="top-menu" id="top-menu" data-depth="0">
                <li class="category" id="category-3"><a class="dropdown-item" href="${B}/3-cane" data-depth="0">Cane</a>
                  <div class="popover sub-menu js-sub-menu collapse" id="top_sub_menu_31"><ul class="top-menu" data-depth="1"><li class="category"><a class="dropdown-item dropdown-submenu" href="${B}/10-crocchette-cane">Crocchette</a></li><li class="category"><a class="dropdown-item dropdown-submenu" href="${B}/11-umido-cane">Umido</a></li><li class="category"><a class="dropdown-item dropdown-submenu" href="${B}/14-snack-cane">Snack</a></li><li class="category"><a class="dropdown-item dropdown-submenu" href="${B}/15-linea-veterinaria-cane">Linea veterinaria</a></li></ul></div></li>
                <li class="category" id="category-4"><a class="dropdown-item" href="${B}/4-gatto" data-depth="0">Gatto</a></li>
                <li class="cms-page" id="cms-page-8"><a class="dropdown-item" href="${B}/content/8-la-nostra-filiera" data-depth="0">La nostra filiera</a></li>
                <li class="cms-page" id="cms-page-7"><a class="dropdown-item" href="${B}/content/7-dove-acquistare" data-depth="0">Dove acquistare</a></li>
                <li class="cms-page" id="cms-page-4"><a class="dropdown-item" href="${B}/content/4-chi-siamo" data-depth="0">Chi siamo</a></li>
              </ul>
              <div class="clearfix"></div>
            </div>
            <div id="search_widget" class="search-widgets" data-search-controller-url="//valbrunapetfood.it/ricerca"><form method="get" action="//valbrunapetfood.it/ricerca"><input type="hidden" name="controller" value="search"><i class="material-icons search" aria-hidden="true">search</i><input type="text" name="s" value="" placeholder="Cerca nel catalogo" aria-label="Cerca"><i class="material-icons clear" aria-hidden="true">clear</i></form></div>
          </div>
        </div></div></div>
      </header>
      <aside id="notifications"><div class="container"></div></aside>
      <section id="wrapper"><div class="container">`;

const footer = `
      </div></section>
      <footer id="footer" class="js-footer">
        <div class="container"><div class="row">
          <div class="block_newsletter col-lg-8 col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore"><div class="row"><p id="block-newsletter-label" class="col-md-5 col-xs-12">Ricevi le nostre offerte speciali</p><div class="col-md-7 col-xs-12"><form action="${B}/#blockEmailSubscription_displayFooterBefore" method="post"><div class="row"><div class="col-xs-12"><input class="btn btn-primary float-xs-right hidden-xs-down" name="submitNewsletter" type="submit" value="Iscriviti"><div class="input-wrapper"><input name="email" type="email" value="" placeholder="Il tuo indirizzo email" aria-labelledby="block-newsletter-label" required></div><input type="hidden" name="blockHookName" value="displayFooterBefore" /><input type="hidden" name="action" value="0"></div><div class="col-xs-12"><p>Puoi annullare l'iscrizione in ogni momento.</p></div></div></form></div></div></div>
          <div class="block-social col-lg-4 col-md-12 col-sm-12"><ul><li class="facebook"><a href="https://www.facebook.com/valbrunapetfood" title="Facebook" target="_blank" rel="noopener noreferrer">Facebook</a></li><li class="instagram"><a href="https://www.instagram.com/valbrunapetfood" title="Instagram" target="_blank" rel="noopener noreferrer">Instagram</a></li><li class="youtube"><a href="https://www.youtube.com/@valbrunapetfood" title="YouTube" target="_blank" rel="noopener noreferrer">YouTube</a></li></ul></div>
        </div></div>
        <div class="footer-container"><div class="container">
          <div class="row">
            <div class="col-md-6 links"><div class="row">
              <div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">Azienda</p><ul id="footer_sub_menu_1" class="collapse"><li><a class="cms-page-link" href="${B}/content/4-chi-siamo">Chi siamo</a></li><li><a class="cms-page-link" href="${B}/content/8-la-nostra-filiera">La nostra filiera</a></li><li><a class="cms-page-link" href="${B}/content/9-ambassador">Ambassador</a></li><li><a class="cms-page-link" href="${B}/content/7-dove-acquistare">Dove acquistare</a></li><li><a class="cms-page-link" href="${B}/content/10-lavora-con-noi">Lavora con noi</a></li></ul></div>
              <div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">Assistenza</p><ul id="footer_sub_menu_2" class="collapse"><li><a class="cms-page-link" href="${B}/content/1-spedizioni">Spedizioni</a></li><li><a class="cms-page-link" href="${B}/content/3-termini-e-condizioni">Termini e condizioni</a></li><li><a class="cms-page-link" href="${B}/content/2-note-legali">Note legali</a></li><li><a href="https://www.iubenda.com/privacy-policy/71502219" class="iubenda-nostyle no-brand iubenda-noiframe iubenda-embed" title="Privacy Policy">Privacy Policy</a></li><li><a href="https://www.iubenda.com/privacy-policy/71502219/cookie-policy" class="iubenda-nostyle no-brand iubenda-noiframe iubenda-embed" title="Cookie Policy">Cookie Policy</a></li><li><a href="${B}/contattaci">Contattaci</a></li></ul></div>
            </div></div>
            <div id="block_myaccount_infos" class="col-md-3 links wrapper"><p class="h3 myaccount-title hidden-sm-down"><a class="text-uppercase" href="${B}/il-mio-account" rel="nofollow">Il tuo account</a></p><ul class="account-list collapse" id="footer_account_list"><li><a href="${B}/cronologia-ordini" rel="nofollow">Ordini</a></li><li><a href="${B}/indirizzi" rel="nofollow">Indirizzi</a></li></ul></div>
            <div class="block-contact col-md-3 links wrapper"><p class="h4 text-uppercase block-contact-title hidden-sm-down">Informazioni negozio</p><div id="contact-infos" class="collapse">Valbruna Pet Food S.r.l.<br>Via dell'Industria 14<br>38057 Pergine Valsugana (TN)<br>Italia<br>Chiamaci: <span>0461 753 218</span><br>Inviaci un'e-mail: <a href="mailto:info@valbrunapetfood.it">info@valbrunapetfood.it</a><br>P.IVA 02418770229</div></div>
          </div>
          <div class="row footer-payments"><div class="col-md-12"><p>Pagamenti sicuri</p><img src="${TH}/assets/img/payments/visa.svg" alt="Visa" width="46" height="30" loading="lazy"><img src="${TH}/assets/img/payments/mastercard.svg" alt="Mastercard" width="46" height="30" loading="lazy"><img src="${TH}/assets/img/payments/paypal.svg" alt="PayPal" width="46" height="30" loading="lazy"><img src="${TH}/assets/img/payments/satispay.svg" alt="Satispay" width="46" height="30" loading="lazy"><img src="${TH}/assets/img/payments/scalapay.svg" alt="Scalapay" width="46" height="30" loading="lazy"></div></div>
          <div class="row"><div class="col-md-12"><p class="text-sm-center">© 2024 Valbruna Pet Food S.r.l. – Prodotto in Trentino</p></div></div>
        </div></div>
      </footer>
    </main>
    <script type="text/javascript" src="${B}/themes/core.js"></script>
    <script type="text/javascript" src="${TH}/assets/js/theme.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_emailsubscription/views/js/ps_emailsubscription.js"></script>
    <script type="text/javascript" src="${B}/js/jquery/ui/jquery-ui.min.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_searchbar/ps_searchbar.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_shoppingcart/ps_shoppingcart.js"></script>
    <script type="text/javascript" src="${B}/modules/productcomments/views/js/jquery.rating.plugin.js"></script>
    <script type="text/javascript" src="${TH}/assets/js/custom.js"></script>`;

const page = (o: {
  title: string;
  description: string;
  path: string;
  pageName: string;
  bodyId: string;
  bodyClass: string;
  content: string;
  extraHead?: string;
  breadcrumb?: string;
}) => `<!doctype html>
<html lang="it-IT">
  ${head(o.title, o.description, o.path, o.pageName, o.extraHead ?? '')}
  <body id="${o.bodyId}" class="lang-it country-it currency-eur layout-full-width page-${o.pageName} tax-display-enabled ${o.bodyClass}">
    ${header}
        <nav data-depth="2" class="breadcrumb hidden-sm-down"><ol><li><a href="${B}/"><span>Home</span></a></li>${o.breadcrumb ? `<li><span>${o.breadcrumb}</span></li>` : ''}</ol></nav>
        <div id="content-wrapper" class="js-content-wrapper">
${o.content}
        </div>
    ${footer}
  </body>
</html>`;

const prodotti = [
  { id: 12, slug: 'crocchette-adult-agnello-e-riso', name: 'Crocchette Adult Agnello e Riso', price: '34,90', size: '6 kg' },
  { id: 13, slug: 'crocchette-adult-trota-e-patate', name: 'Crocchette Adult Trota e Patate', price: '39,90', size: '6 kg' },
  { id: 14, slug: 'crocchette-puppy-pollo', name: 'Crocchette Puppy Pollo', price: '29,90', size: '3 kg' },
  { id: 15, slug: 'umido-manzo-e-carote', name: 'Umido Manzo e Carote', price: '2,40', size: '400 g' },
  { id: 16, slug: 'snack-dentali-mela', name: 'Snack dentali alla mela', price: '6,90', size: '180 g' },
  { id: 17, slug: 'senior-light-tacchino', name: 'Senior Light Tacchino', price: '36,90', size: '6 kg' },
];

const miniature = (p: (typeof prodotti)[number]) => `
          <div class="js-product product col-xs-12 col-sm-6 col-xl-4"><article class="product-miniature js-product-miniature" data-id-product="${p.id}" data-id-product-attribute="0"><div class="thumbnail-container"><div class="thumbnail-top"><a href="${B}/cane/${p.id}-${p.slug}.html" class="thumbnail product-thumbnail"><img src="${B}/${p.id * 3}-home_default/${p.slug}.jpg" alt="${p.name}" loading="lazy" data-full-size-image-url="${B}/${p.id * 3}-large_default/${p.slug}.jpg" width="250" height="250" /></a></div>
            <div class="product-description"><h2 class="h3 product-title"><a href="${B}/cane/${p.id}-${p.slug}.html" content="${B}/cane/${p.id}-${p.slug}.html">${p.name}</a></h2><div class="product-price-and-shipping"><span class="price" aria-label="Prezzo">${p.price}&nbsp;€</span><span class="product-size">${p.size}</span></div></div>
            <ul class="product-flags js-product-flags"><li class="product-flag new">Senza cereali OGM</li></ul></div></article></div>`;

const home = page({
  title: 'Valbruna Pet Food – Alimenti per cani e gatti prodotti in Trentino',
  description:
    'Crocchette e umido per cani e gatti con carne fresca italiana e ingredienti del Trentino. Filiera corta, senza coloranti né conservanti artificiali.',
  path: '/',
  pageName: 'index',
  bodyId: 'index',
  bodyClass: '',
  content: `
          <section id="main"><section id="content" class="page-home">
            <div id="carousel" data-ride="carousel" class="carousel slide" data-interval="6000" data-wrap="true" data-pause="hover" data-touch="true"><ul class="carousel-inner" role="listbox" aria-label="Carosello">
              <li class="carousel-item active" role="option" aria-hidden="false"><a href="${B}/10-crocchette-cane"><figure><img src="${B}/modules/ps_imageslider/images/slide-trota-valsugana.jpg" alt="Nuove crocchette Trota e Patate" loading="lazy" width="1110" height="340"><figcaption class="caption"><h2 class="display-1 text-uppercase">Nuova ricetta Trota e Patate</h2><div class="caption-description"><p>Con trota fresca allevata in Trentino</p></div></figcaption></figure></a></li>
              <li class="carousel-item" role="option" aria-hidden="true"><a href="${B}/content/8-la-nostra-filiera"><figure><img src="${B}/modules/ps_imageslider/images/slide-filiera.jpg" alt="La nostra filiera" loading="lazy" width="1110" height="340"></figure></a></li>
            </ul></div>
            <section class="featured-products clearfix"><h2 class="h2 products-section-title text-uppercase">I più amati</h2><div class="products row">
${prodotti.slice(0, 3).map(miniature).join('')}
            </div><a class="all-product-link float-xs-left float-md-right h4" href="${B}/3-cane">Tutti i prodotti per cani<i class="material-icons">&#xE315;</i></a></section>
            <div id="custom-text"><h2>Dal 1987, cibo vero per cani e gatti</h2><p>Produciamo a Pergine Valsugana con carne fresca italiana, cereali del Trentino e verdure di stagione. Ogni lotto è tracciabile: scansiona il QR code sul sacco per vedere da dove arrivano gli ingredienti.</p></div>
            <div class="vb-testimonials"><h2>Dicono di noi</h2><blockquote><p>«Il mio labrador ha finalmente risolto i problemi di digestione.»</p><footer>Giulia, Trento</footer></blockquote><blockquote><p>«Ingredienti chiari, si vede che sono fatte con cura.»</p><footer>Dott. Marco R., medico veterinario</footer></blockquote></div>
            <div class="vb-store-teaser"><h2>Ci trovi in oltre 400 negozi</h2><p>Pet shop indipendenti, catene specializzate e cliniche veterinarie in tutta Italia. <a href="${B}/content/7-dove-acquistare">Trova il rivenditore più vicino</a>.</p></div>
          </section></section>`,
});

type Store = {
  name: string;
  city: string;
  prov: string;
  region: string;
  address: string;
  phone: string;
  web?: string;
  type: 'petshop' | 'vet';
  lat: number;
  lng: number;
};
const stores: Store[] = [
  {
    name: 'Zampe & Code',
    city: 'Milano',
    prov: 'MI',
    region: 'Lombardia',
    address: 'Via Paolo Sarpi 41',
    phone: '02 3491 2207',
    web: 'https://www.zampeecode.it',
    type: 'petshop',
    lat: 45.4803,
    lng: 9.1768,
  },
  {
    name: 'Pet Bottega',
    city: 'Bergamo',
    prov: 'BG',
    region: 'Lombardia',
    address: 'Via Borgo Palazzo 88',
    phone: '035 240 118',
    web: 'https://petbottega.it',
    type: 'petshop',
    lat: 45.6939,
    lng: 9.6882,
  },
  {
    name: 'Agraria Valsugana',
    city: 'Borgo Valsugana',
    prov: 'TN',
    region: 'Trentino-Alto Adige',
    address: 'Corso Ausugum 27',
    phone: '0461 752 310',
    web: 'https://www.agrariavalsugana.it',
    type: 'petshop',
    lat: 46.0516,
    lng: 11.4568,
  },
  {
    name: 'Tierwelt Bozen',
    city: 'Bolzano',
    prov: 'BZ',
    region: 'Trentino-Alto Adige',
    address: 'Via Roma 62',
    phone: '0471 918 440',
    web: 'https://www.tierwelt-bozen.it',
    type: 'petshop',
    lat: 46.4929,
    lng: 11.3398,
  },
  {
    name: 'Ambulatorio Veterinario Dolomiti',
    city: 'Trento',
    prov: 'TN',
    region: 'Trentino-Alto Adige',
    address: 'Via Brennero 139',
    phone: '0461 821 077',
    web: 'https://www.vetdolomiti.it',
    type: 'vet',
    lat: 46.0901,
    lng: 11.1135,
  },
  {
    name: 'Il Cortile degli Animali',
    city: 'Verona',
    prov: 'VR',
    region: 'Veneto',
    address: 'Via XX Settembre 102',
    phone: '045 800 2231',
    type: 'petshop',
    lat: 45.4381,
    lng: 11.0052,
  },
  {
    name: 'Petland Padova',
    city: 'Padova',
    prov: 'PD',
    region: 'Veneto',
    address: 'Via Tiziano Aspetti 180',
    phone: '049 604 455',
    web: 'https://petlandpadova.it',
    type: 'petshop',
    lat: 45.4242,
    lng: 11.8901,
  },
  {
    name: 'Bau Bau Market',
    city: 'Bologna',
    prov: 'BO',
    region: 'Emilia-Romagna',
    address: 'Via Massarenti 214',
    phone: '051 532 119',
    web: 'https://www.baubaumarket.it',
    type: 'petshop',
    lat: 44.4927,
    lng: 11.3797,
  },
  {
    name: 'Quattro Zampe Firenze',
    city: 'Firenze',
    prov: 'FI',
    region: 'Toscana',
    address: 'Via Gioberti 57/r',
    phone: '055 677 2290',
    web: 'https://quattrozampefirenze.it',
    type: 'petshop',
    lat: 43.7699,
    lng: 11.2737,
  },
  {
    name: 'Cascina Pet',
    city: 'Torino',
    prov: 'TO',
    region: 'Piemonte',
    address: 'Corso Regina Margherita 211',
    phone: '011 437 8852',
    type: 'petshop',
    lat: 45.0804,
    lng: 7.6692,
  },
  {
    name: 'Animalia Roma Prati',
    city: 'Roma',
    prov: 'RM',
    region: 'Lazio',
    address: 'Via Cola di Rienzo 190',
    phone: '06 3211 4470',
    web: 'https://www.animaliaroma.it',
    type: 'petshop',
    lat: 41.9071,
    lng: 12.4631,
  },
  {
    name: 'Amici a 4 Zampe',
    city: 'Napoli',
    prov: 'NA',
    region: 'Campania',
    address: 'Via Scarlatti 120',
    phone: '081 556 3380',
    web: 'https://amicia4zampenapoli.it',
    type: 'petshop',
    lat: 40.8449,
    lng: 14.2295,
  },
];

const regioni = [...new Set(stores.map((s) => s.region))];

const doveAcquistare = page({
  title: 'Dove acquistare – Rivenditori | Valbruna Pet Food',
  description: 'Trova il pet shop o la clinica veterinaria più vicina dove acquistare i prodotti Valbruna, oppure acquista online.',
  path: '/content/7-dove-acquistare',
  pageName: 'cms',
  bodyId: 'cms',
  bodyClass: 'cms-id-7 cms-dove-acquistare',
  breadcrumb: 'Dove acquistare',
  extraHead: `<link rel="stylesheet" href="${B}/modules/vb_storelocator/views/css/storelocator.css" type="text/css" media="all">`,
  content: `
          <section id="main"><header class="page-header"><h1>Dove acquistare</h1></header>
          <section id="content" class="page-content page-cms page-cms-7">
            <p>I prodotti Valbruna sono distribuiti da oltre 400 pet shop indipendenti e cliniche veterinarie. La <strong>Linea Veterinaria</strong> è disponibile solo presso i veterinari convenzionati.</p>
            <div class="vb-storelocator">
              <form class="vb-storelocator-search form-inline" onsubmit="return false;"><label for="vb-sl-q">Città o CAP</label><input id="vb-sl-q" class="form-control" type="text" placeholder="Es. Trento o 38122"><select id="vb-sl-type" class="form-control"><option value="">Tutti</option><option value="petshop">Pet shop</option><option value="vet">Veterinari</option></select><button class="btn btn-primary" type="button" id="vb-sl-go">Cerca</button></form>
              <div class="row"><div class="col-md-7"><div id="vb-store-map" style="height:520px"></div></div>
              <div class="col-md-5"><div class="vb-store-list">
${regioni
  .map(
    (r) => `                <h3 class="vb-region">${r}</h3>
${stores
  .filter((s) => s.region === r)
  .map(
    (s) =>
      `                <div class="vb-store" data-type="${s.type}"><strong>${s.name}</strong>${s.type === 'vet' ? ' <span class="badge">Linea Veterinaria</span>' : ''}<br>${s.address}, ${s.city} (${s.prov})<br>Tel. ${s.phone}${s.web ? `<br><a href="${s.web}" target="_blank" rel="noopener">Sito web</a>` : ''}</div>`,
  )
  .join('\n')}`,
  )
  .join('\n')}
              </div></div></div>
            </div>
            <script type="text/javascript">
              var vbStores = ${JSON.stringify(stores.map((s) => ({ name: s.name, address: s.address, city: s.city, province: s.prov, region: s.region, phone: s.phone, website: s.web ?? '', type: s.type, lat: s.lat, lng: s.lng })))};
              function initStoreMap() {
                var map = new google.maps.Map(document.getElementById('vb-store-map'), { center: { lat: 44.9, lng: 11.3 }, zoom: 6 });
                vbStores.forEach(function (s) { new google.maps.Marker({ position: { lat: s.lat, lng: s.lng }, map: map, title: s.name }); });
              }
            </script>
            <script src="https://maps.googleapis.com/maps/api/js?key=AIzaSyB3xV8wqK0c1-Pn5Z2aTtL9mYq7Hd4sErU&amp;callback=initStoreMap" async defer></script>
            <h2>Catene specializzate</h2>
            <p>Trovi una selezione delle nostre crocchette anche nei punti vendita <a href="https://www.arcaplanet.it/valbruna" target="_blank" rel="noopener">Arcaplanet</a>, <a href="https://www.isoladeitesori.it/marche/valbruna" target="_blank" rel="noopener">Isola dei Tesori</a> e <a href="https://www.maxizoo.it/brand/valbruna/" target="_blank" rel="noopener">Maxi Zoo</a>.</p>
            <h2>Online</h2>
            <p>Oltre che sul nostro shop, puoi acquistare Valbruna su <a href="https://www.zooplus.it/shop/cani/crocchette_cani/valbruna" target="_blank" rel="noopener">zooplus</a> e su <a href="https://www.amazon.it/stores/ValbrunaPetFood/page/4C1B2A3D" target="_blank" rel="noopener">Amazon</a> (venduto e spedito da Valbruna).</p>
            <h2>Sei un negoziante?</h2>
            <p>Scrivi a <a href="mailto:commerciale@valbrunapetfood.it">commerciale@valbrunapetfood.it</a>: il nostro agente di zona ti contatterà per presentarti il catalogo e le condizioni per i rivenditori.</p>
          </section></section>`,
});

const filiera = page({
  title: 'La nostra filiera | Valbruna Pet Food',
  description: 'Da dove arrivano i nostri ingredienti: allevatori, mulini e partner scientifici del Trentino e del Nord Italia.',
  path: '/content/8-la-nostra-filiera',
  pageName: 'cms',
  bodyId: 'cms',
  bodyClass: 'cms-id-8 cms-la-nostra-filiera',
  breadcrumb: 'La nostra filiera',
  content: `
          <section id="main"><header class="page-header"><h1>La nostra filiera</h1></header>
          <section id="content" class="page-content page-cms page-cms-8">
            <p>Il 78% degli ingredienti delle nostre ricette arriva da meno di 150 km dallo stabilimento di Pergine. Lavoriamo con pochi fornitori, scelti e visitati personalmente, con contratti pluriennali a prezzo garantito.</p>
            <div class="row vb-partners">
              <div class="col-md-4"><img src="${B}/img/cms/filiera/trota.jpg" alt="Allevamento di trote" loading="lazy"><h3>Trota del Trentino</h3><p>La trota delle nostre ricette è allevata nelle acque di sorgente delle valli trentine dai soci del <a href="https://www.trotatrentina.it/" target="_blank" rel="noopener">Consorzio Trota Trentina</a>, nostro partner dal 2015.</p></div>
              <div class="col-md-4"><img src="${B}/img/cms/filiera/agnello.jpg" alt="Agnelli al pascolo" loading="lazy"><h3>Agnello di montagna</h3><p>Dall'<a href="https://www.lerogge.it/" target="_blank" rel="noopener">Azienda Agricola Le Rogge</a> in Val di Non, allevamento al pascolo da maggio a ottobre.</p></div>
              <div class="col-md-4"><img src="${B}/img/cms/filiera/mulino.jpg" alt="Mulino a pietra" loading="lazy"><h3>Cereali e legumi</h3><p>Riso, orzo e piselli macinati a pietra dal <a href="https://mulinovalsugana.it/" target="_blank" rel="noopener">Mulino Valsugana</a>, a 6 km da noi.</p></div>
            </div>
            <h2>Partner scientifico</h2>
            <p>Dal 2019 sviluppiamo e verifichiamo le nostre formule insieme al Dipartimento di Medicina Animale, Produzioni e Salute dell'<a href="https://www.unipd.it/" target="_blank" rel="noopener">Università degli Studi di Padova</a>, con prove di digeribilità e appetibilità condotte secondo le linee guida FEDIAF.</p>
            <h2>Certificazioni</h2>
            <ul><li>Linea Bio certificata da <a href="https://www.icea.bio/" target="_blank" rel="noopener">ICEA</a> (Istituto per la Certificazione Etica e Ambientale)</li><li>Stabilimento riconosciuto ai sensi del Reg. CE 1069/2009, n. αIT0218P3TN</li><li>Sistema di gestione qualità ISO 9001:2015</li></ul>
            <h2>Sosteniamo i rifugi</h2>
            <p>Ogni anno doniamo oltre 20 tonnellate di crocchette ai nostri partner solidali: l'<a href="https://www.enpa.it/" target="_blank" rel="noopener">ENPA – Ente Nazionale Protezione Animali</a> e il <a href="https://www.zampalibera.org/" target="_blank" rel="noopener">Rifugio Zampa Libera</a> di Rovereto, che ospita oltre 120 cani e gatti in attesa di adozione.</p>
          </section></section>`,
});

const chiSiamo = page({
  title: 'Chi siamo | Valbruna Pet Food',
  description: 'Una famiglia trentina che dal 1987 produce cibo per cani e gatti.',
  path: '/content/4-chi-siamo',
  pageName: 'cms',
  bodyId: 'cms',
  bodyClass: 'cms-id-4 cms-chi-siamo',
  breadcrumb: 'Chi siamo',
  content: `
          <section id="main"><header class="page-header"><h1>Chi siamo</h1></header>
          <section id="content" class="page-content page-cms page-cms-4">
            <p>Valbruna nasce nel 1987 quando Renzo Moser, allevatore di bracchi a Pergine Valsugana, inizia a preparare il cibo per i suoi cani con la carne del macellaio del paese. Oggi l'azienda è guidata dalle figlie Elena e Chiara, conta 46 dipendenti e produce circa 9.000 tonnellate di alimenti l'anno.</p>
            <h2>Il nostro stabilimento</h2>
            <p>Tutto viene prodotto nel nostro stabilimento di Pergine, alimentato al 100% da energia rinnovabile grazie all'impianto fotovoltaico installato sul tetto nel 2021.</p>
            <h2>Riconoscimenti</h2>
            <p>Premio "Impresa Trentina dell'Anno" 2022 (Confindustria Trento) · Prodotto dell'anno 2023, categoria Pet Food.</p>
            <h2>Lavora con noi</h2>
            <p>Cerchiamo operatori di produzione e un tecnologo alimentare. Invia il tuo CV a <a href="mailto:lavoro@valbrunapetfood.it">lavoro@valbrunapetfood.it</a> o candidati su <a href="https://www.infojobs.it/valbruna-pet-food/em-i0a9c2e61b4d7" target="_blank" rel="noopener">InfoJobs</a>.</p>
          </section></section>`,
});

const ambassador = page({
  title: 'I nostri ambassador | Valbruna Pet Food',
  description: 'Cani sportivi, famiglie e allevatori che si nutrono Valbruna.',
  path: '/content/9-ambassador',
  pageName: 'cms',
  bodyId: 'cms',
  bodyClass: 'cms-id-9 cms-ambassador',
  breadcrumb: 'Ambassador',
  content: `
          <section id="main"><header class="page-header"><h1>I nostri ambassador</h1></header>
          <section id="content" class="page-content page-cms page-cms-9">
            <p>Li abbiamo conosciuti in gara, in montagna o sul divano di casa. Tutti hanno scelto Valbruna per i loro compagni a quattro zampe.</p>
            <div class="row">
              <div class="col-md-4"><img src="${B}/img/cms/ambassador/sara-e-birba.jpg" alt="Sara e Birba" loading="lazy"><h3>Sara &amp; Birba</h3><p>Campionesse italiane di agility 2023, categoria Medium. <a href="https://www.instagram.com/sara_birba_agility/" target="_blank" rel="noopener">@sara_birba_agility</a></p></div>
              <div class="col-md-4"><img src="${B}/img/cms/ambassador/luca-e-tundra.jpg" alt="Luca e Tundra" loading="lazy"><h3>Luca &amp; Tundra</h3><p>Guida alpina e husky da sleddog, in Val di Fassa. <a href="https://www.instagram.com/tundra.sled/" target="_blank" rel="noopener">@tundra.sled</a></p></div>
              <div class="col-md-4"><img src="${B}/img/cms/ambassador/i-gatti-di-villa-ada.jpg" alt="I gatti di Villa Ada" loading="lazy"><h3>I gatti di Villa Ada</h3><p>Una colonia felina romana e le sue volontarie. <a href="https://www.tiktok.com/@gattidivillaada" target="_blank" rel="noopener">@gattidivillaada</a></p></div>
            </div>
            <p>Vuoi diventare ambassador? Scrivici a <a href="mailto:social@valbrunapetfood.it">social@valbrunapetfood.it</a>.</p>
          </section></section>`,
});

const categoria = page({
  title: 'Cane | Valbruna Pet Food',
  description: 'Crocchette, umido e snack per cani di tutte le taglie e età.',
  path: '/3-cane',
  pageName: 'category',
  bodyId: 'category',
  bodyClass: 'category-id-3 category-cane category-id-parent-2 category-depth-level-2',
  breadcrumb: 'Cane',
  content: `
          <section id="main"><div id="js-product-list-header"><div class="block-category card card-block"><h1 class="h1">Cane</h1><div class="block-category-inner"><div id="category-description" class="text-muted"><p>Ricette monoproteiche con carne fresca, per cani di tutte le taglie. Senza coloranti, conservanti e aromi artificiali.</p></div></div></div></div>
          <section id="products"><div id="js-product-list-top" class="row products-selection"><div class="col-md-6 hidden-sm-down total-products"><p>Ci sono ${prodotti.length} prodotti.</p></div><div class="col-md-6"><div class="row sort-by-row"><span class="col-sm-3 col-md-3 hidden-sm-down sort-by">Ordina per:</span><div class="col-sm-9 col-xs-8 col-md-9 products-sort-order dropdown"><button class="btn-unstyle select-title" rel="nofollow" data-toggle="dropdown" aria-label="Ordina per selezione" aria-haspopup="true" aria-expanded="false">Pertinenza<i class="material-icons float-xs-right">arrow_drop_down</i></button></div></div></div></div>
          <div id="js-product-list"><div class="products row">
${prodotti.map(miniature).join('')}
          </div><nav class="pagination"><div class="col-md-4">Visualizzati 1-${prodotti.length} su ${prodotti.length} articoli</div></nav></div></section></section>`,
});

const prodotto = page({
  title: 'Crocchette Adult Agnello e Riso 6 kg | Valbruna Pet Food',
  description: 'Crocchette monoproteiche con agnello fresco di montagna e riso, per cani adulti di tutte le taglie.',
  path: '/cane/12-crocchette-adult-agnello-e-riso.html',
  pageName: 'product',
  bodyId: 'product',
  bodyClass: 'product-id-12 product-crocchette-adult-agnello-e-riso product-id-category-10',
  breadcrumb: 'Crocchette Adult Agnello e Riso',
  content: `
          <section id="main"><meta content="${B}/cane/12-crocchette-adult-agnello-e-riso.html"><div class="row product-container js-product-container">
            <div class="col-md-6"><section class="page-content" id="content"><div class="images-container js-images-container"><div class="product-cover"><img class="js-qv-product-cover img-fluid" src="${B}/36-large_default/crocchette-adult-agnello-e-riso.jpg" alt="Crocchette Adult Agnello e Riso" loading="lazy" width="800" height="800"></div></div></section></div>
            <div class="col-md-6"><h1 class="h1">Crocchette Adult Agnello e Riso</h1>
              <div class="product-prices js-product-prices"><div class="product-price h5"><div class="current-price"><span class="current-price-value" content="34.9">34,90&nbsp;€</span></div></div><div class="tax-shipping-delivery-label">IVA inclusa</div></div>
              <div class="product-information"><div id="product-description-short-12" class="product-description"><p>Agnello fresco di montagna (32%) come unica fonte proteica animale, riso e orzo macinati a pietra, olio di semi di lino. Ideale per cani con sensibilità alimentari.</p></div>
              <div class="product-actions js-product-actions"><form action="${B}/carrello" method="post" id="add-to-cart-or-refresh"><input type="hidden" name="token" value="b4c1e7d2a9f03856e1d7c2b9a4f0e683"><input type="hidden" name="id_product" value="12" id="product_page_product_id"><input type="hidden" name="id_customization" value="0" id="product_customization_id" class="js-product-customization-id">
                <div class="product-variants js-product-variants"><div class="clearfix product-variants-item"><span class="control-label">Formato</span><select class="form-control form-control-select" id="group_1" aria-label="Formato" data-product-attribute="1" name="group[1]"><option value="1" title="2 kg">2 kg</option><option value="2" title="6 kg" selected="selected">6 kg</option><option value="3" title="12 kg">12 kg</option></select></div></div>
                <div class="product-add-to-cart js-product-add-to-cart"><span class="control-label">Quantità</span><div class="product-quantity clearfix"><div class="qty"><input type="number" name="qty" id="quantity_wanted" inputmode="numeric" pattern="[0-9]*" value="1" min="1" class="input-group" aria-label="Quantità"></div><div class="add"><button class="btn btn-primary add-to-cart" data-button-action="add-to-cart" type="submit"><i class="material-icons shopping-cart">&#xE547;</i>Aggiungi al carrello</button></div></div></div>
              </form></div></div>
              <div class="tabs"><ul class="nav nav-tabs" role="tablist"><li class="nav-item"><a class="nav-link active" data-toggle="tab" href="#description" role="tab" aria-controls="description">Descrizione</a></li><li class="nav-item"><a class="nav-link" data-toggle="tab" href="#analisi" role="tab" aria-controls="analisi">Componenti analitici</a></li></ul>
              <div class="tab-content" id="tab-content"><div class="tab-pane fade in active" id="description" role="tabpanel"><div class="product-description"><p>Composizione: agnello fresco 32%, riso 24%, orzo 18%, farina di agnello disidratata 10%, grasso di pollo, polpa di barbabietola, olio di semi di lino 2%, lievito di birra, sali minerali.</p></div></div><div class="tab-pane fade" id="analisi" role="tabpanel"><p>Proteina grezza 24%, grassi grezzi 14%, fibra grezza 3%, ceneri grezze 7,5%, umidità 9%.</p></div></div></div>
            </div></div></section>`,
});

const contattaci = page({
  title: 'Contattaci | Valbruna Pet Food',
  description: 'Scrivici per informazioni su prodotti, ordini e rivenditori.',
  path: '/contattaci',
  pageName: 'contact',
  bodyId: 'contact',
  bodyClass: '',
  breadcrumb: 'Contattaci',
  content: `
          <section id="main"><section id="content" class="page-content card card-block"><section class="contact-form"><form action="${B}/contattaci" method="post" enctype="multipart/form-data"><section class="form-fields"><div class="form-group row"><div class="col-md-9 col-md-offset-3"><h3>Contattaci</h3></div></div><div class="form-group row"><label class="col-md-3 form-control-label" for="id_contact">Oggetto</label><div class="col-md-6"><select name="id_contact" id="id_contact" class="form-control form-control-select"><option value="2">Servizio clienti</option><option value="3">Rivenditori</option><option value="4">Veterinari</option></select></div></div><div class="form-group row"><label class="col-md-3 form-control-label" for="email">Indirizzo email</label><div class="col-md-6"><input id="email" class="form-control" name="from" type="email" value="" placeholder="tuo@email.it"></div></div><div class="form-group row"><label class="col-md-3 form-control-label" for="contactform-message">Messaggio</label><div class="col-md-9"><textarea id="contactform-message" class="form-control" name="message" placeholder="Come possiamo aiutarti?" rows="3"></textarea></div></div></section><footer class="form-footer text-sm-right"><input type="hidden" name="url" value=""/><input type="hidden" name="token" value="0a7d3c9e1b5f2486d0c3a7e9f1b2d4c6" /><input class="btn btn-primary" type="submit" name="submitMessage" value="Invia"></footer></form></section></section></section>`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'Italian pet-food maker on PrestaShop 8: store locator CMS page with Google Maps, region-grouped list (some shops without site, one vet clinic) and a JS array of the same data, chains and marketplaces in prose, supply-chain partners, university research partner and shelter charities on a filiera page; negatives: ambassadors with social links, testimonials, ICEA/ISO certifications, awards, InfoJobs careers, iubenda legal links, payment logos',
  pages: {
    '/': { headers: headers(), html: home },
    '/content/7-dove-acquistare': { headers: headers(), html: doveAcquistare },
    '/content/8-la-nostra-filiera': { headers: headers(), html: filiera },
    '/content/4-chi-siamo': { headers: headers(), html: chiSiamo },
    '/content/9-ambassador': { headers: headers(), html: ambassador },
    '/3-cane': { headers: headers(), html: categoria },
    '/cane/12-crocchette-adult-agnello-e-riso.html': { headers: headers(), html: prodotto },
    '/contattaci': { headers: headers(), html: contattaci },
  },
  technologies: [
    'prestashop',
    'php',
    'mysql',
    'apache-http-server',
    'jquery',
    'jquery-ui',
    'iubenda',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'google-maps',
    'paypal',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'zampeecode.it': 'channel',
    'petbottega.it': 'channel',
    'agrariavalsugana.it': 'channel',
    'tierwelt-bozen.it': 'channel',
    'vetdolomiti.it': 'channel',
    'petlandpadova.it': 'channel',
    'baubaumarket.it': 'channel',
    'quattrozampefirenze.it': 'channel',
    'animaliaroma.it': 'channel',
    'amicia4zampenapoli.it': 'channel',
    'arcaplanet.it': 'channel',
    'isoladeitesori.it': 'channel',
    'maxizoo.it': 'channel',
    'zooplus.it': 'channel',
    'amazon.it': 'channel',
    'trotatrentina.it': 'generic',
    'lerogge.it': 'generic',
    'mulinovalsugana.it': 'generic',
    'unipd.it': 'generic',
    'enpa.it': 'generic',
    'zampalibera.org': 'generic',
  },
};
