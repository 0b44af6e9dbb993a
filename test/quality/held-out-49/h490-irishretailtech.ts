import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string, itemid: number) => `<!DOCTYPE html>
<html lang="en-gb" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="generator" content="Joomla! - Open Source Content Management">
<meta property="og:title" content="${title}">
<meta property="og:type" content="article">
<meta property="og:url" content="https://www.irishretailtech.ie${path}">
<meta property="og:image" content="https://www.irishretailtech.ie/images/og/irta-og.jpg">
<title>${title} - Irish Retail Technology Association</title>
<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
<link href="/media/templates/site/cassiopeia/css/template.min.css?8e1f4c" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?8e1f4c" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/user.css?8e1f4c" rel="stylesheet">
<link href="/media/system/css/joomla-fontawesome.min.css?8e1f4c" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/vendor/joomla-custom-elements/joomla-alert.min.css?0.2.0" rel="stylesheet">
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Error","MESSAGE":"Message","NOTICE":"Notice","WARNING":"Warning","JCLOSE":"Close"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.irishretailtech.ie\\/","base":"","baseFull":"https:\\/\\/www.irishretailtech.ie\\/"},"csrf.token":"5c2e8f1a9b4d7c3e6f0a2b5d8e1c4f7a"}</script>
<script src="/media/system/js/core.min.js?2cb912"></script>
<script src="/media/templates/site/cassiopeia/js/template.min.js?8e1f4c" type="module"></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.3" type="module"></script>
<script src="/media/system/js/messages.min.js?9a4811" type="module"></script>
</head>
<body class="site com_content wrapper-static view-article no-layout no-task itemid-${itemid} has-sidebar-right">
<header class="header container-header full-width">
  <div class="grid-child">
    <div class="navbar-brand">
      <a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/irta-logo.svg" alt="Irish Retail Technology Association" width="220" height="60"></a>
      <div class="site-description">Connecting Ireland's retail technology community</div>
    </div>
  </div>
  <div class="grid-child container-nav">
    <nav class="navbar navbar-expand-md" aria-label="Main Menu">
      <button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Toggle Navigation"><span class="icon-menu" aria-hidden="true"></span></button>
      <div class="collapse navbar-collapse" id="navbar1">
        <ul class="mod-menu mod-list nav">
          <li class="nav-item item-101 default"><a href="/">Home</a></li>
          <li class="nav-item item-112"><a href="/about">About IRTA</a></li>
          <li class="nav-item item-113 deeper parent"><a href="/members/a-l">Member directory</a></li>
          <li class="nav-item item-118"><a href="/summit">RetailTech Summit 2025</a></li>
          <li class="nav-item item-119"><a href="/join">Become a member</a></li>
          <li class="nav-item item-120"><a href="/contact">Contact</a></li>
        </ul>
      </div>
    </nav>
  </div>
</header>
<div class="site-grid">
<div class="grid-child container-component">
<main>
`;

const foot = `</main>
</div>
<div class="grid-child container-sidebar-right">
  <div class="sidebar-right card">
    <h3 class="card-header">Upcoming</h3>
    <div class="card-body">
      <p><strong>RetailTech Summit 2025</strong><br>9 October, Convention Centre Dublin</p>
      <p><a href="https://www.eventbrite.ie/e/retailtech-summit-2025-tickets-918273645" target="_blank" rel="noopener">Book tickets</a></p>
    </div>
  </div>
</div>
</div>
<footer class="container-footer footer full-width">
  <div class="grid-child">
    <div class="mod-custom custom">
      <p>Irish Retail Technology Association CLG · Registered in Ireland No. 654321 · 19 Fitzwilliam Place, Dublin 2, D02 K5X3</p>
      <p><a href="https://www.linkedin.com/company/irish-retail-technology-association/" target="_blank" rel="noopener">LinkedIn</a> · <a href="https://x.com/irishretailtech" target="_blank" rel="noopener">X</a> · <a href="/privacy-policy">Privacy</a> · <a href="/contact">Contact</a></p>
    </div>
  </div>
</footer>
<a href="#top" id="back-top" class="back-to-top-link" aria-label="Back to Top"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
</body>
</html>`;

const headers = {
  server: 'Apache',
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'PHP/8.2.18',
  'cache-control': 'no-store, no-cache, must-revalidate',
};

const member = (name: string, url: string, sector: string, county: string) => `
      <tr>
        <td><a href="${url}" target="_blank" rel="noopener">${name}</a></td>
        <td>${sector}</td>
        <td>${county}</td>
      </tr>`;

const directory = (range: string, rows: string, prevNext: string) => `
<div class="com-content-article item-page">
  <div class="page-header"><h1>Member directory: ${range}</h1></div>
  <div class="com-content-article__body">
    <p>IRTA brings together more than 60 Irish companies building technology for retailers and hospitality: point-of-sale, payments, e-commerce and loyalty. Member companies are listed alphabetically with a link to their website.</p>
    <ul class="nav nav-pills">
      <li class="nav-item"><a class="nav-link${range === 'A – L' ? ' active' : ''}" href="/members/a-l">A – L</a></li>
      <li class="nav-item"><a class="nav-link${range === 'M – Z' ? ' active' : ''}" href="/members/m-z">M – Z</a></li>
    </ul>
    <table class="table table-striped">
      <thead><tr><th>Member</th><th>Sector</th><th>County</th></tr></thead>
      <tbody>${rows}
      </tbody>
    </table>
    <nav class="pagination__wrapper" aria-label="Pagination">${prevNext}</nav>
  </div>
</div>`;

const membersAL = `${head('Member directory A – L', '/members/a-l', 'Member companies of the Irish Retail Technology Association, A to L.', 113)}
${directory(
  'A – L',
  [
    member('Ardmore Payments', 'https://www.ardmorepayments.ie/', 'Payments', 'Waterford'),
    member('BlueHarbour POS', 'https://blueharbourpos.ie/', 'Point of sale', 'Cork'),
    member('Celtic Commerce Studio', 'https://www.celticcommerce.ie/', 'E-commerce agency', 'Dublin'),
    member('Clonmel Retail Systems', 'https://clonmelretailsystems.com/', 'Retail software', 'Tipperary'),
    member('Dublin Digital Works', 'https://www.dublindigitalworks.ie/', 'Digital marketing agency', 'Dublin'),
    member('Emerald Ecommerce', 'https://emeraldecommerce.ie/', 'E-commerce platform', 'Galway'),
    member('Kerry Cloud Solutions', 'https://www.kerrycloud.ie/', 'Hosting &amp; IT', 'Kerry'),
    member('Liffey Loyalty', 'https://liffeyloyalty.com/', 'Loyalty &amp; gift cards', 'Kildare'),
  ].join(''),
  '<ul class="pagination"><li class="page-item active"><span class="page-link">A – L</span></li><li class="page-item"><a class="page-link" href="/members/m-z">Next: M – Z</a></li></ul>',
)}
${foot}`;

const membersMZ = `${head('Member directory M – Z', '/members/m-z', 'Member companies of the Irish Retail Technology Association, M to Z.', 114)}
${directory(
  'M – Z',
  [
    member('Munster EPOS', 'https://www.munsterepos.ie/', 'Point of sale', 'Limerick'),
    member('Nimbus Checkout', 'https://nimbuscheckout.com/', 'Payments', 'Dublin'),
    member('Ogham Analytics', 'https://www.oghamanalytics.ie/', 'Retail analytics', 'Cork'),
    member('Shannon Scan Ltd', 'https://shannonscan.ie/', 'Barcode &amp; RFID hardware', 'Clare'),
    member('TillTech Ireland', 'https://www.tilltech.ie/', 'Hospitality POS', 'Louth'),
    member('Wexford Web &amp; Retail', 'https://wexfordweb.ie/', 'Web design &amp; e-commerce', 'Wexford'),
  ].join(''),
  '<ul class="pagination"><li class="page-item"><a class="page-link" href="/members/a-l">Previous: A – L</a></li><li class="page-item active"><span class="page-link">M – Z</span></li></ul>',
)}
${foot}`;

const home = `${head('Home', '/', "The Irish Retail Technology Association represents Ireland's retail and payments technology companies.", 101)}
<div class="blog-featured">
  <div class="blog-items items-leading">
    <div class="blog-item">
      <div class="item-content">
        <h2 class="item-title">Connecting Ireland's retail technology community</h2>
        <p>The Irish Retail Technology Association (IRTA) is the representative body for Irish companies that build point-of-sale, payments, e-commerce and loyalty technology. We run events, represent members to government and help retailers find Irish technology suppliers.</p>
        <p><a class="btn btn-primary" href="/members/a-l">Browse our member directory</a> <a class="btn btn-secondary" href="/join">Become a member</a></p>
      </div>
    </div>
    <div class="blog-item">
      <div class="item-content">
        <h2 class="item-title">Member spotlight: Liffey Loyalty</h2>
        <p>This month we talk to the Naas team behind <a href="https://liffeyloyalty.com/">Liffey Loyalty</a>, whose digital gift cards are now used by 400 independent shops.</p>
      </div>
    </div>
    <div class="blog-item">
      <div class="item-content">
        <h2 class="item-title">RetailTech Summit 2025: speakers announced</h2>
        <p>Tickets are on sale for the ninth RetailTech Summit on 9 October. Thanks to our headline sponsor <a href="https://www.bankofleinster.ie/business" target="_blank" rel="noopener">Bank of Leinster</a>. <a href="/summit">Programme and sponsors</a></p>
      </div>
    </div>
    <div class="blog-item">
      <div class="item-content">
        <h2 class="item-title">IRTA responds to the Central Bank consultation on payment fees</h2>
        <p>Our submission on card acceptance costs for small retailers is available to download. Coverage in <a href="https://www.siliconrepublic.com/business/irta-card-fees-consultation" target="_blank" rel="noopener">Silicon Republic</a>.</p>
      </div>
    </div>
  </div>
</div>
${foot}`;

const about = `${head('About IRTA', '/about', 'About the Irish Retail Technology Association: our mission, board and affiliations.', 112)}
<div class="com-content-article item-page">
  <div class="page-header"><h1>About IRTA</h1></div>
  <div class="com-content-article__body">
    <p>Founded in 2014 by eight Irish EPOS companies, IRTA today has more than 60 member companies employing over 2,000 people across the island of Ireland.</p>
    <h2>What we do</h2>
    <ul>
      <li>Represent members in consultations with government, the Central Bank and the Revenue Commissioners.</li>
      <li>Run the annual RetailTech Summit and regional member meetups.</li>
      <li>Publish the member directory so retailers can find Irish technology suppliers.</li>
    </ul>
    <h2>Affiliations</h2>
    <p>IRTA is a member of the <a href="https://www.ertf.eu/" target="_blank" rel="noopener">European Retail Technology Federation</a> and of <a href="https://www.ibec.ie/" target="_blank" rel="noopener">Ibec</a>.</p>
    <h2>Board</h2>
    <p>Chair: Siobhán Daly (BlueHarbour POS). Vice-chair: Conor Whelan (Nimbus Checkout). Treasurer: Aoife Brennan (Ogham Analytics).</p>
  </div>
</div>
${foot}`;

const summit = `${head('RetailTech Summit 2025', '/summit', 'RetailTech Summit 2025, 9 October, Convention Centre Dublin. Programme, speakers and sponsors.', 118)}
<div class="com-content-article item-page">
  <div class="page-header"><h1>RetailTech Summit 2025</h1></div>
  <div class="com-content-article__body">
    <p>Ireland's retail technology conference returns to the Convention Centre Dublin on 9 October 2025, with 40 speakers, 30 exhibitors and 600 attendees.</p>
    <p><a class="btn btn-primary" href="https://www.eventbrite.ie/e/retailtech-summit-2025-tickets-918273645" target="_blank" rel="noopener">Book your ticket</a></p>
    <h2>Our sponsors</h2>
    <p>The Summit is made possible by our sponsors:</p>
    <h3>Headline sponsor</h3>
    <p><a href="https://www.bankofleinster.ie/business" target="_blank" rel="noopener"><img src="/images/sponsors/bank-of-leinster.png" alt="Bank of Leinster" width="220" height="80" loading="lazy"></a></p>
    <h3>Gold sponsors</h3>
    <p>
      <a href="https://www.connachttelecom.ie/" target="_blank" rel="noopener"><img src="/images/sponsors/connacht-telecom.png" alt="Connacht Telecom" width="160" height="60" loading="lazy"></a>
      <a href="https://www.ardmorepayments.ie/" target="_blank" rel="noopener"><img src="/images/sponsors/ardmore-payments.png" alt="Ardmore Payments" width="160" height="60" loading="lazy"></a>
    </p>
    <h3>Coffee sponsor</h3>
    <p><a href="https://www.hapennyroasters.ie/" target="_blank" rel="noopener"><img src="/images/sponsors/hapenny-roasters.png" alt="Ha&apos;penny Roasters" width="120" height="50" loading="lazy"></a></p>
    <p>Interested in sponsoring? Email <a href="mailto:summit@irishretailtech.ie">summit@irishretailtech.ie</a>.</p>
  </div>
</div>
${foot}`;

const join = `${head('Become a member', '/join', 'Join the Irish Retail Technology Association.', 119)}
<div class="com-content-article item-page">
  <div class="page-header"><h1>Become a member</h1></div>
  <div class="com-content-article__body">
    <p>Membership is open to any company headquartered or with a significant operation on the island of Ireland that develops or sells technology to retailers.</p>
    <table class="table">
      <thead><tr><th>Company size</th><th>Annual fee</th></tr></thead>
      <tbody><tr><td>1–10 employees</td><td>€450</td></tr><tr><td>11–50 employees</td><td>€1,200</td></tr><tr><td>51+ employees</td><td>€2,500</td></tr></tbody>
    </table>
    <p>Members get a listing in our <a href="/members/a-l">member directory</a>, discounted Summit exhibition space and access to policy working groups.</p>
    <p><a class="btn btn-primary" href="/contact">Apply for membership</a></p>
  </div>
</div>
${foot}`;

const contact = `${head('Contact', '/contact', 'Contact the Irish Retail Technology Association.', 120)}
<div class="com-contact contact">
  <h1>Contact</h1>
  <div class="com-contact__address contact-address dl-horizontal">
    <p>19 Fitzwilliam Place, Dublin 2, D02 K5X3<br>+353 1 555 0142<br><a href="mailto:info@irishretailtech.ie">info@irishretailtech.ie</a></p>
  </div>
  <form id="contact-form" action="/contact" method="post" class="com-contact__form form-validate">
    <div class="control-group"><label id="jform_contact_name-lbl" for="jform_contact_name">Name</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required" required></div>
    <div class="control-group"><label id="jform_contact_email-lbl" for="jform_contact_email">Email</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control validate-email required" required></div>
    <button class="btn btn-primary validate" type="submit">Send Email</button>
    <input type="hidden" name="option" value="com_contact"><input type="hidden" name="task" value="contact.submit">
  </form>
</div>
${foot}`;

export const site: CorpusSite = {
  domain: 'irishretailtech.ie',
  covers:
    "Irish English Joomla 5 (Cassiopeia) trade association: member companies as generic partners in a table split alphabetically over two pages, one member also a summit sponsor and one in a home-page spotlight; negatives: summit sponsors (headline, gold, coffee), the association's own memberships (ERTF, Ibec), press, Eventbrite ticket links, social links",
  pages: {
    '/': { headers, html: home },
    '/members/a-l': { headers, html: membersAL },
    '/members/m-z': { headers, html: membersMZ },
    '/about': { headers, html: about },
    '/summit': { headers, html: summit },
    '/join': { headers, html: join },
    '/contact': { headers, html: contact },
  },
  technologies: ['apache-http-server', 'joomla', 'open-graph', 'php'],
  partners: {
    'ardmorepayments.ie': 'generic',
    'blueharbourpos.ie': 'generic',
    'celticcommerce.ie': 'generic',
    'clonmelretailsystems.com': 'generic',
    'dublindigitalworks.ie': 'generic',
    'emeraldecommerce.ie': 'generic',
    'kerrycloud.ie': 'generic',
    'liffeyloyalty.com': 'generic',
    'munsterepos.ie': 'generic',
    'nimbuscheckout.com': 'generic',
    'oghamanalytics.ie': 'generic',
    'shannonscan.ie': 'generic',
    'tilltech.ie': 'generic',
    'wexfordweb.ie': 'generic',
  },
};
