import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, path: string, body: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Premium Emirati dates from the Liwa oasis: Khalas, Medjool, Sukkari and date gift boxes." />
    <link rel="canonical" href="https://www.alwahadates.ae${path}" />
    <meta property="og:site_name" content="Al Waha Dates" />
    <meta property="og:title" content="${title}" />
    <meta property="og:url" content="https://www.alwahadates.ae${path}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="alternate" hreflang="en" href="https://www.alwahadates.ae${path}" />
    <link rel="alternate" hreflang="ar" href="https://www.alwahadates.ae/ar${path}" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3l9fK2mT8vB1nR4pY7wZ0aC5dE6gH.css?delta=0&amp;language=en&amp;theme=alwaha&amp;include=eJxLzi" />
    <link rel="stylesheet" media="all" href="/themes/custom/alwaha/dist/css/main.css?sbk2q1" />
    <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b" charset="UTF-8"></script>
    <script async src="https://www.googletagmanager.com/gtm.js?id=GTM-N4WQ8ZP"></script>
  </head>
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header role="banner" class="site-header">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/alwaha/logo.svg" alt="Al Waha Dates" /></a>
        <nav role="navigation" aria-labelledby="block-alwaha-main-menu-menu" id="block-alwaha-main-menu">
          <ul class="menu menu--main">
            <li class="menu-item"><a href="/our-dates" data-drupal-link-system-path="node/4">Our Dates</a></li>
            <li class="menu-item"><a href="/distributors" data-drupal-link-system-path="node/9">Distributors</a></li>
            <li class="menu-item"><a href="/about-us" data-drupal-link-system-path="node/2">About Us</a></li>
            <li class="menu-item"><a href="/contact" data-drupal-link-system-path="node/3">Contact</a></li>
            <li class="menu-item"><a href="/ar${path}" hreflang="ar">العربية</a></li>
          </ul>
        </nav>
      </header>
      <main role="main"><a id="main-content" tabindex="-1"></a>
        <div class="region region-content">
${body}
        </div>
      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="footer-apps">
          <p>Order gift boxes on the go</p>
          <a href="https://apps.apple.com/ae/app/al-waha-dates/id1588204417"><img src="/themes/custom/alwaha/img/app-store.svg" alt="Download on the App Store" /></a>
          <a href="https://play.google.com/store/apps/details?id=ae.alwahadates.app"><img src="/themes/custom/alwaha/img/google-play.svg" alt="Get it on Google Play" /></a>
        </div>
        <div class="footer-social">
          <a href="https://www.instagram.com/alwahadates/">Instagram</a>
          <a href="https://www.linkedin.com/company/al-waha-dates/">LinkedIn</a>
        </div>
        <p>Al Waha Dates Factory LLC · Industrial Area, Liwa, Abu Dhabi, UAE · <a href="mailto:info@alwahadates.ae">info@alwahadates.ae</a></p>
        <p>© 2024 Al Waha Dates. All rights reserved.</p>
      </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/9","currentLanguage":"en"},"pluralDelimiter":"\\u0003"}</script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.5"></script>
    <script src="/themes/custom/alwaha/dist/js/accordion.js?sbk2q1"></script>
  </body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'cache-control': 'max-age=3600, public',
};

const item = (country: string, inner: string): string => `<div class="accordion__item">
            <button class="accordion__trigger" aria-expanded="false">${country}</button>
            <div class="accordion__panel" hidden>
              ${inner}
            </div>
          </div>`;

export const site: CorpusSite = {
  domain: 'alwahadates.ae',
  covers:
    'UAE premium dates producer (English, Arabic alternate), Drupal 10 with OneTrust and GTM; distributors by country in an accordion, retail partners list, a traceability technology partner on the about page; negatives: Gulfood exhibition, halal/ISO certifications, Ramadan event sponsorship, investor, app-store links, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Al Waha Dates | Premium Dates from Liwa',
        '/',
        `<article class="node node--type-page">
            <section class="hero"><h1>From the Liwa oasis to your majlis</h1><p>Hand-picked Khalas, Medjool and Sukkari dates, graded and packed at our farm in Liwa since 1998.</p><a class="btn" href="/distributors">Where to buy</a></section>
            <section class="highlights">
              <h2>Meet us at Gulfood 2024</h2>
              <p>Visit us at <a href="https://www.gulfood.com/" target="_blank">Gulfood</a>, Dubai World Trade Centre, Hall 5, stand C5-22.</p>
              <h2>Quality you can trust</h2>
              <p>Our factory is ISO 22000 and Halal certified by the <a href="https://www.moiat.gov.ae/" target="_blank">Ministry of Industry and Advanced Technology</a>.</p>
              <h2>Ramadan Nights</h2>
              <p>Al Waha is the official sponsor of <a href="https://www.ramadannights-abudhabi.ae/" target="_blank">Ramadan Nights Abu Dhabi</a>.</p>
            </section>
          </article>`,
      ),
    },
    '/distributors': {
      headers,
      html: page(
        'Distributors | Al Waha Dates',
        '/distributors',
        `<article class="node node--type-page">
            <h1 class="page-title">Our distributors &amp; retail partners</h1>
            <div class="field field--name-body"><p>Al Waha dates are exported to 14 countries. Select your country to find our authorised distributor.</p></div>
            <div class="paragraph paragraph--type--accordion accordion">
          ${item('Saudi Arabia', '<p><a href="https://www.najdfoods.sa/" target="_blank">Najd Foods Trading Co.</a> – Riyadh, Jeddah, Dammam</p>')}
          ${item('Kuwait', '<p><a href="https://www.alsafwa-kw.com/" target="_blank">Al Safwa General Trading</a></p>')}
          ${item('Oman', '<p><a href="https://www.muscatfoodstuff.om/" target="_blank">Muscat Foodstuff LLC</a></p>')}
          ${item('United Kingdom', '<p><a href="https://www.orientalfinefoods.co.uk/" target="_blank">Oriental Fine Foods Ltd</a> – nationwide wholesale</p>')}
          ${item('Germany', '<p><a href="https://www.dattelhaus.de/" target="_blank">Dattelhaus Import GmbH</a></p>')}
          ${item('Malaysia &amp; Indonesia', '<p><a href="https://www.kurmaemas.com.my/" target="_blank">Kurma Emas Sdn Bhd</a></p>')}
          ${item('Pakistan', '<p>Distributor appointment in progress – contact <a href="mailto:export@alwahadates.ae">export@alwahadates.ae</a></p>')}
            </div>
            <h2>Retail partners in the UAE</h2>
            <ul class="retail-partners">
              <li><a href="https://www.oasismart.ae/brands/al-waha" target="_blank"><img src="/sites/default/files/2023-11/oasismart.png" alt="Oasis Mart" /></a></li>
              <li><a href="https://www.majlisgourmet.ae/" target="_blank"><img src="/sites/default/files/2023-11/majlis-gourmet.png" alt="Majlis Gourmet" /></a></li>
              <li><a href="https://www.noon.com/uae-en/al-waha-dates/" target="_blank"><img src="/sites/default/files/2023-11/noon.png" alt="noon" /></a></li>
            </ul>
          </article>`,
      ),
    },
    '/about-us': {
      headers,
      html: page(
        'About Us | Al Waha Dates',
        '/about-us',
        `<article class="node node--type-page">
            <h1 class="page-title">About Al Waha</h1>
            <div class="field field--name-body">
              <p>Founded in 1998 by the Al Mansouri family, Al Waha farms 2,300 hectares of palms in the Liwa oasis and employs over 400 people during harvest season.</p>
              <p>In 2022 <a href="https://www.gulfgrowthcapital.ae/portfolio" target="_blank">Gulf Growth Capital</a> acquired a minority stake to fund our new packing plant.</p>
              <h2>Technology partner</h2>
              <p>Every gift box carries a QR code that traces its dates back to the palm grove. This farm-to-box traceability is delivered with our technology partner <a href="https://www.provenancetech.io/" target="_blank">ProvenanceTech</a>, whose platform is integrated with our ERP, <a href="https://www.sap.com/" target="_blank">SAP Business One</a>.</p>
              <h2>Careers</h2>
              <p>Open positions are posted on <a href="https://www.bayt.com/en/company/al-waha-dates-1234567/" target="_blank">Bayt.com</a>.</p>
            </div>
          </article>`,
      ),
    },
  },
  sitemap: ['/', '/our-dates', '/distributors', '/about-us', '/contact'],
  technologies: ['drupal', 'google-tag-manager', 'nginx', 'onetrust', 'open-graph', 'php'],
  partners: {
    'najdfoods.sa': 'channel',
    'alsafwa-kw.com': 'channel',
    'muscatfoodstuff.om': 'channel',
    'orientalfinefoods.co.uk': 'channel',
    'dattelhaus.de': 'channel',
    'kurmaemas.com.my': 'channel',
    'oasismart.ae': 'channel',
    'majlisgourmet.ae': 'channel',
    'noon.com': 'channel',
    'provenancetech.io': 'technology',
  },
};
