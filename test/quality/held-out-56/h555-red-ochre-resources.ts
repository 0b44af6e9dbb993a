import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Ab3kQ9Zr/x2PtLm7W',
  'strict-transport-security': 'max-age=0',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-AU">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="">
<meta charset="utf-8" />
<title>${title} — Red Ochre Resources</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/61f2a7c3e8b1d94a0c5e7f21/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.redochreresources.com.au${path}"/>
<meta property="og:site_name" content="Red Ochre Resources"/>
<meta property="og:title" content="${title} — Red Ochre Resources"/>
<meta property="og:url" content="https://www.redochreresources.com.au${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="http://static1.squarespace.com/static/61f2a7c3e8b1d94a0c5e7f21/t/6401b2c1a9e3f5/1677832385000/mulga-creek-drilling.jpg?format=1500w"/>
<meta itemprop="name" content="${title} — Red Ochre Resources"/>
<meta name="twitter:title" content="${title} — Red Ochre Resources"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-2c1e4b0f7a9d3c85-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-9a7e5d3c1b0f2e48-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-4d8b2f6e0a1c3957-min.en-US.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"61f2a7c3e8b1d94a0c5e7f21","identifier":"redochre","websiteType":1,"contentModifiedOn":1712031200000,"siteTitle":"Red Ochre Resources","language":"en-AU","timeZone":"Australia/Perth"},"templateId":"5c5a519771c10ba3470d8101","templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/61f2a7c3e8b1d94a0c5e7f21/52/5c5a519771c10ba3470d8101/61f2a7c3e8b1d94a0c5e7f3a/1541/site.css"/>
</head>`;

const nav = `<body id="collection-61f2a8e1c9b3d75f20a4e6c8" class="header-overlay-alignment-center tweak-blog-meta-primary-none primary-button-style-solid">
<div class="sqs-announcement-bar-dropzone"></div>
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary">
  <div class="header-inner container--fluid">
    <div class="header-title"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/61f2a7c3e8b1d94a0c5e7f21/red-ochre-logo.png?format=1500w" alt="Red Ochre Resources"></a></div></div>
    <div class="header-nav"><nav class="header-nav-list">
      <div class="header-nav-item header-nav-item--collection"><a href="/projects">Projects</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/about">About</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/investors">Investors</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/community">Community</a></div>
      <div class="header-nav-item header-nav-item--collection"><a href="/contact">Contact</a></div>
    </nav></div>
  </div>
</header>
<main id="page" class="container" role="main"><article class="sections" id="sections" data-page-sections="61f2a8e1c9b3d75f20a4e6d1">`;

const footer = `</article></main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12">
    <div class="sqs-block html-block"><div class="sqs-block-content">
      <p><strong>Red Ochre Resources Limited</strong> (ASX: ROR) · ABN 48 612 004 791<br>Level 2, 30 Richardson Street, West Perth WA 6005</p>
      <p><a href="/privacy-policy">Privacy Policy</a> · <a href="/disclaimer">Disclaimer</a> · <a href="/corporate-governance">Corporate Governance</a></p>
      <p>We acknowledge the Traditional Custodians of the lands on which we work.</p>
    </div></div>
    <div class="sqs-block socialaccountlinks-v2-block"><div class="sqs-block-content">
      <a href="https://www.linkedin.com/company/red-ochre-resources" target="_blank" aria-label="LinkedIn">LinkedIn</a>
      <a href="https://twitter.com/RedOchreRes" target="_blank" aria-label="Twitter">Twitter</a>
    </div></div>
    <div class="sqs-block newsletter-block"><div class="sqs-block-content"><form><label>Subscribe to ASX announcements</label><input type="email" name="email" placeholder="Email Address"><button type="submit">Sign up</button></form></div></div>
  </div></div></section>
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.8e2a1f3c6d9b7054.js" type="text/javascript"></script>
</body>
</html>`;

const block = (
  html: string,
) => `<section class="page-section"><div class="content-wrapper"><div class="sqs-layout sqs-grid-12 columns-12"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content">
${html}
</div></div></div></div></section>`;

export const site: CorpusSite = {
  domain: 'redochreresources.com.au',
  covers:
    'Australian junior miner on Squarespace: partners only in prose (joint-venture partner, drilling partner, Traditional Owner partnership, technology partner for geophysics), one partner named without link; ASX, share registry, lead manager, substantial holders, press, community sponsorship as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Copper and gold in the Pilbara', 'Red Ochre Resources is an ASX-listed explorer advancing the Mulga Creek copper-gold project in the Pilbara, Western Australia.', '/')}
${nav}
${block(`<h1>Discovering the next copper-gold district in the Pilbara</h1>
<p>Red Ochre Resources (ASX: ROR) holds 1,240 km² of tenements in the East Pilbara, anchored by the Mulga Creek copper-gold project.</p>
<p><a class="sqs-block-button-element" href="/projects">Our projects</a> <a class="sqs-block-button-element" href="/investors">Investor centre</a></p>`)}
${block(`<h2>Latest ASX announcements</h2>
<ul>
<li><a href="/s/2024-03-18-Mulga-Creek-drilling-intersects-42m-at-1-1pc-Cu.pdf">18 Mar 2024 — Mulga Creek drilling intersects 42m @ 1.1% Cu</a></li>
<li><a href="/s/2024-01-29-Quarterly-Activities-Report.pdf">29 Jan 2024 — Quarterly Activities Report</a></li>
</ul>`)}
${block(`<h2>In the media</h2>
<p>Read about our Mulga Creek discovery in <a href="https://www.miningweekly.com/article/red-ochre-hits-copper-at-mulga-creek-2024-03-19" target="_blank">Mining Weekly</a> and <a href="https://thewest.com.au/business/mining/red-ochre-copper-find" target="_blank">The West Australian</a>.</p>`)}
${footer}`,
    },
    '/projects': {
      headers,
      html: `${head('Projects', 'Mulga Creek copper-gold joint venture and the Coongan lithium project.', '/projects')}
${nav}
${block(`<h1>Projects</h1>
<h2>Mulga Creek Copper-Gold Project (ROR 70%)</h2>
<p>Mulga Creek is a 70:30 unincorporated joint venture with our partner <a href="https://www.kalbarraminerals.com.au/" target="_blank">Kalbarra Minerals Ltd</a> (ASX: KBM), with Red Ochre as manager. The 2024 reverse-circulation and diamond programme is being completed by our long-term drilling partner <a href="https://www.ironbarkdrilling.com.au/" target="_blank">Ironbark Drilling</a>.</p>
<p>Targeting is driven by 3D inversion modelling from our technology partner <a href="https://terravox.com/case-studies/mulga-creek" target="_blank">TerraVox Geoscience</a>, whose machine-learning platform integrates our magnetics, gravity and drilling data.</p>
<h2>Coongan Lithium Project (ROR 100%)</h2>
<p>Early-stage pegmatite exploration; heritage surveys were carried out in partnership with the Nyamal traditional owners through the <a href="https://www.yindjarra.org.au/" target="_blank">Yindjarra Aboriginal Corporation</a>. Soil geochemistry by Pilbara Assay Services.</p>`)}
${footer}`,
    },
    '/about': {
      headers,
      html: `${head('About', 'Board and management of Red Ochre Resources.', '/about')}
${nav}
${block(`<h1>About Red Ochre</h1>
<p>Red Ochre Resources listed on the ASX in December 2021. Our team has discovered and developed five mines across the Pilbara and Yilgarn.</p>
<h2>Board</h2>
<ul><li>Margaret Hayes — Non-Executive Chair</li><li>Daniel Okafor — Managing Director</li><li>Craig Penrose — Non-Executive Director</li></ul>
<h2>Community</h2>
<p>We are a proud sponsor of the <a href="https://www.hedlandpearlers.com.au/" target="_blank">Port Hedland Pearlers Football Club</a> and the <a href="https://www.pilbararotary.org.au/marble-bar-cup" target="_blank">Marble Bar Cup</a>.</p>`)}
${footer}`,
    },
    '/investors': {
      headers,
      html: `${head('Investors', 'ASX announcements, reports, share registry and corporate directory.', '/investors')}
${nav}
${block(`<h1>Investor centre</h1>
<p>Red Ochre Resources is listed on the <a href="https://www.asx.com.au/markets/trade-our-cash-market/overview/equities/ror" target="_blank">Australian Securities Exchange</a> (ASX: ROR).</p>
<h2>Corporate directory</h2>
<table>
<tr><td>Share registry</td><td><a href="https://www.computershare.com.au/" target="_blank">Computershare Investor Services</a></td></tr>
<tr><td>Auditor</td><td>Moore Australia (WA)</td></tr>
<tr><td>Lead manager (2023 placement)</td><td><a href="https://www.argonaut.com/" target="_blank">Argonaut Securities</a></td></tr>
<tr><td>Legal adviser</td><td><a href="https://www.steinepreis.com/" target="_blank">Steinepreis Paganin</a></td></tr>
</table>
<h2>Substantial holders</h2>
<p>Kalbarra Minerals Ltd 12.4% · Tembo Capital 8.1% · Directors and management 9.7%</p>`)}
${footer}`,
    },
  },
  technologies: ['squarespace', 'squarespace-commerce', 'open-graph', 'hsts'],
  partners: {
    'kalbarraminerals.com.au': 'generic',
    'ironbarkdrilling.com.au': 'generic',
    'terravox.com': 'technology',
    'yindjarra.org.au': 'generic',
  },
};
