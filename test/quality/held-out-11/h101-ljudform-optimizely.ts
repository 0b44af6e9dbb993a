import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, extra = '') => `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title} | Ljudform</title>
<link rel="stylesheet" href="/dist/css/main.min.css?v=638501122" />
<link rel="icon" href="/favicon.ico" />
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5c2e9a1e-7d44-4e0b-9f0f-1b0b3a6d2e11" data-blockingmode="auto" type="text/javascript"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7QX4LD');</script>
<!-- End Google Tag Manager -->
${extra}
</head>`;

const nav = `<header class="site-header">
  <a class="site-header__logo" href="/"><img src="/globalassets/logotyp/ljudform-logo.svg" alt="Ljudform" width="160" height="38" /></a>
  <nav class="main-nav" aria-label="Huvudmeny">
    <ul>
      <li><a href="/produkter/">Produkter</a></li>
      <li><a href="/referensprojekt/">Referensprojekt</a></li>
      <li><a href="/hitta-aterforsaljare/">Hitta återförsäljare</a></li>
      <li><a href="/om-ljudform/">Om oss</a></li>
      <li><a href="/kontakt/">Kontakt</a></li>
    </ul>
  </nav>
  <div class="lang-switch"><a href="/en/" hreflang="en">English</a></div>
</header>`;

const footer = `<footer class="site-footer">
  <div class="site-footer__cols">
    <div>
      <h3>Ljudform AB</h3>
      <p>Industrigatan 12<br />553 02 Jönköping</p>
      <p><a href="tel:+4636190400">036-19 04 00</a><br /><a href="mailto:info@ljudform.se">info@ljudform.se</a></p>
    </div>
    <div>
      <h3>Om Ljudform</h3>
      <ul>
        <li><a href="/om-ljudform/">Vår historia</a></li>
        <li><a href="/om-ljudform/hallbarhet/">Hållbarhet</a></li>
        <li><a href="/om-ljudform/internationella-distributorer/">Internationella distributörer</a></li>
        <li><a href="/press/">Press</a></li>
        <li><a href="https://ljudform.teamtailor.com/">Jobba hos oss</a></li>
      </ul>
    </div>
    <div>
      <h3>För arkitekter</h3>
      <ul>
        <li><a href="/produkter/ladda-ner/">Produktblad &amp; montageanvisningar</a></li>
        <li><a href="https://www.bimobject.com/sv/ljudform" target="_blank" rel="noopener">BIM-objekt på BIMobject</a></li>
        <li><a href="/akustikguiden/">Akustikguiden</a></li>
      </ul>
    </div>
    <div>
      <h3>Följ oss</h3>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/ljudform-ab/" aria-label="LinkedIn">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/ljudform/" aria-label="Instagram">Instagram</a></li>
        <li><a href="https://se.pinterest.com/ljudform/" aria-label="Pinterest">Pinterest</a></li>
      </ul>
    </div>
  </div>
  <p class="site-footer__legal">&copy; 2024 Ljudform AB &middot; Org.nr 556712-4410 &middot; <a href="/integritetspolicy/">Integritetspolicy</a> &middot; <a href="javascript:Cookiebot.renew()">Cookieinställningar</a></p>
</footer>
<script src="/dist/js/main.min.js?v=638501122" defer></script>`;

const dealer = (name: string, addr: string, phone: string, link = '') => `<li class="dealer-card">
          <h3 class="dealer-card__name">${name}</h3>
          <p class="dealer-card__address">${addr}</p>
          <p class="dealer-card__phone">Tel: ${phone}</p>
          ${link}
        </li>`;

export const site: CorpusSite = {
  domain: 'ljudform.se',
  covers:
    'Swedish acoustic-panel maker on Optimizely (Episerver) behind Cloudflare: region-grouped dealer cards (one with a tracking-parameter link, one with the domain only written, one without any web address) plus an international distributor table reachable only from the footer; traps are reference-project clients, eco labels and trade membership, BIMobject, Teamtailor careers, press on Mynewsdesk and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.ljudform.se/' },
    'https://www.ljudform.se/': {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '8a1f3c2b9d4e5f60-ARN',
        'cf-cache-status': 'DYNAMIC',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-frame-options': 'SAMEORIGIN',
        'set-cookie': 'EPi:StateMarker=true; path=/; secure; HttpOnly; SameSite=Lax',
      },
      html: `${head('Akustiklösningar för kontor, skola och offentlig miljö')}
<body class="startpage">
${nav}
<main>
  <section class="hero">
    <h1>Bättre ljud. Bättre rum.</h1>
    <p>Ljudform utvecklar och tillverkar ljudabsorbenter, skärmväggar och akustiktak i Jönköping sedan 1998. Allt vi gör är designat för att minska buller och efterklang &ndash; utan att göra avkall på formen.</p>
    <a class="btn btn--primary" href="/produkter/">Utforska produkterna</a>
    <a class="btn btn--ghost" href="/hitta-aterforsaljare/">Hitta närmaste återförsäljare</a>
  </section>
  <section class="product-teasers">
    <h2>Populära produkter</h2>
    <div class="teaser-grid">
      <a class="teaser" href="/produkter/absorbenter/molnet/"><img src="/globalassets/produkter/molnet/molnet-taklosning.jpg" alt="Molnet takabsorbent i konferensrum" /><span>Molnet &ndash; takabsorbent</span></a>
      <a class="teaser" href="/produkter/skarmvaggar/delta/"><img src="/globalassets/produkter/delta/delta-skarmvagg.jpg" alt="Delta skärmvägg" /><span>Delta &ndash; skärmvägg</span></a>
      <a class="teaser" href="/produkter/vaggabsorbenter/linje/"><img src="/globalassets/produkter/linje/linje-vagg.jpg" alt="Linje väggabsorbent" /><span>Linje &ndash; väggabsorbent</span></a>
    </div>
  </section>
  <section class="quote">
    <blockquote>&rdquo;Efterklangstiden i vårt öppna kontorslandskap halverades.&rdquo;</blockquote>
    <p>&mdash; Fastighetschef, Vasakronan. <a href="/referensprojekt/">Se fler referensprojekt</a></p>
  </section>
  <section class="news">
    <h2>Nyheter</h2>
    <article><h3><a href="/press/ljudform-far-svanenmarkning-pa-hela-sortimentet/">Ljudform får Svanenmärkning på hela sortimentet</a></h3><time datetime="2024-03-14">14 mars 2024</time></article>
  </section>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/hitta-aterforsaljare/': {
      html: `${head('Hitta återförsäljare')}
<body class="dealerpage">
${nav}
<main>
  <nav class="breadcrumbs"><a href="/">Start</a> / <span>Hitta återförsäljare</span></nav>
  <h1>Hitta återförsäljare</h1>
  <p class="lead">Ljudforms produkter säljs och monteras av utvalda inredare och kontorsmöbelhandlare över hela landet. Kontakta din närmaste återförsäljare för offert, ljudmätning och montage.</p>
  <div class="dealer-filter">
    <label for="region">Välj region</label>
    <select id="region"><option>Alla regioner</option><option>Stockholm &amp; Mälardalen</option><option>Västsverige</option><option>Södra Sverige</option><option>Norrland</option></select>
  </div>
  <section class="dealer-region" data-region="stockholm">
    <h2>Stockholm &amp; Mälardalen</h2>
    <ul class="dealer-list">
      ${dealer('Kontorsrum Interiör AB', 'Sveavägen 44, 111 34 Stockholm', '08-411 22 90', '<a class="dealer-card__link" href="https://www.kontorsrum.se/" target="_blank" rel="noopener">Besök webbplats</a>')}
      ${dealer('Nordisk Arbetsmiljö AB', 'Kopparbergsvägen 8, 722 13 Västerås', '021-13 45 60', '<a class="dealer-card__link" href="https://nordiskarbetsmiljo.se/akustik" target="_blank" rel="noopener">Besök webbplats</a>')}
      ${dealer('Akustikhuset i Uppsala', 'Kungsgatan 61, 753 21 Uppsala', '018-50 30 12', '<p class="dealer-card__web">www.akustikhuset-uppsala.se</p>')}
    </ul>
  </section>
  <section class="dealer-region" data-region="vast">
    <h2>Västsverige</h2>
    <ul class="dealer-list">
      ${dealer('Interiörgruppen Väst AB', 'Lilla Bommen 5, 411 04 Göteborg', '031-701 88 00', '<a class="dealer-card__link" href="https://www.interiorgruppen.se/?utm_source=ljudform&amp;utm_medium=referral&amp;utm_campaign=aterforsaljare" target="_blank" rel="noopener">Besök webbplats</a>')}
      ${dealer('Bra Rum i Borås', 'Allégatan 27, 503 32 Borås', '033-12 64 40')}
    </ul>
  </section>
  <section class="dealer-region" data-region="syd">
    <h2>Södra Sverige</h2>
    <ul class="dealer-list">
      ${dealer('Skånsk Kontorsinredning AB', 'Stora Varvsgatan 11, 211 19 Malmö', '040-611 70 70', '<a class="dealer-card__link" href="https://skanskkontor.se" target="_blank" rel="noopener">Besök webbplats</a>')}
      ${dealer('Ljudbild Jönköping', 'Huskvarnavägen 80, 554 54 Jönköping', '036-30 11 50', '<a class="dealer-card__link" href="http://www.ljudbild.nu/" target="_blank" rel="noopener">Besök webbplats</a>')}
    </ul>
  </section>
  <section class="dealer-region" data-region="norr">
    <h2>Norrland</h2>
    <ul class="dealer-list">
      ${dealer('Inredia Norr AB', 'Storgatan 36, 903 26 Umeå &middot; Smedjegatan 9, 972 33 Luleå', '090-17 42 00', '<a class="dealer-card__link" href="https://inredianorr.se/" target="_blank" rel="noopener">Besök webbplats</a>')}
    </ul>
  </section>
  <aside class="dealer-cta">
    <h2>Vill du bli återförsäljare?</h2>
    <p>Vi söker fler inredningsfirmor i Dalarna och Gotland. Hör av dig till <a href="mailto:partner@ljudform.se">partner@ljudform.se</a>.</p>
    <p>Söker du återförsäljare utanför Sverige? Se våra <a href="/om-ljudform/internationella-distributorer/">internationella distributörer</a>.</p>
  </aside>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/om-ljudform/internationella-distributorer/': {
      html: `${head('Internationella distributörer')}
<body class="standardpage">
${nav}
<main>
  <nav class="breadcrumbs"><a href="/">Start</a> / <a href="/om-ljudform/">Om oss</a> / <span>Internationella distributörer</span></nav>
  <h1>Internationella distributörer</h1>
  <p>Utanför Sverige representeras Ljudform av följande distributörer, som har lager och egna säljare i respektive land.</p>
  <table class="table table--distributors">
    <thead><tr><th>Land</th><th>Distributör</th><th>Kontakt</th><th>Webbplats</th></tr></thead>
    <tbody>
      <tr><td>Norge</td><td>Akustikkpartner AS</td><td>Oslo, +47 22 40 18 00</td><td><a href="https://www.akustikkpartner.no/" target="_blank" rel="noopener">akustikkpartner.no</a></td></tr>
      <tr><td>Danmark</td><td>Lydrum ApS</td><td>Aarhus, +45 86 12 34 70</td><td><a href="https://lydrum.dk/" target="_blank" rel="noopener">lydrum.dk</a></td></tr>
      <tr><td>Finland</td><td>Ääniseinä Oy</td><td>Tampere, +358 3 225 6100</td><td><a href="https://www.aaniseina.fi/fi/" target="_blank" rel="noopener">aaniseina.fi</a></td></tr>
      <tr><td>Tyskland &amp; Österrike</td><td>Raumklang Objekt GmbH</td><td>Hamburg, +49 40 3290 5510</td><td><a href="https://www.raumklang-objekt.de/" target="_blank" rel="noopener">raumklang-objekt.de</a></td></tr>
      <tr><td>Storbritannien &amp; Irland</td><td>Quietspace Interiors Ltd</td><td>Manchester, +44 161 496 0321</td><td><a href="https://www.quietspace-interiors.co.uk/" target="_blank" rel="noopener">quietspace-interiors.co.uk</a></td></tr>
    </tbody>
  </table>
  <p>Övriga marknader: kontakta vår exportavdelning på <a href="mailto:export@ljudform.se">export@ljudform.se</a>.</p>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/referensprojekt/': {
      html: `${head('Referensprojekt')}
<body class="listpage">
${nav}
<main>
  <h1>Referensprojekt</h1>
  <p>Ett urval av de kontor, skolor och vårdmiljöer där Ljudform har bidragit till bättre akustik.</p>
  <div class="case-grid">
    <article class="case">
      <img src="/globalassets/referenser/vasakronan-kungsbron.jpg" alt="Kontorslandskap hos Vasakronan, Kungsbron" />
      <h2>Vasakronan, Kungsbron Stockholm</h2>
      <p>Molnet takabsorbenter och Delta skärmväggar i 4&nbsp;200 kvm kontorsyta. Beställare: <a href="https://vasakronan.se/" target="_blank" rel="noopener">Vasakronan</a>.</p>
    </article>
    <article class="case">
      <img src="/globalassets/referenser/kth-biblioteket.jpg" alt="KTH Biblioteket" />
      <h2>KTH Biblioteket</h2>
      <p>Tysta läsplatser med Linje väggabsorbenter. <a href="https://www.kth.se/biblioteket" target="_blank" rel="noopener">kth.se/biblioteket</a></p>
    </article>
    <article class="case">
      <img src="/globalassets/referenser/region-skane-vardcentral.jpg" alt="Vårdcentral i Region Skåne" />
      <h2>Vårdcentralen Limhamn, Region Skåne</h2>
      <p>Tvättbara absorbenter för vårdmiljö. Upphandlat via ramavtal med <a href="https://www.skane.se/" target="_blank" rel="noopener">Region Skåne</a>.</p>
    </article>
  </div>
  <section class="logos">
    <h2>De har valt Ljudform</h2>
    <ul class="logo-row">
      <li><img src="/globalassets/kundlogos/vasakronan.svg" alt="Vasakronan" /></li>
      <li><img src="/globalassets/kundlogos/kth.svg" alt="KTH" /></li>
      <li><img src="/globalassets/kundlogos/ikano-bostad.svg" alt="Ikano Bostad" /></li>
      <li><img src="/globalassets/kundlogos/jonkopings-kommun.svg" alt="Jönköpings kommun" /></li>
    </ul>
  </section>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/om-ljudform/hallbarhet/': {
      html: `${head('Hållbarhet')}
<body class="standardpage">
${nav}
<main>
  <h1>Hållbarhet</h1>
  <p>Våra absorbenter tillverkas av återvunnen PET-filt och FSC-certifierat trä i vår fabrik i Jönköping, som drivs med 100&nbsp;% förnybar el.</p>
  <h2>Märkningar och certifieringar</h2>
  <ul class="cert-list">
    <li><a href="https://www.svanen.se/" target="_blank" rel="noopener"><img src="/globalassets/certifikat/svanen.svg" alt="Svanenmärkt" /></a> Hela sortimentet är Svanenmärkt sedan 2024.</li>
    <li><a href="https://www.mobelfakta.se/" target="_blank" rel="noopener"><img src="/globalassets/certifikat/mobelfakta.svg" alt="Möbelfakta" /></a> Skärmväggarna är Möbelfaktamärkta.</li>
    <li><img src="/globalassets/certifikat/iso-14001.svg" alt="ISO 14001" /> Miljöledningssystem certifierat enligt ISO 14001.</li>
  </ul>
  <h2>Medlemskap</h2>
  <p>Ljudform är medlem i <a href="https://www.tmf.se/" target="_blank" rel="noopener">TMF &ndash; Trä- och Möbelföretagen</a> och i <a href="https://www.sgbc.se/" target="_blank" rel="noopener">Sweden Green Building Council</a>.</p>
  <p>Läs vår hållbarhetsredovisning: <a href="/globalassets/dokument/hallbarhetsredovisning-2023.pdf">Hållbarhetsredovisning 2023 (PDF)</a></p>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/press/': {
      html: `${head('Press')}
<body class="newslist">
${nav}
<main>
  <h1>Press</h1>
  <p>Pressmeddelanden och bilder finns i vårt pressrum på <a href="https://www.mynewsdesk.com/se/ljudform" target="_blank" rel="noopener">Mynewsdesk</a>.</p>
  <ul class="press-list">
    <li><time datetime="2024-03-14">2024-03-14</time> <a href="/press/ljudform-far-svanenmarkning-pa-hela-sortimentet/">Ljudform får Svanenmärkning på hela sortimentet</a></li>
    <li><time datetime="2023-11-02">2023-11-02</time> <a href="/press/ny-fabrikshall-i-jonkoping/">Ljudform investerar i ny fabrikshall i Jönköping</a></li>
  </ul>
  <h2>I media</h2>
  <ul>
    <li><a href="https://www.jp.se/artikel/ljudform-vaxer-i-jonkoping" target="_blank" rel="noopener">Jönköpings-Posten: Ljudform växer &ndash; anställer 20 till</a></li>
    <li><a href="https://www.dagensindustri.se/foretag/akustik-blir-nytt-hett-omrade/" target="_blank" rel="noopener">Dagens industri: Akustik blir nytt hett område</a></li>
  </ul>
  <h2>Presskontakt</h2>
  <p>Karin Lindqvist, marknadschef, <a href="mailto:karin.lindqvist@ljudform.se">karin.lindqvist@ljudform.se</a></p>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/kontakt/': {
      html: `${head('Kontakt', '<link rel="stylesheet" href="/Util/EPiServer.Forms/EPiServerForms.css" />')}
<body class="contactpage">
${nav}
<main>
  <h1>Kontakta oss</h1>
  <p>Vill du ha hjälp med en ljudberäkning eller en offert? Fyll i formuläret så återkommer en av våra akustikrådgivare inom en arbetsdag.</p>
  <form method="post" action="/EPiServer.Forms/DataSubmit/Submit" class="EPiServerForms" id="f3a8d1c2-5b7e-4c11-9a0e-7f1d2b3c4e5f">
    <div class="Form__MainBody">
      <label for="name">Namn</label><input id="name" name="__field_1021" type="text" />
      <label for="email">E-post</label><input id="email" name="__field_1022" type="email" />
      <label for="msg">Meddelande</label><textarea id="msg" name="__field_1023"></textarea>
      <button type="submit" class="Form__Element FormExcludeDataRebind FormSubmitButton">Skicka</button>
    </div>
  </form>
  <h2>Besöksadress</h2>
  <p>Industrigatan 12, 553 02 Jönköping. Showroom i Stockholm: Hälsingegatan 43, 113 31 Stockholm (efter överenskommelse).</p>
</main>
${footer}
</body>
</html>`,
    },
    'https://www.ljudform.se/produkter/absorbenter/molnet/': {
      html: `${head('Molnet takabsorbent')}
<body class="productpage">
${nav}
<main>
  <h1>Molnet</h1>
  <p>Frihängande takabsorbent i återvunnen PET-filt. Ljudabsorptionsklass A enligt EN ISO 11654.</p>
  <ul class="downloads">
    <li><a href="/globalassets/produkter/molnet/produktblad-molnet.pdf">Produktblad (PDF)</a></li>
    <li><a href="/globalassets/produkter/molnet/montageanvisning-molnet.pdf">Montageanvisning (PDF)</a></li>
    <li><a href="https://www.bimobject.com/sv/ljudform/product/molnet" target="_blank" rel="noopener">Ladda ner BIM-objekt</a></li>
  </ul>
  <p>Molnet finns hos alla våra <a href="/hitta-aterforsaljare/">återförsäljare</a>.</p>
</main>
${footer}
</body>
</html>`,
    },
  },
  sitemap: [
    'https://www.ljudform.se/',
    'https://www.ljudform.se/produkter/absorbenter/molnet/',
    'https://www.ljudform.se/referensprojekt/',
    'https://www.ljudform.se/hitta-aterforsaljare/',
    'https://www.ljudform.se/om-ljudform/hallbarhet/',
    'https://www.ljudform.se/om-ljudform/internationella-distributorer/',
    'https://www.ljudform.se/press/',
    'https://www.ljudform.se/kontakt/',
  ],
  technologies: ['optimizely-content-management', 'microsoft-asp-net', 'cloudflare', 'hsts', 'cookiebot', 'google-tag-manager'],
  partners: {
    'kontorsrum.se': 'channel',
    'nordiskarbetsmiljo.se': 'channel',
    'akustikhuset-uppsala.se': 'channel',
    'interiorgruppen.se': 'channel',
    'skanskkontor.se': 'channel',
    'ljudbild.nu': 'channel',
    'inredianorr.se': 'channel',
    'akustikkpartner.no': 'channel',
    'lydrum.dk': 'channel',
    'aaniseina.fi': 'channel',
    'raumklang-objekt.de': 'channel',
    'quietspace-interiors.co.uk': 'channel',
  },
};
