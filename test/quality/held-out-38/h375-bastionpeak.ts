import type { CorpusSite } from '../corpus/types.js';

const webflow = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '88e3b5d21fa94c07-SJC',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'us-west-2-prod-hosting-red',
  'x-lambda-id': '6b1e2c90-3f7a-4d18-9c55-b0e7a4d21f63',
  'content-security-policy': "frame-ancestors 'self'",
  'surrogate-key': 'bastionpeak.com 64f0c3e2a91b7d0015e2f8a1',
};

const SITE = '64f0c3e2a91b7d0015e2f8a1';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

const head = (
  pageId: string,
  title: string,
  description: string,
) => `<!DOCTYPE html><!-- Last Published: Tue May 21 2024 17:02:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="bastionpeak.com" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a0f8e2b3c4d5e6f7a8b9c0_og-bastionpeak.png" property="og:image"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/bastionpeak.webflow.shared.8c1e2f4a7.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","JetBrains Mono:400,500"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/6500a1b2c3d4e5f6a7b8c9d0_favicon-32.png" rel="shortcut icon" type="image/x-icon"/>
<!-- OneTrust Cookies Consent Notice start for bastionpeak.com -->
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0190a3f4-7b2c-7e81-9d4a-5c6b7e8f9a01"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>
<!-- OneTrust Cookies Consent Notice end for bastionpeak.com -->
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W4BPK9R');</script>
<!-- End Google Tag Manager -->
<script src="https://munchkin.marketo.net/munchkin.js" type="text/javascript"></script>
<script>Munchkin.init('412-QZR-308');</script>
<script src="https://j.6sc.co/6si.min.js" async></script>
</head>`;

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/64f0c4a1b2c3d4e5f6a7b8c9_bastionpeak-logo.svg" loading="lazy" alt="BastionPeak" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Platform</div></div><nav class="nav-dropdown-list w-dropdown-list"><a href="/platform/xdr" class="nav-link w-dropdown-link">XDR</a><a href="/platform/managed-detection" class="nav-link w-dropdown-link">Managed Detection &amp; Response</a><a href="/platform/exposure-management" class="nav-link w-dropdown-link">Exposure Management</a></nav></div><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Partners</div></div><nav class="nav-dropdown-list w-dropdown-list"><a href="/partners" class="nav-link w-dropdown-link">Partner Program</a><a href="/partners/find-a-partner" class="nav-link w-dropdown-link">Find a Partner</a><a href="/partners/technology-alliances" class="nav-link w-dropdown-link">Technology Alliances</a></nav></div><a href="/customers" class="nav-link w-nav-link">Customers</a><a href="/resources" class="nav-link w-nav-link">Resources</a><a href="/company" class="nav-link w-nav-link">Company</a></nav><a href="/demo" class="button nav-cta w-button">Get a demo</a><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/64f0c4a1b2c3d4e5f6a7b8c9_bastionpeak-logo.svg" loading="lazy" alt="BastionPeak"/><p class="footer-text">Detect, investigate and respond across endpoint, identity and cloud.</p></div><div><h4 class="footer-heading">Partners</h4><a href="/partners" class="footer-link">MSSP &amp; Reseller Program</a><a href="/partners/find-a-partner" class="footer-link">Find a Partner</a><a href="/partners/technology-alliances" class="footer-link">Technology Alliances</a><a href="https://partners.bastionpeak.com/login" class="footer-link">Partner Portal</a></div><div><h4 class="footer-heading">Company</h4><a href="/company" class="footer-link">About</a><a href="https://boards.greenhouse.io/bastionpeak" class="footer-link">Careers</a><a href="https://trust.bastionpeak.com" class="footer-link">Trust Center</a><a href="https://bastionpeak.de" class="footer-link">Deutschland</a></div><div><h4 class="footer-heading">Follow</h4><a href="https://www.linkedin.com/company/bastionpeak" target="_blank" class="footer-link">LinkedIn</a><a href="https://x.com/bastionpeak" target="_blank" class="footer-link">X</a><a href="https://github.com/bastionpeak-labs" target="_blank" class="footer-link">GitHub</a></div></div><div class="footer-legal">© 2024 BastionPeak, Inc. All rights reserved. <a href="/legal/privacy" class="footer-link-small">Privacy</a> <a href="#" class="footer-link-small ot-sdk-show-settings">Cookie Settings</a></div></footer>`;

const tail = `<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.7d3a9b1c2e.js" type="text/javascript"></script></body></html>`;

const body = (content: string) =>
  `<body><!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W4BPK9R" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) -->${nav}${content}${footer}${tail}`;

interface Alliance {
  name: string;
  category: string;
  text: string;
  url: string;
  logo: string;
}
const alliances1: Alliance[] = [
  {
    name: 'Northwall Identity',
    category: 'Identity',
    text: 'Correlate risky sign-ins with endpoint telemetry and revoke sessions from a BastionPeak playbook.',
    url: 'https://www.northwallid.com/integrations/bastionpeak',
    logo: 'northwall',
  },
  {
    name: 'Cloudkeep',
    category: 'Cloud security',
    text: 'Enrich XDR incidents with cloud posture findings from AWS, Azure and GCP accounts.',
    url: 'https://cloudkeep.io',
    logo: 'cloudkeep',
  },
  {
    name: 'Tessellate SIEM',
    category: 'SIEM',
    text: 'Bi-directional incident sync and raw telemetry forwarding.',
    url: 'https://tessellate-siem.com/partners/',
    logo: 'tessellate',
  },
  {
    name: 'Mailmoat',
    category: 'Email security',
    text: 'Pull phishing verdicts into investigations and quarantine messages automatically.',
    url: 'https://mailmoat.com',
    logo: 'mailmoat',
  },
  {
    name: 'Patchly',
    category: 'Vulnerability management',
    text: 'Prioritize patching by what attackers are actively targeting in your environment.',
    url: 'https://www.patchly.io/',
    logo: 'patchly',
  },
  {
    name: 'Ferrite Networks',
    category: 'Network security',
    text: 'Block malicious IPs at the firewall from any BastionPeak detection.',
    url: 'https://ferritenetworks.com/technology-partners',
    logo: 'ferrite',
  },
];
const alliances2: Alliance[] = [
  {
    name: 'Quorum SOAR',
    category: 'SOAR',
    text: 'Trigger Quorum runbooks on high-severity incidents.',
    url: 'https://quorumsoar.com',
    logo: 'quorum',
  },
  {
    name: 'Lanternlog',
    category: 'Log management',
    text: 'Archive BastionPeak telemetry for long-term retention and search.',
    url: 'https://lanternlog.io/apps/bastionpeak',
    logo: 'lanternlog',
  },
  {
    name: 'Vantor Endpoint',
    category: 'Device management',
    text: 'Isolate and re-image devices through Vantor when ransomware is detected.',
    url: 'https://www.vantorendpoint.com',
    logo: 'vantor',
  },
];

const allianceItem = (a: Alliance) =>
  `<div role="listitem" class="alliance-item w-dyn-item"><div class="alliance-card"><img src="${CDN}/65b1${a.logo}0a1b2c3d4e5f6a7_${a.logo}-logo.svg" loading="lazy" alt="${a.name} logo" class="alliance-logo"/><div class="alliance-category">${a.category}</div><h3 class="alliance-name">${a.name}</h3><p class="alliance-text">${a.text}</p><a href="${a.url}" target="_blank" class="text-link">Learn more</a></div></div>`;

const alliancesPage = (items: Alliance[], current: 1 | 2) =>
  body(
    `<section class="section hero-small"><div class="w-container"><h1 class="heading-xl">Technology Alliances</h1><p class="lead">BastionPeak integrates with the security and IT tools you already run. Alliance partners build and co-support certified integrations with our XDR platform.</p></div></section><section class="section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="alliance-grid w-dyn-items">${items.map(allianceItem).join('')}</div><div role="navigation" aria-label="List" class="w-pagination-wrapper pagination">${current === 1 ? '<a href="?a3f9c2e1_page=2" aria-label="Next Page" class="w-pagination-next next-link"><div class="w-inline-block">Next</div></a>' : '<a href="?a3f9c2e1_page=1" aria-label="Previous Page" class="w-pagination-previous prev-link"><div class="w-inline-block">Previous</div></a>'}<div aria-label="Page ${current} of 2" role="heading" class="w-page-count page-count">${current} / 2</div></div></div><p class="small-text">Integrations map detections to <a href="https://attack.mitre.org/">MITRE ATT&amp;CK</a> techniques. Interested in building one? <a href="/partners/technology-alliances/apply">Apply to the alliance program</a>.</p></div></section>`,
  );

const region = (name: string, rows: [string, string, string][]) =>
  `<div data-hover="false" data-delay="0" class="accordion-item w-dropdown"><div class="accordion-toggle w-dropdown-toggle"><div class="accordion-icon w-icon-dropdown-toggle"></div><h3 class="accordion-title">${name}</h3></div><nav class="accordion-list w-dropdown-list">${rows
    .map(
      ([n, type, url]) =>
        `<div class="partner-row"><div class="partner-name">${n}</div><div class="partner-type tag-${type.toLowerCase()}">${type}</div>${url ? `<a href="${url}" target="_blank" class="partner-link w-dropdown-link">Visit website</a>` : '<div class="partner-link-muted">Contact via partner portal</div>'}</div>`,
    )
    .join('')}</nav></div>`;

export const site: CorpusSite = {
  domain: 'bastionpeak.com',
  otherDomains: ['bastionpeak.de'],
  covers:
    'Webflow (data-wf-site, generator meta, webflow.js on website-files CDN, jQuery from Webflow CloudFront) with OneTrust, GTM, Marketo Munchkin, 6sense, Google WebFont loader, Cloudflare; MSSP/reseller programme: featured partner quotes, region accordion with MSSP/Reseller/Distributor tags (one entry without website), technology alliances as Webflow CMS list paginated with ?xxxx_page=2; negatives: customer logos, analyst/award badges, MITRE ATT&CK link, Greenhouse careers, trust center and German sister domain',
  pages: {
    '/': {
      headers: webflow,
      html: `${head('64f0c3e2a91b7d0015e2f8b0', 'BastionPeak | XDR and Managed Detection for Mid-Market Security Teams', 'BastionPeak unifies endpoint, identity and cloud detection with 24/7 managed response.')}${body(
        `<section class="section hero"><div class="w-container"><h1 class="heading-xxl">Stop breaches before they become headlines</h1><p class="lead">One XDR platform and a 24/7 SOC for teams that can't staff one. Delivered directly or through our global network of MSSPs and resellers.</p><a href="/demo" class="button w-button">Get a demo</a><a href="/partners" class="button-secondary w-button">Become a partner</a></div></section><section class="section logos"><div class="w-container"><div class="eyebrow">Protecting 4,000+ organizations</div><div class="logo-row"><img src="${CDN}/65c1a0b1c2d3e4f5a6b7c8d9_harbor-county-schools.svg" loading="lazy" alt="Harbor County Schools"/><img src="${CDN}/65c1a0b1c2d3e4f5a6b7c8da_pinecrest-credit-union.svg" loading="lazy" alt="Pinecrest Credit Union"/><img src="${CDN}/65c1a0b1c2d3e4f5a6b7c8db_alder-manufacturing.svg" loading="lazy" alt="Alder Manufacturing"/></div></div></section><section class="section recognition"><div class="w-container"><h2>Recognized by the industry</h2><div class="badge-row"><a href="https://www.secawards.org/2024-winners" target="_blank" class="w-inline-block"><img src="${CDN}/65c1b0_secawards-2024.png" loading="lazy" alt="Security Excellence Awards 2024 Winner"/></a><img src="${CDN}/65c1b1_mitre-eval.png" loading="lazy" alt="MITRE Engenuity ATT&amp;CK Evaluations participant"/></div><p>Read what <a href="https://www.darkreadingroom.com/endpoint/bastionpeak-raises-60m">Dark Reading Room</a> wrote about our Series C.</p></div></section>`,
      )}`,
    },
    '/partners': {
      headers: webflow,
      html: `${head('64f0c3e2a91b7d0015e2f8c4', 'Partner Program | BastionPeak', 'The BastionPeak MSSP & Reseller Program: margins, NFR licences and co-managed SOC for partners.')}${body(
        `<section class="section hero-small"><div class="w-container"><h1 class="heading-xl">BastionPeak Partner Program</h1><p class="lead">Built for MSSPs, MSPs, value-added resellers and distributors. Multi-tenant console, NFR licences, deal registration and an optional co-managed SOC.</p><a href="https://partners.bastionpeak.com/apply" class="button w-button">Apply now</a></div></section><section class="section"><div class="w-container"><div class="tier-grid w-layout-grid"><div class="tier-card"><h3>Registered</h3><p>Deal registration, sales training, demo tenant.</p></div><div class="tier-card"><h3>Advanced</h3><p>Higher margins, MDF, co-branded campaigns.</p></div><div class="tier-card"><h3>Elite MSSP</h3><p>Multi-tenant billing, white-label reports, dedicated partner SOC.</p></div></div></div></section><section class="section"><div class="w-container"><h2>Featured partners</h2><div class="quote-grid w-layout-grid"><div class="quote-card"><p>“The multi-tenant console let us onboard 140 customers in a quarter.”</p><div class="quote-author">Priya Raman, CTO, <a href="https://www.ironcladmssp.com/" target="_blank">Ironclad MSSP</a></div></div><div class="quote-card"><p>“Deal registration actually protects our margin.”</p><div class="quote-author">Tom Ashdown, Sales Director, <a href="https://portcullis-networks.co.uk/" target="_blank">Portcullis Networks</a></div></div></div><p><a href="/partners/find-a-partner" class="text-link">See all partners by region →</a> · <a href="/partners/technology-alliances" class="text-link">Technology alliances →</a></p></div></section>`,
      )}`,
    },
    '/partners/find-a-partner': {
      headers: webflow,
      html: `${head('64f0c3e2a91b7d0015e2f8c9', 'Find a Partner | BastionPeak', 'Buy BastionPeak through a certified MSSP, reseller or distributor near you.')}${body(
        `<section class="section hero-small"><div class="w-container"><h1 class="heading-xl">Find a partner</h1><p class="lead">Certified MSSPs, resellers and distributors who sell, deploy and operate BastionPeak.</p></div></section><section class="section"><div class="w-container accordion">${region(
          'North America',
          [
            ['Ironclad MSSP', 'MSSP', 'https://www.ironcladmssp.com/'],
            ['Keystone Secure', 'Reseller', 'https://keystonesecure.net'],
            ['Sentinel Row', 'MSSP', 'https://sentinelrow.com/managed-xdr'],
          ],
        )}${region('Europe, Middle East &amp; Africa', [
          ['Wachturm Security GmbH', 'MSSP', 'https://www.wachturm-security.de/'],
          ['Portcullis Networks', 'Reseller', 'https://portcullis-networks.co.uk/'],
          ['Nordvakt AS', 'MSSP', 'https://nordvakt.no'],
          ['Helix Distribution', 'Distributor', 'https://www.helixdistribution.eu/vendors/bastionpeak'],
          ['Gulfshield IT', 'Reseller', ''],
        ])}${region('Asia Pacific', [
          ['Kaitiaki Cyber', 'MSSP', 'https://kaitiakicyber.co.nz'],
          ['Redgum Security', 'Reseller', 'https://www.redgumsecurity.com.au/'],
        ])}${region('Latin America', [['Escudo Digital', 'Reseller', 'https://escudodigital.com.mx/']])}</div></section>`,
      )}`,
    },
    '/partners/technology-alliances': {
      headers: webflow,
      html: `${head('64f0c3e2a91b7d0015e2f8d2', 'Technology Alliances | BastionPeak', 'Certified integrations between BastionPeak and leading security tools.')}${alliancesPage(alliances1, 1)}`,
    },
    '/partners/technology-alliances?a3f9c2e1_page=2': {
      headers: webflow,
      html: `${head('64f0c3e2a91b7d0015e2f8d2', 'Technology Alliances | BastionPeak', 'Certified integrations between BastionPeak and leading security tools.')}${alliancesPage(alliances2, 2)}`,
    },
    '/customers': {
      headers: webflow,
      html: `${head('64f0c3e2a91b7d0015e2f8e7', 'Customers | BastionPeak', 'How security teams use BastionPeak.')}${body(
        `<section class="section"><div class="w-container"><h1 class="heading-xl">Customer stories</h1><div class="story-card"><h3>Pinecrest Credit Union</h3><p>Mean time to respond down from 9 hours to 14 minutes. <a href="/customers/pinecrest-credit-union">Read the story</a></p></div><div class="story-card"><h3>Harbor County Schools</h3><p>24/7 coverage for 31 campuses with a team of two. <a href="https://www.harborcountyschools.org/technology">District technology office</a></p></div></div></section>`,
      )}`,
    },
  },
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-hosted-libraries',
    'onetrust',
    'google-tag-manager',
    'marketo',
    '6sense',
    'cloudflare',
    'open-graph',
  ],
  partners: {
    'ironcladmssp.com': 'channel',
    'portcullis-networks.co.uk': 'channel',
    'keystonesecure.net': 'channel',
    'sentinelrow.com': 'channel',
    'wachturm-security.de': 'channel',
    'nordvakt.no': 'channel',
    'helixdistribution.eu': 'channel',
    'kaitiakicyber.co.nz': 'channel',
    'redgumsecurity.com.au': 'channel',
    'escudodigital.com.mx': 'channel',
    'northwallid.com': 'technology',
    'cloudkeep.io': 'technology',
    'tessellate-siem.com': 'technology',
    'mailmoat.com': 'technology',
    'patchly.io': 'technology',
    'ferritenetworks.com': 'technology',
    'quorumsoar.com': 'technology',
    'lanternlog.io': 'technology',
    'vantorendpoint.com': 'technology',
  },
};
