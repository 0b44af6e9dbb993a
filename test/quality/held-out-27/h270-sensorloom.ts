import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HXQ7V3K2M9P4R8T6W1Y5Z0AB',
  'cache-control': 'public, max-age=0, must-revalidate',
  age: '0',
};

const HASH = 'b7f3c29e41d0a58f6c12';

function page(title: string, description: string, path: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="x-ua-compatible" content="ie=edge"/><meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/><meta name="generator" content="Gatsby 5.13.3"/><style data-href="/styles.4b1f0e2a9c7d3e81.css" data-identity="gatsby-global-css">:root{--sl-ink:#0b1b2b;--sl-teal:#0fb5a6}body{margin:0;font-family:"IBM Plex Sans",system-ui,sans-serif;color:var(--sl-ink)}.nav{display:flex;gap:1.5rem;align-items:center;padding:1rem 2rem}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1.25rem}</style><link as="script" rel="preload" href="/webpack-runtime-3c1b2f7e9a04d5b6.js"/><link as="script" rel="preload" href="/framework-7a9e0c1d2b3f4a56.js"/><link as="script" rel="preload" href="/app-0e5d8c7b6a9f1e23.js"/><link as="fetch" rel="preload" href="/page-data${path === '/' ? '/index/' : path}page-data.json" crossorigin="anonymous"/><link as="fetch" rel="preload" href="/page-data/app-data.json" crossorigin="anonymous"/><title data-gatsby-head="true">${title}</title><meta name="description" content="${description}" data-gatsby-head="true"/><meta property="og:title" content="${title}" data-gatsby-head="true"/><meta property="og:description" content="${description}" data-gatsby-head="true"/><meta property="og:image" content="https://sensorloom.io/og/sensorloom-default.png" data-gatsby-head="true"/><meta property="og:type" content="website" data-gatsby-head="true"/><link rel="canonical" href="https://sensorloom.io${path}" data-gatsby-head="true"/>${extraHead}<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-P8RZ4KD"></script><script>window.dataLayer = window.dataLayer || [];</script><script type="text/javascript">_linkedin_partner_id = "5123456"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script><script type="text/javascript">(function(l) { if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])}; window.lintrk.q=[]} var s = document.getElementsByTagName("script")[0]; var b = document.createElement("script"); b.type = "text/javascript";b.async = true; b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js"; s.parentNode.insertBefore(b, s);})(window.lintrk);</script></head><body><noscript><img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=5123456&amp;fmt=gif"/></noscript><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><header class="nav"><a href="/" class="logo"><img src="/static/sensorloom-logo-1f2e3d.svg" alt="Sensorloom" width="148" height="32"/></a><nav aria-label="Primary"><a href="/platform/">Platform</a><a href="/solutions/predictive-maintenance/">Solutions</a><a href="/integrations/">Integrations</a><a href="/partners/">Partners</a><a href="/customers/">Customers</a><a href="/pricing/">Pricing</a><a href="https://docs.sensorloom.io/">Docs</a><a href="/company/">Company</a></nav><a class="btn" href="/contact/">Talk to sales</a><a class="btn-ghost" href="https://app.sensorloom.io/login">Log in</a></header><main>${body}</main><footer class="footer"><div class="grid"><div><img src="/static/sensorloom-logo-white-8a7b6c.svg" alt="Sensorloom" width="130"/><p>The industrial IoT platform for mid-sized manufacturers. Amsterdam · Pittsburgh.</p></div><div><h4>Product</h4><a href="/platform/">Platform</a><a href="/integrations/">Integrations</a><a href="/pricing/">Pricing</a><a href="https://status.sensorloom.io/">Status</a></div><div><h4>Partners</h4><a href="/partners/">Solution partners</a><a href="https://partners.sensorloom.io/">Partner portal</a></div><div><h4>Company</h4><a href="/company/">About</a><a href="/customers/">Customers</a><a href="https://sensorloom.recruitee.com/" target="_blank" rel="noopener">Careers</a><a href="/contact/">Contact</a></div><div><h4>Follow</h4><a href="https://www.linkedin.com/company/sensorloom">LinkedIn</a><a href="https://www.youtube.com/@sensorloom">YouTube</a><a href="https://github.com/sensorloom">GitHub</a></div></div><p class="legal">© 2024 Sensorloom B.V. · <a href="/legal/privacy/">Privacy</a> · <a href="/legal/terms/">Terms</a> · <a href="/security/">Security</a></p></footer></div><div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div><script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21948812.js"></script><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${path}";window.___webpackCompilationHash="${HASH}";/*]]>*/</script><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-0e5d8c7b6a9f1e23.js\\"]}";/*]]>*/</script><script src="/webpack-runtime-3c1b2f7e9a04d5b6.js" async></script><script src="/framework-7a9e0c1d2b3f4a56.js" async></script><script src="/app-0e5d8c7b6a9f1e23.js" async></script></body></html>`;
}

type Integration = { name: string; category: string; url: string; blurb: string };

const featured: Integration[] = [
  {
    name: 'AWS IoT SiteWise',
    category: 'Cloud',
    url: 'https://aws.amazon.com/iot-sitewise/',
    blurb: 'Stream asset models and measurements into SiteWise.',
  },
  {
    name: 'Azure IoT Hub',
    category: 'Cloud',
    url: 'https://azure.microsoft.com/en-us/products/iot-hub',
    blurb: 'Bi-directional device messaging with Azure.',
  },
  {
    name: 'Kepware KEPServerEX',
    category: 'Connectivity',
    url: 'https://www.ptc.com/en/products/kepware',
    blurb: 'Read 150+ PLC protocols through PTC Kepware.',
  },
  {
    name: 'Ignition',
    category: 'SCADA',
    url: 'https://inductiveautomation.com/ignition/',
    blurb: 'Native module for Inductive Automation Ignition 8.1.',
  },
  {
    name: 'FactoryTalk Optix',
    category: 'SCADA',
    url: 'https://www.rockwellautomation.com/en-us/products/software/factorytalk/optix.html',
    blurb: 'Publish Sensorloom KPIs to Rockwell Automation HMIs.',
  },
  {
    name: 'Grafana',
    category: 'Analytics',
    url: 'https://grafana.com/grafana/plugins/sensorloom-datasource/',
    blurb: 'Official Grafana data source plugin.',
  },
  {
    name: 'SAP S/4HANA',
    category: 'ERP',
    url: 'https://www.sap.com/products/erp/s4hana.html',
    blurb: 'Create maintenance notifications in SAP PM automatically.',
  },
  {
    name: 'Snowflake',
    category: 'Data warehouse',
    url: 'https://www.snowflake.com/en/',
    blurb: 'Zero-copy sharing of time-series data.',
  },
];

const catalogueOnly: Integration[] = [
  {
    name: 'ServiceNow',
    category: 'ITSM',
    url: 'https://www.servicenow.com/',
    blurb: 'Open incidents when a machine alarm fires.',
  },
  { name: 'Slack', category: 'Notifications', url: 'https://slack.com/', blurb: 'Alarm notifications in Slack channels.' },
];

const gateways: Integration[] = [
  {
    name: 'Advantech WISE-EdgeLink',
    category: 'Edge gateway',
    url: 'https://www.advantech.com/',
    blurb: 'Pre-installed Sensorloom agent on UNO and ECU gateways.',
  },
  {
    name: 'Moxa UC-8200',
    category: 'Edge gateway',
    url: 'https://www.moxa.com/',
    blurb: 'Certified on Moxa Industrial Linux 3.',
  },
];

const itemList = {
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Sensorloom integrations',
  numberOfItems: featured.length + catalogueOnly.length + gateways.length,
  itemListElement: [...featured, ...gateways, ...catalogueOnly].map((i, n) => ({
    '@type': 'ListItem',
    position: n + 1,
    item: { '@type': 'SoftwareApplication', name: i.name, applicationCategory: i.category, url: i.url },
  })),
};

const integrationCard = (i: Integration): string =>
  `<article class="card"><span class="tag">${i.category}</span><h3>${i.name}</h3><p>${i.blurb}</p><a href="${i.url}" target="_blank" rel="noopener noreferrer">Learn more</a></article>`;

const partnerProfile = (name: string, slug: string, url: string, country: string, text: string): string =>
  page(
    `${name} | Sensorloom solution partner`,
    `${name} is a Sensorloom certified solution partner in ${country}.`,
    `/partners/${slug}/`,
    `<section class="partner-profile"><p><a href="/partners/">← All partners</a></p><h1>${name}</h1><p class="tag">Certified solution partner · ${country}</p><p>${text}</p><p><a href="${url}" target="_blank" rel="noopener noreferrer">Visit ${name}</a></p><p>Interested in a project? <a href="/contact/?partner=${slug}">Ask us for an introduction</a>.</p></section>`,
  );

export const site: CorpusSite = {
  domain: 'sensorloom.io',
  covers:
    'English Gatsby industrial-IoT platform on Netlify: integrations catalogue with rendered cards plus a JSON-LD ItemList holding two integrations that are not rendered (technology), certified edge-gateway makers (technology), solution partners as cards and profile pages, one profile reachable only through the sitemap (channel); negatives: the LinkedIn Insight Tag’s _linkedin_partner_id script, "trusted by" logos, customer case study links, G2 badge, investor, Recruitee careers, docs/status/app/partner-portal subdomains, GitHub and social links.',
  pages: {
    '/': {
      headers,
      html: page(
        'Sensorloom | Industrial IoT for mid-sized manufacturers',
        'Connect every machine in a day, see OEE in real time and predict failures before they stop the line.',
        '/',
        `<section class="hero"><h1>Every machine, connected by Friday.</h1><p>Sensorloom connects PLCs, sensors and legacy machines in days, not months. Live OEE, energy per part and predictive maintenance in one platform.</p><a class="btn" href="/contact/">Book a demo</a></section><section class="trusted"><p>Trusted by 260+ plants in 19 countries</p><div class="logos"><img src="/static/customers/nordvik.svg" alt="Nordvik Packaging"/><img src="/static/customers/halden-foods.svg" alt="Halden Foods"/><img src="/static/customers/ferrotec-castings.svg" alt="Ferrotec Castings"/><img src="/static/customers/alpine-plastics.svg" alt="Alpine Plastics"/></div></section><section class="features grid"><article><h3>Connect</h3><p>200+ industrial protocols, from Modbus to OPC UA and MQTT Sparkplug.</p></article><article><h3>Analyze</h3><p>OEE, downtime reasons and energy dashboards out of the box.</p></article><article><h3>Act</h3><p>Anomaly detection that creates work orders in your CMMS.</p></article></section><section class="badges"><a href="https://www.g2.com/products/sensorloom/reviews" target="_blank" rel="noopener noreferrer"><img src="/static/badges/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024 – IoT Platforms"/></a><p>SOC 2 Type II and ISO 27001 certified.</p></section><section class="cta"><h2>Works with your stack</h2><p>Native integrations with AWS, Azure, Ignition, SAP and more. <a href="/integrations/">Browse integrations</a></p></section>`,
      ),
    },
    '/integrations/': {
      headers,
      html: page(
        'Integrations | Sensorloom',
        'Connect Sensorloom to your cloud, SCADA, ERP and analytics tools.',
        '/integrations/',
        `<section class="intro"><h1>Integrations</h1><p>Sensorloom fits into the stack you already run. Browse featured integrations below or search the full catalogue of 50+ connectors.</p><input type="search" placeholder="Search integrations" aria-label="Search integrations"/></section><section><h2>Featured integrations</h2><div class="grid">${featured
          .map(integrationCard)
          .join(
            '',
          )}</div><p class="more">+ 42 more connectors in the catalogue</p></section><section><h2>Certified edge gateways</h2><p>Run the Sensorloom edge agent on hardware from our gateway partners.</p><div class="grid">${gateways
          .map(integrationCard)
          .join(
            '',
          )}</div></section><section><p>Building a product for manufacturers? <a href="/partners/">Become a technology partner</a>.</p></section>`,
        `<script type="application/ld+json">${JSON.stringify(itemList)}</script>`,
      ),
    },
    '/partners/': {
      headers,
      html: page(
        'Partners | Sensorloom',
        'Find a certified Sensorloom solution partner or join the partner program.',
        '/partners/',
        `<section class="intro"><h1>Solution partners</h1><p>Our certified solution partners are system integrators and consultancies who plan, deploy and support Sensorloom projects on the shop floor. Looking for software that connects to Sensorloom? See <a href="/integrations/">Integrations</a>.</p></section><section class="grid"><article class="card"><h3>Brightline Industrial Systems</h3><p>Pittsburgh, PA · Platinum partner</p><p>Food and beverage, packaging lines.</p><a href="/partners/brightline-industrial-systems/">View profile</a></article><article class="card"><h3>Ostrava Smart Factory s.r.o.</h3><p>Ostrava, Czechia · Gold partner</p><p>Metalworking and automotive suppliers in Central Europe.</p><a href="https://www.smartfactory-ostrava.cz/" target="_blank" rel="noopener noreferrer">smartfactory-ostrava.cz</a></article><article class="card"><h3>Kaizen Data Works</h3><p>Manchester, UK · Gold partner</p><p>Lean consultancy combining OEE programmes with Sensorloom.</p><a href="https://kaizendataworks.com/" target="_blank" rel="noopener noreferrer">kaizendataworks.com</a></article></section><section class="join"><h2>Become a partner</h2><p>Partners get certification training, a sandbox tenant, deal registration and 20% margin on subscriptions. <a href="/contact/?topic=partner-program">Apply to the partner program</a> or log in to the <a href="https://partners.sensorloom.io/">partner portal</a>.</p></section>`,
      ),
    },
    '/partners/brightline-industrial-systems/': {
      headers,
      html: partnerProfile(
        'Brightline Industrial Systems',
        'brightline-industrial-systems',
        'https://www.brightline-is.com/',
        'the United States',
        'Brightline has deployed Sensorloom on more than 40 packaging and bottling lines across Pennsylvania, Ohio and West Virginia, typically going live within two weeks.',
      ),
    },
    '/partners/orbis-automacao/': {
      headers,
      html: partnerProfile(
        'Orbis Automação',
        'orbis-automacao',
        'https://www.orbisautomacao.com.br/',
        'Brazil',
        'Orbis Automação joined the Sensorloom partner program in 2024 and supports plants in São Paulo and Minas Gerais in Portuguese.',
      ),
    },
    '/customers/': {
      headers,
      html: page(
        'Customers | Sensorloom',
        'How manufacturers use Sensorloom to raise OEE and cut energy use.',
        '/customers/',
        `<section><h1>Customer stories</h1><div class="grid"><article class="card"><h3>Nordvik Packaging raises OEE from 61% to 78%</h3><p>Twelve corrugators connected in four days.</p><a href="https://www.nordvikpackaging.com/" target="_blank" rel="noopener noreferrer">nordvikpackaging.com</a></article><article class="card"><h3>Halden Foods cuts compressed-air energy by 22%</h3><p>Leak detection across three plants.</p></article><article class="card"><h3>Ferrotec Castings predicts furnace failures 9 days ahead</h3><p>Vibration and thermal models on induction furnaces.</p></article></div><blockquote>“Sensorloom paid for itself in the first quarter.” — Plant Manager, Nordvik Packaging</blockquote></section>`,
      ),
    },
    '/company/': {
      headers,
      html: page(
        'About Sensorloom',
        'Sensorloom was founded in Amsterdam in 2019.',
        '/company/',
        `<section><h1>About Sensorloom</h1><p>Sensorloom was founded in 2019 by Lotte Verbeek and Sam Okafor, who spent a decade wiring up factories by hand. Today we are 85 people in Amsterdam and Pittsburgh.</p><h2>Investors</h2><p>We are backed by <a href="https://northzone.com/" target="_blank" rel="noopener noreferrer">Northzone</a> and <a href="https://www.highlandeurope.com/" target="_blank" rel="noopener noreferrer">Highland Europe</a>.</p><h2>Careers</h2><p>We are hiring. <a href="https://sensorloom.recruitee.com/" target="_blank" rel="noopener">See open positions</a>.</p></section>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact | Sensorloom',
        'Talk to sales or support.',
        '/contact/',
        `<section><h1>Talk to us</h1><p>Sales: <a href="mailto:sales@sensorloom.io">sales@sensorloom.io</a> · Support: <a href="mailto:support@sensorloom.io">support@sensorloom.io</a></p><p>Sensorloom B.V., Keizersgracht 241, 1016 EA Amsterdam, Netherlands</p><p>Sensorloom Inc., 2000 Smallman St, Pittsburgh, PA 15222, USA</p></section>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/integrations/',
    '/partners/',
    '/partners/brightline-industrial-systems/',
    '/partners/orbis-automacao/',
    '/customers/',
    '/company/',
    '/contact/',
  ],
  technologies: [
    'gatsby',
    'react',
    'webpack',
    'netlify',
    'hubspot',
    'linkedin-insight-tag',
    'linkedin-ads',
    'google-tag-manager',
    'recruitee',
    'open-graph',
  ],
  partners: {
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'ptc.com': 'technology',
    'inductiveautomation.com': 'technology',
    'rockwellautomation.com': 'technology',
    'grafana.com': 'technology',
    'sap.com': 'technology',
    'snowflake.com': 'technology',
    'servicenow.com': 'technology',
    'slack.com': 'technology',
    'advantech.com': 'technology',
    'moxa.com': 'technology',
    'brightline-is.com': 'channel',
    'smartfactory-ostrava.cz': 'channel',
    'kaizendataworks.com': 'channel',
    'orbisautomacao.com.br': 'channel',
  },
};
