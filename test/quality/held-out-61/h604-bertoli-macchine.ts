import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'x-frame-options': 'SAMEORIGIN',
};

function head(title: string, description: string, path: string): string {
  return `<!doctype html>
<html lang="it" data-n-head-ssr>
<head>
<title>${title}</title><meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1"><meta data-n-head="ssr" data-hid="description" name="description" content="${description}"><meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}"><meta data-n-head="ssr" data-hid="og:description" property="og:description" content="${description}"><meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://www.bertolimacchine.it/img/og-seminatrice-sirio.jpg"><meta data-n-head="ssr" data-hid="og:url" property="og:url" content="https://www.bertolimacchine.it${path}"><link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico"><link data-n-head="ssr" rel="canonical" href="https://www.bertolimacchine.it${path}"><link data-n-head="ssr" rel="alternate" hreflang="en" href="https://www.bertolimacchine.it/en${path}"><script data-n-head="ssr" type="text/javascript" src="https://cs.iubenda.com/autoblocking/3318842.js"></script><script data-n-head="ssr" type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script><script data-n-head="ssr" src="https://www.googletagmanager.com/gtag/js?id=G-B8TQ1RM0XZ" async></script><link rel="preload" href="/_nuxt/4c1e8a7.js" as="script"><link rel="preload" href="/_nuxt/f2d9b30.js" as="script"><link rel="preload" href="/_nuxt/app.7b3e2c1.css" as="style"><link rel="stylesheet" href="/_nuxt/app.7b3e2c1.css">
</head>`;
}

const top = `<body>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-5f2a1c3e class="layout">
<header data-v-2b8e4d10 class="site-header"><a data-v-2b8e4d10 href="/" class="nuxt-link-active logo"><img data-v-2b8e4d10 src="/img/bertoli-logo.svg" alt="Bertoli Macchine Agricole" width="190" height="48"></a>
<nav data-v-2b8e4d10 class="main-nav"><a data-v-2b8e4d10 href="/prodotti/seminatrici">Seminatrici</a><a data-v-2b8e4d10 href="/prodotti/erpici-rotanti">Erpici rotanti</a><a data-v-2b8e4d10 href="/prodotti/trinciatrici">Trinciatrici</a><a data-v-2b8e4d10 href="/azienda">Azienda</a><a data-v-2b8e4d10 href="/rete-vendita">Rete vendita</a><a data-v-2b8e4d10 href="https://www.bertoli-ricambi.it/" target="_blank" rel="noopener">Ricambi online</a><a data-v-2b8e4d10 href="/contatti">Contatti</a><a data-v-2b8e4d10 href="/en/" class="lang">EN</a></nav></header>
<main data-v-5f2a1c3e>`;

const bottom = (nuxtState: string) => `</main>
<footer data-v-7c4f9a21 class="site-footer"><div data-v-7c4f9a21 class="cols"><div data-v-7c4f9a21><img data-v-7c4f9a21 src="/img/bertoli-logo-white.svg" alt="Bertoli" width="140" height="36"><p data-v-7c4f9a21>Bertoli Macchine Agricole S.r.l.<br>Via dell'Artigianato 14 · 37045 Legnago (VR)<br>P.IVA 02874310237</p></div>
<div data-v-7c4f9a21><h4 data-v-7c4f9a21>Azienda</h4><a data-v-7c4f9a21 href="/azienda">Chi siamo</a><a data-v-7c4f9a21 href="/rete-vendita">Trova un rivenditore</a><a data-v-7c4f9a21 href="/lavora-con-noi">Lavora con noi</a><a data-v-7c4f9a21 href="/news">News ed eventi</a></div>
<div data-v-7c4f9a21><h4 data-v-7c4f9a21>Note legali</h4><a data-v-7c4f9a21 href="https://www.iubenda.com/privacy-policy/3318842" class="iubenda-nostyle iubenda-embed">Privacy Policy</a><a data-v-7c4f9a21 href="https://www.iubenda.com/privacy-policy/3318842/cookie-policy" class="iubenda-nostyle iubenda-embed">Cookie Policy</a><a data-v-7c4f9a21 href="/note-legali">Note legali</a></div>
<div data-v-7c4f9a21 class="social"><a data-v-7c4f9a21 href="https://www.facebook.com/bertolimacchine" aria-label="Facebook">Facebook</a><a data-v-7c4f9a21 href="https://www.instagram.com/bertolimacchine/" aria-label="Instagram">Instagram</a><a data-v-7c4f9a21 href="https://www.youtube.com/c/BertoliMacchineAgricole" aria-label="YouTube">YouTube</a></div></div>
<p data-v-7c4f9a21 class="copy">© 2024 Bertoli Macchine Agricole S.r.l. — Made in Italy dal 1957</p></footer>
</div></div></div><script>window.__NUXT__=${nuxtState};</script><script src="/_nuxt/4c1e8a7.js" defer></script><script src="/_nuxt/b71d0e2.js" defer></script><script src="/_nuxt/f2d9b30.js" defer></script>
</body>
</html>`;

const state = (data: unknown) =>
  JSON.stringify({
    layout: 'default',
    data: [data],
    fetch: {},
    error: null,
    serverRendered: true,
    routePath: '/',
    config: { _app: { basePath: '/', assetsPath: '/_nuxt/', cdnURL: null } },
  });

const home = `${head('Bertoli Macchine Agricole | Seminatrici ed erpici dal 1957', 'Seminatrici pneumatiche, erpici rotanti e trinciatrici progettati e costruiti a Legnago dal 1957.', '/')}
${top}
<section data-v-9d3b7e02 class="hero"><h1 data-v-9d3b7e02>Seminare bene, da tre generazioni</h1><p data-v-9d3b7e02>Macchine per la preparazione del terreno e la semina, costruite a Legnago e vendute in 28 paesi.</p><a data-v-9d3b7e02 href="/prodotti/seminatrici" class="btn">Scopri la gamma</a></section>
<section data-v-9d3b7e02 class="video"><iframe data-v-9d3b7e02 width="720" height="405" src="https://www.youtube-nocookie.com/embed/q3Xv8LmT0bE" title="Seminatrice Sirio 6000 al lavoro" frameborder="0" allowfullscreen></iframe></section>
<section data-v-9d3b7e02 class="eventi"><h2 data-v-9d3b7e02>Eventi</h2><p data-v-9d3b7e02>Vieni a trovarci a <a data-v-9d3b7e02 href="https://www.eima.it/it/espositori" target="_blank" rel="noopener">EIMA International 2024</a>, padiglione 30, stand B12. Abbiamo vinto la menzione Novità Tecnica con la seminatrice Sirio 6000.</p></section>
<section data-v-9d3b7e02 class="dealer-cta"><h2 data-v-9d3b7e02>Più di 140 rivenditori in Italia e all'estero</h2><a data-v-9d3b7e02 href="/rete-vendita" class="btn">Trova il rivenditore più vicino</a></section>
${bottom(state({ hero: 'home' }))}`;

type Dealer = { slug: string; name: string; city: string; province: string; phone: string; website?: string; detail?: boolean };

const agrimec: Dealer = {
  slug: 'agrimec-lodi',
  name: 'Agrimec Lodi S.n.c.',
  city: 'Casalpusterlengo',
  province: 'LO',
  phone: '0377 84 21 90',
  detail: true,
};
const rossato: Dealer = {
  slug: 'rossato-macchine',
  name: 'F.lli Rossato Macchine Agricole',
  city: 'Cittadella',
  province: 'PD',
  phone: '049 940 33 12',
  detail: true,
};

const page1: Dealer[] = [
  agrimec,
  {
    slug: 'centro-agricolo-ferrarese',
    name: 'Centro Agricolo Ferrarese',
    city: 'Portomaggiore',
    province: 'FE',
    phone: '0532 81 14 07',
    website: 'https://www.centroagricoloferrarese.it/',
  },
  rossato,
  { slug: 'meccanica-agricola-umbra', name: 'Meccanica Agricola Umbra', city: 'Marsciano', province: 'PG', phone: '075 874 20 55' },
  {
    slug: 'campania-agri-service',
    name: 'Campania Agri Service',
    city: 'Capua',
    province: 'CE',
    phone: '0823 96 17 44',
    website: 'http://campaniaagriservice.it',
  },
  { slug: 'terre-di-langa-motori', name: 'Terre di Langa Motori', city: 'Alba', province: 'CN', phone: '0173 44 08 21' },
];

const page2: Dealer[] = [
  {
    slug: 'agriservice-sardegna',
    name: 'Agriservice Sardegna',
    city: 'Oristano',
    province: 'OR',
    phone: '0783 21 09 88',
    website: 'https://www.agriservicesardegna.it/rivendita',
  },
  { slug: 'trattori-del-tavoliere', name: 'Trattori del Tavoliere', city: 'Foggia', province: 'FG', phone: '0881 72 33 40' },
];

function card(d: Dealer): string {
  return `<li data-v-3e7a0b55 class="dealer-card"><h3 data-v-3e7a0b55>${d.name}</h3><p data-v-3e7a0b55>${d.city} (${d.province}) · Tel. ${d.phone}</p>${
    d.website ? `<a data-v-3e7a0b55 href="${d.website}" target="_blank" rel="noopener" class="dealer-web">Sito web</a>` : ''
  }<a data-v-3e7a0b55 href="/rete-vendita/${d.slug}" class="dealer-more">Scheda rivenditore</a></li>`;
}

const listPage = (
  title: string,
  path: string,
  dealers: Dealer[],
  pager: string,
  extra = '',
) => `${head(title, 'Trova il rivenditore autorizzato Bertoli più vicino: vendita, assistenza e ricambi originali.', path)}
${top}
<section data-v-3e7a0b55 class="dealer-locator"><h1 data-v-3e7a0b55>Rete vendita e assistenza</h1><p data-v-3e7a0b55>I nostri rivenditori autorizzati offrono vendita, assistenza tecnica e ricambi originali Bertoli.</p>
<form data-v-3e7a0b55 class="dealer-search" action="/rete-vendita" method="get"><label data-v-3e7a0b55>Provincia o CAP <input data-v-3e7a0b55 type="text" name="q"></label><button data-v-3e7a0b55 type="submit">Cerca</button></form>
<div data-v-3e7a0b55 id="dealer-map" class="map" style="height:420px"></div>
<ul data-v-3e7a0b55 class="dealer-list">${dealers.map(card).join('')}</ul>
<nav data-v-3e7a0b55 class="pagination" aria-label="Pagine">${pager}</nav>${extra}</section>
<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSyB-fake-KeyForDealerMap0&amp;callback=initDealerMap" async defer></script>
${bottom(state({ dealers: dealers.map(({ slug, name, city, province }) => ({ slug, name, city, province })), total: 8 }))}`;

const lista1 = listPage(
  'Rete vendita | Bertoli Macchine Agricole',
  '/rete-vendita',
  page1,
  '<span class="current">1</span><a href="/rete-vendita/pagina/2">2</a><a href="/rete-vendita/pagina/2" rel="next">Successiva ›</a>',
);

const lista2 = listPage(
  'Rete vendita – pagina 2 | Bertoli Macchine Agricole',
  '/rete-vendita/pagina/2',
  page2,
  '<a href="/rete-vendita" rel="prev">‹ Precedente</a><a href="/rete-vendita">1</a><span class="current">2</span>',
  `<h2 data-v-3e7a0b55>Importatori esteri</h2><table data-v-3e7a0b55 class="importers"><thead><tr><th>Paese</th><th>Importatore</th><th>Sito</th></tr></thead><tbody>
<tr><td>Austria</td><td>Landtechnik Steiner GmbH</td><td><a href="https://www.landtechnik-steiner.at/">www.landtechnik-steiner.at</a></td></tr>
<tr><td>Spagna</td><td>Maquinaria Agrícola Navarro S.L.</td><td><a href="https://maqnavarro.es/marcas/bertoli">maqnavarro.es</a></td></tr>
<tr><td>Grecia</td><td>Agri-Import Hellas</td><td><a href="http://www.agriimport.gr">www.agriimport.gr</a></td></tr>
<tr><td>Australia</td><td>Southern Cross Farm Machinery Pty Ltd</td><td><a href="https://www.scfarmmachinery.com.au/brands/bertoli/">scfarmmachinery.com.au</a></td></tr>
<tr><td>Romania</td><td>Agromec Banat</td><td>in fase di nomina</td></tr>
</tbody></table>`,
);

const detail = (
  d: Dealer,
  website: string,
  label: string,
  services: string,
) => `${head(`${d.name} – Rivenditore autorizzato | Bertoli Macchine Agricole`, `${d.name}, rivenditore autorizzato Bertoli a ${d.city} (${d.province}).`, `/rete-vendita/${d.slug}`)}
${top}
<section data-v-1a6c8f33 class="dealer-detail"><a data-v-1a6c8f33 href="/rete-vendita" class="back">‹ Torna alla rete vendita</a><h1 data-v-1a6c8f33>${d.name}</h1><p data-v-1a6c8f33 class="badge">Rivenditore autorizzato · ${services}</p>
<dl data-v-1a6c8f33><dt>Indirizzo</dt><dd>${d.city} (${d.province})</dd><dt>Telefono</dt><dd>${d.phone}</dd><dt>Sito web</dt><dd><a href="${website}" target="_blank" rel="noopener">${label}</a></dd></dl>
<iframe data-v-1a6c8f33 src="https://www.google.com/maps/embed/v1/place?key=AIzaSyB-fake-KeyForDealerMap0&amp;q=${encodeURIComponent(d.city)}" width="600" height="300" loading="lazy" title="Mappa"></iframe></section>
${bottom(state({ dealer: { slug: d.slug, name: d.name } }))}`;

const azienda = `${head('Azienda | Bertoli Macchine Agricole', 'Dal 1957 progettiamo e costruiamo macchine agricole a Legnago.', '/azienda')}
${top}
<section data-v-4b2d9e70 class="azienda"><h1 data-v-4b2d9e70>La nostra storia</h1><p data-v-4b2d9e70>Fondata da Guerrino Bertoli nel 1957 come officina di riparazione, oggi l'azienda occupa 160 persone in uno stabilimento di 22.000 m².</p>
<h2 data-v-4b2d9e70>Partner tecnologici</h2><p data-v-4b2d9e70>Le nostre seminatrici sono ISOBUS-ready grazie alla collaborazione con <a data-v-4b2d9e70 href="https://isobusconnect.eu/" target="_blank" rel="noopener">ISOBUS Connect</a>, mentre la telemetria Bertoli Link è sviluppata insieme a <a data-v-4b2d9e70 href="https://www.fieldtrack.io/partners" target="_blank" rel="noopener">FieldTrack</a>.</p>
<h2 data-v-4b2d9e70>Qualità certificata</h2><p data-v-4b2d9e70>Sistema di gestione certificato ISO 9001:2015 da <a data-v-4b2d9e70 href="https://www.certiquality.it/" target="_blank" rel="noopener">Certiquality</a>. Macchine testate presso il centro prove <a data-v-4b2d9e70 href="https://www.enama.it/" target="_blank" rel="noopener">ENAMA</a>.</p>
<h2 data-v-4b2d9e70>Dicono di noi</h2><p data-v-4b2d9e70>«Una delle realtà più dinamiche della meccanizzazione veneta» — <a data-v-4b2d9e70 href="https://www.macchineagricolenews-italia.it/bertoli-sirio-6000" target="_blank">Macchine Agricole News</a></p></section>
${bottom(state({ page: 'azienda' }))}`;

export const site: CorpusSite = {
  domain: 'bertolimacchine.it',
  otherDomains: ['bertoli-ricambi.it'],
  covers:
    'Italian farm-machinery maker on Nuxt (Vue SSR, iubenda, Google Maps): dealer locator paginated over two pages with websites on some cards and others only on detail pages (two of which exist), importer table with deep links and one unnamed market, technology partners in prose; negatives: EIMA fair, ISO certifier, test centre, press, own spare-parts shop domain, iubenda policy links',
  pages: {
    '/': { headers, html: home },
    '/rete-vendita': { headers, html: lista1 },
    '/rete-vendita/pagina/2': { headers, html: lista2 },
    '/rete-vendita/agrimec-lodi': { headers, html: detail(agrimec, 'https://agrimeclodi.it/', 'agrimeclodi.it', 'Vendita e assistenza') },
    '/rete-vendita/rossato-macchine': {
      headers,
      html: detail(rossato, 'https://www.rossatomacchine.com/it/', 'www.rossatomacchine.com', 'Vendita, assistenza e ricambi'),
    },
    '/azienda': { headers, html: azienda },
  },
  technologies: ['nuxt-js', 'vue-js', 'nginx', 'iubenda', 'google-analytics', 'google-tag-manager', 'google-maps', 'youtube', 'open-graph'],
  partners: {
    'agrimeclodi.it': 'channel',
    'centroagricoloferrarese.it': 'channel',
    'rossatomacchine.com': 'channel',
    'campaniaagriservice.it': 'channel',
    'agriservicesardegna.it': 'channel',
    'landtechnik-steiner.at': 'channel',
    'maqnavarro.es': 'channel',
    'agriimport.gr': 'channel',
    'scfarmmachinery.com.au': 'channel',
    'isobusconnect.eu': 'technology',
    'fieldtrack.io': 'technology',
  },
};
