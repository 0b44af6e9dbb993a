import type { CorpusSite } from '../corpus/types.js';

/** Stavanger craft brewery on Webflow (CMS collections), Norwegian Bokmål. */

const SITE = '65a7c1e2f4b8d90012ab34cd';

const wfHeaders = {
  'content-type': 'text/html',
  'x-cluster-name': 'eu-west-1-prod-hosting-red',
  'x-lambda-id': '7c1f2a9e-4b3d-4e8f-9a0b-1c2d3e4f5a6b',
  'surrogate-key': `${SITE} pageId:65a7c1e2f4b8d90012ab3500`,
};

const pages = {
  '/': ['65a7c1e2f4b8d90012ab3500', 'Skarvheim Bryggeri — Øl fra Stavanger'],
  '/om-oss': ['65a7c1e2f4b8d90012ab3501', 'Om oss | Skarvheim Bryggeri'],
  '/ol': ['65a7c1e2f4b8d90012ab3502', 'Ølene våre | Skarvheim Bryggeri'],
  '/distributorer': ['65a7c1e2f4b8d90012ab3503', 'Distributører | Skarvheim Bryggeri'],
  '/samarbeidspartnere': ['65a7c1e2f4b8d90012ab3504', 'Samarbeidspartnere | Skarvheim Bryggeri'],
  '/nyheter': ['65a7c1e2f4b8d90012ab3505', 'Nyheter | Skarvheim Bryggeri'],
  '/jobb': ['65a7c1e2f4b8d90012ab3506', 'Jobb hos oss | Skarvheim Bryggeri'],
  '/kontakt': ['65a7c1e2f4b8d90012ab3507', 'Kontakt og taproom | Skarvheim Bryggeri'],
} as const;

type PagePath = keyof typeof pages;

const navLinks: [PagePath, string][] = [
  ['/ol', 'Øl'],
  ['/om-oss', 'Om oss'],
  ['/distributorer', 'Distributører'],
  ['/samarbeidspartnere', 'Partnere'],
  ['/nyheter', 'Nyheter'],
  ['/kontakt', 'Taproom'],
];

const doc = (path: PagePath, description: string, main: string) => {
  const [pageId, title] = pages[path];
  const nav = navLinks
    .map(
      ([href, label]) =>
        `<a href="${href}"${href === path ? ' aria-current="page"' : ''} class="nav-link w-nav-link${href === path ? ' w--current' : ''}">${label}</a>`,
    )
    .join('');
  return {
    headers: { ...wfHeaders, 'surrogate-key': `${SITE} pageId:${pageId}` },
    html: `<!DOCTYPE html><!-- Last Published: Tue Mar 05 2024 10:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="skarvheim.no" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="nb"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab36ff_og-skarvheim.jpg" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/${SITE}/css/skarvheim.webflow.shared.3f1a2b7c9.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Archivo:regular,500,700,900","Inter:regular,500,600"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3700_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3701_webclip.png" rel="apple-touch-icon"/><link href="https://skarvheim.no${path}" rel="canonical"/><script defer data-domain="skarvheim.no" src="https://plausible.io/js/plausible.js"></script></head><body class="body">
<div class="age-gate" id="age-gate" style="display:none"><div class="age-gate-card"><h2 class="heading-age">Er du over 18 år?</h2><p class="paragraph-age">Du må være 18 år eller eldre for å besøke nettsiden til et bryggeri.</p><a href="#" class="button w-button" data-age="yes">Ja, jeg er over 18</a><a href="https://www.google.no" class="button-secondary w-button">Nei</a></div></div>
<div data-animation="default" class="navbar w-nav" data-easing2="ease" data-easing="ease" data-collapse="medium" role="banner" data-no-scroll="1" data-duration="400" data-doc-height="1"><div class="nav-container w-container"><a href="/" class="brand w-nav-brand${path === '/' ? ' w--current' : ''}"${path === '/' ? ' aria-current="page"' : ''}><img src="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3702_skarvheim-logo.svg" loading="lazy" width="150" alt="Skarvheim Bryggeri" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu">${nav}<a href="https://butikk.skarvheim.no" class="nav-link button-nav w-nav-link">Nettbutikk</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${main}
<section class="section-newsletter"><div class="w-container"><h3 class="heading-newsletter">Nytt på tapp?</h3><p>Få beskjed om nye øl, taproom-arrangementer og bryggeriomvisninger.</p><div class="w-form"><form id="email-form" name="email-form" data-name="Nyhetsbrev" method="get" class="newsletter-form" aria-label="Nyhetsbrev"><input class="text-field w-input" maxlength="256" name="email" data-name="Email" placeholder="E-postadresse" type="email" id="email" required=""/><input type="submit" data-wait="Vent litt..." class="button w-button" value="Meld meg på"/></form><div class="w-form-done" tabindex="-1" role="region" aria-label="Nyhetsbrev success"><div>Takk! Du hører fra oss.</div></div><div class="w-form-fail" tabindex="-1" role="region" aria-label="Nyhetsbrev failure"><div>Noe gikk galt. Prøv igjen.</div></div></div></div></section>
<footer class="footer"><div class="footer-container w-container"><div class="w-layout-grid footer-grid"><div class="footer-col"><img src="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3703_skarvheim-logo-white.svg" loading="lazy" width="120" alt="Skarvheim Bryggeri" class="footer-logo"/><p class="footer-text">Skarvheim Bryggeri AS<br/>Nedre Holmegate 9, 4006 Stavanger<br/>Org.nr. 918 442 071</p></div><div class="footer-col"><h4 class="footer-heading">Sider</h4><a href="/ol" class="footer-link">Øl</a><a href="/distributorer" class="footer-link">Distributører</a><a href="/jobb" class="footer-link">Jobb</a><a href="/personvern" class="footer-link">Personvern</a></div><div class="footer-col"><h4 class="footer-heading">Følg oss</h4><a href="https://www.instagram.com/skarvheimbryggeri" target="_blank" class="footer-link">Instagram</a><a href="https://www.facebook.com/skarvheimbryggeri" target="_blank" class="footer-link">Facebook</a><a href="https://untappd.com/SkarvheimBryggeri" target="_blank" class="footer-link">Untappd</a></div><div class="footer-col"><h4 class="footer-heading">Partnere</h4><div class="footer-partner-logos"><a href="https://www.hardangerhumle.no" target="_blank" class="footer-partner w-inline-block"><img src="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3710_hardanger-humle.svg" loading="lazy" alt="Hardanger Humlegard" class="partner-logo-small"/></a><a href="https://jaerenmalteri.no" target="_blank" class="footer-partner w-inline-block"><img src="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3711_jaeren-malteri.svg" loading="lazy" alt="Jæren Malteri" class="partner-logo-small"/></a><a href="https://www.siddisfestivalen.no" target="_blank" class="footer-partner w-inline-block"><img src="https://cdn.prod.website-files.com/${SITE}/65a7c1e2f4b8d90012ab3712_siddisfestivalen.svg" loading="lazy" alt="Siddisfestivalen" class="partner-logo-small"/></a></div></div></div><div class="footer-bottom"><div class="footer-legal">© 2024 Skarvheim Bryggeri AS. Drikk ansvarlig.</div><div class="footer-legal">Nettside: <a href="https://byrahavn.no" target="_blank" class="footer-link-inline">Byrå Havn</a></div></div></div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/${SITE}/js/webflow.6d8e1b0c4f.js" type="text/javascript"></script>
<script>if(!localStorage.getItem('skv-age')){document.getElementById('age-gate').style.display='flex'}document.querySelector('[data-age="yes"]').addEventListener('click',function(e){e.preventDefault();localStorage.setItem('skv-age','1');document.getElementById('age-gate').style.display='none'});</script>
</body></html>`,
  };
};

const img = (file: string, alt: string, cls: string) =>
  `<img src="https://cdn.prod.website-files.com/${SITE}/${file}" loading="lazy" alt="${alt}" class="${cls}"/>`;

const home = `<header class="hero"><div class="hero-container w-container"><h1 class="hero-heading">Øl brygget i bakgården i Nedre Holmegate</h1><p class="hero-paragraph">Siden 2015 har vi brygget øl med norsk humle, malt fra Jæren og vann fra Stavanger. Kom innom taproomet, eller finn oss i butikk og på polet.</p><div class="hero-buttons"><a href="/ol" class="button w-button">Se ølene</a><a href="/kontakt" class="button-secondary w-button">Besøk taproomet</a></div></div></header>
<section class="section"><div class="w-container"><h2 class="section-heading">Faste øl</h2><div class="w-dyn-list"><div role="list" class="beer-grid w-dyn-items">
<div role="listitem" class="beer-card w-dyn-item"><a href="/ol/holmegate-pils" class="beer-link w-inline-block">${img('65a7c1e2f4b8d90012ab3801_holmegate-pils.png', 'Holmegate Pils', 'beer-image')}<h3 class="beer-name">Holmegate Pils</h3><div class="beer-style">Pilsner · 4,7 %</div></a></div>
<div role="listitem" class="beer-card w-dyn-item"><a href="/ol/skarv-ipa" class="beer-link w-inline-block">${img('65a7c1e2f4b8d90012ab3802_skarv-ipa.png', 'Skarv IPA', 'beer-image')}<h3 class="beer-name">Skarv IPA</h3><div class="beer-style">IPA · 6,5 %</div></a></div>
<div role="listitem" class="beer-card w-dyn-item"><a href="/ol/fjordstout" class="beer-link w-inline-block">${img('65a7c1e2f4b8d90012ab3803_fjordstout.png', 'Fjordstout', 'beer-image')}<h3 class="beer-name">Fjordstout</h3><div class="beer-style">Stout · 7,2 %</div></a></div>
<div role="listitem" class="beer-card w-dyn-item"><a href="/ol/hardanger-humle-saison" class="beer-link w-inline-block">${img('65a7c1e2f4b8d90012ab3804_saison.png', 'Hardanger Humle Saison', 'beer-image')}<h3 class="beer-name">Hardanger Humle Saison</h3><div class="beer-style">Saison · 5,8 %</div></a></div>
</div></div></div></section>
<section class="section section-dark"><div class="w-container"><div class="w-layout-grid grid-2"><div><h2 class="section-heading">Gull i Norwegian Beer Awards</h2><p>Fjordstout tok gull i klassen «Stout og porter» i 2023. <a href="https://www.norwegianbeerawards.no/vinnere-2023" target="_blank" class="text-link">Se alle vinnerne</a>.</p><p>«Skarvheim er et av de mest spennende bryggeriene på Vestlandet» — <a href="https://www.aftenbladet.no/mat-og-drikke/i/Wq8bR2/bryggeriene-som-setter-stavanger-paa-kartet" target="_blank" class="text-link">Stavanger Aftenblad</a></p></div><div><h2 class="section-heading">Ute i verden</h2><p>Ølene våre selges i Norge, Sverige, Danmark, Finland, Tyskland, Storbritannia og USA gjennom lokale distributører. <a href="/distributorer" class="text-link">Finn distributøren i ditt land →</a></p></div></div></div></section>
<section class="section"><div class="w-container"><h2 class="section-heading">Hvor kjøper jeg Skarvheim?</h2><p>Øl under 4,7 % finner du i dagligvare over hele Vestlandet. Sterkere øl selges på Vinmonopolet — spør i din lokale butikk om de kan bestille inn. Du kan også handle i <a href="https://butikk.skarvheim.no" class="text-link">nettbutikken vår</a> (henting i taproomet).</p></div></section>`;

const about = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Om Skarvheim</h1></div></section>
<section class="section"><div class="w-container narrow"><div class="rich-text w-richtext">
<p>Skarvheim Bryggeri startet i 2015 da tre venner fra Storhaug kjøpte et brukt 500-liters bryggeanlegg fra et nedlagt bryggeri i Bergen. Navnet kommer fra skarven, som sitter på moloen utenfor vinduene våre hver morgen.</p>
<h2>Lokale råvarer</h2>
<p>Vi bruker så mye norsk råvare vi kan: humle fra Hardanger, bygg maltet på Jæren og einer plukket i Ryfylke. Les mer om folkene vi jobber med på siden om <a href="/samarbeidspartnere">samarbeidspartnere</a>.</p>
<figure class="w-richtext-figure-type-image w-richtext-align-fullwidth"><div>${img('65a7c1e2f4b8d90012ab3901_bryggeriet.jpg', 'Bryggeriet i Nedre Holmegate', 'rich-image')}</div><figcaption>Bryggeriet i Nedre Holmegate, 2023.</figcaption></figure>
<h2>Folkene</h2>
<p>Vi er i dag ni ansatte: tre bryggere, to i taproomet, en på salg og eksport, og tre som deler på tapping, lager og det som ellers må gjøres.</p>
<h2>Bærekraft</h2>
<p>All mask går til dyrefôr hos en gård i Hå, og vi fyller bare på gjenbrukbare fat og bokser som inngår i panteordningen.</p>
</div></div></section>`;

const beerRow = (slug: string, name: string, style: string, abv: string, text: string) =>
  `<div role="listitem" class="beer-row w-dyn-item"><div class="beer-row-content"><h3 class="beer-name"><a href="/ol/${slug}" class="beer-title-link">${name}</a></h3><div class="beer-style">${style} · ${abv}</div><p class="beer-description">${text}</p></div></div>`;

const beers = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Ølene våre</h1><p class="page-intro">Fire faste øl og en rekke sesong- og eksperimentbrygg gjennom året.</p></div></section>
<section class="section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="beer-list w-dyn-items">
${beerRow('holmegate-pils', 'Holmegate Pils', 'Pilsner', '4,7 %', 'Frisk og lett bitter, med Saaz og norsk Hallertauer fra Hardanger.')}
${beerRow('skarv-ipa', 'Skarv IPA', 'IPA', '6,5 %', 'Sitrus, furu og en tørr finish. Vår bestselger.')}
${beerRow('fjordstout', 'Fjordstout', 'Stout', '7,2 %', 'Mørk sjokolade, kaffe og litt røyk. Gull i Norwegian Beer Awards 2023.')}
${beerRow('hardanger-humle-saison', 'Hardanger Humle Saison', 'Saison', '5,8 %', 'Brygget med ferskhumle fra Hardanger Humlegard hver september.')}
${beerRow('einer-gose', 'Ryfylke Einer Gose', 'Gose', '4,2 %', 'Salt, syrlig og med einer plukket i Ryfylke. Sesong: sommer.')}
${beerRow('julebrygg', 'Skarvheim Juleøl', 'Juleøl', '6,8 %', 'Karamell, tørket frukt og krydder. Sesong: november–desember.')}
</div></div></div></section>`;

const distributor = (country: string, flag: string, name: string, region: string, link: string | null, textDomain?: string) =>
  `<div role="listitem" class="distributor-item w-dyn-item"><div class="distributor-card"><div class="distributor-country"><img src="https://cdn.prod.website-files.com/${SITE}/${flag}" loading="lazy" alt="" class="flag"/><div class="country-name">${country}</div></div><h3 class="distributor-name">${name}</h3><div class="distributor-region">${region}</div>${link ? `<a href="${link}" target="_blank" class="distributor-link w-inline-block"><div>Besøk nettside</div><div class="arrow">→</div></a>` : `<div class="distributor-web-text">${textDomain ?? ''}</div>`}</div></div>`;

const distributors = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Distributører</h1><p class="page-intro">Vil du selge Skarvheim i butikk, bar eller restaurant? Ta kontakt med distributøren i ditt land. Finner du ikke landet ditt, skriv til <a href="mailto:eksport@skarvheim.no" class="text-link">eksport@skarvheim.no</a>.</p></div></section>
<section class="section"><div class="w-container">
<div class="filter-bar"><a href="#" class="filter-button is-active w-button">Alle</a><a href="#norden" class="filter-button w-button">Norden</a><a href="#europa" class="filter-button w-button">Europa</a><a href="#usa" class="filter-button w-button">USA</a></div>
<div class="w-dyn-list"><div role="list" class="distributor-grid w-dyn-items">
${distributor('Norge', '65a7c1e2f4b8d90012ab3a01_no.svg', 'Nordlys Drikke AS', 'Nasjonal distributør, dagligvare og HoReCa', 'https://www.nordlysdrikke.no')}
${distributor('Norge', '65a7c1e2f4b8d90012ab3a01_no.svg', 'Vestland Øl &amp; Vin AS', 'Bergen og Vestland, HoReCa', 'https://vestlandolvin.no/leverandorer/skarvheim')}
${distributor('Sverige', '65a7c1e2f4b8d90012ab3a02_se.svg', 'Brygghuset Import AB', 'Systembolaget og restaurang', 'https://www.brygghusetimport.se')}
${distributor('Danmark', '65a7c1e2f4b8d90012ab3a03_dk.svg', 'Humle &amp; Malt ApS', 'Specialbutikker og barer', 'https://humleogmalt.dk')}
${distributor('Finland', '65a7c1e2f4b8d90012ab3a04_fi.svg', 'Olutkellari Oy', 'Alko og ravintolat', null, 'olutkellari.fi')}
${distributor('Tyskland', '65a7c1e2f4b8d90012ab3a05_de.svg', 'Nordbier Import GmbH', 'Hamburg, Berlin, NRW', 'https://www.nordbier-import.de')}
${distributor('Storbritannia', '65a7c1e2f4b8d90012ab3a06_gb.svg', 'Longship Beer Co.', 'England &amp; Skottland', 'https://www.longshipbeer.co.uk')}
${distributor('USA', '65a7c1e2f4b8d90012ab3a07_us.svg', 'Viking Craft Imports LLC', 'Minnesota, Wisconsin, Illinois', 'https://vikingcraftimports.com')}
</div></div>
<div class="note-box"><p>Er du distributør og interessert i å ta inn Skarvheim? Vi ser etter partnere i Nederland, Belgia og Japan.</p></div>
</div></section>`;

const partnerBlock = (imgFile: string, name: string, kind: string, text: string, href: string, linkText: string) =>
  `<div class="partner-block"><div class="partner-logo-wrap">${img(imgFile, name, 'partner-logo')}</div><div class="partner-content"><div class="partner-kind">${kind}</div><h3 class="partner-name">${name}</h3><p class="partner-text">${text}</p><a href="${href}" target="_blank" class="text-link">${linkText}</a></div></div>`;

const partners = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Samarbeidspartnere</h1><p class="page-intro">Godt øl krever gode folk rundt seg. Her er noen av dem vi samarbeider tett med.</p></div></section>
<section class="section"><div class="w-container"><div class="partner-list">
${partnerBlock('65a7c1e2f4b8d90012ab3b01_hardanger-humle.svg', 'Hardanger Humlegard', 'Råvarepartner', 'Norges største humlegard, i Ulvik. Vi kjøper hele avlingen av Hallertauer og brygger ferskhumle-saison samme dag som humla høstes.', 'https://www.hardangerhumle.no', 'hardangerhumle.no')}
${partnerBlock('65a7c1e2f4b8d90012ab3b02_jaeren-malteri.svg', 'Jæren Malteri', 'Råvarepartner', 'Lite malteri på Bryne som malter bygg fra gårder på Jæren. All pilsnermalten vår kommer herfra.', 'https://jaerenmalteri.no', 'jaerenmalteri.no')}
${partnerBlock('65a7c1e2f4b8d90012ab3b03_fiskehallen.svg', 'Fiskehallen Stavanger', 'Matpartner', 'Sjømatrestaurant på Vågen som serverer Fjordstout til østersen og lager fiskesuppe med Holmegate Pils til taproomet vårt på fredager.', 'https://fiskehallen-stavanger.no', 'Se menyen')}
${partnerBlock('65a7c1e2f4b8d90012ab3b04_siddisfestivalen.svg', 'Siddisfestivalen', 'Arrangementspartner', 'Vi er offisiell ølpartner for Siddisfestivalen i Stavanger hvert år i juni, og brygger en egen festivaløl.', 'https://www.siddisfestivalen.no', 'siddisfestivalen.no')}
</div></div></section>
<section class="section section-light"><div class="w-container narrow"><h2 class="section-heading">Vil du samarbeide?</h2><p>Vi er alltid interessert i lokale råvarer, kunstnere til etikettene og arrangementer som passer for oss. Send en e-post til <a href="mailto:hei@skarvheim.no" class="text-link">hei@skarvheim.no</a>.</p></div></section>`;

const news = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Nyheter</h1></div></section>
<section class="section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="news-list w-dyn-items">
<div role="listitem" class="news-item w-dyn-item"><div class="news-date">22. februar 2024</div><h3 class="news-title"><a href="/nyheter/nytt-bryggeanlegg" class="news-link">Nytt bryggeanlegg på plass</a></h3><p class="news-summary">Et 20-hektoliters anlegg dobler kapasiteten vår. Første brygg: Skarv IPA.</p></div>
<div role="listitem" class="news-item w-dyn-item"><div class="news-date">10. november 2023</div><h3 class="news-title"><a href="/nyheter/skarvheim-i-usa" class="news-link">Skarvheim lander i Minnesota</a></h3><p class="news-summary">Sammen med Viking Craft Imports er Skarv IPA og Fjordstout nå å få i Midtvesten.</p></div>
<div role="listitem" class="news-item w-dyn-item"><div class="news-date">3. oktober 2023</div><h3 class="news-title"><a href="/nyheter/gull-norwegian-beer-awards" class="news-link">Gull til Fjordstout!</a></h3><p class="news-summary">Fjordstout vant gull i Norwegian Beer Awards. Les også omtalen i <a href="https://www.aftenbladet.no/mat-og-drikke/i/Wq8bR2/bryggeriene-som-setter-stavanger-paa-kartet" target="_blank">Stavanger Aftenblad</a>.</p></div>
<div role="listitem" class="news-item w-dyn-item"><div class="news-date">15. september 2023</div><h3 class="news-title"><a href="/nyheter/ferskhumle-2023" class="news-link">Ferskhumle-dagen 2023</a></h3><p class="news-summary">Fra Ulvik til kjelen på fem timer: årets Hardanger Humle Saison er på tapp.</p></div>
</div><div role="navigation" aria-label="List" class="w-pagination-wrapper"><a href="?d1f2a3b4_page=2" aria-label="Next Page" class="w-pagination-next"><div class="w-inline-block">Eldre</div></a></div></div></div></section>`;

const jobs = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Jobb hos oss</h1></div></section>
<section class="section"><div class="w-container narrow"><div class="rich-text w-richtext">
<p>Vi er et lite bryggeri med store ambisjoner. Når vi ansetter, ser vi etter folk som liker å jobbe med hendene og som tåler lukten av mask klokka sju om morgenen.</p>
<h2>Ledige stillinger</h2>
<h3>Brygger (100 %)</h3>
<p>Du har erfaring fra bryggeri eller næringsmiddelindustri, og fagbrev innen prosessfag er en fordel. Søknadsfrist 15. april. Se hele utlysningen på <a href="https://www.finn.no/job/fulltime/ad.html?finnkode=345678901" target="_blank">FINN.no</a>.</p>
<h3>Taproom-medarbeider (helg)</h3>
<p>Serveringsbevis og ølkunnskap er et pluss. Send en kort søknad til <a href="mailto:jobb@skarvheim.no">jobb@skarvheim.no</a>.</p>
</div></div></section>`;

const contact = `<section class="section page-header"><div class="w-container"><h1 class="page-heading">Taproom og kontakt</h1></div></section>
<section class="section"><div class="w-container"><div class="w-layout-grid grid-2">
<div><h2 class="section-heading">Taproom</h2><p>Nedre Holmegate 9, 4006 Stavanger</p><p>Torsdag 16–23<br/>Fredag 15–01<br/>Lørdag 13–01</p><p>Omvisning med smaking hver lørdag kl. 14. Bestill plass på <a href="mailto:taproom@skarvheim.no" class="text-link">taproom@skarvheim.no</a>.</p></div>
<div><h2 class="section-heading">Kontakt</h2><p>Salg Norge: <a href="mailto:salg@skarvheim.no" class="text-link">salg@skarvheim.no</a><br/>Eksport: <a href="mailto:eksport@skarvheim.no" class="text-link">eksport@skarvheim.no</a><br/>Telefon: +47 51 84 22 10</p>
<div class="w-form"><form id="contact-form" name="contact-form" data-name="Kontakt" method="get" aria-label="Kontakt"><label for="name">Navn</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" type="text" id="name"/><label for="email-2">E-post</label><input class="text-field w-input" maxlength="256" name="email-2" data-name="Email 2" type="email" id="email-2" required=""/><label for="message">Melding</label><textarea id="message" name="message" maxlength="5000" data-name="Message" class="text-area w-input"></textarea><input type="submit" data-wait="Vent litt..." class="button w-button" value="Send"/></form></div></div>
</div></div></section>`;

export const site: CorpusSite = {
  domain: 'skarvheim.no',
  covers:
    'Webflow brewery (nb): distributors as CMS collection cards by country with "Besøk nettside" links (one domain as plain text), partners as blocks on a samarbeidspartnere page and a footer logo strip; award, newspaper, Untappd and social links, job board, agency credit and an own shop subdomain as negatives',
  pages: {
    '/': doc('/', 'Skarvheim Bryggeri i Stavanger brygger øl med norske råvarer.', home),
    '/om-oss': doc('/om-oss', 'Historien om Skarvheim Bryggeri.', about),
    '/ol': doc('/ol', 'Faste øl og sesongøl fra Skarvheim.', beers),
    '/distributorer': doc('/distributorer', 'Finn Skarvheim-distributøren i ditt land.', distributors),
    '/samarbeidspartnere': doc('/samarbeidspartnere', 'Råvare-, mat- og arrangementspartnere.', partners),
    '/nyheter': doc('/nyheter', 'Siste nytt fra bryggeriet.', news),
    '/jobb': doc('/jobb', 'Ledige stillinger hos Skarvheim Bryggeri.', jobs),
    '/kontakt': doc('/kontakt', 'Åpningstider for taproomet og kontaktinformasjon.', contact),
  },
  technologies: ['webflow', 'jquery', 'google-font-api', 'plausible'],
  partners: {
    'nordlysdrikke.no': 'channel',
    'vestlandolvin.no': 'channel',
    'brygghusetimport.se': 'channel',
    'humleogmalt.dk': 'channel',
    'olutkellari.fi': 'channel',
    'nordbier-import.de': 'channel',
    'longshipbeer.co.uk': 'channel',
    'vikingcraftimports.com': 'channel',
    'hardangerhumle.no': 'generic',
    'jaerenmalteri.no': 'generic',
    'fiskehallen-stavanger.no': 'generic',
    'siddisfestivalen.no': 'generic',
  },
};
