import type { CorpusSite } from '../corpus/types.js';

const P = 'https://parteneri.garajio.ro';

const head = (title: string, desc: string, active: string) => `<!DOCTYPE html>
<html lang="ro">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${desc}">
  <link rel="icon" href="/static/img/favicon.4c2e1a.png">
  <link rel="stylesheet" href="/static/css/main.8f3a91c2.css">
  <link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap-icons@1.11.3/font/bootstrap-icons.min.css">
  <script src="https://unpkg.com/htmx.org@1.9.12" integrity="sha384-ujb1lZYygJmzgSwoxRggbCHcjc0rB2XoQrxeTUQyRjrOnlCoYta87iKBWq3EsdM2" crossorigin="anonymous"></script>
  <script defer data-domain="garajio.ro" src="https://plausible.io/js/plausible.js"></script>
  <script src="https://js.sentry-cdn.com/5e2a9c1f0b7d4e38a6c1f2d3b4a59e70.min.js" crossorigin="anonymous"></script>
</head>
<body hx-headers='{"X-CSRFToken": "Vt2mQ8pXk4rL0sN7wB1cZ6yF9hJ3gD5e"}'>
<header class="site-header">
  <div class="container nav-row">
    <a href="/" class="brand"><img src="/static/img/garajio-logo.svg" alt="Garajio" width="128" height="32"></a>
    <nav class="main-nav" aria-label="Principal">
      <a href="/functionalitati/"${active === 'functionalitati' ? ' class="active"' : ''}>Funcționalități</a>
      <a href="/preturi/"${active === 'preturi' ? ' class="active"' : ''}>Prețuri</a>
      <a href="/integrari/"${active === 'integrari' ? ' class="active"' : ''}>Integrări</a>
      <a href="/clienti/"${active === 'clienti' ? ' class="active"' : ''}>Clienți</a>
      <a href="/blog/"${active === 'blog' ? ' class="active"' : ''}>Blog</a>
    </nav>
    <div class="nav-cta"><a href="https://app.garajio.ro/autentificare/" class="btn btn-ghost">Autentificare</a> <a href="/demo/" class="btn btn-primary">Cere demo</a></div>
  </div>
</header>
<main>
`;

const abs = (html: string) => html.replace(/(href|src|action|hx-post)="\//g, '$1="https://garajio.ro/');

const foot = `
</main>
<footer class="site-footer">
  <div class="container footer-grid">
    <div>
      <img src="/static/img/garajio-logo-white.svg" alt="Garajio" width="128" height="32">
      <p>Programul de gestiune pentru service-uri auto: programări, devize, piese, facturare e-Factura.</p>
      <p>Garajio Software SRL · CUI RO41872230 · J12/3318/2019<br>Str. Fabricii de Zahăr 24, Cluj-Napoca</p>
    </div>
    <div>
      <h4>Produs</h4>
      <ul><li><a href="/functionalitati/">Funcționalități</a></li><li><a href="/preturi/">Prețuri</a></li><li><a href="/integrari/">Integrări</a></li><li><a href="https://ajutor.garajio.ro/">Centru de ajutor</a></li></ul>
    </div>
    <div>
      <h4>Companie</h4>
      <ul><li><a href="/despre-noi/">Despre noi</a></li><li><a href="${P}/">Parteneri &amp; revânzători</a></li><li><a href="/cariere/">Cariere</a></li><li><a href="/termeni/">Termeni și condiții</a></li><li><a href="/confidentialitate/">Politica de confidențialitate</a></li></ul>
    </div>
    <div>
      <h4>Newsletter</h4>
      <form hx-post="/newsletter/" hx-swap="outerHTML" method="post" action="/newsletter/">
        <input type="hidden" name="csrfmiddlewaretoken" value="q9Hn3Xv7LpR2tW8kZc4Bm1Fy6Jd0Gs5aE7uYi2OoPl3KxN8vQw1Tr4Zb6Mh9Sd0C">
        <input type="email" name="email" placeholder="adresa@service.ro" required>
        <button type="submit" class="btn btn-primary">Abonează-te</button>
      </form>
      <p class="social"><a href="https://www.facebook.com/garajio.ro" aria-label="Facebook"><i class="bi bi-facebook"></i></a> <a href="https://www.linkedin.com/company/garajio" aria-label="LinkedIn"><i class="bi bi-linkedin"></i></a> <a href="https://www.youtube.com/@garajio" aria-label="YouTube"><i class="bi bi-youtube"></i></a></p>
    </div>
  </div>
  <div class="container footer-legal">
    <a href="https://anpc.ro/ce-este-sal/" target="_blank" rel="nofollow noopener"><img src="/static/img/anpc-sal.svg" alt="Soluționarea alternativă a litigiilor" width="250" height="50"></a>
    <a href="https://ec.europa.eu/consumers/odr" target="_blank" rel="nofollow noopener"><img src="/static/img/anpc-sol.svg" alt="Soluționarea online a litigiilor" width="250" height="50"></a>
    <p>Membru <a href="https://anis.ro/" target="_blank" rel="noopener">ANIS</a> – Asociația Patronală a Industriei de Software și Servicii. © 2025 Garajio Software SRL.</p>
  </div>
</footer>
</body>
</html>`;

type Integ = { name: string; logo: string; desc: string; url: string; tier: 'Certificat' | 'Comunitate' };
const groups: [string, Integ[]][] = [
  [
    'Cataloage și comenzi piese',
    [
      {
        name: 'TecDoc (TecAlliance)',
        logo: 'tecdoc',
        desc: 'Identificare piese după VIN și nr. de înmatriculare, direct în deviz.',
        url: 'https://www.tecalliance.net/ro/',
        tier: 'Certificat',
      },
      {
        name: 'Autonet',
        logo: 'autonet',
        desc: 'Prețuri și stoc în timp real, comandă din deviz, recepție automată.',
        url: 'https://www.autonet-group.ro/?utm_source=garajio&utm_medium=integrari',
        tier: 'Certificat',
      },
      {
        name: 'Unix Auto',
        logo: 'unixauto',
        desc: 'Comenzi online cu livrare în aceeași zi în peste 100 de orașe.',
        url: 'https://www.unixauto.ro/',
        tier: 'Certificat',
      },
      {
        name: 'Materom',
        logo: 'materom',
        desc: 'Disponibilitate și comandă piese, import facturi de achiziție.',
        url: 'https://materom.ro/',
        tier: 'Comunitate',
      },
    ],
  ],
  [
    'Facturare și contabilitate',
    [
      {
        name: 'SmartBill',
        logo: 'smartbill',
        desc: 'Emitere facturi și chitanțe din Garajio, sincronizare încasări.',
        url: 'https://www.smartbill.ro/?utm_source=garajio',
        tier: 'Certificat',
      },
      {
        name: 'Oblio',
        logo: 'oblio',
        desc: 'Facturare, gestiune stocuri și trimitere automată în SPV.',
        url: 'https://www.oblio.eu/',
        tier: 'Comunitate',
      },
      {
        name: 'SAGA',
        logo: 'saga',
        desc: 'Export lunar al facturilor și NIR-urilor pentru contabil.',
        url: 'https://www.sagasoft.ro/',
        tier: 'Comunitate',
      },
    ],
  ],
  [
    'Plăți și comunicare',
    [
      {
        name: 'Netopia Payments',
        logo: 'netopia',
        desc: 'Link de plată cu cardul trimis clientului odată cu devizul.',
        url: 'https://netopia-payments.com/',
        tier: 'Certificat',
      },
      {
        name: 'SMSLink',
        logo: 'smslink',
        desc: 'Reamintiri ITP, revizie și confirmare programare prin SMS.',
        url: 'https://www.smslink.ro/',
        tier: 'Comunitate',
      },
    ],
  ],
];

const integCard = (i: Integ) =>
  `<article class="integ-card" data-tier="${i.tier}"><img src="/static/img/integrari/${i.logo}.png" alt="${i.name}" width="56" height="56" loading="lazy"><div><h4>${i.name} <span class="badge ${i.tier === 'Certificat' ? 'badge-green' : 'badge-grey'}">${i.tier}</span></h4><p>${i.desc}</p><a href="${i.url.replace(/&/g, '&amp;')}" target="_blank" rel="noopener">Site partener <i class="bi bi-box-arrow-up-right"></i></a></div></article>`;

export const site: CorpusSite = {
  domain: 'garajio.ro',
  covers:
    'Romanian auto-repair-shop SaaS on a Django app with htmx: integrations grouped by category with "Certificat"/"Comunitate" tier badges and outbound links (some with utm), e-Factura linked only to an internal help page, and resellers on the parteneri. subdomain as lines pasted from a spreadsheet mixing links, written domains and a partner without a site; traps are mandatory ANPC/SOL badges, an ANIS membership, workshop customers, an accelerator investor, Stripe billing, RAR and Bosch in a blog post and an eJobs careers link.',
  sitemap: ['/', '/integrari/', '/preturi/', '/clienti/', '/cariere/', '/blog/itp-rar-2025-ce-se-schimba/', `${P}/`],
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=utf-8',
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
        vary: 'Cookie, Accept-Language',
        'content-language': 'ro',
        'set-cookie': 'django_language=ro; expires=Wed, 04 Feb 2026 09:12:33 GMT; Max-Age=31536000; Path=/; SameSite=Lax',
      },
      html: `${head('Garajio – program pentru service auto', 'Programări, devize, comenzi piese și e-Factura într-un singur program pentru service-ul tău auto.', 'home')}
<section class="hero container">
  <div>
    <h1>Service-ul tău, fără hârtii.</h1>
    <p class="lead">Programări online, devize cu piese din catalog, fișa mașinii și facturare e-Factura – totul dintr-un browser, pe calculator sau tabletă.</p>
    <p><a href="/demo/" class="btn btn-primary btn-lg">Programează o demonstrație</a> <a href="/preturi/" class="btn btn-ghost btn-lg">Vezi prețurile</a></p>
    <p class="small">Peste 850 de service-uri din România folosesc Garajio.</p>
  </div>
  <img src="/static/img/hero-tableta-deviz.webp" alt="Deviz Garajio pe tabletă" width="640" height="480">
</section>
<section class="container features-3">
  <div><i class="bi bi-calendar-check"></i><h3>Programări</h3><p>Calendar pe elevatoare și mecanici, reamintiri automate prin SMS.</p></div>
  <div><i class="bi bi-receipt"></i><h3>Devize și facturi</h3><p>Deviz în 3 minute, transformat în factură trimisă automat în SPV.</p></div>
  <div><i class="bi bi-box-seam"></i><h3>Piese</h3><p>Caută piesa după VIN și comand-o direct de la distribuitor. <a href="/integrari/">Vezi integrările</a></p></div>
</section>
<section class="container backed">
  <p class="small">Susținuți de <a href="https://techcelerator.co/" target="_blank" rel="noopener">Techcelerator</a> · Finalist <a href="https://www.startupspotlight.ro/" target="_blank" rel="noopener">Startup Spotlight 2023</a></p>
</section>
<section class="container testimonials" hx-get="/fragmente/testimoniale/" hx-trigger="revealed" hx-swap="innerHTML">
  <blockquote>„Am renunțat la caietul de programări în prima săptămână.” – Mihai, Auto Expert Dej</blockquote>
</section>
${foot}`,
    },
    '/integrari/': {
      html: `${head('Integrări – Garajio', 'Garajio se conectează cu distribuitorii de piese, programele de facturare și procesatorii de plăți.', 'integrari')}
<section class="container page-head">
  <h1>Integrări</h1>
  <p>Conectează Garajio la furnizorii și programele pe care le folosești deja. Integrările marcate <strong>Certificat</strong> sunt dezvoltate și testate împreună cu partenerul; cele marcate <strong>Comunitate</strong> sunt construite de noi pe API-ul public al partenerului.</p>
  <div class="filter" hx-get="/integrari/" hx-target="#integ-list" hx-select="#integ-list" hx-push-url="true"><button name="tip" value="" class="chip active">Toate</button><button name="tip" value="certificat" class="chip">Certificate</button><button name="tip" value="comunitate" class="chip">Comunitate</button></div>
</section>
<section class="container" id="integ-list">
${groups.map(([g, items]) => `  <h3>${g}</h3>\n  <div class="integ-grid">${items.map(integCard).join('')}</div>`).join('\n')}
  <h3>Obligații fiscale</h3>
  <div class="integ-grid"><article class="integ-card"><img src="/static/img/integrari/efactura.png" alt="e-Factura" width="56" height="56" loading="lazy"><div><h4>e-Factura (SPV ANAF) <span class="badge badge-green">Inclus</span></h4><p>Trimitere automată a facturilor B2B și B2C în sistemul național e-Factura.</p><a href="https://ajutor.garajio.ro/e-factura/configurare/">Cum configurezi <i class="bi bi-arrow-right"></i></a></div></article></div>
  <p class="small">Lipsește o integrare? <a href="/contact/?subiect=integrare">Spune-ne</a> sau folosește <a href="https://ajutor.garajio.ro/api/">API-ul Garajio</a>.</p>
</section>
${foot}`,
    },
    [`${P}/`]: {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: abs(`${head('Parteneri și revânzători – Garajio', 'Găsește un partener Garajio pentru implementare și instruire în județul tău.', 'parteneri')}
<section class="container page-head">
  <h1>Parteneri de implementare și revânzători</h1>
  <p>Partenerii noștri instalează Garajio, importă datele din programul vechi și instruiesc echipa. Prețul abonamentului este același, indiferent de la cine cumperi.</p>
</section>
<section class="container partner-list">
<p><b>Județ – Firmă – Site – Telefon</b></p>
<p>București / Ilfov – Service Digital SRL – <a href="https://servicedigital.ro/garajio">servicedigital.ro</a> – 0721 400 118</p>
<p>Cluj – AutoSoft Consulting SRL – autosoftconsulting.ro – 0744 912 330</p>
<p>Iași – Moldova IT Service – <a href="https://www.moldovait.ro/">www.moldovait.ro</a> – 0732 118 906</p>
<p>Timiș – BanatSoft SRL – www.banatsoft.ro – 0256 401 223</p>
<p>Brașov – Carpați Auto Tech – – 0268 470 551</p>
<p>Constanța – DobroSoft Solutions – <a href="http://dobrosoft.ro">dobrosoft.ro</a> – 0341 455 870</p>
<p> </p>
<p>Vrei să devii partener? Scrie-ne la <a href="mailto:parteneri@garajio.ro">parteneri@garajio.ro</a>.</p>
</section>
${foot}`),
    },
    '/clienti/': {
      html: `${head('Clienți și studii de caz – Garajio', 'Service-uri auto care lucrează cu Garajio.', 'clienti')}
<section class="container page-head"><h1>Clienții noștri</h1></section>
<section class="container cases">
  <article><h3>Auto Expert Dej</h3><p>4 elevatoare, 9 mecanici. Timpul de întocmire a devizului a scăzut de la 15 la 4 minute.</p><a href="/clienti/auto-expert-dej/">Citește studiul de caz</a></article>
  <article><h3>Service Auto Popescu, Ploiești</h3><p>Reamintirile ITP prin SMS au adus 140 de programări noi în primul an. <a href="https://www.serviceautopopescu.ro/" target="_blank" rel="noopener">serviceautopopescu.ro</a></p></article>
  <article><h3>TurboCenter Arad</h3><p>Specializați pe turbosuflante, folosesc fișa mașinii pentru istoricul garanțiilor.</p></article>
</section>
${foot}`,
    },
    '/preturi/': {
      html: `${head('Prețuri – Garajio', 'Abonamente lunare pentru service-uri de toate dimensiunile.', 'preturi')}
<section class="container page-head"><h1>Prețuri</h1><p>Toate prețurile sunt fără TVA. Fără contract pe perioadă determinată.</p></section>
<section class="container pricing">
  <table class="pricing-table"><thead><tr><th></th><th>Start</th><th>Atelier</th><th>Rețea</th></tr></thead>
  <tbody><tr><td>Preț / lună</td><td>99 lei</td><td>199 lei</td><td>de la 449 lei</td></tr><tr><td>Utilizatori</td><td>2</td><td>10</td><td>nelimitat</td></tr><tr><td>e-Factura</td><td>✓</td><td>✓</td><td>✓</td></tr><tr><td>Integrări piese</td><td>–</td><td>✓</td><td>✓</td></tr></tbody></table>
  <p class="small">Abonamentul se plătește cu cardul; plățile sunt procesate de Stripe. Pentru plata prin ordin de plată, <a href="/contact/">contactează-ne</a>.</p>
</section>
${foot}`,
    },
    '/blog/itp-rar-2025-ce-se-schimba/': {
      html: `${head('ITP 2025: ce se schimbă pentru service-uri – Garajio', 'Noile reguli RAR pentru stațiile ITP explicate pe scurt.', 'blog')}
<article class="container post">
  <p class="meta">Blog · 21 ianuarie 2025 · Andreea Rusu</p>
  <h1>ITP 2025: ce se schimbă pentru service-uri</h1>
  <p>Din 2025, <a href="https://www.rarom.ro/" target="_blank" rel="noopener">Registrul Auto Român</a> cere ca stațiile ITP să transmită fotografiile inspecției în timp real. Pentru service-urile care au și stație ITP, asta înseamnă o cameră suplimentară și o conexiune stabilă la internet.</p>
  <p>Am discutat cu mai mulți clienți din rețeaua <a href="https://www.bosch-service.ro/" target="_blank" rel="noopener">Bosch Car Service</a> și majoritatea au ales camere IP conectate la routerul existent.</p>
  <p>În Garajio poți atașa fotografiile la fișa mașinii, ca să le ai la îndemână la următoarea vizită.</p>
</article>
${foot}`,
    },
    '/cariere/': {
      html: `${head('Cariere – Garajio', 'Lucrează cu noi în Cluj-Napoca sau remote.', 'cariere')}
<section class="container page-head"><h1>Cariere</h1><p>Suntem 18 oameni în Cluj-Napoca și remote. Lucrăm cu Python, Django, htmx și PostgreSQL.</p></section>
<section class="container jobs">
  <ul><li>Python/Django Developer (mid) – Cluj / remote</li><li>Specialist Customer Success (cu experiență în service auto) – București</li></ul>
  <p>Aplică pe <a href="https://www.ejobs.ro/company/garajio-software/412877" target="_blank" rel="noopener">eJobs</a> sau trimite CV-ul la <a href="mailto:cariere@garajio.ro">cariere@garajio.ro</a>.</p>
</section>
${foot}`,
    },
  },
  technologies: ['bootstrap-icons', 'django', 'htmx', 'jsdelivr', 'nginx', 'plausible', 'python', 'sentry', 'unpkg'],
  partners: {
    'tecalliance.net': 'technology',
    'autonet-group.ro': 'technology',
    'unixauto.ro': 'technology',
    'materom.ro': 'technology',
    'smartbill.ro': 'technology',
    'oblio.eu': 'technology',
    'sagasoft.ro': 'technology',
    'netopia-payments.com': 'technology',
    'smslink.ro': 'technology',
    'servicedigital.ro': 'channel',
    'autosoftconsulting.ro': 'channel',
    'moldovait.ro': 'channel',
    'banatsoft.ro': 'channel',
    'dobrosoft.ro': 'channel',
  },
};
