import type { CorpusSite } from '../corpus/types.js';

const hsHeaders = { 'x-hs-hub-id': '25987654', 'x-hs-cache-config': 'BrowserCache', 'content-type': 'text/html;charset=utf-8' };

const head = (title: string): string => `<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="generator" content="HubSpot">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="https://www.hemvist.se/hubfs/hub_generated/template_assets/1/98765432101/1733112233445/template_main.min.css">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="a1b2c3d4-e5f6-4789-9abc-def012345678" data-culture="sv" async></script>
</head>`;

const header = `<header class="header">
  <a href="https://www.hemvist.se/" class="header__logo"><img src="https://www.hemvist.se/hubfs/hemvist-logo.svg" alt="Hemvist"></a>
  <nav class="menu"><ul>
    <li><a href="https://www.hemvist.se/funktioner">Funktioner</a></li>
    <li><a href="https://www.hemvist.se/integrationer">Integrationer</a></li>
    <li><a href="https://www.hemvist.se/kunder">Kunder</a></li>
    <li><a href="https://www.hemvist.se/priser">Priser</a></li>
    <li><a href="https://www.hemvist.se/om-oss">Om oss</a></li>
  </ul></nav>
  <a href="https://app.hemvist.se/" class="button button--ghost">Logga in</a>
  <a href="https://www.hemvist.se/boka-demo" class="button">Boka demo</a>
</header>`;

const footer = `<footer class="footer">
  <div class="footer__col"><h4>Hemvist</h4>
    <a href="https://www.hemvist.se/om-oss">Om oss</a>
    <a href="https://partner.hemvist.se/">Partners</a>
    <a href="https://career.hemvist.se/">Karriär</a>
    <a href="https://www.hemvist.se/press">Press</a>
  </div>
  <div class="footer__col"><h4>Medlem i</h4>
    <a href="https://www.sverigesallmannytta.se/">Sveriges Allmännytta – leverantörsmedlem</a>
    <a href="https://www.fastighetsagarna.se/">Fastighetsägarna</a>
  </div>
  <div class="footer__social"><a href="https://www.linkedin.com/company/hemvist">LinkedIn</a> <a href="https://www.facebook.com/hemvist.se">Facebook</a></div>
  <p>Hemvist AB · Org.nr 559123-4567 · Kungsgatan 8, 411 19 Göteborg</p>
</footer>`;

const card = (
  name: string,
  kategori: string,
  webb: string,
  text: string,
): string => `<div class="partner-kort" data-namn="${name}" data-kategori="${kategori}" data-webb="${webb}">
      <h3>${name}</h3><span class="tag">${kategori}</span><p>${text}</p>
      <button type="button" class="js-besok">Besök webbplats</button>
    </div>`;

export const site: CorpusSite = {
  domain: 'hemvist.se',
  covers:
    'Swedish HubSpot CMS property-management SaaS on www whose integrations page names systems without links, while the real partner directory sits on a partner. subdomain reached only from the footer, as filterable cards whose websites live in data-webb attributes (integration, reseller and consultant categories); traps are linked housing-company customers, association memberships, Almi funding, press links, a Vimeo demo, a partner login and a careers subdomain.',
  pages: {
    '/': { status: 301, redirect: 'https://www.hemvist.se/' },
    'https://www.hemvist.se/': {
      headers: hsHeaders,
      html: `<!DOCTYPE html><html lang="sv">
${head('Hemvist – Fastighetssystem för moderna hyresvärdar')}
<body>
${header}
<main>
<section class="hero"><h1>Allt för din fastighetsförvaltning. På ett ställe.</h1>
<p>Avier, felanmälan, hyresgästportal och uthyrning – byggt för svenska hyresvärdar.</p>
<div class="video"><iframe src="https://player.vimeo.com/video/876543210?h=ab12cd34ef" title="Hemvist på 90 sekunder" allow="autoplay; fullscreen"></iframe></div></section>
<section class="kunder"><h2>Över 300 fastighetsägare använder Hemvist</h2>
  <a href="https://www.poseidon.goteborg.se/"><img src="https://www.hemvist.se/hubfs/kunder/poseidon.png" alt="Bostads AB Poseidon"></a>
  <a href="https://www.heimstaden.com/sv/"><img src="https://www.hemvist.se/hubfs/kunder/heimstaden.png" alt="Heimstaden"></a>
  <a href="https://www.wallenstam.se/"><img src="https://www.hemvist.se/hubfs/kunder/wallenstam.png" alt="Wallenstam"></a>
</section>
<section><h2>Finansierade av</h2><p>Hemvist har fått innovationslån från <a href="https://www.almi.se/">Almi</a> och stöd från <a href="https://www.vinnova.se/">Vinnova</a>.</p></section>
</main>
${footer}
</body></html>`,
    },
    'https://www.hemvist.se/integrationer': {
      headers: hsHeaders,
      html: `<!DOCTYPE html><html lang="sv">
${head('Integrationer | Hemvist')}
<body>
${header}
<main>
<h1>Integrationer</h1>
<p>Hemvist pratar med ekonomisystemet, banken och passersystemet – så att du slipper dubbelregistrera.</p>
<ul class="integrationslista">
  <li>Fortnox – bokföring och reskontra</li>
  <li>Visma Administration</li>
  <li>BankID – säker inloggning för hyresgäster</li>
  <li>Aptus passersystem</li>
  <li>Autogiro via Bankgirot</li>
</ul>
<p>Se alla partners i vår <a href="https://partner.hemvist.se/">partnerkatalog</a>.</p>
</main>
${footer}
</body></html>`,
    },
    'https://www.hemvist.se/press': {
      headers: hsHeaders,
      html: `<!DOCTYPE html><html lang="sv">
${head('Press | Hemvist')}
<body>
${header}
<main><h1>Press</h1>
<ul>
  <li><a href="https://www.di.se/digital/goteborgsbolaget-hemvist-tar-in-40-miljoner/">Dagens industri: Göteborgsbolaget Hemvist tar in 40 miljoner</a></li>
  <li><a href="https://www.fastighetsnytt.se/2025/09/hemvist-lanserar-hyresgastapp/">Fastighetsnytt: Hemvist lanserar hyresgästapp</a></li>
</ul></main>
${footer}
</body></html>`,
    },
    'https://partner.hemvist.se/': {
      headers: hsHeaders,
      html: `<!DOCTYPE html><html lang="sv">
${head('Partnerkatalog | Hemvist')}
<body>
<header class="header header--partner"><a href="https://www.hemvist.se/">← Till hemvist.se</a><h1>Hemvist partnerkatalog</h1>
<a href="https://partner.hemvist.se/logga-in" class="button">Logga in som partner</a></header>
<main>
<div class="filter" role="group">
  <button data-filter="alla" class="is-active">Alla</button>
  <button data-filter="Integration">Integrationer</button>
  <button data-filter="Återförsäljare">Återförsäljare</button>
  <button data-filter="Konsult">Konsulter</button>
</div>
<div class="partner-grid">
    ${card('Fortnox', 'Integration', 'https://www.fortnox.se/', 'Automatisk bokföring av avier och inbetalningar.')}
    ${card('Visma', 'Integration', 'https://www.visma.se/', 'Export av reskontra till Visma Administration och Visma Net.')}
    ${card('BankID', 'Integration', 'https://www.bankid.com/', 'Säker inloggning och signering av hyresavtal.')}
    ${card('Aptus', 'Integration', 'https://www.aptus.se/', 'Koppla nyckelbrickor till hyresgästen direkt vid inflytt.')}
    ${card('Norrlands Fastighetssystem AB', 'Återförsäljare', 'https://www.nfsystem.se/', 'Säljer och installerar Hemvist i Norrland.')}
    ${card('Propera Rådgivning', 'Konsult', 'https://propera.se', 'Förvaltningskonsulter som hjälper till med migrering.')}
    ${card('Förvaltningsbyrån Syd', 'Konsult', 'https://forvaltningsbyransyd.se/', 'Utbildning och processutveckling för hyresvärdar i Skåne.')}
</div>
<section><h2>Bli partner</h2><p>Vill du integrera mot Hemvist eller sälja vår plattform? Läs mer om <a href="https://www.hemvist.se/partnerprogram">partnerprogrammet</a>.</p></section>
</main>
<script>document.querySelectorAll('.js-besok').forEach(function(b){b.addEventListener('click',function(){window.open(b.closest('.partner-kort').dataset.webb,'_blank')})});</script>
</body></html>`,
    },
  },
  sitemap: [
    'https://www.hemvist.se/',
    'https://www.hemvist.se/funktioner',
    'https://www.hemvist.se/integrationer',
    'https://www.hemvist.se/kunder',
    'https://www.hemvist.se/om-oss',
    'https://www.hemvist.se/press',
  ],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cookiebot', 'vimeo'],
  partners: {
    'fortnox.se': 'technology',
    'visma.se': 'technology',
    'bankid.com': 'technology',
    'aptus.se': 'technology',
    'nfsystem.se': 'channel',
    'propera.se': 'channel',
    'forvaltningsbyransyd.se': 'channel',
  },
};
