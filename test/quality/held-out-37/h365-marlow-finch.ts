import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Qw3rTy12/aB9cD8e',
  age: '0',
};

const head = (title: string, desc: string, path: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-GB">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- marlow-finch -->
    <base href="">
    <meta charset="utf-8" />
    <title>${title}</title>
    <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
    <link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/favicon.ico?format=100w"/>
    <link rel="canonical" href="https://marlowfinch.com${path}"/>
    <meta property="og:site_name" content="Marlow &amp; Finch"/>
    <meta property="og:title" content="${title}"/>
    <meta property="og:url" content="https://marlowfinch.com${path}"/>
    <meta property="og:type" content="website"/>
    <meta property="og:description" content="${desc}"/>
    <meta property="og:image" content="http://static1.squarespace.com/static/6523a1b2c3d4e5f6a7b8c9d0/t/65f0aa11bb22cc33dd44ee55/1710000000000/marlow-finch-share.jpg?format=1500w"/>
    <meta itemprop="name" content="${title}"/>
    <meta name="twitter:card" content="summary"/>
    <meta name="description" content="${desc}" />
    <link rel="preconnect" href="https://images.squarespace-cdn.com">
    <link rel="stylesheet" href="https://use.typekit.net/ik/0xJq7P2kN9mA8bC3dE1fG4hI5jK6lM7nO8pQ9rS0tU.js-style.css" type="text/css">
    <script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
    <script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
    <script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-5b1c2d3e4f5a6b7c-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-9f8e7d6c5b4a3b2c-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-2a1b0c9d8e7f6a5b-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-3c4d5e6f7a8b9c0d-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-6d5c4b3a2f1e0d9c-min.en-US.js" defer></script>
    <link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6523a1b2c3d4e5f6a7b8c9d0/41/5c5a519771b4a0aa4ab1f5bd/6523a1b2c3d4e5f6a7b8c9e1/1632/site.css"/>
  </head>`;

const nav = `  <body id="collection-6523a1b2c3d4e5f6a7b8c9f0" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled header-width-full">
    <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-controller="Header" data-current-styles='{"layout":"navRight","action":{"buttonText":"Get in touch","newWindow":false}}'>
      <div class="header-inner container--fluid">
        <div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/mf-logo.png?format=1500w" alt="Marlow &amp; Finch"></a></div></div>
        <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
          <div class="header-nav-item header-nav-item--collection"><a href="/work" data-animation-role="header-element">Work</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/services" data-animation-role="header-element">Services</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/about" data-animation-role="header-element">About</a></div>
          <div class="header-nav-item header-nav-item--collection"><a href="/thinking" data-animation-role="header-element">Thinking</a></div>
        </nav></div></div>
        <div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Get in touch</a></div>
      </div>
    </header>
    <main id="page" class="container" role="main">`;

const footer = `    </main>
    <footer class="sections" id="footer-sections" data-footer-sections>
      <section data-test="page-section" data-section-theme="black" class="page-section full-bleed-section layout-engine-section">
        <div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row">
          <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><h4>London</h4><p>Unit 4, 22 Shacklewell Lane<br>London E8 2EZ</p><h4>Bristol</h4><p>Paintworks, Arnos Vale<br>Bristol BS4 3EH</p></div></div></div></div>
          <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><h4>Agency</h4><p><a href="/about">About</a><br><a href="/network">Global network</a><br><a href="/careers">Careers</a><br><a href="https://kitehouse.studio/">Kitehouse, our design studio</a></p></div></div></div></div>
          <div class="col sqs-col-4 span-4"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2"><div class="sqs-block-content"><nav><ul class="sqs-svg-icon--list"><li><a href="https://www.linkedin.com/company/marlow-finch" target="_blank" class="sqs-svg-icon--wrapper linkedin-unauth" aria-label="LinkedIn"></a></li><li><a href="https://www.instagram.com/marlowandfinch" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"></a></li><li><a href="https://www.threads.net/@marlowandfinch" target="_blank" class="sqs-svg-icon--wrapper threads-unauth" aria-label="Threads"></a></li></ul></nav></div></div>
          <div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small">© 2026 Marlow &amp; Finch Communications Ltd. Registered in England 10428876. <a href="/privacy">Privacy</a> · Proud member of the <a href="https://www.prca.org.uk/">PRCA</a> and a certified <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/marlow-finch">B Corp</a>.</p></div></div></div></div>
        </div></div></div></div>
      </section>
    </footer>
    <script type="text/javascript" data-sqs-type="imageloader-bootstrapper">(function() {if(window.ImageLoader) { window.ImageLoader.bootstrap({}, document); }})();</script>
    <script>Squarespace.afterBodyLoad(Y);</script>
  </body>
</html>`;

export const site: CorpusSite = {
  domain: 'marlowfinch.com',
  otherDomains: ['kitehouse.studio'],
  covers:
    'UK PR agency on Squarespace (detectable only by server header) with Typekit; /network linked only from the footer: filterable directory of affiliate agencies (channel) plus one name-only entry; technology partners in a paragraph on /about; negatives: "As featured in" press logos, PRCA/B Corp badges, awards, client list, sister design studio domain, Cannes Lions, social links',
  pages: {
    '/': {
      headers,
      html: `${head('Marlow & Finch | Independent PR agency, London & Bristol', 'An independent PR and communications agency for purpose-driven consumer and B2B brands.', '/')}
${nav}
      <article class="sections" id="sections" data-page-sections="6523a1b2c3d4e5f6a7b8ca01">
        <section data-test="page-section" data-section-theme="bright" class="page-section layout-engine-section background-width--full-bleed section-height--large">
          <div class="content-wrapper"><div class="content"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
            <h1>Stories people actually want to read.</h1>
            <p class="sqsrte-large">Marlow &amp; Finch is an independent PR agency for brands that are trying to make things better &ndash; food, mobility, energy and the people who fund them.</p>
            <p><a href="/work">See the work</a></p>
          </div></div></div></div></div>
        </section>
        <section data-test="page-section" data-section-theme="white" class="page-section layout-engine-section">
          <div class="content-wrapper"><div class="content">
            <h2>Clients</h2>
            <div class="sqs-block gallery-block sqs-block-gallery"><div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery">
              <div class="slide"><a href="https://www.oddbird-oats.co.uk/"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/oddbird.png" alt="Oddbird Oats"></a></div>
              <div class="slide"><a href="https://www.voltride.bike/"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/voltride.png" alt="Voltride"></a></div>
              <div class="slide"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/greenmoor.png" alt="Greenmoor Energy"></div>
              <div class="slide"><a href="https://www.tillercapital.com/"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/tiller.png" alt="Tiller Capital"></a></div>
            </div></div></div>
          </div></div>
        </section>
        <section data-test="page-section" data-section-theme="light" class="page-section layout-engine-section">
          <div class="content-wrapper"><div class="content">
            <h2>Our clients&rsquo; stories, as featured in</h2>
            <div class="sqs-block summary-v2-block"><ul class="press-logos">
              <li><a href="https://www.theguardian.com/business/2025/oct/02/oat-milk-price-war"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/guardian.png" alt="The Guardian"></a></li>
              <li><a href="https://www.bbc.co.uk/news/articles/c4g7x1e2bike"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/bbc.png" alt="BBC News"></a></li>
              <li><a href="https://www.ft.com/content/3b1e0f2a-energy-switch"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/ft.png" alt="Financial Times"></a></li>
              <li><a href="https://www.wired.com/story/ebike-subscriptions/"><img src="https://images.squarespace-cdn.com/content/v1/6523a1b2c3d4e5f6a7b8c9d0/wired.png" alt="WIRED"></a></li>
            </ul></div>
            <p>Mid-sized Agency of the Year, <a href="https://www.prweek.com/uk/awards">PRWeek UK Awards 2025</a>. Silver, PR Lions, <a href="https://www.canneslions.com/">Cannes Lions 2024</a>.</p>
          </div></div>
        </section>
      </article>
${footer}`,
    },
    '/about': {
      headers,
      html: `${head('About — Marlow & Finch', '42 people, two studios, one way of working.', '/about')}
${nav}
      <article class="sections" id="sections">
        <section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-html-content">
          <h1>About us</h1>
          <p>Founded in 2013 by Hattie Marlow and Dev Finch, we are 42 people across London and Bristol. We have been employee-owned since 2022 and have never taken outside investment.</p>
          <h2>How we measure</h2>
          <p>Coverage counts, but outcomes count more. We run every campaign through the platforms of our technology partners <a href="https://www.newsmetric.io/">Newsmetric</a> (media intelligence and share-of-voice tracking) and <a href="https://coverwise.com/">Coverwise</a> (coverage reporting with reach and sentiment) and <a href="https://www.creatorloop.co/">Creatorloop</a> (influencer discovery and campaign tracking).</p>
          <h2>Beyond the UK</h2>
          <p>For international launches we work with trusted independent agencies in 20 markets &ndash; see our <a href="/network">global network</a>.</p>
          <h2>Our sister studio</h2>
          <p>Brand identity, film and design come from <a href="https://kitehouse.studio/">Kitehouse</a>, our in-house design studio.</p>
        </div></div></div></section>
      </article>
${footer}`,
    },
    '/network': {
      headers,
      html: `${head('Global network — Marlow & Finch', 'Independent partner agencies in 20 markets.', '/network')}
${nav}
      <article class="sections" id="sections">
        <section class="page-section"><div class="content-wrapper"><div class="content"><div class="sqs-html-content">
          <h1>Global network</h1>
          <p>Local knowledge beats a global logo. For multi-market campaigns we partner with independent PR agencies that we have worked alongside for years. One contract, one team, one set of results.</p>
        </div>
        <div class="sqs-block code-block sqs-block-code"><div class="sqs-block-content">
          <div class="network-filter" role="tablist"><button data-filter="all" class="active">All</button><button data-filter="europe">Europe</button><button data-filter="americas">Americas</button><button data-filter="apac">Asia-Pacific</button></div>
          <ul class="network-list">
            <li data-region="europe"><strong>Ireland</strong> &mdash; <a href="https://www.hollandkeogh.ie/" target="_blank">Holland Keogh Communications</a></li>
            <li data-region="europe"><strong>Germany</strong> &mdash; <a href="https://www.agentur-lichtblick.de/" target="_blank">Agentur Lichtblick</a></li>
            <li data-region="europe"><strong>France</strong> &mdash; <a href="https://www.maisonrelais-rp.fr/" target="_blank">Maison Relais RP</a></li>
            <li data-region="europe"><strong>Nordics</strong> &mdash; <a href="https://nordlyspr.se/" target="_blank">Nordlys PR</a></li>
            <li data-region="europe"><strong>Spain</strong> &mdash; Comunica Sur (website coming soon)</li>
            <li data-region="americas"><strong>USA</strong> &mdash; <a href="https://www.brightwaterstrategies.com/" target="_blank">Brightwater Strategies</a></li>
            <li data-region="americas"><strong>Brazil</strong> &mdash; <a href="https://www.agenciacaju.com.br/" target="_blank">Agência Caju</a></li>
            <li data-region="apac"><strong>Australia</strong> &mdash; <a href="https://www.saltbushcomms.com.au/" target="_blank">Saltbush Comms</a></li>
            <li data-region="apac"><strong>Singapore</strong> &mdash; <a href="https://www.lanternpr.sg/" target="_blank">Lantern PR</a></li>
          </ul>
          <p>Want to join the network? We add one or two independent agencies a year. Email <a href="mailto:network@marlowfinch.com">network@marlowfinch.com</a>.</p>
        </div></div>
        </div></div></section>
      </article>
${footer}`,
    },
    '/work': {
      headers,
      html: `${head('Work — Marlow & Finch', 'Selected campaigns.', '/work')}
${nav}
      <article class="sections" id="sections">
        <section class="page-section"><div class="content-wrapper"><div class="content">
          <h1>Work</h1>
          <div class="summary-item"><h2><a href="/work/oddbird-price-promise">Oddbird Oats: The Price Promise</a></h2><p>How a challenger oat brand owned the cost-of-living conversation. 410 pieces of coverage in six weeks.</p></div>
          <div class="summary-item"><h2><a href="/work/voltride-commute-club">Voltride: Commute Club</a></h2><p>An e-bike subscription launch built on a commuter survey and a very wet week in Manchester.</p>
            <div class="sqs-video-wrapper"><iframe src="https://www.youtube.com/embed/q9X4bTq2L0s?wmode=opaque&amp;enablejsapi=1" width="854" height="480" frameborder="0" allowfullscreen></iframe></div>
          </div>
        </div></div></section>
      </article>
${footer}`,
    },
  },
  sitemap: ['/', '/work', '/services', '/about', '/thinking', '/network', '/contact'],
  technologies: ['squarespace', 'squarespace-commerce', 'stimulus', 'typekit', 'adobe-fonts', 'open-graph', 'youtube'],
  partners: {
    'newsmetric.io': 'technology',
    'coverwise.com': 'technology',
    'creatorloop.co': 'technology',
    'hollandkeogh.ie': 'channel',
    'agentur-lichtblick.de': 'channel',
    'maisonrelais-rp.fr': 'channel',
    'nordlyspr.se': 'channel',
    'brightwaterstrategies.com': 'channel',
    'agenciacaju.com.br': 'channel',
    'saltbushcomms.com.au': 'channel',
    'lanternpr.sg': 'channel',
  },
};
