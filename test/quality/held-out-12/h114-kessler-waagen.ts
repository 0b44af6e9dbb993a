import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.kessler-waagen.de';

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
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Kessler Wägetechnik">
<meta name="twitter:card" content="summary">
<meta name="apple-mobile-web-app-capable" content="no">

<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-6c0e4f7a2b19d3e8c5a1f0b4d7e29c63-min.css.gzip?1738839122" media="all">
<link rel="stylesheet" href="/typo3conf/ext/bootstrap_package/Resources/Public/Css/bootstrap5-theme.min.css?1731580044" media="all">
<link rel="stylesheet" href="/typo3conf/ext/kessler_sitepackage/Resources/Public/Css/main.min.css?1738839011" media="all">

<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xq3vB9kLm" async></script>
<script src="/typo3temp/assets/compressed/merged-2f9b8d41c7a3e60b15d2f8c9a4e7b103-min.js.gzip?1738839122"></script>

<link rel="canonical" href="https://www.kessler-waagen.de${path}">
<link rel="alternate" hreflang="de-DE" href="https://www.kessler-waagen.de${path}">
<link rel="alternate" hreflang="x-default" href="https://www.kessler-waagen.de${path}">
<!-- Matomo -->
<script type="text/plain" data-usercentrics="Matomo (self hosted)">
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://statistik.kessler-waagen.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
</head>
<body id="p${path.length}" class="page-${path.length} pagelevel-1 language-0 backendlayout-default layout-default">
<div id="top"></div>
<div class="body-bg">
<a class="visually-hidden-focusable page-skip-link" href="#page-content"><span>Zum Hauptinhalt springen</span></a>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">
  <div class="container container-mainnavigation">
    <a class="navbar-brand navbar-brand-image" title="Kessler Wägetechnik GmbH" href="/"><img class="navbar-brand-logo-normal" src="/typo3conf/ext/kessler_sitepackage/Resources/Public/Images/kessler-logo.svg" alt="Kessler Wägetechnik Logo" height="52" width="210"></a>
    <nav aria-label="Hauptnavigation" id="mainnavigation" class="collapse navbar-collapse">
      <ul class="navbar-nav">
        <li class="nav-item nav-style-simple"><a href="/produkte" id="nav-item-3" class="nav-link nav-link-main dropdown-toggle" aria-haspopup="true" aria-expanded="false"><span class="nav-link-text">Produkte</span></a>
          <div class="dropdown-menu"><ul class="dropdown-nav">
            <li><a href="/produkte/plattformwaagen" class="dropdown-item"><span class="dropdown-text">Plattformwaagen</span></a></li>
            <li><a href="/produkte/kranwaagen" class="dropdown-item"><span class="dropdown-text">Kranwaagen</span></a></li>
            <li><a href="/produkte/fahrzeugwaagen" class="dropdown-item"><span class="dropdown-text">Fahrzeugwaagen</span></a></li>
            <li><a href="/produkte/waegeelektronik" class="dropdown-item"><span class="dropdown-text">Wägeelektronik</span></a></li>
            <li><a href="/produkte/waegeelektronik/schnittstellen-software" class="dropdown-item"><span class="dropdown-text">Schnittstellen &amp; Software</span></a></li>
          </ul></div>
        </li>
        <li class="nav-item"><a href="/branchen" class="nav-link nav-link-main"><span class="nav-link-text">Branchen</span></a></li>
        <li class="nav-item nav-style-simple"><a href="/service" class="nav-link nav-link-main dropdown-toggle"><span class="nav-link-text">Service</span></a>
          <div class="dropdown-menu"><ul class="dropdown-nav">
            <li><a href="/service/kalibrierung-eichung" class="dropdown-item"><span class="dropdown-text">Kalibrierung &amp; Eichung</span></a></li>
            <li><a href="/service/servicepartner" class="dropdown-item"><span class="dropdown-text">Servicepartner finden</span></a></li>
            <li><a href="/service/downloads" class="dropdown-item"><span class="dropdown-text">Downloads</span></a></li>
          </ul></div>
        </li>
        <li class="nav-item nav-style-simple"><a href="/unternehmen" class="nav-link nav-link-main dropdown-toggle"><span class="nav-link-text">Unternehmen</span></a>
          <div class="dropdown-menu"><ul class="dropdown-nav">
            <li><a href="/unternehmen/ueber-uns" class="dropdown-item"><span class="dropdown-text">Über uns</span></a></li>
            <li><a href="/unternehmen/aktuelles" class="dropdown-item"><span class="dropdown-text">Aktuelles &amp; Messen</span></a></li>
            <li><a href="/karriere" class="dropdown-item"><span class="dropdown-text">Karriere</span></a></li>
          </ul></div>
        </li>
        <li class="nav-item"><a href="/kontakt" class="nav-link nav-link-main"><span class="nav-link-text">Kontakt</span></a></li>
      </ul>
    </nav>
    <ul class="language-menu"><li class="active"><span title="Deutsch">DE</span></li><li><a href="/en/" hreflang="en-GB" title="English">EN</a></li></ul>
  </div>
</header>
<div id="page-content" class="bp-page-content main-section">
<main>
`;

const footer = `
</main>
</div>
<footer id="page-footer" class="bp-page-footer">
  <section class="section footer-section footer-section-content">
    <div class="container"><div class="row">
      <div class="col-md-4"><div class="frame frame-default frame-type-text"><h4>Kessler Wägetechnik GmbH</h4><p>Industriestraße 14<br>72770 Reutlingen<br>Telefon +49 7121 94830-0<br><a href="#" data-mailto-token="nbjmup+jogpAlfttmfs.xbbhfo/ef" data-mailto-vector="1">info(at)kessler-waagen.de</a></p></div></div>
      <div class="col-md-4"><div class="frame frame-default frame-type-menu_pages"><h4>Schnellzugriff</h4><ul>
        <li><a href="/service/servicepartner">Servicepartner in Deutschland</a></li>
        <li><a href="/service/downloads">Datenblätter &amp; Zertifikate</a></li>
        <li><a href="/karriere">Offene Stellen</a></li>
      </ul></div></div>
      <div class="col-md-4"><div class="frame frame-default frame-type-html"><h4>Folgen Sie uns</h4>
        <a href="https://www.linkedin.com/company/kessler-waegetechnik" target="_blank" rel="noreferrer" class="social-link">LinkedIn</a>
        <a href="https://www.xing.com/pages/kesslerwaegetechnikgmbh" target="_blank" rel="noreferrer" class="social-link">XING</a>
        <a href="https://www.youtube.com/@kesslerwaagen" target="_blank" rel="noreferrer" class="social-link">YouTube</a>
      </div></div>
    </div></div>
  </section>
  <section class="section footer-section footer-section-meta">
    <div class="container"><div class="frame frame-default frame-type-menu_pages"><ul class="footer-menu">
      <li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/agb">AGB</a></li><li><a href="#" onclick="UC_UI.showSecondLayer();">Cookie-Einstellungen</a></li>
    </ul><p class="copyright">&copy; 2025 Kessler Wägetechnik GmbH</p></div></div>
  </section>
</footer>
</div>
<script src="/typo3temp/assets/compressed/merged-9a1c7e3f5b2d8046e1c9f3a7b5d20e84-min.js.gzip?1738839122"></script>
</body>
</html>`;

const frame = (
  id: number,
  header: string,
  body: string,
) => `<div id="c${id}" class="frame frame-default frame-type-text frame-layout-default frame-size-default frame-height-default frame-background-none frame-space-before-none frame-space-after-none frame-no-backgroundimage">
  <div class="frame-group-container"><div class="frame-group-inner"><div class="frame-container frame-container-default"><div class="frame-inner">
    <header class="frame-header"><h2 class="element-header"><span>${header}</span></h2></header>
${body}
  </div></div></div></div>
</div>`;

const dist = (land: string, firma: string, adresse: string, tel: string, web: string) => `<dl class="vertretung">
            <dt>Land</dt><dd>${land}</dd>
            <dt>Firma</dt><dd><strong>${firma}</strong></dd>
            <dt>Anschrift</dt><dd>${adresse}</dd>
            <dt>Telefon</dt><dd>${tel}</dd>${web ? `\n            <dt>Internet</dt><dd>${web}</dd>` : ''}
          </dl>`;

const accordionItem = (n: number, title: string, body: string) => `<div class="accordion-item">
      <div class="accordion-header" id="accordion-heading-412-${n}">
        <button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#accordion-412-${n}" aria-expanded="false" aria-controls="accordion-412-${n}"><span class="accordion-title-link-text">${title}</span></button>
      </div>
      <div id="accordion-412-${n}" class="accordion-collapse collapse" aria-labelledby="accordion-heading-412-${n}" data-bs-parent="#accordion-412">
        <div class="accordion-body">
          ${body}
        </div>
      </div>
    </div>`;

export const site: CorpusSite = {
  domain: 'kessler-waagen.de',
  covers:
    "German industrial-scale maker on TYPO3 (bootstrap_package, Usercentrics, self-hosted Matomo): a Servicepartner table by postcode area with linked, bare-text and missing websites and the maker's own works service, an international distributors page reachable only from the sitemap that groups definition lists in a Bootstrap accordion, and a Schnittstellen page of ERP technology partners; traps are VDMA/OPC Foundation memberships, PTB and TÜV certification, trade fairs, job portals and customer references.",
  pages: {
    '/': { status: 301, redirect: 'https://www.kessler-waagen.de/' },
    [`${W}/`]: {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        server: 'Apache',
        'content-language': 'de',
        'x-ua-compatible': 'IE=edge',
        'strict-transport-security': 'max-age=31536000',
        vary: 'Accept-Encoding',
      },
      html: `${head('Kessler Wägetechnik: Industriewaagen aus Reutlingen', 'Plattformwaagen, Kranwaagen, Fahrzeugwaagen und Wägeelektronik: eichfähig, robust, made in Germany.', '/')}
<div id="c101" class="frame frame-default frame-type-textmedia frame-layout-default">
  <div class="frame-container"><div class="frame-inner">
    <header class="frame-header"><h1 class="element-header"><span>Wiegen, worauf Sie sich verlassen können</span></h1></header>
    <div class="textmedia"><div class="textmedia-item textmedia-text">
      <p>Seit 1961 entwickeln und fertigen wir in Reutlingen eichfähige Industriewaagen für Produktion, Logistik und Entsorgung. Über 40.000 Kessler-Waagen sind in 38 Ländern im Einsatz.</p>
      <p><a href="/produkte" class="btn btn-primary">Zu den Produkten</a> <a href="/service/servicepartner" class="btn btn-outline-primary">Service in Ihrer Nähe</a></p>
    </div>
    <figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/8/3/csm_plattformwaage-pw3000_0a1b2c3d4e.jpg" width="1200" height="675" loading="lazy" alt="Plattformwaage PW 3000 in einer Produktionshalle"></figure></div>
  </div></div>
</div>
${frame(
  102,
  'Referenzen',
  `    <p>Unter anderem vertrauen uns:</p>
    <ul class="logo-list">
      <li><img src="/fileadmin/user_upload/referenzen/stahlwerk-annahuette.png" alt="Stahlwerk Annahütte" loading="lazy"></li>
      <li><img src="/fileadmin/user_upload/referenzen/schwaebische-recycling.png" alt="Schwäbische Recycling GmbH" loading="lazy"></li>
      <li><img src="/fileadmin/user_upload/referenzen/muehle-neckartal.png" alt="Mühle Neckartal" loading="lazy"></li>
    </ul>`,
)}
${frame(
  103,
  'Aktuelles',
  `    <div class="news-list-item"><h3><a href="/unternehmen/aktuelles/logimat-2025">Besuchen Sie uns auf der LogiMAT 2025</a></h3><p>Halle 4, Stand 4C21: die neue Kranwaage KW 10 mit Funkanzeige.</p></div>`,
)}
${footer}`,
    },
    [`${W}/service/servicepartner`]: {
      html: `${head('Servicepartner in Deutschland | Kessler Wägetechnik', 'Autorisierte Kessler-Servicepartner für Wartung, Kalibrierung und Eichung in Ihrer Region.', '/service/servicepartner')}
${frame(
  201,
  'Servicepartner in Deutschland',
  `    <p>Für Wartung, Reparatur, Kalibrierung und Nacheichung arbeiten wir mit autorisierten Servicepartnern zusammen. Alle Partner sind von uns geschult und verfügen über Originalersatzteile. Bitte wählen Sie Ihr Postleitzahlgebiet:</p>
    <div class="table-responsive">
    <table class="table table-striped contenttable">
      <thead><tr><th scope="col">PLZ-Gebiet</th><th scope="col">Servicepartner</th><th scope="col">Ort</th><th scope="col">Telefon</th><th scope="col">Internet</th></tr></thead>
      <tbody>
        <tr><td>0, 1</td><td>Waagen-Service Lausitz GmbH</td><td>Cottbus</td><td>0355 4872 310</td><td><a href="https://www.waagenservice-lausitz.de" target="_blank" rel="noreferrer">www.waagenservice-lausitz.de</a></td></tr>
        <tr><td>2</td><td>Nordwaagen Hamburg e.K.</td><td>Hamburg</td><td>040 5267 7719</td><td>www.nordwaagen.de</td></tr>
        <tr><td>3</td><td>Wiegetechnik Hesse GmbH</td><td>Kassel</td><td>0561 9322 04</td><td><a href="https://wiegetechnik-hesse.de/" target="_blank" rel="noreferrer">wiegetechnik-hesse.de</a></td></tr>
        <tr><td>4, 5</td><td>RheinWaagen Service GmbH &amp; Co. KG</td><td>Köln</td><td>0221 7170 880</td><td><a href="https://www.rheinwaagen.de/service/" target="_blank" rel="noreferrer">www.rheinwaagen.de</a></td></tr>
        <tr><td>6</td><td>Pfalz Wägetechnik Inh. J. Becker</td><td>Kaiserslautern</td><td>0631 3601 45</td><td>&ndash;</td></tr>
        <tr><td>7</td><td>Kessler Werkservice</td><td>Reutlingen</td><td>07121 94830-50</td><td><a href="/kontakt">Kontaktformular</a></td></tr>
        <tr><td>8, 9</td><td>Bayern Waagen Huber GmbH</td><td>Regensburg</td><td>0941 2980 66</td><td><a href="https://www.bayernwaagen-huber.de/" target="_blank" rel="noreferrer">www.bayernwaagen-huber.de</a></td></tr>
      </tbody>
    </table>
    </div>
    <p>Für eichpflichtige Anwendungen: Die Nacheichung erfolgt durch das zuständige Eichamt; unsere Partner bereiten die Waage vor und begleiten den Termin.</p>`,
)}
${footer}`,
    },
    [`${W}/unternehmen/internationale-vertretungen`]: {
      html: `${head('Internationale Vertretungen | Kessler Wägetechnik', 'Unsere Vertriebspartner und Händler weltweit.', '/unternehmen/internationale-vertretungen')}
<div id="c412" class="frame frame-default frame-type-accordion frame-layout-default">
  <div class="frame-container"><div class="frame-inner">
  <header class="frame-header"><h1 class="element-header"><span>Internationale Vertretungen</span></h1><p class="element-subheader">Vertrieb und Service außerhalb Deutschlands erfolgen über unsere exklusiven Vertriebspartner.</p></header>
  <div class="accordion" id="accordion-412">
    ${accordionItem(
      1,
      'Europa',
      [
        dist(
          'Österreich',
          'Waagen Gruber GmbH',
          'Wiener Straße 131, 4020 Linz',
          '+43 732 660 214',
          '<a href="https://www.waagen-gruber.at" target="_blank" rel="noreferrer">www.waagen-gruber.at</a>',
        ),
        dist('Schweiz', 'Präzisa Wägesysteme AG', 'Hardturmstrasse 161, 8005 Zürich', '+41 44 273 18 90', 'www.praezisa.ch'),
        dist(
          'Polen',
          'Wagi Techniczne Nowak Sp. z o.o.',
          'ul. Garbary 48, 61-758 Poznań',
          '+48 61 852 40 17',
          '<a href="https://wagi-nowak.pl/" target="_blank" rel="noreferrer">wagi-nowak.pl</a>',
        ),
        dist(
          'Niederlande, Belgien',
          'Weegtechniek Van Leeuwen B.V.',
          'Industrieweg 22, 3044 AS Rotterdam',
          '+31 10 415 62 80',
          '<a href="https://www.vanleeuwen-weegtechniek.nl/" target="_blank" rel="noreferrer">www.vanleeuwen-weegtechniek.nl</a>',
        ),
        dist(
          'Frankreich',
          'Pesage Industriel Martin SARL',
          '12 rue de l&rsquo;Industrie, 67400 Illkirch-Graffenstaden',
          '+33 3 88 67 21 40',
          '',
        ),
        dist(
          'Tschechien, Slowakei',
          'Váhy Brno s.r.o.',
          'Hněvkovského 65, 617 00 Brno',
          '+420 543 210 778',
          '<a href="https://www.vahy-brno.cz/" target="_blank" rel="noreferrer">www.vahy-brno.cz</a>',
        ),
      ].join('\n          '),
    )}
    ${accordionItem(
      2,
      'Naher Osten &amp; Afrika',
      [
        dist(
          'Vereinigte Arabische Emirate',
          'Gulf Weighing Systems LLC',
          'Jebel Ali Free Zone, Dubai',
          '+971 4 887 3310',
          '<a href="https://gulfweighing.ae/" target="_blank" rel="noreferrer">gulfweighing.ae</a>',
        ),
        dist(
          'Südafrika',
          'Cape Scale Solutions (Pty) Ltd',
          '17 Marine Drive, Paarden Eiland, Cape Town 7405',
          '+27 21 511 0462',
          '<a href="https://www.capescale.co.za/" target="_blank" rel="noreferrer">www.capescale.co.za</a>',
        ),
      ].join('\n          '),
    )}
    ${accordionItem(
      3,
      'Amerika',
      [
        dist(
          'USA, Kanada',
          'Midwest Scale Supply Inc.',
          '2250 W Cermak Rd, Chicago, IL 60608',
          '+1 312 555 0147',
          '<a href="https://www.midwestscalesupply.com/" target="_blank" rel="noreferrer">www.midwestscalesupply.com</a>',
        ),
        dist(
          'Brasilien',
          'Balanças Paulista Ltda.',
          'Rua Voluntários da Pátria 1200, São Paulo SP',
          '+55 11 2283 4410',
          'www.balancaspaulista.com.br',
        ),
      ].join('\n          '),
    )}
    ${accordionItem(
      4,
      'Asien',
      dist(
        'China',
        'Shanghai Hengli Weighing Co., Ltd.',
        'No. 88 Jiangchang Road, Jing&rsquo;an District, Shanghai',
        '+86 21 5635 8800',
        '<a href="http://www.hengliweighing.cn/" target="_blank" rel="noreferrer">www.hengliweighing.cn</a>',
      ),
    )}
  </div>
  <p>Ihr Land ist nicht dabei? Unser Exportvertrieb hilft gerne weiter: <a href="/kontakt">Kontakt</a></p>
  </div></div>
</div>
${footer}`,
    },
    [`${W}/produkte/waegeelektronik/schnittstellen-software`]: {
      html: `${head('Schnittstellen &amp; Software | Kessler Wägetechnik', 'Wägedaten direkt in SAP, Microsoft Dynamics, proALPHA und abas übertragen.', '/produkte/waegeelektronik/schnittstellen-software')}
${frame(
  301,
  'Schnittstellen &amp; Technologiepartner',
  `    <p>Unsere Wägeterminals WT 500 und WT 700 sprechen OPC UA, Profinet, EtherNet/IP und Modbus TCP. Für die Anbindung an Ihr ERP-System arbeiten wir mit diesen Technologiepartnern zusammen:</p>
    <div class="row partner-logos">
      <div class="col-6 col-md-3"><a href="https://www.sap.com/germany/index.html" target="_blank" rel="noreferrer"><img src="/fileadmin/user_upload/partner/sap.svg" alt="SAP" loading="lazy"></a><p>SAP-zertifizierte Wägeschnittstelle für S/4HANA (EWM, PP-PI)</p></div>
      <div class="col-6 col-md-3"><a href="https://dynamics.microsoft.com/de-de/business-central/overview/" target="_blank" rel="noreferrer"><img src="/fileadmin/user_upload/partner/ms-dynamics.svg" alt="Microsoft Dynamics 365 Business Central" loading="lazy"></a><p>Extension in Microsoft AppSource</p></div>
      <div class="col-6 col-md-3"><a href="https://www.proalpha.com/de/" target="_blank" rel="noreferrer"><img src="/fileadmin/user_upload/partner/proalpha.svg" alt="proALPHA" loading="lazy"></a><p>Standardschnittstelle im proALPHA-Modul Produktion</p></div>
      <div class="col-6 col-md-3"><a href="https://abas-erp.com/de" target="_blank" rel="noreferrer"><img src="/fileadmin/user_upload/partner/abas.svg" alt="abas ERP" loading="lazy"></a><p>Wägedaten in abas Fertigungsaufträgen</p></div>
    </div>
    <h3>Wägedatenmanagement</h3>
    <p>Für Fahrzeugwaagen mit Kennzeichenerkennung und Lieferscheindruck empfehlen wir die Software unseres Partners <a href="https://www.logiweigh.de/" target="_blank" rel="noreferrer">LogiWeigh</a> aus Ulm.</p>
    <p>Kessler Wägetechnik ist Mitglied der <a href="https://opcfoundation.org/" target="_blank" rel="noreferrer">OPC Foundation</a> und arbeitet an der OPC UA Companion Specification für Wägetechnik mit.</p>`,
)}
${footer}`,
    },
    [`${W}/unternehmen/ueber-uns`]: {
      html: `${head('Über uns | Kessler Wägetechnik', 'Familienunternehmen in dritter Generation: Geschichte, Zertifizierungen und Mitgliedschaften.', '/unternehmen/ueber-uns')}
${frame(
  501,
  'Über Kessler Wägetechnik',
  `    <p>1961 gründete Feinmechanikermeister Otto Kessler in Reutlingen eine Werkstatt für Dezimalwaagen. Heute führen seine Enkelin Dr. Katrin Kessler und Markus Weidmann das Unternehmen mit 180 Mitarbeiterinnen und Mitarbeitern.</p>
    <h3>Zertifizierungen</h3>
    <ul>
      <li>Qualitätsmanagement nach DIN EN ISO 9001:2015, zertifiziert durch <a href="https://www.tuvsud.com/de-de" target="_blank" rel="noreferrer">TÜV SÜD</a></li>
      <li>Konformitätsbewertung nach Modul D für nichtselbsttätige Waagen; Baumusterprüfbescheinigungen der <a href="https://www.ptb.de/" target="_blank" rel="noreferrer">Physikalisch-Technischen Bundesanstalt</a></li>
      <li>DAkkS-akkreditiertes Kalibrierlabor D-K-15082-01</li>
    </ul>
    <h3>Mitgliedschaften</h3>
    <p>Mitglied im <a href="https://www.vdma.org/" target="_blank" rel="noreferrer">VDMA</a> (Fachverband Software und Digitalisierung) und in der <a href="https://www.reutlingen.ihk.de/" target="_blank" rel="noreferrer">IHK Reutlingen</a>.</p>`,
)}
${footer}`,
    },
    [`${W}/unternehmen/aktuelles/logimat-2025`]: {
      html: `${head('LogiMAT 2025: Kessler zeigt die Kranwaage KW 10 | Kessler Wägetechnik', 'Besuchen Sie uns vom 11. bis 13. März 2025 in Stuttgart.', '/unternehmen/aktuelles/logimat-2025')}
<div class="news news-single"><div class="article">
  <div class="header"><h1>LogiMAT 2025: Kessler zeigt die Kranwaage KW 10</h1></div>
  <div class="footer"><p><span class="news-list-date"><time datetime="2025-02-18">18.02.2025</time></span></p></div>
  <div class="news-text-wrap">
    <p>Vom 11. bis 13. März 2025 stellen wir auf der <a href="https://www.logimat-messe.de/" target="_blank" rel="noreferrer">LogiMAT</a> in Stuttgart aus (Halle 4, Stand 4C21). Im Mittelpunkt steht die neue Kranwaage KW 10 mit Funk-Großanzeige und Akkulaufzeit von 120 Stunden.</p>
    <p>Kostenlose Eintrittsgutscheine erhalten Sie über den <a href="https://www.messe-stuttgart.de/logimat/besucher/tickets/" target="_blank" rel="noreferrer">Ticketshop der Messe Stuttgart</a> mit dem Code KESS25.</p>
    <p>Am Stand ist auch unser österreichischer Vertriebspartner Waagen Gruber vertreten.</p>
  </div>
</div></div>
${footer}`,
    },
    [`${W}/karriere`]: {
      html: `${head('Karriere | Kessler Wägetechnik', 'Offene Stellen in Reutlingen: Servicetechniker, Elektroniker, Vertrieb.', '/karriere')}
${frame(
  601,
  'Karriere bei Kessler',
  `    <p>Wir suchen Servicetechniker (m/w/d) für den Außendienst, Elektroniker für Geräte und Systeme und eine Vertriebsingenieurin oder einen Vertriebsingenieur für den Export.</p>
    <p>Alle offenen Stellen und das Bewerbungsformular finden Sie in unserem <a href="https://kessler-waagen.jobs.personio.de/" target="_blank" rel="noreferrer">Karriereportal</a>. Unsere Anzeigen erscheinen außerdem bei <a href="https://www.stepstone.de/cmp/de/kessler-waegetechnik-gmbh-188213/jobs" target="_blank" rel="noreferrer">StepStone</a>.</p>
    <p>Ausbildung: Elektroniker/in für Geräte und Systeme, Industriekaufmann/-frau, duales Studium mit der <a href="https://www.dhbw-stuttgart.de/" target="_blank" rel="noreferrer">DHBW Stuttgart</a>.</p>`,
)}
${footer}`,
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/service/servicepartner`,
    `${W}/unternehmen/internationale-vertretungen`,
    `${W}/produkte/waegeelektronik/schnittstellen-software`,
    `${W}/unternehmen/ueber-uns`,
    `${W}/unternehmen/aktuelles/logimat-2025`,
    `${W}/karriere`,
  ],
  technologies: ['apache-http-server', 'hsts', 'matomo-analytics', 'open-graph', 'personio', 'php', 'typo3-cms', 'usercentrics'],
  partners: {
    'waagenservice-lausitz.de': 'channel',
    'nordwaagen.de': 'channel',
    'wiegetechnik-hesse.de': 'channel',
    'rheinwaagen.de': 'channel',
    'bayernwaagen-huber.de': 'channel',
    'waagen-gruber.at': 'channel',
    'praezisa.ch': 'channel',
    'wagi-nowak.pl': 'channel',
    'vanleeuwen-weegtechniek.nl': 'channel',
    'vahy-brno.cz': 'channel',
    'gulfweighing.ae': 'channel',
    'capescale.co.za': 'channel',
    'midwestscalesupply.com': 'channel',
    'balancaspaulista.com.br': 'channel',
    'hengliweighing.cn': 'channel',
    'sap.com': 'technology',
    'microsoft.com': 'technology',
    'proalpha.com': 'technology',
    'abas-erp.com': 'technology',
    'logiweigh.de': 'technology',
  },
};
