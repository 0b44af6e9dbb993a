import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'lhr1::iad1::8kq2v-1718000000000-4f1c2a9b7e30',
  'cache-control': 'public, max-age=0, must-revalidate',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
};

const head = (title: string, description: string, page: string) => `<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:site_name" content="Fernleaf"/>
<meta property="og:image" content="https://images.ctfassets.net/q7lm2x0pfern/4hT0gRk1/8a2c/og-fernleaf.png"/>
<link rel="icon" href="/favicon.ico"/>
<link rel="preconnect" href="https://images.ctfassets.net"/>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/7d1c5e0b2f4a9c63.css" data-n-g=""/>
<script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>
<script src="/_next/static/chunks/webpack-59c5c889f52620d6.js" defer=""></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script>
<script src="/_next/static/chunks/main-6c8f2a1b0d3e4f57.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-0b1e3c2d4f5a6789.js" defer=""></script>
<script src="/_next/static/chunks/pages/${page}-3e9a7b1c5d2f4086.js" defer=""></script>
<script src="/_next/static/q3VnH1Yx0pL8wR2kTzA7c/_buildManifest.js" defer=""></script>
<script src="/_next/static/q3VnH1Yx0pL8wR2kTzA7c/_ssgManifest.js" defer=""></script>
<script async src="https://cdn.segment.com/analytics.js/v1/Fq81bXr0pLmE2aW9/analytics.min.js"></script>
</head>`;

const nav = `<header class="Header_header__Zx1qA">
<a class="Header_logo__m3TqP" href="/" aria-label="Fernleaf home"><svg width="120" height="28" viewBox="0 0 120 28" role="img"><title>Fernleaf</title><path d="M4 24C4 12 12 4 24 4"/></svg></a>
<nav class="Header_nav__k2VbS" aria-label="Main">
<ul>
<li><a href="/">Personal</a></li>
<li><a href="/business">Business</a></li>
<li><a href="/partners">Partners</a></li>
<li><a href="/about">About us</a></li>
<li><a href="https://help.fernleafmoney.co.uk/">Help</a></li>
</ul>
</nav>
<div class="Header_actions__9fVtL">
<a class="Button_ghost__p0aQ1" href="https://app.fernleaf.app/login">Log in</a>
<a class="Button_primary__w7Yn2" href="https://app.fernleaf.app/signup">Open an account</a>
</div>
</header>`;

const footer = `<footer class="Footer_footer__Hk3pW">
<div class="Footer_columns__u8RnA">
<div>
<h3>Fernleaf</h3>
<ul>
<li><a href="/about">About us</a></li>
<li><a href="/partners">Partners</a></li>
<li><a href="https://jobs.ashbyhq.com/fernleaf">Careers</a></li>
<li><a href="/press">Press</a></li>
</ul>
</div>
<div>
<h3>Products</h3>
<ul>
<li><a href="/">Personal account</a></li>
<li><a href="/business">Business account</a></li>
<li><a href="/business#invoicing">Invoicing</a></li>
</ul>
</div>
<div>
<h3>Legal</h3>
<ul>
<li><a href="/legal/terms">Terms</a></li>
<li><a href="/legal/privacy">Privacy</a></li>
<li><a href="/legal/complaints">Complaints</a></li>
</ul>
</div>
<div class="Footer_apps__r4Ynd">
<a href="https://apps.apple.com/gb/app/fernleaf-money/id6449123401"><img src="/images/badges/app-store.svg" alt="Download on the App Store" width="120" height="40"/></a>
<a href="https://play.google.com/store/apps/details?id=app.fernleaf.money"><img src="/images/badges/google-play.svg" alt="Get it on Google Play" width="135" height="40"/></a>
</div>
</div>
<div class="Footer_social__y1KpB">
<a href="https://x.com/fernleafmoney" aria-label="Fernleaf on X">X</a>
<a href="https://www.linkedin.com/company/fernleaf-money" aria-label="Fernleaf on LinkedIn">LinkedIn</a>
<a href="https://www.instagram.com/fernleafmoney" aria-label="Fernleaf on Instagram">Instagram</a>
</div>
<p class="Footer_legal__s7MnQ">Fernleaf is a trading name of Fernleaf Money Ltd (company number 13904417), registered at 9 Dunmore Yard, London EC2A 4BX. Fernleaf is not a bank. Your account and e-money services are provided by <a href="https://www.tessellatepay.com/">Tessellate Payments Ltd</a>, our banking-as-a-service partner, which is authorised by the Financial Conduct Authority under the Electronic Money Regulations 2011 (FRN 902114) for the issuing of electronic money. Funds are safeguarded and are not covered by the <a href="https://www.fscs.org.uk/">Financial Services Compensation Scheme</a>. You can check the <a href="https://register.fca.org.uk/s/firm?id=001b000000NMfern">FCA register</a>. The Fernleaf Mastercard® debit card is issued by Tessellate Payments Ltd pursuant to a licence from Mastercard International.</p>
<p>&copy; 2025 Fernleaf Money Ltd</p>
</footer>
<script src="https://static.intercomcdn.com/intercom.v1.js" async=""></script>`;

const nextData = (page: string, props: string) =>
  `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${props},"__N_SSG":true},"page":"${page}","query":{},"buildId":"q3VnH1Yx0pL8wR2kTzA7c","isFallback":false,"gsp":true,"scriptLoader":[]}</script>`;

export const site: CorpusSite = {
  domain: 'fernleafmoney.co.uk',
  otherDomains: ['fernleaf.app'],
  covers:
    'UK neobank on Next.js (Vercel, Contentful images, Segment, Intercom); partners page with typed sections (banking-as-a-service, card issuing, identity, open banking, accounting integrations from __NEXT_DATA__, accountant referral partners); BaaS partner also named in footer; negatives: FCA/FSCS, investors, press, app badges, awards, UK Finance membership, business customers, careers board, web app domain',
  pages: {
    '/': {
      headers,
      html: `<!DOCTYPE html><html lang="en-GB">${head('Fernleaf — the money app for the self-employed', 'Fernleaf is a current account, invoicing and tax pot app for sole traders and small businesses in the UK.', 'index')}
<body><div id="__next">
${nav}
<main>
<section class="Hero_hero__b2LqW">
<h1>Money, sorted for the self-employed</h1>
<p>A current account with built-in tax pots, invoicing and receipts. Open it in minutes from your phone.</p>
<a class="Button_primary__w7Yn2" href="https://app.fernleaf.app/signup">Get started free</a>
<img src="https://images.ctfassets.net/q7lm2x0pfern/6Qm1Rs/1f0e/hero-phone.png?w=720&amp;fm=webp" alt="The Fernleaf app showing a tax pot" width="360" height="720"/>
<p class="Hero_wallets__e5TqN">Works with <img src="/images/wallets/apple-pay.svg" alt="Apple Pay" height="24"/> <img src="/images/wallets/google-pay.svg" alt="Google Pay" height="24"/></p>
</section>
<section class="Features_features__n4PqZ">
<h2>Everything a sole trader needs</h2>
<div class="Features_grid__u1Wce">
<article><h3>Tax pots</h3><p>Set aside a percentage of every payment for your Self Assessment bill, automatically.</p></article>
<article><h3>Invoices that chase themselves</h3><p>Send invoices and get paid by card or bank transfer.</p></article>
<article><h3>Connects to your accounting software</h3><p>Sync transactions with the bookkeeping tools your accountant already uses. <a href="/partners#accounting">See integrations</a></p></article>
</div>
</section>
<section class="Press_press__t6HnV">
<h2>As featured in</h2>
<ul class="Press_logos__f2MxA">
<li><a href="https://www.fintechweekly.co.uk/news/fernleaf-raises-seed-round-for-self-employed"><img src="https://images.ctfassets.net/q7lm2x0pfern/2Pz/aa1/fintech-weekly.svg" alt="Fintech Weekly"/></a></li>
<li><a href="https://www.thepennypost.co.uk/money/best-bank-accounts-freelancers"><img src="https://images.ctfassets.net/q7lm2x0pfern/8Hd/bb2/penny-post.svg" alt="The Penny Post"/></a></li>
</ul>
</section>
<section class="Investors_investors__c9RtB">
<h2>Backed by</h2>
<ul>
<li><a href="https://www.kingfisherventures.com/portfolio"><img src="https://images.ctfassets.net/q7lm2x0pfern/1Kf/cc3/kingfisher.svg" alt="Kingfisher Ventures"/></a></li>
<li><a href="https://seedlinecapital.co.uk/"><img src="https://images.ctfassets.net/q7lm2x0pfern/9Sl/dd4/seedline.svg" alt="Seedline Capital"/></a></li>
</ul>
</section>
</main>
${footer}
</div>
${nextData('/', '{"hero":{"title":"Money, sorted for the self-employed"},"locale":"en-GB"}')}
</body></html>`,
    },
    '/partners': {
      headers,
      html: `<!DOCTYPE html><html lang="en-GB">${head('Partners | Fernleaf', 'The companies behind Fernleaf accounts and cards, the tools we connect to and the accountants who recommend us.', 'partners')}
<body><div id="__next">
${nav}
<main class="Partners_page__q8WmC">
<h1>Our partners</h1>
<p class="Partners_lead__x0VbT">Fernleaf is built with regulated infrastructure providers and connects to the software small businesses already use. Here is who we work with.</p>

<section id="infrastructure">
<h2>Banking and card infrastructure</h2>
<div class="PartnerCard_grid__h7JkL">
<article class="PartnerCard_card__p1Qwe">
<img src="https://images.ctfassets.net/q7lm2x0pfern/3Ts/ee5/tessellate.svg" alt="Tessellate Payments"/>
<h3>Tessellate Payments</h3>
<p>Our banking-as-a-service provider. Tessellate issues the e-money behind every Fernleaf account, provides UK sort codes and account numbers, and safeguards customer funds.</p>
<a href="https://www.tessellatepay.com/" rel="noopener">tessellatepay.com</a>
</article>
<article class="PartnerCard_card__p1Qwe">
<img src="https://images.ctfassets.net/q7lm2x0pfern/5Cb/ff6/cobaltis.svg" alt="Cobaltis"/>
<h3>Cobaltis</h3>
<p>Card-issuing and processing platform. Cobaltis runs authorisations, tokenisation for mobile wallets and card controls for Fernleaf debit cards.</p>
<a href="https://cobaltis.eu/" rel="noopener">cobaltis.eu</a>
</article>
</div>
</section>

<section id="identity">
<h2>Identity and open banking</h2>
<div class="PartnerCard_grid__h7JkL">
<article class="PartnerCard_card__p1Qwe">
<h3>Veriscope</h3>
<p>Document and biometric checks when you open an account.</p>
<a href="https://veriscopeid.com/" rel="noopener">Visit Veriscope</a>
</article>
<article class="PartnerCard_card__p1Qwe">
<h3>Bridgewell</h3>
<p>Open banking connections, so you can top up from and view balances of your other bank accounts.</p>
<a href="https://www.bridgewell.io/" rel="noopener">Visit Bridgewell</a>
</article>
</div>
</section>

<section id="accounting">
<h2>Accounting integrations</h2>
<p>Connect Fernleaf to your bookkeeping software and transactions, receipts and categories sync every night.</p>
<ul class="Integrations_list__d4FgH">
<li><a href="https://www.tallybook.co.uk/apps/fernleaf" title="Tallybook"><img src="https://images.ctfassets.net/q7lm2x0pfern/7Tb/119/tallybook.svg" alt="Tallybook"/></a></li>
<li><a href="https://quillbooks.com/marketplace/fernleaf" title="Quillbooks"><img src="https://images.ctfassets.net/q7lm2x0pfern/0Qb/22a/quillbooks.svg" alt="Quillbooks"/></a></li>
<li><a href="https://sumwise.app/" title="Sumwise"><img src="https://images.ctfassets.net/q7lm2x0pfern/4Sw/33b/sumwise.svg" alt="Sumwise"/></a></li>
</ul>
</section>

<section id="accountants">
<h2>Accountants who recommend Fernleaf</h2>
<p>These practices are Fernleaf referral partners: they introduce their sole-trader clients to Fernleaf and get read-only access to their books.</p>
<ul>
<li><a href="https://www.hartwellfinch.co.uk/">Hartwell &amp; Finch Accountants</a> — Bristol</li>
<li><a href="https://northbankaccountancy.co.uk/">Northbank Accountancy</a> — Manchester</li>
<li>Pryce &amp; Co — Leeds</li>
</ul>
<p>Are you an accountant or bookkeeper? <a href="/partners/apply">Apply to join the referral programme</a>.</p>
</section>

<section class="Partners_regulatory__g2XyZ">
<h2>Regulation</h2>
<p>Our infrastructure partners are authorised and supervised by the <a href="https://www.fca.org.uk/">Financial Conduct Authority</a>. Fernleaf Money Ltd is a registered agent of Tessellate Payments Ltd.</p>
</section>
</main>
${footer}
</div>
${nextData('/partners', '{"sections":[{"id":"accounting","title":"Accounting integrations","items":[{"name":"Tallybook","url":"https://www.tallybook.co.uk/apps/fernleaf","logo":"https://images.ctfassets.net/q7lm2x0pfern/7Tb/119/tallybook.svg"},{"name":"Quillbooks","url":"https://quillbooks.com/marketplace/fernleaf","logo":"https://images.ctfassets.net/q7lm2x0pfern/0Qb/22a/quillbooks.svg"},{"name":"Sumwise","url":"https://sumwise.app/","logo":"https://images.ctfassets.net/q7lm2x0pfern/4Sw/33b/sumwise.svg"}]}],"locale":"en-GB"}')}
</body></html>`,
    },
    '/business': {
      headers,
      html: `<!DOCTYPE html><html lang="en-GB">${head('Business account | Fernleaf', 'A business current account for limited companies and sole traders.', 'business')}
<body><div id="__next">
${nav}
<main>
<h1>The business account that does the admin</h1>
<p>Multiple cards, invoicing, receipt capture and an accountant login, from £0 a month.</p>
<section id="invoicing"><h2>Invoicing</h2><p>Create branded invoices and reconcile them automatically when the payment arrives.</p></section>
<section class="Customers_customers__v3TqB">
<h2>Trusted by 40,000 UK businesses</h2>
<div class="Customers_grid__l5Nop">
<figure><a href="https://www.brindlecoffee.co.uk/"><img src="https://images.ctfassets.net/q7lm2x0pfern/2Bc/44c/brindle.png" alt="Brindle Coffee Roasters"/></a><figcaption>“Our tax pot means January is no longer scary.” — Ade, founder</figcaption></figure>
<figure><a href="https://oakmerejoinery.co.uk/"><img src="https://images.ctfassets.net/q7lm2x0pfern/6Oj/55d/oakmere.png" alt="Oakmere Joinery"/></a><figcaption>“Invoices get paid a week faster.” — Sian, director</figcaption></figure>
<figure><a href="https://www.lumenpilates.studio/"><img src="https://images.ctfassets.net/q7lm2x0pfern/1Lp/66e/lumen.png" alt="Lumen Pilates"/></a><figcaption>“Set up in ten minutes.” — Grace, owner</figcaption></figure>
</div>
</section>
</main>
${footer}
</div>
${nextData('/business', '{"locale":"en-GB"}')}
</body></html>`,
    },
    '/about': {
      headers,
      html: `<!DOCTYPE html><html lang="en-GB">${head('About us | Fernleaf', 'Fernleaf was founded in 2021 to make money simpler for the UK’s 4 million self-employed.', 'about')}
<body><div id="__next">
${nav}
<main>
<h1>About Fernleaf</h1>
<p>We started Fernleaf in 2021 after years of doing our own books badly. Today 38 people in London and Cardiff build the app.</p>
<section><h2>Investors</h2>
<p>We are backed by <a href="https://www.kingfisherventures.com/">Kingfisher Ventures</a>, <a href="https://seedlinecapital.co.uk/">Seedline Capital</a> and angels from the UK fintech community.</p>
</section>
<section><h2>Recognition</h2>
<ul>
<li>Best Business Account for Freelancers — <a href="https://fintechawards.london/2024-winners">Fintech Awards London 2024</a></li>
<li>Member of <a href="https://www.ukfinance.org.uk/">UK Finance</a></li>
</ul>
</section>
<section><h2>Work with us</h2><p>We are hiring engineers and customer specialists. <a href="https://jobs.ashbyhq.com/fernleaf">See open roles</a>.</p></section>
</main>
${footer}
</div>
${nextData('/about', '{"locale":"en-GB"}')}
</body></html>`,
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'Vercel' },
      html: 'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://fernleafmoney.co.uk/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/business', '/partners', '/about'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'contentful', 'segment', 'intercom', 'hsts', 'open-graph'],
  partners: {
    'tessellatepay.com': 'technology',
    'cobaltis.eu': 'technology',
    'veriscopeid.com': 'technology',
    'bridgewell.io': 'technology',
    'tallybook.co.uk': 'technology',
    'quillbooks.com': 'technology',
    'sumwise.app': 'technology',
    'hartwellfinch.co.uk': 'channel',
    'northbankaccountancy.co.uk': 'channel',
  },
};
