import type { CorpusSite } from '../corpus/types.js';

const drupalHeaders = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=900, public',
  'x-content-type-options': 'nosniff',
  'content-language': 'el',
};

const head = (title: string, description: string, path: string, bodyClass: string) => `<!DOCTYPE html>
<html lang="el" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
    new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
    j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
    'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
    })(window,document,'script','dataLayer','GTM-K4X7R2Q');</script>
    <!-- End Google Tag Manager -->
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.kalyxpay.gr${path}" />
    <meta property="og:site_name" content="Kalyx Pay" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="https://www.kalyxpay.gr/sites/default/files/2023-09/kalyx-og.png" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/kalyx/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="el" href="https://www.kalyxpay.gr${path}" />
    <link rel="alternate" hreflang="en" href="https://www.kalyxpay.eu/en" />
    <title>${title} | Kalyx Pay</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm2k7Vb1xZ8rLp0nE4tYcW9aHd3sJf6uGi5oKv.css?delta=0&amp;language=el&amp;theme=kalyx&amp;include=eJxFi0EKwCAMBD8kvqlEK7UQm2IsUV_fUEq9zbBsgnhSuwYTdz8ggGPTAKBfQoZLsYkbOxl4qhLLAn6X4jJZ6c8IEqh4jh7VOX4JNKYn0HfyA_NlJ3M" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_8vTn1cR0wLk3yQp5sXe2hGm7dZa4Bf9uJiO6NlW.css?delta=1&amp;language=el&amp;theme=kalyx&amp;include=eJxFi0EKwCAMBD8kvqlEK7UQm2IsUV_fUEq9zbBsgnhSuwYTdz8ggGPTAKBfQoZLsYkbOxl4qhLLAn6X4jJZ6c8IEqh4jh7VOX4JNKYn0HfyA_NlJ3M" />
  </head>
  <body class="${bodyClass} path-frontpage-not">
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K4X7R2Q"
    height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <a href="#main-content" class="visually-hidden focusable skip-link">Μετάβαση στο κυρίως περιεχόμενο</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>`;

const header = `
<header class="site-header" role="banner">
  <div class="region region-header">
    <div id="block-kalyx-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/kalyx/logo.svg" alt="Αρχική" width="150" height="36" /></a>
    </div>
    <nav role="navigation" aria-labelledby="block-kalyx-main-menu-menu" id="block-kalyx-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-kalyx-main-menu-menu">Κύρια πλοήγηση</h2>
      <ul class="menu">
        <li class="menu-item menu-item--expanded"><a href="/lyseis" data-drupal-link-system-path="node/12">Λύσεις</a>
          <ul class="menu">
            <li class="menu-item"><a href="/ilektroniko-katastima" data-drupal-link-system-path="node/13">Για e-shop</a></li>
            <li class="menu-item"><a href="/termatika-pos" data-drupal-link-system-path="node/14">Τερματικά POS</a></li>
            <li class="menu-item"><a href="/plugins-kai-syndeseis" data-drupal-link-system-path="node/15">Plugins &amp; συνδέσεις</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="/times" data-drupal-link-system-path="node/16">Τιμές</a></li>
        <li class="menu-item"><a href="https://developers.kalyxpay.gr/" target="_blank">Developers</a></li>
        <li class="menu-item"><a href="/etaireia" data-drupal-link-system-path="node/2">Η εταιρεία</a></li>
        <li class="menu-item"><a href="/nea" data-drupal-link-system-path="nea">Νέα</a></li>
      </ul>
    </nav>
    <div class="header-cta"><a href="https://merchant.kalyxpay.gr/login" class="button button--ghost">Σύνδεση εμπόρου</a> <a href="/aitisi" class="button button--primary">Κάντε αίτηση</a></div>
  </div>
</header>`;

const footer = `
<footer class="site-footer" role="contentinfo">
  <div class="region region-footer">
    <nav role="navigation" aria-labelledby="block-footer-menu" id="block-footer" class="block block-menu navigation menu--footer">
      <h2 class="visually-hidden" id="block-footer-menu">Footer</h2>
      <ul class="menu">
        <li class="menu-item"><a href="/etaireia">Η εταιρεία</a></li>
        <li class="menu-item"><a href="/synergates" data-drupal-link-system-path="synergates">Βρείτε συνεργάτη</a></li>
        <li class="menu-item"><a href="/pelates">Πελάτες</a></li>
        <li class="menu-item"><a href="/oroi-chrisis">Όροι χρήσης</a></li>
        <li class="menu-item"><a href="/politiki-aporritou">Πολιτική απορρήτου</a></li>
        <li class="menu-item"><a href="https://status.kalyxpay.gr">Κατάσταση υπηρεσιών</a></li>
        <li class="menu-item"><a href="https://www.linkedin.com/company/kalyx-pay/" target="_blank" rel="noopener">LinkedIn</a></li>
        <li class="menu-item"><a href="https://www.facebook.com/kalyxpay.gr" target="_blank" rel="noopener">Facebook</a></li>
      </ul>
    </nav>
    <div id="block-footerlegal" class="block block-block-content block-block-content9f3a1e4b">
      <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Kalyx Pay Μονοπρόσωπη Α.Ε. — Ίδρυμα Ηλεκτρονικού Χρήματος με άδεια της Τράπεζας της Ελλάδος (αρ. μητρώου 6/2021). ΓΕΜΗ 158224301000 · ΑΦΜ 801622349<br />Λεωφ. Κηφισίας 124, 115 26 Αθήνα · Τ. 210 6990 450 · <a href="mailto:sales@kalyxpay.gr">sales@kalyxpay.gr</a></p><p>Πιστοποίηση PCI DSS Level 1.</p></div>
    </div>
  </div>
</footer>`;

const tail = (extraSettings: string) => `
<div id="sliding-popup" class="sliding-popup-bottom eu-cookie-compliance-banner" role="dialog" aria-describedby="popup-text">
  <div class="eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message"><h2>Χρησιμοποιούμε cookies</h2><p>Χρησιμοποιούμε cookies για τη λειτουργία του ιστότοπου και, με τη συγκατάθεσή σας, για στατιστικά. <a href="/politiki-aporritou">Περισσότερα</a></p></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-default-button">Αποδοχή όλων</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Μόνο απαραίτητα</button></div></div>
</div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"el","currentQuery":null},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"eu_cookie_compliance":{"cookie_policy_version":"1.0.0","popup_enabled":true,"popup_position":false,"method":"opt_in","cookie_name":"","domain":"","containing_element":"body"},"ajaxTrustedUrl":{"form_action_p_pvdeGsVG5zNF_XLGPTvYSKCf43t8qZYSwcfZl2uzM":true}${extraSettings},"user":{"uid":0,"permissionsHash":"6d1a2c8e7b4f3059a1e2d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a291807f6e5d4c"}}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.5"></script>
    <script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.2.5" defer></script>
    <script src="/themes/custom/kalyx/dist/js/main.js?sb4x1q"></script>
  </body>
</html>`;

const page = (title: string, description: string, path: string, bodyClass: string, main: string, extraSettings = '') =>
  `${head(title, description, path, bodyClass)}${header}
<main role="main"><a id="main-content" tabindex="-1"></a><div class="region region-content">${main}</div></main>${footer}${tail(extraSettings)}`;

const agencyRow = (name: string, city: string, url: string, label: string, text: string, logo: string) => `
  <div class="views-row"><article class="node node--type-partner node--view-mode-teaser">
    <div class="field field--name-field-logo field--type-image field--label-hidden field__item"><img loading="lazy" src="/sites/default/files/styles/partner_logo/public/partners/${logo}" width="160" height="80" alt="${name}" /></div>
    <h3 class="node__title"><span class="field field--name-title field--type-string field--label-hidden">${name}</span></h3>
    <div class="field field--name-field-city field--type-entity-reference field--label-inline clearfix"><div class="field__label">Πόλη</div><div class="field__item">${city}</div></div>
    <div class="field field--name-field-body field--type-text-long field--label-hidden field__item"><p>${text}</p></div>
    <div class="field field--name-field-website field--type-link field--label-hidden field__item"><a href="${url}" rel="nofollow" target="_blank">${label}</a></div>
  </article></div>`;

const pager = (current: number) => `
<nav class="pager" role="navigation" aria-labelledby="pagination-heading">
  <h4 id="pagination-heading" class="visually-hidden">Σελιδοποίηση</h4>
  <ul class="pager__items js-pager__items">
    ${current === 0 ? '<li class="pager__item is-active"><a href="?page=0" title="Τρέχουσα σελίδα" aria-current="page">1</a></li><li class="pager__item"><a href="?page=1" title="Μετάβαση στη σελίδα 2">2</a></li><li class="pager__item pager__item--next"><a href="?page=1" title="Μετάβαση στην επόμενη σελίδα" rel="next"><span class="visually-hidden">Επόμενη σελίδα</span><span aria-hidden="true">››</span></a></li>' : '<li class="pager__item pager__item--previous"><a href="?page=0" title="Μετάβαση στην προηγούμενη σελίδα" rel="prev"><span aria-hidden="true">‹‹</span></a></li><li class="pager__item"><a href="?page=0" title="Μετάβαση στη σελίδα 1">1</a></li><li class="pager__item is-active"><a href="?page=1" title="Τρέχουσα σελίδα" aria-current="page">2</a></li>'}
  </ul>
</nav>`;

const partnersIntro = `
<div id="block-kalyx-page-title" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">Πιστοποιημένοι συνεργάτες υλοποίησης</span></h1></div>
<div class="block block-block-content"><div class="text-formatted field field--name-body"><p>Χρειάζεστε βοήθεια για να συνδέσετε το κατάστημά σας με την Kalyx Pay; Οι παρακάτω εταιρείες ανάπτυξης έχουν ολοκληρώσει το πρόγραμμα πιστοποίησης και υλοποιούν συνδέσεις, αναβαθμίσεις και μεταφορές από άλλους παρόχους πληρωμών.</p></div></div>
<div class="views-exposed-form"><form action="/synergates" method="get" id="views-exposed-form-partners-page-1" accept-charset="UTF-8"><div class="js-form-item form-item form-type-select"><label for="edit-city">Πόλη</label><select data-drupal-selector="edit-city" id="edit-city" name="city" class="form-select"><option value="All" selected="selected">- Όλες -</option><option value="1">Αθήνα</option><option value="2">Θεσσαλονίκη</option><option value="3">Ηράκλειο</option><option value="4">Πάτρα</option><option value="5">Κέρκυρα</option></select></div><div class="form-actions"><input type="submit" id="edit-submit-partners" value="Εφαρμογή" class="button js-form-submit form-submit" /></div></form></div>`;

export const site: CorpusSite = {
  domain: 'kalyxpay.gr',
  otherDomains: ['kalyxpay.eu'],
  covers:
    'Greek payment institution on Drupal 10: plugin/marketplace and ERP integrations in a table and a definition list, partner banks in a logo strip, certified implementation agencies in a paginated View (?page=1), POS dealers with written-out domains on a product page; traps are merchant customers, the Bank of Greece licence, PCI DSS, an IT association membership, press, card schemes without links, social links and own merchant/developer/status subdomains.',
  pages: {
    '/': {
      headers: drupalHeaders,
      html: page(
        'Πληρωμές με κάρτα για e-shop και φυσικά καταστήματα',
        'Η Kalyx Pay δέχεται πληρωμές με κάρτα, Apple Pay, Google Pay και IRIS για ελληνικά e-shop και καταστήματα.',
        '/',
        'path-frontpage page-node-type-landing',
        `
<div class="paragraph paragraph--type--hero"><h1>Πληρωμές χωρίς τριβές,<br />για κάθε ελληνική επιχείρηση</h1><p>Δεχτείτε Visa, Mastercard, Apple Pay, Google Pay και IRIS στο e-shop ή στο ταμείο σας, με εκκαθάριση την επόμενη εργάσιμη.</p><a href="/aitisi" class="button button--primary">Ανοίξτε λογαριασμό σε 10 λεπτά</a></div>
<div class="paragraph paragraph--type--methods"><ul class="payment-methods"><li><img src="/themes/custom/kalyx/images/visa.svg" alt="Visa" /></li><li><img src="/themes/custom/kalyx/images/mastercard.svg" alt="Mastercard" /></li><li><img src="/themes/custom/kalyx/images/apple-pay.svg" alt="Apple Pay" /></li><li><img src="/themes/custom/kalyx/images/google-pay.svg" alt="Google Pay" /></li><li><img src="/themes/custom/kalyx/images/iris.svg" alt="IRIS" /></li></ul></div>
<div class="paragraph paragraph--type--logo-strip"><h2>Συνεργαζόμενες τράπεζες</h2><p>Η εκκαθάριση των συναλλαγών σας γίνεται σε λογαριασμό σε οποιαδήποτε από τις συνεργαζόμενες τράπεζες:</p>
  <div class="field field--name-field-logos field--type-entity-reference-revisions field__items">
    <div class="field__item"><a href="https://www.piraeusbank.gr/el/epixeiriseis" target="_blank" rel="noopener"><img src="/sites/default/files/2023-09/piraeus.png" alt="Τράπεζα Πειραιώς" width="140" height="48" loading="lazy" /></a></div>
    <div class="field__item"><a href="https://www.eurobank.gr/el/epixeiriseis" target="_blank" rel="noopener"><img src="/sites/default/files/2023-09/eurobank.png" alt="Eurobank" width="140" height="48" loading="lazy" /></a></div>
    <div class="field__item"><a href="https://www.alpha.gr/el/epixeiriseis" target="_blank" rel="noopener"><img src="/sites/default/files/2023-09/alpha.png" alt="Alpha Bank" width="140" height="48" loading="lazy" /></a></div>
    <div class="field__item"><a href="https://www.nbg.gr/el/business" target="_blank" rel="noopener"><img src="/sites/default/files/2023-09/nbg.png" alt="Εθνική Τράπεζα" width="140" height="48" loading="lazy" /></a></div>
  </div>
</div>
<div class="paragraph paragraph--type--testimonials"><h2>Μας εμπιστεύονται πάνω από 3.400 επιχειρήσεις</h2>
  <blockquote><p>«Με την Kalyx Pay οι απορρίψεις καρτών έπεσαν στο μισό.»</p><footer>Ελένη Μαυρίδου, <a href="https://www.ergaleiomania.gr" target="_blank">ergaleiomania.gr</a></footer></blockquote>
  <blockquote><p>«Η σύνδεση με το WooCommerce μας πήρε ένα απόγευμα.»</p><footer>Νίκος Παπαδάκης, Kritika Delicatessen</footer></blockquote>
</div>
<div class="paragraph paragraph--type--cta"><h2>Φτιάχνετε e-shop για πελάτες;</h2><p>Γίνετε πιστοποιημένος συνεργάτης και κερδίστε προμήθεια σε κάθε νέο έμπορο. <a href="/synergates/programma">Μάθετε για το πρόγραμμα</a></p></div>`,
      ),
    },
    '/plugins-kai-syndeseis': {
      headers: drupalHeaders,
      html: page(
        'Plugins & συνδέσεις',
        'Έτοιμα plugins για WooCommerce, Magento, PrestaShop, OpenCart και συνδέσεις με ελληνικά ERP.',
        '/plugins-kai-syndeseis',
        'path-node page-node-type-page',
        `
<div class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">Plugins &amp; συνδέσεις</span></h1></div>
<article class="node node--type-page node--view-mode-full"><div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">
<p>Συνδέστε την Kalyx Pay με την πλατφόρμα του καταστήματός σας χωρίς προγραμματισμό. Όλα τα plugins συντηρούνται από την ομάδα μας και είναι διαθέσιμα στα επίσημα marketplaces.</p>
<h2>Πλατφόρμες ηλεκτρονικού εμπορίου</h2>
<table class="table-plugins">
  <thead><tr><th>Πλατφόρμα</th><th>Συμβατότητα</th><th>Λήψη</th></tr></thead>
  <tbody>
    <tr><td>WooCommerce</td><td>WooCommerce 7.x – 8.x, WordPress 6.2+</td><td><a href="https://woocommerce.com/products/kalyx-pay-gateway/">WooCommerce Marketplace</a></td></tr>
    <tr><td>Adobe Commerce / Magento Open Source</td><td>2.4.4 – 2.4.7</td><td><a href="https://commercemarketplace.adobe.com/kalyx-module-payment.html">Commerce Marketplace</a></td></tr>
    <tr><td>PrestaShop</td><td>1.7.8, 8.x</td><td><a href="https://addons.prestashop.com/el/pliromes-me-karta/91284-kalyx-pay.html">PrestaShop Addons</a></td></tr>
    <tr><td>OpenCart</td><td>3.0.x, 4.0.x</td><td><a href="https://www.opencart.com/index.php?route=marketplace/extension/info&amp;extension_id=45517">OpenCart Marketplace</a></td></tr>
    <tr><td>Custom / headless</td><td>REST API v2</td><td><a href="https://developers.kalyxpay.gr/api">Τεκμηρίωση API</a></td></tr>
  </tbody>
</table>
<h2>ERP και εμπορικά προγράμματα</h2>
<p>Οι συναλλαγές και οι επιστροφές καταχωρούνται αυτόματα στο λογιστήριο μέσω πιστοποιημένων συνδέσεων:</p>
<dl class="erp-list">
  <dt>SoftOne (Soft1 ERP)</dt><dd>Αυτόματη αντιστοίχιση εισπράξεων με παραστατικά. <a href="https://www.softone.gr/">softone.gr</a></dd>
  <dt>Entersoft Business Suite</dt><dd>Συμφωνία εκκαθαρίσεων και προμηθειών ανά ημέρα. <a href="https://www.entersoft.gr/el/">entersoft.gr</a></dd>
  <dt>Epsilon Net (Business Cloud / PYLON)</dt><dd>Εισαγωγή πληρωμών και διασύνδεση με myDATA. <a href="https://www.epsilonnet.gr/">epsilonnet.gr</a></dd>
</dl>
<h2>Τερματικά</h2>
<p>Για φυσικά καταστήματα υποστηρίζουμε Android POS των <a href="https://www.ingenico.com/">Ingenico</a> (σειρά AXIUM) και <a href="https://www.paxtechnology.com/">PAX</a> (A920 Pro, A77). Δείτε τη σελίδα <a href="/termatika-pos">Τερματικά POS</a> για τιμές και μεταπωλητές.</p>
<p><em>Χρησιμοποιείτε Shopify; Η ενσωμάτωση βρίσκεται σε δοκιμαστική φάση — γράψτε μας στο <a href="mailto:integrations@kalyxpay.gr">integrations@kalyxpay.gr</a>.</em></p>
</div></div></article>`,
      ),
    },
    '/termatika-pos': {
      headers: drupalHeaders,
      html: page(
        'Τερματικά POS',
        'Android τερματικά POS με σύνδεση σε φορολογικό μηχανισμό και εκκαθάριση την επόμενη εργάσιμη.',
        '/termatika-pos',
        'path-node page-node-type-product',
        `
<div class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">Τερματικά POS</span></h1></div>
<article class="node node--type-product"><div class="node__content">
<div class="paragraph paragraph--type--columns"><div class="col"><h3>PAX A920 Pro</h3><p>Φορητό, με ενσωματωμένο εκτυπωτή και 4G. 19 €/μήνα</p></div><div class="col"><h3>Ingenico AXIUM DX8000</h3><p>Για ταμεία υψηλού όγκου. 24 €/μήνα</p></div></div>
<div class="paragraph paragraph--type--text"><div class="clearfix text-formatted field field--name-field-text">
<h2>Πού θα το προμηθευτείτε</h2>
<p>Μπορείτε να παραγγείλετε απευθείας από εμάς ή μέσω των εξουσιοδοτημένων μεταπωλητών μας, που αναλαμβάνουν εγκατάσταση και σύνδεση με την ταμειακή σας μηχανή:</p>
<p><strong>POSland Αττικής</strong> — Λ. Αλεξάνδρας 88, Αθήνα — www.posland.gr<br />
<strong>Ταμειακές Λάρισας Ο.Ε.</strong> — Παπαναστασίου 41, Λάρισα — tameiaki-larisas.gr<br />
<strong>Γ. Σταυρίδης &amp; Σια</strong> — Εγνατίας 112, Θεσσαλονίκη — τηλ. 2310 275 410</p>
<p>Η ενσωμάτωση με τον φορολογικό μηχανισμό γίνεται σύμφωνα με την απόφαση Α.1155/2023 της ΑΑΔΕ.</p>
</div></div>
</div></article>`,
      ),
    },
    '/synergates': {
      headers: drupalHeaders,
      html: page(
        'Πιστοποιημένοι συνεργάτες υλοποίησης',
        'Εταιρείες ανάπτυξης πιστοποιημένες για συνδέσεις Kalyx Pay.',
        '/synergates',
        'path-synergates page-view-partners',
        `${partnersIntro}
<div class="views-element-container"><div class="view view-partners view-id-partners view-display-id-page_1 js-view-dom-id-3f9c1a7e2b4d">
  <div class="view-content">${agencyRow('Ergon Web', 'Αθήνα', 'https://www.ergonweb.gr/', 'ergonweb.gr', 'WooCommerce και Magento, 140+ καταστήματα σε παραγωγή.', 'ergon.png')}${agencyRow('Κύμα Digital', 'Θεσσαλονίκη', 'https://kyma-digital.gr/?utm_source=kalyxpay&amp;utm_medium=partners', 'Επισκεφθείτε τον ιστότοπο', 'Headless e-commerce, PrestaShop και συνδέσεις με ERP.', 'kyma.png')}${agencyRow('NodeWorks', 'Αθήνα', 'https://nodeworks.gr', 'nodeworks.gr', 'Custom πλατφόρμες σε Node.js και συνδέσεις μέσω API.', 'nodeworks.png')}${agencyRow('CretaWeb', 'Ηράκλειο', 'http://www.cretaweb.gr', 'cretaweb.gr', 'Ξενοδοχειακά booking engines και e-shop τοπικών προϊόντων.', 'cretaweb.png')}</div>
  ${pager(0)}
</div></div>`,
        ',"views":{"ajax_path":"\\/views\\/ajax","ajaxViews":{"views_dom_id:3f9c1a7e2b4d":{"view_name":"partners","view_display_id":"page_1","view_args":"","view_path":"\\/synergates","view_base_path":"synergates","view_dom_id":"3f9c1a7e2b4d","pager_element":0}}}',
      ),
    },
    '/synergates?page=1': {
      headers: drupalHeaders,
      html: page(
        'Πιστοποιημένοι συνεργάτες υλοποίησης',
        'Εταιρείες ανάπτυξης πιστοποιημένες για συνδέσεις Kalyx Pay.',
        '/synergates',
        'path-synergates page-view-partners',
        `${partnersIntro}
<div class="views-element-container"><div class="view view-partners view-id-partners view-display-id-page_1 js-view-dom-id-8b2e6d0c4a1f">
  <div class="view-content">${agencyRow('PatrasDev', 'Πάτρα', 'https://patrasdev.gr/', 'patrasdev.gr', 'OpenCart και WooCommerce για μικρά καταστήματα.', 'patrasdev.png')}${agencyRow('Ionian Web Studio', 'Κέρκυρα', 'https://www.ionianweb.gr/el/', 'ionianweb.gr', 'Τουριστικά e-shop, πολυγλωσσικά καταστήματα.', 'ionian.png')}
  <div class="views-row"><article class="node node--type-partner node--view-mode-teaser"><h3 class="node__title"><span class="field field--name-title">Δημήτρης Λαζαρίδης (freelancer)</span></h3><div class="field field--name-field-city field--label-inline clearfix"><div class="field__label">Πόλη</div><div class="field__item">Θεσσαλονίκη</div></div><div class="field field--name-field-body field__item"><p>Συνδέσεις WooCommerce, υποστήριξη μέσω τηλεφώνου 6944 218 503.</p></div></article></div>
  </div>
  ${pager(1)}
</div></div>`,
        ',"views":{"ajax_path":"\\/views\\/ajax","ajaxViews":{"views_dom_id:8b2e6d0c4a1f":{"view_name":"partners","view_display_id":"page_1","view_args":"","view_path":"\\/synergates","view_base_path":"synergates","view_dom_id":"8b2e6d0c4a1f","pager_element":0}}}',
      ),
    },
    '/pelates': {
      headers: drupalHeaders,
      html: page(
        'Πελάτες',
        'Ελληνικές επιχειρήσεις που πληρώνονται με Kalyx Pay.',
        '/pelates',
        'path-node page-node-type-page',
        `
<div class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">Πελάτες</span></h1></div>
<div class="views-element-container"><div class="view view-case-studies"><div class="view-content">
  <div class="views-row"><h3><a href="/pelates/ergaleiomania">Ergaleiomania: 38% λιγότερες απορρίψεις</a></h3><p>Κατάστημα εργαλείων με 20.000 παραγγελίες τον μήνα. <a href="https://www.ergaleiomania.gr" target="_blank">www.ergaleiomania.gr</a></p></div>
  <div class="views-row"><h3><a href="/pelates/aegean-olive">Aegean Olive Co.: πληρωμές από 24 χώρες</a></h3><p>Εξαγωγές ελαιολάδου με Apple Pay. <a href="https://aegeanolive.com" target="_blank">aegeanolive.com</a></p></div>
  <div class="views-row"><h3><a href="/pelates/kafeteria-syntagma">Καφέ Σύνταγμα: 3 καταστήματα, ένα POS</a></h3><p>Αλυσίδα καφέ στην Αθήνα με τερματικά PAX.</p></div>
</div></div></div>`,
      ),
    },
    '/etaireia': {
      headers: drupalHeaders,
      html: page(
        'Η εταιρεία',
        'Η Kalyx Pay είναι ίδρυμα ηλεκτρονικού χρήματος με έδρα την Αθήνα.',
        '/etaireia',
        'path-node page-node-type-page',
        `
<div class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">Η εταιρεία</span></h1></div>
<article class="node node--type-page"><div class="node__content"><div class="clearfix text-formatted field field--name-body">
<p>Η Kalyx Pay ιδρύθηκε το 2019 στην Αθήνα από πρώην στελέχη τραπεζών και fintech. Από το 2021 είναι αδειοδοτημένο Ίδρυμα Ηλεκτρονικού Χρήματος υπό την εποπτεία της <a href="https://www.bankofgreece.gr">Τράπεζας της Ελλάδος</a>.</p>
<h2>Πιστοποιήσεις και μέλη</h2>
<ul><li>PCI DSS Level 1 Service Provider — <a href="https://www.pcisecuritystandards.org">PCI Security Standards Council</a></li><li>Μέλος του <a href="https://www.sepe.gr">ΣΕΠΕ</a> (Σύνδεσμος Επιχειρήσεων Πληροφορικής &amp; Επικοινωνιών Ελλάδας)</li><li>Μέλος της Fintech Greece</li></ul>
<h2>Στον Τύπο</h2>
<ul><li><a href="https://www.naftemporiki.gr/finance/1564422/kalyx-pay-xrimatodotisi/">Naftemporiki: Χρηματοδότηση 6 εκατ. ευρώ για την Kalyx Pay</a></li><li><a href="https://www.kathimerini.gr/economy/562781223/fintech-pliromes/">Καθημερινή: Οι ελληνικές fintech που αλλάζουν τις πληρωμές</a></li></ul>
<h2>Θέσεις εργασίας</h2><p>Δείτε τις ανοιχτές θέσεις στο <a href="https://www.kariera.gr/companies/kalyx-pay">kariera.gr</a>.</p>
</div></div></article>`,
      ),
    },
  },
  sitemap: ['/', '/plugins-kai-syndeseis', '/termatika-pos', '/synergates', '/pelates', '/etaireia'],
  technologies: ['drupal', 'php', 'nginx', 'jquery', 'google-tag-manager'],
  partners: {
    'piraeusbank.gr': 'generic',
    'eurobank.gr': 'generic',
    'alpha.gr': 'generic',
    'nbg.gr': 'generic',
    'woocommerce.com': 'technology',
    'adobe.com': 'technology',
    'prestashop.com': 'technology',
    'opencart.com': 'technology',
    'softone.gr': 'technology',
    'entersoft.gr': 'technology',
    'epsilonnet.gr': 'technology',
    'ingenico.com': 'technology',
    'paxtechnology.com': 'technology',
    'posland.gr': 'channel',
    'tameiaki-larisas.gr': 'channel',
    'ergonweb.gr': 'channel',
    'kyma-digital.gr': 'channel',
    'nodeworks.gr': 'channel',
    'cretaweb.gr': 'channel',
    'patrasdev.gr': 'channel',
    'ionianweb.gr': 'channel',
  },
};
