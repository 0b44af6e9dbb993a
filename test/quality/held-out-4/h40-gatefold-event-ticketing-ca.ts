import type { CorpusSite } from '../corpus/types.js';

/** A Framer-published site of a Montreal ticketing platform for independent venues and festivals. */
const HEADERS = {
  server: 'Framer/2a3f1e9',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public, max-age=0, must-revalidate',
  'x-frame-options': 'SAMEORIGIN',
};

const FRAMER = 'https://framerusercontent.com/sites/4hT2qLmX9vW1rZ8c';

function page(path: string, title: string, description: string, body: string): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<meta name="generator" content="Framer 3c5d1f2">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="framer-search-index" content="${FRAMER}/searchIndex-Qm3pX1.json">
<link href="https://framerusercontent.com/images/Kp2vQ1x8ZtT0d4wL.png" rel="icon" media="(prefers-color-scheme: light)">
<meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
<meta property="og:image" content="https://framerusercontent.com/assets/Xb7rN2cL4qW9zY1k.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://gatefold.ca${path}">
<link rel="alternate" hreflang="fr-CA" href="https://gatefold.ca/fr${path === '/' ? '' : path}">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2WZ4R1P"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date);gtag("config","G-7QK2WZ4R1P");</script>
<style data-framer-css-ssr-minified data-framer-components="framer-lib-cursors-host framer-Hx2nD framer-9Kq3s">html,body,#main{margin:0;padding:0;box-sizing:border-box}.framer-Hx2nD{display:flex;flex-direction:column}</style>
<script type="module" async data-framer-bundle="main" fetchpriority="low" src="${FRAMER}/script_main.Xk2pL9vQ.mjs"></script>
</head>
<body>
<div id="main" data-framer-hydrate-v2="{&quot;routeId&quot;:&quot;augiA20Il&quot;,&quot;localeId&quot;:&quot;default&quot;,&quot;breakpoints&quot;:[{&quot;hash&quot;:&quot;1x7p9kq&quot;,&quot;mediaQuery&quot;:&quot;(min-width: 1200px)&quot;}]}" data-framer-ssr-released-at="2026-11-20T14:02:11.381Z" data-framer-page-optimized-at="2026-11-20T14:05:40.118Z">
<div class="framer-Hx2nD" style="min-height:100vh;width:auto">
<nav class="framer-1m8t4xq" data-framer-name="Navigation">
<a class="framer-16r2gqn framer-lux5qc" data-framer-name="Logo" href="./" data-framer-page-link-current="true"><img src="https://framerusercontent.com/images/gatefold-wordmark.svg" alt="Gatefold"></a>
<a class="framer-1y7t1qk framer-lux5qc" href="./product">Product</a>
<a class="framer-1y7t1qk framer-lux5qc" href="./pricing">Pricing</a>
<a class="framer-1y7t1qk framer-lux5qc" href="./integrations">Integrations</a>
<a class="framer-1y7t1qk framer-lux5qc" href="./network">Network</a>
<a class="framer-1y7t1qk framer-lux5qc" href="./venues">Venues &amp; festivals</a>
<a class="framer-1y7t1qk framer-lux5qc" href="./about">About</a>
<a class="framer-1y7t1qk framer-lux5qc" href="./fr">FR</a>
<a class="framer-7bq2dn framer-lux5qc" href="https://dashboard.gatefold.ca/signup">Start selling</a>
</nav>
${body}
<footer class="framer-1qj3m7z" data-framer-name="Footer">
<div class="framer-v2x5ke"><p class="framer-text">Gatefold Ticketing Inc. · 5333 av. Casgrain, Montréal QC H2T 1X3</p>
<p class="framer-text">Payouts processed by <a class="framer-text framer-styles-preset-1wicq5s" href="https://stripe.com/en-ca" target="_blank" rel="noopener">Stripe</a>. Prices in CAD, taxes included.</p></div>
<div class="framer-1n0q2lk"><a class="framer-text" href="./about">About</a> <a class="framer-text" href="https://jobs.ashbyhq.com/gatefold">Careers</a> <a class="framer-text" href="https://help.gatefold.ca/">Help centre</a> <a class="framer-text" href="./privacy">Privacy</a></div>
<div class="framer-1b9f8r3"><a href="https://www.instagram.com/gatefold.tix/">Instagram</a> <a href="https://www.linkedin.com/company/gatefold-ticketing/">LinkedIn</a> <a href="https://www.tiktok.com/@gatefold.tix">TikTok</a></div>
</footer>
</div></div>
<div id="__framer-badge-container"><div class="__framer-badge" aria-hidden="true"><a href="https://www.framer.com/?utm_source=framer-badge&amp;utm_medium=badge&amp;utm_campaign=gatefold" target="_blank" rel="noopener">Made in Framer</a></div></div>
</body>
</html>`;
}

const home = page(
  '/',
  'Gatefold — Ticketing for independent venues & festivals',
  'Gatefold is the fan-first ticketing platform for independent venues, promoters and festivals in Canada. Lower fees, faster payouts, bilingual by default.',
  `<header class="framer-1k5m2hw" data-framer-name="Hero"><h1 class="framer-text">Tickets that treat fans like fans</h1>
<p class="framer-text">Flat $1 fees, next-day payouts and a bilingual checkout. Built in Montréal for the venues that make a scene.</p>
<a class="framer-text" href="https://dashboard.gatefold.ca/signup">Start selling — it's free</a></header>
<section class="framer-8f3k1a" data-framer-name="Logos"><p class="framer-text">Trusted by 600+ venues and festivals</p>
<a href="https://www.lesoleilfest.ca/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/soleilfest.png" alt="Le Soleil Fest"></a>
<a href="https://www.theparkdaleroom.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/parkdale.png" alt="The Parkdale Room"></a>
<a href="https://salle-lamarche.ca/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/lamarche.png" alt="Salle La Marche"></a>
<a href="https://www.hurricanefolkfest.com/" target="_blank" rel="noopener"><img src="https://framerusercontent.com/images/hurricane.png" alt="Hurricane Folk Fest"></a></section>
<section class="framer-2r6v9p" data-framer-name="Features"><div><h3 class="framer-text">Box office in every neighbourhood</h3><p class="framer-text">Fans without a credit card can pay cash at <a href="./network">record stores and cafés in our network</a>.</p></div>
<div><h3 class="framer-text">Plays well with your tools</h3><p class="framer-text">Sync buyers to your newsletter and announce shows everywhere. <a href="./integrations">See integrations</a>.</p></div></section>
<section class="framer-9q1w3e" data-framer-name="Showcase"><h2 class="framer-text">Gatefold Showcase 2026</h2><p class="framer-text">Twelve emerging bands, three stages, one night on Saint-Laurent. Presented by <a href="https://www.bell.ca/" target="_blank">Bell</a>, with support from the <a href="https://montreal.ca/" target="_blank">Ville de Montréal</a>.</p></section>`,
);

const apps = [
  { name: 'Mailchimp', domain: 'mailchimp.com', kind: 'Email marketing', text: 'Add ticket buyers to an audience, tagged by show.' },
  { name: 'Klaviyo', domain: 'klaviyo.com', kind: 'Email & SMS', text: 'Trigger flows when fans buy, transfer or scan tickets.' },
  {
    name: 'Bandsintown',
    domain: 'bandsintown.com',
    kind: 'Event listings',
    text: 'Publish on-sales to Bandsintown artist pages automatically.',
  },
  { name: 'Songkick', domain: 'songkick.com', kind: 'Event listings', text: 'Your shows on Songkick with a direct ticket link.' },
  { name: 'Spotify', domain: 'spotify.com', kind: 'Artist tools', text: 'Show concerts on artist profiles via Spotify for Artists.' },
  { name: 'Zapier', domain: 'zapier.com', kind: 'Automation', text: 'Send orders to 6,000 apps.' },
];

const integrations = page(
  '/integrations',
  'Integrations — Gatefold',
  'Connect Gatefold to Mailchimp, Klaviyo, Bandsintown, Songkick, Spotify and Zapier.',
  `<header class="framer-1k5m2hw"><h1 class="framer-text">Integrations</h1><p class="framer-text">Turn on an integration from your dashboard under Settings → Apps.</p></header>
<section class="framer-4t7y2u" data-framer-name="Grid">
${apps
  .map(
    (a) =>
      `<div class="framer-11h8e2c" data-framer-name="Card" data-highlight="true" tabindex="0"><img src="https://framerusercontent.com/images/app-${a.name.toLowerCase()}.png" alt=""><h3 class="framer-text">${a.name}</h3><p class="framer-text framer-styles-preset-kicker">${a.kind}</p><p class="framer-text">${a.text}</p><p class="framer-text framer-styles-preset-muted">${a.domain}</p></div>`,
  )
  .join('\n')}
<div class="framer-11h8e2c" data-framer-name="Card"><h3 class="framer-text">Google Wallet</h3><p class="framer-text framer-styles-preset-kicker">Coming 2027</p><p class="framer-text">Tickets in Google Wallet.</p></div>
</section>
<section class="framer-5s2d1f"><p class="framer-text">Missing something? <a href="https://help.gatefold.ca/api">Use the API</a> or <a href="mailto:partners@gatefold.ca">tell us</a>.</p></section>`,
);

const network = page(
  '/network',
  'Box office network — Gatefold',
  'Buy Gatefold tickets in cash at record stores, cafés and box offices across Quebec and Ontario.',
  `<header class="framer-1k5m2hw"><h1 class="framer-text">Box office network</h1><p class="framer-text">No card? No problem. Our authorized outlets sell any Gatefold ticket in cash, with no extra fee.</p></header>
<section class="framer-6p3c8v" data-framer-name="Montréal"><h2 class="framer-text">Montréal</h2>
<div class="framer-outlet"><h3 class="framer-text">Disques Beaubien</h3><p class="framer-text">6548 rue Saint-Hubert · Tue–Sun 11–19</p><a class="framer-text" href="https://disquesbeaubien.ca/" target="_blank" rel="noopener">disquesbeaubien.ca</a></div>
<div class="framer-outlet"><h3 class="framer-text">Café Orbite</h3><p class="framer-text">4410 boul. Saint-Laurent · Daily 8–22</p><a class="framer-text" href="https://www.cafeorbite.com/?utm_source=gatefold&amp;utm_medium=network" target="_blank" rel="noopener">Website</a></div>
<div class="framer-outlet"><h3 class="framer-text">La Tabagie du Plateau</h3><p class="framer-text">1021 av. du Mont-Royal E · Daily 7–23</p></div></section>
<section class="framer-6p3c8v" data-framer-name="Québec"><h2 class="framer-text">Québec City</h2>
<div class="framer-outlet"><h3 class="framer-text">Billetterie Capitale</h3><p class="framer-text">Authorized ticket agency · 418 555-0199 · billetterie-capitale.ca</p></div></section>
<section class="framer-6p3c8v" data-framer-name="Ottawa"><h2 class="framer-text">Ottawa–Gatineau</h2>
<div class="framer-outlet"><h3 class="framer-text">Rideau Box Office</h3><p class="framer-text">Authorized ticket agency</p><a class="framer-text" href="https://rideauboxoffice.ca/" target="_blank" rel="noopener">rideauboxoffice.ca</a></div></section>
<section class="framer-6p3c8v" data-framer-name="Toronto"><h2 class="framer-text">Toronto</h2>
<div class="framer-outlet"><h3 class="framer-text">Soundcheck Records</h3><p class="framer-text">889 Queen St W</p><a class="framer-text" href="https://soundcheckrecords.ca/" target="_blank" rel="noopener">soundcheckrecords.ca</a></div>
<div class="framer-outlet"><h3 class="framer-text">Lakeshore Tix</h3><p class="framer-text">Ticket agency for the GTA</p><a class="framer-text" href="https://www.lakeshoretix.com/" target="_blank" rel="noopener">lakeshoretix.com</a></div></section>
<section class="framer-5s2d1f"><h2 class="framer-text">Become an outlet</h2><p class="framer-text">Shops earn 5% on every ticket sold at the counter. <a href="mailto:network@gatefold.ca">Write to us</a>.</p></section>`,
);

const venues = page(
  '/venues',
  'Venues & festivals — Gatefold',
  'The venues, promoters and festivals that sell with Gatefold.',
  `<header class="framer-1k5m2hw"><h1 class="framer-text">Venues &amp; festivals</h1></header>
<section class="framer-3w8n1m"><div><h3 class="framer-text">Le Soleil Fest</h3><p class="framer-text">32,000 tickets in 2026, 41% bought on mobile in French.</p><a href="https://www.lesoleilfest.ca/">lesoleilfest.ca</a></div>
<div><h3 class="framer-text">The Parkdale Room</h3><p class="framer-text">Switched from a national ticketer and cut fan fees by 70%.</p><a href="https://www.theparkdaleroom.com/">theparkdaleroom.com</a></div>
<div><h3 class="framer-text">Hurricane Folk Fest</h3><p class="framer-text">Cash sales through the box office network doubled walk-up.</p><a href="https://www.hurricanefolkfest.com/">hurricanefolkfest.com</a></div></section>`,
);

const about = page(
  '/about',
  'About — Gatefold',
  'Gatefold was started in 2021 by two former venue managers in Montréal.',
  `<header class="framer-1k5m2hw"><h1 class="framer-text">Made by people who worked the door</h1></header>
<section class="framer-7u2k9j"><p class="framer-text">Gatefold was founded in 2021 by Émilie Roy and Dev Sharma, who ran a 300-cap room on Saint-Laurent. Today 22 of us work from Mile-End.</p>
<h2 class="framer-text">Backed by</h2><p class="framer-text"><a href="https://realventures.com/">Real Ventures</a> and <a href="https://www.panache.vc/">Panache Ventures</a>.</p>
<h2 class="framer-text">With the support of</h2><p class="framer-text"><a href="https://sodec.gouv.qc.ca/">SODEC</a> · <a href="https://cmf-fmc.ca/">Canada Media Fund</a></p>
<h2 class="framer-text">Press</h2><p class="framer-text"><a href="https://www.lapresse.ca/arts/musique/2026-04-02/billetterie-gatefold.php">La Presse</a> · <a href="https://www.cbc.ca/news/canada/montreal/gatefold-ticketing-1.7140021">CBC Montreal</a></p></section>`,
);

export const site: CorpusSite = {
  domain: 'gatefold.ca',
  covers:
    'Framer site of a Montreal ticketing platform with relative ./ links: "Integrations" cards show the vendor only as a plain-text domain (no links; one "coming" card without domain), and a "Network" menu item lists cash box-office outlets by city as cards (links with UTM, one outlet only as a text domain, one with no website); traps: venue and festival logos and stories, showcase sponsors and city, Stripe payouts, "Made in Framer" badge, investors, SODEC and Canada Media Fund funding, press, Ashby careers, help subdomain, French alternate.',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/integrations': { headers: HEADERS, html: integrations },
    '/network': { headers: HEADERS, html: network },
    '/venues': { headers: HEADERS, html: venues },
    '/about': { headers: HEADERS, html: about },
  },
  sitemap: ['/', '/integrations', '/network', '/venues', '/about'],
  technologies: ['framer-sites', 'react', 'google-analytics', 'google-tag-manager', 'hsts', 'open-graph', 'priority-hints'],
  partners: {
    'mailchimp.com': 'technology',
    'klaviyo.com': 'technology',
    'bandsintown.com': 'technology',
    'songkick.com': 'technology',
    'spotify.com': 'technology',
    'zapier.com': 'technology',
    'disquesbeaubien.ca': 'channel',
    'cafeorbite.com': 'channel',
    'billetterie-capitale.ca': 'channel',
    'rideauboxoffice.ca': 'channel',
    'soundcheckrecords.ca': 'channel',
    'lakeshoretix.com': 'channel',
  },
};
