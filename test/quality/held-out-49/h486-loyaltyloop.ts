import type { CorpusSite } from '../corpus/types.js';

const HUB = '21984433';

const head = (title: string, path: string, description: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://www.loyaltyloop.io/hubfs/favicon-ll.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://www.loyaltyloop.io/hubfs/og/loyaltyloop-og.png">
<meta property="og:url" content="https://www.loyaltyloop.io${path}">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/hs/hsstatic/AsyncSupport/static-1.501/sass/rss_post_listing.css">
<link rel="stylesheet" href="https://www.loyaltyloop.io/hubfs/hub_generated/template_assets/1/160123456789/1714055123456/template_main.min.css">
<link rel="stylesheet" href="https://www.loyaltyloop.io/hubfs/hub_generated/module_assets/1/160123456790/1714055123457/module_accordion.min.css">
<link rel="canonical" href="https://www.loyaltyloop.io${path}">
<meta name="generator" content="HubSpot">
</head>
<body>
<div class="body-wrapper hs-content-id-160998877 hs-site-page page">
<div data-global-resource-path="loyaltyloop-theme/templates/partials/header.html">
<header class="header">
  <a href="/" class="header__logo"><img src="https://www.loyaltyloop.io/hubfs/raw_assets/public/loyaltyloop-theme/images/logo.svg" alt="LoyaltyLoop" width="150" height="34"></a>
  <nav class="menu" aria-label="Main menu">
    <ul class="menu__wrapper no-list">
      <li class="menu__item"><a class="menu__link" href="/features">Features</a></li>
      <li class="menu__item"><a class="menu__link" href="/pricing">Pricing</a></li>
      <li class="menu__item"><a class="menu__link" href="/integrations">Integrations</a></li>
      <li class="menu__item"><a class="menu__link" href="/partners">Partners</a></li>
      <li class="menu__item"><a class="menu__link" href="/customers">Customers</a></li>
      <li class="menu__item"><a class="menu__link" href="/blog">Blog</a></li>
      <li class="menu__item"><a class="menu__link" href="/about">About</a></li>
    </ul>
  </nav>
  <a class="button" href="https://apps.shopify.com/loyaltyloop">Install free</a>
</header>
</div>
<main id="main-content" class="body-container-wrapper">
`;

const foot = `</main>
<div data-global-resource-path="loyaltyloop-theme/templates/partials/footer.html">
<footer class="footer">
  <div class="footer__row">
    <div class="footer__col">
      <img src="https://www.loyaltyloop.io/hubfs/raw_assets/public/loyaltyloop-theme/images/logo-white.svg" alt="LoyaltyLoop" width="150" height="34">
      <p>Points, rewards and referrals for Shopify brands.</p>
      <a href="https://apps.shopify.com/loyaltyloop" class="footer__badge"><img src="https://www.loyaltyloop.io/hubfs/badges/built-for-shopify.svg" alt="Built for Shopify" width="140" height="44"></a>
    </div>
    <div class="footer__col">
      <h4>Product</h4>
      <ul class="no-list">
        <li><a href="/features">Features</a></li>
        <li><a href="/pricing">Pricing</a></li>
        <li><a href="/integrations">Integrations</a></li>
        <li><a href="https://help.loyaltyloop.io">Help center</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Company</h4>
      <ul class="no-list">
        <li><a href="/about">About</a></li>
        <li><a href="/partners">Partner program</a></li>
        <li><a href="https://wellfound.com/company/loyaltyloop/jobs">Careers</a></li>
        <li><a href="/privacy">Privacy</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Follow</h4>
      <ul class="no-list social">
        <li><a href="https://x.com/loyaltyloopapp" aria-label="X">X</a></li>
        <li><a href="https://www.linkedin.com/company/loyaltyloop" aria-label="LinkedIn">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/loyaltyloop.io/" aria-label="Instagram">Instagram</a></li>
      </ul>
    </div>
  </div>
  <p class="footer__copy">© 2025 LoyaltyLoop Inc. · 1001 S Main St, Suite 400, Austin, TX</p>
</footer>
</div>
</div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.loyaltyloop.io/hubfs/hub_generated/template_assets/1/160123456791/1714055123458/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en';
</script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.loyaltyloop.io"]);
_hsq.push(["setPageId", "160998877"]);
</script>
<!-- End of HubSpot Analytics Code -->
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${HUB}.js"></script>
<!-- End of HubSpot Embed Code -->
</body>
</html>`;

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f3b2c1d0e9f8a7b-DFW',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-hs-content-id': '160998877',
  'x-powered-by': 'HubSpot',
};

const home = `${head('LoyaltyLoop | Loyalty & rewards app for Shopify', '/', 'Turn one-time buyers into regulars with points, VIP tiers and referrals that work across online and in-store.')}
<div class="container-fluid body-container">
  <div class="row-fluid"><div class="span12 widget-span widget-type-cell dnd-section">
    <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
      <section class="hero">
        <h1>Loyalty your customers actually use</h1>
        <p>Points, VIP tiers and referrals that live inside your Shopify checkout, customer accounts and POS. Set up in 10 minutes, no developer needed.</p>
        <a class="button" href="https://apps.shopify.com/loyaltyloop">Install on the Shopify App Store</a>
        <p class="rating">★★★★★ 4.9 from 1,200+ reviews</p>
      </section>
    </div>
    <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
      <section class="logo-wall">
        <h2>Trusted by 3,000+ Shopify brands</h2>
        <div class="logo-wall__grid">
          <a href="https://www.saltandcedar.com/" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/customers/salt-and-cedar.svg" alt="Salt &amp; Cedar" loading="lazy"></a>
          <a href="https://drinkbrightbrew.com/" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/customers/bright-brew.svg" alt="Bright Brew" loading="lazy"></a>
          <a href="https://www.pawsandpinecone.com/" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/customers/paws-and-pinecone.svg" alt="Paws &amp; Pinecone" loading="lazy"></a>
          <a href="https://lunaskin.co/" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/customers/luna-skin.svg" alt="Luna Skin" loading="lazy"></a>
          <a href="https://www.trailworthygear.com/" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/customers/trailworthy.svg" alt="Trailworthy Gear" loading="lazy"></a>
        </div>
      </section>
    </div>
    <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
      <section class="badges">
        <h2>Rated a leader by merchants</h2>
        <a href="https://www.g2.com/products/loyaltyloop/reviews" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/badges/g2-leader-spring-2025.svg" alt="G2 Leader Spring 2025" loading="lazy"></a>
        <a href="https://www.g2.com/products/loyaltyloop/reviews" target="_blank"><img src="https://www.loyaltyloop.io/hubfs/badges/g2-easiest-setup.svg" alt="G2 Easiest Setup" loading="lazy"></a>
      </section>
    </div>
    <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
      <section class="cta-integrations">
        <h2>Plays nicely with your stack</h2>
        <p>Send points balances to Klaviyo, show rewards in Gorgias tickets and let staff redeem in Shopify POS. <a href="/integrations">See all integrations</a></p>
      </section>
    </div>
  </div></div>
</div>
${foot}`;

const integ = (name: string, url: string, blurb: string) => `
            <li class="integration">
              <img src="https://www.loyaltyloop.io/hubfs/integrations/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" alt="${name} logo" loading="lazy" width="48" height="48">
              <div><h3><a href="${url}" target="_blank" rel="noopener">${name}</a></h3><p>${blurb}</p></div>
            </li>`;

const integrations = `${head('Integrations | LoyaltyLoop', '/integrations', 'LoyaltyLoop integrates with the email, SMS, reviews, helpdesk and POS tools Shopify brands use.')}
<div class="container-fluid body-container">
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
    <section class="page-hero"><h1>Integrations</h1><p>Connect LoyaltyLoop to the rest of your stack in one click from the app's Integrations tab.</p></section>
  </div>
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module module_accordion">
    <div class="accordion" data-accordion>
      <div class="accordion__item is-open">
        <button class="accordion__toggle" aria-expanded="true" aria-controls="acc-email">Email &amp; SMS</button>
        <div class="accordion__panel" id="acc-email">
          <ul class="integration-list no-list">
            ${integ('Klaviyo', 'https://www.klaviyo.com/', 'Sync points, tier and referral events to trigger flows.')}
            ${integ('Omnisend', 'https://www.omnisend.com/', 'Add loyalty data to Omnisend segments and automations.')}
            ${integ('Textwave', 'https://textwave.io/', 'Text customers when they are close to their next reward.')}
          </ul>
        </div>
      </div>
      <div class="accordion__item">
        <button class="accordion__toggle" aria-expanded="false" aria-controls="acc-reviews">Reviews &amp; UGC</button>
        <div class="accordion__panel" id="acc-reviews" hidden>
          <ul class="integration-list no-list">
            ${integ('Judge.me', 'https://judge.me/', 'Reward customers with points for photo and video reviews.')}
            ${integ('Starboard Reviews', 'https://www.starboardreviews.com/', 'Award points automatically for verified reviews.')}
          </ul>
        </div>
      </div>
      <div class="accordion__item">
        <button class="accordion__toggle" aria-expanded="false" aria-controls="acc-support">Customer support</button>
        <div class="accordion__panel" id="acc-support" hidden>
          <ul class="integration-list no-list">
            ${integ('Gorgias', 'https://www.gorgias.com/', 'See points and VIP tier in every ticket; adjust balances without leaving Gorgias.')}
            ${integ('Zendesk', 'https://www.zendesk.com/', 'Loyalty sidebar app for Zendesk Support.')}
          </ul>
        </div>
      </div>
      <div class="accordion__item">
        <button class="accordion__toggle" aria-expanded="false" aria-controls="acc-pos">In-store &amp; POS</button>
        <div class="accordion__panel" id="acc-pos" hidden>
          <ul class="integration-list no-list">
            ${integ('Shopify POS', 'https://www.shopify.com/pos', 'Staff can look up members and redeem rewards at the register.')}
            ${integ('Hearth POS', 'https://hearthpos.com/', 'Loyalty for brands running Hearth in their cafés and shops.')}
          </ul>
        </div>
      </div>
    </div>
  </div>
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
    <section class="cta"><h2>Building for Shopify brands?</h2><p>Become a technology partner and get listed here. <a href="/partners#become-a-partner">Apply</a></p></section>
  </div>
</div>
${foot}`;

const agency = (name: string, location: string, url: string, blurb: string, img: string) => `
          <div class="partner-card">
            <img src="https://www.loyaltyloop.io/hubfs/partners/${img}" alt="${name}" loading="lazy" width="160" height="56">
            <span class="partner-card__tag">${location}</span>
            <p>${blurb}</p>
            <a class="partner-card__link" href="${url}" target="_blank" rel="noopener">Visit ${name}</a>
          </div>`;

const partners = `${head('Partners | LoyaltyLoop', '/partners', 'Work with a LoyaltyLoop agency partner or join our partner program.')}
<div class="container-fluid body-container">
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
    <section class="page-hero"><h1>Agency partners</h1><p>Our agency partners design, build and grow Shopify and Shopify Plus stores, and they know LoyaltyLoop inside out. Get a hand launching your program, migrating points from another app or designing a VIP experience.</p></section>
  </div>
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
    <div class="partner-grid">
      ${agency('Northwind Commerce', 'Seattle, WA', 'https://www.northwindcommerce.com/', 'Shopify Plus builds and retention strategy for DTC brands.', 'northwind.svg')}
      ${agency('Brightline Digital', 'Brooklyn, NY', 'https://brightlinedigital.co/', 'Lifecycle marketing agency specialising in Klaviyo and loyalty.', 'brightline.svg')}
      ${agency('Harbor & Pine', 'Portland, ME', 'https://www.harborandpine.com/', 'Design-led Shopify theme development.', 'harbor-pine.svg')}
      ${agency('Kinetic Storefronts', 'Melbourne, Australia', 'https://kineticstorefronts.com.au/', 'Omnichannel Shopify and POS rollouts for retail groups.', 'kinetic.svg')}
      ${agency('Maple Commerce Co.', 'Toronto, Canada', 'https://www.maplecommerce.ca/', 'Migrations to Shopify Plus and bilingual storefronts.', 'maple.svg')}
      ${agency('Sol & Sea Studio', 'San Diego, CA', 'https://solandsea.studio/', 'Brand and CRO studio for wellness and beauty brands.', 'sol-sea.svg')}
    </div>
  </div>
  <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
    <section class="become-partner" id="become-a-partner">
      <h2>Become a partner</h2>
      <p>Agencies earn 20% recurring revenue share, get a free partner sandbox store and co-marketing. Technology partners get a listing on our <a href="/integrations">integrations page</a>.</p>
      <div class="hbspt-form" id="hbspt-form-partner"></div>
    </section>
  </div>
</div>
${foot}`;

const customers = `${head('Customer stories | LoyaltyLoop', '/customers', 'How Shopify brands grow repeat revenue with LoyaltyLoop.')}
<div class="container-fluid body-container">
  <section class="page-hero"><h1>Customer stories</h1></section>
  <div class="story-grid">
    <article class="story"><h2>Salt &amp; Cedar grew repeat purchase rate 31%</h2><p>The candle brand moved from a punch-card app to VIP tiers in a weekend with help from Harbor &amp; Pine.</p><a href="https://www.saltandcedar.com/" target="_blank">saltandcedar.com</a></article>
    <article class="story"><h2>Bright Brew turned subscribers into referrers</h2><p>Referral rewards now drive 18% of new subscribers.</p><a href="https://drinkbrightbrew.com/" target="_blank">drinkbrightbrew.com</a></article>
    <article class="story"><h2>Trailworthy Gear unified online and in-store loyalty</h2><p>Members earn and redeem in six retail stores through Shopify POS.</p><a href="https://www.trailworthygear.com/" target="_blank">trailworthygear.com</a></article>
  </div>
</div>
${foot}`;

const about = `${head('About | LoyaltyLoop', '/about', 'LoyaltyLoop is a remote-first team building loyalty software for independent brands.')}
<div class="container-fluid body-container">
  <section class="page-hero"><h1>About LoyaltyLoop</h1><p>We started LoyaltyLoop in 2020 after running a coffee roastery on Shopify and finding every loyalty app either too clunky or too expensive. We are 38 people across the US and Canada.</p></section>
  <section class="investors">
    <h2>Our investors</h2>
    <p>LoyaltyLoop is backed by <a href="https://www.lonestarseed.vc/" target="_blank">Lone Star Seed</a> and <a href="https://www.commercefund.com/" target="_blank">The Commerce Fund</a>, plus founders and operators from the Shopify ecosystem.</p>
  </section>
  <section class="recognition">
    <h2>Recognition</h2>
    <ul>
      <li>Built for Shopify certified app</li>
      <li><a href="https://www.g2.com/products/loyaltyloop/reviews" target="_blank">G2 Leader, Loyalty Management, Spring 2025</a></li>
      <li>Featured in <a href="https://techcrunch.com/2024/09/18/loyaltyloop-series-a/" target="_blank">TechCrunch</a></li>
    </ul>
  </section>
  <section class="careers">
    <h2>Work with us</h2>
    <p>We're hiring engineers and merchant success managers. See open roles on <a href="https://wellfound.com/company/loyaltyloop/jobs" target="_blank">Wellfound</a>.</p>
  </section>
</div>
${foot}`;

const blogPost = `${head('5 Klaviyo flows every loyalty program needs | LoyaltyLoop Blog', '/blog/klaviyo-loyalty-flows', 'The Klaviyo flows our best-performing merchants use with LoyaltyLoop.')}
<div class="body-container body-container--blog-post">
  <article class="blog-post">
    <h1><span id="hs_cos_wrapper_name" class="hs_cos_wrapper hs_cos_wrapper_meta_field hs_cos_wrapper_type_text" data-hs-cos-general-type="meta_field" data-hs-cos-type="text">5 Klaviyo flows every loyalty program needs</span></h1>
    <div class="blog-post__meta">March 4, 2025 · Dana Whitfield</div>
    <div class="blog-post__body">
      <p>LoyaltyLoop sends every points and tier event to <a href="https://www.klaviyo.com/">Klaviyo</a>, so you can build flows on top of them. We asked our agency partner <a href="https://brightlinedigital.co/">Brightline Digital</a>, who run retention for dozens of our merchants, which five flows they set up first.</p>
      <h2>1. Points reminder</h2>
      <p>Trigger 30 days after the last purchase when the balance covers a reward.</p>
      <h2>2. VIP tier upgrade</h2>
      <p>Celebrate the upgrade and spell out the new perks.</p>
    </div>
  </article>
</div>
${foot}`;

export const site: CorpusSite = {
  domain: 'loyaltyloop.io',
  covers:
    'US English HubSpot CMS Shopify loyalty app: integrations in an accordion with hidden panels (technology), agency partner cards (channel), blog post naming an integration and an agency in prose; negatives: customer logo wall and stories, G2 badges, Built for Shopify badge and App Store install links (same domain as the Shopify POS integration), investors, TechCrunch press, Wellfound careers, social links',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations },
    '/partners': { headers, html: partners },
    '/customers': { headers, html: customers },
    '/about': { headers, html: about },
    '/blog/klaviyo-loyalty-flows': { headers, html: blogPost },
  },
  sitemap: ['/', '/integrations', '/partners', '/customers', '/about', '/blog/klaviyo-loyalty-flows'],
  technologies: ['cloudflare', 'hubspot', 'hubspot-cms-hub', 'jquery', 'open-graph'],
  partners: {
    'klaviyo.com': 'technology',
    'omnisend.com': 'technology',
    'textwave.io': 'technology',
    'judge.me': 'technology',
    'starboardreviews.com': 'technology',
    'gorgias.com': 'technology',
    'zendesk.com': 'technology',
    'shopify.com': 'technology',
    'hearthpos.com': 'technology',
    'northwindcommerce.com': 'channel',
    'brightlinedigital.co': 'channel',
    'harborandpine.com': 'channel',
    'kineticstorefronts.com.au': 'channel',
    'maplecommerce.ca': 'channel',
    'solandsea.studio': 'channel',
  },
};
