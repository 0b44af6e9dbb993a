import type { CorpusSite } from '../corpus/types.js';

// Northwake Hosting: Canadian web hosting company (Toronto/Montréal). Drupal 10 custom theme on nginx behind
// Varnish, gtag.js, LiveChat, WHMCS client area cart links, payment badges incl. PayPal. Partners page as a Drupal
// view grouped by type (software, network/IX, data centres); reseller directory table by province (some rows
// without website); data-centre page with maps. CIRA badge, payment badges, customers, own US domain as negatives.

const HEADERS: Record<string, string> = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'en',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '48213377 47119042',
  age: '311',
  'strict-transport-security': 'max-age=31536000',
};

const CART = 'https://my.northwakehost.ca/cart.php';

function settings(path: string, nid: number): string {
  return JSON.stringify({
    path: {
      baseUrl: '/',
      pathPrefix: '',
      currentPath: `node/${nid}`,
      currentPathIsAdmin: false,
      isFront: path === '/',
      currentLanguage: 'en',
    },
    pluralDelimiter: '\u0003',
    suppressDeprecationErrors: true,
    ajaxPageState: {
      libraries:
        'eJyFjUEOwyAMBD9E4UnIgINIbYxsJ2r76qZSU6mXXPawoxkV0gJEqypgXUbOy9gyXqDBPzhI3b4y2hpUgJTZSC5m8jRrsj9cZCSRcpQ7M1HtdNF3qprAw4_9UxAUrH6bPFYndbwQT0',
      theme: 'northwake',
      theme_token: null,
    },
    ajaxTrustedUrl: [],
    gtag: { tagId: 'G-7RQ2K4XWZ9', consentMode: false, otherIds: [], events: [], additionalConfigInfo: [] },
    user: { uid: 0, permissionsHash: 'a3f1c9d0b7e24f58a1c6d9e0b3f7a2c4e8d1b5f9a0c3e7d2b6f4a8c1e5d9b0f3' },
  });
}

function layout(path: string, nid: number, title: string, desc: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7RQ2K4XWZ9"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-7RQ2K4XWZ9", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>
<meta name="description" content="${desc}" />
<link rel="canonical" href="https://northwakehost.ca${path}" />
<meta property="og:site_name" content="Northwake Hosting" />
<meta property="og:type" content="website" />
<meta property="og:url" content="https://northwakehost.ca${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${desc}" />
<meta property="og:image" content="https://northwakehost.ca/sites/default/files/2024-01/northwake-og.png" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/northwake/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="en" href="https://northwakehost.ca${path}" />
<link rel="alternate" hreflang="fr" href="https://northwakehost.ca/fr${path === '/' ? '' : path}" />

    <title>${title} | Northwake Hosting</title>
    <link rel="stylesheet" media="all" href="/core/themes/stable9/css/system/components/align.module.css?sf1x2k" />
<link rel="stylesheet" media="all" href="/core/themes/stable9/css/system/components/clearfix.module.css?sf1x2k" />
<link rel="stylesheet" media="all" href="/core/themes/stable9/css/system/components/hidden.module.css?sf1x2k" />
<link rel="stylesheet" media="all" href="/core/themes/stable9/css/views/views.module.css?sf1x2k" />
<link rel="stylesheet" media="all" href="/themes/custom/northwake/dist/css/base.css?sf1x2k" />
<link rel="stylesheet" media="all" href="/themes/custom/northwake/dist/css/components.css?sf1x2k" />
<link rel="stylesheet" media="all" href="/themes/custom/northwake/dist/css/layout.css?sf1x2k" />

    
  </head>
  <body class="path-${path === '/' ? 'frontpage' : 'node'} page-node-type-${path === '/' ? 'landing_page' : 'page'}">
        <a href="#main-content" class="visually-hidden focusable skip-link">
      Skip to main content
    </a>
    
      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
  <div class="region region-top-bar">
    <div id="block-northwake-topbar" class="block block-block-content block-block-content7b1e0d3a-2c5f-4e8b-9a1d-6f3c2b0e7d49">
      <div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item"><p>24/7 Canadian support: <a href="tel:+18889476610">1-888-947-6610</a> · <a href="https://status.northwakehost.ca">Network status</a> · <a href="https://my.northwakehost.ca/clientarea.php">Client area</a> · <a href="/fr">Français</a></p></div>
    </div>
  </div>
  <header role="banner" class="site-header">
    <div class="region region-header">
    <div id="block-northwake-branding" class="block block-system block-system-branding-block">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/northwake/logo.svg" alt="Home" fetchpriority="high" /></a>
    </div>
<nav role="navigation" aria-labelledby="block-northwake-main-menu-menu" id="block-northwake-main-menu" class="block block-menu navigation menu--main">
  <h2 class="visually-hidden" id="block-northwake-main-menu-menu">Main navigation</h2>
  <ul class="menu menu--level-1">
    <li class="menu-item menu-item--expanded"><a href="/web-hosting" data-drupal-link-system-path="node/14">Hosting</a>
      <ul class="menu menu--level-2"><li class="menu-item"><a href="/web-hosting" data-drupal-link-system-path="node/14">Web hosting</a></li><li class="menu-item"><a href="/wordpress-hosting" data-drupal-link-system-path="node/15">WordPress hosting</a></li><li class="menu-item"><a href="/vps" data-drupal-link-system-path="node/16">Cloud VPS</a></li><li class="menu-item"><a href="/dedicated-servers" data-drupal-link-system-path="node/17">Dedicated servers</a></li><li class="menu-item"><a href="/colocation" data-drupal-link-system-path="node/18">Colocation</a></li></ul></li>
    <li class="menu-item"><a href="/domains" data-drupal-link-system-path="node/19">Domains</a></li>
    <li class="menu-item"><a href="/email-hosting" data-drupal-link-system-path="node/20">Email</a></li>
    <li class="menu-item menu-item--expanded"><a href="/about" data-drupal-link-system-path="node/3">Company</a>
      <ul class="menu menu--level-2"><li class="menu-item"><a href="/about" data-drupal-link-system-path="node/3">About us</a></li><li class="menu-item"><a href="/data-centres" data-drupal-link-system-path="node/22">Data centres</a></li><li class="menu-item"><a href="/partners" data-drupal-link-system-path="node/24">Partners</a></li><li class="menu-item"><a href="/resellers" data-drupal-link-system-path="node/25">Find a reseller</a></li><li class="menu-item"><a href="/careers" data-drupal-link-system-path="node/27">Careers</a></li></ul></li>
    <li class="menu-item"><a href="https://help.northwakehost.ca">Help centre</a></li>
  </ul>
</nav>
<div id="block-northwake-headercta" class="block block-block-content"><a class="button button--primary" href="${CART}">Get started</a></div>
  </div>
  </header>
  <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="layout-content">
        <div class="region region-content">
    <div data-drupal-messages-fallback class="hidden"></div>
<div id="block-northwake-content" class="block block-system block-system-main-block">
<article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
  <div class="node__content">
${content}
  </div>
</article>
</div>
  </div>
    </div>
  </main>
  <footer role="contentinfo" class="site-footer">
    <div class="region region-footer">
<nav role="navigation" aria-labelledby="block-footer-hosting-menu" id="block-footer-hosting" class="block block-menu navigation menu--footer-hosting"><h2 id="block-footer-hosting-menu">Hosting</h2><ul class="menu"><li class="menu-item"><a href="/web-hosting">Web hosting</a></li><li class="menu-item"><a href="/wordpress-hosting">WordPress hosting</a></li><li class="menu-item"><a href="/vps">Cloud VPS</a></li><li class="menu-item"><a href="/dedicated-servers">Dedicated servers</a></li><li class="menu-item"><a href="/domains">.CA domains</a></li></ul></nav>
<nav role="navigation" aria-labelledby="block-footer-company-menu" id="block-footer-company" class="block block-menu navigation menu--footer-company"><h2 id="block-footer-company-menu">Company</h2><ul class="menu"><li class="menu-item"><a href="/about">About us</a></li><li class="menu-item"><a href="/partners">Partners</a></li><li class="menu-item"><a href="/resellers">Resellers</a></li><li class="menu-item"><a href="/careers">Careers</a></li><li class="menu-item"><a href="/contact">Contact</a></li></ul></nav>
<nav role="navigation" aria-labelledby="block-footer-legal-menu" id="block-footer-legal" class="block block-menu navigation menu--footer-legal"><h2 id="block-footer-legal-menu">Legal</h2><ul class="menu"><li class="menu-item"><a href="/legal/terms-of-service">Terms of service</a></li><li class="menu-item"><a href="/legal/acceptable-use">Acceptable use policy</a></li><li class="menu-item"><a href="/legal/privacy">Privacy policy</a></li><li class="menu-item"><a href="/legal/sla">Service level agreement</a></li><li class="menu-item"><a href="/legal/accessibility">Accessibility (AODA)</a></li></ul></nav>
<div id="block-footer-contact" class="block block-block-content"><h2>Contact</h2><div class="field field--name-body"><p>Northwake Hosting Inc.<br />151 Front St W, Suite 900<br />Toronto, ON M5J 2N1</p><p><a href="mailto:sales@northwakehost.ca">sales@northwakehost.ca</a><br /><a href="mailto:support@northwakehost.ca">support@northwakehost.ca</a></p><p>Serving U.S. customers? Visit <a href="https://northwakehost.com">northwakehost.com</a>.</p></div></div>
<div id="block-footer-badges" class="block block-block-content"><div class="field field--name-body"><ul class="payment-badges"><li><img src="/sites/default/files/badges/visa.svg" alt="Visa" width="48" height="30" loading="lazy" /></li><li><img src="/sites/default/files/badges/mastercard.svg" alt="Mastercard" width="48" height="30" loading="lazy" /></li><li><img src="/sites/default/files/badges/amex.svg" alt="American Express" width="48" height="30" loading="lazy" /></li><li><img src="/sites/default/files/badges/paypal.svg" alt="PayPal" width="48" height="30" loading="lazy" /></li><li><img src="/sites/default/files/badges/interac.svg" alt="Interac e-Transfer" width="48" height="30" loading="lazy" /></li></ul><p class="registrar-badge"><a href="https://www.cira.ca" target="_blank" rel="noopener"><img src="/sites/default/files/badges/cira-certified-registrar.svg" alt="CIRA Certified Registrar" width="120" height="40" loading="lazy" /></a></p><ul class="social"><li><a href="https://www.facebook.com/northwakehost">Facebook</a></li><li><a href="https://x.com/northwakehost">X</a></li><li><a href="https://www.linkedin.com/company/northwake-hosting">LinkedIn</a></li><li><a href="https://www.youtube.com/@northwakehost">YouTube</a></li></ul><p>© 2009–2024 Northwake Hosting Inc. All prices in Canadian dollars.</p></div></div>
    </div>
  </footer>
</div>
  </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">${settings(path, nid)}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
<script src="/core/misc/drupal.js?v=10.2.6"></script>
<script src="/core/misc/drupal.init.js?v=10.2.6"></script>
<script src="/modules/contrib/google_tag/js/gtag.js?sf1x2k"></script>
<script src="/themes/custom/northwake/dist/js/main.js?sf1x2k"></script>
<script>window.__lc = window.__lc || {};window.__lc.license = 14982736;window.__lc.integration_name = "manual_onboarding";window.__lc.product_name = "livechat";</script>
<script async src="https://cdn.livechatinc.com/tracking.js"></script>

  </body>
</html>
`;
}

const para = (html: string) =>
  `<div class="paragraph paragraph--type--text paragraph--view-mode--default"><div class="clearfix text-formatted field field--name-field-text field--type-text-long field--label-hidden field__item">${html}</div></div>`;

const plans = (rows: [string, string, string[], number][]) =>
  `<div class="paragraph paragraph--type--pricing-table"><div class="pricing-grid">${rows
    .map(
      ([name, price, feats, pid]) =>
        `<div class="pricing-card"><h3>${name}</h3><p class="price"><span class="amount">${price}</span> <span class="period">/mo CAD</span></p><ul>${feats.map((f) => `<li>${f}</li>`).join('')}</ul><a class="button button--primary" href="${CART}?a=add&amp;pid=${pid}">Order now</a></div>`,
    )
    .join('')}</div></div>`;

const home = layout(
  '/',
  1,
  'Canadian Web Hosting, VPS & Domains',
  'Fast, secure web hosting with data centres in Toronto and Montréal. 100% Canadian-owned, 24/7 support, free SSL and daily backups.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Canadian hosting, done right.</h1><p>NVMe web hosting, cloud VPS and .CA domains, hosted in Toronto and Montréal. Your data stays in Canada, and our support team is a phone call away, 24/7.</p><p><a class="button button--primary" href="/web-hosting">See hosting plans</a> <a class="button" href="/domains">Register a .CA domain</a></p></div></div>
${para('<ul class="usp-list"><li><strong>100% Canadian</strong> – owned, operated and hosted in Canada since 2009</li><li><strong>99.99% uptime SLA</strong> on all plans</li><li><strong>Free SSL and daily backups</strong> with 30-day retention</li><li><strong>Real humans 24/7</strong> in Toronto and Halifax</li></ul>')}
<div class="paragraph paragraph--type--pricing-intro"><h2>Web hosting plans</h2><p>Every plan includes cPanel, LiteSpeed web server, free migrations and Imunify360 malware protection.</p></div>
${plans([
  ['Starter', '$4.95', ['1 website', '20 GB NVMe storage', 'Free SSL', 'Daily backups'], 1],
  ['Business', '$9.95', ['10 websites', '60 GB NVMe storage', 'Free .CA domain for 1 year', 'Staging environments'], 2],
  ['Pro', '$18.95', ['Unlimited websites', '150 GB NVMe storage', '2x CPU and RAM', 'Priority support'], 3],
])}
<div class="paragraph paragraph--type--logos"><h2>Hosting 14,000+ Canadian businesses, non-profits and creators</h2><ul class="logo-row">${['maple-ridge-dental', 'lakehead-outfitters', 'prairie-pulse-coop', 'halifax-harbour-tours', 'okanagan-cellars', 'rue-saint-denis-books'].map((c) => `<li><img src="/sites/default/files/styles/logo/public/customers/${c}.png?itok=x8Qk2Lm1" alt="${c.replace(/-/g, ' ')}" width="150" height="60" loading="lazy" /></li>`).join('')}</ul></div>
${para('<h2>Why Canadians choose Northwake</h2><p>Hosting your site in Canada means lower latency for Canadian visitors and simpler compliance with PIPEDA and Québec’s Law 25. Our infrastructure runs in two Tier III data centres with redundant power and carrier-neutral connectivity, peered directly with Canadian internet exchanges.</p><blockquote><p>“We moved 40 client sites to Northwake in a weekend and didn’t get a single angry email. Their support team is the best we have worked with.”</p><footer>— Émilie Gagnon, Studio Nordet (Québec City)</footer></blockquote>')}
<div class="paragraph paragraph--type--cta"><h2>Build something for your clients?</h2><p>Join the Northwake reseller program and host your clients’ sites under your own brand.</p><a class="button" href="/resellers">Reseller program</a></div>`,
);

const webHosting = layout(
  '/web-hosting',
  14,
  'Web Hosting Plans',
  'cPanel web hosting on NVMe SSDs and LiteSpeed, hosted in Canada. Free SSL, daily backups, free migrations and 24/7 support.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Web hosting</h1><p>Everything you need to run a fast, secure website, from a single blog to dozens of client sites.</p></div></div>
${plans([
  ['Starter', '$4.95', ['1 website', '20 GB NVMe storage', '10 email accounts', 'Free SSL', 'Daily backups'], 1],
  ['Business', '$9.95', ['10 websites', '60 GB NVMe storage', 'Unlimited email', 'Free .CA domain for 1 year', 'Staging environments'], 2],
  [
    'Pro',
    '$18.95',
    ['Unlimited websites', '150 GB NVMe storage', 'Unlimited email', '2x CPU and RAM', 'Priority support', 'Dedicated IP'],
    3,
  ],
])}
${para('<h2>Included with every plan</h2><table class="feature-table"><thead><tr><th>Feature</th><th>Details</th></tr></thead><tbody><tr><td>Control panel</td><td>cPanel with Softaculous one-click installs for WordPress, Joomla, Drupal and 400+ apps</td></tr><tr><td>Web server</td><td>LiteSpeed Enterprise with LSCache</td></tr><tr><td>Security</td><td>Imunify360, CloudLinux isolation, free AutoSSL certificates</td></tr><tr><td>Backups</td><td>Daily JetBackup snapshots, 30 days retention, self-service restores</td></tr><tr><td>CDN</td><td>One-click Cloudflare activation from cPanel</td></tr><tr><td>Migrations</td><td>Free migration of up to 10 sites by our team</td></tr></tbody></table>')}
<div class="paragraph paragraph--type--faq"><h2>Questions</h2><details><summary>Where are my files stored?</summary><p>In our Toronto data centre by default. You can choose Montréal when you order.</p></details><details><summary>Is there a money-back guarantee?</summary><p>Yes, 45 days, no questions asked.</p></details><details><summary>How do I pay?</summary><p>By credit card, PayPal or Interac e-Transfer. Prices are in CAD and exclude applicable taxes.</p></details><details><summary>Can I upgrade later?</summary><p>Any time, from the client area. Changes are prorated.</p></details></div>`,
);

const vps = layout(
  '/vps',
  16,
  'Cloud VPS Hosting in Canada',
  'KVM cloud VPS with NVMe storage in Toronto and Montréal. Root access, hourly snapshots, private networking and DDoS protection.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Cloud VPS</h1><p>KVM virtual servers with dedicated vCPU, NVMe storage and 10 Gbps uplinks. Deploy in under a minute.</p></div></div>
${plans([
  ['VPS 2', '$14', ['2 vCPU', '4 GB RAM', '80 GB NVMe', '4 TB transfer'], 21],
  ['VPS 4', '$28', ['4 vCPU', '8 GB RAM', '160 GB NVMe', '6 TB transfer'], 22],
  ['VPS 8', '$56', ['8 vCPU', '16 GB RAM', '320 GB NVMe', '8 TB transfer'], 23],
])}
${para('<h2>Built for developers and agencies</h2><ul><li>Ubuntu, Debian, AlmaLinux, Rocky Linux or Windows Server images</li><li>Optional cPanel/WHM or Plesk licences</li><li>Private VLANs between servers in the same data centre</li><li>Snapshots and automated backups</li><li>Always-on DDoS mitigation</li><li>API and Terraform provider for automation</li></ul><p>Need a managed server? Add Northwake Managed for $39/month and we handle patching, monitoring and security hardening.</p>')}`,
);

interface Partner {
  name: string;
  url?: string;
  type: string;
  text: string;
}
const PARTNER_GROUPS: { title: string; intro: string; items: Partner[] }[] = [
  {
    title: 'Software & platform partners',
    intro:
      'The software behind our hosting platform. We hold partner status with each vendor, which gives our team direct escalation paths and our customers better licence pricing.',
    items: [
      {
        name: 'cPanel',
        url: 'https://www.cpanel.net',
        type: 'cPanel Partner NOC',
        text: 'Control panel and WHM on all shared and reseller plans.',
      },
      {
        name: 'CloudLinux',
        url: 'https://cloudlinux.com',
        type: 'CloudLinux Partner',
        text: 'Tenant isolation with LVE and CageFS for stable shared hosting.',
      },
      {
        name: 'Imunify360',
        url: 'https://www.imunify360.com',
        type: 'Partner',
        text: 'Malware scanning, WAF and proactive defence on every server.',
      },
      {
        name: 'LiteSpeed Technologies',
        url: 'https://www.litespeedtech.com',
        type: 'Authorized Partner',
        text: 'LiteSpeed Enterprise web server and LSCache.',
      },
      { name: 'Softaculous', url: 'https://www.softaculous.com', type: 'Partner', text: 'One-click installers for 400+ applications.' },
      { name: 'JetBackup', url: 'https://www.jetbackup.com', type: 'Partner', text: 'Incremental backups with self-service restores.' },
      {
        name: 'Cloudflare',
        url: 'https://www.cloudflare.com',
        type: 'Cloudflare Optimized Partner',
        text: 'Free CDN and DNS activation directly from cPanel.',
      },
      {
        name: 'Sectigo',
        url: 'https://www.sectigo.com',
        type: 'Sectigo Partner',
        text: 'OV and EV SSL certificates for business customers.',
      },
    ],
  },
  {
    title: 'Network & internet exchanges',
    intro: 'We peer locally so Canadian traffic stays in Canada.',
    items: [
      {
        name: 'Toronto Internet Exchange (TorIX)',
        url: 'https://www.torix.ca',
        type: 'Member',
        text: 'Peering at 2 × 10 Gbps in Toronto.',
      },
      { name: 'Montréal Internet Exchange (QIX)', url: 'https://www.qix.ca', type: 'Member', text: 'Peering at 10 Gbps in Montréal.' },
      { name: 'Hurricane Electric', url: 'https://he.net', type: 'IP transit', text: 'Transit and IPv6 connectivity.' },
      { name: 'Beanfield', type: 'Dark fibre', text: 'Metro fibre between our Toronto facilities.' },
    ],
  },
  {
    title: 'Data centre partners',
    intro: 'Our equipment lives in carrier-neutral Tier III facilities operated by our data centre partners.',
    items: [
      {
        name: 'Equinix',
        url: 'https://www.equinix.com',
        type: 'Toronto TR2',
        text: 'Primary site for shared hosting, VPS and colocation.',
      },
      {
        name: 'Cologix',
        url: 'https://cologix.com',
        type: 'Montréal MTL3',
        text: 'Secondary site, backup replication and Québec-resident hosting.',
      },
    ],
  },
];

const partners = layout(
  '/partners',
  24,
  'Technology & Infrastructure Partners',
  'Northwake Hosting works with cPanel, CloudLinux, LiteSpeed, Cloudflare, Equinix, Cologix and Canadian internet exchanges to deliver fast, secure hosting.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Our partners</h1><p>Great hosting is a team effort. These are the companies we build our platform with.</p></div></div>
${PARTNER_GROUPS.map(
  (g) =>
    `<div class="paragraph paragraph--type--view-block"><h2>${g.title}</h2><p>${g.intro}</p><div class="views-element-container"><div class="view view-partners view-id-partners view-display-id-block_1 js-view-dom-id-${g.title.length}f3e9a1c"><div class="view-content">${g.items
      .map(
        (p) =>
          `<div class="views-row"><article class="partner-teaser"><div class="partner-teaser__logo"><img src="/sites/default/files/styles/partner_logo/public/partners/${p.name.toLowerCase().replace(/[^a-z]+/g, '-')}.png?itok=${p.name.length}Qa9Lm" alt="${p.name} logo" width="160" height="60" loading="lazy" /></div><h3 class="partner-teaser__title">${p.name}</h3><div class="field field--name-field-partner-level">${p.type}</div><div class="field field--name-body">${p.text}</div>${p.url ? `<div class="field field--name-field-website"><a href="${p.url}" target="_blank" rel="noopener">Visit ${p.name}</a></div>` : ''}</article></div>`,
      )
      .join('')}</div></div></div></div>`,
).join('\n')}
${para('<h2>Become a partner</h2><p>Software vendors and network providers interested in working with us can reach our partnerships team at <a href="mailto:partners@northwakehost.ca">partners@northwakehost.ca</a>. Web agencies and freelancers: see our <a href="/resellers">reseller program</a>.</p>')}`,
);

interface Reseller {
  name: string;
  city: string;
  prov: string;
  url?: string;
  services: string;
}
const RESELLERS: Reseller[] = [
  { name: 'Studio Nordet', city: 'Québec', prov: 'QC', url: 'https://studionordet.ca', services: 'Web design, WordPress, bilingual sites' },
  { name: 'Agence Lueur', city: 'Montréal', prov: 'QC', url: 'https://agencelueur.com', services: 'E-commerce, Shopify and WooCommerce' },
  { name: 'Bytewell Digital', city: 'Toronto', prov: 'ON', url: 'https://bytewell.ca', services: 'Web development, managed WordPress' },
  { name: 'Lakeshore Web Co.', city: 'Mississauga', prov: 'ON', url: 'https://lakeshoreweb.co', services: 'Small-business websites, SEO' },
  {
    name: 'Rideau Pixel',
    city: 'Ottawa',
    prov: 'ON',
    url: 'https://rideaupixel.ca',
    services: 'Government and non-profit websites, accessibility',
  },
  { name: 'Forest City Web Design', city: 'London', prov: 'ON', services: 'Websites for trades and contractors' },
  {
    name: 'Bluenose Creative',
    city: 'Halifax',
    prov: 'NS',
    url: 'https://bluenosecreative.ca',
    services: 'Branding, web design, tourism sites',
  },
  {
    name: 'Red Island Digital',
    city: 'Charlottetown',
    prov: 'PE',
    url: 'https://redislanddigital.ca',
    services: 'Web design, hosting, email',
  },
  {
    name: 'Tidewater Interactive',
    city: 'Moncton',
    prov: 'NB',
    url: 'https://tidewaterinteractive.ca',
    services: 'Bilingual websites, Drupal',
  },
  {
    name: 'Prairie Sky Websites',
    city: 'Saskatoon',
    prov: 'SK',
    url: 'https://prairieskywebsites.ca',
    services: 'Agriculture and co-op websites',
  },
  {
    name: 'Red River Web Works',
    city: 'Winnipeg',
    prov: 'MB',
    url: 'https://redriverwebworks.ca',
    services: 'WordPress, hosting and maintenance plans',
  },
  { name: 'Chinook Digital', city: 'Calgary', prov: 'AB', url: 'https://chinookdigital.ca', services: 'Energy-sector and B2B websites' },
  { name: 'Rivervalley Media', city: 'Edmonton', prov: 'AB', services: 'Video, web and social' },
  {
    name: 'Salal & Cedar Studio',
    city: 'Vancouver',
    prov: 'BC',
    url: 'https://salalcedar.studio',
    services: 'Design-led websites, Craft CMS',
  },
  {
    name: 'Island Byte Solutions',
    city: 'Victoria',
    prov: 'BC',
    url: 'https://islandbyte.ca',
    services: 'IT services and hosting for small offices',
  },
  {
    name: 'Northern Lights Web',
    city: 'Whitehorse',
    prov: 'YT',
    url: 'https://northernlightsweb.ca',
    services: 'Websites for northern businesses',
  },
];

const resellers = layout(
  '/resellers',
  25,
  'Find a Reseller & Reseller Program',
  'Find a Northwake Hosting reseller in your province, or become one: white-label cPanel reseller hosting with wholesale .CA domains.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Resellers</h1><p>Prefer to work with a local web professional? These agencies and freelancers build websites and host them on Northwake infrastructure.</p></div></div>
<div class="paragraph paragraph--type--view-block"><div class="views-element-container"><div class="view view-resellers view-id-resellers view-display-id-page_1 js-view-dom-id-8c2e4f1a7b"><div class="view-filters"><form class="views-exposed-form" action="/resellers" method="get" id="views-exposed-form-resellers-page-1" accept-charset="UTF-8"><div class="form-item form-type-select js-form-item-province"><label for="edit-province">Province / territory</label><select data-drupal-selector="edit-province" id="edit-province" name="province" class="form-select"><option value="All" selected="selected">- Any -</option><option value="AB">Alberta</option><option value="BC">British Columbia</option><option value="MB">Manitoba</option><option value="NB">New Brunswick</option><option value="NS">Nova Scotia</option><option value="ON">Ontario</option><option value="PE">Prince Edward Island</option><option value="QC">Québec</option><option value="SK">Saskatchewan</option><option value="YT">Yukon</option></select></div><div class="form-actions"><input data-drupal-selector="edit-submit-resellers" type="submit" id="edit-submit-resellers" value="Apply" class="button js-form-submit form-submit" /></div></form></div>
<div class="view-content"><table class="views-table views-view-table cols-4"><thead><tr><th id="view-title-table-column" class="views-field views-field-title" scope="col">Reseller</th><th class="views-field views-field-field-city" scope="col">City</th><th class="views-field views-field-field-province" scope="col">Prov.</th><th class="views-field views-field-field-services" scope="col">Services</th></tr></thead><tbody>${RESELLERS.map(
    (r) =>
      `<tr><td headers="view-title-table-column" class="views-field views-field-title">${r.url ? `<a href="${r.url}" target="_blank" rel="noopener">${r.name}</a>` : r.name}</td><td class="views-field views-field-field-city">${r.city}</td><td class="views-field views-field-field-province">${r.prov}</td><td class="views-field views-field-field-services">${r.services}</td></tr>`,
  ).join('')}</tbody></table></div></div></div></div>
${para('<h2>Become a Northwake reseller</h2><p>Host your clients’ sites under your own brand. Our reseller plans include white-label cPanel and WHM, private nameservers, WHMCS licence discounts and wholesale pricing on .CA and .COM domains.</p><table><thead><tr><th>Plan</th><th>Accounts</th><th>Storage</th><th>Price</th></tr></thead><tbody><tr><td>Reseller 25</td><td>25 cPanel accounts</td><td>100 GB</td><td>$34.95/mo</td></tr><tr><td>Reseller 60</td><td>60 cPanel accounts</td><td>250 GB</td><td>$59.95/mo</td></tr><tr><td>Reseller 150</td><td>150 cPanel accounts</td><td>600 GB</td><td>$119.95/mo</td></tr></tbody></table><p>Resellers with 20 or more active accounts can ask to be listed in the directory above. We also run an affiliate program for bloggers and creators; details are in the client area.</p>')}
<div class="paragraph paragraph--type--cta"><a class="button button--primary" href="${CART}?gid=4">View reseller plans</a></div>`,
);

const dataCentres = layout(
  '/data-centres',
  22,
  'Our Data Centres in Toronto and Montréal',
  'Northwake Hosting operates from Tier III, carrier-neutral data centres in Toronto and Montréal with redundant power, cooling and connectivity.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Data centres</h1><p>Two Canadian sites, 500 km apart, with replication between them.</p></div></div>
${para('<h2>Toronto – primary</h2><p>Our primary site is a suite in Equinix TR2 at 45 Parliament Street. It houses our shared hosting clusters, cloud VPS hypervisors and colocation customers.</p><ul><li>Tier III design, N+1 cooling, 2N power</li><li>SOC 1 Type II and SOC 2 Type II audited facility</li><li>Direct connections to TorIX and 12 carriers</li></ul>')}
<div class="paragraph paragraph--type--map"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2887.1!2d-79.3638!3d43.6505!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x89d4cb3b!2s45%20Parliament%20St!5e0!3m2!1sen!2sca" width="600" height="300" style="border:0" loading="lazy" title="Toronto data centre map"></iframe></div>
${para('<h2>Montréal – secondary</h2><p>Our secondary site is in Cologix MTL3 at 1250 René-Lévesque West. It hosts our backup replication targets, Québec-resident hosting and disaster recovery capacity.</p><ul><li>Hydro-Québec power, 99% renewable</li><li>Direct connection to QIX</li><li>Under 10 ms to Toronto over diverse fibre paths</li></ul>')}
<div class="paragraph paragraph--type--map"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2796.4!2d-73.5707!3d45.4977!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x4cc91a45!2s1250%20Boul%20Ren%C3%A9-L%C3%A9vesque%20O!5e0!3m2!1sfr!2sca" width="600" height="300" style="border:0" loading="lazy" title="Montréal data centre map"></iframe></div>
${para('<p>Read more about the companies we work with on our <a href="/partners">partners page</a>.</p>')}`,
);

const about = layout(
  '/about',
  3,
  'About Northwake Hosting',
  'Founded in 2009 in Toronto, Northwake Hosting is a 100% Canadian-owned hosting provider serving 14,000+ customers.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>About Northwake</h1><p>Independent, Canadian-owned and profitable since 2011.</p></div></div>
${para('<p>Northwake started in 2009 when two systems administrators, Priya Deshmukh and Colin MacIsaac, got tired of explaining to Canadian clients why their websites lived in Texas. Fifteen years later we host more than 60,000 websites for 14,000 customers, from home bakeries to provincial agencies.</p><h2>By the numbers</h2><ul><li>42 employees in Toronto, Halifax and Montréal</li><li>60,000+ websites and 35,000 domain names under management</li><li>Median support response time: 4 minutes</li></ul><h2>Community</h2><p>We sponsor WordCamp Toronto, DrupalCamp Montréal and the Hack the North hackathon, and we host Canadian open-source projects for free.</p><h2>Careers</h2><p>We’re hiring support technicians and Linux administrators. See <a href="/careers">open positions</a>.</p>')}`,
);

const contact = layout(
  '/contact',
  29,
  'Contact Us',
  'Contact Northwake Hosting sales and support 24/7 by phone, chat or email.',
  `<div class="paragraph paragraph--type--hero"><div class="hero__inner"><h1>Contact us</h1><p>Sales and support are available 24/7/365.</p></div></div>
${para('<table><tbody><tr><th>Sales</th><td><a href="tel:+18889476610">1-888-947-6610</a> option 1 · <a href="mailto:sales@northwakehost.ca">sales@northwakehost.ca</a></td></tr><tr><th>Support</th><td><a href="tel:+18889476610">1-888-947-6610</a> option 2 · <a href="https://my.northwakehost.ca/submitticket.php">open a ticket</a></td></tr><tr><th>Abuse</th><td><a href="mailto:abuse@northwakehost.ca">abuse@northwakehost.ca</a></td></tr><tr><th>Partnerships</th><td><a href="mailto:partners@northwakehost.ca">partners@northwakehost.ca</a></td></tr><tr><th>Mailing address</th><td>151 Front St W, Suite 900, Toronto, ON M5J 2N1</td></tr></tbody></table>')}
<form class="contact-message-form contact-form" data-drupal-selector="contact-message-feedback-form" action="/contact" method="post" id="contact-message-feedback-form" accept-charset="UTF-8"><div class="form-item"><label for="edit-name" class="js-form-required form-required">Your name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" size="60" maxlength="255" class="form-text required" required="required" /></div><div class="form-item"><label for="edit-mail" class="js-form-required form-required">Your email address</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" size="60" maxlength="254" class="form-email required" required="required" /></div><div class="form-item"><label for="edit-message-0-value">Message</label><textarea data-drupal-selector="edit-message-0-value" id="edit-message-0-value" name="message[0][value]" rows="12" cols="60" class="form-textarea"></textarea></div><input autocomplete="off" data-drupal-selector="form-4k1qzxv8" type="hidden" name="form_build_id" value="form-4K1qZXv8mWc2sNf7_pLr0aTgE9hYj3dBuQ6oIx5Rk" /><input data-drupal-selector="edit-contact-message-feedback-form" type="hidden" name="form_id" value="contact_message_feedback_form" /><div data-drupal-selector="edit-actions" class="form-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Send message" class="button button--primary js-form-submit form-submit" /></div></form>`,
);

export const site: CorpusSite = {
  domain: 'northwakehost.ca',
  otherDomains: ['northwakehost.com'],
  covers:
    'Drupal 10 (X-Generator, generator meta, drupal.js, settings JSON) on nginx behind Varnish, gtag.js, LiveChat, WHMCS cart links, PayPal/Interac/card badges, Google Maps; Canadian hosting partners page as a Drupal view grouped into software partners, internet exchanges/transit and data-centre suppliers (one without link); reseller directory table by province with name-only rows; CIRA registrar badge, customer logos, testimonial, own US domain as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/web-hosting': { headers: HEADERS, html: webHosting },
    '/vps': { headers: HEADERS, html: vps },
    '/partners': { headers: HEADERS, html: partners },
    '/resellers': { headers: HEADERS, html: resellers },
    '/data-centres': { headers: HEADERS, html: dataCentres },
    '/about': { headers: HEADERS, html: about },
    '/contact': { headers: HEADERS, html: contact },
  },
  sitemap: [
    '/',
    '/web-hosting',
    '/vps',
    '/partners',
    '/resellers',
    '/data-centres',
    '/about',
    '/contact',
    '/domains',
    '/wordpress-hosting',
    '/careers',
  ],
  technologies: [
    'drupal',
    'php',
    'nginx',
    'varnish',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'livechat',
    'cart-functionality',
    'paypal',
    'google-maps',
    'hsts',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'cpanel.net': 'technology',
    'cloudlinux.com': 'technology',
    'imunify360.com': 'technology',
    'litespeedtech.com': 'technology',
    'softaculous.com': 'technology',
    'jetbackup.com': 'technology',
    'cloudflare.com': 'technology',
    'sectigo.com': 'technology',
    'torix.ca': 'generic',
    'qix.ca': 'generic',
    'he.net': 'generic',
    'equinix.com': 'generic',
    'cologix.com': 'generic',
    'studionordet.ca': 'channel',
    'agencelueur.com': 'channel',
    'bytewell.ca': 'channel',
    'lakeshoreweb.co': 'channel',
    'rideaupixel.ca': 'channel',
    'bluenosecreative.ca': 'channel',
    'redislanddigital.ca': 'channel',
    'tidewaterinteractive.ca': 'channel',
    'prairieskywebsites.ca': 'channel',
    'redriverwebworks.ca': 'channel',
    'chinookdigital.ca': 'channel',
    'salalcedar.studio': 'channel',
    'islandbyte.ca': 'channel',
    'northernlightsweb.ca': 'channel',
  },
};
