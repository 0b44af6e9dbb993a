import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8f3a1c2d9e4b7a61-SYD',
  'cf-cache-status': 'HIT',
  link: '<https://quokkapay.com.au/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string, schemaType: string): string => `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://quokkapay.com.au${path}">
<meta property="og:locale" content="en_US">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://quokkapay.com.au${path}">
<meta property="og:site_name" content="QuokkaPay">
<meta property="og:image" content="https://quokkapay.com.au/wp-content/uploads/2025/02/quokkapay-og.png">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${schemaType}","@id":"https://quokkapay.com.au${path}","url":"https://quokkapay.com.au${path}","name":"${title}","isPartOf":{"@id":"https://quokkapay.com.au/#website"},"inLanguage":"en-AU"},{"@type":"WebSite","@id":"https://quokkapay.com.au/#website","url":"https://quokkapay.com.au/","name":"QuokkaPay","publisher":{"@id":"https://quokkapay.com.au/#organization"}},{"@type":"Organization","@id":"https://quokkapay.com.au/#organization","name":"QuokkaPay Pty Ltd","url":"https://quokkapay.com.au/","logo":{"@type":"ImageObject","url":"https://quokkapay.com.au/wp-content/uploads/2024/11/quokkapay-logo.png"},"sameAs":["https://www.facebook.com/quokkapay","https://www.linkedin.com/company/quokkapay","https://www.youtube.com/@quokkapay"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="dns-prefetch" href="//static.hotjar.com">
<link rel="alternate" type="application/rss+xml" title="QuokkaPay &raquo; Feed" href="https://quokkapay.com.au/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://quokkapay.com.au/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2" media="all">
<link rel="stylesheet" id="quokka-style-css" href="https://quokkapay.com.au/wp-content/themes/quokka/style.css?ver=2.4.1" media="all">
<link rel="stylesheet" id="quokka-advisors-css" href="https://quokkapay.com.au/wp-content/plugins/quokka-advisor-directory/assets/directory.css?ver=1.3.0" media="all">
<script src="https://quokkapay.com.au/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://quokkapay.com.au/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://quokkapay.com.au/wp-json/">
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://quokkapay.com.au/xmlrpc.php?rsd">
<meta name="generator" content="WordPress 6.6.2">
<script async src="https://static.hotjar.com/c/hotjar-3391822.js?sv=6"></script>
<link rel="icon" href="https://quokkapay.com.au/wp-content/uploads/2024/11/cropped-quokka-icon-32x32.png" sizes="32x32">
</head>`;

const header = (bodyClass: string): string => `<body class="${bodyClass} wp-theme-quokka">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<div class="announcement-bar">New: Payday Super is here. <a href="https://quokkapay.com.au/payday-super/">See how QuokkaPay gets you ready &rarr;</a></div>
<header id="masthead" class="site-header">
  <div class="site-branding"><a href="https://quokkapay.com.au/" rel="home"><img src="https://quokkapay.com.au/wp-content/uploads/2024/11/quokkapay-logo.svg" alt="QuokkaPay" width="168" height="40"></a></div>
  <nav id="site-navigation" class="main-navigation" aria-label="Primary">
    <ul id="primary-menu" class="menu">
      <li class="menu-item menu-item-has-children"><a href="https://quokkapay.com.au/features/">Features</a>
        <ul class="sub-menu">
          <li class="menu-item"><a href="https://quokkapay.com.au/features/single-touch-payroll/">Single Touch Payroll</a></li>
          <li class="menu-item"><a href="https://quokkapay.com.au/features/rostering/">Rostering &amp; timesheets</a></li>
          <li class="menu-item"><a href="https://quokkapay.com.au/features/leave/">Leave management</a></li>
          <li class="menu-item"><a href="https://quokkapay.com.au/features/awards/">Award interpretation</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="https://quokkapay.com.au/pricing/">Pricing</a></li>
      <li class="menu-item"><a href="https://quokkapay.com.au/customers/">Customer stories</a></li>
      <li class="menu-item menu-item-has-children"><a href="https://quokkapay.com.au/advisors/">Find an expert</a>
        <ul class="sub-menu">
          <li class="menu-item"><a href="https://quokkapay.com.au/advisors/">Find a certified advisor</a></li>
          <li class="menu-item"><a href="https://quokkapay.com.au/advisors/join/">Become a QuokkaPay advisor</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="https://quokkapay.com.au/blog/">Blog</a></li>
    </ul>
  </nav>
  <div class="header-actions"><a class="login" href="https://app.quokkapay.com.au/login">Log in</a><a class="button button-primary" href="https://app.quokkapay.com.au/signup">Try free for 30 days</a></div>
</header>`;

const footer = `<footer id="colophon" class="site-footer">
  <div class="footer-widgets">
    <section class="widget widget_nav_menu"><h2 class="widget-title">Product</h2><ul class="menu"><li><a href="https://quokkapay.com.au/features/">Features</a></li><li><a href="https://quokkapay.com.au/pricing/">Pricing</a></li><li><a href="https://quokkapay.com.au/security/">Security</a></li><li><a href="https://help.quokkapay.com.au/">Help centre</a></li></ul></section>
    <section class="widget widget_nav_menu"><h2 class="widget-title">Company</h2><ul class="menu"><li><a href="https://quokkapay.com.au/about/">About us</a></li><li><a href="https://jobs.lever.co/quokkapay">Careers</a></li><li><a href="https://quokkapay.com.au/advisors/">Find an advisor</a></li><li><a href="https://quokkapay.com.au/contact/">Contact</a></li></ul></section>
    <section class="widget widget_text"><h2 class="widget-title">Reviews</h2><a href="https://www.capterra.com.au/software/1049212/quokkapay" target="_blank" rel="noopener"><img src="https://quokkapay.com.au/wp-content/uploads/2025/06/capterra-badge.svg" alt="Capterra – 4.8 stars" width="140"></a><a href="https://www.g2.com/products/quokkapay/reviews" target="_blank" rel="noopener"><img src="https://quokkapay.com.au/wp-content/uploads/2025/06/g2-badge.svg" alt="G2 reviews" width="80"></a></section>
    <section class="widget widget_social"><h2 class="widget-title">Follow us</h2><ul class="social-links"><li><a href="https://www.facebook.com/quokkapay">Facebook</a></li><li><a href="https://www.linkedin.com/company/quokkapay">LinkedIn</a></li><li><a href="https://www.youtube.com/@quokkapay">YouTube</a></li></ul></section>
  </div>
  <div class="site-info">
    <p>QuokkaPay acknowledges the Traditional Custodians of the land on which we work, the Whadjuk Noongar people, and pay our respects to Elders past and present.</p>
    <p>&copy; 2026 QuokkaPay Pty Ltd · ABN 41 662 018 735 · <a href="https://quokkapay.com.au/privacy/">Privacy</a> · <a href="https://quokkapay.com.au/terms/">Terms</a> · Website by <a href="https://hatchling.digital/" target="_blank" rel="noopener">Hatchling Digital</a></p>
  </div>
</footer>
</div>
<div id="cookie-notice" role="dialog" aria-label="Cookie notice" class="cookie-notice-hidden"><div class="cookie-notice-container"><span id="cn-notice-text">We use cookies to improve your experience and analyse traffic.</span><a href="#" id="cn-accept-cookie" class="cn-button">Ok</a><a href="https://quokkapay.com.au/privacy/" class="cn-privacy-policy-link">Privacy policy</a></div></div>
<script src="https://quokkapay.com.au/wp-content/themes/quokka/assets/js/navigation.js?ver=2.4.1" id="quokka-navigation-js"></script>
<script src="https://quokkapay.com.au/wp-content/plugins/quokka-advisor-directory/assets/directory.js?ver=1.3.0" id="quokka-advisors-js"></script>
</body>
</html>`;

const home = `${head(
  'QuokkaPay | Payroll & rostering software for Australian small business',
  'STP Phase 2 compliant payroll, rostering and award interpretation for Aussie small businesses. Try QuokkaPay free for 30 days.',
  '/',
  'WebPage',
)}
${header('home page-template-front-page page page-id-2')}
<main id="primary" class="site-main">
  <div class="wp-block-group hero">
    <h1 class="wp-block-heading">Payroll that’s done before your coffee’s cold.</h1>
    <p>Pay your team, lodge STP with the ATO and pay super in one go. Built in Perth for Australian small businesses with up to 200 staff.</p>
    <div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="https://app.quokkapay.com.au/signup">Start free trial</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link" href="https://quokkapay.com.au/demo/">Watch the 3-minute demo</a></div></div>
  </div>
  <div class="wp-block-group logos">
    <h2 class="wp-block-heading has-text-align-center">Trusted by 4,000+ Aussie businesses</h2>
    <div class="logo-row">
      <a href="https://brewcraftgeelong.com.au/" target="_blank" rel="noopener"><img src="https://quokkapay.com.au/wp-content/uploads/2025/03/brewcraft.png" alt="Brewcraft Geelong"></a>
      <a href="https://www.coastalpaws.com.au/" target="_blank" rel="noopener"><img src="https://quokkapay.com.au/wp-content/uploads/2025/03/coastal-paws.png" alt="Coastal Paws Vet Clinic"></a>
      <a href="https://redgumjoinery.com.au/" target="_blank" rel="noopener"><img src="https://quokkapay.com.au/wp-content/uploads/2025/03/redgum.png" alt="Redgum Joinery"></a>
      <a href="https://www.thelittlegrocer.com.au/" target="_blank" rel="noopener"><img src="https://quokkapay.com.au/wp-content/uploads/2025/03/little-grocer.png" alt="The Little Grocer"></a>
    </div>
  </div>
  <div class="wp-block-columns features">
    <div class="wp-block-column"><h3>STP Phase 2, sorted</h3><p>Every pay run is lodged with the <a href="https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/single-touch-payroll" target="_blank" rel="noopener">ATO</a> automatically. No more end-of-year finalisation headaches.</p></div>
    <div class="wp-block-column"><h3>Awards made easy</h3><p>Over 120 modern awards built in, updated every 1 July by our in-house payroll specialists.</p></div>
    <div class="wp-block-column"><h3>Works with your accounting</h3><p>Journals flow to Xero, MYOB and QuickBooks automatically, so your books always match your payroll.</p></div>
  </div>
  <div class="wp-block-group advisors-teaser">
    <h2 class="wp-block-heading">Want someone to set it up for you?</h2>
    <p>Our certified advisors – bookkeepers and accountants all over Australia – can migrate your payroll and look after it for you.</p>
    <p><a href="https://quokkapay.com.au/advisors/">Find an expert near you &rarr;</a></p>
  </div>
  <div class="wp-block-group blog-teaser">
    <h2 class="wp-block-heading">From the blog</h2>
    <ul class="wp-block-latest-posts__list">
      <li><a class="wp-block-latest-posts__post-title" href="https://quokkapay.com.au/blog/payday-super-what-employers-need-to-know/">Payday Super: what employers need to know</a></li>
      <li><a class="wp-block-latest-posts__post-title" href="https://quokkapay.com.au/blog/casual-conversion-2026/">Casual conversion changes in 2026</a></li>
      <li><a class="wp-block-latest-posts__post-title" href="https://medium.com/@quokkapay-eng/how-we-rebuilt-award-interpretation-in-rust-5c1f2e9a7b3d">How we rebuilt award interpretation in Rust (on Medium)</a></li>
    </ul>
  </div>
</main>
${footer}`;

const advisor = (
  name: string,
  location: string,
  services: string,
  blurb: string,
  website: string | null,
  websiteLabel = 'Visit website',
): string => `    <article class="advisor-card">
      <div class="advisor-card__head"><img class="advisor-card__logo" src="https://quokkapay.com.au/wp-content/uploads/advisors/${name
        .toLowerCase()
        .replace(
          /[^a-z0-9]+/g,
          '-',
        )}.png" alt="${name} logo" loading="lazy"><span class="advisor-card__badge">Certified QuokkaPay Advisor</span></div>
      <h3 class="advisor-card__name">${name}</h3>
      <p class="advisor-card__location">${location}</p>
      <p class="advisor-card__services">${services}</p>
      <p class="advisor-card__blurb">${blurb}</p>
      ${website ? `<a class="advisor-card__link" href="${website}" target="_blank" rel="noopener nofollow">${websiteLabel}</a>` : '<span class="advisor-card__link advisor-card__link--none">Call to enquire</span>'}
    </article>`;

const directory = (page: number, cards: string): string => `${head(
  page === 1 ? 'Find a certified QuokkaPay advisor | QuokkaPay' : `Find a certified QuokkaPay advisor | Page ${page} of 3 | QuokkaPay`,
  'Certified QuokkaPay advisors are bookkeepers and accountants who can set up and run your payroll.',
  page === 1 ? '/advisors/' : `/advisors/page/${page}/`,
  'CollectionPage',
)}
${header(`page-template-advisor-directory page page-id-418${page > 1 ? ' paged paged-' + page : ''}`)}
<main id="primary" class="site-main advisor-directory">
  <header class="page-header">
    <h1 class="page-title">Find a certified advisor</h1>
    <p>Certified QuokkaPay advisors are independent bookkeepers and accounting practices who have completed our payroll certification. They can migrate you from your old system, set up awards and run payroll for you.</p>
  </header>
  <form class="advisor-filter" method="get" action="https://quokkapay.com.au/advisors/">
    <label for="state">State</label>
    <select id="state" name="state"><option value="">All states</option><option value="wa">WA</option><option value="nsw">NSW</option><option value="vic">VIC</option><option value="qld">QLD</option><option value="sa">SA</option><option value="tas">TAS</option></select>
    <label for="service">Service</label>
    <select id="service" name="service"><option value="">Any service</option><option value="setup">Set-up &amp; migration</option><option value="managed">Managed payroll</option><option value="training">Training</option></select>
    <button type="submit">Filter</button>
  </form>
  <p class="advisor-count">Showing page ${page} of 3 · 15 advisors</p>
  <div class="advisor-grid">
${cards}
  </div>
  <nav class="navigation pagination" aria-label="Advisors">
    <div class="nav-links">
      ${page > 1 ? `<a class="prev page-numbers" href="https://quokkapay.com.au/advisors/${page === 2 ? '' : 'page/2/'}">&lsaquo; Previous</a>` : ''}
      ${[1, 2, 3]
        .map((n) =>
          n === page
            ? `<span aria-current="page" class="page-numbers current">${n}</span>`
            : `<a class="page-numbers" href="https://quokkapay.com.au/advisors/${n === 1 ? '' : `page/${n}/`}">${n}</a>`,
        )
        .join('\n      ')}
      ${page < 3 ? `<a class="next page-numbers" href="https://quokkapay.com.au/advisors/page/${page + 1}/">Next &rsaquo;</a>` : ''}
    </div>
  </nav>
  <aside class="advisor-join-cta">
    <h2>Are you a bookkeeper or accountant?</h2>
    <p>Join 300+ practices in the QuokkaPay Advisor Program. <a href="https://quokkapay.com.au/advisors/join/">Learn about the program</a></p>
  </aside>
</main>
${footer}`;

const page1 = [
  advisor(
    'Swan River Bookkeeping',
    'Perth, WA',
    'Set-up &amp; migration · Managed payroll',
    'Perth’s payroll specialists for hospitality and trades. Xero and QuokkaPay certified.',
    'https://www.swanriverbookkeeping.com.au/',
  ),
  advisor(
    'Ledger &amp; Loom Accountants',
    'Fremantle, WA',
    'Managed payroll · Tax',
    'A boutique practice for creative businesses and not-for-profits.',
    'https://ledgerandloom.com.au/',
  ),
  advisor(
    'Harbourside Payroll Co.',
    'Sydney, NSW',
    'Managed payroll',
    'Outsourced payroll for medical and dental practices across Sydney.',
    'https://harboursidepayroll.com.au/',
  ),
  advisor(
    'Mackay Numbers',
    'Mackay, QLD',
    'Set-up &amp; migration · Training',
    'Helping regional Queensland businesses move off spreadsheets since 2009.',
    'https://www.mackaynumbers.com.au/',
  ),
  advisor(
    'Sunny Books Ballarat',
    'Ballarat, VIC',
    'Bookkeeping · Managed payroll',
    'Friendly local bookkeeping for cafés, farms and small retailers.',
    'https://www.facebook.com/SunnyBooksBallarat',
    'Visit on Facebook',
  ),
].join('\n');

const page2 = [
  advisor(
    'Clarity Accounting Group',
    'Melbourne, VIC',
    'Set-up &amp; migration · Managed payroll · Tax',
    'A 40-person firm with a dedicated payroll team and award interpretation experts.',
    'https://www.clarityaccountinggroup.com.au/',
  ),
  advisor(
    'Outback Ledger',
    'Alice Springs, NT',
    'Managed payroll',
    'Remote-first bookkeeping for pastoral stations and tourism operators.',
    'https://outbackledger.com.au/',
  ),
  advisor(
    'Kowalski &amp; Tran Chartered Accountants',
    'Adelaide, SA',
    'Tax · Set-up &amp; migration',
    'Chartered accountants for family businesses in South Australia.',
    'https://www.kowalskitran.com.au/',
  ),
  advisor(
    'The Payroll Pantry',
    'Hobart, TAS',
    'Managed payroll · Training',
    'Tasmania’s only payroll-only bureau, focused on hospitality award compliance.',
    'https://thepayrollpantry.com.au/',
  ),
  advisor(
    'Cedar Lane Bookkeeping',
    'Byron Bay, NSW',
    'Bookkeeping',
    'Sole-trader bookkeeper for wellness and retail businesses in the Northern Rivers.',
    null,
  ),
].join('\n');

const page3 = [
  advisor(
    'Brightwater Business Services',
    'Gold Coast, QLD',
    'Set-up &amp; migration · Managed payroll',
    'Payroll and HR support for construction and trade businesses.',
    'https://brightwaterbs.com.au/',
  ),
  advisor(
    'Numeral Partners',
    'Canberra, ACT',
    'Tax · Managed payroll',
    'Advisers to professional services firms and government contractors.',
    'https://www.numeralpartners.com.au/',
  ),
  advisor(
    'Kiwi Cross Bookkeeping',
    'Auckland, New Zealand',
    'Set-up &amp; migration',
    'Helps New Zealand businesses with Australian staff run compliant trans-Tasman payroll.',
    'https://kiwicrossbookkeeping.co.nz/',
  ),
  advisor(
    'Goldfields Payroll Services',
    'Kalgoorlie, WA',
    'Managed payroll · Training',
    'Payroll for mining contractors and FIFO crews, including complex rosters.',
    'https://goldfieldspayroll.com.au/',
  ),
  advisor(
    'Sandgate Small Business Accounting',
    'Brisbane, QLD',
    'Bookkeeping · Tax',
    'Accounting and payroll for bayside Brisbane small businesses.',
    'https://sandgatesba.com.au/',
  ),
].join('\n');

const join = `${head(
  'Become a QuokkaPay advisor | QuokkaPay Advisor Program',
  'Join the QuokkaPay Advisor Program: free partner licence, certification, referrals and revenue share.',
  '/advisors/join/',
  'WebPage',
)}
${header('page-template-default page page-id-420')}
<main id="primary" class="site-main">
  <h1>The QuokkaPay Advisor Program</h1>
  <p>Grow your practice with payroll. Certified advisors get a free partner licence, 20% recurring revenue share, priority support and listing in our <a href="https://quokkapay.com.au/advisors/">advisor directory</a>.</p>
  <div class="wp-block-columns">
    <div class="wp-block-column"><h3>Certified</h3><p>Complete the free 4-hour online certification.</p></div>
    <div class="wp-block-column"><h3>Silver</h3><p>5+ client businesses on QuokkaPay. Featured listing and co-marketing funds.</p></div>
    <div class="wp-block-column"><h3>Gold</h3><p>25+ client businesses. Dedicated partner manager and referrals from our sales team.</p></div>
  </div>
  <h2>Apply</h2>
  <div class="advisor-apply"><form method="post" action="/advisors/join/#apply"><ul class="apply-fields"><li><label>Practice name</label><input type="text" name="input_1"></li><li><label>Website</label><input type="url" name="input_2"></li><li><label>Email</label><input type="email" name="input_3"></li></ul><input type="submit" value="Apply now"></form></div>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'quokkapay.com.au',
  covers:
    'Australian WordPress/Yoast payroll SaaS behind Cloudflare: "Find an expert" header dropdown leads to a certified-advisor directory (bookkeepers, accountants) paginated /advisors/page/2/ and /page/3/ with "Visit website" links, one advisor linking only to a Facebook page and one with no website; traps: "Trusted by" customer logos with links, ATO government link, Xero/MYOB/QuickBooks named without links, advisor-program page with tiers and an application form but no partners, Capterra and G2 badges, Lever careers, Medium post, agency credit, Yoast JSON-LD sameAs socials.',
  pages: {
    '/': { headers, html: home },
    '/advisors/': { headers, html: directory(1, page1) },
    '/advisors/page/2/': { headers, html: directory(2, page2) },
    '/advisors/page/3/': { headers, html: directory(3, page3) },
    '/advisors/join/': { headers, html: join },
  },
  sitemap: ['/', '/advisors/', '/advisors/join/', '/advisors/page/2/', '/advisors/page/3/'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'wordpress-block-editor',
    'cloudflare',
    'jquery',
    'jquery-migrate',
    'hotjar',
    'lever',
    'open-graph',
    'rss',
  ],
  partners: {
    'swanriverbookkeeping.com.au': 'channel',
    'ledgerandloom.com.au': 'channel',
    'harboursidepayroll.com.au': 'channel',
    'mackaynumbers.com.au': 'channel',
    'clarityaccountinggroup.com.au': 'channel',
    'outbackledger.com.au': 'channel',
    'kowalskitran.com.au': 'channel',
    'thepayrollpantry.com.au': 'channel',
    'brightwaterbs.com.au': 'channel',
    'numeralpartners.com.au': 'channel',
    'kiwicrossbookkeeping.co.nz': 'channel',
    'goldfieldspayroll.com.au': 'channel',
    'sandgatesba.com.au': 'channel',
  },
};
