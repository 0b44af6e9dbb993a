import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'marlincoverowing.org.au';
const IMG = 'https://static.wixstatic.com/media';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1712905523.48217204129011827',
  'x-content-type-options': 'nosniff',
  via: '1.1 google',
  'set-cookie': 'XSRF-TOKEN=1712905523|Lk2u9XqTn0Ab; Path=/; Domain=marlincoverowing.org.au; Secure; SameSite=None',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder">
<link rel="icon" sizes="192x192" href="${IMG}/9c81d2_4f0e3b8a1c2d4e5f~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/9c81d2_4f0e3b8a1c2d4e5f~mv2.png" type="image/png">
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<script type="text/javascript">
  window.viewerModel = {"site":{"metaSiteId":"5e2a7b1c-0d94-4c5f-9a3e-8b7f6c5d4e3a","siteId":"b3d1e8f0-6a2c-4f79-8e15-2c4d6a8b0f13","externalBaseUrl":"https:\\/\\/www.${DOMAIN}"},"language":{"siteLanguage":"en","userLanguage":"en"}};
</script>
<script defer src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5b2f7c1e.bundle.min.js"></script>
<script defer src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js"></script>
<script defer src="https://static.parastorage.com/unpkg/react-dom@18.2.0/umd/react-dom.production.min.js"></script>
<title>${title} | Marlin Cove Rowing Club</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://www.${DOMAIN}${path}">
<meta property="og:title" content="${title} | Marlin Cove Rowing Club">
<meta property="og:description" content="${description}">
<meta property="og:image" content="${IMG}/9c81d2_a7b6c5d4e3f2~mv2.jpg/v1/fit/w_2500,h_1330,al_c/9c81d2_a7b6c5d4e3f2~mv2.jpg">
<meta property="og:url" content="https://www.${DOMAIN}${path}">
<meta property="og:site_name" content="Marlin Cove Rowing Club">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<meta name="format-detection" content="telephone=no">
<meta name="skype_toolbar" content="skype_toolbar_parser_compatible">
</head>`;
}

function link(href: string, text: string, cls = 'wixui-rich-text__text'): string {
  return `<a data-auto-recognition="true" href="${href}" target="_blank" class="${cls}">${text}</a>`;
}

const header = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div class="_C0cVf"><div id="comp-lq8x1a2b" class="comp-lq8x1a2b wixui-image"><a data-testid="linkElement" href="https://www.${DOMAIN}" class="j7pOnl"><img src="${IMG}/9c81d2_1b2c3d4e5f60~mv2.png/v1/fill/w_120,h_120,al_c,q_85/MCRC-crest.png" alt="Marlin Cove Rowing Club crest" width="120" height="120"></a></div>
  <nav id="comp-lq8x1c3d" aria-label="Site" class="StylableHorizontalMenu3372578893__root">
    <ul class="StylableHorizontalMenu3372578893__menu">
      <li><a data-testid="linkElement" href="https://www.${DOMAIN}/learn-to-row" class="StylableHorizontalMenu3372578893__menuItem">Learn to Row</a></li>
      <li><a data-testid="linkElement" href="https://www.${DOMAIN}/membership" class="StylableHorizontalMenu3372578893__menuItem">Membership</a></li>
      <li><a data-testid="linkElement" href="https://www.${DOMAIN}/partners-sponsors" class="StylableHorizontalMenu3372578893__menuItem">Partners &amp; Sponsors</a></li>
      <li><a data-testid="linkElement" href="https://www.${DOMAIN}/about" class="StylableHorizontalMenu3372578893__menuItem">About</a></li>
      <li><a data-testid="linkElement" href="https://www.${DOMAIN}/contact" class="StylableHorizontalMenu3372578893__menuItem">Contact</a></li>
    </ul>
  </nav></div>
</header>`;

const footer = `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">
  <div class="_C0cVf">
    <div id="comp-lq8y2f7g" class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Marlin Cove Rowing Club Inc. · 2 Boatshed Lane, Marlin Cove NSW 2231 · ABN 48 123 456 789</p>
    <p class="font_8 wixui-rich-text__text">Affiliated with ${link('https://www.rowingnsw.asn.au/', 'Rowing NSW')}. Proudly supported by the Marlin Cove Hotel.</p></div>
    <div id="comp-lq8y3h9i" class="wixui-social-bar"><ul aria-label="Social Bar">
      <li><a data-testid="linkElement" href="https://www.facebook.com/marlincoverowing" target="_blank" class="oRtuWN"><img src="${IMG}/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
      <li><a data-testid="linkElement" href="https://www.instagram.com/marlincoverowing/" target="_blank" class="oRtuWN"><img src="${IMG}/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
    </ul></div>
    <div id="comp-lq8y4j0k" class="wixui-rich-text" data-testid="richTextElement"><p class="font_9">Get the club app: ${link('https://apps.apple.com/au/app/spond/id1081386661', 'App Store')} · ${link('https://play.google.com/store/apps/details?id=com.spond.spond', 'Google Play')}</p></div>
  </div>
</footer>`;

function page(title: string, path: string, description: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
${head(title, path, description)}
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root">
<div id="masterPage" class="mesh-layout masterPage css-editing-layout">
${header}
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
<div id="SITE_PAGES"><div class="page-${path.replace(/\W/g, '') || 'home'}">
${body}
</div></div>
</main>
${footer}
</div></div></div></div>
</body>
</html>`;
}

function logoTile(id: string, href: string, img: string, alt: string, caption: string): string {
  return `<div id="comp-${id}" class="comp-${id} wixui-column-strip__column">
      <div class="wixui-image" data-testid="imageX"><a data-testid="linkElement" href="${href}" target="_blank" class="j7pOnl"><img src="${IMG}/${img}/v1/fill/w_260,h_150,al_c,q_85,enc_auto/${img}" alt="${alt}" width="260" height="150"></a></div>
      <div class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">${caption}</p></div>
    </div>`;
}

const home = page(
  'Home',
  '/',
  'Rowing on the Marlin Cove estuary since 1926. Learn to row, masters, juniors and adaptive rowing.',
  `<section id="comp-lq8z0a1b" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement">
    <h1 class="font_0 wixui-rich-text__text">Rowing on Marlin Cove since 1926</h1>
    <p class="font_7 wixui-rich-text__text">From first-timers to masters champions, Marlin Cove Rowing Club is a friendly community club on the calm waters of the estuary. Come down for a Learn to Row course, join our juniors program, or try adaptive rowing with our community partners.</p>
    <p class="font_7 wixui-rich-text__text"><a data-testid="linkElement" href="https://www.${DOMAIN}/learn-to-row" class="wixui-rich-text__text">Book a Learn to Row course</a></p>
  </div>
</section>
<section id="comp-lq8z1c2d" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2">Club news</h2>
  <p class="font_8">Congratulations to our women's masters quad on gold at the 2024 NSW State Championships!</p></div>
</section>`,
);

const partners = page(
  'Partners & Sponsors',
  '/partners-sponsors',
  'The sponsors and community partners who keep Marlin Cove Rowing Club on the water.',
  `<section id="comp-lq901a2b" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement">
    <h1 class="font_0 wixui-rich-text__text">Partners &amp; Sponsors</h1>
    <p class="font_7 wixui-rich-text__text">A volunteer-run club like ours relies on the generosity of local businesses and on the organisations we work alongside in the community. Please support the people who support us.</p>
  </div>
</section>
<section id="comp-lq902c3d" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text">Our Sponsors</h2></div>
  <div class="wixui-column-strip">
    ${logoTile('lq903e4f', 'https://www.marlincovehotel.com.au/', '9c81d2_hotel~mv2.png', 'Marlin Cove Hotel', 'Major Sponsor – naming rights of our eight, <em>The Cove Hotel</em>.')}
    ${logoTile('lq904g5h', 'https://www.baxterco.com.au/', '9c81d2_baxter~mv2.png', 'Baxter &amp; Co Real Estate', 'Gold Sponsor')}
    ${logoTile('lq905i6j', 'https://sealinkplumbing.com.au/', '9c81d2_sealink~mv2.png', 'Sealink Plumbing', 'Regatta Sponsor')}
  </div>
</section>
<section id="comp-lq906k7l" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text">Community Partners</h2>
  <p class="font_8 wixui-rich-text__text">We partner with these organisations to get more people from our community on the water.</p></div>
  <div class="wixui-column-strip">
    ${logoTile('lq907m8n', 'https://www.oarsforall.org.au/', '9c81d2_oarsforall~mv2.png', 'Oars for All', 'Adaptive and para-rowing sessions every Saturday.')}
    ${logoTile('lq908o9p', 'https://www.marlincoveslsc.com.au/', '9c81d2_slsc~mv2.png', 'Marlin Cove Surf Life Saving Club', 'Shared water safety training and rescue boat cover.')}
    ${logoTile('lq909q0r', 'https://covesportsphysio.com.au/', '9c81d2_covephysio~mv2.png', 'Cove Sports Physiotherapy', 'Injury screening for our junior squads.')}
    ${logoTile('lq90as1t', 'https://kurrajongyouth.org.au/', '9c81d2_kurrajong~mv2.png', 'Kurrajong Youth Services', 'Free Learn to Row places for young people.')}
  </div>
</section>
<section id="comp-lq90bu2v" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_2 wixui-rich-text__text">Club Kit &amp; Equipment</h2>
  <p class="font_8 wixui-rich-text__text">Our official club zootie, splash jacket and racing kit are made and sold exclusively by our retail partner ${link('https://www.strokesideapparel.com.au/clubs/marlin-cove', 'Stroke Side Apparel')} – order online and collect at the shed.</p>
  <p class="font_8 wixui-rich-text__text">Our equipment partner ${link('https://huntershells.com.au/', 'Hunter Shells')} maintains and rigs our fleet, and members receive 10% off new boats and oars.</p></div>
</section>
<section id="comp-lq90cw3x" class="wixui-section">
  <div class="wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Interested in sponsoring the club? Email <a href="mailto:sponsorship@marlincoverowing.org.au" class="wixui-rich-text__text">sponsorship@marlincoverowing.org.au</a> for our 2024–25 sponsorship prospectus.</p></div>
</section>`,
);

const about = page(
  'About',
  '/about',
  'The history and committee of Marlin Cove Rowing Club.',
  `<section id="comp-lq910a1b" class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
  <h1 class="font_0">About the club</h1>
  <p class="font_8">Founded in 1926 by returned servicemen and local fishermen, Marlin Cove Rowing Club has rowed out of the same timber boatshed for nearly a century. Today we have 210 members, from 12-year-old juniors to an 84-year-old sculler.</p>
  <p class="font_8">The club is affiliated with ${link('https://www.rowingnsw.asn.au/', 'Rowing NSW')} and ${link('https://rowingaustralia.com.au/', 'Rowing Australia')}, and is a member of the Marlin Cove Sports Council.</p>
  <p class="font_8">In 2023 the club received the Rowing NSW Community Club of the Year award, and our boatshed restoration featured in the ${link('https://www.theleader.com.au/story/8123456/marlin-cove-boatshed-restored/', 'St George &amp; Sutherland Shire Leader')}.</p>
</div></section>`,
);

const membership = page(
  'Membership',
  '/membership',
  'Membership categories and fees for the 2024–25 season.',
  `<section id="comp-lq920a1b" class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
  <h1 class="font_0">Membership</h1>
  <p class="font_8">Senior rowing $720 · Junior $450 · Masters social $380 · Non-rowing $60.</p>
  <p class="font_8">Register and pay online through ${link('https://www.revolutionise.com.au/marlincoverowing/registration/', 'RevSport')}. We accept Visa, Mastercard and NSW Active Kids vouchers.</p>
</div></section>`,
);

const contact = page(
  'Contact',
  '/contact',
  'Find the boatshed and contact the committee.',
  `<section id="comp-lq930a1b" class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement">
  <h1 class="font_0">Contact</h1>
  <p class="font_8">2 Boatshed Lane, Marlin Cove NSW 2231 · <a href="mailto:secretary@marlincoverowing.org.au">secretary@marlincoverowing.org.au</a></p>
  <p class="font_8">Parking is available at the Marlin Cove Reserve car park.</p>
</div></section>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'Australian rowing club on Wix (English): sponsors and community partners as logo strips on one page, a retail partner that makes and sells club kit and an equipment partner in prose; sponsors, sport-body affiliations, award, press, registration platform, app-store and social links as negatives',
  pages: {
    '/': { redirect: `https://www.${DOMAIN}/` },
    [`https://www.${DOMAIN}/`]: { headers, html: home },
    [`https://www.${DOMAIN}/partners-sponsors`]: { headers, html: partners },
    [`https://www.${DOMAIN}/about`]: { headers, html: about },
    [`https://www.${DOMAIN}/membership`]: { headers, html: membership },
    [`https://www.${DOMAIN}/contact`]: { headers, html: contact },
  },
  sitemap: [
    `https://www.${DOMAIN}/`,
    `https://www.${DOMAIN}/partners-sponsors`,
    `https://www.${DOMAIN}/about`,
    `https://www.${DOMAIN}/membership`,
    `https://www.${DOMAIN}/contact`,
  ],
  technologies: ['wix', 'react', 'websitebuilder', 'google-cloud-cdn', 'google-cloud', 'open-graph'],
  partners: {
    'oarsforall.org.au': 'generic',
    'marlincoveslsc.com.au': 'generic',
    'covesportsphysio.com.au': 'generic',
    'kurrajongyouth.org.au': 'generic',
    'strokesideapparel.com.au': 'channel',
    'huntershells.com.au': 'generic',
  },
};
