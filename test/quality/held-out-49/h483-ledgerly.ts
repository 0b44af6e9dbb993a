import type { CorpusSite } from '../corpus/types.js';

const SITE = '65a0c3f1e2d4b7a9c1f0e8d2';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

const head = (
  pageId: string,
  title: string,
  description: string,
) => `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Tue Apr 15 2025 09:12:44 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.ledgerly.co.uk" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="en-GB">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${description}" name="description">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta content="${CDN}/65b2a1c4d3e5f6a7b8c9d0e1_ledgerly-og.png" property="og:image">
<meta content="${title}" property="twitter:title">
<meta property="og:type" content="website">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="${CDN}/css/ledgerly.webflow.shared.4b1c9e2a7.css" rel="stylesheet" type="text/css">
<link href="https://fonts.googleapis.com" rel="preconnect">
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({  google: {    families: ["DM Sans:regular,500,700"]  }});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="${CDN}/65a0c4aa11b2c3d4e5f6a7b8_favicon-32.png" rel="shortcut icon" type="image/x-icon">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="2f1e7c3a-9b8d-4e6f-a1c2-5d3e7f9a0b1c" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W9L4DQ2');</script>
<!-- End Google Tag Manager -->
</head>
<body>
<div data-animation="default" class="navbar w-nav" data-easing2="ease" data-easing="ease" data-collapse="medium" role="banner" data-duration="400">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65a0c4aa11b2c3d4e5f6a7c0_ledgerly-logo.svg" loading="lazy" alt="Ledgerly" class="logo"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/features" class="nav-link w-nav-link">Features</a>
      <a href="/pricing" class="nav-link w-nav-link">Pricing</a>
      <a href="/integrations" class="nav-link w-nav-link">Integrations</a>
      <a href="/partners" class="nav-link w-nav-link">Partners</a>
      <a href="/about" class="nav-link w-nav-link">About</a>
      <a href="https://app.ledgerly.co.uk/login" class="nav-link w-nav-link">Log in</a>
      <a href="https://app.ledgerly.co.uk/signup" class="button-primary w-button">Start free trial</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>
`;

const foot = `<footer class="footer">
  <div class="footer-container w-container">
    <div class="footer-grid w-layout-grid">
      <div>
        <img src="${CDN}/65a0c4aa11b2c3d4e5f6a7c1_ledgerly-logo-white.svg" loading="lazy" alt="Ledgerly">
        <p class="footer-text">Simple accounting for sole traders, freelancers and small businesses.</p>
        <a href="https://www.gov.uk/guidance/find-software-thats-compatible-with-making-tax-digital-for-vat" target="_blank" class="mtd-badge w-inline-block"><img src="${CDN}/65a0d2b3c4d5e6f7a8b9c0d1_hmrc-recognised.png" loading="lazy" alt="HMRC recognised – Making Tax Digital"></a>
      </div>
      <div>
        <h4 class="footer-heading">Product</h4>
        <a href="/features" class="footer-link">Features</a>
        <a href="/pricing" class="footer-link">Pricing</a>
        <a href="/integrations" class="footer-link">App marketplace</a>
        <a href="https://help.ledgerly.co.uk" class="footer-link">Help centre</a>
      </div>
      <div>
        <h4 class="footer-heading">Company</h4>
        <a href="/about" class="footer-link">About us</a>
        <a href="/partners" class="footer-link">Partner programme</a>
        <a href="/partners/directory" class="footer-link">Find an accountant</a>
        <a href="https://apply.workable.com/ledgerly/" target="_blank" class="footer-link">Careers</a>
        <a href="/contact" class="footer-link">Contact</a>
      </div>
      <div>
        <h4 class="footer-heading">Follow us</h4>
        <a href="https://x.com/ledgerlyuk" target="_blank" class="footer-link">X / Twitter</a>
        <a href="https://www.linkedin.com/company/ledgerly-uk/" target="_blank" class="footer-link">LinkedIn</a>
        <a href="https://www.youtube.com/@ledgerlyuk" target="_blank" class="footer-link">YouTube</a>
      </div>
    </div>
    <p class="legal">© 2025 Ledgerly Software Ltd. Registered in England and Wales, company no. 11872340. 2 Whitehall Quay, Leeds LS1 4HR. Ledgerly is not a bank; banking services are provided by our partners' regulated institutions.</p>
  </div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="${CDN}/js/webflow.5a1e7c9d2b.js" type="text/javascript"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8f2a1b3c4d5e6f70-LHR',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'eu-west-1-prod-hosting-red',
};

const app = (name: string, category: string, blurb: string, url: string, slug: string) => `
        <div role="listitem" class="app-item w-dyn-item">
          <div class="app-card">
            <img src="${CDN}/65b1f0e2d3c4b5a6978877${slug}.png" loading="lazy" alt="" class="app-logo">
            <div class="app-category">${category}</div>
            <h3 class="app-name">${name}</h3>
            <p class="app-blurb">${blurb}</p>
            <a href="${url}" target="_blank" class="app-link w-inline-block"><div>Visit website</div></a>
          </div>
        </div>`;

const home = `${head('65a0c3f1e2d4b7a9c1f0e8d3', 'Ledgerly – Simple accounting software for UK small businesses', 'Invoices, expenses, bank feeds and Making Tax Digital VAT returns in one simple app. Try Ledgerly free for 30 days.')}
<section class="hero-section">
  <div class="w-container">
    <h1 class="hero-heading">Accounting that sorts itself out</h1>
    <p class="hero-paragraph">Ledgerly matches your bank transactions, chases unpaid invoices and files your VAT return with HMRC, so you can get back to running your business.</p>
    <a href="https://app.ledgerly.co.uk/signup" class="button-primary w-button">Try it free for 30 days</a>
  </div>
</section>
<section class="logos-section">
  <div class="w-container">
    <p class="eyebrow">Trusted by more than 40,000 UK sole traders and small businesses</p>
    <div class="logo-row">
      <img src="${CDN}/65a1e0f0a1b2c3d4e5f60011_hollow-oak-bakery.svg" loading="lazy" alt="Hollow Oak Bakery">
      <img src="${CDN}/65a1e0f0a1b2c3d4e5f60012_north-shore-plumbing.svg" loading="lazy" alt="North Shore Plumbing">
      <img src="${CDN}/65a1e0f0a1b2c3d4e5f60013_fernandez-design.svg" loading="lazy" alt="Fernandez Design Studio">
      <img src="${CDN}/65a1e0f0a1b2c3d4e5f60014_clyde-cycles.svg" loading="lazy" alt="Clyde Cycles">
    </div>
    <a href="/customers/clyde-cycles" class="text-link">Read how Clyde Cycles halved its bookkeeping time →</a>
  </div>
</section>
<section class="feature-section">
  <div class="w-container">
    <h2>Connects to the apps you already use</h2>
    <p>Take card payments with Stripe or Square, collect Direct Debits with GoCardless and pull in sales from your Shopify store. <a href="/integrations">Browse the app marketplace</a>.</p>
  </div>
</section>
<section class="press-section">
  <div class="w-container">
    <p class="eyebrow">As featured in</p>
    <div class="logo-row">
      <a href="https://www.theguardian.com/money/2024/jan/22/self-assessment-tax-return-apps" target="_blank" class="press-logo w-inline-block"><img src="${CDN}/65a1e0f0a1b2c3d4e5f60021_guardian.svg" loading="lazy" alt="The Guardian"></a>
      <a href="https://sifted.eu/articles/ledgerly-seed-round" target="_blank" class="press-logo w-inline-block"><img src="${CDN}/65a1e0f0a1b2c3d4e5f60022_sifted.svg" loading="lazy" alt="Sifted"></a>
      <a href="https://www.yorkshirepost.co.uk/business/leeds-fintech-ledgerly" target="_blank" class="press-logo w-inline-block"><img src="${CDN}/65a1e0f0a1b2c3d4e5f60023_yorkshire-post.svg" loading="lazy" alt="Yorkshire Post"></a>
    </div>
  </div>
</section>
<section class="awards-section">
  <div class="w-container">
    <a href="https://www.smallbizsoftwareawards.co.uk/winners-2024" target="_blank" class="award w-inline-block"><img src="${CDN}/65a1e0f0a1b2c3d4e5f60031_award-2024.png" loading="lazy" alt="Winner – Accounting Software of the Year 2024"></a>
  </div>
</section>
${foot}`;

const integrations = `${head('65a0c3f1e2d4b7a9c1f0e8d4', 'App marketplace | Ledgerly', 'Connect Ledgerly to payment providers, e-commerce platforms, payroll and more.')}
<section class="page-header">
  <div class="w-container">
    <h1>App marketplace</h1>
    <p>Ledgerly integrates with the tools UK small businesses rely on. Connect an app in a couple of clicks from Settings → Apps.</p>
    <div class="filter-row">
      <a href="#" class="filter-button is-active w-button">All</a>
      <a href="#" class="filter-button w-button">Payments</a>
      <a href="#" class="filter-button w-button">E-commerce &amp; POS</a>
      <a href="#" class="filter-button w-button">Banking</a>
      <a href="#" class="filter-button w-button">Payroll &amp; expenses</a>
    </div>
  </div>
</section>
<section class="apps-section">
  <div class="w-container">
    <div class="w-dyn-list">
      <div role="list" class="apps-grid w-dyn-items">
        ${app('Stripe', 'Payments', 'Stripe payouts and fees reconcile automatically against your invoices.', 'https://stripe.com/gb', '01_stripe')}
        ${app('GoCardless', 'Payments', 'Collect Direct Debit payments for recurring invoices.', 'https://gocardless.com/', '02_gocardless')}
        ${app('PayPal', 'Payments', 'Import PayPal transactions and fees as a bank feed.', 'https://www.paypal.com/uk/business', '03_paypal')}
        ${app('Square', 'E-commerce & POS', 'Daily sales summaries from Square POS, split by VAT rate.', 'https://squareup.com/gb/en', '04_square')}
        ${app('Shopify', 'E-commerce & POS', 'Sync orders, refunds and payouts from your Shopify store.', 'https://www.shopify.com/uk', '05_shopify')}
        ${app('Tillsmith', 'E-commerce & POS', 'Hospitality till system with end-of-day Z reports sent to Ledgerly.', 'https://www.tillsmith.com/', '06_tillsmith')}
        ${app('Starling Bank', 'Banking', 'Live bank feed for Starling business accounts.', 'https://www.starlingbank.com/business-account/', '07_starling')}
        ${app('Receiptly', 'Payroll & expenses', 'Snap receipts on your phone and publish them as expenses.', 'https://receiptly.co.uk/', '08_receiptly')}
        ${app('PayrollPal', 'Payroll & expenses', 'RTI payroll for up to 50 employees with journals posted to Ledgerly.', 'https://www.payrollpal.co.uk/', '09_payrollpal')}
        ${app('Stockroom', 'E-commerce & POS', 'Inventory and purchase orders with cost of sales posted automatically.', 'https://stockroomapp.co.uk/', '10_stockroom')}
      </div>
    </div>
    <div class="cta-box">
      <h2>Build an integration</h2>
      <p>Our open API and sandbox are free for developers. <a href="https://developer.ledgerly.co.uk">Read the API docs</a> or <a href="/partners">join the partner programme</a>.</p>
    </div>
  </div>
</section>
${foot}`;

const partners = `${head('65a0c3f1e2d4b7a9c1f0e8d5', 'Partner programme | Ledgerly', 'Join the Ledgerly partner programme for accountants, bookkeepers and app developers.')}
<section class="page-header">
  <div class="w-container">
    <h1>Grow with the Ledgerly partner programme</h1>
    <p>Whether you are an accountancy practice looking after hundreds of clients or a developer building for small businesses, we'll help you grow.</p>
  </div>
</section>
<section class="tiers-section">
  <div class="w-container">
    <div class="w-layout-grid tier-grid">
      <div class="tier-card">
        <h2>Accountants &amp; bookkeepers</h2>
        <ul>
          <li>Free Ledgerly licence for your practice</li>
          <li>Wholesale client billing at 25% off</li>
          <li>Listing in our <a href="/partners/directory">accountant directory</a> once accredited</li>
          <li>Dedicated partner manager and CPD-accredited training</li>
        </ul>
        <a href="https://partners.ledgerly.co.uk/apply" class="button-primary w-button">Apply now</a>
      </div>
      <div class="tier-card">
        <h2>App partners</h2>
        <p>List your app in the <a href="/integrations">Ledgerly app marketplace</a> and reach 40,000 small businesses.</p>
        <a href="https://developer.ledgerly.co.uk" class="button-secondary w-button">Developer docs</a>
      </div>
    </div>
  </div>
</section>
<section class="quote-section">
  <div class="w-container">
    <blockquote>“Moving our clients onto Ledgerly has cut our month-end close in half.”</blockquote>
    <p>Priya Nair, Director, <a href="https://www.nairandco-accountants.co.uk/" target="_blank">Nair &amp; Co Accountants</a></p>
  </div>
</section>
${foot}`;

const firm = (name: string, town: string, tier: string, url: string) => `
        <div role="listitem" class="firm-item w-dyn-item">
          <div class="firm-card">
            <div class="firm-tier ${tier.toLowerCase()}">${tier} partner</div>
            <h3>${name}</h3>
            <p>${town}</p>
            <a href="${url}" target="_blank" class="firm-link">Website</a>
          </div>
        </div>`;

const directory = `${head('65a0c3f1e2d4b7a9c1f0e8d6', 'Find a Ledgerly accredited accountant', 'Ledgerly accredited accountants and bookkeepers across the UK.')}
<section class="page-header">
  <div class="w-container">
    <h1>Find an accountant</h1>
    <p>These practices are Ledgerly accredited partners. They can set you up, move your books over from another system and look after your tax returns.</p>
  </div>
</section>
<section class="directory-section">
  <div class="w-container">
    <div class="w-dyn-list">
      <div role="list" class="firm-grid w-dyn-items">
        ${firm('Nair & Co Accountants', 'Leeds', 'Gold', 'https://www.nairandco-accountants.co.uk/')}
        ${firm('Pennine Bookkeeping', 'Huddersfield', 'Gold', 'https://penninebookkeeping.co.uk/')}
        ${firm('Thistle Tax & Accounts', 'Glasgow', 'Silver', 'https://www.thistletax.co.uk/')}
        ${firm('Harbourside Accountancy', 'Bristol', 'Silver', 'https://harboursideaccountancy.com/')}
        ${firm('Cardiff Numbers Ltd', 'Cardiff', 'Silver', 'https://www.cardiffnumbers.co.uk/')}
        ${firm('Fenland Bookkeepers', 'Ely', 'Accredited', 'https://www.fenlandbookkeepers.co.uk/')}
        ${firm('Lagan Accounting Services', 'Belfast', 'Accredited', 'https://laganaccounting.co.uk/')}
      </div>
    </div>
  </div>
</section>
${foot}`;

const about = `${head('65a0c3f1e2d4b7a9c1f0e8d7', 'About us | Ledgerly', 'Ledgerly was founded in Leeds in 2019 to make bookkeeping painless for small businesses.')}
<section class="page-header">
  <div class="w-container">
    <h1>We're on the side of small business</h1>
    <p>Ledgerly was started in Leeds in 2019 by a former high-street accountant and a payments engineer. Today 62 of us build accounting software for more than 40,000 businesses.</p>
  </div>
</section>
<section class="about-section">
  <div class="w-container">
    <h2>Backed by</h2>
    <p>We raised a £9m Series A in 2024 led by <a href="https://www.northbridgeventures.co.uk/" target="_blank">Northbridge Ventures</a>, alongside <a href="https://www.emeraldseed.vc/" target="_blank">Emerald Seed</a> and angels from the UK fintech community.</p>
    <h2>Memberships &amp; accreditation</h2>
    <ul>
      <li>Proud member of the <a href="https://www.fsb.org.uk/" target="_blank">Federation of Small Businesses</a></li>
      <li>ISO 27001 certified; registered with the <a href="https://ico.org.uk/" target="_blank">Information Commissioner's Office</a> (ZA512398)</li>
      <li>HMRC recognised software for Making Tax Digital</li>
    </ul>
    <h2>Join us</h2>
    <p>See our open roles on <a href="https://apply.workable.com/ledgerly/" target="_blank">Workable</a>.</p>
  </div>
</section>
${foot}`;

const contact = `${head('65a0c3f1e2d4b7a9c1f0e8d8', 'Contact | Ledgerly', 'Get in touch with the Ledgerly team.')}
<section class="page-header">
  <div class="w-container">
    <h1>Contact us</h1>
    <p>Support: <a href="mailto:help@ledgerly.co.uk">help@ledgerly.co.uk</a> · Sales: 0113 496 0123 · Press: <a href="mailto:press@ledgerly.co.uk">press@ledgerly.co.uk</a></p>
    <div class="w-form">
      <form id="contact-form" name="wf-form-Contact" data-name="Contact" method="get">
        <label for="name">Name</label><input class="w-input" maxlength="256" name="name" data-name="Name" type="text" id="name">
        <label for="email">Email</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required="">
        <input type="submit" data-wait="Please wait..." class="button-primary w-button" value="Send">
      </form>
      <div class="w-form-done"><div>Thanks, we'll be in touch shortly.</div></div>
    </div>
  </div>
</section>
${foot}`;

export const site: CorpusSite = {
  domain: 'ledgerly.co.uk',
  covers:
    'UK English Webflow accounting SaaS: app marketplace CMS cards with empty alt text (technology), accredited accountant directory (channel) reached from a partner-programme page that only describes tiers; negatives: customer logos without links, press and award logos, HMRC/gov.uk badge, ICO and FSB membership, investors, Workable careers, social links, accountant testimonial link duplicated in the directory',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations },
    '/partners': { headers, html: partners },
    '/partners/directory': { headers, html: directory },
    '/about': { headers, html: about },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/integrations', '/partners', '/partners/directory', '/about', '/contact'],
  technologies: [
    'cloudflare',
    'cookiebot',
    'google-font-api',
    'google-hosted-libraries',
    'google-tag-manager',
    'jquery',
    'open-graph',
    'webflow',
    'workable',
  ],
  partners: {
    'stripe.com': 'technology',
    'gocardless.com': 'technology',
    'paypal.com': 'technology',
    'squareup.com': 'technology',
    'shopify.com': 'technology',
    'tillsmith.com': 'technology',
    'starlingbank.com': 'technology',
    'receiptly.co.uk': 'technology',
    'payrollpal.co.uk': 'technology',
    'stockroomapp.co.uk': 'technology',
    'nairandco-accountants.co.uk': 'channel',
    'penninebookkeeping.co.uk': 'channel',
    'thistletax.co.uk': 'channel',
    'harboursideaccountancy.com': 'channel',
    'cardiffnumbers.co.uk': 'channel',
    'fenlandbookkeepers.co.uk': 'channel',
    'laganaccounting.co.uk': 'channel',
  },
};
