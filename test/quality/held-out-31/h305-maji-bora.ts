import type { CorpusSite } from '../corpus/types.js';

/* Maji Bora Foundation — a Kenyan water, sanitation and hygiene nonprofit; Squarespace 7.1, GA4, Donorbox. */

const origin = 'https://www.majibora.or.ke';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'kQ2m7b1x/Zp0sYv4c',
  'set-cookie': 'crumb=BZx1qW8mN3oL0vJ2YzQ4ZTlkNjdmYjE0ZGY5Nzk3Mjk0ZTE0MmZl;Secure;Path=/',
  'strict-transport-security': 'max-age=15552000',
};

function sqsContext(path: string, title: string): string {
  return JSON.stringify({
    facebookAppId: '314192535267336',
    rollups: {},
    pageType: 2,
    website: {
      id: '61b2c0f4a8e3d91e2f7c5a10',
      identifier: 'maji-bora',
      websiteType: 1,
      contentModifiedOn: 1737540211000,
      cloneable: false,
      siteStatus: {},
      language: 'en-KE',
      timeZone: 'Africa/Nairobi',
      machineTimeZoneOffset: 10800000,
      timeZoneOffset: 10800000,
      siteTitle: 'Maji Bora Foundation',
      fullSiteTitle: `${title}`,
      siteDescription: '',
      logoImageUrl: '//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/logo-maji-bora.png',
      shareButtonOptions: { 1: true, 4: true, 3: true },
      authenticUrl: origin,
      internalUrl: 'https://maji-bora.squarespace.com',
      baseUrl: origin,
      primaryDomain: 'www.majibora.or.ke',
    },
    websiteSettings: {
      id: '61b2c0f4a8e3d91e2f7c5a13',
      websiteId: '61b2c0f4a8e3d91e2f7c5a10',
      type: 'Non-Profit',
      country: 'KE',
      state: '30',
      simpleLikingEnabled: true,
      popupOverlaySettings: { style: 1, enabledPages: [] },
      commentLikesAllowed: true,
      ampEnabled: false,
    },
    collectionId: `${(path.length * 97531).toString(16).padStart(8, '0')}a8e3d91e2f7c5b${path.length}`,
    templateVersion: '7.1',
    pageFeatures: [1, 2, 4],
    gmRenderKey: 'QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQwQm0w',
    templateScriptsRootUrl: 'https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/',
    impersonatedSession: false,
    tzData: { zones: [[180, null, 'EAT', null]], rules: {} },
    showAnnouncementBar: true,
    recaptchaEnterpriseContext: { 'recaptchaEnterprise.siteKey': '6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv' },
    i18nContext: { timeZoneData: { id: 'Africa/Nairobi', name: 'East Africa Time' } },
    env: 'PRODUCTION',
  });
}

const header = `
<div class="sqs-announcement-bar-dropzone"><div class="sqs-announcement-bar"><p>Our 2025 appeal: 40 new water points in Kitui and Makueni before the short rains. <a href="/donate">Give now</a></p></div></div>
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-current-styles='{"layout":"navRight","action":{"href":"/donate","buttonText":"Donate","newWindow":false},"showSocial":true}'>
  <div class="header-announcement-bar-wrapper">
    <div class="header-inner container--fluid header-layout--with-commerce">
      <div class="header-display-desktop" data-content-order="header-firstOrder">
        <div class="header-title-nav-wrapper">
          <div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/logo-maji-bora.png?format=1500w" alt="Maji Bora Foundation" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="sqs"></a></div></div>
          <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
            <div class="header-nav-item header-nav-item--collection"><a href="/our-work" data-animation-role="header-element">Our Work</a></div>
            <div class="header-nav-item header-nav-item--folder"><a class="header-nav-folder-title" href="/about" tabindex="-1" data-animation-role="header-element">About</a>
              <div class="header-nav-folder-content">
                <div class="header-nav-folder-item"><a href="/about"><span class="header-nav-folder-item-content">Who We Are</span></a></div>
                <div class="header-nav-folder-item"><a href="/funders-and-partners"><span class="header-nav-folder-item-content">Funders &amp; Partners</span></a></div>
                <div class="header-nav-folder-item"><a href="/reports"><span class="header-nav-folder-item-content">Annual Reports</span></a></div>
              </div></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/stories" data-animation-role="header-element">Stories</a></div>
            <div class="header-nav-item header-nav-item--collection"><a href="/get-involved" data-animation-role="header-element">Get Involved</a></div>
          </nav></div></div>
        </div>
        <div class="header-actions header-actions--right">
          <div class="header-actions-action header-actions-action--social">
            <a class="icon icon--fill header-icon header-icon-border-shape-none" href="https://www.facebook.com/MajiBoraKE" target="_blank" aria-label="Facebook"><svg viewBox="23 23 64 64"><use xlink:href="#facebook-unauth-icon" width="110" height="110"></use></svg></a>
            <a class="icon icon--fill header-icon header-icon-border-shape-none" href="https://x.com/MajiBoraKE" target="_blank" aria-label="X"><svg viewBox="23 23 64 64"><use xlink:href="#twitter-unauth-icon" width="110" height="110"></use></svg></a>
            <a class="icon icon--fill header-icon header-icon-border-shape-none" href="https://www.instagram.com/majibora_ke" target="_blank" aria-label="Instagram"><svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon" width="110" height="110"></use></svg></a>
          </div>
          <div class="header-actions-action header-actions-action--cta"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/donate">Donate</a></div>
        </div>
      </div>
    </div>
  </div>
</header>`;

const footer = `
<footer class="sections" id="footer-sections" data-footer-sections>
  <section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black" data-section-id="footer-1">
    <div class="content-wrapper"><div class="content"><div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section">
      <div class="row sqs-row">
        <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
          <h4>Maji Bora Foundation</h4>
          <p>Mbagathi Ridge, off Ngong Road<br>P.O. Box 21847-00505, Nairobi, Kenya</p>
          <p><a href="mailto:info@majibora.or.ke">info@majibora.or.ke</a><br><a href="tel:+254709555314">+254 709 555 314</a></p>
          <p>Registered with the NGO Coordination Board (now PBO Regulatory Authority), Reg. No. OP.218/051/17-0294/11063. US donors can give tax-deductibly through our US affiliate, <a href="https://www.majiborausa.org/">Maji Bora USA</a>.</p>
        </div></div></div></div>
        <div class="col sqs-col-4 span-4"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
          <h4>Explore</h4><p><a href="/our-work">Our Work</a><br><a href="/about">Who We Are</a><br><a href="/funders-and-partners">Funders &amp; Partners</a><br><a href="/stories">Stories</a><br><a href="/get-involved">Careers &amp; Volunteering</a></p>
        </div></div></div></div>
        <div class="col sqs-col-4 span-4"><div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51"><div class="sqs-block-content">
          <div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter"><form class="newsletter-form" data-form-id="64f1b2c3a8e3d91e2f7c5d01" autocomplete="on" method="POST" novalidate>
            <header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Field notes, monthly</h2></header>
            <div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required"><label class="newsletter-form-field-label title" for="email-yui_3_17_2_1">Email Address</label><input id="email-yui_3_17_2_1" class="newsletter-form-field-element field-element" name="email" type="email" spellcheck="false" placeholder="Email Address"></div></div>
            <div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape sqs-button-element--primary" type="submit" value="Sign Up"><span class="newsletter-form-spinner sqs-spin light large"></span><span class="newsletter-form-button-label">Sign Up</span></button></div></div>
          </form></div>
          <p class="footer-badges"><a href="https://www.kewasnet.co.ke/members" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/kewasnet-member.png" alt="KEWASNET member" width="90" loading="lazy"></a> <a href="https://www.guidestar.org/profile/shared/9f1d2e3c-maji-bora" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/candid-platinum-2024.png" alt="Candid Platinum Seal of Transparency 2024" width="90" loading="lazy"></a></p>
        </div></div></div>
      </div>
      <div class="row sqs-row"><div class="col sqs-col-12 span-12"><p class="footer-legal">&copy; 2025 Maji Bora Foundation. <a href="/privacy">Privacy</a> &middot; <a href="/safeguarding">Safeguarding policy</a></p></div></div>
    </div></div></div>
  </section>
</footer>
<div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--visible" role="region" aria-label="Cookie banner"><p class="sqs-cookie-banner-v2-text">We use cookies to understand how supporters use this site. <a href="/privacy">Learn more</a></p><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-decline">Decline</button><button class="sqs-cookie-banner-v2-accept">Accept</button></div></div></div>`;

function page(path: string, title: string, desc: string, pageId: string, sections: string): string {
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-KE">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- maji-bora -->
    <base href="">
    <meta charset="utf-8" />
    <title>${title}</title>
    <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
    <link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/favicon.ico?format=100w"/>
    <link rel="canonical" href="${origin}${path}"/>
    <meta property="og:site_name" content="Maji Bora Foundation"/>
    <meta property="og:title" content="${title}"/>
    <meta property="og:url" content="${origin}${path}"/>
    <meta property="og:type" content="website"/>
    <meta property="og:description" content="${desc}"/>
    <meta property="og:image" content="http://static1.squarespace.com/static/61b2c0f4a8e3d91e2f7c5a10/t/6512c0a1b3e4f52d01a9c7e2/1695727777000/og-water-point.jpg?format=1500w"/>
    <meta itemprop="name" content="${title}"/>
    <meta itemprop="url" content="${origin}${path}"/>
    <meta name="twitter:title" content="${title}"/>
    <meta name="twitter:card" content="summary"/>
    <meta name="description" content="${desc}" />
    <link rel="preconnect" href="https://images.squarespace-cdn.com">
    <link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Work+Sans:ital,wght@0,400;0,500;0,700;1,400&family=Lora:wght@500;700">
    <script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
    <script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
    <script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
    <script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-7b9e2a1c5d0f3e48-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-7b9e2a1c5d0f3e48-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-3f0e2b6a4d1c9e87-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-5a2c1e9f0d3b7e64-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-8d4f2a6c0e1b3d97-min.en-US.js" defer></script>
    <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-2e7c0a4b9d1f3e58-min.en-US.js" defer></script>
    <script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${sqsContext(path, title)};</script>
    <script type="application/ld+json">{"url":"${origin}","name":"Maji Bora Foundation","description":"","image":"//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/logo-maji-bora.png","@context":"http://schema.org","@type":"WebSite"}</script>
    <script type="application/ld+json">{"legalName":"Maji Bora Foundation","address":"Mbagathi Ridge, off Ngong Road\\nNairobi\\nKenya","email":"info@majibora.or.ke","telephone":"+254709555314","sameAs":["https://www.facebook.com/MajiBoraKE","https://x.com/MajiBoraKE","https://www.instagram.com/majibora_ke"],"@context":"http://schema.org","@type":"NGO"}</script>
    <link href="//static1.squarespace.com/static/versioned-site-css/61b2c0f4a8e3d91e2f7c5a10/41/5c5a519771c10ba3470d8101/61b2c0f4a8e3d91e2f7c5a2f/1637/site.css" rel="stylesheet" type="text/css" />
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-MB4K2Q7X1L"></script>
    <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('set', 'developer_id.dZjQwMz', true); gtag('config', 'G-MB4K2Q7X1L');</script>
  </head>
  <body id="${pageId}" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline tweak-global-animations-enabled header-width-full tweak-transparent-header tweak-social-icons-style-regular form-field-style-solid form-field-shape-pill footer-width-full image-block-poster-text-alignment-left">
    <div id="siteWrapper" class="clearfix site-wrapper">
      ${header}
      <main id="page" class="container" role="main">
        <article class="sections" id="sections" data-page-sections="${pageId}">
${sections}
        </article>
      </main>
      ${footer}
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.3f8a1d2c0b9e7654.js" type="text/javascript"></script>
    <svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="facebook-unauth-icon" viewBox="0 0 64 64"><path d="M34.1,47V33.3h4.6l0.7-5.3h-5.3v-3.4c0-1.5,0.4-2.6,2.6-2.6l2.8,0v-4.8c-0.5-0.1-2.2-0.2-4.1-0.2 c-4.1,0-6.9,2.5-6.9,7V28H24v5.3h4.6V47H34.1z"/></symbol><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641c-0.383-0.986-0.896-1.823-1.73-2.657c-0.834-0.834-1.67-1.347-2.657-1.73 c-0.954-0.371-2.045-0.624-3.641-0.697C36.585,16.017,36.074,16,32,16s-4.585,0.017-6.184,0.09"/></symbol><symbol id="twitter-unauth-icon" viewBox="0 0 64 64"><path d="M48,22.1c-1.2,0.5-2.4,0.9-3.8,1c1.4-0.8,2.4-2.1,2.9-3.6c-1.3,0.8-2.7,1.3-4.2,1.6"/></symbol></svg>
  </body>
</html>`;
}

const section = (id: string, theme: string, html: string): string => `
<section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${id}">
  <div class="section-border"><div class="section-background"></div></div>
  <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-${id}">
    <div class="fe-block fe-block-${id}-1"><div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
${html}
    </div></div></div></div>
  </div></div></div>
</section>`;

const home = page(
  '/',
  'Maji Bora Foundation — Safe water for rural Kenya',
  'Maji Bora Foundation builds and maintains solar-powered water points, school sanitation and hygiene programmes in Kitui, Makueni and Tana River counties.',
  'collection-61b2c0f4a8e3d91e2f7c5b01',
  section(
    '6512c0a1b3e4f52d01a9c701',
    'black',
    `
      <h1 style="white-space:pre-wrap;">Safe water, close to home.</h1>
      <p class="sqsrte-large">Since 2011 Maji Bora has brought safe, reliable water to 286,000 people in Kenya&rsquo;s arid and semi-arid lands &mdash; and kept 94% of our water points working every single day.</p>
      <p><a href="/donate" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Give safe water</a> <a href="/our-work" class="sqs-block-button-element--medium sqs-button-element--secondary sqs-block-button-element">See our work</a></p>`,
  ) +
    section(
      '6512c0a1b3e4f52d01a9c702',
      'white',
      `
      <h2>Our impact in 2024</h2>
      <ul data-rte-list="default"><li><p><strong>41</strong> new solar-powered water points</p></li><li><p><strong>118</strong> schools with handwashing stations and latrines</p></li><li><p><strong>94%</strong> functionality rate across 612 water points, verified monthly</p></li><li><p><strong>KSh 0.5</strong> per 20-litre jerrycan at community kiosks, paid by M-Pesa</p></li></ul>`,
    ) +
    section(
      '6512c0a1b3e4f52d01a9c703',
      'light',
      `
      <h2>Stories from the field</h2>
      <p><strong>Mwingi, Kitui County.</strong> &ldquo;Before the kiosk, my daughters walked four hours for water. Now they are in school by seven.&rdquo; &mdash; Mary Mutua, water committee chair. <a href="/stories">Read more stories</a></p>
      <p><strong>Garsen, Tana River.</strong> After the 2023 floods, our partners restored 22 boreholes within six weeks.</p>`,
    ) +
    section(
      '6512c0a1b3e4f52d01a9c704',
      'white',
      `
      <h2>Working together</h2>
      <p>We never work alone. County governments, community water committees and our implementing partners own and run every water point we help build. Meet them on our <a href="/funders-and-partners">Funders &amp; Partners</a> page.</p>
      <p>Featured in <a href="https://nation.africa/kenya/counties/kitui/solar-water-kiosks-kitui" target="_blank">Daily Nation</a> and on <a href="https://www.citizen.digital/news/makueni-water-kiosks" target="_blank">Citizen TV</a>.</p>`,
    ),
);

const ourWork = page(
  '/our-work',
  'Our Work — Maji Bora Foundation',
  'Water supply, school WASH and hygiene behaviour change programmes in Kitui, Makueni and Tana River.',
  'collection-61b2c0f4a8e3d91e2f7c5b02',
  section(
    '6512c0a1b3e4f52d01a9c711',
    'white',
    `
      <h1>Our Work</h1>
      <p class="sqsrte-large">Three programmes, one promise: water that keeps flowing long after the ribbon-cutting.</p>
      <h2>1. Water for communities</h2>
      <p>We drill or rehabilitate boreholes, install solar pumping systems and build water kiosks that communities manage themselves. Each kiosk is run by an elected water committee, and tariffs paid by mobile money fund a maintenance reserve. Remote sensors report flow and pump status every hour.</p>
      <h2>2. WASH in schools</h2>
      <p>Rainwater harvesting tanks, gender-separated latrines, menstrual hygiene rooms and handwashing stations in primary schools, with school health clubs trained by our hygiene promoters.</p>
      <h2>3. Hygiene and health</h2>
      <p>Community health promoters run handwashing and safe-storage campaigns, with a focus on households with children under five.</p>`,
  ) +
    section(
      '6512c0a1b3e4f52d01a9c712',
      'light',
      `
      <h2>Where we work</h2>
      <table><thead><tr><th>County</th><th>Sub-counties</th><th>Water points</th><th>Schools</th></tr></thead><tbody>
      <tr><td>Kitui</td><td>Mwingi Central, Mwingi West, Kitui Rural</td><td>284</td><td>61</td></tr>
      <tr><td>Makueni</td><td>Kibwezi East, Kibwezi West, Makindu</td><td>231</td><td>39</td></tr>
      <tr><td>Tana River</td><td>Garsen, Galole</td><td>97</td><td>18</td></tr></tbody></table>
      <h2>How we measure</h2>
      <p>Every water point is visited monthly by a community technician and monitored remotely. Functionality data is published quarterly in our <a href="/reports">reports</a>.</p>
      <figure><iframe src="https://player.vimeo.com/video/871234567?h=1a2b3c4d5e" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="A day at a Maji Bora water kiosk"></iframe></figure>`,
    ),
);

const funders = page(
  '/funders-and-partners',
  'Funders & Partners — Maji Bora Foundation',
  'The implementing partners, technology partners and funders who make Maji Bora’s work possible.',
  'collection-61b2c0f4a8e3d91e2f7c5b03',
  section(
    '6512c0a1b3e4f52d01a9c721',
    'white',
    `
      <h1>Funders &amp; Partners</h1>
      <p class="sqsrte-large">Lasting water services are built by many hands. Our implementing partners deliver alongside us in the counties; our technology partners keep water points monitored and payments flowing; our funders make it all possible.</p>`,
  ) +
    section(
      '6512c0a1b3e4f52d01a9c722',
      'light',
      `
      <h2>Implementing partners</h2>
      <p>These organisations co-design and co-deliver our programmes under joint agreements.</p>
      <ul data-rte-list="default">
        <li><p><a href="https://www.redcross.or.ke/" target="_blank"><strong>Kenya Red Cross Society</strong></a> &mdash; emergency water trucking and borehole rehabilitation in Tana River during floods and drought.</p></li>
        <li><p><a href="https://amref.org/kenya/" target="_blank"><strong>Amref Health Africa in Kenya</strong></a> &mdash; trains and supervises the community health promoters who lead our hygiene campaigns.</p></li>
        <li><p><a href="https://www.makueni.go.ke/" target="_blank"><strong>County Government of Makueni</strong></a>, Department of Water &mdash; co-finances and takes over ownership of every water point in Makueni.</p></li>
        <li><p><a href="https://www.kituiwomenwater.org/" target="_blank"><strong>Kitui Women Water Network</strong></a> &mdash; community-based organisation that trains and supports water committees, 60% of whose members are women.</p></li>
        <li><p><a href="https://tanadeltayouth.or.ke/" target="_blank"><strong>Tana Delta Youth Initiative</strong></a> &mdash; youth-led CBO running school health clubs in Garsen.</p></li>
        <li><p><a href="https://www.uonbi.ac.ke/" target="_blank"><strong>University of Nairobi</strong></a>, Department of Civil and Construction Engineering &mdash; research partner on groundwater quality monitoring.</p></li>
      </ul>`,
    ) +
    section(
      '6512c0a1b3e4f52d01a9c723',
      'white',
      `
      <h2>Technology partners</h2>
      <div class="partner-logos">
        <p><a href="https://www.safaricom.co.ke/" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/safaricom.png" alt="Safaricom" width="140" loading="lazy"></a><br>Mobile-money partner: kiosk tariffs and donations through M-Pesa.</p>
        <p><a href="https://www.mwater.co/" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/mwater.png" alt="mWater" width="140" loading="lazy"></a><br>Water point mapping and monthly functionality surveys.</p>
        <p><a href="https://www.grundfos.com/ke" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/grundfos.png" alt="Grundfos" width="140" loading="lazy"></a><br>Solar pumping systems and AQtap water dispensers.</p>
        <p><a href="https://www.sweetsense.com/" target="_blank"><img src="//images.squarespace-cdn.com/content/v1/61b2c0f4a8e3d91e2f7c5a10/sweetsense.png" alt="SweetSense" width="140" loading="lazy"></a><br>Remote sensors on 300 pumps, with alerts to our technicians.</p>
      </div>`,
    ) +
    section(
      '6512c0a1b3e4f52d01a9c724',
      'light',
      `
      <h2>Our funders</h2>
      <p>We are grateful to the foundations, agencies and companies whose grants fund our programmes. Funders do not take part in implementation.</p>
      <ul data-rte-list="default">
        <li><p><a href="https://www.hiltonfoundation.org/" target="_blank">Conrad N. Hilton Foundation</a> &mdash; safe water strategy grant, 2022&ndash;2026</p></li>
        <li><p><a href="https://www.charitywater.org/" target="_blank">charity: water</a> &mdash; water point construction and sensors</p></li>
        <li><p><a href="https://waterfund.go.ke/" target="_blank">Water Sector Trust Fund</a> &mdash; county matching grants</p></li>
        <li><p><a href="https://www.coca-colacompany.com/social-impact/giving-back/foundation" target="_blank">The Coca-Cola Foundation</a> &mdash; Replenish Africa Initiative</p></li>
        <li><p>Rotary Club of Nairobi-Karen &mdash; school latrines in Kibwezi</p></li>
        <li><p>More than 2,100 individual donors in Kenya, the UK and the US</p></li>
      </ul>
      <p>Read our audited accounts in the <a href="/reports">Annual Reports</a>.</p>`,
    ),
);

const about = page(
  '/about',
  'Who We Are — Maji Bora Foundation',
  'Maji Bora Foundation is a Kenyan NGO founded in 2011 in Mwingi. Meet our team and board.',
  'collection-61b2c0f4a8e3d91e2f7c5b04',
  section(
    '6512c0a1b3e4f52d01a9c731',
    'white',
    `
      <h1>Who We Are</h1>
      <p class="sqsrte-large">Maji Bora (&ldquo;good water&rdquo; in Kiswahili) was founded in 2011 by hydrogeologist Dr. Peter Musyoka and community organiser Halima Abdi after the drought that hit Mwingi hardest.</p>
      <p>We are a Kenyan-led, Kenyan-registered NGO with 64 staff, 58 of them based in the counties where we work. Our head office is in Nairobi.</p>
      <h2>Our values</h2>
      <ul data-rte-list="default"><li><p><strong>Community ownership</strong> &mdash; every water point belongs to the people who use it.</p></li><li><p><strong>Radical transparency</strong> &mdash; we publish functionality data for every water point, good or bad.</p></li><li><p><strong>Built to last</strong> &mdash; we plan for 20 years of service, not a photo opportunity.</p></li></ul>`,
  ) +
    section(
      '6512c0a1b3e4f52d01a9c732',
      'light',
      `
      <h2>Leadership</h2>
      <p><strong>Halima Abdi</strong> &mdash; Executive Director<br><strong>Dr. Peter Musyoka</strong> &mdash; Technical Director<br><strong>Grace Wanjiru</strong> &mdash; Director of Finance &amp; Operations<br><strong>Samuel Otieno</strong> &mdash; Head of Monitoring, Evaluation &amp; Learning</p>
      <h2>Board of Directors</h2>
      <p>Prof. Ruth Kiptoo (Chair), Daniel Mwangi, Amina Hassan, Joseph Kamau, Dr. Esther Njeri</p>
      <h2>Networks and accreditation</h2>
      <p>Maji Bora is a member of the Kenya Water and Sanitation Civil Society Network (KEWASNET) and the Sanitation and Water for All partnership&rsquo;s civil society constituency, holds the Candid Platinum Seal of Transparency and is registered with the PBO Regulatory Authority.</p>
      <h2>Awards</h2>
      <p>Winner, Kenya Water Sector Innovation Award 2023 (Community Management). Finalist, <a href="https://www.stockholmwaterprize.org/" target="_blank">Stockholm Junior Water Prize</a> mentorship track 2024.</p>`,
    ),
);

const stories = page(
  '/stories',
  'Stories — Maji Bora Foundation',
  'Stories from the communities, water committees and schools we work with.',
  'collection-61b2c0f4a8e3d91e2f7c5b05',
  section(
    '6512c0a1b3e4f52d01a9c741',
    'white',
    `
      <h1>Stories</h1>
      <div class="blog-basic-grid collection-content-wrapper">
        <article class="blog-basic-grid--container entry blog-item"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/stories?category=Water" class="blog-categories">Water</a></span><time class="blog-date" pubdate data-animation-role="date">1/20/25</time></div><h2 class="blog-title"><a href="/stories/mwingi-kiosk-five-years-on">The Mwingi kiosk, five years on</a></h2><div class="blog-excerpt"><p>Five years after it opened, the Kyuso kiosk has never been down for more than a day. Its committee explains why.</p></div><a class="blog-more-link" href="/stories/mwingi-kiosk-five-years-on">Read More</a></div></article>
        <article class="blog-basic-grid--container entry blog-item"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/stories?category=Schools" class="blog-categories">Schools</a></span><time class="blog-date" pubdate data-animation-role="date">12/02/24</time></div><h2 class="blog-title"><a href="/stories/girls-stay-in-school">Why girls in Kibwezi stopped missing school</a></h2><div class="blog-excerpt"><p>Menstrual hygiene rooms in 39 schools and what changed in attendance.</p></div><a class="blog-more-link" href="/stories/girls-stay-in-school">Read More</a></div></article>
        <article class="blog-basic-grid--container entry blog-item"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/stories?category=Emergency" class="blog-categories">Emergency</a></span><time class="blog-date" pubdate data-animation-role="date">10/15/24</time></div><h2 class="blog-title"><a href="/stories/tana-river-floods-recovery">After the floods: restoring 22 boreholes in Tana River</a></h2><div class="blog-excerpt"><p>How our implementing partner Kenya Red Cross and our technicians restored water within six weeks.</p></div><a class="blog-more-link" href="/stories/tana-river-floods-recovery">Read More</a></div></article>
        <article class="blog-basic-grid--container entry blog-item"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/stories?category=Data" class="blog-categories">Data</a></span><time class="blog-date" pubdate data-animation-role="date">08/30/24</time></div><h2 class="blog-title"><a href="/stories/sensors-and-technicians">Sensors don&rsquo;t fix pumps &mdash; people do</a></h2><div class="blog-excerpt"><p>What 300 pump sensors taught us about response times.</p></div><a class="blog-more-link" href="/stories/sensors-and-technicians">Read More</a></div></article>
      </div>
      <nav class="blog-list-pagination"><div class="older"><a href="/stories?offset=1693389600000" rel="next">Older Posts</a></div></nav>`,
  ),
);

const donate = page(
  '/donate',
  'Donate — Maji Bora Foundation',
  'Give safe water. Donate by card, PayPal or M-Pesa. KSh 2,500 keeps a water point running for a month.',
  'collection-61b2c0f4a8e3d91e2f7c5b06',
  section(
    '6512c0a1b3e4f52d01a9c751',
    'white',
    `
      <h1>Give safe water</h1>
      <p class="sqsrte-large">KSh 2,500 keeps a water point running for a month. KSh 25,000 trains a water committee. Every shilling is tracked in our public reports.</p>
      <h2>Give by card or PayPal</h2>
      <p>Our secure donation form is run by Donorbox. You will receive a receipt by email.</p>
      <iframe src="https://donorbox.org/embed/maji-bora-2025-appeal" name="donorbox" allowpaymentrequest="allowpaymentrequest" seamless="seamless" frameborder="0" scrolling="no" height="900px" width="100%" style="max-width: 500px; min-width: 250px; max-height:none!important" allow="payment"></iframe>
      <p>Prefer a link? <a href="https://donorbox.org/maji-bora-2025-appeal" target="_blank">Open the donation page</a>.</p>
      <h2>Give by M-Pesa</h2>
      <p>Lipa na M-Pesa: Paybill <strong>4071853</strong>, account <strong>MAJI</strong>. Or contribute to our community fundraiser on <a href="https://www.mchanga.africa/fundraiser/majibora2025" target="_blank">M-Changa</a>.</p>
      <h2>Give from the US or UK</h2>
      <p>US donors can give tax-deductibly through <a href="https://www.majiborausa.org/donate">Maji Bora USA</a>, a 501(c)(3). UK donors can give through the CAF American Donor Fund.</p>
      <h2>Corporate giving</h2>
      <p>Companies can sponsor a water point or match employee gifts. Email <a href="mailto:partnerships@majibora.or.ke">partnerships@majibora.or.ke</a>.</p>`,
  ),
);

const getInvolved = page(
  '/get-involved',
  'Get Involved — Maji Bora Foundation',
  'Careers, volunteering and fundraising with Maji Bora Foundation.',
  'collection-61b2c0f4a8e3d91e2f7c5b07',
  section(
    '6512c0a1b3e4f52d01a9c761',
    'white',
    `
      <h1>Get Involved</h1>
      <h2>Careers</h2>
      <p>We are recruiting a <strong>Hydrogeologist (Kitui)</strong> and a <strong>MEL Officer (Nairobi)</strong>. Vacancies are also posted on <a href="https://www.brightermonday.co.ke/company/maji-bora-foundation" target="_blank">BrighterMonday</a> and <a href="https://www.linkedin.com/company/maji-bora-foundation/jobs" target="_blank">LinkedIn</a>. Applications to <a href="mailto:jobs@majibora.or.ke">jobs@majibora.or.ke</a>.</p>
      <h2>Volunteer</h2>
      <p>Engineers, data analysts and communicators can volunteer remotely or in Nairobi for 3&ndash;12 months.</p>
      <h2>Fundraise</h2>
      <p>Run the Nairobi City Marathon for Maji Bora, or set up a birthday fundraiser.</p>
      <h2>Partner with us</h2>
      <p>County governments, CBOs and companies interested in partnering can read our <a href="/funders-and-partners">partners page</a> and contact our partnerships team.</p>`,
  ) +
    section(
      '6512c0a1b3e4f52d01a9c762',
      'light',
      `
      <form class="react-form-contents" method="POST" action="/api/form/FormSubmissionEndpoint" data-form-id="64f1b2c3a8e3d91e2f7c5d02">
        <div class="form-item field name required"><label class="title" for="name-yui_3_17_2_2">Name</label><input class="field-element" id="name-yui_3_17_2_2" name="fname" type="text"></div>
        <div class="form-item field email required"><label class="title" for="email-yui_3_17_2_3">Email</label><input class="field-element" id="email-yui_3_17_2_3" name="email" type="email"></div>
        <div class="form-item field select"><label class="title" for="select-yui_3_17_2_4">I would like to</label><select id="select-yui_3_17_2_4" name="SQF_INTEREST"><option>Volunteer</option><option>Fundraise</option><option>Partner</option></select></div>
        <div class="form-item field textarea"><label class="title" for="textarea-yui_3_17_2_5">Message</label><textarea class="field-element" id="textarea-yui_3_17_2_5" name="message"></textarea></div>
        <div class="form-button-wrapper"><button type="submit" class="button sqs-system-button sqs-editable-button sqs-button-element--primary">Send</button></div>
      </form>`,
    ),
);

export const site: CorpusSite = {
  domain: 'www.majibora.or.ke',
  otherDomains: ['majiborausa.org'],
  covers:
    'Kenyan WASH nonprofit on Squarespace 7.1: a funders-and-partners page that separates implementing partners (prose list with links), technology partners (logo paragraphs) and funders (a linked list that must not be labelled); negatives are funders and donors, KEWASNET/Candid footer badges, an award link, Daily Nation/Citizen press, Donorbox and M-Changa donation links, the US affiliate domain, BrighterMonday/LinkedIn job links, Vimeo, socials, mail and phone.',
  pages: {
    '/': { headers, html: home },
    '/our-work': { headers, html: ourWork },
    '/funders-and-partners': { headers, html: funders },
    '/partners': { status: 301, redirect: '/funders-and-partners' },
    '/about': { headers, html: about },
    '/stories': { headers, html: stories },
    '/donate': { headers, html: donate },
    '/get-involved': { headers, html: getInvolved },
  },
  sitemap: ['/', '/our-work', '/funders-and-partners', '/about', '/stories', '/donate', '/get-involved'],
  technologies: [
    'donorbox',
    'google-analytics',
    'google-font-api',
    'google-tag-manager',
    'hsts',
    'open-graph',
    'priority-hints',
    'squarespace',
    'squarespace-commerce',
    'vimeo',
  ],
  partners: {
    'redcross.or.ke': 'generic',
    'amref.org': 'generic',
    'makueni.go.ke': 'generic',
    'kituiwomenwater.org': 'generic',
    'tanadeltayouth.or.ke': 'generic',
    'uonbi.ac.ke': 'generic',
    'safaricom.co.ke': 'technology',
    'mwater.co': 'technology',
    'grundfos.com': 'technology',
    'sweetsense.com': 'technology',
  },
};
