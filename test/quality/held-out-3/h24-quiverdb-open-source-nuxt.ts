import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8e20b7c1d9a04f12-AMS',
  'cf-cache-status': 'HIT',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string): string => `<!doctype html>
<html lang="en" data-n-head-ssr>
<head>
<title>${title}</title>
<meta data-n-head="ssr" charset="utf-8">
<meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="${description}">
<meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}">
<meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${description}">
<meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://quiverdb.ai/og/quiver-social.png">
<meta data-n-head="ssr" data-hid="og:url" property="og:url" content="https://quiverdb.ai${path}">
<meta data-n-head="ssr" name="twitter:card" content="summary_large_image">
<link data-n-head="ssr" rel="icon" type="image/svg+xml" href="/favicon.svg">
<link data-n-head="ssr" rel="preconnect" href="https://fonts.googleapis.com">
<link data-n-head="ssr" rel="stylesheet" href="https://fonts.googleapis.com/css2?family=IBM+Plex+Mono:wght@400;600&amp;family=Inter:wght@400;500;700&amp;display=swap">
<link data-n-head="ssr" rel="preconnect" href="https://BH4D9OD16A-dsn.algolia.net" crossorigin>
<link rel="preload" href="/_nuxt/4f0c2a1.js" as="script">
<link rel="preload" href="/_nuxt/0b7e9d3.js" as="script">
<link rel="preload" href="/_nuxt/app.8c1e5f2.css" as="style">
<link rel="stylesheet" href="/_nuxt/app.8c1e5f2.css">
<script defer data-domain="quiverdb.ai" src="https://plausible.io/js/plausible.js"></script>
</head>`;

const topbar = `<header data-v-5a1e2c90 class="topbar">
  <a data-v-5a1e2c90 href="/" class="brand nuxt-link-exact-active nuxt-link-active" aria-current="page"><img data-v-5a1e2c90 src="/img/quiver-logo.svg" alt="Quiver" width="110" height="28"></a>
  <nav data-v-5a1e2c90 class="topnav">
    <a data-v-5a1e2c90 href="https://docs.quiverdb.ai/">Docs</a>
    <a data-v-5a1e2c90 href="/benchmarks">Benchmarks</a>
    <a data-v-5a1e2c90 href="/ecosystem">Ecosystem</a>
    <a data-v-5a1e2c90 href="/cloud">Quiver Cloud</a>
    <a data-v-5a1e2c90 href="/blog">Blog</a>
  </nav>
  <div data-v-5a1e2c90 class="topbar-right">
    <a data-v-5a1e2c90 href="https://github.com/quiverdb/quiver" class="gh-stars" aria-label="Star Quiver on GitHub">&#9733; 18.4k</a>
    <a data-v-5a1e2c90 href="https://cloud.quiverdb.ai/signup" class="btn btn-primary">Try Quiver Cloud</a>
  </div>
</header>`;

const footer = `<footer data-v-2b9d8e14 class="footer">
  <div data-v-2b9d8e14 class="footer-grid">
    <div data-v-2b9d8e14>
      <p data-v-2b9d8e14 class="footer-title">Project</p>
      <a data-v-2b9d8e14 href="https://github.com/quiverdb/quiver">GitHub</a>
      <a data-v-2b9d8e14 href="https://github.com/quiverdb/quiver/releases">Releases</a>
      <a data-v-2b9d8e14 href="https://docs.quiverdb.ai/roadmap">Roadmap</a>
      <a data-v-2b9d8e14 href="https://github.com/quiverdb/quiver/blob/main/LICENSE">Apache-2.0 licence</a>
    </div>
    <div data-v-2b9d8e14>
      <p data-v-2b9d8e14 class="footer-title">Community</p>
      <a data-v-2b9d8e14 href="https://discord.gg/quiverdb">Discord</a>
      <a data-v-2b9d8e14 href="https://x.com/quiverdb">X / Twitter</a>
      <a data-v-2b9d8e14 href="https://www.youtube.com/@quiverdb">YouTube</a>
      <a data-v-2b9d8e14 href="/partners/services">Consulting partners</a>
      <a data-v-2b9d8e14 href="/community/events">Events</a>
    </div>
    <div data-v-2b9d8e14>
      <p data-v-2b9d8e14 class="footer-title">Company</p>
      <a data-v-2b9d8e14 href="/about">About</a>
      <a data-v-2b9d8e14 href="https://quiver.recruitee.com/">Jobs</a>
      <a data-v-2b9d8e14 href="/security">Security</a>
      <a data-v-2b9d8e14 href="/privacy">Privacy</a>
    </div>
  </div>
  <p data-v-2b9d8e14 class="footer-note">Quiver is an open-source project hosted by Quiver Labs B.V., Amsterdam, and a member of <a data-v-2b9d8e14 href="https://lfaidata.foundation/">LF AI &amp; Data</a>. &copy; 2026 Quiver Labs B.V.</p>
</footer>`;

const nuxtScripts = `<script src="/_nuxt/4f0c2a1.js" defer></script><script src="/_nuxt/0b7e9d3.js" defer></script><script src="/_nuxt/c3d8a71.js" defer></script>`;

const home = `${head('Quiver — the open-source vector database', 'Quiver is an Apache-2.0 vector database written in Rust: hybrid search, filtering and multi-tenancy at billion-vector scale.', '/')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-1d7c3e5a class="layout">
${topbar}
<main data-v-7e2f1a0b class="home">
  <section data-v-7e2f1a0b class="hero">
    <p data-v-7e2f1a0b class="release-pill"><a data-v-7e2f1a0b href="/blog/quiver-2-0">Quiver 2.0: disk-native HNSW is here &rarr;</a></p>
    <h1 data-v-7e2f1a0b>Search a billion vectors on one node.</h1>
    <p data-v-7e2f1a0b class="lead">Quiver is the open-source vector database for retrieval-augmented generation, recommendations and semantic search. Written in Rust, licensed Apache-2.0.</p>
    <pre data-v-7e2f1a0b class="install"><code>docker run -p 7340:7340 quiverdb/quiver:2.0</code></pre>
    <div data-v-7e2f1a0b class="hero-cta">
      <a data-v-7e2f1a0b href="https://docs.quiverdb.ai/quickstart" class="btn btn-primary">Quickstart</a>
      <a data-v-7e2f1a0b href="https://github.com/quiverdb/quiver" class="btn btn-ghost">View on GitHub</a>
    </div>
  </section>

  <section data-v-7e2f1a0b class="used-by">
    <h2 data-v-7e2f1a0b class="eyebrow">Running in production at</h2>
    <ul data-v-7e2f1a0b class="logo-strip">
      <li data-v-7e2f1a0b><a data-v-7e2f1a0b href="https://www.lingoframe.com/"><img data-v-7e2f1a0b src="/img/users/lingoframe.svg" alt="Lingoframe"></a></li>
      <li data-v-7e2f1a0b><a data-v-7e2f1a0b href="https://www.parcelpilot.nl/"><img data-v-7e2f1a0b src="/img/users/parcelpilot.svg" alt="ParcelPilot"></a></li>
      <li data-v-7e2f1a0b><a data-v-7e2f1a0b href="https://www.zalando.com/"><img data-v-7e2f1a0b src="/img/users/zalando.svg" alt="Zalando"></a></li>
      <li data-v-7e2f1a0b><a data-v-7e2f1a0b href="https://www.medisearch.io/"><img data-v-7e2f1a0b src="/img/users/medisearch.svg" alt="MediSearch"></a></li>
    </ul>
    <a data-v-7e2f1a0b href="https://github.com/quiverdb/quiver/blob/main/ADOPTERS.md">See all adopters</a>
  </section>

  <section data-v-7e2f1a0b class="features">
    <div data-v-7e2f1a0b class="feature"><h3 data-v-7e2f1a0b>Hybrid search</h3><p data-v-7e2f1a0b>Dense, sparse and BM25 in a single query with reciprocal rank fusion.</p></div>
    <div data-v-7e2f1a0b class="feature"><h3 data-v-7e2f1a0b>Filter without penalty</h3><p data-v-7e2f1a0b>Payload indexes keep filtered recall above 0.98 even at 1% selectivity.</p></div>
    <div data-v-7e2f1a0b class="feature"><h3 data-v-7e2f1a0b>Works with your stack</h3><p data-v-7e2f1a0b>First-class integrations for LLM frameworks and data pipelines. <a data-v-7e2f1a0b href="/ecosystem">Browse the ecosystem</a>.</p></div>
  </section>

  <section data-v-7e2f1a0b class="backers">
    <h2 data-v-7e2f1a0b class="eyebrow">Quiver Labs is backed by</h2>
    <a data-v-7e2f1a0b href="https://seedcamp.com/"><img data-v-7e2f1a0b src="/img/backers/seedcamp.svg" alt="Seedcamp"></a>
    <a data-v-7e2f1a0b href="https://www.pointnine.com/"><img data-v-7e2f1a0b src="/img/backers/point-nine.svg" alt="Point Nine"></a>
    <p data-v-7e2f1a0b>As discussed on <a data-v-7e2f1a0b href="https://news.ycombinator.com/item?id=41822310">Hacker News</a> and <a data-v-7e2f1a0b href="https://thenewstack.io/quiver-rust-vector-database/">The New Stack</a>.</p>
  </section>
</main>
${footer}
</div></div></div>
<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{release:"2.0.3",stars:18412}],fetch:{},error:null,serverRendered:true,routePath:"\\u002F",config:{plausibleDomain:"quiverdb.ai",docsearch:{appId:"BH4D9OD16A",indexName:"quiverdb"},_app:{basePath:a,assetsPath:b,cdnURL:null}}}}("\\u002F","\\u002F_nuxt\\u002F"));</script>
${nuxtScripts}
</body>
</html>`;

const ecosystem = `${head('Ecosystem — Quiver', 'Integrations, client libraries and frameworks that work with Quiver.', '/ecosystem')}
<body>
<div id="__nuxt"><!----><div id="__layout"><div class="layout"><div class="page-loading" aria-busy="true">Loading ecosystem&hellip;</div></div></div></div>
<noscript>Please enable JavaScript to browse the Quiver ecosystem.</noscript>
<script>window.__NUXT__=(function(a,b,c,d,e,f){return {layout:"default",data:[{title:"Ecosystem",intro:"Quiver plugs into the frameworks and pipelines you already use. Integrations marked official are co-maintained with the partner.",integrations:[{name:"LangChain",category:a,official:e,url:"https:\\u002F\\u002Fwww.langchain.com\\u002F",docs:"https:\\u002F\\u002Fdocs.quiverdb.ai\\u002Fintegrations\\u002Flangchain",logo:"\\u002Fimg\\u002Feco\\u002Flangchain.svg"},{name:"LlamaIndex",category:a,official:e,url:"https:\\u002F\\u002Fwww.llamaindex.ai\\u002F",docs:"https:\\u002F\\u002Fdocs.quiverdb.ai\\u002Fintegrations\\u002Fllamaindex",logo:"\\u002Fimg\\u002Feco\\u002Fllamaindex.svg"},{name:"Hugging Face",category:b,official:e,url:"https:\\u002F\\u002Fhuggingface.co\\u002F",docs:"https:\\u002F\\u002Fdocs.quiverdb.ai\\u002Fintegrations\\u002Fhuggingface",logo:"\\u002Fimg\\u002Feco\\u002Fhf.svg"},{name:"Airbyte",category:c,official:e,url:"https:\\u002F\\u002Fairbyte.com\\u002F",docs:"https:\\u002F\\u002Fdocs.quiverdb.ai\\u002Fintegrations\\u002Fairbyte",logo:"\\u002Fimg\\u002Feco\\u002Fairbyte.svg"},{name:"Dagster",category:c,official:f,url:"https:\\u002F\\u002Fdagster.io\\u002F",docs:"https:\\u002F\\u002Fdocs.quiverdb.ai\\u002Fintegrations\\u002Fdagster",logo:"\\u002Fimg\\u002Feco\\u002Fdagster.svg"},{name:"Tessellate",category:d,official:e,url:"https:\\u002F\\u002Ftessellate.dev\\u002F",docs:"https:\\u002F\\u002Fdocs.quiverdb.ai\\u002Fintegrations\\u002Ftessellate",logo:"\\u002Fimg\\u002Feco\\u002Ftessellate.svg"}],cta:{label:"Add your integration",href:"https:\\u002F\\u002Fgithub.com\\u002Fquiverdb\\u002Fecosystem"}}],fetch:{},error:null,serverRendered:false,routePath:"\\u002Fecosystem",config:{plausibleDomain:"quiverdb.ai",_app:{basePath:"\\u002F",assetsPath:"\\u002F_nuxt\\u002F",cdnURL:null}}}}("LLM frameworks","Embeddings","Data pipelines","Observability",true,false));</script>
${nuxtScripts}
</body>
</html>`;

const services = `${head('Consulting partners — Quiver', 'Independent consultancies that help teams design, deploy and operate Quiver in production.', '/partners/services')}
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-1d7c3e5a class="layout">
${topbar}
<main data-v-4c8b2d61 class="partners">
  <h1 data-v-4c8b2d61>Consulting partners</h1>
  <p data-v-4c8b2d61>Need help with capacity planning, migrations or a production review? These independent firms have Quiver-certified engineers. Quiver Labs does not receive a commission.</p>
  <div data-v-4c8b2d61 class="partner-cards">
    <article data-v-4c8b2d61 class="partner-card">
      <h2 data-v-4c8b2d61>Bitwise Rotterdam</h2>
      <p data-v-4c8b2d61>Netherlands &amp; Belgium &middot; RAG architecture, migrations from Elasticsearch</p>
      <a data-v-4c8b2d61 href="https://bitwise-rotterdam.nl/en/" rel="noopener" target="_blank">bitwise-rotterdam.nl</a>
    </article>
    <article data-v-4c8b2d61 class="partner-card">
      <h2 data-v-4c8b2d61>Dataforge Consulting</h2>
      <p data-v-4c8b2d61>Canada &amp; US &middot; Kubernetes operations, managed on-call</p>
      <a data-v-4c8b2d61 href="https://www.dataforge.ca/" rel="noopener" target="_blank">dataforge.ca</a>
    </article>
    <article data-v-4c8b2d61 class="partner-card">
      <h2 data-v-4c8b2d61>Nimbus Analytics</h2>
      <p data-v-4c8b2d61>Latin America &middot; Search relevance tuning, Spanish &amp; Portuguese</p>
      <a data-v-4c8b2d61 href="https://nimbusanalytics.co/" rel="noopener" target="_blank">nimbusanalytics.co</a>
    </article>
  </div>
  <section data-v-4c8b2d61 class="become">
    <h2 data-v-4c8b2d61>Become a consulting partner</h2>
    <p data-v-4c8b2d61>Pass the Quiver Certified Engineer exam with two engineers and <a data-v-4c8b2d61 href="mailto:partners@quiverdb.ai">email us</a>.</p>
  </section>
  <section data-v-4c8b2d61 class="events">
    <h2 data-v-4c8b2d61>Meet the community</h2>
    <p data-v-4c8b2d61>We host the Quiver meetup track at <a data-v-4c8b2d61 href="https://events.linuxfoundation.org/kubecon-cloudnativecon-europe/">KubeCon + CloudNativeCon Europe</a>, sponsored this year by <a data-v-4c8b2d61 href="https://www.hetzner.com/">Hetzner</a>.</p>
  </section>
</main>
${footer}
</div></div></div>
<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{}],fetch:{},error:null,serverRendered:true,routePath:"\\u002Fpartners\\u002Fservices",config:{_app:{basePath:a,assetsPath:b,cdnURL:null}}}}("\\u002F","\\u002F_nuxt\\u002F"));</script>
${nuxtScripts}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'quiverdb.ai',
  covers:
    'Open-source Nuxt site (catch-all SPA) whose header "Ecosystem" page is client-rendered: integrations exist only inside window.__NUXT__ with escaped URLs; consulting partners are cards on a footer-only page; traps: production-user logo wall, investors, Hacker News/press, GitHub repo and adopters file, Discord, Recruitee jobs, LF AI & Data membership, KubeCon and its sponsor.',
  pages: {
    '/': { headers, html: home },
    '/ecosystem': { headers, html: ecosystem },
    '/partners/services': { headers, html: services },
  },
  catchAll: true,
  sitemap: ['/', '/ecosystem', '/benchmarks', '/cloud', '/blog', '/partners/services', '/about'],
  technologies: [
    'nuxt-js',
    'vue-js',
    'cloudflare',
    'plausible',
    'google-font-api',
    'algolia-docsearch',
    'algolia',
    'recruitee',
    'open-graph',
  ],
  partners: {
    'langchain.com': 'technology',
    'llamaindex.ai': 'technology',
    'huggingface.co': 'technology',
    'airbyte.com': 'technology',
    'dagster.io': 'technology',
    'tessellate.dev': 'technology',
    'bitwise-rotterdam.nl': 'channel',
    'dataforge.ca': 'channel',
    'nimbusanalytics.co': 'channel',
  },
};
