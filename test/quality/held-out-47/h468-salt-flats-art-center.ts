import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'saltflatsart.org';
const SITE_ID = '64b7e2a9c1d3f05e8a2b4c17';
const ASSETS = `https://cdn.prod.website-files.com/${SITE_ID}`;

const headers = {
  'content-type': 'text/html',
  'x-lambda-id': '5f0c1a2b-7e3d-4c9a-b812-0d6e4f3a2c19',
  'surrogate-key': `${SITE_ID} pageId:64b7e2a9c1d3f05e8a2b4c30`,
  'x-cluster-name': 'us-east-1-prod-hosting-red',
  'x-served-by': 'cache-den8260-DEN',
  'x-cache': 'HIT',
};

const PAGE_IDS: Record<string, string> = {
  '/': '64b7e2a9c1d3f05e8a2b4c30',
  '/community-partners': '64b7e2a9c1d3f05e8a2b4c5a',
  '/about': '64b7e2a9c1d3f05e8a2b4c41',
  '/support': '64b7e2a9c1d3f05e8a2b4c63',
  '/visit': '64b7e2a9c1d3f05e8a2b4c47',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="utf-8">
<title>${title} | Salt Flats Art Center</title>
<meta content="${description}" name="description">
<meta content="${title} | Salt Flats Art Center" property="og:title">
<meta content="${description}" property="og:description">
<meta content="${ASSETS}/64b7f0c2d1e3a4b5c6d7e8f9_og-saltflats.jpg" property="og:image">
<meta content="${title} | Salt Flats Art Center" property="twitter:title">
<meta content="summary_large_image" name="twitter:card">
<meta property="og:type" content="website">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="${ASSETS}/css/saltflatsart.webflow.9c2e4b1a7.min.css" rel="stylesheet" type="text/css">
<link href="https://fonts.googleapis.com" rel="preconnect">
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({google:{families:["Inter:300,regular,500,600","DM Serif Display:regular,italic"]}});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="${ASSETS}/64b7e5f1a2b3c4d5e6f7a8b9_favicon-32.png" rel="shortcut icon" type="image/x-icon">
<link href="https://${DOMAIN}${path}" rel="canonical">
<script async src="https://plausible.io/js/plausible.js" data-domain="saltflatsart.org"></script>
</head>`;
}

const nav = `<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${ASSETS}/64b7e3c1d2e3f4a5b6c7d8e9_SFAC-wordmark.svg" loading="lazy" alt="Salt Flats Art Center" class="logo"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/exhibitions" class="nav-link w-nav-link">Exhibitions</a>
      <a href="/visit" class="nav-link w-nav-link">Visit</a>
      <a href="/learn" class="nav-link w-nav-link">Learn</a>
      <a href="/community-partners" class="nav-link w-nav-link">Community</a>
      <a href="/about" class="nav-link w-nav-link">About</a>
      <a href="/support" class="nav-link button-nav w-nav-link">Support</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="footer-container w-container">
    <div class="footer-grid w-layout-grid">
      <div><div class="footer-heading">Salt Flats Art Center</div><p class="footer-text">1180 West Bonneville Drive<br>Wendover Junction, UT 84083<br>Wed–Sun, 10am–5pm · Always free</p></div>
      <div>
        <div class="footer-heading">Take the tour</div>
        <p class="footer-text">Our audio guide is available in the Bloomberg Connects app.</p>
        <a href="https://apps.apple.com/us/app/bloomberg-connects/id1495898722" target="_blank" class="store-badge w-inline-block"><img src="${ASSETS}/64b7e6a1b2c3d4e5f6a7b8c9_app-store-badge.svg" loading="lazy" alt="Download on the App Store"></a>
        <a href="https://play.google.com/store/apps/details?id=org.bloomberg.connects.docent" target="_blank" class="store-badge w-inline-block"><img src="${ASSETS}/64b7e6a1b2c3d4e5f6a7b8ca_google-play-badge.svg" loading="lazy" alt="Get it on Google Play"></a>
      </div>
      <div>
        <div class="footer-heading">Follow</div>
        <a href="https://www.instagram.com/saltflatsart/" target="_blank" class="footer-link">Instagram</a>
        <a href="https://www.facebook.com/saltflatsart" target="_blank" class="footer-link">Facebook</a>
        <a href="https://www.threads.net/@saltflatsart" target="_blank" class="footer-link">Threads</a>
      </div>
    </div>
    <div class="footer-legal">Salt Flats Art Center is a 501(c)(3) nonprofit organization. EIN 87-1234567. © 2024</div>
  </div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="${ASSETS}/js/webflow.5a1c2e7d9b3f.js" type="text/javascript"></script>`;

function page(title: string, path: string, description: string, body: string): string {
  return `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Thu Apr 11 2024 17:02:41 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.${DOMAIN}" data-wf-page="${PAGE_IDS[path]}" data-wf-site="${SITE_ID}" lang="en">
${head(title, path, description)}
<body class="body">
${nav}
${body}
${footer}
</body>
</html>`;
}

function partnerItem(href: string, img: string, name: string, tag: string, text: string): string {
  return `<div role="listitem" class="partner-item w-dyn-item">
          <a href="${href}" target="_blank" class="partner-card w-inline-block">
            <img src="${ASSETS}/${img}" loading="lazy" alt="${name}" class="partner-logo">
            <div class="partner-tag">${tag}</div>
            <h3 class="partner-name">${name}</h3>
            <p class="partner-text">${text}</p>
          </a>
        </div>`;
}

const home = page(
  'Home',
  '/',
  'A free contemporary art center at the edge of the Bonneville Salt Flats, showing artists of the Great Basin and the American West.',
  `<section class="section hero">
  <div class="w-container">
    <h1 class="hero-heading">Art at the edge of the salt</h1>
    <p class="hero-paragraph">Salt Flats Art Center is a free, non-collecting contemporary art space in a restored 1940s railroad depot, presenting artists whose work responds to the land, water and communities of the Great Basin.</p>
    <a href="/visit" class="button w-button">Plan your visit</a>
  </div>
</section>
<section class="section">
  <div class="w-container">
    <h2>On view</h2>
    <p><strong>Evaporation Lines</strong> — new work by Marisol Tsosie-Grant, through August 18, 2024. Presented with support from Bonneville Credit Union.</p>
    <p class="press-line">As featured in <a href="https://www.desertarts-review.com/features/salt-flats-art-center" target="_blank">Desert Arts Review</a> and <a href="https://www.westernartjournal.com/2024/03/evaporation-lines" target="_blank">Western Art Journal</a>.</p>
  </div>
</section>`,
);

const community = page(
  'Community Partners',
  '/community-partners',
  'The organizations we collaborate with on programs for schools, families and new Utahns — and where to find our publications.',
  `<section class="section page-header"><div class="w-container"><h1>Community Partners</h1>
  <p class="lead">Everything we do off the gallery floor happens in partnership. These organizations co-create our youth, library and newcomer programs.</p></div></section>
<section class="section">
  <div class="w-container">
    <div class="w-dyn-list">
      <div role="list" class="partner-grid w-dyn-items">
        ${partnerItem('https://www.wasatchyoutharts.org/', '64b8a1b2c3d4e5f6a7b8c9d0_wya-logo.png', 'Wasatch Youth Arts Collective', 'Education', 'Teen Studio: free Saturday workshops with visiting artists.')}
        ${partnerItem('https://bonnevillelibrary.org/', '64b8a1b2c3d4e5f6a7b8c9d1_bpl-logo.png', 'Bonneville Public Library', 'Libraries', 'Art kits and free museum passes at all four branches.')}
        ${partnerItem('https://kinshiprefugee.org/', '64b8a1b2c3d4e5f6a7b8c9d2_kinship-logo.png', 'Kinship Refugee Services', 'Community', 'Story Quilts, a textile program with newly arrived families.')}
        ${partnerItem('https://www.redbutteprint.org/', '64b8a1b2c3d4e5f6a7b8c9d3_rbpg-logo.png', 'Red Butte Printmakers Guild', 'Artists', 'Open print studio nights in the depot annex.')}
        ${partnerItem('https://goshute-cultural.org/', '64b8a1b2c3d4e5f6a7b8c9d4_gcc-logo.png', 'Goshute Cultural Center', 'Community', 'Co-curated programs and language-preservation events.')}
      </div>
    </div>
  </div>
</section>
<section class="section section-tinted">
  <div class="w-container">
    <h2>Digital partner</h2>
    <p>Our free audio guide and exhibition texts are published in partnership with <a href="https://www.bloombergconnects.org/" target="_blank">Bloomberg Connects</a>, the free arts and culture app.</p>
    <h2>Find our catalogues</h2>
    <p>Exhibition catalogues are distributed to bookstores nationwide by <a href="https://sagebrushpress.com/distribution" target="_blank">Sagebrush Press Distribution</a> and sold locally at <a href="https://www.alpinebooksco.com/" target="_blank">Alpine Books &amp; Co.</a> in Salt Lake City.</p>
  </div>
</section>
<section class="section"><div class="w-container"><p>Want to partner with us? Write to <a href="mailto:community@saltflatsart.org">community@saltflatsart.org</a>.</p></div></section>`,
);

const about = page(
  'About',
  '/about',
  'Mission, history and staff of the Salt Flats Art Center.',
  `<section class="section page-header"><div class="w-container"><h1>About</h1></div></section>
<section class="section"><div class="w-container w-richtext">
  <p>Founded in 2009 by a group of artists and ranching families, Salt Flats Art Center opened in the restored Western Pacific depot in 2013. We present six exhibitions a year and serve more than 40,000 visitors, a third of them school students.</p>
  <p>We are a member of the <a href="https://www.utahmuseums.org/" target="_blank">Utah Museums Association</a> and the <a href="https://www.aam-us.org/" target="_blank">American Alliance of Museums</a>.</p>
  <h2>Recognition</h2>
  <p>2023 Utah Governor's Leadership in the Arts Award (organization).</p>
  <h2>Jobs</h2>
  <p>Open positions are posted on <a href="https://www.idealist.org/en/nonprofit/saltflatsart" target="_blank">Idealist</a>.</p>
</div></section>`,
);

const support = page(
  'Support',
  '/support',
  'Donate, become a member or sponsor an exhibition.',
  `<section class="section page-header"><div class="w-container"><h1>Support the Center</h1></div></section>
<section class="section"><div class="w-container w-richtext">
  <p>Admission is always free thanks to members and donors like you. <a href="https://givebutter.com/saltflatsart" target="_blank">Donate online</a>.</p>
  <h2>Thank you to our supporters</h2>
  <p>Major support is provided by the <a href="https://arts.utah.gov/" target="_blank">Utah Division of Arts &amp; Museums</a>, the <a href="https://www.arts.gov/" target="_blank">National Endowment for the Arts</a> and <a href="https://carrawayfoundation.org/" target="_blank">The Carraway Family Foundation</a>.</p>
  <h2>Exhibition sponsors</h2>
  <p><a href="https://www.bonnevillecu.org/" target="_blank">Bonneville Credit Union</a> (Evaporation Lines) · <a href="https://www.wendoverwind.com/" target="_blank">Wendover Wind Energy</a> (Teen Studio)</p>
</div></section>`,
);

const visit = page(
  'Visit',
  '/visit',
  'Hours, directions and accessibility.',
  `<section class="section page-header"><div class="w-container"><h1>Visit</h1></div></section>
<section class="section"><div class="w-container w-richtext">
  <p>Wednesday–Sunday, 10am–5pm. Admission is free. The depot is wheelchair accessible and has an all-gender restroom.</p>
  <p>We are 2 miles east of the Wendover Junction exit on I-80. Free parking on site.</p>
</div></section>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'US contemporary art center on Webflow (English): CMS collection list of community partners (whole-card links), a digital/app partner and a distributor and bookstore for its catalogues in prose; funders, exhibition sponsors, museum association memberships, award, press, job board, donation platform, app-store and social links as negatives',
  pages: {
    '/': { redirect: `https://www.${DOMAIN}/` },
    [`https://www.${DOMAIN}/`]: { headers, html: home },
    [`https://www.${DOMAIN}/community-partners`]: { headers, html: community },
    [`https://www.${DOMAIN}/about`]: { headers, html: about },
    [`https://www.${DOMAIN}/support`]: { headers, html: support },
    [`https://www.${DOMAIN}/visit`]: { headers, html: visit },
  },
  sitemap: [
    `https://www.${DOMAIN}/`,
    `https://www.${DOMAIN}/visit`,
    `https://www.${DOMAIN}/community-partners`,
    `https://www.${DOMAIN}/about`,
    `https://www.${DOMAIN}/support`,
  ],
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'plausible', 'open-graph'],
  partners: {
    'wasatchyoutharts.org': 'generic',
    'bonnevillelibrary.org': 'generic',
    'kinshiprefugee.org': 'generic',
    'redbutteprint.org': 'generic',
    'goshute-cultural.org': 'generic',
    'bloombergconnects.org': 'technology',
    'sagebrushpress.com': 'channel',
    'alpinebooksco.com': 'channel',
  },
};
