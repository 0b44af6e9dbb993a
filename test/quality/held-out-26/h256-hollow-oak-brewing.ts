import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'iad1::sfo1::7kq2n-1716392011842-9a0c3e1f2b4d',
  'x-nextjs-cache': 'HIT',
};

const buildId = 'h0Lw-Oak_3rQ9xT2mZp1V';

function page(title: string, route: string, body: string, pageProps: unknown): string {
  const nextData = JSON.stringify({
    props: { pageProps },
    page: route,
    query: {},
    buildId,
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  });
  const chunk = route === '/' ? 'index' : route.slice(1);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title} | Hollow Oak Brewing Co.</title>
<meta name="description" content="Small-batch ales and lagers brewed in the River Arts District of Asheville, North Carolina."/>
<meta property="og:title" content="${title} | Hollow Oak Brewing Co."/>
<link rel="icon" href="/favicon.ico"/>
<link rel="preload" href="/_next/static/media/8e9860b6e62d6359-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" href="/_next/static/css/3b7a9c1e52f0d4a6.css" as="style"/>
<link rel="stylesheet" href="/_next/static/css/3b7a9c1e52f0d4a6.css" data-n-g=""/>
<noscript data-n-css=""></noscript>
<script defer="" nomodule="" src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js"></script>
<script src="/_next/static/chunks/webpack-4c1a52e8d3b09f67.js" defer=""></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script>
<script src="/_next/static/chunks/main-a0d2f79e0c3b1e45.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-2f9b8e7d61a3c0f4.js" defer=""></script>
<script src="/_next/static/chunks/pages/${chunk}-91d3e5a7c2b0f8e6.js" defer=""></script>
<script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script>
<script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script>
</head>
<body>
<div id="__next">
<div class="age-gate" role="dialog" aria-modal="true" hidden><p>Are you 21 or older?</p><button>Yes, let me in</button><a href="https://www.responsibility.org/">No</a></div>
<header class="Header_header__k3Tz1">
  <a href="/" class="Header_logo__Qm2xa"><img alt="Hollow Oak Brewing Co." src="/images/hollow-oak-logo.svg" width="160" height="48"/></a>
  <nav class="Header_nav__u8PqL">
    <a href="/beers">Beers</a>
    <a href="/taproom">Taproom</a>
    <a href="/where-to-buy">Where to Buy</a>
    <a href="/collaborations">Collabs</a>
    <a href="/about">About</a>
    <a href="https://shop.hollowoakbrewing.com/">Shop</a>
  </nav>
</header>
<main class="Layout_main__v9PzK">
${body}
</main>
<footer class="Footer_footer__aP0qX">
  <div class="Footer_cols__Lw3aZ">
    <div><p>Hollow Oak Brewing Co.<br/>217 Riverside Dr, Asheville, NC 28801</p><p>Taproom open daily from noon</p></div>
    <ul>
      <li><a href="/distributors">Distributors</a></li>
      <li><a href="/contact">Contact</a></li>
      <li><a href="/careers">Careers</a></li>
    </ul>
    <ul class="Footer_social__cN1xY">
      <li><a href="https://www.instagram.com/hollowoakbrewing/" aria-label="Instagram">Instagram</a></li>
      <li><a href="https://untappd.com/HollowOakBrewing" aria-label="Untappd">Untappd</a></li>
      <li><a href="https://www.facebook.com/hollowoakbrewing" aria-label="Facebook">Facebook</a></li>
    </ul>
  </div>
  <p class="Footer_legal__e2Rk7">&copy; 2024 Hollow Oak Brewing Company LLC. Please drink responsibly.</p>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">${nextData}</script>
<script defer src="/_vercel/insights/script.js"></script>
</body>
</html>`;
}

const retailers = [
  { name: 'Ridgeline Bottle Shop', city: 'Asheville, NC', website: 'https://ridgelinebottles.com', lat: 35.5889, lng: -82.5612 },
  { name: 'Carolina Growler Co.', city: 'Hendersonville, NC', website: 'https://www.carolinagrowler.com', lat: 35.3187, lng: -82.4609 },
  { name: 'Blue Ridge Provisions', city: 'Boone, NC', website: 'https://blueridgeprovisions.com', lat: 36.2168, lng: -81.6746 },
  { name: 'Piedmont Beer Depot', city: 'Greenville, SC', website: 'https://www.piedmontbeerdepot.com', lat: 34.8526, lng: -82.394 },
  {
    name: 'Total Wine & More',
    city: 'Charlotte, NC',
    website: 'https://www.totalwine.com/store-info/north-carolina-charlotte/1204',
    lat: 35.1495,
    lng: -80.8326,
  },
  { name: 'Knoxville Beer Hall', city: 'Knoxville, TN', website: 'https://knoxbeerhall.com', lat: 35.9606, lng: -83.9207 },
  { name: 'Mill Village Market', city: 'Black Mountain, NC', website: null, lat: 35.6179, lng: -82.3212 },
];

export const site: CorpusSite = {
  domain: 'hollowoakbrewing.com',
  otherDomains: ['shop.hollowoakbrewing.com'],
  covers:
    'English craft brewery on Next.js (pages router) hosted on Vercel: stockists held in __NEXT_DATA__ with only some rendered, a state-by-state distributor list, collaboration breweries and ingredient suppliers as generic partners; negatives: age gate, GABF awards, press, Untappd/social links, ticketing and job board links, own shop subdomain',
  pages: {
    '/': {
      headers,
      html: page(
        'Small-batch beer from Asheville',
        '/',
        `<section class="Hero_hero__xT9aQ">
  <h1>Brewed slow by the French Broad River</h1>
  <p>Hazy IPAs, crisp lagers and barrel-aged stouts since 2015.</p>
  <a href="/where-to-buy" class="Button_primary__Z2k1s">Find our beer</a>
</section>
<section class="Featured_grid__Pq8mN">
  <article><h3>Riverfog Hazy IPA</h3><p>6.8% · Citra, Mosaic</p></article>
  <article><h3>Switchback Pils</h3><p>4.9% · Saaz</p></article>
  <article><h3>Old Growth Imperial Stout</h3><p>11.2% · bourbon barrel</p></article>
</section>
<section class="Awards_strip__M1nBd">
  <p>Silver medal, German-Style Pilsener — <a href="https://www.greatamericanbeerfestival.com/the-competition/winners/">Great American Beer Festival</a> 2023</p>
</section>`,
        { featured: ['riverfog-hazy-ipa', 'switchback-pils', 'old-growth'] },
      ),
    },
    '/beers': {
      headers,
      html: page(
        'Our Beers',
        '/beers',
        `<h1>Our Beers</h1>
<ul class="BeerList_list__Jk4aW">
  <li><h2>Riverfog Hazy IPA</h2><p>6.8% ABV · Year-round · 16oz cans</p></li>
  <li><h2>Switchback Pils</h2><p>4.9% ABV · Year-round · 12oz cans</p></li>
  <li><h2>Laurel Creek Amber</h2><p>5.4% ABV · Fall seasonal</p></li>
  <li><h2>Old Growth Imperial Stout</h2><p>11.2% ABV · Barrel release · 500ml bottles</p></li>
</ul>`,
        {
          beers: [
            { slug: 'riverfog-hazy-ipa', abv: 6.8 },
            { slug: 'switchback-pils', abv: 4.9 },
            { slug: 'laurel-creek-amber', abv: 5.4 },
            { slug: 'old-growth', abv: 11.2 },
          ],
        },
      ),
    },
    '/where-to-buy': {
      headers,
      html: page(
        'Where to Buy',
        '/where-to-buy',
        `<h1>Where to Buy</h1>
<p>Our cans and bottles are stocked by these retailers across the Carolinas and Tennessee. Enter your zip code to see the closest ones.</p>
<form class="Finder_form__s7QeP"><input type="text" name="zip" placeholder="Zip code"/><button type="submit">Search</button></form>
<div class="Finder_map__dP1kV" data-map="mapbox"></div>
<ul class="Finder_results__Bq3eR">
  <li><strong>Ridgeline Bottle Shop</strong> — Asheville, NC · <a href="https://ridgelinebottles.com">Website</a></li>
  <li><strong>Carolina Growler Co.</strong> — Hendersonville, NC · <a href="https://www.carolinagrowler.com">Website</a></li>
  <li><strong>Blue Ridge Provisions</strong> — Boone, NC · <a href="https://blueridgeprovisions.com">Website</a></li>
</ul>
<button class="Finder_more__aL2mV">Show 4 more</button>`,
        { retailers },
      ),
    },
    '/distributors': {
      headers,
      html: page(
        'Distributors',
        '/distributors',
        `<h1>Distribution partners</h1>
<p>Bars, restaurants and shops: order Hollow Oak through the wholesaler for your state.</p>
<dl class="Distributors_list__c4RtY">
  <dt>North Carolina</dt><dd><a href="https://www.mountainstatebev.com/brands">Mountain State Beverage</a></dd>
  <dt>South Carolina</dt><dd><a href="https://palmettocraftdist.com/">Palmetto Craft Distributing</a></dd>
  <dt>Tennessee</dt><dd><a href="https://volunteerbeerco.com/portfolio">Volunteer Beer Co.</a></dd>
  <dt>Georgia</dt><dd>Coming 2025</dd>
</dl>`,
        {},
      ),
    },
    '/collaborations': {
      headers,
      html: page(
        'Collabs',
        '/collaborations',
        `<h1>Collaborations</h1>
<p>Some of our favourite beers were brewed with friends. Here are the breweries we've partnered with for collab releases:</p>
<div class="Collabs_grid__r5TyN">
  <article><h2>Pisgah Trail Saison</h2><p>With our partners at <a href="https://www.brevardbrewingworks.com/">Brevard Brewing Works</a>.</p></article>
  <article><h2>Two Rivers Kölsch</h2><p>Brewed at the Chattanooga pilot system of <a href="https://tworiversaleworks.com/">Two Rivers Aleworks</a>.</p></article>
</div>
<h2>Ingredients</h2>
<p>Our base malt is grown and malted in North Carolina by <a href="https://blueridgemalting.com/">Blue Ridge Malting Co.</a>, and our hop contracts are with our long-time supplier <a href="https://www.yakimachief.com/">Yakima Chief Hops</a>.</p>`,
        { collabs: ['pisgah-trail-saison', 'two-rivers-kolsch'] },
      ),
    },
    '/taproom': {
      headers,
      html: page(
        'Taproom',
        '/taproom',
        `<h1>Taproom</h1>
<p>20 taps, a big deck over the river and a different food truck every night.</p>
<h2>This week's food trucks</h2>
<ul>
  <li>Mon–Tue: Smoke &amp; Sorghum BBQ (<a href="https://www.instagram.com/smokeandsorghum/">@smokeandsorghum</a>)</li>
  <li>Wed–Thu: Taquería La Montaña</li>
  <li>Fri–Sun: Wood Ear Dumplings</li>
</ul>
<h2>Events</h2>
<p>Bluegrass on the deck every Sunday. Tickets for special events on <a href="https://www.eventbrite.com/o/hollow-oak-brewing-co-31877420911">Eventbrite</a>.</p>`,
        { trucks: 3 },
      ),
    },
    '/about': {
      headers,
      html: page(
        'About',
        '/about',
        `<h1>About Hollow Oak</h1>
<p>Founded in 2015 by brewers Dana Whitfield and Luis Ocampo in a former tannery in Asheville's River Arts District.</p>
<p>In the press: "<a href="https://www.citizen-times.com/story/entertainment/2023/06/08/asheville-best-new-breweries/70298112007/">One of the breweries putting West Asheville on the map</a>" — Asheville Citizen-Times.</p>`,
        {},
      ),
    },
    '/careers': {
      headers,
      html: page(
        'Careers',
        '/careers',
        `<h1>Careers</h1>
<p>We're hiring a cellar operator and taproom staff. Open roles are posted on <a href="https://www.probrewer.com/classifieds/">ProBrewer</a>.</p>`,
        {},
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        '/contact',
        `<h1>Contact</h1>
<p>General: <a href="mailto:cheers@hollowoakbrewing.com">cheers@hollowoakbrewing.com</a></p>
<p>Wholesale: please contact your state's <a href="/distributors">distributor</a>.</p>`,
        {},
      ),
    },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'vercel-analytics'],
  partners: {
    'ridgelinebottles.com': 'channel',
    'carolinagrowler.com': 'channel',
    'blueridgeprovisions.com': 'channel',
    'piedmontbeerdepot.com': 'channel',
    'totalwine.com': 'channel',
    'knoxbeerhall.com': 'channel',
    'mountainstatebev.com': 'channel',
    'palmettocraftdist.com': 'channel',
    'volunteerbeerco.com': 'channel',
    'brevardbrewingworks.com': 'generic',
    'tworiversaleworks.com': 'generic',
    'blueridgemalting.com': 'generic',
    'yakimachief.com': 'generic',
  },
};
