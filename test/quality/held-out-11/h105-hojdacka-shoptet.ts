import type { CorpusSite } from '../corpus/types.js';

const CDN = 'https://cdn.myshoptet.com/prj/dist/master/cms/templates/frontend_templates';

const page = (type: string, title: string, content: string) => `<!doctype html>
<html lang="sk" class="no-js desktop">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title>
<meta name="author" content="Drevená hojdačka" />
<meta name="web_author" content="Shoptet.sk" />
<meta name="dcterms.rightsHolder" content="www.hojdacka.sk" />
<meta name="robots" content="index,follow" />
<meta property="og:type" content="website" />
<meta property="og:site_name" content="hojdacka.sk" />
<meta property="og:title" content="${title}" />
<link rel="stylesheet" href="${CDN}/00/css/font-shoptet.min.css?v=1.3.5" />
<link rel="stylesheet" href="${CDN}/11/css/style.min.css?v=3.1.44" />
<link rel="stylesheet" href="/user/documents/upload/custom/hojdacka.css?v=1718" />
<link rel="shortcut icon" href="/favicon.ico" type="image/x-icon" />
<script>
  dataLayer = [];
  dataLayer.push({'shoptet' : {"pageType":"${type}","currency":"EUR","currencyInfo":{"decimalSeparator":",","exchangeRate":1,"priceDecimalPlaces":2,"symbol":"\\u20ac","symbolLeft":0,"thousandSeparator":" "},"language":"sk","projectId":412877,"cartInfo":{"id":null,"freeShipping":false,"freeShippingFrom":60,"leftToFreeGift":{"formattedPrice":"0 \\u20ac","priceLeft":0},"freeGift":false,"leftToFreeShipping":{"priceLeft":60,"dependOnRegion":0,"formattedPrice":"60 \\u20ac"},"discountCoupon":[],"getNoBillingShippingPrice":{"withoutVat":0,"vat":0,"withVat":0},"cartItems":[],"taxMode":"ORDINARY"}}});
</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-N3HJ8QK');</script>
<!-- End Google Tag Manager -->
</head>
<body class="desktop id-${type === 'homepage' ? '1' : '24'} in-${type} template-11 type-${type} one-column-body columns-4 ums_forms_redesign--off ums_a11y_category_page--on ums_discussion_rating_forms--off">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N3HJ8QK" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="overall-wrapper">
  <div class="user-action"><div class="container"></div></div>
  <header id="header"><div class="container navigation-wrapper">
    <div class="header-top">
      <div class="site-name-wrapper"><div class="site-name"><a href="/" title="Drevená hojdačka" data-testid="linkWebsiteLogo"><img src="https://cdn.myshoptet.com/usr/www.hojdacka.sk/user/logos/hojdacka-logo.svg" alt="Drevená hojdačka" /></a></div></div>
      <div class="search"><form action="/action/ProductSearch/prepareString/" method="post" id="formSearchForm" class="search-form compact-form js-search-main" itemprop="potentialAction"><input type="search" name="string" class="query-input form-control search-input js-search-input" placeholder="Napíšte, čo hľadáte" autocomplete="off" /><button type="submit" class="btn btn-default">Hľadať</button></form></div>
      <div class="navigation-buttons"><a href="/kosik/" class="btn btn-icon toggle-window cart-count" data-target="cart" data-testid="headerCart" rel="nofollow" title="Nákupný košík"><span class="sr-only">Nákupný košík</span><span class="cart-price visible-lg-inline-block" data-testid="headerCartPrice">Prázdny košík</span></a></div>
    </div>
    <nav id="navigation" aria-label="Hlavné menu"><div class="navigation-in menu"><ul class="menu-level-1" role="menubar" data-testid="headerMenuItems">
      <li class="menu-item-690"><a href="/drevene-hracky/" data-testid="headerMenuItem" role="menuitem"><b>Drevené hračky</b></a></li>
      <li class="menu-item-693"><a href="/montessori/" data-testid="headerMenuItem" role="menuitem"><b>Montessori</b></a></li>
      <li class="menu-item-702"><a href="/hojdacky-a-odrazadla/" data-testid="headerMenuItem" role="menuitem"><b>Hojdačky a odrážadlá</b></a></li>
      <li class="menu-item-39"><a href="/predajne-miesta/" data-testid="headerMenuItem" role="menuitem"><b>Kde nás kúpite</b></a></li>
      <li class="menu-item-29"><a href="/blog/" data-testid="headerMenuItem" role="menuitem"><b>Blog</b></a></li>
      <li class="menu-item-27"><a href="/o-nas/" data-testid="headerMenuItem" role="menuitem"><b>O nás</b></a></li>
    </ul></div></nav>
  </div></header>
  <div id="content-wrapper" class="container content-wrapper">
    <main id="content" class="content wide">
${content}
    </main>
  </div>
  <footer id="footer">
    <div class="container footer-rows">
      <div class="custom-footer elements-4">
        <div class="custom-footer__articles"><h4><span>Informácie pre vás</span></h4><ul>
          <li><a href="/obchodne-podmienky/">Obchodné podmienky</a></li>
          <li><a href="/doprava-a-platba/">Doprava a platba</a></li>
          <li><a href="/reklamacny-poriadok/">Reklamačný poriadok</a></li>
          <li><a href="/velkoobchod/">Veľkoobchod pre predajne</a></li>
          <li><a href="/predajne-miesta/">Predajné miesta</a></li>
        </ul></div>
        <div class="custom-footer__banner"><h4>Overené zákazníkmi</h4><a href="https://obchody.heureka.sk/hojdacka-sk/recenze/" target="_blank" rel="noopener"><img src="/user/documents/upload/overene-zakaznikmi.png" alt="Heureka - Overené zákazníkmi" /></a></div>
        <div class="custom-footer__banner2"><h4>Doprava a platba</h4><p><img src="/user/documents/upload/doprava/packeta.svg" alt="Packeta" /> <img src="/user/documents/upload/doprava/sps.svg" alt="SPS" /> <img src="/user/documents/upload/doprava/gopay.svg" alt="GoPay" /></p></div>
        <div class="custom-footer__contact"><h4>Kontakt</h4><p>Drevená hojdačka s.r.o.<br />Hlavná 48, 976 02 Staré Hory<br /><a href="tel:+421905412877">+421 905 412 877</a><br /><a href="mailto:info@hojdacka.sk">info@hojdacka.sk</a></p><p><a href="https://www.facebook.com/hojdacka.sk" target="_blank" rel="noopener">Facebook</a> &middot; <a href="https://www.instagram.com/hojdacka.sk/" target="_blank" rel="noopener">Instagram</a></p></div>
      </div>
      <div class="footer-bottom"><span id="signature" style="display: inline-block !important; visibility: visible !important;"><a href="https://www.shoptet.sk/?utm_source=footer&amp;utm_medium=link&amp;utm_campaign=create_by_shoptet" class="image" target="_blank"><img src="https://cdn.myshoptet.com/prj/dist/master/cms/img/common/logo/shoptetLogo.svg" width="17" height="17" alt="Shoptet" class="vam" fetchpriority="low" /></a><a href="https://www.shoptet.sk/?utm_source=footer&amp;utm_medium=link&amp;utm_campaign=create_by_shoptet" class="title" target="_blank">Vytvoril Shoptet</a></span><span class="copyright">&copy; 2024 Drevená hojdačka s.r.o., IČO 51 234 877</span></div>
    </div>
  </footer>
</div>
<script src="${CDN}/00/js/dist/runtime.min.js?v=1.1.93"></script>
<script src="${CDN}/00/js/dist/shoptet.min.js?v=1.1.93"></script>
<script src="${CDN}/11/js/index.js?v=3.1.44"></script>
</body>
</html>`;

const obchod = (nazov: string, adresa: string, web = '') => `<li><strong>${nazov}</strong>, ${adresa}${web ? ` &ndash; ${web}` : ''}</li>`;

export const site: CorpusSite = {
  domain: 'hojdacka.sk',
  covers:
    'Slovak wooden-toy e-shop on Shoptet (GTM): a "Predajné miesta" article with per-region details/summary accordions of toy shops (linked, domain written as text, Facebook-only, no web) plus Czech shops and partner e-shops, and a wholesale page with no named partners; traps are the Heureka badge, carrier and payment logos, the "Vytvoril Shoptet" footer credit, a charity supported, a toy award and a sawmill supplier in a blog post.',
  pages: {
    '/': { status: 301, redirect: 'https://www.hojdacka.sk/' },
    'https://www.hojdacka.sk/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'nginx',
        'set-cookie': 'PHPSESSID=9k2m4q6s8u0w1y3a5c7e9g1i3k; path=/; secure; HttpOnly; SameSite=Lax',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000',
      },
      html: page(
        'homepage',
        'Drevené hračky zo Slovenska | Drevená hojdačka',
        `<div class="banners-row"><div class="wide-carousel"><a href="/hojdacky-a-odrazadla/"><img src="https://cdn.myshoptet.com/usr/www.hojdacka.sk/user/banners/hojdacka-banner-jar.jpg" alt="Dubová hojdačka ručne vyrobená v Starých Horách" fetchpriority="high" /></a></div></div>
<div class="welcome-wrapper"><div class="welcome"><h1>Poctivé drevené hračky z Horehronia</h1><p>Hračky vyrábame ručne z bukového a dubového dreva zo slovenských lesov, natierame ich prírodnými olejmi a voskom. Bez plastu, bez kompromisov.</p></div></div>
<h2 class="products-header">Najpredávanejšie</h2>
<div class="products products-block">
  <div class="product"><div class="p" data-micro="product" data-micro-product-id="118"><a href="/balancna-hojdacka-dubova/" class="image"><img src="https://cdn.myshoptet.com/usr/www.hojdacka.sk/user/shop/detail/118_balancna-hojdacka-dubova.jpg" alt="Balančná hojdačka dubová" /></a><div class="p-in"><a href="/balancna-hojdacka-dubova/" class="name"><span>Balančná hojdačka dubová</span></a><div class="p-bottom"><div class="prices"><strong class="price-final">129,00 &euro;</strong></div></div></div></div></div>
  <div class="product"><div class="p" data-micro="product" data-micro-product-id="121"><a href="/montessori-veza-skladacia/" class="image"><img src="https://cdn.myshoptet.com/usr/www.hojdacka.sk/user/shop/detail/121_montessori-veza.jpg" alt="Montessori veža skladacia" /></a><div class="p-in"><a href="/montessori-veza-skladacia/" class="name"><span>Montessori veža skladacia</span></a><div class="p-bottom"><div class="prices"><strong class="price-final">159,00 &euro;</strong></div></div></div></div></div>
</div>
<div class="homepage-texts"><h2>Ocenenie Hračka roka 2023</h2><p>Naša balančná hojdačka získala v súťaži <a href="https://www.hrackaroka.sk/vysledky-2023/" target="_blank" rel="noopener">Hračka roka 2023</a> 2. miesto v kategórii Pohybové hračky.</p><h2>Pomáhame</h2><p>Z každej predanej hojdačky venujeme 1&nbsp;&euro; projektu <a href="https://www.dobryanjel.sk/" target="_blank" rel="noopener">Dobrý anjel</a>.</p></div>`,
      ),
    },
    'https://www.hojdacka.sk/predajne-miesta/': {
      html: page(
        'article',
        'Predajné miesta | Drevená hojdačka',
        `<div class="content-inner"><article id="article" class="article">
<h1>Predajné miesta</h1>
<div class="text">
<p>Naše hračky si môžete pozrieť, vyskúšať a kúpiť aj v kamenných predajniach po celom Slovensku. Ponuka sa v jednotlivých obchodoch líši, odporúčame vopred zavolať.</p>
<details open><summary><strong>Bratislavský kraj</strong></summary><ul>
${obchod('Hračkáreň Pod Hradom', 'Panská 12, Bratislava', '<a href="https://www.hrackarenpodhradom.sk/" target="_blank" rel="noopener">www.hrackarenpodhradom.sk</a>')}
${obchod('Montessori štúdio Lienka', 'Ružinovská 42, Bratislava-Ružinov', '<a href="https://lienka-montessori.sk/obchod" target="_blank" rel="noopener">e-shop a predajňa</a>')}
</ul></details>
<details><summary><strong>Trnavský kraj</strong></summary><ul>
${obchod('Drevené hračky Kocka', 'Hlavná 17, Trnava', 'www.hracky-kocka.sk')}
</ul></details>
<details><summary><strong>Žilinský kraj</strong></summary><ul>
${obchod('Hračky Rozprávka', 'Národná 6, Žilina', '<a href="https://rozpravka-hracky.sk/" target="_blank" rel="noopener">rozpravka-hracky.sk</a>')}
${obchod('Papiernictvo a hračky Mária', 'M. R. Štefánika 31, Martin')}
</ul></details>
<details><summary><strong>Banskobystrický kraj</strong></summary><ul>
${obchod('Ekohračky Hron', 'Dolná 20, Banská Bystrica', '<a href="http://www.ekohrackyhron.sk" target="_blank" rel="noopener">www.ekohrackyhron.sk</a>')}
${obchod('Naša dielňa v Starých Horách', 'Hlavná 48, Staré Hory (po dohode)')}
</ul></details>
<details><summary><strong>Košický a Prešovský kraj</strong></summary><ul>
${obchod('Detský raj', 'OC Optima, Moldavská cesta 32, Košice', '<a href="https://www.detskyraj.sk/znacky/drevena-hojdacka" target="_blank" rel="noopener">www.detskyraj.sk</a>')}
${obchod('Hračkáreň u Tomáša', 'Hlavná 88, Prešov', '<a href="https://www.facebook.com/hrackarenutomasa" target="_blank" rel="noopener">Facebook</a>')}
</ul></details>
<h2>Kde nás kúpite v Česku</h2>
<ul>
${obchod('Dřevěné hračky Dubánek', 'Masarykova 22, Brno', '<a href="https://www.dubanek.cz/" target="_blank" rel="noopener">dubanek.cz</a>')}
${obchod('Hračkárna Na Rynku', 'Horní náměstí 5, Olomouc', '<a href="https://hrackarnanarynku.cz/" target="_blank" rel="noopener">hrackarnanarynku.cz</a>')}
</ul>
<h2>Partnerské e-shopy</h2>
<p>Vybrané hračky predávajú aj tieto internetové obchody: <a href="https://www.dreveneveci.sk/drevena-hojdacka/" target="_blank" rel="noopener">DreveneVeci.sk</a> a <a href="https://zelenydomcek.sk/" target="_blank" rel="noopener">Zelený domček</a>.</p>
<p>Chcete mať naše hračky aj vo vašej predajni? Pozrite si podmienky <a href="/velkoobchod/">veľkoobchodnej spolupráce</a>.</p>
</div>
</article></div>`,
      ),
    },
    'https://www.hojdacka.sk/velkoobchod/': {
      html: page(
        'article',
        'Veľkoobchod pre predajne | Drevená hojdačka',
        `<div class="content-inner"><article id="article" class="article">
<h1>Veľkoobchodná spolupráca</h1>
<div class="text">
<p>Ste hračkárstvo, Montessori škôlka alebo obchod s ekologickým tovarom? Staňte sa naším predajcom.</p>
<ul>
<li>veľkoobchodná zľava 30&nbsp;% z MOC,</li>
<li>minimálna objednávka 300&nbsp;&euro; bez DPH,</li>
<li>doprava zdarma na Slovensku a v Česku nad 500&nbsp;&euro;,</li>
<li>fotografie a texty k produktom na stiahnutie.</li>
</ul>
<p>Napíšte nám na <a href="mailto:predajcovia@hojdacka.sk">predajcovia@hojdacka.sk</a> a pošleme vám cenník.</p>
</div>
</article></div>`,
      ),
    },
    'https://www.hojdacka.sk/o-nas/': {
      html: page(
        'article',
        'O nás | Drevená hojdačka',
        `<div class="content-inner"><article id="article" class="article">
<h1>O nás</h1>
<div class="text">
<p>Sme rodinná dielňa zo Starých Hôr. Začínali sme v roku 2016 jednou hojdačkou pre našu dcéru, dnes nás je osem a s našimi hračkami sa hrajú deti po celom Slovensku aj v Česku.</p>
<p>Všetky laky a oleje spĺňajú normu EN 71-3 pre detské hračky. Sme členom <a href="https://www.sopk.sk/" target="_blank" rel="noopener">Slovenskej obchodnej a priemyselnej komory</a>.</p>
<p>O nás písali: <a href="https://www.sme.sk/regiony/drevene-hracky-zo-starych-hor" target="_blank" rel="noopener">SME</a>, <a href="https://www.modrykonik.sk/blog/hojdacka-test/" target="_blank" rel="noopener">Modrý koník</a>.</p>
</div>
</article></div>`,
      ),
    },
    'https://www.hojdacka.sk/blog/z-akeho-dreva-vyrabame-hracky/': {
      html: page(
        'article',
        'Z akého dreva vyrábame hračky? | Drevená hojdačka',
        `<div class="content-inner"><article id="newsDetail" class="news-item-detail">
<h1>Z akého dreva vyrábame hračky?</h1>
<time datetime="2024-02-08">8. 2. 2024</time>
<div class="text">
<p>Bukové a dubové fošne kupujeme od <a href="https://www.pila-lest.sk/" target="_blank" rel="noopener">Píly Lešť</a>, ktorá spracúva drevo z lesov certifikovaných podľa PEFC. Olej používame od nemeckej firmy <a href="https://www.livos.de/" target="_blank" rel="noopener">Livos</a>.</p>
<p>Drevo sušíme minimálne šesť mesiacov, aby hračky nepraskali. Viac o certifikácii lesov nájdete na <a href="https://www.pefc.sk/" target="_blank" rel="noopener">pefc.sk</a>.</p>
</div>
</article></div>`,
      ),
    },
    'https://www.hojdacka.sk/balancna-hojdacka-dubova/': {
      html: page(
        'productDetail',
        'Balančná hojdačka dubová | Drevená hojdačka',
        `<div class="p-detail" itemscope itemtype="https://schema.org/Product">
<h1 itemprop="name">Balančná hojdačka dubová</h1>
<div class="p-image"><img src="https://cdn.myshoptet.com/usr/www.hojdacka.sk/user/shop/big/118_balancna-hojdacka-dubova.jpg" alt="Balančná hojdačka dubová" /></div>
<div class="p-info-wrapper"><div class="price-final"><strong>129,00 &euro;</strong></div>
<form action="/action/Cart/addCartItem/" method="post" id="product-detail-form" class="pr-action csrf-enabled"><input type="hidden" name="productId" value="118" /><input type="hidden" name="priceId" value="121" /><input type="number" name="amount" value="1" class="amount" /><button type="submit" class="btn btn-lg btn-conversion add-to-cart-button" data-testid="buttonAddToCart">Do košíka</button></form>
<p class="availability"><span class="show-tooltip acronym" style="color:#009901">Skladom</span></p></div>
<div class="description"><p>Balančná hojdačka z masívneho duba, nosnosť 120&nbsp;kg. Vhodná od 12 mesiacov.</p></div>
</div>`,
      ),
    },
  },
  sitemap: [
    'https://www.hojdacka.sk/',
    'https://www.hojdacka.sk/balancna-hojdacka-dubova/',
    'https://www.hojdacka.sk/predajne-miesta/',
    'https://www.hojdacka.sk/velkoobchod/',
    'https://www.hojdacka.sk/o-nas/',
    'https://www.hojdacka.sk/blog/z-akeho-dreva-vyrabame-hracky/',
  ],
  technologies: ['shoptet', 'php', 'nginx', 'google-tag-manager', 'hsts', 'open-graph', 'priority-hints'],
  partners: {
    'hrackarenpodhradom.sk': 'channel',
    'lienka-montessori.sk': 'channel',
    'hracky-kocka.sk': 'channel',
    'rozpravka-hracky.sk': 'channel',
    'ekohrackyhron.sk': 'channel',
    'detskyraj.sk': 'channel',
    'dubanek.cz': 'channel',
    'hrackarnanarynku.cz': 'channel',
    'dreveneveci.sk': 'channel',
    'zelenydomcek.sk': 'channel',
  },
};
