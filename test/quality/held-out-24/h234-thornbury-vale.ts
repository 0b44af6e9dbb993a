import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://www.thornburyvale.co.uk/wp-json/>; rel="https://api.w.org/"',
};

const D = 'https://www.thornburyvale.co.uk';

function layout(title: string, path: string, pageId: number, content: string, extraSchema = ''): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="Thornbury &amp; Vale are independent estate and letting agents covering Thornbury, the Severn Vale and north Bristol.">
<link rel="canonical" href="${D}${path}">
<meta property="og:locale" content="en_GB">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:url" content="${D}${path}">
<meta property="og:site_name" content="Thornbury &amp; Vale">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${D}${path}","url":"${D}${path}","name":"${title}","isPartOf":{"@id":"${D}/#website"}},{"@type":"WebSite","@id":"${D}/#website","url":"${D}/","name":"Thornbury &amp; Vale","publisher":{"@id":"${D}/#organization"}},{"@type":"RealEstateAgent","@id":"${D}/#organization","name":"Thornbury & Vale Estate Agents","url":"${D}/","telephone":"+44 1454 410 220","address":{"@type":"PostalAddress","streetAddress":"31 High Street","addressLocality":"Thornbury","postalCode":"BS35 2AR","addressCountry":"GB"},"sameAs":["https://www.facebook.com/thornburyvale","https://www.instagram.com/thornburyvale/"]}${extraSchema}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Thornbury &amp; Vale &raquo; Feed" href="${D}/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="${D}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="${D}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="${D}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1715611022" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="${D}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Lora%3A400%2C600%7CMontserrat%3A400%2C500%2C600&amp;display=swap&amp;ver=6.5.3" media="all">
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/7b1e4c9a2f0d83e5a6c1b4d7/script.js"></script>
<script src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
</head>
<body class="page-template-default page page-id-${pageId} elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<header class="site-header elementor-location-header">
  <div class="top-bar"><span>Thornbury office: <a href="tel:+441454410220">01454 410 220</a></span> <span>Lettings: <a href="tel:+441454410221">01454 410 221</a></span></div>
  <a href="${D}/" class="custom-logo-link" rel="home"><img src="${D}/wp-content/uploads/2023/02/thornbury-vale-logo.svg" class="custom-logo" alt="Thornbury &amp; Vale Estate Agents"></a>
  <nav class="elementor-nav-menu--main">
    <ul id="menu-main" class="elementor-nav-menu">
      <li class="menu-item"><a href="${D}/property-search/?department=sales">Buy</a></li>
      <li class="menu-item"><a href="${D}/property-search/?department=lettings">Rent</a></li>
      <li class="menu-item"><a href="${D}/selling/">Sell</a></li>
      <li class="menu-item"><a href="${D}/landlords/">Landlords</a></li>
      <li class="menu-item"><a href="${D}/mortgages/">Mortgages</a></li>
      <li class="menu-item"><a href="${D}/about-us/">About</a></li>
      <li class="menu-item"><a href="${D}/contact/">Contact</a></li>
      <li class="menu-item menu-cta"><a href="${D}/valuation/">Free valuation</a></li>
    </ul>
  </nav>
</header>
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">
${content}
</div>
</main>
<footer class="site-footer elementor-location-footer">
  <div class="elementor-container">
    <div class="footer-col">
      <h4>Thornbury &amp; Vale</h4>
      <p>31 High Street, Thornbury, Bristol BS35 2AR<br>Mon–Fri 9am–5.30pm, Sat 9am–4pm</p>
      <p><a href="mailto:hello@thornburyvale.co.uk">hello@thornburyvale.co.uk</a></p>
    </div>
    <div class="footer-col">
      <h4>Useful links</h4>
      <ul>
        <li><a href="${D}/trusted-partners/">Trusted partners</a></li>
        <li><a href="${D}/fees/">Tenant &amp; landlord fees</a></li>
        <li><a href="${D}/complaints-procedure/">Complaints procedure</a></li>
        <li><a href="${D}/privacy-policy/">Privacy policy</a></li>
        <li><a href="${D}/cookie-policy/">Cookie policy</a></li>
      </ul>
    </div>
    <div class="footer-col accreditations">
      <h4>Accreditations</h4>
      <a href="https://www.propertymark.co.uk/"><img src="${D}/wp-content/uploads/2023/02/propertymark-protected.png" alt="Propertymark Protected"></a>
      <a href="https://www.tpos.co.uk/"><img src="${D}/wp-content/uploads/2023/02/tpo-logo.png" alt="The Property Ombudsman"></a>
      <a href="https://clientmoneyprotect.co.uk/"><img src="${D}/wp-content/uploads/2023/02/cmp-logo.png" alt="Client Money Protect"></a>
    </div>
    <div class="footer-col">
      <h4>Follow us</h4>
      <a href="https://www.facebook.com/thornburyvale">Facebook</a> · <a href="https://www.instagram.com/thornburyvale/">Instagram</a>
      <p>Rated <strong>4.9</strong> from 312 reviews on <a href="https://www.google.com/maps/place/Thornbury+%26+Vale">Google</a> and <a href="https://www.allagents.co.uk/thornbury-vale/">allAgents</a>.</p>
    </div>
  </div>
  <p class="copyright">&copy; 2024 Thornbury &amp; Vale Ltd. Registered in England No. 08812460. Website by <a href="https://www.severnsidecreative.co.uk/">Severnside Creative</a>.</p>
</footer>
<script src="${D}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'thornburyvale.co.uk',
  covers:
    'English UK estate agent on WordPress with Yoast and Elementor (www host, apex redirects), JSON-LD schema graph: trusted partners page reached via footer link and sitemap with prose paragraphs naming conveyancer, surveyor, removals and insurance partners, mortgage partner on its own page, tenant referencing platform on the landlords page; negatives: Propertymark/TPO/CMP accreditations, deposit scheme, Google and allAgents reviews, press mention, web agency credit, Google Maps embed, social links',
  pages: {
    '/': { status: 301, redirect: `${D}/` },
    [`${D}/`]: {
      headers,
      html: layout(
        'Thornbury &amp; Vale | Estate Agents in Thornbury &amp; the Severn Vale',
        '/',
        12,
        `<section class="elementor-section hero">
  <h1 class="elementor-heading-title">Your local property experts</h1>
  <p>Selling, letting and managing homes in Thornbury, Alveston, Olveston and the Severn Vale for over 25 years.</p>
  <form class="property-search-form" action="${D}/property-search/" method="get">
    <select name="department"><option value="sales">Buy</option><option value="lettings">Rent</option></select>
    <input type="text" name="address_keyword" placeholder="Town, village or postcode">
    <button type="submit">Search</button>
  </form>
</section>
<section class="elementor-section featured">
  <h2 class="elementor-heading-title">Featured properties</h2>
  <div class="property-grid">
    <article class="property"><a href="${D}/property/4-bed-detached-alveston/"><img src="${D}/wp-content/uploads/2024/05/alveston-1.jpg" alt="4 bedroom detached house, Alveston"></a><h3>Greenhill Road, Alveston</h3><p>£675,000 · 4 bed detached</p></article>
    <article class="property"><img src="${D}/wp-content/uploads/2024/05/thornbury-2.jpg" alt="3 bedroom terrace, Thornbury"><h3>Castle Street, Thornbury</h3><p>£349,950 · 3 bed terrace</p></article>
    <article class="property"><img src="${D}/wp-content/uploads/2024/04/olveston-3.jpg" alt="2 bedroom cottage to let, Olveston"><h3>The Street, Olveston</h3><p>£1,250 pcm · 2 bed cottage</p></article>
  </div>
</section>
<section class="elementor-section testimonials">
  <h2 class="elementor-heading-title">What our clients say</h2>
  <blockquote>“Sold in nine days and above asking. Kate kept us informed every step of the way.” – Mr &amp; Mrs Hollis, Thornbury</blockquote>
  <blockquote>“The best letting agent we have used in twenty years as landlords.” – D. Prothero</blockquote>
</section>
<section class="elementor-section press">
  <p>As featured in <a href="https://www.thetimes.co.uk/article/best-places-to-live-south-west">The Sunday Times Best Places to Live</a> guide.</p>
</section>`,
      ),
    },
    [`${D}/mortgages/`]: {
      headers,
      html: layout(
        'Mortgage advice | Thornbury &amp; Vale',
        '/mortgages/',
        41,
        `<section class="elementor-section">
  <h1 class="elementor-heading-title">Mortgage advice</h1>
  <p>Whether you are a first-time buyer, moving home or remortgaging, the right advice can save you thousands.</p>
  <p>We have partnered with <a href="https://www.kingsbridgemortgages.co.uk/">Kingsbridge Mortgage Services</a>, an independent, whole-of-market mortgage broker based in Bristol. Their advisers hold appointments in our Thornbury office every Tuesday and Saturday.</p>
  <p>Kingsbridge Mortgage Services is authorised and regulated by the Financial Conduct Authority. Your home may be repossessed if you do not keep up repayments on your mortgage.</p>
  <a class="elementor-button" href="${D}/contact/?enquiry=mortgage">Book a free mortgage appointment</a>
</section>`,
      ),
    },
    [`${D}/landlords/`]: {
      headers,
      html: layout(
        'Landlords | Lettings &amp; property management | Thornbury &amp; Vale',
        '/landlords/',
        44,
        `<section class="elementor-section">
  <h1 class="elementor-heading-title">Letting your property</h1>
  <p>We manage over 420 homes for landlords across South Gloucestershire.</p>
  <table class="service-levels">
    <thead><tr><th></th><th>Let only</th><th>Rent collection</th><th>Fully managed</th></tr></thead>
    <tbody>
      <tr><td>Tenant find &amp; referencing</td><td>✓</td><td>✓</td><td>✓</td></tr>
      <tr><td>Rent collection</td><td></td><td>✓</td><td>✓</td></tr>
      <tr><td>Maintenance &amp; inspections</td><td></td><td></td><td>✓</td></tr>
      <tr><td>Fee (inc. VAT)</td><td>72% of one month's rent</td><td>9.6% of rent</td><td>14.4% of rent</td></tr>
    </tbody>
  </table>
  <h2>Referencing and compliance</h2>
  <p>All tenants are referenced online through our technology partner <a href="https://www.goodlord.co/">Goodlord</a>, and tenancy deposits are protected with the <a href="https://www.depositprotection.com/">Deposit Protection Service</a>.</p>
  <p>Rent guarantee and landlord insurance are available through our insurance partner, see <a href="${D}/trusted-partners/">trusted partners</a>.</p>
</section>`,
      ),
    },
    [`${D}/trusted-partners/`]: {
      headers,
      html: layout(
        'Our trusted partners | Thornbury &amp; Vale',
        '/trusted-partners/',
        57,
        `<section class="elementor-section">
  <h1 class="elementor-heading-title">Our trusted partners</h1>
  <p>Moving home involves a lot of people. Over the years we have built relationships with a small group of local firms we trust to look after our clients as well as we would.</p>
  <div class="elementor-widget-text-editor">
    <h3>Conveyancing</h3>
    <p><a href="https://www.hartleygreene.co.uk/">Hartley Greene Solicitors</a> in Thornbury offer fixed-fee conveyancing and will keep you and us updated at every stage of your sale or purchase.</p>
    <h3>Surveys</h3>
    <p>For RICS Level 2 and Level 3 surveys we recommend <a href="https://castlegatesurveyors.co.uk/">Castlegate Chartered Surveyors</a>.</p>
    <h3>Removals &amp; storage</h3>
    <p>Family-run <a href="https://www.valeremovals.co.uk/">Vale Removals</a> have moved hundreds of our clients, from one-bed flats to farmhouses.</p>
    <h3>Landlord insurance</h3>
    <p>Rent guarantee, legal expenses and landlord buildings cover is arranged with our insurance partner <a href="https://homelet.co.uk/">HomeLet</a>.</p>
    <h3>Mortgages</h3>
    <p>Independent advice from <a href="${D}/mortgages/">our mortgage partner</a>.</p>
  </div>
  <p class="disclosure"><small>We may receive a referral fee from partners when you use their services. Details are set out in our <a href="${D}/fees/">fees page</a>.</small></p>
</section>`,
      ),
    },
    [`${D}/about-us/`]: {
      headers,
      html: layout(
        'About us | Thornbury &amp; Vale',
        '/about-us/',
        23,
        `<section class="elementor-section">
  <h1 class="elementor-heading-title">About Thornbury &amp; Vale</h1>
  <p>Founded in 1998 by Richard Vale and Kate Thornbury-Hughes, we are still independent and still on the High Street. Our team of fourteen lives and works locally.</p>
  <h2>Meet the team</h2>
  <ul class="team">
    <li>Kate Thornbury-Hughes MNAEA – Director, Sales</li>
    <li>Richard Vale FARLA – Director, Lettings</li>
    <li>Sophie Amara – Senior Negotiator</li>
    <li>Tom Pritchard – Property Manager</li>
  </ul>
  <p>We are members of Propertymark and The Property Ombudsman scheme, and all client money is protected by Client Money Protect.</p>
</section>`,
      ),
    },
    [`${D}/contact/`]: {
      headers,
      html: layout(
        'Contact us | Thornbury &amp; Vale',
        '/contact/',
        29,
        `<section class="elementor-section">
  <h1 class="elementor-heading-title">Contact us</h1>
  <p>31 High Street, Thornbury, Bristol BS35 2AR<br>Sales 01454 410 220 · Lettings 01454 410 221</p>
  <div class="elementor-widget-google_maps"><iframe loading="lazy" src="https://maps.google.com/maps?q=31%20High%20Street%2C%20Thornbury%20BS35%202AR&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="31 High Street, Thornbury BS35 2AR" aria-label="31 High Street, Thornbury BS35 2AR"></iframe></div>
  <form class="elementor-form" method="post" name="Contact">
    <input type="text" name="form_fields[name]" placeholder="Name">
    <input type="email" name="form_fields[email]" placeholder="Email">
    <select name="form_fields[enquiry]"><option>Selling</option><option>Buying</option><option>Letting</option><option value="mortgage">Mortgage appointment</option></select>
    <textarea name="form_fields[message]"></textarea>
    <button type="submit" class="elementor-button">Send</button>
  </form>
</section>`,
      ),
    },
    [`${D}/property/4-bed-detached-alveston/`]: {
      headers,
      html: layout(
        'Greenhill Road, Alveston | 4 bed detached for sale | Thornbury &amp; Vale',
        '/property/4-bed-detached-alveston/',
        318,
        `<article class="property-single">
  <h1>Greenhill Road, Alveston, BS35</h1>
  <p class="price">Guide price £675,000</p>
  <ul class="features"><li>4 bedrooms</li><li>2 bathrooms</li><li>Double garage</li><li>EPC rating C</li></ul>
  <p>A spacious extended family home with south-facing garden on the edge of the village.</p>
  <p>Need a mortgage? <a href="${D}/mortgages/">Speak to our mortgage partner</a>. Thinking of moving? <a href="${D}/valuation/">Book a free valuation</a>.</p>
</article>`,
      ),
    },
  },
  sitemap: [
    `${D}/`,
    `${D}/mortgages/`,
    `${D}/landlords/`,
    `${D}/trusted-partners/`,
    `${D}/about-us/`,
    `${D}/contact/`,
    `${D}/property/4-bed-detached-alveston/`,
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'elementor',
    'jquery',
    'google-font-api',
    'cookieyes',
    'google-maps',
    'apache-http-server',
    'open-graph',
    'rss',
  ],
  partners: {
    'kingsbridgemortgages.co.uk': 'generic',
    'hartleygreene.co.uk': 'generic',
    'castlegatesurveyors.co.uk': 'generic',
    'valeremovals.co.uk': 'generic',
    'homelet.co.uk': 'generic',
    'goodlord.co': 'technology',
  },
};
