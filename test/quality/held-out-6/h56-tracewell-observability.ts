import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'fra1::iad1::8m2qk-1764547200000-3f9c2a1d7e6b',
  'x-vercel-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
};

const integrations = [
  { name: 'Kubernetes', slug: 'kubernetes', category: 'Infrastructure', website: 'https://kubernetes.io', official: true },
  { name: 'OpenTelemetry', slug: 'opentelemetry', category: 'Instrumentation', website: 'https://opentelemetry.io/', official: true },
  { name: 'PostgreSQL', slug: 'postgresql', category: 'Databases', website: 'https://www.postgresql.org/', official: true },
  {
    name: 'Terraform',
    slug: 'terraform',
    category: 'Infrastructure as code',
    website: 'https://www.hashicorp.com/products/terraform',
    official: true,
  },
  { name: 'PagerDuty', slug: 'pagerduty', category: 'Alerting', website: 'https://www.pagerduty.com/', official: false },
  { name: 'Slack', slug: 'slack', category: 'Alerting', website: 'https://slack.com/', official: true },
  { name: 'Grafana', slug: 'grafana', category: 'Dashboards', website: 'https://grafana.com/', official: false },
  { name: 'Webhook', slug: 'webhook', category: 'Alerting', website: null, official: true },
];

const shell = (title: string, body: string, data: unknown): string => `<!DOCTYPE html><html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="viewport" content="width=device-width">
<link rel="preload" href="/_next/static/css/5d2c8e1f0a3b7c94.css" as="style">
<link rel="stylesheet" href="/_next/static/css/5d2c8e1f0a3b7c94.css">
<script src="https://cdn.segment.com/analytics.js/v1/Q8pTz3LmW1xY9/analytics.min.js" async></script>
</head>
<body>
<div id="__next">
<header class="Header_root__a1b2c">
  <a href="/" class="Header_logo__d3e4f">tracewell</a>
  <nav>
    <a href="/product">Product</a>
    <a href="/integrations">Integrations</a>
    <a href="/pricing">Pricing</a>
    <a href="https://tracewell.dev/docs">Docs</a>
    <a href="/customers">Customers</a>
    <a href="https://github.com/tracewell-io/tracewell">GitHub ★ 8.2k</a>
  </nav>
  <a href="https://app.tracewell.io/signin">Sign in</a>
</header>
<main>${body}</main>
<footer class="Footer_root__x9y8z">
  <div><h6>Company</h6><a href="/about">About</a><a href="/partners">Partners</a><a href="https://www.workatastartup.com/companies/tracewell">Jobs</a><a href="https://medium.com/tracewell">Engineering blog</a></div>
  <div><h6>Compare</h6><a href="/compare/datadog">Tracewell vs Datadog</a><a href="/compare/new-relic">Tracewell vs New Relic</a></div>
  <div><h6>Trust</h6><a href="/security">Security</a><a href="https://status.tracewell.io">Status</a></div>
  <p>SOC 2 Type II — audited by <a href="https://www.prescientassurance.com/">Prescient Assurance</a></p>
  <p><a href="https://vercel.com/?utm_source=tracewell&amp;utm_campaign=oss">▲ Powered by Vercel</a></p>
  <p><a href="https://x.com/tracewell_io">X</a> · <a href="https://discord.gg/tracewell">Discord</a></p>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>
<script src="/_next/static/chunks/main-7a1c3e5f9b2d4c6e.js" defer></script>
</body></html>`;

export const site: CorpusSite = {
  domain: 'tracewell.io',
  otherDomains: ['tracewell.dev'],
  covers:
    'Next.js on Vercel observability startup whose integrations page renders cards linking only to internal detail pages while the vendor websites sit in the __NEXT_DATA__ JSON (plus a detail page with a vendor link), and a footer-only partners page of consulting partners as cards; traps are competitor comparison pages, GitHub/Discord, customer case studies, investors, a SOC 2 auditor, a "Powered by Vercel" credit, a medium.com blog, a startup job board and the docs domain.',
  pages: {
    '/': {
      headers,
      html: shell(
        'Tracewell — Open-source observability that scales with you',
        `<section class="Hero_root__h1"><h1>Traces, metrics and logs. One query language. Your cloud.</h1>
<p>OpenTelemetry-native observability you can self-host or run on Tracewell Cloud.</p>
<a href="https://app.tracewell.io/signup">Start free</a></section>
<section><h2>Engineering teams ship faster with Tracewell</h2>
  <a href="/customers/monzo"><img src="/logos/monzo.svg" alt="Monzo"></a>
  <a href="/customers/vinted"><img src="/logos/vinted.svg" alt="Vinted"></a>
  <a href="https://www.pleo.io"><img src="/logos/pleo.svg" alt="Pleo"></a>
</section>
<section><h2>Backed by</h2><p><a href="https://www.accel.com/">Accel</a>, <a href="https://www.ycombinator.com/">Y Combinator</a> and founders of Grafana and HashiCorp.</p></section>`,
        { props: { pageProps: { hero: 'home' } }, page: '/', query: {}, buildId: 'b7Xk2pQ9' },
      ),
    },
    '/integrations': {
      headers,
      html: shell(
        'Integrations — Tracewell',
        `<h1>Integrations</h1>
<p>Instrument anything that speaks OpenTelemetry, and route alerts wherever your team lives.</p>
<div class="IntegrationGrid_grid__k2">
${integrations.map((i) => `  <a class="IntegrationCard_card__p1" href="/integrations/${i.slug}"><img src="/integrations/${i.slug}.svg" alt=""><h3>${i.name}</h3><span>${i.category}</span>${i.official ? '<span class="badge">Official</span>' : '<span class="badge">Community</span>'}</a>`).join('\n')}
</div>`,
        { props: { pageProps: { integrations } }, page: '/integrations', query: {}, buildId: 'b7Xk2pQ9' },
      ),
    },
    '/integrations/pagerduty': {
      headers,
      html: shell(
        'PagerDuty integration — Tracewell',
        `<a href="/integrations">← All integrations</a>
<h1>PagerDuty</h1>
<p>Send Tracewell alerts to PagerDuty services and auto-resolve incidents when the alert clears. Maintained by the community.</p>
<p><a href="https://www.pagerduty.com/">Visit pagerduty.com</a> · <a href="https://tracewell.dev/docs/alerting/pagerduty">Setup guide</a></p>`,
        {
          props: { pageProps: { integration: integrations[4] } },
          page: '/integrations/[slug]',
          query: { slug: 'pagerduty' },
          buildId: 'b7Xk2pQ9',
        },
      ),
    },
    '/partners': {
      headers,
      html: shell(
        'Partners — Tracewell',
        `<h1>Consulting partners</h1>
<p>Need help migrating off a legacy APM or running Tracewell at scale? These firms have certified Tracewell engineers.</p>
<div class="PartnerGrid_grid__q3">
  <div class="PartnerCard_card__r4"><h3>Stackwise</h3><p>Platform engineering · UK &amp; Ireland</p><a href="https://stackwise.io/">stackwise.io</a></div>
  <div class="PartnerCard_card__r4"><h3>Kubeworks</h3><p>Kubernetes &amp; SRE · Benelux</p><a href="https://www.kubeworks.nl/en/">kubeworks.nl</a></div>
  <div class="PartnerCard_card__r4"><h3>SRE Collective</h3><p>Observability migrations · North America</p><a href="https://srecollective.com">srecollective.com</a></div>
</div>
<p>Want to become a partner? Email partners@tracewell.io.</p>`,
        { props: { pageProps: {} }, page: '/partners', query: {}, buildId: 'b7Xk2pQ9' },
      ),
    },
    '/compare/datadog': {
      headers,
      html: shell(
        'Tracewell vs Datadog',
        `<h1>Tracewell vs Datadog</h1>
<p><a href="https://www.datadoghq.com/">Datadog</a> bills per host and per custom metric. Tracewell bills per GB ingested, with no per-seat fees.</p>`,
        { props: { pageProps: {} }, page: '/compare/[competitor]', query: { competitor: 'datadog' }, buildId: 'b7Xk2pQ9' },
      ),
    },
  },
  sitemap: [
    '/',
    '/product',
    '/integrations',
    '/integrations/pagerduty',
    '/integrations/slack',
    '/pricing',
    '/partners',
    '/customers',
    '/compare/datadog',
    '/compare/new-relic',
  ],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'segment'],
  partners: {
    'kubernetes.io': 'technology',
    'opentelemetry.io': 'technology',
    'postgresql.org': 'technology',
    'hashicorp.com': 'technology',
    'pagerduty.com': 'technology',
    'slack.com': 'technology',
    'grafana.com': 'technology',
    'stackwise.io': 'channel',
    'kubeworks.nl': 'channel',
    'srecollective.com': 'channel',
  },
};
