import type { CorpusSite } from '../corpus/types.js';

const B = 'https://www.anvelopia.ro';

const head = (id: string, title: string, path: string, desc: string) => `<!doctype html>
<html lang="ro-RO">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="x-ua-compatible" content="ie=edge">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <meta name="keywords" content="">
    <link rel="canonical" href="${B}${path}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/vnd.microsoft.icon" href="${B}/img/favicon.ico?1698412233">
    <link rel="shortcut icon" type="image/x-icon" href="${B}/img/favicon.ico?1698412233">
    <link rel="stylesheet" href="${B}/themes/anvelopia/assets/css/theme.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/ps_searchbar/ps_searchbar.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/modules/ps_facetedsearch/views/dist/front.css" type="text/css" media="all">
    <link rel="stylesheet" href="${B}/themes/anvelopia/assets/css/custom.css" type="text/css" media="all">
    <script type="text/javascript">
      var prestashop = {"cart":{"products":[],"totals":{"total":{"type":"total","label":"Total","amount":0,"value":"0,00\u00a0lei"}},"products_count":0},"currency":{"id":1,"name":"Leu rom\u00e2nesc","iso_code":"RON","sign":"lei"},"customer":{"is_logged":false},"language":{"name":"Rom\u00e2n\u0103 (Romanian)","iso_code":"ro","locale":"ro-RO"},"page":{"page_name":"${id}"},"shop":{"name":"Anvelopia","logo":"/img/anvelopia-logo-1698412233.svg"},"urls":{"base_url":"https://www.anvelopia.ro/"},"static_token":"c41d7f0e8a2b9d63e5f1a4c7b0d29e8f"};
      var psemailsubscription_subscription = "https://www.anvelopia.ro/module/ps_emailsubscription/subscription";
    </script>
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W4C9L2M');</script>
    <!-- End Google Tag Manager -->
  </head>`;

const header = (id: string) => `<body id="${id}" class="lang-ro country-ro currency-ron layout-full-width page-${id} tax-display-enabled">
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W4C9L2M" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <main>
      <header id="header">
        <nav class="header-nav">
          <div class="container"><div class="row">
            <div class="col-md-5 col-xs-12"><div id="_desktop_contact_link"><div id="contact-link">Comenzi telefonice: <span>0372 715 900</span> (L–V 9–18)</div></div></div>
            <div class="col-md-7 right-nav">
              <div id="_desktop_user_info"><div class="user-info"><a href="${B}/contul-meu" title="Autentificare în contul clientului" rel="nofollow"><i class="material-icons">&#xE7FF;</i><span class="hidden-sm-down">Autentificare</span></a></div></div>
              <div id="_desktop_cart"><div class="blockcart cart-preview inactive" data-refresh-url="//www.anvelopia.ro/module/ps_shoppingcart/ajax"><div class="header"><i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i><span class="hidden-sm-down">Coș</span><span class="cart-products-count">(0)</span></div></div></div>
            </div>
          </div></div>
        </nav>
        <div class="header-top">
          <div class="container"><div class="row">
            <div class="col-md-2 hidden-sm-down" id="_desktop_logo"><h1><a href="${B}/"><img class="logo img-fluid" src="${B}/img/anvelopia-logo-1698412233.svg" alt="Anvelopia" width="180" height="44"></a></h1></div>
            <div class="header-top-right col-md-10 col-sm-12 position-static">
              <div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu">
                <ul class="top-menu" id="top-menu" data-depth="0">
                  <li class="category" id="category-3"><a class="dropdown-item" href="${B}/3-anvelope-vara" data-depth="0">Anvelope vară</a></li>
                  <li class="category" id="category-4"><a class="dropdown-item" href="${B}/4-anvelope-iarna" data-depth="0">Anvelope iarnă</a></li>
                  <li class="category" id="category-5"><a class="dropdown-item" href="${B}/5-anvelope-all-season" data-depth="0">All season</a></li>
                  <li class="category" id="category-6"><a class="dropdown-item" href="${B}/6-jante" data-depth="0">Jante</a></li>
                  <li class="manufacturers" id="manufacturers"><a class="dropdown-item" href="${B}/brands" data-depth="0">Mărci</a></li>
                  <li class="link" id="lnk-montaj"><a class="dropdown-item" href="${B}/service-uri-partenere" data-depth="0">Montaj la service partener</a></li>
                </ul>
                <div class="clearfix"></div>
              </div>
              <div id="search_widget" class="search-widgets" data-search-controller-url="//www.anvelopia.ro/cautare"><form method="get" action="//www.anvelopia.ro/cautare"><input type="hidden" name="controller" value="search"><i class="material-icons search" aria-hidden="true">search</i><input type="text" name="s" value="" placeholder="Caută după dimensiune, ex. 205/55 R16" aria-label="Căutare"></form></div>
              <div class="clearfix"></div>
            </div>
          </div></div>
        </div>
      </header>
      <section id="wrapper">
        <div class="container">
          <div id="content-wrapper">`;

const footer = `          </div>
        </div>
      </section>
      <footer id="footer">
        <div class="container"><div class="row">
          <div class="block_newsletter col-lg-8 col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore"><p id="block-newsletter-label" class="col-md-5 col-xs-12">Află primul despre promoții</p><form action="${B}/#blockEmailSubscription_displayFooterBefore" method="post"><input name="email" type="email" value="" placeholder="Adresa ta de e-mail" aria-labelledby="block-newsletter-label"><input class="btn btn-primary" name="submitNewsletter" type="submit" value="Abonează-te"><input type="hidden" name="blockHookName" value="displayFooterBefore"><input type="hidden" name="action" value="0"></form></div>
          <div class="block-social col-lg-4 col-md-12 col-sm-12"><ul><li class="facebook"><a href="https://www.facebook.com/anvelopia.ro" target="_blank" rel="noopener noreferrer">Facebook</a></li><li class="instagram"><a href="https://www.instagram.com/anvelopia.ro/" target="_blank" rel="noopener noreferrer">Instagram</a></li><li class="youtube"><a href="https://www.youtube.com/@anvelopia" target="_blank" rel="noopener noreferrer">YouTube</a></li></ul></div>
        </div></div>
        <div class="footer-container"><div class="container"><div class="row">
          <div class="col-md-6 links"><div class="row">
            <div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">Informații</p><ul id="footer_sub_menu_1" class="collapse">
              <li><a id="link-cms-page-1-1" class="cms-page-link" href="${B}/content/1-livrare" title="Livrare">Livrare</a></li>
              <li><a id="link-cms-page-2-1" class="cms-page-link" href="${B}/content/2-termeni-si-conditii" title="Termeni și condiții">Termeni și condiții</a></li>
              <li><a id="link-cms-page-4-1" class="cms-page-link" href="${B}/content/4-despre-noi" title="Despre noi">Despre noi</a></li>
              <li><a id="link-custom-page-1" class="custom-page-link" href="${B}/service-uri-partenere" title="Service-uri partenere">Service-uri partenere</a></li>
              <li><a id="link-custom-page-2" class="custom-page-link" href="${B}/blog" title="Blog">Blog</a></li>
            </ul></div>
            <div class="col-md-6 wrapper"><p class="h3 hidden-sm-down">Contul tău</p><ul class="account-list collapse"><li><a href="${B}/date-personale" title="Informații personale" rel="nofollow">Informații personale</a></li><li><a href="${B}/istoric-comenzi" title="Comenzi" rel="nofollow">Comenzi</a></li></ul></div>
          </div></div>
          <div class="block-contact col-md-3 links wrapper"><p class="h4 text-uppercase block-contact-title hidden-sm-down">Informații magazin</p>Anvelopia Distribution SRL<br>Șos. Berceni 104, Sector 4<br>București, România<br>CUI RO38220416 · J40/14377/2017<br>Telefon: <span>0372 715 900</span><br>E-mail: <a href="mailto:comenzi@anvelopia.ro">comenzi@anvelopia.ro</a></div>
          <div class="col-md-3 links wrapper"><p class="h4">Plăți și protecția consumatorului</p>
            <p>Plăți cu cardul procesate prin <a href="https://netopia-payments.com/" target="_blank" rel="nofollow noopener">NETOPIA Payments</a>.</p>
            <p><a href="https://anpc.ro/ce-este-sal/" target="_blank" rel="nofollow noopener"><img src="${B}/img/cms/anpc-sal.png" alt="Soluționarea alternativă a litigiilor" width="250" height="50"></a><br><a href="https://ec.europa.eu/consumers/odr" target="_blank" rel="nofollow noopener"><img src="${B}/img/cms/anpc-sol.png" alt="Soluționarea online a litigiilor" width="250" height="50"></a></p>
            <p><a href="https://www.trusted.ro/anvelopia-ro" target="_blank" rel="nofollow noopener"><img src="${B}/img/cms/trusted-badge.png" alt="Magazin certificat Trusted.ro" width="90" height="90"></a></p>
          </div>
        </div>
        <div class="row"><div class="col-md-12"><p class="text-sm-center">© 2024 Anvelopia.ro · Livrare gratuită prin DPD sau FAN Courier la comenzi de minimum 2 anvelope</p></div></div>
        </div></div>
      </footer>
    </main>
    <script type="text/javascript" src="${B}/themes/core.js"></script>
    <script type="text/javascript" src="${B}/themes/anvelopia/assets/js/theme.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_emailsubscription/views/js/ps_emailsubscription.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_searchbar/ps_searchbar.js"></script>
    <script type="text/javascript" src="${B}/modules/ps_shoppingcart/ps_shoppingcart.js"></script>
    <script type="text/javascript" src="${B}/modules/anvmontaj/views/js/front.js"></script>
    <script type="text/javascript" src="${B}/themes/anvelopia/assets/js/custom.js"></script>
  </body>
</html>`;

type Garage = { judet: string; name: string; address: string; phone: string; web?: string; webText?: string; fb?: string };

const garage = (g: Garage) => `<article class="montaj-partner card" itemscope itemtype="https://schema.org/AutoRepair">
  <div class="card-block">
    <p class="montaj-judet">Jud. ${g.judet}</p>
    <h3 class="h5" itemprop="name">${g.name}</h3>
    <p itemprop="address"><i class="material-icons">place</i> ${g.address}</p>
    <p><i class="material-icons">phone</i> <a href="tel:${g.phone.replace(/\s/g, '')}" itemprop="telephone">${g.phone}</a></p>
    ${g.web ? `<p><i class="material-icons">language</i> <a href="${g.web}" target="_blank" rel="nofollow noopener" itemprop="url">${g.webText ?? g.web.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a></p>` : ''}
    ${g.webText && !g.web ? `<p><i class="material-icons">language</i> ${g.webText}</p>` : ''}
    ${g.fb ? `<p><a href="${g.fb}" target="_blank" rel="nofollow noopener">Pagina de Facebook</a></p>` : ''}
    <p class="montaj-pret">Montaj + echilibrare: de la 120 lei / set</p>
  </div>
</article>`;

const montajPage = (
  page: 1 | 2,
  garages: Garage[],
) => `${head('module-anvmontaj-parteneri', `Service-uri partenere pentru montaj anvelope${page === 2 ? ' – pagina 2' : ''} – Anvelopia`, page === 1 ? '/service-uri-partenere' : '/service-uri-partenere?page=2', 'Livrăm anvelopele direct la un service partener, unde le montezi la preț redus.')}
${header('module-anvmontaj-parteneri')}
            <section id="main">
              <header class="page-header"><h1>Service-uri partenere</h1></header>
              <section id="content" class="page-content card card-block">
                <p>Alege la finalizarea comenzii livrarea la unul dintre service-urile partenere Anvelopia. Anvelopele te așteaptă acolo, iar montajul îl plătești direct partenerului, la tariful negociat de noi.</p>
                <form class="montaj-filter" method="get" action="${B}/service-uri-partenere"><label for="judet">Filtrează după județ</label><select id="judet" name="judet"><option value="">Toate județele</option><option>Alba</option><option>Arad</option><option>Brașov</option><option>București</option><option>Cluj</option><option>Constanța</option><option>Dolj</option><option>Iași</option><option>Timiș</option></select><button class="btn btn-secondary" type="submit">Filtrează</button></form>
                <div class="montaj-list">
${garages.map(garage).join('\n')}
                </div>
                <nav class="pagination"><div class="col-md-4">Se afișează ${page === 1 ? '1-5' : '6-9'} din 9 service-uri</div><div class="col-md-6 offset-md-2 pr-0"><ul class="page-list clearfix text-sm-center">
                  ${page === 1 ? `<li class="current"><a rel="nofollow" href="${B}/service-uri-partenere" class="disabled js-search-link">1</a></li><li><a rel="nofollow" href="${B}/service-uri-partenere?page=2" class="js-search-link">2</a></li><li><a rel="next" href="${B}/service-uri-partenere?page=2" class="next js-search-link">Următorul<i class="material-icons">&#xE315;</i></a></li>` : `<li><a rel="prev" href="${B}/service-uri-partenere" class="previous js-search-link"><i class="material-icons">&#xE314;</i>Anterior</a></li><li><a rel="nofollow" href="${B}/service-uri-partenere" class="js-search-link">1</a></li><li class="current"><a rel="nofollow" href="${B}/service-uri-partenere?page=2" class="disabled js-search-link">2</a></li>`}
                </ul></div></nav>
                <p class="small">Ai un service și vrei să devii partener Anvelopia? Scrie-ne la <a href="mailto:parteneri@anvelopia.ro">parteneri@anvelopia.ro</a>.</p>
              </section>
            </section>
${footer}`;

export const site: CorpusSite = {
  domain: 'anvelopia.ro',
  covers:
    'Romanian PrestaShop tyre shop: partner fitting garages ("service-uri partenere", reached via a menu item and the footer) split over two paginated pages, grouped by county with addresses, where one site is written as text only, one garage has only a phone and one only a Facebook page; traps are tyre brands under "Mărci", the NETOPIA payment processor, ANPC SAL/SOL badges, a Trusted.ro trust mark, couriers named in the delivery text, and a blog post linking ADAC and a tyre maker.',
  sitemap: [
    `${B}/`,
    `${B}/service-uri-partenere`,
    `${B}/service-uri-partenere?page=2`,
    `${B}/content/1-livrare`,
    `${B}/content/4-despre-noi`,
    `${B}/blog/test-anvelope-iarna-adac-2024`,
  ],
  pages: {
    '/': { status: 301, redirect: `${B}/` },
    [`${B}/`]: {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=utf-8',
        'x-powered-by': 'PHP/7.4.33',
        'set-cookie':
          'PrestaShop-8f2b1c9d4e7a6f03b5c2d1e0a9f8b7c6=def5020093c1a7b8e4f2d6c0; expires=Sat, 01-Jun-2024 10:12:44 GMT; Max-Age=1728000; path=/; domain=www.anvelopia.ro; secure; HttpOnly; SameSite=Lax',
      },
      html: `${head('index', 'Anvelope ieftine de vară, iarnă și all season – Anvelopia', '/', 'Anvelope auto de vară, iarnă și all season, livrare gratuită sau montaj la service partener.')}
${header('index')}
            <section id="content" class="page-home">
              <div class="home-search card card-block">
                <h2 class="h1">Găsește anvelopele potrivite</h2>
                <form action="${B}/cautare" method="get" class="tyre-size-form"><select name="latime" aria-label="Lățime"><option>205</option><option>215</option><option>225</option></select> / <select name="inaltime" aria-label="Înălțime"><option>55</option><option>60</option></select> R <select name="diametru" aria-label="Diametru"><option>16</option><option>17</option></select><button class="btn btn-primary">Caută anvelope</button></form>
              </div>
              <section class="featured-products clearfix">
                <h2 class="h2 products-section-title text-uppercase">Cele mai vândute</h2>
                <div class="products row">
                  <article class="product-miniature js-product-miniature" data-id-product="1841" data-id-product-attribute="0"><div class="thumbnail-container"><a href="${B}/anvelope-vara/1841-michelin-primacy-4-205-55-r16-91v.html" class="thumbnail product-thumbnail"><img src="${B}/2291-home_default/michelin-primacy-4-205-55-r16-91v.jpg" alt="Michelin Primacy 4+ 205/55 R16 91V" loading="lazy"></a><div class="product-description"><h3 class="h3 product-title"><a href="${B}/anvelope-vara/1841-michelin-primacy-4-205-55-r16-91v.html">Michelin Primacy 4+ 205/55 R16 91V</a></h3><div class="product-price-and-shipping"><span class="price" aria-label="Preț">489,00 lei</span></div></div></div></article>
                  <article class="product-miniature js-product-miniature" data-id-product="2210" data-id-product-attribute="0"><div class="thumbnail-container"><a href="${B}/anvelope-iarna/2210-continental-wintercontact-ts-870-205-55-r16-91h.html" class="thumbnail product-thumbnail"><img src="${B}/2870-home_default/continental-wintercontact-ts-870.jpg" alt="Continental WinterContact TS 870 205/55 R16 91H" loading="lazy"></a><div class="product-description"><h3 class="h3 product-title"><a href="${B}/anvelope-iarna/2210-continental-wintercontact-ts-870-205-55-r16-91h.html">Continental WinterContact TS 870</a></h3><div class="product-price-and-shipping"><span class="price">512,00 lei</span></div></div></div></article>
                </div>
              </section>
              <section class="brand-list">
                <h2 class="h2">Mărci de anvelope</h2>
                <ul class="brands-row">
                  <li><a href="${B}/brand/2-michelin"><img src="${B}/img/m/2-small_default.jpg" alt="Michelin"></a></li>
                  <li><a href="${B}/brand/3-continental"><img src="${B}/img/m/3-small_default.jpg" alt="Continental"></a></li>
                  <li><a href="${B}/brand/5-nokian-tyres"><img src="${B}/img/m/5-small_default.jpg" alt="Nokian Tyres"></a></li>
                  <li><a href="${B}/brand/8-hankook"><img src="${B}/img/m/8-small_default.jpg" alt="Hankook"></a></li>
                  <li><a href="${B}/brand/11-kleber"><img src="${B}/img/m/11-small_default.jpg" alt="Kleber"></a></li>
                </ul>
              </section>
              <section class="montaj-teaser card card-block">
                <h2 class="h2">Montaj inclus la peste 150 de service-uri partenere</h2>
                <p>Comanzi online, alegi un service partener din orașul tău și ai anvelopele montate în 48 de ore. <a href="${B}/service-uri-partenere">Vezi lista service-urilor partenere</a></p>
              </section>
            </section>
${footer}`,
    },
    [`${B}/service-uri-partenere`]: {
      html: montajPage(1, [
        {
          judet: 'Alba',
          name: 'Auto Service Carpați SRL',
          address: 'Str. Calea Moților 112, Alba Iulia',
          phone: '0258 811 420',
          web: 'https://www.servicecarpati.ro/',
        },
        { judet: 'Arad', name: 'Vulcanizare Express Arad', address: 'Calea Aurel Vlaicu 265, Arad', phone: '0744 318 902' },
        {
          judet: 'Brașov',
          name: 'TopGum Service',
          address: 'Str. Zizinului 109, Brașov',
          phone: '0268 330 715',
          webText: 'www.topgum-brasov.ro',
        },
        {
          judet: 'București',
          name: 'Roți &amp; Jante Center',
          address: 'Bd. Basarabia 250, Sector 3, București',
          phone: '021 255 40 40',
          web: 'https://rotisijante.ro/service-montaj/',
          webText: 'rotisijante.ro',
        },
        {
          judet: 'Cluj',
          name: 'Napoca Tyres',
          address: 'Str. Fabricii 48, Cluj-Napoca',
          phone: '0264 406 212',
          web: 'https://napocatyres.ro',
        },
      ]),
    },
    [`${B}/service-uri-partenere?page=2`]: {
      html: montajPage(2, [
        {
          judet: 'Constanța',
          name: 'Litoral Auto Service',
          address: 'Bd. Aurel Vlaicu 184, Constanța',
          phone: '0241 690 300',
          web: 'https://litoralautoservice.ro/',
        },
        {
          judet: 'Dolj',
          name: 'Vulcanizare Oltenia',
          address: 'Calea Severinului 36, Craiova',
          phone: '0751 204 117',
          fb: 'https://www.facebook.com/vulcanizareoltenia',
        },
        {
          judet: 'Iași',
          name: 'Moldova Pneu SRL',
          address: 'Șos. Păcurari 138, Iași',
          phone: '0232 214 880',
          web: 'https://www.moldovapneu.ro/',
        },
        {
          judet: 'Timiș',
          name: 'Banat Auto Serv',
          address: 'Calea Șagului 201, Timișoara',
          phone: '0256 293 511',
          webText: 'banatautoserv.ro',
        },
      ]),
    },
    [`${B}/content/1-livrare`]: {
      html: `${head('cms', 'Livrare – Anvelopia', '/content/1-livrare', 'Informații despre livrarea anvelopelor.')}
${header('cms')}
            <section id="main">
              <header class="page-header"><h1>Livrare</h1></header>
              <section id="content" class="page-content page-cms page-cms-1">
                <p>Livrăm în toată țara prin curierii DPD și FAN Courier, în 24–48 de ore lucrătoare. Transportul este gratuit pentru comenzile de minimum 2 anvelope.</p>
                <p>Poți urmări coletul pe site-ul curierului cu numărul AWB primit pe e-mail.</p>
                <p>Dacă alegi <a href="${B}/service-uri-partenere">livrarea la un service partener</a>, anvelopele sunt trimise direct acolo, fără cost suplimentar.</p>
              </section>
            </section>
${footer}`,
    },
    [`${B}/content/4-despre-noi`]: {
      html: `${head('cms', 'Despre noi – Anvelopia', '/content/4-despre-noi', 'Despre Anvelopia.')}
${header('cms')}
            <section id="main">
              <header class="page-header"><h1>Despre noi</h1></header>
              <section id="content" class="page-content page-cms page-cms-4">
                <p>Anvelopia.ro este magazinul online al Anvelopia Distribution SRL, înființată în 2017 în București. Avem un depozit propriu de 4.000 m² și comercializăm peste 40 de mărci de anvelope și jante.</p>
                <p>Din 2021 suntem magazin certificat <a href="https://www.trusted.ro/" target="_blank" rel="nofollow noopener">Trusted.ro</a>, iar în 2023 am primit premiul „Cel mai bun magazin auto-moto” la <a href="https://www.gpec.ro/premii" target="_blank" rel="nofollow noopener">Gala GPeC</a>.</p>
              </section>
            </section>
${footer}`,
    },
    [`${B}/blog/test-anvelope-iarna-adac-2024`]: {
      html: `${head('module-anvblog-post', 'Testul ADAC 2024 pentru anvelope de iarnă: câștigătorii – Anvelopia', '/blog/test-anvelope-iarna-adac-2024', 'Rezultatele testului ADAC pentru anvelope de iarnă 2024.')}
${header('module-anvblog-post')}
            <section id="main">
              <article class="blog-post card card-block">
                <h1>Testul ADAC 2024 pentru anvelope de iarnă: câștigătorii</h1>
                <p class="post-meta">Publicat pe 10 octombrie 2024</p>
                <p>Clubul auto german <a href="https://www.adac.de/rund-ums-fahrzeug/tests/reifen/winterreifen/" target="_blank" rel="nofollow noopener">ADAC</a> a testat 16 modele de anvelope de iarnă în dimensiunea 205/55 R16. Pe primul loc s-a clasat <a href="${B}/anvelope-iarna/2210-continental-wintercontact-ts-870-205-55-r16-91h.html">Continental WinterContact TS 870</a>, urmat de Michelin Alpin 7.</p>
                <p>Rezultatele complete și metodologia le găsești pe site-ul <a href="https://www.michelin.ro/auto/anvelope/michelin-alpin-7" target="_blank" rel="nofollow noopener">Michelin</a> și în raportul ADAC.</p>
              </article>
            </section>
${footer}`,
    },
  },
  technologies: ['prestashop', 'php', 'mysql', 'nginx', 'cart-functionality', 'dpd', 'google-tag-manager'],
  partners: {
    'servicecarpati.ro': 'channel',
    'topgum-brasov.ro': 'channel',
    'rotisijante.ro': 'channel',
    'napocatyres.ro': 'channel',
    'litoralautoservice.ro': 'channel',
    'moldovapneu.ro': 'channel',
    'banatautoserv.ro': 'channel',
  },
};
