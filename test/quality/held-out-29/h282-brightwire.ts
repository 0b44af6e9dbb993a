import type { CorpusSite } from '../corpus/types.js';

/*
 * Brightwire: a UK business connectivity provider (broadband, leased lines, mobile and IoT SIMs), a Next.js
 * site (pages router) on Vercel with OneTrust, GTM, the LinkedIn Insight Tag and a Trustpilot widget.
 */

const BUILD = 'k3Jd8QxV2pL0mYz7';
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'lhr1::iad1::7xk2p-1716210034412-9c1f0e2a3b4d',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cache-control': 'public, max-age=0, must-revalidate',
  etag: '"b3f1c9a0d2e7"',
};

const nav = [
  { label: 'Broadband & Leased Lines', href: '/business-broadband' },
  { label: 'Mobile & IoT', href: '/mobile-and-iot' },
  { label: 'Partners', href: '/partners' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://www.brightwire.co.uk${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:type" content="website"/><meta property="og:url" content="https://www.brightwire.co.uk${path}"/><meta property="og:image" content="https://www.brightwire.co.uk/og/brightwire-default.png"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico" sizes="any"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/><meta name="theme-color" content="#0b1f3a"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="preload" href="/_next/static/css/6a1e0b3f9c2d4e57.css" as="style"/><link rel="stylesheet" href="/_next/static/css/6a1e0b3f9c2d4e57.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-8fa1640cc84ba8fe.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-6c0e1e0e3a4b7f1c.js" defer=""></script><script src="/_next/static/chunks/pages/_app-3d9d2b0a8f5c7e21.js" defer=""></script><script src="/_next/static/chunks/pages${path === '/' ? '/index' : path}-9e8d7c6b5a4f3e2d.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script>
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0190a7c2-5b1e-7d3f-9a2c-4e8b1f6d0c3a" type="text/javascript" charset="UTF-8"></script>
<script>function OptanonWrapper() { window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'OneTrustGroupsUpdated' }); }</script>
<script id="_next-gtm-init">(function(w,l){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});})(window,'dataLayer');</script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-W7BRT4M" async="" id="_next-gtm" data-nscript="afterInteractive"></script>
</head>`;
}

function header(path: string): string {
  return `<body><div id="__next"><div class="min-h-screen flex flex-col"><div class="bg-navy-900 text-white text-sm"><div class="container mx-auto flex justify-between py-2 px-4"><p>Existing customer? <a class="underline" href="https://my.brightwire.co.uk/login">Log in to MyBrightwire</a> &middot; <a class="underline" href="https://www.brightwirestatus.com/">Service status</a></p><p><a href="tel:+443301245800">0330 124 5800</a> &middot; Mon&ndash;Fri 8am&ndash;7pm</p></div></div>
<header class="sticky top-0 z-40 bg-white shadow-sm"><div class="container mx-auto flex items-center justify-between px-4 py-4"><a href="/" aria-label="Brightwire home"><svg width="150" height="32" viewBox="0 0 150 32" role="img" aria-hidden="true"><path d="M4 4h10l6 24H10z" fill="#f5a623"></path><text x="28" y="23" font-size="20" font-weight="700" fill="#0b1f3a">brightwire</text></svg></a>
<nav aria-label="Primary" class="hidden lg:block"><ul class="flex gap-8 font-medium">${nav
    .map(
      (n) => `<li><a class="${path.startsWith(n.href) ? 'text-amber-600' : 'hover:text-amber-600'}" href="${n.href}">${n.label}</a></li>`,
    )
    .join('')}</ul>
<div class="megamenu hidden" data-menu="products"><div class="grid grid-cols-3 gap-8 p-8"><div><p class="eyebrow">Connectivity</p><ul><li><a href="/business-broadband#fttp">Full fibre broadband (FTTP)</a></li><li><a href="/business-broadband#leased-lines">Leased lines up to 10Gbps</a></li><li><a href="/business-broadband#sogea">SoGEA (no phone line)</a></li><li><a href="/business-broadband#4g-backup">4G/5G failover</a></li></ul></div><div><p class="eyebrow">Mobile</p><ul><li><a href="/mobile-and-iot#business-mobile">Business mobile plans</a></li><li><a href="/mobile-and-iot#iot">IoT &amp; M2M SIMs</a></li><li><a href="/network/roaming">Roaming coverage</a></li></ul></div><div><p class="eyebrow">Voice</p><ul><li><a href="/business-broadband#voip">Hosted VoIP</a></li><li><a href="/business-broadband#teams">Microsoft Teams calling</a></li><li><a href="/business-broadband#switch-off">2027 PSTN switch-off guide</a></li></ul></div></div></div></nav>
<div class="flex gap-3"><a class="btn btn-outline" href="/contact?topic=sales">Talk to sales</a><a class="btn btn-primary" href="/business-broadband#checker">Check availability</a></div></div></header><main class="flex-1">`;
}

const footer = `</main>
<footer class="bg-navy-900 text-slate-300"><div class="container mx-auto grid grid-cols-2 md:grid-cols-5 gap-8 px-4 py-14">
<div class="col-span-2"><p class="text-white text-lg font-semibold">Connectivity for businesses that can&#x27;t afford to go offline.</p><p class="mt-3">Brightwire Networks Ltd is registered in England &amp; Wales, company no. 09876123. Registered office: 3 Temple Quay, Bristol BS1 6DZ. VAT GB 231 4455 87.</p>
<ul class="flex gap-4 mt-6"><li><a href="https://www.ispa.org.uk/" target="_blank" rel="noreferrer"><img src="/badges/ispa-member.svg" alt="ISPA member" width="80" height="40" loading="lazy"/></a></li><li><a href="https://www.ncsc.gov.uk/cyberessentials/overview" target="_blank" rel="noreferrer"><img src="/badges/cyber-essentials-plus.svg" alt="Cyber Essentials Plus certified" width="40" height="40" loading="lazy"/></a></li><li><img src="/badges/iso-27001.svg" alt="ISO/IEC 27001 certified" width="40" height="40" loading="lazy"/></li><li><img src="/badges/comms-national-awards-2023-finalist.svg" alt="Comms National Awards 2023 finalist" width="80" height="40" loading="lazy"/></li></ul></div>
<div><p class="footer-heading">Products</p><ul class="space-y-2"><li><a href="/business-broadband">Business broadband</a></li><li><a href="/business-broadband#leased-lines">Leased lines</a></li><li><a href="/mobile-and-iot">Business mobile</a></li><li><a href="/mobile-and-iot#iot">IoT SIMs</a></li><li><a href="/business-broadband#voip">Hosted VoIP</a></li></ul></div>
<div><p class="footer-heading">Partners</p><ul class="space-y-2"><li><a href="/partners">Partner programme</a></li><li><a href="/partners/find-a-reseller">Find a reseller</a></li><li><a href="/network/roaming">Roaming partners</a></li><li><a href="https://partners.brightwire.co.uk/">Partner portal login</a></li></ul></div>
<div><p class="footer-heading">Company</p><ul class="space-y-2"><li><a href="/about">About us</a></li><li><a href="/about#careers">Careers</a></li><li><a href="/contact">Contact</a></li><li><a href="/legal/complaints">Complaints code</a></li><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/accessibility">Accessibility</a></li></ul></div></div>
<div class="border-t border-navy-700"><div class="container mx-auto flex flex-col md:flex-row justify-between px-4 py-6 text-xs"><p>&copy; 2024 Brightwire Networks Ltd. Brightwire is a trading name of Brightwire Networks Ltd. We follow the <a class="underline" href="https://www.ofcom.org.uk/phones-and-broadband/information-for-industry/telecoms-competition-regulation/general-conditions-of-entitlement" target="_blank" rel="noreferrer">Ofcom General Conditions</a> and are a member of <a class="underline" href="https://www.ombudsman-services.org/sectors/communications" target="_blank" rel="noreferrer">Ombudsman Services: Communications</a>. Customers in Ireland: <a class="underline" href="https://www.brightwire.ie/">brightwire.ie</a></p>
<ul class="flex gap-4"><li><a href="https://www.linkedin.com/company/brightwire-networks" aria-label="LinkedIn">in</a></li><li><a href="https://x.com/brightwireuk" aria-label="X">X</a></li><li><a href="https://www.youtube.com/@brightwirenetworks" aria-label="YouTube">YT</a></li></ul></div></div></footer>
<div id="onetrust-consent-sdk"></div></div></div>`;

function nextData(page: string, props: Record<string, unknown>): string {
  return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props, __N_SSG: true }, page, query: {}, buildId: BUILD, isFallback: false, gsp: true, scriptLoader: [] })}</script>`;
}

const tail = `<script src="https://snap.licdn.com/li.lms-analytics/insight.min.js" async=""></script><noscript><img height="1" width="1" style="display:none" alt="" src="https://px.ads.linkedin.com/collect/?pid=4920381&amp;fmt=gif"/></noscript></body></html>`;

function page(
  path: string,
  title: string,
  description: string,
  body: string,
  props: Record<string, unknown>,
): { headers: Record<string, string>; html: string } {
  return {
    headers,
    html: `${head(title, description, path)}${header(path)}${body}${footer}${nextData(path === '/' ? '/' : path, props)}${tail}`,
  };
}

const checker = `<section id="checker" class="bg-amber-50 py-12"><div class="container mx-auto px-4"><h2 class="text-2xl font-bold">Check what&#x27;s available at your premises</h2><form class="mt-6 flex gap-3" action="/api/availability" method="get"><label class="sr-only" for="postcode">Business postcode</label><input id="postcode" name="postcode" class="input" placeholder="e.g. BS1 6DZ" autoComplete="postal-code"/><input name="building" class="input" placeholder="Building number or name"/><button class="btn btn-primary" type="submit">Check availability</button></form><p class="mt-3 text-sm">We check FTTP, SoGEA, Ethernet and 5G coverage across every major UK network in under 10 seconds.</p></div></section>`;

const home = page(
  '/',
  'Brightwire | Business Broadband, Leased Lines & IoT Connectivity',
  'UK business broadband, leased lines, mobile and IoT SIMs with a 4-hour fix SLA and UK-based support.',
  `<section class="relative bg-navy-900 text-white"><div class="container mx-auto grid md:grid-cols-2 gap-10 px-4 py-20"><div><p class="eyebrow text-amber-400">Business connectivity</p><h1 class="text-5xl font-bold leading-tight">Always-on connectivity for UK business.</h1><p class="mt-6 text-lg">Full fibre, leased lines, 5G failover and IoT SIMs from one provider, with a 4-hour fix SLA and a support team in Bristol who answer in under 60 seconds.</p><div class="mt-8 flex gap-4"><a class="btn btn-primary" href="/business-broadband#checker">Check availability</a><a class="btn btn-ghost" href="/contact?topic=sales">Book a call</a></div></div>
<div><img alt="Engineer installing a leased line router in a comms cabinet" fetchpriority="high" width="640" height="480" decoding="async" data-nimg="1" class="rounded-2xl" style="color:transparent" srcSet="/_next/image?url=%2Fimages%2Fhero-engineer.jpg&amp;w=640&amp;q=75 1x, /_next/image?url=%2Fimages%2Fhero-engineer.jpg&amp;w=1920&amp;q=75 2x" src="/_next/image?url=%2Fimages%2Fhero-engineer.jpg&amp;w=1920&amp;q=75"/></div></div></section>
<section class="py-16"><div class="container mx-auto grid md:grid-cols-4 gap-6 px-4">
<article class="card"><h2 class="card-title">Full fibre broadband</h2><p>Up to 1.8Gbps on FTTP with static IPs and a business-grade router included.</p><a href="/business-broadband#fttp" class="link">Explore broadband</a></article>
<article class="card"><h2 class="card-title">Leased lines</h2><p>Dedicated, uncontended Ethernet from 100Mbps to 10Gbps with a 99.99% availability SLA.</p><a href="/business-broadband#leased-lines" class="link">Explore leased lines</a></article>
<article class="card"><h2 class="card-title">Business mobile</h2><p>SIM-only plans on the UK&#x27;s largest 5G networks with roaming in 180+ destinations.</p><a href="/mobile-and-iot#business-mobile" class="link">Explore mobile</a></article>
<article class="card"><h2 class="card-title">IoT &amp; M2M</h2><p>Multi-network IoT SIMs with pooled data, private APN and a management portal.</p><a href="/mobile-and-iot#iot" class="link">Explore IoT</a></article></div></section>
${checker}
<section class="py-16"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold text-center">Trusted by 4,000+ UK organisations</h2><ul class="mt-10 grid grid-cols-3 md:grid-cols-6 gap-8 items-center opacity-80">
<li><img src="/customers/avonside-vets.svg" alt="Avonside Veterinary Group" width="120" height="40" loading="lazy"/></li><li><img src="/customers/castlegate-dental.svg" alt="Castlegate Dental" width="120" height="40" loading="lazy"/></li><li><img src="/customers/harbourside-hotels.svg" alt="Harbourside Hotels" width="120" height="40" loading="lazy"/></li><li><a href="/case-studies/mendip-academy-trust"><img src="/customers/mendip-academy-trust.svg" alt="Mendip Academy Trust" width="120" height="40" loading="lazy"/></a></li><li><img src="/customers/severn-logistics.svg" alt="Severn Logistics" width="120" height="40" loading="lazy"/></li><li><img src="/customers/quayside-architects.svg" alt="Quayside Architects" width="120" height="40" loading="lazy"/></li></ul></div></section>
<section class="bg-slate-50 py-16"><div class="container mx-auto grid md:grid-cols-2 gap-10 px-4"><figure class="quote"><blockquote>&ldquo;We moved 42 surgeries to Brightwire leased lines with 5G backup. In two years we have not lost a single clinic day to an outage.&rdquo;</blockquote><figcaption>Hannah Price, IT Director, <a href="https://www.avonsidevets.co.uk/" target="_blank" rel="noreferrer">Avonside Veterinary Group</a></figcaption></figure>
<div><div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8807dec7e10d38f59f32" data-businessunit-id="5f2b1c3d4e5f6a7b8c9d0e1f" data-style-height="150px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/brightwire.co.uk" target="_blank" rel="noopener">Trustpilot</a></div><script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async=""></script></div></div></section>
<section class="py-16"><div class="container mx-auto px-4 grid md:grid-cols-3 gap-8"><div><h2 class="text-2xl font-bold">Sell Brightwire</h2><p class="mt-3">IT providers and MSPs earn recurring commission and get white-label billing through our <a class="link" href="/partners">partner programme</a>.</p></div><div><h2 class="text-2xl font-bold">Roam like home</h2><p class="mt-3">Our mobile plans roam on partner networks in 180+ destinations. <a class="link" href="/network/roaming">See our roaming partners</a>.</p></div><div><h2 class="text-2xl font-bold">The 2027 switch-off</h2><p class="mt-3">Every PSTN and ISDN line in the UK will be withdrawn by January 2027. <a class="link" href="/business-broadband#switch-off">Read our guide</a>.</p></div></div></section>`,
  { hero: 'home', trustpilot: true },
);

const broadband = page(
  '/business-broadband',
  'Business Broadband & Leased Lines | Brightwire',
  'Full fibre FTTP, SoGEA and dedicated Ethernet leased lines with SLAs for UK businesses.',
  `<section class="bg-navy-900 text-white py-16"><div class="container mx-auto px-4"><h1 class="text-4xl font-bold">Business broadband &amp; leased lines</h1><p class="mt-4 text-lg max-w-2xl">From a 80Mbps SoGEA line for a two-person office to a 10Gbps dedicated circuit for a data-heavy HQ.</p></div></section>
<section id="fttp" class="py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Full fibre (FTTP)</h2><div class="mt-8 grid md:grid-cols-4 gap-6">
${[
  ['Fibre 150', '150/30Mbps', '£32'],
  ['Fibre 500', '500/74Mbps', '£42'],
  ['Fibre 900', '900/110Mbps', '£55'],
  ['Fibre 1800', '1.8Gbps/120Mbps', '£79'],
]
  .map(
    ([n, s, p]) =>
      `<article class="plan-card"><h3 class="plan-name">${n}</h3><p class="plan-speed">${s}</p><p class="plan-price">${p}<span>/month ex VAT</span></p><ul class="plan-features"><li>Static IPv4 /29 and IPv6 /48</li><li>Business router with 4G failover slot</li><li>Next-business-day fix SLA</li><li>No usage caps or traffic management</li></ul><a class="btn btn-primary w-full" href="/contact?topic=sales&amp;plan=${encodeURIComponent(n!)}">Get this plan</a></article>`,
  )
  .join('\n')}
</div><p class="mt-4 text-xs text-slate-500">Speeds are estimated maximum line speeds. Availability depends on the Openreach, CityFibre or altnet network serving your premises. 24-month contract. Prices exclude VAT.</p></div></section>
<section id="leased-lines" class="bg-slate-50 py-14"><div class="container mx-auto px-4 grid md:grid-cols-2 gap-10"><div><h2 class="text-3xl font-bold">Dedicated leased lines</h2><p class="mt-4">Uncontended, symmetrical Ethernet from 100Mbps to 10Gbps with a 4-hour fix SLA, 99.99% availability and proactive monitoring from our Bristol NOC. Diverse dual-carrier options available for critical sites.</p><ul class="mt-6 list-disc pl-6"><li>Install in 35&ndash;65 working days, with excess construction charges quoted up front</li><li>Managed Fortinet or Cisco Meraki firewalls</li><li>BGP with your own AS, or our address space</li></ul></div><div class="rounded-2xl bg-white p-8 shadow"><h3 class="text-xl font-semibold">Typical pricing</h3><table class="mt-4 w-full text-left"><thead><tr><th>Bearer / bandwidth</th><th>From (per month)</th></tr></thead><tbody><tr><td>1Gbps / 100Mbps</td><td>£249</td></tr><tr><td>1Gbps / 500Mbps</td><td>£349</td></tr><tr><td>1Gbps / 1Gbps</td><td>£429</td></tr><tr><td>10Gbps / 5Gbps</td><td>£1,150</td></tr></tbody></table></div></div></section>
<section id="voip" class="py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Hosted VoIP &amp; Teams calling</h2><p id="teams" class="mt-4 max-w-3xl">Move your numbers to our cloud phone system, or bring them straight into Microsoft Teams with Operator Connect. We port numbers from any UK provider and keep your existing DDI ranges.</p><p id="switch-off" class="mt-4 max-w-3xl">The PSTN switch-off means analogue lines, ISDN30 and FTTC broadband bundled with a phone line are all being withdrawn. Alarm panels, lift lines and card terminals need planning: our guide walks through each one.</p></div></section>
<section id="4g-backup" class="bg-slate-50 py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">4G/5G failover</h2><p class="mt-4 max-w-3xl">Add a multi-network 5G SIM to any broadband or leased line router and your traffic switches over automatically in under three seconds if the fixed line fails.</p></div></section>
<section id="sogea" class="py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">SoGEA</h2><p class="mt-4 max-w-3xl">Single Order Generic Ethernet Access gives you fibre-to-the-cabinet speeds without paying for a phone line you no longer use. Available across 95% of UK premises.</p></div></section>
${checker}`,
  { section: 'broadband' },
);

const mobile = page(
  '/mobile-and-iot',
  'Business Mobile & IoT SIMs | Brightwire',
  '5G business mobile plans and multi-network IoT SIMs with pooled data and a private APN.',
  `<section class="bg-navy-900 text-white py-16"><div class="container mx-auto px-4"><h1 class="text-4xl font-bold">Business mobile &amp; IoT</h1><p class="mt-4 text-lg max-w-2xl">SIM-only plans for your team and multi-network SIMs for everything else: EV chargers, vending machines, alarm panels and telematics.</p></div></section>
<section id="business-mobile" class="py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Business mobile plans</h2><div class="mt-8 grid md:grid-cols-3 gap-6">
${[
  ['Essential', '15GB', '£9', 'EU and 40 destinations included'],
  ['Professional', '60GB', '£15', '75 destinations included'],
  ['Unlimited', 'Unlimited', '£22', '180+ destinations included'],
]
  .map(
    ([n, d, p, r]) =>
      `<article class="plan-card"><h3 class="plan-name">${n}</h3><p class="plan-speed">${d} data, unlimited UK minutes &amp; texts</p><p class="plan-price">${p}<span>/user/month ex VAT</span></p><p class="text-sm">Roaming: ${r}</p><a class="btn btn-primary w-full" href="/contact?topic=mobile&amp;plan=${n}">Choose ${n}</a></article>`,
  )
  .join('\n')}
</div><p class="mt-6">Roaming uses our partner networks abroad. Check the <a class="link" href="/network/roaming">roaming partner list</a> before you travel.</p></div></section>
<section id="iot" class="bg-slate-50 py-14"><div class="container mx-auto px-4 grid md:grid-cols-2 gap-10"><div><h2 class="text-3xl font-bold">IoT &amp; M2M SIMs</h2><p class="mt-4">Our IoT SIMs steer across every UK network and roam on 600+ networks worldwide. Data is pooled across your estate, so one busy device never triggers overage on its own.</p><ul class="mt-6 list-disc pl-6"><li>Private APN with static IPs and IPsec to your cloud</li><li>LTE-M and NB-IoT where available</li><li>eUICC SIMs that can be re-profiled over the air</li><li>REST API and webhooks for usage alerts</li></ul></div><div class="rounded-2xl bg-white p-8 shadow"><h3 class="text-xl font-semibold">Pooled data bundles</h3><table class="mt-4 w-full text-left"><thead><tr><th>Pool per SIM</th><th>Price per SIM</th></tr></thead><tbody><tr><td>10MB</td><td>£0.95</td></tr><tr><td>100MB</td><td>£1.75</td></tr><tr><td>1GB</td><td>£3.90</td></tr><tr><td>5GB</td><td>£7.50</td></tr></tbody></table></div></div></section>`,
  { section: 'mobile' },
);

type Reseller = { name: string; region: string; url: string; blurb: string; tier: string };
const resellers: Reseller[] = [
  {
    name: 'Northgate IT Solutions',
    region: 'North West England',
    url: 'https://www.northgate-it.co.uk/',
    blurb: 'Managed IT and cyber security for professional services firms across Manchester and Lancashire.',
    tier: 'Platinum partner',
  },
  {
    name: 'Severn Valley Comms',
    region: 'West Midlands',
    url: 'https://severnvalleycomms.co.uk/',
    blurb: 'Telecoms and VoIP specialists for manufacturers in Shropshire and Worcestershire since 2004.',
    tier: 'Gold partner',
  },
  {
    name: 'Pennine Voice & Data',
    region: 'Yorkshire',
    url: 'https://www.penninevoice.co.uk/contact',
    blurb: 'Multi-site connectivity and hosted telephony for retail and hospitality groups.',
    tier: 'Gold partner',
  },
  {
    name: 'Kelpie Networks',
    region: 'Scotland',
    url: 'https://kelpienetworks.scot/',
    blurb: 'Rural connectivity experts bringing leased lines and 5G to the Highlands and Islands.',
    tier: 'Platinum partner',
  },
  {
    name: 'Cardiff Bay Telecom',
    region: 'Wales',
    url: 'https://www.cardiffbaytelecom.co.uk/',
    blurb: 'Bilingual sales and support for Welsh SMEs, schools and councils.',
    tier: 'Silver partner',
  },
  {
    name: 'Thames Connect',
    region: 'London & South East',
    url: 'https://thamesconnect.com/',
    blurb: 'An MSP for architects, agencies and law firms in London and the Home Counties.',
    tier: 'Gold partner',
  },
];

const partnersPage = page(
  '/partners',
  'Partner Programme | Brightwire',
  'Resell Brightwire connectivity, or integrate with it. Our reseller and technology partner programme.',
  `<section class="bg-navy-900 text-white py-16"><div class="container mx-auto px-4"><h1 class="text-4xl font-bold">Partner with Brightwire</h1><p class="mt-4 text-lg max-w-2xl">More than 120 IT providers, MSPs and telecoms dealers resell Brightwire connectivity. Join them, with recurring commission, white-label billing and a dedicated channel manager.</p><a class="btn btn-primary mt-8" href="/contact?topic=partner">Apply to become a partner</a></div></section>
<section class="py-14"><div class="container mx-auto px-4 grid md:grid-cols-3 gap-8"><div class="card"><h2 class="card-title">Referral</h2><p>Introduce a customer and earn 10% of monthly billing for the life of the contract. We handle the sale, install and support.</p></div><div class="card"><h2 class="card-title">Resale</h2><p>Buy at wholesale, bill under your own brand and keep the margin. Access to our partner portal for quoting, ordering and ticketing.</p></div><div class="card"><h2 class="card-title">Wholesale</h2><p>For carriers and ISPs: layer 2 backhaul and IoT connectivity on our core network. Email <a class="link" href="mailto:wholesale@brightwire.co.uk">wholesale@brightwire.co.uk</a>.</p></div></div></section>
<section class="bg-slate-50 py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Find a reseller near you</h2><p class="mt-3 max-w-2xl">Prefer to buy through a local IT provider? Our accredited resellers cover every part of the UK. <a class="link" href="/partners/find-a-reseller">Browse the reseller directory</a>.</p></div></section>
<section class="py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Technology partners</h2><p class="mt-3 max-w-2xl">Our managed services are built with technology partners whose kit and software we certify our engineers on.</p><div class="mt-8 grid md:grid-cols-4 gap-6">
<article class="card"><img src="/partners/cisco-meraki.svg" alt="Cisco Meraki" width="140" height="48" loading="lazy"/><p class="mt-3 text-sm">Cloud-managed SD-WAN, Wi-Fi and security appliances for multi-site customers.</p><a class="link text-sm" href="https://meraki.cisco.com/" target="_blank" rel="noreferrer">Visit website</a></article>
<article class="card"><img src="/partners/fortinet.svg" alt="Fortinet" width="140" height="48" loading="lazy"/><p class="mt-3 text-sm">FortiGate next-generation firewalls on every managed leased line.</p><a class="link text-sm" href="https://www.fortinet.com/" target="_blank" rel="noreferrer">Visit website</a></article>
<article class="card"><img src="/partners/3cx.svg" alt="3CX" width="140" height="48" loading="lazy"/><p class="mt-3 text-sm">The phone system behind Brightwire Hosted VoIP.</p><a class="link text-sm" href="https://www.3cx.com/" target="_blank" rel="noreferrer">Visit website</a></article>
<article class="card"><img src="/partners/microsoft-teams.svg" alt="Microsoft Teams Operator Connect" width="140" height="48" loading="lazy"/><p class="mt-3 text-sm">An approved Operator Connect provider for Teams Phone.</p><a class="link text-sm" href="https://www.microsoft.com/en-gb/microsoft-teams/operator-connect" target="_blank" rel="noreferrer">Visit website</a></article>
</div></div></section>
<section class="py-14 bg-slate-50"><div class="container mx-auto px-4"><h2 class="text-2xl font-bold">Partner awards</h2><p class="mt-3 max-w-3xl">Brightwire was shortlisted for Channel Vendor of the Year at the <a class="link" href="https://www.comms-national-awards.co.uk/" target="_blank" rel="noreferrer">Comms National Awards 2023</a> and Best Connectivity Provider at the <a class="link" href="https://www.ispa.org.uk/ispa-awards/" target="_blank" rel="noreferrer">ISPA Awards</a>. Our network runs over Openreach, CityFibre and several regional altnets, and our mobile service uses the EE and Vodafone networks in the UK.</p></div></section>`,
  { section: 'partners' },
);

const resellerPage = page(
  '/partners/find-a-reseller',
  'Find a Brightwire Reseller | Brightwire',
  'Accredited Brightwire resellers across England, Scotland and Wales.',
  `<section class="bg-navy-900 text-white py-14"><div class="container mx-auto px-4"><nav aria-label="Breadcrumb" class="text-sm"><a href="/partners">Partners</a> / Find a reseller</nav><h1 class="text-4xl font-bold mt-2">Find a reseller</h1><p class="mt-4 max-w-2xl">Every reseller listed here is trained and accredited by Brightwire and can quote, order and support our full product range.</p></div></section>
<section class="py-12"><div class="container mx-auto px-4"><form class="flex gap-3" role="search"><label class="sr-only" for="region">Region</label><select id="region" class="input"><option value="">All regions</option>${[...new Set(resellers.map((r) => r.region))].map((r) => `<option>${r}</option>`).join('')}</select><button class="btn btn-outline" type="submit">Filter</button></form>
<div class="mt-10 grid md:grid-cols-3 gap-6">
${resellers
  .map(
    (r) =>
      `<article class="card reseller-card" data-region="${r.region}"><span class="badge">${r.tier}</span><h2 class="card-title mt-2">${r.name}</h2><p class="text-sm text-slate-500">${r.region}</p><p class="mt-3">${r.blurb}</p><a class="btn btn-outline mt-4" href="${r.url}" target="_blank" rel="noreferrer">Visit website</a></article>`,
  )
  .join('\n')}
</div><p class="mt-8 text-sm">Can&#x27;t find a partner in your area? <a class="link" href="/contact?topic=sales">Buy direct from Brightwire</a>.</p></div></section>`,
  { section: 'resellers', count: resellers.length },
);

type Roam = { country: string; operator: string; url: string; tech: string; zone: string };
const roaming: Roam[] = [
  { country: 'France', operator: 'Orange', url: 'https://www.orange.fr/', tech: '2G/4G/5G', zone: 'Europe' },
  { country: 'Germany', operator: 'Telekom Deutschland', url: 'https://www.telekom.de/start', tech: '4G/5G', zone: 'Europe' },
  { country: 'Spain', operator: 'Movistar', url: 'https://www.movistar.es/', tech: '4G/5G', zone: 'Europe' },
  { country: 'Italy', operator: 'TIM', url: 'https://www.tim.it/', tech: '4G/5G', zone: 'Europe' },
  { country: 'Netherlands', operator: 'KPN', url: 'https://www.kpn.com/', tech: '4G/5G, LTE-M', zone: 'Europe' },
  { country: 'Ireland', operator: 'Three Ireland', url: 'https://www.three.ie/', tech: '4G/5G', zone: 'Europe' },
  { country: 'United States', operator: 'Verizon', url: 'https://www.verizon.com/', tech: '4G/5G, LTE-M', zone: 'Worldwide 1' },
  { country: 'Australia', operator: 'Telstra', url: 'https://www.telstra.com.au/', tech: '4G/5G, NB-IoT', zone: 'Worldwide 2' },
  { country: 'Singapore', operator: 'Singtel', url: 'https://www.singtel.com/', tech: '4G/5G', zone: 'Worldwide 2' },
];

const roamingPage = page(
  '/network/roaming',
  'Roaming Partners & Coverage | Brightwire',
  'The partner networks Brightwire mobile and IoT SIMs roam on abroad.',
  `<section class="bg-navy-900 text-white py-14"><div class="container mx-auto px-4"><h1 class="text-4xl font-bold">Roaming partners</h1><p class="mt-4 max-w-2xl">Brightwire SIMs roam in 180+ destinations. In the countries below we have direct roaming agreements with a preferred partner network, which gives you 5G where available, VoLTE and the lowest latency.</p></div></section>
<section class="py-12"><div class="container mx-auto px-4"><div class="overflow-x-auto"><table class="w-full text-left roaming-table"><caption class="sr-only">Preferred roaming partners by country</caption><thead><tr><th scope="col">Country</th><th scope="col">Partner network</th><th scope="col">Technologies</th><th scope="col">Roaming zone</th></tr></thead><tbody>
${roaming.map((r) => `<tr><td>${r.country}</td><td><a class="link" href="${r.url}" target="_blank" rel="noreferrer">${r.operator}</a></td><td>${r.tech}</td><td>${r.zone}</td></tr>`).join('\n')}
</tbody></table></div>
<p class="mt-6 text-sm">In all other destinations your SIM will attach to the strongest available network. Zones and prices are listed in our <a class="link" href="/legal/roaming-tariff">roaming tariff</a>. IoT SIMs use the GSMA roaming hub and may attach to any commercial network in a country.</p>
<div class="mt-10 rounded-2xl bg-amber-50 p-8"><h2 class="text-2xl font-bold">Travelling soon?</h2><p class="mt-2">Enable roaming on a user in MyBrightwire or call our team on <a href="tel:+443301245800">0330 124 5800</a>. Roaming is switched off by default on new SIMs to protect you from bill shock.</p></div></div></section>`,
  { section: 'roaming', count: roaming.length },
);

const about = page(
  '/about',
  'About Brightwire | Bristol-based business ISP',
  'Brightwire was founded in Bristol in 2015 to give SMEs enterprise-grade connectivity.',
  `<section class="bg-navy-900 text-white py-16"><div class="container mx-auto px-4"><h1 class="text-4xl font-bold">About Brightwire</h1><p class="mt-4 text-lg max-w-2xl">Founded in Bristol in 2015 by three network engineers who were tired of watching SMEs get consumer-grade service at business prices.</p></div></section>
<section class="py-14"><div class="container mx-auto px-4 grid md:grid-cols-2 gap-10"><div><h2 class="text-3xl font-bold">Our network</h2><p class="mt-4">We run our own core network with points of presence in Bristol, London (Telehouse North and Equinix LD8), Manchester and Edinburgh, peering at LINX, LONAP and IXManchester. Around it we buy access from the national wholesale networks so we can reach 99% of UK business premises.</p><p class="mt-4">Our NOC and support desk are in the same building in Temple Quay, staffed 24/7 by our own people.</p></div>
<div><h2 class="text-3xl font-bold">In numbers</h2><dl class="mt-4 grid grid-cols-2 gap-6"><div><dt class="text-sm">Business customers</dt><dd class="text-3xl font-bold">4,200</dd></div><div><dt class="text-sm">Circuits under management</dt><dd class="text-3xl font-bold">11,800</dd></div><div><dt class="text-sm">Average answer time</dt><dd class="text-3xl font-bold">38s</dd></div><div><dt class="text-sm">Employees</dt><dd class="text-3xl font-bold">146</dd></div></dl></div></div></section>
<section class="bg-slate-50 py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">In the press</h2><ul class="mt-6 space-y-3"><li><a class="link" href="https://www.ispreview.co.uk/index.php/2024/02/brightwire-expands-leased-line-footprint.html" target="_blank" rel="noreferrer">ISPreview: Brightwire expands leased line footprint to 32 new towns</a></li><li><a class="link" href="https://www.bristolpost.co.uk/business/" target="_blank" rel="noreferrer">Bristol Post: Temple Quay ISP doubles headcount</a></li></ul></div></section>
<section class="py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Giving back</h2><p class="mt-4 max-w-3xl">We donate refurbished routers and free connectivity to <a class="link" href="https://www.digitalinclusion.org.uk/" target="_blank" rel="noreferrer">local digital inclusion projects</a>, and our staff volunteer with <a class="link" href="https://www.stem.org.uk/stem-ambassadors" target="_blank" rel="noreferrer">STEM Ambassadors</a> in Bristol schools. We are also the shirt sponsor of Bristol Bears Women&#x27;s academy.</p></div></section>
<section id="careers" class="bg-slate-50 py-14"><div class="container mx-auto px-4"><h2 class="text-3xl font-bold">Careers</h2><p class="mt-4 max-w-3xl">We are hiring network engineers, support analysts and channel managers. See every open role on <a class="link" href="https://brightwire.workable.com/" target="_blank" rel="noreferrer">our Workable page</a>.</p></div></section>`,
  { section: 'about' },
);

const contact = page(
  '/contact',
  'Contact Brightwire | Sales, Support & Partners',
  'Talk to Brightwire sales, support or our channel team.',
  `<section class="bg-navy-900 text-white py-14"><div class="container mx-auto px-4"><h1 class="text-4xl font-bold">Contact us</h1></div></section>
<section class="py-14"><div class="container mx-auto px-4 grid md:grid-cols-3 gap-10"><div class="md:col-span-2"><form class="space-y-4" action="/api/contact" method="post"><div class="grid md:grid-cols-2 gap-4"><label class="block">Name<input class="input" name="name" autoComplete="name" required=""/></label><label class="block">Company<input class="input" name="company" autoComplete="organization"/></label><label class="block">Email<input class="input" type="email" name="email" autoComplete="email" required=""/></label><label class="block">Phone<input class="input" type="tel" name="phone" autoComplete="tel"/></label></div><label class="block">What can we help with?<select class="input" name="topic"><option value="sales">New connectivity</option><option value="mobile">Mobile &amp; IoT</option><option value="partner">Becoming a partner</option><option value="support">Support (existing customers)</option></select></label><label class="block">Message<textarea class="input" name="message" rows="6"></textarea></label><button class="btn btn-primary" type="submit">Send message</button></form></div>
<aside class="space-y-6"><div><h2 class="font-semibold">Sales</h2><p><a href="tel:+443301245800">0330 124 5800</a><br/><a href="mailto:sales@brightwire.co.uk">sales@brightwire.co.uk</a></p></div><div><h2 class="font-semibold">Support (24/7)</h2><p><a href="tel:+443301245801">0330 124 5801</a><br/><a href="mailto:support@brightwire.co.uk">support@brightwire.co.uk</a></p></div><div><h2 class="font-semibold">Channel team</h2><p><a href="mailto:partners@brightwire.co.uk">partners@brightwire.co.uk</a></p></div><div><h2 class="font-semibold">Head office</h2><p>3 Temple Quay<br/>Bristol BS1 6DZ</p></div></aside></div></section>`,
  { section: 'contact' },
);

export const site: CorpusSite = {
  domain: 'brightwire.co.uk',
  otherDomains: ['brightwire.ie', 'brightwirestatus.com'],
  covers:
    'UK business ISP built with Next.js on Vercel: technology-partner cards with "Visit website" links, a reseller directory of cards by region, and a roaming-partner table of operators by country; negatives are customer logos and a testimonial link, a Trustpilot widget, ISPA/Cyber Essentials/award badges, Ofcom and the ombudsman, press and charity links, a Workable careers page and network suppliers named without links.',
  pages: {
    '/': home,
    '/business-broadband': broadband,
    '/mobile-and-iot': mobile,
    '/partners': partnersPage,
    '/partners/find-a-reseller': resellerPage,
    '/network/roaming': roamingPage,
    '/about': about,
    '/contact': contact,
    '/resellers': { status: 301, redirect: '/partners/find-a-reseller' },
    '/roaming': { status: 301, redirect: '/network/roaming' },
  },
  sitemap: [
    '/',
    '/business-broadband',
    '/mobile-and-iot',
    '/partners',
    '/partners/find-a-reseller',
    '/network/roaming',
    '/about',
    '/contact',
  ],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'hsts',
    'onetrust',
    'google-tag-manager',
    'linkedin-insight-tag',
    'linkedin-ads',
    'trustpilot',
    'workable',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'orange.fr': 'generic',
    'telekom.de': 'generic',
    'movistar.es': 'generic',
    'tim.it': 'generic',
    'kpn.com': 'generic',
    'three.ie': 'generic',
    'verizon.com': 'generic',
    'telstra.com.au': 'generic',
    'singtel.com': 'generic',
    'northgate-it.co.uk': 'channel',
    'severnvalleycomms.co.uk': 'channel',
    'penninevoice.co.uk': 'channel',
    'kelpienetworks.scot': 'channel',
    'cardiffbaytelecom.co.uk': 'channel',
    'thamesconnect.com': 'channel',
    'cisco.com': 'technology',
    'fortinet.com': 'technology',
    '3cx.com': 'technology',
    'microsoft.com': 'technology',
  },
};
