import type { CorpusSite } from './types.js';

const headers = { server: 'Vercel', 'x-vercel-id': 'cdg1::x7k2m-1733052001234-9a8b7c6d5e4f', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="preconnect" href="https://widget.intercom.io">
<script src="https://cdn.segment.com/analytics.js/v1/Z2x9Qk4mTz1vB7cN/analytics.min.js" async></script>
<script src="https://cdn.amplitude.com/libs/analytics-browser-2.11.1-min.js.gz" async></script>
<link rel="stylesheet" href="/css/main.css"></head>
<body>
<header class="hdr"><a href="/" class="hdr__logo">SignalForge</a><nav class="hdr__nav"><a href="/product">Product</a><a href="/partners/directory">Partners</a><a href="/docs">Docs</a></nav></header>
${body}
<footer class="ftr"><p>SignalForge, Inc. · San Francisco &amp; London</p></footer>
<script>window.intercomSettings={app_id:"zk2q9x1m"};</script>
</body></html>`;

const card = (name: string, badge: string, text: string, links: string) => `<div class="pcard">
  <span class="pcard__badge">${badge}</span>
  <h3 class="pcard__name">${name}</h3>
  <p class="pcard__text">${text}</p>
  <div class="pcard__links">${links}</div>
</div>`;

export const site: CorpusSite = {
  domain: 'signalforge.io',
  covers:
    'a mixed partner directory (generic title) whose cards each carry a type badge (Technology, Solution, Referral partner); a card with a second link to its AWS Marketplace listing (the partner is the one the card names); type filter buttons; Segment and Amplitude script tags, an Intercom preconnect, Vercel headers',
  pages: {
    '/': {
      headers,
      html: page(
        'SignalForge — Product analytics for B2B',
        '<main class="hero"><h1>Product analytics built for B2B</h1><p>Accounts, not just users.</p></main>',
      ),
    },
    '/partners/directory': {
      headers,
      html: page(
        'Partner directory — SignalForge',
        `<main class="directory">
<div class="directory__head"><h1>Partner directory</h1><p>Find a SignalForge partner to integrate with, implement with, or refer you.</p>
<div class="directory__filters" role="group" aria-label="Filter by type"><button data-filter="all">All</button><button data-filter="technology">Technology</button><button data-filter="solution">Solution</button><button data-filter="referral">Referral</button></div></div>
<div class="directory__grid">
${card('Snowflake', 'Technology Partner', 'Sync SignalForge events to your warehouse.', '<a href="https://www.snowflake.com/">Website</a>')}
${card('Hightouch', 'Technology Partner', 'Activate account scores in your CRM.', '<a href="https://hightouch.com/">Website</a> <a href="https://aws.amazon.com/marketplace/pp/prodview-hightouch">AWS Marketplace</a>')}
${card('RevOps Collective', 'Solution Partner', 'Implementation for Series A to C SaaS.', '<a href="https://www.revopscollective.com/">Website</a>')}
${card('Metric Mill', 'Solution Partner', 'Analytics engineering for product teams.', '<a href="https://metricmill.co/">Website</a>')}
${card('Foundry VC Platform', 'Referral Partner', 'Portfolio companies get 20% off.', '<a href="https://foundryplatform.vc/">Website</a>')}
${card('Census', 'Technology Partner', 'Reverse ETL with account context.', '<a href="https://www.getcensus.com/">Website</a>')}
</div></main>`,
      ),
    },
  },
  technologies: ['vercel', 'segment', 'amplitude', 'intercom'],
  partners: {
    'snowflake.com': 'technology',
    'hightouch.com': 'technology',
    'revopscollective.com': 'channel',
    'metricmill.co': 'channel',
    'foundryplatform.vc': 'channel',
    'getcensus.com': 'technology',
  },
};
