import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'tidewaterrivers.org.uk';
const CDN = 'https://images.squarespace-cdn.com/content/v1/61a4c0f2e8b3d45a7f9c1e20';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Yk3pQz7R/bT2vW9xa',
  'strict-transport-security': 'max-age=0',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- tidewater-rivers -->
<base href="">
<meta charset="utf-8">
<title>${title} — Tidewater Rivers Trust</title>
<link rel="shortcut icon" type="image/x-icon" href="${CDN}/favicon.ico?format=100w">
<link rel="canonical" href="https://www.${DOMAIN}${path}">
<meta property="og:site_name" content="Tidewater Rivers Trust">
<meta property="og:title" content="${title} — Tidewater Rivers Trust">
<meta property="og:url" content="https://www.${DOMAIN}${path}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${CDN}/1654001122334-QX8V2/river-otter-survey.jpg?format=1500w">
<meta itemprop="name" content="${title} — Tidewater Rivers Trust">
<meta name="twitter:title" content="${title} — Tidewater Rivers Trust">
<meta name="twitter:card" content="summary">
<meta name="description" content="${description}">
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" type="text/css" href="https://use.typekit.net/ik/8Cz3pQmN7tX2vY1aB4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4.css">
<script type="text/javascript" src="//use.typekit.net/ik/8Cz3pQmN7tX2vY1aB4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4.js" async></script>
<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"61a4c0f2e8b3d45a7f9c1e20","identifier":"tidewater-rivers","websiteType":1,"contentModifiedOn":1712911200000,"siteTitle":"Tidewater Rivers Trust","primaryDomain":"www.${DOMAIN}","location":{"addressLine1":"The Old Boathouse, Quay Lane","addressLine2":"Tidewater, TW4 7QA","addressCountry":"United Kingdom"}},"templateVersion":"7.1"};</script>
<script src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-3c2f6d5a8b1e9f07-min.en-GB.js"></script>
<script defer src="https://assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-7a1d0f3b9c2e4d58-min.en-GB.js"></script>
<script defer src="https://assets.squarespace.com/universal/scripts-compressed/common-6e2b8a9f4c1d3e70-min.en-GB.js"></script>
<script defer src="https://assets.squarespace.com/universal/scripts-compressed/performance-9b3e1c2d7f0a5b46-min.en-GB.js"></script>
<link href="//assets.squarespace.com/universal/styles-compressed/user-account-core-5d1c7e2f8a9b0c34-min.en-GB.css" rel="stylesheet" type="text/css">
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/61a4c0f2e8b3d45a7f9c1e20/42/5c5a519771c10ba3470d8101/61a4c0f2e8b3d45a7f9c1e3b/1512/site.css">
<script type="application/ld+json">{"url":"https://www.${DOMAIN}","name":"Tidewater Rivers Trust","@context":"http://schema.org","@type":"WebSite"}</script>
</head>`;
}

const header = `<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white">
  <div class="header-inner container--fluid">
    <div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${CDN}/b1c2d3e4-logo/TRT-logo-blue.png?format=1500w" alt="Tidewater Rivers Trust"></a></div></div>
    <div class="header-nav">
      <nav class="header-nav-list">
        <div class="header-nav-item header-nav-item--folder">
          <a class="header-nav-folder-title" href="/about-folder/" tabindex="-1" data-animation-role="header-element">About</a>
          <div class="header-nav-folder-content">
            <div class="header-nav-folder-item"><a href="/about"><span class="header-nav-folder-item-content">Who we are</span></a></div>
            <div class="header-nav-folder-item"><a href="/our-partners"><span class="header-nav-folder-item-content">Our partners</span></a></div>
          </div>
        </div>
        <div class="header-nav-item header-nav-item--collection"><a href="/projects" data-animation-role="header-element">Projects</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/support-us" data-animation-role="header-element">Support us</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div>
      </nav>
    </div>
    <div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="https://www.justgiving.com/tidewaterrivers" target="_blank">Donate</a></div>
  </div>
</header>`;

const footer = `<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section full-bleed-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle" data-section-theme="dark">
    <div class="content-wrapper"><div class="content">
      <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">
        <div class="row sqs-row">
          <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
            <p class="sqsrte-small">Tidewater Rivers Trust is a registered charity in England and Wales (no. 1149382) and a company limited by guarantee (no. 08123456).</p>
            <p class="sqsrte-small">The Old Boathouse, Quay Lane, Tidewater, TW4 7QA · <a href="mailto:hello@tidewaterrivers.org.uk">hello@tidewaterrivers.org.uk</a></p>
          </div></div></div></div>
          <div class="col sqs-col-4 span-4"><div class="sqs-block image-block sqs-block-image" data-block-type="5"><div class="sqs-block-content">
            <a href="https://www.theriverstrust.org/" target="_blank"><img data-src="${CDN}/rt-member-badge.png" src="${CDN}/rt-member-badge.png?format=300w" alt="Member of The Rivers Trust movement"></a>
            <a href="https://www.fundraisingregulator.org.uk/" target="_blank"><img src="${CDN}/fr-registered-badge.png?format=300w" alt="Registered with Fundraising Regulator"></a>
          </div></div></div>
          <div class="col sqs-col-4 span-4"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content">
            <nav class="sqs-svg-icon--list">
              <a href="https://www.facebook.com/tidewaterrivers" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"></a>
              <a href="https://www.instagram.com/tidewaterrivers" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"></a>
              <a href="https://bsky.app/profile/tidewaterrivers.org.uk" target="_blank" class="sqs-svg-icon--wrapper bluesky-unauth" aria-label="Bluesky"></a>
            </nav>
          </div></div></div>
        </div>
      </div>
    </div></div>
  </section>
</footer>`;

function page(title: string, path: string, description: string, id: string, body: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-GB">
${head(title, path, description)}
<body id="collection-${id}" class="primary-button-style-solid primary-button-shape-pill header--menu-open-none tweak-social-icons-style-regular-icons">
<div id="siteWrapper" class="clearfix site-wrapper">
${header}
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${id}">
${body}
</article>
</main>
${footer}
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.1f2e3d4c5b6a7980.js" type="text/javascript"></script>
</body>
</html>`;
}

function section(inner: string): string {
  return `<section class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide" data-section-theme="white">
  <div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">
${inner}
  </div></div></div>
</section>`;
}

function partnerBlock(href: string, img: string, name: string, blurb: string): string {
  return `<div class="col sqs-col-4 span-4"><div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5"><div class="sqs-block-content">
      <figure class="sqs-block-image-figure intrinsic"><a href="${href}" class="sqs-block-image-link" target="_blank"><div class="image-block-wrapper has-aspect-ratio"><img data-src="${CDN}/${img}" data-image-dimensions="600x300" src="${CDN}/${img}?format=750w" alt="${name}"></div></a>
      <figcaption class="image-caption-wrapper"><div class="image-caption"><p><strong>${name}</strong> — ${blurb}</p></div></figcaption></figure>
    </div></div></div>`;
}

const home = page(
  'Home',
  '/',
  'Tidewater Rivers Trust restores the rivers, streams and wetlands of the Tidewater catchment for wildlife and people.',
  '61a4c0f2e8b3d45a7f9c1e31',
  section(`<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h1 style="white-space:pre-wrap;">Healthy rivers, thriving communities</h1>
  <p>We are a small, science-led charity working across the 620 km² Tidewater catchment. Since 2012 we have removed 14 obsolete weirs, planted 38,000 trees along riverbanks and trained more than 400 citizen scientists.</p>
  <p><a href="/projects/weir-removal-at-hollins-mill">Read about our latest project: weir removal at Hollins Mill →</a></p>
  <p>None of this happens alone — <a href="/our-partners">meet the partners we work with</a>.</p>
</div></div></div></div></div>`),
);

const partners = page(
  'Our partners',
  '/our-partners',
  'The organisations we deliver river restoration, monitoring and education projects with.',
  '61a4c0f2e8b3d45a7f9c1e44',
  section(`<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h1>Our partners</h1>
  <p class="sqsrte-large">Rivers don't stop at boundaries, and neither does our work. These are the organisations we plan and deliver projects with across the catchment.</p>
  <h2>Delivery partners</h2>
</div></div></div></div></div>
<div class="row sqs-row">
  ${partnerBlock('https://www.severnvalewildlife.org.uk/', 'partner-svwt.png', 'Severn Vale Wildlife Trust', 'joint wetland creation on the lower Tide.')}
  ${partnerBlock('https://coastalcatchments.org.uk/', 'partner-ccp.png', 'Coastal Catchments Partnership', 'co-hosts the Tidewater Catchment Partnership.')}
  ${partnerBlock('https://www.brackleyfarmadvice.co.uk/', 'partner-bfa.png', 'Brackley Farm Advice', 'farm visits and soil management plans for landowners.')}
</div>
<div class="row sqs-row">
  ${partnerBlock('https://www.otterwatch.org.uk/', 'partner-otterwatch.png', 'OtterWatch UK', 'training volunteers in otter and mink surveys.')}
  ${partnerBlock('https://tidewaterangling.co.uk/', 'partner-tac.png', 'Tidewater Angling Club', 'riverfly monitoring on club waters.')}
  ${partnerBlock('https://www.fieldstudieswest.org.uk/', 'partner-fsw.png', 'Field Studies West', 'our schools education programme.')}
</div>
<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h2>Public bodies</h2>
  <p>We also work closely with the Environment Agency, Natural England and Tidewater District Council on consents, monitoring and flood risk.</p>
  <h2>Supported by</h2>
  <p>Our work would not be possible without our funders. Grants from the <a href="https://www.heritagefund.org.uk/" target="_blank">National Lottery Heritage Fund</a> and <a href="https://www.halvergatefoundation.org.uk/" target="_blank">The Halvergate Foundation</a> support our Hollins Mill and Riverside Schools projects, and <a href="https://www.tidewaterbrewing.co.uk/" target="_blank">Tidewater Brewing Co.</a> sponsors our annual Big River Clean-Up.</p>
  <p><a href="/support-us">Find out how your organisation can support us</a></p>
</div></div></div></div></div>`),
);

const about = page(
  'Who we are',
  '/about',
  'Who we are: the people, history and values of Tidewater Rivers Trust.',
  '61a4c0f2e8b3d45a7f9c1e39',
  section(`<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h1>Who we are</h1>
  <p>Tidewater Rivers Trust was founded in 2012 by a group of anglers, ecologists and farmers worried about the decline of sea trout in the Tide. Today we are a team of nine staff and more than 250 regular volunteers.</p>
  <p>We are proud to be part of <a href="https://www.theriverstrust.org/" target="_blank">The Rivers Trust</a> movement, a network of more than 60 member trusts across the UK and Ireland.</p>
  <h2>Trustees</h2>
  <p>Dr Alison Pryor (Chair), Gareth Mold (Treasurer), Priya Natarajan, Tom Hedley, Ruth Akinola.</p>
  <h2>In the news</h2>
  <p>Our weir removal work was featured on <a href="https://www.bbc.co.uk/news/uk-england-tidewater-68712345" target="_blank">BBC News</a> and in the <a href="https://www.tidewatergazette.co.uk/news/sea-trout-return" target="_blank">Tidewater Gazette</a>.</p>
</div></div></div></div></div>`),
);

const project = page(
  'Weir removal at Hollins Mill',
  '/projects/weir-removal-at-hollins-mill',
  'How we removed a 2-metre weir to reopen 11 km of river to sea trout and eels.',
  '61a4c0f2e8b3d45a7f9c1e52',
  section(`<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h1>Weir removal at Hollins Mill</h1>
  <p><em>Project · 14 March 2024</em></p>
  <p>In February we removed the derelict weir at Hollins Mill, reopening 11 km of spawning habitat to sea trout, salmon and European eel. Ecological surveys before and after the works were carried out by our partners at <a href="https://www.severnvalewildlife.org.uk/" target="_blank">Severn Vale Wildlife Trust</a>, with volunteers from <a href="https://tidewaterangling.co.uk/" target="_blank">Tidewater Angling Club</a>.</p>
  <p>Contractor: Hedley Civil Engineering Ltd. The project was funded by the National Lottery Heritage Fund.</p>
</div></div></div></div></div>`),
);

const support = page(
  'Support us',
  '/support-us',
  'Donate, volunteer or become a corporate supporter of Tidewater Rivers Trust.',
  '61a4c0f2e8b3d45a7f9c1e60',
  section(`<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h1>Support us</h1>
  <p>Every £25 plants ten riverside trees. You can <a href="https://www.justgiving.com/tidewaterrivers" target="_blank">donate online via JustGiving</a> or set up a regular gift.</p>
  <h2>Corporate supporters</h2>
  <p>Businesses can sponsor a project, match-fund staff fundraising or join our staff volunteering days. Current corporate supporters include <a href="https://www.tidewaterbrewing.co.uk/" target="_blank">Tidewater Brewing Co.</a> and <a href="https://www.marshfieldsolicitors.co.uk/" target="_blank">Marshfield Solicitors</a>.</p>
  <h2>Leave a gift in your will</h2>
  <p>Contact our fundraising manager, Jo Whitcombe, for an informal conversation.</p>
</div></div></div></div></div>`),
);

const contact = page(
  'Contact',
  '/contact',
  'Contact Tidewater Rivers Trust.',
  '61a4c0f2e8b3d45a7f9c1e66',
  section(`<div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
  <h1>Contact us</h1>
  <p>The Old Boathouse, Quay Lane, Tidewater, TW4 7QA</p>
  <p>Phone: 01632 960 418 · Email: <a href="mailto:hello@tidewaterrivers.org.uk">hello@tidewaterrivers.org.uk</a></p>
  <p>Report pollution to the Environment Agency incident hotline: 0800 80 70 60.</p>
</div></div></div></div></div>`),
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'UK river charity on Squarespace (English): image blocks with captions under "Delivery partners" in an About folder; funders, a corporate sponsor, Rivers Trust membership, Fundraising Regulator badge, JustGiving donate links, press and social as negatives; public bodies named without links',
  pages: {
    '/': { redirect: `https://www.${DOMAIN}/` },
    [`https://www.${DOMAIN}/`]: { headers, html: home },
    [`https://www.${DOMAIN}/our-partners`]: { headers, html: partners },
    [`https://www.${DOMAIN}/about`]: { headers, html: about },
    [`https://www.${DOMAIN}/projects/weir-removal-at-hollins-mill`]: { headers, html: project },
    [`https://www.${DOMAIN}/support-us`]: { headers, html: support },
    [`https://www.${DOMAIN}/contact`]: { headers, html: contact },
  },
  sitemap: [
    `https://www.${DOMAIN}/`,
    `https://www.${DOMAIN}/about`,
    `https://www.${DOMAIN}/our-partners`,
    `https://www.${DOMAIN}/projects/weir-removal-at-hollins-mill`,
    `https://www.${DOMAIN}/support-us`,
    `https://www.${DOMAIN}/contact`,
  ],
  technologies: ['squarespace', 'squarespace-commerce', 'adobe-fonts', 'typekit', 'hsts', 'open-graph'],
  partners: {
    'severnvalewildlife.org.uk': 'generic',
    'coastalcatchments.org.uk': 'generic',
    'brackleyfarmadvice.co.uk': 'generic',
    'otterwatch.org.uk': 'generic',
    'tidewaterangling.co.uk': 'generic',
    'fieldstudieswest.org.uk': 'generic',
  },
};
