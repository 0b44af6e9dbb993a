import type { CorpusSite } from '../corpus/types.js';

// Shorepine: Vancouver-based CI test-analytics tool for engineering teams. Gatsby static site on Netlify with
// Plausible analytics. Its app marketplace lists third-party apps "by <maker>" with the maker linked, paginated at
// /marketplace/apps/page/2/; the /partners page mixes a "Built on Google Cloud" note, services partners and a startup
// programme partner.

const HASH = '7d3f1c9a0b2e4f68a1c5';

const netlifyHeaders = (id: string): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': `01JH${id}`,
  'cache-control': 'public,max-age=0,must-revalidate',
  age: '312',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

const head = (title: string, description: string, path: string) =>
  `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><meta name="generator" content="Gatsby 5.13.7"/><meta data-react-helmet="true" name="description" content="${description}"/><meta data-react-helmet="true" property="og:title" content="${title}"/><meta data-react-helmet="true" property="og:description" content="${description}"/><meta data-react-helmet="true" property="og:type" content="website"/><meta data-react-helmet="true" property="og:image" content="https://shorepine.io/static/og-card-3c9e1f.png"/><meta data-react-helmet="true" name="twitter:card" content="summary_large_image"/><meta data-react-helmet="true" name="twitter:creator" content="@shorepineio"/><style data-href="/styles.4f2c1a7b9e0d3c58.css" data-identity="gatsby-global-css">@font-face{font-display:swap;font-family:Inter;font-style:normal;font-weight:400 700;src:url(/static/inter-var-latin-5f1c2b.woff2) format("woff2")}:root{--color-pine:#0f3b2e;--color-moss:#4c7a5a;--color-sand:#f5efe3;--radius:10px}*,:after,:before{box-sizing:border-box}body{margin:0;font-family:Inter,system-ui,sans-serif;color:#13201b;background:#fff}a{color:var(--color-pine)}.container{max-width:1180px;margin:0 auto;padding:0 24px}.nav{display:flex;align-items:center;justify-content:space-between;height:72px}.btn{display:inline-flex;align-items:center;border-radius:var(--radius);padding:10px 18px;font-weight:600;text-decoration:none}.btn-primary{background:var(--color-pine);color:#fff}.btn-ghost{border:1px solid #cbd5cf}.app-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:20px}.app-card{border:1px solid #e3e8e5;border-radius:var(--radius);padding:20px;display:flex;flex-direction:column;gap:8px}.app-card__maker{font-size:13px;color:#55645d}.badge{display:inline-block;font-size:12px;padding:2px 8px;border-radius:999px;background:#eef4f0}.pagination{display:flex;gap:8px;justify-content:center;margin:40px 0}.footer{background:#0c1f19;color:#cfdad4;padding:64px 0 32px}.footer a{color:#e7efe9}</style><link rel="sitemap" type="application/xml" href="/sitemap-index.xml"/><link rel="icon" href="/favicon-32x32.png?v=${HASH.slice(0, 8)}" type="image/png"/><link rel="manifest" href="/manifest.webmanifest" crossorigin="anonymous"/><link rel="canonical" href="https://shorepine.io${path}" data-baseprotocol="https:" data-basehost="shorepine.io"/><script defer="" data-domain="shorepine.io" src="https://plausible.io/js/plausible.js"></script><title data-react-helmet="true">${title}</title></head>`;

const nav = `<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><div class="announcement"><div class="container"><p>Shorepine 3.0: flaky-test quarantine is here. <a href="/changelog/">See what's new →</a></p></div></div><header class="site-header"><div class="container nav"><a aria-label="Shorepine home" class="logo" href="/"><svg width="140" height="30" viewBox="0 0 140 30" aria-hidden="true"><path d="M12 2 2 28h20z" fill="#0f3b2e"></path><text x="30" y="21" font-size="18" font-weight="700" fill="#0f3b2e">shorepine</text></svg></a><nav aria-label="Primary"><ul class="nav-links"><li class="has-menu"><button type="button" aria-haspopup="true" aria-expanded="false">Product</button><div class="menu-panel" role="menu"><a role="menuitem" href="/product/test-insights/"><strong>Test Insights</strong><span>Find your slowest and flakiest tests</span></a><a role="menuitem" href="/product/quarantine/"><strong>Flaky-test quarantine</strong><span>Stop red builds from tests you don't trust</span></a><a role="menuitem" href="/product/pipeline-analytics/"><strong>Pipeline analytics</strong><span>Queue time, cost and duration by workflow</span></a><a role="menuitem" href="/marketplace/apps/"><strong>Marketplace</strong><span>Apps that extend Shorepine</span></a></div></li><li><a href="https://docs.shorepine.io/">Docs</a></li><li><a href="/pricing/">Pricing</a></li><li><a href="/customers/">Customers</a></li><li><a href="/partners/">Partners</a></li><li><a href="/about/">Company</a></li></ul></nav><div class="nav-cta"><a class="btn btn-ghost" href="https://app.shorepine.io/login">Sign in</a><a class="btn btn-primary" href="https://app.shorepine.io/signup">Start free</a></div></div></header><main id="main">`;

const footer = `</main><footer class="footer"><div class="container"><div class="footer-grid"><div><p class="footer-logo">shorepine</p><p>Test analytics for teams who ship. Made in Vancouver, BC, on the traditional territories of the xʷməθkʷəy̓əm, Sḵwx̱wú7mesh and səlilwətaɬ Nations.</p></div><div><h2 class="footer-h">Product</h2><ul><li><a href="/product/test-insights/">Test Insights</a></li><li><a href="/product/quarantine/">Quarantine</a></li><li><a href="/marketplace/apps/">Marketplace</a></li><li><a href="/pricing/">Pricing</a></li><li><a href="/changelog/">Changelog</a></li></ul></div><div><h2 class="footer-h">Developers</h2><ul><li><a href="https://docs.shorepine.io/">Documentation</a></li><li><a href="https://docs.shorepine.io/api/">API reference</a></li><li><a href="https://github.com/shorepine">GitHub</a></li><li><a href="https://www.shorepinestatus.com/">Status</a></li></ul></div><div><h2 class="footer-h">Company</h2><ul><li><a href="/about/">About</a></li><li><a href="/customers/">Customers</a></li><li><a href="/partners/">Partners</a></li><li><a href="https://jobs.ashbyhq.com/shorepine">Careers</a></li><li><a href="mailto:hello@shorepine.io">hello@shorepine.io</a></li></ul></div></div><div class="footer-bottom"><p>© 2025 Shorepine Software Inc. · <a href="/legal/privacy/">Privacy</a> · <a href="/legal/terms/">Terms</a> · <a href="/legal/dpa/">DPA</a></p><p class="credits">This site is open source and built with <a href="https://www.gatsbyjs.com/" rel="noopener">Gatsby</a>, <a href="https://react.dev/" rel="noopener">React</a> and <a href="https://mdxjs.com/" rel="noopener">MDX</a>. Icons by <a href="https://lucide.dev/" rel="noopener">Lucide</a>.</p><ul class="social"><li><a href="https://github.com/shorepine" aria-label="GitHub">GitHub</a></li><li><a href="https://x.com/shorepineio" aria-label="X">X</a></li><li><a href="https://www.linkedin.com/company/shorepine" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://bsky.app/profile/shorepine.io" aria-label="Bluesky">Bluesky</a></li></ul></div></div></footer></div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>`;

const tail = (path: string, component: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";window.___webpackCompilationHash="${HASH}";/*]]>*/</script><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-9c4b2e71a0d3f586.js\\"],\\"component---src-templates-${component}-tsx\\":[\\"/component---src-templates-${component}-tsx-2a7f9c1e3b5d.js\\"]}";/*]]>*/</script><script src="/webpack-runtime-3f2a8d1c6e4b9a07.js" async=""></script><script src="/framework-7d1e5a2c9b3f4068.js" async=""></script><script src="/app-9c4b2e71a0d3f586.js" async=""></script></body></html>`;

const shell = (title: string, description: string, path: string, component: string, body: string) =>
  `${head(title, description, path)}${nav}${body}${footer}${tail(path, component)}`;

// ---------------------------------------------------------------- marketplace data

type App = {
  slug: string;
  name: string;
  maker: string;
  makerUrl: string | null;
  category: string;
  text: string;
  badge?: string;
  installs: string;
};
const apps: App[] = [
  {
    slug: 'github-checks',
    name: 'GitHub Checks',
    maker: 'GitHub',
    makerUrl: 'https://github.com/',
    category: 'Source control',
    text: 'Post flaky-test annotations and quarantine status as GitHub check runs on every pull request.',
    badge: 'Verified',
    installs: '9.4k',
  },
  {
    slug: 'gitlab-ci',
    name: 'GitLab CI',
    maker: 'GitLab',
    makerUrl: 'https://about.gitlab.com/',
    category: 'CI/CD',
    text: 'Ingest JUnit reports from GitLab pipelines and surface test health in merge request widgets.',
    badge: 'Verified',
    installs: '4.1k',
  },
  {
    slug: 'jira-sync',
    name: 'Jira Sync',
    maker: 'Atlassian',
    makerUrl: 'https://www.atlassian.com/',
    category: 'Issue tracking',
    text: 'Open and auto-close Jira issues for quarantined tests, with owners from CODEOWNERS.',
    badge: 'Verified',
    installs: '6.2k',
  },
  {
    slug: 'pagerduty',
    name: 'PagerDuty Alerts',
    maker: 'PagerDuty',
    makerUrl: 'https://www.pagerduty.com/',
    category: 'Incident response',
    text: 'Page the owning team when main-branch pass rate drops below your threshold.',
    badge: 'Verified',
    installs: '1.8k',
  },
  {
    slug: 'slack',
    name: 'Slack Notifier',
    maker: 'Shorepine',
    makerUrl: null,
    category: 'Chat',
    text: 'Daily flaky-test digests and build-breaker alerts in the channel of your choice.',
    badge: 'Built by Shorepine',
    installs: '12k',
  },
  {
    slug: 'linear',
    name: 'Linear Issues',
    maker: 'Linear',
    makerUrl: 'https://linear.app/',
    category: 'Issue tracking',
    text: 'Create Linear issues for flaky tests and link them back to the failing runs.',
    installs: '2.3k',
  },
  {
    slug: 'datadog',
    name: 'Datadog CI Visibility Export',
    maker: 'Datadog',
    makerUrl: 'https://www.datadoghq.com/',
    category: 'Observability',
    text: 'Stream Shorepine test metrics to Datadog dashboards and monitors.',
    badge: 'Verified',
    installs: '1.1k',
  },
  {
    slug: 'buildkite',
    name: 'Buildkite Test Collector',
    maker: 'Buildkite',
    makerUrl: 'https://buildkite.com/',
    category: 'CI/CD',
    text: 'A Buildkite plugin that uploads test results and retries quarantined tests automatically.',
    badge: 'Verified',
    installs: '870',
  },
  {
    slug: 'circleci-orb',
    name: 'CircleCI Orb',
    maker: 'CircleCI',
    makerUrl: 'https://circleci.com/',
    category: 'CI/CD',
    text: 'One-line orb to send test results from CircleCI workflows to Shorepine.',
    badge: 'Verified',
    installs: '3.6k',
  },
  {
    slug: 'sentry',
    name: 'Sentry Release Health',
    maker: 'Sentry',
    makerUrl: 'https://sentry.io/welcome/',
    category: 'Observability',
    text: 'Correlate failing tests with Sentry issues introduced in the same release.',
    installs: '640',
  },
  {
    slug: 'flakehound',
    name: 'Flakehound',
    maker: 'Quillbyte Labs',
    makerUrl: 'https://quillbyte.dev/',
    category: 'Test tooling',
    text: 'Root-cause suggestions for flaky tests using timing and ordering analysis.',
    installs: '410',
  },
  {
    slug: 'testrail',
    name: 'TestRail Sync',
    maker: 'TestRail',
    makerUrl: 'https://www.testrail.com/',
    category: 'Test management',
    text: 'Map automated test results to TestRail cases and runs.',
    installs: '520',
  },
  {
    slug: 'microsoft-teams',
    name: 'Microsoft Teams Notifier',
    maker: 'Shorepine',
    makerUrl: null,
    category: 'Chat',
    text: 'Build-breaker and digest notifications in Teams channels.',
    badge: 'Built by Shorepine',
    installs: '2.0k',
  },
  {
    slug: 'bitbucket-pipelines',
    name: 'Bitbucket Pipelines',
    maker: 'Atlassian',
    makerUrl: 'https://www.atlassian.com/software/bitbucket/features/pipelines',
    category: 'CI/CD',
    text: 'Pipe for uploading JUnit and TAP results from Bitbucket Pipelines.',
    installs: '720',
  },
  {
    slug: 'harness',
    name: 'Harness CI',
    maker: 'Harness',
    makerUrl: 'https://www.harness.io/',
    category: 'CI/CD',
    text: 'Use Shorepine test intelligence to skip unaffected tests in Harness CI.',
    badge: 'Verified',
    installs: '380',
  },
  {
    slug: 'coverband',
    name: 'Coverband',
    maker: 'Northern Loon Software',
    makerUrl: 'https://northernloon.ca/',
    category: 'Test tooling',
    text: 'Coverage deltas per pull request, merged with Shorepine flakiness scores.',
    installs: '260',
  },
  {
    slug: 'opsgenie',
    name: 'Opsgenie',
    maker: 'Atlassian',
    makerUrl: 'https://www.atlassian.com/software/opsgenie',
    category: 'Incident response',
    text: 'Create Opsgenie alerts for sustained main-branch failures.',
    installs: '300',
  },
  {
    slug: 'mergequeue-pro',
    name: 'MergeQueue Pro',
    maker: 'Independent developer (@tkosuge)',
    makerUrl: null,
    category: 'Source control',
    text: 'Community app that blocks merge-queue entries while a quarantined test is failing.',
    badge: 'Community',
    installs: '95',
  },
];

const PER_PAGE = 12;
const categories = [...new Set(apps.map((a) => a.category))].sort();

const appCard = (a: App) =>
  `<li class="app-card"><a class="app-card__title" href="/marketplace/apps/${a.slug}/"><img src="/static/apps/${a.slug}-icon.svg" alt="" width="40" height="40" loading="lazy"/><h3>${a.name}</h3></a><p class="app-card__maker">by ${a.makerUrl ? `<a href="${a.makerUrl}" rel="noopener" target="_blank">${a.maker}</a>` : a.maker}</p><p>${a.text}</p><p class="app-card__meta"><span class="badge">${a.category}</span>${a.badge ? ` <span class="badge badge--${a.badge.toLowerCase().replace(/[^a-z]+/g, '-')}">${a.badge}</span>` : ''} <span class="installs">${a.installs} installs</span></p></li>`;

const marketplacePage = (n: number) => {
  const total = Math.ceil(apps.length / PER_PAGE);
  const items = apps.slice((n - 1) * PER_PAGE, n * PER_PAGE);
  const path = n === 1 ? '/marketplace/apps/' : `/marketplace/apps/page/${n}/`;
  return shell(
    n === 1 ? 'Marketplace: apps for Shorepine | Shorepine' : `Marketplace: apps for Shorepine (page ${n}) | Shorepine`,
    'Apps and integrations that connect Shorepine to your CI, source control, issue tracker and observability stack, built by Shorepine and our partners.',
    path,
    'marketplace-list',
    `<section class="page-hero"><div class="container"><p class="eyebrow">Marketplace</p><h1>Extend Shorepine with apps</h1><p>Apps built by Shorepine and by technology partners. Verified apps are reviewed by our team and supported by their makers.</p><form class="search" role="search" action="/marketplace/apps/"><label for="q" class="sr-only">Search apps</label><input id="q" name="q" type="search" placeholder="Search ${apps.length} apps"/></form></div></section><section class="container marketplace"><aside class="filters" aria-label="Filter apps"><h2>Categories</h2><ul>${categories.map((c) => `<li><label><input type="checkbox" name="category" value="${c}"/> ${c}</label></li>`).join('')}</ul><h2>Built by</h2><ul><li><label><input type="checkbox" name="builder" value="shorepine"/> Shorepine</label></li><li><label><input type="checkbox" name="builder" value="partner"/> Partners</label></li><li><label><input type="checkbox" name="builder" value="community"/> Community</label></li></ul></aside><div class="results"><p class="results__count">Showing ${(n - 1) * PER_PAGE + 1}–${(n - 1) * PER_PAGE + items.length} of ${apps.length} apps</p><ul class="app-grid">${items.map(appCard).join('')}</ul><nav class="pagination" aria-label="Pagination">${n > 1 ? `<a rel="prev" href="${n === 2 ? '/marketplace/apps/' : `/marketplace/apps/page/${n - 1}/`}">← Previous</a>` : '<span aria-disabled="true">← Previous</span>'}${Array.from({ length: total }, (_, i) => (i + 1 === n ? `<span aria-current="page">${i + 1}</span>` : `<a href="${i === 0 ? '/marketplace/apps/' : `/marketplace/apps/page/${i + 1}/`}">${i + 1}</a>`)).join('')}${n < total ? `<a rel="next" href="/marketplace/apps/page/${n + 1}/">Next →</a>` : '<span aria-disabled="true">Next →</span>'}</nav></div></section><section class="container cta-band"><h2>Build an app for Shorepine</h2><p>Use our public API and webhooks to build an app, then submit it for review. Read the <a href="https://docs.shorepine.io/marketplace/publishing/">publishing guide</a>.</p></section>`,
  );
};

const jira = apps.find((a) => a.slug === 'jira-sync')!;
const jiraPage = shell(
  'Jira Sync by Atlassian | Shorepine Marketplace',
  'Open and auto-close Jira issues for quarantined tests, with owners from CODEOWNERS.',
  '/marketplace/apps/jira-sync/',
  'marketplace-app',
  `<nav class="container breadcrumbs" aria-label="Breadcrumb"><a href="/marketplace/apps/">Marketplace</a> / <span>Jira Sync</span></nav><section class="container app-hero"><img src="/static/apps/jira-sync-icon.svg" alt="Jira Sync icon" width="72" height="72"/><div><h1>Jira Sync</h1><p class="app-card__maker">by <a href="${jira.makerUrl}" rel="noopener" target="_blank">Atlassian</a> · <span class="badge badge--verified">Verified</span> · ${jira.installs} installs</p><p>${jira.text}</p><a class="btn btn-primary" href="https://app.shorepine.io/marketplace/install/jira-sync">Install app</a></div></section><section class="container prose"><h2>Overview</h2><p>Jira Sync turns Shorepine's flaky-test detection into tracked work. When a test is quarantined, the app opens a Jira issue in the project mapped to the test's owning team, attaches the last twenty failing runs and the failure signature, and assigns it using your CODEOWNERS file. When the test has passed 50 consecutive runs, the issue is transitioned to Done and the test leaves quarantine.</p><h2>Features</h2><ul><li>Team-to-project mapping with per-repository overrides</li><li>Custom fields for flakiness score, first-seen commit and CI provider</li><li>Two-way status sync: closing the Jira issue re-enables the test</li><li>Works with Jira Cloud and Jira Data Center 9.4+</li></ul><h2>Pricing</h2><p>Free for all Shorepine plans. Requires a Jira Software licence.</p><h2>Support</h2><p>This app is built and supported by Atlassian. Visit the <a href="https://support.atlassian.com/" rel="noopener">Atlassian support site</a> or read the <a href="https://docs.shorepine.io/marketplace/jira-sync/">setup guide</a>.</p><h2>Permissions</h2><table><thead><tr><th>Scope</th><th>Why</th></tr></thead><tbody><tr><td>read:tests</td><td>Read quarantine status and failure history</td></tr><tr><td>write:annotations</td><td>Link issues to failing runs</td></tr><tr><td>webhooks</td><td>Receive quarantine events</td></tr></tbody></table></section><section class="container related"><h2>More issue-tracking apps</h2><ul class="app-grid">${apps
    .filter((a) => a.category === 'Issue tracking' && a.slug !== 'jira-sync')
    .map(appCard)
    .join('')}</ul></section>`,
);

// ---------------------------------------------------------------- partners

const services = [
  [
    'Thoughtworks',
    'https://www.thoughtworks.com/',
    'Global',
    'Delivery-infrastructure and developer-experience consulting; rolls out Shorepine as part of CI modernisation engagements.',
  ],
  [
    'Tamarack Software',
    'https://tamaracksoftware.ca/',
    'Toronto, ON',
    'Platform-engineering consultancy; certified Shorepine implementation partner for Canadian banks and insurers.',
  ],
  [
    'Bluenose DevOps',
    'https://www.bluenosedevops.ca/',
    'Halifax, NS',
    'CI/CD and test-automation specialists offering managed Shorepine for small engineering teams.',
  ],
];

const partnersPage = shell(
  'Partners | Shorepine',
  'Shorepine technology, services and startup partners.',
  '/partners/',
  'partners',
  `<section class="page-hero"><div class="container"><p class="eyebrow">Partners</p><h1>Better builds, together</h1><p>We work with platform companies, engineering consultancies and startup programs to help teams ship with confidence.</p></div></section>
<section class="container partner-section" id="technology"><h2>Technology partners</h2><p>Technology partners build and support apps in the <a href="/marketplace/apps/">Shorepine Marketplace</a> — from GitHub and Atlassian to independent tool makers. Browse all apps there, or <a href="https://docs.shorepine.io/marketplace/publishing/">publish your own</a>.</p><div class="built-on"><img src="/static/partners/google-cloud.svg" alt="Google Cloud" width="180" height="40" loading="lazy"/><div><h3>Built on Google Cloud</h3><p>Shorepine runs on <a href="https://cloud.google.com/" rel="noopener">Google Cloud</a> in the northamerica-northeast1 (Montréal) region, with BigQuery powering test analytics. Canadian customers' data stays in Canada.</p></div></div></section>
<section class="container partner-section" id="services"><h2>Services partners</h2><p>Need help rolling Shorepine out across hundreds of repositories? These consultancies are trained and certified by our team.</p><ul class="partner-list">${services
    .map(
      ([n, u, loc, d]) =>
        `<li class="partner-row"><div class="partner-row__name"><h3>${n}</h3><span class="badge">${loc}</span></div><p>${d}</p><a class="btn btn-ghost" href="${u}" rel="noopener" target="_blank">Visit ${n}</a></li>`,
    )
    .join('')}</ul></section>
<section class="container partner-section" id="startups"><h2>Startup program</h2><p>Shorepine for Startups gives eligible companies a year of the Team plan free. The program is run in partnership with the <a href="https://creativedestructionlab.com/" rel="noopener">Creative Destruction Lab</a>; ventures in any CDL stream can apply from the CDL portal.</p></section>
<section class="container partner-section" id="become"><h2>Become a partner</h2><div class="two-col"><div><h3>Technology partners</h3><p>Build an app on our API and reach 2,800 engineering teams. Email <a href="mailto:partners@shorepine.io">partners@shorepine.io</a>.</p></div><div><h3>Services partners</h3><p>Get certified, get listed here and receive referrals from our sales team. Apply using the form below.</p></div></div><form class="partner-form" action="https://formspree.io/f/xplqwkzn" method="POST"><label>Name<input name="name" required=""/></label><label>Company<input name="company" required=""/></label><label>Email<input type="email" name="email" required=""/></label><label>Partner type<select name="type"><option>Technology</option><option>Services</option></select></label><label>Tell us more<textarea name="message" rows="4"></textarea></label><button class="btn btn-primary" type="submit">Apply</button></form></section>`,
);

// ---------------------------------------------------------------- home

const home = shell(
  'Shorepine | Test analytics for teams who ship',
  'Find flaky and slow tests, quarantine them automatically and cut CI time across every pipeline.',
  '/',
  'home',
  `<section class="hero"><div class="container hero__inner"><div><p class="eyebrow">CI test analytics</p><h1>Green builds you can actually trust</h1><p class="lead">Shorepine ingests test results from every pipeline, scores each test for flakiness and speed, and quarantines the ones that waste your engineers' time — automatically.</p><div class="hero__cta"><a class="btn btn-primary" href="https://app.shorepine.io/signup">Start free</a><a class="btn btn-ghost" href="https://docs.shorepine.io/quickstart/">Read the quickstart</a></div><p class="hero__note">Free for open-source projects. No credit card required.</p></div><picture><source type="image/webp" srcSet="/static/hero-dashboard-1x.webp 1x, /static/hero-dashboard-2x.webp 2x"/><img src="/static/hero-dashboard-1x.png" alt="Shorepine flaky test dashboard" width="640" height="420"/></picture></div></section>
<section class="logos"><div class="container"><h2 class="logos__title">Trusted by 2,800 engineering teams</h2><ul class="logos__list"><li><img src="/static/customers/kelpcloud.svg" alt="Kelpcloud" width="120" height="32" loading="lazy"/></li><li><img src="/static/customers/loonpay.svg" alt="LoonPay" width="120" height="32" loading="lazy"/></li><li><img src="/static/customers/northstack.svg" alt="Northstack" width="120" height="32" loading="lazy"/></li><li><img src="/static/customers/prairie-health.svg" alt="Prairie Health" width="120" height="32" loading="lazy"/></li><li><img src="/static/customers/tidal-games.svg" alt="Tidal Games" width="120" height="32" loading="lazy"/></li></ul></div></section>
<section class="features"><div class="container"><h2>Everything you need to keep CI honest</h2><div class="feature-grid"><article><h3>Flakiness scoring</h3><p>Every test gets a flakiness score based on retries, pass/fail flips on the same commit and timing variance.</p></article><article><h3>Automatic quarantine</h3><p>Quarantined tests keep running but stop failing builds, and come back automatically once they're stable.</p></article><article><h3>Slow-test budgets</h3><p>Set duration budgets per suite and get a pull-request comment when a change blows them.</p></article><article><h3>Pipeline cost</h3><p>See compute minutes and queue time by workflow, branch and team.</p></article></div></div></section>
<section class="integrations-band"><div class="container"><h2>Works with your CI</h2><p>Drop-in support for GitHub Actions, GitLab CI, CircleCI, Buildkite, Jenkins, Bitbucket Pipelines and Harness — plus JUnit, TAP and xUnit reports from anything else. Find more in the <a href="/marketplace/apps/">Marketplace</a>.</p><pre class="code"><code>- uses: shorepine/upload-action@v3
  with:
    token: \${{ secrets.SHOREPINE_TOKEN }}
    reports: "**/junit*.xml"</code></pre></div></section>
<section class="testimonial"><div class="container"><blockquote><p>“We cut our median CI time by 38% in a month and nobody reruns builds ‘just in case’ anymore.”</p><footer>— Priya Anand, Staff Engineer at LoonPay</footer></blockquote></div></section>
<section class="awards"><div class="container"><ul class="award-list"><li><a href="https://www.g2.com/products/shorepine/reviews" rel="noopener"><img src="/static/badges/g2-high-performer.svg" alt="G2 High Performer Winter 2025" width="90" height="104" loading="lazy"/></a></li><li><img src="/static/badges/soc2.svg" alt="SOC 2 Type II" width="90" height="90" loading="lazy"/></li></ul></div></section>
<section class="cta-band"><div class="container"><h2>Stop babysitting your builds</h2><a class="btn btn-primary" href="https://app.shorepine.io/signup">Start free</a></div></section>`,
);

// ---------------------------------------------------------------- customers

const customersPage = shell(
  'Customers | Shorepine',
  'How engineering teams use Shorepine to cut CI time and stop flaky tests.',
  '/customers/',
  'customers',
  `<section class="page-hero"><div class="container"><p class="eyebrow">Customers</p><h1>Teams shipping faster with Shorepine</h1></div></section><section class="container"><div class="case-grid">${[
    ['LoonPay', 'Fintech · 240 engineers', 'Median CI time down 38%', 'https://loonpay.ca/'],
    ['Kelpcloud', 'Infrastructure SaaS · 90 engineers', '1,400 flaky tests quarantined in the first week', 'https://kelpcloud.io/'],
    ['Prairie Health', 'Healthtech · 60 engineers', 'Release frequency up from weekly to daily', 'https://prairiehealth.ca/'],
    ['Tidal Games', 'Gaming · 310 engineers', '$220k a year saved in CI compute', 'https://tidalgames.com/'],
  ]
    .map(
      ([n, s, r, u], i) =>
        `<article class="case-card"><img src="/static/customers/${n!.toLowerCase().replace(/\s+/g, '-')}.svg" alt="${n} logo" width="140" height="36" loading="lazy"/><p class="case-card__sector">${s}</p><h2>${r}</h2><p>${n} connected Shorepine to every pipeline in a day and now reviews test health in its weekly engineering sync.</p><a href="/customers/#case-${i}">Read the case study</a> · <a href="${u}" rel="nofollow noopener">${n}</a></article>`,
    )
    .join(
      '',
    )}</div></section><section class="container stats"><dl><div><dt>Teams</dt><dd>2,800</dd></div><div><dt>Tests analysed daily</dt><dd>410M</dd></div><div><dt>CI hours saved last year</dt><dd>1.9M</dd></div></dl></section>`,
);

// ---------------------------------------------------------------- about

const aboutPage = shell(
  'About | Shorepine',
  'Shorepine is a Vancouver-based developer-tools company founded in 2021.',
  '/about/',
  'about',
  `<section class="page-hero"><div class="container"><p class="eyebrow">Company</p><h1>We think CI should be boring</h1><p>Shorepine was founded in 2021 by three engineers from Vancouver's gaming and fintech scenes who had spent too many evenings rerunning red builds. We're a remote-first team of 34 across Canada.</p></div></section><section class="container prose"><h2>Investors</h2><p>We're backed by <a href="https://www.inovia.vc/" rel="noopener">Inovia Capital</a> and <a href="https://golden.ventures/" rel="noopener">Golden Ventures</a>, with angels from GitHub, Shopify and Atlassian. Our seed round was announced in <a href="https://betakit.com/shorepine-raises-seed/" rel="noopener">BetaKit</a>.</p><h2>Community</h2><p>We sponsor <a href="https://www.devopsdays.org/events/2025-vancouver/" rel="noopener">DevOpsDays Vancouver</a> and maintain open-source JUnit parsers used by thousands of projects on GitHub.</p><h2>Security</h2><p>Shorepine is SOC 2 Type II audited annually by an independent CPA firm. See the <a href="https://trust.shorepine.io/">trust centre</a>.</p><h2>Careers</h2><p>We're hiring a senior backend engineer and a developer advocate. <a href="https://jobs.ashbyhq.com/shorepine">See open roles</a>.</p></section>`,
);

export const site: CorpusSite = {
  domain: 'shorepine.io',
  otherDomains: ['shorepinestatus.com'],
  covers:
    'Canadian developer-tools SaaS on Gatsby/Netlify: an app marketplace paginated over /marketplace/apps/ and /marketplace/apps/page/2/ listing apps "by <maker>" (own apps and a community app without a maker link are not partners), an app detail page, and a partners page with a "Built on Google Cloud" note, services partners and a startup-program partner; negatives are customers, investors, press, G2/SOC 2 badges, conference sponsorship, open-source credits in the footer, Ashby careers, Formspree form and own docs/status domains.',
  pages: {
    '/': { headers: netlifyHeaders('A1B2C3D4E5F6G7H8J9K0'), html: home },
    '/marketplace/apps/': { headers: netlifyHeaders('B2C3D4E5F6G7H8J9K0L1'), html: marketplacePage(1) },
    '/marketplace/apps/page/2/': { headers: netlifyHeaders('C3D4E5F6G7H8J9K0L1M2'), html: marketplacePage(2) },
    '/marketplace/apps/jira-sync/': { headers: netlifyHeaders('D4E5F6G7H8J9K0L1M2N3'), html: jiraPage },
    '/integrations/': { status: 301, redirect: '/marketplace/apps/' },
    '/partners/': { headers: netlifyHeaders('E5F6G7H8J9K0L1M2N3P4'), html: partnersPage },
    '/customers/': { headers: netlifyHeaders('F6G7H8J9K0L1M2N3P4Q5'), html: customersPage },
    '/about/': { headers: netlifyHeaders('G7H8J9K0L1M2N3P4Q5R6'), html: aboutPage },
  },
  sitemap: ['/', '/marketplace/apps/', '/marketplace/apps/page/2/', '/marketplace/apps/jira-sync/', '/partners/', '/customers/', '/about/'],
  technologies: ['gatsby', 'react', 'webpack', 'netlify', 'plausible', 'open-graph', 'pwa'],
  partners: {
    'github.com': 'technology',
    'gitlab.com': 'technology',
    'atlassian.com': 'technology',
    'pagerduty.com': 'technology',
    'linear.app': 'technology',
    'datadoghq.com': 'technology',
    'buildkite.com': 'technology',
    'circleci.com': 'technology',
    'sentry.io': 'technology',
    'quillbyte.dev': 'technology',
    'testrail.com': 'technology',
    'harness.io': 'technology',
    'northernloon.ca': 'technology',
    'google.com': 'technology',
    'thoughtworks.com': 'channel',
    'tamaracksoftware.ca': 'channel',
    'bluenosedevops.ca': 'channel',
    'creativedestructionlab.com': 'generic',
  },
};
