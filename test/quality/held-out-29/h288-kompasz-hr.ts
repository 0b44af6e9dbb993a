import type { CorpusSite } from '../corpus/types.js';

/*
 * Kompasz HR Tanácsadó Kft.: a Budapest HR consultancy (executive search, assessment, leadership training) on Wix.
 * Its partnereink page names partners in prose paragraphs with inline links, then repeats them in a logo strip.
 */

const D = 'https://www.kompaszhr.hu';
const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1716220145.4382017734512894061',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,m0j2EEknGIVUW/liY8BLLmd8oCbMy+6C/+kvqGy+lzY=',
  'cache-control': 'private,max-age=0,must-revalidate',
  'content-language': 'hu',
  'strict-transport-security': 'max-age=86400',
  vary: 'Accept-Encoding',
};

const PAGE_IDS: Record<string, string> = {
  '/': 'c1dmp',
  '/szolgaltatasok': 'x8k2q',
  '/vezetokepzes': 'p4n7w',
  '/partnereink': 'h9t3v',
  '/rolunk': 'm2r6z',
  '/karrier': 'b7y1k',
  '/kapcsolat': 'q5e8j',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="hu">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/4c1a2b_8f7e6d5c4b3a4f2e9d8c7b6a5f4e3d2c~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/4c1a2b_8f7e6d5c4b3a4f2e9d8c7b6a5f4e3d2c~mv2.png" type="image/png"/>
  <link rel="shortcut icon" href="https://static.wixstatic.com/media/4c1a2b_8f7e6d5c4b3a4f2e9d8c7b6a5f4e3d2c~mv2.png/v1/fill/w_32%2Ch_32%2Clg_1%2Cusm_0.66_1.00_0.01/4c1a2b_8f7e6d5c4b3a4f2e9d8c7b6a5f4e3d2c~mv2.png" type="image/png"/>
  <link rel="apple-touch-icon" href="https://static.wixstatic.com/media/4c1a2b_8f7e6d5c4b3a4f2e9d8c7b6a5f4e3d2c~mv2.png/v1/fill/w_180%2Ch_180%2Clg_1%2Cusm_0.66_1.00_0.01/4c1a2b_8f7e6d5c4b3a4f2e9d8c7b6a5f4e3d2c~mv2.png" type="image/png"/>
  <script type="text/javascript">window.__browser_deprecation__ = false; window.viewerModel = window.viewerModel || {};</script>
  <script>window.fedops = window.fedops || {}; window.fedops.apps = window.fedops.apps || {}; window.fedops.apps['thunderbolt'] = { startLoadTime: Date.now() };</script>
  <script id="wix-first-paint" type="text/javascript">window.wixFirstPaint = true;</script>
  <script async src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7a3f4e2b.bundle.min.js"></script>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js"></script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=fetch%2CPromise%2CIntersectionObserver&flags=gated"></script>
  <title>${title} | Kompasz HR</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="${D}${path === '/' ? '' : path}"/>
  <meta property="og:title" content="${title} | Kompasz HR"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="https://static.wixstatic.com/media/4c1a2b_0a1b2c3d4e5f46a7b8c9d0e1f2a3b4c5~mv2.jpg/v1/fill/w_1200,h_630,al_c/kompasz-megosztas.jpg"/>
  <meta property="og:url" content="${D}${path === '/' ? '' : path}"/>
  <meta property="og:site_name" content="Kompasz HR"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org/',
    '@type': 'LocalBusiness',
    name: 'Kompasz HR Tanácsadó Kft.',
    url: D,
    telephone: '+36 1 555 2740',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Andrássy út 61.',
      addressLocality: 'Budapest',
      postalCode: '1062',
      addressCountry: 'HU',
    },
  })}</script>
  <style>
    body{margin:0;}#SITE_CONTAINER{position:relative;}#masterPage{left:0;margin-left:0;min-width:980px;}
    .font_0{font:normal normal normal 52px/1.2em 'playfair display',serif;color:#1C2541;}.font_2{font:normal normal normal 34px/1.3em 'playfair display',serif;color:#1C2541;}.font_5{font:normal normal normal 22px/1.4em 'montserrat',sans-serif;color:#1C2541;}.font_7{font:normal normal normal 17px/1.6em 'montserrat',sans-serif;color:#3A506B;}.font_8{font:normal normal normal 15px/1.7em 'montserrat',sans-serif;color:#3A506B;}.font_9{font:normal normal normal 13px/1.6em 'montserrat',sans-serif;color:#3A506B;}
    .wixui-rich-text__text a{color:#0B6E4F;text-decoration:underline;}
    .StylableButton2545352419__root{background:#0B6E4F;border-radius:28px;color:#fff;}
  </style>
</head>`;
}

const navItems: [string, string][] = [
  ['/', 'Kezdőlap'],
  ['/szolgaltatasok', 'Szolgáltatások'],
  ['/vezetokepzes', 'Vezetőképzés'],
  ['/partnereink', 'Partnereink'],
  ['/rolunk', 'Rólunk'],
  ['/karrier', 'Karrier'],
  ['/kapcsolat', 'Kapcsolat'],
];

function header(path: string): string {
  return `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="BACKGROUND_GROUP"><div id="pageBackground_${PAGE_IDS[path] ?? 'c1dmp'}" data-media-height-override-type="" class="pageBackground_${PAGE_IDS[path] ?? 'c1dmp'}"></div></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content">
  <div id="comp-lq8x2k1" class="HcOXKn c9GqVL QxJLC3 comp-lq8x2k1 wixui-image"><a href="${D}" target="_self" class="j7pOnl"><img src="https://static.wixstatic.com/media/4c1a2b_5e4d3c2b1a0f4e9d8c7b6a5f4e3d2c1b~mv2.png/v1/fill/w_210,h_56,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/kompasz-logo.png" alt="Kompasz HR logó" style="width:210px;height:56px;object-fit:cover" width="210" height="56"/></a></div>
  <nav id="comp-lq8x2k5" aria-label="Webhely" class="StylableHorizontalMenu3372578893__root comp-lq8x2k5 wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu">
${navItems
  .map(
    ([href, label]) =>
      `    <li class="wixui-horizontal-menu__item StylableHorizontalMenu3372578893__menuItem"><a class="StylableHorizontalMenu3372578893__menuItemLink" href="${D}${href === '/' ? '' : href}"${href === path ? ' aria-current="page" data-preview="selected"' : ''}><span class="wixui-horizontal-menu__item-label">${label}</span></a></li>`,
  )
  .join('\n')}
  </ul></nav>
  <div id="comp-lq8x2k9" class="comp-lq8x2k9 wixui-button"><a data-testid="linkElement" href="${D}/kapcsolat" target="_self" class="StylableButton2545352419__root wixui-button" aria-label="Ajánlatkérés"><span class="StylableButton2545352419__label">Ajánlatkérés</span></a></div>
</div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${PAGE_IDS[path] ?? 'c1dmp'}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page"><div data-mesh-id="${PAGE_IDS[path] ?? 'c1dmp'}inlineContent" data-testid="inline-content">`;
}

const footer = `</div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="G5K6X8"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content">
  <div id="comp-lq9f0a1" class="HcOXKn SxM0TO QxJLC3 comp-lq9f0a1 wixui-rich-text" data-testid="richTextElement">
    <p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Kompasz HR Tanácsadó Kft.</span></span></p>
    <p class="font_9 wixui-rich-text__text">1062 Budapest, Andrássy út 61. III. em.<br class="wixui-rich-text__text">Tel.: <a href="tel:+3615552740" class="wixui-rich-text__text">+36 1 555 2740</a> &middot; E-mail: <a href="mailto:iroda@kompaszhr.hu" class="wixui-rich-text__text">iroda@kompaszhr.hu</a></p>
    <p class="font_9 wixui-rich-text__text">Cégjegyzékszám: 01-09-318842 &middot; Adószám: 26418842-2-42</p>
    <p class="font_9 wixui-rich-text__text">Munkaerő-közvetítési nyilvántartási szám: BP/0701/01882-2/2019 (<a href="https://nfsz.munka.hu/" target="_blank" class="wixui-rich-text__text">Nemzeti Foglalkoztatási Szolgálat</a>)</p>
  </div>
  <div id="comp-lq9f0a7" class="HcOXKn SxM0TO QxJLC3 comp-lq9f0a7 wixui-rich-text" data-testid="richTextElement">
    <p class="font_9 wixui-rich-text__text"><a href="${D}/adatvedelem" class="wixui-rich-text__text">Adatvédelmi tájékoztató</a> &middot; <a href="${D}/impresszum" class="wixui-rich-text__text">Impresszum</a> &middot; <a href="${D}/partnereink" class="wixui-rich-text__text">Partnereink</a> &middot; <a href="https://www.kompasz-akademia.hu/" target="_blank" class="wixui-rich-text__text">Kompasz Akadémia</a></p>
  </div>
  <div id="comp-lq9f0b2" class="comp-lq9f0b2 wixui-social-bar"><ul class="social-bar" aria-label="Közösségi sáv">
    <li><a href="https://www.facebook.com/kompaszhr" target="_blank" class="oRtuWN"><img src="https://static.wixstatic.com/media/e316f544f9094143b9eac01f1f19e697.png/v1/fill/w_28,h_28,al_c,q_85,enc_auto/e316f544f9094143b9eac01f1f19e697.png" alt="Facebook" width="28" height="28"/></a></li>
    <li><a href="https://www.linkedin.com/company/kompasz-hr" target="_blank" class="oRtuWN"><img src="https://static.wixstatic.com/media/6ea5b4a88f0b4f91945b40499aa0af00.png/v1/fill/w_28,h_28,al_c,q_85,enc_auto/6ea5b4a88f0b4f91945b40499aa0af00.png" alt="LinkedIn" width="28" height="28"/></a></li>
  </ul></div>
  <div id="comp-lq9f0b8" class="HcOXKn SxM0TO QxJLC3 comp-lq9f0b8 wixui-rich-text"><p class="font_9 wixui-rich-text__text">&copy; 2024 Kompasz HR. Minden jog fenntartva.</p></div>
</div></div></div></footer>
</div></div></div></div>
<div id="consentPolicyBanner" class="consent-banner" role="dialog" aria-label="Sütik"><p>Ez a weboldal sütiket használ a felhasználói élmény javítása érdekében. <a href="${D}/adatvedelem">További információ</a></p><button data-hook="consent-banner-apply-button">Elfogadom</button><button data-hook="consent-banner-settings-button">Beállítások</button></div>
<script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","businessLogger","consentPolicy","cookiesManager","dynamicPages","navigationManager","seo","tpaCommons"],"site":{"metaSiteId":"5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d","userId":"4c1a2b9e-8d7c-4b6a-9f8e-7d6c5b4a3f2e","siteId":"9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b","externalBaseUrl":"https:\\/\\/www.kompaszhr.hu","siteRevision":214,"language":"hu","locale":"hu-hu","geo":"HUN","isPremiumDomain":true},"requestUrl":"https:\\/\\/www.kompaszhr.hu"}</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.4e3f2a1b.bundle.min.js" async></script>
</body>
</html>`;

function rich(id: string, html: string): string {
  return `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 comp-${id} wixui-rich-text" data-testid="richTextElement">
${html}
</div>`;
}

function strip(id: string, inner: string): string {
  return `<section id="comp-${id}" class="Oqnisf comp-${id} wixui-section" tabindex="-1"><div id="bgLayers_comp-${id}" data-hook="bgLayers" class="MW5IWV"><div data-testid="colorUnderlay" class="LWbAav Kv1aVt"></div></div><div data-testid="columns" class="V5AUxf"><div id="comp-${id}col" class="comp-${id}col YzqVVZ wixui-column-strip__column"><div data-mesh-id="comp-${id}colinlineContent" data-testid="inline-content" class="">
${inner}
</div></div></div></section>`;
}

function p(text: string, font = 'font_8'): string {
  return `<p class="${font} wixui-rich-text__text"><span class="wixui-rich-text__text">${text}</span></p>`;
}

function img(id: string, media: string, alt: string, w: number, h: number, href?: string): string {
  const tag = `<img src="https://static.wixstatic.com/media/${media}/v1/fill/w_${w},h_${h},al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${media.split('~')[0]}.png" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:contain" width="${w}" height="${h}" loading="lazy"/>`;
  return `<div id="comp-${id}" class="HcOXKn c9GqVL QxJLC3 comp-${id} wixui-image">${href ? `<a href="${href}" target="_blank" class="j7pOnl">${tag}</a>` : `<div class="j7pOnl">${tag}</div>`}</div>`;
}

function page(path: string, title: string, description: string, body: string): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path)}\n${header(path)}\n${body}\n${footer}` };
}

const home = page(
  '/',
  'HR-tanácsadás, fejvadászat és vezetőképzés',
  'A Kompasz HR fejvadászattal, kompetenciaméréssel és vezetőfejlesztéssel segíti a hazai és nemzetközi vállalatokat.',
  strip(
    'hero01',
    rich(
      'hero01t',
      `<h1 class="font_0 wixui-rich-text__text">A megfelelő ember a megfelelő helyen.</h1>
${p('Fejvadászat, kompetenciamérés és vezetőfejlesztés közép- és nagyvállalatoknak, 2009 óta. Budapesti irodánkból a teljes közép-európai régióban dolgozunk.', 'font_7')}`,
    ) +
      `<div id="comp-hero01b" class="comp-hero01b wixui-button"><a href="${D}/kapcsolat" class="StylableButton2545352419__root wixui-button"><span class="StylableButton2545352419__label">Kérjen ajánlatot</span></a></div>`,
  ) +
    strip(
      'svc01',
      rich(
        'svc01t',
        `<h2 class="font_2 wixui-rich-text__text">Szolgáltatásaink</h2>
<h3 class="font_5 wixui-rich-text__text"><a href="${D}/szolgaltatasok#fejvadaszat">Fejvadászat és toborzás</a></h3>${p('Felsővezetői és szakértői pozíciók betöltése átlagosan 38 nap alatt, 12 hónapos garanciával.')}
<h3 class="font_5 wixui-rich-text__text"><a href="${D}/szolgaltatasok#ertekeles">Kompetenciamérés és Assessment Center</a></h3>${p('Nemzetközileg validált tesztek és AC/DC módszertan kiválasztáshoz és utódlástervezéshez.')}
<h3 class="font_5 wixui-rich-text__text"><a href="${D}/vezetokepzes">Vezetőképzés és coaching</a></h3>${p('Vezetőfejlesztő programok első vonalbeli vezetőktől a felsővezetésig, egyéni és csoportos coachinggal.')}
<h3 class="font_5 wixui-rich-text__text"><a href="${D}/szolgaltatasok#hr-tanacsadas">HR-tanácsadás</a></h3>${p('Bérezési rendszerek, munkakör-értékelés, teljesítményértékelés és HR-folyamatok fejlesztése.')}`,
      ),
    ) +
    strip(
      'num01',
      rich(
        'num01t',
        `${p('<strong>1 400+</strong> sikeres kiválasztás', 'font_5')}${p('<strong>92%</strong> a jelöltek egy év után is a pozícióban', 'font_5')}${p('<strong>6</strong> ország a partnerhálózatunkkal', 'font_5')}`,
      ),
    ) +
    strip(
      'cli01',
      rich('cli01t', `<h2 class="font_2 wixui-rich-text__text">Ügyfeleink közül</h2>`) +
        img('cli01a', '4c1a2b_a1a1a1a1a1a14a1a9a1a1a1a1a1a1a1a~mv2.png', 'Dunamenti Gépgyártó Zrt.', 160, 64) +
        img('cli01b', '4c1a2b_b2b2b2b2b2b24b2b9b2b2b2b2b2b2b2b~mv2.png', 'Pannon Logisztika Kft.', 160, 64) +
        img('cli01c', '4c1a2b_c3c3c3c3c3c34c3c9c3c3c3c3c3c3c3c~mv2.png', 'Tisza Energia Nyrt.', 160, 64) +
        img('cli01d', '4c1a2b_d4d4d4d4d4d44d4d9d4d4d4d4d4d4d4d~mv2.png', 'Mátra Pharma Kft.', 160, 64) +
        rich(
          'cli01q',
          `${p('„A Kompasz három hónap alatt építette fel az új debreceni gyárunk teljes vezetői csapatát.” – Kovács Réka, HR-igazgató, Dunamenti Gépgyártó Zrt.', 'font_7')}`,
        ),
    ) +
    strip(
      'cta01',
      rich(
        'cta01t',
        `<h2 class="font_2 wixui-rich-text__text">Régiós kiválasztás egy kézből</h2>${p(`Ausztriától Romániáig megbízható partnerirodákkal dolgozunk. <a href="${D}/partnereink">Ismerje meg partnereinket</a>.`)}`,
      ),
    ),
);

const szolg = page(
  '/szolgaltatasok',
  'Szolgáltatások',
  'Fejvadászat, kompetenciamérés, assessment center és HR-tanácsadás.',
  strip(
    's01',
    rich(
      's01t',
      `<h1 class="font_0 wixui-rich-text__text">Szolgáltatások</h1>${p('Minden projektet egy szenior tanácsadó vezet az elejétől a végéig.', 'font_7')}`,
    ),
  ) +
    strip(
      's02',
      rich(
        's02t',
        `<h2 id="fejvadaszat" class="font_2 wixui-rich-text__text">Fejvadászat és toborzás</h2>
${p('Közvetlen megkeresés, piactérkép és referenciaellenőrzés felsővezetői, pénzügyi, mérnöki és IT pozíciókra. Díjazásunk sikerdíjas vagy retainer alapú, 12 hónapos csere-garanciával.')}
${p('Tipikus pozíciók: ügyvezető, gyárigazgató, pénzügyi igazgató, HR-igazgató, értékesítési vezető, IT-architekt.')}
<h2 id="ertekeles" class="font_2 wixui-rich-text__text">Kompetenciamérés és Assessment Center</h2>
${p('Személyiség-, képesség- és motivációs tesztek, strukturált interjúk, szituációs gyakorlatok. Magyar, angol és német nyelven, online vagy személyesen.')}
${p('A mérés után részletes, fejlesztési javaslatokat is tartalmazó visszajelzést adunk a jelöltnek és a megbízónak.')}
<h2 id="hr-tanacsadas" class="font_2 wixui-rich-text__text">HR-tanácsadás</h2>
${p('Munkakör-értékelés és bérsávok kialakítása, teljesítményértékelési rendszerek, HR-folyamatok digitalizálása, munkáltatói márka építése.')}
${p('A 2026-tól kötelező bértranszparencia-irányelvre (EU 2023/970) való felkészülésben is segítünk.')}
<h2 id="kiszervezes" class="font_2 wixui-rich-text__text">Toborzás kiszervezése (RPO)</h2>
${p('Nagy létszámú felvételekhez teljes toborzócsapatot biztosítunk, saját ATS-szel és riportokkal.')}`,
      ),
    ) +
    strip('s03', rich('s03t', `${p(`Kérdése van? <a href="${D}/kapcsolat">Vegye fel velünk a kapcsolatot</a>.`, 'font_7')}`)),
);

const vezeto = page(
  '/vezetokepzes',
  'Vezetőképzés és coaching',
  'Vezetőfejlesztő programok, tréningek és coaching.',
  strip(
    'v01',
    rich(
      'v01t',
      `<h1 class="font_0 wixui-rich-text__text">Vezetőképzés</h1>${p('Gyakorlatorientált programok, amelyek a munkahelyen is működnek.', 'font_7')}`,
    ),
  ) +
    strip(
      'v02',
      rich(
        'v02t',
        `<h2 class="font_2 wixui-rich-text__text">Programjaink</h2>
<h3 class="font_5 wixui-rich-text__text">Új vezetők programja</h3>${p('6 modul, 4 hónap: szerepváltás, delegálás, visszajelzés, nehéz beszélgetések, csapatépítés, időgazdálkodás.')}
<h3 class="font_5 wixui-rich-text__text">Középvezetői akadémia</h3>${p('9 hónapos program 360 fokos értékeléssel, akciótanulási projekttel és egyéni coachinggal.')}
<h3 class="font_5 wixui-rich-text__text">Felsővezetői coaching</h3>${p('Egyéni coaching folyamat ICF-minősített coachokkal, 8–12 alkalom.')}
<h3 class="font_5 wixui-rich-text__text">Nyílt tréningek</h3>${p('Rövid, egynapos tréningek Budapesten és Balatonfüreden. A nyílt képzések időpontjait a <a href="https://www.kompasz-akademia.hu/" target="_blank">Kompasz Akadémia</a> oldalán találja.')}
<h2 class="font_2 wixui-rich-text__text">Mérhető eredmények</h2>
${p('Minden programot Kirkpatrick-modell szerint értékelünk: elégedettség, tudásfelmérés, viselkedésváltozás 90 nap után, és üzleti mutatók.')}
${p('A képzések felnőttképzési engedéllyel rendelkeznek (nyilvántartási szám: B/2020/003118).')}`,
      ),
    ),
);

const partnersProse = `<h1 class="font_0 wixui-rich-text__text">Partnereink</h1>
${p('Egyedül gyorsabbak lehetnénk, együtt viszont messzebbre jutunk. Az alábbi szervezetekkel hosszú távú partnerségben dolgozunk.', 'font_7')}
<h2 class="font_2 wixui-rich-text__text">Nemzetközi partnerirodáink</h2>
${p('Alapító tagjai vagyunk az EuroTalent Alliance független fejvadász-hálózatnak. Régiós megbízásainkat a hálózat partnerirodáival közösen visszük: Ausztriában a bécsi <a href="https://www.personalwerk.at/" target="_blank">Personalwerk Beratung GmbH</a>, Szlovákiában a pozsonyi <a href="https://www.talentmost.sk/" target="_blank">TalentMost s.r.o.</a>, Csehországban a prágai <a href="https://lideprace.cz/" target="_blank">Lidé &amp; Práce s.r.o.</a>, Lengyelországban a varsói <a href="https://www.kadryplus.pl/" target="_blank">Kadry Plus Doradztwo</a>, Romániában pedig a kolozsvári <a href="https://www.resurseclare.ro/" target="_blank">Resurse Clare SRL</a> a partnerünk.')}
${p('Így egy szerződéssel, egységes módszertannal és egy kapcsolattartóval tudunk hat országban kiválasztani. Horvátországban és Szerbiában eseti együttműködés keretében dolgozunk helyi tanácsadókkal.')}
<h2 class="font_2 wixui-rich-text__text">Módszertani és technológiai partnereink</h2>
${p('Kompetenciaméréseinkhez nemzetközileg validált eszközöket használunk. Akkreditált felhasználói és hivatalos partnerei vagyunk a <a href="https://www.hoganassessments.com/" target="_blank">Hogan Assessments</a>, az <a href="https://www.shl.com/" target="_blank">SHL</a> és a <a href="https://www.thomas.co/" target="_blank">Thomas International</a> tesztrendszereinek.')}
${p('Bérszámfejtési és HR-szoftveres projektjeinkben a hazai <a href="https://www.nexon.hu/" target="_blank">Nexon</a> implementációs partnereként veszünk részt.')}
<h2 class="font_2 wixui-rich-text__text">Akadémiai partnereink</h2>
${p('Vezetőfejlesztő programjainkat a <a href="https://www.uni-corvinus.hu/" target="_blank">Budapesti Corvinus Egyetem</a> Executive Education központjával közösen fejlesztettük, és gyakornoki programot működtetünk a <a href="https://u-szeged.hu/" target="_blank">Szegedi Tudományegyetem</a> pszichológia szakos hallgatóinak.')}
<h2 class="font_2 wixui-rich-text__text">Helyszínpartnerünk</h2>
${p('Bentlakásos tréningjeinknek és assessment centereinknek a balatonfüredi <a href="https://www.balatontrening.hu/" target="_blank">Balaton Tréningközpont</a> ad otthont.')}`;

const partnerLogos: [string, string, string][] = [
  ['personalwerk', 'Personalwerk Beratung', 'https://www.personalwerk.at/'],
  ['talentmost', 'TalentMost', 'https://www.talentmost.sk/'],
  ['lideprace', 'Lidé & Práce', 'https://lideprace.cz/'],
  ['kadryplus', 'Kadry Plus Doradztwo', 'https://www.kadryplus.pl/'],
  ['resurseclare', 'Resurse Clare', 'https://www.resurseclare.ro/'],
  ['hogan', 'Hogan Assessments', 'https://www.hoganassessments.com/'],
  ['shl', 'SHL', 'https://www.shl.com/'],
  ['thomas', 'Thomas International', 'https://www.thomas.co/'],
  ['nexon', 'Nexon', 'https://www.nexon.hu/'],
  ['corvinus', 'Budapesti Corvinus Egyetem', 'https://www.uni-corvinus.hu/'],
];

const partnereink = page(
  '/partnereink',
  'Partnereink',
  'Nemzetközi partnerirodák, módszertani, technológiai és akadémiai partnerek.',
  strip('pa01', rich('pa01t', partnersProse)) +
    strip(
      'pa02',
      partnerLogos
        .map(([slug, alt, url], i) => img(`pa02l${i}`, `4c1a2b_${slug.padEnd(32, '0').slice(0, 32)}~mv2.png`, `${alt} logó`, 150, 60, url))
        .join('\n'),
    ) +
    strip(
      'pa03',
      rich(
        'pa03t',
        `<h2 class="font_2 wixui-rich-text__text">Tagságaink</h2>${p('Tagjai vagyunk a Budapesti Kereskedelmi és Iparkamarának és a Magyar Coachszövetségnek.')}`,
      ) +
        img('pa03a', '4c1a2b_bkik0000000000000000000000000000~mv2.png', 'BKIK tagság', 120, 60, 'https://bkik.hu/') +
        img('pa03b', '4c1a2b_coach000000000000000000000000000~mv2.png', 'Magyar Coachszövetség tag', 120, 60),
    ),
);

const rolunk = page(
  '/rolunk',
  'Rólunk',
  'A Kompasz HR csapata és története.',
  strip(
    'r01',
    rich(
      'r01t',
      `<h1 class="font_0 wixui-rich-text__text">Rólunk</h1>
${p('A Kompasz HR-t 2009-ben alapította Szabó Márta és dr. Németh Gábor, miután tizenöt évet töltöttek nemzetközi tanácsadó cégeknél. Ma tizennyolc tanácsadóval dolgozunk Budapesten és Debrecenben.', 'font_7')}
<h2 class="font_2 wixui-rich-text__text">Csapatunk</h2>
${p('<strong>Szabó Márta</strong> – ügyvezető, fejvadászat<br><strong>dr. Németh Gábor</strong> – ügyvezető, assessment és pszichometria<br><strong>Tóth Eszter</strong> – vezetőképzési igazgató, ICF PCC coach<br><strong>Balogh Dániel</strong> – HR-tanácsadási üzletágvezető')}
<h2 class="font_2 wixui-rich-text__text">Elismeréseink</h2>
${p('Az év HR-szolgáltatója díj, HR Fesztivál 2023 · Top 10 fejvadász cég, <a href="https://www.hrportal.hu/" target="_blank">HR Portál</a> olvasói szavazás 2022 · Megjelenéseink: <a href="https://www.portfolio.hu/" target="_blank">Portfolio</a>, <a href="https://hvg.hu/" target="_blank">HVG</a>.')}
<h2 class="font_2 wixui-rich-text__text">Társadalmi felelősségvállalás</h2>
${p('Minden évben pályaorientációs tanácsadást adunk állami gondozásból kikerülő fiataloknak, és a karácsonyi ajándékok helyett a <a href="https://www.voroskereszt.hu/" target="_blank">Magyar Vöröskereszt</a> munkáját támogatjuk.')}`,
    ),
  ),
);

const karrier = page(
  '/karrier',
  'Karrier',
  'Nyitott pozíciók a Kompasz HR-nél és ügyfeleinknél.',
  strip(
    'k01',
    rich(
      'k01t',
      `<h1 class="font_0 wixui-rich-text__text">Karrier</h1>
<h2 class="font_2 wixui-rich-text__text">Dolgozz velünk</h2>
${p('Junior tanácsadót keresünk budapesti irodánkba, pszichológus vagy HR végzettséggel. Jelentkezés: <a href="mailto:karrier@kompaszhr.hu">karrier@kompaszhr.hu</a>')}
<h2 class="font_2 wixui-rich-text__text">Ügyfeleink nyitott pozíciói</h2>
${p('Aktuális megbízásainkat a <a href="https://www.profession.hu/allasok/kompasz-hr" target="_blank">Profession.hu</a> és a <a href="https://www.linkedin.com/company/kompasz-hr/jobs/" target="_blank">LinkedIn</a> oldalán is meghirdetjük.')}
<ul class="font_8 wixui-rich-text__text">
<li class="wixui-rich-text__text">Gyárigazgató – Debrecen, járműipar</li>
<li class="wixui-rich-text__text">Pénzügyi igazgató (CFO) – Budapest, gyógyszeripar</li>
<li class="wixui-rich-text__text">Értékesítési vezető DACH régió – Győr, gépgyártás</li>
<li class="wixui-rich-text__text">Senior Data Engineer – Budapest, pénzügyi szolgáltatás</li>
<li class="wixui-rich-text__text">HR Business Partner – Székesfehérvár, elektronika</li>
</ul>
${p('Önéletrajzát adatbázisunkba is feltöltheti; adatait az adatvédelmi tájékoztatónk szerint kezeljük.')}`,
    ),
  ),
);

const kapcsolat = page(
  '/kapcsolat',
  'Kapcsolat',
  'Vegye fel a kapcsolatot a Kompasz HR-rel.',
  strip(
    'c01',
    rich(
      'c01t',
      `<h1 class="font_0 wixui-rich-text__text">Kapcsolat</h1>${p('1062 Budapest, Andrássy út 61. III. em.<br>Tel.: <a href="tel:+3615552740">+36 1 555 2740</a><br>E-mail: <a href="mailto:iroda@kompaszhr.hu">iroda@kompaszhr.hu</a>', 'font_7')}`,
    ) +
      `<div id="comp-c01f" class="comp-c01f wixui-form"><form class="wixui-form" aria-label="Kapcsolatfelvételi űrlap">
<div class="wixui-text-input"><label for="input_comp-c01f1">Név *</label><input id="input_comp-c01f1" type="text" name="nev" required aria-required="true" maxlength="100" class="KvoMHf has-custom-focus wixui-text-input__input"/></div>
<div class="wixui-text-input"><label for="input_comp-c01f2">Cég</label><input id="input_comp-c01f2" type="text" name="ceg" class="KvoMHf has-custom-focus wixui-text-input__input"/></div>
<div class="wixui-text-input"><label for="input_comp-c01f3">E-mail *</label><input id="input_comp-c01f3" type="email" name="email" required aria-required="true" class="KvoMHf has-custom-focus wixui-text-input__input"/></div>
<div class="wixui-text-input"><label for="input_comp-c01f4">Telefon</label><input id="input_comp-c01f4" type="tel" name="telefon" class="KvoMHf has-custom-focus wixui-text-input__input"/></div>
<div class="wixui-text-box"><label for="textarea_comp-c01f5">Üzenet</label><textarea id="textarea_comp-c01f5" class="wixui-text-box__input" rows="5"></textarea></div>
<div class="wixui-checkbox"><input type="checkbox" id="comp-c01f6" required/><label for="comp-c01f6">Elfogadom az adatvédelmi tájékoztatót</label></div>
<button type="submit" class="StylableButton2545352419__root wixui-button"><span class="StylableButton2545352419__label">Küldés</span></button>
</form></div>` +
      `<div id="comp-c01m" class="comp-c01m wixui-google-map"><iframe title="Google Térkép" aria-label="Google Térkép" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2695.1!2d19.067!3d47.506" width="100%" height="320" loading="lazy"></iframe></div>`,
  ),
);

export const site: CorpusSite = {
  domain: 'kompaszhr.hu',
  otherDomains: ['kompasz-akademia.hu'],
  covers:
    'Hungarian HR consultancy on Wix: a partnereink page that names alliance partner firms, assessment and HR-software partners, universities and a venue in prose paragraphs with inline links, followed by a logo strip repeating most of them; negatives are the alliance named without a link, chamber and coaching-association memberships, the employment-agency regulator, client logos and a quote, awards and press links, the Red Cross, job boards, social links and the training-brand sister domain.',
  pages: {
    '/': home,
    '/szolgaltatasok': szolg,
    '/vezetokepzes': vezeto,
    '/partnereink': partnereink,
    '/rolunk': rolunk,
    '/karrier': karrier,
    '/kapcsolat': kapcsolat,
  },
  sitemap: ['/', '/szolgaltatasok', '/vezetokepzes', '/partnereink', '/rolunk', '/karrier', '/kapcsolat'],
  technologies: ['wix', 'websitebuilder', 'react', 'hsts', 'google-maps', 'open-graph'],
  partners: {
    'personalwerk.at': 'generic',
    'talentmost.sk': 'generic',
    'lideprace.cz': 'generic',
    'kadryplus.pl': 'generic',
    'resurseclare.ro': 'generic',
    'hoganassessments.com': 'technology',
    'shl.com': 'technology',
    'thomas.co': 'technology',
    'nexon.hu': 'technology',
    'uni-corvinus.hu': 'generic',
    'u-szeged.hu': 'generic',
    'balatontrening.hu': 'generic',
  },
};
