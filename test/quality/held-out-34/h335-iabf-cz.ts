import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Apache/2.4.62 (Debian)',
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=15552000',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2026 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.iabf.cz${path}">
<meta property="og:locale" content="cs_CZ">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4c1f8e2a9b7d3e60-min.css?1767600123" media="all">
<link rel="stylesheet" href="/typo3conf/ext/iabf_sitepackage/Resources/Public/Css/main.min.css?1767600123" media="all">
<link rel="alternate" hreflang="cs-CZ" href="https://www.iabf.cz${path}">
<link rel="alternate" hreflang="en-GB" href="https://www.iabf.cz/en${path}">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"ResearchOrganization","name":"Ústav aplikované biofyziky AV ČR, v. v. i.","alternateName":"IABF","url":"https://www.iabf.cz/","address":{"@type":"PostalAddress","streetAddress":"Královopolská 135","addressLocality":"Brno","postalCode":"612 00","addressCountry":"CZ"},"memberOf":{"@type":"Organization","name":"Asociace výzkumných organizací","url":"https://www.avo.cz/"}}</script>
</head>`;

const header = `<header class="site-header">
<div class="topbar bg-dark text-white small"><div class="container d-flex justify-content-between"><span>Veřejná výzkumná instituce</span><span><a class="text-white" href="/en/">English</a> | <a class="text-white" href="https://intranet.iabf.cz/">Intranet</a></span></div></div>
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom">
<div class="container">
<a class="navbar-brand" href="/"><img src="/typo3conf/ext/iabf_sitepackage/Resources/Public/Images/logo-iabf.svg" alt="Ústav aplikované biofyziky" height="52"></a>
<button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainnav" aria-controls="mainnav" aria-expanded="false" aria-label="Menu"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="mainnav"><ul class="navbar-nav ms-auto">
<li class="nav-item"><a class="nav-link" href="/o-ustavu">O ústavu</a></li>
<li class="nav-item"><a class="nav-link" href="/vyzkum">Výzkum</a></li>
<li class="nav-item"><a class="nav-link" href="/publikace">Publikace</a></li>
<li class="nav-item"><a class="nav-link" href="/spoluprace">Spolupráce</a></li>
<li class="nav-item"><a class="nav-link" href="/kariera">Kariéra</a></li>
<li class="nav-item"><a class="nav-link" href="/kontakty">Kontakty</a></li>
</ul></div>
</div>
</nav>
</header>`;

const footer = `<footer class="site-footer bg-light border-top mt-5 pt-5">
<div class="container"><div class="row">
<div class="col-md-4"><h5>Ústav aplikované biofyziky AV ČR, v. v. i.</h5><p>Královopolská 135<br>612 00 Brno<br>IČ: 68081731<br>Datová schránka: qx7m2ab</p></div>
<div class="col-md-4"><h5>Odkazy</h5><ul class="list-unstyled">
<li><a href="/o-ustavu/povinne-informace">Povinně zveřejňované informace</a></li>
<li><a href="/o-ustavu/gdpr">Ochrana osobních údajů</a></li>
<li><a href="https://core.iabf.cz/">Sdílená laboratoř – rezervace přístrojů</a></li>
<li><a href="https://www.jobs.cz/prace/brno/?q=IABF">Volná místa na Jobs.cz</a></li>
</ul></div>
<div class="col-md-4"><h5>Zřizovatel a ocenění</h5>
<p>Zřizovatelem ústavu je <a href="https://www.avcr.cz/">Akademie věd České republiky</a>.</p>
<p><a href="https://euraxess.ec.europa.eu/jobs/hrs4r"><img src="/fileadmin/user_upload/loga/hr-excellence-in-research.png" alt="HR Excellence in Research" height="48"></a></p>
</div>
</div>
<div class="d-flex justify-content-between border-top py-3 small"><span>&copy; 2026 IABF</span><span><a href="https://www.linkedin.com/company/iabf-brno">LinkedIn</a> &middot; <a href="https://bsky.app/profile/iabf.cz">Bluesky</a> &middot; <a href="https://www.youtube.com/@iabf">YouTube</a></span></div>
</div>
</footer>
<script src="/typo3conf/ext/iabf_sitepackage/Resources/Public/JavaScript/bootstrap.bundle.min.js?1767600123"></script>
<script src="/typo3temp/assets/compressed/merged-9a2e7c41b0f35d8e-min.js?1767600123"></script>
<script src="https://stats.iabf.cz/piwik.js" async defer></script>`;

const doc = (title: string, description: string, path: string, main: string): string => `<!DOCTYPE html>
<html lang="cs-CZ">
${head(title, description, path)}
<body id="p${path.length}">
${header}
<main id="content" class="container py-5">
${main}
</main>
${footer}
<div id="cookie-consent" class="cookie-consent fixed-bottom bg-dark text-white p-3" role="dialog" aria-live="polite"><div class="container d-flex gap-3 align-items-center"><p class="mb-0">Tento web používá pouze technické cookies a anonymní statistiku návštěvnosti.</p><button class="btn btn-light btn-sm">Rozumím</button></div></div>
</body>
</html>`;

const home = doc(
  'Ústav aplikované biofyziky – IABF',
  'Ústav aplikované biofyziky AV ČR zkoumá strukturu a dynamiku biomolekul a vyvíjí nové metody zobrazování.',
  '/',
  `<div class="row align-items-center mb-5"><div class="col-lg-7">
<h1 class="display-5">Biofyzika pro medicínu zítřka</h1>
<p class="lead">Zkoumáme, jak se proteiny skládají, jak spolu komunikují a jak je lze zobrazit v živých buňkách. Naše metody pomáhají vyvíjet nová léčiva i diagnostiku.</p>
<a class="btn btn-primary" href="/vyzkum">Výzkumné skupiny</a></div>
<div class="col-lg-5"><img class="img-fluid rounded" src="/fileadmin/_processed_/a/3/csm_kryo-em_4e1b2c7a9d.jpg" alt="Kryoelektronový mikroskop v laboratoři IABF"></div></div>
<section class="mb-5"><h2>Aktuality</h2>
<div class="row row-cols-1 row-cols-md-3 g-4">
<div class="col"><div class="card h-100"><div class="card-body"><h3 class="h5 card-title">Nový kryo-EM mikroskop zahájil provoz</h3><p class="card-text">Přístroj je dostupný i externím uživatelům přes sdílenou laboratoř.</p><a href="/aktuality/novy-kryo-em" class="stretched-link">Více</a></div></div></div>
<div class="col"><div class="card h-100"><div class="card-body"><h3 class="h5 card-title">Článek v Nature Communications</h3><p class="card-text">Skupina dr. Novotné popsala mechanismus agregace alfa-synukleinu (<a href="https://doi.org/10.1038/s41467-025-61234-5">doi:10.1038/s41467-025-61234-5</a>).</p></div></div></div>
<div class="col"><div class="card h-100"><div class="card-body"><h3 class="h5 card-title">Noc vědců 2025</h3><p class="card-text">Děkujeme všem 1 800 návštěvníkům našich laboratoří.</p></div></div></div>
</div></section>
<section class="mb-5"><h2 class="h4">Financování</h2>
<p>Výzkum ústavu je podporován z projektů <a href="https://gacr.cz/">Grantové agentury ČR</a>, programu Jan Amos Komenský <a href="https://www.msmt.cz/">MŠMT</a> a z prostředků Evropské unie.</p>
<div class="d-flex gap-4 align-items-center"><img src="/fileadmin/user_upload/loga/gacr.png" alt="GA ČR" height="40"><img src="/fileadmin/user_upload/loga/eu-msmt.png" alt="Spolufinancováno Evropskou unií" height="40"></div></section>`,
);

const spoluprace = doc(
  'Spolupráce – IABF',
  'Akademičtí, průmysloví a technologičtí partneři Ústavu aplikované biofyziky a licenční distributoři našich produktů.',
  '/spoluprace',
  `<nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Úvod</a></li><li class="breadcrumb-item active" aria-current="page">Spolupráce</li></ol></nav>
<h1>Spolupráce a partneři</h1>
<p class="lead">Otevřená věda potřebuje partnery. Spolupracujeme s univerzitami, nemocnicemi a firmami v Česku i v zahraničí.</p>
<div class="accordion" id="partneri">
<div class="accordion-item"><h2 class="accordion-header" id="h-akad"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#c-akad" aria-expanded="true">Akademičtí partneři</button></h2>
<div id="c-akad" class="accordion-collapse collapse show" data-bs-parent="#partneri"><div class="accordion-body">
<p>S těmito institucemi máme uzavřené rámcové smlouvy o spolupráci a společné doktorské studium.</p>
<ul>
<li><a href="https://www.prf.brnenska-univerzita.cz/">Přírodovědecká fakulta, Brněnská univerzita</a> – společný doktorský program Biofyzika</li>
<li><a href="https://www.fnbrno-sever.cz/">Fakultní nemocnice Brno-Sever</a> – klinické vzorky pro studium neurodegenerací</li>
<li><a href="https://www.instbiophys-graz.at/">Institut für Biophysik Graz</a> – výměna studentů a společný grant</li>
</ul></div></div></div>
<div class="accordion-item"><h2 class="accordion-header" id="h-prum"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c-prum">Průmysloví partneři</button></h2>
<div id="c-prum" class="accordion-collapse collapse" data-bs-parent="#partneri"><div class="accordion-body">
<p>Smluvní výzkum a společné projekty TA ČR:</p>
<table class="table table-sm"><thead><tr><th>Partner</th><th>Oblast spolupráce</th></tr></thead><tbody>
<tr><td><a href="https://www.moravabiotech.cz/">Morava Biotech a.s.</a></td><td>stabilita terapeutických protilátek</td></tr>
<tr><td><a href="https://pharmaplast.cz/">PharmaPlast s.r.o.</a></td><td>biokompatibilita polymerních materiálů</td></tr>
</tbody></table></div></div></div>
<div class="accordion-item"><h2 class="accordion-header" id="h-tech"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c-tech">Technologičtí partneři</button></h2>
<div id="c-tech" class="accordion-collapse collapse" data-bs-parent="#partneri"><div class="accordion-body">
<p>Jako referenční pracoviště testujeme nové přístroje a software a naše data zpracováváme na jejich platformách.</p>
<div class="row row-cols-2 row-cols-md-4 g-4 text-center">
<div class="col"><a href="https://www.lumicore-instruments.com/"><img class="img-fluid" src="/fileadmin/user_upload/partneri/lumicore.png" alt="LumiCore Instruments"></a></div>
<div class="col"><a href="https://cryosoft.io/"><img class="img-fluid" src="/fileadmin/user_upload/partneri/cryosoft.png" alt="CryoSoft – zpracování kryo-EM dat"></a></div>
</div></div></div></div>
<div class="accordion-item"><h2 class="accordion-header" id="h-lic"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#c-lic">Licenční partneři a distributoři</button></h2>
<div id="c-lic" class="accordion-collapse collapse" data-bs-parent="#partneri"><div class="accordion-body">
<p>Fluorescenční sondy vyvinuté v IABF prodávají naši distributoři:</p>
<ul><li><a href="https://www.labmark-distribuce.cz/">LabMark distribuce s.r.o.</a> – Česko a Slovensko</li><li><a href="https://www.probelinx.de/">ProbeLinx GmbH</a> – EU a Švýcarsko</li></ul>
</div></div></div>
</div>
<h2 class="h4 mt-5">Členství</h2>
<p>Ústav je členem <a href="https://www.avo.cz/">Asociace výzkumných organizací</a> a konsorcia <a href="https://www.instruct-eric.org/">Instruct-ERIC</a>.</p>
<h2 class="h4 mt-4">Transfer technologií</h2>
<p>Máte zájem o spolupráci nebo licenci? Kontaktujte oddělení transferu technologií: <a href="mailto:transfer@iabf.cz">transfer@iabf.cz</a>.</p>`,
);

const oUstavu = doc(
  'O ústavu – IABF',
  'Historie, vedení a organizační struktura Ústavu aplikované biofyziky.',
  '/o-ustavu',
  `<h1>O ústavu</h1>
<p>Ústav aplikované biofyziky byl založen v roce 1962 a od roku 2007 je veřejnou výzkumnou institucí. Pracuje v něm 214 zaměstnanců, z toho 68 doktorandů.</p>
<h2 class="h4">Vedení</h2>
<table class="table"><tbody><tr><th>Ředitel</th><td>prof. RNDr. Martin Kučera, CSc.</td></tr><tr><th>Zástupkyně ředitele</th><td>doc. Mgr. Lenka Novotná, Ph.D.</td></tr><tr><th>Předsedkyně rady</th><td>RNDr. Eva Horáková, Ph.D.</td></tr></tbody></table>
<p>Podrobnosti o <a href="/spoluprace">spolupráci s partnery</a> a <a href="/o-ustavu/povinne-informace">povinně zveřejňované informace</a>.</p>`,
);

const kariera = doc(
  'Kariéra – IABF',
  'Volná místa a doktorské pozice v Ústavu aplikované biofyziky.',
  '/kariera',
  `<h1>Kariéra</h1>
<p>Hledáme postdoktorandy, doktorandy a laboranty. Aktuální nabídky zveřejňujeme na <a href="https://www.jobs.cz/prace/brno/?q=IABF">Jobs.cz</a> a na portálu <a href="https://euraxess.ec.europa.eu/">EURAXESS</a>.</p>
<ul class="list-group"><li class="list-group-item">Postdoktorand/ka – kryoelektronová mikroskopie</li><li class="list-group-item">Doktorand/ka – výpočetní biofyzika</li></ul>`,
);

export const site: CorpusSite = {
  domain: 'iabf.cz',
  otherDomains: [],
  covers:
    'Czech TYPO3 research institute on www host; partner page /spoluprace as a Bootstrap accordion: academic and industry partners (generic, lists and table), technology partners logo grid (technology), licensing distributors (channel); negatives: GA ČR/MŠMT funders, founder Academy of Sciences, HR Excellence award, memberships (also in JSON-LD memberOf), Jobs.cz/EURAXESS, DOI link, core-facility subdomain',
  pages: {
    '/': { redirect: 'https://www.iabf.cz/' },
    'https://www.iabf.cz/': { headers, html: home },
    'https://www.iabf.cz/spoluprace': { headers, html: spoluprace },
    'https://www.iabf.cz/o-ustavu': { headers, html: oUstavu },
    'https://www.iabf.cz/kariera': { headers, html: kariera },
    'https://www.iabf.cz/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /typo3/\nDisallow: /typo3temp/\nSitemap: https://www.iabf.cz/sitemap.xml\n',
    },
  },
  sitemap: ['https://www.iabf.cz/', 'https://www.iabf.cz/o-ustavu', 'https://www.iabf.cz/spoluprace', 'https://www.iabf.cz/kariera'],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'debian', 'hsts', 'open-graph', 'bootstrap', 'matomo-analytics'],
  partners: {
    'brnenska-univerzita.cz': 'generic',
    'fnbrno-sever.cz': 'generic',
    'instbiophys-graz.at': 'generic',
    'moravabiotech.cz': 'generic',
    'pharmaplast.cz': 'generic',
    'lumicore-instruments.com': 'technology',
    'cryosoft.io': 'technology',
    'labmark-distribuce.cz': 'channel',
    'probelinx.de': 'channel',
  },
};
