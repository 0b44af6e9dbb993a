import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'x-ah-environment': 'prod',
  via: '1.1 varnish, 1.1 varnish',
  'x-varnish': '318227404 317904412',
  'x-cache': 'HIT, HIT',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string) => `<head>
<meta charset="utf-8" />
<meta name="description" content="${description}" />
<link rel="canonical" href="https://millracecu.org/" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="apple-itunes-app" content="app-id=1498765432" />
<link rel="icon" href="/themes/custom/millrace/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${title}</title>
<link rel="stylesheet" media="all" href="/core/themes/stable9/css/core/components/progress.module.css?t4x2k1" />
<link rel="stylesheet" media="all" href="/themes/custom/millrace/css/bootstrap.min.css?t4x2k1" />
<link rel="stylesheet" media="all" href="/themes/custom/millrace/css/style.css?t4x2k1" />
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-MCCU01');</script>
</head>`;

const nav = `<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-MCCU01" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="alert-bar" role="region" aria-label="Alert"><div class="container"><p><strong>Fraud alert:</strong> Millrace will never call or text you asking for your online banking password or a one-time passcode. <a href="/security-center">Learn how to protect yourself</a></p></div></div>
<header class="site-header" role="banner">
<div class="container d-flex align-items-center justify-content-between">
<a href="/" title="Home" rel="home" class="navbar-brand"><img src="/themes/custom/millrace/logo.svg" alt="Millrace Community Credit Union" width="210" height="48" /></a>
<nav role="navigation" aria-labelledby="block-millrace-main-menu" id="block-millrace-main-menu" class="navbar navbar-expand-lg">
<h2 class="visually-hidden" id="block-millrace-main-menu">Main navigation</h2>
<ul class="navbar-nav">
<li class="nav-item dropdown"><a href="/personal" class="nav-link dropdown-toggle" data-bs-toggle="dropdown">Personal</a>
<ul class="dropdown-menu"><li><a href="/personal/checking" class="dropdown-item">Checking</a></li><li><a href="/personal/savings" class="dropdown-item">Savings &amp; certificates</a></li><li><a href="/personal/credit-cards" class="dropdown-item">Credit cards</a></li></ul></li>
<li class="nav-item dropdown"><a href="/loans" class="nav-link dropdown-toggle" data-bs-toggle="dropdown">Loans</a>
<ul class="dropdown-menu"><li><a href="/loans/auto" class="dropdown-item">Auto loans</a></li><li><a href="/loans/mortgage" class="dropdown-item">Mortgages</a></li><li><a href="/loans/home-equity" class="dropdown-item">Home equity</a></li></ul></li>
<li class="nav-item"><a href="/business" class="nav-link">Business</a></li>
<li class="nav-item"><a href="/rates" class="nav-link">Rates</a></li>
<li class="nav-item"><a href="/locations" class="nav-link">Locations &amp; ATMs</a></li>
<li class="nav-item"><a href="/about" class="nav-link">About</a></li>
</ul>
</nav>
<div class="header-login"><a class="btn btn-primary" href="https://online.millracecu.org/login">Online Banking</a></div>
</div>
</header>
<main role="main" id="main-content">`;

const footer = `</main>
<footer class="site-footer" role="contentinfo">
<div class="container">
<div class="row">
<div class="col-md-3"><h2 class="footer-heading">Contact</h2><p>Routing # 271987654<br />Call or text: (563) 555-0148<br /><a href="/contact">Send a secure message</a></p></div>
<div class="col-md-3"><h2 class="footer-heading">About</h2>
<nav role="navigation" aria-label="Footer About"><ul class="menu">
<li class="menu-item"><a href="/about">Our story</a></li>
<li class="menu-item"><a href="/about/board">Board &amp; annual meeting</a></li>
<li class="menu-item"><a href="/about/partners-affiliates">Partners &amp; affiliates</a></li>
<li class="menu-item"><a href="/community">Community giving</a></li>
<li class="menu-item"><a href="https://recruiting.paylocity.com/recruiting/jobs/All/5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/Millrace-Community-Credit-Union">Careers</a></li>
</ul></nav></div>
<div class="col-md-3"><h2 class="footer-heading">Resources</h2><ul class="menu">
<li class="menu-item"><a href="/security-center">Security center</a></li>
<li class="menu-item"><a href="/calculators">Calculators</a></li>
<li class="menu-item"><a href="/disclosures">Disclosures</a></li>
<li class="menu-item"><a href="/accessibility">Accessibility</a></li>
<li class="menu-item"><a href="/privacy">Privacy policy</a></li>
</ul></div>
<div class="col-md-3"><h2 class="footer-heading">Bank on the go</h2>
<a href="https://apps.apple.com/us/app/millrace-mobile/id1498765432"><img src="/themes/custom/millrace/images/app-store-badge.svg" alt="Download on the App Store" width="120" height="40" /></a>
<a href="https://play.google.com/store/apps/details?id=org.millracecu.mobile"><img src="/themes/custom/millrace/images/google-play-badge.png" alt="Get it on Google Play" width="135" height="40" /></a>
<ul class="social-links list-inline"><li class="list-inline-item"><a href="https://www.facebook.com/millracecu" aria-label="Facebook">Facebook</a></li><li class="list-inline-item"><a href="https://www.instagram.com/millracecu" aria-label="Instagram">Instagram</a></li></ul>
</div>
</div>
<div class="footer-legal">
<a href="https://www.ncua.gov/"><img src="/themes/custom/millrace/images/ncua.svg" alt="Federally insured by NCUA" width="120" height="36" /></a>
<a href="https://www.hud.gov/program_offices/fair_housing_equal_opp"><img src="/themes/custom/millrace/images/equal-housing-lender.svg" alt="Equal Housing Opportunity" width="48" height="48" /></a>
<p>Your savings federally insured to at least $250,000 and backed by the full faith and credit of the United States Government. NMLS #482917. &copy; 2026 Millrace Community Credit Union. Proud member of <a href="https://www.americascreditunions.org/">America's Credit Unions</a>.</p>
</div>
</div>
</footer>
</div>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.4.2"></script>
<script src="/core/misc/drupal.js?v=10.4.2"></script>
<script src="/core/misc/drupal.init.js?v=10.4.2"></script>
<script src="/themes/custom/millrace/js/bootstrap.bundle.min.js?t4x2k1"></script>
<script src="/themes/custom/millrace/js/global.js?t4x2k1"></script>
<script type="text/javascript">/*<![CDATA[*/(function() { var sz = document.createElement('script'); sz.type = 'text/javascript'; sz.async = true; sz.src = '//siteimproveanalytics.com/js/siteanalyze_6012345.js'; var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(sz, s); })();/*]]>*/</script>`;

const page = (title: string, description: string, bodyClass: string, main: string) => `<!DOCTYPE html>
<html lang="en" dir="ltr">
${head(title, description)}
<body class="${bodyClass}">
${nav}
${main}
${footer}
</body>
</html>`;

const home = page(
  'Millrace Community Credit Union | Banking for the Millrace Valley',
  'Checking, savings, auto loans and mortgages from a not-for-profit credit union serving eastern Iowa since 1952.',
  'path-frontpage page-node-type-landing-page',
  `<div class="hero hero--home"><div class="container"><h1>Banking that stays in the Valley</h1><p>Auto loans from 5.49% APR*. Fee-free checking. Local decisions by people who know your name.</p><a class="btn btn-primary" href="/join">Become a member</a> <a class="btn btn-outline-primary" href="/loans/auto">See auto rates</a></div></div>
<section class="quick-links container"><div class="row">
<div class="col-md-3"><a href="/personal/checking" class="card card-link"><h2 class="h5">Free checking</h2><p>No monthly fee, no minimum balance.</p></a></div>
<div class="col-md-3"><a href="/loans/mortgage" class="card card-link"><h2 class="h5">Home loans</h2><p>Local underwriting and servicing.</p></a></div>
<div class="col-md-3"><a href="/locations" class="card card-link"><h2 class="h5">30,000 surcharge-free ATMs</h2><p>Through the Allpoint and CO-OP networks.</p></a></div>
<div class="col-md-3"><a href="/business" class="card card-link"><h2 class="h5">Business banking</h2><p>Accounts and loans for local employers.</p></a></div>
</div></section>
<section class="rates-teaser container"><h2>Today's featured rates</h2>
<table class="table table-striped"><thead><tr><th>Product</th><th>APY / APR</th></tr></thead><tbody><tr><td>13-month certificate</td><td>4.15% APY*</td></tr><tr><td>New auto, up to 60 months</td><td>5.49% APR*</td></tr><tr><td>30-year fixed mortgage</td><td>6.125% APR*</td></tr></tbody></table>
<p class="small">*Annual Percentage Yield / Annual Percentage Rate. Rates effective 01/05/2026 and subject to change. <a href="/rates">View all rates</a>.</p></section>
<section class="testimonial container"><blockquote class="blockquote"><p>&ldquo;Millrace refinanced our truck and cut our payment by $94 a month.&rdquo;</p><footer class="blockquote-footer">The Halvorsen family, members since 2011</footer></blockquote></section>`,
);

const about = page(
  'About us | Millrace Community Credit Union',
  'A member-owned, not-for-profit financial cooperative serving the Millrace Valley since 1952.',
  'page-node-type-page',
  `<div class="container"><nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item active">About</li></ol></nav>
<h1>Our story</h1>
<p>Millrace Community Credit Union was chartered in 1952 by twelve employees of the Dubuque Millworks. Today we serve 41,000 members from seven branches in Dubuque, Jackson and Clayton counties. As a not-for-profit cooperative, we return our earnings to members through better rates and fewer fees.</p>
<div class="row">
<div class="col-md-4"><h2 class="h4">Leadership</h2><p>Meet our <a href="/about/board">volunteer board of directors</a> and executive team.</p></div>
<div class="col-md-4"><h2 class="h4">Partners &amp; affiliates</h2><p>The companies we work with to bring members more services. <a href="/about/partners-affiliates">See our partners</a>.</p></div>
<div class="col-md-4"><h2 class="h4">Millrace Insurance Agency</h2><p>Our wholly owned agency offers home, auto and farm coverage at <a href="https://www.millraceinsurance.com/">millraceinsurance.com</a>.</p></div>
</div>
<h2>Recognition</h2>
<ul><li>Named a Best Credit Union to Work For 2025 by <a href="https://www.americanbanker.com/best-credit-unions-to-work-for">American Banker</a></li><li>Five-star rating from <a href="https://www.bauerfinancial.com/">Bauer Financial</a></li></ul>
<h2>Visit our main office</h2>
<p>1840 Millrace Road, Dubuque, IA 52001. Lobby open Monday to Friday 9&ndash;5, Saturday 9&ndash;noon.</p>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2950.1!2d-90.66!3d42.50!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="600" height="300" style="border:0;" allowfullscreen="" loading="lazy" title="Millrace main office"></iframe>
</div>`,
);

const partners = page(
  'Partners & affiliates | Millrace Community Credit Union',
  'The networks, service providers and affiliated companies that help Millrace serve members.',
  'page-node-type-page path-about-partners-affiliates',
  `<div class="container"><nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item"><a href="/about">About</a></li><li class="breadcrumb-item active">Partners &amp; affiliates</li></ol></nav>
<h1>Partners &amp; affiliates</h1>
<p class="lead">A credit union our size can't build everything alone. These are the organizations we partner with to give members the reach of a big bank.</p>
<div class="accordion" id="partnersAccordion">
<div class="accordion-item">
<h2 class="accordion-header" id="h-network"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#c-network" aria-expanded="true">ATM &amp; shared branch networks</button></h2>
<div id="c-network" class="accordion-collapse collapse show" data-bs-parent="#partnersAccordion"><div class="accordion-body">
<p>Use more than 30,000 surcharge-free ATMs and 5,000 shared branches nationwide through our network partners:</p>
<ul>
<li><a href="https://www.co-opcreditunions.org/locator/">CO-OP Shared Branch &amp; ATM network</a></li>
<li><a href="https://www.allpointnetwork.com/">Allpoint ATM network</a></li>
</ul>
</div></div></div>
<div class="accordion-item">
<h2 class="accordion-header" id="h-digital"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c-digital" aria-expanded="false">Digital banking technology partners</button></h2>
<div id="c-digital" class="accordion-collapse collapse" data-bs-parent="#partnersAccordion"><div class="accordion-body">
<table class="table">
<thead><tr><th>Partner</th><th>What they provide</th></tr></thead>
<tbody>
<tr><td><a href="https://www.alkami.com/">Alkami Technology</a></td><td>Our online and mobile banking platform</td></tr>
<tr><td><a href="https://www.zellepay.com/">Zelle&reg;</a></td><td>Send money to friends and family in the app</td></tr>
<tr><td><a href="https://www.mx.com/">MX</a></td><td>Budgeting and account aggregation in online banking</td></tr>
<tr><td><a href="https://www.savvymoney.com/">SavvyMoney</a></td><td>Free credit score and personalized loan offers</td></tr>
</tbody>
</table>
</div></div></div>
<div class="accordion-item">
<h2 class="accordion-header" id="h-financial"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c-financial" aria-expanded="false">Investment &amp; insurance partners</button></h2>
<div id="c-financial" class="accordion-collapse collapse" data-bs-parent="#partnersAccordion"><div class="accordion-body">
<p>Financial planning is available through Millrace Wealth Advisors. Securities sold, advisory services offered through <a href="https://www.lpl.com/">LPL Financial</a>, member FINRA/SIPC. Insurance products offered through LPL or its licensed affiliates. Not NCUA insured, not credit union guaranteed, may lose value.</p>
<p>Life and accidental death coverage is offered in partnership with <a href="https://www.trustage.com/">TruStage&trade;</a>. Home and auto insurance is available from our affiliate, <a href="https://www.millraceinsurance.com/">Millrace Insurance Agency</a>.</p>
</div></div></div>
<div class="accordion-item">
<h2 class="accordion-header" id="h-lending"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c-lending" aria-expanded="false">Lending partners</button></h2>
<div id="c-lending" class="accordion-collapse collapse" data-bs-parent="#partnersAccordion"><div class="accordion-body">
<p>Student loans are offered through our partner <a href="https://www.studentchoice.org/">Student Choice</a>, a credit union service organization. Solar and home-improvement loans are made in partnership with <a href="https://www.gosolarloans.org/">GoSolar Credit Union Lending</a>.</p>
</div></div></div>
</div>
<p class="small mt-4">Links to partner websites are provided for convenience. Millrace is not responsible for the content or privacy practices of third-party websites.</p>
</div>`,
);

const community = page(
  'Community giving | Millrace Community Credit Union',
  'Scholarships, sponsorships and volunteer hours across the Millrace Valley.',
  'page-node-type-page path-community',
  `<div class="container"><h1>Community giving</h1>
<p>In 2025 Millrace employees volunteered 3,100 hours and the credit union gave $412,000 to local causes.</p>
<h2>Events we proudly sponsor</h2>
<div class="row">
<div class="col-md-4"><div class="card"><img class="card-img-top" src="/sites/default/files/2025-06/little-league.jpg" alt="Little league players" /><div class="card-body"><h3 class="h5">Millrace Valley Little League</h3><p>Title sponsor of the spring season since 2009. <a href="https://www.millracevalleyll.org/">Visit the league</a></p></div></div></div>
<div class="col-md-4"><div class="card"><img class="card-img-top" src="/sites/default/files/2025-08/county-fair.jpg" alt="County fair" /><div class="card-body"><h3 class="h5">Jackson County Fair</h3><p>Presenting sponsor of the 4-H livestock auction. <a href="https://www.jacksoncountyfair.com/">Fair schedule</a></p></div></div></div>
<div class="col-md-4"><div class="card"><img class="card-img-top" src="/sites/default/files/2025-11/food-bank.jpg" alt="Food drive volunteers" /><div class="card-body"><h3 class="h5">Riverbend Food Bank</h3><p>Our annual Stuff the Truck drive collected 22 tons of food. <a href="https://www.riverbendfoodbank.org/donate">Donate</a></p></div></div></div>
</div>
<h2>Scholarships</h2><p>Applications for the 2026 Millrace Scholars program open February 1. <a href="/community/scholarships">Apply</a></p>
</div>`,
);

export const site: CorpusSite = {
  domain: 'millracecu.org',
  otherDomains: ['millraceinsurance.com'],
  covers:
    'Regional credit union on Drupal 10 (Acquia, Varnish): partners-and-affiliates page reached from the footer and the About page, partners inside Bootstrap accordions (networks and lending/investment partners as generic, digital-banking technology partners in a table), affiliated own agency linked there and on About (own domain); negatives: community sponsorships with links, NCUA/HUD/association footer links, awards and rating firms, app badges, social, Paylocity careers link, online-banking subdomain',
  pages: {
    '/': { headers, html: home },
    '/about': { headers, html: about },
    '/about/partners-affiliates': { headers, html: partners },
    '/community': { headers, html: community },
  },
  sitemap: [
    '/',
    '/personal',
    '/loans',
    '/loans/auto',
    '/business',
    '/rates',
    '/locations',
    '/about',
    '/about/board',
    '/about/partners-affiliates',
    '/community',
    '/contact',
  ],
  technologies: [
    'drupal',
    'php',
    'acquia-cloud-platform',
    'amazon-web-services',
    'varnish',
    'bootstrap',
    'google-tag-manager',
    'hsts',
    'google-maps',
    'paylocity',
  ],
  partners: {
    'co-opcreditunions.org': 'generic',
    'allpointnetwork.com': 'generic',
    'alkami.com': 'technology',
    'zellepay.com': 'technology',
    'mx.com': 'technology',
    'savvymoney.com': 'technology',
    'lpl.com': 'generic',
    'trustage.com': 'generic',
    'studentchoice.org': 'generic',
    'gosolarloans.org': 'generic',
  },
};
