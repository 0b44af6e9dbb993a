import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'fra1::iad1::8kq2n-1767811200123-5c1f0a9e2d7b',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="https://pipelark.dev/og/default.png"/>
<meta property="og:url" content="https://pipelark.dev${path}"/>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="twitter:site" content="@pipelark"/>
<link rel="canonical" href="https://pipelark.dev${path}"/>
<link rel="icon" href="/favicon.ico"/>
<meta name="next-head-count" content="14"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/>
<link rel="preload" href="/_next/static/css/7b1e4c0f2d9a55e1.css" as="style"/>
<link rel="stylesheet" href="/_next/static/css/7b1e4c0f2d9a55e1.css" data-n-g=""/>
<noscript data-n-css=""></noscript>
<script defer nomodule src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>
<script src="/_next/static/chunks/webpack-6f1a0e3c7d2b9a11.js" defer></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer></script>
<script src="/_next/static/chunks/main-8c5b3c2f1e7d9a04.js" defer></script>
<script src="/_next/static/chunks/pages/_app-1b9c2d8e4f6a7b30.js" defer></script>
<script src="/_next/static/q8Xb2LmT0nRzK4vWc1yHd/_buildManifest.js" defer></script>
<script src="/_next/static/q8Xb2LmT0nRzK4vWc1yHd/_ssgManifest.js" defer></script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-P7LQ2XK"></script>
<script async src="https://cdn.segment.com/analytics.js/v1/Zq7tW3yPp0sLrK2d/analytics.min.js"></script>
</head>`;

const nav = `<header class="Header_root__x1Kq2">
  <div class="Header_inner__a8Zr1">
    <a href="/" class="Header_logo__Q2mPn" aria-label="Pipelark home"><svg width="112" height="24" viewBox="0 0 112 24" aria-hidden="true"><path d="M4 4h16v16H4z"/></svg></a>
    <nav class="Header_nav__3LwYt">
      <a href="/product">Product</a>
      <a href="/integrations">Integrations</a>
      <a href="/pricing">Pricing</a>
      <a href="/customers">Customers</a>
      <a href="https://docs.pipelark.dev">Docs</a>
      <a href="/blog">Blog</a>
    </nav>
    <div class="Header_cta__Vb7xD">
      <a href="https://app.pipelark.dev/login">Sign in</a>
      <a class="Button_primary__k2J8s" href="https://app.pipelark.dev/signup">Start building free</a>
    </div>
  </div>
</header>`;

const footer = `<footer class="Footer_root__Yh3Ds">
  <div class="Footer_columns__2mNcd">
    <div><h5>Product</h5><ul>
      <li><a href="/product/pipelines">Pipelines</a></li>
      <li><a href="/product/runners">Hosted runners</a></li>
      <li><a href="/product/caching">Remote cache</a></li>
      <li><a href="/integrations">Integrations</a></li>
      <li><a href="/changelog">Changelog</a></li>
    </ul></div>
    <div><h5>Resources</h5><ul>
      <li><a href="https://docs.pipelark.dev">Documentation</a></li>
      <li><a href="/blog">Blog</a></li>
      <li><a href="https://pipelarkstatus.com">Status</a></li>
      <li><a href="https://trust.pipelark.dev">Trust center</a></li>
    </ul></div>
    <div><h5>Company</h5><ul>
      <li><a href="/about">About</a></li>
      <li><a href="/partners">Partners</a></li>
      <li><a href="https://jobs.ashbyhq.com/pipelark">Careers</a></li>
      <li><a href="/contact">Contact sales</a></li>
    </ul></div>
    <div><h5>Legal</h5><ul>
      <li><a href="/legal/terms">Terms</a></li>
      <li><a href="/legal/privacy">Privacy</a></li>
      <li><a href="/legal/dpa">DPA</a></li>
    </ul></div>
  </div>
  <div class="Footer_bottom__p4QaZ">
    <span>© 2026 Pipelark, Inc.</span>
    <img src="/badges/soc2-type2.svg" alt="SOC 2 Type II" width="48" height="48"/>
    <a href="https://github.com/pipelark" aria-label="GitHub">GitHub</a>
    <a href="https://x.com/pipelark" aria-label="X">X</a>
    <a href="https://www.youtube.com/@pipelark" aria-label="YouTube">YouTube</a>
    <a href="https://discord.gg/pipelark" aria-label="Discord">Discord</a>
  </div>
</footer>`;

const nextData = (page: string, pageProps: unknown): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: 'q8Xb2LmT0nRzK4vWc1yHd',
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  })}</script>`;

const page = (title: string, description: string, path: string, main: string, data: string): string => `<!DOCTYPE html>
<html lang="en">
${head(title, description, path)}
<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P7LQ2XK" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__next">
${nav}
<main>
${main}
</main>
${footer}
</div>
${data}
</body>
</html>`;

type Integration = { slug: string; name: string; category: string; website: string; blurb: string };
const integrations: Integration[] = [
  {
    slug: 'github',
    name: 'GitHub',
    category: 'Source control',
    website: 'https://github.com',
    blurb: 'Trigger pipelines on push, pull request and tag events; report checks back to PRs.',
  },
  {
    slug: 'gitlab',
    name: 'GitLab',
    category: 'Source control',
    website: 'https://about.gitlab.com',
    blurb: 'Mirror GitLab projects and post pipeline status to merge requests.',
  },
  {
    slug: 'bitbucket',
    name: 'Bitbucket Cloud',
    category: 'Source control',
    website: 'https://bitbucket.org',
    blurb: 'Build every branch in your Bitbucket workspaces.',
  },
  {
    slug: 'aws',
    name: 'AWS',
    category: 'Cloud & deploy',
    website: 'https://aws.amazon.com',
    blurb: 'OIDC federation for keyless deploys to ECS, Lambda and S3.',
  },
  {
    slug: 'google-cloud',
    name: 'Google Cloud',
    category: 'Cloud & deploy',
    website: 'https://cloud.google.com',
    blurb: 'Workload identity federation for Cloud Run and GKE deploys.',
  },
  {
    slug: 'fly',
    name: 'Fly.io',
    category: 'Cloud & deploy',
    website: 'https://fly.io',
    blurb: 'Ship containers to Fly Machines from a single pipeline step.',
  },
  {
    slug: 'vault',
    name: 'HashiCorp Vault',
    category: 'Secrets',
    website: 'https://www.hashicorp.com/products/vault',
    blurb: 'Fetch short-lived secrets at job start.',
  },
  {
    slug: 'snyk',
    name: 'Snyk',
    category: 'Security',
    website: 'https://snyk.io',
    blurb: 'Fail builds on new high-severity vulnerabilities.',
  },
  {
    slug: 'slack',
    name: 'Slack',
    category: 'Notifications',
    website: 'https://slack.com',
    blurb: 'Pipeline notifications and one-click re-runs in Slack.',
  },
  {
    slug: 'tracehollow',
    name: 'Tracehollow',
    category: 'Observability',
    website: 'https://tracehollow.io',
    blurb: 'Send pipeline traces and test timings to Tracehollow.',
  },
];

const integrationCards = integrations
  .map(
    (i) => `<div class="IntegrationCard_root__9Tg1b" data-category="${i.category}">
  <img src="/integrations/logos/${i.slug}.svg" alt="" width="40" height="40" loading="lazy"/>
  <h3><a href="/integrations/${i.slug}">${i.name}</a></h3>
  <p>${i.blurb}</p>
  <a class="IntegrationCard_external__Jd2k0" href="${i.website}" target="_blank" rel="noopener noreferrer">Visit ${i.name} ↗</a>
</div>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'pipelark.dev',
  otherDomains: ['pipelarkstatus.com'],
  covers:
    'CI/CD SaaS on Next.js/Vercel (__NEXT_DATA__ JSON, headers only): integrations directory with category filter and vendor links (technology, incl. github.com that is also the footer social link), partners page reachable only from the footer with consulting partners (channel) and technology alliance logos; negatives: customer logos and case studies, investors on /about, blog post links to articles, Ashby job board, status domain, SOC 2 badge, Discord/X/YouTube',
  pages: {
    '/': {
      headers,
      html: page(
        'Pipelark – CI/CD that keeps up with your monorepo',
        'Fast, cache-aware CI/CD pipelines with hosted runners on ARM and x86. Free for open source.',
        '/',
        `<section class="Hero_root__h2Kd9">
  <h1>CI/CD that keeps up with your monorepo</h1>
  <p>Pipelark builds only what changed, caches everything else, and runs on hosted ARM and x86 runners that boot in under 2 seconds.</p>
  <a class="Button_primary__k2J8s" href="https://app.pipelark.dev/signup">Start building free</a>
  <a class="Button_secondary__Lm3x2" href="/contact">Talk to sales</a>
</section>
<section class="Logos_root__d8Jq1">
  <p>Trusted by engineering teams at</p>
  <div class="Logos_row__Hk2Ls">
    <img src="/customers/ledgerly.svg" alt="Ledgerly" width="120" height="32"/>
    <img src="/customers/quokka-health.svg" alt="Quokka Health" width="120" height="32"/>
    <img src="/customers/farecast.svg" alt="Farecast" width="120" height="32"/>
    <a href="/customers/northwind-games"><img src="/customers/northwind.svg" alt="Northwind Games" width="120" height="32"/></a>
  </div>
</section>
<section class="Features_root__P1n0c">
  <div><h2>Remote caching</h2><p>Content-addressed cache shared by every branch. Typical builds drop from 14 minutes to 3.</p></div>
  <div><h2>Pipelines as code</h2><p>Write pipelines in YAML or TypeScript, with dynamic fan-out and matrix jobs.</p></div>
  <div><h2>Works with your stack</h2><p>Native integrations with GitHub, GitLab, AWS, Google Cloud and more. <a href="/integrations">See all integrations →</a></p></div>
</section>
<section class="Quote_root__2Vb6n">
  <blockquote>“We cut our CI bill by 60% in the first month.”</blockquote>
  <p>— Priya Raman, Staff Engineer at <a href="https://ledgerly.com">Ledgerly</a></p>
</section>`,
        nextData('/', { hero: { variant: 'b' }, logos: ['ledgerly', 'quokka-health', 'farecast', 'northwind'] }),
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations – Pipelark',
        'Connect Pipelark to your source control, cloud, secrets manager and chat.',
        '/integrations',
        `<section class="Integrations_header__s3Pf2">
  <h1>Integrations</h1>
  <p>Pipelark plugs into the tools your team already uses. All integrations are maintained by Pipelark or our technology partners.</p>
  <div role="tablist" class="Integrations_filters__q0Lb8">
    <button role="tab" aria-selected="true">All</button>
    <button role="tab">Source control</button>
    <button role="tab">Cloud &amp; deploy</button>
    <button role="tab">Secrets</button>
    <button role="tab">Security</button>
    <button role="tab">Notifications</button>
    <button role="tab">Observability</button>
  </div>
</section>
<section class="Integrations_grid__Nc4t7">
${integrationCards}
</section>
<section class="Integrations_build__F7s2d">
  <h2>Build your own</h2>
  <p>Use the Pipelark Steps SDK to publish an integration to the directory. <a href="https://docs.pipelark.dev/steps/publishing">Read the publishing guide</a></p>
</section>`,
        nextData('/integrations', {
          integrations,
          categories: ['Source control', 'Cloud & deploy', 'Secrets', 'Security', 'Notifications', 'Observability'],
        }),
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Partners – Pipelark',
        'Pipelark consulting partners and technology alliances.',
        '/partners',
        `<section class="Partners_hero__b1Xk3">
  <h1>Pipelark Partner Network</h1>
  <p>Work with certified experts to migrate from Jenkins or CircleCI, or build on Pipelark with our technology alliance partners.</p>
</section>
<section class="Partners_section__v9Rt2">
  <h2>Consulting &amp; implementation partners</h2>
  <p>These DevOps consultancies are certified to plan and deliver Pipelark migrations and resell Pipelark Enterprise.</p>
  <div class="Partners_grid__Q3m8z">
    <article>
      <h3>Hexaflow Consulting</h3>
      <span class="Badge_root__x1">Elite partner</span>
      <p>Platform engineering consultancy based in Austin and Lisbon; 40+ Jenkins-to-Pipelark migrations.</p>
      <a href="https://hexaflow.co/?ref=pipelark">hexaflow.co</a>
    </article>
    <article>
      <h3>Kitestring</h3>
      <span class="Badge_root__x1">Elite partner</span>
      <p>DevOps and SRE staffing for scale-ups across the Nordics.</p>
      <a href="https://www.kitestring.io">kitestring.io</a>
    </article>
    <article>
      <h3>Rivermark Labs</h3>
      <span class="Badge_root__x1">Registered partner</span>
      <p>UK consultancy specialising in build performance for game studios.</p>
      <a href="https://rivermarklabs.co.uk/services/ci">rivermarklabs.co.uk</a>
    </article>
    <article>
      <h3>Onyx &amp; Oak</h3>
      <span class="Badge_root__x1">Registered partner</span>
      <p>Reseller for public sector and regulated industries in Australia and New Zealand.</p>
      <a href="https://onyxoak.com.au">onyxoak.com.au</a>
    </article>
  </div>
</section>
<section class="Partners_section__v9Rt2">
  <h2>Technology alliance partners</h2>
  <div class="Partners_logos__Tq2r5">
    <a href="https://www.hashicorp.com/partners" target="_blank" rel="noopener"><img src="/partners/hashicorp.svg" alt="HashiCorp"/></a>
    <a href="https://snyk.io/partners/" target="_blank" rel="noopener"><img src="/partners/snyk.svg" alt="Snyk"/></a>
    <a href="https://tracehollow.io" target="_blank" rel="noopener"><img src="/partners/tracehollow.svg" alt="Tracehollow"/></a>
    <a href="https://www.graviton-arm.com" target="_blank" rel="noopener"><img src="/partners/graviton-arm.svg" alt="Graviton ARM Labs"/></a>
  </div>
</section>
<section class="Partners_apply__H0z7c">
  <h2>Become a partner</h2>
  <form action="/api/partner-application" method="post">
    <input name="company" placeholder="Company name" required/>
    <input name="email" type="email" placeholder="Work email" required/>
    <select name="type"><option value="consulting">Consulting / reseller</option><option value="technology">Technology</option></select>
    <button type="submit">Apply</button>
  </form>
</section>`,
        nextData('/partners', { tiers: ['elite', 'registered'] }),
      ),
    },
    '/customers': {
      headers,
      html: page(
        'Customers – Pipelark',
        'How teams ship faster with Pipelark.',
        '/customers',
        `<section>
  <h1>Customer stories</h1>
  <article><h2>Ledgerly cut CI spend 60%</h2><p>The fintech moved 1,200 pipelines from self-hosted Jenkins. <a href="https://ledgerly.com/engineering">Ledgerly engineering blog</a></p></article>
  <article><h2>Northwind Games builds Unreal projects 4× faster</h2><p>Remote caching on hosted Windows runners for <a href="https://www.northwindgames.com">Northwind Games</a>.</p></article>
  <article><h2>Quokka Health: HIPAA-ready pipelines</h2><p>Self-hosted runners in a private VPC.</p></article>
</section>`,
        nextData('/customers', { stories: 3 }),
      ),
    },
    '/about': {
      headers,
      html: page(
        'About – Pipelark',
        'We build CI/CD for teams who hate waiting for CI.',
        '/about',
        `<section>
  <h1>About Pipelark</h1>
  <p>Pipelark was founded in 2021 by former build infrastructure engineers. We are a remote-first team of 62 across 14 countries.</p>
  <h2>Backed by</h2>
  <ul class="investors">
    <li><a href="https://northbeam.vc">Northbeam Ventures</a></li>
    <li><a href="https://foundryrow.com">Foundry Row Capital</a></li>
    <li>and angels from the open-source community</li>
  </ul>
  <h2>Open source</h2>
  <p>We sponsor <a href="https://opencollective.com/buildkit-tools">buildkit-tools</a> and maintain the <a href="https://github.com/pipelark/cachekit">cachekit</a> library.</p>
</section>`,
        nextData('/about', {}),
      ),
    },
    '/blog/migrating-from-jenkins': {
      headers,
      html: page(
        'Migrating from Jenkins without a big bang – Pipelark Blog',
        'A step-by-step approach to moving 1,000 Jenkins jobs.',
        '/blog/migrating-from-jenkins',
        `<article class="Post_root__7Hn2c">
  <h1>Migrating from Jenkins without a big bang</h1>
  <p class="Post_meta__c2">March 4, 2026 · 9 min read</p>
  <p>Strangler-fig migrations work for CI too. Martin Fowler's <a href="https://martinfowler.com/bliki/StranglerFigApplication.html">original description</a> applies almost verbatim to pipelines.</p>
  <p>Start by exporting job definitions with the <a href="https://www.jenkins.io/doc/book/managing/cli/">Jenkins CLI</a>, then translate them with our converter. See also the <a href="https://dora.dev/research/">DORA research</a> on deployment frequency.</p>
</article>`,
        nextData('/blog/[slug]', { slug: 'migrating-from-jenkins' }),
      ),
    },
  },
  sitemap: ['/', '/integrations', '/customers', '/about', '/blog', '/blog/migrating-from-jenkins', '/pricing'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'open-graph', 'google-tag-manager', 'segment'],
  partners: {
    'github.com': 'technology',
    'gitlab.com': 'technology',
    'bitbucket.org': 'technology',
    'amazon.com': 'technology',
    'google.com': 'technology',
    'fly.io': 'technology',
    'hashicorp.com': 'technology',
    'snyk.io': 'technology',
    'slack.com': 'technology',
    'tracehollow.io': 'technology',
    'graviton-arm.com': 'technology',
    'hexaflow.co': 'channel',
    'kitestring.io': 'channel',
    'rivermarklabs.co.uk': 'channel',
    'onyxoak.com.au': 'channel',
  },
};
