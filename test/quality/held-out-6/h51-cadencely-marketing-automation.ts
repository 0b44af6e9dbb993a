import type { CorpusSite } from '../corpus/types.js';

const head = (title: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://assets.cadencely-cdn.com/css/cadencely.webflow.8f2a1c.css" rel="stylesheet" type="text/css">
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2PLM" async></script>
</head>`;

const nav = `<nav class="navbar w-nav">
  <a href="/" class="brand w-nav-brand"><img src="https://assets.cadencely-cdn.com/img/logo.svg" alt="Cadencely"></a>
  <div class="nav-menu">
    <div class="dropdown"><span>Product</span>
      <a href="/product/journeys">Journeys</a><a href="/product/email">Email</a><a href="/product/sms">SMS</a>
    </div>
    <a href="https://apps.cadencely.com/" class="nav-link">Integrations</a>
    <a href="/pricing" class="nav-link">Pricing</a>
    <a href="/customers" class="nav-link">Customers</a>
    <a href="/partners" class="nav-link">Partners</a>
    <a href="https://app.cadencely.com/login" class="nav-link">Log in</a>
    <a href="https://app.cadencely.com/signup" class="button">Start free</a>
  </div>
</nav>`;

const footer = `<footer class="footer">
  <div class="footer-col"><h5>Company</h5>
    <a href="/about">About</a>
    <a href="https://jobs.lever.co/cadencely">Careers</a>
    <a href="/press">Press</a>
    <a href="https://medium.com/cadencely-engineering">Engineering blog</a>
  </div>
  <div class="footer-col"><h5>Compare</h5>
    <a href="/compare/hubspot-alternative">Cadencely vs HubSpot</a>
    <a href="/compare/mailchimp-alternative">Cadencely vs Mailchimp</a>
  </div>
  <div class="footer-col"><h5>Developers</h5>
    <a href="https://cadencely.dev/docs">API docs</a>
    <a href="https://status.cadencely.com">Status</a>
  </div>
  <div class="footer-social">
    <a href="https://www.linkedin.com/company/cadencely">LinkedIn</a>
    <a href="https://x.com/cadencely">X</a>
    <a href="https://www.youtube.com/@cadencely">YouTube</a>
  </div>
  <a href="https://www.g2.com/products/cadencely/reviews"><img src="https://assets.cadencely-cdn.com/img/g2-leader-spring.svg" alt="G2 Leader Spring"></a>
  <p>© 2026 Cadencely Inc. · 548 Market St, San Francisco</p>
</footer>
<script src="https://static.intercomcdn.com/intercom.v1.js" async></script>`;

const appCard = (slug: string, name: string, category: string, by: string): string => `<div class="app-card" role="listitem">
      <a href="/apps/${slug}" class="app-card-link"><img src="https://assets.cadencely-cdn.com/apps/${slug}.png" alt="">
      <h3>${name}</h3></a>
      <p class="app-category">${category}</p>
      <p class="app-builder">Built by ${by}</p>
    </div>`;

const appsHead = `<head>
<meta charset="utf-8">
<title>Cadencely App Marketplace</title>
<meta content="Webflow" name="generator">
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2PLM" async></script>
</head>`;

export const site: CorpusSite = {
  domain: 'cadencely.com',
  otherDomains: ['cadencely.dev', 'cadencely-cdn.com'],
  covers:
    'Webflow SaaS whose integrations live on an apps. marketplace subdomain (cards with plain-text vendor domains, paginated with ?page=2) and whose agency partners sit in a tiered directory under a partners hub; traps are a linked customer wall, investors, G2 badge, Lever careers, medium.com blog, competitor comparison pages, a partner programme page with only a portal login, and own docs/CDN domains.',
  pages: {
    '/': {
      headers: { server: 'cloudflare', 'cf-ray': '8c1f2a3b4d5e6f70-SJC', 'content-type': 'text/html; charset=utf-8' },
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f204" data-wf-page="64a1f0c2e8b9d7a3c5e1f210" lang="en">
${head('Cadencely — Marketing automation for lean growth teams')}
<body>
${nav}
<section class="hero"><h1>Journeys that sell while you sleep</h1>
<p>Email, SMS and in-app messages triggered by what your customers actually do.</p>
<a href="https://app.cadencely.com/signup" class="button">Start your 14-day trial</a></section>
<section class="logos"><h2>Trusted by 4,000+ marketing teams</h2>
  <a href="https://www.gousto.co.uk"><img src="https://assets.cadencely-cdn.com/logos/gousto.svg" alt="Gousto"></a>
  <a href="https://www.bloomandwild.com"><img src="https://assets.cadencely-cdn.com/logos/bloomandwild.svg" alt="Bloom &amp; Wild"></a>
  <a href="https://www.patagonia.com"><img src="https://assets.cadencely-cdn.com/logos/patagonia.svg" alt="Patagonia"></a>
  <a href="https://www.allbirds.com"><img src="https://assets.cadencely-cdn.com/logos/allbirds.svg" alt="Allbirds"></a>
</section>
<section class="integrations-teaser"><h2>Plays nicely with your stack</h2>
<p>Connect your CRM, store and support desk in a couple of clicks.</p>
<a href="https://apps.cadencely.com/" class="button-secondary">Browse 120+ integrations</a></section>
<section class="investors"><h2>Backed by</h2>
  <a href="https://www.balderton.com"><img src="https://assets.cadencely-cdn.com/logos/balderton.svg" alt="Balderton Capital"></a>
  <a href="https://www.seedcamp.com"><img src="https://assets.cadencely-cdn.com/logos/seedcamp.svg" alt="Seedcamp"></a>
</section>
${footer}
</body></html>`,
    },
    '/partners': {
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f204" data-wf-page="64a1f0c2e8b9d7a3c5e1f233" lang="en">
${head('Partners | Cadencely')}
<body>
${nav}
<section class="hero"><h1>Grow with Cadencely partners</h1>
<p>Whether you need hands-on help or want to build on our platform, there is a path for you.</p></section>
<div class="grid-3">
  <div class="path-card"><h3>Hire an expert</h3><p>Certified agencies that design, build and run your journeys.</p><a href="/partners/directory" class="link-arrow">Find an agency partner →</a></div>
  <div class="path-card"><h3>Connect your tools</h3><p>Apps built by us and by technology partners.</p><a href="https://apps.cadencely.com/" class="link-arrow">Visit the marketplace →</a></div>
  <div class="path-card"><h3>Become a partner</h3><p>Earn 20% recurring revenue share and get certified.</p><a href="/partners/program" class="link-arrow">Partner programme →</a></div>
</div>
${footer}
</body></html>`,
    },
    '/partners/directory': {
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f204" data-wf-page="64a1f0c2e8b9d7a3c5e1f241" lang="en">
${head('Agency partner directory | Cadencely')}
<body>
${nav}
<h1>Agency partner directory</h1>
<p>Every agency below has at least two Cadencely-certified strategists and a track record of live customer journeys.</p>
<div class="tier tier-platinum"><h2>Platinum partners</h2>
  <div class="w-dyn-list"><div role="list" class="w-dyn-items">
    <div role="listitem" class="agency"><img src="https://assets.cadencely-cdn.com/partners/northbeam.png" alt=""><h3>Northbeam Digital</h3><p>London, UK · Lifecycle strategy, migrations</p><a href="https://www.northbeamdigital.co.uk/?utm_source=cadencely&amp;utm_medium=directory">Visit website</a></div>
    <div role="listitem" class="agency"><img src="https://assets.cadencely-cdn.com/partners/lumen-ash.png" alt=""><h3>Lumen &amp; Ash</h3><p>Austin, TX · E-commerce retention</p><a href="https://lumenandash.com">Visit website</a></div>
  </div></div>
</div>
<div class="tier tier-gold"><h2>Gold partners</h2>
  <div class="w-dyn-list"><div role="list" class="w-dyn-items">
    <div role="listitem" class="agency"><h3>Growthfolk</h3><p>Berlin, DE · B2B SaaS onboarding</p><a href="https://growthfolk.io/">Visit website</a></div>
    <div role="listitem" class="agency"><h3>Kettle Marketing</h3><p>Melbourne, AU · SMS &amp; email for DTC</p><a href="https://www.kettlemarketing.com.au">Visit website</a></div>
  </div></div>
</div>
<div class="tier tier-silver"><h2>Silver partners</h2>
  <div class="w-dyn-list"><div role="list" class="w-dyn-items">
    <div role="listitem" class="agency"><h3>Pivotal Reach</h3><p>Munich, DE · CRM consulting</p><a href="https://pivotalreach.de">Visit website</a></div>
  </div></div>
</div>
${footer}
</body></html>`,
    },
    '/partners/program': {
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f204" data-wf-page="64a1f0c2e8b9d7a3c5e1f252" lang="en">
${head('Partner programme | Cadencely')}
<body>
${nav}
<h1>The Cadencely partner programme</h1>
<ul><li>20% recurring revenue share for 24 months</li><li>Free certification through Cadencely Academy</li><li>Co-marketing and a listing in our directory</li></ul>
<a href="https://portal.cadencely.com/apply" class="button">Apply now</a>
<a href="https://portal.cadencely.com/login">Partner portal login</a>
${footer}
</body></html>`,
    },
    '/customers': {
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f204" data-wf-page="64a1f0c2e8b9d7a3c5e1f260" lang="en">
${head('Customer stories | Cadencely')}
<body>
${nav}
<h1>Customer stories</h1>
<div class="story"><h3>How Gousto cut churn by 18% with win-back journeys</h3><a href="https://www.gousto.co.uk">gousto.co.uk</a><a href="/customers/gousto">Read the story</a></div>
<div class="story"><h3>Oddbox doubled SMS revenue in a quarter</h3><a href="https://www.oddbox.co.uk">oddbox.co.uk</a><a href="/customers/oddbox">Read the story</a></div>
${footer}
</body></html>`,
    },
    '/compare/hubspot-alternative': {
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f204" data-wf-page="64a1f0c2e8b9d7a3c5e1f271" lang="en">
${head('Cadencely vs HubSpot Marketing Hub')}
<body>
${nav}
<h1>Looking for a HubSpot alternative?</h1>
<p><a href="https://www.hubspot.com/products/marketing">HubSpot Marketing Hub</a> is a great suite, but you pay for seats you never use. Here is how we compare.</p>
<table><tr><th></th><th>Cadencely</th><th>HubSpot</th></tr><tr><td>SMS included</td><td>Yes</td><td>Add-on</td></tr></table>
${footer}
</body></html>`,
    },
    'https://apps.cadencely.com/': {
      headers: { server: 'cloudflare', 'content-type': 'text/html; charset=utf-8' },
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f299" lang="en">
${appsHead}
<body>
<header><a href="https://cadencely.com/">← cadencely.com</a><h1>App Marketplace</h1>
<form action="/search"><input name="q" placeholder="Search apps"></form></header>
<aside><a href="/?category=crm">CRM</a><a href="/?category=ecommerce">E-commerce</a><a href="/?category=productivity">Productivity</a></aside>
<main>
  <div role="list" class="apps-grid">
    ${appCard('salesforce', 'Salesforce', 'CRM', 'salesforce.com')}
    ${appCard('shopify', 'Shopify', 'E-commerce', 'shopify.com')}
    ${appCard('slack', 'Slack', 'Productivity', 'slack.com')}
    ${appCard('zoom', 'Zoom Webinars', 'Events', 'zoom.us')}
    ${appCard('typeform', 'Typeform', 'Forms', 'typeform.com')}
    ${appCard('webhooks', 'Webhooks', 'Developer', 'Cadencely')}
  </div>
  <nav class="pagination"><span class="current">1</span><a href="/?page=2">2</a><a href="/?page=2" rel="next">Next</a></nav>
  <p><a href="https://cadencely.dev/docs/apps">Build your own app</a></p>
</main>
</body></html>`,
    },
    'https://apps.cadencely.com/?page=2': {
      headers: { server: 'cloudflare', 'content-type': 'text/html; charset=utf-8' },
      html: `<!DOCTYPE html><html data-wf-site="64a1f0c2e8b9d7a3c5e1f299" lang="en">
${appsHead}
<body>
<header><a href="https://cadencely.com/">← cadencely.com</a><h1>App Marketplace</h1></header>
<main>
  <div role="list" class="apps-grid">
    ${appCard('calendly', 'Calendly', 'Scheduling', 'calendly.com')}
    ${appCard('pipedrive', 'Pipedrive', 'CRM', 'pipedrive.com')}
    ${appCard('zapier', 'Zapier', 'Automation', 'zapier.com')}
    ${appCard('woocommerce', 'WooCommerce', 'E-commerce', 'woocommerce.com')}
  </div>
  <nav class="pagination"><a href="/?page=1" rel="prev">Previous</a><a href="/?page=1">1</a><span class="current">2</span></nav>
</main>
</body></html>`,
    },
  },
  sitemap: ['/', '/partners', '/partners/directory', '/partners/program', '/customers', '/compare/hubspot-alternative', '/pricing'],
  technologies: ['webflow', 'google-tag-manager', 'cloudflare', 'intercom', 'lever'],
  partners: {
    'salesforce.com': 'technology',
    'shopify.com': 'technology',
    'slack.com': 'technology',
    'zoom.us': 'technology',
    'typeform.com': 'technology',
    'calendly.com': 'technology',
    'pipedrive.com': 'technology',
    'zapier.com': 'technology',
    'woocommerce.com': 'technology',
    'northbeamdigital.co.uk': 'channel',
    'lumenandash.com': 'channel',
    'growthfolk.io': 'channel',
    'kettlemarketing.com.au': 'channel',
    'pivotalreach.de': 'channel',
  },
};
