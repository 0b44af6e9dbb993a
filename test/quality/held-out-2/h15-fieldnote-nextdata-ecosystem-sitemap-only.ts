import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Netlify',
  'x-nf-request-id': '01JDQ3V7M2K8XH4N6R9T0B5C1E',
  'x-powered-by': 'Next.js',
  age: '0',
  'cache-control': 'public,max-age=0,must-revalidate',
};

const gtmHead = `<!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7QW2LP');</script><!-- End Google Tag Manager -->`;

const gtmBody = `<!-- Google Tag Manager (noscript) --><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QW2LP" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><!-- End Google Tag Manager (noscript) -->`;

const head = (title: string, description: string, path: string, extra = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>${gtmHead}<title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://fieldnote.app${path}"/><meta property="og:image" content="https://fieldnote.app/og/fieldnote-og.png"/><meta name="twitter:card" content="summary_large_image"/><meta name="twitter:creator" content="@fieldnoteapp"/><link rel="canonical" href="https://fieldnote.app${path}"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>${extra}<meta name="next-head-count" content="13"/><link rel="preload" href="/_next/static/css/e41b9a07d2c85f13.css" as="style"/><link rel="stylesheet" href="/_next/static/css/e41b9a07d2c85f13.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js"></script><script src="/_next/static/chunks/webpack-0b8d3e5c1a7f2964.js" defer=""></script><script src="/_next/static/chunks/framework-ca706bf673a13738.js" defer=""></script><script src="/_next/static/chunks/main-a1e9b4f3d5c70218.js" defer=""></script><script src="/_next/static/chunks/pages/_app-6f0e2c4d1b3a5978.js" defer=""></script></head>`;

const nav = `<header class="nav_header__Q2m8x"><a href="/" class="nav_logo__t1Vb3"><img src="/logo-fieldnote.svg" alt="Fieldnote" width="120" height="28"/></a><nav class="nav_links__w4Zx0"><a href="/product">Product</a><div class="nav_dropdown__e6Kp2"><button type="button" aria-expanded="false">Solutions</button><div class="nav_menu__r3Hs1"><a href="/solutions/product-teams">For product teams</a><a href="/solutions/ux-research">For UX research</a><a href="/solutions/customer-success">For customer success</a></div></div><a href="/customers">Customers</a><a href="/pricing">Pricing</a><div class="nav_dropdown__e6Kp2"><button type="button" aria-expanded="false">Resources</button><div class="nav_menu__r3Hs1"><a href="/blog">Blog</a><a href="/templates">Research templates</a><a href="https://help.fieldnote.app/">Help center</a><a href="/webinars">Webinars</a></div></div></nav><div class="nav_cta__m5Lz9"><a href="https://my.fieldnote.app/login">Sign in</a><a class="button_primary__j8Nq4" href="https://my.fieldnote.app/signup">Get started free</a></div></header>`;

const footer = `<footer class="footer_root__p9Ws2"><div class="footer_cols__y3Rt6"><div><h4>Product</h4><a href="/product">Overview</a><a href="/product/ai-synthesis">AI synthesis</a><a href="/product/repository">Insight repository</a><a href="/security">Security</a><a href="/pricing">Pricing</a></div><div><h4>Company</h4><a href="/about">About</a><a href="https://boards.greenhouse.io/fieldnote">Careers</a><a href="/press">Press kit</a><a href="/partners/program">Partner program</a><a href="/contact">Contact</a></div><div><h4>Legal</h4><a href="/legal/privacy">Privacy</a><a href="/legal/terms">Terms</a><a href="/legal/dpa">DPA</a><a href="/legal/subprocessors">Subprocessors</a></div><div><h4>Social</h4><a href="https://www.linkedin.com/company/fieldnote-app">LinkedIn</a><a href="https://x.com/fieldnoteapp">X / Twitter</a><a href="https://www.youtube.com/@fieldnoteapp">YouTube</a></div></div><p class="footer_legal__n2Bv7">© 2026 Fieldnote Labs Ltd · Made in Dublin and Lisbon</p></footer>`;

const tail = (page: string, pageProps: unknown, chunk: string): string =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: 'bT4qZ8wN2xK6vR1mY9sLc',
    isFallback: false,
    gsp: true,
    locale: 'en',
    locales: ['en'],
    defaultLocale: 'en',
    scriptLoader: [],
  })}</script><script src="/_next/static/chunks/pages/${chunk}.js" defer=""></script><script src="/_next/static/bT4qZ8wN2xK6vR1mY9sLc/_buildManifest.js" defer=""></script><script src="/_next/static/bT4qZ8wN2xK6vR1mY9sLc/_ssgManifest.js" defer=""></script><script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/143982217.js"></script></body></html>`;

const orgLd = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Fieldnote',
  legalName: 'Fieldnote Labs Ltd',
  url: 'https://fieldnote.app',
  logo: 'https://fieldnote.app/logo-fieldnote.png',
  foundingDate: '2021',
  sameAs: [
    'https://www.linkedin.com/company/fieldnote-app',
    'https://x.com/fieldnoteapp',
    'https://www.crunchbase.com/organization/fieldnote-labs',
    'https://www.youtube.com/@fieldnoteapp',
  ],
})}</script>`;

const home = `${head(
  'Fieldnote – The research repository your whole team actually uses',
  'Fieldnote turns interviews, support tickets and survey answers into searchable insights. AI synthesis, highlight reels and a repository for the whole company.',
  '/',
  orgLd,
)}<body>${gtmBody}<div id="__next">${nav}<main><section class="hero_root__b7Xk1"><h1>Every customer conversation, one searchable source of truth.</h1><p>Fieldnote transcribes your interviews, tags themes with AI and turns them into insights your product, design and CS teams can find in seconds.</p><a class="button_primary__j8Nq4" href="https://my.fieldnote.app/signup">Start for free</a> <a class="button_ghost__v0Mm7" href="/demo">Get a demo</a></section><section class="logos_root__h4Pp2"><p>Research teams at 1,400 companies use Fieldnote</p><ul><li><a href="https://www.kitebird.com/"><img src="/customers/kitebird.svg" alt="Kitebird"/></a></li><li><a href="https://loomwell.io/"><img src="/customers/loomwell.svg" alt="Loomwell"/></a></li><li><a href="https://www.brambleandco.co.uk/"><img src="/customers/bramble.svg" alt="Bramble &amp; Co"/></a></li><li><a href="https://getvoyagr.com/"><img src="/customers/voyagr.svg" alt="Voyagr"/></a></li><li><a href="https://www.helsingbank.se/"><img src="/customers/helsing.svg" alt="Helsing Bank"/></a></li></ul></section><section class="features_root__c6Rr0"><article><h3>Import from anywhere</h3><p>Zoom and Google Meet recordings, Intercom conversations, app-store reviews and CSV survey exports.</p></article><article><h3>AI synthesis you can check</h3><p>Every theme links back to the exact quote it came from.</p></article><article><h3>Share with the whole company</h3><p>Highlight reels, weekly digests and a Slack bot that answers “what do customers say about…”.</p></article></section><section class="backers_root__f1Tt5"><h2>Backed by people who build research tools</h2><p>Fieldnote is funded by <a href="https://www.pointnine.com/">Point Nine</a> and <a href="https://fernwood.vc/">Fernwood Ventures</a>, with angels from Dovetail, Maze and Hotjar.</p></section><section class="press_root__u8Lq3"><p>In the news: <a href="https://techcrunch.com/2026/02/18/fieldnote-series-a/">TechCrunch</a> · <a href="https://www.siliconrepublic.com/start-ups/fieldnote-dublin-research">Silicon Republic</a></p></section><section class="cta_root__k2Ws8"><h2>Ready to hear your customers?</h2><a class="button_primary__j8Nq4" href="https://my.fieldnote.app/signup">Start for free</a></section></main>${footer}</div>${tail(
  '/',
  { hero: { variant: 'b' }, customersCount: 1400 },
  'index-3c8e1f5a9d2b7064',
)}`;

const ecosystemProps = {
  title: 'The Fieldnote ecosystem',
  intro: 'Integrations that bring customer conversations into Fieldnote, and agencies that help you run research with it.',
  partners: [
    {
      id: 'p_01',
      name: 'Notion',
      type: 'technology',
      category: 'Knowledge base',
      website: 'https://www.notion.so/',
      logo: '/_next/static/media/notion.4f1a2c.svg',
      description: 'Embed live insight cards in Notion docs and sync tags both ways.',
    },
    {
      id: 'p_02',
      name: 'Slack',
      type: 'technology',
      category: 'Messaging',
      website: 'https://slack.com/',
      logo: '/_next/static/media/slack.9b2e7d.svg',
      description: 'Ask the Fieldnote bot questions and get weekly insight digests in any channel.',
    },
    {
      id: 'p_03',
      name: 'Figma',
      type: 'technology',
      category: 'Design',
      website: 'https://www.figma.com/',
      logo: '/_next/static/media/figma.1c8a0e.svg',
      description: 'Drop evidence-backed quotes straight into FigJam boards.',
    },
    {
      id: 'p_04',
      name: 'Jira',
      type: 'technology',
      category: 'Issue tracking',
      website: 'https://www.atlassian.com/software/jira',
      logo: '/_next/static/media/jira.7d3f21.svg',
      description: 'Link insights to Jira issues and see how many customers asked for each one.',
    },
    {
      id: 'p_05',
      name: 'Sparrowcast',
      type: 'technology',
      category: 'Recruiting',
      website: 'https://sparrowcast.io/',
      logo: '/_next/static/media/sparrowcast.2e6b90.svg',
      description: 'Recruit and pay interview participants; sessions land in Fieldnote automatically.',
    },
    {
      id: 'p_06',
      name: 'Northbeam Research',
      type: 'services',
      category: 'Research agency',
      website: 'https://northbeamresearch.co.uk/',
      logo: '/_next/static/media/northbeam.a0c4d8.svg',
      description: 'London-based UX research agency that sets up Fieldnote repositories for scale-ups.',
    },
    {
      id: 'p_07',
      name: 'Insight Atelier',
      type: 'services',
      category: 'Consultancy',
      website: 'https://www.insightatelier.fr/',
      logo: '/_next/static/media/insight-atelier.5f9e1b.svg',
      description: 'Paris research ops consultancy; Fieldnote certified since 2024.',
    },
    {
      id: 'p_08',
      name: 'Clearpath UX',
      type: 'services',
      category: 'Research agency',
      website: 'https://clearpathux.com.au/',
      logo: '/_next/static/media/clearpath.8e2a6c.svg',
      description: 'Sydney agency running continuous-discovery programmes on Fieldnote.',
    },
  ],
  customerStories: [
    { company: 'Kitebird', url: 'https://www.kitebird.com/', quote: 'Fieldnote cut our synthesis time by 70%.' },
    { company: 'Loomwell', url: 'https://loomwell.io/', quote: 'The whole company reads research now.' },
  ],
  cta: { label: 'Become a partner', href: '/partners/program' },
};

const ecosystem = `${head(
  'Ecosystem – integrations and services partners | Fieldnote',
  'Integrations that bring customer conversations into Fieldnote, and agencies that help you run research with it.',
  '/ecosystem',
)}<body>${gtmBody}<div id="__next">${nav}<main class="ecosystem_root__x1Mn4"><section class="ecosystem_hero__g7Ld2"><h1>The Fieldnote ecosystem</h1><p>Integrations that bring customer conversations into Fieldnote, and agencies that help you run research with it.</p></section><div class="ecosystem_filters__q5Rb8" role="tablist"><button role="tab" aria-selected="true">All</button><button role="tab" aria-selected="false">Integrations</button><button role="tab" aria-selected="false">Services partners</button></div><div class="ecosystem_grid__z3Hv6" aria-busy="true"><div class="skeleton_card__w2Nc1"></div><div class="skeleton_card__w2Nc1"></div><div class="skeleton_card__w2Nc1"></div><div class="skeleton_card__w2Nc1"></div><div class="skeleton_card__w2Nc1"></div><div class="skeleton_card__w2Nc1"></div></div></main>${footer}</div>${tail(
  '/ecosystem',
  ecosystemProps,
  'ecosystem-8a1d4e7c2f5b9036',
)}`;

const program = `${head(
  'Partner program | Fieldnote',
  'Refer customers, build integrations or deliver research services with Fieldnote. Earn revenue share and co-marketing.',
  '/partners/program',
)}<body>${gtmBody}<div id="__next">${nav}<main class="program_root__h3Vx9"><section class="program_hero__c1Pz5"><h1>Grow with the Fieldnote partner program</h1><p>Whether you run a research agency, build tools for product teams or advise companies on continuous discovery, there’s a partnership track for you.</p><a class="button_primary__j8Nq4" href="#apply">Apply to become a partner</a></section><section class="program_tracks__f6Kq0"><article><h3>Referral partners</h3><p>20% revenue share for 12 months on every customer you refer. No minimums.</p></article><article><h3>Services partners</h3><p>Certification, a listing in our ecosystem, lead sharing and a free practice workspace.</p></article><article><h3>Technology partners</h3><p>API access, a sandbox, joint launch support and a listing in the integrations directory.</p></article></section><section class="program_faq__s8Yb4"><h2>FAQ</h2><details><summary>How long does approval take?</summary><p>We review applications within ten working days.</p></details><details><summary>Is there a fee?</summary><p>No. The program is free to join.</p></details><details><summary>Where is the partner portal?</summary><p>Approved partners sign in at <a href="https://partners.fieldnote.app/">partners.fieldnote.app</a>.</p></details></section><section id="apply" class="program_apply__d2Wm7"><h2>Apply</h2><div class="hs-form-frame" data-region="eu1" data-form-id="5b2c9e1f-7a3d-4f80-9c61-2e4d8b0a7f35" data-portal-id="143982217"></div></section></main>${footer}</div>${tail(
  '/partners/program',
  { formId: '5b2c9e1f-7a3d-4f80-9c61-2e4d8b0a7f35' },
  'partners/program-4e7b2a9c1d6f3058',
)}`;

const story = (company: string, url: string, industry: string, quote: string, person: string): string =>
  `<article class="customers_story__a4Ne2"><img src="/customers/${company.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" alt="${company}"/><p class="customers_industry__o2Ty5">${industry}</p><blockquote>“${quote}”</blockquote><p class="customers_person__l6Ds1">${person}</p><a href="${url}" rel="noopener">${url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></article>`;

const customers = `${head(
  'Customer stories | Fieldnote',
  'How product and research teams at Kitebird, Loomwell, Helsing Bank and others use Fieldnote.',
  '/customers',
)}<body>${gtmBody}<div id="__next">${nav}<main class="customers_root__r8Ws3"><h1>Customer stories</h1><p>From two-person startups to regulated banks, teams use Fieldnote to keep customers at the centre of every decision.</p><div class="customers_grid__y1Bq6">${story(
  'Kitebird',
  'https://www.kitebird.com/',
  'Travel marketplace',
  'Fieldnote cut our synthesis time by 70%. We run twice as many interviews with the same team.',
  'Aoife Brennan, Head of Research',
)}${story('Loomwell', 'https://loomwell.io/', 'B2B SaaS', 'The whole company reads research now – even finance.', 'Tiago Matos, VP Product')}${story(
  'Bramble &amp; Co',
  'https://www.brambleandco.co.uk/',
  'Retail',
  'We finally have one place for every customer conversation across 40 stores.',
  'Priya Shah, Customer Insight Lead',
)}${story('Helsing Bank', 'https://www.helsingbank.se/', 'Financial services', 'EU data residency and SSO made Fieldnote an easy yes for our security team.', 'Erik Lindahl, Design Director')}</div></main>${footer}</div>${tail(
  '/customers',
  { count: 4 },
  'customers-2d5f8a1c7e4b9063',
)}`;

export const site: CorpusSite = {
  domain: 'fieldnote.app',
  covers:
    'Next.js research SaaS on Netlify: the ecosystem page is linked from nowhere but sitemap.xml and renders only skeleton cards, its technology and services partners living only in the __NEXT_DATA__ JSON (with customer stories in the same JSON as a trap); traps: a footer "Partner program" page that only describes becoming a partner, customer logo wall and a customer-stories page with links, investors and press in prose, Organization JSON-LD sameAs (crunchbase, socials), Greenhouse careers, own help/my/partners subdomains.',
  pages: {
    '/': { headers, html: home },
    '/ecosystem': { headers, html: ecosystem },
    '/partners/program': { headers, html: program },
    '/customers': { headers, html: customers },
  },
  sitemap: ['/', '/customers', '/partners/program', '/ecosystem'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['next-js', 'react', 'webpack', 'netlify', 'google-tag-manager', 'hubspot', 'open-graph'],
  partners: {
    'notion.so': 'technology',
    'slack.com': 'technology',
    'figma.com': 'technology',
    'atlassian.com': 'technology',
    'sparrowcast.io': 'technology',
    'northbeamresearch.co.uk': 'channel',
    'insightatelier.fr': 'channel',
    'clearpathux.com.au': 'channel',
  },
};
