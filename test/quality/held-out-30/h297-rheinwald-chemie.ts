import type { CorpusSite } from '../corpus/types.js';

/*
 * Rheinwald Chemie GmbH (Leverkusen): Spezialadditive für Lacke, Druckfarben und Klebstoffe.
 * TYPO3 12 (Sitepackage) auf nginx; Usercentrics, etracker, jQuery; Karriereseite verlinkt Personio.
 */

let ce = 200;
const frame = (type: string, inner: string, layout = 0): string => {
  ce += 7;
  return `<div id="c${ce}" class="frame frame-default frame-type-${type} frame-layout-${layout}">
<a id="c${ce + 1}"></a>
${inner}
</div>`;
};

const head = (title: string, description: string, path: string, pageUid: number): string => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<base href="https://rheinwald-chemie.de/">
<title>${title} | Rheinwald Chemie</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://rheinwald-chemie.de/fileadmin/_processed_/4/a/csm_rheinwald-werk-leverkusen_3e1a9c2b7f.jpg">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Rheinwald Chemie GmbH">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5c1e9a3b7d2f4086e1a9c3b5d7f20486-min.css?1714466201" media="all">
<link rel="stylesheet" href="/typo3conf/ext/rw_sitepackage/Resources/Public/Css/print.css?1713951240" media="print">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk3b9QmT2" async></script>
<script type="text/plain" data-usercentrics="etracker" id="_etLoader" charset="UTF-8" data-block-cookies="true" data-respect-dnt="true" data-secure-code="Rw7Kq2" src="//code.etracker.com/code/e.js" async></script>
<link rel="canonical" href="https://rheinwald-chemie.de${path}">
<link rel="alternate" hreflang="de-DE" href="https://rheinwald-chemie.de${path}">
<link rel="alternate" hreflang="en" href="https://www.rheinwald-chemie.com/">
<link rel="icon" href="/typo3conf/ext/rw_sitepackage/Resources/Public/Icons/favicon.svg" type="image/svg+xml">
</head>
<body id="p${pageUid}" class="page-${pageUid} pagelevel-1 language-0 backendlayout-subpage layout-default">`;

const nav = `<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>
<header id="page-header" class="navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top">
<div class="meta-navigation">
<div class="container">
<ul class="meta-nav">
<li><a href="tel:+492145550140">+49 214 555 0140</a></li>
<li><a href="mailto:info@rheinwald-chemie.de">info@rheinwald-chemie.de</a></li>
<li><a href="https://www.rheinwald-shop.de/" target="_blank" rel="noopener">Musterservice &amp; Shop</a></li>
<li><a href="https://www.rheinwald-chemie.com/" hreflang="en">English</a></li>
</ul>
</div>
</div>
<div class="container">
<a class="navbar-brand navbar-brand-image" title="Rheinwald Chemie GmbH" href="/">
<img class="navbar-brand-logo-normal" src="/typo3conf/ext/rw_sitepackage/Resources/Public/Images/rheinwald-logo.svg" alt="Rheinwald Chemie Logo" height="52" width="210">
</a>
<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>
<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse">
<ul class="navbar-nav">
<li class="nav-item dropdown dropdown-hover">
<a href="/produkte/beschichtungsadditive" class="nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">Produkte</a>
<div class="dropdown-menu dropdown-menu-mega">
<div class="row">
<div class="col-md-4"><p class="dropdown-header">Beschichtungen</p><ul class="dropdown-nav">
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive">Beschichtungsadditive</a></li>
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#entschaeumer">Entschäumer</a></li>
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#netzmittel">Netz- und Dispergiermittel</a></li>
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#rheologie">Rheologieadditive</a></li>
</ul></div>
<div class="col-md-4"><p class="dropdown-header">Druck &amp; Kleben</p><ul class="dropdown-nav">
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#druckfarben">Additive für Druckfarben</a></li>
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#klebstoffe">Haftvermittler für Klebstoffe</a></li>
</ul></div>
<div class="col-md-4"><p class="dropdown-header">Service</p><ul class="dropdown-nav">
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#technikum">Anwendungstechnikum</a></li>
<li><a class="dropdown-item" href="/produkte/beschichtungsadditive#downloads">Sicherheitsdatenblätter</a></li>
</ul></div>
</div>
</div>
</li>
<li class="nav-item dropdown dropdown-hover">
<a href="/unternehmen" class="nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">Unternehmen</a>
<ul class="dropdown-menu">
<li><a class="dropdown-item" href="/unternehmen">Über uns</a></li>
<li><a class="dropdown-item" href="/unternehmen/partner">Partnerschaften</a></li>
<li><a class="dropdown-item" href="/unternehmen#nachhaltigkeit">Nachhaltigkeit</a></li>
<li><a class="dropdown-item" href="/messen">Messen &amp; Termine</a></li>
</ul>
</li>
<li class="nav-item"><a href="/vertriebspartner" class="nav-link">Vertriebspartner</a></li>
<li class="nav-item"><a href="/karriere" class="nav-link">Karriere</a></li>
<li class="nav-item"><a href="/kontakt" class="nav-link">Kontakt</a></li>
</ul>
</nav>
</div>
</header>
<div class="breadcrumb-section"><div class="container"><nav aria-label="Brotkrumennavigation"><ol class="breadcrumb"><li class="breadcrumb-item"><a class="breadcrumb-link" href="/" title="Startseite">Startseite</a></li></ol></nav></div></div>
<div id="page-content" class="bp-page-content main-section">
<main>
<div class="section section-default">`;

const footer = `</div>
</main>
</div>
<footer id="page-footer" class="bp-page-footer">
<section class="section footer-section footer-section-content">
<div class="container">
<div class="row">
<div class="col-md-4">
<div class="frame frame-type-text">
<h3>Rheinwald Chemie GmbH</h3>
<p>Chempark Leverkusen, Gebäude Q 26<br>Kaiser-Wilhelm-Allee 40<br>51373 Leverkusen<br>Deutschland</p>
<p>Telefon: <a href="tel:+492145550140">+49 214 555 0140</a><br>E-Mail: <a href="mailto:info@rheinwald-chemie.de">info@rheinwald-chemie.de</a></p>
</div>
</div>
<div class="col-md-4">
<div class="frame frame-type-menu_pages">
<h3>Schnellzugriff</h3>
<ul>
<li><a href="/produkte/beschichtungsadditive">Produkte</a></li>
<li><a href="/vertriebspartner">Vertriebspartner weltweit</a></li>
<li><a href="/unternehmen/partner">Partnerschaften</a></li>
<li><a href="/messen">Messen</a></li>
<li><a href="/karriere">Karriere</a></li>
</ul>
</div>
</div>
<div class="col-md-4">
<div class="frame frame-type-html">
<h3>Folgen Sie uns</h3>
<ul class="social">
<li><a href="https://www.linkedin.com/company/rheinwald-chemie" target="_blank" rel="noopener">LinkedIn</a></li>
<li><a href="https://www.xing.com/pages/rheinwald-chemie-gmbh" target="_blank" rel="noopener">XING</a></li>
<li><a href="https://www.youtube.com/@rheinwaldchemie" target="_blank" rel="noopener">YouTube</a></li>
</ul>
<p class="siegel"><img src="/fileadmin/user_upload/siegel/responsible-care.png" alt="Responsible Care" width="90" height="60" loading="lazy"> <img src="/fileadmin/user_upload/siegel/ecovadis-gold-2024.png" alt="EcoVadis Gold 2024" width="80" height="80" loading="lazy"></p>
</div>
</div>
</div>
</div>
</section>
<section class="section footer-section footer-section-meta">
<div class="container">
<div class="frame frame-type-menu_pages"><ul class="footer-meta">
<li><a href="/impressum">Impressum</a></li>
<li><a href="/datenschutz">Datenschutz</a></li>
<li><a href="/agb">AGB / Verkaufsbedingungen</a></li>
<li><a href="#" onclick="UC_UI.showSecondLayer(); return false;">Cookie-Einstellungen</a></li>
</ul></div>
<p class="copyright">&copy; 2024 Rheinwald Chemie GmbH</p>
</div>
</section>
</footer>
</div>
<script src="/typo3conf/ext/rw_sitepackage/Resources/Public/JavaScript/Dist/jquery.min.js?1713951240"></script>
<script src="/typo3conf/ext/rw_sitepackage/Resources/Public/JavaScript/Dist/bundle.min.js?1713951240"></script>
<script src="/typo3temp/assets/compressed/merged-8a2f6c1d9e3b7054a1c8e2f6b9d3a705-min.js?1714466201"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, uid: number, content: string): string =>
  `${head(title, description, path, uid)}
${nav}
<div class="container">
${content}
</div>
${footer}`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx',
  'content-language': 'de',
  'x-ua-compatible': 'IE=edge',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const home = page(
  'Spezialadditive für Lacke, Druckfarben und Klebstoffe',
  'Rheinwald Chemie entwickelt und produziert Entschäumer, Netzmittel, Rheologieadditive und Haftvermittler am Chempark Leverkusen.',
  '/',
  1,
  [
    frame(
      'textmedia',
      `<div class="ce-textpic ce-center ce-above">
<div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/4/a/csm_rheinwald-werk-leverkusen_3e1a9c2b7f.jpg" width="1400" height="560" loading="lazy" alt="Produktionsanlage der Rheinwald Chemie im Chempark Leverkusen"></figure></div>
<div class="ce-bodytext">
<h1>Additive, die den Unterschied machen.</h1>
<p class="lead">Seit 1962 entwickelt Rheinwald Chemie Spezialadditive für die Lack-, Druckfarben- und Klebstoffindustrie. Unsere 260 Mitarbeitenden in Leverkusen produzieren jährlich 18.000 Tonnen Additive für Kunden in über 50 Ländern.</p>
<p><a href="/produkte/beschichtungsadditive" class="btn btn-primary">Zu den Produkten</a> <a href="/kontakt" class="btn btn-outline-primary">Muster anfordern</a></p>
</div>
</div>`,
    ),
    frame(
      'card_group',
      `<div class="card-group-element card-group-element-align-left card-group-element-columns-3">
<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Entschäumer</h3><p class="card-text">Silikonfreie und silikonhaltige Entschäumer für wässrige Lacke und Dispersionen.</p><a href="/produkte/beschichtungsadditive#entschaeumer" class="card-link">Mehr erfahren</a></div></div></div>
<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Netz- und Dispergiermittel</h3><p class="card-text">Für hohe Pigmentbeladung, Farbstärke und Lagerstabilität.</p><a href="/produkte/beschichtungsadditive#netzmittel" class="card-link">Mehr erfahren</a></div></div></div>
<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Rheologieadditive</h3><p class="card-text">Polyurethan-Verdicker und Schichtsilikate für Ablaufsicherheit und Verlauf.</p><a href="/produkte/beschichtungsadditive#rheologie" class="card-link">Mehr erfahren</a></div></div></div>
</div>`,
    ),
    frame(
      'text',
      `<h2>Weltweit für Sie da</h2>
<p>Außerhalb Deutschlands betreuen Sie unsere Vertriebspartner vor Ort &ndash; mit Lager, Anwendungstechnik und Beratung in Ihrer Sprache. <a href="/vertriebspartner">Vertriebspartner finden</a></p>
<h2>Forschung im Verbund</h2>
<p>Gemeinsam mit Instituten und Hochschulen entwickeln wir die Additive von morgen &ndash; biobasiert, APEO-frei und emissionsarm. <a href="/unternehmen/partner">Unsere Partnerschaften</a></p>`,
    ),
    frame(
      'text',
      `<div class="alert alert-info"><strong>Besuchen Sie uns auf der European Coatings Show 2025</strong> in Nürnberg, 25.&ndash;27. März 2025, Halle 4A, Stand 4A-318. <a href="/messen">Alle Messetermine</a></div>`,
    ),
  ].join('\n'),
);

const produkt = page(
  'Beschichtungsadditive',
  'Entschäumer, Netz- und Dispergiermittel, Rheologieadditive und Haftvermittler für wasserbasierte und lösemittelhaltige Systeme.',
  '/produkte/beschichtungsadditive',
  12,
  [
    frame(
      'header',
      `<header class="frame-header"><h1 class="element-header">Beschichtungsadditive</h1><p class="element-subheader">Für Bautenlacke, Industrielacke, Holzbeschichtungen und Druckfarben</p></header>`,
    ),
    frame(
      'table',
      `<h2 id="entschaeumer">Entschäumer &ndash; RHEOFOAM&reg;</h2>
<table class="ce-table table table-striped">
<thead><tr><th>Produkt</th><th>Chemie</th><th>System</th><th>Empfohlene Dosierung</th></tr></thead>
<tbody>
<tr><td>RHEOFOAM 110</td><td>Mineralöl, silikonfrei</td><td>Dispersionsfarben</td><td>0,1&ndash;0,5 %</td></tr>
<tr><td>RHEOFOAM 240</td><td>Polysiloxan-Emulsion</td><td>Industrielacke, wässrig</td><td>0,05&ndash;0,3 %</td></tr>
<tr><td>RHEOFOAM 360 BIO</td><td>Pflanzenölbasiert</td><td>Holzlacke, Druckfarben</td><td>0,2&ndash;0,8 %</td></tr>
</tbody>
</table>
<h2 id="netzmittel">Netz- und Dispergiermittel &ndash; RHEODISP&reg;</h2>
<table class="ce-table table table-striped">
<thead><tr><th>Produkt</th><th>Typ</th><th>Pigmente</th><th>Besonderheit</th></tr></thead>
<tbody>
<tr><td>RHEODISP 500</td><td>Polymeres Dispergiermittel</td><td>Organische Pigmente, Ruß</td><td>APEO-frei, VOC &lt; 0,1 %</td></tr>
<tr><td>RHEODISP 520</td><td>Polyacrylat-Natriumsalz</td><td>TiO2, Füllstoffe</td><td>Für hochgefüllte Farben</td></tr>
<tr><td>RHEODISP 610</td><td>Blockcopolymer</td><td>Effektpigmente</td><td>Für Automobil-Basislacke</td></tr>
</tbody>
</table>
<h2 id="rheologie">Rheologieadditive &ndash; RHEOTHIX&reg;</h2>
<p>Assoziative Polyurethan-Verdicker (HEUR) für Newtonsches und strukturviskoses Fließverhalten sowie organisch modifizierte Schichtsilikate für lösemittelhaltige Systeme.</p>
<h2 id="druckfarben">Additive für Druckfarben</h2>
<p>Wachsdispersionen und Slipadditive für Scheuerfestigkeit und Gleitverhalten in Flexo- und Tiefdruckfarben.</p>
<h2 id="klebstoffe">Haftvermittler für Klebstoffe</h2>
<p>Silan- und Titanat-basierte Haftvermittler für Dichtstoffe und Reaktivklebstoffe auf Glas, Metall und Kunststoff.</p>`,
    ),
    frame(
      'text',
      `<h2 id="technikum">Anwendungstechnikum</h2>
<p>In unserem Technikum mit 1.200 m&sup2; prüfen wir Additive in Ihrer Rezeptur: Schaumtests, Rheologie, Glanz, Farbmetrik, Bewitterung. Glanz- und Farbmessungen erfolgen mit Geräten unseres Technologiepartners BYK-Gardner (siehe <a href="/unternehmen/partner">Partnerschaften</a>).</p>
<h2 id="downloads">Sicherheitsdatenblätter &amp; technische Merkblätter</h2>
<p>Alle Dokumente erhalten Sie nach Registrierung im <a href="https://www.rheinwald-shop.de/downloads" target="_blank" rel="noopener">Kundenportal</a>. Unsere Stoffe sind gemäß <a href="https://echa.europa.eu/de/regulations/reach/understanding-reach" target="_blank" rel="noopener">REACH</a> registriert.</p>`,
    ),
  ].join('\n'),
);

const vp = (land: string, firma: string, ort: string, kontakt: string, url: string | null): string =>
  `<tr><td>${land}</td><td>${firma}</td><td>${ort}</td><td>${kontakt}</td><td>${url ? `<a href="${url}" target="_blank" rel="noopener">Webseite</a>` : '&ndash;'}</td></tr>`;

const vertrieb = page(
  'Vertriebspartner weltweit',
  'Unsere Vertriebspartner für Rheinwald-Additive in Europa, Amerika und Asien.',
  '/vertriebspartner',
  20,
  [
    frame('header', `<header class="frame-header"><h1 class="element-header">Vertriebspartner weltweit</h1></header>`),
    frame(
      'text',
      `<p>In Deutschland betreuen wir unsere Kunden direkt aus Leverkusen. In allen anderen Ländern arbeiten wir mit spezialisierten Chemiedistributoren zusammen, die unsere Produkte lagern, liefern und anwendungstechnisch betreuen. Bitte wenden Sie sich an den Vertriebspartner in Ihrem Land.</p>`,
    ),
    frame(
      'table',
      `<div class="table-responsive">
<table class="ce-table table table-hover vertriebspartner">
<caption>Vertriebspartner nach Land (Stand: April 2024)</caption>
<thead><tr><th scope="col">Land</th><th scope="col">Vertriebspartner</th><th scope="col">Ort</th><th scope="col">Kontakt</th><th scope="col">Internet</th></tr></thead>
<tbody>
<tr class="table-group"><th colspan="5">Europa</th></tr>
${vp('Österreich', 'Chemiehandel Alpen GmbH', 'Linz', '<a href="tel:+437325550121">+43 732 555 0121</a>', 'https://www.chemiehandel-alpen.at/')}
${vp('Schweiz', 'Brenntag Schweizerhall AG', 'Basel', '<a href="tel:+41615550188">+41 61 555 0188</a>', 'https://www.brenntag.com/de-ch/')}
${vp('Frankreich', 'Safic-Alcan', 'Puteaux', '<a href="tel:+33155550143">+33 1 55 55 01 43</a>', 'https://www.safic-alcan.com/')}
${vp('Italien', 'Biesterfeld Italia S.r.l.', 'Mailand', '<a href="tel:+39025550117">+39 02 555 0117</a>', 'https://www.biesterfeld.com/it/')}
${vp('Benelux', 'Caldic Nederland B.V.', 'Rotterdam', '<a href="tel:+31105550162">+31 10 555 0162</a>', 'https://www.caldic.com/')}
${vp('Polen', 'Polchem Dystrybucja Sp. z o.o.', 'Kattowitz', '<a href="tel:+48325550109">+48 32 555 0109</a>', 'https://polchem-dystrybucja.pl/')}
${vp('Tschechien, Slowakei', 'Vltava Chemie s.r.o.', 'Prag', '<a href="mailto:obchod@vltavachemie.cz">obchod@vltavachemie.cz</a>', 'https://www.vltavachemie.cz/')}
${vp('Skandinavien', 'Nordic Coatings Supply AB', 'Göteborg', '<a href="tel:+46315550176">+46 31 555 0176</a>', 'https://nordiccoatings.se/')}
${vp('Großbritannien, Irland', 'IMCD UK Ltd.', 'Sutton', '<a href="tel:+442085550131">+44 20 8555 0131</a>', 'https://www.imcdgroup.com/en/business-groups/coatings-and-construction')}
${vp('Türkei', 'Anadolu Kimya Ticaret A.Ş.', 'Istanbul', '<a href="tel:+902165550152">+90 216 555 0152</a>', null)}
<tr class="table-group"><th colspan="5">Amerika</th></tr>
${vp('USA, Kanada', 'Azelis Americas CASE', 'Berkeley Heights, NJ', '<a href="tel:+19085550198">+1 908 555 0198</a>', 'https://www.azelis.com/en-us/')}
<tr class="table-group"><th colspan="5">Asien</th></tr>
${vp('China', 'Shanghai Huaxin Specialty Chemicals Co., Ltd.', 'Shanghai', '<a href="tel:+862155550134">+86 21 5555 0134</a>', 'https://www.huaxin-chem.com.cn/')}
${vp('Indien', 'Barentz India Pvt. Ltd.', 'Mumbai', '<a href="tel:+912255550187">+91 22 5555 0187</a>', 'https://www.barentz.com/en-in/')}
</tbody>
</table>
</div>`,
    ),
    frame(
      'text',
      `<h2>Vertriebspartner werden</h2>
<p>Sie sind Chemiedistributor mit Schwerpunkt Lacke, Farben oder Klebstoffe und möchten Rheinwald-Additive vertreiben? Wir suchen Partner für Südamerika, den Nahen Osten und Südostasien. Kontakt: <a href="mailto:export@rheinwald-chemie.de">export@rheinwald-chemie.de</a>.</p>`,
    ),
  ].join('\n'),
);

const partner = page(
  'Partnerschaften in Forschung, Technik und Logistik',
  'Forschungspartner, Technologiepartner und Logistikpartner der Rheinwald Chemie.',
  '/unternehmen/partner',
  21,
  [
    frame('header', `<header class="frame-header"><h1 class="element-header">Partnerschaften</h1></header>`),
    frame(
      'text',
      `<p class="lead">Innovation entsteht selten allein. Deshalb arbeiten wir langfristig mit Partnern aus Wissenschaft, Technik und Logistik zusammen.</p>
<h2>Forschungspartner</h2>
<p>Mit dem <a href="https://www.ifam.fraunhofer.de/" target="_blank" rel="noopener">Fraunhofer-Institut für Fertigungstechnik und Angewandte Materialforschung IFAM</a> in Bremen forschen wir seit 2017 an Haftvermittlern für Leichtbau-Klebverbindungen. Das gemeinsame Projekt &bdquo;BioAdd&ldquo; zu biobasierten Entschäumern läuft zusammen mit dem Lehrstuhl für Technische Chemie der <a href="https://www.rwth-aachen.de/" target="_blank" rel="noopener">RWTH Aachen</a> und wird vom Bundesministerium für Bildung und Forschung gefördert.</p>
<h2>Technologiepartner</h2>
<p>Unser Anwendungstechnikum ist Referenzlabor unseres Technologiepartners <a href="https://www.byk.com/de/instrumente" target="_blank" rel="noopener">BYK-Gardner</a>. Gemeinsam entwickeln wir Prüfmethoden für Glanz, Schleier und Farbtonstabilität von Beschichtungen.</p>
<h2>Logistikpartner</h2>
<p>Gefahrgut- und Temperaturlogistik für unsere Additive übernimmt unser Logistikpartner <a href="https://www.rhenus.group/de/de/" target="_blank" rel="noopener">Rhenus Logistics</a> vom Chempark Leverkusen aus &ndash; inklusive Lagerung nach TRGS 510 und europaweiter Verteilung.</p>
<h2>Vertrieb</h2>
<p>Unsere internationalen Vertriebspartner finden Sie auf der Seite <a href="/vertriebspartner">Vertriebspartner weltweit</a>.</p>`,
    ),
  ].join('\n'),
);

const unternehmen = page(
  'Über uns',
  'Rheinwald Chemie GmbH: familiengeführter Hersteller von Spezialadditiven am Chempark Leverkusen seit 1962.',
  '/unternehmen',
  2,
  [
    frame('header', `<header class="frame-header"><h1 class="element-header">Über Rheinwald Chemie</h1></header>`),
    frame(
      'textmedia',
      `<div class="ce-textpic ce-right ce-intext">
<div class="ce-gallery"><figure class="image"><img src="/fileadmin/_processed_/9/c/csm_geschaeftsfuehrung_7b2e1d4c9a.jpg" width="480" height="320" loading="lazy" alt="Geschäftsführung der Rheinwald Chemie"></figure></div>
<div class="ce-bodytext">
<p>1962 gründete der Chemiker Dr. Heinrich Rheinwald in Opladen ein Labor für Lackhilfsmittel. Heute führt die dritte Generation das Unternehmen: Dr. Katharina Rheinwald und Jens Oberhäuser leiten die Geschäfte von 260 Mitarbeitenden am Chempark Leverkusen.</p>
<ul>
<li>Umsatz 2023: 94 Mio. Euro</li>
<li>Exportanteil: 68 %</li>
<li>Über 450 Produkte im Portfolio</li>
</ul>
</div>
</div>`,
    ),
    frame(
      'text',
      `<h2>Referenzen</h2>
<p>Zu unseren Kunden zählen Lackhersteller, Druckfarbenproduzenten und Klebstoffspezialisten in ganz Europa, darunter die <a href="https://www.mosel-lack.de/" target="_blank" rel="noopener">Mosel Lackfabrik</a>, die Hanseatische Druckfarben AG und die <a href="https://www.kleberwerk-sauerland.de/" target="_blank" rel="noopener">Kleberwerk Sauerland GmbH</a>.</p>
<h2 id="nachhaltigkeit">Nachhaltigkeit</h2>
<p>Als Mitglied im <a href="https://www.vci.de/" target="_blank" rel="noopener">Verband der Chemischen Industrie (VCI)</a> haben wir uns der Initiative <a href="https://www.vci.de/nachhaltigkeit/responsible-care/" target="_blank" rel="noopener">Responsible Care</a> verpflichtet. Unser Nachhaltigkeitsmanagement wurde von <a href="https://ecovadis.com/de/" target="_blank" rel="noopener">EcoVadis</a> 2024 mit Gold bewertet.</p>
<h2>Zertifizierungen</h2>
<p>Unser integriertes Managementsystem ist nach DIN EN ISO 9001, ISO 14001, ISO 45001 und ISO 50001 durch den <a href="https://www.tuv.com/germany/de/" target="_blank" rel="noopener">TÜV Rheinland</a> zertifiziert.</p>
<p class="siegel"><a href="https://www.tuv.com/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/siegel/tuev-rheinland-iso-9001.png" alt="TÜV Rheinland ISO 9001 zertifiziert" width="120" height="120" loading="lazy"></a> <img src="/fileadmin/user_upload/siegel/ecovadis-gold-2024.png" alt="EcoVadis Gold" width="120" height="120" loading="lazy"></p>
<h2>Auszeichnungen</h2>
<p>TOP 100 Innovator 2023; Großer Preis des Mittelstandes 2022 (Finalist).</p>
<h2>In der Presse</h2>
<p>&bdquo;Familienunternehmen setzt auf biobasierte Entschäumer&ldquo; &ndash; <a href="https://www.chemanager-online.com/" target="_blank" rel="noopener">CHEManager</a>, Ausgabe 3/2024.</p>`,
    ),
  ].join('\n'),
);

const messen = page(
  'Messen & Termine',
  'Treffen Sie Rheinwald Chemie auf Fachmessen und Kongressen der Lack- und Klebstoffindustrie.',
  '/messen',
  30,
  [
    frame('header', `<header class="frame-header"><h1 class="element-header">Messen &amp; Termine</h1></header>`),
    frame(
      'table',
      `<table class="ce-table table">
<thead><tr><th>Messe</th><th>Datum</th><th>Ort</th><th>Stand</th></tr></thead>
<tbody>
<tr><td><a href="https://www.european-coatings-show.com/" target="_blank" rel="noopener">European Coatings Show</a></td><td>25.&ndash;27.03.2025</td><td>Nürnberg</td><td>4A-318</td></tr>
<tr><td><a href="https://www.achema.de/" target="_blank" rel="noopener">ACHEMA</a></td><td>10.&ndash;14.06.2024</td><td>Frankfurt am Main</td><td>Halle 6.1, C41</td></tr>
<tr><td><a href="https://www.feica-conferences.com/" target="_blank" rel="noopener">FEICA Conference</a></td><td>18.&ndash;20.09.2024</td><td>Paris</td><td>Tischausstellung</td></tr>
<tr><td>Farbe, Ausbau &amp; Fassade</td><td>08.&ndash;11.04.2025</td><td>München</td><td>B1.312</td></tr>
</tbody>
</table>`,
    ),
    frame(
      'text',
      `<h2>Termin vereinbaren</h2><p>Vereinbaren Sie vorab einen Gesprächstermin mit unserer Anwendungstechnik: <a href="mailto:messe@rheinwald-chemie.de">messe@rheinwald-chemie.de</a>. Kostenlose Eintrittsgutscheine für die European Coatings Show erhalten Sie auf Anfrage.</p>`,
    ),
  ].join('\n'),
);

const karriere = page(
  'Karriere',
  'Arbeiten bei Rheinwald Chemie: Ausbildung, Berufseinstieg und Stellenangebote am Chempark Leverkusen.',
  '/karriere',
  40,
  [
    frame('header', `<header class="frame-header"><h1 class="element-header">Karriere bei Rheinwald</h1></header>`),
    frame(
      'text',
      `<p class="lead">Familienunternehmen mit Weltmarktanspruch: Bei uns übernehmen Sie früh Verantwortung &ndash; im Labor, in der Produktion oder im Vertrieb.</p>
<h2>Wir bieten</h2>
<ul><li>Tarifvertrag Chemie mit 37,5-Stunden-Woche</li><li>Betriebliche Altersvorsorge und Jobrad</li><li>Ausbildung zum Chemikanten, Chemielaboranten und Industriekaufmann</li></ul>
<h2>Offene Stellen</h2>
<ul><li>Laborant (m/w/d) Anwendungstechnik Lacke</li><li>Chemikant (m/w/d) im Schichtbetrieb</li><li>Technical Sales Manager (m/w/d) Export Asien</li></ul>
<p><a class="btn btn-primary" href="https://rheinwald-chemie.jobs.personio.de/" target="_blank" rel="noopener">Alle Stellenangebote &amp; Online-Bewerbung</a></p>
<p>Sie finden uns auch auf <a href="https://www.stepstone.de/cmp/de/Rheinwald-Chemie-GmbH-184211/jobs.html" target="_blank" rel="noopener">StepStone</a> und <a href="https://www.kununu.com/de/rheinwald-chemie" target="_blank" rel="noopener">kununu</a>.</p>`,
    ),
  ].join('\n'),
);

const kontakt = page(
  'Kontakt',
  'Kontakt zur Rheinwald Chemie GmbH in Leverkusen: Vertrieb, Anwendungstechnik, Musteranforderung.',
  '/kontakt',
  50,
  [
    frame('header', `<header class="frame-header"><h1 class="element-header">Kontakt</h1></header>`),
    frame(
      'text',
      `<div class="row">
<div class="col-md-6">
<h2>Vertrieb Deutschland</h2>
<p>Telefon: <a href="tel:+492145550140">+49 214 555 0140</a><br>E-Mail: <a href="mailto:vertrieb@rheinwald-chemie.de">vertrieb@rheinwald-chemie.de</a></p>
<h2>Anwendungstechnik</h2>
<p>Telefon: <a href="tel:+492145550160">+49 214 555 0160</a><br>E-Mail: <a href="mailto:technikum@rheinwald-chemie.de">technikum@rheinwald-chemie.de</a></p>
<h2>International</h2>
<p>Bitte wenden Sie sich an unseren <a href="/vertriebspartner">Vertriebspartner in Ihrem Land</a>.</p>
</div>
<div class="col-md-6">
<form action="/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend&amp;cHash=4c1e9a3b7d2f" method="post" id="kontaktformular-264" enctype="multipart/form-data">
<div class="form-group"><label class="form-label" for="kontaktformular-264-name">Name<span class="required">*</span></label><input required="required" placeholder="Vor- und Nachname" class="form-control" id="kontaktformular-264-name" type="text" name="tx_form_formframework[kontaktformular-264][name]" value=""></div>
<div class="form-group"><label class="form-label" for="kontaktformular-264-firma">Firma</label><input class="form-control" id="kontaktformular-264-firma" type="text" name="tx_form_formframework[kontaktformular-264][firma]" value=""></div>
<div class="form-group"><label class="form-label" for="kontaktformular-264-email">E-Mail<span class="required">*</span></label><input required="required" class="form-control" id="kontaktformular-264-email" type="email" name="tx_form_formframework[kontaktformular-264][email]" value=""></div>
<div class="form-group"><label class="form-label" for="kontaktformular-264-anliegen">Anliegen</label><select class="form-select" id="kontaktformular-264-anliegen" name="tx_form_formframework[kontaktformular-264][anliegen]"><option value="muster">Musteranforderung</option><option value="beratung">Technische Beratung</option><option value="angebot">Angebot</option></select></div>
<div class="form-group"><label class="form-label" for="kontaktformular-264-nachricht">Nachricht<span class="required">*</span></label><textarea required="required" class="form-control" rows="6" id="kontaktformular-264-nachricht" name="tx_form_formframework[kontaktformular-264][nachricht]"></textarea></div>
<div class="form-check"><input required="required" class="form-check-input" id="kontaktformular-264-datenschutz" type="checkbox" name="tx_form_formframework[kontaktformular-264][datenschutz]" value="1"><label class="form-check-label" for="kontaktformular-264-datenschutz">Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen.</label></div>
<div class="actions"><button class="btn btn-primary" type="submit" name="tx_form_formframework[kontaktformular-264][__currentPage]" value="1">Absenden</button></div>
</form>
</div>
</div>`,
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'rheinwald-chemie.de',
  otherDomains: ['rheinwald-chemie.com', 'rheinwald-shop.de'],
  covers:
    'German TYPO3 specialty-chemicals maker: a distributor table grouped by continent and country (one partner without a website), and a partnerships page with research, technology and logistics partners in prose under their own headings. Negatives: customer references, VCI/Responsible Care, EcoVadis, TÜV Rheinland, REACH/ECHA, trade fairs, press, awards, Personio/StepStone/kununu careers, own English site and shop, XING and social links.',
  pages: {
    '/': { headers, html: home },
    '/produkte/beschichtungsadditive': { headers, html: produkt },
    '/vertriebspartner': { headers, html: vertrieb },
    '/unternehmen/partner': { headers, html: partner },
    '/unternehmen': { headers, html: unternehmen },
    '/messen': { headers, html: messen },
    '/karriere': { headers, html: karriere },
    '/kontakt': { headers, html: kontakt },
    '/distributoren': { status: 301, redirect: '/vertriebspartner' },
  },
  sitemap: [
    '/',
    '/produkte/beschichtungsadditive',
    '/vertriebspartner',
    '/unternehmen/partner',
    '/unternehmen',
    '/messen',
    '/karriere',
    '/kontakt',
  ],
  technologies: ['typo3-cms', 'php', 'nginx', 'jquery', 'usercentrics', 'etracker', 'open-graph', 'personio'],
  partners: {
    'chemiehandel-alpen.at': 'channel',
    'brenntag.com': 'channel',
    'safic-alcan.com': 'channel',
    'biesterfeld.com': 'channel',
    'caldic.com': 'channel',
    'polchem-dystrybucja.pl': 'channel',
    'vltavachemie.cz': 'channel',
    'nordiccoatings.se': 'channel',
    'imcdgroup.com': 'channel',
    'azelis.com': 'channel',
    'huaxin-chem.com.cn': 'channel',
    'barentz.com': 'channel',
    'fraunhofer.de': 'generic',
    'rwth-aachen.de': 'generic',
    'byk.com': 'technology',
    'rhenus.group': 'generic',
  },
};
