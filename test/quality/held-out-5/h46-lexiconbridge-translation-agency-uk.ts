import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'nginx/1.24.0',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-dynamic-cache': 'MISS',
  'cache-control': 'max-age=900, public',
  'content-language': 'en',
};

const layout = (title: string, path: string, body: string): string => `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="canonical" href="https://www.lexiconbridge.co.uk${path}">
<title>${title} | Lexicon Bridge</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qx3v9aKd2mTzL8rW1pY0cN5bE7hG4jF6sU.css?delta=0&amp;language=en&amp;theme=lexicon&amp;include=eJxLz">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-5LBX2RK');</script>
<!-- End Google Tag Manager -->
</head>
<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Skip to main content</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <a href="/" rel="home" class="site-logo"><img src="/themes/custom/lexicon/logo.svg" alt="Lexicon Bridge"></a>
  <nav role="navigation" aria-labelledby="block-lexicon-main-menu" id="block-lexicon-main-menu">
    <ul class="menu menu--main">
      <li class="menu-item menu-item--expanded"><a href="/services" data-drupal-link-system-path="node/4">Services</a>
        <ul class="menu"><li><a href="/services/legal-translation">Legal translation</a></li><li><a href="/services/life-sciences">Life sciences</a></li><li><a href="/services/interpreting">Interpreting</a></li></ul>
      </li>
      <li class="menu-item"><a href="/industries" data-drupal-link-system-path="node/9">Industries</a></li>
      <li class="menu-item"><a href="/clients" data-drupal-link-system-path="node/12">Clients</a></li>
      <li class="menu-item"><a href="/about-us" data-drupal-link-system-path="node/2">About us</a></li>
      <li class="menu-item"><a href="/insights" data-drupal-link-system-path="insights">Insights</a></li>
      <li class="menu-item"><a href="/get-a-quote" class="button">Get a quote</a></li>
    </ul>
  </nav>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
${body}
</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <nav><ul class="menu menu--footer">
      <li><a href="/linguists">Work with us as a linguist</a></li>
      <li><a href="https://lexicon-bridge.workable.com/">Careers</a></li>
      <li><a href="https://portal.lexiconbridge.co.uk/">Client portal</a></li>
      <li><a href="/privacy-notice">Privacy notice</a></li>
      <li><a href="/modern-slavery-statement">Modern slavery statement</a></li>
    </ul></nav>
    <div class="accreditations">
      <img src="/sites/default/files/2024-02/iso-17100.png" alt="ISO 17100 certified">
      <img src="/sites/default/files/2024-02/iso-27001.png" alt="ISO 27001 certified">
      <a href="https://www.atc.org.uk/"><img src="/sites/default/files/2024-02/atc-member.png" alt="Member of the Association of Translation Companies"></a>
    </div>
    <p>Lexicon Bridge Ltd · 3rd Floor, 41 Corn Street, Bristol BS1 1HT · Registered in England and Wales No. 08765432</p>
    <p><a href="https://www.linkedin.com/company/lexicon-bridge/">LinkedIn</a> · <a href="https://x.com/lexiconbridge">X</a> · <a href="https://www.lexiconbridge.de/">Deutsch</a></p>
  </div>
</footer>
</div>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
</body>
</html>`;

const home = layout(
  'Specialist translation and interpreting',
  '/',
  `<section class="hero"><h1>Translation for documents that cannot be wrong</h1>
  <p>ISO 17100-certified legal, financial and life-sciences translation in 140 languages, with native-speaker subject experts and a second linguist on every job.</p>
  <a href="/get-a-quote" class="button">Get a quote in 2 hours</a></section>
<section class="clients-strip"><h2>Relied on by legal and life-sciences teams</h2>
  <ul>
    <li><a href="https://www.harringtonwhite.co.uk/"><img src="/sites/default/files/clients/harrington-white.png" alt="Harrington White LLP"></a></li>
    <li><a href="https://www.novacura-bio.com/"><img src="/sites/default/files/clients/novacura.png" alt="NovaCura Biologics"></a></li>
    <li><a href="https://www.severnbank.co.uk/"><img src="/sites/default/files/clients/severnbank.png" alt="Severn Bank"></a></li>
  </ul>
  <a href="/clients">Read our case studies</a>
</section>
<section class="insights"><h2>Latest insights</h2><article><a href="/insights/why-we-moved-our-tm-to-the-cloud">Why we moved our translation memories to the cloud</a></article></section>`,
);

const clients = layout(
  'Clients and case studies',
  '/clients',
  `<h1>Clients and case studies</h1>
<div class="views-view-grid">
  <article class="case-study"><h2>Harrington White LLP: 2.1 million words of disclosure in six weeks</h2><p>A cross-border arbitration needed German and Polish disclosure translated under a court deadline.</p><a href="https://www.harringtonwhite.co.uk/">harringtonwhite.co.uk</a></article>
  <article class="case-study"><h2>NovaCura Biologics: clinical trial documents in 23 languages</h2><p>Patient-facing informed-consent forms, with linguistic validation.</p><a href="https://www.novacura-bio.com/">novacura-bio.com</a></article>
  <article class="case-study"><h2>Severn Bank: annual report in Welsh</h2><p>Bilingual reporting under the Welsh Language Standards.</p></article>
</div>`,
);

const linguists = layout(
  'Work with us as a linguist',
  '/linguists',
  `<h1>Join our linguist partner network</h1>
<div class="field field--name-body">
  <p>We work with more than 3,000 freelance translators, revisers and interpreters. Our linguist partners get fair rates paid within 30 days, steady volumes and free access to our CAT tool licences.</p>
  <h2>What we look for</h2>
  <ul><li>A degree in translation or a relevant specialism, or five years' professional experience</li><li>Membership of a professional body such as the <a href="https://www.iti.org.uk/">ITI</a> or <a href="https://www.ciol.org.uk/">CIOL</a></li><li>Experience with a CAT tool</li></ul>
  <p><a href="https://vendors.lexiconbridge.co.uk/register" class="button">Register as a linguist</a> · <a href="https://vendors.lexiconbridge.co.uk/login">Vendor portal login</a></p>
</div>`,
);

const about = layout(
  'About us',
  '/about-us',
  `<h1>About Lexicon Bridge</h1>
<div class="field field--name-body">
  <p>Founded in Bristol in 2009, we are an independent, employee-owned language services company with offices in Bristol and Leipzig.</p>
  <h2>Quality and security</h2>
  <p>Our quality management system is certified to ISO 17100 and ISO 9001, and our information security to ISO 27001, audited annually by <a href="https://www.bsigroup.com/en-GB/">BSI</a>.</p>
  <h2>Memberships</h2>
  <ul>
    <li><a href="https://www.atc.org.uk/">Association of Translation Companies</a> (ATC)</li>
    <li><a href="https://elia-association.org/">European Language Industry Association</a> (ELIA)</li>
    <li><a href="https://www.bristolchamber.co.uk/">Bristol Chamber of Commerce</a></li>
  </ul>
  <h2>Awards</h2>
  <p>ATC Language Industry Awards 2025 — winner, Best Client Collaboration.</p>
  <h2>Community</h2>
  <p>We sponsor the <a href="https://www.bristolfilmfestival.com/">Bristol Film Festival</a> subtitling programme and fund two MA bursaries at the <a href="https://www.bristol.ac.uk/">University of Bristol</a>.</p>
</div>`,
);

const post = layout(
  'Why we moved our translation memories to the cloud',
  '/insights/why-we-moved-our-tm-to-the-cloud',
  `<article class="node node--type-insight">
  <h1>Why we moved our translation memories to the cloud</h1>
  <p class="byline">By Anna Schreiber, Head of Language Technology · 4 March 2026</p>
  <div class="field field--name-body">
    <p>For ten years our linguists worked in desktop CAT tools. Last year we moved every translation memory to <a href="https://www.memoq.com/">memoQ</a> TMS, while keeping <a href="https://www.trados.com/">Trados Studio</a> for the linguists who prefer it.</p>
    <p>Machine translation runs through <a href="https://www.deepl.com/pro">DeepL Pro</a> for some language pairs, always post-edited. We evaluated <a href="https://phrase.com/">Phrase</a> and XTM as well.</p>
    <p>This article first appeared on <a href="https://medium.com/@lexiconbridge/tm-cloud-migration">our Medium channel</a>.</p>
  </div>
</article>`,
);

export const site: CorpusSite = {
  domain: 'lexiconbridge.co.uk',
  otherDomains: ['lexiconbridge.de'],
  covers:
    'UK Drupal 10 translation agency on nginx that lists no partners at all: a "linguist partner network" page for freelancers that names none, with a vendor portal login; traps are a client logo strip and linked case studies, ISO badges and a BSI auditor, ATC/ELIA/ITI/CIOL/chamber memberships, festival sponsorship and university bursaries, CAT and MT tools and Medium in a blog post, Workable careers, a German sister site and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.lexiconbridge.co.uk/' },
    'https://www.lexiconbridge.co.uk/': { headers, html: home },
    'https://www.lexiconbridge.co.uk/clients': { headers, html: clients },
    'https://www.lexiconbridge.co.uk/linguists': { headers, html: linguists },
    'https://www.lexiconbridge.co.uk/about-us': { headers, html: about },
    'https://www.lexiconbridge.co.uk/insights/why-we-moved-our-tm-to-the-cloud': { headers, html: post },
  },
  sitemap: [
    'https://www.lexiconbridge.co.uk/',
    'https://www.lexiconbridge.co.uk/clients',
    'https://www.lexiconbridge.co.uk/about-us',
    'https://www.lexiconbridge.co.uk/linguists',
    'https://www.lexiconbridge.co.uk/insights/why-we-moved-our-tm-to-the-cloud',
  ],
  technologies: ['drupal', 'php', 'nginx', 'google-tag-manager', 'workable'],
  partners: {},
};
