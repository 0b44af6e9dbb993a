import type { CorpusSite } from '../corpus/types.js';

/** Indonesian boutique hotel group (Bali, Lombok, Yogyakarta, Labuan Bajo) on Next.js pages router hosted on Vercel, English with Indonesian touches. */

const BUILD = 'Xk2J9fL3mQ7pR1sT5vW8y';

const nextHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'sin1::iad1::8kq2r-1709712345678-3f9a1c2b7d4e',
  'x-vercel-cache': 'MISS',
  'strict-transport-security': 'max-age=63072000',
};

const hotels = [
  {
    slug: 'segara-ubud',
    name: 'Segara Ubud',
    place: 'Ubud, Bali',
    rooms: 38,
    blurb: 'Rice-terrace villas above the Wos river, ten minutes from Ubud market.',
  },
  {
    slug: 'segara-canggu',
    name: 'Segara Canggu',
    place: 'Canggu, Bali',
    rooms: 52,
    blurb: 'Surf-side suites and a rooftop pool facing Batu Bolong beach.',
  },
  {
    slug: 'segara-senggigi',
    name: 'Segara Senggigi',
    place: 'Senggigi, Lombok',
    rooms: 44,
    blurb: 'Beachfront bungalows with boat transfers to the Gili islands.',
  },
  {
    slug: 'segara-prawirotaman',
    name: 'Segara Prawirotaman',
    place: 'Yogyakarta, Java',
    rooms: 30,
    blurb: 'Javanese joglo house hotel, a short ride from the Kraton and Borobudur.',
  },
  {
    slug: 'segara-labuan-bajo',
    name: 'Segara Labuan Bajo',
    place: 'Labuan Bajo, Flores',
    rooms: 26,
    blurb: 'Hillside rooms over the harbour — the gateway to Komodo National Park.',
  },
];

const img = (path: string, w = 1080) => `/_next/image?url=%2Fimages%2F${encodeURIComponent(path)}&amp;w=${w}&amp;q=75`;

const nav = (current: string) =>
  `<header class="Header_header__p3Kx9"><div class="Header_inner__Zt81a"><a class="Header_logo__W2nQe" href="/"><img alt="Segara Hotels &amp; Resorts" loading="eager" width="168" height="40" decoding="async" data-nimg="1" src="/logo-segara.svg"/></a><nav class="Header_nav__b7YtQ" aria-label="Main">${[
    ['/hotels', 'Hotels'],
    ['/offers', 'Offers'],
    ['/meetings-events', 'Meetings &amp; Events'],
    ['/travel-partners', 'Travel Partners'],
    ['/about', 'About'],
    ['/press', 'Press'],
    ['/contact', 'Contact'],
  ]
    .map(([href, label]) => `<a class="Header_link__mR3vP${href === current ? ' Header_active__k9Lq2' : ''}" href="${href}">${label}</a>`)
    .join(
      '',
    )}</nav><div class="Header_actions__e4TyU"><button type="button" class="LangSwitch_button__aQ2x1" aria-label="Language">EN · ID</button><a class="Button_primary__h2Lk8" href="https://book.segarahotels.com/?lang=en">Book Direct</a></div></div></header>`;

const footer = `<footer class="Footer_footer__Vn2aK"><div class="Footer_grid__q1TzR"><div><img alt="Segara Hotels &amp; Resorts" loading="lazy" width="140" height="34" decoding="async" data-nimg="1" src="/logo-segara-white.svg"/><p class="Footer_text__P0c3s">PT Segara Nusantara Hospitality<br/>Jl. Raya Sanggingan No. 88, Ubud, Gianyar, Bali 80571, Indonesia</p></div><div><h4 class="Footer_heading__d8Hw1">Hotels</h4><ul class="Footer_list__M2fTg">${hotels.map((h) => `<li><a href="/hotels/${h.slug}">${h.name}</a></li>`).join('')}</ul></div><div><h4 class="Footer_heading__d8Hw1">Company</h4><ul class="Footer_list__M2fTg"><li><a href="/about">About us</a></li><li><a href="/careers">Careers</a></li><li><a href="/travel-partners">Travel trade</a></li><li><a href="https://www.segaraspa.com">Segara Spa</a></li><li><a href="/privacy">Privacy policy</a></li></ul></div><div><h4 class="Footer_heading__d8Hw1">Stay in touch</h4><form class="Footer_newsletter__Gk4n0" action="/api/newsletter" method="post"><label for="nl-email" class="sr-only">Email</label><input id="nl-email" type="email" name="email" placeholder="Your email" required=""/><button type="submit">Subscribe</button></form><div class="Footer_social__T4xWc"><a href="https://www.instagram.com/segarahotels" aria-label="Instagram">Instagram</a><a href="https://www.facebook.com/segarahotels" aria-label="Facebook">Facebook</a><a href="https://www.tiktok.com/@segarahotels" aria-label="TikTok">TikTok</a><a href="https://www.linkedin.com/company/segara-hotels" aria-label="LinkedIn">LinkedIn</a></div></div></div><div class="Footer_bottom__U8yq3"><div class="Footer_payments__N1mZs" aria-label="We accept"><img alt="Visa" src="/payments/visa.svg" width="38" height="24"/><img alt="Mastercard" src="/payments/mastercard.svg" width="38" height="24"/><img alt="JCB" src="/payments/jcb.svg" width="38" height="24"/><img alt="QRIS" src="/payments/qris.svg" width="38" height="24"/></div><p>© 2024 Segara Hotels &amp; Resorts. All rights reserved.</p></div></footer><div class="CookieBanner_banner__c7Xw2" role="dialog" aria-live="polite" hidden=""><p>We use cookies to personalise content and to analyse our traffic. See our <a href="/privacy">privacy policy</a>.</p><button type="button">Accept all</button><button type="button">Necessary only</button></div>`;

const doc = (route: string, path: string, title: string, description: string, main: string, pageProps: unknown, chunk: string) => ({
  headers: nextHeaders,
  html: `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://segarahotels.com/og/segara-default.jpg"/><meta property="og:url" content="https://segarahotels.com${path}"/><link rel="canonical" href="https://segarahotels.com${path}"/><link rel="alternate" hrefLang="id" href="https://segarahotels.com/id${path === '/' ? '' : path}"/><link rel="icon" href="/favicon.ico"/><meta name="next-head-count" content="11"/><link rel="preload" href="/_next/static/media/c9a5bc6a7c948fb0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/8f1e2d3c4b5a6978.css" as="style"/><link rel="stylesheet" href="/_next/static/css/8f1e2d3c4b5a6978.css" data-n-g=""/><link rel="preload" href="/_next/static/css/${chunk}.css" as="style"/><link rel="stylesheet" href="/_next/static/css/${chunk}.css" data-n-p=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-f11614d8aa7ee555.js" defer=""></script><script src="/_next/static/chunks/pages/_app-9d2f1e6a3b4c5d7e.js" defer=""></script><script src="/_next/static/chunks/pages${route === '/' ? '/index' : route}-${chunk}.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7P2XQ" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><noscript><img height="1" width="1" style="display:none" alt="" src="https://www.facebook.com/tr?id=718204936512847&amp;ev=PageView&amp;noscript=1"/></noscript><div id="__next">${nav(path)}<main class="Layout_main__x2Pq4">${main}</main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps, __N_SSP: true }, page: route, query: {}, buildId: BUILD, isFallback: false, gssp: true, locale: 'en', locales: ['en', 'id'], defaultLocale: 'en', scriptLoader: [] })}</script></body></html>`,
});

const home = `<section class="Hero_hero__Qm3d1"><img alt="Infinity pool at Segara Ubud overlooking the rice terraces" fetchpriority="high" width="1920" height="1080" decoding="async" data-nimg="1" class="Hero_image__k1Zp2" src="${img('home/hero-ubud.jpg', 1920)}"/><div class="Hero_content__H2fWw"><p class="Hero_kicker__b2LmN">Selamat datang</p><h1 class="Hero_title__u8Nc3">Five islands. One way of welcoming you.</h1><p class="Hero_text__s8Wq0">Boutique hotels in Bali, Lombok, Java and Flores, run by people from the villages around them.</p><a class="Button_primary__h2Lk8" href="/hotels">Explore our hotels</a></div></section>
<section class="Section_section__t5Gm1"><h2 class="Section_title__R4pVx">Our hotels</h2><div class="HotelGrid_grid__L0sFq">${hotels.map((h) => `<article class="HotelCard_card__Jm2dE"><a href="/hotels/${h.slug}"><img alt="${h.name}" loading="lazy" width="640" height="420" decoding="async" data-nimg="1" src="${img(`hotels/${h.slug}.jpg`, 640)}"/><h3>${h.name}</h3><p class="HotelCard_place__K3vY1">${h.place}</p><p>${h.blurb}</p></a></article>`).join('')}</div></section>
<section class="Section_section__t5Gm1 Section_sand__o1Tq8"><h2 class="Section_title__R4pVx">Recognised for how we host</h2><ul class="Awards_list__X3nBq"><li><img alt="Tripadvisor Travellers' Choice 2024" loading="lazy" width="120" height="120" src="/awards/tripadvisor-tc-2024.png"/><a href="https://www.tripadvisor.com/Hotel_Review-g297701-d12345678-Reviews-Segara_Ubud-Ubud_Gianyar_Regency_Bali.html">Travellers' Choice 2024 — Segara Ubud</a></li><li><img alt="Green Globe Certified" loading="lazy" width="120" height="120" src="/awards/green-globe.png"/><a href="https://www.greenglobe.com/">Green Globe certified since 2021</a></li><li><img alt="Condé Nast Traveller Gold List" loading="lazy" width="120" height="120" src="/awards/cnt-gold-list.png"/>Condé Nast Traveller Gold List 2023</li></ul></section>
<section class="Section_section__t5Gm1"><h2 class="Section_title__R4pVx">Guests say</h2><div class="Testimonials_row__Mb7Kc"><blockquote>"Wayan and the team at Segara Senggigi made our honeymoon. The sunset boat was unforgettable." <cite>— Emma &amp; Luca, Milan</cite></blockquote><blockquote>"The joglo in Yogyakarta is a living museum — and the breakfast gudeg is worth the flight." <cite>— Hiroshi T., Osaka</cite></blockquote></div></section>
<section class="Section_section__t5Gm1"><div class="Split_split__aV1pQ"><div><h2>Travel professionals</h2><p>We work with tour operators, DMCs and online travel partners in more than twenty countries. Find our partners or join the programme on our <a href="/travel-partners">travel partners page</a>.</p></div><div><h2>Book direct, get more</h2><p>Best rate guaranteed, free airport pick-up on stays of three nights or more, and a spa credit at <a href="https://www.segaraspa.com">Segara Spa</a>.</p></div></div></section>`;

const homeProps = { hotels: hotels.map(({ slug, name, place }) => ({ slug, name, place })), hero: { image: '/images/home/hero-ubud.jpg' } };

const about = `<section class="PageHeader_header__Ee5kL"><h1>About Segara</h1><p>Segara means "sea" in Balinese and Indonesian — the thing that connects every island we work on.</p></section>
<section class="Prose_prose__n7Zw1"><p>Segara Hotels &amp; Resorts was founded in 2009 by Made Suarjana and Ketut Ayu Lestari with a single eight-room guesthouse in Ubud. Today we run five hotels and 190 rooms across Bali, Lombok, Java and Flores, and employ 420 people — more than 80% of them from the villages around our hotels.</p><h2>How we run our hotels</h2><ul><li><strong>Local first.</strong> We hire and train locally, buy from local farmers and fishers, and work with local guides and drivers.</li><li><strong>Tri Hita Karana.</strong> The Balinese philosophy of harmony between people, nature and the spiritual guides how we build and operate.</li><li><strong>Less plastic.</strong> Refill stations in every room, glass bottles from our own water plant, and beach clean-ups every month.</li></ul><h2>Leadership</h2><p>Made Suarjana (Founder &amp; CEO), Ketut Ayu Lestari (Co-founder, Director of Operations), Daniel Hartono (CFO), Ni Luh Sari (Director of Sales &amp; Partnerships).</p></section>`;

const hotelsPage = `<section class="PageHeader_header__Ee5kL"><h1>Our Hotels</h1><p>From rice terraces to Komodo dragons — choose your island.</p></section>
<section class="Section_section__t5Gm1"><div class="HotelList_list__c0Wn3">${hotels.map((h) => `<article class="HotelRow_row__Fw8s2"><img alt="${h.name}" loading="lazy" width="800" height="520" decoding="async" data-nimg="1" src="${img(`hotels/${h.slug}.jpg`, 828)}"/><div><h2>${h.name}</h2><p class="HotelRow_place__Mx2Qa">${h.place} · ${h.rooms} rooms</p><p>${h.blurb}</p><a class="Button_secondary__Tz5k1" href="/hotels/${h.slug}">Discover</a> <a class="Button_primary__h2Lk8" href="https://book.segarahotels.com/?hotel=${h.slug}">Book</a></div></article>`).join('')}</div></section>`;

const ubud = `<section class="PageHeader_header__Ee5kL"><h1>Segara Ubud</h1><p>Jl. Raya Sanggingan No. 88, Ubud · 38 villas and suites</p></section>
<section class="Prose_prose__n7Zw1"><p>Our first hotel sits on the ridge above the Wos river, surrounded by working rice fields. Every villa has a private plunge pool; the restaurant, Warung Sawah, cooks with vegetables from our own garden.</p><h2>Experiences</h2><ul><li>Sunrise walk through the Campuhan ridge with our resident guide</li><li>Balinese cooking class with our experience partner Sawah Cooking Academy</li><li>Blessing ceremony at the village temple (by arrangement)</li></ul><h2>Getting here</h2><p>75 minutes from Ngurah Rai International Airport. Private transfers by our transport partner Dewata Transport.</p><iframe title="Map of Segara Ubud" src="https://www.openstreetmap.org/export/embed.html?bbox=115.2460%2C-8.4990%2C115.2560%2C-8.4890&amp;layer=mapnik" width="600" height="360" loading="lazy"></iframe></section>`;

const offers = `<section class="PageHeader_header__Ee5kL"><h1>Offers</h1></section>
<section class="Section_section__t5Gm1"><div class="OfferGrid_grid__p5Nc2"><article class="OfferCard_card__w4Qe7"><h2>Stay 4, Pay 3</h2><p>Across all hotels until 30 June 2024. Includes daily breakfast and airport transfer.</p><a class="Button_primary__h2Lk8" href="https://book.segarahotels.com/?promo=STAY4PAY3">Book this offer</a></article><article class="OfferCard_card__w4Qe7"><h2>Island Hopper</h2><p>Seven nights across Ubud, Senggigi and Labuan Bajo with domestic flights and fast-boat transfers.</p><a class="Button_primary__h2Lk8" href="https://book.segarahotels.com/?promo=HOPPER">Book this offer</a></article><article class="OfferCard_card__w4Qe7"><h2>Komodo Liveaboard Add-on</h2><p>Two nights on a phinisi boat with our partner Flores Phinisi Cruises, from Segara Labuan Bajo.</p><a class="Button_secondary__Tz5k1" href="/contact">Enquire</a></article></div></section>`;

type Partner = { name: string; city: string; country: string; type: string; website: string | null; markets?: string[] };

const tourOperators: Partner[] = [
  {
    name: 'Nusantara Journeys',
    city: 'Jakarta',
    country: 'Indonesia',
    type: 'DMC',
    website: 'https://www.nusantarajourneys.co.id',
    markets: ['ID', 'MY', 'SG'],
  },
  {
    name: 'Bali Horizon Tours',
    city: 'Denpasar',
    country: 'Indonesia',
    type: 'DMC',
    website: 'https://balihorizontours.com',
    markets: ['Worldwide'],
  },
  {
    name: 'Rijsttafel Reizen',
    city: 'Utrecht',
    country: 'Netherlands',
    type: 'Tour operator',
    website: 'https://www.rijsttafelreizen.nl',
    markets: ['NL', 'BE'],
  },
  {
    name: 'Inselwelt Reisen GmbH',
    city: 'Hamburg',
    country: 'Germany',
    type: 'Tour operator',
    website: 'https://www.inselwelt-reisen.de',
    markets: ['DE', 'AT', 'CH'],
  },
  {
    name: 'Koala Escapes',
    city: 'Sydney',
    country: 'Australia',
    type: 'Tour operator',
    website: 'https://koalaescapes.com.au',
    markets: ['AU', 'NZ'],
  },
  {
    name: 'Tabibito Travel',
    city: 'Osaka',
    country: 'Japan',
    type: 'Tour operator',
    website: 'https://www.tabibito-travel.jp',
    markets: ['JP'],
  },
  {
    name: 'Lion City Holidays',
    city: 'Singapore',
    country: 'Singapore',
    type: 'Travel agency',
    website: 'https://www.lioncityholidays.sg',
    markets: ['SG'],
  },
  { name: 'Kiwi Wander', city: 'Auckland', country: 'New Zealand', type: 'Travel agency', website: null, markets: ['NZ'] },
  {
    name: 'Maison du Voyage Indonésie',
    city: 'Paris',
    country: 'France',
    type: 'Tour operator',
    website: 'https://www.maisonduvoyage-indonesie.fr',
    markets: ['FR'],
  },
  {
    name: 'Seoul Sunset Tours',
    city: 'Seoul',
    country: 'South Korea',
    type: 'Tour operator',
    website: 'https://seoulsunsettours.co.kr',
    markets: ['KR'],
  },
  {
    name: 'Garuda Trails',
    city: 'Mumbai',
    country: 'India',
    type: 'Tour operator',
    website: 'https://www.garudatrails.in',
    markets: ['IN'],
  },
];

const experiencePartners: Partner[] = [
  { name: 'Sawah Cooking Academy', city: 'Ubud', country: 'Indonesia', type: 'Experience', website: 'https://www.sawahcooking.com' },
  { name: 'Gili Manta Divers', city: 'Gili Trawangan', country: 'Indonesia', type: 'Experience', website: 'https://gilimantadivers.com' },
  {
    name: 'Flores Phinisi Cruises',
    city: 'Labuan Bajo',
    country: 'Indonesia',
    type: 'Experience',
    website: 'https://www.floresphinisi.co.id',
  },
  { name: 'Dewata Transport', city: 'Denpasar', country: 'Indonesia', type: 'Transport', website: 'https://dewatatransport.co.id' },
];

const VISIBLE = 6;

const host = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/.*$/, '');

const partnerCard = (p: Partner) =>
  `<li class="PartnerCard_card__u3Kd8"><div class="PartnerCard_type__Wq1z0">${p.type}</div><h3 class="PartnerCard_name__s9Hb4">${p.name}</h3><p class="PartnerCard_city__G7yN2">${p.city}, ${p.country}</p>${p.website ? `<a class="PartnerCard_link__D1cV5" href="${p.website}" target="_blank" rel="noopener noreferrer">${host(p.website)} ↗</a>` : ''}</li>`;

const travelPartners = `<section class="PageHeader_header__Ee5kL"><h1>Travel Partners</h1><p>Sell Segara with confidence: net rates, allotments, fam trips and a dedicated trade team in Bali.</p></section>
<section class="Section_section__t5Gm1"><h2 class="Section_title__R4pVx">Tour operators &amp; DMCs</h2><p>Book Segara packages through our trade partners in your market.</p><div class="PartnerFilter_filter__r8Kq2"><label for="market">Market</label><select id="market" name="market"><option>All markets</option><option>Asia</option><option>Europe</option><option>Oceania</option></select></div><ul class="PartnerGrid_grid__Bc4m9">${tourOperators.slice(0, VISIBLE).map(partnerCard).join('')}</ul><button type="button" class="Button_secondary__Tz5k1 PartnerGrid_more__m2Wc7">Show all ${tourOperators.length} partners</button></section>
<section class="Section_section__t5Gm1 Section_sand__o1Tq8"><h2 class="Section_title__R4pVx">Online travel partners</h2><p>You can also find our hotels on these platforms. For the best rate and perks, book direct.</p><ul class="OtaRow_row__Yk3s0"><li><a href="https://www.booking.com/hotel/id/segara-ubud.html" target="_blank" rel="noopener noreferrer"><img alt="Booking.com" loading="lazy" width="140" height="32" src="/partners/booking-com.svg"/></a></li><li><a href="https://www.agoda.com/segara-ubud/hotel/bali-id.html" target="_blank" rel="noopener noreferrer"><img alt="Agoda" loading="lazy" width="110" height="32" src="/partners/agoda.svg"/></a></li></ul></section>
<section class="Section_section__t5Gm1"><h2 class="Section_title__R4pVx">Experience &amp; transport partners</h2><p>Local businesses we trust with our guests' days out.</p><ul class="PartnerGrid_grid__Bc4m9">${experiencePartners.map(partnerCard).join('')}</ul></section>
<section class="Section_section__t5Gm1"><div class="Split_split__aV1pQ"><div><h2>Become a trade partner</h2><p>Tour operators, DMCs and travel agencies can apply for net rates and access to our trade portal at <a href="https://trade.segarahotels.com">trade.segarahotels.com</a>.</p></div><div><h2>Sales team</h2><p>Ni Luh Sari, Director of Sales &amp; Partnerships — <a href="mailto:trade@segarahotels.com">trade@segarahotels.com</a>, +62 361 975 220</p></div></div></section>`;

const travelProps = {
  intro: 'Sell Segara with confidence: net rates, allotments, fam trips and a dedicated trade team in Bali.',
  tourOperators,
  otaPartners: [
    { name: 'Booking.com', url: 'https://www.booking.com/hotel/id/segara-ubud.html' },
    { name: 'Agoda', url: 'https://www.agoda.com/segara-ubud/hotel/bali-id.html' },
  ],
  experiencePartners,
  visibleCount: VISIBLE,
  tradePortal: 'https://trade.segarahotels.com',
};

const meetings = `<section class="PageHeader_header__Ee5kL"><h1>Meetings &amp; Events</h1><p>Retreats, incentives and weddings for 10 to 180 guests.</p></section>
<section class="Prose_prose__n7Zw1"><p>Our event team plans everything from a board retreat in a Yogyakarta joglo to a beach wedding in Lombok. Each hotel has a meeting pavilion with natural light, and our transport and experience partners handle group logistics.</p><h2>Venues</h2><table><thead><tr><th>Hotel</th><th>Largest room</th><th>Theatre</th><th>Banquet</th></tr></thead><tbody><tr><td>Segara Ubud</td><td>Bale Agung</td><td>120</td><td>90</td></tr><tr><td>Segara Canggu</td><td>Rooftop</td><td>180</td><td>140</td></tr><tr><td>Segara Prawirotaman</td><td>Pendopo</td><td>80</td><td>60</td></tr></tbody></table><h2>Recent events</h2><p>Leadership offsite for <a href="https://www.banknusaraya.co.id">Bank Nusa Raya</a> (2023), incentive trip for Tanaka Electronics Asia (2023), and the annual retreat of the Asia-Pacific Boutique Hotel Forum.</p><p><a class="Button_primary__h2Lk8" href="/contact?topic=events">Request a proposal</a></p></section>`;

const press = `<section class="PageHeader_header__Ee5kL"><h1>Press &amp; Awards</h1></section>
<section class="Section_section__t5Gm1"><h2 class="Section_title__R4pVx">In the press</h2><ul class="PressList_list__Hn2Qa"><li><a href="https://www.cntraveller.com/gallery/best-hotels-in-bali" target="_blank" rel="noopener noreferrer">Condé Nast Traveller — The best hotels in Bali (2023)</a></li><li><a href="https://www.travelandleisure.com/bali-boutique-hotels-7654321" target="_blank" rel="noopener noreferrer">Travel + Leisure — Bali's boutique hotels with a conscience</a></li><li><a href="https://www.thejakartapost.com/life/2023/08/14/local-first-hospitality.html" target="_blank" rel="noopener noreferrer">The Jakarta Post — Local-first hospitality</a></li></ul><h2 class="Section_title__R4pVx">Awards &amp; certifications</h2><ul class="PressList_list__Hn2Qa"><li>Tripadvisor Travellers' Choice 2022, 2023, 2024 — Segara Ubud, Segara Senggigi</li><li>Green Globe certified — all hotels since 2021 (<a href="https://www.greenglobe.com/">greenglobe.com</a>)</li><li>CHSE certified by the Ministry of Tourism and Creative Economy</li></ul><h2 class="Section_title__R4pVx">Media contact</h2><p>Press kit and high-resolution images: <a href="mailto:press@segarahotels.com">press@segarahotels.com</a></p></section>`;

const careers = `<section class="PageHeader_header__Ee5kL"><h1>Careers · Karier</h1><p>Join 420 people who host guests the Segara way.</p></section>
<section class="Prose_prose__n7Zw1"><h2>Open positions</h2><ul><li>Front Office Supervisor — Segara Canggu</li><li>Sous Chef — Segara Labuan Bajo</li><li>Sales Executive, Travel Trade — Head Office, Ubud</li><li>Dive &amp; Activities Coordinator — Segara Senggigi</li></ul><p>All vacancies are posted on <a href="https://www.jobstreet.co.id/id/companies/segara-hotels-resorts" target="_blank" rel="noopener noreferrer">JobStreet</a> and our <a href="https://www.linkedin.com/company/segara-hotels/jobs" target="_blank" rel="noopener noreferrer">LinkedIn page</a>. Prefer email? Send your CV to <a href="mailto:karier@segarahotels.com">karier@segarahotels.com</a>.</p><h2>Segara Academy</h2><p>Every year we train 40 young people from our villages in a six-month hospitality programme with a guaranteed job offer at the end.</p></section>`;

const contact = `<section class="PageHeader_header__Ee5kL"><h1>Contact us</h1></section>
<section class="Section_section__t5Gm1"><div class="Split_split__aV1pQ"><div><h2>Reservations</h2><p>+62 361 975 200 · <a href="mailto:stay@segarahotels.com">stay@segarahotels.com</a><br/>WhatsApp: +62 811 3900 200</p><h2>Head office</h2><p>PT Segara Nusantara Hospitality<br/>Jl. Raya Sanggingan No. 88, Ubud, Gianyar, Bali 80571</p><h2>Travel trade</h2><p><a href="mailto:trade@segarahotels.com">trade@segarahotels.com</a> · <a href="/travel-partners">Travel partners</a></p></div><form class="ContactForm_form__p2Xs1" action="/api/contact" method="post"><label for="c-name">Name</label><input id="c-name" name="name" required=""/><label for="c-email">Email</label><input id="c-email" type="email" name="email" required=""/><label for="c-topic">Topic</label><select id="c-topic" name="topic"><option>Reservation</option><option>Events</option><option>Travel trade</option><option>Other</option></select><label for="c-msg">Message</label><textarea id="c-msg" name="message" rows="6"></textarea><button type="submit" class="Button_primary__h2Lk8">Send</button></form></div></section>`;

export const site: CorpusSite = {
  domain: 'segarahotels.com',
  otherDomains: ['segaraspa.com'],
  covers:
    'Next.js (pages router, Vercel) hotel group (en): tour operators as cards where only the first six are rendered and the rest (one without website) exist only in __NEXT_DATA__ JSON, OTA logos linking to hotel listings, experience and transport partners as cards; awards, certifier, press articles, corporate event clients, job board, social and payment logos, own spa brand and booking/trade subdomains as negatives',
  pages: {
    '/': doc(
      '/',
      '/',
      'Segara Hotels & Resorts — Boutique hotels in Bali, Lombok, Java & Flores',
      'Boutique hotels run by local people in Bali, Lombok, Yogyakarta and Labuan Bajo.',
      home,
      homeProps,
      '4c1d9e7a2b3f5a60',
    ),
    '/about': doc(
      '/about',
      '/about',
      'About Segara | Segara Hotels & Resorts',
      'Our story and how we run our hotels.',
      about,
      { section: 'about' },
      '7a2e4c9b1d3f5e80',
    ),
    '/hotels': doc(
      '/hotels',
      '/hotels',
      'Our Hotels | Segara Hotels & Resorts',
      'Five boutique hotels across Indonesia.',
      hotelsPage,
      { hotels },
      '2b8d1f4e6a9c3b71',
    ),
    '/hotels/segara-ubud': doc(
      '/hotels/[slug]',
      '/hotels/segara-ubud',
      'Segara Ubud | Segara Hotels & Resorts',
      'Rice-terrace villas in Ubud, Bali.',
      ubud,
      { hotel: hotels[0] },
      '9e3a5c7b2d4f6a81',
    ),
    '/offers': doc(
      '/offers',
      '/offers',
      'Offers | Segara Hotels & Resorts',
      'Special offers across our hotels.',
      offers,
      { offers: ['STAY4PAY3', 'HOPPER', 'KOMODO'] },
      '5d7f9a1c3e5b7d92',
    ),
    '/travel-partners': doc(
      '/travel-partners',
      '/travel-partners',
      'Travel Partners | Segara Hotels & Resorts',
      'Tour operators, DMCs and online travel partners selling Segara hotels.',
      travelPartners,
      travelProps,
      '3a4b5c6d7e8f9012',
    ),
    '/meetings-events': doc(
      '/meetings-events',
      '/meetings-events',
      'Meetings & Events | Segara Hotels & Resorts',
      'Retreats, incentives and weddings.',
      meetings,
      { section: 'mice' },
      '6f8a0b2c4d6e8fa3',
    ),
    '/press': doc(
      '/press',
      '/press',
      'Press & Awards | Segara Hotels & Resorts',
      'Press coverage and awards.',
      press,
      { section: 'press' },
      '8b0c2d4e6f8a0bc4',
    ),
    '/careers': doc(
      '/careers',
      '/careers',
      'Careers | Segara Hotels & Resorts',
      'Work with us.',
      careers,
      { section: 'careers' },
      '1c3e5a7b9d1f3ad5',
    ),
    '/contact': doc(
      '/contact',
      '/contact',
      'Contact | Segara Hotels & Resorts',
      'Contact reservations, events and travel trade.',
      contact,
      { section: 'contact' },
      '0d2f4b6c8e0a2ce6',
    ),
  },
  technologies: [
    'next-js-page-router-ssr',
    'next-js',
    'react',
    'webpack',
    'vercel',
    'google-tag-manager',
    'facebook-pixel',
    'openstreetmap',
  ],
  partners: {
    'nusantarajourneys.co.id': 'channel',
    'balihorizontours.com': 'channel',
    'rijsttafelreizen.nl': 'channel',
    'inselwelt-reisen.de': 'channel',
    'koalaescapes.com.au': 'channel',
    'tabibito-travel.jp': 'channel',
    'lioncityholidays.sg': 'channel',
    'maisonduvoyage-indonesie.fr': 'channel',
    'seoulsunsettours.co.kr': 'channel',
    'garudatrails.in': 'channel',
    'booking.com': 'channel',
    'agoda.com': 'channel',
    'sawahcooking.com': 'generic',
    'gilimantadivers.com': 'generic',
    'floresphinisi.co.id': 'generic',
    'dewatatransport.co.id': 'generic',
  },
};
