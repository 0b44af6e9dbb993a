import type { CorpusSite } from '../corpus/types.js';

const base = 'https://www.uljara-bartulovic.hr';

const head = (title: string, path: string, pageName: string) => `<!doctype html>
<html lang="hr-HR">

  <head>
    
      
  <meta charset="utf-8">


  <meta http-equiv="x-ua-compatible" content="ie=edge">



  <title>${title}</title>
  
    
  
  <meta name="description" content="Ekstra djevičansko maslinovo ulje s otoka Brača. Obiteljska uljara iz Pučišća.">
  <meta name="keywords" content="">
        <link rel="canonical" href="${base}${path}">
    
      


  <meta name="viewport" content="width=device-width, initial-scale=1">



  <link rel="icon" type="image/vnd.microsoft.icon" href="${base}/img/favicon.ico?1689331221">
  <link rel="shortcut icon" type="image/x-icon" href="${base}/img/favicon.ico?1689331221">



    <link rel="stylesheet" href="${base}/themes/classic/assets/cache/theme-6a4e1f1.css" type="text/css" media="all">
  <link rel="stylesheet" href="${base}/modules/ps_searchbar/ps_searchbar.css" type="text/css" media="all">




  

  <script type="text/javascript">
        var prestashop = {"cart":{"products":[],"totals":{"total":{"type":"total","label":"Ukupno","amount":0,"value":"0,00\\u00a0\\u20ac"}},"products_count":0},"currency":{"id":1,"name":"Euro","iso_code":"EUR","iso_code_num":"978","sign":"\\u20ac"},"customer":{"lastname":null,"firstname":null,"is_logged":false},"language":{"name":"Hrvatski (Croatian)","iso_code":"hr","locale":"hr-HR","language_code":"hr-hr","is_rtl":"0","date_format_lite":"d.m.Y."},"page":{"title":"","canonical":"${base}${path}","meta":{"title":"${title}"},"page_name":"${pageName}"},"shop":{"name":"Uljara Bartulovi\\u0107","logo":"https:\\/\\/www.uljara-bartulovic.hr\\/img\\/logo-1689331221.jpg"},"urls":{"base_url":"https:\\/\\/www.uljara-bartulovic.hr\\/","current_url":"https:\\/\\/www.uljara-bartulovic.hr${path.replace(/\//g, '\\/')}","pages":{"cart":"https:\\/\\/www.uljara-bartulovic.hr\\/kosarica","order":"https:\\/\\/www.uljara-bartulovic.hr\\/narudzba"}}};
        var psemailsubscription_subscription = "https:\\/\\/www.uljara-bartulovic.hr\\/module\\/ps_emailsubscription\\/subscription";
      </script>



  <!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-Q1BR7TULJ4"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-Q1BR7TULJ4', {'anonymize_ip': true});
</script>



    
  </head>`;

const header = (
  bodyId: string,
) => `  <body id="${bodyId}" class="lang-hr country-hr currency-eur layout-full-width page-${bodyId} tax-display-enabled">

    
      
    

    <main>
      
              

      <header id="header">
        
          
  <div class="header-banner">
    
  </div>



  <nav class="header-nav">
    <div class="container">
      <div class="row">
        <div class="hidden-sm-down">
          <div class="col-md-5 col-xs-12">
            <div id="_desktop_contact_link">
  <div id="contact-link">
                Nazovite nas: <span>021 633 418</span>
      </div>
</div>

          </div>
          <div class="col-md-7 right-nav">
              <div id="_desktop_user_info">
  <div class="user-info">
          <a
        href="${base}/moj-racun"
        title="Prijava u vaš korisnički račun"
        rel="nofollow"
      >
        <i class="material-icons">&#xE7FF;</i>
        <span class="hidden-sm-down">Prijava</span>
      </a>
      </div>
</div>
<div id="_desktop_cart">
  <div class="blockcart cart-preview inactive" data-refresh-url="//www.uljara-bartulovic.hr/module/ps_shoppingcart/ajax">
    <div class="header">
              <i class="material-icons shopping-cart" aria-hidden="true">shopping_cart</i>
        <span class="hidden-sm-down">Košarica</span>
        <span class="cart-products-count">(0)</span>
          </div>
  </div>
</div>

          </div>
        </div>
      </div>
    </div>
  </nav>



  <div class="header-top">
    <div class="container">
       <div class="row">
        <div class="col-md-2 hidden-sm-down" id="_desktop_logo">
                                    <h1>
  <a href="${base}/">
    <img
      class="logo img-fluid"
      src="${base}/img/logo-1689331221.jpg"
      alt="Uljara Bartulović"
      width="220"
      height="80">
  </a>
</h1>
                              </div>
        <div class="header-top-right col-md-10 col-sm-12 position-static">
          

<div class="menu js-top-menu position-static hidden-sm-down" id="_desktop_top_menu">
    
          <ul class="top-menu" id="top-menu" data-depth="0">
                    <li class="category" id="category-3">
                          <a class="dropdown-item" href="${base}/3-maslinovo-ulje" data-depth="0">Maslinovo ulje</a>
                      </li>
                    <li class="category" id="category-4">
                          <a class="dropdown-item" href="${base}/4-poklon-paketi" data-depth="0">Poklon paketi</a>
                      </li>
                    <li class="cms-page" id="cms-page-10">
                          <a class="dropdown-item" href="${base}/content/10-degustacije" data-depth="0">Degustacije</a>
                      </li>
                    <li class="cms-page" id="cms-page-6">
                          <a class="dropdown-item" href="${base}/content/6-gdje-kupiti" data-depth="0">Gdje kupiti</a>
                      </li>
                    <li class="cms-page" id="cms-page-4">
                          <a class="dropdown-item" href="${base}/content/4-o-nama" data-depth="0">O nama</a>
                      </li>
                    <li class="link" id="lnk-blog">
                          <a class="dropdown-item" href="${base}/blog" data-depth="0">Blog</a>
                      </li>
              </ul>
    
    <div class="clearfix"></div>
</div>
<div id="search_widget" class="search-widgets" data-search-controller-url="//www.uljara-bartulovic.hr/trazi">
  <form method="get" action="//www.uljara-bartulovic.hr/trazi">
    <input type="hidden" name="controller" value="search">
    <i class="material-icons search" aria-hidden="true">search</i>
    <input type="text" name="s" value="" placeholder="Pretraži naš katalog" aria-label="Pretraživanje">
  </form>
</div>

        </div>
      </div>
    </div>
  </div>
  

        
      </header>

      <section id="wrapper">
        
          
        
        <div class="container">
          <div id="content-wrapper" class="js-content-wrapper">`;

const footer = `          </div>
        </div>
      </section>

      <footer id="footer" class="js-footer">
        
          <div class="container">
  <div class="row">
    
      <div class="block_newsletter col-lg-8 col-md-12 col-sm-12" id="blockEmailSubscription_displayFooterBefore">
  <div class="row">
    <p id="block-newsletter-label" class="col-md-5 col-xs-12">Primajte novosti i ponude</p>
  </div>
</div>

  <div class="block-social col-lg-4 col-md-12 col-sm-12">
    <ul>
              <li class="facebook"><a href="https://www.facebook.com/uljarabartulovic" target="_blank" rel="noopener noreferrer">Facebook</a></li>
              <li class="instagram"><a href="https://www.instagram.com/uljara_bartulovic/" target="_blank" rel="noopener noreferrer">Instagram</a></li>
          </ul>
  </div>


    
  </div>
</div>
<div class="footer-container">
  <div class="container">
    <div class="row">
      
        <div class="col-md-6 links">
  <div class="row">
      <div class="col-md-6 wrapper">
      <p class="h3 hidden-sm-down">Informacije</p>
      <ul id="footer_sub_menu_1" class="collapse">
                  <li>
            <a id="link-cms-page-1-1" class="cms-page-link" href="${base}/content/1-dostava" title="Uvjeti dostave">Dostava</a>
          </li>
                  <li>
            <a id="link-cms-page-3-1" class="cms-page-link" href="${base}/content/3-uvjeti-kupnje" title="Opći uvjeti">Uvjeti kupnje</a>
          </li>
                  <li>
            <a id="link-cms-page-9-1" class="cms-page-link" href="${base}/content/9-za-trgovce" title="B2B i izvoz">Za trgovce</a>
          </li>
                  <li>
            <a id="link-static-page-contact-1" class="cms-page-link" href="${base}/kontaktirajte-nas" title="Kontakt">Kontakt</a>
          </li>
              </ul>
    </div>
    </div>
</div>
<div id="block_myaccount_infos" class="col-md-3 links wrapper">
  <p class="h3 myaccount-title hidden-sm-down">Uljara Bartulović</p>
  <ul class="account-list collapse" id="footer_account_list">
    <li>Obrt Uljara Bartulović, vl. Ante Bartulović</li>
    <li>Pučišća 214, 21412 Pučišća, otok Brač</li>
    <li>OIB 48220195573</li>
  </ul>
</div>

<div class="col-md-3 links">
  <p class="h3">Dostava i plaćanje</p>
  <p>Pošiljke šaljemo s <a href="https://gls-group.eu/HR/hr/pracenje-posiljaka" target="_blank" rel="nofollow">GLS</a>. Kartično plaćanje: <a href="https://www.corvuspay.com/" target="_blank" rel="nofollow">CorvusPay</a>.</p>
</div>

      
    </div>
    <div class="row">
      <div class="col-md-12">
        <p class="text-sm-center">
          <a href="https://strukturnifondovi.hr/" target="_blank" rel="noopener noreferrer"><img src="${base}/img/cms/eu-fondovi.png" alt="Projekt je sufinancirala Europska unija iz Europskog poljoprivrednog fonda za ruralni razvoj" width="400"></a>
        </p>
        <p class="text-sm-center">
          <a href="https://www.prestashop-project.org/" target="_blank" rel="noopener noreferrer nofollow">© 2024 - Ecommerce software by PrestaShop™</a>
        </p>
      </div>
    </div>
  </div>
</div>
        
      </footer>

    </main>

    
        <script type="text/javascript" src="${base}/themes/core.js" ></script>
  <script type="text/javascript" src="${base}/themes/classic/assets/js/theme.js" ></script>
  <script type="text/javascript" src="${base}/modules/ps_emailsubscription/views/js/ps_emailsubscription.js" ></script>
  <script type="text/javascript" src="${base}/modules/ps_searchbar/ps_searchbar.js" ></script>
  <script type="text/javascript" src="${base}/modules/ps_shoppingcart/ps_shoppingcart.js" ></script>
  <script type="text/javascript" src="${base}/themes/classic/assets/js/custom.js" ></script>


    

    
      
    
  </body>

</html>`;

const cms = (bodyId: string, title: string, body: string) => `            <section id="main">
              <header class="page-header">
                <h1>${title}</h1>
              </header>
              <section id="content" class="page-content page-cms page-cms-${bodyId}">
${body}
              </section>
            </section>`;

const home = `${head('Uljara Bartulović – maslinovo ulje s Brača', '/', 'index')}
${header('index')}
            <section id="content" class="page-home">
              <div id="custom-text">
                <h2>Ekstra djevičansko maslinovo ulje iz Pučišća</h2>
                <p>Četvrta generacija obitelji Bartulović bere oblicu, levantinku i pastorelu u maslinicima iznad Pučišća. Ulje prešamo hladno, unutar šest sati od berbe.</p>
              </div>
              <section class="featured-products clearfix">
                <h2 class="h2 products-section-title text-uppercase">Popularni proizvodi</h2>
                <div class="products row">
                  <div class="js-product product col-xs-12 col-sm-6 col-lg-4 col-xl-3"><article class="product-miniature js-product-miniature" data-id-product="1" data-id-product-attribute="0"><div class="thumbnail-container"><div class="product-description"><h3 class="h3 product-title"><a href="${base}/maslinovo-ulje/1-oblica-500-ml.html" content="${base}/maslinovo-ulje/1-oblica-500-ml.html">Oblica 0,5 l</a></h3><div class="product-price-and-shipping"><span class="price" aria-label="Cijena">18,00&nbsp;€</span></div></div></div></article></div>
                  <div class="js-product product col-xs-12 col-sm-6 col-lg-4 col-xl-3"><article class="product-miniature js-product-miniature" data-id-product="2" data-id-product-attribute="0"><div class="thumbnail-container"><div class="product-description"><h3 class="h3 product-title"><a href="${base}/maslinovo-ulje/2-levantinka-500-ml.html">Levantinka 0,5 l</a></h3><div class="product-price-and-shipping"><span class="price" aria-label="Cijena">21,00&nbsp;€</span></div></div></div></article></div>
                  <div class="js-product product col-xs-12 col-sm-6 col-lg-4 col-xl-3"><article class="product-miniature js-product-miniature" data-id-product="5" data-id-product-attribute="0"><div class="thumbnail-container"><div class="product-description"><h3 class="h3 product-title"><a href="${base}/poklon-paketi/5-poklon-kutija-brac.html">Poklon kutija Brač</a></h3><div class="product-price-and-shipping"><span class="price" aria-label="Cijena">45,00&nbsp;€</span></div></div></div></article></div>
                </div>
              </section>
              <div id="custom-text-2">
                <h3>Nagrade</h3>
                <p><a href="https://nyiooc.org/">NYIOOC World Olive Oil Competition</a> – zlatna medalja 2023 i 2024 · <a href="https://www.flosolei.com/">Flos Olei</a> – 96 bodova</p>
              </div>
            </section>
${footer}`;

const gdjeKupiti = `${head('Gdje kupiti', '/content/6-gdje-kupiti', 'cms')}
${header('cms')}
${cms(
  '6',
  'Gdje kupiti naše ulje',
  `<p>Osim u našoj web trgovini i kušaonici u Pučišću, ulje Bartulović možete kupiti u ovim trgovinama:</p>
<h3>Brač</h3>
<p>Bakina špajza, Supetar – Porat 12<br>Vinoteka Bol – <a href="https://vinotekabol.hr" target="_blank">vinotekabol.hr</a></p>
<h3>Split i Dalmacija</h3>
<p>Delikatese Zlatna Maslina, Split – Marmontova 5<br><a href="https://www.zlatnamaslina.hr/" target="_blank">www.zlatnamaslina.hr</a></p>
<p>Dalmatinska kuća, Dubrovnik – Od Puča 8<br>web: dalmatinska-kuca.hr</p>
<h3>Zagreb i kontinent</h3>
<p>Gourmet kutak – Tkalčićeva 40, Zagreb – <a href="https://gourmet-kutak.hr/maslinova-ulja/bartulovic" target="_blank">gourmet-kutak.hr</a></p>
<p>Delikatese Kvarner, Rijeka – <a href="https://www.delikatese-kvarner.hr/" target="_blank">delikatese-kvarner.hr</a></p>
<p>Odabrani Konzum Maxi supermarketi (Zagreb, Split, Rijeka) – <a href="https://www.konzum.hr/web/trgovine" target="_blank">popis trgovina</a></p>
<p>Za prodaju u inozemstvu pogledajte stranicu <a href="${base}/content/9-za-trgovce">Za trgovce</a>.</p>`,
)}
${footer}`;

const zaTrgovce = `${head('Za trgovce – B2B i izvoz', '/content/9-za-trgovce', 'cms')}
${header('cms')}
${cms(
  '9',
  'Za trgovce',
  `<p>Trgovine, restorani i hoteli u Hrvatskoj mogu naručiti ulje u kanistrima od 3 i 5 litara po veleprodajnim cijenama. Javite se na <a href="mailto:b2b@uljara-bartulovic.hr">b2b@uljara-bartulovic.hr</a>.</p>
<h3>Naši uvoznici</h3>
<table class="table table-bordered">
<tbody>
<tr><td><strong>Njemačka</strong></td><td>Adria Feinkost GmbH, München</td><td><a href="https://www.adria-feinkost.de/" target="_blank">adria-feinkost.de</a></td></tr>
<tr><td><strong>Austrija</strong></td><td>Dalmatia Gourmet, Wien</td><td><a href="https://dalmatiagourmet.at/" target="_blank">dalmatiagourmet.at</a></td></tr>
<tr><td><strong>Slovenija</strong></td><td>Oljka d.o.o., Koper</td><td><a href="https://www.oljka-delikatese.si/" target="_blank">oljka-delikatese.si</a></td></tr>
<tr><td><strong>Švedska</strong></td><td>Adriatiska Delikatesser AB, Göteborg</td><td><a href="https://adriatiska.se/" target="_blank">adriatiska.se</a></td></tr>
<tr><td><strong>SAD</strong></td><td>Dalmatian Table LLC, Chicago</td><td><a href="https://www.dalmatiantable.com/pages/bartulovic" target="_blank">dalmatiantable.com</a></td></tr>
</tbody>
</table>
<p>Traže se uvoznici za Italiju i Nizozemsku.</p>`,
)}
${footer}`;

const degustacije = `${head('Degustacije u Pučišću', '/content/10-degustacije', 'cms')}
${header('cms')}
${cms(
  '10',
  'Degustacije',
  `<p>Od svibnja do listopada organiziramo degustacije s obilaskom maslinika i uljare (90 minuta, 25 € po osobi, uključen mali obrok).</p>
<p>Rezervirajte izravno kod nas ili preko naših partnerskih agencija:</p>
<ul>
<li><a href="https://bracadventure.hr/izleti/degustacija-maslinovog-ulja" target="_blank">Brač Adventure</a> – Supetar i Bol</li>
<li><a href="https://www.splitexcursions.com/tours/brac-olive-oil-day-trip" target="_blank">Split Excursions</a> – jednodnevni izlet iz Splita</li>
<li>Agencija Pučišća Tours – tel. 021 633 999</li>
</ul>
<p>Recenzije gostiju: <a href="https://www.tripadvisor.com/Attraction_Review-g1234567-d9876543-Reviews-Uljara_Bartulovic-Pucisca.html" target="_blank">Tripadvisor</a>. Više o Pučišćima na stranici <a href="https://www.pucisca.hr/" target="_blank">Turističke zajednice</a>.</p>`,
)}
${footer}`;

const oNama = `${head('O nama', '/content/4-o-nama', 'cms')}
${header('cms')}
${cms(
  '4',
  'O nama',
  `<p>Uljaru je 1926. osnovao pradjed Ante. Danas obrađujemo 4 200 stabala na 19 hektara i prerađujemo i masline susjeda.</p>
<p>Član smo <a href="https://www.maslinari-brac.hr/">Udruge maslinara otoka Brača</a>, a ulje nosi oznaku izvornosti <em>Brački maslinovo ulje ZOI</em>.</p>
<p>Naše ulje poslužuju i restorani <a href="https://www.konoba-kopacina.hr/">Konoba Kopačina</a> (Donji Humac) i <a href="https://restoran-dvor.hr/">Dvor</a> (Split).</p>
<p>O nama su pisali: <a href="https://slobodnadalmacija.hr/dalmacija/brac/uljara-bartulovic-zlato-u-new-yorku-1290311">Slobodna Dalmacija</a>.</p>`,
)}
${footer}`;

const blog = `${head('Blog', '/blog', 'module-prestablog-blog')}
${header('module-prestablog-blog')}
            <section id="main">
              <h1>Blog</h1>
              <ul id="blog_list_1-7" class="blog-grid">
                <li class="blog-grid">
                  <div class="block_cont"><div class="block_top"><a href="${base}/blog/novi-uvoznik-u-svedskoj-n12"><img src="${base}/modules/prestablog/themes/grid-for-1-7/up-img/thumb_12.jpg?b1c2d3" alt="Novi uvoznik u Švedskoj"></a></div>
                  <div class="block_bas"><h3><a href="${base}/blog/novi-uvoznik-u-svedskoj-n12">Novi uvoznik u Švedskoj</a></h3>
                  <p class="prestablog_desc">Od ove jeseni naše ulje u Skandinaviji uvozi i distribuira Adriatiska Delikatesser iz Göteborga (adriatiska.se). Prva paleta već je u njihovim trgovinama.</p></div></div>
                </li>
                <li class="blog-grid">
                  <div class="block_cont"><div class="block_top"><a href="${base}/blog/berba-2023-n11"><img src="${base}/modules/prestablog/themes/grid-for-1-7/up-img/thumb_11.jpg?b1c2d3" alt="Berba 2023"></a></div>
                  <div class="block_bas"><h3><a href="${base}/blog/berba-2023-n11">Berba 2023</a></h3>
                  <p class="prestablog_desc">Nova linija za preradu tvrtke <a href="https://www.pieralisi.com/">Pieralisi</a> smanjila je vrijeme od berbe do preše na četiri sata.</p></div></div>
                </li>
              </ul>
            </section>
${footer}`;

export const site: CorpusSite = {
  domain: 'uljara-bartulovic.hr',
  covers:
    'Croatian olive-oil producer on PrestaShop 8 (classic theme, PrestaBlog): stockists as <br>-lined paragraphs by region (one written-out domain, one shop without a website, a supermarket chain via a store-list link), importers in a table on a CMS page reachable from the footer label "Za trgovce", tour agencies that sell its tastings, and an importer in a blog post; traps are awards, the growers association, restaurant customers, press, review and tourism-board links, the courier and card processor, EU funds and the machinery supplier.',
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'set-cookie':
          'PrestaShop-5f4dcc3b5aa765d61d8327deb882cf99=def50200a1b2c3d4e5f6; expires=Mon, 03-Jun-2024 10:21:08 GMT; Max-Age=1728000; path=/; domain=www.uljara-bartulovic.hr; secure; HttpOnly; SameSite=Lax',
      },
      html: home,
    },
    '/content/6-gdje-kupiti': { html: gdjeKupiti },
    '/content/9-za-trgovce': { html: zaTrgovce },
    '/content/10-degustacije': { html: degustacije },
    '/content/4-o-nama': { html: oNama },
    '/blog': { html: blog },
  },
  sitemap: ['/', '/content/6-gdje-kupiti', '/content/10-degustacije', '/content/4-o-nama', '/blog'],
  technologies: ['prestashop', 'php', 'mysql', 'cart-functionality', 'google-analytics', 'google-tag-manager', 'nginx'],
  partners: {
    'vinotekabol.hr': 'channel',
    'zlatnamaslina.hr': 'channel',
    'dalmatinska-kuca.hr': 'channel',
    'gourmet-kutak.hr': 'channel',
    'delikatese-kvarner.hr': 'channel',
    'konzum.hr': 'channel',
    'adria-feinkost.de': 'channel',
    'dalmatiagourmet.at': 'channel',
    'oljka-delikatese.si': 'channel',
    'adriatiska.se': 'channel',
    'dalmatiantable.com': 'channel',
    'bracadventure.hr': 'channel',
    'splitexcursions.com': 'channel',
  },
};
