import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HY3QZK8V7T2M5R9C4B6D1E0F',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'public, max-age=0, must-revalidate',
};

function page(title: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta http-equiv="x-ua-compatible" content="ie=edge">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<meta name="generator" content="Gatsby 5.13.3">
<title data-gatsby-head="true">${title}</title>
<meta name="description" content="Online, in-person and invoice payments for Australian and New Zealand businesses." data-gatsby-head="true">
<link rel="canonical" href="https://corvidpay.com.au${path}" data-gatsby-head="true">
<style id="gatsby-inlined-css">:root{--corvid-ink:#14112b;--corvid-teal:#0fb8a6}body{margin:0;font-family:"Plus Jakarta Sans",system-ui,sans-serif;color:var(--corvid-ink)}.hero{padding:96px 24px}</style>
<link rel="preconnect" href="https://www.googletagmanager.com">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-CRV8P4D');</script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-CRV8P4D" async></script>
<script src="https://browser.sentry-cdn.com/7.112.2/bundle.tracing.min.js" crossorigin="anonymous"></script>
<script>Sentry.init({ dsn: "https://4f1c2e9a7b@o381245.ingest.sentry.io/5208841", tracesSampleRate: 0.05 });</script>
</head>
<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-CRV8P4D" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">
<header class="Header-module--header--1xq2Z">
  <a href="/" class="Header-module--logo--3hT0c"><img src="/static/corvid-logo-4e1b9c.svg" alt="Corvid Pay"></a>
  <nav aria-label="Primary">
    <ul>
      <li><a href="/online-payments/">Online</a></li>
      <li><a href="/in-person/">In-person</a></li>
      <li><a href="/invoicing/">Invoicing</a></li>
      <li><a href="/plugins/">Plugins</a></li>
      <li><a href="/partners/">Partners</a></li>
      <li><a href="/pricing/">Pricing</a></li>
      <li><a href="https://docs.corvidpay.com.au/">Developers</a></li>
    </ul>
  </nav>
  <a href="https://dashboard.corvidpay.com.au/login">Sign in</a>
  <a class="Button-module--primary--2kP8s" href="https://dashboard.corvidpay.com.au/signup">Open an account</a>
</header>
<main>
${body}
</main>
<footer class="Footer-module--footer--9aB1x">
  <div class="Footer-module--cols--3Vb7d">
    <div><h4>Products</h4><a href="/online-payments/">Online payments</a><a href="/in-person/">Terminals</a><a href="/invoicing/">Invoicing</a><a href="/plugins/">Plugins</a></div>
    <div><h4>Company</h4><a href="/about/">About</a><a href="/partners/">Partner network</a><a href="/partners/directory/">Partner directory</a><a href="https://corvidpay.bamboohr.com/careers">Careers</a><a href="/contact/">Contact</a></div>
    <div><h4>Support</h4><a href="https://support.corvidpay.com.au/">Help centre</a><a href="https://status.corvidpay.com.au/">Status</a><a href="https://docs.corvidpay.com.au/">API docs</a></div>
    <div><h4>Get the app</h4><a href="https://apps.apple.com/au/app/corvid-pay/id1539920411"><img src="/static/app-store-badge.svg" alt="Download on the App Store"></a><a href="https://play.google.com/store/apps/details?id=au.com.corvidpay"><img src="/static/google-play-badge.svg" alt="Get it on Google Play"></a></div>
  </div>
  <p class="Footer-module--nz--7cQ2e">In New Zealand? Visit <a href="https://corvidpay.co.nz/">corvidpay.co.nz</a></p>
  <div class="Footer-module--social--6dE3f"><a href="https://www.linkedin.com/company/corvidpay">LinkedIn</a><a href="https://www.instagram.com/corvidpay">Instagram</a><a href="https://github.com/corvidpay">GitHub</a></div>
  <p class="Footer-module--legal--5cR8t">Corvid Pay Pty Ltd ABN 61 634 118 290 holds Australian Financial Services Licence 521440 and is registered with <a href="https://www.austrac.gov.au/">AUSTRAC</a>. Level 9, 120 Collins Street, Melbourne VIC 3000. <a href="/legal/privacy/">Privacy</a> · <a href="/legal/terms/">Terms</a></p>
</footer>
</div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>
<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=9c3e71a4-2b5d-4f8e-a0c6-corvidpay"></script>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";window.___webpackCompilationHash="b91f3c7e2a4d6085";/*]]>*/</script>
<script src="/webpack-runtime-8c1d4f7a2e3b9056.js" async></script>
<script src="/framework-2a9e7b4c1d0f8356.js" async></script>
<script src="/app-6f3b0e2d9c1a4758.js" async></script>
</body>
</html>`;
}

function dirEntry(name: string, kind: string, city: string, url: string, label: string): string {
  return `<li class="Directory-module--entry--4Hk2s"><h3>${name}</h3><p class="Directory-module--meta--1Rt7a">${kind} · ${city}</p><a href="${url}" target="_blank" rel="noopener noreferrer">${label}</a></li>`;
}

export const site: CorpusSite = {
  domain: 'corvidpay.com.au',
  otherDomains: ['corvidpay.co.nz'],
  covers:
    'English Australian payment provider on Gatsby/Netlify: plugins page as a table of platforms (Adobe Commerce via business.adobe.com), partner network overview naming a sponsor bank in prose and featured partners, paginated partner directory of agencies, referral partners and terminal resellers; negatives: card scheme and wallet logos, PCI DSS, AUSTRAC, customer logos, testimonials, awards, press, investors, GitHub and social links, app-store badges, own NZ domain, BambooHR careers',
  pages: {
    '/': {
      headers,
      html: page(
        'Corvid Pay | Payments for Australian businesses',
        '/',
        `<section class="hero">
  <h1>Take payments anywhere. Settle next morning.</h1>
  <p>Online checkout, smart terminals and payable invoices on one account, with next-day settlement to any Australian bank.</p>
  <a href="https://dashboard.corvidpay.com.au/signup">Get started in minutes</a>
</section>
<section class="Methods-module--methods--8xQ1a">
  <h2>Accept every way Australians pay</h2>
  <ul class="Methods-module--logos--2wE4r">
    <li><img src="/static/pm/visa.svg" alt="Visa"></li>
    <li><img src="/static/pm/mastercard.svg" alt="Mastercard"></li>
    <li><img src="/static/pm/amex.svg" alt="American Express"></li>
    <li><img src="/static/pm/eftpos.svg" alt="eftpos"></li>
    <li><img src="/static/pm/apple-pay.svg" alt="Apple Pay"></li>
    <li><img src="/static/pm/google-pay.svg" alt="Google Pay"></li>
    <li><img src="/static/pm/afterpay.svg" alt="Afterpay"></li>
  </ul>
</section>
<section class="Customers-module--customers--0pL3d">
  <h2>Trusted by 9,000+ Australian businesses</h2>
  <ul><li><img src="/static/customers/gumtree-bakehouse.svg" alt="Gumtree Bakehouse"></li><li><img src="/static/customers/fitzroy-cycles.svg" alt="Fitzroy Cycles"></li><li><img src="/static/customers/saltwater-surf-co.svg" alt="Saltwater Surf Co."></li></ul>
  <blockquote>“Moving to Corvid saved us 0.4% on every transaction and our money lands a day earlier.” <cite>Jess Kowalczyk, Fitzroy Cycles</cite></blockquote>
</section>
<section class="Security-module--security--5nT6b">
  <h2>Security you don't have to think about</h2>
  <p>PCI DSS Level 1 certified service provider, audited annually against the <a href="https://www.pcisecuritystandards.org/">PCI Security Standards Council</a> requirements. 3-D Secure 2 and tokenisation built in.</p>
</section>
<section class="Awards-module--awards--7mW3c">
  <img src="/static/awards/finder-2024.svg" alt="Finder Awards 2024 winner"><p>Winner, Best Payment Provider for Small Business, <a href="https://www.finder.com.au/finder-awards">Finder Awards 2024</a>.</p>
  <p>As seen in the <a href="https://www.afr.com/technology/corvid-pay-raises-series-b">Australian Financial Review</a>.</p>
</section>`,
      ),
    },
    '/plugins/': {
      headers,
      html: page(
        'Ecommerce plugins &amp; platforms | Corvid Pay',
        '/plugins/',
        `<section class="hero"><h1>Plugins &amp; platforms</h1><p>Add Corvid Pay to your online store or accounting software in minutes. Our integrations are free and maintained by our own engineers unless noted.</p></section>
<table class="Plugins-module--table--3cQ7e">
  <thead><tr><th>Platform</th><th>What you get</th><th>Maintained by</th><th>Install</th></tr></thead>
  <tbody>
    <tr><td><a href="https://woocommerce.com/">WooCommerce</a></td><td>Cards, wallets and Afterpay at checkout</td><td>Corvid Pay</td><td><a href="https://wordpress.org/plugins/corvid-pay-for-woocommerce/">WordPress.org</a></td></tr>
    <tr><td><a href="https://www.bigcommerce.com.au/">BigCommerce</a></td><td>Native payment gateway</td><td>Corvid Pay</td><td><a href="https://www.bigcommerce.com.au/apps/corvid-pay/">BigCommerce App Marketplace</a></td></tr>
    <tr><td><a href="https://business.adobe.com/products/magento/magento-commerce.html">Adobe Commerce (Magento)</a></td><td>Gateway extension for Magento 2.4</td><td>Corvid Pay</td><td><a href="https://commercemarketplace.adobe.com/corvidpay-payments.html">Adobe Commerce Marketplace</a></td></tr>
    <tr><td><a href="https://www.maropost.com/">Maropost Commerce Cloud (Neto)</a></td><td>Checkout and refunds from the Neto control panel</td><td>Maropost</td><td>Enable under Payments</td></tr>
    <tr><td><a href="https://www.wix.com/">Wix</a></td><td>Payment provider for Wix Stores and Wix Bookings</td><td>Wix</td><td>Connect from your Wix dashboard</td></tr>
    <tr><td><a href="https://www.xero.com/au/">Xero</a></td><td>Pay-now links on Xero invoices, automatic reconciliation</td><td>Corvid Pay</td><td><a href="https://apps.xero.com/au/app/corvid-pay">Xero App Store</a></td></tr>
    <tr><td><a href="https://www.myob.com/au">MYOB</a></td><td>Online invoice payments for MYOB Business</td><td>Corvid Pay</td><td>Connect from MYOB</td></tr>
  </tbody>
</table>
<p>Building on our API? Our SDKs for Node, PHP and Python are open source on <a href="https://github.com/corvidpay">GitHub</a>.</p>`,
      ),
    },
    '/partners/': {
      headers,
      html: page(
        'Partner network | Corvid Pay',
        '/partners/',
        `<section class="hero"><h1>The Corvid Pay partner network</h1><p>Agencies, developers, accountants and terminal resellers who help businesses get paid with Corvid Pay. Partners earn a share of processing revenue for the life of every merchant they refer.</p><a href="/partners/apply/">Apply to become a partner</a></section>
<section>
  <h2>Featured partners</h2>
  <div class="Partners-module--featured--6vB2t">
    <article><img src="/static/partners/saltbush-digital.svg" alt="Saltbush Digital"><h3>Saltbush Digital</h3><p>Shopify and WooCommerce agency, Adelaide. Corvid Platinum Agency Partner.</p><a href="https://saltbushdigital.com.au/" target="_blank" rel="noopener">saltbushdigital.com.au</a></article>
    <article><img src="/static/partners/southern-cross-pos.svg" alt="Southern Cross POS"><h3>Southern Cross POS</h3><p>Authorised reseller of Corvid smart terminals for hospitality and retail across NSW and QLD.</p><a href="https://www.southerncrosspos.com.au/" target="_blank" rel="noopener">southerncrosspos.com.au</a></article>
  </div>
</section>
<section>
  <h2>Banking partner</h2>
  <p>Merchant funds are settled through our banking partner <a href="https://www.cuscal.com.au/">Cuscal</a>, an Authorised Deposit-taking Institution regulated by APRA.</p>
</section>
<section>
  <h2>Find a partner</h2>
  <p>Browse every certified agency, referral partner and reseller in the <a href="/partners/directory/">partner directory</a>.</p>
</section>`,
      ),
    },
    '/partners/directory/': {
      headers,
      html: page(
        'Partner directory | Corvid Pay',
        '/partners/directory/',
        `<section><h1>Partner directory</h1>
<div class="Directory-module--filters--2Lm8q"><button aria-pressed="true">All</button><button>Agencies</button><button>Referral partners</button><button>Terminal resellers</button></div>
<ul class="Directory-module--list--7Yc0p">
  ${dirEntry('Saltbush Digital', 'Agency', 'Adelaide SA', 'https://saltbushdigital.com.au/', 'Visit website')}
  ${dirEntry('Kookaburra Commerce', 'Agency', 'Brisbane QLD', 'https://kookaburracommerce.com.au/', 'Visit website')}
  ${dirEntry('Ledger &amp; Co Advisory', 'Referral partner (accountants)', 'Perth WA', 'https://www.ledgerandco.com.au/', 'Visit website')}
  ${dirEntry('Mulga Bookkeeping', 'Referral partner (bookkeepers)', 'Alice Springs NT', 'https://mulgabookkeeping.com.au/', 'Visit website')}
  ${dirEntry('Southern Cross POS', 'Terminal reseller', 'Sydney NSW', 'https://www.southerncrosspos.com.au/', 'Visit website')}
</ul>
<nav class="Pagination-module--pagination--9qR4t" aria-label="Pagination"><span aria-current="page">1</span><a href="/partners/directory/2/">2</a><a href="/partners/directory/2/" rel="next">Next page</a></nav>
</section>`,
      ),
    },
    '/partners/directory/2/': {
      headers,
      html: page(
        'Partner directory – page 2 | Corvid Pay',
        '/partners/directory/2/',
        `<section><h1>Partner directory</h1>
<ul class="Directory-module--list--7Yc0p">
  ${dirEntry('Tasman Web Studio', 'Agency', 'Auckland NZ', 'https://tasmanweb.co.nz/', 'Visit website')}
  ${dirEntry('Outback Retail Systems', 'Terminal reseller', 'Dubbo NSW', 'https://www.outbackretail.com.au/', 'Visit website')}
</ul>
<nav class="Pagination-module--pagination--9qR4t" aria-label="Pagination"><a href="/partners/directory/" rel="prev">Previous page</a><a href="/partners/directory/">1</a><span aria-current="page">2</span></nav>
</section>`,
      ),
    },
    '/about/': {
      headers,
      html: page(
        'About us | Corvid Pay',
        '/about/',
        `<section class="hero"><h1>About Corvid Pay</h1></section>
<section>
  <p>Corvid Pay was started in Melbourne in 2019 to give small businesses the payment tools big retailers take for granted. Today we process more than $4 billion a year for 9,000 merchants in Australia and New Zealand.</p>
  <h2>Investors</h2>
  <p>Our Series B was led by <a href="https://www.blackbird.vc/">Blackbird</a>, with <a href="https://www.squarepeg.vc/">Square Peg</a> participating.</p>
  <h2>Careers</h2>
  <p>We're hiring in Melbourne and Auckland. <a href="https://corvidpay.bamboohr.com/careers">See open roles</a>.</p>
</section>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact | Corvid Pay',
        '/contact/',
        `<section class="hero"><h1>Contact us</h1></section>
<section>
  <p>Sales: 1300 268 743 · <a href="mailto:sales@corvidpay.com.au">sales@corvidpay.com.au</a></p>
  <p>Support (24/7 for terminal merchants): 1300 268 744 or chat with us using the help button.</p>
  <p>Partnerships: <a href="mailto:partners@corvidpay.com.au">partners@corvidpay.com.au</a></p>
  <address>Level 9, 120 Collins Street, Melbourne VIC 3000</address>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/plugins/', '/partners/', '/partners/directory/', '/partners/directory/2/', '/about/', '/contact/'],
  technologies: ['gatsby', 'react', 'webpack', 'netlify', 'google-tag-manager', 'sentry', 'zendesk', 'hsts'],
  partners: {
    'woocommerce.com': 'technology',
    'bigcommerce.com.au': 'technology',
    'adobe.com': 'technology',
    'maropost.com': 'technology',
    'wix.com': 'technology',
    'xero.com': 'technology',
    'myob.com': 'technology',
    'saltbushdigital.com.au': 'channel',
    'kookaburracommerce.com.au': 'channel',
    'ledgerandco.com.au': 'channel',
    'mulgabookkeeping.com.au': 'channel',
    'southerncrosspos.com.au': 'channel',
    'tasmanweb.co.nz': 'channel',
    'outbackretail.com.au': 'channel',
    'cuscal.com.au': 'generic',
  },
};
