import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8c1f2a3b4d5e6f70-IAD',
  'x-hs-hub-id': '21984733',
  'x-hs-cache-config': 'BrowserCache',
};

const head = (title: string, desc: string, path: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="description" content="${desc}">
<meta name="generator" content="HubSpot">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="shortcut icon" href="https://www.trellislearn.com/hubfs/trellis-favicon.png">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://www.trellislearn.com${path}">
<meta property="og:image" content="https://www.trellislearn.com/hubfs/social/trellis-og.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.trellislearn.com${path}">
<link rel="stylesheet" href="https://www.trellislearn.com/hs-fs/hub/21984733/hub_generated/template_assets/1/148822310551/1712090045123/template_main.min.css">
<link rel="stylesheet" href="https://www.trellislearn.com/hs-fs/hub/21984733/hub_generated/module_assets/1/148822399012/1712090045777/module_logo-grid.min.css">
<script src="https://static.hsappstatic.net/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7QX2RB');</script>
<!-- End Google Tag Manager -->
</head>
<body class="hs-content-id-148900112233 hs-site-page page">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QX2RB" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div class="body-wrapper">
<header class="header">
  <a class="header__logo" href="/"><img src="https://www.trellislearn.com/hubfs/brand/trellis-logo.svg" alt="Trellis Learn" width="160"></a>
  <nav class="menu" aria-label="Main menu">
    <ul class="menu__wrapper">
      <li class="menu__item"><a class="menu__link" href="/platform">Platform</a></li>
      <li class="menu__item"><a class="menu__link" href="/integrations">Integrations</a></li>
      <li class="menu__item"><a class="menu__link" href="/customers">Customers</a></li>
      <li class="menu__item"><a class="menu__link" href="/partners">Partners</a></li>
      <li class="menu__item"><a class="menu__link" href="/pricing">Pricing</a></li>
      <li class="menu__item"><a class="menu__link" href="/about">About</a></li>
    </ul>
  </nav>
  <a class="button" href="/demo">Book a demo</a> <a class="header__login" href="https://app.trellislearn.com/login">Log in</a>
</header>
<main id="main-content" class="body-container-wrapper">`;

const foot = `</main>
<footer class="footer">
  <div class="footer__cols">
    <div><h4>Product</h4><ul><li><a href="/platform">Platform</a></li><li><a href="/integrations">Integrations</a></li><li><a href="/security">Security</a></li><li><a href="https://status.trellislearn.com/">Status</a></li></ul></div>
    <div><h4>Company</h4><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li><li><a href="/partners">Partner program</a></li><li><a href="/contact">Contact</a></li></ul></div>
    <div><h4>Get the app</h4>
      <a href="https://apps.apple.com/us/app/trellis-learn/id1598832201"><img src="https://www.trellislearn.com/hubfs/badges/app-store.svg" alt="Download on the App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=com.trellislearn.mobile"><img src="https://www.trellislearn.com/hubfs/badges/google-play.svg" alt="Get it on Google Play"></a>
    </div>
    <div><h4>Follow</h4>
      <a href="https://www.linkedin.com/company/trellis-learn/">LinkedIn</a> <a href="https://twitter.com/trellislearn">X</a> <a href="https://www.youtube.com/@trellislearn">YouTube</a>
    </div>
  </div>
  <p class="footer__legal">© 2025 Trellis Learn, Inc. · 500 Boylston St, Boston, MA · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p>
</footer>
</div>
<script src="/hs/hsstatic/jquery-libs/static-1.1/jquery-migrate/jquery-migrate-1.2.1.js"></script>
<script src="https://www.trellislearn.com/hs-fs/hub/21984733/hub_generated/template_assets/1/148822310600/1712090045321/template_main.min.js"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21984733.js"></script>
<!-- End of HubSpot Embed Code -->
</body>
</html>`;

const card = (name: string, url: string, cat: string, text: string, logo: string) => `
    <div class="integration-card" data-category="${cat}">
      <img class="integration-card__logo" src="https://www.trellislearn.com/hubfs/integrations/${logo}.png" alt="${name} logo" loading="lazy">
      <h3 class="integration-card__name">${name}</h3>
      <span class="integration-card__tag">${cat}</span>
      <p>${text}</p>
      <a class="integration-card__link" href="${url}" target="_blank" rel="noopener">Visit ${name}</a>
    </div>`;

const filters = `<div class="integrations-filter" role="tablist">
    <button role="tab" aria-selected="true">All</button><button role="tab">HRIS</button><button role="tab">Communication</button><button role="tab">Identity</button><button role="tab">Content</button>
  </div>`;

const html = {
  home: `${head('Trellis Learn | The learning platform your people actually use', 'Trellis Learn is the LMS for growing companies: onboarding, compliance and skills in one place.', '/')}
<section class="hero">
  <h1>The learning platform your people actually use</h1>
  <p>Onboarding, compliance training and skill paths, delivered where your teams already work.</p>
  <a class="button" href="/demo">Book a demo</a> <a class="button button--ghost" href="/pricing">See pricing</a>
</section>
<section class="logo-strip">
  <p class="logo-strip__title">Trusted by 1,200+ teams worldwide</p>
  <img src="https://www.trellislearn.com/hubfs/customers/harbor-freightlines.svg" alt="Harbor Freightlines">
  <img src="https://www.trellislearn.com/hubfs/customers/brightwell-health.svg" alt="Brightwell Health">
  <img src="https://www.trellislearn.com/hubfs/customers/oakmont-credit-union.svg" alt="Oakmont Credit Union">
  <img src="https://www.trellislearn.com/hubfs/customers/lumen-retail.svg" alt="Lumen Retail Group">
</section>
<section class="feature-grid">
  <div><h2>Build courses in minutes</h2><p>AI-assisted authoring turns your docs and videos into interactive lessons.</p></div>
  <div><h2>Connect your stack</h2><p>Sync people from your HRIS and deliver nudges in chat. <a href="/integrations">Browse 40+ integrations</a>.</p></div>
  <div><h2>Prove compliance</h2><p>Audit-ready reports with automatic reminders and certificates.</p></div>
</section>
<section class="awards">
  <a href="https://www.g2.com/products/trellis-learn/reviews" target="_blank" rel="noopener"><img src="https://www.trellislearn.com/hubfs/badges/g2-leader-spring-2025.svg" alt="G2 Leader Spring 2025"></a>
  <a href="https://www.g2.com/products/trellis-learn/reviews" target="_blank" rel="noopener"><img src="https://www.trellislearn.com/hubfs/badges/g2-easiest-to-use.svg" alt="G2 Easiest To Use"></a>
</section>
${foot}`,
  integrations1: `${head('Integrations | Trellis Learn', 'Connect Trellis Learn with your HRIS, chat, identity and content tools.', '/integrations')}
<section class="page-header"><h1>Integrations</h1><p>Trellis connects with the tools your company already runs on. Native integrations are built and supported by our team; partner-built apps are maintained by our technology partners.</p></section>
<section class="integrations">
  ${filters}
  <div class="integrations-grid">${card('Slack', 'https://slack.com/', 'Communication', 'Assign courses, send reminders and complete quizzes without leaving Slack.', 'slack')}${card('Microsoft Teams', 'https://www.microsoft.com/en-us/microsoft-teams/group-chat-software', 'Communication', 'A Trellis tab and bot for every Teams channel.', 'teams')}${card('Zoom', 'https://zoom.us/', 'Communication', 'Schedule live sessions and track attendance automatically.', 'zoom')}${card('Okta', 'https://www.okta.com/', 'Identity', 'SSO and SCIM provisioning for your whole workforce.', 'okta')}${card('Workday', 'https://www.workday.com/', 'HRIS', 'Sync employees, managers and departments every hour.', 'workday')}${card('BambooHR', 'https://www.bamboohr.com/', 'HRIS', 'Auto-enroll new hires in onboarding paths on their start date.', 'bamboohr')}
  </div>
  <nav class="pagination" aria-label="Integrations pages">
    <span class="pagination__current">1</span>
    <a href="/integrations/page/2">2</a>
    <a class="pagination__next" href="/integrations/page/2">Next ›</a>
  </nav>
</section>
<section class="cta"><h2>Don't see your tool?</h2><p>Use our <a href="https://developers.trellislearn.com/">public API and webhooks</a>, or <a href="/partners">become a technology partner</a>.</p></section>
${foot}`,
  integrations2: `${head('Integrations – Page 2 | Trellis Learn', 'Connect Trellis Learn with your HRIS, chat, identity and content tools.', '/integrations/page/2')}
<section class="page-header"><h1>Integrations</h1><p>Trellis connects with the tools your company already runs on.</p></section>
<section class="integrations">
  ${filters}
  <div class="integrations-grid">${card('PulseHR', 'https://www.pulsehr.io/', 'HRIS', 'Partner-built connector for PulseHR people data.', 'pulsehr')}${card('CertifyHub', 'https://certifyhub.com/', 'Content', 'Issue verifiable digital badges when learners finish a path.', 'certifyhub')}${card('ContentMint', 'https://www.contentmint.com/', 'Content', '4,000 off-the-shelf business skills courses, ready to assign.', 'contentmint')}${card('VidForge', 'https://vidforge.com/', 'Content', 'Record and edit training videos, then publish straight to Trellis.', 'vidforge')}
  </div>
  <nav class="pagination" aria-label="Integrations pages">
    <a class="pagination__prev" href="/integrations">‹ Previous</a>
    <a href="/integrations">1</a>
    <span class="pagination__current">2</span>
  </nav>
</section>
${foot}`,
  partners: `${head('Partner Program | Trellis Learn', 'Resell, implement or build on Trellis Learn.', '/partners')}
<section class="page-header"><h1>Grow with the Trellis Partner Program</h1><p>Our partners help organizations around the world roll out learning that sticks.</p></section>
<section class="partner-tiers">
  <div><h2>Resellers</h2><p>Bundle Trellis with your services and earn recurring margin.</p></div>
  <div><h2>Implementation partners</h2><p>Certified consultants who design programs, migrate content and launch Trellis.</p></div>
  <div><h2>Technology partners</h2><p>Build an integration and list it in our <a href="/integrations">integrations directory</a>.</p></div>
</section>
<section class="partner-directory">
  <h2>Find a partner</h2>
  <div class="partner-card">
    <img src="https://www.trellislearn.com/hubfs/partners/northwind-learning.png" alt="Northwind Learning Consultants">
    <h3>Northwind Learning Consultants</h3><p>Implementation partner · United States</p>
    <a href="https://www.nwlearning.com/" target="_blank" rel="noopener">nwlearning.com</a>
  </div>
  <div class="partner-card">
    <img src="https://www.trellislearn.com/hubfs/partners/keystone-ld.png" alt="Keystone L&amp;D Group">
    <h3>Keystone L&amp;D Group</h3><p>Reseller · United Kingdom &amp; Ireland</p>
    <a href="https://keystoneld.co.uk/" target="_blank" rel="noopener">keystoneld.co.uk</a>
  </div>
  <div class="partner-card">
    <img src="https://www.trellislearn.com/hubfs/partners/apex-talent.png" alt="Apex Talent Solutions">
    <h3>Apex Talent Solutions</h3><p>Reseller · Australia &amp; New Zealand</p>
    <a href="https://www.apextalent.com.au/" target="_blank" rel="noopener">apextalent.com.au</a>
  </div>
  <div class="partner-card">
    <img src="https://www.trellislearn.com/hubfs/partners/lernwerk.png" alt="LernWerk Beratung GmbH">
    <h3>LernWerk Beratung GmbH</h3><p>Implementation partner · DACH</p>
    <a href="https://www.lernwerk-beratung.de/" target="_blank" rel="noopener">lernwerk-beratung.de</a>
  </div>
</section>
<section class="cta"><h2>Become a partner</h2><p>Fill out the application and our partnerships team will reach out within two business days.</p><a class="button" href="/partners/apply">Apply now</a></section>
${foot}`,
  customers: `${head('Customer Stories | Trellis Learn', 'How companies use Trellis Learn to onboard and upskill.', '/customers')}
<section class="page-header"><h1>Customer stories</h1></section>
<section class="case-studies">
  <article class="case-card"><img src="https://www.trellislearn.com/hubfs/customers/harbor-freightlines.svg" alt="Harbor Freightlines"><h2>Harbor Freightlines cut driver onboarding from 3 weeks to 6 days</h2><p>With 2,300 drivers across 40 depots, <a href="https://www.harborfreightlines.com/" target="_blank" rel="noopener">Harbor Freightlines</a> needed mobile-first training.</p><a href="/customers/harbor-freightlines">Read the story</a></article>
  <article class="case-card"><img src="https://www.trellislearn.com/hubfs/customers/brightwell-health.svg" alt="Brightwell Health"><h2>Brightwell Health reached 99% compliance completion</h2><p><a href="https://brightwellhealth.org/" target="_blank" rel="noopener">Brightwell Health</a> replaced three legacy systems with Trellis.</p><a href="/customers/brightwell-health">Read the story</a></article>
  <article class="case-card"><img src="https://www.trellislearn.com/hubfs/customers/oakmont-credit-union.svg" alt="Oakmont Credit Union"><h2>Oakmont Credit Union builds a culture of learning</h2><p>"Our tellers complete two micro-courses a week." – VP People, <a href="https://www.oakmontcu.org/" target="_blank" rel="noopener">Oakmont CU</a></p><a href="/customers/oakmont-credit-union">Read the story</a></article>
</section>
${foot}`,
  about: `${head('About Us | Trellis Learn', 'Our mission is to make workplace learning something people look forward to.', '/about')}
<section class="page-header"><h1>About Trellis</h1><p>Founded in 2019 in Boston, Trellis Learn now supports more than 1,200 organizations in 38 countries.</p></section>
<section class="investors">
  <h2>Backed by</h2>
  <p>We raised a $28M Series B in 2024 led by <a href="https://www.foundrypeak.vc/" target="_blank" rel="noopener">Foundry Peak Ventures</a>, with participation from <a href="https://harborlightcapital.com/" target="_blank" rel="noopener">Harborlight Capital</a>.</p>
</section>
<section class="press">
  <h2>In the news</h2>
  <ul>
    <li><a href="https://techcrunch.com/2024/03/12/trellis-learn-series-b/" target="_blank" rel="noopener">TechCrunch: Trellis Learn raises $28M to make corporate training less boring</a></li>
    <li><a href="https://www.bostonglobe.com/business/2024/05/02/trellis-learn/" target="_blank" rel="noopener">Boston Globe: 10 local startups to watch</a></li>
  </ul>
</section>
<section class="careers-teaser"><h2>Join us</h2><p>We're hiring across engineering and customer success. <a href="https://boards.greenhouse.io/trellislearn" target="_blank" rel="noopener">See open roles</a>.</p></section>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'trellislearn.com',
  otherDomains: ['app.trellislearn.com', 'developers.trellislearn.com', 'status.trellislearn.com'],
  covers:
    'US corporate LMS on HubSpot CMS: integrations directory as cards split across two paginated pages, partner directory of resellers and implementation partners; negatives: customer logos and case-study links, G2 badges, investors, press, job board, app-store and social links',
  pages: {
    '/': { headers, html: html.home },
    '/integrations': { headers, html: html.integrations1 },
    '/integrations/page/2': { headers, html: html.integrations2 },
    '/partners': { headers, html: html.partners },
    '/customers': { headers, html: html.customers },
    '/about': { headers, html: html.about },
  },
  sitemap: ['/', '/platform', '/integrations', '/integrations/page/2', '/customers', '/partners', '/pricing', '/about'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'jquery-migrate', 'google-tag-manager', 'cloudflare', 'open-graph', 'bamboohr'],
  partners: {
    'slack.com': 'technology',
    'microsoft.com': 'technology',
    'zoom.us': 'technology',
    'okta.com': 'technology',
    'workday.com': 'technology',
    'bamboohr.com': 'technology',
    'pulsehr.io': 'technology',
    'certifyhub.com': 'technology',
    'contentmint.com': 'technology',
    'vidforge.com': 'technology',
    'nwlearning.com': 'channel',
    'keystoneld.co.uk': 'channel',
    'apextalent.com.au': 'channel',
    'lernwerk-beratung.de': 'channel',
  },
};
