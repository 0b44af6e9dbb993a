import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Kq2LxR0c/ZbT4mWnp',
  'set-cookie': 'crumb=BZuPjds1NjFmYzk3NjA5MWYxNDcwYjY0OGZiNjM5; Path=/; Secure',
};

function page(title: string, description: string, path: string, collectionId: string, body: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-GB">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- hartwell-rowe -->
<base href="">
<meta charset="utf-8">
<title>${title} &mdash; Hartwell &amp; Rowe</title>
<link rel="shortcut icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/63a1f0c2e4b05d7a1c9b2e11/favicon.ico?format=100w">
<link rel="canonical" href="https://www.hartwellrowe.co.uk${path}">
<meta property="og:site_name" content="Hartwell &amp; Rowe">
<meta property="og:title" content="${title} &mdash; Hartwell &amp; Rowe">
<meta property="og:url" content="https://www.hartwellrowe.co.uk${path}">
<meta property="og:type" content="website">
<meta property="og:description" content="${description}">
<meta property="og:image" content="http://static1.squarespace.com/static/63a1f0c2e4b05d7a1c9b2e11/t/63a1f4d8a9b0c12e3f4a5b6c/1671558360000/hr-social.jpg?format=1500w">
<meta itemprop="name" content="${title} &mdash; Hartwell &amp; Rowe">
<meta itemprop="url" content="https://www.hartwellrowe.co.uk${path}">
<meta name="twitter:title" content="${title} &mdash; Hartwell &amp; Rowe">
<meta name="twitter:card" content="summary">
<meta name="description" content="${description}">
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="stylesheet" href="https://use.typekit.net/qvh4zrm.css">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-8f1a2b3c4d5e6f70-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-a1b2c3d4e5f60718-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-0f1e2d3c4b5a6978-min.en-US.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"63a1f0c2e4b05d7a1c9b2e11","identifier":"hartwell-rowe","websiteType":1,"contentModifiedOn":1712830000000,"cloneable":false,"siteTitle":"Hartwell & Rowe","language":"en-GB","timeZone":"Europe/London","primaryDomain":"www.hartwellrowe.co.uk"},"collectionId":"${collectionId}","templateVersion":"7.1"};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/63a1f0c2e4b05d7a1c9b2e11/42/5c5a519771b2c61dd5b1b2e1/63a1f0c2e4b05d7a1c9b2e2a/1538/site.css">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7KQ2M4RZ1P"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7KQ2M4RZ1P');
</script>
</head>
<body id="collection-${collectionId}" class="header-overlay-alignment-center tweak-social-icons-style-regular primary-button-style-solid collection-type-page collection-layout-default">
<div class="sqs-announcement-bar-dropzone"></div>
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="">
  <div class="header-inner container--fluid header-layout--with-commerce">
    <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img src="//images.squarespace-cdn.com/content/v1/63a1f0c2e4b05d7a1c9b2e11/hr-logo.png?format=1500w" alt="Hartwell &amp; Rowe"></a></div>
    <div class="header-nav">
      <nav class="header-nav-list">
        <div class="header-nav-item header-nav-item--collection"><a href="/about">About</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/practices">Practices</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/global-alliance">Global Reach</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/insights">Insights</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/contact">Contact</a></div>
      </nav>
    </div>
    <div class="header-actions"><a class="btn btn--border" href="https://candidates.hartwellrowe.co.uk/register">Register as a candidate</a></div>
  </div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${collectionId}">
${body}
</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section" data-section-theme="black">
    <div class="content-wrapper">
      <div class="sqs-layout sqs-grid-12 columns-12">
        <div class="sqs-block html-block"><div class="sqs-block-content">
          <p><strong>Hartwell &amp; Rowe Ltd</strong><br>30 St Mary Axe, London EC3A 8BF<br>+44 (0)20 7946 0112 · <a href="mailto:search@hartwellrowe.co.uk">search@hartwellrowe.co.uk</a></p>
          <p>New York office: <a href="https://www.hartwellrowe.com/">hartwellrowe.com</a></p>
        </div></div>
        <div class="sqs-block socialaccountlinks-v2-block"><div class="sqs-block-content">
          <nav class="sqs-svg-icon--list">
            <a href="https://www.linkedin.com/company/hartwell-rowe/" target="_blank" class="sqs-svg-icon--wrapper linkedin-unauth" aria-label="LinkedIn"></a>
            <a href="https://twitter.com/hartwellrowe" target="_blank" class="sqs-svg-icon--wrapper twitter-unauth" aria-label="Twitter"></a>
          </nav>
        </div></div>
        <div class="sqs-block html-block"><div class="sqs-block-content">
          <p><a href="/privacy-notice">Privacy notice</a> · <a href="/cookie-policy">Cookie policy</a> · <a href="/modern-slavery-statement">Modern slavery statement</a> · <a href="/careers">Join our team</a></p>
          <p>Hartwell &amp; Rowe Ltd is registered in England &amp; Wales, company no. 08812345.</p>
        </div></div>
      </div>
    </div>
  </section>
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771b2c61dd5b1b2e1/scripts/site-bundle.8a1b2c3d4e5f6a7b8c9d.js" type="text/javascript"></script>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="linkedin-unauth-icon" viewBox="0 0 64 64"><path d="M20.4,44h5.4V26.6h-5.4V44z"/></symbol></svg>
<div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--bottom" role="region" aria-label="Cookie banner">
  <div class="sqs-cookie-banner-v2-text"><p>We use cookies to understand how visitors use our website. <a href="/cookie-policy">Read our cookie policy</a>.</p></div>
  <button class="sqs-cookie-banner-v2-accept">Accept</button><button class="sqs-cookie-banner-v2-decline">Decline</button>
</div>
</body>
</html>`;
}

const HOME = page(
  'Executive Search for Financial Services and Technology',
  'Hartwell & Rowe is a London executive search firm appointing board members and senior leaders in financial services, fintech and technology.',
  '/',
  '63a1f0c2e4b05d7a1c9b2e31',
  `<section class="page-section full-bleed-section" data-section-theme="dark">
  <div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">
    <h1 style="white-space:pre-wrap;">Leadership appointments that last.</h1>
    <p class="sqsrte-large">Board, C-suite and senior leadership search for financial services, fintech and technology — from London, with reach into 14 markets.</p>
    <p><a href="/contact" class="sqs-block-button-element--medium sqs-button-element--primary">Start a search</a></p>
  </div></div></div>
</section>
<section class="page-section" data-section-theme="white">
  <div class="content-wrapper">
    <div class="sqs-block html-block"><div class="sqs-block-content">
      <h2>What we do</h2>
      <p><strong>Board &amp; Non-Executive.</strong> Chairs, NEDs and committee chairs for regulated firms.</p>
      <p><strong>CEO &amp; C-suite.</strong> CEO, CFO, CRO, CTO and COO appointments.</p>
      <p><strong>Leadership assessment.</strong> Structured assessment and succession planning for leadership teams.</p>
    </div></div>
    <div class="sqs-block quote-block"><div class="sqs-block-content">
      <figure><blockquote>“They understood the regulatory context of our CFO search better than any firm we have worked with.”</blockquote><figcaption>— Chair of the Audit Committee, UK challenger bank</figcaption></figure>
    </div></div>
    <div class="sqs-block gallery-block sqs-block-gallery"><div class="sqs-block-content">
      <h3>Recent clients include</h3>
      <div class="sqs-gallery-design-grid">
        <div class="slide"><img data-src="https://images.squarespace-cdn.com/content/v1/63a1f0c2e4b05d7a1c9b2e11/clients/thornbury-bank.png" alt="Thornbury Bank"></div>
        <div class="slide"><img data-src="https://images.squarespace-cdn.com/content/v1/63a1f0c2e4b05d7a1c9b2e11/clients/quaylink.png" alt="Quaylink Payments"></div>
        <div class="slide"><img data-src="https://images.squarespace-cdn.com/content/v1/63a1f0c2e4b05d7a1c9b2e11/clients/ardent-life.png" alt="Ardent Life Assurance"></div>
        <div class="slide"><img data-src="https://images.squarespace-cdn.com/content/v1/63a1f0c2e4b05d7a1c9b2e11/clients/copperline-capital.png" alt="Copperline Capital"></div>
      </div>
    </div></div>
  </div>
</section>
<section class="page-section" data-section-theme="light">
  <div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">
    <h2>Global reach, local judgement</h2>
    <p>As the UK member of the Meridian Search Alliance we run cross-border mandates with partner firms across Europe, the Americas and Asia-Pacific. <a href="/global-alliance">Meet our alliance partners</a>.</p>
  </div></div></div>
</section>`,
);

const ABOUT = page(
  'About',
  'Founded in 2011 by Caroline Hartwell and James Rowe, Hartwell & Rowe is an independent, partner-owned search firm.',
  '/about',
  '63a1f0c2e4b05d7a1c9b2e32',
  `<section class="page-section" data-section-theme="white">
  <div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">
    <h1>About us</h1>
    <p>Hartwell &amp; Rowe was founded in 2011 by Caroline Hartwell and James Rowe, both formerly of large global search firms. We are independent and partner-owned, and we limit the number of mandates each partner runs at once.</p>
    <p>Our leadership assessments are delivered together with our assessment partner <a href="https://www.cognira.co.uk/">Cognira Psychometrics</a>, whose occupational psychologists design the case exercises and personality profiling we use on every shortlist.</p>
    <h2>Our team</h2>
    <p><strong>Caroline Hartwell</strong>, Managing Partner — <a href="https://www.linkedin.com/in/carolinehartwell/">LinkedIn</a><br>
    <strong>James Rowe</strong>, Partner, Technology Practice — <a href="https://www.linkedin.com/in/jamesrowe-search/">LinkedIn</a><br>
    <strong>Priya Natarajan</strong>, Partner, Board Practice<br>
    <strong>Tom Okafor</strong>, Head of Research</p>
    <h2>Recognition</h2>
    <p>Shortlisted for “Best Executive Search Firm (under 50 staff)” at the <a href="https://www.recruiterawards.co.uk/shortlist-2023">Recruiter Awards 2023</a>.</p>
  </div></div></div>
</section>`,
);

const ALLIANCE = page(
  'Global Reach',
  'Hartwell & Rowe is the UK member of the Meridian Search Alliance, a partnership of independent executive search firms.',
  '/global-alliance',
  '63a1f0c2e4b05d7a1c9b2e33',
  `<section class="page-section" data-section-theme="white">
  <div class="content-wrapper"><div class="sqs-block html-block"><div class="sqs-block-content">
    <h1>Global reach</h1>
    <p>Many of our mandates cross borders. Through the Meridian Search Alliance, a partnership of independent, owner-managed search firms, we share research, run joint mandates and introduce each other to local candidates and clients. Every alliance partner is independently owned and is the sole member in its market.</p>
    <h2>Our alliance partners</h2>
  </div></div>
  <div class="sqs-block code-block"><div class="sqs-block-content">
    <table class="alliance-table">
      <thead><tr><th>Firm</th><th>Market</th><th>Office</th><th>Website</th></tr></thead>
      <tbody>
        <tr><td>Valmont Conseil</td><td>France, Belgium</td><td>Paris</td><td><a href="https://www.valmont-conseil.fr/" target="_blank">valmont-conseil.fr</a></td></tr>
        <tr><td>Brandt &amp; Kessler Executive Search</td><td>Germany, Austria, Switzerland</td><td>Frankfurt am Main</td><td><a href="https://www.brandt-kessler.de/en/" target="_blank">brandt-kessler.de</a></td></tr>
        <tr><td>Korvik Partners</td><td>Nordics</td><td>Stockholm</td><td><a href="https://korvikpartners.se/" target="_blank">korvikpartners.se</a></td></tr>
        <tr><td>Almeida Talent Advisory</td><td>Brazil</td><td>São Paulo</td><td><a href="https://www.almeidatalent.com.br/" target="_blank">almeidatalent.com.br</a></td></tr>
        <tr><td>Southbank Search</td><td>Australia, New Zealand</td><td>Sydney</td><td><a href="https://southbanksearch.com.au/" target="_blank">southbanksearch.com.au</a></td></tr>
        <tr><td>Tanaka &amp; Hale</td><td>Japan</td><td>Tokyo</td><td><a href="https://www.tanakahale.co.jp/en/" target="_blank">tanakahale.co.jp</a></td></tr>
        <tr><td>Hartwell &amp; Rowe Inc.</td><td>United States</td><td>New York</td><td><a href="https://www.hartwellrowe.com/" target="_blank">hartwellrowe.com</a></td></tr>
        <tr><td>India (partner to be announced)</td><td>India</td><td>Mumbai</td><td>—</td></tr>
      </tbody>
    </table>
  </div></div>
  <div class="sqs-block html-block"><div class="sqs-block-content">
    <p>Looking for a search in a market not listed? <a href="/contact">Talk to us</a> — we regularly work with trusted independent firms outside the alliance.</p>
  </div></div></div>
</section>`,
);

const INSIGHTS = page(
  'Insights',
  'Commentary from Hartwell & Rowe on board composition, leadership hiring and pay in financial services.',
  '/insights',
  '63a1f0c2e4b05d7a1c9b2e34',
  `<section class="page-section" data-section-theme="white">
  <div class="content-wrapper">
    <div class="sqs-block html-block"><div class="sqs-block-content"><h1>Insights</h1></div></div>
    <div class="sqs-block summary-v2-block"><div class="sqs-block-content">
      <div class="summary-item"><a href="/insights/2024/3/12/the-cro-shortage" class="summary-title-link">The CRO shortage: why risk leaders are the hardest hire of 2024</a><p class="summary-excerpt">Regulatory scrutiny and a thin bench are pushing CRO packages up by a fifth.</p></div>
      <div class="summary-item"><a href="/insights/2023/11/2/neds-for-fintech-boards" class="summary-title-link">What fintech boards get wrong about their first NED</a><p class="summary-excerpt">Five lessons from forty board appointments.</p></div>
    </div></div>
    <div class="sqs-block html-block"><div class="sqs-block-content">
      <h2>As featured in</h2>
      <p><a href="https://www.ft.com/content/3b9c1d2e-leadership-hiring" target="_blank">Financial Times</a> · <a href="https://www.thetimes.co.uk/article/boardroom-diversity-pledge" target="_blank">The Times</a> · <a href="https://www.hrmagazine.co.uk/content/news/executive-pay-fintech" target="_blank">HR Magazine</a> · <a href="https://www.cityam.com/the-cfo-merry-go-round/" target="_blank">City A.M.</a></p>
    </div></div>
    <div class="sqs-block newsletter-block"><div class="sqs-block-content">
      <form class="newsletter-form"><h3>Quarterly leadership briefing</h3><input type="email" name="email" placeholder="Email address"><button type="submit">Sign up</button></form>
    </div></div>
  </div>
</section>`,
);

export const site: CorpusSite = {
  domain: 'hartwellrowe.co.uk',
  otherDomains: ['hartwellrowe.com'],
  covers:
    'UK executive search firm on Squarespace (server header, Adobe Fonts/Typekit stylesheet, GA4 gtag): alliance member firms in a table with website links (generic), one assessment partner named in About prose with a link; negatives are unlinked client logos, testimonial, own US domain in the alliance table and footer, awards, press "as featured in", LinkedIn profiles, candidate portal subdomain',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/about': { headers: HEADERS, html: ABOUT },
    '/global-alliance': { headers: HEADERS, html: ALLIANCE },
    '/insights': { headers: HEADERS, html: INSIGHTS },
  },
  sitemap: ['/', '/about', '/practices', '/global-alliance', '/insights', '/contact'],
  technologies: ['squarespace', 'squarespace-commerce', 'google-analytics', 'google-tag-manager', 'adobe-fonts', 'typekit', 'open-graph'],
  partners: {
    'cognira.co.uk': 'generic',
    'valmont-conseil.fr': 'generic',
    'brandt-kessler.de': 'generic',
    'korvikpartners.se': 'generic',
    'almeidatalent.com.br': 'generic',
    'southbanksearch.com.au': 'generic',
    'tanakahale.co.jp': 'generic',
  },
};
