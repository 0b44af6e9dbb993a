import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8872a9f10d3c1e4b-IAD',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21904417',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '98423115720',
};

const head = (title: string, description: string, contentId: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://paratrack.io/hubfs/paratrack-favicon.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="https://paratrack.io/hubfs/hub_generated/template_assets/1/98124533019/1715266071482/template_main.min.css">
<link rel="stylesheet" href="/hs/hsstatic/cos-LanguageSwitcher/static-1.336/sass/LanguageSwitcher.css">
<link rel="stylesheet" href="https://paratrack.io/hubfs/hub_generated/module_assets/1/98124533211/1715266073190/module_integration-card.min.css">
<meta name="generator" content="HubSpot">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-WQ3T7LM');</script>
<!-- End Google Tag Manager -->
</head>
<body>
<div class="body-wrapper hs-content-id-${contentId} hs-site-page page">
<header class="header">
  <div class="header__container content-wrapper">
    <a class="header__logo" href="/"><img src="https://paratrack.io/hubfs/raw_assets/public/paratrack-theme/images/paratrack-logo.svg" alt="Paratrack" width="150" height="34"></a>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/platform">Platform</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/integrations">Integrations</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/customers">Customers</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/partners">Partners</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/about">About</a></li>
        <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/blog">Blog</a></li>
      </ul>
    </nav>
    <a class="button button--primary" href="/demo">Request a demo</a>
  </div>
</header>
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--page">
<div class="row-fluid-wrapper">`;

const footer = `</div>
</div>
</main>
<footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <img src="https://paratrack.io/hubfs/raw_assets/public/paratrack-theme/images/paratrack-logo-white.svg" alt="Paratrack" width="130">
      <p>Scheduling, dispatch and reporting software for paratransit and demand-response transit.</p>
      <p>1400 Blake Street, Suite 300, Denver, CO 80202</p>
    </div>
    <div class="footer__col">
      <ul class="no-list">
        <li><a href="/platform">Platform</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="/security">Security</a></li>
        <li><a href="https://boards.greenhouse.io/paratrack">Careers</a></li>
        <li><a href="https://status.paratrack.io/">System status</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <div class="social-links">
        <a class="social-links__link" href="https://www.linkedin.com/company/paratrack-software/" target="_blank" rel="noopener"><span class="show-for-sr">LinkedIn</span></a>
        <a class="social-links__link" href="https://www.youtube.com/@paratrack" target="_blank" rel="noopener"><span class="show-for-sr">YouTube</span></a>
      </div>
      <p><a href="/privacy-policy">Privacy</a> · <a href="/terms">Terms</a></p>
      <p>© 2024 Paratrack, Inc.</p>
    </div>
  </div>
</footer>
</div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://paratrack.io/hubfs/hub_generated/template_assets/1/98124533104/1715266071220/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/paratrack.io"]);
_hsq.push(["setPageId", "hubspot:98423115720"]);
_hsq.push(["setContentMetadata", {"contentPageId":98423115720,"legacyPageId":"98423115720","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":98423115720,"languageCode":"en","pageTitle":""}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/21904417.js"></script>
<script type="text/javascript" async defer src="//js.hs-scripts.com/21904417.js"></script>
<script type="text/javascript" async defer src="//js.hs-analytics.net/analytics/1716390900000/21904417.js"></script>
<!-- End of HubSpot Analytics Code -->
</body>
</html>`;

const integrationCard = (name: string, category: string, text: string, url?: string) => `
      <div class="integration-card" data-category="${category.toLowerCase().replace(/[^a-z]+/g, '-')}">
        <div class="integration-card__logo"><img src="https://paratrack.io/hubfs/integrations/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg" alt="${name} logo" loading="lazy"></div>
        <span class="integration-card__category">${category}</span>
        <h3 class="integration-card__title">${name}</h3>
        <p>${text}</p>
        ${url ? `<a class="integration-card__link" href="${url}" target="_blank" rel="noopener">Visit ${name} ↗</a>` : '<span class="integration-card__badge">Coming soon</span>'}
      </div>`;

const integrationsIntro = (page: number) => `
<div class="row-fluid">
  <div class="span12 widget-span widget-type-cell dnd-section">
    <h1>Integrations</h1>
    <p>Paratrack connects to the telematics, fare, identity and reporting tools your agency already uses. All integrations are included in every plan and supported by our team.</p>
    <ul class="integration-filter no-list">
      <li><button data-filter="all" class="is-active">All</button></li>
      <li><button data-filter="telematics">Telematics</button></li>
      <li><button data-filter="fare-payments">Fare &amp; payments</button></li>
      <li><button data-filter="identity">Identity &amp; SSO</button></li>
      <li><button data-filter="reporting">Reporting</button></li>
    </ul>
    <p class="integration-count">Showing page ${page} of 2</p>
  </div>
</div>`;

const pager = (page: number) => `
<nav class="integration-pagination" aria-label="Integrations pages">
  ${page === 2 ? '<a class="prev" href="/integrations">‹ Previous</a>' : ''}
  <a href="/integrations"${page === 1 ? ' aria-current="page"' : ''}>1</a>
  <a href="/integrations/page/2"${page === 2 ? ' aria-current="page"' : ''}>2</a>
  ${page === 1 ? '<a class="next" href="/integrations/page/2">Next ›</a>' : ''}
</nav>`;

const integrations1 = `${head('Integrations | Paratrack', 'Connect Paratrack to telematics, fare payment, SSO and reporting tools.', '98423117001')}
${integrationsIntro(1)}
<div class="row-fluid"><div class="integration-grid">
${integrationCard('Geotab', 'Telematics', 'Stream live vehicle location and odometer readings into dispatch.', 'https://www.geotab.com/')}
${integrationCard('Samsara', 'Telematics', 'Use Samsara vehicle gateways for AVL and driver vehicle inspection reports.', 'https://www.samsara.com/')}
${integrationCard('MDT Connect', 'Telematics', 'Push manifests to in-vehicle tablets and capture pick-up and drop-off events.', 'https://mdtconnect.com/')}
${integrationCard('FareLink', 'Fare & payments', 'Accept stored-value cards and mobile tickets on paratransit trips.', 'https://www.farelink.io/')}
${integrationCard('QuickBooks Online', 'Fare & payments', 'Sync invoices for contracted trips to your accounting.', 'https://quickbooks.intuit.com/')}
${integrationCard('Okta', 'Identity', 'Single sign-on and user provisioning with SAML and SCIM.', 'https://www.okta.com/')}
${integrationCard('Microsoft Entra ID', 'Identity', 'Sign in with your agency Microsoft account.', 'https://www.microsoft.com/en-us/security/business/identity-access/microsoft-entra-id')}
${integrationCard('Google Maps Platform', 'Routing', 'Geocoding and travel-time estimates for scheduling.', 'https://mapsplatform.google.com/')}
</div></div>
${pager(1)}
${footer}`;

const integrations2 = `${head('Integrations – Page 2 | Paratrack', 'Connect Paratrack to telematics, fare payment, SSO and reporting tools.', '98423117001')}
${integrationsIntro(2)}
<div class="row-fluid"><div class="integration-grid">
${integrationCard('Twilio', 'Notifications', 'Automated reminder calls and “vehicle arriving” text messages.', 'https://www.twilio.com/')}
${integrationCard('TransitData Hub', 'Reporting', 'One-click National Transit Database (NTD) reporting.', 'https://transitdatahub.com/')}
${integrationCard('EligiCheck', 'Eligibility', 'Import ADA eligibility decisions and recertification dates.', 'https://www.eligicheck.com/')}
${integrationCard('Fleetio', 'Maintenance', 'Send defects from driver inspections straight to work orders.', 'https://www.fleetio.com/')}
${integrationCard('Tableau', 'Reporting', 'Query trip and performance data with our certified connector.', 'https://www.tableau.com/')}
${integrationCard('Medicaid broker API', 'Eligibility', 'Accept NEMT trip requests from state Medicaid brokers.')}
</div></div>
${pager(2)}
<div class="row-fluid"><div class="span12 dnd-section cta">
  <h2>Don't see your tool?</h2>
  <p>Our open REST API and webhooks are documented at <a href="https://developers.paratrack.io/">developers.paratrack.io</a>. Vendors can apply to the integration program on our <a href="/partners">partners page</a>.</p>
</div></div>
${footer}`;

const partners = `${head('Partner Program | Paratrack', 'Reseller and implementation partners for Paratrack.', '98423117412')}
<div class="row-fluid"><div class="span12 dnd-section">
  <h1>Partner with Paratrack</h1>
  <p>Our partners help transit agencies plan, procure and roll out modern paratransit scheduling. Work with a certified partner for procurement support, data migration, training and on-site go-live assistance.</p>
</div></div>
<div class="row-fluid"><div class="span12 dnd-section">
  <h2>Certified implementation &amp; reseller partners</h2>
  <div class="partner-list">
    <div class="partner-list__item">
      <img src="https://paratrack.io/hubfs/partners/transit-solutions-partners.png" alt="Transit Solutions Partners">
      <div><h3>Transit Solutions Partners</h3><p>Implementation partner · Eastern US · Certified since 2021</p><a href="https://transitsolutionspartners.com/" target="_blank" rel="noopener">transitsolutionspartners.com</a></div>
    </div>
    <div class="partner-list__item">
      <img src="https://paratrack.io/hubfs/partners/northstar-mobility-advisors.png" alt="Northstar Mobility Advisors">
      <div><h3>Northstar Mobility Advisors</h3><p>Consulting &amp; procurement support · Midwest</p><a href="https://www.northstarmobility.com/" target="_blank" rel="noopener">northstarmobility.com</a></div>
    </div>
    <div class="partner-list__item">
      <img src="https://paratrack.io/hubfs/partners/routewise.png" alt="Routewise Systems">
      <div><h3>Routewise Systems</h3><p>Authorized reseller · Canada (English &amp; French)</p><a href="https://www.routewise.ca/" target="_blank" rel="noopener">routewise.ca</a></div>
    </div>
    <div class="partner-list__item">
      <img src="https://paratrack.io/hubfs/partners/accessride.png" alt="AccessRide Consulting">
      <div><h3>AccessRide Consulting</h3><p>ADA compliance &amp; implementation · Western US</p><a href="https://accessrideconsulting.com/" target="_blank" rel="noopener">accessrideconsulting.com</a></div>
    </div>
  </div>
</div></div>
<div class="row-fluid"><div class="span12 dnd-section">
  <h2>Technology partners</h2>
  <p>Building a product for transit agencies? Join our integration program to list your app in the <a href="/integrations">integrations directory</a>.</p>
  <div class="hs-form-frame" data-region="na1" data-form-id="c1e0a4d8-53b7-4a9f-9f3b-2a6de0c87f15" data-portal-id="21904417"></div>
</div></div>
${footer}`;

const home = `${head('Paratrack | Paratransit scheduling and dispatch software', 'Cloud scheduling, dispatch and reporting for ADA paratransit and microtransit.', '98423115720')}
<div class="row-fluid"><div class="span12 dnd-section hero">
  <h1>Paratransit scheduling that keeps riders moving</h1>
  <p>Schedule, dispatch, and report on demand-response service from one cloud platform – built with operators, for operators.</p>
  <a class="button button--primary" href="/demo">Request a demo</a>
</div></div>
<div class="row-fluid"><div class="span12 dnd-section logos">
  <h2>Trusted by 140+ transit agencies</h2>
  <ul class="logo-strip no-list">
    <li><a href="https://www.lakeshoretransit.org/" target="_blank" rel="noopener"><img src="https://paratrack.io/hubfs/customers/lakeshore-area-transit.svg" alt="Lakeshore Area Transit"></a></li>
    <li><a href="https://sandhillsrides.org/" target="_blank" rel="noopener"><img src="https://paratrack.io/hubfs/customers/sandhills-rides.svg" alt="Sandhills Rides"></a></li>
    <li><img src="https://paratrack.io/hubfs/customers/valley-metro-access.svg" alt="Valley Access Paratransit"></li>
    <li><img src="https://paratrack.io/hubfs/customers/river-city-dial-a-ride.svg" alt="River City Dial-a-Ride"></li>
  </ul>
</div></div>
<div class="row-fluid"><div class="span12 dnd-section badges">
  <h2>Rated #1 in paratransit software</h2>
  <a href="https://www.g2.com/products/paratrack/reviews" target="_blank" rel="noopener"><img src="https://paratrack.io/hubfs/badges/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024"></a>
  <a href="https://www.g2.com/products/paratrack/reviews" target="_blank" rel="noopener"><img src="https://paratrack.io/hubfs/badges/g2-easiest-to-use.svg" alt="G2 Easiest to Use"></a>
  <a href="/security"><img src="https://paratrack.io/hubfs/badges/aicpa-soc2.svg" alt="AICPA SOC 2 Type II"></a>
</div></div>
<div class="row-fluid"><div class="span12 dnd-section">
  <h2>Works with your stack</h2>
  <p>Geotab, Samsara, Okta, Twilio and more – <a href="/integrations">see all integrations</a>.</p>
</div></div>
${footer}`;

const customers = `${head('Customers | Paratrack', 'How transit agencies use Paratrack.', '98423118230')}
<div class="row-fluid"><div class="span12 dnd-section">
  <h1>Customer stories</h1>
  <div class="case-study-grid">
    <article class="case-study"><h2>Lakeshore Area Transit cut no-shows by 31%</h2><p>Automated reminders and same-day trip booking for 2,400 registered riders.</p><a href="https://www.lakeshoretransit.org/paratransit" target="_blank" rel="noopener">Visit Lakeshore Area Transit</a></article>
    <article class="case-study"><h2>Sandhills Rides goes paperless</h2><p>How a rural five-county system moved 38 vehicles from paper manifests to tablets in six weeks.</p><a href="https://sandhillsrides.org/" target="_blank" rel="noopener">Visit Sandhills Rides</a></article>
    <article class="case-study"><h2>Mesa Valley Dial-a-Ride meets NTD deadlines</h2><p>Reporting time dropped from four days to one afternoon per month.</p><a href="https://www.mesavalleydar.org/" target="_blank" rel="noopener">Visit Mesa Valley Dial-a-Ride</a></article>
  </div>
</div></div>
${footer}`;

const about = `${head('About us | Paratrack', 'The team behind Paratrack.', '98423118977')}
<div class="row-fluid"><div class="span12 dnd-section">
  <h1>About Paratrack</h1>
  <p>Paratrack was founded in 2017 by a former paratransit dispatcher and a routing engineer who were tired of scheduling software that hadn't changed since the 1990s. We are 72 people, remote-first, with hubs in Denver and Toronto.</p>
  <h2>Investors</h2>
  <p>We are backed by <a href="https://intersectmobility.vc/" target="_blank" rel="noopener">Intersect Mobility Ventures</a>, <a href="https://www.ycombinator.com/companies/paratrack" target="_blank" rel="noopener">Y Combinator</a> (S18) and public-transit operators who invested through our 2022 Series B.</p>
  <h2>Industry involvement</h2>
  <p>Paratrack is a business member of the <a href="https://www.apta.com/" target="_blank" rel="noopener">American Public Transportation Association</a> and a proud Gold sponsor of the <a href="https://ctaa.org/expo/" target="_blank" rel="noopener">CTAA EXPO 2024</a>. Visit us at booth 512.</p>
  <h2>Join us</h2>
  <p>We're hiring engineers and implementation managers. See open roles on <a href="https://boards.greenhouse.io/paratrack">Greenhouse</a>.</p>
</div></div>
${footer}`;

export const site: CorpusSite = {
  domain: 'paratrack.io',
  covers:
    'US paratransit SaaS on HubSpot CMS behind Cloudflare: integrations directory as cards split over two pages (one card without link), certified implementation/reseller partners on a partner-program page; negatives: customer logos and case studies, G2 and SOC 2 badges, investors incl. Y Combinator, APTA membership, CTAA EXPO sponsorship, Greenhouse careers, developer and status subdomains',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations1 },
    '/integrations/page/2': { headers, html: integrations2 },
    '/partners': { headers, html: partners },
    '/customers': { headers, html: customers },
    '/about': { headers, html: about },
  },
  sitemap: ['/', '/integrations', '/partners', '/customers', '/about'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'cloudflare', 'google-tag-manager', 'open-graph'],
  partners: {
    'geotab.com': 'technology',
    'samsara.com': 'technology',
    'mdtconnect.com': 'technology',
    'farelink.io': 'technology',
    'intuit.com': 'technology',
    'okta.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'twilio.com': 'technology',
    'transitdatahub.com': 'technology',
    'eligicheck.com': 'technology',
    'fleetio.com': 'technology',
    'tableau.com': 'technology',
    'transitsolutionspartners.com': 'channel',
    'northstarmobility.com': 'channel',
    'routewise.ca': 'channel',
    'accessrideconsulting.com': 'channel',
  },
};
