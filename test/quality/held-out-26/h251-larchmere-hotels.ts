import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx/1.24.0',
  link: '<https://larchmerehotels.co.uk/wp-json/>; rel="https://api.w.org/"',
};

const origin = 'https://larchmerehotels.co.uk';

function page(title: string, slug: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Larchmere Hotels</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<link rel="canonical" href="${origin}/${slug}">
<meta property="og:site_name" content="Larchmere Hotels">
<meta property="og:title" content="${title}">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"${origin}/#organization","name":"Larchmere Hotels","url":"${origin}/","sameAs":["https://www.facebook.com/larchmerehotels","https://www.instagram.com/larchmerehotels/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<meta name="generator" content="WordPress 6.5.2">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4e1f0c7a-92b3-4c1d-8d7e-5a0c2b9f1e33" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7LQ2MX');</script>
<!-- End Google Tag Manager -->
<link rel="stylesheet" id="wp-block-library-css" href="${origin}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" media="all">
<link rel="stylesheet" id="larchmere-theme-css" href="${origin}/wp-content/themes/larchmere/assets/css/main.css?ver=3.1.4" media="all">
<script src="${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${origin}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
</head>
<body class="page-template-default page">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7LQ2MX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<header class="site-header">
  <a class="site-logo" href="/"><img src="/wp-content/uploads/2023/02/larchmere-logo.svg" alt="Larchmere Hotels"></a>
  <nav class="primary-nav" aria-label="Main menu">
    <ul>
      <li><a href="/our-hotels/">Our Hotels</a></li>
      <li><a href="/offers/">Offers</a></li>
      <li><a href="/dining/">Dining</a></li>
      <li><a href="/experiences/">Experiences</a></li>
      <li><a href="/weddings/">Weddings &amp; Events</a></li>
      <li><a href="/about/">Our Story</a></li>
      <li><a href="/contact/">Contact</a></li>
    </ul>
  </nav>
  <a class="btn btn-book" href="https://book.larchmerehotels.co.uk/">Book a stay</a>
</header>
<main id="content">
${body}
</main>
<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h4>Larchmere Hotels</h4>
      <p>Four country-house hotels in the Lake District and the Yorkshire Dales.</p>
      <p>Head office: Larchmere House, Ambleside Road, Windermere LA23 1BX</p>
    </div>
    <div>
      <h4>Explore</h4>
      <ul>
        <li><a href="/our-hotels/">Our Hotels</a></li>
        <li><a href="/gift-vouchers/">Gift Vouchers</a></li>
        <li><a href="/travel-trade/">Travel Trade</a></li>
        <li><a href="/careers/">Careers</a></li>
        <li><a href="https://www.larchmerecottages.co.uk/">Larchmere Cottages</a></li>
      </ul>
    </div>
    <div>
      <h4>Follow us</h4>
      <ul class="social">
        <li><a href="https://www.facebook.com/larchmerehotels" rel="noopener">Facebook</a></li>
        <li><a href="https://www.instagram.com/larchmerehotels/" rel="noopener">Instagram</a></li>
        <li><a href="https://www.tripadvisor.co.uk/Hotel_Review-g186322-d190442-Reviews-Larchmere_Windermere.html" rel="noopener">Tripadvisor</a></li>
      </ul>
    </div>
  </div>
  <div class="footer-awards">
    <img src="/wp-content/uploads/2023/05/aa-four-red-stars.png" alt="AA Four Red Stars">
    <img src="/wp-content/uploads/2023/05/green-tourism-gold.png" alt="Green Tourism Gold">
  </div>
  <div class="footer-pay">
    <img src="/wp-content/themes/larchmere/assets/img/visa.svg" alt="Visa">
    <img src="/wp-content/themes/larchmere/assets/img/mastercard.svg" alt="Mastercard">
    <img src="/wp-content/themes/larchmere/assets/img/amex.svg" alt="American Express">
  </div>
  <p class="legal">&copy; 2024 Larchmere Hotels Ltd. Registered in England No. 04418273. <a href="/privacy-policy/">Privacy</a> · <a href="/cookie-policy/">Cookies</a></p>
</footer>
<script src="${origin}/wp-content/themes/larchmere/assets/js/site.min.js?ver=3.1.4" id="larchmere-site-js"></script>
<script src="${origin}/wp-includes/js/wp-embed.min.js?ver=6.5.2" id="wp-embed-js"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'larchmerehotels.co.uk',
  otherDomains: ['larchmerecottages.co.uk'],
  covers:
    'English hotel group on WordPress/Yoast: experience partners named in prose paragraphs with links, a travel-trade table of tour operators plus OTA distribution; negatives: AA/Green Tourism awards, Tripadvisor, press, job board, payment logos, sister cottages site',
  pages: {
    '/': {
      headers,
      html: page(
        'Country House Hotels in the Lakes & Dales',
        '',
        `<section class="hero">
  <h1>Slow mornings, long walks, good suppers</h1>
  <p>Four independent country-house hotels between Windermere and Wensleydale.</p>
  <a class="btn" href="/our-hotels/">Find your hotel</a>
</section>
<div class="wp-block-group is-layout-constrained"><div class="wp-block-columns">
  <div class="wp-block-column"><h3>Larchmere Windermere</h3><p>Our original lakeside house, 28 rooms and a two-rosette dining room.</p></div>
  <div class="wp-block-column"><h3>Howgill Hall</h3><p>A Georgian manor near Sedbergh with a walled garden.</p></div>
  <div class="wp-block-column"><h3>The Swaledale Arms</h3><p>A coaching inn with rooms on the village green in Reeth.</p></div>
</div></div>
<section class="press-strip">
  <h2>As featured in</h2>
  <ul>
    <li><a href="https://www.theguardian.com/travel/2024/mar/02/best-lake-district-hotels">The Guardian – "the best lakeside breakfast in Cumbria"</a></li>
    <li><a href="https://www.cntraveller.com/gallery/best-hotels-in-the-lake-district">Condé Nast Traveller</a></li>
  </ul>
</section>
<section class="reviews">
  <blockquote>"Impeccable service and a view I'll never forget." – Sarah, stayed March 2024</blockquote>
</section>
<div id="CybotCookiebotDialog" class="cookie-notice" hidden>We use cookies to improve your stay on our website.</div>`,
      ),
    },
    '/our-hotels/': {
      headers,
      html: page(
        'Our Hotels',
        'our-hotels/',
        `<h1>Our Hotels</h1>
<div class="wp-block-group is-layout-flow"><div class="wp-block-media-text">
  <h2>Larchmere Windermere</h2><p>28 rooms · lakeside · spa</p><a href="/our-hotels/windermere/">Discover</a>
</div></div>
<div class="wp-block-group is-layout-flow"><div class="wp-block-media-text">
  <h2>Howgill Hall</h2><p>16 rooms · walled garden · dog friendly</p><a href="/our-hotels/howgill-hall/">Discover</a>
</div></div>
<div class="wp-block-group is-layout-flow"><div class="wp-block-media-text">
  <h2>The Swaledale Arms</h2><p>9 rooms · village inn · real ales</p><a href="/our-hotels/swaledale-arms/">Discover</a>
</div></div>
<div class="wp-block-group is-layout-flow"><div class="wp-block-media-text">
  <h2>Fellfoot Lodge</h2><p>12 rooms · adults only · hot tubs</p><a href="/our-hotels/fellfoot-lodge/">Discover</a>
</div></div>
<p>Prefer self-catering? See our sister business <a href="https://www.larchmerecottages.co.uk/">Larchmere Cottages</a>.</p>`,
      ),
    },
    '/experiences/': {
      headers,
      html: page(
        'Experiences',
        'experiences/',
        `<h1>Experiences</h1>
<p class="lead">We have partnered with a handful of local businesses we know and trust, so that guests can see more of the fells and lakes without the faff of planning.</p>
<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container">
<h2>On the fells</h2>
<p>Our walking partner <a href="https://www.fellsideguidedwalks.co.uk/">Fellside Guided Walks</a> runs half-day and full-day guided routes from the door of Larchmere Windermere and Howgill Hall, with a packed lunch from our kitchen. Guests receive 10% off when booking through reception.</p>
<h2>On the water</h2>
<p>Private launches and rowing boats on Windermere are arranged with our friends at <a href="https://brantholme-boats.co.uk/">Brantholme Boat Hire</a>, who have worked with us since 2016. For wild swimming, we recommend the <a href="https://www.visitlakedistrict.com/things-to-do/outdoor-activities/wild-swimming">lake safety guidance</a> from Visit Lake District.</p>
<h2>Rest</h2>
<p>Treatments in our Windermere spa are delivered in partnership with <a href="https://keldaspa.co.uk/">Kelda Spa Therapies</a>, an independent Cumbrian team using organic, locally made products.</p>
<h2>Gin &amp; whisky</h2>
<p>Tasting evenings at Fellfoot Lodge are hosted by our partner distillery, Shap Fell Spirits (<a href="https://www.shapfellspirits.co.uk/tastings">shapfellspirits.co.uk</a>).</p>
</div></div>`,
      ),
    },
    '/dining/': {
      headers,
      html: page(
        'Dining',
        'dining/',
        `<h1>Dining</h1>
<p>Our head chef, Tom Ashworth, writes menus around what Cumbrian and Dales growers bring to the back door each week.</p>
<h2>Who we buy from</h2>
<ul class="wp-block-list">
  <li>Lamb and mutton from Low Borrowdale Farm</li>
  <li>Cheese from <a href="https://www.lakelandcheesemakers.co.uk/">Lakeland Cheesemakers</a>, our cheese partner for every board we serve</li>
  <li>Fish landed at Whitehaven and delivered the same day</li>
</ul>
<p>Our Windermere dining room holds two AA Rosettes and is listed in the Good Food Guide.</p>
<p><a class="btn" href="https://book.larchmerehotels.co.uk/dining">Reserve a table</a></p>`,
      ),
    },
    '/travel-trade/': {
      headers,
      html: page(
        'Travel Trade',
        'travel-trade/',
        `<h1>Travel Trade</h1>
<p>Larchmere Hotels works with a small group of tour operators who include our hotels in their self-drive and walking itineraries. If you are a travel professional, please contact our sales team at <a href="mailto:trade@larchmerehotels.co.uk">trade@larchmerehotels.co.uk</a>.</p>
<h2>Preferred tour operator partners</h2>
<table class="trade-partners">
  <thead><tr><th>Operator</th><th>Source market</th><th>Website</th></tr></thead>
  <tbody>
    <tr><td>Britannia Escapes</td><td>USA &amp; Canada</td><td><a href="https://www.britanniaescapes.com/">britanniaescapes.com</a></td></tr>
    <tr><td>Northern Touring Co.</td><td>UK, coach groups</td><td><a href="https://northerntouring.co.uk/">northerntouring.co.uk</a></td></tr>
    <tr><td>Kiwi Trails Travel</td><td>Australia &amp; New Zealand</td><td><a href="https://www.kiwitrails-travel.co.nz/">kiwitrails-travel.co.nz</a></td></tr>
    <tr><td>Wanderweg Reisen</td><td>Germany, Austria</td><td><a href="https://www.wanderweg-reisen.de/">wanderweg-reisen.de</a></td></tr>
  </tbody>
</table>
<h2>Online distribution</h2>
<p>Our rooms are also sold through our online distribution partners <a href="https://www.booking.com/hotel/gb/larchmere-windermere.html">Booking.com</a> and <a href="https://www.expedia.co.uk/Windermere-Hotels-Larchmere.h1827364.Hotel-Information">Expedia</a>. The best rate is always guaranteed when you book direct.</p>`,
      ),
    },
    '/about/': {
      headers,
      html: page(
        'Our Story',
        'about/',
        `<h1>Our Story</h1>
<p>The Hewitson family bought the first Larchmere house on the shore of Windermere in 1987. Three more hotels followed, each chosen for its walks as much as its rooms.</p>
<h2>Awards</h2>
<ul class="awards">
  <li>AA Four Red Stars, Larchmere Windermere – <a href="https://www.theaa.com/hotel-services/awards">AA Hospitality Awards</a></li>
  <li>Gold, Small Hotel of the Year 2023 – <a href="https://www.visitengland.com/">VisitEngland</a> Awards for Excellence</li>
  <li>Tripadvisor Travellers' Choice 2024</li>
</ul>
<h2>Sustainability</h2>
<p>All four hotels are certified Gold by <a href="https://www.greentourism.eu/">Green Tourism</a>. We run on 100% renewable electricity and have removed single-use plastics from every bedroom.</p>`,
      ),
    },
    '/careers/': {
      headers,
      html: page(
        'Careers',
        'careers/',
        `<h1>Work with us</h1>
<p>We are always looking for chefs, housekeepers and front-of-house team members who love the outdoors.</p>
<p>See our current vacancies on <a href="https://www.caterer.com/jobs/larchmere-hotels">Caterer.com</a> or email <a href="mailto:people@larchmerehotels.co.uk">people@larchmerehotels.co.uk</a>.</p>
<p>Staff accommodation is available at all four hotels.</p>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact',
        'contact/',
        `<h1>Contact us</h1>
<p>Reservations: <a href="tel:+441539448120">015394 48120</a> · <a href="mailto:stay@larchmerehotels.co.uk">stay@larchmerehotels.co.uk</a></p>
<p>Weddings &amp; events: <a href="mailto:events@larchmerehotels.co.uk">events@larchmerehotels.co.uk</a></p>
<p>Travel trade: see <a href="/travel-trade/">Travel Trade</a>.</p>
<form class="wpcf7-form" action="/contact/#wpcf7-f112-o1" method="post">
  <label>Name <input type="text" name="your-name"></label>
  <label>Email <input type="email" name="your-email"></label>
  <label>Message <textarea name="your-message"></textarea></label>
  <button type="submit">Send</button>
</form>`,
      ),
    },
    '/offers/': { redirect: '/our-hotels/' },
  },
  sitemap: ['/', '/our-hotels/', '/experiences/', '/dining/', '/travel-trade/', '/about/', '/careers/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'wordpress-block-editor',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'cookiebot',
    'nginx',
  ],
  partners: {
    'fellsideguidedwalks.co.uk': 'generic',
    'brantholme-boats.co.uk': 'generic',
    'keldaspa.co.uk': 'generic',
    'shapfellspirits.co.uk': 'generic',
    'lakelandcheesemakers.co.uk': 'generic',
    'britanniaescapes.com': 'channel',
    'northerntouring.co.uk': 'channel',
    'kiwitrails-travel.co.nz': 'channel',
    'wanderweg-reisen.de': 'channel',
    'booking.com': 'channel',
    'expedia.co.uk': 'channel',
  },
};
