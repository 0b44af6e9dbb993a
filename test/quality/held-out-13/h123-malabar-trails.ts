import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string) => `<!doctype html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="Xr3kQ9vT0mLw7bN2pJ5sZ8aY1cF4hG6dE0uI3oKq">
    <title>${title}</title>
    <meta name="description" content="${desc}">
    <meta property="og:title" content="${title}">
    <meta property="og:image" content="https://malabartrails.com/storage/og/malabar-trails-houseboat.jpg">
    <link rel="icon" type="image/png" href="/assets/img/favicon.png">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css">
    <link rel="stylesheet" href="/assets/vendor/owl-carousel/owl.carousel.min.css">
    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link href="https://fonts.googleapis.com/css2?family=Poppins:wght@300;400;600&family=Playfair+Display:wght@600&display=swap" rel="stylesheet">
    <link rel="stylesheet" href="/css/app.css?id=7c1f7a4e2b9d0c3f">
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-MT7K2R9QZ1"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-MT7K2R9QZ1');
    </script>
</head>
<body>
<div class="topbar bg-dark text-white small py-1">
  <div class="container d-flex justify-content-between">
    <span><i class="fa-solid fa-phone"></i> +91 484 266 1904 &nbsp; <i class="fa-brands fa-whatsapp"></i> +91 98470 22519</span>
    <span><a class="text-white" href="https://agents.malabartrails.com/login">B2B Agent Login</a> | <a class="text-white" href="/contact-us">Enquire</a></span>
  </div>
</div>
<nav class="navbar navbar-expand-lg navbar-light bg-white shadow-sm sticky-top">
  <div class="container">
    <a class="navbar-brand" href="https://malabartrails.com"><img src="/assets/img/logo-malabar-trails.png" alt="Malabar Trails" height="52"></a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="mainNav">
      <ul class="navbar-nav ms-auto">
        <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" data-bs-toggle="dropdown">Tour Packages</a>
          <ul class="dropdown-menu">
            <li><a class="dropdown-item" href="https://malabartrails.com/tour-packages/kerala-backwaters-and-hills-7-days">Backwaters &amp; Hills (7 days)</a></li>
            <li><a class="dropdown-item" href="https://malabartrails.com/tour-packages/ayurveda-retreat-14-days">Ayurveda Retreat (14 days)</a></li>
            <li><a class="dropdown-item" href="https://malabartrails.com/tour-packages/malabar-coast-and-wayanad-9-days">Malabar Coast &amp; Wayanad (9 days)</a></li>
          </ul>
        </li>
        <li class="nav-item"><a class="nav-link" href="https://malabartrails.com/destinations">Destinations</a></li>
        <li class="nav-item"><a class="nav-link" href="https://malabartrails.com/houseboats">Houseboats</a></li>
        <li class="nav-item"><a class="nav-link" href="https://malabartrails.com/blog">Travel Journal</a></li>
        <li class="nav-item"><a class="nav-link" href="https://malabartrails.com/about-us">About Us</a></li>
        <li class="nav-item"><a class="btn btn-warning ms-lg-3" href="https://malabartrails.com/contact-us">Plan My Trip</a></li>
      </ul>
    </div>
  </div>
</nav>
`;

const foot = `
<footer class="bg-dark text-light pt-5 pb-3 mt-5">
  <div class="container">
    <div class="row g-4">
      <div class="col-md-4">
        <h5>Malabar Trails Pvt. Ltd.</h5>
        <p class="small">XL/2241, Marine Drive, Ernakulam, Kochi 682031, Kerala, India<br>CIN U63040KL2009PTC024418</p>
        <p class="small">Approved by the <a class="text-warning" href="https://tourism.gov.in/" target="_blank" rel="noopener">Ministry of Tourism, Govt. of India</a> &middot; Accredited by <a class="text-warning" href="https://www.keralatourism.org/" target="_blank" rel="noopener">Kerala Tourism</a></p>
      </div>
      <div class="col-md-4">
        <h6>Company</h6>
        <ul class="list-unstyled small">
          <li><a class="text-light" href="https://malabartrails.com/about-us">About Us</a></li>
          <li><a class="text-light" href="https://malabartrails.com/worldwide-representatives">Worldwide Representatives</a></li>
          <li><a class="text-light" href="https://malabartrails.com/responsible-travel">Responsible Travel</a></li>
          <li><a class="text-light" href="https://malabartrails.com/terms-and-conditions">Terms &amp; Cancellation</a></li>
        </ul>
      </div>
      <div class="col-md-4">
        <h6>Member of</h6>
        <div class="d-flex gap-3 align-items-center">
          <a href="https://www.iato.in/" target="_blank" rel="noopener"><img src="/assets/img/members/iato.png" alt="IATO" height="40"></a>
          <a href="https://www.atoai.org/" target="_blank" rel="noopener"><img src="/assets/img/members/atoai.png" alt="ATOAI" height="40"></a>
          <a href="https://www.keralatravelmart.org/" target="_blank" rel="noopener"><img src="/assets/img/members/ktm.png" alt="Kerala Travel Mart Society" height="40"></a>
        </div>
        <div class="mt-3">
          <a class="text-light me-2" href="https://www.facebook.com/malabartrails" aria-label="Facebook"><i class="fa-brands fa-facebook"></i></a>
          <a class="text-light me-2" href="https://www.instagram.com/malabartrails" aria-label="Instagram"><i class="fa-brands fa-instagram"></i></a>
          <a class="text-light" href="https://www.youtube.com/@malabartrails" aria-label="YouTube"><i class="fa-brands fa-youtube"></i></a>
        </div>
      </div>
    </div>
    <hr class="border-secondary">
    <p class="small text-center mb-0">&copy; 2025 Malabar Trails Pvt. Ltd. All rights reserved.</p>
  </div>
</footer>
<script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-/JqT3SQfawRcv/BIHPThkBvs0OEvtFFmqPF/lYI/Cxo=" crossorigin="anonymous"></script>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>
<script src="/assets/vendor/owl-carousel/owl.carousel.min.js"></script>
<script src="/js/app.js?id=4d2a9e8b1f6c3a07"></script>
<!--Start of Tawk.to Script-->
<script type="text/javascript">
var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();
(function(){
var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];
s1.async=true;
s1.src='https://embed.tawk.to/64a1c9e2cc26a871b0258f41/1h4bq2k7e';
s1.charset='UTF-8';
s1.setAttribute('crossorigin','*');
s0.parentNode.insertBefore(s1,s0);
})();
</script>
<!--End of Tawk.to Script-->
</body>
</html>`;

const out = (url: string) => `/out?to=${encodeURIComponent(url)}&amp;src=reps`;

const reps: [string, string, string, string, string][] = [
  [
    'United Kingdom',
    'India Specialists Travel Ltd',
    'Guildford, Surrey',
    'https://www.indiaspecialists.co.uk/',
    'www.indiaspecialists.co.uk',
  ],
  [
    'Germany, Austria &amp; Switzerland',
    'Indienreisen Kerala GmbH',
    'Frankfurt am Main',
    'https://www.indienreisen-kerala.de/',
    'Visit website',
  ],
  ['France &amp; Belgium', 'Voyages Inde du Sud', 'Lyon', 'https://voyages-inde-sud.fr/', 'voyages-inde-sud.fr'],
  ['Netherlands', 'India Reizen op Maat B.V.', 'Utrecht', 'https://www.indiareizenopmaat.nl/', 'Visit website'],
  ['Italy', 'Viaggi Kerala S.r.l.', 'Milano', 'https://www.viaggikerala.it/', 'viaggikerala.it'],
  ['Spain &amp; Portugal', 'Viajes India Sur', 'Barcelona', 'https://viajesindiasur.es/', 'Visit website'],
  [
    'Australia &amp; New Zealand',
    'South India Holidays Pty Ltd',
    'Melbourne, VIC',
    'https://www.southindiaholidays.com.au/',
    'southindiaholidays.com.au',
  ],
  ['USA &amp; Canada', 'Kerala Journeys Inc.', 'Seattle, WA', 'https://keralajourneys.com/', 'Visit website'],
];

export const site: CorpusSite = {
  domain: 'malabartrails.com',
  covers:
    'Indian (Kerala) inbound tour operator on a Laravel app with Bootstrap: overseas sales representatives as a definition list reachable only from the footer, every website link going through an internal /out?to= redirect; traps are tourism-ministry approval, IATO/ATOAI/KTM memberships, a TripAdvisor award, hotels named in an itinerary, a Razorpay deposit button, a B2B agent-login subdomain and a blog post about IRCTC trains.',
  otherDomains: [],
  pages: {
    '/': {
      headers: {
        server: 'nginx/1.24.0 (Ubuntu)',
        'content-type': 'text/html; charset=UTF-8',
        'cache-control': 'no-cache, private',
        'set-cookie':
          'laravel_session=eyJpdiI6IjR6Q0xhV1JTd0NwUk9qVW9aSmQxTkE9PSIsInZhbHVlIjoiVnB4; expires=Mon, 10 Feb 2025 14:11:02 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
      },
      html: `${head('Malabar Trails | Kerala Tour Packages, Houseboats & Ayurveda Holidays', 'Tailor-made Kerala holidays since 2009: backwater houseboats, tea hills, wildlife and Ayurveda.')}
<header class="hero position-relative text-white">
  <div class="owl-carousel hero-carousel">
    <div class="item" style="background-image:url('/storage/slides/alleppey-houseboat.jpg')"></div>
    <div class="item" style="background-image:url('/storage/slides/munnar-tea-estate.jpg')"></div>
  </div>
  <div class="hero-caption container">
    <h1 class="display-5">Kerala, at the pace of a houseboat</h1>
    <p class="lead">Private tours with your own driver-guide, designed by a Kochi team that has lived here all their lives.</p>
    <a href="https://malabartrails.com/contact-us" class="btn btn-warning btn-lg">Start planning</a>
  </div>
</header>
<section class="container py-5">
  <h2 class="text-center mb-4">Popular tour packages</h2>
  <div class="row g-4">
    <div class="col-md-4"><div class="card h-100"><img src="/storage/packages/backwaters-hills.jpg" class="card-img-top" alt="Backwaters and hills"><div class="card-body"><h3 class="h5">Backwaters &amp; Hills</h3><p class="small">Kochi &middot; Munnar &middot; Thekkady &middot; Alleppey &middot; 7 days</p><p class="fw-bold">From &#8377;38,500 per person</p><a href="https://malabartrails.com/tour-packages/kerala-backwaters-and-hills-7-days" class="stretched-link">View itinerary</a></div></div></div>
    <div class="col-md-4"><div class="card h-100"><img src="/storage/packages/ayurveda.jpg" class="card-img-top" alt="Ayurveda retreat"><div class="card-body"><h3 class="h5">Ayurveda Retreat</h3><p class="small">Kovalam &middot; Varkala &middot; 14 days</p><p class="fw-bold">From &#8377;92,000 per person</p><a href="https://malabartrails.com/tour-packages/ayurveda-retreat-14-days" class="stretched-link">View itinerary</a></div></div></div>
    <div class="col-md-4"><div class="card h-100"><img src="/storage/packages/malabar.jpg" class="card-img-top" alt="Malabar coast"><div class="card-body"><h3 class="h5">Malabar Coast &amp; Wayanad</h3><p class="small">Kozhikode &middot; Wayanad &middot; Kannur &middot; 9 days</p><p class="fw-bold">From &#8377;47,000 per person</p><a href="https://malabartrails.com/tour-packages/malabar-coast-and-wayanad-9-days" class="stretched-link">View itinerary</a></div></div></div>
  </div>
</section>
<section class="bg-light py-5">
  <div class="container text-center">
    <h2 class="h4">Loved by travellers</h2>
    <div id="TA_excellent" class="TA_excellent d-inline-block"><ul id="tPk1aY" class="TA_links"><li><a target="_blank" href="https://www.tripadvisor.in/Attraction_Review-g297633-d2446193-Reviews-Malabar_Trails-Kochi_Cochin_Ernakulam_District_Kerala.html"><img src="https://static.tacdn.com/img2/travelers_choice/widgets/tchotel_2024_L.png" alt="TripAdvisor Travellers' Choice 2024"></a></li></ul></div>
    <script async src="https://www.jscache.com/wejs?wtype=excellent&amp;uniq=812&amp;locationId=2446193&amp;lang=en_IN&amp;display_version=2" data-loadtrk></script>
    <p class="mt-3 small">Winner, Kerala Tourism Award for Best Inbound Tour Operator 2023</p>
  </div>
</section>
${foot}`,
    },
    '/worldwide-representatives': {
      html: `${head('Worldwide Representatives | Malabar Trails', 'Book your Kerala tour through our representatives in your home country.')}
<section class="container py-5">
  <h1 class="mb-3">Our Worldwide Representatives</h1>
  <p>Prefer to book in your own language, currency and consumer-protection scheme? These travel companies sell Malabar Trails tours in their markets and are your first point of contact before you travel. On the ground in Kerala, our Kochi team looks after you.</p>
  <dl class="rep-list row">
${reps.map(([country, name, city, url, label]) => `    <dt class="col-sm-4">${country}</dt>\n    <dd class="col-sm-8"><strong>${name}</strong>, ${city}<br><a href="${out(url)}" target="_blank" rel="nofollow">${label}</a></dd>`).join('\n')}
    <dt class="col-sm-4">Japan</dt>
    <dd class="col-sm-8"><strong>Tokyo Kerala Tours K.K.</strong>, Shinjuku &ndash; please email <a href="mailto:japan@malabartrails.com">japan@malabartrails.com</a> for contact details</dd>
    <dt class="col-sm-4">UAE &amp; GCC (General Sales Agent)</dt>
    <dd class="col-sm-8"><strong>Al Noor Travels LLC</strong>, Dubai<br><a href="${out('https://www.alnoortravels.ae/kerala')}" target="_blank" rel="nofollow">www.alnoortravels.ae</a></dd>
  </dl>
  <div class="alert alert-info mt-4">Are you a travel agent? <a href="https://agents.malabartrails.com/register">Register for B2B rates</a> on our agent portal.</div>
</section>
${foot}`,
    },
    ...Object.fromEntries(
      [...reps.map((r) => r[3]), 'https://www.alnoortravels.ae/kerala'].map((url) => [
        `/out?to=${encodeURIComponent(url)}&src=reps`,
        { status: 302, redirect: url },
      ]),
    ),
    '/tour-packages/kerala-backwaters-and-hills-7-days': {
      html: `${head('Kerala Backwaters & Hills – 7 Days | Malabar Trails', 'A 7-day private tour of Kochi, Munnar, Thekkady and the Alleppey backwaters.')}
<section class="container py-5">
  <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="https://malabartrails.com">Home</a></li><li class="breadcrumb-item active">Backwaters &amp; Hills</li></ol></nav>
  <h1>Kerala Backwaters &amp; Hills &ndash; 7 days / 6 nights</h1>
  <div class="row g-5">
    <div class="col-lg-8">
      <div class="accordion" id="itinerary">
        <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#d1">Day 1 &ndash; Arrive Kochi</button></h2><div id="d1" class="accordion-collapse collapse show" data-bs-parent="#itinerary"><div class="accordion-body">Meet and greet at Cochin International Airport, Fort Kochi walk and Kathakali performance. Overnight at <a href="https://www.brunton-boatyard.com/" target="_blank" rel="noopener">Brunton Boatyard</a> or similar.</div></div></div>
        <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#d2">Days 2&ndash;3 &ndash; Munnar</button></h2><div id="d2" class="accordion-collapse collapse" data-bs-parent="#itinerary"><div class="accordion-body">Tea estate walk and the Eravikulam National Park. Overnight at a plantation bungalow.</div></div></div>
        <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#d4">Day 4 &ndash; Thekkady</button></h2><div id="d4" class="accordion-collapse collapse" data-bs-parent="#itinerary"><div class="accordion-body">Spice garden and bamboo rafting in Periyar Tiger Reserve.</div></div></div>
        <div class="accordion-item"><h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#d5">Days 5&ndash;6 &ndash; Kumarakom &amp; Alleppey</button></h2><div id="d5" class="accordion-collapse collapse" data-bs-parent="#itinerary"><div class="accordion-body">Night at <a href="https://www.kumarakomlakeresort.in/" target="_blank" rel="noopener">Kumarakom Lake Resort</a>, then a private premium houseboat cruise from Alleppey.</div></div></div>
      </div>
    </div>
    <div class="col-lg-4">
      <div class="card shadow-sm"><div class="card-body">
        <p class="h4">&#8377;38,500 <small class="text-muted">per person, twin share</small></p>
        <p class="small">Secure your dates with a 20% deposit. Balance 30 days before arrival.</p>
        <form id="deposit-form" method="POST" action="https://malabartrails.com/bookings/deposit">
          <input type="hidden" name="_token" value="Xr3kQ9vT0mLw7bN2pJ5sZ8aY1cF4hG6dE0uI3oKq">
          <input type="hidden" name="package_id" value="17">
          <label class="form-label small" for="travel-date">Travel date</label><input class="form-control mb-2" type="date" id="travel-date" name="travel_date">
          <button type="button" id="rzp-button" class="btn btn-success w-100">Pay deposit online</button>
        </form>
        <p class="small text-muted mt-2">Cards, UPI and net banking accepted.</p>
      </div></div>
    </div>
  </div>
</section>
<script src="https://checkout.razorpay.com/v1/checkout.js"></script>
${foot}`,
    },
    '/about-us': {
      html: `${head('About Us | Malabar Trails', 'A Kochi-based destination management company founded in 2009.')}
<section class="container py-5">
  <h1>About Malabar Trails</h1>
  <p>Founded in 2009 by Anil Varghese and Meera Nair, Malabar Trails is a destination management company in Kochi with 34 staff, 60 contracted driver-guides and a fleet of 45 air-conditioned vehicles.</p>
  <h2 class="h4 mt-4">Recognitions &amp; affiliations</h2>
  <ul>
    <li>Recognised inbound tour operator, <a href="https://tourism.gov.in/" target="_blank" rel="noopener">Ministry of Tourism</a> (Govt. of India)</li>
    <li>Active member of the <a href="https://www.iato.in/" target="_blank" rel="noopener">Indian Association of Tour Operators</a> (IATO) and <a href="https://www.atoai.org/" target="_blank" rel="noopener">Adventure Tour Operators Association of India</a></li>
    <li>Founding member, <a href="https://www.keralatravelmart.org/" target="_blank" rel="noopener">Kerala Travel Mart Society</a></li>
    <li>Responsible Tourism Mission, Kerala &ndash; classified partner unit</li>
    <li>TripAdvisor Travellers' Choice 2022, 2023, 2024</li>
  </ul>
</section>
${foot}`,
    },
    '/blog/monsoon-ayurveda-season-kerala': {
      html: `${head('Why the monsoon is the best time for Ayurveda in Kerala | Malabar Trails', 'Karkidakam treatments, train travel tips and what to pack for Kerala in July.')}
<article class="container py-5" style="max-width:760px">
  <p class="text-muted small">Travel Journal &middot; 12 June 2024 &middot; by Meera Nair</p>
  <h1>Why the monsoon is the best time for Ayurveda in Kerala</h1>
  <p>In the Malayalam month of Karkidakam (mid-July to mid-August) the air is cool and humid, pores open up and traditional physicians say the body is most receptive to oil treatments.</p>
  <h2 class="h4">Getting around</h2>
  <p>If you want to add a train journey, the Kochi&ndash;Thiruvananthapuram Vande Bharat is a treat. Tickets open 60 days ahead on <a href="https://www.irctc.co.in/" target="_blank" rel="noopener">IRCTC</a>; foreign tourists can use the tourist quota. Domestic flights with <a href="https://www.airindia.com/" target="_blank" rel="noopener">Air India</a> connect Kochi to Kozhikode in 40 minutes.</p>
  <h2 class="h4">What to pack</h2>
  <p>A good umbrella, quick-dry clothes and sandals. Your Ayurveda centre will provide the rest.</p>
</article>
${foot}`,
    },
    '/contact-us': {
      html: `${head('Contact Us | Malabar Trails', 'Send us your travel dates and we will reply within one working day.')}
<section class="container py-5">
  <h1>Plan your Kerala trip</h1>
  <form method="POST" action="https://malabartrails.com/contact-us" class="row g-3">
    <input type="hidden" name="_token" value="Xr3kQ9vT0mLw7bN2pJ5sZ8aY1cF4hG6dE0uI3oKq">
    <div class="col-md-6"><label class="form-label" for="name">Name</label><input class="form-control" id="name" name="name" required></div>
    <div class="col-md-6"><label class="form-label" for="email">Email</label><input class="form-control" type="email" id="email" name="email" required></div>
    <div class="col-md-4"><label class="form-label" for="adults">Adults</label><input class="form-control" type="number" id="adults" name="adults" value="2"></div>
    <div class="col-md-8"><label class="form-label" for="dates">Travel dates</label><input class="form-control" id="dates" name="dates"></div>
    <div class="col-12"><label class="form-label" for="msg">Tell us about your trip</label><textarea class="form-control" id="msg" name="message" rows="5"></textarea></div>
    <div class="col-12"><button class="btn btn-warning" type="submit">Send enquiry</button></div>
  </form>
</section>
${foot}`,
    },
  },
  technologies: [
    'bootstrap',
    'cdnjs',
    'cloudflare',
    'font-awesome',
    'google-analytics',
    'google-font-api',
    'google-tag-manager',
    'jquery',
    'jquery-cdn',
    'jsdelivr',
    'laravel',
    'nginx',
    'open-graph',
    'owl-carousel',
    'php',
    'razorpay',
    'ubuntu',
  ],
  partners: {
    'indiaspecialists.co.uk': 'channel',
    'indienreisen-kerala.de': 'channel',
    'voyages-inde-sud.fr': 'channel',
    'indiareizenopmaat.nl': 'channel',
    'viaggikerala.it': 'channel',
    'viajesindiasur.es': 'channel',
    'southindiaholidays.com.au': 'channel',
    'keralajourneys.com': 'channel',
    'alnoortravels.ae': 'channel',
  },
};
