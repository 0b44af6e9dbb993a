import type { CorpusSite } from '../corpus/types.js';

/* Wektor Labs — polski software house i konsultacje IT (Kraków); Astro 4 na Netlify, Plausible, CookieYes. */

const origin = 'https://wektorlabs.pl';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Netlify',
  'x-nf-request-id': '01JHK7Q2ZB4N8M3W6X9C1V5T0R',
  age: '0',
  'cache-control': 'public,max-age=0,must-revalidate',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
};

const scope = 'astro-KQ3ZP7DX';

const header = `
<header class="site-header ${scope}">
  <div class="container ${scope}">
    <a href="/" class="logo ${scope}" aria-label="Wektor Labs — strona główna"><img src="/_astro/wektor-logo.D3kP9sQa.svg" alt="Wektor Labs" width="148" height="34" class="${scope}" fetchpriority="high"></a>
    <nav class="main-nav ${scope}" aria-label="Menu główne">
      <ul class="${scope}">
        <li class="has-sub ${scope}"><a href="/uslugi" class="${scope}">Usługi</a>
          <div class="mega ${scope}">
            <div class="mega-col ${scope}"><p class="mega-title ${scope}">Budujemy</p>
              <a href="/uslugi#aplikacje-webowe" class="${scope}">Aplikacje webowe</a><a href="/uslugi#aplikacje-mobilne" class="${scope}">Aplikacje mobilne</a><a href="/uslugi#platformy-danych" class="${scope}">Platformy danych</a></div>
            <div class="mega-col ${scope}"><p class="mega-title ${scope}">Doradzamy</p>
              <a href="/uslugi#architektura" class="${scope}">Architektura i audyty</a><a href="/uslugi#chmura" class="${scope}">Migracja do chmury</a><a href="/uslugi#devops" class="${scope}">DevOps i platform engineering</a></div>
            <div class="mega-col ${scope}"><p class="mega-title ${scope}">Wspieramy</p>
              <a href="/uslugi#utrzymanie" class="${scope}">Utrzymanie 24/7</a><a href="/uslugi#zespoly" class="${scope}">Zespoły dedykowane</a></div>
          </div></li>
        <li class="${scope}"><a href="/realizacje" class="${scope}">Realizacje</a></li>
        <li class="${scope}"><a href="/partnerzy" class="${scope}">Partnerzy</a></li>
        <li class="${scope}"><a href="/o-nas" class="${scope}">O nas</a></li>
        <li class="${scope}"><a href="/kariera" class="${scope}">Kariera</a></li>
      </ul>
    </nav>
    <div class="header-actions ${scope}"><a href="https://wektorlabs.com/" hreflang="en" class="lang ${scope}">EN</a><a href="/kontakt" class="btn btn-primary ${scope}">Porozmawiajmy</a></div>
  </div>
</header>`;

const footer = `
<footer class="site-footer astro-SZ7XMLTE">
  <div class="container footer-grid astro-SZ7XMLTE">
    <div class="astro-SZ7XMLTE"><img src="/_astro/wektor-logo-white.C8mQ1vZt.svg" alt="Wektor Labs" width="130" height="30" loading="lazy" class="astro-SZ7XMLTE">
      <p class="astro-SZ7XMLTE">Wektor Labs sp. z o.o.<br>ul. Lubicz 23A, 31-503 Kraków<br>NIP 6762587194 &middot; KRS 0000781245</p>
      <p class="astro-SZ7XMLTE"><a href="mailto:hello@wektorlabs.pl" class="astro-SZ7XMLTE">hello@wektorlabs.pl</a><br><a href="tel:+48125550190" class="astro-SZ7XMLTE">+48 12 555 01 90</a></p></div>
    <div class="astro-SZ7XMLTE"><p class="footer-title astro-SZ7XMLTE">Firma</p><ul class="astro-SZ7XMLTE"><li><a href="/o-nas" class="astro-SZ7XMLTE">O nas</a></li><li><a href="/partnerzy" class="astro-SZ7XMLTE">Partnerzy</a></li><li><a href="/realizacje" class="astro-SZ7XMLTE">Realizacje</a></li><li><a href="/kariera" class="astro-SZ7XMLTE">Kariera</a></li><li><a href="/kontakt" class="astro-SZ7XMLTE">Kontakt</a></li></ul></div>
    <div class="astro-SZ7XMLTE"><p class="footer-title astro-SZ7XMLTE">Biura</p><ul class="astro-SZ7XMLTE"><li>Kraków</li><li>Wrocław</li><li>Berlin &mdash; <a href="https://wektorlabs.de/" class="astro-SZ7XMLTE">wektorlabs.de</a></li></ul></div>
    <div class="astro-SZ7XMLTE"><p class="footer-title astro-SZ7XMLTE">Social</p><ul class="astro-SZ7XMLTE"><li><a href="https://www.linkedin.com/company/wektor-labs" rel="noopener" class="astro-SZ7XMLTE">LinkedIn</a></li><li><a href="https://github.com/wektorlabs" rel="noopener" class="astro-SZ7XMLTE">GitHub</a></li><li><a href="https://www.youtube.com/@wektorlabs" rel="noopener" class="astro-SZ7XMLTE">YouTube</a></li></ul></div>
  </div>
  <div class="container eu-bar astro-SZ7XMLTE">
    <a href="https://www.funduszeeuropejskie.gov.pl/" rel="noopener" class="astro-SZ7XMLTE"><img src="/_astro/fe-rp-ue-efrr.Bq2mN7xL.png" alt="Fundusze Europejskie dla Nowoczesnej Gospodarki, Rzeczpospolita Polska, Dofinansowane przez Unię Europejską" width="520" height="56" loading="lazy" class="astro-SZ7XMLTE"></a>
    <p class="small astro-SZ7XMLTE">Projekt &bdquo;Platforma predykcji awarii w przemyśle oparta o uczenie maszynowe&rdquo; współfinansowany ze środków Unii Europejskiej w ramach programu FENG, nadzorowany przez <a href="https://www.parp.gov.pl/" rel="noopener" class="astro-SZ7XMLTE">PARP</a>.</p>
  </div>
  <div class="container legal astro-SZ7XMLTE"><p class="astro-SZ7XMLTE">&copy; 2025 Wektor Labs. <a href="/polityka-prywatnosci" class="astro-SZ7XMLTE">Polityka prywatności</a> &middot; <a href="/polityka-cookies" class="astro-SZ7XMLTE">Cookies</a></p></div>
</footer>`;

function page(path: string, title: string, desc: string, main: string, pageCss: string, extraHead = ''): string {
  return `<!DOCTYPE html><html lang="pl" class="${scope}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="Astro v4.16.18"><title>${title}</title><meta name="description" content="${desc}"><link rel="canonical" href="${origin}${path}"><link rel="alternate" hreflang="pl" href="${origin}${path}"><link rel="alternate" hreflang="en" href="https://wektorlabs.com${path === '/' ? '/' : '/en' + path}"><meta property="og:type" content="website"><meta property="og:title" content="${title}"><meta property="og:description" content="${desc}"><meta property="og:url" content="${origin}${path}"><meta property="og:image" content="${origin}/og/wektor-og.png"><meta property="og:locale" content="pl_PL"><meta name="twitter:card" content="summary_large_image"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="preload" href="/fonts/inter-var-latin-ext.woff2" as="font" type="font/woff2" crossorigin><script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/8f2d4c1a9b7e3f05d6a2c8e1/script.js"></script><script defer data-domain="wektorlabs.pl" src="https://plausible.io/js/plausible.js"></script><script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Wektor Labs sp. z o.o.","url":"${origin}/","logo":"${origin}/_astro/wektor-logo.D3kP9sQa.svg","address":{"@type":"PostalAddress","streetAddress":"ul. Lubicz 23A","postalCode":"31-503","addressLocality":"Kraków","addressCountry":"PL"},"sameAs":["https://www.linkedin.com/company/wektor-labs","https://github.com/wektorlabs","https://wektorlabs.com/"]}</script>${extraHead}<link rel="stylesheet" href="/_astro/_slug_.Bf3kQ9xW.css"><link rel="stylesheet" href="/_astro/${pageCss}"><style>.cky-consent-container{font-family:Inter,system-ui,sans-serif}.cky-btn-accept{background:#3b2bd9!important;border-color:#3b2bd9!important}</style></head><body class="${scope}">
<a href="#tresc" class="skip ${scope}">Przejdź do treści</a>
${header}
<main id="tresc" class="${scope}">
${main}
</main>
${footer}
<script type="module" src="/_astro/hoisted.CkL2pQ7v.js"></script>
</body></html>`;
}

const clientLogos = `
<section class="clients astro-J2MQW8RF"><div class="container astro-J2MQW8RF"><h2 class="section-eyebrow astro-J2MQW8RF">Zaufali nam</h2>
  <ul class="logo-row astro-J2MQW8RF">
    <li class="astro-J2MQW8RF"><img src="/_astro/client-lotnisko-krakow.B2xQ8mZa.svg" alt="Kraków Airport" width="120" height="40" loading="lazy" class="astro-J2MQW8RF"></li>
    <li class="astro-J2MQW8RF"><img src="/_astro/client-grupa-azoty.Dk9Pq1Rw.svg" alt="Grupa Azoty" width="120" height="40" loading="lazy" class="astro-J2MQW8RF"></li>
    <li class="astro-J2MQW8RF"><img src="/_astro/client-docplanner.Qz3Lm8Vt.svg" alt="Docplanner" width="120" height="40" loading="lazy" class="astro-J2MQW8RF"></li>
    <li class="astro-J2MQW8RF"><img src="/_astro/client-eobuwie.Mn5Kx2Yc.svg" alt="eobuwie.pl" width="120" height="40" loading="lazy" class="astro-J2MQW8RF"></li>
    <li class="astro-J2MQW8RF"><img src="/_astro/client-nordlicht.Vb7Wq4Ne.svg" alt="Nordlicht Energie GmbH" width="120" height="40" loading="lazy" class="astro-J2MQW8RF"></li>
  </ul></div></section>`;

const home = page(
  '/',
  'Wektor Labs — software house i doradztwo technologiczne | Kraków',
  'Projektujemy i budujemy aplikacje webowe, mobilne i platformy danych. Doradzamy w architekturze, chmurze i DevOps. 140 inżynierów w Krakowie, Wrocławiu i Berlinie.',
  `
<section class="hero astro-J2MQW8RF"><div class="container hero-grid astro-J2MQW8RF">
  <div class="astro-J2MQW8RF"><p class="eyebrow astro-J2MQW8RF">Software house &middot; Kraków &middot; od 2014</p>
    <h1 class="astro-J2MQW8RF">Oprogramowanie, które dowozi wynik biznesowy.</h1>
    <p class="lead astro-J2MQW8RF">Budujemy produkty cyfrowe i platformy danych dla firm z Polski, DACH i Skandynawii. Od warsztatu discovery po utrzymanie 24/7 &mdash; jeden zespół, jedna odpowiedzialność.</p>
    <p class="astro-J2MQW8RF"><a href="/kontakt" class="btn btn-primary astro-J2MQW8RF">Umów konsultację</a> <a href="/realizacje" class="btn btn-ghost astro-J2MQW8RF">Zobacz realizacje</a></p></div>
  <img src="/_astro/hero-team.Wq8Lm2Za_Z1xY9Qp.webp" alt="Zespół Wektor Labs podczas warsztatu" width="620" height="460" class="astro-J2MQW8RF" fetchpriority="high">
</div></section>
${clientLogos}
<section class="numbers astro-J2MQW8RF"><div class="container astro-J2MQW8RF"><ul class="astro-J2MQW8RF">
  <li class="astro-J2MQW8RF"><strong>140+</strong> inżynierów i konsultantów</li><li class="astro-J2MQW8RF"><strong>310</strong> dostarczonych projektów</li><li class="astro-J2MQW8RF"><strong>4,9/5</strong> średnia ocena klientów</li><li class="astro-J2MQW8RF"><strong>11 lat</strong> na rynku</li></ul></div></section>
<section class="services-teaser astro-J2MQW8RF"><div class="container astro-J2MQW8RF"><h2 class="astro-J2MQW8RF">Co robimy</h2>
  <div class="cards astro-J2MQW8RF">
    <a href="/uslugi#aplikacje-webowe" class="card astro-J2MQW8RF"><h3 class="astro-J2MQW8RF">Aplikacje webowe</h3><p class="astro-J2MQW8RF">React, Next.js, .NET i Java. Od MVP po systemy obsługujące miliony użytkowników.</p></a>
    <a href="/uslugi#platformy-danych" class="card astro-J2MQW8RF"><h3 class="astro-J2MQW8RF">Platformy danych</h3><p class="astro-J2MQW8RF">Hurtownie danych, lakehouse i MLOps na Snowflake i Databricks.</p></a>
    <a href="/uslugi#chmura" class="card astro-J2MQW8RF"><h3 class="astro-J2MQW8RF">Migracja do chmury</h3><p class="astro-J2MQW8RF">AWS, Azure i Google Cloud &mdash; z FinOps od pierwszego dnia.</p></a>
  </div></div></section>
<section class="trust astro-J2MQW8RF"><div class="container astro-J2MQW8RF">
  <h2 class="section-eyebrow astro-J2MQW8RF">Nagrody i wyróżnienia</h2>
  <div class="trust-row astro-J2MQW8RF">
    <a href="https://clutch.co/profile/wektor-labs" rel="noopener" class="astro-J2MQW8RF"><img src="/_astro/clutch-top-software-developers-poland-2024.Cq2P.png" alt="Clutch Top Software Developers Poland 2024" width="96" height="104" loading="lazy" class="astro-J2MQW8RF"></a>
    <a href="https://www.forbes.pl/diamenty/2024/malopolskie" rel="noopener" class="astro-J2MQW8RF"><img src="/_astro/diamenty-forbesa-2024.Ht7m.png" alt="Diamenty Forbesa 2024" width="96" height="104" loading="lazy" class="astro-J2MQW8RF"></a>
    <img src="/_astro/deloitte-fast50-ce-2023.Lp3q.png" alt="Deloitte Technology Fast 50 Central Europe 2023" width="96" height="104" loading="lazy" class="astro-J2MQW8RF">
  </div>
  <p class="astro-J2MQW8RF">Jesteśmy partnerem AWS, Microsoft, Google Cloud i Atlassian &mdash; <a href="/partnerzy" class="astro-J2MQW8RF">poznaj naszych partnerów</a>.</p>
</div></section>`,
  'index.Dq7Wm2Lp.css',
);

const uslugi = page(
  '/uslugi',
  'Usługi — Wektor Labs',
  'Aplikacje webowe i mobilne, platformy danych, architektura, migracje do chmury, DevOps, utrzymanie i zespoły dedykowane.',
  `
<section class="page-hero astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h1 class="astro-R8NQ2ZVT">Usługi</h1><p class="lead astro-R8NQ2ZVT">Od pomysłu do produkcji i dalej.</p></div></section>
<section id="aplikacje-webowe" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Aplikacje webowe</h2><p class="astro-R8NQ2ZVT">Portale klienta, systemy B2B, platformy e-commerce i SaaS. Stack: TypeScript, React, Next.js, Node.js, .NET 8, Java 21, PostgreSQL. Każdy projekt zaczynamy od dwutygodniowego discovery z prototypem klikalnym.</p></div></section>
<section id="aplikacje-mobilne" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Aplikacje mobilne</h2><p class="astro-R8NQ2ZVT">Natywne (Swift, Kotlin) i wieloplatformowe (React Native, Flutter). Publikacja w App Store i Google Play, analityka i testy A/B.</p></div></section>
<section id="platformy-danych" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Platformy danych</h2><p class="astro-R8NQ2ZVT">Projektujemy hurtownie i lakehouse na Snowflake i Databricks, pipeline&rsquo;y w dbt i Airflow oraz modele ML w produkcji. Certyfikowani inżynierowie danych: 26.</p></div></section>
<section id="architektura" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Architektura i audyty</h2><p class="astro-R8NQ2ZVT">Audyt kodu, bezpieczeństwa i architektury w 10 dni roboczych. Raport z priorytetyzowaną listą działań i szacunkiem kosztów.</p>
<table class="astro-R8NQ2ZVT"><thead><tr><th>Pakiet</th><th>Czas</th><th>Cena od (netto)</th></tr></thead><tbody><tr><td>Audyt kodu</td><td>5 dni</td><td>18 000 zł</td></tr><tr><td>Audyt architektury</td><td>10 dni</td><td>34 000 zł</td></tr><tr><td>Audyt bezpieczeństwa (OWASP ASVS)</td><td>10 dni</td><td>39 000 zł</td></tr></tbody></table></div></section>
<section id="chmura" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Migracja do chmury</h2><p class="astro-R8NQ2ZVT">Strategia 7R, landing zone, migracja baz danych i aplikacji, optymalizacja kosztów. Realizujemy projekty w programach migracyjnych naszych partnerów chmurowych.</p></div></section>
<section id="devops" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">DevOps i platform engineering</h2><p class="astro-R8NQ2ZVT">Kubernetes, Terraform, GitOps, obserwowalność. Wewnętrzne platformy deweloperskie na Backstage.</p></div></section>
<section id="utrzymanie" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Utrzymanie 24/7</h2><p class="astro-R8NQ2ZVT">SLA do 99,95%, dyżury on-call, raporty miesięczne i przeglądy kwartalne.</p></div></section>
<section id="zespoly" class="service astro-R8NQ2ZVT"><div class="container astro-R8NQ2ZVT"><h2 class="astro-R8NQ2ZVT">Zespoły dedykowane</h2><p class="astro-R8NQ2ZVT">Zespół startuje w 3 tygodnie. Pracujemy w modelu time &amp; materials lub fixed price z kamieniami milowymi.</p></div></section>`,
  'uslugi.Gk2Pq8Xz.css',
);

const realizacje = page(
  '/realizacje',
  'Realizacje — Wektor Labs',
  'Case studies: platformy danych, aplikacje dla przemysłu, e-commerce i ochrony zdrowia.',
  `
<section class="page-hero astro-P4VXK1QM"><div class="container astro-P4VXK1QM"><h1 class="astro-P4VXK1QM">Realizacje</h1><p class="lead astro-P4VXK1QM">Wybrane projekty opisane za zgodą klientów.</p></div></section>
<section class="cases astro-P4VXK1QM"><div class="container astro-P4VXK1QM">
  <article class="case astro-P4VXK1QM"><img src="/_astro/case-airport.Kq2Zx9Lm.webp" alt="Terminal lotniska" width="400" height="260" loading="lazy" class="astro-P4VXK1QM"><div class="astro-P4VXK1QM"><p class="case-client astro-P4VXK1QM">Kraków Airport</p><h2 class="astro-P4VXK1QM">Predykcja kolejek na kontroli bezpieczeństwa</h2><p class="astro-P4VXK1QM">Model ML na danych z bramek i rozkładu lotów skrócił średni czas oczekiwania o 23%.</p></div></article>
  <article class="case astro-P4VXK1QM"><img src="/_astro/case-azoty.Rm8Pq2Vw.webp" alt="Zakład chemiczny" width="400" height="260" loading="lazy" class="astro-P4VXK1QM"><div class="astro-P4VXK1QM"><p class="case-client astro-P4VXK1QM">Grupa Azoty</p><h2 class="astro-P4VXK1QM">Platforma predykcji awarii instalacji</h2><p class="astro-P4VXK1QM">Projekt badawczo-rozwojowy współfinansowany z Funduszy Europejskich.</p></div></article>
  <article class="case astro-P4VXK1QM"><img src="/_astro/case-docplanner.Yx3Lm7Qa.webp" alt="Aplikacja medyczna" width="400" height="260" loading="lazy" class="astro-P4VXK1QM"><div class="astro-P4VXK1QM"><p class="case-client astro-P4VXK1QM">Docplanner</p><h2 class="astro-P4VXK1QM">Migracja 40 mikroserwisów na Kubernetes</h2><p class="astro-P4VXK1QM">Zero przestojów, koszty infrastruktury niższe o 31%.</p>
    <blockquote class="astro-P4VXK1QM">&bdquo;Wektor Labs dowiózł migrację szybciej, niż zakładaliśmy.&rdquo; &mdash; VP Engineering</blockquote></div></article>
  <article class="case astro-P4VXK1QM"><img src="/_astro/case-nordlicht.Pz5Kx1Wc.webp" alt="Farma wiatrowa" width="400" height="260" loading="lazy" class="astro-P4VXK1QM"><div class="astro-P4VXK1QM"><p class="case-client astro-P4VXK1QM">Nordlicht Energie GmbH (<a href="https://www.nordlicht-energie.de/" rel="noopener" class="astro-P4VXK1QM">nordlicht-energie.de</a>)</p><h2 class="astro-P4VXK1QM">Lakehouse dla danych z 900 turbin</h2><p class="astro-P4VXK1QM">Databricks i Delta Lake, raporty dla operatorów w 5 minut zamiast 6 godzin.</p></div></article>
</div></section>`,
  'realizacje.Nw4Qz8Lp.css',
);

type P = { name: string; url: string; tier: string; text: string };
const tech: P[] = [
  {
    name: 'Amazon Web Services',
    url: 'https://aws.amazon.com/partners/',
    tier: 'AWS Advanced Tier Services Partner',
    text: 'Migracje, kontenery i analityka danych. 34 certyfikaty AWS w zespole.',
  },
  {
    name: 'Microsoft',
    url: 'https://partner.microsoft.com/pl-pl',
    tier: 'Solutions Partner for Data & AI (Azure)',
    text: 'Azure, .NET i Power Platform dla klientów korporacyjnych.',
  },
  { name: 'Google Cloud', url: 'https://cloud.google.com/partners', tier: 'Google Cloud Partner', text: 'BigQuery, GKE i Vertex AI.' },
  {
    name: 'Atlassian',
    url: 'https://www.atlassian.com/partners',
    tier: 'Atlassian Gold Solution Partner',
    text: 'Wdrożenia i migracje Jira, Confluence i Jira Service Management do chmury.',
  },
  {
    name: 'Snowflake',
    url: 'https://www.snowflake.com/en/why-snowflake/partners/',
    tier: 'Snowflake Select Services Partner',
    text: 'Hurtownie danych i data sharing.',
  },
  {
    name: 'Databricks',
    url: 'https://www.databricks.com/company/partners',
    tier: 'Databricks Consulting Partner',
    text: 'Lakehouse, Unity Catalog i MLOps.',
  },
  {
    name: 'HashiCorp',
    url: 'https://www.hashicorp.com/partners',
    tier: 'HashiCorp Select Partner',
    text: 'Terraform i Vault w projektach platform engineering.',
  },
];
const channel: P[] = [
  {
    name: 'Integra Systemy',
    url: 'https://integrasystemy.pl/',
    tier: 'Partner handlowy',
    text: 'Integrator z Poznania; odsprzedaje nasze usługi utrzymania 24/7 klientom z sektora publicznego.',
  },
  {
    name: 'NordBridge Consulting GmbH',
    url: 'https://www.nordbridge-consulting.de/',
    tier: 'Partner handlowy DACH',
    text: 'Reprezentuje Wektor Labs na rynku niemieckim i austriackim.',
  },
  {
    name: 'Fjord Digital AS',
    url: 'https://fjorddigital.no/',
    tier: 'Partner wdrożeniowy',
    text: 'Norweska agencja cyfrowa, z którą realizujemy projekty dla klientów w Skandynawii.',
  },
];
const academic: P[] = [
  {
    name: 'AGH w Krakowie',
    url: 'https://www.agh.edu.pl/',
    tier: 'Partner akademicki',
    text: 'Wspólne prace badawcze nad predykcją awarii i program praktyk dla studentów informatyki.',
  },
  {
    name: 'Politechnika Wrocławska',
    url: 'https://pwr.edu.pl/',
    tier: 'Partner akademicki',
    text: 'Patronat nad kierunkiem Inżynieria danych i coroczny hackathon.',
  },
];

const partnerCard = (p: P): string =>
  `<article class="partner-card astro-M3XQ7ZKA"><h3 class="astro-M3XQ7ZKA"><a href="${p.url}" rel="noopener" class="astro-M3XQ7ZKA">${p.name}</a></h3><p class="tier astro-M3XQ7ZKA">${p.tier}</p><p class="astro-M3XQ7ZKA">${p.text}</p></article>`;

const islandProps = JSON.stringify({
  tabs: [
    1,
    [
      [0, { id: [0, 'technologiczni'], label: [0, 'Partnerzy technologiczni'], count: [0, tech.length] }],
      [0, { id: [0, 'handlowi'], label: [0, 'Partnerzy handlowi'], count: [0, channel.length] }],
      [0, { id: [0, 'akademiccy'], label: [0, 'Partnerzy akademiccy'], count: [0, academic.length] }],
    ],
  ],
  initial: [0, 'technologiczni'],
});

const partnerzy = page(
  '/partnerzy',
  'Partnerzy — Wektor Labs',
  'Partnerzy technologiczni (AWS, Microsoft, Google Cloud, Atlassian, Snowflake, Databricks, HashiCorp), handlowi i akademiccy Wektor Labs.',
  `
<section class="page-hero astro-M3XQ7ZKA"><div class="container astro-M3XQ7ZKA"><h1 class="astro-M3XQ7ZKA">Partnerzy</h1><p class="lead astro-M3XQ7ZKA">Statusy partnerskie dają naszym klientom dostęp do programów finansowania migracji, wsparcia producentów i wcześniejszych wersji produktów. Partnerzy handlowi i wdrożeniowi pozwalają nam działać na rynkach DACH i nordyckim.</p></div></section>
<section class="partners astro-M3XQ7ZKA"><div class="container astro-M3XQ7ZKA">
<astro-island uid="Z1q8WmK" prefix="r3" component-url="/_astro/PartnerTabs.Xk2Qm9Lp.js" component-export="default" renderer-url="/_astro/client.Bq8Wm2Zx.js" props="${islandProps.replace(/"/g, '&quot;')}" ssr client="visible" opts="{&quot;name&quot;:&quot;PartnerTabs&quot;,&quot;value&quot;:true}" await-children>
  <div class="tabs astro-M3XQ7ZKA" role="tablist" aria-label="Rodzaje partnerów">
    <button role="tab" aria-selected="true" aria-controls="tab-technologiczni" id="btn-technologiczni" class="astro-M3XQ7ZKA">Partnerzy technologiczni</button>
    <button role="tab" aria-selected="false" aria-controls="tab-handlowi" id="btn-handlowi" tabindex="-1" class="astro-M3XQ7ZKA">Partnerzy handlowi</button>
    <button role="tab" aria-selected="false" aria-controls="tab-akademiccy" id="btn-akademiccy" tabindex="-1" class="astro-M3XQ7ZKA">Partnerzy akademiccy</button>
  </div>
  <div role="tabpanel" id="tab-technologiczni" aria-labelledby="btn-technologiczni" class="panel astro-M3XQ7ZKA"><div class="grid astro-M3XQ7ZKA">
    ${tech.map(partnerCard).join('\n    ')}
  </div></div>
  <div role="tabpanel" id="tab-handlowi" aria-labelledby="btn-handlowi" class="panel astro-M3XQ7ZKA" hidden><div class="grid astro-M3XQ7ZKA">
    ${channel.map(partnerCard).join('\n    ')}
  </div></div>
  <div role="tabpanel" id="tab-akademiccy" aria-labelledby="btn-akademiccy" class="panel astro-M3XQ7ZKA" hidden><div class="grid astro-M3XQ7ZKA">
    ${academic.map(partnerCard).join('\n    ')}
  </div></div>
</astro-island>
</div></section>
<section class="memberships astro-M3XQ7ZKA"><div class="container astro-M3XQ7ZKA">
  <h2 class="astro-M3XQ7ZKA">Członkostwa i certyfikaty</h2>
  <p class="astro-M3XQ7ZKA">Jesteśmy członkiem <a href="https://cyfrowapolska.org/" rel="noopener" class="astro-M3XQ7ZKA">Związku Cyfrowa Polska</a> i <a href="https://piit.org.pl/" rel="noopener" class="astro-M3XQ7ZKA">Polskiej Izby Informatyki i Telekomunikacji</a>. Posiadamy certyfikaty ISO/IEC 27001:2022 i ISO 9001:2015 wydane przez TÜV NORD Polska.</p>
</div></section>
<section class="cta astro-M3XQ7ZKA"><div class="container astro-M3XQ7ZKA"><h2 class="astro-M3XQ7ZKA">Chcesz zostać partnerem?</h2><p class="astro-M3XQ7ZKA">Napisz do nas: <a href="mailto:partnerzy@wektorlabs.pl" class="astro-M3XQ7ZKA">partnerzy@wektorlabs.pl</a></p></div></section>`,
  'partnerzy.Tz4Lq1Wm.css',
  '<link rel="modulepreload" href="/_astro/PartnerTabs.Xk2Qm9Lp.js">',
);

const oNas = page(
  '/o-nas',
  'O nas — Wektor Labs',
  'Wektor Labs założyli w 2014 roku absolwenci AGH. Dziś to 140 osób w Krakowie, Wrocławiu i Berlinie.',
  `
<section class="page-hero astro-F6WKQ2NP"><div class="container astro-F6WKQ2NP"><h1 class="astro-F6WKQ2NP">O nas</h1><p class="lead astro-F6WKQ2NP">Inżynierowie, którzy lubią rozmawiać o biznesie.</p></div></section>
<section class="story astro-F6WKQ2NP"><div class="container prose astro-F6WKQ2NP">
  <h2 class="astro-F6WKQ2NP">Historia</h2>
  <p class="astro-F6WKQ2NP">Wektor Labs założyli w 2014 roku Marta Zielińska i Tomasz Kowalczyk, absolwenci Wydziału Informatyki AGH. Pierwszym projektem był system rezerwacji dla krakowskiej sieci hosteli. Dziś zatrudniamy 140 osób, a 62% przychodów pochodzi z klientów zagranicznych.</p>
  <h2 class="astro-F6WKQ2NP">Zarząd</h2>
  <ul class="astro-F6WKQ2NP"><li class="astro-F6WKQ2NP"><strong>Marta Zielińska</strong> &mdash; CEO</li><li class="astro-F6WKQ2NP"><strong>Tomasz Kowalczyk</strong> &mdash; CTO</li><li class="astro-F6WKQ2NP"><strong>Agnieszka Wróbel</strong> &mdash; COO</li><li class="astro-F6WKQ2NP"><strong>Jan Nowicki</strong> &mdash; Head of Data</li></ul>
  <h2 class="astro-F6WKQ2NP">Społeczność</h2>
  <p class="astro-F6WKQ2NP">Organizujemy meetup Kraków Data Engineering i wspieramy fundację <a href="https://www.perspektywy.org.pl/" rel="noopener" class="astro-F6WKQ2NP">Perspektywy</a> w programie &bdquo;Dziewczyny do ścisłych&rdquo; jako partner programu mentoringowego.</p>
  <h2 class="astro-F6WKQ2NP">W mediach</h2>
  <ul class="astro-F6WKQ2NP"><li class="astro-F6WKQ2NP"><a href="https://www.computerworld.pl/news/wektor-labs-lakehouse" rel="noopener" class="astro-F6WKQ2NP">Computerworld</a>: Jak krakowski software house buduje lakehouse dla energetyki</li><li class="astro-F6WKQ2NP"><a href="https://businessinsider.com.pl/technologie/software-house-eksport-uslug" rel="noopener" class="astro-F6WKQ2NP">Business Insider Polska</a>: Polskie software house&rsquo;y podbijają DACH</li></ul>
</div></section>`,
  'o-nas.Jq7Wz3Lm.css',
);

const kariera = page(
  '/kariera',
  'Kariera — Wektor Labs',
  'Pracuj w Wektor Labs: oferty dla programistów, inżynierów danych i DevOps w Krakowie, Wrocławiu i zdalnie.',
  `
<section class="page-hero astro-C2LQW9XR"><div class="container astro-C2LQW9XR"><h1 class="astro-C2LQW9XR">Kariera</h1><p class="lead astro-C2LQW9XR">Widełki w każdym ogłoszeniu. Budżet szkoleniowy 6 000 zł rocznie. Praca hybrydowa lub zdalna.</p></div></section>
<section class="jobs astro-C2LQW9XR"><div class="container astro-C2LQW9XR">
  <h2 class="astro-C2LQW9XR">Aktualne oferty</h2>
  <table class="astro-C2LQW9XR"><thead><tr><th>Stanowisko</th><th>Lokalizacja</th><th>Widełki (B2B, netto/mies.)</th><th></th></tr></thead><tbody>
    <tr><td>Senior Data Engineer (Databricks)</td><td>Kraków / zdalnie</td><td>24 000 &ndash; 30 000 zł</td><td><a href="https://justjoin.it/job-offer/wektor-labs-senior-data-engineer-krakow-python" rel="noopener" class="astro-C2LQW9XR">Aplikuj</a></td></tr>
    <tr><td>Mid/Senior .NET Developer</td><td>Wrocław / hybrydowo</td><td>17 000 &ndash; 25 000 zł</td><td><a href="https://justjoin.it/job-offer/wektor-labs-net-developer-wroclaw-net" rel="noopener" class="astro-C2LQW9XR">Aplikuj</a></td></tr>
    <tr><td>DevOps Engineer (AWS)</td><td>Zdalnie</td><td>20 000 &ndash; 27 000 zł</td><td><a href="https://nofluffjobs.com/pl/job/devops-engineer-aws-wektor-labs-remote" rel="noopener" class="astro-C2LQW9XR">Aplikuj</a></td></tr>
    <tr><td>Frontend Developer (React)</td><td>Kraków / hybrydowo</td><td>14 000 &ndash; 21 000 zł</td><td><a href="https://nofluffjobs.com/pl/job/frontend-developer-react-wektor-labs-krakow" rel="noopener" class="astro-C2LQW9XR">Aplikuj</a></td></tr>
  </tbody></table>
  <h2 class="astro-C2LQW9XR">Benefity</h2>
  <ul class="astro-C2LQW9XR"><li>Prywatna opieka medyczna i karta sportowa</li><li>Płatne certyfikacje chmurowe</li><li>20 dni płatnej przerwy na kontrakcie B2B</li><li>Sprzęt do wyboru: MacBook Pro lub ThinkPad</li></ul>
  <p class="astro-C2LQW9XR">Nie widzisz oferty dla siebie? Wyślij CV na <a href="mailto:kariera@wektorlabs.pl" class="astro-C2LQW9XR">kariera@wektorlabs.pl</a>.</p>
</div></section>`,
  'kariera.Vm2Qx8Lz.css',
);

const kontakt = page(
  '/kontakt',
  'Kontakt — Wektor Labs',
  'Skontaktuj się z Wektor Labs. Biura w Krakowie, Wrocławiu i Berlinie.',
  `
<section class="page-hero astro-H5QZ2MWK"><div class="container astro-H5QZ2MWK"><h1 class="astro-H5QZ2MWK">Porozmawiajmy</h1><p class="lead astro-H5QZ2MWK">Odpowiadamy w ciągu jednego dnia roboczego.</p></div></section>
<section class="contact astro-H5QZ2MWK"><div class="container contact-grid astro-H5QZ2MWK">
  <form action="https://formspree.io/f/xqkrbnwd" method="POST" class="contact-form astro-H5QZ2MWK">
    <label for="imie" class="astro-H5QZ2MWK">Imię i nazwisko</label><input id="imie" name="imie" required class="astro-H5QZ2MWK">
    <label for="email" class="astro-H5QZ2MWK">E-mail służbowy</label><input id="email" name="email" type="email" required class="astro-H5QZ2MWK">
    <label for="firma" class="astro-H5QZ2MWK">Firma</label><input id="firma" name="firma" class="astro-H5QZ2MWK">
    <label for="budzet" class="astro-H5QZ2MWK">Budżet</label><select id="budzet" name="budzet" class="astro-H5QZ2MWK"><option>do 100 tys. zł</option><option>100&ndash;500 tys. zł</option><option>powyżej 500 tys. zł</option></select>
    <label for="wiadomosc" class="astro-H5QZ2MWK">W czym możemy pomóc?</label><textarea id="wiadomosc" name="wiadomosc" rows="5" class="astro-H5QZ2MWK"></textarea>
    <label class="checkbox astro-H5QZ2MWK"><input type="checkbox" name="zgoda" required class="astro-H5QZ2MWK"> Wyrażam zgodę na przetwarzanie danych osobowych zgodnie z <a href="/polityka-prywatnosci" class="astro-H5QZ2MWK">polityką prywatności</a>.</label>
    <button type="submit" class="btn btn-primary astro-H5QZ2MWK">Wyślij</button>
  </form>
  <div class="offices astro-H5QZ2MWK">
    <h2 class="astro-H5QZ2MWK">Kraków</h2><address class="astro-H5QZ2MWK">ul. Lubicz 23A, 31-503 Kraków</address>
    <h2 class="astro-H5QZ2MWK">Wrocław</h2><address class="astro-H5QZ2MWK">ul. Powstańców Śląskich 9, 53-332 Wrocław</address>
    <h2 class="astro-H5QZ2MWK">Berlin</h2><address class="astro-H5QZ2MWK">Wektor Labs GmbH, Friedrichstraße 68, 10117 Berlin</address>
    <p class="astro-H5QZ2MWK"><a href="tel:+48125550190" class="astro-H5QZ2MWK">+48 12 555 01 90</a><br><a href="mailto:hello@wektorlabs.pl" class="astro-H5QZ2MWK">hello@wektorlabs.pl</a></p>
    <iframe src="https://www.openstreetmap.org/export/embed.html?bbox=19.9460%2C50.0640%2C19.9560%2C50.0690&amp;layer=mapnik&amp;marker=50.0665%2C19.9510" width="400" height="260" title="Mapa biura w Krakowie" loading="lazy" class="astro-H5QZ2MWK"></iframe>
  </div>
</div></section>`,
  'kontakt.Rq3Wm8Lx.css',
);

export const site: CorpusSite = {
  domain: 'wektorlabs.pl',
  otherDomains: ['wektorlabs.com', 'wektorlabs.de'],
  covers:
    'Polish software house on Astro/Netlify: /partnerzy with three ARIA tabs (technology, channel, academic partner cards; two panels hidden) inside an astro-island whose props JSON repeats the tab metadata, plus a mentoring partner in About-page prose; negatives are client logos and a client link, Clutch/Forbes/Deloitte awards, Związek Cyfrowa Polska and PIIT memberships, EU-funds (FENG/PARP) footer banner, press, justjoin.it/No Fluff Jobs offers, Formspree form, OpenStreetMap, English and German sister domains.',
  pages: {
    '/': { headers, html: home },
    '/uslugi': { headers, html: uslugi },
    '/realizacje': { headers, html: realizacje },
    '/partnerzy': { headers, html: partnerzy },
    '/partnerstwa': { status: 301, redirect: '/partnerzy' },
    '/o-nas': { headers, html: oNas },
    '/kariera': { headers, html: kariera },
    '/kontakt': { headers, html: kontakt },
  },
  sitemap: ['/', '/uslugi', '/realizacje', '/partnerzy', '/o-nas', '/kariera', '/kontakt'],
  technologies: ['astro', 'cookieyes', 'hsts', 'netlify', 'open-graph', 'openstreetmap', 'plausible', 'priority-hints'],
  partners: {
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'atlassian.com': 'technology',
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'hashicorp.com': 'technology',
    'integrasystemy.pl': 'channel',
    'nordbridge-consulting.de': 'channel',
    'fjorddigital.no': 'channel',
    'agh.edu.pl': 'generic',
    'pwr.edu.pl': 'generic',
    'perspektywy.org.pl': 'generic',
  },
};
