import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  'x-lambda-id': '5c0f1e2d-8a7b-4c3d-9e0f-1a2b3c4d5e6f',
  'x-cluster-name': 'eu-west-1-prod-hosting-red',
  'x-served-by': 'cache-lhr7351-LHR',
  'cache-control': 'max-age=0, must-revalidate',
};

const SITE_ID = '64f1c2a9e07b3d5c8a1f0e27';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;

function page(pageId: string, title: string, description: string, path: string, body: string, extra = ''): string {
  return `<!DOCTYPE html><!-- Last Published: Tue May 07 2024 09:14:22 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.pickwell.ai" data-wf-page="${pageId}" data-wf-site="${SITE_ID}" lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a0b1c2d3e4f5a6b7c8d9e0_og-pickwell.jpg" property="og:image"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/pickwell.webflow.shared.4f2e9a1b7.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","JetBrains Mono:400,500"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/6501a2b3c4d5e6f7a8b9c0d1_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="https://www.pickwell.ai${path}" rel="canonical"/><script defer data-domain="pickwell.ai" src="https://plausible.io/js/plausible.js"></script>${extra}</head><body><div class="page-wrapper"><div data-animation="default" class="navbar w-nav" data-easing2="ease" data-easing="ease" data-collapse="medium" role="banner" data-duration="400"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/6501a2b3c4d5e6f7a8b9c0d2_pickwell-logo.svg" loading="lazy" alt="Pickwell Robotics" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/product" class="nav-link w-nav-link">Product</a><a href="/solutions" class="nav-link w-nav-link">Solutions</a><a href="/ecosystem" class="nav-link w-nav-link">Ecosystem</a><a href="/customers" class="nav-link w-nav-link">Customers</a><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div>Company</div></div><nav class="nav-dropdown-list w-dropdown-list"><a href="/company/about" class="w-dropdown-link">About</a><a href="/company/press" class="w-dropdown-link">Press</a><a href="/company/careers" class="w-dropdown-link">Careers</a></nav></div><a href="/book-a-demo" class="button nav-button w-button">Book a demo</a></nav></div></div><main class="main">${body}</main><footer class="footer"><div class="footer-container w-container"><div class="footer-grid"><div><img src="${CDN}/6501a2b3c4d5e6f7a8b9c0d3_pickwell-logo-white.svg" loading="lazy" alt="Pickwell Robotics"/><p class="footer-text">AI picking for the robots you already own. Made in Cambridge, UK.</p></div><div><h5>Product</h5><a href="/product" class="footer-link">Pickwell Vision</a><a href="/solutions" class="footer-link">Solutions</a><a href="/ecosystem" class="footer-link">Ecosystem</a><a href="/ecosystem/integrators" class="footer-link">Find an integrator</a></div><div><h5>Company</h5><a href="/company/about" class="footer-link">About</a><a href="/company/press" class="footer-link">Press</a><a href="/company/careers" class="footer-link">Careers</a><a href="/book-a-demo" class="footer-link">Contact</a></div><div><h5>Follow</h5><a href="https://www.linkedin.com/company/pickwell-robotics" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.youtube.com/@pickwellrobotics" target="_blank" class="footer-link">YouTube</a><a href="https://github.com/pickwell-robotics" target="_blank" class="footer-link">GitHub</a></div></div><div class="footer-legal">© 2024 Pickwell Robotics Ltd · <a href="/legal/privacy" class="footer-link-small">Privacy</a> · <a href="/legal/terms" class="footer-link-small">Terms</a></div></div></footer></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.2c4d9f1e7a3b.js" type="text/javascript"></script><!-- Start of HubSpot Embed Code --><script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/143876522.js"></script><!-- End of HubSpot Embed Code --></body></html>`;
}

const integratorsPage1 = [
  {
    name: 'Axiom Automation Ltd',
    region: 'United Kingdom & Ireland',
    url: 'https://www.axiomautomation.co.uk/',
    focus: 'E-commerce fulfilment, parcel induction',
  },
  {
    name: 'RoboNord AB',
    region: 'Nordics',
    url: 'https://robonord.se/',
    focus: 'Grocery and cold-chain picking',
  },
  {
    name: 'Cellwerk Automation GmbH',
    region: 'Germany, Austria, Switzerland',
    url: 'https://www.cellwerk.de/',
    focus: 'Machine tending and kitting',
  },
  {
    name: 'Midwest Palletizing Systems',
    region: 'United States (Midwest)',
    url: 'https://midwestpalletizing.com/',
    focus: 'Mixed-case depalletizing',
  },
];

const integratorsPage2 = [
  {
    name: 'Automática Ibérica S.L.',
    region: 'Spain & Portugal',
    url: 'https://www.automatica-iberica.es/',
    focus: 'Pharmaceutical order picking',
  },
  {
    name: 'Kinetic Cells Pty Ltd',
    region: 'Australia & New Zealand',
    url: 'https://kineticcells.com.au/',
    focus: 'Returns processing',
  },
  {
    name: 'Tohoku Robot Engineering',
    region: 'Japan',
    url: 'https://www.tohoku-robotics.jp/',
    focus: 'Electronics kitting',
  },
];

const integratorCards = (list: { name: string; region: string; url: string; focus: string }[]): string =>
  list
    .map(
      (i) =>
        `<div role="listitem" class="collection-item w-dyn-item"><div class="integrator-card"><h3 class="heading-small">${i.name}</h3><div class="tag">${i.region}</div><p>${i.focus}</p><a href="${i.url}" target="_blank" class="text-link">Visit website →</a></div></div>`,
    )
    .join('');

export const site: CorpusSite = {
  domain: 'pickwell.ai',
  covers:
    'English Webflow robotics startup: ecosystem page with hardware and software partner cards (technology), a certified-integrator CMS collection paginated over two pages (channel), /partners redirecting to /ecosystem; negatives: "deployed at" customer logos, investors ("backed by"), press and award links, HubSpot demo form, Ashby job board, GitHub/YouTube/LinkedIn social links, robot-brand logos on the home page without links.',
  pages: {
    '/': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c001',
        'Pickwell Robotics | AI bin picking for any robot arm',
        'Pickwell Vision turns the robot arms you already own into reliable pickers of mixed, unseen items.',
        '/',
        `<section class="section hero"><div class="container w-container"><h1 class="hero-heading">Pick anything. With the robot you already have.</h1><p class="hero-sub">Pickwell Vision is a 3D camera, a compute box and a model trained on 40 million grasps. It plugs into your existing arm and picks mixed SKUs at 1,100 picks per hour.</p><a href="/book-a-demo" class="button w-button">Book a demo</a></div></section><section class="section logos"><div class="container w-container"><div class="eyebrow">Deployed at</div><div class="logo-row"><img src="${CDN}/65a0b1c2d3e4f5a6b7c8d9e1_ocado-grey.svg" alt="Ocado Technology" loading="lazy"/><img src="${CDN}/65a0b1c2d3e4f5a6b7c8d9e2_boots-grey.svg" alt="Boots" loading="lazy"/><img src="${CDN}/65a0b1c2d3e4f5a6b7c8d9e3_dhl-grey.svg" alt="DHL Supply Chain" loading="lazy"/><img src="${CDN}/65a0b1c2d3e4f5a6b7c8d9e4_asos-grey.svg" alt="ASOS" loading="lazy"/></div></div></section><section class="section works-with"><div class="container w-container"><h2>Works with the robots you already run</h2><div class="logo-row"><img src="${CDN}/65b1_ur.svg" alt="Universal Robots" loading="lazy"/><img src="${CDN}/65b2_abb.svg" alt="ABB Robotics" loading="lazy"/><img src="${CDN}/65b3_kuka.svg" alt="KUKA" loading="lazy"/></div><a href="/ecosystem" class="text-link">Explore the ecosystem →</a></div></section><section class="section backed"><div class="container w-container"><div class="eyebrow">Backed by</div><div class="logo-row"><a href="https://seedcamp.com/" target="_blank"><img src="${CDN}/65c1_seedcamp.svg" alt="Seedcamp" loading="lazy"/></a><a href="https://www.amadeuscapital.com/" target="_blank"><img src="${CDN}/65c2_amadeus.svg" alt="Amadeus Capital Partners" loading="lazy"/></a></div></div></section><section class="section quote"><div class="container w-container"><blockquote class="quote-text">“We went from a proof of concept to three production cells in eleven weeks, on arms we already owned.”</blockquote><div class="quote-author">Head of Automation, DHL Supply Chain UK</div></div></section>`,
      ),
    },
    '/ecosystem': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c002',
        'Ecosystem | Pickwell Robotics',
        'The robot arms, cameras, compute and warehouse software Pickwell Vision works with, and the integrators who deploy it.',
        '/ecosystem',
        `<section class="section"><div class="container w-container"><h1>Ecosystem</h1><p class="lead">Pickwell is hardware-agnostic by design. We partner with the best robot makers, sensor companies and software platforms so you can pick the stack that suits your site.</p><h2>Robot arms</h2><div class="w-layout-grid partner-grid"><div class="partner-card"><img src="${CDN}/65b1_ur.svg" alt="Universal Robots" loading="lazy"/><h3>Universal Robots</h3><p>UR+ certified URCap for UR5e, UR10e, UR20 and UR30.</p><a href="https://www.universal-robots.com/plus/" target="_blank" class="text-link">universal-robots.com</a></div><div class="partner-card"><img src="${CDN}/65b2_abb.svg" alt="ABB Robotics" loading="lazy"/><h3>ABB Robotics</h3><p>Native RAPID module for IRB 1300, IRB 4600 and GoFa.</p><a href="https://new.abb.com/products/robotics" target="_blank" class="text-link">abb.com/robotics</a></div><div class="partner-card"><img src="${CDN}/65b3_kuka.svg" alt="KUKA" loading="lazy"/><h3>KUKA</h3><p>KUKA.PLC mxAutomation interface for KR AGILUS and KR QUANTEC.</p><a href="https://www.kuka.com/" target="_blank" class="text-link">kuka.com</a></div></div><h2>Vision &amp; compute</h2><div class="w-layout-grid partner-grid"><div class="partner-card"><img src="${CDN}/65b4_zivid.svg" alt="Zivid" loading="lazy"/><h3>Zivid</h3><p>Zivid 2+ 3D cameras ship in every Pickwell Vision kit.</p><a href="https://www.zivid.com/" target="_blank" class="text-link">zivid.com</a></div><div class="partner-card"><img src="${CDN}/65b5_nvidia.svg" alt="NVIDIA" loading="lazy"/><h3>NVIDIA</h3><p>Inference runs on NVIDIA Jetson AGX Orin. Pickwell is a member of NVIDIA Inception.</p><a href="https://www.nvidia.com/en-gb/autonomous-machines/embedded-systems/jetson-orin/" target="_blank" class="text-link">nvidia.com</a></div></div><h2>Warehouse software</h2><div class="w-layout-grid partner-grid"><div class="partner-card"><img src="${CDN}/65b6_sap.svg" alt="SAP" loading="lazy"/><h3>SAP Extended Warehouse Management</h3><p>Certified integration: pick tasks flow directly from SAP EWM to the cell.</p><a href="https://www.sap.com/products/scm/extended-warehouse-management.html" target="_blank" class="text-link">sap.com</a></div></div><h2>Certified integrators</h2><p>Our integrator partners design, install and support Pickwell cells in 14 countries.</p><a href="/ecosystem/integrators" class="button w-button">Find an integrator</a></div></section>`,
      ),
    },
    '/ecosystem/integrators': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c003',
        'Certified integrators | Pickwell Robotics',
        'Find a Pickwell certified integrator near you.',
        '/ecosystem/integrators',
        `<section class="section"><div class="container w-container"><h1>Certified integrators</h1><p class="lead">Every integrator below has completed Pickwell certification and has at least one production cell live.</p><div class="w-dyn-list"><div role="list" class="collection-list w-dyn-items">${integratorCards(
          integratorsPage1,
        )}</div><div role="navigation" aria-label="List" class="w-pagination-wrapper"><a href="/ecosystem/integrators/page/2" aria-label="Next Page" class="w-pagination-next next-button"><div>Next</div></a><div class="w-page-count page-count" aria-label="Page 1 of 2">1 / 2</div></div></div><p>Want to become a Pickwell integrator? <a href="/book-a-demo?type=integrator" class="text-link">Apply here</a>.</p></div></section>`,
      ),
    },
    '/ecosystem/integrators/page/2': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c003',
        'Certified integrators (page 2) | Pickwell Robotics',
        'Find a Pickwell certified integrator near you.',
        '/ecosystem/integrators/page/2',
        `<section class="section"><div class="container w-container"><h1>Certified integrators</h1><div class="w-dyn-list"><div role="list" class="collection-list w-dyn-items">${integratorCards(
          integratorsPage2,
        )}</div><div role="navigation" aria-label="List" class="w-pagination-wrapper"><a href="/ecosystem/integrators" aria-label="Previous Page" class="w-pagination-previous previous-button"><div>Previous</div></a><div class="w-page-count page-count" aria-label="Page 2 of 2">2 / 2</div></div></div></div></section>`,
      ),
    },
    '/partners': { status: 301, redirect: '/ecosystem' },
    '/customers': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c004',
        'Customers | Pickwell Robotics',
        'How retailers and 3PLs use Pickwell Vision in production.',
        '/customers',
        `<section class="section"><div class="container w-container"><h1>Customers</h1><div class="case-grid"><div class="case-card"><h3>DHL Supply Chain: three cells in eleven weeks</h3><p>Health and beauty e-commerce, Northampton. 96.8% first-time pick success on 22,000 SKUs.</p><a href="https://www.dhl.com/gb-en/home/supply-chain.html" target="_blank" class="text-link">dhl.com</a></div><div class="case-card"><h3>Boots: returns processing at scale</h3><p>Automated induction of returned parcels at the Nottingham distribution centre.</p></div><div class="case-card"><h3>ASOS: peak without temps</h3><p>Two UR20 cells picking apparel polybags during Black Friday.</p></div></div></div></section>`,
      ),
    },
    '/company/about': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c005',
        'About | Pickwell Robotics',
        'Pickwell was spun out of the University of Cambridge in 2021.',
        '/company/about',
        `<section class="section"><div class="container w-container"><h1>About Pickwell</h1><p>Pickwell was founded in 2021 by Dr Maya Lindqvist and Arjun Bhatt, who met in the Cambridge Machine Intelligence Lab. We are 38 people across Cambridge and Munich.</p><p>We raised a £9m Series A in 2023 led by <a href="https://www.amadeuscapital.com/" target="_blank">Amadeus Capital Partners</a>, with <a href="https://seedcamp.com/" target="_blank">Seedcamp</a> participating.</p></div></section>`,
      ),
    },
    '/company/press': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c006',
        'Press | Pickwell Robotics',
        'Pickwell in the news.',
        '/company/press',
        `<section class="section"><div class="container w-container"><h1>Press</h1><ul role="list"><li><a href="https://techcrunch.com/2023/10/11/pickwell-raises-9m-to-make-any-robot-arm-a-picker/" target="_blank">TechCrunch</a>: Pickwell raises $11M to make any robot arm a picker</li><li><a href="https://www.therobotreport.com/pickwell-vision-launch/" target="_blank">The Robot Report</a>: Pickwell Vision launches with UR+ certification</li><li>Winner, automatica Startup Challenge 2023 (Munich)</li></ul><p>Media kit and enquiries: <a href="mailto:press@pickwell.ai">press@pickwell.ai</a></p></div></section>`,
      ),
    },
    '/company/careers': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c007',
        'Careers | Pickwell Robotics',
        'Join the team teaching robots to pick.',
        '/company/careers',
        `<section class="section"><div class="container w-container"><h1>Careers</h1><p>We hire robotics, ML and field engineers who like seeing their work run in real warehouses.</p><a href="https://jobs.ashbyhq.com/pickwell" target="_blank" class="button w-button">See open roles</a></div></section>`,
      ),
    },
    '/book-a-demo': {
      headers,
      html: page(
        '6501a2b3c4d5e6f7a8b9c008',
        'Book a demo | Pickwell Robotics',
        'See Pickwell Vision pick your items.',
        '/book-a-demo',
        `<section class="section"><div class="container w-container"><h1>Book a demo</h1><p>Send us ten of your hardest SKUs and we will film Pickwell picking them within a week.</p><div id="hubspot-form"></div><script>hbspt.forms.create({region: "eu1", portalId: "143876522", formId: "9a1f3c2e-7b4d-4e8a-b1c0-2d3e4f5a6b7c", target: "#hubspot-form"});</script></div></section>`,
        '<script charset="utf-8" type="text/javascript" src="//js-eu1.hsforms.net/forms/embed/v2.js"></script>',
      ),
    },
  },
  sitemap: [
    '/',
    '/ecosystem',
    '/ecosystem/integrators',
    '/customers',
    '/company/about',
    '/company/press',
    '/company/careers',
    '/book-a-demo',
  ],
  technologies: ['webflow', 'jquery', 'google-hosted-libraries', 'google-font-api', 'hubspot', 'plausible', 'open-graph'],
  partners: {
    'universal-robots.com': 'technology',
    'abb.com': 'technology',
    'kuka.com': 'technology',
    'zivid.com': 'technology',
    'nvidia.com': 'technology',
    'sap.com': 'technology',
    'axiomautomation.co.uk': 'channel',
    'robonord.se': 'channel',
    'cellwerk.de': 'channel',
    'midwestpalletizing.com': 'channel',
    'automatica-iberica.es': 'channel',
    'kineticcells.com.au': 'channel',
    'tohoku-robotics.jp': 'channel',
  },
};
