import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=3600, public',
  via: '1.1 varnish (Varnish/7.4)',
  'x-varnish': '48213377 47990312',
  age: '1204',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string, path: string, extra = ''): string => `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://quorrasystems.com${path}" />
    <meta property="og:site_name" content="Quorra Systems" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="https://quorrasystems.com/sites/default/files/2026-01/quorra-og.png" />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/quorra/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk2pQ7vL9mN3bR8tY1wZ4cF6hJ0sD5gA.css?delta=0&amp;language=en&amp;theme=quorra&amp;include=eJxLzs8p" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Bq8nV3xK7pL2mR9tW4yZ1cH6jF0sD5gE.css?delta=1&amp;language=en&amp;theme=quorra&amp;include=eJxLzs8p" />
    <!-- OneTrust Cookies Consent Notice start for quorrasystems.com -->
    <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0191c4e2-7b3a-7f10-9d5e-3a8b2c1f6e47"></script>
    <script type="text/javascript">function OptanonWrapper() { }</script>
    <!-- OneTrust Cookies Consent Notice end for quorrasystems.com -->
    ${extra}
  </head>`;

const nav = (bodyClass: string): string => `  <body class="${bodyClass} path-node page-node-type-landing-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <div class="utility-bar"><a href="https://trust.quorrasystems.com/">Trust Center</a> <a href="https://support.quorrasystems.com/">Support</a> <a href="/contact">Contact sales</a> <a href="https://console.quorrasystems.com/">Sign in</a></div>
      <header role="banner" class="site-header">
        <a href="/" title="Home" rel="home" class="site-logo"><img src="/themes/custom/quorra/logo.svg" alt="Quorra Systems" width="150" height="36" /></a>
        <nav role="navigation" aria-labelledby="block-quorra-main-menu-menu" id="block-quorra-main-menu">
          <h2 class="visually-hidden" id="block-quorra-main-menu-menu">Main navigation</h2>
          <ul class="menu menu--main">
            <li class="menu-item menu-item--expanded"><a href="/platform">Platform</a>
              <ul class="menu"><li class="menu-item"><a href="/platform/email-security">Email security</a></li><li class="menu-item"><a href="/platform/dmarc">DMARC management</a></li><li class="menu-item"><a href="/platform/awareness-training">Awareness training</a></li></ul>
            </li>
            <li class="menu-item"><a href="/solutions">Solutions</a></li>
            <li class="menu-item"><a href="/customers">Customers</a></li>
            <li class="menu-item menu-item--expanded"><span class="menu-toggle">Partners</span>
              <ul class="menu">
                <li class="menu-item"><a href="/partners">Partner program</a></li>
                <li class="menu-item"><a href="/partners/find-a-partner">Find a partner</a></li>
                <li class="menu-item"><a href="/partners/technology-alliances">Technology alliances</a></li>
                <li class="menu-item"><a href="https://partners.quorrasystems.com/login">Partner portal login</a></li>
              </ul>
            </li>
            <li class="menu-item menu-item--expanded"><a href="/resources">Resources</a>
              <ul class="menu"><li class="menu-item"><a href="/blog">Blog</a></li><li class="menu-item"><a href="https://blog.quorrasecurity.com/threat-research">Threat research</a></li><li class="menu-item"><a href="https://docs.quorrasystems.com/">Documentation</a></li></ul>
            </li>
          </ul>
        </nav>
        <a href="/demo" class="button button--primary">Get a demo</a>
      </header>
      <main role="main"><a id="main-content" tabindex="-1"></a>`;

const footer = `      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="footer-columns">
          <nav><h2>Company</h2><ul class="menu"><li><a href="/about">About</a></li><li><a href="/leadership">Leadership</a></li><li><a href="/newsroom">Newsroom</a></li><li><a href="https://boards.greenhouse.io/quorrasystems">Careers</a></li></ul></nav>
          <nav><h2>Partners</h2><ul class="menu"><li><a href="/partners">Become a partner</a></li><li><a href="/partners/find-a-partner">Find a partner</a></li><li><a href="/partners/technology-alliances">Technology alliances</a></li></ul></nav>
          <nav><h2>Legal</h2><ul class="menu"><li><a href="/legal/privacy">Privacy notice</a></li><li><a href="/legal/terms">Terms</a></li><li><a href="/legal/modern-slavery">Modern slavery statement</a></li><li><a href="#" class="optanon-toggle-display">Cookie settings</a></li></ul></nav>
          <div class="footer-social"><a href="https://www.linkedin.com/company/quorra-systems" aria-label="LinkedIn">LinkedIn</a> <a href="https://x.com/quorrasystems" aria-label="X">X</a> <a href="https://www.youtube.com/@QuorraSystems" aria-label="YouTube">YouTube</a></div>
        </div>
        <p class="footer-copyright">© 2026 Quorra Systems, Inc. Quorra and the Quorra logo are trademarks of Quorra Systems, Inc.</p>
      </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"a1b2c3d4e5f60718293a4b5c6d7e8f90"}}</script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.3.6"></script>
    <script src="/core/misc/drupal.js?v=10.3.6"></script>
    <script src="/core/misc/drupal.init.js?v=10.3.6"></script>
    <script src="/themes/custom/quorra/dist/js/main.js?t4m2q1"></script>
    <script src="https://munchkin.marketo.net/munchkin.js" type="text/javascript"></script>
    <script type="text/javascript">Munchkin.init('318-QRA-402');</script>
  </body>
</html>`;

const home = `${head(
  'Quorra Systems | AI-native email security',
  'Quorra stops phishing, BEC and account takeover before it reaches the inbox. Deploys in minutes on Microsoft 365 and Google Workspace.',
  '/',
)}
${nav('path-frontpage')}
        <section class="hero"><h1>Stop the attacks your email gateway misses.</h1><p>Quorra uses behavioural AI to catch phishing, business email compromise and vendor fraud – deployed via API in under ten minutes.</p><a href="/demo" class="button button--primary">See Quorra in action</a> <a href="/platform" class="button">Explore the platform</a></section>
        <section class="paragraph--type--logo-wall">
          <h2>Protecting 1,200+ organisations worldwide</h2>
          <div class="logo-wall">
            <a href="https://www.harlowbuildingsociety.co.uk/"><img src="/sites/default/files/styles/logo/public/2025-09/harlow.png" alt="Harlow Building Society" /></a>
            <a href="https://www.westmereschools.org/"><img src="/sites/default/files/styles/logo/public/2025-09/westmere.png" alt="Westmere Schools Trust" /></a>
            <a href="https://www.fenwickandcole.com/"><img src="/sites/default/files/styles/logo/public/2025-09/fenwick-cole.png" alt="Fenwick &amp; Cole LLP" /></a>
            <a href="https://www.portavialogistics.com/"><img src="/sites/default/files/styles/logo/public/2025-09/portavia.png" alt="Portavia Logistics" /></a>
          </div>
        </section>
        <section class="paragraph--type--stats"><div><strong>99.6%</strong> BEC detection rate</div><div><strong>10 min</strong> to deploy</div><div><strong>4.8/5</strong> on <a href="https://www.g2.com/products/quorra-systems/reviews">G2</a></div></section>
        <section class="paragraph--type--analyst"><h2>Recognised by analysts</h2><p>Quorra is named a Strong Performer in <a href="https://www.forrester.com/report/the-forrester-wave-enterprise-email-security-q2-2026/RES181234">The Forrester Wave™: Enterprise Email Security, Q2 2026</a>.</p></section>
        <section class="paragraph--type--text"><h2>Sell and deliver Quorra</h2><p>Quorra is available through managed security providers and resellers in 30 countries. <a href="/partners/find-a-partner">Find a partner</a> or <a href="/partners">join the partner program</a>.</p></section>
        <section class="paragraph--type--investors"><h2>Backed by</h2><p><a href="https://www.insightpartners.com/">Insight Partners</a>, <a href="https://www.evolutionequity.com/">Evolution Equity Partners</a> and <a href="https://www.notion.vc/">Notion Capital</a>.</p></section>
        <section class="paragraph--type--news"><h2>Newsroom</h2><ul><li><a href="/newsroom/quorra-raises-40m-series-b">Quorra raises $40M Series B to expand in Europe</a></li><li><a href="https://www.securityweek.com/quorra-series-b/">SecurityWeek: Quorra raises $40M</a></li></ul></section>
${footer}`;

const program = `${head(
  'Partner program | Quorra Systems',
  'Join the Quorra Partner Program: margins, deal registration, NFR licences and MDF for resellers and MSSPs.',
  '/partners',
)}
${nav('path-partners')}
        <section class="hero hero--small"><h1>The Quorra Partner Program</h1><p>Built for resellers, MSPs and MSSPs who want to protect their customers’ inboxes – and grow recurring revenue doing it.</p><a href="/partners/apply" class="button button--primary">Become a partner</a></section>
        <section class="paragraph--type--tiers">
          <h2>Program tiers</h2>
          <div class="tier"><h3>Platinum</h3><p>$500k+ annual bookings. 35% margin, dedicated channel account manager, joint business planning, MDF and priority lead routing.</p></div>
          <div class="tier"><h3>Gold</h3><p>$150k+ annual bookings. 30% margin, deal registration protection, co-marketing campaigns and quarterly business reviews.</p></div>
          <div class="tier"><h3>Silver</h3><p>Entry tier for new partners. 20% margin, free NFR licences, sales and technical certification.</p></div>
        </section>
        <section class="paragraph--type--text"><h2>MSP? Buy monthly.</h2><p>Our MSP program offers per-mailbox monthly billing through the partner portal, with multi-tenant management built in.</p><p>Already a partner? <a href="https://partners.quorrasystems.com/login">Sign in to the partner portal</a>.</p></section>
${footer}`;

const partner = (name: string, country: string, type: string, url: string | null): string =>
  `<div class="partner-listing"><h4>${name}</h4><p class="partner-listing__meta">${country} · ${type}</p>${
    url
      ? `<a href="${url}" class="partner-listing__link" target="_blank" rel="noopener">Visit website</a>`
      : '<p class="partner-listing__pending">Listing coming soon</p>'
  }</div>`;

const findPartner = `${head(
  'Find a Quorra partner | Quorra Systems',
  'Buy Quorra from an authorised reseller, MSP or MSSP near you.',
  '/partners/find-a-partner',
)}
${nav('path-partners')}
        <section class="hero hero--small"><h1>Find a partner</h1><p>Buy Quorra, get help deploying it, or have it fully managed by one of our authorised partners.</p></section>
        <form class="partner-filter" method="get" action="/partners/find-a-partner"><select name="region"><option value="">All regions</option><option value="emea">EMEA</option><option value="na">North America</option><option value="apac">APAC</option><option value="latam">LATAM</option></select><select name="type"><option value="">All types</option><option value="reseller">Reseller</option><option value="msp">MSP / MSSP</option></select><button type="submit">Filter</button></form>
        <section class="partner-tier partner-tier--platinum"><h2>Platinum partners</h2><div class="partner-grid">${partner(
          'Ironclad Networks',
          'United Kingdom',
          'MSSP',
          'https://www.ironcladnetworks.co.uk/',
        )}${partner('SecureLayer GmbH', 'Germany', 'Reseller', 'https://securelayer.de/')}${partner(
          'Bastion IT Services',
          'Australia',
          'MSP',
          'https://www.bastion-it.com.au/',
        )}</div></section>
        <section class="partner-tier partner-tier--gold"><h2>Gold partners</h2><div class="partner-grid">${partner(
          'Crestview Technology Group',
          'United States',
          'Reseller',
          'https://www.crestviewtech.com/',
        )}${partner('Nordwall Cyber AB', 'Sweden', 'MSSP', 'https://nordwallcyber.se/')}${partner('Helix MSP', 'Ireland', 'MSP', 'https://helixmsp.io/')}</div></section>
        <section class="partner-tier partner-tier--silver"><h2>Silver partners</h2><div class="partner-grid">${partner(
          'Oakridge Computer Solutions',
          'Canada',
          'Reseller',
          'https://oakridgecs.com/',
        )}${partner('CyberTrust Partners NZ', 'New Zealand', 'MSP', 'https://www.cybertrustpartners.co.nz/')}${partner(
          'Datavault Sistemas',
          'Brazil',
          'Reseller',
          'https://www.datavault.com.br/',
        )}${partner('Kestrel IT', 'South Africa', 'MSP', null)}</div></section>
        <section class="partner-distributors"><h2>Authorised distributors</h2><p>Resellers can buy Quorra through <a href="https://www.exclusive-networks.com/">Exclusive Networks</a> (EMEA, APAC) and <a href="https://www.tdsynnex.com/">TD SYNNEX</a> (North America).</p></section>
        <section class="paragraph--type--cta"><h2>Not listed?</h2><p>Tell us where you are and we’ll introduce you to the right partner: <a href="mailto:channel@quorrasystems.com">channel@quorrasystems.com</a></p></section>
${footer}`;

const alliances = [
  {
    name: 'Microsoft',
    url: 'https://www.microsoft.com/',
    logo: 'microsoft.svg',
    about: 'Native API integration with Microsoft 365 and Defender.',
  },
  { name: 'Okta', url: 'https://www.okta.com/', logo: 'okta.svg', about: 'Identity signals for account-takeover detection.' },
  { name: 'CrowdStrike', url: 'https://www.crowdstrike.com/', logo: 'crowdstrike.svg', about: 'Share email-borne IOCs with Falcon.' },
  { name: 'Splunk', url: 'https://www.splunk.com/', logo: 'splunk.svg', about: 'Stream detections to Splunk SIEM.' },
  { name: 'Tessaract', url: 'https://tessaract.io/', logo: 'tessaract.svg', about: 'SOAR playbooks for phishing response.' },
  {
    name: 'Mailvault',
    url: 'https://www.mailvault.cloud/',
    logo: 'mailvault.svg',
    about: 'Archiving and e-discovery for quarantined mail.',
  },
];

const alliancesLd = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Quorra technology alliance partners',
  itemListElement: alliances.map((a, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    item: {
      '@type': 'Organization',
      name: a.name,
      url: a.url,
      logo: `https://quorrasystems.com/sites/default/files/alliances/${a.logo}`,
      description: a.about,
    },
  })),
})}</script>`;

const alliancesPage = `${head(
  'Technology alliances | Quorra Systems',
  'Quorra integrates with the identity, endpoint and SIEM platforms security teams already run.',
  '/partners/technology-alliances',
  alliancesLd,
)}
${nav('path-partners')}
        <section class="hero hero--small"><h1>Technology alliances</h1><p>Quorra integrates with the identity, endpoint and SIEM platforms your security team already runs, so email threats are part of one response workflow.</p></section>
        <section class="alliance-grid">
${alliances
  .map(
    (a) =>
      `          <div class="alliance-card" data-partner="${a.name.toLowerCase()}"><img src="/sites/default/files/alliances/${a.logo}" alt="${a.name}" loading="lazy" /><p>${a.about}</p><button type="button" class="alliance-card__more" data-modal="${a.name.toLowerCase()}">Details</button></div>`,
  )
  .join('\n')}
        </section>
        <section class="paragraph--type--text"><p>Integration guides are in our <a href="https://docs.quorrasystems.com/integrations">documentation</a>. Want to build an integration? Email <a href="mailto:alliances@quorrasystems.com">alliances@quorrasystems.com</a>.</p></section>
${footer}`;

export const site: CorpusSite = {
  domain: 'quorrasystems.com',
  otherDomains: ['quorrasecurity.com'],
  covers:
    'Drupal 10 email-security vendor behind Varnish: a "Partners" header dropdown (a span, not a link) holds a program page that describes Platinum/Gold/Silver tiers with no partners, a find-a-partner page with Platinum/Gold/Silver sections of resellers/MSSPs (one without website) and distributors in prose, and a technology-alliances page whose logos have no links, the partners\' URLs living only in JSON-LD ItemList/Organization; traps: customer logo wall, investors named "... Partners", Forrester and SecurityWeek links, G2, Greenhouse careers, own trust/support/console/partner-portal subdomains and a legacy blog domain.',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: program },
    '/partners/find-a-partner': { headers, html: findPartner },
    '/partners/technology-alliances': { headers, html: alliancesPage },
  },
  sitemap: ['/', '/partners', '/partners/find-a-partner', '/partners/technology-alliances'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['drupal', 'php', 'varnish', 'marketo', 'onetrust', 'open-graph'],
  partners: {
    'ironcladnetworks.co.uk': 'channel',
    'securelayer.de': 'channel',
    'bastion-it.com.au': 'channel',
    'crestviewtech.com': 'channel',
    'nordwallcyber.se': 'channel',
    'helixmsp.io': 'channel',
    'oakridgecs.com': 'channel',
    'cybertrustpartners.co.nz': 'channel',
    'datavault.com.br': 'channel',
    'exclusive-networks.com': 'channel',
    'tdsynnex.com': 'channel',
    'microsoft.com': 'technology',
    'okta.com': 'technology',
    'crowdstrike.com': 'technology',
    'splunk.com': 'technology',
    'tessaract.io': 'technology',
    'mailvault.cloud': 'technology',
  },
};
