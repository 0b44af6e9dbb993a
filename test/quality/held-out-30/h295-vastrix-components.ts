import type { CorpusSite } from '../corpus/types.js';

/*
 * Vastrix Electro Components Pvt. Ltd. (Pune): PCB assembly (EMS), cable harnesses and distribution of passive
 * components. Joomla 4 with a Cassiopeia child template on Apache/PHP; Bootstrap 5, jQuery, gtag, Zoho SalesIQ.
 */

const head = (title: string, description: string, extra = ''): string => `<!DOCTYPE html>
<html lang="en-gb" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="keywords" content="PCB assembly Pune, EMS India, SMT assembly, cable harness manufacturer, electronic components distributor">
<meta name="description" content="${description}">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${title}</title>
<link href="/media/templates/site/cassiopeia_vastrix/images/favicon.ico" rel="alternate icon" type="image/vnd.microsoft.icon">
<link href="/media/system/css/joomla-fontawesome.min.css?5b1e3c9d" rel="lazy-stylesheet"><noscript><link href="/media/system/css/joomla-fontawesome.min.css?5b1e3c9d" rel="stylesheet"></noscript>
<link href="/media/templates/site/cassiopeia/css/template.min.css?5b1e3c9d" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?5b1e3c9d" rel="stylesheet">
<link href="/media/templates/site/cassiopeia_vastrix/css/user.css?5b1e3c9d" rel="stylesheet">
<link href="/media/mod_menu/css/mod-menu-dropdown.min.css?5b1e3c9d" rel="stylesheet">
<style>:root { --hue: 214; --template-bg-light: #f0f4fb; --template-text-dark: #0f2744; --template-special-color: #e35205; --cassiopeia-font-family-body: "Roboto", sans-serif; }</style>
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error","MESSAGE":"Message","NOTICE":"Notice","WARNING":"Warning","JCLOSE":"Close","JOK":"OK","JOPEN":"Open"},"system.paths":{"root":"","rootFull":"https:\\/\\/vastrix.co.in\\/","base":"","baseFull":"https:\\/\\/vastrix.co.in\\/"},"csrf.token":"9f3c1e7a5b2d8046e1a9c3b5d7f20486"}</script>
<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/media/legacy/js/jquery-noconflict.min.js?647005fc12b79b3ca2bb30c059899d5994e3e34d"></script>
<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
<script src="/media/templates/site/cassiopeia/js/template.min.js?5b1e3c9d" defer></script>
<script src="/media/mod_menu/js/menu-es5.min.js?5b1e3c9d" nomodule defer></script>
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-5RVX2K9QDL"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-5RVX2K9QDL');
</script>
${extra}
</head>`;

const header = `<header class="header container-header full-width">
<div class="container-topbar">
<div class="moduletable topbar-contact">
<span class="fa fa-phone" aria-hidden="true"></span> <a href="tel:+912067550142">+91 20 6755 0142</a>
&nbsp;|&nbsp; <span class="fa fa-envelope" aria-hidden="true"></span> <a href="mailto:sales@vastrix.co.in">sales@vastrix.co.in</a>
&nbsp;|&nbsp; <a href="https://www.vastrix-usa.com/" target="_blank" rel="noopener">USA office</a>
&nbsp;|&nbsp; <a href="https://www.indiamart.com/vastrix-electro-components/" target="_blank" rel="noopener">Buy on IndiaMART</a>
</div>
</div>
<div class="grid-child">
<div class="navbar-brand">
<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/vastrix-logo.png" alt="Vastrix Electro Components" width="230" height="58"></a>
<div class="site-description">EMS &amp; Components since 1998</div>
</div>
</div>
<div class="grid-child container-nav">
<nav class="navbar navbar-expand-lg" aria-label="Main Menu">
<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Toggle Navigation"><span class="icon-menu" aria-hidden="true"></span></button>
<div class="collapse navbar-collapse" id="navbar1">
<ul class="mod-menu mod-menu_dropdown-metismenu metismenu mod-list ">
<li class="metismenu-item item-101 level-1 default"><a href="/">Home</a></li>
<li class="metismenu-item item-102 level-1 deeper parent"><a href="/products/pcb-assembly">EMS Services</a><button class="mm-collapsed mm-toggler mm-toggler-link" aria-haspopup="true" aria-expanded="false" aria-label="EMS Services"></button>
<ul class="mm-collapse">
<li class="metismenu-item item-110 level-2"><a href="/products/pcb-assembly">PCB Assembly (SMT &amp; THT)</a></li>
<li class="metismenu-item item-111 level-2"><a href="/products/pcb-assembly#box-build">Box Build &amp; Integration</a></li>
<li class="metismenu-item item-112 level-2"><a href="/products/pcb-assembly#harness">Cable &amp; Wire Harnesses</a></li>
<li class="metismenu-item item-113 level-2"><a href="/products/pcb-assembly#testing">Testing &amp; Conformal Coating</a></li>
</ul></li>
<li class="metismenu-item item-103 level-1 deeper parent"><a href="/industries/automotive">Industries</a><button class="mm-collapsed mm-toggler mm-toggler-link" aria-haspopup="true" aria-expanded="false" aria-label="Industries"></button>
<ul class="mm-collapse">
<li class="metismenu-item item-120 level-2"><a href="/industries/automotive">Automotive &amp; EV</a></li>
<li class="metismenu-item item-121 level-2"><a href="/industries/automotive#industrial">Industrial Automation</a></li>
<li class="metismenu-item item-122 level-2"><a href="/industries/automotive#energy">Energy &amp; Metering</a></li>
</ul></li>
<li class="metismenu-item item-104 level-1"><a href="/infrastructure">Infrastructure</a></li>
<li class="metismenu-item item-105 level-1 deeper parent"><a href="/channel-partners">Partners</a><button class="mm-collapsed mm-toggler mm-toggler-link" aria-haspopup="true" aria-expanded="false" aria-label="Partners"></button>
<ul class="mm-collapse">
<li class="metismenu-item item-130 level-2"><a href="/channel-partners">Channel Partners</a></li>
<li class="metismenu-item item-131 level-2"><a href="/technology-partners">Technology Partners</a></li>
</ul></li>
<li class="metismenu-item item-106 level-1"><a href="/about-us">About Us</a></li>
<li class="metismenu-item item-107 level-1"><a href="/careers">Careers</a></li>
<li class="metismenu-item item-108 level-1"><a href="/contact-us">Contact Us</a></li>
</ul>
</div>
</nav>
</div>
</header>`;

const footer = `<footer class="container-footer footer full-width">
<div class="grid-child">
<div class="moduletable footer-about">
<h3>Vastrix Electro Components Pvt. Ltd.</h3>
<p>Plot No. F-42, MIDC Bhosari<br>Pune 411026, Maharashtra, India</p>
<p>CIN: U31909PN1998PTC112457 &middot; GSTIN: 27AABCV5512K1ZQ</p>
<p><span class="fa fa-phone" aria-hidden="true"></span> <a href="tel:+912067550142">+91 20 6755 0142</a><br><span class="fa fa-whatsapp" aria-hidden="true"></span> <a href="https://wa.me/919822550142">WhatsApp sales</a></p>
</div>
<div class="moduletable footer-links">
<h3>Quick Links</h3>
<ul class="mod-menu mod-list nav ">
<li class="nav-item item-140"><a href="/products/pcb-assembly">PCB Assembly</a></li>
<li class="nav-item item-141"><a href="/channel-partners">Channel Partners</a></li>
<li class="nav-item item-142"><a href="/technology-partners">Technology Partners</a></li>
<li class="nav-item item-143"><a href="/infrastructure">Infrastructure</a></li>
<li class="nav-item item-144"><a href="/careers">Careers</a></li>
<li class="nav-item item-145"><a href="/contact-us">Contact Us</a></li>
</ul>
</div>
<div class="moduletable footer-social">
<h3>Connect</h3>
<ul class="social">
<li><a href="https://www.linkedin.com/company/vastrix-electro-components" target="_blank" rel="noopener"><span class="fa fa-linkedin" aria-hidden="true"></span> LinkedIn</a></li>
<li><a href="https://www.youtube.com/@vastrixems" target="_blank" rel="noopener"><span class="fa fa-youtube" aria-hidden="true"></span> YouTube</a></li>
<li><a href="https://www.facebook.com/vastrixems" target="_blank" rel="noopener"><span class="fa fa-facebook" aria-hidden="true"></span> Facebook</a></li>
</ul>
<p class="certs"><img src="/images/certs/iatf-16949.png" alt="IATF 16949:2016" width="70" height="70" loading="lazy"> <img src="/images/certs/iso-9001.png" alt="ISO 9001:2015" width="70" height="70" loading="lazy"> <img src="/images/certs/iso-14001.png" alt="ISO 14001:2015" width="70" height="70" loading="lazy"></p>
</div>
</div>
<div class="footer-bottom">
<p>&copy; 2024 Vastrix Electro Components Pvt. Ltd. All Rights Reserved. | <a href="/privacy-policy">Privacy Policy</a> | <a href="/terms-and-conditions">Terms &amp; Conditions</a></p>
</div>
</footer>
<a href="#top" id="back-top" class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
<script>window.$zoho=window.$zoho || {};$zoho.salesiq=$zoho.salesiq||{ready:function(){}}</script>
<script id="zsiqscript" src="https://salesiq.zohopublic.com/widget?wc=siq4f1b9e2c7a3d50681e2f4a9c7b3d1e5f" defer></script>`;

const page = (title: string, description: string, itemId: number, view: string, content: string, extra = ''): string => `${head(
  title,
  description,
  extra,
)}
<body class="site com_content wrapper-fluid view-${view} no-layout no-task itemid-${itemId} has-sidebar-right">
${header}
<div class="site-grid">
<div class="grid-child container-component">
<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs"><ol class="mod-breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__item breadcrumb-item"><a href="/" class="pathway"><span>Home</span></a></li></ol></nav>
<div id="system-message-container" aria-live="polite"></div>
<main>
<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="en-GB">
${content}
</div>
</main>
</div>
<div class="grid-child container-sidebar-right">
<div class="sidebar-right card">
<h3 class="card-header">Request a Quote</h3>
<div class="card-body">
<p>Send your Gerber files and BOM for a quote within 48 hours.</p>
<p><a class="btn btn-primary" href="/contact-us#rfq">Upload Gerber &amp; BOM</a></p>
<p class="small">Or email <a href="mailto:rfq@vastrix.co.in">rfq@vastrix.co.in</a></p>
</div>
</div>
<div class="sidebar-right card">
<h3 class="card-header">Downloads</h3>
<div class="card-body">
<ul>
<li><a href="/images/downloads/Vastrix-Company-Profile-2024.pdf">Company Profile (PDF)</a></li>
<li><a href="/images/downloads/Vastrix-Line-Card-2024.pdf">Component Line Card (PDF)</a></li>
<li><a href="/images/downloads/Vastrix-DFM-Guidelines.pdf">DFM Guidelines (PDF)</a></li>
</ul>
</div>
</div>
</div>
</div>
${footer}
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  'cache-control': 'no-cache',
  pragma: 'no-cache',
  expires: 'Wed, 17 Aug 2005 00:00:00 GMT',
  'last-modified': 'Tue, 30 Apr 2024 07:12:44 GMT',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const home = page(
  'Vastrix Electro Components | PCB Assembly & EMS Company in Pune, India',
  'Vastrix is an IATF 16949 certified EMS company in Pune offering SMT PCB assembly, box build, cable harnesses and electronic components distribution.',
  101,
  'featured',
  `<div class="hero-banner" style="background-image:url('/images/banners/smt-line-hero.jpg')">
<div class="hero-banner__inner">
<h1>Electronics Manufacturing Services, Built for Zero Defects</h1>
<p>From prototype to 1 million boards a year: SMT and THT PCB assembly, box build and cable harnesses for automotive, industrial and energy OEMs.</p>
<p><a class="btn btn-primary btn-lg" href="/products/pcb-assembly">Our EMS Services</a> <a class="btn btn-outline-light btn-lg" href="/contact-us#rfq">Request a Quote</a></p>
</div>
</div>
<div class="row counters text-center">
<div class="col-md-3"><span class="counter">25+</span><p>Years in electronics</p></div>
<div class="col-md-3"><span class="counter">6</span><p>SMT lines</p></div>
<div class="col-md-3"><span class="counter">42M</span><p>Components placed per month</p></div>
<div class="col-md-3"><span class="counter">18 ppm</span><p>Field failure rate (2023)</p></div>
</div>
<div class="blog-featured">
<div class="items-leading clearfix">
<div class="com-content-category-blog__item blog-item">
<h2 class="item-title">What We Do</h2>
<p>Vastrix Electro Components was founded in 1998 as a distributor of passive components in Pune&rsquo;s Bhosari industrial area. Today we are a full-service EMS partner for more than 140 OEMs, while our components division continues to supply resistors, capacitors, connectors and semiconductors to manufacturers across India.</p>
<div class="row">
<div class="col-md-4"><div class="card h-100"><div class="card-body"><h3><span class="fa fa-microchip" aria-hidden="true"></span> PCB Assembly</h3><p>01005 to 55&nbsp;mm BGA placement, double-sided reflow, selective and wave soldering.</p><a href="/products/pcb-assembly">Read more</a></div></div></div>
<div class="col-md-4"><div class="card h-100"><div class="card-body"><h3><span class="fa fa-plug" aria-hidden="true"></span> Cable Harnesses</h3><p>Automotive and industrial harnesses with 100% electrical testing and pull-force verification.</p><a href="/products/pcb-assembly#harness">Read more</a></div></div></div>
<div class="col-md-4"><div class="card h-100"><div class="card-body"><h3><span class="fa fa-cubes" aria-hidden="true"></span> Components</h3><p>Authorised stock from leading manufacturers, with full traceability and anti-counterfeit controls.</p><a href="/technology-partners">Our component partners</a></div></div></div>
</div>
</div>
</div>
</div>
<div class="clients-strip">
<h2>Our Valued Customers</h2>
<div class="client-logos">
<img src="/images/clients/tata-motors.png" alt="Tata Motors" width="150" height="60" loading="lazy">
<img src="/images/clients/bajaj-auto.png" alt="Bajaj Auto" width="150" height="60" loading="lazy">
<img src="/images/clients/kirloskar.png" alt="Kirloskar" width="150" height="60" loading="lazy">
<img src="/images/clients/secure-meters.png" alt="Secure Meters" width="150" height="60" loading="lazy">
<img src="/images/clients/thermax.png" alt="Thermax" width="150" height="60" loading="lazy">
</div>
</div>
<div class="announcement alert alert-info">
<strong>Visit us at electronica India 2024</strong>, India Expo Centre, Greater Noida, 11&ndash;13 September &mdash; Hall 9, Stand B42. <a href="https://www.electronica-india.com/" target="_blank" rel="noopener">Event details</a>
</div>
<div class="partners-teaser">
<h2>Buy Vastrix Products Near You</h2>
<p>Our components and harness products are available through authorised channel partners in every region of India and in four countries abroad. <a href="/channel-partners">Find a channel partner</a>.</p>
</div>`,
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Vastrix Electro Components Pvt. Ltd.","url":"https://vastrix.co.in/","logo":"https://vastrix.co.in/images/logo/vastrix-logo.png","address":{"@type":"PostalAddress","streetAddress":"Plot No. F-42, MIDC Bhosari","addressLocality":"Pune","postalCode":"411026","addressRegion":"Maharashtra","addressCountry":"IN"},"telephone":"+91-20-6755-0142"}</script>`,
);

const pcb = page(
  'PCB Assembly Services in Pune | SMT, THT, Box Build | Vastrix',
  'Turnkey and consigned PCB assembly: SMT, through-hole, box build, cable harnesses, ICT/FCT testing and conformal coating.',
  110,
  'article',
  `<div class="page-header"><h1 itemprop="headline">PCB Assembly Services</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Vastrix offers turnkey (we procure all components) and consigned (you supply components) PCB assembly from prototype quantities of 5 boards to volume production. All boards are built to IPC-A-610 Class 2 or Class 3.</p>
<h2>SMT Capabilities</h2>
<table class="table table-striped table-bordered">
<thead><tr><th>Parameter</th><th>Capability</th></tr></thead>
<tbody>
<tr><td>Smallest chip</td><td>01005 (0402 metric)</td></tr>
<tr><td>Fine pitch</td><td>0.3 mm QFP, 0.35 mm BGA</td></tr>
<tr><td>Largest component</td><td>55 &times; 55 mm BGA</td></tr>
<tr><td>Board size</td><td>50 &times; 50 mm to 510 &times; 460 mm</td></tr>
<tr><td>Placement capacity</td><td>1.6 million CPH across six lines</td></tr>
<tr><td>Reflow</td><td>10-zone nitrogen reflow, lead-free and leaded</td></tr>
<tr><td>Inspection</td><td>3D SPI, 3D AOI, X-ray for BGA and QFN</td></tr>
</tbody>
</table>
<h2 id="box-build">Box Build &amp; System Integration</h2>
<p>Enclosure assembly, wiring, firmware loading, calibration, burn-in and packing with your branding. We build energy meters, motor controllers, EV chargers and telematics units for our customers.</p>
<h2 id="harness">Cable &amp; Wire Harnesses</h2>
<p>Automatic cut-strip-crimp, crimp-force monitoring, ultrasonic welding and 100% continuity testing. Automotive harnesses are built under our IATF 16949 system with PPAP Level 3 documentation.</p>
<h2 id="testing">Testing &amp; Conformal Coating</h2>
<ul>
<li>In-circuit test (ICT) and flying probe</li>
<li>Functional test (FCT) on customer or Vastrix-built fixtures</li>
<li>Selective conformal coating (acrylic, silicone, polyurethane) with UV inspection</li>
<li>Environmental stress screening and burn-in chambers</li>
</ul>
<h2>Quality Numbers (FY 2023&ndash;24)</h2>
<div class="row text-center">
<div class="col-md-4"><strong>99.3%</strong><br>First-pass yield</div>
<div class="col-md-4"><strong>98.6%</strong><br>On-time delivery</div>
<div class="col-md-4"><strong>18 ppm</strong><br>Field returns</div>
</div>
<p>Read about our <a href="/infrastructure">manufacturing infrastructure</a> or see the <a href="/technology-partners">component manufacturers we partner with</a>.</p>
</div>`,
);

const row = (region: string, city: string, name: string, phone: string, url: string | null): string =>
  `<tr><td>${region}</td><td>${city}</td><td>${name}</td><td><a href="tel:${phone.replace(/[^+\d]/g, '')}">${phone}</a></td><td>${url ? `<a href="${url}" target="_blank" rel="noopener">${url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : '&ndash;'}</td></tr>`;

const channel = page(
  'Channel Partners & Distributors | Vastrix Electro Components',
  'Authorised channel partners and distributors of Vastrix components and harness products in India and abroad.',
  130,
  'article',
  `<div class="page-header"><h1 itemprop="headline">Channel Partners</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Vastrix products are sold through a network of authorised channel partners. Partners stock our standard harnesses and connectors, hold our line card of passive components and provide local technical support. For EMS projects, please <a href="/contact-us#rfq">contact our Pune office</a> directly.</p>
<ul class="nav nav-tabs" role="tablist">
<li class="nav-item"><a class="nav-link active" href="#india">India</a></li>
<li class="nav-item"><a class="nav-link" href="#international">International</a></li>
</ul>
<h2 id="india">India</h2>
<div class="table-responsive">
<table class="table table-bordered table-hover partners-table">
<thead class="table-dark"><tr><th>Region</th><th>City</th><th>Channel Partner</th><th>Phone</th><th>Website</th></tr></thead>
<tbody>
${row('North', 'New Delhi', 'Indraprastha Electro Sales', '+91 11 4155 0117', 'https://www.ipelectrosales.com/')}
${row('North', 'Chandigarh', 'Punjab Components Agency', '+91 172 455 0163', 'https://pcagency.in/')}
${row('West', 'Mumbai', 'Konkan Tronics Pvt. Ltd.', '+91 22 4055 0189', 'https://www.konkantronics.com/')}
${row('West', 'Ahmedabad', 'Sabarmati Electronics Distributors', '+91 79 4055 0126', 'https://sabarmatielectronics.in/')}
${row('South', 'Bengaluru', 'Cauvery Components', '+91 80 4155 0144', 'https://www.cauverycomponents.co.in/')}
${row('South', 'Chennai', 'Marina Electro Traders', '+91 44 4255 0171', 'https://marinaelectro.in/')}
${row('South', 'Hyderabad', 'Deccan Embedded Solutions', '+91 40 4355 0108', 'https://www.deccanembedded.com/')}
${row('East', 'Kolkata', 'Hooghly Electronics Corporation', '+91 33 4055 0152', 'https://hooghlyelectronics.com/')}
${row('North-East', 'Guwahati', 'Brahmaputra Electricals', '+91 361 255 0199', null)}
</tbody>
</table>
</div>
<h2 id="international">International</h2>
<div class="table-responsive">
<table class="table table-bordered table-hover partners-table">
<thead class="table-dark"><tr><th>Country</th><th>City</th><th>Distributor</th><th>Phone</th><th>Website</th></tr></thead>
<tbody>
${row('UAE', 'Dubai', 'Al Safa Electronics Trading LLC', '+971 4 355 0167', 'https://www.alsafaelectronics.ae/')}
${row('Singapore', 'Singapore', 'Straits Component Supply Pte. Ltd.', '+65 6555 0131', 'https://straitscomponents.com.sg/')}
${row('Germany', 'Frankfurt am Main', 'EVRM Elektronik Vertrieb Rhein-Main GmbH', '+49 69 555 0148', 'https://www.evrm-elektronik.de/')}
${row('USA', 'San Jose, CA', 'Vastrix Electronics Inc. (subsidiary)', '+1 408 555 0175', 'https://www.vastrix-usa.com/')}
</tbody>
</table>
</div>
<h2>Become a Channel Partner</h2>
<p>We are appointing channel partners in Tier-2 cities across India. Requirements: an established electronics trading business, a GST registration, a warehouse and at least two sales engineers. Write to <a href="mailto:channel@vastrix.co.in">channel@vastrix.co.in</a> with your company profile.</p>
</div>`,
);

const logo = (file: string, name: string, href: string, lines: string): string =>
  `<div class="col-6 col-md-3 mb-4"><div class="card partner-logo h-100 text-center"><a href="${href}" target="_blank" rel="noopener"><img src="/images/partners/${file}" alt="${name}" width="180" height="70" loading="lazy" class="card-img-top p-3"></a><div class="card-body"><p class="small">${lines}</p></div></div></div>`;

const technology = page(
  'Technology & Component Partners | Vastrix Electro Components',
  'Vastrix is an authorised partner of leading semiconductor, passive and interconnect manufacturers.',
  131,
  'article',
  `<div class="page-header"><h1 itemprop="headline">Technology Partners</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Genuine parts are the foundation of reliable electronics. Vastrix buys only from franchised channels and works directly with the following component manufacturers as an authorised technology partner for design-in support, long-term supply agreements and failure analysis.</p>
<h2>Semiconductors</h2>
<div class="row">
${logo('texas-instruments.png', 'Texas Instruments', 'https://www.ti.com/', 'Power management, MCUs and interface ICs')}
${logo('stmicroelectronics.png', 'STMicroelectronics', 'https://www.st.com/', 'STM32 microcontrollers, MOSFETs, sensors')}
${logo('infineon.png', 'Infineon Technologies', 'https://www.infineon.com/', 'Automotive MCUs, IGBT modules')}
</div>
<h2>Passive Components</h2>
<div class="row">
${logo('murata.png', 'Murata', 'https://www.murata.com/en-global', 'MLCCs, EMI filters, inductors')}
${logo('vishay.png', 'Vishay Intertechnology', 'https://www.vishay.com/', 'Resistors, diodes, optoelectronics')}
</div>
<h2>Interconnect</h2>
<div class="row">
${logo('te-connectivity.png', 'TE Connectivity', 'https://www.te.com/en/home.html', 'Automotive connectors and terminals for our harnesses')}
${logo('molex.png', 'Molex', 'https://www.molex.com/', 'Wire-to-board and board-to-board connectors')}
</div>
<h2>Why It Matters</h2>
<ul>
<li>Certificates of conformance and full lot traceability for every reel</li>
<li>Allocation support during shortages</li>
<li>Joint design-in reviews with the manufacturers&rsquo; field application engineers</li>
</ul>
<p>Looking for a local stockist instead? See our <a href="/channel-partners">channel partners</a>.</p>
</div>`,
);

const about = page(
  'About Us | Vastrix Electro Components Pvt. Ltd.',
  'Founded in 1998 in Pune, Vastrix is an IATF 16949 certified electronics manufacturing services company with 620 employees.',
  106,
  'article',
  `<div class="page-header"><h1 itemprop="headline">About Us</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Vastrix Electro Components was started in 1998 by Mr. Anil Deshpande as a components trading firm with three employees. In 2006 we installed our first SMT line, and today we operate two plants in MIDC Bhosari and Chakan with 620 employees, six SMT lines and a dedicated harness facility.</p>
<h2>Vision</h2>
<p>To be India&rsquo;s most trusted EMS partner for products that must not fail.</p>
<h2>Leadership</h2>
<ul>
<li><strong>Anil Deshpande</strong> &ndash; Founder &amp; Chairman</li>
<li><strong>Meera Deshpande-Kulkarni</strong> &ndash; Managing Director</li>
<li><strong>Rajesh Iyer</strong> &ndash; Director, Operations</li>
<li><strong>Farhan Shaikh</strong> &ndash; Head, Quality</li>
</ul>
<h2>Certifications &amp; Approvals</h2>
<p>Our quality and environmental management systems are certified to IATF 16949:2016, ISO 9001:2015 and ISO 14001:2015 by <a href="https://www.tuvsud.com/en-in" target="_blank" rel="noopener">T&Uuml;V S&Uuml;D South Asia</a>. Our energy-meter assemblies are built for products registered with the <a href="https://www.bis.gov.in/" target="_blank" rel="noopener">Bureau of Indian Standards</a>, and our ESD programme follows ANSI/ESD S20.20.</p>
<p class="cert-badges"><a href="https://www.tuvsud.com/" target="_blank" rel="noopener"><img src="/images/certs/tuv-sud-iatf.png" alt="T&Uuml;V S&Uuml;D certified IATF 16949" width="110" height="110" loading="lazy"></a> <img src="/images/certs/iso-9001.png" alt="ISO 9001:2015" width="110" height="110" loading="lazy"> <img src="/images/certs/iso-14001.png" alt="ISO 14001:2015" width="110" height="110" loading="lazy"></p>
<h2>Academic &amp; Research Partners</h2>
<p>We partner with the <a href="https://www.ee.iitb.ac.in/" target="_blank" rel="noopener">Department of Electrical Engineering, IIT Bombay</a> on solder-joint reliability research for power electronics, and with <a href="https://www.coeptech.ac.in/" target="_blank" rel="noopener">COEP Technological University</a>, Pune, on an industry-academia programme that trains 40 diploma engineers each year in SMT process engineering.</p>
<h2>Memberships</h2>
<p>Vastrix is a member of <a href="https://www.elcina.com/" target="_blank" rel="noopener">ELCINA Electronic Industries Association of India</a>, the <a href="https://www.iesaonline.org/" target="_blank" rel="noopener">India Electronics &amp; Semiconductor Association (IESA)</a> and the Mahratta Chamber of Commerce, Industries and Agriculture. We are proud to contribute to <a href="https://www.makeinindia.com/" target="_blank" rel="noopener">Make in India</a>.</p>
<h2>Awards</h2>
<ul>
<li>ELCINA-EFY Award for Excellence in Electronics Manufacturing (SME category), 2022</li>
<li>Tata Motors Supplier Quality Award, 2021</li>
</ul>
</div>`,
);

const automotive = page(
  'Automotive & EV Electronics Manufacturing | Vastrix',
  'IATF 16949 certified PCB assembly and harnesses for automotive and EV applications: BMS boards, telematics, lighting and chargers.',
  120,
  'article',
  `<div class="page-header"><h1 itemprop="headline">Automotive &amp; EV</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Nearly half our production goes into vehicles. We build battery management system boards, on-board chargers, telematics control units, LED lighting drivers and instrument cluster harnesses for two-wheeler, three-wheeler and commercial-vehicle OEMs and their Tier-1 suppliers.</p>
<h2>What Automotive Customers Get</h2>
<ul>
<li>APQP, PPAP Level 3, PFMEA and control plans for every part number</li>
<li>Conformal coating and potting for under-hood and battery-pack electronics</li>
<li>End-of-line testing with serial-number traceability to component lot</li>
</ul>
<h2>Customer Case Study</h2>
<div class="card mb-4"><div class="card-body">
<h3>BMS boards for an electric three-wheeler platform</h3>
<p>For a leading electric three-wheeler maker we industrialised a 16-layer BMS board in 11 weeks, ramping to 18,000 boards a month with a first-pass yield of 99.1%. Read more about the customer at <a href="https://www.kinetic-green-ev.com/" target="_blank" rel="noopener">kinetic-green-ev.com</a>.</p>
</div></div>
<div class="card mb-4"><div class="card-body">
<h3>Instrument cluster harnesses for commercial vehicles</h3>
<p>We supply 42 harness variants to <a href="https://www.tatamotors.com/" target="_blank" rel="noopener">Tata Motors</a> commercial vehicle plants in Pune and Jamshedpur on a just-in-sequence basis.</p>
</div></div>
<h2 id="industrial">Industrial Automation</h2>
<p>PLC I/O modules, VFD control boards and HMI assemblies for industrial OEMs including <a href="https://www.kirloskar.com/" target="_blank" rel="noopener">Kirloskar</a> group companies.</p>
<h2 id="energy">Energy &amp; Metering</h2>
<p>Smart meter PCBAs, solar inverter control boards and EV charger power boards.</p>
</div>`,
);

const infrastructure = page(
  'Manufacturing Infrastructure | SMT Lines, Testing, Harness Plant | Vastrix',
  'Six SMT lines, 3D inspection, X-ray, selective soldering, conformal coating and a dedicated harness plant in Pune.',
  104,
  'article',
  `<div class="page-header"><h1 itemprop="headline">Infrastructure</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Our two plants cover 11,500 m&sup2; with ESD-protected, climate-controlled production halls. Key equipment:</p>
<table class="table table-bordered">
<thead><tr><th>Process</th><th>Equipment</th><th>Qty</th></tr></thead>
<tbody>
<tr><td>Solder paste printing</td><td>DEK Horizon 03iX</td><td>6</td></tr>
<tr><td>Solder paste inspection</td><td><a href="https://www.kohyoung.com/" target="_blank" rel="noopener">Koh Young</a> KY8030-3</td><td>6</td></tr>
<tr><td>Pick and place</td><td><a href="https://www.fuji.co.jp/en/" target="_blank" rel="noopener">FUJI</a> NXT III, <a href="https://global.yamaha-motor.com/business/robot/" target="_blank" rel="noopener">Yamaha</a> YSM20R</td><td>14</td></tr>
<tr><td>Reflow</td><td><a href="https://hellerindustries.com/" target="_blank" rel="noopener">Heller</a> 1913 MK7, nitrogen</td><td>6</td></tr>
<tr><td>AOI</td><td>Koh Young Zenith 2</td><td>6</td></tr>
<tr><td>X-ray</td><td>Nordson DAGE Quadra 5</td><td>1</td></tr>
<tr><td>Selective soldering</td><td>ERSA VERSAFLOW 4/55</td><td>2</td></tr>
<tr><td>Conformal coating</td><td>PVA Delta 8</td><td>2</td></tr>
<tr><td>Harness processing</td><td>Schleuniger CrimpCenter 67</td><td>4</td></tr>
</tbody>
</table>
<h2>Stores &amp; Traceability</h2>
<p>Moisture-sensitive devices are stored in dry cabinets below 5% RH, and every reel is barcoded from receipt to placement. Our MES links each board serial number to the component lots, machine programs and inspection results.</p>
<h2>Plant Tour Video</h2>
<div class="video-responsive"><iframe width="800" height="450" src="https://www.youtube.com/embed/V4sTr1xPlt8" title="Vastrix plant tour" frameborder="0" allowfullscreen loading="lazy"></iframe></div>
</div>`,
);

const careers = page(
  'Careers | Vastrix Electro Components',
  'Jobs at Vastrix in Pune: SMT process engineers, test engineers, quality engineers and operators.',
  107,
  'article',
  `<div class="page-header"><h1 itemprop="headline">Careers</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<p>Join a growing EMS company where engineers work on real products from day one. We offer structured training, canteen and transport facilities, and a clear path from trainee to line engineer.</p>
<h2>Current Openings</h2>
<table class="table table-striped">
<thead><tr><th>Position</th><th>Experience</th><th>Location</th></tr></thead>
<tbody>
<tr><td>SMT Process Engineer</td><td>3&ndash;6 years</td><td>Bhosari, Pune</td></tr>
<tr><td>Test Engineer (ICT/FCT)</td><td>2&ndash;5 years</td><td>Bhosari, Pune</td></tr>
<tr><td>Supplier Quality Engineer</td><td>4&ndash;8 years</td><td>Chakan, Pune</td></tr>
<tr><td>Diploma Trainee (Electronics)</td><td>Freshers</td><td>Chakan, Pune</td></tr>
</tbody>
</table>
<p>Apply on <a href="https://www.naukri.com/vastrix-electro-components-jobs-careers-4412983" target="_blank" rel="noopener">Naukri</a> or <a href="https://www.linkedin.com/company/vastrix-electro-components/jobs/" target="_blank" rel="noopener">LinkedIn</a>, or email your CV to <a href="mailto:hr@vastrix.co.in">hr@vastrix.co.in</a>.</p>
<div class="alert alert-warning"><strong>Beware of fraud:</strong> Vastrix never asks for money during recruitment. Report suspicious offers to <a href="mailto:hr@vastrix.co.in">hr@vastrix.co.in</a>.</div>
</div>`,
);

const contact = page(
  'Contact Us | Vastrix Electro Components, Pune',
  'Contact Vastrix for PCB assembly quotes, component enquiries and channel partnership.',
  108,
  'article',
  `<div class="page-header"><h1 itemprop="headline">Contact Us</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
<div class="row">
<div class="col-md-6">
<h2>Plant 1 &amp; Head Office</h2>
<p>Plot No. F-42, MIDC Bhosari, Pune 411026<br><a href="tel:+912067550142">+91 20 6755 0142</a><br><a href="mailto:sales@vastrix.co.in">sales@vastrix.co.in</a></p>
<h2>Plant 2 (Harness)</h2>
<p>Gat No. 318, Chakan Industrial Area Phase II, Pune 410501<br><a href="tel:+912135550190">+91 2135 550 190</a></p>
</div>
<div class="col-md-6">
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3781.2!2d73.8412!3d18.6311!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMTjCsDM3JzUyLjAiTiA3M8KwNTAnMjguMyJF!5e0!3m2!1sen!2sin!4v1714470000000" width="100%" height="320" style="border:0;" allowfullscreen="" loading="lazy" title="Vastrix location map"></iframe>
</div>
</div>
<h2 id="rfq">Request for Quotation</h2>
<form id="contact-form" action="/contact-us" method="post" class="form-validate form-horizontal well" enctype="multipart/form-data">
<fieldset>
<div class="control-group"><label id="jform_contact_name-lbl" for="jform_contact_name" class="required">Name<span class="star" aria-hidden="true">&#160;*</span></label><input type="text" name="jform[contact_name]" id="jform_contact_name" value="" class="form-control required" size="30" required></div>
<div class="control-group"><label for="jform_contact_company">Company</label><input type="text" name="jform[contact_company]" id="jform_contact_company" value="" class="form-control"></div>
<div class="control-group"><label id="jform_contact_email-lbl" for="jform_contact_email" class="required">Email<span class="star" aria-hidden="true">&#160;*</span></label><input type="email" inputmode="email" name="jform[contact_email]" class="form-control validate-email required" id="jform_contact_email" value="" size="30" required></div>
<div class="control-group"><label for="jform_contact_qty">Annual volume</label><select name="jform[contact_qty]" id="jform_contact_qty" class="form-select"><option>Prototype (&lt;50)</option><option>50&ndash;1,000</option><option>1,000&ndash;10,000</option><option>&gt;10,000</option></select></div>
<div class="control-group"><label for="jform_contact_files">Gerber &amp; BOM (ZIP)</label><input type="file" name="jform[contact_files]" id="jform_contact_files" class="form-control"></div>
<div class="control-group"><label id="jform_contact_message-lbl" for="jform_contact_message" class="required">Message<span class="star" aria-hidden="true">&#160;*</span></label><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="6" class="form-control required" required></textarea></div>
</fieldset>
<div class="control-group"><button class="btn btn-primary validate" type="submit">Send</button>
<input type="hidden" name="option" value="com_contact"><input type="hidden" name="task" value="contact.submit"><input type="hidden" name="return" value=""><input type="hidden" name="id" value="1:vastrix-sales"><input type="hidden" name="9f3c1e7a5b2d8046e1a9c3b5d7f20486" value="1"></div>
</form>
</div>`,
);

export const site: CorpusSite = {
  domain: 'vastrix.co.in',
  otherDomains: ['vastrix-usa.com'],
  covers:
    'Joomla 4 EMS/components company: channel partner tables by Indian region and by country (one partner without a website, one own US subsidiary), a technology-partner logo grid of component makers, academic partners in prose on About. Negatives: customer logos and case-study links, equipment makers linked on an infrastructure page, TÜV SÜD and BIS, memberships, Make in India, trade fair, IndiaMART listing, Naukri careers, WhatsApp and social links.',
  pages: {
    '/': { headers, html: home },
    '/products/pcb-assembly': { headers, html: pcb },
    '/channel-partners': { headers, html: channel },
    '/distributors': { status: 301, redirect: '/channel-partners' },
    '/technology-partners': { headers, html: technology },
    '/about-us': { headers, html: about },
    '/industries/automotive': { headers, html: automotive },
    '/infrastructure': { headers, html: infrastructure },
    '/careers': { headers, html: careers },
    '/contact-us': { headers, html: contact },
  },
  sitemap: [
    '/',
    '/products/pcb-assembly',
    '/channel-partners',
    '/technology-partners',
    '/about-us',
    '/industries/automotive',
    '/infrastructure',
    '/careers',
    '/contact-us',
  ],
  technologies: [
    'joomla',
    'php',
    'apache-http-server',
    'jquery',
    'bootstrap',
    'font-awesome',
    'google-analytics',
    'google-tag-manager',
    'zoho-salesiq',
    'youtube',
    'google-maps',
  ],
  partners: {
    'ipelectrosales.com': 'channel',
    'pcagency.in': 'channel',
    'konkantronics.com': 'channel',
    'sabarmatielectronics.in': 'channel',
    'cauverycomponents.co.in': 'channel',
    'marinaelectro.in': 'channel',
    'deccanembedded.com': 'channel',
    'hooghlyelectronics.com': 'channel',
    'alsafaelectronics.ae': 'channel',
    'straitscomponents.com.sg': 'channel',
    'evrm-elektronik.de': 'channel',
    'ti.com': 'technology',
    'st.com': 'technology',
    'infineon.com': 'technology',
    'murata.com': 'technology',
    'vishay.com': 'technology',
    'te.com': 'technology',
    'molex.com': 'technology',
    'iitb.ac.in': 'generic',
    'coeptech.ac.in': 'generic',
  },
};
