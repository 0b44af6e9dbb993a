import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'iad1::iad1::8m2pq-1736942211842-5c1b0f7e23aa',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  'x-nextjs-prerender': '1',
};

const head = (title: string, desc: string, path: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/css/7b1c2e0f9d4a6b35.css" data-precedence="next"/><title>${title}</title><meta name="description" content="${desc}"/><link rel="canonical" href="https://corriganhale.com${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${desc}"/><meta property="og:url" content="https://corriganhale.com${path}"/><meta property="og:site_name" content="Corrigan Hale"/><meta property="og:image" content="https://corriganhale.com/og/default.png"/><meta property="og:type" content="website"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico" type="image/x-icon" sizes="48x48"/><script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0191f6a2-4c3b-7e11-9d0a-5b8e2c7f4a10" charSet="UTF-8" async=""></script><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-7CHX3M2Q9D"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','G-7CHX3M2Q9D');</script></head>`;

const nav = `<body class="__className_5f2c1a"><div id="__next"><header class="Header_header__Qm1x2"><div class="Header_inner__2vXk9"><a class="Header_logo__p0aL3" href="/"><img alt="Corrigan Hale" width="168" height="36" src="/images/corrigan-hale-logo.svg"/></a><nav class="Header_nav__kF02b" aria-label="Main"><ul><li><a href="/services">Services</a></li><li><a href="/sectors">Sectors</a></li><li><a href="/projects">Projects</a></li><li class="Header_dropdown__9pQ1z"><button type="button" aria-expanded="false">Company</button><ul class="Header_menu__b7Lm0"><li><a href="/company/about">About</a></li><li><a href="/company/leadership">Leadership</a></li><li><a href="/company/alliances">Alliances</a></li><li><a href="/company/careers">Careers</a></li></ul></li><li><a href="/insights">Insights</a></li></ul></nav><a class="Button_primary__Yt3e0" href="/contact">Start a project</a></div></header>`;

const footer = `<footer class="Footer_footer__L0q7d"><div class="Footer_cols__3nB8c"><div><img alt="Corrigan Hale" width="140" height="30" src="/images/corrigan-hale-logo-white.svg"/><p>Civil, structural and water engineering. Employee-owned since 2019.</p><p>1100 Congress Ave, Suite 900<br/>Austin, TX 78701</p></div><div><h4>Services</h4><ul><li><a href="/services/transportation">Transportation</a></li><li><a href="/services/water-resources">Water resources</a></li><li><a href="/services/structural">Structural</a></li><li><a href="/services/digital-engineering">Digital engineering</a></li></ul></div><div><h4>Company</h4><ul><li><a href="/company/about">About</a></li><li><a href="/company/alliances">Alliances</a></li><li><a href="/company/careers">Careers</a></li><li><a href="https://corriganhale.ca/">Corrigan Hale Canada</a></li></ul></div><div><h4>Connect</h4><ul><li><a href="https://www.linkedin.com/company/corrigan-hale-engineering">LinkedIn</a></li><li><a href="https://www.youtube.com/@corriganhale">YouTube</a></li><li><a href="https://boards.greenhouse.io/corriganhale">Open roles</a></li></ul></div></div><div class="Footer_legal__7mNq1"><span>© 2026 Corrigan Hale, Inc.</span><a href="/privacy">Privacy</a><a href="/terms">Terms</a><button class="ot-sdk-show-settings" type="button">Cookie settings</button></div></footer></div>`;

const tail = (page: string, props: string) =>
  `<script src="/_next/static/chunks/webpack-4c2e9a7b1f0d3e55.js" async=""></script><script src="/_next/static/chunks/framework-8e1d7f2a64b9c310.js" async=""></script><script src="/_next/static/chunks/main-0a3f6c9e2d1b7845.js" async=""></script><script src="/_next/static/chunks/pages/_app-6f2b0d8c3e9a1475.js" async=""></script><script src="/_next/static/chunks/pages${page}-91c3e7a2b5d0f864.js" async=""></script><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":${props}},"page":"${page}","query":{},"buildId":"q8Yt1fW3cN0eKpLm2sRvX","isFallback":false,"gsp":true,"scriptLoader":[]}</script></body></html>`;

const alliancesProps = JSON.stringify({
  title: 'Alliances',
  technology: [
    { name: 'Aurelia Structural', url: 'https://www.aureliastructural.com/', blurb: 'Finite-element analysis and bridge rating software.' },
    { name: 'TwinGrid', url: 'https://twingrid.io/', blurb: 'Digital twins for water and wastewater utilities.' },
    { name: 'SkyMeasure', url: 'https://www.skymeasure.com/', blurb: 'Drone LiDAR survey and photogrammetry.' },
    { name: 'GeoSense Labs', url: 'https://geosenselabs.com/', blurb: 'Wireless structural-health monitoring sensors.' },
  ],
  delivery: [
    { name: 'Pinecrest Engineering Group', region: 'Colorado and Utah', url: 'https://www.pinecrestengineering.com/' },
    { name: 'Caddo River Consultants', region: 'Arkansas and Louisiana', url: 'https://caddoriver.com/' },
    { name: 'Northbay Civil', region: 'Northern California', url: 'https://www.northbaycivil.com/' },
    { name: 'Whitlock Surveying', region: 'Oklahoma', url: null },
  ],
});

export const site: CorpusSite = {
  domain: 'corriganhale.com',
  otherDomains: ['corriganhale.ca'],
  covers:
    'US engineering consultancy on Next.js/Vercel; /company/alliances (nav dropdown + footer) with technology-alliance cards and a regional delivery-partner table (channel), the same data duplicated in __NEXT_DATA__; one delivery partner without a link; negatives: client logos, ENR ranking, ACEC membership, ISO registrar, Greenhouse job board, Canadian sister domain',
  pages: {
    '/': {
      headers,
      html: `${head('Corrigan Hale | Civil, Structural & Water Engineering', 'Corrigan Hale designs bridges, roadways and water infrastructure for public agencies across the US Southwest.', '/')}
${nav}<main><section class="Hero_hero__aP3d1"><h1>Infrastructure that lasts a century</h1><p>From bridge replacements to flood resilience, 420 engineers in 11 offices deliver projects for cities, counties and state DOTs.</p><a class="Button_primary__Yt3e0" href="/projects">See our work</a></section><section class="Clients_clients__t4Ww8"><h2>Trusted by public agencies</h2><ul class="Clients_logos__Rr6Pq"><li><a href="https://www.txdot.gov/"><img alt="Texas Department of Transportation" src="/images/clients/txdot.svg"/></a></li><li><a href="https://www.austintexas.gov/department/watershed-protection"><img alt="City of Austin Watershed Protection" src="/images/clients/austin.svg"/></a></li><li><a href="https://www.lcra.org/"><img alt="LCRA" src="/images/clients/lcra.svg"/></a></li><li><img alt="Harris County Flood Control District" src="/images/clients/hcfcd.svg"/></li></ul></section><section class="Stats_stats__9dKe2"><div><strong>#142</strong><span>on the <a href="https://www.enr.com/toplists/2025-Top-500-Design-Firms-1">ENR Top 500 Design Firms</a></span></div><div><strong>100%</strong><span>employee-owned</span></div><div><strong>1,900+</strong><span>bridges inspected each year</span></div></section><section class="Teaser_teaser__c1Kd0"><h2>Better together</h2><p>Our alliance network pairs our engineers with specialist software and regional delivery firms. <a href="/company/alliances">Meet our alliances</a>.</p></section></main>
${footer}${tail('/', JSON.stringify({ hero: 'Infrastructure that lasts a century' }))}`,
    },
    '/company/alliances': {
      headers,
      html: `${head('Alliances | Corrigan Hale', 'Technology alliances and regional delivery partners that extend what Corrigan Hale can offer.', '/company/alliances')}
${nav}<main><section class="PageHeader_header__Mk3s0"><p class="PageHeader_eyebrow__x1aQ2">Company</p><h1>Alliances</h1><p>We partner where it makes our clients&#x27; infrastructure safer, cheaper to run or faster to deliver.</p></section><section class="Alliances_section__h2Yp7"><h2>Technology alliances</h2><p>Our digital engineering group integrates these platforms into design, inspection and asset-management workflows.</p><div class="Alliances_grid__v8Rt3"><article class="Card_card__n5Ew1"><img alt="Aurelia Structural logo" src="/images/alliances/aurelia.svg"/><h3>Aurelia Structural</h3><p>Finite-element analysis and bridge rating software.</p><a href="https://www.aureliastructural.com/" target="_blank" rel="noopener noreferrer">Visit website →</a></article><article class="Card_card__n5Ew1"><img alt="TwinGrid logo" src="/images/alliances/twingrid.svg"/><h3>TwinGrid</h3><p>Digital twins for water and wastewater utilities.</p><a href="https://twingrid.io/" target="_blank" rel="noopener noreferrer">Visit website →</a></article><article class="Card_card__n5Ew1"><img alt="SkyMeasure logo" src="/images/alliances/skymeasure.svg"/><h3>SkyMeasure</h3><p>Drone LiDAR survey and photogrammetry.</p><a href="https://www.skymeasure.com/" target="_blank" rel="noopener noreferrer">Visit website →</a></article><article class="Card_card__n5Ew1"><img alt="GeoSense Labs logo" src="/images/alliances/geosense.svg"/><h3>GeoSense Labs</h3><p>Wireless structural-health monitoring sensors.</p><a href="https://geosenselabs.com/" target="_blank" rel="noopener noreferrer">Visit website →</a></article></div></section><section class="Alliances_section__h2Yp7"><h2>Regional delivery partners</h2><p>Independent consultancies that implement our designs locally, providing resident engineering, construction inspection and permitting support where we have no office.</p><table class="Table_table__0cVb4"><thead><tr><th>Partner</th><th>Region</th><th>Website</th></tr></thead><tbody><tr><td>Pinecrest Engineering Group</td><td>Colorado and Utah</td><td><a href="https://www.pinecrestengineering.com/">pinecrestengineering.com</a></td></tr><tr><td>Caddo River Consultants</td><td>Arkansas and Louisiana</td><td><a href="https://caddoriver.com/">caddoriver.com</a></td></tr><tr><td>Northbay Civil</td><td>Northern California</td><td><a href="https://www.northbaycivil.com/">northbaycivil.com</a></td></tr><tr><td>Whitlock Surveying</td><td>Oklahoma</td><td>—</td></tr></tbody></table></section><section class="Alliances_section__h2Yp7"><h2>Industry memberships</h2><p>Corrigan Hale is a member firm of the <a href="https://www.acec.org/">American Council of Engineering Companies</a> and the <a href="https://www.asce.org/">American Society of Civil Engineers</a>. Our quality system is registered to ISO 9001:2015 by <a href="https://www.nsf.org/certified-products-systems">NSF-ISR</a>.</p></section><section class="CTA_cta__Q9wz3"><h2>Interested in an alliance?</h2><p>Tell us about your firm or product. <a href="/contact?topic=alliances">Get in touch</a></p></section></main>
${footer}${tail('/company/alliances', alliancesProps)}`,
    },
    '/company/about': {
      headers,
      html: `${head('About | Corrigan Hale', 'Founded in 1978 in Austin, Texas. Employee-owned since 2019.', '/company/about')}
${nav}<main><section class="PageHeader_header__Mk3s0"><h1>About Corrigan Hale</h1><p>Eileen Corrigan and Marcus Hale founded the firm in 1978 to design farm-to-market road bridges in Central Texas. In 2019 the founders&#x27; families sold the company to its employees through an ESOP.</p></section><section class="Timeline_timeline__f3Bq0"><ol><li><strong>1978</strong> Founded in Austin</li><li><strong>1996</strong> Water resources group established</li><li><strong>2014</strong> Opened Denver and Phoenix offices</li><li><strong>2019</strong> Became 100% employee-owned</li><li><strong>2023</strong> Acquired Prairie Line Engineering (Oklahoma City)</li><li><strong>2025</strong> Launched <a href="https://corriganhale.ca/">Corrigan Hale Canada</a> in Calgary</li></ol></section><section class="Press_press__y0Tn5"><h2>In the news</h2><ul><li><a href="https://www.bizjournals.com/austin/news/2025/04/02/corrigan-hale-esop-growth.html">Austin Business Journal: Employee-owned engineering firm keeps growing</a></li><li><a href="https://www.constructiondive.com/news/bridge-inspection-drones/718233/">Construction Dive: How drones are changing bridge inspections</a></li></ul></section></main>
${footer}${tail('/company/about', JSON.stringify({ title: 'About' }))}`,
    },
    '/contact': {
      headers,
      html: `${head('Contact | Corrigan Hale', 'Start a project with Corrigan Hale.', '/contact')}
${nav}<main><section class="PageHeader_header__Mk3s0"><h1>Start a project</h1></section><form class="Form_form__d9Lx2" action="/api/contact" method="post"><label>Name<input name="name" type="text" required=""/></label><label>Organization<input name="org" type="text"/></label><label>Email<input name="email" type="email" required=""/></label><label>Topic<select name="topic"><option>New project</option><option>Alliances</option><option>Media</option></select></label><label>Message<textarea name="message"></textarea></label><button type="submit" class="Button_primary__Yt3e0">Send</button></form></main>
${footer}${tail('/contact', JSON.stringify({ title: 'Contact' }))}`,
    },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'onetrust', 'google-analytics', 'google-tag-manager', 'open-graph'],
  partners: {
    'aureliastructural.com': 'technology',
    'twingrid.io': 'technology',
    'skymeasure.com': 'technology',
    'geosenselabs.com': 'technology',
    'pinecrestengineering.com': 'channel',
    'caddoriver.com': 'channel',
    'northbaycivil.com': 'channel',
  },
};
