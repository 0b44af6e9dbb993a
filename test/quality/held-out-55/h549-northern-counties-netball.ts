import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'kQ2mZr7T/Vh9xLw3p',
  'strict-transport-security': 'max-age=0',
  'cache-control': 'no-cache, private',
};

function page(title: string, description: string, path: string, collectionId: string, content: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" lang="en-GB">
<head>
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <base href="">
  <meta charset="utf-8" />
  <title>${title}</title>
  <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
  <link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/favicon.ico?format=100w"/>
  <link rel="canonical" href="https://www.ncnetball.org.uk${path}"/>
  <meta property="og:site_name" content="Northern Counties Netball League"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:url" content="https://www.ncnetball.org.uk${path}"/>
  <meta property="og:type" content="website"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="http://static1.squarespace.com/static/6123ab45cd67ef8901234567/t/65f0a1b2c3d4e5f6a7b8c9d0/1710250000000/ncnl-social.jpg?format=1500w"/>
  <meta itemprop="name" content="${title}"/>
  <meta name="twitter:title" content="${title}"/>
  <meta name="twitter:card" content="summary"/>
  <meta name="description" content="${description}" />
  <link rel="preconnect" href="https://images.squarespace-cdn.com">
  <link rel="stylesheet" type="text/css" href="https://use.typekit.net/ik/Wq8xT3kN2bLz9aCq7F0pVbHgS1mR4uYe.css"/>
  <script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
  <script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
  <script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-0c2a9f1e7b3d5c48-min.en-GB.js"></script>
  <script type="text/javascript" crossorigin="anonymous" defer="defer" src="//assets.squarespace.com/universal/scripts-compressed/website-component-definition-5e1d8a7b3f2c9e06-min.en-GB.js"></script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-NC8L2T4K9W"></script>
  <script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('set', 'developer_id.dZjQwMz', true);gtag('config', 'G-NC8L2T4K9W');</script>
  <link href="//assets.squarespace.com/universal/styles-compressed/user-account-core-4f5a6b7c8d9e0a1b-min.en-GB.css" rel="stylesheet" type="text/css">
  <link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/6123ab45cd67ef8901234567/27/5c5a519771c10ba3470d8101/6123ab45cd67ef8901234599/1571/site.css"/>
</head>
<body id="collection-${collectionId}" class="header-overlay-alignment-center tweak-social-icons-style-regular primary-button-style-solid form-use-theme-colors collection-type-page collection-layout-default">
  <div id="siteWrapper" class="clearfix site-wrapper">
    <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white">
      <div class="header-inner container--fluid">
        <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/ncnl-logo.png?format=1500w" alt="Northern Counties Netball League" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div>
        <div class="header-nav">
          <nav class="header-nav-list">
            <div class="header-nav-item header-nav-item--collection"><a href="/fixtures-results">Fixtures &amp; Results</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/member-clubs">Member Clubs</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/partners-and-sponsors">Partners &amp; Sponsors</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/news">News</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/about">About</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/contact">Contact</a></div>
          </nav>
        </div>
      </div>
    </header>
    <main id="page" class="container" role="main">
      <article class="sections" id="sections" data-page-sections="65f0a1b2c3d4e5f6a7b8c9e1">
${content}
      </article>
    </main>
    <footer class="sections" id="footer-sections" data-footer-sections>
      <section class="page-section layout-engine-section" data-section-theme="black">
        <div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content">
            <p><strong>Northern Counties Netball League</strong> is run entirely by volunteers. <a href="/volunteer">Volunteer with us</a></p>
            <p><a href="/safeguarding">Safeguarding</a> · <a href="/privacy-policy">Privacy Policy</a> · <a href="/league-rules">League Rules</a> · <a href="/contact">Contact</a></p>
            <p>© 2024 Northern Counties Netball League. Registered community amateur sports club no. CASC-28765.</p>
          </div></div>
          <div class="sqs-block socialaccountlinks-v2-block"><nav class="sqs-svg-icon--list">
            <a href="https://www.instagram.com/ncnetballleague" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram">Instagram</a>
            <a href="https://www.facebook.com/ncnetballleague" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook">Facebook</a>
            <a href="https://x.com/ncnetball" target="_blank" class="sqs-svg-icon--wrapper x-formerly-twitter-unauth" aria-label="X">X</a>
            <a href="https://www.tiktok.com/@ncnetball" target="_blank" class="sqs-svg-icon--wrapper tiktok-unauth" aria-label="TikTok">TikTok</a>
          </nav></div>
        </div>
      </section>
    </footer>
  </div>
  <div class="sqs-cookie-banner-v2-wrapper" role="dialog" aria-label="Cookie banner">
    <div class="sqs-cookie-banner-v2"><p>We use cookies to understand how the site is used and to show match videos. <a href="/privacy-policy">Privacy policy</a></p><button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button></div>
  </div>
  <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.9d3f1c2e7a4b5c60.js" type="text/javascript"></script>
</body>
</html>`;
}

const home = page(
  'Northern Counties Netball League',
  'Competitive and social netball for adult clubs across Yorkshire and the North East. Fixtures, results, tables and member clubs.',
  '/',
  '60f1a2b3c4d5e6f7a8b9c0d1',
  `        <section class="page-section" data-section-theme="dark"><div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content">
            <h1>Netball for every club in the North</h1>
            <p>32 teams, 4 divisions, one league. The 2024/25 winter season runs from September to March at Leeds Beckett, Harrogate Convention Centre and York Sport Village.</p>
            <p><a href="/fixtures-results" class="sqs-block-button-element">Fixtures &amp; results</a> <a href="/member-clubs" class="sqs-block-button-element">Find a club</a></p>
          </div></div>
        </div></section>
        <section class="page-section"><div class="content-wrapper">
          <div class="sqs-block video-block"><div class="intrinsic"><iframe src="https://www.youtube.com/embed/dQ8nB2kL7xE?feature=oembed" title="Division 1 final 2024 highlights" allowfullscreen></iframe></div></div>
          <div class="sqs-block html-block"><div class="sqs-html-content">
            <h2>Latest news</h2>
            <p><a href="/news/division-1-final-report">Harrogate Hawks retain Division 1 title in thriller</a></p>
            <p><a href="/news/umpire-course-january">New umpiring course starts in January</a></p>
          </div></div>
        </div></section>
        <section class="page-section"><div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content"><h2>Thank you to our sponsors</h2></div></div>
          <div class="sqs-block image-block"><a href="https://www.kirkbybs.co.uk/community" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/kirkby-bs.png" alt="Kirkby Building Society"></a></div>
          <div class="sqs-block image-block"><a href="https://pennineprint.co.uk/" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/pennine-print.png" alt="Pennine Print"></a></div>
        </div></section>`,
);

interface Club {
  name: string;
  venue: string;
  teams: number;
  link?: string;
}

const clubs: Club[] = [
  { name: 'Harrogate Hawks NC', venue: 'Harrogate', teams: 4, link: 'https://www.harrogatehawks.co.uk/' },
  { name: 'Leeds Lakers Netball', venue: 'Leeds', teams: 5, link: 'https://leedslakersnetball.co.uk/join' },
  { name: 'York Minster Netball Club', venue: 'York', teams: 3, link: 'https://www.yorkminsternc.org.uk/' },
  { name: 'Bradford Comets', venue: 'Bradford', teams: 2, link: 'https://www.facebook.com/bradfordcometsnetball' },
  { name: 'Wakefield Wildcats NC', venue: 'Wakefield', teams: 3, link: 'http://wakefieldwildcatsnc.co.uk' },
  { name: 'Skipton Swifts', venue: 'Skipton', teams: 1 },
  { name: 'Halifax Hurricanes NC', venue: 'Halifax', teams: 2, link: 'https://halifaxhurricanes.club/' },
  { name: 'Ripon Rockets', venue: 'Ripon', teams: 2, link: 'https://www.riponrockets.co.uk/' },
];

const memberClubs = page(
  'Member Clubs — Northern Counties Netball League',
  'The clubs that make up the Northern Counties Netball League. Find a club near you and get in touch to join.',
  '/member-clubs',
  '60f1a2b3c4d5e6f7a8b9c0d2',
  `        <section class="page-section"><div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content">
            <h1>Member Clubs</h1>
            <p>The league is owned by its member clubs, who each send a representative to the AGM. Looking to play? Contact a club below — all welcome new players.</p>
            <ul data-rte-list="default">
${clubs.map((c) => `              <li><p>${c.link ? `<a href="${c.link}" target="_blank">${c.name}</a>` : c.name} — ${c.venue} (${c.teams} ${c.teams === 1 ? 'team' : 'teams'})</p></li>`).join('\n')}
            </ul>
            <p>Want your club to join the league? Applications for the 2025/26 season close on 30 April. Email <a href="mailto:secretary@ncnetball.org.uk">secretary@ncnetball.org.uk</a>.</p>
          </div></div>
        </div></section>`,
);

const partners = page(
  'Partners & Sponsors — Northern Counties Netball League',
  'The partners and sponsors who help keep league fees low and matches running.',
  '/partners-and-sponsors',
  '60f1a2b3c4d5e6f7a8b9c0d3',
  `        <section class="page-section"><div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content">
            <h1>Partners &amp; Sponsors</h1>
            <h2>League partners</h2>
            <p>Fixtures, results and league tables are run on <a href="https://www.leaguehub.co.uk/">LeagueHub</a>, our technology partner since 2021. Division 1 matches are streamed live by our streaming partner <a href="https://courtcast.tv/ncnl">CourtCast</a>.</p>
            <p>Our physiotherapy partner <a href="https://www.movewellphysio.co.uk/">MoveWell Physio</a> provides pitch-side cover at finals day and 15% off treatment for registered players.</p>
            <p>This season our charity partner is <a href="https://dalesyoungcarers.org.uk/">Dales Young Carers</a>. Every club will host a fundraising match in February.</p>
          </div></div>
        </div></section>
        <section class="page-section"><div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content"><h2>Sponsors</h2><p>Our sponsors cover court hire for finals day and the league trophies.</p></div></div>
          <div class="sqs-gallery-container sqs-gallery-block-grid">
            <div class="slide"><a href="https://www.kirkbybs.co.uk/community" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/kirkby-bs.png" alt="Kirkby Building Society — title sponsor"></a></div>
            <div class="slide"><a href="https://pennineprint.co.uk/" target="_blank"><img src="https://images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/pennine-print.png" alt="Pennine Print — match ball sponsor"></a></div>
            <div class="slide"><img src="https://images.squarespace-cdn.com/content/v1/6123ab45cd67ef8901234567/old-mill-cafe.png" alt="The Old Mill Café — player of the match sponsor"></div>
          </div>
          <div class="sqs-block html-block"><div class="sqs-html-content"><p>Interested in sponsoring the league? Download our <a href="/s/NCNL-sponsorship-pack-2025.pdf">sponsorship pack</a>.</p></div></div>
        </div></section>`,
);

const about = page(
  'About — Northern Counties Netball League',
  'History, committee and governance of the Northern Counties Netball League.',
  '/about',
  '60f1a2b3c4d5e6f7a8b9c0d4',
  `        <section class="page-section"><div class="content-wrapper">
          <div class="sqs-block html-block"><div class="sqs-html-content">
            <h1>About the league</h1>
            <p>The Northern Counties Netball League was founded in 1987 by six clubs from West Yorkshire. Today it is a community amateur sports club affiliated to <a href="https://www.englandnetball.co.uk/">England Netball</a>, with 32 teams from 8 clubs.</p>
            <h2>Committee</h2>
            <p>Chair: Helen Morris · Secretary: Priya Shah · Fixtures: Gemma Wood · Treasurer: Anne Kettlewell</p>
            <h2>Funding</h2>
            <p>Our umpire development programme is funded by a <a href="https://www.sportengland.org/funds-and-campaigns/small-grants">Sport England Small Grant</a>.</p>
          </div></div>
        </div></section>`,
);

export const site: CorpusSite = {
  domain: 'ncnetball.org.uk',
  covers:
    'English Squarespace amateur sports league: member clubs as a bulleted list (members as generic partners; one with Facebook only, one unlinked), partners page with technology, streaming, physio and charity partners in prose next to a sponsor gallery; sponsors on the home page, governing-body affiliation, Sport England funding, YouTube video and social links as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/member-clubs': { headers: HEADERS, html: memberClubs },
    '/partners-and-sponsors': { headers: HEADERS, html: partners },
    '/about': { headers: HEADERS, html: about },
  },
  sitemap: ['/', '/fixtures-results', '/member-clubs', '/partners-and-sponsors', '/news', '/about', '/contact'],
  technologies: [
    'adobe-fonts',
    'google-analytics',
    'google-tag-manager',
    'hsts',
    'open-graph',
    'priority-hints',
    'squarespace',
    'squarespace-commerce',
    'typekit',
    'youtube',
  ],
  partners: {
    'harrogatehawks.co.uk': 'generic',
    'leedslakersnetball.co.uk': 'generic',
    'yorkminsternc.org.uk': 'generic',
    'wakefieldwildcatsnc.co.uk': 'generic',
    'halifaxhurricanes.club': 'generic',
    'riponrockets.co.uk': 'generic',
    'leaguehub.co.uk': 'technology',
    'courtcast.tv': 'technology',
    'movewellphysio.co.uk': 'generic',
    'dalesyoungcarers.org.uk': 'generic',
  },
};
