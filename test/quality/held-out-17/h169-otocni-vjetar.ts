import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html',
  'x-wf-region': 'eu-central-1',
  'cache-control': 'max-age=0, s-maxage=86400',
  'surrogate-key': 'www.otocnivjetar.hr 65f0a1b2c3d4e5f6a7b8c9d0',
};

const SITE = '65f0a1b2c3d4e5f6a7b8c9d0';
const W = 'https://www.otocnivjetar.hr';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

const head = (title: string, desc: string, pageId: string, path: string) =>
  `<!DOCTYPE html><!-- Last Published: Tue May 14 2024 09:12:33 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.otocnivjetar.hr" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="hr"><head><meta charset="utf-8"/><title>${title}</title><meta content="${desc}" name="description"/><meta content="${title}" property="og:title"/><meta content="${desc}" property="og:description"/><meta content="${CDN}/65f0a9d1e2c3b4a5f6e7d8c9_og-otocni-vjetar.jpg" property="og:image"/><meta content="${title}" property="twitter:title"/><meta content="${desc}" property="twitter:description"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/otocni-vjetar.webflow.4f1e2d3c5.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","DM Serif Display:regular,italic"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65f0a9d1e2c3b4a5f6e7d8ca_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/65f0a9d1e2c3b4a5f6e7d8cb_webclip.png" rel="apple-touch-icon"/><link href="${W}${path}" rel="canonical"/><script async src="https://www.googletagmanager.com/gtag/js?id=G-OV7R2K1M9P"></script><script type="text/javascript">window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('set', 'developer_id.dZGVlNj', true);gtag('js', new Date());gtag('config', 'G-OV7R2K1M9P');</script><script async type="module" src="https://cdn.jsdelivr.net/npm/@finsweet/attributes-cmsload@1/cmsload.js"></script></head>`;

const nav = `<body><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/65f0aa01b2c3d4e5f6a7b8c1_logo-otocni-vjetar.svg" loading="lazy" width="150" alt="Otočni Vjetar" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/ture" class="nav-link w-nav-link">Ture</a><a href="/privatni-izleti" class="nav-link w-nav-link">Privatni izleti</a><div data-hover="true" data-delay="0" class="w-dropdown"><div class="nav-link w-dropdown-toggle"><div class="w-icon-dropdown-toggle"></div><div>Za partnere</div></div><nav class="dropdown-list w-dropdown-list"><a href="/partneri" class="dropdown-link w-dropdown-link">Naši partneri</a><a href="/za-agencije" class="dropdown-link w-dropdown-link">Postanite partner</a><a href="https://partneri.otocnivjetar.hr/login" class="dropdown-link w-dropdown-link">Portal za agencije</a></nav></div><a href="/o-nama" class="nav-link w-nav-link">O nama</a><a href="/blog" class="nav-link w-nav-link">Blog</a><a href="/en" class="nav-link lang w-nav-link">EN</a><a href="/ture" class="button nav-button w-button">Rezerviraj</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="footer-container w-container"><div class="w-layout-grid footer-grid"><div><img src="${CDN}/65f0aa01b2c3d4e5f6a7b8c2_logo-white.svg" loading="lazy" width="130" alt="" class="footer-logo"/><p class="footer-text">Otočni Vjetar d.o.o.<br/>Obala Lazareta 3, 21000 Split<br/>OIB: 48120937755<br/>ID kod: HR-AB-21-060144389</p></div><div><h4 class="footer-heading">Linkovi</h4><a href="/ture" class="footer-link">Sve ture</a><a href="/partneri" class="footer-link">Partneri</a><a href="/opci-uvjeti" class="footer-link">Opći uvjeti</a><a href="/privatnost" class="footer-link">Politika privatnosti</a></div><div><h4 class="footer-heading">Kontakt</h4><a href="tel:+385915520147" class="footer-link">+385 91 552 0147</a><a href="mailto:info@otocnivjetar.hr" class="footer-link">info@otocnivjetar.hr</a><a href="https://wa.me/385915520147" class="footer-link">WhatsApp</a></div><div><h4 class="footer-heading">Pratite nas</h4><div class="social-wrap"><a href="https://www.instagram.com/otocnivjetar/" target="_blank" class="social-link w-inline-block"><img src="${CDN}/65f0aa01b2c3d4e5f6a7b8c3_instagram.svg" loading="lazy" alt="Instagram"/></a><a href="https://www.facebook.com/otocnivjetar" target="_blank" class="social-link w-inline-block"><img src="${CDN}/65f0aa01b2c3d4e5f6a7b8c4_facebook.svg" loading="lazy" alt="Facebook"/></a><a href="https://www.tiktok.com/@otocnivjetar" target="_blank" class="social-link w-inline-block"><img src="${CDN}/65f0aa01b2c3d4e5f6a7b8c5_tiktok.svg" loading="lazy" alt="TikTok"/></a></div><a href="https://www.uhpa.hr/" target="_blank" class="member-badge w-inline-block"><img src="${CDN}/65f0aa01b2c3d4e5f6a7b8c6_uhpa-clan.png" loading="lazy" width="90" alt="Član UHPA"/></a></div></div><div class="footer-bottom"><div>© 2024 Otočni Vjetar d.o.o. Sva prava pridržana.</div></div></div></footer><div fs-cc="banner" class="cookie-banner"><div class="cookie-text">Koristimo kolačiće za analitiku i bolje korisničko iskustvo. <a href="/privatnost">Saznaj više</a></div><a fs-cc="allow" href="#" class="button small w-button">Prihvaćam</a><a fs-cc="deny" href="#" class="cookie-deny">Odbij</a></div><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.5e1d7a3b9.js" type="text/javascript"></script></body></html>`;

const home =
  head(
    'Otočni Vjetar | Izleti brodom iz Splita na Hvar, Vis i Modru špilju',
    'Cjelodnevni i privatni izleti brodom iz Splita: Modra špilja, Pakleni otoci, Hvar i Vis. Male grupe do 12 osoba.',
    '65f0a1b2c3d4e5f6a7b8c9d1',
    '',
  ) +
  nav +
  `<section class="hero"><div class="hero-container w-container"><h1 class="hero-heading">Otoci srednje Dalmacije,<br/>bez gužve.</h1><p class="hero-paragraph">Brzim gliserima za najviše 12 gostiju posjećujemo Modru špilju, Stiniva i Paklene otoke – prije nego što stignu veliki brodovi.</p><a href="/ture" class="button w-button">Pogledaj ture</a></div></section><section class="section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="tour-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/ture/modra-spilja-i-hvar" class="tour-card w-inline-block"><img src="${CDN}/6600b1c2d3e4f5a6b7c8d9e1_modra-spilja.jpg" loading="lazy" alt="Modra špilja" class="tour-image"/><h3 class="tour-title">Modra špilja i Hvar</h3><div class="tour-price">od 135 €</div></a></div><div role="listitem" class="w-dyn-item"><a href="/ture/pakleni-otoci-sunset" class="tour-card w-inline-block"><img src="${CDN}/6600b1c2d3e4f5a6b7c8d9e2_pakleni.jpg" loading="lazy" alt="Pakleni otoci" class="tour-image"/><h3 class="tour-title">Pakleni otoci – sunset</h3><div class="tour-price">od 95 €</div></a></div></div></div></div></section><section class="section grey"><div class="w-container"><h2>Što kažu gosti</h2><div class="w-layout-grid review-grid"><div class="review-card"><p>“Najbolji dan našeg putovanja! Skiper Ante zna svaku uvalu.”</p><div class="review-author">– Sarah, UK · Tripadvisor</div></div><div class="review-card"><p>“Mala grupa, odlična organizacija, ručak u konobi na Visu savršen.”</p><div class="review-author">– Matthias, Njemačka</div></div></div><a href="https://www.tripadvisor.com/Attraction_Review-g295370-d23145672-Reviews-Otocni_Vjetar-Split_Split_Dalmatia_County_Dalmatia.html" target="_blank" class="text-link">Sve recenzije na Tripadvisoru →</a></div></section>` +
  footer;

type Agency = { country: string; name: string; url: string; label: string; logo: string };
const agencyCard = (a: Agency) =>
  `<div role="listitem" class="partner-card w-dyn-item"><img src="${CDN}/${a.logo}" loading="lazy" alt="" class="partner-logo${a.logo ? '' : ' w-dyn-bind-empty'}"/><div class="partner-country">${a.country}</div><h3 class="partner-name">${a.name}</h3>${
    a.url
      ? `<a href="${a.url}" target="_blank" class="partner-link">${a.label}</a>`
      : a.label
        ? `<div class="partner-web-text">${a.label}</div><a href="#" class="partner-link w-condition-invisible">Web</a>`
        : `<a href="#" class="partner-link w-condition-invisible">Web</a>`
  }</div>`;

const page1: Agency[] = [
  {
    country: 'Njemačka',
    name: 'Adriatic Dreams Reisen GmbH',
    url: 'https://www.adriaticdreams.de/kroatien/split',
    label: 'adriaticdreams.de',
    logo: '6601a1_adriatic-dreams.png',
  },
  {
    country: 'Ujedinjeno Kraljevstvo',
    name: 'Balkan Routes Travel',
    url: 'https://balkanroutes.co.uk/',
    label: 'balkanroutes.co.uk',
    logo: '6601a2_balkan-routes.png',
  },
  {
    country: 'Italija',
    name: 'Viaggi Dalmazia S.r.l.',
    url: 'https://www.viaggidalmazia.it/',
    label: 'viaggidalmazia.it',
    logo: '6601a3_viaggi-dalmazia.png',
  },
  {
    country: 'Danska',
    name: 'Nordic Adriatic Rejser',
    url: 'https://nordicadriatic.dk/',
    label: 'nordicadriatic.dk',
    logo: '6601a4_nordic-adriatic.png',
  },
  {
    country: 'SAD',
    name: 'Pure Croatia Tours',
    url: 'https://www.purecroatiatours.com/',
    label: 'purecroatiatours.com',
    logo: '6601a5_pure-croatia.png',
  },
  {
    country: 'Francuska',
    name: 'Voyages Côte Croate',
    url: 'https://cotecroate.fr/',
    label: 'cotecroate.fr',
    logo: '6601a6_cote-croate.png',
  },
];
const page2: Agency[] = [
  {
    country: 'Poljska',
    name: 'Wyprawy Adriatyk Sp. z o.o.',
    url: 'https://wyprawyadriatyk.pl/',
    label: 'wyprawyadriatyk.pl',
    logo: '6601a7_wyprawy.png',
  },
  {
    country: 'Hrvatska',
    name: 'Zagreb Incoming DMC',
    url: 'https://www.zagreb-incoming.hr/',
    label: 'zagreb-incoming.hr',
    logo: '6601a8_zagreb-incoming.png',
  },
  { country: 'Austrija', name: 'Reisebüro Alpe-Adria', url: '', label: 'www.alpeadria-reisen.at', logo: '6601a9_alpe-adria.png' },
  { country: 'Japan', name: 'Tokyo Adriatic Travel', url: '', label: '', logo: '' },
];

const partneri = (p: 1 | 2) =>
  head(
    'Partneri | Otočni Vjetar',
    'Partnerske agencije, online prodajni kanali, hoteli i tehnološki partneri Otočnog Vjetra.',
    '65f0a1b2c3d4e5f6a7b8c9d4',
    '/partneri',
  ) +
  nav +
  `<section class="page-header"><div class="w-container"><h1>Naši partneri</h1><p class="lead">Naše ture prodaju putničke agencije iz cijele Europe i SAD-a, online platforme i recepcije hotela u Splitu i na Hvaru. Hvala im na povjerenju!</p></div></section><section class="section"><div class="w-container"><h2 class="section-heading">Partnerske agencije</h2><div fs-cmsload-element="list-wrapper" class="w-dyn-list"><div fs-cmsload-element="list" fs-cmsload-mode="load-under" role="list" class="partner-grid w-dyn-items">${(p === 1 ? page1 : page2).map(agencyCard).join('')}</div><div role="navigation" aria-label="List" class="w-pagination-wrapper pagination">${
    p === 1
      ? `<a href="?b7c2e9f1_page=2" aria-label="Next Page" class="w-pagination-next next-button"><div class="w-inline-block">Učitaj još</div></a><link rel="prerender" href="?b7c2e9f1_page=2"/>`
      : `<a href="?b7c2e9f1_page=1" aria-label="Previous Page" class="w-pagination-previous previous-button"><div class="w-inline-block">Prethodna</div></a><link rel="prerender" href="?b7c2e9f1_page=1"/>`
  }<div aria-label="Page ${p} of 2" role="heading" class="w-page-count page-count">${p} / 2</div></div></div></div></section>` +
  (p === 1
    ? `<section class="section grey"><div class="w-container"><div class="w-layout-grid two-col"><div><h2 class="section-heading">Online prodaja</h2><p>Naše grupne ture možete rezervirati i preko online partnera, uz istu cijenu kao na našoj stranici:</p><ul role="list" class="list"><li><a href="https://www.getyourguide.com/split-l268/blue-cave-and-hvar-speedboat-tour-t418266/" target="_blank">GetYourGuide</a></li><li><a href="https://www.viator.com/tours/Split/Blue-Cave-and-Hvar-Small-Group-Speedboat/d4002-118274P3" target="_blank">Viator</a></li></ul></div><div><h2 class="section-heading">Hoteli partneri</h2><p>Goste ovih hotela skupljamo na recepciji, a ture se mogu rezervirati izravno kod recepcionara:</p><p><strong>Hotel Marjan View</strong>, Split – <a href="https://www.hotelmarjanview.hr/" target="_blank">hotelmarjanview.hr</a><br/><strong>Villa Adriana</strong>, Hvar – <a href="https://villaadrianahvar.hr/" target="_blank">villaadrianahvar.hr</a><br/><strong>Apartmani Dobrila</strong>, Split – tel. +385 21 345 118</p></div></div><div class="tech-partner"><h2 class="section-heading">Tehnološki partner</h2><p>Rezervacije, raspoloživost i povezivanje s agencijama vodimo kroz sustav <a href="https://www.bokun.io/" target="_blank">Bókun</a>, koji omogućuje našim partnerima rezervacije u stvarnom vremenu.</p></div></div></section>`
    : '') +
  footer;

const zaAgencije =
  head(
    'Postanite partner | Otočni Vjetar',
    'Provizija, neto cijene i rezervacije u stvarnom vremenu za putničke agencije.',
    '65f0a1b2c3d4e5f6a7b8c9d5',
    '/za-agencije',
  ) +
  nav +
  `<section class="page-header"><div class="w-container"><h1>Postanite partner</h1><p class="lead">Prodajete putovanja u Hrvatsku? Nudimo neto cijene ili 20 % provizije, besplatno otkazivanje do 24 h i potvrdu u stvarnom vremenu.</p></div></section><section class="section"><div class="w-container"><div class="w-layout-grid three-col"><div class="feature"><h3>Neto cijene</h3><p>Cjenik za 2024. šaljemo nakon potpisa ugovora.</p></div><div class="feature"><h3>Portal za agencije</h3><p>Rezervacije i računi na <a href="https://partneri.otocnivjetar.hr/login">partneri.otocnivjetar.hr</a>.</p></div><div class="feature"><h3>Marketing materijali</h3><p>Fotografije i video za vaše kataloge.</p></div></div><div class="w-form"><form id="agency-form" name="wf-form-Agency" data-name="Agency" method="get" class="form"><input class="w-input" maxlength="256" name="agencija" data-name="Agencija" placeholder="Naziv agencije" type="text" id="agencija" required=""/><input class="w-input" maxlength="256" name="email" data-name="Email" placeholder="E-mail" type="email" id="email" required=""/><input type="submit" data-wait="Molimo pričekajte..." class="button w-button" value="Pošalji upit"/></form><div class="w-form-done"><div>Hvala! Javit ćemo se u roku od 2 radna dana.</div></div><div class="w-form-fail"><div>Ups! Došlo je do pogreške.</div></div></div><p>Pogledajte <a href="/partneri">agencije koje već surađuju s nama</a>.</p></div></section>` +
  footer;

const oNama =
  head('O nama | Otočni Vjetar', 'Obiteljska turistička agencija iz Splita od 2012.', '65f0a1b2c3d4e5f6a7b8c9d6', '/o-nama') +
  nav +
  `<section class="page-header"><div class="w-container"><h1>O nama</h1></div></section><section class="section"><div class="w-container"><div class="rich-text w-richtext"><p>Otočni Vjetar osnovali su 2012. braća Ante i Mate Vitaljić, skiperi iz Komiže. Danas imamo šest gliser brodova i 19 zaposlenih u sezoni.</p><p>Registrirani smo kao turistička agencija pri <a href="https://mint.gov.hr/" target="_blank">Ministarstvu turizma i sporta</a> i članovi smo <a href="https://www.uhpa.hr/" target="_blank">Udruge hrvatskih putničkih agencija (UHPA)</a> te <a href="https://www.hgk.hr/" target="_blank">Hrvatske gospodarske komore</a>.</p><p>Četiri godine zaredom dobili smo nagradu Travellers’ Choice na <a href="https://www.tripadvisor.com/" target="_blank">Tripadvisoru</a>, a o nama su pisali <a href="https://www.slobodnadalmacija.hr/" target="_blank">Slobodna Dalmacija</a> i <a href="https://www.theguardian.com/travel/croatia" target="_blank">The Guardian</a>.</p><p>Nabavu dvaju novih brodova sufinancirala je Europska unija iz Europskog fonda za regionalni razvoj (<a href="https://strukturnifondovi.hr/" target="_blank">strukturnifondovi.hr</a>).</p></div></div></section>` +
  footer;

const blog =
  head(
    'Najljepše uvale otoka Visa | Otočni Vjetar',
    'Stiniva, Srebrna, Budikovac: vodič kroz uvale Visa.',
    '65f0a1b2c3d4e5f6a7b8c9d7',
    '/blog/uvale-otoka-visa',
  ) +
  nav +
  `<section class="section"><div class="blog-container w-container"><div class="blog-date">3. svibnja 2024.</div><h1>Najljepše uvale otoka Visa</h1><div class="rich-text w-richtext"><p>Vis je do 1989. bio zatvoren za strance, pa su njegove uvale sačuvale mir kakav se rijetko nalazi na Jadranu.</p><h2>Stiniva</h2><p>Proglašena najljepšom plažom Europe 2016. Od 2019. ulaz je ograničen i naplaćuje se – ulaznice prodaje <a href="https://www.vis-tourist.hr/" target="_blank">Turistička zajednica grada Visa</a>.</p><h2>Ručak u Komiži</h2><p>Na svim našim turama ručamo u konobi <a href="https://www.konobajastozera.hr/" target="_blank">Jastožera</a> ili u konobi Bako. Ako dolazite sami, trajektne linije provjerite na stranici <a href="https://www.jadrolinija.hr/" target="_blank">Jadrolinije</a>.</p><p>Fotografije za ovaj članak snimio je Ivan Sučić (<a href="https://www.instagram.com/ivansucic.photo/" target="_blank">@ivansucic.photo</a>).</p></div></div></section>` +
  footer;

export const site: CorpusSite = {
  domain: 'otocnivjetar.hr',
  covers:
    'Croatian boat-tour operator on Webflow (CMS collection lists, Finsweet CMS Load from jsDelivr, WebFont loader, gtag) served from www.: partner agencies in a collection list paginated with ?b7c2e9f1_page=2 and a "Učitaj još" button (one agency with an unlinked domain, one without website), OTA sales channels, hotel desks as <br> lines and a booking-system technology partner in a sentence; traps are Tripadvisor reviews and award, UHPA/HGK memberships, a ministry licence, press, EU funds, a tourist board, a restaurant, a ferry line and a photographer in a blog post, WhatsApp and own agent-portal subdomain.',
  pages: {
    '/': { status: 301, redirect: W + '/' },
    [W + '/']: { headers: HEADERS, html: home },
    [W + '/partneri']: { headers: HEADERS, html: partneri(1) },
    [W + '/partneri?b7c2e9f1_page=2']: { headers: HEADERS, html: partneri(2) },
    [W + '/za-agencije']: { headers: HEADERS, html: zaAgencije },
    [W + '/o-nama']: { headers: HEADERS, html: oNama },
    [W + '/blog/uvale-otoka-visa']: { headers: HEADERS, html: blog },
  },
  sitemap: [W + '/', W + '/partneri', W + '/za-agencije', W + '/o-nama', W + '/blog/uvale-otoka-visa'],
  technologies: [
    'webflow',
    'jquery',
    'google-hosted-libraries',
    'google-font-api',
    'jsdelivr',
    'google-analytics',
    'google-tag-manager',
    'open-graph',
  ],
  partners: {
    'adriaticdreams.de': 'channel',
    'balkanroutes.co.uk': 'channel',
    'viaggidalmazia.it': 'channel',
    'nordicadriatic.dk': 'channel',
    'purecroatiatours.com': 'channel',
    'cotecroate.fr': 'channel',
    'wyprawyadriatyk.pl': 'channel',
    'zagreb-incoming.hr': 'channel',
    'alpeadria-reisen.at': 'channel',
    'getyourguide.com': 'channel',
    'viator.com': 'channel',
    'hotelmarjanview.hr': 'channel',
    'villaadrianahvar.hr': 'channel',
    'bokun.io': 'technology',
  },
};
