import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-varnish': '48213377 48211901',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-type': 'text/html; charset=UTF-8',
};

const head = (title: string, path: string, description: string): string => `<head>
  <meta charset="utf-8" />
  <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
  <meta name="MobileOptimized" content="width" />
  <meta name="HandheldFriendly" content="true" />
  <meta name="viewport" content="width=device-width, initial-scale=1.0" />
  <title>${title} | Northvale Health Group</title>
  <meta name="description" content="${description}" />
  <link rel="canonical" href="https://northvalehealth.co.uk${path}" />
  <meta property="og:site_name" content="Northvale Health Group" />
  <meta property="og:type" content="website" />
  <meta property="og:url" content="https://northvalehealth.co.uk${path}" />
  <meta property="og:title" content="${title}" />
  <meta property="og:image" content="https://northvalehealth.co.uk/sites/nvhg/files/2025-11/og-default.jpg" />
  <meta name="twitter:card" content="summary_large_image" />
  <link rel="icon" href="/themes/custom/nvhg/favicon.ico" type="image/vnd.microsoft.icon" />
  <link rel="stylesheet" media="all" href="/sites/nvhg/files/css/css_Q2mZ8yVw1kP0XcN9.css?delta=0&amp;language=en&amp;theme=nvhg&amp;include=eJxVjEEKwzAMBD8U" />
  <link rel="stylesheet" media="all" href="/sites/nvhg/files/css/css_tQ71pLm0vB2x.css?delta=1&amp;language=en&amp;theme=nvhg" />
  <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-NV7H2QK');</script>
  <script src="https://www.googletagmanager.com/gtm.js?id=GTM-NV7H2QK" async></script>
  <script src="https://cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js"></script>
  <script src="https://siteimproveanalytics.com/js/siteanalyze_6004187.js" async></script>
</head>`;

const nav = `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="alert-banner" role="region" aria-label="Service alert"><p>Winter visiting: please check ward visiting times before you travel. <a href="/patients-visitors/visiting">Visiting guidance</a></p></div>
<header class="site-header" role="banner">
  <div class="site-header__inner container">
    <a href="/" rel="home" class="site-logo"><img src="/themes/custom/nvhg/logo.svg" alt="Northvale Health Group home" width="212" height="56" /></a>
    <form class="search-block-form" action="/search" method="get" accept-charset="UTF-8"><label for="edit-keys" class="visually-hidden">Search</label><input type="search" id="edit-keys" name="keys" placeholder="Search conditions, services, people" /><button type="submit">Search</button></form>
    <a class="button button--urgent" href="/urgent-care">Urgent care</a>
  </div>
  <nav role="navigation" aria-labelledby="block-nvhg-main-menu" id="block-nvhg-main-menu" class="main-nav">
    <h2 class="visually-hidden" id="block-nvhg-main-menu">Main navigation</h2>
    <ul class="menu menu--level-1">
      <li class="menu-item menu-item--expanded"><a href="/our-hospitals">Our hospitals</a>
        <ul class="menu menu--level-2">
          <li><a href="/our-hospitals/northvale-general">Northvale General</a></li>
          <li><a href="/our-hospitals/calder-bridge">Calder Bridge Hospital</a></li>
          <li><a href="/our-hospitals/st-aidans-day-surgery">St Aidan's Day Surgery Centre</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="/services">Treatments &amp; services</a></li>
      <li class="menu-item"><a href="/patients-visitors">Patients &amp; visitors</a></li>
      <li class="menu-item"><a href="/research">Research</a></li>
      <li class="menu-item menu-item--expanded"><a href="/about-us">About us</a>
        <ul class="menu menu--level-2">
          <li><a href="/about-us/leadership">Leadership</a></li>
          <li><a href="/about-us/working-in-partnership">Working in partnership</a></li>
          <li><a href="/news">News</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="https://apps.trac.jobs/nvhg">Careers</a></li>
    </ul>
  </nav>
</header>`;

const footer = `<footer class="site-footer" role="contentinfo">
  <div class="container footer-columns">
    <div class="footer-col">
      <h2>Northvale Health Group</h2>
      <p>Calder House, 14 Mill Lane<br />Northvale, HX7 2QA<br />Switchboard 01422 555 010</p>
    </div>
    <div class="footer-col">
      <h2>About</h2>
      <ul>
        <li><a href="/about-us">Who we are</a></li>
        <li><a href="/about-us/working-in-partnership">Partnerships</a></li>
        <li><a href="/about-us/quality-and-safety">Quality &amp; safety</a></li>
        <li><a href="/news">News</a></li>
        <li><a href="https://apps.trac.jobs/nvhg">Join our team</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h2>Patients</h2>
      <ul>
        <li><a href="/patients-visitors/self-pay-prices">Self-pay prices</a></li>
        <li><a href="/patients-visitors/nhs-referrals">NHS referrals</a></li>
        <li><a href="/patients-visitors/feedback">Compliments &amp; complaints</a></li>
        <li><a href="/contact">Contact us</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h2>Support us</h2>
      <p>The <a href="https://northvalehospitalscharity.org.uk/">Northvale Hospitals Charity</a> (registered charity 1184402) funds equipment and wellbeing projects across our sites.</p>
      <div class="cqc-widget"><a href="https://www.cqc.org.uk/provider/1-9920471" title="CQC rating for Northvale Health Group"><img src="/sites/nvhg/files/cqc-good.png" alt="CQC overall rating: Good" /></a></div>
      <p class="memberships">Member of the <a href="https://www.nhsconfed.org/">NHS Confederation</a> Independent Sector Network.</p>
    </div>
  </div>
  <div class="container footer-bottom">
    <ul class="social">
      <li><a href="https://www.facebook.com/northvalehealth">Facebook</a></li>
      <li><a href="https://x.com/northvalehealth">X</a></li>
      <li><a href="https://www.linkedin.com/company/northvale-health-group">LinkedIn</a></li>
      <li><a href="https://www.youtube.com/@northvalehealth">YouTube</a></li>
    </ul>
    <ul class="legal">
      <li><a href="/accessibility">Accessibility</a></li>
      <li><a href="/privacy-notice">Privacy notice</a></li>
      <li><a href="/cookies">Cookies</a></li>
      <li><a href="/modern-slavery-statement">Modern slavery statement</a></li>
    </ul>
    <p>&copy; 2026 Northvale Health Group Ltd. Registered in England no. 08816524.</p>
  </div>
</footer>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>
<script src="/core/misc/drupal.js?v=10.3.6"></script>
<script src="/core/misc/drupal.init.js?v=10.3.6"></script>
<script src="/themes/custom/nvhg/dist/js/nvhg.bundle.js?t4p1xq"></script>
<script src="https://cdn-eu.readspeaker.com/script/12904/webReader/webReader.js?pids=wr" async></script>`;

const page = (title: string, path: string, description: string, body: string, bodyClass: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
${head(title, path, description)}
<body class="${bodyClass} path-node">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NV7H2QK" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
${nav}
<main id="main-content" role="main">
${body}
</main>
${footer}
</div>
</body>
</html>`;

const home = page(
  'Hospital care close to home',
  '/',
  'Northvale Health Group runs three hospitals in West Yorkshire offering NHS and self-pay surgery, diagnostics and maternity care.',
  `<section class="hero">
  <div class="container">
    <h1>Expert hospital care, close to home</h1>
    <p>Three hospitals, 2,300 colleagues and one promise: to treat every patient as we would want our own family treated.</p>
    <a class="button" href="/services">Find a treatment</a> <a class="button button--secondary" href="/patients-visitors/nhs-referrals">Referred by the NHS?</a>
  </div>
</section>
<section class="quick-links container">
  <div class="views-element-container">
    <div class="view view-quick-links">
      <div class="views-row"><a href="/our-hospitals/northvale-general"><h3>Northvale General</h3><p>24-hour A&amp;E, maternity and critical care</p></a></div>
      <div class="views-row"><a href="/our-hospitals/calder-bridge"><h3>Calder Bridge Hospital</h3><p>Orthopaedics, cardiology and cancer care</p></a></div>
      <div class="views-row"><a href="/our-hospitals/st-aidans-day-surgery"><h3>St Aidan's Day Surgery</h3><p>Cataracts, endoscopy and minor operations</p></a></div>
    </div>
  </div>
</section>
<section class="waiting-times container">
  <h2>Current waiting times</h2>
  <table class="table">
    <thead><tr><th>Service</th><th>NHS referral</th><th>Self-pay</th></tr></thead>
    <tbody>
      <tr><td>Hip and knee replacement</td><td>14 weeks</td><td>3 weeks</td></tr>
      <tr><td>Cataract surgery</td><td>6 weeks</td><td>2 weeks</td></tr>
      <tr><td>MRI scan</td><td>2 weeks</td><td>3 days</td></tr>
    </tbody>
  </table>
</section>
<section class="news-teasers container">
  <h2>Latest news</h2>
  <article class="node--type-article node--view-mode-teaser"><h3><a href="/news/robotic-knee-surgery-programme">Robotic knee surgery programme reaches 500 patients</a></h3><p>Calder Bridge's orthopaedic team has now completed 500 robotic-assisted knee replacements.</p></article>
  <article class="node--type-article node--view-mode-teaser"><h3><a href="/news/new-community-diagnostic-centre">New community diagnostic centre opens in Halbrook</a></h3><p>Patients can now have CT, MRI and blood tests in the town centre.</p></article>
</section>
<section class="recognition container">
  <h2>Recognised for quality</h2>
  <ul class="logo-row">
    <li><a href="https://www.hfma.org.uk/awards"><img src="/sites/nvhg/files/logos/hfma-awards-2025.png" alt="HFMA Awards 2025 finalist" /></a></li>
    <li><img src="/sites/nvhg/files/logos/jag-accredited.png" alt="JAG accredited endoscopy" /></li>
    <li><img src="/sites/nvhg/files/logos/disability-confident.png" alt="Disability Confident Leader" /></li>
  </ul>
</section>`,
  'path-frontpage',
);

const partnership = page(
  'Working in partnership',
  '/about-us/working-in-partnership',
  'The universities, technology companies and community organisations we work with to improve care across Northvale.',
  `<div class="container">
  <nav class="breadcrumb" aria-labelledby="system-breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/about-us">About us</a></li><li>Working in partnership</li></ol></nav>
  <h1 class="page-title">Working in partnership</h1>
  <div class="field field--name-body"><p>No hospital group can improve population health on its own. We work with universities to train the next generation of clinicians, with technology companies that help our teams spend more time with patients, and with local charities who support people once they leave hospital.</p></div>

  <div class="paragraph paragraph--type-partner-group">
    <h2>Academic partners</h2>
    <p>Medical, nursing and allied health students from our academic partners complete placements at all three of our hospitals, and our consultants hold honorary academic contracts.</p>
    <div class="views-element-container"><div class="view view-partners view-display-id-academic">
      <div class="views-row"><article class="partner-card">
        <a href="https://www.penninemedicalschool.ac.uk/" class="partner-card__logo"><img src="/sites/nvhg/files/partners/pennine-medical-school.png" alt="Pennine Medical School" loading="lazy" /></a>
        <h3 class="partner-card__title">Pennine Medical School</h3>
        <p>Undergraduate medicine placements and a joint musculoskeletal research unit at Calder Bridge.</p>
      </article></div>
      <div class="views-row"><article class="partner-card">
        <a href="https://www.halbrook.ac.uk/health" class="partner-card__logo"><img src="/sites/nvhg/files/partners/halbrook-university.png" alt="University of Halbrook" loading="lazy" /></a>
        <h3 class="partner-card__title">University of Halbrook</h3>
        <p>Nursing, midwifery and radiography degree apprenticeships.</p>
      </article></div>
    </div></div>
  </div>

  <div class="paragraph paragraph--type-partner-group">
    <h2>Digital and technology partners</h2>
    <p>Our technology partners provide the clinical systems and integrations our colleagues use every day.</p>
    <div class="views-element-container"><div class="view view-partners view-display-id-technology">
      <div class="views-row"><article class="partner-card">
        <a href="https://www.meridianepr.com/" class="partner-card__logo"><img src="/sites/nvhg/files/partners/meridian-epr.svg" alt="Meridian EPR" loading="lazy" /></a>
        <h3 class="partner-card__title">Meridian EPR</h3>
        <p>Our electronic patient record, live across all wards since 2023 and integrated with GP systems.</p>
      </article></div>
      <div class="views-row"><article class="partner-card">
        <a href="https://radiantvision.ai/" class="partner-card__logo"><img src="/sites/nvhg/files/partners/radiant-vision.svg" alt="Radiant Vision AI" loading="lazy" /></a>
        <h3 class="partner-card__title">Radiant Vision AI</h3>
        <p>AI-assisted chest X-ray triage integrated into our PACS, reducing reporting times for urgent cases.</p>
      </article></div>
      <div class="views-row"><article class="partner-card">
        <a href="https://careloop.health/" class="partner-card__logo"><img src="/sites/nvhg/files/partners/careloop.svg" alt="CareLoop" loading="lazy" /></a>
        <h3 class="partner-card__title">CareLoop</h3>
        <p>Remote monitoring app for patients recovering at home after joint replacement.</p>
      </article></div>
    </div></div>
  </div>

  <div class="paragraph paragraph--type-partner-group">
    <h2>Community and voluntary sector partners</h2>
    <p>We work alongside local organisations to make sure people get the right support after they are discharged.</p>
    <ul class="partner-list">
      <li><a href="https://www.caldervalleyhospice.org.uk/">Calder Valley Hospice</a>: shared end-of-life care pathway and specialist palliative nurses.</li>
      <li><a href="https://agewellnorthvale.org.uk/">Age Well Northvale</a>: home-from-hospital volunteers for older patients.</li>
      <li><a href="https://www.endeavourdiagnostics.co.uk/">Endeavour Diagnostics</a>: runs the Halbrook community diagnostic centre with us.</li>
    </ul>
  </div>

  <div class="paragraph paragraph--type-text">
    <h2>Research funding</h2>
    <p>Much of our research is funded by the <a href="https://www.nihr.ac.uk/">National Institute for Health and Care Research</a>. Funders do not influence how studies are run or reported.</p>
    <h2>Interested in working with us?</h2>
    <p>Email <a href="mailto:partnerships@northvalehealth.co.uk">partnerships@northvalehealth.co.uk</a>.</p>
  </div>
</div>`,
  'page-node-type-page',
);

const about = page(
  'About us',
  '/about-us',
  'Northvale Health Group is an independent hospital group providing NHS and private care in West Yorkshire.',
  `<div class="container">
  <h1 class="page-title">About Northvale Health Group</h1>
  <div class="field field--name-body">
    <p>Founded in 1998 as a single day-surgery unit, Northvale Health Group now runs three hospitals and treats around 140,000 patients a year, more than 80% of them referred by the NHS.</p>
    <p>We are owned by a charitable trust and reinvest every surplus in staff, buildings and equipment.</p>
    <h2>Our values</h2>
    <ul><li>Kind</li><li>Safe</li><li>Open</li><li>Always improving</li></ul>
    <p>Read more about <a href="/about-us/leadership">our leadership team</a>, our <a href="/about-us/quality-and-safety">quality and safety results</a> and how we are <a href="/about-us/working-in-partnership">working in partnership</a>.</p>
  </div>
</div>`,
  'page-node-type-page',
);

const news = page(
  'New community diagnostic centre opens in Halbrook',
  '/news/new-community-diagnostic-centre',
  'Patients can now have CT, MRI and blood tests in Halbrook town centre.',
  `<div class="container">
  <article class="node node--type-article">
    <h1 class="page-title">New community diagnostic centre opens in Halbrook</h1>
    <p class="meta">Published 12 January 2026</p>
    <div class="field field--name-body">
      <p>The new centre on Market Street will carry out up to 60,000 tests a year. National evidence suggests diagnostic centres in town centres reduce missed appointments; see the <a href="https://www.bmj.com/content/386/bmj-2024-081233">study published in The BMJ</a> and coverage by the <a href="https://www.bbc.co.uk/news/articles/c0nv21k7q9lo">BBC</a>.</p>
      <p>The centre was opened by the Mayor of Halbrook and is run with Endeavour Diagnostics.</p>
    </div>
  </article>
</div>`,
  'page-node-type-article',
);

const contact = page(
  'Contact us',
  '/contact',
  'Phone numbers and addresses for Northvale Health Group hospitals.',
  `<div class="container">
  <h1 class="page-title">Contact us</h1>
  <table class="table"><tbody>
    <tr><th>Switchboard</th><td>01422 555 010</td></tr>
    <tr><th>Self-pay enquiries</th><td>01422 555 090</td></tr>
    <tr><th>Press office</th><td><a href="mailto:press@northvalehealth.co.uk">press@northvalehealth.co.uk</a></td></tr>
  </tbody></table>
  <iframe title="Map of Northvale General" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2357.3" width="600" height="300" loading="lazy"></iframe>
</div>`,
  'page-node-type-page',
);

export const site: CorpusSite = {
  domain: 'northvalehealth.co.uk',
  otherDomains: ['northvalehospitalscharity.org.uk'],
  covers:
    'Drupal 10 hospital group; partners page linked from the About sub-menu and the footer, with academic (generic), digital (technology) and community (generic) sections as cards and a text list; negatives: CQC rating widget, NHS Confederation membership, HFMA award, NIHR funder, job board, own charity, BMJ/BBC links in a news post',
  pages: {
    '/': { headers, html: home },
    '/about-us': { headers, html: about },
    '/about-us/working-in-partnership': { headers, html: partnership },
    '/news/new-community-diagnostic-centre': { headers, html: news },
    '/contact': { headers, html: contact },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /core/\nDisallow: /admin/\nDisallow: /search\nSitemap: https://northvalehealth.co.uk/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/about-us', '/about-us/working-in-partnership', '/news/new-community-diagnostic-centre', '/contact'],
  technologies: [
    'drupal',
    'php',
    'nginx',
    'varnish',
    'hsts',
    'open-graph',
    'google-tag-manager',
    'cookie-control',
    'civic',
    'drupal-multisite',
    'siteimprove',
    'jquery',
    'readspeaker',
    'google-maps',
  ],
  partners: {
    'penninemedicalschool.ac.uk': 'generic',
    'halbrook.ac.uk': 'generic',
    'meridianepr.com': 'technology',
    'radiantvision.ai': 'technology',
    'careloop.health': 'technology',
    'caldervalleyhospice.org.uk': 'generic',
    'agewellnorthvale.org.uk': 'generic',
    'endeavourdiagnostics.co.uk': 'generic',
  },
};
