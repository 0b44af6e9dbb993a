import type { CorpusSite } from '../corpus/types.js';

// Diagnostic laboratory chain in Dubai (UAE, English with Arabic), a Nuxt 3 SSR app behind Cloudflare with GTM.
// "Our Partners" shows three logo grids (insurance, healthcare, technology) whose names are only in alt text.
// Accreditation bodies, corporate clients, a sponsored wellness run, payment icons, app stores, social links and
// the sister pharmacy brand are not partners. Unknown paths answer with the app shell.

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88b3a0e41c6d2f17-DXB',
  'cf-cache-status': 'DYNAMIC',
  'x-frame-options': 'SAMEORIGIN',
};

function page(title: string, description: string, route: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Al Waha Diagnostics</title>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-N4W8QZ2" async></script>
<link rel="stylesheet" href="/_nuxt/entry.B7x2kQ9m.css">
<link rel="stylesheet" href="/_nuxt/default.Cq4vT1nZ.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DkR2m8Yp.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BxW7c0Ha.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-alwaha.D3jF8sLq.svg">
<script type="module" src="/_nuxt/DkR2m8Yp.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title} | Al Waha Diagnostics">
<meta property="og:locale" content="en_AE">
<link rel="alternate" hreflang="ar" href="https://www.alwahalabs.ae/ar${route}">
<link rel="canonical" href="https://www.alwahalabs.ae${route}">
</head>
<body>
<div id="__nuxt"><div data-v-4a1c2e9b class="layout">
<header data-v-7f3d0b12 class="site-header">
  <a data-v-7f3d0b12 href="/" class="router-link-active logo"><img data-v-7f3d0b12 src="/_nuxt/logo-alwaha.D3jF8sLq.svg" alt="Al Waha Diagnostics مختبرات الواحة"></a>
  <nav data-v-7f3d0b12 class="main-nav">
    <a data-v-7f3d0b12 href="/tests">Tests &amp; Packages</a>
    <a data-v-7f3d0b12 href="/home-collection">Home Collection</a>
    <a data-v-7f3d0b12 href="/branches">Branches</a>
    <a data-v-7f3d0b12 href="/partners">Partners</a>
    <a data-v-7f3d0b12 href="/about">About Us</a>
    <a data-v-7f3d0b12 href="/contact">Contact</a>
    <a data-v-7f3d0b12 href="/ar${route}" lang="ar" class="lang-switch">العربية</a>
  </nav>
  <a data-v-7f3d0b12 href="/book" class="btn btn-primary">Book a test</a>
</header>
<main data-v-4a1c2e9b>
${body}
</main>
<footer data-v-2b8e6c40 class="site-footer">
  <div data-v-2b8e6c40 class="footer-grid">
    <div data-v-2b8e6c40><p data-v-2b8e6c40>Al Waha Diagnostics L.L.C.<br>Al Wasl Road, Jumeirah 1, Dubai, UAE<br>800 92542 (800 WAHA)</p>
      <p data-v-2b8e6c40>Part of the Al Waha healthcare family with <a data-v-2b8e6c40 href="https://www.alwahapharmacy.ae" target="_blank" rel="noopener">Al Waha Pharmacy</a>.</p></div>
    <div data-v-2b8e6c40><p data-v-2b8e6c40 class="footer-h">Get the app</p>
      <a data-v-2b8e6c40 href="https://apps.apple.com/ae/app/al-waha-diagnostics/id1620448812" target="_blank" rel="noopener">App Store</a>
      <a data-v-2b8e6c40 href="https://play.google.com/store/apps/details?id=ae.alwahalabs.app" target="_blank" rel="noopener">Google Play</a></div>
    <div data-v-2b8e6c40><p data-v-2b8e6c40 class="footer-h">We accept</p>
      <img data-v-2b8e6c40 src="/_nuxt/visa.Bq1.svg" alt="Visa"><img data-v-2b8e6c40 src="/_nuxt/mastercard.C8d.svg" alt="Mastercard"><img data-v-2b8e6c40 src="/_nuxt/apple-pay.A2k.svg" alt="Apple Pay"><img data-v-2b8e6c40 src="/_nuxt/tabby.D9f.svg" alt="Tabby"></div>
    <div data-v-2b8e6c40><p data-v-2b8e6c40 class="footer-h">Follow us</p>
      <a data-v-2b8e6c40 href="https://www.instagram.com/alwahalabs" target="_blank" rel="noopener">Instagram</a>
      <a data-v-2b8e6c40 href="https://x.com/alwahalabs" target="_blank" rel="noopener">X</a>
      <a data-v-2b8e6c40 href="https://www.linkedin.com/company/al-waha-diagnostics" target="_blank" rel="noopener">LinkedIn</a></div>
  </div>
  <p data-v-2b8e6c40 class="legal">DHA Licence No. 4417823 &middot; &copy; 2024 Al Waha Diagnostics &middot; <a data-v-2b8e6c40 href="/privacy">Privacy Policy</a></p>
</footer>
</div></div>
<div id="teleports"></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6,"path":7},{},{},["Set"],{},true,"${route}"]</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{siteUrl:"https://www.alwahalabs.ae",gtm:{id:"GTM-N4W8QZ2"}},app:{baseURL:"/",buildId:"b41c7e2a-9d05-4f3b-8a17-6e2d0c9f1a34",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;
}

function logos(items: [string, string, string][]): string {
  return `<ul data-v-9c0e5a31 class="logo-grid">
${items.map(([href, img, alt]) => `  <li data-v-9c0e5a31><a data-v-9c0e5a31 href="${href}" target="_blank" rel="noopener"><img data-v-9c0e5a31 src="/images/partners/${img}" alt="${alt}" loading="lazy"></a></li>`).join('\n')}
</ul>`;
}

const partners = page(
  'Our Partners',
  'Insurance, healthcare and technology partners of Al Waha Diagnostics.',
  '/partners',
  `<section data-v-9c0e5a31 class="page-hero"><h1 data-v-9c0e5a31>Our Partners</h1><p data-v-9c0e5a31 lang="ar">شركاؤنا</p>
<p data-v-9c0e5a31>We work with leading insurers, healthcare providers and technology companies to make testing simple, fast and covered.</p></section>
<section data-v-9c0e5a31 class="partner-block"><h2 data-v-9c0e5a31>Insurance partners</h2>
<p data-v-9c0e5a31>Direct billing is available for members of our insurance partners. Bring your insurance card and Emirates ID.</p>
${logos([
  ['https://www.oasishealthins.ae', 'oasis-health.png', 'Oasis Health Insurance'],
  ['https://gulfshield.ae', 'gulf-shield.png', 'Gulf Shield Insurance'],
  ['https://www.emiratescaretakaful.ae', 'emirates-care-takaful.png', 'Emirates Care Takaful'],
  ['https://www.nextcare-gulf.com', 'nextcare-gulf.png', 'NextCare Gulf TPA'],
])}</section>
<section data-v-9c0e5a31 class="partner-block"><h2 data-v-9c0e5a31>Healthcare partners</h2>
<p data-v-9c0e5a31>Clinics and hospitals we work hand in hand with on specialist referrals and shared patient care.</p>
${logos([
  ['https://www.mirdiffamilyclinic.ae', 'mirdif-family-clinic.png', 'Mirdif Family Clinic'],
  ['https://alsafamedical.ae', 'al-safa-medical.png', 'Al Safa Medical Centre'],
  ['https://www.harborviewhospital.ae', 'harbor-view.png', 'Harbor View Hospital Dubai'],
])}</section>
<section data-v-9c0e5a31 class="partner-block"><h2 data-v-9c0e5a31>Technology partners</h2>
<p data-v-9c0e5a31>Our technology partners power online results, teleconsultations and secure payments.</p>
${logos([
  ['https://www.labsphere.io', 'labsphere.png', 'LabSphere LIS'],
  ['https://sehaticonnect.com', 'sehati-connect.png', 'Sehati Connect telemedicine'],
  ['https://www.paygulf.ae', 'paygulf.png', 'PayGulf payments'],
])}</section>`,
);

const home = page(
  'Blood tests & health checks in Dubai',
  'DHA-licensed laboratory with 14 branches and home sample collection across Dubai and Sharjah.',
  '/',
  `<section data-v-5d21f0a8 class="hero"><h1 data-v-5d21f0a8>Accurate results. Within 24 hours.</h1>
<p data-v-5d21f0a8>Blood tests, health packages and PCR with home collection across Dubai and Sharjah.</p>
<a data-v-5d21f0a8 href="/tests" class="btn">Browse tests</a></section>
<section data-v-5d21f0a8 class="accreditation"><h2 data-v-5d21f0a8>Accredited quality</h2>
<p data-v-5d21f0a8>Accredited by the <a data-v-5d21f0a8 href="https://www.cap.org" target="_blank" rel="noopener">College of American Pathologists (CAP)</a> and to ISO 15189 by the <a data-v-5d21f0a8 href="https://www.dac.gov.ae" target="_blank" rel="noopener">Dubai Accreditation Center</a>.</p></section>
<section data-v-5d21f0a8 class="clients"><h2 data-v-5d21f0a8>Trusted by leading employers for corporate wellness</h2>
<ul data-v-5d21f0a8><li data-v-5d21f0a8><img data-v-5d21f0a8 src="/images/clients/skyline-airways.png" alt="Skyline Airways"></li><li data-v-5d21f0a8><img data-v-5d21f0a8 src="/images/clients/gulf-logistics.png" alt="Gulf Logistics Group"></li><li data-v-5d21f0a8><img data-v-5d21f0a8 src="/images/clients/marina-hotels.png" alt="Marina Hotels &amp; Resorts"></li></ul></section>
<section data-v-5d21f0a8 class="community"><h2 data-v-5d21f0a8>In the community</h2>
<p data-v-5d21f0a8>Proud sponsor of the <a data-v-5d21f0a8 href="https://www.adwellnessrun.ae" target="_blank" rel="noopener">Abu Dhabi Wellness Run 2024</a>: free HbA1c screening for all runners.</p></section>`,
);

const about = page(
  'About Us',
  'Al Waha Diagnostics has served the UAE since 2009.',
  '/about',
  `<section data-v-1e7a4c55 class="prose"><h1 data-v-1e7a4c55>About Al Waha Diagnostics</h1>
<p data-v-1e7a4c55>Founded in 2009 with a single branch in Karama, Al Waha Diagnostics now runs a central reference laboratory and 14 collection branches, performing over 3 million tests a year.</p>
<p data-v-1e7a4c55>Our laboratory is licensed by the <a data-v-1e7a4c55 href="https://www.dha.gov.ae" target="_blank" rel="noopener">Dubai Health Authority</a> and participates in external quality assessment schemes from <a data-v-1e7a4c55 href="https://www.randox.com" target="_blank" rel="noopener">RIQAS</a>.</p>
<p data-v-1e7a4c55>Want to refer patients or list Al Waha for your members? See our <a data-v-1e7a4c55 href="/partners">partners</a> page or email partnerships@alwahalabs.ae.</p></section>`,
);

const contact = page(
  'Contact',
  'Call 800 WAHA or message us on WhatsApp.',
  '/contact',
  `<section data-v-6b3f8e02 class="prose"><h1 data-v-6b3f8e02>Contact us</h1>
<p data-v-6b3f8e02>Call 800 92542 (800 WAHA), 7am&ndash;11pm daily, or message us on <a data-v-6b3f8e02 href="https://wa.me/971800925420" target="_blank" rel="noopener">WhatsApp</a>.</p>
<p data-v-6b3f8e02>Head office: Al Wasl Road, Jumeirah 1, Dubai. Email: care@alwahalabs.ae</p></section>`,
);

export const site: CorpusSite = {
  domain: 'alwahalabs.ae',
  otherDomains: ['alwahapharmacy.ae'],
  covers:
    'Nuxt 3 SSR behind Cloudflare (en-AE with Arabic): partners page with insurance and healthcare (generic) and technology logo grids named only by alt text; catch-all SPA routes; CAP and Dubai Accreditation Center, DHA licence, RIQAS scheme, unlinked corporate clients, sponsored wellness run, payment icons, app stores, WhatsApp, social links and the sister pharmacy brand are not partners',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/about': { headers, html: about },
    '/contact': { headers, html: contact },
  },
  catchAll: true,
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'google-tag-manager', 'open-graph'],
  partners: {
    'oasishealthins.ae': 'generic',
    'gulfshield.ae': 'generic',
    'emiratescaretakaful.ae': 'generic',
    'nextcare-gulf.com': 'generic',
    'mirdiffamilyclinic.ae': 'generic',
    'alsafamedical.ae': 'generic',
    'harborviewhospital.ae': 'generic',
    'labsphere.io': 'technology',
    'sehaticonnect.com': 'technology',
    'paygulf.ae': 'technology',
  },
};
