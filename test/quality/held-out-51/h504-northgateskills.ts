import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-varnish': '48213377 47190021',
  via: '1.1 varnish',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
};

const head = (title: string, desc: string, path: string, node: number) => `<!DOCTYPE html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${desc}" />
    <link rel="canonical" href="https://www.northgateskills.co.uk${path}" />
    <meta property="og:site_name" content="Northgate Skills Academy" />
    <meta property="og:title" content="${title}" />
    <meta property="og:url" content="https://www.northgateskills.co.uk${path}" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/northgate/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="en" href="https://www.northgateskills.co.uk${path}" />
    <link rel="shortlink" href="https://www.northgateskills.co.uk/node/${node}" />
    <title>${title} | Northgate Skills Academy</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm7b1xXkQ2sY8rDkX0n3VwLJ4gF2aHc9pT5uE6iR1oM.css?delta=0&amp;language=en&amp;theme=northgate&amp;include=eJxLzs9JSy0qSizRT8" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_7hV3pGm0cNtE1kZ2yB8qW4rT6uJ9sL5xD0fA3oI2eY.css?delta=1&amp;language=en&amp;theme=northgate&amp;include=eJxLzs9JSy0qSizRT8" />
    <script src="https://cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js"></script>
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W3NB6PD');</script>
    <!-- End Google Tag Manager -->
  </head>
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <header role="banner" class="site-header">
      <div id="block-northgate-branding" class="block block-system block-system-branding-block">
        <a href="/" rel="home"><img src="/themes/custom/northgate/logo.svg" alt="Home" /></a>
      </div>
      <nav role="navigation" aria-labelledby="block-northgate-main-menu-menu" id="block-northgate-main-menu">
        <h2 class="visually-hidden" id="block-northgate-main-menu-menu">Main navigation</h2>
        <ul class="menu menu--main">
          <li class="menu-item"><a href="/apprenticeships" data-drupal-link-system-path="node/12">Apprenticeships</a></li>
          <li class="menu-item"><a href="/adult-courses" data-drupal-link-system-path="node/14">Adult courses</a></li>
          <li class="menu-item menu-item--expanded"><a href="/employers" data-drupal-link-system-path="node/9">Employers</a>
            <ul class="menu"><li class="menu-item"><a href="/employers/levy" data-drupal-link-system-path="node/31">Apprenticeship levy</a></li><li class="menu-item"><a href="/employers/our-partners" data-drupal-link-system-path="node/33">Our partners</a></li></ul>
          </li>
          <li class="menu-item"><a href="/about-us" data-drupal-link-system-path="node/3">About us</a></li>
          <li class="menu-item"><a href="/vacancies" data-drupal-link-system-path="node/40">Vacancies</a></li>
          <li class="menu-item"><a href="/contact" data-drupal-link-system-path="node/5">Contact</a></li>
        </ul>
      </nav>
    </header>
    <main role="main"><a id="main-content" tabindex="-1"></a>
    <div class="layout-content">`;

const foot = `    </div>
    </main>
    <footer role="contentinfo" class="site-footer">
      <div class="footer__accreditations">
        <a href="https://reports.ofsted.gov.uk/provider/41/58812" target="_blank"><img src="/sites/default/files/inline-images/ofsted-good.png" alt="Ofsted Good provider" /></a>
        <img src="/sites/default/files/inline-images/matrix-standard.png" alt="Accredited by the matrix Standard" />
        <img src="/sites/default/files/inline-images/esfa-funded.png" alt="Funded by the Education and Skills Funding Agency" />
        <img src="/sites/default/files/inline-images/disability-confident.png" alt="Disability Confident Committed" />
      </div>
      <p>Northgate Skills Academy Ltd, Unit 4 Calder Court, Wakefield Road, Leeds LS10 1DU · Company no. 08811240 · UKPRN 10045127</p>
      <ul class="menu menu--social">
        <li><a href="https://www.facebook.com/northgateskills">Facebook</a></li>
        <li><a href="https://www.linkedin.com/school/northgate-skills-academy/">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/northgateskills/">Instagram</a></li>
      </ul>
      <ul class="menu menu--footer"><li><a href="/privacy-notice">Privacy notice</a></li><li><a href="/safeguarding">Safeguarding</a></li><li><a href="/accessibility">Accessibility</a></li></ul>
    </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/33","isFront":false},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"4f0b1e2a"}}</script>
    <script src="/sites/default/files/js/js_d4Kq1xU9mN0pW2rT7vB3sE5yH8cF6gJ1aL0zQ3iO4k.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=northgate&amp;include=eJxLzs9JSy0q"></script>
  </body>
</html>`;

const html = {
  home: `${head('Apprenticeships and adult training in Leeds', 'Northgate Skills Academy delivers apprenticeships, bootcamps and adult courses across West Yorkshire.', '/', 1)}
      <section class="hero"><h1>Skills that get you hired</h1><p>Apprenticeships in business admin, digital, logistics and team leading, plus free adult courses for Leeds residents.</p><a class="button" href="/apprenticeships">Find an apprenticeship</a></section>
      <section class="stats"><p><strong>94%</strong> achievement rate</p><p><strong>600+</strong> employers</p><p><strong>Ofsted Good</strong> (2023)</p></section>
      <section class="vacancies-teaser"><h2>Live apprenticeship vacancies</h2><p>All our live vacancies are also advertised on <a href="https://www.findapprenticeship.service.gov.uk/" target="_blank">Find an apprenticeship (GOV.UK)</a> and <a href="https://uk.indeed.com/cmp/Northgate-Skills-Academy" target="_blank">Indeed</a>.</p><a href="/vacancies">See vacancies</a></section>
      <section class="news"><h2>News</h2><article><h3><a href="/news/northgate-shortlisted-aac-awards-2025">Northgate shortlisted at the AAC Apprenticeship Awards 2025</a></h3></article><article><h3><a href="/news/leeds-half-marathon-2025">We're proud to sponsor the Leeds Half Marathon 2025</a></h3></article></section>
${foot}`,
  partners: `${head('Our partners', 'Employers and community organisations that work with Northgate Skills Academy.', '/employers/our-partners', 33)}
      <h1 class="page-title">Our partners</h1>
      <div class="field field--name-body"><p>We work with more than 600 employers and a network of community organisations across West Yorkshire. Here are some of the partners we work with most closely.</p></div>
      <div class="paragraph paragraph--type--accordion">
        <details class="accordion__item" open>
          <summary>Employer partners</summary>
          <div class="accordion__content">
            <p>Our employer partners host apprentices, co-design our programmes and sit on our employer advisory board.</p>
            <ul class="logo-list">
              <li><a href="https://www.aireworks-logistics.co.uk/" target="_blank"><img src="/sites/default/files/partners/aireworks.png" alt="Aireworks Logistics" /></a></li>
              <li><a href="https://www.kirkgate-housing.org.uk/" target="_blank"><img src="/sites/default/files/partners/kirkgate-housing.png" alt="Kirkgate Housing Association" /></a></li>
              <li><a href="https://pennineprecision.co.uk/" target="_blank"><img src="/sites/default/files/partners/pennine-precision.png" alt="Pennine Precision Engineering" /></a></li>
              <li><a href="https://www.calderbank-digital.com/" target="_blank"><img src="/sites/default/files/partners/calderbank.png" alt="Calderbank Digital" /></a></li>
              <li><img src="/sites/default/files/partners/leeds-dental.png" alt="Headingley Dental Group" /></li>
            </ul>
          </div>
        </details>
        <details class="accordion__item">
          <summary>Community partners</summary>
          <div class="accordion__content">
            <p>We partner with local charities to reach people who are furthest from work: <a href="https://www.leedsyouthpathways.org.uk/" target="_blank">Leeds Youth Pathways</a> refers young people to our pre-apprenticeship programme, <a href="https://www.chapeltown-works.org/" target="_blank">Chapeltown Works</a> runs joint job clubs with us, and <a href="https://www.refugeeskills-yorkshire.org.uk/" target="_blank">Refugee Skills Yorkshire</a> co-delivers our ESOL for work course.</p>
          </div>
        </details>
        <details class="accordion__item">
          <summary>Awarding organisations</summary>
          <div class="accordion__content">
            <p>We are an approved centre for <a href="https://www.cityandguilds.com/" target="_blank">City &amp; Guilds</a> and <a href="https://www.ncfe.org.uk/" target="_blank">NCFE</a>. End-point assessment is carried out by independent end-point assessment organisations.</p>
          </div>
        </details>
      </div>
      <p>Interested in becoming an employer partner? <a href="/contact">Talk to our employer team</a>.</p>
${foot}`,
  about: `${head('About us', 'About Northgate Skills Academy: our history, quality and memberships.', '/about-us', 3)}
      <h1 class="page-title">About us</h1>
      <div class="field field--name-body">
        <p>Northgate Skills Academy was founded in 2011 by former FE lecturers Sam Okafor and Rachel Whitley. We are an independent training provider rated Good by <a href="https://www.gov.uk/government/organisations/ofsted" target="_blank">Ofsted</a>.</p>
        <h2>Memberships</h2>
        <p>We are a member of the <a href="https://www.aelp.org.uk/" target="_blank">Association of Employment and Learning Providers (AELP)</a> and of <a href="https://www.westyorkshire-chamber.co.uk/" target="_blank">West Yorkshire Chamber of Commerce</a>.</p>
        <h2>Awards</h2>
        <ul><li>Shortlisted, Training Provider of the Year – <a href="https://feweek.co.uk/aac-awards/" target="_blank">AAC Apprenticeship Awards</a> 2025</li><li>Leeds Business Awards 2023 – Skills Champion</li></ul>
        <h2>Community</h2>
        <p>Every year our staff and learners run for charity, and we are the official sponsor of the <a href="https://www.leedshalfmarathon.co.uk/" target="_blank">Leeds Half Marathon</a> volunteer team.</p>
      </div>
${foot}`,
  contact: `${head('Contact', 'Get in touch with Northgate Skills Academy.', '/contact', 5)}
      <h1 class="page-title">Contact us</h1>
      <p>Call 0113 496 0218 or email <a href="mailto:hello@northgateskills.co.uk">hello@northgateskills.co.uk</a>.</p>
      <form class="webform-submission-form" action="/contact" method="post"><label>Name <input type="text" name="name" /></label><label>Email <input type="email" name="email" /></label><label>I am a… <select name="type"><option>Learner</option><option>Employer</option></select></label><button type="submit">Send</button></form>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'northgateskills.co.uk',
  covers:
    'UK apprenticeship training provider on Drupal 10 behind Varnish: employer partners as a logo list in an accordion (one unlinked) and community partners in prose in another tab; negatives: awarding-organisation approvals, Ofsted/matrix accreditations, memberships (AELP, chamber), award, sponsorship, job boards, social links',
  pages: {
    '/': { headers, html: html.home },
    '/employers/our-partners': { headers, html: html.partners },
    '/about-us': { headers, html: html.about },
    '/contact': { headers, html: html.contact },
  },
  sitemap: ['/', '/apprenticeships', '/employers', '/employers/our-partners', '/about-us', '/contact'],
  technologies: ['drupal', 'php', 'varnish', 'cookie-control', 'civic', 'google-tag-manager', 'open-graph'],
  partners: {
    'aireworks-logistics.co.uk': 'generic',
    'kirkgate-housing.org.uk': 'generic',
    'pennineprecision.co.uk': 'generic',
    'calderbank-digital.com': 'generic',
    'leedsyouthpathways.org.uk': 'generic',
    'chapeltown-works.org': 'generic',
    'refugeeskills-yorkshire.org.uk': 'generic',
  },
};
