import type { CorpusSite } from '../corpus/types.js';

// Voltlinje: Swedish phone/laptop charging accessories brand, headless Next.js storefront on Vercel (Centra + Sanity), Swedish.

const D = 'voltlinje.se';
const B = `https://${D}`;
const BUILD = 'Kq2vX9mR0tLb3ZpW1nYcE';
const SANITY = 'https://cdn.sanity.io/images/q4x7v2lm/production';
const CENTRA = 'https://voltlinje.centracdn.net/client/dynamic/images';

const headers = (cache = 'HIT'): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'arn1::iad1::8xk2p-1731605771123-4f0a1c9e2b7d',
  'x-vercel-cache': cache,
  'x-matched-path': '/[[...slug]]',
  age: '1893',
  'cache-control': 'public, max-age=0, must-revalidate',
  'strict-transport-security': 'max-age=63072000',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

const chunk = (name: string, hash: string) => `<script src="/_next/static/chunks/${name}-${hash}.js" defer=""></script>`;

const head = (
  title: string,
  description: string,
  path: string,
  pageChunk: string,
) => `<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><link rel="canonical" href="${B}${path}"/><link rel="alternate" hrefLang="sv-SE" href="${B}${path}"/><link rel="alternate" hrefLang="en" href="https://www.voltlinje.com${path}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="${B}${path}"/><meta property="og:type" content="website"/><meta property="og:locale" content="sv_SE"/><meta property="og:image" content="${SANITY}/3f0b2c1a9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a-2400x1260.jpg?w=1200&amp;h=630&amp;fit=crop"/><meta name="twitter:card" content="summary_large_image"/><link rel="manifest" href="/site.webmanifest"/><link rel="icon" href="/favicon.ico" sizes="any"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/><meta name="theme-color" content="#0d0d0d"/><meta name="next-head-count" content="21"/><link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/9a1c3e5b7d2f4a60.css" as="style"/><link rel="stylesheet" href="/_next/static/css/9a1c3e5b7d2f4a60.css" data-n-g=""/><link rel="preload" href="/_next/static/css/2e8b4d6f1a3c5e70.css" as="style"/><link rel="stylesheet" href="/_next/static/css/2e8b4d6f1a3c5e70.css" data-n-p=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-42372ed130431b0a.js"></script><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="d2c7e1a0-4b9f-4e3a-8c61-0f5a9b2d7e34" data-blockingmode="auto" type="text/javascript" defer=""></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-NV8K3QT" async=""></script><script async="" src="https://eu-library.klarnaservices.com/lib.js" data-client-id="6f2d1a0c-8b4e-5c9f-a7d3-1e0b2c4f6a89"></script>${chunk('webpack', '8fa1640cc84ba8fe')}${chunk('framework', 'ecbb0e3ef6f9d0a8')}${chunk('main', '4c2d7c3e5bd2b8e8')}${chunk('pages/_app', '1b7e0f3c9d2a4e58')}${chunk('7112', '6f0d2e4a8c1b3f59')}${chunk(`pages/${pageChunk}`, 'a3c5e7f9b1d20486')}<script src="/_next/static/${BUILD}/_buildManifest.js" defer=""></script><script src="/_next/static/${BUILD}/_ssgManifest.js" defer=""></script><style>
:root{--font-sans:'__Inter_d65c78','__Inter_Fallback_d65c78';--c-ink:#0d0d0d;--c-volt:#d7ff3a;--c-fog:#f2f2ef;--radius:14px}
body{margin:0;font-family:var(--font-sans);color:var(--c-ink);background:#fff}
.Header_root__p2Xc8{position:sticky;top:0;z-index:30;background:#fff;border-bottom:1px solid #e6e6e1}
.Footer_root__Y8vQ1{background:var(--c-ink);color:#f2f2ef;padding:64px 24px}
.RetailerGrid_grid__Jq1mT{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px}
.Tabs_tab__b4K0e[aria-selected=true]{border-bottom:2px solid var(--c-ink)}
</style></head>`;

const header = `<div class="Announcement_root__k1Tq0"><p>Fri frakt över 499 kr · 30 dagars öppet köp · 3 års garanti</p></div><header class="Header_root__p2Xc8"><div class="Header_inner__Zr4mL"><a class="Header_logo__8qWnE" href="/" aria-label="Voltlinje – till startsidan"><svg width="132" height="24" viewBox="0 0 132 24" aria-hidden="true"><path d="M0 2h6l5 14 5-14h6l-8 20H8z"/><text x="28" y="19" font-size="20" font-weight="700">voltlinje</text></svg></a><nav class="Header_nav__Lm3qB" aria-label="Huvudmeny"><ul><li><a href="/produkter/laddare">Laddare</a></li><li><a href="/produkter/kablar">Kablar</a></li><li><a href="/produkter/powerbanks">Powerbanks</a></li><li><a href="/produkter/magsafe">MagSafe &amp; Qi2</a></li><li><a href="/produkter/fodral">Fodral</a></li><li><a href="/samarbeten">Samarbeten</a></li></ul></nav><div class="Header_actions__W9pZt"><button type="button" class="Header_search__xR2cQ" aria-label="Sök"><svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><circle cx="9" cy="9" r="7" stroke="currentColor" fill="none"/></svg></button><a class="Header_account__Qm7pS" href="/konto" aria-label="Mitt konto"><svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><circle cx="10" cy="7" r="4" stroke="currentColor" fill="none"/></svg></a><button type="button" class="Header_bag__v3Kd0" aria-label="Varukorg, 0 produkter" aria-controls="minibag-drawer" aria-expanded="false"><svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M4 6h12l-1 12H5z" stroke="currentColor" fill="none"/></svg><span class="Header_count__u8Zb1">0</span></button></div></div></header>`;

const footer = `<footer class="Footer_root__Y8vQ1"><div class="Footer_cols__xw2Lq"><div><h3 class="Footer_heading__r0Kd3">Handla</h3><ul><li><a href="/produkter/laddare">Laddare</a></li><li><a href="/produkter/kablar">Kablar</a></li><li><a href="/produkter/powerbanks">Powerbanks</a></li><li><a href="/presentkort">Presentkort</a></li></ul></div><div><h3 class="Footer_heading__r0Kd3">Hjälp</h3><ul><li><a href="/kundservice">Kundservice</a></li><li><a href="/kundservice#frakt">Frakt &amp; leverans</a></li><li><a href="/kundservice#retur">Returer</a></li><li><a href="/garanti">Garanti</a></li><li><a href="mailto:hej@voltlinje.se">hej@voltlinje.se</a></li></ul></div><div><h3 class="Footer_heading__r0Kd3">Voltlinje</h3><ul><li><a href="/om-oss">Om oss</a></li><li><a href="/aterforsaljare">Återförsäljare</a></li><li><a href="/foretag">Företag</a></li><li><a href="/samarbeten">Samarbeten</a></li><li><a href="https://voltlinje.teamtailor.com/" target="_blank" rel="noopener noreferrer">Jobba hos oss</a></li><li><a href="/press">Press</a></li></ul></div><div><h3 class="Footer_heading__r0Kd3">Nyhetsbrev</h3><p>10 % rabatt på första ordern när du prenumererar.</p><form class="Newsletter_form__d3Kq2" action="/api/newsletter" method="post"><label for="nl-email" class="sr-only">E-post</label><input id="nl-email" type="email" name="email" placeholder="Din e-post" required=""/><button type="submit">Prenumerera</button></form><ul class="Footer_social__p9Xc1"><li><a href="https://www.instagram.com/voltlinje" target="_blank" rel="noopener noreferrer" aria-label="Instagram">Instagram</a></li><li><a href="https://www.tiktok.com/@voltlinje" target="_blank" rel="noopener noreferrer" aria-label="TikTok">TikTok</a></li><li><a href="https://www.youtube.com/@voltlinje" target="_blank" rel="noopener noreferrer" aria-label="YouTube">YouTube</a></li><li><a href="https://www.linkedin.com/company/voltlinje" target="_blank" rel="noopener noreferrer" aria-label="LinkedIn">LinkedIn</a></li></ul></div></div><div class="Footer_bottom__aa1Qe"><div class="Footer_payments__k0Lz2" aria-label="Betalsätt"><img src="/images/payments/klarna.svg" alt="Klarna" width="52" height="24" loading="lazy"/><img src="/images/payments/swish.svg" alt="Swish" width="52" height="24" loading="lazy"/><img src="/images/payments/visa.svg" alt="Visa" width="40" height="24" loading="lazy"/><img src="/images/payments/mastercard.svg" alt="Mastercard" width="40" height="24" loading="lazy"/></div><p>© 2024 Voltlinje AB · Org.nr 559321-4470 · Hornsgatan 79, 118 49 Stockholm</p><ul class="Footer_legal__p1Vb7"><li><a href="/villkor">Köpvillkor</a></li><li><a href="/integritetspolicy">Integritetspolicy</a></li><li><a href="/cookies">Cookies</a></li><li><a href="https://www.voltlinje.com/">International store (EUR)</a></li></ul></div></footer>`;

const nextData = (page: string, pageProps: unknown) =>
  `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps, __N_SSG: true }, page, query: {}, buildId: BUILD, isFallback: false, gsp: true, locale: 'sv', locales: ['sv'], defaultLocale: 'sv', scriptLoader: [] })}</script>`;

const page = (o: { title: string; description: string; path: string; pageChunk: string; main: string; data: unknown }) =>
  `<!DOCTYPE html><html lang="sv">${head(o.title, o.description, o.path, o.pageChunk)}<body><div id="__next"><a class="SkipLink_root__m3Xp0" href="#main">Hoppa till innehållet</a>${header}<main id="main" class="Layout_main__t7Hq2">${o.main}</main>${footer}<div id="minibag-drawer" class="Drawer_root__c0Xq7" hidden=""></div></div>${nextData(o.pageChunk === 'index' ? '/' : '/[[...slug]]', o.data)}<script defer src="/_vercel/insights/script.js"></script></body></html>`;

const products = [
  { slug: 'gan-laddare-65w', name: 'GaN-laddare 65 W', sub: '2 × USB-C, 1 × USB-A', price: 549, img: 'gan65-graphite.jpg' },
  { slug: 'gan-laddare-35w-duo', name: 'GaN-laddare 35 W Duo', sub: '2 × USB-C, vikbar kontakt', price: 349, img: 'gan35-duo-sand.jpg' },
  { slug: 'gan-laddare-140w', name: 'GaN-laddare 140 W', sub: 'För MacBook Pro 16″', price: 999, img: 'gan140-graphite.jpg' },
  { slug: 'qi2-laddstall-3-i-1', name: 'Qi2 laddställ 3-i-1', sub: 'iPhone, AirPods, Apple Watch', price: 1199, img: 'qi2-stand-oak.jpg' },
  { slug: 'usb-c-kabel-flatad-2m', name: 'USB-C-kabel flätad, 2 m', sub: '240 W, återvunnen nylon', price: 249, img: 'cable-2m-moss.jpg' },
  { slug: 'powerbank-10000-magsafe', name: 'Powerbank 10 000 mAh MagSafe', sub: 'Qi2, 15 W trådlöst', price: 699, img: 'pb10k-fog.jpg' },
];

const productCard = (p: (typeof products)[number]) =>
  `<li class="ProductCard_root__Zq2pX"><a href="/produkt/${p.slug}" class="ProductCard_link__k7Tm1"><div class="ProductCard_media__j3Lx9"><img alt="${p.name}" loading="lazy" width="600" height="750" decoding="async" data-nimg="1" class="ProductCard_img__a8Qw0" srcSet="${CENTRA}/${p.img}?w=384&amp;q=75 1x, ${CENTRA}/${p.img}?w=750&amp;q=75 2x" src="${CENTRA}/${p.img}?w=750&amp;q=75"/></div><div class="ProductCard_info__p0Ls5"><h3 class="ProductCard_name__s2Dn6">${p.name}</h3><p class="ProductCard_sub__f1Xc3">${p.sub}</p><p class="ProductCard_price__w6Vb4">${p.price} kr</p></div></a></li>`;

const home = page({
  title: 'Voltlinje – Laddare, kablar och powerbanks designade i Stockholm',
  description: 'GaN-laddare, flätade USB-C-kablar och Qi2-laddare designade i Stockholm. 3 års garanti, fri frakt över 499 kr.',
  path: '/',
  pageChunk: 'index',
  data: {
    hero: { title: 'Mindre laddare. Mer ström.', image: `${SANITY}/8b2e4f6a0c1d3e5f7a9b0c2d4e6f8a1b3c5d7e9f-2880x1620.jpg` },
    featured: products.slice(0, 4).map((p) => p.slug),
  },
  main: `<section class="Hero_root__h4Qz1"><picture><source media="(max-width: 767px)" srcSet="${SANITY}/5d7f9a1b3c5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a-1080x1350.jpg?w=828&amp;auto=format"/><img alt="GaN-laddare 65 W på ett skrivbord i ek" fetchpriority="high" width="2880" height="1620" decoding="async" data-nimg="1" class="Hero_img__x1Cv3" src="${SANITY}/8b2e4f6a0c1d3e5f7a9b0c2d4e6f8a1b3c5d7e9f-2880x1620.jpg?w=1920&amp;auto=format"/></picture><div class="Hero_content__Qw3rT"><h1>Mindre laddare. Mer ström.</h1><p>Vår nya GaN-laddare 65 W laddar laptop, mobil och hörlurar samtidigt – och är hälften så stor som en vanlig laddare.</p><a class="Button_primary__n4Wq1" href="/produkt/gan-laddare-65w">Handla nu</a></div></section>
<section class="ProductRail_root__f2Lp8"><h2>Bästsäljare</h2><ul class="ProductRail_list__k1Qz4">${products.slice(0, 4).map(productCard).join('')}</ul></section>
<section class="Usp_root__r3Zx9"><ul><li><h3>3 års garanti</h3><p>På alla laddare och kablar. Går något sönder byter vi, utan krångel.</p></li><li><h3>Återvunnet material</h3><p>Alla kablar är flätade i 100 % återvunnen nylon och förpackade utan plast.</p></li><li><h3>Säkert laddat</h3><p>Testat enligt IEC 62368-1, Qi2-certifierat och MFi-godkänt där det behövs.</p></li></ul></section>
<section class="Collab_root__e6Wq2"><img alt="Voltlinje × Studio Lindqvist" loading="lazy" width="1600" height="900" decoding="async" data-nimg="1" src="${SANITY}/1c3e5a7b9d0f2e4a6c8b0d2f4a6c8e0b2d4f6a8c-1600x900.jpg?w=1200&amp;auto=format"/><div><p class="Eyebrow_root__d8Lq2">Samarbete</p><h2>Voltlinje × Studio Lindqvist</h2><p>Ett laddställ i massiv ek, formgivet tillsammans med Studio Lindqvist. Begränsad upplaga på 800 exemplar.</p><a class="Button_secondary__q5Ne0" href="/samarbeten">Läs mer</a></div></section>
<section class="Press_root__y1Kd5"><h2 class="sr-only">I media</h2><ul><li><blockquote>”Den bästa kompakta laddaren vi testat i år.”</blockquote><a href="https://www.m3.se/tester/basta-usb-c-laddaren-2024" target="_blank" rel="noopener noreferrer">M3</a></li><li><blockquote>”Snyggt, genomtänkt och förvånansvärt prisvärt.”</blockquote><a href="https://www.sweclockers.com/test/voltlinje-gan-65w" target="_blank" rel="noopener noreferrer">SweClockers</a></li><li><blockquote>”Kabeln som överlevde vår böjtest.”</blockquote><span>Allt om Elektronik</span></li></ul></section>
<section class="RetailerTeaser_root__g2Vx0"><h2>Finns även i butik</h2><p>Hitta Voltlinje hos Elgiganten, Webhallen, Kjell &amp; Company och fler – i hela Norden.</p><a class="Button_secondary__q5Ne0" href="/aterforsaljare">Se alla återförsäljare</a></section>`,
});

type Retailer = { name: string; url: string; logo: string; note?: string };
const retailers: Record<'se' | 'no' | 'dk' | 'fi', { label: string; list: Retailer[] }> = {
  se: {
    label: 'Sverige',
    list: [
      { name: 'Elgiganten', url: 'https://www.elgiganten.se/brand/voltlinje', logo: 'elgiganten.svg', note: 'Online och i 150+ varuhus' },
      { name: 'Webhallen', url: 'https://www.webhallen.com/se/manufacturer/4471-Voltlinje', logo: 'webhallen.svg' },
      { name: 'NetOnNet', url: 'https://www.netonnet.se/art/varumarke/voltlinje', logo: 'netonnet.svg' },
      {
        name: 'Kjell & Company',
        url: 'https://www.kjell.com/se/varumarken/voltlinje',
        logo: 'kjell.svg',
        note: 'Hela sortimentet i butik',
      },
      { name: 'Clas Ohlson', url: 'https://www.clasohlson.com/se/voltlinje', logo: 'clas-ohlson.svg' },
      { name: 'Telia', url: 'https://www.telia.se/privat/butik/tillbehor/voltlinje', logo: 'telia.svg', note: 'I Telias butiker' },
    ],
  },
  no: {
    label: 'Norge',
    list: [
      { name: 'Elkjøp', url: 'https://www.elkjop.no/brand/voltlinje', logo: 'elkjop.svg' },
      { name: 'Komplett', url: 'https://www.komplett.no/manufacturer/voltlinje', logo: 'komplett.svg' },
      { name: 'Power', url: 'https://www.power.no/merker/voltlinje/', logo: 'power.svg' },
    ],
  },
  dk: {
    label: 'Danmark',
    list: [
      { name: 'Elgiganten', url: 'https://www.elgiganten.dk/brand/voltlinje', logo: 'elgiganten.svg' },
      { name: 'Proshop', url: 'https://www.proshop.dk/Voltlinje', logo: 'proshop.svg' },
    ],
  },
  fi: {
    label: 'Finland',
    list: [
      { name: 'Verkkokauppa.com', url: 'https://www.verkkokauppa.com/fi/brand/voltlinje', logo: 'verkkokauppa.svg' },
      { name: 'Gigantti', url: 'https://www.gigantti.fi/brand/voltlinje', logo: 'gigantti.svg' },
      { name: 'Power', url: 'https://www.power.fi/merkit/voltlinje/', logo: 'power.svg' },
    ],
  },
};

const retailerPanel = (key: keyof typeof retailers, active: boolean) =>
  `<div role="tabpanel" id="panel-${key}" aria-labelledby="tab-${key}" class="Tabs_panel__z8Xw1"${active ? '' : ' hidden=""'}><ul class="RetailerGrid_grid__Jq1mT">${retailers[key].list.map((r) => `<li class="RetailerGrid_item__m2Ps0"><a href="${r.url}" target="_blank" rel="noopener noreferrer" class="RetailerGrid_link__h7Kc1"><img alt="${r.name}" loading="lazy" width="160" height="64" decoding="async" data-nimg="1" src="/images/retailers/${r.logo}"/><span class="RetailerGrid_name__c4Qe8">${r.name}</span>${r.note ? `<span class="RetailerGrid_note__v1Nn3">${r.note}</span>` : ''}</a></li>`).join('')}</ul></div>`;

const aterforsaljare = page({
  title: 'Återförsäljare – Köp Voltlinje i butik | Voltlinje',
  description: 'Här hittar du Voltlinje i butik och online i Sverige, Norge, Danmark och Finland.',
  path: '/aterforsaljare',
  pageChunk: '[[...slug]]',
  data: {
    slug: ['aterforsaljare'],
    page: {
      _type: 'retailerPage',
      title: 'Återförsäljare',
      markets: Object.entries(retailers).map(([k, v]) => ({
        market: k,
        label: v.label,
        retailers: v.list.map((r) => ({ name: r.name, url: r.url, note: r.note ?? null })),
      })),
    },
  },
  main: `<section class="PageHeader_root__f5Tq0"><h1>Återförsäljare</h1><p>Vill du känna på produkten innan du köper? Voltlinje finns hos våra återförsäljare i hela Norden. Sortimentet varierar mellan butiker – alla produkter finns alltid i vår egen webbshop.</p></section>
<section class="Tabs_root__c1Wq3"><div role="tablist" aria-label="Välj land" class="Tabs_list__y7Ld2">${(Object.keys(retailers) as (keyof typeof retailers)[]).map((k, i) => `<button role="tab" id="tab-${k}" aria-controls="panel-${k}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" class="Tabs_tab__b4K0e" type="button">${retailers[k].label}</button>`).join('')}</div>${(Object.keys(retailers) as (keyof typeof retailers)[]).map((k, i) => retailerPanel(k, i === 0)).join('')}</section>
<section class="TextBlock_root__p3Kx7"><h2>Vill du sälja Voltlinje?</h2><p>Vi söker fler fackhandlare och konceptbutiker. Kontakta <a href="mailto:retail@voltlinje.se">retail@voltlinje.se</a> så berättar vi mer om villkor och exponering.</p></section>`,
});

const foretag = page({
  title: 'Företag – Laddlösningar för kontoret | Voltlinje',
  description: 'Laddare, kablar och dockor för arbetsplatsen. Köp via våra B2B-partners eller direkt med faktura.',
  path: '/foretag',
  pageChunk: '[[...slug]]',
  data: { slug: ['foretag'], page: { _type: 'b2bPage', title: 'Företag' } },
  main: `<section class="PageHeader_root__f5Tq0"><h1>Voltlinje för företag</h1><p>Samma laddare som våra kunder älskar – för hela kontoret. Vi erbjuder volymrabatter, faktura på 30 dagar och logotryck på kablar och powerbanks från 100 st.</p></section>
<section class="TextBlock_root__p3Kx7"><h2>Köp via din IT-leverantör</h2><p>Hela vårt sortiment finns i avtalsortimentet hos våra B2B-partners. Beställ via ditt ordinarie kundkonto:</p><ul class="PartnerList_root__w2Lx4"><li><a href="https://www.dustin.se/brand/voltlinje" target="_blank" rel="noopener noreferrer"><strong>Dustin</strong></a> – Sverige, Norge, Danmark, Finland och Benelux</li><li><a href="https://www.atea.se/" target="_blank" rel="noopener noreferrer"><strong>Atea</strong></a> – offentlig sektor och ramavtal</li><li><a href="https://www.komplett.se/foretag/" target="_blank" rel="noopener noreferrer"><strong>Komplett Företag</strong></a></li></ul></section>
<section class="Logos_root__t6Qv0"><h2>Laddar redan på kontoret hos</h2><ul class="Logos_list__b0Nk2"><li><img alt="Vattenfall" loading="lazy" width="140" height="48" decoding="async" src="${SANITY}/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678-280x96.svg"/></li><li><img alt="Epidemic Sound" loading="lazy" width="140" height="48" decoding="async" src="${SANITY}/b2c3d4e5f60718293a4b5c6d7e8f901234567890-280x96.svg"/></li><li><img alt="Region Stockholm" loading="lazy" width="140" height="48" decoding="async" src="${SANITY}/c3d4e5f60718293a4b5c6d7e8f90123456789012-280x96.svg"/></li><li><img alt="Kry" loading="lazy" width="140" height="48" decoding="async" src="${SANITY}/d4e5f60718293a4b5c6d7e8f9012345678901234-280x96.svg"/></li></ul></section>
<section class="TextBlock_root__p3Kx7"><h2>Kontakta oss</h2><p>Maja Ek, B2B-ansvarig · <a href="mailto:foretag@voltlinje.se">foretag@voltlinje.se</a> · 08-520 277 40</p></section>`,
});

const samarbeten = page({
  title: 'Samarbeten | Voltlinje',
  description: 'Våra samarbeten med formgivare, textilateljéer och organisationer.',
  path: '/samarbeten',
  pageChunk: '[[...slug]]',
  data: {
    slug: ['samarbeten'],
    page: {
      _type: 'collabPage',
      title: 'Samarbeten',
      collabs: [
        { partner: 'Studio Lindqvist', url: 'https://studiolindqvist.se' },
        { partner: 'Hedvig & Nord', url: 'https://hedvignord.se' },
      ],
    },
  },
  main: `<section class="PageHeader_root__f5Tq0"><h1>Samarbeten</h1><p>Vi gör få saker, och vi gör dem gärna tillsammans med andra som bryr sig om detaljer.</p></section>
<article class="CollabCard_root__a4Ve2"><img alt="Laddställ i ek" loading="lazy" width="1600" height="900" decoding="async" data-nimg="1" src="${SANITY}/1c3e5a7b9d0f2e4a6c8b0d2f4a6c8e0b2d4f6a8c-1600x900.jpg?w=1200&amp;auto=format"/><div><h2>Voltlinje × Studio Lindqvist</h2><p>Möbelformgivaren Elin Lindqvist har ritat ett laddställ i massiv svensk ek med inbyggd Qi2-laddare. Varje ställ svarvas i Småland och numreras för hand.</p><p><a href="https://studiolindqvist.se/projekt/voltlinje" target="_blank" rel="noopener noreferrer">Läs mer hos Studio Lindqvist</a> · <a href="/produkt/qi2-laddstall-ek-studio-lindqvist">Köp laddstället</a></p></div></article>
<article class="CollabCard_root__a4Ve2"><img alt="Fodral i ullfilt" loading="lazy" width="1600" height="900" decoding="async" data-nimg="1" src="${SANITY}/2d4f6a8c0e1a3c5e7a9c1e3a5c7e9a1c3e5a7c9e-1600x900.jpg?w=1200&amp;auto=format"/><div><h2>Voltlinje × Hedvig &amp; Nord</h2><p>Kabel- och laddarfodral i återvunnen ullfilt, sydda av textilateljén <a href="https://hedvignord.se/" target="_blank" rel="noopener noreferrer">Hedvig &amp; Nord</a> i Borås.</p></div></article>
<section class="TextBlock_root__p3Kx7"><h2>Elavfall är också vårt ansvar</h2><p>Tillsammans med <a href="https://hsr.se/" target="_blank" rel="noopener noreferrer">Håll Sverige Rent</a> samlar vi in gamla laddare och kablar. Lämna dina uttjänta laddare i våra insamlingslådor hos Kjell &amp; Company, så ser vi till att de återvinns – och Håll Sverige Rent får 10 kr per kilo till sitt arbete mot nedskräpning.</p></section>
<section class="Ambassadors_root__j9Qs1"><h2>Ambassadörer</h2><p>Kreatörer som använder våra produkter varje dag:</p><ul><li><a href="https://www.youtube.com/@teknikjohanna" target="_blank" rel="noopener noreferrer">Johanna Berg</a> – teknikrecensent, YouTube</li><li><a href="https://www.instagram.com/nomadlinus" target="_blank" rel="noopener noreferrer">Linus Åkesson</a> – digital nomad och fotograf</li><li><a href="https://www.twitch.tv/saga_plays" target="_blank" rel="noopener noreferrer">Saga Holm</a> – streamer</li></ul></section>`,
});

const omOss = page({
  title: 'Om oss | Voltlinje',
  description: 'Voltlinje grundades 2019 i Stockholm av två ingenjörer som var trötta på laddare som går sönder.',
  path: '/om-oss',
  pageChunk: '[[...slug]]',
  data: { slug: ['om-oss'], page: { _type: 'aboutPage', title: 'Om oss' } },
  main: `<section class="PageHeader_root__f5Tq0"><h1>Om Voltlinje</h1><p>Vi grundades 2019 av Sara Nyqvist och Omid Rahimi, två elektronikingenjörer som tröttnat på laddare som går sönder efter ett år och kablar som fransar sig.</p></section>
<section class="TextBlock_root__p3Kx7"><h2>Designat i Stockholm</h2><p>Alla produkter utvecklas av vårt team på Södermalm och tillverkas hos två utvalda fabriker i Shenzhen och Dongguan som vi besöker flera gånger per år. Våra fabriker granskas årligen enligt amfori BSCI.</p><h2>Certifieringar</h2><ul><li>Qi2-certifierat av <a href="https://www.wirelesspowerconsortium.com/" target="_blank" rel="noopener noreferrer">Wireless Power Consortium</a></li><li>Kablar med Lightning är MFi-certifierade (Made for iPhone)</li><li>Testat enligt IEC 62368-1 av Intertek</li></ul><h2>Ägare</h2><p>Voltlinje ägs av grundarna och medarbetarna tillsammans med Skärgård Ventures, som investerade 2022.</p><h2>Press</h2><p>Pressbilder och kontakt: <a href="mailto:press@voltlinje.se">press@voltlinje.se</a>. Vi har skrivits om i <a href="https://www.breakit.se/artikel/voltlinje-laddare" target="_blank" rel="noopener noreferrer">Breakit</a>, M3 och SweClockers.</p></section>`,
});

const laddare = page({
  title: 'Laddare | Voltlinje',
  description: 'GaN-laddare och trådlösa Qi2-laddare från Voltlinje.',
  path: '/produkter/laddare',
  pageChunk: '[[...slug]]',
  data: {
    slug: ['produkter', 'laddare'],
    category: {
      title: 'Laddare',
      products: products.map((p) => ({
        slug: p.slug,
        name: p.name,
        price: { amount: p.price, currency: 'SEK' },
        image: `${CENTRA}/${p.img}`,
      })),
    },
  },
  main: `<section class="PageHeader_root__f5Tq0"><h1>Laddare</h1><p>Kompakta GaN-laddare för allt från mobilen till en 16-tums laptop, och trådlösa Qi2-laddare för skrivbord och nattduksbord.</p></section><div class="Filters_root__u2Lp0"><button type="button">Effekt</button><button type="button">Antal portar</button><button type="button">Färg</button><select aria-label="Sortera"><option>Populärast</option><option>Pris lågt–högt</option></select></div><ul class="ProductGrid_grid__r1Mv9">${products.map(productCard).join('')}</ul>`,
});

const produkt = page({
  title: 'GaN-laddare 65 W | Voltlinje',
  description: 'Laddar laptop, mobil och hörlurar samtidigt. 2 × USB-C och 1 × USB-A, 65 W totalt.',
  path: '/produkt/gan-laddare-65w',
  pageChunk: '[[...slug]]',
  data: {
    slug: ['produkt', 'gan-laddare-65w'],
    product: {
      id: 1042,
      name: 'GaN-laddare 65 W',
      price: { amount: 549, currency: 'SEK' },
      variants: [
        { id: 10421, color: 'Grafit' },
        { id: 10422, color: 'Sand' },
        { id: 10423, color: 'Mossa' },
      ],
      media: [`${CENTRA}/gan65-graphite.jpg`, `${CENTRA}/gan65-graphite-2.jpg`],
    },
  },
  main: `<section class="Pdp_root__l3Xn7"><div class="Pdp_gallery__d6Vq1"><img alt="GaN-laddare 65 W grafit" width="1200" height="1500" decoding="async" data-nimg="1" src="${CENTRA}/gan65-graphite.jpg?w=1080&amp;q=80"/><img alt="GaN-laddare 65 W i handen" loading="lazy" width="1200" height="1500" decoding="async" data-nimg="1" src="${CENTRA}/gan65-graphite-2.jpg?w=1080&amp;q=80"/></div><div class="Pdp_info__w9Kc2"><h1>GaN-laddare 65 W</h1><p class="Pdp_price__m0Zt4">549 kr</p><klarna-placement data-key="credit-promotion-badge" data-locale="sv-SE" data-purchase-amount="54900"></klarna-placement><fieldset class="Pdp_variants__x4Rb8"><legend>Färg: Grafit</legend><button type="button" aria-pressed="true">Grafit</button><button type="button" aria-pressed="false">Sand</button><button type="button" aria-pressed="false">Mossa</button></fieldset><button type="button" class="Button_primary__n4Wq1 Pdp_add__e7Gh1">Lägg i varukorgen</button><ul class="Pdp_usps__b2Nm5"><li>Skickas inom 24 h</li><li>3 års garanti</li><li>30 dagars öppet köp</li></ul><details open=""><summary>Specifikationer</summary><dl><dt>Effekt</dt><dd>65 W totalt (USB-C1 65 W, USB-C2 45 W, USB-A 18 W)</dd><dt>Standarder</dt><dd>USB PD 3.0, PPS, QC 4+</dd><dt>Mått</dt><dd>32 × 42 × 30 mm</dd><dt>Vikt</dt><dd>98 g</dd></dl></details><details><summary>Finns i butik</summary><p>Finns hos Elgiganten, Webhallen och Kjell &amp; Company. <a href="/aterforsaljare">Se alla återförsäljare</a>.</p></details></div></section>`,
});

const kundservice = page({
  title: 'Kundservice | Voltlinje',
  description: 'Frågor om frakt, retur, garanti och betalning.',
  path: '/kundservice',
  pageChunk: '[[...slug]]',
  data: { slug: ['kundservice'], page: { _type: 'faqPage', title: 'Kundservice' } },
  main: `<section class="PageHeader_root__f5Tq0"><h1>Kundservice</h1><p>Vi svarar vardagar 9–16 på <a href="mailto:hej@voltlinje.se">hej@voltlinje.se</a> eller i chatten.</p></section><section class="Faq_root__k7Wd3"><h2 id="frakt">Frakt &amp; leverans</h2><details><summary>Hur snabbt levererar ni?</summary><p>Beställningar före 15.00 skickas samma dag med PostNord eller Budbee. Leveranstid 1–3 vardagar inom Sverige.</p></details><h2 id="retur">Returer</h2><details><summary>Hur returnerar jag?</summary><p>Du har 30 dagars öppet köp. Skapa en retur i vår returportal så får du en QR-kod att visa hos ombudet.</p></details><h2 id="betalning">Betalning</h2><details><summary>Vilka betalsätt finns?</summary><p>Vi erbjuder Klarna (faktura, delbetalning och kort), Swish samt Apple Pay och Google Pay.</p></details><h2>Garanti</h2><details><summary>Vad täcker garantin?</summary><p>Tre års garanti mot fabrikationsfel på alla produkter. Kontakta oss med ditt ordernummer så ordnar vi ersättning.</p></details></section>`,
});

export const site: CorpusSite = {
  domain: D,
  otherDomains: ['voltlinje.com'],
  covers:
    'Swedish electronics-accessory brand on headless Next.js (Vercel, Centra, Sanity): retailers in country tabs (hidden panels) with the same data in __NEXT_DATA__, same retailer on two ccTLDs, B2B resellers list, design and textile collaborations plus an e-waste NGO partner; negatives: office customer logos, ambassadors with social links, WPC/MFi certifications, investor, press quotes, Teamtailor careers, payment logos, international sister store',
  pages: {
    '/': { headers: headers(), html: home },
    '/aterforsaljare': { headers: headers(), html: aterforsaljare },
    '/foretag': { headers: headers(), html: foretag },
    '/samarbeten': { headers: headers(), html: samarbeten },
    '/om-oss': { headers: headers('STALE'), html: omOss },
    '/produkter/laddare': { headers: headers(), html: laddare },
    '/produkt/gan-laddare-65w': { headers: headers(), html: produkt },
    '/kundservice': { headers: headers('MISS'), html: kundservice },
  },
  sitemap: ['/', '/produkter/laddare', '/produkt/gan-laddare-65w', '/aterforsaljare', '/foretag', '/samarbeten', '/om-oss', '/kundservice'],
  technologies: [
    'next-js',
    'react',
    'webpack',
    'vercel',
    'vercel-analytics',
    'hsts',
    'centra',
    'sanity',
    'sanity-io',
    'klarna-checkout',
    'cookiebot',
    'google-tag-manager',
    'pwa',
    'priority-hints',
    'open-graph',
  ],
  partners: {
    'elgiganten.se': 'channel',
    'webhallen.com': 'channel',
    'netonnet.se': 'channel',
    'kjell.com': 'channel',
    'clasohlson.com': 'channel',
    'telia.se': 'channel',
    'elkjop.no': 'channel',
    'komplett.no': 'channel',
    'power.no': 'channel',
    'elgiganten.dk': 'channel',
    'proshop.dk': 'channel',
    'verkkokauppa.com': 'channel',
    'gigantti.fi': 'channel',
    'power.fi': 'channel',
    'dustin.se': 'channel',
    'atea.se': 'channel',
    'komplett.se': 'channel',
    'studiolindqvist.se': 'generic',
    'hedvignord.se': 'generic',
    'hsr.se': 'generic',
  },
};
