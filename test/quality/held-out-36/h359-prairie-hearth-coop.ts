import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'MISS',
  'x-varnish': '417280935 416921004',
  via: '1.1 varnish',
  'cache-control': 'max-age=900, public',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, path: string, desc: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
<meta name="description" content="${desc}" />
<link rel="canonical" href="https://prairiehearth.coop${path}" />
<meta property="og:site_name" content="Prairie Hearth Farmers Cooperative" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://prairiehearth.coop${path}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/hearth/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3nX8vT2kP1aZ9rL0cB4yE7uW6sD5fG.css?delta=0&amp;language=en&amp;theme=hearth&amp;include=eJxLzs8tyM9LzSvRT8_JT0os0i3OTEnVSyxNKQIAmmYKTg" />
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-PH2026COOP"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-PH2026COOP", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>
  </head>`;

const header = `<body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <div class="region region-header">
    <div id="block-hearth-branding" class="block block-system block-system-branding-block"><a href="/" rel="home" class="site-logo"><img src="/themes/custom/hearth/logo.svg" alt="Prairie Hearth Farmers Cooperative" /></a></div>
  </div>
  <nav role="navigation" aria-labelledby="block-hearth-main-menu-menu" id="block-hearth-main-menu" class="block block-menu navigation menu--main">
    <h2 class="visually-hidden" id="block-hearth-main-menu-menu">Main navigation</h2>
    <ul class="menu">
      <li class="menu-item"><a href="/our-grains" data-drupal-link-system-path="node/12">Our Grains</a></li>
      <li class="menu-item"><a href="/where-to-buy" data-drupal-link-system-path="node/31">Where to Buy</a></li>
      <li class="menu-item"><a href="/membership" data-drupal-link-system-path="node/8">Membership</a></li>
      <li class="menu-item menu-item--expanded"><a href="/about-us" data-drupal-link-system-path="node/2">About</a>
        <ul class="menu"><li class="menu-item"><a href="/about-us" data-drupal-link-system-path="node/2">Our Co-op</a></li><li class="menu-item"><a href="/about-us/partnerships" data-drupal-link-system-path="node/44">Partnerships</a></li><li class="menu-item"><a href="/news" data-drupal-link-system-path="news">News</a></li></ul>
      </li>
    </ul>
  </nav>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
  <div class="layout-content">`;

const footer = `  </div>
</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <div id="block-footercontact" class="block block-block-content"><h2>Prairie Hearth Farmers Cooperative</h2><p>410 Elevator Road, Grinnell, IA 50112<br>(641) 555-0190 &middot; <a href="mailto:info@prairiehearth.coop">info@prairiehearth.coop</a></p></div>
    <nav role="navigation" aria-labelledby="block-hearth-footer-menu" id="block-hearth-footer" class="block block-menu navigation menu--footer">
      <h2 id="block-hearth-footer-menu">Resources</h2>
      <ul class="menu"><li class="menu-item"><a href="/member-portal">Member portal</a></li><li class="menu-item"><a href="/grain-bids">Daily grain bids</a></li><li class="menu-item"><a href="/about-us/partnerships">Partnerships</a></li><li class="menu-item"><a href="https://www.agcareersnetwork.com/employers/prairie-hearth-coop">Careers</a></li></ul>
    </nav>
    <div class="block social"><a href="https://www.facebook.com/prairiehearthcoop">Facebook</a> <a href="https://www.youtube.com/@prairiehearthcoop">YouTube</a></div>
    <div class="block footer-seal"><a href="https://www.ncba-coops.org/"><img src="/sites/default/files/2024-05/coop-member-seal.png" alt="Member, National Cooperative Business Alliance" /></a> <a href="https://www.certifiedorganicmidwest.org/"><img src="/sites/default/files/2024-05/organic-seal.png" alt="Certified Organic by Organic Midwest" /></a></div>
    <p>&copy; 2026 Prairie Hearth Farmers Cooperative. An equal opportunity provider.</p>
  </div>
</footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/2","currentLanguage":"en"},"pluralDelimiter":"\\u0003","gtag":{"tagId":"G-PH2026COOP","consentMode":false,"otherIds":[],"events":[],"additionalConfigInfo":[]},"user":{"uid":0,"permissionsHash":"4f9c1d2e3a5b"}}</script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.4.2"></script>
<script src="/core/misc/drupal.js?v=10.4.2"></script>
<script src="/core/misc/drupal.init.js?v=10.4.2"></script>
<script src="/modules/contrib/google_tag/js/gtag.js?sq8x1p"></script>
<script src="/themes/custom/hearth/js/hearth.js?sq8x1p"></script>
  </body>
</html>`;

export const site: CorpusSite = {
  domain: 'prairiehearth.coop',
  covers:
    'Iowa grain and oat farmers cooperative on Drupal 10 (nginx + Varnish); where-to-buy page with retail grocer and distributor partners in a Views table; partnerships page nested under /about-us with research, brand and farm-software partners; co-op alliance seal, organic certifier, lender, member farms, county fair sponsorship, job board and news links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Prairie Hearth Farmers Cooperative | Grown by 212 Iowa family farms', '/', 'A farmer-owned cooperative milling organic oats, heritage wheat and food-grade corn in central Iowa.')}
${header}
<div class="views-element-container"><div class="hero"><h1>Owned by the farmers who grow it.</h1><p>212 member farms. One mill. Organic oats, heritage wheat and food-grade corn from central Iowa since 1948.</p><a class="button" href="/where-to-buy">Find our flour and oats</a></div></div>
<div class="grain-bids-teaser"><h2>Today&rsquo;s cash bids</h2><table><tr><th>Organic oats</th><td>$6.85/bu</td></tr><tr><th>Food-grade corn</th><td>$5.10/bu</td></tr></table><a href="/grain-bids">All bids</a></div>
<div class="news-teaser"><h2>Latest news</h2><ul><li><a href="/news/2026-annual-meeting">Members approve new oat-milling line at 2026 annual meeting</a></li></ul></div>
${footer}`,
    },
    '/where-to-buy': {
      headers,
      html: `${head('Where to Buy | Prairie Hearth Farmers Cooperative', '/where-to-buy', 'Grocers, co-ops and distributors that carry Prairie Hearth flour, oats and cornmeal.')}
${header}
<article class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Where to Buy</span></h1>
<div class="field field--name-body"><p>Prairie Hearth flour, rolled oats and cornmeal are sold through these retail and wholesale partners. Bakeries and restaurants should order from one of our foodservice distributors.</p></div>
<div class="views-element-container"><div class="view view-retail-partners view-display-id-page_1">
  <div class="view-filters"><form class="views-exposed-form" action="/where-to-buy" method="get"><label for="edit-type">Partner type</label><select id="edit-type" name="type"><option value="All">- Any -</option><option value="retail">Retail</option><option value="foodservice">Foodservice distributor</option></select><input type="submit" value="Apply" class="button js-form-submit form-submit" /></form></div>
  <table class="views-table cols-3">
    <thead><tr><th>Partner</th><th>Type</th><th>Region</th></tr></thead>
    <tbody>
      <tr><td><a href="https://www.heartlandfreshmarkets.com/">Heartland Fresh Markets</a></td><td>Retail</td><td>Iowa, Nebraska (38 stores)</td></tr>
      <tr><td><a href="https://www.riverbendcoopgrocery.org/">Riverbend Co-op Grocery</a></td><td>Retail</td><td>Iowa City, Cedar Rapids</td></tr>
      <tr><td><a href="https://www.greatlakesnaturaldistributors.com/">Great Lakes Natural Distributors</a></td><td>Foodservice distributor</td><td>Upper Midwest</td></tr>
      <tr><td><a href="https://midplainsfoodhub.org/">Mid-Plains Food Hub</a></td><td>Foodservice distributor</td><td>Kansas City &amp; Omaha</td></tr>
    </tbody>
  </table>
</div></div>
<p>Prefer to buy direct? Members and neighbors can pick up at the mill store Monday&ndash;Saturday.</p>
</article>
${footer}`,
    },
    '/about-us/partnerships': {
      headers,
      html: `${head('Partnerships | Prairie Hearth Farmers Cooperative', '/about-us/partnerships', 'The universities, food companies and technology partners working with our member farms.')}
${header}
<article class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Partnerships</span></h1>
<div class="field field--name-body">
  <p>A cooperative is only as strong as its relationships. Beyond our members, these organizations partner with Prairie Hearth on research, new products and better farm data.</p>
  <div class="paragraph paragraph--type-accordion">
    <details open><summary>Research partners</summary>
      <p>Our oat-variety trials run on member farms in partnership with <a href="https://www.iowaheartlanduniversity.edu/agronomy">Iowa Heartland University&rsquo;s Department of Agronomy</a> and the <a href="https://www.soilfuturesinstitute.org/">Soil Futures Institute</a>, which measures soil carbon across 40 member fields.</p>
    </details>
    <details><summary>Brand partners</summary>
      <p>These food companies build products around Prairie Hearth grain, and print our co-op seal on pack:</p>
      <ul><li><a href="https://www.goldenfurrowgranola.com/">Golden Furrow Granola</a> &ndash; Prairie Hearth oats in every bag since 2019</li><li><a href="https://www.littleprairiebakery.com/">Little Prairie Bakery</a> &ndash; heritage-wheat sourdough sold across the Midwest</li></ul>
    </details>
    <details><summary>Technology partners</summary>
      <p>Members get free access to <a href="https://www.fieldledger.ag/">FieldLedger</a> farm-records software, which integrates with our scale tickets and grain contracts, and to soil-moisture dashboards from <a href="https://www.rootsense.io/">RootSense</a>.</p>
    </details>
  </div>
  <p>Financing for our new milling line is provided by <a href="https://www.farmcreditheartland.com/">Farm Credit Heartland</a>. We are proud to sponsor the <a href="https://www.poweshiekcountyfair.org/">Poweshiek County Fair</a> 4-H grain show every August.</p>
</div>
</article>
${footer}`,
    },
    '/about-us': {
      headers,
      html: `${head('Our Co-op | Prairie Hearth Farmers Cooperative', '/about-us', 'The history and governance of Prairie Hearth Farmers Cooperative.')}
${header}
<article class="node node--type-page node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Our Co-op</span></h1>
<div class="field field--name-body">
  <p>Prairie Hearth was founded in 1948 by 31 Poweshiek County families who pooled money to build a grain elevator. Today 212 member farms own the cooperative, elect its nine-member board and share its profits as patronage dividends.</p>
  <h2>Member spotlight</h2>
  <div class="member-card"><img src="/sites/default/files/2025-09/kessler-farm.jpg" alt="The Kessler family in their oat field" /><h3>Kessler Family Farm, Montezuma</h3><p>Fourth-generation members growing 600 acres of organic oats and rye. <a href="https://www.kesslerfamilyfarm.com/">Visit their farm store</a>.</p></div>
  <h2>Governance</h2><p>Board minutes and annual reports are available in the <a href="/member-portal">member portal</a>.</p>
</div>
</article>
${footer}`,
    },
    '/news/2026-annual-meeting': {
      headers,
      html: `${head('Members approve new oat-milling line at 2026 annual meeting | Prairie Hearth', '/news/2026-annual-meeting', 'News from the 2026 annual meeting.')}
${header}
<article class="node node--type-article node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Members approve new oat-milling line at 2026 annual meeting</span></h1>
<div class="node__meta">Submitted on February 20, 2026</div>
<div class="field field--name-body">
  <p>More than 170 members voted at the annual meeting in Grinnell to approve a $6.2 million gluten-free oat milling line. The project was <a href="https://www.iowafarmreporter.com/news/2026/02/prairie-hearth-oat-mill">covered by the Iowa Farm Reporter</a>.</p>
  <p>Guest speaker Dr. Alana Reyes presented <a href="https://www.extension-research.org/oat-yield-study-2025.pdf">new oat yield research</a> from last season&rsquo;s trials.</p>
</div>
</article>
${footer}`,
    },
  },
  sitemap: [
    'https://prairiehearth.coop/',
    'https://prairiehearth.coop/where-to-buy',
    'https://prairiehearth.coop/about-us',
    'https://prairiehearth.coop/about-us/partnerships',
    'https://prairiehearth.coop/news/2026-annual-meeting',
  ],
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'heartlandfreshmarkets.com': 'channel',
    'riverbendcoopgrocery.org': 'channel',
    'greatlakesnaturaldistributors.com': 'channel',
    'midplainsfoodhub.org': 'channel',
    'iowaheartlanduniversity.edu': 'generic',
    'soilfuturesinstitute.org': 'generic',
    'goldenfurrowgranola.com': 'generic',
    'littleprairiebakery.com': 'generic',
    'fieldledger.ag': 'technology',
    'rootsense.io': 'technology',
  },
};
