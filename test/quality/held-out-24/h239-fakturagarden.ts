import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'AmazonS3',
  via: '1.1 7c2e9b41d3a5f8e06b1c4d2a9e7f3b58.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'ARN56-P2',
  'x-amz-cf-id': 'Zk3Q9vR1x2T7mN5bY8cL4pW0sH6jF1dG3aE9uK2oI7qB5rT8yV4nA==',
  'x-cache': 'Hit from cloudfront',
};

type Integration = { namn: string; typ: string; text: string; url: string };

const integrationer: Integration[] = [
  {
    namn: 'Fortnox',
    typ: 'Bokföring',
    text: 'Sälj fakturor direkt från Fortnox med ett klick.',
    url: 'https://www.fortnox.se/integrationer/fakturagarden',
  },
  { namn: 'Visma eEkonomi', typ: 'Bokföring', text: 'Fakturor och betalningar synkas automatiskt.', url: 'https://www.visma.se/eekonomi/' },
  {
    namn: 'Björn Lundén',
    typ: 'Bokföring',
    text: 'Koppla BL Administration och se din likviditet i realtid.',
    url: 'https://www.bjornlunden.se/',
  },
  { namn: 'Bokio', typ: 'Bokföring', text: 'Finansiera fakturor utan att lämna Bokio.', url: 'https://www.bokio.se/' },
  { namn: 'Wint', typ: 'Redovisningstjänst', text: 'För företag som låter Wint sköta bokföringen.', url: 'https://www.wint.se/' },
  { namn: 'Hogia', typ: 'Affärssystem', text: 'Integration för Hogia Small Office och Hogia Affärssystem.', url: 'https://www.hogia.se/' },
];

function layout(title: string, path: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Astro v4.8.6">
<title>${title}</title>
<meta name="description" content="Sälj eller belåna dina kundfakturor och få betalt samma dag. Fakturagården hjälper svenska småföretag med likviditet sedan 2012.">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://fakturagarden.se${path}">
<meta property="og:image" content="https://fakturagarden.se/og.png">
<link rel="canonical" href="https://fakturagarden.se${path}">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/_astro/index.Bq7xK2mP.css">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3e8f1a72-9c4d-4b05-a6e2-fakturagarden" data-blockingmode="auto" type="text/javascript"></script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-FG3K7WP');</script>
<script type="text/javascript" async src="https://www.clarity.ms/s/0.7.34/clarity.js"></script>
</head>
<body>
<header class="sidhuvud astro-3ef6ksr2">
  <a href="/" class="logga astro-3ef6ksr2"><img src="/bilder/fakturagarden-logga.svg" alt="Fakturagården" width="180" height="40"></a>
  <nav class="astro-3ef6ksr2" aria-label="Huvudmeny">
    <ul class="astro-3ef6ksr2">
      <li><a href="/fakturakop" class="astro-3ef6ksr2">Fakturaköp</a></li>
      <li><a href="/fakturabelaning" class="astro-3ef6ksr2">Fakturabelåning</a></li>
      <li><a href="/integrationer" class="astro-3ef6ksr2">Integrationer</a></li>
      <li><a href="/aterforsaljare" class="astro-3ef6ksr2">Återförsäljare</a></li>
      <li><a href="/priser" class="astro-3ef6ksr2">Priser</a></li>
      <li><a href="/om-oss" class="astro-3ef6ksr2">Om oss</a></li>
      <li><a href="/kontakt" class="astro-3ef6ksr2">Kontakt</a></li>
    </ul>
  </nav>
  <a href="https://app.fakturagarden.se/logga-in" class="knapp astro-3ef6ksr2">Logga in med BankID</a>
</header>
<main class="astro-j7pv25f6">
${content}
</main>
<footer class="sidfot astro-sz7xmlte">
  <div class="kolumner astro-sz7xmlte">
    <div><h4>Tjänster</h4><a href="/fakturakop">Fakturaköp</a><a href="/fakturabelaning">Fakturabelåning</a><a href="/priser">Priser</a></div>
    <div><h4>Företaget</h4><a href="/om-oss">Om oss</a><a href="https://fakturagarden.teamtailor.com/">Jobba hos oss</a><a href="/press">Press</a><a href="/kontakt">Kontakt</a></div>
    <div><h4>Samarbeten</h4><a href="/integrationer">Integrationer</a><a href="/aterforsaljare">Återförsäljare &amp; byråer</a></div>
  </div>
  <p class="astro-sz7xmlte">Fakturagården AB (org.nr 556891-2047) står under tillsyn av <a href="https://www.fi.se/">Finansinspektionen</a> som kreditmarknadsbolag. Drottninggatan 29, 411 14 Göteborg.</p>
  <p class="astro-sz7xmlte"><a href="https://www.linkedin.com/company/fakturagarden">LinkedIn</a> · <a href="https://www.facebook.com/fakturagarden">Facebook</a> · <a href="/integritetspolicy">Integritetspolicy</a> · <a href="/cookies">Cookies</a></p>
</footer>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'fakturagarden.se',
  covers:
    'Swedish invoice factoring fintech on Astro served from Amazon S3 behind CloudFront: integrations rendered as cards and also as an astro-island props attribute (HTML-escaped JSON), a table of resellers and accounting bureaus, a financing partner bank named in prose on the about page; negatives: Finansinspektionen supervision, BankID login, Trustpilot rating, press (Dagens industri), customer quotes, investors, Teamtailor careers, social links',
  pages: {
    '/': {
      headers,
      html: layout(
        'Fakturagården – Få betalt för dina fakturor idag',
        '/',
        `<section class="hjalte astro-j7pv25f6">
  <h1>Få betalt idag – inte om 30 dagar</h1>
  <p>Sälj eller belåna dina kundfakturor och ha pengarna på kontot inom 24 timmar. Ingen bindningstid, inga startavgifter.</p>
  <a href="https://app.fakturagarden.se/registrera" class="knapp knapp--primar">Kom igång gratis</a>
</section>
<section class="siffror astro-j7pv25f6">
  <ul><li><strong>6 000+</strong> företag</li><li><strong>4,2 mdr kr</strong> finansierat</li><li><strong>4,8</strong> av 5 på <a href="https://se.trustpilot.com/review/fakturagarden.se">Trustpilot</a></li></ul>
</section>
<section class="kunder astro-j7pv25f6">
  <h2>Kunderna om oss</h2>
  <blockquote>”Vi kunde ta en stor order från en kommun tack vare att vi fick betalt direkt för förra leveransen.” – Anna Lindqvist, Lindqvists Bygg &amp; Mark AB</blockquote>
  <blockquote>”Kopplingen till Fortnox gör att det tar tio sekunder att sälja en faktura.” – Jonas Eriksson, Norrsken Event</blockquote>
</section>
<section class="press astro-j7pv25f6">
  <p>Känd från <a href="https://www.di.se/digital/fakturagarden-vaxer/">Dagens industri</a> och <a href="https://www.breakit.se/artikel/fakturagarden">Breakit</a>.</p>
</section>
<section class="integrationer-kort astro-j7pv25f6">
  <h2>Fungerar med ditt bokföringsprogram</h2>
  <p>Fortnox, Visma, Björn Lundén, Bokio med flera. <a href="/integrationer">Se alla integrationer</a></p>
</section>`,
      ),
    },
    '/integrationer': {
      headers,
      html: layout(
        'Integrationer – Fakturagården',
        '/integrationer',
        `<section class="sida astro-j7pv25f6">
  <h1>Integrationer</h1>
  <p>Koppla ihop Fakturagården med ditt bokförings- eller affärssystem så hämtar vi fakturorna åt dig och bokför betalningarna automatiskt.</p>
  <astro-island uid="Z1kq8xT" prefix="r3" component-url="/_astro/IntegrationFilter.D9xLm2Qa.js" component-export="default" renderer-url="/_astro/client.Cw3rN8pK.js" props="${JSON.stringify(
    {
      integrationer: [1, integrationer.map((i) => [0, { namn: [0, i.namn], typ: [0, i.typ], url: [0, i.url] }])],
    },
  ).replace(
    /"/g,
    '&quot;',
  )}" ssr="" client="visible" opts="{&quot;name&quot;:&quot;IntegrationFilter&quot;,&quot;value&quot;:true}" await-children="">
    <div class="filter"><button class="aktiv">Alla</button><button>Bokföring</button><button>Affärssystem</button></div>
    <ul class="integrationslista">
${integrationer
  .map(
    (i) =>
      `      <li class="integration"><img src="/bilder/integrationer/${i.namn
        .toLowerCase()
        .normalize('NFD')
        .replace(
          /[^a-z]+/g,
          '-',
        )}.svg" alt="${i.namn}"><span class="typ">${i.typ}</span><h3>${i.namn}</h3><p>${i.text}</p><a href="${i.url}" target="_blank" rel="noopener">Läs mer hos ${i.namn}</a></li>`,
  )
  .join('\n')}
    </ul>
  </astro-island>
  <p>Saknar du ditt system? Vi har ett öppet API – <a href="https://utvecklare.fakturagarden.se/">läs dokumentationen</a>.</p>
</section>`,
      ),
    },
    '/aterforsaljare': {
      headers,
      html: layout(
        'Återförsäljare och redovisningsbyråer – Fakturagården',
        '/aterforsaljare',
        `<section class="sida astro-j7pv25f6">
  <h1>Återförsäljare &amp; redovisningsbyråer</h1>
  <p>Våra återförsäljare erbjuder Fakturagårdens tjänster till sina kunder och hjälper dem att komma igång. Hitta en byrå nära dig:</p>
  <table class="tabell">
    <thead><tr><th>Byrå</th><th>Ort</th><th>Webbplats</th></tr></thead>
    <tbody>
      <tr><td>Norrlands Redovisning AB</td><td>Umeå</td><td><a href="https://www.norrlandsredovisning.se/">norrlandsredovisning.se</a></td></tr>
      <tr><td>Siffervärket</td><td>Stockholm</td><td><a href="https://siffervarket.se/">siffervarket.se</a></td></tr>
      <tr><td>Byrå Öst Ekonomi &amp; Lön</td><td>Norrköping</td><td><a href="https://www.byraost.se/">byraost.se</a></td></tr>
      <tr><td>Kalmar Ekonomitjänst</td><td>Kalmar</td><td><a href="https://kalmarekonomi.se/">kalmarekonomi.se</a></td></tr>
    </tbody>
  </table>
  <h2>Bli återförsäljare</h2>
  <p>Driver du en redovisningsbyrå? Som återförsäljare får du provision på varje finansierad faktura. <a href="/kontakt?amne=aterforsaljare">Kontakta vårt partnerteam</a>.</p>
</section>`,
      ),
    },
    '/om-oss': {
      headers,
      html: layout(
        'Om oss – Fakturagården',
        '/om-oss',
        `<section class="sida astro-j7pv25f6">
  <h1>Om Fakturagården</h1>
  <p>Fakturagården grundades i Göteborg 2012 av två tidigare bankrådgivare som såg hur många lönsamma småföretag som fick likviditetsproblem bara för att kunderna betalade sent.</p>
  <h2>Vår finansieringspartner</h2>
  <p>Fakturaköpen finansieras i samarbete med <a href="https://www.nordkustsparbank.se/foretag/">Nordkust Sparbank</a>, som är vår långsiktiga samarbetspartner sedan 2016.</p>
  <h2>Ägare</h2>
  <p>Grundarna äger majoriteten av bolaget. Övriga ägare är <a href="https://www.vastkapital.se/">Västkapital</a> och personalen.</p>
</section>`,
      ),
    },
    '/kontakt': {
      headers,
      html: layout(
        'Kontakt – Fakturagården',
        '/kontakt',
        `<section class="sida astro-j7pv25f6">
  <h1>Kontakta oss</h1>
  <p>Kundtjänst: 031-712 40 90 (vardagar 8–17)<br>E-post: <a href="mailto:hej@fakturagarden.se">hej@fakturagarden.se</a></p>
  <p>Partnerfrågor: <a href="mailto:partner@fakturagarden.se">partner@fakturagarden.se</a></p>
  <p>Besöksadress: Drottninggatan 29, 411 14 Göteborg</p>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/integrationer', '/aterforsaljare', '/om-oss', '/kontakt'],
  technologies: [
    'astro',
    'cookiebot',
    'google-tag-manager',
    'microsoft-clarity',
    'amazon-cloudfront',
    'amazon-s3',
    'amazon-web-services',
    'open-graph',
  ],
  partners: {
    'fortnox.se': 'technology',
    'visma.se': 'technology',
    'bjornlunden.se': 'technology',
    'bokio.se': 'technology',
    'wint.se': 'technology',
    'hogia.se': 'technology',
    'norrlandsredovisning.se': 'channel',
    'siffervarket.se': 'channel',
    'byraost.se': 'channel',
    'kalmarekonomi.se': 'channel',
    'nordkustsparbank.se': 'generic',
  },
};
