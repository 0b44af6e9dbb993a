import type { CorpusSite } from '../corpus/types.js';

const T = 'https://cdn.myshoptet.com/tpl/6d2b91f4/11/master/orig/assets';

const head = (title: string, pageType: string, bodyClass: string) => `<!doctype html><html lang="cs" class="no-js desktop"><head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1" />
<title>${title}</title>
<meta name="description" content="Ručně foukané sklo z Vysočiny: sklenice, vázy a lustry přímo od sklářů. Doprava zdarma nad 2 000 Kč." />
<meta name="web_author" content="Shoptet.cz" />
<meta name="robots" content="index,follow" />
<meta property="og:type" content="website" />
<meta property="og:site_name" content="sklarnavalasek.cz" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/logos/logo-valasek.png" />
<link rel="preconnect" href="https://cdn.myshoptet.com" />
<link rel="stylesheet" media="all" href="${T}/main.css?v=1707210311" />
<link rel="stylesheet" media="all" href="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/documents/upload/custom.css?v=29" />
<link rel="shortcut icon" href="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/favicon.ico" type="image/x-icon" />
<script>
dataLayer = [];
dataLayer.push({'shoptet' : {"pageType":"${pageType}","currency":"CZK","currencyInfo":{"decimalSeparator":",","exchangeRate":1,"symbol":"Kč"},"language":"cs","projectId":418207}});
</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-W9PZ4DK');</script>
<!-- End Google Tag Manager -->
</head>
<body class="desktop id-${pageType === 'homepage' ? '1' : '0'} ${bodyClass} template-11 multiple-columns-body columns-3 ums_forms_redesign--off ums_a11y_category_page--on ums_discussion_rating_forms--off type-${pageType}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W9PZ4DK" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="overall-wrapper">
<div class="site-msg information"><div class="container"><div class="text">Doprava zdarma při nákupu nad 2 000 Kč. Expedujeme do 48 hodin.</div></div></div>
<div class="user-action"><div class="container">
  <div class="user-action-in"><div id="login" class="user-action-login popup-widget login-widget"><a href="/login/?backTo=%2F" class="login-btn" rel="nofollow">Přihlášení</a></div>
  <div class="top-navigation-bar"><ul class="top-navigation-menu"><li><a href="/obchodni-podminky/">Obchodní podmínky</a></li><li><a href="/doprava-a-platba/">Doprava a platba</a></li><li><a href="/velkoobchod/">Velkoobchod</a></li><li><a href="/kontakty/">Kontakty</a></li></ul></div></div>
</div></div>
<header id="header"><div class="container navigation-wrapper">
  <div class="header-top">
    <div class="site-name-wrapper"><div class="site-name"><a href="/" data-testid="linkWebsiteLogo"><img src="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/logos/logo-valasek.png" alt="Sklárna Valášek" fetchpriority="low" /></a></div></div>
    <div class="search" itemscope itemtype="https://schema.org/WebSite"><form action="/vyhledavani/" method="get" class="search-form compact-form" role="search"><fieldset><input type="search" name="string" class="query-input form-control search-input" placeholder="Napište, co hledáte" /><button type="submit" class="btn btn-default">Hledat</button></fieldset></form></div>
    <div class="navigation-buttons"><a href="/kosik/" class="btn btn-icon toggle-window cart-count" data-target="cart" rel="nofollow"><span class="cart-price">Prázdný košík</span></a></div>
  </div>
  <nav id="navigation" aria-label="Hlavní menu"><div class="navigation-in menu"><ul class="menu-level-1" role="menubar">
    <li class="menu-item-701"><a href="/sklenice/">Sklenice</a></li>
    <li class="menu-item-704"><a href="/vazy/">Vázy</a></li>
    <li class="menu-item-707"><a href="/lustry-a-svitidla/">Lustry a svítidla</a></li>
    <li class="menu-item-710"><a href="/darkove-sady/">Dárkové sady</a></li>
    <li class="menu-item-external-13"><a href="/o-sklarne/">O sklárně</a></li>
    <li class="menu-item-external-16"><a href="/kde-nas-najdete/">Kde nás najdete</a></li>
    <li class="menu-item-external-19"><a href="/blog/">Blog</a></li>
  </ul></div></nav>
</div></header>
<div id="content-wrapper" class="container content-wrapper"><main id="content" class="content wide">
`;

const foot = `
</main></div>
<footer id="footer"><div class="container footer-rows">
  <div class="custom-footer elements-4">
    <div class="custom-footer__contact"><h4><span>Kontakt</span></h4>
      <div class="contact-box no-image"><strong>Sklárna Valášek s.r.o.</strong><br />Sklářská 118, 582 82 Golčův Jeníkov<br /><a href="tel:+420569442118">+420 569 442 118</a><br /><a href="mailto:obchod@sklarnavalasek.cz">obchod@sklarnavalasek.cz</a></div>
    </div>
    <div class="custom-footer__articles"><h4><span>Informace</span></h4>
      <ul><li><a href="/o-sklarne/">O sklárně</a></li><li><a href="/reference/">Reference</a></li><li><a href="/kde-nas-najdete/">Prodejní místa</a></li><li><a href="/zahranicni-distributori/">Distributors abroad</a></li><li><a href="/reklamacni-rad/">Reklamační řád</a></li></ul>
    </div>
    <div class="custom-footer__banner"><h4><span>Doprava a platba</span></h4>
      <p>Zásilkovna, PPL, DPD, Česká pošta · osobní odběr ve sklárně<br />Platba kartou, bankovním převodem nebo na dobírku</p>
      <p><a href="https://obchody.heureka.cz/sklarnavalasek-cz/recenze/" target="_blank" rel="noopener"><img src="https://im9.cz/cb/418207-1.png" alt="Ověřeno zákazníky – Heureka.cz" width="130" height="130" /></a></p>
    </div>
    <div class="custom-footer__facebook"><h4><span>Sledujte nás</span></h4>
      <p><a href="https://www.facebook.com/sklarnavalasek" target="_blank" rel="noopener">Facebook</a> · <a href="https://www.instagram.com/sklarna_valasek/" target="_blank" rel="noopener">Instagram</a></p>
    </div>
  </div>
  <div class="footer-bottom"><span id="signature" style="display: inline-block !important; visibility: visible !important;"><a href="https://www.shoptet.cz/?utm_source=footer&amp;utm_medium=link&amp;utm_campaign=create_by_shoptet" class="image" target="_blank" title="Vytvořil Shoptet"><img src="https://cdn.myshoptet.com/prj/dist/master/cms/img/common/logo/shoptetLogo.svg" width="17" height="17" alt="Shoptet" class="vam" fetchpriority="low" /></a><a href="https://www.shoptet.cz/?utm_source=footer&amp;utm_medium=link&amp;utm_campaign=create_by_shoptet" class="title" target="_blank" title="Vytvořil Shoptet">Vytvořil Shoptet</a></span>
  <span class="copyright" data-testid="textCopyright">Copyright 2025 <strong>Sklárna Valášek s.r.o.</strong> Všechna práva vyhrazena.</span></div>
</div></footer>
</div>
<script src="${T}/shoptet.js?v=1707210311"></script>
<script src="${T}/libs.js?v=1707210311"></script>
<!-- Smartsupp Live Chat script -->
<script type="text/javascript">
var _smartsupp = _smartsupp || {};
_smartsupp.key = '7d1e3f0a8b2c4e6f9a1b3c5d7e9f0a2b4c6d8e0f';
window.smartsupp||(function(d) {
  var s,c,o=smartsupp=function(){ o._.push(arguments)};o._=[];
  s=d.getElementsByTagName('script')[0];c=d.createElement('script');
  c.type='text/javascript';c.charset='utf-8';c.async=true;
  c.src='https://www.smartsuppchat.com/loader.js?';s.parentNode.insertBefore(c,s);
})(document);
</script>
</body></html>`;

export const site: CorpusSite = {
  domain: 'sklarnavalasek.cz',
  covers:
    'Czech hand-blown glass maker on a Shoptet e-shop: retail stockists under the unexpected label "Kde nás najdete" as a table mixing links, written-only domains and shops without web, partner e-shops, and foreign distributors on a footer-only page with plain-text and linked domains; traps are the Shoptet credit link, a Heureka badge, hotel references, an industry association, a Czech Made award, a sand supplier in a blog post and shipping carriers named in the footer.',
  sitemap: [
    '/',
    '/kde-nas-najdete/',
    '/zahranicni-distributori/',
    '/reference/',
    '/o-sklarne/',
    '/blog/jak-se-rodi-lustr/',
    '/velkoobchod/',
  ],
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store, no-cache, must-revalidate',
        'strict-transport-security': 'max-age=31536000',
      },
      html: `${head('Sklárna Valášek – ručně foukané sklo z Vysočiny', 'homepage', 'in-index')}
<div class="content-inner homepage-box welcome-wrapper"><div class="welcome">
  <h1>Ručně foukané sklo přímo ze sklárny</h1>
  <p>Od roku 1992 foukáme sklenice, vázy a lustry v Golčově Jeníkově. Každý kus projde rukama pěti řemeslníků.</p>
</div></div>
<div class="homepage-group-title h4">Novinky</div>
<div class="products products-block homepage-products-1">
  <div class="product"><div class="p" data-micro="product"><a href="/sklenice/sklenice-na-vino-vysocina-6-ks/" class="image"><img src="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/shop/detail/412_sklenice-vysocina.jpg" alt="Sklenice na víno Vysočina 6 ks" /></a>
    <div class="p-in"><a href="/sklenice/sklenice-na-vino-vysocina-6-ks/" class="name"><span>Sklenice na víno Vysočina, 6 ks</span></a><div class="prices"><strong class="price-final">1 890 Kč</strong></div></div></div></div>
  <div class="product"><div class="p" data-micro="product"><a href="/vazy/vaza-ledove-kvety/" class="image"><img src="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/shop/detail/388_vaza-ledove-kvety.jpg" alt="Váza Ledové květy" /></a>
    <div class="p-in"><a href="/vazy/vaza-ledove-kvety/" class="name"><span>Váza Ledové květy 32 cm</span></a><div class="prices"><strong class="price-final">2 450 Kč</strong></div></div></div></div>
  <div class="product"><div class="p" data-micro="product"><a href="/lustry-a-svitidla/lustr-terezie-6-ramen/" class="image"><img src="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/shop/detail/301_lustr-terezie.jpg" alt="Lustr Terezie" /></a>
    <div class="p-in"><a href="/lustry-a-svitidla/lustr-terezie-6-ramen/" class="name"><span>Lustr Terezie, 6 ramen</span></a><div class="prices"><strong class="price-final">18 900 Kč</strong></div></div></div></div>
</div>
<div class="content-inner homepage-box"><div class="banner-wrapper">
  <p><img src="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/documents/upload/czech-made-2023.png" alt="Czech Made 2023" width="120" /> Naše sklenice nesou značku kvality <a href="https://www.czechmade.org/" target="_blank" rel="noopener">Czech Made</a>.</p>
</div></div>
${foot}`,
    },
    '/kde-nas-najdete/': {
      html: `${head('Kde nás najdete - Sklárna Valášek', 'article', 'in-kde-nas-najdete')}
<div class="content-inner"><article id="content" class="pageArticleDetail">
<header><h1>Kde nás najdete</h1></header>
<div class="text">
<p>Naše sklo si můžete prohlédnout a koupit nejen ve sklárně, ale i u těchto prodejců. Sortiment se liší podle prodejny, doporučujeme se předem informovat.</p>
<h3>Kamenné prodejny</h3>
<table class="table" style="width: 100%;">
<thead><tr><th>Město</th><th>Prodejna</th><th>Adresa</th><th>Web</th></tr></thead>
<tbody>
<tr><td>Golčův Jeníkov</td><td>Podniková prodejna ve sklárně</td><td>Sklářská 118</td><td>po–pá 8–16, so 9–12</td></tr>
<tr><td>Praha 1</td><td>Bohemia Crystal Gallery</td><td>Karlova 24</td><td><a href="https://www.crystalgallery-praha.cz/" target="_blank" rel="noopener">crystalgallery-praha.cz</a></td></tr>
<tr><td>Karlovy Vary</td><td>Sklo u Vřídla</td><td>Vřídelní 51</td><td>sklouvridla.cz</td></tr>
<tr><td>Český Krumlov</td><td>Krumlovské sklo</td><td>Latrán 7</td><td>www.krumlovskesklo.cz</td></tr>
<tr><td>Liberec</td><td>Sklo &amp; Design</td><td>Moskevská 18</td><td><a href="http://www.skloadesign.cz" target="_blank" rel="noopener">www.skloadesign.cz</a></td></tr>
<tr><td>Brno</td><td>Dárkové studio Grand</td><td>Masarykova 12</td><td></td></tr>
</tbody>
</table>
<h3>E-shopy</h3>
<p>Vybrané kolekce prodávají také tyto internetové obchody:</p>
<ul>
<li><a href="https://www.skleneny-svet.cz/vyrobci/sklarna-valasek/" target="_blank" rel="noopener">Skleněný svět</a></li>
<li><a href="https://darkyzeskla.cz/?utm_source=valasek&amp;utm_medium=web" target="_blank" rel="noopener">Dárky ze skla</a></li>
</ul>
<p>Jste obchod a chcete naše sklo nabízet? Podívejte se na <a href="/velkoobchod/">velkoobchodní podmínky</a>.</p>
</div>
</article></div>
${foot}`,
    },
    '/zahranicni-distributori/': {
      html: `${head('Zahraniční distributoři / Distributors abroad - Sklárna Valášek', 'article', 'in-zahranicni-distributori')}
<div class="content-inner"><article id="content" class="pageArticleDetail">
<header><h1>Zahraniční distributoři / Distributors abroad</h1></header>
<div class="text">
<p>Mimo Českou republiku prodáváme výhradně přes tyto distributory. / Outside the Czech Republic our glass is sold exclusively through these distributors.</p>
<h3>Německo / Germany</h3>
<p>Glaskunst Böhmen GmbH, Ludwigstraße 9, 94032 Passau<br />www.glaskunst-boehmen.de · info@glaskunst-boehmen.de</p>
<h3>Rakousko / Austria</h3>
<p>Wiener Glasgalerie, Kärntner Straße 30, 1010 Wien</p>
<h3>USA</h3>
<p>Bohemian Crystal USA, Inc., Chicago, IL<br /><a href="https://bohemiancrystalusa.com/collections/valasek" target="_blank" rel="noopener">bohemiancrystalusa.com</a></p>
<h3>Japonsko / Japan</h3>
<p>Tokyo Glass Trading Co., Ltd., Minato-ku<br /><a href="https://www.tokyoglass.co.jp/" target="_blank" rel="noopener">www.tokyoglass.co.jp</a></p>
<h3>Spojené arabské emiráty / UAE</h3>
<p>Crystal House LLC, Dubai Design District<br /><a href="https://crystalhouse.ae/" target="_blank" rel="noopener">crystalhouse.ae</a></p>
</div>
</article></div>
${foot}`,
    },
    '/reference/': {
      html: `${head('Reference - Sklárna Valášek', 'article', 'in-reference')}
<div class="content-inner"><article id="content" class="pageArticleDetail">
<header><h1>Reference</h1></header>
<div class="text">
<p>Lustry a svítidla na zakázku jsme dodali například:</p>
<ul>
<li>Hotel Kings Court, Praha – 14 lustrů do lobby a sálu (<a href="https://www.hotel-kingscourt.cz/" target="_blank" rel="noopener">hotel-kingscourt.cz</a>)</li>
<li>Zámek Sychrov – repliky historických lustrů pro <a href="https://www.npu.cz/" target="_blank" rel="noopener">Národní památkový ústav</a></li>
<li>Velvyslanectví ČR v Tokiu – sada reprezentačních sklenic</li>
<li>Restaurace Mlýnec, Praha</li>
</ul>
<p><img src="https://cdn.myshoptet.com/usr/www.sklarnavalasek.cz/user/documents/upload/reference-kings-court.jpg" alt="Lustr v hotelu Kings Court" /></p>
</div>
</article></div>
${foot}`,
    },
    '/o-sklarne/': {
      html: `${head('O sklárně - Sklárna Valášek', 'article', 'in-o-sklarne')}
<div class="content-inner"><article id="content" class="pageArticleDetail">
<header><h1>O sklárně</h1></header>
<div class="text">
<p>Sklárnu založil v roce 1992 sklář Jiří Valášek v budově bývalé huti z 19. století. Dnes zaměstnáváme 38 sklářů, brusičů a malířů.</p>
<p>Jsme členy <a href="https://www.askpcr.cz/" target="_blank" rel="noopener">Asociace sklářského a keramického průmyslu ČR</a> a spolupracujeme se <a href="https://www.sklarskaskola.cz/" target="_blank" rel="noopener">Střední uměleckoprůmyslovou školou sklářskou</a> v Kamenickém Šenově, odkud k nám každý rok přicházejí praktikanti.</p>
<p>Prohlídky huti pro skupiny objednávejte na <a href="mailto:exkurze@sklarnavalasek.cz">exkurze@sklarnavalasek.cz</a>.</p>
</div>
</article></div>
${foot}`,
    },
    '/blog/jak-se-rodi-lustr/': {
      html: `${head('Jak se rodí lustr - Sklárna Valášek', 'article', 'in-blog')}
<div class="content-inner"><article id="content" class="pageArticleDetail news-item-detail">
<header><h1>Jak se rodí lustr</h1><time datetime="2024-11-05">5. 11. 2024</time></header>
<div class="text">
<p>Každý lustr začíná u kmene: směs sklářského písku, sody a potaše. Písek nám už třicet let dováží <a href="https://www.sklopisek.cz/" target="_blank" rel="noopener">Sklopísek Střeleč</a>, protože má stálou zrnitost a minimum železa.</p>
<p>Ověsy brousíme na strojích, které nám v roce 2019 repasovala firma ze Železného Brodu. Poslední krok je montáž na mosazné tělo, které odléváme u partnerské slévárny v Jablonci.</p>
<p>Hotové lustry najdete v kategorii <a href="/lustry-a-svitidla/">Lustry a svítidla</a>.</p>
</div>
</article></div>
${foot}`,
    },
    '/velkoobchod/': {
      html: `${head('Velkoobchod - Sklárna Valášek', 'article', 'in-velkoobchod')}
<div class="content-inner"><article id="content" class="pageArticleDetail">
<header><h1>Velkoobchod</h1></header>
<div class="text">
<p>Pro obchody, hotely a gastro nabízíme velkoobchodní ceník a individuální dekory s logem. Minimální odběr 20 000 Kč bez DPH.</p>
<p>Registrujte se jako velkoodběratel:</p>
<form action="/action/Register/" method="post" class="form-horizontal">
<fieldset><input type="text" name="company" placeholder="Název firmy" class="form-control" /><input type="text" name="companyId" placeholder="IČO" class="form-control" /><input type="email" name="email" placeholder="E-mail" class="form-control" /><button type="submit" class="btn btn-primary">Odeslat registraci</button></fieldset>
</form>
</div>
</article></div>
${foot}`,
    },
  },
  technologies: ['dpd', 'google-tag-manager', 'hsts', 'nginx', 'open-graph', 'php', 'priority-hints', 'shoptet'],
  partners: {
    'crystalgallery-praha.cz': 'channel',
    'sklouvridla.cz': 'channel',
    'krumlovskesklo.cz': 'channel',
    'skloadesign.cz': 'channel',
    'skleneny-svet.cz': 'channel',
    'darkyzeskla.cz': 'channel',
    'glaskunst-boehmen.de': 'channel',
    'bohemiancrystalusa.com': 'channel',
    'tokyoglass.co.jp': 'channel',
    'crystalhouse.ae': 'channel',
  },
};
