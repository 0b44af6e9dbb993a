import type { CorpusSite } from '../corpus/types.js';

/*
 * Kōwhai Talent: Auckland/Wellington recruitment agency (finance, HR, tech). Webflow (CMS collections, Finsweet
 * attributes from jsDelivr, Google WebFont loader), GTM. English (New Zealand).
 * Partners: an "About" page that names its partners only in prose (association membership, screening supplier,
 * contractor payroll provider) next to accreditations; an international recruitment alliance page with member cards
 * (one country without a website); a career-coaching partner on the candidates page. Negatives: client logos,
 * job boards, government supplier panel, app-store badges, Canva, accreditations, social links.
 */

const D = 'https://www.kowhaitalent.co.nz';
const SITE = '65a1f0c2b3d4e5f607182930';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

function nav(active: string): string {
  const links: [string, string][] = [
    ['Find a job', '/jobs'],
    ['Employers', '/employers'],
    ['Candidates', '/candidates'],
    ['Talent Network', '/talent-network'],
    ['About', '/about'],
  ];
  return `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="${active === '/' ? 'page' : 'false'}" class="brand w-nav-brand${active === '/' ? ' w--current' : ''}"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7a1_kowhai-talent-logo.svg" loading="lazy" width="168" alt="Kōwhai Talent" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu">${links.map(([l, h]) => `<a href="${h}"${h === active ? ' aria-current="page"' : ''} class="nav-link w-nav-link${h === active ? ' w--current' : ''}">${l}</a>`).join('')}<a href="/contact" class="button nav-button w-button">Get in touch</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;
}

const FOOTER = `<footer class="footer"><div class="w-container"><div class="footer-grid w-layout-grid"><div class="footer-col"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7a2_kowhai-talent-logo-white.svg" loading="lazy" width="150" alt="Kōwhai Talent"/><p class="footer-text">Recruitment for finance, HR and technology roles across Aotearoa New Zealand.</p><div class="footer-badges"><a href="https://www.rcsa.com.au/" target="_blank" class="footer-badge w-inline-block"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7b1_rcsa-member-white.png" loading="lazy" width="96" alt="RCSA Corporate Member"/></a><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7b2_living-wage-accredited.png" loading="lazy" width="64" alt="Living Wage Employer accredited"/><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7b3_rainbow-tick.png" loading="lazy" width="64" alt="Rainbow Tick"/></div></div><div class="footer-col"><h4 class="footer-heading">Auckland</h4><p class="footer-text">Level 9, 55 Shortland Street<br/>Auckland 1010<br/><a href="tel:+6493070420" class="footer-link">09 307 0420</a></p><h4 class="footer-heading">Wellington</h4><p class="footer-text">Level 4, 10 Brandon Street<br/>Wellington 6011<br/><a href="tel:+6444990133" class="footer-link">04 499 0133</a></p></div><div class="footer-col"><h4 class="footer-heading">Explore</h4><a href="/jobs" class="footer-link">Jobs</a><a href="/employers" class="footer-link">Employers</a><a href="/candidates" class="footer-link">Candidates</a><a href="/talent-network" class="footer-link">Talent Network</a><a href="/about#careers" class="footer-link">Work at Kōwhai</a><a href="mailto:kiaora@kowhaitalent.co.nz" class="footer-link">kiaora@kowhaitalent.co.nz</a></div><div class="footer-col"><h4 class="footer-heading">Follow</h4><a href="https://www.linkedin.com/company/kowhai-talent/" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.instagram.com/kowhaitalent/" target="_blank" class="footer-link">Instagram</a><a href="https://www.facebook.com/kowhaitalentnz" target="_blank" class="footer-link">Facebook</a><div class="app-badges"><a href="https://apps.apple.com/nz/app/kowhai-talent/id6449012345" target="_blank" class="w-inline-block"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7c1_app-store-badge.svg" loading="lazy" width="120" alt="Download on the App Store"/></a><a href="https://play.google.com/store/apps/details?id=nz.co.kowhaitalent.app" target="_blank" class="w-inline-block"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7c2_google-play-badge.svg" loading="lazy" width="135" alt="Get it on Google Play"/></a></div></div></div><div class="footer-bottom"><p class="footer-small">© 2024 Kōwhai Talent Limited. NZBN 9429049812345.</p><div class="footer-legal"><a href="/privacy" class="footer-link small">Privacy</a><a href="/terms-of-business" class="footer-link small">Terms of business</a><a href="/candidate-terms" class="footer-link small">Candidate terms</a></div></div></div></footer>`;

function page(o: { title: string; desc: string; path: string; pageId: string; body: string; extraScripts?: string }): string {
  return `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon Feb 19 2024 03:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.kowhaitalent.co.nz" data-wf-page="${o.pageId}" data-wf-site="${SITE}" lang="en-NZ"><head><meta charset="utf-8"/><title>${o.title}</title><meta content="${o.desc}" name="description"/><meta content="${o.title}" property="og:title"/><meta content="${o.desc}" property="og:description"/><meta content="${CDN}/65a1f3d9e2b1c0a4f5d6e7d0_kowhai-og.jpg" property="og:image"/><meta content="${o.title}" property="twitter:title"/><meta content="${o.desc}" property="twitter:description"/><meta content="${CDN}/65a1f3d9e2b1c0a4f5d6e7d0_kowhai-og.jpg" property="twitter:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/kowhai-talent.webflow.7c3e1a9b2.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["DM Sans:regular,500,700","Fraunces:600,700"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65a1f3d9e2b1c0a4f5d6e7e1_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/65a1f3d9e2b1c0a4f5d6e7e2_webclip-256.png" rel="apple-touch-icon"/><link href="${D}${o.path === '/' ? '' : o.path}" rel="canonical"/><!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NZK7W3T');</script>
<!-- End Google Tag Manager -->
<style>
.w-richtext a { text-decoration: underline; text-underline-offset: 3px; }
.job-card:hover .job-card-arrow { transform: translateX(4px); }
[fs-cmsfilter-element="list"] .w-dyn-item { transition: opacity 200ms ease; }
@media (max-width: 767px) { .hero-heading { font-size: 2.4rem; } }
</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"EmploymentAgency","name":"Kōwhai Talent","url":"${D}/","telephone":"+64 9 307 0420","address":{"@type":"PostalAddress","streetAddress":"Level 9, 55 Shortland Street","addressLocality":"Auckland","postalCode":"1010","addressCountry":"NZ"},"sameAs":["https://www.linkedin.com/company/kowhai-talent/","https://www.instagram.com/kowhaitalent/","https://www.facebook.com/kowhaitalentnz"]}</script></head><body class="body"><!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NZK7W3T"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->${nav(o.path)}${o.body}${FOOTER}<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4a1b2c3d9e8f7a6b.js" type="text/javascript"></script>${o.extraScripts ?? ''}</body></html>`;
}

const TESTIMONIALS = `<section class="section testimonials"><div class="w-container"><h2 class="heading-2">Kōrero from our clients</h2><div class="w-layout-grid testimonial-grid"><div class="testimonial-card"><p class="quote">“Kōwhai filled our Group Financial Controller role in three weeks, and the candidate is still with us four years later.”</p><div class="quote-author">Head of People, Auckland infrastructure company</div></div><div class="testimonial-card"><p class="quote">“They took the time to understand our culture and our values. Every shortlist has been spot on.”</p><div class="quote-author">CFO, Wellington iwi investment entity</div></div><div class="testimonial-card"><p class="quote">“Honest, quick and they actually call you back. Rare in recruitment.”</p><div class="quote-author">Candidate placed as Payroll Manager</div></div></div></div></section>`;

const JOBS: [string, string, string, string, string][] = [
  ['senior-payroll-advisor', 'Senior Payroll Advisor', 'Auckland CBD', 'Permanent', '$95k–$105k + KiwiSaver'],
  ['financial-accountant-iwi-entity', 'Financial Accountant', 'Wellington', 'Permanent', '$100k–$115k'],
  ['hr-business-partner-fixed-term', 'HR Business Partner (12-month fixed term)', 'Auckland, hybrid', 'Fixed term', '$120k–$130k pro rata'],
  ['data-engineer-azure', 'Data Engineer (Azure)', 'Wellington or remote NZ', 'Contract', '$110–$130 per hour'],
  ['accounts-payable-officer', 'Accounts Payable Officer', 'East Tāmaki', 'Temp to perm', '$32–$35 per hour'],
  ['product-owner-fintech', 'Product Owner, Payments', 'Auckland', 'Permanent', '$140k–$160k + bonus'],
];

function jobCard([slug, title, loc, type, pay]: [string, string, string, string, string], i: number): string {
  return `<div role="listitem" class="job-item w-dyn-item"><a href="/jobs/${slug}" class="job-card w-inline-block"><div class="job-card-top"><div class="job-tag" fs-cmsfilter-field="type">${type}</div><div class="job-date">Posted ${i + 1} day${i ? 's' : ''} ago</div></div><h3 class="job-title" fs-cmsfilter-field="title">${title}</h3><div class="job-meta"><div fs-cmsfilter-field="location">${loc}</div><div>${pay}</div></div><div class="job-card-arrow">→</div></a></div>`;
}

const home = page({
  title: 'Kōwhai Talent | Finance, HR & Tech Recruitment in Auckland and Wellington',
  path: '/',
  pageId: '65a1f0c2b3d4e5f607182931',
  desc: 'Kōwhai Talent is a specialist recruitment agency for finance, HR and technology roles in Auckland, Wellington and across New Zealand.',
  body: `<section class="hero"><div class="w-container"><div class="hero-grid w-layout-grid"><div><h1 class="hero-heading">Good people, well placed.</h1><p class="hero-paragraph">We connect Aotearoa’s finance, HR and technology professionals with organisations that deserve them — permanent, contract and temp.</p><form action="/jobs" class="job-search w-form" method="get"><input class="search-input w-input" maxlength="256" name="query" placeholder="Job title or keyword" type="search" id="search" required=""/><input type="submit" value="Search jobs" class="button w-button"/></form></div><div><img src="${CDN}/65a1f4a2c3d4e5f6a7b8c9d0_team-auckland-office.jpg" loading="eager" sizes="(max-width: 767px) 92vw, 45vw" srcset="${CDN}/65a1f4a2c3d4e5f6a7b8c9d0_team-auckland-office-p-500.jpg 500w, ${CDN}/65a1f4a2c3d4e5f6a7b8c9d0_team-auckland-office-p-800.jpg 800w, ${CDN}/65a1f4a2c3d4e5f6a7b8c9d0_team-auckland-office.jpg 1200w" alt="The Kōwhai Talent team in our Auckland office" class="hero-image"/></div></div></div></section>
<section class="section logos"><div class="w-container"><div class="logos-heading">Trusted by employers across New Zealand</div><div class="w-layout-grid logos-grid">${['harbour-infrastructure', 'te-awa-holdings', 'southern-cross-logistics', 'kauri-health', 'manawa-energy-services', 'pukeko-software'].map((c) => `<img src="${CDN}/65a1f5b3${c.length}e2d1c0b9a8f7e6_${c}.svg" loading="lazy" alt="${c.replace(/-/g, ' ')}" class="client-logo"/>`).join('')}</div></div></section>
<section class="section"><div class="w-container"><div class="section-head"><h2 class="heading-2">Latest jobs</h2><a href="/jobs" class="text-link">View all jobs →</a></div><div class="w-dyn-list"><div role="list" class="job-list w-dyn-items">${JOBS.slice(0, 3).map(jobCard).join('')}</div></div></div></section>
<section class="section dark"><div class="w-container"><div class="w-layout-grid three-col"><div class="stat"><div class="stat-number">1,200+</div><div>placements since 2015</div></div><div class="stat"><div class="stat-number">94%</div><div>of permanent placements still in role after 12 months</div></div><div class="stat"><div class="stat-number">4.9★</div><div>average rating from 310 Google reviews</div></div></div></div></section>
${TESTIMONIALS}
<section class="section cta"><div class="w-container"><h2 class="heading-2">Hiring across the Tasman or further afield?</h2><p>Through the Meridian Talent Alliance we work with trusted independent recruiters in Australia, Singapore, the UK, Ireland, Canada and South Africa.</p><a href="/talent-network" class="button w-button">Meet our network</a></div></section>`,
});

const about = page({
  title: 'About us | Kōwhai Talent',
  path: '/about',
  pageId: '65a1f0c2b3d4e5f607182932',
  desc: 'Kōwhai Talent was founded in Auckland in 2015. Meet the team and the partners who help us look after candidates and clients.',
  body: `<section class="page-header"><div class="w-container"><h1 class="page-heading">About Kōwhai Talent</h1><p class="page-intro">Like the kōwhai tree that signals spring, we are about growth — for the people we place and the organisations that hire them.</p></div></section>
<section class="section"><div class="w-container narrow"><div class="w-richtext"><h2>Our story</h2><p>Kōwhai Talent was started in 2015 by Hana Parata and Michael Doyle, two recruiters who had spent a decade at global agencies and wanted to do it differently. Today we are a team of 24 consultants and support staff in Auckland and Wellington, recruiting for finance, accounting, HR, payroll and technology roles.</p><p>We are proudly locally owned, and we have been paying the Living Wage since our first day. We are an accredited Living Wage Employer and hold the Rainbow Tick for inclusive workplaces.</p><h2>Who we work with</h2><p>We are a corporate member of the <a href="https://www.rcsa.com.au/">RCSA</a>, the professional body for recruitment and staffing in Australia and New Zealand, and all of our consultants are bound by its Code for Professional Conduct.</p><p>Every candidate we put forward for a permanent role has been reference-checked, and where the role requires it we run criminal record, credit and qualification checks through our screening partner <a href="https://www.veritascheck.co.nz/">Veritas Check</a>. Contractors we place are paid weekly through our contractor payroll partner <a href="https://payhq.co.nz/contractors">PayHQ Contractors</a>, which handles their tax, ACC levies and KiwiSaver.</p><p>Outside New Zealand, we are the Kiwi member of the <a href="/talent-network">Meridian Talent Alliance</a>.</p><h2 id="careers">Work at Kōwhai</h2><p>We are always keen to hear from experienced recruiters who care about doing it properly. Send your CV to <a href="mailto:careers@kowhaitalent.co.nz">careers@kowhaitalent.co.nz</a>.</p></div></div></section>
<section class="section light"><div class="w-container"><h2 class="heading-2">Meet the team</h2><div class="w-dyn-list"><div role="list" class="team-grid w-dyn-items">${[
    ['Hana Parata', 'Co-founder & Director'],
    ['Michael Doyle', 'Co-founder & Director'],
    ['Sione Latu', 'Principal Consultant, Finance'],
    ['Grace Chen', 'Principal Consultant, Technology'],
    ['Amelia Ward', 'Senior Consultant, HR & Payroll'],
    ['Rawiri Tane', 'Manager, Wellington'],
    ['Priya Nair', 'Consultant, Temps'],
    ['Jack Morrison', 'Consultant, Contract IT'],
  ]
    .map(
      ([n = '', r = '']) =>
        `<div role="listitem" class="w-dyn-item"><div class="team-card"><img src="${CDN}/65a1f6c4${n.length}d5e6f7a8b9c0d1_${n.toLowerCase().replace(/ /g, '-')}.jpg" loading="lazy" alt="${n}" class="team-photo"/><h3 class="team-name">${n}</h3><div class="team-role">${r.replace('&', '&amp;')}</div><a href="https://www.linkedin.com/in/${n.toLowerCase().replace(/ /g, '')}-kowhai/" target="_blank" class="team-linkedin w-inline-block"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7f0_linkedin-icon.svg" loading="lazy" alt="LinkedIn"/></a></div></div>`,
    )
    .join('')}</div></div></div></section>`,
});

const NETWORK: [string, string, string, string | null, string][] = [
  [
    'Australia',
    'Harbour People Recruitment',
    'Sydney · Melbourne · Brisbane',
    'https://www.harbourpeople.com.au/',
    'Accounting, finance and executive assistants.',
  ],
  ['Singapore', 'Lionsgate Search', 'Singapore', 'https://lionsgatesearch.com.sg/', 'Technology and finance across Southeast Asia.'],
  [
    'United Kingdom',
    'Fenwick Rowe Recruitment',
    'London · Manchester',
    'https://www.fenwickrowe.co.uk/',
    'Finance, HR and change management.',
  ],
  ['Ireland', 'Liffey Talent Partners', 'Dublin', 'https://liffeytalent.ie/', 'Accountancy, fintech and shared services.'],
  [
    'Canada',
    'Northbound Staffing',
    'Toronto · Vancouver',
    'https://www.northboundstaffing.ca/',
    'Tech contractors and finance professionals.',
  ],
  ['South Africa', 'Kopano Recruitment', 'Johannesburg · Cape Town', 'https://kopanorecruit.co.za/', 'Finance and actuarial.'],
  ['United States', 'Member joining in 2024', '—', null, 'Contact us if you need support in the US in the meantime.'],
];
const network = page({
  title: 'Meridian Talent Alliance | Kōwhai Talent',
  path: '/talent-network',
  pageId: '65a1f0c2b3d4e5f607182935',
  desc: 'Kōwhai Talent is the New Zealand member of the Meridian Talent Alliance, a network of independent recruitment agencies in seven countries.',
  body: `<section class="page-header"><div class="w-container"><h1 class="page-heading">Our international talent network</h1><p class="page-intro">Kōwhai Talent is the New Zealand member of the <a href="https://www.meridiantalent.org/" target="_blank" class="inline-link">Meridian Talent Alliance</a>, a group of independent, owner-run recruitment agencies that share candidates, market insight and standards.</p></div></section>
<section class="section"><div class="w-container"><div class="w-richtext narrow"><p>If you are relocating to or from New Zealand, or hiring for a team that spans several countries, we can introduce you to a member agency we know and trust. Members agree to the same candidate care standards and never charge each other introduction fees.</p></div><div class="w-layout-grid network-grid">${NETWORK.map(([c, n, city, url, d]) => `<div class="network-card"><div class="network-country">${c}</div><h3 class="network-name">${n}</h3><div class="network-city">${city}</div><p class="network-desc">${d}</p>${url ? `<a href="${url}" target="_blank" class="network-link w-inline-block"><div>Visit website</div><div class="arrow">↗</div></a>` : ''}</div>`).join('')}</div></div></section>
<section class="section light"><div class="w-container"><div class="w-richtext narrow"><h2>Moving home to Aotearoa?</h2><p>Many of the candidates we place are Kiwis returning from overseas. Register with us before you fly and we will line up conversations for your first fortnight back.</p><p><a href="/candidates">Read our guide for returning Kiwis</a></p></div></div></section>`,
});

const employers = page({
  title: 'Recruitment for employers | Kōwhai Talent',
  path: '/employers',
  pageId: '65a1f0c2b3d4e5f607182933',
  desc: 'Permanent, contract and temporary recruitment for finance, HR and technology roles. All-of-Government panel supplier.',
  body: `<section class="page-header"><div class="w-container"><h1 class="page-heading">Hiring? Let’s find the right person, not just the next CV.</h1></div></section>
<section class="section"><div class="w-container"><div class="w-layout-grid three-col">${[
    ['Permanent recruitment', 'Fixed fee or percentage, with a 90-day replacement guarantee.'],
    ['Contract & interim', 'Contractors paid weekly, with compliance handled for you.'],
    ['Temporary staff', 'Finance and payroll temps, often on site within 24 hours.'],
  ]
    .map(([t = '', d = '']) => `<div class="service-card"><h3>${t.replace('&', '&amp;')}</h3><p>${d}</p></div>`)
    .join('')}</div></div></section>
<section class="section light"><div class="w-container"><div class="w-richtext narrow"><h2>How we find people</h2><p>Most of our placements come from our own network of 38,000 registered candidates. Where it helps, we also advertise your role on <a href="https://www.seek.co.nz/" target="_blank">SEEK</a>, <a href="https://www.trademe.co.nz/a/jobs" target="_blank">Trade Me Jobs</a> and <a href="https://www.linkedin.com/jobs/" target="_blank">LinkedIn</a>, always under our brand unless you ask otherwise. Shortlisted candidates complete a structured interview and, for senior roles, a psychometric assessment administered by our Hogan-certified consultants.</p><h2>Public sector</h2><p>Kōwhai Talent is an approved supplier on the All-of-Government Recruitment Services panel administered by <a href="https://www.procurement.govt.nz/" target="_blank">New Zealand Government Procurement</a>, so agencies can engage us without going to tender.</p></div></div></section>
${TESTIMONIALS}
<section class="section"><div class="w-container"><h2 class="heading-2">Request a call back</h2><div class="w-form"><form id="employer-form" name="employer-form" data-name="Employer Form" method="get" class="form" data-wf-page-id="65a1f0c2b3d4e5f607182933" data-wf-element-id="a1b2c3d4-e5f6-7a8b-9c0d-e1f2a3b4c5d6"><input class="input w-input" maxlength="256" name="name" data-name="Name" placeholder="Your name" type="text" id="name" required=""/><input class="input w-input" maxlength="256" name="company" data-name="Company" placeholder="Organisation" type="text" id="company"/><input class="input w-input" maxlength="256" name="email" data-name="Email" placeholder="Email" type="email" id="email" required=""/><textarea placeholder="What role are you hiring for?" maxlength="5000" id="role" name="role" data-name="Role" class="input textarea w-input"></textarea><input type="submit" data-wait="Please wait..." class="button w-button" value="Send"/></form><div class="w-form-done"><div>Thank you! We will be in touch within one business day.</div></div><div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div></div></div></section>`,
});

const candidates = page({
  title: 'Candidate resources | Kōwhai Talent',
  path: '/candidates',
  pageId: '65a1f0c2b3d4e5f607182934',
  desc: 'CV tips, interview guides, free career coaching and our app for candidates.',
  body: `<section class="page-header"><div class="w-container"><h1 class="page-heading">For candidates</h1><p class="page-intro">Whether you are actively looking or just curious, we are here to help you make your next move a good one.</p></div></section>
<section class="section"><div class="w-container"><div class="w-layout-grid two-col"><div class="w-richtext"><h2>Free career coaching</h2><p>Every candidate we place in a permanent role gets a free one-hour session with our career coaching partner <a href="https://www.pathwise.co.nz/" target="_blank">Pathwise Coaching</a> in their first three months — to plan your first 90 days, negotiate flexible work or just talk things through.</p><h2>CV tips</h2><ul><li>Keep it to two or three pages</li><li>Lead with achievements, not duties</li><li>Tailor your profile to each role</li></ul><p>Need a template? We like the free ones on <a href="https://www.canva.com/resumes/templates/" target="_blank">Canva</a>.</p><h2>Returning Kiwis</h2><p>Check the latest on <a href="https://www.govt.nz/browse/leaving-or-returning-to-nz/" target="_blank">govt.nz</a> and register with us before you land.</p></div><div class="app-promo"><img src="${CDN}/65a1f7d5e6f7a8b9c0d1e2f3_kowhai-app-screens.png" loading="lazy" alt="The Kōwhai Talent app" width="360"/><h3>Get the app</h3><p>Job alerts, timesheets and payslips for temps and contractors, all in one place.</p><a href="https://apps.apple.com/nz/app/kowhai-talent/id6449012345" target="_blank" class="w-inline-block"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7c1_app-store-badge.svg" loading="lazy" width="120" alt="Download on the App Store"/></a> <a href="https://play.google.com/store/apps/details?id=nz.co.kowhaitalent.app" target="_blank" class="w-inline-block"><img src="${CDN}/65a1f3d9e2b1c0a4f5d6e7c2_google-play-badge.svg" loading="lazy" width="135" alt="Get it on Google Play"/></a></div></div></div></section>`,
});

const FILTER_SCRIPT = '<script async src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script>';
const jobs = page({
  title: 'Jobs | Kōwhai Talent',
  path: '/jobs',
  pageId: '65a1f0c2b3d4e5f607182936',
  desc: 'Current finance, HR, payroll and technology jobs in Auckland, Wellington and across New Zealand.',
  extraScripts: FILTER_SCRIPT,
  body: `<section class="page-header"><div class="w-container"><h1 class="page-heading">Current jobs</h1></div></section>
<section class="section"><div class="w-container"><div class="w-layout-grid jobs-layout"><div class="filters"><div class="w-form"><form fs-cmsfilter-element="filters" id="job-filters" name="job-filters" data-name="Job Filters" method="get" data-wf-page-id="65a1f0c2b3d4e5f607182936" data-wf-element-id="b2c3d4e5-f6a7-8b9c-0d1e-f2a3b4c5d6e7"><input class="input w-input" fs-cmsfilter-field="title" maxlength="256" name="keyword" placeholder="Keyword" type="text" id="keyword"/><div class="filter-group"><div class="filter-label">Type</div>${['Permanent', 'Contract', 'Fixed term', 'Temp to perm'].map((t) => `<label class="w-checkbox checkbox-field"><input type="checkbox" name="type-${t}" id="type-${t}" class="w-checkbox-input" fs-cmsfilter-field="type"/><span class="w-form-label" for="type-${t}">${t}</span></label>`).join('')}</div><div class="filter-group"><div class="filter-label">Location</div>${['Auckland', 'Wellington', 'Remote NZ'].map((t) => `<label class="w-checkbox checkbox-field"><input type="checkbox" name="loc-${t}" id="loc-${t}" class="w-checkbox-input" fs-cmsfilter-field="location"/><span class="w-form-label" for="loc-${t}">${t}</span></label>`).join('')}</div></form></div></div><div class="w-dyn-list"><div fs-cmsfilter-element="list" role="list" class="job-list w-dyn-items">${JOBS.map(jobCard).join('')}</div></div></div></div></section>`,
});

const jobDetail = page({
  title: 'Senior Payroll Advisor | Auckland CBD | Kōwhai Talent',
  path: '/jobs/senior-payroll-advisor',
  pageId: '65a1f0c2b3d4e5f607182937',
  desc: 'Senior Payroll Advisor, Auckland CBD, permanent, $95k–$105k + KiwiSaver.',
  body: `<section class="section job-header"><div class="w-container"><a href="/jobs" class="back-link">← All jobs</a><h1 class="page-heading">Senior Payroll Advisor</h1><div class="job-meta big"><div>Auckland CBD</div><div>Permanent, full time</div><div>$95k–$105k + KiwiSaver</div></div></div></section>
<section class="section"><div class="w-container"><div class="w-layout-grid job-layout"><div class="w-richtext"><p>Our client, a well-known New Zealand infrastructure business with 1,400 staff, is looking for an experienced Senior Payroll Advisor to join its centralised payroll team in the CBD.</p><h3>About the role</h3><ul><li>Run fortnightly payroll for 1,400 employees across multiple collective agreements</li><li>Holidays Act 2003 calculations and remediation support</li><li>Reconcile PAYE, KiwiSaver and child support payments to IRD</li><li>Support the upgrade from a legacy system to a new cloud payroll platform</li></ul><h3>About you</h3><ul><li>Five or more years in payroll, ideally in a complex unionised environment</li><li>Strong Holidays Act knowledge</li><li>Experience with Datacom, ADP or similar enterprise payroll systems</li></ul><p>Hybrid working (two days from home), 5 weeks’ leave after two years, and a genuinely supportive manager.</p><p>Reference: KT-4471 · Consultant: Amelia Ward</p></div><div class="apply-box"><h3>Apply now</h3><div class="w-form"><form id="apply-form" name="apply-form" data-name="Apply Form" method="post" data-wf-page-id="65a1f0c2b3d4e5f607182937" data-wf-element-id="c3d4e5f6-a7b8-9c0d-1e2f-a3b4c5d6e7f8"><input class="input w-input" maxlength="256" name="name" placeholder="Full name" type="text" required=""/><input class="input w-input" maxlength="256" name="email" placeholder="Email" type="email" required=""/><input class="input w-input" maxlength="256" name="phone" placeholder="Mobile" type="tel"/><label class="file-label">Attach your CV (PDF or Word)</label><input type="file" name="cv" class="file-input"/><label class="w-checkbox checkbox-field"><input type="checkbox" name="right-to-work" class="w-checkbox-input" required=""/><span class="w-form-label">I have the right to work in New Zealand</span></label><input type="submit" class="button w-button" value="Submit application"/></form></div><p class="small">Questions? Call Amelia on 09 307 0427.</p></div></div></div></section>`,
});

const contact = page({
  title: 'Contact us | Kōwhai Talent',
  path: '/contact',
  pageId: '65a1f0c2b3d4e5f607182938',
  desc: 'Contact Kōwhai Talent in Auckland or Wellington.',
  body: `<section class="page-header"><div class="w-container"><h1 class="page-heading">Kia ora — get in touch</h1></div></section>
<section class="section"><div class="w-container"><div class="w-layout-grid two-col"><div><h2 class="heading-3">Auckland</h2><p>Level 9, 55 Shortland Street, Auckland 1010<br/>09 307 0420</p><h2 class="heading-3">Wellington</h2><p>Level 4, 10 Brandon Street, Wellington 6011<br/>04 499 0133</p><p><a href="mailto:kiaora@kowhaitalent.co.nz">kiaora@kowhaitalent.co.nz</a></p><p>Read our <a href="https://www.google.com/search?q=kowhai+talent+reviews" target="_blank">Google reviews</a>.</p></div><div class="w-form"><form id="contact-form" name="contact-form" data-name="Contact Form" method="get" data-wf-page-id="65a1f0c2b3d4e5f607182938" data-wf-element-id="d4e5f6a7-b8c9-0d1e-2f3a-b4c5d6e7f8a9"><input class="input w-input" maxlength="256" name="name" placeholder="Name" type="text" required=""/><input class="input w-input" maxlength="256" name="email" placeholder="Email" type="email" required=""/><select name="enquiry" class="input w-select"><option value="employer">I’m hiring</option><option value="candidate">I’m looking for work</option><option value="other">Something else</option></select><textarea name="message" maxlength="5000" placeholder="Message" class="input textarea w-input"></textarea><input type="submit" class="button w-button" value="Send message"/></form></div></div></div></section>`,
});

const HEADERS = { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'SAMEORIGIN' };

export const site: CorpusSite = {
  domain: 'kowhaitalent.co.nz',
  covers:
    'NZ recruitment agency on Webflow: partners named only in prose on the about page (association membership, screening supplier, contractor payroll provider) beside accreditations, an international recruitment alliance page with member cards (one member without a website), a career-coaching partner on the candidates page, alliance mentioned on home; negatives: client logos, testimonials, job boards (SEEK, Trade Me, LinkedIn), government supplier panel, Canva, govt.nz, app-store badges, Living Wage/Rainbow Tick badges, social links, Google reviews',
  pages: {
    '/': { redirect: `${D}/` },
    [`${D}/`]: { headers: HEADERS, html: home },
    [`${D}/about`]: { headers: HEADERS, html: about },
    [`${D}/talent-network`]: { headers: HEADERS, html: network },
    [`${D}/employers`]: { headers: HEADERS, html: employers },
    [`${D}/candidates`]: { headers: HEADERS, html: candidates },
    [`${D}/jobs`]: { headers: HEADERS, html: jobs },
    [`${D}/jobs/senior-payroll-advisor`]: { headers: HEADERS, html: jobDetail },
    [`${D}/contact`]: { headers: HEADERS, html: contact },
  },
  sitemap: [
    `${D}/`,
    `${D}/about`,
    `${D}/talent-network`,
    `${D}/employers`,
    `${D}/candidates`,
    `${D}/jobs`,
    `${D}/jobs/senior-payroll-advisor`,
    `${D}/contact`,
  ],
  technologies: ['webflow', 'jquery', 'google-font-api', 'jsdelivr', 'google-tag-manager', 'open-graph'],
  partners: {
    'rcsa.com.au': 'generic',
    'veritascheck.co.nz': 'generic',
    'payhq.co.nz': 'generic',
    'meridiantalent.org': 'generic',
    'harbourpeople.com.au': 'generic',
    'lionsgatesearch.com.sg': 'generic',
    'fenwickrowe.co.uk': 'generic',
    'liffeytalent.ie': 'generic',
    'northboundstaffing.ca': 'generic',
    'kopanorecruit.co.za': 'generic',
    'pathwise.co.nz': 'generic',
  },
};
