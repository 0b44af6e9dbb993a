import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-varnish': '318842170 317720954',
  via: '1.1 varnish (Varnish/7.4)',
  'cache-control': 'max-age=900, public',
};

function layout(title: string, bodyClass: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en-IE" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title} | Harbourstone Insurance</title>
<link rel="icon" href="/sites/default/files/favicon_0.png" type="image/png">
<link rel="stylesheet" media="all" href="/sites/default/themes/harbourstone/css/base.css?s9k2pl">
<link rel="stylesheet" media="all" href="/sites/default/themes/harbourstone/css/components.css?s9k2pl">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-HB4T7XQ2RS"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-HB4T7XQ2RS', {'anonymize_ip': true});</script>
</head>
<body class="${bodyClass}">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="cookie-notice" role="region" aria-label="Cookie notice">
  <p>We use cookies to make our website work and, with your consent, to understand how it is used. <a href="/cookie-policy">Cookie policy</a></p>
  <button type="button" class="cookie-accept">Accept all</button> <button type="button" class="cookie-reject">Essential only</button>
</div>
<header role="banner" class="site-header">
  <div class="region region-top-bar">
    <ul class="menu menu--utility">
      <li><a href="https://my.harbourstone.ie/">My Harbourstone</a></li>
      <li><a href="/claims">Make a claim</a></li>
      <li><a href="/find-a-broker">Find a broker</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
  </div>
  <a href="/" rel="home" class="site-logo"><img src="/sites/default/files/harbourstone-logo.svg" alt="Harbourstone Insurance"></a>
  <nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation">
    <h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2>
    <ul class="menu menu--main">
      <li class="menu-item"><a href="/car-insurance">Car</a></li>
      <li class="menu-item"><a href="/home-insurance">Home</a></li>
      <li class="menu-item"><a href="/business-insurance">Business</a></li>
      <li class="menu-item"><a href="/farm-insurance">Farm</a></li>
      <li class="menu-item"><a href="/claims">Claims</a></li>
      <li class="menu-item"><a href="/about">About us</a></li>
    </ul>
  </nav>
</header>
<main role="main" id="main-content">
${content}
</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <nav aria-label="Footer">
      <ul class="menu">
        <li><a href="/about">About Harbourstone</a></li>
        <li><a href="/about/partnerships">Partnerships &amp; sponsorship</a></li>
        <li><a href="/news">News</a></li>
        <li><a href="https://careers.harbourstone.ie/">Careers</a></li>
        <li><a href="/complaints">Complaints</a></li>
        <li><a href="/privacy">Privacy</a></li>
        <li><a href="/cookie-policy">Cookies</a></li>
        <li><a href="/accessibility">Accessibility</a></li>
      </ul>
    </nav>
    <div class="social-links">
      <a href="https://www.facebook.com/harbourstoneinsurance">Facebook</a>
      <a href="https://www.instagram.com/harbourstone.ie">Instagram</a>
      <a href="https://www.linkedin.com/company/harbourstone-insurance-dac">LinkedIn</a>
    </div>
    <p class="regulatory">Harbourstone Insurance DAC is regulated by the <a href="https://www.centralbank.ie/">Central Bank of Ireland</a>. Registered in Ireland No. 487512. Registered office: Harbour House, Dock Road, Galway H91 X2P7.</p>
  </div>
</footer>
</div>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/sites/default/themes/harbourstone/js/navigation.js?s9k2pl"></script>
</body>
</html>`;
}

function brokerRow(name: string, town: string, county: string, phone: string, web?: string): string {
  const site = web ? `<a href="https://${web}/" target="_blank" rel="noopener">Visit website</a>` : '<span class="no-web">–</span>';
  return `      <tr><td class="views-field-title">${name}</td><td>${town}</td><td>${county}</td><td><a href="tel:${phone.replace(/\s/g, '')}">${phone}</a></td><td>${site}</td></tr>`;
}

const brokerTableHead = `<table class="views-table cols-5">
    <thead><tr><th>Broker</th><th>Town</th><th>County</th><th>Phone</th><th>Website</th></tr></thead>
    <tbody>`;

export const site: CorpusSite = {
  domain: 'harbourstone.ie',
  covers:
    'English Irish insurer on Drupal 10 behind nginx and Varnish: paginated broker locator table (one broker without website), a partnerships page reached from the footer and sitemap with prose naming technology suppliers, an underwriting partner, roadside assistance partner, sponsorship and charity partner; negatives: AM Best rating, Central Bank regulator, awards, press coverage, YouTube video, social links, careers subdomain',
  pages: {
    '/': {
      headers,
      html: layout(
        'Car, home and business insurance in Ireland',
        'path-frontpage',
        `<section class="hero">
  <h1>Insurance from the west of Ireland, since 1952</h1>
  <p>Car, home, farm and business cover, arranged through local brokers who know you.</p>
  <a class="button" href="/find-a-broker">Find your local broker</a>
</section>
<section class="product-tiles">
  <article><h2><a href="/car-insurance">Car insurance</a></h2><p>Comprehensive cover with free windscreen repair and a courtesy car.</p></article>
  <article><h2><a href="/home-insurance">Home insurance</a></h2><p>Buildings and contents cover with 24-hour emergency home assistance.</p></article>
  <article><h2><a href="/business-insurance">Business insurance</a></h2><p>Shops, offices, trades and hospitality.</p></article>
  <article><h2><a href="/farm-insurance">Farm insurance</a></h2><p>Livestock, machinery and farm liability.</p></article>
</section>
<section class="trust-strip">
  <div><img src="/sites/default/files/ambest-a-minus.png" alt="AM Best rating A- Excellent"><p>Financial strength rated A- (Excellent) by <a href="https://web.ambest.com/">AM Best</a>.</p></div>
  <div><img src="/sites/default/files/irish-insurance-awards-2024.png" alt="Irish Insurance Awards 2024"><p>Claims Team of the Year, Irish Insurance Awards 2024.</p></div>
  <div><p>98% of customers rated our claims service good or excellent in 2023.</p></div>
</section>
<section class="latest-news">
  <h2>Latest news</h2>
  <ul>
    <li><a href="/news/harbourstone-named-top-employer-2024">Harbourstone named a Top Employer for 2024</a></li>
    <li><a href="/news/storm-ciaran-claims-update">Storm claims: what to do next</a></li>
  </ul>
</section>`,
      ),
    },
    '/find-a-broker': {
      headers,
      html: layout(
        'Find a broker',
        'path-find-a-broker',
        `<h1>Find a Harbourstone broker</h1>
<p>Harbourstone policies are sold through independent insurance brokers across Ireland. Choose your county or browse the full list of our appointed brokers below.</p>
<form class="views-exposed-form" action="/find-a-broker" method="get">
  <label for="edit-county">County</label>
  <select id="edit-county" name="county"><option value="All">- Any -</option><option>Galway</option><option>Cork</option><option>Meath</option><option>Mayo</option></select>
  <input type="submit" value="Search" class="button">
</form>
<div class="view view-broker-locator">
  ${brokerTableHead}
${brokerRow('Corrib Insurance Brokers', 'Galway', 'Galway', '091 563 210', 'www.corribbrokers.ie')}
${brokerRow('Lee Valley Insurances', 'Macroom', 'Cork', '026 41 877', 'leevalleyinsurances.ie')}
${brokerRow('Boyne &amp; Co. Insurance', 'Navan', 'Meath', '046 902 1145', 'www.boyneinsurance.ie')}
${brokerRow('Atlantic Cover Brokers', 'Westport', 'Mayo', '098 25 410', 'atlanticcover.ie')}
${brokerRow('P. J. Dolan Insurances', 'Ballinasloe', 'Galway', '090 964 2231')}
    </tbody>
  </table>
  <nav class="pager" role="navigation" aria-labelledby="pagination-heading">
    <h4 id="pagination-heading" class="visually-hidden">Pagination</h4>
    <ul class="pager__items">
      <li class="pager__item is-active">Page 1</li>
      <li class="pager__item"><a href="/find-a-broker/page/2" title="Go to page 2">2</a></li>
      <li class="pager__item pager__item--next"><a href="/find-a-broker/page/2" rel="next">Next ›</a></li>
    </ul>
  </nav>
</div>
<p>Are you a broker interested in a Harbourstone agency? Contact our Broker Development team at <a href="mailto:agency@harbourstone.ie">agency@harbourstone.ie</a>.</p>`,
      ),
    },
    '/find-a-broker/page/2': {
      headers,
      html: layout(
        'Find a broker – page 2',
        'path-find-a-broker',
        `<h1>Find a Harbourstone broker</h1>
<div class="view view-broker-locator">
  ${brokerTableHead}
${brokerRow('Shannonside Brokers', 'Limerick', 'Limerick', '061 318 402', 'www.shannonsidebrokers.ie')}
${brokerRow('Kilkenny Insurance Centre', 'Kilkenny', 'Kilkenny', '056 772 1909', 'kilkennyinsurance.ie')}
${brokerRow('Slaney Financial &amp; Insurance', 'Enniscorthy', 'Wexford', '053 923 3876', 'www.slaneyfinancial.ie')}
    </tbody>
  </table>
  <nav class="pager" role="navigation">
    <ul class="pager__items">
      <li class="pager__item pager__item--previous"><a href="/find-a-broker" rel="prev">‹ Previous</a></li>
      <li class="pager__item"><a href="/find-a-broker">1</a></li>
      <li class="pager__item is-active">Page 2</li>
    </ul>
  </nav>
</div>`,
      ),
    },
    '/about/partnerships': {
      headers,
      html: layout(
        'Partnerships and sponsorship',
        'path-node page-node-type-page',
        `<article class="node node--type-page">
<h1>Partnerships &amp; sponsorship</h1>
<div class="field field--name-body">
<p>Harbourstone works with a small number of carefully chosen partners so that our policyholders get fast, fair service when they need it most.</p>
<h2>Service partners</h2>
<p>Roadside assistance on every comprehensive car policy is provided by our partner <a href="https://www.rescueline.ie/">RescueLine Ireland</a>, who can have a recovery truck with you within 60 minutes anywhere in the country. Legal expenses cover on home and business policies is underwritten by our partner <a href="https://lexcover.ie/">Lexcover Legal Protection DAC</a>.</p>
<h2>Technology partners</h2>
<p>Our policy administration and claims systems run on the <a href="https://www.guidewire.com/">Guidewire</a> InsuranceSuite, and the Harbourstone DriveWell app uses telematics technology from our partner <a href="https://www.cmtelematics.com/">Cambridge Mobile Telematics</a>.</p>
<h2>In the community</h2>
<p>We are proud to be the official insurance partner of <a href="https://westerngaels.ie/">Western Gaels GAA</a> for the 2024–2026 seasons, and our staff fundraise all year for our charity partner, the <a href="https://www.lifebuoytrust.ie/">Lifebuoy Trust</a>, which teaches water safety to children in coastal schools.</p>
</div>
</article>`,
      ),
    },
    '/claims': {
      headers,
      html: layout(
        'Make a claim',
        'path-claims',
        `<h1>Make a claim</h1>
<p>We are here 24 hours a day, 365 days a year.</p>
<table class="claims-numbers">
  <tr><th>Car accident or breakdown</th><td>1800 912 440</td></tr>
  <tr><th>Home emergency</th><td>1800 912 441</td></tr>
  <tr><th>Windscreen</th><td>1800 912 442</td></tr>
  <tr><th>Business &amp; farm claims</th><td>091 530 900</td></tr>
</table>
<p>You can also start a claim online in <a href="https://my.harbourstone.ie/claims/new">My Harbourstone</a>. If you bought your policy through a broker, you can also contact them directly.</p>`,
      ),
    },
    '/about': {
      headers,
      html: layout(
        'About us',
        'path-about',
        `<h1>About Harbourstone</h1>
<p>Harbourstone was set up in Galway in 1952 as a mutual for fishing and farming families. We became a designated activity company in 2015 and today insure more than 310,000 homes, cars, farms and businesses.</p>
<div class="video-embed"><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/q8XbL2mT4aE" title="Harbourstone: 70 years on the west coast" allowfullscreen loading="lazy"></iframe></div>
<h2>Leadership</h2>
<ul><li>Áine Mulqueen, Chief Executive</li><li>Declan Furey, Chief Financial Officer</li><li>Rosemary Tighe, Chief Claims Officer</li></ul>
<h2>Ratings and regulation</h2>
<p>Rated A- (Excellent) by AM Best. Regulated by the Central Bank of Ireland. Member of <a href="https://www.insuranceireland.eu/">Insurance Ireland</a>.</p>
<p>Read more about our <a href="/about/partnerships">partnerships and sponsorship</a>.</p>`,
      ),
    },
    '/news': {
      headers,
      html: layout(
        'News',
        'path-news',
        `<h1>News</h1>
<div class="view view-news">
  <article><h2><a href="/news/harbourstone-named-top-employer-2024">Harbourstone named a Top Employer for 2024</a></h2><p>We are delighted to be recognised by the <a href="https://www.top-employers.com/en-ie/">Top Employers Institute</a> for the third year running.</p></article>
  <article><h2><a href="/news/business-post-top-1000">Harbourstone climbs to 212th in the Business Post Top 1000</a></h2><p>As reported in the <a href="https://www.businesspost.ie/top-1000">Business Post</a>.</p></article>
  <article><h2><a href="/news/storm-ciaran-claims-update">Storm claims: what to do next</a></h2><p>Advice for customers affected by flooding in Cork and Kerry.</p></article>
</div>`,
      ),
    },
    '/contact': {
      headers,
      html: layout(
        'Contact us',
        'path-contact',
        `<h1>Contact us</h1>
<p>Customer service: 091 530 800 (Mon–Fri 8.30am–6pm, Sat 9am–1pm)</p>
<p>Email: <a href="mailto:hello@harbourstone.ie">hello@harbourstone.ie</a></p>
<p>Harbour House, Dock Road, Galway H91 X2P7</p>
<p>To buy a policy, please <a href="/find-a-broker">contact your local broker</a>.</p>`,
      ),
    },
  },
  sitemap: ['/', '/find-a-broker', '/find-a-broker/page/2', '/about', '/about/partnerships', '/claims', '/news', '/contact'],
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'google-analytics', 'google-tag-manager', 'jquery', 'youtube'],
  partners: {
    'corribbrokers.ie': 'channel',
    'leevalleyinsurances.ie': 'channel',
    'boyneinsurance.ie': 'channel',
    'atlanticcover.ie': 'channel',
    'shannonsidebrokers.ie': 'channel',
    'kilkennyinsurance.ie': 'channel',
    'slaneyfinancial.ie': 'channel',
    'rescueline.ie': 'generic',
    'lexcover.ie': 'generic',
    'guidewire.com': 'technology',
    'cmtelematics.com': 'technology',
    'westerngaels.ie': 'generic',
    'lifebuoytrust.ie': 'generic',
  },
};
