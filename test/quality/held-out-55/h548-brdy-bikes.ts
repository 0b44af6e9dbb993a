import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '8e1a2b3c4d5e6f70-PRG',
  'cf-cache-status': 'HIT',
  'x-lambda-id': '9c8b7a6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d',
  'x-cluster-name': 'eu-central-1-prod-hosting-red',
  'content-language': 'cs',
};

const SITE = '65a0f3c2b1d4e5f60718293a';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

function doc(pageId: string, title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html><!-- Last Published: Tue Nov 05 2024 09:41:22 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.brdybikes.cz" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="cs"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a1c0ffee0b1e2d3f4a5b6c_og-brdy.jpg" property="og:image"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/brdybikes.webflow.shared.4f2a9c1e7.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700:latin-ext"]  }});</script><link href="${CDN}/65a1d2e3f4a5b6c7d8e9f0a1_favicon.png" rel="shortcut icon" type="image/x-icon"/><link rel="canonical" href="https://www.brdybikes.cz${path}"/><script async src="https://cdn.jsdelivr.net/npm/@finsweet/cookie-consent@1/fs-cc.js" fs-cc-mode="opt-in"></script><!-- Google Tag Manager --><script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-TB7R2QX');</script><!-- End Google Tag Manager --><script src="https://web-sdk.smartlook.com/recorder.js" async></script><script>window.smartlook||(function(d){var o=smartlook=function(){o.api.push(arguments)};o.api=[];})(document);smartlook('init','7a1b2c3d4e5f60718293a4b5c6d7e8f901a2b3c4',{region:'eu'});</script></head><body><div class="page-wrapper"><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/65a1e4f5a6b7c8d9e0f1a2b3_brdy-logo.svg" loading="lazy" alt="Brdy Bikes" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/modely" class="nav-link w-nav-link">Modely</a><a href="/prodejci" class="nav-link w-nav-link">Prodejci</a><a href="/partneri" class="nav-link w-nav-link">Partneři</a><a href="/o-nas" class="nav-link w-nav-link">O nás</a><a href="/kontakt" class="nav-link w-nav-link">Kontakt</a><a href="https://www.brdybikes.com/" class="nav-link lang w-nav-link">EN</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>${body}<footer class="footer"><div class="container w-container"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/65a1e4f5a6b7c8d9e0f1a2b3_brdy-logo.svg" loading="lazy" alt="Brdy Bikes"/><p class="footer-text">Brdy Bikes s.r.o.<br/>Rožmitálská 148, 262 42 Rožmitál pod Třemšínem<br/>IČO 08765432</p></div><div><h4 class="footer-heading">Firma</h4><a href="/o-nas" class="footer-link">O nás</a><a href="/partneri" class="footer-link">Partneři</a><a href="/prodejci" class="footer-link">Kde koupit</a><a href="https://www.jobs.cz/fp/brdy-bikes-s-r-o-10987654/" target="_blank" class="footer-link">Kariéra</a></div><div><h4 class="footer-heading">Podpora</h4><a href="/zaruka-a-servis" class="footer-link">Záruka a servis</a><a href="/navody" class="footer-link">Návody</a><a href="/obchodni-podminky" class="footer-link">Obchodní podmínky</a><a href="/ochrana-osobnich-udaju" class="footer-link">Ochrana osobních údajů</a><a href="#" fs-cc="open-preferences" class="footer-link">Nastavení cookies</a></div><div><h4 class="footer-heading">Sledujte nás</h4><a href="https://www.instagram.com/brdybikes/" target="_blank" class="footer-link">Instagram</a><a href="https://www.facebook.com/brdybikes" target="_blank" class="footer-link">Facebook</a><a href="https://www.strava.com/clubs/brdybikes" target="_blank" class="footer-link">Strava</a></div></div><div class="footer-bottom">© 2024 Brdy Bikes s.r.o.</div></div></footer></div><div fs-cc="banner" class="fs-cc-banner_component"><div class="fs-cc-banner_container"><div class="fs-cc-banner_text">Používáme cookies, abychom vám zajistili co nejlepší zážitek z našeho webu. <a href="/ochrana-osobnich-udaju" class="fs-cc-banner_text-link">Více informací</a></div><div class="fs-cc-banner_buttons-wrapper"><a fs-cc="open-preferences" href="#" class="fs-cc-banner_text-link">Nastavení</a><a fs-cc="deny" href="#" class="fs-cc-banner_button fs-cc-button-alt w-button">Odmítnout</a><a fs-cc="allow" href="#" class="fs-cc-banner_button w-button">Přijmout vše</a></div></div></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.8c1d2e3f4a5b6c7d.js" type="text/javascript"></script></body></html>`;
}

const home = doc(
  '65a0f3c2b1d4e5f60718293b',
  'Brdy Bikes – česká elektrokola z Brd',
  'Horská a trekingová elektrokola navržená a smontovaná v Rožmitále pod Třemšínem. Najděte prodejce ve svém kraji.',
  '/',
  `<section class="hero"><div class="container w-container"><h1 class="hero-heading">Elektrokola, která zvládnou Brdy i Alpy</h1><p class="hero-text">Navrženo a smontováno v Rožmitále pod Třemšínem. Rám z hliníku 6061, motor 85 Nm, baterie 720 Wh.</p><a href="/modely" class="button w-button">Prohlédnout modely</a><a href="/prodejci" class="button secondary w-button">Najít prodejce</a></div></section><section class="section"><div class="container w-container"><h2>Modely 2025</h2><div class="w-dyn-list"><div role="list" class="models-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/modely/tremsin-e-mtb" class="bike-card w-inline-block"><h3>Třemšín e-MTB</h3><p>od 94 990 Kč</p></a></div><div role="listitem" class="w-dyn-item"><a href="/modely/padrt-trek" class="bike-card w-inline-block"><h3>Padrť Trek</h3><p>od 72 990 Kč</p></a></div><div role="listitem" class="w-dyn-item"><a href="/modely/kounice-city" class="bike-card w-inline-block"><h3>Kounice City</h3><p>od 54 990 Kč</p></a></div></div></div></div></section><section class="section fleet"><div class="container w-container"><h2>Firemní flotily</h2><p>S elektrokoly Brdy jezdí zaměstnanci těchto firem:</p><div class="logo-row"><img src="${CDN}/65a2a1b2c3d4e5f6a7b8c9d0_vltava-logistics.svg" loading="lazy" alt="Vltava Logistics"/><img src="${CDN}/65a2a1b2c3d4e5f6a7b8c9d1_pribram-energy.svg" loading="lazy" alt="Příbram Energy"/><img src="${CDN}/65a2a1b2c3d4e5f6a7b8c9d2_techpark-brno.svg" loading="lazy" alt="TechPark Brno"/></div></div></section><section class="section reviews"><div class="container w-container"><h2>Co říkají jezdci</h2><blockquote>„Po 4 000 km bez jediné závady. Podpora motoru je přirozená a baterie vydrží celý den v Jeseníkách.“ – Ondřej, Olomouc</blockquote></div></section>`,
);

const prodejci = doc(
  '65a0f3c2b1d4e5f60718294c',
  'Prodejci | Brdy Bikes',
  'Autorizovaní prodejci elektrokol Brdy Bikes v Česku, na Slovensku a v Německu. Testovací jízdy u všech prodejců.',
  '/prodejci',
  `<section class="section"><div class="container w-container"><h1>Autorizovaní prodejci</h1><p class="lead">U všech autorizovaných prodejců si můžete elektrokolo Brdy vyzkoušet. Doporučujeme si testovací jízdu předem domluvit telefonicky.</p><div class="dealers-region"><h2>Praha</h2><ul role="list" class="dealer-list w-list-unstyled"><li>Kolo Centrum Smíchov, Štefánikova 52, Praha 5 – <a href="https://www.kolocentrum.cz/" target="_blank">www.kolocentrum.cz</a></li><li>E-bike Point Letná, Milady Horákové 18, Praha 7 – <a href="https://ebikepoint.cz/" target="_blank">ebikepoint.cz</a></li></ul></div><div class="dealers-region"><h2>Jihomoravský kraj</h2><ul role="list" class="dealer-list w-list-unstyled"><li>Cyklo Morava, Křenová 71, Brno – <a href="https://www.cyklomorava.cz/elektrokola/brdy" target="_blank">www.cyklomorava.cz</a></li></ul></div><div class="dealers-region"><h2>Plzeňský kraj</h2><ul role="list" class="dealer-list w-list-unstyled"><li>Sport Bernard, Americká 34, Plzeň – tel. 377 123 456</li></ul></div><div class="dealers-region"><h2>Olomoucký kraj</h2><ul role="list" class="dealer-list w-list-unstyled"><li>Velo Haná, Palackého 9, Olomouc – <a href="https://www.velohana.cz/" target="_blank">www.velohana.cz</a></li></ul></div><div class="dealers-region"><h2>Slovensko</h2><ul role="list" class="dealer-list w-list-unstyled"><li>Bicykle Tatry s.r.o., Popradské nábrežie 12, Poprad – <a href="https://www.bicykletatry.sk/" target="_blank">www.bicykletatry.sk</a></li></ul></div><div class="dealers-region"><h2>Německo</h2><ul role="list" class="dealer-list w-list-unstyled"><li>Radeln am Elbsandstein GmbH, Bad Schandau – <a href="https://www.radeln-elbsandstein.de/" target="_blank">radeln-elbsandstein.de</a></li></ul></div><div class="cta-box"><h3>Chcete prodávat Brdy Bikes?</h3><p>Hledáme nové prodejce po celé ČR. Napište nám na <a href="mailto:obchod@brdybikes.cz">obchod@brdybikes.cz</a>.</p></div></div></section>`,
);

const partneri = doc(
  '65a0f3c2b1d4e5f60718295d',
  'Partneři | Brdy Bikes',
  'Technologičtí partneři, partnerské půjčovny a tým, který podporujeme.',
  '/partneri',
  `<section class="section"><div class="container w-container"><h1>Partneři</h1><p class="lead">Elektrokolo je jen tak dobré jako jeho komponenty. Proto spolupracujeme s těmi nejlepšími.</p><h2>Technologičtí partneři</h2><div class="w-dyn-list"><div role="list" class="partner-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><div class="partner-card"><img src="${CDN}/65a3b1c2d3e4f5a6b7c8d9e0_voltamo.svg" loading="lazy" alt="Voltamo Drive Systems"/><h3>Voltamo Drive Systems</h3><p>Středové motory 85 Nm s vlastní kalibrací pro naše rámy.</p><a href="https://www.voltamo.de/" target="_blank" class="partner-link">Navštívit web →</a></div></div><div role="listitem" class="w-dyn-item"><div class="partner-card"><img src="${CDN}/65a3b1c2d3e4f5a6b7c8d9e1_cellpack.svg" loading="lazy" alt="Cellpack Energy"/><h3>Cellpack Energy</h3><p>Baterie 720 Wh vyvinuté a vyráběné v Česku, s recyklačním programem.</p><a href="https://cellpack-energy.cz/" target="_blank" class="partner-link">Navštívit web →</a></div></div><div role="listitem" class="w-dyn-item"><div class="partner-card"><img src="${CDN}/65a3b1c2d3e4f5a6b7c8d9e2_ridesync.svg" loading="lazy" alt="RideSync"/><h3>RideSync</h3><p>Aplikace pro nastavení režimů podpory, diagnostiku a zabezpečení kola.</p><a href="https://ridesync.app/" target="_blank" class="partner-link">Navštívit web →</a></div></div></div></div><h2>Partnerské půjčovny</h2><p>Elektrokola Brdy si můžete půjčit v našich partnerských půjčovnách: <a href="https://www.pujcovnasumava.cz/" target="_blank">Půjčovna kol Šumava</a> v Železné Rudě a v recepci Hotelu Brdy Resort v Rožmitále.</p><h2>Sponzoring</h2><p>Jsme hrdým sponzorem závodního týmu <a href="https://www.brdyracing.cz/" target="_blank">Brdy Racing Team</a> a závodu Brdská stovka.</p></div></section>`,
);

const oNas = doc(
  '65a0f3c2b1d4e5f60718296e',
  'O nás | Brdy Bikes',
  'Brdy Bikes založili v roce 2018 dva inženýři a jeden mechanik. Dnes vyrábíme přes 3 000 elektrokol ročně.',
  '/o-nas',
  `<section class="section"><div class="container w-container"><h1>O nás</h1><p>Brdy Bikes založili v roce 2018 Jan Kříž, Petra Havlová a Tomáš Dvořák v bývalé truhlárně v Rožmitále. Dnes u nás pracuje 46 lidí a ročně smontujeme přes 3 000 elektrokol.</p><h2>Ocenění</h2><ul role="list"><li>Czech Grand Design 2023 – nominace v kategorii Produktový design</li><li>Elektrokolo roku 2024 (čtenáři Cyklo Revue) – Třemšín e-MTB</li></ul><h2>Napsali o nás</h2><ul role="list"><li><a href="https://www.idnes.cz/technet/doprava/brdy-bikes-elektrokola-rozmital.A240312_101010_tec_technika_abc" target="_blank">iDNES.cz: Elektrokola z Brd míří do Alp</a></li><li><a href="https://www.e15.cz/byznys/prumysl/brdy-bikes-zdvojnasobi-vyrobu-1412345" target="_blank">E15: Brdy Bikes zdvojnásobí výrobu</a></li></ul><h2>Podpora</h2><p>Rozšíření montážní linky bylo spolufinancováno z programu OP TAK prostřednictvím <a href="https://www.agentura-api.org/" target="_blank">Agentury API</a>.</p></div></section>`,
);

export const site: CorpusSite = {
  domain: 'brdybikes.cz',
  otherDomains: ['brdybikes.com'],
  covers:
    'Czech Webflow e-bike maker: dealers as plain lists by region (one with phone only, Slovak and German dealers), technology partner cards in a CMS list with "visit website", rental partner in prose; fleet customers, reviews, sponsored racing team, awards, press, EU funding agency, jobs.cz, Strava and the .com shop as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/prodejci': { headers: HEADERS, html: prodejci },
    '/partneri': { headers: HEADERS, html: partneri },
    '/o-nas': { headers: HEADERS, html: oNas },
  },
  sitemap: [
    '/',
    '/modely',
    '/prodejci',
    '/partneri',
    '/o-nas',
    '/kontakt',
    '/modely/tremsin-e-mtb',
    '/modely/padrt-trek',
    '/modely/kounice-city',
  ],
  technologies: [
    'cloudflare',
    'google-font-api',
    'google-hosted-libraries',
    'google-tag-manager',
    'jquery',
    'jsdelivr',
    'open-graph',
    'smartlook',
    'webflow',
  ],
  partners: {
    'kolocentrum.cz': 'channel',
    'ebikepoint.cz': 'channel',
    'cyklomorava.cz': 'channel',
    'velohana.cz': 'channel',
    'bicykletatry.sk': 'channel',
    'radeln-elbsandstein.de': 'channel',
    'voltamo.de': 'technology',
    'cellpack-energy.cz': 'technology',
    'ridesync.app': 'technology',
    'pujcovnasumava.cz': 'generic',
  },
};
