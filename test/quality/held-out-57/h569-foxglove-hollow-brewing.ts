import type { CorpusSite } from '../corpus/types.js';

const shopCdn = '//foxglovehollowbrewing.com/cdn/shop/t/14/assets';

const head = (title: string, description: string, path: string, ogType = 'website'): string => `<!doctype html>
<html class="no-js" lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="">
<link rel="canonical" href="https://foxglovehollowbrewing.com${path}">
<link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
<link rel="icon" type="image/png" href="${shopCdn}/../files/foxglove-favicon.png?crop=center&height=32&v=1698765432&width=32">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:site_name" content="Foxglove Hollow Brewing Co.">
<meta property="og:url" content="https://foxglovehollowbrewing.com${path}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="${ogType}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://foxglovehollowbrewing.com/cdn/shop/files/taproom-og.jpg?v=1698765432">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<script src="${shopCdn}/constants.js?v=58251544750838685771698765450" defer="defer"></script>
<script src="${shopCdn}/pubsub.js?v=158357773527763999511698765451" defer="defer"></script>
<script src="${shopCdn}/global.js?v=37284204640041572741698765450" defer="defer"></script>
<meta name="shopify-checkout-api-token" content="5f2d8e1c9b7a4630a1e2f3d4c5b6a798">
<meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">
<script async="async" src="https://cdn.shopify.com/s/files/1/0612/3456/7890/t/14/assets/theme-editor.js?v=1698765452"></script>
<link href="${shopCdn}/base.css?v=88290808517547527771698765450" rel="stylesheet" type="text/css" media="all">
<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Wk9pQ2"></script>
<script src="https://cdn.judge.me/widget_preloader.js" defer></script>
</head>`;

const header = `<body class="gradient">
<a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
<div class="announcement-bar" role="region" aria-label="Announcement"><p>Taproom open Wed&ndash;Sun &middot; Free local delivery over $60 &middot; Must be 21+ to order</p></div>
<header class="header header--middle-left page-width">
  <a href="/" class="header__heading-link link"><img src="//foxglovehollowbrewing.com/cdn/shop/files/foxglove-logo.svg?v=1698765432" alt="Foxglove Hollow Brewing Co." width="180" height="72" class="header__heading-logo"></a>
  <nav class="header__inline-menu">
    <ul class="list-menu list-menu--inline" role="list">
      <li><a href="/collections/all" class="header__menu-item list-menu__item link">Shop Beer</a></li>
      <li><a href="/pages/taproom" class="header__menu-item list-menu__item link">Taproom</a></li>
      <li><a href="/pages/where-to-buy" class="header__menu-item list-menu__item link">Where to Buy</a></li>
      <li><a href="/pages/about" class="header__menu-item list-menu__item link">Our Story</a></li>
      <li><a href="/blogs/news" class="header__menu-item list-menu__item link">News</a></li>
    </ul>
  </nav>
  <div class="header__icons">
    <a href="/account/login" class="header__icon header__icon--account link">Log in</a>
    <a href="/cart" class="header__icon header__icon--cart link" id="cart-icon-bubble">Cart</a>
  </div>
</header>
<main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const footer = `</main>
<footer class="footer color-background-1 gradient section-sections--footer-padding">
  <div class="footer__content-top page-width">
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Visit</h2>
      <p>Foxglove Hollow Brewing Co.<br>1184 Orchard Creek Rd<br>Hood River, OR 97031<br>(541) 555-0186</p>
    </div>
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Info</h2>
      <ul class="footer-block__details-content list-unstyled">
        <li><a href="/pages/where-to-buy" class="link link--text list-menu__item">Where to Buy</a></li>
        <li><a href="/pages/wholesale" class="link link--text list-menu__item">Wholesale</a></li>
        <li><a href="/pages/careers" class="link link--text list-menu__item">Careers</a></li>
        <li><a href="https://www.foxglovetaproom.com/reservations" class="link link--text list-menu__item">Taproom reservations</a></li>
        <li><a href="/policies/shipping-policy" class="link link--text list-menu__item">Shipping</a></li>
        <li><a href="/policies/privacy-policy" class="link link--text list-menu__item">Privacy</a></li>
      </ul>
    </div>
    <div class="footer-block grid__item">
      <h2 class="footer-block__heading">Join the Hollow</h2>
      <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="&#10003;"><input type="hidden" name="contact[tags]" value="newsletter"><input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" placeholder="Email"><button type="submit" class="newsletter-form__button field__button" name="commit">Subscribe</button></form>
      <ul class="list-unstyled list-social footer__list-social" role="list">
        <li class="list-social__item"><a href="https://www.instagram.com/foxglovehollowbrewing" class="link list-social__link">Instagram</a></li>
        <li class="list-social__item"><a href="https://www.facebook.com/foxglovehollowbrewing" class="link list-social__link">Facebook</a></li>
        <li class="list-social__item"><a href="https://untappd.com/FoxgloveHollowBrewing" class="link list-social__link">Untappd</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__content-bottom">
    <div class="footer__payment">
      <span class="visually-hidden">Payment methods</span>
      <ul class="list list-payment" role="list">
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-american_express"><title id="pi-american_express">American Express</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3Z" opacity=".07"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3Z" opacity=".07"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-shopify_pay"><title id="pi-shopify_pay">Shop Pay</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z" fill="#000"/></svg></li>
        <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
      </ul>
    </div>
    <p class="copyright__content">&copy; 2024, <a href="/" title="">Foxglove Hollow Brewing Co.</a> &middot; Please drink responsibly.</p>
  </div>
</footer>
<div class="age-verification-modal" id="AgeVerification" role="dialog" aria-modal="true" aria-labelledby="AgeVerificationTitle" hidden>
  <h2 id="AgeVerificationTitle">Are you 21 or older?</h2>
  <button type="button" class="button">Yes, let me in</button> <a href="https://www.responsibility.org/" class="button button--secondary">No</a>
</div>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8872c1f0ab3e2d9f-SEA',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61234567890',
  'x-shopify-stage': 'production',
  'set-cookie':
    '_shopify_y=3f9e1b2a-7c4d-4e8f-9a0b-1c2d3e4f5a6b; path=/; expires=Wed, 21 May 2025 10:22:31 GMT; domain=foxglovehollowbrewing.com; SameSite=Lax',
};

export const site: CorpusSite = {
  domain: 'foxglovehollowbrewing.com',
  otherDomains: ['foxglovetaproom.com'],
  covers:
    'US Shopify craft brewery: "Where to Buy" page with a distributor table by state (one distributor unlinked), a linked list of stockist bottle shops and a community/collab partners paragraph; negatives: race sponsorship, beer awards, press, Untappd/social links, payment-method icons, responsibility.org age gate, job board, taproom reservations domain',
  pages: {
    '/': {
      headers,
      html: `${head('Foxglove Hollow Brewing Co. | Farmhouse ales from Hood River, Oregon', 'Small-batch farmhouse ales, hazy IPAs and barrel-aged sours brewed with Columbia Gorge hops and fruit. Ship to your door in OR and WA.', '/')}
${header}
<section class="banner">
  <h1 class="banner__heading">Brewed in the orchard, poured in the hollow</h1>
  <p>Farmhouse ales and hazy IPAs made with hops, pears and cherries from our Hood River neighbours.</p>
  <a href="/collections/all" class="button">Shop beer</a> <a href="/pages/where-to-buy" class="button button--secondary">Find us near you</a>
</section>
<section class="featured-collection">
  <h2>Fresh this week</h2>
  <ul class="grid product-grid" role="list">
    <li class="grid__item"><a href="/products/orchard-haze-ipa" class="full-unstyled-link">Orchard Haze IPA &ndash; 4-pack 16oz cans</a><span class="price">$15.99</span><div class="jdgm-widget jdgm-preview-badge" data-id="7712345678901"></div></li>
    <li class="grid__item"><a href="/products/foxglove-saison" class="full-unstyled-link">Foxglove Saison &ndash; 750ml bottle</a><span class="price">$13.00</span></li>
    <li class="grid__item"><a href="/products/sour-cherry-hollow" class="full-unstyled-link">Sour Cherry Hollow &ndash; barrel-aged</a><span class="price">$22.00</span></li>
  </ul>
</section>
<section class="awards">
  <h2>Awards</h2>
  <ul>
    <li>Gold, Saison category &ndash; <a href="https://www.craftbeercup.org/winners/2023" target="_blank" rel="noopener">Cascadia Craft Beer Cup 2023</a></li>
    <li>Silver, Wood-Aged Sour &ndash; Oregon Brewers Medal Round 2022</li>
  </ul>
  <p>As seen in <a href="https://www.oregonbeerjournal.com/2024/03/foxglove-hollow-orchard-beers" target="_blank" rel="noopener">Oregon Beer Journal</a> and on <a href="https://www.gorgetravelguide.com/drink/breweries" target="_blank" rel="noopener">Gorge Travel Guide</a>.</p>
</section>
<section class="community">
  <h2>In the community</h2>
  <p>We're a proud sponsor of the <a href="https://www.hollowvalleyhalf.org/" target="_blank" rel="noopener">Hollow Valley Half Marathon</a> and donate $1 from every Gorge Pale Ale to the Hood River Watershed Group.</p>
</section>
${footer}`,
    },
    '/pages/where-to-buy': {
      headers,
      html: `${head('Where to Buy | Foxglove Hollow Brewing Co.', 'Find Foxglove Hollow beer at distributors, bottle shops and taprooms across Oregon, Washington and Idaho.', '/pages/where-to-buy')}
${header}
<div class="page-width page-width--narrow section-template--where-to-buy-padding">
  <h1 class="main-page-title page-title h0">Where to Buy</h1>
  <div class="rte">
    <p>Our beer is available on draft and in cans throughout the Pacific Northwest thanks to our distribution partners. Retailers and bars: contact the distributor for your state, or email <a href="mailto:wholesale@foxglovehollowbrewing.com">wholesale@foxglovehollowbrewing.com</a>.</p>
    <h2>Distributors</h2>
    <table>
      <thead><tr><th>State / Region</th><th>Distributor</th><th>Contact</th></tr></thead>
      <tbody>
        <tr><td>Oregon (Portland metro &amp; Gorge)</td><td><a href="https://www.cascadecraftdist.com/" target="_blank" rel="noopener">Cascade Craft Distributing</a></td><td>(503) 555-0142</td></tr>
        <tr><td>Washington &amp; Northern Idaho</td><td><a href="https://bitterrootbev.com/brands/foxglove-hollow" target="_blank" rel="noopener">Bitter Root Beverage Co.</a></td><td>(509) 555-0117</td></tr>
        <tr><td>Central &amp; Southern Oregon</td><td>Summit Beverage Partners</td><td>(541) 555-0199</td></tr>
      </tbody>
    </table>
    <h2>Bottle shops that stock us</h2>
    <ul>
      <li><a href="https://www.hophavenbottles.com/" target="_blank" rel="noopener">Hop Haven Bottle Shop</a> &ndash; Portland, OR</li>
      <li><a href="https://growlergarage.com/" target="_blank" rel="noopener">The Growler Garage</a> &ndash; Vancouver, WA</li>
      <li><a href="https://www.gorgegrocerycoop.org/" target="_blank" rel="noopener">Gorge Grocery Co-op</a> &ndash; Hood River, OR</li>
    </ul>
    <h2>Brewing &amp; community partners</h2>
    <p>Our collaboration series is brewed with our friends at <a href="https://www.ridgebackales.com/" target="_blank" rel="noopener">Ridgeback Ales</a>, and every pound of spent grain goes to our partner farm, <a href="https://sunnyacresfarm.org/" target="_blank" rel="noopener">Sunny Acres Farm</a>, to feed their pigs.</p>
  </div>
</div>
${footer}`,
    },
    '/pages/about': {
      headers,
      html: `${head('Our Story | Foxglove Hollow Brewing Co.', 'Two orchardists, one old packing shed and a lot of wild yeast.', '/pages/about')}
${header}
<div class="page-width page-width--narrow">
  <h1 class="main-page-title page-title h0">Our Story</h1>
  <div class="rte">
    <p>Foxglove Hollow started in 2017 when Dana and Miguel Ortega turned the pear-packing shed on Dana's family orchard into a 10-barrel brewhouse. We still brew every batch there, with fruit picked a few hundred feet away.</p>
    <p>Come say hi at the taproom (book a table on <a href="https://www.foxglovetaproom.com/" target="_blank" rel="noopener">foxglovetaproom.com</a>) or join the team &ndash; we post openings on <a href="/pages/careers">our careers page</a> and on <a href="https://poachedjobs.com/jobs/foxglove-hollow-brewing" target="_blank" rel="noopener">Poached</a>.</p>
  </div>
</div>
${footer}`,
    },
    '/collections/all': {
      headers,
      html: `${head('Products | Foxglove Hollow Brewing Co.', 'Shop cans, bottles, gift cards and merch. Local delivery and shipping in OR and WA.', '/collections/all')}
${header}
<div class="collection page-width">
  <h1 class="collection-hero__title">Products</h1>
  <ul id="product-grid" class="grid product-grid" role="list">
    <li class="grid__item"><a href="/products/orchard-haze-ipa" class="full-unstyled-link">Orchard Haze IPA</a><span class="price">$15.99</span><div class="jdgm-widget jdgm-preview-badge" data-id="7712345678901"></div></li>
    <li class="grid__item"><a href="/products/foxglove-saison" class="full-unstyled-link">Foxglove Saison</a><span class="price">$13.00</span></li>
    <li class="grid__item"><a href="/products/sour-cherry-hollow" class="full-unstyled-link">Sour Cherry Hollow</a><span class="price">$22.00</span></li>
    <li class="grid__item"><a href="/products/gorge-pale-ale" class="full-unstyled-link">Gorge Pale Ale</a><span class="price">$12.99</span></li>
    <li class="grid__item"><a href="/products/hollow-trucker-hat" class="full-unstyled-link">Hollow Trucker Hat</a><span class="price">$28.00</span></li>
  </ul>
</div>
${footer}`,
    },
  },
  sitemap: ['/', '/collections/all', '/pages/about', '/pages/where-to-buy'],
  technologies: [
    'shopify',
    'shop-pay',
    'cart-functionality',
    'klaviyo',
    'judge-me',
    'cloudflare',
    'american-express',
    'apple-pay',
    'mastercard',
    'visa',
    'open-graph',
  ],
  partners: {
    'cascadecraftdist.com': 'channel',
    'bitterrootbev.com': 'channel',
    'hophavenbottles.com': 'channel',
    'growlergarage.com': 'channel',
    'gorgegrocerycoop.org': 'channel',
    'ridgebackales.com': 'generic',
    'sunnyacresfarm.org': 'generic',
  },
};
