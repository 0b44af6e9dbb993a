import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8f41a7c2be3d0e55-ORD',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21884213',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '118832447102',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'set-cookie':
    '__cf_bm=Qk9vX2mP7tR1.aZ3-1736950000-1.0.1.1-xYz; path=/; expires=Wed, 15-Jan-26 14:56:40 GMT; domain=.kestrelcircuits.com; HttpOnly; Secure; SameSite=None',
};

const head = (title: string, desc: string, path: string) => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.kestrelcircuits.com/hubfs/kestrel-favicon.png">
    <meta name="description" content="${desc}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${desc}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${desc}">
    <meta name="twitter:title" content="${title}">
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
    </style>
    <link rel="stylesheet" href="https://www.kestrelcircuits.com/hubfs/hub_generated/template_assets/1/118830019877/1735241102214/template_main.min.css">
    <link rel="stylesheet" href="https://www.kestrelcircuits.com/hubfs/hub_generated/module_assets/1/118830020114/1735241100890/module_tabs.min.css">
    <link rel="canonical" href="https://www.kestrelcircuits.com${path}">
    <meta property="og:url" content="https://www.kestrelcircuits.com${path}">
    <meta name="twitter:card" content="summary">
    <meta http-equiv="content-language" content="en">
    <meta name="generator" content="HubSpot">
  </head>
  <body>
    <div class="body-wrapper hs-content-id-118832447102 hs-site-page page">
      <div data-global-resource-path="kestrel-theme/templates/partials/header.html"><header class="header">
        <a href="#main-content" class="header__skip">Skip to content</a>
        <div class="header__container content-wrapper">
          <div class="header__logo"><a href="https://www.kestrelcircuits.com"><img src="https://www.kestrelcircuits.com/hubfs/raw_assets/public/kestrel-theme/images/kestrel-logo.svg" alt="Kestrel Circuit Works" width="190" height="44"></a></div>
          <nav class="menu menu--desktop" aria-label="Main menu">
            <ul class="menu__wrapper no-list">
              <li class="hs-menu-item hs-menu-depth-1 hs-item-has-children"><a href="https://www.kestrelcircuits.com/capabilities">Capabilities</a>
                <ul class="menu__submenu"><li><a href="https://www.kestrelcircuits.com/capabilities/smt-assembly">SMT assembly</a></li><li><a href="https://www.kestrelcircuits.com/capabilities/box-build">Box build</a></li><li><a href="https://www.kestrelcircuits.com/capabilities/test">Test &amp; inspection</a></li></ul></li>
              <li class="hs-menu-item hs-menu-depth-1"><a href="https://www.kestrelcircuits.com/industries">Industries</a></li>
              <li class="hs-menu-item hs-menu-depth-1"><a href="https://www.kestrelcircuits.com/quality">Quality</a></li>
              <li class="hs-menu-item hs-menu-depth-1 hs-item-has-children"><a href="https://www.kestrelcircuits.com/about">Company</a>
                <ul class="menu__submenu"><li><a href="https://www.kestrelcircuits.com/about">About us</a></li><li><a href="https://www.kestrelcircuits.com/partner-network">Partner network</a></li><li><a href="https://www.kestrelcircuits.com/news">News</a></li><li><a href="https://www.kestrelcircuits.com/careers">Careers</a></li></ul></li>
            </ul>
          </nav>
          <a class="button button--primary" href="https://www.kestrelcircuits.com/request-a-quote">Request a quote</a>
        </div>
      </header></div>
      <main id="main-content" class="body-container-wrapper">`;

const footer = `      </main>
      <div data-global-resource-path="kestrel-theme/templates/partials/footer.html"><footer class="footer">
        <div class="footer__container content-wrapper">
          <div class="footer__col"><p><strong>Kestrel Circuit Works, Inc.</strong><br>2200 Technology Pkwy<br>Schaumburg, IL 60173<br>+1 847 555 0148</p></div>
          <div class="footer__col"><h5>Company</h5><ul class="no-list"><li><a href="/about">About</a></li><li><a href="/partner-network">Partner network</a></li><li><a href="/news">News</a></li><li><a href="https://kestrelcircuits.applytojob.com/">Careers</a></li></ul></div>
          <div class="footer__col"><h5>Certified</h5><p>ISO 9001:2015 &middot; ISO 13485:2016 &middot; AS9100D &middot; ITAR registered &middot; IPC-A-610 Class 3</p><p><a href="https://www.ipc.org/">IPC member company</a></p></div>
          <div class="footer__col"><h5>Follow</h5><p><a href="https://www.linkedin.com/company/kestrel-circuit-works">LinkedIn</a> &middot; <a href="https://www.youtube.com/@kestrelcircuits">YouTube</a></p></div>
        </div>
        <div class="footer__legal content-wrapper"><p>&copy; 2026 Kestrel Circuit Works, Inc. <a href="/privacy-policy">Privacy</a> &middot; <a href="/terms-and-conditions-of-sale">Terms of sale</a></p></div>
      </footer></div>
    </div>
    <div id="hs-eu-cookie-confirmation" class="hs-cookie-notification-position-bottom" role="region" aria-label="Cookie banner" data-hs-banner-type="default"><div id="hs-eu-cookie-confirmation-inner"><div id="hs-eu-policy-wording"><p>This website stores cookies on your computer to improve your experience.</p></div><div id="hs-eu-cookie-confirmation-button-group"><a id="hs-eu-confirmation-button" role="button" href="#">Accept</a><a id="hs-eu-decline-button" role="button" href="#">Decline</a></div></div></div>
    <script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
    <script src="https://www.kestrelcircuits.com/hubfs/hub_generated/template_assets/1/118830019880/1735241101331/template_main.min.js"></script>
    <!-- Start of HubSpot Analytics Code -->
    <script type="text/javascript">var _hsq = _hsq || [];_hsq.push(["setContentType", "standard-page"]);_hsq.push(["setCanonicalUrl", "https:\\/\\/www.kestrelcircuits.com"]);_hsq.push(["setPageId", "118832447102"]);</script>
    <script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21884213.js"></script>
    <script type="text/javascript" async src="https://js.hs-analytics.net/analytics/1736950200000/21884213.js"></script>
    <!-- End of HubSpot Analytics Code -->
    <script type="text/javascript">_linkedin_partner_id = "5120488";window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script>
    <script type="text/javascript" async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>
  </body></html>`;

export const site: CorpusSite = {
  domain: 'kestrelcircuits.com',
  covers:
    "US electronics contract manufacturer on HubSpot CMS behind Cloudflare; the bare domain 301-redirects to the www host where all pages live; /partner-network in a Company dropdown with tabs: technology partners, design-consultancy partners and manufacturers' rep firms by territory (channel), one rep shown by name only; negatives: customer logos, investor, IPC membership, ISO registrar, ITAR/PMDDTC, press release on a newswire, applicant-tracking careers host",
  pages: {
    '/': { status: 301, redirect: 'https://www.kestrelcircuits.com/' },
    'https://www.kestrelcircuits.com/': {
      headers,
      html: `${head('Kestrel Circuit Works | Electronics Contract Manufacturing, Chicago', 'Low-to-mid volume PCB assembly, box build and test for medical, industrial and defense OEMs.', '')}
        <div class="container-fluid body-container body-container--home">
          <div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span widget-type-cell dnd-column">
            <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module"><section class="hero"><h1>Your PCB assemblies, built right the first time</h1><p>Four SMT lines, 100% AOI, and engineers who answer the phone. From 50 prototypes to 50,000 units a year.</p><a class="button" href="/request-a-quote">Get a quote in 24 hours</a></section></div>
          </div></div></div>
          <div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span widget-type-cell dnd-column">
            <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><section class="logo-strip"><h2>Trusted by OEMs in regulated industries</h2><ul class="logo-strip__list">
              <li><a href="https://www.corvantmedical.com/"><img src="https://www.kestrelcircuits.com/hubfs/logos/corvant.svg" alt="Corvant Medical"></a></li>
              <li><a href="https://www.tallgrassrobotics.com/"><img src="https://www.kestrelcircuits.com/hubfs/logos/tallgrass.svg" alt="Tallgrass Robotics"></a></li>
              <li><img src="https://www.kestrelcircuits.com/hubfs/logos/defense-prime.svg" alt="A Tier 1 defense prime"></li>
              <li><a href="https://www.brightline-meters.com/"><img src="https://www.kestrelcircuits.com/hubfs/logos/brightline.svg" alt="Brightline Meters"></a></li>
            </ul></section></div>
          </div></div></div>
          <div class="row-fluid-wrapper dnd-section"><div class="row-fluid"><div class="span12 widget-span widget-type-cell dnd-column">
            <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><section class="testimonial"><blockquote>&ldquo;Kestrel took our infusion-pump board from NPI to validated production in eleven weeks.&rdquo;<cite>VP Operations, Corvant Medical</cite></blockquote></section></div>
          </div></div></div>
        </div>
${footer}`,
    },
    'https://www.kestrelcircuits.com/partner-network': {
      headers,
      html: `${head('Partner network | Kestrel Circuit Works', 'Technology partners, design partners and sales representatives working with Kestrel Circuit Works.', '/partner-network')}
        <div class="container-fluid body-container">
          <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><section class="page-banner"><h1>Partner network</h1><p>The right partner at every step: from schematic to shipped product.</p></section></div>
          <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module"><div class="tabs" data-tabs>
            <div class="tabs__nav" role="tablist"><button role="tab" aria-selected="true" aria-controls="tab-tech" id="t-tech">Technology partners</button><button role="tab" aria-selected="false" aria-controls="tab-design" id="t-design">Design partners</button><button role="tab" aria-selected="false" aria-controls="tab-reps" id="t-reps">Sales representatives</button></div>
            <div class="tabs__panel" role="tabpanel" id="tab-tech" aria-labelledby="t-tech">
              <p>We integrate these technology partners into our factory so your data flows from CAD to test report.</p>
              <div class="partner-grid">
                <div class="partner-card"><img src="https://www.kestrelcircuits.com/hubfs/partners/traceline.svg" alt="Traceline MES"><h3>Traceline MES</h3><p>Serial-level traceability for every component reel and solder-paste lot.</p><a href="https://www.tracelinemes.com/" target="_blank" rel="noopener">tracelinemes.com</a></div>
                <div class="partner-card"><img src="https://www.kestrelcircuits.com/hubfs/partners/boardcheck.svg" alt="BoardCheck"><h3>BoardCheck</h3><p>Automated DFM checks on Gerber and ODB++ uploads, built into our quote portal.</p><a href="https://boardcheck.io/" target="_blank" rel="noopener">boardcheck.io</a></div>
                <div class="partner-card"><img src="https://www.kestrelcircuits.com/hubfs/partners/probeworks.svg" alt="ProbeWorks"><h3>ProbeWorks</h3><p>Flying-probe and boundary-scan test programs.</p><a href="https://www.probeworks-test.com/" target="_blank" rel="noopener">probeworks-test.com</a></div>
              </div>
            </div>
            <div class="tabs__panel" role="tabpanel" id="tab-design" aria-labelledby="t-design" hidden>
              <p>Need a design? Our design partners are independent engineering consultancies that take products from concept to a manufacturable design and hand off directly to our NPI team.</p>
              <ul class="partner-list">
                <li><a href="https://www.lakeshore-design.com/">Lakeshore Design Group</a> &ndash; medical and wearable electronics, Milwaukee</li>
                <li><a href="https://www.halcyonembedded.com/">Halcyon Embedded</a> &ndash; embedded firmware and RF, Austin</li>
                <li><a href="https://ohmbridge.engineering/">Ohmbridge Engineering</a> &ndash; power electronics, Detroit</li>
              </ul>
            </div>
            <div class="tabs__panel" role="tabpanel" id="tab-reps" aria-labelledby="t-reps" hidden>
              <p>Our independent manufacturers&rsquo; representatives sell Kestrel services in their territories.</p>
              <table class="reps-table"><thead><tr><th>Territory</th><th>Rep firm</th></tr></thead><tbody>
                <tr><td>New England</td><td><a href="https://www.granitestatereps.com/">Granite State Technical Sales</a></td></tr>
                <tr><td>Ohio Valley</td><td><a href="https://www.buckeyetechsales.com/">Buckeye Tech Sales</a></td></tr>
                <tr><td>Texas &amp; Oklahoma</td><td><a href="https://www.lonestarem.com/">Lone Star EMS Representatives</a></td></tr>
                <tr><td>Minnesota &amp; Dakotas</td><td>North Star Rep Group &ndash; call +1 612 555 0190</td></tr>
              </tbody></table>
            </div>
          </div></div>
          <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form"><section class="become-partner"><h2>Become a partner</h2><p>Design houses and rep firms: tell us about your territory and customers.</p><div class="hbspt-form" id="hbspt-form-4e8a0b2c"><form id="hsForm_4e8a0b2c" method="POST" class="hs-form stacked hs-custom-form" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/21884213/4e8a0b2c-91d7-4f1e-b3a6-2c0d5e7f9a11"><div class="hs_company hs-form-field"><label>Company</label><input name="company" type="text" class="hs-input"></div><div class="hs_email hs-form-field"><label>Email</label><input name="email" type="email" class="hs-input"></div><div class="hs_partner_type hs-form-field"><label>Partner type</label><select name="partner_type" class="hs-input"><option>Design partner</option><option>Sales representative</option><option>Technology partner</option></select></div><input type="submit" class="hs-button primary large" value="Apply"></form></div></section></div>
        </div>
${footer}`,
    },
    'https://www.kestrelcircuits.com/quality': {
      headers,
      html: `${head('Quality & certifications | Kestrel Circuit Works', 'ISO 13485, AS9100D and ITAR registration, audited every year.', '/quality')}
        <div class="container-fluid body-container">
          <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text"><h1>Quality &amp; certifications</h1>
            <p>Our quality management system is certified to ISO 9001:2015, ISO 13485:2016 and AS9100D by <a href="https://www.bsigroup.com/en-US/">BSI</a>. Certificates can be verified in the <a href="https://www.bsigroup.com/en-GB/validate-bsi-issued-certificates/">BSI certificate directory</a>.</p>
            <p>Kestrel is registered with the US State Department&rsquo;s <a href="https://www.pmddtc.state.gov/">Directorate of Defense Trade Controls</a> (ITAR) and our operators are trained to <a href="https://www.ipc.org/ipc-a-610">IPC-A-610</a> and J-STD-001 by IPC-certified trainers.</p>
            <p><a href="https://www.kestrelcircuits.com/hubfs/quality/kestrel-iso13485-certificate.pdf">Download our ISO 13485 certificate (PDF)</a></p>
          </div>
        </div>
${footer}`,
    },
    'https://www.kestrelcircuits.com/about': {
      headers,
      html: `${head('About us | Kestrel Circuit Works', 'Founded in 1994 in Schaumburg, Illinois.', '/about')}
        <div class="container-fluid body-container">
          <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text"><h1>About Kestrel</h1>
            <p>Kestrel Circuit Works was founded in 1994 by Dan and Priya Kowalski in a 6,000 sq ft unit in Schaumburg. Today we run 120,000 sq ft with 310 employees.</p>
            <p>In 2024 Kestrel received a growth investment from <a href="https://www.harbourlinecap.com/portfolio/">Harbourline Capital Partners</a> to add a fourth SMT line and a cleanroom (<a href="https://www.prnewswire.com/news-releases/kestrel-circuit-works-announces-growth-investment-302119874.html">press release</a>).</p>
            <p>Looking for design help or a local contact? Visit our <a href="/partner-network">partner network</a>.</p>
          </div>
        </div>
${footer}`,
    },
  },
  sitemap: [
    'https://www.kestrelcircuits.com/',
    'https://www.kestrelcircuits.com/capabilities',
    'https://www.kestrelcircuits.com/quality',
    'https://www.kestrelcircuits.com/about',
    'https://www.kestrelcircuits.com/partner-network',
  ],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'hubspot-analytics',
    'hubspot-cookie-policy-banner',
    'cloudflare',
    'cloudflare-bot-management',
    'hsts',
    'linkedin-insight-tag',
    'open-graph',
  ],
  partners: {
    'tracelinemes.com': 'technology',
    'boardcheck.io': 'technology',
    'probeworks-test.com': 'technology',
    'lakeshore-design.com': 'channel',
    'halcyonembedded.com': 'channel',
    'ohmbridge.engineering': 'channel',
    'granitestatereps.com': 'channel',
    'buckeyetechsales.com': 'channel',
    'lonestarem.com': 'channel',
  },
};
