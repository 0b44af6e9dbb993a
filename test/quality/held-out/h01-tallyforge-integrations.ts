import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Vercel',
  'x-vercel-id': 'lhr1::iad1::7xk2p-1718623441902-0b5c1e9d4a7f',
  'x-vercel-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://tallyforge.io${path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://assets.tallyforge.io/og/default-1200x630.png">
<meta property="og:url" content="https://tallyforge.io${path}">
<link rel="icon" href="/favicon.ico" sizes="any">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="preload" href="/assets/fonts/inter-var.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/assets/app.8c31f0e2.css">
<script defer src="/assets/runtime.4b7d21aa.js"></script>
<script defer src="/assets/app.8c31f0e2.js"></script>
<script async src="https://cdn.segment.com/analytics.js/v1/q7LbX2wZk0tRfA9c/analytics.min.js"></script>
</head>`;

const nav = `<body class="bg-white text-slate-900">
<a href="#content" class="sr-only focus:not-sr-only">Skip to content</a>
<header class="site-header">
  <div class="container flex items-center justify-between">
    <a href="/" class="logo" aria-label="Tallyforge home"><img src="https://assets.tallyforge.io/brand/tallyforge-wordmark.svg" alt="Tallyforge" width="132" height="28"></a>
    <nav aria-label="Main">
      <ul class="nav-list">
        <li><a href="/features">Features</a></li>
        <li><a href="/pricing">Pricing</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="/customers">Customers</a></li>
        <li><a href="https://help.tallyforge.io/">Help centre</a></li>
      </ul>
    </nav>
    <div class="nav-cta">
      <a href="https://app.tallyforge.io/login" class="btn btn-ghost">Log in</a>
      <a href="https://app.tallyforge.io/signup" class="btn btn-primary">Start free trial</a>
    </div>
  </div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="container footer-grid">
    <div class="footer-brand">
      <img src="https://assets.tallyforge.io/brand/tallyforge-mark-white.svg" alt="" width="32" height="32">
      <p>Bookkeeping, invoicing and cash-flow forecasts built for creative agencies.</p>
      <div class="app-badges">
        <a href="https://apps.apple.com/gb/app/tallyforge/id1589034412"><img src="https://assets.tallyforge.io/badges/app-store.svg" alt="Download on the App Store" width="120" height="40"></a>
        <a href="https://play.google.com/store/apps/details?id=io.tallyforge.mobile"><img src="https://assets.tallyforge.io/badges/google-play.svg" alt="Get it on Google Play" width="135" height="40"></a>
      </div>
    </div>
    <div>
      <h4>Product</h4>
      <ul>
        <li><a href="/features">Features</a></li>
        <li><a href="/pricing">Pricing</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="https://developers.tallyforge.io/">API</a></li>
        <li><a href="https://status.tallyforge.io/">Status</a></li>
      </ul>
    </div>
    <div>
      <h4>Company</h4>
      <ul>
        <li><a href="/about">About us</a></li>
        <li><a href="https://jobs.lever.co/tallyforge">Careers</a> <span class="pill">We're hiring</span></li>
        <li><a href="/press">Press kit</a></li>
        <li><a href="mailto:hello@tallyforge.io">hello@tallyforge.io</a></li>
      </ul>
    </div>
    <div>
      <h4>Follow</h4>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/tallyforge/" aria-label="LinkedIn">LinkedIn</a></li>
        <li><a href="https://x.com/tallyforgehq" aria-label="X">X (Twitter)</a></li>
        <li><a href="https://www.youtube.com/@tallyforge" aria-label="YouTube">YouTube</a></li>
      </ul>
      <a class="g2-badge" href="https://www.g2.com/products/tallyforge/reviews"><img src="https://assets.tallyforge.io/badges/g2-high-performer-2024.svg" alt="G2 High Performer Spring 2024" width="90" height="104"></a>
    </div>
  </div>
  <div class="container legal">
    <p>&copy; 2026 Tallyforge Ltd. Registered in England &amp; Wales, company no. 12874410.</p>
    <ul><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/terms">Terms</a></li><li><a href="/legal/cookies">Cookies</a></li></ul>
  </div>
</footer>
</body>
</html>`;

const card = (category: string, logo: string, name: string, blurb: string, link: string) => `
        <li class="integration-card" data-category="${category}">
          <img src="https://assets.tallyforge.io/integrations/${logo}.svg" alt="" width="48" height="48" loading="lazy">
          <div class="integration-body">
            <h3>${name}</h3>
            <span class="tag">${category[0]!.toUpperCase()}${category.slice(1)}</span>
            <p>${blurb}</p>
          </div>
          ${link}
        </li>`;

const ext = (url: string, label: string) =>
  `<a class="integration-link" href="${url}" target="_blank" rel="noopener noreferrer">${label} <span aria-hidden="true">&#8599;</span></a>`;

export const site: CorpusSite = {
  domain: 'tallyforge.io',
  covers:
    'SaaS integrations directory with category filter tabs (buttons, data-category cards) whose cards link out to partner sites, mixed with built-in integrations that link to its own help subdomain and a Google Workspace Marketplace listing; home has a "Trusted by" customer logo strip with links, G2 badge, app-store badges, Lever careers, social footer; Vercel headers, Segment script, Open Graph, Lever careers link (a Lever fingerprint)',
  pages: {
    '/': {
      headers,
      html: `${head('Tallyforge | Accounting software for creative agencies', 'Invoicing, bookkeeping and cash-flow forecasting for agencies and studios.', '/')}
${nav}
<main id="content">
  <section class="hero">
    <div class="container">
      <p class="eyebrow">Accounting for agencies</p>
      <h1>Know which projects make money &mdash; before the month ends</h1>
      <p class="lead">Tallyforge connects your time sheets, invoices and bank feeds so every project shows its real margin, live.</p>
      <div class="hero-cta">
        <a href="https://app.tallyforge.io/signup" class="btn btn-primary btn-lg">Start your 14-day trial</a>
        <a href="/demo" class="btn btn-secondary btn-lg">Book a demo</a>
      </div>
      <img class="hero-shot" src="https://assets.tallyforge.io/marketing/dashboard-2024@2x.webp" alt="Tallyforge project margin dashboard" width="1200" height="720">
    </div>
  </section>

  <section class="logos" aria-labelledby="trusted-heading">
    <div class="container">
      <h2 id="trusted-heading" class="section-label">Trusted by 3,000+ agencies and studios</h2>
      <ul class="logo-row">
        <li><a href="https://www.brightfoldstudio.com/"><img src="https://assets.tallyforge.io/customers/brightfold.svg" alt="Brightfold Studio" width="120" height="40"></a></li>
        <li><a href="https://kilnandcode.com/"><img src="https://assets.tallyforge.io/customers/kiln-code.svg" alt="Kiln &amp; Code" width="120" height="40"></a></li>
        <li><a href="https://www.halcyonmotion.tv/"><img src="https://assets.tallyforge.io/customers/halcyon.svg" alt="Halcyon Motion" width="120" height="40"></a></li>
        <li><a href="https://northlightpr.co.uk/"><img src="https://assets.tallyforge.io/customers/northlight.svg" alt="Northlight PR" width="120" height="40"></a></li>
        <li><img src="https://assets.tallyforge.io/customers/oddfellow.svg" alt="Oddfellow Creative" width="120" height="40"></li>
      </ul>
    </div>
  </section>

  <section class="features">
    <div class="container grid-3">
      <div class="feature">
        <h3>Project margins</h3>
        <p>Every hour logged and every invoice raised rolls up to the project, so you see profit per client in real time.</p>
      </div>
      <div class="feature">
        <h3>Invoicing that chases for you</h3>
        <p>Send branded invoices, take card and Direct Debit payments and let polite reminders do the awkward bit.</p>
      </div>
      <div class="feature">
        <h3>Cash-flow forecasts</h3>
        <p>A 13-week forecast built from your pipeline, retainers and supplier bills &mdash; updated every night.</p>
      </div>
    </div>
  </section>

  <section class="integrations-teaser">
    <div class="container split">
      <div>
        <h2>Works with the tools you already use</h2>
        <p>Sync time from your tracker, deals from your CRM and payments from your processor. No spreadsheets in between.</p>
        <a href="/integrations" class="text-link">Browse all integrations &rarr;</a>
      </div>
      <ul class="teaser-icons" aria-label="Popular integrations">
        <li><img src="https://assets.tallyforge.io/integrations/stripe.svg" alt="Stripe" width="40" height="40"></li>
        <li><img src="https://assets.tallyforge.io/integrations/hubspot.svg" alt="HubSpot" width="40" height="40"></li>
        <li><img src="https://assets.tallyforge.io/integrations/slack.svg" alt="Slack" width="40" height="40"></li>
        <li><img src="https://assets.tallyforge.io/integrations/timecrate.svg" alt="Timecrate" width="40" height="40"></li>
      </ul>
    </div>
  </section>

  <section class="testimonial">
    <div class="container">
      <blockquote>
        <p>&ldquo;We found out two retainers were losing money within a week of switching. Tallyforge paid for itself that month.&rdquo;</p>
        <footer>Priya Raman, Finance Director at <a href="https://www.brightfoldstudio.com/">Brightfold Studio</a></footer>
      </blockquote>
      <a href="/customers/brightfold" class="text-link">Read the case study &rarr;</a>
    </div>
  </section>

  <section class="cta-band">
    <div class="container">
      <h2>Close your month in an afternoon</h2>
      <a href="https://app.tallyforge.io/signup" class="btn btn-primary btn-lg">Try Tallyforge free</a>
    </div>
  </section>
</main>
${footer}`,
    },
    '/integrations': {
      headers,
      html: `${head('Integrations | Tallyforge', 'Connect Tallyforge to payments, CRM, time tracking, banking and team chat tools.', '/integrations')}
${nav}
<main id="content">
  <section class="page-hero">
    <div class="container">
      <h1>Integrations</h1>
      <p class="lead">Tallyforge plugs into 40+ tools. Here are the ones our customers use most &mdash; filter by category to find yours.</p>
    </div>
  </section>
  <section class="directory">
    <div class="container">
      <div class="filter-tabs" role="tablist" aria-label="Filter integrations">
        <button role="tab" aria-selected="true" data-filter="all" class="tab is-active">All</button>
        <button role="tab" aria-selected="false" data-filter="payments" class="tab">Payments</button>
        <button role="tab" aria-selected="false" data-filter="crm" class="tab">CRM</button>
        <button role="tab" aria-selected="false" data-filter="time" class="tab">Time tracking</button>
        <button role="tab" aria-selected="false" data-filter="banking" class="tab">Banking</button>
        <button role="tab" aria-selected="false" data-filter="productivity" class="tab">Productivity</button>
      </div>
      <ul class="integration-grid">${card('payments', 'stripe', 'Stripe', 'Let clients pay invoices by card, Apple Pay or Google Pay. Payouts reconcile automatically.', ext('https://stripe.com/', 'stripe.com'))}${card('payments', 'gocardless', 'GoCardless', 'Collect retainers by Direct Debit on the day they fall due, with failed payments retried for you.', ext('https://gocardless.com/', 'gocardless.com'))}${card('payments', 'paywick', 'Paywick', 'Multi-currency payment links for agencies billing clients in EUR, USD and AUD.', ext('https://www.paywick.com/partners/tallyforge', 'Visit Paywick'))}${card('crm', 'hubspot', 'HubSpot', 'Turn closed-won deals into projects and draft invoices with the right budget and billing contact.', ext('https://www.hubspot.com/', 'hubspot.com'))}${card('crm', 'pipedrive', 'Pipedrive', 'Weighted pipeline value feeds straight into your cash-flow forecast.', ext('https://www.pipedrive.com/en', 'pipedrive.com'))}${card('time', 'timecrate', 'Timecrate', 'Two-way sync of clients, projects, tasks and billable hours, every fifteen minutes.', ext('https://timecrate.io/', 'timecrate.io'))}${card('time', 'harvest', 'Harvest', 'Import approved time entries and expenses from Harvest into project budgets.', ext('https://www.getharvest.com/', 'getharvest.com'))}${card('banking', 'ledgerbeam', 'Ledgerbeam', 'Open-banking feeds from 2,400 UK and EU banks, categorised before you log in.', ext('https://ledgerbeam.com/', 'ledgerbeam.com'))}${card('productivity', 'slack', 'Slack', 'Get a message when an invoice is paid, overdue or disputed &mdash; in the channel you choose.', ext('https://slack.com/apps', 'slack.com'))}${card('productivity', 'zapier', 'Zapier', 'Connect Tallyforge to 6,000 more apps with no-code Zaps.', ext('https://zapier.com/apps/tallyforge/integrations', 'zapier.com'))}${card('productivity', 'google-drive', 'Google Drive export', 'Built by Tallyforge. Save a PDF copy of every invoice and receipt to a shared Drive folder.', '<a class="integration-link" href="https://help.tallyforge.io/en/articles/google-drive-export">How to set it up</a>')}${card('productivity', 'gmail', 'Gmail add-on', 'Built by Tallyforge. See a client\u2019s outstanding balance next to their emails.', '<a class="integration-link" href="https://workspace.google.com/marketplace/app/tallyforge_for_gmail/402817735516">Install from Google Workspace Marketplace</a>')}
      </ul>
      <div class="directory-footer">
        <h2>Don&rsquo;t see your tool?</h2>
        <p>Build your own with our <a href="https://developers.tallyforge.io/docs/rest-api">REST API and webhooks</a>, or <a href="/contact?topic=integration-request">tell us what you need</a>.</p>
      </div>
    </div>
  </section>
</main>
${footer}`,
    },
  },
  technologies: ['vercel', 'segment', 'open-graph', 'lever'],
  partners: {
    'stripe.com': 'technology',
    'gocardless.com': 'technology',
    'paywick.com': 'technology',
    'hubspot.com': 'technology',
    'pipedrive.com': 'technology',
    'timecrate.io': 'technology',
    'getharvest.com': 'technology',
    'ledgerbeam.com': 'technology',
    'slack.com': 'technology',
    'zapier.com': 'technology',
  },
};
