import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'MISS',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '884213774 883901257',
  age: '412',
  'cache-control': 'max-age=900, public',
  'content-language': 'en',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.halberdpryce.com${path}" />
    <meta property="og:site_name" content="Halberd Pryce" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://www.halberdpryce.com${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="https://www.halberdpryce.com/sites/default/files/styles/og_image/public/2024-02/aire-valley-footbridge.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/halberd/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" type="application/rss+xml" title="Halberd Pryce insights" href="https://www.halberdpryce.com/insights/feed" />
    <title>${title} | Halberd Pryce</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_W0h2q8xRk1dWvXy7nT3pZgJ4sLmC6aFbE9uYoQ5rI2k.css?delta=0&amp;language=en&amp;theme=halberd&amp;include=eJxljEEKwzAMBD8U4ycF2Vli4d" />
    <link rel="stylesheet" href="https://use.typekit.net/kqv3ndz.css" />
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-HP4S9W2X1M"></script>
    <script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-HP4S9W2X1M", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location","allow_ad_personalization_signals":false});</script>
  </head>`;
}

const header = `
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <header class="site-header" role="banner">
      <a href="/" rel="home" class="site-logo"><img src="/themes/custom/halberd/logo.svg" alt="Halberd Pryce" /></a>
      <nav role="navigation" aria-labelledby="block-halberd-main-menu-menu" id="block-halberd-main-menu">
        <h2 class="visually-hidden" id="block-halberd-main-menu-menu">Main navigation</h2>
        <ul class="menu menu--main">
          <li class="menu-item menu-item--expanded"><a href="/services" data-drupal-link-system-path="node/4">Services</a>
            <ul class="menu">
              <li class="menu-item"><a href="/services/structural-engineering">Structural engineering</a></li>
              <li class="menu-item"><a href="/services/civil-engineering">Civil engineering</a></li>
              <li class="menu-item"><a href="/services/building-services">Building services</a></li>
              <li class="menu-item"><a href="/services/digital-engineering">Digital engineering</a></li>
            </ul>
          </li>
          <li class="menu-item"><a href="/projects" data-drupal-link-system-path="projects">Projects</a></li>
          <li class="menu-item"><a href="/insights" data-drupal-link-system-path="insights">Insights</a></li>
          <li class="menu-item"><a href="/about" data-drupal-link-system-path="node/2">About</a></li>
          <li class="menu-item"><a href="/careers" data-drupal-link-system-path="node/9">Careers</a></li>
          <li class="menu-item"><a href="/contact" data-drupal-link-system-path="node/3">Contact</a></li>
        </ul>
      </nav>
    </header>
    <main role="main"><a id="main-content" tabindex="-1"></a>`;

const footer = `
    </main>
    <footer class="site-footer" role="contentinfo">
      <div class="region region-footer">
        <div class="block block-block-content">
          <p><strong>Halberd Pryce Ltd</strong> · Consulting civil, structural and building services engineers</p>
          <p>Leeds · Manchester · Glasgow</p>
          <p>Registered in England no. 05511873. Registered office: 3 Wellington Place, Leeds LS1 4AP.</p>
        </div>
        <nav role="navigation" aria-label="Footer" class="block-menu-footer">
          <ul class="menu">
            <li><a href="/about">About us</a></li>
            <li><a href="/alliances">Alliances &amp; collaborations</a></li>
            <li><a href="/careers">Careers</a></li>
            <li><a href="/privacy-notice">Privacy notice</a></li>
            <li><a href="/modern-slavery-statement">Modern slavery statement</a></li>
            <li><a href="https://www.halberdgroup.com/">Halberd Group</a></li>
          </ul>
        </nav>
        <ul class="social-links">
          <li><a href="https://www.linkedin.com/company/halberd-pryce">LinkedIn</a></li>
          <li><a href="https://x.com/halberdpryce">X</a></li>
          <li><a href="https://www.instagram.com/halberdpryce">Instagram</a></li>
        </ul>
        <p class="copyright">© 2024 Halberd Pryce Ltd. Part of the Halberd Group.</p>
      </div>
    </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"en"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"gtag":{"tagId":"G-HP4S9W2X1M","consentMode":false,"otherIds":[],"events":[],"additionalConfigInfo":[]},"ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"4d2f7b9e1c0a3856e7f1b2d9c4a08e35f6b7d1c2e9a0f3b4c8d5e6a7f9b0c1d2"}}</script>
    <script src="/sites/default/files/js/js_3b7Kx0qL5nV9mR2wP8tY1cZ4aF6hJ0sD3gE7uI9oK2l.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=halberd&amp;include=eJxLzs8pSk0u0U9PLEvNKSktsSrOLC"></script>
  </body>
</html>`;

function page(title: string, description: string, path: string, body: string): string {
  return `${head(title, description, path)}${header}${body}${footer}`;
}

export const site: CorpusSite = {
  domain: 'halberdpryce.com',
  otherDomains: ['halberdgroup.com'],
  covers:
    'English Drupal engineering consultancy behind Varnish: an alliances page written as prose paragraphs naming a regional infrastructure alliance and a university research partner (generic), software vendors it is a partner of (technology) and overseas associate firms (channel), reachable from the about page and the footer; negatives: clients and project-team credits on a project page, accreditation bodies (BSI, Constructionline, CHAS), awards, graduate scheme accreditation by ICE, Workable careers link, parent group domain, social links.',
  pages: {
    '/': {
      headers,
      html: page(
        'Consulting engineers in Leeds, Manchester and Glasgow',
        'Halberd Pryce is an independent consultancy of civil, structural and building services engineers working across the north of the UK.',
        '/',
        `
      <section class="hero">
        <h1>Engineering the places people use every day</h1>
        <p>From footbridges to hospitals, Halberd Pryce has designed infrastructure and buildings across northern England and Scotland for more than thirty years.</p>
        <a class="button" href="/projects">See our projects</a>
      </section>
      <section class="services-teaser">
        <h2>What we do</h2>
        <ul>
          <li><a href="/services/structural-engineering">Structural engineering</a> — new build, refurbishment and temporary works</li>
          <li><a href="/services/civil-engineering">Civil engineering</a> — highways, drainage and flood resilience</li>
          <li><a href="/services/building-services">Building services</a> — low-carbon heating, ventilation and electrical design</li>
          <li><a href="/services/digital-engineering">Digital engineering</a> — BIM, digital twins and computational design</li>
        </ul>
      </section>
      <section class="featured-projects">
        <h2>Featured projects</h2>
        <article><h3><a href="/projects/aire-valley-footbridge">Aire Valley footbridge, Shipley</a></h3><p>A 64 m steel tied-arch bridge for Bradford Council.</p></article>
        <article><h3>Halifax Bus Station</h3><p>Structural and civil design for <a href="https://www.calderdale.gov.uk/" target="_blank" rel="noopener">Calderdale Council</a> and the West Yorkshire Combined Authority.</p></article>
        <article><h3>Crossgates depot upgrade</h3><p>Track drainage and platform works for <a href="https://www.networkrail.co.uk/" target="_blank" rel="noopener">Network Rail</a>.</p></article>
      </section>
      <section class="awards">
        <h2>Recognition</h2>
        <p>Aire Valley footbridge — Highly Commended, Structural Awards 2024 (Pedestrian Bridges).</p>
      </section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About us',
        'Independent, employee-owned consulting engineers since 1991.',
        '/about',
        `
      <article class="node node--type-page">
        <h1>About Halberd Pryce</h1>
        <p>Founded in Leeds in 1991 by Ian Halberd and Catrin Pryce, we became employee-owned in 2019. Today 160 engineers, technicians and modellers work from our offices in Leeds, Manchester and Glasgow.</p>
        <h2>Accreditations</h2>
        <ul>
          <li>ISO 9001, ISO 14001 and ISO 45001, certified by <a href="https://www.bsigroup.com/en-GB/" target="_blank" rel="noopener">BSI</a></li>
          <li><a href="https://www.constructionline.co.uk/" target="_blank" rel="noopener">Constructionline</a> Gold member</li>
          <li><a href="https://www.chas.co.uk/" target="_blank" rel="noopener">CHAS</a> Elite accredited</li>
        </ul>
        <h2>Working together</h2>
        <p>Many of our largest commissions are delivered with long-standing collaborators. Read about them on <a href="/alliances">Alliances &amp; collaborations</a>.</p>
      </article>`,
      ),
    },
    '/alliances': {
      headers,
      html: page(
        'Alliances & collaborations',
        'The alliances, research partnerships, software partners and associate firms we work with.',
        '/alliances',
        `
      <article class="node node--type-page">
        <h1>Alliances &amp; collaborations</h1>
        <div class="field field--name-body">
          <p>No single consultancy has every skill a major scheme needs. Over the years we have built a small number of deep relationships that let us offer clients more than our own headcount would allow.</p>
          <h2>Northern Infrastructure Alliance</h2>
          <p>In 2021 we founded the Northern Infrastructure Alliance together with <a href="https://www.marrowby-civils.co.uk/" target="_blank" rel="noopener">Marrowby Civils</a>, a specialist contractor in bridges and retaining walls, and the geospatial consultancy <a href="https://greywatersurveying.co.uk/" target="_blank" rel="noopener">Greywater Surveying</a>. The alliance bids jointly for framework work with local authorities in Yorkshire and the North East.</p>
          <h2>Research</h2>
          <p>We are an industrial partner of the School of Civil Engineering at the <a href="https://www.leeds.ac.uk/" target="_blank" rel="noopener">University of Leeds</a>, co-supervising two doctoral projects on low-carbon concrete and on monitoring of ageing masonry arches.</p>
          <h2>Digital engineering</h2>
          <p>Our digital team works closely with the software we use every day. We are an <a href="https://www.autodesk.com/" target="_blank" rel="noopener">Autodesk</a> Gold Partner for Architecture, Engineering &amp; Construction, a beta partner for <a href="https://www.oasys-software.com/" target="_blank" rel="noopener">Oasys</a> structural analysis tools, and we integrate site data through <a href="https://www.trimble.com/en/products/trimble-connect" target="_blank" rel="noopener">Trimble Connect</a>.</p>
          <h2>International associates</h2>
          <p>For clients with projects outside the UK we deliver through associate firms who share our standards: <a href="https://www.brennanlowry.ie/" target="_blank" rel="noopener">Brennan Lowry Consulting</a> in Dublin and <a href="https://vasquezingenieros.es/" target="_blank" rel="noopener">Vásquez Ingenieros</a> in Bilbao.</p>
        </div>
      </article>`,
      ),
    },
    '/projects': {
      headers,
      html: page(
        'Projects',
        'Selected projects by Halberd Pryce.',
        '/projects',
        `
      <div class="view view-projects">
        <h1>Projects</h1>
        <div class="view-content">
          <article class="teaser"><h2><a href="/projects/aire-valley-footbridge">Aire Valley footbridge, Shipley</a></h2><p>Bridges · 2023</p></article>
          <article class="teaser"><h2>Halifax Bus Station</h2><p>Transport · 2022</p></article>
          <article class="teaser"><h2>Crossgates depot upgrade</h2><p>Rail · 2024</p></article>
          <article class="teaser"><h2>Glasgow Southside Health Centre</h2><p>Healthcare · 2023</p></article>
        </div>
        <nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Pagination</h4><ul class="pager__items"><li class="pager__item is-active">1</li><li class="pager__item"><a href="/projects?page=1">2</a></li></ul></nav>
      </div>`,
      ),
    },
    '/projects/aire-valley-footbridge': {
      headers,
      html: page(
        'Aire Valley footbridge, Shipley',
        'A 64 m steel tied-arch footbridge over the River Aire.',
        '/projects/aire-valley-footbridge',
        `
      <article class="node node--type-project">
        <h1>Aire Valley footbridge, Shipley</h1>
        <p>The new footbridge reconnects the Saltaire World Heritage Site with the Leeds–Liverpool canal towpath. The tied arch was fabricated in two halves and lifted in over a single weekend possession.</p>
        <dl class="project-facts">
          <dt>Client</dt><dd>Bradford Metropolitan District Council</dd>
          <dt>Architect</dt><dd><a href="https://www.fenwickstudio.co.uk/" target="_blank" rel="noopener">Fenwick Studio</a></dd>
          <dt>Main contractor</dt><dd><a href="https://www.bamnuttall.co.uk/" target="_blank" rel="noopener">BAM Nuttall</a></dd>
          <dt>Our role</dt><dd>Lead designer: structural, geotechnical and drainage</dd>
          <dt>Completed</dt><dd>November 2023</dd>
        </dl>
        <p>The scheme was Highly Commended in the Pedestrian Bridges category of the <a href="https://www.structuralawards.org/" target="_blank" rel="noopener">Structural Awards 2024</a>.</p>
      </article>`,
      ),
    },
    '/insights': {
      headers,
      html: page(
        'Insights',
        'Articles and technical notes from Halberd Pryce engineers.',
        '/insights',
        `
      <div class="view view-insights">
        <h1>Insights</h1>
        <article><h2>Five lessons from retrofitting a 1970s hospital for heat pumps</h2><p>By Aisha Rahman, Associate Director, Building Services · 12 March 2024</p></article>
        <article><h2>Embodied carbon: what PAS 2080 means for small structures</h2><p>By Tom Ellery, Principal Engineer · 30 January 2024</p></article>
        <p><a href="/insights/feed">Subscribe via RSS</a></p>
      </div>`,
      ),
    },
    '/careers': {
      headers,
      html: page(
        'Careers',
        'Join an employee-owned engineering consultancy.',
        '/careers',
        `
      <article class="node node--type-page">
        <h1>Careers</h1>
        <p>As an employee-owned business, everyone at Halberd Pryce shares in our success. We offer hybrid working, a 35-hour week and funded professional development.</p>
        <h2>Graduates</h2>
        <p>Our graduate development scheme is approved by the <a href="https://www.ice.org.uk/" target="_blank" rel="noopener">Institution of Civil Engineers</a> and leads to chartership in around four years.</p>
        <p><a class="button" href="https://apply.workable.com/halberd-pryce/" target="_blank" rel="noopener">View current vacancies</a></p>
      </article>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        'Contact our Leeds, Manchester and Glasgow offices.',
        '/contact',
        `
      <article class="node node--type-page">
        <h1>Contact us</h1>
        <div class="offices">
          <div><h2>Leeds</h2><p>3 Wellington Place, Leeds LS1 4AP<br>0113 204 8800</p></div>
          <div><h2>Manchester</h2><p>1 St Peter’s Square, Manchester M2 3DE<br>0161 832 4410</p></div>
          <div><h2>Glasgow</h2><p>110 Queen Street, Glasgow G1 3BX<br>0141 221 9050</p></div>
        </div>
        <p>General enquiries: <a href="mailto:hello@halberdpryce.com">hello@halberdpryce.com</a></p>
      </article>`,
      ),
    },
  },
  sitemap: ['/', '/about', '/alliances', '/projects', '/projects/aire-valley-footbridge', '/insights', '/careers', '/contact'],
  technologies: [
    'drupal',
    'php',
    'nginx',
    'varnish',
    'google-analytics',
    'google-tag-manager',
    'adobe-fonts',
    'workable',
    'open-graph',
    'rss',
  ],
  partners: {
    'marrowby-civils.co.uk': 'generic',
    'greywatersurveying.co.uk': 'generic',
    'leeds.ac.uk': 'generic',
    'autodesk.com': 'technology',
    'oasys-software.com': 'technology',
    'trimble.com': 'technology',
    'brennanlowry.ie': 'channel',
    'vasquezingenieros.es': 'channel',
  },
};
