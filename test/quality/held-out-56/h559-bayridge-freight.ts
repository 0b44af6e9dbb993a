import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '86f2a1b3c4d5e6f7-LAX',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '4561237',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://www.bayridgefreight.com/hubfs/bayridge-favicon.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:title" content="${title}">
<link rel="stylesheet" href="//static.hsappstatic.net/BizBlogsUi/static-1.2412/css/module_Blog_Posts.min.css">
<link rel="stylesheet" href="https://www.bayridgefreight.com/hubfs/hub_generated/template_assets/1/128834512455/1711622145091/template_main.min.css">
<link rel="canonical" href="https://www.bayridgefreight.com${path}">
<meta property="og:url" content="https://www.bayridgefreight.com${path}">
<meta name="twitter:card" content="summary">
<meta http-equiv="content-language" content="en">
<meta name="generator" content="HubSpot">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-N4QH7PB');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body class="   hs-content-id-128834599012 hs-site-page page ">
<div class="header-container-wrapper"><div class="header-container container-fluid">
  <header class="header">
    <a class="header__logo" href="/"><img src="https://www.bayridgefreight.com/hubfs/bayridge-logo-navy.svg" alt="Bayridge Freight &amp; Customs" width="200"></a>
    <nav class="header__menu" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item"><a class="menu__link" href="/services/ocean-freight">Ocean Freight</a></li>
        <li class="menu__item"><a class="menu__link" href="/services/air-freight">Air Freight</a></li>
        <li class="menu__item"><a class="menu__link" href="/services/customs-brokerage">Customs Brokerage</a></li>
        <li class="menu__item"><a class="menu__link" href="/partners">Partners</a></li>
        <li class="menu__item"><a class="menu__link" href="/about">About</a></li>
        <li class="menu__item"><a class="menu__link" href="/blog">Insights</a></li>
        <li class="menu__item"><a class="menu__link" href="https://app.bayridge-track.com/login">Track a shipment</a></li>
        <li class="menu__item"><a class="menu__link button" href="/get-a-quote">Get a quote</a></li>
      </ul>
    </nav>
  </header>
</div></div>
<main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
<div class="footer-container-wrapper"><footer class="footer">
  <div class="footer__cols">
    <div>
      <img src="https://www.bayridgefreight.com/hubfs/bayridge-logo-white.svg" alt="Bayridge Freight &amp; Customs">
      <p>2450 E. Carson St., Suite 300, Long Beach, CA 90810<br>+1 (562) 555-0148</p>
      <p>Licensed U.S. Customs Broker · FMC-licensed OTI/NVOCC #028411N · IATA accredited agent</p>
    </div>
    <div>
      <h4>Company</h4>
      <ul class="no-list">
        <li><a href="/about">About us</a></li>
        <li><a href="https://bayridgefreight.bamboohr.com/careers">Careers</a></li>
        <li><a href="/blog">Insights</a></li>
        <li><a href="/terms-and-conditions">Terms &amp; conditions of service</a></li>
        <li><a href="/privacy-policy">Privacy policy</a></li>
        <li><a href="https://status.bayridge-track.com/">Portal status</a></li>
      </ul>
    </div>
    <div>
      <h4>Memberships</h4>
      <ul class="no-list">
        <li><a href="https://www.ncbfaa.org/" target="_blank">NCBFAA member</a></li>
        <li><a href="https://www.cbp.gov/border-security/ports-entry/cargo-security/ctpat" target="_blank">CTPAT certified</a></li>
        <li><a href="https://www.wcaworld.com/" target="_blank">WCA World member</a></li>
      </ul>
    </div>
    <div class="footer__social">
      <a href="https://www.linkedin.com/company/bayridge-freight-customs/" target="_blank" rel="noopener">LinkedIn</a>
      <a href="https://www.facebook.com/bayridgefreight" target="_blank" rel="noopener">Facebook</a>
      <a href="https://www.youtube.com/@bayridgefreight" target="_blank" rel="noopener">YouTube</a>
    </div>
  </div>
  <p class="footer__copy">© 2024 Bayridge Freight &amp; Customs, Inc.</p>
</footer></div>
<script src="https://static.hsappstatic.net/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script src="https://static.hsappstatic.net/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.bayridgefreight.com/hubfs/hub_generated/template_assets/1/128834512460/1711622146012/template_main.min.js"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/4561237.js"></script>
<!-- End of HubSpot Embed Code -->
<script type="text/javascript">_linkedin_partner_id = "5123987"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script>
<script type="text/javascript" async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>
</body>
</html>`;

const integration = (name: string, text: string, url: string, logo: string) => `<div class="card card--integration">
          <img src="https://www.bayridgefreight.com/hubfs/partners/${logo}" alt="${name} logo" loading="lazy">
          <h3>${name}</h3>
          <p>${text}</p>
          <a class="card__link" href="${url}" target="_blank" rel="noopener">Visit website →</a>
        </div>`;

export const site: CorpusSite = {
  domain: 'bayridgefreight.com',
  otherDomains: ['bayridge-track.com'],
  covers:
    'US freight forwarder and customs broker on HubSpot CMS behind Cloudflare: partners page with sections by kind (linked carrier logos with one unlinked, software integration cards with "Visit website", referral compliance consultants in prose); trusted-by customers, testimonials, memberships/certifications, sponsorship, ATS careers, tracking-portal domain and blog as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Bayridge Freight & Customs | Freight Forwarding and Customs Brokerage in Long Beach', 'Ocean and air freight forwarding, customs brokerage and trade compliance for importers across the US West Coast.', '/')}
${nav}
  <div class="row-fluid-wrapper dnd-section hero">
    <h1>Your cargo, cleared and delivered.</h1>
    <p>From factory floor in Asia to your warehouse in the Inland Empire: ocean and air freight, customs entries, ISF filing and duty drawback under one roof.</p>
    <a class="button" href="/get-a-quote">Get a quote</a>
  </div>
  <div class="row-fluid-wrapper dnd-section trusted">
    <h2>Trusted by 600+ importers</h2>
    <ul class="logo-row no-list">
      <li><img src="https://www.bayridgefreight.com/hubfs/customers/sunpeak-outdoor.png" alt="Sunpeak Outdoor"></li>
      <li><img src="https://www.bayridgefreight.com/hubfs/customers/terra-home.png" alt="Terra Home Goods"></li>
      <li><img src="https://www.bayridgefreight.com/hubfs/customers/velo-parts.png" alt="VeloParts Distribution"></li>
    </ul>
  </div>
  <div class="row-fluid-wrapper dnd-section testimonials">
    <blockquote>"Bayridge caught a misclassification that would have cost us $180k in penalties." <cite>— Dana K., VP Supply Chain, <a href="https://www.sunpeakoutdoor.com/" target="_blank">Sunpeak Outdoor</a></cite></blockquote>
  </div>
  <div class="row-fluid-wrapper dnd-section community">
    <p>Proud sponsor of the <a href="https://www.lbjrlifeguards.org/" target="_blank">Long Beach Junior Lifeguards</a> since 2016.</p>
  </div>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners | Bayridge Freight & Customs', 'The carriers, software platforms and advisers we work with to move and clear your cargo.', '/partners')}
${nav}
  <div class="row-fluid-wrapper dnd-section page-header">
    <h1>Our partners</h1>
    <p>We are asset-light by design. That means we choose the best partners for every lane and every filing, and we hold them to our standards.</p>
  </div>
  <div class="row-fluid-wrapper dnd-section carriers">
    <h2>Carrier partners</h2>
    <p>Contracted space with ocean carriers, airlines and drayage providers on every major transpacific lane.</p>
    <div class="logo-grid">
      <a href="https://www.pacificcrestshipping.com/" target="_blank" rel="noopener"><img src="https://www.bayridgefreight.com/hubfs/partners/pacific-crest.png" alt="Pacific Crest Shipping"></a>
      <a href="https://atlasoceanlines.com/" target="_blank" rel="noopener"><img src="https://www.bayridgefreight.com/hubfs/partners/atlas-ocean.png" alt="Atlas Ocean Lines"></a>
      <a href="https://www.transamericaaircargo.com/" target="_blank" rel="noopener"><img src="https://www.bayridgefreight.com/hubfs/partners/transamerica-air.png" alt="TransAmerica Air Cargo"></a>
      <a href="https://coastlinedrayage.com/" target="_blank" rel="noopener"><img src="https://www.bayridgefreight.com/hubfs/partners/coastline-drayage.png" alt="Coastline Drayage"></a>
      <img src="https://www.bayridgefreight.com/hubfs/partners/northstar-rail.png" alt="Northstar Rail">
    </div>
  </div>
  <div class="row-fluid-wrapper dnd-section integrations">
    <h2>Technology integrations</h2>
    <div class="card-grid">
        ${integration('ClearPort', 'Our ABI-certified customs software: entries, ISF and post-summary corrections filed directly with CBP.', 'https://www.clearportsoftware.com/', 'clearport.png')}
        ${integration('FreightPulse', 'Real-time container and flight milestones pushed into your ERP via API.', 'https://freightpulse.io/integrations/bayridge', 'freightpulse.png')}
        ${integration('ShipBridge', 'Connect your Shopify or Amazon store and book freight straight from purchase orders.', 'https://shipbridge.app/', 'shipbridge.png')}
    </div>
  </div>
  <div class="row-fluid-wrapper dnd-section referral">
    <h2>Advisory &amp; referral partners</h2>
    <p>For classification rulings, Section 301 exclusions and forced-labor (UFLPA) audits, we work with our trade compliance consulting partners <a href="https://www.lindqvisttrade.com/" target="_blank">Lindqvist Trade Advisory</a> and <a href="https://pinecrestcompliance.com/" target="_blank">Pinecrest Compliance Group</a>, who also refer their clients to us for brokerage.</p>
  </div>
  <div class="row-fluid-wrapper dnd-section cta">
    <h2>Become a partner</h2>
    <p>Carriers and software vendors: <a href="/partners/apply">apply to join our partner program</a>.</p>
  </div>
${footer}`,
    },
    '/services/customs-brokerage': {
      headers,
      html: `${head('Customs Brokerage | Bayridge Freight & Customs', 'Licensed customs brokers filing 14,000 entries a year at LA/Long Beach, Oakland and Seattle.', '/services/customs-brokerage')}
${nav}
  <div class="row-fluid-wrapper dnd-section">
    <h1>Customs brokerage</h1>
    <p>Our licensed customs brokers file 14,000 entries a year. We handle classification, valuation, ISF 10+2, PGA filings (FDA, USDA, EPA), bonds and duty drawback.</p>
    <p>Learn more in our guide: <a href="/blog/section-301-tariffs-2024-what-importers-need-to-know">Section 301 tariffs in 2024</a>.</p>
  </div>
${footer}`,
    },
    '/blog': {
      headers,
      html: `${head('Insights | Bayridge Freight & Customs', 'Trade compliance news and freight market updates from Bayridge.', '/blog')}
${nav}
  <div class="blog-index">
    <h1>Insights</h1>
    <article class="blog-index__post"><h2><a href="/blog/section-301-tariffs-2024-what-importers-need-to-know">Section 301 tariffs in 2024: what importers need to know</a></h2><p>Mar 12, 2024 · Customs</p></article>
    <article class="blog-index__post"><h2><a href="/blog/transpacific-rates-q2-2024">Transpacific rate outlook Q2 2024</a></h2><p>Mar 4, 2024 · Ocean freight</p></article>
    <p>Featured in <a href="https://www.joc.com/" target="_blank">Journal of Commerce</a> and <a href="https://www.freightwaves.com/" target="_blank">FreightWaves</a>.</p>
  </div>
${footer}`,
    },
  },
  sitemap: ['/', '/partners', '/services/customs-brokerage', '/blog'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'jquery', 'google-tag-manager', 'linkedin-insight-tag', 'open-graph'],
  partners: {
    'pacificcrestshipping.com': 'generic',
    'atlasoceanlines.com': 'generic',
    'transamericaaircargo.com': 'generic',
    'coastlinedrayage.com': 'generic',
    'clearportsoftware.com': 'technology',
    'freightpulse.io': 'technology',
    'shipbridge.app': 'technology',
    'lindqvisttrade.com': 'channel',
    'pinecrestcompliance.com': 'channel',
  },
};
