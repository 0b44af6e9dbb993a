import type { CorpusSite } from '../corpus/types.js';

// Brackenvault: UK backup and disaster-recovery SaaS sold only through MSPs, resellers and distributors. Craft CMS
// on nginx, Alpine.js and Fathom analytics; no sitemap. The partner locator is server-rendered and paginated with
// ?page=2; technology partners are described in prose paragraphs plus a "Powered by" block.

const craftHeaders = (): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CraftSessionId=5b7e2c1f9a0d3e6b8c4f1a2d7e9b3c5f; path=/; secure; HttpOnly; SameSite=Lax',
  'cache-control': 'no-cache, private',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="en-GB" class="no-js">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <meta property="og:type" content="website">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${description}">
  <meta property="og:image" content="https://www.brackenvault.co.uk/uploads/social/brackenvault-og.jpg">
  <meta property="og:site_name" content="Brackenvault">
  <meta name="twitter:card" content="summary_large_image">
  <link rel="canonical" href="https://www.brackenvault.co.uk${path}">
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <link rel="preload" href="/assets/fonts/Satoshi-Variable.woff2" as="font" type="font/woff2" crossorigin>
  <link rel="stylesheet" href="/assets/css/site.css?v=1741621045">
  <script src="https://cdn.usefathom.com/script.js" data-site="BRKNVLT" defer></script>
  <script src="/assets/js/alpine.min.js?v=3.14.1" defer></script>
  <script src="/assets/js/site.js?v=1741621045" defer></script>
</head>`;

const header = `<body class="bg-white text-slate-900 antialiased">
<div x-data="{ consent: localStorage.getItem('bv-consent') }" x-show="!consent" class="cookie-bar" role="dialog" aria-label="Cookie notice"><p>We use a single privacy-friendly analytics script and no advertising cookies. <a href="/privacy">Privacy notice</a></p><button type="button" @click="localStorage.setItem('bv-consent','1'); consent='1'">OK</button></div>
<header class="site-header" x-data="{ open: false, menu: null }">
  <div class="container site-header__inner">
    <a href="/" class="site-header__logo" aria-label="Brackenvault home"><img src="/assets/img/brackenvault-logo.svg" alt="Brackenvault" width="168" height="34"></a>
    <nav class="site-nav" :class="{ 'is-open': open }" aria-label="Main">
      <ul class="site-nav__list">
        <li class="site-nav__item" @mouseenter="menu='product'" @mouseleave="menu=null"><a href="/product" class="site-nav__link">Product</a>
          <div class="site-nav__panel" x-show="menu==='product'" x-cloak><ul><li><a href="/product#microsoft-365">Microsoft 365 backup</a></li><li><a href="/product#servers">Server &amp; VM backup</a></li><li><a href="/product#endpoints">Endpoint backup</a></li><li><a href="/product#dr">Disaster recovery</a></li></ul></div></li>
        <li class="site-nav__item" @mouseenter="menu='partners'" @mouseleave="menu=null"><a href="/partner-programme" class="site-nav__link">Partners</a>
          <div class="site-nav__panel" x-show="menu==='partners'" x-cloak><ul><li><a href="/partner-programme">Partner programme</a></li><li><a href="/find-a-partner">Find a partner</a></li><li><a href="/technology-partners">Technology partners</a></li><li><a href="https://brackenvault.zift123.com/">Partner portal login</a></li></ul></div></li>
        <li class="site-nav__item"><a href="/pricing" class="site-nav__link">Pricing</a></li>
        <li class="site-nav__item"><a href="/about" class="site-nav__link">About</a></li>
        <li class="site-nav__item"><a href="/contact" class="site-nav__link">Contact</a></li>
      </ul>
    </nav>
    <div class="site-header__actions"><a href="https://console.brackenvault.cloud/" class="btn btn--ghost">Console login</a><a href="/find-a-partner" class="btn btn--primary">Buy via a partner</a></div>
    <button class="site-header__burger" @click="open = !open" :aria-expanded="open.toString()" aria-controls="site-nav">Menu</button>
  </div>
</header>
<main id="main">`;

const footer = `</main>
<footer class="site-footer">
  <div class="container site-footer__grid">
    <div><img src="/assets/img/brackenvault-logo-white.svg" alt="Brackenvault" width="150" height="30" loading="lazy"><p>Brackenvault Ltd · Unit 7, The Tramshed, Beehive Yard, Bath BA1 5BB · Company no. 11459820</p></div>
    <div><h2 class="site-footer__title">Product</h2><ul><li><a href="/product">Overview</a></li><li><a href="/pricing">Pricing</a></li><li><a href="https://docs.brackenvault.cloud/">Knowledge base</a></li><li><a href="https://status.brackenvault.cloud/">Service status</a></li></ul></div>
    <div><h2 class="site-footer__title">Partners</h2><ul><li><a href="/partner-programme">Partner programme</a></li><li><a href="/find-a-partner">Find a partner</a></li><li><a href="/technology-partners">Technology partners</a></li><li><a href="https://brackenvault.zift123.com/">Partner portal</a></li></ul></div>
    <div><h2 class="site-footer__title">Company</h2><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="https://brackenvault.bamboohr.com/careers">Careers</a></li><li><a href="mailto:partners@brackenvault.co.uk">partners@brackenvault.co.uk</a></li></ul></div>
  </div>
  <div class="container site-footer__bottom"><p>© 2025 Brackenvault Ltd.</p><ul><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li><li><a href="/modern-slavery">Modern slavery statement</a></li></ul><ul class="site-footer__social"><li><a href="https://www.linkedin.com/company/brackenvault">LinkedIn</a></li><li><a href="https://www.youtube.com/@brackenvault">YouTube</a></li></ul></div>
</footer>
</body>
</html>`;

const page = (title: string, description: string, path: string, body: string) =>
  `${head(title, description, path)}\n${header}\n${body}\n${footer}`;

// ---------------------------------------------------------------- home

const home = page(
  'Brackenvault | Immutable backup & disaster recovery for MSPs',
  'UK-built backup and disaster recovery for Microsoft 365, servers, VMs and endpoints, sold exclusively through managed service providers.',
  '/',
  `<section class="hero"><div class="container hero__grid"><div><p class="eyebrow">Backup &amp; DR for MSPs</p><h1>Ransomware can't encrypt what it can't touch</h1><p class="lead">Brackenvault protects Microsoft 365, servers, virtual machines and endpoints with immutable, air-gapped backups stored in UK data centres — and recovers a whole site in minutes.</p><div class="hero__ctas"><a class="btn btn--primary" href="/find-a-partner">Find an MSP partner</a><a class="btn btn--ghost" href="/partner-programme">Become a partner</a></div></div><img src="/uploads/home/console-hero.webp" alt="Brackenvault multi-tenant console" width="640" height="430"></div></section>
<section class="stats"><div class="container stats__grid"><div><strong>1,200+</strong><span>MSP partners</span></div><div><strong>48,000</strong><span>organisations protected</span></div><div><strong>11 PB</strong><span>under protection</span></div><div><strong>4 min</strong><span>median VM recovery</span></div></div></section>
<section class="features"><div class="container"><h2>Built for the way MSPs work</h2><div class="features__grid">
<article x-data="{ more: false }"><h3>Multi-tenant from day one</h3><p>Manage every client from one console with per-tenant policies, white-label reports and consolidated monthly billing.</p><button type="button" @click="more = !more" class="link">More</button><p x-show="more" x-cloak>Role-based access for your technicians and read-only dashboards for your clients.</p></article>
<article><h3>Immutable by default</h3><p>Object-lock immutability with a minimum 14-day retention that nobody — not even you — can shorten.</p></article>
<article><h3>PSA &amp; RMM integrations</h3><p>Tickets, alerts and billing flow into the tools your service desk already lives in.</p></article>
<article><h3>UK data sovereignty</h3><p>Data stays in London and Manchester data centres, with EU and US regions available.</p></article>
</div></div></section>
<section class="logos"><div class="container"><h2>Trusted by MSPs protecting schools, councils and SMEs</h2><ul class="logos__list"><li><img src="/uploads/logos/customers/harbury-academy-trust.svg" alt="Harbury Academy Trust" width="140" height="44" loading="lazy"></li><li><img src="/uploads/logos/customers/severn-vale-council.svg" alt="Severn Vale District Council" width="140" height="44" loading="lazy"></li><li><img src="/uploads/logos/customers/ashdown-law.svg" alt="Ashdown Law LLP" width="140" height="44" loading="lazy"></li><li><img src="/uploads/logos/customers/morland-dental.svg" alt="Morland Dental Group" width="140" height="44" loading="lazy"></li></ul></div></section>
<section class="powered"><div class="container powered__inner"><img src="/uploads/logos/partners/wasabi-powered-by.svg" alt="Powered by Wasabi" width="160" height="50" loading="lazy"><p>Brackenvault storage is powered by <a href="https://wasabi.com/" rel="noopener" target="_blank">Wasabi Hot Cloud Storage</a>, with object-lock immutability and no egress fees. <a href="/technology-partners">More about our technology partners</a></p></div></section>
<section class="awards"><div class="container"><ul class="awards__list"><li><a href="https://www.comms-dealer.com/channel-awards" rel="noopener" target="_blank"><img src="/uploads/awards/channel-awards-2024.png" alt="Comms Dealer Channel Awards 2024 – Backup Vendor of the Year" width="120" height="120" loading="lazy"></a></li><li><img src="/uploads/awards/cyber-essentials-plus.png" alt="Cyber Essentials Plus" width="100" height="100" loading="lazy"></li><li><img src="/uploads/awards/iso-27001.png" alt="ISO 27001 certified" width="100" height="100" loading="lazy"></li></ul></div></section>`,
);

// ---------------------------------------------------------------- find a partner (paginated)

type Loc = [name: string, type: string, city: string, country: string, tier: string, url: string | null, blurb: string];
const locator: Loc[] = [
  [
    'Northbridge IT Services',
    'MSP',
    'Bristol',
    'United Kingdom',
    'Platinum',
    'https://www.northbridge-it.co.uk/',
    'Managed IT and security for 400+ SMEs across the South West.',
  ],
  [
    'Ingram Micro UK',
    'Distributor',
    'Milton Keynes',
    'United Kingdom',
    'Platinum',
    'https://uk.ingrammicro.com/',
    'Authorised UK distributor via the Ingram Micro Xvantage marketplace.',
  ],
  [
    'Westcoast',
    'Distributor',
    'Theale',
    'United Kingdom',
    'Gold',
    'https://www.westcoast.co.uk/',
    'Authorised distributor for UK resellers and MSPs.',
  ],
  [
    'Claremont Managed Services',
    'MSP',
    'Edinburgh',
    'United Kingdom',
    'Gold',
    'https://www.claremontms.co.uk/',
    'Scottish MSP specialising in education and charities.',
  ],
  [
    'Datacove Solutions',
    'MSP',
    'Cardiff',
    'United Kingdom',
    'Gold',
    'https://datacove.co.uk/',
    'Backup, DR and Microsoft 365 services for Welsh businesses.',
  ],
  ['Harrow & Finch IT', 'MSP', 'London', 'United Kingdom', 'Silver', null, 'Call 020 7946 0321 to speak to the team.'],
  [
    'Pinecrest Technology',
    'Reseller',
    'Leeds',
    'United Kingdom',
    'Silver',
    'https://pinecresttech.co.uk/',
    'IT procurement and licensing for Yorkshire SMEs.',
  ],
  [
    'Stackwell Networks',
    'Reseller',
    'Manchester',
    'United Kingdom',
    'Silver',
    'https://www.stackwell.net/',
    'Connectivity, hardware and cloud services reseller.',
  ],
  [
    'Irish Cloud Services',
    'MSP',
    'Dublin',
    'Ireland',
    'Silver',
    'https://irishcloudservices.ie/',
    'Cloud backup and managed IT across Ireland.',
  ],
  [
    'Proxima Tech',
    'Reseller',
    'Amsterdam',
    'Netherlands',
    'Silver',
    'https://www.proximatech.nl/',
    'Benelux reseller for Brackenvault and Microsoft 365.',
  ],
  [
    'Fenland IT Support',
    'MSP',
    'Cambridge',
    'United Kingdom',
    'Silver',
    'https://fenlandit.co.uk/',
    'Support and backup for professional services firms in East Anglia.',
  ],
  [
    'Oakleaf Managed IT',
    'MSP',
    'Birmingham',
    'United Kingdom',
    'Gold',
    'https://www.oakleafmanagedit.co.uk/',
    'Fully managed IT for Midlands manufacturers.',
  ],
  ['Kelso Data', 'Reseller', 'Glasgow', 'United Kingdom', 'Silver', 'https://kelsodata.co.uk/', 'Storage and data-protection specialists.'],
  [
    'Thames Valley Cloud',
    'MSP',
    'Reading',
    'United Kingdom',
    'Silver',
    'https://thamesvalleycloud.co.uk/',
    'Microsoft-focused MSP for the Thames Valley.',
  ],
  ['Nordlys IT', 'MSP', 'Oslo', 'Norway', 'Silver', 'https://www.nordlys-it.no/', 'Nordic MSP offering Brackenvault from EU data centres.'],
];

const PER = 10;
const locatorPage = (n: number) => {
  const pages = Math.ceil(locator.length / PER);
  const rows = locator.slice((n - 1) * PER, n * PER);
  const link = (i: number) => (i === 1 ? '/find-a-partner' : `/find-a-partner?page=${i}`);
  return page(
    n === 1 ? 'Find a partner | Brackenvault' : `Find a partner – page ${n} | Brackenvault`,
    'Find a Brackenvault MSP, reseller or distributor in the UK, Ireland and Europe.',
    n === 1 ? '/find-a-partner' : `/find-a-partner?page=${n}`,
    `<section class="page-hero"><div class="container"><p class="eyebrow">Partner locator</p><h1>Find a Brackenvault partner</h1><p class="lead">Brackenvault is only available through our partners. Filter by country and partner type to find an MSP, reseller or distributor near you.</p></div></section>
<section class="locator"><div class="container">
<form class="locator__filters" method="get" action="/find-a-partner"><label>Country <select name="country"><option value="">All countries</option><option>United Kingdom</option><option>Ireland</option><option>Netherlands</option><option>Norway</option></select></label><label>Partner type <select name="type"><option value="">All types</option><option>MSP</option><option>Reseller</option><option>Distributor</option></select></label><label>Tier <select name="tier"><option value="">Any tier</option><option>Platinum</option><option>Gold</option><option>Silver</option></select></label><button class="btn btn--primary" type="submit">Filter</button></form>
<p class="locator__count">Showing ${(n - 1) * PER + 1}–${(n - 1) * PER + rows.length} of ${locator.length} partners</p>
<ul class="locator__list">${rows
      .map(
        ([name, type, city, country, tier, url, blurb]) =>
          `<li class="locator__item"><div class="locator__head"><h2 class="locator__name">${name.replace('&', '&amp;')}</h2><span class="tier tier--${tier.toLowerCase()}">${tier}</span></div><p class="locator__meta">${type} · ${city}, ${country}</p><p>${blurb}</p>${url ? `<a class="locator__link" href="${url}" target="_blank" rel="noopener">Visit website</a>` : ''}</li>`,
      )
      .join('\n')}</ul>
<nav class="pagination" aria-label="Pagination">${n > 1 ? `<a href="${link(n - 1)}" rel="prev">Previous</a>` : ''}${Array.from({ length: pages }, (_, i) => (i + 1 === n ? `<span aria-current="page">${i + 1}</span>` : `<a href="${link(i + 1)}">${i + 1}</a>`)).join('')}${n < pages ? `<a href="${link(n + 1)}" rel="next">Next</a>` : ''}</nav>
</div></section>
<section class="cta-band"><div class="container"><h2>Are you an MSP?</h2><p>Join 1,200 partners selling Brackenvault with monthly billing and no minimum commitment.</p><a href="/partner-programme" class="btn btn--primary">Explore the partner programme</a></div></section>`,
  );
};

// ---------------------------------------------------------------- technology partners (prose + powered by)

const tech = page(
  'Technology partners | Brackenvault',
  'The storage, hypervisor, PSA and RMM platforms Brackenvault is built on and integrates with.',
  '/technology-partners',
  `<section class="page-hero"><div class="container"><p class="eyebrow">Technology partners</p><h1>Built on, and built into, the MSP stack</h1></div></section>
<section class="prose-section"><div class="container prose">
<h2>Powered by Wasabi</h2>
<div class="powered-box"><img src="/uploads/logos/partners/wasabi.svg" alt="Wasabi" width="160" height="48" loading="lazy"><p>Every Brackenvault backup lands in <a href="https://wasabi.com/" rel="noopener" target="_blank">Wasabi</a> Hot Cloud Storage in its London and Amsterdam regions. Wasabi's S3 Object Lock gives us true immutability, and its no-egress pricing means a full-site restore never comes with a surprise bill.</p></div>
<h2>Platforms we protect</h2>
<p>Brackenvault for Microsoft 365 is built on the Microsoft Graph API and protects Exchange Online, OneDrive, SharePoint and Teams; we are a member of the <a href="https://partner.microsoft.com/en-gb/" rel="noopener" target="_blank">Microsoft AI Cloud Partner Program</a>. For virtual infrastructure we are certified with <a href="https://www.vmware.com/" rel="noopener" target="_blank">VMware vSphere</a> and support Hyper-V natively, and in 2024 we added agentless backup for <a href="https://www.proxmox.com/en/" rel="noopener" target="_blank">Proxmox VE</a> in partnership with Proxmox Server Solutions.</p>
<h2>PSA and RMM integrations</h2>
<p>Alerts and usage flow directly into the professional services automation and remote monitoring tools our partners run. Our <a href="https://www.connectwise.com/" rel="noopener" target="_blank">ConnectWise</a> integration raises PSA tickets for failed jobs and syncs monthly usage to agreements; <a href="https://www.ninjaone.com/" rel="noopener" target="_blank">NinjaOne</a> users can deploy the Brackenvault agent from their RMM policies; and <a href="https://halopsa.com/" rel="noopener" target="_blank">HaloPSA</a> customers get ticketing and billing sync out of the box.</p>
<p>We also export job data to Datto Autotask and Kaseya VSA via our open webhooks, though these are community-maintained connectors rather than formal partnerships.</p>
<h2>Integration matrix</h2>
<table class="matrix"><thead><tr><th>Platform</th><th>Type</th><th>Tickets</th><th>Billing sync</th><th>Agent deployment</th><th>Status</th></tr></thead><tbody>
<tr><td>ConnectWise PSA</td><td>PSA</td><td>✓</td><td>✓</td><td>–</td><td>Certified</td></tr>
<tr><td>ConnectWise Automate</td><td>RMM</td><td>–</td><td>–</td><td>✓</td><td>Certified</td></tr>
<tr><td>NinjaOne</td><td>RMM</td><td>✓</td><td>–</td><td>✓</td><td>Certified</td></tr>
<tr><td>HaloPSA</td><td>PSA</td><td>✓</td><td>✓</td><td>–</td><td>Certified</td></tr>
<tr><td>Datto Autotask</td><td>PSA</td><td>✓</td><td>–</td><td>–</td><td>Community</td></tr>
<tr><td>Kaseya VSA</td><td>RMM</td><td>–</td><td>–</td><td>✓</td><td>Community</td></tr>
<tr><td>VMware vSphere 7/8</td><td>Hypervisor</td><td colspan="3">Agentless image backup, CBT, instant VM recovery</td><td>Certified</td></tr>
<tr><td>Microsoft Hyper-V</td><td>Hypervisor</td><td colspan="3">Agentless image backup, RCT, instant VM recovery</td><td>Native</td></tr>
<tr><td>Proxmox VE 8</td><td>Hypervisor</td><td colspan="3">Agentless backup via the Proxmox backup API</td><td>Certified</td></tr>
</tbody></table>
<h2>Frequently asked questions</h2>
<div class="faq" x-data="{ q: null }">
<div class="faq__item"><button type="button" @click="q = q === 1 ? null : 1">Can I bring my own storage?</button><p x-show="q === 1" x-cloak>Platinum partners can target their own S3-compatible, object-lock-enabled bucket. Immutability and retention rules are enforced either way.</p></div>
<div class="faq__item"><button type="button" @click="q = q === 2 ? null : 2">Where is my clients' data stored?</button><p x-show="q === 2" x-cloak>By default in our London region, with replicas in Manchester. EU (Amsterdam) and US (Virginia) regions are available per tenant.</p></div>
<div class="faq__item"><button type="button" @click="q = q === 3 ? null : 3">Do integrations cost extra?</button><p x-show="q === 3" x-cloak>No. All certified integrations are included in every partner tier.</p></div>
<div class="faq__item"><button type="button" @click="q = q === 4 ? null : 4">How do I request a new integration?</button><p x-show="q === 4" x-cloak>Vote for integrations on the roadmap board in the partner portal; the most requested ones are prioritised every quarter.</p></div>
</div>
<h2>Open source</h2>
<p>Our agents use <a href="https://restic.net/" rel="noopener" target="_blank">restic</a>-compatible chunking and the <a href="https://github.com/klauspost/compress" rel="noopener" target="_blank">klauspost/compress</a> library. We're grateful to their maintainers and sponsor both projects.</p>
<h2>Become a technology partner</h2>
<p>Building for MSPs? Email <a href="mailto:alliances@brackenvault.co.uk">alliances@brackenvault.co.uk</a>.</p>
</div></section>`,
);

// ---------------------------------------------------------------- partner programme

const programme = page(
  'Partner programme | Brackenvault',
  'Brackenvault partner programme for MSPs and resellers: monthly billing, NFR licences, tiers and deal registration.',
  '/partner-programme',
  `<section class="page-hero"><div class="container"><p class="eyebrow">Partner programme</p><h1>Backup your clients can rely on. Margins you can rely on.</h1><p class="lead">No minimum commitment, monthly billing in arrears, free NFR licences and a UK-based partner success team.</p><div class="page-hero__ctas"><a class="btn btn--primary" href="#apply">Apply now</a><a class="btn btn--ghost" href="https://brackenvault.zift123.com/">Partner portal login</a></div></div></section>
<section class="tiers"><div class="container"><h2>Partner tiers</h2><table class="tiers__table"><thead><tr><th></th><th>Silver</th><th>Gold</th><th>Platinum</th></tr></thead><tbody><tr><th>Monthly protected data</th><td>Any</td><td>10 TB+</td><td>50 TB+</td></tr><tr><th>Discount off list</th><td>25%</td><td>35%</td><td>45%</td></tr><tr><th>Deal registration</th><td>✓</td><td>✓</td><td>✓</td></tr><tr><th>Market development funds</th><td>–</td><td>✓</td><td>✓</td></tr><tr><th>Dedicated partner success manager</th><td>–</td><td>–</td><td>✓</td></tr><tr><th>Listed in the partner locator</th><td>✓</td><td>✓ (priority)</td><td>✓ (featured)</td></tr></tbody></table></div></section>
<section class="buy"><div class="container"><h2>How to buy</h2><p>Partners can buy direct from Brackenvault with monthly invoicing, or through our authorised distributors, Ingram Micro UK and Westcoast. See the <a href="/find-a-partner">partner locator</a>.</p></div></section>
<section class="benefits"><div class="container"><h2>What every partner gets</h2><ul class="benefits__list"><li><strong>Free NFR licences</strong> to protect your own estate and run demos.</li><li><strong>White-label reports</strong> with your logo for monthly client reviews.</li><li><strong>Sales enablement</strong>: battlecards, ransomware-readiness assessment templates and co-branded campaigns.</li><li><strong>Technical certification</strong>: free online training for your engineers, with a certified-engineer badge for your website.</li></ul></div></section>
<section id="apply" class="apply"><div class="container"><h2>Apply to become a partner</h2>
<form method="post" action="/partner-programme" accept-charset="UTF-8" x-data="{ sent: false }" @submit="sent = true"><input type="hidden" name="CRAFT_CSRF_TOKEN" value="dGhpcy1pcy1hLWNzcmYtdG9rZW4tZm9yLWJyYWNrZW52YXVsdA"><input type="hidden" name="action" value="contact-form/send"><input type="hidden" name="redirect" value="3c1e9a7f2b5d8e0a4c6f1b3d5e7a9c2e|/partner-programme/thanks"><div class="form-grid"><label>Your name<input type="text" name="fromName" required></label><label>Company<input type="text" name="message[Company]" required></label><label>Email<input type="email" name="fromEmail" required></label><label>Website<input type="url" name="message[Website]"></label><label>Partner type<select name="message[Type]"><option>MSP</option><option>Reseller</option><option>Distributor</option></select></label><label>Number of managed endpoints<input type="number" name="message[Endpoints]"></label></div><label>Anything else?<textarea name="message[body]" rows="4"></textarea></label><button class="btn btn--primary" type="submit">Submit application</button><p x-show="sent" x-cloak>Thanks — we'll be in touch within two working days.</p></form></div></section>`,
);

// ---------------------------------------------------------------- about (negatives)

const about = page(
  'About Brackenvault',
  'Founded in Bath in 2018, Brackenvault builds immutable backup for managed service providers.',
  '/about',
  `<section class="page-hero"><div class="container"><p class="eyebrow">About</p><h1>Made in Bath, trusted by MSPs</h1><p class="lead">Brackenvault was founded in 2018 by a former MSP owner who lost a client to ransomware when their backups were encrypted too. We now employ 85 people in Bath and Manchester.</p></div></section>
<section class="prose-section"><div class="container prose">
<h2>Our story</h2><p>Brackenvault began as an internal tool at a Bath MSP. After a client's on-site backups were encrypted alongside their servers in 2017, our founder, Tom Ellery, rebuilt the practice's backup stack around immutable cloud storage and a single multi-tenant console. Other MSPs asked to use it, and Brackenvault was incorporated the following year.</p><p>Today more than 1,200 MSPs use Brackenvault to protect schools, councils, law firms, dental groups and manufacturers. We remain channel-only: we never sell to end customers, and we never compete with our partners.</p>
<h2>What we believe</h2><ul><li><strong>Channel first.</strong> Every product decision starts with the question "does this make our partners' lives easier?"</li><li><strong>Recovery is the product.</strong> Backups are only worth what you can restore, so we test restores automatically every week for every tenant.</li><li><strong>Plain pricing.</strong> One price per protected TB or seat, billed monthly in arrears, with no egress or restore fees.</li><li><strong>Keep it local.</strong> UK data stays in the UK unless you choose otherwise.</li></ul>
<h2>Leadership</h2><div class="team-grid"><div class="team-card"><img src="/uploads/team/tom-ellery.jpg" alt="Tom Ellery" width="200" height="200" loading="lazy"><h3>Tom Ellery</h3><p>Founder &amp; CEO</p></div><div class="team-card"><img src="/uploads/team/priya-raman.jpg" alt="Priya Raman" width="200" height="200" loading="lazy"><h3>Priya Raman</h3><p>CTO</p></div><div class="team-card"><img src="/uploads/team/gareth-hughes.jpg" alt="Gareth Hughes" width="200" height="200" loading="lazy"><h3>Gareth Hughes</h3><p>VP Channel</p></div><div class="team-card"><img src="/uploads/team/sophie-marsh.jpg" alt="Sophie Marsh" width="200" height="200" loading="lazy"><h3>Sophie Marsh</h3><p>Head of Partner Success</p></div></div>
<h2>Milestones</h2><ol class="timeline"><li><strong>2018</strong> Company founded in Bath</li><li><strong>2019</strong> First 100 MSP partners; Microsoft 365 backup launched</li><li><strong>2021</strong> Series A; Manchester office opens</li><li><strong>2023</strong> Disaster-recovery-as-a-service and EU region launched</li><li><strong>2024</strong> Proxmox VE support; 1,000th partner</li></ol>
<h2>Investors</h2><p>We're backed by <a href="https://www.notion.vc/" rel="noopener" target="_blank">Notion Capital</a> and <a href="https://www.episode1.com/" rel="noopener" target="_blank">Episode 1 Ventures</a>, and received an Innovate UK Smart grant in 2020.</p>
<h2>Certifications</h2><p>ISO/IEC 27001:2022 certified by <a href="https://www.lrqa.com/en-gb/" rel="noopener" target="_blank">LRQA</a>; Cyber Essentials Plus; our data centres are operated by ISO 27001 and SOC 2 certified providers in London and Manchester.</p>
<h2>Awards</h2><p>Backup Vendor of the Year at the <a href="https://www.comms-dealer.com/channel-awards" rel="noopener" target="_blank">Comms Dealer Channel Awards 2024</a>; finalist, SDC Awards 2024.</p>
<h2>Events</h2><p>Meet the team at <a href="https://www.channellive.co.uk/" rel="noopener" target="_blank">Channel Live</a> in Birmingham and at our own partner roadshows across the UK.</p>
<h2>Careers</h2><p>We're hiring partner success managers and Go engineers. <a href="https://brackenvault.bamboohr.com/careers">View vacancies</a>.</p>
</div></section>`,
);

// ---------------------------------------------------------------- contact

const contact = page(
  'Contact | Brackenvault',
  'Contact Brackenvault sales, partner success or support.',
  '/contact',
  `<section class="page-hero"><div class="container"><h1>Contact us</h1><p class="lead">End customers: please contact your MSP first, or <a href="/find-a-partner">find a partner</a>.</p></div></section>
<section class="contact"><div class="container contact__grid"><div><h2>Partner sales</h2><p><a href="mailto:partners@brackenvault.co.uk">partners@brackenvault.co.uk</a><br>+44 (0)1225 940 210</p><h2>Partner support</h2><p>24/7 for Platinum and Gold partners via the <a href="https://brackenvault.zift123.com/">partner portal</a>; knowledge base at <a href="https://docs.brackenvault.cloud/">docs.brackenvault.cloud</a>.</p><h2>Press</h2><p><a href="mailto:press@brackenvault.co.uk">press@brackenvault.co.uk</a></p></div><form class="contact__form" method="post" action="/contact" accept-charset="UTF-8"><input type="hidden" name="CRAFT_CSRF_TOKEN" value="dGhpcy1pcy1hLWNzcmYtdG9rZW4tZm9yLWJyYWNrZW52YXVsdA"><input type="hidden" name="action" value="contact-form/send"><label>Name<input type="text" name="fromName" required></label><label>Email<input type="email" name="fromEmail" required></label><label>Company<input type="text" name="message[Company]"></label><label>I am<select name="message[Role]"><option>An MSP or reseller</option><option>An end customer</option><option>A journalist</option><option>Something else</option></select></label><label>Message<textarea name="message[body]" rows="5" required></textarea></label><button class="btn btn--primary" type="submit">Send message</button></form>
<div class="contact__faq"><h2>Before you get in touch</h2><dl><dt>I'm an end customer and need to restore data.</dt><dd>Please contact your MSP, who has full restore rights in the Brackenvault console. If you don't know who your MSP is, email support with your company name and we'll put you in touch.</dd><dt>I'd like a trial.</dt><dd>Trials are available to MSPs and resellers only. Apply through the partner programme and we'll set up a 30-day NFR tenant.</dd><dt>I want to report a security issue.</dt><dd>Email security@brackenvault.co.uk. We follow coordinated disclosure and respond within one working day.</dd><dt>Where can I check service health?</dt><dd>Live status, maintenance windows and incident history are published on our status page, and partners can subscribe to alerts by email or webhook.</dd></dl><h2>Office hours</h2><table class="hours"><tbody><tr><th>Partner sales</th><td>Mon–Fri, 08:30–17:30 UK time</td></tr><tr><th>Partner support (Silver)</th><td>Mon–Fri, 07:00–20:00 UK time</td></tr><tr><th>Partner support (Gold, Platinum)</th><td>24/7/365</td></tr><tr><th>Accounts &amp; billing</th><td>Mon–Fri, 09:00–17:00 UK time</td></tr></tbody></table></div>
<div><h2>Offices</h2><p><strong>Bath (HQ)</strong><br>Unit 7, The Tramshed, Beehive Yard, Bath BA1 5BB</p><p><strong>Manchester</strong><br>Bruntwood Works, 1 Lincoln Square, Manchester M2 5LN</p><div class="map" x-data="{ show: false }"><button type="button" @click="show = true" x-show="!show">Show map</button><img x-show="show" x-cloak src="/uploads/contact/map-bath.png" alt="Map of Bath office" width="480" height="300" loading="lazy"></div></div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'brackenvault.co.uk',
  otherDomains: ['brackenvault.cloud'],
  covers:
    'UK backup SaaS for MSPs on Craft CMS/nginx with Alpine.js and Fathom, no sitemap: a server-rendered partner locator paginated with ?page=2 (MSPs, resellers, distributors; one entry without a website), technology partners named in prose with links plus a "Powered by Wasabi" block (community connectors named without links); negatives are customer logos, investors, LRQA/Cyber Essentials, Comms Dealer award, Channel Live, open-source libraries credited with links, BambooHR careers, a Zift-hosted partner portal login and own console/docs/status domain.',
  pages: {
    '/': { headers: craftHeaders(), html: home },
    '/find-a-partner': { headers: craftHeaders(), html: locatorPage(1) },
    '/find-a-partner?page=2': { headers: craftHeaders(), html: locatorPage(2) },
    '/technology-partners': { headers: craftHeaders(), html: tech },
    '/partner-programme': { headers: craftHeaders(), html: programme },
    '/resellers': { status: 301, redirect: '/find-a-partner' },
    '/partners': { status: 301, redirect: '/find-a-partner' },
    '/about': { headers: craftHeaders(), html: about },
    '/contact': { headers: craftHeaders(), html: contact },
  },
  technologies: ['craft-cms', 'yii', 'php', 'nginx', 'alpine-js', 'fathom', 'open-graph'],
  partners: {
    'northbridge-it.co.uk': 'channel',
    'ingrammicro.com': 'channel',
    'westcoast.co.uk': 'channel',
    'claremontms.co.uk': 'channel',
    'datacove.co.uk': 'channel',
    'pinecresttech.co.uk': 'channel',
    'stackwell.net': 'channel',
    'irishcloudservices.ie': 'channel',
    'proximatech.nl': 'channel',
    'fenlandit.co.uk': 'channel',
    'oakleafmanagedit.co.uk': 'channel',
    'kelsodata.co.uk': 'channel',
    'thamesvalleycloud.co.uk': 'channel',
    'nordlys-it.no': 'channel',
    'wasabi.com': 'technology',
    'microsoft.com': 'technology',
    'vmware.com': 'technology',
    'proxmox.com': 'technology',
    'connectwise.com': 'technology',
    'ninjaone.com': 'technology',
    'halopsa.com': 'technology',
  },
};
