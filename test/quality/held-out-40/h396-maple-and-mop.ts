import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a3c5e7f1b2d9a40-ORD',
  'x-hs-hub-id': '7734521',
  'x-hs-cache-config': 'BrowserCache',
  'x-hs-content-id': '48291734511',
  'x-powered-by': 'HubSpot',
  'cache-control': 's-maxage=36000,max-age=5',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string): string => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://mapleandmop.com/hubfs/Maple%20and%20Mop/favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="https://mapleandmop.com/hs-fs/hub/7734521/hub_generated/template_assets/1/112847362911/1718029931204/template_main.min.css">
    <link rel="stylesheet" href="https://mapleandmop.com/hs-fs/hub/7734521/hub_generated/module_assets/1/112847362940/1718029931877/module_accordion.min.css">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script>hsjQuery = window['jQuery'];</script>
    <link rel="canonical" href="https://mapleandmop.com${path}">
    <meta property="og:url" content="https://mapleandmop.com${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta name="twitter:card" content="summary">
    <meta http-equiv="content-language" content="en">
    <meta name="generator" content="HubSpot">
</head>`;

const header = `<div data-global-resource-path="maple-and-mop/templates/partials/header.html"><header class="header">
  <div class="header__container content-wrapper">
    <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo"><a href="https://mapleandmop.com" id="hs-link-site_logo_hs_logo_widget"><img src="https://mapleandmop.com/hs-fs/hubfs/Maple%20and%20Mop/logo-maple-mop.png?width=220&amp;name=logo-maple-mop.png" class="hs-image-widget" alt="Maple &amp; Mop Cleaning" width="220"></a></span></span></div>
    <div class="header__menu"><span id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
      <nav aria-label="Main menu" class="navigation-primary"><ul class="submenu level-1">
        <li class="has-submenu menu-item hs-skip-lang-url-rewrite"><a href="https://mapleandmop.com/services" class="menu-link">Services</a></li>
        <li class="no-submenu menu-item hs-skip-lang-url-rewrite"><a href="https://mapleandmop.com/locations" class="menu-link">Locations</a></li>
        <li class="no-submenu menu-item hs-skip-lang-url-rewrite"><a href="https://mapleandmop.com/about" class="menu-link">About</a></li>
        <li class="no-submenu menu-item hs-skip-lang-url-rewrite"><a href="https://mapleandmop.com/partners" class="menu-link">Partners</a></li>
        <li class="no-submenu menu-item hs-skip-lang-url-rewrite"><a href="https://mapleandmopfranchise.com/" class="menu-link">Own a Franchise</a></li>
      </ul></nav></span></div>
    <div class="header__button"><a class="button" href="https://mapleandmop.com/book">Get a free quote</a></div>
  </div>
</header></div>`;

const footer = `<div data-global-resource-path="maple-and-mop/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="row-fluid">
      <div class="span4"><p><strong>Maple &amp; Mop Cleaning Co.</strong><br>4100 N High St, Suite 210<br>Columbus, OH 43214<br>(614) 555-0182</p></div>
      <div class="span4"><ul class="footer-links">
        <li><a href="https://mapleandmop.com/about">About us</a></li>
        <li><a href="https://mapleandmop.com/partners">Our partners</a></li>
        <li><a href="https://mapleandmop.applytojob.com/apply">Careers</a></li>
        <li><a href="https://mapleandmopfranchise.com/">Franchise opportunities</a></li>
        <li><a href="https://mapleandmop.com/privacy-policy">Privacy policy</a></li>
      </ul></div>
      <div class="span4"><div class="social-links">
        <a class="social-links__link" href="https://www.facebook.com/mapleandmop" aria-label="Facebook">Facebook</a>
        <a class="social-links__link" href="https://www.instagram.com/mapleandmop" aria-label="Instagram">Instagram</a>
        <a class="social-links__link" href="https://nextdoor.com/pages/maple-mop-cleaning-columbus-oh/" aria-label="Nextdoor">Nextdoor</a>
      </div>
      <p><a href="https://www.bbb.org/us/oh/columbus/profile/house-cleaning/maple-mop-cleaning-co-0302-70123456"><img src="https://mapleandmop.com/hubfs/Maple%20and%20Mop/bbb-accredited.png" alt="BBB Accredited Business A+" width="120"></a></p></div>
    </div>
    <p class="footer__copyright">© 2024 Maple &amp; Mop Franchising LLC. Each Maple &amp; Mop location is independently owned and operated.</p>
  </div>
</footer></div>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript" id="hs-analytics" src="//js.hs-analytics.net/analytics/1718030400000/7734521.js"></script>
<!-- End of HubSpot Analytics Code -->
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/7734521.js"></script>
<!-- End of HubSpot Embed Code -->
</body></html>`;

const doc = (
  title: string,
  description: string,
  path: string,
  pageClass: string,
  content: string,
): string => `${head(title, description, path)}
<body>
<div class="body-wrapper hs-content-id-48291734511 hs-site-page page ${pageClass}">
${header}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--${pageClass}">
${content}
</div>
</main>
${footer}`;

const home = doc(
  'Maple & Mop Cleaning | Residential & Move-Out Cleaning',
  'Eco-friendly house cleaning, deep cleaning and move-in/move-out cleaning from a local Maple & Mop team. 38 locations in 9 states.',
  '/',
  'home',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget">
    <div id="hs_cos_wrapper_widget_1687290011" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
      <section class="hero"><h1>A cleaner home, without the harsh chemicals</h1><p>Background-checked, insured cleaners. Plant-based products. 24-hour re-clean guarantee.</p><a class="button" href="https://mapleandmop.com/book">Book your cleaning</a></section>
    </div>
  </div></div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
  <div class="row-fluid">
    <div class="span4 widget-span"><h3>Recurring cleaning</h3><p>Weekly, bi-weekly or monthly visits from the same team.</p></div>
    <div class="span4 widget-span"><h3>Move-in / move-out</h3><p>Landlord-ready cleaning for renters, sellers and property managers.</p></div>
    <div class="span4 widget-span"><h3>Office cleaning</h3><p>After-hours cleaning for small offices and clinics.</p></div>
  </div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span">
    <h2>Trusted by local businesses</h2>
    <div class="logo-strip">
      <img src="https://mapleandmop.com/hubfs/clients/clintonville-dental.png" alt="Clintonville Dental">
      <img src="https://mapleandmop.com/hubfs/clients/short-north-yoga.png" alt="Short North Yoga">
      <img src="https://mapleandmop.com/hubfs/clients/german-village-realty.png" alt="German Village Realty">
    </div>
    <p class="as-seen">As seen on <a href="https://www.nbc4i.com/news/local-news/columbus/green-cleaning-franchise-grows/">NBC4 Columbus</a></p>
  </div></div>
</div>`,
);

const partners = doc(
  'Our Partners | Maple & Mop Cleaning',
  'The referral, technology, product and financing partners behind Maple & Mop.',
  '/partners',
  'partners',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span">
    <span id="hs_cos_wrapper_widget_1690112233" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">
      <h1>Our Partners</h1>
      <p>Great cleaning takes more than elbow grease. These are the companies we team up with to bring you a better clean.</p>
    </span>
  </div></div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span widget-type-custom_widget">
    <div id="hs_cos_wrapper_widget_1690112301" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
      <div class="accordion">
        <div class="accordion__item">
          <button class="accordion__toggle" aria-expanded="true" aria-controls="acc-referral">Referral Partners</button>
          <div class="accordion__panel" id="acc-referral">
            <p>Realtors, relocation companies and property managers who refer their clients to us for move-in and move-out cleaning:</p>
            <ul>
              <li><a href="https://www.homekeyrealty.com/" rel="noopener" target="_blank">HomeKey Realty</a> – Columbus and Dayton</li>
              <li><a href="https://nestmove.com/" rel="noopener" target="_blank">NestMove Relocation</a> – corporate relocation in the Midwest</li>
              <li><a href="https://www.summitpm-oh.com/" rel="noopener" target="_blank">Summit Property Management</a> – 2,400 rental units in central Ohio</li>
            </ul>
          </div>
        </div>
        <div class="accordion__item">
          <button class="accordion__toggle" aria-expanded="false" aria-controls="acc-tech">Technology Partners</button>
          <div class="accordion__panel" id="acc-tech" hidden>
            <p>Online booking, scheduling and team routing run on <a href="https://bookright.io/" rel="noopener" target="_blank">BookRight</a>; our cleaners clock in with <a href="https://www.shiftpunch.com/" rel="noopener" target="_blank">ShiftPunch</a>.</p>
          </div>
        </div>
        <div class="accordion__item">
          <button class="accordion__toggle" aria-expanded="false" aria-controls="acc-product">Product Partners</button>
          <div class="accordion__panel" id="acc-product" hidden>
            <p>Every Maple &amp; Mop team uses plant-based cleaning concentrates from our product partner <a href="https://www.greenleafsolutions.com/" rel="noopener" target="_blank">GreenLeaf Solutions</a> and HEPA vacuums from <a href="https://vortexvac.com/" rel="noopener" target="_blank">Vortex Vacuum Co.</a></p>
          </div>
        </div>
        <div class="accordion__item">
          <button class="accordion__toggle" aria-expanded="false" aria-controls="acc-finance">Franchise Financing Partners</button>
          <div class="accordion__panel" id="acc-finance" hidden>
            <p>Thinking about opening a location? Our financing partner <a href="https://www.franfundcapital.com/" rel="noopener" target="_blank">FranFund Capital</a> offers SBA-backed loans to qualified franchisees.</p>
          </div>
        </div>
      </div>
    </div>
  </div></div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span">
    <h2>Community Sponsorships</h2>
    <p>We are proud to sponsor the <a href="https://www.columbusmarathon.com/">Columbus Marathon</a> water station at mile 9 and the <a href="https://www.clintonvillefarmersmarket.org/">Clintonville Farmers' Market</a>.</p>
    <p>Interested in partnering with us? <a href="https://mapleandmop.com/contact?topic=partnership">Get in touch</a>.</p>
  </div></div>
</div>`,
);

const about = doc(
  'About Maple & Mop | Our Story',
  'Founded in Columbus, Ohio in 2014, Maple & Mop now has 38 independently owned locations.',
  '/about',
  'about',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span">
    <h1>Our story</h1>
    <p>Maple &amp; Mop started in 2014 with one van, two cleaners and a promise: no harsh chemicals, ever. We began franchising in 2018 and today 38 independently owned locations serve families in nine states.</p>
    <h2>Recognition</h2>
    <ul>
      <li>Ranked #312 in the <a href="https://www.entrepreneur.com/franchises/mapleandmop/342118">Entrepreneur Franchise 500</a> (2024)</li>
      <li>A+ rating with the <a href="https://www.bbb.org/us/oh/columbus/profile/house-cleaning/maple-mop-cleaning-co-0302-70123456">Better Business Bureau</a></li>
      <li>Member of the <a href="https://www.franchise.org/">International Franchise Association</a></li>
    </ul>
    <p>Read what customers say on <a href="https://www.google.com/maps/place/Maple+%26+Mop+Cleaning">Google</a>.</p>
  </div></div>
</div>`,
);

const locations = doc(
  'Locations | Maple & Mop Cleaning',
  'Find your local Maple & Mop team.',
  '/locations',
  'locations',
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
  <div class="row-fluid"><div class="span12 widget-span">
    <h1>Find your local team</h1>
    <div class="location-list">
      <h3>Ohio</h3>
      <ul><li><a href="https://mapleandmop.com/locations/columbus-north">Columbus North</a></li><li><a href="https://mapleandmop.com/locations/columbus-south">Columbus South</a></li><li><a href="https://mapleandmop.com/locations/dayton">Dayton</a></li><li><a href="https://mapleandmop.com/locations/cincinnati">Cincinnati</a></li></ul>
      <h3>Indiana</h3>
      <ul><li><a href="https://mapleandmop.com/locations/indianapolis">Indianapolis</a></li><li><a href="https://mapleandmop.com/locations/carmel">Carmel</a></li></ul>
      <h3>Kentucky</h3>
      <ul><li><a href="https://mapleandmop.com/locations/louisville">Louisville</a></li><li><a href="https://mapleandmop.com/locations/lexington">Lexington</a></li></ul>
    </div>
    <p>Don’t see your city? <a href="https://mapleandmopfranchise.com/available-territories">Open a Maple &amp; Mop in your area</a>.</p>
  </div></div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'mapleandmop.com',
  otherDomains: ['mapleandmopfranchise.com'],
  covers:
    'US cleaning-services franchise on HubSpot CMS (Cloudflare, HubSpot analytics/embed, hsstatic jQuery): partners page as an accordion separating referral partners (list), technology partners (prose), product partners and a financing partner (prose); negatives: community sponsorships on the same page, client logos without links, TV press mention, BBB, IFA membership, Franchise 500 ranking, review link, applicant-tracking careers link, Nextdoor/social links, own franchise-recruiting domain',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/about': { headers, html: about },
    '/locations': { headers, html: locations },
  },
  sitemap: ['/', '/locations', '/about', '/partners'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'cloudflare', 'jquery', 'open-graph'],
  partners: {
    'homekeyrealty.com': 'channel',
    'nestmove.com': 'channel',
    'summitpm-oh.com': 'channel',
    'bookright.io': 'technology',
    'shiftpunch.com': 'technology',
    'greenleafsolutions.com': 'generic',
    'vortexvac.com': 'generic',
    'franfundcapital.com': 'generic',
  },
};
