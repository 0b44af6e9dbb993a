import type { CorpusSite } from './types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8e30b7c2d1a4f915-AMS',
  'cf-cache-status': 'DYNAMIC',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-type': 'text/html; charset=UTF-8',
};

const doc = (title: string, extraHead: string, main: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  ${extraHead}
  <link rel="stylesheet" href="/static/css/app.3c9a1e.css">
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-LDG2024Q1"></script>
  <script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-LDG2024Q1');</script>
</head>
<body>
  <header class="topnav">
    <a class="topnav__logo" href="/">Ledgerly</a>
    <ul class="topnav__links">
      <li><a href="/features">Features</a></li>
      <li><a href="/integrations">Integrations</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="https://app.ledgerlyhq.com/">Sign in</a></li>
    </ul>
  </header>
  <main class="page">${main}</main>
  <footer class="sitefooter">
    <div class="sitefooter__badges">
      <a href="https://www.g2.com/products/ledgerly/reviews"><img src="/static/img/g2-leader-2026.svg" alt="G2 Leader Winter 2026"></a>
      <a href="https://www.capterra.com/p/228311/Ledgerly/"><img src="/static/img/capterra.svg" alt="Capterra Best Value"></a>
    </div>
    <p>© 2026 Ledgerly B.V. · <a href="/privacy">Privacy</a> · <a href="https://www.linkedin.com/company/ledgerlyhq/">LinkedIn</a></p>
  </footer>
  <script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21874533.js"></script>
</body>
</html>`;

const card = (name: string, category: string, blurb: string, slug: string, site: string, label: string) => `
      <article class="integration-card" data-category="${category}">
        <img class="integration-card__logo" src="/static/integrations/${slug}.svg" alt="">
        <h3 class="integration-card__name">${name}</h3>
        <span class="integration-card__category">${category}</span>
        <p class="integration-card__blurb">${blurb}</p>
        <a class="integration-card__more" href="/integrations/${slug}">Details</a>
        <a class="integration-card__site" href="${site}" rel="nofollow noopener" target="_blank">${label} ↗</a>
      </article>`;

const pager = (n: number) => {
  const links = [1, 2, 3]
    .map((i) => (i === n ? `<span aria-current="page">${i}</span>` : `<a href="/integrations?page=${i}">${i}</a>`))
    .join(' ');
  const next = n < 3 ? ` <a href="/integrations?page=${n + 1}" rel="next">Next</a>` : '';
  return `<nav class="pagination" aria-label="Pagination">${links}${next}</nav>`;
};

const listing = (n: number, sections: string) =>
  doc(
    n === 1 ? 'Integrations | Ledgerly' : `Integrations – page ${n} | Ledgerly`,
    n < 3 ? `<link rel="next" href="https://ledgerlyhq.com/integrations?page=${n + 1}">` : '',
    `<section class="hero hero--small">
      <h1>Integrations</h1>
      <p>Connect Ledgerly to your accounting, payments and payroll stack. 40+ integrations, all included in every plan.</p>
    </section>
    <section class="marketplace">${sections}
    ${pager(n)}
    </section>
    <section class="cta-band">
      <h2>Build on Ledgerly</h2>
      <p>Join our technology partner program and list your app in the marketplace.</p>
      <a class="button" href="https://ledgerly.partnerstack.com/">Apply to the partner program</a>
      <a class="button button--ghost" href="https://form.typeform.com/to/Lq8xWz3K">Suggest an integration</a>
    </section>`,
  );

export const site: CorpusSite = {
  domain: 'ledgerlyhq.com',
  covers:
    'SaaS integrations marketplace paginated three pages deep (rel="next" link in the head, numbered pagination links, ?page=N); category headings; cards with an internal details link and an external website link; partner-program CTA to a PartnerStack tenant and a Typeform; G2 and Capterra badges; HubSpot loader, gtag, Cloudflare and HSTS headers',
  pages: {
    '/': {
      headers,
      html: doc(
        'Ledgerly — Close your books in days, not weeks',
        '',
        `<section class="hero"><h1>Close your books in days, not weeks</h1><p>Ledgerly automates reconciliation for finance teams of 2 to 200.</p><a class="button" href="/demo">Book a demo</a></section>
<section class="features"><h2>Everything month-end needs</h2><div class="feature"><h3>Bank feeds</h3><p>Over 12,000 banks.</p></div><div class="feature"><h3>Matching rules</h3><p>Match 90% of transactions automatically.</p></div></section>`,
      ),
    },
    '/integrations': {
      headers,
      html: listing(
        1,
        `
      <h2 class="marketplace__category">Accounting</h2>
      <div class="marketplace__grid">${card('QuickBooks Online', 'Accounting', 'Sync invoices, bills and payments both ways.', 'quickbooks', 'https://quickbooks.intuit.com/', 'quickbooks.intuit.com')}${card('Xero', 'Accounting', 'Push reconciled transactions to Xero.', 'xero', 'https://www.xero.com/', 'xero.com')}</div>
      <h2 class="marketplace__category">Payments</h2>
      <div class="marketplace__grid">${card('Stripe', 'Payments', 'Match payouts to the charges behind them.', 'stripe', 'https://stripe.com/', 'stripe.com')}</div>
      <h2 class="marketplace__category">Payroll &amp; HR</h2>
      <div class="marketplace__grid">${card('Gusto', 'Payroll', 'Book payroll journals automatically.', 'gusto', 'https://gusto.com/', 'gusto.com')}</div>`,
      ),
    },
    '/integrations?page=2': {
      headers,
      html: listing(
        2,
        `
      <h2 class="marketplace__category">Commerce</h2>
      <div class="marketplace__grid">${card('Shopify', 'Commerce', 'Orders, fees and payouts, reconciled.', 'shopify', 'https://www.shopify.com/', 'shopify.com')}${card('Square', 'Commerce', 'Point-of-sale takings by location.', 'square', 'https://squareup.com/gb/en', 'squareup.com')}</div>
      <h2 class="marketplace__category">Spend management</h2>
      <div class="marketplace__grid">${card('Expensify', 'Expenses', 'Expense reports with receipts attached.', 'expensify', 'https://www.expensify.com/', 'expensify.com')}${card('Brex', 'Cards', 'Card transactions with their memos.', 'brex', 'https://www.brex.com/', 'brex.com')}</div>`,
      ),
    },
    '/integrations?page=3': {
      headers,
      html: listing(
        3,
        `
      <h2 class="marketplace__category">Spend management</h2>
      <div class="marketplace__grid">${card('Ramp', 'Cards', 'Corporate cards and bill pay.', 'ramp', 'https://ramp.com/', 'ramp.com')}${card('BILL', 'Payables', 'Approved bills, synced as they are paid.', 'bill', 'https://www.bill.com/', 'bill.com')}</div>
      <h2 class="marketplace__category">Tax</h2>
      <div class="marketplace__grid">${card('Avalara', 'Tax', 'Sales tax liabilities per jurisdiction.', 'avalara', 'https://www.avalara.com/', 'avalara.com')}${card('ADP', 'Payroll', 'Payroll for teams over 50.', 'adp', 'https://www.adp.com/', 'adp.com')}</div>`,
      ),
    },
  },
  technologies: ['cloudflare', 'hsts', 'hubspot', 'google-analytics', 'google-tag-manager'],
  partners: {
    'intuit.com': 'technology',
    'xero.com': 'technology',
    'stripe.com': 'technology',
    'gusto.com': 'technology',
    'shopify.com': 'technology',
    'squareup.com': 'technology',
    'expensify.com': 'technology',
    'brex.com': 'technology',
    'ramp.com': 'technology',
    'bill.com': 'technology',
    'avalara.com': 'technology',
    'adp.com': 'technology',
  },
};
