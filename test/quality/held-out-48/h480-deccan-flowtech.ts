import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '86f3b1e4da2c8f10-BOM',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '21984563',
  'x-hs-cache-config': 'BrowserCache5MinEdgeCache10Min',
  'x-hs-content-id': '148203117',
};

const FILES = 'https://www.deccanflowtech.com/hubfs';

function layout(title: string, description: string, path: string, pageId: string, body: string): string {
  return `<!doctype html><html lang="en-in"><head>
    <meta charset="utf-8">
    <title>${title} | Deccan Flowtech</title>
    <link rel="shortcut icon" href="${FILES}/deccan-favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title} | Deccan Flowtech">
    <meta property="og:url" content="https://www.deccanflowtech.com${path}">
    <meta property="og:image" content="${FILES}/og-deccan-flowtech.jpg">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://www.deccanflowtech.com${path}">
    <link rel="stylesheet" href="//7052064.fs1.hubspotusercontent-na1.net/hubfs/7052064/hub_generated/module_assets/1/-2712622/1712012345678/module_menu-section.min.css">
    <link rel="stylesheet" href="https://www.deccanflowtech.com/hs-fs/hub/21984563/hub_generated/template_assets/1/148101220345/1711987654321/template_main.min.css">
    <meta name="generator" content="HubSpot">
  </head>
  <body>
    <div class="body-wrapper hs-content-id-${pageId} hs-site-page page">
      <div data-global-resource-path="@marketplace/Deccan/theme/templates/partials/header.html"><header class="header">
        <a href="#main-content" class="header__skip">Skip to content</a>
        <div class="header__container content-wrapper">
          <div class="header__logo"><a href="/"><img src="${FILES}/deccan-flowtech-logo.svg" alt="Deccan Flowtech" width="200" height="46"></a></div>
          <nav class="menu menu--desktop" aria-label="Main menu">
            <ul class="menu__wrapper no-list">
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/products">Products</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/industries">Industries</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/partners">Partners</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/iiot-integrations">IIoT</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/about-us">About</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/contact-us">Contact</a></li>
            </ul>
          </nav>
        </div>
      </header></div>
      <main id="main-content" class="body-container-wrapper">
${body}
      </main>
      <div data-global-resource-path="@marketplace/Deccan/theme/templates/partials/footer.html"><footer class="footer">
        <div class="footer__container content-wrapper">
          <div class="footer__col">
            <p><strong>Deccan Flowtech Pvt. Ltd.</strong><br>Plot No. J-112, MIDC Bhosari, Pune 411026, Maharashtra, India<br>+91 20 2712 4400 · sales@deccanflowtech.com</p>
            <p>CIN: U33125PN2006PTC128841</p>
          </div>
          <div class="footer__col">
            <ul class="no-list">
              <li><a href="/partners">Channel &amp; service partners</a></li>
              <li><a href="/iiot-integrations">IIoT integrations</a></li>
              <li><a href="https://www.naukri.com/deccan-flowtech-jobs-careers-1184520">Careers</a></li>
              <li><a href="/privacy-policy">Privacy policy</a></li>
            </ul>
          </div>
          <div class="footer__col social-links">
            <a class="social-links__link" href="https://www.linkedin.com/company/deccan-flowtech" target="_blank" rel="noopener">LinkedIn</a>
            <a class="social-links__link" href="https://www.youtube.com/@deccanflowtech" target="_blank" rel="noopener">YouTube</a>
            <a class="social-links__link" href="https://www.indiamart.com/deccanflowtech/" target="_blank" rel="noopener">Find us on IndiaMART</a>
          </div>
        </div>
        <p class="footer__copyright">© 2024 Deccan Flowtech Pvt. Ltd.</p>
      </footer></div>
    </div>
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
    <script src="https://www.deccanflowtech.com/hs-fs/hub/21984563/hub_generated/template_assets/1/148101220312/1711987654321/template_main.min.js"></script>
    <script>var hsVars = hsVars || {}; hsVars['language'] = 'en-in';</script>
    <script src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
    <!-- Start of HubSpot Analytics Code -->
    <script type="text/javascript">
    var _hsq = _hsq || [];
    _hsq.push(["setContentType", "standard-page"]);
    _hsq.push(["setCanonicalUrl", "https:\\/\\/www.deccanflowtech.com${path}"]);
    _hsq.push(["setPageId", "${pageId}"]);
    _hsq.push(["setContentMetadata", {"contentPageId":${pageId},"contentGroupId":null}]);
    _hsq.push(["setTargetedContentMetadata", []]);
    </script>
    <script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/21984563.js"></script>
    <!-- End of HubSpot Analytics Code -->
    <script type="text/javascript">
    var hsVars = {
        render_id: "4b9e1d2c-7f3a-4e8b-9c10-2d3e4f5a6b7c",
        ticks: 1712345678901,
        page_id: ${pageId},
        content_group_id: 0,
        portal_id: 21984563,
        app_hs_base_url: "https://app.hubspot.com",
        cp_hs_base_url: "https://cp.hubspot.com",
        language: "en-in",
        analytics_page_type: "standard-page",
        analytics_page_id: "${pageId}",
        category_id: 1,
        folder_id: 0,
        is_hubspot_user: false
    }
    </script>
    <script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
  </body></html>`;
}

const home = layout(
  'Electromagnetic flow meters and level transmitters',
  'Deccan Flowtech manufactures electromagnetic flow meters, ultrasonic level transmitters and IIoT gateways in Pune for water, chemicals and process industries.',
  '/',
  '148203117',
  `        <div class="row-fluid-wrapper dnd-section hero">
          <div class="content-wrapper">
            <h1>Measure every litre. Made in Pune.</h1>
            <p>Electromagnetic flow meters from DN10 to DN2000, ultrasonic and radar level transmitters, and DF-Connect IIoT gateways, designed and calibrated in our NABL-accredited facility.</p>
            <a class="button" href="/contact-us">Request a quote</a>
          </div>
        </div>
        <div class="row-fluid-wrapper dnd-section clients">
          <div class="content-wrapper">
            <h2>Our clients</h2>
            <p>Over 40,000 meters installed with municipal corporations, sugar mills, pharma plants and refineries, including Pune Municipal Corporation water projects, Shree Datta Sugars and Aarna Pharmaceuticals.</p>
            <div class="logo-strip">
              <img src="${FILES}/clients/shree-datta-sugars.png" alt="Shree Datta Sugars">
              <img src="${FILES}/clients/aarna-pharma.png" alt="Aarna Pharmaceuticals">
              <img src="${FILES}/clients/konkan-refinery.png" alt="Konkan Refinery">
            </div>
          </div>
        </div>
        <div class="row-fluid-wrapper dnd-section">
          <div class="content-wrapper">
            <h2>Service across India</h2>
            <p>With channel partners in 14 states and certified calibration partners for on-site verification, help is never far away. <a href="/partners">Find a partner near you</a>.</p>
            <p>As featured in <a href="https://economictimes.indiatimes.com/small-biz/sme-sector/pune-flowmeter-maker-deccan-flowtech-eyes-exports/articleshow/107412233.cms" target="_blank" rel="noopener">The Economic Times</a>.</p>
          </div>
        </div>`,
);

function partnerCard(kind: string, name: string, region: string, url: string, host: string): string {
  return `              <div class="partner-card" data-partner-type="${kind}">
                <span class="partner-card__type">${kind}</span>
                <h3 class="partner-card__name">${name}</h3>
                <p class="partner-card__region">${region}</p>
                <a class="partner-card__link" href="${url}" target="_blank" rel="noopener">${host}</a>
              </div>`;
}

const partners = layout(
  'Channel, OEM and service partners',
  'Find an authorised Deccan Flowtech channel partner, OEM partner or certified calibration and service partner.',
  '/partners',
  '148203244',
  `        <div class="row-fluid-wrapper dnd-section">
          <div class="content-wrapper">
            <h1>Find a partner</h1>
            <p>Our partner network sells, installs, calibrates and services Deccan Flowtech instruments across India and in neighbouring markets. Filter by partner type below.</p>
            <div class="partner-filter" role="group" aria-label="Filter partners">
              <button class="is-active" data-filter="all">All</button>
              <button data-filter="Authorised channel partner">Channel partners</button>
              <button data-filter="OEM partner">OEM partners</button>
              <button data-filter="Certified service partner">Service partners</button>
            </div>
            <div class="partner-grid">
${[
  partnerCard(
    'Authorised channel partner',
    'Sahyadri Instrumentation',
    'Maharashtra & Goa',
    'https://www.sahyadriinstruments.com/',
    'sahyadriinstruments.com',
  ),
  partnerCard(
    'Authorised channel partner',
    'Gujarat Process Controls',
    'Gujarat & Rajasthan',
    'https://gujaratprocesscontrols.in/',
    'gujaratprocesscontrols.in',
  ),
  partnerCard(
    'Authorised channel partner',
    'Kaveri Automation Pvt. Ltd.',
    'Karnataka & Kerala',
    'https://www.kaveriautomation.co.in/',
    'kaveriautomation.co.in',
  ),
  partnerCard('Authorised channel partner', 'Indus Flow Systems', 'Delhi NCR, Punjab, Haryana', 'https://indusflow.in/', 'indusflow.in'),
  partnerCard(
    'Authorised channel partner',
    'Ganga Techno Traders',
    'Uttar Pradesh & Bihar',
    'https://www.gangatechno.com/',
    'gangatechno.com',
  ),
  partnerCard(
    'Authorised channel partner',
    'Lanka Process Instruments (Pvt) Ltd',
    'Sri Lanka',
    'https://www.lankaprocess.lk/',
    'lankaprocess.lk',
  ),
  partnerCard('OEM partner', 'AquaSkid Engineering', 'Water treatment skids, Pune', 'https://aquaskid.co.in/', 'aquaskid.co.in'),
  partnerCard(
    'OEM partner',
    'Pharmatek Systems',
    'CIP/SIP skids for pharma, Hyderabad',
    'https://www.pharmateksystems.com/',
    'pharmateksystems.com',
  ),
  partnerCard(
    'Certified service partner',
    'CalibrePoint Labs',
    'On-site calibration, South India',
    'https://www.calibrepoint.in/',
    'calibrepoint.in',
  ),
  partnerCard(
    'Certified service partner',
    'Eastern Instrument Services',
    'Kolkata, Odisha, North-East',
    'https://easterninstrumentservices.com/',
    'easterninstrumentservices.com',
  ),
].join('\n')}
              <div class="partner-card" data-partner-type="Authorised channel partner">
                <span class="partner-card__type">Authorised channel partner</span>
                <h3 class="partner-card__name">Telangana Flow Solutions</h3>
                <p class="partner-card__region">Telangana & Andhra Pradesh</p>
                <p>+91 40 2335 1180</p>
              </div>
            </div>
            <h2>Become a partner</h2>
            <p>Interested in representing Deccan Flowtech? Fill in the form and our channel team will get back within two working days.</p>
            <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" id="hs_form_target_partner_application"></div>
            <script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script>
            <script>hbspt.forms.create({ region: "na1", portalId: "21984563", formId: "a7c1e9f2-3b4d-4e5f-8a6b-7c8d9e0f1a2b", target: "#hs_form_target_partner_application" });</script>
          </div>
        </div>`,
);

const iiot = layout(
  'IIoT integrations',
  'DF-Connect gateways send flow and level data to the cloud and SCADA platforms you already use.',
  '/iiot-integrations',
  '148203301',
  `        <div class="row-fluid-wrapper dnd-section">
          <div class="content-wrapper">
            <h1>IIoT integrations</h1>
            <p>DF-Connect gateways publish flow, totaliser and diagnostic data over MQTT and OPC UA. Ready-made integrations are available with these platforms:</p>
            <ul class="integration-list">
              <li><a href="https://aws.amazon.com/iot-core/" target="_blank" rel="noopener"><img src="${FILES}/integrations/aws-iot.png" alt="AWS IoT Core"></a> <strong>AWS IoT Core</strong> – device provisioning templates and a CloudFormation quick start.</li>
              <li><a href="https://azure.microsoft.com/en-in/products/iot-hub" target="_blank" rel="noopener"><img src="${FILES}/integrations/azure-iot-hub.png" alt="Azure IoT Hub"></a> <strong>Microsoft Azure IoT Hub</strong> – DPS enrolment and device twin mapping.</li>
              <li><a href="https://www.iotwise.in/integrations/deccan-flowtech" target="_blank" rel="noopener"><img src="${FILES}/integrations/iotwise.png" alt="IoTWise"></a> <strong>IoTWise</strong> – water-utility dashboards with NRW analytics, pre-configured for our meters.</li>
              <li><strong>Generic SCADA</strong> – Modbus RTU/TCP register maps available in the <a href="/downloads">download centre</a>.</li>
            </ul>
          </div>
        </div>`,
);

const about = layout(
  'About us',
  'Deccan Flowtech: Pune-based maker of flow and level instruments since 2006.',
  '/about-us',
  '148203188',
  `        <div class="row-fluid-wrapper dnd-section">
          <div class="content-wrapper">
            <h1>About Deccan Flowtech</h1>
            <p>Founded in 2006 by two instrumentation engineers, Deccan Flowtech employs 220 people across its Bhosari plant and eight regional offices.</p>
            <h2>Accreditations</h2>
            <p>ISO 9001:2015 certified; flow calibration rig accredited by <a href="https://nabl-india.org/" target="_blank" rel="noopener">NABL</a> to ISO/IEC 17025; meters approved by the Legal Metrology department.</p>
            <h2>Memberships &amp; recognition</h2>
            <ul>
              <li>Member of the <a href="https://www.mcciapune.com/" target="_blank" rel="noopener">Mahratta Chamber of Commerce, Industries and Agriculture</a></li>
              <li>A proud <a href="https://www.makeinindia.com/" target="_blank" rel="noopener">Make in India</a> manufacturer</li>
              <li>ELCINA Award for Excellence in Exports, 2022</li>
            </ul>
          </div>
        </div>`,
);

const contact = layout(
  'Contact us',
  'Talk to Deccan Flowtech sales and support.',
  '/contact-us',
  '148203199',
  `        <div class="row-fluid-wrapper dnd-section">
          <div class="content-wrapper">
            <h1>Contact us</h1>
            <p>Sales: +91 20 2712 4400 · sales@deccanflowtech.com<br>Service helpline: 1800 233 4470 (toll free)</p>
            <p>Prefer a local contact? See our <a href="/partners">channel and service partners</a>.</p>
            <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" id="hs_form_target_contact"></div>
            <script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script>
            <script>hbspt.forms.create({ region: "na1", portalId: "21984563", formId: "0e9d8c7b-6a5f-4e3d-2c1b-0a9f8e7d6c5b", target: "#hs_form_target_contact" });</script>
          </div>
        </div>`,
);

export const site: CorpusSite = {
  domain: 'deccanflowtech.com',
  covers:
    'Indian HubSpot CMS site of a flow-meter maker: partner finder cards with type badges (channel, OEM and certified service partners, one without link), IIoT integrations list (AWS, Azure, a niche platform); negatives: client names and logos, Economic Times mention, NABL accreditation, chamber membership, Make in India, award, Naukri careers, IndiaMART listing, social links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partners': { headers: HEADERS, html: partners },
    '/iiot-integrations': { headers: HEADERS, html: iiot },
    '/about-us': { headers: HEADERS, html: about },
    '/contact-us': { headers: HEADERS, html: contact },
  },
  sitemap: ['/', '/partners', '/iiot-integrations', '/about-us', '/contact-us'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'jquery', 'open-graph'],
  partners: {
    'sahyadriinstruments.com': 'channel',
    'gujaratprocesscontrols.in': 'channel',
    'kaveriautomation.co.in': 'channel',
    'indusflow.in': 'channel',
    'gangatechno.com': 'channel',
    'lankaprocess.lk': 'channel',
    'aquaskid.co.in': 'channel',
    'pharmateksystems.com': 'channel',
    'calibrepoint.in': 'channel',
    'easterninstrumentservices.com': 'channel',
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'iotwise.in': 'technology',
  },
};
