import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'arn1::iad1::7qzkd-1718263094120-5c0f7b2e9a41',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
  'cache-control': 'public, max-age=0, must-revalidate',
  'set-cookie': 'NEXT_LOCALE=da; Path=/; SameSite=Lax',
};

const BUILD = 'r8JwQm2Kx4nZp1VbTf0aY';

function doc(title: string, description: string, page: string, body: string, data: unknown): string {
  return `<!DOCTYPE html><html lang="da"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://ladenord.dk/og/ladenord-share.png"/><meta property="og:locale" content="da_DK"/><link rel="icon" href="/favicon.ico"/><link rel="manifest" href="/site.webmanifest"/><link rel="alternate" hrefLang="sv" href="https://ladenord.se/"/><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3f9a2c71-58de-4b0e-9c1a-6e2d4b7f8a10" data-blockingmode="auto" type="text/javascript"></script><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/9e21c4d0a7b3f6e1.css" as="style"/><link rel="stylesheet" href="/_next/static/css/9e21c4d0a7b3f6e1.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-1e7d3a9c0b5f2e84.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-6f0a2b8e4d1c7a93.js" defer=""></script><script src="/_next/static/chunks/pages/_app-c0d3a8f51e27b946.js" defer=""></script><script src="/_next/static/chunks/pages/${page}-2b7e9f0c4a1d6e38.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><div class="layout_root__Xq1pA">${nav}${body}${footer}</div></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(
    data,
  )}</script></body></html>`;
}

const nav = `<header class="Header_header__u2Kd9"><a class="Header_logo__bW1dE" href="/"><img alt="LadeNord" width="148" height="36" decoding="async" data-nimg="1" src="/images/ladenord-logo.svg"/></a><nav class="Header_nav__p0Nq3" aria-label="Hovedmenu"><ul><li><a href="/find-ladestander">Find ladestander</a></li><li><a href="/ladekort">Ladekort &amp; app</a></li><li><a href="/erhverv">Erhverv</a></li><li><a href="/partnere">Partnere</a></li><li><a href="/om-os">Om LadeNord</a></li><li><a href="/kontakt">Kontakt</a></li></ul></nav><div class="Header_lang__tY7sK"><a href="/" aria-current="true">DA</a><a href="https://ladenord.se/">SE</a></div></header>`;

const footer = `<footer class="Footer_footer__Lq8cE"><div class="Footer_cols__hV3a0"><div><img alt="LadeNord" width="120" height="30" decoding="async" data-nimg="1" src="/images/ladenord-logo-white.svg"/><p>LadeNord A/S<br/>Strandvejen 104, 9000 Aalborg<br/>CVR 41 88 27 16</p></div><div><h3>Genveje</h3><ul><li><a href="/find-ladestander">Kort over ladestandere</a></li><li><a href="/priser">Priser</a></li><li><a href="/partnere">Partnere og roaming</a></li><li><a href="/job">Job hos LadeNord</a></li></ul></div><div><h3>Hent appen</h3><a href="https://apps.apple.com/dk/app/ladenord/id1576543210"><img alt="Download i App Store" width="120" height="40" decoding="async" data-nimg="1" src="/images/badges/app-store-da.svg"/></a><a href="https://play.google.com/store/apps/details?id=dk.ladenord.app&amp;hl=da"><img alt="Nu på Google Play" width="135" height="40" decoding="async" data-nimg="1" src="/images/badges/google-play-da.svg"/></a></div><div><h3>Følg os</h3><ul class="Footer_social__o1Rz2"><li><a href="https://www.facebook.com/ladenord.dk" aria-label="Facebook">Facebook</a></li><li><a href="https://www.linkedin.com/company/ladenord/" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://www.instagram.com/ladenord/" aria-label="Instagram">Instagram</a></li></ul><p class="Footer_member__fL2bQ">Medlem af <a href="https://ladebranchen.dk/medlemmer">Ladebranchen</a></p></div></div><p class="Footer_legal__c6YpM">© 2024 LadeNord A/S · <a href="/privatlivspolitik">Privatlivspolitik</a> · <a href="/cookies">Cookies</a> · <a href="/handelsbetingelser">Handelsbetingelser</a></p></footer>`;

type Partner = { name: string; url: string | null; logo: string; text: string };
type Group = { id: string; tab: string; heading: string; intro: string; partners: Partner[] };

const groups: Group[] = [
  {
    id: 'roaming',
    tab: 'Roaming',
    heading: 'Roaming-platforme og roaming-partnere',
    intro:
      'LadeNord er forbundet til to europæiske roaming-platforme. Det betyder, at kunder hos vores roaming-partnere kan starte en ladning hos os med deres eget ladekort eller app – og at LadeNord-kunder kan lade hos tusindvis af andre operatører i Europa.',
    partners: [
      {
        name: 'Eurohub Connect',
        url: 'https://www.eurohubconnect.eu/',
        logo: '/images/partners/eurohub-connect.svg',
        text: 'Roaming-platform (OCPI 2.2.1) – forbinder os med over 900 operatører i 28 lande.',
      },
      {
        name: 'Chargelink Exchange',
        url: 'https://chargelinkx.com/network',
        logo: '/images/partners/chargelink-exchange.svg',
        text: 'Nordisk roaming-platform med direkte afregning i DKK, SEK og NOK.',
      },
      {
        name: 'PlugPilot',
        url: 'https://plugpilot.eu/da/',
        logo: '/images/partners/plugpilot.svg',
        text: 'Roaming-partner: PlugPilot-appen kan starte og betale ladning på alle LadeNord-standere.',
      },
      {
        name: 'Voltio Ladekort',
        url: 'https://www.voltio.app/',
        logo: '/images/partners/voltio.svg',
        text: 'Roaming-partner: ladekort fra Voltio virker hos os til samme kWh-pris som i deres eget netværk.',
      },
    ],
  },
  {
    id: 'hardware',
    tab: 'Hardware',
    heading: 'Hardware-partnere',
    intro: 'Vores ladestandere er udvalgt efter oppetid, service i Norden og understøttelse af OCPP 2.0.1.',
    partners: [
      {
        name: 'Volterra Systems',
        url: 'https://volterrasystems.eu/',
        logo: '/images/partners/volterra.svg',
        text: 'AC-ladestandere 22 kW til parkeringspladser og boligforeninger.',
      },
      {
        name: 'Ampyra',
        url: 'https://www.ampyra-charging.com/products/hpc',
        logo: '/images/partners/ampyra.svg',
        text: 'Lynladere op til 400 kW på vores hubs langs motorvejene.',
      },
      {
        name: 'HelioDC',
        url: 'https://heliodc.se/',
        logo: '/images/partners/heliodc.svg',
        text: 'Kompakte 50 kW DC-ladere til bycentre og dagligvarebutikker.',
      },
    ],
  },
  {
    id: 'software',
    tab: 'Software & betaling',
    heading: 'Software- og betalingspartnere',
    intro: 'Platformene bag driften af netværket og betaling med kort direkte på standeren.',
    partners: [
      {
        name: 'Chargeboard',
        url: 'https://chargeboard.io/',
        logo: '/images/partners/chargeboard.svg',
        text: 'Backend (CSMS), der styrer og overvåger alle vores ladepunkter døgnet rundt.',
      },
      {
        name: 'Terminalo',
        url: 'https://terminalo.dk/',
        logo: '/images/partners/terminalo.svg',
        text: 'Betalingsterminaler, så du kan betale med kort og mobil uden app.',
      },
    ],
  },
  {
    id: 'installatorer',
    tab: 'Installatører',
    heading: 'Certificerede installationspartnere',
    intro:
      'Skal der ladestandere op hos din virksomhed eller boligforening? Vores certificerede installationspartnere sælger, installerer og servicerer LadeNord-løsninger i hele landet.',
    partners: [
      {
        name: 'El-Gruppen Aarhus',
        url: 'https://elgruppen-aarhus.dk/',
        logo: '/images/partners/elgruppen-aarhus.svg',
        text: 'Østjylland · Erhverv og boligforeninger',
      },
      {
        name: 'Vestjysk El-Service',
        url: 'https://www.vestjyskel.dk/ladestandere',
        logo: '/images/partners/vestjysk-el.svg',
        text: 'Vest- og Sønderjylland · Landbrug og erhverv',
      },
      {
        name: 'KBH Ladeinstallation',
        url: 'https://kbhlade.dk/',
        logo: '/images/partners/kbh-lade.svg',
        text: 'Storkøbenhavn · Boligforeninger og parkeringshuse',
      },
      {
        name: 'Fynsk Elteknik',
        url: null,
        logo: '/images/partners/fynsk-elteknik.svg',
        text: 'Fyn og øerne · Kontakt via LadeNord på 70 20 14 14',
      },
    ],
  },
];

const card = (p: Partner) =>
  `<li class="PartnerCard_card__e3Mv0"><img alt="${p.name}" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" src="${p.logo}"/><h3>${p.name}</h3><p>${p.text}</p>${p.url ? `<a href="${p.url}" target="_blank" rel="noopener noreferrer" class="PartnerCard_link__s9Hk2">Besøg ${p.name}</a>` : ''}</li>`;

const partnersBody = `<main class="Partners_main__Wd1xB"><section class="Partners_hero__k2Vb8"><h1>Partnere</h1><p>Et åbent ladenetværk kræver stærke samarbejder. Her er de virksomheder, vi samarbejder med om roaming, hardware, software og installation.</p></section><div class="Tabs_root__q8Zn1"><div role="tablist" aria-label="Partnertyper" class="Tabs_list__V0mRc">${groups
  .map(
    (g, i) =>
      `<button type="button" role="tab" id="tab-${g.id}" aria-selected="${i === 0}" aria-controls="panel-${g.id}" tabindex="${i === 0 ? 0 : -1}" class="Tabs_tab__bQ2e7${i === 0 ? ' Tabs_active__y1Lm4' : ''}">${g.tab.replace('&', '&amp;')}</button>`,
  )
  .join('')}</div>${groups
  .map(
    (g, i) =>
      `<section role="tabpanel" id="panel-${g.id}" aria-labelledby="tab-${g.id}" class="Tabs_panel__aN5x0"${i === 0 ? '' : ' hidden=""'}><h2>${g.heading}</h2><p>${g.intro}</p><ul class="PartnerGrid_grid__Zr4k1">${g.partners.map(card).join('')}</ul></section>`,
  )
  .join(
    '',
  )}</div><section class="Partners_cta__m7Tq3"><h2>Bliv installationspartner</h2><p>Er du autoriseret elinstallatør og vil du sælge og installere LadeNord? <a href="/kontakt?emne=installationspartner">Kontakt vores partnerteam</a>.</p></section></main>`;

const partnersData = {
  props: {
    pageProps: {
      locale: 'da',
      page: { slug: 'partnere', title: 'Partnere', updatedAt: '2024-05-28T09:14:00.000Z' },
      partnerGroups: groups.map((g) => ({ id: g.id, label: g.tab, heading: g.heading, intro: g.intro, partners: g.partners })),
    },
    __N_SSG: true,
  },
  page: '/partnere',
  query: {},
  buildId: BUILD,
  isFallback: false,
  gsp: true,
  locale: 'da',
  locales: ['da'],
  defaultLocale: 'da',
  scriptLoader: [],
};

const customers = [
  { name: 'Fjordkøb Supermarkeder', url: 'https://www.fjordkob.dk/', logo: '/images/customers/fjordkob.svg' },
  { name: 'Hotel Skagen Strand', url: 'https://hotelskagenstrand.dk/', logo: '/images/customers/hotel-skagen-strand.svg' },
  { name: 'Limfjord Parkering', url: 'https://limfjordparkering.dk/', logo: '/images/customers/limfjord-parkering.svg' },
  { name: 'Boligselskabet Nordlys', url: null, logo: '/images/customers/nordlys.svg' },
];

const homeBody = `<main><section class="Hero_hero__Ff3sP"><h1>Lad hurtigt. Betal enkelt. Hele vejen rundt i Norden.</h1><p>Over 1.400 offentlige ladepunkter i Danmark og Sydsverige – fra 22 kW AC ved indkøbscentre til 400 kW lyn-ladning ved motorvejen.</p><a class="Button_primary__hN0Z2" href="/find-ladestander">Find nærmeste lader</a><a class="Button_secondary__J6wLx" href="/ladekort">Bestil ladekort</a></section><section class="Numbers_numbers__tC1rS"><div><strong>1.400+</strong><span>ladepunkter</span></div><div><strong>99,3 %</strong><span>oppetid i 2023</span></div><div><strong>100 %</strong><span>certificeret vedvarende strøm</span></div></section><section class="Logos_logos__r5pVx"><h2>Erhvervskunder, der har valgt LadeNord</h2><ul>${customers
  .map(
    (c) =>
      `<li>${c.url ? `<a href="${c.url}" target="_blank" rel="noopener">` : ''}<img alt="${c.name}" loading="lazy" width="140" height="56" decoding="async" data-nimg="1" src="${c.logo}"/>${c.url ? '</a>' : ''}</li>`,
  )
  .join(
    '',
  )}</ul><a href="/erhverv">Se løsninger til erhverv</a></section><section class="Roaming_teaser__Qz3nT"><h2>Lad med dit eget ladekort</h2><p>Takket være roaming kan du bruge ladekort fra vores partnere på alle LadeNord-standere. <a href="/partnere">Se alle partnere</a>.</p></section><section class="Press_press__z8B0k"><h2>Kendt fra</h2><ul><li><a href="https://nordiskmobilitet.dk/artikel/ladenord-aabner-hub-ved-e45" target="_blank" rel="noopener">Nordisk Mobilitet: LadeNord åbner lynlader-hub ved E45</a></li><li><a href="https://www.elbilmagasinet.dk/nyheder/2024/test-af-ladeoperatoerer" target="_blank" rel="noopener">Elbilmagasinet: Bedst i test af ladeoperatører 2024</a></li></ul></section></main>`;

const homeData = {
  props: { pageProps: { locale: 'da', page: { slug: 'forside', title: 'Forside' }, customers }, __N_SSG: true },
  page: '/',
  query: {},
  buildId: BUILD,
  isFallback: false,
  gsp: true,
  locale: 'da',
  locales: ['da'],
  defaultLocale: 'da',
  scriptLoader: [],
};

const erhvervBody = `<main><section class="Hero_hero__Ff3sP"><h1>Ladeløsninger til erhverv</h1><p>Vi leverer, driver og afregner ladestandere til virksomheder, boligforeninger og kommuner – uden investering fra jer.</p></section><section class="Cases_cases__a1Qe0"><h2>Kundecases</h2><article><h3>Fjordkøb Supermarkeder</h3><p>28 butikker med 6–12 AC-ladere hver. Kunderne lader, mens de handler, og Fjordkøb får en andel af omsætningen.</p><a href="https://www.fjordkob.dk/baeredygtighed">Læs om Fjordkøbs grønne omstilling</a></article><article><h3>Hotel Skagen Strand</h3><p>Gæster lader gratis om natten; LadeNord står for drift, service og afregning.</p></article><article><h3>Limfjord Parkering</h3><p>Tre parkeringshuse i Aalborg med i alt 140 ladepunkter.</p><a href="https://limfjordparkering.dk/elbil">Se Limfjord Parkerings elbilparkering</a></article></section></main>`;

const omBody = `<main><section class="About_about__x0Pf4"><h1>Om LadeNord</h1><p>LadeNord blev grundlagt i Aalborg i 2019 med et enkelt mål: at gøre offentlig ladning lige så nem som at tanke. I dag er vi 46 medarbejdere i Aalborg, København og Malmö.</p><p>LadeNord er ejet af stifterne og af <a href="https://www.nordfjordinfra.dk/portefolje/ladenord">Nordfjord Infrastrukturfond</a>, der i 2022 investerede 180 mio. kr. i udbygningen af netværket.</p><h2>Strøm fra vind og sol</h2><p>Al strøm i vores netværk er dækket af oprindelsesgarantier fra danske vind- og solparker.</p></section></main>`;

const kontaktBody = `<main><section class="Contact_contact__eP1o3"><h1>Kontakt</h1><p>Kundeservice (døgnåben): <a href="tel:+4570201414">70 20 14 14</a><br/>E-mail: <a href="mailto:kundeservice@ladenord.dk">kundeservice@ladenord.dk</a></p><p>Erhverv og partnerskaber: <a href="mailto:partner@ladenord.dk">partner@ladenord.dk</a></p><p>LadeNord A/S, Strandvejen 104, 9000 Aalborg</p></section></main>`;

const simpleData = (page: string) => ({
  props: { pageProps: { locale: 'da' }, __N_SSG: true },
  page,
  query: {},
  buildId: BUILD,
  isFallback: false,
  gsp: true,
  locale: 'da',
  locales: ['da'],
  defaultLocale: 'da',
  scriptLoader: [],
});

export const site: CorpusSite = {
  domain: 'ladenord.dk',
  otherDomains: ['ladenord.se'],
  covers:
    'Next.js on Vercel EV-charging operator (Danish): partners page with tabs (roaming platforms, roaming partners, hardware, software/payment, installers; inactive panels hidden) duplicated in __NEXT_DATA__, one installer without a link; negatives: business customer logos and customer cases, press links, app store badges, social links, association membership in the footer, investor on the about page, Swedish sister site',
  pages: {
    '/': {
      headers,
      html: doc(
        'LadeNord – Offentlig ladning af elbiler i Danmark og Sverige',
        'Find ladestandere, bestil ladekort og lad hurtigt hos LadeNord.',
        'index',
        homeBody,
        homeData,
      ),
    },
    '/partnere': {
      headers,
      html: doc(
        'Partnere – roaming, hardware og installation | LadeNord',
        'Se LadeNords roaming-partnere, hardware-leverandører og certificerede installationspartnere.',
        'partnere',
        partnersBody,
        partnersData,
      ),
    },
    '/erhverv': {
      headers,
      html: doc(
        'Ladestandere til erhverv | LadeNord',
        'Ladeløsninger til virksomheder og boligforeninger.',
        'erhverv',
        erhvervBody,
        simpleData('/erhverv'),
      ),
    },
    '/om-os': { headers, html: doc('Om LadeNord', 'Historien om LadeNord.', 'om-os', omBody, simpleData('/om-os')) },
    '/kontakt': { headers, html: doc('Kontakt | LadeNord', 'Kontakt LadeNord.', 'kontakt', kontaktBody, simpleData('/kontakt')) },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nAllow: /\n\nSitemap: https://ladenord.dk/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/partnere', '/erhverv', '/om-os', '/kontakt'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'cookiebot', 'hsts', 'open-graph', 'pwa'],
  partners: {
    'eurohubconnect.eu': 'technology',
    'chargelinkx.com': 'technology',
    'plugpilot.eu': 'generic',
    'voltio.app': 'generic',
    'volterrasystems.eu': 'technology',
    'ampyra-charging.com': 'technology',
    'heliodc.se': 'technology',
    'chargeboard.io': 'technology',
    'terminalo.dk': 'technology',
    'elgruppen-aarhus.dk': 'channel',
    'vestjyskel.dk': 'channel',
    'kbhlade.dk': 'channel',
  },
};
