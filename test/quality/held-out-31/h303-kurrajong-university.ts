import type { CorpusSite } from '../corpus/types.js';

/* Kurrajong University — a fictional regional Australian university; Drupal 10 on Acquia Cloud behind Varnish, Siteimprove and GTM. */

const origin = 'https://www.kurrajong.edu.au';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-ah-environment': 'prod',
  via: '1.1 varnish',
  'x-varnish': '184726153 183990412',
  'cache-control': 'max-age=1800, public',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const drupalSettings = (path: string): string =>
  JSON.stringify({
    path: {
      baseUrl: '/',
      pathPrefix: '',
      currentPath: path === '/' ? 'node/1' : `node/${path.length * 13}`,
      currentPathIsAdmin: false,
      isFront: path === '/',
      currentLanguage: 'en',
    },
    pluralDelimiter: '\u0003',
    suppressDeprecationErrors: true,
    gtm: { tagId: null, settings: { data_layer: 'dataLayer', include_environment: false }, tagIds: ['GTM-K7UNI42'] },
    ajaxTrustedUrl: { '/search': true },
    user: { uid: 0, permissionsHash: '4c3b5e1f0a9d8e7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c' },
  });

function page(path: string, title: string, desc: string, bodyClass: string, main: string, sidebar = ''): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0];var j=d.createElement(s);var dl=l!='dataLayer'?'&l='+l:'';j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl+'';j.async=true;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7UNI42');</script>
    <meta name="description" content="${desc}" />
    <link rel="canonical" href="${origin}${path}" />
    <meta property="og:site_name" content="Kurrajong University" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="${origin}${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="${origin}/sites/default/files/styles/og_image/public/2024-02/ku-campus-aerial.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/kurrajong/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_7Ujq3H0nLQ2f9eKxR1mVpW4sTbYcZa8dN6gE5iO0hB.css?delta=0&amp;language=en&amp;theme=kurrajong&amp;include=eJxdjEEOwyAMBD9E4EnIwAppwTayHVX9fWhvvazmMsMWD8q" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Rk2Pz9vXnB4mQ8aT1yW6cH3sJ0dL5fG7eU2iK9oN4p.css?delta=1&amp;language=en&amp;theme=kurrajong&amp;include=eJxdjEEOwyAMBD9E4EnIwAppwTayHVX9fWhvvazmMsMWD8q" />
    <link rel="preconnect" href="https://fonts.googleapis.com" />
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Source+Sans+3:wght@400;600;700&amp;family=Merriweather:wght@700&amp;display=swap" />
  </head>
  <body class="path-${bodyClass} page-node-type-${path === '/' ? 'landing-page' : 'standard-page'}">
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7UNI42" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="acknowledgement-bar"><p>Kurrajong University acknowledges the Wiradjuri and Gamilaraay peoples, the Traditional Custodians of the lands on which our campuses stand, and pays respect to Elders past and present.</p></div>
    <header role="banner" class="ku-header">
      <div class="ku-header__audience"><div class="container"><ul class="menu menu--audience">
        <li class="menu-item"><a href="/study" data-drupal-link-system-path="node/12">Future students</a></li>
        <li class="menu-item"><a href="/study/international" data-drupal-link-system-path="node/18">International</a></li>
        <li class="menu-item"><a href="https://students.kurrajong.edu.au/">Current students</a></li>
        <li class="menu-item"><a href="https://staff.kurrajong.edu.au/">Staff</a></li>
        <li class="menu-item"><a href="/alumni">Alumni</a></li></ul></div></div>
      <div class="container ku-header__main">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/kurrajong/logo.svg" alt="Kurrajong University home" width="210" height="60" fetchpriority="high" /></a>
        <nav role="navigation" aria-labelledby="block-kurrajong-main-menu" id="block-kurrajong-main-menu" class="ku-mainnav">
          <h2 class="visually-hidden" id="block-kurrajong-main-menu">Main navigation</h2>
          <ul class="menu menu--main">
            <li class="menu-item menu-item--expanded"><a href="/study">Study</a>
              <div class="ku-megamenu"><div class="ku-megamenu__inner">
                <ul><li><a href="/study/undergraduate">Undergraduate</a></li><li><a href="/study/postgraduate">Postgraduate</a></li><li><a href="/study/online">Study online</a></li><li><a href="/study/pathways">Pathways &amp; TAFE credit</a></li><li><a href="/study/international">International students</a></li></ul>
                <ul><li><a href="/study/agriculture">Agriculture &amp; environment</a></li><li><a href="/study/health">Health &amp; nursing</a></li><li><a href="/study/education">Education &amp; teaching</a></li><li><a href="/study/engineering">Engineering &amp; IT</a></li><li><a href="/study/business">Business &amp; law</a></li></ul>
                <div class="ku-megamenu__promo"><p><strong>Applications for Trimester 2 close 30 May.</strong></p><a href="/apply">How to apply</a></div>
              </div></div></li>
            <li class="menu-item menu-item--expanded"><a href="/research">Research</a>
              <div class="ku-megamenu"><div class="ku-megamenu__inner"><ul><li><a href="/research/institutes">Research institutes</a></li><li><a href="/research/industry-partners">Industry partners</a></li><li><a href="/research/higher-degrees">Higher degrees by research</a></li></ul></div></div></li>
            <li class="menu-item menu-item--expanded"><a href="/global">Global</a>
              <div class="ku-megamenu"><div class="ku-megamenu__inner"><ul><li><a href="/global/exchange-partners">Exchange partner universities</a></li><li><a href="/global/study-abroad">Study abroad &amp; exchange</a></li><li><a href="/study/international">Come to Kurrajong</a></li></ul></div></div></li>
            <li class="menu-item menu-item--expanded"><a href="/about">About</a>
              <div class="ku-megamenu"><div class="ku-megamenu__inner"><ul><li><a href="/about">About Kurrajong</a></li><li><a href="/about/rankings-and-accreditation">Rankings &amp; accreditation</a></li><li><a href="/about/campuses">Campuses</a></li><li><a href="/contact">Contact us</a></li></ul></div></div></li>
          </ul>
        </nav>
        <form action="/search" method="get" class="ku-search" role="search"><label for="edit-keys" class="visually-hidden">Search</label><input type="search" id="edit-keys" name="keys" placeholder="Search courses, people, pages" /><button type="submit">Search</button></form>
        <a class="button button--primary" href="/apply">Apply now</a>
      </div>
    </header>
    <main role="main">
      <a id="main-content" tabindex="-1"></a>
      <div class="container layout-content">
        <nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Breadcrumb</h2><ol><li><a href="/">Home</a></li>${path === '/' ? '' : `<li>${title.split(' | ')[0]}</li>`}</ol></nav>
        <div data-drupal-messages-fallback class="hidden"></div>
        ${main}
      </div>
      ${sidebar}
    </main>
    <footer role="contentinfo" class="ku-footer">
      <div class="container ku-footer__grid">
        <div><img src="/themes/custom/kurrajong/logo-reversed.svg" alt="Kurrajong University" width="180" height="52" loading="lazy" />
          <p>Wagga Wagga &middot; Tamworth &middot; Dubbo &middot; Online</p>
          <p><a href="tel:1300587725">1300 KURRAJONG</a> (1300 587 725)<br /><a href="mailto:study@kurrajong.edu.au">study@kurrajong.edu.au</a></p></div>
        <div><h2>Study</h2><ul><li><a href="/study">Find a course</a></li><li><a href="/study/international">International</a></li><li><a href="/study/online">Online</a></li><li><a href="https://www.kurrajongcollege.edu.au/">Kurrajong College (pathways)</a></li></ul></div>
        <div><h2>Global</h2><ul><li><a href="/global/exchange-partners">Exchange partners</a></li><li><a href="/research/industry-partners">Industry partners</a></li><li><a href="/about/rankings-and-accreditation">Rankings</a></li></ul></div>
        <div><h2>Connect</h2><ul class="social"><li><a href="https://www.facebook.com/KurrajongUni">Facebook</a></li><li><a href="https://www.instagram.com/kurrajonguni">Instagram</a></li><li><a href="https://www.linkedin.com/school/kurrajong-university">LinkedIn</a></li><li><a href="https://www.youtube.com/@KurrajongUni">YouTube</a></li><li><a href="https://www.tiktok.com/@kurrajonguni">TikTok</a></li></ul></div>
      </div>
      <div class="container ku-footer__memberships">
        <a href="https://universitiesaustralia.edu.au/" rel="noopener"><img src="/sites/default/files/2023-05/universities-australia-member.png" alt="Member of Universities Australia" width="110" height="44" loading="lazy" /></a>
        <a href="https://www.run.edu.au/" rel="noopener"><img src="/sites/default/files/2023-05/regional-universities-network.png" alt="Regional Universities Network" width="110" height="44" loading="lazy" /></a>
      </div>
      <div class="container ku-footer__legal"><p>&copy; 2025 Kurrajong University. ABN 41 882 319 057. CRICOS Provider No. 03417K. TEQSA Provider ID PRV12241 (Australian University).</p>
        <ul><li><a href="/privacy">Privacy</a></li><li><a href="/copyright">Copyright &amp; disclaimer</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="https://jobs.kurrajong.edu.au/">Work at Kurrajong</a></li></ul></div>
    </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">${drupalSettings(path)}</script>
    <script src="/sites/default/files/js/js_vK8mN2pQ4rS6tU8wX0yZ1aB3cD5eF7gH9iJ1kL3mN5.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=kurrajong&amp;include=eJxdjEEOwyAMBD9E4EnIwAppwTayHVX9fWhvvazmMsMWD8q"></script>
    <script src="/core/misc/drupal.js?v=10.3.6"></script>
    <script type="text/javascript">
    /*<![CDATA[*/
    (function() {
    var sz = document.createElement('script'); sz.type = 'text/javascript'; sz.async = true;
    sz.src = '//siteimproveanalytics.com/js/siteanalyze_6028514.js';
    var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(sz, s);
    })();
    /*]]>*/
    </script>
    <script async src="https://siteimproveanalytics.com/js/siteanalyze_6028514.js"></script>
  </body>
</html>`;
}

const home = page(
  '/',
  'Kurrajong University | Regional. Global. Yours.',
  'Kurrajong University offers undergraduate, postgraduate and online degrees from campuses in regional New South Wales, with exchange partners in 17 countries.',
  'frontpage',
  `
<section class="hero hero--video">
  <div class="hero__content"><h1>Regional. Global. Yours.</h1><p>Study agriculture, health, education, engineering and business on campus in regional NSW or online &mdash; and spend a semester at one of our partner universities in 17 countries.</p>
  <p><a class="button button--primary" href="/study">Find your course</a> <a class="button" href="/study/international">International students</a></p></div>
  <div class="hero__media"><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/k9Qd3zYvT2E?rel=0" title="Life at Kurrajong" loading="lazy" allow="accelerometer; encrypted-media; picture-in-picture" allowfullscreen></iframe></div>
</section>
<section class="quicklinks"><ul>
  <li><a href="/study/undergraduate">Undergraduate degrees</a></li><li><a href="/study/postgraduate">Postgraduate</a></li><li><a href="/study/online">Study online</a></li><li><a href="/scholarships">Scholarships</a></li><li><a href="/open-day">Open Day 2025</a></li></ul></section>
<section class="ku-stats"><h2 class="visually-hidden">Kurrajong in numbers</h2><ul>
  <li><strong>14,200</strong> students</li><li><strong>5 stars</strong> for graduate employment, Good Universities Guide 2025</li><li><strong>92%</strong> of graduates employed within four months</li><li><strong>41</strong> exchange partner universities</li></ul></section>
<section class="ku-feature-cards"><h2>Why Kurrajong</h2>
  <div class="cards">
    <article class="card"><img src="/sites/default/files/styles/card/public/2024-03/agri-research-farm.jpg" alt="Students at the research farm" width="400" height="260" loading="lazy" /><h3>A 1,900-hectare campus farm</h3><p>Our working farm and vineyard are teaching labs for agriculture, wine science and veterinary nursing.</p><a href="/study/agriculture">Agriculture &amp; environment</a></article>
    <article class="card"><img src="/sites/default/files/styles/card/public/2024-03/nursing-sim-lab.jpg" alt="Nursing simulation lab" width="400" height="260" loading="lazy" /><h3>Placements in 60 regional hospitals</h3><p>Health students complete clinical placements across rural NSW, where graduates are in highest demand.</p><a href="/study/health">Health &amp; nursing</a></article>
    <article class="card"><img src="/sites/default/files/styles/card/public/2024-03/exchange-kyoto.jpg" alt="Exchange student in Kyoto" width="400" height="260" loading="lazy" /><h3>Go global</h3><p>Spend a semester at one of our <a href="/global/exchange-partners">exchange partner universities</a>, from Kyoto to Lund.</p><a href="/global/study-abroad">Study abroad</a></article>
  </div></section>
<section class="ku-news"><h2>News</h2>
  <div class="views-element-container"><div class="view view-news">
    <article><time datetime="2025-01-28">28 January 2025</time><h3><a href="/news/drought-resilience-hub-funding">Drought Resilience Hub secures another four years</a></h3></article>
    <article><time datetime="2025-01-14">14 January 2025</time><h3><a href="/news/new-rural-medicine-pathway">New rural medicine pathway with Western NSW Local Health District</a></h3></article>
    <article><time datetime="2024-12-09">9 December 2024</time><h3><a href="/news/lund-joint-phd">First joint PhD graduates with Lund University</a></h3></article>
  </div></div></section>`,
);

const international = page(
  '/study/international',
  'International students | Kurrajong University',
  'Study at Kurrajong University as an international student: courses, fees, scholarships, visas and authorised education agents.',
  'node-18',
  `
<h1 class="page-title">International students</h1>
<div class="field field--name-body">
  <p class="lead">Over 2,300 students from 64 countries study with us in Wagga Wagga, Tamworth and Dubbo. Regional study in Australia can extend your post-study work rights by up to two years.</p>
  <h2>Entry requirements</h2>
  <p>Most undergraduate courses require IELTS Academic 6.0 overall (no band below 5.5) or equivalent. If you don&rsquo;t meet our English requirements, our pathway provider Kurrajong College offers English and diploma programs that guarantee entry to second year.</p>
  <h2>Fees for 2025</h2>
  <table><thead><tr><th>Course area</th><th>Annual tuition (AUD)</th></tr></thead><tbody>
    <tr><td>Business, Law, Education</td><td>$31,200</td></tr><tr><td>Agriculture, Environment</td><td>$34,800</td></tr><tr><td>Engineering, IT</td><td>$36,400</td></tr><tr><td>Nursing, Allied Health</td><td>$37,900</td></tr></tbody></table>
  <h2>Scholarships</h2>
  <p>The Global Regional Scholarship gives 20% off tuition for the full duration of your degree. The Murrumbidgee Future Leaders scholarships are funded by donors through the Kurrajong University Foundation.</p>
  <h2 id="agents">Apply through an authorised agent</h2>
  <p>You can apply directly or through one of our authorised education agents, who can help with applications, visas and accommodation at no extra cost. Our principal agent partners are:</p>
  <ul class="agent-list">
    <li><a href="https://www.idp.com/australia/" rel="noopener">IDP Education</a> &mdash; offices in 30 countries</li>
    <li><a href="https://www.aeccglobal.com/" rel="noopener">AECC Global</a> &mdash; South and Southeast Asia</li>
    <li><a href="https://www.lattitudeglobal.com.au/" rel="noopener">Lattitude Global Education</a> &mdash; Latin America and Europe</li>
  </ul>
  <p>See the full list in our <a href="/sites/default/files/2025-01/ku-authorised-agents-2025.pdf">agent directory (PDF, 420 KB)</a>. Only agents on this list are authorised to represent Kurrajong.</p>
  <h2>Visas</h2>
  <p>Check visa requirements with the Department of Home Affairs at <a href="https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500" rel="noopener">immi.homeaffairs.gov.au</a>. You can also find general information about studying in Australia on <a href="https://www.studyaustralia.gov.au/" rel="noopener">Study Australia</a>.</p>
  <h2>Online study with Kurrajong</h2>
  <p>Our 100% online postgraduate programs are delivered in partnership with <a href="https://keypathedu.com.au/" rel="noopener">Keypath Education</a>, which provides recruitment and student support for our online courses.</p>
  <div class="callout"><h3>Talk to us</h3><p>Book a one-to-one session with an international adviser: <a href="mailto:international@kurrajong.edu.au">international@kurrajong.edu.au</a> or WhatsApp <a href="https://wa.me/61255501234">+61 2 5550 1234</a>.</p></div>
</div>`,
);

type Uni = { country: string; name: string; url: string; type: string; levels: string };
const unis: Uni[] = [
  { country: 'Canada', name: 'University of British Columbia', url: 'https://www.ubc.ca/', type: 'Student exchange', levels: 'UG, PG' },
  {
    country: 'China',
    name: 'Fudan University',
    url: 'https://www.fudan.edu.cn/en/',
    type: 'Student exchange; research MoU',
    levels: 'UG, PG, HDR',
  },
  { country: 'France', name: 'Sciences Po', url: 'https://www.sciencespo.fr/en/', type: 'Student exchange', levels: 'UG' },
  {
    country: 'Germany',
    name: 'Heidelberg University',
    url: 'https://www.uni-heidelberg.de/en',
    type: 'Student exchange',
    levels: 'UG, PG',
  },
  {
    country: 'India',
    name: 'Indian Institute of Technology Bombay',
    url: 'https://www.iitb.ac.in/',
    type: 'Research MoU; joint PhD',
    levels: 'HDR',
  },
  {
    country: 'Indonesia',
    name: 'Universitas Gadjah Mada',
    url: 'https://ugm.ac.id/en/',
    type: 'Student exchange; agriculture field school',
    levels: 'UG',
  },
  { country: 'Japan', name: 'Kyoto University', url: 'https://www.kyoto-u.ac.jp/en', type: 'Student exchange', levels: 'UG, PG' },
  { country: 'Malaysia', name: 'Universiti Malaya', url: 'https://www.um.edu.my/', type: 'Student exchange', levels: 'UG' },
  { country: 'Mexico', name: 'Tecnológico de Monterrey', url: 'https://tec.mx/en', type: 'Student exchange', levels: 'UG' },
  { country: 'Netherlands', name: 'Utrecht University', url: 'https://www.uu.nl/en', type: 'Student exchange', levels: 'UG, PG' },
  {
    country: 'New Zealand',
    name: 'University of Otago',
    url: 'https://www.otago.ac.nz/',
    type: 'Student exchange; rural health placements',
    levels: 'UG, PG',
  },
  { country: 'Singapore', name: 'National University of Singapore', url: 'https://nus.edu.sg/', type: 'Student exchange', levels: 'UG' },
  { country: 'South Korea', name: 'Yonsei University', url: 'https://www.yonsei.ac.kr/en_sc/', type: 'Student exchange', levels: 'UG' },
  {
    country: 'Sweden',
    name: 'Lund University',
    url: 'https://www.lunduniversity.lu.se/',
    type: 'Joint PhD; student exchange',
    levels: 'UG, HDR',
  },
  { country: 'United Kingdom', name: 'University of Leeds', url: 'https://www.leeds.ac.uk/', type: 'Student exchange', levels: 'UG' },
  {
    country: 'United States',
    name: 'University of Arizona',
    url: 'https://www.arizona.edu/',
    type: 'Student exchange; dryland agriculture research',
    levels: 'UG, PG, HDR',
  },
  { country: 'Vietnam', name: 'Vietnam National University, Hanoi', url: 'https://vnu.edu.vn/eng/', type: 'Research MoU', levels: 'HDR' },
];

const regions: [string, string[]][] = [
  ['Americas', ['Canada', 'Mexico', 'United States']],
  ['Asia', ['China', 'India', 'Indonesia', 'Japan', 'Malaysia', 'Singapore', 'South Korea', 'Vietnam']],
  ['Europe', ['France', 'Germany', 'Netherlands', 'Sweden', 'United Kingdom']],
  ['Pacific', ['New Zealand']],
];

const exchange = page(
  '/global/exchange-partners',
  'Exchange partner universities | Kurrajong University',
  'Kurrajong University partner institutions for student exchange, joint degrees and research collaboration, listed by country.',
  'node-211',
  `
<h1 class="page-title">Exchange partner universities</h1>
<div class="field field--name-body">
  <p class="lead">Kurrajong students can spend one or two semesters at a partner university and bring the credit home. Our partners also host joint PhD students and collaborate on research in agriculture, rural health and water.</p>
  <p>Filter by region, then open a country to see its partner institutions. Agreements are reviewed annually; the list below was last updated in January 2025.</p>
  <div class="region-filter" role="group" aria-label="Filter by region">${regions.map(([r]) => `<a class="button button--small" href="#region-${r.toLowerCase()}">${r}</a>`).join(' ')}</div>
  ${regions
    .map(
      ([region, countries]) => `
  <section class="region" id="region-${region.toLowerCase()}"><h2>${region}</h2>
    ${countries
      .map(
        (c) => `<details class="country-accordion"><summary>${c}</summary>
      <table class="partner-table"><thead><tr><th>Institution</th><th>Agreement</th><th>Levels</th></tr></thead><tbody>
      ${unis
        .filter((u) => u.country === c)
        .map((u) => `<tr><td><a href="${u.url}" rel="noopener">${u.name}</a></td><td>${u.type}</td><td>${u.levels}</td></tr>`)
        .join('\n      ')}
      </tbody></table></details>`,
      )
      .join('\n    ')}
  </section>`,
    )
    .join('\n')}
  <h2>Networks</h2>
  <p>Kurrajong is a member of the Regional Universities Network and participates in the New Colombo Plan, which funds many of our students&rsquo; exchanges. These are memberships and funding programs, not exchange agreements.</p>
  <div class="callout"><p>Ready to go? Applications for Semester 2 exchange close 15 March. <a href="/global/study-abroad">How to apply for exchange</a> or email <a href="mailto:goglobal@kurrajong.edu.au">goglobal@kurrajong.edu.au</a>.</p></div>
</div>`,
);

const industry = page(
  '/research/industry-partners',
  'Industry partners | Kurrajong University',
  'Research and industry partners of Kurrajong University in agriculture, water, rural health and digital connectivity.',
  'node-230',
  `
<h1 class="page-title">Industry and research partners</h1>
<div class="field field--name-body">
  <p class="lead">Our research is built with partners who use it. These organisations co-invest in projects, host our PhD students and share data and field sites.</p>
  <div class="partner-cards">
    <article class="partner-card"><img src="/sites/default/files/2024-06/logo-csiro.png" alt="CSIRO logo" width="120" height="120" loading="lazy" /><div><h2><a href="https://www.csiro.au/" rel="noopener">CSIRO</a></h2><p>Strategic research partner in digital agriculture. Co-located researchers at our Wagga Wagga campus and a shared soil-sensing field network across 40 farms.</p></div></article>
    <article class="partner-card"><img src="/sites/default/files/2024-06/logo-riverina-agtech.png" alt="Riverina AgTech Cooperative logo" width="120" height="120" loading="lazy" /><div><h2><a href="https://www.riverinaagtech.com.au/" rel="noopener">Riverina AgTech Cooperative</a></h2><p>Grower-owned cooperative and partner in our on-farm trials network, with 120 member farms hosting student research projects.</p></div></article>
    <article class="partner-card"><img src="/sites/default/files/2024-06/logo-murrumbidgee-irrigation.png" alt="Murrumbidgee Irrigation logo" width="120" height="120" loading="lazy" /><div><h2><a href="https://www.mirrigation.com.au/" rel="noopener">Murrumbidgee Irrigation</a></h2><p>Industry partner on water efficiency and irrigation scheduling research.</p></div></article>
    <article class="partner-card"><img src="/sites/default/files/2024-06/logo-wnswlhd.png" alt="Western NSW Local Health District logo" width="120" height="120" loading="lazy" /><div><h2>Western NSW Local Health District</h2><p>Clinical placement and rural medicine pathway partner.</p></div></article>
    <article class="partner-card"><img src="/sites/default/files/2024-06/logo-telstra.png" alt="Telstra logo" width="120" height="120" loading="lazy" /><div><h2><a href="https://www.telstra.com.au/" rel="noopener">Telstra</a></h2><p>Partner in the Regional Connectivity Lab testing satellite and LoRaWAN networks for on-farm sensors.</p></div></article>
  </div>
  <h2>Research funding</h2>
  <p>Our research is funded by the Australian Research Council, the Grains Research and Development Corporation and the Future Drought Fund. Visit the <a href="https://www.arc.gov.au/" rel="noopener">Australian Research Council</a> for details of ARC Linkage grants. Funding bodies are not listed as partners.</p>
  <h2>Partner with us</h2>
  <p>Contact our Research Partnerships Office at <a href="mailto:partnerships@kurrajong.edu.au">partnerships@kurrajong.edu.au</a>.</p>
</div>`,
);

const about = page(
  '/about',
  'About Kurrajong | Kurrajong University',
  'Kurrajong University was established in 1989 and serves regional New South Wales from three campuses and online.',
  'node-3',
  `
<h1 class="page-title">About Kurrajong University</h1>
<div class="field field--name-body">
  <p class="lead">Established in 1989 from the merger of the Riverina College of Advanced Education and the Tamworth Teachers&rsquo; College, Kurrajong University is a public university serving regional New South Wales.</p>
  <h2>Our strategy: Kurrajong 2030</h2>
  <p>By 2030 we will double the number of students from regional and remote communities who complete a degree, and be Australia&rsquo;s leading university for research in dryland agriculture and rural health.</p>
  <h2>Campuses</h2>
  <ul><li><strong>Wagga Wagga</strong> &mdash; our main campus, with the research farm, vineyard and veterinary clinic</li><li><strong>Tamworth</strong> &mdash; education, nursing and the Rural Health Simulation Centre</li><li><strong>Dubbo</strong> &mdash; business, social work and the Kurrajong Indigenous Education Centre</li></ul>
  <h2>Governance</h2>
  <p>The University is governed by a Council established under the Kurrajong University Act 1989 (NSW). Annual reports are tabled in NSW Parliament.</p>
  <h2>Global engagement</h2>
  <p>We hold exchange and research agreements with 41 universities in 17 countries &mdash; see our <a href="/global/exchange-partners">exchange partner universities</a> &mdash; and work with industry partners listed on our <a href="/research/industry-partners">industry partners</a> page.</p>
  <h2>Kurrajong University Foundation</h2>
  <p>The Foundation raises funds for scholarships and research. In 2024 more than 1,400 donors, including the Riverina Community Bank and the Hallstrom Family Trust, gave $6.2 million.</p>
</div>`,
);

const rankings = page(
  '/about/rankings-and-accreditation',
  'Rankings and accreditation | Kurrajong University',
  'Kurrajong University rankings (QS, THE, Good Universities Guide) and registration with TEQSA.',
  'node-27',
  `
<h1 class="page-title">Rankings and accreditation</h1>
<div class="field field--name-body">
  <h2>Rankings</h2>
  <table><thead><tr><th>Ranking</th><th>2025 result</th></tr></thead><tbody>
    <tr><td><a href="https://www.topuniversities.com/universities/kurrajong-university" rel="noopener">QS World University Rankings</a></td><td>601&ndash;650</td></tr>
    <tr><td><a href="https://www.timeshighereducation.com/world-university-rankings/kurrajong-university" rel="noopener">Times Higher Education World University Rankings</a></td><td>501&ndash;600</td></tr>
    <tr><td><a href="https://www.timeshighereducation.com/impactrankings" rel="noopener">THE Impact Rankings &mdash; SDG 2 Zero Hunger</a></td><td>12th in the world</td></tr>
    <tr><td><a href="https://www.gooduniversitiesguide.com.au/university-ratings-rankings" rel="noopener">Good Universities Guide</a></td><td>5 stars for graduate employment, learner engagement and student support</td></tr></tbody></table>
  <h2>Accreditation</h2>
  <p>Kurrajong University is registered by the <a href="https://www.teqsa.gov.au/national-register/provider/kurrajong-university" rel="noopener">Tertiary Education Quality and Standards Agency (TEQSA)</a> in the &lsquo;Australian University&rsquo; category (PRV12241) and on the Commonwealth Register of Institutions and Courses for Overseas Students (CRICOS 03417K).</p>
  <p>Professional accreditation: our nursing degrees are accredited by ANMAC, engineering by Engineers Australia, teaching degrees by NESA, and the Bachelor of Business by <a href="https://www.cpaaustralia.com.au/" rel="noopener">CPA Australia</a>.</p>
  <h2>Memberships</h2>
  <p>Member of Universities Australia, the Regional Universities Network and the Australian Technology Network&rsquo;s regional affiliates program.</p>
</div>`,
);

const contact = page(
  '/contact',
  'Contact us | Kurrajong University',
  'Contact Kurrajong University: enquiries, campuses, media and partnerships.',
  'node-9',
  `
<h1 class="page-title">Contact us</h1>
<div class="field field--name-body">
  <div class="contact-columns">
    <section><h2>Future students</h2><p><a href="tel:1300587725">1300 587 725</a><br /><a href="mailto:study@kurrajong.edu.au">study@kurrajong.edu.au</a></p></section>
    <section><h2>International</h2><p><a href="tel:+61255501234">+61 2 5550 1234</a><br /><a href="mailto:international@kurrajong.edu.au">international@kurrajong.edu.au</a></p></section>
    <section><h2>Media</h2><p><a href="mailto:media@kurrajong.edu.au">media@kurrajong.edu.au</a></p></section>
    <section><h2>Partnerships</h2><p><a href="mailto:partnerships@kurrajong.edu.au">partnerships@kurrajong.edu.au</a></p></section>
  </div>
  <h2>Campuses</h2>
  <address>Wagga Wagga campus: Boorooma Street, North Wagga Wagga NSW 2650</address>
  <address>Tamworth campus: 98 Robert Street, Tamworth NSW 2340</address>
  <address>Dubbo campus: 19 Darling Street, Dubbo NSW 2830</address>
  <form class="webform-submission-form" action="/contact" method="post" id="webform-submission-contact-form" accept-charset="UTF-8">
    <div class="js-form-item form-item"><label for="edit-name">Your name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" class="form-text required" required /></div>
    <div class="js-form-item form-item"><label for="edit-email">Your email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" class="form-email required" required /></div>
    <div class="js-form-item form-item"><label for="edit-message">Message</label><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" class="form-textarea required" required></textarea></div>
    <input data-drupal-selector="form-x8y2" type="hidden" name="form_build_id" value="form-x8y2Lq0pN4mK7jH1gF5dS3aZ9xC6vB2nM8kJ4hG1fD7sA" /><input data-drupal-selector="edit-webform-submission-contact-form" type="hidden" name="form_id" value="webform_submission_contact_form" />
    <div class="form-actions"><input class="webform-button--submit button button--primary js-form-submit form-submit" type="submit" id="edit-submit" name="op" value="Send message" /></div>
  </form>
</div>`,
);

export const site: CorpusSite = {
  domain: 'www.kurrajong.edu.au',
  otherDomains: ['kurrajongcollege.edu.au'],
  covers:
    'Australian regional university on Drupal 10/Acquia: exchange partner universities by region and country in collapsed <details> tables (generated from a list), industry/research partner cards, authorised education agents and an online-program partner in prose on the international page; negatives are QS/THE/Good Universities rankings, TEQSA and CPA accreditation, Universities Australia/RUN membership badges, ARC funding, donors named without links, Study Australia and Home Affairs links, the pathway college domain, WhatsApp, socials and mail links.',
  pages: {
    '/': { headers, html: home },
    '/study/international': { headers, html: international },
    '/global/exchange-partners': { headers, html: exchange },
    '/global/partners': { status: 301, redirect: '/global/exchange-partners' },
    '/research/industry-partners': { headers, html: industry },
    '/about': { headers, html: about },
    '/about/rankings-and-accreditation': { headers, html: rankings },
    '/contact': { headers, html: contact },
  },
  sitemap: [
    '/',
    '/study/international',
    '/global/exchange-partners',
    '/research/industry-partners',
    '/about',
    '/about/rankings-and-accreditation',
    '/contact',
  ],
  technologies: [
    'acquia-cloud-platform',
    'amazon-web-services',
    'drupal',
    'google-font-api',
    'google-tag-manager',
    'open-graph',
    'php',
    'priority-hints',
    'siteimprove',
    'varnish',
    'youtube',
  ],
  partners: {
    'ubc.ca': 'generic',
    'fudan.edu.cn': 'generic',
    'sciencespo.fr': 'generic',
    'uni-heidelberg.de': 'generic',
    'iitb.ac.in': 'generic',
    'ugm.ac.id': 'generic',
    'kyoto-u.ac.jp': 'generic',
    'um.edu.my': 'generic',
    'tec.mx': 'generic',
    'uu.nl': 'generic',
    'otago.ac.nz': 'generic',
    'nus.edu.sg': 'generic',
    'yonsei.ac.kr': 'generic',
    'lu.se': 'generic',
    'leeds.ac.uk': 'generic',
    'arizona.edu': 'generic',
    'vnu.edu.vn': 'generic',
    'csiro.au': 'generic',
    'riverinaagtech.com.au': 'generic',
    'mirrigation.com.au': 'generic',
    'telstra.com.au': 'generic',
    'idp.com': 'channel',
    'aeccglobal.com': 'channel',
    'lattitudeglobal.com.au': 'channel',
    'keypathedu.com.au': 'channel',
  },
};
