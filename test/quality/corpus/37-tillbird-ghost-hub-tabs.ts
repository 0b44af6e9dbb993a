import type { CorpusSite } from './types.js';

const headers = { 'x-ghost-cache-status': 'HIT', 'content-type': 'text/html; charset=utf-8', server: 'openresty' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=8d2f3a1c4b">
    <meta name="generator" content="Ghost 5.75">
</head>
<body class="page-template">
<div class="viewport">
    <header id="gh-head" class="gh-head outer"><div class="gh-head-inner inner"><a class="gh-head-logo" href="https://tillbird.com">Tillbird</a>
        <nav class="gh-head-menu"><ul class="nav"><li class="nav-product"><a href="https://tillbird.com/product/">Product</a></li><li class="nav-partners"><a href="https://tillbird.com/partners/">Partners</a></li><li class="nav-blog"><a href="https://tillbird.com/blog/">Blog</a></li></ul></nav></div></header>
    <div class="site-content"><main id="site-main" class="site-main"><article class="article page"><section class="gh-content gh-canvas">${body}</section></article></main></div>
    <footer class="site-footer outer"><div class="inner"><section class="copyright"><a href="https://tillbird.com">Tillbird</a> &copy; 2026</section><div class="gh-powered-by"><a href="https://ghost.org/" target="_blank" rel="noopener">Powered by Ghost</a></div></div></footer>
</div>
</body>
</html>`;

const logo = (href: string, name: string) =>
  `<a class="logo-link" href="${href}" title="${name}"><img src="/content/images/2026/05/${name.toLowerCase().replace(/\W+/g, '-')}.png" alt=""></a>`;

export const site: CorpusSite = {
  domain: 'tillbird.com',
  covers:
    'Ghost (generator, cache header) on OpenResty; a partner hub (/partners) that only links its sub-directories (technology partners, resellers, a "Become a partner" page); technology partners in tabs whose panels are labelled by their tab buttons (aria-labelledby), logo links named by their title attribute; resellers in an accordion whose toggles are buttons, the last accordion being customer references (negative)',
  pages: {
    '/': {
      headers,
      html: page(
        'Tillbird — Point of sale for independent bookshops',
        '<h1>Point of sale for independent bookshops</h1><p>Stock, orders and events, on one till.</p>',
      ),
    },
    '/partners/': {
      headers,
      html: page(
        'Partners — Tillbird',
        `<h1>Partners</h1><p>Tillbird works with the tools and the people independent booksellers rely on.</p>
<div class="kg-card kg-product-card"><h3>Technology partners</h3><p>Distributors' catalogues, payments and accounting.</p><a href="https://tillbird.com/partners/technology/">Browse technology partners</a></div>
<div class="kg-card kg-product-card"><h3>Resellers</h3><p>Buy Tillbird with installation and training.</p><a href="https://tillbird.com/partners/resellers/">Find a reseller</a></div>
<div class="kg-card kg-product-card"><h3>Partner programme</h3><p>Integrate with Tillbird or resell it.</p><a href="https://tillbird.com/partners/apply/">Become a partner</a></div>`,
      ),
    },
    '/partners/technology/': {
      headers,
      html: page(
        'Technology partners — Tillbird',
        `<h1>Technology partners</h1>
<div class="tabs"><div role="tablist" aria-label="Categories"><button role="tab" id="tab-catalogue" aria-selected="true" aria-controls="panel-catalogue">Catalogue &amp; supply</button><button role="tab" id="tab-payments" aria-selected="false" aria-controls="panel-payments">Payments</button><button role="tab" id="tab-accounts" aria-selected="false" aria-controls="panel-accounts">Accounting</button></div>
<div role="tabpanel" id="panel-catalogue" aria-labelledby="tab-catalogue"><div class="logo-row">${logo('https://www.gardners.com/', 'Gardners')}${logo('https://www.nielseniq.com/global/en/industries/book-industry/', 'Nielsen BookData')}${logo('https://bookshop.org/', 'Bookshop.org')}</div></div>
<div role="tabpanel" id="panel-payments" aria-labelledby="tab-payments" hidden><div class="logo-row">${logo('https://www.dojo.tech/', 'Dojo')}${logo('https://sumup.co.uk/', 'SumUp')}</div></div>
<div role="tabpanel" id="panel-accounts" aria-labelledby="tab-accounts" hidden><div class="logo-row">${logo('https://www.xero.com/uk/', 'Xero')}</div></div>
</div>`,
      ),
    },
    '/partners/resellers/': {
      headers,
      html: page(
        'Resellers — Tillbird',
        `<h1>Resellers</h1><p>Our resellers install Tillbird, move your stock data across and train your staff.</p>
<div class="accordion">
<button class="accordion-toggle" aria-expanded="true" aria-controls="acc-uk">United Kingdom</button>
<div class="accordion-panel" id="acc-uk"><p><a href="https://www.retailtill.co.uk/">RetailTill Systems</a> (England and Wales)</p><p><a href="https://www.scotpos.scot/">ScotPOS</a> (Scotland)</p></div>
<button class="accordion-toggle" aria-expanded="false" aria-controls="acc-ie">Ireland</button>
<div class="accordion-panel" id="acc-ie" hidden><p><a href="https://www.tillsdirect.ie/">Tills Direct</a> (Dublin)</p></div>
<button class="accordion-toggle" aria-expanded="false" aria-controls="acc-refs">Customer references</button>
<div class="accordion-panel" id="acc-refs" hidden><p><a href="https://www.mrbsemporium.com/">Mr B's Emporium</a>, Bath</p><p><a href="https://www.toppingbooks.co.uk/">Topping &amp; Company</a>, Ely</p></div>
</div>`,
      ),
    },
  },
  technologies: ['ghost', 'node-js', 'openresty', 'nginx'],
  partners: {
    'gardners.com': 'technology',
    'nielseniq.com': 'technology',
    'bookshop.org': 'technology',
    'dojo.tech': 'technology',
    'sumup.co.uk': 'technology',
    'xero.com': 'technology',
    'retailtill.co.uk': 'channel',
    'scotpos.scot': 'channel',
    'tillsdirect.ie': 'channel',
  },
};
