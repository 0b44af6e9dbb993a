import type { CorpusSite } from '../corpus/types.js';

/** A Czech Shoptet e-shop selling dog and cat food: it lists no partners at all. */
const HEADERS = {
  server: 'nginx',
  'set-cookie': 'PHPSESSID=9k2lq7v4r1m8c3n6b0x5z2a7s4; path=/; secure; HttpOnly; SameSite=Lax',
  'cache-control': 'no-store, no-cache, must-revalidate',
};

const CDN = 'https://cdn.myshoptet.com';

function page(path: string, title: string, description: string, body: string, bodyClass: string): string {
  return `<!doctype html>
<html lang="cs" class="no-js">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title>
<meta name="description" content="${description}" />
<meta name="web_author" content="Shoptet.cz" />
<meta name="robots" content="index, follow" />
<meta property="og:type" content="website" />
<meta property="og:site_name" content="vlcistopa.cz" />
<meta property="og:url" content="https://www.vlcistopa.cz${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="https://www.vlcistopa.cz/user/logos/vlci-stopa-logo.png" />
<link rel="canonical" href="https://www.vlcistopa.cz${path}" />
<link rel="shortcut icon" href="${CDN}/prj/dist/master/cms/templates/frontend_templates/00/img/favicon.png" type="image/x-icon" />
<link rel="stylesheet" href="${CDN}/prj/dist/master/cms/templates/frontend_templates/12/css/main.css?v=20261119" />
<script>dataLayer = [];dataLayer.push({'shoptet': {'pageType': '${bodyClass}','currency': 'CZK','language': 'cs','projectId': 481220}});</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-TN4R8XZ');</script>
<!-- End Google Tag Manager -->
<script async src="https://connect.facebook.net/cs_CZ/fbevents.js"></script>
<script>window.fbq=window.fbq||function(){(window.fbq.q=window.fbq.q||[]).push(arguments)};fbq('init','712044389011257');fbq('track','PageView');</script>
</head>
<body class="${bodyClass} type-${bodyClass} one-column-body">
<div class="overall-wrapper">
<div class="header-top"><div class="container">
<p class="header-top-text">Doprava zdarma nad 1 500 Kč · Odesíláme do 24 hodin · Poradna: +420 731 418 220</p></div></div>
<header id="header"><div class="container navigation-wrapper">
<div class="site-name"><a href="/" data-testid="linkWebsiteLogo"><img src="https://www.vlcistopa.cz/user/logos/vlci-stopa-logo.png" alt="Vlčí stopa" width="180" height="52" /></a></div>
<nav id="navigation" aria-label="Hlavní menu"><ul class="menu-level-1">
<li><a href="/granule-pro-psy/">Granule pro psy</a></li><li><a href="/konzervy/">Konzervy</a></li><li><a href="/barf/">BARF a mražené maso</a></li>
<li><a href="/pamlsky/">Pamlsky</a></li><li><a href="/pro-kocky/">Pro kočky</a></li><li><a href="/blog/">Blog</a></li><li><a href="/o-nas/">O nás</a></li></ul></nav>
<div class="navigation-buttons"><a href="/login/?backTo=%2F" class="btn btn-icon toggle-window" data-target="login">Přihlášení</a>
<a href="/kosik/" class="btn btn-icon toggle-window cart-count" data-target="cart"><span class="cart-price">Košík</span></a></div>
</div></header>
<main id="content-wrapper" class="container content-wrapper">${body}</main>
<footer id="footer"><div class="container footer-rows">
<div class="footer-row"><h4>Nákup</h4><ul><li><a href="/doprava-a-platba/">Doprava a platba</a></li><li><a href="/obchodni-podminky/">Obchodní podmínky</a></li><li><a href="/reklamace/">Reklamace a vrácení</a></li></ul></div>
<div class="footer-row"><h4>Vlčí stopa</h4><ul><li><a href="/o-nas/">O nás</a></li><li><a href="/partnersky-program/">Partnerský program</a></li><li><a href="/velkoobchod/">Velkoobchod</a></li><li><a href="/kontakt/">Kontakt</a></li></ul></div>
<div class="footer-row"><h4>Doprava a platba</h4><p>Zasíláme přes <a href="https://www.zasilkovna.cz/">Zásilkovnu</a>, PPL a DPD. Platby kartou zpracovává <a href="https://www.gopay.com/cs/">GoPay</a>.</p></div>
<div class="footer-row"><h4>Sledujte nás</h4><ul><li><a href="https://www.facebook.com/vlcistopa">Facebook</a></li><li><a href="https://www.instagram.com/vlcistopa.cz/">Instagram</a></li></ul>
<a href="https://obchody.heureka.cz/vlcistopa-cz/recenze/" target="_blank"><img src="https://im9.cz/cb/481220-1.png" alt="Ověřeno zákazníky – Heureka.cz" width="130" /></a></div>
</div>
<div class="container footer-bottom"><span class="copyright">© 2026 Vlčí stopa s.r.o., IČO 08412277</span>
<span id="signature"><a href="https://www.shoptet.cz/?utm_source=footer&amp;utm_medium=link&amp;utm_campaign=create_by_shoptet" title="Vytvořeno v Shoptetu" class="image" target="_blank">Vytvořeno v Shoptetu</a></span></div>
</footer>
</div>
<script src="${CDN}/prj/dist/master/shop/dist/main-12.js?v=20261119"></script>
<script src="${CDN}/prj/dist/master/shop/dist/shared.js?v=20261119"></script>
<script type="text/javascript">var _smartsupp = _smartsupp || {};_smartsupp.key = '4b1c9e2f7a3d5b6e8c0f1a2b3c4d5e6f7a8b9c0d';</script>
<script src="https://www.smartsuppchat.com/loader.js?" async></script>
</body>
</html>`;
}

const home = page(
  '/',
  'Vlčí stopa – krmivo pro psy a kočky s vysokým podílem masa',
  'Granule, konzervy a BARF pro psy a kočky. České maso, bez obilovin, doprava zdarma nad 1 500 Kč.',
  `<div class="banners-row"><div class="banner-wrapper"><h1>Krmivo, které by si vybral vlk</h1><p>70 % českého masa, bez obilovin a umělých barviv.</p><a href="/granule-pro-psy/" class="btn btn-primary">Vybrat granule</a></div></div>
<h2 class="products-header">Nejprodávanější</h2>
<div class="products products-block">
<div class="product"><a href="/granule-pro-psy/vlci-stopa-adult-hovezi-12-kg/" class="name">Vlčí stopa Adult hovězí 12 kg</a><div class="price-final"><strong>1 490 Kč</strong></div><form action="/action/Cart/addCartItem/" method="post" class="pr-action"><input type="hidden" name="productId" value="412" /><button type="submit" class="btn btn-cart add-to-cart-button">Do košíku</button></form></div>
<div class="product"><a href="/konzervy/kureci-s-dyni-400-g/" class="name">Kuřecí s dýní 400 g</a><div class="price-final"><strong>69 Kč</strong></div></div>
<div class="product"><a href="/pro-kocky/kocici-pastika-kachna/" class="name">Kočičí paštika kachna 200 g</a><div class="price-final"><strong>55 Kč</strong></div></div>
</div>
<div class="benefitBanner"><ul><li>Česká výroba</li><li>Odesíláme do 24 hodin</li><li>Výživová poradna zdarma</li></ul></div>`,
  'in-index',
);

const partnerProgram = page(
  '/partnersky-program/',
  'Partnerský program – Vlčí stopa',
  'Doporučujte Vlčí stopu a získejte 10 % z každé objednávky.',
  `<article class="content"><h1>Partnerský program</h1>
<p>Máte blog, instagram nebo psí hotel? Doporučujte naše krmivo a získejte <strong>10 % provizi</strong> z každé objednávky, kterou přivedete.</p>
<h2>Jak to funguje</h2>
<ol><li>Zaregistrujte se níže a získáte svůj partnerský odkaz a slevový kód.</li><li>Sdílejte odkaz se svými čtenáři nebo klienty.</li><li>Provizi vyplácíme jednou měsíčně na účet, od 500 Kč.</li></ol>
<form action="/partnersky-program/registrace/" method="post" class="affiliate-form"><label>Jméno <input type="text" name="name" /></label><label>E-mail <input type="email" name="email" /></label><label>Web nebo profil <input type="text" name="web" /></label><button type="submit" class="btn btn-primary">Chci se zapojit</button></form>
<p>Už jste partner? <a href="/partnersky-program/prihlaseni/">Přihlaste se do partnerského účtu</a>.</p></article>`,
  'in-partnersky-program',
);

const wholesale = page(
  '/velkoobchod/',
  'Velkoobchod a prodejci – Vlčí stopa',
  'Nabízíme velkoobchodní ceny pro chovatelské potřeby, veterinární ordinace a psí salony.',
  `<article class="content"><h1>Velkoobchod</h1>
<p>Chcete prodávat krmivo Vlčí stopa ve své prodejně, veterinární ordinaci nebo psím salonu? Nabízíme velkoobchodní ceny od první objednávky, marketingové materiály a vzorky pro zákazníky.</p>
<h2>Podmínky</h2><ul><li>Minimální objednávka 10 000 Kč bez DPH</li><li>Doprava zdarma od 20 000 Kč</li><li>Splatnost faktur 14 dní</li></ul>
<p>Napište nám na <a href="mailto:velkoobchod@vlcistopa.cz">velkoobchod@vlcistopa.cz</a> a pošleme vám ceník.</p></article>`,
  'in-velkoobchod',
);

const about = page(
  '/o-nas/',
  'O nás – Vlčí stopa',
  'Rodinná firma z Jihočeského kraje, která vaří krmivo z českého masa.',
  `<article class="content"><h1>O nás</h1>
<p>Vlčí stopu založili v roce 2017 manželé Jana a Petr Kroupovi v Písku. Začínali s BARF menu pro vlastní vlčáky, dnes krmí přes 40 000 psů a koček po celé republice.</p>
<h2>Kvalita</h2><p>Jsme registrovaný výrobce krmiv u <a href="https://www.svscr.cz/">Státní veterinární správy</a> (registrační číslo CZ 80131050).</p>
<p>Jsme členy <a href="https://www.apek.cz/">Asociace pro elektronickou komerci (APEK)</a> a naše e-shop byl finalistou soutěže <a href="https://www.shoproku.cz/vysledky-2025">ShopRoku 2025</a> v kategorii Zvířata.</p></article>`,
  'in-o-nas',
);

const blog = page(
  '/blog/odkud-bereme-maso/',
  'Odkud bereme maso do našich krmiv – Vlčí stopa',
  'Navštívili jsme farmy, od kterých nakupujeme maso.',
  `<article class="content news-item-detail"><h1>Odkud bereme maso do našich krmiv</h1><time datetime="2026-10-02">2. 10. 2026</time>
<p>Hovězí a jehněčí maso nakupujeme přímo od <a href="https://www.farmapodlesem.cz/">Farmy Pod Lesem</a> v Jindřichově Hradci, kuřecí od regionální drůbežárny z Táborska.</p>
<p>„Krmivo s vysokým podílem masa je pro většinu psů vhodné, ale změnu stravy vždy konzultujte,“ radí MVDr. Lucie Horáková z <a href="https://www.veterina-pisek.cz/">Veterinární kliniky Písek</a>.</p>
<p>Další tipy najdete na našem <a href="https://www.youtube.com/@vlcistopa">YouTube kanálu</a>.</p></article>`,
  'in-blog',
);

export const site: CorpusSite = {
  domain: 'vlcistopa.cz',
  covers:
    'Czech Shoptet pet-food e-shop on www with no partners at all: the footer\'s "Partnerský program" is an affiliate sign-up page and "Velkoobchod" invites retailers without naming any; traps: Zásilkovna and GoPay in the footer, Heureka "Ověřeno zákazníky" badge, "Vytvořeno v Shoptetu" credit, veterinary-authority registration, APEK membership, ShopRoku contest, farm supplier and a vet clinic in a blog post, social links.',
  pages: {
    '/': { redirect: 'https://www.vlcistopa.cz/' },
    'https://www.vlcistopa.cz/': { headers: HEADERS, html: home },
    'https://www.vlcistopa.cz/partnersky-program/': { headers: HEADERS, html: partnerProgram },
    'https://www.vlcistopa.cz/velkoobchod/': { headers: HEADERS, html: wholesale },
    'https://www.vlcistopa.cz/o-nas/': { headers: HEADERS, html: about },
    'https://www.vlcistopa.cz/blog/odkud-bereme-maso/': { headers: HEADERS, html: blog },
  },
  sitemap: [
    'https://www.vlcistopa.cz/',
    'https://www.vlcistopa.cz/partnersky-program/',
    'https://www.vlcistopa.cz/velkoobchod/',
    'https://www.vlcistopa.cz/o-nas/',
    'https://www.vlcistopa.cz/blog/odkud-bereme-maso/',
  ],
  technologies: ['shoptet', 'php', 'nginx', 'google-tag-manager', 'facebook-pixel', 'smartsupp', 'open-graph', 'dpd'],
  partners: {},
};
