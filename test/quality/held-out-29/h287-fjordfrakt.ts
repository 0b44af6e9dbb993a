import type { CorpusSite } from '../corpus/types.js';

/*
 * Fjordfrakt AS: a Norwegian coastal freight and groupage company in Ålesund, on Craft CMS (Twig templates, Tailwind,
 * Alpine.js) behind nginx, with Plausible analytics and a Leaflet terminal map loaded from unpkg. Norwegian only.
 */

const D = 'https://www.fjordfrakt.no';
const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CraftSessionId=9b2c4e6f8a1d3b5c7e9f0a2b4c6d8e1f; path=/; secure; HttpOnly; SameSite=Lax',
  'content-language': 'nb',
  'cache-control': 'no-store, no-cache, must-revalidate',
  'x-frame-options': 'SAMEORIGIN',
};

function head(title: string, description: string, path: string, extra = ''): string {
  return `<!DOCTYPE html>
<html lang="nb-NO" class="scroll-smooth">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title} | Fjordfrakt</title>
  <meta name="description" content="${description}">
  <link rel="canonical" href="${D}${path}">
  <meta property="og:type" content="website">
  <meta property="og:locale" content="nb_NO">
  <meta property="og:site_name" content="Fjordfrakt AS">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${description}">
  <meta property="og:image" content="${D}/uploads/deling/fjordfrakt-deling.jpg">
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <link rel="preload" href="/dist/fonts/inter-var.woff2" as="font" type="font/woff2" crossorigin>
  <link rel="stylesheet" href="/dist/css/site.4f8e2a1c.css">
  <script defer src="/dist/js/alpine.min.js"></script>
  <script defer src="/dist/js/site.7b3d9e0f.js"></script>
  <script defer data-domain="fjordfrakt.no" src="https://plausible.io/js/plausible.js"></script>
  <script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Fjordfrakt AS',
    url: `${D}/`,
    logo: `${D}/uploads/logo/fjordfrakt.svg`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Storneskaia 14',
      postalCode: '6002',
      addressLocality: 'Ålesund',
      addressCountry: 'NO',
    },
    telephone: '+47 70 10 44 00',
    vatID: 'NO 918 442 117 MVA',
  })}</script>
${extra}</head>`;
}

function header(path: string): string {
  const item = (href: string, label: string) =>
    `<li><a href="${href}" class="block px-3 py-2 rounded-md ${path.startsWith(href) && href !== '/' ? 'text-sky-700 font-semibold' : 'text-slate-800 hover:text-sky-700'}">${label}</a></li>`;
  return `<body class="bg-white text-slate-800 antialiased">
<a href="#innhold" class="sr-only focus:not-sr-only">Hopp til innhold</a>
<div class="bg-sky-950 text-sky-100 text-sm"><div class="max-w-7xl mx-auto px-4 flex justify-between py-2"><span>Døgnåpen trafikkledelse: <a href="tel:+4770104400" class="underline">70 10 44 00</a></span><span><a href="https://sporing.fjordfrakt.no/" class="underline">Spor sending</a> &middot; <a href="https://kunde.fjordfrakt.no/logg-inn" class="underline">Kundeportal</a></span></div></div>
<header class="sticky top-0 z-50 bg-white/95 backdrop-blur border-b border-slate-200" x-data="{ open: false, mega: false }">
  <div class="max-w-7xl mx-auto px-4 flex items-center justify-between h-20">
    <a href="/" class="flex items-center gap-2" aria-label="Fjordfrakt, til forsiden"><img src="/uploads/logo/fjordfrakt.svg" alt="Fjordfrakt" width="170" height="40"></a>
    <nav aria-label="Hovedmeny" class="hidden lg:block">
      <ul class="flex items-center gap-2">
        <li class="relative" @mouseenter="mega = true" @mouseleave="mega = false"><a href="/tjenester" class="block px-3 py-2 rounded-md text-slate-800 hover:text-sky-700">Tjenester</a>
          <div x-show="mega" x-transition class="absolute left-0 top-full w-[640px] bg-white shadow-xl rounded-xl p-6 grid grid-cols-2 gap-6" style="display:none">
            <div><p class="text-xs uppercase tracking-wide text-slate-500 mb-2">Transport</p><ul class="space-y-1"><li><a href="/tjenester/kystfrakt" class="hover:text-sky-700">Kystfrakt Bergen&ndash;Kirkenes</a></li><li><a href="/tjenester#stykkgods" class="hover:text-sky-700">Stykkgods og partilast</a></li><li><a href="/tjenester#kjoletransport" class="hover:text-sky-700">Kjøle- og frysetransport</a></li><li><a href="/tjenester#sjomat" class="hover:text-sky-700">Sjømateksport til EU</a></li></ul></div>
            <div><p class="text-xs uppercase tracking-wide text-slate-500 mb-2">Logistikk</p><ul class="space-y-1"><li><a href="/tjenester#lager" class="hover:text-sky-700">Lager og terminal</a></li><li><a href="/tjenester#fortolling" class="hover:text-sky-700">Fortolling</a></li><li><a href="/tjenester#prosjekt" class="hover:text-sky-700">Prosjektlast og havbruk</a></li></ul></div>
          </div>
        </li>
        ${item('/samarbeidspartnere', 'Samarbeidspartnere')}
        ${item('/om-oss', 'Om oss')}
        ${item('/nyheter', 'Nyheter')}
        ${item('/kontakt', 'Kontakt')}
      </ul>
    </nav>
    <a href="/kontakt#pris" class="hidden lg:inline-flex items-center rounded-full bg-sky-700 px-5 py-2.5 text-white font-medium hover:bg-sky-800">Be om pris</a>
    <button class="lg:hidden" @click="open = !open" aria-label="Meny"><svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 6h16M4 12h16M4 18h16"/></svg></button>
  </div>
</header>
<main id="innhold">`;
}

const footer = `</main>
<footer class="bg-sky-950 text-sky-100 mt-20">
  <div class="max-w-7xl mx-auto px-4 py-14 grid gap-10 md:grid-cols-4">
    <div><img src="/uploads/logo/fjordfrakt-hvit.svg" alt="Fjordfrakt" width="150" height="36" loading="lazy"><p class="mt-4 text-sm">Fjordfrakt AS<br>Storneskaia 14, 6002 Ålesund<br>Org.nr. 918 442 117 MVA</p><p class="mt-2 text-sm"><a href="https://www.proff.no/selskap/fjordfrakt-as/%C3%A5lesund/transport/IFD3K2L0010/" class="underline" target="_blank" rel="noopener">Se oss på Proff</a></p></div>
    <div><p class="font-semibold text-white">Tjenester</p><ul class="mt-3 space-y-1 text-sm"><li><a href="/tjenester/kystfrakt">Kystfrakt</a></li><li><a href="/tjenester#stykkgods">Stykkgods</a></li><li><a href="/tjenester#kjoletransport">Kjøletransport</a></li><li><a href="/tjenester#lager">Lager og terminal</a></li></ul></div>
    <div><p class="font-semibold text-white">Selskapet</p><ul class="mt-3 space-y-1 text-sm"><li><a href="/om-oss">Om oss</a></li><li><a href="/samarbeidspartnere">Samarbeidspartnere</a></li><li><a href="/nyheter">Nyheter</a></li><li><a href="/om-oss#jobb">Jobb hos oss</a></li><li><a href="/personvern">Personvern</a></li><li><a href="/transportvilkar">Transportvilkår (NSAB 2015)</a></li></ul></div>
    <div><p class="font-semibold text-white">Sertifisert og medlem</p>
      <ul class="mt-3 flex flex-wrap gap-4 items-center">
        <li><a href="https://miljofyrtarn.no/" target="_blank" rel="noopener"><img src="/uploads/merker/miljofyrtarn.png" alt="Miljøfyrtårn-sertifisert virksomhet" width="90" height="40" loading="lazy"></a></li>
        <li><a href="https://www.nholt.no/" target="_blank" rel="noopener"><img src="/uploads/merker/nho-lt.png" alt="Medlem av NHO Logistikk og Transport" width="90" height="40" loading="lazy"></a></li>
        <li><a href="https://www.achilles.com/community/startbank/" target="_blank" rel="noopener"><img src="/uploads/merker/startbank.png" alt="Registrert i StartBANK" width="90" height="40" loading="lazy"></a></li>
        <li><img src="/uploads/merker/iso-14001.png" alt="ISO 14001" width="40" height="40" loading="lazy"></li>
      </ul>
      <ul class="mt-6 flex gap-4 text-sm"><li><a href="https://www.linkedin.com/company/fjordfrakt-as" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://www.facebook.com/fjordfrakt" target="_blank" rel="noopener">Facebook</a></li><li><a href="https://www.instagram.com/fjordfrakt" target="_blank" rel="noopener">Instagram</a></li></ul>
    </div>
  </div>
  <div class="border-t border-sky-900"><div class="max-w-7xl mx-auto px-4 py-5 text-xs flex justify-between"><span>&copy; 2024 Fjordfrakt AS</span><span><a href="https://www.fjordfrakt.com/" class="underline">English</a> &middot; <a href="/sitemap.xml" class="underline">Nettstedskart</a></span></div></div>
</footer>
</body>
</html>`;

function page(
  path: string,
  title: string,
  description: string,
  body: string,
  extra?: string,
): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path, extra)}\n${header(path)}\n${body}\n${footer}` };
}

const terminals = [
  { name: 'Ålesund (hovedterminal)', lat: 62.4722, lng: 6.1549, addr: 'Storneskaia 14' },
  { name: 'Bergen', lat: 60.3995, lng: 5.3149, addr: 'Dokkeskjærskaien' },
  { name: 'Trondheim', lat: 63.4406, lng: 10.4144, addr: 'Pirterminalen' },
  { name: 'Bodø', lat: 67.2867, lng: 14.3925, addr: 'Burøyveien 20' },
  { name: 'Tromsø', lat: 69.6493, lng: 18.9604, addr: 'Breivika havn' },
  { name: 'Kirkenes', lat: 69.7258, lng: 30.0455, addr: 'Fiskebrukskaia' },
];

const home = page(
  '/',
  'Kystfrakt, stykkgods og kjøletransport langs hele kysten',
  'Fjordfrakt frakter stykkgods, kjølevarer og sjømat mellom Bergen og Kirkenes med egne terminaler og faste avganger.',
  `<section class="relative bg-sky-900 text-white overflow-hidden">
  <img src="/uploads/bilder/_2400x1000_crop_center-center_82_none/fjordfrakt-kai-alesund.jpg" alt="Lastebil og containerskip ved kaia i Ålesund" class="absolute inset-0 w-full h-full object-cover opacity-40" width="2400" height="1000" fetchpriority="high">
  <div class="relative max-w-7xl mx-auto px-4 py-28">
    <h1 class="text-4xl md:text-6xl font-bold max-w-3xl">Godset ditt fram, uansett vær.</h1>
    <p class="mt-6 text-xl max-w-2xl">Faste avganger med stykkgods, kjølevarer og sjømat mellom Bergen og Kirkenes, med egne terminaler i seks byer og trafikkledelse som aldri sover.</p>
    <div class="mt-10 flex gap-4"><a href="/kontakt#pris" class="rounded-full bg-white text-sky-900 px-6 py-3 font-semibold">Be om pris</a><a href="https://sporing.fjordfrakt.no/" class="rounded-full border border-white px-6 py-3 font-semibold">Spor sending</a></div>
  </div>
</section>
<section class="max-w-7xl mx-auto px-4 py-20 grid md:grid-cols-3 gap-8">
  <article class="rounded-2xl border border-slate-200 p-8"><h2 class="text-xl font-semibold">Kystfrakt</h2><p class="mt-3">Daglige avganger langs kysten på bil, bane og båt. Levering neste dag til de fleste havner mellom Bergen og Bodø.</p><a href="/tjenester/kystfrakt" class="mt-4 inline-block text-sky-700 font-medium">Les mer &rarr;</a></article>
  <article class="rounded-2xl border border-slate-200 p-8"><h2 class="text-xl font-semibold">Kjøle- og frysetransport</h2><p class="mt-3">Temperaturstyrte trailere og kjølelager med sporbarhet fra kai til kunde, godkjent av Mattilsynet.</p><a href="/tjenester#kjoletransport" class="mt-4 inline-block text-sky-700 font-medium">Les mer &rarr;</a></article>
  <article class="rounded-2xl border border-slate-200 p-8"><h2 class="text-xl font-semibold">Sjømateksport</h2><p class="mt-3">Fersk laks og hvitfisk fra slakteriene på Nordvestlandet til markedene i EU, med fortolling og veterinærattester.</p><a href="/tjenester#sjomat" class="mt-4 inline-block text-sky-700 font-medium">Les mer &rarr;</a></article>
</section>
<section class="bg-slate-50"><div class="max-w-7xl mx-auto px-4 py-20">
  <h2 class="text-3xl font-bold">Våre terminaler</h2>
  <div id="terminalkart" class="mt-8 h-[420px] rounded-2xl" aria-label="Kart over Fjordfrakts terminaler"></div>
  <ul class="mt-6 grid md:grid-cols-3 gap-4 text-sm">${terminals.map((t) => `<li><strong>${t.name}</strong><br>${t.addr}</li>`).join('')}</ul>
</div></section>
<section class="max-w-7xl mx-auto px-4 py-20 grid md:grid-cols-2 gap-12 items-center">
  <div><h2 class="text-3xl font-bold">Et nettverk som når hele Norden</h2><p class="mt-4 text-lg">Sammen med rederier, jernbane, flyselskap og agenter i Sverige, Danmark og Finland når vi hele Norden og resten av Europa. <a href="/samarbeidspartnere" class="text-sky-700 underline">Møt samarbeidspartnerne våre</a>.</p></div>
  <div class="rounded-2xl bg-sky-50 p-8"><p class="text-5xl font-bold text-sky-800">97,8&nbsp;%</p><p class="mt-2">av sendingene levert til avtalt tid i 2023</p><p class="mt-6 text-5xl font-bold text-sky-800">312&nbsp;000</p><p class="mt-2">sendinger i 2023</p></div>
</section>
<section class="bg-slate-50"><div class="max-w-7xl mx-auto px-4 py-16"><h2 class="text-2xl font-bold">Dette sier kundene</h2><blockquote class="mt-6 text-lg max-w-3xl">&laquo;Fjordfrakt har kjørt fersk fisk for oss i elleve år. Vi har aldri mistet et marked på grunn av dem.&raquo;<footer class="mt-2 text-sm">Kari Vik, logistikksjef, <a href="https://www.sunnmoresjomat.no/" target="_blank" rel="noopener" class="underline">Sunnmøre Sjømat AS</a></footer></blockquote></div></section>
<script>
document.addEventListener('DOMContentLoaded', function () {
  var kart = L.map('terminalkart', { scrollWheelZoom: false }).setView([65.5, 14.5], 4);
  L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', { attribution: '&copy; OpenStreetMap-bidragsytere' }).addTo(kart);
  ${JSON.stringify(terminals)}.forEach(function (t) { L.marker([t.lat, t.lng]).addTo(kart).bindPopup('<strong>' + t.name + '</strong><br>' + t.addr); });
});
</script>`,
  `  <link rel="stylesheet" href="https://unpkg.com/leaflet@1.9.4/dist/leaflet.css" integrity="sha256-p4NxAoJBhIIN+hmNHrzRCf9tD/miZyoHS5obTRR9BMY=" crossorigin="">
  <script src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" integrity="sha256-20nQCchB9co0qIjJZRGuk2/Z9VM+kNiyxNV1lvTlZBo=" crossorigin=""></script>
`,
);

const tjenester = page(
  '/tjenester',
  'Tjenester',
  'Stykkgods, partilast, kjøletransport, sjømateksport, lager, fortolling og prosjektlast.',
  `<section class="bg-sky-900 text-white"><div class="max-w-7xl mx-auto px-4 py-20"><h1 class="text-4xl font-bold">Tjenester</h1><p class="mt-4 text-xl max-w-2xl">Fra én pall til fullastede trailere, fra Bergen til Berlin.</p></div></section>
<div class="max-w-4xl mx-auto px-4 py-16 prose prose-slate prose-lg">
  <h2 id="stykkgods">Stykkgods og partilast</h2>
  <p>Vi henter i hele Møre og Romsdal og Vestland hver dag og samlaster på terminalen i Ålesund. Fra terminalene går det faste avganger nordover og sørover på bil, med båt langs kysten og med jernbane fra Trondheim til Bodø.</p>
  <h2 id="kjoletransport">Kjøle- og frysetransport</h2>
  <p>32 temperaturstyrte trailere med to- og tretemperaturs kasser, og 4&nbsp;800 pallplasser kjøl og frys i Ålesund og Bergen. Temperaturen logges kontinuerlig og er tilgjengelig i kundeportalen.</p>
  <h2 id="sjomat">Sjømateksport til EU</h2>
  <p>Vi kjører fersk laks og ørret fra slakteriene på Nordvestlandet til Danmark, Tyskland, Nederland og Frankrike, med avgang hver ettermiddag og levering i Paris innen 48 timer. Tollklarering og veterinærsertifikater ordnes av vår egen tollavdeling.</p>
  <h2 id="lager">Lager og terminal</h2>
  <p>Tolllager, tredjepartslager og cross-docking i alle seks terminalbyer, med WMS-integrasjon mot nettbutikker og ERP-systemer.</p>
  <h2 id="fortolling">Fortolling</h2>
  <p>Egne deklaranter i Ålesund og Bergen håndterer import- og eksportdeklarasjoner, T1-transitt og tollager.</p>
  <h2 id="prosjekt">Prosjektlast og havbruk</h2>
  <p>Fôrflåter, merder, nøter og tungt utstyr til havbruksnæringen, med spesialtransport og kranbil.</p>
</div>
<section class="bg-slate-50"><div class="max-w-7xl mx-auto px-4 py-16"><h2 class="text-2xl font-bold">Priser og transportvilkår</h2><p class="mt-4 max-w-3xl">Alle oppdrag utføres etter Nordiske Speditørers Alminnelige Bestemmelser (NSAB 2015) og CMR-konvensjonen. Be om et tilbud via <a href="/kontakt#pris" class="text-sky-700 underline">skjemaet vårt</a>.</p></div></section>`,
);

const kystfrakt = page(
  '/tjenester/kystfrakt',
  'Kystfrakt Bergen–Kirkenes',
  'Faste kystfraktavganger mellom Bergen og Kirkenes på bil, bane og båt.',
  `<section class="bg-sky-900 text-white"><div class="max-w-7xl mx-auto px-4 py-20"><nav class="text-sm text-sky-200"><a href="/tjenester">Tjenester</a> / Kystfrakt</nav><h1 class="mt-2 text-4xl font-bold">Kystfrakt Bergen&ndash;Kirkenes</h1><p class="mt-4 text-xl max-w-2xl">Daglige avganger langs hele kysten, på den transportformen som passer godset ditt.</p></div></section>
<section class="max-w-7xl mx-auto px-4 py-16">
  <h2 class="text-2xl font-bold">Ruteplan</h2>
  <div class="mt-6 overflow-x-auto"><table class="min-w-full text-left text-sm">
    <thead class="bg-slate-100"><tr><th class="px-4 py-3">Strekning</th><th class="px-4 py-3">Transportform</th><th class="px-4 py-3">Avganger</th><th class="px-4 py-3">Fremføringstid</th></tr></thead>
    <tbody class="divide-y divide-slate-200">
      <tr><td class="px-4 py-3">Ålesund &ndash; Bergen</td><td class="px-4 py-3">Bil</td><td class="px-4 py-3">Man&ndash;fre</td><td class="px-4 py-3">Neste dag</td></tr>
      <tr><td class="px-4 py-3">Ålesund &ndash; Trondheim</td><td class="px-4 py-3">Bil</td><td class="px-4 py-3">Man&ndash;fre</td><td class="px-4 py-3">Neste dag</td></tr>
      <tr><td class="px-4 py-3">Trondheim &ndash; Bodø</td><td class="px-4 py-3">Bane (Nordlandsbanen)</td><td class="px-4 py-3">Daglig</td><td class="px-4 py-3">1 døgn</td></tr>
      <tr><td class="px-4 py-3">Bodø &ndash; Tromsø</td><td class="px-4 py-3">Bil / båt</td><td class="px-4 py-3">Man, ons, fre</td><td class="px-4 py-3">1&ndash;2 døgn</td></tr>
      <tr><td class="px-4 py-3">Tromsø &ndash; Kirkenes</td><td class="px-4 py-3">Båt (kystruten)</td><td class="px-4 py-3">Daglig</td><td class="px-4 py-3">2 døgn</td></tr>
      <tr><td class="px-4 py-3">Ålesund &ndash; Oslo</td><td class="px-4 py-3">Bil</td><td class="px-4 py-3">Man&ndash;fre</td><td class="px-4 py-3">Neste dag</td></tr>
    </tbody>
  </table></div>
  <p class="mt-6 text-sm text-slate-600">Båtstrekningene i nord kjøres i samarbeid med våre <a href="/samarbeidspartnere#transport" class="text-sky-700 underline">transportpartnere</a>. Ved uvær kan avganger bli innstilt; følg driftsmeldinger i kundeportalen.</p>
</section>
<section class="bg-slate-50"><div class="max-w-7xl mx-auto px-4 py-16 grid md:grid-cols-3 gap-8">
  <div><h3 class="font-semibold text-lg">Maks vekt</h3><p>Opptil 24 tonn per sending på bil, 10 tonn på båt.</p></div>
  <div><h3 class="font-semibold text-lg">Farlig gods</h3><p>ADR-klasse 2&ndash;9 på bil. Båt etter avtale.</p></div>
  <div><h3 class="font-semibold text-lg">Sporing</h3><p>Alle sendinger skannes på hver terminal. SMS-varsling til mottaker.</p></div>
</div></section>`,
);

type Partner = { name: string; url: string; text: string; logo: string };
const groups: { id: string; title: string; intro: string; partners: Partner[] }[] = [
  {
    id: 'transport',
    title: 'Transportpartnere',
    intro: 'Rederier, jernbane, flyfrakt og nasjonale nettverk som frakter godset vårt videre der vi ikke kjører selv.',
    partners: [
      {
        name: 'Bring',
        url: 'https://www.bring.no/',
        text: 'Distribusjon av småpakker og stykkgods til hele Norge fra våre terminaler.',
        logo: 'bring',
      },
      { name: 'PostNord', url: 'https://www.postnord.no/', text: 'Videresending til Sverige, Danmark og Finland.', logo: 'postnord' },
      {
        name: 'DB Schenker',
        url: 'https://www.dbschenker.com/no-no',
        text: 'Europeisk landtransport og samlast til Kontinentet.',
        logo: 'db-schenker',
      },
      {
        name: 'Havila Kystruten',
        url: 'https://www.havila.no/',
        text: 'Godskapasitet om bord på kystruten mellom Bodø og Kirkenes.',
        logo: 'havila',
      },
      {
        name: 'Widerøe Cargo',
        url: 'https://www.wideroe.no/no/cargo',
        text: 'Flyfrakt av hastesendinger og reservedeler til Nord-Norge.',
        logo: 'wideroe',
      },
      {
        name: 'Fjord1',
        url: 'https://www.fjord1.no/',
        text: 'Fergesamband og prioritert plass for trailere på Vestlandet.',
        logo: 'fjord1',
      },
    ],
  },
  {
    id: 'terminal',
    title: 'Terminal- og lagerpartnere',
    intro: 'Partnere som driver terminal- og lagertjenester for oss i havnene.',
    partners: [
      {
        name: 'Ålesund Terminal AS',
        url: 'https://www.aalesundterminal.no/',
        text: 'Kaidrift og containerhåndtering på Flisneset.',
        logo: 'aalesund-terminal',
      },
      {
        name: 'Bergen Kaihus AS',
        url: 'https://bergenkaihus.no/',
        text: 'Kjølelager og omlasting på Dokken i Bergen.',
        logo: 'bergen-kaihus',
      },
    ],
  },
  {
    id: 'agenter',
    title: 'Agenter i Norden',
    intro: 'Selvstendige speditører som selger og håndterer Fjordfrakts tjenester i nabolandene.',
    partners: [
      {
        name: 'Göteborgs Speditionsbyrå AB',
        url: 'https://www.gbgspedition.se/',
        text: 'Vår agent i Sverige, med terminal i Göteborg hamn.',
        logo: 'gbg-spedition',
      },
      {
        name: 'Aarhus Fragtcenter ApS',
        url: 'https://aarhusfragt.dk/',
        text: 'Vår agent i Danmark for sjømat og kjølevarer.',
        logo: 'aarhus-fragt',
      },
      {
        name: 'Oulun Rahti Oy',
        url: 'https://www.oulurahti.fi/',
        text: 'Vår agent i Finland og for trafikk mot Barentsregionen.',
        logo: 'oulu-rahti',
      },
    ],
  },
  {
    id: 'teknologi',
    title: 'Teknologipartnere',
    intro: 'Systemene som gir deg booking, sporing og EDI.',
    partners: [
      { name: 'nShift', url: 'https://nshift.com/', text: 'Fraktintegrasjon for nettbutikker og lagerkunder.', logo: 'nshift' },
      {
        name: 'Transporeon',
        url: 'https://www.transporeon.com/',
        text: 'Transportkjøp og tidsluker for industrikunder.',
        logo: 'transporeon',
      },
      { name: 'Opter', url: 'https://www.opter.com/', text: 'Transportstyringssystemet vi planlegger og fakturerer i.', logo: 'opter' },
    ],
  },
];

const partnere = page(
  '/samarbeidspartnere',
  'Samarbeidspartnere',
  'Rederier, agenter, terminaler og teknologileverandører Fjordfrakt samarbeider med.',
  `<section class="bg-sky-900 text-white"><div class="max-w-7xl mx-auto px-4 py-20"><h1 class="text-4xl font-bold">Samarbeidspartnere</h1><p class="mt-4 text-xl max-w-2xl">Ingen kan frakte alt alene. Her er partnerne som gjør at vi når fra Kirkenes til Kontinentet.</p></div></section>
<nav class="sticky top-20 z-40 bg-white border-b border-slate-200" aria-label="Kategorier"><ul class="max-w-7xl mx-auto px-4 flex gap-6 py-3 text-sm">${groups.map((g) => `<li><a href="#${g.id}" class="hover:text-sky-700">${g.title}</a></li>`).join('')}</ul></nav>
${groups
  .map(
    (g, i) => `<section id="${g.id}" class="${i % 2 ? 'bg-slate-50' : ''}"><div class="max-w-7xl mx-auto px-4 py-16">
  <h2 class="text-3xl font-bold">${g.title}</h2><p class="mt-3 max-w-3xl text-lg">${g.intro}</p>
  <div class="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
${g.partners
  .map(
    (p) => `    <article class="flex flex-col rounded-2xl bg-white border border-slate-200 p-6 shadow-sm">
      <img src="/uploads/partnere/_300x120_fit_center-center_82_none/${p.logo}.png" alt="${p.name} logo" width="150" height="60" loading="lazy" class="h-12 w-auto object-contain self-start">
      <h3 class="mt-5 text-lg font-semibold">${p.name}</h3>
      <p class="mt-2 flex-1 text-slate-600">${p.text}</p>
      <a href="${p.url}" target="_blank" rel="noopener" class="mt-5 inline-flex items-center gap-1 text-sky-700 font-medium">Besøk nettsiden <span aria-hidden="true">&nearr;</span></a>
    </article>`,
  )
  .join('\n')}
  </div>
</div></section>`,
  )
  .join('\n')}
<section class="max-w-7xl mx-auto px-4 py-16"><div class="rounded-2xl bg-sky-50 p-10"><h2 class="text-2xl font-bold">Vil du bli partner?</h2><p class="mt-3 max-w-2xl">Vi ser etter agenter i Baltikum og Polen. Ta kontakt med salgsdirektør Eirik Strand på <a href="mailto:eirik.strand@fjordfrakt.no" class="text-sky-700 underline">eirik.strand@fjordfrakt.no</a>.</p></div></section>`,
);

const omOss = page(
  '/om-oss',
  'Om oss',
  'Fjordfrakt er et familieeid transportselskap i Ålesund, grunnlagt i 1962.',
  `<section class="bg-sky-900 text-white"><div class="max-w-7xl mx-auto px-4 py-20"><h1 class="text-4xl font-bold">Om Fjordfrakt</h1><p class="mt-4 text-xl max-w-2xl">Familieeid siden 1962, med 240 ansatte og 110 trailere.</p></div></section>
<div class="max-w-4xl mx-auto px-4 py-16 prose prose-slate prose-lg">
  <h2>Historien</h2>
  <p>Fjordfrakt ble startet av Ola Brunstad i 1962 med én lastebil som kjørte klippfisk fra Ålesund til Oslo. I dag drives selskapet av tredje generasjon, med terminaler i seks byer og en omsetning på 780 millioner kroner.</p>
  <h2>Bærekraft</h2>
  <p>Vi er Miljøfyrtårn-sertifisert og ISO 14001-sertifisert. 38 av våre trailere går på biogass eller HVO, og vi tester batterielektriske trekkvogner mellom terminalen og Flisneset. Vi rapporterer utslipp per sending i kundeportalen.</p>
  <h2>Lokalsamfunnet</h2>
  <p>Fjordfrakt er stolt hovedsponsor for <a href="https://www.moldefk.no/" target="_blank" rel="noopener">Molde FK</a> sitt jentelag, og vi gir hvert år en gave til <a href="https://www.redningsselskapet.no/" target="_blank" rel="noopener">Redningsselskapet</a> for innsatsen deres langs kysten vår.</p>
  <h2>Ledelse</h2>
  <ul><li>Marit Brunstad, administrerende direktør</li><li>Eirik Strand, salgsdirektør</li><li>Håkon Lied, driftsdirektør</li><li>Silje Aarseth, økonomidirektør</li></ul>
  <h2 id="jobb">Jobb hos oss</h2>
  <p>Vi søker sjåfører med CE-førerkort og terminalarbeidere i Bergen og Tromsø. Ledige stillinger finner du på <a href="https://www.finn.no/job/fulltime/search.html?q=fjordfrakt" target="_blank" rel="noopener">FINN.no</a>.</p>
</div>`,
);

const nyhet = page(
  '/nyheter/ny-terminal-i-alesund',
  'Ny kjøleterminal i Ålesund',
  'Fjordfrakt åpner ny kjøleterminal med 2 400 pallplasser på Flisneset.',
  `<article class="max-w-3xl mx-auto px-4 py-16 prose prose-slate prose-lg">
  <p class="text-sm text-slate-500"><time datetime="2024-04-15">15. april 2024</time> &middot; Nyheter</p>
  <h1>Ny kjøleterminal i Ålesund</h1>
  <p class="lead">Fjordfrakt åpner en ny kjøleterminal med 2&nbsp;400 pallplasser på Flisneset, og dobler dermed kapasiteten for sjømat og kjølevarer på Sunnmøre.</p>
  <img src="/uploads/nyheter/_1200x675_crop_center-center_82_none/kjoleterminal-flisneset.jpg" alt="Den nye kjøleterminalen på Flisneset" width="1200" height="675" loading="lazy">
  <p>Terminalen har 14 porter med sluser, solceller på taket og varmegjenvinning fra kjøleanlegget. Byggingen har kostet 210 millioner kroner og er delvis finansiert med støtte fra <a href="https://www.enova.no/" target="_blank" rel="noopener">Enova</a>.</p>
  <p>&laquo;Sjømateksporten fra regionen vokser, og kundene trenger mer kjølekapasitet nær kaia,&raquo; sier administrerende direktør Marit Brunstad.</p>
  <p>Saken ble først omtalt i <a href="https://www.smp.no/" target="_blank" rel="noopener">Sunnmørsposten</a>. Trafikk til og fra terminalen følger de nye skiltingsplanene fra <a href="https://www.vegvesen.no/" target="_blank" rel="noopener">Statens vegvesen</a>.</p>
</article>`,
);

const kontakt = page(
  '/kontakt',
  'Kontakt oss',
  'Kontakt Fjordfrakt for pris, booking og kundeservice.',
  `<section class="bg-sky-900 text-white"><div class="max-w-7xl mx-auto px-4 py-20"><h1 class="text-4xl font-bold">Kontakt oss</h1></div></section>
<section class="max-w-7xl mx-auto px-4 py-16 grid lg:grid-cols-3 gap-12">
  <div class="lg:col-span-2" id="pris"><h2 class="text-2xl font-bold">Be om pris</h2>
    <form method="post" accept-charset="UTF-8" class="mt-6 grid gap-4 md:grid-cols-2" x-data="{ sending: false }" @submit="sending = true">
      <input type="hidden" name="CRAFT_CSRF_TOKEN" value="hN3k8Qp2wX5zR7tY1uV4bM6cL9dF0gJ2sA8eK3oI5nT7rW1yE4qZ6xC9vB2mN5lP8jH">
      <input type="hidden" name="action" value="contact-form/send">
      <input type="hidden" name="redirect" value="a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7/kontakt/takk">
      <label class="block">Navn<input class="mt-1 w-full rounded-lg border-slate-300" type="text" name="fromName" required></label>
      <label class="block">Firma<input class="mt-1 w-full rounded-lg border-slate-300" type="text" name="message[Firma]"></label>
      <label class="block">E-post<input class="mt-1 w-full rounded-lg border-slate-300" type="email" name="fromEmail" required></label>
      <label class="block">Telefon<input class="mt-1 w-full rounded-lg border-slate-300" type="tel" name="message[Telefon]"></label>
      <label class="block">Fra (postnr.)<input class="mt-1 w-full rounded-lg border-slate-300" type="text" name="message[Fra]"></label>
      <label class="block">Til (postnr./land)<input class="mt-1 w-full rounded-lg border-slate-300" type="text" name="message[Til]"></label>
      <label class="block md:col-span-2">Beskriv godset (antall kolli, vekt, mål, temperatur)<textarea class="mt-1 w-full rounded-lg border-slate-300" rows="5" name="message[body]"></textarea></label>
      <button class="md:col-span-2 rounded-full bg-sky-700 px-6 py-3 text-white font-semibold justify-self-start" type="submit" x-text="sending ? 'Sender …' : 'Send forespørsel'">Send forespørsel</button>
    </form>
  </div>
  <aside class="space-y-6">
    <div><h2 class="font-semibold">Kundeservice</h2><p><a href="tel:+4770104400">70 10 44 00</a><br><a href="mailto:kundeservice@fjordfrakt.no">kundeservice@fjordfrakt.no</a></p></div>
    <div><h2 class="font-semibold">Booking</h2><p><a href="mailto:booking@fjordfrakt.no">booking@fjordfrakt.no</a></p></div>
    <div><h2 class="font-semibold">Besøksadresse</h2><p>Storneskaia 14<br>6002 Ålesund</p></div>
  </aside>
</section>`,
);

export const site: CorpusSite = {
  domain: 'fjordfrakt.no',
  otherDomains: ['fjordfrakt.com'],
  covers:
    'Norwegian coastal freight company on Craft CMS (Alpine.js, Plausible, Leaflet from unpkg): a samarbeidspartnere page of cards with descriptions and "Besøk nettsiden" links in four groups (carriers, terminals, Nordic agents, technology); negatives are Miljøfyrtårn, NHO LT and StartBANK badges, a client testimonial link, a Molde FK sponsorship and a Redningsselskapet gift, Enova funding, press and Statens vegvesen links, Proff and FINN.no, OpenStreetMap tiles and the English .com domain.',
  pages: {
    '/': home,
    '/tjenester': tjenester,
    '/tjenester/kystfrakt': kystfrakt,
    '/samarbeidspartnere': partnere,
    '/om-oss': omOss,
    '/nyheter/ny-terminal-i-alesund': nyhet,
    '/kontakt': kontakt,
    '/partnere': { status: 301, redirect: '/samarbeidspartnere' },
  },
  sitemap: ['/', '/tjenester', '/tjenester/kystfrakt', '/samarbeidspartnere', '/om-oss', '/nyheter/ny-terminal-i-alesund', '/kontakt'],
  technologies: ['craft-cms', 'yii', 'php', 'nginx', 'alpine-js', 'plausible', 'leaflet', 'unpkg', 'open-graph', 'priority-hints'],
  partners: {
    'bring.no': 'generic',
    'postnord.no': 'generic',
    'dbschenker.com': 'generic',
    'havila.no': 'generic',
    'wideroe.no': 'generic',
    'fjord1.no': 'generic',
    'aalesundterminal.no': 'generic',
    'bergenkaihus.no': 'generic',
    'gbgspedition.se': 'channel',
    'aarhusfragt.dk': 'channel',
    'oulurahti.fi': 'channel',
    'nshift.com': 'technology',
    'transporeon.com': 'technology',
    'opter.com': 'technology',
  },
};
