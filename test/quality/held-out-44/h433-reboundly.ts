import type { CorpusSite } from '../corpus/types.js';

// US practice-management SaaS for physical-therapy clinics (English), Next.js on Vercel with gtag, Segment and the
// HubSpot tracking code. The integrations directory is paginated over two pages of cards; a separate partner-program
// page lists implementation, billing and referral partners. Customers, investors, G2 badges, SOC 2 auditor, press,
// app-store links, a Greenhouse job board and the company's own academy domain are not partners.

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-cache': 'HIT',
  'x-vercel-id': 'iad1::sfo1::7xk2p-1716990011223-3b9e0c1a7f24',
  'strict-transport-security': 'max-age=63072000',
};

const chunks = `<script src="/_next/static/chunks/webpack-8f2e4c1d9b7a3e61.js" defer></script>
<script src="/_next/static/chunks/framework-0c7b3f2e5d1a9c48.js" defer></script>
<script src="/_next/static/chunks/main-5a1d7e9c3b2f6048.js" defer></script>
<script src="/_next/static/chunks/pages/_app-4e8b2a6c1f9d3705.js" defer></script>`;

function page(title: string, description: string, body: string, pageChunk: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta property="og:title" content="${title}"/><meta property="og:image" content="https://www.reboundly.com/og/default.png"/>
<meta name="twitter:card" content="summary_large_image"/>
<link rel="icon" href="/favicon.ico"/>
<link rel="preload" href="/_next/static/media/inter-latin.9c1f3b.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/_next/static/css/a71c3e0f5b2d8e94.css" data-n-g=""/>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-8RB2KQ4LZX"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-8RB2KQ4LZX');</script>
<script async src="https://cdn.segment.com/analytics.js/v1/Xq3bN7tLw2pRfU8sY1cH/analytics.min.js"></script>
${chunks}
<script src="/_next/static/chunks/pages/${pageChunk}.js" defer></script>
<script src="/_next/static/Zr8mT1qv4bXc/_buildManifest.js" defer></script>
</head><body><div id="__next"><div class="layout">
<header class="nav"><a href="/" class="nav__logo" aria-label="Reboundly home"><svg width="132" height="28" aria-hidden="true"></svg></a>
<nav><a href="/product">Product</a><a href="/pricing">Pricing</a><a href="/integrations">Integrations</a><a href="/customers">Customers</a><a href="/partners">Partners</a><a href="/about">Company</a><a href="https://help.reboundly.com">Help</a></nav>
<div class="nav__cta"><a href="https://app.reboundly.com/login">Log in</a><a class="btn btn--primary" href="/demo">Book a demo</a></div></header>
<main>${body}</main>
<footer class="footer"><div class="footer__grid">
<div><p class="footer__brand">Reboundly</p><p>Practice management, documentation and billing for outpatient rehab.</p>
<div class="footer__apps"><a href="https://apps.apple.com/us/app/reboundly-for-clinicians/id1582209934">Download on the App Store</a><a href="https://play.google.com/store/apps/details?id=com.reboundly.clinician">Get it on Google Play</a></div></div>
<div><p class="footer__h">Product</p><a href="/product/scheduling">Scheduling</a><a href="/product/documentation">Documentation</a><a href="/product/billing">Billing &amp; RCM</a><a href="/integrations">Integrations</a></div>
<div><p class="footer__h">Company</p><a href="/about">About</a><a href="/careers">Careers</a><a href="/partners">Partner program</a><a href="https://www.reboundlyacademy.com">Reboundly Academy</a><a href="/security">Security</a></div>
<div><p class="footer__h">Follow</p><a href="https://www.linkedin.com/company/reboundly">LinkedIn</a><a href="https://x.com/reboundlyhq">X</a><a href="https://www.youtube.com/@reboundly">YouTube</a></div>
</div><p class="footer__legal">© 2024 Reboundly, Inc. · <a href="/legal/privacy">Privacy</a> · <a href="/legal/terms">Terms</a> · <a href="/legal/baa">BAA</a></p></footer>
</div></div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/${pageChunk}","query":{},"buildId":"Zr8mT1qv4bXc","isFallback":false,"gsp":true,"scriptLoader":[]}</script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21843307.js"></script>
</body></html>`;
}

function card(name: string, category: string, text: string, slug: string, website: string): string {
  return `<li class="int-card"><div class="int-card__top"><img src="/images/integrations/${slug}.svg" alt="${name} logo" width="40" height="40"/><span class="int-card__cat">${category}</span></div>
<h3 class="int-card__name">${name}</h3><p class="int-card__desc">${text}</p>
<div class="int-card__links"><a href="/integrations/${slug}">Details</a><a href="${website}" target="_blank" rel="noopener noreferrer">Website ↗</a></div></li>`;
}

const filters = `<div class="int-filters" role="tablist"><button class="is-active">All</button><button>Payments</button><button>Billing &amp; claims</button><button>Patient engagement</button><button>Telehealth</button><button>Accounting &amp; HR</button><button>Clinical</button></div>`;

const integrations1 = page(
  'Integrations | Reboundly',
  'Connect Reboundly with the payments, claims, telehealth and accounting tools your clinic already uses.',
  `<section class="page-hero"><h1>Integrations</h1><p>Reboundly connects with 18 tools your front desk, therapists and billers already use. Every integration is built and maintained by Reboundly or the partner.</p></section>
${filters}
<ul class="int-grid">
${card('Stripe', 'Payments', 'Collect copays and card-on-file payments at check-in or online.', 'stripe', 'https://stripe.com')}
${card('QuickBooks Online', 'Accounting & HR', 'Sync daily deposits and payer remittances to your general ledger.', 'quickbooks', 'https://quickbooks.intuit.com')}
${card('Claimbridge', 'Billing & claims', 'Electronic claims, eligibility checks and ERAs through a single clearinghouse connection.', 'claimbridge', 'https://www.claimbridge.com')}
${card('Zoom', 'Telehealth', 'Launch HIPAA-compliant Zoom for Healthcare visits from the schedule.', 'zoom', 'https://zoom.us')}
${card('Twilio', 'Patient engagement', 'Two-way SMS appointment reminders from your own clinic number.', 'twilio', 'https://www.twilio.com')}
${card('ExerLoop', 'Clinical', 'Assign home exercise programs from the daily note and track adherence.', 'exerloop', 'https://www.exerloop.com')}
${card('OutcomeIQ', 'Clinical', 'Send validated outcome measures (LEFS, ODI, NDI) automatically at intake and discharge.', 'outcomeiq', 'https://outcomeiq.health')}
${card('FaxPilot', 'Clinical', 'Receive physician referrals by e-fax directly into the patient chart.', 'faxpilot', 'https://faxpilot.io')}
${card('Mailchimp', 'Patient engagement', 'Sync discharged patients to reactivation campaigns.', 'mailchimp', 'https://mailchimp.com')}
${card('Zapier', 'Accounting & HR', 'Build your own automations with 6,000+ apps.', 'zapier', 'https://zapier.com')}
${card('Gusto', 'Accounting & HR', 'Export visit counts for productivity-based therapist pay.', 'gusto', 'https://gusto.com')}
${card('DocuSign', 'Clinical', 'Send intake forms and plan-of-care certifications for e-signature.', 'docusign', 'https://www.docusign.com')}
</ul>
<nav class="pagination" aria-label="Integrations pages"><span aria-current="page">1</span><a href="/integrations/page/2">2</a><a href="/integrations/page/2" rel="next">Next →</a></nav>
<section class="cta"><h2>Don't see your tool?</h2><p>Our open API lets vendors build on Reboundly. <a href="/partners#technology">Become a technology partner</a>.</p></section>`,
  'integrations',
);

const integrations2 = page(
  'Integrations – Page 2 | Reboundly',
  'Connect Reboundly with the payments, claims, telehealth and accounting tools your clinic already uses.',
  `<section class="page-hero"><h1>Integrations</h1><p>Reboundly connects with 18 tools your front desk, therapists and billers already use.</p></section>
${filters}
<ul class="int-grid">
${card('Relay Patient Messaging', 'Patient engagement', 'Secure two-way chat between patients and the care team.', 'relay', 'https://www.relaypatient.com')}
${card('CheckInBay', 'Patient engagement', 'Self check-in kiosks and insurance card capture on iPad.', 'checkinbay', 'https://checkinbay.com')}
${card('WearTrack', 'Clinical', 'Import range-of-motion and step data from WearTrack sensors into flowsheets.', 'weartrack', 'https://weartrack.co')}
${card('Vantage Payer Connect', 'Billing & claims', 'Automated prior authorization requests for 300+ commercial payers.', 'vantage-payer-connect', 'https://www.vantagepayerconnect.com')}
${card('Xero', 'Accounting & HR', 'Post payments and adjustments to Xero for clinics outside the US.', 'xero', 'https://www.xero.com')}
${card('Google Business Profile', 'Patient engagement', 'Ask happy patients for a Google review after discharge.', 'google-business-profile', 'https://www.google.com/business/')}
</ul>
<nav class="pagination" aria-label="Integrations pages"><a href="/integrations" rel="prev">← Previous</a><a href="/integrations">1</a><span aria-current="page">2</span></nav>`,
  'integrations/page/[page]',
);

const partners = page(
  'Partner Program | Reboundly',
  'Implementation, billing and referral partners who help rehab clinics succeed with Reboundly.',
  `<section class="page-hero"><h1>Reboundly Partner Program</h1><p>Our partners help clinics migrate, bill and grow on Reboundly. Work with a certified partner, or join the program yourself.</p></section>
<section class="partner-section"><h2>Certified implementation partners</h2><p>Consultancies certified to run data migrations, template builds and go-live training.</p>
<div class="partner-cards">
<article class="partner-card"><img src="/images/partners/apex-rehab.png" alt="Apex Rehab Consulting"/><h3>Apex Rehab Consulting</h3><p>Multi-location migrations from legacy EMRs. Platinum partner since 2021.</p><a href="https://www.apexrehabconsulting.com" target="_blank" rel="noopener">Visit website</a></article>
<article class="partner-card"><img src="/images/partners/cliniclaunch.png" alt="ClinicLaunch Advisors"/><h3>ClinicLaunch Advisors</h3><p>Start-up clinics: credentialing, fee schedules and Reboundly setup in 30 days.</p><a href="https://cliniclaunch.co" target="_blank" rel="noopener">Visit website</a></article>
<article class="partner-card"><img src="/images/partners/northstar-health-it.png" alt="Northstar Health IT"/><h3>Northstar Health IT</h3><p>Implementation and managed IT for hospital-owned outpatient rehab.</p><a href="https://northstarhealthit.com" target="_blank" rel="noopener">Visit website</a></article>
</div></section>
<section class="partner-section"><h2>Billing partners</h2><p>Revenue-cycle teams who work inside Reboundly on your behalf.</p>
<div class="partner-cards">
<article class="partner-card"><img src="/images/partners/evergreen.png" alt="Evergreen Therapy Billing"/><h3>Evergreen Therapy Billing</h3><p>Full-service RCM for PT, OT and SLP practices.</p><a href="https://evergreentherapybilling.com" target="_blank" rel="noopener">Visit website</a></article>
<article class="partner-card"><img src="/images/partners/ptbill-pros.png" alt="PTBill Pros"/><h3>PTBill Pros</h3><p>Denial management and A/R clean-up for clinics switching systems.</p><a href="https://www.ptbillpros.com" target="_blank" rel="noopener">Visit website</a></article>
</div></section>
<section class="partner-section"><h2>Referral partners</h2><p>Coaches and communities that recommend Reboundly to their members.</p>
<div class="partner-cards">
<article class="partner-card"><img src="/images/partners/practice-growth-collective.png" alt="Practice Growth Collective"/><h3>Practice Growth Collective</h3><p>Business coaching for private-practice owners.</p><a href="https://practicegrowthcollective.com" target="_blank" rel="noopener">Visit website</a></article>
<article class="partner-card"><img src="/images/partners/ptowners-hub.png" alt="PT Owners Hub"/><h3>PT Owners Hub</h3><p>Online community and podcast for clinic owners.</p><a href="https://www.ptownershub.com" target="_blank" rel="noopener">Visit website</a></article>
</div></section>
<section class="partner-section" id="technology"><h2>Technology partners</h2><p>Build on our FHIR and REST APIs and get listed in the <a href="/integrations">integrations directory</a>.</p></section>
<section class="cta"><h2>Become a partner</h2><p>Earn recurring revenue share and get a dedicated partner manager. <a href="/partners/apply">Apply now</a></p></section>`,
  'partners',
);

const home = page(
  'Reboundly | Practice management software for physical therapy clinics',
  'Scheduling, documentation and billing software built for outpatient physical therapy.',
  `<section class="hero"><h1>Run your rehab clinic on one platform</h1><p>Scheduling, Medicare-compliant documentation, billing and patient engagement — built for PT, OT and SLP.</p><a class="btn btn--primary" href="/demo">Book a demo</a></section>
<section class="logos"><p>Trusted by 2,000+ clinics</p><ul>
<li><img src="/images/customers/summit-pt.svg" alt="Summit Physical Therapy"/></li><li><img src="/images/customers/harbor-rehab.svg" alt="Harbor Rehab Group"/></li>
<li><img src="/images/customers/motion-ortho.svg" alt="Motion Orthopedic Therapy"/></li><li><img src="/images/customers/peak-kids.svg" alt="Peak Kids Therapy"/></li></ul></section>
<section class="awards"><a href="https://www.g2.com/products/reboundly/reviews" target="_blank" rel="noopener"><img src="/images/badges/g2-leader-spring-2024.svg" alt="G2 Leader Spring 2024"/></a>
<a href="https://www.g2.com/products/reboundly/reviews" target="_blank" rel="noopener"><img src="/images/badges/g2-easiest-to-use.svg" alt="G2 Easiest To Use"/></a>
<img src="/images/badges/soc2.svg" alt="SOC 2 Type II"/><img src="/images/badges/hipaa.svg" alt="HIPAA compliant"/></section>
<section class="features"><h2>Everything in one place</h2><div class="feature"><h3>Scheduling</h3><p>Recurring appointments, waitlists and automatic reminders.</p></div>
<div class="feature"><h3>Documentation</h3><p>Flowsheets, 8-minute rule checks and plan-of-care tracking.</p></div><div class="feature"><h3>Connected</h3><p>Works with the tools you use. <a href="/integrations">See all integrations</a>.</p></div></section>
<section class="press"><p>As seen in</p><a href="https://www.fiercehealthcare.com/health-tech/reboundly-series-b" target="_blank" rel="noopener">Fierce Healthcare</a><a href="https://techcrunch.com/2024/02/06/reboundly-raises-series-b/" target="_blank" rel="noopener">TechCrunch</a></section>`,
  'index',
);

const customers = page(
  'Customer stories | Reboundly',
  'How physical therapy clinics grow with Reboundly.',
  `<section class="page-hero"><h1>Customer stories</h1><p>From single-therapist practices to 60-location groups.</p></section>
<div class="stories">
<article class="story"><img src="/images/customers/summit-pt.svg" alt="Summit Physical Therapy"/><h2>Summit Physical Therapy cut claim denials by 41%</h2><p>Twelve clinics across Colorado moved from paper superbills to Reboundly in six weeks.</p><a href="/customers/summit-physical-therapy">Read the story</a> · <a href="https://www.summitptclinics.com" target="_blank" rel="noopener">summitptclinics.com</a></article>
<article class="story"><img src="/images/customers/harbor-rehab.svg" alt="Harbor Rehab Group"/><h2>Harbor Rehab Group doubled visits per therapist</h2><p>Online booking and waitlist automation filled 900 cancelled slots in a quarter.</p><a href="/customers/harbor-rehab-group">Read the story</a> · <a href="https://harborrehabgroup.com" target="_blank" rel="noopener">harborrehabgroup.com</a></article>
</div>`,
  'customers',
);

const about = page(
  'About us | Reboundly',
  'Reboundly was founded by physical therapists to take paperwork out of rehab.',
  `<section class="page-hero"><h1>We're physical therapists who got tired of paperwork</h1></section>
<section class="prose"><p>Reboundly was founded in 2018 in Denver by two PTs and an engineer. Today 140 people serve more than 2,000 clinics in all 50 states.</p>
<h2>Our investors</h2><p>We're backed by <a href="https://www.northbeam.vc" target="_blank" rel="noopener">Northbeam Ventures</a>, <a href="https://cascadehealthfund.com" target="_blank" rel="noopener">Cascade Health Fund</a> and angel investors from the rehab community.</p>
<h2>Security</h2><p>Reboundly completes an annual SOC 2 Type II audit, performed by <a href="https://www.brightlineassurance.com" target="_blank" rel="noopener">Brightline Assurance</a>, and signs a BAA with every customer.</p>
<h2>Join us</h2><p>We're hiring across engineering, customer success and sales. <a href="https://boards.greenhouse.io/reboundly" target="_blank" rel="noopener">See open roles</a>.</p>
<h2>Learn with us</h2><p>Free CEU courses on documentation and compliance at <a href="https://www.reboundlyacademy.com" target="_blank" rel="noopener">Reboundly Academy</a>.</p></section>`,
  'about',
);

export const site: CorpusSite = {
  domain: 'reboundly.com',
  otherDomains: ['reboundlyacademy.com'],
  covers:
    'Next.js on Vercel (en-US): integrations directory as cards with Website links split across two pages (/integrations, /integrations/page/2), partner-program page with implementation/billing/referral partner cards; customers with their sites, G2 badges, investors, SOC 2 auditor, press, app stores, Greenhouse jobs and own academy domain are not partners',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrations1 },
    '/integrations/page/2': { headers, html: integrations2 },
    '/partners': { headers, html: partners },
    '/customers': { headers, html: customers },
    '/about': { headers, html: about },
  },
  sitemap: ['/', '/integrations', '/integrations/page/2', '/partners', '/customers', '/about'],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'google-analytics',
    'google-tag-manager',
    'segment',
    'hubspot',
    'hsts',
    'open-graph',
  ],
  partners: {
    'stripe.com': 'technology',
    'intuit.com': 'technology',
    'claimbridge.com': 'technology',
    'zoom.us': 'technology',
    'twilio.com': 'technology',
    'exerloop.com': 'technology',
    'outcomeiq.health': 'technology',
    'faxpilot.io': 'technology',
    'mailchimp.com': 'technology',
    'zapier.com': 'technology',
    'gusto.com': 'technology',
    'docusign.com': 'technology',
    'relaypatient.com': 'technology',
    'checkinbay.com': 'technology',
    'weartrack.co': 'technology',
    'vantagepayerconnect.com': 'technology',
    'xero.com': 'technology',
    'google.com': 'technology',
    'apexrehabconsulting.com': 'channel',
    'cliniclaunch.co': 'channel',
    'northstarhealthit.com': 'channel',
    'evergreentherapybilling.com': 'channel',
    'ptbillpros.com': 'channel',
    'practicegrowthcollective.com': 'channel',
    'ptownershub.com': 'channel',
  },
};
