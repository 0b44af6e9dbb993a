import type { CorpusSite } from '../corpus/types.js';

// Coralfield Collective: Australian/NZ network of independent marketing agencies. Webflow (data-wf-site,
// generator, CDN on website-files.com, Webflow jQuery on CloudFront), WebFont loader, GTM, Meta Pixel, Hotjar.
// Member agencies as a CMS collection list with filter attributes and detail pages; platform partners with badges
// (one name-only); industry bodies; clients, awards, press and SEEK jobs as negatives.

const SITE_ID = '65a1f2c8e4b0d91a7c3f5e20';
const CDN = `https://cdn.prod.website-files.com/${SITE_ID}`;
const HEADERS: Record<string, string> = {
  'content-type': 'text/html',
  'x-lambda-id': 'a7c1e9d2-4b3f-4e8a-9c0d-2f6b1e5a8d34',
  'x-cluster-name': 'ap-southeast-2-prod-hosting-red',
  'surrogate-control': 'max-age=432000',
  'cache-control': 'max-age=0, no-cache',
  'strict-transport-security': 'max-age=31536000',
};

const NAV = `<div data-collapse="medium" data-animation="default" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand" aria-label="home"><img src="${CDN}/65a1f3d0a9c4e1b2f7d80011_coralfield-logo.svg" loading="lazy" width="168" alt="Coralfield Collective" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/network" class="nav-link w-nav-link">Our agencies</a><a href="/capabilities" class="nav-link w-nav-link">Capabilities</a><a href="/work" class="nav-link w-nav-link">Work</a><a href="/partners" class="nav-link w-nav-link">Partners</a><a href="/about" class="nav-link w-nav-link">About</a><a href="/join" class="nav-link w-nav-link">Join the network</a><a href="/contact" class="button nav-button w-button">Start a brief</a></nav><div class="menu-button w-nav-button" aria-label="menu" role="button" tabindex="0" aria-controls="w-nav-overlay-0" aria-haspopup="menu" aria-expanded="false"><div class="w-icon-nav-menu"></div></div></div></div>`;

const FOOTER = `<footer class="footer"><div class="w-layout-blockcontainer container-large w-container"><div class="w-layout-grid footer-grid"><div class="footer-brand"><img src="${CDN}/65a1f3d0a9c4e1b2f7d80012_coralfield-logo-white.svg" loading="lazy" width="150" alt="Coralfield Collective"/><p class="footer-text">Fourteen independent agencies. One network. Australia &amp; Aotearoa New Zealand.</p><p class="footer-text">We acknowledge the Traditional Custodians of the lands on which we work and pay our respects to Elders past and present.</p></div><div class="footer-col"><div class="footer-heading">Network</div><a href="/network" class="footer-link">Our agencies</a><a href="/capabilities" class="footer-link">Capabilities</a><a href="/work" class="footer-link">Work</a><a href="/partners" class="footer-link">Platform partners</a><a href="/join" class="footer-link">Join the network</a></div><div class="footer-col"><div class="footer-heading">Company</div><a href="/about" class="footer-link">About</a><a href="/careers" class="footer-link">Careers</a><a href="/news" class="footer-link">News</a><a href="/contact" class="footer-link">Contact</a><a href="mailto:hello@coralfieldcollective.com.au" class="footer-link">hello@coralfieldcollective.com.au</a></div><div class="footer-col"><div class="footer-heading">Follow</div><a href="https://www.linkedin.com/company/coralfield-collective" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.instagram.com/coralfieldcollective" target="_blank" class="footer-link">Instagram</a><a href="https://www.facebook.com/coralfieldcollective" target="_blank" class="footer-link">Facebook</a><a href="https://vimeo.com/coralfield" target="_blank" class="footer-link">Vimeo</a></div></div><div class="footer-bottom"><div>© 2024 Coralfield Collective Pty Ltd · ABN 41 628 903 117</div><div><a href="/privacy" class="footer-link-small">Privacy</a> · <a href="/terms" class="footer-link-small">Terms</a> · <a href="/modern-slavery-statement" class="footer-link-small">Modern Slavery Statement</a></div><div class="b-corp"><img src="${CDN}/65a1f3d0a9c4e1b2f7d80019_certified-b-corp.svg" loading="lazy" width="48" alt="Certified B Corporation"/></div></div></div></footer>`;

const PREFOOTER = `<section class="section cta-band"><div class="container-large w-container"><div class="w-layout-grid grid-2col"><div><h2 class="heading-l">Got a brief that needs more than one agency?</h2><p>Tell us the problem. We will pull together the right people from across the network, with one lead agency and one contract.</p><a href="/contact" class="button w-button">Start a brief</a></div><div class="newsletter"><h3>The Current</h3><p>Our monthly newsletter on independent marketing in Australia and New Zealand: research from Swanline, media trends from Saltbush, search benchmarks from Kauri.</p><div class="newsletter-form w-form"><form id="newsletter" name="wf-form-Newsletter" data-name="Newsletter" method="get" aria-label="Newsletter"><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="you@company.com.au" type="email" id="nl-email" required=""/><input type="submit" data-wait="Subscribing..." class="button w-button" value="Subscribe"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Newsletter success"><div>Thanks, you are on the list.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Newsletter failure"><div>Something went wrong. Please try again.</div></div></div></div></div></div></section>`;

function layout(path: string, pageId: string, title: string, desc: string, body: string, opts: { item?: string } = {}): string {
  return `<!DOCTYPE html><!-- Last Published: Tue Jun 11 2024 02:13:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="coralfieldcollective.com.au" data-wf-page="${pageId}" data-wf-site="${SITE_ID}" lang="en-AU"${opts.item ? ` data-wf-collection="65a1f3d0a9c4e1b2f7d800a1" data-wf-item-slug="${opts.item}"` : ''}><head><meta charset="utf-8"/><title>${title}</title><meta content="${desc}" name="description"/><meta content="${title}" property="og:title"/><meta content="${desc}" property="og:description"/><meta content="${CDN}/65a1f3d0a9c4e1b2f7d800f0_og-coralfield.jpg" property="og:image"/><meta content="${title}" property="twitter:title"/><meta content="${desc}" property="twitter:description"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/coralfield-collective.webflow.8f3a2c1d9.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["DM Sans:regular,500,700","Fraunces:600,700,italic"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65a1f3d0a9c4e1b2f7d80030_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/65a1f3d0a9c4e1b2f7d80031_webclip-256.png" rel="apple-touch-icon"/><link href="https://coralfieldcollective.com.au${path}" rel="canonical"/><!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-PXK29RB');</script>
<!-- End Google Tag Manager -->
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1187342905561230');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=1187342905561230&ev=PageView&noscript=1"
/></noscript>
<!-- End Meta Pixel Code -->
<script async src="https://static.hotjar.com/c/hotjar-3849201.js?sv=6"></script>
<style>
/* Site-wide custom code */
:root{--sand:#f4efe6;--ink:#14213d;--coral:#ff6f59;--sea:#1b998b;--fluid-min:16;--fluid-max:20}
html{font-size:calc(var(--fluid-min) * 1px + (var(--fluid-max) - var(--fluid-min)) * ((100vw - 320px) / 1120))}
@media (min-width:1440px){html{font-size:calc(var(--fluid-max) * 1px)}}
@media (max-width:320px){html{font-size:calc(var(--fluid-min) * 1px)}}
body{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;text-rendering:optimizeLegibility}
::selection{background:var(--coral);color:#fff}
a,button{-webkit-tap-highlight-color:transparent}
.w-richtext>:first-child{margin-top:0}.w-richtext>:last-child{margin-bottom:0}
.agency-card{transition:transform .35s cubic-bezier(.2,.7,.2,1),box-shadow .35s cubic-bezier(.2,.7,.2,1)}
.agency-card:hover{transform:translateY(-4px);box-shadow:0 18px 40px rgba(20,33,61,.12)}
.agency-logo{filter:grayscale(1);opacity:.85;transition:filter .3s,opacity .3s}
.agency-card:hover .agency-logo{filter:none;opacity:1}
.filter-chip input:checked + .w-form-label{background:var(--ink);color:#fff;border-color:var(--ink)}
.filter-chip .w-form-label{display:inline-block;padding:.35rem .85rem;border:1px solid rgba(20,33,61,.2);border-radius:999px;cursor:pointer;font-size:.875rem}
.text-link.external::after{content:"";display:inline-block;width:.6em}
.logo-row img,.client-logo{max-height:44px;width:auto;opacity:.7}
.marquee{display:flex;overflow:hidden;white-space:nowrap;mask-image:linear-gradient(90deg,transparent,#000 10%,#000 90%,transparent)}
.marquee-track{display:flex;gap:4rem;animation:marquee 40s linear infinite}
@keyframes marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}
@media (prefers-reduced-motion:reduce){.marquee-track{animation:none}.agency-card{transition:none}}
.newsletter-form .w-input{border-radius:999px;padding:.75rem 1.25rem;border:1px solid rgba(255,255,255,.3);background:transparent;color:#fff}
.newsletter-form .w-input::placeholder{color:rgba(255,255,255,.6)}
.cta-band{background:var(--coral);color:#fff}
.cta-band .button{background:#fff;color:var(--ink)}
.w-webflow-badge{display:none!important}
[fs-cmsfilter-element="list"] .w-dyn-item{transition:opacity .2s}
.text-balance{text-wrap:balance}
</style></head><body class="body">${NAV}<main class="main-wrapper">${body}${PREFOOTER}</main>${FOOTER}<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE_ID}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4b1c2e3d7a9f0e51.js" type="text/javascript"></script><script async src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsfilter@1/cmsfilter.js"></script></body></html>`;
}

interface Agency {
  slug: string;
  name: string;
  city: string;
  region: string;
  url?: string;
  tags: string[];
  blurb: string;
  joined: number;
}
const AGENCIES: Agency[] = [
  {
    slug: 'tidewater-creative',
    name: 'Tidewater Creative',
    city: 'Sydney',
    region: 'NSW',
    url: 'https://tidewatercreative.com.au',
    tags: ['Brand', 'Creative'],
    blurb: 'Brand strategy and integrated campaigns for challenger brands.',
    joined: 2016,
  },
  {
    slug: 'harbourline-pr',
    name: 'Harbourline PR',
    city: 'Sydney',
    region: 'NSW',
    url: 'https://harbourlinepr.com.au',
    tags: ['PR'],
    blurb: 'Consumer and lifestyle PR, influencer programs and launches.',
    joined: 2019,
  },
  {
    slug: 'saltbush-media',
    name: 'Saltbush Media',
    city: 'Melbourne',
    region: 'VIC',
    url: 'https://saltbushmedia.com.au',
    tags: ['Media'],
    blurb: 'Independent media planning and buying across TV, audio and out-of-home.',
    joined: 2016,
  },
  {
    slug: 'laneway-data',
    name: 'Laneway Data',
    city: 'Melbourne',
    region: 'VIC',
    url: 'https://lanewaydata.com.au',
    tags: ['Data', 'CRO'],
    blurb: 'Analytics, experimentation and marketing mix modelling.',
    joined: 2021,
  },
  {
    slug: 'mallee-media',
    name: 'Mallee Media',
    city: 'Mildura',
    region: 'VIC',
    tags: ['Media', 'Regional'],
    blurb: 'Regional media buying across the Murray and Mallee.',
    joined: 2024,
  },
  {
    slug: 'brightfin-digital',
    name: 'Brightfin Digital',
    city: 'Brisbane',
    region: 'QLD',
    url: 'https://brightfin.com.au',
    tags: ['Performance', 'Search'],
    blurb: 'Paid search, paid social and feed management.',
    joined: 2017,
  },
  {
    slug: 'cassowary-growth',
    name: 'Cassowary Growth',
    city: 'Cairns',
    region: 'QLD',
    url: 'https://cassowarygrowth.com.au',
    tags: ['Tourism', 'Performance'],
    blurb: 'Growth marketing for tourism operators in Tropical North Queensland.',
    joined: 2022,
  },
  {
    slug: 'wattle-and-co',
    name: 'Wattle & Co. Communications',
    city: 'Canberra',
    region: 'ACT',
    url: 'https://wattleandco.com.au',
    tags: ['PR', 'Public affairs'],
    blurb: 'Public affairs, government relations and stakeholder engagement.',
    joined: 2018,
  },
  {
    slug: 'redgum-studio',
    name: 'Redgum Studio',
    city: 'Adelaide',
    region: 'SA',
    url: 'https://redgumstudio.com.au',
    tags: ['Web', 'E-commerce'],
    blurb: 'Shopify Plus builds and headless commerce.',
    joined: 2017,
  },
  {
    slug: 'swanline-strategy',
    name: 'Swanline Strategy',
    city: 'Perth',
    region: 'WA',
    url: 'https://swanline.com.au',
    tags: ['Strategy', 'Research'],
    blurb: 'Customer research, segmentation and brand tracking.',
    joined: 2018,
  },
  {
    slug: 'kunanyi-creative',
    name: 'Kunanyi Creative',
    city: 'Hobart',
    region: 'TAS',
    url: 'https://kunanyicreative.com.au',
    tags: ['Content', 'Video'],
    blurb: 'Documentary-style content and video production.',
    joined: 2020,
  },
  {
    slug: 'top-end-social',
    name: 'Top End Social',
    city: 'Darwin',
    region: 'NT',
    url: 'https://topendsocial.com.au',
    tags: ['Social'],
    blurb: 'Organic and paid social for NT businesses and government.',
    joined: 2021,
  },
  {
    slug: 'kauri-digital',
    name: 'Kauri Digital',
    city: 'Auckland',
    region: 'NZ',
    url: 'https://kauridigital.co.nz',
    tags: ['SEO', 'Content'],
    blurb: 'Technical SEO and content strategy across Aotearoa.',
    joined: 2019,
  },
  {
    slug: 'southerly-studio',
    name: 'Southerly Studio',
    city: 'Wellington',
    region: 'NZ',
    url: 'https://southerlystudio.co.nz',
    tags: ['UX', 'Product design'],
    blurb: 'UX research and digital product design.',
    joined: 2020,
  },
];

const logoOf = (a: Agency) => `${CDN}/65a1f4${a.slug.length.toString(16)}0a9c4e1b2f7d8${a.joined}_${a.slug}-logo.svg`;

const agencyCard = (a: Agency) =>
  `<div role="listitem" class="agency-item w-dyn-item"><div class="agency-card"><img src="${logoOf(a)}" loading="lazy" alt="${a.name} logo" class="agency-logo"/><div class="agency-meta"><div fs-cmsfilter-field="region" class="agency-region">${a.region}</div><div class="agency-city">${a.city}</div></div><h3 class="agency-name">${a.name}</h3><p class="agency-blurb">${a.blurb}</p><div role="list" class="tag-list w-dyn-items">${a.tags.map((t) => `<div role="listitem" class="w-dyn-item"><div fs-cmsfilter-field="capability" class="tag">${t}</div></div>`).join('')}</div><div class="agency-links"><a href="/agencies/${a.slug}" class="text-link">Profile</a>${a.url ? `<a href="${a.url}" target="_blank" class="text-link external">Visit website ↗</a>` : '<div class="w-dyn-bind-empty text-link external w-condition-invisible"></div>'}</div></div></div>`;

const network = layout(
  '/network',
  '65a1f3d0a9c4e1b2f7d80102',
  'Our agencies | Coralfield Collective',
  'Meet the 14 independent marketing agencies of the Coralfield Collective network across Australia and New Zealand.',
  `<section class="section-hero small"><div class="container-large w-container"><div class="eyebrow">The network</div><h1 class="heading-xl text-balance">Fourteen independents, working as one</h1><p class="paragraph-large">Every Coralfield agency is independently owned and led by its founders. Together we share talent, tools and clients, so a brand in Perth can get a PR team in Sydney and a media buyer in Melbourne without briefing three holding companies.</p></div></section>
<section class="section"><div class="container-large w-container"><div fs-cmsfilter-element="filters" class="filter-bar"><div class="filter-group"><div class="filter-label">Region</div>${['All', 'NSW', 'VIC', 'QLD', 'ACT', 'SA', 'WA', 'TAS', 'NT', 'NZ'].map((r) => `<label class="filter-chip w-radio"><input type="radio" name="region" value="${r}" fs-cmsfilter-field="region" class="w-form-formradioinput w-radio-input"${r === 'All' ? ' checked' : ''}/><span class="w-form-label">${r}</span></label>`).join('')}</div><div class="filter-group"><div class="filter-label">Capability</div>${['Brand', 'Creative', 'PR', 'Media', 'Performance', 'Social', 'Data', 'Web', 'Content', 'SEO', 'UX'].map((c) => `<label class="filter-chip w-checkbox"><input type="checkbox" name="capability" fs-cmsfilter-field="capability" class="w-checkbox-input"/><span class="w-form-label">${c}</span></label>`).join('')}</div></div>
<div class="w-dyn-list"><div fs-cmsfilter-element="list" role="list" class="agency-grid w-dyn-items">${AGENCIES.map(agencyCard).join('')}</div><div fs-cmsfilter-element="empty" class="w-dyn-empty" style="display:none"><div>No agencies match those filters.</div></div></div></div></section>
<section class="section bg-sand"><div class="container-large w-container"><div class="w-layout-grid grid-2col"><div><h2 class="heading-l">Own an independent agency?</h2><p>We add one or two agencies a year. Members keep 100% ownership, share in network-won revenue and get access to shared tools, training and platform partnerships.</p><a href="/join" class="button w-button">Join the network</a></div><div class="stat-stack"><div class="stat"><div class="stat-number">14</div><div>member agencies</div></div><div class="stat"><div class="stat-number">620</div><div>people</div></div><div class="stat"><div class="stat-number">11</div><div>cities</div></div></div></div></div></section>`,
);

function agencyPage(slug: string, story: string, services: string[], work: [string, string][], lead: [string, string]): string {
  const a = AGENCIES.find((x) => x.slug === slug)!;
  return layout(
    `/agencies/${slug}`,
    '65a1f3d0a9c4e1b2f7d80144',
    `${a.name} | Coralfield Collective`,
    `${a.name} is a Coralfield Collective member agency in ${a.city}. ${a.blurb}`,
    `<section class="section-hero small"><div class="container-large w-container"><a href="/network" class="back-link">← All agencies</a><div class="agency-hero"><img src="${logoOf(a)}" loading="lazy" alt="${a.name} logo" class="agency-logo-large"/><div><div class="eyebrow">${a.city}, ${a.region} · Member since ${a.joined}</div><h1 class="heading-xl">${a.name}</h1><p class="paragraph-large">${a.blurb}</p>${a.url ? `<a href="${a.url}" target="_blank" class="button w-button">Visit ${a.name.split(' ')[0]} ↗</a>` : ''}</div></div></div></section>
<section class="section"><div class="container-large w-container"><div class="w-layout-grid grid-2col"><div class="rich-text w-richtext">${story}</div><div><h3>Services</h3><ul role="list" class="service-list">${services.map((s) => `<li>${s}</li>`).join('')}</ul><div class="lead-card"><img src="${CDN}/65a1f5c2d7e0a1b3c4f98812_${lead[0].toLowerCase().replace(/ /g, '-')}.jpg" loading="lazy" alt="${lead[0]}" class="lead-photo"/><div><div class="lead-name">${lead[0]}</div><div class="lead-role">${lead[1]}</div></div></div></div></div></div></section>
<section class="section bg-sand"><div class="container-large w-container"><h2 class="heading-l">Selected work</h2><div class="w-layout-grid grid-3col">${work.map(([client, what]) => `<div class="work-card"><div class="work-client">${client}</div><p>${what}</p></div>`).join('')}</div></div></section>`,
    { item: slug },
  );
}

const tidewater = agencyPage(
  'tidewater-creative',
  '<p>Tidewater Creative was founded in Surry Hills in 2009 by Jess Okafor and Tom Reilly, two creatives who left network agencies to work directly with founders. It was the first agency to join Coralfield in 2016.</p><p>Tidewater leads brand and creative for most network-won pitches and runs the shared creative studio in Sydney.</p><blockquote>“The network lets us say yes to national briefs without losing what makes us independent.” – Jess Okafor</blockquote>',
  ['Brand strategy', 'Identity and design systems', 'Integrated campaigns', 'Packaging'],
  [
    ['Kinfolk Dairy', 'Rebrand and national “Good Mornings” campaign with Saltbush Media.'],
    ['Northern Rivers Tourism', 'Post-flood recovery campaign.'],
    ['Bondi Swim Co.', 'Identity, packaging and e-commerce creative.'],
  ],
  ['Jess Okafor', 'Co-founder & Executive Creative Director'],
);

const kauri = agencyPage(
  'kauri-digital',
  '<p>Kauri Digital is a 24-person search agency in Auckland’s Wynyard Quarter. It joined the Collective in 2019 as the network’s first New Zealand member and now leads SEO for trans-Tasman clients.</p><p>Kauri runs the network’s technical SEO audits and its annual search benchmark report.</p>',
  ['Technical SEO', 'Content strategy', 'Digital PR', 'Search analytics'],
  [
    ['Aotea Outdoor', 'Organic revenue up 212% in 18 months.'],
    ['Pātaka Foods', 'International SEO for AU and NZ launch.'],
    ['Harbour City Credit Union', 'Site migration with no traffic loss.'],
  ],
  ['Mere Tawhiri', 'Managing Director'],
);

interface Platform {
  name: string;
  badge: string;
  url?: string;
  text: string;
}
const PLATFORMS: Platform[] = [
  {
    name: 'Google',
    badge: 'Google Premier Partner',
    url: 'https://www.google.com/partners/agency?id=4120039815',
    text: 'Premier Partner status puts the network in the top 3% of Google Ads agencies in Australia, with certified specialists in Search, Shopping, Display, Video and Performance Max.',
  },
  {
    name: 'Meta',
    badge: 'Meta Business Partner',
    text: 'Badged Meta Business Partner for media buying and creative across Facebook, Instagram and WhatsApp.',
  },
  {
    name: 'HubSpot',
    badge: 'HubSpot Elite Solutions Partner',
    url: 'https://ecosystem.hubspot.com/marketplace/solutions/coralfield-collective',
    text: 'Elite tier for CRM implementation, marketing automation and RevOps, led by Laneway Data.',
  },
  {
    name: 'Shopify',
    badge: 'Shopify Plus Partner',
    url: 'https://www.shopify.com/au/plus/partners',
    text: 'Redgum Studio is our Shopify Plus partner practice for headless and high-volume stores.',
  },
  {
    name: 'Klaviyo',
    badge: 'Klaviyo Elite Master Partner',
    url: 'https://www.klaviyo.com/partners',
    text: 'Email and SMS programs for e-commerce clients, built and run by Redgum Studio and Brightfin Digital.',
  },
  {
    name: 'Salesforce',
    badge: 'Salesforce Marketing Cloud Partner',
    url: 'https://www.salesforce.com/au/',
    text: 'Journey Builder and Marketing Cloud Personalization for enterprise clients.',
  },
  {
    name: 'TikTok',
    badge: 'TikTok Marketing Partner',
    url: 'https://www.tiktok.com/business/en-AU',
    text: 'Creative and campaign management partner badge, held by Top End Social.',
  },
  {
    name: 'Semrush',
    badge: 'Semrush Agency Partner',
    url: 'https://www.semrush.com/agencies/',
    text: 'Listed in the Semrush Agency Partners directory via Kauri Digital.',
  },
  { name: 'LinkedIn', badge: 'LinkedIn Marketing Partner', text: 'Campaign management specialists for B2B clients across the network.' },
];

const partners = layout(
  '/partners',
  '65a1f3d0a9c4e1b2f7d80117',
  'Platform partners | Coralfield Collective',
  'Coralfield Collective is a Google Premier Partner, Meta Business Partner, HubSpot Elite Solutions Partner and Shopify Plus Partner.',
  `<section class="section-hero small"><div class="container-large w-container"><div class="eyebrow">Partners</div><h1 class="heading-xl text-balance">Certified on the platforms that matter</h1><p class="paragraph-large">Our member agencies pool their certifications, so every client gets partner-level support, beta access and platform credits, whichever agency runs the account.</p></div></section>
<section class="section"><div class="container-large w-container"><div class="w-layout-grid partner-grid">${PLATFORMS.map(
    (p) =>
      `<div class="partner-card"><img src="${CDN}/65a1f6${p.name.length}e1b2f7d80aa0_${p.name.toLowerCase()}-badge.png" loading="lazy" alt="${p.badge}" class="partner-badge"/><h3 class="partner-name">${p.badge}</h3><p>${p.text}</p>${p.url ? `<a href="${p.url}" target="_blank" class="text-link external">${p.name} ↗</a>` : ''}</div>`,
  ).join('')}</div></div></section>
<section class="section bg-sand"><div class="container-large w-container"><h2 class="heading-l">Industry bodies</h2><div class="w-layout-grid grid-3col"><div class="body-card"><h3>IAB Australia</h3><p>Coralfield is a member of the Interactive Advertising Bureau and sits on its measurement council.</p><a href="https://iabaustralia.com.au" target="_blank" class="text-link external">iabaustralia.com.au ↗</a></div><div class="body-card"><h3>Australian Marketing Institute</h3><p>Corporate member; our staff complete AMI certified practising marketer training.</p><a href="https://www.ami.org.au" target="_blank" class="text-link external">ami.org.au ↗</a></div><div class="body-card"><h3>B Corp</h3><p>Coralfield Collective Pty Ltd has been a Certified B Corporation since 2022.</p></div></div></div></section>`,
);

const CLIENTS = [
  'Kinfolk Dairy',
  'Aotea Outdoor',
  'Northern Rivers Tourism',
  'Bondi Swim Co.',
  'Harbour City Credit Union',
  'Goldfields Water',
  'Pātaka Foods',
  'Southern Cross Solar',
];

const home = layout(
  '/',
  '65a1f3d0a9c4e1b2f7d80101',
  'Coralfield Collective | Independent agency network, Australia & NZ',
  'Coralfield Collective is a network of 14 independent marketing agencies across Australia and New Zealand: brand, media, PR, performance, data and digital.',
  `<section class="section-hero"><div class="container-large w-container"><h1 class="heading-xxl text-balance">Independent agencies. <em>Network scale.</em></h1><p class="paragraph-large">Coralfield Collective brings together 14 founder-led agencies in 11 cities. One brief, one contract, the right specialists from across Australia and Aotearoa.</p><div class="button-row"><a href="/contact" class="button w-button">Start a brief</a><a href="/network" class="button secondary w-button">Meet the agencies</a></div></div></section>
<section class="section logos"><div class="container-large w-container"><div class="eyebrow center">Brands we work with</div><div class="logo-row">${CLIENTS.map((c) => `<img src="${CDN}/65a1f7a0c4e1b2f7d8${c.length}c1_${c.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" loading="lazy" alt="${c}" class="client-logo"/>`).join('')}</div></div></section>
<section class="section"><div class="container-large w-container"><h2 class="heading-l">The agencies</h2><div class="w-dyn-list"><div role="list" class="agency-logo-grid w-dyn-items">${AGENCIES.map((a) => `<div role="listitem" class="w-dyn-item"><a href="/agencies/${a.slug}" class="agency-logo-link w-inline-block"><img src="${logoOf(a)}" loading="lazy" alt="${a.name}"/><div class="agency-logo-city">${a.city}</div></a></div>`).join('')}</div></div><a href="/network" class="text-link">Explore the network →</a></div></section>
<section class="section bg-sand"><div class="container-large w-container"><div class="w-layout-grid grid-2col"><div><h2 class="heading-l">Partner-level access on every platform</h2><p>Google Premier Partner, Meta Business Partner, HubSpot Elite, Shopify Plus and more. <a href="/partners">See our platform partners</a>.</p></div><div class="badge-row"><img src="${CDN}/65a1f66e1b2f7d80aa0_google-badge.png" loading="lazy" alt="Google Premier Partner"/><img src="${CDN}/65a1f64e1b2f7d80aa0_meta-badge.png" loading="lazy" alt="Meta Business Partner"/><img src="${CDN}/65a1f67e1b2f7d80aa0_hubspot-badge.png" loading="lazy" alt="HubSpot Elite Solutions Partner"/></div></div></div></section>
<section class="section"><div class="container-large w-container"><h2 class="heading-l">Recognition</h2><div class="w-layout-grid grid-3col"><div class="award"><div class="award-name">Independent Agency Network of the Year</div><div class="award-by">B&amp;T Awards 2023</div></div><div class="award"><div class="award-name">Gold – Effectiveness, Tourism</div><div class="award-by">Mumbrella Awards 2024 (Cassowary Growth)</div></div><div class="award"><div class="award-name">Best Places to Work</div><div class="award-by">AFR BOSS 2023</div></div></div><p class="small-text">As featured in <a href="https://mumbrella.com.au/coralfield-collective-adds-two-agencies-812344" target="_blank">Mumbrella</a> and <a href="https://www.bandt.com.au/independent-networks-coralfield/" target="_blank">B&amp;T</a>.</p></div></section>`,
);

const about = layout(
  '/about',
  '65a1f3d0a9c4e1b2f7d80120',
  'About | Coralfield Collective',
  'How Coralfield Collective started, how the network works, and who leads it.',
  `<section class="section-hero small"><div class="container-large w-container"><h1 class="heading-xl">A network built by independents, for independents</h1></div></section>
<section class="section"><div class="container-large w-container"><div class="w-layout-grid grid-2col"><div class="rich-text w-richtext"><p>In 2016 four agency founders – from Sydney, Melbourne, Brisbane and Adelaide – kept bumping into each other at pitches for national clients that none of them could service alone. They formed Coralfield Collective as a cooperative: each agency stays independently owned, and the Collective contracts with clients, shares revenue and invests in common tools.</p><p>Today the network spans 14 agencies and 620 people. A small central team in Sydney runs new business, finance, legal and the partner program.</p><h3>How it works</h3><ul role="list"><li>One contract and one lead agency per client</li><li>Network-wide talent marketplace for short-term secondments</li><li>Shared analytics stack and media buying agreements</li><li>Quarterly founder council with one vote per agency</li></ul></div><div><h3>Central team</h3><div class="people-list"><div class="person"><div class="person-name">Amelia Hart</div><div>Chief Executive</div></div><div class="person"><div class="person-name">Rangi Walker</div><div>Head of Network Development</div></div><div class="person"><div class="person-name">Priyanka Shah</div><div>Chief Financial Officer</div></div><div class="person"><div class="person-name">Ben Nguyen</div><div>Head of Partnerships</div></div></div></div></div></div></section>`,
);

const careers = layout(
  '/careers',
  '65a1f3d0a9c4e1b2f7d80121',
  'Careers | Coralfield Collective',
  'Work at one of 14 independent agencies, with the opportunities of a national network.',
  `<section class="section-hero small"><div class="container-large w-container"><h1 class="heading-xl">Careers</h1><p class="paragraph-large">Most roles are with our member agencies. Browse current openings across the network on SEEK, or send us your details for future roles.</p><a href="https://www.seek.com.au/Coralfield-Collective-jobs/at-this-company" target="_blank" class="button w-button">View jobs on SEEK ↗</a></div></section>
<section class="section"><div class="container-large w-container"><div class="w-layout-grid grid-3col"><div class="perk"><h3>Secondments</h3><p>Spend three months at another agency in the network.</p></div><div class="perk"><h3>Learning budget</h3><p>$2,000 a year for courses and conferences.</p></div><div class="perk"><h3>Flexible work</h3><p>Hybrid by default, with a 9-day fortnight at most agencies.</p></div></div></div></section>`,
);

const contact = layout(
  '/contact',
  '65a1f3d0a9c4e1b2f7d80122',
  'Contact | Coralfield Collective',
  'Start a brief with Coralfield Collective or get in touch with our central team in Sydney.',
  `<section class="section-hero small"><div class="container-large w-container"><h1 class="heading-xl">Start a brief</h1><p class="paragraph-large">Tell us what you need and we’ll assemble the right team from across the network within two business days.</p></div></section>
<section class="section"><div class="container-large w-container"><div class="w-layout-grid grid-2col"><div class="form-block w-form"><form id="brief-form" name="wf-form-Brief" data-name="Brief" method="get" class="form" aria-label="Brief"><label for="name">Name</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" type="text" id="name" required=""/><label for="email">Work email</label><input class="text-field w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required=""/><label for="company">Company</label><input class="text-field w-input" maxlength="256" name="company" data-name="Company" type="text" id="company"/><label for="brief">What do you need?</label><textarea id="brief" name="brief" maxlength="5000" data-name="Brief" class="text-area w-input"></textarea><input type="submit" data-wait="Please wait..." class="button w-button" value="Send brief"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Brief success"><div>Thanks! We’ll be in touch within two business days.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Brief failure"><div>Oops! Something went wrong while submitting the form.</div></div></div><div><h3>Central team</h3><p>Level 4, 88 Foveaux Street<br/>Surry Hills NSW 2010</p><p><a href="mailto:hello@coralfieldcollective.com.au">hello@coralfieldcollective.com.au</a><br/><a href="tel:+61280049100">+61 2 8004 9100</a></p><p>Media enquiries: <a href="mailto:media@coralfieldcollective.com.au">media@coralfieldcollective.com.au</a></p></div></div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'coralfieldcollective.com.au',
  covers:
    'Webflow (data-wf-site, generator, website-files CDN, jQuery on CloudFront), WebFont loader, GTM, Meta Pixel, Hotjar, jsDelivr (Finsweet CMS filter); Australian agency network with member agencies as a filterable CMS collection (one without website) plus detail pages, platform-partner badges (Meta and LinkedIn without links), industry bodies; client logos, awards, press, B Corp, SEEK, Vimeo/social as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/network': { headers: HEADERS, html: network },
    '/agencies/tidewater-creative': { headers: HEADERS, html: tidewater },
    '/agencies/kauri-digital': { headers: HEADERS, html: kauri },
    '/partners': { headers: HEADERS, html: partners },
    '/about': { headers: HEADERS, html: about },
    '/careers': { headers: HEADERS, html: careers },
    '/contact': { headers: HEADERS, html: contact },
  },
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-tag-manager',
    'facebook-pixel',
    'hotjar',
    'jsdelivr',
    'hsts',
    'open-graph',
  ],
  partners: {
    'tidewatercreative.com.au': 'channel',
    'harbourlinepr.com.au': 'channel',
    'saltbushmedia.com.au': 'channel',
    'lanewaydata.com.au': 'channel',
    'brightfin.com.au': 'channel',
    'cassowarygrowth.com.au': 'channel',
    'wattleandco.com.au': 'channel',
    'redgumstudio.com.au': 'channel',
    'swanline.com.au': 'channel',
    'kunanyicreative.com.au': 'channel',
    'topendsocial.com.au': 'channel',
    'kauridigital.co.nz': 'channel',
    'southerlystudio.co.nz': 'channel',
    'google.com': 'technology',
    'hubspot.com': 'technology',
    'shopify.com': 'technology',
    'klaviyo.com': 'technology',
    'salesforce.com': 'technology',
    'tiktok.com': 'technology',
    'semrush.com': 'technology',
    'iabaustralia.com.au': 'generic',
    'ami.org.au': 'generic',
  },
};
