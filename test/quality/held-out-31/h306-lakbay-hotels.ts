import type { CorpusSite } from '../corpus/types.js';

/* Lakbay Hospitality Group — a Philippine resort and hotel group; Webflow on Cloudflare, GTM, Meta Pixel, SiteMinder booking widget. */

const origin = 'https://www.lakbayhotels.com.ph';
const wfSite = '65a1f3c2b7d94e0012c8a4f1';

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '9081c2e4fb1d7a3c-MNL',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'ap-southeast-1-prod-hosting-red',
  'x-wf-region': 'ap-southeast-1',
  'strict-transport-security': 'max-age=31536000',
};

const pageIds: Record<string, string> = {
  '/': '65a1f3c2b7d94e0012c8a4f9',
  '/destinations': '65a1f3c2b7d94e0012c8a51a',
  '/offers': '65a1f3c2b7d94e0012c8a52b',
  '/partners': '65a1f3c2b7d94e0012c8a53c',
  '/about': '65a1f3c2b7d94e0012c8a54d',
  '/book': '65a1f3c2b7d94e0012c8a55e',
  '/careers': '65a1f3c2b7d94e0012c8a56f',
};

const navbar = `
<div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1f4e0c9d2b71a3e8f0c11_lakbay-logo.svg" loading="eager" width="150" alt="Lakbay Hotels &amp; Resorts" class="brand-logo"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown">
        <div class="nav-dropdown-toggle w-dropdown-toggle"><div class="w-icon-dropdown-toggle"></div><div>Destinations</div></div>
        <nav class="nav-dropdown-list w-dropdown-list">
          <a href="/destinations#el-nido" class="nav-dropdown-link w-dropdown-link">Lakbay El Nido, Palawan</a>
          <a href="/destinations#siargao" class="nav-dropdown-link w-dropdown-link">Lakbay Siargao</a>
          <a href="/destinations#panglao" class="nav-dropdown-link w-dropdown-link">Lakbay Panglao, Bohol</a>
          <a href="/destinations#makati" class="nav-dropdown-link w-dropdown-link">Lakbay Makati, Manila</a>
        </nav></div>
      <a href="/offers" class="nav-link w-nav-link">Offers</a>
      <a href="/partners" class="nav-link w-nav-link">Partners</a>
      <a href="/about" class="nav-link w-nav-link">Our Story</a>
      <a href="/book" class="button-nav w-button">Book direct &amp; save 10%</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `
<footer class="footer">
  <div class="footer-container w-container">
    <div class="w-layout-grid footer-grid">
      <div class="footer-brand"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1f4e0c9d2b71a3e8f0c12_lakbay-logo-white.svg" loading="lazy" width="130" alt="Lakbay Hotels &amp; Resorts">
        <p class="footer-text">Filipino hospitality, island by island. Head office: 8th Floor, Ayala Tower One, Makati City 1226, Philippines.</p>
        <p class="footer-text"><a href="tel:+63285550172" class="footer-link">+63 2 8555 0172</a><br><a href="mailto:reservations@lakbayhotels.com.ph" class="footer-link">reservations@lakbayhotels.com.ph</a></p></div>
      <div><h4 class="footer-heading">Stay</h4><a href="/destinations#el-nido" class="footer-link">El Nido</a><a href="/destinations#siargao" class="footer-link">Siargao</a><a href="/destinations#panglao" class="footer-link">Panglao</a><a href="/destinations#makati" class="footer-link">Makati</a><a href="https://www.lakbayelnido.com/" class="footer-link">Lakbay El Nido website</a></div>
      <div><h4 class="footer-heading">Company</h4><a href="/about" class="footer-link">Our Story</a><a href="/partners" class="footer-link">Partners</a><a href="/careers" class="footer-link">Careers</a><a href="/offers" class="footer-link">Offers</a></div>
      <div><h4 class="footer-heading">Follow</h4><a href="https://www.facebook.com/lakbayhotels" target="_blank" class="footer-link">Facebook</a><a href="https://www.instagram.com/lakbayhotels" target="_blank" class="footer-link">Instagram</a><a href="https://www.tiktok.com/@lakbayhotels" target="_blank" class="footer-link">TikTok</a></div>
    </div>
    <div class="footer-badges">
      <a href="https://www.tripadvisor.com.ph/Hotel_Review-g294256-d23190441-Reviews-Lakbay_El_Nido.html" target="_blank" class="badge-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1f6b1a7c3e2004d1b9e21_travellers-choice-2024.png" loading="lazy" width="80" alt="Tripadvisor Travelers' Choice 2024"></a>
      <a href="https://www.tourism.gov.ph/" target="_blank" class="badge-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1f6b1a7c3e2004d1b9e22_dot-accredited.png" loading="lazy" width="80" alt="DOT Accredited"></a>
      <a href="https://greenglobe.com/" target="_blank" class="badge-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1f6b1a7c3e2004d1b9e23_green-globe-certified.png" loading="lazy" width="80" alt="Green Globe certified"></a>
    </div>
    <div class="footer-legal"><p>&copy; 2025 Lakbay Hospitality Group, Inc. All rights reserved. <a href="/privacy" class="footer-link-small">Privacy Policy</a> &middot; <a href="/terms" class="footer-link-small">Terms</a></p><p class="footer-credit">Website by <a href="https://studiohabi.ph/" target="_blank" class="footer-link-small">Studio Habi</a></p></div>
  </div>
</footer>`;

function page(path: string, title: string, desc: string, body: string, extraScripts = ''): string {
  return `<!DOCTYPE html><!-- Last Published: Mon Jan 20 2025 03:14:09 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.lakbayhotels.com.ph" data-wf-page="${pageIds[path] ?? ''}" data-wf-site="${wfSite}" lang="en"><head><meta charset="utf-8"><title>${title}</title><meta content="${desc}" name="description"><meta content="${title}" property="og:title"><meta content="${desc}" property="og:description"><meta content="https://cdn.prod.website-files.com/${wfSite}/65a1f9d0e4b2c8001f7a3d01_og-lakbay.jpg" property="og:image"><meta content="${title}" property="twitter:title"><meta content="${desc}" property="twitter:description"><meta property="og:type" content="website"><meta content="summary_large_image" name="twitter:card"><meta content="width=device-width, initial-scale=1" name="viewport"><meta content="Webflow" name="generator"><link href="https://cdn.prod.website-files.com/${wfSite}/css/lakbay-hotels.webflow.shared.5e1c2a9b4.min.css" rel="stylesheet" type="text/css"><link href="https://fonts.googleapis.com" rel="preconnect"><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["DM Serif Display:regular,italic","DM Sans:regular,500,700"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://cdn.prod.website-files.com/${wfSite}/65a1fa11c0d3e7002b4f8e31_favicon-32.png" rel="shortcut icon" type="image/x-icon"><link href="https://cdn.prod.website-files.com/${wfSite}/65a1fa1b9e2d4c0035a7b6f2_webclip-256.png" rel="apple-touch-icon"><link href="${origin}${path}" rel="canonical">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-WLKB8Q3');</script>
<!-- End Google Tag Manager -->
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1187432095561204');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1187432095561204&ev=PageView&noscript=1" /></noscript>
<!-- End Meta Pixel Code -->
<style>
.w-tab-pane:not(.w--tab-active){display:none}
.hero-video-overlay{background-image:linear-gradient(180deg,rgba(4,30,41,.1),rgba(4,30,41,.65))}
.cookie-bar{position:fixed;left:16px;right:16px;bottom:16px;z-index:99}
</style></head>
<body class="body-${path === '/' ? 'home' : path.slice(1)}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-WLKB8Q3"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="page-wrapper">
${navbar}
<main class="main-wrapper">
${body}
</main>
${footer}
</div>
<div class="cookie-bar" fs-cc="banner"><p class="cookie-text">We use cookies to personalise offers and measure our advertising. Read our <a href="/privacy">Privacy Policy</a>.</p><a href="#" fs-cc="allow" class="cookie-button w-button">Accept</a><a href="#" fs-cc="deny" class="cookie-button-secondary w-button">Decline</a></div>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${wfSite}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/${wfSite}/js/webflow.schunk.36b8fb49256177c8.js" type="text/javascript"></script><script src="https://cdn.prod.website-files.com/${wfSite}/js/webflow.2a7c41b0.8d1e5f3a9b2c4d60.js" type="text/javascript"></script>${extraScripts}</body></html>`;
}

const resorts = [
  {
    id: 'el-nido',
    name: 'Lakbay El Nido',
    place: 'Bacuit Bay, Palawan',
    rooms: 48,
    from: '₱14,800',
    text: 'Forty-eight villas on a private cove facing the limestone karsts of Bacuit Bay, with a house reef, dive centre and sunset bar.',
  },
  {
    id: 'siargao',
    name: 'Lakbay Siargao',
    place: 'General Luna, Siargao',
    rooms: 32,
    from: '₱9,600',
    text: 'A surf lodge five minutes from Cloud 9, with a yoga shala, coconut-wood cabanas and a restaurant serving the day’s catch.',
  },
  {
    id: 'panglao',
    name: 'Lakbay Panglao',
    place: 'Alona Beach, Bohol',
    rooms: 64,
    from: '₱8,900',
    text: 'Family-friendly beachfront resort with two pools, a kids’ club and day trips to the Chocolate Hills and Loboc River.',
  },
  {
    id: 'makati',
    name: 'Lakbay Makati',
    place: 'Legazpi Village, Makati',
    rooms: 156,
    from: '₱6,400',
    text: 'A design-led city hotel for business and stopovers, ten minutes from Ninoy Aquino International Airport Terminal 3.',
  },
];

const home = page(
  '/',
  'Lakbay Hotels & Resorts | Island resorts in Palawan, Siargao, Bohol and Manila',
  'Book direct at Lakbay Hotels & Resorts: El Nido, Siargao, Panglao and Makati. Best rate guaranteed, free breakfast and flexible cancellation.',
  `
<section class="section-hero"><div data-poster-url="https://cdn.prod.website-files.com/${wfSite}/65a1fc2e8b1d3f0027c9a6e4_hero-bacuit-poster-00001.jpg" data-video-urls="https://cdn.prod.website-files.com/${wfSite}/65a1fc2e8b1d3f0027c9a6e4_hero-bacuit-transcode.mp4,https://cdn.prod.website-files.com/${wfSite}/65a1fc2e8b1d3f0027c9a6e4_hero-bacuit-transcode.webm" data-autoplay="true" data-loop="true" data-wf-ignore="true" class="hero-video w-background-video w-background-video-atom"><video autoplay loop muted playsinline data-wf-ignore="true" data-object-fit="cover"><source src="https://cdn.prod.website-files.com/${wfSite}/65a1fc2e8b1d3f0027c9a6e4_hero-bacuit-transcode.mp4" data-wf-ignore="true"></video>
  <div class="hero-video-overlay"><div class="hero-content w-container"><h1 class="hero-heading">Island time, done right.</h1><p class="hero-paragraph">Four places to stay across the Philippine archipelago, each run by people who grew up there.</p><a href="/book" class="button w-button">Check availability</a></div></div></div></section>
<section class="section-booking-bar"><div class="w-container"><div class="w-form"><form id="quick-book" name="quick-book" data-name="Quick Book" action="/book" method="get" class="booking-bar-form"><select id="hotel" name="hotel" class="booking-select w-select"><option value="el-nido">El Nido</option><option value="siargao">Siargao</option><option value="panglao">Panglao</option><option value="makati">Makati</option></select><input class="booking-input w-input" name="checkin" type="date" id="checkin"><input class="booking-input w-input" name="checkout" type="date" id="checkout"><input type="submit" value="Search" class="button w-button"></form></div></div></section>
<section class="section-resorts"><div class="w-container"><h2 class="heading-2">Our destinations</h2><div class="w-dyn-list"><div role="list" class="resort-grid w-dyn-items">
${resorts
  .map(
    (r) =>
      `<div role="listitem" class="resort-card w-dyn-item"><a href="/destinations#${r.id}" class="resort-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1fd0a${r.rooms}c1e2004f3b8a1c_${r.id}.jpg" loading="lazy" alt="${r.name}" class="resort-image"><div class="resort-meta"><h3 class="resort-name">${r.name}</h3><div class="resort-place">${r.place}</div><div class="resort-from">From ${r.from} per night</div></div></a></div>`,
  )
  .join('\n')}
</div></div></div></section>
<section class="section-why"><div class="w-container"><h2 class="heading-2">Why book direct</h2><div class="w-layout-grid why-grid"><div><h3>10% off, always</h3><p>Our best available rate, minus 10%, only on this website.</p></div><div><h3>Breakfast included</h3><p>Filipino and continental breakfast for every guest.</p></div><div><h3>Free cancellation</h3><p>Up to 72 hours before arrival on flexible rates.</p></div></div></div></section>
<section class="section-reviews"><div class="w-container"><h2 class="heading-2">What guests say</h2><div class="review"><p>&ldquo;The staff in El Nido planned our island-hopping around the tides so we always had the lagoons to ourselves.&rdquo;</p><div class="review-author">Hannah &amp; Tom, United Kingdom</div></div><div class="review"><p>&ldquo;Best surf lodge on Siargao, and the kinilaw is unreal.&rdquo;</p><div class="review-author">Kenji, Japan</div></div>
<p class="press-line">Featured in <a href="https://edition.cnn.com/travel/article/best-beaches-philippines/index.html" target="_blank">CNN Travel</a> and <a href="https://www.cntraveler.com/hotels/el-nido/lakbay-el-nido" target="_blank">Cond&eacute; Nast Traveler</a>.</p></div></section>
<section class="section-partners-strip"><div class="w-container"><div class="partners-strip-heading">Also bookable with our partners</div><div class="partners-strip"><a href="https://www.booking.com/hotel/ph/lakbay-el-nido.html" target="_blank" class="partner-logo-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1fe44a2b9c3001d6e7f01_booking-com.svg" loading="lazy" alt="Booking.com" class="partner-logo"></a><a href="https://www.agoda.com/lakbay-el-nido/hotel/palawan-ph.html" target="_blank" class="partner-logo-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1fe44a2b9c3001d6e7f02_agoda.svg" loading="lazy" alt="Agoda" class="partner-logo"></a><a href="https://www.klook.com/en-PH/hotels/detail/812345-lakbay-el-nido/" target="_blank" class="partner-logo-link w-inline-block"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1fe44a2b9c3001d6e7f03_klook.svg" loading="lazy" alt="Klook" class="partner-logo"></a><a href="/partners" class="text-link">See all partners &rarr;</a></div></div></section>`,
);

const destinations = page(
  '/destinations',
  'Destinations | Lakbay Hotels & Resorts',
  'Lakbay El Nido, Lakbay Siargao, Lakbay Panglao and Lakbay Makati: rooms, dining and how to get there.',
  `
<section class="section-page-hero"><div class="w-container"><h1 class="page-heading">Destinations</h1><p class="page-intro">From the limestone cliffs of Palawan to the business district of Makati.</p></div></section>
${resorts
  .map(
    (r) =>
      `<section id="${r.id}" class="section-destination"><div class="w-container"><div class="w-layout-grid destination-grid"><img src="https://cdn.prod.website-files.com/${wfSite}/65a1fd0a${r.rooms}c1e2004f3b8a1c_${r.id}-wide.jpg" loading="lazy" alt="${r.name}" class="destination-image"><div><h2>${r.name}</h2><div class="destination-place">${r.place}</div><p>${r.text}</p><ul role="list" class="destination-facts"><li>${r.rooms} rooms and villas</li><li>Rates from ${r.from} per night</li><li>Breakfast included on direct bookings</li></ul><a href="/book?hotel=${r.id}" class="button w-button">Book ${r.name}</a></div></div></div></section>`,
  )
  .join('\n')}
<section class="section-getting-there"><div class="w-container"><h2>Getting there</h2><p>El Nido: 1 hour flight from Manila to Lio Airport, then a 20-minute transfer. Siargao: direct flights from Manila and Cebu to Sayak Airport. Panglao: direct flights to Bohol&ndash;Panglao International Airport. Transfers can be arranged at booking.</p></div></section>`,
);

const offers = page(
  '/offers',
  'Offers | Lakbay Hotels & Resorts',
  'Seasonal packages and direct-booking offers at Lakbay resorts.',
  `
<section class="section-page-hero"><div class="w-container"><h1 class="page-heading">Offers</h1><p class="page-intro">Packages you&rsquo;ll only find on our website.</p></div></section>
<section class="section-offers"><div class="w-container"><div class="w-dyn-list"><div role="list" class="offer-grid w-dyn-items">
  <div role="listitem" class="offer-card w-dyn-item"><h3>Stay 4, Pay 3 in El Nido</h3><p>Valid June&ndash;October 2025. Includes one island-hopping tour with our experience partner Bacuit Bay Divers.</p><a href="/book?hotel=el-nido&amp;promo=STAY4" class="text-link">Book this offer</a></div>
  <div role="listitem" class="offer-card w-dyn-item"><h3>Siargao Surf Week</h3><p>Seven nights, daily surf lessons and board rental.</p><a href="/book?hotel=siargao&amp;promo=SURFWEEK" class="text-link">Book this offer</a></div>
  <div role="listitem" class="offer-card w-dyn-item"><h3>Bohol Family Escape</h3><p>Kids under 12 stay and eat free; Chocolate Hills tour included.</p><a href="/book?hotel=panglao&amp;promo=FAMILY" class="text-link">Book this offer</a></div>
  <div role="listitem" class="offer-card w-dyn-item"><h3>Makati Stopover</h3><p>Late checkout until 6 pm and airport transfer for connecting travellers.</p><a href="/book?hotel=makati&amp;promo=STOPOVER" class="text-link">Book this offer</a></div>
  <div role="listitem" class="offer-card w-dyn-item"><h3>Fly &amp; Stay with Cebu Pacific</h3><p>Bundle your flight and stay through our airline partner and save up to 20%.</p><a href="/partners" class="text-link">Learn more</a></div>
</div></div>
<p class="fine-print">Offers subject to availability. Rates in Philippine pesos, inclusive of 12% VAT and service charge.</p></div></section>`,
);

const tabLink = (id: string, label: string, active: boolean): string =>
  `<a data-w-tab="${id}" class="partners-tab-link w-inline-block w-tab-link${active ? ' w--current' : ''}" id="w-tabs-0-data-w-tab-${id}" href="#w-tabs-0-data-w-pane-${id}" role="tab" aria-controls="w-tabs-0-data-w-pane-${id}" aria-selected="${active}"${active ? '' : ' tabindex="-1"'}><div>${label}</div></a>`;
const card = (name: string, href: string, img: string, text: string): string =>
  `<div role="listitem" class="partner-card w-dyn-item"><img src="https://cdn.prod.website-files.com/${wfSite}/${img}" loading="lazy" alt="${name} logo" class="partner-card-logo"><h3 class="partner-card-name">${name}</h3><p class="partner-card-text">${text}</p><a href="${href}" target="_blank" class="partner-card-link">Visit website</a></div>`;

const partners = page(
  '/partners',
  'Partners | Lakbay Hotels & Resorts',
  'Lakbay booking partners, experience partners, airline and travel trade partners.',
  `
<section class="section-page-hero"><div class="w-container"><h1 class="page-heading">Our partners</h1><p class="page-intro">Book Lakbay wherever you plan your trips, and explore our islands with local operators we have worked with for years.</p></div></section>
<section class="section-partners"><div class="w-container">
<div data-current="Booking" data-easing="ease" data-duration-in="300" data-duration-out="100" class="partners-tabs w-tabs">
  <div class="partners-tab-menu w-tab-menu" role="tablist">
    ${tabLink('Booking', 'Online booking partners', true)}
    ${tabLink('Experiences', 'Experience partners', false)}
    ${tabLink('Trade', 'Airline &amp; travel trade', false)}
  </div>
  <div class="w-tab-content">
    <div data-w-tab="Booking" class="w-tab-pane w--tab-active" id="w-tabs-0-data-w-pane-Booking" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-Booking">
      <p>All four properties can be booked on these online travel agencies. For the lowest rate and free breakfast, book direct.</p>
      <div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
        ${card('Booking.com', 'https://www.booking.com/', '65a1fe44a2b9c3001d6e7f01_booking-com.svg', 'Preferred Partner Plus at El Nido and Panglao.')}
        ${card('Agoda', 'https://www.agoda.com/', '65a1fe44a2b9c3001d6e7f02_agoda.svg', 'Agoda Preferred program, all properties.')}
        ${card('Expedia', 'https://www.expedia.com/', '65a1fe44a2b9c3001d6e7f04_expedia.svg', 'Also on Hotels.com and Vrbo through Expedia Group.')}
        ${card('Klook', 'https://www.klook.com/', '65a1fe44a2b9c3001d6e7f03_klook.svg', 'Hotel and activity bundles for travellers from Asia.')}
        ${card('Traveloka', 'https://www.traveloka.com/en-ph', '65a1fe44a2b9c3001d6e7f05_traveloka.svg', 'Flight + hotel packages across Southeast Asia.')}
        ${card('Trip.com', 'https://www.trip.com/', '65a1fe44a2b9c3001d6e7f06_trip-com.svg', 'Partner for travellers from China, Korea and Japan.')}
      </div></div>
    </div>
    <div data-w-tab="Experiences" class="w-tab-pane" id="w-tabs-0-data-w-pane-Experiences" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-Experiences">
      <p>Locally owned operators who run our guests&rsquo; tours, dives and lessons.</p>
      <div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
        ${card('Bacuit Bay Divers', 'https://www.bacuitbaydivers.com/', '65a1ff0b3c4d5e0012a9b801_bacuit-divers.png', 'PADI 5-star dive centre operating from our El Nido jetty.')}
        ${card('Cloud 9 Surf School', 'https://cloud9surfschool.ph/', '65a1ff0b3c4d5e0012a9b802_cloud9-surf.png', 'Surf lessons for every level at Lakbay Siargao.')}
        ${card('Loboc River Kayak Tours', 'https://www.lobocriverkayaks.com/', '65a1ff0b3c4d5e0012a9b803_loboc-kayaks.png', 'Sunrise paddles and firefly tours in Bohol.')}
        ${card('Palawan Island Hoppers', 'https://palawanislandhoppers.com/', '65a1ff0b3c4d5e0012a9b804_island-hoppers.png', 'Private bangka tours A&ndash;D in Bacuit Bay.')}
      </div></div>
      <p>Conservation partner: guests at Lakbay Panglao can visit the sanctuary of our partner, the <a href="https://www.tarsierfoundation.org/" target="_blank">Philippine Tarsier Foundation</a>, and 1% of every Bohol booking supports its work.</p>
    </div>
    <div data-w-tab="Trade" class="w-tab-pane" id="w-tabs-0-data-w-pane-Trade" role="tabpanel" aria-labelledby="w-tabs-0-data-w-tab-Trade">
      <p>Our official airline partner is <a href="https://www.cebupacificair.com/" target="_blank">Cebu Pacific</a>, with Fly &amp; Stay packages to El Nido, Siargao and Bohol.</p>
      <p>Travel agents and tour operators can book net rates through our trade partners <a href="https://www.rajahtravel.com/" target="_blank">Rajah Travel Corporation</a> (Philippines) and <a href="https://www.hotelbeds.com/" target="_blank">Hotelbeds</a> (worldwide). Groups and MICE enquiries: <a href="mailto:sales@lakbayhotels.com.ph">sales@lakbayhotels.com.ph</a>.</p>
    </div>
  </div>
</div>
</div></section>
<section class="section-partner-cta"><div class="w-container"><h2>Become a partner</h2><p>Tour operators, wellness practitioners and travel agents: we&rsquo;d love to hear from you.</p><div class="w-form"><form id="partner-form" name="partner-form" data-name="Partner Form" method="get" class="partner-form"><label for="pf-name">Company</label><input class="w-input" maxlength="256" name="company" data-name="Company" type="text" id="pf-name" required><label for="pf-email">Email</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="pf-email" required><label for="pf-msg">Tell us about your business</label><textarea id="pf-msg" name="message" maxlength="5000" data-name="Message" class="w-input"></textarea><input type="submit" data-wait="Please wait..." class="button w-button" value="Send"></form><div class="w-form-done"><div>Salamat! We&rsquo;ll be in touch.</div></div><div class="w-form-fail"><div>Oops! Something went wrong.</div></div></div></div></section>`,
);

const about = page(
  '/about',
  'Our Story | Lakbay Hotels & Resorts',
  'Lakbay Hospitality Group was founded in 2009 by the Santos-Reyes family with a single guesthouse in El Nido.',
  `
<section class="section-page-hero"><div class="w-container"><h1 class="page-heading">Our story</h1><p class="page-intro">It started with six rooms and a bangka.</p></div></section>
<section class="section-story"><div class="w-container"><div class="rich-text w-richtext">
<p>In 2009 Marites and Ramon Santos-Reyes opened a six-room guesthouse on the beach in Corong-Corong, El Nido. Ramon ran the island tours in the family bangka; Marites cooked. Fifteen years later Lakbay (&ldquo;journey&rdquo; in Filipino) runs four properties with 300 rooms and 540 team members, 87% hired from the communities around our resorts.</p>
<h2>Sustainability</h2>
<p>All our island resorts run on at least 60% solar power, treat their own wastewater and have eliminated single-use plastic. Lakbay El Nido and Lakbay Panglao are Green Globe certified, and every property is accredited by the Department of Tourism.</p>
<h2>Awards</h2>
<ul role="list"><li>Tripadvisor Travelers&rsquo; Choice 2022&ndash;2024 (El Nido, Siargao)</li><li>Cond&eacute; Nast Traveler Readers&rsquo; Choice Awards 2024, Top Resorts in Asia</li><li>ASEAN Green Hotel Award 2024 (Lakbay Panglao)</li></ul>
<h2>Investors</h2>
<p>In 2022 Lakbay welcomed a minority investment from <a href="https://www.ayalaland.com.ph/" target="_blank">Ayala Land</a>&rsquo;s hospitality arm to fund our expansion to Siargao and Bohol.</p>
</div></div></section>`,
);

const book = page(
  '/book',
  'Book Direct | Lakbay Hotels & Resorts',
  'Book direct at Lakbay Hotels & Resorts for our best rate, free breakfast and flexible cancellation.',
  `
<section class="section-page-hero"><div class="w-container"><h1 class="page-heading">Book direct</h1><p class="page-intro">Best rate guaranteed. Found it cheaper elsewhere? We&rsquo;ll match it and add a free dinner.</p></div></section>
<section class="section-booking"><div class="w-container">
<div class="booking-embed w-embed w-script">
<div id="siteminder-widget" data-channel-code="lakbayelnidodirect" data-property="LKBYELN"></div>
<script src="https://widget.siteminder.com/ibe.min.js" type="text/javascript"></script>
</div>
<div class="w-layout-grid booking-help"><div><h3>Need help?</h3><p>Our reservations team is available 7 am &ndash; 10 pm Manila time at <a href="tel:+63285550172">+63 2 8555 0172</a>, by <a href="https://wa.me/639175550172" target="_blank">WhatsApp</a> or on <a href="https://m.me/lakbayhotels" target="_blank">Messenger</a>.</p></div><div><h3>Payment</h3><p>We accept Visa, Mastercard, JCB, GCash and Maya. Your card is charged at check-in.</p></div></div>
</div></section>`,
);

const careers = page(
  '/careers',
  'Careers | Lakbay Hotels & Resorts',
  'Work at Lakbay Hotels & Resorts: openings in El Nido, Siargao, Panglao and Makati.',
  `
<section class="section-page-hero"><div class="w-container"><h1 class="page-heading">Careers</h1><p class="page-intro">Join a team that treats guests like family &mdash; and each other, too.</p></div></section>
<section class="section-careers"><div class="w-container"><div class="rich-text w-richtext">
<h2>Why Lakbay</h2><ul role="list"><li>Above-minimum wages and 100% of service charge shared with staff</li><li>Free staff housing at island properties</li><li>HMO coverage from day one</li><li>Lakbay Academy: paid training in culinary, diving and management</li></ul>
<h2>Open positions</h2>
<ul role="list"><li>Front Office Supervisor &mdash; Lakbay Siargao</li><li>Sous Chef &mdash; Lakbay El Nido</li><li>Revenue Manager &mdash; Head Office, Makati</li><li>Dive Instructor (PADI) &mdash; Lakbay El Nido</li></ul>
<p>Apply on <a href="https://www.kalibrr.com/c/lakbay-hospitality/jobs" target="_blank">Kalibrr</a> or <a href="https://ph.jobstreet.com/companies/lakbay-hospitality-group" target="_blank">JobStreet</a>, or email <a href="mailto:careers@lakbayhotels.com.ph">careers@lakbayhotels.com.ph</a>.</p>
</div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'www.lakbayhotels.com.ph',
  otherDomains: ['lakbayelnido.com'],
  covers:
    'Philippine resort group on Webflow: OTA booking partners in a home-page logo strip and in the first of three Webflow tabs (CMS cards), experience partners and a conservation partner in the second tab, airline and trade partners as prose in the third; negatives are Tripadvisor/DOT/Green Globe badges, CNN and Condé Nast press, an investor link, a web-agency credit, Kalibrr/JobStreet job links, WhatsApp/Messenger, the resort’s own domain and socials.',
  pages: {
    '/': { headers, html: home },
    '/destinations': { headers, html: destinations },
    '/offers': { headers, html: offers },
    '/partners': { headers, html: partners },
    '/about': { headers, html: about },
    '/our-story': { status: 301, redirect: '/about' },
    '/book': { headers, html: book },
    '/careers': { headers, html: careers },
  },
  sitemap: ['/', '/destinations', '/offers', '/partners', '/about', '/book', '/careers'],
  technologies: [
    'cloudflare',
    'facebook-pixel',
    'google-font-api',
    'google-hosted-libraries',
    'google-tag-manager',
    'hsts',
    'jquery',
    'open-graph',
    'siteminder',
    'webflow',
  ],
  partners: {
    'booking.com': 'channel',
    'agoda.com': 'channel',
    'expedia.com': 'channel',
    'klook.com': 'channel',
    'traveloka.com': 'channel',
    'trip.com': 'channel',
    'bacuitbaydivers.com': 'generic',
    'cloud9surfschool.ph': 'generic',
    'lobocriverkayaks.com': 'generic',
    'palawanislandhoppers.com': 'generic',
    'tarsierfoundation.org': 'generic',
    'cebupacificair.com': 'channel',
    'rajahtravel.com': 'channel',
    'hotelbeds.com': 'channel',
  },
};
