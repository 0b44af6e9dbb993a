import type { CorpusSite } from '../corpus/types.js';

const V = 'data-v-7a3c91e2';

const doc = (title: string, desc: string, route: string, body: string) => `<!DOCTYPE html>
<html lang="lt" data-capo="">
<head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4f7c2a91-3b8d-4e6f-a5c2-9d1e0b7f3a68" data-blockingmode="auto" type="text/javascript"></script>
<link rel="stylesheet" href="/_nuxt/entry.B3kQ9xZa.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.Cf2mW8pL.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk4vR7sN.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqT2y9Xe.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo.D8sKq1vA.svg">
<script type="module" src="/_nuxt/Dk4vR7sN.js" crossorigin></script>
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="https://skaitlys.lt/og.png">
<link rel="canonical" href="https://skaitlys.lt${route}">
</head>
<body><div id="__nuxt"><div ${V} class="layout"><header ${V} class="header"><div ${V} class="container header__inner"><a ${V} href="/" class="router-link-active header__logo"><img ${V} src="/_nuxt/logo.D8sKq1vA.svg" alt="Skaitlys" width="128" height="32"></a><nav ${V} class="header__nav"><a ${V} href="/funkcijos">Funkcijos</a><a ${V} href="/kainos">Kainos</a><a ${V} href="/integracijos"${route.startsWith('/integracijos') ? ' class="router-link-active"' : ''}>Integracijos</a><a ${V} href="/buhalteriams">Buhalteriams</a><a ${V} href="/tinklarastis">Tinklaraštis</a><a ${V} href="/kontaktai">Kontaktai</a></nav><a ${V} href="https://app.skaitlys.lt/registracija" class="btn btn--primary">Išbandyti nemokamai</a></div></header><main ${V}>${body}</main><footer ${V} class="footer"><div ${V} class="container footer__grid"><div ${V}><p ${V} class="footer__title">Skaitlys</p><p ${V}>Buhalterinė apskaita smulkiam ir vidutiniam verslui. UAB „Skaitlys“, Konstitucijos pr. 21A, Vilnius. Įm. k. 305123456.</p></div><div ${V}><p ${V} class="footer__title">Įmonė</p><a ${V} href="/apie-mus">Apie mus</a><a ${V} href="/karjera">Karjera</a><a ${V} href="/privatumo-politika">Privatumo politika</a></div><div ${V}><p ${V} class="footer__title">Buhalteriams</p><a ${V} href="/buhalteriams">Buhalterių programa</a><a ${V} href="/buhalteriams/partneriai">Raskite buhalterį</a><a ${V} href="https://pagalba.skaitlys.lt/">Pagalbos centras</a></div><div ${V}><p ${V} class="footer__title">Sekite mus</p><a ${V} href="https://www.facebook.com/skaitlys" target="_blank" rel="noopener">Facebook</a><a ${V} href="https://www.linkedin.com/company/skaitlys" target="_blank" rel="noopener">LinkedIn</a></div></div><p ${V} class="footer__copy">© 2024 UAB „Skaitlys“</p></footer></div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">[["ShallowReactive",1],{"data":2,"state":3,"once":4,"_errors":5,"serverRendered":6,"path":7},["ShallowReactive",8],{},["Set"],["ShallowReactive",9],true,"${route}",{},{}]</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.skaitlys.lt",cookiebotId:"4f7c2a91-3b8d-4e6f-a5c2-9d1e0b7f3a68"},app:{baseURL:"/",buildId:"8e1f4c2a-7b3d-4a9e-b6c5-2d0f1e8a7c93",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script></body>
</html>`;

const card = (name: string, logo: string, href: string, text: string, external: boolean) =>
  `<a ${V} href="${href}" class="integration-card"${external ? ' target="_blank" rel="noopener"' : ''}><img ${V} src="/images/integracijos/${logo}.svg" alt="${name}" loading="lazy"><span ${V} class="integration-card__name">${name}</span><span ${V} class="integration-card__text">${text}</span></a>`;

const pager = (cur: number) =>
  `<nav ${V} class="pagination" aria-label="Puslapiai">${cur === 1 ? `<span ${V} aria-current="page">1</span><a ${V} href="/integracijos/puslapis/2">2</a><a ${V} href="/integracijos/puslapis/2" rel="next">Kitas →</a>` : `<a ${V} href="/integracijos" rel="prev">← Ankstesnis</a><a ${V} href="/integracijos">1</a><span ${V} aria-current="page">2</span>`}</nav>`;

const integTop = `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Integracijos</h1><p ${V}>Prijunkite banką, el. parduotuvę ar mokėjimų sistemą — Skaitlys pats suves operacijas ir paruoš dokumentus.</p><div ${V} class="filters"><button ${V} class="chip chip--active">Visos</button><button ${V} class="chip">Bankai</button><button ${V} class="chip">Mokėjimai</button><button ${V} class="chip">El. prekyba</button></div></div></section>`;

export const site: CorpusSite = {
  domain: 'skaitlys.lt',
  covers:
    'Lithuanian Nuxt 3 (SSR, Cloudflare) site of an accounting SaaS: an integrations marketplace paginated over two pages where some cards link to internal detail pages that link out and others link straight out, accountant partners in a <dl> reached only from the footer, one written-only and one site-less; traps in customer logos, the tax authority, investors, an industry association and award, job boards and a blog post on e-invoicing bodies.',
  pages: {
    '/': {
      headers: {
        server: 'cloudflare',
        'cf-ray': '8626a3b1c9d2e4f5-VNO',
        'cf-cache-status': 'DYNAMIC',
        'content-type': 'text/html;charset=utf-8',
      },
      html: doc(
        'Skaitlys — buhalterinė apskaita internetu',
        'Sąskaitos, banko išrašai, darbo užmokestis ir VMI ataskaitos vienoje programoje. Išbandykite 30 dienų nemokamai.',
        '/',
        `<section ${V} class="hero"><div ${V} class="container"><h1 ${V}>Buhalterija, kuri dirba už jus</h1><p ${V}>Skaitlys automatiškai importuoja banko operacijas, atpažįsta gautas sąskaitas ir paruošia i.SAF bei PVM deklaracijas. Jums lieka tik patvirtinti.</p><a ${V} href="https://app.skaitlys.lt/registracija" class="btn btn--primary">Pradėti nemokamai</a></div></section><section ${V} class="logos"><div ${V} class="container"><p ${V} class="logos__title">Mumis pasitiki daugiau nei 6 000 Lietuvos įmonių</p><div ${V} class="logos__row"><a ${V} href="https://www.kavosnamai.lt/" target="_blank" rel="noopener"><img ${V} src="/images/klientai/kavos-namai.svg" alt="Kavos namai"></a><a ${V} href="https://www.statybugidas.lt/" target="_blank" rel="noopener"><img ${V} src="/images/klientai/statybu-gidas.svg" alt="Statybų gidas"></a><a ${V} href="https://www.zaliasisdarzas.lt/" target="_blank" rel="noopener"><img ${V} src="/images/klientai/zaliasis-darzas.svg" alt="Žaliasis daržas"></a></div></div></section><section ${V} class="features"><div ${V} class="container"><div ${V} class="feature"><h3 ${V}>Banko išrašai automatiškai</h3><p ${V}>Swedbank, SEB, Luminor ir kiti bankai — be CSV failų.</p><a ${V} href="/integracijos">Visos integracijos →</a></div><div ${V} class="feature"><h3 ${V}>Ataskaitos VMI</h3><p ${V}>i.SAF, i.VAZ ir PVM deklaracijos teikiamos tiesiai į <a ${V} href="https://www.vmi.lt/" target="_blank" rel="noopener">VMI</a> sistemą.</p></div><div ${V} class="feature"><h3 ${V}>Darbas su buhalteriu</h3><p ${V}>Pakvieskite savo buhalterį arba <a ${V} href="/buhalteriams/partneriai">suraskite sertifikuotą partnerį</a>.</p></div></div></section>`,
      ),
    },
    '/integracijos': {
      html: doc(
        'Integracijos — Skaitlys',
        'Skaitlys integracijos su bankais, mokėjimų sistemomis ir el. parduotuvėmis.',
        '/integracijos',
        `${integTop}<section ${V} class="integrations"><div ${V} class="container"><h2 ${V} class="integrations__group">Bankai</h2><div ${V} class="integrations__grid">${card('Swedbank', 'swedbank', '/integracijos/swedbank', 'Operacijos ir likučiai kas valandą per Swedbank Gateway.', false)}${card('SEB', 'seb', 'https://www.seb.lt/verslui/kasdienines-paslaugos/integracijos', 'Banko išrašų importas per SEB API.', true)}${card('Luminor', 'luminor', 'https://www.luminor.lt/lt/verslui', 'Automatinis operacijų suvedimas.', true)}${card('Šiaulių bankas', 'sb', 'https://www.sb.lt/verslui/', 'Išrašai ir mokėjimų eksportas.', true)}</div><h2 ${V} class="integrations__group">Mokėjimai</h2><div ${V} class="integrations__grid">${card('Revolut Business', 'revolut', 'https://www.revolut.com/lt-LT/business/', 'Kortelių ir sąskaitų operacijos kelių valiutų.', true)}${card('Paysera', 'paysera', '/integracijos/paysera', 'Paysera sąskaitos išrašai ir el. parduotuvės įplaukos.', false)}</div>${pager(1)}</div></section>`,
      ),
    },
    '/integracijos/puslapis/2': {
      html: doc(
        'Integracijos — 2 puslapis — Skaitlys',
        'Skaitlys integracijos su bankais, mokėjimų sistemomis ir el. parduotuvėmis.',
        '/integracijos/puslapis/2',
        `${integTop}<section ${V} class="integrations"><div ${V} class="container"><h2 ${V} class="integrations__group">El. prekyba</h2><div ${V} class="integrations__grid">${card('Shopify', 'shopify', 'https://apps.shopify.com/skaitlys', 'Užsakymai virsta sąskaitomis faktūromis automatiškai.', true)}${card('WooCommerce', 'woocommerce', 'https://woocommerce.com/products/skaitlys-accounting/', 'Įskiepis pardavimų ir PVM apskaitai.', true)}${card('Montonio', 'montonio', 'https://montonio.com/lt/?ref=skaitlys', 'Mokėjimo inicijavimo įplaukos sutikrinamos su sąskaitomis.', true)}${card('Stripe', 'stripe', 'https://stripe.com/partners/skaitlys', 'Stripe išmokos ir komisiniai mokesčiai apskaitoje.', true)}</div><p ${V} class="integrations__api">Reikia kitos integracijos? Naudokite mūsų <a ${V} href="https://api.skaitlys.lt/docs">viešą API</a>.</p>${pager(2)}</div></section>`,
      ),
    },
    '/integracijos/swedbank': {
      html: doc(
        'Swedbank integracija — Skaitlys',
        'Swedbank banko išrašų integracija su Skaitlys.',
        '/integracijos/swedbank',
        `<section ${V} class="integration-detail"><div ${V} class="container"><a ${V} href="/integracijos">← Visos integracijos</a><img ${V} src="/images/integracijos/swedbank.svg" alt="Swedbank"><h1 ${V}>Swedbank + Skaitlys</h1><p ${V}>Prijungus Swedbank verslo sąskaitą per Gateway, operacijos į Skaitlį atkeliauja kas valandą. Gautos ir išrašytos sąskaitos susiejamos su mokėjimais automatiškai pagal sumą ir mokėjimo paskirtį.</p><h2 ${V}>Kaip prijungti</h2><ol ${V}><li ${V}>Skaitlyje atidarykite Nustatymai → Bankai.</li><li ${V}>Pasirinkite Swedbank ir patvirtinkite per Smart-ID.</li></ol><a ${V} href="https://www.swedbank.lt/business/cash/gateway" target="_blank" rel="noopener" class="btn btn--outline">Swedbank Gateway svetainė ↗</a></div></section>`,
      ),
    },
    '/integracijos/paysera': {
      html: doc(
        'Paysera integracija — Skaitlys',
        'Paysera sąskaitos integracija su Skaitlys.',
        '/integracijos/paysera',
        `<section ${V} class="integration-detail"><div ${V} class="container"><a ${V} href="/integracijos">← Visos integracijos</a><img ${V} src="/images/integracijos/paysera.svg" alt="Paysera"><h1 ${V}>Paysera + Skaitlys</h1><p ${V}>Importuokite Paysera sąskaitos išrašus ir el. parduotuvės įplaukas. Paysera komisiniai mokesčiai apskaitomi atskirai.</p><a ${V} href="https://www.paysera.lt/v2/lt-LT/verslui" target="_blank" rel="noopener" class="btn btn--outline">Apie Paysera verslui ↗</a></div></section>`,
      ),
    },
    '/buhalteriams/partneriai': {
      html: doc(
        'Sertifikuoti partneriai — Skaitlys',
        'Raskite buhalterį, kuris dirba su Skaitlys.',
        '/buhalteriams/partneriai',
        `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Sertifikuoti Skaitlio partneriai</h1><p ${V}>Šie buhalterinės apskaitos biurai išlaikė Skaitlio sertifikavimą ir gali perimti jūsų apskaitą, perkelti duomenis iš kitos programos ar apmokyti darbuotojus.</p></div></section><section ${V} class="partners"><div ${V} class="container"><dl ${V} class="partners__list"><dt ${V}>Vilnius</dt><dd ${V}><strong ${V}>UAB „Apskaitos centras“</strong> — <a ${V} href="https://www.apskaitoscentras.lt/" target="_blank" rel="noopener">apskaitoscentras.lt</a></dd><dd ${V}><strong ${V}>MB „Skaičių namai“</strong> — skaiciunamai.lt, tel. +370 655 50123</dd><dt ${V}>Kaunas</dt><dd ${V}><strong ${V}>UAB „Kauno buhalterija“</strong> — <a ${V} href="https://kaunobuhalterija.lt/?utm_source=skaitlys" target="_blank" rel="noopener">svetainė</a></dd><dt ${V}>Klaipėda</dt><dd ${V}><strong ${V}>UAB „Pajūrio apskaita“</strong> — tel. +370 46 555 012</dd><dt ${V}>Šiauliai</dt><dd ${V}><strong ${V}>Šiaulių apskaitos biuras</strong> — <a ${V} href="https://www.siauliuapskaita.lt/" target="_blank" rel="noopener">siauliuapskaita.lt</a></dd></dl><p ${V}>Esate buhalteris? <a ${V} href="/buhalteriams">Prisijunkite prie partnerių programos</a> — 20 % nuolaida klientams ir nemokama buhalterio paskyra.</p></div></section>`,
      ),
    },
    '/apie-mus': {
      html: doc(
        'Apie mus — Skaitlys',
        'Skaitlys komanda ir istorija.',
        '/apie-mus',
        `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Apie mus</h1><p ${V}>Skaitlį 2018 m. įkūrė du buhalteriai ir programuotojas, pavargę nuo rankinio banko išrašų suvedinėjimo. Šiandien mūsų komandoje — 46 žmonės Vilniuje ir Kaune.</p></div></section><section ${V}><div ${V} class="container"><h2 ${V}>Investuotojai</h2><p ${V}>2022 m. pritraukėme 3,5 mln. eurų investicijų iš <a ${V} href="https://practica.vc/" target="_blank" rel="noopener">Practica Capital</a> ir <a ${V} href="https://www.coinvest.lt/" target="_blank" rel="noopener">Coinvest Capital</a>.</p><h2 ${V}>Narystės ir apdovanojimai</h2><ul ${V}><li ${V}>Asociacijos <a ${V} href="https://www.infobalt.lt/" target="_blank" rel="noopener">INFOBALT</a> narys</li><li ${V}>„<a ${V} href="https://www.vz.lt/gazele" target="_blank" rel="noopener">Verslo žinių</a>“ Gazelė 2023</li></ul></div></section>`,
      ),
    },
    '/karjera': {
      html: doc(
        'Karjera — Skaitlys',
        'Laisvos darbo vietos Skaitlyje.',
        '/karjera',
        `<section ${V} class="page-hero"><div ${V} class="container"><h1 ${V}>Karjera</h1><p ${V}>Ieškome žmonių, kuriems rūpi, kad buhalterija būtų paprasta.</p></div></section><section ${V}><div ${V} class="container"><ul ${V}><li ${V}>Vyresnysis Vue.js programuotojas (-a), Vilnius</li><li ${V}>Klientų sėkmės vadybininkas (-ė), Kaunas</li></ul><p ${V}>Visas pozicijas rasite <a ${V} href="https://www.cvbankas.lt/?keyw=skaitlys" target="_blank" rel="noopener">CVbankas.lt</a> ir <a ${V} href="https://www.cv.lt/darbo-skelbimai/skaitlys" target="_blank" rel="noopener">CV.lt</a>.</p></div></section>`,
      ),
    },
    '/tinklarastis/e-saskaitos-2025': {
      html: doc(
        'Privalomos e. sąskaitos nuo 2025 m.: ką reikia žinoti — Skaitlys',
        'Kas keičiasi su e. sąskaitomis ir kaip pasiruošti.',
        '/tinklarastis/e-saskaitos-2025',
        `<article ${V} class="post"><div ${V} class="container container--narrow"><h1 ${V}>Privalomos e. sąskaitos nuo 2025 m.: ką reikia žinoti</h1><p ${V} class="post__meta">2024 m. vasario 20 d. · 5 min. skaitymo</p><p ${V}>Europos Sąjungoje e. sąskaitų standartu tampa <a ${V} href="https://peppol.org/" target="_blank" rel="noopener">Peppol</a> tinklas. Lietuvoje viešųjų pirkimų sąskaitos jau dabar teikiamos per <a ${V} href="https://www.registrucentras.lt/" target="_blank" rel="noopener">Registrų centro</a> sistemą E. sąskaita.</p><p ${V}>Skaitlys palaikys Peppol formatą nuo 2024 m. rudens — jums nieko keisti nereikės.</p></div></article>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/integracijos',
    '/integracijos/puslapis/2',
    '/integracijos/swedbank',
    '/integracijos/paysera',
    '/apie-mus',
    '/karjera',
    '/tinklarastis/e-saskaitos-2025',
  ],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'cookiebot', 'open-graph'],
  partners: {
    'swedbank.lt': 'technology',
    'seb.lt': 'technology',
    'luminor.lt': 'technology',
    'sb.lt': 'technology',
    'revolut.com': 'technology',
    'paysera.lt': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'montonio.com': 'technology',
    'stripe.com': 'technology',
    'apskaitoscentras.lt': 'channel',
    'skaiciunamai.lt': 'channel',
    'kaunobuhalterija.lt': 'channel',
    'siauliuapskaita.lt': 'channel',
  },
};
