import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'iad1::sfo1::8x2kq-1718112233445-5c1d0e9a7b21',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

function page(title: string, description: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.ledgerlycrm.com${path}">
<meta property="og:image" content="https://www.ledgerlycrm.com/og/ledgerly-default.png">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.ledgerlycrm.com${path}">
<link rel="icon" href="/favicon.ico">
<link rel="preload" href="/_next/static/media/inter-var.p.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="stylesheet" href="/_next/static/css/8f2c1a5d2e7b9c10.css" data-precedence="next">
<script src="/_next/static/chunks/webpack-5b1f0c7a3d.js" async=""></script>
<script src="/_next/static/chunks/framework-0c9e8d7f6a.js" async=""></script>
<script src="/_next/static/chunks/main-app-2f1e4d3c5b.js" async=""></script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-KQ7L2PX');</script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-KQ7L2PX" async=""></script>
</head>
<body class="__className_a64ecd">
<div id="__next">
<header class="site-header">
  <a class="logo" href="/" aria-label="Ledgerly CRM home"><img src="/brand/ledgerly-logo.svg" alt="Ledgerly" width="132" height="32"></a>
  <nav aria-label="Main">
    <ul>
      <li><a href="/product">Product</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/integrations">Integrations</a></li>
      <li><a href="/customers">Customers</a></li>
      <li><a href="/partners">Partners</a></li>
      <li><a href="/about">Company</a></li>
      <li><a href="https://help.ledgerly.help/">Help center</a></li>
    </ul>
  </nav>
  <a class="btn btn-ghost" href="https://app.ledgerlycrm.com/login">Log in</a>
  <a class="btn btn-primary" href="https://app.ledgerlycrm.com/signup">Start free trial</a>
</header>
<main>
${main}
</main>
<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h4>Product</h4>
      <ul>
        <li><a href="/product/pipeline">Pipeline</a></li>
        <li><a href="/product/forecasting">Forecasting</a></li>
        <li><a href="/product/quotes">Quotes &amp; invoices</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="/security">Security</a></li>
      </ul>
    </div>
    <div>
      <h4>Company</h4>
      <ul>
        <li><a href="/about">About</a></li>
        <li><a href="https://jobs.ashbyhq.com/ledgerly">Careers</a></li>
        <li><a href="/partners">Partner program</a></li>
        <li><a href="/press">Press</a></li>
        <li><a href="/contact">Contact</a></li>
      </ul>
    </div>
    <div>
      <h4>Get the app</h4>
      <a href="https://apps.apple.com/us/app/ledgerly-crm/id1587723410"><img src="/badges/app-store.svg" alt="Download on the App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=com.ledgerlycrm.mobile"><img src="/badges/google-play.svg" alt="Get it on Google Play"></a>
    </div>
  </div>
  <div class="footer-bottom">
    <p>&copy; 2024 Ledgerly Software, Inc. 548 Market St, San Francisco, CA 94104</p>
    <ul class="social">
      <li><a href="https://www.linkedin.com/company/ledgerlycrm" aria-label="LinkedIn">LinkedIn</a></li>
      <li><a href="https://x.com/ledgerlycrm" aria-label="X">X</a></li>
      <li><a href="https://www.youtube.com/@ledgerlycrm" aria-label="YouTube">YouTube</a></li>
    </ul>
    <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a> · <a href="https://status.ledgerly.help/">Status</a>
  </div>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"${path === '/' ? '/' : path}","query":{},"buildId":"Zr3x9cYbQ1","nextExport":false,"isFallback":false,"gsp":true,"scriptLoader":[]}</script>
</body>
</html>`;
}

const integrationCard = (name: string, href: string, category: string, blurb: string): string => `
      <article class="integration-card" data-category="${category}">
        <img src="/integrations/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg" alt="${name} logo" width="48" height="48">
        <h3>${name}</h3>
        <span class="tag">${category}</span>
        <p>${blurb}</p>
        <a class="card-link" href="${href}" rel="noopener" target="_blank">Visit ${name}</a>
        <a class="card-link secondary" href="/integrations/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">Setup guide</a>
      </article>`;

export const site: CorpusSite = {
  domain: 'ledgerlycrm.com',
  otherDomains: ['ledgerly.help'],
  covers:
    'US English Next.js CRM SaaS on Vercel: integration marketplace cards (technology), solution partner directory cards (channel); negatives: customer logos, investors, press links, app-store badges, job board, own help-center domain, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Ledgerly CRM — the CRM for teams that sell and bill',
        'Pipeline, quotes and invoices in one CRM built for small B2B sales teams.',
        '/',
        `
<section class="hero">
  <h1>Close deals and get paid, from one pipeline</h1>
  <p>Ledgerly is the CRM for B2B teams of 5 to 200 sellers: track every deal, send quotes, and turn them into invoices without re-typing a thing.</p>
  <a class="btn btn-primary" href="https://app.ledgerlycrm.com/signup">Try it free for 14 days</a>
  <a class="btn" href="/demo">Book a demo</a>
</section>
<section class="logos">
  <p class="eyebrow">Trusted by 4,000+ growing sales teams</p>
  <ul class="logo-row">
    <li><img src="/customers/harborview-logistics.svg" alt="Harborview Logistics"></li>
    <li><img src="/customers/pinecrest-dental-supply.svg" alt="Pinecrest Dental Supply"></li>
    <li><img src="/customers/tallgrass-solar.svg" alt="Tallgrass Solar"></li>
    <li><img src="/customers/quillon-labs.svg" alt="Quillon Labs"></li>
    <li><img src="/customers/redmesa-foods.svg" alt="Red Mesa Foods"></li>
  </ul>
</section>
<section class="features">
  <div class="feature"><h2>Pipeline you'll actually update</h2><p>Drag-and-drop stages, automatic activity capture from your inbox and calendar.</p></div>
  <div class="feature"><h2>Quotes that become invoices</h2><p>Send a quote, get it e-signed, and push it to your accounting system in one click.</p></div>
  <div class="feature"><h2>Works with the tools you use</h2><p>Connect email, chat, calling, e-signature and accounting. <a href="/integrations">Browse 60+ integrations</a>.</p></div>
</section>
<section class="press-strip">
  <p class="eyebrow">As seen in</p>
  <a href="https://techcrunch.com/2023/09/12/ledgerly-raises-series-a-crm-billing/">TechCrunch</a>
  <a href="https://www.forbes.com/sites/smallbusiness/2024/02/02/crm-tools-for-smb/">Forbes</a>
</section>
<section class="cta">
  <h2>Work with a certified Ledgerly expert</h2>
  <p>Need help migrating from spreadsheets or another CRM? <a href="/partners">Find a solution partner</a>.</p>
</section>`,
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations | Ledgerly CRM',
        'Connect Ledgerly to your email, calendar, chat, telephony, e-signature and accounting tools.',
        '/integrations',
        `
<section class="page-hero">
  <h1>Integrations marketplace</h1>
  <p>Ledgerly connects to the apps your team already relies on. All integrations below are built and maintained together with our technology partners.</p>
  <div class="filters" role="tablist">
    <button role="tab" aria-selected="true">All</button>
    <button role="tab">Communication</button>
    <button role="tab">Accounting</button>
    <button role="tab">E-signature</button>
    <button role="tab">Automation</button>
  </div>
</section>
<section class="integration-grid">
  ${integrationCard('Slack', 'https://slack.com/', 'Communication', 'Get deal alerts in channels and update records with slash commands.')}
  ${integrationCard('Zoom', 'https://zoom.us/', 'Communication', 'Log meetings and recordings to the right contact automatically.')}
  ${integrationCard('Callwisp', 'https://www.callwisp.io/', 'Communication', 'Click-to-call, call logging and AI call summaries inside each deal.')}
  ${integrationCard('QuickBooks Online', 'https://quickbooks.intuit.com/', 'Accounting', 'Sync customers, products and invoices both ways.')}
  ${integrationCard('Mailchimp', 'https://mailchimp.com/', 'Marketing', 'Push segments from Ledgerly into Mailchimp audiences.')}
  ${integrationCard('DocuSign', 'https://www.docusign.com/', 'E-signature', 'Send quotes for signature and move deals to Won when signed.')}
  ${integrationCard('Stripe', 'https://stripe.com/', 'Payments', 'Collect card and ACH payments on Ledgerly invoices.')}
  ${integrationCard('Zapier', 'https://zapier.com/apps/ledgerly/integrations', 'Automation', 'Connect Ledgerly to 6,000+ apps with no-code workflows.')}
</section>
<section class="build">
  <h2>Build your own</h2>
  <p>Use our <a href="https://developers.ledgerly.help/">REST API and webhooks</a> to build a private integration or list your app in the marketplace.</p>
</section>`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Solution Partners | Ledgerly CRM',
        'Certified Ledgerly solution partners help you migrate, configure and train your team.',
        '/partners',
        `
<section class="page-hero">
  <h1>Find a Ledgerly solution partner</h1>
  <p>Our certified solution partners implement Ledgerly, migrate your data and train your sales team. Each partner below has completed Ledgerly Implementation Certification.</p>
</section>
<section class="partner-directory">
  <div class="partner-card">
    <img src="/partners/brightpath.png" alt="BrightPath CRM Consulting">
    <h3>BrightPath CRM Consulting</h3>
    <p class="meta">Austin, TX · Platinum partner · Implementation, data migration</p>
    <a href="https://www.brightpathcrm.com/" target="_blank" rel="noopener">brightpathcrm.com</a>
  </div>
  <div class="partner-card">
    <img src="/partners/northgate.png" alt="Northgate Advisory">
    <h3>Northgate Advisory</h3>
    <p class="meta">Leeds, UK · Gold partner · RevOps consulting, training</p>
    <a href="https://northgateadvisory.co.uk/" target="_blank" rel="noopener">northgateadvisory.co.uk</a>
  </div>
  <div class="partner-card">
    <img src="/partners/okapi.png" alt="Okapi Digital">
    <h3>Okapi Digital</h3>
    <p class="meta">Cape Town, South Africa · Gold partner · Implementation, custom integrations</p>
    <a href="https://okapidigital.co.za/" target="_blank" rel="noopener">okapidigital.co.za</a>
  </div>
  <div class="partner-card">
    <img src="/partners/sable-finch.png" alt="Sable &amp; Finch Consulting">
    <h3>Sable &amp; Finch Consulting</h3>
    <p class="meta">Toronto, Canada · Silver partner · Sales process design</p>
    <a href="https://www.sablefinch.com/" target="_blank" rel="noopener">sablefinch.com</a>
  </div>
</section>
<section class="apply">
  <h2>Become a partner</h2>
  <p>Consultancies and agencies earn 20% recurring revenue share and get a dedicated partner manager. <a href="/partners/apply">Apply to the partner program</a>.</p>
</section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About Ledgerly',
        'Ledgerly was founded in 2019 to give small B2B sales teams a CRM that handles billing too.',
        '/about',
        `
<section class="page-hero">
  <h1>We build the CRM we wanted as sellers</h1>
  <p>Ledgerly was founded in 2019 by Maya Okafor and Dan Whitfield after a decade running sales teams at B2B distributors. Today 62 people across San Francisco, Denver and Lisbon work on Ledgerly.</p>
</section>
<section class="investors">
  <h2>Our investors</h2>
  <p>We are backed by <a href="https://www.foundrypeak.vc/">Foundry Peak Ventures</a> and <a href="https://lanternhill.capital/">Lantern Hill Capital</a>, together with angel investors from the SaaS community.</p>
</section>
<section class="compliance">
  <h2>Security &amp; compliance</h2>
  <p>Ledgerly is SOC 2 Type II audited and GDPR compliant. <a href="/security">Read our security overview</a>.</p>
</section>
<section class="jobs">
  <h2>Join us</h2>
  <p>We're hiring engineers and account executives. <a href="https://jobs.ashbyhq.com/ledgerly">See open roles</a>.</p>
</section>`,
      ),
    },
    '/customers': {
      headers,
      html: page(
        'Customer stories | Ledgerly CRM',
        'How growing B2B teams use Ledgerly to sell and bill faster.',
        '/customers',
        `
<section class="page-hero"><h1>Customer stories</h1></section>
<section class="stories">
  <article><h2>Harborview Logistics cut quote-to-cash time by 40%</h2><p>“We replaced three tools with Ledgerly.” — Ana Ruiz, VP Sales, <a href="https://www.harborviewlogistics.com/">Harborview Logistics</a></p><a href="/customers/harborview-logistics">Read the story</a></article>
  <article><h2>Tallgrass Solar scaled from 5 to 40 reps</h2><p>“Onboarding new reps takes a day now.” — Chris Lund, Head of Sales, <a href="https://tallgrasssolar.com/">Tallgrass Solar</a></p><a href="/customers/tallgrass-solar">Read the story</a></article>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/integrations', '/partners', '/about', '/customers'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'open-graph', 'google-tag-manager'],
  partners: {
    'slack.com': 'technology',
    'zoom.us': 'technology',
    'callwisp.io': 'technology',
    'intuit.com': 'technology',
    'mailchimp.com': 'technology',
    'docusign.com': 'technology',
    'stripe.com': 'technology',
    'zapier.com': 'technology',
    'brightpathcrm.com': 'channel',
    'northgateadvisory.co.uk': 'channel',
    'okapidigital.co.za': 'channel',
    'sablefinch.com': 'channel',
  },
};
