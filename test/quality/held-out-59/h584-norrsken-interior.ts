import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.norrskeninterior.se';
const CDN = 'https://cdn.prod.website-files.com/63f1a2b4c5d6e7f8091a2b3c';

const hdrs = {
  'content-type': 'text/html',
  'x-lambda-id': 'b3f1c2a4-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  'x-cluster-name': 'eu-central-1-prod-hosting-red',
};

const head = (
  title: string,
  desc: string,
  path: string,
  pageId: string,
) => `<!DOCTYPE html><!-- Last Published: Tue Apr 02 2024 08:14:52 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="www.norrskeninterior.se" data-wf-page="${pageId}" data-wf-site="63f1a2b4c5d6e7f8091a2b3c" lang="sv">
<head>
<meta charset="utf-8"/>
<title>${title}</title>
<meta content="${desc}" name="description"/>
<meta content="${title}" property="og:title"/>
<meta content="${desc}" property="og:description"/>
<meta content="${CDN}/6401aa3b9e2d1c0f4b7a6e55_og-norrsken.jpg" property="og:image"/>
<meta content="${title}" property="twitter:title"/>
<meta property="og:type" content="website"/>
<meta content="summary_large_image" name="twitter:card"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<meta content="Webflow" name="generator"/>
<link href="${CDN}/css/norrsken-interior.webflow.shared.8c3e1f0a2.min.css" rel="stylesheet" type="text/css"/>
<link href="https://fonts.googleapis.com" rel="preconnect"/>
<link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/>
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({ google: { families: ["Inter:300,400,500","Cormorant Garamond:400,500italic"] } });</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="${CDN}/6401a9f0e3b2c1d4a5f6e7d8_favicon.png" rel="shortcut icon" type="image/x-icon"/>
<link rel="canonical" href="${W}${path}"/>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="a7e2c4f1-9b3d-4e58-8c0a-1f2e3d4c5b6a" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-NR5T2XW');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body>
<div data-animation="default" class="navbar w-nav" data-collapse="medium" role="banner">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${CDN}/63f1a3c0d1e2f3a4b5c6d7e8_norrsken-logo.svg" loading="lazy" alt="Norrsken Interiör" class="logo"/></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/kollektion" class="nav-link w-nav-link">Kollektion</a>
      <a href="/designers" class="nav-link w-nav-link">Formgivare</a>
      <a href="/showroom" class="nav-link w-nav-link">Showroom</a>
      <a href="/aterforsaljare" class="nav-link w-nav-link">Återförsäljare</a>
      <a href="/projekt" class="nav-link w-nav-link">Projekt</a>
      <a href="/om-oss" class="nav-link w-nav-link">Om oss</a>
      <a href="https://www.norrskeninterior.com/" class="nav-link lang w-nav-link">EN</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="footer-grid w-layout-grid">
    <div>
      <div class="footer-heading">Norrsken Interiör AB</div>
      <p class="footer-text">Hornsgatan 64, 118 21 Stockholm<br/>Org.nr 559214-3301<br/><a href="mailto:hej@norrskeninterior.se" class="footer-link">hej@norrskeninterior.se</a></p>
    </div>
    <div>
      <div class="footer-heading">Kundservice</div>
      <a href="/leverans" class="footer-link">Leverans &amp; retur</a>
      <a href="/skotselrad" class="footer-link">Skötselråd</a>
      <a href="/reklamation" class="footer-link">Reklamation</a>
      <a href="https://www.norrskenoutlet.se/" class="footer-link">Outlet</a>
    </div>
    <div>
      <div class="footer-heading">Företaget</div>
      <a href="/om-oss" class="footer-link">Om oss</a>
      <a href="/hallbarhet" class="footer-link">Hållbarhet</a>
      <a href="https://norrskeninterior.teamtailor.com/" target="_blank" class="footer-link">Lediga jobb</a>
      <a href="/bli-aterforsaljare" class="footer-link">Bli återförsäljare</a>
      <a href="/integritetspolicy" class="footer-link">Integritetspolicy</a>
      <a href="/cookies" class="footer-link">Cookies</a>
    </div>
    <div>
      <div class="footer-heading">Följ oss</div>
      <a href="https://www.instagram.com/norrskeninterior/" target="_blank" class="footer-link">Instagram</a>
      <a href="https://se.pinterest.com/norrskeninterior/" target="_blank" class="footer-link">Pinterest</a>
      <a href="https://www.linkedin.com/company/norrsken-interior/" target="_blank" class="footer-link">LinkedIn</a>
    </div>
  </div>
  <div class="footer-bottom"><div>© 2024 Norrsken Interiör AB</div><div class="payment-icons"><img src="${CDN}/640f01a2b3c4d5e6f7a8b9c0_klarna-badge.svg" alt="Betala med Klarna" loading="lazy"/><img src="${CDN}/640f01a2b3c4d5e6f7a8b9c1_swish.svg" alt="Swish" loading="lazy"/></div></div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=63f1a2b4c5d6e7f8091a2b3c" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="${CDN}/js/webflow.4b2c1d9e8f.js" type="text/javascript"></script>
</body>
</html>`;

const card = (
  slug: string | null,
  name: string,
  city: string,
  cats: string,
  site: string | null,
) => `      <div role="listitem" class="retailer-item w-dyn-item">
        <div class="retailer-card">
          <div class="retailer-city">${city}</div>
          <h3 class="retailer-name">${name}</h3>
          <div class="retailer-cats">${cats}</div>
          ${slug ? `<a href="/aterforsaljare/${slug}" class="retailer-link w-inline-block"><div>Läs mer</div></a>` : ''}
          ${site ? `<a href="${site}" target="_blank" class="retailer-link w-inline-block"><div>Besök webbplats ↗</div></a>` : ''}
        </div>
      </div>`;

const listPage = (
  n: number,
  items: string,
  pager: string,
) => `${head(n === 1 ? 'Återförsäljare | Norrsken Interiör' : 'Återförsäljare – sida 2 | Norrsken Interiör', 'Hitta en återförsäljare av Norrsken Interiör nära dig i Sverige, Norge och Finland.', n === 1 ? '/aterforsaljare' : '/aterforsaljare/sida-2', '6402b1c2d3e4f5a6b7c8d9e0')}
${nav}
<section class="section">
  <div class="container w-container">
    <h1 class="h1">Återförsäljare</h1>
    <p class="lead">Våra möbler och textilier säljs av utvalda inredningsbutiker i Norden. Alla återförsäljare har ett urval ur kollektionen i butik och kan beställa hela sortimentet.</p>
    <div class="w-dyn-list">
      <div role="list" class="retailer-grid w-dyn-items">
${items}
      </div>
      <div role="navigation" aria-label="List" class="w-pagination-wrapper pagination">
${pager}
      </div>
    </div>
    <div class="cta-box"><h2>Vill du sälja Norrsken i din butik?</h2><p>Läs mer om villkor och inköp på sidan <a href="/bli-aterforsaljare">Bli återförsäljare</a>.</p></div>
  </div>
</section>
${footer}`;

const page1 = listPage(
  1,
  [
    card('hemma-hos-ek', 'Hemma hos Ek', 'Göteborg', 'Möbler · Belysning · Textil', null),
    card(null, 'Ljus &amp; Form', 'Uppsala', 'Belysning · Textil', 'https://www.ljusochform.se/'),
    card(null, 'Nordvik Inredning', 'Umeå', 'Möbler · Mattor', 'https://nordvikinredning.se/'),
    card('casa-sjoberg', 'Casa Sjöberg', 'Malmö', 'Möbler · Textil', null),
  ].join('\n'),
  `        <a href="/aterforsaljare/sida-2" aria-label="Next Page" class="w-pagination-next next-link"><div class="w-inline-block">Nästa</div></a>`,
);

const page2 = listPage(
  2,
  [
    card(null, 'Tre Rum &amp; Kök', 'Stockholm', 'Möbler · Belysning', 'https://www.trerum.se/'),
    card(null, 'Huset Design', 'Oslo', 'Möbler · Textil', 'https://husetdesign.no/'),
    card(null, 'Bo Bra Helsinki', 'Helsingfors', 'Möbler · Mattor · Textil', 'https://www.bobra.fi/'),
    card(null, 'Interiörbutiken', 'Visby', 'Textil', null),
  ].join('\n'),
  `        <a href="/aterforsaljare" aria-label="Previous Page" class="w-pagination-previous previous-link"><div class="w-inline-block">Föregående</div></a>`,
);

const detail = (
  slug: string,
  name: string,
  city: string,
  address: string,
  text: string,
  site: string,
  label: string,
) => `${head(`${name} – återförsäljare i ${city} | Norrsken Interiör`, `${name} i ${city} säljer Norrsken Interiörs möbler och textilier.`, `/aterforsaljare/${slug}`, '6402b9f0a1b2c3d4e5f6a7b8')}
${nav}
<section class="section">
  <div class="container w-container">
    <a href="/aterforsaljare" class="back-link">← Alla återförsäljare</a>
    <h1 class="h1">${name}</h1>
    <div class="retailer-meta"><div>${address}</div><div>${city}</div></div>
    <div class="rich-text w-richtext"><p>${text}</p></div>
    <a href="${site}" target="_blank" class="button w-button">${label}</a>
  </div>
</section>
${footer}`;

const home = `${head('Norrsken Interiör – Nordiska möbler och textilier', 'Tidlösa möbler, lampor och textilier formgivna i Sverige och tillverkade i Norden.', '/', '63f1a2b4c5d6e7f8091a2b40')}
${nav}
<section class="hero">
  <div class="container w-container">
    <h1 class="hero-heading">Ljus, trä och ull – för hem som håller</h1>
    <p class="lead">Vår vårkollektion är här: soffbordet Fjäll i massiv ek, ullplädar från Jämtland och nya glaslampor.</p>
    <a href="/kollektion" class="button w-button">Se kollektionen</a>
  </div>
</section>
<section class="section projects">
  <div class="container w-container">
    <h2 class="h2">Utvalda projekt</h2>
    <p>Vi har inrett lobbyn på <a href="https://www.hotellstrandkanten.se/" target="_blank">Hotell Strandkanten</a> i Varberg och konferensvåningen hos <a href="https://www.bergsmanfastigheter.se/" target="_blank">Bergsman Fastigheter</a>. <a href="/projekt">Fler referensprojekt</a></p>
  </div>
</section>
<section class="section press">
  <div class="container w-container">
    <h2 class="h2 small">Som sett i</h2>
    <div class="logo-row">
      <img src="${CDN}/640a1b2c3d4e5f6a7b8c9d0e_rum-och-hem.svg" alt="Rum &amp; Hem" loading="lazy"/>
      <img src="${CDN}/640a1b2c3d4e5f6a7b8c9d0f_elle-decoration.svg" alt="Nordisk Inredning Magasin" loading="lazy"/>
      <img src="${CDN}/640a1b2c3d4e5f6a7b8c9d10_sthlm-design-week.svg" alt="Stockholm Design Week" loading="lazy"/>
    </div>
  </div>
</section>
<section class="section">
  <div class="container w-container">
    <h2 class="h2">Besök vårt showroom</h2>
    <p>Provsitt hela kollektionen på Hornsgatan 64 i Stockholm, eller hitta en <a href="/aterforsaljare">återförsäljare nära dig</a>.</p>
  </div>
</section>
${footer}`;

const showroom = `${head('Showroom Stockholm | Norrsken Interiör', 'Besök Norrsken Interiörs showroom på Södermalm i Stockholm.', '/showroom', '6402c0a1b2c3d4e5f6a7b8c9')}
${nav}
<section class="section">
  <div class="container w-container">
    <h1 class="h1">Showroom</h1>
    <p>Hornsgatan 64, Stockholm. Öppet tisdag–fredag 11–18, lördag 11–16. Boka gärna en personlig rådgivning med våra inredare.</p>
    <div class="map-embed w-embed w-iframe"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2035.7!2d18.0579!3d59.3172!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x465f77e0b3d5c1a1%3A0x9a8b7c6d5e4f3a2b!2sHornsgatan%2064!5e0!3m2!1ssv!2sse!4v1712000000000" width="100%" height="420" style="border:0;" allowfullscreen="" loading="lazy"></iframe></div>
  </div>
</section>
${footer}`;

export const site: CorpusSite = {
  domain: 'norrskeninterior.se',
  otherDomains: ['norrskeninterior.com', 'norrskenoutlet.se'],
  covers:
    'Swedish furniture/home-decor brand on Webflow: retailer (återförsäljare) directory as CMS cards over two paginated pages, two retailers only reachable through detail pages, one with no website; reference-project clients, press logos, Teamtailor jobs, payment badges and own outlet/international domains as negatives',
  pages: {
    '/': { redirect: `${W}/` },
    [`${W}/`]: { headers: hdrs, html: home },
    [`${W}/aterforsaljare`]: { headers: hdrs, html: page1 },
    [`${W}/aterforsaljare/sida-2`]: { headers: hdrs, html: page2 },
    [`${W}/aterforsaljare/hemma-hos-ek`]: {
      headers: hdrs,
      html: detail(
        'hemma-hos-ek',
        'Hemma hos Ek',
        'Göteborg',
        'Magasinsgatan 19',
        'Hemma hos Ek har sålt Norrsken sedan starten 2018 och har Sveriges största urval av vår textilkollektion. Här kan du även beställa soffor i valfri klädsel.',
        'https://www.hemmahosek.se/',
        'Besök hemmahosek.se',
      ),
    },
    [`${W}/aterforsaljare/casa-sjoberg`]: {
      headers: hdrs,
      html: detail(
        'casa-sjoberg',
        'Casa Sjöberg',
        'Malmö',
        'Södra Förstadsgatan 31',
        'Familjeägd inredningsbutik mitt i Malmö med fokus på hantverk och nordisk design. Casa Sjöberg visar bland annat matbordet Tjärn och fåtöljen Sälen.',
        'https://casasjoberg.se/',
        'Besök casasjoberg.se',
      ),
    },
    [`${W}/showroom`]: { headers: hdrs, html: showroom },
  },
  sitemap: [
    `${W}/`,
    `${W}/kollektion`,
    `${W}/showroom`,
    `${W}/aterforsaljare`,
    `${W}/aterforsaljare/hemma-hos-ek`,
    `${W}/aterforsaljare/casa-sjoberg`,
    `${W}/projekt`,
  ],
  technologies: [
    'cookiebot',
    'google-font-api',
    'google-hosted-libraries',
    'google-maps',
    'google-tag-manager',
    'jquery',
    'open-graph',
    'webflow',
  ],
  partners: {
    'hemmahosek.se': 'channel',
    'ljusochform.se': 'channel',
    'nordvikinredning.se': 'channel',
    'casasjoberg.se': 'channel',
    'trerum.se': 'channel',
    'husetdesign.no': 'channel',
    'bobra.fi': 'channel',
  },
};
