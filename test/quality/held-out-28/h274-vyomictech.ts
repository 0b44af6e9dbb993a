import type { CorpusSite } from '../corpus/types.js';

// Vyomic Technologies: Bengaluru-headquartered, NSE/BSE-listed IT services firm. Drupal 10 on Apache with the
// google_tag module and a Zoho SalesIQ chat widget. Alliances are grouped by tier (Platinum/Gold/Silver) with
// in-country go-to-market partners below; academic and CSR partners have their own page.

const V = '10.2.6';

const drupalHeaders = (): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-generator': `Drupal 10 (https://www.drupal.org)`,
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=1800, public',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'en',
});

const head = (title: string, description: string, path: string, nid: number) => `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-VYT4K8N2QP"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-VYT4K8N2QP", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location","allow_ad_personalization_signals":false});</script>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.vyomictech.com${path}" />
<meta property="og:site_name" content="Vyomic Technologies" />
<meta property="og:type" content="article" />
<meta property="og:url" content="https://www.vyomictech.com${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:image" content="https://www.vyomictech.com/sites/default/files/2024-06/vyomic-og-1200x630.jpg" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:site" content="@VyomicTech" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Corporation","@id":"https://www.vyomictech.com/#organization","name":"Vyomic Technologies Limited","url":"https://www.vyomictech.com/","tickerSymbol":"NSE: VYOMIC","logo":{"@type":"ImageObject","url":"https://www.vyomictech.com/themes/custom/vyomic/logo.svg"},"address":{"@type":"PostalAddress","streetAddress":"Vyomic Tech Park, Outer Ring Road, Bellandur","addressLocality":"Bengaluru","addressRegion":"Karnataka","postalCode":"560103","addressCountry":"IN"},"sameAs":["https://www.linkedin.com/company/vyomic-technologies","https://x.com/VyomicTech","https://www.youtube.com/@VyomicTechnologies"]}]}</script>
<link rel="icon" href="/themes/custom/vyomic/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="en" href="https://www.vyomictech.com${path}" />
<link rel="shortlink" href="https://www.vyomictech.com/node/${nid}" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qf1kX9vT2bNwLc3pY8mR0sHdJ4aZ6eUo.css?delta=0&amp;language=en&amp;theme=vyomic&amp;include=eJxdjEEKwzAMBD_kVE8y" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_h7Gk2LmP0qWs9Vx3Nc8Br5Tz1Yf6Ej4D.css?delta=1&amp;language=en&amp;theme=vyomic&amp;include=eJxdjEEKwzAMBD_kVE8y" />
<link rel="preconnect" href="https://fonts.googleapis.com" />
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Poppins:wght@400;500;600;700&amp;display=swap" />
  </head>`;

const header = `  <body class="path-node page-node-type-landing-page">
        <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
  <div class="region region-top-bar"><div class="top-bar container"><ul class="top-bar__links"><li><a href="/investors">Investors</a></li><li><a href="/careers">Careers</a></li><li><a href="/contact-us">Contact</a></li><li><a href="https://www.vyomictech.com/india">India</a> | <a href="https://www.vyomictech.com/uk">UK</a> | <a href="https://www.vyomictech.com/us">US</a></li></ul></div></div>
  <header role="banner" class="site-header">
    <div class="region region-header">
<div id="block-vyomic-site-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/vyomic/logo.svg" alt="Vyomic Technologies" fetchpriority="high" width="190" height="44" /></a>
  </div>
<nav role="navigation" aria-labelledby="block-vyomic-main-menu-menu" id="block-vyomic-main-menu" class="block block-menu navigation menu--main">
  <h2 class="visually-hidden" id="block-vyomic-main-menu-menu">Main navigation</h2>
  <ul class="menu menu--level-1">
    <li class="menu-item menu-item--expanded"><span class="menu-link">Services</span>
      <ul class="menu menu--level-2 mega-menu">
        <li class="menu-item"><a href="/services/cloud-transformation" data-drupal-link-system-path="node/112">Cloud Transformation</a></li>
        <li class="menu-item"><a href="/services/data-ai" data-drupal-link-system-path="node/113">Data &amp; AI</a></li>
        <li class="menu-item"><a href="/services/enterprise-applications" data-drupal-link-system-path="node/114">Enterprise Applications (SAP, Salesforce, ServiceNow)</a></li>
        <li class="menu-item"><a href="/services/digital-engineering" data-drupal-link-system-path="node/115">Digital Engineering</a></li>
        <li class="menu-item"><a href="/services/cybersecurity" data-drupal-link-system-path="node/116">Cybersecurity</a></li>
        <li class="menu-item"><a href="/services/intelligent-automation" data-drupal-link-system-path="node/117">Intelligent Automation</a></li>
      </ul></li>
    <li class="menu-item menu-item--expanded"><span class="menu-link">Industries</span>
      <ul class="menu menu--level-2">
        <li class="menu-item"><a href="/industries/banking-financial-services">Banking &amp; Financial Services</a></li>
        <li class="menu-item"><a href="/industries/insurance">Insurance</a></li>
        <li class="menu-item"><a href="/industries/retail-cpg">Retail &amp; CPG</a></li>
        <li class="menu-item"><a href="/industries/healthcare-life-sciences">Healthcare &amp; Life Sciences</a></li>
        <li class="menu-item"><a href="/industries/manufacturing">Manufacturing</a></li>
      </ul></li>
    <li class="menu-item"><a href="/insights">Insights</a></li>
    <li class="menu-item menu-item--expanded"><span class="menu-link">Company</span>
      <ul class="menu menu--level-2">
        <li class="menu-item"><a href="/company/about-us" data-drupal-link-system-path="node/101">About Us</a></li>
        <li class="menu-item"><a href="/company/alliances" data-drupal-link-system-path="node/104">Alliances &amp; Partners</a></li>
        <li class="menu-item"><a href="/company/academic-partnerships" data-drupal-link-system-path="node/105">Academic &amp; Community Partnerships</a></li>
        <li class="menu-item"><a href="/investors" data-drupal-link-system-path="node/106">Investors</a></li>
        <li class="menu-item"><a href="/careers" data-drupal-link-system-path="node/107">Careers</a></li>
      </ul></li>
  </ul>
</nav>
<div class="header-cta"><a href="/contact-us" class="btn btn-primary">Talk to us</a></div>
    </div>
  </header>
    <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="region region-content">
<div data-drupal-messages-fallback class="hidden"></div>`;

const footer = (nid: number) => `    </div>
  </main>
  <footer role="contentinfo" class="site-footer">
    <div class="region region-footer container">
<nav role="navigation" id="block-footer-services" class="block block-menu navigation menu--footer"><h2>Services</h2><ul class="menu"><li><a href="/services/cloud-transformation">Cloud Transformation</a></li><li><a href="/services/data-ai">Data &amp; AI</a></li><li><a href="/services/enterprise-applications">Enterprise Applications</a></li><li><a href="/services/cybersecurity">Cybersecurity</a></li></ul></nav>
<nav role="navigation" id="block-footer-company" class="block block-menu navigation menu--footer"><h2>Company</h2><ul class="menu"><li><a href="/company/about-us">About Us</a></li><li><a href="/company/alliances">Alliances</a></li><li><a href="/company/academic-partnerships">Academic Partnerships</a></li><li><a href="/investors">Investors</a></li><li><a href="/careers">Careers</a></li><li><a href="/contact-us">Contact Us</a></li></ul></nav>
<div id="block-footer-address" class="block block-block-content"><h2>Registered Office</h2><p>Vyomic Technologies Limited<br />Vyomic Tech Park, Outer Ring Road, Bellandur<br />Bengaluru 560103, Karnataka, India<br />CIN: L72200KA2004PLC034512</p><p><a href="mailto:enquiries@vyomictech.com">enquiries@vyomictech.com</a> · <a href="tel:+918041234500">+91 80 4123 4500</a></p></div>
<div id="block-footer-social" class="block block-block-content"><h2>Follow us</h2><ul class="social"><li><a href="https://www.linkedin.com/company/vyomic-technologies" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://x.com/VyomicTech" target="_blank" rel="noopener">X</a></li><li><a href="https://www.youtube.com/@VyomicTechnologies" target="_blank" rel="noopener">YouTube</a></li><li><a href="https://www.instagram.com/lifeatvyomic/" target="_blank" rel="noopener">Instagram</a></li></ul></div>
<div class="footer-bottom"><p>© 2025 Vyomic Technologies Limited. All rights reserved.</p><ul class="menu"><li><a href="/privacy-policy">Privacy Policy</a></li><li><a href="/cookie-policy">Cookie Policy</a></li><li><a href="/terms-of-use">Terms of Use</a></li><li><a href="/sitemap.xml">Sitemap</a></li></ul></div>
    </div>
  </footer>
  <div id="cookie-consent" class="cookie-consent" role="dialog" aria-label="Cookie consent" hidden><p>This website uses cookies to enhance your browsing experience. By clicking "Accept", you consent to our use of cookies as described in our <a href="/cookie-policy">Cookie Policy</a>.</p><button type="button" class="btn btn-primary agree-button">Accept</button><button type="button" class="btn btn-link decline-button">Decline</button></div>
</div>
  </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/${nid}","currentPathIsAdmin":false,"isFront":${nid === 100},"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"gtag":{"tagId":"G-VYT4K8N2QP","consentMode":false,"otherIds":[],"events":[],"additionalConfigInfo":[]},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"3b2e7f0c9a1d4e6b8c5f2a0d7e9b1c3f"}}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=${V}"></script>
<script src="/core/misc/drupal.js?v=${V}"></script>
<script src="/core/misc/drupal.init.js?v=${V}"></script>
<script src="/themes/custom/vyomic/js/vyomic.global.js?sd4k2q"></script>
<script src="/modules/contrib/google_tag/js/gtag.js?sd4k2q"></script>
<script>var $zoho=$zoho || {};$zoho.salesiq = $zoho.salesiq || {widgetcode:"siq7c1f0e2d9b8a", values:{},ready:function(){}};</script>
<script id="zsiqscript" src="https://salesiq.zohopublic.com/widget?wc=siq7c1f0e2d9b8a" defer></script>
  </body>
</html>`;

const page = (title: string, description: string, path: string, nid: number, body: string) =>
  `${head(title, description, path, nid)}\n${header}\n<article data-history-node-id="${nid}" class="node node--type-landing-page node--view-mode-full">\n${body}\n</article>\n${footer(nid)}`;

const para = (id: string, cls: string, inner: string) =>
  `<div class="paragraph paragraph--type--${cls} paragraph--view-mode--default" id="${id}"><div class="container">${inner}</div></div>`;

// ---------------------------------------------------------------- home

const home = page(
  'Vyomic Technologies | Digital Transformation & IT Services',
  'Vyomic Technologies is a global IT services company helping enterprises modernise with cloud, data, AI and enterprise applications.',
  '/',
  100,
  `${para(
    'hero',
    'hero-banner',
    `<div class="hero-banner__content"><h1>Engineering tomorrow's enterprise, today</h1><p>For twenty years, Vyomic has helped banks, insurers, retailers and manufacturers in 23 countries modernise their technology — with 18,000 engineers across India, the UK, the US and the Middle East.</p><a href="/contact-us" class="btn btn-primary">Start a conversation</a> <a href="/services/cloud-transformation" class="btn btn-outline">Explore our services</a></div><div class="hero-banner__media"><img src="/sites/default/files/styles/hero_1920/public/2024-08/hero-engineers.webp?itok=a7Xc2Lq9" alt="Vyomic engineers collaborating in Bengaluru" width="1920" height="860" loading="eager" /></div>`,
  )}
${para(
  'stats',
  'stats',
  `<ul class="stats"><li><strong>18,000+</strong><span>Technologists</span></li><li><strong>23</strong><span>Countries served</span></li><li><strong>410+</strong><span>Active clients</span></li><li><strong>USD 612M</strong><span>FY25 revenue</span></li></ul>`,
)}
${para(
  'services',
  'card-grid',
  `<h2>What we do</h2><div class="card-grid">
<div class="card"><img src="/sites/default/files/2024-08/icon-cloud.svg" alt="" width="48" height="48" /><h3>Cloud Transformation</h3><p>Migration factories, landing zones and FinOps for AWS, Azure and Google Cloud.</p><a href="/services/cloud-transformation">Know more</a></div>
<div class="card"><img src="/sites/default/files/2024-08/icon-data.svg" alt="" width="48" height="48" /><h3>Data &amp; AI</h3><p>Modern data platforms, GenAI copilots and MLOps at enterprise scale.</p><a href="/services/data-ai">Know more</a></div>
<div class="card"><img src="/sites/default/files/2024-08/icon-apps.svg" alt="" width="48" height="48" /><h3>Enterprise Applications</h3><p>SAP S/4HANA, Salesforce and ServiceNow implementation and managed services.</p><a href="/services/enterprise-applications">Know more</a></div>
<div class="card"><img src="/sites/default/files/2024-08/icon-eng.svg" alt="" width="48" height="48" /><h3>Digital Engineering</h3><p>Product engineering, platform modernisation and quality engineering.</p><a href="/services/digital-engineering">Know more</a></div>
<div class="card"><img src="/sites/default/files/2024-08/icon-sec.svg" alt="" width="48" height="48" /><h3>Cybersecurity</h3><p>Zero-trust architecture, managed SOC and identity services.</p><a href="/services/cybersecurity">Know more</a></div>
<div class="card"><img src="/sites/default/files/2024-08/icon-auto.svg" alt="" width="48" height="48" /><h3>Intelligent Automation</h3><p>RPA, process mining and AI agents for operations.</p><a href="/services/intelligent-automation">Know more</a></div>
</div>`,
)}
${para(
  'clients',
  'logo-carousel',
  `<h2>Trusted by industry leaders</h2><p>We are proud to serve leading enterprises across banking, insurance, retail and manufacturing.</p><div class="logo-carousel"><img src="/sites/default/files/2024-05/client-deccan-bank.png" alt="Deccan Commercial Bank" width="160" height="60" loading="lazy" /><img src="/sites/default/files/2024-05/client-sahyadri-insurance.png" alt="Sahyadri General Insurance" width="160" height="60" loading="lazy" /><img src="/sites/default/files/2024-05/client-thames-mutual.png" alt="Thames Mutual" width="160" height="60" loading="lazy" /><img src="/sites/default/files/2024-05/client-gulf-retail.png" alt="Gulf Retail Holdings" width="160" height="60" loading="lazy" /><img src="/sites/default/files/2024-05/client-kaveri-motors.png" alt="Kaveri Motors" width="160" height="60" loading="lazy" /><img src="/sites/default/files/2024-05/client-ohio-valley-health.png" alt="Ohio Valley Health System" width="160" height="60" loading="lazy" /></div>`,
)}
${para(
  'alliances-teaser',
  'text-image',
  `<div class="text-image"><div><h2>Powered by a strong partner ecosystem</h2><p>Our strategic alliances with the world's leading hyperscalers and enterprise software companies give clients access to certified talent, co-investment funds and early product roadmaps.</p><a href="/company/alliances" class="btn btn-outline">View our alliances</a></div><img src="/sites/default/files/2024-08/alliances-collage.webp" alt="Alliance partner logos" width="640" height="420" loading="lazy" /></div>`,
)}
${para(
  'recognition',
  'recognition',
  `<h2>Analyst recognition &amp; awards</h2><ul class="recognition-list"><li><a href="https://www.everestgrp.com/peak-matrix/" target="_blank" rel="noopener">Everest Group PEAK Matrix® 2024 — Major Contender, Cloud Services</a></li><li><a href="https://isg-one.com/research/isg-provider-lens" target="_blank" rel="noopener">ISG Provider Lens™ 2024 — Rising Star, SAP Ecosystem (India)</a></li><li><a href="https://www.greatplacetowork.in/" target="_blank" rel="noopener">Great Place to Work® Certified, 2024–25</a></li></ul>`,
)}
${para(
  'insights',
  'teaser-list',
  `<h2>Latest insights</h2><div class="views-element-container"><div class="view view-insights view-display-id-block_latest"><div class="view-content"><div class="views-row"><a href="/insights">How Indian banks are scaling GenAI copilots responsibly</a><span class="date">12 March 2025</span></div><div class="views-row"><a href="/insights">RISE with SAP: lessons from 14 migrations</a><span class="date">20 February 2025</span></div><div class="views-row"><a href="/insights">FinOps maturity in the mid-market</a><span class="date">6 January 2025</span></div></div></div></div>`,
)}`,
);

// ---------------------------------------------------------------- cloud services page

const cloud = page(
  'Cloud Transformation Services | Vyomic Technologies',
  'Cloud migration, modernisation and managed services across AWS, Microsoft Azure and Google Cloud.',
  '/services/cloud-transformation',
  112,
  `${para('hero', 'page-banner', `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Services</li><li>Cloud Transformation</li></ol></nav><h1>Cloud Transformation</h1><p>Move faster, spend smarter and run securely on the cloud.</p>`)}
${para(
  'intro',
  'text',
  `<div class="field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>Vyomic has migrated more than 9,000 workloads to the cloud for clients in regulated industries. Our Cloud Migration Factory combines automated discovery, pre-approved landing-zone blueprints and a 600-strong team of certified architects to move application estates in waves — with business continuity guaranteed.</p><h2>Our offerings</h2><ul><li><strong>Cloud strategy &amp; assessment:</strong> portfolio analysis, TCO modelling and migration roadmaps.</li><li><strong>Migration factory:</strong> rehost, replatform and refactor at scale using our VyoMigrate accelerators.</li><li><strong>Application modernisation:</strong> containers, Kubernetes, serverless and event-driven architectures.</li><li><strong>Cloud managed services:</strong> 24×7 operations, SRE and FinOps from our Bengaluru and Pune command centres.</li><li><strong>Sovereign and hybrid cloud:</strong> MeitY-empanelled deployments for Indian public sector and BFSI.</li></ul><h2>Hyperscaler partnerships</h2><p>We hold top-tier partnerships with all three major hyperscalers, with more than 4,200 cloud certifications across our teams. See all our <a href="/company/alliances">alliances</a>.</p><h2>Case study: Deccan Commercial Bank</h2><p>We moved 340 applications, including core banking satellite systems, to a hybrid cloud in 14 months, reducing infrastructure cost by 31% and improving release frequency fourfold.</p></div>`,
)}
${para(
  'faq',
  'accordion',
  `<h2>Frequently asked questions</h2><details><summary>Which clouds do you support?</summary><p>AWS, Microsoft Azure, Google Cloud and Oracle Cloud Infrastructure, plus private cloud on VMware and Red Hat OpenShift.</p></details><details><summary>Do you offer fixed-price migrations?</summary><p>Yes. After a four-week assessment we offer outcome-based, fixed-price migration waves.</p></details><details><summary>Can you help with data residency requirements?</summary><p>Our sovereign cloud blueprints meet RBI, SEBI and IRDAI guidelines for data localisation.</p></details>`,
)}
${para('cta', 'cta', `<h2>Plan your cloud journey</h2><p>Speak to a cloud architect about a complimentary migration readiness assessment.</p><a href="/contact-us" class="btn btn-primary">Talk to us</a>`)}`,
);

// ---------------------------------------------------------------- alliances (tiers)

type Alliance = { name: string; url: string; logo: string; level: string; text: string };
const tiers: [string, string, Alliance[]][] = [
  [
    'platinum',
    'Platinum — Strategic Alliances',
    [
      {
        name: 'Amazon Web Services',
        url: 'https://aws.amazon.com/partners/',
        logo: 'aws',
        level: 'AWS Premier Tier Services Partner',
        text: 'Migration, Financial Services and Data &amp; Analytics Competencies; 1,900+ AWS certifications.',
      },
      {
        name: 'Microsoft',
        url: 'https://partner.microsoft.com/en-in/',
        logo: 'microsoft',
        level: 'Microsoft Solutions Partner — all six designations',
        text: 'Azure Expert MSP and specialisations in SAP on Azure, Kubernetes and Analytics.',
      },
      {
        name: 'Google Cloud',
        url: 'https://cloud.google.com/partners',
        logo: 'google-cloud',
        level: 'Google Cloud Premier Partner',
        text: 'Specialisations in Data Analytics, Infrastructure and Generative AI.',
      },
    ],
  ],
  [
    'gold',
    'Gold — Enterprise Platform Alliances',
    [
      {
        name: 'SAP',
        url: 'https://www.sap.com/india/partners.html',
        logo: 'sap',
        level: 'SAP Gold Partner',
        text: 'RISE with SAP and S/4HANA migration partner with 42 go-lives.',
      },
      {
        name: 'Salesforce',
        url: 'https://www.salesforce.com/in/',
        logo: 'salesforce',
        level: 'Salesforce Summit (Crest) Consulting Partner',
        text: 'Financial Services Cloud, Data Cloud and MuleSoft expertise.',
      },
      {
        name: 'ServiceNow',
        url: 'https://www.servicenow.com/partners.html',
        logo: 'servicenow',
        level: 'ServiceNow Elite Partner',
        text: 'ITSM, HRSD and SecOps implementations and managed services.',
      },
      {
        name: 'Snowflake',
        url: 'https://www.snowflake.com/en/partners/',
        logo: 'snowflake',
        level: 'Snowflake Elite Services Partner',
        text: 'Data cloud migrations and Snowpark-based AI solutions.',
      },
    ],
  ],
  [
    'silver',
    'Silver — Technology Alliances',
    [
      {
        name: 'UiPath',
        url: 'https://www.uipath.com/partners',
        logo: 'uipath',
        level: 'UiPath Gold Partner',
        text: 'Agentic automation and process mining CoE.',
      },
      {
        name: 'Databricks',
        url: 'https://www.databricks.com/company/partners',
        logo: 'databricks',
        level: 'Databricks Consulting Partner',
        text: 'Lakehouse migrations and Unity Catalog governance.',
      },
      {
        name: 'MongoDB',
        url: 'https://www.mongodb.com/partners',
        logo: 'mongodb',
        level: 'MongoDB Systems Integrator',
        text: 'Legacy RDBMS to Atlas modernisation.',
      },
      {
        name: 'Red Hat',
        url: 'https://www.redhat.com/en/partners',
        logo: 'redhat',
        level: 'Red Hat Premier Business Partner',
        text: 'OpenShift platforms and Ansible automation.',
      },
    ],
  ],
];

const gtm: [string, string, string, string][] = [
  [
    'Desert Falcon IT Solutions',
    'https://www.desertfalconit.com.sa/',
    'Riyadh, Saudi Arabia',
    'Reseller and local implementation partner for KSA public sector and banking.',
  ],
  ['Kilimanjaro Digital', 'https://kilimanjarodigital.co.ke/', 'Nairobi, Kenya', 'Go-to-market and delivery partner for East Africa.'],
  ['Merlion Tech Partners', 'https://www.merliontech.sg/', 'Singapore', 'Referral and delivery partner for South-East Asia.'],
];

const alliances = page(
  'Alliances & Partners | Vyomic Technologies',
  'Vyomic Technologies alliance partners: AWS, Microsoft, Google Cloud, SAP, Salesforce, ServiceNow, Snowflake and more.',
  '/company/alliances',
  104,
  `${para('hero', 'page-banner', `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Company</li><li>Alliances</li></ol></nav><h1>Alliances &amp; Partners</h1><p>We partner with the world's leading technology companies to deliver certified, outcome-driven solutions for our clients.</p>`)}
${para(
  'intro',
  'text',
  `<p>Our alliance ecosystem is organised into three tiers based on joint investment, certified talent and go-to-market commitment. Each alliance has a dedicated Vyomic practice head and a joint business plan reviewed every quarter.</p>`,
)}
${tiers
  .map(
    ([id, label, items]) =>
      `<div class="paragraph paragraph--type--alliance-tier alliance-tier alliance-tier--${id}" id="tier-${id}"><div class="container"><h2 class="alliance-tier__title"><span class="tier-badge tier-badge--${id}">${id.toUpperCase()}</span> ${label}</h2><div class="views-element-container"><div class="view view-alliances view-display-id-block_${id}"><div class="view-content alliance-grid">
${items
  .map(
    (a) =>
      `<div class="views-row"><div class="alliance-card"><div class="alliance-card__logo"><img loading="lazy" src="/sites/default/files/styles/logo_240/public/alliances/${a.logo}.png?itok=${a.logo.length}Kx${a.logo.length * 7}q" width="240" height="96" alt="${a.name}" /></div><h3 class="alliance-card__name">${a.name}</h3><p class="alliance-card__level">${a.level}</p><p class="alliance-card__text">${a.text}</p><a class="alliance-card__link" href="${a.url}" target="_blank" rel="noopener">Visit partner site</a></div></div>`,
  )
  .join('\n')}
</div></div></div></div></div>`,
  )
  .join('\n')}
${para(
  'gtm-partners',
  'table',
  `<h2>In-country go-to-market partners</h2><p>In markets where we do not have a local entity, we work with carefully selected resellers and implementation partners.</p><table class="table table-striped"><thead><tr><th>Partner</th><th>Location</th><th>Role</th></tr></thead><tbody>${gtm
    .map(([n, u, l, r]) => `<tr><td><a href="${u}" target="_blank" rel="noopener">${n}</a></td><td>${l}</td><td>${r}</td></tr>`)
    .join('')}</tbody></table>`,
)}
${para(
  'memberships',
  'text',
  `<h2>Industry memberships</h2><p>Vyomic is a member of <a href="https://nasscom.in/" target="_blank" rel="noopener">NASSCOM</a> and the Confederation of Indian Industry, and participates in the <a href="https://www.dsci.in/" target="_blank" rel="noopener">Data Security Council of India</a>. Memberships are not commercial alliances.</p><p>Looking for academic or CSR collaborations? See our <a href="/company/academic-partnerships">academic &amp; community partnerships</a>.</p>`,
)}
${para('cta', 'cta', `<h2>Partner with Vyomic</h2><p>Technology vendors interested in an alliance can write to <a href="mailto:alliances@vyomictech.com">alliances@vyomictech.com</a>.</p>`)}`,
);

// ---------------------------------------------------------------- academic & community partnerships (generic)

const academic = page(
  'Academic & Community Partnerships | Vyomic Technologies',
  'Vyomic collaborates with universities and non-profits on research, skilling and community programmes.',
  '/company/academic-partnerships',
  105,
  `${para('hero', 'page-banner', `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Company</li><li>Academic &amp; Community Partnerships</li></ol></nav><h1>Academic &amp; Community Partnerships</h1><p>Building talent and technology for the next generation.</p>`)}
${para(
  'academia',
  'text',
  `<h2>Academic partners</h2><p>Our university partnerships fund research chairs, co-create curricula and give students industry projects.</p>
<div class="academic-list">
<div class="academic-item"><img src="/sites/default/files/2024-07/anna-university.png" alt="Anna University" width="120" height="120" loading="lazy" /><div><h3><a href="https://www.annauniv.edu/" target="_blank" rel="noopener">Anna University, Chennai</a></h3><p>Joint Centre of Excellence in Cloud Computing, with 600 students a year completing our cloud engineering certification.</p></div></div>
<div class="academic-item"><img src="/sites/default/files/2024-07/iiit-hyderabad.png" alt="IIIT Hyderabad" width="120" height="120" loading="lazy" /><div><h3><a href="https://www.iiit.ac.in/" target="_blank" rel="noopener">IIIT Hyderabad</a></h3><p>Research collaboration on Indic-language large language models and speech AI for banking.</p></div></div>
<div class="academic-item"><img src="/sites/default/files/2024-07/psg-tech.png" alt="PSG College of Technology" width="120" height="120" loading="lazy" /><div><h3><a href="https://www.psgtech.edu/" target="_blank" rel="noopener">PSG College of Technology, Coimbatore</a></h3><p>Industry-integrated MTech in software engineering, co-designed and co-taught by Vyomic engineers.</p></div></div>
</div>`,
)}
${para(
  'community',
  'text',
  `<h2>Community partners</h2><p>Through the Vyomic Foundation we commit 2% of net profit to education and digital inclusion.</p><p>Our flagship CSR partner is <a href="https://www.akshayapatra.org/" target="_blank" rel="noopener">The Akshaya Patra Foundation</a>, with whom we fund mid-day meals for 40,000 children in Karnataka and Telangana. Vyomic volunteers also teach coding in government schools under our Code Shakti programme.</p>`,
)}
${para(
  'cta',
  'cta',
  `<h2>Collaborate with us</h2><p>Universities and NGOs can reach our Foundation at <a href="mailto:foundation@vyomictech.com">foundation@vyomictech.com</a>.</p>`,
)}`,
);

// ---------------------------------------------------------------- about (negatives: certifications)

const about = page(
  'About Us | Vyomic Technologies',
  'Founded in 2004 in Bengaluru, Vyomic Technologies is a listed global IT services company with 18,000 employees.',
  '/company/about-us',
  101,
  `${para('hero', 'page-banner', `<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Company</li><li>About Us</li></ol></nav><h1>About Vyomic</h1><p>Two decades of engineering excellence.</p>`)}
${para(
  'story',
  'text',
  `<p>Vyomic Technologies was founded in 2004 by Anand Raghavan and Meera Iyer with twelve engineers in a Koramangala apartment. Today we are an 18,000-strong company listed on the National Stock Exchange and BSE, with delivery centres in Bengaluru, Pune, Hyderabad, Chennai, Coimbatore, Belfast and Guadalajara.</p><h2>Our values</h2><ul><li><strong>Integrity first</strong> — we do what we say.</li><li><strong>Client obsession</strong> — every engagement is measured by client outcomes.</li><li><strong>Lifelong learning</strong> — 92 hours of training per employee per year.</li></ul>`,
)}
${para(
  'leadership',
  'people',
  `<h2>Leadership</h2><div class="people-grid"><div class="person"><img src="/sites/default/files/2024-06/anand-raghavan.jpg" alt="Anand Raghavan" width="200" height="200" loading="lazy" /><h3>Anand Raghavan</h3><p>Chairman &amp; Managing Director</p></div><div class="person"><img src="/sites/default/files/2024-06/meera-iyer.jpg" alt="Meera Iyer" width="200" height="200" loading="lazy" /><h3>Meera Iyer</h3><p>Chief Executive Officer</p></div><div class="person"><img src="/sites/default/files/2024-06/vikram-shetty.jpg" alt="Vikram Shetty" width="200" height="200" loading="lazy" /><h3>Vikram Shetty</h3><p>Chief Financial Officer</p></div><div class="person"><img src="/sites/default/files/2024-06/farah-khan.jpg" alt="Farah Khan" width="200" height="200" loading="lazy" /><h3>Farah Khan</h3><p>Global Head, Alliances</p></div></div>`,
)}
${para(
  'quality',
  'text',
  `<h2>Quality &amp; certifications</h2><ul><li>Appraised at <a href="https://cmmiinstitute.com/" target="_blank" rel="noopener">CMMI</a> V2.0 Maturity Level 5 for development and services</li><li>ISO/IEC 27001:2022 and ISO 9001:2015, certified by <a href="https://www.tuvsud.com/en-in" target="_blank" rel="noopener">TÜV SÜD</a></li><li>ISO/IEC 20000-1 for IT service management</li><li>SOC 2 Type II report for managed services, issued annually</li></ul>`,
)}
${para(
  'locations',
  'text',
  `<h2>Global presence</h2><p>India (Bengaluru, Pune, Hyderabad, Chennai, Coimbatore) · United Kingdom (London, Belfast) · United States (Dallas, New Jersey) · UAE (Dubai) · Mexico (Guadalajara) · Singapore.</p>`,
)}`,
);

// ---------------------------------------------------------------- investors (negatives)

const investors = page(
  'Investors | Vyomic Technologies',
  'Financial results, shareholding pattern, annual reports and stock exchange filings of Vyomic Technologies Limited.',
  '/investors',
  106,
  `${para('hero', 'page-banner', `<h1>Investor Relations</h1><p>NSE: VYOMIC · BSE: 543912</p>`)}
${para(
  'results',
  'table',
  `<h2>Quarterly results</h2><table class="table"><thead><tr><th>Quarter</th><th>Revenue (₹ crore)</th><th>EBITDA margin</th><th>Documents</th></tr></thead><tbody><tr><td>Q4 FY25</td><td>1,318</td><td>19.4%</td><td><a href="/sites/default/files/investors/q4fy25-results.pdf">Results</a> · <a href="/sites/default/files/investors/q4fy25-presentation.pdf">Presentation</a></td></tr><tr><td>Q3 FY25</td><td>1,276</td><td>19.1%</td><td><a href="/sites/default/files/investors/q3fy25-results.pdf">Results</a> · <a href="/sites/default/files/investors/q3fy25-presentation.pdf">Presentation</a></td></tr><tr><td>Q2 FY25</td><td>1,241</td><td>18.7%</td><td><a href="/sites/default/files/investors/q2fy25-results.pdf">Results</a></td></tr><tr><td>Q1 FY25</td><td>1,199</td><td>18.2%</td><td><a href="/sites/default/files/investors/q1fy25-results.pdf">Results</a></td></tr></tbody></table>`,
)}
${para(
  'filings',
  'text',
  `<h2>Stock exchange filings</h2><p>All disclosures under SEBI (LODR) Regulations are filed with the <a href="https://www.nseindia.com/get-quotes/equity?symbol=VYOMIC" target="_blank" rel="noopener">National Stock Exchange of India</a> and <a href="https://www.bseindia.com/stock-share-price/vyomic-technologies-ltd/vyomic/543912/" target="_blank" rel="noopener">BSE</a>.</p><h2>Registrar &amp; share transfer agent</h2><p>KFin Technologies Limited, Selenium Tower B, Financial District, Hyderabad 500032. Email: einward.ris@kfintech.com</p><h2>Investor contact</h2><p><a href="mailto:investors@vyomictech.com">investors@vyomictech.com</a></p>`,
)}
${para(
  'reports',
  'text',
  `<h2>Annual reports</h2><ul><li><a href="/sites/default/files/investors/annual-report-fy24.pdf">Annual Report FY2023-24</a></li><li><a href="/sites/default/files/investors/annual-report-fy23.pdf">Annual Report FY2022-23</a></li><li><a href="/sites/default/files/investors/brsr-fy24.pdf">Business Responsibility &amp; Sustainability Report FY24</a></li></ul><h2>Shareholding pattern (31 March 2025)</h2><table class="table"><tbody><tr><td>Promoters</td><td>46.2%</td></tr><tr><td>Foreign portfolio investors</td><td>21.8%</td></tr><tr><td>Mutual funds</td><td>14.5%</td></tr><tr><td>Public &amp; others</td><td>17.5%</td></tr></tbody></table>`,
)}`,
);

// ---------------------------------------------------------------- careers (negatives)

const careers = page(
  'Careers | Vyomic Technologies',
  'Build your career at Vyomic: openings for engineers, consultants and freshers across India and worldwide.',
  '/careers',
  107,
  `${para('hero', 'page-banner', `<h1>Careers at Vyomic</h1><p>Learn. Build. Grow.</p>`)}
${para(
  'why',
  'card-grid',
  `<h2>Why Vyomic</h2><div class="card-grid"><div class="card"><h3>VyoLearn academy</h3><p>Sponsored certifications on AWS, Azure, Google Cloud, SAP and Salesforce.</p></div><div class="card"><h3>Hybrid work</h3><p>Three days in office, two days from anywhere in India.</p></div><div class="card"><h3>Global mobility</h3><p>Onsite opportunities in the UK, US, UAE and Singapore.</p></div></div>`,
)}
${para(
  'apply',
  'text',
  `<h2>Open positions</h2><p>Browse and apply for current openings on our <a href="https://careers.vyomictech.com/jobs">careers portal</a>. We also post roles on <a href="https://www.naukri.com/vyomic-technologies-jobs-careers-4219873" target="_blank" rel="noopener">Naukri</a> and <a href="https://www.linkedin.com/company/vyomic-technologies/jobs/" target="_blank" rel="noopener">LinkedIn</a>.</p><h2>Campus hiring</h2><p>Our Campus Connect programme hires 2,500 freshers every year from 180 partner colleges. Placement officers can write to <a href="mailto:campus@vyomictech.com">campus@vyomictech.com</a>.</p><div class="alert alert-warning"><strong>Beware of recruitment fraud.</strong> Vyomic never charges candidates a fee. Offers are only sent from @vyomictech.com addresses.</div>`,
)}`,
);

// ---------------------------------------------------------------- contact

const contact = page(
  'Contact Us | Vyomic Technologies',
  'Get in touch with Vyomic Technologies for business enquiries, partnerships, media and careers.',
  '/contact-us',
  108,
  `${para('hero', 'page-banner', `<h1>Contact Us</h1><p>We'd love to hear from you.</p>`)}
${para(
  'form',
  'webform',
  `<form class="webform-submission-form webform-submission-contact-form" data-drupal-selector="webform-submission-contact-add-form" action="/contact-us" method="post" id="webform-submission-contact-add-form" accept-charset="UTF-8"><div class="js-form-item form-item form-type-textfield"><label for="edit-name" class="js-form-required form-required">Full name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required" required="required" /></div><div class="js-form-item form-item form-type-email"><label for="edit-email" class="js-form-required form-required">Business email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required" required="required" /></div><div class="js-form-item form-item form-type-textfield"><label for="edit-company">Company</label><input data-drupal-selector="edit-company" type="text" id="edit-company" name="company" value="" size="60" maxlength="255" class="form-text" /></div><div class="js-form-item form-item form-type-select"><label for="edit-enquiry-type">Enquiry type</label><select data-drupal-selector="edit-enquiry-type" id="edit-enquiry-type" name="enquiry_type" class="form-select"><option value="business">Business enquiry</option><option value="alliance">Alliance / partnership</option><option value="media">Media</option><option value="careers">Careers</option></select></div><div class="js-form-item form-item form-type-textarea"><label for="edit-message">Message</label><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" cols="60" class="form-textarea"></textarea></div><input autocomplete="off" data-drupal-selector="form-x9k2" type="hidden" name="form_build_id" value="form-x9k2Lq0Vb7Tn3Ws8Pd1Rf4Yh6Zc" /><input data-drupal-selector="edit-webform-submission-contact-add-form" type="hidden" name="form_id" value="webform_submission_contact_add_form" /><div class="form-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Submit" /></div></form>`,
)}
${para(
  'offices',
  'text',
  `<h2>Our offices</h2><div class="card-grid"><div class="card"><h3>Bengaluru (HQ)</h3><p>Vyomic Tech Park, Outer Ring Road, Bellandur, Bengaluru 560103</p></div><div class="card"><h3>Pune</h3><p>Tower 3, Hinjewadi Phase 2, Pune 411057</p></div><div class="card"><h3>London</h3><p>30 Churchill Place, Canary Wharf, London E14 5RE</p></div><div class="card"><h3>Dallas</h3><p>5430 LBJ Freeway, Suite 900, Dallas, TX 75240</p></div><div class="card"><h3>Dubai</h3><p>Office 1204, Dubai Internet City, Dubai</p></div></div>`,
)}`,
);

export const site: CorpusSite = {
  domain: 'vyomictech.com',
  covers:
    'Indian IT-services firm on Drupal 10/Apache: alliances in Platinum/Gold/Silver tiers as cards with "Visit partner site" links, a table of in-country resellers, academic and CSR partners on a separate page (generic); negatives are client logos, Everest/ISG/GPTW recognition, NASSCOM/DSCI memberships, CMMI/TÜV SÜD certification, NSE/BSE filings, Naukri/LinkedIn jobs, social links.',
  pages: {
    '/': { headers: drupalHeaders(), html: home },
    '/services/cloud-transformation': { headers: drupalHeaders(), html: cloud },
    '/company/alliances': { headers: drupalHeaders(), html: alliances },
    '/alliances': { status: 301, redirect: '/company/alliances' },
    '/company/academic-partnerships': { headers: drupalHeaders(), html: academic },
    '/company/about-us': { headers: drupalHeaders(), html: about },
    '/investors': { headers: drupalHeaders(), html: investors },
    '/careers': { headers: drupalHeaders(), html: careers },
    '/contact-us': { headers: drupalHeaders(), html: contact },
  },
  sitemap: [
    '/',
    '/services/cloud-transformation',
    '/company/alliances',
    '/company/academic-partnerships',
    '/company/about-us',
    '/investors',
    '/careers',
    '/contact-us',
  ],
  technologies: [
    'drupal',
    'php',
    'apache-http-server',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'zoho-salesiq',
    'google-font-api',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'sap.com': 'technology',
    'salesforce.com': 'technology',
    'servicenow.com': 'technology',
    'snowflake.com': 'technology',
    'uipath.com': 'technology',
    'databricks.com': 'technology',
    'mongodb.com': 'technology',
    'redhat.com': 'technology',
    'desertfalconit.com.sa': 'channel',
    'kilimanjarodigital.co.ke': 'channel',
    'merliontech.sg': 'channel',
    'annauniv.edu': 'generic',
    'iiit.ac.in': 'generic',
    'psgtech.edu': 'generic',
    'akshayapatra.org': 'generic',
  },
};
