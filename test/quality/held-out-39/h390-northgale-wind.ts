import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '89d04e1b7c2a6f3e-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '24417853',
  'x-hs-content-id': '112233445566',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache5MinsServerCache10Mins',
  'cache-control': 's-maxage=36000,max-age=5',
  vary: 'Accept-Encoding',
};

const HUB = '24417853';

function page(title: string, path: string, contentId: string, modules: string): string {
  return `<!doctype html><html lang="en-gb"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.northgalewind.com/hubfs/northgale-favicon.png">
    <meta name="description" content="Independent multi-brand wind turbine service: blade repair, inspections, major component exchange and technician services across the UK, Ireland and the Nordics.">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="Independent multi-brand wind turbine service across the UK, Ireland and the Nordics.">
    <meta property="og:title" content="${title}">
    <meta property="og:url" content="https://www.northgalewind.com${path}">
    <meta property="og:type" content="website">
    <meta name="twitter:card" content="summary">
    <link rel="stylesheet" href="https://www.northgalewind.com/hs-fs/hub/${HUB}/hub_generated/template_assets/1/118855221100/1716305114000/template_main.min.css">
    <link rel="stylesheet" href="https://www.northgalewind.com/hs-fs/hub/${HUB}/hub_generated/module_assets/1/118855221340/1716305113800/module_partner-cards.min.css">
    <link rel="canonical" href="https://www.northgalewind.com${path}">
    <meta name="generator" content="HubSpot">
  </head>
  <body>
    <div class="body-wrapper   hs-content-id-${contentId} hs-site-page page ">
      <header class="header">
        <a class="skip-link" href="#main-content">Skip to content</a>
        <div class="header__container content-wrapper">
          <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo" style="border-width:0px;border:0px;"><img src="https://www.northgalewind.com/hs-fs/hubfs/northgale-logo.png?width=220&amp;height=58&amp;name=northgale-logo.png" class="hs-image-widget " height="58" style="height: auto;width:220px;border-width:0px;border:0px;" width="220" alt="Northgale Wind Services" title="Northgale Wind Services"></a></span></div>
          <nav class="menu menu--desktop" aria-label="Main menu">
            <ul class="menu__wrapper no-list">
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/services">Services</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/case-studies">Case studies</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link${path === '/partners' ? ' menu__link--active-link' : ''}" href="/partners">Partners</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/about">About</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://northgalewind.teamtailor.com/">Careers</a></li>
              <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="/contact">Contact</a></li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" class="body-container-wrapper">
        <div class="container-fluid body-container body-container--${contentId}">
${modules}
        </div>
      </main>
      <footer class="footer">
        <div class="footer__container content-wrapper">
          <div class="footer__col"><p><strong>Northgale Wind Services Ltd</strong><br>Unit 7, Dyce Drive, Aberdeen AB21 0BR<br>Registered in Scotland SC512094</p></div>
          <div class="footer__col">
            <ul class="no-list">
              <li><a href="/services/blade-repair">Blade repair</a></li>
              <li><a href="/services/inspections">Inspections</a></li>
              <li><a href="/partners">Partners</a></li>
              <li><a href="https://www.northgalewind.de/">Northgale Deutschland</a></li>
              <li><a href="/privacy-policy">Privacy policy</a></li>
            </ul>
          </div>
          <div class="footer__col footer__accreditations">
            <a href="https://www.globalwindsafety.org/trainingproviders/northgale" title="GWO certified training provider"><img src="https://www.northgalewind.com/hubfs/badges/gwo-training-provider.png" alt="GWO certified training provider" width="90" height="90" loading="lazy"></a>
            <a href="https://www.qualicert-uk.com/certificate/QC-44871" title="ISO 9001 / ISO 45001"><img src="https://www.northgalewind.com/hubfs/badges/qualicert-iso-9001-45001.png" alt="ISO 9001 and ISO 45001 certified" width="90" height="90" loading="lazy"></a>
            <a href="https://www.renewableuk.com/page/MemberDirectory" title="RenewableUK member"><img src="https://www.northgalewind.com/hubfs/badges/renewableuk-member.png" alt="Member of RenewableUK" width="90" height="90" loading="lazy"></a>
          </div>
          <div class="footer__col">
            <a href="https://www.linkedin.com/company/northgale-wind-services/">LinkedIn</a> · <a href="https://www.youtube.com/@northgalewind">YouTube</a>
          </div>
        </div>
        <p class="footer__copyright">© 2024 Northgale Wind Services Ltd</p>
      </footer>
    </div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<script src="https://static.hsappstatic.net/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.northgalewind.com/hs-fs/hub/${HUB}/hub_generated/template_assets/1/118855221200/1716305114200/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-gb';
</script>
<script src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https://www.northgalewind.com${path}"]);
_hsq.push(["setPageId", "${contentId}"]);
_hsq.push(["setContentMetadata", {"contentPageId":${contentId},"legacyPageId":"${contentId}","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":${contentId},"languageCode":"en-gb"}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->
  </body></html>`;
}

const mod = (id: string, inner: string) => `          <div class="row-fluid-wrapper row-depth-1 row-number-${id} dnd-section">
            <div class="row-fluid">
              <div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
                <div id="hs_cos_wrapper_widget_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
${inner}
                </div>
              </div>
            </div>
          </div>`;

const home = page(
  'Northgale Wind Services | Independent wind turbine service',
  '/',
  '112233445566',
  [
    mod(
      '1716300000101',
      `                  <section class="hero"><h1>Keeping turbines turning, whatever the brand.</h1><p>Independent blade repair, inspections, main-component exchange and technician services for onshore and offshore wind. 160 GWO-certified technicians across the UK, Ireland and the Nordics.</p><a class="button" href="/contact">Request a quote</a> <a class="button button--secondary" href="/services">Our services</a></section>`,
    ),
    mod(
      '1716300000102',
      `                  <section class="logo-bar"><h2>Trusted by operators across Northern Europe</h2><ul class="logo-bar__list">
                    <li><a href="https://www.cairnmorerenewables.co.uk/" target="_blank" rel="noopener"><img src="https://www.northgalewind.com/hubfs/clients/cairnmore-renewables.svg" alt="Cairnmore Renewables" loading="lazy"></a></li>
                    <li><a href="https://solwaywind.co.uk/" target="_blank" rel="noopener"><img src="https://www.northgalewind.com/hubfs/clients/solway-wind-farms.svg" alt="Solway Wind Farms" loading="lazy"></a></li>
                    <li><a href="https://breconhillenergy.com/" target="_blank" rel="noopener"><img src="https://www.northgalewind.com/hubfs/clients/brecon-hill-energy.svg" alt="Brecon Hill Energy" loading="lazy"></a></li>
                    <li><img src="https://www.northgalewind.com/hubfs/clients/orkney-community-wind.svg" alt="Orkney Community Wind Trust" loading="lazy"></li>
                  </ul><p><a href="/case-studies">Read our case studies</a></p></section>`,
    ),
    mod(
      '1716300000103',
      `                  <section class="stats"><div><strong>2,400+</strong> turbines serviced</div><div><strong>97.8%</strong> average availability on full-service contracts</div><div><strong>0.21</strong> LTIFR (2023)</div></section>
                  <section class="partners-teaser"><h2>Better together</h2><p>We combine our technicians with best-in-class monitoring and inspection technology and a network of authorised regional partners. <a href="/partners">Meet our partners</a>.</p></section>`,
    ),
  ].join('\n'),
);

type Tech = { name: string; url: string; logo: string; text: string };
const tech: Tech[] = [
  {
    name: 'Aeolis Condition Monitoring',
    url: 'https://www.aeolis-cms.com/',
    logo: 'aeolis.svg',
    text: 'Retrofit vibration and oil-debris monitoring for drivetrains. Alerts flow straight into our service planning so we can exchange bearings before they fail.',
  },
  {
    name: 'SkyBlade Inspection',
    url: 'https://skybladeinspect.com/partners',
    logo: 'skyblade.svg',
    text: 'Autonomous drone inspections with AI defect classification. Our rope-access teams repair what SkyBlade finds, in the same weather window.',
  },
  {
    name: 'TurbineIQ',
    url: 'https://turbineiq.io/',
    logo: 'turbineiq.svg',
    text: 'SCADA analytics platform used across our full-service fleet to detect under-performance and yaw misalignment.',
  },
];

const partners = page(
  'Partners | Northgale Wind Services',
  '/partners',
  '112233445601',
  [
    mod(
      '1716300000201',
      `                  <section class="page-intro"><h1>Our partners</h1><p>No single company can cover every turbine, every technology and every coastline. These are the partners that help us deliver a complete, independent service.</p></section>`,
    ),
    mod(
      '1716300000202',
      `                  <section class="partner-cards"><h2>Technology partners</h2><div class="partner-cards__grid">
${tech
  .map(
    (t) =>
      `                    <article class="partner-card"><img src="https://www.northgalewind.com/hubfs/partners/${t.logo}" alt="${t.name} logo" loading="lazy"><h3>${t.name}</h3><p>${t.text}</p><a class="partner-card__link" href="${t.url}" target="_blank" rel="noopener">Visit ${t.name}</a></article>`,
  )
  .join('\n')}
                  </div></section>`,
    ),
    mod(
      '1716300000203',
      `                  <section class="rich-text"><h2>Authorised regional partners</h2>
                    <p>Outside Great Britain we work through authorised partners who resell and deliver Northgale blade-repair and inspection programmes under our procedures and quality system.</p>
                    <p>In Ireland, <a href="https://www.atlanticturbinecare.ie/">Atlantic Turbine Care</a> has been our partner since 2019, covering more than 40 wind farms from its base in Galway. In Norway and Sweden, <a href="https://fjellvindservice.no/">Fjellvind Service AS</a> sells and delivers our programmes, with winter-rated rope-access teams in Trondheim and Umeå. In Poland, <a href="https://www.baltwindserwis.pl/en/">Baltwind Serwis</a> joined the network in 2023 and supports the first Baltic offshore projects.</p>
                    <p>We are looking for partners in the Netherlands and Denmark. Interested? Email <a href="mailto:partners@northgalewind.com">partners@northgalewind.com</a>.</p>
                  </section>`,
    ),
    mod(
      '1716300000204',
      `                  <section class="rich-text"><h2>Training partner</h2>
                    <p>New Northgale technicians complete GWO Basic Safety Training and Blade Repair modules with our training partner <a href="https://moraysafety.co.uk/courses/gwo">Moray Safety Training Centre</a> in Elgin.</p>
                  </section>`,
    ),
    mod(
      '1716300000205',
      `                  <section class="rich-text rich-text--muted"><h2>Turbines we service</h2>
                    <p>Our technicians are trained on turbine platforms from <a href="https://www.vindar-turbines.com/">Vindar</a>, <a href="https://hoekstrawind.nl/">Hoekstra Wind</a> and <a href="https://kessler-energietechnik.de/">Kessler Energietechnik</a>, among others. Northgale is an independent service provider: we are not affiliated with, authorised by or a partner of these manufacturers, and their names are used only to describe the equipment we work on.</p>
                  </section>`,
    ),
  ].join('\n'),
);

const caseStudies = page(
  'Case studies | Northgale Wind Services',
  '/case-studies',
  '112233445602',
  mod(
    '1716300000301',
    `                  <section class="case-list"><h1>Case studies</h1>
                    <article><h2>Cairnmore Renewables: 38 leading-edge repairs in one summer</h2><p>Rope-access teams repaired leading-edge erosion on 38 blades at Cairnmore Hill, lifting annual energy production by an estimated 1.6%.</p><a href="https://www.cairnmorerenewables.co.uk/news/blade-campaign-2023">Cairnmore's announcement</a></article>
                    <article><h2>Solway Wind Farms: full-service contract after OEM warranty</h2><p>We took over 24 turbines at the end of the OEM warranty with no drop in availability.</p></article>
                  </section>`,
  ),
);

const about = page(
  'About us | Northgale Wind Services',
  '/about',
  '112233445603',
  mod(
    '1716300000401',
    `                  <section class="rich-text"><h1>About Northgale</h1><p>Founded in Aberdeen in 2012 by former offshore technicians, Northgale is now one of the largest independent wind service providers in the UK, with 210 employees and bases in Aberdeen, Inverness, Carlisle and Swansea.</p><p>In 2022 Northgale received growth investment from <a href="https://www.grampiangrowth.com/portfolio/northgale">Grampian Growth Partners</a> to expand into the Nordics.</p></section>`,
  ),
);

const contact = page(
  'Contact | Northgale Wind Services',
  '/contact',
  '112233445604',
  mod(
    '1716300000501',
    `                  <section class="rich-text"><h1>Contact us</h1><p>24/7 service desk: <a href="tel:+441224555010">+44 (0)1224 555010</a><br>Sales: <a href="mailto:sales@northgalewind.com">sales@northgalewind.com</a><br>Partnerships: <a href="mailto:partners@northgalewind.com">partners@northgalewind.com</a></p></section>`,
  ),
);

export const site: CorpusSite = {
  domain: 'northgalewind.com',
  otherDomains: ['northgalewind.de'],
  covers:
    'HubSpot CMS behind Cloudflare, wind-turbine service firm (en-GB): partners page with technology partner cards, authorised regional partners linked inside prose paragraphs, a training partner in prose, and an explicit disclaimer paragraph linking turbine manufacturers that are not partners; negatives: operator logos and case studies, GWO/ISO/RenewableUK badges, Teamtailor careers, investor named "... Partners" on the about page, German subsidiary domain',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/case-studies': { headers, html: caseStudies },
    '/about': { headers, html: about },
    '/contact': { headers, html: contact },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      html: '# Disallow all robots from the HubSpot preview and admin\nUser-agent: *\nDisallow: /_hcms/preview/\nDisallow: /hs/manage-preferences/\nDisallow: /hs/preferences-center/\n\nSitemap: https://www.northgalewind.com/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/partners', '/case-studies', '/about', '/contact'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'jquery', 'open-graph'],
  partners: {
    'aeolis-cms.com': 'technology',
    'skybladeinspect.com': 'technology',
    'turbineiq.io': 'technology',
    'atlanticturbinecare.ie': 'channel',
    'fjellvindservice.no': 'channel',
    'baltwindserwis.pl': 'channel',
    'moraysafety.co.uk': 'generic',
  },
};
