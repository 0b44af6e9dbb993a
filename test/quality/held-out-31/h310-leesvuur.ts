import type { CorpusSite } from '../corpus/types.js';

/* Stichting Leesvuur — Nederlandse stichting voor leesbevordering; Craft CMS met SEOmatic op nginx, Matomo, CookieFirst. */

const origin = 'https://www.leesvuur.nl';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CraftSessionId=9q2m7b1xkz0svy4c8l3p5w6n; path=/; secure; HttpOnly; SameSite=Lax',
  'strict-transport-security': 'max-age=31536000',
  'x-frame-options': 'SAMEORIGIN',
};

const header = `
<header class="site-header">
  <div class="container site-header__inner">
    <a href="${origin}/" class="site-header__logo"><img src="${origin}/assets/img/leesvuur-logo.svg" alt="Stichting Leesvuur" width="170" height="48" fetchpriority="high"></a>
    <nav class="site-nav" aria-label="Hoofdmenu">
      <ul>
        <li class="site-nav__item site-nav__item--has-children"><a href="${origin}/wat-we-doen">Wat we doen</a>
          <ul class="site-nav__sub">
            <li><a href="${origin}/wat-we-doen#voorlezen">Voorlezen thuis</a></li>
            <li><a href="${origin}/wat-we-doen#scholen">Leesclubs op school</a></li>
            <li><a href="${origin}/wat-we-doen#boekpakketten">Boekpakketten</a></li>
            <li><a href="${origin}/wat-we-doen#volwassenen">Laaggeletterde ouders</a></li></ul></li>
        <li class="site-nav__item"><a href="${origin}/partners-en-netwerk">Partners &amp; netwerk</a></li>
        <li class="site-nav__item"><a href="${origin}/over-ons">Over ons</a></li>
        <li class="site-nav__item"><a href="${origin}/vacatures">Werken bij</a></li>
      </ul>
    </nav>
    <a href="${origin}/steun-ons" class="button button--primary">Steun ons</a>
    <button class="site-header__toggle" aria-label="Menu openen">Menu</button>
  </div>
</header>`;

const footer = `
<footer class="site-footer">
  <div class="container site-footer__grid">
    <div>
      <p class="site-footer__title">Stichting Leesvuur</p>
      <p>Oudegracht 231<br>3511 NK Utrecht</p>
      <p><a href="mailto:info@leesvuur.nl">info@leesvuur.nl</a><br><a href="tel:+31302005547">030 200 55 47</a></p>
      <p>KvK 58214471 &middot; RSIN 852900114<br>IBAN NL42 TRIO 0391 2284 11</p>
    </div>
    <div>
      <p class="site-footer__title">Menu</p>
      <ul><li><a href="${origin}/wat-we-doen">Wat we doen</a></li><li><a href="${origin}/partners-en-netwerk">Partners &amp; netwerk</a></li><li><a href="${origin}/over-ons">Over ons</a></li><li><a href="${origin}/over-ons#anbi">ANBI-gegevens</a></li><li><a href="${origin}/vacatures">Vacatures</a></li></ul>
    </div>
    <div>
      <p class="site-footer__title">Nieuwsbrief</p>
      <form method="post" action="${origin}/" accept-charset="UTF-8" class="newsletter-form">
        <input type="hidden" name="CRAFT_CSRF_TOKEN" value="Kq2mW8xLp3Zy7Vb1Nc9Rt4Ys5Lq8Wm3Xz2Pk7Vb1Nc9Rt4Ys5Lq8Wm3Xz2Pk7Vb1Nc9Rt4Ys5">
        <input type="hidden" name="action" value="campaign/forms/subscribe">
        <label for="nb-email">E-mailadres</label><input type="email" id="nb-email" name="email" required>
        <button type="submit" class="button">Aanmelden</button>
      </form>
      <ul class="social"><li><a href="https://www.instagram.com/leesvuur" rel="noopener">Instagram</a></li><li><a href="https://www.linkedin.com/company/stichting-leesvuur" rel="noopener">LinkedIn</a></li><li><a href="https://www.facebook.com/leesvuur" rel="noopener">Facebook</a></li></ul>
    </div>
    <div class="site-footer__seals">
      <a href="https://www.cbf.nl/organisatie/stichting-leesvuur" rel="noopener"><img src="${origin}/assets/img/cbf-erkend-goed-doel.svg" alt="CBF Erkend Goed Doel" width="90" height="90" loading="lazy"></a>
      <img src="${origin}/assets/img/anbi.svg" alt="ANBI" width="90" height="45" loading="lazy">
      <a href="https://www.goededoelen.nl/leden" rel="noopener"><img src="${origin}/assets/img/lid-goede-doelen-nederland.svg" alt="Lid van Goede Doelen Nederland" width="90" height="45" loading="lazy"></a>
    </div>
  </div>
  <div class="container site-footer__legal"><p>&copy; 2025 Stichting Leesvuur &middot; <a href="${origin}/privacy">Privacyverklaring</a> &middot; <a href="${origin}/cookies">Cookies</a> &middot; In Vlaanderen: <a href="https://www.leesvuur.be/">leesvuur.be</a></p></div>
</footer>`;

function page(
  path: string,
  title: string,
  desc: string,
  main: string,
  opts: { prev?: string; next?: string; noindex?: boolean } = {},
): string {
  return `<!DOCTYPE html>
<html lang="nl-NL">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="generator" content="SEOmatic">
<meta name="description" content="${desc}">
<meta name="referrer" content="no-referrer-when-downgrade">
<meta name="robots" content="${opts.noindex ? 'noindex, follow' : 'all'}">
<meta content="nl_NL" property="og:locale">
<meta content="Stichting Leesvuur" property="og:site_name">
<meta content="website" property="og:type">
<meta content="${origin}${path}" property="og:url">
<meta content="${title}" property="og:title">
<meta content="${desc}" property="og:description">
<meta content="${origin}/uploads/_1200x630_crop_center-center_82_none/leesvuur-og-voorlezen.jpg" property="og:image">
<meta name="twitter:card" content="summary_large_image">
<link href="${origin}${path}" rel="canonical">
<link href="${origin}${path}" rel="alternate" hreflang="nl-nl">
${opts.prev ? `<link href="${origin}${opts.prev}" rel="prev">` : ''}${opts.next ? `<link href="${origin}${opts.next}" rel="next">` : ''}
<link rel="icon" href="${origin}/assets/img/favicon.svg" type="image/svg+xml">
<link rel="preload" href="${origin}/assets/fonts/recoleta-semibold.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="${origin}/assets/dist/css/app.3f8b2c1d.css">
<script src="https://consent.cookiefirst.com/sites/leesvuur.nl-7b4d2e1a-9c3f-4a8e-b5d0-1e2f3a4b5c6d/consent.js"></script>
<script type="application/ld+json">{"@context":"http://schema.org","@graph":[{"@type":"NGO","name":"Stichting Leesvuur","url":"${origin}/","logo":{"@type":"ImageObject","url":"${origin}/assets/img/leesvuur-logo.svg"},"address":{"@type":"PostalAddress","streetAddress":"Oudegracht 231","postalCode":"3511 NK","addressLocality":"Utrecht","addressCountry":"NL"},"sameAs":["https://www.instagram.com/leesvuur","https://www.linkedin.com/company/stichting-leesvuur","https://www.leesvuur.be/"]},{"@type":"WebPage","name":"${title}","url":"${origin}${path}","inLanguage":"nl-NL"}]}</script>
<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://statistiek.leesvuur.nl/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
</head>
<body class="page-${path === '/' ? 'home' : path.split('/')[1]}">
<a href="#main" class="skip-link">Naar de inhoud</a>
${header}
<main id="main">
${main}
</main>
${footer}
<script src="${origin}/assets/dist/js/app.9d1e4b7a.js" defer></script>
</body>
</html>`;
}

const home = page(
  '/',
  'Stichting Leesvuur | Elk kind een lezer',
  'Stichting Leesvuur brengt voorlezen en leesplezier naar gezinnen en scholen waar weinig gelezen wordt. Met 1.900 vrijwilligers in 64 gemeenten.',
  `
<section class="hero hero--home"><div class="container hero__grid">
  <div><h1>Elk kind een lezer.</h1><p class="hero__lead">Een op de drie kinderen in Nederland groeit op in een huis zonder boeken. Onze vrijwilligers lezen twintig weken lang wekelijks voor bij gezinnen thuis, en we starten leesclubs op basisscholen waar de leesachterstand het grootst is.</p>
  <p><a href="${origin}/steun-ons" class="button button--primary">Word vriend van Leesvuur</a> <a href="${origin}/wat-we-doen" class="button">Wat we doen</a></p></div>
  <picture><source srcset="${origin}/uploads/_800x600_crop_center-center_82_none/voorlezen-thuis.webp" type="image/webp"><img src="${origin}/uploads/_800x600_crop_center-center_82_none/voorlezen-thuis.jpg" alt="Een vrijwilliger leest voor aan twee kinderen op de bank" width="800" height="600"></picture>
</div></section>
<section class="stats"><div class="container"><ul class="stats__list">
  <li><strong>11.400</strong> gezinnen bereikt in 2024</li><li><strong>1.900</strong> voorleesvrijwilligers</li><li><strong>212</strong> leesclubs op basisscholen</li><li><strong>64</strong> gemeenten</li></ul></div></section>
<section class="video"><div class="container"><h2>Zo gaat een voorleesbezoek</h2><div class="video__embed"><iframe src="https://www.youtube-nocookie.com/embed/Xr7bQ2kLm9s" title="Zo gaat een voorleesbezoek" width="720" height="405" loading="lazy" allowfullscreen></iframe></div></div></section>
<section class="news"><div class="container"><h2>Nieuws</h2><div class="card-row">
  <article class="card"><time datetime="2025-01-21">21 januari 2025</time><h3><a href="${origin}/nieuws/nationale-voorleesdagen-2025">Nationale Voorleesdagen: 300 extra voorleesmomenten in bibliotheken</a></h3></article>
  <article class="card"><time datetime="2024-12-10">10 december 2024</time><h3><a href="${origin}/nieuws/onderzoek-hogeschool-utrecht">Onderzoek: kinderen in ons programma lezen 40% vaker zelf</a></h3></article>
  <article class="card"><time datetime="2024-11-04">4 november 2024</time><h3><a href="${origin}/nieuws/leesvuur-in-nos-journaal">Leesvuur in het NOS Journaal</a></h3></article>
</div></div></section>
<section class="network-teaser"><div class="container"><h2>Samen met bibliotheken, scholen en boekhandels</h2><p>We werken samen met meer dan veertig organisaties. <a href="${origin}/partners-en-netwerk">Bekijk ons netwerk</a>.</p>
<p class="media">Bekend van <a href="https://nos.nl/artikel/2541120-voorlezen-thuis-helpt-kinderen-met-taalachterstand" rel="noopener">NOS</a> en <a href="https://www.trouw.nl/onderwijs/vrijwilligers-lezen-voor-in-gezinnen-zonder-boeken" rel="noopener">Trouw</a>.</p></div></section>`,
);

const watWeDoen = page(
  '/wat-we-doen',
  'Wat we doen | Stichting Leesvuur',
  'Voorlezen thuis, leesclubs op school, boekpakketten en ondersteuning van laaggeletterde ouders.',
  `
<section class="page-header"><div class="container"><h1>Wat we doen</h1><p class="lead">Vier programma&rsquo;s, &eacute;&eacute;n doel: leesplezier in elk gezin.</p></div></section>
<section id="voorlezen" class="content-block"><div class="container prose"><h2>Voorlezen thuis</h2><p>Een getrainde vrijwilliger komt twintig weken lang een uur per week voorlezen bij een gezin met kinderen van 2 tot 8 jaar. Ouders kijken mee en leren hoe zij zelf kunnen voorlezen, ook als ze zelf moeite hebben met lezen. Na afloop krijgt elk kind een lidmaatschap van de bibliotheek.</p></div></section>
<section id="scholen" class="content-block content-block--alt"><div class="container prose"><h2>Leesclubs op school</h2><p>Op basisscholen met een hoge leesachterstand begeleiden onze vrijwilligers wekelijkse leesclubs van zes kinderen uit groep 4 tot en met 8. Kinderen kiezen zelf hun boeken.</p>
<table><thead><tr><th>Schooljaar</th><th>Scholen</th><th>Leesclubs</th><th>Kinderen</th></tr></thead><tbody><tr><td>2022&ndash;2023</td><td>61</td><td>140</td><td>840</td></tr><tr><td>2023&ndash;2024</td><td>78</td><td>188</td><td>1.128</td></tr><tr><td>2024&ndash;2025</td><td>86</td><td>212</td><td>1.272</td></tr></tbody></table></div></section>
<section id="boekpakketten" class="content-block"><div class="container prose"><h2>Boekpakketten</h2><p>Gezinnen krijgen drie nieuwe boeken per seizoen, zelf uitgekozen in de boekhandel met een Leesvuur-tegoedbon.</p></div></section>
<section id="volwassenen" class="content-block content-block--alt"><div class="container prose"><h2>Laaggeletterde ouders</h2><p>Ouders die zelf moeite hebben met lezen verwijzen we door naar een Taalhuis bij hen in de buurt, en onze vrijwilligers gaan desgewenst mee naar het eerste gesprek.</p></div></section>
<section class="content-block"><div class="container prose"><h2>Effect</h2><p>Uit onderzoek met onze onderzoekspartner blijkt dat kinderen na het programma 40% vaker zelf een boek pakken en dat de woordenschat gemiddeld met 8 maanden vooruitgaat.</p></div></section>`,
);

type NP = { name: string; url: string; kind: string; text: string; img: string };
const network: NP[][] = [
  [
    {
      name: 'Stichting Lezen',
      url: 'https://www.lezen.nl/',
      kind: 'Leesbevordering',
      text: 'Samen ontwikkelen we het programma Voorlezen thuis binnen BoekStart en de Bibliotheek op school.',
      img: 'stichting-lezen',
    },
    {
      name: 'Stichting Lezen & Schrijven',
      url: 'https://www.lezenenschrijven.nl/',
      kind: 'Laaggeletterdheid',
      text: 'Partner voor de ondersteuning van laaggeletterde ouders en de training van onze vrijwilligers.',
      img: 'lezen-en-schrijven',
    },
    {
      name: 'Koninklijke Bibliotheek',
      url: 'https://www.kb.nl/',
      kind: 'Bibliotheken',
      text: 'Landelijke partner: Leesvuur-gezinnen krijgen een gratis jeugdlidmaatschap via de KB-samenwerking.',
      img: 'kb',
    },
    {
      name: 'OBA &ndash; Openbare Bibliotheek Amsterdam',
      url: 'https://www.oba.nl/',
      kind: 'Bibliotheken',
      text: 'Vestigingen in Nieuw-West en Noord zijn uitvalsbasis voor onze Amsterdamse vrijwilligers.',
      img: 'oba',
    },
    {
      name: 'Bibliotheek Utrecht',
      url: 'https://www.bibliotheekutrecht.nl/',
      kind: 'Bibliotheken',
      text: 'Voorleesochtenden en leesclubs in zes wijkbibliotheken.',
      img: 'bibliotheek-utrecht',
    },
  ],
  [
    {
      name: 'VoorleesExpress',
      url: 'https://www.voorleesexpress.nl/',
      kind: 'Leesbevordering',
      text: 'We stemmen werkgebieden af en verwijzen gezinnen naar elkaar door.',
      img: 'voorleesexpress',
    },
    {
      name: 'Libris Boekhandels',
      url: 'https://www.libris.nl/',
      kind: 'Boekhandels',
      text: 'Leesvuur-tegoedbonnen zijn in te wisselen bij 98 Libris-boekhandels, die ook onze boekpakketten verkopen.',
      img: 'libris',
    },
    {
      name: 'Bruna',
      url: 'https://www.bruna.nl/',
      kind: 'Boekhandels',
      text: 'Verkoopt in 300 winkels het Leesvuur-voorleespakket; een deel van de opbrengst gaat naar ons programma.',
      img: 'bruna',
    },
    {
      name: 'BookChoice',
      url: 'https://www.bookchoice.com/',
      kind: 'Technologie',
      text: 'Digitale leesapp waarin Leesvuur-gezinnen e-books en luisterboeken kunnen lezen.',
      img: 'bookchoice',
    },
    {
      name: 'Squla',
      url: 'https://www.squla.nl/',
      kind: 'Technologie',
      text: 'Leesclub-kinderen oefenen thuis met leesquizzen in de Squla-app, gekoppeld aan onze boekenlijsten.',
      img: 'squla',
    },
  ],
  [
    {
      name: 'Uitgeverij Querido',
      url: 'https://www.querido.nl/',
      kind: 'Uitgevers',
      text: 'Geeft samen met ons de reeks Leesvuur-voorleesboeken uit in eenvoudig Nederlands.',
      img: 'querido',
    },
    {
      name: 'Hogeschool Utrecht',
      url: 'https://www.hu.nl/',
      kind: 'Onderzoek',
      text: 'Lectoraat Taalontwikkeling onderzoekt het effect van onze programma&rsquo;s.',
      img: 'hu',
    },
    {
      name: 'Taalhuis Zuid-Holland',
      url: 'https://www.taalhuiszuidholland.nl/',
      kind: 'Laaggeletterdheid',
      text: 'Doorverwijspartner voor ouders in de regio Rotterdam&ndash;Den Haag.',
      img: 'taalhuis-zh',
    },
    {
      name: 'Noordhoff',
      url: 'https://www.noordhoff.nl/',
      kind: 'Uitgevers',
      text: 'Distribueert onze leesclub-lesmaterialen naar basisscholen via haar scholennetwerk.',
      img: 'noordhoff',
    },
  ],
];

const pagePaths = ['/partners-en-netwerk', '/partners-en-netwerk/p2', '/partners-en-netwerk/p3'];

function networkPage(i: number): string {
  const items = network[i] ?? [];
  const path = pagePaths[i] ?? '/partners-en-netwerk';
  const pager = `<nav class="pagination" aria-label="Paginering">
    ${i > 0 ? `<a href="${origin}${pagePaths[i - 1] ?? ''}" class="pagination__prev" rel="prev">&larr; Vorige</a>` : '<span class="pagination__prev is-disabled">&larr; Vorige</span>'}
    <ol class="pagination__pages">${pagePaths.map((p, n) => (n === i ? `<li><span aria-current="page">${n + 1}</span></li>` : `<li><a href="${origin}${p}">${n + 1}</a></li>`)).join('')}</ol>
    ${i < pagePaths.length - 1 ? `<a href="${origin}${pagePaths[i + 1] ?? ''}" class="pagination__next" rel="next">Volgende &rarr;</a>` : '<span class="pagination__next is-disabled">Volgende &rarr;</span>'}
  </nav>`;
  return page(
    path,
    `Partners & netwerk${i > 0 ? ` – pagina ${i + 1}` : ''} | Stichting Leesvuur`,
    'Met deze bibliotheken, leesbevorderaars, boekhandels, uitgevers en onderzoekers werkt Stichting Leesvuur samen.',
    `
<section class="page-header"><div class="container"><h1>Partners &amp; netwerk</h1>
<p class="lead">Leesvuur werkt niet alleen. Bibliotheken, leesbevorderaars, boekhandels, uitgevers en onderzoekers versterken ons werk &mdash; dit zijn onze partners.</p>
<form class="filter" method="get" action="${origin}/partners-en-netwerk"><label for="soort">Soort partner</label><select id="soort" name="soort"><option value="">Alle</option><option>Bibliotheken</option><option>Leesbevordering</option><option>Laaggeletterdheid</option><option>Boekhandels</option><option>Uitgevers</option><option>Onderzoek</option><option>Technologie</option></select><button type="submit" class="button">Filter</button></form>
<p class="result-count">Partners ${i * 5 + 1}&ndash;${i * 5 + items.length} van 14</p></div></section>
<section class="partners"><div class="container"><ul class="partner-list">
${items
  .map(
    (p) =>
      `  <li class="partner-item"><figure class="partner-item__logo"><img src="${origin}/uploads/partners/_200x100_fit_center-center_82_none/${p.img}.png" alt="Logo ${p.name}" width="200" height="100" loading="lazy"></figure><div class="partner-item__body"><span class="tag">${p.kind}</span><h2 class="partner-item__name">${p.name}</h2><p>${p.text}</p><a href="${p.url}" class="partner-item__link" rel="noopener" target="_blank">Website van ${p.name.replace(/ &ndash;.*$/, '')}</a></div></li>`,
  )
  .join('\n')}
</ul>
${pager}
</div></section>
${
  i === 0
    ? `<section class="funders"><div class="container prose"><h2>Wie ons financieel steunt</h2><p>Ons werk wordt mogelijk gemaakt door fondsen en donateurs. Zij zijn geen uitvoerende partners, maar zonder hen geen Leesvuur: <a href="https://www.vsbfonds.nl/" rel="noopener">VSBfonds</a>, <a href="https://www.fonds21.nl/" rel="noopener">Fonds 21</a>, de deelnemers van de <a href="https://www.postcodeloterij.nl/goede-doelen/stichting-leesvuur" rel="noopener">Nationale Postcode Loterij</a> en het Ministerie van OCW via de subsidieregeling Kunst van Lezen. Bekijk onze <a href="${origin}/over-ons#anbi">jaarverslagen</a>.</p></div></section>`
    : ''
}
<section class="cta"><div class="container"><h2>Samenwerken?</h2><p>Bibliotheken, scholen en organisaties die met ons willen samenwerken: mail <a href="mailto:samenwerken@leesvuur.nl">samenwerken@leesvuur.nl</a>.</p></div></section>`,
    { prev: i > 0 ? pagePaths[i - 1] : undefined, next: i < pagePaths.length - 1 ? pagePaths[i + 1] : undefined },
  );
}

const overOns = page(
  '/over-ons',
  'Over ons | Stichting Leesvuur',
  'Stichting Leesvuur is in 2013 opgericht in Utrecht. Lees over ons team, bestuur, ANBI-gegevens en jaarverslagen.',
  `
<section class="page-header"><div class="container"><h1>Over ons</h1><p class="lead">Opgericht in 2013 door twee juffen uit Utrecht-Overvecht.</p></div></section>
<section class="content-block"><div class="container prose">
<h2>Ons verhaal</h2><p>Leesvuur begon toen leerkrachten Sanne de Vries en Fatima El Amrani merkten dat veel kinderen in hun klas thuis nooit werden voorgelezen. Ze vroegen buurtbewoners om voor te lezen bij gezinnen thuis. Tien jaar later hebben 1.900 vrijwilligers bij meer dan 40.000 gezinnen voorgelezen.</p>
<h2>Team en bestuur</h2><p>Het bureau telt 18 medewerkers (14,2 fte). Directeur-bestuurder is Sanne de Vries. De Raad van Toezicht bestaat uit Herman Jansen (voorzitter), Aylin Demir, Joost van der Berg en prof. dr. Marieke Smit.</p>
<h2 id="anbi">ANBI-gegevens</h2><p>Stichting Leesvuur is door de Belastingdienst aangemerkt als Algemeen Nut Beogende Instelling (ANBI). Giften zijn aftrekbaar. RSIN 852900114. Ons beloningsbeleid volgt de Regeling beloning directeuren van goededoelenorganisaties.</p>
<table><thead><tr><th>Jaar</th><th>Inkomsten</th><th>Besteed aan doelstelling</th></tr></thead><tbody><tr><td>2022</td><td>&euro; 2.410.000</td><td>87%</td></tr><tr><td>2023</td><td>&euro; 2.870.000</td><td>88%</td></tr><tr><td>2024</td><td>&euro; 3.150.000</td><td>89%</td></tr></tbody></table>
<p><a href="${origin}/uploads/documenten/jaarverslag-2024-leesvuur.pdf">Jaarverslag 2024 (PDF)</a></p>
<h2>Keurmerken</h2><p>Wij zijn een CBF Erkend Goed Doel en lid van Goede Doelen Nederland.</p>
</div></section>`,
);

const steunOns = page(
  '/steun-ons',
  'Steun ons | Stichting Leesvuur',
  'Word vriend van Leesvuur, doneer eenmalig of laat een nalatenschap na. Voor €15 per maand krijgt een kind twintig weken voorlezen.',
  `
<section class="page-header"><div class="container"><h1>Steun Leesvuur</h1><p class="lead">Met &euro;15 per maand geef je een kind twintig weken voorlezen.</p></div></section>
<section class="content-block"><div class="container donation">
  <form class="donation-form" method="post" action="${origin}/" accept-charset="UTF-8">
    <input type="hidden" name="CRAFT_CSRF_TOKEN" value="Kq2mW8xLp3Zy7Vb1Nc9Rt4Ys5Lq8Wm3Xz2Pk7Vb1Nc9Rt4Ys5Lq8Wm3Xz2Pk7Vb1Nc9Rt4Ys5">
    <input type="hidden" name="action" value="donations/donate/start">
    <fieldset><legend>Hoe vaak?</legend><label><input type="radio" name="frequentie" value="maandelijks" checked> Maandelijks</label><label><input type="radio" name="frequentie" value="eenmalig"> Eenmalig</label></fieldset>
    <fieldset><legend>Bedrag</legend><label><input type="radio" name="bedrag" value="10"> &euro;10</label><label><input type="radio" name="bedrag" value="15" checked> &euro;15</label><label><input type="radio" name="bedrag" value="25"> &euro;25</label><label>Ander bedrag <input type="number" name="bedrag_anders" min="5"></label></fieldset>
    <label for="naam">Naam</label><input id="naam" name="naam" required>
    <label for="email">E-mail</label><input id="email" name="email" type="email" required>
    <button type="submit" class="button button--primary">Doneer met iDEAL</button>
  </form>
  <div class="donation-info"><h2>Andere manieren</h2><ul><li>Maak over naar NL42 TRIO 0391 2284 11 t.n.v. Stichting Leesvuur</li><li>Periodiek schenken: 100% fiscaal aftrekbaar</li><li>Nalaten aan Leesvuur: vraag onze brochure aan</li><li>Bedrijven: word Leesvuur-sponsor en maak voorleesuren mogelijk</li></ul>
  <p>Vragen? Bel Marloes van onze donateursservice: <a href="tel:+31302005547">030 200 55 47</a>.</p></div>
</div></section>`,
);

const vacatures = page(
  '/vacatures',
  'Werken bij Leesvuur | Stichting Leesvuur',
  'Vacatures en vrijwilligerswerk bij Stichting Leesvuur.',
  `
<section class="page-header"><div class="container"><h1>Werken bij Leesvuur</h1><p class="lead">Betaald of als vrijwilliger: help kinderen lezen.</p></div></section>
<section class="content-block"><div class="container prose">
<h2>Vacatures</h2>
<ul class="vacancies"><li><strong>Regiocoördinator Rotterdam</strong> (24&ndash;32 uur) &mdash; reageren voor 28 februari</li><li><strong>Fondsenwerver</strong> (32 uur) &mdash; reageren voor 14 maart</li></ul>
<p>Onze vacatures staan ook op <a href="https://www.goededoelenvacatures.nl/organisatie/stichting-leesvuur" rel="noopener">Goede Doelen Vacatures</a>. Sollicitaties naar <a href="mailto:werkenbij@leesvuur.nl">werkenbij@leesvuur.nl</a>.</p>
<h2>Vrijwilliger worden</h2><p>Als voorleesvrijwilliger lees je twintig weken lang een uur per week voor bij een gezin. Je krijgt een training van twee dagdelen en begeleiding door een coördinator. Meld je aan via <a href="https://www.nlvoorelkaar.nl/organisaties/stichting-leesvuur" rel="noopener">NLvoorelkaar</a> of mail <a href="mailto:vrijwilligers@leesvuur.nl">vrijwilligers@leesvuur.nl</a>.</p>
<h2>Stage</h2><p>We bieden elk semester twee stageplaatsen voor studenten pedagogiek en communicatie.</p>
</div></section>`,
);

export const site: CorpusSite = {
  domain: 'www.leesvuur.nl',
  otherDomains: ['leesvuur.be'],
  covers:
    'Dutch reading-promotion foundation on Craft CMS with absolute internal links: /partners-en-netwerk paginated over three pages (/p2, /p3, rel=prev/next) of logo+text partner items with tags (libraries, literacy organisations, bookshops as resellers, reading apps, publishers, research); negatives are funders in a prose section on page 1 (VSBfonds, Fonds 21, Postcode Loterij), CBF and Goede Doelen Nederland seals, NOS/Trouw press, vacancy and volunteer portals, the Flemish sister domain, a self-hosted Matomo subdomain and socials.',
  pages: {
    '/': { headers, html: home },
    '/wat-we-doen': { headers, html: watWeDoen },
    '/partners-en-netwerk': { headers, html: networkPage(0) },
    '/partners-en-netwerk/p2': { headers, html: networkPage(1) },
    '/partners-en-netwerk/p3': { headers, html: networkPage(2) },
    '/partners': { status: 301, redirect: '/partners-en-netwerk' },
    '/over-ons': { headers, html: overOns },
    '/steun-ons': { headers, html: steunOns },
    '/vacatures': { headers, html: vacatures },
  },
  sitemap: ['/', '/wat-we-doen', '/partners-en-netwerk', '/over-ons', '/steun-ons', '/vacatures'],
  technologies: [
    'cookiefirst',
    'craft-cms',
    'hsts',
    'matomo-analytics',
    'nginx',
    'open-graph',
    'php',
    'priority-hints',
    'seomatic',
    'yii',
    'youtube',
  ],
  partners: {
    'lezen.nl': 'generic',
    'lezenenschrijven.nl': 'generic',
    'kb.nl': 'generic',
    'oba.nl': 'generic',
    'bibliotheekutrecht.nl': 'generic',
    'voorleesexpress.nl': 'generic',
    'libris.nl': 'channel',
    'bruna.nl': 'channel',
    'bookchoice.com': 'technology',
    'squla.nl': 'technology',
    'querido.nl': 'generic',
    'hu.nl': 'generic',
    'taalhuiszuidholland.nl': 'generic',
    'noordhoff.nl': 'channel',
  },
};
