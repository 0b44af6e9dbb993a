import type { CorpusSite } from './types.js';

const home = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Helmdesk — Customer support for small teams</title>
<script src="https://cmp.osano.com/AzZdRbSEr3Qx1/6b1f2c3d-4e5f/osano.js"></script>
<script type="text/javascript" async src="https://cdn.heapanalytics.com/js/heap-2218830541.js"></script>
<link rel="stylesheet" href="/assets/site.css"></head>
<body>
<div class="nav"><a href="/" class="nav-logo">Helmdesk</a>
  <a href="/features">Features</a><a href="/pricing">Pricing</a><a href="https://marketplace.helmdesk.io/">App marketplace</a><a href="https://help.helmdesk.io/">Help center</a></div>
<main><h1>Customer support for teams of one to fifty</h1><p>Shared inbox, live chat and a help center, without the enterprise price tag.</p></main>
<div class="foot">© Helmdesk ApS, Aarhus · <a href="https://www.linkedin.com/company/helmdesk">LinkedIn</a></div>
</body></html>`;

const app = (slug: string, name: string, by: string, text: string) =>
  `<li class="app-tile"><a class="app-tile__main" href="/apps/${slug}"><img src="/_next/image?url=%2Fapps%2F${slug}.png&w=64&q=75" alt=""><h3>${name}</h3><p>${text}</p></a><p class="app-tile__by">Built by ${by}</p></li>`;

const marketplace = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Helmdesk App Marketplace</title><link rel="stylesheet" href="/_next/static/css/4a7b1c2d.css"/><script src="/_next/static/chunks/main-4b1e9f2a.js" defer=""></script></head><body><div id="__next">
<div class="mk-header"><a href="https://www.helmdesk.io/">← helmdesk.io</a><form action="/search"><input name="q" placeholder="Search apps"/></form></div>
<main class="mk-main"><h1>App marketplace</h1><p>Extend Helmdesk with apps built by our team and our technology partners.</p>
<h2>Featured</h2><ul class="app-grid">
${app('klaus', 'Klaus', '<a href="https://www.klausapp.com/">Klaus</a>', 'Review support conversations.')}
${app('aircall', 'Aircall', '<a href="https://aircall.io/">Aircall</a>', 'Calls and voicemails as tickets.')}
</ul>
<h2>All apps</h2><ul class="app-grid">
${app('shopify', 'Shopify', '<a href="https://www.helmdesk.io/">Helmdesk</a>', 'Orders next to every conversation.')}
${app('typeform', 'Typeform', '<a href="https://www.typeform.com/">Typeform</a>', 'Survey answers as tickets.')}
${app('stripe', 'Stripe', '<a href="https://www.helmdesk.io/">Helmdesk</a>', 'Refunds without leaving the ticket.')}
${app('lokalise', 'Lokalise', '<a href="https://lokalise.com/">Lokalise</a>', 'Translate help-center articles.')}
${app('maze', 'Maze', '<a href="https://maze.co/">Maze</a>', 'Recruit testers from your inbox.')}
</ul>
<div class="mk-cta"><h2>Build an app</h2><p><a href="https://developers.helmdesk.io/">Read the developer docs</a> or <a href="mailto:partners@helmdesk.io">email the partner team</a>.</p></div>
</main></div></body></html>`;

export const site: CorpusSite = {
  domain: 'helmdesk.io',
  covers:
    "a partner marketplace on a subdomain (marketplace.helmdesk.io) linked from the main navigation and served by Next.js; app tiles that link internally and credit their builder, some built in-house (the site's own domain); Heap and Osano on the main site; developer docs and help center on the site's own subdomains; a mailto",
  pages: {
    '/': { redirect: 'https://www.helmdesk.io/' },
    'https://www.helmdesk.io/': { headers: { server: 'nginx/1.26.2', 'content-type': 'text/html' }, html: home },
    'https://marketplace.helmdesk.io/': {
      headers: { 'x-powered-by': 'Next.js', 'content-type': 'text/html; charset=utf-8', server: 'nginx/1.26.2' },
      html: marketplace,
    },
  },
  technologies: ['heap', 'osano', 'nginx', 'next-js', 'react', 'webpack'],
  partners: {
    'klausapp.com': 'technology',
    'aircall.io': 'technology',
    'typeform.com': 'technology',
    'lokalise.com': 'technology',
    'maze.co': 'technology',
  },
};
