import type { CorpusSite } from './types.js';

const headers = { server: 'nginx', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/assets/app.css"></head><body><header class="top"><a href="/" class="logo">Ledgerfox</a><nav><a href="/features">Features</a><a href="/apps">App directory</a><a href="/pricing">Pricing</a><a href="https://app.ledgerfox.com/login">Log in</a></nav></header>${body}<footer class="site-footer"><a href="/about">About</a> <a href="https://twitter.com/ledgerfox">Twitter</a> <a href="https://www.linkedin.com/company/ledgerfox">LinkedIn</a></footer></body></html>`;

// Whole-tile links to the directory's own pages: the tiles name no domain.
const tile = (slug: string, name: string, text: string) =>
  `<div class="app-card"><a href="/apps/${slug}"><img src="/assets/apps/${slug}.png" alt=""><h3>${name}</h3><p>${text}</p></a></div>`;

const detail = (name: string, category: string, body: string, side: string) =>
  page(
    `${name} for Ledgerfox | App directory`,
    `<main><p class="crumbs"><a href="/apps">App directory</a> › ${category}</p><h1>${name}</h1><div class="cols"><article>${body}</article><aside class="app-meta"><h4>Details</h4><dl><dt>Category</dt><dd>${category}</dd></dl>${side}</aside></div></main>`,
  );

export const site: CorpusSite = {
  domain: 'ledgerfox.com',
  covers:
    'an accounting app directory whose tiles link only to the directory\'s own detail pages (/apps/<slug>): each detail page links its app\'s maker from a sidebar ("Website", "Visit Tallypost"), one only from its text by name; traps: a detail page that mentions Stripe in its text (not its subject), one built in-house with only a help-centre link, and a "Submit your app" page under the directory',
  pages: {
    '/': {
      headers,
      html: page(
        'Ledgerfox: bookkeeping for small firms',
        '<main><h1>Bookkeeping that closes itself</h1><p>Reconcile, invoice and report in one place. <a href="/apps">Browse apps</a>.</p></main>',
      ),
    },
    '/apps': {
      headers,
      html: page(
        'App directory | Ledgerfox',
        `<main><h1>App directory</h1><p>Connect Ledgerfox to the tools your firm runs on.</p><div class="app-grid">${tile('paymint', 'Paymint', 'Collect card payments on invoices')}${tile('tallypost', 'Tallypost', 'Post receipts from your inbox')}${tile('shiftclock', 'Shiftclock', 'Timesheets into payroll')}${tile('bank-feeds', 'Bank feeds', 'Built by Ledgerfox')}</div><p><a href="/apps/submit">Submit your app</a></p></main>`,
      ),
    },
    '/apps/paymint': {
      headers,
      html: detail(
        'Paymint',
        'Payments',
        '<h2>Overview</h2><p>Paymint adds a pay button to every invoice you send. Card payments are processed by <a href="https://stripe.com/">Stripe</a> and settle into your Ledgerfox bank account within two days.</p>',
        '<p><a href="https://www.paymint.io/">Website</a></p><p><a href="https://help.ledgerfox.com/apps/paymint">Setup guide</a></p>',
      ),
    },
    '/apps/tallypost': {
      headers,
      html: detail(
        'Tallypost',
        'Receipts',
        '<h2>Overview</h2><p>Forward receipts to your Tallypost address and they arrive in Ledgerfox, matched to the right transaction.</p>',
        '<p><a href="https://tallypost.co.uk/?utm_source=ledgerfox">Visit Tallypost</a></p>',
      ),
    },
    '/apps/shiftclock': {
      headers,
      html: detail(
        'Shiftclock',
        'Payroll',
        '<h2>Overview</h2><p>Approved timesheets from <a href="https://shiftclock.de/en/">Shiftclock</a> become payroll journals in Ledgerfox at the end of each pay period.</p>',
        '<p><a href="https://help.ledgerfox.com/apps/shiftclock">Setup guide</a></p>',
      ),
    },
    '/apps/bank-feeds': {
      headers,
      html: detail(
        'Bank feeds',
        'Banking',
        '<h2>Overview</h2><p>Built and supported by Ledgerfox: daily transactions from over 2,000 banks.</p>',
        '<p><a href="https://help.ledgerfox.com/bank-feeds">Help centre</a></p>',
      ),
    },
    '/apps/submit': {
      headers,
      html: page(
        'Submit your app | Ledgerfox',
        '<main><h1>Submit your app</h1><p>Tell us about your integration and our team will review it.</p></main>',
      ),
    },
  },
  technologies: ['nginx'],
  partners: {
    'paymint.io': 'technology',
    'tallypost.co.uk': 'technology',
    'shiftclock.de': 'technology',
  },
};
