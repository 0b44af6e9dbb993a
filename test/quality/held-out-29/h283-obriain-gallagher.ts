import type { CorpusSite } from '../corpus/types.js';

/*
 * Ó Briain Gallagher LLP: a Dublin commercial law firm on Drupal 10 (Apache behind Varnish) with Cookiebot,
 * Google Analytics 4 and Google Fonts. Its international alliance page lists member firms in an accordion by region.
 */

const D = 'https://www.obriaingallagher.ie';
const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  via: '1.1 varnish',
  'x-varnish': '983421177 982210045',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'en',
};

function head(title: string, description: string, path: string, nid: number): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-8QZ1L4MBNV"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-8QZ1L4MBNV", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location","allow_ad_personalization_signals":false});</script>
<meta name="description" content="${description}" />
<link rel="canonical" href="${D}${path}" />
<link rel="shortlink" href="${D}/node/${nid}" />
<meta property="og:site_name" content="Ó Briain Gallagher LLP" />
<meta property="og:type" content="article" />
<meta property="og:url" content="${D}${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="${D}/sites/default/files/2023-09/obg-share.jpg" />
<meta name="twitter:card" content="summary" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'LegalService',
        '@id': `${D}/#organization`,
        name: 'Ó Briain Gallagher LLP',
        url: `${D}/`,
        telephone: '+353 1 644 9100',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '40 Fitzwilliam Place',
          addressLocality: 'Dublin 2',
          postalCode: 'D02 YX47',
          addressCountry: 'IE',
        },
        sameAs: ['https://www.linkedin.com/company/obriain-gallagher', 'https://x.com/OBGLaw'],
      },
    ],
  })}</script>
<link rel="icon" href="/themes/custom/obg/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="en" href="${D}${path}" />
    <title>${title} | Ó Briain Gallagher LLP</title>
    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Cormorant+Garamond:wght@500;600&amp;family=Source+Sans+3:wght@400;600&amp;display=swap">
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_kQ3n1xZ8yTgB7pL0vR4mWcA2sJ9dF6hE5uYiOaKxNz0.css?delta=0&amp;language=en&amp;theme=obg&amp;include=eJxdjEEOwjAMBD_k4idFbmLSSE5sxQbR3wMqXDitNDta4jVgOcC0CJp2h0G7n7dBK3rtQRnuUFfS7E8C3_MKaEJZ30u1bKKpEM5Wuhv1LiOTkDuHubKVaLcf5nGB9IjF6ALwMpK2MKfyV76uuC6VtHN7J4N8KhJP" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_p7Wq2xR5vN8mB3kL1jH6gF4dS0aZ9yT.css?delta=1&amp;language=en&amp;theme=obg&amp;include=eJxdjEEOwjAMBD_k4idFbmLSSE5sxQbR3wMqXDitNDta4jVgOcC0CJp2h0G7n7dBK3rtQRnuUFfS7E8C3_MKaEJZ30u1bKKpEM5Wuhv1LiOTkDuHubKVaLcf5nGB9IjF6ALwMpK2MKfyV76uuC6VtHN7J4N8KhJP" />
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4f7a2d1e-9c3b-4a8e-b5d6-1e2f3a4b5c6d" data-blockingmode="auto" type="text/javascript"></script>
  </head>`;
}

const mainMenu = `<nav role="navigation" aria-labelledby="block-obg-main-menu-menu" id="block-obg-main-menu" class="block block-menu navigation menu--main">
  <h2 class="visually-hidden" id="block-obg-main-menu-menu">Main navigation</h2>
  <ul class="menu menu--level-1">
    <li class="menu__item menu__item--expanded"><a href="/expertise" class="menu__link" data-drupal-link-system-path="node/4">Expertise</a>
      <div class="menu__mega"><div class="menu__mega-inner">
        <ul class="menu menu--level-2">
          <li class="menu__item"><a href="/expertise/corporate-commercial" class="menu__link">Corporate &amp; Commercial</a></li>
          <li class="menu__item"><a href="/expertise/banking-finance" class="menu__link">Banking &amp; Finance</a></li>
          <li class="menu__item"><a href="/expertise/employment" class="menu__link">Employment</a></li>
          <li class="menu__item"><a href="/expertise/litigation-disputes" class="menu__link">Litigation &amp; Dispute Resolution</a></li>
          <li class="menu__item"><a href="/expertise/property-construction" class="menu__link">Property &amp; Construction</a></li>
          <li class="menu__item"><a href="/expertise/technology-data" class="menu__link">Technology &amp; Data Protection</a></li>
          <li class="menu__item"><a href="/expertise/private-client" class="menu__link">Private Client</a></li>
        </ul>
        <ul class="menu menu--level-2 menu--sectors">
          <li class="menu__item menu__item--heading">Sectors</li>
          <li class="menu__item"><a href="/sectors/aviation-leasing" class="menu__link">Aviation Leasing</a></li>
          <li class="menu__item"><a href="/sectors/life-sciences" class="menu__link">Life Sciences</a></li>
          <li class="menu__item"><a href="/sectors/agri-food" class="menu__link">Agri-Food</a></li>
          <li class="menu__item"><a href="/sectors/funds-asset-management" class="menu__link">Funds &amp; Asset Management</a></li>
        </ul>
        <div class="menu__promo"><p>Brexit, the Digital Operational Resilience Act and the EU AI Act: <a href="/insights">read our latest insights</a>.</p></div>
      </div></div>
    </li>
    <li class="menu__item"><a href="/people" class="menu__link" data-drupal-link-system-path="people">Our People</a></li>
    <li class="menu__item menu__item--expanded"><a href="/international" class="menu__link">International</a>
      <ul class="menu menu--level-2">
        <li class="menu__item"><a href="/international/lex-atlantic-alliance" class="menu__link">Lex Atlantic Alliance</a></li>
        <li class="menu__item"><a href="/international/inward-investment" class="menu__link">Investing in Ireland</a></li>
      </ul>
    </li>
    <li class="menu__item"><a href="/insights" class="menu__link">Insights</a></li>
    <li class="menu__item menu__item--expanded"><a href="/about-us" class="menu__link" data-drupal-link-system-path="node/2">About Us</a>
      <ul class="menu menu--level-2">
        <li class="menu__item"><a href="/about-us" class="menu__link">The Firm</a></li>
        <li class="menu__item"><a href="/about-us/corporate-responsibility" class="menu__link">Corporate Responsibility</a></li>
        <li class="menu__item"><a href="/news" class="menu__link">News</a></li>
        <li class="menu__item"><a href="/careers" class="menu__link">Careers</a></li>
      </ul>
    </li>
    <li class="menu__item"><a href="/contact" class="menu__link" data-drupal-link-system-path="node/9">Contact</a></li>
  </ul>
</nav>`;

const header = `<body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
  <header role="banner" class="site-header">
    <div class="region region-header">
      <div id="block-obg-branding" class="block block-system block-system-branding-block">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/obg/logo.svg" alt="Ó Briain Gallagher LLP" width="230" height="48" fetchpriority="high" /></a>
      </div>
      <div class="search-block-form block block-search" data-drupal-selector="search-block-form" id="block-obg-search" role="search">
        <form action="/search/node" method="get" id="search-block-form" accept-charset="UTF-8">
          <div class="js-form-item form-item js-form-type-search form-type-search form-item-keys"><label for="edit-keys" class="visually-hidden">Search</label><input title="Enter the terms you wish to search for." data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search" /></div>
          <div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" value="Search" class="button js-form-submit form-submit" /></div>
        </form>
      </div>
    </div>
    <div class="region region-primary-menu">
${mainMenu}
    </div>
  </header>
  <div class="region region-breadcrumb"></div>
  <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="layout-content">
      <div class="region region-content">
        <div data-drupal-messages-fallback class="hidden"></div>`;

const footer = `      </div>
    </div>
  </main>
  <footer role="contentinfo" class="site-footer">
    <div class="region region-footer-first">
      <div class="block block-block-content block-footer-offices">
        <h2>Offices</h2>
        <div class="footer-office"><h3>Dublin</h3><p>40 Fitzwilliam Place, Dublin 2, D02 YX47<br>T: <a href="tel:+35316449100">+353 1 644 9100</a><br>E: <a href="mailto:info@obriaingallagher.ie">info@obriaingallagher.ie</a></p></div>
        <div class="footer-office"><h3>Cork</h3><p>Penrose Wharf, Penrose Quay, Cork, T23 KW81<br>T: <a href="tel:+353214907700">+353 21 490 7700</a></p></div>
        <div class="footer-office"><h3>London</h3><p>Our London office is on <a href="https://www.obriaingallagher.com/">obriaingallagher.com</a></p></div>
      </div>
      <nav class="block block-menu menu--footer" aria-label="Footer">
        <ul class="menu">
          <li class="menu__item"><a href="/international/lex-atlantic-alliance" class="menu__link">Lex Atlantic Alliance</a></li>
          <li class="menu__item"><a href="/about-us/corporate-responsibility" class="menu__link">Corporate Responsibility</a></li>
          <li class="menu__item"><a href="/careers" class="menu__link">Careers</a></li>
          <li class="menu__item"><a href="/legal-notices" class="menu__link">Legal &amp; Regulatory</a></li>
          <li class="menu__item"><a href="/privacy" class="menu__link">Privacy Notice</a></li>
          <li class="menu__item"><a href="/cookies" class="menu__link">Cookie Policy</a></li>
          <li class="menu__item"><a href="/accessibility" class="menu__link">Accessibility</a></li>
        </ul>
      </nav>
    </div>
    <div class="region region-footer-second">
      <div class="block block-block-content block-regulatory">
        <p>Ó Briain Gallagher LLP is a limited liability partnership registered with the <a href="https://www.lsra.ie/" target="_blank" rel="noopener">Legal Services Regulatory Authority</a> (registration no. LLP-0217). Our solicitors are regulated by the <a href="https://www.lawsociety.ie/" target="_blank" rel="noopener">Law Society of Ireland</a>. A list of partners is available at our registered office.</p>
        <ul class="ranking-badges">
          <li><img src="/sites/default/files/2024-04/legal500-top-tier-firm-2024.png" alt="The Legal 500 EMEA 2024 Top Tier Firm" width="110" height="110" loading="lazy" /></li>
          <li><img src="/sites/default/files/2024-04/chambers-europe-2024-ranked.png" alt="Chambers Europe 2024 Ranked Firm" width="110" height="110" loading="lazy" /></li>
          <li><img src="/sites/default/files/2023-11/lex-atlantic-member-badge.png" alt="Member, Lex Atlantic Alliance" width="110" height="110" loading="lazy" /></li>
        </ul>
      </div>
      <div class="block social-links"><a href="https://www.linkedin.com/company/obriain-gallagher" aria-label="LinkedIn">LinkedIn</a> <a href="https://x.com/OBGLaw" aria-label="X">X</a></div>
      <p class="copyright">&copy; 2024 Ó Briain Gallagher LLP. All rights reserved.</p>
    </div>
  </footer>
</div>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/2","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"google_analytics":{"account":"G-8QZ1L4MBNV","trackOutbound":true,"trackMailto":true,"trackTel":true,"trackDownload":true,"trackDownloadExtensions":"7z|aac|arc|arj|asf|asx|avi|bin|csv|doc(x|m)?|dot(x|m)?|exe|flv|gif|gz|gzip|hqx|jar|jpe?g|js|mp(2|3|4|e?g)|mov(ie)?|msi|msp|pdf|phps|png|ppt(x|m)?|pot(x|m)?|pps(x|m)?|ppam|sld(x|m)?|thmx|qtm?|ra(m|r)?|sea|sit|tar|tgz|torrent|txt|wav|wma|wmv|wpd|xls(x|m|b)?|xlt(x|m)|xlam|xml|z|zip"},"user":{"uid":0,"permissionsHash":"3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e"}}</script>
<script src="/sites/default/files/js/js_vR7kT2mQ9xL4pB1nW8cF5dH3gJ6sA0zY.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=obg&amp;include=eJxdjEEOwjAMBD_k4idFbmLSSE5sxQbR3wMqXDitNDta4jVgOcC0CJp2h0G7n7dBK3rtQRnuUFfS7E8C3_MKaEJZ30u1bKKpEM5Wuhv1LiOTkDuHubKVaLcf5nGB9IjF6ALwMpK2MKfyV76uuC6VtHN7J4N8KhJP"></script>
  </body>
</html>`;

function page(
  path: string,
  title: string,
  description: string,
  nid: number,
  body: string,
): { headers: Record<string, string>; html: string } {
  return {
    headers,
    html: `${head(title, description, path, nid)}
  ${header}
<div id="block-obg-content" class="block block-system block-system-main-block">
<article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
${body}
</article>
</div>
${footer}`,
  };
}

const home = page(
  '/',
  'Commercial Law Firm in Dublin and Cork',
  'Ó Briain Gallagher is an Irish commercial law firm advising domestic and international clients from Dublin, Cork and London.',
  1,
  `<div class="paragraph paragraph--type--hero">
  <h1 class="hero__title">Clear advice. Decisive action.</h1>
  <p class="hero__lede">Ó Briain Gallagher is a full-service Irish commercial law firm of 32 partners and 190 people, advising Irish businesses, multinationals and public bodies from Dublin, Cork and London.</p>
  <a href="/expertise" class="button button--primary">Our expertise</a> <a href="/contact" class="button">Talk to us</a>
</div>
<div class="paragraph paragraph--type--cards">
  <h2>How we help</h2>
  <div class="cards">
    <div class="card"><h3><a href="/expertise/corporate-commercial">Corporate &amp; Commercial</a></h3><p>M&amp;A, private equity, joint ventures and commercial contracts for Irish and international clients.</p></div>
    <div class="card"><h3><a href="/expertise/banking-finance">Banking &amp; Finance</a></h3><p>Acquisition finance, real estate lending and aircraft financing for lenders and borrowers.</p></div>
    <div class="card"><h3><a href="/expertise/employment">Employment</a></h3><p>Contentious and advisory employment law, from WRC claims to executive exits.</p></div>
    <div class="card"><h3><a href="/expertise/litigation-disputes">Litigation &amp; Disputes</a></h3><p>Commercial Court litigation, arbitration, regulatory investigations and insolvency.</p></div>
    <div class="card"><h3><a href="/expertise/technology-data">Technology &amp; Data</a></h3><p>GDPR, outsourcing, SaaS contracts and the EU AI Act.</p></div>
    <div class="card"><h3><a href="/expertise/property-construction">Property &amp; Construction</a></h3><p>Development, planning, landlord and tenant and construction disputes.</p></div>
  </div>
</div>
<div class="paragraph paragraph--type--text-image">
  <img src="/sites/default/files/styles/wide/public/2023-10/world-map-alliance.png?itok=9fQ2kLmR" alt="Map showing Lex Atlantic Alliance member firm locations" width="640" height="360" loading="lazy" />
  <div class="text"><h2>International reach</h2><p>As the Irish member of the Lex Atlantic Alliance we can put a trusted, independent law firm at your side in 24 jurisdictions, with one relationship partner in Dublin co-ordinating the work. <a href="/international/lex-atlantic-alliance">Meet our alliance partners</a>.</p></div>
</div>
<div class="paragraph paragraph--type--deals">
  <h2>Recent work</h2>
  <ul class="deal-list">
    <li>Advised Brannock Dairies on its &euro;140m sale to a European agri-food group.</li>
    <li>Acted for the lenders on a &euro;210m refinancing of a Dublin office portfolio.</li>
    <li>Represented a US medical devices company in a High Court patent dispute.</li>
    <li>Advised Wexford County Enterprise Board on its new procurement framework.</li>
  </ul>
</div>
<div class="paragraph paragraph--type--insights">
  <h2>Insights</h2>
  <div class="views-element-container"><div class="view view-insights view-display-id-block_latest">
    <div class="views-row"><a href="/insights/eu-ai-act-what-irish-businesses-need-do-now">The EU AI Act: what Irish businesses need to do now</a> <time datetime="2024-05-02">2 May 2024</time></div>
    <div class="views-row"><a href="/insights/dora-countdown-financial-entities">DORA countdown for financial entities</a> <time datetime="2024-03-18">18 March 2024</time></div>
    <div class="views-row"><a href="/insights/remote-working-code-practice">The WRC code of practice on remote working</a> <time datetime="2024-02-07">7 February 2024</time></div>
  </div></div>
</div>
<div class="paragraph paragraph--type--rankings"><p>Ranked in <a href="https://www.legal500.com/firms/obriain-gallagher/" target="_blank" rel="noopener">The Legal 500</a> and <a href="https://chambers.com/law-firm/o-briain-gallagher-europe" target="_blank" rel="noopener">Chambers Europe</a> in nine practice areas.</p></div>`,
);

const corporate = page(
  '/expertise/corporate-commercial',
  'Corporate & Commercial',
  'Corporate and commercial law advice from Ó Briain Gallagher, Dublin.',
  41,
  `<h1 class="page-title">Corporate &amp; Commercial</h1>
<div class="field field--name-body field--type-text-with-summary">
  <p class="lede">Our corporate team of nine partners advises on the full range of corporate transactions, from founder-led start-ups raising seed rounds to cross-border public takeovers.</p>
  <h2>What we do</h2>
  <ul>
    <li>Mergers and acquisitions, private and public</li>
    <li>Private equity and venture capital</li>
    <li>Joint ventures and shareholder arrangements</li>
    <li>Corporate governance and company secretarial</li>
    <li>Commercial contracts, distribution and agency</li>
    <li>Restructuring, schemes of arrangement and examinership</li>
    <li>Foreign direct investment screening under the Screening of Third Country Transactions Act 2023</li>
  </ul>
  <h2>Cross-border deals</h2>
  <p>More than half of our corporate work has an international element. Where a deal touches another jurisdiction we work with our <a href="/international/lex-atlantic-alliance">Lex Atlantic Alliance partners</a>, so clients get a single engagement letter, one fee estimate and a team that has worked together before.</p>
  <h2>Experience</h2>
  <ul>
    <li>Advised the founders of Claddagh Analytics on its acquisition by a NASDAQ-listed software company.</li>
    <li>Advised a German industrial group on the acquisition of two Irish precision engineering businesses.</li>
    <li>Acted for a Cork family business on a management buy-out backed by an Irish private equity fund.</li>
    <li>Advised an Irish pharmaceutical company on a licensing and supply agreement with a Japanese partner.</li>
  </ul>
</div>
<div class="paragraph paragraph--type--contacts">
  <h2>Key contacts</h2>
  <div class="person-teaser"><img src="/sites/default/files/styles/portrait/public/people/aoife-obriain.jpg" alt="Aoife Ó Briain" width="160" height="200" loading="lazy" /><h3><a href="/people/aoife-o-briain">Aoife Ó Briain</a></h3><p>Managing Partner</p><p><a href="mailto:aobriain@obriaingallagher.ie">aobriain@obriaingallagher.ie</a></p></div>
  <div class="person-teaser"><img src="/sites/default/files/styles/portrait/public/people/conor-walsh.jpg" alt="Conor Walsh" width="160" height="200" loading="lazy" /><h3><a href="/people/conor-walsh">Conor Walsh</a></h3><p>Partner, Head of Corporate</p><p><a href="mailto:cwalsh@obriaingallagher.ie">cwalsh@obriaingallagher.ie</a></p></div>
  <div class="person-teaser"><img src="/sites/default/files/styles/portrait/public/people/niamh-kearney.jpg" alt="Niamh Kearney" width="160" height="200" loading="lazy" /><h3><a href="/people/niamh-kearney">Niamh Kearney</a></h3><p>Partner</p><p><a href="mailto:nkearney@obriaingallagher.ie">nkearney@obriaingallagher.ie</a></p></div>
</div>`,
);

type Firm = { name: string; city: string; country: string; url: string };
const regions: { region: string; firms: Firm[] }[] = [
  {
    region: 'United Kingdom &amp; Europe',
    firms: [
      {
        name: 'Hartley Pryce LLP',
        city: 'London &amp; Manchester',
        country: 'England &amp; Wales',
        url: 'https://www.hartleypryce.co.uk/',
      },
      { name: 'Vandermeer Advocaten', city: 'Amsterdam', country: 'Netherlands', url: 'https://www.vandermeer-advocaten.nl/en/' },
      {
        name: 'Kessler &amp; Roth Rechtsanw&auml;lte PartG mbB',
        city: 'Frankfurt &amp; Munich',
        country: 'Germany',
        url: 'https://www.kessler-roth.de/en',
      },
      { name: 'Cabinet Lef&egrave;vre Avocats', city: 'Paris &amp; Lyon', country: 'France', url: 'https://www.lefevre-avocats.fr/' },
      { name: 'Studio Legale Bassani', city: 'Milan', country: 'Italy', url: 'https://www.studiobassani.it/en/' },
      { name: 'Morales Quint Abogados', city: 'Madrid &amp; Barcelona', country: 'Spain', url: 'https://moralesquint.es/' },
      { name: 'Nyberg Advokatbyr&aring; AB', city: 'Stockholm', country: 'Sweden', url: 'https://www.nybergadvokat.se/' },
      { name: 'Coutinho Pires &amp; Associados', city: 'Lisbon', country: 'Portugal', url: 'https://www.coutinhopires.pt/' },
    ],
  },
  {
    region: 'North America',
    firms: [
      { name: 'Whitcombe Ferris LLP', city: 'New York &amp; Boston', country: 'United States', url: 'https://www.whitcombeferris.com/' },
      { name: 'Ashdown Legal LLP', city: 'Toronto', country: 'Canada', url: 'https://ashdownlegal.ca/' },
    ],
  },
  {
    region: 'Asia-Pacific',
    firms: [
      { name: 'Tan &amp; Loh LLC', city: 'Singapore', country: 'Singapore', url: 'https://www.tanloh.com.sg/' },
      { name: 'Barrett Marsh Lawyers', city: 'Sydney', country: 'Australia', url: 'https://www.barrettmarsh.com.au/' },
    ],
  },
];

const alliance = page(
  '/international/lex-atlantic-alliance',
  'Lex Atlantic Alliance',
  'Ó Briain Gallagher is the exclusive Irish member of the Lex Atlantic Alliance of independent law firms.',
  57,
  `<h1 class="page-title">Lex Atlantic Alliance</h1>
<div class="field field--name-body field--type-text-with-summary">
  <p class="lede">Ó Briain Gallagher is the exclusive Irish member of the Lex Atlantic Alliance, a close-knit group of independent, full-service commercial law firms across Europe, North America and Asia-Pacific.</p>
  <p>Unlike a global firm, each alliance partner is independently owned and deeply rooted in its own market. Unlike a loose referral network, we have exclusive, reciprocal relationships: partners second lawyers to one another, run joint sector groups in aviation, life sciences and technology, and meet twice a year to review shared clients. When a matter needs advice in more than one country, your Dublin relationship partner co-ordinates the whole team.</p>
  <h2>Our alliance partners</h2>
</div>
<div class="paragraph paragraph--type--accordion">
  <div class="accordion" data-accordion>
${regions
  .map(
    (r, i) => `    <details class="accordion__item"${i === 0 ? ' open' : ''}>
      <summary class="accordion__title">${r.region} <span class="count">(${r.firms.length})</span></summary>
      <div class="accordion__content">
        <ul class="member-firms">
${r.firms.map((f) => `          <li class="member-firm"><h3 class="member-firm__name"><a href="${f.url}" target="_blank" rel="noopener">${f.name}</a></h3><p class="member-firm__location">${f.city}, ${f.country}</p></li>`).join('\n')}
        </ul>
      </div>
    </details>`,
  )
  .join('\n')}
    <details class="accordion__item">
      <summary class="accordion__title">Latin America &amp; Middle East</summary>
      <div class="accordion__content"><p>Alliance coverage in Brazil, Mexico and the UAE is provided through associate firms. Please contact <a href="mailto:international@obriaingallagher.ie">international@obriaingallagher.ie</a> and we will introduce you.</p></div>
    </details>
  </div>
</div>
<div class="field field--name-field-footnote"><p>The Lex Atlantic Alliance is not a partnership or a single firm. Each member firm is a separate, independent legal entity and is solely responsible for its own advice.</p></div>
<div class="paragraph paragraph--type--contacts"><h2>Contact</h2><div class="person-teaser"><h3><a href="/people/conor-walsh">Conor Walsh</a></h3><p>Alliance Relationship Partner</p></div></div>`,
);

const about = page(
  '/about-us',
  'About Us',
  'About Ó Briain Gallagher LLP, an Irish commercial law firm founded in 1986.',
  2,
  `<h1 class="page-title">About the firm</h1>
<div class="field field--name-body field--type-text-with-summary">
  <p class="lede">Founded in 1986 by Séamus Ó Briain and Margaret Gallagher, the firm has grown from a two-partner practice on Baggot Street into one of Ireland&rsquo;s leading independent commercial law firms.</p>
  <p>We are still independent and still partner-led. Every client has a named partner who knows their business, and our teams are deliberately small, so the people you meet at the first meeting are the people who do the work.</p>
  <h2>Our values</h2>
  <ul><li><strong>Clarity:</strong> advice you can act on, in plain English.</li><li><strong>Commitment:</strong> we answer the call on a Sunday if the deal needs it.</li><li><strong>Community:</strong> we give 2% of our chargeable hours to pro bono work.</li></ul>
  <h2>Facts &amp; figures</h2>
  <table class="facts"><tbody><tr><th>Partners</th><td>32</td></tr><tr><th>Lawyers</th><td>118</td></tr><tr><th>Offices</th><td>Dublin, Cork, London</td></tr><tr><th>Languages spoken</th><td>14</td></tr></tbody></table>
  <h2>Technology</h2>
  <p>Clients share documents and track matters in our secure client portal, which is provided by our technology partner <a href="https://www.thomsonreuters.com/en/products-services/legal/highq.html" target="_blank" rel="noopener">HighQ from Thomson Reuters</a>. Engagement letters and transaction documents are signed electronically through our e-signature partner <a href="https://www.docusign.com/" target="_blank" rel="noopener">DocuSign</a>.</p>
</div>
<div class="paragraph paragraph--type--partners">
  <h2>Professional partners</h2>
  <p>Good legal advice often needs an accountant or a corporate financier alongside it. We work hand in hand with, and refer clients to, these independent firms, and they refer their clients to us:</p>
  <ul class="professional-partners">
    <li><a href="https://www.corribtax.ie/" target="_blank" rel="noopener">Corrib Tax Advisers</a>: corporate and international tax, R&amp;D tax credits.</li>
    <li><a href="https://liffeyforensic.ie/" target="_blank" rel="noopener">Liffey Forensic Accounting</a>: expert witness, fraud investigation and quantum in disputes.</li>
    <li><a href="https://www.shannoncf.ie/" target="_blank" rel="noopener">Shannon Corporate Finance</a>: M&amp;A advisory, valuations and fundraising for SMEs.</li>
  </ul>
</div>`,
);

const csr = page(
  '/about-us/corporate-responsibility',
  'Corporate Responsibility',
  'Pro bono, community and sustainability at Ó Briain Gallagher.',
  88,
  `<h1 class="page-title">Corporate responsibility</h1>
<div class="field field--name-body field--type-text-with-summary">
  <h2>Pro bono</h2>
  <p>Our lawyers gave 3,100 hours of pro bono advice last year, much of it through the <a href="https://www.pili.ie/" target="_blank" rel="noopener">Public Interest Law Alliance</a> clearing house and the <a href="https://www.flac.ie/" target="_blank" rel="noopener">Free Legal Advice Centres</a>. We run a weekly clinic for tenants facing eviction in Dublin 8.</p>
  <h2>Charity of the year</h2>
  <p>Each year our staff vote for a charity of the year. For 2024 it is <a href="https://www.focusireland.ie/" target="_blank" rel="noopener">Focus Ireland</a>, and we have pledged to raise &euro;60,000 through the Dublin City Marathon, a quiz night and payroll giving, matched euro for euro by the firm.</p>
  <h2>Sport and community</h2>
  <p>We are proud to sponsor the juvenile section of <a href="https://www.kilmacudcrokes.com/" target="_blank" rel="noopener">Kilmacud Crokes GAA Club</a>, and we support the Cork Jazz Festival through its Business Friends scheme.</p>
  <h2>Sustainability</h2>
  <p>We have been carbon-neutral for Scope 1 and 2 emissions since 2022 and report annually under the <a href="https://www.bitc.ie/low-carbon-pledge/" target="_blank" rel="noopener">Business in the Community Ireland Low Carbon Pledge</a>. Our Dublin office is certified under the Green Building Council&rsquo;s Home Performance Index.</p>
  <h2>Diversity</h2>
  <p>We are a signatory of the Law Society&rsquo;s Diversity &amp; Inclusion Charter and members of the 30% Club Ireland.</p>
</div>`,
);

const news = page(
  '/news/obg-ranked-legal-500-2024',
  'Ó Briain Gallagher ranked in nine areas in The Legal 500 EMEA 2024',
  'The Legal 500 EMEA 2024 ranks Ó Briain Gallagher in nine practice areas.',
  312,
  `<h1 class="page-title">Ó Briain Gallagher ranked in nine areas in The Legal 500 EMEA 2024</h1>
<div class="node__meta"><time datetime="2024-04-11T09:00:00Z">11 April 2024</time> &middot; Firm news</div>
<div class="field field--name-body field--type-text-with-summary">
  <p>We are delighted that <a href="https://www.legal500.com/c/ireland/" target="_blank" rel="noopener">The Legal 500 EMEA 2024</a> has ranked the firm in nine practice areas, including a new Tier 1 ranking for Employment and a Tier 2 ranking for Technology, Media and Telecoms. Fourteen of our lawyers are individually recognised, with Aoife Ó Briain and Conor Walsh in the Hall of Fame.</p>
  <blockquote><p>&ldquo;A truly commercial team that understands the client&rsquo;s business and gets deals done.&rdquo; &ndash; The Legal 500 EMEA 2024</p></blockquote>
  <p>Earlier this year the firm was named Irish Law Firm of the Year (Mid-Tier) at the Irish Law Awards, and our employment team was profiled in <a href="https://www.irishtimes.com/business/" target="_blank" rel="noopener">The Irish Times</a> business section. Our partners regularly contribute articles to <a href="https://www.lexology.com/" target="_blank" rel="noopener">Lexology</a>.</p>
  <p>Managing Partner Aoife Ó Briain said: &ldquo;These rankings are a tribute to the trust our clients place in us, and to our alliance partners across the Lex Atlantic network, whose collaboration made many of our cross-border matters possible.&rdquo;</p>
</div>
<div class="node__share"><a href="https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${D}/news/obg-ranked-legal-500-2024`)}">Share on LinkedIn</a></div>`,
);

const people = page(
  '/people',
  'Our People',
  'Find a partner or lawyer at Ó Briain Gallagher.',
  5,
  `<h1 class="page-title">Our people</h1>
<form class="views-exposed-form" action="/people" method="get"><label for="edit-name">Name</label><input type="text" id="edit-name" name="name" /><label for="edit-expertise">Expertise</label><select id="edit-expertise" name="expertise"><option value="All">- Any -</option><option value="41">Corporate &amp; Commercial</option><option value="42">Banking &amp; Finance</option><option value="43">Employment</option><option value="44">Litigation</option></select><input type="submit" value="Filter" class="button" /></form>
<div class="view view-people"><div class="view-content people-grid">
${[
  ['Aoife Ó Briain', 'Managing Partner', 'aoife-o-briain'],
  ['Conor Walsh', 'Partner, Head of Corporate', 'conor-walsh'],
  ['Niamh Kearney', 'Partner, Corporate', 'niamh-kearney'],
  ['Declan Moriarty', 'Partner, Banking &amp; Finance', 'declan-moriarty'],
  ['Sinéad Fitzgerald', 'Partner, Employment', 'sinead-fitzgerald'],
  ['Ronan Healy', 'Partner, Litigation', 'ronan-healy'],
  ['Orla Brennan', 'Partner, Technology &amp; Data', 'orla-brennan'],
  ['Fiachra Doyle', 'Partner, Property', 'fiachra-doyle'],
  ['Maeve Lynch', 'Partner, Private Client', 'maeve-lynch'],
]
  .map(
    ([n, r, s]) =>
      `<div class="views-row"><div class="person-teaser"><img src="/sites/default/files/styles/portrait/public/people/${s}.jpg" alt="${n}" width="160" height="200" loading="lazy" /><h2><a href="/people/${s}">${n}</a></h2><p>${r}</p></div></div>`,
  )
  .join('\n')}
</div></div>`,
);

const contact = page(
  '/contact',
  'Contact Us',
  'Contact Ó Briain Gallagher in Dublin, Cork or London.',
  9,
  `<h1 class="page-title">Contact us</h1>
<div class="field field--name-body"><p>Please do not send confidential information through this form until we have confirmed that we can act for you and have completed our conflict checks.</p></div>
<form class="webform-submission-form webform-submission-contact-form" data-drupal-selector="webform-submission-contact-add-form" action="/contact" method="post" id="webform-submission-contact-add-form" accept-charset="UTF-8">
  <div class="js-form-item form-item"><label for="edit-name" class="js-form-required form-required">Your name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required" required="required" /></div>
  <div class="js-form-item form-item"><label for="edit-email" class="js-form-required form-required">Email</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required" required="required" /></div>
  <div class="js-form-item form-item"><label for="edit-organisation">Organisation</label><input type="text" id="edit-organisation" name="organisation" value="" size="60" class="form-text" /></div>
  <div class="js-form-item form-item"><label for="edit-area">Area of law</label><select id="edit-area" name="area" class="form-select"><option value="">- Select -</option><option>Corporate</option><option>Employment</option><option>Disputes</option><option>Property</option><option>Other</option></select></div>
  <div class="js-form-item form-item"><label for="edit-message" class="js-form-required form-required">Message</label><textarea data-drupal-selector="edit-message" id="edit-message" name="message" rows="5" cols="60" class="form-textarea required" required="required"></textarea></div>
  <input autocomplete="off" data-drupal-selector="form-xq3j8b2" type="hidden" name="form_build_id" value="form-Xq3J8b2kLmN0pQrStUvWxYz1aBcDeFgHiJkLmNoPqRs" />
  <input data-drupal-selector="edit-webform-submission-contact-add-form" type="hidden" name="form_id" value="webform_submission_contact_add_form" />
  <div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Send" /></div>
</form>
<div class="contact-offices">
  <div><h2>Dublin</h2><p>40 Fitzwilliam Place, Dublin 2, D02 YX47<br><a href="tel:+35316449100">+353 1 644 9100</a></p></div>
  <div><h2>Cork</h2><p>Penrose Wharf, Penrose Quay, Cork, T23 KW81<br><a href="tel:+353214907700">+353 21 490 7700</a></p></div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'obriaingallagher.ie',
  otherDomains: ['obriaingallagher.com'],
  covers:
    'Irish law firm on Drupal 10 (Apache, Varnish, Cookiebot, GA4): an international alliance page whose member firms sit in a details/summary accordion by region, professional referral partners and technology partners in prose at the bottom of the About page; negatives are the LSRA and Law Society, Legal 500/Chambers rankings, the alliance named without a link, pro bono bodies, a charity of the year, a GAA sponsorship, press and Lexology links, and the London sister domain.',
  pages: {
    '/': home,
    '/expertise/corporate-commercial': corporate,
    '/international/lex-atlantic-alliance': alliance,
    '/about-us': about,
    '/about-us/corporate-responsibility': csr,
    '/news/obg-ranked-legal-500-2024': news,
    '/people': people,
    '/contact': contact,
    '/alliance': { status: 301, redirect: '/international/lex-atlantic-alliance' },
  },
  sitemap: [
    '/',
    '/expertise/corporate-commercial',
    '/international/lex-atlantic-alliance',
    '/about-us',
    '/about-us/corporate-responsibility',
    '/news/obg-ranked-legal-500-2024',
    '/people',
    '/contact',
  ],
  technologies: [
    'drupal',
    'php',
    'apache-http-server',
    'varnish',
    'cookiebot',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'hartleypryce.co.uk': 'generic',
    'vandermeer-advocaten.nl': 'generic',
    'kessler-roth.de': 'generic',
    'lefevre-avocats.fr': 'generic',
    'studiobassani.it': 'generic',
    'moralesquint.es': 'generic',
    'nybergadvokat.se': 'generic',
    'coutinhopires.pt': 'generic',
    'whitcombeferris.com': 'generic',
    'ashdownlegal.ca': 'generic',
    'tanloh.com.sg': 'generic',
    'barrettmarsh.com.au': 'generic',
    'corribtax.ie': 'channel',
    'liffeyforensic.ie': 'channel',
    'shannoncf.ie': 'channel',
    'thomsonreuters.com': 'technology',
    'docusign.com': 'technology',
  },
};
