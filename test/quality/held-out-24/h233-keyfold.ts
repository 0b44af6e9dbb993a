import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.keyfold.com';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-cluster-name': 'us-east-1-prod-hosting-red',
  'x-lambda-id': '6f0ab2e4-3c1d-4e7a-9b58-71d0c2a9e4f3',
};

function page(pageId: string, title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html><!-- Last Published: Tue May 14 2024 17:02:41 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.keyfold.com" data-wf-page="${pageId}" data-wf-site="64a1f0c2e9b7d31a5c8e2f40" lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${description}" name="description">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta content="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/65b2c1d0a9e8f7b6c5d4e3f2_keyfold-og.png" property="og:image">
<meta property="og:type" content="website">
<meta content="summary_large_image" name="twitter:card">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/css/keyfold.webflow.shared.4c1e2a7b9.min.css" rel="stylesheet" type="text/css">
<link href="https://fonts.googleapis.com" rel="preconnect">
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({ google: { families: ["Inter:400,500,600,700", "Fraunces:600"] } });</script>
<link href="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/64a1f0c2e9b7d31a5c8e2f77_favicon.png" rel="shortcut icon" type="image/x-icon">
<link rel="canonical" href="${W}${path}">
<script>!function(){var analytics=window.analytics=window.analytics||[];if(!analytics.initialize)if(analytics.invoked)window.console&&console.error&&console.error("Segment snippet included twice.");else{analytics.invoked=!0;analytics.load=function(key){var t=document.createElement("script");t.type="text/javascript";t.async=!0;t.src="https://cdn.segment.com/analytics.js/v1/"+key+"/analytics.min.js";var n=document.getElementsByTagName("script")[0];n.parentNode.insertBefore(t,n)};analytics.SNIPPET_VERSION="4.15.3";analytics.load("kF9x2QvLr7TmN3bY");analytics.page();}}();</script>
<script async src="https://cdn.segment.com/analytics.js/v1/kF9x2QvLr7TmN3bY/analytics.min.js"></script>
</head>
<body class="body">
<div class="announcement-bar"><p>New: Keyfold Owner Portal 2.0 is here. <a href="${W}/blog/owner-portal-2">See what's new</a></p></div>
<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand"><img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/64a1f0c2e9b7d31a5c8e2f51_keyfold-logo.svg" loading="lazy" alt="Keyfold"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown">
        <div class="w-dropdown-toggle"><div>Product</div></div>
        <nav class="w-dropdown-list">
          <a href="/product/leasing" class="w-dropdown-link">Leasing &amp; screening</a>
          <a href="/product/rent-collection" class="w-dropdown-link">Rent collection</a>
          <a href="/product/maintenance" class="w-dropdown-link">Maintenance</a>
          <a href="/product/accounting" class="w-dropdown-link">Trust accounting</a>
        </nav>
      </div>
      <a href="/integrations" class="nav-link w-nav-link">Integrations</a>
      <a href="/partners" class="nav-link w-nav-link">Partners</a>
      <a href="/customers" class="nav-link w-nav-link">Customers</a>
      <a href="/pricing" class="nav-link w-nav-link">Pricing</a>
      <a href="/about" class="nav-link w-nav-link">Company</a>
    </nav>
    <div class="nav-buttons"><a href="https://app.keyfold.com/login" class="nav-link">Sign in</a><a href="/demo" class="button w-button">Book a demo</a></div>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>
${body}
<footer class="footer">
  <div class="footer-grid w-layout-grid">
    <div><img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/64a1f0c2e9b7d31a5c8e2f52_keyfold-logo-white.svg" alt="Keyfold"><p>Property management software for residential portfolios of 50 to 5,000 doors.</p></div>
    <div><h4>Product</h4><a href="/product/leasing">Leasing</a><a href="/product/rent-collection">Rent collection</a><a href="/product/maintenance">Maintenance</a><a href="/integrations">Integrations</a></div>
    <div><h4>Company</h4><a href="/about">About</a><a href="/press">Press</a><a href="https://jobs.ashbyhq.com/keyfold">Careers</a><a href="/partners">Partner program</a><a href="/contact">Contact</a></div>
    <div><h4>Resources</h4><a href="/blog">Blog</a><a href="https://help.keyfold.com/">Help center</a><a href="https://status.keyfold.com/">Status</a></div>
  </div>
  <div class="footer-bottom">
    <div class="social"><a href="https://www.linkedin.com/company/keyfold">LinkedIn</a><a href="https://www.facebook.com/keyfoldhq">Facebook</a><a href="https://www.youtube.com/@keyfold">YouTube</a></div>
    <p>© 2024 Keyfold, Inc. · 1201 Congress Ave, Austin, TX 78701 · <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a></p>
  </div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1f0c2e9b7d31a5c8e2f40" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/js/webflow.8f1a2b3c4d.js" type="text/javascript"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/44891230.js"></script>
<!-- End of HubSpot Embed Code -->
</body>
</html>`;
}

function integrationCard(category: string, name: string, text: string, href: string): string {
  return `<div role="listitem" class="integration-item w-dyn-item" data-category="${category}">
        <div class="integration-card">
          <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/int-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" loading="lazy" alt="${name} logo" class="integration-logo">
          <div class="integration-tag">${category}</div>
          <h3 class="integration-name">${name}</h3>
          <p>${text}</p>
          <a href="${href}" target="_blank" class="text-link">Learn more →</a>
        </div>
      </div>`;
}

export const site: CorpusSite = {
  domain: 'keyfold.com',
  covers:
    'English US proptech SaaS on Webflow, apex redirecting to www host (all pages absolute URLs): integrations CMS collection cards grouped by category with external links (QuickBooks via intuit.com subdomain), a partner program page with consulting/referral partner cards, one partner detail page and industry partners; negatives: customer logos and case studies, G2 badges, testimonials, press coverage, investors, Ashby job board, social links',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f41',
        'Keyfold | Property management software that runs itself',
        'Leasing, rent collection, maintenance and trust accounting for residential property managers.',
        '/',
        `<section class="hero"><div class="w-container">
  <h1 class="hero-heading">Property management software that runs itself</h1>
  <p class="hero-sub">Fill units faster, collect rent on time and close the books without spreadsheets.</p>
  <a href="/demo" class="button w-button">Book a demo</a>
</div></section>
<section class="logos"><div class="w-container">
  <p class="eyebrow">Trusted by 3,200+ property managers</p>
  <div class="logo-grid">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/cust-lonestar-residential.svg" alt="Lonestar Residential">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/cust-pinecrest-pm.svg" alt="Pinecrest Property Management">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/cust-harbor-lane.svg" alt="Harbor Lane Homes">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/cust-mesa-rentals.svg" alt="Mesa Rentals">
  </div>
</div></section>
<section class="connects"><div class="w-container">
  <h2>Connects to the tools you already run on</h2>
  <div class="connect-logos">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/int-quickbooks.svg" alt="QuickBooks">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/int-plaid.svg" alt="Plaid">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/int-zillow.svg" alt="Zillow">
    <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/int-latch.svg" alt="Latch">
  </div>
  <a href="/integrations" class="text-link">See all integrations →</a>
</div></section>
<section class="testimonial"><div class="w-container">
  <blockquote>"We added 600 doors last year without hiring another accountant. Keyfold's bank reconciliation is the reason."</blockquote>
  <p>Marcus Oyelaran, COO, Lonestar Residential</p>
</div></section>
<section class="badges"><div class="w-container">
  <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024">
  <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/g2-easiest-to-use.svg" alt="G2 Easiest To Use">
  <p>Rated 4.7/5 on <a href="https://www.g2.com/products/keyfold/reviews">G2</a> and <a href="https://www.capterra.com/p/229811/Keyfold/">Capterra</a>.</p>
</div></section>`,
      ),
    },
    [`${W}/integrations`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f48',
        'Integrations | Keyfold',
        'Keyfold integrates with accounting, screening, payments, smart locks and listing sites.',
        '/integrations',
        `<section class="page-header"><div class="w-container">
  <h1>Integrations</h1>
  <p>Keyfold plays well with others. Connect your accounting, screening, payments, access control and listing channels in a few clicks.</p>
  <div class="filter-tabs"><a href="#" class="filter-tab is-active">All</a><a href="#accounting" class="filter-tab">Accounting</a><a href="#screening" class="filter-tab">Screening</a><a href="#payments" class="filter-tab">Payments</a><a href="#access" class="filter-tab">Smart locks</a><a href="#listings" class="filter-tab">Listings</a><a href="#insurance" class="filter-tab">Insurance</a></div>
</div></section>
<section class="integrations"><div class="w-container">
  <div class="w-dyn-list">
    <div role="list" class="integrations-grid w-dyn-items">
      ${integrationCard('Accounting', 'QuickBooks Online', 'Two-way sync of owner distributions, bills and the chart of accounts.', 'https://quickbooks.intuit.com/')}
      ${integrationCard('Accounting', 'Xero', 'Post rent receipts and vendor bills to Xero for each entity.', 'https://www.xero.com/us/')}
      ${integrationCard('Screening', 'TransUnion SmartMove', 'Credit, criminal and eviction reports inside every application.', 'https://www.mysmartmove.com/')}
      ${integrationCard('Payments', 'Plaid', 'Instant bank verification for residents paying rent by ACH.', 'https://plaid.com/')}
      ${integrationCard('Payments', 'Dwolla', 'ACH transfers and owner payouts on the Dwolla network.', 'https://www.dwolla.com/')}
      ${integrationCard('Smart locks', 'Latch', 'Issue and revoke door access from the lease record.', 'https://www.latch.com/')}
      ${integrationCard('Listings', 'Zillow Rental Manager', 'Syndicate vacancies and pull leads back into Keyfold.', 'https://www.zillow.com/rental-manager/')}
      ${integrationCard('Listings', 'Apartments.com', 'Publish listings to the Apartments.com network.', 'https://www.apartments.com/')}
      ${integrationCard('Insurance', 'RentShield', 'Renters insurance verification and a master policy for uninsured units.', 'https://rentshield.com/')}
    </div>
  </div>
  <div class="cta-box"><h3>Missing something?</h3><p>Our open API lets you build your own. <a href="https://developers.keyfold.com/">Read the API docs</a> or <a href="/contact">request an integration</a>.</p></div>
</div></section>`,
      ),
    },
    [`${W}/partners`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f49',
        'Partner Program | Keyfold',
        'Consultants, referral partners and industry organizations that work with Keyfold.',
        '/partners',
        `<section class="page-header"><div class="w-container">
  <h1>Keyfold Partner Program</h1>
  <p>Grow your business by helping property managers grow theirs. Keyfold partners earn recurring revenue share, get a dedicated partner manager and early access to new features.</p>
  <a href="/partners/apply" class="button w-button">Become a partner</a>
</div></section>
<section class="partner-section"><div class="w-container">
  <h2>Consulting partners</h2>
  <p>Certified consultants who implement Keyfold, migrate your data and train your team.</p>
  <div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">
    <div role="listitem" class="w-dyn-item"><a href="/partners/northgate-pm-advisory" class="partner-card w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/p-northgate.svg" alt="Northgate PM Advisory"><h3>Northgate PM Advisory</h3><p>Denver, CO · Implementation, trust accounting</p></a></div>
    <div role="listitem" class="w-dyn-item"><div class="partner-card"><img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/p-doorway.svg" alt="Doorway Consulting"><h3>Doorway Consulting</h3><p>Atlanta, GA · Data migration, training</p><a href="https://doorwayconsulting.co/" target="_blank">doorwayconsulting.co</a></div></div>
  </div></div>
</div></section>
<section class="partner-section"><div class="w-container">
  <h2>Referral partners</h2>
  <p>Educators and communities who introduce their members to Keyfold.</p>
  <div class="partner-grid">
    <div class="partner-card"><h3>RentWise Academy</h3><p>Online courses for new property managers.</p><a href="https://www.rentwiseacademy.com/" target="_blank">Visit RentWise Academy</a></div>
  </div>
</div></section>
<section class="partner-section"><div class="w-container">
  <h2>Industry partners</h2>
  <p>Keyfold is an industry partner of the <a href="https://www.narpm.org/" target="_blank">National Association of Residential Property Managers (NARPM)</a> and the <a href="https://www.naahq.org/" target="_blank">National Apartment Association</a>.</p>
</div></section>`,
      ),
    },
    [`${W}/partners/northgate-pm-advisory`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f4a',
        'Northgate PM Advisory | Keyfold Partner',
        'Northgate PM Advisory is a Keyfold certified consulting partner.',
        '/partners/northgate-pm-advisory',
        `<section class="partner-detail"><div class="w-container">
  <a href="/partners" class="back-link">← All partners</a>
  <img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/p-northgate.svg" alt="Northgate PM Advisory logo">
  <h1>Northgate PM Advisory</h1>
  <div class="partner-badge">Certified Consulting Partner</div>
  <p>Northgate helps single-family and small multifamily operators move to Keyfold in under 30 days. Services include data migration from legacy systems, trust account setup, owner statement design and staff training.</p>
  <ul class="partner-facts"><li>Headquarters: Denver, Colorado</li><li>Regions served: Mountain West, Texas</li><li>Keyfold implementations: 85+</li></ul>
  <a href="https://www.northgatepm.com/" target="_blank" class="button w-button">Visit website</a>
</div></section>`,
      ),
    },
    [`${W}/customers`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f4b',
        'Customer stories | Keyfold',
        'How property managers run on Keyfold.',
        '/customers',
        `<section class="page-header"><div class="w-container"><h1>Customer stories</h1></div></section>
<section><div class="w-container case-grid">
  <a href="/customers/lonestar-residential" class="case-card w-inline-block"><h3>Lonestar Residential scaled from 900 to 1,500 doors with the same back office</h3></a>
  <a href="/customers/pinecrest" class="case-card w-inline-block"><h3>Pinecrest cut delinquency by 41% with autopay</h3></a>
  <div class="case-card"><h3>Mesa Rentals fills vacancies 9 days faster</h3><p><a href="https://www.mesarentals.com/" target="_blank">mesarentals.com</a></p></div>
</div></section>`,
      ),
    },
    [`${W}/press`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f4c',
        'Press | Keyfold',
        'Keyfold in the news.',
        '/press',
        `<section class="page-header"><div class="w-container"><h1>Keyfold in the news</h1></div></section>
<section><div class="w-container press-list">
  <div class="press-item"><img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/press-techcrunch.svg" alt="TechCrunch"><a href="https://techcrunch.com/2024/02/06/keyfold-series-b/" target="_blank">Keyfold raises $38M to automate property management back offices</a></div>
  <div class="press-item"><img src="https://cdn.prod.website-files.com/64a1f0c2e9b7d31a5c8e2f40/press-inman.svg" alt="Inman"><a href="https://www.inman.com/2023/11/14/proptech-to-watch/" target="_blank">10 proptech startups to watch</a></div>
  <p>Media inquiries: <a href="mailto:press@keyfold.com">press@keyfold.com</a></p>
</div></section>`,
      ),
    },
    [`${W}/about`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f4d',
        'About | Keyfold',
        'Our mission is to give property managers their evenings back.',
        '/about',
        `<section class="page-header"><div class="w-container"><h1>We're giving property managers their evenings back</h1></div></section>
<section><div class="w-container">
  <p>Keyfold was founded in Austin in 2019 by a former property manager and a payments engineer. We're a team of 120 across Austin, Denver and remote.</p>
  <h2>Backed by</h2>
  <p><a href="https://www.brickline.vc/" target="_blank">Brickline Ventures</a> led our Series B, with participation from existing investors.</p>
  <h2>Join us</h2>
  <p>See open roles on our <a href="https://jobs.ashbyhq.com/keyfold">careers page</a>.</p>
</div></section>`,
      ),
    },
    [`${W}/contact`]: {
      headers,
      html: page(
        '64a1f0c2e9b7d31a5c8e2f4e',
        'Contact | Keyfold',
        'Get in touch with the Keyfold team.',
        '/contact',
        `<section class="page-header"><div class="w-container"><h1>Contact us</h1></div></section>
<section><div class="w-container contact-grid">
  <div><h3>Sales</h3><p>(512) 555-0147 · <a href="mailto:sales@keyfold.com">sales@keyfold.com</a></p><h3>Support</h3><p><a href="https://help.keyfold.com/">help.keyfold.com</a></p><h3>Partnerships</h3><p><a href="mailto:partners@keyfold.com">partners@keyfold.com</a></p></div>
  <div class="w-form"><form id="wf-form-Contact" name="wf-form-Contact" data-name="Contact" method="get"><label for="name">Name</label><input class="w-input" maxlength="256" name="name" id="name" type="text"><label for="email">Work email</label><input class="w-input" name="email" id="email" type="email" required><label for="doors">Doors managed</label><select id="doors" name="doors" class="w-select"><option>Under 100</option><option>100–500</option><option>500+</option></select><input type="submit" value="Send" class="button w-button"></form></div>
</div></section>`,
      ),
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/integrations`,
    `${W}/partners`,
    `${W}/partners/northgate-pm-advisory`,
    `${W}/customers`,
    `${W}/press`,
    `${W}/about`,
    `${W}/contact`,
  ],
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'segment', 'hubspot', 'open-graph'],
  partners: {
    'intuit.com': 'technology',
    'xero.com': 'technology',
    'mysmartmove.com': 'technology',
    'plaid.com': 'technology',
    'dwolla.com': 'technology',
    'latch.com': 'technology',
    'zillow.com': 'technology',
    'apartments.com': 'technology',
    'rentshield.com': 'technology',
    'northgatepm.com': 'channel',
    'doorwayconsulting.co': 'channel',
    'rentwiseacademy.com': 'channel',
    'narpm.org': 'generic',
    'naahq.org': 'generic',
  },
};
