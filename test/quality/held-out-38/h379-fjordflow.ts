import type { CorpusSite } from '../corpus/types.js';

const netlify = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HYQ7K3M9T2B8XWZC4D6F0G1J',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000',
  age: '1284',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="en" dir="ltr" class="plugin-pages plugin-id-default" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v3.4.0">
<title data-rh="true">${title}</title><meta data-rh="true" name="viewport" content="width=device-width,initial-scale=1"><meta data-rh="true" name="twitter:card" content="summary_large_image"><meta data-rh="true" property="og:image" content="https://fjordflow.io/img/fjord-social-card.png"><meta data-rh="true" name="twitter:image" content="https://fjordflow.io/img/fjord-social-card.png"><meta data-rh="true" property="og:url" content="https://fjordflow.io${path}"><meta data-rh="true" property="og:locale" content="en"><meta data-rh="true" name="docusaurus_locale" content="en"><meta data-rh="true" name="docusaurus_tag" content="default"><meta data-rh="true" name="docsearch:language" content="en"><meta data-rh="true" name="docsearch:docusaurus_tag" content="default"><meta data-rh="true" property="og:title" content="${title}"><meta data-rh="true" name="description" content="${description}"><meta data-rh="true" property="og:description" content="${description}"><link data-rh="true" rel="icon" href="/img/favicon.ico"><link data-rh="true" rel="canonical" href="https://fjordflow.io${path}"><link data-rh="true" rel="alternate" href="https://fjordflow.io${path}" hreflang="en"><link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Fjord Blog RSS Feed">
<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Fjord Blog Atom Feed">
<link rel="preconnect" href="https://K8Q2XJ4M7P-dsn.algolia.net" crossorigin="anonymous">
<link rel="search" type="application/opensearchdescription+xml" title="Fjord" href="/opensearch.xml">
<script defer data-domain="fjordflow.io" src="https://plausible.io/js/plausible.js"></script><link rel="stylesheet" href="/assets/css/styles.4f2a9c1e.css">
<script src="/assets/js/runtime~main.8b3c1d2e.js" defer="defer"></script>
<script src="/assets/js/main.5e7f9a0b.js" defer="defer"></script>
</head>`;

const navbar = `<nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><div class="navbar__items"><button aria-label="Toggle navigation bar" aria-expanded="false" class="navbar__toggle clean-btn" type="button"><svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" stroke-linecap="round" stroke-miterlimit="10" stroke-width="2" d="M4 7h22M4 15h22M4 23h22"></path></svg></button><a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/fjord-logo.svg" alt="Fjord logo" class="themedComponent_mlkZ themedComponent--light_NVdE"></div><b class="navbar__title text--truncate">Fjord</b></a><a class="navbar__item navbar__link" href="/docs/intro">Docs</a><a class="navbar__item navbar__link" href="/ecosystem">Ecosystem</a><a class="navbar__item navbar__link" href="/users">Users</a><a class="navbar__item navbar__link" href="/blog">Blog</a><a class="navbar__item navbar__link" href="/community">Community</a></div><div class="navbar__items navbar__items--right"><a href="https://fjordflow.com/cloud" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">Fjordflow Cloud<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" class="iconExternalLink_nPIU"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"></path></svg></a><a href="https://github.com/fjordflow/fjord" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link header-github-link" aria-label="GitHub repository"></a><div class="navbarSearchContainer_Bca1"><button type="button" class="DocSearch DocSearch-Button" aria-label="Search"><span class="DocSearch-Button-Container"><span class="DocSearch-Button-Placeholder">Search</span></span></button></div></div></div><div role="presentation" class="navbar-sidebar__backdrop"></div></nav>`;

const footer = `<footer class="footer footer--dark"><div class="container container-fluid"><div class="row footer__links"><div class="col footer__col"><div class="footer__title">Docs</div><ul class="footer__items clean-list"><li class="footer__item"><a class="footer__link-item" href="/docs/intro">Getting started</a></li><li class="footer__item"><a class="footer__link-item" href="/docs/connectors">Connectors</a></li></ul></div><div class="col footer__col"><div class="footer__title">Community</div><ul class="footer__items clean-list"><li class="footer__item"><a href="https://fjordflow.slack.com/join" target="_blank" rel="noopener noreferrer" class="footer__link-item">Slack</a></li><li class="footer__item"><a href="https://stackoverflow.com/questions/tagged/fjordflow" target="_blank" rel="noopener noreferrer" class="footer__link-item">Stack Overflow</a></li><li class="footer__item"><a href="https://x.com/fjordflow" target="_blank" rel="noopener noreferrer" class="footer__link-item">X</a></li><li class="footer__item"><a class="footer__link-item" href="/ecosystem">Ecosystem &amp; partners</a></li></ul></div><div class="col footer__col"><div class="footer__title">More</div><ul class="footer__items clean-list"><li class="footer__item"><a class="footer__link-item" href="/blog">Blog</a></li><li class="footer__item"><a href="https://github.com/fjordflow/fjord" target="_blank" rel="noopener noreferrer" class="footer__link-item">GitHub</a></li><li class="footer__item"><a href="https://fjordflow.com" target="_blank" rel="noopener noreferrer" class="footer__link-item">Fjordflow, Inc.</a></li></ul></div></div><div class="footer__bottom text--center"><div class="footer__copyright">Copyright © 2024 The Fjord Authors. Fjord is an incubating project of the <a href="https://opendataflow.org/projects/fjord">Open Dataflow Foundation</a>. Built with Docusaurus.</div></div></div></footer>`;

const page = (title: string, description: string, path: string, main: string) => `${head(title, description, path)}
<body class="navigation-with-keyboard">
<script>!function(){function t(t){document.documentElement.setAttribute("data-theme",t)}var e=function(){try{return new URLSearchParams(window.location.search).get("docusaurus-theme")}catch(t){}}()||function(){try{return window.localStorage.getItem("theme")}catch(t){}}();t(null!==e?e:"light")}(),function(){try{const n=new URLSearchParams(window.location.search).entries();for(var[t,e]of n)if(t.startsWith("docusaurus-data-")){var a=t.replace("docusaurus-data-","data-");document.documentElement.setAttribute(a,e)}}catch(t){}}()</script><div id="__docusaurus"><div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>${navbar}<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0">${main}</div>${footer}</div>
</body>
</html>`;

interface Provider {
  name: string;
  where: string;
  text: string;
  url: string;
}
const providers1: Provider[] = [
  {
    name: 'Skerry Consulting',
    where: 'Oslo, Norway',
    text: 'Architecture reviews, migrations from batch ETL and 24/7 production support for Fjord clusters.',
    url: 'https://skerry.consulting/',
  },
  {
    name: 'Datalodge',
    where: 'Remote (EU/US)',
    text: 'Fixed-price Fjord implementation packages and training for platform teams.',
    url: 'https://www.datalodge.io/fjord',
  },
  {
    name: 'Brisk Analytics GmbH',
    where: 'Munich, Germany',
    text: 'Streaming analytics consultancy; contributors to the Fjord SQL planner.',
    url: 'https://brisk-analytics.de/en/',
  },
  {
    name: 'Polar Bit Labs',
    where: 'Toronto, Canada',
    text: 'Managed Fjord operations and on-call for regulated industries.',
    url: 'https://polarbitlabs.com',
  },
];
const providers2: Provider[] = [
  {
    name: 'Tern Data',
    where: 'Edinburgh, UK',
    text: 'Data platform consultancy focused on public sector streaming workloads.',
    url: 'https://www.terndata.co.uk/',
  },
  {
    name: 'Kestrel Systems',
    where: 'Bengaluru, India',
    text: 'Fjord support contracts and custom connector development.',
    url: 'https://kestrelsystems.in',
  },
  {
    name: 'Meridian Streamworks',
    where: 'Austin, USA',
    text: 'Real-time data engineering for fintech and adtech.',
    url: 'https://meridianstreamworks.com/services/fjord',
  },
];

const providerPage = (items: Provider[], n: 1 | 2) =>
  `<main class="container margin-vert--lg"><h1>Service providers</h1><p>Companies that offer commercial support, consulting and training for Fjord. Listing is self-nominated via pull request to <code>website/data/providers.yml</code>; the Fjord maintainers do not endorse any provider.</p><div class="row">${items
    .map(
      (p) =>
        `<div class="col col--6 margin-bottom--lg"><div class="card"><div class="card__header"><h3>${p.name}</h3><small>${p.where}</small></div><div class="card__body"><p>${p.text}</p></div><div class="card__footer"><a class="button button--secondary button--block" href="${p.url}" target="_blank" rel="noopener noreferrer">Website</a></div></div></div>`,
    )
    .join(
      '',
    )}</div><nav class="pagination-nav" aria-label="Service provider pages">${n === 1 ? '<a class="pagination-nav__link pagination-nav__link--next" href="/ecosystem/service-providers/page/2"><div class="pagination-nav__sublabel">Next</div><div class="pagination-nav__label">Page 2 »</div></a>' : '<a class="pagination-nav__link pagination-nav__link--prev" href="/ecosystem/service-providers"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">« Page 1</div></a>'}</nav><p><a href="/ecosystem">← Back to the ecosystem</a></p></main>`;

export const site: CorpusSite = {
  domain: 'fjordflow.io',
  otherDomains: ['fjordflow.com'],
  covers:
    'Docusaurus v3 (generator + docusaurus_locale meta) on Netlify with Plausible, RSS/Atom feeds, HSTS, Algolia DocSearch preconnect; open-source ecosystem page: integrations in prose paragraphs and a maintainer table, community partners who donate infrastructure, service providers as cards paginated at /page/2; negatives: Kubernetes/Docker docs links, Docker Hub, GitHub, Slack, Stack Overflow, foundation, commercial sister domain, adopters page with company links, shields badge',
  pages: {
    '/': {
      headers: netlify,
      html: page(
        'Fjord | Open-source streaming pipelines',
        'Fjord is an open-source engine for building streaming data pipelines in SQL and Python.',
        '/',
        `<header class="hero hero--primary heroBanner_qdFl"><div class="container"><h1 class="hero__title">Fjord</h1><p class="hero__subtitle">Open-source streaming pipelines in SQL and Python. Exactly-once, backpressure-aware, cloud-native.</p><div class="buttons_AeoN"><a class="button button--secondary button--lg" href="/docs/intro">Get started in 5 minutes ⏱️</a></div><p><a href="https://github.com/fjordflow/fjord"><img src="https://img.shields.io/github/stars/fjordflow/fjord?style=social" alt="GitHub stars"></a></p></div></header><main><section class="features_t9lD"><div class="container"><div class="row"><div class="col col--4"><h3>Declarative</h3><p>Define sources, transforms and sinks in SQL; drop to Python UDFs when you need to.</p></div><div class="col col--4"><h3>Connected</h3><p>Dozens of connectors for queues, lakehouses and databases. See the <a href="/ecosystem">ecosystem</a>.</p></div><div class="col col--4"><h3>Operable</h3><p>Kubernetes operator, Prometheus metrics and zero-downtime upgrades.</p></div></div></div></section><section class="adopters_Xk2m"><div class="container"><h2>Running in production at</h2><div class="row"><img src="/img/users/haldane-bank.svg" alt="Haldane Bank" class="adopterLogo_b2c1"><img src="/img/users/tundra-games.svg" alt="Tundra Games" class="adopterLogo_b2c1"><img src="/img/users/shipyard-labs.svg" alt="Shipyard Labs" class="adopterLogo_b2c1"></div><p><a href="/users">See all adopters</a></p></div></section></main>`,
      ),
    },
    '/ecosystem': {
      headers: netlify,
      html: page(
        'Ecosystem | Fjord',
        'Connectors, integrations, service providers and community partners around Fjord.',
        '/ecosystem',
        `<main class="container margin-vert--lg"><h1>The Fjord ecosystem</h1><h2 id="connectors">Connectors</h2><p>Fjord ships first-party source connectors for <a href="https://www.quarkmq.io/" target="_blank" rel="noopener noreferrer">QuarkMQ</a> and <a href="https://tidalstream.dev" target="_blank" rel="noopener noreferrer">Tidalstream</a> topics, and writes to open table formats through the <a href="https://lakeshore.dev/docs/integrations/fjord" target="_blank" rel="noopener noreferrer">Lakeshore</a> sink, which is co-maintained with the Lakeshore team. Change-data-capture from Postgres and MySQL is built in.</p><h2 id="integrations">Technology integrations</h2><p>These integrations are built and maintained by our technology partners:</p><table><thead><tr><th>Integration</th><th>Category</th><th>Maintained by</th></tr></thead><tbody><tr><td><a href="https://basaltdb.com/integrations/fjord" target="_blank" rel="noopener noreferrer">Basalt DB sink</a></td><td>Real-time OLAP</td><td>Basalt</td></tr><tr><td><a href="https://vigil.sh" target="_blank" rel="noopener noreferrer">Vigil</a></td><td>Observability</td><td>Vigil Labs</td></tr><tr><td><a href="https://www.cirruscatalog.io/" target="_blank" rel="noopener noreferrer">Cirrus Catalog</a></td><td>Data catalog &amp; lineage</td><td>Cirrus</td></tr><tr><td>Ordo operator</td><td>Orchestration</td><td>Community (<a href="https://github.com/ordo-project/fjord-operator">GitHub</a>)</td></tr></tbody></table><h2 id="service-providers">Service providers</h2><p>Need help running Fjord? Several consultancies offer commercial support and training. <a href="/ecosystem/service-providers">Browse all service providers →</a></p><h2 id="community-partners">Community partners</h2><p>Our community partners donate CI runners, benchmark hardware and hosting to the project: <a href="https://buildmesh.com/open-source" target="_blank" rel="noopener noreferrer">Buildmesh</a> and <a href="https://www.northlighthosting.net/" target="_blank" rel="noopener noreferrer">Northlight Hosting</a>. Thank you!</p><h2 id="deploy">Deploying</h2><p>Container images are published to <a href="https://hub.docker.com/r/fjordflow/fjord">Docker Hub</a>. On Kubernetes, the operator runs workers as a StatefulSet; see the <a href="https://kubernetes.io/docs/concepts/workloads/controllers/statefulset/">Kubernetes StatefulSet documentation</a> for storage considerations. A fully managed service is available as <a href="https://fjordflow.com/cloud">Fjordflow Cloud</a>.</p><div class="admonition admonition-note alert alert--secondary"><div class="admonitionContent_BuS1"><p>Want your project listed? Open a pull request against <a href="https://github.com/fjordflow/fjord/blob/main/website/src/pages/ecosystem.mdx">ecosystem.mdx</a>.</p></div></div></main>`,
      ),
    },
    '/ecosystem/service-providers': {
      headers: netlify,
      html: page(
        'Service providers | Fjord',
        'Companies offering commercial support and consulting for Fjord.',
        '/ecosystem/service-providers',
        providerPage(providers1, 1),
      ),
    },
    '/ecosystem/service-providers/page/2': {
      headers: netlify,
      html: page(
        'Service providers (page 2) | Fjord',
        'Companies offering commercial support and consulting for Fjord.',
        '/ecosystem/service-providers/page/2',
        providerPage(providers2, 2),
      ),
    },
    '/users': {
      headers: netlify,
      html: page(
        'Users | Fjord',
        'Organizations running Fjord in production.',
        '/users',
        `<main class="container margin-vert--lg"><h1>Who uses Fjord?</h1><p>Organizations that told us they run Fjord in production:</p><ul><li><a href="https://www.haldanebank.com/engineering">Haldane Bank</a> — fraud scoring on card transactions</li><li><a href="https://tundragames.gg">Tundra Games</a> — live game telemetry</li><li><a href="https://shipyardlabs.io">Shipyard Labs</a> — IoT sensor ingestion</li></ul><p>Add your company by editing <a href="https://github.com/fjordflow/fjord/blob/main/ADOPTERS.md">ADOPTERS.md</a>.</p></main>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=UTF-8', server: 'Netlify' },
      html: `User-agent: *
Disallow:
Sitemap: https://fjordflow.io/sitemap.xml
`,
    },
  },
  sitemap: ['/', '/ecosystem', '/ecosystem/service-providers', '/ecosystem/service-providers/page/2', '/users', '/docs/intro', '/blog'],
  technologies: ['docusaurus', 'react', 'webpack', 'netlify', 'plausible', 'algolia-docsearch', 'algolia', 'rss', 'hsts', 'open-graph'],
  partners: {
    'quarkmq.io': 'technology',
    'tidalstream.dev': 'technology',
    'lakeshore.dev': 'technology',
    'basaltdb.com': 'technology',
    'vigil.sh': 'technology',
    'cirruscatalog.io': 'technology',
    'buildmesh.com': 'generic',
    'northlighthosting.net': 'generic',
    'skerry.consulting': 'channel',
    'datalodge.io': 'channel',
    'brisk-analytics.de': 'channel',
    'polarbitlabs.com': 'channel',
    'terndata.co.uk': 'channel',
    'kestrelsystems.in': 'channel',
    'meridianstreamworks.com': 'channel',
  },
};
