import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'lhr1::iad1::7rk2p-1716203384221-5d0e8c1b9a72',
  'strict-transport-security': 'max-age=63072000',
};

const buildId = 'q6Jm2TfVx0aR8kYhE1cLp';

const head = (title: string, description: string, route: string) => `<head>
<meta charSet="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:image" content="https://quillmoortx.com/og-image.png"/>
<meta name="twitter:card" content="summary_large_image"/>
<link rel="icon" href="/favicon.ico"/>
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charSet="UTF-8" data-domain-script="0190a2c4-7d1e-7b55-9f2e-6c3a81d4e0b7"></script>
<script type="text/javascript">function OptanonWrapper() { }</script>
<link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" href="/_next/static/css/5e1b0f43c2a9d7e8.css" as="style"/>
<link rel="stylesheet" href="/_next/static/css/5e1b0f43c2a9d7e8.css" data-n-g=""/>
<noscript data-n-css=""></noscript>
<script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script>
<script src="/_next/static/chunks/webpack-1c8f3a6b0e2d9f47.js" defer=""></script>
<script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script>
<script src="/_next/static/chunks/main-8d2a51e6f0c3b794.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-3b7e90d1c4f5a628.js" defer=""></script>
<script src="/_next/static/chunks/pages${route === '/' ? '/index' : route}-9a0c2e7f41b8d365.js" defer=""></script>
<script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script>
<script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script>
</head>`;

const header = `<header class="Header_header__x1Pq3">
  <a href="/" class="Header_logo__Lw8d2" aria-label="Quillmoor Therapeutics home"><img src="/images/quillmoor-logo.svg" alt="Quillmoor Therapeutics" width="188" height="36"/></a>
  <nav class="Header_nav__b7Kc0">
    <a href="/science">Science</a>
    <a href="/pipeline">Pipeline</a>
    <a href="/partnerships">Partnerships</a>
    <a href="/team">Team</a>
    <a href="/news">News</a>
    <a href="/careers">Careers</a>
    <a href="/contact" class="Header_cta__9QeZs">Contact</a>
  </nav>
</header>`;

const footer = `<footer class="Footer_footer__kM2s8">
  <div class="Footer_cols__t3Xv1">
    <div><img src="/images/quillmoor-logo-white.svg" alt="Quillmoor Therapeutics" width="150" height="29"/><p>Quillmoor Therapeutics Ltd<br/>The Bioscience Hub, Granta Park<br/>Cambridge CB21 6GP, UK</p></div>
    <div><h4>Company</h4><a href="/team">Team</a><a href="/news">News</a><a href="/careers">Careers</a><a href="/contact">Contact</a></div>
    <div><h4>Legal</h4><a href="/privacy">Privacy notice</a><a href="/cookies">Cookie notice</a><a href="/terms">Terms of use</a></div>
    <div><h4>Follow</h4><a href="https://www.linkedin.com/company/quillmoor-therapeutics" target="_blank" rel="noreferrer">LinkedIn</a><a href="https://x.com/quillmoortx" target="_blank" rel="noreferrer">X</a></div>
  </div>
  <p class="Footer_legal__e0Hn4">&copy; 2024 Quillmoor Therapeutics Ltd. Registered in England and Wales, company no. 13288410.</p>
</footer>
<script id="hs-script-loader" async="" defer="" src="//js-eu1.hs-scripts.com/25918344.js"></script>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId,
    isFallback: false,
    gsp: true,
    scriptLoader: [],
  })}</script>`;

const doc = (title: string, description: string, route: string, main: string, pageProps: unknown = {}) => `<!DOCTYPE html>
<html lang="en">
${head(title, description, route)}
<body>
<div id="__next">
${header}
<main>
${main}
</main>
${footer}
</div>
${nextData(route, pageProps)}
</body>
</html>`;

const partnerships = {
  hero: {
    title: 'Partnering to reach patients sooner',
    intro: 'We combine our RNA platform with the expertise of partners across industry, academia and clinical development.',
  },
  groups: [
    {
      id: 'strategic',
      label: 'Strategic collaborations',
      rendered: true,
      partners: [
        {
          name: 'Halvorsen Pharma',
          url: 'https://www.halvorsenpharma.com/',
          logo: '/images/partners/halvorsen.svg',
          blurb: 'Co-development and co-commercialisation of QMT-201 in idiopathic pulmonary fibrosis (2023).',
        },
      ],
    },
    {
      id: 'academic',
      label: 'Academic collaborations',
      rendered: true,
      partners: [
        {
          name: 'University of Oxford',
          url: 'https://www.ox.ac.uk/',
          logo: '/images/partners/oxford.svg',
          blurb: 'Single-cell atlas of fibrotic lung tissue with the Nuffield Department of Medicine.',
        },
        {
          name: 'Rotterdam Fibrosis Institute',
          url: 'https://www.rotterdamfibrosis.nl/',
          logo: '/images/partners/rfi.svg',
          blurb: 'Translational models of liver and kidney fibrosis.',
        },
      ],
    },
    {
      id: 'clinical',
      label: 'Clinical development',
      rendered: true,
      partners: [
        {
          name: 'Meridia Clinical Research',
          url: 'https://www.meridiaclinical.com/',
          logo: '/images/partners/meridia.svg',
          blurb: 'Our clinical research partner for the QMT-201 Phase 1b study in the UK and Netherlands.',
        },
      ],
    },
    {
      id: 'platform',
      label: 'Platform & technology partners',
      rendered: false,
      partners: [
        {
          name: 'Lipidrift',
          url: 'https://www.lipidrift.com/',
          logo: '/images/partners/lipidrift.svg',
          blurb: 'Licensed lipid nanoparticle delivery technology for lung-targeted siRNA.',
        },
        {
          name: 'Schrödinger',
          url: 'https://www.schrodinger.com/',
          logo: '/images/partners/schrodinger.svg',
          blurb: 'Physics-based computational platform used in our oligonucleotide design workflow.',
        },
        {
          name: 'Benchling',
          url: 'https://www.benchling.com/',
          logo: '/images/partners/benchling.svg',
          blurb: 'R&D cloud for our electronic lab notebook and sample registry.',
        },
      ],
    },
  ],
  contact: 'bd@quillmoortx.com',
};

const renderedGroups = partnerships.groups
  .filter((g) => g.rendered)
  .map(
    (g) => `<section class="Partners_group__f8Ud1" id="${g.id}">
  <h2>${g.label}</h2>
  <div class="Partners_grid__Zp4q7">
${g.partners
  .map(
    (p) => `    <article class="PartnerCard_card__a2Lm9">
      <img src="${p.logo}" alt="${p.name} logo" loading="lazy"/>
      <h3>${p.name}</h3>
      <p>${p.blurb}</p>
      <a href="${p.url}" target="_blank" rel="noreferrer">Visit website</a>
    </article>`,
  )
  .join('\n')}
  </div>
</section>`,
  )
  .join('\n');

export const site: CorpusSite = {
  domain: 'quillmoortx.com',
  covers:
    'English RNA-therapeutics startup on Next.js/Vercel: partnership cards rendered from __NEXT_DATA__, with the platform/technology tab present only in the JSON (client-rendered tab); pipeline table naming the co-development partner; negatives: investors ("backed by"), press releases on a wire service, media coverage, Greenhouse job board, social links',
  pages: {
    '/': {
      headers,
      html: doc(
        'Quillmoor Therapeutics | RNA medicines for fibrotic disease',
        'Quillmoor Therapeutics develops siRNA medicines that switch off the drivers of fibrosis in the lung, liver and kidney.',
        '/',
        `<section class="Home_hero__n2Ws4">
  <h1>Switching off fibrosis at its source</h1>
  <p>Quillmoor develops small interfering RNA (siRNA) medicines that silence the genes driving fibrotic disease in the lung, liver and kidney.</p>
  <a href="/science" class="Button_primary__Qx2e1">Our science</a>
</section>
<section class="Home_pipeline__c9Rt0">
  <h2>Three programmes, one platform</h2>
  <p>Our lead candidate QMT-201 entered a Phase 1b study in idiopathic pulmonary fibrosis in 2024. <a href="/pipeline">See the pipeline</a></p>
</section>
<section class="Home_investors__p0Vb6">
  <h2>Backed by</h2>
  <ul class="Home_logos__r4Yh8">
    <li><a href="https://www.harrowgatecapital.com/" target="_blank" rel="noreferrer"><img src="/images/investors/harrowgate.svg" alt="Harrowgate Capital"/></a></li>
    <li><a href="https://lumenbioventures.com/" target="_blank" rel="noreferrer"><img src="/images/investors/lumen.svg" alt="Lumen Bio Ventures"/></a></li>
    <li><a href="https://www.northstarlifesciencefund.com/" target="_blank" rel="noreferrer"><img src="/images/investors/northstar.svg" alt="Northstar Life Science Fund"/></a></li>
  </ul>
  <p>We closed a &pound;48m Series A in March 2023.</p>
</section>
<section class="Home_news__h6Gd3">
  <h2>Latest news</h2>
  <a href="/news/first-patient-dosed-qmt-201">First patient dosed in Phase 1b study of QMT-201</a>
  <a href="/news/halvorsen-collaboration">Quillmoor and Halvorsen Pharma enter QMT-201 collaboration</a>
</section>`,
      ),
    },
    '/science': {
      headers,
      html: doc(
        'Science | Quillmoor Therapeutics',
        'How the Quillmoor siRNA platform targets the fibroblast programmes that drive fibrosis.',
        '/science',
        `<section class="Science_intro__l3Zr2">
  <h1>Our science</h1>
  <p>Fibrosis is driven by a small number of activated fibroblast states. Using single-cell maps of diseased tissue, we identify the genes that sustain these states and design siRNAs to silence them.</p>
  <h2>Delivery beyond the liver</h2>
  <p>Our inhaled lipid nanoparticle formulations deliver siRNA to the distal lung, and our GalNAc conjugates reach hepatic stellate cells.</p>
  <p>Read more in our publications in <a href="https://www.nature.com/articles/s41587-023-01872-4" target="_blank" rel="noreferrer">Nature Biotechnology</a>.</p>
</section>`,
      ),
    },
    '/pipeline': {
      headers,
      html: doc(
        'Pipeline | Quillmoor Therapeutics',
        'Quillmoor pipeline: QMT-201, QMT-305 and QMT-410.',
        '/pipeline',
        `<h1>Pipeline</h1>
<table class="Pipeline_table__v1Nd5">
  <thead><tr><th>Programme</th><th>Indication</th><th>Stage</th><th>Partner</th></tr></thead>
  <tbody>
    <tr><td>QMT-201 (inhaled)</td><td>Idiopathic pulmonary fibrosis</td><td>Phase 1b</td><td><a href="https://www.halvorsenpharma.com/" target="_blank" rel="noreferrer">Halvorsen Pharma</a></td></tr>
    <tr><td>QMT-305 (GalNAc)</td><td>MASH with F3 fibrosis</td><td>IND-enabling</td><td>Wholly owned</td></tr>
    <tr><td>QMT-410</td><td>Chronic kidney disease</td><td>Discovery</td><td>Wholly owned</td></tr>
  </tbody>
</table>`,
        {
          programmes: [
            { code: 'QMT-201', stage: 'Phase 1b', partner: 'Halvorsen Pharma' },
            { code: 'QMT-305', stage: 'IND-enabling', partner: null },
            { code: 'QMT-410', stage: 'Discovery', partner: null },
          ],
        },
      ),
    },
    '/partnerships': {
      headers,
      html: doc(
        'Partnerships | Quillmoor Therapeutics',
        'Quillmoor partners with industry, academia and clinical research organisations.',
        '/partnerships',
        `<section class="Partners_hero__d0Kf2">
  <h1>${partnerships.hero.title}</h1>
  <p>${partnerships.hero.intro}</p>
</section>
<div class="Partners_tabs__u7Jm1" role="tablist">
${partnerships.groups.map((g, i) => `  <button role="tab" aria-selected="${i === 0}" data-tab="${g.id}">${g.label}</button>`).join('\n')}
</div>
${renderedGroups}
<section class="Partners_cta__s5Ne8">
  <h2>Partner with us</h2>
  <p>We are open to collaborations on new targets and delivery modalities. Contact our business development team at <a href="mailto:${partnerships.contact}">${partnerships.contact}</a>.</p>
</section>`,
        partnerships,
      ),
    },
    '/team': {
      headers,
      html: doc(
        'Team | Quillmoor Therapeutics',
        'The leadership team and board of Quillmoor Therapeutics.',
        '/team',
        `<h1>Team</h1>
<section class="Team_grid__w2Gh7">
  <article><h3>Dr Eleanor Marsh</h3><p>Chief Executive Officer and co-founder</p></article>
  <article><h3>Prof. Rahul Venkatesan</h3><p>Chief Scientific Officer and co-founder</p></article>
  <article><h3>Dr Pieter de Klerk</h3><p>Chief Medical Officer</p></article>
  <article><h3>Claire Whitcombe</h3><p>Chief Financial Officer</p></article>
</section>
<h2>Board of directors</h2>
<ul>
  <li>Dr Martin Ackroyd, Chair</li>
  <li>Sophie Lindqvist, Harrowgate Capital</li>
  <li>Dr James Osei, Lumen Bio Ventures</li>
</ul>`,
      ),
    },
    '/news': {
      headers,
      html: doc(
        'News | Quillmoor Therapeutics',
        'Press releases and news from Quillmoor Therapeutics.',
        '/news',
        `<h1>News</h1>
<ul class="News_list__k8Pw3">
  <li><time dateTime="2024-04-17">17 April 2024</time> <a href="https://www.businesswire.com/news/home/20240417005112/en/">First patient dosed in Phase 1b study of QMT-201</a> (press release)</li>
  <li><time dateTime="2023-11-02">2 November 2023</time> <a href="https://www.businesswire.com/news/home/20231102005318/en/">Quillmoor and Halvorsen Pharma enter QMT-201 collaboration</a> (press release)</li>
  <li><time dateTime="2023-03-09">9 March 2023</time> <a href="https://www.businesswire.com/news/home/20230309005201/en/">Quillmoor raises &pound;48m Series A</a> (press release)</li>
</ul>
<h2>In the media</h2>
<ul>
  <li><a href="https://www.fiercebiotech.com/biotech/quillmoor-series-a-fibrosis-sirna">Fierce Biotech: Quillmoor bags &pound;48m to take inhaled siRNA into the clinic</a></li>
  <li><a href="https://endpts.com/quillmoor-halvorsen-ipf-deal/">Endpoints News: Halvorsen bets on Quillmoor&rsquo;s inhaled RNA</a></li>
</ul>
<p>Media enquiries: <a href="mailto:media@quillmoortx.com">media@quillmoortx.com</a></p>`,
      ),
    },
    '/careers': {
      headers,
      html: doc(
        'Careers | Quillmoor Therapeutics',
        'Join Quillmoor Therapeutics in Cambridge.',
        '/careers',
        `<h1>Careers</h1>
<p>We are a team of 42 scientists and drug developers in Cambridge. All our open roles are listed on our <a href="https://boards.greenhouse.io/quillmoortherapeutics" target="_blank" rel="noreferrer">careers board</a>.</p>
<ul>
  <li>Senior Scientist, RNA Chemistry</li>
  <li>Associate Director, Clinical Operations</li>
  <li>Research Associate, In Vivo Pharmacology</li>
</ul>`,
      ),
    },
    '/contact': {
      headers,
      html: doc(
        'Contact | Quillmoor Therapeutics',
        'Get in touch with Quillmoor Therapeutics.',
        '/contact',
        `<h1>Contact</h1>
<p>Quillmoor Therapeutics Ltd, The Bioscience Hub, Granta Park, Cambridge CB21 6GP, UK</p>
<ul>
  <li>General: <a href="mailto:info@quillmoortx.com">info@quillmoortx.com</a></li>
  <li>Business development: <a href="mailto:bd@quillmoortx.com">bd@quillmoortx.com</a></li>
  <li>Media: <a href="mailto:media@quillmoortx.com">media@quillmoortx.com</a></li>
</ul>`,
      ),
    },
  },
  sitemap: ['/', '/science', '/pipeline', '/partnerships', '/team', '/news', '/careers', '/contact'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'onetrust', 'hubspot', 'open-graph'],
  partners: {
    'halvorsenpharma.com': 'generic',
    'ox.ac.uk': 'generic',
    'rotterdamfibrosis.nl': 'generic',
    'meridiaclinical.com': 'generic',
    'lipidrift.com': 'technology',
    'schrodinger.com': 'technology',
    'benchling.com': 'technology',
  },
};
