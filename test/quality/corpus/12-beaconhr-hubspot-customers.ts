import type { CorpusSite } from './types.js';

const headers = {
  server: 'cloudflare',
  'cf-ray': '8e32d4f0a1b2c3d4-FRA',
  'x-hs-hub-id': '4932211',
  'content-type': 'text/html;charset=utf-8',
};

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <meta name="generator" content="HubSpot">
    <link rel="stylesheet" href="https://www.beaconhr.com/hubfs/hub_generated/template_assets/1/98213377041/1733011243921/template_main.min.css">
  </head>
  <body>
    <div class="body-wrapper   hs-content-id-98211 hs-site-page page ">
      <header class="header">
        <div class="header__container content-wrapper">
          <div class="header__logo"><a href="/"><img src="https://www.beaconhr.com/hubfs/beacon-logo.svg" alt="Beacon HR"></a></div>
          <div class="header__menu"><ul role="menu">
            <li class="hs-menu-item" role="none"><a href="/product" role="menuitem">Product</a></li>
            <li class="hs-menu-item" role="none"><a href="/customers" role="menuitem">Customers</a></li>
            <li class="hs-menu-item" role="none"><a href="/partners" role="menuitem">Integrations</a></li>
            <li class="hs-menu-item" role="none"><a href="/careers" role="menuitem">Careers</a></li>
          </ul></div>
        </div>
      </header>
      <main id="main-content" class="body-container-wrapper">
        <div class="container-fluid body-container body-container--home">${body}</div>
      </main>
      <footer class="footer"><div class="footer__container content-wrapper">
        <p>© 2026 Beacon HR Ltd</p>
        <a href="https://www.linkedin.com/company/beaconhr">LinkedIn</a> <a href="https://www.youtube.com/@beaconhr">YouTube</a>
        <a href="https://boards.greenhouse.io/beaconhr">Jobs at Beacon</a>
      </div></footer>
    </div>
    <!-- Start of HubSpot Embed Code -->
    <script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/4932211.js"></script>
    <!-- End of HubSpot Embed Code -->
  </body></html>`;

const section = (inner: string) =>
  `<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column" data-widget-type="cell"><div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-row"><div class="row-fluid "><div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget"><div id="hs_cos_wrapper_widget_1733" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div></div></div></div></div></div></div>`;

const tile = (href: string, name: string, text: string) =>
  `<div class="logo-tile"><a class="logo-tile__link" href="${href}" target="_blank" rel="noopener"><img src="https://www.beaconhr.com/hs-fs/hubfs/logos/${name.toLowerCase().replace(/\W+/g, '-')}.png?width=160&amp;name=${name}.png" alt="${name}" loading="lazy"></a><p class="logo-tile__text">${text}</p></div>`;

export const site: CorpusSite = {
  domain: 'beaconhr.com',
  covers:
    'HubSpot CMS (generator, hub id header, EU loader) behind Cloudflare; a "Loved by" customer logo strip on the home page; a partner success-stories page that links customers (a customers page under /partners); HR integrations whose vendors run job boards too (Greenhouse and Lever roots are partners, their job-board hosts and a "We\'re hiring" banner are not, though the Lever job-board link shows the site runs Lever); consulting partners; HubSpot drag-and-drop module markup',
  sitemap: ['/', '/product', '/customers', '/partners', '/partners/success-stories', '/case-studies/northwind-foods', '/careers'],
  pages: {
    '/': {
      headers,
      html: page(
        'Beacon HR | HR software for growing teams',
        `${section('<div class="hero"><h1>People ops without the spreadsheets</h1><p>Onboarding, time off and reviews in one place.</p><a class="button" href="/demo">Book a demo</a></div>')}
${section(`<div class="logo-strip"><h2 class="logo-strip__title">Loved by 800+ HR teams</h2><div class="logo-strip__row">${tile('https://www.northwindfoods.co.uk/', 'Northwind Foods', '')}${tile('https://www.tandemcoffee.com/', 'Tandem Coffee', '')}${tile('https://www.brightpathcare.org.uk/', 'Brightpath Care', '')}</div></div>`)}`,
      ),
    },
    '/partners': {
      headers,
      html: page(
        'Integrations and partners | Beacon HR',
        `${section('<div class="page-hero"><h1>Integrations and partners</h1><p>Beacon connects to the systems your people team already uses.</p><div class="hiring-banner">We\'re hiring! <a href="https://jobs.lever.co/beaconhr">See open roles</a></div></div>')}
${section(`<div class="logo-grid"><h2>HR and recruiting integrations</h2><div class="logo-grid__items">${tile('https://www.greenhouse.io/', 'Greenhouse', 'Hired candidates become Beacon employees automatically.')}${tile('https://www.lever.co/', 'Lever', 'Offer accepted? Onboarding starts.')}${tile('https://www.personio.com/', 'Personio', 'Two-way employee sync for EU teams.')}${tile('https://www.okta.com/', 'Okta', 'Provision accounts on day one.')}${tile('https://slack.com/', 'Slack', 'Time-off requests and approvals in Slack.')}</div></div>`)}
${section(`<div class="logo-grid"><h2>Consulting partners</h2><p>Certified HR consultancies who implement Beacon.</p><div class="logo-grid__items">${tile('https://www.peoplefirstconsulting.co.uk/', 'People First Consulting', 'UK, 40+ implementations')}${tile('https://hrtechadvisors.ie/', 'HR Tech Advisors', 'Ireland')}</div></div>`)}
${section('<div class="cta"><h2>Partner with Beacon</h2><a href="/partners/become-a-partner">Become a partner</a></div>')}`,
      ),
    },
    '/partners/success-stories': {
      headers,
      html: page(
        'Customer stories | Beacon HR',
        `${section(`<div class="page-hero"><h1>Partner success stories</h1><p>How our partners helped customers roll out Beacon.</p></div>`)}
${section(`<div class="story-grid"><div class="story"><h3>Northwind Foods</h3><p>People First Consulting moved 1,200 employees off spreadsheets in six weeks.</p><a href="https://www.northwindfoods.co.uk/">northwindfoods.co.uk</a> <a href="/case-studies/northwind-foods">Read the story</a></div><div class="story"><h3>Brightpath Care</h3><p>Rolled out to 14 care homes.</p><a href="https://www.brightpathcare.org.uk/">brightpathcare.org.uk</a></div></div>`)}`,
      ),
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'lever'],
  partners: {
    'greenhouse.io': 'technology',
    'lever.co': 'technology',
    'personio.com': 'technology',
    'okta.com': 'technology',
    'slack.com': 'technology',
    'peoplefirstconsulting.co.uk': 'channel',
    'hrtechadvisors.ie': 'channel',
  },
};
