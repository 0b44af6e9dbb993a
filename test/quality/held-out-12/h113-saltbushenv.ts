import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.saltbushenv.com.au';

const head = (title: string, description: string, path: string, collectionId: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-AU">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- saltbush-environmental -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/1598123456789-QX8R2/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.saltbushenv.com.au${path}"/>
<meta property="og:site_name" content="Saltbush Environmental"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="https://www.saltbushenv.com.au${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${description}"/>
<meta itemprop="name" content="${title}"/>
<meta name="twitter:title" content="${title}"/>
<meta name="twitter:card" content="summary"/>
<meta name="description" content="${description}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lora:ital,wght@0,400;0,700;1,400&family=Karla:wght@400;700">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-0f4a8e2b9c7d1e3a-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-3b91c2d04e5f6a78-min.en-US.js" defer></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-6c2e8f1a0b9d4c37-min.en-US.js" defer></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"5f2a91c3e4b07d1a8c6f3e21","identifier":"saltbush-environmental","websiteType":1,"contentModifiedOn":1741235012345,"cloneable":false,"hasBeenCloneable":false,"siteStatus":{},"language":"en-AU","timeZone":"Australia/Perth","machineTimeZoneOffset":28800000,"timeZoneOffset":28800000,"timeZoneAbbr":"AWST","siteTitle":"Saltbush Environmental","fullSiteTitle":"${title}","siteDescription":"","location":{},"shareButtonOptions":{},"authenticUrl":"https://www.saltbushenv.com.au","internalUrl":"https://saltbush-environmental.squarespace.com","baseUrl":"https://www.saltbushenv.com.au","primaryDomain":"www.saltbushenv.com.au","sslSetting":3,"isHstsEnabled":true,"typekitId":"","statsMigrated":false,"imageMetadataProcessingEnabled":false,"captchaSettings":{"enabledForDonations":false},"showOwnerLogin":false},"websiteSettings":{"id":"5f2a91c3e4b07d1a8c6f3e24","websiteId":"5f2a91c3e4b07d1a8c6f3e21","subjects":[],"country":"AU","state":"WA","simpleLikingEnabled":true,"mobileInfoBarSettings":{"isContactEmailEnabled":false,"isContactPhoneNumberEnabled":false,"isLocationEnabled":false,"isBusinessHoursEnabled":false},"commentLikesAllowed":true,"commentAnonAllowed":true,"commentThreaded":true,"commentApprovalRequired":false,"commentAvatarsOn":true,"commentSortType":2,"commentFlagThreshold":0,"commentFlagsAllowed":true,"commentEnableByDefault":true,"commentDisableAfterDaysDefault":0,"disqusShortname":"","commentsEnabled":false,"storeSettings":{"currenciesSupported":["AUD"],"defaultCurrency":"AUD"}},"cookieSettings":{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true,"cookieBannerText":"<p>We use cookies to understand how visitors use our site.</p>","cookieBannerPosition":"BOTTOM"},"collectionId":"${collectionId}","templateVersion":"7.1","templateId":"5c5a519771c10ba3470d8101","tzData":{"zones":[[480,null,"AWST",null]],"rules":{}},"showAnnouncementBar":false,"recaptchaEnterpriseContext":{"recaptchaEnterpriseSiteKey":"6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv"},"i18nContext":{"timeZoneData":{"id":"Australia/Perth","name":"Australian Western Standard Time"}},"env":"PRODUCTION"};</script>
<script type="application/ld+json">{"url":"https://www.saltbushenv.com.au","name":"Saltbush Environmental","description":"","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"Saltbush Environmental Pty Ltd","address":"Level 2, 50 St Georges Terrace\\nPerth, WA, 6000\\nAustralia","email":"hello@saltbushenv.com.au","telephone":"+61 8 9221 4410","sameAs":["https://www.linkedin.com/company/saltbush-environmental","https://www.instagram.com/saltbushenv"],"@context":"http://schema.org","@type":"Organization"}</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/5f2a91c3e4b07d1a8c6f3e21/37/5c5a519771c10ba3470d8101/5f2a91c3e4b07d1a8c6f3e27/1592/site.css"/>
<script>Static.COOKIE_BANNER_CAPABLE = true;</script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7XJ2M4Q1PL"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7XJ2M4Q1PL');
</script>
<!-- End of Squarespace Headers -->
</head>`;

const header = (
  id: string,
) => `<body id="collection-${id}" class="primary-button-style-solid primary-button-shape-pill tweak-global-animations-enabled header-width-full tweak-fixed-header-style-basic">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white">
  <div class="header-inner container--fluid header-layout--with-commerce">
    <div class="header-display-desktop" data-content-field="site-title">
      <div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/1598123467890-LOGO/saltbush-logo.png?format=1500w" alt="Saltbush Environmental" style="display:block" fetchpriority="high" loading="eager" decoding="async"></a></div></div>
      <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
        <div class="header-nav-item header-nav-item--collection"><a href="/services" data-animation-role="header-element">Services</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/projects" data-animation-role="header-element">Projects</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/about" data-animation-role="header-element">About</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/news" data-animation-role="header-element">News</a></div>
        <div class="header-nav-item header-nav-item--collection"><a href="/careers" data-animation-role="header-element">Careers</a></div>
      </nav></div></div>
      <div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Get in touch</a></div>
    </div>
  </div>
</header>
<main id="page" class="container" role="main">
<article class="sections" id="sections" data-page-sections="${id}">`;

const footer = `</article>
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
<section data-test="page-section" data-section-theme="dark" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle dark">
  <div class="content-wrapper"><div class="content"><div class="fluid-engine">
    <div class="fe-block"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content">
      <p class="sqsrte-small"><strong>Saltbush Environmental Pty Ltd</strong> &middot; ABN 41 612 778 903<br>Level 2, 50 St Georges Terrace, Perth WA 6000 &middot; 14 Sturt Street, Townsville QLD 4810<br><a href="tel:+61892214410">(08) 9221 4410</a> &middot; <a href="mailto:hello@saltbushenv.com.au">hello@saltbushenv.com.au</a></p>
      <p class="sqsrte-small">Saltbush Environmental acknowledges the Whadjuk Noongar people, Traditional Custodians of the land on which our Perth office stands, and pays respect to Elders past and present.</p>
    </div></div></div></div>
    <div class="fe-block"><div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2"><div class="sqs-block-content"><nav class="sqs-svg-icon--list">
      <a href="https://www.linkedin.com/company/saltbush-environmental" target="_blank" class="sqs-svg-icon--wrapper linkedin-unauth" aria-label="LinkedIn"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#linkedin-unauth-icon"></use></svg></div></a>
      <a href="https://www.instagram.com/saltbushenv" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#instagram-unauth-icon"></use></svg></div></a>
    </nav></div></div></div>
    <div class="fe-block"><div class="sqs-block image-block sqs-block-image"><div class="sqs-block-content">
      <a href="https://landcareaustralia.org.au/" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/1650012345678-LC/landcare-supporter.png?format=300w" alt="Proud supporter of Landcare Australia" loading="lazy" decoding="async"></a>
      <img src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/1650012399999-ISO/iso-14001-45001-9001.png?format=300w" alt="ISO 14001, ISO 45001 and ISO 9001 certified" loading="lazy" decoding="async">
    </div></div></div>
    <div class="fe-block"><div class="sqs-block html-block sqs-block-html"><div class="sqs-block-content"><div class="sqs-html-content"><p class="sqsrte-small">&copy; 2025 Saltbush Environmental &middot; <a href="/privacy">Privacy</a> &middot; Website by <a href="https://coastlinestudio.com.au/" target="_blank">Coastline Studio</a></p></div></div></div></div>
  </div></div></div>
</section>
</footer>
</div>
<script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.0b1c2d3e4f5a6b7c.js" type="text/javascript"></script>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="linkedin-unauth-icon" viewBox="0 0 64 64"><path d="M20.4,44h5.4V26.6h-5.4V44z"/></symbol><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597z"/></symbol></svg>
</body>
</html>`;

const section = (
  inner: string,
  theme = 'white',
) => `<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}">
  <div class="content-wrapper"><div class="content"><div class="fluid-engine"><div class="fe-block"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
${inner}
  </div></div></div></div></div></div></div>
</section>`;

const pageOf = (title: string, description: string, path: string, id: string, body: string) =>
  `${head(title, description, path, id)}\n${header(id)}\n${body}\n${footer}`;

export const site: CorpusSite = {
  domain: 'saltbushenv.com.au',
  covers:
    'Australian environmental consultancy on Squarespace 7.1 with NO partners at all: its only outbound links are client and funder mentions in project case studies, professional memberships, accreditation bodies, a Reconciliation Australia endorsement, a Landcare supporter badge, a conference sponsorship post, job boards, social links and the web-agency credit, with "working alongside" wording that must not be read as a partner listing.',
  pages: {
    '/': { status: 301, redirect: 'https://www.saltbushenv.com.au/' },
    [`${W}/`]: {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        server: 'Squarespace',
        'x-contextid': 'Zl3kQ8aV/m2B7cXyT',
        'strict-transport-security': 'max-age=15552000',
        'x-content-type-options': 'nosniff',
        'set-cookie': 'crumb=BQ1kbXk3ZjA0NzY1ZTk5YjE3Y2E4NmFk;Secure;Path=/',
      },
      html: pageOf(
        'Saltbush Environmental | Ecology and environmental approvals, Western Australia',
        'Flora and fauna surveys, environmental impact assessment and rehabilitation for resources, ports and infrastructure projects in WA and Queensland.',
        '',
        '5f2a9a01e4b07d1a8c6f4000',
        `${section(`<h1 style="white-space:pre-wrap;">Field-tested ecology for projects that have to get approved.</h1>
<p class="sqsrte-large">Saltbush is a team of 38 ecologists, botanists and approvals specialists working from Perth and Townsville across the Pilbara, Goldfields, Kimberley and North Queensland.</p>
<div class="sqs-block button-block sqs-block-button"><div class="sqs-block-button-container"><a href="/services" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Our services</a></div></div>`)}
${section(
  `<h2>Who we've worked with</h2>
<p>Mining houses, port authorities, state agencies and Traditional Owner corporations have trusted us with more than 600 surveys since 2012.</p>
<div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery">
<div class="slide"><img src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/clients/pilbara-ports.png?format=500w" alt="Pilbara Ports" loading="lazy"></div>
<div class="slide"><img src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/clients/main-roads-wa.png?format=500w" alt="Main Roads Western Australia" loading="lazy"></div>
<div class="slide"><img src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/clients/goldfields-lithium.png?format=500w" alt="Goldfields Lithium" loading="lazy"></div>
<div class="slide"><img src="//images.squarespace-cdn.com/content/v1/5f2a91c3e4b07d1a8c6f3e21/clients/townsville-water.png?format=500w" alt="Townsville City Council" loading="lazy"></div>
</div></div>`,
  'light',
)}
${section(`<h2>Latest</h2>
<p><a href="/news/wa-ecology-conference-2025">Saltbush is Gold Sponsor of the 2025 WA Ecology Conference</a></p>
<p><a href="/projects">See our recent projects</a></p>`)}`,
      ),
    },
    [`${W}/services`]: {
      html: pageOf(
        'Services &mdash; Saltbush Environmental',
        'Flora, vegetation and fauna surveys, environmental impact assessment, approvals, monitoring and rehabilitation.',
        '/services',
        '5f2a9a01e4b07d1a8c6f4001',
        `${section(`<h1>Services</h1>
<h3>Flora and vegetation surveys</h3>
<p>Detailed and reconnaissance surveys to the EPA Technical Guidance, including targeted searches for Threatened and Priority flora. Our botanists lodge vouchers with the <a href="https://www.dbca.wa.gov.au/science/western-australian-herbarium">Western Australian Herbarium</a>.</p>
<h3>Terrestrial and subterranean fauna</h3>
<p>Trapping, acoustic monitoring for bats and night parrots, and troglofauna and stygofauna sampling. Samples are identified by our in-house taxonomists or sent to <a href="https://nata.com.au/">NATA</a>-accredited laboratories.</p>
<h3>Environmental impact assessment and approvals</h3>
<p>Referral documents and environmental review documents under the <em>Environmental Protection Act 1986</em> (WA) and the <a href="https://www.dcceew.gov.au/environment/epbc">EPBC Act</a>.</p>
<h3>Rehabilitation and closure</h3>
<p>Seed collection, completion criteria and monitoring for mine closure plans.</p>
<p>We work alongside engineering firms, Traditional Owner rangers and our clients' own environment teams on every project.</p>`)}`,
      ),
    },
    [`${W}/projects`]: {
      html: pageOf(
        'Projects &mdash; Saltbush Environmental',
        'Recent survey, approvals and rehabilitation projects.',
        '/projects',
        '5f2a9a01e4b07d1a8c6f4002',
        `${section(`<h1>Projects</h1>
<h3>Lumsden Point port expansion, Port Hedland</h3>
<p>Client: <a href="https://www.pilbaraports.com.au/">Pilbara Ports</a>. Benthic habitat mapping and shorebird surveys for the Lumsden Point General Cargo Facility referral. Approved 2023.</p>
<h3>Kalgoorlie lithium concentrator</h3>
<p>Client: Goldfields Lithium Ltd. Level 2 flora and fauna survey, Malleefowl mound search and the Section 38 referral.</p>
<h3>Ross River riparian restoration, Townsville</h3>
<p>Client: Townsville City Council. Funded through the Australian Government's <a href="https://www.dcceew.gov.au/environment/land/landcare">National Landcare Program</a>. 14&nbsp;ha revegetated with local seed collected by the Bindal and Wulgurukaba rangers.</p>
<h3>Great Northern Highway realignment</h3>
<p>Client: <a href="https://www.mainroads.wa.gov.au/">Main Roads Western Australia</a>. Clearing permit support and Northern Quoll monitoring.</p>`)}`,
      ),
    },
    [`${W}/about`]: {
      html: pageOf(
        'About &mdash; Saltbush Environmental',
        'Founded in Perth in 2012. Memberships, accreditations and our Reconciliation Action Plan.',
        '/about',
        '5f2a9a01e4b07d1a8c6f4003',
        `${section(`<h1>About Saltbush</h1>
<p>Dr Mia Okafor and Sam Trevelyan founded Saltbush in 2012 after a decade surveying the Pilbara for larger consultancies. We opened our Townsville office in 2019.</p>
<h2>Memberships and accreditation</h2>
<ul>
<li>Corporate member, <a href="https://www.eianz.org/">Environment Institute of Australia and New Zealand</a> (EIANZ); three Certified Environmental Practitioners on staff</li>
<li>Member, <a href="https://www.ecolsoc.org.au/">Ecological Society of Australia</a></li>
<li>Member, <a href="https://www.amec.org.au/">Association of Mining and Exploration Companies</a></li>
<li>ISO 14001, ISO 45001 and ISO 9001 certified by <a href="https://www.bureauveritas.com.au/">Bureau Veritas</a></li>
</ul>
<h2>Reconciliation</h2>
<p>Our Innovate Reconciliation Action Plan (2024&ndash;2026) is endorsed by <a href="https://www.reconciliation.org.au/">Reconciliation Australia</a>. Twenty per cent of our field days are staffed by Aboriginal rangers and field assistants.</p>
<h2>Awards</h2>
<p>EIANZ WA Division Environmental Practitioner of the Year 2023 (Dr Mia Okafor); Business News 40under40 2021 (Sam Trevelyan).</p>`)}`,
      ),
    },
    [`${W}/news/wa-ecology-conference-2025`]: {
      html: pageOf(
        'Saltbush is Gold Sponsor of the 2025 WA Ecology Conference &mdash; Saltbush Environmental',
        'We are proud to sponsor the 2025 WA Ecology Conference in Fremantle.',
        '/news/wa-ecology-conference-2025',
        '5f2a9a01e4b07d1a8c6f4004',
        `<section class="page-section"><div class="content-wrapper"><div class="content"><article class="blog-item">
<h1 class="blog-title">Saltbush is Gold Sponsor of the 2025 WA Ecology Conference</h1>
<p class="blog-meta">12 February 2025 &middot; News</p>
<div class="sqs-html-content">
<p>We're proud to be Gold Sponsor of the <a href="https://waecologyconference.org.au/">2025 WA Ecology Conference</a>, 9&ndash;11 September at the Esplanade Hotel, Fremantle. Our botanists are presenting on seed viability in Pilbara spinifex and on eDNA survey methods.</p>
<p>The conference is also supported by the <a href="https://www.wa.gov.au/organisation/department-of-water-and-environmental-regulation">Department of Water and Environmental Regulation</a> and <a href="https://www.uwa.edu.au/">The University of Western Australia</a>. See the full sponsor list on the conference website.</p>
<p>Come and say hello at stand 14.</p>
</div>
</article></div></div></section>`,
      ),
    },
    [`${W}/careers`]: {
      html: pageOf(
        'Careers &mdash; Saltbush Environmental',
        'Join our field and approvals teams in Perth and Townsville.',
        '/careers',
        '5f2a9a01e4b07d1a8c6f4005',
        `${section(`<h1>Careers</h1>
<p>We hire graduate and senior ecologists every year before the spring survey season. FIFO rosters are 8/6 and every field team has at least four people.</p>
<p>Current roles are advertised on <a href="https://www.seek.com.au/Saltbush-Environmental-jobs/at-this-company">SEEK</a> and <a href="https://www.linkedin.com/company/saltbush-environmental/jobs/">LinkedIn</a>. Graduate applications open each March through <a href="https://au.gradconnection.com/employers/saltbush-environmental/">GradConnection</a>.</p>
<p>We are a Work180 endorsed employer. Questions: <a href="mailto:careers@saltbushenv.com.au">careers@saltbushenv.com.au</a></p>`)}`,
      ),
    },
    [`${W}/contact`]: {
      html: pageOf(
        'Contact &mdash; Saltbush Environmental',
        'Contact our Perth or Townsville office.',
        '/contact',
        '5f2a9a01e4b07d1a8c6f4006',
        `${section(`<h1>Contact us</h1>
<p><strong>Perth</strong><br>Level 2, 50 St Georges Terrace, Perth WA 6000<br>(08) 9221 4410</p>
<p><strong>Townsville</strong><br>14 Sturt Street, Townsville QLD 4810<br>(07) 4721 0385</p>
<div class="sqs-block map-block sqs-block-map"><div class="sqs-block-content"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3385.2!2d115.8589!3d-31.9559!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="100%" height="360" style="border:0;" allowfullscreen="" loading="lazy" title="Map of our Perth office"></iframe></div></div>`)}`,
      ),
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/services`,
    `${W}/projects`,
    `${W}/about`,
    `${W}/news/wa-ecology-conference-2025`,
    `${W}/careers`,
    `${W}/contact`,
  ],
  technologies: [
    'google-analytics',
    'google-font-api',
    'google-maps',
    'google-tag-manager',
    'hsts',
    'open-graph',
    'priority-hints',
    'squarespace',
    'squarespace-commerce',
  ],
  partners: {},
};
