import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.isbru.is';
const IMG = 'https://static.wixstatic.com/media';

const link = (href: string, text: string) =>
  `<li class="wixui-vertical-menu__item"><a data-testid="linkElement" href="${href}" class="wixui-dropdown-menu__item"><div class="itemContent"><p class="font_8">${text}</p></div></a></li>`;

const rich = (id: string, html: string) =>
  `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 comp-${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const page = (title: string, pageId: string, content: string) => `<!DOCTYPE html>
<html lang="is">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <link rel="icon" sizes="192x192" href="${IMG}/5f3e21_9c1a7b2e4d6f4a8c9e0b1d2f3a4c5e6f~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/5f3e21_9c1a7b2e4d6f4a8c9e0b1d2f3a4c5e6f~mv2.png" type="image/png"/>
  <script>
    window.fedops = window.fedops || {};
    window.fedops.data = { site: { isResponsive: false }, requestUrl: "${W}/${pageId}", frogOnly: false, siteId: "2b7c9e1a-4d3f-4a6b-8c0e-5f1a3b7d9c2e" };
  </script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default%2Ces2015%2Ces2016%2Ces2017%2Ces2018%2Ces2019&amp;flags=gated" crossorigin="anonymous"></script>
  <script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","businessLogger","clickHandlerRegistrar","consentPolicy","cookiesManager","dynamicPages","seo","tpaCommons","wixEmbedsApi"],"site":{"metaSiteId":"8e4c2a1f-6b3d-4e5f-9a7c-1d0b2e3f4a5c","siteId":"2b7c9e1a-4d3f-4a6b-8c0e-5f1a3b7d9c2e","externalBaseUrl":"https:\\/\\/www.isbru.is","isResponsive":false},"language":{"userLanguage":"is","siteLanguage":"is"},"requestUrl":"https:\\/\\/www.isbru.is\\/${pageId}","viewMode":"desktop"}</script>
  <title>${title}</title>
  <meta name="description" content="Íshellaferðir og jöklagöngur í Vatnajökulsþjóðgarði með reyndum jöklaleiðsögumönnum frá Skaftafelli.">
  <meta property="og:title" content="${title}"/>
  <meta property="og:type" content="website"/>
  <meta property="og:image" content="${IMG}/5f3e21_0a2b4c6d8e0f4a1b3c5d7e9f1a2b3c4d~mv2.jpg/v1/fill/w_1200,h_630,al_c/5f3e21_0a2b4c6d8e0f4a1b3c5d7e9f1a2b3c4d~mv2.jpg"/>
  <meta property="og:site_name" content="Ísbrú ferðir"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.7f3e1c2a.min.css">
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
  <header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
    <div id="comp-kx1logo" class="comp-kx1logo wixui-image"><a data-testid="linkElement" href="${W}"><img src="${IMG}/5f3e21_7d9f1b3c5e7a4c2e8b0d1f3a5c7e9b1d~mv2.png/v1/fill/w_180,h_60,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/isbru-logo.png" alt="Ísbrú ferðir" width="180" height="60"/></a></div>
    <nav aria-label="Síða" id="comp-kx1menu" class="comp-kx1menu wixui-dropdown-menu"><ul class="wixui-dropdown-menu__list">
      ${link(`${W}/ferdir`, 'Ferðir')}
      ${link(`${W}/ferdir/ishellaferd`, 'Íshellaferð')}
      ${link(`${W}/soluadilar`, 'Hvar er hægt að bóka?')}
      ${link(`${W}/oryggi`, 'Öryggi')}
      ${link(`${W}/um-okkur`, 'Um okkur')}
      ${link(`${W}/hafa-samband`, 'Hafa samband')}
    </ul></nav>
  </header>
  <main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES"><div id="${pageId || 'c1dmp'}" class="dmp3Dm"><section class="wixui-section">
${content}
  </section></div></div></main>
  <footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1">
    ${rich('kx1foot', `<p class="font_9 wixui-rich-text__text">Ísbrú ferðir ehf. &middot; Kt. 540311-0870 &middot; Freysnesi, 785 Öræfum &middot; Sími +354 478 2211 &middot; <a href="mailto:isbru@isbru.is">isbru@isbru.is</a></p><p class="font_9 wixui-rich-text__text">Leyfi Ferðamálastofu: ferðaskrifstofuleyfi nr. 2011-044</p>`)}
    <ul class="wixui-social-bar" aria-label="Samfélagsmiðlar"><li><a href="https://www.instagram.com/isbru.iceland/" target="_blank" rel="noreferrer noopener"><img alt="Instagram" src="${IMG}/01c3aff52f2a4dffa526d7a9843d46ea.png"/></a></li><li><a href="https://www.facebook.com/isbruferdir" target="_blank" rel="noreferrer noopener"><img alt="Facebook" src="${IMG}/0fdef751204647a3bbd7eaa2827ed4f9.png"/></a></li><li><a href="https://www.tiktok.com/@isbru" target="_blank" rel="noreferrer noopener"><img alt="TikTok" src="${IMG}/11062b_0c6b5b4e1d7b4b0b9f6d2b1e0a8b4c9d~mv2.png"/></a></li></ul>
    ${rich('kx1jobs', `<p class="font_9 wixui-rich-text__text"><a href="${W}/storf">Störf hjá okkur</a> &middot; <a href="${W}/skilmalar">Skilmálar</a></p>`)}
  </footer>
</div></div></div></div>
<script async id="wix-perf-measure" src="https://static.parastorage.com/services/wix-thunderbolt/dist/wix-perf-measure.umd.min.js"></script>
<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
<script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" crossorigin></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.c4e2a7f1.bundle.min.js" async></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'isbru.is',
  covers:
    'Icelandic glacier-tour operator on Wix: a "Hvar er hægt að bóka?" page in Wix rich-text listing online travel agencies and booking sites (one via an affiliate-parameter link), hotel receptions (one only as a written domain) and one unspecified "samstarfsaðili"; traps are the Vakinn quality label, tourism-association and guide-association memberships, national-park permit, Tripadvisor award, carbon offsetting, safety and weather sites, a job board and social icons.',
  pages: {
    '/': { status: 301, redirect: 'https://www.isbru.is/' },
    'https://www.isbru.is/': {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'Pepyaka',
        'x-wix-request-id': '1717151240.58215839410312345678',
        'strict-transport-security': 'max-age=86400',
        'content-language': 'is',
        'cache-control': 'private,max-age=0,must-revalidate',
      },
      html: page(
        'Ísbrú ferðir | Íshellaferðir og jöklagöngur frá Skaftafelli',
        '',
        `<div id="comp-lq2hero" class="comp-lq2hero wixui-image"><img src="${IMG}/5f3e21_3c5e7a9b1d2f4e6a8c0b2d4f6a8c0e2b~mv2.jpg/v1/fill/w_1920,h_900,al_c,q_90,usm_0.66_1.00_0.01,enc_auto/ishellir.jpg" alt="Blár íshellir í Breiðamerkurjökli" fetchpriority="high" width="1920" height="900"/></div>
${rich('lq2intro', `<h1 class="font_0 wixui-rich-text__text">Íshellar og jöklagöngur í Vatnajökulsþjóðgarði</h1><p class="font_7 wixui-rich-text__text">Komdu með okkur inn í bláa íshellinn eða upp á Falljökul. Litlir hópar, reyndir jöklaleiðsögumenn og allur búnaður innifalinn: mannbroddar, hjálmur og belti.</p>`)}
${rich('lq2tours', `<h2 class="font_2 wixui-rich-text__text">Ferðirnar okkar</h2><ul class="font_8 wixui-rich-text__text"><li><a href="${W}/ferdir/ishellaferd">Íshellaferð</a> &ndash; nóvember til mars, 3 klst.</li><li><a href="${W}/ferdir/jokulganga">Jöklaganga á Falljökli</a> &ndash; allt árið, 4 klst.</li><li><a href="${W}/ferdir/serferdir">Sérferðir og ljósmyndaferðir</a></li></ul>`)}
<div id="comp-lq2badge" class="comp-lq2badge wixui-image"><a data-testid="linkElement" href="https://www.tripadvisor.com/Attraction_Review-g1234567-d7654321-Reviews-Isbru_Ferdir-Skaftafell_East_Region.html" target="_blank" rel="noreferrer noopener"><img src="${IMG}/5f3e21_tc2023~mv2.png" alt="Tripadvisor Travellers' Choice 2023"/></a></div>`,
      ),
    },
    'https://www.isbru.is/soluadilar': {
      html: page(
        'Hvar er hægt að bóka? | Ísbrú ferðir',
        'soluadilar',
        rich(
          'lq3sala',
          `<h1 class="font_0 wixui-rich-text__text">Hvar er hægt að bóka?</h1>
<p class="font_8 wixui-rich-text__text">Einfaldast er að bóka beint hér á vefnum. Ferðirnar okkar eru líka til sölu hjá eftirtöldum söluaðilum, á sama verði.</p>
<h2 class="font_2 wixui-rich-text__text">Ferðaskrifstofur og bókunarvefir</h2>
<ul class="font_8 wixui-rich-text__text">
<li><a href="https://guidetoiceland.is/book-holiday-trips/isbru-ice-cave" target="_blank" rel="noreferrer noopener">Guide to Iceland</a></li>
<li><a href="https://www.nordicvisitor.com/" target="_blank" rel="noreferrer noopener">Nordic Visitor</a> &ndash; sem hluti af pakkaferðum um Suðurland</li>
<li><a href="https://www.getyourguide.com/skaftafell-l4402/?partner_id=ISB7Q2&amp;utm_medium=local_partners" target="_blank" rel="noreferrer noopener">GetYourGuide</a></li>
<li><a href="https://www.viator.com/tours/Skaftafell/Blue-Ice-Cave-Tour/d50927-114452P1" target="_blank" rel="noreferrer noopener">Viator</a></li>
</ul>
<h2 class="font_2 wixui-rich-text__text">Í móttöku hótela</h2>
<p class="font_8 wixui-rich-text__text">Gestir eftirtalinna gististaða geta bókað ferðir og fengið far að upphafsstað í móttökunni:</p>
<ul class="font_8 wixui-rich-text__text">
<li><a href="https://www.hotelskaftafell.is/" target="_blank" rel="noreferrer noopener">Hótel Skaftafell</a>, Freysnesi</li>
<li>Gistiheimilið Vatnajökull, Hnappavöllum &ndash; gistivatna.is</li>
<li>Hótel Jökulsá, Hala &ndash; sími 478 1100</li>
</ul>
<h2 class="font_2 wixui-rich-text__text">Samstarfsaðilar</h2>
<p class="font_8 wixui-rich-text__text">Ljósmyndaferðirnar okkar eru unnar í samstarfi við <a href="https://glacierphoto.is/" target="_blank" rel="noreferrer noopener">Glacier Photo Iceland</a>.</p>`,
        ),
      ),
    },
    'https://www.isbru.is/ferdir/ishellaferd': {
      html: page(
        'Íshellaferð | Ísbrú ferðir',
        'ishellaferd',
        `${rich('lq4tour', `<h1 class="font_0 wixui-rich-text__text">Íshellaferð í Breiðamerkurjökli</h1><p class="font_8 wixui-rich-text__text">Brottför daglega kl. 9:00 og 13:00 frá Jökulsárlóni, nóvember til mars. Lengd um 3 klukkustundir, þar af 1 klst. í íshellinum. Lágmarksaldur 8 ár.</p><p class="font_8 wixui-rich-text__text">Verð: 24.900 kr. á mann. Innifalið: leiðsögn, mannbroddar, hjálmur og akstur á jökulinn.</p><p class="font_8 wixui-rich-text__text">Íshellarnir eru innan <a href="https://www.vatnajokulsthjodgardur.is/" target="_blank" rel="noreferrer noopener">Vatnajökulsþjóðgarðs</a> og við förum þangað með leyfi þjóðgarðsins.</p>`)}
<div id="comp-lq4book" class="comp-lq4book wixui-button"><a data-testid="linkElement" href="${W}/book-online/ishellaferd" class="wixui-button__link"><span class="wixui-button__label">Bóka núna</span></a></div>`,
      ),
    },
    'https://www.isbru.is/um-okkur': {
      html: page(
        'Um okkur | Ísbrú ferðir',
        'um-okkur',
        rich(
          'lq5um',
          `<h1 class="font_0 wixui-rich-text__text">Um okkur</h1>
<p class="font_8 wixui-rich-text__text">Ísbrú ferðir ehf. var stofnað árið 2011 af tveimur fjallaleiðsögumönnum úr Öræfum. Í dag starfa hjá okkur 22 leiðsögumenn yfir veturinn.</p>
<p class="font_8 wixui-rich-text__text">Við höfum gæða- og umhverfisvottun <a href="https://www.vakinn.is/" target="_blank" rel="noreferrer noopener">Vakans</a> og erum aðilar að <a href="https://www.saf.is/" target="_blank" rel="noreferrer noopener">Samtökum ferðaþjónustunnar</a>. Allir leiðsögumennirnir okkar eru í <a href="https://www.fjallaleidsogumenn.is/" target="_blank" rel="noreferrer noopener">Félagi fjallaleiðsögumanna á Íslandi</a>.</p>
<p class="font_8 wixui-rich-text__text">Við kolefnisjöfnum allan akstur okkar með trjárækt hjá <a href="https://kolvidur.is/" target="_blank" rel="noreferrer noopener">Kolviði</a>.</p>
<p class="font_8 wixui-rich-text__text">Fengum viðurkenninguna Travellers' Choice hjá Tripadvisor 2022 og 2023.</p>`,
        ),
      ),
    },
    'https://www.isbru.is/oryggi': {
      html: page(
        'Öryggi | Ísbrú ferðir',
        'oryggi',
        rich(
          'lq6oryggi',
          `<h1 class="font_0 wixui-rich-text__text">Öryggi á jöklinum</h1>
<p class="font_8 wixui-rich-text__text">Við metum aðstæður á hverjum morgni og aflýsum ferð ef veður eða ástand íshellisins er ekki öruggt. Þá færðu fulla endurgreiðslu.</p>
<p class="font_8 wixui-rich-text__text">Kynntu þér færð og aðstæður á <a href="https://safetravel.is/" target="_blank" rel="noreferrer noopener">safetravel.is</a> og veðurspá á <a href="https://www.vedur.is/" target="_blank" rel="noreferrer noopener">vedur.is</a> áður en þú leggur af stað.</p>`,
        ),
      ),
    },
    'https://www.isbru.is/storf': {
      html: page(
        'Störf | Ísbrú ferðir',
        'storf',
        rich(
          'lq7storf',
          `<h1 class="font_0 wixui-rich-text__text">Störf hjá Ísbrú</h1>
<p class="font_8 wixui-rich-text__text">Við leitum að jöklaleiðsögumönnum fyrir veturinn 2024&ndash;2025. Krafa er um AIMG jöklaleiðsögn 2 eða sambærilegt. Sjá auglýsingu á <a href="https://alfred.is/starf/joklaleidsogumadur-isbru" target="_blank" rel="noreferrer noopener">Alfreð</a>.</p>`,
        ),
      ),
    },
  },
  sitemap: [
    'https://www.isbru.is/',
    'https://www.isbru.is/ferdir/ishellaferd',
    'https://www.isbru.is/soluadilar',
    'https://www.isbru.is/um-okkur',
    'https://www.isbru.is/oryggi',
    'https://www.isbru.is/storf',
  ],
  technologies: ['wix', 'react', 'hsts', 'open-graph', 'priority-hints'],
  partners: {
    'guidetoiceland.is': 'channel',
    'nordicvisitor.com': 'channel',
    'getyourguide.com': 'channel',
    'viator.com': 'channel',
    'hotelskaftafell.is': 'channel',
    'gistivatna.is': 'channel',
    'glacierphoto.is': 'generic',
  },
};
