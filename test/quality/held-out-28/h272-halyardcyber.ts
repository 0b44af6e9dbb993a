import type { CorpusSite } from '../corpus/types.js';

// Halyard Cyber: UK managed detection & response and email security vendor that sells only through the channel.
// WordPress with Yoast, Gravity Forms and Cookiebot behind Cloudflare. Resellers sit in per-region tables (some rows
// without a website), distributors in a logo strip, technology alliances in a logo grid.

const BASE = 'https://halyardcyber.co.uk';
const WPV = '6.5.5';

const wpHeaders = (): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8c1f2e3d4a5b6c7d-LHR',
  'cf-cache-status': 'HIT',
  link: `<${BASE}/wp-json/>; rel="https://api.w.org/"`,
  vary: 'Accept-Encoding',
  'x-content-type-options': 'nosniff',
});

const head = (title: string, description: string, path: string, type = 'WebPage') => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5e2a91c4-7d3b-4f0e-a8c6-1b9d2e7f3a40" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NQ4H7T2');</script>
<!-- End Google Tag Manager -->

<!-- This site is optimized with the Yoast SEO plugin v23.0 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="${BASE}${path}" />
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="${BASE}${path}" />
<meta property="og:site_name" content="Halyard Cyber" />
<meta property="og:image" content="${BASE}/wp-content/uploads/2024/03/halyard-og.png" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:site" content="@halyardcyber" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${type}","@id":"${BASE}${path}","url":"${BASE}${path}","name":"${title}","isPartOf":{"@id":"${BASE}/#website"},"about":{"@id":"${BASE}/#organization"},"inLanguage":"en-GB"},{"@type":"WebSite","@id":"${BASE}/#website","url":"${BASE}/","name":"Halyard Cyber","publisher":{"@id":"${BASE}/#organization"},"inLanguage":"en-GB"},{"@type":"Organization","@id":"${BASE}/#organization","name":"Halyard Cyber Ltd","url":"${BASE}/","logo":{"@type":"ImageObject","url":"${BASE}/wp-content/uploads/2023/11/halyard-logo.svg"},"sameAs":["https://www.linkedin.com/company/halyard-cyber","https://x.com/halyardcyber"]}]}</script>
<!-- / Yoast SEO plugin. -->

<link rel='dns-prefetch' href='//consent.cookiebot.com' />
<link rel="alternate" type="application/rss+xml" title="Halyard Cyber &raquo; Feed" href="${BASE}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${BASE}/wp-includes/css/dist/block-library/style.min.css?ver=${WPV}' media='all' />
<link rel='stylesheet' id='classic-theme-styles-css' href='${BASE}/wp-includes/css/classic-themes.min.css?ver=${WPV}' media='all' />
<link rel='stylesheet' id='gform_basic-css' href='${BASE}/wp-content/plugins/gravityforms/assets/css/dist/basic.min.css?ver=2.8.14' media='all' />
<link rel='stylesheet' id='halyard-theme-css' href='${BASE}/wp-content/themes/halyard/dist/css/main.min.css?ver=3.4.2' media='all' />
<script src="${BASE}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${BASE}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${BASE}/wp-json/" /><link rel="alternate" type="application/json" href="${BASE}/wp-json/wp/v2/pages/${path.length * 37}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${BASE}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress ${WPV}" />
<link rel='shortlink' href='${BASE}/?p=${path.length * 37}' />
<link rel="icon" href="${BASE}/wp-content/uploads/2023/11/cropped-halyard-icon-32x32.png" sizes="32x32" />
<link rel="icon" href="${BASE}/wp-content/uploads/2023/11/cropped-halyard-icon-192x192.png" sizes="192x192" />
<style id="wp-custom-css">.site-header .menu-item-has-children>.sub-menu{min-width:280px}.partner-table td{vertical-align:top}.logo-grid img{filter:grayscale(1);transition:filter .2s}.logo-grid img:hover{filter:none}</style>
</head>`;

const menu = `<body class="page-template-default page wp-custom-logo wp-embed-responsive">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NQ4H7T2"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="topbar"><div class="container"><p>Under attack? Call our 24/7 incident response line: <a href="tel:+443301234567">0330 123 4567</a></p><ul class="topbar__links"><li><a href="https://console.halyard.cloud/">Customer console</a></li><li><a href="https://halyardcyber.my.site.com/partners/s/login/">Partner portal</a></li><li><a href="/contact/">Contact</a></li></ul></div></div>
<header id="masthead" class="site-header"><div class="container site-header__inner">
<a href="${BASE}/" class="custom-logo-link" rel="home" aria-current="page"><img width="180" height="42" src="${BASE}/wp-content/uploads/2023/11/halyard-logo.svg" class="custom-logo" alt="Halyard Cyber" decoding="async" /></a>
<nav id="site-navigation" class="main-navigation" aria-label="Primary"><button class="menu-toggle" aria-controls="primary-menu" aria-expanded="false">Menu</button>
<ul id="primary-menu" class="menu">
<li id="menu-item-41" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-41"><a href="${BASE}/platform/">Platform</a>
<ul class="sub-menu">
<li id="menu-item-42" class="menu-item menu-item-42"><a href="${BASE}/platform/#mdr">Managed Detection &amp; Response</a></li>
<li id="menu-item-43" class="menu-item menu-item-43"><a href="${BASE}/platform/#email">Email Threat Defence</a></li>
<li id="menu-item-44" class="menu-item menu-item-44"><a href="${BASE}/platform/#exposure">Exposure Management</a></li>
<li id="menu-item-45" class="menu-item menu-item-45"><a href="${BASE}/platform/#ir">Incident Response Retainer</a></li>
</ul></li>
<li id="menu-item-51" class="menu-item menu-item-has-children menu-item-51"><a href="${BASE}/solutions/">Solutions</a>
<ul class="sub-menu">
<li class="menu-item"><a href="${BASE}/solutions/public-sector/">Public sector &amp; NHS</a></li>
<li class="menu-item"><a href="${BASE}/solutions/financial-services/">Financial services</a></li>
<li class="menu-item"><a href="${BASE}/solutions/education/">Education</a></li>
<li class="menu-item"><a href="${BASE}/solutions/manufacturing/">Manufacturing</a></li>
</ul></li>
<li id="menu-item-61" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-61"><a href="${BASE}/partners/">Partners</a>
<ul class="sub-menu">
<li id="menu-item-62" class="menu-item menu-item-62"><a href="${BASE}/partners/">Partner programme</a></li>
<li id="menu-item-63" class="menu-item menu-item-63"><a href="${BASE}/partners/find-a-reseller/">Find a reseller</a></li>
<li id="menu-item-64" class="menu-item menu-item-64"><a href="${BASE}/partners/technology-alliances/">Technology alliances</a></li>
<li id="menu-item-65" class="menu-item menu-item-65"><a href="https://halyardcyber.my.site.com/partners/s/login/">Partner portal login</a></li>
</ul></li>
<li id="menu-item-71" class="menu-item menu-item-71"><a href="${BASE}/news/">News</a></li>
<li id="menu-item-72" class="menu-item menu-item-72"><a href="${BASE}/about/">About</a></li>
</ul></nav>
<a class="btn btn--primary site-header__cta" href="${BASE}/contact/">Get a demo</a>
</div></header>
<div id="content" class="site-content">`;

const footer = `</div><!-- #content -->
<footer id="colophon" class="site-footer"><div class="container">
<div class="site-footer__cols">
<div class="site-footer__col"><img src="${BASE}/wp-content/uploads/2023/11/halyard-logo-white.svg" alt="Halyard Cyber" width="160" height="38" loading="lazy" /><p>Halyard Cyber Ltd, 3rd Floor, 21 Whitefriars Street, Manchester M3 1AW. Registered in England &amp; Wales no. 12876543. VAT GB 398 1234 56.</p></div>
<div class="site-footer__col"><h2 class="widget-title">Platform</h2><ul><li><a href="${BASE}/platform/#mdr">MDR</a></li><li><a href="${BASE}/platform/#email">Email Threat Defence</a></li><li><a href="${BASE}/platform/#exposure">Exposure Management</a></li><li><a href="https://docs.halyardcyber.co.uk/">Documentation</a></li><li><a href="https://status.halyard.cloud/">Service status</a></li></ul></div>
<div class="site-footer__col"><h2 class="widget-title">Partners</h2><ul><li><a href="${BASE}/partners/">Partner programme</a></li><li><a href="${BASE}/partners/find-a-reseller/">Find a reseller</a></li><li><a href="${BASE}/partners/technology-alliances/">Technology alliances</a></li><li><a href="https://halyardcyber.my.site.com/partners/s/login/">Partner portal</a></li></ul></div>
<div class="site-footer__col"><h2 class="widget-title">Company</h2><ul><li><a href="${BASE}/about/">About us</a></li><li><a href="${BASE}/news/">News &amp; events</a></li><li><a href="https://apply.workable.com/halyard-cyber/">Careers</a></li><li><a href="${BASE}/contact/">Contact</a></li><li><a href="mailto:hello@halyardcyber.co.uk">hello@halyardcyber.co.uk</a></li></ul></div>
</div>
<div class="site-footer__badges"><a href="https://www.ncsc.gov.uk/cyberessentials/overview" rel="noopener" target="_blank"><img src="${BASE}/wp-content/uploads/2024/02/cyber-essentials-plus.png" alt="Cyber Essentials Plus certified" width="80" height="80" loading="lazy" /></a><a href="https://www.crest-approved.org/" rel="noopener" target="_blank"><img src="${BASE}/wp-content/uploads/2024/02/crest-accredited.png" alt="CREST accredited" width="110" height="60" loading="lazy" /></a><img src="${BASE}/wp-content/uploads/2024/02/iso-27001.png" alt="ISO/IEC 27001:2022 certified" width="80" height="80" loading="lazy" /></div>
<div class="site-footer__bottom"><p>&copy; 2025 Halyard Cyber Ltd. All rights reserved.</p><ul class="menu"><li><a href="${BASE}/privacy-policy/">Privacy</a></li><li><a href="${BASE}/cookie-policy/">Cookies</a></li><li><a href="${BASE}/modern-slavery-statement/">Modern slavery statement</a></li><li><a href="${BASE}/sitemap_index.xml">Sitemap</a></li></ul><ul class="social"><li><a href="https://www.linkedin.com/company/halyard-cyber" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://x.com/halyardcyber" aria-label="X">X</a></li><li><a href="https://www.youtube.com/@halyardcyber" aria-label="YouTube">YouTube</a></li></ul></div>
</div></footer>
<script src="${BASE}/wp-includes/js/dist/dom-ready.min.js?ver=f77871ff7694fffea381" id="wp-dom-ready-js"></script>
<script src="${BASE}/wp-content/themes/halyard/dist/js/main.min.js?ver=3.4.2" id="halyard-main-js"></script>
<script src="${BASE}/wp-includes/js/wp-embed.min.js?ver=${WPV}" id="wp-embed-js"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, body: string, type?: string) =>
  `${head(title, description, path, type)}\n${menu}\n<main id="primary" class="site-main">\n${body}\n</main>\n${footer}`;

// ---------------------------------------------------------------- home

const home = page(
  'Halyard Cyber | Managed Detection & Response for UK organisations',
  'UK-based 24/7 managed detection and response, email threat defence and incident response, delivered through trusted partners.',
  '/',
  `<div class="wp-block-cover alignfull hero"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="${BASE}/wp-content/uploads/2024/05/soc-hero-1920x900.jpg" data-object-fit="cover" /><div class="wp-block-cover__inner-container">
<p class="eyebrow">24/7 UK Security Operations Centre</p>
<h1 class="wp-block-heading">Stop breaches before they become headlines</h1>
<p>Halyard Cyber watches your endpoints, identities, cloud and email around the clock from our Manchester SOC, and our analysts contain threats in minutes — not days.</p>
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="${BASE}/contact/">Book a demo</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link" href="${BASE}/partners/find-a-reseller/">Buy through a partner</a></div></div>
</div></div>
<div class="wp-block-group logos-trusted"><div class="wp-block-group__inner-container">
<h2 class="wp-block-heading has-text-align-center">Protecting 900+ organisations across the UK and Europe</h2>
<ul class="logo-strip">
<li><img src="${BASE}/wp-content/uploads/2024/01/customer-northshire-council.svg" alt="Northshire County Council" width="140" height="48" loading="lazy" /></li>
<li><img src="${BASE}/wp-content/uploads/2024/01/customer-wyvern-housing.svg" alt="Wyvern Housing Group" width="140" height="48" loading="lazy" /></li>
<li><img src="${BASE}/wp-content/uploads/2024/01/customer-calder-building-society.svg" alt="Calder Building Society" width="140" height="48" loading="lazy" /></li>
<li><img src="${BASE}/wp-content/uploads/2024/01/customer-st-aidans-trust.svg" alt="St Aidan's Academy Trust" width="140" height="48" loading="lazy" /></li>
<li><img src="${BASE}/wp-content/uploads/2024/01/customer-marrick-engineering.svg" alt="Marrick Engineering" width="140" height="48" loading="lazy" /></li>
<li><img src="${BASE}/wp-content/uploads/2024/01/customer-tynebridge-nhs.svg" alt="Tynebridge NHS Foundation Trust" width="140" height="48" loading="lazy" /></li>
</ul></div></div>
<div class="wp-block-columns features">
<div class="wp-block-column"><h3 class="wp-block-heading">Managed Detection &amp; Response</h3><p>Our analysts triage every alert from your EDR, identity provider and cloud logs, and take containment actions on your behalf under pre-agreed playbooks.</p><p><a href="${BASE}/platform/#mdr">Explore MDR</a></p></div>
<div class="wp-block-column"><h3 class="wp-block-heading">Email Threat Defence</h3><p>API-based protection for Microsoft 365 that catches business email compromise, invoice fraud and QR-code phishing that gateways miss.</p><p><a href="${BASE}/platform/#email">Explore email defence</a></p></div>
<div class="wp-block-column"><h3 class="wp-block-heading">Incident Response</h3><p>A guaranteed four-hour response from CREST-accredited responders, with pre-paid hours you can convert to tabletop exercises.</p><p><a href="${BASE}/platform/#ir">Explore IR retainers</a></p></div>
</div>
<div class="wp-block-group stats"><div class="wp-block-group__inner-container"><div class="wp-block-columns">
<div class="wp-block-column"><p class="stat">7 min</p><p>median time to contain</p></div>
<div class="wp-block-column"><p class="stat">99.2%</p><p>of alerts closed without customer effort</p></div>
<div class="wp-block-column"><p class="stat">100%</p><p>UK-based analysts with SC clearance</p></div>
</div></div></div>
<div class="wp-block-group channel-first"><div class="wp-block-group__inner-container">
<h2 class="wp-block-heading">100% channel. Always.</h2>
<p>We never sell direct. Every Halyard Cyber customer is supported by one of our accredited resellers and managed service providers, backed by our distributors across the UK, Ireland, Benelux and the Nordics.</p>
<p><a class="btn btn--secondary" href="${BASE}/partners/">Explore the partner programme</a> <a class="btn btn--link" href="${BASE}/partners/find-a-reseller/">Find a reseller near you</a></p>
</div></div>
<div class="wp-block-group awards"><div class="wp-block-group__inner-container">
<h2 class="wp-block-heading">Recognised by the industry</h2>
<ul class="award-list">
<li><a href="https://www.computingsecurityawards.co.uk/" rel="noopener" target="_blank"><img src="${BASE}/wp-content/uploads/2024/11/csa-2024-winner.png" alt="Computing Security Awards 2024 – MDR Solution of the Year winner" width="120" height="120" loading="lazy" /></a></li>
<li><a href="https://www.gartner.com/reviews/market/managed-detection-and-response-services/vendor/halyard-cyber" rel="noopener" target="_blank"><img src="${BASE}/wp-content/uploads/2024/06/gartner-peer-insights.png" alt="Gartner Peer Insights 4.8 out of 5" width="120" height="120" loading="lazy" /></a></li>
<li><img src="${BASE}/wp-content/uploads/2024/06/g-cloud-14.png" alt="G-Cloud 14 supplier" width="120" height="120" loading="lazy" /></li>
</ul></div></div>
<div class="wp-block-group latest-news"><div class="wp-block-group__inner-container"><h2 class="wp-block-heading">Latest from Halyard</h2>
<ul class="wp-block-latest-posts__list wp-block-latest-posts">
<li><a class="wp-block-latest-posts__post-title" href="${BASE}/news/">Halyard Cyber named MDR Solution of the Year at the Computing Security Awards</a><time datetime="2024-11-14T09:00:00+00:00" class="wp-block-latest-posts__post-date">14 November 2024</time></li>
<li><a class="wp-block-latest-posts__post-title" href="${BASE}/news/">New Splunk and Tines alliances bring automated containment to partners</a><time datetime="2024-09-03T09:00:00+00:00" class="wp-block-latest-posts__post-date">3 September 2024</time></li>
<li><a class="wp-block-latest-posts__post-title" href="${BASE}/news/">Meet us at Infosecurity Europe 2025, stand C140</a><time datetime="2025-04-22T09:00:00+00:00" class="wp-block-latest-posts__post-date">22 April 2025</time></li>
</ul></div></div>`,
);

// ---------------------------------------------------------------- platform

const platform = page(
  'The Halyard Cyber Platform | MDR, Email Threat Defence, Exposure Management',
  'One platform, one UK SOC: managed detection and response, email threat defence, exposure management and incident response.',
  '/platform/',
  `<header class="page-header"><div class="container"><h1 class="page-title">The Halyard Cyber platform</h1><p class="lead">Detection engineering, human analysts and automated response, across the tools you already own.</p></div></header>
<section id="mdr" class="wp-block-group product-section"><div class="container"><h2 class="wp-block-heading">Managed Detection &amp; Response</h2>
<p>Halyard MDR ingests telemetry from your endpoint, identity, network and cloud tools and correlates it in our detection platform. More than 1,400 detection rules, mapped to MITRE ATT&amp;CK, are tuned weekly by our detection engineering team. When our analysts confirm a threat, they isolate the host, disable the account or revoke sessions — then call you.</p>
<ul class="checklist"><li>24/7/365 monitoring from our Manchester SOC</li><li>Bring your own EDR or use ours</li><li>Containment within agreed playbooks</li><li>Monthly threat reports and quarterly service reviews with your partner</li></ul></div></section>
<section id="email" class="wp-block-group product-section"><div class="container"><h2 class="wp-block-heading">Email Threat Defence</h2>
<p>Connected to Microsoft 365 by API in under ten minutes, Email Threat Defence learns how each mailbox communicates and flags impersonation, account takeover and payment-diversion fraud. Suspicious messages are pulled from every inbox with one click.</p></div></section>
<section id="exposure" class="wp-block-group product-section"><div class="container"><h2 class="wp-block-heading">Exposure Management</h2>
<p>Continuous external attack-surface discovery, vulnerability prioritisation and misconfiguration checks across Microsoft Entra ID, AWS and Google Workspace, with tickets raised automatically in your ITSM.</p></div></section>
<section id="ir" class="wp-block-group product-section"><div class="container"><h2 class="wp-block-heading">Incident Response Retainer</h2>
<p>Guaranteed response times from CREST-accredited incident responders, digital forensics and support with ICO notification. Unused hours convert to tabletop exercises or compromise assessments.</p></div></section>
<section class="wp-block-group integrations-teaser"><div class="container"><h2 class="wp-block-heading">Works with your security stack</h2>
<p>Halyard MDR supports the EDR, SIEM, identity and ITSM tools most UK organisations already run. Native connectors exist for Microsoft Defender, CrowdStrike Falcon, SentinelOne, Sophos Intercept X, Okta, Splunk and ServiceNow, with syslog and webhook ingestion for everything else. See our <a href="${BASE}/partners/technology-alliances/">technology alliances</a> for joint solutions.</p>
<table class="wp-block-table"><thead><tr><th>Category</th><th>Supported sources</th></tr></thead><tbody><tr><td>Endpoint</td><td>Microsoft Defender for Endpoint, CrowdStrike Falcon, SentinelOne Singularity, Sophos Intercept X</td></tr><tr><td>Identity</td><td>Microsoft Entra ID, Okta Workforce Identity, JumpCloud</td></tr><tr><td>Cloud</td><td>Microsoft Azure, AWS CloudTrail &amp; GuardDuty, Google Cloud audit logs</td></tr><tr><td>SIEM</td><td>Splunk Enterprise Security, Microsoft Sentinel, Google Security Operations</td></tr><tr><td>Network</td><td>Fortinet FortiGate, Palo Alto Networks NGFW, Cisco Meraki</td></tr><tr><td>ITSM</td><td>ServiceNow, Jira Service Management, Freshservice</td></tr></tbody></table></div></section>
<section class="wp-block-group cta"><div class="container"><h2 class="wp-block-heading">See Halyard in action</h2><p>Your reseller can arrange a 30-day proof of value on your own estate.</p><p><a class="btn btn--primary" href="${BASE}/partners/find-a-reseller/">Find a reseller</a></p></div></section>`,
);

// ---------------------------------------------------------------- partners (programme + distributors)

const distributors = [
  ['Exclusive Networks', 'https://www.exclusive-networks.com/uk/', 'exclusive-networks', 'UK &amp; Ireland, Benelux'],
  ['TD SYNNEX', 'https://uk.tdsynnex.com/', 'td-synnex', 'United Kingdom'],
  ['Northgate Distribution', 'https://www.northgate-distribution.ie/', 'northgate', 'Ireland'],
  ['Nordvakt Distribution', 'https://nordvakt.se/', 'nordvakt', 'Sweden, Norway, Denmark, Finland'],
];

const partnersPage = page(
  'Partner Programme | Halyard Cyber',
  'The Halyard Cyber partner programme for resellers, MSPs and MSSPs: margins, deal registration, NFR licences and SOC-backed services.',
  '/partners/',
  `<header class="page-header page-header--partners"><div class="container"><p class="eyebrow">Halyard Partner Programme</p><h1 class="page-title">Grow a security practice on a UK SOC</h1><p class="lead">We are 100% channel. Resellers, MSPs and MSSPs sell Halyard services under their own brand or ours, with protected margins and a SOC that works as an extension of your team.</p><p><a class="btn btn--primary" href="#join">Become a partner</a> <a class="btn btn--secondary" href="https://halyardcyber.my.site.com/partners/s/login/">Partner portal login</a></p></div></header>
<section class="wp-block-group tiers"><div class="container"><h2 class="wp-block-heading">Programme tiers</h2>
<div class="wp-block-columns">
<div class="wp-block-column tier tier--registered"><h3>Registered</h3><p>Deal registration, 20% margin on registered deals, sales and technical onboarding.</p></div>
<div class="wp-block-column tier tier--advantage"><h3>Advantage</h3><p>All of Registered plus 30% margin, NFR licences, co-funded marketing and a named channel account manager.</p></div>
<div class="wp-block-column tier tier--elite"><h3>Elite MSSP</h3><p>White-label MDR, multi-tenant console, consumption billing and joint quarterly business planning.</p></div>
</div></div></section>
<section class="wp-block-group distribution"><div class="container"><h2 class="wp-block-heading">Buy through our distributors</h2><p>Halyard Cyber is available through the following authorised distributors. New resellers should open an account with a distributor in their region before registering their first deal.</p>
<ul class="logo-grid logo-grid--distributors">
${distributors
  .map(
    ([name, url, slug, region]) =>
      `<li class="logo-grid__item"><a href="${url}" target="_blank" rel="noopener"><img src="${BASE}/wp-content/uploads/2024/04/dist-${slug}.svg" alt="${name}" width="180" height="60" loading="lazy" /></a><span class="logo-grid__caption">${region}</span></li>`,
  )
  .join('\n')}
</ul></div></section>
<section class="wp-block-group find"><div class="container"><div class="wp-block-columns">
<div class="wp-block-column"><h2 class="wp-block-heading">Looking to buy?</h2><p>Our accredited resellers and managed service providers are listed by region in the <a href="${BASE}/partners/find-a-reseller/">reseller directory</a>.</p></div>
<div class="wp-block-column"><h2 class="wp-block-heading">Technology alliances</h2><p>We integrate with the platforms our partners already sell. See our <a href="${BASE}/partners/technology-alliances/">technology alliance partners</a>.</p></div>
</div></div></section>
<section id="join" class="wp-block-group join"><div class="container"><h2 class="wp-block-heading">Apply to become a partner</h2>
<div class='gf_browser_chrome gform_wrapper gravity-theme gform-theme--no-framework' data-form-theme='gravity-theme' data-form-index='0' id='gform_wrapper_3' ><div class='gform_heading'><p class='gform_required_legend'>&quot;<span class="gfield_required gfield_required_asterisk">*</span>&quot; indicates required fields</p></div><form method='post' enctype='multipart/form-data'  id='gform_3'  action='/partners/#gf_3' data-formid='3' novalidate>
<div class='gform-body gform_body'><div id='gform_fields_3' class='gform_fields top_label form_sublabel_below description_below validation_below'>
<div id="field_3_1" class="gfield gfield--type-text gfield_contains_required field_sublabel_below gfield--no-description field_description_below field_validation_below gfield_visibility_visible"><label class='gfield_label gform-field-label' for='input_3_1'>Company name<span class="gfield_required"><span class="gfield_required gfield_required_asterisk">*</span></span></label><div class='ginput_container ginput_container_text'><input name='input_1' id='input_3_1' type='text' value='' class='large' aria-required="true" aria-invalid="false" /></div></div>
<div id="field_3_2" class="gfield gfield--type-email gfield_contains_required"><label class='gfield_label gform-field-label' for='input_3_2'>Business email<span class="gfield_required"><span class="gfield_required gfield_required_asterisk">*</span></span></label><div class='ginput_container ginput_container_email'><input name='input_2' id='input_3_2' type='email' value='' class='large' aria-required="true" aria-invalid="false" /></div></div>
<div id="field_3_3" class="gfield gfield--type-select"><label class='gfield_label gform-field-label' for='input_3_3'>Partner type</label><div class='ginput_container ginput_container_select'><select name='input_3' id='input_3_3' class='large gfield_select' aria-invalid="false"><option value='Reseller'>Reseller / VAR</option><option value='MSP'>Managed service provider</option><option value='MSSP'>MSSP</option><option value='Consultancy'>Consultancy</option></select></div></div>
<div id="field_3_4" class="gfield gfield--type-select"><label class='gfield_label gform-field-label' for='input_3_4'>Preferred distributor</label><div class='ginput_container ginput_container_select'><select name='input_4' id='input_3_4' class='large gfield_select'><option value='Exclusive Networks'>Exclusive Networks</option><option value='TD SYNNEX'>TD SYNNEX</option><option value='Northgate'>Northgate Distribution</option><option value='Nordvakt'>Nordvakt Distribution</option><option value='None'>Not sure yet</option></select></div></div>
<div id="field_3_5" class="gfield gfield--type-textarea"><label class='gfield_label gform-field-label' for='input_3_5'>Tell us about your security practice</label><div class='ginput_container ginput_container_textarea'><textarea name='input_5' id='input_3_5' class='textarea medium' rows='10' cols='50'></textarea></div></div>
</div></div>
<div class='gform_footer top_label'><input type='submit' id='gform_submit_button_3' class='gform_button button' value='Submit application' /><input type='hidden' class='gform_hidden' name='is_submit_3' value='1' /><input type='hidden' class='gform_hidden' name='gform_submit' value='3' /><input type='hidden' class='gform_hidden' name='gform_unique_id' value='' /></div>
</form></div></div></section>`,
);

// ---------------------------------------------------------------- find a reseller (tables by region)

type Row = [name: string, url: string | null, location: string, tier: string, services: string];
const regions: [string, string, Row[]][] = [
  [
    'uk-ireland',
    'United Kingdom &amp; Ireland',
    [
      ['Softcat', 'https://www.softcat.com/', 'Marlow, Buckinghamshire', 'Elite MSSP', 'Resale, MDR onboarding, managed SOC'],
      ['Bytes Software Services', 'https://www.bytes.co.uk/', 'Leatherhead, Surrey', 'Advantage', 'Resale, Microsoft security licensing'],
      ['Computacenter', 'https://www.computacenter.com/uk', 'Hatfield, Hertfordshire', 'Advantage', 'Resale, professional services'],
      ['Redkite Managed Services', 'https://www.redkite-ms.co.uk/', 'Leeds', 'Elite MSSP', 'White-label MDR, 24/7 service desk'],
      ['Pennine IT Security', 'https://pennineitsecurity.co.uk/', 'Huddersfield', 'Advantage', 'Resale, Cyber Essentials consultancy'],
      ['Lough Erne Technology', null, 'Enniskillen, Northern Ireland', 'Registered', 'Resale'],
    ],
  ],
  [
    'benelux',
    'Benelux',
    [
      ['Dijkstra Secure IT', 'https://www.dijkstrasecure.nl/', 'Utrecht, Netherlands', 'Advantage', 'Resale, SOC onboarding'],
      ['Brabant Cyber Diensten', null, 'Eindhoven, Netherlands', 'Registered', 'Resale'],
    ],
  ],
  [
    'nordics',
    'Nordics',
    [
      ['Kvasir Sikkerhet AS', 'https://www.kvasirsikkerhet.no/', 'Bergen, Norway', 'Advantage', 'Managed security services'],
      ['Nordvakt Distribution', 'https://nordvakt.se/', 'Stockholm, Sweden', 'Distributor', 'Distribution, partner enablement'],
    ],
  ],
  [
    'middle-east',
    'Middle East',
    [['Gulf Shield Technologies', 'https://gulfshieldtech.ae/', 'Dubai, UAE', 'Advantage', 'Resale, MSSP, incident response']],
  ],
];

const resellerPage = page(
  'Find a Reseller | Halyard Cyber',
  'Buy Halyard Cyber MDR and email security from an accredited reseller or managed service provider in your region.',
  '/partners/find-a-reseller/',
  `<header class="page-header"><div class="container"><nav class="yoast-breadcrumbs" aria-label="Breadcrumb"><span><span><a href="${BASE}/">Home</a></span> » <span><a href="${BASE}/partners/">Partners</a></span> » <span class="breadcrumb_last" aria-current="page">Find a reseller</span></span></nav><h1 class="page-title">Find a reseller</h1><p class="lead">Halyard Cyber is sold exclusively through accredited partners. Choose your region to find a reseller or managed service provider near you.</p></div></header>
<section class="wp-block-group reseller-directory"><div class="container">
<div class="region-tabs" role="tablist">${regions.map(([id, label], i) => `<button role="tab" aria-selected="${i === 0}" aria-controls="region-${id}" class="region-tabs__tab">${label}</button>`).join('')}</div>
${regions
  .map(
    ([id, label, rows]) => `<div id="region-${id}" role="tabpanel" class="region-panel"><h2 class="wp-block-heading">${label}</h2>
<figure class="wp-block-table partner-table"><table><thead><tr><th>Partner</th><th>Location</th><th>Partner level</th><th>Services</th><th>Website</th></tr></thead><tbody>
${rows
  .map(
    ([name, url, loc, tier, services]) =>
      `<tr><td><strong>${name}</strong></td><td>${loc}</td><td>${tier}</td><td>${services}</td><td>${url ? `<a href="${url}" target="_blank" rel="noopener">${url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : '&mdash;'}</td></tr>`,
  )
  .join('\n')}
</tbody></table></figure></div>`,
  )
  .join('\n')}
<p class="has-small-font-size">Can't see a partner in your country? Email <a href="mailto:channel@halyardcyber.co.uk">channel@halyardcyber.co.uk</a> and we'll introduce you to a distributor.</p>
</div></section>
<section class="wp-block-group cta"><div class="container"><h2 class="wp-block-heading">Want to be listed here?</h2><p><a class="btn btn--primary" href="${BASE}/partners/#join">Apply to the partner programme</a></p></div></section>`,
);

// ---------------------------------------------------------------- technology alliances (logo grid)

const alliances = [
  [
    'Microsoft',
    'https://www.microsoft.com/en-gb/security',
    'microsoft',
    'Member of the Microsoft Intelligent Security Association. Native Defender, Sentinel and Entra ID integrations.',
  ],
  [
    'CrowdStrike',
    'https://www.crowdstrike.com/en-us/partners/',
    'crowdstrike',
    'Falcon telemetry ingestion and automated host containment.',
  ],
  ['Splunk', 'https://www.splunk.com/', 'splunk', 'Bi-directional alert sync with Splunk Enterprise Security.'],
  ['Okta', 'https://www.okta.com/partners/', 'okta', 'Identity threat detection and session revocation.'],
  ['ServiceNow', 'https://www.servicenow.com/', 'servicenow', 'Incidents raised and updated in ServiceNow SecOps and ITSM.'],
  [
    'Google Cloud',
    'https://cloud.google.com/security',
    'google-cloud',
    'Google Security Operations ingestion and Google Cloud posture checks.',
  ],
  ['Tines', 'https://www.tines.com/', 'tines', 'No-code automation stories for containment and enrichment.'],
];

const alliancesPage = page(
  'Technology Alliances | Halyard Cyber',
  'Halyard Cyber technology alliance partners: joint integrations with the EDR, SIEM, identity and ITSM platforms our customers run.',
  '/partners/technology-alliances/',
  `<header class="page-header"><div class="container"><nav class="yoast-breadcrumbs" aria-label="Breadcrumb"><span><span><a href="${BASE}/">Home</a></span> » <span><a href="${BASE}/partners/">Partners</a></span> » <span class="breadcrumb_last" aria-current="page">Technology alliances</span></span></nav><h1 class="page-title">Technology alliances</h1><p class="lead">We build and certify integrations with the security platforms our partners sell, so Halyard analysts can act inside the tools you already own.</p></div></header>
<section class="wp-block-group"><div class="container"><ul class="logo-grid logo-grid--alliances">
${alliances
  .map(
    ([name, url, slug, text]) =>
      `<li class="logo-grid__item"><a href="${url}" target="_blank" rel="noopener" title="${name}"><img src="${BASE}/wp-content/uploads/2024/09/alliance-${slug}.svg" alt="${name} logo" width="200" height="80" loading="lazy" /></a><p>${text}</p></li>`,
  )
  .join('\n')}
</ul></div></section>
<section class="wp-block-group"><div class="container"><h2 class="wp-block-heading">Also supported</h2><p>Halyard also ingests data from SentinelOne, Sophos, JumpCloud, Fortinet and Cisco Meraki through standard connectors. These are supported integrations rather than formal alliances.</p>
<h2 class="wp-block-heading">Become an alliance partner</h2><p>Security vendors interested in a joint integration can contact <a href="mailto:alliances@halyardcyber.co.uk">alliances@halyardcyber.co.uk</a>. Integration documentation is available on our <a href="https://docs.halyardcyber.co.uk/integrations/">documentation site</a>.</p></div></section>`,
);

// ---------------------------------------------------------------- about (negatives: investors, accreditations)

const about = page(
  'About Halyard Cyber | UK MDR provider',
  'Founded in Manchester in 2017, Halyard Cyber runs a 24/7 UK SOC protecting 900+ organisations through its partner network.',
  '/about/',
  `<header class="page-header"><div class="container"><h1 class="page-title">About Halyard Cyber</h1><p class="lead">Founded in Manchester in 2017 by former NCSC and police cybercrime investigators, Halyard Cyber now employs 160 people and protects more than 900 organisations.</p></div></header>
<section class="wp-block-group"><div class="container"><div class="wp-block-columns"><div class="wp-block-column"><h2 class="wp-block-heading">Our story</h2><p>Halyard started as a small incident response team. After seeing the same preventable breaches again and again, we built a managed detection service that mid-sized organisations could actually afford — and decided from day one to deliver it through the IT partners our customers already trust.</p><p>Today our SOC in Manchester and our second site in Belfast work around the clock, and our detection engineering team publishes research on emerging threats to UK organisations.</p></div><div class="wp-block-column"><figure class="wp-block-image"><img src="${BASE}/wp-content/uploads/2024/02/soc-team-1200x800.jpg" alt="The Halyard SOC team in Manchester" width="600" height="400" loading="lazy" /></figure></div></div></div></section>
<section class="wp-block-group accreditations"><div class="container"><h2 class="wp-block-heading">Accreditations &amp; frameworks</h2>
<ul class="accreditation-list">
<li><strong>CREST</strong> — accredited for Incident Response and SOC services. <a href="https://www.crest-approved.org/member_companies/halyard-cyber/" rel="noopener" target="_blank">View our CREST membership</a></li>
<li><strong>ISO/IEC 27001:2022</strong> — certified by <a href="https://www.bsigroup.com/en-GB/" rel="noopener" target="_blank">BSI</a>, certificate IS 781245</li>
<li><strong>Cyber Essentials Plus</strong> — <a href="https://www.ncsc.gov.uk/cyberessentials/overview" rel="noopener" target="_blank">NCSC scheme</a></li>
<li><strong>Crown Commercial Service</strong> — supplier on G-Cloud 14 and the Cyber Security Services 3 framework. <a href="https://www.applytosupply.digitalmarketplace.service.gov.uk/g-cloud/supplier/781245" rel="noopener" target="_blank">View on the Digital Marketplace</a></li>
</ul></div></section>
<section class="wp-block-group investors"><div class="container"><h2 class="wp-block-heading">Our investors</h2><p>In 2023 we raised a £22m Series B led by <a href="https://octopusventures.com/" rel="noopener" target="_blank">Octopus Ventures</a> with participation from <a href="https://www.mercia.co.uk/" rel="noopener" target="_blank">Mercia Ventures</a> and the Northern Powerhouse Investment Fund.</p></div></section>
<section class="wp-block-group team"><div class="container"><h2 class="wp-block-heading">Leadership team</h2><div class="wp-block-columns">
<div class="wp-block-column"><img src="${BASE}/wp-content/uploads/2024/02/ceo.jpg" alt="Siobhan Carey" width="240" height="240" loading="lazy" /><h3>Siobhan Carey</h3><p>Chief Executive Officer</p></div>
<div class="wp-block-column"><img src="${BASE}/wp-content/uploads/2024/02/cto.jpg" alt="Rajesh Menon" width="240" height="240" loading="lazy" /><h3>Rajesh Menon</h3><p>Chief Technology Officer</p></div>
<div class="wp-block-column"><img src="${BASE}/wp-content/uploads/2024/02/cro.jpg" alt="Gareth Lloyd" width="240" height="240" loading="lazy" /><h3>Gareth Lloyd</h3><p>Chief Revenue Officer</p></div>
<div class="wp-block-column"><img src="${BASE}/wp-content/uploads/2024/02/channel.jpg" alt="Amara Okafor" width="240" height="240" loading="lazy" /><h3>Amara Okafor</h3><p>Director of Channel</p></div>
</div></div></section>
<section class="wp-block-group careers"><div class="container"><h2 class="wp-block-heading">Work with us</h2><p>We are hiring SOC analysts, detection engineers and channel account managers. <a href="https://apply.workable.com/halyard-cyber/">View vacancies</a>.</p></div></section>`,
  'AboutPage',
);

// ---------------------------------------------------------------- news (negatives: press, events)

const news = page(
  'News & Events | Halyard Cyber',
  'Halyard Cyber announcements, press coverage and the events where you can meet our team.',
  '/news/',
  `<header class="page-header"><div class="container"><h1 class="page-title">News &amp; events</h1></div></header>
<section class="wp-block-group"><div class="container">
<article class="post type-post status-publish format-standard hentry"><header class="entry-header"><h2 class="entry-title">Halyard Cyber named MDR Solution of the Year</h2><div class="entry-meta"><time class="entry-date published" datetime="2024-11-14T09:00:00+00:00">14 November 2024</time></div></header><div class="entry-content"><p>We're proud to have won MDR Solution of the Year at the <a href="https://www.computingsecurityawards.co.uk/" rel="noopener" target="_blank">Computing Security Awards 2024</a>. Thank you to our partners and customers who voted.</p></div></article>
<article class="post type-post status-publish format-standard hentry"><header class="entry-header"><h2 class="entry-title">New Splunk and Tines alliances bring automated containment to partners</h2><div class="entry-meta"><time class="entry-date published" datetime="2024-09-03T09:00:00+00:00">3 September 2024</time></div></header><div class="entry-content"><p>Halyard MDR now pushes confirmed incidents into Splunk Enterprise Security and runs containment through Tines stories, giving MSSP partners automated response without writing code. Read more on our <a href="${BASE}/partners/technology-alliances/">technology alliances page</a>.</p></div></article>
<article class="post type-post status-publish format-standard hentry"><header class="entry-header"><h2 class="entry-title">Meet us at Infosecurity Europe 2025</h2><div class="entry-meta"><time class="entry-date published" datetime="2025-04-22T09:00:00+00:00">22 April 2025</time></div></header><div class="entry-content"><p>Find us on stand C140 at <a href="https://www.infosecurityeurope.com/" rel="noopener" target="_blank">Infosecurity Europe</a>, ExCeL London, 3–5 June. We're also proud gold sponsors of <a href="https://www.securitybsides.org.uk/" rel="noopener" target="_blank">BSides Manchester</a> again this year.</p></div></article>
</div></section>
<section class="wp-block-group in-the-press"><div class="container"><h2 class="wp-block-heading">In the press</h2><ul>
<li><a href="https://www.computerweekly.com/news/366512345/UK-mid-market-turns-to-MDR" rel="noopener" target="_blank">Computer Weekly: UK mid-market turns to MDR as ransomware costs climb</a></li>
<li><a href="https://www.theregister.com/2024/10/02/bec_qr_phishing/" rel="noopener" target="_blank">The Register: QR-code phishing surges in UK councils, says Halyard</a></li>
<li><a href="https://www.bbc.co.uk/news/technology" rel="noopener" target="_blank">BBC News: Halyard analysts comment on the latest ransomware wave</a></li>
</ul><p>Press enquiries: <a href="mailto:press@halyardcyber.co.uk">press@halyardcyber.co.uk</a></p></div></section>`,
);

// ---------------------------------------------------------------- contact

const contact = page(
  'Contact Halyard Cyber',
  'Talk to Halyard Cyber about MDR, email security or our partner programme. 24/7 incident line: 0330 123 4567.',
  '/contact/',
  `<header class="page-header"><div class="container"><h1 class="page-title">Contact us</h1><p class="lead">Speak to our team about MDR, email defence or becoming a partner. If you are experiencing an incident right now, call <a href="tel:+443301234567">0330 123 4567</a>.</p></div></header>
<section class="wp-block-group"><div class="container"><div class="wp-block-columns"><div class="wp-block-column">
<div class='gf_browser_chrome gform_wrapper gravity-theme gform-theme--no-framework' data-form-theme='gravity-theme' data-form-index='0' id='gform_wrapper_1' ><form method='post' enctype='multipart/form-data' id='gform_1' action='/contact/#gf_1' data-formid='1' novalidate>
<div class='gform-body gform_body'><div id='gform_fields_1' class='gform_fields top_label form_sublabel_below description_below validation_below'>
<div id="field_1_1" class="gfield gfield--type-name gfield_contains_required"><label class='gfield_label gform-field-label' for='input_1_1'>Name<span class="gfield_required">*</span></label><div class='ginput_container'><input name='input_1' id='input_1_1' type='text' value='' class='large' aria-required="true" /></div></div>
<div id="field_1_2" class="gfield gfield--type-email gfield_contains_required"><label class='gfield_label gform-field-label' for='input_1_2'>Work email<span class="gfield_required">*</span></label><div class='ginput_container ginput_container_email'><input name='input_2' id='input_1_2' type='email' value='' class='large' aria-required="true" /></div></div>
<div id="field_1_3" class="gfield gfield--type-text"><label class='gfield_label gform-field-label' for='input_1_3'>Organisation</label><div class='ginput_container'><input name='input_3' id='input_1_3' type='text' value='' class='large' /></div></div>
<div id="field_1_4" class="gfield gfield--type-select"><label class='gfield_label gform-field-label' for='input_1_4'>I am a…</label><div class='ginput_container ginput_container_select'><select name='input_4' id='input_1_4' class='large gfield_select'><option value='End user'>Organisation looking for protection</option><option value='Partner'>Reseller or MSP</option><option value='Press'>Journalist</option><option value='Other'>Other</option></select></div></div>
<div id="field_1_5" class="gfield gfield--type-textarea"><label class='gfield_label gform-field-label' for='input_1_5'>How can we help?</label><div class='ginput_container ginput_container_textarea'><textarea name='input_5' id='input_1_5' class='textarea medium' rows='10' cols='50'></textarea></div></div>
</div></div>
<div class='gform_footer top_label'><input type='submit' id='gform_submit_button_1' class='gform_button button' value='Send message' /><input type='hidden' class='gform_hidden' name='is_submit_1' value='1' /><input type='hidden' class='gform_hidden' name='gform_submit' value='1' /></div>
</form></div></div>
<div class="wp-block-column"><h2 class="wp-block-heading">Offices</h2><p><strong>Manchester (HQ &amp; SOC)</strong><br>3rd Floor, 21 Whitefriars Street<br>Manchester M3 1AW</p><p><strong>Belfast (SOC)</strong><br>Unit 4, Catalyst Innovation Centre<br>Belfast BT3 9DT</p><p><strong>London</strong><br>85 Great Portland Street<br>London W1W 7LT</p><p>General enquiries: <a href="mailto:hello@halyardcyber.co.uk">hello@halyardcyber.co.uk</a><br>Channel team: <a href="mailto:channel@halyardcyber.co.uk">channel@halyardcyber.co.uk</a></p></div>
</div></div></section>`,
  'ContactPage',
);

export const site: CorpusSite = {
  domain: 'halyardcyber.co.uk',
  otherDomains: ['halyard.cloud'],
  covers:
    'UK cybersecurity vendor on WordPress/Yoast/Gravity Forms behind Cloudflare: distributors as a linked logo strip, resellers in per-region tables (rows with no website are not partners), technology alliances as a logo grid with alt text; negatives are customer logos, CREST/BSI/NCSC/CCS accreditations, awards and Gartner Peer Insights, investors, press, event sponsorship, Workable careers and a Salesforce-hosted partner portal login.',
  pages: {
    '/': { headers: wpHeaders(), html: home },
    '/platform/': { headers: wpHeaders(), html: platform },
    '/partners/': { headers: wpHeaders(), html: partnersPage },
    '/partners/find-a-reseller/': { headers: wpHeaders(), html: resellerPage },
    '/partners/technology-alliances/': { headers: wpHeaders(), html: alliancesPage },
    '/resellers/': { status: 301, redirect: '/partners/find-a-reseller/' },
    '/about/': { headers: wpHeaders(), html: about },
    '/news/': { headers: wpHeaders(), html: news },
    '/contact/': { headers: wpHeaders(), html: contact },
  },
  sitemap: [
    '/',
    '/platform/',
    '/partners/',
    '/partners/find-a-reseller/',
    '/partners/technology-alliances/',
    '/about/',
    '/news/',
    '/contact/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'wordpress-block-editor',
    'jquery',
    'jquery-migrate',
    'cookiebot',
    'google-tag-manager',
    'gravity-forms',
    'cloudflare',
    'open-graph',
    'rss',
    'workable',
  ],
  partners: {
    'exclusive-networks.com': 'channel',
    'tdsynnex.com': 'channel',
    'northgate-distribution.ie': 'channel',
    'nordvakt.se': 'channel',
    'softcat.com': 'channel',
    'bytes.co.uk': 'channel',
    'computacenter.com': 'channel',
    'redkite-ms.co.uk': 'channel',
    'pennineitsecurity.co.uk': 'channel',
    'dijkstrasecure.nl': 'channel',
    'kvasirsikkerhet.no': 'channel',
    'gulfshieldtech.ae': 'channel',
    'microsoft.com': 'technology',
    'crowdstrike.com': 'technology',
    'splunk.com': 'technology',
    'okta.com': 'technology',
    'servicenow.com': 'technology',
    'google.com': 'technology',
    'tines.com': 'technology',
  },
};
