import type { CorpusSite } from '../corpus/types.js';

const hdrs = {
  server: 'cloudflare',
  'cf-ray': '87c2a1f4dd9e6a3c-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21409887',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache5MinsEdgeCache1Hour',
  'content-type': 'text/html;charset=utf-8',
};

const HUBFS = 'https://www.glossbook.com/hubfs';

const head = (title: string, desc: string, path: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="${HUBFS}/glossbook-favicon.png">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="${HUBFS}/og/glossbook-og-2024.png">
<meta property="og:url" content="https://www.glossbook.com${path}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@glossbookapp">
<link rel="canonical" href="https://www.glossbook.com${path}">
<link rel="stylesheet" href="${HUBFS}/hub_generated/template_assets/1/148812233170/1712651205511/template_main.min.css">
<link rel="stylesheet" href="${HUBFS}/hub_generated/module_assets/1/148812233199/1712651207720/module_partner-cards.min.css">
<meta name="generator" content="HubSpot">
</head>`;

const nav = `<body class="hs-content-id-150733298011 hs-site-page page">
<div class="body-wrapper">
<header class="header">
  <div class="header__container content-wrapper">
    <a href="https://www.glossbook.com" class="header__logo"><img src="${HUBFS}/brand/glossbook-logo.svg" alt="Glossbook" width="140" height="32"></a>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--has-submenu"><a class="menu__link" href="/features">Features</a></li>
        <li class="menu__item"><a class="menu__link" href="/pricing">Pricing</a></li>
        <li class="menu__item"><a class="menu__link" href="/customers">Customers</a></li>
        <li class="menu__item"><a class="menu__link" href="/partners">Partners</a></li>
        <li class="menu__item"><a class="menu__link" href="https://www.glossbook.com/blog">Blog</a></li>
      </ul>
    </nav>
    <div class="header__buttons"><a class="button button--secondary" href="https://app.glossbook.com/login">Log in</a> <a class="button" href="/demo">Book a demo</a></div>
  </div>
</header>
<main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
<footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <h4>Product</h4>
      <ul class="no-list">
        <li><a href="/features/online-booking">Online booking</a></li>
        <li><a href="/features/point-of-sale">Point of sale</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="https://developers.glossbook.com/">API docs</a></li>
        <li><a href="https://status.glossbook.com/">System status</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Company</h4>
      <ul class="no-list">
        <li><a href="/about">About</a></li>
        <li><a href="https://jobs.ashbyhq.com/glossbook">Careers</a></li>
        <li><a href="/partners">Partner program</a></li>
        <li><a href="/press">Press</a></li>
        <li><a href="https://www.glossbookacademy.com/">Glossbook Academy</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Support</h4>
      <ul class="no-list">
        <li><a href="https://help.glossbook.com/">Help centre</a></li>
        <li><a href="/contact">Contact sales</a></li>
        <li><a href="/legal/privacy">Privacy</a></li>
        <li><a href="/legal/terms">Terms</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Get the app</h4>
      <a href="https://apps.apple.com/gb/app/glossbook-for-salons/id1498820331"><img src="${HUBFS}/badges/app-store.svg" alt="Download on the App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=com.glossbook.business"><img src="${HUBFS}/badges/google-play.svg" alt="Get it on Google Play"></a>
      <div class="footer__social">
        <a href="https://www.instagram.com/glossbookapp/">Instagram</a>
        <a href="https://www.linkedin.com/company/glossbook/">LinkedIn</a>
        <a href="https://www.youtube.com/@glossbook">YouTube</a>
      </div>
    </div>
  </div>
  <p class="footer__copyright">&copy; 2024 Glossbook Ltd. Registered in England no. 11904522. 20 Shoreditch High Street, London E1 6PG.</p>
</footer>
</div>
<div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" role="region" aria-label="Cookie banner" data-hs-target-cookie-policy="true">
  <div id="hs-eu-cookie-confirmation-inner"><p id="hs-eu-policy-wording">We use cookies to improve your experience and to analyse our traffic. <a href="/legal/cookies">Cookie policy</a></p>
  <div id="hs-eu-cookie-confirmation-buttons-area"><a id="hs-eu-confirmation-button" role="button">Accept</a> <a id="hs-eu-decline-button" role="button">Decline</a></div></div>
</div>
<script src="https://static.hsappstatic.net/content_shared_assets/static-1.4001/js/public_common.js"></script>
<script src="${HUBFS}/hub_generated/template_assets/1/148812233172/1712651206071/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.glossbook.com"]);
_hsq.push(["setPageId", "150733298011"]);
</script>
<script async src="https://js.hs-analytics.net/analytics/1712745600000/21409887.js" id="hs-analytics"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21409887.js"></script>
</body>
</html>`;

const home = `${head('Glossbook | Salon booking software for hair & beauty businesses', 'Online booking, payments, stock and marketing for hair salons, barbers, nail and beauty studios.', '/')}
${nav}
<div class="dnd-section hero">
  <h1>The booking system salons actually love</h1>
  <p>Online booking, no-show protection, colour formulas and stock in one app. Trusted by more than 4,000 salons in the UK, Ireland, Australia and France.</p>
  <a class="button" href="/demo">Book a free demo</a>
</div>
<div class="dnd-section logos">
  <h2>Trusted by 4,000+ salons</h2>
  <div class="logo-row">
    <a href="https://www.thecutabove.com/"><img src="${HUBFS}/customers/the-cut-above.svg" alt="The Cut Above"></a>
    <a href="https://luxelashstudio.com/"><img src="${HUBFS}/customers/luxe-lash.svg" alt="Luxe Lash Studio"></a>
    <img src="${HUBFS}/customers/barber-and-brew.svg" alt="Barber &amp; Brew">
    <img src="${HUBFS}/customers/atelier-ongles.svg" alt="Atelier des Ongles">
  </div>
</div>
<div class="dnd-section testimonial">
  <blockquote>&ldquo;No-shows dropped by 70% in our first month.&rdquo;<cite>Priya Shah, owner of The Cut Above</cite></blockquote>
</div>
<div class="dnd-section reviews">
  <a href="https://www.g2.com/products/glossbook/reviews"><img src="${HUBFS}/badges/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024"></a>
  <p>Backed by <a href="https://www.lanterncapital.vc/portfolio">Lantern Capital</a> and <a href="https://hollisventures.com/">Hollis Ventures</a>.</p>
</div>
${footer}`;

const partnerCard = (logo: string, name: string, kind: string, desc: string, href: string) => `      <div class="partner-card">
        <img src="${HUBFS}/partners/${logo}" alt="${name} logo" loading="lazy">
        <span class="partner-card__tag">${kind}</span>
        <h3>${name}</h3>
        <p>${desc}</p>
        <a href="${href}" class="partner-card__link" rel="noopener">Visit website &rarr;</a>
      </div>`;

const partners = `${head('Partners | Glossbook', 'Integration partners and the Glossbook partner program for resellers, agencies and salon consultants.', '/partners')}
${nav}
<div class="dnd-section">
  <h1>Glossbook partners</h1>
  <p>Glossbook connects with the tools salons already use, and our partner network helps salons switch, set up and grow.</p>
</div>
<div class="dnd-section" id="integration-partners">
  <h2>Integration partners</h2>
  <p>Certified integrations, built and supported together with our technology partners.</p>
  <div class="partner-grid">
${[
  partnerCard(
    'tillwise.svg',
    'Tillwise',
    'Point of sale',
    'Sync retail sales and card terminals with your Glossbook appointments.',
    'https://www.tillwise.com/',
  ),
  partnerCard(
    'ledgerleaf.svg',
    'LedgerLeaf',
    'Accounting',
    'Daily takings, tips and commission exported straight into your books.',
    'https://ledgerleaf.io/integrations/glossbook',
  ),
  partnerCard(
    'shadebox.svg',
    'Shadebox',
    'Colour management',
    'Smart scales that log every colour mix to the client record and cut colour waste.',
    'https://www.shadebox.com/',
  ),
  partnerCard(
    'pingmail.svg',
    'PingMail',
    'Marketing',
    'Birthday offers and rebooking reminders triggered by Glossbook visits.',
    'https://pingmail.co/',
  ),
  partnerCard(
    'payperch.svg',
    'PayPerch',
    'Payments',
    'Deposits and no-show fees collected at booking with PayPerch.',
    'https://www.payperch.com/',
  ),
].join('\n')}
  </div>
</div>
<div class="dnd-section" id="solution-partners">
  <h2>Resellers, agencies &amp; salon consultants</h2>
  <p>Our solution partners resell Glossbook, migrate your data and train your team. <a href="/partners/directory">Browse the partner directory</a> or <a href="/partners/apply">apply to become a partner</a>.</p>
</div>
${footer}`;

const dirRow = (partner: string, kind: string, region: string) => `      <tr><td>${partner}</td><td>${kind}</td><td>${region}</td></tr>`;

const directory = (
  n: 1 | 2,
  rows: string,
) => `${head(n === 1 ? 'Partner directory | Glossbook' : 'Partner directory – page 2 | Glossbook', 'Find a Glossbook reseller, agency or salon consultant near you.', n === 1 ? '/partners/directory' : '/partners/directory/page/2')}
${nav}
<div class="dnd-section">
  <h1>Partner directory</h1>
  <p>Certified Glossbook solution partners. Filter by country or partner type.</p>
  <table class="partner-directory">
    <thead><tr><th>Partner</th><th>Type</th><th>Region</th></tr></thead>
    <tbody>
${rows}
    </tbody>
  </table>
  <nav class="pagination" aria-label="Pagination">
    ${n === 1 ? '<span class="current">1</span> <a href="/partners/directory/page/2">2</a> <a href="/partners/directory/page/2" rel="next">Next</a>' : '<a href="/partners/directory" rel="prev">Previous</a> <a href="/partners/directory">1</a> <span class="current">2</span>'}
  </nav>
</div>
${footer}`;

const page1 = directory(
  1,
  [
    dirRow('<a href="/partners/directory/salon-growth-co">Salon Growth Co.</a>', 'Consultant', 'United Kingdom'),
    dirRow('<a href="https://www.blowoutdigital.com/" rel="noopener">Blowout Digital</a>', 'Marketing agency', 'United States'),
    dirRow('<a href="https://chairandco.com.au/" rel="noopener">Chair &amp; Co Consulting</a>', 'Consultant', 'Australia'),
  ].join('\n'),
);

const page2 = directory(
  2,
  [
    dirRow('<a href="https://www.mirrorline.ie/" rel="noopener">Mirrorline Systems</a>', 'Reseller', 'Ireland'),
    dirRow('<a href="https://studionumerique-coiffure.fr/" rel="noopener">Studio Numérique Coiffure</a>', 'Reseller', 'France'),
    dirRow('Fringe Benefits Agency', 'Marketing agency', 'United Kingdom'),
  ].join('\n'),
);

const detail = `${head('Salon Growth Co. | Glossbook partner directory', 'Salon Growth Co. is a certified Glossbook consultant in the United Kingdom.', '/partners/directory/salon-growth-co')}
${nav}
<div class="dnd-section partner-detail">
  <a href="/partners/directory">&larr; Back to directory</a>
  <img src="${HUBFS}/partners/salon-growth-co.png" alt="Salon Growth Co.">
  <h1>Salon Growth Co.</h1>
  <ul class="partner-detail__meta"><li>Type: Consultant</li><li>Region: United Kingdom</li><li>Certified since 2021</li></ul>
  <p>Salon Growth Co. helps independent salons move from paper diaries to Glossbook, with data migration, team training and a 90-day growth plan.</p>
  <a class="button" href="https://www.salongrowth.co.uk/glossbook" rel="noopener">Visit website</a>
</div>
${footer}`;

const customers = `${head('Customer stories | Glossbook', 'How hair and beauty salons grow with Glossbook.', '/customers')}
${nav}
<div class="dnd-section">
  <h1>Customer stories</h1>
  <article class="case-study"><h2>The Cut Above cut no-shows by 70%</h2><p>Priya Shah's three Manchester salons moved to Glossbook in 2022. <a href="/customers/the-cut-above">Read the story</a> &middot; <a href="https://www.thecutabove.com/">thecutabove.com</a></p></article>
  <article class="case-study"><h2>Luxe Lash Studio fills its diary on autopilot</h2><p>Automated rebooking reminders brought back 1 in 4 lapsed clients. <a href="/customers/luxe-lash-studio">Read the story</a></p></article>
  <article class="case-study"><h2>Atelier des Ongles opens its fourth studio</h2><p>How a Paris nail bar manages four locations from one app. <a href="/customers/atelier-des-ongles">Read the story</a></p></article>
  <p>As featured in <a href="https://www.salontodaymagazine.co.uk/news/glossbook-series-a">Salon Today Magazine</a> and Professional Beauty.</p>
</div>
${footer}`;

export const site: CorpusSite = {
  domain: 'glossbook.com',
  otherDomains: ['glossbookacademy.com'],
  covers:
    'English salon-booking SaaS on HubSpot CMS (Cloudflare, HubSpot analytics and cookie banner): integration partners as cards with "Visit website", solution-partner directory as a paginated table with one partner reached via a detail page and one without website; customer logos and case studies, testimonial, G2 badge, investors, press, Ashby jobs, app stores and own docs/status/help subdomains as negatives',
  pages: {
    '/': { redirect: 'https://www.glossbook.com/' },
    'https://www.glossbook.com/': { headers: hdrs, html: home },
    'https://www.glossbook.com/partners': { headers: hdrs, html: partners },
    'https://www.glossbook.com/partners/directory': { headers: hdrs, html: page1 },
    'https://www.glossbook.com/partners/directory/page/2': { headers: hdrs, html: page2 },
    'https://www.glossbook.com/partners/directory/salon-growth-co': { headers: hdrs, html: detail },
    'https://www.glossbook.com/customers': { headers: hdrs, html: customers },
  },
  sitemap: [
    'https://www.glossbook.com/',
    'https://www.glossbook.com/pricing',
    'https://www.glossbook.com/customers',
    'https://www.glossbook.com/partners',
    'https://www.glossbook.com/partners/directory',
  ],
  technologies: ['cloudflare', 'hubspot', 'hubspot-analytics', 'hubspot-cms-hub', 'hubspot-cookie-policy-banner', 'open-graph'],
  partners: {
    'tillwise.com': 'technology',
    'ledgerleaf.io': 'technology',
    'shadebox.com': 'technology',
    'pingmail.co': 'technology',
    'payperch.com': 'technology',
    'salongrowth.co.uk': 'channel',
    'blowoutdigital.com': 'channel',
    'chairandco.com.au': 'channel',
    'mirrorline.ie': 'channel',
    'studionumerique-coiffure.fr': 'channel',
  },
};
