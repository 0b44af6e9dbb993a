import type { CorpusSite } from '../corpus/types.js';

const SHOP = '61234567890';

const doc = (title: string, template: string, body: string) => `<!doctype html>
<html class="no-js" lang="el">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://maniatiko.gr/">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//maniatiko.gr/cdn/shop/files/favicon_32x32.png?v=1698765432">
    <title>${title}</title>
    <meta name="description" content="Εξαιρετικό παρθένο ελαιόλαδο ΠΟΠ Καλαμάτα από την οικογένειά μας στη Μεσσηνιακή Μάνη. Ψυχρή έκθλιψη, παραγωγή 2023-24.">
    <meta property="og:site_name" content="Μανιάτικο Λιόφυτο">
    <meta property="og:url" content="https://maniatiko.gr/">
    <meta property="og:title" content="${title}">
    <meta property="og:type" content="website">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//maniatiko.gr/cdn/shop/t/4/assets/constants.js?v=58251544750838685771709123456" defer="defer"></script>
    <script src="//maniatiko.gr/cdn/shop/t/4/assets/pubsub.js?v=158357773527763999511709123456" defer="defer"></script>
    <script src="//maniatiko.gr/cdn/shop/t/4/assets/global.js?v=37284204640041572741709123456" defer="defer"></script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/${SHOP}/digital_wallets/dialog">
    <meta name="shopify-checkout-api-token" content="3b9f0a7c2d1e4f5a6b7c8d9e0f1a2b3c">
    <script async="async" src="/checkouts/internal/preloads.js?locale=el-GR"></script>
    <script id="shopify-features" type="application/json">{"accessToken":"3b9f0a7c2d1e4f5a6b7c8d9e0f1a2b3c","betas":["rich-media-storefront-analytics"],"domain":"maniatiko.gr","predictiveSearch":true,"shopId":${SHOP},"locale":"el"}</script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "maniatiko-liofyto.myshopify.com";
Shopify.locale = "el";
Shopify.currency = {"active":"EUR","rate":"1.0"};
Shopify.country = "GR";
Shopify.theme = {"name":"Dawn","id":138765432101,"schema_name":"Dawn","schema_version":"12.0.0","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script async="async" src="https://cdn.shopify.com/shopifycloud/shopify/assets/shop_events_listener-3da45d37.js"></script>
    <script id="__st">var __st={"a":${SHOP},"offset":7200,"reqid":"c1f7e2a9-3b4d-4e5f-8a6b-7c8d9e0f1a2b","pageurl":"maniatiko.gr\\/","s":"${template}","u":"1a2b3c4d5e6f"};</script>
    <link href="//maniatiko.gr/cdn/shop/t/4/assets/base.css?v=134870413839456727301709123456" rel="stylesheet" type="text/css" media="all" />
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Wk7Rq2"></script>
  </head>
  <body class="gradient">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Μετάβαση στο περιεχόμενο</a>
    <div id="shopify-section-sections--16283849900233__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section">
      <div class="announcement-bar" role="region" aria-label="Ανακοίνωση"><p class="announcement-bar__message h5">Δωρεάν αποστολή σε όλη την Ελλάδα για παραγγελίες άνω των 50€</p></div>
    </div>
    <div id="shopify-section-sections--16283849900233__header" class="shopify-section shopify-section-group-header-group section-header">
      <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-background-1 gradient header-wrapper--border-bottom">
        <header class="header header--middle-left header--mobile-center page-width header--has-menu">
          <a href="/" class="header__heading-link link link--text focus-inset"><img src="//maniatiko.gr/cdn/shop/files/maniatiko-logo.png?v=1698765432&amp;width=300" alt="Μανιάτικο Λιόφυτο" width="150" height="60" class="header__heading-logo"></a>
          <nav class="header__inline-menu">
            <ul class="list-menu list-menu--inline" role="list">
              <li><a href="/" class="header__menu-item list-menu__item link link--text focus-inset"><span>Αρχική</span></a></li>
              <li><a href="/collections/all" class="header__menu-item list-menu__item link link--text focus-inset"><span>Προϊόντα</span></a></li>
              <li><a href="/pages/our-story" class="header__menu-item list-menu__item link link--text focus-inset"><span>Η ιστορία μας</span></a></li>
              <li><a href="/pages/awards" class="header__menu-item list-menu__item link link--text focus-inset"><span>Βραβεία</span></a></li>
              <li><a href="/pages/horeca" class="header__menu-item list-menu__item link link--text focus-inset"><span>Για επαγγελματίες</span></a></li>
              <li><a href="/blogs/news" class="header__menu-item list-menu__item link link--text focus-inset"><span>Blog</span></a></li>
              <li><a href="/pages/contact" class="header__menu-item list-menu__item link link--text focus-inset"><span>Επικοινωνία</span></a></li>
            </ul>
          </nav>
          <div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Σύνδεση</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Καλάθι</span></a></div>
        </header>
      </sticky-header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${body}
    </main>
    <div id="shopify-section-sections--16283849900234__footer" class="shopify-section shopify-section-group-footer-group">
      <footer class="footer color-background-1 gradient section-sections--16283849900234__footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer-block grid__item">
            <h2 class="footer-block__heading inline-richtext">Μανιάτικο Λιόφυτο</h2>
            <div class="footer-block__details-content rte"><p>Οικογενειακός ελαιώνας και ελαιοτριβείο στην Καρδαμύλη Μεσσηνίας από το 1956.<br>Τηλ. 27210 55012 · info@maniatiko.gr</p></div>
          </div>
          <div class="footer-block grid__item footer-block--menu">
            <h2 class="footer-block__heading inline-richtext">Πληροφορίες</h2>
            <ul class="footer-block__details-content list-unstyled">
              <li><a href="/pages/press" class="link link--text list-menu__item list-menu__item--link">Γράφουν για εμάς</a></li>
              <li><a href="/policies/shipping-policy" class="link link--text list-menu__item list-menu__item--link">Αποστολές</a></li>
              <li><a href="/policies/refund-policy" class="link link--text list-menu__item list-menu__item--link">Επιστροφές</a></li>
              <li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">Όροι χρήσης</a></li>
            </ul>
          </div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.instagram.com/maniatiko.liofyto" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
            <li class="list-social__item"><a href="https://www.facebook.com/maniatikoliofyto" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
          </ul>
        </div>
        <div class="footer__content-bottom">
          <div class="footer__payment">
            <span class="visually-hidden">Μέθοδοι πληρωμής</span>
            <ul class="list list-payment" role="list">
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title></svg></li>
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title></svg></li>
              <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title></svg></li>
            </ul>
          </div>
          <div class="footer__copyright caption">
            <small class="copyright__content">&copy; 2024, <a href="/" title="">Μανιάτικο Λιόφυτο</a></small>
            <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Με την υποστήριξη του Shopify</a></small>
          </div>
        </div>
      </footer>
    </div>
  </body>
</html>`;

const section = (
  inner: string,
) => `      <div class="shopify-section section"><div class="page-width page-width--narrow section-template--padding"><div class="rte">
${inner}
      </div></div></div>`;

export const site: CorpusSite = {
  domain: 'maniatiko.gr',
  covers:
    'Greek Shopify (Dawn) shop of a family olive-oil producer with NO partners: tempting "we collaborate with 40 farming families" text, organic certifier and exporters\' association links, olive-oil competition awards, "they trust us" restaurant customers, a blog post naming the mill-equipment supplier and a TV channel, press links, couriers, payment icons, social links and the "Powered by Shopify" credit.',
  pages: {
    '/': {
      headers: {
        server: 'cloudflare',
        'content-type': 'text/html; charset=utf-8',
        'x-shopid': SHOP,
        'x-shopify-stage': 'production',
        'powered-by': 'Shopify',
        'cf-cache-status': 'DYNAMIC',
        'cf-ray': '86251b7c9e3a4d5f-ATH',
        'set-cookie':
          '_shopify_y=9a8b7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d; Expires=Tue, 11 Mar 2025 09:15:00 GMT; Domain=maniatiko.gr; Path=/; SameSite=Lax',
      },
      html: doc(
        'Μανιάτικο Λιόφυτο – Εξαιρετικό παρθένο ελαιόλαδο από τη Μάνη',
        'index',
        section(`        <h1>Το λάδι της οικογένειάς μας, από το δέντρο στο τραπέζι σας</h1>
        <p>Κορωνέικη ποικιλία, συγκομιδή με το χέρι τον Οκτώβριο και έκθλιψη εντός 6 ωρών στο δικό μας ελαιοτριβείο. Οξύτητα κάτω από 0,25%.</p>
        <p><a class="button" href="/collections/all">Δείτε τα προϊόντα</a></p>
        <h2>Βραβευμένο στη Νέα Υόρκη και το Λονδίνο</h2>
        <p>Χρυσό βραβείο NYIOOC 2023 για το Agoureleo πρώιμης συγκομιδής. <a href="/pages/awards">Όλα τα βραβεία</a></p>
        <h2>Εστιατόρια &amp; delicatessen</h2>
        <p>Προσφέρουμε συσκευασίες 3 και 5 λίτρων για επαγγελματίες. <a href="/pages/horeca">Μάθετε περισσότερα</a></p>`),
      ),
    },
    '/pages/our-story': {
      html: doc(
        'Η ιστορία μας – Μανιάτικο Λιόφυτο',
        'page',
        section(`        <h1>Η ιστορία μας</h1>
        <p>Ο παππούς Παναγιώτης φύτεψε τα πρώτα 300 δέντρα πάνω από την Καρδαμύλη το 1956. Σήμερα η τρίτη γενιά καλλιεργεί 4.000 ελαιόδεντρα σε πεζούλες με θέα τον Μεσσηνιακό κόλπο.</p>
        <p>Συνεργαζόμαστε με 40 οικογένειες παραγωγών της Μεσσηνιακής Μάνης, που φέρνουν τον καρπό τους στο ελαιοτριβείο μας και ακολουθούν τις ίδιες αυστηρές προδιαγραφές συγκομιδής.</p>
        <h2>Πιστοποιήσεις</h2>
        <ul>
          <li>Προστατευόμενη Ονομασία Προέλευσης (ΠΟΠ) Καλαμάτα</li>
          <li>Βιολογική παραγωγή, πιστοποιημένη από τη <a href="https://www.dionet.gr/" target="_blank">ΔΗΩ</a> (κωδικός GR-BIO-01)</li>
        </ul>
        <p>Είμαστε μέλος του <a href="https://www.seve.gr/" target="_blank">Συνδέσμου Εξαγωγέων (ΣΕΒΕ)</a>.</p>`),
      ),
    },
    '/pages/awards': {
      html: doc(
        'Βραβεία – Μανιάτικο Λιόφυτο',
        'page',
        section(`        <h1>Βραβεία</h1>
        <table>
          <thead><tr><th>Έτος</th><th>Διαγωνισμός</th><th>Διάκριση</th></tr></thead>
          <tbody>
            <tr><td>2023</td><td><a href="https://bestoliveoils.com/" target="_blank">NYIOOC World Olive Oil Competition</a></td><td>Gold Award – Agoureleo</td></tr>
            <tr><td>2023</td><td><a href="https://www.londonoliveoil.com/" target="_blank">London International Olive Oil Competition</a></td><td>Silver</td></tr>
            <tr><td>2022</td><td><a href="https://www.olympiaawards.com/" target="_blank">Olympia Health &amp; Nutrition Awards</a></td><td>Platinum</td></tr>
          </tbody>
        </table>`),
      ),
    },
    '/pages/horeca': {
      html: doc(
        'Για επαγγελματίες – Μανιάτικο Λιόφυτο',
        'page',
        section(`        <h1>Για επαγγελματίες</h1>
        <p>Εστιατόρια, ξενοδοχεία και καταστήματα delicatessen μπορούν να παραγγείλουν απευθείας από εμάς σε τιμές χονδρικής, σε δοχεία 3 και 5 λίτρων ή σε φιάλες με ιδιωτική ετικέτα.</p>
        <h2>Μας εμπιστεύονται</h2>
        <ul class="trusted-by">
          <li><a href="https://www.to-kyma-kardamyli.gr/" target="_blank">Εστιατόριο «Το Κύμα», Καρδαμύλη</a></li>
          <li><a href="https://www.aegli-hotel.gr/" target="_blank">Aegli Boutique Hotel, Ναύπλιο</a></li>
          <li><a href="https://www.mezedopoleio-athena.gr/" target="_blank">Μεζεδοπωλείο «Αθηνά», Κουκάκι</a></li>
        </ul>
        <p>Για τιμοκατάλογο χονδρικής: <a href="mailto:horeca@maniatiko.gr">horeca@maniatiko.gr</a> ή 27210 55012.</p>`),
      ),
    },
    '/blogs/news/neo-elaiotriveio-2023': {
      html: doc(
        'Το νέο μας ελαιοτριβείο είναι έτοιμο – Μανιάτικο Λιόφυτο',
        'article',
        section(`        <article>
        <h1>Το νέο μας ελαιοτριβείο είναι έτοιμο</h1>
        <p class="caption">12 Οκτωβρίου 2023</p>
        <p>Μετά από δύο χρόνια προετοιμασίας, η φετινή σοδειά θα αλεστεί στο νέο διφασικό ελαιοτριβείο μας. Επιλέξαμε διαχωριστήρα της ιταλικής <a href="https://www.pieralisi.com/" target="_blank">Pieralisi</a>, που μειώνει τη θερμοκρασία μάλαξης κάτω από τους 24°C.</p>
        <p>Την ημέρα των εγκαινίων μας επισκέφθηκε το συνεργείο της εκπομπής «Ελλάδα, τόπος και γεύση» της <a href="https://www.ertflix.gr/" target="_blank">ΕΡΤ</a>.</p>
        </article>`),
      ),
    },
    '/pages/press': {
      html: doc(
        'Γράφουν για εμάς – Μανιάτικο Λιόφυτο',
        'page',
        section(`        <h1>Γράφουν για εμάς</h1>
        <ul>
          <li><a href="https://www.kathimerini.gr/life/gastronomy/562345678/" target="_blank">Καθημερινή: Τρεις γενιές ελαιοπαραγωγών στη Μάνη</a></li>
          <li><a href="https://www.insider.gr/epixeiriseis/245678/" target="_blank">Insider: Οι μικροί παραγωγοί που κερδίζουν βραβεία στη Νέα Υόρκη</a></li>
          <li><a href="https://www.gastronomos.gr/2023/11/ladi-manis/" target="_blank">Γαστρονόμος: Αγουρέλαιο από την Καρδαμύλη</a></li>
        </ul>`),
      ),
    },
    '/pages/contact': {
      html: doc(
        'Επικοινωνία – Μανιάτικο Λιόφυτο',
        'page',
        section(`        <h1>Επικοινωνία</h1>
        <p>Ελαιοτριβείο &amp; επισκέψεις: Καρδαμύλη, 240 22 Μεσσηνία · Τηλ. 27210 55012</p>
        <p>Αποστολές σε όλη την Ελλάδα με <a href="https://www.acscourier.net/" target="_blank">ACS Courier</a> και σε Κύπρο και ΕΕ με <a href="https://www.elta-courier.gr/" target="_blank">ΕΛΤΑ Courier</a>.</p>
        <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="isolate"><input type="hidden" name="form_type" value="contact" /><input type="hidden" name="utf8" value="✓" />
          <input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Όνομα]" placeholder="Όνομα">
          <input autocomplete="email" type="email" id="ContactForm-email" class="field__input" name="contact[email]" placeholder="Email">
          <textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Μήνυμα]" placeholder="Μήνυμα"></textarea>
          <button type="submit" class="button">Αποστολή</button>
        </form>`),
      ),
    },
  },
  technologies: ['shopify', 'cloudflare', 'klaviyo', 'open-graph', 'cart-functionality', 'visa', 'mastercard', 'paypal'],
  partners: {},
};
