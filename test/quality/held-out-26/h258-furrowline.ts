import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8b2c4d6e8f0a1b3c-LHR',
  'cf-cache-status': 'HIT',
  'x-wf-region': 'eu-west-2',
};

const siteId = '6571c0b2a3d4e5f60718293a';

function page(title: string, pageId: string, body: string): string {
  return `<!DOCTYPE html><!-- Last Published: Tue May 14 2024 09:41:12 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="furrowline.io" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="en">
<head>
<meta charset="utf-8"/>
<title>${title}</title>
<meta content="Furrowline turns soil probes, weather stations and machine data into field-by-field decisions for arable and vegetable growers." name="description"/>
<meta content="${title}" property="og:title"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<meta content="Webflow" name="generator"/>
<link href="https://cdn.prod.website-files.com/${siteId}/css/furrowline.webflow.a1b2c3d4e.min.css" rel="stylesheet" type="text/css"/>
<link href="https://fonts.googleapis.com" rel="preconnect"/>
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/>
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({ google: { families: ["Inter:400,500,600,700", "Space Grotesk:500,700"] } });</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.prod.website-files.com/${siteId}/65a0f1e2d3c4b5a697887766_favicon.png" rel="shortcut icon" type="image/x-icon"/>
<link rel="preconnect" href="https://widget.intercom.io"/>
</head>
<body>
<div data-animation="default" data-collapse="medium" role="banner" class="navbar w-nav">
  <div class="container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${siteId}/65a0f1e2d3c4b5a697887767_furrowline-logo.svg" loading="lazy" alt="Furrowline"/></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/product" class="nav-link w-nav-link">Product</a>
      <a href="/integrations" class="nav-link w-nav-link">Integrations</a>
      <a href="/partners" class="nav-link w-nav-link">Partners</a>
      <a href="/customers" class="nav-link w-nav-link">Customers</a>
      <a href="/pricing" class="nav-link w-nav-link">Pricing</a>
      <a href="/company" class="nav-link w-nav-link">Company</a>
      <a href="https://app.furrowline.io/login" class="nav-link login w-nav-link">Log in</a>
      <a href="/contact" class="button w-button">Book a demo</a>
    </nav>
  </div>
</div>
${body}
<footer class="footer">
  <div class="container w-container">
    <div class="footer-grid w-layout-grid">
      <div><img src="https://cdn.prod.website-files.com/${siteId}/65a0f1e2d3c4b5a697887767_furrowline-logo.svg" alt="Furrowline" loading="lazy"/><p>Furrowline Ltd · Unit 4, Wellesbourne Innovation Campus, Warwick CV35 9EF</p></div>
      <div><h4>Product</h4><a href="/product" class="footer-link">Platform</a><a href="/integrations" class="footer-link">Integrations</a><a href="/pricing" class="footer-link">Pricing</a><a href="https://help.furrowline.io/" class="footer-link">Help centre</a></div>
      <div><h4>Company</h4><a href="/company" class="footer-link">About</a><a href="/partners" class="footer-link">Partner programme</a><a href="https://jobs.ashbyhq.com/furrowline" class="footer-link">Careers</a><a href="/contact" class="footer-link">Contact</a></div>
      <div><h4>Get the app</h4><a href="https://apps.apple.com/gb/app/furrowline/id1639274810" class="footer-link"><img src="https://cdn.prod.website-files.com/${siteId}/app-store-badge.svg" alt="Download on the App Store"/></a><a href="https://play.google.com/store/apps/details?id=io.furrowline.app" class="footer-link"><img src="https://cdn.prod.website-files.com/${siteId}/google-play-badge.png" alt="Get it on Google Play"/></a></div>
    </div>
    <div class="footer-social"><a href="https://www.linkedin.com/company/furrowline/">LinkedIn</a><a href="https://x.com/furrowline">X</a><a href="https://www.youtube.com/@furrowline">YouTube</a></div>
    <p class="legal">&copy; 2024 Furrowline Ltd. Registered in England &amp; Wales 13877104. <a href="/privacy">Privacy</a></p>
  </div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/${siteId}/js/webflow.4f2a1c8e9b.js" type="text/javascript"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/24681357.js"></script>
<!-- End of HubSpot Embed Code -->
<script>window.intercomSettings = { api_base: "https://api-iam.eu.intercom.io", app_id: "qz7k1m3p" };</script>
<script>(function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/qz7k1m3p';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};l();}})();</script>
</body>
</html>`;
}

function integrationCard(name: string, category: string, body: string): string {
  return `<div role="listitem" class="integration-item w-dyn-item"><div class="integration-card"><div class="tag">${category}</div><h3>${name}</h3>${body}</div></div>`;
}

export const site: CorpusSite = {
  domain: 'furrowline.io',
  otherDomains: ['app.furrowline.io', 'help.furrowline.io'],
  covers:
    'English agritech startup on Webflow with HubSpot, Intercom and Cloudflare: integrations grid where some cards link straight out and others only to detail pages that hold the vendor link, a channel-partner table of agronomists and dealers, a hardware maker and a research partner; negatives: trusted-by farm logos, case studies, investors, grant body, press, app-store badges, job board, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Furrowline | Field decisions from farm data',
        '6571c0b2a3d4e5f60718293b',
        `<section class="hero">
  <div class="container w-container">
    <h1 class="heading-xl">Know what every field needs, every morning</h1>
    <p class="lead">Soil moisture, crop stage, weather and machine data in one place, with irrigation and nitrogen recommendations your agronomist can sign off from a phone.</p>
    <a href="/contact" class="button w-button">Book a demo</a>
  </div>
</section>
<section class="logos">
  <div class="container w-container">
    <p class="eyebrow">Trusted by 1,200+ farms across the UK, Ireland and Australia</p>
    <div class="logo-row">
      <img src="https://cdn.prod.website-files.com/${siteId}/logo-greenacre.svg" alt="Greenacre Growers" loading="lazy"/>
      <img src="https://cdn.prod.website-files.com/${siteId}/logo-harlow-estates.svg" alt="Harlow Estates" loading="lazy"/>
      <img src="https://cdn.prod.website-files.com/${siteId}/logo-fenmore-potatoes.svg" alt="Fenmore Potatoes" loading="lazy"/>
      <img src="https://cdn.prod.website-files.com/${siteId}/logo-wimmera-grain.svg" alt="Wimmera Grain Co" loading="lazy"/>
    </div>
  </div>
</section>
<section class="testimonial">
  <blockquote>"We cut irrigation water by 18% in the first season without losing yield." <cite>— Tom Pryce, farm manager, Greenacre Growers</cite></blockquote>
</section>
<section class="integrations-teaser">
  <h2>Works with the kit you already run</h2>
  <p>John Deere, Climate FieldView, Trimble, Davis and more. <a href="/integrations">See all integrations →</a></p>
</section>`,
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations | Furrowline',
        '6571c0b2a3d4e5f60718293c',
        `<section class="section">
  <div class="container w-container">
    <h1>Integrations</h1>
    <p class="lead">Connect Furrowline to your machinery, farm management software and sensors in a few clicks.</p>
    <div class="w-dyn-list"><div role="list" class="integrations-grid w-dyn-items">
      ${integrationCard('John Deere Operations Center', 'Machinery', '<p>Import field boundaries, as-applied and yield maps.</p><a href="/integrations/john-deere" class="card-link">Learn more</a>')}
      ${integrationCard('Climate FieldView', 'Farm data', '<p>Two-way sync of fields and prescriptions.</p><a href="/integrations/climate-fieldview" class="card-link">Learn more</a>')}
      ${integrationCard('Trimble Ag Software', 'Machinery', '<p>Send variable-rate files to Trimble displays.</p><a href="/integrations/trimble" class="card-link">Learn more</a>')}
      ${integrationCard('Davis Instruments', 'Weather', '<p>Live readings from Vantage Pro2 and EnviroMonitor stations.</p><a href="https://www.davisinstruments.com/pages/weatherlink" class="card-link">davisinstruments.com ↗</a>')}
      ${integrationCard('Agworld', 'Agronomy', '<p>Pull spray and fertiliser plans from Agworld.</p><a href="https://www.agworld.com/" class="card-link">agworld.com ↗</a>')}
      ${integrationCard('Xero', 'Accounting', '<p>Push input costs per field to your Xero ledger.</p><a href="https://apps.xero.com/uk/app/furrowline" class="card-link">View on Xero App Store ↗</a>')}
    </div></div>
  </div>
</section>`,
      ),
    },
    '/integrations/john-deere': {
      headers,
      html: page(
        'John Deere Operations Center integration | Furrowline',
        '6571c0b2a3d4e5f60718293d',
        `<section class="section">
  <div class="container w-container">
    <a href="/integrations" class="back-link">← All integrations</a>
    <h1>John Deere Operations Center</h1>
    <p>Furrowline is an approved connected application for the <a href="https://www.deere.co.uk/en/technology-products/precision-ag-technology/data-management/operations-center/">John Deere Operations Center</a>. Once connected, field boundaries, guidance lines, as-applied and harvest data flow into Furrowline automatically.</p>
    <h2>What syncs</h2>
    <ul><li>Field boundaries and names</li><li>As-applied maps (seed, fertiliser, spray)</li><li>Yield and moisture maps</li><li>Prescriptions back to the display</li></ul>
  </div>
</section>`,
      ),
    },
    '/integrations/climate-fieldview': {
      headers,
      html: page(
        'Climate FieldView integration | Furrowline',
        '6571c0b2a3d4e5f60718293e',
        `<section class="section">
  <div class="container w-container">
    <a href="/integrations" class="back-link">← All integrations</a>
    <h1>Climate FieldView</h1>
    <p>Connect your <a href="https://climate.com/en-gb.html">Climate FieldView</a> account to keep fields, planting data and variable-rate scripts in step between both platforms.</p>
  </div>
</section>`,
      ),
    },
    '/integrations/trimble': {
      headers,
      html: page(
        'Trimble Ag Software integration | Furrowline',
        '6571c0b2a3d4e5f60718293f',
        `<section class="section">
  <div class="container w-container">
    <a href="/integrations" class="back-link">← All integrations</a>
    <h1>Trimble Ag Software</h1>
    <p>Furrowline exports prescriptions in the format used by <a href="https://agriculture.trimble.com/en/products/software">Trimble Ag Software</a>, so they can be sent wirelessly to GFX and TMX displays.</p>
  </div>
</section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partner programme | Furrowline',
        '6571c0b2a3d4e5f607182940',
        `<section class="section">
  <div class="container w-container">
    <h1>Work with a Furrowline partner</h1>
    <p class="lead">Our certified partners sell, install and support Furrowline. Many also offer agronomy services built on it.</p>
    <div class="w-embed"><table class="partner-table">
      <thead><tr><th>Partner</th><th>Region</th><th>Type</th></tr></thead>
      <tbody>
        <tr><td><a href="https://www.fenlandagronomy.co.uk/">Fenland Agronomy</a></td><td>East Anglia</td><td>Agronomy reseller</td></tr>
        <tr><td><a href="https://shiresprecision.co.uk/">Shires Precision Farming</a></td><td>Midlands</td><td>Dealer &amp; installer</td></tr>
        <tr><td><a href="https://www.tillagetech.ie/">Tillage Tech Ireland</a></td><td>Ireland</td><td>Dealer &amp; installer</td></tr>
        <tr><td><a href="https://malleeag.com.au/">Mallee Ag Advisory</a></td><td>Victoria &amp; South Australia</td><td>Agronomy reseller</td></tr>
      </tbody>
    </table></div>
    <h2>Hardware</h2>
    <p>Furrowline soil probes are designed with and manufactured by our hardware partner <a href="https://www.probeworks-sensors.com/">ProbeWorks</a>.</p>
    <h2>Become a partner</h2>
    <p>Agronomists, dealers and consultants can apply to join the programme.</p>
    <div class="w-form"><form id="partner-form" name="partner-form" data-name="Partner Form" method="get"><input class="w-input" name="company" placeholder="Company"/><input class="w-input" name="email" placeholder="Work email" type="email"/><input type="submit" value="Apply" class="w-button"/></form></div>
  </div>
</section>`,
      ),
    },
    '/customers': {
      headers,
      html: page(
        'Customers | Furrowline',
        '6571c0b2a3d4e5f607182941',
        `<section class="section">
  <div class="container w-container">
    <h1>Customer stories</h1>
    <div class="case-study"><h2>Greenacre Growers: 18% less irrigation water</h2><p>The Herefordshire salad grower uses 140 probes across 600 ha. <a href="https://www.greenacregrowers.com/">greenacregrowers.com</a></p><a href="/customers/greenacre-growers">Read the story</a></div>
    <div class="case-study"><h2>Wimmera Grain Co: nitrogen timing across 9,000 ha</h2><a href="/customers/wimmera-grain">Read the story</a></div>
  </div>
</section>`,
      ),
    },
    '/company': {
      headers,
      html: page(
        'About Furrowline',
        '6571c0b2a3d4e5f607182942',
        `<section class="section">
  <div class="container w-container">
    <h1>We're farmers' kids and soil scientists</h1>
    <p>Furrowline was founded in 2020 by Eleanor Hart and Sanjay Mistry, who met at the University of Warwick's crop centre at Wellesbourne.</p>
    <h2>Research</h2>
    <p>Our nitrogen models are developed with our research partner <a href="https://www.rothamsted.ac.uk/">Rothamsted Research</a> under a three-year collaboration.</p>
    <h2>Backed by</h2>
    <div class="logo-row">
      <a href="https://www.seedfield.vc/portfolio"><img src="https://cdn.prod.website-files.com/${siteId}/seedfield-ventures.svg" alt="Seedfield Ventures"/></a>
      <img src="https://cdn.prod.website-files.com/${siteId}/innovate-uk.svg" alt="Innovate UK"/>
    </div>
    <p>Part-funded by an Innovate UK Farming Innovation Programme grant via <a href="https://www.ukri.org/councils/innovate-uk/">UKRI</a>.</p>
    <h2>In the news</h2>
    <p><a href="https://www.fwi.co.uk/arable/land-preparation/soils/agtech-start-up-furrowline-raises-4m">Farmers Weekly: Agtech start-up Furrowline raises £4m</a></p>
  </div>
</section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact | Furrowline',
        '6571c0b2a3d4e5f607182943',
        `<section class="section">
  <div class="container w-container">
    <h1>Book a demo</h1>
    <div class="w-form"><form id="demo-form" name="demo-form" data-name="Demo Form" method="get"><input class="w-input" name="name" placeholder="Name"/><input class="w-input" name="farm" placeholder="Farm or business"/><input class="w-input" name="hectares" placeholder="Hectares"/><input type="submit" value="Request demo" class="w-button"/></form></div>
    <p>Support: <a href="mailto:support@furrowline.io">support@furrowline.io</a></p>
  </div>
</section>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/integrations',
    '/integrations/john-deere',
    '/integrations/climate-fieldview',
    '/integrations/trimble',
    '/partners',
    '/customers',
    '/company',
    '/contact',
  ],
  technologies: ['webflow', 'jquery', 'google-font-api', 'hubspot', 'intercom', 'cloudflare'],
  partners: {
    'deere.co.uk': 'technology',
    'climate.com': 'technology',
    'trimble.com': 'technology',
    'davisinstruments.com': 'technology',
    'agworld.com': 'technology',
    'xero.com': 'technology',
    'probeworks-sensors.com': 'technology',
    'fenlandagronomy.co.uk': 'channel',
    'shiresprecision.co.uk': 'channel',
    'tillagetech.ie': 'channel',
    'malleeag.com.au': 'channel',
    'rothamsted.ac.uk': 'generic',
  },
};
