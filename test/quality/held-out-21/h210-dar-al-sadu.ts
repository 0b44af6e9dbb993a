import type { CorpusSite } from '../corpus/types.js';

const D = 'https://darsaduliving.com';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '86b2e4a1c7d3f9e2-DXB',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61482290731',
  'x-shopify-stage': 'production',
  'x-sorting-hat-shopid': '61482290731',
  'strict-transport-security': 'max-age=7889238',
  'content-language': 'ar',
  'set-cookie':
    '_shopify_y=5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e; Expires=Sat, 22 Mar 2025 10:00:00 GMT; Domain=darsaduliving.com; Path=/; SameSite=Lax',
};

const CDN = '//darsaduliving.com/cdn/shop/t/14/assets';

const css = `
:root{--font-body-family:"Tajawal",sans-serif;--font-heading-family:"Amiri",serif;--color-base-text:38,32,26;--color-base-background-1:250,246,239;--color-base-accent-1:142,90,52;--page-width:140rem;--buttons-radius:0px}
*,*::before,*::after{box-sizing:inherit}html{box-sizing:border-box;font-size:62.5%}body{margin:0;font-size:1.6rem;line-height:1.8;font-family:var(--font-body-family);color:rgb(var(--color-base-text));background:rgb(var(--color-base-background-1))}
.page-width{max-width:var(--page-width);margin:0 auto;padding:0 5rem}h1,h2,h3,.h1,.h2{font-family:var(--font-heading-family);font-weight:700;letter-spacing:0}
.announcement-bar{background:rgb(var(--color-base-accent-1));color:#fff;text-align:center;font-size:1.3rem;padding:1rem}
.header{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;padding:2rem 0}.header__heading-logo{width:160px;height:auto}
.header__inline-menu .list-menu{display:flex;gap:2.4rem;list-style:none;padding:0;margin:0}.header__menu-item{color:rgb(var(--color-base-text));text-decoration:none;font-size:1.5rem}
.header__icons{display:flex;justify-content:flex-end;gap:1.6rem}.header__icon{color:inherit}.cart-count-bubble{background:rgb(var(--color-base-accent-1));color:#fff;border-radius:50%;font-size:1rem;width:1.8rem;height:1.8rem;display:inline-flex;align-items:center;justify-content:center}
.banner{min-height:64rem;position:relative;display:flex;align-items:flex-end;background:#2c241d center/cover}.banner__box{background:rgba(250,246,239,.92);padding:4rem;margin:5rem;max-width:56rem}
.button{display:inline-flex;align-items:center;justify-content:center;background:rgb(var(--color-base-text));color:#fff;text-decoration:none;padding:1.4rem 3rem;font-size:1.5rem;border:0}
.button--secondary{background:transparent;color:rgb(var(--color-base-text));box-shadow:inset 0 0 0 1px rgb(var(--color-base-text))}
.grid{display:grid;gap:2rem;list-style:none;padding:0}.grid--4-col-desktop{grid-template-columns:repeat(4,1fr)}.grid--3-col-desktop{grid-template-columns:repeat(3,1fr)}
.card__media img{width:100%;aspect-ratio:4/5;object-fit:cover}.price{font-size:1.6rem;letter-spacing:.05rem}.price-item--sale{color:#a23b2a}
.tabs{display:flex;gap:.5rem;border-bottom:1px solid rgba(38,32,26,.2);margin-bottom:3rem;overflow-x:auto}.tabs button{background:none;border:0;padding:1.2rem 2rem;font:inherit;cursor:pointer}
.tabs button[aria-selected=true]{border-bottom:3px solid rgb(var(--color-base-accent-1));font-weight:700}.stockist{border-bottom:1px solid rgba(38,32,26,.12);padding:2rem 0}
.stockist h3{margin:0 0 .4rem;font-size:2rem}#stockist-map{height:46rem;margin-bottom:3rem}.marketplaces{display:flex;gap:3rem;align-items:center;flex-wrap:wrap}.marketplaces img{height:4.2rem}
.footer{background:#26201a;color:#d9cfc1;padding:6rem 0 3rem;font-size:1.4rem}.footer a{color:#fff}.footer__blocks-wrapper{display:grid;grid-template-columns:repeat(4,1fr);gap:3rem}
.list-payment{display:flex;gap:1rem;list-style:none;padding:0;flex-wrap:wrap}.list-payment__item svg{width:3.8rem;height:2.4rem}
@media screen and (max-width:749px){.page-width{padding:0 1.5rem}.grid--4-col-desktop,.grid--3-col-desktop{grid-template-columns:repeat(2,1fr)}.footer__blocks-wrapper{grid-template-columns:1fr}}
`;

function head(title: string, desc: string, path: string, extra = ''): string {
  return `<!doctype html>
<html class="no-js" lang="ar" dir="rtl">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="${D}${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="${CDN.replace('/t/14/assets', '/files')}/favicon-sadu.png?crop=center&height=32&v=1700000000&width=32">
    <link rel="preconnect" href="https://fonts.shopifycdn.com" crossorigin>
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <meta property="og:site_name" content="دار السدو | Dar Al Sadu">
    <meta property="og:url" content="${D}${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta property="og:description" content="${desc}">
    <meta property="og:image" content="http://darsaduliving.com/cdn/shop/files/og-majlis.jpg?v=1700000000">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:title" content="${title}">
    <script src="${CDN}/constants.js?v=132983761750457495441700000000" defer="defer"></script>
    <script src="${CDN}/pubsub.js?v=158357773527763999511700000000" defer="defer"></script>
    <script src="${CDN}/global.js?v=37284204640041572741700000000" defer="defer"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61482290731/digital_wallets/dialog">
    <script async="async" src="/checkouts/internal/preloads.js?locale=ar-SA"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"8f1e2d3c4b5a69788796a5b4c3d2e1f0","betas":["rich-media-storefront-analytics"],"domain":"darsaduliving.com","predictiveSearch":false,"shopId":61482290731,"locale":"ar"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "dar-al-sadu.myshopify.com";
Shopify.locale = "ar";
Shopify.currency = {"active":"SAR","rate":"1.0"};
Shopify.country = "SA";
Shopify.theme = {"name":"Dawn RTL – Sadu 2024","id":132847190123,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
    <script>window.ShopifyAnalytics = window.ShopifyAnalytics || {}; window.ShopifyAnalytics.meta = window.ShopifyAnalytics.meta || {}; window.ShopifyAnalytics.meta.currency = 'SAR'; var meta = {"page":{"pageType":"${path === '/' ? 'home' : 'page'}"}}; for (var attr in meta) { window.ShopifyAnalytics.meta[attr] = meta[attr]; }</script>
    <script class="analytics">(function () { var customDocumentWrite = function(content) { var jquery = null; if (window.jQuery) { jquery = window.jQuery; } else if (window.Checkout && window.Checkout.$) { jquery = window.Checkout.$; } if (jquery) { jquery('body').append(content); } }; })();</script>
    <script defer src="https://cdn.shopify.com/shopifycloud/perf-kit/shopify-perf-kit-1.0.0.min.js" data-application="storefront-renderer" data-shop-id="61482290731" data-render-region="gcp-me-west1" data-page-type="${path === '/' ? 'index' : 'page'}" data-theme-instance-id="132847190123" data-theme-name="Dawn" data-theme-version="12.0.0" data-monorail-region="shop_domain"></script>
    <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
    <style data-shopify>${css}</style>
    <link href="${CDN}/base.css?v=171624839231048549531700000000" rel="stylesheet" type="text/css" media="all" />
    <link rel="preload" as="font" href="//darsaduliving.com/cdn/fonts/tajawal/tajawal_n4.woff2" type="font/woff2" crossorigin>
    <script type="text/javascript" async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=XaB7cD"></script>
${extra}  </head>
`;
}

const paymentIcons = `<ul class="list list-payment" role="list">
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-mada"><title id="pi-mada">Mada</title><path fill="#000" opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/><path fill="#142688" d="M28.3 10.1H28c-.4 1-.7 1.5-1 3h1.9c-.3-1.5-.3-2.2-.6-3z"/></svg></li>
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><circle fill="#EB001B" cx="15" cy="12" r="7"/><circle fill="#F79E1B" cx="23" cy="12" r="7"/></svg></li>
  <li class="list-payment__item"><svg class="icon icon--full-color" version="1.1" xmlns="http://www.w3.org/2000/svg" role="img" x="0" y="0" width="38" height="24" viewBox="0 0 165.521 105.965" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M150.698 0H14.823c-.566 0-1.133 0-1.698.003z"/></svg></li>
</ul>`;

function bodyStart(): string {
  return `  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">تخطي إلى المحتوى</a>
    <div id="shopify-section-sections--announcement" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar" role="region" aria-label="إعلان"><p class="announcement-bar__message">توصيل وتركيب مجاني داخل الرياض وجدة والكويت للطلبات فوق 3,000 ريال</p></div></div>
    <div id="shopify-section-sections--header" class="shopify-section shopify-section-group-header-group section-header"><sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-background-1 gradient header-wrapper--border-bottom">
      <header class="header header--middle-center header--mobile-center page-width header--has-menu">
        <nav class="header__inline-menu"><ul class="list-menu list-menu--inline" role="list">
          <li><a href="/collections/majlis" class="header__menu-item list-menu__item link link--text focus-inset"><span>المجالس</span></a></li>
          <li><a href="/collections/living-room" class="header__menu-item list-menu__item link link--text focus-inset"><span>غرفة المعيشة</span></a></li>
          <li><a href="/collections/dining" class="header__menu-item list-menu__item link link--text focus-inset"><span>غرفة الطعام</span></a></li>
          <li><a href="/collections/rugs-sadu" class="header__menu-item list-menu__item link link--text focus-inset"><span>سجاد السدو</span></a></li>
          <li><a href="/pages/stockists" class="header__menu-item list-menu__item link link--text focus-inset"><span>نقاط البيع</span></a></li>
          <li><a href="/pages/about" class="header__menu-item list-menu__item link link--text focus-inset"><span>قصتنا</span></a></li>
        </ul></nav>
        <a href="/" class="header__heading-link link link--text focus-inset"><div class="header__heading-logo-wrapper"><img src="//darsaduliving.com/cdn/shop/files/logo-dar-al-sadu.svg?v=1700000000&amp;width=320" alt="دار السدو" srcset="//darsaduliving.com/cdn/shop/files/logo-dar-al-sadu.svg?v=1700000000&amp;width=160 160w, //darsaduliving.com/cdn/shop/files/logo-dar-al-sadu.svg?v=1700000000&amp;width=320 320w" width="160" height="48" loading="eager" class="header__heading-logo motion-reduce"></div></a>
        <div class="header__icons">
          <details-modal class="header__search"><details><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="بحث"><span>بحث</span></summary></details></details-modal>
          <a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">تسجيل الدخول</span></a>
          <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">السلة</span><div class="cart-count-bubble"><span aria-hidden="true">0</span></div></a>
        </div>
      </header>
    </sticky-header></div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
`;
}

const bodyEnd = `    </main>
    <div id="shopify-section-sections--footer" class="shopify-section shopify-section-group-footer-group"><footer class="footer color-accent-2 gradient section-sections--footer-padding">
      <div class="footer__content-top page-width"><div class="footer__blocks-wrapper grid">
        <div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">دار السدو</h2><div class="footer-block__details-content rte"><p>أثاث معاصر مستوحى من نسيج السدو البدوي. صُمم في الكويت وصُنع بأيدٍ حرفية.</p><p>شركة دار السدو للأثاث ذ.م.م – سجل تجاري 4030412871<br>الرقم الضريبي 310447219800003</p></div></div>
        <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">خدمة العملاء</h2><ul class="footer-block__details-content list-unstyled">
          <li><a href="/pages/contact" class="link link--text list-menu__item list-menu__item--link">تواصل معنا</a></li>
          <li><a href="/pages/shipping" class="link link--text list-menu__item list-menu__item--link">الشحن والتركيب</a></li>
          <li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">سياسة الاسترجاع</a></li>
          <li><a href="/pages/trade-program" class="link link--text list-menu__item list-menu__item--link">برنامج المصممين والمشاريع</a></li>
        </ul></div>
        <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">عن الدار</h2><ul class="footer-block__details-content list-unstyled">
          <li><a href="/pages/about" class="link link--text list-menu__item list-menu__item--link">قصتنا</a></li>
          <li><a href="/pages/stockists" class="link link--text list-menu__item list-menu__item--link">نقاط البيع</a></li>
          <li><a href="/blogs/journal" class="link link--text list-menu__item list-menu__item--link">المجلة</a></li>
          <li><a href="/pages/careers" class="link link--text list-menu__item list-menu__item--link">الوظائف</a></li>
        </ul></div>
        <div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">اشترك في نشرتنا</h2>
          <div class="klaviyo-form-Ux7PqR"></div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.instagram.com/daralsadu.living" class="link list-social__link">Instagram</a></li>
            <li class="list-social__item"><a href="https://www.tiktok.com/@daralsadu" class="link list-social__link">TikTok</a></li>
            <li class="list-social__item"><a href="https://www.pinterest.com/daralsadu" class="link list-social__link">Pinterest</a></li>
            <li class="list-social__item"><a href="https://www.snapchat.com/add/daralsadu" class="link list-social__link">Snapchat</a></li>
          </ul>
        </div>
      </div></div>
      <div class="footer__content-bottom"><div class="footer__content-bottom-wrapper page-width">
        <div class="footer__column footer__column--info"><div class="footer__payment"><span class="visually-hidden">طرق الدفع</span>${paymentIcons}</div>
          <p>ادفع على 4 دفعات بدون فوائد مع تابي أو تمارا</p>
          <div class="footer__copyright caption"><small class="copyright__content">© 2024، <a href="/" title="">دار السدو | Dar Al Sadu</a></small><small class="copyright__content"><a href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore" target="_blank" rel="nofollow">مدعوم من Shopify</a></small></div>
          <ul class="policies list-unstyled"><li><a href="/policies/privacy-policy">سياسة الخصوصية</a></li><li><a href="/policies/terms-of-service">شروط الخدمة</a></li></ul>
        </div>
      </div></div>
    </footer></div>
    <script src="${CDN}/cart-drawer.js?v=7e8a2c1d" defer="defer"></script>
    <script src="${CDN}/details-disclosure.js?v=13653116266235556501700000000" defer="defer"></script>
  </body>
</html>
`;

const page = (title: string, desc: string, path: string, inner: string, extra = '') =>
  head(title, desc, path, extra) + bodyStart() + inner + bodyEnd;

const home = page(
  'دار السدو | أثاث معاصر بروح السدو',
  'مجالس وكنب وطاولات وسجاد مستوحاة من نسيج السدو. توصيل وتركيب في السعودية والكويت والإمارات. تقسيط مع تابي وتمارا.',
  '/',
  `<section id="shopify-section-template--home__image_banner" class="shopify-section section"><div class="banner banner--large" style="background-image:url('//darsaduliving.com/cdn/shop/files/hero-majlis-2024.jpg?v=1700000000&width=1920')">
  <div class="banner__box content-container"><h1 class="banner__heading inline-richtext h1">مجلس يجمع الحكايات</h1><p>مجموعة "نجد" الجديدة: كنب مجلس منخفض بأقمشة منسوجة يدوياً بزخارف السدو.</p><a href="/collections/majlis" class="button button--primary">تسوّق المجالس</a></div>
</div></section>
<section id="shopify-section-template--home__featured_collection" class="shopify-section section"><div class="page-width" style="padding:6rem 0">
  <h2 class="title inline-richtext h2">الأكثر مبيعاً</h2>
  <ul class="grid product-grid grid--4-col-desktop grid--2-col-tablet-down" role="list">
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__media"><img src="//darsaduliving.com/cdn/shop/files/najd-sofa-3.jpg?v=1700000000&width=533" alt="كنبة نجد ثلاثية" width="533" height="666" loading="lazy"></div><h3 class="card__heading h5"><a href="/products/najd-majlis-sofa-3-seater" class="full-unstyled-link">كنبة مجلس نجد – ثلاثية</a></h3><div class="price"><span class="price-item price-item--regular">6,450.00 ر.س</span></div></div></li>
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__media"><img src="//darsaduliving.com/cdn/shop/files/sadu-rug-red.jpg?v=1700000000&width=533" alt="سجادة سدو حمراء" width="533" height="666" loading="lazy"></div><h3 class="card__heading h5"><a href="/products/sadu-handwoven-rug-red" class="full-unstyled-link">سجادة السدو المنسوجة يدوياً – أحمر</a></h3><div class="price"><span class="price-item price-item--regular">2,890.00 ر.س</span></div></div></li>
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__media"><img src="//darsaduliving.com/cdn/shop/files/dalla-coffee-table.jpg?v=1700000000&width=533" alt="طاولة قهوة دلة" width="533" height="666" loading="lazy"></div><h3 class="card__heading h5"><a href="/products/dalla-coffee-table-walnut" class="full-unstyled-link">طاولة قهوة "دلّة" – جوز</a></h3><div class="price"><span class="price-item price-item--sale">1,980.00 ر.س</span> <s class="price-item price-item--regular">2,350.00 ر.س</s></div></div></li>
    <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card__media"><img src="//darsaduliving.com/cdn/shop/files/tent-pouf.jpg?v=1700000000&width=533" alt="بوف الخيمة" width="533" height="666" loading="lazy"></div><h3 class="card__heading h5"><a href="/products/bait-al-shaar-pouf" class="full-unstyled-link">بوف "بيت الشعر"</a></h3><div class="price"><span class="price-item price-item--regular">890.00 ر.س</span></div></div></li>
  </ul>
</div></section>
<section class="shopify-section section"><div class="page-width" style="padding:4rem 0;text-align:center">
  <h2 class="h2">شوهدنا في</h2>
  <p><img src="//darsaduliving.com/cdn/shop/files/press-vogue-arabia.png?v=1" alt="Vogue Arabia" height="40"> <img src="//darsaduliving.com/cdn/shop/files/press-architectural-digest-me.png?v=1" alt="AD Middle East" height="40"> <img src="//darsaduliving.com/cdn/shop/files/press-sayidaty.png?v=1" alt="سيدتي" height="40"></p>
  <p><a href="/pages/stockists" class="button button--secondary">ابحث عن أقرب معرض</a></p>
</div></section>
`,
);

type Stockist = {
  id: number;
  country: string;
  city: string;
  name: string;
  address: string;
  phone: string;
  web?: string;
  email?: string;
  lat: number;
  lng: number;
  flagship?: boolean;
};
const stockists: Stockist[] = [
  {
    id: 1,
    country: 'الكويت',
    city: 'الكويت',
    name: 'دار السدو – المعرض الرئيسي',
    address: 'الشويخ الصناعية، شارع 24، مبنى 110',
    phone: '+965 2255 0140',
    lat: 29.3375,
    lng: 47.9442,
    flagship: true,
  },
  {
    id: 2,
    country: 'الكويت',
    city: 'الكويت',
    name: 'قرطبة هوم',
    address: 'مجمع الأفنيوز، المرحلة 4، الطابق الأرضي',
    phone: '+965 2255 0177',
    web: 'https://www.qurtubahome.com.kw',
    lat: 29.3036,
    lng: 47.9354,
  },
  {
    id: 3,
    country: 'السعودية',
    city: 'الرياض',
    name: 'معرض الروابي للمفروشات',
    address: 'طريق الملك فهد، حي العليا',
    phone: '+966 11 555 0190',
    web: 'https://alrawabi-furnishings.com.sa',
    lat: 24.7136,
    lng: 46.6753,
  },
  {
    id: 4,
    country: 'السعودية',
    city: 'جدة',
    name: 'دار النخبة للأثاث',
    address: 'شارع التحلية، حي الروضة',
    phone: '+966 12 555 0122',
    web: 'https://www.alnukhba-home.com',
    lat: 21.5433,
    lng: 39.1728,
  },
  {
    id: 5,
    country: 'السعودية',
    city: 'الخبر',
    name: 'هوم لاين للتصميم الداخلي',
    address: 'طريق الأمير تركي، الكورنيش',
    phone: '+966 13 555 0166',
    lat: 26.2794,
    lng: 50.2083,
  },
  {
    id: 6,
    country: 'الإمارات',
    city: 'دبي',
    name: 'The Majlis Edit',
    address: 'Alserkal Avenue, Warehouse 42, Al Quoz',
    phone: '+971 4 555 0133',
    web: 'https://themajlisedit.com',
    lat: 25.1412,
    lng: 55.2256,
  },
  {
    id: 7,
    country: 'الإمارات',
    city: 'أبوظبي',
    name: 'بيت الديكور',
    address: 'شارع الخليج العربي، البطين',
    phone: '+971 2 555 0188',
    web: 'https://baitaldecor.ae',
    lat: 24.4539,
    lng: 54.3773,
  },
  {
    id: 8,
    country: 'قطر',
    city: 'الدوحة',
    name: 'Doha Home Gallery',
    address: 'Lusail Boulevard, Tower 12',
    phone: '+974 4455 0120',
    web: 'https://dohahomegallery.qa',
    lat: 25.4219,
    lng: 51.4905,
  },
  {
    id: 9,
    country: 'البحرين',
    city: 'المنامة',
    name: 'منامة ليفينغ',
    address: 'السيف، مجمع سيتي سنتر، الطابق الأول',
    phone: '+973 1755 0144',
    lat: 26.2335,
    lng: 50.5523,
  },
  {
    id: 10,
    country: 'عُمان',
    city: 'مسقط',
    name: 'مسقط إنتيريرز',
    address: 'شاطئ القرم، شارع 18 نوفمبر',
    phone: '+968 2455 0177',
    email: 'sales@muscatinteriors.om',
    lat: 23.6141,
    lng: 58.5453,
  },
];
const countries = ['الكويت', 'السعودية', 'الإمارات', 'قطر', 'البحرين', 'عُمان'];

const stockistsPage = page(
  'نقاط البيع والموزعون المعتمدون | دار السدو',
  'شاهد أثاث دار السدو على أرض الواقع: معرضنا في الكويت والموزعون المعتمدون في السعودية والإمارات وقطر والبحرين وعُمان.',
  '/pages/stockists',
  `<div class="page-width" style="padding:5rem 0">
  <h1 class="main-page-title page-title h0">نقاط البيع</h1>
  <div class="rte"><p>يمكنك مشاهدة مجموعاتنا وتجربة الأقمشة في معرضنا الرئيسي بالكويت ولدى موزعينا المعتمدين في دول الخليج. جميع الموزعين المعتمدين يقدمون ضمان دار السدو لمدة 5 سنوات وخدمة التوصيل والتركيب.</p></div>
  <div id="stockist-map" role="region" aria-label="خريطة نقاط البيع"></div>
  <div class="tabs" role="tablist">
    ${countries.map((c, i) => `<button role="tab" aria-selected="${i === 0}" data-country="${c}">${c}</button>`).join('\n    ')}
  </div>
  <div id="stockist-list" aria-live="polite"></div>
  <h2 class="h2" style="margin-top:5rem">متوفر أيضاً لدى</h2>
  <p>مجموعة مختارة من منتجاتنا متوفرة لدى شركاء البيع الإلكتروني:</p>
  <div class="marketplaces">
    <a href="https://www.noon.com/saudi-ar/dar-al-sadu/" target="_blank" rel="noopener"><img src="//darsaduliving.com/cdn/shop/files/noon-logo.png?v=1" alt="نون" width="120" height="42"></a>
    <a href="https://www.amazon.sa/s?me=A2DARSADU" target="_blank" rel="noopener"><img src="//darsaduliving.com/cdn/shop/files/amazon-sa-logo.png?v=1" alt="Amazon.sa" width="120" height="42"></a>
    <a href="https://www.homecentre.com/sa/ar/brand/dar-al-sadu" target="_blank" rel="noopener"><img src="//darsaduliving.com/cdn/shop/files/home-centre-logo.png?v=1" alt="هوم سنتر" width="120" height="42"></a>
  </div>
  <p style="margin-top:4rem">هل ترغب أن تصبح موزعاً معتمداً؟ راسلنا على <a href="mailto:wholesale@darsaduliving.com">wholesale@darsaduliving.com</a></p>
</div>
<script type="application/json" id="stockists-json">${JSON.stringify(stockists)}</script>
<script>
  (function(){
    var data = JSON.parse(document.getElementById('stockists-json').textContent);
    var list = document.getElementById('stockist-list');
    function render(country){
      list.innerHTML = data.filter(function(s){ return s.country === country; }).map(function(s){
        var link = s.web ? '<p><a href="' + s.web + '" target="_blank" rel="noopener">' + s.web.replace(/^https?:\\/\\/(www\\.)?/, '') + '</a></p>' : (s.email ? '<p><a href="mailto:' + s.email + '">' + s.email + '</a></p>' : '');
        return '<div class="stockist"><h3>' + s.name + (s.flagship ? ' <small>(معرض دار السدو)</small>' : '') + '</h3><p>' + s.city + ' – ' + s.address + '</p><p dir="ltr">' + s.phone + '</p>' + link + '</div>';
      }).join('');
    }
    document.querySelectorAll('.tabs [role=tab]').forEach(function(b){ b.addEventListener('click', function(){ document.querySelectorAll('.tabs [role=tab]').forEach(function(x){ x.setAttribute('aria-selected','false'); }); b.setAttribute('aria-selected','true'); render(b.dataset.country); }); });
    render('${countries[0]}');
    window.initStockistMap = function(){
      var map = new google.maps.Map(document.getElementById('stockist-map'), { center: { lat: 25.5, lng: 49.5 }, zoom: 5 });
      data.forEach(function(s){ new google.maps.Marker({ position: { lat: s.lat, lng: s.lng }, map: map, title: s.name }); });
    };
  })();
</script>
<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSyD-darsadu-stockists-key&callback=initStockistMap&language=ar" async defer></script>
`,
);

const about = page(
  'قصتنا | دار السدو',
  'بدأت دار السدو في الكويت عام 2016 لتنقل نسيج السدو البدوي إلى الأثاث المعاصر، بالتعاون مع الحرفيات والمصممين.',
  '/pages/about',
  `<div class="page-width page-width--narrow" style="padding:5rem 0">
  <h1 class="main-page-title page-title h0">قصتنا</h1>
  <div class="rte">
    <p>بدأت دار السدو عام 2016 في ورشة صغيرة بالشويخ، حين قررت المصممة الكويتية نورة العنزي أن تنقل نقوش السدو – النسيج البدوي الذي أدرجته اليونسكو ضمن التراث غير المادي – من الجدران والمتاحف إلى قطع أثاث تُستخدم كل يوم.</p>
    <p>اليوم نصمم في الكويت ونُصنّع هياكل الخشب في ورشتنا بالرياض، بينما تُنسج أقمشة السدو يدوياً على أيدي أكثر من 40 حرفية.</p>
    <h2>شركاؤنا في الحِرفة</h2>
    <p>نعمل منذ البداية مع <a href="https://www.sadu-crafts.org.kw/" target="_blank" rel="noopener">جمعية السدو الحرفية</a> التي تدرّب الحرفيات وتضمن لهن أجراً عادلاً عن كل متر منسوج، ومع <a href="https://www.najdtimber.com.sa/" target="_blank" rel="noopener">نجد للأخشاب</a> التي توفر لنا خشب الجوز والبلوط من غابات معتمدة FSC.</p>
    <h2>تعاونات التصميم</h2>
    <p>في 2023 أطلقنا مجموعة "مشربية" بالتعاون مع <a href="https://studiomashrabiya.com/" target="_blank" rel="noopener">استوديو مشربية</a> في عمّان، ونعمل حالياً على مجموعة إضاءة مع المصمم السعودي فيصل الحربي.</p>
    <h2>جوائز</h2>
    <p>جائزة أفضل علامة أثاث عربية – Downtown Design Dubai 2023.</p>
  </div>
</div>
`,
);

const product = page(
  'كنبة مجلس نجد – ثلاثية | دار السدو',
  'كنبة مجلس منخفضة بهيكل من خشب الجوز وقماش سدو منسوج يدوياً. توصيل وتركيب مجاني.',
  '/products/najd-majlis-sofa-3-seater',
  `<section class="page-width" style="padding:5rem 0"><div class="product grid grid--2-col-desktop">
  <div class="product__media-wrapper"><img src="//darsaduliving.com/cdn/shop/files/najd-sofa-3.jpg?v=1700000000&width=1100" alt="كنبة نجد ثلاثية" width="1100" height="1375"></div>
  <div class="product__info-wrapper">
    <h1 class="product__title h1">كنبة مجلس نجد – ثلاثية</h1>
    <div class="price price--large"><span class="price-item price-item--regular">6,450.00 ر.س</span></div>
    <div id="tabby-promo" data-tabby-price="6450" data-tabby-currency="SAR"></div>
    <div class="tamara-product-widget" data-lang="ar" data-price="6450" data-currency="SAR" data-country-code="SA" data-installment-available-amount="6450"></div>
    <form method="post" action="/cart/add" id="product-form-template--main" accept-charset="UTF-8" class="form" enctype="multipart/form-data" novalidate="novalidate" data-type="add-to-cart-form">
      <input type="hidden" name="form_type" value="product"><input type="hidden" name="utf8" value="✓"><input type="hidden" name="id" value="44129031733419">
      <fieldset class="product-form__input"><legend class="form__label">القماش</legend><label><input type="radio" name="option1" value="سدو أحمر" checked> سدو أحمر</label> <label><input type="radio" name="option1" value="سدو رملي"> سدو رملي</label></fieldset>
      <button type="submit" name="add" class="product-form__submit button button--full-width button--secondary">أضف إلى السلة</button>
    </form>
    <div class="rte"><p>الأبعاد: 240 × 85 × 70 سم. هيكل من خشب الجوز الصلب، وسائد من الإسفنج عالي الكثافة، قماش سدو منسوج يدوياً من صوف الغنم والقطن. مدة التصنيع 4–6 أسابيع.</p></div>
  </div>
</div></section>
<script src="https://checkout.tabby.ai/tabby-promo.js"></script>
<script>new TabbyPromo({ selector: '#tabby-promo', currency: 'SAR', price: '6450.00', lang: 'ar', source: 'product', publicKey: 'pk_3f2a1b0c-9d8e-7f6a-5b4c-3d2e1f0a9b8c', merchantCode: 'darsadu_sa' });</script>
<script>window.tamaraWidgetConfig = { lang: 'ar', country: 'SA', publicKey: '9c8b7a6f-5e4d-3c2b-1a0f-e9d8c7b6a5f4' };</script>
<script defer src="https://cdn.tamara.co/widget-v2/tamara-widget.js"></script>
`,
);

const trade = page(
  'برنامج المصممين والمشاريع | دار السدو',
  'أسعار خاصة ودعم مخصص لمصممي الديكور الداخلي والمكاتب الهندسية ومشاريع الضيافة.',
  '/pages/trade-program',
  `<div class="page-width page-width--narrow" style="padding:5rem 0">
  <h1 class="main-page-title page-title h0">برنامج المصممين والمشاريع</h1>
  <div class="rte">
    <p>نقدم لمصممي الديكور الداخلي والمكاتب الهندسية ومطوري مشاريع الضيافة خصماً تجارياً يصل إلى 20%، وعينات أقمشة مجانية، وإمكانية تخصيص المقاسات والأقمشة للمشاريع.</p>
    <h2>من مشاريعنا</h2>
    <ul><li>مجالس الضيافة في فندق على الواجهة البحرية بالكويت (2023)</li><li>ردهة كبار الزوار في مطار إقليمي بالمملكة (2022)</li><li>منتجع صحراوي في العُلا (2024)</li></ul>
    <h2>انضم إلى البرنامج</h2>
    <p>أرسل ملف أعمالك ونسخة من السجل التجاري إلى <a href="mailto:trade@darsaduliving.com">trade@darsaduliving.com</a> وسنرد خلال 3 أيام عمل.</p>
  </div>
</div>
`,
);

const contact = page(
  'تواصل معنا | دار السدو',
  'تواصل مع خدمة عملاء دار السدو عبر الهاتف أو البريد الإلكتروني أو واتساب.',
  '/pages/contact',
  `<div class="page-width page-width--narrow" style="padding:5rem 0">
  <h1 class="main-page-title page-title h0">تواصل معنا</h1>
  <div class="rte"><p>الهاتف (السعودية): 920 055 014<br>الهاتف (الكويت): 2255 0140<br>البريد: <a href="mailto:care@darsaduliving.com">care@darsaduliving.com</a><br>ساعات العمل: السبت – الخميس، 10 صباحاً – 10 مساءً</p></div>
  <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact-form">
    <input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
    <div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[الاسم]" placeholder="الاسم"><label class="field__label" for="ContactForm-name">الاسم</label></div>
    <div class="field"><input class="field__input" autocomplete="email" type="email" id="ContactForm-email" name="contact[email]" placeholder="البريد الإلكتروني" required><label class="field__label" for="ContactForm-email">البريد الإلكتروني</label></div>
    <div class="field"><textarea rows="8" class="text-area field__input" name="contact[الرسالة]" id="ContactForm-body" placeholder="الرسالة"></textarea></div>
    <div class="contact__button"><button type="submit" class="button">إرسال</button></div>
  </form>
</div>
`,
);

export const site: CorpusSite = {
  domain: 'darsaduliving.com',
  covers:
    'Arabic (RTL) Gulf furniture brand on Shopify/Dawn: stockists held only in a JSON script rendered into country tabs and a Google map (own flagship mixed in, two stockists by name and phone only, one by e-mail domain), marketplace resellers as a logo row, craft, timber and design-collaboration partners in about prose; Tabby/Tamara widgets, payment icons, press logos, Shopify credit, social links and unnamed hotel projects as negatives',
  pages: {
    '/': { headers, html: home },
    '/pages/stockists': { headers, html: stockistsPage },
    '/pages/about': { headers, html: about },
    '/products/najd-majlis-sofa-3-seater': { headers, html: product },
    '/pages/trade-program': { headers, html: trade },
    '/pages/contact': { headers, html: contact },
  },
  sitemap: ['/', '/pages/stockists', '/pages/about', '/products/najd-majlis-sofa-3-seater', '/pages/trade-program', '/pages/contact'],
  technologies: [
    'shopify',
    'cloudflare',
    'hsts',
    'klaviyo',
    'tabby',
    'tamara',
    'apple-pay',
    'cart-functionality',
    'google-maps',
    'open-graph',
  ],
  partners: {
    'qurtubahome.com.kw': 'channel',
    'alrawabi-furnishings.com.sa': 'channel',
    'alnukhba-home.com': 'channel',
    'themajlisedit.com': 'channel',
    'baitaldecor.ae': 'channel',
    'dohahomegallery.qa': 'channel',
    'muscatinteriors.om': 'channel',
    'noon.com': 'channel',
    'amazon.sa': 'channel',
    'homecentre.com': 'channel',
    'sadu-crafts.org.kw': 'generic',
    'najdtimber.com.sa': 'generic',
    'studiomashrabiya.com': 'generic',
  },
};
