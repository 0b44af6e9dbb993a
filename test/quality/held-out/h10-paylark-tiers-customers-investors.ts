import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  via: '1.1 3f2a9c8e1b7d4f6a05c2e8d9b1a7c4e3.cloudfront.net (CloudFront)',
  'x-amz-cf-id': 'qT8pX2mWc9Lr4Vb7Ns1Kd6Hf3Jy0Ga5Ue2Zo8Ri4Tw1Qx7Pn3Mv0A==',
  'x-amz-cf-pop': 'LHR62-P3',
  'x-cache': 'Hit from cloudfront',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7P4QX2');</script>
<!-- End Google Tag Manager -->
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="6f2d1a9e-3b7c-4e58-a1d0-9c4b8e2f7a13" data-blockingmode="auto" type="text/javascript"></script>
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://paylark.io${path}">
<link rel="alternate" hreflang="en-gb" href="https://paylark.co.uk${path}">
<link rel="stylesheet" href="/_assets/css/main.7b3e90.css">
<script type="module" src="/_assets/js/main.7b3e90.js"></script>
</head>`;

const header = `<body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7P4QX2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<header class="nav">
  <div class="nav__inner">
    <a class="nav__logo" href="/"><img src="/_assets/img/paylark.svg" alt="Paylark" width="112" height="28"></a>
    <ul class="nav__links">
      <li><a href="/payments">Payments</a></li>
      <li><a href="/billing">Billing</a></li>
      <li><a href="/pricing">Pricing</a></li>
      <li><a href="/partners">Partners</a></li>
      <li><a href="https://docs.paylark.io/">Docs</a></li>
    </ul>
    <div class="nav__cta">
      <a href="https://dashboard.paylark.io/login">Sign in</a>
      <a class="button button--primary" href="https://dashboard.paylark.io/signup">Get started</a>
    </div>
  </div>
</header>`;

const footer = `<footer class="footer">
  <div class="footer__grid">
    <div>
      <img src="/_assets/img/paylark-white.svg" alt="Paylark" width="100" height="25">
      <p>Paylark Ltd is authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 902318) for the issuing of electronic money. <a href="https://register.fca.org.uk/s/firm?id=001b000003Zq8PAAS">View on the FCA register</a>.</p>
    </div>
    <div>
      <h3>Products</h3>
      <ul>
        <li><a href="/payments">Online payments</a></li>
        <li><a href="/billing">Subscriptions &amp; billing</a></li>
        <li><a href="/payouts">Payouts</a></li>
      </ul>
    </div>
    <div>
      <h3>Developers</h3>
      <ul>
        <li><a href="https://docs.paylark.io/">Documentation</a></li>
        <li><a href="https://docs.paylark.io/api">API reference</a></li>
        <li><a href="https://www.paylarkstatus.com/">System status</a></li>
        <li><a href="https://github.com/paylark">GitHub</a></li>
      </ul>
    </div>
    <div>
      <h3>Company</h3>
      <ul>
        <li><a href="/about">About</a></li>
        <li><a href="https://jobs.ashbyhq.com/paylark">Careers</a></li>
        <li><a href="/partners">Partners</a></li>
        <li><a href="https://paylark.co.uk/">Paylark UK</a></li>
        <li><a href="/security">Security</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__bottom">
    <p>&copy; 2026 Paylark Ltd. 20 Farringdon Road, London EC1M 3HE.</p>
    <ul class="footer__social">
      <li><a href="https://www.linkedin.com/company/paylark/" aria-label="Paylark on LinkedIn">LinkedIn</a></li>
      <li><a href="https://x.com/paylark" aria-label="Paylark on X">X</a></li>
      <li><a href="https://www.youtube.com/@paylark" aria-label="Paylark on YouTube">YouTube</a></li>
    </ul>
  </div>
</footer>
</body>
</html>`;

const partnerTile = (name: string, blurb: string, url: string, linkText: string, logo: string) => `
        <div class="partner-tile">
          <img src="/_assets/img/partners/${logo}.svg" alt="${name} logo" width="140" height="48" loading="lazy">
          <h3>${name}</h3>
          <p>${blurb}</p>
          <a href="${url}" class="partner-tile__link" rel="noopener" target="_blank">${linkText}</a>
        </div>`;

export const site: CorpusSite = {
  domain: 'paylark.io',
  otherDomains: ['paylark.co.uk', 'paylarkstatus.com'],
  covers:
    'fintech payments API partner page with three tiers on one page: "Platform partners" (technology), "Solution partners" and "Referral partners" (channel: agencies, system integrators, accountants incl. a .accountants TLD), plus "Customer stories" linking customers\' sites and a "Backed by" investors strip on the same page; own other domains (paylark.co.uk, paylarkstatus.com), docs/dashboard subdomains, FCA register link, Ashby careers; CloudFront headers, Cookiebot, Google Tag Manager snippet (comments + noscript iframe)',
  pages: {
    '/': {
      headers,
      html: `${head('Paylark | Online payments and billing for European businesses', 'Accept cards, open banking and local payment methods, run subscriptions and pay out in 30 currencies with one API.', '/')}
${header}
<main>
  <section class="hero">
    <h1>Payments infrastructure for the next wave of European businesses</h1>
    <p>Cards, open banking and 20 local payment methods behind one API, with subscriptions, invoicing and payouts built in.</p>
    <div class="hero__actions">
      <a class="button button--primary button--large" href="https://dashboard.paylark.io/signup">Start now</a>
      <a class="button button--secondary button--large" href="/contact-sales">Contact sales</a>
    </div>
  </section>
  <section class="trusted">
    <p>Trusted by 4,000+ businesses, from start-ups to listed companies</p>
    <ul class="trusted__logos">
      <li><img src="/_assets/img/customers/oakroom.svg" alt="Oakroom Furniture" width="120" height="36"></li>
      <li><img src="/_assets/img/customers/velora.svg" alt="Velora" width="120" height="36"></li>
      <li><img src="/_assets/img/customers/pitchside.svg" alt="Pitchside Tickets" width="120" height="36"></li>
      <li><img src="/_assets/img/customers/brambleandbirch.svg" alt="Bramble &amp; Birch" width="120" height="36"></li>
    </ul>
  </section>
  <section class="products">
    <article>
      <h2>Online payments</h2>
      <p>Optimised checkout with automatic retries and network tokens. Average authorisation rates 2.3 points higher than legacy acquirers.</p>
      <a href="/payments">Explore payments &rarr;</a>
    </article>
    <article>
      <h2>Subscriptions &amp; billing</h2>
      <p>Plans, usage-based pricing, proration and dunning, without building your own billing engine.</p>
      <a href="/billing">Explore billing &rarr;</a>
    </article>
    <article>
      <h2>Payouts</h2>
      <p>Pay sellers, drivers and suppliers in 30 currencies, same-day in the UK and SEPA zone.</p>
      <a href="/payouts">Explore payouts &rarr;</a>
    </article>
  </section>
  <section class="developers">
    <h2>Built for developers</h2>
    <pre><code>curl https://api.paylark.io/v1/payments \\
  -u sk_test_YOUR_SECRET_KEY: \\
  -d amount=2500 -d currency=gbp -d method=card</code></pre>
    <p>Client libraries for Node, Python, PHP, Ruby, Go and Java. <a href="https://docs.paylark.io/">Read the docs</a>.</p>
  </section>
  <section class="partners-teaser">
    <h2>Grow with our partner ecosystem</h2>
    <p>Plug Paylark into your e-commerce or billing platform, or work with an agency that already knows it inside out.</p>
    <a href="/partners">Meet our partners &rarr;</a>
  </section>
</main>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners | Paylark', 'Platform, solution and referral partners of Paylark.', '/partners')}
${header}
<main>
  <section class="page-hero">
    <p class="eyebrow">Paylark Partner Programme</p>
    <h1>Better together</h1>
    <p>Our partners connect Paylark to the platforms businesses run on, and help merchants launch faster. Find a partner below or <a href="/partners/apply">apply to join the programme</a>.</p>
  </section>

  <section class="partner-tier" id="platform">
    <h2>Platform partners</h2>
    <p>E-commerce, booking and billing platforms with a native, certified Paylark integration.</p>
    <div class="partner-grid">${partnerTile('WooCommerce', 'The official Paylark Payments extension: cards, Apple Pay and open banking at checkout.', 'https://woocommerce.com/products/paylark-payments/', 'View extension', 'woocommerce')}${partnerTile('Chargeloop', 'Subscription billing for SaaS with Paylark as the default payment processor.', 'https://www.chargeloop.com/integrations/paylark', 'Learn more', 'chargeloop')}${partnerTile('Bookwise', 'Booking software for gyms, studios and clinics. Take deposits and memberships through Paylark.', 'https://bookwise.io/', 'Learn more', 'bookwise')}${partnerTile('Wheelhouse Commerce', 'Headless commerce platform for fashion and lifestyle brands.', 'https://wheelhousecommerce.com/partners/paylark', 'Learn more', 'wheelhouse')}
    </div>
  </section>

  <section class="partner-tier" id="solution">
    <h2>Solution partners</h2>
    <p>Agencies and system integrators certified to design and build Paylark implementations.</p>
    <div class="partner-grid">${partnerTile('Northpeak Consulting', 'Payments strategy and PSP migrations for mid-market retailers. Paylark Gold partner.', 'https://www.northpeak-consulting.co.uk/', 'Visit website', 'northpeak')}${partnerTile('Finch &amp; Ward', 'Shopify Plus and WooCommerce agency in Manchester. 40+ Paylark launches.', 'https://finchward.digital/', 'Visit website', 'finch-ward')}${partnerTile('Baltic Commerce', 'System integrator for marketplaces in the Nordics and Baltics.', 'https://balticcommerce.eu/en/', 'Visit website', 'baltic-commerce')}
    </div>
  </section>

  <section class="partner-tier" id="referral">
    <h2>Referral partners</h2>
    <p>Advisers who introduce their clients to Paylark and earn a revenue share.</p>
    <div class="partner-grid">${partnerTile('Ledgerline Accountants', 'Cloud accountants for online retailers and subscription businesses.', 'https://ledgerline.accountants/', 'Visit website', 'ledgerline')}${partnerTile('Greyfold Advisory', 'Fractional CFOs for venture-backed start-ups.', 'https://greyfold.co/', 'Visit website', 'greyfold')}
    </div>
  </section>

  <section class="stories">
    <h2>Customer stories</h2>
    <div class="story-grid">
      <article class="story">
        <h3>Oakroom Furniture cut checkout drop-off by 23%</h3>
        <p>Switching to Paylark's hosted checkout and open-banking payments halved card fees on orders over &pound;1,000.</p>
        <a href="/customers/oakroom">Read the story</a> &middot; <a href="https://www.oakroomfurniture.co.uk/">oakroomfurniture.co.uk</a>
      </article>
      <article class="story">
        <h3>Velora launched in six countries in a quarter</h3>
        <p>Local payment methods in Poland, the Netherlands and Belgium, switched on from the dashboard.</p>
        <a href="/customers/velora">Read the story</a> &middot; <a href="https://velora.shop/">velora.shop</a>
      </article>
    </div>
  </section>

  <section class="investors">
    <h2>Backed by</h2>
    <ul class="investor-logos">
      <li><a href="https://www.fernleaf.vc/"><img src="/_assets/img/investors/fernleaf.svg" alt="Fernleaf Ventures" width="140" height="40"></a></li>
      <li><a href="https://kestrelcapital.com/portfolio/"><img src="/_assets/img/investors/kestrel-capital.svg" alt="Kestrel Capital" width="140" height="40"></a></li>
    </ul>
  </section>

  <section class="partner-apply">
    <h2>Become a partner</h2>
    <p>Tell us about your business and we'll be in touch within five working days. Already a partner? <a href="https://partners.paylark.io/">Log in to the partner portal</a>.</p>
    <a class="button button--primary" href="/partners/apply">Apply now</a>
  </section>
</main>
${footer}`,
    },
  },
  technologies: ['amazon-cloudfront', 'amazon-web-services', 'cookiebot', 'google-tag-manager'],
  partners: {
    'woocommerce.com': 'technology',
    'chargeloop.com': 'technology',
    'bookwise.io': 'technology',
    'wheelhousecommerce.com': 'technology',
    'northpeak-consulting.co.uk': 'channel',
    'finchward.digital': 'channel',
    'balticcommerce.eu': 'channel',
    'ledgerline.accountants': 'channel',
    'greyfold.co': 'channel',
  },
};
