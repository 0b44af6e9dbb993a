import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public, max-age=0, must-revalidate',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, path: string, desc: string): string => `<!doctype html>
<!-- Made in Framer · framer.com ✨ -->
<!-- Published Mar 2, 2026, 6:14 PM UTC -->
<html lang="en-US">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width">
    <meta name="generator" content="Framer 1b7e2c4">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <meta name="framer-search-index" content="https://framerusercontent.com/sites/5TqX9mNvR2kLpA3/searchIndex-Hk2pQ9zL.json">
    <link href="https://framerusercontent.com/images/sprigFaviconX7k2.png" rel="icon">
    <meta property="og:type" content="website">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${desc}">
    <meta property="og:image" content="https://framerusercontent.com/images/sprigOgCard4Lm9.jpg">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://sprigandskillet.com${path}">
    <meta property="og:url" content="https://sprigandskillet.com${path}">
    <link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/5TqX9mNvR2kLpA3/react.B4sW2x9K.mjs">
    <link rel="modulepreload" fetchpriority="low" href="https://framerusercontent.com/sites/5TqX9mNvR2kLpA3/framer.Qp7Lm3Nc.mjs">
    <style data-framer-font-css>@font-face { font-family: "Inter"; src: url("https://framerusercontent.com/assets/5vvr9Vy74if2I6bQbJvbw7SY1pQ.woff2"); font-display: swap; }</style>
    <script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];}(window,document,'script');fbq('init','918273645501234');fbq('track','PageView');</script>
    <script async src="https://connect.facebook.net/en_US/fbevents.js"></script>
</head>`;

const shell = (inner: string, rel = './'): string => `<body>
    <div id="main" data-framer-hydrate-v2='{"routeId":"augiA20Il","localeId":"default","breakpoints":[{"hash":"72rtr7","mediaQuery":"(min-width: 1200px)"}]}' data-framer-ssr-released-at="2026-02-27T10:02:11.000Z" data-framer-page-optimized-at="2026-03-02T18:14:40.000Z">
    <div class="framer-7Yw3Q framer-72rtr7" style="min-height:100vh;width:auto">
      <nav class="framer-1x2mnav" data-framer-name="Nav">
        <a class="framer-logo" href="${rel}" data-framer-page-link-current="true"><img src="https://framerusercontent.com/images/sprigLogoB2k.svg" alt="Sprig &amp; Skillet"></a>
        <a class="framer-text framer-styles-preset-nav" href="${rel}menu">This week&rsquo;s menu</a>
        <a class="framer-text framer-styles-preset-nav" href="${rel}how-it-works">How it works</a>
        <a class="framer-text framer-styles-preset-nav" href="${rel}for-work">Sprig for Work</a>
        <a class="framer-text framer-styles-preset-nav" href="${rel}about">About</a>
        <a class="framer-btn" href="https://app.sprigandskillet.com/signup">Get 50% off your first box</a>
      </nav>
      ${inner}
      <footer class="framer-f00t3r" data-framer-name="Footer">
        <div class="framer-col"><p class="framer-text">Sprig &amp; Skillet</p><p class="framer-text">Fresh, plant-forward meal kits delivered across the Northeast and Mid-Atlantic.</p></div>
        <div class="framer-col"><p class="framer-text">Company</p><a href="${rel}about">About</a><a href="${rel}partners">Partners</a><a href="${rel}journal">Journal</a><a href="https://jobs.crewboard.io/sprigandskillet">Careers</a></div>
        <div class="framer-col"><p class="framer-text">Help</p><a href="https://help.sprigandskillet.com/">Help center</a><a href="${rel}delivery-area">Delivery area</a><a href="${rel}terms">Terms</a><a href="${rel}privacy">Privacy</a></div>
        <div class="framer-col"><p class="framer-text">Get the app</p><a href="https://apps.apple.com/us/app/sprig-skillet/id6451234567"><img src="https://framerusercontent.com/images/appStoreBadge.svg" alt="Download on the App Store"></a><a href="https://play.google.com/store/apps/details?id=com.sprigandskillet.app"><img src="https://framerusercontent.com/images/googlePlayBadge.png" alt="Get it on Google Play"></a>
          <p><a href="https://www.instagram.com/sprigandskillet">Instagram</a> · <a href="https://www.tiktok.com/@sprigandskillet">TikTok</a> · <a href="https://www.pinterest.com/sprigandskillet">Pinterest</a></p></div>
        <p class="framer-text">© 2026 Sprig &amp; Skillet, Inc. Brooklyn, NY</p>
      </footer>
    </div>
    </div>
    <div id="template-overlay"></div>
    <script type="module" async data-framer-bundle="main" fetchpriority="low" src="https://framerusercontent.com/sites/5TqX9mNvR2kLpA3/script_main.Rk3Wq8Zs.mjs"></script>
    <div id="__framer-badge-container"></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'sprigandskillet.com',
  covers:
    'Brooklyn meal-kit startup on Framer (relative ./ links); partners page (footer only) with producer partners, app integrations (technology) and employee-benefits resellers (channel); a sitemap-only retail page with grocery partners; investors, press, B Corp-style certification, customers quotes, app badges, job board, Meta pixel and journal article links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Sprig & Skillet — Plant-forward meal kits, ready in 20 minutes', '/', 'Seasonal, plant-forward recipes with pre-prepped ingredients from Northeast farms. Ready in 20 minutes. Skip or cancel anytime.')}
${shell(`<main class="framer-m41n">
        <section class="framer-hero" data-framer-name="Hero"><h1 class="framer-text">Dinner, mostly plants, in 20 minutes.</h1><p class="framer-text">Pre-prepped seasonal ingredients and chef-tested recipes, delivered every week. Skip or cancel anytime.</p><a class="framer-btn" href="https://app.sprigandskillet.com/signup">See plans</a></section>
        <section class="framer-steps" data-framer-name="How"><h2 class="framer-text">How it works</h2><ol><li>Pick 3&ndash;5 recipes</li><li>We deliver in a fully compostable box</li><li>Cook in 20 minutes or less</li></ol></section>
        <section class="framer-press" data-framer-name="Press"><p class="framer-text">As featured in</p>
          <div class="framer-ticker"><a href="https://www.thebrooklynbite.com/2025/10/best-meal-kits" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/pressBrooklynBite.svg" alt="The Brooklyn Bite"></a><a href="https://www.greenplatemag.com/reviews/sprig-and-skillet" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/pressGreenPlate.svg" alt="Green Plate Magazine"></a><img src="https://framerusercontent.com/images/pressMorningShow.svg" alt="The Morning Show"></div></section>
        <section class="framer-reviews" data-framer-name="Reviews"><h2 class="framer-text">Loved by 40,000 home cooks</h2><blockquote class="framer-text">&ldquo;The first meal kit my kids actually eat.&rdquo; &mdash; Priya R., Hoboken</blockquote></section>
      </main>`)}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners — Sprig & Skillet', '/partners', 'The farms, apps and benefits platforms we partner with.')}
${shell(`<main class="framer-p4rtn3rs">
        <section data-framer-name="Intro"><h1 class="framer-text">Our partners</h1><p class="framer-text">Good food takes a village. Here&rsquo;s ours.</p></section>
        <section data-framer-name="Producers"><h2 class="framer-text">Farm &amp; producer partners</h2>
          <div class="framer-grid">
            <a class="framer-card" href="https://www.hudsonbendfarm.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/hudsonBend.jpg" alt="Hudson Bend Farm"><h3 class="framer-text">Hudson Bend Farm</h3><p class="framer-text">Greens and alliums from the Hudson Valley, 2 hours from our kitchen.</p></a>
            <a class="framer-card" href="https://www.kinfolktempeh.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/kinfolkTempeh.jpg" alt="Kinfolk Tempeh"><h3 class="framer-text">Kinfolk Tempeh</h3><p class="framer-text">Small-batch tempeh made in Philadelphia.</p></a>
            <a class="framer-card" href="https://millstreammushrooms.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/millstream.jpg" alt="Millstream Mushrooms"><h3 class="framer-text">Millstream Mushrooms</h3><p class="framer-text">Oyster and lion&rsquo;s mane mushrooms grown in Vermont.</p></a>
          </div></section>
        <section data-framer-name="Integrations"><h2 class="framer-text">Integrations</h2><p class="framer-text">Connect your Sprig account to the apps you already use.</p>
          <div class="framer-grid">
            <div class="framer-card"><img src="https://framerusercontent.com/images/nourishlog.svg" alt="NourishLog"><h3 class="framer-text">NourishLog</h3><p class="framer-text">Every Sprig recipe logs its macros to your NourishLog diary automatically.</p><a href="https://nourishlog.app/integrations/sprig" target="_blank" rel="noopener">Learn more</a></div>
            <div class="framer-card"><img src="https://framerusercontent.com/images/pantrypal.svg" alt="PantryPal"><h3 class="framer-text">PantryPal</h3><p class="framer-text">Add the pantry staples your box doesn&rsquo;t include to your shopping list.</p><a href="https://www.pantrypal.io/" target="_blank" rel="noopener">Learn more</a></div>
          </div></section>
        <section data-framer-name="Benefits"><h2 class="framer-text">Sprig for Work partners</h2><p class="framer-text">Employers can offer Sprig as a wellness perk through these benefits marketplaces and resellers.</p>
          <ul><li><a href="https://www.perkbridge.com/marketplace/sprig-and-skillet" target="_blank" rel="noopener">Perkbridge</a></li><li><a href="https://www.wellspringbenefits.com/" target="_blank" rel="noopener">Wellspring Benefits</a></li></ul></section>
        <section data-framer-name="CTA"><h2 class="framer-text">Partner with us</h2><p class="framer-text">Farms, food makers and benefits providers: email <a href="mailto:partners@sprigandskillet.com">partners@sprigandskillet.com</a>.</p></section>
      </main>`)}`,
    },
    '/retail': {
      headers,
      html: `${head('Find Sprig in stores — Sprig & Skillet', '/retail', 'Grab-and-cook Sprig kits at select grocers.')}
${shell(`<main class="framer-r3ta1l">
        <h1 class="framer-text">Find Sprig in stores</h1>
        <p class="framer-text">No subscription? Our two-serving grab-and-cook kits are sold by these retail partners.</p>
        <div class="framer-grid">
          <a class="framer-card" href="https://www.parkslopefoodmarket.com/" target="_blank" rel="noopener"><h3 class="framer-text">Park Slope Food Market</h3><p class="framer-text">4 stores in Brooklyn</p></a>
          <a class="framer-card" href="https://www.freshwaygrocers.com/stores" target="_blank" rel="noopener"><h3 class="framer-text">Freshway Grocers</h3><p class="framer-text">22 stores in NJ &amp; PA</p></a>
        </div>
      </main>`)}`,
    },
    '/about': {
      headers,
      html: `${head('About — Sprig & Skillet', '/about', 'Founded in Brooklyn in 2021 to make plant-forward cooking easy.')}
${shell(`<main class="framer-4b0ut">
        <h1 class="framer-text">We&rsquo;re making weeknight cooking a little greener.</h1>
        <p class="framer-text">Sprig &amp; Skillet was founded in 2021 by chef Ana Lucía Ortega and former logistics engineer Ben Okafor. We ship 60,000 meals a week from our kitchen in Sunset Park.</p>
        <h2 class="framer-text">Backed by</h2>
        <div class="framer-logos"><a href="https://www.foragecapital.vc/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/forageCapital.svg" alt="Forage Capital"></a><a href="https://www.tablespoonventures.com/portfolio" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/tablespoonVentures.svg" alt="Tablespoon Ventures"></a></div>
        <p class="framer-text">We are a <a href="https://www.certifiedimpactco.org/find/sprig-and-skillet" target="_blank" rel="noopener">Certified Impact Company</a> and our boxes are certified compostable by the <a href="https://www.compostablepackagingcouncil.org/" target="_blank" rel="noopener">Compostable Packaging Council</a>.</p>
      </main>`)}`,
    },
    '/journal/spring-produce-guide': {
      headers,
      html: `${head('A spring produce guide for the Northeast — Sprig & Skillet Journal', '/journal/spring-produce-guide', 'What is in season from March to May.')}
${shell(
  `<main class="framer-j0urn4l"><article>
        <h1 class="framer-text">A spring produce guide for the Northeast</h1>
        <p class="framer-text">March 5, 2026 · 6 min read</p>
        <p class="framer-text">Ramps arrive first, then asparagus and peas. The <a href="https://www.seasonalfoodguide.org/new-york" target="_blank" rel="noopener">Seasonal Food Guide</a> is a handy reference, and <a href="https://www.greenkitchenjournal.com/ramps-101" target="_blank" rel="noopener">this primer on ramps</a> explains why foraging them sustainably matters.</p>
        <p class="framer-text">This month&rsquo;s menu features greens from our partners at <a href="https://www.hudsonbendfarm.com/" target="_blank" rel="noopener">Hudson Bend Farm</a>.</p>
      </article></main>`,
  '../',
)}`,
    },
  },
  sitemap: [
    'https://sprigandskillet.com/',
    'https://sprigandskillet.com/about',
    'https://sprigandskillet.com/partners',
    'https://sprigandskillet.com/retail',
    'https://sprigandskillet.com/journal/spring-produce-guide',
  ],
  technologies: ['framer-sites', 'react', 'facebook-pixel', 'hsts', 'open-graph', 'priority-hints'],
  partners: {
    'hudsonbendfarm.com': 'generic',
    'kinfolktempeh.com': 'generic',
    'millstreammushrooms.com': 'generic',
    'nourishlog.app': 'technology',
    'pantrypal.io': 'technology',
    'perkbridge.com': 'channel',
    'wellspringbenefits.com': 'channel',
    'parkslopefoodmarket.com': 'channel',
    'freshwaygrocers.com': 'channel',
  },
};
