import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'strict-transport-security': 'max-age=15552000',
  'x-contextid': 'qkR2vX1n/Yt0aBcD9',
};

const head = (title: string, path: string, desc: string): string => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-US">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8">
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model">
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/favicon.ico?format=100w">
<link rel="canonical" href="https://cindercone.beer${path}">
<meta property="og:site_name" content="Cinder Cone Brewing Co.">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://cindercone.beer${path}">
<meta property="og:type" content="website">
<meta property="og:image" content="http://static1.squarespace.com/static/61f2a0c4d8e1b73a2c4e5f10/t/65a1/1705000000000/og-taproom.jpg?format=1500w">
<meta itemprop="name" content="${title}">
<meta name="twitter:card" content="summary">
<meta name="description" content="${desc}">
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" href="https://use.typekit.net/ik/Qx7c0N1d2e3f4g5h6i7j8k9l.css" type="text/css">
<script type="text/javascript" src="//use.typekit.net/ik/Qx7c0N1d2e3f4g5h6i7j8k9l.js" async fetchpriority="high" onload="try{Typekit.load();}catch(e){}"></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-1c2d3e4f5a6b7c8d-min.en-US.js"></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/commerce-7a8b9c0d1e2f3a4b-min.en-US.js" defer></script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/61f2a0c4d8e1b73a2c4e5f10/42/5c5a519771aa4c8d1a2e3f4a/61f2a0c4d8e1b73a2c4e5f2b/1561/site.css">
<script>Static.COOKIE_BANNER_CAPABLE = true;</script>
<script type="application/ld+json">{"url":"https://cindercone.beer","name":"Cinder Cone Brewing Co.","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"Cinder Cone Brewing Company LLC","address":"1120 NE Bend River Mall Ave\\nBend, OR, 97701\\nUnited States","email":"cheers@cindercone.beer","telephone":"(541) 555-0148","sameAs":["https://www.instagram.com/cinderconebrew","https://www.facebook.com/cinderconebrew","https://untappd.com/CinderConeBrewing"],"@context":"http://schema.org","@type":"Brewery"}</script>
</head>`;

const header = `<body id="collection-61f2a0c4d8e1b73a2c4e5f30" class="tweak-global-animations-enabled header-width-full primary-button-style-solid">
<div class="sqs-age-verification sqs-block-html" role="dialog" aria-modal="true"><p>Are you 21 or older?</p><button>Yes</button> <a href="https://www.responsibility.org/">No</a></div>
<header data-test="header" id="header" class="header theme-col--primary">
  <div class="header-inner">
    <div class="header-title"><a href="/" class="header-title-logo"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/logo-cinder-cone.png?format=1500w" alt="Cinder Cone Brewing Co."></a></div>
    <nav class="header-nav-list">
      <div class="header-nav-item header-nav-item--collection"><a href="/beers">Beers</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/taproom">Taproom &amp; Kitchen</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/find-our-beer">Find Our Beer</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/shop">Shop</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/our-story">Our Story</a></div>
    </nav>
  </div>
</header>`;

const footer = `<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section">
    <div class="sqs-layout sqs-grid-12 columns-12">
      <div class="col sqs-col-3"><div class="sqs-block html-block"><h4>Visit</h4><p>1120 NE Bend River Mall Ave<br>Bend, OR 97701<br>Sun&ndash;Thu 11&ndash;9, Fri&ndash;Sat 11&ndash;10</p></div></div>
      <div class="col sqs-col-3"><div class="sqs-block html-block"><h4>Trade</h4><p><a href="/distribution">Distribution</a><br><a href="/wholesale">Wholesale inquiries</a><br><a href="/events">Events &amp; Sponsorships</a></p></div></div>
      <div class="col sqs-col-3"><div class="sqs-block html-block"><h4>Company</h4><p><a href="/our-story">Our Story</a><br><a href="https://www.craftbrewjobs.com/company/cinder-cone-brewing">Careers</a><br><a href="/contact">Contact</a></p></div></div>
      <div class="col sqs-col-3"><div class="sqs-block socialaccountlinks-v2-block"><a href="https://www.instagram.com/cinderconebrew">Instagram</a> <a href="https://www.facebook.com/cinderconebrew">Facebook</a> <a href="https://untappd.com/CinderConeBrewing">Untappd</a></div>
      <div class="sqs-block newsletter-block"><form><input type="email" placeholder="Email Address"><button>Join the Pint Club</button></form></div></div>
    </div>
    <div class="sqs-block html-block footer-seals">
      <a href="https://www.independentbrewerscouncil.org/seal"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/independent-craft-seal.png" alt="Certified Independent Craft"></a>
      <a href="https://www.oregonbrewersunion.org/members"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/obu-member.png" alt="Oregon Brewers Union member"></a>
      <p>&copy; 2026 Cinder Cone Brewing Co. Please drink responsibly.</p>
    </div>
  </section>
</footer>
<script defer src="https://static1.squarespace.com/static/vta/5c5a519771aa4c8d1a2e3f4a/scripts/site-bundle.3f2e1d0c.js" type="text/javascript"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'cindercone.beer',
  covers:
    'Oregon craft brewery on Squarespace; distributors in a state table at /distribution (footer-only link) plus an import partner and a "find our beer" page with a powered-by credit; hop-farm partners on the story page; brewers union, independent seal, award, sponsorship, job board and Untappd as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Cinder Cone Brewing Co. | Bend, Oregon', '/', 'Volcanic-country ales and lagers brewed in Bend, Oregon since 2014.')}
${header}
<main id="page" class="container" role="main">
  <article class="sections" id="sections">
    <section class="page-section layout-engine-section"><div class="content"><h1>Brewed on the edge of the high desert.</h1><p>Crisp lagers, hazy IPAs and barrel-aged stouts from our 30-barrel brewhouse in Bend.</p><a class="sqs-block-button-element" href="/find-our-beer">Find our beer near you</a></div></section>
    <section class="page-section user-items-list-section">
      <h2>Year-round lineup</h2>
      <ul class="user-items-list-carousel__slides">
        <li class="list-item"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/obsidian-pils.png" alt="Obsidian Pils can"><h3>Obsidian Pils</h3><p>Czech-style pilsner, 5.0%</p></li>
        <li class="list-item"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/lava-tube-ipa.png" alt="Lava Tube IPA can"><h3>Lava Tube IPA</h3><p>West Coast IPA, 6.8%</p></li>
        <li class="list-item"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/pumice-haze.png" alt="Pumice Haze can"><h3>Pumice Haze</h3><p>Hazy IPA, 6.5%</p></li>
      </ul>
    </section>
    <section class="page-section"><h2>Medal winners</h2><p>Obsidian Pils took gold in the Pilsner category at the <a href="https://www.greatwesternbeercup.com/2025-results">2025 Great Western Beer Cup</a>.</p></section>
  </article>
</main>
<div class="sqs-cookie-banner-v2" role="region" aria-label="Cookie banner"><p>This site uses cookies to remember your age confirmation and cart.</p><button class="accept">Accept</button><button class="decline">Decline</button></div>
${footer}`,
    },
    '/distribution': {
      headers,
      html: `${head('Distribution &mdash; Cinder Cone Brewing Co.', '/distribution', 'Cinder Cone Brewing distribution partners by state.')}
${header}
<main id="page" class="container" role="main">
  <article class="sections">
    <section class="page-section"><h1>Distribution</h1>
    <p>Our beer reaches stores, bars and restaurants through a network of independent wholesalers. Retailers and accounts should order through the distribution partner for their state. Don&rsquo;t see your state? Email <a href="mailto:sales@cindercone.beer">sales@cindercone.beer</a>.</p></section>
    <section class="page-section">
      <div class="sqs-block html-block">
        <table class="distributors">
          <thead><tr><th>State / Region</th><th>Distribution partner</th><th>Territory</th></tr></thead>
          <tbody>
            <tr><td>Oregon</td><td><a href="https://www.cascadiabeverage.com/">Cascadia Beverage Co.</a></td><td>Statewide (Central OR self-distributed within 30 miles)</td></tr>
            <tr><td>Washington</td><td><a href="https://pugetsoundcraftdist.com/brands">Puget Sound Craft Distributing</a></td><td>Western WA</td></tr>
            <tr><td>Washington</td><td><a href="https://www.inlandempirebev.com/">Inland Empire Beverage</a></td><td>Eastern WA &amp; North Idaho</td></tr>
            <tr><td>Idaho</td><td><a href="https://www.snakeriverbrands.com/">Snake River Brands</a></td><td>Southern ID</td></tr>
            <tr><td>Northern California</td><td><a href="https://www.goldengatecraftbev.com/">Golden Gate Craft Beverage</a></td><td>Bay Area &amp; Sacramento</td></tr>
          </tbody>
        </table>
      </div>
    </section>
    <section class="page-section">
      <h2>International</h2>
      <p>In British Columbia and Alberta, Cinder Cone is imported and distributed by our partner <a href="https://www.northpacificimports.ca/breweries/cinder-cone">North Pacific Imports</a>.</p>
    </section>
    <section class="page-section">
      <h2>Interested in carrying our beer?</h2>
      <p>Bars, bottle shops and grocers: head to our <a href="/wholesale">wholesale page</a>. Distributors in new territories can reach our sales director, Marco Ruiz, at the address above.</p>
    </section>
  </article>
</main>
${footer}`,
    },
    '/find-our-beer': {
      headers,
      html: `${head('Find Our Beer &mdash; Cinder Cone Brewing Co.', '/find-our-beer', 'Find Cinder Cone beer near you.')}
${header}
<main id="page" class="container" role="main">
  <section class="page-section"><h1>Find our beer</h1><p>Type your zip code to see stores and bars that received Cinder Cone in the last 30 days.</p>
  <div class="sqs-block code-block"><div id="beerfinder" data-brewery="cinder-cone"></div><script src="https://embed.pintlocator.com/v2/finder.js" async></script>
  <p class="small">Beer finder powered by <a href="https://www.pintlocator.com/?utm_source=cindercone">Pintlocator</a>. Data updated weekly from our distributors.</p></div></section>
  <section class="page-section"><h2>On the shelves at</h2><p>Cinder Cone is stocked at Newport Avenue Market, Market of Choice and most Oregon bottle shops.</p></section>
</main>
${footer}`,
    },
    '/our-story': {
      headers,
      html: `${head('Our Story &mdash; Cinder Cone Brewing Co.', '/our-story', 'How Cinder Cone Brewing started.')}
${header}
<main id="page" class="container" role="main">
  <section class="page-section"><h1>Our story</h1>
  <p>Cinder Cone was founded in 2014 by homebrewers and former wildland firefighters Jess and Dana Whitcomb, in a converted tire shop on Bend&rsquo;s north side.</p>
  <p>We brew with 100% Pacific Northwest malt and hops and run our brewhouse on renewable power.</p></section>
  <section class="page-section"><h2>Grown by our partners</h2>
  <p>Every hop we use comes from family farms we have partnered with since day one: <a href="https://www.willametteridgehops.com/">Willamette Ridge Hops</a> in the Willamette Valley and <a href="https://yakimaheritagefarms.com/">Yakima Heritage Farms</a>. Our base malt is kilned for us by <a href="https://www.highdesertmaltings.com/">High Desert Maltings</a> in Madras.</p></section>
  <section class="page-section"><h2>Giving back</h2>
  <p>We donate 1% of taproom sales as members of <a href="https://www.onepercentforrivers.org/members/cinder-cone">One Percent for Rivers</a>, and each summer we sponsor the <a href="https://www.deschutestrailrun.org/">Deschutes Trail Run</a>.</p></section>
</main>
${footer}`,
    },
    '/events': {
      headers,
      html: `${head('Events &amp; Sponsorships &mdash; Cinder Cone Brewing Co.', '/events', 'Taproom events and community sponsorship requests.')}
${header}
<main id="page" class="container" role="main">
  <section class="page-section"><h1>Events &amp; sponsorships</h1>
  <div class="eventlist">
    <article class="eventlist-event"><h2>Trivia Tuesday</h2><p>Every Tuesday, 7pm. Free to play.</p></article>
    <article class="eventlist-event"><h2>Oktoberfest at the Cone</h2><p>October 3&ndash;4, 2026. Tickets on <a href="https://www.eventbrite.com/e/oktoberfest-at-the-cone-2026">Eventbrite</a>.</p></article>
    <article class="eventlist-event"><h2>Central Oregon Beer Week</h2><p>Join us at <a href="https://www.centraloregonbeerweek.com/">Central Oregon Beer Week</a>, May 2026.</p></article>
  </div>
  <h2>Sponsorship requests</h2><p>We support local non-profits with beer donations and event sponsorships. Submit requests at least 6 weeks in advance.</p></section>
</main>
${footer}`,
    },
    '/shop': {
      headers,
      html: `${head('Shop &mdash; Cinder Cone Brewing Co.', '/shop', 'Merch and gift cards.')}
${header}
<main id="page" class="container" role="main">
  <section class="page-section"><h1>Shop</h1>
  <div class="products-flex-container">
    <div class="grid-item"><a href="/shop/p/logo-hoodie"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/hoodie.jpg" alt="Cinder Cone logo hoodie"></a><div class="grid-title">Logo Hoodie</div><div class="product-price">$58.00</div></div>
    <div class="grid-item"><a href="/shop/p/gift-card"><img src="//images.squarespace-cdn.com/content/v1/61f2a0c4d8e1b73a2c4e5f10/gift-card.jpg" alt="Gift card"></a><div class="grid-title">Gift Card</div><div class="product-price">from $25.00</div></div>
  </div>
  <p class="small">Beer is available for taproom pickup only. Secure checkout; we accept Visa, Mastercard, Amex and Apple Pay.</p></section>
</main>
${footer}`,
    },
  },
  sitemap: [
    'https://cindercone.beer/',
    'https://cindercone.beer/find-our-beer',
    'https://cindercone.beer/our-story',
    'https://cindercone.beer/distribution',
    'https://cindercone.beer/events',
    'https://cindercone.beer/shop',
  ],
  technologies: ['squarespace', 'squarespace-commerce', 'typekit', 'adobe-fonts', 'open-graph', 'hsts', 'priority-hints'],
  partners: {
    'cascadiabeverage.com': 'channel',
    'pugetsoundcraftdist.com': 'channel',
    'inlandempirebev.com': 'channel',
    'snakeriverbrands.com': 'channel',
    'goldengatecraftbev.com': 'channel',
    'northpacificimports.ca': 'channel',
    'willametteridgehops.com': 'generic',
    'yakimaheritagefarms.com': 'generic',
    'highdesertmaltings.com': 'generic',
  },
};
