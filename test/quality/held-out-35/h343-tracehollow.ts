import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f2a1c7e9b3d4a21-FRA',
  'cf-cache-status': 'HIT',
  'x-wf-region': 'eu-central-1',
  'strict-transport-security': 'max-age=31536000',
};

const head = (title: string, description: string, wfPage: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${description}" name="description">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta content="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/65f1a2b3c4d5e6f708192b01_og-tracehollow.png" property="og:image">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/css/tracehollow.webflow.shared.3e1f0a7c2.min.css" rel="stylesheet" type="text/css">
<link href="https://fonts.googleapis.com" rel="preconnect">
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({ google: { families: ["Inter:400,500,600,700", "JetBrains Mono:400,500"] } });</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/65f1a2b3c4d5e6f708192a40_favicon.png" rel="shortcut icon" type="image/x-icon">
<!-- Global site tag -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/144298731.js"></script>
<style>.w-nav-brand{padding-left:0}.integration-card:hover{transform:translateY(-2px)}</style>
</head>
<!-- page ${wfPage} -->`;

const nav = `<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav">
  <div class="container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/65f1a2b3c4d5e6f708192a41_tracehollow-logo.svg" loading="lazy" alt="Tracehollow" class="logo"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/product" class="nav-link w-nav-link">Product</a>
      <a href="/integrations" class="nav-link w-nav-link">Integrations</a>
      <a href="/pricing" class="nav-link w-nav-link">Pricing</a>
      <a href="https://docs.tracehollow.io" class="nav-link w-nav-link">Docs</a>
      <a href="/company" class="nav-link w-nav-link">Company</a>
      <a href="https://app.tracehollow.io/signup" class="button-primary w-button">Try free</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="container w-container">
    <div class="footer-grid w-layout-grid">
      <div class="footer-col"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/65f1a2b3c4d5e6f708192a42_tracehollow-white.svg" alt="Tracehollow" loading="lazy"><p class="footer-text">OpenTelemetry-native observability. Traces, metrics and logs in one columnar store.</p></div>
      <div class="footer-col"><div class="footer-title">Product</div><a href="/product" class="footer-link">Overview</a><a href="/integrations" class="footer-link">Integrations</a><a href="/pricing" class="footer-link">Pricing</a><a href="/security" class="footer-link">Security</a></div>
      <div class="footer-col"><div class="footer-title">Company</div><a href="/company" class="footer-link">About</a><a href="/partners" class="footer-link">Partners</a><a href="https://tracehollow.bamboohr.com/careers" class="footer-link">Careers</a><a href="/press" class="footer-link">Press</a></div>
      <div class="footer-col"><div class="footer-title">Community</div><a href="https://github.com/tracehollow" class="footer-link">GitHub</a><a href="https://www.linkedin.com/company/tracehollow" class="footer-link">LinkedIn</a><a href="https://bsky.app/profile/tracehollow.io" class="footer-link">Bluesky</a></div>
    </div>
    <div class="footer-bottom"><div>© 2026 Tracehollow Inc.</div><a href="/legal/privacy" class="footer-link">Privacy</a><a href="/legal/terms" class="footer-link">Terms</a><a href="#" class="footer-link cookie-settings">Cookie settings</a></div>
  </div>
</footer>
<div class="cookie-banner"><p>We use cookies to understand how you use our site. <a href="/legal/cookies">Cookie policy</a></p><a href="#" class="w-button">Accept</a><a href="#" class="w-button secondary">Decline</a></div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=65f1a2b3c4d5e6f708192a3b" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/js/webflow.4b2c1e9a.js" type="text/javascript"></script>`;

const page = (
  title: string,
  description: string,
  wfPage: string,
  body: string,
): string => `<!DOCTYPE html><!-- Last Published: Tue Feb 17 2026 10:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="tracehollow.io" data-wf-page="${wfPage}" data-wf-site="65f1a2b3c4d5e6f708192a3b" lang="en">
${head(title, description, wfPage)}
<body class="body">
${nav}
${body}
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'tracehollow.io',
  covers:
    'Observability startup on Webflow (data-wf-site, generator, jQuery from the Webflow CDN, WebFont loader, HubSpot): Finsweet-filtered integrations list where core integrations link only to internal docs (unlabelled, name only) and partner-built ones link out (technology); partners page with Webflow tabs: cloud partners (technology) and consulting/MSP partners (channel); negatives: customer logos, investors, CNCF membership and OpenTelemetry contribution, press page articles, BambooHR careers, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Tracehollow – OpenTelemetry-native observability',
        'Traces, metrics and logs in one place. Pay per GB ingested, keep 13 months of data.',
        '65f1a2b3c4d5e6f708192a50',
        `<section class="hero-section">
  <div class="container w-container">
    <h1 class="hero-heading">Find the slow span before your customers do</h1>
    <p class="hero-paragraph">Tracehollow stores every trace, metric and log in one columnar engine. Built on OpenTelemetry, priced per GB, no per-host fees.</p>
    <a href="https://app.tracehollow.io/signup" class="button-primary w-button">Start free – 100 GB/month</a>
  </div>
</section>
<section class="logos-section">
  <div class="container w-container">
    <div class="logos-label">Engineering teams at fast-growing companies rely on Tracehollow</div>
    <div class="logos-grid w-layout-grid">
      <img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6600aa01_parcelbee.svg" loading="lazy" alt="Parcelbee">
      <img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6600aa02_mintpay.svg" loading="lazy" alt="Mintpay">
      <img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6600aa03_roamly.svg" loading="lazy" alt="Roamly">
      <img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6600aa04_kelpie.svg" loading="lazy" alt="Kelpie">
    </div>
  </div>
</section>
<section class="section">
  <div class="container w-container">
    <h2>Instrument once with OpenTelemetry</h2>
    <p>Point any OTLP exporter at Tracehollow. Kubernetes, Kafka, PostgreSQL, Redis, and 80+ more are supported out of the box. <a href="/integrations">Browse integrations</a></p>
  </div>
</section>
<section class="section investors">
  <div class="container w-container">
    <h2 class="small-heading">Backed by</h2>
    <div class="investor-row">
      <a href="https://cranepeak.vc" target="_blank" class="investor-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6600ab01_cranepeak.svg" alt="Crane Peak Capital" loading="lazy"></a>
      <a href="https://latticeseed.com" target="_blank" class="investor-link w-inline-block"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6600ab02_lattice.svg" alt="Lattice Seed" loading="lazy"></a>
    </div>
  </div>
</section>`,
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations – Tracehollow',
        'Connect Tracehollow to your infrastructure, languages and alerting tools.',
        '65f1a2b3c4d5e6f708192a51',
        `<section class="section">
  <div class="container w-container">
    <h1>Integrations</h1>
    <p>80+ integrations, from language SDKs to incident management. Core integrations are built and supported by Tracehollow; partner-built integrations are maintained by our technology partners.</p>
    <div class="filters" fs-cmsfilter-element="filters">
      <label class="w-checkbox"><input type="checkbox" fs-cmsfilter-field="category" name="infrastructure"><span class="w-form-label">Infrastructure</span></label>
      <label class="w-checkbox"><input type="checkbox" fs-cmsfilter-field="category" name="databases"><span class="w-form-label">Databases</span></label>
      <label class="w-checkbox"><input type="checkbox" fs-cmsfilter-field="category" name="alerting"><span class="w-form-label">Alerting &amp; incidents</span></label>
      <label class="w-checkbox"><input type="checkbox" fs-cmsfilter-field="category" name="partner"><span class="w-form-label">Partner-built</span></label>
    </div>
    <h2>Core integrations</h2>
    <div role="list" class="integrations-list w-dyn-items" fs-cmsfilter-element="list">
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Infrastructure</div><h3>Kubernetes</h3><p>DaemonSet collector with automatic pod metadata.</p><a href="https://docs.tracehollow.io/integrations/kubernetes" class="card-link">Setup guide</a></div>
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Databases</div><h3>PostgreSQL</h3><p>Query-level spans and pg_stat_statements metrics.</p><a href="https://docs.tracehollow.io/integrations/postgresql" class="card-link">Setup guide</a></div>
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Infrastructure</div><h3>Apache Kafka</h3><p>Consumer lag and end-to-end message tracing.</p><a href="https://docs.tracehollow.io/integrations/kafka" class="card-link">Setup guide</a></div>
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Alerting &amp; incidents</div><h3>PagerDuty</h3><p>Route Tracehollow alerts to PagerDuty services.</p><a href="/integrations/pagerduty" class="card-link">Learn more</a></div>
    </div>
    <h2>Partner-built integrations</h2>
    <div role="list" class="integrations-list w-dyn-items">
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Partner-built</div><h3>Firehydrant</h3><p>Open incidents with the failing trace attached.</p><a href="https://firehydrant.com/integrations/tracehollow/" target="_blank" class="card-link">View on firehydrant.com</a></div>
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Partner-built</div><h3>Pipelark</h3><p>CI pipeline traces and flaky-test detection.</p><a href="https://pipelark.dev/integrations/tracehollow" target="_blank" class="card-link">View on pipelark.dev</a></div>
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Partner-built</div><h3>Lumen Feature Flags</h3><p>Annotate traces with flag evaluations.</p><a href="https://lumenflags.com/docs/tracehollow" target="_blank" class="card-link">View on lumenflags.com</a></div>
      <div role="listitem" class="integration-card w-dyn-item"><div fs-cmsfilter-field="category" class="tag">Partner-built</div><h3>Cobaltdb</h3><p>Native OTLP export from Cobaltdb clusters.</p><a href="https://www.cobaltdb.io/ecosystem/tracehollow" target="_blank" class="card-link">View on cobaltdb.io</a></div>
    </div>
  </div>
</section>
<script async src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners – Tracehollow',
        'Cloud and consulting partners of Tracehollow.',
        '65f1a2b3c4d5e6f708192a52',
        `<section class="section">
  <div class="container w-container">
    <h1>Partners</h1>
    <p>We team up with cloud providers and observability consultancies so you can buy, deploy and run Tracehollow your way.</p>
    <div data-current="Cloud" data-easing="ease" data-duration-in="300" data-duration-out="100" class="partner-tabs w-tabs">
      <div class="tabs-menu w-tab-menu" role="tablist">
        <a data-w-tab="Cloud" class="tab-link w-inline-block w-tab-link w--current"><div>Cloud partners</div></a>
        <a data-w-tab="Consulting" class="tab-link w-inline-block w-tab-link"><div>Consulting &amp; MSP partners</div></a>
      </div>
      <div class="w-tab-content">
        <div data-w-tab="Cloud" class="w-tab-pane w--tab-active">
          <p>Technology partners whose clouds run Tracehollow regions or ship our collector pre-installed.</p>
          <div class="partner-grid w-layout-grid">
            <a href="https://www.digitalocean.com" target="_blank" class="partner-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6601ac01_digitalocean.svg" alt="DigitalOcean" loading="lazy"></a>
            <a href="https://skyforgecloud.com" target="_blank" class="partner-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6601ac02_skyforge.svg" alt="Skyforge Cloud" loading="lazy"></a>
            <a href="https://alpenwolke.ch/partner/" target="_blank" class="partner-logo w-inline-block"><img src="https://cdn.prod.website-files.com/65f1a2b3c4d5e6f708192a3b/6601ac03_alpenwolke.svg" alt="Alpenwolke" loading="lazy"></a>
          </div>
        </div>
        <div data-w-tab="Consulting" class="w-tab-pane">
          <p>Consultancies and managed service providers that implement Tracehollow and resell annual plans.</p>
          <div class="partner-grid w-layout-grid">
            <div class="partner-card"><h3>Spanlight</h3><p>SRE consultancy, Berlin. OpenTelemetry rollouts for fintechs.</p><a href="https://spanlight.de" target="_blank">spanlight.de</a></div>
            <div class="partner-card"><h3>Northstack MSP</h3><p>24/7 managed observability for mid-market companies in the US.</p><a href="https://northstackmsp.com" target="_blank">northstackmsp.com</a></div>
            <div class="partner-card"><h3>Kōwhai Cloud Services</h3><p>New Zealand's first Tracehollow-certified MSP.</p><a href="https://kowhaicloud.nz" target="_blank">kowhaicloud.nz</a></div>
          </div>
        </div>
      </div>
    </div>
    <div class="community-note">
      <h2>Open standards</h2>
      <p>Tracehollow is a Silver member of the <a href="https://www.cncf.io/about/members/">Cloud Native Computing Foundation</a> and a contributor to <a href="https://opentelemetry.io">OpenTelemetry</a>.</p>
    </div>
    <a href="/partners/apply" class="button-primary w-button">Become a partner</a>
  </div>
</section>`,
      ),
    },
    '/company': {
      headers,
      html: page(
        'Company – Tracehollow',
        'The team behind Tracehollow.',
        '65f1a2b3c4d5e6f708192a53',
        `<section class="section">
  <div class="container w-container">
    <h1>We think observability should be boring</h1>
    <p>Tracehollow was founded in 2022 in Dublin by engineers from large-scale tracing teams. Today we are 35 people in Dublin, Berlin and remote.</p>
    <h2>In the news</h2>
    <ul>
      <li><a href="https://techcrunch.com/2025/06/12/tracehollow-series-a/">TechCrunch: Tracehollow raises $24M Series A</a></li>
      <li><a href="https://www.siliconrepublic.com/start-ups/tracehollow-observability-dublin">Silicon Republic: Dublin start-up takes on observability giants</a></li>
    </ul>
    <h2>Careers</h2>
    <p>We are hiring. See open roles on <a href="https://tracehollow.bamboohr.com/careers">our careers page</a>.</p>
  </div>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/integrations', '/partners', '/company', '/pricing', '/press', '/partners/apply'],
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-hosted-libraries',
    'hubspot',
    'cloudflare',
    'hsts',
    'open-graph',
    'jsdelivr',
  ],
  partners: {
    'firehydrant.com': 'technology',
    'pipelark.dev': 'technology',
    'lumenflags.com': 'technology',
    'cobaltdb.io': 'technology',
    'digitalocean.com': 'technology',
    'skyforgecloud.com': 'technology',
    'alpenwolke.ch': 'technology',
    'spanlight.de': 'channel',
    'northstackmsp.com': 'channel',
    'kowhaicloud.nz': 'channel',
  },
};
