import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  'x-akamai-transformed': '9 18422 0 pmb=mRUM,2',
};

const cdn = 'https://cdn.sentrane.com/m/5a1f02c6d3e9b7a4';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://sentrane.com${path}">
<link rel="alternate" hreflang="en" href="https://sentrane.com${path}">
<link rel="alternate" hreflang="de" href="https://www.sentrane.de/">
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0190c4e2-77af-7b31-9d2e-5c41f0a8e6b3"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>
<link rel="stylesheet" href="${cdn}/css/global.min.css">
<script src="${cdn}/js/global.min.js" defer></script>
</head>`;

const header = `<body class="page-template">
<div class="utility-bar">
  <div class="container">
    <a href="https://support.sentrane.com/">Support</a>
    <a href="https://partners.sentrane.com/s/login">Partner portal</a>
    <a href="/en/company/contact/">Contact sales</a>
    <span class="lang"><strong>EN</strong> <a href="https://www.sentrane.de/">DE</a></span>
  </div>
</div>
<header class="main-header">
  <div class="container">
    <a class="brand" href="/en/"><img src="${cdn}/img/sentrane-logo.svg" alt="Sentrane" width="150" height="34"></a>
    <nav class="mega-nav" aria-label="Primary">
      <ul>
        <li class="has-menu"><a href="/en/platform/">Platform</a>
          <ul class="submenu">
            <li><a href="/en/platform/exposure-management/">Exposure management</a></li>
            <li><a href="/en/platform/attack-path-analysis/">Attack path analysis</a></li>
            <li><a href="/en/platform/identity-risk/">Identity risk</a></li>
          </ul>
        </li>
        <li class="has-menu"><a href="/en/solutions/">Solutions</a>
          <ul class="submenu">
            <li><a href="/en/solutions/financial-services/">Financial services</a></li>
            <li><a href="/en/solutions/healthcare/">Healthcare</a></li>
            <li><a href="/en/solutions/public-sector/">Public sector</a></li>
          </ul>
        </li>
        <li><a href="/en/resources/">Resources</a></li>
        <li class="has-menu"><a href="/en/company/">Company</a>
          <ul class="submenu">
            <li><a href="/en/company/about/">About</a></li>
            <li><a href="/en/company/newsroom/">Newsroom</a></li>
            <li><a href="/en/company/careers/">Careers</a></li>
          </ul>
        </li>
      </ul>
    </nav>
    <a class="btn btn-primary" href="/en/request-demo/">Request a demo</a>
  </div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="container">
    <div class="footer-cols">
      <div>
        <img src="${cdn}/img/sentrane-logo-white.svg" alt="Sentrane" width="130" height="30">
        <p>Sentrane, Inc. &middot; 500 Boylston Street, Boston, MA 02116</p>
        <p>Sentrane GmbH &middot; Friedrichstra&szlig;e 68, 10117 Berlin &middot; <a href="https://www.sentrane.de/">sentrane.de</a></p>
      </div>
      <div>
        <h3>Platform</h3>
        <ul>
          <li><a href="/en/platform/exposure-management/">Exposure management</a></li>
          <li><a href="/en/platform/attack-path-analysis/">Attack path analysis</a></li>
          <li><a href="https://trust.sentrane.com/">Trust center</a></li>
        </ul>
      </div>
      <div>
        <h3>Company</h3>
        <ul>
          <li><a href="/en/company/about/">About</a></li>
          <li><a href="/en/company/newsroom/">Newsroom</a></li>
          <li><a href="/en/company/careers/">Careers</a></li>
          <li><a href="/en/legal/privacy/">Privacy</a></li>
        </ul>
      </div>
      <div>
        <h3>Follow</h3>
        <ul>
          <li><a href="https://www.linkedin.com/company/sentrane">LinkedIn</a></li>
          <li><a href="https://twitter.com/sentrane">Twitter</a></li>
          <li><a href="https://www.youtube.com/c/SentraneSecurity">YouTube</a></li>
          <li><a href="https://github.com/sentrane">GitHub</a></li>
        </ul>
      </div>
    </div>
    <p class="legal">&copy; 2026 Sentrane, Inc. All rights reserved. <button class="ot-sdk-show-settings" id="ot-sdk-btn">Cookie settings</button></p>
  </div>
</footer>
<script src="//munchkin.marketo.net/159/munchkin.js" type="text/javascript"></script>
<script type="text/javascript">Munchkin.init('482-QXM-917');</script>
</body>
</html>`;

const logo = (name: string, file: string, url?: string) =>
  url
    ? `
          <li><a class="alliance-logo" href="${url}" target="_blank" rel="noopener"><img src="${cdn}/img/alliances/${file}.svg" alt="${name}" width="160" height="60" loading="lazy"></a></li>`
    : `
          <li><span class="alliance-logo"><img src="${cdn}/img/alliances/${file}.svg" alt="${name}" width="160" height="60" loading="lazy"></span></li>`;

export const site: CorpusSite = {
  domain: 'sentrane.com',
  otherDomains: ['sentrane.de'],
  covers:
    'enterprise security vendor whose home redirects (301) to /en/; a "Technology Alliances" page reachable only through the sitemap, listing partners as logo images inside links (names only in alt text), grouped by category, with some logos not linked; a "Partner portal" link to its own subdomain, a German site on its own other domain (sentrane.de), trust/support subdomains and social/GitHub footer; OneTrust, Marketo Munchkin and Akamai headers',
  pages: {
    '/': { status: 301, redirect: '/en/' },
    '/en/': {
      headers,
      html: `${head('Sentrane | Continuous exposure management', 'See every exploitable path to your critical assets, and close the ones that matter first.', '/en/')}
${header}
<main>
  <section class="hero hero-dark">
    <div class="container">
      <h1>Find the attack paths that matter. Close them first.</h1>
      <p class="lead">Sentrane maps every identity, asset and misconfiguration across cloud and on-prem, then ranks exposures by how an attacker would actually chain them.</p>
      <a class="btn btn-primary" href="/en/request-demo/">Request a demo</a>
      <a class="btn btn-outline" href="/en/resources/gartner-market-guide-ctem/">Read the Gartner&reg; Market Guide</a>
    </div>
  </section>
  <section class="proof">
    <div class="container">
      <p class="eyebrow">Protecting 600+ security teams worldwide</p>
      <ul class="customer-logos">
        <li><img src="${cdn}/img/customers/halden-bank.svg" alt="Halden Bank" width="140" height="40"></li>
        <li><img src="${cdn}/img/customers/meridia-health.svg" alt="Meridia Health" width="140" height="40"></li>
        <li><img src="${cdn}/img/customers/ostrava-energy.svg" alt="Ostrava Energy" width="140" height="40"></li>
        <li><img src="${cdn}/img/customers/county-of-larkin.svg" alt="County of Larkin" width="140" height="40"></li>
      </ul>
    </div>
  </section>
  <section class="pillars">
    <div class="container grid-3">
      <article><h2>Discover</h2><p>Agentless discovery across AWS, Azure, GCP, Active Directory and 40+ SaaS applications.</p><a href="/en/platform/exposure-management/">Exposure management</a></article>
      <article><h2>Prioritize</h2><p>Attack-path analysis shows which of your 40,000 findings actually lead to crown jewels.</p><a href="/en/platform/attack-path-analysis/">Attack path analysis</a></article>
      <article><h2>Remediate</h2><p>Route fixes to the right owner in the tools your teams already use, and verify they worked.</p><a href="/en/platform/identity-risk/">Identity risk</a></article>
    </div>
  </section>
  <section class="news">
    <div class="container">
      <h2>Latest news</h2>
      <ul>
        <li><a href="/en/company/newsroom/sentrane-raises-series-c/">Sentrane raises $120M Series C to expand exposure management in Europe</a></li>
        <li><a href="/en/company/newsroom/forrester-wave-2024/">Sentrane named a Strong Performer in the 2024 vulnerability risk management Wave</a></li>
      </ul>
    </div>
  </section>
</main>
${footer}`,
    },
    '/en/company/technology-alliances/': {
      headers,
      html: `${head('Technology Alliances | Sentrane', 'Sentrane integrates with leading identity, SIEM, EDR and ITSM platforms through certified technology alliances.', '/en/company/technology-alliances/')}
${header}
<main>
  <section class="page-hero">
    <div class="container">
      <p class="eyebrow">Ecosystem</p>
      <h1>Technology Alliances</h1>
      <p class="lead">Exposure management only works if findings reach the teams and tools that fix them. Our technology alliance partners build and certify bi-directional integrations with the Sentrane platform.</p>
    </div>
  </section>
  <section class="alliances">
    <div class="container">
      <div class="alliance-group">
        <h2>Identity &amp; access</h2>
        <ul class="logo-grid">${logo('Okta', 'okta', 'https://www.okta.com/integrations/sentrane/')}${logo('Ping Identity', 'ping-identity', 'https://www.pingidentity.com/en.html')}
        </ul>
      </div>
      <div class="alliance-group">
        <h2>SIEM &amp; SOAR</h2>
        <ul class="logo-grid">${logo('Splunk', 'splunk', 'https://splunkbase.splunk.com/app/6921')}${logo('Logvane', 'logvane', 'https://logvane.io/')}${logo('Microsoft Sentinel', 'microsoft-sentinel')}
        </ul>
      </div>
      <div class="alliance-group">
        <h2>Endpoint detection &amp; response</h2>
        <ul class="logo-grid">${logo('CrowdStrike', 'crowdstrike', 'https://www.crowdstrike.com/')}${logo('Hexmoor Security', 'hexmoor', 'https://www.hexmoor.com/technology-partners')}${logo('SentinelOne', 'sentinelone')}
        </ul>
      </div>
      <div class="alliance-group">
        <h2>IT service management</h2>
        <ul class="logo-grid">${logo('ServiceNow', 'servicenow', 'https://www.servicenow.com/')}${logo('Ticketrail', 'ticketrail', 'https://ticketrail.app/')}
        </ul>
      </div>
    </div>
  </section>
  <section class="alliance-cta">
    <div class="container split">
      <div>
        <h2>Become a technology alliance partner</h2>
        <p>Build on the Sentrane GraphQL API and get joint go-to-market support. Resellers and MSSPs can join through our channel programme.</p>
      </div>
      <div>
        <a class="btn btn-primary" href="https://partners.sentrane.com/s/apply">Apply now</a>
        <a class="btn btn-outline" href="https://developer.sentrane.com/">Developer docs</a>
      </div>
    </div>
  </section>
</main>
${footer}`,
    },
  },
  sitemap: ['/en/', '/en/company/technology-alliances/'],
  technologies: ['onetrust', 'marketo', 'akamai'],
  partners: {
    'okta.com': 'technology',
    'pingidentity.com': 'technology',
    'splunk.com': 'technology',
    'logvane.io': 'technology',
    'crowdstrike.com': 'technology',
    'hexmoor.com': 'technology',
    'servicenow.com': 'technology',
    'ticketrail.app': 'technology',
  },
};
