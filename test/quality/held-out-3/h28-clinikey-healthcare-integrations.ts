import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  via: '1.1 varnish',
  'x-varnish': '912834771 905512330',
  'cache-control': 'max-age=900, public',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="en-GB" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="description" content="${description}">
<link rel="canonical" href="https://www.clinikey.co.uk${path}">
<meta property="og:site_name" content="Clinikey">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.clinikey.co.uk${path}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://www.clinikey.co.uk/sites/default/files/2025-06/clinikey-og.png">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/clinikey/favicon.ico" type="image/vnd.microsoft.icon">
<title>${title}</title>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="2b7f5c1e-9a0d-4e3b-8f61-7d2c9e0a4b15" data-blockingmode="auto" type="text/javascript"></script>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qv8n2kXy7pL4mR1sT0uW9zA3bC6dE5fG.css?delta=0&amp;language=en&amp;theme=clinikey&amp;include=eJxLzs8pSk0u0c8qLSrJ">
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-P4NHS7Q"></script>
</head>
<body class="path-frontpage page-node-type-landing-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>`;

const nav = `<header class="site-header" role="banner">
  <div class="site-header__inner">
    <a href="/" rel="home" class="site-logo"><img src="/themes/custom/clinikey/logo.svg" alt="Clinikey home" width="160" height="40"></a>
    <nav role="navigation" aria-labelledby="block-mainnavigation-menu" id="block-mainnavigation">
      <h2 class="visually-hidden" id="block-mainnavigation-menu">Main navigation</h2>
      <ul class="menu menu--main">
        <li class="menu-item menu-item--expanded"><a href="/product">Product</a>
          <ul class="menu">
            <li class="menu-item"><a href="/product/online-booking">Online booking</a></li>
            <li class="menu-item"><a href="/product/triage">Digital triage</a></li>
            <li class="menu-item"><a href="/product/waiting-room">Virtual waiting room</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="/who-we-help">Who we help</a></li>
        <li class="menu-item"><a href="/case-studies">Case studies</a></li>
        <li class="menu-item"><a href="/resources">Resources</a></li>
        <li class="menu-item"><a href="/about-us">About us</a></li>
        <li class="menu-item menu-item--cta"><a href="/book-a-demo">Book a demo</a></li>
      </ul>
    </nav>
  </div>
</header>`;

const footer = `<footer class="site-footer" role="contentinfo">
  <div class="site-footer__top">
    <div class="footer-block">
      <h2>Clinikey</h2>
      <p>Clinikey Ltd, Unit 4, The Sanctuary, 23 Oakhill Grove, Surbiton KT6 6DU. Registered in England &amp; Wales no. 11823045.</p>
    </div>
    <nav class="footer-block" aria-label="Footer">
      <ul class="menu">
        <li><a href="/about-us">About us</a></li>
        <li><a href="/integrations">Integrations directory</a></li>
        <li><a href="/partners">Partners</a></li>
        <li><a href="https://clinikey.bamboohr.com/careers" target="_blank">Careers</a></li>
        <li><a href="https://support.clinikey.co.uk/">Support centre</a></li>
        <li><a href="/trust-and-compliance">Trust &amp; compliance</a></li>
      </ul>
    </nav>
    <div class="footer-block footer-block--assurance">
      <h2>Assurance</h2>
      <ul class="assurance-badges">
        <li><a href="https://iasme.co.uk/cyber-essentials/"><img src="/sites/default/files/badges/cyber-essentials-plus.png" alt="Cyber Essentials Plus certified"></a></li>
        <li><a href="https://www.dsptoolkit.nhs.uk/OrganisationSearch/8KL21"><img src="/sites/default/files/badges/dspt-standards-met.png" alt="DSPT Standards Met 2025/26"></a></li>
        <li><a href="https://www.bsigroup.com/en-GB/iso-27001-information-security/"><img src="/sites/default/files/badges/bsi-iso27001.png" alt="BSI ISO/IEC 27001 certified, certificate IS 781203"></a></li>
        <li><a href="https://www.applytosupply.digitalmarketplace.service.gov.uk/g-cloud/services/402118745610233"><img src="/sites/default/files/badges/g-cloud-14.png" alt="Available on G-Cloud 14"></a></li>
      </ul>
    </div>
  </div>
  <div class="site-footer__bottom">
    <ul class="social-links">
      <li><a href="https://www.linkedin.com/company/clinikey-uk">LinkedIn</a></li>
      <li><a href="https://bsky.app/profile/clinikey.co.uk">Bluesky</a></li>
      <li><a href="https://www.youtube.com/@clinikeyuk">YouTube</a></li>
    </ul>
    <p>&copy; 2026 Clinikey Ltd &middot; <a href="/privacy-notice">Privacy notice</a> &middot; <a href="/accessibility">Accessibility statement</a> &middot; <a href="javascript:Cookiebot.renew()">Cookie preferences</a></p>
  </div>
</footer>
</div>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/sites/default/files/js/js_Rk3x9ZqLw2mN8pV5tY1uB4cD7eF0gH6j.js?scope=footer&amp;delta=0&amp;language=en&amp;theme=clinikey"></script>
</body>
</html>`;

const home = `${head('Clinikey | Online consultation and booking for GP practices', 'Clinikey gives GP practices online booking, digital triage and a virtual waiting room that write straight back to the clinical record. Used by 400+ NHS practices.', '/')}
${nav}
<main role="main">
  <a id="main-content" tabindex="-1"></a>
  <section class="paragraph paragraph--type--hero">
    <h1>Fewer 8am phone queues. Happier patients and staff.</h1>
    <p>Clinikey routes every patient request to the right clinician, books appointments into your clinical system and keeps patients updated by SMS and the NHS App.</p>
    <a href="/book-a-demo" class="button button--primary">Book a demo</a>
  </section>

  <section class="paragraph paragraph--type--logos">
    <h2>Used by 400+ practices and 30 PCNs</h2>
    <ul class="logo-list">
      <li><a href="https://www.riversidemedicalpractice.co.uk/"><img src="/sites/default/files/customers/riverside.png" alt="Riverside Medical Practice"></a></li>
      <li><a href="https://www.thehollieshealthcentre.nhs.uk/"><img src="/sites/default/files/customers/hollies.png" alt="The Hollies Health Centre"></a></li>
      <li><a href="https://www.northyorkshirepcn.co.uk/"><img src="/sites/default/files/customers/nypcn.png" alt="North Yorkshire PCN"></a></li>
      <li><a href="https://www.bathroadsurgery.co.uk/"><img src="/sites/default/files/customers/bath-road.png" alt="Bath Road Surgery"></a></li>
    </ul>
    <a href="/case-studies">Read our case studies</a>
  </section>

  <section class="paragraph paragraph--type--stats">
    <ul>
      <li><strong>63%</strong> fewer calls at 8am</li>
      <li><strong>2.1 million</strong> patient requests triaged in 2025</li>
      <li><strong>4.8/5</strong> average staff rating</li>
    </ul>
  </section>

  <section class="paragraph paragraph--type--text-image">
    <h2>Works with the systems you already use</h2>
    <p>Clinikey writes back to EMIS Web and SystmOne, sends messages through your existing SMS provider and fits into your PCN's workflows. We also work with regional implementation partners who know your ICB.</p>
    <a href="/partners" class="button">Explore our partner network</a>
  </section>

  <section class="paragraph paragraph--type--news">
    <h2>News</h2>
    <ul>
      <li><a href="https://www.digitalhealth.net/2026/05/clinikey-triage-rollout-north-east/">Digital Health: Clinikey triage rolled out across North East and North Cumbria</a></li>
      <li>Winner, Best Use of Digital in Primary Care &mdash; <a href="https://www.hsj.co.uk/hsj-digital-awards">HSJ Digital Awards 2026</a></li>
      <li>Clinikey raises &pound;9m Series A led by <a href="https://www.mercia.co.uk/">Mercia Ventures</a></li>
      <li>Meet us on stand D14 at <a href="https://www.digitalhealth.net/events/rewired/">Digital Health Rewired 2026</a></li>
    </ul>
  </section>
</main>
${footer}`;

const partners = `${head('Partner network | Clinikey', 'Implementation partners and technology partners that help practices get the most from Clinikey.', '/partners')}
${nav}
<main role="main">
  <a id="main-content" tabindex="-1"></a>
  <section class="page-header">
    <nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>Partners</li></ol></nav>
    <h1>Our partner network</h1>
    <p>Clinikey works with two kinds of partners: <strong>implementation partners</strong>, who plan and run your go-live, and <strong>technology partners</strong>, whose systems Clinikey connects to. See the <a href="/integrations">integrations directory</a> for our technology partners.</p>
  </section>

  <section class="paragraph paragraph--type--partner-list">
    <h2>Implementation partners</h2>
    <h3 class="tier">Accredited partners</h3>
    <dl class="partner-dl">
      <dt><a href="https://www.wessexdigitalhealth.co.uk/">Wessex Digital Health</a></dt>
      <dd>South West and Wessex ICBs. Go-live planning, staff training and demand-and-capacity reviews.</dd>
      <dt><a href="https://penninepcit.co.uk/services/online-consultation">Pennine Primary Care IT</a></dt>
      <dd>Greater Manchester and West Yorkshire. Template builds for EMIS Web and SystmOne.</dd>
      <dt><a href="https://www.carrickclinical.ie/">Carrick Clinical Systems</a></dt>
      <dd>Northern Ireland and Republic of Ireland. Integration and support for GP practices and out-of-hours services.</dd>
    </dl>
    <h3 class="tier">Associate partners</h3>
    <dl class="partner-dl">
      <dt><a href="https://tamarhealth.co.uk/">Tamar Health Informatics</a></dt>
      <dd>Cornwall and Devon. Data migration and reporting.</dd>
      <dt>Midlands Practice Managers Network</dt>
      <dd>Peer support and training for practice managers in the West Midlands.</dd>
    </dl>
  </section>

  <section class="paragraph paragraph--type--cta">
    <h2>Become a Clinikey partner</h2>
    <p>We're looking for partners with deep NHS primary care experience. <a href="/partners/apply">Apply to the partner programme</a> or <a href="https://partners.clinikey.co.uk/user/login">sign in to the partner portal</a>.</p>
  </section>
</main>
${footer}`;

const integrations = `${head('Integrations directory | Clinikey', 'Clinical systems, messaging and document tools that integrate with Clinikey.', '/integrations')}
${nav}
<main role="main">
  <a id="main-content" tabindex="-1"></a>
  <section class="page-header">
    <h1>Integrations directory</h1>
    <p>Clinikey is assured for the GP IT Futures / Digital Care Services framework and integrates with the clinical systems used by 99% of English practices.</p>
  </section>
  <section class="integration-tiles">
    <h2>Clinical systems</h2>
    <div class="tiles">
      <a class="tile" href="/integrations/emis-web"><img src="/sites/default/files/integrations/emis.svg" alt=""><span class="tile__title">EMIS Web</span><span class="tile__meta">Appointments, write-back, IM1</span></a>
      <a class="tile" href="/integrations/systmone"><img src="/sites/default/files/integrations/tpp.svg" alt=""><span class="tile__title">SystmOne</span><span class="tile__meta">Appointments, write-back</span></a>
    </div>
    <h2>Messaging &amp; documents</h2>
    <div class="tiles">
      <a class="tile" href="/integrations/accurx"><img src="/sites/default/files/integrations/accurx.svg" alt=""><span class="tile__title">Accurx</span><span class="tile__meta">SMS and video consultations</span></a>
      <div class="tile"><img src="/sites/default/files/integrations/docman.svg" alt=""><span class="tile__title">Docman</span><span class="tile__meta">Document workflow &middot; <a href="https://www.docman.com/">docman.com</a></span></div>
      <div class="tile"><img src="/sites/default/files/integrations/teams.svg" alt=""><span class="tile__title">Microsoft Teams</span><span class="tile__meta">Staff notifications &middot; <a href="https://www.microsoft.com/en-gb/microsoft-teams/">microsoft.com</a></span></div>
    </div>
  </section>
</main>
${footer}`;

const detail = (
  name: string,
  vendor: string,
  url: string,
  body: string,
): string => `${head(`${name} integration | Clinikey`, `How Clinikey integrates with ${name} by ${vendor}.`, `/integrations/${name.toLowerCase().replace(/\s+/g, '-')}`)}
${nav}
<main role="main">
  <a id="main-content" tabindex="-1"></a>
  <article class="node node--type--integration">
    <nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/integrations">Integrations</a></li><li>${name}</li></ol></nav>
    <h1>${name}</h1>
    <p class="integration-vendor">Technology partner: <a href="${url}">${vendor}</a></p>
    ${body}
    <p><a href="https://support.clinikey.co.uk/hc/en-gb/sections/integrations">Setup guide in the support centre</a></p>
  </article>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'clinikey.co.uk',
  covers:
    'UK Drupal healthcare-IT site: a body button "Explore our partner network" leads to a hub with tiered implementation partners in definition lists (one unlinked), which links to an integrations directory whose tiles go to internal detail pages that link out (plus two tiles linking out directly); traps: GP practice customer logos, DSPT/Cyber Essentials/BSI/G-Cloud assurance badges, HSJ award, investor, press and conference links, BambooHR careers, partner programme and portal login.',
  pages: {
    '/': { redirect: 'https://www.clinikey.co.uk/' },
    'https://www.clinikey.co.uk/': { headers, html: home },
    'https://www.clinikey.co.uk/partners': { headers, html: partners },
    'https://www.clinikey.co.uk/integrations': { headers, html: integrations },
    'https://www.clinikey.co.uk/integrations/emis-web': {
      headers,
      html: detail(
        'EMIS Web',
        'Optum (EMIS Health)',
        'https://www.emishealth.com/',
        '<p>Clinikey books directly into EMIS Web appointment slots through the IM1 pairing interface and files triage forms into the patient record as coded consultations.</p><ul><li>Slot types mapped per rota</li><li>SNOMED-coded write-back</li><li>Patient demographics lookup via PDS</li></ul>',
      ),
    },
    'https://www.clinikey.co.uk/integrations/systmone': {
      headers,
      html: detail(
        'SystmOne',
        'TPP',
        'https://tpp-uk.com/products/systmone/',
        '<p>Appointments and triage outcomes are written to SystmOne in real time. Requires the Clinikey SystmOne client on one workstation per practice.</p>',
      ),
    },
    'https://www.clinikey.co.uk/integrations/accurx': {
      headers,
      html: detail(
        'Accurx',
        'Accurx',
        'https://www.accurx.com/',
        '<p>Send Clinikey booking links inside Accurx messages and start an Accurx video consultation from any triaged request.</p>',
      ),
    },
  },
  sitemap: [
    'https://www.clinikey.co.uk/',
    'https://www.clinikey.co.uk/product',
    'https://www.clinikey.co.uk/case-studies',
    'https://www.clinikey.co.uk/partners',
    'https://www.clinikey.co.uk/integrations',
    'https://www.clinikey.co.uk/integrations/emis-web',
    'https://www.clinikey.co.uk/integrations/systmone',
    'https://www.clinikey.co.uk/integrations/accurx',
    'https://www.clinikey.co.uk/about-us',
  ],
  technologies: ['drupal', 'php', 'varnish', 'cookiebot', 'google-tag-manager', 'bamboohr', 'open-graph'],
  partners: {
    'wessexdigitalhealth.co.uk': 'channel',
    'penninepcit.co.uk': 'channel',
    'carrickclinical.ie': 'channel',
    'tamarhealth.co.uk': 'channel',
    'emishealth.com': 'technology',
    'tpp-uk.com': 'technology',
    'accurx.com': 'technology',
    'docman.com': 'technology',
    'microsoft.com': 'technology',
  },
};
