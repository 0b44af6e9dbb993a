import type { CorpusSite } from '../corpus/types.js';

/** Singapore freight forwarder on HubSpot CMS (drag-and-drop theme), English. */

const base = 'https://meridianstraits.com';
const HUB = '21748390';

const hsHeaders = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a2b4c6d8e0f1a2b-SIN',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-hs-content-id': '128844512377',
};

const menu: [string, string, [string, string][]?][] = [
  [
    '/services',
    'Services',
    [
      ['/services#ocean', 'Ocean Freight'],
      ['/services#air', 'Air Freight'],
      ['/services#customs', 'Customs Brokerage'],
      ['/services#warehousing', 'Warehousing'],
    ],
  ],
  ['/carrier-partners', 'Carriers & Technology'],
  ['/agent-network', 'Agent Network'],
  ['/insights', 'Insights'],
  [
    '/about-us',
    'About',
    [
      ['/about-us', 'Our Story'],
      ['/careers', 'Careers'],
    ],
  ],
  ['/contact', 'Contact'],
];

let mod = 1709123450;
const hsModule = (type: string, inner: string) => {
  const id = mod++;
  return `<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><div class="${type}">
${inner}
</div></div>
</div>`;
};
const richText = (html: string) => {
  const id = mod++;
  return `<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_widget_${id}_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${html}</span></div>
</div>`;
};
let row = 0;
const dndSection = (modules: string[], cls = '') => {
  row++;
  return `<div class="row-fluid-wrapper row-depth-1 row-number-${row} dnd-section ${cls}">
<div class="row-fluid ">
${modules.join('\n')}
</div>
</div>`;
};

const doc = (path: string, title: string, description: string, contentId: number, sections: string[]) => ({
  headers: { ...hsHeaders, 'x-hs-content-id': String(contentId) },
  html: `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="${base}/hubfs/meridian-favicon.png">
    <meta name="description" content="${description}">
    <link type="text/css" rel="stylesheet" href="${base}/hubfs/hub_generated/template_assets/1/148223344556/1709123456789/template_main.min.css">
    <link type="text/css" rel="stylesheet" href="${base}/hubfs/hub_generated/template_assets/1/148223344601/1709123456789/template_theme-overrides.min.css">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}
.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
    </style>
    <link rel="stylesheet" href="${base}/hubfs/hub_generated/module_assets/1/148223390012/1708451190221/module_logo-grid.min.css">
    <link rel="stylesheet" href="${base}/hubfs/hub_generated/module_assets/1/148223390044/1708451190221/module_card-grid.min.css">
    <link rel="canonical" href="${base}${path}">
    <meta property="og:url" content="${base}${path}">
    <meta name="twitter:card" content="summary">
    <meta http-equiv="content-language" content="en">
    <meta name="generator" content="HubSpot"></head>
  <body>
    <div class="body-wrapper   hs-content-id-${contentId} hs-site-page page ">
      <div data-global-resource-path="meridian-theme/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo header__logo--main"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="${base}" id="hs-link-site_logo" style="border-width:0px;border:0px;"><img src="${base}/hs-fs/hubfs/meridian-straits-logo.png?width=220&amp;height=54&amp;name=meridian-straits-logo.png" class="hs-image-widget " height="54" style="height: auto;width:220px;border-width:0px;border:0px;" width="220" alt="Meridian Straits Freight" title="Meridian Straits Freight"></a></span></div>
    <div class="header__menu header__menu--desktop">
      <nav class="menu menu--desktop" aria-label="Main menu"><ul class="menu__wrapper no-list">
${menu.map(([href, label, children]) => `        <li class="menu__item menu__item--depth-1 ${children ? 'menu__item--has-submenu' : ''} hs-skip-lang-url-rewrite"><a class="menu__link${href === path ? ' menu__link--active-link' : ''}" href="${base}${href}"${href === path ? ' aria-current="page"' : ''}>${label.replace('&', '&amp;')}</a>${children ? `<ul class="menu__submenu menu__submenu--level-2 no-list">${children.map(([h, l]) => `<li class="menu__item menu__item--depth-2 hs-skip-lang-url-rewrite"><a class="menu__link" href="${base}${h}">${l}</a></li>`).join('')}</ul>` : ''}</li>`).join('\n')}
      </ul></nav>
    </div>
    <div class="header__button"><a class="button" href="${base}/contact#quote">Request a Quote</a> <a class="button button--secondary" href="https://track.meridianstraits.com">Track Shipment</a></div>
  </div>
</header></div>
      <main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--${path === '/' ? 'home' : 'page'}">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${sections.join('\n')}
</div>
</div>
</div>
</div>
      </main>
      <div data-global-resource-path="meridian-theme/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col"><img src="${base}/hs-fs/hubfs/meridian-straits-logo-white.png?width=180&amp;name=meridian-straits-logo-white.png" alt="Meridian Straits Freight" width="180"><p>Meridian Straits Freight Pte. Ltd.<br>10 Pandan Crescent, #04-12<br>Singapore 128466<br>UEN 201534871K</p></div>
    <div class="footer__col"><h4>Company</h4><ul class="no-list"><li><a href="${base}/about-us">About us</a></li><li><a href="${base}/careers">Careers</a></li><li><a href="${base}/insights">Insights</a></li><li><a href="https://www.meridianstraits.co.id">Meridian Straits Indonesia</a></li><li><a href="${base}/privacy-policy">Privacy Policy</a></li><li><a href="${base}/standard-trading-conditions">Standard Trading Conditions</a></li></ul></div>
    <div class="footer__col"><h4>Accreditations</h4><p><a href="https://www.iata.org/" target="_blank" rel="noopener">IATA</a> accredited cargo agent · <a href="https://fiata.org/" target="_blank" rel="noopener">FIATA</a> member · Member of the <a href="https://www.sla.org.sg/" target="_blank" rel="noopener">Singapore Logistics Association</a> and the <a href="https://www.wcaworld.com/" target="_blank" rel="noopener">WCA</a> network</p></div>
    <div class="footer__col"><h4>Subscribe to freight market updates</h4>
      <div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" data-hs-cos-general-type="widget" data-hs-cos-type="form"><div id="hs_form_target_footer_form"></div><script>hbspt.forms.create({"portalId":"${HUB}","formId":"6f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f","target":"#hs_form_target_footer_form","region":"na1","formInstanceId":"4472"});</script></div>
      <ul class="social no-list"><li><a href="https://www.linkedin.com/company/meridian-straits-freight" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://www.youtube.com/@meridianstraits" target="_blank" rel="noopener">YouTube</a></li></ul>
    </div>
  </div>
  <div class="footer__bottom content-wrapper"><p>© 2024 Meridian Straits Freight Pte. Ltd. · Website by <a href="https://kampongdigital.sg" target="_blank" rel="noopener">Kampong Digital</a></p></div>
</footer></div>
    </div>
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="${base}/hubfs/hub_generated/template_assets/1/148223344602/1709123456789/template_main.min.js"></script>
<script>var hsVars = hsVars || {}; hsVars['language'] = 'en';</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<!--[if lte IE 8]><script charset="utf-8" src="https://js.hsforms.net/forms/v2-legacy.js"></script><![endif]-->
<script data-hs-allowed="true" src="/_hcms/forms/v2.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "${base.replace(/\//g, '\\/')}${path.replace(/\//g, '\\/')}"]);
_hsq.push(["setPageId", "${contentId}"]);
_hsq.push(["setContentMetadata", {"contentPageId":${contentId},"legacyPageId":"${contentId}","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":${contentId},"languageCode":"en","lastUpdatedAt":1709123456789}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${HUB}.js"></script>
<script type="text/javascript" id="hs-analytics" async defer src="//js.hs-analytics.net/analytics/1709712000000/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->
</body></html>`,
});

const home = doc(
  '/',
  'Meridian Straits Freight | Freight Forwarding from Singapore',
  'Ocean, air and customs solutions across Asia and beyond, from Singapore since 2015.',
  128844512301,
  [
    dndSection(
      [
        hsModule(
          'hero',
          `<div class="hero__content"><h1>Your cargo, across every strait.</h1><p>Ocean, air and customs solutions from Singapore to 60+ countries, backed by carrier contracts and a trusted agent network.</p><a class="button" href="${base}/contact#quote">Get a Quote</a> <a class="button button--secondary" href="${base}/services">Our Services</a></div>`,
        ),
      ],
      'dnd-section--hero',
    ),
    dndSection([
      hsModule(
        'card-grid',
        `<div class="card-grid__item"><h3>Ocean Freight</h3><p>FCL, LCL and project cargo on all major Asia–Europe, transpacific and intra-Asia lanes.</p></div>
<div class="card-grid__item"><h3>Air Freight</h3><p>Consolidations out of Changi twice a week, plus charters for urgent and oversized cargo.</p></div>
<div class="card-grid__item"><h3>Customs &amp; Compliance</h3><p>TradeNet permits, strategic goods control and duty optimisation.</p></div>`,
      ),
    ]),
    dndSection([
      hsModule(
        'logo-grid',
        `<h2>Trusted by shippers across the region</h2>
<ul class="logo-grid__list no-list">
<li><a href="https://www.tanbrothers.com.sg" target="_blank" rel="noopener"><img src="${base}/hs-fs/hubfs/clients/tan-brothers.png?width=160&amp;name=tan-brothers.png" alt="Tan Brothers Electronics" width="160"></a></li>
<li><img src="${base}/hs-fs/hubfs/clients/kopi-nusantara.png?width=160&amp;name=kopi-nusantara.png" alt="Kopi Nusantara Exports" width="160"></li>
<li><a href="https://www.lumenmedtech.sg" target="_blank" rel="noopener"><img src="${base}/hs-fs/hubfs/clients/lumen-medtech.png?width=160&amp;name=lumen-medtech.png" alt="Lumen MedTech" width="160"></a></li>
</ul>`,
      ),
    ]),
    dndSection([
      richText(
        `<h2>Carrier contracts. Local agents. One team.</h2><p>We hold direct contracts with ocean and air carriers and work with hand-picked agents in 40 countries. See our <a href="${base}/carrier-partners">carrier &amp; technology partners</a> and our <a href="${base}/agent-network">global agent network</a>.</p><blockquote><p>"Meridian moved our line from Shenzhen to Rotterdam through Singapore in half the dwell time of our previous forwarder."</p><p>— Head of Supply Chain, Lumen MedTech</p></blockquote>`,
      ),
    ]),
  ],
);

const about = doc('/about-us', 'About Us | Meridian Straits Freight', 'Our story, our people and our accreditations.', 128844512302, [
  dndSection([
    richText(
      `<h1>Our Story</h1><p>Meridian Straits was founded in 2015 by Rachel Lim and Arjun Menon, two former carrier sales managers who believed mid-sized shippers deserved the same rates and attention as multinationals. From a two-desk office in Pandan Loop we have grown to 85 people in Singapore, Jakarta and Ho Chi Minh City.</p><h2>What we believe</h2><ul><li>Every shipment has a named owner, from booking to delivery.</li><li>Rates are transparent, with no surprise surcharges.</li><li>Our agents are partners, not just names on a list.</li></ul><h2>Accreditations</h2><p>IATA accredited cargo agent, FIATA member, Singapore Logistics Association member, WCA network member, and an Authorised Economic Operator under the Singapore Customs Secure Trade Partnership.</p><p>Our Indonesian subsidiary, PT Meridian Straits Indonesia, operates from Jakarta — <a href="https://www.meridianstraits.co.id">meridianstraits.co.id</a>.</p>`,
    ),
  ]),
]);

const services = doc(
  '/services',
  'Services | Meridian Straits Freight',
  'Ocean freight, air freight, customs brokerage and warehousing.',
  128844512303,
  [
    dndSection([
      richText(
        `<h1>Services</h1><h2 id="ocean">Ocean Freight</h2><p>Weekly LCL consolidations from Singapore to 22 destinations, FCL with space guarantees in peak season, and breakbulk and project cargo.</p><h2 id="air">Air Freight</h2><p>Back-to-back and consolidated services via Changi, with cold chain handling for pharmaceuticals.</p><h2 id="customs">Customs Brokerage</h2><p>Import and export permits, Certificates of Origin and strategic goods permits. Guidance on HS classification is available from <a href="https://www.customs.gov.sg/businesses/valuation-duties-taxes-fees/" target="_blank" rel="noopener">Singapore Customs</a>.</p><h2 id="warehousing">Warehousing</h2><p>6,000 m² bonded and general warehouse in Pandan with pick-and-pack and cross-docking.</p>`,
      ),
    ]),
  ],
);

const carrierCard = (logo: string, name: string, text: string, href: string, linkLabel: string) =>
  `<div class="card-grid__item card-grid__item--partner"><img src="${base}/hs-fs/hubfs/partners/${logo}?width=180&amp;name=${logo}" alt="${name}" width="180" loading="lazy"><h3>${name}</h3><p>${text}</p><a class="card-grid__link" href="${href}" target="_blank" rel="noopener">${linkLabel}</a></div>`;

const carriers = doc(
  '/carrier-partners',
  'Carrier & Technology Partners | Meridian Straits Freight',
  'The ocean, air, road and rail carriers and technology platforms we work with.',
  128844512304,
  [
    dndSection([
      richText(
        `<h1>Carrier &amp; Technology Partners</h1><p>Direct contracts with carriers mean guaranteed space in peak season and rates we can pass on. These are the partners who move your cargo and the platforms that keep you informed.</p>`,
      ),
    ]),
    dndSection([
      hsModule(
        'card-grid',
        `<h2>Ocean carriers</h2>
${carrierCard('pacific-crescent-line.png', 'Pacific Crescent Line', 'Our main carrier on Asia–North Europe and Asia–Mediterranean, with a named-account contract since 2017.', 'https://www.pacificcrescentline.com', 'pacificcrescentline.com')}
${carrierCard('andaman-feeder.png', 'Andaman Feeder Services', 'Feeder network from Singapore to Port Klang, Penang, Belawan and Yangon.', 'https://andamanfeeder.com.sg', 'andamanfeeder.com.sg')}`,
      ),
    ]),
    dndSection([
      hsModule(
        'card-grid',
        `<h2>Air, road &amp; rail</h2>
${carrierCard('orchid-air-cargo.png', 'Orchid Air Cargo', 'Block space agreements out of Changi to Europe, India and Australia.', 'https://www.orchidaircargo.com', 'orchidaircargo.com')}
${carrierCard('semenanjung-haulage.png', 'Semenanjung Haulage Sdn Bhd', 'Cross-border trucking Singapore–Malaysia–Thailand with bonded trailers.', 'https://semenanjunghaulage.com.my', 'semenanjunghaulage.com.my')}
${carrierCard('lancang-rail.png', 'Lancang Rail Freight', 'Laos–China railway block trains via Vientiane for Kunming and onward to Europe.', 'https://www.lancangrailfreight.cn', 'lancangrailfreight.cn')}`,
      ),
    ]),
    dndSection([
      hsModule(
        'card-grid',
        `<h2>Technology partners</h2>
${carrierCard('cargowise.png', 'CargoWise', 'Our freight management system: bookings, documentation and customs filing run on CargoWise.', 'https://www.cargowise.com/', 'cargowise.com')}
${carrierCard('project44.png', 'project44', 'Real-time ocean and air visibility, feeding the tracking portal our customers use.', 'https://www.project44.com/', 'project44.com')}`,
      ),
    ]),
    dndSection([
      richText(
        `<h2>Customs brokerage partner</h2><p>For permits in Johor and Batam we work with Jurong Customs Services (jurongcustoms.com.sg), a licensed declaring agent we have partnered with since 2016.</p>`,
      ),
    ]),
  ],
);

type Agent = { country: string; region: string; name: string; city: string; profile?: string; website?: string };
const agents: Agent[] = [
  { country: 'Vietnam', region: 'Asia', name: 'Saigon Bridge Logistics', city: 'Ho Chi Minh City', profile: '/agent-network/vietnam' },
  {
    country: 'Indonesia',
    region: 'Asia',
    name: 'PT Samudra Lintas Nusantara',
    city: 'Surabaya',
    website: 'https://www.samudralintas.co.id',
  },
  { country: 'India', region: 'Asia', name: 'Coromandel Freight Services', city: 'Chennai', profile: '/agent-network/india' },
  { country: 'Japan', region: 'Asia', name: 'Kaiun Logistics K.K.', city: 'Yokohama', website: 'https://www.kaiun-logistics.co.jp' },
  {
    country: 'United Arab Emirates',
    region: 'Middle East & Africa',
    name: 'Jebel Ali Link Shipping LLC',
    city: 'Dubai',
    website: 'https://jebelalilink.ae',
  },
  {
    country: 'Kenya',
    region: 'Middle East & Africa',
    name: 'Mombasa Gateway Freight',
    city: 'Mombasa',
    website: 'https://www.mombasagateway.co.ke',
  },
  {
    country: 'Netherlands',
    region: 'Europe',
    name: 'Maasvlakte Forwarding B.V.',
    city: 'Rotterdam',
    profile: '/agent-network/netherlands',
  },
  { country: 'Germany', region: 'Europe', name: 'Elbe Cargo Partner GmbH', city: 'Hamburg', website: 'https://www.elbecargo.de' },
  {
    country: 'Australia',
    region: 'Oceania & Americas',
    name: 'Botany Bay Freight Pty Ltd',
    city: 'Sydney',
    website: 'https://botanybayfreight.com.au',
  },
  { country: 'United States', region: 'Oceania & Americas', name: 'Gulfport Transload Inc.', city: 'Houston, TX' },
];

const regions = ['Asia', 'Middle East & Africa', 'Europe', 'Oceania & Americas'];

const agentNetwork = doc(
  '/agent-network',
  'Global Agent Network | Meridian Straits Freight',
  'Our partner agents in 40 countries.',
  128844512305,
  [
    dndSection([
      richText(
        `<h1>Global Agent Network</h1><p>Outside Singapore, Indonesia and Vietnam, your cargo is handled by independent agents we have worked with for years. Each one is vetted for financial stability, insurance and service — and most have visited our office in Singapore.</p>`,
      ),
    ]),
    ...regions.map((r) =>
      dndSection([
        hsModule(
          'agent-table',
          `<h2>${r.replace('&', '&amp;')}</h2>
<table class="agent-table__table"><thead><tr><th>Country</th><th>Agent</th><th>City</th><th></th></tr></thead><tbody>
${agents
  .filter((a) => a.region === r)
  .map(
    (a) =>
      `<tr><td>${a.country}</td><td>${a.name}</td><td>${a.city}</td><td>${a.profile ? `<a href="${base}${a.profile}">View agent profile</a>` : a.website ? `<a href="${a.website}" target="_blank" rel="noopener">Website</a>` : 'Contact us for details'}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`,
        ),
      ]),
    ),
    dndSection([
      richText(
        `<p>Looking for an agent in a country not listed here? We cover 40 countries through our network — <a href="${base}/contact">ask our team</a>. Interested in becoming a Meridian agent? Email <a href="mailto:network@meridianstraits.com">network@meridianstraits.com</a>.</p>`,
      ),
    ]),
  ],
);

const agentProfile = (
  path: string,
  contentId: number,
  country: string,
  name: string,
  city: string,
  address: string,
  website: string,
  since: number,
  services: string,
  contact: string,
) =>
  doc(path, `${name} — ${country} | Meridian Straits Freight`, `Our partner agent in ${country}.`, contentId, [
    dndSection([
      richText(
        `<p class="breadcrumb"><a href="${base}/agent-network">Agent Network</a> › ${country}</p><h1>${name}</h1><p class="agent-meta">${city}, ${country} · Meridian agent since ${since}</p>`,
      ),
    ]),
    dndSection([
      hsModule(
        'agent-profile',
        `<div class="agent-profile__grid"><div><h2>About the agent</h2><p>${services}</p></div><div class="agent-profile__contact"><h3>Office</h3><p>${address}</p><p>Website: <a href="${website}" target="_blank" rel="noopener">${website.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a></p><p>Key contact: ${contact}</p><p><a class="button" href="${base}/contact#quote">Book via Meridian</a></p></div></div>`,
      ),
    ]),
  ]);

const vietnam = agentProfile(
  '/agent-network/vietnam',
  128844512306,
  'Vietnam',
  'Saigon Bridge Logistics',
  'Ho Chi Minh City',
  '52 Nguyen Tat Thanh, District 4, Ho Chi Minh City',
  'https://saigonbridge.vn',
  2016,
  'Full-service forwarder with bonded warehouses at Cat Lai and Hai Phong. Handles our import distribution and customs clearance throughout Vietnam.',
  'Nguyen Thi Lan, Import Manager',
);
const netherlands = agentProfile(
  '/agent-network/netherlands',
  128844512307,
  'Netherlands',
  'Maasvlakte Forwarding B.V.',
  'Rotterdam',
  'Europaweg 910, 3199 LC Maasvlakte Rotterdam',
  'https://www.maasvlakteforwarding.nl/',
  2018,
  'Deconsolidation of our weekly LCL service from Singapore, with onward trucking to Germany, Belgium and France.',
  'Pieter de Vries, Sales Director',
);
const india = agentProfile(
  '/agent-network/india',
  128844512308,
  'India',
  'Coromandel Freight Services',
  'Chennai',
  '14 Rajaji Salai, Parrys, Chennai 600001',
  'https://www.coromandelfreight.in',
  2019,
  'Covers Chennai, Kattupalli and Bangalore ICD, with strong expertise in automotive parts.',
  'S. Venkatesh, Managing Partner',
);

const insights = doc('/insights', 'Insights | Meridian Straits Freight', 'Freight market updates, guides and case studies.', 128844512309, [
  dndSection([
    hsModule(
      'blog-listing',
      `<h1>Insights</h1>
<article class="blog-index__post"><h2 class="blog-index__post-title"><a href="${base}/insights/red-sea-diversions-q1-2024">Red Sea diversions: what Q1 2024 means for Asia–Europe rates</a></h2><p class="blog-index__post-summary">Transit times are up 10–14 days via the Cape. Here is how we are protecting space for our customers.</p><time>March 4, 2024</time></article>
<article class="blog-index__post"><h2 class="blog-index__post-title"><a href="${base}/insights/case-study-lumen-medtech">Case study: Lumen MedTech cuts dwell time by 48%</a></h2><p class="blog-index__post-summary">How a Singapore medical-device maker re-routed its Shenzhen–Rotterdam flow through our Pandan hub.</p><time>January 22, 2024</time></article>
<article class="blog-index__post"><h2 class="blog-index__post-title"><a href="${base}/insights/laos-china-railway-guide">A shipper's guide to the Laos–China railway</a></h2><p class="blog-index__post-summary">Transit times, paperwork and when rail beats sea for Southeast Asia–China cargo.</p><time>November 9, 2023</time></article>
<article class="blog-index__post"><h2 class="blog-index__post-title"><a href="${base}/insights/meridian-in-the-business-times">Meridian in The Business Times</a></h2><p class="blog-index__post-summary">Our co-founder Rachel Lim on mid-sized forwarders: <a href="https://www.businesstimes.com.sg/companies-markets/transport-logistics/mid-sized-forwarders-find-their-niche" target="_blank" rel="noopener">read the interview</a>.</p><time>October 2, 2023</time></article>
<div class="blog-pagination"><a class="blog-pagination__link blog-pagination__next-link" href="${base}/insights/page/2">Next</a></div>`,
    ),
  ]),
]);

const careers = doc('/careers', 'Careers | Meridian Straits Freight', 'Join Meridian Straits Freight.', 128844512310, [
  dndSection([
    richText(
      `<h1>Careers</h1><p>We hire people who pick up the phone, own problems and enjoy the puzzle of moving things across the world.</p><h2>Open roles</h2><ul><li><strong>Ocean Freight Pricing Executive</strong> — Singapore</li><li><strong>Customer Service Officer (Air Export)</strong> — Singapore</li><li><strong>Business Development Manager</strong> — Jakarta</li></ul><p>All roles are also posted on <a href="https://www.mycareersfuture.gov.sg/search?search=meridian%20straits" target="_blank" rel="noopener">MyCareersFuture</a> and <a href="https://www.linkedin.com/company/meridian-straits-freight/jobs" target="_blank" rel="noopener">LinkedIn</a>. Send applications to <a href="mailto:careers@meridianstraits.com">careers@meridianstraits.com</a>.</p>`,
    ),
  ]),
]);

const contact = doc('/contact', 'Contact | Meridian Straits Freight', 'Request a quote or talk to our team.', 128844512311, [
  dndSection([
    richText(
      `<h1>Contact Us</h1><p><strong>Singapore (HQ)</strong><br>10 Pandan Crescent, #04-12, Singapore 128466<br>+65 6812 4400 · <a href="mailto:sales@meridianstraits.com">sales@meridianstraits.com</a></p><p><strong>Jakarta</strong> — PT Meridian Straits Indonesia, Jl. Yos Sudarso Kav. 88, Tanjung Priok</p><p><strong>Ho Chi Minh City</strong> — Representative office, District 4</p>`,
    ),
  ]),
  dndSection([
    hsModule(
      'form',
      `<h2 id="quote">Request a Quote</h2><span id="hs_cos_wrapper_quote_form" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" style="" data-hs-cos-general-type="widget" data-hs-cos-type="form"><h3 id="hs_cos_wrapper_quote_form_title" class="hs_cos_wrapper form-title" data-hs-cos-general-type="widget_field" data-hs-cos-type="text"></h3>
<div id="hs_form_target_quote_form"></div></span><script>hbspt.forms.create({"portalId":"${HUB}","formId":"9a8b7c6d-5e4f-3a2b-1c0d-9e8f7a6b5c4d","target":"#hs_form_target_quote_form","region":"na1","formInstanceId":"8812"});</script>`,
    ),
  ]),
]);

export const site: CorpusSite = {
  domain: 'meridianstraits.com',
  otherDomains: ['meridianstraits.co.id'],
  covers:
    'HubSpot CMS freight forwarder (en-SG): carriers and technology platforms as card modules with visible-domain links, a customs partner with its domain as plain text, an agent directory by region where some agents link straight to their sites and others only to internal profile pages that carry the website (one agent without any); client logos, case study, accreditations and network memberships, customs documentation, press, job boards, tracking subdomain, Indonesian subsidiary and agency credit as negatives; sitemap',
  pages: {
    '/': home,
    '/about-us': about,
    '/services': services,
    '/carrier-partners': carriers,
    '/agent-network': agentNetwork,
    '/agent-network/vietnam': vietnam,
    '/agent-network/netherlands': netherlands,
    '/agent-network/india': india,
    '/insights': insights,
    '/careers': careers,
    '/contact': contact,
  },
  sitemap: [
    '/',
    '/about-us',
    '/services',
    '/carrier-partners',
    '/agent-network',
    '/agent-network/vietnam',
    '/agent-network/netherlands',
    '/agent-network/india',
    '/insights',
    '/careers',
    '/contact',
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'cloudflare', 'jquery'],
  partners: {
    'pacificcrescentline.com': 'generic',
    'andamanfeeder.com.sg': 'generic',
    'orchidaircargo.com': 'generic',
    'semenanjunghaulage.com.my': 'generic',
    'lancangrailfreight.cn': 'generic',
    'jurongcustoms.com.sg': 'generic',
    'cargowise.com': 'technology',
    'project44.com': 'technology',
    'saigonbridge.vn': 'channel',
    'samudralintas.co.id': 'channel',
    'coromandelfreight.in': 'channel',
    'kaiun-logistics.co.jp': 'channel',
    'jebelalilink.ae': 'channel',
    'mombasagateway.co.ke': 'channel',
    'maasvlakteforwarding.nl': 'channel',
    'elbecargo.de': 'channel',
    'botanybayfreight.com.au': 'channel',
  },
};
