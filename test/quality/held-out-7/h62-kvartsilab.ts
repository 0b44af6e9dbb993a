import type { CorpusSite } from '../corpus/types.js';

const head = (lang: string, title: string, path: string) => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="generator" content="Hugo 0.125.4">
<title>${title}</title>
<link rel="canonical" href="https://kvartsilab.fi${path}">
<link rel="alternate" hreflang="fi" href="https://kvartsilab.fi/">
<link rel="alternate" hreflang="en" href="https://kvartsilab.fi/en/">
<link rel="stylesheet" href="/css/main.min.8c1f0a3e2b7d4c95e6f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7.css" integrity="sha256-jB8KPit9TJXm8aKzxNXm9wgZKjtMXW5/gJGis8TV5vc=" crossorigin="anonymous">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script defer data-domain="kvartsilab.fi" src="https://plausible.io/js/plausible.js"></script>
</head>`;

const navFi = `<body>
<header class="site-header">
  <div class="container">
    <a class="brand" href="/"><img src="/img/kvartsilab-logo.svg" alt="Kvartsilab" width="150" height="32"></a>
    <nav class="main-nav" aria-label="Päävalikko">
      <ul>
        <li><a href="/tuotteet/">Tuotteet</a></li>
        <li><a href="/huolto/">Huolto ja kalibrointi</a></li>
        <li><a href="/jalleenmyyjat/">Jälleenmyyjät</a></li>
        <li><a href="/uutiset/">Uutiset</a></li>
        <li><a href="/yritys/">Yritys</a></li>
        <li><a href="/yhteystiedot/">Yhteystiedot</a></li>
      </ul>
    </nav>
    <div class="lang"><a href="/" aria-current="true">FI</a> | <a href="/en/" hreflang="en">EN</a></div>
  </div>
</header>
<main>`;

const navEn = `<body>
<header class="site-header">
  <div class="container">
    <a class="brand" href="/en/"><img src="/img/kvartsilab-logo.svg" alt="Kvartsilab" width="150" height="32"></a>
    <nav class="main-nav" aria-label="Main menu">
      <ul>
        <li><a href="/en/products/">Products</a></li>
        <li><a href="/en/service/">Service &amp; calibration</a></li>
        <li><a href="/en/distributors/">Distributors</a></li>
        <li><a href="/en/company/">Company</a></li>
        <li><a href="/en/contact/">Contact</a></li>
      </ul>
    </nav>
    <div class="lang"><a href="/" hreflang="fi">FI</a> | <a href="/en/" aria-current="true">EN</a></div>
  </div>
</header>
<main>`;

const footer = (lang: 'fi' | 'en') => `</main>
<footer class="site-footer">
  <div class="container cols">
    <div>
      <strong>Kvartsilab Oy</strong><br>
      Tiedepuisto 4, 33720 Tampere<br>
      ${lang === 'fi' ? 'Y-tunnus' : 'Business ID'} 2931784-2<br>
      <a href="mailto:myynti@kvartsilab.fi">myynti@kvartsilab.fi</a> · +358 3 318 7700
    </div>
    <div>
      <ul class="footer-links">
        <li><a href="${lang === 'fi' ? '/tietosuoja/' : '/en/privacy/'}">${lang === 'fi' ? 'Tietosuojaseloste' : 'Privacy policy'}</a></li>
        <li><a href="https://www.linkedin.com/company/kvartsilab/" rel="me">LinkedIn</a></li>
        <li><a href="https://www.youtube.com/@kvartsilab" rel="me">YouTube</a></li>
      </ul>
    </div>
    <div class="credits">© 2024 Kvartsilab Oy · ${lang === 'fi' ? 'Sivusto' : 'Website'}: <a href="https://pohjoistuuli.fi/">Studio Pohjoistuuli</a></div>
  </div>
</footer>
<script src="/js/main.min.4f3e2d1c.js" defer></script>
</body>
</html>`;

const netlify = {
  server: 'Netlify',
  'x-nf-request-id': '01HXR4Q8V2K7M3ZC5B9D0EWT6F',
  'strict-transport-security': 'max-age=31536000',
  'cache-control': 'public,max-age=0,must-revalidate',
  'content-type': 'text/html; charset=UTF-8',
};

export const site: CorpusSite = {
  domain: 'kvartsilab.fi',
  covers:
    'Finnish Hugo site on Netlify for a lab-homogenizer maker: distributors in a country table where some websites are links and some are only written as text, plus an English /en/distributors/ page (only in the language switch and sitemap) giving the same companies as a definition list; traps are a trade-fair news item whose name resembles a distributor, a university customer, Business Finland funding, an ISO certifier and a web-agency credit.',
  sitemap: ['/', '/tuotteet/', '/jalleenmyyjat/', '/yritys/', '/uutiset/analytica-2024/', '/en/', '/en/distributors/'],
  pages: {
    '/': {
      headers: netlify,
      html: `${head('fi', 'Kvartsilab – näytteenkäsittelyn laitteet laboratorioille', '/')}
${navFi}
<section class="hero">
  <div class="container">
    <h1>Homogenisaattorit ja näytteenkäsittelyn laitteet – suunniteltu ja valmistettu Tampereella</h1>
    <p>Kvartsilab valmistaa helmihomogenisaattoreita, kryomyllyjä ja pienoissentrifugeja yliopistojen, sairaaloiden ja elintarviketeollisuuden laboratorioihin. Laitteitamme käytetään yli 30 maassa.</p>
    <p><a class="btn" href="/tuotteet/">Tutustu tuotteisiin</a> <a class="btn btn-outline" href="/jalleenmyyjat/">Löydä jälleenmyyjä</a></p>
  </div>
</section>
<section class="features container">
  <article><h2>KL-Bead 24</h2><p>24 näytettä kerralla, 2–7 m/s, jäähdytetty näytekammio.</p><a href="/tuotteet/kl-bead-24/">Lue lisää</a></article>
  <article><h2>CryoMill C2</h2><p>Jauhatus nestetypessä ilman näytteen lämpenemistä.</p><a href="/tuotteet/cryomill-c2/">Lue lisää</a></article>
  <article><h2>Huolto ja kalibrointi</h2><p>Akkreditoitu kalibrointi ja huoltosopimukset Suomessa.</p><a href="/huolto/">Lue lisää</a></article>
</section>
<section class="news container">
  <h2>Uutiset</h2>
  <ul>
    <li><time datetime="2024-03-04">4.3.2024</time> <a href="/uutiset/analytica-2024/">Tapaa meidät Analytica 2024 -messuilla Münchenissä</a></li>
    <li><time datetime="2023-11-20">20.11.2023</time> <a href="/uutiset/uusi-jalleenmyyja-baltiaan/">Uusi jälleenmyyjä Baltiaan</a></li>
  </ul>
</section>
${footer('fi')}`,
    },
    '/tuotteet/': {
      html: `${head('fi', 'Tuotteet – Kvartsilab', '/tuotteet/')}
${navFi}
<div class="container">
<h1>Tuotteet</h1>
<div class="product-list">
  <article class="product-card"><img src="/img/tuotteet/kl-bead-24.webp" alt="KL-Bead 24 helmihomogenisaattori" loading="lazy"><h2><a href="/tuotteet/kl-bead-24/">KL-Bead 24</a></h2><p>Helmihomogenisaattori 2 ml putkille.</p></article>
  <article class="product-card"><img src="/img/tuotteet/kl-bead-96.webp" alt="KL-Bead 96" loading="lazy"><h2><a href="/tuotteet/kl-bead-96/">KL-Bead 96</a></h2><p>Mikrolevyformaatti suurille näytemäärille.</p></article>
  <article class="product-card"><img src="/img/tuotteet/cryomill-c2.webp" alt="CryoMill C2" loading="lazy"><h2><a href="/tuotteet/cryomill-c2/">CryoMill C2</a></h2><p>Kryojauhatus −196 °C:ssa.</p></article>
  <article class="product-card"><img src="/img/tuotteet/minispin-kl.webp" alt="MiniSpin KL" loading="lazy"><h2><a href="/tuotteet/minispin-kl/">MiniSpin KL</a></h2><p>Pöytäsentrifugi 12 × 2 ml.</p></article>
</div>
<p>Kulutustarvikkeet (helmet, putket) voi tilata suoraan meiltä tai paikalliselta <a href="/jalleenmyyjat/">jälleenmyyjältä</a>.</p>
</div>
${footer('fi')}`,
    },
    '/jalleenmyyjat/': {
      html: `${head('fi', 'Jälleenmyyjät ja maahantuojat – Kvartsilab', '/jalleenmyyjat/')}
${navFi}
<div class="container prose">
<h1>Jälleenmyyjät ja maahantuojat</h1>
<p>Suomessa myymme ja huollamme laitteet suoraan: <a href="mailto:myynti@kvartsilab.fi">myynti@kvartsilab.fi</a>. Muissa maissa palvelevat valtuutetut jälleenmyyjämme:</p>
<table class="dealers">
  <thead><tr><th>Maa</th><th>Jälleenmyyjä</th><th>Yhteystiedot</th><th>Verkkosivut</th></tr></thead>
  <tbody>
    <tr><td>Ruotsi</td><td>LabNord AB</td><td>Industrivägen 10, 171 48 Solna<br>+46 8 555 102 30</td><td><a href="https://www.labnord.se/" target="_blank" rel="noopener">www.labnord.se</a></td></tr>
    <tr><td>Norja</td><td>LabAnalytica Norge AS</td><td>Ullernchausseen 64, 0379 Oslo<br>+47 22 95 41 00</td><td>www.labanalytica.no</td></tr>
    <tr><td>Tanska</td><td>Dansk Laboratorieudstyr ApS</td><td>Lautrupvang 2, 2750 Ballerup<br>+45 44 20 18 00</td><td><a href="https://dklab.dk" target="_blank" rel="noopener">dklab.dk</a></td></tr>
    <tr><td>Viro</td><td>Labor Eesti OÜ</td><td>Akadeemia tee 21, 12618 Tallinn<br>+372 650 8040</td><td>laboreesti.ee</td></tr>
    <tr><td>Latvia, Liettua</td><td>BaltLab UAB</td><td>Savanorių pr. 178, 03154 Vilnius<br>+370 5 213 0990</td><td><a href="https://baltlab.lt/en/" target="_blank" rel="noopener">baltlab.lt</a></td></tr>
    <tr><td>Puola</td><td>Techlab Analityka Sp. z o.o.</td><td>ul. Bonifraterska 17, 00-203 Warszawa<br>+48 22 390 77 10</td><td><a href="https://www.techlab-analityka.pl/" target="_blank" rel="noopener">techlab-analityka.pl</a></td></tr>
    <tr><td>Saksa, Itävalta, Sveitsi</td><td>Hoffmann Laborbedarf GmbH</td><td>Robert-Bosch-Str. 8, 63303 Dreieich<br>+49 6103 37 90 0</td><td><a href="https://www.hoffmann-labor.de/" target="_blank" rel="noopener">hoffmann-labor.de</a></td></tr>
    <tr><td>Iso-Britannia, Irlanti</td><td>Thornbury Scientific Ltd</td><td>Unit 4, Severn Park, Thornbury BS35 3JP<br>+44 1454 280 600</td><td><a href="https://thornburyscientific.co.uk" target="_blank" rel="noopener">thornburyscientific.co.uk</a></td></tr>
    <tr><td>Japani</td><td>Sakura Rikagaku K.K.</td><td>2-14-5 Kanda Ogawamachi, Tokio<br>+81 3 5282 1190</td><td>–</td></tr>
  </tbody>
</table>
<p>Etsimme jälleenmyyjää Islantiin, Espanjaan ja Portugaliin. Kiinnostaako? Ota yhteyttä: <a href="mailto:export@kvartsilab.fi">export@kvartsilab.fi</a>.</p>
</div>
${footer('fi')}`,
    },
    '/yritys/': {
      html: `${head('fi', 'Yritys – Kvartsilab', '/yritys/')}
${navFi}
<div class="container prose">
<h1>Kvartsilab Oy</h1>
<p>Kvartsilab on vuonna 2011 perustettu perheyritys, joka suunnittelee ja valmistaa laitteensa Tampereen Hervannassa. Työllistämme 38 henkilöä.</p>
<h2>Laatu</h2>
<p>Laatujärjestelmämme on sertifioitu ISO 9001:2015 -standardin mukaisesti. Sertifioijana toimii <a href="https://www.kiwa.com/fi/fi/" target="_blank">Kiwa Inspecta</a>.</p>
<h2>Rahoitus</h2>
<p>CryoMill C2:n tuotekehitystä on rahoittanut <a href="https://www.businessfinland.fi/" target="_blank">Business Finland</a>. <img src="/img/logot/eu-aluekehitysrahasto.png" alt="Euroopan unioni – Euroopan aluekehitysrahasto" width="160" height="48"></p>
<h2>Jäsenyydet</h2>
<ul>
  <li><a href="https://teknologiateollisuus.fi/" target="_blank">Teknologiateollisuus ry</a></li>
  <li><a href="https://www.tampereenkauppakamari.fi/" target="_blank">Tampereen kauppakamari</a></li>
</ul>
</div>
${footer('fi')}`,
    },
    '/uutiset/analytica-2024/': {
      html: `${head('fi', 'Tapaa meidät Analytica 2024 -messuilla – Kvartsilab', '/uutiset/analytica-2024/')}
${navFi}
<article class="container prose">
<h1>Tapaa meidät Analytica 2024 -messuilla Münchenissä</h1>
<p class="meta"><time datetime="2024-03-04">4.3.2024</time></p>
<p>Olemme mukana <a href="https://analytica.de/" target="_blank">Analytica 2024</a> -messuilla 9.–12.4.2024, halli A3, osasto 411. Esittelemme uuden KL-Bead 96 -homogenisaattorin yhdessä saksalaisen jälleenmyyjämme kanssa.</p>
<p>Uusi KL-Bead 96 on kehitetty yhteistyössä <a href="https://www.helsinki.fi/fi" target="_blank">Helsingin yliopiston</a> Viikin kampuksen tutkijoiden kanssa, jotka käyttävät laitteita kasvinäytteiden RNA-eristykseen.</p>
<p>Varaa tapaaminen: <a href="mailto:myynti@kvartsilab.fi">myynti@kvartsilab.fi</a></p>
</article>
${footer('fi')}`,
    },
    '/en/': {
      headers: netlify,
      html: `${head('en', 'Kvartsilab – sample preparation equipment for laboratories', '/en/')}
${navEn}
<section class="hero">
  <div class="container">
    <h1>Bead homogenizers and sample preparation equipment, made in Tampere, Finland</h1>
    <p>Kvartsilab designs and manufactures bead homogenizers, cryogenic mills and micro centrifuges used by laboratories in more than 30 countries.</p>
    <p><a class="btn" href="/en/products/">Products</a> <a class="btn btn-outline" href="/en/distributors/">Find a distributor</a></p>
  </div>
</section>
${footer('en')}`,
    },
    '/en/distributors/': {
      html: `${head('en', 'Distributors – Kvartsilab', '/en/distributors/')}
${navEn}
<div class="container prose">
<h1>Distributors</h1>
<p>In Finland we sell and service our instruments directly. Elsewhere, please contact our authorised distributor:</p>
<dl class="distributors">
  <dt>Sweden</dt><dd><strong>LabNord AB</strong>, Solna – <a href="https://www.labnord.se/">labnord.se</a></dd>
  <dt>Norway</dt><dd><strong>LabAnalytica Norge AS</strong>, Oslo – www.labanalytica.no</dd>
  <dt>Denmark</dt><dd><strong>Dansk Laboratorieudstyr ApS</strong>, Ballerup – <a href="https://dklab.dk">dklab.dk</a></dd>
  <dt>Estonia</dt><dd><strong>Labor Eesti OÜ</strong>, Tallinn – laboreesti.ee</dd>
  <dt>Latvia &amp; Lithuania</dt><dd><strong>BaltLab UAB</strong>, Vilnius – <a href="https://baltlab.lt/en/">baltlab.lt</a></dd>
  <dt>Poland</dt><dd><strong>Techlab Analityka Sp. z o.o.</strong>, Warsaw – <a href="https://www.techlab-analityka.pl/">techlab-analityka.pl</a></dd>
  <dt>Germany, Austria, Switzerland</dt><dd><strong>Hoffmann Laborbedarf GmbH</strong>, Dreieich – <a href="https://www.hoffmann-labor.de/">hoffmann-labor.de</a></dd>
  <dt>United Kingdom &amp; Ireland</dt><dd><strong>Thornbury Scientific Ltd</strong>, Thornbury – <a href="https://thornburyscientific.co.uk">thornburyscientific.co.uk</a></dd>
  <dt>Japan</dt><dd><strong>Sakura Rikagaku K.K.</strong>, Tokyo – +81 3 5282 1190</dd>
</dl>
<p>We are looking for distributors in Iceland, Spain and Portugal: <a href="mailto:export@kvartsilab.fi">export@kvartsilab.fi</a></p>
</div>
${footer('en')}`,
    },
  },
  technologies: ['hugo', 'netlify', 'plausible', 'hsts'],
  partners: {
    'labnord.se': 'channel',
    'labanalytica.no': 'channel',
    'dklab.dk': 'channel',
    'laboreesti.ee': 'channel',
    'baltlab.lt': 'channel',
    'techlab-analityka.pl': 'channel',
    'hoffmann-labor.de': 'channel',
    'thornburyscientific.co.uk': 'channel',
  },
};
