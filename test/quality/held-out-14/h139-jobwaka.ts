import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01HZ3Q8R7K2M4N6P8S0T2V4X6Z',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000',
  age: '0',
};

const CID = 'data-astro-cid-sckkx6r4';

function doc(title: string, description: string, path: string, main: string): string {
  return `<!DOCTYPE html><html lang="en-NZ" ${CID}> <head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="generator" content="Astro v4.8.6"><title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="https://jobwaka.co.nz${path}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:image" content="https://jobwaka.co.nz/og/default.png"><meta property="og:locale" content="en_NZ"><script defer data-domain="jobwaka.co.nz" src="https://plausible.io/js/plausible.js"></script><link rel="stylesheet" href="/_astro/index.Dq8kT3vB.css">
<link rel="stylesheet" href="/_astro/Layout.C5nWm9xA.css"><script type="module" src="/_astro/hoisted.B2pLx7Qe.js"></script></head> <body ${CID}> <header class="site-header" ${CID}> <div class="wrap" ${CID}> <a href="/" class="brand" ${CID}><img src="/images/jobwaka-logo.svg" alt="JobWaka" width="150" height="32" ${CID}></a> <nav aria-label="Primary" ${CID}> <ul ${CID}> <li ${CID}><a href="/features/" ${CID}>Features</a></li> <li ${CID}><a href="/pricing/" ${CID}>Pricing</a></li> <li ${CID}><a href="/integrations/" ${CID}>Integrations</a></li> <li ${CID}><a href="/customers/" ${CID}>Customers</a></li> <li ${CID}><a href="/blog/" ${CID}>Blog</a></li> </ul> </nav> <a class="btn" href="https://app.jobwaka.co.nz/signup" ${CID}>Start free trial</a> </div> </header> <main ${CID}> ${main} </main> <footer class="site-footer" ${CID}> <div class="wrap cols" ${CID}> <div ${CID}> <img src="/images/jobwaka-logo-white.svg" alt="" width="120" height="26" ${CID}> <p ${CID}>Job management for Kiwi tradies.<br ${CID}>Made in Ōtautahi Christchurch.</p> </div> <div ${CID}> <h4 ${CID}>Product</h4> <ul ${CID}> <li ${CID}><a href="/features/" ${CID}>Features</a></li> <li ${CID}><a href="/integrations/" ${CID}>Integrations</a></li> <li ${CID}><a href="https://help.jobwaka.co.nz" ${CID}>Help centre</a></li> <li ${CID}><a href="https://status.jobwaka.co.nz" ${CID}>System status</a></li> </ul> </div> <div ${CID}> <h4 ${CID}>Company</h4> <ul ${CID}> <li ${CID}><a href="/about/" ${CID}>About us</a></li> <li ${CID}><a href="/partners/" ${CID}>Find an advisor</a></li> <li ${CID}><a href="/partners/become-a-partner/" ${CID}>Partner program</a></li> <li ${CID}><a href="https://apply.workable.com/jobwaka/" ${CID}>Careers</a></li> </ul> </div> <div ${CID}> <h4 ${CID}>Follow</h4> <ul class="social" ${CID}> <li ${CID}><a href="https://www.facebook.com/jobwakanz" aria-label="Facebook" ${CID}>Facebook</a></li> <li ${CID}><a href="https://www.instagram.com/jobwaka/" aria-label="Instagram" ${CID}>Instagram</a></li> <li ${CID}><a href="https://www.linkedin.com/company/jobwaka/" aria-label="LinkedIn" ${CID}>LinkedIn</a></li> </ul> </div> </div> <p class="legal wrap" ${CID}>© 2024 JobWaka Limited · NZBN 9429049123456 · <a href="/privacy/" ${CID}>Privacy</a> · <a href="/terms/" ${CID}>Terms</a></p> </footer> </body></html>`;
}

const home = doc(
  'JobWaka – Job management software for NZ tradies',
  'Quotes, job scheduling, timesheets and invoicing in one app. Syncs with Xero and MYOB.',
  '/',
  `<section class="hero" data-astro-cid-j7pv25f6> <div class="wrap" data-astro-cid-j7pv25f6> <h1 data-astro-cid-j7pv25f6>Less paperwork. More time on the tools.</h1> <p data-astro-cid-j7pv25f6>Quote, schedule, track time and invoice from your phone. JobWaka is built in New Zealand for plumbers, sparkies, builders and every trade in between.</p> <a class="btn btn-lg" href="https://app.jobwaka.co.nz/signup" data-astro-cid-j7pv25f6>Try it free for 14 days</a> </div> </section> <section class="wrap strip" data-astro-cid-j7pv25f6> <p data-astro-cid-j7pv25f6>Syncs with the accounting software your accountant already uses:</p> <ul class="logo-row" data-astro-cid-j7pv25f6> <li data-astro-cid-j7pv25f6><img src="/images/logos/xero.svg" alt="Xero" data-astro-cid-j7pv25f6></li> <li data-astro-cid-j7pv25f6><img src="/images/logos/myob.svg" alt="MYOB" data-astro-cid-j7pv25f6></li> <li data-astro-cid-j7pv25f6><img src="/images/logos/quickbooks.svg" alt="QuickBooks" data-astro-cid-j7pv25f6></li> </ul> <a href="/integrations/" data-astro-cid-j7pv25f6>See all integrations →</a> </section> <section class="wrap quotes" data-astro-cid-j7pv25f6> <blockquote data-astro-cid-j7pv25f6> <p data-astro-cid-j7pv25f6>“I used to spend Sunday nights doing invoices. Now it's done before I leave the job.”</p> <footer data-astro-cid-j7pv25f6>Mike Tane, Harbour Plumbing, Wellington</footer> </blockquote> </section>`,
);

function integ(name: string, logo: string, text: string, href: string, label: string): string {
  return `<article class="card" data-astro-cid-6kbg3c2m> <img src="/images/logos/${logo}.svg" alt="" width="48" height="48" loading="lazy" data-astro-cid-6kbg3c2m> <h3 data-astro-cid-6kbg3c2m>${name}</h3> <p data-astro-cid-6kbg3c2m>${text}</p> <a href="${href}" rel="noopener" target="_blank" data-astro-cid-6kbg3c2m>${label}</a> </article>`;
}

const integrations = doc(
  'Integrations – JobWaka',
  'Connect JobWaka to Xero, MYOB, QuickBooks, Stripe, Windcave, Zapier and NZ trade suppliers.',
  '/integrations/',
  `<section class="wrap page-head" data-astro-cid-6kbg3c2m> <h1 data-astro-cid-6kbg3c2m>Integrations</h1> <p data-astro-cid-6kbg3c2m>JobWaka plays nicely with the tools you already use.</p> </section> <section class="wrap" data-astro-cid-6kbg3c2m> <h2 id="accounting" data-astro-cid-6kbg3c2m>Accounting</h2> <div class="grid" data-astro-cid-6kbg3c2m> ${integ('Xero', 'xero', 'Two-way sync of invoices, payments, contacts and tracking categories.', 'https://apps.xero.com/nz/app/jobwaka', 'View on Xero App Store')} ${integ('MYOB Business', 'myob', 'Send invoices and timesheets to MYOB Business.', 'https://www.myob.com/nz/addons/jobwaka', 'View on MYOB Marketplace')} ${integ('QuickBooks Online', 'quickbooks', 'Invoices and payments flow into QuickBooks.', 'https://quickbooks.intuit.com/nz/app/apps/appdetails/jobwaka/', 'View on QuickBooks App Store')} </div> <h2 id="payments" data-astro-cid-6kbg3c2m>Payments</h2> <div class="grid" data-astro-cid-6kbg3c2m> ${integ('Stripe', 'stripe', 'Let customers pay invoices online by card, Apple Pay or Google Pay.', 'https://stripe.com/nz', 'stripe.com')} ${integ('Windcave', 'windcave', 'Take card payments on site with a Windcave terminal.', 'https://www.windcave.com/nz/', 'windcave.com')} </div> <h2 id="suppliers" data-astro-cid-6kbg3c2m>Supplier price lists</h2> <p data-astro-cid-6kbg3c2m>Import your trade account pricing straight into quotes. Our supplier partners update their price files nightly.</p> <div class="grid" data-astro-cid-6kbg3c2m> ${integ('PlaceMakers', 'placemakers', 'Trade pricing for builders and chippies.', 'https://www.placemakers.co.nz/trade', 'placemakers.co.nz')} ${integ('Mitre 10 Trade', 'mitre10', 'Your Mitre 10 trade account pricing.', 'https://www.mitre10.co.nz/trade', 'mitre10.co.nz')} ${integ('Corys Electrical', 'corys', 'Electrical wholesale catalogue and pricing.', 'https://www.corys.co.nz/', 'corys.co.nz')} </div> <h2 id="automation" data-astro-cid-6kbg3c2m>Automation</h2> <div class="grid" data-astro-cid-6kbg3c2m> ${integ('Zapier', 'zapier', 'Connect JobWaka to 6,000+ apps.', 'https://zapier.com/apps/jobwaka/integrations', 'zapier.com')} <article class="card muted" data-astro-cid-6kbg3c2m> <img src="/images/logos/google-calendar.svg" alt="" width="48" height="48" loading="lazy" data-astro-cid-6kbg3c2m> <h3 data-astro-cid-6kbg3c2m>Google Calendar</h3> <p data-astro-cid-6kbg3c2m>Built in: see your jobs in Google Calendar. No setup needed.</p> </article> </div> </section>`,
);

const partners = doc(
  'Find a JobWaka advisor – JobWaka',
  'Certified JobWaka advisors and implementation partners in New Zealand and Australia.',
  '/partners/',
  `<section class="wrap page-head" data-astro-cid-x3m9q1ab> <h1 data-astro-cid-x3m9q1ab>Find a JobWaka advisor</h1> <p data-astro-cid-x3m9q1ab>These accountants, bookkeepers and consultants are certified in JobWaka and can set it up for your business, migrate your data and train your team.</p> </section> <section class="wrap" data-astro-cid-x3m9q1ab> <h2 data-astro-cid-x3m9q1ab>Certified advisors</h2> <dl class="advisors" data-astro-cid-x3m9q1ab> <dt data-astro-cid-x3m9q1ab>Kiwi Ledger Ltd</dt> <dd data-astro-cid-x3m9q1ab>Auckland · Chartered accountants for construction trades · <a href="https://kiwiledger.co.nz" data-astro-cid-x3m9q1ab>kiwiledger.co.nz</a></dd> <dt data-astro-cid-x3m9q1ab>Southern Books</dt> <dd data-astro-cid-x3m9q1ab>Dunedin · Bookkeeping and payroll · <a href="https://southernbooks.nz/" data-astro-cid-x3m9q1ab>Website</a></dd> <dt data-astro-cid-x3m9q1ab>Bay Bookkeeping</dt> <dd data-astro-cid-x3m9q1ab>Tauranga · www.baybookkeeping.co.nz · 07 578 2231</dd> <dt data-astro-cid-x3m9q1ab>Ngā Pou Consulting</dt> <dd data-astro-cid-x3m9q1ab>Rotorua · Business advisory for Māori-owned trade businesses · <a href="https://www.ngapou.co.nz/" data-astro-cid-x3m9q1ab>ngapou.co.nz</a></dd> <dt data-astro-cid-x3m9q1ab>Sarah Whitcombe, independent bookkeeper</dt> <dd data-astro-cid-x3m9q1ab>Nelson · 021 455 812</dd> <dt data-astro-cid-x3m9q1ab>Tradie Advisory</dt> <dd data-astro-cid-x3m9q1ab>Brisbane, Australia · Our first Australian advisor · <a href="https://www.tradieadvisory.com.au/" data-astro-cid-x3m9q1ab>tradieadvisory.com.au</a></dd> </dl> <h2 data-astro-cid-x3m9q1ab>Implementation partners</h2> <p data-astro-cid-x3m9q1ab>For businesses with 20+ staff, <a href="https://fieldworx.co.nz/" data-astro-cid-x3m9q1ab>Fieldworx Consulting</a> handles full rollouts, custom reports and integration with inventory systems.</p> <h2 data-astro-cid-x3m9q1ab>Referral partners</h2> <p data-astro-cid-x3m9q1ab>Members of <a href="https://tradehub.co.nz/" data-astro-cid-x3m9q1ab>Trade Hub NZ</a> get 3 months free — Trade Hub refers its members to us as our referral partner.</p> </section>`,
);

const becomePartner = doc(
  'Partner program – JobWaka',
  'Become a certified JobWaka advisor.',
  '/partners/become-a-partner/',
  `<section class="wrap prose" data-astro-cid-x3m9q1ab> <h1 data-astro-cid-x3m9q1ab>Become a JobWaka advisor</h1> <p data-astro-cid-x3m9q1ab>Work with trade businesses? Get certified (free, about 3 hours online), and we'll list you in our advisor directory, give you a free partner account and pay 20% of subscription revenue for clients you bring.</p> <h2 data-astro-cid-x3m9q1ab>Who it's for</h2> <ul data-astro-cid-x3m9q1ab> <li data-astro-cid-x3m9q1ab>Accountants and bookkeepers, especially Xero or MYOB certified advisors</li> <li data-astro-cid-x3m9q1ab>Business consultants working with the trades</li> </ul> <form name="partner-application" method="POST" data-netlify="true" data-astro-cid-x3m9q1ab><input type="hidden" name="form-name" value="partner-application" data-astro-cid-x3m9q1ab><label data-astro-cid-x3m9q1ab>Name <input name="name" required data-astro-cid-x3m9q1ab></label><label data-astro-cid-x3m9q1ab>Firm <input name="firm" data-astro-cid-x3m9q1ab></label><button type="submit" data-astro-cid-x3m9q1ab>Apply</button></form> </section>`,
);

const customers = doc(
  'Customer stories – JobWaka',
  'How Kiwi trade businesses run on JobWaka.',
  '/customers/',
  `<section class="wrap page-head" data-astro-cid-qk2r7m1d> <h1 data-astro-cid-qk2r7m1d>Customer stories</h1> </section> <section class="wrap grid" data-astro-cid-qk2r7m1d> <article class="card" data-astro-cid-qk2r7m1d> <h2 data-astro-cid-qk2r7m1d>Harbour Plumbing</h2> <p data-astro-cid-qk2r7m1d>12 plumbers in Wellington, invoicing the same day the job finishes.</p> <a href="https://harbourplumbing.co.nz" data-astro-cid-qk2r7m1d>harbourplumbing.co.nz</a> </article> <article class="card" data-astro-cid-qk2r7m1d> <h2 data-astro-cid-qk2r7m1d>Southern Sparks Electrical</h2> <p data-astro-cid-qk2r7m1d>How an Invercargill sparky cut admin by 6 hours a week.</p> <a href="https://southernsparks.co.nz/" data-astro-cid-qk2r7m1d>southernsparks.co.nz</a> </article> </section>`,
);

const about = doc(
  'About us – JobWaka',
  'The team behind JobWaka.',
  '/about/',
  `<section class="wrap prose" data-astro-cid-p0v8d2ts> <h1 data-astro-cid-p0v8d2ts>About JobWaka</h1> <p data-astro-cid-p0v8d2ts>JobWaka was started in 2019 by an electrician and a software developer who were sick of carbon-copy job sheets. Today more than 4,000 trade businesses across Aotearoa use it every day.</p> <h2 data-astro-cid-p0v8d2ts>Backed by</h2> <p data-astro-cid-p0v8d2ts><a href="https://www.icehouseventures.co.nz/" data-astro-cid-p0v8d2ts>Icehouse Ventures</a> and a group of NZ angel investors.</p> <h2 data-astro-cid-p0v8d2ts>Memberships &amp; awards</h2> <ul data-astro-cid-p0v8d2ts> <li data-astro-cid-p0v8d2ts>Member of <a href="https://nztech.org.nz/" data-astro-cid-p0v8d2ts>NZTech</a></li> <li data-astro-cid-p0v8d2ts>Proud supporter of <a href="https://www.masterplumbers.org.nz/" data-astro-cid-p0v8d2ts>Master Plumbers</a> apprenticeships</li> <li data-astro-cid-p0v8d2ts>Finalist, Xero Awards NZ 2023 – App Partner of the Year</li> </ul> <h2 data-astro-cid-p0v8d2ts>In the news</h2> <ul data-astro-cid-p0v8d2ts> <li data-astro-cid-p0v8d2ts><a href="https://www.nzherald.co.nz/business/christchurch-startup-jobwaka/" data-astro-cid-p0v8d2ts>NZ Herald: The Christchurch startup digitising the trades</a></li> <li data-astro-cid-p0v8d2ts><a href="https://www.stuff.co.nz/business/tradie-apps-jobwaka" data-astro-cid-p0v8d2ts>Stuff: Tradie apps take off</a></li> </ul> </section>`,
);

const blog = doc(
  'What the 2024 GST changes mean for tradies – JobWaka',
  'A plain-English guide to this year’s GST changes.',
  '/blog/gst-changes-2024/',
  `<article class="wrap prose" data-astro-cid-bvzihdzo> <p class="meta" data-astro-cid-bvzihdzo>2 April 2024 · Aroha Ngata</p> <h1 data-astro-cid-bvzihdzo>What the 2024 GST changes mean for tradies</h1> <p data-astro-cid-bvzihdzo>Inland Revenue has updated its guidance on GST for progress payments. You can read the detail on <a href="https://www.ird.govt.nz/gst" data-astro-cid-bvzihdzo>ird.govt.nz</a>.</p> <p data-astro-cid-bvzihdzo>If you're a sole trader, apps like Hnry can handle GST for you — but most tradies with staff will still want a proper accounting system and an advisor. Our <a href="/partners/" data-astro-cid-bvzihdzo>advisor directory</a> is a good place to start.</p> </article>`,
);

export const site: CorpusSite = {
  domain: 'jobwaka.co.nz',
  covers:
    'New Zealand field-service SaaS in English on Astro (scoped data-astro-cid attributes) hosted on Netlify (Netlify Forms): integrations as category card grids with app-store links, supplier price-list partners, advisors as a definition list on a page reached from the footer and a blog post, not the main navigation (one written-out domain, one Australian, one without a website) plus an implementation and a referral partner named in sentences. Traps: Xero/MYOB logos without links, customer stories, investor, NZTech membership, Master Plumbers, award, press, IRD blog link, Workable careers, social links, own app/help/status subdomains.',
  pages: {
    '/': { headers, html: home },
    '/integrations/': { headers, html: integrations },
    '/partners/': { headers, html: partners },
    '/partners/become-a-partner/': { headers, html: becomePartner },
    '/customers/': { headers, html: customers },
    '/about/': { headers, html: about },
    '/blog/gst-changes-2024/': { headers, html: blog },
  },
  sitemap: ['/', '/integrations/', '/partners/', '/partners/become-a-partner/', '/customers/', '/about/', '/blog/gst-changes-2024/'],
  technologies: ['astro', 'netlify', 'netlify-forms', 'plausible'],
  partners: {
    'xero.com': 'technology',
    'myob.com': 'technology',
    'intuit.com': 'technology',
    'stripe.com': 'technology',
    'windcave.com': 'technology',
    'placemakers.co.nz': 'technology',
    'mitre10.co.nz': 'technology',
    'corys.co.nz': 'technology',
    'zapier.com': 'technology',
    'kiwiledger.co.nz': 'channel',
    'southernbooks.nz': 'channel',
    'baybookkeeping.co.nz': 'channel',
    'ngapou.co.nz': 'channel',
    'tradieadvisory.com.au': 'channel',
    'fieldworx.co.nz': 'channel',
    'tradehub.co.nz': 'channel',
  },
};
