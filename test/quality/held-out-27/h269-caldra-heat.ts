import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CraftSessionId=b41e0c7f9a2d3e58c6f1a07b2d9e4c13; path=/; secure; HttpOnly; SameSite=Lax',
  'strict-transport-security': 'max-age=31536000',
};

const TAILWIND = `<style>/*! tailwindcss v3.4.3 | MIT License | https://tailwindcss.com*/*,:after,:before{box-sizing:border-box;border:0 solid #e5e7eb}html{line-height:1.5;-webkit-text-size-adjust:100%;font-family:Inter,ui-sans-serif,system-ui,sans-serif}body{margin:0;line-height:inherit}.container{width:100%;margin-left:auto;margin-right:auto;padding-left:1.5rem;padding-right:1.5rem}.bg-caldra-900{--tw-bg-opacity:1;background-color:rgb(12 42 51/var(--tw-bg-opacity))}.text-white{--tw-text-opacity:1;color:rgb(255 255 255/var(--tw-text-opacity))}</style>`;

function head(title: string, description: string, path: string, extra = ''): string {
  return `<!DOCTYPE html>
<html lang="en-GB" class="scroll-smooth">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Caldra Heat Pumps</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.caldraheat.co.uk/uploads/og/caldra-9-garden.jpg">
<meta property="og:url" content="https://www.caldraheat.co.uk${path}">
<meta property="og:site_name" content="Caldra Heat Pumps">
<link rel="canonical" href="https://www.caldraheat.co.uk${path}">
<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="Kc9tW2xQmP7aZr" async></script>
${TAILWIND}
<link rel="stylesheet" href="/dist/css/site.8d2f41c0.css">
${extra}
<script defer src="/dist/js/alpine.min.js"></script>
</head>`;
}

const nav = `
<body class="bg-white text-slate-800 antialiased">
<header x-data="{ open: false }" class="border-b border-slate-200">
  <div class="container flex items-center justify-between py-4">
    <a href="/" class="shrink-0"><img src="/uploads/brand/caldra-logo.svg" alt="Caldra Heat Pumps" width="160" height="40"></a>
    <button @click="open = !open" class="lg:hidden" aria-label="Menu">☰</button>
    <nav :class="open ? 'block' : 'hidden'" class="hidden lg:flex gap-6 text-sm font-medium" aria-label="Main">
      <a href="/heat-pumps">Heat pumps</a>
      <a href="/how-it-works">How it works</a>
      <a href="/grants">Grants</a>
      <a href="/smart-controls">Smart controls</a>
      <a href="/find-an-installer">Find an installer</a>
      <a href="/for-installers">For installers</a>
      <a href="/about">About</a>
      <a href="/contact">Contact</a>
    </nav>
  </div>
</header>
<main>`;

const footer = `
</main>
<footer class="bg-caldra-900 text-white mt-16">
  <div class="container grid gap-8 py-12 md:grid-cols-4">
    <div>
      <img src="/uploads/brand/caldra-logo-white.svg" alt="Caldra Heat Pumps" width="140">
      <p class="mt-4 text-sm">Designed and built in Dundee. Caldra Heat Pumps Ltd, Unit 7 Technology Park, Dundee DD2 1TY. Company no. SC612884.</p>
    </div>
    <div>
      <h4 class="font-semibold">Homeowners</h4>
      <ul class="text-sm">
        <li><a href="/heat-pumps">Our range</a></li>
        <li><a href="/grants">Grants &amp; funding</a></li>
        <li><a href="/find-an-installer">Find an installer</a></li>
        <li><a href="/support">Support &amp; warranty</a></li>
      </ul>
    </div>
    <div>
      <h4 class="font-semibold">Trade</h4>
      <ul class="text-sm">
        <li><a href="/for-installers">Become an installer</a></li>
        <li><a href="/where-to-buy">Where to buy</a></li>
        <li><a href="/support/downloads">Technical downloads</a></li>
      </ul>
    </div>
    <div>
      <h4 class="font-semibold">Follow us</h4>
      <ul class="text-sm">
        <li><a href="https://www.linkedin.com/company/caldra-heat-pumps" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.facebook.com/caldraheat" target="_blank" rel="noopener">Facebook</a></li>
        <li><a href="https://www.youtube.com/@caldraheat" target="_blank" rel="noopener">YouTube</a></li>
      </ul>
      <a href="https://www.feefo.com/en-GB/reviews/caldra-heat-pumps" target="_blank" rel="noopener"><img src="https://api.feefo.com/api/logo?merchantidentifier=caldra-heat-pumps&amp;template=Service-Stars-White-175x44.png" alt="Feefo rating" width="175" height="44"></a>
    </div>
  </div>
  <div class="container border-t border-white/20 py-4 text-xs flex gap-4">
    <span>© 2024 Caldra Heat Pumps Ltd</span>
    <a href="/privacy">Privacy</a>
    <a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie settings</a>
  </div>
</footer>
</body>
</html>`;

function page(title: string, description: string, path: string, body: string, extra = ''): string {
  return `${head(title, description, path, extra)}${nav}${body}${footer}`;
}

type Installer = { slug: string; name: string; town: string; region: string; url: string; phone: string; since: number };

const installers: Installer[] = [
  {
    slug: 'tayside-renewables',
    name: 'Tayside Renewables',
    town: 'Perth',
    region: 'Tayside',
    url: 'https://www.taysiderenewables.co.uk/',
    phone: '01738 440 120',
    since: 2019,
  },
  {
    slug: 'fife-heat-and-power',
    name: 'Fife Heat & Power',
    town: 'Glenrothes',
    region: 'Fife',
    url: 'https://fifeheatandpower.co.uk/',
    phone: '01592 771 300',
    since: 2020,
  },
  {
    slug: 'highland-eco-heating',
    name: 'Highland Eco Heating',
    town: 'Inverness',
    region: 'Highlands',
    url: 'https://www.highlandecoheating.co.uk/',
    phone: '01463 250 880',
    since: 2020,
  },
  {
    slug: 'borders-plumbing-renewables',
    name: 'Borders Plumbing & Renewables',
    town: 'Galashiels',
    region: 'Scottish Borders',
    url: 'https://bordersplumbingrenewables.co.uk/',
    phone: '01896 610 455',
    since: 2021,
  },
  {
    slug: 'clyde-valley-heat-pumps',
    name: 'Clyde Valley Heat Pumps',
    town: 'Lanark',
    region: 'Lanarkshire',
    url: 'https://www.clydevalleyheatpumps.co.uk/',
    phone: '01555 660 210',
    since: 2022,
  },
  {
    slug: 'northumbria-green-heat',
    name: 'Northumbria Green Heat',
    town: 'Hexham',
    region: 'Northumberland',
    url: 'https://northumbriagreenheat.co.uk/',
    phone: '01434 600 731',
    since: 2023,
  },
];

/** installers with a profile page: their website appears only there, not in the list */
const withProfile = new Set(['tayside-renewables', 'northumbria-green-heat']);

const listItem = (i: Installer): string =>
  withProfile.has(i.slug)
    ? `
    <li class="rounded-lg border p-4">
      <span class="text-xs uppercase">Featured installer</span>
      <h3 class="font-semibold"><a href="/find-an-installer/${i.slug}">${i.name}</a></h3>
      <p class="text-sm">${i.town}, ${i.region} · Caldra Approved since ${i.since}</p>
      <a class="text-sm underline" href="/find-an-installer/${i.slug}">View profile</a>
    </li>`
    : `
    <li class="rounded-lg border p-4" x-data="{ more: false }">
      <h3 class="font-semibold">${i.name}</h3>
      <p class="text-sm">${i.town}, ${i.region} · Caldra Approved since ${i.since}</p>
      <button class="text-sm underline" @click="more = !more">Contact details</button>
      <p x-show="more" class="text-sm">${i.phone} · <a href="${i.url}" target="_blank" rel="noopener">Website</a></p>
    </li>`;

const detailPage = (i: Installer): string =>
  page(
    `${i.name} — Caldra Approved Installer`,
    `${i.name} in ${i.town} installs and services Caldra heat pumps across ${i.region}.`,
    `/find-an-installer/${i.slug}`,
    `
<section class="container py-12">
  <nav class="text-sm"><a href="/find-an-installer">Find an installer</a> › ${i.name}</nav>
  <h1 class="text-3xl font-bold">${i.name}</h1>
  <p>Caldra Approved Installer since ${i.since}. Based in ${i.town}, covering ${i.region}.</p>
  <dl class="grid grid-cols-2 gap-2 text-sm">
    <dt>Phone</dt><dd>${i.phone}</dd>
    <dt>Website</dt><dd><a href="${i.url}" target="_blank" rel="noopener">${i.url.replace('https://', '').replace(/\/$/, '')}</a></dd>
    <dt>Products</dt><dd>Caldra 6, Caldra 9, Caldra 12</dd>
  </dl>
</section>`,
  );

const mapScript = `<link rel="stylesheet" href="/dist/vendor/leaflet/leaflet.css">
<script src="/dist/vendor/leaflet/leaflet.js"></script>`;

export const site: CorpusSite = {
  domain: 'caldraheat.co.uk',
  covers:
    'English Craft CMS heat-pump maker with Tailwind and Alpine: approved-installer finder paginated over two pages, websites behind an Alpine "contact details" toggle in the list or only on a featured installer’s profile page (channel), merchants on a where-to-buy page linked from the footer (channel), smart-control and tariff integrations (technology), a college training partner (generic); negatives: MCS certification, Boiler Upgrade Scheme and Home Energy Scotland grant links, trade-press award, Feefo review badge, Scottish Enterprise grant, testimonials, social links.',
  pages: {
    '/': {
      headers,
      html: page(
        'Air source heat pumps designed in Scotland',
        'Caldra builds quiet, high-temperature air source heat pumps in Dundee for Scottish homes.',
        '/',
        `
<section class="container py-16">
  <h1 class="text-4xl font-bold">Built for Scottish winters</h1>
  <p class="mt-4 text-lg">Caldra heat pumps deliver 65 °C flow temperatures at −10 °C outside, so they work with the radiators you already have. Designed and assembled in Dundee.</p>
  <a href="/find-an-installer" class="mt-6 inline-block rounded bg-caldra-900 px-5 py-3 text-white">Find an approved installer</a>
</section>
<section class="container grid gap-6 md:grid-cols-3">
  <article><h2 class="font-semibold">Caldra 6</h2><p>For flats and small homes up to 90 m².</p></article>
  <article><h2 class="font-semibold">Caldra 9</h2><p>Our best seller for three- and four-bed homes.</p></article>
  <article><h2 class="font-semibold">Caldra 12</h2><p>For larger and older properties.</p></article>
</section>
<section class="container py-12">
  <h2 class="text-2xl font-bold">Up to £7,500 off with the Boiler Upgrade Scheme</h2>
  <p>In England and Wales, the <a href="https://www.gov.uk/apply-boiler-upgrade-scheme" target="_blank" rel="noopener">Boiler Upgrade Scheme</a> pays £7,500 towards an air source heat pump. In Scotland, grants and interest-free loans are available through <a href="https://www.homeenergyscotland.org/" target="_blank" rel="noopener">Home Energy Scotland</a>. Every Caldra model is <a href="https://mcscertified.com/" target="_blank" rel="noopener">MCS certified</a>.</p>
</section>
<section class="container py-12" x-data="{ slide: 0 }">
  <h2 class="text-2xl font-bold">What homeowners say</h2>
  <blockquote>“Warmer house, and our bills dropped by a third compared with oil.” — Fiona, Blairgowrie</blockquote>
  <blockquote>“The installer had it running in two days and it’s quieter than the fridge.” — Callum, Stirling</blockquote>
  <p class="text-sm">Rated 4.9/5 from 1,240 reviews on Feefo.</p>
</section>
<section class="container py-12">
  <h2 class="text-2xl font-bold">Awards</h2>
  <p>Caldra 9 was named Domestic Heat Pump Product of the Year at the <a href="https://www.hvnplus.co.uk/awards" target="_blank" rel="noopener">H&amp;V News Awards 2024</a>.</p>
</section>`,
      ),
    },
    '/smart-controls': {
      headers,
      html: page(
        'Smart controls & integrations',
        'Control your Caldra heat pump with tado, Hive or Home Assistant and run it on smart tariffs.',
        '/smart-controls',
        `
<section class="container py-12">
  <h1 class="text-3xl font-bold">Works with</h1>
  <p>Every Caldra heat pump has an open Modbus interface and a Wi-Fi module. We have worked with these companies to make sure the integration just works.</p>
  <div class="grid gap-6 md:grid-cols-2">
    <article class="rounded-lg border p-6"><img src="/uploads/integrations/tado.svg" alt="tado°" height="32"><h2 class="font-semibold">tado°</h2><p>Room-by-room smart thermostats with weather compensation handed to the heat pump.</p><a href="https://www.tado.com/gb-en" target="_blank" rel="noopener">tado.com</a></article>
    <article class="rounded-lg border p-6"><img src="/uploads/integrations/hive.svg" alt="Hive" height="32"><h2 class="font-semibold">Hive</h2><p>Control heating and hot water from the Hive app.</p><a href="https://www.hivehome.com/" target="_blank" rel="noopener">hivehome.com</a></article>
    <article class="rounded-lg border p-6"><img src="/uploads/integrations/home-assistant.svg" alt="Home Assistant" height="32"><h2 class="font-semibold">Home Assistant</h2><p>Official Caldra integration for local control and energy dashboards.</p><a href="https://www.home-assistant.io/integrations/caldra/" target="_blank" rel="noopener">home-assistant.io</a></article>
    <article class="rounded-lg border p-6"><img src="/uploads/integrations/octopus.svg" alt="Octopus Energy" height="32"><h2 class="font-semibold">Octopus Energy</h2><p>Caldra is compatible with Octopus Cosy, so your heat pump runs hardest when electricity is cheapest.</p><a href="https://octopus.energy/smart/cosy-octopus/" target="_blank" rel="noopener">octopus.energy</a></article>
  </div>
</section>`,
      ),
    },
    '/find-an-installer': {
      headers,
      html: page(
        'Find an approved installer',
        'Search the Caldra Approved Installer network.',
        '/find-an-installer',
        `
<section class="container py-12" x-data="{ postcode: '' }">
  <h1 class="text-3xl font-bold">Find a Caldra Approved Installer</h1>
  <p>Our approved installers are trained at our Dundee academy and offer an extended 10-year warranty.</p>
  <label class="block mt-4">Postcode <input x-model="postcode" type="text" class="border rounded px-2"></label>
  <div id="installer-map" class="h-80 mt-6 rounded"></div>
  <ul class="grid gap-4 mt-6 md:grid-cols-2">${installers.slice(0, 4).map(listItem).join('')}
  </ul>
  <nav class="mt-6 flex gap-4" aria-label="Pagination"><span aria-current="page">1</span><a href="/find-an-installer/p2">2</a><a href="/find-an-installer/p2" rel="next">Next ›</a></nav>
</section>
<script>document.addEventListener('DOMContentLoaded',function(){var m=L.map('installer-map').setView([56.6,-3.6],7);L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png',{attribution:'&copy; OpenStreetMap contributors'}).addTo(m);});</script>`,
        mapScript,
      ),
    },
    '/find-an-installer/p2': {
      headers,
      html: page(
        'Find an approved installer — page 2',
        'Search the Caldra Approved Installer network.',
        '/find-an-installer/p2',
        `
<section class="container py-12">
  <h1 class="text-3xl font-bold">Find a Caldra Approved Installer</h1>
  <ul class="grid gap-4 mt-6 md:grid-cols-2">${installers.slice(4).map(listItem).join('')}
  </ul>
  <nav class="mt-6 flex gap-4" aria-label="Pagination"><a href="/find-an-installer" rel="prev">‹ Previous</a><a href="/find-an-installer">1</a><span aria-current="page">2</span></nav>
</section>`,
      ),
    },
    ...Object.fromEntries(
      installers.filter((i) => withProfile.has(i.slug)).map((i) => [`/find-an-installer/${i.slug}`, { headers, html: detailPage(i) }]),
    ),
    '/where-to-buy': {
      headers,
      html: page(
        'Where to buy',
        'Caldra heat pumps are available to trade customers through selected merchants.',
        '/where-to-buy',
        `
<section class="container py-12">
  <h1 class="text-3xl font-bold">Where to buy</h1>
  <p>Caldra units, cylinders and accessories are stocked by the following merchants. Ask at your local branch or order through their trade accounts.</p>
  <ul class="mt-6 space-y-3">
    <li><strong>City Plumbing</strong> — 380 branches across the UK — <a href="https://www.cityplumbing.co.uk/" target="_blank" rel="noopener">cityplumbing.co.uk</a></li>
    <li><strong>Graham</strong> — heating specialists in Scotland and the North — <a href="https://www.grahamplumbersmerchant.co.uk/" target="_blank" rel="noopener">grahamplumbersmerchant.co.uk</a></li>
    <li><strong>Saltire Heating Supplies</strong> — independent merchant, Edinburgh and Aberdeen — <a href="https://saltireheating.co.uk/" target="_blank" rel="noopener">saltireheating.co.uk</a></li>
  </ul>
</section>`,
      ),
    },
    '/for-installers': {
      headers,
      html: page(
        'Become a Caldra Approved Installer',
        'Training, technical support and leads for heating engineers.',
        '/for-installers',
        `
<section class="container py-12">
  <h1 class="text-3xl font-bold">Become a Caldra Approved Installer</h1>
  <p>Approved installers receive free product training, priority technical support, a listing in our installer finder and an extended warranty for their customers.</p>
  <h2 class="text-xl font-semibold mt-6">Training</h2>
  <p>Our two-day heat pump course is delivered in partnership with <a href="https://dundeeandangus.ac.uk/" target="_blank" rel="noopener">Dundee and Angus College</a> at its Kingsway campus and counts towards the MCS competency requirements.</p>
  <p>Buy stock through our <a href="/where-to-buy">merchant partners</a>.</p>
  <form method="post" action="/" class="mt-6 space-y-3">
    <input type="hidden" name="CRAFT_CSRF_TOKEN" value="x7Lq2mZp9RkT0vB3yN5cW8dF1gH4jS6aE0uI2oP9">
    <input type="hidden" name="action" value="contact-form/send">
    <label class="block">Company <input type="text" name="fromName" class="border rounded px-2"></label>
    <label class="block">Email <input type="email" name="fromEmail" class="border rounded px-2"></label>
    <button type="submit" class="rounded bg-caldra-900 px-4 py-2 text-white">Apply</button>
  </form>
</section>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'About Caldra',
        'Caldra was founded in Dundee in 2017 by two refrigeration engineers.',
        '/about',
        `
<section class="container py-12">
  <h1 class="text-3xl font-bold">About Caldra</h1>
  <p>Caldra was founded in 2017 by Ross Kinnear and Eilidh Grant, refrigeration engineers who were tired of heat pumps designed for milder climates. We employ 74 people and build around 9,000 units a year in Dundee.</p>
  <p>Our high-temperature compressor research was part-funded by an R&amp;D grant from <a href="https://www.scottish-enterprise.com/" target="_blank" rel="noopener">Scottish Enterprise</a>.</p>
</section>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        'Get in touch with Caldra.',
        '/contact',
        `
<section class="container py-12">
  <h1 class="text-3xl font-bold">Contact us</h1>
  <p>Homeowners: please contact your installer first. Technical line for installers: <a href="tel:+441382205700">01382 205 700</a>.</p>
  <form method="post" action="/" class="mt-6 space-y-3">
    <input type="hidden" name="CRAFT_CSRF_TOKEN" value="x7Lq2mZp9RkT0vB3yN5cW8dF1gH4jS6aE0uI2oP9">
    <input type="hidden" name="action" value="contact-form/send">
    <label class="block">Name <input type="text" name="fromName" class="border rounded px-2"></label>
    <label class="block">Email <input type="email" name="fromEmail" class="border rounded px-2"></label>
    <label class="block">Message <textarea name="message[body]" class="border rounded px-2"></textarea></label>
    <button type="submit" class="rounded bg-caldra-900 px-4 py-2 text-white">Send</button>
  </form>
</section>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/smart-controls',
    '/find-an-installer',
    '/find-an-installer/p2',
    ...installers.filter((i) => withProfile.has(i.slug)).map((i) => `/find-an-installer/${i.slug}`),
    '/where-to-buy',
    '/for-installers',
    '/about',
    '/contact',
  ],
  technologies: ['craft-cms', 'yii', 'php', 'nginx', 'alpine-js', 'tailwind-css', 'usercentrics', 'leaflet', 'feefo', 'open-graph', 'hsts'],
  partners: {
    'tado.com': 'technology',
    'hivehome.com': 'technology',
    'home-assistant.io': 'technology',
    'octopus.energy': 'technology',
    'taysiderenewables.co.uk': 'channel',
    'fifeheatandpower.co.uk': 'channel',
    'highlandecoheating.co.uk': 'channel',
    'bordersplumbingrenewables.co.uk': 'channel',
    'clydevalleyheatpumps.co.uk': 'channel',
    'northumbriagreenheat.co.uk': 'channel',
    'cityplumbing.co.uk': 'channel',
    'grahamplumbersmerchant.co.uk': 'channel',
    'saltireheating.co.uk': 'channel',
    'dundeeandangus.ac.uk': 'generic',
  },
};
