import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'arn1::iad1::8k2xq-1718012345678-3f1e2d4c5b6a',
  'x-vercel-cache': 'HIT',
  'content-type': 'text/html; charset=utf-8',
};

interface Member {
  name: string;
  industry: string;
  city: string;
  website: string | null;
}

const page1: Member[] = [
  { name: 'Ahola Metalli Oy', industry: 'Metalliteollisuus', city: 'Kaskimaa', website: 'https://www.aholametalli.fi' },
  { name: 'Bitvirta Oy', industry: 'Ohjelmistot', city: 'Kaskimaa', website: 'https://bitvirta.fi' },
  { name: 'Hotelli Kaskiranta', industry: 'Majoitus ja ravitsemus', city: 'Kaskimaa', website: 'https://www.hotellikaskiranta.fi' },
  { name: 'Järvelä & Co Asianajotoimisto', industry: 'Lakipalvelut', city: 'Lahnajärvi', website: 'https://jarvelaco.fi' },
  { name: 'Kaskimaan Puutuote Oy', industry: 'Puutuoteteollisuus', city: 'Ruokola', website: null },
  { name: 'Koivula Logistics Oy', industry: 'Kuljetus ja logistiikka', city: 'Kaskimaa', website: 'https://www.koivulalogistics.com' },
];

const page2: Member[] = [
  { name: 'Lahnajärven Sähkö Oy', industry: 'Energia', city: 'Lahnajärvi', website: 'https://www.lahnajarvensahko.fi' },
  { name: 'Mäkinen Tilintarkastus Oy', industry: 'Tilintarkastus', city: 'Kaskimaa', website: 'https://makinentilintarkastus.fi' },
  { name: 'Nordkvist Marine Ab', industry: 'Veneenrakennus', city: 'Ruokola', website: 'https://www.nordkvistmarine.com' },
  {
    name: 'Pohjois-Kaskimaan Osuuspankki',
    industry: 'Rahoitus',
    city: 'Kaskimaa',
    website: 'https://www.op.fi/pohjois-kaskimaan-osuuspankki',
  },
  { name: 'Ruokolan Leipomo Oy', industry: 'Elintarvikkeet', city: 'Ruokola', website: 'https://ruokolanleipomo.fi' },
];

const card = (m: Member) =>
  `<li class="MemberCard_card__Qx81p"><h3 class="MemberCard_name__2mVbZ">${m.name}</h3><p class="MemberCard_meta__kP0sd">${m.industry} · ${m.city}</p>${
    m.website ? `<a class="MemberCard_link__9fLqT" href="${m.website}" target="_blank" rel="noopener noreferrer">Verkkosivut</a>` : ''
  }</li>`;

const shell = (title: string, path: string, description: string, body: string, pageName: string, props: unknown) =>
  `<!DOCTYPE html><html lang="fi"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title} | Kaskimaan kauppakamari</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:url" content="https://kaskimaankauppakamari.fi${path}"/><meta property="og:image" content="https://kaskimaankauppakamari.fi/images/og-kauppakamari.jpg"/><meta property="og:type" content="website"/><link rel="canonical" href="https://kaskimaankauppakamari.fi${path}"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="stylesheet" href="/_next/static/css/0f6c1b8e4d2a7c35.css" data-n-g=""/><script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="2d7e9a41-5b3c-4f8e-9a1d-6c0b7e2f4a93" data-blockingmode="auto" type="text/javascript"></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-KM4T7QZ" async=""></script><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js"></script><script src="/_next/static/chunks/webpack-5d1c2f7a9e3b4c60.js" defer=""></script><script src="/_next/static/chunks/framework-ecc4130bc7a58a64.js" defer=""></script><script src="/_next/static/chunks/main-9a1b2c3d4e5f6071.js" defer=""></script><script src="/_next/static/chunks/pages/_app-3e4f5a6b7c8d9e0f.js" defer=""></script><script src="/_next/static/chunks/pages${pageName}-1a2b3c4d5e6f7081.js" defer=""></script><script src="/_next/static/Xk2p9QvB1mL7sT4wR8eYd/_buildManifest.js" defer=""></script><script src="/_next/static/Xk2p9QvB1mL7sT4wR8eYd/_ssgManifest.js" defer=""></script></head><body><div id="__next"><header class="Header_header__7hQ2a"><a href="/" class="Header_logo__Vb3nm"><img src="/images/kaskimaan-kauppakamari-logo.svg" alt="Kaskimaan kauppakamari" width="210" height="48"/></a><nav class="Header_nav__xP4kd" aria-label="Päävalikko"><ul><li><a href="/palvelut">Palvelut</a></li><li><a href="/jasenyys">Jäsenyys</a></li><li><a href="/jasenyritykset">Jäsenyritykset</a></li><li><a href="/tapahtumat">Tapahtumat</a></li><li><a href="https://www.kaskimaakoulutus.fi/">Koulutukset</a></li><li><a href="/vaikuttaminen">Vaikuttaminen</a></li><li><a href="/ajankohtaista">Ajankohtaista</a></li></ul></nav><a class="Header_cta__Lm2pw" href="/jasenyys/liity-jaseneksi">Liity jäseneksi</a></header><main class="Layout_main__a8Zx1">${body}</main><footer class="Footer_footer__3kLw9"><div class="Footer_cols__Qp1sN"><div><p><strong>Kaskimaan kauppakamari</strong><br/>Satamakatu 9 A, 57100 Kaskimaa<br/>p. 020 743 2800<br/>toimisto@kaskimaankauppakamari.fi</p></div><div><ul><li><a href="/yhteistyokumppanit">Yhteistyökumppanit</a></li><li><a href="/tietoa-meista/rekrytointi">Avoimet työpaikat</a></li><li><a href="/tietoa-meista/medialle">Medialle</a></li><li><a href="/uutiskirje">Tilaa uutiskirje</a></li></ul></div><div><ul class="Footer_social__u7Rt2"><li><a href="https://www.linkedin.com/company/kaskimaan-kauppakamari/" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://www.facebook.com/kaskimaankauppakamari" aria-label="Facebook">Facebook</a></li><li><a href="https://www.instagram.com/kaskimaankauppakamari/" aria-label="Instagram">Instagram</a></li></ul></div></div><div class="Footer_legal__Vd2xk"><a href="/tietosuoja">Tietosuojaseloste</a><a href="/saavutettavuusseloste">Saavutettavuusseloste</a><a href="javascript:Cookiebot.renew()">Evästeasetukset</a><span>© 2024 Kaskimaan kauppakamari</span></div></footer></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(
    {
      props: { pageProps: props, __N_SSG: true },
      page: pageName,
      query: {},
      buildId: 'Xk2p9QvB1mL7sT4wR8eYd',
      isFallback: false,
      gsp: true,
      locale: 'fi',
      locales: ['fi', 'en'],
      defaultLocale: 'fi',
      scriptLoader: [],
    },
  )}</script></body></html>`;

const directory = (path: string, members: Member[], current: number, total: number) =>
  shell(
    current === 1 ? 'Jäsenyritykset' : `Jäsenyritykset – sivu ${current}`,
    path,
    'Kaskimaan kauppakamarin jäsenyrityshakemisto: yli 900 yritystä Kaskimaan alueelta.',
    `<h1>Jäsenyritykset</h1><p class="Directory_intro__3jk1D">Kaskimaan kauppakamariin kuuluu yli 900 yritystä ja yhteisöä. Hae jäsenyrityksiä nimellä tai toimialalla.</p><form class="Directory_search__Pq7Lm" role="search"><input type="search" name="haku" placeholder="Hae jäsenyrityksiä"/><select name="toimiala"><option value="">Kaikki toimialat</option><option>Teollisuus</option><option>Palvelut</option><option>Kauppa</option></select></form><ul class="Directory_list__Mk8vB">${members.map(card).join('')}</ul><nav class="Pagination_nav__tY5wq" aria-label="Sivutus">${current > 1 ? `<a href="${current === 2 ? '/jasenyritykset' : `/jasenyritykset/sivu/${current - 1}`}" rel="prev">Edellinen</a>` : ''}<span>Sivu ${current} / ${total}</span>${current < total ? `<a href="/jasenyritykset/sivu/${current + 1}" rel="next">Seuraava</a>` : ''}</nav>`,
    current === 1 ? '/jasenyritykset' : '/jasenyritykset/sivu/[sivu]',
    { members, pagination: { current, total, perPage: 6 } },
  );

export const site: CorpusSite = {
  domain: 'kaskimaankauppakamari.fi',
  otherDomains: ['kaskimaakoulutus.fi'],
  covers:
    'Finnish chamber of commerce on Next.js/Vercel: paginated member directory (cards plus the same data in __NEXT_DATA__, one member without a website, a bank member on a shared op.fi path), a partner page with member-benefit partners, event sponsors and media mentions as negatives, own training domain',
  sitemap: ['/', '/jasenyritykset', '/yhteistyokumppanit', '/tapahtumat/kauppakamaripaiva-2024'],
  pages: {
    '/': {
      headers,
      html: shell(
        'Etusivu',
        '/',
        'Kaskimaan kauppakamari on alueen elinkeinoelämän vaikuttaja ja palveluorganisaatio.',
        `<section class="Hero_hero__pL3qA"><h1>Elinvoimaa Kaskimaan yrityksille</h1><p>Vaikutamme, verkostoimme ja palvelemme – jo vuodesta 1918.</p><a href="/jasenyys/liity-jaseneksi" class="Button_primary__r8Tq2">Liity jäseneksi</a></section><section class="News_list__Ff3k9"><h2>Ajankohtaista</h2><article><a href="/ajankohtaista/kauppakamarin-lausunto-valtatie-9">Kauppakamari: valtatie 9:n perusparannus kiireellisimmäksi</a></article><article><a href="/ajankohtaista/vientibarometri-kevat-2024">Vientibarometri kevät 2024: näkymät paranevat</a></article></section><section class="Events_teaser__Hk2d1"><h2>Tulevat tapahtumat</h2><a href="/tapahtumat/kauppakamaripaiva-2024">Kauppakamaripäivä 26.9.2024</a></section>`,
        '/',
        { news: [{ slug: 'kauppakamarin-lausunto-valtatie-9' }, { slug: 'vientibarometri-kevat-2024' }] },
      ),
    },
    '/jasenyritykset': { headers, html: directory('/jasenyritykset', page1, 1, 2) },
    '/jasenyritykset/sivu/2': { headers, html: directory('/jasenyritykset/sivu/2', page2, 2, 2) },
    '/yhteistyokumppanit': {
      headers,
      html: shell(
        'Yhteistyökumppanit',
        '/yhteistyokumppanit',
        'Kaskimaan kauppakamarin yhteistyökumppanit ja jäsenetukumppanit.',
        `<h1>Yhteistyökumppanit</h1><p>Teemme tiivistä yhteistyötä alueen toimijoiden kanssa yritysten kasvun ja kansainvälistymisen hyväksi.</p><h2>Alueelliset kumppanit</h2><ul class="Partners_grid__Zx4v1"><li><a href="https://www.businesskaskimaa.fi/" target="_blank" rel="noopener noreferrer"><img src="/images/kumppanit/business-kaskimaa.svg" alt="Business Kaskimaa"/></a></li><li><a href="https://www.kaskimaanyrittajat.fi/" target="_blank" rel="noopener noreferrer"><img src="/images/kumppanit/yrittajat.svg" alt="Kaskimaan Yrittäjät"/></a></li><li><a href="https://www.xamk.fi/" target="_blank" rel="noopener noreferrer"><img src="/images/kumppanit/xamk.svg" alt="Kaakkois-Suomen ammattikorkeakoulu"/></a></li><li><img src="/images/kumppanit/kaskimaan-kaupunki.svg" alt="Kaskimaan kaupunki"/></li></ul><h2>Jäsenetukumppanit</h2><p>Jäsenyrityksemme saavat etuja seuraavilta kumppaneiltamme:</p><ul class="Benefits_list__c9Hw2"><li><strong>Finnair Corporate</strong> – yritysmatkustamisen etuhinnat. <a href="https://www.finnair.com/fi-fi/yritysasiakkaat" target="_blank" rel="noopener noreferrer">Lue lisää</a></li><li><strong>Tilitoimisto Numerus</strong> – maksuton tilinpäätöksen tarkistus uusille jäsenille. <a href="https://numerus-tilit.fi/" target="_blank" rel="noopener noreferrer">Lue lisää</a></li><li><strong>Työterveys Virta</strong> – työterveyshuollon sopimusalennus. <a href="https://www.tyoterveysvirta.fi/" target="_blank" rel="noopener noreferrer">Lue lisää</a></li></ul>`,
        '/yhteistyokumppanit',
        { sections: ['alueelliset', 'jasenedut'] },
      ),
    },
    '/tapahtumat/kauppakamaripaiva-2024': {
      headers,
      html: shell(
        'Kauppakamaripäivä 2024',
        '/tapahtumat/kauppakamaripaiva-2024',
        'Kauppakamaripäivä 26.9.2024 Kaskimaa-salissa.',
        `<h1>Kauppakamaripäivä 2024</h1><p>Torstaina 26.9.2024 klo 12–17, Kaskimaa-sali. Pääpuhujana toimitusjohtaja Riikka Laine.</p><a class="Button_primary__r8Tq2" href="/tapahtumat/kauppakamaripaiva-2024/ilmoittaudu">Ilmoittaudu</a><h2>Tapahtuman sponsorit</h2><ul class="Sponsors_row__n2Bq8"><li><a href="https://www.kaskimaansatama.fi/" target="_blank" rel="noopener noreferrer"><img src="/images/sponsorit/satama.svg" alt="Kaskimaan Satama"/></a></li><li><a href="https://www.rakennusvirta.fi/" target="_blank" rel="noopener noreferrer"><img src="/images/sponsorit/rakennusvirta.svg" alt="Rakennus Virta"/></a></li></ul><h2>Mediassa</h2><ul><li><a href="https://yle.fi/a/74-20081234">Yle Kaskimaa: Kauppakamaripäivä kokoaa alueen päättäjät</a></li><li><a href="https://www.kauppalehti.fi/uutiset/kaskimaa-investoinnit/a1b2c3">Kauppalehti: Kaskimaan investoinnit ennätystasolla</a></li></ul>`,
        '/tapahtumat/[slug]',
        { slug: 'kauppakamaripaiva-2024' },
      ),
    },
  },
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'cookiebot', 'google-tag-manager', 'open-graph'],
  partners: {
    'aholametalli.fi': 'generic',
    'bitvirta.fi': 'generic',
    'hotellikaskiranta.fi': 'generic',
    'jarvelaco.fi': 'generic',
    'koivulalogistics.com': 'generic',
    'lahnajarvensahko.fi': 'generic',
    'makinentilintarkastus.fi': 'generic',
    'nordkvistmarine.com': 'generic',
    'op.fi': 'generic',
    'ruokolanleipomo.fi': 'generic',
    'businesskaskimaa.fi': 'generic',
    'kaskimaanyrittajat.fi': 'generic',
    'xamk.fi': 'generic',
    'finnair.com': 'generic',
    'numerus-tilit.fi': 'generic',
    'tyoterveysvirta.fi': 'generic',
  },
};
