import type { CorpusSite } from '../corpus/types.js';

const NEXT_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'fra1::iad1::8xk2p-1731412345678-4f2a9c1d0b3e',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'cache-control': 'public, max-age=0, must-revalidate',
};

const BUILD = 'qT3m9Zc1Vh7kLw2xYbN0d';

interface Partner {
  name: string;
  category: 'karty' | 'technologia' | 'zdrowie';
  url: string;
  logo: string;
  description: string;
}

const partners: Partner[] = [
  {
    name: 'AktivKarta',
    category: 'karty',
    url: 'https://www.aktivkarta.pl/',
    logo: '/images/partnerzy/aktivkarta.svg',
    description: 'Wejście bez dopłat do wszystkich klubów FitStrefa w pakiecie Standard i Premium.',
  },
  {
    name: 'BenefitPlus Sport',
    category: 'karty',
    url: 'https://benefitplus.com.pl/sport',
    logo: '/images/partnerzy/benefitplus.svg',
    description: 'Karta honorowana we wszystkich klubach, strefa cardio i siłownia bez limitu.',
  },
  {
    name: 'KartaRuchu',
    category: 'karty',
    url: 'https://kartaruchu.pl/',
    logo: '/images/partnerzy/kartaruchu.svg',
    description: 'Jedno wejście dziennie, zajęcia grupowe po rezerwacji w aplikacji.',
  },
  {
    name: 'Pulsar Wearables',
    category: 'technologia',
    url: 'https://www.pulsarwear.com/pl/',
    logo: '/images/partnerzy/pulsar.svg',
    description: 'Integracja z zegarkami Pulsar: treningi z klubu automatycznie trafiają do Twojego dziennika.',
  },
  {
    name: 'TreningLab',
    category: 'technologia',
    url: 'https://treninglab.io/',
    logo: '/images/partnerzy/treninglab.svg',
    description: 'Plany treningowe od naszych trenerów dostępne w aplikacji TreningLab, zsynchronizowane z kontem FitStrefa.',
  },
  {
    name: 'Fizjo Centrum',
    category: 'zdrowie',
    url: 'https://fizjocentrum-med.pl/',
    logo: '/images/partnerzy/fizjocentrum.svg',
    description: '20% zniżki na fizjoterapię i masaż sportowy dla członków klubu.',
  },
  {
    name: 'Zdrowy Talerz',
    category: 'zdrowie',
    url: 'https://zdrowytalerz.pl/',
    logo: '/images/partnerzy/zdrowytalerz.svg',
    description: 'Konsultacje dietetyczne online i catering z rabatem 15%.',
  },
];

function nextData(page: string, pageProps: unknown): string {
  return JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId: BUILD,
    isFallback: false,
    gsp: true,
    locale: 'pl',
    locales: ['pl', 'en'],
    defaultLocale: 'pl',
    scriptLoader: [],
  });
}

function doc(title: string, description: string, path: string, route: string, body: string, pageProps: unknown): string {
  return `<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="https://fitstrefa.pl${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://fitstrefa.pl${path}"/><meta property="og:image" content="https://fitstrefa.pl/og/fitstrefa-og.jpg"/><meta property="og:locale" content="pl_PL"/><meta name="twitter:card" content="summary_large_image"/><link rel="icon" href="/favicon.ico"/><link rel="alternate" hrefLang="en" href="https://fitstrefa.pl/en${path}"/><meta name="next-head-count" content="14"/><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="6d1f8a0e-3b2c-4e9d-a7f1-52c0b8e4d913" data-blockingmode="auto" type="text/javascript"></script><script async src="https://www.googletagmanager.com/gtm.js?id=GTM-N7QH4XK"></script><link rel="preload" href="/_next/static/css/7b1c2d9e4f0a3b58.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7b1c2d9e4f0a3b58.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script src="/_next/static/chunks/webpack-8fa1640cc84ba8fe.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-5a3b8c1d2e7f9a04.js" defer=""></script><script src="/_next/static/chunks/pages/_app-0c9e2f7a1b3d4e56.js" defer=""></script><script src="/_next/static/chunks/pages${route === '/' ? '/index' : route}-3e8d1c0b9a7f6e52.js" defer=""></script><script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script></head><body><div id="__next"><header class="Header_header__x2Yq1"><a class="Header_logo__bQ3t0" href="/"><img alt="FitStrefa" src="/images/logo-fitstrefa.svg" width="148" height="36"/></a><nav class="Header_nav__p8Lk2"><a href="/kluby">Kluby</a><a href="/cennik">Cennik</a><a href="/zajecia">Zajęcia</a><a href="/trenerzy">Trenerzy</a><a href="/dla-firm">Dla firm</a><a href="/partnerzy">Partnerzy</a></nav><a class="Button_primary__k1Zr7" href="https://panel.fitstrefa.pl/rejestracja">Kup karnet</a></header><main>${body}</main><footer class="Footer_footer__m4Tq9"><div class="Footer_cols__aa1Vd"><div><h4>FitStrefa</h4><a href="/o-nas">O nas</a><a href="/kariera">Kariera</a><a href="/partnerzy">Partnerzy</a><a href="/dla-firm">Oferta dla firm</a><a href="/blog">Blog</a></div><div><h4>Pomoc</h4><a href="/faq">FAQ</a><a href="/regulamin">Regulamin</a><a href="/polityka-prywatnosci">Polityka prywatności</a><a href="/cookies">Ustawienia cookies</a><a href="/kontakt">Kontakt</a></div><div><h4>Pobierz aplikację</h4><a href="https://apps.apple.com/pl/app/fitstrefa/id1582736401"><img alt="Pobierz z App Store" src="/images/badges/app-store-pl.svg" width="120" height="40"/></a><a href="https://play.google.com/store/apps/details?id=pl.fitstrefa.app"><img alt="Pobierz z Google Play" src="/images/badges/google-play-pl.svg" width="135" height="40"/></a></div><div><h4>Obserwuj nas</h4><a href="https://www.instagram.com/fitstrefa.pl/">Instagram</a><a href="https://www.facebook.com/fitstrefapl">Facebook</a><a href="https://www.tiktok.com/@fitstrefa">TikTok</a><a href="https://www.youtube.com/@FitStrefaPL">YouTube</a></div></div><p class="Footer_legal__zz9Kd">© 2024 FitStrefa Sp. z o.o., ul. Grochowska 306/308, 03-840 Warszawa. NIP 1132987654, KRS 0000876543.</p></footer></div><script id="__NEXT_DATA__" type="application/json">${nextData(route, pageProps)}</script><script async src="https://static.hotjar.com/c/hotjar-3581246.js?sv=6"></script></body></html>`;
}

const home = doc(
  'FitStrefa – siłownie 24/7 w Warszawie, Krakowie i Wrocławiu',
  'Siłownie i kluby fitness FitStrefa otwarte 24/7. Ponad 120 zajęć grupowych tygodniowo, strefy crossfit i cardio. Karnet od 99 zł.',
  '/',
  '/',
  `<section class="Hero_hero__Q1sYv"><h1>Trenuj, kiedy chcesz. 24/7.</h1><p>18 klubów w Warszawie, Krakowie i Wrocławiu. Bez umowy na czas określony.</p><a class="Button_primary__k1Zr7" href="/cennik">Zobacz cennik</a><a class="Button_secondary__uY2Tn" href="/kluby">Znajdź klub</a></section><section class="Stats_stats__d9Ker"><div><strong>18</strong> klubów</div><div><strong>62 000</strong> członków</div><div><strong>120+</strong> zajęć tygodniowo</div></section><section class="Cards_cards__hT3bF"><h2>Honorujemy karty sportowe</h2><p>Masz kartę od pracodawcy? Wejdź bez dopłat. <a href="/partnerzy">Lista partnerów</a></p></section><section class="Press_press__r0Fsa"><h2>Pisali o nas</h2><ul><li><a href="https://www.pb.pl/fitstrefa-otwiera-18-klub-1209876"><img alt="Puls Biznesu" src="/images/press/pb.svg"/></a></li><li><a href="https://www.forbes.pl/biznes/sieci-silowni-24-7-fitstrefa/x1k9z2q"><img alt="Forbes Polska" src="/images/press/forbes.svg"/></a></li><li><img alt="Rzeczpospolita" src="/images/press/rp.svg"/></li></ul></section><section class="Reviews_reviews__b7Qs2"><h2>Opinie członków</h2><blockquote>„Najlepsza siłownia na Pradze, zawsze czysto i nigdy nie ma kolejki do sztangi.” – Marta, Warszawa</blockquote><blockquote>„Zajęcia z Kubą to petarda.” – Paweł, Kraków</blockquote></section>`,
  { hero: { title: 'Trenuj, kiedy chcesz. 24/7.' }, clubsCount: 18 },
);

const category = (c: Partner['category']) => partners.filter((p) => p.category === c);
const cards = (list: Partner[]) =>
  list
    .map(
      (p) =>
        `<li class="PartnerCard_card__L0eZ1"><img alt="${p.name}" src="${p.logo}" width="160" height="64" loading="lazy"/><h3>${p.name}</h3><p>${p.description}</p><a href="${p.url}" target="_blank" rel="noopener noreferrer">Odwiedź stronę →</a></li>`,
    )
    .join('');

const partnerzy = doc(
  'Partnerzy – FitStrefa',
  'Karty sportowe honorowane w FitStrefa, partnerzy technologiczni i zdrowotni. Sprawdź zniżki dla członków klubu.',
  '/partnerzy',
  '/partnerzy',
  `<section class="PageHeader_header__cV0s2"><h1>Nasi partnerzy</h1><p>Współpracujemy z firmami, które pomagają naszym członkom trenować mądrzej i zdrowiej.</p></section><section id="karty-sportowe"><h2>Karty sportowe</h2><p>W klubach FitStrefa honorujemy karty naszych partnerów:</p><ul class="PartnerGrid_grid__e3Wn8">${cards(category('karty'))}</ul></section><section id="technologia"><h2>Partnerzy technologiczni</h2><ul class="PartnerGrid_grid__e3Wn8">${cards(category('technologia'))}</ul></section><section id="zdrowie"><h2>Zdrowie i regeneracja</h2><ul class="PartnerGrid_grid__e3Wn8">${cards(category('zdrowie'))}</ul></section><section class="Cta_cta__q7Bvn"><h2>Chcesz zostać partnerem FitStrefa?</h2><p>Napisz do nas: <a href="mailto:partnerzy@fitstrefa.pl">partnerzy@fitstrefa.pl</a></p></section>`,
  { partners, seo: { title: 'Partnerzy – FitStrefa' } },
);

const clients = ['Allegrova Logistics', 'Bank Wiślany', 'Mazovia Software House', 'Kraków Airport Services', 'PolMed Diagnostyka'];

const dlaFirm = doc(
  'Oferta dla firm – FitStrefa',
  'Karnety pracownicze FitStrefa: elastyczne pakiety dla zespołów od 10 osób, rozliczenie na fakturę.',
  '/dla-firm',
  '/dla-firm',
  `<section class="PageHeader_header__cV0s2"><h1>FitStrefa dla firm</h1><p>Daj zespołowi dostęp do 18 klubów 24/7. Pakiety od 10 pracowników, jedna faktura miesięcznie.</p><a class="Button_primary__k1Zr7" href="/dla-firm/zapytanie">Zapytaj o ofertę</a></section><section class="Clients_clients__v2Kp8"><h2>Zaufały nam</h2><ul>${clients.map((c) => `<li><img alt="${c}" src="/images/klienci/${c.toLowerCase().replace(/[^a-z]+/g, '-')}.svg"/></li>`).join('')}</ul><p><a href="/dla-firm/case-study/bank-wislany">Zobacz case study: jak Bank Wiślany zwiększył aktywność pracowników o 40%</a></p></section><section><h2>Masz już kartę sportową w firmie?</h2><p>Honorujemy karty AktivKarta, BenefitPlus Sport i KartaRuchu – szczegóły na stronie <a href="/partnerzy#karty-sportowe">Partnerzy</a>.</p></section>`,
  { clients },
);

const kariera = doc(
  'Kariera – FitStrefa',
  'Dołącz do zespołu FitStrefa: trenerzy personalni, recepcja, menedżerowie klubów.',
  '/kariera',
  '/kariera',
  `<section class="PageHeader_header__cV0s2"><h1>Pracuj z nami</h1><p>Szukamy ludzi, którzy kochają ruch.</p></section><section><h2>Aktualne oferty</h2><ul class="Jobs_list__t0Cq4"><li><a href="https://www.pracuj.pl/praca/trener-personalny-warszawa,oferta,1003487652">Trener personalny – Warszawa Praga</a></li><li><a href="https://www.pracuj.pl/praca/menedzer-klubu-krakow,oferta,1003490113">Menedżer klubu – Kraków</a></li><li><a href="https://www.pracuj.pl/praca/recepcjonista-wroclaw,oferta,1003491207">Recepcjonista/ka – Wrocław</a></li></ul><p>Nie widzisz oferty dla siebie? Wyślij CV na <a href="mailto:kariera@fitstrefa.pl">kariera@fitstrefa.pl</a>.</p></section>`,
  { jobsCount: 3 },
);

export const site: CorpusSite = {
  domain: 'fitstrefa.pl',
  covers:
    'Polish Next.js gym chain on Vercel: partner cards by section (sport cards, technology integrations, health) rendered and repeated in __NEXT_DATA__; corporate clients, case study, press logos, app-store badges, social and pracuj.pl job links as negatives',
  pages: {
    '/': { headers: NEXT_HEADERS, html: home },
    '/partnerzy': { headers: NEXT_HEADERS, html: partnerzy },
    '/dla-firm': { headers: NEXT_HEADERS, html: dlaFirm },
    '/kariera': { headers: NEXT_HEADERS, html: kariera },
  },
  sitemap: ['/', '/kluby', '/cennik', '/zajecia', '/dla-firm', '/kariera', '/partnerzy'],
  technologies: ['cookiebot', 'google-tag-manager', 'hotjar', 'hsts', 'next-js', 'open-graph', 'react', 'vercel', 'webpack'],
  partners: {
    'aktivkarta.pl': 'generic',
    'benefitplus.com.pl': 'generic',
    'kartaruchu.pl': 'generic',
    'pulsarwear.com': 'technology',
    'treninglab.io': 'technology',
    'fizjocentrum-med.pl': 'generic',
    'zdrowytalerz.pl': 'generic',
  },
};
