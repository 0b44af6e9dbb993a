import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <script async src="https://www.googletagmanager.com/gtm.js?id=GTM-W8KZ3TP"></script>
    <meta name="description" content="${desc}" />
    <link rel="canonical" href="https://www.coastline-logistics.com.au${path}" />
    <meta property="og:site_name" content="Coastline Logistics" />
    <meta property="og:title" content="${title}" />
    <meta property="og:url" content="https://www.coastline-logistics.com.au${path}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/coastline/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk2b8nQ4vR1mT7yP0aZcL3sD5fG6hJ9kW2eR4tY6uI8.css?delta=0&amp;language=en&amp;theme=coastline&amp;include=eJxVjEEKgDAMBD9U6JNK2i5YaJqQRsHfK4jgZ" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_mN3bV5cX7zL9kJ1hG3fD5sA7pO9iU1yT3rE5wQ7eR9t.css?delta=1&amp;language=en&amp;theme=coastline" />
  </head>
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header role="banner" class="site-header">
        <div class="region region-header">
          <a href="/" rel="home" class="site-logo"><img src="/themes/custom/coastline/logo.svg" alt="Home" /></a>
        </div>
        <nav role="navigation" aria-labelledby="block-coastline-main-menu-menu" id="block-coastline-main-menu">
          <h2 class="visually-hidden" id="block-coastline-main-menu-menu">Main navigation</h2>
          <ul class="menu menu--main">
            <li class="menu-item"><a href="/services/ecommerce-fulfilment">eCommerce fulfilment</a></li>
            <li class="menu-item"><a href="/services/warehousing">Warehousing</a></li>
            <li class="menu-item"><a href="/services/freight">Freight</a></li>
            <li class="menu-item"><a href="/case-studies">Case studies</a></li>
            <li class="menu-item"><a href="/partners">Partners</a></li>
            <li class="menu-item"><a href="/about">About</a></li>
            <li class="menu-item"><a href="/contact">Contact</a></li>
          </ul>
        </nav>
      </header>
      <main role="main"><a id="main-content" tabindex="-1"></a>
`;

const footer = `
      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="region region-footer">
          <div class="block block-block-content">
            <p><strong>Coastline Logistics Pty Ltd</strong> · ABN 41 612 334 908</p>
            <p>Melbourne DC: 45 Pound Road West, Dandenong South VIC 3175 · Brisbane DC: 12 Bluestone Circuit, Seventeen Mile Rocks QLD 4073</p>
            <p>1300 262 784 · <a href="mailto:hello@coastline-logistics.com.au">hello@coastline-logistics.com.au</a></p>
          </div>
          <div class="block block-block-content">
            <p>ISO 9001:2015 certified · Member of the <a href="https://www.austlogistics.com.au/">Australian Logistics Council</a></p>
            <p><a href="https://www.seek.com.au/Coastline-Logistics-jobs/at-this-company">Careers on SEEK</a> · <a href="https://www.linkedin.com/company/coastline-logistics-au">LinkedIn</a> · <a href="https://www.instagram.com/coastlinelogistics">Instagram</a></p>
            <p>Coastline Logistics acknowledges the Traditional Owners of the lands on which we work.</p>
          </div>
        </div>
      </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","isFront":true,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","gtm":{"tagId":null,"settings":{"data_layer":"dataLayer","include_environment":false},"tagIds":["GTM-W8KZ3TP"]},"user":{"uid":0,"permissionsHash":"9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0"}}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.4"></script>
    <script src="/core/misc/drupal.js?v=10.2.4"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.4"></script>
    <script type="text/javascript" id="hs-script-loader" async defer src="//js-ap1.hs-scripts.com/44012345.js"></script>
  </body>
</html>`;

const home = `${head('Coastline Logistics | eCommerce fulfilment & 3PL warehousing in Melbourne and Brisbane', '/', 'Pick, pack and dispatch for growing Australian brands. Same-day dispatch, live stock levels, nationwide delivery.')}
<section class="hero"><h1>Fulfilment that keeps up with your brand</h1><p>Same-day dispatch on orders received before 2pm, from warehouses in Melbourne and Brisbane.</p><a class="button" href="/contact">Get a quote</a></section>
<section class="stats"><ul><li><strong>1.8M</strong> orders shipped in 2023</li><li><strong>99.7%</strong> pick accuracy</li><li><strong>32,000 m²</strong> of racked storage</li></ul></section>
<section class="brands"><h2>Trusted by 140+ Australian brands</h2>
  <div class="logo-strip">
    <img src="/sites/default/files/2023-11/brand-saltwater-swim.png" alt="Saltwater Swim Co." />
    <img src="/sites/default/files/2023-11/brand-hearth-and-grain.png" alt="Hearth &amp; Grain" />
    <img src="/sites/default/files/2023-11/brand-koala-kids.png" alt="Koala Kids Outdoor" />
    <img src="/sites/default/files/2023-11/brand-bondi-botanics.png" alt="Bondi Botanics" />
  </div>
</section>
<section class="award"><p>Winner – 3PL of the Year, <a href="https://www.ecommerceawards.com.au/winners-2023">Australian eCommerce Awards 2023</a></p></section>
<section class="cta"><p>Connect your store in minutes – see our <a href="/partners">integration and carrier partners</a>.</p></section>
${footer}`;

const item = (name: string, url: string, text: string) => `<li><a href="${url}">${name}</a> – ${text}</li>`;

const partners = `${head('Partners | Coastline Logistics', '/partners', 'Our platform integrations, carrier partners and agency referral partners.')}
<div class="layout-content">
  <h1 class="page-title">Our partners</h1>
  <div class="field field--name-body">
    <p>We work with a small group of partners so that our clients get one connected operation – from the online checkout to the customer's front door.</p>
  </div>
  <div class="paragraph paragraph--type--accordion">
    <details class="accordion-item" open>
      <summary>Platform integrations</summary>
      <div class="accordion-body">
        <p>Native integrations sync orders, stock and tracking numbers every five minutes.</p>
        <ul>
          ${item('Shopify', 'https://www.shopify.com/', 'official Shopify fulfilment app')}
          ${item('WooCommerce', 'https://woocommerce.com/', 'plugin for WordPress stores')}
          ${item('Maropost Commerce Cloud', 'https://www.maropost.com/', 'direct API connection')}
          ${item('Stocklane', 'https://www.stocklane.io/', 'our warehouse management system partner')}
        </ul>
      </div>
    </details>
    <details class="accordion-item">
      <summary>Carrier partners</summary>
      <div class="accordion-body">
        <p>We negotiate rates with our carrier partners on behalf of every client.</p>
        <ul>
          ${item('Australia Post', 'https://auspost.com.au/business', 'parcels and Express Post nationwide')}
          ${item('Redgum Freight', 'https://www.redgum-freight.com.au/', 'pallet and linehaul between VIC, NSW and QLD')}
          ${item('Tasman Linehaul', 'https://tasmanlinehaul.com.au/', 'Bass Strait freight to Tasmania')}
        </ul>
      </div>
    </details>
    <details class="accordion-item">
      <summary>Agency referral partners</summary>
      <div class="accordion-body">
        <p>These eCommerce agencies build and grow online stores and refer their clients to us for fulfilment.</p>
        <ul>
          ${item('Pixelbay Digital', 'https://www.pixelbaydigital.com.au/', 'Shopify Plus agency, Melbourne')}
          ${item('Growthhouse', 'https://growthhouse.agency/', 'performance marketing, Brisbane')}
        </ul>
      </div>
    </details>
  </div>
</div>
${footer}`;

const cases = `${head('Case studies | Coastline Logistics', '/case-studies', 'How Australian brands scale with Coastline.')}
<div class="layout-content">
  <h1 class="page-title">Case studies</h1>
  <article class="node--type-case-study"><h2>Saltwater Swim Co.: from garage to 20,000 orders a month</h2><p><a href="https://www.saltwaterswim.com.au/">Saltwater Swim Co.</a> moved its fulfilment to our Dandenong DC in 2022 and cut delivery times to Sydney by a day.</p></article>
  <article class="node--type-case-study"><h2>Bondi Botanics: Black Friday without the backlog</h2><p>Dispatching 9,400 orders in 48 hours for <a href="https://bondibotanics.com/">Bondi Botanics</a>.</p></article>
</div>
${footer}`;

const about = `${head('About us | Coastline Logistics', '/about', 'Founded in Melbourne in 2015.')}
<div class="layout-content">
  <h1 class="page-title">About Coastline</h1>
  <p>Coastline was founded in 2015 by two former retail operations managers who were tired of 3PLs that treated small brands as an afterthought. Today we employ 210 people across Melbourne and Brisbane.</p>
  <h2>Community</h2>
  <p>Every year we sponsor the <a href="https://www.dandenongrunfest.org.au/">Dandenong Run Festival</a> and donate warehouse space to <a href="https://www.foodbank.org.au/">Foodbank</a> during the winter appeal.</p>
</div>
${footer}`;

const contact = `${head('Contact | Coastline Logistics', '/contact', 'Request a fulfilment quote.')}
<div class="layout-content">
  <h1 class="page-title">Get a quote</h1>
  <form class="webform-submission-form" action="/contact" method="post" id="webform-submission-quote-add-form"><input type="text" name="company" placeholder="Company" /><input type="email" name="email" placeholder="Email" /><input type="number" name="orders_per_month" placeholder="Orders per month" /><input type="submit" value="Send" class="button js-form-submit" /></form>
</div>
${footer}`;

const h = {
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'content-type': 'text/html; charset=UTF-8',
};

export const site: CorpusSite = {
  domain: 'coastline-logistics.com.au',
  covers:
    'Australian 3PL / eCommerce fulfilment, English, Drupal 10 + GTM + HubSpot tracking; partners in <details> accordion: platform integrations (technology), carriers (generic), agency referral partners (channel); negatives: brand logos and case-study customers linked, award, ALC membership, sponsorship/charity, SEEK jobs, social',
  pages: {
    '/': { headers: h, html: home },
    '/partners': { headers: h, html: partners },
    '/case-studies': { headers: h, html: cases },
    '/about': { headers: h, html: about },
    '/contact': { headers: h, html: contact },
  },
  technologies: ['drupal', 'php', 'jquery', 'google-tag-manager', 'hubspot', 'open-graph', 'nginx', 'australia-post'],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'maropost.com': 'technology',
    'stocklane.io': 'technology',
    'auspost.com.au': 'generic',
    'redgum-freight.com.au': 'generic',
    'tasmanlinehaul.com.au': 'generic',
    'pixelbaydigital.com.au': 'channel',
    'growthhouse.agency': 'channel',
  },
};
