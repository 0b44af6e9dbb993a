import type { CorpusSite } from './types.js';

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<title>${title}</title>
<meta property="og:site_name" content="Kingsley &amp; Webb" />
<link id="wsite-base-style" rel="stylesheet" type="text/css" href="//cdn2.editmysite.com/css/sites.css?buildTime=1733051822" />
<script src="//cdn2.editmysite.com/js/jquery-1.8.3.min.js"></script>
</head>
<body class="wsite-theme-light wsite-page-partners">
<div class="wrapper">
<div class="header"><div class="container"><span class="wsite-logo"><a href="/">Kingsley &amp; Webb</a></span>
<div class="nav"><ul class="wsite-menu-default"><li id="pg1"><a href="/" class="wsite-menu-item">Home</a></li><li id="pg2"><a href="/partners.html" class="wsite-menu-item">Partners</a></li><li id="pg3"><a href="/contact.html" class="wsite-menu-item">Contact</a></li></ul></div></div></div>
<div class="main-wrap"><div class="container"><div id="wsite-content" class="wsite-elements wsite-not-footer">${body}</div></div></div>
<div class="footer-wrap"><div class="container"><div class="wsite-elements wsite-footer"><div class="paragraph">Kingsley &amp; Webb Chartered Accountants · Bristol</div></div></div></div>
</div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'kingsleywebb.co.uk',
  covers:
    'Weebly (editmysite assets, jQuery 1.8) with og:site_name; a hand-edited partner page whose section titles are bold paragraphs (<div class="paragraph"><strong>…</strong></div>), links written without a scheme (href="www.…"), links through the site\'s own outbound tracker (/out?url=…) and one copied from a Google document (google.com/url?q=…), a "Clients we have helped" bold title before client links',
  pages: {
    '/': {
      html: page(
        'Kingsley &amp; Webb - Chartered Accountants in Bristol',
        '<h2 class="wsite-content-title">Chartered accountants for Bristol businesses</h2><div class="paragraph">Accounts, tax returns and payroll since 1998.</div>',
      ),
    },
    '/partners.html': {
      html: page(
        'Partners - Kingsley &amp; Webb',
        `<h2 class="wsite-content-title">Partners</h2>
<div class="paragraph">We work closely with a small number of firms and software providers.</div>
<div class="paragraph"><strong>Software we use and integrate with</strong></div>
<div class="paragraph"><a href="www.freeagent.com">FreeAgent</a><br /><a href="www.hubdoc.com">Hubdoc</a><br /><a href="https://www.xero.com/uk/">Xero</a></div>
<div class="paragraph"><strong>Independent financial advisers we refer to</strong></div>
<div class="paragraph"><a href="/out?url=https%3A%2F%2Fwww.severnwealth.co.uk%2F">Severn Wealth Management</a><br /><a href="https://www.google.com/url?q=https://www.cliftonifa.co.uk/&amp;sa=D&amp;source=editors&amp;ust=1733051822">Clifton IFA</a></div>
<div class="paragraph"><strong>Clients we have helped</strong></div>
<div class="paragraph"><a href="https://www.bristolbikeworks.co.uk/">Bristol Bike Works</a><br /><a href="https://www.harbourside-bakery.co.uk/">Harbourside Bakery</a></div>`,
      ),
    },
  },
  technologies: ['weebly', 'php', 'mysql', 'jquery', 'open-graph'],
  partners: {
    'freeagent.com': 'technology',
    'hubdoc.com': 'technology',
    'xero.com': 'technology',
    'severnwealth.co.uk': 'generic',
    'cliftonifa.co.uk': 'generic',
  },
};
