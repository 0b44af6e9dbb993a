import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'GitHub.com',
  'content-type': 'text/html; charset=utf-8',
  'x-github-request-id': 'B6C4:3F2A1:9E8D71:A31C02:66F1C3A8',
  'access-control-allow-origin': '*',
  'cache-control': 'max-age=600',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="en" dir="ltr" class="plugin-pages plugin-id-default" data-has-hydrated="false">
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v3.1.1">
<title data-rh="true">${title}</title>
<meta data-rh="true" name="viewport" content="width=device-width,initial-scale=1">
<meta data-rh="true" name="docusaurus_locale" content="en">
<meta data-rh="true" name="docusaurus_tag" content="default">
<meta data-rh="true" name="description" content="${description}">
<link data-rh="true" rel="icon" href="/img/favicon.ico">
<link data-rh="true" rel="canonical" href="https://kelpflow.io${path}">
<link rel="search" type="application/opensearchdescription+xml" title="Kelpflow" href="/opensearch.xml">
<link rel="stylesheet" href="/assets/css/styles.4e1f9a72.css">
<script src="/assets/js/runtime~main.8d2c71b0.js" defer="defer"></script>
<script src="/assets/js/main.b39e04fd.js" defer="defer"></script>
</head>`;

const navbar = `<body class="navigation-with-keyboard">
<script>!function(){var t=localStorage.getItem("theme");document.documentElement.setAttribute("data-theme",t||"light")}()</script>
<div id="__docusaurus">
<div role="region" aria-label="Skip to main content"><a class="skipToContent_fXgn" href="#__docusaurus_skipToContent_fallback">Skip to main content</a></div>
<nav aria-label="Main" class="navbar navbar--fixed-top">
  <div class="navbar__inner">
    <div class="navbar__items">
      <a class="navbar__brand" href="/"><div class="navbar__logo"><img src="/img/kelpflow-logo.svg" alt="Kelpflow" class="themedComponent_mlkZ"></div><b class="navbar__title text--truncate">Kelpflow</b></a>
      <a class="navbar__item navbar__link" href="/docs/intro">Docs</a>
      <a class="navbar__item navbar__link" href="/docs/connectors">Connectors</a>
      <a class="navbar__item navbar__link" href="/blog">Blog</a>
      <a class="navbar__item navbar__link" href="/community">Community</a>
    </div>
    <div class="navbar__items navbar__items--right">
      <a class="navbar__item navbar__link" href="/docs/changelog">v2.8</a>
      <a href="https://github.com/kelpflow/kelpflow" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link header-github-link" aria-label="GitHub repository">GitHub</a>
    </div>
  </div>
</nav>
<div id="__docusaurus_skipToContent_fallback" class="main-wrapper mainWrapper_z2l0">`;

const footer = `</div>
<footer class="footer footer--dark">
  <div class="container container-fluid">
    <div class="row footer__links">
      <div class="col footer__col">
        <div class="footer__title">Docs</div>
        <ul class="footer__items clean-list">
          <li class="footer__item"><a class="footer__link-item" href="/docs/intro">Getting started</a></li>
          <li class="footer__item"><a class="footer__link-item" href="/docs/connectors">Connectors</a></li>
          <li class="footer__item"><a class="footer__link-item" href="/docs/deploy/kubernetes">Deploying on Kubernetes</a></li>
        </ul>
      </div>
      <div class="col footer__col">
        <div class="footer__title">Community</div>
        <ul class="footer__items clean-list">
          <li class="footer__item"><a href="https://discord.gg/kelpflow" target="_blank" rel="noopener noreferrer" class="footer__link-item">Discord</a></li>
          <li class="footer__item"><a href="https://github.com/kelpflow/kelpflow/discussions" target="_blank" rel="noopener noreferrer" class="footer__link-item">GitHub Discussions</a></li>
          <li class="footer__item"><a href="https://stackoverflow.com/questions/tagged/kelpflow" target="_blank" rel="noopener noreferrer" class="footer__link-item">Stack Overflow</a></li>
          <li class="footer__item"><a href="https://fosstodon.org/@kelpflow" target="_blank" rel="noopener noreferrer" class="footer__link-item">Mastodon</a></li>
        </ul>
      </div>
      <div class="col footer__col">
        <div class="footer__title">More</div>
        <ul class="footer__items clean-list">
          <li class="footer__item"><a class="footer__link-item" href="/blog">Blog</a></li>
          <li class="footer__item"><a class="footer__link-item" href="/commercial-support">Commercial support</a></li>
          <li class="footer__item"><a class="footer__link-item" href="/brand">Brand assets</a></li>
          <li class="footer__item"><a href="https://opencollective.com/kelpflow" target="_blank" rel="noopener noreferrer" class="footer__link-item">Sponsor us</a></li>
        </ul>
      </div>
    </div>
    <div class="footer__bottom text--center">
      <div class="footer__copyright">Copyright &copy; 2026 The Kelpflow Authors. Apache License 2.0. Built with Docusaurus.</div>
    </div>
  </div>
</footer>
</div>
</body>
</html>`;

const partnerRow = (name: string, url: string, label: string, text: string, where: string) => `
        <div class="col col--6 margin-bottom--lg">
          <div class="card shadow--md partnerCard_Qm4c">
            <div class="card__header"><h3>${name}</h3><small>${where}</small></div>
            <div class="card__body"><p>${text}</p></div>
            <div class="card__footer"><a class="button button--secondary button--block" href="${url}" target="_blank" rel="noopener noreferrer">${label}</a></div>
          </div>
        </div>`;

export const site: CorpusSite = {
  domain: 'kelpflow.io',
  covers:
    'open-source project on Docusaurus served by GitHub Pages; "Commercial support" page linked only from the footer, listing consulting partners (channel) and vendors maintaining certified connectors (technology) in Infima cards; "Used by" logos linking to adopters, GitHub/Discord/Mastodon/Stack Overflow/Open Collective/PyPI links that are not partners',
  pages: {
    '/': {
      headers,
      html: `${head('Kelpflow · Streaming ELT you can read', 'Kelpflow is an open-source streaming ELT engine: declarative pipelines in YAML, exactly-once delivery, 60+ connectors.', '/')}
${navbar}
<header class="hero hero--primary heroBanner_qdFl">
  <div class="container">
    <h1 class="hero__title">Kelpflow</h1>
    <p class="hero__subtitle">Streaming ELT you can read. Declarative pipelines, exactly-once delivery, and a single binary to run.</p>
    <div class="buttons_AeoN">
      <a class="button button--secondary button--lg" href="/docs/intro">Get started in 5 minutes</a>
      <a class="button button--outline button--lg" href="https://github.com/kelpflow/kelpflow">Star on GitHub</a>
    </div>
    <pre class="installSnippet_x1Vb"><code>pip install kelpflow   # or: brew install kelpflow</code></pre>
    <p class="margin-top--sm"><small>Latest release: <a href="https://github.com/kelpflow/kelpflow/releases/tag/v2.8.1">v2.8.1</a> &middot; also on <a href="https://pypi.org/project/kelpflow/">PyPI</a></small></p>
  </div>
</header>
<main>
  <section class="features_t9Xh">
    <div class="container">
      <div class="row">
        <div class="col col--4">
          <h3>Pipelines as YAML</h3>
          <p>Sources, transforms and sinks live in one reviewed file. No DAG code, no hidden state.</p>
        </div>
        <div class="col col--4">
          <h3>Exactly once, by default</h3>
          <p>Checkpoints are committed with the sink's own transaction, so restarts never duplicate a row.</p>
        </div>
        <div class="col col--4">
          <h3>60+ connectors</h3>
          <p>Postgres CDC, Kafka, S3, HTTP and every major warehouse. Writing a new one takes about 200 lines of Python.</p>
        </div>
      </div>
    </div>
  </section>
  <section class="usedBy_Lk2s padding-vert--xl">
    <div class="container text--center">
      <h2>Used in production by</h2>
      <p>Teams that told us they run Kelpflow. <a href="https://github.com/kelpflow/kelpflow/blob/main/ADOPTERS.md">Add your company</a>.</p>
      <div class="logoRow_9bVc">
        <a href="https://www.marlowfreight.com/"><img src="/img/users/marlow-freight.svg" alt="Marlow Freight" height="36"></a>
        <a href="https://ottercare.health/"><img src="/img/users/ottercare.svg" alt="OtterCare" height="36"></a>
        <a href="https://www.stadtwerke-lindenau.de/"><img src="/img/users/stadtwerke-lindenau.svg" alt="Stadtwerke Lindenau" height="36"></a>
        <a href="https://quillmoney.app/"><img src="/img/users/quill.svg" alt="Quill Money" height="36"></a>
      </div>
    </div>
  </section>
  <section class="padding-vert--lg">
    <div class="container">
      <div class="row">
        <div class="col col--6">
          <h2>Community first</h2>
          <p>Kelpflow is Apache-2.0 licensed and governed in the open. Join 4,000 people on <a href="https://discord.gg/kelpflow">Discord</a>, read the <a href="/community/governance">governance model</a>, or pick a <a href="https://github.com/kelpflow/kelpflow/labels/good%20first%20issue">good first issue</a>.</p>
        </div>
        <div class="col col--6">
          <h2>Funded by its users</h2>
          <p>Our CI, hosting and a part-time release manager are paid for by individual and company sponsors through <a href="https://opencollective.com/kelpflow">Open Collective</a>. Thank you!</p>
        </div>
      </div>
    </div>
  </section>
</main>
${footer}`,
    },
    '/commercial-support': {
      headers,
      html: `${head('Commercial support | Kelpflow', 'Companies offering Kelpflow consulting, training and support, and vendors maintaining certified connectors.', '/commercial-support')}
${navbar}
<main class="container margin-vert--lg">
  <div class="row">
    <div class="col col--10 col--offset-1">
      <h1>Commercial support</h1>
      <p>Kelpflow is free software maintained by volunteers. If your team needs an SLA, a migration, training or a custom connector, the companies below employ Kelpflow committers or have passed our partner review. The project does not take a cut; listing here is not an endorsement of any one provider.</p>

      <h2 id="consulting-partners">Consulting partners</h2>
      <p>Help with architecture, migrations from batch ELT tools, production support and training.</p>
      <div class="row">${partnerRow('Fjordbyte AS', 'https://fjordbyte.no/', 'fjordbyte.no', 'Oslo-based data engineering consultancy. Two Kelpflow committers on staff; 24/7 support contracts in CET.', 'Norway &middot; Europe')}${partnerRow('Datalathe', 'https://www.datalathe.com/services/kelpflow', 'Visit Datalathe', 'Migrations from Airbyte and Fivetran to Kelpflow, plus a three-day hands-on training course.', 'United States &middot; remote')}${partnerRow('Quarrystone Analytics', 'https://quarrystone-analytics.co.uk/', 'quarrystone-analytics.co.uk', 'Fixed-price Kelpflow health checks and managed pipelines for UK public-sector teams.', 'United Kingdom')}${partnerRow('Stratadelta GmbH', 'https://www.stratadelta.de/en/', 'stratadelta.de', 'Kubernetes deployments on-premise, security reviews and German-language support.', 'Germany &middot; DACH')}
      </div>

      <h2 id="technology-partners">Technology partners</h2>
      <p>Vendors who maintain a certified Kelpflow connector for their product and test it against every release.</p>
      <div class="row">${partnerRow('ClickHouse', 'https://clickhouse.com/', 'clickhouse.com', 'Certified sink connector with native inserts and exactly-once deduplication tokens.', 'Sink')}${partnerRow('MotherDuck', 'https://motherduck.com/', 'motherduck.com', 'Load Kelpflow streams into MotherDuck and DuckDB, maintained by the MotherDuck team.', 'Sink')}${partnerRow('Redpanda', 'https://www.redpanda.com/', 'redpanda.com', 'Source and sink connectors with schema-registry support, tested on Redpanda Cloud.', 'Source &middot; Sink')}${partnerRow('Ternlake', 'https://ternlake.io/', 'ternlake.io', 'Iceberg table sink with compaction hints, built by the Ternlake lakehouse team.', 'Sink')}
      </div>

      <div class="alert alert--info margin-top--lg" role="alert">
        Want to be listed? Read the <a href="https://github.com/kelpflow/kelpflow/blob/main/PARTNERS.md">partner criteria</a> and open a pull request against <a href="https://github.com/kelpflow/kelpflow.io">kelpflow/kelpflow.io</a>.
      </div>
    </div>
  </div>
</main>
${footer}`,
    },
  },
  technologies: ['docusaurus', 'react', 'webpack', 'github-pages'],
  partners: {
    'fjordbyte.no': 'channel',
    'datalathe.com': 'channel',
    'quarrystone-analytics.co.uk': 'channel',
    'stratadelta.de': 'channel',
    'clickhouse.com': 'technology',
    'motherduck.com': 'technology',
    'redpanda.com': 'technology',
    'ternlake.io': 'technology',
  },
};
