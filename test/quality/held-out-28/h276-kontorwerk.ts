import type { CorpusSite } from '../corpus/types.js';

// Kontorwerk GmbH: German cloud payroll and HR software for the Mittelstand (Lohnabrechnung, Zeiterfassung,
// digitale Personalakte). TYPO3 v12 with the bootstrap_package theme on nginx and a Usercentrics consent banner.
// Sales partners are in a table by region (Bundesland/PLZ) with a row lacking a website, tax-advisor referral partners
// are cards, integrations ("Schnittstellen") are a grouped list; some interfaces are named without a link.

const headers = (): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx',
  'content-language': 'de',
  'x-ua-compatible': 'IE=edge',
  'cache-control': 'max-age=0, private, must-revalidate',
  vary: 'Accept-Encoding',
});

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html dir="ltr" lang="de-DE">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->


<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<meta name="robots" content="index,follow">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.kontorwerk.de/fileadmin/_processed_/3/c/csm_og-kontorwerk_7a1c2e9f4b.png">
<meta property="og:site_name" content="Kontorwerk">
<meta name="twitter:card" content="summary">
<meta name="apple-mobile-web-app-capable" content="no">
<meta name="google" content="notranslate">

<link rel="stylesheet" href="/typo3temp/assets/bootstrappackage/fonts/284ba9c5345a729d38fc3d3bb72eea6caaef6180abbc77928e15e42297d05f8b/webfont.css?1741680321" media="all">
<link rel="stylesheet" href="/_assets/8c6a2d1e5f0b3c7a9e4d1f2b6a8c0e3d/Css/bootstrap5-theme.min.css?1741680321" media="all">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5e9f1b2c7a3d8e0f4c6b1a9d2e7f3c5a-min.css?1741680322" media="all">

<script id="usercentrics-cmp" src="https://web.cmp.usercentrics.eu/ui/loader.js" data-settings-id="k0NtW3rK_9x" async></script>
<script src="/typo3temp/assets/compressed/merged-a7c3e1f9d2b5c8e0a4f6b2d9c1e7a3f5-min.js?1741680322"></script>

<link rel="canonical" href="https://www.kontorwerk.de${path}">
<link rel="alternate" hreflang="de-DE" href="https://www.kontorwerk.de${path}">
<link rel="alternate" hreflang="x-default" href="https://www.kontorwerk.de${path}">
<link rel="icon" href="/_assets/8c6a2d1e5f0b3c7a9e4d1f2b6a8c0e3d/Icons/favicon.ico">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Kontorwerk GmbH","url":"https://www.kontorwerk.de/","logo":"https://www.kontorwerk.de/_assets/8c6a2d1e5f0b3c7a9e4d1f2b6a8c0e3d/Images/kontorwerk-logo.svg","address":{"@type":"PostalAddress","streetAddress":"Speicherstraße 14","postalCode":"44147","addressLocality":"Dortmund","addressCountry":"DE"},"sameAs":["https://www.linkedin.com/company/kontorwerk","https://www.xing.com/pages/kontorwerk"]}</script>
</head>`;

const header = `<body id="p1" class="page-1 pagelevel-1 language-0 backendlayout-default layout-default">
<div id="top"></div>
<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">
<div class="container container-mainnavigation">
<a class="navbar-brand navbar-brand-image" title="Kontorwerk – Startseite" href="/de/"><img class="navbar-brand-logo-normal" src="/_assets/8c6a2d1e5f0b3c7a9e4d1f2b6a8c0e3d/Images/kontorwerk-logo.svg" alt="Kontorwerk logo" height="52" width="200"></a>
<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Navigation umschalten"><span class="navbar-toggler-icon"></span></button>
<nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse">
<ul class="navbar-nav">
<li class="nav-item dropdown dropdown-hover"><a href="/de/produkt/" id="nav-item-12" class="nav-link dropdown-toggle" title="Produkt" aria-haspopup="true" aria-expanded="false"><span class="nav-link-text">Produkt</span></a>
<ul class="dropdown-menu" aria-labelledby="nav-item-12">
<li><a href="/de/produkt/#lohnabrechnung" class="dropdown-item" title="Lohnabrechnung"><span class="dropdown-text">Lohnabrechnung</span></a></li>
<li><a href="/de/produkt/#zeiterfassung" class="dropdown-item" title="Zeiterfassung"><span class="dropdown-text">Zeiterfassung</span></a></li>
<li><a href="/de/produkt/#personalakte" class="dropdown-item" title="Digitale Personalakte"><span class="dropdown-text">Digitale Personalakte</span></a></li>
<li><a href="/de/schnittstellen/" class="dropdown-item" title="Schnittstellen"><span class="dropdown-text">Schnittstellen</span></a></li>
</ul></li>
<li class="nav-item"><a href="/de/preise/" id="nav-item-18" class="nav-link" title="Preise"><span class="nav-link-text">Preise</span></a></li>
<li class="nav-item dropdown dropdown-hover"><a href="/de/partner/" id="nav-item-20" class="nav-link dropdown-toggle" title="Partner" aria-haspopup="true" aria-expanded="false"><span class="nav-link-text">Partner</span></a>
<ul class="dropdown-menu" aria-labelledby="nav-item-20">
<li><a href="/de/partner/" class="dropdown-item" title="Partner finden"><span class="dropdown-text">Partner finden</span></a></li>
<li><a href="/de/partner/partner-werden/" class="dropdown-item" title="Partner werden"><span class="dropdown-text">Partner werden</span></a></li>
<li><a href="/de/schnittstellen/" class="dropdown-item" title="Technologiepartner"><span class="dropdown-text">Technologiepartner &amp; Schnittstellen</span></a></li>
</ul></li>
<li class="nav-item"><a href="/de/unternehmen/" id="nav-item-30" class="nav-link" title="Unternehmen"><span class="nav-link-text">Unternehmen</span></a></li>
<li class="nav-item"><a href="/de/kontakt/" id="nav-item-40" class="nav-link" title="Kontakt"><span class="nav-link-text">Kontakt</span></a></li>
</ul>
<div class="navbar-cta"><a class="btn btn-outline-primary btn-sm" href="https://app.kontorwerk.de/anmelden">Login</a> <a class="btn btn-primary btn-sm" href="/de/kontakt/">Demo vereinbaren</a></div>
</nav>
</div>
</header>
<div id="page-content" class="bp-page-content main-section">
<!--TYPO3SEARCH_begin-->`;

const footer = `<!--TYPO3SEARCH_end-->
</div>
<footer id="page-footer" class="bp-page-footer">
<section class="section footer-section footer-section-content">
<div class="container"><div class="row">
<div class="col-md-3"><div id="c901" class="frame frame-default frame-type-text frame-layout-0"><h3>Kontorwerk GmbH</h3><p>Speicherstraße 14<br>44147 Dortmund<br>Telefon: <a href="tel:+4923133998870">+49 231 339988-70</a><br>E-Mail: <a href="mailto:info@kontorwerk.de">info@kontorwerk.de</a></p></div></div>
<div class="col-md-3"><div id="c902" class="frame frame-default frame-type-menu_pages frame-layout-0"><h3>Produkt</h3><ul><li><a href="/de/produkt/" title="Funktionen"><span>Funktionen</span></a></li><li><a href="/de/schnittstellen/" title="Schnittstellen"><span>Schnittstellen</span></a></li><li><a href="/de/preise/" title="Preise"><span>Preise</span></a></li><li><a href="https://hilfe.kontorwerk.de/" title="Hilfe-Center"><span>Hilfe-Center</span></a></li><li><a href="https://status.kontorwerk.de/" title="Systemstatus"><span>Systemstatus</span></a></li></ul></div></div>
<div class="col-md-3"><div id="c903" class="frame frame-default frame-type-menu_pages frame-layout-0"><h3>Partner</h3><ul><li><a href="/de/partner/" title="Partner finden"><span>Partner finden</span></a></li><li><a href="/de/partner/partner-werden/" title="Partner werden"><span>Partner werden</span></a></li><li><a href="https://partner.kontorwerk.de/login" title="Partnerportal"><span>Partnerportal</span></a></li></ul></div></div>
<div class="col-md-3"><div id="c904" class="frame frame-default frame-type-menu_pages frame-layout-0"><h3>Unternehmen</h3><ul><li><a href="/de/unternehmen/" title="Über uns"><span>Über uns</span></a></li><li><a href="https://kontorwerk.jobs.personio.de/" title="Karriere"><span>Karriere</span></a></li><li><a href="/de/kontakt/" title="Kontakt"><span>Kontakt</span></a></li></ul></div></div>
</div>
<div class="footer-badges"><img src="/fileadmin/user_upload/siegel/software-made-in-germany.png" width="90" height="90" alt="Software Made in Germany" loading="lazy"> <img src="/fileadmin/user_upload/siegel/software-hosted-in-germany.png" width="90" height="90" alt="Software Hosted in Germany" loading="lazy"> <img src="/fileadmin/user_upload/siegel/iso-27001.png" width="90" height="90" alt="ISO 27001 zertifiziert" loading="lazy"> <img src="/fileadmin/user_upload/siegel/datev-softwarepartner.png" width="120" height="60" alt="DATEV Software-Partner" loading="lazy"></div>
</div></section>
<section class="section footer-section footer-section-meta"><div class="container"><div class="frame frame-default frame-type-list frame-layout-0"><ul class="footer-meta-nav"><li><a href="/de/impressum/">Impressum</a></li><li><a href="/de/datenschutz/">Datenschutz</a></li><li><a href="/de/agb/">AGB</a></li><li><a href="#" onclick="UC_UI.showSecondLayer();">Cookie-Einstellungen</a></li></ul><ul class="footer-social"><li><a href="https://www.linkedin.com/company/kontorwerk" target="_blank" rel="noreferrer">LinkedIn</a></li><li><a href="https://www.xing.com/pages/kontorwerk" target="_blank" rel="noreferrer">XING</a></li><li><a href="https://www.youtube.com/@kontorwerk" target="_blank" rel="noreferrer">YouTube</a></li></ul><p class="copyright">© 2025 Kontorwerk GmbH</p></div></div></section>
</footer>
<a class="scroll-top" title="Nach oben rollen" href="#top"><span class="scroll-top-icon"></span><span class="visually-hidden">Nach oben rollen</span></a>
</div>
<script src="/_assets/8c6a2d1e5f0b3c7a9e4d1f2b6a8c0e3d/JavaScript/Dist/bootstrap.bundle.min.js?1741680321"></script>
<script src="/_assets/8c6a2d1e5f0b3c7a9e4d1f2b6a8c0e3d/JavaScript/Dist/bootstrap.navbar.min.js?1741680321"></script>
<script src="/typo3temp/assets/compressed/merged-c4e8a2f6b0d3e7a1c5f9b3d7e1a5c9f3-min.js?1741680322"></script>
</body>
</html>`;

const frame = (id: number, type: string, inner: string, layout = 'default') =>
  `<div id="c${id}" class="frame frame-${layout} frame-type-${type} frame-layout-0 frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none"><div class="frame-container"><div class="frame-inner">${inner}</div></div></div>`;

const page = (title: string, description: string, path: string, body: string) =>
  `${head(title, description, path)}\n${header}\n<main>\n${body}\n</main>\n${footer}`;

// ---------------------------------------------------------------- Startseite

const home = page(
  'Kontorwerk – Lohnabrechnung & HR-Software aus der Cloud',
  'Lohnabrechnung, Zeiterfassung und digitale Personalakte in einer Cloud-Software. Made and hosted in Germany. Für den Mittelstand.',
  '/de/',
  `<section class="section section-default section-hero">
${frame(
  101,
  'textmedia',
  `<div class="textmedia"><div class="textmedia-item textmedia-text"><header class="frame-header"><h1 class="element-header"><span>Lohn &amp; Personal. Einfach erledigt.</span></h1><h2 class="element-subheader"><span>Die HR-Cloud für den Mittelstand</span></h2></header><p>Mit Kontorwerk erledigen Sie Lohnabrechnung, Zeiterfassung und Personalverwaltung in einer Software – GoBD-konform, DSGVO-sicher und direkt verbunden mit Ihrer Steuerberatung.</p><p><a href="/de/kontakt/" class="btn btn-primary">Kostenlose Demo vereinbaren</a> <a href="/de/produkt/" class="btn btn-outline-primary">Funktionen ansehen</a></p></div><div class="textmedia-item textmedia-gallery"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/9/1/csm_startseite-dashboard_2f7a1c9e3b.webp" width="720" height="460" loading="eager" alt="Kontorwerk Dashboard mit Lohnläufen"></figure></div></div>`,
)}
</section>
<section class="section section-light">
${frame(
  102,
  'bootstrappackage_icon_group',
  `<header class="frame-header"><h2 class="element-header text-center"><span>Alles für Ihre Personalarbeit</span></h2></header><div class="icongroup icongroup-align-center icongroup-columns-3">
<div class="icongroup-item"><div class="icongroup-item-icon"><img src="/fileadmin/user_upload/icons/lohn.svg" width="48" height="48" alt=""></div><div class="icongroup-item-text"><h3 class="icongroup-item-text-header">Lohnabrechnung</h3><p>Von der Entgeltabrechnung bis zur SV-Meldung und Lohnsteueranmeldung – vollständig und rechtssicher.</p></div></div>
<div class="icongroup-item"><div class="icongroup-item-icon"><img src="/fileadmin/user_upload/icons/zeit.svg" width="48" height="48" alt=""></div><div class="icongroup-item-text"><h3 class="icongroup-item-text-header">Zeiterfassung</h3><p>Per App, Browser oder Terminal. Zuschläge und Überstunden fließen automatisch in die Abrechnung.</p></div></div>
<div class="icongroup-item"><div class="icongroup-item-icon"><img src="/fileadmin/user_upload/icons/akte.svg" width="48" height="48" alt=""></div><div class="icongroup-item-text"><h3 class="icongroup-item-text-header">Digitale Personalakte</h3><p>Verträge, Bescheinigungen und Abrechnungen revisionssicher archiviert, mit Mitarbeiterportal.</p></div></div>
</div>`,
)}
</section>
<section class="section section-default">
${frame(
  103,
  'text',
  `<header class="frame-header"><h2 class="element-header text-center"><span>Über 4.500 Unternehmen vertrauen Kontorwerk</span></h2></header><div class="logo-row"><img src="/fileadmin/user_upload/kunden/baeckerei-kleinschmidt.svg" alt="Bäckerei Kleinschmidt" width="140" height="50" loading="lazy"><img src="/fileadmin/user_upload/kunden/elektro-brandt.svg" alt="Elektro Brandt GmbH" width="140" height="50" loading="lazy"><img src="/fileadmin/user_upload/kunden/pflegedienst-sonnenhof.svg" alt="Pflegedienst Sonnenhof" width="140" height="50" loading="lazy"><img src="/fileadmin/user_upload/kunden/spedition-hanse.svg" alt="Spedition Hanse Logistik" width="140" height="50" loading="lazy"><img src="/fileadmin/user_upload/kunden/metallbau-wiegand.svg" alt="Metallbau Wiegand" width="140" height="50" loading="lazy"></div>`,
)}
</section>
<section class="section section-primary">
${frame(
  104,
  'text',
  `<div class="row"><div class="col-md-6"><h2>Direkt verbunden mit Ihrer Steuerberatung</h2><p>Als DATEV Software-Partner übergibt Kontorwerk Lohnbuchungen und Belege per DATEV-Schnittstelle an Ihre Kanzlei. Über 600 Steuerberatungskanzleien arbeiten bereits mit Kontorwerk.</p><p><a href="/de/schnittstellen/" class="btn btn-light">Alle Schnittstellen</a></p></div><div class="col-md-6"><h2>Persönlich vor Ort</h2><p>Unsere zertifizierten Vertriebs- und Implementierungspartner richten Kontorwerk in Ihrem Unternehmen ein und schulen Ihr Team.</p><p><a href="/de/partner/" class="btn btn-light">Partner in Ihrer Nähe finden</a></p></div></div>`,
)}
</section>
<section class="section section-light">
${frame(
  105,
  'bootstrappackage_texticon',
  `<blockquote class="blockquote"><p>„Seit wir mit Kontorwerk arbeiten, dauert unsere Monatsabrechnung für 180 Mitarbeitende einen halben Tag statt drei.“</p><footer class="blockquote-footer">Sabine Wiegand, Geschäftsführerin, Metallbau Wiegand</footer></blockquote>`,
)}
${frame(
  106,
  'text',
  `<div class="award-row"><a href="https://www.imittelstand.de/innovationspreis-it" target="_blank" rel="noreferrer"><img src="/fileadmin/user_upload/siegel/innovationspreis-it-2024.png" width="110" height="110" alt="Innovationspreis-IT 2024 – Best of HR" loading="lazy"></a><img src="/fileadmin/user_upload/siegel/trusted-cloud.png" width="110" height="110" alt="Trusted Cloud Label" loading="lazy"></div>`,
)}
</section>`,
);

// ---------------------------------------------------------------- Produkt

const produkt = page(
  'Funktionen – Lohnabrechnung, Zeiterfassung, Personalakte | Kontorwerk',
  'Alle Funktionen von Kontorwerk: Lohnabrechnung mit Meldewesen, mobile Zeiterfassung, digitale Personalakte und Mitarbeiterportal.',
  '/de/produkt/',
  `<section class="section section-default">
${frame(201, 'header', `<h1 class="element-header">Funktionen</h1><p class="lead">Eine Software für alles, was zwischen Arbeitsvertrag und Lohnzettel passiert.</p>`)}
</section>
<section class="section section-light" id="lohnabrechnung">
${frame(
  202,
  'textpic',
  `<h2>Lohnabrechnung</h2><p>Kontorwerk ist nach den Vorgaben der ITSG systemgeprüft und berechnet Brutto-Netto, Sozialversicherung, Lohnsteuer, Kirchensteuer und Umlagen für alle gängigen Beschäftigungsarten – vom Minijob bis zum Geschäftsführer. Meldungen an Krankenkassen, das Finanzamt (ELSTER) und die Berufsgenossenschaften werden automatisch erstellt und übermittelt.</p><ul><li>Alle SV-Meldungen inkl. eAU-Abruf und A1-Anträge</li><li>Lohnsteueranmeldung und elektronische Lohnsteuerbescheinigung</li><li>Baulohn, Pflege-Zuschläge und Tarifverträge</li><li>Zahlungsdateien im SEPA-Format für jede Bank</li></ul>`,
)}
</section>
<section class="section section-default" id="zeiterfassung">
${frame(
  203,
  'textpic',
  `<h2>Zeiterfassung</h2><p>Mitarbeitende stempeln per App, Browser oder an Terminals unserer Hardware-Partner. Arbeitszeitmodelle, Pausenregeln nach ArbZG, Schichtpläne und Abwesenheiten sind konfigurierbar; Zuschläge fließen ohne Nacharbeit in die Abrechnung.</p><figure class="image"><img src="/fileadmin/_processed_/4/e/csm_zeiterfassung-app_c1a9e7f3d5.webp" width="640" height="420" loading="lazy" alt="Zeiterfassung in der Kontorwerk App"></figure>`,
)}
</section>
<section class="section section-light" id="personalakte">
${frame(
  204,
  'textpic',
  `<h2>Digitale Personalakte &amp; Mitarbeiterportal</h2><p>Verträge, Zeugnisse und Bescheinigungen liegen revisionssicher in der digitalen Personalakte. Über das Mitarbeiterportal rufen Beschäftigte ihre Entgeltabrechnungen ab, beantragen Urlaub und aktualisieren Stammdaten selbst.</p>`,
)}
</section>
<section class="section section-default">
${frame(
  205,
  'table',
  `<h2>Pakete im Überblick</h2><table class="table table-striped"><thead><tr><th>Funktion</th><th>Basis</th><th>Business</th><th>Enterprise</th></tr></thead><tbody><tr><td>Lohnabrechnung</td><td>✓</td><td>✓</td><td>✓</td></tr><tr><td>Zeiterfassung</td><td>–</td><td>✓</td><td>✓</td></tr><tr><td>Digitale Personalakte</td><td>–</td><td>✓</td><td>✓</td></tr><tr><td>Mehrere Mandanten</td><td>–</td><td>–</td><td>✓</td></tr><tr><td>SSO (Microsoft Entra ID)</td><td>–</td><td>–</td><td>✓</td></tr></tbody></table><p><a href="/de/preise/">Zu den Preisen</a></p>`,
)}
</section>`,
);

// ---------------------------------------------------------------- Schnittstellen (Technologiepartner)

type Iface = [name: string, url: string | null, text: string];
const groups: [string, Iface[]][] = [
  [
    'Finanzbuchhaltung &amp; Steuerberatung',
    [
      [
        'DATEV',
        'https://www.datev.de/web/de/marktplatz/',
        'DATEV-Lohnbuchungen, Belegbilderservice und DATEV Unternehmen online. Kontorwerk ist gelisteter DATEV Software-Partner.',
      ],
      ['Lexware', 'https://www.lexware.de/', 'Export der Lohnjournale nach Lexware buchhaltung und lexoffice.'],
      ['sevDesk', 'https://sevdesk.de/', 'Automatische Übergabe von Lohnbuchungen an sevDesk.'],
      ['Sage', 'https://www.sage.com/de-de/', 'Buchungsexport für Sage 50 und Sage 100.'],
    ],
  ],
  [
    'Identität &amp; Zusammenarbeit',
    [
      [
        'Microsoft',
        'https://www.microsoft.com/de-de/microsoft-365',
        'Single Sign-on mit Microsoft Entra ID und Benachrichtigungen in Microsoft Teams.',
      ],
    ],
  ],
  [
    'Zeiterfassungs-Hardware',
    [
      ['PCS Systemtechnik', 'https://www.pcs.com/', 'INTUS-Terminals mit RFID-Leser, direkt an Kontorwerk angebunden.'],
      ['Chronotec Zeiterfassung', 'https://www.chronotec-zeit.de/', 'Mobile Terminals und NFC-Stempeluhren für Baustellen und Filialen.'],
    ],
  ],
  [
    'Behörden &amp; Meldewesen',
    [
      ['ELSTER', null, 'Lohnsteueranmeldung und eLStB direkt aus Kontorwerk.'],
      ['sv.net / GKV-Kommunikationsserver', null, 'SV-Meldungen, Beitragsnachweise und eAU-Abruf.'],
      ['Bundesagentur für Arbeit (BEA)', null, 'Arbeits- und Nebeneinkommensbescheinigungen elektronisch.'],
    ],
  ],
];

const schnittstellen = page(
  'Schnittstellen & Technologiepartner | Kontorwerk',
  'Kontorwerk verbindet sich mit DATEV, Lexware, sevDesk, Sage, Microsoft 365 und Zeiterfassungsterminals.',
  '/de/schnittstellen/',
  `<section class="section section-default">
${frame(301, 'header', `<ol class="breadcrumb"><li class="breadcrumb-item"><a href="/de/">Startseite</a></li><li class="breadcrumb-item active" aria-current="page">Schnittstellen</li></ol><h1 class="element-header">Schnittstellen &amp; Technologiepartner</h1><p class="lead">Kontorwerk fügt sich nahtlos in Ihre bestehende Software-Landschaft ein. Diese Technologiepartner und Schnittstellen stehen Ihnen zur Verfügung.</p>`)}
</section>
${groups
  .map(
    ([g, items], gi) => `<section class="section ${gi % 2 ? 'section-default' : 'section-light'}">
${frame(
  310 + gi,
  'bootstrappackage_card_group',
  `<h2>${g}</h2><div class="card-group-element card-group-element-columns-3">${items
    .map(
      ([n, u, t]) =>
        `<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">${n}</h3><div class="card-text"><p>${t}</p></div></div>${u ? `<div class="card-footer"><a href="${u}" class="btn btn-primary" target="_blank" rel="noreferrer"><span class="btn-text">Zum Partner</span></a></div>` : ''}</div></div>`,
    )
    .join('')}</div>`,
)}
</section>`,
  )
  .join('\n')}
<section class="section section-default">
${frame(320, 'text', `<h2>Offene API</h2><p>Für eigene Anbindungen steht unsere REST-API zur Verfügung. Die Dokumentation finden Sie im <a href="https://hilfe.kontorwerk.de/api/">Hilfe-Center</a>. Sie möchten Technologiepartner werden? Schreiben Sie an <a href="mailto:partner@kontorwerk.de">partner@kontorwerk.de</a>.</p>`)}
</section>`,
);

// ---------------------------------------------------------------- Partner finden

type Vp = [region: string, plz: string, name: string, ort: string, url: string | null];
const vertrieb: Vp[] = [
  ['Bayern', '80000–87999, 90000–97999', 'Bürotec Systemhaus GmbH', 'Regensburg', 'https://www.buerotec-systemhaus.de/'],
  ['Baden-Württemberg', '68000–79999, 88000–89999', 'Personalwerk Süd GmbH', 'Stuttgart', 'https://personalwerk-sued.de/'],
  ['Hamburg, Schleswig-Holstein, Bremen', '20000–25999, 27000–28999', 'Lohnkontor Nord GmbH', 'Hamburg', 'https://www.lohnkontor-nord.de/'],
  [
    'Nordrhein-Westfalen',
    '32000–33999, 40000–53999, 57000–59999',
    'Rheinland IT-Service GmbH',
    'Köln',
    'https://www.rheinland-itservice.de/',
  ],
  ['Sachsen, Thüringen', '01000–09999, 98000–99999', 'Elbtal Software Partner GmbH', 'Dresden', null],
  ['Bundesweit (Großkunden)', 'alle', 'Bechtle AG', 'Neckarsulm', 'https://www.bechtle.com/'],
];

const kanzleien: [string, string, string, string][] = [
  [
    'Hartmann &amp; Partner mbB',
    'Steuerberatungsgesellschaft, Münster',
    'https://www.hartmann-stb.de/',
    'Betreut über 90 Mandanten mit Kontorwerk und übernimmt auf Wunsch die komplette Lohnabrechnung.',
  ],
  [
    'ETL Gruppe',
    'Steuerberatung bundesweit',
    'https://www.etl.de/',
    'Kanzleien der ETL-Gruppe empfehlen Kontorwerk ihren Mandanten als Lohn- und Personallösung.',
  ],
];

const partner = page(
  'Partner finden – Vertriebspartner & Steuerberater | Kontorwerk',
  'Finden Sie einen zertifizierten Kontorwerk-Partner in Ihrer Region oder eine Steuerberatungskanzlei, die mit Kontorwerk arbeitet.',
  '/de/partner/',
  `<section class="section section-default">
${frame(401, 'header', `<ol class="breadcrumb"><li class="breadcrumb-item"><a href="/de/">Startseite</a></li><li class="breadcrumb-item active" aria-current="page">Partner</li></ol><h1 class="element-header">Partner finden</h1><p class="lead">Unsere zertifizierten Partner beraten Sie vor Ort, richten Kontorwerk ein und schulen Ihre Mitarbeitenden.</p>`)}
</section>
<section class="section section-light">
${frame(
  402,
  'table',
  `<h2>Vertriebs- und Implementierungspartner nach Region</h2><form class="plz-filter" action="/de/partner/" method="get"><label for="plz">Ihre Postleitzahl</label> <input id="plz" name="plz" type="text" inputmode="numeric" maxlength="5" placeholder="z. B. 44147"> <button class="btn btn-primary btn-sm" type="submit">Partner suchen</button></form><div class="table-responsive"><table class="ce-table table table-striped table-hover"><thead><tr><th scope="col">Region</th><th scope="col">PLZ-Gebiet</th><th scope="col">Partner</th><th scope="col">Sitz</th><th scope="col">Website</th></tr></thead><tbody>${vertrieb
    .map(
      ([r, plz, n, o, u]) =>
        `<tr><td>${r}</td><td>${plz}</td><td>${n}</td><td>${o}</td><td>${u ? `<a href="${u}" target="_blank" rel="noreferrer">${u.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a>` : 'Kontakt über Kontorwerk'}</td></tr>`,
    )
    .join(
      '',
    )}</tbody></table></div><p class="small">Für alle übrigen Regionen betreut Sie unser Vertriebsteam in Dortmund direkt: <a href="mailto:vertrieb@kontorwerk.de">vertrieb@kontorwerk.de</a>.</p>`,
)}
</section>
<section class="section section-default">
${frame(
  403,
  'bootstrappackage_card_group',
  `<h2>Steuerberatungskanzleien</h2><p>Diese Kanzleien arbeiten mit Kontorwerk und empfehlen es ihren Mandanten. Über 600 weitere Kanzleien nutzen unsere DATEV-Schnittstelle.</p><div class="card-group-element card-group-element-columns-2">${kanzleien
    .map(
      ([n, sub, u, t]) =>
        `<div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">${n}</h3><p class="card-subtitle">${sub}</p><div class="card-text"><p>${t}</p></div></div><div class="card-footer"><a href="${u}" class="btn btn-primary" target="_blank" rel="noreferrer"><span class="btn-text">Zur Kanzlei</span></a></div></div></div>`,
    )
    .join('')}</div>`,
)}
</section>
<section class="section section-light">
${frame(404, 'text', `<h2>Technologiepartner</h2><p>Software- und Hardware-Partner, mit denen Kontorwerk verbunden ist, finden Sie auf der Seite <a href="/de/schnittstellen/">Schnittstellen &amp; Technologiepartner</a>.</p><h2>Selbst Partner werden?</h2><p>Systemhäuser, HR-Berater und Steuerberater profitieren von attraktiven Provisionen. <a href="/de/partner/partner-werden/">Mehr zum Partnerprogramm</a></p>`)}
</section>`,
);

// ---------------------------------------------------------------- Partner werden

const partnerWerden = page(
  'Partner werden – das Kontorwerk Partnerprogramm',
  'Werden Sie Kontorwerk-Partner: Provisionen, Zertifizierung, Demo-Zugang und gemeinsames Marketing für Systemhäuser und Kanzleien.',
  '/de/partner/partner-werden/',
  `<section class="section section-default">
${frame(501, 'header', `<ol class="breadcrumb"><li class="breadcrumb-item"><a href="/de/">Startseite</a></li><li class="breadcrumb-item"><a href="/de/partner/">Partner</a></li><li class="breadcrumb-item active" aria-current="page">Partner werden</li></ol><h1 class="element-header">Partner werden</h1><p class="lead">Wachsen Sie mit Kontorwerk – als Vertriebspartner, Implementierungspartner oder Empfehlungspartner.</p>`)}
</section>
<section class="section section-light">
${frame(
  502,
  'bootstrappackage_card_group',
  `<div class="card-group-element card-group-element-columns-3"><div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Empfehlungspartner</h3><p>20 % Provision auf den ersten Jahresumsatz jeder erfolgreichen Empfehlung. Ideal für Steuerberater und HR-Berater.</p></div></div></div><div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Vertriebspartner</h3><p>Wiederkehrende Marge auf alle Lizenzen Ihrer Kunden, Gebietsschutz nach PLZ und Leads aus unserem Marketing.</p></div></div></div><div class="card-group-element-item"><div class="card"><div class="card-body"><h3 class="card-title">Implementierungspartner</h3><p>Zertifizierte Einrichtung und Schulung, vergütet nach Tagessatz über Kontorwerk oder direkt beim Kunden.</p></div></div></div></div>`,
)}
</section>
<section class="section section-default">
${frame(
  503,
  'form_formframework',
  `<h2>Jetzt bewerben</h2><form enctype="multipart/form-data" method="post" id="partnerbewerbung-505" action="/de/partner/partner-werden/?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend#partnerbewerbung-505"><div class="form-group"><label class="form-label" for="partnerbewerbung-505-firma">Firma<span class="required">*</span></label><input required="required" class="form-control" id="partnerbewerbung-505-firma" type="text" name="tx_form_formframework[partnerbewerbung-505][firma]" value=""></div><div class="form-group"><label class="form-label" for="partnerbewerbung-505-email">E-Mail<span class="required">*</span></label><input required="required" class="form-control" id="partnerbewerbung-505-email" type="email" name="tx_form_formframework[partnerbewerbung-505][email]" value=""></div><div class="form-group"><label class="form-label" for="partnerbewerbung-505-art">Partnerart</label><select class="form-select" id="partnerbewerbung-505-art" name="tx_form_formframework[partnerbewerbung-505][art]"><option value="empfehlung">Empfehlungspartner</option><option value="vertrieb">Vertriebspartner</option><option value="implementierung">Implementierungspartner</option></select></div><div class="form-group"><label class="form-label" for="partnerbewerbung-505-nachricht">Nachricht</label><textarea class="form-control" id="partnerbewerbung-505-nachricht" name="tx_form_formframework[partnerbewerbung-505][nachricht]" rows="5"></textarea></div><div class="form-check"><input class="form-check-input" type="checkbox" required="required" id="partnerbewerbung-505-dsgvo" name="tx_form_formframework[partnerbewerbung-505][dsgvo]" value="1"><label class="form-check-label" for="partnerbewerbung-505-dsgvo">Ich habe die <a href="/de/datenschutz/">Datenschutzerklärung</a> gelesen.</label></div><input type="hidden" name="tx_form_formframework[partnerbewerbung-505][__state]" value="TzozOToiVFlQTzNcQ01TXEZvcm1cRG9tYWluXFJ1bnRpbWVcRm9ybVN0YXRlIjoyOntz"><div class="actions"><button class="btn btn-primary" type="submit" name="tx_form_formframework[partnerbewerbung-505][__currentPage]" value="1">Bewerbung absenden</button></div></form>`,
)}
${frame(504, 'text', `<p>Bereits Partner? Melden Sie sich im <a href="https://partner.kontorwerk.de/login">Partnerportal</a> an, um Deals zu registrieren und Schulungsunterlagen abzurufen.</p>`)}
</section>`,
);

// ---------------------------------------------------------------- Unternehmen (negatives)

const unternehmen = page(
  'Über Kontorwerk – Team, Investoren, Auszeichnungen',
  'Kontorwerk wurde 2016 in Dortmund gegründet. Erfahren Sie mehr über unser Team, unsere Investoren und Zertifizierungen.',
  '/de/unternehmen/',
  `<section class="section section-default">
${frame(601, 'header', `<h1 class="element-header">Über Kontorwerk</h1><p class="lead">Gegründet 2016 in Dortmund – heute 95 Menschen, die Personalarbeit im Mittelstand einfacher machen.</p>`)}
</section>
<section class="section section-light">
${frame(602, 'text', `<h2>Unsere Geschichte</h2><p>Die Gründer Jan Overbeck und Aylin Demir haben jahrelang Lohnabrechnungen für Handwerksbetriebe gemacht – mit Software aus den 1990ern. Kontorwerk ist die Software, die sie sich damals gewünscht hätten: verständlich, in der Cloud und trotzdem so genau, wie das deutsche Lohnrecht es verlangt.</p>`)}
</section>
<section class="section section-default">
${frame(
  603,
  'text',
  `<h2>Investoren</h2><p>Kontorwerk wird unterstützt vom <a href="https://www.htgf.de/" target="_blank" rel="noreferrer">High-Tech Gründerfonds</a> und von <a href="https://www.capnamic.com/" target="_blank" rel="noreferrer">Capnamic</a>, die 2023 unsere Series-A-Finanzierung über 12 Mio. Euro angeführt haben.</p>`,
)}
</section>
<section class="section section-light">
${frame(
  604,
  'text',
  `<h2>Zertifizierungen &amp; Mitgliedschaften</h2><ul><li>ISO/IEC 27001 – zertifiziert durch <a href="https://www.tuv.com/germany/de/" target="_blank" rel="noreferrer">TÜV Rheinland</a></li><li>ITSG-systemgeprüftes Entgeltabrechnungsprogramm (GKV-Spitzenverband)</li><li>Mitglied im <a href="https://www.bitmi.de/" target="_blank" rel="noreferrer">Bundesverband IT-Mittelstand e.V.</a> – Siegel „Software Made in Germany“ und „Software Hosted in Germany“</li><li>Trusted Cloud Label des Kompetenznetzwerks Trusted Cloud</li></ul>`,
)}
</section>
<section class="section section-default">
${frame(
  605,
  'text',
  `<h2>Presse &amp; Auszeichnungen</h2><ul><li>Innovationspreis-IT 2024, Kategorie HR – <a href="https://www.imittelstand.de/innovationspreis-it" target="_blank" rel="noreferrer">Initiative Mittelstand</a></li><li><a href="https://www.handelsblatt.com/technik/it-internet/" target="_blank" rel="noreferrer">Handelsblatt</a>: „Wie Kontorwerk die Lohnabrechnung entstaubt“</li><li><a href="https://t3n.de/" target="_blank" rel="noreferrer">t3n</a>: „Die spannendsten HR-Startups aus NRW“</li></ul><h2>Events</h2><p>Besuchen Sie uns auf der <a href="https://www.zukunft-personal.com/" target="_blank" rel="noreferrer">Zukunft Personal Europe</a> in Köln, Halle 2.1, Stand D.14.</p>`,
)}
</section>
<section class="section section-light">
${frame(606, 'text', `<h2>Karriere</h2><p>Wir suchen Entwickler:innen, Lohnexpert:innen und Customer-Success-Manager:innen. <a href="https://kontorwerk.jobs.personio.de/">Alle offenen Stellen</a></p>`)}
</section>`,
);

// ---------------------------------------------------------------- Impressum (negatives: agency credit, hoster)

const impressum = page(
  'Impressum | Kontorwerk',
  'Impressum der Kontorwerk GmbH, Dortmund.',
  '/de/impressum/',
  `<section class="section section-default">
${frame(
  701,
  'text',
  `<h1>Impressum</h1><h2>Angaben gemäß § 5 DDG</h2><p>Kontorwerk GmbH<br>Speicherstraße 14<br>44147 Dortmund</p><p>Handelsregister: HRB 31245<br>Registergericht: Amtsgericht Dortmund</p><p><strong>Vertreten durch:</strong><br>Jan Overbeck, Aylin Demir (Geschäftsführung)</p><h2>Kontakt</h2><p>Telefon: +49 231 339988-70<br>E-Mail: <a href="mailto:info@kontorwerk.de">info@kontorwerk.de</a></p><h2>Umsatzsteuer-ID</h2><p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE318765432</p><h2>Redaktionell verantwortlich</h2><p>Aylin Demir, Anschrift wie oben</p><h2>EU-Streitschlichtung</h2><p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit: <a href="https://ec.europa.eu/consumers/odr/" target="_blank" rel="noopener noreferrer">https://ec.europa.eu/consumers/odr/</a>. Unsere E-Mail-Adresse finden Sie oben im Impressum.</p><h2>Verbraucherstreitbeilegung</h2><p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p><h2>Hosting</h2><p>Website und Anwendung werden in ISO-27001-zertifizierten Rechenzentren in Deutschland betrieben (<a href="https://www.hetzner.com/de/" target="_blank" rel="noopener noreferrer">Hetzner Online GmbH</a>, Falkenstein und Nürnberg).</p><h2>Konzept, Design &amp; Umsetzung</h2><p><a href="https://www.nordlicht-digital.de/" target="_blank" rel="noopener noreferrer">Nordlicht Digital – TYPO3-Agentur, Bielefeld</a></p><h2>Bildnachweise</h2><p>Eigene Aufnahmen; Illustrationen von Kontorwerk. Icons: Bootstrap Icons (MIT-Lizenz).</p>`,
)}
</section>`,
);

export const site: CorpusSite = {
  domain: 'kontorwerk.de',
  covers:
    'German payroll SaaS on TYPO3/bootstrap_package with Usercentrics: sales partners in a table by Bundesland/PLZ (one row has no website), tax-advisor referral partners as cards, technology partners as grouped "Zum Partner" cards with authorities named without links; negatives are customer logos, investors (HTGF, Capnamic), TÜV/BITMi/ITSG certifications, awards and press, a trade fair, Personio careers, the hoster and the web agency in the Impressum, and an own partner-portal login.',
  pages: {
    '/': { status: 301, redirect: '/de/' },
    '/de/': { headers: headers(), html: home },
    '/de/produkt/': { headers: headers(), html: produkt },
    '/de/schnittstellen/': { headers: headers(), html: schnittstellen },
    '/de/partner/': { headers: headers(), html: partner },
    '/de/partner/partner-werden/': { headers: headers(), html: partnerWerden },
    '/de/unternehmen/': { headers: headers(), html: unternehmen },
    '/de/impressum/': { headers: headers(), html: impressum },
    '/partner/': { status: 301, redirect: '/de/partner/' },
  },
  sitemap: [
    '/de/',
    '/de/produkt/',
    '/de/schnittstellen/',
    '/de/partner/',
    '/de/partner/partner-werden/',
    '/de/unternehmen/',
    '/de/impressum/',
  ],
  technologies: ['typo3-cms', 'php', 'nginx', 'usercentrics', 'bootstrap', 'open-graph', 'personio'],
  partners: {
    'datev.de': 'technology',
    'lexware.de': 'technology',
    'sevdesk.de': 'technology',
    'sage.com': 'technology',
    'microsoft.com': 'technology',
    'pcs.com': 'technology',
    'chronotec-zeit.de': 'technology',
    'buerotec-systemhaus.de': 'channel',
    'personalwerk-sued.de': 'channel',
    'lohnkontor-nord.de': 'channel',
    'rheinland-itservice.de': 'channel',
    'bechtle.com': 'channel',
    'hartmann-stb.de': 'channel',
    'etl.de': 'channel',
  },
};
