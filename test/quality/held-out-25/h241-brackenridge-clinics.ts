import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx/1.24.0',
  link: '<https://brackenridgeclinics.co.uk/wp-json/>; rel="https://api.w.org/"',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

const head = (title: string, path: string, description: string) => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Brackenridge Family Clinics</title>
<!-- This site is optimized with the Yoast SEO plugin v22.7 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://brackenridgeclinics.co.uk${path}">
<meta property="og:locale" content="en_GB">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} | Brackenridge Family Clinics">
<meta property="og:url" content="https://brackenridgeclinics.co.uk${path}">
<meta property="og:site_name" content="Brackenridge Family Clinics">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"MedicalOrganization","@id":"https://brackenridgeclinics.co.uk/#organization","name":"Brackenridge Family Clinics","url":"https://brackenridgeclinics.co.uk/","logo":"https://brackenridgeclinics.co.uk/wp-content/uploads/2023/02/brackenridge-logo.svg","sameAs":["https://www.facebook.com/brackenridgeclinics","https://www.instagram.com/brackenridgeclinics","https://www.linkedin.com/company/brackenridge-family-clinics"]},{"@type":"WebPage","@id":"https://brackenridgeclinics.co.uk${path}","name":"${title}","isPartOf":{"@id":"https://brackenridgeclinics.co.uk/#website"}}]}</script>
<!-- / Yoast SEO plugin. -->
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="6f1c2a8e-93b4-4d57-a1e0-2b7c55d0e8f4" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7B2QX9');</script>
<!-- End Google Tag Manager -->
<meta name="generator" content="WordPress 6.5.3">
<link rel="stylesheet" id="wp-block-library-css" href="https://brackenridgeclinics.co.uk/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="brackenridge-style-css" href="https://brackenridgeclinics.co.uk/wp-content/themes/brackenridge/assets/css/main.css?ver=2.4.1" media="all">
<script src="https://brackenridgeclinics.co.uk/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://brackenridgeclinics.co.uk/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="icon" href="https://brackenridgeclinics.co.uk/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32">
</head>`;

const nav = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7B2QX9" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div class="topbar"><p>Same-week GP appointments at all five clinics &middot; <a href="tel:+441172304455">0117 230 4455</a></p></div>
<header class="site-header">
  <a class="site-logo" href="/"><img src="/wp-content/uploads/2023/02/brackenridge-logo.svg" alt="Brackenridge Family Clinics" width="210" height="48"></a>
  <nav class="main-navigation" aria-label="Primary">
    <ul id="primary-menu" class="menu">
      <li class="menu-item"><a href="/services/">Services</a></li>
      <li class="menu-item"><a href="/our-clinics/">Our clinics</a></li>
      <li class="menu-item"><a href="/insurance-and-self-pay/">Insurance &amp; self-pay</a></li>
      <li class="menu-item"><a href="/about-us/">About us</a></li>
      <li class="menu-item"><a href="/contact-us/">Contact</a></li>
      <li class="menu-item menu-cta"><a href="https://book.brackenridgeclinics.co.uk/">Book online</a></li>
    </ul>
  </nav>
</header>`;

const footer = `<footer class="site-footer">
  <div class="footer-cols">
    <div class="footer-col">
      <h3>Brackenridge Family Clinics</h3>
      <p>Brackenridge Healthcare Ltd, 14 Queen Square, Bristol BS1 4NT<br>Registered in England &amp; Wales no. 09384412</p>
      <div class="cqc-widget"><a href="https://www.cqc.org.uk/provider/1-3309871245" target="_blank" rel="noopener">CQC overall rating: Good &ndash; view our inspection reports</a></div>
    </div>
    <div class="footer-col">
      <h3>Patients</h3>
      <ul>
        <li><a href="/services/">All services</a></li>
        <li><a href="/insurance-and-self-pay/">Prices &amp; insurance</a></li>
        <li><a href="/patient-information/">Patient information</a></li>
        <li><a href="/complaints/">Feedback &amp; complaints</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h3>Organisation</h3>
      <ul>
        <li><a href="/about-us/">About us</a></li>
        <li><a href="/working-with-us/partners/">Working with us</a></li>
        <li><a href="/careers/">Careers</a></li>
        <li><a href="/privacy-policy/">Privacy policy</a></li>
        <li><a href="/cookie-policy/">Cookie policy</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h3>Get the app</h3>
      <a href="https://apps.apple.com/gb/app/brackenridge-clinics/id1594822731"><img src="/wp-content/uploads/2023/04/app-store-badge.svg" alt="Download on the App Store" width="120"></a>
      <a href="https://play.google.com/store/apps/details?id=uk.co.brackenridgeclinics.app"><img src="/wp-content/uploads/2023/04/google-play-badge.svg" alt="Get it on Google Play" width="135"></a>
      <ul class="social-links">
        <li><a href="https://www.facebook.com/brackenridgeclinics" aria-label="Facebook">Facebook</a></li>
        <li><a href="https://www.instagram.com/brackenridgeclinics" aria-label="Instagram">Instagram</a></li>
        <li><a href="https://www.linkedin.com/company/brackenridge-family-clinics" aria-label="LinkedIn">LinkedIn</a></li>
      </ul>
    </div>
  </div>
  <p class="copyright">&copy; 2024 Brackenridge Healthcare Ltd. All rights reserved.</p>
</footer>
<script src="https://brackenridgeclinics.co.uk/wp-content/themes/brackenridge/assets/js/site.min.js?ver=2.4.1" id="brackenridge-site-js"></script>`;

const page = (title: string, path: string, description: string, bodyClass: string, main: string) => `<!DOCTYPE html>
<html lang="en-GB">
${head(title, path, description)}
<body class="${bodyClass} wp-custom-logo">
${nav}
<main id="content" class="site-main">
${main}
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'brackenridgeclinics.co.uk',
  covers:
    'English private GP clinic group on WordPress/Yoast: insurer partners as a logo grid with links, a "working with us" page (footer only) with clinical suppliers, technology and referral partners in prose and cards; negatives: occupational-health clients, testimonials, CQC widget, press, app badges, payment logos, Indeed job links; /partners redirect',
  pages: {
    '/': {
      headers,
      html: page(
        'Private GP and family healthcare in Bristol and Bath',
        '/',
        'Private GP appointments, health checks and physiotherapy at five clinics across Bristol and Bath.',
        'home page-template-default page',
        `<section class="hero">
  <h1>Unhurried healthcare for the whole family</h1>
  <p>Private GP appointments of 20 minutes or more, same-week physiotherapy and health checks &ndash; at five clinics across Bristol and Bath.</p>
  <a class="button" href="https://book.brackenridgeclinics.co.uk/">Book an appointment</a>
</section>
<div class="wp-block-group services-grid"><div class="wp-block-group__inner-container">
  <div class="wp-block-columns">
    <div class="wp-block-column"><h2>Private GP</h2><p>Face-to-face or video consultations with experienced GPs, 7 days a week.</p><a href="/services/private-gp/">Find out more</a></div>
    <div class="wp-block-column"><h2>Health checks</h2><p>From a 45-minute essential check to our comprehensive cardiac screen.</p><a href="/services/health-checks/">Find out more</a></div>
    <div class="wp-block-column"><h2>Physiotherapy</h2><p>MSK physiotherapy and sports injury clinics, no referral needed.</p><a href="/services/physiotherapy/">Find out more</a></div>
  </div>
</div></div>
<section class="insurers-teaser">
  <h2>Covered by most major health insurers</h2>
  <p>We are recognised by the UK&rsquo;s leading insurers, and we also offer transparent self-pay prices. <a href="/insurance-and-self-pay/">Check your cover</a>.</p>
</section>
<section class="employers">
  <h2>Occupational health for local employers</h2>
  <p>More than 40 organisations in the South West use our occupational health and employee health check service, including
  <a href="https://www.hollowaylogistics.co.uk/">Holloway Logistics</a>, <a href="https://www.pennardbuildingsociety.co.uk/">Pennard Building Society</a> and
  <a href="https://www.avonmouth-marine.co.uk/">Avonmouth Marine Engineering</a>.</p>
  <a href="/services/occupational-health/">Occupational health services</a>
</section>
<section class="testimonials">
  <h2>What our patients say</h2>
  <blockquote><p>&ldquo;The first time in years a doctor has had time to actually listen. Booking through the app took two minutes.&rdquo;</p><cite>Helen, Clifton clinic</cite></blockquote>
  <blockquote><p>&ldquo;Physio saw me the day after I hurt my knee and had me back running in six weeks.&rdquo;</p><cite>Tom, Bath clinic</cite></blockquote>
  <p class="rating">Rated 4.9/5 from 1,820 reviews on <a href="https://uk.trustpilot.com/review/brackenridgeclinics.co.uk">Trustpilot</a></p>
</section>`,
      ),
    },
    '/about-us/': {
      headers,
      html: page(
        'About us',
        '/about-us/',
        'Founded by two Bristol GPs in 2011, Brackenridge now runs five family clinics.',
        'page-template-default page',
        `<div class="wp-block-group"><div class="wp-block-group__inner-container">
<h1>About Brackenridge</h1>
<p>Brackenridge was founded in 2011 by Dr Anjali Rao and Dr Michael Fairlie, two Bristol GPs who wanted to give patients longer, unhurried appointments. Today our 38 clinicians see more than 60,000 patients a year at five clinics across Bristol and Bath.</p>
<h2>Our standards</h2>
<p>All of our clinics are registered with the Care Quality Commission and rated Good overall. We were accredited as an <a href="https://www.investorsinpeople.com/">Investors in People</a> Gold employer in 2023 and hold ISO 9001 certification for our clinical governance system.</p>
<h2>Leadership team</h2>
<ul class="team">
  <li><strong>Dr Anjali Rao</strong> &ndash; Medical Director</li>
  <li><strong>Dr Michael Fairlie</strong> &ndash; Clinical Lead, Physiotherapy &amp; MSK</li>
  <li><strong>Sarah Okonjo</strong> &ndash; Chief Executive</li>
  <li><strong>James Pettigrew</strong> &ndash; Director of Operations</li>
</ul>
<h2>In the news</h2>
<ul class="press">
  <li><a href="https://www.bbc.co.uk/news/uk-england-bristol-67123450">BBC Bristol: the private GPs promising 20-minute appointments</a></li>
  <li><a href="https://www.bristolpost.co.uk/news/health/brackenridge-opens-fifth-clinic-8812345">Bristol Post: Brackenridge opens fifth clinic in Keynsham</a></li>
</ul>
<h2>Awards</h2>
<p>Winner, Best Private GP Service (South West) at the 2023 <a href="https://www.laingbuissonawards.com/">LaingBuisson Awards</a>.</p>
</div></div>`,
      ),
    },
    '/our-clinics/': {
      headers,
      html: page(
        'Our clinics',
        '/our-clinics/',
        'Five Brackenridge clinics in Clifton, Redland, Keynsham, Bath and Portishead.',
        'page-template-clinics page',
        `<h1>Our clinics</h1>
<div class="wp-block-columns clinic-list">
  <div class="wp-block-column"><h2>Clifton</h2><p>14 Queen Square, Bristol BS1 4NT<br>Mon&ndash;Sun 8am&ndash;8pm</p><a href="/our-clinics/clifton/">Clinic details</a></div>
  <div class="wp-block-column"><h2>Redland</h2><p>2 Chandos Road, Bristol BS6 6PE<br>Mon&ndash;Sat 8am&ndash;6pm</p><a href="/our-clinics/redland/">Clinic details</a></div>
  <div class="wp-block-column"><h2>Keynsham</h2><p>41 High Street, Keynsham BS31 1DS<br>Mon&ndash;Fri 8am&ndash;6pm</p><a href="/our-clinics/keynsham/">Clinic details</a></div>
  <div class="wp-block-column"><h2>Bath</h2><p>9 Gay Street, Bath BA1 2PH<br>Mon&ndash;Sat 8am&ndash;7pm</p><a href="/our-clinics/bath/">Clinic details</a></div>
  <div class="wp-block-column"><h2>Portishead</h2><p>Harbour Road, Portishead BS20 7DE<br>Mon&ndash;Fri 9am&ndash;5pm</p><a href="/our-clinics/portishead/">Clinic details</a></div>
</div>`,
      ),
    },
    '/insurance-and-self-pay/': {
      headers,
      html: page(
        'Insurance and self-pay prices',
        '/insurance-and-self-pay/',
        'Use your private medical insurance at Brackenridge or pay as you go with clear prices.',
        'page-template-default page',
        `<h1>Insurance &amp; self-pay</h1>
<div class="wp-block-group insurers"><div class="wp-block-group__inner-container">
  <h2>Our insurance partners</h2>
  <p>Brackenridge is a recognised provider for the insurers below. If your policy includes outpatient cover, we can usually bill your insurer directly &ndash; just bring your authorisation number.</p>
  <ul class="logo-grid">
    <li><a href="https://www.bupa.co.uk/health/health-insurance" target="_blank" rel="noopener"><img src="/wp-content/uploads/2023/03/bupa.svg" alt="Bupa" width="120"></a></li>
    <li><a href="https://www.axahealth.co.uk/" target="_blank" rel="noopener"><img src="/wp-content/uploads/2023/03/axa-health.svg" alt="AXA Health" width="120"></a></li>
    <li><a href="https://www.vitality.co.uk/health-insurance/" target="_blank" rel="noopener"><img src="/wp-content/uploads/2023/03/vitality.svg" alt="Vitality" width="120"></a></li>
    <li><a href="https://www.wpa.org.uk/" target="_blank" rel="noopener"><img src="/wp-content/uploads/2023/03/wpa.svg" alt="WPA" width="120"></a></li>
  </ul>
  <p class="small">Other insurers may cover your treatment &ndash; please check with them before your appointment.</p>
</div></div>
<h2>Self-pay prices</h2>
<table class="price-table">
  <thead><tr><th>Service</th><th>Price</th></tr></thead>
  <tbody>
    <tr><td>GP consultation (20 minutes)</td><td>&pound;85</td></tr>
    <tr><td>GP consultation (40 minutes)</td><td>&pound;150</td></tr>
    <tr><td>Physiotherapy initial assessment</td><td>&pound;70</td></tr>
    <tr><td>Essential health check</td><td>&pound;249</td></tr>
  </tbody>
</table>
<h2>Spread the cost</h2>
<p>For health checks and treatment plans over &pound;500 you can spread the cost over 6 or 12 months, interest free, with our finance partner <a href="https://www.chrysalis-finance.co.uk/patients">Chrysalis Finance</a>. Subject to status.</p>
<div class="payment-methods">
  <p>We accept</p>
  <img src="/wp-content/uploads/2023/03/visa.svg" alt="Visa"> <img src="/wp-content/uploads/2023/03/mastercard.svg" alt="Mastercard"> <img src="/wp-content/uploads/2023/03/amex.svg" alt="American Express"> <img src="/wp-content/uploads/2023/03/apple-pay.svg" alt="Apple Pay">
</div>`,
      ),
    },
    '/working-with-us/partners/': {
      headers,
      html: page(
        'Our clinical and technology partners',
        '/working-with-us/partners/',
        'The laboratories, imaging centres, technology providers and referral partners Brackenridge works with.',
        'page-template-default page',
        `<h1>Working with us</h1>
<p class="lead">Great primary care depends on the people behind it. These are the organisations we work alongside every day.</p>
<div class="wp-block-group"><div class="wp-block-group__inner-container">
  <h2>Diagnostics</h2>
  <p>Blood tests taken at any of our clinics are processed by <a href="https://www.tdlpathology.com/">The Doctors Laboratory</a>, with most results back within 24 hours. For ultrasound, X-ray and MRI we refer to our imaging partner <a href="https://www.severnimaging.co.uk/">Severn Imaging Centres</a>, which holds dedicated appointment slots for Brackenridge patients.</p>
</div></div>
<div class="wp-block-group"><div class="wp-block-group__inner-container">
  <h2>Technology partners</h2>
  <div class="wp-block-columns partner-cards">
    <div class="wp-block-column">
      <img src="/wp-content/uploads/2023/06/semble.svg" alt="Semble">
      <h3>Semble</h3>
      <p>Our electronic patient record and practice management system.</p>
      <a href="https://www.semble.io/">semble.io</a>
    </div>
    <div class="wp-block-column">
      <img src="/wp-content/uploads/2023/06/accurx.svg" alt="Accurx">
      <h3>Accurx</h3>
      <p>Secure text messaging, so you receive results and reminders on your phone.</p>
      <a href="https://www.accurx.com/">accurx.com</a>
    </div>
    <div class="wp-block-column">
      <img src="/wp-content/uploads/2023/06/clinithread.svg" alt="Clinithread">
      <h3>Clinithread</h3>
      <p>The video consultation platform behind our remote GP appointments.</p>
      <a href="https://clinithread.io/">clinithread.io</a>
    </div>
  </div>
</div></div>
<div class="wp-block-group"><div class="wp-block-group__inner-container">
  <h2>Referral partners</h2>
  <p>Employee wellbeing providers can refer staff to us for health checks and fast-track physiotherapy. Our longest-standing referral partner is <a href="https://www.halewoodwellbeing.co.uk/">Halewood Wellbeing</a>, which arranges care for employees of more than 200 businesses in the region.</p>
  <p>Interested in becoming a referral partner? Email <a href="mailto:partnerships@brackenridgeclinics.co.uk">partnerships@brackenridgeclinics.co.uk</a>.</p>
</div></div>`,
      ),
    },
    '/partners/': { status: 301, redirect: '/working-with-us/partners/' },
    '/careers/': {
      headers,
      html: page(
        'Careers',
        '/careers/',
        'Join the Brackenridge team: GP, physiotherapy, nursing and reception roles.',
        'page-template-default page',
        `<h1>Careers at Brackenridge</h1>
<p>We offer GPs protected admin time, 20-minute appointments and a genuine say in how the clinics are run.</p>
<h2>Current vacancies</h2>
<ul class="vacancies">
  <li>Salaried GP, Bath (4&ndash;6 sessions) &ndash; <a href="https://uk.indeed.com/cmp/Brackenridge-Family-Clinics/jobs">apply on Indeed</a></li>
  <li>MSK Physiotherapist, Redland &ndash; <a href="https://uk.indeed.com/cmp/Brackenridge-Family-Clinics/jobs">apply on Indeed</a></li>
  <li>Patient Coordinator, Clifton &ndash; <a href="https://uk.indeed.com/cmp/Brackenridge-Family-Clinics/jobs">apply on Indeed</a></li>
</ul>
<p>Not seeing the right role? Send your CV to <a href="mailto:careers@brackenridgeclinics.co.uk">careers@brackenridgeclinics.co.uk</a>.</p>`,
      ),
    },
    '/contact-us/': {
      headers,
      html: page(
        'Contact us',
        '/contact-us/',
        'Call, email or visit Brackenridge Family Clinics.',
        'page-template-default page',
        `<h1>Contact us</h1>
<div class="wp-block-columns">
  <div class="wp-block-column">
    <p><strong>Phone:</strong> <a href="tel:+441172304455">0117 230 4455</a><br><strong>Email:</strong> <a href="mailto:hello@brackenridgeclinics.co.uk">hello@brackenridgeclinics.co.uk</a></p>
    <p>Press enquiries: <a href="mailto:press@brackenridgeclinics.co.uk">press@brackenridgeclinics.co.uk</a></p>
    <form class="contact-form" action="/contact-us/#wpcf7-f112-o1" method="post">
      <label>Name <input type="text" name="your-name"></label>
      <label>Email <input type="email" name="your-email"></label>
      <label>Message <textarea name="your-message"></textarea></label>
      <button type="submit">Send</button>
    </form>
  </div>
  <div class="wp-block-column">
    <iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2486.0!2d-2.5951!3d51.4497" width="600" height="450" style="border:0" loading="lazy" title="Clifton clinic map"></iframe>
  </div>
</div>`,
      ),
    },
  },
  sitemap: ['/', '/about-us/', '/our-clinics/', '/insurance-and-self-pay/', '/working-with-us/partners/', '/careers/', '/contact-us/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'wordpress-block-editor',
    'jquery',
    'google-tag-manager',
    'cookiebot',
    'nginx',
    'hsts',
    'open-graph',
    'google-maps',
  ],
  partners: {
    'bupa.co.uk': 'generic',
    'axahealth.co.uk': 'generic',
    'vitality.co.uk': 'generic',
    'wpa.org.uk': 'generic',
    'chrysalis-finance.co.uk': 'generic',
    'tdlpathology.com': 'generic',
    'severnimaging.co.uk': 'generic',
    'semble.io': 'technology',
    'accurx.com': 'technology',
    'clinithread.io': 'technology',
    'halewoodwellbeing.co.uk': 'channel',
  },
};
