import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'x-shopid': '61234567890',
  'x-shopify-stage': 'production',
  'x-sorting-hat-shopid': '61234567890',
  'set-cookie': '_shopify_y=3f8a2c1e-7b4d-4e9a-8c2f-1a0b9c8d7e6f; Path=/; Max-Age=31536000; SameSite=Lax',
  'content-language': 'en-GB',
};

const FILES = '//cdn.shopify.com/s/files/1/0612/3456/7890';

function paymentIcon(id: string, title: string): string {
  return `<li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-${id}"><title id="pi-${id}">${title}</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"></path></svg></li>`;
}

function page(title: string, description: string, path: string, template: string, body: string): string {
  return `<!doctype html>
<html class="no-js" lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://safeshifttraining.co.uk${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="${FILES}/files/favicon_32x32.png?v=1698765432">
    <title>${title} &ndash; SafeShift Training</title>
    <meta name="description" content="${description}">
    <meta property="og:site_name" content="SafeShift Training">
    <meta property="og:url" content="https://safeshifttraining.co.uk${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${description}">
    <meta property="og:image" content="http:${FILES}/files/safeshift-social.jpg?v=1698765432">
    <meta name="twitter:card" content="summary_large_image">
    <script src="${FILES}/t/4/assets/constants.js?v=58251544750838685771698765432" defer="defer"></script>
    <script src="${FILES}/t/4/assets/pubsub.js?v=158357773527763999511698765432" defer="defer"></script>
    <script src="${FILES}/t/4/assets/global.js?v=37284204640041572741698765432" defer="defer"></script>
    <meta name="shopify-checkout-api-token" content="4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a">
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61234567890/digital_wallets/dialog">
    <script>var Shopify = Shopify || {};
Shopify.shop = "safeshift-training.myshopify.com";
Shopify.locale = "en";
Shopify.currency = {"active":"GBP","rate":"1.0"};
Shopify.country = "GB";
Shopify.theme = {"name":"Dawn","id":132456789012,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script id="shop-js-analytics" type="application/json">{"pageType":"${template}"}</script>
    <link href="${FILES}/t/4/assets/base.css?v=165191016556652226921698765432" rel="stylesheet" type="text/css" media="all" />
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Sx7Kq2"></script>
    <script src="https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
  </head>
  <body class="gradient template-${template}">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Skip to content</a>
    <div class="announcement-bar" role="region" aria-label="Announcement"><p class="announcement-bar__message h5">Group bookings of 6+ save 15% – <a href="/pages/group-bookings">find out more</a></p></div>
    <div class="section-header">
      <header class="header header--middle-left page-width">
        <a href="/" class="header__heading-link link link--text focus-inset"><img src="${FILES}/files/safeshift-logo.png?v=1698765432&amp;width=200" alt="SafeShift Training" class="header__heading-logo" width="200" height="60"></a>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/all" class="header__menu-item list-menu__item link link--text focus-inset">All courses</a></li>
            <li><a href="/collections/first-aid" class="header__menu-item list-menu__item link link--text focus-inset">First aid</a></li>
            <li><a href="/collections/health-and-safety" class="header__menu-item list-menu__item link link--text focus-inset">Health &amp; safety</a></li>
            <li><a href="/collections/mental-health" class="header__menu-item list-menu__item link link--text focus-inset">Mental health</a></li>
            <li><a href="/pages/training-partners" class="header__menu-item list-menu__item link link--text focus-inset">Find a training centre</a></li>
            <li><a href="/pages/about-us" class="header__menu-item list-menu__item link link--text focus-inset">About</a></li>
          </ul>
        </nav>
        <div class="header__icons">
          <a href="https://shopify.com/61234567890/account?locale=en" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Log in</span></a>
          <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Basket</span></a>
        </div>
      </header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${body}
    </main>
    <footer class="footer color-background-1 gradient section-sections--footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer-block grid__item footer-block--menu">
          <h2 class="footer-block__heading inline-richtext">Courses</h2>
          <ul class="footer-block__details-content list-unstyled"><li><a href="/collections/first-aid" class="link link--text list-menu__item list-menu__item--link">First aid at work</a></li><li><a href="/collections/health-and-safety" class="link link--text list-menu__item list-menu__item--link">Manual handling</a></li><li><a href="/collections/mental-health" class="link link--text list-menu__item list-menu__item--link">Mental health first aid</a></li></ul>
        </div>
        <div class="footer-block grid__item footer-block--menu">
          <h2 class="footer-block__heading inline-richtext">Information</h2>
          <ul class="footer-block__details-content list-unstyled"><li><a href="/pages/about-us" class="link link--text list-menu__item list-menu__item--link">About us</a></li><li><a href="/pages/training-partners" class="link link--text list-menu__item list-menu__item--link">Training partners</a></li><li><a href="/pages/careers" class="link link--text list-menu__item list-menu__item--link">Become a trainer</a></li><li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">Terms of service</a></li><li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacy policy</a></li><li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Cancellation policy</a></li></ul>
        </div>
        <div class="footer-block grid__item">
          <h2 class="footer-block__heading inline-richtext">Proud partner of</h2>
          <div class="footer-block__details-content rte"><p><a href="https://www.matesinmind.org/" target="_blank" title="Mates in Mind"><img src="${FILES}/files/mates-in-mind-partner.png?v=1698765432" alt="Mates in Mind – Proud partner" width="140"></a></p><p>Registered in England &amp; Wales no. 11234567. VAT GB 312 4567 89.</p></div>
        </div>
        <div class="footer-block--newsletter">
          <h2 class="footer-block__heading inline-richtext">Course updates</h2>
          <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form"><input type="hidden" name="form_type" value="customer"><input type="email" name="contact[email]" placeholder="Email"><button type="submit" class="newsletter-form__button field__button">Subscribe</button></form>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.facebook.com/safeshifttraining" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
            <li class="list-social__item"><a href="https://www.linkedin.com/company/safeshift-training" class="link list-social__link"><span class="visually-hidden">LinkedIn</span></a></li>
            <li class="list-social__item"><a href="https://www.instagram.com/safeshifttraining" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
          </ul>
        </div>
      </div>
      <div class="footer__content-bottom">
        <div class="footer__payment"><span class="visually-hidden">Payment methods</span>
          <ul class="list list-payment" role="list">
            ${paymentIcon('american_express', 'American Express')}
            ${paymentIcon('apple_pay', 'Apple Pay')}
            ${paymentIcon('master', 'Mastercard')}
            ${paymentIcon('paypal', 'PayPal')}
            ${paymentIcon('shopify_pay', 'Shop Pay')}
            ${paymentIcon('visa', 'Visa')}
          </ul>
        </div>
        <div class="footer__copyright caption"><small class="copyright__content">&copy; 2024, <a href="/" title="">SafeShift Training</a></small> <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a></small></div>
      </div>
    </footer>
  </body>
</html>`;
}

const HOME = page(
  'Workplace First Aid & Health and Safety Training',
  'Accredited first aid, health and safety and mental health courses for UK employers – on-site, at a local training centre or online.',
  '/',
  'index',
  `<div class="banner banner--large"><div class="banner__content page-width"><div class="banner__box"><h2 class="banner__heading inline-richtext h0">Training that keeps your team safe</h2><div class="banner__text rte"><p>Regulated first aid at work, manual handling, fire marshal and mental health first aid courses. Book a public course or bring us on-site.</p></div><div class="banner__buttons"><a href="/collections/all" class="button button--primary">Browse courses</a><a href="/pages/training-partners" class="button button--secondary">Find a centre near you</a></div></div></div></div>
<div class="collection page-width"><h2 class="title inline-richtext h2">Popular courses</h2>
<ul class="grid product-grid grid--4-col-desktop" role="list">
  <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/first-aid-at-work-3-day" class="full-unstyled-link">First Aid at Work (3 days)</a><div class="price"><span class="price-item price-item--regular">£245.00 GBP</span></div></div></li>
  <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/emergency-first-aid-at-work" class="full-unstyled-link">Emergency First Aid at Work (1 day)</a><div class="price"><span class="price-item price-item--regular">£95.00 GBP</span></div></div></li>
  <li class="grid__item"><div class="card-wrapper product-card-wrapper"><a href="/products/mental-health-first-aid" class="full-unstyled-link">Mental Health First Aid (2 days)</a><div class="price"><span class="price-item price-item--regular">£210.00 GBP</span></div></div></li>
</ul></div>
<div class="page-width"><h2 class="h2">Trusted by 900+ UK employers</h2>
<div class="logo-list"><img src="${FILES}/files/client-harrow-council.png" alt="London Borough of Harrow"><img src="${FILES}/files/client-greenfield-construction.png" alt="Greenfield Construction"><img src="${FILES}/files/client-oakmere-care.png" alt="Oakmere Care Homes"></div>
<div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8807dec7e10d38f59f32" data-businessunit-id="5f1a2b3c4d5e6f7a8b9c0d1e" data-style-height="150px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/safeshifttraining.co.uk" target="_blank" rel="noopener">Trustpilot</a></div>
</div>`,
);

const PARTNERS = page(
  'Training partners',
  'SafeShift approved training centres across the UK and our e-learning resellers.',
  '/pages/training-partners',
  'page',
  `<div class="page-width page-width--narrow section-template--page-padding">
  <h1 class="main-page-title page-title h0">Training partners</h1>
  <div class="rte">
    <p>Prefer to train close to home? Our approved training centres deliver the full SafeShift course programme with SafeShift-certified trainers, materials and certificates. Bookings and payment are handled directly by each centre.</p>
    <h2>Approved training centres</h2>
    <table>
      <thead><tr><th>Centre</th><th>Location</th><th>Courses</th><th>Website</th></tr></thead>
      <tbody>
        <tr><td>Northern Safety Training Ltd</td><td>Leeds, West Yorkshire</td><td>First aid, manual handling, fire marshal</td><td><a href="https://www.northernsafetytraining.co.uk/book" target="_blank">northernsafetytraining.co.uk</a></td></tr>
        <tr><td>Clyde First Aid</td><td>Glasgow</td><td>First aid, mental health first aid</td><td><a href="https://clydefirstaid.scot/" target="_blank">clydefirstaid.scot</a></td></tr>
        <tr><td>Cymru Workplace Skills</td><td>Cardiff</td><td>All courses (also delivered in Welsh)</td><td><a href="https://www.cymruworkplaceskills.wales/" target="_blank">cymruworkplaceskills.wales</a></td></tr>
        <tr><td>Thames Valley Training Centre</td><td>Reading, Berkshire</td><td>First aid</td><td>bookings@tvtc-reading.co.uk</td></tr>
      </tbody>
    </table>
    <h2>E-learning resellers</h2>
    <p>Our online courses are also sold by these learning providers, bundled with their own catalogues:</p>
    <ul>
      <li><a href="https://www.workwiselearning.co.uk/catalogue/safeshift" target="_blank">Workwise Learning</a> – for SMEs across the UK</li>
      <li><a href="https://skillshub.ie/" target="_blank">SkillsHub Ireland</a> – for employers in the Republic of Ireland</li>
    </ul>
    <p>Interested in becoming an approved centre? <a href="/pages/contact">Get in touch</a>.</p>
  </div>
</div>`,
);

const ABOUT = page(
  'About us',
  'SafeShift Training was founded in 2014 by two former paramedics.',
  '/pages/about-us',
  'page',
  `<div class="page-width page-width--narrow section-template--page-padding">
  <h1 class="main-page-title page-title h0">About SafeShift</h1>
  <div class="rte">
    <p>SafeShift Training was founded in 2014 by former paramedics Helen Brooks and Dev Sharma. We have trained more than 48,000 people in workplaces from building sites to care homes.</p>
    <h2>Accreditation</h2>
    <p>Our first aid qualifications are regulated and certificated by <a href="https://www.qualsafeawards.org/" target="_blank">Qualsafe Awards</a>, an Ofqual-recognised awarding organisation, and meet the <a href="https://www.hse.gov.uk/firstaid/" target="_blank">HSE</a> guidance on first aid at work.</p>
    <h2>Awards</h2>
    <p>Winner, Training Provider of the Year – <a href="https://www.shponline.co.uk/awards/2023-winners" target="_blank">SHP Awards 2023</a>.</p>
    <h2>Giving back</h2>
    <p>We sponsor the annual <a href="https://www.yorkshirethreepeaks-challenge.org/" target="_blank">Yorkshire Three Peaks Challenge</a> for construction charities, and 1% of every booking goes to our charity partner <a href="https://www.matesinmind.org/" target="_blank">Mates in Mind</a>.</p>
  </div>
</div>`,
);

const COLLECTION = page(
  'All courses',
  'All SafeShift courses: first aid, health and safety and mental health.',
  '/collections/all',
  'collection',
  `<div class="page-width"><h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>All courses</h1>
<ul id="product-grid" class="grid product-grid grid--3-col-desktop" role="list">
  <li class="grid__item"><a href="/products/first-aid-at-work-3-day">First Aid at Work (3 days)</a> – £245.00</li>
  <li class="grid__item"><a href="/products/emergency-first-aid-at-work">Emergency First Aid at Work (1 day)</a> – £95.00</li>
  <li class="grid__item"><a href="/products/mental-health-first-aid">Mental Health First Aid (2 days)</a> – £210.00</li>
  <li class="grid__item"><a href="/products/manual-handling-half-day">Manual Handling (half day)</a> – £65.00</li>
  <li class="grid__item"><a href="/products/fire-marshal">Fire Marshal (half day)</a> – £70.00</li>
  <li class="grid__item"><a href="/products/e-learning-manual-handling">Manual Handling e-learning</a> – £19.00</li>
</ul></div>`,
);

export const site: CorpusSite = {
  domain: 'safeshifttraining.co.uk',
  covers:
    'UK workplace-training provider on Shopify (Dawn theme, cdn.shopify.com assets, shop headers and cookie, Klaviyo, Trustpilot widget, footer payment icons): training-partners page with a table of approved training centres (one with only an email) and a list of e-learning resellers (channel), a charity partner in the footer and About prose (generic); negatives are payment badges, awarding body and HSE, awards, event sponsorship, Trustpilot review link, unlinked client logos, Powered by Shopify, shopify.com account link',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/pages/training-partners': { headers: HEADERS, html: PARTNERS },
    '/pages/about-us': { headers: HEADERS, html: ABOUT },
    '/collections/all': { headers: HEADERS, html: COLLECTION },
  },
  sitemap: ['/', '/collections/all', '/collections/first-aid', '/pages/about-us', '/pages/training-partners', '/pages/contact'],
  technologies: [
    'shopify',
    'cart-functionality',
    'klaviyo',
    'trustpilot',
    'american-express',
    'apple-pay',
    'mastercard',
    'paypal',
    'shop-pay',
    'visa',
    'open-graph',
  ],
  partners: {
    'northernsafetytraining.co.uk': 'channel',
    'clydefirstaid.scot': 'channel',
    'cymruworkplaceskills.wales': 'channel',
    'workwiselearning.co.uk': 'channel',
    'skillshub.ie': 'channel',
    'matesinmind.org': 'generic',
  },
};
