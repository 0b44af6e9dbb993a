import type { CorpusSite } from '../corpus/types.js';

/*
 * Norrvik Energiteknik AB (Umeå): fjärrvärmecentraler, bergvärme- och frånluftsvärmepumpar samt energitjänster
 * för fastighetsägare. Sitevision; Siteimprove Analytics, jQuery från Sitevision, Teamtailor för rekrytering.
 */

const SR = '/sitevision/system-resource/8f2c4a1e9b3d7056c1e2f3a4b5c6d7e8';

let uid = 1700;
const portlet = (type: string, inner: string): string => {
  uid += 3;
  return `<div class="sv-${type}-portlet sv-portlet" id="svid12_4a1b2c3d18f0e9${uid}"><div id="Rubrik${uid}"><!-- ${type} --></div>
${inner}
</div>`;
};
const layout = (inner: string, cls = ''): string => {
  uid += 1;
  return `<div class="sv-layout ${cls}" id="svid10_4a1b2c3d18f0e9${uid}">
${inner}
</div>`;
};
const text = (inner: string): string => portlet('text', `<div class="sv-text-portlet-content">${inner}</div>`);

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="sv" class="sv-no-js sv-template-sida">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<script>(function(html){html.className=html.className.replace(/\\bsv-no-js\\b/,'sv-js')})(document.documentElement)</script>
<title>${title} - Norrvik Energiteknik</title>
<link rel="stylesheet" type="text/css" href="${SR}/css/portlets.css">
<link rel="stylesheet" type="text/css" href="${SR}/envision/envision.css">
<link rel="stylesheet" type="text/css" href="/sitevision/proxy/norrvik/css/site.css?v=20240412">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1, shrink-to-fit=no">
<link rel="canonical" href="https://norrvikenergi.se${path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://norrvikenergi.se${path}">
<meta property="og:image" content="https://norrvikenergi.se/images/18.4a1b2c3d18f0e9a1b2c1700/1712914512345/og-norrvik.jpg">
<meta property="og:site_name" content="Norrvik Energiteknik">
<script src="${SR}/js/jquery.js"></script>
<script src="${SR}/js/docready-min.js"></script>
<script src="${SR}/envision/envision.js"></script>
<script src="${SR}/js/utils.js"></script>
<script src="${SR}/js/portlets.js"></script>
<script src="${SR}/webapps/webapp_sdk-min.js"></script>
<script>
window.sv = window.sv || {};
sv.PageContext = { pageId: '4.4a1b2c3d18f0e9a1b2c1${path.length}', siteId: '2.4a1b2c3d18f0e9a1b2c10', userId: 'anonymous' };
sv.addCookieConsent = { enabled: true, categories: ['necessary', 'statistics'] };
</script>
<link rel="icon" href="/download/18.4a1b2c3d18f0e9a1b2c1710/1712914512001/favicon.ico">
</head>`;

const header = `<header class="nv-header">
<div class="nv-header__top">
<div class="nv-container">
<a href="tel:+4690555014">090-555 014</a>
<a href="mailto:info@norrvikenergi.se">info@norrvikenergi.se</a>
<a href="https://www.norrvikservice.se/" target="_blank" rel="noopener">Serviceportal för kunder</a>
<a href="/in-english">In English</a>
</div>
</div>
<div class="nv-container nv-header__main">
<a class="nv-logo" href="/"><img src="/images/18.4a1b2c3d18f0e9a1b2c1702/1712914512010/norrvik-logo.svg" alt="Norrvik Energiteknik" width="210" height="48"></a>
<nav class="nv-mainnav" aria-label="Huvudmeny">
<ul class="nv-mainnav__list">
<li class="nv-mainnav__item nv-mainnav__item--has-sub"><a href="/produkter/fjarrvarmecentraler">Produkter</a>
<div class="nv-megamenu">
<div class="nv-megamenu__col"><h3>Fjärrvärme</h3><ul><li><a href="/produkter/fjarrvarmecentraler">Fjärrvärmecentraler</a></li><li><a href="/produkter/fjarrvarmecentraler#villa">Villacentraler</a></li><li><a href="/produkter/fjarrvarmecentraler#flerbostad">Centraler för flerbostadshus</a></li></ul></div>
<div class="nv-megamenu__col"><h3>Värmepumpar</h3><ul><li><a href="/produkter/fjarrvarmecentraler#bergvarme">Bergvärmepumpar</a></li><li><a href="/produkter/fjarrvarmecentraler#franluft">Frånluftsvärmepumpar</a></li></ul></div>
<div class="nv-megamenu__col"><h3>Energitjänster</h3><ul><li><a href="/produkter/fjarrvarmecentraler#styrning">Fjärrstyrning och optimering</a></li><li><a href="/produkter/fjarrvarmecentraler#service">Serviceavtal</a></li></ul></div>
</div></li>
<li class="nv-mainnav__item"><a href="/referenser">Referenser</a></li>
<li class="nv-mainnav__item"><a href="/aterforsaljare">Hitta installatör</a></li>
<li class="nv-mainnav__item nv-mainnav__item--has-sub"><a href="/om-oss">Om oss</a>
<ul class="nv-subnav"><li><a href="/om-oss">Företaget</a></li><li><a href="/om-oss/partners">Partners</a></li><li><a href="/nyheter">Nyheter</a></li><li><a href="/kontakt#jobba-hos-oss">Jobba hos oss</a></li></ul></li>
<li class="nv-mainnav__item"><a href="/kontakt">Kontakt</a></li>
</ul>
</nav>
</div>
</header>`;

const footer = `<footer class="nv-footer">
<div class="nv-container nv-footer__grid">
<div>
<h2 class="nv-footer__heading">Norrvik Energiteknik AB</h2>
<p>Förrådsvägen 12<br>901 32 Umeå</p>
<p>Tel: <a href="tel:+4690555014">090-555 014</a><br>E-post: <a href="mailto:info@norrvikenergi.se">info@norrvikenergi.se</a></p>
<p>Org.nr 556712-3490</p>
</div>
<div>
<h2 class="nv-footer__heading">Genvägar</h2>
<ul>
<li><a href="/produkter/fjarrvarmecentraler">Produkter</a></li>
<li><a href="/aterforsaljare">Återförsäljare och installatörer</a></li>
<li><a href="/om-oss/partners">Våra partners</a></li>
<li><a href="/referenser">Referenser</a></li>
<li><a href="/kontakt">Kontakt</a></li>
</ul>
</div>
<div>
<h2 class="nv-footer__heading">Följ oss</h2>
<ul class="nv-social">
<li><a href="https://www.linkedin.com/company/norrvik-energiteknik" target="_blank" rel="noopener">LinkedIn</a></li>
<li><a href="https://www.facebook.com/norrvikenergi" target="_blank" rel="noopener">Facebook</a></li>
<li><a href="https://www.instagram.com/norrvikenergi/" target="_blank" rel="noopener">Instagram</a></li>
</ul>
<p><img src="/images/18.4a1b2c3d18f0e9a1b2c1705/1712914512020/iso-9001-14001.png" alt="Certifierade enligt ISO 9001 och ISO 14001" width="120" height="60" loading="lazy"></p>
</div>
</div>
<div class="nv-container nv-footer__bottom">
<p>&copy; 2024 Norrvik Energiteknik AB &middot; <a href="/om-webbplatsen/kakor">Kakor</a> &middot; <a href="/om-webbplatsen/personuppgifter">Personuppgifter</a> &middot; <a href="/om-webbplatsen/tillganglighetsredogorelse">Tillgänglighetsredogörelse</a></p>
</div>
</footer>`;

const page = (title: string, description: string, path: string, content: string, extra = ''): string => `${head(title, description, path)}
<body class="sv-responsive env-m-around--0">
<div class="sv-layout" id="svid10_4a1b2c3d18f0e9a1b2c1ba">
<a class="env-assistive-text" href="#innehall">Gå direkt till innehållet</a>
${header}
<main id="innehall" class="nv-main">
<div class="nv-container">
${content}
</div>
</main>
${footer}
</div>
${extra}
<script async src="https://siteimproveanalytics.com/js/siteanalyze_6041183.js"></script>
<script src="${SR}/js/sv-cookie-consent.js"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html;charset=UTF-8',
  'set-cookie': 'SiteVisionLTM=!w4k9Qx2mT7pL1vR8sZ3nB6cD0eF5gH4jK7lM2nP9qR1sT6uV3wX8yZ==; path=/; Httponly; Secure',
  'cache-control': 'no-cache, no-store',
  'x-content-type-options': 'nosniff',
  'content-language': 'sv',
};

const home = page(
  'Fjärrvärmecentraler och värmepumpar från Norrland',
  'Norrvik Energiteknik utvecklar och tillverkar fjärrvärmecentraler och värmepumpar i Umeå och erbjuder energitjänster till fastighetsägare i hela Norden.',
  '/',
  [
    layout(
      portlet(
        'image',
        `<img class="sv-noborder" src="/images/18.4a1b2c3d18f0e9a1b2c1720/1712914512100/hero-fjarrvarmecentral.jpg" alt="Montör installerar en fjärrvärmecentral i ett flerbostadshus" width="1600" height="640">`,
      ) +
        text(
          `<h1 class="heading-1">Värme som håller i norrländsk vinter</h1><p class="lead">Vi utvecklar och tillverkar fjärrvärmecentraler och värmepumpar i Umeå sedan 1986 &ndash; och hjälper fastighetsägare att sänka energiförbrukningen med smart styrning.</p><p><a class="env-button env-button--primary" href="/produkter/fjarrvarmecentraler">Se våra produkter</a> <a class="env-button" href="/aterforsaljare">Hitta installatör</a></p>`,
        ),
      'nv-hero',
    ),
    layout(
      `<div class="sv-row">
<div class="sv-column-4">${text(`<h2 class="heading-2">Fjärrvärmecentraler</h2><p>Kompakta centraler för villor och flerbostadshus, godkända enligt Energiföretagens tekniska bestämmelser F:101.</p><p><a href="/produkter/fjarrvarmecentraler">Läs mer</a></p>`)}</div>
<div class="sv-column-4">${text(`<h2 class="heading-2">Värmepumpar</h2><p>Berg- och frånluftsvärmepumpar med inverterstyrda kompressorer för kallt klimat.</p><p><a href="/produkter/fjarrvarmecentraler#bergvarme">Läs mer</a></p>`)}</div>
<div class="sv-column-4">${text(`<h2 class="heading-2">Energitjänster</h2><p>Fjärrstyrning, injustering och serviceavtal som sparar 8&ndash;15 procent energi.</p><p><a href="/produkter/fjarrvarmecentraler#styrning">Läs mer</a></p>`)}</div>
</div>`,
    ),
    layout(
      text(
        `<h2 class="heading-2">Fastighetsägare som valt Norrvik</h2><ul class="nv-logos"><li><img src="/images/18.4a1b2c3d18f0e9a1b2c1730/1712914512200/hsb.png" alt="HSB" width="140" height="56" loading="lazy"></li><li><img src="/images/18.4a1b2c3d18f0e9a1b2c1731/1712914512201/riksbyggen.png" alt="Riksbyggen" width="140" height="56" loading="lazy"></li><li><img src="/images/18.4a1b2c3d18f0e9a1b2c1732/1712914512202/bostaden.png" alt="AB Bostaden i Umeå" width="140" height="56" loading="lazy"></li><li><img src="/images/18.4a1b2c3d18f0e9a1b2c1733/1712914512203/skelleftehem.png" alt="Skellefteåhem" width="140" height="56" loading="lazy"></li></ul><p><a href="/referenser">Se referenser</a></p>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2">Certifierade installatörer i hela Sverige</h2><p>Våra produkter installeras och servas av certifierade återförsäljare från Kiruna till Malmö, och av servicepartner i Norge och Finland. <a href="/aterforsaljare">Hitta en installatör nära dig</a>.</p><h2 class="heading-2">Träffa oss på Nordbygg</h2><p>Stockholmsmässan 21&ndash;24 april 2026, monter A05:21. <a href="https://www.nordbygg.se/" target="_blank" rel="noopener">nordbygg.se</a></p>`,
      ),
    ),
  ].join('\n'),
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Norrvik Energiteknik AB","url":"https://norrvikenergi.se/","logo":"https://norrvikenergi.se/images/18.4a1b2c3d18f0e9a1b2c1702/1712914512010/norrvik-logo.svg","address":{"@type":"PostalAddress","streetAddress":"Förrådsvägen 12","postalCode":"901 32","addressLocality":"Umeå","addressCountry":"SE"},"sameAs":["https://www.linkedin.com/company/norrvik-energiteknik"]}</script>`,
);

const produkt = page(
  'Fjärrvärmecentraler',
  'Norrvik fjärrvärmecentraler för villor och flerbostadshus, bergvärmepumpar, frånluftsvärmepumpar och energitjänster.',
  '/produkter/fjarrvarmecentraler',
  [
    layout(
      text(
        `<h1 class="heading-1">Fjärrvärmecentraler</h1><p class="lead">Våra centraler tillverkas i Umeå med värmeväxlare i rostfritt stål, elektroniskt styrda ventiler och förberedelse för fjärrstyrning. Samtliga modeller uppfyller Energiföretagens tekniska bestämmelser F:101 och F:103.</p>`,
      ),
    ),
    layout(
      portlet(
        'table',
        `<h2 class="heading-2" id="villa">Villacentraler</h2>
<table class="sv-table nv-table"><thead><tr><th>Modell</th><th>Effekt värme</th><th>Effekt tappvarmvatten</th><th>Mått (HxBxD)</th></tr></thead><tbody>
<tr><td>NV Villa 30</td><td>30 kW</td><td>45 kW</td><td>740 x 520 x 330 mm</td></tr>
<tr><td>NV Villa 40 Smart</td><td>40 kW</td><td>55 kW</td><td>740 x 520 x 330 mm</td></tr>
</tbody></table>
<h2 class="heading-2" id="flerbostad">Centraler för flerbostadshus</h2>
<table class="sv-table nv-table"><thead><tr><th>Modell</th><th>Effekt värme</th><th>Antal lägenheter</th><th>Styrning</th></tr></thead><tbody>
<tr><td>NV Fastighet 120</td><td>120 kW</td><td>upp till 40</td><td>Norrvik Connect</td></tr>
<tr><td>NV Fastighet 250</td><td>250 kW</td><td>upp till 90</td><td>Norrvik Connect</td></tr>
<tr><td>NV Fastighet 500</td><td>500 kW</td><td>upp till 180</td><td>Norrvik Connect / BMS</td></tr>
</tbody></table>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2" id="bergvarme">Bergvärmepumpar</h2><p>NV Berg 6&ndash;16 kW med inverterstyrd kompressor, köldmedium R452B och inbyggd varmvattenberedare på 180 liter. SCOP 5,3 vid 35 °C.</p><h2 class="heading-2" id="franluft">Frånluftsvärmepumpar</h2><p>NV Luft för nybyggda småhus och lägenheter, med återvinning av värme ur ventilationsluften.</p><h2 class="heading-2" id="styrning">Fjärrstyrning och optimering</h2><p>Norrvik Connect styr centralen efter väderprognos och effekttoppar. Systemet bygger på komponenter och molntjänster från våra <a href="/om-oss/partners">teknikpartners</a>.</p><h2 class="heading-2" id="service">Serviceavtal</h2><p>Årlig service, injustering och 24-timmars jour. Befintliga kunder loggar in i <a href="https://www.norrvikservice.se/">serviceportalen</a>.</p><h2 class="heading-2">Dokument</h2><ul><li><a href="/download/18.4a1b2c3d18f0e9a1b2c1740/1712914512300/NV-Fastighet-produktblad.pdf">Produktblad NV Fastighet (pdf)</a></li><li><a href="/download/18.4a1b2c3d18f0e9a1b2c1741/1712914512301/NV-Villa-installationsanvisning.pdf">Installationsanvisning NV Villa (pdf)</a></li></ul>`,
      ),
    ),
  ].join('\n'),
);

const af = (lan: string, namn: string, ort: string, tel: string, webb: string | null): string =>
  `<tr><td>${lan}</td><td>${namn}</td><td>${ort}</td><td><a href="tel:${tel.replace(/[^+\d]/g, '')}">${tel}</a></td><td>${webb ? `<a href="${webb}" target="_blank" rel="noopener">Webbplats</a>` : ''}</td></tr>`;

const aterforsaljare = page(
  'Återförsäljare och installatörer',
  'Hitta en certifierad Norrvik-återförsäljare och installatör i ditt län, eller en servicepartner i Norge och Finland.',
  '/aterforsaljare',
  [
    layout(
      text(
        `<h1 class="heading-1">Återförsäljare och installatörer</h1><p class="lead">Norrvik säljer via certifierade återförsäljare som både installerar och servar våra produkter. Alla har genomgått vår produktutbildning och har behörighet för arbete med fjärrvärme och köldmedier.</p>`,
      ),
    ),
    layout(
      portlet(
        'html',
        `<form class="nv-filter" action="/aterforsaljare" method="get"><label for="lan">Välj län</label><select id="lan" name="lan"><option value="">Alla län</option><option>Norrbottens län</option><option>Västerbottens län</option><option>Västernorrlands län</option><option>Jämtlands län</option><option>Gävleborgs län</option><option>Dalarnas län</option><option>Stockholms län</option><option>Västra Götalands län</option><option>Skåne län</option></select><button type="submit" class="env-button">Visa</button></form>
<h2 class="heading-2">Sverige</h2>
<table class="sv-table nv-table nv-dealers"><thead><tr><th>Län</th><th>Återförsäljare</th><th>Ort</th><th>Telefon</th><th>Webb</th></tr></thead><tbody>
${af('Norrbottens län', 'Kalix Rör &amp; Värme AB', 'Kalix', '0923-555 021', 'https://www.kalixror.se/')}
${af('Västerbottens län', 'Umeå VVS-Service AB', 'Umeå', '090-555 087', 'https://umeavvs.se/')}
${af('Västernorrlands län', 'Sundsvalls Värmeteknik AB', 'Sundsvall', '060-555 032', 'https://www.sundsvallsvarme.se/')}
${af('Jämtlands län', 'Östersunds Rörmontage AB', 'Östersund', '063-555 046', 'https://www.ostersundsror.se/')}
${af('Gävleborgs län', 'Gävle Energiservice AB', 'Gävle', '026-555 058', 'https://gavleenergiservice.se/')}
${af('Dalarnas län', 'Falu Rör &amp; Svets', 'Falun', '023-555 061', null)}
${af('Stockholms län', 'Mälardalens Fjärrvärmeservice AB', 'Solna', '08-555 012 70', 'https://www.mfservice.se/')}
${af('Västra Götalands län', 'Göta Värme &amp; Kyla AB', 'Göteborg', '031-555 093', 'https://www.gotavarme.se/')}
${af('Skåne län', 'Öresunds VVS Partner AB', 'Malmö', '040-555 014', 'https://oresundsvvs.se/')}
</tbody></table>
<h2 class="heading-2">Servicepartner i Norge och Finland</h2>
<table class="sv-table nv-table nv-dealers"><thead><tr><th>Land</th><th>Servicepartner</th><th>Ort</th><th>Telefon</th><th>Webb</th></tr></thead><tbody>
${af('Norge', 'Trondheim Varmeservice AS', 'Trondheim', '+47 73 55 50 14', 'https://www.trondheimvarme.no/')}
${af('Finland', 'Vaasan Lämpöhuolto Oy', 'Vasa', '+358 6 555 0140', 'https://vaasanlampo.fi/')}
</tbody></table>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2">Bli återförsäljare</h2><p>Är du VVS-installatör och vill sälja Norrviks produkter? Vi erbjuder produktutbildning i Umeå, säljstöd och förmånliga villkor. Kontakta <a href="mailto:aterforsaljare@norrvikenergi.se">aterforsaljare@norrvikenergi.se</a>.</p><p>Alla våra återförsäljare är medlemmar i Installatörsföretagen eller motsvarande branschorganisation.</p>`,
      ),
    ),
  ].join('\n'),
);

const logo = (fil: string, namn: string, href: string, text2: string): string =>
  `<li class="nv-partner"><a href="${href}" target="_blank" rel="noopener"><img src="/images/18.4a1b2c3d18f0e9a1b2c1750/1712914512400/${fil}" alt="${namn}" width="180" height="72" loading="lazy"></a><p>${text2}</p></li>`;

const partners = page(
  'Våra partners',
  'Norrviks teknikpartners och forskningspartners.',
  '/om-oss/partners',
  [
    layout(
      text(
        `<h1 class="heading-1">Våra partners</h1><p class="lead">Våra produkter blir bättre tillsammans med andra. Här är de teknikpartners vars komponenter och system finns i varje Norrvik-central, och de forskningsmiljöer vi utvecklar framtidens värmesystem med.</p>`,
      ),
    ),
    layout(
      portlet(
        'html',
        `<h2 class="heading-2">Teknikpartners</h2>
<ul class="nv-partner-grid">
${logo('danfoss.png', 'Danfoss', 'https://www.danfoss.com/sv-se/', 'Styrventiler och värmeväxlare')}
${logo('alfa-laval.png', 'Alfa Laval', 'https://www.alfalaval.se/', 'Lödda plattvärmeväxlare')}
${logo('grundfos.png', 'Grundfos', 'https://www.grundfos.com/se', 'Cirkulationspumpar')}
${logo('ngenic.png', 'Ngenic', 'https://ngenic.se/', 'Smart styrning för villacentraler')}
${logo('kiona.png', 'Kiona', 'https://www.kiona.com/', 'Fastighetsautomation och molnplattform för Norrvik Connect')}
</ul>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2">Forskningspartners</h2><p>Vi är forskningspartner i projektet Framtidens fjärrvärmecentral tillsammans med <a href="https://www.umu.se/" target="_blank" rel="noopener">Umeå universitet</a> och <a href="https://www.ltu.se/" target="_blank" rel="noopener">Luleå tekniska universitet</a>. Vid <a href="https://www.ri.se/sv" target="_blank" rel="noopener">RISE</a> i Borås testar vi nya värmepumpsprototyper i klimatkammare ned till &minus;30 °C.</p><p>Projektet finansieras delvis av Energimyndigheten.</p>`,
      ),
    ),
  ].join('\n'),
);

const omOss = page(
  'Om oss',
  'Norrvik Energiteknik grundades i Umeå 1986 och har i dag 95 medarbetare.',
  '/om-oss',
  [
    layout(
      text(
        `<h1 class="heading-1">Om Norrvik Energiteknik</h1><p class="lead">Norrvik grundades 1986 av ingenjören Birgitta Lindahl i ett garage på Ersboda. I dag har vi 95 medarbetare, en fabrik på 7 000 m² i Umeå och levererar 6 000 fjärrvärmecentraler per år.</p><h2 class="heading-2">Ägare</h2><p>Norrvik är familjeägt. 2021 tog vi in ett lån från Norrlandsfonden för att bygga ut fabriken.</p>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2">Kvalitet och miljö</h2><p>Vårt ledningssystem är certifierat enligt ISO 9001 och ISO 14001 av <a href="https://www.kiwa.com/se/sv/" target="_blank" rel="noopener">Kiwa</a>. Våra fjärrvärmecentraler är typgodkända enligt Energiföretagens tekniska bestämmelser, och vi följer <a href="https://www.boverket.se/" target="_blank" rel="noopener">Boverkets</a> byggregler och <a href="https://www.energimyndigheten.se/" target="_blank" rel="noopener">Energimyndighetens</a> krav på ekodesign.</p><h2 class="heading-2">Medlemskap</h2><p>Vi är medlemmar i <a href="https://www.energiforetagen.se/" target="_blank" rel="noopener">Energiföretagen Sverige</a>, <a href="https://www.in.se/" target="_blank" rel="noopener">Installatörsföretagen</a> och Svenska Kyl &amp; Värmepumpföretagen.</p><h2 class="heading-2">Utmärkelser</h2><p>Årets Företagare i Umeå 2022; Gasellföretag 2020 och 2021 enligt Dagens industri.</p>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2">Partnerskap</h2><p>Läs om våra teknik- och forskningspartners på sidan <a href="/om-oss/partners">Våra partners</a>, och hitta våra återförsäljare under <a href="/aterforsaljare">Hitta installatör</a>.</p><h2 class="heading-2">Ledning</h2><ul><li>Anna Lindahl Berg, vd</li><li>Mikael Öhman, teknisk chef</li><li>Sara Nilsson, försäljningschef</li><li>Jonas Pettersson, produktionschef</li></ul>`,
      ),
    ),
  ].join('\n'),
);

const referenser = page(
  'Referenser',
  'Fastighetsägare och energibolag som valt fjärrvärmecentraler och energitjänster från Norrvik.',
  '/referenser',
  [
    layout(text(`<h1 class="heading-1">Referenser</h1>`)),
    layout(
      text(
        `<article class="nv-case"><h2 class="heading-2">HSB Norr: 64 centraler bytta på en sommar</h2><p>I HSB:s bestånd i Luleå och Piteå byttes 64 fjärrvärmecentraler under sommaren 2023. Med Norrvik Connect sänktes returtemperaturen med i snitt 6 grader. <a href="https://www.hsb.se/norr/" target="_blank" rel="noopener">hsb.se</a></p></article>
<article class="nv-case"><h2 class="heading-2">Riksbyggen: fjärrstyrning i 1 200 lägenheter</h2><p>Effektstyrning sparar 11 procent energi och kapar effekttopparna under kalla morgnar. <a href="https://www.riksbyggen.se/" target="_blank" rel="noopener">riksbyggen.se</a></p></article>
<article class="nv-case"><h2 class="heading-2">Umeå Energi: villacentraler till nya områden</h2><p>Sedan 2019 levererar vi villacentraler till <a href="https://www.umeaenergi.se/" target="_blank" rel="noopener">Umeå Energi</a> för nyanslutningar på Tomtebo och Carlshöjd.</p></article>
<article class="nv-case"><h2 class="heading-2">Skellefteåhem: bergvärme i radhus</h2><p>48 bergvärmepumpar installerade av vår återförsäljare i Västerbotten.</p></article>
<article class="nv-case"><h2 class="heading-2">Bostadsrättsförening i Östersund: ny central på en dag</h2><p>Föreningens 35 år gamla central byttes mot en NV Fastighet 120 under en arbetsdag, utan att de boende förlorade varmvattnet mer än två timmar. Energibesparingen första året blev 9 procent.</p></article>
<table class="sv-table nv-table"><thead><tr><th>Kund</th><th>Ort</th><th>Antal centraler</th><th>År</th></tr></thead><tbody><tr><td>HSB Norr</td><td>Luleå, Piteå</td><td>64</td><td>2023</td></tr><tr><td>Riksbyggen</td><td>Umeå, Sundsvall</td><td>38</td><td>2022&ndash;2023</td></tr><tr><td>Umeå Energi</td><td>Umeå</td><td>420 (villa)</td><td>2019&ndash;2024</td></tr><tr><td>Skellefteåhem</td><td>Skellefteå</td><td>48 (bergvärme)</td><td>2022</td></tr></tbody></table>`,
      ),
    ),
  ].join('\n'),
);

const nyheter = page(
  'Nyheter',
  'Nyheter från Norrvik Energiteknik: produktlanseringar, mässor och pressmeddelanden.',
  '/nyheter',
  [
    layout(text(`<h1 class="heading-1">Nyheter</h1>`)),
    layout(
      portlet(
        'archive',
        `<ul class="sv-channel nv-news">
<li class="sv-channel-item"><time datetime="2024-04-08">8 april 2024</time><h2 class="heading-3">Norrvik Connect 2.0 lanseras</h2><p>Nu med effektstyrning mot elnätets effektavgifter och integration med Kiona EcoGuard.</p></li>
<li class="sv-channel-item"><time datetime="2024-02-20">20 februari 2024</time><h2 class="heading-3">Ny servicepartner i Finland</h2><p>Vaasan Lämpöhuolto servar nu Norrviks produkter i Österbotten. Se alla <a href="/aterforsaljare">servicepartner</a>.</p></li>
<li class="sv-channel-item"><time datetime="2023-11-14">14 november 2023</time><h2 class="heading-3">Norrvik i Ny Teknik</h2><p>Ny Teknik skrev om vår värmepump för &minus;30 °C. <a href="https://www.nyteknik.se/energi" target="_blank" rel="noopener">Läs artikeln</a></p></li>
<li class="sv-channel-item"><time datetime="2023-10-03">3 oktober 2023</time><h2 class="heading-3">Ny produktionslinje för NV Fastighet</h2><p>Vi har investerat 18 miljoner kronor i en ny monteringslina som fördubblar kapaciteten för centraler till flerbostadshus. Linan är byggd för att möta efterfrågan när allt fler fastighetsägare byter ut centraler från 1980- och 1990-talet.</p></li>
<li class="sv-channel-item"><time datetime="2023-09-12">12 september 2023</time><h2 class="heading-3">Frånluftsvärmepumpen NV Luft klarar nya ekodesignkraven</h2><p>NV Luft uppfyller kraven i EU:s ekodesignförordning för värmepumpar som börjar gälla 2025, med marginal på både verkningsgrad och ljudnivå.</p></li>
<li class="sv-channel-item"><time datetime="2023-09-01">1 september 2023</time><h2 class="heading-3">Vi ställer ut på Elmia Installation</h2><p>Besök oss i Jönköping, monter C:112. <a href="https://www.elmia.se/" target="_blank" rel="noopener">elmia.se</a></p></li>
</ul>`,
      ),
    ),
  ].join('\n'),
);

const kontakt = page(
  'Kontakt',
  'Kontakta Norrvik Energiteknik i Umeå: försäljning, service och jobb.',
  '/kontakt',
  [
    layout(
      text(
        `<h1 class="heading-1">Kontakt</h1><div class="sv-row"><div class="sv-column-6"><h2 class="heading-2">Växel</h2><p><a href="tel:+4690555014">090-555 014</a><br><a href="mailto:info@norrvikenergi.se">info@norrvikenergi.se</a></p><h2 class="heading-2">Service och jour</h2><p><a href="tel:+4690555099">090-555 099</a> (dygnet runt)</p><h2 class="heading-2">Besöksadress</h2><p>Förrådsvägen 12, Umeå</p></div><div class="sv-column-6"><h2 class="heading-2">Privatperson?</h2><p>Kontakta en <a href="/aterforsaljare">återförsäljare i ditt län</a> för offert och installation.</p></div></div>`,
      ),
    ),
    layout(
      portlet(
        'form',
        `<form class="sv-form" method="post" action="/kontakt"><input type="hidden" name="sv.target" value="12.4a1b2c3d18f0e9a1b2c1780"><div class="sv-form-field"><label for="namn">Namn</label><input id="namn" name="namn" type="text" required></div><div class="sv-form-field"><label for="foretag">Företag</label><input id="foretag" name="foretag" type="text"></div><div class="sv-form-field"><label for="epost">E-post</label><input id="epost" name="epost" type="email" required></div><div class="sv-form-field"><label for="meddelande">Meddelande</label><textarea id="meddelande" name="meddelande" rows="5" required></textarea></div><button type="submit" class="env-button env-button--primary">Skicka</button></form>`,
      ),
    ),
    layout(
      text(
        `<h2 class="heading-2" id="jobba-hos-oss">Jobba hos oss</h2><p>Vi söker montörer, servicetekniker och konstruktörer. Se lediga tjänster på <a href="https://norrvik.teamtailor.com/jobs" target="_blank" rel="noopener">vår karriärsida</a>.</p>`,
      ),
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'norrvikenergi.se',
  otherDomains: ['norrvikservice.se'],
  covers:
    'Swedish Sitevision heating-technology maker: dealers/installers in a table by county plus service partners in Norway and Finland (one dealer without a website), a partners page with a technology-partner logo grid and research partners in prose. Negatives: property-owner and utility customers, Kiwa certification, Boverket and Energimyndigheten, memberships, trade fairs, press, awards, a lender named without link, Teamtailor careers, own service-portal domain, social links.',
  pages: {
    '/': { headers, html: home },
    '/produkter/fjarrvarmecentraler': { headers, html: produkt },
    '/aterforsaljare': { headers, html: aterforsaljare },
    '/hitta-installator': { status: 301, redirect: '/aterforsaljare' },
    '/om-oss/partners': { headers, html: partners },
    '/om-oss': { headers, html: omOss },
    '/referenser': { headers, html: referenser },
    '/nyheter': { headers, html: nyheter },
    '/kontakt': { headers, html: kontakt },
  },
  technologies: ['sitevision-cms', 'jquery', 'siteimprove', 'open-graph'],
  partners: {
    'kalixror.se': 'channel',
    'umeavvs.se': 'channel',
    'sundsvallsvarme.se': 'channel',
    'ostersundsror.se': 'channel',
    'gavleenergiservice.se': 'channel',
    'mfservice.se': 'channel',
    'gotavarme.se': 'channel',
    'oresundsvvs.se': 'channel',
    'trondheimvarme.no': 'channel',
    'vaasanlampo.fi': 'channel',
    'danfoss.com': 'technology',
    'alfalaval.se': 'technology',
    'grundfos.com': 'technology',
    'ngenic.se': 'technology',
    'kiona.com': 'technology',
    'umu.se': 'generic',
    'ltu.se': 'generic',
    'ri.se': 'generic',
  },
};
