import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'sfo1::iad1::7zq4m-1715188812345-3f9a0c2b1d4e',
  'strict-transport-security': 'max-age=63072000',
};

const buildId = 'q3Yv8cT1nW0pLx2aRkEeB';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en" class="__variable_3a0388 __variable_c1e5c9">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/css/8e2f71c0a9b3d456.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-5c7e1a2f0b9d3e48.js"/>
<script src="/_next/static/chunks/fd9d1056-2d4b7e9a1c3f6b80.js" async=""></script>
<script src="/_next/static/chunks/23-9b1f0e4d7a2c5e31.js" async=""></script>
<script src="/_next/static/chunks/main-app-0d8c3f2a6e1b9d47.js" async=""></script>
<title>${title}</title>
<meta name="description" content="${description}"/>
<link rel="canonical" href="https://tracewind.dev${path}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:url" content="https://tracewind.dev${path}"/>
<meta property="og:site_name" content="Tracewind"/>
<meta property="og:image" content="https://tracewind.dev/og.png"/>
<meta property="og:type" content="website"/>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="twitter:site" content="@tracewind"/>
<link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="32x32"/>
<script src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js" noModule=""></script>
</head>
<body class="antialiased bg-zinc-950 text-zinc-100">
<header class="sticky top-0 z-40 border-b border-zinc-800 backdrop-blur">
  <div class="mx-auto flex max-w-6xl items-center justify-between px-6 py-4">
    <a href="/" class="flex items-center gap-2 font-semibold"><svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M2 12h20M12 2v20" stroke="currentColor"/></svg>Tracewind</a>
    <nav class="hidden gap-6 text-sm md:flex">
      <a href="/product">Product</a>
      <a href="/integrations">Integrations</a>
      <a href="/partners">Partners</a>
      <a href="/pricing">Pricing</a>
      <a href="https://docs.tracewind.dev">Docs</a>
      <a href="/blog">Blog</a>
      <a href="/about">Company</a>
    </nav>
    <div class="flex gap-3 text-sm">
      <a href="https://app.tracewind.dev/login">Sign in</a>
      <a class="rounded-md bg-amber-400 px-3 py-1.5 font-medium text-zinc-950" href="https://app.tracewind.dev/signup">Start free</a>
    </div>
  </div>
</header>
<main>
`;

const foot = (path: string) => `</main>
<footer class="border-t border-zinc-800">
  <div class="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-6 py-12 text-sm md:grid-cols-4">
    <div><p class="font-semibold">Tracewind</p><p class="text-zinc-400">Distributed tracing for teams that ship on Fridays.</p></div>
    <div><p class="font-semibold">Product</p><ul><li><a href="/product">Overview</a></li><li><a href="/integrations">Integrations</a></li><li><a href="/changelog">Changelog</a></li><li><a href="https://status.tracewind.dev">Status</a></li></ul></div>
    <div><p class="font-semibold">Company</p><ul><li><a href="/about">About</a></li><li><a href="/partners">Partners</a></li><li><a href="https://jobs.lever.co/tracewind">Careers</a></li><li><a href="/security">Security</a></li></ul></div>
    <div><p class="font-semibold">Community</p><ul><li><a href="https://github.com/tracewind">GitHub</a></li><li><a href="https://discord.gg/tracewind">Discord</a></li><li><a href="https://x.com/tracewind">X</a></li><li><a href="https://www.linkedin.com/company/tracewind">LinkedIn</a></li></ul></div>
  </div>
  <p class="pb-8 text-center text-xs text-zinc-500">&copy; 2024 Tracewind, Inc. &middot; <a href="/legal/privacy">Privacy</a> &middot; <a href="/legal/terms">Terms</a> &middot; SOC 2 Type II</p>
</footer>
<script src="/_next/static/chunks/webpack-5c7e1a2f0b9d3e48.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,null])</script>
<script>self.__next_f.push([1,"0:[\\"$\\",\\"$L1\\",null,{\\"buildId\\":\\"${buildId}\\",\\"assetPrefix\\":\\"\\",\\"initialCanonicalUrl\\":\\"${path}\\"}]\\n"])</script>
</body>
</html>`;

const card = (
  name: string,
  category: string,
  slug: string,
  url: string,
  blurb: string,
) => `<li class="rounded-xl border border-zinc-800 p-5">
  <div class="flex items-center gap-3"><img src="/integrations/logos/${slug}.svg" alt="${name} logo" width="32" height="32" loading="lazy"/><h3 class="font-semibold">${name}</h3><span class="ml-auto rounded bg-zinc-800 px-2 py-0.5 text-xs">${category}</span></div>
  <p class="mt-3 text-sm text-zinc-400">${blurb}</p>
  <div class="mt-4 flex gap-4 text-sm"><a href="https://docs.tracewind.dev/integrations/${slug}">Setup guide &rarr;</a><a href="${url}" target="_blank" rel="noopener noreferrer" class="text-zinc-500">${url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')} &#8599;</a></div>
</li>`;

const filters = `<div class="mt-8 flex flex-wrap gap-2 text-sm" role="tablist">
  <button class="rounded-full bg-amber-400 px-3 py-1 text-zinc-950" role="tab" aria-selected="true">All</button>
  <button class="rounded-full border border-zinc-700 px-3 py-1" role="tab">Source control</button>
  <button class="rounded-full border border-zinc-700 px-3 py-1" role="tab">Alerting</button>
  <button class="rounded-full border border-zinc-700 px-3 py-1" role="tab">Cloud</button>
  <button class="rounded-full border border-zinc-700 px-3 py-1" role="tab">Issue tracking</button>
</div>`;

export const site: CorpusSite = {
  domain: 'tracewind.dev',
  otherDomains: ['app.tracewind.dev', 'docs.tracewind.dev', 'status.tracewind.dev'],
  covers:
    'US Next.js/Vercel developer-tools startup: integration cards split over two paginated pages, each card linking the vendor, plus consulting partners; customer logos, investors, a KubeCon booth sponsorship, press, a Lever jobs link and GitHub/Discord community links as negatives',
  catchAll: true,
  pages: {
    '/': {
      headers,
      html: `${head('Tracewind — Distributed tracing without the dashboards tax', 'Tracewind turns OpenTelemetry traces into answers: find the slow span, the bad deploy and the owner in seconds.', '/')}
<section class="mx-auto max-w-6xl px-6 py-24 text-center">
  <p class="text-sm uppercase tracking-widest text-amber-400">Now with AI root-cause hints</p>
  <h1 class="mt-4 text-5xl font-bold">Find the slow span before your users do.</h1>
  <p class="mx-auto mt-6 max-w-2xl text-lg text-zinc-400">Tracewind ingests OpenTelemetry traces, links them to the commit that caused a regression, and pings the right engineer. Set up in five minutes, priced per trace instead of per seat.</p>
  <div class="mt-8 flex justify-center gap-4"><a class="rounded-md bg-amber-400 px-5 py-2.5 font-medium text-zinc-950" href="https://app.tracewind.dev/signup">Start for free</a><a class="rounded-md border border-zinc-700 px-5 py-2.5" href="/demo">Book a demo</a></div>
</section>
<section class="mx-auto max-w-6xl px-6 py-12">
  <p class="text-center text-sm text-zinc-500">Trusted by engineering teams at</p>
  <ul class="mt-6 grid grid-cols-3 items-center gap-8 opacity-70 md:grid-cols-6">
    <li><img src="/customers/parcelhop.svg" alt="Parcelhop"/></li>
    <li><img src="/customers/lumenbank.svg" alt="Lumen Bank"/></li>
    <li><img src="/customers/quillcraft.svg" alt="Quillcraft"/></li>
    <li><img src="/customers/farecast.svg" alt="Farecast"/></li>
    <li><img src="/customers/orbitly.svg" alt="Orbitly"/></li>
    <li><img src="/customers/mendwell.svg" alt="Mendwell Health"/></li>
  </ul>
</section>
<section class="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3">
  <div><h2 class="font-semibold">Deploy-aware</h2><p class="text-zinc-400">Every trace is tagged with the commit and the pull request that shipped it.</p></div>
  <div><h2 class="font-semibold">Owner routing</h2><p class="text-zinc-400">CODEOWNERS meets on-call: regressions land with the team that owns the code.</p></div>
  <div><h2 class="font-semibold">Fits your stack</h2><p class="text-zinc-400">Works with the tools you already use. <a class="text-amber-400" href="/integrations">Browse 20+ integrations &rarr;</a></p></div>
</section>
<section class="mx-auto max-w-6xl px-6 py-16">
  <blockquote class="rounded-xl border border-zinc-800 p-8"><p>&ldquo;We cut our p99 investigation time from an afternoon to ten minutes.&rdquo;</p><footer class="mt-4 text-sm text-zinc-400">Priya Raman, Staff Engineer at <a href="https://parcelhop.com/" target="_blank" rel="noopener">Parcelhop</a></footer></blockquote>
</section>
<section class="mx-auto max-w-6xl px-6 py-12 text-center">
  <p class="text-sm text-zinc-500">Backed by</p>
  <div class="mt-4 flex justify-center gap-10"><a href="https://www.ycombinator.com/companies/tracewind" target="_blank" rel="noopener">Y Combinator</a><a href="https://foundrylane.vc/" target="_blank" rel="noopener">Foundry Lane Ventures</a></div>
</section>
${foot('/')}`,
    },
    '/integrations': {
      headers,
      html: `${head('Integrations — Tracewind', 'Connect Tracewind to your source control, alerting, cloud and issue tracker.', '/integrations')}
<section class="mx-auto max-w-6xl px-6 py-16">
  <h1 class="text-4xl font-bold">Integrations</h1>
  <p class="mt-4 max-w-2xl text-zinc-400">Tracewind plugs into the tools your team already lives in. Native integrations are built and maintained by our team together with our technology partners.</p>
  ${filters}
  <ul class="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
    ${card('GitHub', 'Source control', 'github', 'https://github.com/', 'Link traces to commits and pull requests, and comment on PRs that introduce regressions.')}
    ${card('GitLab', 'Source control', 'gitlab', 'https://about.gitlab.com/', 'Deploy markers from GitLab CI and merge-request annotations.')}
    ${card('Slack', 'Alerting', 'slack', 'https://slack.com/', 'Route regression alerts to the owning team&rsquo;s channel with a flame graph preview.')}
    ${card('PagerDuty', 'Alerting', 'pagerduty', 'https://www.pagerduty.com/', 'Open incidents with the suspected span and commit attached.')}
    ${card('AWS', 'Cloud', 'aws', 'https://aws.amazon.com/', 'Ingest X-Ray and Lambda traces; available on AWS Marketplace.')}
    ${card('Google Cloud', 'Cloud', 'google-cloud', 'https://cloud.google.com/', 'Import Cloud Trace data and bill through Google Cloud Marketplace.')}
    ${card('Kubernetes', 'Cloud', 'kubernetes', 'https://kubernetes.io/', 'Enrich spans with pod, node and deployment metadata via our operator.')}
    ${card('OpenTelemetry', 'Instrumentation', 'opentelemetry', 'https://opentelemetry.io/', 'Send OTLP over gRPC or HTTP &mdash; no proprietary agent required.')}
    ${card('Jira', 'Issue tracking', 'jira', 'https://www.atlassian.com/software/jira', 'Create tickets from a trace with one click, pre-filled with context.')}
    ${card('Linear', 'Issue tracking', 'linear', 'https://linear.app/', 'Sync regressions to Linear issues and close them when the fix ships.')}
  </ul>
  <nav class="mt-10 flex items-center justify-center gap-2 text-sm" aria-label="Pagination">
    <span class="rounded bg-zinc-800 px-3 py-1" aria-current="page">1</span>
    <a class="rounded px-3 py-1 hover:bg-zinc-800" href="/integrations/page/2">2</a>
    <a class="rounded px-3 py-1 hover:bg-zinc-800" href="/integrations/page/2" rel="next">Next &rarr;</a>
  </nav>
  <p class="mt-10 text-sm text-zinc-400">Missing something? <a class="text-amber-400" href="https://docs.tracewind.dev/api">Build on our API</a> or <a class="text-amber-400" href="/partners#become-a-partner">become a technology partner</a>.</p>
</section>
${foot('/integrations')}`,
    },
    '/integrations/page/2': {
      headers,
      html: `${head('Integrations (page 2) — Tracewind', 'Connect Tracewind to your source control, alerting, cloud and issue tracker.', '/integrations/page/2')}
<section class="mx-auto max-w-6xl px-6 py-16">
  <h1 class="text-4xl font-bold">Integrations</h1>
  <p class="mt-4 max-w-2xl text-zinc-400">Tracewind plugs into the tools your team already lives in. Native integrations are built and maintained by our team together with our technology partners.</p>
  ${filters}
  <ul class="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
    ${card('Sentry', 'Errors', 'sentry', 'https://sentry.io/', 'Jump from a Sentry error to the full distributed trace that produced it.')}
    ${card('Discord', 'Alerting', 'discord', 'https://discord.com/', 'Post regression digests to a Discord channel for smaller teams.')}
    ${card('Terraform', 'Infrastructure', 'terraform', 'https://www.hashicorp.com/products/terraform', 'Manage alert rules, sampling and teams as code with our Terraform provider.')}
    ${card('Grafana', 'Dashboards', 'grafana', 'https://grafana.com/', 'Use Tracewind as a Grafana data source for trace panels.')}
    ${card('Fluxbeam', 'Feature flags', 'fluxbeam', 'https://fluxbeam.io/', 'Correlate latency changes with feature-flag rollouts.')}
    ${card('Cronlane', 'Jobs', 'cronlane', 'https://cronlane.dev/', 'Trace scheduled jobs end-to-end, from trigger to last retry.')}
  </ul>
  <nav class="mt-10 flex items-center justify-center gap-2 text-sm" aria-label="Pagination">
    <a class="rounded px-3 py-1 hover:bg-zinc-800" href="/integrations" rel="prev">&larr; Previous</a>
    <a class="rounded px-3 py-1 hover:bg-zinc-800" href="/integrations">1</a>
    <span class="rounded bg-zinc-800 px-3 py-1" aria-current="page">2</span>
  </nav>
</section>
${foot('/integrations/page/2')}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners — Tracewind', 'Work with a certified Tracewind consulting partner, or join our partner program.', '/partners')}
<section class="mx-auto max-w-6xl px-6 py-16">
  <h1 class="text-4xl font-bold">Partners</h1>
  <p class="mt-4 max-w-2xl text-zinc-400">Need help rolling out OpenTelemetry across hundreds of services? Our consulting partners have done it before.</p>
  <h2 class="mt-12 text-2xl font-semibold">Consulting &amp; implementation partners</h2>
  <div class="mt-6 grid gap-6 md:grid-cols-3">
    <article class="rounded-xl border border-zinc-800 p-6"><h3 class="font-semibold"><a href="https://gridstone.io/" target="_blank" rel="noopener">Gridstone Consulting</a></h3><p class="text-sm text-zinc-400">Austin, TX &middot; Platform engineering and observability rollouts for fintech.</p></article>
    <article class="rounded-xl border border-zinc-800 p-6"><h3 class="font-semibold"><a href="https://www.halcyondevops.com/" target="_blank" rel="noopener">Halcyon DevOps</a></h3><p class="text-sm text-zinc-400">Toronto, ON &middot; Kubernetes migrations and SRE coaching.</p></article>
    <article class="rounded-xl border border-zinc-800 p-6"><h3 class="font-semibold"><a href="https://northbeamlabs.co.uk/" target="_blank" rel="noopener">Northbeam Labs</a></h3><p class="text-sm text-zinc-400">London, UK &middot; Tracewind implementation partner for EMEA.</p></article>
  </div>
  <h2 class="mt-12 text-2xl font-semibold">Technology partners</h2>
  <p class="mt-2 text-zinc-400">We build and maintain native integrations with our technology partners. <a class="text-amber-400" href="/integrations">See all integrations &rarr;</a></p>
  <h2 id="become-a-partner" class="mt-12 text-2xl font-semibold">Become a partner</h2>
  <p class="mt-2 text-zinc-400">Consultancies get free sandbox accounts, deal registration and a 20% referral fee. <a class="text-amber-400" href="mailto:partners@tracewind.dev">partners@tracewind.dev</a></p>
</section>
${foot('/partners')}`,
    },
    '/about': {
      headers,
      html: `${head('About — Tracewind', 'Tracewind was founded in 2022 by former SREs who were tired of per-seat observability bills.', '/about')}
<section class="mx-auto max-w-3xl px-6 py-16">
  <h1 class="text-4xl font-bold">We were the on-call engineers.</h1>
  <p class="mt-6 text-zinc-400">Tracewind was founded in 2022 by Maya Okafor and Dan Whitlock after a decade of carrying pagers at payments and logistics companies. We are 24 people, remote-first, with hubs in San Francisco and Lisbon.</p>
  <h2 class="mt-10 text-2xl font-semibold">Investors</h2>
  <p class="mt-2 text-zinc-400">We raised a $14M Series A led by <a href="https://foundrylane.vc/" target="_blank" rel="noopener">Foundry Lane Ventures</a>, with participation from <a href="https://www.ycombinator.com/" target="_blank" rel="noopener">Y Combinator</a> and angels from the cloud-native community.</p>
  <h2 class="mt-10 text-2xl font-semibold">In the news</h2>
  <ul class="mt-2 list-disc pl-5 text-zinc-400">
    <li><a href="https://techcrunch.com/2024/02/27/tracewind-raises-14m-to-make-tracing-affordable/" target="_blank" rel="noopener">TechCrunch: Tracewind raises $14M to make tracing affordable</a></li>
    <li><a href="https://thenewstack.io/tracing-per-trace-pricing/" target="_blank" rel="noopener">The New Stack: Is per-trace pricing the future of observability?</a></li>
  </ul>
  <h2 class="mt-10 text-2xl font-semibold">Join us</h2>
  <p class="mt-2 text-zinc-400">We&rsquo;re hiring backend engineers and a developer advocate. <a class="text-amber-400" href="https://jobs.lever.co/tracewind" target="_blank" rel="noopener">See open roles on Lever</a>.</p>
</section>
${foot('/about')}`,
    },
    '/blog/kubecon-eu-2024': {
      headers,
      html: `${head('See you at KubeCon EU 2024 — Tracewind', 'Find the Tracewind team at booth S42 in Paris.', '/blog/kubecon-eu-2024')}
<article class="mx-auto max-w-3xl px-6 py-16">
  <p class="text-sm text-zinc-500">March 11, 2024 &middot; Dan Whitlock</p>
  <h1 class="mt-2 text-4xl font-bold">See you at KubeCon EU 2024</h1>
  <p class="mt-6 text-zinc-400">We&rsquo;re a silver sponsor of <a href="https://events.linuxfoundation.org/kubecon-cloudnativecon-europe/" target="_blank" rel="noopener">KubeCon + CloudNativeCon Europe</a> in Paris this year. Stop by booth S42 for a live demo of deploy-aware tracing on Kubernetes, and grab one of our very limited wind-sock stickers.</p>
  <p class="mt-4 text-zinc-400">On Thursday, our friends at <a href="https://northbeamlabs.co.uk/" target="_blank" rel="noopener">Northbeam Labs</a> will share how they rolled out OpenTelemetry across 300 services for a European retailer, using Tracewind for regression detection.</p>
</article>
${foot('/blog/kubecon-eu-2024')}`,
    },
  },
  sitemap: ['/', '/integrations', '/integrations/page/2', '/partners', '/about', '/blog/kubecon-eu-2024'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'priority-hints', 'lever', 'open-graph'],
  partners: {
    'github.com': 'technology',
    'gitlab.com': 'technology',
    'slack.com': 'technology',
    'pagerduty.com': 'technology',
    'amazon.com': 'technology',
    'google.com': 'technology',
    'kubernetes.io': 'technology',
    'opentelemetry.io': 'technology',
    'atlassian.com': 'technology',
    'linear.app': 'technology',
    'sentry.io': 'technology',
    'discord.com': 'technology',
    'hashicorp.com': 'technology',
    'grafana.com': 'technology',
    'fluxbeam.io': 'technology',
    'cronlane.dev': 'technology',
    'gridstone.io': 'channel',
    'halcyondevops.com': 'channel',
    'northbeamlabs.co.uk': 'channel',
  },
};
