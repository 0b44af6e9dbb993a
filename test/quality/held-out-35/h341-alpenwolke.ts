import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.26.2',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Hugo 0.139.3">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://alpenwolke.ch${path}">
<link rel="alternate" hreflang="de-CH" href="https://alpenwolke.ch${path}">
<link rel="alternate" hreflang="fr-CH" href="https://alpenwolke.ch/fr${path}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://alpenwolke.ch${path}">
<meta property="og:image" content="https://alpenwolke.ch/images/og-alpenwolke.png">
<meta property="og:locale" content="de_CH">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/css/main.min.4f1c2e9a.css" integrity="sha256-9yq3e1H0c1F0oW8Jf2Wc0m3lqY2mW+o8pE2bq3Q3t3k=">
<link rel="preload" href="/fonts/inter-var.woff2" as="font" type="font/woff2" crossorigin>
<script defer src="/js/bundle.min.0c7d1b.js"></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() { var u = "https://stats.alpenwolke.ch/"; _paq.push(['setTrackerUrl', u + 'matomo.php']); _paq.push(['setSiteId', '1']); })();
</script>
<script defer src="https://stats.alpenwolke.ch/piwik.js"></script>
</head>`;

const nav = `<header class="site-header">
  <a class="brand" href="/" aria-label="Alpenwolke Startseite"><img src="/images/alpenwolke-logo.svg" alt="Alpenwolke" width="148" height="32"></a>
  <nav class="main-nav" aria-label="Hauptnavigation">
    <ul>
      <li class="has-dropdown"><a href="/produkte/">Produkte</a>
        <ul class="dropdown">
          <li><a href="/produkte/cloud-server/">Cloud Server</a></li>
          <li><a href="/produkte/managed-kubernetes/">Managed Kubernetes</a></li>
          <li><a href="/produkte/object-storage/">Object Storage (S3)</a></li>
          <li><a href="/produkte/datenbanken/">Managed Datenbanken</a></li>
        </ul>
      </li>
      <li><a href="/preise/">Preise</a></li>
      <li><a href="/referenzen/">Referenzen</a></li>
      <li><a href="/partner/">Partner</a></li>
      <li><a href="/ueber-uns/">Über uns</a></li>
    </ul>
  </nav>
  <div class="header-actions">
    <a class="lang" href="/fr/" hreflang="fr-CH">FR</a>
    <a class="btn btn-ghost" href="https://console.alpenwolke.ch/login">Login</a>
    <a class="btn btn-primary" href="https://console.alpenwolke.ch/registrieren">Kostenlos testen</a>
  </div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="footer-grid">
    <div class="footer-col">
      <img src="/images/alpenwolke-logo-white.svg" alt="Alpenwolke AG" width="140" height="30">
      <p>Schweizer Cloud-Infrastruktur aus Zürich und Bern. Ihre Daten bleiben in der Schweiz – nach revDSG.</p>
      <p class="badges">
        <a href="https://www.sqs.ch/de/zertifikate" rel="noopener" title="ISO/IEC 27001 zertifiziert durch SQS"><img src="/images/badges/iso27001-sqs.svg" alt="ISO 27001 – SQS zertifiziert" width="64" height="64"></a>
        <a href="https://www.swisshostingcert.ch" rel="noopener" title="Swiss Hosting Label"><img src="/images/badges/swiss-hosting.svg" alt="Swiss Hosting" width="64" height="64"></a>
      </p>
    </div>
    <div class="footer-col">
      <h4>Produkte</h4>
      <ul>
        <li><a href="/produkte/cloud-server/">Cloud Server</a></li>
        <li><a href="/produkte/managed-kubernetes/">Managed Kubernetes</a></li>
        <li><a href="/produkte/object-storage/">Object Storage</a></li>
        <li><a href="/preise/">Preisrechner</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Unternehmen</h4>
      <ul>
        <li><a href="/ueber-uns/">Über uns</a></li>
        <li><a href="/partner/">Partnerprogramm</a></li>
        <li><a href="/referenzen/">Referenzen</a></li>
        <li><a href="https://www.jobs.ch/de/firmen/alpenwolke-ag/" rel="noopener">Jobs</a></li>
        <li><a href="https://alpenwolkestatus.ch" rel="noopener">Systemstatus</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Rechtliches</h4>
      <ul>
        <li><a href="/impressum/">Impressum</a></li>
        <li><a href="/datenschutz/">Datenschutzerklärung</a></li>
        <li><a href="/agb/">AGB</a></li>
        <li><a href="/sla/">SLA</a></li>
      </ul>
    </div>
  </div>
  <div class="footer-bottom">
    <p>© 2026 Alpenwolke AG · Hardturmstrasse 161 · 8005 Zürich · CHE-412.778.903</p>
    <p class="payment">Bezahlen mit <img src="/images/pay/twint.svg" alt="TWINT" height="20"> <img src="/images/pay/postfinance.svg" alt="PostFinance" height="20"> <img src="/images/pay/qr-rechnung.svg" alt="QR-Rechnung" height="20"></p>
    <ul class="social">
      <li><a href="https://www.linkedin.com/company/alpenwolke" aria-label="LinkedIn">LinkedIn</a></li>
      <li><a href="https://github.com/alpenwolke" aria-label="GitHub">GitHub</a></li>
      <li><a href="https://swiss.social/@alpenwolke" rel="me" aria-label="Mastodon">Mastodon</a></li>
    </ul>
  </div>
</footer>
<div class="cookie-note" role="region" aria-label="Datenschutzhinweis">
  <p>Wir verwenden keine Tracking-Cookies. Unsere Statistik (Matomo, selbst gehostet in Zürich) arbeitet cookielos. <a href="/datenschutz/">Mehr erfahren</a></p>
  <button type="button" class="cookie-ok">Verstanden</button>
</div>`;

const page = (title: string, description: string, path: string, main: string): string => `<!DOCTYPE html>
<html lang="de-CH">
${head(title, description, path)}
<body class="page">
${nav}
<main id="main">
${main}
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'alpenwolke.ch',
  otherDomains: ['alpenwolkestatus.ch', 'alpenwolke.com'],
  covers:
    'Swiss-German cloud hoster on Hugo: Partnerprogramm with reseller tiers (channel) and Technologiepartner logos (technology), a datacenter partner named in running text (generic), a reseller directory table (linked from the partner page and listed in the sitemap) with an unlinked partner; negatives: customer references with links, ISO/SQS badge, Swiss Hosting label, swissICT/digitalswitzerland memberships, award, jobs.ch, status domain, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Alpenwolke – Schweizer Cloud Hosting aus Zürich',
        'Cloud Server, Managed Kubernetes und S3 Object Storage aus Schweizer Rechenzentren. Stündlich abgerechnet, revDSG-konform.',
        '/',
        `<section class="hero">
  <h1>Die Cloud, die in der Schweiz bleibt.</h1>
  <p>Cloud Server ab CHF 6.– pro Monat, Managed Kubernetes und S3-kompatibler Object Storage – betrieben in zwei Schweizer Rechenzentren mit 100&nbsp;% erneuerbarer Energie.</p>
  <a class="btn btn-primary" href="https://console.alpenwolke.ch/registrieren">CHF 50 Startguthaben sichern</a>
  <a class="btn btn-ghost" href="/preise/">Preise vergleichen</a>
</section>
<section class="logos">
  <h2 class="eyebrow">Über 4'000 Schweizer Unternehmen vertrauen Alpenwolke</h2>
  <ul class="logo-row">
    <li><a href="https://www.seetalbank.ch" rel="noopener"><img src="/images/kunden/seetalbank.svg" alt="Seetal Bank"></a></li>
    <li><img src="/images/kunden/bergbahnen-glarus.svg" alt="Bergbahnen Glarnerland"></li>
    <li><img src="/images/kunden/spital-limmattal.svg" alt="Regionalspital Limmattal"></li>
    <li><a href="https://www.velohaus-bern.ch" rel="noopener"><img src="/images/kunden/velohaus.svg" alt="Velohaus Bern"></a></li>
    <li><img src="/images/kunden/gemeinde-uster.svg" alt="Stadt Uster"></li>
  </ul>
</section>
<section class="features">
  <div class="feature"><h3>Datenhoheit</h3><p>Keine US-Muttergesellschaft, kein CLOUD Act. Ihre Daten liegen in Zürich-West und Bern-Bümpliz.</p></div>
  <div class="feature"><h3>Kubernetes in 3 Minuten</h3><p>CNCF-konforme Cluster mit automatischen Updates und integriertem Load Balancer.</p></div>
  <div class="feature"><h3>Support auf Schweizerdeutsch</h3><p>Unser Engineering-Team antwortet per Telefon, E-Mail und Chat – 7×24.</p></div>
</section>
<section class="teaser-partner">
  <h2>Sie betreuen IT für KMU?</h2>
  <p>Werden Sie Reseller- oder Integrationspartner und profitieren Sie von Margen bis 25&nbsp;%, White-Label-Konsole und Partner-Support. <a href="/partner/">Zum Partnerprogramm</a></p>
</section>
<section class="press">
  <h2 class="eyebrow">Bekannt aus</h2>
  <ul class="logo-row muted">
    <li><a href="https://www.nzz.ch/technologie/schweizer-cloud-anbieter-ld.1789012" rel="noopener"><img src="/images/presse/nzz.svg" alt="NZZ"></a></li>
    <li><a href="https://www.inside-it.ch/alpenwolke-eroeffnet-zweites-rechenzentrum-20250311" rel="noopener"><img src="/images/presse/inside-it.svg" alt="inside-it.ch"></a></li>
    <li><img src="/images/presse/handelszeitung.svg" alt="Handelszeitung"></li>
  </ul>
</section>`,
      ),
    },
    '/partner/': {
      headers,
      html: page(
        'Partnerprogramm – Alpenwolke',
        'Reseller-, Integrations- und Technologiepartner von Alpenwolke. Gemeinsam bringen wir KMU sicher in die Schweizer Cloud.',
        '/partner/',
        `<section class="page-hero">
  <h1>Partnerprogramm</h1>
  <p>Alpenwolke arbeitet mit IT-Dienstleistern, Systemintegratoren und Software-Herstellern in der ganzen Schweiz zusammen. Unsere Partner betreuen ihre Kunden – wir liefern die Infrastruktur.</p>
</section>
<section class="partner-tiers">
  <h2>Reseller- und Integrationspartner</h2>
  <p>Zertifizierte Partner verkaufen Alpenwolke-Leistungen weiter, migrieren Workloads und übernehmen den First-Level-Support für ihre Kunden.</p>
  <div class="tier tier-platin">
    <h3>Platin-Partner</h3>
    <div class="partner-card">
      <img src="/images/partner/bitwerk.png" alt="Bitwerk Informatik GmbH" loading="lazy">
      <h4>Bitwerk Informatik GmbH</h4>
      <p class="meta">Winterthur · Managed Services, Microsoft 365 &amp; Linux</p>
      <p>Bitwerk betreut über 300 KMU in der Ostschweiz und betreibt deren Server vollständig auf Alpenwolke.</p>
      <a href="https://www.bitwerk-informatik.ch/" rel="noopener" target="_blank">Website besuchen</a>
    </div>
    <div class="partner-card">
      <img src="/images/partner/lemanix.png" alt="Lemanix Sàrl" loading="lazy">
      <h4>Lemanix Sàrl</h4>
      <p class="meta">Lausanne · Intégration cloud, DevOps</p>
      <p>Unser Platin-Partner in der Romandie für Kubernetes-Migrationen und DevOps-Beratung.</p>
      <a href="https://lemanix.ch/fr/" rel="noopener" target="_blank">Website besuchen</a>
    </div>
  </div>
  <div class="tier tier-gold">
    <h3>Gold-Partner</h3>
    <div class="partner-card">
      <h4>Talwind IT AG</h4>
      <p class="meta">Chur · Hosting &amp; Webentwicklung</p>
      <a href="https://talwind-it.ch" rel="noopener" target="_blank">talwind-it.ch</a>
    </div>
    <div class="partner-card">
      <h4>Nordpol Digital GmbH</h4>
      <p class="meta">Konstanz (DE) · Agentur für E-Commerce</p>
      <a href="https://www.nordpol-digital.de/" rel="noopener" target="_blank">nordpol-digital.de</a>
    </div>
  </div>
  <p class="more">Alle zertifizierten Partner nach Kanton finden Sie im <a href="/partner/verzeichnis/">Partnerverzeichnis</a>.</p>
</section>
<section class="tech-partner">
  <h2>Technologiepartner</h2>
  <p>Mit diesen Herstellern integrieren wir Software direkt in die Alpenwolke-Konsole – als 1-Klick-App oder vorinstalliertes Image.</p>
  <ul class="logo-grid">
    <li><a href="https://www.plesk.com/" rel="noopener" target="_blank"><img src="/images/tech/plesk.svg" alt="Plesk"></a></li>
    <li><a href="https://www.acronis.com/de-ch/" rel="noopener" target="_blank"><img src="/images/tech/acronis.svg" alt="Acronis Cyber Protect"></a></li>
    <li><a href="https://canonical.com/" rel="noopener" target="_blank"><img src="/images/tech/canonical.svg" alt="Canonical Ubuntu"></a></li>
    <li><a href="https://nimbusdns.io/" rel="noopener" target="_blank"><img src="/images/tech/nimbusdns.svg" alt="NimbusDNS"></a></li>
  </ul>
</section>
<section class="infra">
  <h2>Infrastruktur</h2>
  <p>Unsere Server stehen in den Rechenzentren unseres langjährigen Partners <a href="https://www.kaltbach-dc.ch/standorte/" rel="noopener">Kaltbach Datacenter AG</a> in Zürich-West und Bern. Beide Standorte sind nach ISO 27001 und EN 50600 zertifiziert.</p>
</section>
<section class="become-partner" id="partner-werden">
  <h2>Partner werden</h2>
  <ul class="benefits">
    <li>Bis 25&nbsp;% Marge auf wiederkehrende Umsätze</li>
    <li>White-Label-Konsole mit eigenem Logo</li>
    <li>Dedizierter Partner-Manager und NFR-Guthaben</li>
  </ul>
  <form action="/partner/anfrage/" method="post" class="form">
    <label>Firma <input name="firma" required></label>
    <label>Ansprechperson <input name="name" required></label>
    <label>E-Mail <input type="email" name="email" required></label>
    <label>Partnerart
      <select name="art"><option>Reseller</option><option>Integrationspartner</option><option>Technologiepartner</option></select>
    </label>
    <button type="submit" class="btn btn-primary">Anfrage senden</button>
  </form>
</section>`,
      ),
    },
    '/partner/verzeichnis/': {
      headers,
      html: page(
        'Partnerverzeichnis – Alpenwolke',
        'Zertifizierte Alpenwolke Reseller-Partner nach Kanton.',
        '/partner/verzeichnis/',
        `<section>
  <h1>Partnerverzeichnis</h1>
  <p>Zertifizierte Reseller-Partner, die Alpenwolke-Produkte anbieten und ihre Kunden vor Ort betreuen.</p>
  <table class="partner-table">
    <thead><tr><th>Partner</th><th>Kanton</th><th>Spezialisierung</th><th>Stufe</th></tr></thead>
    <tbody>
      <tr><td><a href="https://www.bitwerk-informatik.ch/">Bitwerk Informatik GmbH</a></td><td>ZH</td><td>Managed Services</td><td>Platin</td></tr>
      <tr><td><a href="https://lemanix.ch/">Lemanix Sàrl</a></td><td>VD</td><td>Kubernetes, DevOps</td><td>Platin</td></tr>
      <tr><td><a href="https://talwind-it.ch">Talwind IT AG</a></td><td>GR</td><td>Webhosting</td><td>Gold</td></tr>
      <tr><td><a href="https://www.rheinblick-systems.ch/kontakt">Rheinblick Systems GmbH</a></td><td>BS</td><td>Backup &amp; Disaster Recovery</td><td>Silber</td></tr>
      <tr><td><a href="https://ticinocloud.ch/">Ticino Cloud Servizi SA</a></td><td>TI</td><td>Server-Migration</td><td>Silber</td></tr>
      <tr><td>Informatik Huber &amp; Co.</td><td>LU</td><td>KMU-IT</td><td>Silber</td></tr>
    </tbody>
  </table>
</section>`,
      ),
    },
    '/ueber-uns/': {
      headers,
      html: page(
        'Über uns – Alpenwolke',
        'Alpenwolke wurde 2014 in Zürich gegründet und ist zu 100 % in Schweizer Besitz.',
        '/ueber-uns/',
        `<section class="page-hero">
  <h1>Über Alpenwolke</h1>
  <p>2014 von drei ETH-Absolventen gegründet, heute 48 Mitarbeitende in Zürich und Bern. Alpenwolke ist unabhängig und zu 100&nbsp;% in Schweizer Besitz.</p>
</section>
<section class="timeline">
  <h2>Meilensteine</h2>
  <ol>
    <li><strong>2014</strong> Gründung in Zürich</li>
    <li><strong>2019</strong> Managed Kubernetes lanciert</li>
    <li><strong>2023</strong> Zweites Rechenzentrum in Bern</li>
    <li><strong>2025</strong> <a href="https://www.bestofswissweb.ch/gewinner-2025">Best of Swiss Web</a> – Silber in der Kategorie Technology</li>
  </ol>
</section>
<section class="memberships">
  <h2>Mitgliedschaften &amp; Engagement</h2>
  <p>Wir sind Mitglied bei <a href="https://www.swissict.ch/" rel="noopener">swissICT</a> und <a href="https://digitalswitzerland.com/" rel="noopener">digitalswitzerland</a> und unterstützen die Open-Source-Community als Sponsor der <a href="https://www.ch-open.ch/" rel="noopener">/ch/open</a> Workshop-Tage.</p>
</section>
<section class="team">
  <h2>Geschäftsleitung</h2>
  <ul>
    <li>Lea Brunner – CEO</li>
    <li>Marco Zünd – CTO</li>
    <li>Sandrine Favre – Leiterin Partner &amp; Vertrieb</li>
  </ul>
</section>`,
      ),
    },
    '/referenzen/': {
      headers,
      html: page(
        'Referenzen – Alpenwolke',
        'Wie Schweizer Unternehmen mit Alpenwolke arbeiten.',
        '/referenzen/',
        `<section>
  <h1>Referenzen</h1>
  <article class="case">
    <h2>Seetal Bank: Kernbankensystem-Umfeld in der Schweizer Cloud</h2>
    <blockquote>«Die Datenhaltung in der Schweiz war für uns nicht verhandelbar.» – Reto Wyss, Leiter IT, <a href="https://www.seetalbank.ch">Seetal Bank</a></blockquote>
  </article>
  <article class="case">
    <h2>Velohaus Bern: Onlineshop skaliert zur Weihnachtszeit</h2>
    <p>Der Shop von <a href="https://www.velohaus-bern.ch">Velohaus Bern</a> läuft auf drei Cloud Servern mit Load Balancer.</p>
  </article>
</section>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /partner/anfrage/\n\nSitemap: https://alpenwolke.ch/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/partner/', '/partner/verzeichnis/', '/ueber-uns/', '/referenzen/', '/preise/', '/impressum/'],
  technologies: ['hugo', 'nginx', 'hsts', 'matomo-analytics', 'open-graph'],
  partners: {
    'bitwerk-informatik.ch': 'channel',
    'lemanix.ch': 'channel',
    'talwind-it.ch': 'channel',
    'nordpol-digital.de': 'channel',
    'rheinblick-systems.ch': 'channel',
    'ticinocloud.ch': 'channel',
    'plesk.com': 'technology',
    'acronis.com': 'technology',
    'canonical.com': 'technology',
    'nimbusdns.io': 'technology',
    'kaltbach-dc.ch': 'generic',
  },
};
