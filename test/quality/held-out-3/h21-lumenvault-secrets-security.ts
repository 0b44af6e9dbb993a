import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'fra1::iad1::7wq2x-1764547200123-4c1f0e9b2a7d',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="en" class="scroll-smooth">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://lumenvault.io${path}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="LumenVault">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://assets.lumenvault-cdn.com/og/default-1200x630.png">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@lumenvault">
<link rel="icon" href="/favicon.ico" sizes="any">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="preload" href="/_next/static/media/inter-var.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/8d1e2f0c7a4b9e31.css" data-precedence="next">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-KX7Q2LM');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<header class="site-header sticky top-0 z-40 bg-white/90 backdrop-blur">
  <div class="container flex items-center justify-between h-16">
    <a href="/" class="logo" aria-label="LumenVault home"><img src="https://assets.lumenvault-cdn.com/brand/lumenvault-wordmark.svg" alt="LumenVault" width="148" height="28"></a>
    <nav aria-label="Main">
      <ul class="menu">
        <li class="menu-item has-mega">
          <button aria-expanded="false" aria-controls="mega-platform">Platform</button>
          <div id="mega-platform" class="mega-menu" hidden>
            <div class="mega-col">
              <p class="mega-heading">Products</p>
              <a href="/platform/secrets-manager">Secrets Manager<span>Centralise API keys, tokens and certificates</span></a>
              <a href="/platform/privileged-access">Privileged Access<span>Just-in-time access for engineers</span></a>
              <a href="/platform/key-rotation">Automated Rotation<span>Rotate credentials without downtime</span></a>
            </div>
            <div class="mega-col">
              <p class="mega-heading">Connect</p>
              <a href="/ecosystem">Ecosystem<span>Technology alliances, MSSPs and resellers</span></a>
              <a href="/integrations">Integrations<span>40+ connectors for your stack</span></a>
              <a href="https://docs.lumenvault.io/api">API reference<span>REST and gRPC</span></a>
            </div>
            <div class="mega-col mega-promo">
              <img src="https://assets.lumenvault-cdn.com/img/report-2026-cover.webp" alt="" loading="lazy">
              <p>2026 State of Secrets Sprawl report</p>
              <a href="/resources/secrets-sprawl-2026">Download the report &rarr;</a>
            </div>
          </div>
        </li>
        <li class="menu-item has-mega">
          <button aria-expanded="false" aria-controls="mega-solutions">Solutions</button>
          <div id="mega-solutions" class="mega-menu" hidden>
            <div class="mega-col">
              <a href="/solutions/financial-services">Financial services</a>
              <a href="/solutions/healthcare">Healthcare</a>
              <a href="/solutions/devops">DevOps &amp; platform teams</a>
              <a href="/solutions/compliance">SOC 2, PCI DSS &amp; ISO 27001</a>
            </div>
          </div>
        </li>
        <li class="menu-item"><a href="/pricing">Pricing</a></li>
        <li class="menu-item"><a href="https://docs.lumenvault.io/">Docs</a></li>
        <li class="menu-item"><a href="/customers">Customers</a></li>
        <li class="menu-item"><a href="/company">Company</a></li>
      </ul>
    </nav>
    <div class="header-cta">
      <a href="https://app.lumenvault.io/login" class="btn btn-ghost">Sign in</a>
      <a href="/demo" class="btn btn-primary">Book a demo</a>
    </div>
  </div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="container grid grid-cols-5 gap-8">
    <div class="footer-brand">
      <img src="https://assets.lumenvault-cdn.com/brand/lumenvault-mark-white.svg" alt="LumenVault" width="36" height="36">
      <p>Secrets management and privileged access for cloud-native teams. Made in Dublin and Austin.</p>
      <div class="compliance-badges">
        <a href="/trust"><img src="https://assets.lumenvault-cdn.com/badges/soc2-type2.svg" alt="SOC 2 Type II"></a>
        <a href="/trust"><img src="https://assets.lumenvault-cdn.com/badges/iso-27001.svg" alt="ISO/IEC 27001:2022 certified"></a>
        <p class="small">SOC 2 Type II report issued by <a href="https://www.clearattest.com/" rel="nofollow">ClearAttest LLP</a>, independent auditor.</p>
      </div>
      <a href="https://www.g2.com/products/lumenvault/reviews" class="g2-badge" target="_blank" rel="noopener"><img src="https://images.g2crowd.com/uploads/report_medal/image/1004518/medal.svg" alt="G2 Leader Winter 2026 - Secrets Management"></a>
    </div>
    <div>
      <p class="footer-heading">Product</p>
      <ul>
        <li><a href="/platform/secrets-manager">Secrets Manager</a></li>
        <li><a href="/platform/privileged-access">Privileged Access</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="/pricing">Pricing</a></li>
        <li><a href="https://status.lumenvault.io/">Status</a></li>
      </ul>
    </div>
    <div>
      <p class="footer-heading">Partners</p>
      <ul>
        <li><a href="/ecosystem">Partner ecosystem</a></li>
        <li><a href="/partners/program">Become a partner</a></li>
        <li><a href="https://partners.lumenvault.io/login">Partner portal</a></li>
      </ul>
    </div>
    <div>
      <p class="footer-heading">Company</p>
      <ul>
        <li><a href="/company">About us</a></li>
        <li><a href="https://jobs.lever.co/lumenvault">Careers <span class="pill">We're hiring</span></a></li>
        <li><a href="/newsroom">Newsroom</a></li>
        <li><a href="https://medium.com/lumenvault-engineering">Engineering blog</a></li>
        <li><a href="/trust">Trust center</a></li>
      </ul>
    </div>
    <div>
      <p class="footer-heading">Follow us</p>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/lumenvault" aria-label="LinkedIn">LinkedIn</a></li>
        <li><a href="https://x.com/lumenvault" aria-label="X">X</a></li>
        <li><a href="https://github.com/lumenvault" aria-label="GitHub">GitHub</a></li>
        <li><a href="https://www.youtube.com/@lumenvault" aria-label="YouTube">YouTube</a></li>
      </ul>
    </div>
  </div>
  <div class="container footer-legal">
    <p>&copy; 2026 LumenVault Ltd. Registered in Ireland, No. 702118. 4 Windmill Lane, Dublin 2.</p>
    <a href="/legal/privacy">Privacy</a> <a href="/legal/terms">Terms</a> <a href="/legal/dpa">DPA</a> <a href="/legal/subprocessors">Subprocessors</a>
    <button type="button" id="cookie-settings">Cookie settings</button>
  </div>
</footer>
<div id="cookie-consent" class="cookie-banner" role="dialog" aria-live="polite" hidden>
  <p>We use cookies to understand how you use our site and to improve your experience. See our <a href="/legal/cookies">cookie policy</a>.</p>
  <button type="button" data-consent="reject">Reject non-essential</button>
  <button type="button" data-consent="accept">Accept all</button>
</div>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KX7Q2LM" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/24718305.js"></script>
<!-- End of HubSpot Embed Code -->`;

const nextScripts = (
  page: string,
  props: string,
): string => `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${props}},"page":"${page}","query":{},"buildId":"k3Yf0pQ9vL2xWm7","assetPrefix":"https://assets.lumenvault-cdn.com","isFallback":false,"gsp":true,"scriptLoader":[]}</script>
<script src="https://assets.lumenvault-cdn.com/_next/static/chunks/webpack-5c1e8a0d2b.js" defer></script>
<script src="https://assets.lumenvault-cdn.com/_next/static/chunks/framework-2f9c0e1b7a.js" defer></script>
<script src="https://assets.lumenvault-cdn.com/_next/static/chunks/main-9a0b7d3e4c.js" defer></script>
<script src="https://assets.lumenvault-cdn.com/_next/static/chunks/pages/_app-1e6f2c8d90.js" defer></script>`;

const home = `${head('LumenVault | Secrets management for cloud-native teams', 'Stop secrets sprawl. LumenVault centralises API keys, database credentials and certificates, rotates them automatically and gives engineers just-in-time access.', '/')}
<body class="antialiased text-slate-900">
<a href="#main" class="skip-link">Skip to content</a>
<div class="announcement-bar">New: LumenVault for Kubernetes is generally available. <a href="/blog/kubernetes-ga">Read the announcement</a></div>
${nav}
<main id="main">
  <section class="hero">
    <div class="container">
      <h1>Every secret, under control.</h1>
      <p class="lead">LumenVault finds hard-coded credentials, moves them into an encrypted vault and rotates them automatically &mdash; without breaking a single deploy.</p>
      <div class="hero-cta">
        <a href="https://app.lumenvault.io/signup" class="btn btn-primary">Start free</a>
        <a href="/demo" class="btn btn-secondary">Talk to sales</a>
      </div>
      <img src="https://assets.lumenvault-cdn.com/img/hero-dashboard@2x.webp" alt="LumenVault dashboard showing secrets inventory" width="1200" height="720">
    </div>
  </section>

  <section class="logo-wall" aria-labelledby="trusted-heading">
    <div class="container">
      <h2 id="trusted-heading" class="eyebrow">Trusted by security teams at 900+ companies</h2>
      <ul class="logos">
        <li><a href="https://www.kestrelbank.co.uk/"><img src="https://assets.lumenvault-cdn.com/customers/kestrel-bank.svg" alt="Kestrel Bank"></a></li>
        <li><a href="https://deliveroo.co.uk/"><img src="https://assets.lumenvault-cdn.com/customers/deliveroo.svg" alt="Deliveroo"></a></li>
        <li><a href="https://www.orbitalhealth.com/"><img src="https://assets.lumenvault-cdn.com/customers/orbital-health.svg" alt="Orbital Health"></a></li>
        <li><a href="https://www.tallyforge.io/"><img src="https://assets.lumenvault-cdn.com/customers/tallyforge.svg" alt="Tallyforge"></a></li>
        <li><a href="https://www.nordpay.se/"><img src="https://assets.lumenvault-cdn.com/customers/nordpay.svg" alt="Nordpay"></a></li>
        <li><a href="https://www.quillmetrics.com/"><img src="https://assets.lumenvault-cdn.com/customers/quillmetrics.svg" alt="Quill Metrics"></a></li>
      </ul>
      <a href="/customers" class="link-arrow">Read customer stories</a>
    </div>
  </section>

  <section class="features">
    <div class="container grid grid-cols-3 gap-8">
      <article>
        <h3>Discover</h3>
        <p>Scan repositories, CI logs and container images for 700+ credential types. Findings are triaged by exploitability, not just regex matches.</p>
      </article>
      <article>
        <h3>Vault</h3>
        <p>Envelope encryption with customer-managed keys in your own cloud KMS or HSM. Every read is logged and attributable.</p>
      </article>
      <article>
        <h3>Rotate</h3>
        <p>Zero-downtime rotation for Postgres, MySQL, AWS IAM, Azure AD apps, Stripe keys and 30 more credential types.</p>
      </article>
    </div>
  </section>

  <section class="ecosystem-teaser">
    <div class="container">
      <h2>Fits the stack you already run</h2>
      <p>Pull identities from your IdP, stream audit events to your SIEM, and raise tickets in the tools your team already lives in. Our technology alliances and MSSP partners make rollout painless.</p>
      <a href="/ecosystem" class="btn btn-secondary">Explore the ecosystem</a>
    </div>
  </section>

  <section class="quote">
    <div class="container">
      <blockquote>&ldquo;We removed 14,000 hard-coded secrets in one quarter and our auditors finally stopped asking about spreadsheets.&rdquo;</blockquote>
      <p>&mdash; Priya Raman, CISO, <a href="/customers/kestrel-bank">Kestrel Bank</a></p>
    </div>
  </section>

  <section class="backers">
    <div class="container">
      <h2 class="eyebrow">Backed by</h2>
      <ul class="logos logos-small">
        <li><a href="https://www.northgate.vc/portfolio"><img src="https://assets.lumenvault-cdn.com/investors/northgate.svg" alt="Northgate Ventures"></a></li>
        <li><a href="https://www.accel.com/"><img src="https://assets.lumenvault-cdn.com/investors/accel.svg" alt="Accel"></a></li>
        <li><a href="https://www.frontline.vc/"><img src="https://assets.lumenvault-cdn.com/investors/frontline.svg" alt="Frontline Ventures"></a></li>
      </ul>
    </div>
  </section>

  <section class="press">
    <div class="container">
      <h2 class="eyebrow">In the news</h2>
      <ul class="press-list">
        <li><a href="https://techcrunch.com/2026/03/04/lumenvault-series-b/">TechCrunch: LumenVault raises $48M to end secrets sprawl</a></li>
        <li><a href="https://www.gartner.com/en/documents/cool-vendors-identity-2026">Named a Gartner&reg; Cool Vendor in Identity-First Security</a></li>
        <li><a href="https://www.siliconrepublic.com/start-ups/lumenvault-dublin-security">Silicon Republic: The Dublin start-up rotating the world's passwords</a></li>
      </ul>
    </div>
  </section>

  <section class="cta-band">
    <div class="container">
      <h2>See LumenVault on your own repos</h2>
      <a href="/demo" class="btn btn-primary">Book a 30-minute demo</a>
    </div>
  </section>
</main>
${footer}
${nextScripts('/', '{"hero":{"variant":"b"},"customers":["kestrel-bank","deliveroo","orbital-health","tallyforge","nordpay","quillmetrics"]}')}
</body>
</html>`;

const ecosystemProps = JSON.stringify({
  alliances: [
    { name: 'Okta', slug: 'okta', category: 'Identity', website: 'https://www.okta.com/' },
    { name: 'CrowdStrike', slug: 'crowdstrike', category: 'Endpoint', website: 'https://www.crowdstrike.com/' },
    { name: 'Splunk', slug: 'splunk', category: 'SIEM', website: 'https://www.splunk.com/' },
    { name: 'ServiceNow', slug: 'servicenow', category: 'ITSM', website: 'https://www.servicenow.com/' },
    { name: 'Snowflake', slug: 'snowflake', category: 'Data', website: 'https://www.snowflake.com/' },
    { name: 'Kubeward', slug: 'kubeward', category: 'Kubernetes', website: 'https://kubeward.io/' },
  ],
  channel: [
    { name: 'Optiv', tier: 'Platinum', website: 'https://www.optiv.com/' },
    { name: 'Brightline Cyber', tier: 'Platinum', website: 'https://www.brightlinecyber.co.uk/' },
    { name: 'Helix MSSP', tier: 'Gold', website: 'https://helix-mssp.de/' },
    { name: 'Sentinel Ridge', tier: 'Gold', website: 'https://www.sentinelridge.com.au/' },
    { name: 'Cobalt Harbor Consulting', tier: 'Registered', website: 'https://cobaltharbor.ca/' },
  ],
});

const ecosystem = `${head('Partner ecosystem | LumenVault', 'Technology alliances, managed security service providers and resellers that extend LumenVault.', '/ecosystem')}
<body class="antialiased text-slate-900">
${nav}
<main id="main">
  <section class="page-hero">
    <div class="container">
      <nav class="breadcrumbs" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Ecosystem</span></nav>
      <h1>The LumenVault ecosystem</h1>
      <p class="lead">Security works better together. Our technology alliances build and maintain joint integrations, and our channel partners help you deploy, operate and get the most out of LumenVault.</p>
    </div>
  </section>

  <section class="tabs" data-component="Tabs">
    <div class="container">
      <div role="tablist" aria-label="Partner types">
        <button role="tab" id="tab-alliances" aria-controls="panel-alliances" aria-selected="true">Technology alliances</button>
        <button role="tab" id="tab-channel" aria-controls="panel-channel" aria-selected="false" tabindex="-1">MSSPs &amp; resellers</button>
        <button role="tab" id="tab-program" aria-controls="panel-program" aria-selected="false" tabindex="-1">Partner program</button>
      </div>

      <div role="tabpanel" id="panel-alliances" aria-labelledby="tab-alliances">
        <p>Certified, jointly supported integrations with the platforms security teams rely on.</p>
        <ul class="partner-logo-grid">
          <li><a href="https://www.okta.com/?utm_source=lumenvault&amp;utm_medium=partner_page&amp;utm_campaign=alliances" target="_blank" rel="noopener"><img src="https://assets.lumenvault-cdn.com/partners/okta.svg" alt="Okta" loading="lazy"></a></li>
          <li><a href="https://www.crowdstrike.com/?utm_source=lumenvault&amp;utm_medium=partner_page" target="_blank" rel="noopener"><img src="https://assets.lumenvault-cdn.com/partners/crowdstrike.svg" alt="CrowdStrike" loading="lazy"></a></li>
          <li><a href="https://www.splunk.com/en_us/?utm_source=lumenvault&amp;utm_medium=partner_page" target="_blank" rel="noopener"><img src="https://assets.lumenvault-cdn.com/partners/splunk.svg" alt="Splunk" loading="lazy"></a></li>
          <li><a href="https://www.servicenow.com/?utm_source=lumenvault" target="_blank" rel="noopener"><img src="https://assets.lumenvault-cdn.com/partners/servicenow.svg" alt="ServiceNow" loading="lazy"></a></li>
          <li><a href="https://www.snowflake.com/en/?utm_source=lumenvault" target="_blank" rel="noopener"><img src="https://assets.lumenvault-cdn.com/partners/snowflake.svg" alt="Snowflake" loading="lazy"></a></li>
          <li><a href="https://kubeward.io/?ref=lumenvault" target="_blank" rel="noopener"><img src="https://assets.lumenvault-cdn.com/partners/kubeward.svg" alt="Kubeward" loading="lazy"></a></li>
        </ul>
        <p><a href="/integrations" class="link-arrow">Browse all integrations</a></p>
      </div>

      <div role="tabpanel" id="panel-channel" aria-labelledby="tab-channel" hidden>
        <p>Managed security service providers and value-added resellers certified to deliver LumenVault.</p>
        <h3 class="tier tier-platinum">Platinum partners</h3>
        <div class="cards">
          <article class="partner-card">
            <img src="https://assets.lumenvault-cdn.com/partners/optiv.svg" alt="" loading="lazy">
            <h4>Optiv</h4>
            <p>North America &middot; MSSP, advisory, implementation</p>
            <a href="https://www.optiv.com/?utm_source=lumenvault&amp;utm_medium=referral" target="_blank" rel="noopener">Visit website</a>
          </article>
          <article class="partner-card">
            <img src="https://assets.lumenvault-cdn.com/partners/brightline.svg" alt="" loading="lazy">
            <h4>Brightline Cyber</h4>
            <p>UK &amp; Ireland &middot; Reseller, managed SOC</p>
            <a href="https://www.brightlinecyber.co.uk/partners/lumenvault?utm_source=lumenvault" target="_blank" rel="noopener">Visit website</a>
          </article>
        </div>
        <h3 class="tier tier-gold">Gold partners</h3>
        <div class="cards">
          <article class="partner-card">
            <h4>Helix MSSP</h4>
            <p>DACH &middot; Managed detection &amp; response</p>
            <a href="https://helix-mssp.de/" target="_blank" rel="noopener">helix-mssp.de</a>
          </article>
          <article class="partner-card">
            <h4>Sentinel Ridge</h4>
            <p>Australia &amp; New Zealand &middot; Reseller</p>
            <a href="https://www.sentinelridge.com.au/" target="_blank" rel="noopener">sentinelridge.com.au</a>
          </article>
        </div>
        <h3 class="tier">Registered partners</h3>
        <div class="cards">
          <article class="partner-card">
            <h4>Cobalt Harbor Consulting</h4>
            <p>Canada &middot; Implementation services</p>
            <a href="https://cobaltharbor.ca/" target="_blank" rel="noopener">cobaltharbor.ca</a>
          </article>
        </div>
      </div>

      <div role="tabpanel" id="panel-program" aria-labelledby="tab-program" hidden>
        <p>Resell, deliver or integrate with LumenVault. Partners get deal registration, NFR licences and co-marketing funds.</p>
        <a href="/partners/program" class="btn btn-primary">Become a partner</a>
        <a href="https://partners.lumenvault.io/login" class="btn btn-ghost">Partner portal login</a>
      </div>
    </div>
  </section>

  <section class="event-strip">
    <div class="container">
      <h2>Meet us and our partners</h2>
      <p>Find us at booth S-2141 at <a href="https://www.rsaconference.com/usa">RSAC 2026</a> and at <a href="https://www.infosecurityeurope.com/">Infosecurity Europe</a>, where we are a Gold sponsor.</p>
    </div>
  </section>
</main>
${footer}
${nextScripts('/ecosystem', ecosystemProps)}
</body>
</html>`;

const integrations = `${head('Integrations | LumenVault', 'Connect LumenVault to your identity provider, SIEM, CI/CD and ticketing tools.', '/integrations')}
<body class="antialiased text-slate-900">
${nav}
<main id="main">
  <section class="page-hero">
    <div class="container">
      <h1>Integrations</h1>
      <p class="lead">LumenVault connects to 40+ tools out of the box. Filter by category, or use our <a href="https://docs.lumenvault.io/api">API</a> to build your own.</p>
      <div class="filters" role="group" aria-label="Filter integrations">
        <button data-filter="all" aria-pressed="true">All</button>
        <button data-filter="identity" aria-pressed="false">Identity</button>
        <button data-filter="siem" aria-pressed="false">SIEM &amp; logging</button>
        <button data-filter="cicd" aria-pressed="false">CI/CD</button>
        <button data-filter="itsm" aria-pressed="false">Ticketing</button>
      </div>
    </div>
  </section>
  <section class="integration-grid">
    <div class="container grid grid-cols-3 gap-6">
      <article class="integration-card" data-category="identity">
        <img src="https://assets.lumenvault-cdn.com/integrations/okta.svg" alt="" loading="lazy">
        <h3>Okta</h3>
        <p>Sync users and groups with SCIM and enforce step-up MFA before secret reveal.</p>
        <a href="https://docs.lumenvault.io/integrations/okta">Setup guide</a> &middot; <a href="https://www.okta.com/" rel="noopener" target="_blank">okta.com</a>
      </article>
      <article class="integration-card" data-category="identity">
        <img src="https://assets.lumenvault-cdn.com/integrations/entra.svg" alt="" loading="lazy">
        <h3>Microsoft Entra ID</h3>
        <p>Single sign-on and conditional access for the LumenVault console.</p>
        <a href="https://docs.lumenvault.io/integrations/entra-id">Setup guide</a> &middot; <a href="https://www.microsoft.com/en-us/security/business/identity-access/microsoft-entra-id" rel="noopener" target="_blank">microsoft.com</a>
      </article>
      <article class="integration-card" data-category="siem">
        <img src="https://assets.lumenvault-cdn.com/integrations/splunk.svg" alt="" loading="lazy">
        <h3>Splunk</h3>
        <p>Stream audit events to Splunk Enterprise or Splunk Cloud via HEC.</p>
        <a href="https://docs.lumenvault.io/integrations/splunk">Setup guide</a> &middot; <a href="https://www.splunk.com/" rel="noopener" target="_blank">splunk.com</a>
      </article>
      <article class="integration-card" data-category="siem">
        <img src="https://assets.lumenvault-cdn.com/integrations/datadog.svg" alt="" loading="lazy">
        <h3>Datadog</h3>
        <p>Ship logs and rotation metrics to Datadog with the official integration tile.</p>
        <a href="https://docs.lumenvault.io/integrations/datadog">Setup guide</a> &middot; <a href="https://www.datadoghq.com/" rel="noopener" target="_blank">datadoghq.com</a>
      </article>
      <article class="integration-card" data-category="cicd">
        <img src="https://assets.lumenvault-cdn.com/integrations/gitlab.svg" alt="" loading="lazy">
        <h3>GitLab</h3>
        <p>Inject short-lived secrets into pipelines with OIDC &mdash; no static tokens.</p>
        <a href="https://docs.lumenvault.io/integrations/gitlab">Setup guide</a> &middot; <a href="https://about.gitlab.com/" rel="noopener" target="_blank">gitlab.com</a>
      </article>
      <article class="integration-card" data-category="cicd">
        <img src="https://assets.lumenvault-cdn.com/integrations/kubeward.svg" alt="" loading="lazy">
        <h3>Kubeward</h3>
        <p>Admission control that blocks pods referencing unmanaged secrets.</p>
        <a href="https://docs.lumenvault.io/integrations/kubeward">Setup guide</a> &middot; <a href="https://kubeward.io/" rel="noopener" target="_blank">kubeward.io</a>
      </article>
      <article class="integration-card" data-category="itsm">
        <img src="https://assets.lumenvault-cdn.com/integrations/servicenow.svg" alt="" loading="lazy">
        <h3>ServiceNow</h3>
        <p>Access requests become ServiceNow tickets with approval workflows.</p>
        <a href="https://docs.lumenvault.io/integrations/servicenow">Setup guide</a> &middot; <a href="https://www.servicenow.com/" rel="noopener" target="_blank">servicenow.com</a>
      </article>
      <article class="integration-card" data-category="itsm">
        <img src="https://assets.lumenvault-cdn.com/integrations/pagerduty.svg" alt="" loading="lazy">
        <h3>PagerDuty</h3>
        <p>Page the owning team when a leaked credential is detected.</p>
        <a href="https://docs.lumenvault.io/integrations/pagerduty">Setup guide</a> &middot; <a href="https://www.pagerduty.com/" rel="noopener" target="_blank">pagerduty.com</a>
      </article>
    </div>
    <p class="container small">Don't see your tool? <a href="/contact?topic=integration-request">Request an integration</a> or build one with our <a href="https://github.com/lumenvault/lumenvault-sdk-go">open-source SDK</a>.</p>
  </section>
</main>
${footer}
${nextScripts('/integrations', '{"count":8}')}
</body>
</html>`;

const program = `${head('Partner program | LumenVault', 'Join the LumenVault partner program: resell, deliver managed services or build integrations.', '/partners/program')}
<body class="antialiased text-slate-900">
${nav}
<main id="main">
  <section class="page-hero">
    <div class="container">
      <h1>Grow with LumenVault</h1>
      <p class="lead">Whether you resell security software, run a managed SOC or build developer tools, the LumenVault Partner Program is designed to help you win.</p>
      <a href="#apply" class="btn btn-primary">Apply now</a>
      <a href="https://partners.lumenvault.io/login" class="btn btn-ghost">Already a partner? Log in</a>
    </div>
  </section>
  <section class="benefits">
    <div class="container grid grid-cols-3 gap-8">
      <div><h3>Margin that rewards</h3><p>Up to 30% margin on registered deals, plus renewal protection.</p></div>
      <div><h3>Enablement</h3><p>Free technical certification, NFR licences and a dedicated partner engineer.</p></div>
      <div><h3>Co-marketing</h3><p>MDF, joint webinars and a listing in our partner directory.</p></div>
    </div>
  </section>
  <section id="apply" class="form-section">
    <div class="container">
      <h2>Apply to become a partner</h2>
      <form action="https://forms.lumenvault.io/partner-application" method="post">
        <label>Company name <input name="company" required></label>
        <label>Website <input name="website" type="url" placeholder="https://"></label>
        <label>Partner type <select name="type"><option>Reseller</option><option>MSSP</option><option>Technology</option></select></label>
        <button type="submit" class="btn btn-primary">Submit application</button>
      </form>
    </div>
  </section>
</main>
${footer}
${nextScripts('/partners/program', '{}')}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'lumenvault.io',
  otherDomains: ['lumenvault-cdn.com'],
  covers:
    'Next.js SaaS with a mega-menu "Ecosystem" hub using ARIA tabs (alliance logo grid with utm links, tiered MSSP/reseller cards) and a filterable integrations listing with docs links; traps: customer logo wall, investors, press and Gartner links, SOC 2 auditor, G2 badge, Lever careers, Medium blog, RSAC sponsor links, partner program page and partner portal login.',
  pages: {
    '/': { headers, html: home },
    '/ecosystem': { headers, html: ecosystem },
    '/integrations': { headers, html: integrations },
    '/partners/program': { headers, html: program },
  },
  sitemap: ['/', '/ecosystem', '/integrations', '/partners/program', '/pricing', '/customers', '/company'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'google-tag-manager', 'hubspot', 'lever', 'open-graph'],
  partners: {
    'okta.com': 'technology',
    'crowdstrike.com': 'technology',
    'splunk.com': 'technology',
    'servicenow.com': 'technology',
    'snowflake.com': 'technology',
    'kubeward.io': 'technology',
    'microsoft.com': 'technology',
    'datadoghq.com': 'technology',
    'gitlab.com': 'technology',
    'pagerduty.com': 'technology',
    'optiv.com': 'channel',
    'brightlinecyber.co.uk': 'channel',
    'helix-mssp.de': 'channel',
    'sentinelridge.com.au': 'channel',
    'cobaltharbor.ca': 'channel',
  },
};
