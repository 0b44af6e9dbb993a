import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Netlify',
  'x-nf-request-id': '01JR8Q2M5XK3T7V9B4N6C1D0EF',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="en-AU" data-n-head-ssr>
<head>
  <title>${title} | Harbourline Media Group</title>
  <meta data-n-head="ssr" charset="utf-8">
  <meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1">
  <meta data-n-head="ssr" data-hid="description" name="description" content="${desc}">
  <meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}">
  <meta data-n-head="ssr" data-hid="og:url" property="og:url" content="https://www.harbourline.com.au${path}">
  <meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://www.harbourline.com.au/images/og-harbourline.jpg">
  <link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico">
  <link data-n-head="ssr" rel="canonical" href="https://www.harbourline.com.au${path}">
  <link rel="preload" href="/_nuxt/4d1f0a2.js" as="script">
  <link rel="preload" href="/_nuxt/a83c9e1.js" as="script">
  <link rel="preload" href="/_nuxt/app.7b2e4c1.css" as="style">
  <link rel="stylesheet" href="/_nuxt/app.7b2e4c1.css">
  <script data-n-head="ssr" src="https://www.googletagmanager.com/gtm.js?id=GTM-NQ8H4TR" async></script>
</head>
<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div class="layout" data-v-4a1c2e9b>
<header class="site-header" data-v-7d21f3a0 data-v-4a1c2e9b>
  <a href="/" class="nuxt-link-active logo" data-v-7d21f3a0><img src="/images/harbourline-logo.svg" alt="Harbourline Media Group" data-v-7d21f3a0></a>
  <nav class="primary-nav" data-v-7d21f3a0>
    <a href="/brands" data-v-7d21f3a0>Our brands</a>
    <a href="/events" data-v-7d21f3a0>Events</a>
    <a href="/advertise" data-v-7d21f3a0>Advertise</a>
    <a href="/about" data-v-7d21f3a0>About</a>
    <a href="/careers" data-v-7d21f3a0>Careers</a>
    <a href="/contact" data-v-7d21f3a0>Contact</a>
  </nav>
</header>
<main class="page" data-v-4a1c2e9b>`;

const foot = (state: string) => `</main>
<footer class="site-footer" data-v-2f8b6d44 data-v-4a1c2e9b>
  <p data-v-2f8b6d44>Harbourline Media Group acknowledges the Traditional Custodians of Country throughout Australia and pays respect to Elders past and present.</p>
  <div class="footer-brands" data-v-2f8b6d44>
    <a href="https://www.teachersweekly.com.au/" data-v-2f8b6d44>Teachers Weekly</a>
    <a href="https://www.classroomnow.com.au/" data-v-2f8b6d44>Classroom Now</a>
    <a href="https://www.campusreport.com.au/" data-v-2f8b6d44>Campus Report</a>
  </div>
  <div class="footer-social" data-v-2f8b6d44>
    <a href="https://www.linkedin.com/company/harbourline-media/" target="_blank" rel="noopener" data-v-2f8b6d44>LinkedIn</a>
    <a href="https://www.facebook.com/harbourlinemedia" target="_blank" rel="noopener" data-v-2f8b6d44>Facebook</a>
    <a href="https://open.spotify.com/show/6gQv1xT3pLk8mR2wZ0aYbN" target="_blank" rel="noopener" data-v-2f8b6d44>The Staffroom podcast on Spotify</a>
  </div>
  <p class="legal" data-v-2f8b6d44>© 2025 Harbourline Media Group Pty Ltd · ABN 61 604 118 392 · Level 5, 88 Cumberland St, The Rocks NSW 2000 · <a href="/privacy" data-v-2f8b6d44>Privacy</a></p>
</footer>
</div></div></div>
<script>window.__NUXT__=(function(a,b){return {layout:"default",data:[{page:"${state}"}],fetch:{},error:null,state:{},serverRendered:true,routePath:"${state}",config:{_app:{basePath:"/",assetsPath:"/_nuxt/",cdnURL:null}}}}(null,false));</script>
<script src="/_nuxt/4d1f0a2.js" defer></script><script src="/_nuxt/a83c9e1.js" defer></script><script src="/_nuxt/f0c2b71.js" defer></script>
</body>
</html>`;

const html = {
  home: `${head('Independent education media', 'Harbourline publishes Australia’s leading independent education titles, podcasts and events for teachers and school leaders.', '/')}
  <section class="hero" data-v-a1b2c3d4><h1 data-v-a1b2c3d4>Australia’s independent voice in education</h1><p data-v-a1b2c3d4>Three mastheads, two podcasts and 14 events a year reaching 160,000 educators.</p></section>
  <section class="brands-teaser" data-v-a1b2c3d4>
    <h2 data-v-a1b2c3d4>Our brands</h2>
    <article data-v-a1b2c3d4><h3 data-v-a1b2c3d4><a href="https://www.teachersweekly.com.au/" data-v-a1b2c3d4>Teachers Weekly</a></h3><p data-v-a1b2c3d4>News and analysis for K–12 teachers, every Monday.</p></article>
    <article data-v-a1b2c3d4><h3 data-v-a1b2c3d4><a href="https://www.classroomnow.com.au/" data-v-a1b2c3d4>Classroom Now</a></h3><p data-v-a1b2c3d4>Practical classroom resources and lesson ideas.</p></article>
    <article data-v-a1b2c3d4><h3 data-v-a1b2c3d4><a href="https://www.campusreport.com.au/" data-v-a1b2c3d4>Campus Report</a></h3><p data-v-a1b2c3d4>Higher education news for university leaders.</p></article>
  </section>
  <section class="awards" data-v-a1b2c3d4><p data-v-a1b2c3d4>Winner, Best Specialist Publication – <a href="https://mumbrella.com.au/awards/publish-awards-2024" target="_blank" rel="noopener" data-v-a1b2c3d4>Mumbrella Publish Awards 2024</a></p></section>
${foot('/')}`,
  about: `${head('About us', 'About Harbourline Media Group: our story, leadership and partners.', '/about')}
  <section class="page-intro" data-v-b5c6d7e8><h1 data-v-b5c6d7e8>About Harbourline</h1><p data-v-b5c6d7e8>Founded in Sydney in 2011 by former newspaper editor Fiona Wu, Harbourline is a family-owned media company with 48 staff in Sydney and Melbourne.</p></section>
  <section class="leadership" data-v-b5c6d7e8><h2 data-v-b5c6d7e8>Leadership</h2><ul data-v-b5c6d7e8><li data-v-b5c6d7e8>Fiona Wu, Publisher &amp; CEO</li><li data-v-b5c6d7e8>Daniel Okoro, Editorial Director</li><li data-v-b5c6d7e8>Priya Raman, Commercial Director</li></ul></section>
  <section class="partners" id="partners" data-v-b5c6d7e8>
    <h2 data-v-b5c6d7e8>Our partners</h2>
    <p data-v-b5c6d7e8>We work with organisations that share our commitment to great teaching.</p>
    <div class="partner-tabs" role="tablist" data-v-b5c6d7e8>
      <button role="tab" aria-selected="true" aria-controls="tab-content" data-v-b5c6d7e8>Content &amp; events</button>
      <button role="tab" aria-selected="false" aria-controls="tab-distribution" data-v-b5c6d7e8>Distribution</button>
      <button role="tab" aria-selected="false" aria-controls="tab-technology" data-v-b5c6d7e8>Technology</button>
    </div>
    <div id="tab-content" role="tabpanel" class="partner-grid" data-v-b5c6d7e8>
      <a href="https://www.literacyfoundation.org.au/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/aus-literacy-foundation.png" alt="Australian Literacy Foundation" data-v-b5c6d7e8></a>
      <a href="https://edvanceevents.com.au/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/edvance-events.png" alt="Edvance Events" data-v-b5c6d7e8></a>
      <a href="https://www.principalsnetwork.org.au/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/principals-network.png" alt="Principals Network Australia" data-v-b5c6d7e8></a>
    </div>
    <div id="tab-distribution" role="tabpanel" class="partner-grid" hidden data-v-b5c6d7e8>
      <a href="https://www.pressreach.com.au/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/pressreach.png" alt="PressReach Distribution – newsagency distribution" data-v-b5c6d7e8></a>
      <a href="https://www.zinio.com/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/zinio.png" alt="ZINIO – digital newsstand" data-v-b5c6d7e8></a>
    </div>
    <div id="tab-technology" role="tabpanel" class="partner-grid" hidden data-v-b5c6d7e8>
      <a href="https://clipstream.com.au/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/clipstream.png" alt="ClipStream video platform" data-v-b5c6d7e8></a>
      <a href="https://paywallr.io/" target="_blank" rel="noopener" class="partner-logo" data-v-b5c6d7e8><img src="/images/partners/paywallr.png" alt="Paywallr subscriptions" data-v-b5c6d7e8></a>
    </div>
  </section>
${foot('/about')}`,
  events: `${head('Education Leaders Summit 2025', 'The Education Leaders Summit returns to Melbourne in August 2025.', '/events')}
  <section class="event" data-v-c9d0e1f2><h1 data-v-c9d0e1f2>Education Leaders Summit 2025</h1><p data-v-c9d0e1f2>14–15 August 2025 · Melbourne Convention and Exhibition Centre</p>
  <p data-v-c9d0e1f2>Two days of keynotes, workshops and networking for principals and system leaders. Presented by Campus Report and Teachers Weekly.</p>
  <h2 data-v-c9d0e1f2>Summit sponsors</h2>
  <div class="sponsor-grid" data-v-c9d0e1f2>
    <a href="https://www.schoolbox-systems.com.au/" target="_blank" rel="noopener" data-v-c9d0e1f2><img src="/images/sponsors/schoolbox-systems.png" alt="Platinum sponsor: Schoolbox Systems" data-v-c9d0e1f2></a>
    <a href="https://www.southernsuper.com.au/" target="_blank" rel="noopener" data-v-c9d0e1f2><img src="/images/sponsors/southern-super.png" alt="Gold sponsor: Southern Super" data-v-c9d0e1f2></a>
    <a href="https://learnwise.com.au/" target="_blank" rel="noopener" data-v-c9d0e1f2><img src="/images/sponsors/learnwise.png" alt="Silver sponsor: LearnWise" data-v-c9d0e1f2></a>
  </div>
  <p data-v-c9d0e1f2>Tickets via <a href="https://www.eventbrite.com.au/e/education-leaders-summit-2025-tickets-889213470551" target="_blank" rel="noopener" data-v-c9d0e1f2>Eventbrite</a>.</p></section>
${foot('/events')}`,
  advertise: `${head('Advertise with us', 'Reach 160,000 Australian educators across print, digital, podcasts and events.', '/advertise')}
  <section class="advertise" data-v-d3e4f5a6><h1 data-v-d3e4f5a6>Advertise with Harbourline</h1><p data-v-d3e4f5a6>Print, newsletter, podcast and event packages. Download our <a href="/files/harbourline-media-kit-2025.pdf" data-v-d3e4f5a6>2025 media kit</a>.</p>
  <h2 data-v-d3e4f5a6>Brands that advertise with us</h2>
  <ul class="advertisers" data-v-d3e4f5a6><li data-v-d3e4f5a6>Schoolbox Systems</li><li data-v-d3e4f5a6>Southern Super</li><li data-v-d3e4f5a6>Bright Minds Tutoring</li><li data-v-d3e4f5a6>Koala Stationery Co.</li></ul>
  <p data-v-d3e4f5a6>Contact Priya Raman at <a href="mailto:advertising@harbourline.com.au" data-v-d3e4f5a6>advertising@harbourline.com.au</a>.</p></section>
${foot('/advertise')}`,
};

export const site: CorpusSite = {
  domain: 'harbourline.com.au',
  otherDomains: ['teachersweekly.com.au', 'classroomnow.com.au', 'campusreport.com.au'],
  covers:
    'Australian education media group, Nuxt (SSR) on Netlify: partners in a tabbed section of the about page (content/events generic, distribution channel, technology); negatives: own mastheads on other domains, award, summit sponsors, advertisers, ticketing and social/podcast links',
  pages: {
    '/': { headers, html: html.home },
    '/about': { headers, html: html.about },
    '/events': { headers, html: html.events },
    '/advertise': { headers, html: html.advertise },
  },
  technologies: ['nuxt-js', 'vue-js', 'netlify', 'google-tag-manager', 'open-graph'],
  partners: {
    'literacyfoundation.org.au': 'generic',
    'edvanceevents.com.au': 'generic',
    'principalsnetwork.org.au': 'generic',
    'pressreach.com.au': 'channel',
    'zinio.com': 'channel',
    'clipstream.com.au': 'technology',
    'paywallr.io': 'technology',
  },
};
