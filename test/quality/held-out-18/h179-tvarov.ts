import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'nginx/1.24.0',
  'x-powered-by': 'Nuxt',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'cs',
  vary: 'Accept-Encoding',
};

const V = 'data-v-7c1e3a52';
const VH = 'data-v-1b4f9d20';
const VF = 'data-v-a83e0c17';

const nav: [string, string][] = [
  ['/platforma', 'Platforma'],
  ['/cenik', 'Ceník'],
  ['/partneri', 'Partneři'],
  ['/o-nas', 'O nás'],
  ['/kariera', 'Kariéra'],
  ['/kontakt', 'Kontakt'],
];

const page = (path: string, title: string, description: string, main: string, payload: string) => `<!DOCTYPE html>
<html lang="cs" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://app.usercentrics.eu">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2pQ9vR_3LmTn" async></script>
<link rel="stylesheet" href="/_nuxt/entry.B3k9sQ1x.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.Dq2r7TzA.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Cf1nq2Ha.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BvA7x0Ks.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/DxP4mL9e.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/tvarov-logo.C8vW1s3b.svg">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://tvarov.cz/og/tvarov-og.png">
<link rel="canonical" href="https://tvarov.cz${path === '/' ? '' : path}">
<link rel="alternate" hreflang="en" href="https://tvarov.com/en">
<link rel="icon" type="image/png" href="/favicon.png">
<script type="module" src="/_nuxt/Cf1nq2Ha.js" crossorigin></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytika.tvarov.cz/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '2']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>
<body>
<div id="__nuxt"><div ${V} class="layout-default">
<header ${VH} class="site-header">
  <div ${VH} class="container header-inner">
    <a ${VH} href="/" class="logo router-link-active" aria-label="Tvarov – domů"><img ${VH} src="/_nuxt/tvarov-logo.C8vW1s3b.svg" alt="Tvarov" width="120" height="32"></a>
    <nav ${VH} class="main-nav" aria-label="Hlavní navigace">
      <ul ${VH}>
${nav.map(([href, label]) => `        <li ${VH}><a ${VH} href="${href}" class="${path.startsWith(href) ? 'router-link-active ' : ''}nav-link">${label}</a></li>`).join('\n')}
      </ul>
    </nav>
    <div ${VH} class="header-actions">
      <a ${VH} href="https://docs.tvarov.cz" class="nav-link">Dokumentace</a>
      <a ${VH} href="https://app.tvarov.cz/prihlaseni" class="btn btn-ghost">Přihlásit</a>
      <a ${VH} href="https://app.tvarov.cz/registrace" class="btn btn-primary">Vyzkoušet zdarma</a>
      <a ${VH} href="https://tvarov.com/en" class="lang-switch" hreflang="en">EN</a>
    </div>
  </div>
</header>
<main ${V} class="page">
${main}
</main>
<footer ${VF} class="site-footer">
  <div ${VF} class="container footer-grid">
    <div ${VF}>
      <img ${VF} src="/_nuxt/tvarov-logo-white.Bq0x2M1c.svg" alt="Tvarov" width="110">
      <p ${VF}>Tvarov s.r.o.<br ${VF}>Holandská 878/2, 639 00 Brno<br ${VF}>IČO 09412783</p>
    </div>
    <div ${VF}>
      <h4 ${VF}>Produkt</h4>
      <ul ${VF}><li ${VF}><a ${VF} href="/platforma">Platforma</a></li><li ${VF}><a ${VF} href="/cenik">Ceník</a></li><li ${VF}><a ${VF} href="https://docs.tvarov.cz">Dokumentace</a></li><li ${VF}><a ${VF} href="https://status.tvarov.cz">Stav služby</a></li></ul>
    </div>
    <div ${VF}>
      <h4 ${VF}>Společnost</h4>
      <ul ${VF}><li ${VF}><a ${VF} href="/o-nas">O nás</a></li><li ${VF}><a ${VF} href="/partneri">Najít partnera</a></li><li ${VF}><a ${VF} href="/kariera">Kariéra</a></li><li ${VF}><a ${VF} href="/kontakt">Kontakt</a></li><li ${VF}><a ${VF} href="/ochrana-osobnich-udaju">Ochrana osobních údajů</a></li></ul>
    </div>
    <div ${VF}>
      <h4 ${VF}>Sledujte nás</h4>
      <p ${VF} class="social"><a ${VF} href="https://www.linkedin.com/company/tvarov">LinkedIn</a> · <a ${VF} href="https://www.youtube.com/@tvarov">YouTube</a> · <a ${VF} href="https://www.facebook.com/tvarov.cz">Facebook</a></p>
      <form ${VF} class="newsletter" action="/api/newsletter" method="post"><label ${VF} for="nl">Novinky jednou měsíčně</label><input ${VF} id="nl" type="email" name="email" placeholder="vas@email.cz"><button ${VF} type="submit">Odebírat</button></form>
    </div>
  </div>
  <div ${VF} class="container eu-note">
    <img ${VF} src="/img/eu/cz-financovano-eu.svg" alt="Spolufinancováno Evropskou unií" height="40" loading="lazy">
    <p ${VF}>Projekt „Vývoj platformy Tvarov 2.0" je spolufinancován Evropskou unií v rámci programu OP TAK. <a ${VF} href="https://www.agentura-api.org/cs/op-tak/">Více o programu</a></p>
    <p ${VF}>© 2024 Tvarov s.r.o.</p>
  </div>
</footer>
</div></div>
<div id="teleports"></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">${payload}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.tvarov.cz/web/v1",matomoSiteId:2},app:{baseURL:"/",buildId:"5c0e9a7d-31f2-4b8e-a6d4-2e7f1c9b0a3d",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
</body>
</html>`;

const simplePayload = (route: string) =>
  `[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6,"path":7},["ShallowReactive",8],["Reactive",9],["Set"],["ShallowReactive",10],true,"${route}",{},{},{}]`;

const home = page(
  '/',
  'Tvarov | Low-code platforma pro firemní aplikace',
  'Postavte interní aplikace, formuláře a schvalovací procesy bez programování. Česká low-code platforma s daty v EU.',
  `  <section ${V} class="hero">
    <div ${V} class="container">
      <h1 ${V}>Firemní aplikace za dny, ne za měsíce</h1>
      <p ${V} class="lead">Tvarov je česká low-code platforma pro interní systémy: evidence, schvalování, portály pro zákazníky i dodavatele. Táhni, pusť, publikuj. A když je potřeba, dopiš kód v JavaScriptu.</p>
      <div ${V} class="hero-actions"><a ${V} href="https://app.tvarov.cz/registrace" class="btn btn-primary btn-lg">Vyzkoušet 30 dní zdarma</a><a ${V} href="/partneri" class="btn btn-ghost btn-lg">Najít implementačního partnera</a></div>
    </div>
  </section>
  <section ${V} class="customers">
    <div ${V} class="container">
      <p ${V} class="eyebrow">Na Tvarovu běží aplikace ve firmách jako</p>
      <ul ${V} class="logo-row">
        <li ${V}><img ${V} src="/img/zakaznici/moravske-strojirny.svg" alt="Moravské strojírny a.s." loading="lazy"></li>
        <li ${V}><img ${V} src="/img/zakaznici/pivovar-hradek.svg" alt="Pivovar Hrádek" loading="lazy"></li>
        <li ${V}><img ${V} src="/img/zakaznici/mesto-zlin.svg" alt="Statutární město Zlín" loading="lazy"></li>
        <li ${V}><img ${V} src="/img/zakaznici/logistika-kralupy.svg" alt="Logistika Kralupy" loading="lazy"></li>
        <li ${V}><img ${V} src="/img/zakaznici/nemocnice-tabor.svg" alt="Nemocnice Tábor" loading="lazy"></li>
      </ul>
    </div>
  </section>
  <section ${V} class="features">
    <div ${V} class="container grid-3">
      <article ${V} class="feature"><h3 ${V}>Vizuální editor</h3><p ${V}>Formuláře, tabulky, kanbany a dashboardy skládáte myší. Datový model se vytváří s nimi.</p></article>
      <article ${V} class="feature"><h3 ${V}>Procesy a schvalování</h3><p ${V}>BPMN workflow, e-mailové notifikace, eskalace a elektronický podpis.</p></article>
      <article ${V} class="feature"><h3 ${V}>Napojení na ERP</h3><p ${V}>Konektory pro běžné české účetní a ERP systémy a obecné REST API.</p></article>
    </div>
  </section>
  <section ${V} class="quote">
    <div ${V} class="container">
      <blockquote ${V}><p ${V}>„Schvalování objednávek jsme dřív řešili e-maily a Excelem. S Tvarovem a partnerem Softwarová dílna jsme měli aplikaci za tři týdny."</p><cite ${V}>Ing. Petra Dvořáková, CFO, Moravské strojírny a.s.</cite></blockquote>
      <p ${V}><a ${V} href="/blog/pripadova-studie-moravske-strojirny">Přečíst případovou studii</a></p>
    </div>
  </section>
  <section ${V} class="award">
    <div ${V} class="container"><p ${V}><img ${V} src="/img/oceneni/czech-saas-awards-2023.png" alt="Czech SaaS Awards 2023 – vítěz kategorie B2B" height="64" loading="lazy"> Vítěz kategorie B2B, <a ${V} href="https://czechsaasawards.cz/vitezove-2023">Czech SaaS Awards 2023</a>.</p></div>
  </section>`,
  simplePayload('/'),
);

const platforma = page(
  '/platforma',
  'Platforma | Tvarov',
  'Funkce low-code platformy Tvarov.',
  `  <section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Platforma</h1><p ${V} class="lead">Vše, co potřebujete k tvorbě a provozu firemních aplikací, na jednom místě.</p></div></section>
  <section ${V} class="container content">
    <h2 ${V}>Datový model a formuláře</h2>
    <p ${V}>Entity, vazby, výpočtová pole a validace. Formuláře s podmíněnou logikou, přílohami a podpisem.</p>
    <h2 ${V}>Workflow</h2>
    <p ${V}>Grafický editor procesů, paralelní schvalování, SLA a zástupy.</p>
    <h2 ${V}>Integrace</h2>
    <p ${V}>REST a GraphQL API, webhooky, konektory pro Money S5, Pohodu, ABRA Flexi a Helios a SSO přes Entra ID a Google Workspace. Podrobnosti najdete v <a ${V} href="https://docs.tvarov.cz/integrace">dokumentaci</a>.</p>
    <h2 ${V}>Provoz</h2>
    <p ${V}>Cloud v datových centrech v Praze a Brně, nebo instalace on-premise v Kubernetes. ISO 27001, zálohy každou hodinu.</p>
  </section>`,
  simplePayload('/platforma'),
);

const cenik = page(
  '/cenik',
  'Ceník | Tvarov',
  'Ceník low-code platformy Tvarov.',
  `  <section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Ceník</h1><p ${V} class="lead">Ceny bez DPH, platba měsíčně nebo ročně se slevou 15 %.</p></div></section>
  <section ${V} class="container pricing">
    <div ${V} class="plan"><h2 ${V}>Start</h2><p ${V} class="price">0 Kč</p><ul ${V}><li ${V}>3 aplikace</li><li ${V}>5 uživatelů</li><li ${V}>Komunitní podpora</li></ul></div>
    <div ${V} class="plan plan--featured"><h2 ${V}>Firma</h2><p ${V} class="price">290 Kč / uživatel / měsíc</p><ul ${V}><li ${V}>Neomezené aplikace</li><li ${V}>Workflow a API</li><li ${V}>Podpora v pracovní dny</li></ul></div>
    <div ${V} class="plan"><h2 ${V}>Enterprise</h2><p ${V} class="price">Individuálně</p><ul ${V}><li ${V}>On-premise</li><li ${V}>SLA 99,9 %</li><li ${V}>Dedikovaný konzultant</li></ul></div>
    <p ${V}>Implementaci a školení zajišťují naši <a ${V} href="/partneri">certifikovaní partneři</a>.</p>
  </section>`,
  simplePayload('/cenik'),
);

type P = { slug: string; name: string; city: string; country: string; level: string; tags: string[]; detail: boolean; web?: string };
const list1: P[] = [
  {
    slug: 'softwarova-dilna',
    name: 'Softwarová dílna s.r.o.',
    city: 'Praha',
    country: 'CZ',
    level: 'Gold',
    tags: ['Implementace', 'Školení', 'Integrace ERP'],
    detail: true,
  },
  {
    slug: 'aplikace-na-miru-brno',
    name: 'Aplikace na míru Brno s.r.o.',
    city: 'Brno',
    country: 'CZ',
    level: 'Gold',
    tags: ['Implementace', 'Vývoj komponent'],
    detail: true,
  },
  {
    slug: 'hanacky-kod',
    name: 'Hanácký kód s.r.o.',
    city: 'Olomouc',
    country: 'CZ',
    level: 'Certifikovaný',
    tags: ['Implementace', 'Veřejná správa'],
    detail: true,
  },
  {
    slug: 'lowcode-labs',
    name: 'Lowcode Labs s.r.o.',
    city: 'Bratislava',
    country: 'SK',
    level: 'Gold',
    tags: ['Implementace', 'Školení'],
    detail: true,
  },
  {
    slug: 'digitalni-ostrava',
    name: 'Digitální Ostrava a.s.',
    city: 'Ostrava',
    country: 'CZ',
    level: 'Certifikovaný',
    tags: ['Implementace', 'Průmysl'],
    detail: false,
    web: 'https://www.digiostrava.cz/',
  },
];
const list2: P[] = [
  {
    slug: 'prozesswerk',
    name: 'Prozesswerk GmbH',
    city: 'Wien',
    country: 'AT',
    level: 'Certifikovaný',
    tags: ['Implementace', 'DACH'],
    detail: true,
  },
  {
    slug: 'integrio',
    name: 'Integrio Sp. z o.o.',
    city: 'Wrocław',
    country: 'PL',
    level: 'Certifikovaný',
    tags: ['Implementace', 'Integrace ERP'],
    detail: true,
  },
  {
    slug: 'koderna-liberec',
    name: 'Kodérna Liberec',
    city: 'Liberec',
    country: 'CZ',
    level: 'Nový partner',
    tags: ['Vývoj komponent'],
    detail: false,
  },
];

const card = (p: P) => `        <article ${V} class="partner-card" data-country="${p.country}" data-level="${p.level}">
          <img ${V} src="/img/partneri/${p.slug}.png" alt="${p.name}" class="partner-logo" loading="lazy">
          <div ${V} class="partner-body">
            <h3 ${V} class="partner-name">${p.detail ? `<a ${V} href="/partneri/${p.slug}">${p.name}</a>` : p.name}</h3>
            <p ${V} class="partner-meta">${p.city}, ${p.country} · <span ${V} class="badge badge-${p.level === 'Gold' ? 'gold' : 'cert'}">${p.level}</span></p>
            <ul ${V} class="tags">${p.tags.map((t) => `<li ${V}>${t}</li>`).join('')}</ul>
          </div>
          <div ${V} class="partner-actions">${p.detail ? `<a ${V} href="/partneri/${p.slug}" class="btn btn-small">Detail partnera</a>` : p.web ? `<a ${V} href="${p.web}" class="btn btn-small btn-ghost" target="_blank" rel="noopener">Web partnera ↗</a>` : `<span ${V} class="muted">Profil se připravuje</span>`}</div>
        </article>`;

const filters = `      <form ${V} class="partner-filters" action="/partneri" method="get" role="search">
        <label ${V}>Země <select ${V} name="zeme"><option ${V} value="">Všechny</option><option ${V} value="cz">Česko</option><option ${V} value="sk">Slovensko</option><option ${V} value="at">Rakousko</option><option ${V} value="pl">Polsko</option></select></label>
        <label ${V}>Úroveň <select ${V} name="uroven"><option ${V} value="">Všechny</option><option ${V} value="gold">Gold</option><option ${V} value="certifikovany">Certifikovaný</option></select></label>
        <label ${V}>Služba <select ${V} name="sluzba"><option ${V} value="">Všechny</option><option ${V} value="implementace">Implementace</option><option ${V} value="skoleni">Školení</option><option ${V} value="integrace-erp">Integrace ERP</option><option ${V} value="verejna-sprava">Veřejná správa</option></select></label>
        <button ${V} type="submit" class="btn">Filtrovat</button>
      </form>
      <p ${V} class="quick-filters">Rychlé filtry: <a ${V} href="/partneri?zeme=cz">Česko</a> · <a ${V} href="/partneri?zeme=sk">Slovensko</a> · <a ${V} href="/partneri?uroven=gold">Gold partneři</a></p>`;

const pager = (n: number) => `      <nav ${V} class="pagination" aria-label="Stránkování">
        ${n === 1 ? `<span ${V} class="disabled">‹ Předchozí</span>` : `<a ${V} href="/partneri" rel="prev">‹ Předchozí</a>`}
        ${n === 1 ? `<span ${V} class="current" aria-current="page">1</span>` : `<a ${V} href="/partneri">1</a>`}
        ${n === 2 ? `<span ${V} class="current" aria-current="page">2</span>` : `<a ${V} href="/partneri/strana/2">2</a>`}
        ${n === 2 ? `<span ${V} class="disabled">Další ›</span>` : `<a ${V} href="/partneri/strana/2" rel="next">Další ›</a>`}
      </nav>`;

const listPayload = (route: string, items: P[], pageNo: number) => {
  const summary = items
    .map(
      (p) =>
        `{"slug":"${p.slug}","name":"${p.name}","city":"${p.city}","country":"${p.country}","level":"${p.level}","hasProfile":${p.detail}}`,
    )
    .join(',');
  return `[["ShallowReactive",1],{"data":2,"state":5,"once":6,"_errors":7,"serverRendered":8,"path":9},["ShallowReactive",3],{"partners-list-${pageNo}":4},{"items":[${summary}],"page":${pageNo},"pages":2,"total":8},["Reactive",10],["Set"],["ShallowReactive",11],true,"${route}",{},{"partners-list-${pageNo}":null}]`;
};

const intro = `  <section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Najděte implementačního partnera</h1><p ${V} class="lead">Certifikovaní partneři Tvarovu navrhnou, postaví a provozují aplikace pro vaši firmu. Všichni prošli školením a mají za sebou alespoň tři úspěšná nasazení.</p></div></section>`;

const partneri1 = page(
  '/partneri',
  'Partneři | Tvarov',
  'Certifikovaní implementační partneři platformy Tvarov v Česku, na Slovensku, v Rakousku a Polsku.',
  `${intro}
  <section ${V} class="container partner-finder">
${filters}
      <p ${V} class="result-count">Nalezeno 8 partnerů · strana 1 ze 2</p>
      <div ${V} class="partner-grid">
${list1.map(card).join('\n')}
      </div>
${pager(1)}
      <aside ${V} class="become-partner"><h2 ${V}>Staňte se partnerem</h2><p ${V}>Partnerská sleva 30 %, certifikační školení zdarma a leady z vašeho regionu. Napište na partneri@tvarov.cz.</p></aside>
  </section>`,
  listPayload('/partneri', list1, 1),
);

const partneri2 = page(
  '/partneri/strana/2',
  'Partneři – strana 2 | Tvarov',
  'Certifikovaní implementační partneři platformy Tvarov, strana 2.',
  `${intro}
  <section ${V} class="container partner-finder">
${filters}
      <p ${V} class="result-count">Nalezeno 8 partnerů · strana 2 ze 2</p>
      <div ${V} class="partner-grid">
${list2.map(card).join('\n')}
      </div>
${pager(2)}
  </section>`,
  listPayload('/partneri/strana/2', list2, 2),
);

const detail = (
  slug: string,
  name: string,
  city: string,
  level: string,
  web: string,
  webLabel: string,
  about: string,
  refs: string,
  contact: string,
) => {
  const payload = `[["ShallowReactive",1],{"data":2,"state":5,"once":6,"_errors":7,"serverRendered":8,"path":9},["ShallowReactive",3],{"partner-${slug}":4},{"slug":"${slug}","name":"${name}","city":"${city}","level":"${level}","website":"${web}","contactEmail":"${contact}"},["Reactive",10],["Set"],["ShallowReactive",11],true,"/partneri/${slug}",{},{"partner-${slug}":null}]`;
  return page(
    `/partneri/${slug}`,
    `${name} | Partneři Tvarov`,
    `${name} – certifikovaný partner platformy Tvarov.`,
    `  <section ${V} class="container partner-detail">
    <nav ${V} class="breadcrumbs"><a ${V} href="/partneri">Partneři</a> › <span ${V}>${name}</span></nav>
    <div ${V} class="partner-head">
      <img ${V} src="/img/partneri/${slug}.png" alt="${name}" class="partner-logo-lg">
      <div ${V}><h1 ${V}>${name}</h1><p ${V} class="partner-meta">${city} · <span ${V} class="badge">${level}</span></p></div>
    </div>
    <div ${V} class="partner-columns">
      <div ${V} class="partner-about"><h2 ${V}>O partnerovi</h2><p ${V}>${about}</p><h2 ${V}>Reference</h2><p ${V}>${refs}</p></div>
      <aside ${V} class="partner-contact"><h2 ${V}>Kontakt</h2><dl ${V}><dt ${V}>Web</dt><dd ${V}><a ${V} href="${web}" target="_blank" rel="noopener">${webLabel}</a></dd><dt ${V}>E-mail</dt><dd ${V}>${contact}</dd></dl><a ${V} href="/kontakt?partner=${slug}" class="btn btn-primary">Poptat přes Tvarov</a></aside>
    </div>
    <p ${V}><a ${V} href="/partneri">← Zpět na seznam partnerů</a></p>
  </section>`,
    payload,
  );
};

const d1 = detail(
  'softwarova-dilna',
  'Softwarová dílna s.r.o.',
  'Praha',
  'Gold',
  'https://www.softwarovadilna.cz/',
  'www.softwarovadilna.cz',
  'Pražská softwarová firma s 40 vývojáři, partner Tvarovu od roku 2021. Specializuje se na schvalovací procesy a napojení na ERP.',
  'Moravské strojírny a.s. (schvalování objednávek), Pivovar Hrádek (evidence šarží).',
  'tvarov@softwarovadilna.cz',
);
const d2 = detail(
  'aplikace-na-miru-brno',
  'Aplikace na míru Brno s.r.o.',
  'Brno',
  'Gold',
  'https://aplikacenamiru-brno.cz',
  'aplikacenamiru-brno.cz',
  'Brněnský tým, který kromě implementací vyvíjí vlastní komponenty do katalogu Tvarovu, např. plánovač směn.',
  'Logistika Kralupy, několik brněnských škol.',
  'info@aplikacenamiru-brno.cz',
);
const d3 = detail(
  'hanacky-kod',
  'Hanácký kód s.r.o.',
  'Olomouc',
  'Certifikovaný',
  'https://hanackykod.cz/tvarov',
  'hanackykod.cz',
  'Olomoucký partner zaměřený na obce a příspěvkové organizace. Zkušenosti s veřejnými zakázkami a spisovou službou.',
  'Statutární město Zlín (evidence žádostí), Nemocnice Tábor.',
  'obchod@hanackykod.cz',
);
const d4 = detail(
  'lowcode-labs',
  'Lowcode Labs s.r.o.',
  'Bratislava',
  'Gold',
  'https://www.lowcodelabs.sk/',
  'lowcodelabs.sk',
  'Slovenský partner pro implementace a školení v celé SR. Vede slovenskou komunitu uživatelů Tvarovu.',
  'Bankovní a pojišťovací klienti (pod NDA).',
  'hello@lowcodelabs.sk',
);
const d5 = detail(
  'prozesswerk',
  'Prozesswerk GmbH',
  'Wien',
  'Certifikovaný',
  'https://prozesswerk.at',
  'prozesswerk.at',
  'Vídeňská konzultační firma pro digitalizaci procesů v rakouských a německých středních firmách.',
  'Výrobní podniky v Dolním Rakousku.',
  'office@prozesswerk.at',
);
const d6 = detail(
  'integrio',
  'Integrio Sp. z o.o.',
  'Wrocław',
  'Certifikovaný',
  'https://integrio.pl/pl/partnerzy/tvarov',
  'integrio.pl',
  'Polský integrátor s pobočkami ve Vratislavi a Katovicích, napojuje Tvarov na polské ERP systémy.',
  'Distribuční firmy ve Slezsku.',
  'kontakt@integrio.pl',
);

const onas = page(
  '/o-nas',
  'O nás | Tvarov',
  'Tým za platformou Tvarov.',
  `  <section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>O nás</h1></div></section>
  <section ${V} class="container content">
    <p ${V}>Tvarov vznikl v roce 2019 v Brně. Zakladatelé Martin Horák a Lucie Novotná předtím deset let stavěli informační systémy na zakázku a viděli, kolik práce se opakuje. Dnes nás je 32 a Tvarov používá přes 600 firem a úřadů v Česku a na Slovensku.</p>
    <h2 ${V}>Investoři</h2>
    <p ${V}>V roce 2023 jsme získali investici od fondu <a ${V} href="https://www.moravia-ventures.cz">Moravia Ventures</a>.</p>
    <h2 ${V}>Napsali o nás</h2>
    <ul ${V}><li ${V}><a ${V} href="https://www.byznysnoviny-tech.cz/2023/11/brnensky-tvarov-ziskal-investici">Byznys Noviny Tech: Brněnský Tvarov získal investici</a></li></ul>
  </section>`,
  simplePayload('/o-nas'),
);

const kariera = page(
  '/kariera',
  'Kariéra | Tvarov',
  'Pracujte na Tvarovu.',
  `  <section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Kariéra</h1><p ${V} class="lead">Brno, Praha nebo remote. 5 týdnů dovolené, sick days, MultiSport.</p></div></section>
  <section ${V} class="container content">
    <ul ${V} class="jobs">
      <li ${V}><strong ${V}>Senior Vue/Nuxt vývojář/ka</strong> – <a ${V} href="https://www.jobs.cz/rpd/2000384712/">inzerát na Jobs.cz</a></li>
      <li ${V}><strong ${V}>Partner Manager CZ/SK</strong> – <a ${V} href="https://www.startupjobs.cz/nabidka/71823/partner-manager-tvarov">StartupJobs</a></li>
      <li ${V}><strong ${V}>Technical Writer</strong> – napište na kariera@tvarov.cz</li>
    </ul>
  </section>`,
  simplePayload('/kariera'),
);

const kontakt = page(
  '/kontakt',
  'Kontakt | Tvarov',
  'Kontaktujte tým Tvarov.',
  `  <section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Kontakt</h1></div></section>
  <section ${V} class="container contact-grid">
    <div ${V}><p ${V}><strong ${V}>Obchod:</strong> obchod@tvarov.cz, +420 533 400 120<br ${V}><strong ${V}>Podpora:</strong> podpora@tvarov.cz<br ${V}><strong ${V}>Partnerský program:</strong> partneri@tvarov.cz</p><p ${V}>Tvarov s.r.o., Holandská 878/2, 639 00 Brno (Spielberk Office Centre) · <a ${V} href="https://mapy.cz/s/hopakuleze">Mapy.cz</a></p></div>
    <form ${V} class="contact-form" action="/api/kontakt" method="post"><label ${V}>Jméno<input ${V} name="jmeno" required></label><label ${V}>E-mail<input ${V} type="email" name="email" required></label><label ${V}>Zpráva<textarea ${V} name="zprava" rows="5"></textarea></label><button ${V} type="submit" class="btn btn-primary">Odeslat</button></form>
  </section>`,
  simplePayload('/kontakt'),
);

export const site: CorpusSite = {
  domain: 'tvarov.cz',
  otherDomains: ['tvarov.com'],
  covers:
    'Nuxt 3 SSR Czech low-code platform: partner finder with filter form and query-string quick filters, two pages of cards, six partners whose website appears only on their detail page (also in the detail page __NUXT_DATA__ payload), one linked directly from its card, one without any website; negatives: customer logos, testimonial/case study, award, EU OP TAK funder, investor, press, Jobs.cz/StartupJobs, Mapy.cz, own app/docs/status/analytics subdomains and English domain',
  pages: {
    '/': { headers, html: home },
    '/platforma': { headers, html: platforma },
    '/cenik': { headers, html: cenik },
    '/partneri': { headers, html: partneri1 },
    '/partneri/strana/2': { headers, html: partneri2 },
    '/partneri/softwarova-dilna': { headers, html: d1 },
    '/partneri/aplikace-na-miru-brno': { headers, html: d2 },
    '/partneri/hanacky-kod': { headers, html: d3 },
    '/partneri/lowcode-labs': { headers, html: d4 },
    '/partneri/prozesswerk': { headers, html: d5 },
    '/partneri/integrio': { headers, html: d6 },
    '/o-nas': { headers, html: onas },
    '/kariera': { headers, html: kariera },
    '/kontakt': { headers, html: kontakt },
  },
  sitemap: [
    '/',
    '/platforma',
    '/cenik',
    '/partneri',
    '/partneri/strana/2',
    '/partneri/softwarova-dilna',
    '/partneri/aplikace-na-miru-brno',
    '/partneri/hanacky-kod',
    '/partneri/lowcode-labs',
    '/partneri/prozesswerk',
    '/partneri/integrio',
    '/o-nas',
    '/kariera',
    '/kontakt',
  ],
  technologies: ['nuxt-js', 'vue-js', 'nginx', 'matomo-analytics', 'usercentrics', 'open-graph'],
  partners: {
    'softwarovadilna.cz': 'channel',
    'aplikacenamiru-brno.cz': 'channel',
    'hanackykod.cz': 'channel',
    'lowcodelabs.sk': 'channel',
    'digiostrava.cz': 'channel',
    'prozesswerk.at': 'channel',
    'integrio.pl': 'channel',
  },
};
