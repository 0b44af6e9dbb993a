import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8f4c1e92bb7d3a05-SYD',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'ap-southeast-2-prod-hosting-red',
  'x-lambda-id': '6f8e2d1c-7a9b-4c3d-8e5f-0a1b2c3d4e5f',
};

const head = (
  title: string,
  desc: string,
  pageId: string,
): string => `<!DOCTYPE html><!-- Last Published: Tue Feb 24 2026 03:11:52 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="crumbandco.com.au" data-wf-page="${pageId}" data-wf-site="65c1d2e3f4a5b6c7d8e9f001" lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${desc}" name="description">
<meta content="${title}" property="og:title">
<meta content="${desc}" property="og:description">
<meta content="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/65c1d2e3f4a5b6c7d8e9f0aa_og-crumb.jpg" property="og:image">
<meta property="og:type" content="website">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/css/crumb-and-co.webflow.shared.4f1a2b3c4.min.css" rel="stylesheet" type="text/css">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({google:{families:["Fraunces:300,400,600","DM Sans:regular,500,700"]}});</script>
<link href="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/65c1d2e3f4a5b6c7d8e9f0b1_favicon.png" rel="shortcut icon" type="image/x-icon">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-8QW2E4R6T1"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-8QW2E4R6T1');</script>
</head>`;

const nav = `<body>
<div data-animation="default" data-collapse="medium" data-duration="400" role="banner" class="navbar w-nav">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/65c1d2e3f4a5b6c7d8e9f0c2_crumb-logo.svg" loading="lazy" alt="Crumb &amp; Co. Bakehouse"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/menu" class="nav-link w-nav-link">Menu</a>
      <a href="/locations" class="nav-link w-nav-link">Find a bakery</a>
      <a href="/catering" class="nav-link w-nav-link">Catering</a>
      <a href="/franchising" class="nav-link w-nav-link">Own a Crumb</a>
      <a href="/our-story" class="nav-link w-nav-link">Our story</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="footer-grid w-layout-grid">
    <div class="footer-col"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/65c1d2e3f4a5b6c7d8e9f0c3_crumb-logo-white.svg" loading="lazy" alt="Crumb &amp; Co."><p>Baked fresh every morning in 64 bakeries across Australia and New Zealand.</p></div>
    <div class="footer-col"><div class="footer-heading">Bakeries</div><a href="/menu" class="footer-link">Menu &amp; allergens</a><a href="/locations" class="footer-link">Locations</a><a href="/rewards" class="footer-link">Crumb Rewards</a></div>
    <div class="footer-col"><div class="footer-heading">Business</div><a href="/franchising" class="footer-link">Franchising</a><a href="/partners" class="footer-link">Partners &amp; wholesale</a><a href="https://www.seek-hospo.com.au/crumb-and-co" class="footer-link">Work at Crumb</a></div>
    <div class="footer-col"><div class="footer-heading">Follow</div><a href="https://www.instagram.com/crumbandco.au" class="footer-link">Instagram</a><a href="https://www.facebook.com/crumbandcobakehouse" class="footer-link">Facebook</a>
      <a href="https://apps.apple.com/au/app/crumb-rewards/id6443211234" class="app-badge w-inline-block"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/app-store.svg" alt="Download on the App Store"></a></div>
  </div>
  <div class="footer-legal">&copy; 2026 Crumb &amp; Co. Franchising Pty Ltd ABN 51 624 118 902. <a href="/privacy" class="footer-link">Privacy</a> &middot; <a href="/franchise-disclosure" class="footer-link">Franchise disclosure</a></div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65c1d2e3f4a5b6c7d8e9f001" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script>
<script src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/js/webflow.4a5b6c7d.js" type="text/javascript"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'crumbandco.com.au',
  covers:
    'Australian bakery franchise on Webflow; /partners (footer only) with technology partners and wholesale distributors in a CMS collection list, franchising page with finance partners; franchise council membership, franchise award, shopping-centre landlords, customer testimonial, app badge, job board and press as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Crumb &amp; Co. Bakehouse | Fresh bread, pies &amp; pastries', 'Sourdough, pies and pastries baked from scratch every morning in 64 Crumb & Co. bakeries.', '65c1d2e3f4a5b6c7d8e9f002')}
${nav}
<section class="hero-section"><div class="w-container"><h1 class="hero-heading">Baked before you&rsquo;re awake.</h1><p class="hero-paragraph">Slow-fermented sourdough, flaky pies and the lamington that started it all.</p><a href="/locations" class="button w-button">Find your local</a></div></section>
<section class="section"><div class="w-container"><h2>This month at Crumb</h2>
  <div class="w-dyn-list"><div role="list" class="collection-list w-dyn-items">
    <div role="listitem" class="w-dyn-item"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/hot-cross.jpg" alt="Spiced hot cross buns"><h3>Hot cross buns are back</h3></div>
    <div role="listitem" class="w-dyn-item"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/steak-pie.jpg" alt="Pepper steak pie"><h3>Pepper steak pie, now with Cape Grim-style beef</h3></div>
  </div></div>
</div></section>
<section class="section press"><div class="w-container"><div class="label">As seen on</div>
  <div class="logo-row"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/press-brekkie.svg" alt="Brekkie TV"> <a href="https://www.goodfoodaus.com.au/eat-out/best-bakeries-2025" class="w-inline-block"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/press-goodfood.svg" alt="Good Food Australia"></a></div>
</div></section>
<div class="cookie-banner"><p>We use cookies to make ordering easier. <a href="/privacy">Learn more</a></p><a href="#" class="button-small w-button">OK</a></div>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners &amp; wholesale | Crumb &amp; Co.', 'The technology and wholesale partners behind Crumb & Co.', '65c1d2e3f4a5b6c7d8e9f003')}
${nav}
<section class="section"><div class="w-container"><h1>Partners &amp; wholesale</h1><p>From the tills in our bakeries to the cafés that serve our frozen pies, these are the businesses we partner with.</p></div></section>
<section class="section"><div class="w-container">
  <div data-current="Technology" data-easing="ease" data-duration-in="300" data-duration-out="100" class="w-tabs">
    <div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Technology" class="tab-link w-inline-block w-tab-link w--current"><div>Technology partners</div></a><a data-w-tab="Wholesale" class="tab-link w-inline-block w-tab-link"><div>Wholesale distribution</div></a></div>
    <div class="w-tab-content">
      <div data-w-tab="Technology" class="w-tab-pane w--tab-active">
        <div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
          <div role="listitem" class="partner-card w-dyn-item"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/p-tillwise.svg" alt="Tillwise logo"><h3>Tillwise</h3><p>Point-of-sale and stock control across every bakery.</p><a href="https://www.tillwise.com.au/" target="_blank" class="text-link">tillwise.com.au</a></div>
          <div role="listitem" class="partner-card w-dyn-item"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/p-loyaltyloop.svg" alt="LoyaltyLoop logo"><h3>LoyaltyLoop</h3><p>Powers the Crumb Rewards app and integrates with our POS.</p><a href="https://loyaltyloop.io/" target="_blank" class="text-link">loyaltyloop.io</a></div>
          <div role="listitem" class="partner-card w-dyn-item"><img src="https://cdn.prod.website-files.com/65c1d2e3f4a5b6c7d8e9f001/p-bakeplan.svg" alt="BakePlan logo"><h3>BakePlan</h3><p>Production planning software that tells each bakery what to bake, hour by hour.</p><a href="https://www.bakeplan.app/" target="_blank" class="text-link">bakeplan.app</a></div>
        </div></div>
      </div>
      <div data-w-tab="Wholesale" class="w-tab-pane">
        <p>Want Crumb pies and sausage rolls in your café, school canteen or service station? Our range is sold through these authorised wholesale distributors.</p>
        <div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
          <div role="listitem" class="partner-card w-dyn-item"><h3>Southern Cross Foodservice</h3><p>NSW, ACT &amp; QLD</p><a href="https://www.southerncrossfoodservice.com.au/brands/crumb" target="_blank" class="text-link">Visit website</a></div>
          <div role="listitem" class="partner-card w-dyn-item"><h3>Bayside Frozen Distributors</h3><p>VIC, TAS &amp; SA</p><a href="https://baysidefrozen.com.au/" target="_blank" class="text-link">Visit website</a></div>
          <div role="listitem" class="partner-card w-dyn-item"><h3>Kiwi Chill Logistics</h3><p>New Zealand</p><a href="https://www.kiwichill.co.nz/" target="_blank" class="text-link">Visit website</a></div>
        </div></div>
      </div>
    </div>
  </div>
</div></section>
${footer}`,
    },
    '/franchising': {
      headers,
      html: `${head('Own a Crumb &amp; Co. franchise', 'Join Australia’s fastest-growing bakery franchise. Full training, site selection and finance support.', '65c1d2e3f4a5b6c7d8e9f004')}
${nav}
<section class="hero-section franchise"><div class="w-container"><h1>Own a Crumb</h1><p>64 bakeries, 41 franchise partners and a 4-week training program at our Melbourne bakehouse academy.</p><a href="#enquire" class="button w-button">Enquire now</a></div></section>
<section class="section"><div class="w-container"><h2>What you get</h2><ul><li>Site selection with our property team and major centre landlords</li><li>Full fit-out project management</li><li>Ongoing marketing and national supply agreements</li></ul>
<p>Our bakeries trade in centres such as <a href="https://www.westpointcentres.com.au/">Westpoint shopping centres</a> and <a href="https://www.harbourgatemall.com.au/">Harbourgate Mall</a>.</p></div></section>
<section class="section"><div class="w-container"><h2>Finance partners</h2><p>Franchisees can access pre-approved fit-out and equipment finance through our finance partners <a href="https://www.francap.com.au/franchise-finance" target="_blank">FranCap Business Lending</a> and <a href="https://www.equipfund.com.au/" target="_blank">EquipFund</a>.</p></div></section>
<section class="section"><div class="w-container"><h2>Recognised by the industry</h2><p>Crumb &amp; Co. is a member of the <a href="https://www.franchisecouncilaus.org.au/" target="_blank">Franchise Council of Australasia</a> and won Emerging Franchisor of the Year at the <a href="https://www.franchiseexcellenceawards.com.au/2025" target="_blank">2025 Franchise Excellence Awards</a>.</p>
<div class="testimonial"><p>&ldquo;I went from pastry chef to owning two bakeries in three years.&rdquo;</p><div>Mai Tran, franchise partner, Crumb Box Hill &amp; Crumb Doncaster</div></div></div></section>
<section id="enquire" class="section"><div class="w-container"><h2>Franchise enquiry</h2>
<div class="w-form"><form id="franchise-form" name="wf-form-Franchise-Enquiry" data-name="Franchise Enquiry" method="get" aria-label="Franchise Enquiry"><input class="w-input" maxlength="256" name="name" placeholder="Full name" type="text" required><input class="w-input" maxlength="256" name="email" placeholder="Email" type="email" required><select name="region" class="w-select"><option>VIC</option><option>NSW</option><option>QLD</option><option>NZ</option></select><input type="submit" data-wait="Please wait..." class="button w-button" value="Send enquiry"></form>
<div class="w-form-done"><div>Thanks! Our franchise team will be in touch within 2 business days.</div></div></div></div></section>
${footer}`,
    },
    '/our-story': {
      headers,
      html: `${head('Our story | Crumb &amp; Co.', 'From a single Fitzroy bakery to 64 across Australia and New Zealand.', '65c1d2e3f4a5b6c7d8e9f005')}
${nav}
<section class="section"><div class="w-container"><h1>Our story</h1>
<p>Crumb &amp; Co. started in 2012 when baker Lachlan Reid opened a six-metre shopfront on Brunswick Street, Fitzroy. The lamingtons sold out by 9am, and so did everything else.</p>
<p>We began franchising in 2017 and crossed the Tasman in 2023. Every Crumb still bakes from scratch on site, using flour milled by <a href="https://www.wimmeramills.com.au/" target="_blank">Wimmera Stone Mills</a>, our partner since the first day.</p>
</div></section>
${footer}`,
    },
  },
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-hosted-libraries',
    'google-analytics',
    'google-tag-manager',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'tillwise.com.au': 'technology',
    'loyaltyloop.io': 'technology',
    'bakeplan.app': 'technology',
    'southerncrossfoodservice.com.au': 'channel',
    'baysidefrozen.com.au': 'channel',
    'kiwichill.co.nz': 'channel',
    'francap.com.au': 'generic',
    'equipfund.com.au': 'generic',
    'wimmeramills.com.au': 'generic',
  },
};
