import type { CorpusSite } from './types.js';

const headers = { server: 'Netlify', 'x-nf-request-id': '01JDS4P6R8T0V2X4Z6B8D0F2H4', 'content-type': 'text/html; charset=UTF-8' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en-gb">
<head>
<meta charset="utf-8">
<meta name="generator" content="Hugo 0.121.1">
<title>${title}</title>
<link rel="stylesheet" href="/css/main.min.3a7f2c.css" integrity="sha256-Qk2mN9pLTz4vX1cB">
<script defer data-domain="saltmarsh-studio.com" src="https://plausible.io/js/plausible.js"></script>
</head>
<body>
<header><a href="/" class="logo">Saltmarsh</a>
<nav><a href="/services/">Services</a> <a href="/journal/">Journal</a> <a href="/contact/">Contact</a></nav></header>
${body}
<footer><p>Saltmarsh Studio CIC · Norwich</p><p>Built with <a href="https://gohugo.io/">Hugo</a>, hosted on <a href="https://www.netlify.com/">Netlify</a>.</p></footer>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'saltmarsh-studio.com',
  covers:
    'Hugo (generator) on Netlify (headers) with Plausible; technologies named in prose only (a journal post about moving away from Drupal and WordPress, an old Mailchimp newsletter, Stripe mentioned) that must not be detected; "Built with Hugo, hosted on Netlify" credits; no partner page, partners in a headed section of the home page; five fallback paths that 404',
  pages: {
    '/': {
      headers,
      html: page(
        'Saltmarsh Studio — Sustainability reporting for small businesses',
        `<main>
<section class="intro"><h1>Sustainability reporting for small businesses</h1>
<p>We help small firms measure their footprint and write reports that people actually read.</p></section>
<section class="journal-teaser"><h2>From the journal: a lighter website</h2>
<p>Last spring we moved away from Drupal, and before that WordPress, to a static site. The old Drupal install needed security updates every month and the WordPress theme pulled in forty plugins. Our newsletter used to run on Mailchimp; it now goes out from a plain mailing list. We still take payments with Stripe for workshop tickets, through a hosted checkout page rather than anything on this site.</p>
<p><a href="/journal/a-lighter-website/">Read the whole post</a></p></section>
<section class="partners"><h2>Our partners</h2>
<ul>
<li><a href="https://www.onepercentfortheplanet.org/">1% for the Planet</a></li>
<li><a href="https://ecologi.com/">Ecologi</a></li>
<li><a href="https://www.planetmark.com/">Planet Mark</a></li>
</ul></section>
</main>`,
      ),
    },
  },
  technologies: ['hugo', 'netlify', 'plausible'],
  partners: {
    'onepercentfortheplanet.org': 'generic',
    'ecologi.com': 'generic',
    'planetmark.com': 'generic',
  },
};
