import type { CorpusSite } from '../corpus/types.js';

/*
 * Tōtara Ledger: an Auckland chartered accountancy on Squarespace 7.1. Its software partners sit in a footer column
 * on every page, and its referral partners in prose at the bottom of the About page.
 */

const D = 'https://www.totaraledger.co.nz';
const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Hq9Lw2Zt/mX4vB7kR',
  'set-cookie': 'crumb=BZr7eY2xN1qKcT4mW8sPvLf3; Path=/; Secure; SameSite=Lax',
  'strict-transport-security': 'max-age=15552000',
  age: '0',
};

const WEBSITE_ID = '63f2a91c7d4e5b1a2c3d4e5f';
const COLLECTIONS: Record<string, string> = {
  '/': '63f2a91c7d4e5b1a2c3d4e60',
  '/services': '63f2a91c7d4e5b1a2c3d4e61',
  '/services/xero-accounting': '63f2a91c7d4e5b1a2c3d4e62',
  '/about': '63f2a91c7d4e5b1a2c3d4e63',
  '/blog/provisional-tax-explained': '63f2a91c7d4e5b1a2c3d4e64',
  '/pricing': '63f2a91c7d4e5b1a2c3d4e65',
  '/contact': '63f2a91c7d4e5b1a2c3d4e66',
};

function head(title: string, description: string, path: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-NZ">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- totara-ledger -->
<base href="">
<meta charset="utf-8" />
<title>${title} &mdash; T&#333;tara Ledger</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/${WEBSITE_ID}/favicon.ico?format=100w"/>
<link rel="canonical" href="${D}${path}"/>
<meta property="og:site_name" content="T&#333;tara Ledger"/>
<meta property="og:title" content="${title} &mdash; T&#333;tara Ledger"/>
<meta property="og:url" content="${D}${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="http://static1.squarespace.com/static/${WEBSITE_ID}/t/640a1b2c3d4e5f6a7b8c9d0e/1678400000000/totara-share.jpg?format=1500w"/>
<meta itemprop="name" content="${title} &mdash; T&#333;tara Ledger"/>
<meta name="twitter:title" content="${title} &mdash; T&#333;tara Ledger"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=DM+Serif+Display:ital,wght@0,400;1,400&family=Work+Sans:ital,wght@0,400;0,500;0,700;1,400"><script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-0a5c3e1b9f2d4a6c-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-0a5c3e1b9f2d4a6c-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-3e8b9f1a2c4d5e6f-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-7d1e3b5a9c2f4e6d-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-9f2e4a6c8b1d3f5e-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-2b4d6f8a1c3e5b7d-min.en-US.js" defer ></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","facebookApiVersion":"v6.0","rollups":{},"pageType":2,"website":{"id":"${WEBSITE_ID}","identifier":"totara-ledger","websiteType":1,"contentModifiedOn":1716100000000,"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"en-NZ","timeZone":"Pacific/Auckland","machineTimeZoneOffset":43200000,"timeZoneOffset":43200000,"timeZoneAbbr":"NZST","siteTitle":"T\\u014Dtara Ledger","fullSiteTitle":"${title} \\u2014 T\\u014Dtara Ledger","baseUrl":"https://www.totaraledger.co.nz","primaryDomain":"www.totaraledger.co.nz","socialAccounts":[]},"collectionId":"${COLLECTIONS[path] ?? COLLECTIONS['/']}","templateVersion":"7.1","pageFeatures":[1,2,4],"impersonatedSession":false,"tzData":{"zones":[[720,"NZ","NZ%sT",null]],"rules":{"NZ":[[2007,"max",null,"Sep","lastSun","2:45s","1:00","D"],[2008,"max",null,"Apr","Sun>=1","2:45s","0","S"]]}},"showAnnouncementBar":false,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"Pacific/Auckland","name":"New Zealand Time"}}};</script>
<script type="application/ld+json">${JSON.stringify({ url: D, name: 'Tōtara Ledger', '@context': 'http://schema.org', '@type': 'WebSite' })}</script>
<script type="application/ld+json">${JSON.stringify({
    '@context': 'http://schema.org',
    '@type': 'AccountingService',
    name: 'Tōtara Ledger Chartered Accountants',
    address: '2/118 Ponsonby Road, Grey Lynn, Auckland 1021',
    telephone: '+64 9 376 4410',
    openingHours: 'Mo-Fr 08:30-17:00',
  })}</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/${WEBSITE_ID}/42/5c5a519771c10ba3470d8101/${WEBSITE_ID}/1510/site.css"/>
<script>Static.COOKIE_BANNER_CAPABLE = true;</script>
  </head>`;
}

const header = `<body id="collection-63f2a91c7d4e5b1a2c3d4e60" class="primary-button-style-solid primary-button-shape-pill header-width-full tweak-transparent-header tweak-fixed-header-style-basic form-field-style-solid header-overlay-alignment-center collection-type-page collection-layout-default mobile-style-available sqs-seven-one">
  <div id="siteWrapper" class="clearfix site-wrapper">
    <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white" data-current-styles='{"layout":"navRight","action":{"href":"/contact","buttonText":"Book a free chat","newWindow":false},"showSocial":false,"sectionTheme":"white"}'>
      <div class="header-announcement-bar-wrapper">
        <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
          <div class="header-display-desktop" data-content-field="site-title">
            <div class="header-title-nav-wrapper">
              <div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/${WEBSITE_ID}/totara-ledger-logo.png?format=1500w" alt="T&#333;tara Ledger" style="display:block"></a></div></div>
              <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
                <div class="header-nav-item header-nav-item--folder"><a class="header-nav-folder-title" href="/services" tabindex="-1" data-animation-role="header-element">Services</a>
                  <div class="header-nav-folder-content">
                    <div class="header-nav-folder-item"><a href="/services/xero-accounting"><span class="header-nav-folder-item-content">Xero accounting &amp; bookkeeping</span></a></div>
                    <div class="header-nav-folder-item"><a href="/services#tax"><span class="header-nav-folder-item-content">Tax returns &amp; provisional tax</span></a></div>
                    <div class="header-nav-folder-item"><a href="/services#advisory"><span class="header-nav-folder-item-content">Business advisory &amp; cashflow</span></a></div>
                    <div class="header-nav-folder-item"><a href="/services#payroll"><span class="header-nav-folder-item-content">Payroll</span></a></div>
                    <div class="header-nav-folder-item"><a href="/services#trusts"><span class="header-nav-folder-item-content">Trusts &amp; rental property</span></a></div>
                  </div>
                </div>
                <div class="header-nav-item header-nav-item--collection"><a href="/pricing" data-animation-role="header-element">Pricing</a></div>
                <div class="header-nav-item header-nav-item--collection"><a href="/about" data-animation-role="header-element">About</a></div>
                <div class="header-nav-item header-nav-item--collection"><a href="/blog" data-animation-role="header-element">Insights</a></div>
                <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div>
              </nav></div></div>
            </div>
            <div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Book a free chat</a></div></div>
          </div>
        </div>
      </div>
    </header>
    <main id="page" class="container" role="main">
      <article class="sections" id="sections" data-page-sections="${COLLECTIONS['/']}">`;

const partnerLinks = [
  ['Xero', 'https://www.xero.com/nz/'],
  ['Dext', 'https://dext.com/nz'],
  ['Hubdoc', 'https://www.hubdoc.com/'],
  ['Float', 'https://floatapp.com/'],
  ['ApprovalMax', 'https://approvalmax.com/'],
  ['Fathom', 'https://www.fathomhq.com/'],
  ['Karbon', 'https://karbonhq.com/'],
];

const footer = `      </article>
    </main>
    <footer class="sections" id="footer-sections" data-footer-sections>
      <section data-test="page-section" data-section-theme="dark" class="page-section full-bleed-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--left vertical-alignment--top dark" data-section-id="footer-main">
        <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-footer">
          <div class="fe-block fe-block-footer-1"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
            <h4>T&#333;tara Ledger</h4>
            <p>Chartered accountants for small businesses, sole traders and landlords across Aotearoa.</p>
            <p>2/118 Ponsonby Road, Grey Lynn, Auckland 1021<br><a href="tel:+6493764410">09 376 4410</a> &middot; <a href="mailto:kiaora@totaraledger.co.nz">kiaora@totaraledger.co.nz</a></p>
          </div></div></div></div>
          <div class="fe-block fe-block-footer-2"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
            <h4>Explore</h4>
            <p><a href="/services">Services</a><br><a href="/pricing">Pricing</a><br><a href="/about">About us</a><br><a href="/blog">Insights</a><br><a href="/contact">Contact</a><br><a href="/privacy">Privacy</a><br><a href="/engagement-terms">Terms of engagement</a></p>
          </div></div></div></div>
          <div class="fe-block fe-block-footer-3"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
            <h4>Our software partners</h4>
            <p>${partnerLinks.map(([n, u]) => `<a href="${u}" target="_blank">${n}</a>`).join('<br>')}</p>
          </div></div></div></div>
          <div class="fe-block fe-block-footer-4"><div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content">
            <div class="image-block-outer-wrapper"><a href="https://www.xero.com/nz/advisors/find-advisors/auckland/totara-ledger/" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/${WEBSITE_ID}/xero-gold-partner-badge.png?format=300w" alt="Xero Gold Partner" width="150" height="60" loading="lazy"></a></div>
            <div class="image-block-outer-wrapper"><a href="https://www.charteredaccountantsanz.com/" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/${WEBSITE_ID}/caanz-member.png?format=300w" alt="Chartered Accountants Australia and New Zealand member firm" width="150" height="60" loading="lazy"></a></div>
          </div></div></div>
          <div class="fe-block fe-block-footer-5"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content"><div class="sqs-svg-icon--outer social-icon-alignment-left social-icons-color-white"><nav class="sqs-svg-icon--list">
            <a href="https://www.facebook.com/totaraledger" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#facebook-unauth-icon"></use></svg></div></a>
            <a href="https://www.linkedin.com/company/totara-ledger" target="_blank" class="sqs-svg-icon--wrapper linkedin-unauth" aria-label="LinkedIn"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#linkedin-unauth-icon"></use></svg></div></a>
            <a href="https://www.instagram.com/totaraledger" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#instagram-unauth-icon"></use></svg></div></a>
          </nav></div></div></div></div>
          <div class="fe-block fe-block-footer-6"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small">&copy; 2024 T&#333;tara Ledger Limited (NZBN 9429048812345). Chartered Accountants. Our services are provided under the CA ANZ Code of Ethics.</p></div></div></div></div>
        </div></div></div>
      </section>
    </footer>
  </div>
  <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.6a4e2c8f1b3d5e7a9c0b2d4f6e8a1c3e.js" type="text/javascript"></script>
  <svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="facebook-unauth-icon" viewBox="0 0 64 64"><path d="M34.1,47V33.3h4.6l0.7-5.3h-5.3v-3.4c0-1.5,0.4-2.6,2.6-2.6l2.8,0v-4.8c-0.5-0.1-2.2-0.2-4.1-0.2 c-4.1,0-6.9,2.5-6.9,7V28H24v5.3h4.6V47H34.1z"/></symbol><symbol id="linkedin-unauth-icon" viewBox="0 0 64 64"><path d="M20.4,44h5.4V26.6h-5.4V44z M23.1,18c-1.7,0-3.1,1.4-3.1,3.1c0,1.7,1.4,3.1,3.1,3.1 c1.7,0,3.1-1.4,3.1-3.1C26.2,19.4,24.8,18,23.1,18z"/></symbol><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641c-0.383-0.986-0.896-1.823-1.73-2.657c-0.834-0.834-1.67-1.347-2.657-1.73"/></symbol></svg>
</body>
</html>`;

function section(id: string, inner: string, theme = 'white'): string {
  return `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${id}">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-${id}">
    <div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
${inner}
    </div></div></div></div>
  </div></div></div>
</section>`;
}

function page(path: string, title: string, description: string, sections: string): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path)}\n${header}\n${sections}\n${footer}` };
}

const home = page(
  '/',
  'Chartered Accountants in Auckland',
  'Fixed-fee Xero accounting, tax and advisory for small businesses, sole traders and landlords across New Zealand.',
  section(
    'hero',
    `<h1 style="white-space:pre-wrap;">Numbers you understand. Tax you don&rsquo;t overpay.</h1>
<p class="sqsrte-large">Fixed-fee accounting, tax and advice for small businesses, sole traders and landlords across Aotearoa, from a team that answers your email the same day.</p>
<p><a href="https://calendly.com/totara-ledger/free-chat" target="_blank" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Book a free 20-minute chat</a></p>`,
    'black',
  ) +
    section(
      'services',
      `<h2>How we help</h2>
<div class="summary-v2-block"><div class="summary-item-list">
<div class="summary-item"><div class="summary-thumbnail-outer-container"><img data-src="https://images.squarespace-cdn.com/content/v1/${WEBSITE_ID}/icon-books.png" alt="" width="64" height="64"></div><div class="summary-content"><h3 class="summary-title"><a href="/services/xero-accounting">Xero accounting &amp; bookkeeping</a></h3><p>Monthly bookkeeping, GST returns and year-end accounts, all in Xero.</p></div></div>
<div class="summary-item"><div class="summary-content"><h3 class="summary-title"><a href="/services#tax">Tax</a></h3><p>Income tax, provisional tax, GST and FBT, with reminders so you never get a late penalty.</p></div></div>
<div class="summary-item"><div class="summary-content"><h3 class="summary-title"><a href="/services#advisory">Advisory</a></h3><p>Cashflow forecasting, budgeting and quarterly check-ins with your accountant.</p></div></div>
<div class="summary-item"><div class="summary-content"><h3 class="summary-title"><a href="/services#trusts">Trusts &amp; rentals</a></h3><p>Family trust accounts and residential rental returns, including the interest limitation rules.</p></div></div>
</div></div>`,
    ) +
    section(
      'testimonials',
      `<h2>Kind words from clients</h2>
<blockquote><p>&ldquo;Aroha and the team took over three years of messy books and had us up to date with IRD in six weeks. Best money we spend all year.&rdquo;</p><p>&mdash; Mere &amp; Tom, <a href="https://www.kumarakitchen.co.nz/" target="_blank">K&#363;mara Kitchen</a>, Kingsland</p></blockquote>
<blockquote><p>&ldquo;I finally understand my own numbers. The cashflow forecast saved my business in 2023.&rdquo;</p><p>&mdash; Sione F., builder, Onehunga</p></blockquote>
<p><strong>4.9 &#9733;</strong> from 86 Google reviews</p>`,
      'light',
    ) +
    section(
      'cta',
      `<h2>Switching accountants is easier than you think</h2>
<p>We contact your old accountant, move your Xero file and take care of the IRD paperwork. Most clients are set up in under two weeks.</p>
<p><a href="/pricing" class="sqs-block-button-element--medium sqs-button-element--secondary sqs-block-button-element">See our fixed-fee pricing</a></p>`,
    ),
);

const services = page(
  '/services',
  'Services',
  'Accounting, tax, payroll and advisory services for small businesses and landlords.',
  section(
    'services-hero',
    `<h1>Services</h1><p class="sqsrte-large">Everything a small business needs from an accountant, for a fixed monthly fee.</p>`,
    'black',
  ) +
    section(
      'services-list',
      `<h2 id="accounting">Accounting &amp; bookkeeping</h2>
<p>Monthly or quarterly bookkeeping in Xero, bank reconciliations, GST returns and annual financial statements. <a href="/services/xero-accounting">More about our Xero accounting service</a>.</p>
<h2 id="tax">Tax</h2>
<p>Income tax returns for companies, sole traders, partnerships, trusts and individuals. We manage provisional tax (including the AIM method), GST, FBT and PAYE, and talk to IRD on your behalf. Read our guide to <a href="/blog/provisional-tax-explained">provisional tax</a>.</p>
<h2 id="advisory">Advisory</h2>
<p>Rolling 12-month cashflow forecasts, budgets, KPI dashboards and quarterly reviews. Ideal for businesses planning to hire, borrow or buy equipment.</p>
<h2 id="payroll">Payroll</h2>
<p>Fortnightly or monthly payroll with payday filing, KiwiSaver, holiday pay under the Holidays Act and employment agreements templates.</p>
<h2 id="trusts">Trusts &amp; rental property</h2>
<p>Annual trust accounts and minutes, trustee resolutions, residential rental returns, ring-fencing and the bright-line test.</p>
<h2>Not what you need?</h2>
<p>For company formation, trust deeds and shareholder agreements we introduce you to the lawyers we work with. See <a href="/about#partners">our referral partners</a>.</p>`,
    ),
);

const xero = page(
  '/services/xero-accounting',
  'Xero Accounting & Bookkeeping',
  'Xero bookkeeping, GST and annual accounts by a Xero Gold Partner practice.',
  section(
    'xero-hero',
    `<h1>Xero accounting &amp; bookkeeping</h1><p class="sqsrte-large">We are a Xero Gold Partner practice with 11 Xero-certified advisors.</p>`,
    'black',
  ) +
    section(
      'xero-body',
      `<h2>What&rsquo;s included</h2>
<ul data-rte-list="default">
<li><p>Xero subscription at partner pricing, set up and configured for you</p></li>
<li><p>Bank feeds, rules and monthly reconciliations</p></li>
<li><p>Receipt and bill capture with Dext or Hubdoc, your choice</p></li>
<li><p>Two-monthly GST returns filed directly to IRD</p></li>
<li><p>Year-end financial statements and income tax return</p></li>
<li><p>Unlimited email and phone support</p></li>
</ul>
<h2>Add-ons</h2>
<p>Bill approvals with ApprovalMax, cashflow forecasting in Float, management reporting in Fathom. We&rsquo;ll set each one up and train your team.</p>
<h2>Coming from MYOB or spreadsheets?</h2>
<p>We convert your history into Xero at no extra charge when you sign up for a 12-month plan.</p>
<p><a href="/contact" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Get a quote</a></p>`,
    ) +
    section(
      'xero-faq',
      `<h2>Frequently asked questions</h2>
<div class="accordion-block"><ul class="accordion-items-container">
<li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">Do I need to do my own data entry?</span></button></h3><div class="accordion-item__dropdown"><div class="accordion-item__description"><p>No. Bank feeds and receipt capture do most of the work, and our bookkeepers handle the rest.</p></div></div></li>
<li class="accordion-item"><h3 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">Can I keep my current Xero subscription?</span></button></h3><div class="accordion-item__dropdown"><div class="accordion-item__description"><p>Yes, or move it to our partner plan and save about 20%.</p></div></div></li>
</ul></div>`,
      'light',
    ),
);

const about = page(
  '/about',
  'About Us',
  'Meet the team at Tōtara Ledger, chartered accountants in Grey Lynn, Auckland.',
  section(
    'about-hero',
    `<h1>About T&#333;tara Ledger</h1><p class="sqsrte-large">Like the t&#333;tara, we&rsquo;re here for the long haul.</p>`,
    'black',
  ) +
    section(
      'about-story',
      `<p>Aroha Ngata and Ben Whitcombe started T&#333;tara Ledger in 2014 after a decade each at big-four firms. Ten years on we are a team of 14, still in the same villa on Ponsonby Road, looking after 600 small businesses, sole traders and landlords from Kaitaia to Invercargill.</p>
<h2>The team</h2>
<p><strong>Aroha Ngata CA</strong>, Director &middot; <strong>Ben Whitcombe CA</strong>, Director &middot; <strong>Leilani Tuilagi</strong>, Client Manager &middot; <strong>Priya Desai CA</strong>, Tax Manager &middot; <strong>Jack O&rsquo;Donnell</strong>, Senior Bookkeeper</p>
<h2>Community</h2>
<p>We sponsor the junior grades at <a href="https://www.ponsonbyrugby.co.nz/" target="_blank">Ponsonby Rugby Club</a> and donate a day&rsquo;s fees every term to <a href="https://www.kidscan.org.nz/" target="_blank">KidsCan</a>. We were a finalist for Emerging Partner of the Year at the Xero Awards New Zealand 2019.</p>`,
    ) +
    section(
      'about-partners',
      `<h2 id="partners">Our partners</h2>
<p>We build every client&rsquo;s finance system on cloud software from our technology partners. Xero sits at the heart of it, with Dext and Hubdoc for receipts, ApprovalMax for bill approvals, Float for cashflow forecasts, Fathom for reporting, and Karbon to manage our own workflow (you&rsquo;ll find all of them in the footer).</p>
<p>Accounting questions often turn into legal, lending or insurance questions. When they do, we refer you to people we trust, and they send their clients to us:</p>
<p>For company, trust and property law, our friends at <a href="https://www.kaurilaw.co.nz/" target="_blank">Kauri Law</a> in Ponsonby. For business and residential lending, <a href="https://harboursidemortgages.co.nz/" target="_blank">Harbourside Mortgage Advisers</a>. For key-person, income protection and business insurance, <a href="https://www.pohutukawarisk.co.nz/" target="_blank">P&#333;hutukawa Risk</a>. For KiwiSaver and investment advice, <a href="https://matarikiwealth.co.nz/" target="_blank">Matariki Wealth</a>. And for owners who want a coach as well as an accountant, <a href="https://www.aorakicoaching.co.nz/" target="_blank">Aoraki Business Coaching</a>.</p>
<p>We don&rsquo;t take commissions from our referral partners.</p>`,
      'light',
    ),
);

const blog = page(
  '/blog/provisional-tax-explained',
  'Provisional Tax Explained',
  'How provisional tax works in New Zealand, and how to choose between the standard, estimation and AIM methods.',
  `<section class="page-section content-collection full-bleed-section collection-type-blog-basic-grid"><div class="content-wrapper"><div class="content"><div class="blog-basic-grid collection-content-wrapper">
<article class="entry hentry h-entry blog-item">
  <div class="blog-item-top-wrapper"><div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">Provisional tax explained</h1></div><div class="blog-item-meta-wrapper"><span class="blog-author">Priya Desai</span> <time class="dt-published date-highlight" datetime="2024-03-14">14 March 2024</time></div></div>
  <div class="blog-item-content-wrapper"><div class="blog-item-content e-content">
${section(
  'post',
  `<p>If your residual income tax was more than $5,000 last year, you&rsquo;ll probably pay provisional tax this year. Here is how it works, and how to pick the method that suits your cashflow.</p>
<h2>The three methods</h2>
<p><strong>Standard:</strong> your last year&rsquo;s tax plus 5%, in three instalments. Simple, but it can leave you with a big terminal tax bill in a good year.</p>
<p><strong>Estimation:</strong> you estimate this year&rsquo;s tax. Useful if income has dropped, but use-of-money interest applies if you underestimate.</p>
<p><strong>AIM (accounting income method):</strong> tax is calculated from your Xero data every GST period, so you pay as you earn. Great for seasonal businesses. See the official guidance on the <a href="https://www.ird.govt.nz/income-tax/provisional-tax/provisional-tax-options/accounting-income-method" target="_blank">IRD website</a>.</p>
<h2>Key dates for 31 March balance dates</h2>
<table><tbody><tr><th>Instalment</th><th>Due date</th></tr><tr><td>P1</td><td>28 August</td></tr><tr><td>P2</td><td>15 January</td></tr><tr><td>P3</td><td>7 May</td></tr></tbody></table>
<h2>Tax pooling</h2>
<p>If you miss a payment, tax pooling can reduce interest costs. Ask us whether it makes sense for you.</p>
<p><em>This article is general information, not advice. Talk to us about your situation.</em></p>`,
)}
  </div></div>
  <div class="blog-item-author-profile-wrapper"><p>Priya Desai is Tax Manager at T&#333;tara Ledger.</p></div>
</article>
</div></div></div></section>`,
);

const pricing = page(
  '/pricing',
  'Pricing',
  'Fixed monthly fees for accounting, tax and payroll.',
  section(
    'pricing-hero',
    `<h1>Fixed-fee pricing</h1><p class="sqsrte-large">No timesheets, no surprise invoices. Prices exclude GST.</p>`,
    'black',
  ) +
    section(
      'pricing-table',
      `<div class="pricing-grid">
<div class="pricing-card"><h2>Sole trader</h2><p class="price">$95/month</p><ul><li>Annual accounts &amp; IR3</li><li>GST returns</li><li>Provisional tax management</li><li>Xero Ledger plan included</li></ul></div>
<div class="pricing-card pricing-card--featured"><h2>Small company</h2><p class="price">$245/month</p><ul><li>Annual accounts &amp; IR4</li><li>Shareholder salaries &amp; current accounts</li><li>GST &amp; provisional tax</li><li>Quarterly check-in</li><li>Xero Standard plan included</li></ul></div>
<div class="pricing-card"><h2>Growing business</h2><p class="price">from $590/month</p><ul><li>Everything in Small company</li><li>Monthly bookkeeping</li><li>Payroll up to 15 staff</li><li>Cashflow forecast in Float</li></ul></div>
</div>
<p>Landlords with one or two rental properties: from $55/month. Family trusts: from $65/month.</p>`,
    ),
);

const contact = page(
  '/contact',
  'Contact',
  'Get in touch with Tōtara Ledger in Grey Lynn, Auckland.',
  section('contact-hero', `<h1>Kia ora, let&rsquo;s talk</h1>`, 'black') +
    `<section data-test="page-section" class="page-section layout-engine-section" data-section-id="contact-form"><div class="content-wrapper"><div class="content">
<div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="6412ab34cd56ef7890123456" autocomplete="on" method="POST" novalidate>
<div class="field-list clear">
<fieldset id="name-yui_3_17_2_1_1678400000000_5012" class="form-item fields name required"><legend class="title">Name <span class="required" aria-hidden="true">*</span></legend><div class="field first-name"><label class="caption"><input class="field-element field-control" name="fname" x-autocompletetype="given-name" type="text" spellcheck="false" maxlength="30" data-title="First" aria-required="true"><span class="caption-text">First Name</span></label></div><div class="field last-name"><label class="caption"><input class="field-element field-control" name="lname" type="text" spellcheck="false" maxlength="30" data-title="Last" aria-required="true"><span class="caption-text">Last Name</span></label></div></fieldset>
<div id="email-yui_3_17_2_1_1678400000000_5013" class="form-item field email required"><label class="title" for="email-yui_3_17_2_1_1678400000000_5013-field">Email <span class="required" aria-hidden="true">*</span></label><input class="field-element" id="email-yui_3_17_2_1_1678400000000_5013-field" name="email" type="email" autocomplete="email" spellcheck="false" aria-required="true"></div>
<div id="select-yui_3_17_2_1_1678400000000_5014" class="form-item field select"><label class="title" for="select-yui_3_17_2_1_1678400000000_5014-field">I&rsquo;m a&hellip;</label><select id="select-yui_3_17_2_1_1678400000000_5014-field" name="select"><option value="Sole trader">Sole trader</option><option value="Company">Company</option><option value="Landlord">Landlord</option><option value="Trust">Trust</option></select></div>
<div id="textarea-yui_3_17_2_1_1678400000000_5015" class="form-item field textarea"><label class="title" for="textarea-yui_3_17_2_1_1678400000000_5015-field">How can we help?</label><textarea class="field-element" id="textarea-yui_3_17_2_1_1678400000000_5015-field"></textarea></div>
</div>
<div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Send"></div>
</form></div></div></div></div>
<div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><h3>Visit us</h3><p>2/118 Ponsonby Road, Grey Lynn, Auckland 1021<br>Free parking behind the building off Rose Road.</p><p><a href="tel:+6493764410">09 376 4410</a><br><a href="mailto:kiaora@totaraledger.co.nz">kiaora@totaraledger.co.nz</a></p><p>Prefer video? <a href="https://calendly.com/totara-ledger/free-chat" target="_blank">Book a Zoom chat</a>.</p><p>We&rsquo;re hiring a graduate accountant: see the listing on <a href="https://www.seek.co.nz/job/74218833" target="_blank">SEEK</a>.</p></div></div></div>
</div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'totaraledger.co.nz',
  otherDomains: ['totaraledger.nz'],
  covers:
    'New Zealand accountancy on Squarespace 7.1: software partners as a plain footer column on every page and referral partners in a prose paragraph at the bottom of About; negatives are a Xero partner badge and a CA ANZ membership badge, an IRD link, a client testimonial link, a rugby club sponsorship and a charity, Calendly booking links, a SEEK job ad, social links and the Squarespace CDNs.',
  pages: {
    '/': home,
    '/services': services,
    '/services/xero-accounting': xero,
    '/about': about,
    '/blog/provisional-tax-explained': blog,
    '/pricing': pricing,
    '/contact': contact,
    '/partners': { status: 301, redirect: '/about#partners' },
  },
  sitemap: ['/', '/services', '/services/xero-accounting', '/about', '/blog/provisional-tax-explained', '/pricing', '/contact'],
  technologies: ['squarespace', 'squarespace-commerce', 'google-font-api', 'calendly', 'hsts', 'open-graph'],
  partners: {
    'xero.com': 'technology',
    'dext.com': 'technology',
    'hubdoc.com': 'technology',
    'floatapp.com': 'technology',
    'approvalmax.com': 'technology',
    'fathomhq.com': 'technology',
    'karbonhq.com': 'technology',
    'kaurilaw.co.nz': 'channel',
    'harboursidemortgages.co.nz': 'channel',
    'pohutukawarisk.co.nz': 'channel',
    'matarikiwealth.co.nz': 'channel',
    'aorakicoaching.co.nz': 'channel',
  },
};
