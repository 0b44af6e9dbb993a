import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Squarespace',
  'content-type': 'text/html;charset=utf-8',
  'strict-transport-security': 'max-age=15552000',
  'x-contextid': 'Rb1sT9Wq/kQ2mZp7',
  'set-cookie': 'crumb=BZq1uX3pY2ZhNjk3MmE4ZDRhOTM; Path=/; Secure; SameSite=Lax',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.clearwaterfutures.org${path}"/>
<meta property="og:site_name" content="Clearwater Futures"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="https://www.clearwaterfutures.org${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="http://static1.squarespace.com/static/62b3a1f0c4d5e6a7b8c9d0e1/t/65c2f1a0b3d4e5f6a7b8c9d0/1707400000000/og-clearwater.jpg?format=1500w"/>
<meta name="description" content="${description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/62b3a1f0c4d5e6a7b8c9d0e1/48/5c5a519771b9d9f3b6e2d8a1/62b3a1f0c4d5e6a7b8c9d0f2/1607/site.css"/>
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-4e5a1b2c3d4e5f60-min.en-GB.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"62b3a1f0c4d5e6a7b8c9d0e1","identifier":"clearwater-futures","websiteType":1,"siteTitle":"Clearwater Futures","timeZone":"Europe/London","language":"en-GB"},"templateId":"5c5a519771b9d9f3b6e2d8a1"};</script>
<script type="application/ld+json">{"url":"https://www.clearwaterfutures.org","name":"Clearwater Futures","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NGO","name":"Clearwater Futures","url":"https://www.clearwaterfutures.org","nonprofitStatus":"Nonprofit501c3","sameAs":["https://www.instagram.com/clearwaterfutures","https://www.linkedin.com/company/clearwater-futures"]}</script>
</head>`;

const header = `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{}">
<div class="header-announcement-bar-wrapper"><div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
<div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/logo-clearwater.png?format=1500w" alt="Clearwater Futures" style="display:block"></a></div>
<div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
<div class="header-nav-item header-nav-item--folder"><a class="header-nav-folder-title" href="/about-us-1" tabindex="-1" data-animation-role="header-element">About</a>
<div class="header-nav-folder-content"><div class="header-nav-folder-item"><a href="/about-us"><span class="header-nav-folder-item-content">Our story</span></a></div><div class="header-nav-folder-item"><a href="/our-partners"><span class="header-nav-folder-item-content">Partners</span></a></div><div class="header-nav-folder-item"><a href="/annual-reports"><span class="header-nav-folder-item-content">Annual reports</span></a></div></div></div>
<div class="header-nav-item header-nav-item--collection"><a href="/where-we-work" data-animation-role="header-element">Where we work</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/news" data-animation-role="header-element">News</a></div>
<div class="header-nav-item header-nav-item--collection"><a href="/get-involved" data-animation-role="header-element">Get involved</a></div>
</nav></div></div>
<div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="https://donorbox.org/clearwater-futures-appeal">Donate</a></div>
</div></div>
</header>`;

const footer = `<footer class="sections" id="footer-sections" data-footer-sections>
<section class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-theme="black">
<div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">
<div class="row sqs-row">
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><h4>Clearwater Futures</h4><p>Unit 4, 22 Wharf Road, London N1 7GR</p><p>Registered charity in England and Wales no. 1172964. Company no. 10563218.</p></div></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content"><h4>Links</h4><p><a href="/our-partners">Our partners</a><br><a href="/annual-reports">Accounts &amp; annual reports</a><br><a href="/safeguarding">Safeguarding</a><br><a href="/privacy-policy">Privacy policy</a><br><a href="/jobs">Jobs &amp; volunteering</a></p></div></div></div></div>
<div class="col sqs-col-4 span-4"><div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content"><a href="https://www.fundraisingregulator.org.uk/directory/clearwater-futures" class="sqs-block-image-link"><img src="https://images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/fr-badge.png" alt="Registered with the Fundraising Regulator"></a></div></div>
<div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content"><nav><a href="https://www.instagram.com/clearwaterfutures" target="_blank" aria-label="Instagram">Instagram</a> <a href="https://www.linkedin.com/company/clearwater-futures" target="_blank" aria-label="LinkedIn">LinkedIn</a> <a href="https://www.youtube.com/@clearwaterfutures" target="_blank" aria-label="YouTube">YouTube</a></nav></div></div></div>
</div></div></div></div>
</section>
</footer>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771b9d9f3b6e2d8a1/scripts/site-bundle.7f1a2b3c4d5e6f70.js" type="text/javascript"></script>
<div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2" role="region" aria-label="Cookie banner"><p>We use cookies to understand how supporters use our site.</p><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div></div>`;

const doc = (title: string, description: string, path: string, collectionId: string, main: string): string => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-GB">
${head(title, description, path)}
<body id="collection-${collectionId}" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled header-width-full form-field-style-solid form-field-shape-square collection-type-page collection-layout-default">
<div id="siteWrapper" class="clearfix site-wrapper">
${header}
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${collectionId}">
${main}
</article>
</main>
${footer}
</div>
</body>
</html>`;

const section = (inner: string): string =>
  `<section class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-theme="white"><div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${inner}</div></div></div></div></div></section>`;

const html = (inner: string): string =>
  `<div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">${inner}</div></div></div>`;

const imageCard = (href: string, img: string, alt: string, caption: string): string =>
  `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-card"><figure class="sqs-block-image-figure intrinsic"><a href="${href}" class="sqs-block-image-link" target="_blank"><div class="image-block-wrapper"><img data-src="https://images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/${img}" src="https://images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/${img}?format=500w" alt="${alt}"></div></a><figcaption class="image-caption-wrapper"><div class="image-card-wrapper"><div class="image-title-wrapper"><div class="image-title sqs-dynamic-text"><p>${alt}</p></div></div><div class="image-subtitle-wrapper"><div class="image-subtitle sqs-dynamic-text"><p>${caption}</p></div></div></div></figcaption></figure></div></div></div>`;

const partners = doc(
  'Our partners — Clearwater Futures',
  'Clearwater Futures works through local implementing partners and with corporate partners who share our mission of safe water for every school and clinic.',
  '/our-partners',
  '63a1b2c3d4e5f60718293a4b',
  `${section(html('<h1>Our partners</h1><p class="sqsrte-large">We never build a water point on our own. Local organisations lead every project, and companies lend funding, skills and technology.</p>'))}
${section(`${html('<h2>Implementing partners</h2><p>Our implementing partners are locally led organisations that design, build and maintain water, sanitation and hygiene projects with their communities. We fund them, share technical support and report together.</p>')}
<div class="row sqs-row"><div class="col sqs-col-4 span-4">${imageCard('https://www.majisafi-initiative.or.ke/', 'majisafi.png', 'Maji Safi Initiative', 'Kitui County, Kenya – boreholes and school latrines since 2016')}</div>
<div class="col sqs-col-4 span-4">${imageCard('https://www.ugandawaterlocals.org/', 'wul.png', 'Water for Uganda Locals', 'Gulu and Lira – rainwater harvesting at health centres')}</div>
<div class="col sqs-col-4 span-4">${imageCard('https://www.sante-eau-sahel.org/', 'ses.png', 'Santé Eau Sahel', 'Ségou, Mali – hand-pump repair networks run by women mechanics')}</div></div>`)}
${section(`${html('<h2>Corporate partners</h2><p>Our corporate partners support us through unrestricted funding, employee volunteering and pro bono expertise.</p>')}
<div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery">
<div class="slide"><a href="https://www.halewoodengineering.co.uk/" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/halewood.png" alt="Halewood Engineering"></a></div>
<div class="slide"><a href="https://www.brightriverbank.com/" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/62b3a1f0c4d5e6a7b8c9d0e1/brightriver.png" alt="Brightriver Bank"></a></div>
</div></div>
${html('<h3>Technology partner</h3><p><a href="https://geospring.io/">GeoSpring</a> donates its GIS platform and sensor dashboards, so we can monitor the functionality of 1,900 water points in real time.</p>')}`)}
${section(html('<h2>Funders</h2><p>We are grateful to the trusts and foundations that fund our programmes, including the <a href="https://www.marlowtrust.org.uk/">Marlow Family Trust</a>, the <a href="https://www.tnlcommunityfund.org.uk/">National Lottery Community Fund</a> and the <a href="https://www.aldgatefoundation.org/">Aldgate Foundation</a>.</p><h2>Want to partner with us?</h2><p>Contact our partnerships team at <a href="mailto:partnerships@clearwaterfutures.org">partnerships@clearwaterfutures.org</a>.</p>'))}`,
);

const home = doc(
  'Clearwater Futures — Safe water for every school and clinic',
  'Clearwater Futures is a UK charity bringing safe water, toilets and hygiene to schools and health centres in East and West Africa.',
  '/',
  '62b3a1f0c4d5e6a7b8c9d100',
  `${section(html('<h1>Safe water for every school and clinic</h1><p class="sqsrte-large">Since 2014 we have helped 412,000 people get clean water, working through local partners in Kenya, Uganda and Mali.</p><p><a class="sqs-block-button-element--large sqs-button-element--primary" href="https://donorbox.org/clearwater-futures-appeal">Give today</a></p>'))}
${section(html('<h2>Our impact in 2025</h2><ul><li><strong>86</strong> new water points</li><li><strong>41</strong> schools with new toilets</li><li><strong>97%</strong> of water points working after five years</li></ul>'))}
${section(html('<h2>As featured in</h2><p>Our women mechanics programme was featured by <a href="https://www.theguardian.com/global-development/2025/jun/12/mali-women-hand-pump-mechanics">The Guardian</a> and <a href="https://www.devex.com/news/clearwater-futures-sahel-107215">Devex</a>.</p><h2>Patron</h2><p>Our patron is the broadcaster Dame Imogen Hart.</p>'))}`,
);

const about = doc(
  'Our story — Clearwater Futures',
  'How Clearwater Futures started and how we work.',
  '/about-us',
  '62b3a1f0c4d5e6a7b8c9d101',
  section(
    html(
      '<h1>Our story</h1><p>Clearwater Futures was founded by two engineers after a school water project they built in 2012 broke down within a year. We now fund only locally led projects, with a maintenance plan built in from day one.</p><p>Read about <a href="/our-partners">our partners</a> or download our <a href="/annual-reports">annual reports</a>. We are registered with the <a href="https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1172964">Charity Commission</a>.</p>',
    ),
  ),
);

const whereWeWork = doc(
  'Where we work — Clearwater Futures',
  'Our programmes in Kenya, Uganda and Mali.',
  '/where-we-work',
  '62b3a1f0c4d5e6a7b8c9d102',
  section(
    html(
      '<h1>Where we work</h1><h2>Kenya</h2><p>In Kitui County we work with Maji Safi Initiative on boreholes and sand dams for 38 schools.</p><h2>Uganda</h2><p>Rainwater harvesting at 22 health centres in Northern Uganda.</p><h2>Mali</h2><p>Hand-pump repair networks in the Ségou region.</p>',
    ),
  ),
);

export const site: CorpusSite = {
  domain: 'clearwaterfutures.org',
  covers:
    'Squarespace UK charity on www; partners page under the About folder and in the footer: implementing partners as Squarespace image cards (channel, "implementing partners"), corporate partners as a gallery (generic) and a technology partner in prose (technology); negatives: Donorbox donate links, funders/trusts, Fundraising Regulator badge, Charity Commission, Guardian/Devex press, patron named without link, social links',
  pages: {
    '/': { redirect: 'https://www.clearwaterfutures.org/' },
    'https://www.clearwaterfutures.org/': { headers, html: home },
    'https://www.clearwaterfutures.org/our-partners': { headers, html: partners },
    'https://www.clearwaterfutures.org/about-us': { headers, html: about },
    'https://www.clearwaterfutures.org/where-we-work': { headers, html: whereWeWork },
    'https://www.clearwaterfutures.org/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: '# Squarespace Robots Txt\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nSitemap: https://www.clearwaterfutures.org/sitemap.xml\n',
    },
  },
  sitemap: [
    'https://www.clearwaterfutures.org/',
    'https://www.clearwaterfutures.org/about-us',
    'https://www.clearwaterfutures.org/our-partners',
    'https://www.clearwaterfutures.org/where-we-work',
  ],
  technologies: ['squarespace', 'squarespace-commerce', 'stimulus', 'donorbox', 'hsts', 'open-graph'],
  partners: {
    'majisafi-initiative.or.ke': 'channel',
    'ugandawaterlocals.org': 'channel',
    'sante-eau-sahel.org': 'channel',
    'halewoodengineering.co.uk': 'generic',
    'brightriverbank.com': 'generic',
    'geospring.io': 'technology',
  },
};
