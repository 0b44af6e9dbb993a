import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'set-cookie':
    'X-Magento-Vary=4c8e2a6f1b3d5e7a9c0b2d4f6e8a1c3b5d7f9e0a; expires=Wed, 21 May 2025 10:12:44 GMT; Max-Age=31536000; path=/; secure; HttpOnly; SameSite=Lax',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const staticBase = '/static/version1715862011/frontend/Brackenfield/default/en_GB';

function page(title: string, bodyClass: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="title" content="${title} | Brackenfield Catering Supplies"/>
<meta name="description" content="Commercial catering equipment, installation and servicing for restaurants, schools, care homes and hotels across the North of England."/>
<meta name="robots" content="INDEX,FOLLOW"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title} | Brackenfield Catering Supplies</title>
<link rel="stylesheet" type="text/css" media="all" href="${staticBase}/mage/calendar.css"/>
<link rel="stylesheet" type="text/css" media="all" href="${staticBase}/css/styles-m.css"/>
<link rel="stylesheet" type="text/css" media="screen and (min-width: 768px)" href="${staticBase}/css/styles-l.css"/>
<script type="text/javascript">var BASE_URL = 'https://brackenfield-catering.co.uk/'; var require = { 'baseUrl': 'https://brackenfield-catering.co.uk${staticBase}' };</script>
<script type="text/javascript" src="${staticBase}/requirejs/require.min.js"></script>
<script type="text/javascript" src="${staticBase}/requirejs-min-resolver.min.js"></script>
<script type="text/javascript" src="${staticBase}/mage/requirejs/mixins.min.js"></script>
<script type="text/javascript" src="${staticBase}/requirejs-config.min.js"></script>
<script src="https://kit.fontawesome.com/7d3b9e1a2c.js" crossorigin="anonymous"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-BRK9C4T');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
</head>
<body data-container="body" data-mage-init='{"loaderAjax": {}, "loader": { "icon": "${staticBase}/images/loader-2.gif"}}' class="${bodyClass} page-layout-1column">
<div class="page-wrapper">
<header class="page-header">
  <div class="panel wrapper"><div class="panel header">
    <p class="welcome">Free delivery on orders over £150 ex VAT · Call 0113 496 0382</p>
    <ul class="header links"><li><a href="/customer/account/login/">Sign In</a></li><li><a href="/trade-accounts">Open a Trade Account</a></li></ul>
  </div></div>
  <div class="header content">
    <a class="logo" href="/" title="Brackenfield Catering Supplies"><img src="${staticBase}/images/brackenfield-logo.svg" alt="Brackenfield Catering Supplies" width="220"/></a>
    <div class="block block-search"><form class="form minisearch" id="search_mini_form" action="/catalogsearch/result/" method="get"><input id="search" type="text" name="q" placeholder="Search 9,000+ products"/></form></div>
    <div data-block="minicart" class="minicart-wrapper"><a class="action showcart" href="/checkout/cart/"><i class="fa-solid fa-cart-shopping"></i> Basket</a></div>
  </div>
  <nav class="navigation" data-action="navigation">
    <ul data-mage-init='{"menu":{"responsive":true, "expanded":true, "position":{"my":"left top","at":"left bottom"}}}'>
      <li class="level0"><a href="/cooking-equipment.html">Cooking</a></li>
      <li class="level0"><a href="/refrigeration.html">Refrigeration</a></li>
      <li class="level0"><a href="/warewashing.html">Warewashing</a></li>
      <li class="level0"><a href="/food-preparation.html">Food Prep</a></li>
      <li class="level0"><a href="/brands">Brands</a></li>
      <li class="level0"><a href="/services/installation-and-servicing">Installation &amp; Servicing</a></li>
      <li class="level0"><a href="/trade-accounts">Trade Accounts</a></li>
    </ul>
  </nav>
</header>
<main id="maincontent" class="page-main">
<div class="columns"><div class="column main">
${body}
</div></div>
</main>
<footer class="page-footer"><div class="footer content">
  <div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5f1a2b3c4d5e6f7a8b9c0d1e" data-style-height="24px" data-theme="dark"><a href="https://uk.trustpilot.com/review/brackenfield-catering.co.uk" target="_blank" rel="noopener">Trustpilot</a></div>
  <ul class="footer links">
    <li><a href="/about-us">About Us</a></li>
    <li><a href="/delivery">Delivery Information</a></li>
    <li><a href="/returns">Returns</a></li>
    <li><a href="/contact">Contact Us</a></li>
    <li><a href="https://www.brackenfieldhygiene.co.uk/">Brackenfield Hygiene</a></li>
  </ul>
  <div class="footer-payments"><img src="${staticBase}/images/payments/visa.svg" alt="Visa"/><img src="${staticBase}/images/payments/mastercard.svg" alt="Mastercard"/><img src="${staticBase}/images/payments/paypal.svg" alt="PayPal"/></div>
  <div class="footer-social"><a href="https://www.linkedin.com/company/brackenfield-catering/"><i class="fa-brands fa-linkedin"></i></a><a href="https://www.facebook.com/brackenfieldcatering"><i class="fa-brands fa-facebook"></i></a></div>
  <small class="copyright"><span>&copy; 2024 Brackenfield Catering Supplies Ltd. Company No. 05512094. VAT GB 872 4410 93.</span></small>
</div></footer>
</div>
<script type="text/x-magento-init">{"*": {"Magento_Ui/js/core/app": {"components": {"customer": {"component": "Magento_Customer/js/view/customer"}}}}}</script>
<script type="text/x-magento-init">{"*": {"mage/cookies": {"expires": null, "path": "\\u002F", "domain": ".brackenfield-catering.co.uk", "secure": true, "lifetime": "3600"}}}</script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'brackenfield-catering.co.uk',
  otherDomains: ['brackenfieldhygiene.co.uk'],
  covers:
    'English catering-equipment supplier on Magento 2 with Font Awesome kit, GTM and Trustpilot: manufacturer partners as a logo wall mixing direct links, name-only logos and brand detail pages holding the maker link, an installer/service-engineer network table, an equipment-finance partner; negatives: trade customers and case study, Gas Safe/BSI/CEDA accreditations, courier tracking link, Trustpilot reviews, payment logos, sister hygiene site',
  pages: {
    '/': {
      headers,
      html: page(
        'Commercial Catering Equipment',
        'cms-index-index cms-home',
        `<div class="widget block block-static-block">
  <section class="hero"><h1>Everything for the professional kitchen</h1><p>Supply, installation and servicing of commercial catering equipment from our Leeds warehouse since 1998.</p><a class="action primary" href="/cooking-equipment.html">Shop cooking equipment</a></section>
  <section class="usp"><ul><li><i class="fa-solid fa-truck"></i> Next-day delivery on 4,000 lines</li><li><i class="fa-solid fa-screwdriver-wrench"></i> Gas Safe installation nationwide</li><li><i class="fa-solid fa-sterling-sign"></i> Trade pricing and finance</li></ul></section>
  <section class="home-brands"><h2>Authorised distributor for leading brands</h2><p><a href="/brands">View all brands</a></p></section>
</div>`,
      ),
    },
    '/brands': {
      headers,
      html: page(
        'Brands',
        'cms-page-view cms-brands',
        `<h1 class="page-title"><span class="base">Our Manufacturer Partners</span></h1>
<p>Brackenfield is an authorised UK distributor for the manufacturers below, which means full manufacturer warranty, genuine spare parts and factory-trained engineers.</p>
<ul class="brand-wall">
  <li><a href="/brands/rational"><img src="/media/brands/rational.png" alt="RATIONAL"/></a></li>
  <li><a href="/brands/winterhalter"><img src="/media/brands/winterhalter.png" alt="Winterhalter"/></a></li>
  <li><a href="https://www.lincat.co.uk/" target="_blank" rel="noopener"><img src="/media/brands/lincat.png" alt="Lincat"/></a></li>
  <li><a href="https://www.robot-coupe.com/en-gb/" target="_blank" rel="noopener"><img src="/media/brands/robot-coupe.png" alt="Robot-Coupe"/></a></li>
  <li><img src="/media/brands/foster.png" alt="Foster Refrigerator" title="Foster Refrigerator"/></li>
  <li><img src="/media/brands/hobart.png" alt="Hobart" title="Hobart"/></li>
</ul>`,
      ),
    },
    '/brands/rational': {
      headers,
      html: page(
        'RATIONAL',
        'catalog-category-view brand-rational',
        `<h1 class="page-title"><span class="base">RATIONAL</span></h1>
<p>As a RATIONAL partner we supply, install and commission iCombi Pro and iVario Pro units, and run free live cooking demonstrations at our Leeds showroom.</p>
<p><a href="https://www.rational-online.com/en_gb/" target="_blank" rel="noopener">Visit the manufacturer's website</a></p>
<div class="products wrapper grid products-grid"><ol class="products list items product-items">
  <li class="item product product-item"><a class="product-item-link" href="/rational-icombi-pro-6-1-1-electric.html">RATIONAL iCombi Pro 6-1/1 Electric</a></li>
  <li class="item product product-item"><a class="product-item-link" href="/rational-ivario-pro-2-s.html">RATIONAL iVario Pro 2-S</a></li>
</ol></div>`,
      ),
    },
    '/brands/winterhalter': {
      headers,
      html: page(
        'Winterhalter',
        'catalog-category-view brand-winterhalter',
        `<h1 class="page-title"><span class="base">Winterhalter</span></h1>
<p>Winterhalter glasswashers, dishwashers and pass-through machines, installed by our own engineers with water treatment included.</p>
<p>Manufacturer website: <a href="https://www.winterhalter.com/gb-en/" target="_blank" rel="noopener">winterhalter.com</a></p>
<div class="products wrapper grid products-grid"><ol class="products list items product-items">
  <li class="item product product-item"><a class="product-item-link" href="/winterhalter-uc-m-undercounter-dishwasher.html">Winterhalter UC-M Undercounter Dishwasher</a></li>
  <li class="item product product-item"><a class="product-item-link" href="/winterhalter-pt-m-pass-through.html">Winterhalter PT-M Pass-Through</a></li>
</ol></div>`,
      ),
    },
    '/services/installation-and-servicing': {
      headers,
      html: page(
        'Installation & Servicing',
        'cms-page-view cms-installation',
        `<h1 class="page-title"><span class="base">Installation &amp; Servicing</span></h1>
<p>Our own engineers cover Yorkshire and the North East. Elsewhere, installation, planned maintenance and breakdown call-outs are carried out by our approved service partner network.</p>
<table class="data table service-partners">
  <thead><tr><th>Region</th><th>Service partner</th><th>Website</th></tr></thead>
  <tbody>
    <tr><td>Yorkshire &amp; North East</td><td>Brackenfield Service (in-house)</td><td>–</td></tr>
    <tr><td>North West</td><td>Pennine Kitchen Engineering</td><td><a href="https://www.penninekitchenengineering.co.uk/">penninekitchenengineering.co.uk</a></td></tr>
    <tr><td>Midlands</td><td>Trent Catering Services</td><td><a href="https://trentcateringservices.co.uk/">trentcateringservices.co.uk</a></td></tr>
    <tr><td>Scotland</td><td>Forth Commercial Kitchens</td><td><a href="https://www.forthcommercialkitchens.com/">forthcommercialkitchens.com</a></td></tr>
  </tbody>
</table>
<p>All gas work is carried out by engineers on the <a href="https://www.gassaferegister.co.uk/">Gas Safe Register</a>.</p>`,
      ),
    },
    '/trade-accounts': {
      headers,
      html: page(
        'Trade Accounts',
        'cms-page-view cms-trade-accounts',
        `<h1 class="page-title"><span class="base">Trade Accounts</span></h1>
<p>30-day credit terms, dedicated account manager and contract pricing for multi-site operators.</p>
<h2>Equipment finance</h2>
<p>Spread the cost of new equipment over 2–5 years with our finance partner <a href="https://www.caterlease.co.uk/">Caterlease</a>. Lease rentals are 100% tax deductible for most businesses.</p>
<h2>Who we supply</h2>
<div class="customer-logos">
  <img src="/media/customers/harrowdale-academies.png" alt="Harrowdale Academies Trust"/>
  <img src="/media/customers/oakwood-care.png" alt="Oakwood Care Homes"/>
  <img src="/media/customers/the-grand-scarborough.png" alt="The Grand, Scarborough"/>
</div>
<p>Case study: <a href="https://www.harrowdaleacademies.org.uk/news/new-kitchens-2023">how Harrowdale Academies Trust refitted 11 school kitchens in one summer</a>.</p>`,
      ),
    },
    '/about-us': {
      headers,
      html: page(
        'About Us',
        'cms-page-view cms-about-us',
        `<h1 class="page-title"><span class="base">About Brackenfield</span></h1>
<p>Family-owned since 1998, Brackenfield employs 46 people at our Leeds warehouse, showroom and service centre.</p>
<h2>Accreditations</h2>
<ul>
  <li>ISO 9001:2015 certified by <a href="https://www.bsigroup.com/en-GB/">BSI</a></li>
  <li>Member of <a href="https://www.ceda.co.uk/">CEDA</a>, the Catering Equipment Distributors Association</li>
  <li>Gas Safe registered business no. 518204</li>
</ul>
<p>Looking for cleaning chemicals and hygiene supplies? Visit our sister company <a href="https://www.brackenfieldhygiene.co.uk/">Brackenfield Hygiene</a>.</p>`,
      ),
    },
    '/delivery': {
      headers,
      html: page(
        'Delivery Information',
        'cms-page-view cms-delivery',
        `<h1 class="page-title"><span class="base">Delivery Information</span></h1>
<p>Parcels up to 30 kg are dispatched by DPD for next working-day delivery; you can follow your parcel on the <a href="https://www.dpd.co.uk/apps/tracking/">DPD tracking page</a>. Large equipment is delivered on our own vehicles with a two-person crew.</p>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact Us',
        'contact-index-index',
        `<h1 class="page-title"><span class="base">Contact Us</span></h1>
<p>Brackenfield Catering Supplies Ltd, Unit 7 Aire Valley Business Park, Leeds LS10 1QE</p>
<p>Sales: 0113 496 0382 · Service desk: 0113 496 0390 · <a href="mailto:sales@brackenfield-catering.co.uk">sales@brackenfield-catering.co.uk</a></p>
<form class="form contact" action="/contact/index/post/" id="contact-form" method="post" data-mage-init='{"validation":{}}'>
  <input name="name" id="name" title="Name" class="input-text" type="text"/>
  <input name="email" id="email" title="Email" class="input-text" type="email"/>
  <textarea name="comment" id="comment" title="What's on your mind?" class="input-text"></textarea>
  <button type="submit" title="Submit" class="action submit primary"><span>Submit</span></button>
</form>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/brands',
    '/brands/rational',
    '/brands/winterhalter',
    '/services/installation-and-servicing',
    '/trade-accounts',
    '/about-us',
    '/delivery',
    '/contact',
  ],
  technologies: ['magento', 'php', 'mysql', 'font-awesome', 'google-tag-manager', 'trustpilot'],
  partners: {
    'rational-online.com': 'generic',
    'winterhalter.com': 'generic',
    'lincat.co.uk': 'generic',
    'robot-coupe.com': 'generic',
    'penninekitchenengineering.co.uk': 'channel',
    'trentcateringservices.co.uk': 'channel',
    'forthcommercialkitchens.com': 'channel',
    'caterlease.co.uk': 'generic',
  },
};
