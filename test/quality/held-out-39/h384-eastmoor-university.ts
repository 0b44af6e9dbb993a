import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  via: '1.1 varnish (Varnish/7.4)',
  'x-varnish': '48213377 47900122',
  age: '312',
  'cache-control': 'max-age=900, public',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'content-language': 'en',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function page(title: string, path: string, nodeId: number, bodyClass: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<meta name="description" content="The University of Eastmoor is a research-intensive university in the North of England." />
<link rel="canonical" href="https://www.eastmoor.ac.uk${path}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/eastmoor/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title} | University of Eastmoor</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Q3vN8wz0lP4hT2xYc1bK9dRf6sGm5aJ7uE0iO2nL4pA.css?delta=0&amp;language=en&amp;theme=eastmoor&amp;include=eJxdjEEKwzAMBD8k0KdJFm2Ba8tGcgL-fUkh0PS0MOywqm1b7e42Nf" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_vD1r8kQ2mN5xB7cT0yH3gL6fJ9pS4wA1zE8uI2oR5tK.css?delta=1&amp;language=en&amp;theme=eastmoor&amp;include=eJxdjEEKwzAMBD8k0KdJFm2Ba8tGcgL-fUkh0PS0MOywqm1b7e42Nf" />
    <script src="https://siteimproveanalytics.com/js/siteanalyze_6031874.js" async></script>
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W4EM0R9');</script>
  </head>
  <body class="path-node page-node-type-${bodyClass}">
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W4EM0R9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <header class="site-header" role="banner">
      <div class="region region-header">
        <div id="block-eastmoor-branding" class="block block-system block-system-branding-block">
          <a href="/" rel="home" class="site-logo"><img src="/themes/custom/eastmoor/logo.svg" alt="University of Eastmoor" /></a>
        </div>
        <nav role="navigation" aria-labelledby="block-eastmoor-main-menu-menu" id="block-eastmoor-main-menu" class="block block-menu navigation menu--main">
          <h2 class="visually-hidden" id="block-eastmoor-main-menu-menu">Main navigation</h2>
          <ul class="menu menu--level-1">
            <li class="menu-item menu-item--expanded"><a href="/study" data-drupal-link-system-path="node/12">Study</a>
              <ul class="menu menu--level-2"><li class="menu-item"><a href="/study/undergraduate">Undergraduate</a></li><li class="menu-item"><a href="/study/postgraduate">Postgraduate</a></li><li class="menu-item"><a href="https://www.eastmooronline.com/">Online courses</a></li></ul>
            </li>
            <li class="menu-item"><a href="/research" data-drupal-link-system-path="node/14">Research</a></li>
            <li class="menu-item menu-item--expanded"><a href="/business" data-drupal-link-system-path="node/16">Business and industry</a>
              <ul class="menu menu--level-2"><li class="menu-item"><a href="/business/industry-partners" data-drupal-link-system-path="node/211">Industry partners</a></li><li class="menu-item"><a href="/business/ktp">Knowledge Transfer Partnerships</a></li><li class="menu-item"><a href="/business/consultancy">Consultancy and facilities</a></li><li class="menu-item"><a href="/business/degree-apprenticeships">Degree apprenticeships</a></li></ul>
            </li>
            <li class="menu-item"><a href="/about" data-drupal-link-system-path="node/18">About</a></li>
            <li class="menu-item"><a href="/news" data-drupal-link-system-path="news">News</a></li>
            <li class="menu-item"><a href="/contact" data-drupal-link-system-path="node/20">Contact</a></li>
          </ul>
        </nav>
      </div>
    </header>
    <main role="main">
      <a id="main-content" tabindex="-1"></a>
      <div class="region region-content">
        <div data-drupal-messages-fallback class="hidden"></div>
        <article data-history-node-id="${nodeId}" class="node node--type-${bodyClass} node--view-mode-full">
${content}
        </article>
      </div>
    </main>
    <footer class="site-footer" role="contentinfo">
      <div class="region region-footer">
        <nav aria-label="Footer" class="block block-menu menu--footer">
          <ul class="menu">
            <li class="menu-item"><a href="https://jobs.eastmoor.ac.uk/">Jobs at Eastmoor</a></li>
            <li class="menu-item"><a href="https://www.eastmoorsu.co.uk/">Students' Union</a></li>
            <li class="menu-item"><a href="/business/industry-partners">Industry partners</a></li>
            <li class="menu-item"><a href="/legal/privacy">Privacy</a></li>
            <li class="menu-item"><a href="/legal/modern-slavery-statement">Modern slavery statement</a></li>
            <li class="menu-item"><a href="/accessibility">Accessibility</a></li>
          </ul>
        </nav>
        <div class="block block-block-content footer-badges">
          <a href="https://www.officeforstudents.org.uk/for-students/teaching-quality-and-tef/" title="Teaching Excellence Framework"><img src="/sites/default/files/2023-10/tef-gold-2023.png" alt="TEF Gold 2023" width="96" height="96" loading="lazy" /></a>
          <a href="https://www.advance-he.ac.uk/equality-charters/athena-swan-charter" title="Athena Swan"><img src="/sites/default/files/2022-04/athena-swan-bronze.png" alt="Athena Swan Bronze Award" width="96" height="96" loading="lazy" /></a>
          <a href="https://www.gov.uk/government/collections/disability-confident-campaign" title="Disability Confident"><img src="/sites/default/files/2022-04/disability-confident-employer.png" alt="Disability Confident Employer" width="96" height="96" loading="lazy" /></a>
        </div>
        <ul class="social-links">
          <li><a href="https://www.facebook.com/UniEastmoor">Facebook</a></li>
          <li><a href="https://x.com/UniEastmoor">X</a></li>
          <li><a href="https://www.instagram.com/unieastmoor/">Instagram</a></li>
          <li><a href="https://www.linkedin.com/school/university-of-eastmoor/">LinkedIn</a></li>
          <li><a href="https://www.tiktok.com/@unieastmoor">TikTok</a></li>
        </ul>
        <p class="copyright">&copy; University of Eastmoor 2024. Registered charity number 1137442. Eastmoor Road, Halbury HB4 7QX.</p>
      </div>
    </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/${nodeId}","currentPathIsAdmin":false,"isFront":${path === '/' ? 'true' : 'false'},"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"3c8b1e0f7a2d94c56b8e1f0a3d7c2b9e4f6a1d0c8b7e5f3a2d1c0b9e8f7a6d5c"}}</script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.js?v=10.2.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.6"></script>
    <script src="/themes/custom/eastmoor/dist/js/main.js?sdf71k"></script>
  </body>
</html>`;
}

type Partner = { name: string; sector: string; url: string | null; text: string; caseStudy?: string };

const strategic: Partner[] = [
  {
    name: 'Harrowgate Aerospace',
    sector: 'Aerospace and advanced manufacturing',
    url: 'https://www.harrowgateaero.co.uk/',
    text: 'Co-funds the Advanced Composites Lab on our Riverside campus and sponsors twelve PhD studentships in lightweight structures.',
  },
  {
    name: 'Northwold Energy',
    sector: 'Offshore wind',
    url: 'https://northwoldenergy.com/en/careers/graduates',
    text: 'Our partner in the Offshore Wind Skills Academy, offering placements to engineering students and running three Knowledge Transfer Partnerships with the School of Engineering.',
  },
  {
    name: 'Calder Pharma',
    sector: 'Life sciences',
    url: 'https://calderpharma.co.uk/',
    text: 'Collaborates with our Centre for Drug Discovery on antimicrobial resistance and hosts a joint industrial doctorate programme.',
  },
  {
    name: 'Brindle Digital',
    sector: 'Software and data',
    url: 'https://brindledigital.io/',
    text: 'Supports the Data Science MSc with live briefs, guest lectures and a funded prize for the best dissertation.',
  },
];

const all0: Partner[] = [
  {
    name: 'Ashcombe Foods Ltd',
    sector: 'Food and drink',
    url: 'https://www.ashcombefoods.co.uk/',
    text: 'Shelf-life and packaging research with the Food Innovation Centre.',
  },
  {
    name: 'Beacon Rail Systems',
    sector: 'Transport',
    url: 'https://beaconrailsystems.com/',
    text: 'Degree apprenticeships in rail signalling engineering.',
  },
  {
    name: 'Coldharbour Water',
    sector: 'Utilities',
    url: 'https://www.coldharbourwater.co.uk/',
    text: 'Catchment modelling and leak detection with the Water Research Group.',
  },
  {
    name: 'Denholm Robotics',
    sector: 'Robotics and AI',
    url: 'https://denholmrobotics.ai/',
    text: 'Co-supervised PhDs in collaborative robot safety.',
  },
  {
    name: 'Fellgate Construction Group',
    sector: 'Construction',
    url: 'https://www.fellgateconstruction.co.uk/',
    text: 'Low-carbon concrete trials at the Built Environment Test Hall.',
  },
];

const all1: Partner[] = [
  {
    name: 'Greywell Analytics',
    sector: 'Software and data',
    url: 'https://greywellanalytics.com/',
    text: 'Student data challenges and a graduate scheme for mathematics students.',
  },
  {
    name: 'Hollin Mills Textiles',
    sector: 'Manufacturing',
    url: 'https://www.hollinmills.co.uk/',
    text: 'Knowledge Transfer Partnership on recycled wool fibres.',
  },
  {
    name: 'Kestrel Marine Survey',
    sector: 'Marine',
    url: 'https://kestrelmarinesurvey.co.uk/',
    text: 'Seabed mapping with the School of Ocean Sciences.',
  },
  {
    name: 'Lowther Agritech',
    sector: 'Agriculture',
    url: 'https://www.lowtheragritech.com/',
    text: 'Soil sensor field trials at the University farm.',
  },
  {
    name: 'Mereside Housing Association',
    sector: 'Housing',
    url: 'https://meresidehousing.org.uk/',
    text: 'Retrofit and fuel-poverty research across 1,200 homes.',
  },
  {
    name: 'Pennine Precision Castings',
    sector: 'Manufacturing',
    url: null,
    text: 'Metal additive manufacturing project funded through a Knowledge Transfer Partnership.',
    caseStudy: '/business/case-studies/pennine-precision-castings',
  },
];

const card = (p: Partner) => `            <div class="views-row">
              <div class="partner-card">
                <div class="views-field views-field-title"><h3 class="field-content">${p.name}</h3></div>
                <div class="views-field views-field-field-sector"><span class="field-content sector-tag">${p.sector}</span></div>
                <div class="views-field views-field-body"><div class="field-content"><p>${p.text}</p></div></div>
                ${p.url ? `<div class="views-field views-field-field-website"><div class="field-content"><a href="${p.url}" rel="noopener" target="_blank">Visit website<span class="visually-hidden"> of ${p.name} (opens in a new tab)</span></a></div></div>` : ''}${p.caseStudy ? `<div class="views-field views-field-field-case-study"><div class="field-content"><a href="${p.caseStudy}">Read the case study</a></div></div>` : ''}
              </div>
            </div>`;

const pager = (current: number) => `          <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
            <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
            <ul class="pager__items js-pager__items">
              ${current > 0 ? '<li class="pager__item pager__item--previous"><a href="/business/industry-partners" title="Go to previous page" rel="prev"><span class="visually-hidden">Previous page</span><span aria-hidden="true">‹ Previous</span></a></li>' : ''}
              <li class="pager__item${current === 0 ? ' is-active' : ''}">${current === 0 ? '<a href="/business/industry-partners" title="Current page" aria-current="page">' : '<a href="/business/industry-partners" title="Go to page 1">'}<span class="visually-hidden">Page</span>1</a></li>
              <li class="pager__item${current === 1 ? ' is-active' : ''}">${current === 1 ? '<a href="?page=1" title="Current page" aria-current="page">' : '<a href="?page=1" title="Go to page 2">'}<span class="visually-hidden">Page</span>2</a></li>
              ${current < 1 ? '<li class="pager__item pager__item--next"><a href="?page=1" title="Go to next page" rel="next"><span class="visually-hidden">Next page</span><span aria-hidden="true">Next ›</span></a></li>' : ''}
            </ul>
          </nav>`;

const partnersPage = (current: number) =>
  page(
    current === 0 ? 'Industry partners' : 'Industry partners (page 2)',
    current === 0 ? '/business/industry-partners' : '/business/industry-partners?page=1',
    211,
    'landing-page',
    `          <h1 class="page-title"><span class="field field--name-title">Industry partners</span></h1>
          <div class="clearfix text-formatted field field--name-body">
            <p>We work with more than 300 organisations, from global manufacturers to local charities, on research, student placements, degree apprenticeships and continuing professional development. Below are some of the businesses we are proud to call our industry partners.</p>
            <p>Interested in working with us? Contact the Business Engagement team at <a href="mailto:business@eastmoor.ac.uk">business@eastmoor.ac.uk</a>.</p>
          </div>
${
  current === 0
    ? `          <section class="paragraph paragraph--type--card-grid">
            <h2>Strategic partners</h2>
            <div class="card-grid card-grid--4">
${strategic
  .map(
    (p) => `              <div class="card card--partner">
                <img src="/sites/default/files/styles/logo/public/partners/${p.name.toLowerCase().replace(/[^a-z]+/g, '-')}.png" alt="${p.name} logo" loading="lazy" />
                <div class="card__body"><h3 class="card__title">${p.name}</h3><p class="card__meta">${p.sector}</p><p>${p.text}</p>${p.url ? `<a class="card__link" href="${p.url}">${p.name} website</a>` : ''}</div>
              </div>`,
  )
  .join('\n')}
            </div>
          </section>
`
    : ''
}          <section class="paragraph paragraph--type--view">
            <h2>All industry partners</h2>
            <div class="views-element-container"><div class="view view-industry-partners view-id-industry_partners view-display-id-block_1 js-view-dom-id-8f3a0c1e5b7d9f2a4c6e8b0d1f3a5c7e">
              <div class="view-filters"><form class="views-exposed-form" action="/business/industry-partners" method="get"><label for="edit-sector">Sector</label><select data-drupal-selector="edit-sector" id="edit-sector" name="sector" class="form-select"><option value="All" selected="selected">- Any -</option><option value="12">Aerospace and advanced manufacturing</option><option value="13">Construction</option><option value="14">Food and drink</option><option value="15">Software and data</option></select><input data-drupal-selector="edit-submit-industry-partners" type="submit" id="edit-submit-industry-partners" value="Apply" class="button js-form-submit form-submit" /></form></div>
              <div class="view-content">
${(current === 0 ? all0 : all1).map(card).join('\n')}
              </div>
${pager(current)}
            </div></div>
          </section>
          <aside class="paragraph paragraph--type--callout">
            <h2>Knowledge Transfer Partnerships</h2>
            <p>A KTP links your business with an Eastmoor academic and a graduate to deliver an innovation project. KTPs are part-funded by <a href="https://www.ukri.org/councils/innovate-uk/">Innovate UK</a>; find out more on our <a href="/business/ktp">KTP page</a>.</p>
            <p>Recruiting graduates? Advertise placements and graduate roles free of charge on <a href="https://eastmoor.targetconnect.net/">Eastmoor Careers Connect</a>.</p>
          </aside>`,
  );

const home = page(
  'Home',
  '/',
  1,
  'homepage',
  `          <section class="hero hero--home">
            <h1>Discover more at Eastmoor</h1>
            <p>Ranked in the UK top 30 for graduate prospects. Applications for September 2025 entry are now open.</p>
            <a class="button button--primary" href="/study/undergraduate">Find a course</a> <a class="button" href="/open-days">Book an open day</a>
          </section>
          <section class="news-teasers">
            <h2>Latest news</h2>
            <div class="teaser"><h3><a href="/news/2024/05/advanced-composites-lab-opens">Eastmoor and Harrowgate Aerospace open &pound;14m Advanced Composites Lab</a></h3><p>The lab will train 200 engineers a year and host joint research on recyclable aircraft structures.</p></div>
            <div class="teaser"><h3><a href="/news/2024/04/guardian-league-table">Eastmoor climbs twelve places in national league table</a></h3><p>Coverage in <a href="https://www.theguardian.com/education/ng-interactive/2024/sep/07/the-guardian-university-guide-2025-the-rankings">The Guardian University Guide 2025</a>.</p></div>
            <div class="teaser"><h3><a href="/news/2024/03/offshore-wind-academy">Offshore Wind Skills Academy welcomes first cohort</a></h3><p>Forty students start placements with industry partners in the North Sea.</p></div>
          </section>
          <section class="promo promo--business">
            <h2>Working with business</h2>
            <p>From consultancy and testing facilities to degree apprenticeships, find out how your organisation can work with our researchers and students.</p>
            <a href="/business/industry-partners">Meet our industry partners</a>
          </section>`,
);

const about = page(
  'About the University',
  '/about',
  18,
  'page',
  `          <h1 class="page-title">About the University</h1>
          <div class="field field--name-body">
            <p>Founded as Halbury Mechanics' Institute in 1868, the University of Eastmoor received its royal charter in 1966. Today 21,000 students from 120 countries study across our Riverside and Moorside campuses.</p>
            <h2>Memberships</h2>
            <p>Eastmoor is a member of the <a href="https://www.northernunisconsortium.ac.uk/">Northern Universities Consortium</a> and the <a href="https://www.unisforclimate.org/members">Universities for Climate network</a>.</p>
          </div>`,
);

const contact = page(
  'Contact us',
  '/contact',
  20,
  'page',
  `          <h1 class="page-title">Contact us</h1>
          <div class="field field--name-body">
            <p>Switchboard: <a href="tel:+441632960000">+44 (0)1632 960000</a><br />Admissions enquiries: <a href="mailto:admissions@eastmoor.ac.uk">admissions@eastmoor.ac.uk</a><br />Business Engagement: <a href="mailto:business@eastmoor.ac.uk">business@eastmoor.ac.uk</a></p>
            <p>University of Eastmoor, Eastmoor Road, Halbury HB4 7QX, United Kingdom</p>
          </div>`,
);

export const site: CorpusSite = {
  domain: 'eastmoor.ac.uk',
  otherDomains: ['eastmooronline.com'],
  covers:
    "Drupal 10 behind Varnish, a UK university (English): industry partners page with strategic-partner cards and a paginated Views list (?page=1 linked from the pager), one partner only linking to an internal case study; negatives: KTP funding body (Innovate UK), careers portal, TEF/Athena Swan/Disability Confident badges, news coverage link, memberships on the about page not called partners, students' union, social links, online-courses domain",
  pages: {
    '/': { headers, html: home },
    '/business/industry-partners': { headers, html: partnersPage(0) },
    '/business/industry-partners?page=1': { headers, html: partnersPage(1) },
    '/about': { headers, html: about },
    '/contact': { headers, html: contact },
  },
  technologies: ['drupal', 'php', 'apache-http-server', 'varnish', 'siteimprove', 'google-tag-manager', 'hsts'],
  partners: {
    'harrowgateaero.co.uk': 'generic',
    'northwoldenergy.com': 'generic',
    'calderpharma.co.uk': 'generic',
    'brindledigital.io': 'generic',
    'ashcombefoods.co.uk': 'generic',
    'beaconrailsystems.com': 'generic',
    'coldharbourwater.co.uk': 'generic',
    'denholmrobotics.ai': 'generic',
    'fellgateconstruction.co.uk': 'generic',
    'greywellanalytics.com': 'generic',
    'hollinmills.co.uk': 'generic',
    'kestrelmarinesurvey.co.uk': 'generic',
    'lowtheragritech.com': 'generic',
    'meresidehousing.org.uk': 'generic',
  },
};
