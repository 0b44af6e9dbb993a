import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'fra1::iad1::8tq4k-1767012345678-3f1c2d9e0a11',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const head = (title: string, description: string, path: string) => `<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<link rel="canonical" href="https://tallyrook.com${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:site_name" content="Tallyrook"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="https://images.ctfassets.net/q7w2lx0pz1ab/5hVt0a1Og/9c0e1f/og-default.png"/>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="twitter:site" content="@tallyrook"/>
<link rel="icon" href="/favicon.ico" sizes="any"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/css/5d2b7a0c9e31f4aa.css" data-precedence="next"/>
<link rel="preconnect" href="https://widget.intercom.io"/>
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190c3e2-7b5d-7c11-9e0f-3a1d2c4b5e6f" charset="UTF-8"></script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-K7TR2QX');</script>
<script async src="https://cdn.segment.com/analytics.js/v1/Yb3kQ0xTallyRk9/analytics.min.js"></script>
<script src="/_next/static/chunks/webpack-6f1b2a9c0d3e4f57.js" defer></script>
<script src="/_next/static/chunks/framework-0c7e1d5b3a2f9e84.js" defer></script>
<script src="/_next/static/chunks/main-app-7a3c2e1f0b9d8c65.js" defer></script>
</head>`;

const nav = `<header class="Header_root__x8Q2k">
<a class="Header_logo__1pLw0" href="/" aria-label="Tallyrook home"><svg width="132" height="28" viewBox="0 0 132 28" aria-hidden="true"><path d="M4 4h20v4H16v16h-4V8H4z"/></svg></a>
<nav aria-label="Main">
<ul class="Header_menu__b2Kd1">
<li><button type="button" aria-expanded="false">Products</button>
<ul class="Header_dropdown__7vN3e">
<li><a href="/payments">Online payments</a></li>
<li><a href="/terminal">In-person terminal</a></li>
<li><a href="/payouts">Payouts</a></li>
<li><a href="/risk">Risk &amp; fraud</a></li>
</ul></li>
<li><a href="/integrations">Integrations</a></li>
<li><a href="/customers">Customers</a></li>
<li><a href="/pricing">Pricing</a></li>
<li><a href="https://docs.tallyrook.com">Developers</a></li>
</ul>
</nav>
<div class="Header_actions__Rr3m9"><a href="https://dashboard.tallyrook.com/login">Sign in</a><a class="Button_primary__e1Z0q" href="/contact-sales">Contact sales</a></div>
</header>`;

const footer = `<footer class="Footer_root__9Yq3s">
<div class="Footer_columns__2mXc8">
<div><h3>Products</h3><ul><li><a href="/payments">Online payments</a></li><li><a href="/terminal">Terminal</a></li><li><a href="/payouts">Payouts</a></li><li><a href="/risk">Risk &amp; fraud</a></li><li><a href="/pricing">Pricing</a></li></ul></div>
<div><h3>Developers</h3><ul><li><a href="https://docs.tallyrook.com">Documentation</a></li><li><a href="https://docs.tallyrook.com/api">API reference</a></li><li><a href="https://github.com/tallyrook">GitHub</a></li><li><a href="https://status.tallyrook.com">Status</a></li></ul></div>
<div><h3>Ecosystem</h3><ul><li><a href="/integrations">Integrations</a></li><li><a href="/partners">Partner program</a></li><li><a href="/partners/apply">Become a partner</a></li><li><a href="/customers">Customer stories</a></li></ul></div>
<div><h3>Company</h3><ul><li><a href="/about">About</a></li><li><a href="/about#careers">Careers</a></li><li><a href="/newsroom">Newsroom</a></li><li><a href="https://tallyrook.co.uk">Tallyrook UK</a></li><li><a href="/legal/privacy">Privacy</a></li></ul></div>
</div>
<div class="Footer_trust__Pq81z">
<img src="/images/badges/pci-dss-level-1.svg" alt="PCI DSS Level 1 Service Provider" width="88" height="40"/>
<img src="/images/badges/soc2-type2.svg" alt="AICPA SOC 2 Type II" width="40" height="40"/>
<ul class="Footer_schemes__u2Fk4" aria-label="Accepted card schemes">
<li><img src="/images/schemes/visa.svg" alt="Visa"/></li><li><img src="/images/schemes/mastercard.svg" alt="Mastercard"/></li><li><img src="/images/schemes/amex.svg" alt="American Express"/></li><li><img src="/images/schemes/discover.svg" alt="Discover"/></li>
</ul>
<div class="Footer_apps__kL0d2"><a href="https://apps.apple.com/us/app/tallyrook-dashboard/id6447012345"><img src="/images/app-store.svg" alt="Download on the App Store"/></a><a href="https://play.google.com/store/apps/details?id=com.tallyrook.dashboard"><img src="/images/google-play.svg" alt="Get it on Google Play"/></a></div>
</div>
<div class="Footer_bottom__h7Vd3">
<p>&copy; 2026 Tallyrook, Inc. Tallyrook is a payment facilitator registered with Visa and Mastercard. Card issuing services are provided by our banking partners, Members FDIC.</p>
<ul class="Footer_social__C0n8b"><li><a href="https://www.linkedin.com/company/tallyrook" aria-label="LinkedIn">in</a></li><li><a href="https://x.com/tallyrook" aria-label="X">x</a></li><li><a href="https://www.youtube.com/@tallyrook" aria-label="YouTube">yt</a></li></ul>
<button type="button" class="ot-sdk-show-settings">Cookie settings</button>
</div>
</footer>
<div id="onetrust-consent-sdk"></div>`;

const page = (title: string, description: string, path: string, main: string, data: string) => `<!DOCTYPE html>
<html lang="en">
${head(title, description, path)}
<body class="__variable_3a0f1c">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7TR2QX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div id="__next">
${nav}
<main>
${main}
</main>
${footer}
</div>
<script id="__NEXT_DATA__" type="application/json">${data}</script>
</body>
</html>`;

const home = page(
  'Tallyrook | Payments infrastructure for growing merchants',
  'Accept cards, wallets and bank payments online and in person, pay out vendors in 40 countries, and reconcile everything in one dashboard.',
  '/',
  `<section class="Hero_root__3bX0e">
<p class="Hero_eyebrow__Lq2w1">New: instant payouts to 40 countries</p>
<h1>Payments that close the books for you</h1>
<p>Tallyrook gives mid-market merchants one API for online checkout, in-person terminals and payouts, with every fee and refund already matched to the ledger.</p>
<div><a class="Button_primary__e1Z0q" href="/contact-sales">Talk to sales</a><a class="Button_ghost__d0R5c" href="https://dashboard.tallyrook.com/signup">Start in test mode</a></div>
</section>
<section class="Logos_root__w4Z7m" aria-labelledby="trusted">
<h2 id="trusted" class="Logos_title__0lQ2c">Trusted by 6,000+ merchants, from corner shops to public companies</h2>
<ul class="Logos_grid__Yc1bN">
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/1aB/2f/harbor-outfitters.svg" alt="Harbor Outfitters"/></li>
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/2cD/3e/lumen-dental.svg" alt="Lumen Dental Group"/></li>
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/3eF/4d/packwell.svg" alt="Packwell"/></li>
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/4gH/5c/copperline-fitness.svg" alt="Copperline Fitness"/></li>
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/5iJ/6b/orchard-and-vine.svg" alt="Orchard &amp; Vine"/></li>
</ul>
</section>
<section class="Features_root__mN3p0">
<div class="Features_card__k1Xo2"><h3>Checkout that converts</h3><p>Cards, Apple Pay, Google Pay, ACH and buy now, pay later, with network tokens on by default.</p></div>
<div class="Features_card__k1Xo2"><h3>Payouts without spreadsheets</h3><p>Pay suppliers and sellers in 40 countries, in local currency, same day.</p></div>
<div class="Features_card__k1Xo2"><h3>Reconciliation built in</h3><p>Every payout arrives with line-level detail your accounting system can import. See our <a href="/integrations">integrations</a>.</p></div>
</section>
<section class="Quote_root__bB2x7">
<blockquote>&ldquo;We closed month-end four days faster the first month after switching to Tallyrook.&rdquo;</blockquote>
<p>Dana Whitfield, Controller, <a href="/customers/packwell">Packwell</a></p>
</section>
<section class="Cta_root__z7Yq1"><h2>Selling software to merchants?</h2><p>Embed Tallyrook payments and earn revenue share.</p><a href="/partners">Explore the partner program</a></section>`,
  `{"props":{"pageProps":{"locale":"en-US","page":{"slug":"home","sys":{"id":"7fL2mQ0aHome"}}},"__N_SSG":true},"page":"/","query":{},"buildId":"Xq8pV2c1tR0mB7nA4sK9d","isFallback":false,"gsp":true,"scriptLoader":[]}`,
);

const integrations = page(
  'Integrations | Tallyrook',
  'Connect Tallyrook to your ecommerce platform, accounting system, CRM and fraud tools. Pre-built plugins and certified connectors.',
  '/integrations',
  `<section class="PageHero_root__q0Zr5"><h1>Integrations</h1><p>Pre-built connectors for the tools you already use. Every integration listed here is built and maintained by Tallyrook or certified by our partner team.</p></section>
<section class="Directory_root__tT6a0">
<div class="Directory_filters__Wm8Kc" role="tablist">
<button role="tab" aria-selected="true" data-filter="all">All</button>
<button role="tab" aria-selected="false" data-filter="ecommerce">Ecommerce</button>
<button role="tab" aria-selected="false" data-filter="accounting">Accounting &amp; ERP</button>
<button role="tab" aria-selected="false" data-filter="crm">CRM</button>
<button role="tab" aria-selected="false" data-filter="billing">Subscriptions</button>
<button role="tab" aria-selected="false" data-filter="risk">Fraud &amp; risk</button>
</div>
<ul class="Directory_grid__o3S1v">
<li class="IntegrationCard_root__F2k0p" data-category="ecommerce"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i01/aa/shopify.svg" alt="Shopify logo"/><h3>Shopify</h3><p>Offer Tallyrook as a payment method in Shopify checkout, with automatic refunds and disputes sync.</p><a href="https://docs.tallyrook.com/plugins/shopify">Setup guide</a> <a href="https://www.shopify.com/" rel="noopener" target="_blank">shopify.com</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="ecommerce"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i02/ab/woocommerce.svg" alt="WooCommerce logo"/><h3>WooCommerce</h3><p>Our official WordPress plugin supports saved cards, subscriptions and Apple Pay.</p><a href="https://docs.tallyrook.com/plugins/woocommerce">Setup guide</a> <a href="https://woocommerce.com/products/tallyrook-payments/" rel="noopener" target="_blank">Get the plugin</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="ecommerce"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i03/ac/bigcommerce.svg" alt="BigCommerce logo"/><h3>BigCommerce</h3><p>One-click install from the BigCommerce App Marketplace.</p><a href="https://www.bigcommerce.com/apps/tallyrook/" rel="noopener" target="_blank">View listing</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="ecommerce"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i04/ad/adobe-commerce.svg" alt="Adobe Commerce logo"/><h3>Adobe Commerce</h3><p>Composer module for Adobe Commerce and Magento Open Source 2.4+.</p><a href="https://commercemarketplace.adobe.com/tallyrook-payments.html" rel="noopener" target="_blank">View on Adobe Commerce Marketplace</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="accounting"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i05/ae/xero.svg" alt="Xero logo"/><h3>Xero</h3><p>Daily payout journals with fees, refunds and chargebacks split onto the right accounts.</p><a href="https://apps.xero.com/us/app/tallyrook" rel="noopener" target="_blank">Xero App Store</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="accounting"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i06/af/quickbooks.svg" alt="QuickBooks Online logo"/><h3>QuickBooks Online</h3><p>Sync deposits and match them to invoices automatically.</p><a href="https://quickbooks.intuit.com/app/apps/appdetails/tallyrook/" rel="noopener" target="_blank">QuickBooks App Store</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="accounting"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i07/b0/netsuite.svg" alt="Oracle NetSuite logo"/><h3>Oracle NetSuite</h3><p>SuiteApp connector for cash application and multi-subsidiary settlement.</p><a href="https://www.netsuite.com/portal/partners/suiteapp.shtml" rel="noopener" target="_blank">Learn more</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="crm"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i08/b1/salesforce.svg" alt="Salesforce logo"/><h3>Salesforce</h3><p>Send payment links from opportunities and see payment status on the account record.</p><a href="https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000TallyRk" rel="noopener" target="_blank">AppExchange</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="crm"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i09/b2/hubspot.svg" alt="HubSpot logo"/><h3>HubSpot</h3><p>Collect payments on quotes and track revenue in your CRM.</p><a href="https://ecosystem.hubspot.com/marketplace/apps/tallyrook" rel="noopener" target="_blank">HubSpot Marketplace</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="billing"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i10/b3/chargebee.svg" alt="Chargebee logo"/><h3>Chargebee</h3><p>Use Tallyrook as the gateway behind Chargebee subscriptions and dunning.</p><a href="https://www.chargebee.com/payment-gateways/tallyrook/" rel="noopener" target="_blank">Learn more</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="risk"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i11/b4/signifyd.svg" alt="Signifyd logo"/><h3>Signifyd</h3><p>Chargeback-guaranteed fraud decisions on every order.</p><a href="https://www.signifyd.com/" rel="noopener" target="_blank">signifyd.com</a></li>
<li class="IntegrationCard_root__F2k0p" data-category="risk"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/i12/b5/sift.svg" alt="Sift logo"/><h3>Sift</h3><p>Send Tallyrook payment events to Sift for account-takeover and payment-fraud scoring.</p><a href="https://sift.com/" rel="noopener" target="_blank">sift.com</a></li>
<li class="IntegrationCard_root__F2k0p IntegrationCard_soon__e0Rt1" data-category="accounting"><h3>Sage Intacct</h3><p>Coming Q3 2026. <a href="/integrations/waitlist">Join the waitlist</a></p></li>
</ul>
</section>
<section class="Cta_root__z7Yq1"><h2>Don't see your platform?</h2><p>Build on our <a href="https://docs.tallyrook.com/api">REST API</a> or ask one of our <a href="/partners">partners</a> to build it for you.</p></section>`,
  `{"props":{"pageProps":{"locale":"en-US","integrations":[{"slug":"shopify","name":"Shopify","category":"ecommerce"},{"slug":"woocommerce","name":"WooCommerce","category":"ecommerce"},{"slug":"bigcommerce","name":"BigCommerce","category":"ecommerce"},{"slug":"adobe-commerce","name":"Adobe Commerce","category":"ecommerce"},{"slug":"xero","name":"Xero","category":"accounting"},{"slug":"quickbooks","name":"QuickBooks Online","category":"accounting"},{"slug":"netsuite","name":"Oracle NetSuite","category":"accounting"},{"slug":"salesforce","name":"Salesforce","category":"crm"},{"slug":"hubspot","name":"HubSpot","category":"crm"},{"slug":"chargebee","name":"Chargebee","category":"billing"},{"slug":"signifyd","name":"Signifyd","category":"risk"},{"slug":"sift","name":"Sift","category":"risk"},{"slug":"sage-intacct","name":"Sage Intacct","category":"accounting","comingSoon":true}]},"__N_SSG":true},"page":"/integrations","query":{},"buildId":"Xq8pV2c1tR0mB7nA4sK9d","isFallback":false,"gsp":true,"scriptLoader":[]}`,
);

const partners = page(
  'Partner program | Tallyrook',
  'Refer merchants, resell Tallyrook, or embed payments in your platform. Revenue share, co-marketing and a dedicated partner manager.',
  '/partners',
  `<section class="PageHero_root__q0Zr5"><h1>Grow with the Tallyrook partner program</h1><p>Over 300 software platforms, agencies and merchant-services firms build their business on Tallyrook.</p><a class="Button_primary__e1Z0q" href="/partners/apply">Become a partner</a></section>
<section class="Tiers_root__c3Hf8">
<h2>Three ways to partner</h2>
<div class="Tiers_grid__Hq0s2">
<div><h3>Technology partners</h3><p>Software platforms that embed Tallyrook payments or sync payment data with their product.</p></div>
<div><h3>Referral &amp; reseller partners</h3><p>Agencies, consultancies and ISOs that refer or resell Tallyrook to merchants and earn residuals.</p></div>
<div><h3>Banking partners</h3><p>The regulated institutions behind our accounts and cards.</p></div>
</div>
</section>
<section class="PartnerList_root__V0f4q" id="technology">
<h2>Featured technology partners</h2>
<ul class="PartnerList_grid__Dn2p7">
<li><a href="https://www.mindbodyonline.com/" rel="noopener"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/p01/c0/mindbody.svg" alt="Mindbody"/></a><p>Embedded payments for 8,000 studios and spas.</p></li>
<li><a href="https://www.servicetitan.com/" rel="noopener"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/p02/c1/servicetitan.svg" alt="ServiceTitan"/></a><p>Field-service invoicing with card-on-file and financing.</p></li>
<li><a href="https://www.gravelfield.io/" rel="noopener"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/p03/c2/gravelfield.svg" alt="Gravelfield"/></a><p>Practice management for veterinary clinics.</p></li>
<li><a href="https://www.ordermesa.com/" rel="noopener"><img src="https://images.ctfassets.net/q7w2lx0pz1ab/p04/c3/ordermesa.svg" alt="OrderMesa"/></a><p>Online ordering and POS for independent restaurants.</p></li>
</ul>
</section>
<section class="PartnerList_root__V0f4q" id="resellers">
<h2>Referral and reseller partners</h2>
<p>These firms resell Tallyrook and help merchants migrate from their current processor.</p>
<table class="PartnerTable_root__S1e0k">
<thead><tr><th>Partner</th><th>Region</th><th>Specialty</th><th>Level</th></tr></thead>
<tbody>
<tr><td><a href="https://www.meridianmerchant.com/">Meridian Merchant Services</a></td><td>US &ndash; Southeast</td><td>Retail &amp; hospitality ISO</td><td>Platinum</td></tr>
<tr><td><a href="https://brightcart.agency/">Brightcart</a></td><td>US &amp; Canada</td><td>Shopify Plus agency</td><td>Gold</td></tr>
<tr><td><a href="https://www.ledgerpoint-advisory.com/">Ledgerpoint Advisory</a></td><td>US &ndash; Midwest</td><td>Finance operations consultancy</td><td>Gold</td></tr>
<tr><td><a href="https://www.northstackdigital.co.uk/">Northstack Digital</a></td><td>UK &amp; Ireland</td><td>Adobe Commerce agency</td><td>Silver</td></tr>
<tr><td>Quill &amp; Ledger Consulting</td><td>US &ndash; West</td><td>Fractional CFO services</td><td>Silver</td></tr>
</tbody>
</table>
</section>
<section class="PartnerList_root__V0f4q" id="banking">
<h2>Banking partners</h2>
<p>Tallyrook is not a bank. Merchant accounts and Tallyrook Cards are provided in partnership with <a href="https://www.getevolved.com/">Evolve Bank &amp; Trust</a> and <a href="https://www.lead.bank/">Lead Bank</a>, Members FDIC.</p>
</section>
<section class="Quote_root__bB2x7"><blockquote>&ldquo;Tallyrook's partner team helped us launch embedded payments in six weeks.&rdquo;</blockquote><p>VP Product, OrderMesa</p></section>
<section class="Cta_root__z7Yq1"><h2>Ready to partner?</h2><a class="Button_primary__e1Z0q" href="/partners/apply">Apply now</a></section>`,
  `{"props":{"pageProps":{"locale":"en-US","page":{"slug":"partners"}},"__N_SSG":true},"page":"/partners","query":{},"buildId":"Xq8pV2c1tR0mB7nA4sK9d","isFallback":false,"gsp":true,"scriptLoader":[]}`,
);

const apply = page(
  'Become a partner | Tallyrook',
  'Apply to the Tallyrook partner program.',
  '/partners/apply',
  `<section class="PageHero_root__q0Zr5"><h1>Become a Tallyrook partner</h1><p>Tell us about your business. Our partner team replies within two business days.</p></section>
<section class="Form_root__p8Lx2">
<div id="hs-partner-form"></div>
<script charset="utf-8" type="text/javascript" src="https://js.hsforms.net/forms/embed/v2.js"></script>
<script>hbspt.forms.create({region:"na1",portalId:"44012873",formId:"b1c2d3e4-5f60-4a7b-8c9d-0e1f2a3b4c5d",target:"#hs-partner-form"});</script>
<ul class="Form_benefits__n4Yt0"><li>Up to 25 basis points revenue share</li><li>Sandbox and partner dashboard</li><li>Co-marketing and listing in our directory</li></ul>
</section>`,
  `{"props":{"pageProps":{"locale":"en-US"},"__N_SSG":true},"page":"/partners/apply","query":{},"buildId":"Xq8pV2c1tR0mB7nA4sK9d","isFallback":false,"gsp":true,"scriptLoader":[]}`,
);

const customers = page(
  'Customer stories | Tallyrook',
  'How merchants use Tallyrook to get paid faster and close the books sooner.',
  '/customers',
  `<section class="PageHero_root__q0Zr5"><h1>Customer stories</h1><p>Merchants in retail, healthcare, fitness and B2B distribution run on Tallyrook.</p></section>
<ul class="CaseStudies_grid__Aa9q1">
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/c01/d0/packwell.svg" alt="Packwell"/><h2>Packwell cut month-end close by four days</h2><p>The packaging distributor moved 14,000 B2B invoices a month to Tallyrook payment links.</p><a href="/customers/packwell">Read the story</a> &middot; <a href="https://www.packwell.com/" rel="noopener">packwell.com</a></li>
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/c02/d1/harbor.svg" alt="Harbor Outfitters"/><h2>Harbor Outfitters unified 60 stores and online</h2><p>One terminal fleet and one online checkout, reconciled to NetSuite.</p><a href="/customers/harbor-outfitters">Read the story</a> &middot; <a href="https://www.harboroutfitters.com/" rel="noopener">harboroutfitters.com</a></li>
<li><img src="https://images.ctfassets.net/q7w2lx0pz1ab/c03/d2/lumen.svg" alt="Lumen Dental Group"/><h2>Lumen Dental Group lowered card fees 18%</h2><p>Level 2 and 3 data on every transaction, no extra work at the front desk.</p><a href="/customers/lumen-dental">Read the story</a> &middot; <a href="https://www.lumendentalgroup.com/" rel="noopener">lumendentalgroup.com</a></li>
</ul>
<section class="Awards_root__Gg2e4"><h2>Recognized by customers</h2><a href="https://www.g2.com/products/tallyrook/reviews"><img src="/images/badges/g2-leader-spring-2026.svg" alt="G2 Leader Spring 2026"/></a></section>`,
  `{"props":{"pageProps":{"locale":"en-US"},"__N_SSG":true},"page":"/customers","query":{},"buildId":"Xq8pV2c1tR0mB7nA4sK9d","isFallback":false,"gsp":true,"scriptLoader":[]}`,
);

const about = page(
  'About us | Tallyrook',
  'Tallyrook was founded in 2019 to make payments and accounting speak the same language.',
  '/about',
  `<section class="PageHero_root__q0Zr5"><h1>We make money movement boring, in the best way</h1><p>Founded in Chicago in 2019 by former payments and finance-ops engineers, Tallyrook now processes over $9B a year for 6,000 merchants.</p></section>
<section class="Investors_root__Lm7w0"><h2>Backed by</h2>
<ul class="Investors_grid__e2Bb5">
<li><a href="https://www.accel.com/"><img src="/images/investors/accel.svg" alt="Accel"/></a></li>
<li><a href="https://www.northgate.vc/"><img src="/images/investors/northgate.svg" alt="Northgate Ventures"/></a></li>
<li><a href="https://www.ycombinator.com/companies/tallyrook"><img src="/images/investors/yc.svg" alt="Y Combinator"/></a></li>
</ul>
<p>We raised our $48M Series B in 2025, led by Accel.</p>
</section>
<section class="Press_root__Xk2v8"><h2>In the news</h2>
<ul>
<li><a href="https://techcrunch.com/2025/06/10/tallyrook-series-b/">TechCrunch: Tallyrook raises $48M to merge payments and accounting</a></li>
<li><a href="https://www.paymentsdive.com/news/tallyrook-payouts-launch/712345/">Payments Dive: Tallyrook launches instant global payouts</a></li>
</ul></section>
<section class="Careers_root__Tz1y3" id="careers"><h2>Careers</h2><p>We're hiring engineers, risk analysts and partner managers in Chicago and remotely across the US. <a href="https://jobs.ashbyhq.com/tallyrook">See open roles</a>.</p></section>
<section class="Memberships_root__Sv0e2"><h2>Memberships</h2><p>Tallyrook is a member of the <a href="https://www.electran.org/">Electronic Transactions Association</a> and a Principal Participating Organization of the <a href="https://www.pcisecuritystandards.org/">PCI Security Standards Council</a>.</p></section>`,
  `{"props":{"pageProps":{"locale":"en-US"},"__N_SSG":true},"page":"/about","query":{},"buildId":"Xq8pV2c1tR0mB7nA4sK9d","isFallback":false,"gsp":true,"scriptLoader":[]}`,
);

export const site: CorpusSite = {
  domain: 'tallyrook.com',
  otherDomains: ['tallyrook.co.uk'],
  covers:
    'Payments fintech on Next.js/Vercel: filterable integrations directory whose cards link to marketplace listings on the partner domains (technology), partner page with technology logo grid, reseller table with levels (channel, one name-only row), banking partners in prose (generic); negatives: customer case studies linking to customer sites, investors, press, memberships, G2 badge, card scheme logos, app badges, job board, UK sister domain',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations },
    '/partners': { headers, html: partners },
    '/partners/apply': { headers, html: apply },
    '/customers': { headers, html: customers },
    '/about': { headers, html: about },
  },
  sitemap: [
    '/',
    '/payments',
    '/terminal',
    '/payouts',
    '/pricing',
    '/integrations',
    '/partners',
    '/partners/apply',
    '/customers',
    '/about',
    '/newsroom',
  ],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'hsts',
    'open-graph',
    'contentful',
    'intercom',
    'onetrust',
    'segment',
    'google-tag-manager',
  ],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'bigcommerce.com': 'technology',
    'adobe.com': 'technology',
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'netsuite.com': 'technology',
    'salesforce.com': 'technology',
    'hubspot.com': 'technology',
    'chargebee.com': 'technology',
    'signifyd.com': 'technology',
    'sift.com': 'technology',
    'mindbodyonline.com': 'technology',
    'servicetitan.com': 'technology',
    'gravelfield.io': 'technology',
    'ordermesa.com': 'technology',
    'meridianmerchant.com': 'channel',
    'brightcart.agency': 'channel',
    'ledgerpoint-advisory.com': 'channel',
    'northstackdigital.co.uk': 'channel',
    'getevolved.com': 'generic',
    'lead.bank': 'generic',
  },
};
