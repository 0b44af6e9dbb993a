import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87a1c2d3e4f5a6b7-AMS',
  'cf-cache-status': 'DYNAMIC',
  'x-frame-options': 'SAMEORIGIN',
};

function page(title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="nl" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Vacaturekompas</title>
<link rel="stylesheet" href="/_nuxt/entry.4f2a9c1b.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/entry.8d3b2a1c.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/default.b1c2d3e4.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo.5a6b7c8d.svg">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9" data-blockingmode="auto" type="text/javascript"></script>
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-K7WQ3ZP" async></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title} | Vacaturekompas">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.vacaturekompas.nl/og-image.jpg">
<meta property="og:locale" content="nl_NL">
<link rel="canonical" href="https://www.vacaturekompas.nl${path}">
<link rel="icon" type="image/png" href="/favicon.png">
<script type="module" src="/_nuxt/entry.8d3b2a1c.js" crossorigin></script></head>
<body><div id="__nuxt"><div class="min-h-screen flex flex-col" data-v-2e1a4b7c>
<header class="site-header" data-v-2e1a4b7c><div class="container" data-v-2e1a4b7c>
<a href="/" class="logo" aria-label="Vacaturekompas home" data-v-2e1a4b7c><img src="/_nuxt/logo.5a6b7c8d.svg" alt="Vacaturekompas" width="180" height="36" data-v-2e1a4b7c></a>
<nav class="main-nav" data-v-2e1a4b7c><a href="/vacatures" class="" data-v-2e1a4b7c>Vacatures</a><a href="/bedrijven" data-v-2e1a4b7c>Bedrijven</a><a href="/carriere-advies" data-v-2e1a4b7c>Carrièreadvies</a><a href="/werkgevers" class="highlight" data-v-2e1a4b7c>Voor werkgevers</a></nav>
<div class="account" data-v-2e1a4b7c><a href="/inloggen" data-v-2e1a4b7c>Inloggen</a><a href="/cv-plaatsen" class="btn" data-v-2e1a4b7c>CV plaatsen</a></div>
</div></header>
<main class="flex-1" data-v-2e1a4b7c>${body}</main>
<footer class="site-footer" data-v-5c6d7e8f><div class="container grid" data-v-5c6d7e8f>
<div data-v-5c6d7e8f><h4 data-v-5c6d7e8f>Werkzoekenden</h4><ul data-v-5c6d7e8f><li><a href="/vacatures" data-v-5c6d7e8f>Alle vacatures</a></li><li><a href="/vacatures/zorg" data-v-5c6d7e8f>Vacatures in de zorg</a></li><li><a href="/vacatures/techniek" data-v-5c6d7e8f>Technische vacatures</a></li><li><a href="/jobalert" data-v-5c6d7e8f>Jobalert instellen</a></li></ul></div>
<div data-v-5c6d7e8f><h4 data-v-5c6d7e8f>Werkgevers</h4><ul data-v-5c6d7e8f><li><a href="/werkgevers" data-v-5c6d7e8f>Vacature plaatsen</a></li><li><a href="/werkgevers#tarieven" data-v-5c6d7e8f>Tarieven</a></li><li><a href="/partners" data-v-5c6d7e8f>Partners</a></li></ul></div>
<div data-v-5c6d7e8f><h4 data-v-5c6d7e8f>Vacaturekompas</h4><ul data-v-5c6d7e8f><li><a href="/over-ons" data-v-5c6d7e8f>Over ons</a></li><li><a href="/werken-bij" data-v-5c6d7e8f>Werken bij Vacaturekompas</a></li><li><a href="https://help.vacaturekompas.nl/" data-v-5c6d7e8f>Helpcentrum</a></li><li><a href="/privacy" data-v-5c6d7e8f>Privacy</a></li><li><a href="/cookies" data-v-5c6d7e8f>Cookies</a></li><li><a href="/voorwaarden" data-v-5c6d7e8f>Algemene voorwaarden</a></li></ul></div>
<div data-v-5c6d7e8f><h4 data-v-5c6d7e8f>Download de app</h4><a href="https://apps.apple.com/nl/app/vacaturekompas/id1481234567" data-v-5c6d7e8f><img src="/img/app-store-nl.svg" alt="Download in de App Store" data-v-5c6d7e8f></a><a href="https://play.google.com/store/apps/details?id=nl.vacaturekompas.app" data-v-5c6d7e8f><img src="/img/google-play-nl.svg" alt="Ontdek het op Google Play" data-v-5c6d7e8f></a>
<div class="social" data-v-5c6d7e8f><a href="https://www.linkedin.com/company/vacaturekompas" aria-label="LinkedIn" data-v-5c6d7e8f></a><a href="https://www.facebook.com/vacaturekompas" aria-label="Facebook" data-v-5c6d7e8f></a><a href="https://www.instagram.com/vacaturekompas/" aria-label="Instagram" data-v-5c6d7e8f></a><a href="https://www.tiktok.com/@vacaturekompas" aria-label="TikTok" data-v-5c6d7e8f></a></div></div>
</div><div class="container legal" data-v-5c6d7e8f>© 2024 Vacaturekompas B.V. · KvK 71234567 · Vacaturekompas is onderdeel van <a href="https://www.kompasmedia.nl/" data-v-5c6d7e8f>Kompas Media Groep</a></div></footer>
</div></div>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.vacaturekompas.nl/v2",gtm:{id:"GTM-K7WQ3ZP"}},app:{baseURL:"/",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:3456789,hjsv:6};})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');</script>
<script async src="https://static.hotjar.com/c/hotjar-3456789.js?sv=6"></script>
</body>
</html>`;
}

const HOME = page(
  'Vind je nieuwe baan',
  'Meer dan 40.000 vacatures in heel Nederland. Zoek op functie, plaats en salaris en solliciteer direct.',
  '/',
  `<section class="hero" data-v-7a8b9c0d><h1 data-v-7a8b9c0d>Vind de baan die bij je past</h1><form action="/vacatures" class="search" data-v-7a8b9c0d><input name="q" placeholder="Functie, vaardigheid of bedrijf" data-v-7a8b9c0d><input name="plaats" placeholder="Plaats of postcode" data-v-7a8b9c0d><button data-v-7a8b9c0d>Zoeken</button></form><p data-v-7a8b9c0d>42.318 vacatures · 6.904 werkgevers</p></section>
<section class="latest" data-v-7a8b9c0d><h2 data-v-7a8b9c0d>Nieuwste vacatures</h2><ul data-v-7a8b9c0d>
<li class="job" data-v-7a8b9c0d><a href="/vacature/48213-verpleegkundige-wijkzorg-zwolle" data-v-7a8b9c0d><h3 data-v-7a8b9c0d>Verpleegkundige wijkzorg</h3><p data-v-7a8b9c0d>Thuiszorg De Vecht · Zwolle · € 3.100 - € 4.250</p></a></li>
<li class="job" data-v-7a8b9c0d><a href="/vacature/48207-monteur-elektrotechniek-apeldoorn" data-v-7a8b9c0d><h3 data-v-7a8b9c0d>Monteur elektrotechniek</h3><p data-v-7a8b9c0d>Installatiebedrijf Hoeksema · Apeldoorn · € 2.800 - € 3.600</p></a></li>
<li class="job" data-v-7a8b9c0d><a href="/vacature/48199-zelfstandig-werkend-bakker-deventer" data-v-7a8b9c0d><h3 data-v-7a8b9c0d>Zelfstandig werkend bakker</h3><p data-v-7a8b9c0d>Bakkerij Jansen · Deventer · € 2.600 - € 3.100</p></a></li>
</ul><a href="/vacatures" class="more" data-v-7a8b9c0d>Bekijk alle vacatures</a></section>
<section class="press" data-v-7a8b9c0d><h2 data-v-7a8b9c0d>Bekend van</h2><ul class="logos" data-v-7a8b9c0d><li data-v-7a8b9c0d><img src="/img/press/rtl-nieuws.svg" alt="RTL Nieuws" data-v-7a8b9c0d></li><li data-v-7a8b9c0d><img src="/img/press/nu-nl.svg" alt="NU.nl" data-v-7a8b9c0d></li><li data-v-7a8b9c0d><img src="/img/press/intermediair.svg" alt="Intermediair" data-v-7a8b9c0d></li></ul></section>`,
);

const VACATURE = page(
  'Zelfstandig werkend bakker in Deventer',
  'Bakkerij Jansen zoekt een zelfstandig werkend bakker (32-40 uur) in Deventer.',
  '/vacature/48199-zelfstandig-werkend-bakker-deventer',
  `<article class="vacancy" data-v-3d4e5f6a><nav class="crumbs" data-v-3d4e5f6a><a href="/vacatures" data-v-3d4e5f6a>Vacatures</a> › <a href="/vacatures/deventer" data-v-3d4e5f6a>Deventer</a></nav>
<h1 data-v-3d4e5f6a>Zelfstandig werkend bakker</h1><p class="meta" data-v-3d4e5f6a>Bakkerij Jansen · Deventer · 32-40 uur · € 2.600 - € 3.100 per maand</p>
<h2 data-v-3d4e5f6a>Wat ga je doen?</h2><p data-v-3d4e5f6a>Je bakt brood, banket en taarten voor onze drie winkels in Deventer en omgeving. Je begint vroeg, maar bent om 13:00 uur klaar.</p>
<h2 data-v-3d4e5f6a>Over Bakkerij Jansen</h2><p data-v-3d4e5f6a>Familiebedrijf sinds 1948. <a href="https://www.bakkerijjansen-deventer.nl/" rel="nofollow noopener" target="_blank" data-v-3d4e5f6a>Bekijk de website van Bakkerij Jansen</a></p>
<a href="/solliciteren/48199" class="btn apply" data-v-3d4e5f6a>Direct solliciteren</a>
<script type="application/ld+json">{"@context":"https://schema.org/","@type":"JobPosting","title":"Zelfstandig werkend bakker","datePosted":"2024-04-10","employmentType":"FULL_TIME","hiringOrganization":{"@type":"Organization","name":"Bakkerij Jansen","sameAs":"https://www.bakkerijjansen-deventer.nl/"},"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Deventer","addressCountry":"NL"}},"baseSalary":{"@type":"MonetaryAmount","currency":"EUR","value":{"@type":"QuantitativeValue","minValue":2600,"maxValue":3100,"unitText":"MONTH"}}}</script>
</article>`,
);

const WERKGEVERS = page(
  'Vacature plaatsen',
  'Bereik maandelijks 1,8 miljoen werkzoekenden. Plaats je vacature vanaf € 195 of koppel je ATS.',
  '/werkgevers',
  `<section class="employer-hero" data-v-9b8a7c6d><h1 data-v-9b8a7c6d>Vind sneller de juiste kandidaat</h1><p data-v-9b8a7c6d>Maandelijks zoeken 1,8 miljoen mensen een baan op Vacaturekompas. Plaats je vacature los of kies een pakket.</p><a href="/werkgevers/aanmelden" class="btn" data-v-9b8a7c6d>Vacature plaatsen</a></section>
<section id="tarieven" class="pricing" data-v-9b8a7c6d><h2 data-v-9b8a7c6d>Tarieven</h2><div class="plans" data-v-9b8a7c6d><div class="plan" data-v-9b8a7c6d><h3 data-v-9b8a7c6d>Basis</h3><p data-v-9b8a7c6d>€ 195 per vacature, 30 dagen online</p></div><div class="plan" data-v-9b8a7c6d><h3 data-v-9b8a7c6d>Plus</h3><p data-v-9b8a7c6d>€ 345 per vacature, met uitgelichte plaatsing en social boost</p></div><div class="plan" data-v-9b8a7c6d><h3 data-v-9b8a7c6d>Onbeperkt</h3><p data-v-9b8a7c6d>Vanaf € 2.950 per jaar</p></div></div></section>
<section class="integrations" data-v-9b8a7c6d><h2 data-v-9b8a7c6d>Koppelingen met jouw ATS</h2><p data-v-9b8a7c6d>Werk je met een recruitmentsysteem? Dankzij onze technologiepartners worden je vacatures automatisch geplaatst en komen sollicitaties direct in je ATS binnen.</p>
<ul class="logo-grid" data-v-9b8a7c6d>
<li data-v-9b8a7c6d><a href="https://recruitee.com/nl" target="_blank" rel="noopener" data-v-9b8a7c6d><img src="/img/ats/recruitee.svg" alt="Recruitee" data-v-9b8a7c6d></a></li>
<li data-v-9b8a7c6d><a href="https://www.homerun.co/" target="_blank" rel="noopener" data-v-9b8a7c6d><img src="/img/ats/homerun.svg" alt="Homerun" data-v-9b8a7c6d></a></li>
<li data-v-9b8a7c6d><a href="https://www.otys.nl/" target="_blank" rel="noopener" data-v-9b8a7c6d><img src="/img/ats/otys.svg" alt="OTYS" data-v-9b8a7c6d></a></li>
<li data-v-9b8a7c6d><a href="https://www.carerix.com/nl/" target="_blank" rel="noopener" data-v-9b8a7c6d><img src="/img/ats/carerix.svg" alt="Carerix" data-v-9b8a7c6d></a></li>
</ul><p data-v-9b8a7c6d>Staat jouw systeem er niet tussen? Vraag een XML-feed aan via <a href="https://help.vacaturekompas.nl/xml-feed" data-v-9b8a7c6d>ons helpcentrum</a>.</p></section>
<section class="clients" data-v-9b8a7c6d><h2 data-v-9b8a7c6d>Deze werkgevers gingen je voor</h2><ul class="logo-grid" data-v-9b8a7c6d>
<li data-v-9b8a7c6d><a href="https://www.thuiszorgdevecht.nl/werken-bij" target="_blank" data-v-9b8a7c6d><img src="/img/clients/de-vecht.png" alt="Thuiszorg De Vecht" data-v-9b8a7c6d></a></li>
<li data-v-9b8a7c6d><a href="https://www.hoeksema-installatie.nl/" target="_blank" data-v-9b8a7c6d><img src="/img/clients/hoeksema.png" alt="Installatiebedrijf Hoeksema" data-v-9b8a7c6d></a></li>
<li data-v-9b8a7c6d><a href="https://werkenbij.gemeente-raalterveen.nl/" target="_blank" data-v-9b8a7c6d><img src="/img/clients/raalterveen.png" alt="Gemeente Raalterveen" data-v-9b8a7c6d></a></li>
</ul><blockquote data-v-9b8a7c6d>“Binnen twee weken hadden we vier geschikte wijkverpleegkundigen gesproken.” — HR-adviseur, Thuiszorg De Vecht</blockquote></section>`,
);

const PARTNERS = page(
  'Partners',
  'Het partnernetwerk van Vacaturekompas: vakvacaturesites, mediapartners en resellers.',
  '/partners',
  `<section class="content" data-v-1f2e3d4c><h1 data-v-1f2e3d4c>Onze partners</h1>
<p data-v-1f2e3d4c>Vacatures op Vacaturekompas worden ook getoond op de sites van onze partners. Zo bereik je met één plaatsing ook vakgerichte en regionale doelgroepen.</p>
<h2 data-v-1f2e3d4c>Vakvacaturesites</h2>
<ul data-v-1f2e3d4c>
<li data-v-1f2e3d4c><a href="https://www.zorgvacaturesnoord.nl/" target="_blank" data-v-1f2e3d4c>Zorgvacatures Noord</a> – zorg en welzijn in Groningen, Friesland en Drenthe</li>
<li data-v-1f2e3d4c><a href="https://techniekbanen.nl/" target="_blank" data-v-1f2e3d4c>Techniekbanen.nl</a> – technische en installatievacatures</li>
<li data-v-1f2e3d4c><a href="https://www.horecawerk.nl/" target="_blank" data-v-1f2e3d4c>Horecawerk</a> – banen in horeca en recreatie</li>
</ul>
<h2 data-v-1f2e3d4c>Mediapartners</h2>
<ul data-v-1f2e3d4c>
<li data-v-1f2e3d4c><a href="https://www.dagbladvanhetoosten.nl/banen" target="_blank" data-v-1f2e3d4c>Dagblad van het Oosten</a> – banenkatern zaterdag</li>
<li data-v-1f2e3d4c><a href="https://www.radiogelderland-fm.nl/" target="_blank" data-v-1f2e3d4c>Radio Gelderland FM</a> – wekelijkse vacaturerubriek</li>
</ul>
<h2 data-v-1f2e3d4c>Resellers</h2>
<p data-v-1f2e3d4c>Deze recruitmentbureaus verkopen onze vacaturepakketten en helpen je met het schrijven van je vacaturetekst.</p>
<ul data-v-1f2e3d4c>
<li data-v-1f2e3d4c><a href="https://www.wervingenco.nl/" target="_blank" data-v-1f2e3d4c>Werving &amp; Co</a> (Utrecht)</li>
<li data-v-1f2e3d4c><a href="https://jobmarketingbrabant.nl/" target="_blank" data-v-1f2e3d4c>JobMarketing Brabant</a> (Eindhoven)</li>
<li data-v-1f2e3d4c>Recruitmentbureau Kennemerland (Haarlem)</li>
</ul>
<p data-v-1f2e3d4c>Wil je partner worden? Mail naar <a href="mailto:partners@vacaturekompas.nl" data-v-1f2e3d4c>partners@vacaturekompas.nl</a>.</p></section>`,
);

export const site: CorpusSite = {
  domain: 'vacaturekompas.nl',
  otherDomains: ['kompasmedia.nl'],
  covers:
    'Dutch job board on Nuxt 3 behind Cloudflare (Cookiebot, GTM script, Hotjar): ATS integration logo grid on the employers page (technology), a footer-linked partners page with plain lists of niche job sites and media partners (generic) and resellers (channel) plus an unlinked reseller; negatives are employer websites on a vacancy page and its JobPosting JSON-LD, linked client logos, press logos, app-store and social links, help subdomain, parent group domain',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/vacature/48199-zelfstandig-werkend-bakker-deventer': { headers: HEADERS, html: VACATURE },
    '/werkgevers': { headers: HEADERS, html: WERKGEVERS },
    '/partners': { headers: HEADERS, html: PARTNERS },
  },
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'cookiebot', 'google-tag-manager', 'hotjar', 'open-graph'],
  partners: {
    'recruitee.com': 'technology',
    'homerun.co': 'technology',
    'otys.nl': 'technology',
    'carerix.com': 'technology',
    'zorgvacaturesnoord.nl': 'generic',
    'techniekbanen.nl': 'generic',
    'horecawerk.nl': 'generic',
    'dagbladvanhetoosten.nl': 'generic',
    'radiogelderland-fm.nl': 'generic',
    'wervingenco.nl': 'channel',
    'jobmarketingbrabant.nl': 'channel',
  },
};
