import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Microsoft-IIS/10.0',
  'x-powered-by': 'ASP.NET',
  'set-cookie': 'ASP.NET_SessionId=x3bq0t1vkr5zfp2mcl4ye0wa; path=/; secure; HttpOnly; SameSite=Lax',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="da">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <title>${title} | Vestkyst Træ &amp; Byg</title>
  <meta name="description" content="${description}">
  <meta property="og:title" content="${title}">
  <meta property="og:description" content="${description}">
  <meta property="og:type" content="website">
  <meta property="og:url" content="https://www.vestkysttrae.dk${path}">
  <meta property="og:image" content="https://www.vestkysttrae.dk/media/k3pbu1xr/og-vestkyst.jpg">
  <link rel="canonical" href="https://www.vestkysttrae.dk${path}">
  <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5f8e2a1c-7b3d-4c90-a6e1-0d9f4b2c8e73" data-blockingmode="auto" type="text/javascript"></script>
  <!-- Google Tag Manager -->
  <script data-cookieconsent="ignore">(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
  new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
  j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
  'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
  })(window,document,'script','dataLayer','GTM-N2VQ8HB');</script>
  <!-- End Google Tag Manager -->
  <link rel="stylesheet" href="/css/bundle.min.css?v=20240502">
  <script type="text/javascript" src="//invitejs.trustpilot.com/tp.min.js" async></script>
</head>`;
}

const header = `
<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N2VQ8HB" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div class="topline">Gratis levering til byggepladser i Esbjerg, Varde og Ringkøbing ved køb over 5.000 kr. · <a href="/fagfolk">Til fagfolk</a></div>
<header class="header">
  <a class="header__logo" href="/"><img src="/media/1ofl2h5c/vestkyst-logo.svg" alt="Vestkyst Træ &amp; Byg" width="200" height="52"></a>
  <nav class="header__nav" aria-label="Hovedmenu">
    <ul>
      <li><a href="/byggematerialer">Byggematerialer</a></li>
      <li><a href="/byggematerialer/trae-og-plader">Træ &amp; plader</a></li>
      <li><a href="/byggematerialer/isolering">Isolering</a></li>
      <li><a href="/byggematerialer/tag">Tag</a></li>
      <li><a href="/byggematerialer/doere-og-vinduer">Døre &amp; vinduer</a></li>
      <li><a href="/fagfolk">Til fagfolk</a></li>
      <li><a href="/butikker">Butikker</a></li>
      <li><a href="/om-os">Om os</a></li>
      <li><a href="/kontakt">Kontakt</a></li>
    </ul>
  </nav>
  <a class="header__rental" href="https://www.vestkystudlejning.dk/">Maskinudlejning</a>
</header>
<main>`;

const footer = `
</main>
<footer class="footer">
  <div class="footer__cols">
    <div>
      <h3>Vestkyst Træ &amp; Byg A/S</h3>
      <p>Gammel Vardevej 212<br>6715 Esbjerg N<br>Tlf. 75 12 40 00<br><a href="mailto:info@vestkysttrae.dk">info@vestkysttrae.dk</a><br>CVR 21 48 66 03</p>
    </div>
    <div>
      <h3>Genveje</h3>
      <ul>
        <li><a href="/om-os">Om os</a></li>
        <li><a href="/leverandoerer">Vores leverandører</a></li>
        <li><a href="/job">Job</a></li>
        <li><a href="https://www.vestkystudlejning.dk/">Vestkyst Udlejning</a></li>
        <li><a href="/handelsbetingelser">Handelsbetingelser</a></li>
        <li><a href="/cookiepolitik">Cookiepolitik</a></li>
      </ul>
    </div>
    <div>
      <h3>Nyhedsbrev</h3>
      <form action="/umbraco/Surface/Newsletter/Subscribe" method="post" class="newsletter">
        <input type="email" name="Email" placeholder="Din e-mail" required>
        <input name="__RequestVerificationToken" type="hidden" value="CfDJ8Kp2vR0x4nQ7wBz1yM3eT5aL9sH6dF8gJ0kU2iO4pN7cV1bX3zW5qE8rY0tA">
        <button type="submit">Tilmeld</button>
      </form>
      <ul class="social">
        <li><a href="https://www.facebook.com/vestkysttrae" target="_blank" rel="noopener">Facebook</a></li>
        <li><a href="https://www.instagram.com/vestkysttrae" target="_blank" rel="noopener">Instagram</a></li>
        <li><a href="https://www.linkedin.com/company/vestkyst-trae-byg" target="_blank" rel="noopener">LinkedIn</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__payment">
    <span>Vi modtager</span>
    <img src="/media/pay/mobilepay.svg" alt="MobilePay">
    <img src="/media/pay/dankort.svg" alt="Dankort">
    <img src="/media/pay/visa.svg" alt="Visa">
    <img src="/media/pay/mastercard.svg" alt="Mastercard">
  </div>
  <div class="footer__chain">
    <a href="https://www.xl-byg.dk/" target="_blank" rel="noopener"><img src="/media/logos/xl-byg.svg" alt="XL-BYG"></a>
    <span>Vestkyst Træ &amp; Byg er medlem af XL-BYG-kæden</span>
  </div>
</footer>
<script src="/scripts/site.min.js?v=20240502"></script>
</body>
</html>`;

function page(title: string, description: string, path: string, body: string): string {
  return `${head(title, description, path)}${header}${body}${footer}`;
}

export const site: CorpusSite = {
  domain: 'vestkysttrae.dk',
  otherDomains: ['vestkystudlejning.dk'],
  covers:
    'Danish Umbraco builders’ merchant on IIS: chain membership logo in the footer (generic), a supplier table with brand links (generic), freight and consumer-finance partners in prose and trade-software integrations (technology) on the trade-customer page; negatives: Trustpilot rating, FSC/PEFC certification, payment-method logos (MobilePay, Dankort), customer references, Jobindex, social links, own equipment-rental domain.',
  pages: {
    '/': {
      headers,
      html: page(
        'Byggematerialer til fagfolk og private',
        'Tømmerhandel og byggemarked i Esbjerg, Varde og Ringkøbing. Træ, plader, isolering, tag, døre og vinduer.',
        '/',
        `
<section class="hero">
  <h1>Alt til byggeriet — fra spær til skruer</h1>
  <p>Tre tømmerhandler i Vestjylland med over 40.000 varer på lager og egen levering med kranbil.</p>
  <a class="btn" href="/butikker">Find din butik</a>
</section>
<section class="categories">
  <h2>Populære kategorier</h2>
  <ul class="category-grid">
    <li><a href="/byggematerialer/trae-og-plader"><img src="/media/cat/konstruktionstrae.jpg" alt="">Konstruktionstræ</a></li>
    <li><a href="/byggematerialer/isolering"><img src="/media/cat/isolering.jpg" alt="">Isolering</a></li>
    <li><a href="/byggematerialer/tag"><img src="/media/cat/tag.jpg" alt="">Tagpap og tagsten</a></li>
    <li><a href="/byggematerialer/doere-og-vinduer"><img src="/media/cat/vinduer.jpg" alt="">Døre og vinduer</a></li>
  </ul>
</section>
<section class="offers">
  <h2>Ugens tilbud</h2>
  <article><h3>Terrassebrædder 28×120 mm, trykimprægneret</h3><p>Nu 16,95 kr./m</p></article>
  <article><h3>Gipsplader 13 mm, 900×2400</h3><p>Nu 69,00 kr./stk.</p></article>
</section>
<section class="trust">
  <h2>Vores kunder siger</h2>
  <div class="trustpilot-widget" data-locale="da-DK" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="5b1e7c0f3a2d4e0001a9c3f2" data-style-height="24px" data-style-width="100%">
    <a href="https://dk.trustpilot.com/review/vestkysttrae.dk" target="_blank" rel="noopener">Trustpilot</a>
  </div>
  <p>4,6 ud af 5 baseret på 812 anmeldelser.</p>
</section>
<section class="references">
  <h2>Udvalgte byggerier vi har leveret til</h2>
  <ul>
    <li>Rækkehuse i Kvaglund for Esbjerg Boligselskab — 4.200 m² facadebeklædning</li>
    <li>Ny hal til Varde Håndboldklub — konstruktionstræ og tagelementer</li>
  </ul>
</section>`,
      ),
    },
    '/om-os': {
      headers,
      html: page(
        'Om os',
        'Vestkyst Træ & Byg har leveret byggematerialer i Vestjylland siden 1962.',
        '/om-os',
        `
<section class="content">
  <h1>Om Vestkyst Træ &amp; Byg</h1>
  <p>Tømmerhandlen blev grundlagt i Esbjerg i 1962 af tømrermester Aage Kjær. I dag har vi butikker i Esbjerg, Varde og Ringkøbing, 86 medarbejdere og egen vognpark med seks kranbiler.</p>
  <p>Vi er en selvstændig, familieejet virksomhed og medlem af indkøbsfællesskabet <a href="https://www.xl-byg.dk/" target="_blank" rel="noopener">XL-BYG</a>, som giver os stærke priser og et landsdækkende netværk af kolleger.</p>
  <h2>Bæredygtigt træ</h2>
  <p>Vi er FSC®- og PEFC-certificeret (licenskoder FSC-C118403 og PEFC/09-31-118). Certificeringen kontrolleres årligt; læs mere hos <a href="https://dk.fsc.org/dk-da" target="_blank" rel="noopener">FSC Danmark</a>.</p>
  <p>Se også <a href="/leverandoerer">vores leverandører</a>.</p>
</section>`,
      ),
    },
    '/leverandoerer': {
      headers,
      html: page(
        'Vores leverandører',
        'Vi handler direkte med de førende producenter af byggematerialer.',
        '/leverandoerer',
        `
<section class="content">
  <h1>Vores leverandører</h1>
  <p>Vi køber ind direkte hos producenterne. Det giver korte leveringstider og adgang til producenternes tekniske rådgivning.</p>
  <table class="suppliers">
    <thead><tr><th>Leverandør</th><th>Produkter</th><th>Hjemmeside</th></tr></thead>
    <tbody>
      <tr><td>ROCKWOOL</td><td>Stenuldsisolering, lydlofter</td><td><a href="https://www.rockwool.com/dk/" target="_blank" rel="noopener">rockwool.com/dk</a></td></tr>
      <tr><td>VELUX</td><td>Ovenlysvinduer, solafskærmning</td><td><a href="https://www.velux.dk/" target="_blank" rel="noopener">velux.dk</a></td></tr>
      <tr><td>Gyproc</td><td>Gipsplader og profiler</td><td><a href="https://www.gyproc.dk/" target="_blank" rel="noopener">gyproc.dk</a></td></tr>
      <tr><td>Junckers</td><td>Massive trægulve</td><td><a href="https://www.junckers.dk/" target="_blank" rel="noopener">junckers.dk</a></td></tr>
      <tr><td>Dana Lim</td><td>Fugemasse, lim og byggekemi</td><td><a href="https://www.danalim.dk/" target="_blank" rel="noopener">danalim.dk</a></td></tr>
      <tr><td>Icopal</td><td>Tagpap og membraner</td><td><a href="https://www.icopal.dk/" target="_blank" rel="noopener">icopal.dk</a></td></tr>
    </tbody>
  </table>
</section>`,
      ),
    },
    '/fagfolk': {
      headers,
      html: page(
        'Til fagfolk',
        'Erhvervskonto, levering på byggepladsen og integration med dit sagsstyringssystem.',
        '/fagfolk',
        `
<section class="content">
  <h1>Til fagfolk</h1>
  <p>Som håndværker får du en fast kontaktperson, nettopriser og månedsfaktura. Vi leverer direkte på byggepladsen — også fra dag til dag.</p>
  <h2>Levering</h2>
  <p>Større leverancer af spær, elementer og tagsten kører vi i samarbejde med <a href="https://www.vestjyskkran.dk/" target="_blank" rel="noopener">Vestjysk Kran &amp; Transport</a>, så du kan få materialerne løftet direkte op på stilladset.</p>
  <h2>Dine indkøb direkte i sagsstyringen</h2>
  <p>Vores fakturaer og ordrebekræftelser sendes elektronisk og kan hentes automatisk ind i <a href="https://ordrestyring.dk/" target="_blank" rel="noopener">Ordrestyring.dk</a> og <a href="https://www.minuba.dk/" target="_blank" rel="noopener">Minuba</a>. Så bliver materialerne bogført på den rigtige sag uden tastearbejde.</p>
  <h2>Finansiering til dine kunder</h2>
  <p>Skal din kunde finansiere en større renovering? Vi tilbyder byggelån i samarbejde med <a href="https://www.resursbank.dk/" target="_blank" rel="noopener">Resurs Bank</a>.</p>
  <h2>Opret erhvervskonto</h2>
  <form action="/umbraco/Surface/TradeAccount/Apply" method="post" class="umbraco-forms-form">
    <fieldset class="umbraco-forms-fieldset">
      <label>Firmanavn <input type="text" name="Company" required></label>
      <label>CVR-nummer <input type="text" name="Cvr" required></label>
      <label>Kontaktperson <input type="text" name="Name"></label>
      <label>E-mail <input type="email" name="Email" required></label>
    </fieldset>
    <button type="submit">Send ansøgning</button>
  </form>
</section>
<script src="/App_Plugins/UmbracoForms/Assets/themes/default/umbracoforms.min.js" defer></script>`,
      ),
    },
    '/butikker': {
      headers,
      html: page(
        'Butikker og åbningstider',
        'Find Vestkyst Træ & Byg i Esbjerg, Varde og Ringkøbing.',
        '/butikker',
        `
<section class="content">
  <h1>Butikker og åbningstider</h1>
  <div class="stores">
    <article><h2>Esbjerg</h2><p>Gammel Vardevej 212, 6715 Esbjerg N<br>Man–fre 6.30–17.00, lør 8.00–13.00</p><a href="https://www.google.com/maps/search/?api=1&amp;query=Gammel+Vardevej+212+Esbjerg" target="_blank" rel="noopener">Vis rutevejledning</a></article>
    <article><h2>Varde</h2><p>Lerpøtvej 41, 6800 Varde<br>Man–fre 6.30–17.00, lør 8.00–12.00</p><a href="https://www.google.com/maps/search/?api=1&amp;query=Lerp%C3%B8tvej+41+Varde" target="_blank" rel="noopener">Vis rutevejledning</a></article>
    <article><h2>Ringkøbing</h2><p>Vellingvej 18, 6950 Ringkøbing<br>Man–fre 7.00–17.00, lør 8.00–12.00</p><a href="https://www.google.com/maps/search/?api=1&amp;query=Vellingvej+18+Ringk%C3%B8bing" target="_blank" rel="noopener">Vis rutevejledning</a></article>
  </div>
</section>`,
      ),
    },
    '/job': {
      headers,
      html: page(
        'Job hos Vestkyst Træ & Byg',
        'Ledige stillinger i butik, lager og kørsel.',
        '/job',
        `
<section class="content">
  <h1>Job hos os</h1>
  <p>Vi søger altid dygtige kolleger til lager, butik og kørsel.</p>
  <ul>
    <li>Lagermedarbejder med truckcertifikat — Esbjerg</li>
    <li>Kranbilchauffør (C/CE) — Varde</li>
    <li>Salgskonsulent til fagkunder — Ringkøbing</li>
  </ul>
  <p>Se alle stillinger på <a href="https://www.jobindex.dk/virksomhed/88412/vestkyst-trae-byg" target="_blank" rel="noopener">Jobindex</a>.</p>
</section>`,
      ),
    },
    '/kontakt': {
      headers,
      html: page(
        'Kontakt',
        'Kontakt Vestkyst Træ & Byg.',
        '/kontakt',
        `
<section class="content">
  <h1>Kontakt os</h1>
  <p>Hovedkontor: Gammel Vardevej 212, 6715 Esbjerg N · Tlf. 75 12 40 00 · <a href="mailto:info@vestkysttrae.dk">info@vestkysttrae.dk</a></p>
  <form action="/umbraco/Surface/Contact/Submit" method="post" class="umbraco-forms-form">
    <fieldset class="umbraco-forms-fieldset">
      <label>Navn <input type="text" name="Name" required></label>
      <label>E-mail <input type="email" name="Email" required></label>
      <label>Besked <textarea name="Message"></textarea></label>
    </fieldset>
    <input name="__RequestVerificationToken" type="hidden" value="CfDJ8Kp2vR0x4nQ7wBz1yM3eT5aL9sH6dF8gJ0kU2iO4pN7cV1bX3zW5qE8rY0tA">
    <button type="submit">Send</button>
  </form>
</section>
<script src="/App_Plugins/UmbracoForms/Assets/themes/default/umbracoforms.min.js" defer></script>`,
      ),
    },
  },
  sitemap: ['/', '/om-os', '/leverandoerer', '/fagfolk', '/butikker', '/job', '/kontakt'],
  technologies: ['umbraco', 'microsoft-asp-net', 'iis', 'windows-server', 'cookiebot', 'google-tag-manager', 'trustpilot', 'open-graph'],
  partners: {
    'xl-byg.dk': 'generic',
    'rockwool.com': 'generic',
    'velux.dk': 'generic',
    'gyproc.dk': 'generic',
    'junckers.dk': 'generic',
    'danalim.dk': 'generic',
    'icopal.dk': 'generic',
    'vestjyskkran.dk': 'generic',
    'resursbank.dk': 'generic',
    'ordrestyring.dk': 'technology',
    'minuba.dk': 'technology',
  },
};
