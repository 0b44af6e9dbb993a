import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  'content-language': 'sv',
  'surrogate-control': 'max-age=432000',
  'surrogate-key': 'www.kassaflode.se 65a0c3e1f2b4d5a6e7f80912',
};

const SITE = '65a0c3e1f2b4d5a6e7f80912';
const CDN = `https://assets-global.website-files.com/${SITE}`;

function doc(pageId: string, title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html><!-- Last Published: Mon May 27 2024 09:14:52 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.kassaflode.se" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="sv"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/65a0d1f2e3c4b5a697880a1b_og-kassaflode.png" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/kassaflode.webflow.shared.4c1d2e9f7.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:regular,500,600,700","DM Serif Display:regular"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65a0d2a1b3c4d5e6f7a8b9c0_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/65a0d2a4c5d6e7f8a9b0c1d2_webclip.png" rel="apple-touch-icon"/><link rel="canonical" href="https://www.kassaflode.se${path}"/><link rel="alternate" hreflang="en" href="https://www.kassaflode.com${path === '/' ? '/' : path}"/>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="8e2f4a61-3b7c-4d19-a5e0-7c9d2b1f6a34" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-PZ4RX8N');</script>
<!-- End Google Tag Manager -->
<link rel="preconnect" href="https://widget.intercom.io">
<style>
.w-richtext a { text-decoration: underline; }
.integration-card:hover { transform: translateY(-2px); }
</style></head><body><div class="page-wrapper"><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="container-nav"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/65a0d3b1c2d3e4f5a6b7c8d9_kassaflode-logo.svg" loading="lazy" alt="Kassaflöde" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/funktioner" class="nav-link w-nav-link">Funktioner</a><a href="/priser" class="nav-link w-nav-link">Priser</a><a href="/integrationer" class="nav-link w-nav-link">Integrationer</a><div data-hover="true" data-delay="0" class="dropdown w-dropdown"><div class="dropdown-toggle w-dropdown-toggle"><div class="w-icon-dropdown-toggle"></div><div>Om oss</div></div><nav class="dropdown-list w-dropdown-list"><a href="/om-oss" class="dropdown-link w-dropdown-link">Företaget</a><a href="/kunder" class="dropdown-link w-dropdown-link">Kundcase</a><a href="/partner" class="dropdown-link w-dropdown-link">Hitta en byrå</a><a href="https://hjalp.kassaflode.se" class="dropdown-link w-dropdown-link">Hjälpcenter</a></nav></div><a href="https://app.kassaflode.se/logga-in" class="nav-link login w-nav-link">Logga in</a><a href="https://app.kassaflode.se/registrera" class="button nav-button w-button">Kom igång gratis</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
${body}
<footer class="footer"><div class="container"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/65a0d3b8e9f0a1b2c3d4e5f6_kassaflode-logo-white.svg" loading="lazy" alt="" class="footer-logo"/><p class="footer-text">Kassaflöde Sverige AB<br/>Org.nr 559312-4478<br/>Regeringsgatan 29, 111 53 Stockholm</p></div><div class="footer-col"><div class="footer-heading">Produkt</div><a href="/funktioner" class="footer-link">Funktioner</a><a href="/priser" class="footer-link">Priser</a><a href="/integrationer" class="footer-link">Integrationer</a><a href="https://status.kassaflode.se" class="footer-link">Driftstatus</a></div><div class="footer-col"><div class="footer-heading">Företaget</div><a href="/om-oss" class="footer-link">Om oss</a><a href="/kunder" class="footer-link">Kundcase</a><a href="/partner" class="footer-link">Byråpartners</a><a href="https://www.kassaflode.com" class="footer-link">In English</a></div><div class="footer-col"><div class="footer-heading">Följ oss</div><a href="https://www.linkedin.com/company/kassaflode/" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.instagram.com/kassaflode.se/" target="_blank" class="footer-link">Instagram</a></div></div><div class="footer-legal"><div>© 2024 Kassaflöde Sverige AB</div><a href="/integritetspolicy" class="footer-link small">Integritetspolicy</a><a href="/cookies" class="footer-link small">Cookies</a></div></div></footer></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4a2b1c7e9.js" type="text/javascript"></script><!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/139482716.js"></script>
<!-- End of HubSpot Embed Code -->
<script>
  window.intercomSettings = { api_base: "https://api-iam.eu.intercom.io", app_id: "x4kq9t2m" };
  (function(){var w=window;var ic=w.Intercom;if(typeof ic==="function"){ic('update',w.intercomSettings);}else{var d=document;var i=function(){i.c(arguments);};i.q=[];i.c=function(args){i.q.push(args);};w.Intercom=i;var l=function(){var s=d.createElement('script');s.type='text/javascript';s.async=true;s.src='https://widget.intercom.io/widget/x4kq9t2m';var x=d.getElementsByTagName('script')[0];x.parentNode.insertBefore(s,x);};if(document.readyState==='complete'){l();}else if(w.attachEvent){w.attachEvent('onload',l);}else{w.addEventListener('load',l,false);}}})();
</script></body></html>`;
}

const home = doc(
  '65a0c3e1f2b4d5a6e7f80913',
  'Kassaflöde – Få betalt för dina fakturor direkt',
  'Sälj eller belåna dina kundfakturor och få pengarna på kontot inom 24 timmar. Kopplat till ditt bokföringsprogram.',
  '/',
  `<section class="hero"><div class="container"><div class="hero-grid w-layout-grid"><div><h1 class="heading-xl">Få betalt idag – inte om 30 dagar</h1><p class="lead">Kassaflöde köper dina kundfakturor och betalar ut upp till 95&nbsp;% direkt. Inga bindningstider, inga dolda avgifter.</p><div class="hero-buttons"><a href="https://app.kassaflode.se/registrera" class="button w-button">Kom igång gratis</a><a href="/priser" class="button secondary w-button">Se priser</a></div></div><img src="${CDN}/65a0d4c1d2e3f4a5b6c7d8e9_hero-app.webp" loading="eager" sizes="(max-width: 991px) 90vw, 45vw" alt="Kassaflöde-appen" class="hero-image"/></div></div></section>
<section class="logos"><div class="container"><div class="text-small center">Över 2&nbsp;400 svenska småföretag använder Kassaflöde</div><div class="logo-row"><img src="${CDN}/65a0d5a1_byggbolaget.svg" loading="lazy" alt="Byggbolaget i Mälardalen"/><img src="${CDN}/65a0d5a2_nordlys.svg" loading="lazy" alt="Nordlys Design"/><img src="${CDN}/65a0d5a3_fiskarn.svg" loading="lazy" alt="Fiskarn i Hamnen"/><img src="${CDN}/65a0d5a4_tandlakarhuset.svg" loading="lazy" alt="Tandläkarhuset Väst"/></div></div></section>
<section class="section"><div class="container"><h2 class="heading-l center">Kopplat till ditt bokföringsprogram</h2><p class="center">Koppla Kassaflöde till Fortnox, Visma eller Bokio så synkas fakturor och betalningar automatiskt.</p><div class="integration-logos"><a href="/integrationer/fortnox" class="w-inline-block"><img src="${CDN}/65a0d6b1_fortnox.svg" loading="lazy" alt="Fortnox"/></a><a href="/integrationer" class="w-inline-block"><img src="${CDN}/65a0d6b2_visma.svg" loading="lazy" alt="Visma"/></a><a href="/integrationer" class="w-inline-block"><img src="${CDN}/65a0d6b3_bokio.svg" loading="lazy" alt="Bokio"/></a></div><a href="/integrationer" class="text-link">Alla integrationer →</a></div></section>
<section class="section grey"><div class="container"><div class="faq w-layout-grid"><div data-hover="false" data-delay="0" class="faq-item w-dropdown"><div class="faq-question w-dropdown-toggle"><div>Vad kostar det?</div></div><nav class="faq-answer w-dropdown-list"><p>Från 1,4&nbsp;% av fakturabeloppet. Ingen månadsavgift.</p></nav></div><div data-hover="false" data-delay="0" class="faq-item w-dropdown"><div class="faq-question w-dropdown-toggle"><div>Är ni under tillsyn?</div></div><nav class="faq-answer w-dropdown-list"><p>Ja, Kassaflöde är registrerat hos Finansinspektionen som kreditinstitut för finansiering.</p></nav></div></div></div></section>`,
);

function card(slug: string, name: string, category: string, text: string, external: string | null): string {
  const ext = external
    ? `<a href="${external}" target="_blank" class="integration-external w-inline-block"><div>Besök ${external.replace(/^https?:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</div></a>`
    : '';
  return `<div role="listitem" class="integration-item w-dyn-item"><div class="integration-card"><img src="${CDN}/65a1e0f1_${slug}.png" loading="lazy" alt="${name}" class="integration-logo"/><div class="tag">${category}</div><h3 class="heading-s">${name}</h3><p class="text-small">${text}</p><div class="integration-links"><a href="/integrationer/${slug}" class="text-link">Läs mer</a>${ext}</div></div></div>`;
}

function integrationsPage(page: number, items: string): string {
  const path = page === 1 ? '/integrationer' : `/integrationer?3f2a1b9c_page=${page}`;
  const pager =
    page === 1
      ? `<div role="navigation" aria-label="List" class="w-pagination-wrapper pagination"><a href="?3f2a1b9c_page=2" aria-label="Next Page" class="w-pagination-next next"><div class="w-inline-block">Nästa</div></a><link rel="prerender" href="?3f2a1b9c_page=2"/><div aria-label="Page 1 of 2" role="heading" class="w-page-count page-count">1 / 2</div></div>`
      : `<div role="navigation" aria-label="List" class="w-pagination-wrapper pagination"><a href="?3f2a1b9c_page=1" aria-label="Previous Page" class="w-pagination-previous previous"><div class="w-inline-block">Föregående</div></a><div aria-label="Page 2 of 2" role="heading" class="w-page-count page-count">2 / 2</div></div>`;
  return doc(
    '65a0c3e1f2b4d5a6e7f80921',
    'Integrationer | Kassaflöde',
    'Koppla Kassaflöde till ditt bokföringsprogram, din bank eller din e-handel.',
    path,
    `<section class="section page-header"><div class="container"><h1 class="heading-xl">Integrationer</h1><p class="lead">Kassaflöde fungerar med de system du redan använder. Alla integrationer ingår utan extra kostnad.</p></div></section>
<section class="section"><div class="container"><div class="w-dyn-list"><div role="list" class="integration-grid w-dyn-items">${items}</div>${pager}</div><div class="callout"><p>Saknar du en integration? <a href="mailto:integrationer@kassaflode.se">Hör av dig</a> – vi bygger nya varje kvartal.</p></div></div></section>`,
  );
}

const integrations1 = integrationsPage(
  1,
  card('fortnox', 'Fortnox', 'Bokföring', 'Fakturor hämtas automatiskt från Fortnox och betalningar bokförs tillbaka.', null) +
    card(
      'visma',
      'Visma eEkonomi',
      'Bokföring',
      'Synka kundfakturor och kundreskontra med Visma eEkonomi.',
      'https://www.visma.se/eekonomi/',
    ) +
    card('bokio', 'Bokio', 'Bokföring', 'Sälj fakturor direkt från Bokio med ett klick.', 'https://www.bokio.se/') +
    card(
      'bjorn-lunden',
      'Björn Lundén',
      'Bokföring',
      'Integration med BL Administration och BL Bokföring.',
      'https://www.bjornlunden.se/',
    ) +
    card('pe-accounting', 'PE Accounting', 'Bokföring', 'För byråer och medelstora bolag.', 'https://www.pe.se/') +
    card('tink', 'Tink', 'Bank', 'Verifiera kontoinnehav och betalningar via öppen bankdata.', 'https://tink.com/'),
);

const integrations2 = integrationsPage(
  2,
  card('shopify', 'Shopify', 'E-handel', 'Finansiera B2B-ordrar från din Shopify-butik.', 'https://apps.shopify.com/kassaflode') +
    card('zettle', 'Zettle by PayPal', 'Kassasystem', 'Se dagskassor och fakturor i samma vy.', 'https://www.zettle.com/se') +
    card('hogia', 'Hogia Småföretag', 'Bokföring', 'Exportera kundfakturor från Hogia.', 'https://www.hogia.se/') +
    card('wint', 'Wint', 'Bokföring', 'Automatisk bokföring – fakturor säljs direkt från Wint-appen.', 'https://wint.se/') +
    card(
      'stripe',
      'Stripe',
      'Betalningar',
      'Ta betalt med kort på fakturan – pengarna går direkt till Kassaflöde.',
      'https://stripe.com/se',
    ),
);

const fortnox = doc(
  '65a0c3e1f2b4d5a6e7f80922',
  'Fortnox-integration | Kassaflöde',
  'Koppla Kassaflöde till Fortnox på två minuter.',
  '/integrationer/fortnox',
  `<section class="section page-header"><div class="container"><a href="/integrationer" class="text-link">← Alla integrationer</a><h1 class="heading-xl">Kassaflöde + Fortnox</h1></div></section>
<section class="section"><div class="container narrow"><div class="w-richtext"><p>Kassaflöde är en certifierad integrationspartner i Fortnox Integrationer. När kopplingen är aktiv hämtar vi dina obetalda kundfakturor och du väljer vilka du vill sälja.</p><h3>Så aktiverar du</h3><ol role="list"><li>Logga in i Fortnox och gå till Integrationer.</li><li>Sök på ”Kassaflöde” och klicka på Aktivera.</li><li>Godkänn behörigheterna – klart!</li></ol><p>Du hittar integrationen i <a href="https://www.fortnox.se/integrationer/integration/kassaflode" target="_blank">Fortnox Integrationer</a>.</p></div></div></section>`,
);

const partnerPage = doc(
  '65a0c3e1f2b4d5a6e7f80931',
  'Byråpartners – hitta en redovisningsbyrå | Kassaflöde',
  'Redovisningsbyråer som hjälper sina kunder med fakturaförsäljning via Kassaflöde.',
  '/partner',
  `<section class="section page-header"><div class="container"><h1 class="heading-xl">Hitta en byrå</h1><p class="lead">Våra partnerbyråer hjälper dig att komma igång med Kassaflöde och har koll på hur fakturaförsäljning ska bokföras.</p></div></section>
<section class="section"><div class="container"><div class="tabs w-tabs" data-current="Alla" data-easing="ease" data-duration-in="300" data-duration-out="100"><div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Alla" class="tab-link w-inline-block w-tab-link w--current" role="tab"><div>Alla</div></a><a data-w-tab="Stockholm" class="tab-link w-inline-block w-tab-link" role="tab"><div>Stockholm</div></a><a data-w-tab="Väst" class="tab-link w-inline-block w-tab-link" role="tab"><div>Göteborg &amp; Väst</div></a><a data-w-tab="Syd" class="tab-link w-inline-block w-tab-link" role="tab"><div>Skåne</div></a><a data-w-tab="Norr" class="tab-link w-inline-block w-tab-link" role="tab"><div>Norrland</div></a></div><div class="w-tab-content"><div data-w-tab="Alla" class="w-tab-pane w--tab-active" role="tabpanel"><div class="partner-grid w-layout-grid">
<div class="partner-card"><div class="tag">Redovisningsbyrå · Guldpartner</div><h3 class="heading-s">Siffergruppen Redovisning AB</h3><p class="text-small">Stockholm · 24 konsulter</p><a href="https://www.siffergruppen.se/" target="_blank" class="text-link">siffergruppen.se</a></div>
<div class="partner-card"><div class="tag">Redovisningsbyrå</div><h3 class="heading-s">Balans &amp; Bokslut i Göteborg AB</h3><p class="text-small">Göteborg · Bygg och hantverk</p><a href="https://balansbokslut.se" target="_blank" class="text-link">Besök hemsida</a></div>
<div class="partner-card"><div class="tag">Redovisningsbyrå</div><h3 class="heading-s">Norrlands Ekonomitjänst</h3><p class="text-small">Umeå · Skellefteå · Luleå</p><a href="https://www.norrlandsekonomi.se/" target="_blank" class="text-link">norrlandsekonomi.se</a></div>
<div class="partner-card"><div class="tag">Redovisningsbyrå · Guldpartner</div><h3 class="heading-s">Revisionshuset Syd</h3><p class="text-small">Malmö · Lund</p><a href="https://revisionshusetsyd.se/kassaflode/" target="_blank" class="text-link">Läs om samarbetet</a></div>
<div class="partner-card"><div class="tag">Redovisningsbyrå</div><h3 class="heading-s">Kontera Konsult</h3><p class="text-small">Uppsala · www.konterakonsult.se</p></div>
<div class="partner-card"><div class="tag">Redovisningsbyrå</div><h3 class="heading-s">Ekonomibyrån Tre Kronor</h3><p class="text-small">Örebro · 019-611 24 80</p></div>
<div class="partner-card"><div class="tag">Implementeringspartner</div><h3 class="heading-s">Nexum Digital AB</h3><p class="text-small">Hjälper större bolag att koppla Kassaflöde till affärssystem via vårt API.</p><a href="https://nexumdigital.se/" target="_blank" class="text-link">nexumdigital.se</a></div>
</div></div></div></div><div class="callout"><h3>Är du redovisningskonsult?</h3><p>Som partnerbyrå får du 15&nbsp;% av våra avgifter för de kunder du hänvisar, plus en egen kontaktperson. <a href="/partner/ansok">Ansök här</a>.</p></div></div></section>`,
);

const about = doc(
  '65a0c3e1f2b4d5a6e7f80941',
  'Om oss | Kassaflöde',
  'Vi gör det enkelt för småföretag att få betalt i tid.',
  '/om-oss',
  `<section class="section page-header"><div class="container"><h1 class="heading-xl">Vi finns för att småföretag ska slippa vänta på pengarna</h1></div></section>
<section class="section"><div class="container narrow"><div class="w-richtext"><p>Kassaflöde grundades 2020 i Stockholm av Sara Lindqvist och Johan Ek. Idag är vi 31 personer och har finansierat fakturor för över 3 miljarder kronor.</p><h3>Tillsyn</h3><p>Kassaflöde Sverige AB står under tillsyn av <a href="https://www.fi.se/sv/vara-register/" target="_blank">Finansinspektionen</a>.</p><h3>Ägare och investerare</h3><p>Bland våra ägare finns <a href="https://www.almi.se/almi-invest/" target="_blank">Almi Invest</a> och <a href="https://luminarventures.com/" target="_blank">Luminar Ventures</a>.</p><h3>Medlemskap</h3><p>Vi är medlemmar i <a href="https://www.fintechsweden.org/" target="_blank">Fintech Sweden</a>.</p><h3>I media</h3><ul role="list"><li><a href="https://www.di.se/digital/kassafloede-tar-in-120-miljoner/" target="_blank">Dagens industri: Kassaflöde tar in 120 miljoner</a></li><li><a href="https://www.breakit.se/artikel/38211/kassaflode" target="_blank">Breakit: Fintechbolaget som vill döda 30 dagars betaltid</a></li></ul></div></div></section>`,
);

const customers = doc(
  '65a0c3e1f2b4d5a6e7f80951',
  'Kundcase | Kassaflöde',
  'Så använder svenska småföretag Kassaflöde.',
  '/kunder',
  `<section class="section page-header"><div class="container"><h1 class="heading-xl">Kundcase</h1></div></section>
<section class="section"><div class="container"><div class="w-dyn-list"><div role="list" class="case-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/kunder/byggbolaget-i-malardalen" class="case-card w-inline-block"><h3 class="heading-s">Byggbolaget i Mälardalen</h3><p class="text-small">”Vi kunde ta ett större uppdrag eftersom vi inte behövde vänta 60 dagar på betalt från kommunen.”</p></a><a href="https://www.byggbolagetmalardalen.se" target="_blank" class="text-link small">byggbolagetmalardalen.se</a></div><div role="listitem" class="w-dyn-item"><a href="/kunder/nordlys-design" class="case-card w-inline-block"><h3 class="heading-s">Nordlys Design</h3><p class="text-small">”Kassaflöde + Fortnox sparar mig en halv dag i månaden.”</p></a><a href="https://nordlysdesign.se" target="_blank" class="text-link small">nordlysdesign.se</a></div></div></div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'kassaflode.se',
  otherDomains: ['kassaflode.com'],
  covers:
    'Swedish invoice-financing fintech on Webflow: integrations as a CMS collection list with Webflow ?xxx_page=2 pagination (one integration linked only from its detail page, one as an app-store link), accounting-firm and implementation partners as tab-pane cards, one as a written-out domain and one without a website. Traps: regulator, investors, membership, press, customer cases, unlinked client logos, social links, own app/help/status subdomains and an English domain.',
  pages: {
    '/': { headers, html: home },
    '/integrationer': { headers, html: integrations1 },
    '/integrationer?3f2a1b9c_page=2': { headers, html: integrations2 },
    '/integrationer/fortnox': { headers, html: fortnox },
    '/partner': { headers, html: partnerPage },
    '/om-oss': { headers, html: about },
    '/kunder': { headers, html: customers },
  },
  sitemap: ['/', '/integrationer', '/integrationer/fortnox', '/partner', '/om-oss', '/kunder'],
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-hosted-libraries',
    'cookiebot',
    'google-tag-manager',
    'hubspot',
    'intercom',
  ],
  partners: {
    'fortnox.se': 'technology',
    'visma.se': 'technology',
    'bokio.se': 'technology',
    'bjornlunden.se': 'technology',
    'pe.se': 'technology',
    'tink.com': 'technology',
    'shopify.com': 'technology',
    'zettle.com': 'technology',
    'hogia.se': 'technology',
    'wint.se': 'technology',
    'stripe.com': 'technology',
    'siffergruppen.se': 'channel',
    'balansbokslut.se': 'channel',
    'norrlandsekonomi.se': 'channel',
    'revisionshusetsyd.se': 'channel',
    'konterakonsult.se': 'channel',
    'nexumdigital.se': 'channel',
  },
};
