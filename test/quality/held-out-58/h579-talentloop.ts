import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html',
  'x-cluster-name': 'us-east-1-prod-hosting-red',
  'x-lambda-id': '5b2c1a0d-9e8f-4d7c-b6a5-0f1e2d3c4b5a',
  'surrogate-key': 'www.talentloop.io 65a3f1c2d4e5b6a7c8d9e0f1',
};

const SITE = '65a3f1c2d4e5b6a7c8d9e0f1';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

function page(title: string, description: string, path: string, pageId: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html><!-- Last Published: Thu Apr 11 2024 09:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.talentloop.io" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="en"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a3f9e1b2c3d4e5f6a7b8c9_og-talentloop.png" property="og:image"/><meta content="${title}" property="twitter:title"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/talentloop.webflow.shared.4e7a1c9b2.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700","Space Grotesk:500,700"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65a3f1c2d4e5b6a7c8d9e0f2_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="https://www.talentloop.io${path}" rel="canonical"/><!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-TL9X2QK');</script><!-- End Google Tag Manager --><script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script>${extraHead}</head><body><div class="page-wrapper"><div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65a3f1c2d4e5b6a7c8d9e0f3_talentloop-logo.svg" loading="lazy" alt="Talentloop"/></a><nav role="navigation" class="nav-menu w-nav-menu"><div data-hover="true" data-delay="0" class="w-dropdown"><div class="nav-link w-dropdown-toggle"><div>Product</div></div><nav class="w-dropdown-list"><a href="/product/sourcing" class="w-dropdown-link">Sourcing</a><a href="/product/interview-scheduling" class="w-dropdown-link">Interview scheduling</a><a href="/product/analytics" class="w-dropdown-link">Hiring analytics</a></nav></div><a href="/integrations" class="nav-link w-nav-link">Integrations</a><a href="/customers" class="nav-link w-nav-link">Customers</a><a href="/pricing" class="nav-link w-nav-link">Pricing</a><a href="https://www.talentloop.io/blog" class="nav-link w-nav-link">Blog</a></nav><div class="nav-buttons"><a href="https://app.talentloop.io/login" class="nav-link w-nav-link">Sign in</a><a href="/demo" class="button w-button">Get a demo</a></div></div></div><main class="main-wrapper">${body}</main><footer class="footer"><div class="w-layout-grid footer-grid"><div><img src="${CDN}/65a3f1c2d4e5b6a7c8d9e0f4_talentloop-logo-white.svg" alt="Talentloop" loading="lazy"/><p class="footer-text">The applicant tracking system for teams that hire like they mean it.</p><div class="footer-social"><a href="https://www.linkedin.com/company/talentloop-io" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-linkedin.svg" alt="LinkedIn"/></a><a href="https://twitter.com/talentloopio" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-x.svg" alt="X"/></a><a href="https://www.youtube.com/@talentloop" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-youtube.svg" alt="YouTube"/></a></div></div><div><h5>Product</h5><a href="/integrations" class="footer-link">Integrations</a><a href="/pricing" class="footer-link">Pricing</a><a href="https://developers.talentloop.io/" class="footer-link">API docs</a><a href="https://talentloop.statuspage.io/" class="footer-link">System status</a><a href="https://chromewebstore.google.com/detail/talentloop-sourcer/abcdefghijklmnopabcdefghijklmnop" class="footer-link">Chrome extension</a></div><div><h5>Company</h5><a href="/about" class="footer-link">About</a><a href="https://jobs.talentloop.io/" class="footer-link">Careers</a><a href="/partners" class="footer-link">Partners</a><a href="/press" class="footer-link">Press kit</a></div><div><h5>Legal</h5><a href="/legal/privacy" class="footer-link">Privacy policy</a><a href="/legal/terms" class="footer-link">Terms of service</a><a href="/legal/dpa" class="footer-link">DPA</a><a href="https://trust.talentloop.io/" class="footer-link">Trust center</a></div></div><div class="footer-bottom"><div>© 2024 Talentloop, Inc.</div><div class="badges"><a href="https://www.g2.com/products/talentloop/reviews" target="_blank"><img src="${CDN}/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024"/></a><img src="${CDN}/soc2-type2.svg" alt="SOC 2 Type II"/></div></div></footer></div><div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">By clicking “Accept”, you agree to the storing of cookies on your device to enhance site navigation, analyze site usage, and assist in our marketing efforts. View our <a href="/legal/privacy" class="fs-cc-banner_text-link">Privacy Policy</a>.</div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Preferences</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Deny</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Accept</a></div></div></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.8f2a1b3c4d5e6f70.js" type="text/javascript"></script></body></html>`;
}

const HOME = page(
  'Talentloop — The ATS for fast-growing teams',
  'Talentloop is the applicant tracking system that helps growing companies source, interview and hire great people faster.',
  '/',
  '65a3f1c2d4e5b6a7c8d9e100',
  `<section class="section hero"><div class="container"><h1 class="heading-xl">Hire great people, without the spreadsheet chaos</h1><p class="text-lg">Sourcing, structured interviews, scorecards and offers in one collaborative ATS. Loved by 2,300+ hiring teams.</p><div class="button-row"><a href="/demo" class="button w-button">Get a demo</a><a href="https://app.talentloop.io/signup" class="button is-secondary w-button">Start free trial</a></div><p class="small-text">Backed by <a href="https://www.ycombinator.com/companies/talentloop" target="_blank">Y Combinator</a> and <a href="https://www.crestlinevc.com/" target="_blank">Crestline Ventures</a></p></div></section><section class="section logos"><div class="container"><div class="eyebrow">Trusted by the best hiring teams</div><div class="w-layout-grid logo-grid"><img src="${CDN}/logo-brightpath.svg" loading="lazy" alt="Brightpath"/><img src="${CDN}/logo-kelpie.svg" loading="lazy" alt="Kelpie"/><img src="${CDN}/logo-northwind-health.svg" loading="lazy" alt="Northwind Health"/><img src="${CDN}/logo-parcelly.svg" loading="lazy" alt="Parcelly"/><img src="${CDN}/logo-vantage-robotics.svg" loading="lazy" alt="Vantage Robotics"/></div></div></section><section class="section features"><div class="container"><div class="w-layout-grid feature-grid"><div class="feature-card"><h3>AI-assisted sourcing</h3><p>Find and reach passive candidates from your browser with the Talentloop Chrome extension.</p></div><div class="feature-card"><h3>Self-scheduling</h3><p>Candidates book interviews directly into your panel&#x27;s calendars.</p></div><div class="feature-card"><h3>40+ integrations</h3><p>Connect HRIS, background checks, e-signature and video. <a href="/integrations">See all integrations</a>.</p></div></div></div></section><section class="section testimonial"><div class="container"><div class="testimonial-card"><p class="quote">“We cut our time-to-hire from 41 to 23 days in one quarter.”</p><div class="testimonial-author">Marcus Lee, Head of Talent at Parcelly</div></div></div></section>`,
);

const INTEGRATIONS = [
  { slug: 'personio', name: 'Personio', cat: 'HRIS', url: 'https://www.personio.com/' },
  { slug: 'hibob', name: 'HiBob', cat: 'HRIS', url: 'https://www.hibob.com/' },
  { slug: 'checkr', name: 'Checkr', cat: 'Background checks', url: 'https://checkr.com/' },
  { slug: 'docusign', name: 'DocuSign', cat: 'E-signature', url: 'https://www.docusign.com/' },
  { slug: 'zoom', name: 'Zoom', cat: 'Video interviews', url: 'https://zoom.us/' },
  { slug: 'interviewly', name: 'Interviewly', cat: 'Assessments', url: 'https://interviewly.ai/' },
];

const LD = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name: 'Talentloop integrations',
  itemListElement: INTEGRATIONS.map((i, n) => ({
    '@type': 'ListItem',
    position: n + 1,
    item: { '@type': 'SoftwareApplication', name: i.name, applicationCategory: i.cat, url: i.url },
  })),
})}</script>`;

const INTEGRATIONS_PAGE = page(
  'Integrations | Talentloop',
  'Connect Talentloop with your HRIS, background check, e-signature, video and assessment tools.',
  '/integrations',
  '65a3f1c2d4e5b6a7c8d9e101',
  `<section class="section"><div class="container"><h1 class="heading-lg">Integration marketplace</h1><p class="text-lg">Talentloop works with the tools your team already uses. Every integration is built together with our technology partners and maintained by us.</p><div fs-cmsfilter-element="filters" class="filter-row"><a href="#" class="filter-tag">All</a><a href="#" class="filter-tag">HRIS</a><a href="#" class="filter-tag">Background checks</a><a href="#" class="filter-tag">E-signature</a><a href="#" class="filter-tag">Video interviews</a><a href="#" class="filter-tag">Assessments</a></div><div class="w-dyn-list"><div role="list" class="integration-grid w-dyn-items">${INTEGRATIONS.map(
    (i) =>
      `<div role="listitem" class="w-dyn-item"><a href="/integrations/${i.slug}" class="integration-card w-inline-block"><img src="${CDN}/integrations/${i.slug}.svg" loading="lazy" alt="${i.name}" class="integration-logo"/><h3 class="integration-name">${i.name}</h3><div class="integration-category">${i.cat}</div></a></div>`,
  ).join(
    '',
  )}</div></div><div class="callout"><p>Building for recruiters? <a href="/partners#technology">Join the technology partner program</a> or read the <a href="https://developers.talentloop.io/">API docs</a>.</p></div></div></section>`,
  LD,
);

const CHECKR = page(
  'Checkr integration | Talentloop',
  'Order Checkr background checks from any candidate profile in Talentloop.',
  '/integrations/checkr',
  '65a3f1c2d4e5b6a7c8d9e102',
  `<section class="section"><div class="container"><a href="/integrations" class="back-link">← All integrations</a><div class="integration-header"><img src="${CDN}/integrations/checkr.svg" alt="Checkr" class="integration-logo-lg"/><div><h1 class="heading-lg">Checkr</h1><div class="integration-category">Background checks</div></div></div><div class="w-richtext"><p>Order Checkr background checks with one click from the offer stage. Results and adjudication status sync back to the candidate profile, and adverse-action workflows are tracked automatically.</p><h3>Features</h3><ul><li>Trigger checks automatically when an offer is approved</li><li>Package selection by job and location</li><li>Status updates in the candidate timeline</li></ul></div><div class="button-row"><a href="https://checkr.com/" target="_blank" class="button is-secondary w-button">Visit website</a><a href="https://developers.talentloop.io/integrations/checkr" class="button is-text w-button">Setup guide</a></div></div></section>`,
);

function partner(name: string, region: string, text: string, url: string, logo: string): string {
  return `<div role="listitem" class="w-dyn-item"><div class="partner-card"><img src="${CDN}/partners/${logo}" loading="lazy" alt="${name}" class="partner-logo"/><h3>${name}</h3><div class="partner-region">${region}</div><p>${text}</p><a href="${url}" target="_blank" class="link-arrow">Visit website →</a></div></div>`;
}

const PARTNERS = page(
  'Partners | Talentloop',
  'Find a certified Talentloop implementation partner or reseller, or join our partner program.',
  '/partners',
  '65a3f1c2d4e5b6a7c8d9e103',
  `<section class="section"><div class="container"><h1 class="heading-lg">Talentloop partners</h1><p class="text-lg">Our certified partners help companies roll out Talentloop, redesign hiring processes and migrate from legacy ATSs.</p></div></section><section class="section" id="implementation"><div class="container"><h2>Certified implementation partners</h2><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">${partner(
    'Peoplewise Consulting',
    'United Kingdom & Ireland',
    'Talent acquisition consultancy that has implemented Talentloop for more than 60 scale-ups.',
    'https://www.peoplewise.co.uk/',
    'peoplewise.png',
  )}${partner(
    'HireOps',
    'United States',
    'Recruiting operations agency specialising in ATS migrations and interview training.',
    'https://hireops.agency/',
    'hireops.png',
  )}${partner('Talent Stack Partners', 'Australia & New Zealand', 'HR technology consultants for APAC companies.', 'https://www.talentstack.com.au/', 'talentstack.png')}</div></div></div></section><section class="section" id="resellers"><div class="container"><h2>Resellers</h2><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items">${partner(
    'Recrutis GmbH',
    'Germany, Austria, Switzerland',
    'Authorised reseller for the DACH region, with German-language onboarding and invoicing in EUR.',
    'https://www.recrutis.de/',
    'recrutis.png',
  )}</div></div></div></section><section class="section" id="technology"><div class="container"><h2>Technology partners</h2><p>Software companies can build on the Talentloop API and list their app in our <a href="/integrations">integration marketplace</a>.</p><a href="/partners/apply" class="button w-button">Apply to become a partner</a></div></section>`,
);

const CUSTOMERS = page(
  'Customer stories | Talentloop',
  'How fast-growing companies use Talentloop to hire better.',
  '/customers',
  '65a3f1c2d4e5b6a7c8d9e104',
  `<section class="section"><div class="container"><h1 class="heading-lg">Customer stories</h1><div class="w-layout-grid story-grid"><a href="/customers/parcelly" class="story-card w-inline-block"><img src="${CDN}/logo-parcelly.svg" alt="Parcelly"/><h3>How Parcelly hired 80 engineers in a year</h3></a><a href="/customers/northwind-health" class="story-card w-inline-block"><img src="${CDN}/logo-northwind-health.svg" alt="Northwind Health"/><h3>Northwind Health cut agency spend by 60%</h3></a></div><div class="w-richtext"><p>Parcelly (<a href="https://www.parcelly.com/" target="_blank">parcelly.com</a>) is a last-mile delivery platform operating in 14 US cities. Northwind Health (<a href="https://northwindhealth.org/" target="_blank">northwindhealth.org</a>) runs 30 community clinics.</p></div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'talentloop.io',
  covers:
    'English ATS SaaS on Webflow (data-wf-site, generator meta, jQuery from the Webflow CloudFront, WebFont loader from Google Hosted Libraries, GTM, Finsweet consent from jsDelivr): integration marketplace whose cards link to internal pages while vendor sites sit in an ItemList JSON-LD (technology), one detail page with "Visit website", partner page with implementation-partner and reseller cards (channel); negatives are investors, unlinked customer logos and linked customer stories, testimonial, G2/SOC 2 badges, Chrome Web Store link, status page on statuspage.io, developer/trust/jobs subdomains',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/integrations': { headers: HEADERS, html: INTEGRATIONS_PAGE },
    '/integrations/checkr': { headers: HEADERS, html: CHECKR },
    '/partners': { headers: HEADERS, html: PARTNERS },
    '/customers': { headers: HEADERS, html: CUSTOMERS },
  },
  sitemap: [
    '/',
    '/integrations',
    '/integrations/personio',
    '/integrations/hibob',
    '/integrations/checkr',
    '/integrations/docusign',
    '/integrations/zoom',
    '/integrations/interviewly',
    '/partners',
    '/customers',
    '/pricing',
  ],
  technologies: ['webflow', 'jquery', 'google-hosted-libraries', 'google-font-api', 'google-tag-manager', 'jsdelivr', 'open-graph'],
  partners: {
    'personio.com': 'technology',
    'hibob.com': 'technology',
    'checkr.com': 'technology',
    'docusign.com': 'technology',
    'zoom.us': 'technology',
    'interviewly.ai': 'technology',
    'peoplewise.co.uk': 'channel',
    'hireops.agency': 'channel',
    'talentstack.com.au': 'channel',
    'recrutis.de': 'channel',
  },
};
