import type { CorpusSite } from '../corpus/types.js';

/* Alder & Wren Consulting — a UK management consultancy; Umbraco 13 on Azure App Service (IIS), Cookiebot, GA4, LinkedIn Insight. */

const origin = 'https://www.alderwren.co.uk';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Microsoft-IIS/10.0',
  'x-powered-by': 'ASP.NET',
  'set-cookie':
    'ARRAffinity=5f2c9a41d3e8b7c06a1f4e2d9b8c7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b; Path=/; HttpOnly; Secure; Domain=www.alderwren.co.uk',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

function head(path: string, title: string, desc: string, extra = ''): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${desc}">
<link rel="canonical" href="${origin}${path}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="${origin}${path}">
<meta property="og:image" content="${origin}/media/k3dfq2lw/aw-share-1200x630.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="icon" type="image/png" href="/assets/img/favicon-32.png" sizes="32x32">
<link rel="preconnect" href="https://use.typekit.net" crossorigin>
<link rel="stylesheet" href="https://use.typekit.net/xqv4hbn.css">
<link rel="stylesheet" href="/assets/css/main.min.css?v=6.14.2">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="a71d2c58-3b0e-4d6f-9a1e-8c2b7f4e0d93" data-blockingmode="auto" type="text/javascript"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7KQ2W8RZ4M"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7KQ2W8RZ4M', { 'anonymize_ip': true });
</script>
<script type="text/javascript">
_linkedin_partner_id = "4418203";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script><script type="text/javascript">
(function(l) {
if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};
window.lintrk.q=[]}
var s = document.getElementsByTagName("script")[0];
var b = document.createElement("script");
b.type = "text/javascript";b.async = true;
b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
s.parentNode.insertBefore(b, s);})(window.lintrk);
</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Alder & Wren Consulting LLP","url":"${origin}/","logo":"${origin}/assets/img/alder-wren-logo.svg","address":{"@type":"PostalAddress","streetAddress":"14 Bloomsbury Square","addressLocality":"London","postalCode":"WC1A 2LP","addressCountry":"GB"},"sameAs":["https://www.linkedin.com/company/alder-wren-consulting","https://www.youtube.com/@alderwren"]}</script>
${extra}
</head>`;
}

const nav = `
<header class="site-header" id="top">
  <div class="utility-bar"><div class="container">
    <ul class="utility-bar__links"><li><a href="/insights">Insights</a></li><li><a href="/careers">Careers</a></li><li><a href="https://www.alderwrenacademy.co.uk/" target="_blank" rel="noopener">Alder &amp; Wren Academy</a></li><li><a href="/contact">Contact</a></li></ul>
    <form class="utility-bar__search" action="/search" method="get" role="search"><label for="q" class="visually-hidden">Search</label><input id="q" name="q" type="search" placeholder="Search"><button type="submit">Search</button></form>
  </div></div>
  <div class="container site-header__main">
    <a href="/" class="site-logo"><img src="/assets/img/alder-wren-logo.svg" alt="Alder &amp; Wren Consulting" width="190" height="44"></a>
    <nav class="primary-nav" aria-label="Primary">
      <ul>
        <li class="has-mega"><button aria-expanded="false" aria-controls="mega-services">What we do</button>
          <div class="mega" id="mega-services" hidden>
            <div class="mega__col"><p class="mega__title">Capabilities</p><ul>
              <li><a href="/what-we-do#strategy">Strategy &amp; operating model</a></li>
              <li><a href="/what-we-do#transformation">Transformation &amp; PMO</a></li>
              <li><a href="/what-we-do#technology">Technology &amp; ERP advisory</a></li>
              <li><a href="/what-we-do#people">People &amp; organisation</a></li>
              <li><a href="/what-we-do#procurement">Procurement &amp; supply chain</a></li></ul></div>
            <div class="mega__col"><p class="mega__title">Sectors</p><ul>
              <li><a href="/what-we-do#public-sector">Central &amp; local government</a></li>
              <li><a href="/what-we-do#health">Health &amp; care</a></li>
              <li><a href="/what-we-do#housing">Housing associations</a></li>
              <li><a href="/what-we-do#utilities">Utilities &amp; infrastructure</a></li>
              <li><a href="/what-we-do#financial-services">Financial services</a></li></ul></div>
            <div class="mega__feature"><p class="mega__title">Featured insight</p><a href="/insights/erp-replacement-in-local-government"><img src="/media/2p0bzq1c/erp-council-thumb.jpg" alt="" width="240" height="135" loading="lazy"><span>Why council ERP replacements overrun &mdash; and the five decisions that prevent it</span></a></div>
          </div></li>
        <li><a href="/case-studies">Case studies</a></li>
        <li class="has-dropdown"><button aria-expanded="false" aria-controls="dd-about">About</button>
          <ul class="dropdown" id="dd-about" hidden>
            <li><a href="/about-us">Who we are</a></li>
            <li><a href="/alliances">Alliances</a></li>
            <li><a href="/about-us/responsible-business">Responsible business</a></li>
            <li><a href="/careers">Careers</a></li></ul></li>
      </ul>
    </nav>
    <a class="btn btn--primary" href="/contact">Talk to us</a>
  </div>
</header>`;

const foot = `
<footer class="site-footer">
  <div class="container site-footer__grid">
    <div>
      <img src="/assets/img/alder-wren-logo-reversed.svg" alt="Alder &amp; Wren Consulting" width="170" height="40" loading="lazy">
      <p>Independent management consultants to the public sector, regulated industries and the organisations that serve them.</p>
      <p>14 Bloomsbury Square, London WC1A 2LP<br>Kings Court, 2&ndash;16 Goodge Street, Manchester M1 1LQ</p>
      <p><a href="tel:+442079460321">+44 (0)20 7946 0321</a> &middot; <a href="mailto:enquiries@alderwren.co.uk">enquiries@alderwren.co.uk</a></p>
    </div>
    <div><p class="site-footer__title">Explore</p><ul>
      <li><a href="/what-we-do">What we do</a></li><li><a href="/case-studies">Case studies</a></li><li><a href="/alliances">Alliances</a></li><li><a href="/about-us">About us</a></li><li><a href="/careers">Careers</a></li></ul></div>
    <div><p class="site-footer__title">Accreditations</p>
      <ul class="accreditations">
        <li><a href="https://www.mca.org.uk/members" target="_blank" rel="noopener"><img src="/media/ubvd2eoc/mca-member-2025.png" alt="Management Consultancies Association member" width="96" height="48" loading="lazy"></a></li>
        <li><a href="https://www.crowncommercial.gov.uk/agreements/RM6187" target="_blank" rel="noopener"><img src="/media/0r2n4ksu/ccs-supplier.png" alt="Crown Commercial Service supplier" width="96" height="48" loading="lazy"></a></li>
        <li><a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/alder-and-wren-consulting" target="_blank" rel="noopener"><img src="/media/4ycrf1jw/certified-b-corp.png" alt="Certified B Corporation" width="48" height="80" loading="lazy"></a></li>
        <li><img src="/media/yf3a0kzb/iso-27001.png" alt="ISO 27001 certified" width="64" height="64" loading="lazy"></li>
      </ul></div>
    <div><p class="site-footer__title">Newsletter</p>
      <form action="/umbraco/Surface/NewsletterSurface/Subscribe" method="post" class="newsletter">
        <input name="__RequestVerificationToken" type="hidden" value="CfDJ8Nq2vW3kXk1y0bQ7e1Hq9tYJv2pRr4sG-7pXw0Ld8Tn3uPz6Qm5bC0xV9yA1">
        <label for="nl-email">Quarterly briefing for public-sector leaders</label>
        <input id="nl-email" name="Email" type="email" required placeholder="name@organisation.gov.uk">
        <button type="submit" class="btn">Sign up</button>
      </form>
      <ul class="social"><li><a href="https://www.linkedin.com/company/alder-wren-consulting" target="_blank" rel="noopener" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://www.youtube.com/@alderwren" target="_blank" rel="noopener" aria-label="YouTube">YouTube</a></li></ul>
    </div>
  </div>
  <div class="container site-footer__legal">
    <p>&copy; 2025 Alder &amp; Wren Consulting LLP. Registered in England and Wales, OC412987. Also at <a href="https://www.alderwren.com/">alderwren.com</a>.</p>
    <ul><li><a href="/privacy-notice">Privacy notice</a></li><li><a href="/cookie-policy">Cookies</a></li><li><a href="/modern-slavery-statement">Modern slavery statement</a></li><li><a href="/accessibility">Accessibility</a></li></ul>
  </div>
</footer>
<script src="/assets/js/main.min.js?v=6.14.2" defer></script>`;

function page(path: string, title: string, desc: string, main: string, extraHead = '', extraScripts = ''): string {
  return `${head(path, title, desc, extraHead)}
<body class="template-${path === '/' ? 'home' : path.split('/')[1]}">
<a class="skip-link" href="#main">Skip to main content</a>
${nav}
<main id="main">
<nav class="breadcrumbs container" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>${path === '/' ? '' : `<li aria-current="page">${title.split(' | ')[0]}</li>`}</ol></nav>
${main}
</main>
${foot}
${extraScripts}
</body>
</html>`;
}

const home = page(
  '/',
  'Alder & Wren Consulting | Management consultants for the public sector and regulated industries',
  'Alder & Wren is an independent UK management consultancy helping councils, NHS bodies, housing associations and utilities deliver complex change.',
  `
<section class="hero hero--home">
  <div class="container hero__inner">
    <h1>Change that lands.</h1>
    <p class="hero__lead">We help public bodies and regulated businesses design operating models, replace core systems and deliver transformation programmes &mdash; and we stay until the benefits are banked.</p>
    <p><a class="btn btn--primary" href="/what-we-do">What we do</a> <a class="btn btn--ghost" href="/case-studies">Read our case studies</a></p>
  </div>
  <picture><source srcset="/media/lpkfhw3d/hero-bloomsbury.webp?width=1600&amp;format=webp" type="image/webp"><img src="/media/lpkfhw3d/hero-bloomsbury.jpg?width=1600" alt="Consultants in a workshop" width="1600" height="700"></picture>
</section>
<section class="section stats"><div class="container stats__grid">
  <div class="stat"><span class="stat__num">140+</span><span class="stat__label">consultants and associates</span></div>
  <div class="stat"><span class="stat__num">62</span><span class="stat__label">councils and NHS bodies supported</span></div>
  <div class="stat"><span class="stat__num">£1.3bn</span><span class="stat__label">benefits tracked for clients since 2016</span></div>
  <div class="stat"><span class="stat__num">4.8/5</span><span class="stat__label">client satisfaction, 2024 survey</span></div>
</div></section>
<section class="section capabilities"><div class="container">
  <h2>What we do</h2>
  <div class="card-grid">
    <a class="card" href="/what-we-do#strategy"><h3>Strategy &amp; operating model</h3><p>Target operating models, service redesign and business cases that survive scrutiny.</p></a>
    <a class="card" href="/what-we-do#transformation"><h3>Transformation &amp; PMO</h3><p>Programme leadership, benefits realisation and portfolio assurance.</p></a>
    <a class="card" href="/what-we-do#technology"><h3>Technology &amp; ERP advisory</h3><p>Independent client-side advice on ERP, CRM and ITSM replacement.</p></a>
    <a class="card" href="/what-we-do#people"><h3>People &amp; organisation</h3><p>Organisation design, workforce planning and change management.</p></a>
  </div>
</div></section>
<section class="section clients"><div class="container">
  <h2>Trusted by</h2>
  <ul class="logo-row">
    <li><img src="/media/0cqfwqaz/client-leeds-city-council.svg" alt="Leeds City Council" width="130" height="50" loading="lazy"></li>
    <li><img src="/media/03bl4kxq/client-nhs-england.svg" alt="NHS England" width="130" height="50" loading="lazy"></li>
    <li><img src="/media/1bmxr2nz/client-anglian-water.svg" alt="Anglian Water" width="130" height="50" loading="lazy"></li>
    <li><img src="/media/1qzw3bfh/client-clarion.svg" alt="Clarion Housing Group" width="130" height="50" loading="lazy"></li>
    <li><img src="/media/2ap4d0xk/client-dvla.svg" alt="DVLA" width="130" height="50" loading="lazy"></li>
    <li><img src="/media/3oq1l2xs/client-nationwide.svg" alt="Nationwide Building Society" width="130" height="50" loading="lazy"></li>
  </ul>
</div></section>
<section class="section insights-teaser"><div class="container">
  <h2>Latest thinking</h2>
  <div class="card-grid card-grid--3">
    <article class="card"><p class="card__meta">Report &middot; January 2025</p><h3><a href="/insights/erp-replacement-in-local-government">ERP replacement in local government: lessons from 24 programmes</a></h3></article>
    <article class="card"><p class="card__meta">Article &middot; December 2024</p><h3><a href="/insights/integrated-care-operating-models">Integrated care boards, two years on</a></h3></article>
    <article class="card"><p class="card__meta">Podcast &middot; November 2024</p><h3><a href="/insights/podcast-benefits-that-stick">Benefits that stick: a conversation with three finance directors</a></h3></article>
  </div>
</div></section>
<section class="section recognition"><div class="container">
  <h2 class="visually-hidden">Recognition</h2>
  <p>Named one of the <a href="https://www.ft.com/uk-leading-management-consultants" target="_blank" rel="noopener">Financial Times UK&rsquo;s Leading Management Consultants</a> 2022&ndash;2025, and winner of the MCA Award for Public Sector Transformation 2024.</p>
  <img src="/media/zr1b2nfl/ft-leading-consultants-2025.png" alt="FT UK's Leading Management Consultants 2025" width="110" height="110" loading="lazy">
  <img src="/media/p2pqf1mg/mca-awards-winner-2024.png" alt="MCA Awards 2024 winner" width="110" height="110" loading="lazy">
</div></section>
<section class="section cta-band"><div class="container"><h2>Facing a decision you can&rsquo;t afford to get wrong?</h2><a class="btn btn--primary" href="/contact">Arrange a conversation</a></div></section>`,
);

const whatWeDo = page(
  '/what-we-do',
  'What we do | Alder & Wren Consulting',
  'Strategy, transformation, technology advisory, people and procurement consulting for the UK public sector and regulated industries.',
  `
<section class="hero hero--inner"><div class="container"><h1>What we do</h1><p class="hero__lead">Five capabilities, five sectors, one principle: we are paid for outcomes our clients can evidence.</p></div></section>
<section class="section" id="strategy"><div class="container prose">
  <h2>Strategy &amp; operating model</h2>
  <p>We design target operating models for services under pressure &mdash; adult social care front doors, revenues and benefits, repairs and maintenance &mdash; and build the outline and full business cases that carry them through Cabinet, board and HM Treasury Green Book scrutiny.</p>
  <ul><li>Service and operating model design</li><li>Five Case Model business cases</li><li>Demand modelling and financial sustainability plans</li><li>Shared-service and partnership options appraisals</li></ul>
</div></section>
<section class="section section--alt" id="transformation"><div class="container prose">
  <h2>Transformation &amp; PMO</h2>
  <p>Programme directors, PMO leads and benefits managers who have run programmes themselves. We stand up portfolio offices in weeks, not months, and hand them back to permanent staff with a skills transfer plan.</p>
</div></section>
<section class="section" id="technology"><div class="container prose">
  <h2>Technology &amp; ERP advisory</h2>
  <p>Independent, client-side advice on replacing finance, HR, housing and ITSM systems: requirements, market engagement, procurement, supplier assurance and data migration. Our alliance relationships with the major platforms give us early sight of roadmaps; they never decide what we recommend. <a href="/alliances">Read about our alliances</a>.</p>
  <table class="table"><caption>Typical advisory engagements</caption><thead><tr><th>Stage</th><th>Duration</th><th>Outputs</th></tr></thead><tbody>
  <tr><td>Discovery &amp; options</td><td>6&ndash;10 weeks</td><td>Current-state assessment, options appraisal, outline business case</td></tr>
  <tr><td>Procurement support</td><td>4&ndash;6 months</td><td>Specification, evaluation model, moderated scoring</td></tr>
  <tr><td>Implementation assurance</td><td>12&ndash;30 months</td><td>Stage-gate reviews, data migration assurance, go-live readiness</td></tr></tbody></table>
</div></section>
<section class="section section--alt" id="people"><div class="container prose">
  <h2>People &amp; organisation</h2>
  <p>Organisation design, spans and layers reviews, job family architecture and change management that treats staff as the people who will make the new model work.</p>
</div></section>
<section class="section" id="procurement"><div class="container prose">
  <h2>Procurement &amp; supply chain</h2>
  <p>Category strategies, Procurement Act 2023 readiness and contract management improvement.</p>
</div></section>
<section class="section section--alt"><div class="container">
  <h2>Sectors</h2>
  <div class="card-grid">
    <div class="card" id="public-sector"><h3>Central &amp; local government</h3><p>Councils, combined authorities and arm&rsquo;s-length bodies.</p></div>
    <div class="card" id="health"><h3>Health &amp; care</h3><p>Integrated care boards, trusts and social care providers.</p></div>
    <div class="card" id="housing"><h3>Housing associations</h3><p>Repairs, compliance and tenant-facing services.</p></div>
    <div class="card" id="utilities"><h3>Utilities &amp; infrastructure</h3><p>Water, energy networks and transport operators in regulated price controls.</p></div>
    <div class="card" id="financial-services"><h3>Financial services</h3><p>Building societies and mutuals.</p></div>
  </div>
</div></section>`,
);

const caseStudies = page(
  '/case-studies',
  'Case studies | Alder & Wren Consulting',
  'How Alder & Wren has helped councils, NHS bodies, housing associations and utilities deliver change.',
  `
<section class="hero hero--inner"><div class="container"><h1>Case studies</h1><p class="hero__lead">Selected work, published with our clients&rsquo; permission.</p></div></section>
<section class="section"><div class="container">
  <form class="filters" method="get" action="/case-studies"><label for="sector">Sector</label><select id="sector" name="sector"><option value="">All sectors</option><option>Local government</option><option>Health</option><option>Housing</option><option>Utilities</option></select><button class="btn" type="submit">Filter</button></form>
  <div class="case-list">
    <article class="case"><img src="/media/4ntbw1ru/case-leeds.jpg?width=600" alt="Leeds civic hall" width="300" height="200" loading="lazy"><div><p class="case__client">Leeds City Council</p><h2>Replacing a 20-year-old finance system without a single missed payroll</h2><p>Client-side ERP assurance across a 26-month programme; go-live on time and 4% under budget.</p>
      <blockquote>&ldquo;Alder &amp; Wren told us the things our supplier couldn&rsquo;t.&rdquo; &mdash; Director of Finance</blockquote></div></article>
    <article class="case"><img src="/media/q4d0hw2o/case-ics.jpg?width=600" alt="Hospital corridor" width="300" height="200" loading="lazy"><div><p class="case__client">A northern integrated care board</p><h2>A single operating model for five places</h2><p>Operating model design and organisational change for 1,100 staff transferring from legacy CCGs.</p></div></article>
    <article class="case"><img src="/media/3cowdyfb/case-anglian.jpg?width=600" alt="Water treatment works" width="300" height="200" loading="lazy"><div><p class="case__client">Anglian Water</p><h2>Capital programme PMO for AMP8</h2><p>A portfolio office for a £9bn capital programme stood up in nine weeks. Read more on <a href="https://www.anglianwater.co.uk/about-us/our-strategies-and-plans/" target="_blank" rel="noopener">Anglian Water&rsquo;s plan</a>.</p></div></article>
    <article class="case"><img src="/media/fbpr1x2m/case-clarion.jpg?width=600" alt="Housing estate" width="300" height="200" loading="lazy"><div><p class="case__client">Clarion Housing Group</p><h2>Repairs transformation: first-time fix from 71% to 88%</h2><p>Service redesign, scheduling optimisation and a contractor performance framework.</p></div></article>
    <article class="case"><img src="/media/q1bln4lz/case-nationwide.jpg?width=600" alt="Branch interior" width="300" height="200" loading="lazy"><div><p class="case__client">Nationwide Building Society</p><h2>Procurement Act readiness</h2><p>Policy, process and training for 180 procurement staff ahead of the new regime.</p></div></article>
  </div>
  <nav class="pagination" aria-label="Case studies pages"><span aria-current="page">1</span> <a href="/case-studies?page=2">2</a> <a href="/case-studies?page=3">3</a> <a href="/case-studies?page=2" rel="next">Next</a></nav>
</div></section>`,
);

const tabBtn = (id: string, label: string, selected: boolean): string =>
  `<button role="tab" id="tab-${id}" aria-controls="panel-${id}" aria-selected="${selected}" ${selected ? '' : 'tabindex="-1"'} class="tabs__tab">${label}</button>`;

const alliances = page(
  '/alliances',
  'Alliances | Alder & Wren Consulting',
  'Alder & Wren works with technology, academic and delivery partners. Our alliances never compromise our independence.',
  `
<section class="hero hero--inner"><div class="container"><h1>Alliances</h1>
<p class="hero__lead">We are vendor-independent, but not vendor-ignorant. Our alliances give clients access to platform expertise, academic research and additional delivery capacity &mdash; with a published conflicts policy that means no partner ever pays for a recommendation.</p></div></section>
<section class="section"><div class="container">
  <div class="tabs" data-tabs>
    <div role="tablist" aria-label="Alliance types" class="tabs__list">
      ${tabBtn('technology', 'Technology alliances', true)}
      ${tabBtn('academic', 'Academic partners', false)}
      ${tabBtn('delivery', 'Delivery partners', false)}
    </div>
    <div role="tabpanel" id="panel-technology" aria-labelledby="tab-technology" class="tabs__panel">
      <p>Our technology alliances give our advisers accredited training, sandbox environments and product roadmap briefings.</p>
      <div class="partner-grid">
        <div class="partner"><a href="https://www.sap.com/uk/index.html" target="_blank" rel="noopener"><img src="/media/n1bq0z3c/sap.svg" alt="SAP" width="120" height="60" loading="lazy"></a><p>SAP PartnerEdge Service partner &mdash; S/4HANA and SuccessFactors advisory.</p></div>
        <div class="partner"><a href="https://www.microsoft.com/en-gb/" target="_blank" rel="noopener"><img src="/media/5lgtm1sv/microsoft.svg" alt="Microsoft" width="120" height="60" loading="lazy"></a><p>Microsoft AI Cloud Partner Program member &mdash; Dynamics 365 and Power Platform.</p></div>
        <div class="partner"><a href="https://www.salesforce.com/uk/" target="_blank" rel="noopener"><img src="/media/xf3ys0n5/salesforce.svg" alt="Salesforce" width="120" height="60" loading="lazy"></a><p>Salesforce consulting partner for public sector CRM strategy.</p></div>
        <div class="partner"><a href="https://www.servicenow.com/uk/" target="_blank" rel="noopener"><img src="/media/1kbq5t2w/servicenow.svg" alt="ServiceNow" width="120" height="60" loading="lazy"></a><p>ServiceNow Partner Program &mdash; ITSM and HR service delivery.</p></div>
        <div class="partner"><a href="https://www.workday.com/en-gb/homepage.html" target="_blank" rel="noopener"><img src="/media/r3cj5d0p/workday.svg" alt="Workday" width="120" height="60" loading="lazy"></a><p>Workday advisory partner for finance and HCM selection.</p></div>
        <div class="partner"><a href="https://www.celonis.com/" target="_blank" rel="noopener"><img src="/media/eo2x4gmk/celonis.svg" alt="Celonis" width="120" height="60" loading="lazy"></a><p>Celonis partner &mdash; process mining for baseline and benefits evidence.</p></div>
        <div class="partner"><a href="https://www.oracle.com/uk/" target="_blank" rel="noopener"><img src="/media/2gdrc4lu/oracle.svg" alt="Oracle" width="120" height="60" loading="lazy"></a><p>Oracle PartnerNetwork member &mdash; Fusion Cloud ERP assurance.</p></div>
      </div>
    </div>
    <div role="tabpanel" id="panel-academic" aria-labelledby="tab-academic" class="tabs__panel" hidden>
      <p>We co-author research and co-teach executive programmes with three UK business schools.</p>
      <ul class="partner-list">
        <li><a href="https://www.sbs.ox.ac.uk/" target="_blank" rel="noopener">Sa&iuml;d Business School, University of Oxford</a> &mdash; joint research on major programme performance with the BT Centre for Major Programme Management.</li>
        <li><a href="https://www.cranfield.ac.uk/som" target="_blank" rel="noopener">Cranfield School of Management</a> &mdash; our consultants&rsquo; Executive MBA partner and co-author of our benefits realisation framework.</li>
        <li><a href="https://www.wbs.ac.uk/" target="_blank" rel="noopener">Warwick Business School</a> &mdash; partner on the Public Service Leadership programme.</li>
      </ul>
    </div>
    <div role="tabpanel" id="panel-delivery" aria-labelledby="tab-delivery" class="tabs__panel" hidden>
      <p>When a client needs more capacity or specialist skills, we deliver through a small group of trusted firms under our quality framework.</p>
      <div class="partner-cards">
        <article class="partner-card"><h3><a href="https://www.kestrelinterim.co.uk/" target="_blank" rel="noopener">Kestrel Interim</a></h3><p>Interim finance and transformation directors, placed through Kestrel on our programmes since 2018.</p></article>
        <article class="partner-card"><h3><a href="https://brightstonedigital.co.uk/" target="_blank" rel="noopener">Brightstone Digital</a></h3><p>User research and service design studio; our delivery partner for GDS-assessed digital services.</p></article>
        <article class="partner-card"><h3><a href="https://www.northgatechange.com/" target="_blank" rel="noopener">Northgate Change Associates</a></h3><p>A network of 40 accredited change practitioners across the North of England and Scotland.</p></article>
        <article class="partner-card"><h3><a href="https://www.datumworks.co.uk/" target="_blank" rel="noopener">Datumworks</a></h3><p>Data migration specialists we bring in for ERP and housing system replacements.</p></article>
      </div>
    </div>
  </div>
</div></section>
<section class="section section--alt"><div class="container prose">
  <h2>Our independence</h2>
  <p>We accept no referral fees or resale margin from technology vendors. Alliance status is disclosed in every proposal, and where we advise on a procurement, advisers with active certifications for a bidding platform are declared to the client. Our full <a href="/about-us/responsible-business#conflicts">conflicts of interest policy</a> is published.</p>
  <p>We are also listed on the Crown Commercial Service Management Consultancy Framework Three and are a member of the Management Consultancies Association &mdash; neither is an alliance; both are shown in our footer.</p>
</div></section>
<section class="section cta-band"><div class="container"><h2>Interested in an alliance?</h2><p>Write to <a href="mailto:alliances@alderwren.co.uk">alliances@alderwren.co.uk</a>.</p></div></section>`,
  '',
  `<script>document.querySelectorAll('[data-tabs] [role=tab]').forEach(function(t){t.addEventListener('click',function(){var p=t.closest('[data-tabs]');p.querySelectorAll('[role=tab]').forEach(function(x){x.setAttribute('aria-selected','false');x.setAttribute('tabindex','-1')});p.querySelectorAll('[role=tabpanel]').forEach(function(x){x.hidden=true});t.setAttribute('aria-selected','true');t.removeAttribute('tabindex');document.getElementById(t.getAttribute('aria-controls')).hidden=false;});});</script>`,
);

const aboutUs = page(
  '/about-us',
  'Who we are | Alder & Wren Consulting',
  'Alder & Wren is an employee-owned consulting partnership founded in 2011, with offices in London and Manchester.',
  `
<section class="hero hero--inner"><div class="container"><h1>Who we are</h1><p class="hero__lead">An employee-owned partnership of consultants who have run public services, not just advised on them.</p></div></section>
<section class="section"><div class="container prose">
  <h2>Our story</h2>
  <p>Alder &amp; Wren was founded in 2011 by Helen Alder, a former council chief executive, and Rajiv Wren, who led finance transformation at two NHS foundation trusts. They started the firm on a simple proposition: consultants should be measured on what their clients achieve after the consultants leave.</p>
  <p>In 2021 the founders transferred 100% of the firm to an Employee Ownership Trust. Today 140 consultants and associates work from London, Manchester and client sites across the UK.</p>
  <h2>Leadership</h2>
  <div class="people">
    <figure class="person"><img src="/media/cgrj0w2d/helen-alder.jpg?width=300" alt="Helen Alder" width="150" height="150" loading="lazy"><figcaption><strong>Helen Alder</strong> &mdash; Senior Partner</figcaption></figure>
    <figure class="person"><img src="/media/2bqu0gcm/rajiv-wren.jpg?width=300" alt="Rajiv Wren" width="150" height="150" loading="lazy"><figcaption><strong>Rajiv Wren</strong> &mdash; Managing Partner</figcaption></figure>
    <figure class="person"><img src="/media/wv4d3jom/sian-pritchard.jpg?width=300" alt="Si&acirc;n Pritchard" width="150" height="150" loading="lazy"><figcaption><strong>Si&acirc;n Pritchard</strong> &mdash; Partner, Health &amp; Care</figcaption></figure>
    <figure class="person"><img src="/media/41rdo1ch/kwame-asante.jpg?width=300" alt="Kwame Asante" width="150" height="150" loading="lazy"><figcaption><strong>Kwame Asante</strong> &mdash; Partner, Technology Advisory</figcaption></figure>
  </div>
  <h2>How we&rsquo;re governed</h2>
  <p>The Employee Ownership Trust board includes two elected employee trustees and an independent chair. Our annual report and gender pay gap data are published each April.</p>
  <h2>In the press</h2>
  <ul><li><a href="https://www.thetimes.com/business-money/companies/article/consultants-public-sector-erp" target="_blank" rel="noopener">The Times</a>: &ldquo;The consultants who say no to their clients&rdquo;</li><li><a href="https://www.managementtoday.co.uk/employee-ownership-consulting/" target="_blank" rel="noopener">Management Today</a>: Employee ownership in professional services</li></ul>
</div></section>
<section class="section section--alt"><div class="container"><h2>Working with partners</h2><p>Our technology, academic and delivery alliances are described on our <a href="/alliances">alliances page</a>.</p></div></section>`,
);

const responsible = page(
  '/about-us/responsible-business',
  'Responsible business | Alder & Wren Consulting',
  'Social value, pro bono work, net zero commitments and our conflicts of interest policy.',
  `
<section class="hero hero--inner"><div class="container"><h1>Responsible business</h1><p class="hero__lead">Certified B Corp since 2022. Net zero across scopes 1&ndash;3 by 2035.</p></div></section>
<section class="section"><div class="container prose">
  <h2>Social value</h2>
  <p>Every public sector contract we hold carries a social value commitment. We measure and report it using the National TOMs framework, independently verified through our social value measurement partner <a href="https://socialvalueportal.com/" target="_blank" rel="noopener">Social Value Portal</a>.</p>
  <h2>Pro bono partners</h2>
  <p>Each consultant gives three days a year to charities. We find and scope these projects with our pro bono partner <a href="https://reachvolunteering.org.uk/" target="_blank" rel="noopener">Reach Volunteering</a>, and in 2024 we delivered 410 days of free consulting to 37 small charities, including Shelter Manchester and the Bloomsbury Food Bank.</p>
  <h2>Supporting the next generation</h2>
  <p>We sponsor two bursaries at the University of Manchester and donate to The Prince&rsquo;s Trust each year. These are donations, not partnerships.</p>
  <h2>Net zero</h2>
  <p>Our science-based targets were validated by the Science Based Targets initiative in 2023. We publish our carbon reduction plan under PPN 06/21 each year.</p>
  <table class="table"><thead><tr><th>Year</th><th>Scope 1&amp;2 (tCO2e)</th><th>Scope 3 (tCO2e)</th></tr></thead><tbody><tr><td>2022</td><td>41</td><td>612</td></tr><tr><td>2023</td><td>33</td><td>548</td></tr><tr><td>2024</td><td>27</td><td>497</td></tr></tbody></table>
  <h2 id="conflicts">Conflicts of interest policy</h2>
  <p>We do not accept commission, referral fees or resale margin from software vendors. Advisers disclose active vendor certifications before any procurement engagement. Breaches are reported to the Risk Committee within 48 hours.</p>
</div></section>`,
);

const careers = page(
  '/careers',
  'Careers | Alder & Wren Consulting',
  'Join an employee-owned consultancy. Graduate, consultant and associate roles in London, Manchester and remote.',
  `
<section class="hero hero--inner"><div class="container"><h1>Careers</h1><p class="hero__lead">Become an owner from your first day.</p></div></section>
<section class="section"><div class="container prose">
  <h2>Why Alder &amp; Wren</h2>
  <ul><li>Employee ownership: annual tax-free profit share</li><li>30 days holiday plus bank holidays</li><li>Hybrid working, three days a week with clients or colleagues</li><li>Sponsored professional qualifications (APM, CIPS, CIMA, ChMC)</li></ul>
  <h2>Current vacancies</h2>
  <table class="table"><thead><tr><th>Role</th><th>Location</th><th>Closing date</th></tr></thead><tbody>
  <tr><td><a href="https://alderwren.workable.com/j/6B2E71A0C4">Senior Consultant, Health &amp; Care</a></td><td>Manchester / hybrid</td><td>28 February 2025</td></tr>
  <tr><td><a href="https://alderwren.workable.com/j/5D9A03F1B7">Managing Consultant, ERP Advisory</a></td><td>London / hybrid</td><td>14 March 2025</td></tr>
  <tr><td><a href="https://alderwren.workable.com/j/9F4C2E8B10">Graduate Consultant (September 2025 intake)</a></td><td>London or Manchester</td><td>31 March 2025</td></tr></tbody></table>
  <h2>Associates</h2>
  <p>Experienced interim leaders can join our associate network. Email your CV to <a href="mailto:associates@alderwren.co.uk">associates@alderwren.co.uk</a>.</p>
  <p>We are a Disability Confident Employer and a signatory of the Armed Forces Covenant.</p>
</div></section>`,
);

const contact = page(
  '/contact',
  'Contact | Alder & Wren Consulting',
  'Contact Alder & Wren Consulting in London or Manchester.',
  `
<section class="hero hero--inner"><div class="container"><h1>Contact us</h1></div></section>
<section class="section"><div class="container contact-grid">
  <div class="umbraco-forms-page">
    <form action="/contact" enctype="multipart/form-data" method="post" id="form-contact" class="umbraco-forms-form contactform">
      <div class="umbraco-forms-page"><fieldset class="umbraco-forms-fieldset"><legend>Your enquiry</legend>
        <div class="umbraco-forms-field name shortanswer mandatory"><label for="f1" class="umbraco-forms-label">Name</label><input type="text" name="f1" id="f1" class="text" required></div>
        <div class="umbraco-forms-field organisation shortanswer"><label for="f2" class="umbraco-forms-label">Organisation</label><input type="text" name="f2" id="f2" class="text"></div>
        <div class="umbraco-forms-field email shortanswer mandatory"><label for="f3" class="umbraco-forms-label">Email</label><input type="email" name="f3" id="f3" class="text" required></div>
        <div class="umbraco-forms-field enquiry longanswer mandatory"><label for="f4" class="umbraco-forms-label">How can we help?</label><textarea name="f4" id="f4" rows="6" required></textarea></div>
      </fieldset></div>
      <input type="hidden" name="FormId" value="b2f5d3a1-7c48-4e1b-9a02-6d3e8c1f7b45"><input type="hidden" name="FormName" value="Contact">
      <div class="umbraco-forms-navigation"><input type="submit" class="btn btn--primary" value="Send enquiry"></div>
    </form>
  </div>
  <div>
    <h2>London</h2><address>14 Bloomsbury Square<br>London WC1A 2LP</address>
    <h2>Manchester</h2><address>Kings Court, 2&ndash;16 Goodge Street<br>Manchester M1 1LQ</address>
    <p><a href="tel:+442079460321">+44 (0)20 7946 0321</a><br><a href="mailto:enquiries@alderwren.co.uk">enquiries@alderwren.co.uk</a></p>
  </div>
</div></section>`,
  '',
  `<script src="/App_Plugins/UmbracoForms/Assets/themes/default/umbracoforms.min.js" type="application/javascript"></script>`,
);

export const site: CorpusSite = {
  domain: 'www.alderwren.co.uk',
  otherDomains: ['alderwren.com', 'alderwrenacademy.co.uk'],
  covers:
    'UK management consultancy on Umbraco/IIS: an /alliances page with three ARIA tabs (technology logo grid, academic prose list, delivery partner cards, two tabs hidden) and prose partners on a responsible-business sub-page; negatives are client logos and a client link, MCA/CCS/B Corp footer badges, FT and MCA awards, Times/Management Today press, Workable job links, the Academy and .com sister domains, donations named without links.',
  pages: {
    '/': { headers, html: home },
    '/what-we-do': { headers, html: whatWeDo },
    '/case-studies': { headers, html: caseStudies },
    '/alliances': { headers, html: alliances },
    '/partners': { status: 301, redirect: '/alliances' },
    '/about-us': { headers, html: aboutUs },
    '/about-us/responsible-business': { headers, html: responsible },
    '/careers': { headers, html: careers },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/what-we-do', '/case-studies', '/alliances', '/about-us', '/about-us/responsible-business', '/careers', '/contact'],
  technologies: [
    'adobe-fonts',
    'azure',
    'cookiebot',
    'google-analytics',
    'google-tag-manager',
    'hsts',
    'iis',
    'linkedin-insight-tag',
    'microsoft-asp-net',
    'open-graph',
    'typekit',
    'umbraco',
    'windows-server',
    'workable',
  ],
  partners: {
    'sap.com': 'technology',
    'microsoft.com': 'technology',
    'salesforce.com': 'technology',
    'servicenow.com': 'technology',
    'workday.com': 'technology',
    'celonis.com': 'technology',
    'oracle.com': 'technology',
    'ox.ac.uk': 'generic',
    'cranfield.ac.uk': 'generic',
    'wbs.ac.uk': 'generic',
    'kestrelinterim.co.uk': 'channel',
    'brightstonedigital.co.uk': 'channel',
    'northgatechange.com': 'channel',
    'datumworks.co.uk': 'channel',
    'socialvalueportal.com': 'generic',
    'reachvolunteering.org.uk': 'generic',
  },
};
