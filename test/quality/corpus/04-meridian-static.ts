import type { CorpusSite } from './types.js';

const top = (title: string) => `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="/css/site.css">
<script async src="https://www.google-analytics.com/analytics.js"></script>
<script>
window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)};ga.l=+new Date;
ga('create', 'UA-48213377-1', 'auto');
ga('send', 'pageview');
</script>
</head>
<body>
<div id="top">
<a href="/"><img src="/img/meridian.png" alt="Meridian Advisory" width="180"></a>
<ul id="menu">
<li><a href="/">Home</a></li>
<li><a href="/services.html">Services</a></li>
<li><a href="/partners.html">Partners</a></li>
<li><a href="/resellers.html">Where to buy</a></li>
<li><a href="/contact.html">Contact</a></li>
</ul>
</div>
<div id="content">`;

const bottom = `</div>
<div id="footer">
<p>Meridian Advisory Ltd &middot; Registered in England No. 08812394 &middot; 14 Kings Parade, Cambridge CB2 1SJ</p>
<p><a href="https://twitter.com/meridianadvise">@meridianadvise</a> &middot; <a href="mailto:hello@meridian-advisory.co.uk">hello@meridian-advisory.co.uk</a></p>
</div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'meridian-advisory.co.uk',
  covers:
    'hand-written static HTML without classes (.html paths, a menu of plain links), Apache server header, Universal Analytics; partners as <li> entries with descriptions after the link; resellers as a definition list; a former employer linked in prose; mailto and Twitter in the footer',
  pages: {
    '/': {
      headers: { server: 'Apache' },
      html: `${top('Meridian Advisory - Finance systems for growing firms')}
<h1>Finance systems for growing firms</h1>
<p>We help accountancy practices and their clients choose, implement and run cloud finance software.
Before founding Meridian, our director Ruth Adeyemi spent ten years at <a href="https://kpmg.com/uk/en/home.html">KPMG</a> leading finance transformation projects for mid-sized companies.</p>
<h2>What we do</h2>
<ul>
<li>System selection and implementation</li>
<li>Month-end automation</li>
<li>Training for finance teams</li>
</ul>
${bottom}`,
    },
    '/partners.html': {
      headers: { server: 'Apache' },
      html: `${top('Partners - Meridian Advisory')}
<h1>Partners</h1>
<p>We are certified on the platforms below and implement them for our clients every week.</p>
<h2>Software partners</h2>
<ul>
<li><a href="https://www.xero.com/uk/">Xero</a> &mdash; Gold partner since 2016, cloud accounting for small businesses</li>
<li><a href="https://www.sage.com/en-gb/">Sage</a> &mdash; Sage Intacct implementation for multi-entity groups</li>
<li><a href="https://dext.com/uk">Dext</a> &mdash; receipt and invoice capture</li>
<li><a href="https://www.float.com">Float</a> &mdash; cash flow forecasting</li>
</ul>
<p>Don't see your software? Most of what we do works with any ledger. <a href="/contact.html">Ask us</a>.</p>
${bottom}`,
    },
    '/resellers.html': {
      headers: { server: 'Apache' },
      html: `${top('Where to buy - Meridian Advisory')}
<h1>Where to buy</h1>
<p>Our month-end toolkit is sold through these authorised resellers:</p>
<dl>
<dt><a href="https://www.softcat.com/">Softcat</a></dt>
<dd>National reseller, public sector frameworks (G-Cloud 14)</dd>
<dt><a href="https://www.computacenter.com/">Computacenter</a></dt>
<dd>Enterprise licensing and support</dd>
<dt><a href="https://www.bytes.co.uk/">Bytes Software Services</a></dt>
<dd>Education and charity pricing</dd>
</dl>
${bottom}`,
    },
  },
  technologies: ['apache-http-server', 'google-analytics'],
  partners: {
    'xero.com': 'technology',
    'sage.com': 'technology',
    'dext.com': 'technology',
    'float.com': 'technology',
    'softcat.com': 'channel',
    'computacenter.com': 'channel',
    'bytes.co.uk': 'channel',
  },
};
