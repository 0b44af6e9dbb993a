import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8f1c2a9b7d3e41a2-LHR',
  'cf-cache-status': 'HIT',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  link: '<https://saltandember.co.uk/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, desc: string, path: string): string => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v24.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}">
<link rel="canonical" href="https://saltandember.co.uk${path}">
<meta property="og:locale" content="en_GB">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://saltandember.co.uk${path}">
<meta property="og:site_name" content="Salt &amp; Ember">
<meta name="twitter:card" content="summary_large_image">
<!-- / Yoast SEO plugin. -->
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Cormorant+Garamond:400,600%7CWork+Sans:300,400,500&amp;display=swap" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://saltandember.co.uk/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.27.4" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://saltandember.co.uk/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0" media="all">
<link rel="stylesheet" id="elementor-post-7-css" href="https://saltandember.co.uk/wp-content/uploads/elementor/css/post-7.css?ver=1739812234" media="all">
<script src="https://saltandember.co.uk/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="cookieyes" src="https://cdn-cookieyes.com/client_data/4f0c9e2d1b7a6f35e8c1a0d2/script.js"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7Q2ZP4');</script>
<!-- End Google Tag Manager -->
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://saltandember.co.uk/#organization","name":"Salt & Ember Hospitality Ltd","url":"https://saltandember.co.uk/","sameAs":["https://www.instagram.com/saltandember","https://www.facebook.com/saltandembergroup","https://www.linkedin.com/company/salt-and-ember-hospitality"]}]}</script>
</head>`;

const nav = `<body class="home page-template-default elementor-default elementor-kit-7">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7Q2ZP4" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<header class="elementor elementor-location-header" data-elementor-type="header">
  <div class="elementor-container">
    <a class="site-logo" href="https://saltandember.co.uk/"><img src="https://saltandember.co.uk/wp-content/uploads/2024/02/salt-ember-logo.svg" alt="Salt &amp; Ember"></a>
    <nav class="elementor-nav-menu--main" aria-label="Main">
      <ul class="elementor-nav-menu">
        <li><a href="https://saltandember.co.uk/restaurants/">Our Restaurants</a></li>
        <li><a href="https://saltandember.co.uk/private-dining/">Private Dining &amp; Events</a></li>
        <li><a href="https://saltandembergifts.co.uk/">Gift Cards</a></li>
        <li><a href="https://saltandember.co.uk/about/">Our Story</a></li>
        <li><a href="https://saltandember.co.uk/journal/">Journal</a></li>
      </ul>
    </nav>
    <a class="elementor-button btn-book" href="https://saltandember.co.uk/restaurants/#book">Book a table</a>
  </div>
</header>`;

const footer = `<footer class="elementor elementor-location-footer" data-elementor-type="footer">
  <div class="elementor-container footer-columns">
    <div class="elementor-column">
      <h4>Restaurants</h4>
      <ul>
        <li><a href="https://saltandember.co.uk/restaurants/shoreditch/">Ember Shoreditch</a></li>
        <li><a href="https://saltandember.co.uk/restaurants/borough/">Salt Borough</a></li>
        <li><a href="https://saltandember.co.uk/restaurants/bath/">The Ember Room, Bath</a></li>
        <li><a href="https://saltandember.co.uk/restaurants/brighton/">Salt Kitchen Brighton</a></li>
      </ul>
    </div>
    <div class="elementor-column">
      <h4>The Group</h4>
      <ul>
        <li><a href="https://saltandember.co.uk/about/">About us</a></li>
        <li><a href="https://saltandember.co.uk/partnerships/">Partnerships</a></li>
        <li><a href="https://saltandember.co.uk/press/">Press</a></li>
        <li><a href="https://careers.hospojobs.co.uk/salt-and-ember">Careers</a></li>
      </ul>
    </div>
    <div class="elementor-column">
      <h4>Help</h4>
      <ul>
        <li><a href="https://saltandember.co.uk/contact/">Contact</a></li>
        <li><a href="https://saltandember.co.uk/allergens/">Allergens</a></li>
        <li><a href="https://saltandember.co.uk/privacy-policy/">Privacy</a></li>
        <li><a href="https://saltandember.co.uk/cookie-policy/">Cookies</a></li>
      </ul>
    </div>
    <div class="elementor-column">
      <h4>Stay in touch</h4>
      <form class="elementor-form newsletter" action="https://saltandember.co.uk/wp-admin/admin-ajax.php" method="post">
        <input type="email" name="form_fields[email]" placeholder="Your email"><button type="submit">Sign up</button>
      </form>
      <p class="social">
        <a href="https://www.instagram.com/saltandember" aria-label="Instagram">Instagram</a>
        <a href="https://www.facebook.com/saltandembergroup" aria-label="Facebook">Facebook</a>
        <a href="https://www.tiktok.com/@saltandember" aria-label="TikTok">TikTok</a>
      </p>
    </div>
  </div>
  <div class="footer-bottom">
    <p>&copy; 2026 Salt &amp; Ember Hospitality Ltd. Registered in England &amp; Wales no. 11482093. 14 Curtain Road, London EC2A 3NH.</p>
    <p class="payments"><img src="https://saltandember.co.uk/wp-content/uploads/2024/02/visa.svg" alt="Visa"> <img src="https://saltandember.co.uk/wp-content/uploads/2024/02/mastercard.svg" alt="Mastercard"> <img src="https://saltandember.co.uk/wp-content/uploads/2024/02/amex.svg" alt="American Express"></p>
  </div>
</footer>
<script src="https://saltandember.co.uk/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.27.4" id="elementor-webpack-runtime-js"></script>
<script src="https://saltandember.co.uk/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.27.4" id="elementor-frontend-modules-js"></script>
<script src="https://saltandember.co.uk/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.4" id="elementor-frontend-js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'saltandember.co.uk',
  otherDomains: ['saltandembergifts.co.uk'],
  covers:
    'UK restaurant group on WordPress + Elementor; partnerships page linked only from the footer with technology, events-agency (channel), producer and charity sections; press logos, investor, award body, trade association, job board, gift-card domain and payment logos as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Salt &amp; Ember | Live-fire restaurants in London, Bath &amp; Brighton', 'Four live-fire restaurants cooking seasonal British produce over wood and charcoal.', '/')}
${nav}
<main id="content" class="site-main">
  <section class="elementor-section hero">
    <h1>Cooked over fire. Sourced with care.</h1>
    <p>Four neighbourhood restaurants cooking seasonal British produce over wood and charcoal.</p>
    <a class="elementor-button" href="https://saltandember.co.uk/restaurants/">Find your nearest</a>
  </section>
  <section class="elementor-section booking" id="book">
    <h2>Book a table</h2>
    <script src="https://widget.sevenrooms.com/widget/embed.js"></script>
    <div id="sr-res-root" class="sr-md sr-dark" data-venue-id="saltandembershoreditch">Reserve</div>
  </section>
  <section class="elementor-section venues">
    <div class="elementor-widget-image-box"><img src="https://saltandember.co.uk/wp-content/uploads/2025/03/shoreditch.jpg" alt="Ember Shoreditch dining room"><h3>Ember Shoreditch</h3><p>Our original: a 60-cover grill room under the railway arches.</p></div>
    <div class="elementor-widget-image-box"><img src="https://saltandember.co.uk/wp-content/uploads/2025/03/borough.jpg" alt="Salt Borough"><h3>Salt Borough</h3><p>Seafood, smoke and natural wine by the market.</p></div>
    <div class="elementor-widget-image-box"><img src="https://saltandember.co.uk/wp-content/uploads/2025/03/bath.jpg" alt="The Ember Room Bath"><h3>The Ember Room</h3><p>Georgian townhouse dining in the heart of Bath.</p></div>
  </section>
  <section class="elementor-section press">
    <h2>As featured in</h2>
    <div class="press-logos">
      <a href="https://www.londonfoodgazette.co.uk/reviews/ember-shoreditch-review" target="_blank" rel="noopener"><img src="https://saltandember.co.uk/wp-content/uploads/2025/01/lfg.png" alt="London Food Gazette"></a>
      <a href="https://www.thecriticstable.com/2025/salt-borough" target="_blank" rel="noopener"><img src="https://saltandember.co.uk/wp-content/uploads/2025/01/critics-table.png" alt="The Critic's Table"></a>
      <a href="https://www.weekendplate.co.uk/best-new-openings-2025" target="_blank" rel="noopener"><img src="https://saltandember.co.uk/wp-content/uploads/2025/01/weekend-plate.png" alt="Weekend Plate"></a>
    </div>
  </section>
  <section class="elementor-section testimonial">
    <blockquote>&ldquo;The best hispi cabbage in London, and we&rsquo;ve tried them all.&rdquo; <cite>Hannah, Google review</cite></blockquote>
  </section>
</main>
<div id="cookie-law-info-bar" class="cky-consent-container" role="region" aria-label="Cookie consent">We use cookies to improve your experience. <button class="cky-btn-accept">Accept all</button> <button class="cky-btn-reject">Reject</button></div>
${footer}`,
    },
    '/about/': {
      headers,
      html: `${head('Our Story | Salt &amp; Ember', 'How two chefs and a wood-fired grill became a group of four restaurants.', '/about/')}
${nav}
<main id="content" class="site-main">
  <section class="elementor-section">
    <h1>Our story</h1>
    <p>Salt &amp; Ember began in 2016 as a supper club in a Hackney back garden. Chefs Tom Aldred and Priya Nandakumar
    opened Ember Shoreditch a year later, and the group now runs four restaurants and a private dining room.</p>
    <p>In 2023 we welcomed investment from <a href="https://www.harbourlinecapital.co.uk/portfolio/salt-and-ember">Harbourline Capital</a>, which has helped us open in Bath and Brighton while keeping every kitchen chef-led.</p>
  </section>
  <section class="elementor-section awards">
    <h2>Recognition</h2>
    <ul>
      <li>Bib Gourmand-style &ldquo;Good Value&rdquo; listing, <a href="https://www.goodtableguide.co.uk/restaurants/ember-shoreditch">The Good Table Guide</a> 2024 &amp; 2025</li>
      <li>Sustainable Restaurant of the Year 2025, <a href="https://www.foodmadegoodawards.org.uk/winners-2025">Food Made Good Awards</a></li>
    </ul>
    <p>We are a proud member of the <a href="https://www.independenthospitalityalliance.org.uk/members">Independent Hospitality Alliance</a> and hold a three-star rating from the <a href="https://www.sustainablekitchens.org.uk/">Sustainable Kitchens Trust</a>.</p>
  </section>
  <section class="elementor-section team">
    <h2>The people behind the fire</h2>
    <div class="team-grid"><div><img src="https://saltandember.co.uk/wp-content/uploads/2024/05/tom.jpg" alt="Tom Aldred"><h3>Tom Aldred</h3><p>Co-founder &amp; Chef Director</p></div><div><img src="https://saltandember.co.uk/wp-content/uploads/2024/05/priya.jpg" alt="Priya Nandakumar"><h3>Priya Nandakumar</h3><p>Co-founder &amp; CEO</p></div></div>
  </section>
</main>
${footer}`,
    },
    '/partnerships/': {
      headers,
      html: `${head('Partnerships | Salt &amp; Ember', 'The producers, platforms, agencies and charities we work with.', '/partnerships/')}
${nav}
<main id="content" class="site-main">
  <section class="elementor-section">
    <h1>Partnerships</h1>
    <p>Running four kitchens well takes a lot of good people outside our own walls. These are the partners we rely on.</p>
  </section>
  <div class="elementor-widget-tabs">
    <div class="elementor-tabs-wrapper" role="tablist">
      <div class="elementor-tab-title" role="tab" data-tab="1">Producers</div>
      <div class="elementor-tab-title" role="tab" data-tab="2">Technology</div>
      <div class="elementor-tab-title" role="tab" data-tab="3">Events &amp; agencies</div>
      <div class="elementor-tab-title" role="tab" data-tab="4">Charity</div>
    </div>
    <div class="elementor-tabs-content-wrapper">
      <div class="elementor-tab-content" data-tab="1" role="tabpanel">
        <h2>Producer partners</h2>
        <p>We partner directly with the farms and makers whose produce shapes our menus.</p>
        <div class="partner-card"><h3><a href="https://www.hollowfieldfarm.co.uk/">Hollowfield Farm</a></h3><p>Rare-breed pork and Hereford beef from the Cotswolds, butchered for us whole-carcass.</p></div>
        <div class="partner-card"><h3><a href="https://www.cornishcatchco.co.uk/">The Cornish Catch Co.</a></h3><p>Day-boat fish landed in Newlyn and on our pass within 24 hours.</p></div>
        <div class="partner-card"><h3><a href="https://www.greenhithe-growers.co.uk/">Greenhithe Growers</a></h3><p>A market garden in Kent growing our leaves, alliums and heritage tomatoes.</p></div>
        <div class="partner-card"><h3>Marlow Smokehouse</h3><p>Oak-smoked butter and salt, made in small batches.</p></div>
      </div>
      <div class="elementor-tab-content" data-tab="2" role="tabpanel">
        <h2>Technology partners</h2>
        <p>The platforms behind our bookings, tills and kitchen screens.</p>
        <ul class="logo-list">
          <li><a href="https://www.tablekeep.com/" target="_blank" rel="noopener"><img src="https://saltandember.co.uk/wp-content/uploads/2025/06/tablekeep.svg" alt="Tablekeep reservations"></a></li>
          <li><a href="https://ovenlink.io/" target="_blank" rel="noopener"><img src="https://saltandember.co.uk/wp-content/uploads/2025/06/ovenlink.svg" alt="Ovenlink POS"></a></li>
          <li><a href="https://www.prepboard.app/" target="_blank" rel="noopener"><img src="https://saltandember.co.uk/wp-content/uploads/2025/06/prepboard.svg" alt="Prepboard kitchen display"></a></li>
        </ul>
      </div>
      <div class="elementor-tab-content" data-tab="3" role="tabpanel">
        <h2>Event agency partners</h2>
        <p>Planning a launch, wedding breakfast or team dinner? Our agency partners can book our private dining rooms and exclusive hires on your behalf.</p>
        <div class="partner-card"><h3><a href="https://www.venuesquad.co.uk/">VenueSquad</a></h3><p>London venue-finding agency for corporate events.</p></div>
        <div class="partner-card"><h3><a href="https://thegatheringedit.com/">The Gathering Edit</a></h3><p>Wedding and celebration planners in Bath and the South West.</p></div>
      </div>
      <div class="elementor-tab-content" data-tab="4" role="tabpanel">
        <h2>Our charity partner</h2>
        <p>Since 2022 we have added an optional &pound;1 to every bill for <a href="https://www.kitchenstartstrust.org.uk/">Kitchen Starts Trust</a>, which trains young people leaving care for careers in professional kitchens.</p>
      </div>
    </div>
  </div>
  <section class="elementor-section cta">
    <h2>Want to work with us?</h2>
    <p>Producers and brands can reach our partnerships team at <a href="mailto:partners@saltandember.co.uk">partners@saltandember.co.uk</a>.</p>
  </section>
</main>
${footer}`,
    },
    '/private-dining/': {
      headers,
      html: `${head('Private Dining &amp; Events | Salt &amp; Ember', 'Private rooms and exclusive hire across our restaurants.', '/private-dining/')}
${nav}
<main id="content" class="site-main">
  <h1>Private dining &amp; events</h1>
  <p>From 12 guests at the Chef&rsquo;s Table to 140 for a standing reception, every restaurant has a space for your occasion.</p>
  <div class="elementor-accordion">
    <div class="elementor-accordion-item"><div class="elementor-tab-title">The Chef&rsquo;s Table, Shoreditch</div><div class="elementor-tab-content">Up to 12 guests, seven-course tasting menu.</div></div>
    <div class="elementor-accordion-item"><div class="elementor-tab-title">The Library, Bath</div><div class="elementor-tab-content">Up to 28 guests, sharing feasts.</div></div>
  </div>
  <p>Booking through an agency? We work with a small number of <a href="https://saltandember.co.uk/partnerships/">event agency partners</a>.</p>
  <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2482.3!2d-0.0797!3d51.5246" width="600" height="300" style="border:0" loading="lazy" title="Map"></iframe>
</main>
${footer}`,
    },
    '/journal/spring-menu-2026/': {
      headers,
      html: `${head('Spring on the grill: our 2026 menu | Salt &amp; Ember', 'Wild garlic, asparagus and the return of lamb over embers.', '/journal/spring-menu-2026/')}
${nav}
<main id="content" class="site-main">
  <article class="post type-post">
    <h1>Spring on the grill: our 2026 menu</h1>
    <p class="meta">Posted 3 March 2026 by Tom Aldred</p>
    <p>Asparagus season starts earlier every year; <a href="https://www.weekendplate.co.uk/features/asparagus-season-2026">Weekend Plate wrote about why</a>. We are cooking it straight on the coals with smoked butter.</p>
    <p>If you want to try the technique at home, the <a href="https://www.bbcgoodfoodclub.co.uk/recipes/charred-asparagus">Good Food Club has a great recipe</a>, and our friends at <a href="https://www.hollowfieldfarm.co.uk/shop">Hollowfield Farm</a> now sell their lamb boxes online.</p>
    <p>The new menu lands in all four restaurants on 14 March. <a href="https://saltandember.co.uk/restaurants/#book">Book now</a>.</p>
  </article>
</main>
${footer}`,
    },
  },
  sitemap: [
    'https://saltandember.co.uk/',
    'https://saltandember.co.uk/about/',
    'https://saltandember.co.uk/private-dining/',
    'https://saltandember.co.uk/partnerships/',
    'https://saltandember.co.uk/journal/spring-menu-2026/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'google-font-api',
    'google-tag-manager',
    'cookieyes',
    'sevenrooms',
    'open-graph',
    'cloudflare',
    'hsts',
    'google-maps',
  ],
  partners: {
    'hollowfieldfarm.co.uk': 'generic',
    'cornishcatchco.co.uk': 'generic',
    'greenhithe-growers.co.uk': 'generic',
    'tablekeep.com': 'technology',
    'ovenlink.io': 'technology',
    'prepboard.app': 'technology',
    'venuesquad.co.uk': 'channel',
    'thegatheringedit.com': 'channel',
    'kitchenstartstrust.org.uk': 'generic',
  },
};
