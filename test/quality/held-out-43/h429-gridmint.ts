import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Framer/0f3c2a1',
  'cache-control': 'max-age=0, must-revalidate',
  'x-content-type-options': 'nosniff',
};

const FRAMER = 'https://framerusercontent.com';

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="generator" content="Framer 8a4c1e2">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="framer-search-index" content="${FRAMER}/sites/4hT9kQvX2pLmR8sN1cB0eW/searchIndex-Yk2pQ9rT.json">
<link rel="icon" href="${FRAMER}/images/q1W2e3R4t5Y6u7I8o9P0aSdF.png">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${FRAMER}/images/gridmint-og-2024.png">
<meta name="twitter:card" content="summary_large_image">
<link href="https://gridmint.design${path}" rel="canonical">
<meta name="robots" content="max-image-preview:large">
<style data-framer-font-css>@font-face{font-family:"Inter";src:url(${FRAMER}/assets/5vvr9Vy74if2I6bQbJvbw7SY1pQ.woff2);font-display:swap}</style>
<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-Hq2bx">html,body,#main{margin:0;padding:0;box-sizing:border-box}.framer-Hq2bx{display:flex}</style>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-GR1DM1NT00"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-GR1DM1NT00');</script>
</head>`;

const nav = (r: string): string => `<nav class="framer-1nbsq5e" data-framer-name="Desktop nav">
<a class="framer-text framer-styles-preset-logo" href="${r}" data-framer-page-link-current="true">Gridmint</a>
<a class="framer-text" href="${r}features">Features</a>
<a class="framer-text" href="${r}integrations">Integrations</a>
<a class="framer-text" href="${r}customers">Customers</a>
<a class="framer-text" href="${r}pricing">Pricing</a>
<a class="framer-text" href="https://app.gridmint.design/login">Log in</a>
<a class="framer-text framer-styles-preset-button" href="https://app.gridmint.design/signup">Try Gridmint free</a>
</nav>`;

const footer = (r: string): string => `<footer class="framer-vf3k2s" data-framer-name="Footer">
<div class="framer-1x2c3v4" data-framer-name="Links">
<p class="framer-text">Product</p><a class="framer-text" href="${r}features">Features</a><a class="framer-text" href="${r}integrations">Integrations</a><a class="framer-text" href="${r}changelog">Changelog</a><a class="framer-text" href="https://apps.apple.com/app/gridmint/id6470012345">Download for Mac</a>
<p class="framer-text">Company</p><a class="framer-text" href="${r}about">About</a><a class="framer-text" href="${r}experts">Hire an expert</a><a class="framer-text" href="https://jobs.ashbyhq.com/gridmint">Careers</a><a class="framer-text" href="https://gridmintstatus.com/">Status</a>
<p class="framer-text">Community</p><a class="framer-text" href="https://discord.gg/gridmint">Discord</a><a class="framer-text" href="https://www.youtube.com/@gridmint">YouTube</a><a class="framer-text" href="https://x.com/gridmint">X</a>
</div>
<p class="framer-text">© 2024 Gridmint Labs Inc. Made with care in Brooklyn and Tallinn.</p>
</footer>`;

const page = (title: string, description: string, path: string, content: string): string => {
  const depth = path.split('/').length - 2;
  const rel = depth > 0 ? '../'.repeat(depth) : './';
  return `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Sep 2, 2024, 4:12 PM UTC -->
<html lang="en-US">
${head(title, description, path)}
<body>
<div id="main" data-framer-hydrate-v2='{"routeId":"augiA20Il","localeId":"default","breakpoints":[{"hash":"72rtr7","mediaQuery":"(min-width: 1200px)"}]}' data-framer-ssr-released-at="2024-08-29T10:01:14.321Z" data-framer-page-optimized-at="2024-09-02T16:12:40.118Z">
<div class="framer-Hq2bx framer-72rtr7" style="min-height:100vh;width:auto">
${nav(rel)}
<main class="framer-main">${content}</main>
${footer(rel)}
</div>
</div>
<div id="overlay"></div>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${FRAMER}/sites/4hT9kQvX2pLmR8sN1cB0eW/script_main.Dm3kT8pQ.mjs"></script>
</body>
</html>`;
};

const intCard = (name: string, cat: string, text: string, href: string): string =>
  `<a class="framer-1q9w8e7 framer-integration-card" data-framer-name="Integration card" data-category="${cat}" href="${href}"${href.startsWith('http') ? ' target="_blank" rel="noopener"' : ''}><img src="${FRAMER}/images/int-${name.toLowerCase()}.png" alt="${name}"><h3 class="framer-text">${name}</h3><p class="framer-text">${text}</p></a>`;

const detail = (slug: string, name: string, body: string, by: string, url: string): string =>
  page(
    `${name} integration – Gridmint`,
    `Use ${name} with Gridmint.`,
    `/integrations/${slug}`,
    `<a class="framer-text" href="../integrations">← All integrations</a>
<h1 class="framer-text">${name} for Gridmint</h1>
${body}
<div class="framer-sidebar"><p class="framer-text">Built by</p><p class="framer-text">${by}</p><a class="framer-text" href="${url}" target="_blank" rel="noopener">Visit website ↗</a><a class="framer-text" href="https://app.gridmint.design/plugins/${slug}">Install in Gridmint</a></div>`,
  );

export const site: CorpusSite = {
  domain: 'gridmint.design',
  otherDomains: ['gridmintstatus.com'],
  covers:
    'English design-tool startup on Framer (Framer sites scripts, GA4); integrations directory with category filter chips, some cards linking to detail pages that link out ("Built by … Visit website"), others linking out directly, one first-party plugin; separate experts page of certified agencies (channel); relative ./ links; negatives: customer stories with links, investors, Product Hunt award, Ashby careers, status domain, Mac App Store, Discord/YouTube/X',
  pages: {
    '/': {
      headers,
      html: page(
        'Gridmint – The layout tool for product designers',
        'Design responsive layouts with real grids, tokens and components. Hand off to code in one click.',
        '/',
        `<section class="framer-hero"><h1 class="framer-text">Layouts that snap into place.</h1><p class="framer-text">Gridmint is the layout-first design tool: real CSS grids, design tokens and components that hand off to code in one click.</p><a class="framer-text framer-styles-preset-button" href="https://app.gridmint.design/signup">Start designing free</a></section>
<section class="framer-logos" data-framer-name="Logos"><p class="framer-text">Used by design teams at</p><img src="${FRAMER}/images/logo-pinecone-bank.svg" alt="Pinecone Bank"><img src="${FRAMER}/images/logo-tallyho.svg" alt="Tallyho"><img src="${FRAMER}/images/logo-brightbus.svg" alt="Brightbus"><img src="${FRAMER}/images/logo-oatly-studio.svg" alt="Oatfield Studio"></section>
<section class="framer-features"><h2 class="framer-text">Plays well with your stack</h2><p class="framer-text">Bring in palettes, icons, copy and motion from 40+ <a class="framer-text" href="./integrations">plugin integrations</a>.</p></section>
<section class="framer-award"><a href="https://www.producthunt.com/golden-kitty-awards/2023/design-tools"><img src="${FRAMER}/images/golden-kitty-2023.svg" alt="Golden Kitty Awards 2023 winner – Design Tools"></a></section>`,
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'Integrations – Gridmint',
        'Plugins and integrations that extend Gridmint.',
        '/integrations',
        `<h1 class="framer-text">Integrations</h1>
<p class="framer-text">Extend Gridmint with plugins built by our partners and the community.</p>
<div class="framer-filter" role="tablist"><button role="tab" aria-selected="true">All</button><button role="tab">Color</button><button role="tab">Content</button><button role="tab">Handoff</button><button role="tab">Motion</button><button role="tab">Collaboration</button></div>
<div class="framer-integrations-grid">
${intCard('Palettely', 'color', 'Generate accessible palettes and sync them as Gridmint tokens.', './integrations/palettely')}
${intCard('Handoffly', 'handoff', 'Export layouts as production-ready React and Tailwind.', './integrations/handoffly')}
${intCard('Storyframe', 'handoff', 'Keep Storybook stories and Gridmint components in sync.', './integrations/storyframe')}
${intCard('Iconforge', 'content', '200,000 icons, searchable inside the canvas.', 'https://iconforge.io/')}
${intCard('Typecase', 'content', 'Licensed type foundries, one click to try a font in your layout.', 'https://www.typecasefonts.com/')}
${intCard('Motionkit', 'motion', 'Add spring animations and export Lottie files.', 'https://motionkit.app/')}
${intCard('Copydeck', 'content', 'Pull real product copy from your CMS into text layers.', 'https://copydeck.ai/')}
${intCard('Slack', 'collaboration', 'Comment notifications in your channels. Built by Gridmint.', './integrations/slack')}
</div>
<p class="framer-text">Building a plugin? Read the <a class="framer-text" href="https://developers.gridmint.design/">plugin API docs</a>.</p>`,
      ),
    },
    '/integrations/palettely': {
      headers,
      html: detail(
        'palettely',
        'Palettely',
        '<p class="framer-text">Generate WCAG-checked palettes from a single brand color and publish them to your Gridmint token library.</p>',
        'Palettely Oy',
        'https://palettely.com/',
      ),
    },
    '/integrations/handoffly': {
      headers,
      html: detail(
        'handoffly',
        'Handoffly',
        '<p class="framer-text">Turn any Gridmint frame into clean React components with Tailwind classes, ready for a pull request.</p>',
        'Handoffly, Inc.',
        'https://www.handoffly.com/',
      ),
    },
    '/integrations/storyframe': {
      headers,
      html: detail(
        'storyframe',
        'Storyframe',
        '<p class="framer-text">Two-way sync between Storybook and Gridmint components, with visual diff on every change.</p>',
        'Storyframe Labs',
        'https://storyframe.dev/',
      ),
    },
    '/integrations/slack': {
      headers,
      html: page(
        'Slack integration – Gridmint',
        'Get Gridmint notifications in Slack.',
        '/integrations/slack',
        `<a class="framer-text" href="../integrations">← All integrations</a><h1 class="framer-text">Gridmint for Slack</h1><p class="framer-text">Built and maintained by the Gridmint team. Get comment and review notifications in any channel.</p><a class="framer-text" href="https://app.gridmint.design/settings/integrations">Connect in settings</a>`,
      ),
    },
    '/experts': {
      headers,
      html: page(
        'Hire a Gridmint expert',
        'Certified agencies that design and implement with Gridmint.',
        '/experts',
        `<h1 class="framer-text">Hire a Gridmint Expert</h1>
<p class="framer-text">Gridmint Experts are certified agencies that set up design systems, migrate files and train your team on Gridmint.</p>
<div class="framer-experts">
<div class="framer-expert"><h3 class="framer-text">Pixel &amp; Pine Studio</h3><p class="framer-text">Portland, USA · Design systems, migrations</p><a class="framer-text" href="https://pixelandpine.studio/" target="_blank" rel="noopener">pixelandpine.studio</a></div>
<div class="framer-expert"><h3 class="framer-text">Northmark Design Co.</h3><p class="framer-text">Manchester, UK · Training and onboarding</p><a class="framer-text" href="https://northmarkdesign.co/" target="_blank" rel="noopener">northmarkdesign.co</a></div>
<div class="framer-expert"><h3 class="framer-text">Studio Kiri</h3><p class="framer-text">Osaka, Japan · Localization of design systems</p><a class="framer-text" href="https://www.studiokiri.jp/" target="_blank" rel="noopener">studiokiri.jp</a></div>
</div>
<p class="framer-text">Want to become an Expert? <a class="framer-text" href="mailto:experts@gridmint.design">Apply here</a>.</p>`,
      ),
    },
    '/customers': {
      headers,
      html: page(
        'Customers – Gridmint',
        'Teams that design with Gridmint.',
        '/customers',
        `<h1 class="framer-text">Customer stories</h1>
<article><h2 class="framer-text">Pinecone Bank rebuilt its design system in 8 weeks</h2><p class="framer-text">How a 12-person design team replaced 3,000 legacy frames. <a class="framer-text" href="https://www.pineconebank.com/">pineconebank.com</a></p></article>
<article><h2 class="framer-text">Brightbus ships responsive layouts twice as fast</h2><p class="framer-text"><a class="framer-text" href="https://brightbus.io/">brightbus.io</a></p></article>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About – Gridmint',
        'The team behind Gridmint.',
        '/about',
        `<h1 class="framer-text">About Gridmint</h1>
<p class="framer-text">We started Gridmint in 2021 because design tools still treated layout as an afterthought. We are 23 people in Brooklyn and Tallinn.</p>
<h2 class="framer-text">Investors</h2>
<p class="framer-text">Backed by <a class="framer-text" href="https://www.foundrystreet.vc/">Foundry Street Ventures</a>, <a class="framer-text" href="https://balticseed.com/">Baltic Seed</a> and angels from the design community.</p>
<p class="framer-text">Featured in <a class="framer-text" href="https://www.designtoolsweekly.com/gridmint-review">Design Tools Weekly</a>.</p>`,
      ),
    },
  },
  technologies: ['framer-sites', 'react', 'google-analytics', 'google-tag-manager', 'open-graph', 'priority-hints'],
  partners: {
    'palettely.com': 'technology',
    'handoffly.com': 'technology',
    'storyframe.dev': 'technology',
    'iconforge.io': 'technology',
    'typecasefonts.com': 'technology',
    'motionkit.app': 'technology',
    'copydeck.ai': 'technology',
    'pixelandpine.studio': 'channel',
    'northmarkdesign.co': 'channel',
    'studiokiri.jp': 'channel',
  },
};
