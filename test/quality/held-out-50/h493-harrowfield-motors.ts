import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${desc}"/>
<link rel="canonical" href="https://www.harrowfield-motors.co.uk${path}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${desc}"/>
<meta property="og:url" content="https://www.harrowfield-motors.co.uk${path}"/>
<meta property="og:image" content="https://www.harrowfield-motors.co.uk/images/og-harrowfield.jpg"/>
<meta name="next-head-count" content="9"/>
<link rel="preload" href="/_next/static/media/8e9860b6e62d6359-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/4c2b51f0a1d3e8c7.css" data-n-g=""/>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-H4RF13LD88"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-H4RF13LD88');</script>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5b1f7e2c-9a3d-4e8b-b6f0-2d7c1a9e4f35" type="text/javascript" async></script>
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
<script src="/_next/static/chunks/webpack-7a1d0f3c2b9e4a58.js" defer=""></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script>
<script src="/_next/static/chunks/main-2b8f1d6e9c0a4b37.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-5f3e2a1b7c9d0e84.js" defer=""></script>
</head>
<body>
<div id="__next">
<header class="site-header">
  <a href="/" class="logo"><img src="/images/harrowfield-logo.svg" alt="Harrowfield Motors"/></a>
  <nav>
    <a href="/new-cars">New cars</a>
    <a href="/used-cars">Used cars</a>
    <a href="/motability">Motability</a>
    <a href="/servicing">Servicing &amp; MOT</a>
    <a href="/finance">Finance</a>
    <a href="/about">About us</a>
    <a href="/contact">Contact</a>
  </nav>
  <a class="btn-phone" href="tel:+441604550210">01604 550 210</a>
</header>
`;

const footer = `
<footer class="site-footer">
  <div class="footer-cols">
    <div>
      <h4>Harrowfield Motors</h4>
      <p>Kia &amp; MG Northampton · Weedon Road, Northampton NN5 4DA</p>
      <p>Škoda Kettering · Telford Way, Kettering NN16 8UN</p>
    </div>
    <div>
      <h4>Quick links</h4>
      <a href="/about">About us</a>
      <a href="/our-partners">Our partners</a>
      <a href="/news">News</a>
      <a href="/careers">Careers</a>
      <a href="/complaints">Complaints</a>
    </div>
    <div>
      <h4>Download our app</h4>
      <a href="https://apps.apple.com/gb/app/harrowfield-motors/id1612345678" target="_blank" rel="noopener noreferrer"><img src="/images/app-store-badge.svg" alt="Download on the App Store"/></a>
      <a href="https://play.google.com/store/apps/details?id=uk.co.harrowfield.app" target="_blank" rel="noopener noreferrer"><img src="/images/google-play-badge.png" alt="Get it on Google Play"/></a>
    </div>
    <div>
      <h4>Follow us</h4>
      <a href="https://www.facebook.com/harrowfieldmotors" target="_blank" rel="noopener noreferrer" aria-label="Facebook">Facebook</a>
      <a href="https://www.instagram.com/harrowfieldmotors" target="_blank" rel="noopener noreferrer" aria-label="Instagram">Instagram</a>
      <a href="https://www.tiktok.com/@harrowfieldmotors" target="_blank" rel="noopener noreferrer" aria-label="TikTok">TikTok</a>
    </div>
  </div>
  <div class="payments">
    <span>We accept</span>
    <img src="/images/payments/visa.svg" alt="Visa"/>
    <img src="/images/payments/mastercard.svg" alt="Mastercard"/>
    <img src="/images/payments/amex.svg" alt="American Express"/>
    <img src="/images/payments/apple-pay.svg" alt="Apple Pay"/>
  </div>
  <p class="legal">Harrowfield Motors Ltd is authorised and regulated by the <a href="https://www.fca.org.uk/" target="_blank" rel="noopener noreferrer">Financial Conduct Authority</a> (FRN 681234) for credit broking. We are a credit broker, not a lender. Registered in England No. 04417722.</p>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","query":{},"buildId":"kq3xT1vR9bN2mY7wP0aZc","nextExport":false,"isFallback":false,"gsp":true,"scriptLoader":[]}</script>
</body>
</html>`;

const home = `${head('Harrowfield Motors | Kia, MG & Škoda dealer in Northampton and Kettering', '/', 'New and used Kia, MG and Škoda cars in Northamptonshire. Family-run since 1978.')}
<main>
  <section class="hero">
    <h1>Family-run motoring since 1978</h1>
    <p>New Kia, MG and Škoda models, over 250 approved used cars and a fully-equipped service centre.</p>
    <a class="btn" href="/used-cars">Search used cars</a>
  </section>
  <section class="brands">
    <h2>Our brands</h2>
    <a href="/new-cars/kia"><img src="/images/brands/kia.svg" alt="Kia"/></a>
    <a href="/new-cars/mg"><img src="/images/brands/mg.svg" alt="MG"/></a>
    <a href="/new-cars/skoda"><img src="/images/brands/skoda.svg" alt="Škoda"/></a>
  </section>
  <section class="reviews">
    <h2>Rated Excellent by our customers</h2>
    <div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8807dec7e10d38f59f32" data-businessunit-id="5d2f8a1b6c4e9b0001a7c3d2" data-style-height="150px" data-theme="light">
      <a href="https://uk.trustpilot.com/review/harrowfield-motors.co.uk" target="_blank" rel="noopener">Trustpilot</a>
    </div>
    <p><img src="/images/awards/autotrader-highly-rated-2024.png" alt="Auto Trader Highly Rated 2024"/> Awarded <a href="https://www.autotrader.co.uk/retailers/harrowfield-motors-northampton-10033281" target="_blank" rel="noopener">Auto Trader Highly Rated</a> status for 2024.</p>
  </section>
  <section class="fleet">
    <h2>Trusted by local business fleets</h2>
    <img src="/images/fleet/nene-valley-care.png" alt="Nene Valley Care"/>
    <img src="/images/fleet/midshires-plumbing.png" alt="Midshires Plumbing &amp; Heating"/>
    <img src="/images/fleet/northants-county-council.png" alt="West Northamptonshire Council"/>
  </section>
  <section class="community">
    <h2>In the community</h2>
    <p>We are proud shirt sponsors of <a href="https://www.harrowtownfc-northampton.co.uk/" target="_blank" rel="noopener">Harrow Town FC</a> under-12s and headline sponsor of the <a href="https://www.northampton-motorshow.co.uk/" target="_blank" rel="noopener">Northampton Motor Show</a>.</p>
  </section>
</main>
${footer}`;

const partners = `${head('Our partners | Harrowfield Motors', '/our-partners', 'The manufacturers, lenders and service providers we work with.')}
<main>
  <h1>Our partners</h1>
  <p>As an independent, family-owned group we choose our partners carefully. Here are the companies we work with every day to look after you and your car.</p>
  <section>
    <h2>Manufacturer partners</h2>
    <div class="partner-grid">
      <div class="partner-card">
        <img src="/images/brands/kia.svg" alt="Kia UK"/>
        <h3>Kia UK</h3>
        <p>Franchised Kia sales and service partner since 2004. <a href="https://www.kia.com/uk/" target="_blank" rel="noopener noreferrer">kia.com/uk</a></p>
      </div>
      <div class="partner-card">
        <img src="/images/brands/mg.svg" alt="MG Motor UK"/>
        <h3>MG Motor UK</h3>
        <p>Official MG dealer partner for Northampton. <a href="https://www.mg.co.uk/" target="_blank" rel="noopener noreferrer">mg.co.uk</a></p>
      </div>
      <div class="partner-card">
        <img src="/images/brands/skoda.svg" alt="Škoda UK"/>
        <h3>Škoda UK</h3>
        <p>Škoda retailer partner in Kettering. <a href="https://www.skoda.co.uk/" target="_blank" rel="noopener noreferrer">skoda.co.uk</a></p>
      </div>
    </div>
  </section>
  <section>
    <h2>Finance partners</h2>
    <p>We introduce customers to a panel of lenders, including <a href="https://www.blueridge-autofinance.co.uk/" target="_blank" rel="noopener noreferrer">Blueridge Auto Finance</a> and <a href="https://www.northgate-motorcredit.co.uk/" target="_blank" rel="noopener noreferrer">Northgate Motor Credit</a>, as well as the manufacturers' own finance houses.</p>
  </section>
  <section>
    <h2>Warranty &amp; protection</h2>
    <p>Every approved used car comes with 12 months' cover from our warranty partner <a href="https://www.autoshield-warranty.co.uk/" target="_blank" rel="noopener noreferrer">AutoShield Warranty</a>. GAP insurance is arranged through <a href="https://www.safeguard-gap.co.uk/" target="_blank" rel="noopener noreferrer">Safeguard GAP</a>.</p>
  </section>
  <section>
    <h2>Accreditations</h2>
    <p>We are an accredited <a href="https://www.motability.co.uk/" target="_blank" rel="noopener noreferrer">Motability Scheme</a> dealer and members of the <a href="https://www.ngaauto.co.uk/" target="_blank" rel="noopener noreferrer">National Garage Association</a>.</p>
  </section>
</main>
${footer}`;

const about = `${head('About us | Harrowfield Motors', '/about', 'Three generations of the Harrowfield family.')}
<main>
  <h1>About Harrowfield Motors</h1>
  <p>Founded by Ray Harrowfield in 1978 as a two-bay garage on Weedon Road, Harrowfield Motors is now run by his granddaughter Emma and employs 94 people across two sites.</p>
  <p>Want to know who we work with? See <a href="/our-partners">our partners</a>.</p>
  <h2>In the press</h2>
  <p>"A dealership that still knows its customers by name" – <a href="https://www.northamptonchron.co.uk/business/harrowfield-motors-celebrates-45-years-4312876" target="_blank" rel="noopener noreferrer">Northampton Chronicle &amp; Echo</a></p>
</main>
${footer}`;

const finance = `${head('Car finance | Harrowfield Motors', '/finance', 'PCP, HP and lease options.')}
<main>
  <h1>Car finance made simple</h1>
  <p>Choose from Personal Contract Purchase (PCP), Hire Purchase (HP) or Personal Contract Hire. Representative example: cash price £18,995, deposit £2,000, 48 monthly payments of £289, APR 9.9%.</p>
  <p>Finance subject to status. Over 18s only. We may receive commission from lenders.</p>
  <a class="btn" href="/finance/apply">Apply online</a>
</main>
${footer}`;

const contact = `${head('Contact us | Harrowfield Motors', '/contact', 'Opening hours and directions.')}
<main>
  <h1>Contact us</h1>
  <p>Northampton: 01604 550 210 · Kettering: 01536 410 880</p>
  <p>Mon–Fri 8:30–18:00, Sat 9:00–17:00, Sun 10:30–16:30 (sales only)</p>
  <form action="/api/enquiry" method="post"><input name="name" placeholder="Name"/><input name="email" type="email" placeholder="Email"/><textarea name="message"></textarea><button type="submit">Send</button></form>
</main>
${footer}`;

const h = {
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'lhr1::iad1::8sk2m-1712070000000-a1b2c3d4e5f6',
  'content-type': 'text/html; charset=utf-8',
};

export const site: CorpusSite = {
  domain: 'harrowfield-motors.co.uk',
  covers:
    'UK franchised car dealer group, English, Next.js on Vercel + GA4 + Cookiebot + Trustpilot widget; partners page with manufacturer cards and finance/warranty partners in prose (generic); negatives: fleet customers, Auto Trader award, Trustpilot, sponsorships, Motability/NGA accreditation, FCA, payment icons, app-store badges, press, social',
  pages: {
    '/': { headers: h, html: home },
    '/our-partners': { headers: h, html: partners },
    '/about': { headers: h, html: about },
    '/finance': { headers: h, html: finance },
    '/contact': { headers: h, html: contact },
  },
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'google-analytics',
    'google-tag-manager',
    'cookiebot',
    'trustpilot',
    'open-graph',
  ],
  partners: {
    'kia.com': 'generic',
    'mg.co.uk': 'generic',
    'skoda.co.uk': 'generic',
    'blueridge-autofinance.co.uk': 'generic',
    'northgate-motorcredit.co.uk': 'generic',
    'autoshield-warranty.co.uk': 'generic',
    'safeguard-gap.co.uk': 'generic',
  },
};
