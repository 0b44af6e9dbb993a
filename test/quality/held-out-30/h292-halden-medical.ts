import type { CorpusSite } from '../corpus/types.js';

/*
 * Halden Medical Ltd (Leeds, UK): negative pressure wound therapy and surgical suction devices.
 * Drupal 10 on Acquia Cloud (Varnish), aggregated assets, CIVIC Cookie Control, Google Tag Manager, LinkedIn Insight.
 */

const H = 'https://haldenmedical.co.uk';

const head = (title: string, description: string, path: string, nodeId: number, extra = ''): string => `<!DOCTYPE html>
<html lang="en-GB" dir="ltr" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<script>window.dataLayer = window.dataLayer || [];</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-KD4S7PL');</script>
<!-- End Google Tag Manager -->
<meta name="description" content="${description}">
<link rel="canonical" href="${H}${path}">
<meta property="og:site_name" content="Halden Medical">
<meta property="og:type" content="website">
<meta property="og:url" content="${H}${path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${H}/sites/default/files/2024-01/halden-og.jpg">
<meta name="twitter:card" content="summary_large_image">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/halden/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="alternate" hreflang="en-gb" href="${H}${path}">
<link rel="shortlink" href="${H}/node/${nodeId}">
<title>${title} | Halden Medical</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_q2nM8VJfL0Hk3sXa1tR7oYbW9pE4cZuD6gIiKwAvNh0.css?delta=0&amp;language=en&amp;theme=halden&amp;include=eJxtjlEKwjAQRC-U9EhlSdZ2cZNdshbq7W2hEf-GmfeGoVxvJUjcT0v6ox6bsOgzl8uHFbvDt2Rq4HTIq5WOlBxbYG8MKA7VdDYwYkdlp_nn3pSuOTuzvH01sqSaNOBDP5BJoLE">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_8rVwX1yZ3aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456.css?delta=1&amp;language=en&amp;theme=halden&amp;include=eJxtjlEKwjAQRC-U9EhlSdZ2cZNdshbq7W2hEf-GmfeGoVxvJUjcT0v6ox6bsOgzl8uHFbvDt2Rq4HTIq5WOlBxbYG8MKA7VdDYwYkdlp_nn3pSuOTuzvH01sqSaNOBDP5BJoLE">
<script src="https://cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js"></script>
<script>
var config = {
  apiKey: '5d1f0c8a2b7e4f96a3c0e1d2b4a59687f0e3c2d1',
  product: 'PRO_MULTISITE',
  initialState: 'notify',
  text: { title: 'This site uses cookies', intro: 'Some of these cookies are essential, while others help us to improve your experience by providing insights into how the site is being used.' },
  optionalCookies: [
    { name: 'analytics', label: 'Analytics cookies', description: 'Analytical cookies help us to improve our website by collecting and reporting information on its usage.', cookies: ['_ga', '_ga*', '_gid', '_gat'], onAccept: function(){ dataLayer.push({event: 'analytics_consent'}); }, onRevoke: function(){} },
    { name: 'marketing', label: 'Marketing cookies', description: 'We use marketing cookies to measure the effectiveness of LinkedIn campaigns.', cookies: ['li_sugr', 'bcookie', 'lidc'], onAccept: function(){}, onRevoke: function(){} }
  ],
  statement: { description: 'For more information visit our', name: 'Cookie Policy', url: '${H}/cookie-policy', updated: '12/01/2024' },
  branding: { fontFamily: 'Source Sans 3, Arial, sans-serif', backgroundColor: '#0b2e4f', removeAbout: true }
};
CookieControl.load(config);
</script>
${extra}
</head>`;

const header = `<header role="banner" class="site-header">
<div class="region region-header-top">
<div id="block-halden-utilitymenu" class="block block-menu navigation menu--utility">
<ul class="menu menu--utility">
<li class="menu-item"><a href="/clinical-evidence" data-drupal-link-system-path="node/18">For healthcare professionals</a></li>
<li class="menu-item"><a href="/products/negative-pressure-wound-therapy#patients" data-drupal-link-system-path="node/12">Patients &amp; carers</a></li>
<li class="menu-item"><a href="https://www.haldenmedical.com/" hreflang="en-us">United States</a></li>
<li class="menu-item"><a href="tel:+441135550120">+44 (0)113 555 0120</a></li>
</ul>
</div>
</div>
<div class="region region-header">
<div id="block-halden-branding" class="block block-system block-system-branding-block">
<a href="/" rel="home" class="site-logo"><img src="/themes/custom/halden/logo.svg" alt="Halden Medical home" width="190" height="44"></a>
</div>
<nav role="navigation" aria-labelledby="block-halden-main-menu" id="block-halden-main" class="block block-menu navigation menu--main">
<h2 class="visually-hidden" id="block-halden-main-menu">Main navigation</h2>
<ul class="menu menu--level-1">
<li class="menu-item menu-item--expanded"><a href="/products" data-drupal-link-system-path="node/4">Products</a>
<div class="nav-panel">
<ul class="menu menu--level-2">
<li class="menu-item"><span class="nav-panel__heading">Wound therapy</span>
<ul class="menu menu--level-3">
<li class="menu-item"><a href="/products/negative-pressure-wound-therapy" data-drupal-link-system-path="node/12">Vireo&trade; NPWT system</a></li>
<li class="menu-item"><a href="/products/negative-pressure-wound-therapy#dressings" data-drupal-link-system-path="node/12">Vireo dressings &amp; canisters</a></li>
<li class="menu-item"><a href="/products/negative-pressure-wound-therapy#single-use" data-drupal-link-system-path="node/12">Vireo Go single-use NPWT</a></li>
</ul></li>
<li class="menu-item"><span class="nav-panel__heading">Surgical suction</span>
<ul class="menu menu--level-3">
<li class="menu-item"><a href="/products#suction" data-drupal-link-system-path="node/4">Aspira theatre suction units</a></li>
<li class="menu-item"><a href="/products#portable" data-drupal-link-system-path="node/4">Aspira portable suction</a></li>
<li class="menu-item"><a href="/products#consumables" data-drupal-link-system-path="node/4">Liners &amp; tubing</a></li>
</ul></li>
<li class="menu-item"><span class="nav-panel__heading">Resources</span>
<ul class="menu menu--level-3">
<li class="menu-item"><a href="/clinical-evidence" data-drupal-link-system-path="node/18">Clinical evidence</a></li>
<li class="menu-item"><a href="/products#ifu" data-drupal-link-system-path="node/4">Instructions for use</a></li>
<li class="menu-item"><a href="/products#training" data-drupal-link-system-path="node/4">Clinical training</a></li>
</ul></li>
</ul>
</div></li>
<li class="menu-item"><a href="/clinical-evidence" data-drupal-link-system-path="node/18">Clinical evidence</a></li>
<li class="menu-item"><a href="/distributors" data-drupal-link-system-path="node/22">International distributors</a></li>
<li class="menu-item menu-item--expanded"><a href="/about-us" data-drupal-link-system-path="node/2">About us</a>
<ul class="menu menu--level-2">
<li class="menu-item"><a href="/about-us" data-drupal-link-system-path="node/2">Our company</a></li>
<li class="menu-item"><a href="/working-with-us" data-drupal-link-system-path="node/27">Partner with us</a></li>
<li class="menu-item"><a href="/news" data-drupal-link-system-path="node/6">News &amp; events</a></li>
<li class="menu-item"><a href="https://haldenmedical.recruitee.com/" target="_blank" rel="noopener">Careers</a></li>
</ul></li>
<li class="menu-item menu-item--cta"><a href="/contact" data-drupal-link-system-path="node/3">Contact us</a></li>
</ul>
</nav>
<div class="search-block-form block block-search" data-drupal-selector="search-block-form" id="block-halden-search" role="search">
<form action="/search/node" method="get" id="search-block-form" accept-charset="UTF-8">
<div class="js-form-item form-item js-form-type-search form-type-search form-item-keys"><label for="edit-keys" class="visually-hidden">Search</label><input title="Enter the terms you wish to search for." data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search"></div>
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" value="Search" class="button js-form-submit form-submit"></div>
</form>
</div>
</div>
</header>`;

const footer = `<footer role="contentinfo" class="site-footer">
<div class="region region-footer-first">
<div id="block-halden-footeraddress" class="block block-block-content">
<p><strong>Halden Medical Ltd</strong><br>Unit 4, Thorpe Park Business Centre<br>Leeds LS15 8ZB<br>United Kingdom</p>
<p>T: <a href="tel:+441135550120">+44 (0)113 555 0120</a><br>E: <a href="mailto:enquiries@haldenmedical.co.uk">enquiries@haldenmedical.co.uk</a></p>
<p>Registered in England &amp; Wales No. 08834521. VAT GB 183 4452 07.</p>
</div>
</div>
<div class="region region-footer-second">
<nav role="navigation" id="block-halden-footer" class="block block-menu navigation menu--footer">
<ul class="menu">
<li class="menu-item"><a href="/products">Products</a></li>
<li class="menu-item"><a href="/clinical-evidence">Clinical evidence</a></li>
<li class="menu-item"><a href="/distributors">International distributors</a></li>
<li class="menu-item"><a href="/working-with-us">Service &amp; distribution partners</a></li>
<li class="menu-item"><a href="/about-us">About us</a></li>
<li class="menu-item"><a href="/news">News &amp; events</a></li>
<li class="menu-item"><a href="/contact">Contact</a></li>
</ul>
</nav>
</div>
<div class="region region-footer-third">
<div id="block-halden-socialfollow" class="block block-block-content">
<ul class="social">
<li><a href="https://www.linkedin.com/company/halden-medical" target="_blank" rel="noopener" aria-label="Halden Medical on LinkedIn">LinkedIn</a></li>
<li><a href="https://twitter.com/haldenmedical" target="_blank" rel="noopener" aria-label="Halden Medical on X">X</a></li>
<li><a href="https://www.youtube.com/channel/UC8h2Lk0QxHalden" target="_blank" rel="noopener" aria-label="Halden Medical on YouTube">YouTube</a></li>
</ul>
<p class="accreditation"><img src="/sites/default/files/inline-images/bsi-iso-13485-kitemark.png" alt="BSI ISO 13485 certified" width="90" height="90" loading="lazy"> <img src="/sites/default/files/inline-images/ukca-ce-marks.png" alt="UKCA and CE marked" width="120" height="60" loading="lazy"></p>
</div>
</div>
<div class="region region-footer-bottom">
<p>&copy; 2024 Halden Medical Ltd. Vireo and Aspira are trade marks of Halden Medical Ltd. <a href="/privacy-notice">Privacy notice</a> | <a href="/cookie-policy">Cookie policy</a> | <a href="/modern-slavery-statement">Modern slavery statement</a> | <a href="/sitemap.xml">Sitemap</a></p>
<p class="disclaimer">Information on this website is intended for UK healthcare professionals unless stated otherwise. Always read the instructions for use.</p>
</div>
</footer>`;

const body = (nodeType: string, nodeId: number, content: string): string => `<body class="path-node page-node-type-${nodeType}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KD4S7PL" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
${header}
<div class="region region-breadcrumb"><nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="/">Home</a></li></ol></nav></div>
<main role="main">
<a id="main-content" tabindex="-1"></a>
<div class="layout-content">
<div class="region region-content">
<div data-drupal-messages-fallback class="hidden"></div>
<div id="block-halden-content" class="block block-system block-system-main-block">
<article data-history-node-id="${nodeId}" class="node node--type-${nodeType} node--view-mode-full">
<div class="node__content">
${content}
</div>
</article>
</div>
</div>
</div>
</main>
${footer}
</div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/${nodeId}","currentPathIsAdmin":false,"isFront":${nodeId === 1 ? 'true' : 'false'},"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"ajaxTrustedUrl":{"\\/search\\/node":true},"user":{"uid":0,"permissionsHash":"6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b"}}</script>
<script src="/sites/default/files/js/js_Fh0sPq3kZLwX9mYv2nT8aRcD4eGbJ1uI5oK7lN6pQ0s.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=halden&amp;include=eJxtjlEKwjAQRC-U9EhlSdZ2cZNdshbq7W2hEf"></script>
<script>
_linkedin_partner_id = "4418263";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script>
<script async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'cache-control': 'max-age=1800, public',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-ah-environment': 'prod',
  'x-varnish': '412398221 409871123',
  via: '1.1 varnish',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'en-GB',
};

const para = (type: string, inner: string): string =>
  `<div class="paragraph paragraph--type--${type} paragraph--view-mode--default">
${inner}
</div>`;

const page = (title: string, description: string, path: string, nodeType: string, nodeId: number, content: string, extra = ''): string =>
  `${head(title, description, path, nodeId, extra)}
${body(nodeType, nodeId, content)}`;

const home = page(
  'Wound therapy and surgical suction, made in Leeds',
  'Halden Medical designs and manufactures Vireo negative pressure wound therapy and Aspira surgical suction systems in Leeds, UK.',
  '/',
  'landing_page',
  1,
  [
    para(
      'hero',
      `<div class="hero hero--image">
<picture><source srcset="/sites/default/files/styles/hero_wide/public/2024-01/vireo-ward.webp?itok=h7Kq2LxD" type="image/webp"><img src="/sites/default/files/styles/hero_wide/public/2024-01/vireo-ward.jpg?itok=h7Kq2LxD" width="1920" height="800" alt="Nurse applying a Vireo NPWT dressing on a surgical ward"></picture>
<div class="hero__text">
<h1>Healing, under pressure.</h1>
<p>Vireo&trade; negative pressure wound therapy and Aspira&trade; surgical suction &mdash; designed, manufactured and serviced in Leeds since 2006.</p>
<a class="button button--primary" href="/products/negative-pressure-wound-therapy">Discover Vireo</a>
<a class="button button--secondary" href="/clinical-evidence">See the evidence</a>
</div>
</div>`,
    ),
    para(
      'cards',
      `<h2>Our products</h2>
<div class="cards cards--3">
<div class="card"><img src="/sites/default/files/styles/card/public/2024-01/vireo-pump.jpg?itok=Pq2d" width="480" height="320" alt="Vireo NPWT pump" loading="lazy"><h3><a href="/products/negative-pressure-wound-therapy">Vireo&trade; NPWT</a></h3><p>Canister-based negative pressure wound therapy for acute and chronic wounds, hospital to home.</p></div>
<div class="card"><img src="/sites/default/files/styles/card/public/2024-01/vireo-go.jpg?itok=Xw9s" width="480" height="320" alt="Vireo Go single-use NPWT" loading="lazy"><h3><a href="/products/negative-pressure-wound-therapy#single-use">Vireo&trade; Go</a></h3><p>Seven-day, single-use, canister-free NPWT for closed surgical incisions.</p></div>
<div class="card"><img src="/sites/default/files/styles/card/public/2024-01/aspira-theatre.jpg?itok=Ub6f" width="480" height="320" alt="Aspira theatre suction unit" loading="lazy"><h3><a href="/products#suction">Aspira&trade; suction</a></h3><p>Quiet, high-flow theatre and ward suction with disposable liners.</p></div>
</div>`,
    ),
    para(
      'stats',
      `<ul class="stats">
<li><strong>180+</strong> NHS trusts and health boards using Vireo</li>
<li><strong>34</strong> countries served through our distributor network</li>
<li><strong>2.1 million</strong> therapy days delivered in 2023</li>
<li><strong>97%</strong> of service calls resolved within 48 hours</li>
</ul>`,
    ),
    para(
      'text',
      `<h2>Evidence you can present to your formulary committee</h2>
<p>Our clinical programme includes two randomised controlled trials and a 1,200-patient registry. The VIREO-SSI trial showed a 46% relative reduction in surgical site infection after caesarean section in women with a BMI over 35. <a href="/clinical-evidence">Read the evidence summary</a>.</p>
<h2>Outside the UK?</h2>
<p>Vireo and Aspira are available in 34 countries through our network of specialist distributors. <a href="/distributors">Find your local distributor</a>, or visit <a href="https://www.haldenmedical.com/">haldenmedical.com</a> for the United States.</p>`,
    ),
    para(
      'events',
      `<h2>Meet us</h2>
<ul class="event-list">
<li><strong>EWMA 2024</strong>, London, 1&ndash;3 May &mdash; stand 42 &middot; <a href="https://ewma.org/ewma-conference/2024" target="_blank" rel="noopener">ewma.org</a></li>
<li><strong>Wounds UK Annual Conference</strong>, Harrogate, 4&ndash;6 November &mdash; stand 17 &middot; <a href="https://www.wounds-uk.com/events" target="_blank" rel="noopener">wounds-uk.com</a></li>
</ul>`,
    ),
  ].join('\n'),
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalBusiness","name":"Halden Medical Ltd","url":"${H}/","logo":"${H}/themes/custom/halden/logo.svg","address":{"@type":"PostalAddress","streetAddress":"Unit 4, Thorpe Park Business Centre","addressLocality":"Leeds","postalCode":"LS15 8ZB","addressCountry":"GB"},"telephone":"+44 113 555 0120","sameAs":["https://www.linkedin.com/company/halden-medical","https://twitter.com/haldenmedical"]}</script>`,
);

const products = page(
  'Products',
  'Vireo NPWT, Vireo Go single-use NPWT and Aspira theatre and portable suction, with dressings, liners and consumables.',
  '/products',
  'page',
  4,
  [
    para(
      'text',
      `<h1>Products</h1>
<p class="lead">Two product families, one promise: devices that nurses find easy to use and that procurement teams find easy to justify.</p>`,
    ),
    para(
      'cards',
      `<h2>Wound therapy</h2>
<div class="cards cards--3">
<div class="card"><h3><a href="/products/negative-pressure-wound-therapy">Vireo&trade; NPWT</a></h3><p>Canister-based therapy from &minus;40 to &minus;200 mmHg for acute, chronic and open abdominal wounds.</p></div>
<div class="card"><h3><a href="/products/negative-pressure-wound-therapy#single-use">Vireo&trade; Go</a></h3><p>Seven-day single-use NPWT for closed incisions, prescribable in the community.</p></div>
<div class="card"><h3><a href="/products/negative-pressure-wound-therapy#dressings">Dressings &amp; canisters</a></h3><p>Foam, silver foam, gauze and abdominal kits; 300 ml and 800 ml canisters.</p></div>
</div>
<h2 id="suction">Surgical suction</h2>
<div class="cards cards--3">
<div class="card"><h3>Aspira&trade; T theatre suction</h3><p>Dual-jar, 90 l/min high-flow suction at 52 dB(A), with foot-switch and overflow protection.</p></div>
<div class="card" id="portable"><h3>Aspira&trade; P portable suction</h3><p>Battery-powered suction for ambulances, wards and transfers; 45 minutes continuous run time.</p></div>
<div class="card" id="consumables"><h3>Liners &amp; tubing</h3><p>1 l, 2 l and 3 l disposable liners with solidifier; sterile suction tubing and Yankauer handles.</p></div>
</div>`,
    ),
    para(
      'text',
      `<h2 id="ifu">Instructions for use</h2>
<p>Current IFUs for all products are available as PDFs. Printed copies can be ordered free of charge from customer service.</p>
<ul class="file-list">
<li><a href="/sites/default/files/2024-02/Vireo-IFU-EN-rev7.pdf" type="application/pdf">Vireo NPWT IFU</a></li>
<li><a href="/sites/default/files/2024-02/Vireo-Go-IFU-EN-rev3.pdf" type="application/pdf">Vireo Go IFU</a></li>
<li><a href="/sites/default/files/2024-02/Aspira-T-IFU-EN-rev5.pdf" type="application/pdf">Aspira T IFU</a></li>
<li><a href="/sites/default/files/2024-02/Aspira-P-IFU-EN-rev4.pdf" type="application/pdf">Aspira P IFU</a></li>
</ul>
<h2 id="training">Clinical training</h2>
<p>Our clinical nurse advisors deliver ward-based training and run the Halden Academy e-learning platform, with CPD-accredited modules on NPWT principles, dressing application and troubleshooting alarms.</p>
<table class="training">
<thead><tr><th>Module</th><th>Format</th><th>CPD hours</th></tr></thead>
<tbody>
<tr><td>Principles of negative pressure wound therapy</td><td>e-learning</td><td>1.0</td></tr>
<tr><td>Applying Vireo foam and gauze kits</td><td>Ward-based</td><td>1.5</td></tr>
<tr><td>Closed-incision NPWT with Vireo Go</td><td>e-learning</td><td>0.5</td></tr>
<tr><td>Theatre suction safety</td><td>Ward-based</td><td>1.0</td></tr>
</tbody>
</table>`,
    ),
  ].join('\n'),
);

const npwt = page(
  'Vireo™ negative pressure wound therapy (NPWT)',
  'Vireo NPWT: canister-based and single-use negative pressure wound therapy with foam and gauze dressing kits.',
  '/products/negative-pressure-wound-therapy',
  'product',
  12,
  [
    para(
      'hero',
      `<div class="hero hero--product">
<h1>Vireo&trade; negative pressure wound therapy</h1>
<p class="lead">Continuous and intermittent therapy from &minus;40 to &minus;200 mmHg, a 300 ml or 800 ml canister, 14-hour battery and leak alarms that tell the nurse where the leak is.</p>
</div>`,
    ),
    para(
      'video',
      `<div class="video-embed"><iframe src="https://player.vimeo.com/video/873214556?h=4e1c2b3a9d&amp;title=0&amp;byline=0&amp;portrait=0" width="960" height="540" frameborder="0" allow="fullscreen; picture-in-picture" title="Applying a Vireo foam dressing kit" loading="lazy"></iframe></div>`,
    ),
    para(
      'table',
      `<h2>Technical data</h2>
<table class="spec">
<tbody>
<tr><th>Pressure range</th><td>&minus;40 to &minus;200 mmHg in 5 mmHg steps</td></tr>
<tr><th>Modes</th><td>Continuous, intermittent, variable</td></tr>
<tr><th>Canister</th><td>300 ml or 800 ml, with solidifier</td></tr>
<tr><th>Battery</th><td>Li-ion, 14 h typical</td></tr>
<tr><th>Weight</th><td>1.1 kg (with 300 ml canister)</td></tr>
<tr><th>Classification</th><td>Class IIb medical device (UK MDR 2002 / EU MDR 2017/745)</td></tr>
<tr><th>Ingress protection</th><td>IP22</td></tr>
</tbody>
</table>`,
    ),
    para(
      'text',
      `<h2 id="dressings">Dressings and canisters</h2>
<p>Vireo foam dressing kits come in five sizes from 10 &times; 8 cm to 60 &times; 30 cm, with an abdominal kit for open abdomen management. Gauze kits and a silver-impregnated foam are available for wounds with a high bioburden. All kits contain the drape, port and tubing.</p>
<table class="products">
<thead><tr><th>Code</th><th>Description</th><th>Pack</th><th>NHS Supply Chain code</th></tr></thead>
<tbody>
<tr><td>VR-F-S</td><td>Foam dressing kit, small</td><td>5</td><td>ELW412</td></tr>
<tr><td>VR-F-M</td><td>Foam dressing kit, medium</td><td>5</td><td>ELW413</td></tr>
<tr><td>VR-F-L</td><td>Foam dressing kit, large</td><td>5</td><td>ELW414</td></tr>
<tr><td>VR-AG-M</td><td>Silver foam dressing kit, medium</td><td>5</td><td>ELW418</td></tr>
<tr><td>VR-C300</td><td>Canister 300 ml with solidifier</td><td>10</td><td>ELW421</td></tr>
<tr><td>VR-C800</td><td>Canister 800 ml with solidifier</td><td>5</td><td>ELW422</td></tr>
</tbody>
</table>
<h2 id="single-use">Vireo&trade; Go single-use NPWT</h2>
<p>A pocket-sized, canister-free system delivering &minus;80 mmHg for up to seven days. Indicated for closed surgical incisions and low-to-moderately exuding wounds. Vireo Go is prescribable in the community on FP10 in England.</p>
<h2 id="patients">For patients and carers</h2>
<p>If you have been sent home with a Vireo pump, your nurse will show you how to use it. The pump is quiet enough to sleep with, and you can shower with Vireo Go. If an alarm sounds and you cannot fix it, call the 24-hour helpline below.</p>
<h2>Training and support</h2>
<p>Our clinical nurse advisors provide on-ward training, e-learning modules with CPD certificates and a 24/7 clinical helpline on <a href="tel:+448005550133">0800 555 0133</a>. Devices on rental are serviced by Halden&rsquo;s own engineers or by our <a href="/working-with-us#service-partners">approved service partners</a>.</p>`,
    ),
    para(
      'downloads',
      `<h2>Downloads</h2>
<ul class="file-list">
<li><a href="/sites/default/files/2024-02/Vireo-IFU-EN-rev7.pdf" type="application/pdf">Vireo instructions for use (PDF, 3.2 MB)</a></li>
<li><a href="/sites/default/files/2024-02/Vireo-product-guide-2024.pdf" type="application/pdf">Vireo product and ordering guide (PDF, 1.8 MB)</a></li>
<li><a href="/sites/default/files/2024-02/Vireo-Go-IFU-EN-rev3.pdf" type="application/pdf">Vireo Go instructions for use (PDF, 1.1 MB)</a></li>
</ul>`,
    ),
  ].join('\n'),
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Vireo NPWT system","brand":{"@type":"Brand","name":"Vireo"},"manufacturer":{"@type":"Organization","name":"Halden Medical Ltd"},"category":"Negative pressure wound therapy"}</script>`,
);

const dist = (country: string, name: string, contact: string, url: string | null): string =>
  `<tr><td>${country}</td><td>${name}</td><td>${contact}</td><td>${url ? `<a href="${url}" target="_blank" rel="noopener">${new URL(url).hostname.replace(/^www\./, '')}</a>` : '<em>Website coming soon</em>'}</td></tr>`;

const region = (
  id: string,
  title: string,
  rows: string,
  open = false,
): string => `<details class="accordion__item" id="${id}"${open ? ' open' : ''}>
<summary class="accordion__title">${title}</summary>
<div class="accordion__content">
<table class="distributors">
<thead><tr><th>Country / territory</th><th>Distributor</th><th>Contact</th><th>Website</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
</details>`;

const distributors = page(
  'International distributors',
  'Find the Halden Medical distributor for Vireo NPWT and Aspira suction in your country.',
  '/distributors',
  'page',
  22,
  [
    para(
      'text',
      `<h1>International distributors</h1>
<p>Outside the United Kingdom, Vireo&trade; and Aspira&trade; products are sold, delivered and supported by our specialist distribution partners. Each partner is trained by our clinical team and holds stock of dressings and canisters locally. Select your region below.</p>
<p>Customers in the United States should contact our subsidiary, Halden Medical Inc., at <a href="https://www.haldenmedical.com/contact">haldenmedical.com</a>.</p>`,
    ),
    para(
      'accordion',
      `<div class="accordion" data-accordion="distributors">
${region(
  'europe',
  'Europe',
  [
    dist('Ireland', 'Fannin Limited', '<a href="tel:+35312907000">+353 1 290 7000</a>', 'https://www.fannin.eu/'),
    dist(
      'Netherlands, Belgium, Luxembourg',
      'MediLine Benelux B.V.',
      '<a href="mailto:wondzorg@medilinebenelux.nl">wondzorg@medilinebenelux.nl</a>',
      'https://www.medilinebenelux.nl/',
    ),
    dist(
      'Germany, Austria, Switzerland',
      'WundVital Medizinprodukte GmbH',
      '<a href="tel:+4940555012">+49 40 555 012</a>',
      'https://www.wundvital.de/',
    ),
    dist(
      'Denmark, Sweden, Norway, Finland',
      'Nordisk S&aring;rpleje ApS',
      '<a href="mailto:info@nordisksaarpleje.dk">info@nordisksaarpleje.dk</a>',
      'https://nordisksaarpleje.dk/',
    ),
    dist('Spain, Portugal', 'Iberwound M&eacute;dica S.L.', '<a href="tel:+34915550188">+34 915 550 188</a>', 'https://www.iberwound.es/'),
    dist('Italy', 'Medicalis S.r.l.', '<a href="mailto:ordini@medicalis-srl.it">ordini@medicalis-srl.it</a>', null),
  ].join('\n'),
  true,
)}
${region(
  'middle-east-africa',
  'Middle East &amp; Africa',
  [
    dist(
      'United Arab Emirates, Saudi Arabia, Oman, Qatar',
      'Gulf Medisupply LLC',
      '<a href="tel:+97145550190">+971 4 555 0190</a>',
      'https://www.gulfmedisupply.ae/',
    ),
    dist(
      'South Africa, Namibia, Botswana',
      'Cape Surgical (Pty) Ltd',
      '<a href="tel:+27215550111">+27 21 555 0111</a>',
      'https://capesurgical.co.za/',
    ),
  ].join('\n'),
)}
${region(
  'asia-pacific',
  'Asia Pacific',
  [
    dist(
      'Australia, New Zealand',
      'Austmed Clinical Pty Ltd',
      '<a href="tel:+61295550147">+61 2 9555 0147</a>',
      'https://www.austmedclinical.com.au/',
    ),
    dist(
      'Singapore, Malaysia',
      'LionMed Asia Pte Ltd',
      '<a href="mailto:sales@lionmedasia.com.sg">sales@lionmedasia.com.sg</a>',
      'https://www.lionmedasia.com.sg/',
    ),
    dist('India', 'Woundex Healthcare Pvt Ltd', '<a href="tel:+912255550163">+91 22 5555 0163</a>', 'https://woundexhealthcare.in/'),
  ].join('\n'),
)}
${region(
  'americas',
  'Americas',
  [
    dist('Canada', 'Maplewound Medical Inc.', '<a href="tel:+14165550129">+1 416 555 0129</a>', 'https://www.maplewound.ca/'),
    dist(
      'Brazil',
      'CicatriMed Distribuidora Ltda.',
      '<a href="mailto:contato@cicatrimed.com.br">contato@cicatrimed.com.br</a>',
      'https://www.cicatrimed.com.br/',
    ),
    `<tr><td>United States</td><td>Halden Medical Inc. (subsidiary)</td><td><a href="tel:+16175550172">+1 617 555 0172</a></td><td><a href="https://www.haldenmedical.com/">haldenmedical.com</a></td></tr>`,
  ].join('\n'),
)}
</div>`,
    ),
    para(
      'cta',
      `<div class="cta-banner">
<h2>Interested in distributing Halden products?</h2>
<p>We are looking for partners in Central and Eastern Europe and Latin America. <a href="/working-with-us">Find out how we work with distributors</a>.</p>
</div>`,
    ),
  ].join('\n'),
);

const about = page(
  'About us',
  'Halden Medical is an independent British manufacturer of wound therapy and surgical suction devices, founded in Leeds in 2006.',
  '/about-us',
  'page',
  2,
  [
    para(
      'text',
      `<h1>About Halden Medical</h1>
<p class="lead">We are an independent British medical device manufacturer. Our 210 employees design, build and service every Vireo pump and Aspira suction unit in our 4,500 m&sup2; facility at Thorpe Park, Leeds.</p>
<p>Halden was founded in 2006 by biomedical engineer Dr Fiona Halden and tissue viability nurse Mark Okafor, who wanted a quieter, simpler NPWT pump for community nursing. Today Vireo is used in more than 180 NHS trusts and health boards and in 34 countries.</p>`,
    ),
    para(
      'text',
      `<h2>Clinical and research partners</h2>
<p>Our products are developed with clinicians and scientists. Since 2014 we have partnered with the <a href="https://www.leeds.ac.uk/medicine" target="_blank" rel="noopener">University of Leeds School of Medicine</a> on wound-healing research, including a shared PhD programme on biofilm in chronic wounds. The VIREO-SSI randomised trial was run with our clinical research partner <a href="https://www.leedsth.nhs.uk/research/" target="_blank" rel="noopener">Leeds Teaching Hospitals NHS Trust</a>, and our Vireo Go development was supported by an NIHR Invention for Innovation award.</p>
<h2>Leadership team</h2>
<ul class="people">
<li><strong>Dr Fiona Halden</strong> &ndash; Chief Executive</li>
<li><strong>Mark Okafor</strong> &ndash; Clinical Director</li>
<li><strong>Sanjay Mistry</strong> &ndash; Finance Director</li>
<li><strong>Claire Donnelly</strong> &ndash; Director of Quality &amp; Regulatory Affairs</li>
<li><strong>Rhys Bevan</strong> &ndash; Director of International Sales</li>
</ul>`,
    ),
    para(
      'text',
      `<h2>Quality and regulatory</h2>
<p>Halden Medical operates a quality management system certified to ISO 13485:2016 by <a href="https://www.bsigroup.com/en-GB/medical-devices/" target="_blank" rel="noopener">BSI</a>, our UK Approved Body and EU Notified Body (certificate MD 742193). Our devices are UKCA and CE marked and registered with the <a href="https://www.gov.uk/government/organisations/medicines-and-healthcare-products-regulatory-agency" target="_blank" rel="noopener">Medicines and Healthcare products Regulatory Agency (MHRA)</a>. Our US devices are FDA 510(k) cleared.</p>
<div class="logo-row">
<a href="https://www.bsigroup.com/" target="_blank" rel="noopener"><img src="/sites/default/files/inline-images/bsi-iso-13485-kitemark.png" width="110" height="110" alt="BSI Kitemark ISO 13485" loading="lazy"></a>
<img src="/sites/default/files/inline-images/ukca-ce-marks.png" width="160" height="80" alt="UKCA and CE" loading="lazy">
<img src="/sites/default/files/inline-images/cyber-essentials-plus.png" width="110" height="110" alt="Cyber Essentials Plus" loading="lazy">
</div>
<h2>Memberships</h2>
<p>We are members of the <a href="https://www.abhi.org.uk/" target="_blank" rel="noopener">Association of British HealthTech Industries (ABHI)</a> and of <a href="https://www.medilinkyh.com/" target="_blank" rel="noopener">Medilink Yorkshire &amp; Humber</a>, and we sit on the Wound Care Alliance UK industry forum.</p>
<h2>Investors</h2>
<p>In 2022 Halden raised &pound;6m from the <a href="https://www.npif.co.uk/" target="_blank" rel="noopener">Northern Powerhouse Investment Fund</a> and existing shareholders to build our Vireo Go production line.</p>
<h2>Awards</h2>
<p>Medilink UK Healthcare Business Awards 2023 &ndash; International Trade Award; Yorkshire Post Excellence in Business Awards 2022 &ndash; Manufacturer of the Year.</p>`,
    ),
    para(
      'cta',
      `<div class="cta-banner"><h2>Join our team</h2><p>We are hiring engineers, clinical nurse advisors and service technicians. <a href="https://haldenmedical.recruitee.com/" target="_blank" rel="noopener">See current vacancies</a>.</p></div>`,
    ),
  ].join('\n'),
);

const evidence = page(
  'Clinical evidence',
  'Clinical evidence for Vireo NPWT and Vireo Go: randomised controlled trials, registry data and health-economic models.',
  '/clinical-evidence',
  'page',
  18,
  [
    para(
      'text',
      `<h1>Clinical evidence</h1>
<p>We publish all Halden-sponsored studies, positive or not. Below is a summary of the key evidence for Vireo NPWT. Full references are in the <a href="/sites/default/files/2024-03/Vireo-evidence-summary-2024.pdf" type="application/pdf">evidence summary (PDF)</a>.</p>`,
    ),
    para(
      'studies',
      `<div class="views-element-container"><div class="view view-studies view-id-studies view-display-id-page_1">
<div class="view-content">
<div class="views-row"><article class="study">
<h2>VIREO-SSI: single-use NPWT after caesarean section in obese women</h2>
<p><strong>Design:</strong> multicentre RCT, n = 824, 11 UK hospitals. <strong>Result:</strong> surgical site infection 6.1% vs 11.3% with standard dressings (RR 0.54, 95% CI 0.33&ndash;0.88).</p>
<p>Published in the <a href="https://www.journalofwoundcare.com/" target="_blank" rel="noopener">Journal of Wound Care</a>, 2023;32(9):544&ndash;553. <a href="https://pubmed.ncbi.nlm.nih.gov/37682791/" target="_blank" rel="noopener">PubMed abstract</a></p>
</article></div>
<div class="views-row"><article class="study">
<h2>VIREO-DFU: NPWT versus moist wound healing in diabetic foot ulcers</h2>
<p><strong>Design:</strong> open-label RCT, n = 312. <strong>Result:</strong> median time to closure 59 days vs 84 days; no difference in amputation rate.</p>
<p>Presented at EWMA 2023; manuscript under review.</p>
</article></div>
<div class="views-row"><article class="study">
<h2>Halden NPWT Registry</h2>
<p><strong>Design:</strong> prospective registry, 1,214 patients, 27 sites in the UK and Ireland. Real-world wound area reduction of 48% at four weeks across wound types.</p>
</article></div>
<div class="views-row"><article class="study">
<h2>Cost-effectiveness of Vireo Go in the community</h2>
<p>A Markov model built with York Health Economics Consortium estimates a saving of &pound;1,162 per patient over 12 weeks versus standard care in community nursing.</p>
</article></div>
</div>
</div></div>`,
    ),
    para(
      'text',
      `<h2>NICE guidance</h2>
<p>NICE medical technologies guidance MTG43 recommends single-use NPWT for closed surgical incisions in people at high risk of surgical site infection. Vireo Go meets the specification described in the guidance.</p>
<h2>Request a clinical evaluation</h2>
<p>Our clinical nurse advisors can support a product evaluation on your ward. Email <a href="mailto:clinical@haldenmedical.co.uk">clinical@haldenmedical.co.uk</a>.</p>`,
    ),
  ].join('\n'),
);

const working = page(
  'Partner with us: distribution and service partners',
  'How Halden Medical works with international distributors, approved UK service partners and logistics partners.',
  '/working-with-us',
  'page',
  27,
  [
    para(
      'text',
      `<h1>Partner with us</h1>
<p class="lead">Halden Medical products reach patients through a network of partners. If your company specialises in wound care, surgical products or biomedical engineering, we would like to hear from you.</p>
<h2>Becoming a distributor</h2>
<p>Our distribution partners are exclusive in their territory and receive clinical training, co-funded marketing, demo pumps and regulatory support for local registration. We look for companies with an established hospital sales team, a tender capability and cold-free warehousing. Our current partners are listed on the <a href="/distributors">international distributors</a> page.</p>
<ol class="steps">
<li>Send us an introduction at <a href="mailto:partners@haldenmedical.co.uk">partners@haldenmedical.co.uk</a></li>
<li>Complete our distributor due-diligence questionnaire</li>
<li>Visit Leeds for product and quality training</li>
<li>Sign a distribution agreement and place a stocking order</li>
</ol>`,
    ),
    para(
      'cards',
      `<h2 id="service-partners">Approved UK service partners</h2>
<p>Rental and customer-owned Vireo and Aspira devices can be serviced, calibrated and repaired by Halden&rsquo;s own field engineers or by these approved service partners, trained and audited by our service department:</p>
<div class="cards cards--2">
<div class="card card--partner">
<h3>Medserve Technical Services</h3>
<p>Independent biomedical engineering provider covering Scotland and the North of England, with Halden-approved workshops in Glasgow and Newcastle.</p>
<p><a href="https://www.medservetech.co.uk/" target="_blank" rel="noopener">Visit website</a></p>
</div>
<div class="card card--partner">
<h3>EBME Solutions Ltd</h3>
<p>On-site planned preventive maintenance for NHS trusts in the Midlands, London and the South West.</p>
<p><a href="https://ebmesolutions.co.uk/" target="_blank" rel="noopener">Visit website</a></p>
</div>
</div>`,
    ),
    para(
      'text',
      `<h2>Logistics partner</h2>
<p>Orders from NHS trusts and community pharmacies are picked and delivered next day by our logistics partner <a href="https://www.movianto.com/uk/" target="_blank" rel="noopener">Movianto UK</a> from its temperature-controlled healthcare hub in Bedford.</p>
<h2>Procurement frameworks</h2>
<p>Vireo and Aspira products are listed on the NHS Supply Chain Wound Care framework and are available to NHS Scotland through National Procurement.</p>`,
    ),
  ].join('\n'),
);

const news = page(
  'News & events',
  'Halden Medical news, product launches and upcoming conferences.',
  '/news',
  'page',
  6,
  [
    para('text', '<h1>News &amp; events</h1>'),
    para(
      'news',
      `<div class="views-element-container"><div class="view view-news view-id-news view-display-id-page_1">
<div class="view-content">
<div class="views-row"><article class="teaser"><time datetime="2024-04-18">18 April 2024</time><h2>Vireo Go now available on FP10 prescription</h2><p>Community nurses in England can now prescribe Vireo Go single-use NPWT on FP10, following its listing in Part IX of the Drug Tariff.</p></article></div>
<div class="views-row"><article class="teaser"><time datetime="2024-03-07">7 March 2024</time><h2>New distribution partner in Brazil</h2><p>CicatriMed will distribute Vireo NPWT across Brazil following ANVISA registration. See all <a href="/distributors#americas">distributors in the Americas</a>.</p></article></div>
<div class="views-row"><article class="teaser"><time datetime="2024-01-29">29 January 2024</time><h2>Halden in The Yorkshire Post</h2><p>Our CEO spoke to <a href="https://www.yorkshirepost.co.uk/business" target="_blank" rel="noopener">The Yorkshire Post</a> about reshoring medical device manufacturing to the North.</p></article></div>
<div class="views-row"><article class="teaser"><time datetime="2023-11-09">9 November 2023</time><h2>Highlights from Wounds UK 2023</h2><p>Thank you to everyone who joined our symposium on closed-incision NPWT in Harrogate.</p></article></div>
</div>
</div></div>`,
    ),
    para(
      'events',
      `<h2>Upcoming events</h2>
<table class="events">
<thead><tr><th>Event</th><th>Date</th><th>Location</th><th>Stand</th></tr></thead>
<tbody>
<tr><td><a href="https://ewma.org/" target="_blank" rel="noopener">EWMA 2024</a></td><td>1&ndash;3 May 2024</td><td>London, ExCeL</td><td>42</td></tr>
<tr><td><a href="https://www.medica-tradefair.com/" target="_blank" rel="noopener">MEDICA 2024</a></td><td>11&ndash;14 November 2024</td><td>D&uuml;sseldorf</td><td>Hall 10, UK Pavilion</td></tr>
<tr><td><a href="https://www.wounds-uk.com/" target="_blank" rel="noopener">Wounds UK 2024</a></td><td>4&ndash;6 November 2024</td><td>Harrogate</td><td>17</td></tr>
</tbody>
</table>`,
    ),
  ].join('\n'),
);

const contact = page(
  'Contact us',
  'Contact Halden Medical: customer service, clinical helpline, technical service and international enquiries.',
  '/contact',
  'page',
  3,
  [
    para(
      'text',
      `<h1>Contact us</h1>
<div class="contact-grid">
<div><h2>Customer service</h2><p>Orders, deliveries and invoices<br><a href="tel:+441135550120">+44 (0)113 555 0120</a><br><a href="mailto:orders@haldenmedical.co.uk">orders@haldenmedical.co.uk</a></p></div>
<div><h2>Clinical helpline (24/7)</h2><p><a href="tel:+448005550133">0800 555 0133</a></p></div>
<div><h2>Technical service</h2><p>Device repairs and loan pumps<br><a href="mailto:service@haldenmedical.co.uk">service@haldenmedical.co.uk</a></p></div>
<div><h2>International</h2><p>Please contact your <a href="/distributors">local distributor</a> first.</p></div>
</div>`,
    ),
    para(
      'webform',
      `<form class="webform-submission-form webform-submission-add-form webform-submission-contact-form" data-drupal-selector="webform-submission-contact-add-form" action="/contact" method="post" id="webform-submission-contact-add-form" accept-charset="UTF-8">
<div class="js-form-item form-item"><label for="edit-name" class="js-form-required form-required">Your name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required" required="required"></div>
<div class="js-form-item form-item"><label for="edit-organisation">Organisation / trust</label><input data-drupal-selector="edit-organisation" type="text" id="edit-organisation" name="organisation" value="" size="60" maxlength="255" class="form-text"></div>
<div class="js-form-item form-item"><label for="edit-email" class="js-form-required form-required">Email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required" required="required"></div>
<div class="js-form-item form-item"><label for="edit-role">Your role</label><select data-drupal-selector="edit-role" id="edit-role" name="role" class="form-select"><option value="">- Select -</option><option value="nurse">Nurse</option><option value="surgeon">Surgeon</option><option value="procurement">Procurement</option><option value="patient">Patient / carer</option><option value="other">Other</option></select></div>
<div class="js-form-item form-item"><label for="edit-message" class="js-form-required form-required">Message</label><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" cols="60" class="form-textarea required" required="required"></textarea></div>
<input autocomplete="off" data-drupal-selector="form-x7b2kq4n" type="hidden" name="form_build_id" value="form-x7B2kQ4nP1mZ9vL3tR8sW0yC6eA5dF2gH1jK4lN7oQ">
<input data-drupal-selector="edit-webform-submission-contact-add-form" type="hidden" name="form_id" value="webform_submission_contact_add_form">
<div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions--2"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Send message"></div>
</form>`,
    ),
    para(
      'text',
      `<h2>Find us</h2>
<p>Unit 4, Thorpe Park Business Centre, Leeds LS15 8ZB. Free parking on site; 10 minutes from East Garforth station.</p>
<iframe src="https://www.openstreetmap.org/export/embed.html?bbox=-1.4513%2C53.7942%2C-1.4305%2C53.8031&amp;layer=mapnik&amp;marker=53.7987%2C-1.4409" width="100%" height="360" title="Map of Thorpe Park, Leeds" loading="lazy"></iframe>`,
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'haldenmedical.co.uk',
  otherDomains: ['haldenmedical.com'],
  covers:
    'Drupal 10 medical-device maker: distributors in a details/summary accordion by continent (one without a website, one own US subsidiary), approved service partner cards and a logistics partner on a partner-with-us page, research partners in prose on About. Negatives: BSI and MHRA, ABHI and Medilink memberships, an investor, conferences and trade fairs, journal and press links, Recruitee careers, social links.',
  pages: {
    '/': { headers, html: home },
    '/products': { headers, html: products },
    '/products/negative-pressure-wound-therapy': { headers, html: npwt },
    '/distributors': { headers, html: distributors },
    '/international-distributors': { status: 301, redirect: '/distributors' },
    '/about-us': { headers, html: about },
    '/clinical-evidence': { headers, html: evidence },
    '/working-with-us': { headers, html: working },
    '/news': { headers, html: news },
    '/contact': { headers, html: contact },
  },
  sitemap: [
    '/',
    '/products',
    '/products/negative-pressure-wound-therapy',
    '/distributors',
    '/about-us',
    '/clinical-evidence',
    '/working-with-us',
    '/news',
    '/contact',
  ],
  technologies: [
    'drupal',
    'php',
    'acquia-cloud-platform',
    'amazon-web-services',
    'varnish',
    'google-tag-manager',
    'cookie-control',
    'civic',
    'linkedin-insight-tag',
    'open-graph',
    'vimeo',
    'openstreetmap',
    'recruitee',
  ],
  partners: {
    'fannin.eu': 'channel',
    'medilinebenelux.nl': 'channel',
    'wundvital.de': 'channel',
    'nordisksaarpleje.dk': 'channel',
    'iberwound.es': 'channel',
    'gulfmedisupply.ae': 'channel',
    'capesurgical.co.za': 'channel',
    'austmedclinical.com.au': 'channel',
    'lionmedasia.com.sg': 'channel',
    'woundexhealthcare.in': 'channel',
    'maplewound.ca': 'channel',
    'cicatrimed.com.br': 'channel',
    'medservetech.co.uk': 'channel',
    'ebmesolutions.co.uk': 'channel',
    'movianto.com': 'generic',
    'leeds.ac.uk': 'generic',
    'leedsth.nhs.uk': 'generic',
  },
};
