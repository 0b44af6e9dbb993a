import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'set-cookie': 'fe_typo_user=8c1f0a3e2b7d4c55a91e0f6b3d2c7a19; path=/; SameSite=Lax; Secure; HttpOnly',
  'x-content-type-options': 'nosniff',
  'content-language': 'de',
};

const head = (title: string, description: string, canonical: string): string => `<!DOCTYPE html>
<html lang="de-DE">
<head>
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
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.lindqvist-antriebe.de/fileadmin/_processed_/3/c/csm_og-default_8b1f2a4c11.jpg">
<meta name="twitter:card" content="summary">
<link rel="canonical" href="${canonical}">
<link rel="alternate" hreflang="de" href="${canonical}">
<link rel="alternate" hreflang="en" href="https://www.lindqvist-drives.com/">
<link rel="icon" href="/typo3conf/ext/lq_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4e2c7b0d9f5a1e3b6c8d0a2f4e6b8c1d-min.css?1764012233" media="all">
<link rel="stylesheet" href="/typo3conf/ext/lq_sitepackage/Resources/Public/Css/main.min.css?1763990011" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="qT7xK2vLmN" async></script>
<script id="_etLoader" type="text/javascript" charset="UTF-8" data-block-cookies="true" data-respect-dnt="true" data-secure-code="Xk7qPz" src="//code.etracker.com/code/e.js" async></script>
</head>`;

const nav = `<body class="page-layout-default lang-de">
<a class="skip-link" href="#content">Zum Inhalt springen</a>
<div class="topbar">
  <div class="container">
    <span class="topbar__phone"><a href="tel:+4952119844-0">+49 521 19844-0</a></span>
    <span class="topbar__mail"><a href="mailto:vertrieb@lindqvist-antriebe.de">vertrieb@lindqvist-antriebe.de</a></span>
    <ul class="topbar__lang">
      <li class="active"><a href="/de/">DE</a></li>
      <li><a href="https://www.lindqvist-drives.com/" hreflang="en">EN</a></li>
    </ul>
    <a class="topbar__shop" href="https://www.lindqvist-shop.de/ersatzteile/">Ersatzteil-Shop</a>
  </div>
</div>
<header class="header" id="top">
  <div class="container header__inner">
    <a class="header__logo" href="/de/" title="Lindqvist Antriebstechnik GmbH"><img src="/typo3conf/ext/lq_sitepackage/Resources/Public/Images/logo-lindqvist.svg" alt="Lindqvist Antriebstechnik" width="220" height="48"></a>
    <button class="header__burger" aria-controls="mainnav" aria-expanded="false"><span></span><span></span><span></span><span class="sr-only">Menü</span></button>
    <nav id="mainnav" class="mainnav" aria-label="Hauptnavigation">
      <ul class="mainnav__list">
        <li class="mainnav__item has-sub"><a href="/de/produkte/">Produkte</a>
          <ul class="mainnav__sub">
            <li><a href="/de/produkte/stirnradgetriebemotoren/">Stirnradgetriebemotoren</a></li>
            <li><a href="/de/produkte/kegelradgetriebe/">Kegelradgetriebe</a></li>
            <li><a href="/de/produkte/servoantriebe/">Servoantriebe</a></li>
            <li><a href="/de/produkte/frequenzumrichter/">Frequenzumrichter</a></li>
            <li><a href="/de/produkte/sonderloesungen/">Sonderlösungen</a></li>
          </ul>
        </li>
        <li class="mainnav__item has-sub"><a href="/de/branchen/">Branchen</a>
          <ul class="mainnav__sub">
            <li><a href="/de/branchen/intralogistik/">Intralogistik</a></li>
            <li><a href="/de/branchen/lebensmittel-getraenke/">Lebensmittel &amp; Getränke</a></li>
            <li><a href="/de/branchen/verpackung/">Verpackungstechnik</a></li>
            <li><a href="/de/branchen/wasserwirtschaft/">Wasserwirtschaft</a></li>
          </ul>
        </li>
        <li class="mainnav__item"><a href="/de/service/">Service</a></li>
        <li class="mainnav__item has-sub"><a href="/de/unternehmen/">Unternehmen</a>
          <ul class="mainnav__sub">
            <li><a href="/de/unternehmen/">Über Lindqvist</a></li>
            <li><a href="/de/unternehmen/technologiepartner/">Technologiepartner</a></li>
            <li><a href="/de/unternehmen/nachhaltigkeit/">Nachhaltigkeit</a></li>
            <li><a href="https://lindqvist.jobs.personio.de/" target="_blank" rel="noopener">Karriere</a></li>
          </ul>
        </li>
        <li class="mainnav__item mainnav__item--highlight"><a href="/de/partner-finden/">Partner finden</a></li>
        <li class="mainnav__item"><a href="/de/kontakt/">Kontakt</a></li>
      </ul>
    </nav>
    <form class="header__search" action="/de/suche/" method="get"><input type="search" name="tx_kesearch_pi1[sword]" placeholder="Suche"><button type="submit">Suchen</button></form>
  </div>
</header>`;

const footer = `<footer class="footer">
  <div class="container footer__cols">
    <div class="footer__col">
      <p class="footer__title">Lindqvist Antriebstechnik GmbH</p>
      <address>Am Brackweder Bahnhof 14<br>33647 Bielefeld<br>Deutschland</address>
      <p>Tel. <a href="tel:+4952119844-0">+49 521 19844-0</a><br>Fax +49 521 19844-99</p>
    </div>
    <div class="footer__col">
      <p class="footer__title">Schnellzugriff</p>
      <ul>
        <li><a href="/de/produkte/">Produktübersicht</a></li>
        <li><a href="/de/downloads/">Downloads &amp; CAD-Daten</a></li>
        <li><a href="/de/partner-finden/">Vertriebs- &amp; Servicepartner</a></li>
        <li><a href="/de/unternehmen/technologiepartner/">Technologiepartner</a></li>
        <li><a href="https://www.lindqvist-shop.de/">Ersatzteil-Shop</a></li>
        <li><a href="https://lindqvist.jobs.personio.de/">Offene Stellen</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <p class="footer__title">Mitgliedschaften</p>
      <a href="https://www.vdma.org/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/vdma-mitglied.png" alt="Mitglied im VDMA" width="120"></a>
      <a href="https://www.tuvsud.com/de-de" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/tuev-iso-9001.png" alt="ISO 9001 zertifiziert durch TÜV SÜD" width="90"></a>
    </div>
    <div class="footer__col">
      <p class="footer__title">Folgen Sie uns</p>
      <ul class="footer__social">
        <li><a href="https://www.linkedin.com/company/lindqvist-antriebstechnik/" target="_blank" rel="noopener" title="LinkedIn">LinkedIn</a></li>
        <li><a href="https://www.xing.com/pages/lindqvistantriebstechnik" target="_blank" rel="noopener" title="XING">XING</a></li>
        <li><a href="https://www.youtube.com/@lindqvistantriebe" target="_blank" rel="noopener" title="YouTube">YouTube</a></li>
      </ul>
    </div>
  </div>
  <div class="footer__bottom container">
    <p>&copy; 2026 Lindqvist Antriebstechnik GmbH</p>
    <ul>
      <li><a href="/de/impressum/">Impressum</a></li>
      <li><a href="/de/datenschutz/">Datenschutz</a></li>
      <li><a href="/de/agb/">AGB</a></li>
      <li><a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a></li>
    </ul>
    <p class="footer__credit">Realisierung: <a href="https://www.kernwerk-agentur.de/" target="_blank" rel="noopener">Kernwerk Digitalagentur</a></p>
  </div>
</footer>
<a class="to-top" href="#top" aria-label="Nach oben">&uarr;</a>
<script src="/typo3temp/assets/compressed/merged-9a1b3c5d7e9f0b2d4f6a8c0e2b4d6f8a-min.js?1764012233"></script>
<script src="/typo3conf/ext/lq_sitepackage/Resources/Public/JavaScript/main.min.js?1763990011"></script>
</body>
</html>`;

const home = `${head(
  'Lindqvist Antriebstechnik – Getriebemotoren und Servoantriebe aus Bielefeld',
  'Lindqvist entwickelt und fertigt Getriebemotoren, Servoantriebe und Frequenzumrichter für Intralogistik, Verpackung und Lebensmittelindustrie.',
  'https://lindqvist-antriebe.de/de/',
)}
${nav}
<main id="content">
  <section class="hero">
    <div class="container">
      <h1>Antriebe, die einfach laufen.</h1>
      <p class="hero__lead">Seit 1962 entwickeln und fertigen wir in Bielefeld Getriebemotoren, Servoantriebe und Frequenzumrichter – modular, energieeffizient und in kurzer Lieferzeit.</p>
      <a class="btn btn--primary" href="/de/produkte/">Produkte entdecken</a>
      <a class="btn btn--ghost" href="/de/partner-finden/">Ansprechpartner in Ihrer Nähe</a>
    </div>
    <picture class="hero__image"><img src="/fileadmin/_processed_/a/1/csm_hero-fertigung_3c9e0b7d2f.jpg" alt="Montage eines Stirnradgetriebemotors in Bielefeld" width="1600" height="700"></picture>
  </section>

  <section class="facts">
    <div class="container facts__grid">
      <div class="fact"><strong>60+</strong><span>Jahre Erfahrung</span></div>
      <div class="fact"><strong>38</strong><span>Länder mit Vertriebspartnern</span></div>
      <div class="fact"><strong>IE4</strong><span>Effizienzklasse als Standard</span></div>
      <div class="fact"><strong>72 h</strong><span>Ersatzteil-Express</span></div>
    </div>
  </section>

  <section class="teaser-products">
    <div class="container">
      <h2>Unser Portfolio</h2>
      <div class="cards">
        <article class="card"><img src="/fileadmin/_processed_/5/2/csm_stirnrad_2b8f1e.jpg" alt=""><h3>Stirnradgetriebemotoren</h3><p>Von 0,12 bis 45 kW, ein- bis dreistufig, wahlweise mit integriertem Umrichter.</p><a href="/de/produkte/stirnradgetriebemotoren/">Mehr erfahren</a></article>
        <article class="card"><img src="/fileadmin/_processed_/7/e/csm_servo_9a4c2d.jpg" alt=""><h3>Servoantriebe</h3><p>Synchron-Servomotoren mit Single-Cable-Technologie und Absolutwertgeber.</p><a href="/de/produkte/servoantriebe/">Mehr erfahren</a></article>
        <article class="card"><img src="/fileadmin/_processed_/0/d/csm_fu_11c7e3.jpg" alt=""><h3>Frequenzumrichter</h3><p>Dezentrale Umrichter in IP66 mit PROFINET, EtherCAT und EtherNet/IP.</p><a href="/de/produkte/frequenzumrichter/">Mehr erfahren</a></article>
      </div>
    </div>
  </section>

  <section class="references">
    <div class="container">
      <h2>Sie vertrauen uns</h2>
      <p>Über 4.000 Maschinen- und Anlagenbauer setzen auf Antriebe von Lindqvist. Eine Auswahl unserer Kunden:</p>
      <ul class="logo-wall">
        <li><a href="https://www.brauerei-haberl.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/referenzen/haberl.svg" alt="Brauerei Haberl"></a></li>
        <li><a href="https://www.kessler-verpackung.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/referenzen/kessler.svg" alt="Kessler Verpackungsmaschinen"></a></li>
        <li><a href="https://intralog-systems.com/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/referenzen/intralog.svg" alt="Intralog Systems"></a></li>
        <li><a href="https://www.stadtwerke-minden.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/referenzen/swm.svg" alt="Stadtwerke Minden"></a></li>
        <li><a href="https://www.moellerfoods.dk/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/referenzen/moeller.svg" alt="Møller Foods"></a></li>
      </ul>
      <a class="link-arrow" href="/de/referenzen/">Alle Referenzen ansehen</a>
    </div>
  </section>

  <section class="news">
    <div class="container">
      <h2>Aktuelles</h2>
      <div class="news__list">
        <article class="news__item"><time datetime="2026-10-14">14.10.2026</time><h3>Besuchen Sie uns auf der SPS 2026</h3><p>Halle 4, Stand 230 – wir zeigen die neue Servo-Baureihe LQ-S7. <a href="https://sps.mesago.com/nuernberg/de.html" target="_blank" rel="noopener">Zur Messe</a></p></article>
        <article class="news__item"><time datetime="2026-09-02">02.09.2026</time><h3>Neuer Vertriebspartner in Schweden</h3><p>Mit Nordström Drivteknik sind wir jetzt auch in Skandinavien direkt vertreten. <a href="/de/partner-finden/">Zur Partnerübersicht</a></p></article>
        <article class="news__item"><time datetime="2026-07-21">21.07.2026</time><h3>Lindqvist in der Fachpresse</h3><p>Die <a href="https://www.konstruktionspraxis.vogel.de/" target="_blank" rel="noopener">konstruktionspraxis</a> berichtet über unser Retrofit-Programm für Bestandsanlagen.</p></article>
      </div>
    </div>
  </section>

  <section class="cta">
    <div class="container">
      <h2>Sie suchen einen Ansprechpartner vor Ort?</h2>
      <p>Unsere Vertriebs- und Servicepartner beraten Sie in 38 Ländern.</p>
      <a class="btn btn--primary" href="/de/partner-finden/">Partner finden</a>
    </div>
  </section>
</main>
${footer}`;

const partnerFinden = `${head(
  'Partner finden – Vertriebs- und Servicepartner | Lindqvist Antriebstechnik',
  'Finden Sie Ihren Lindqvist-Vertriebspartner oder autorisierten Servicepartner in Deutschland und weltweit.',
  'https://lindqvist-antriebe.de/de/partner-finden/',
)}
${nav}
<main id="content">
  <nav class="breadcrumb" aria-label="Brotkrumen"><ol><li><a href="/de/">Startseite</a></li><li aria-current="page">Partner finden</li></ol></nav>
  <section class="page-header">
    <div class="container">
      <h1>Partner finden</h1>
      <p>Außerhalb Deutschlands vertreiben unsere Vertriebspartner das komplette Lindqvist-Programm – inklusive Auslegung, Lagerhaltung und Inbetriebnahme. In Deutschland betreuen wir Sie direkt aus Bielefeld; Wartung und Reparaturen übernehmen unsere autorisierten Servicepartner.</p>
    </div>
  </section>

  <section class="frame frame-type-table" id="c1184">
    <div class="container">
      <h2>Vertriebspartner weltweit</h2>
      <div class="table-responsive">
        <table class="contenttable">
          <thead>
            <tr><th scope="col">Land</th><th scope="col">Unternehmen</th><th scope="col">Ort</th><th scope="col">Telefon</th><th scope="col">Website</th></tr>
          </thead>
          <tbody>
            <tr><td>Österreich</td><td>Kraml Antriebstechnik GmbH</td><td>Linz</td><td>+43 732 771 540</td><td><a href="https://www.kraml-antriebe.at/" target="_blank" rel="noopener">www.kraml-antriebe.at</a></td></tr>
            <tr><td>Schweiz</td><td>Baumberger Industrietechnik AG</td><td>Winterthur</td><td>+41 52 212 18 80</td><td><a href="https://baumberger-it.ch/" target="_blank" rel="noopener">baumberger-it.ch</a></td></tr>
            <tr><td>Niederlande / Belgien</td><td>Van Dijk Aandrijftechniek B.V.</td><td>Eindhoven</td><td>+31 40 290 11 77</td><td><a href="https://www.vandijk-aandrijf.nl/" target="_blank" rel="noopener">www.vandijk-aandrijf.nl</a></td></tr>
            <tr><td>Frankreich</td><td>Ets. Morel Transmissions</td><td>Lyon</td><td>+33 4 78 62 19 40</td><td>–</td></tr>
            <tr><td>Polen</td><td>Napędy Kowalczyk Sp. z o.o.</td><td>Poznań</td><td>+48 61 852 40 11</td><td><a href="http://www.kowalczyk-napedy.pl" target="_blank" rel="noopener">www.kowalczyk-napedy.pl</a></td></tr>
            <tr><td>Schweden / Norwegen</td><td>Nordström Drivteknik AB</td><td>Göteborg</td><td>+46 31 704 22 60</td><td><a href="https://nordstromdrivteknik.se/" target="_blank" rel="noopener">nordstromdrivteknik.se</a></td></tr>
            <tr><td>Vereinigtes Königreich</td><td>Harcourt Motion Ltd</td><td>Leeds</td><td>+44 113 496 0712</td><td><a href="https://www.harcourtmotion.co.uk/" target="_blank" rel="noopener">www.harcourtmotion.co.uk</a></td></tr>
            <tr><td>USA / Kanada</td><td>Lindqvist Drives Inc. (Tochtergesellschaft)</td><td>Charlotte, NC</td><td>+1 704 555 0142</td><td><a href="https://www.lindqvist-drives.com/" target="_blank" rel="noopener">www.lindqvist-drives.com</a></td></tr>
          </tbody>
        </table>
      </div>
      <p class="small">Ihr Land ist nicht dabei? Schreiben Sie uns an <a href="mailto:export@lindqvist-antriebe.de">export@lindqvist-antriebe.de</a> – wir vermitteln Ihnen einen Ansprechpartner.</p>
    </div>
  </section>

  <section class="frame frame-type-text" id="c1191">
    <div class="container">
      <h2>Autorisierte Servicepartner in Deutschland</h2>
      <p>Unsere Servicepartner sind geschult und zertifiziert für Wartung, Reparatur und Retrofit von Lindqvist-Antrieben. Originalersatzteile erhalten Sie zusätzlich in unserem Ersatzteil-Shop.</p>
      <ul class="service-partners">
        <li><strong>Antriebsservice Hoffmann GmbH</strong><br>Rheinische Straße 171, 44147 Dortmund<br>Tel. 0231 986 14-0 · www.hoffmann-antriebsservice.de</li>
        <li><strong>Elektromaschinenbau Grieser KG</strong><br>Frankfurter Ring 81, 80807 München<br>Tel. 089 358 22-10 · www.grieser-emb.de</li>
        <li><strong>Motorenwerkstatt Lenz</strong><br>Großenhainer Straße 99, 01127 Dresden<br>Tel. 0351 849 33 70 · lenz-motoren.de</li>
        <li><strong>Wickeltechnik Brandt e.K.</strong><br>Hafenstraße 4, 24768 Rendsburg<br>Tel. 04331 128 90</li>
      </ul>
      <p><a class="download" href="/fileadmin/user_upload/downloads/Lindqvist_Servicepartner_2026.pdf">Servicepartner-Liste als PDF (212 KB)</a></p>
    </div>
  </section>

  <section class="frame frame-type-textmedia" id="c1202">
    <div class="container">
      <h2>Vertriebspartner werden</h2>
      <p>Sie sind Händler für Antriebstechnik und möchten das Lindqvist-Programm in Ihr Portfolio aufnehmen? Wir freuen uns auf Ihre Anfrage an <a href="mailto:partner@lindqvist-antriebe.de">partner@lindqvist-antriebe.de</a>.</p>
    </div>
  </section>
</main>
${footer}`;

const technologiepartner = `${head(
  'Technologiepartner | Lindqvist Antriebstechnik',
  'Gemeinsam mit führenden Automatisierungsherstellern sorgen wir für die nahtlose Integration unserer Antriebe in Ihre Steuerungswelt.',
  'https://lindqvist-antriebe.de/de/unternehmen/technologiepartner/',
)}
${nav}
<main id="content">
  <nav class="breadcrumb" aria-label="Brotkrumen"><ol><li><a href="/de/">Startseite</a></li><li><a href="/de/unternehmen/">Unternehmen</a></li><li aria-current="page">Technologiepartner</li></ol></nav>
  <section class="page-header">
    <div class="container">
      <h1>Technologiepartner</h1>
      <p>Unsere Antriebe und Umrichter sind mit den Steuerungen, Sicherheitssystemen und Sensoren unserer Technologiepartner getestet und zertifiziert. Funktionsbausteine, Gerätebeschreibungsdateien (GSDML, ESI) und Applikationsbeispiele finden Sie im <a href="/de/downloads/">Download-Bereich</a>.</p>
    </div>
  </section>
  <section class="frame frame-type-logogrid" id="c1240">
    <div class="container">
      <div class="logogrid">
        <div class="logogrid__item"><a href="https://www.siemens.com/de/de.html" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/siemens.svg" alt="Siemens" loading="lazy"></a></div>
        <div class="logogrid__item"><a href="https://www.beckhoff.com/de-de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/beckhoff.svg" alt="Beckhoff Automation" loading="lazy"></a></div>
        <div class="logogrid__item"><a href="https://www.pilz.com/de-DE" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/pilz.svg" alt="Pilz" loading="lazy"></a></div>
        <div class="logogrid__item"><a href="https://www.sick.com/de/de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/sick.svg" alt="SICK Sensor Intelligence" loading="lazy"></a></div>
        <div class="logogrid__item"><a href="https://auralis-sensorik.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/auralis.svg" alt="Auralis Sensorik" loading="lazy"></a></div>
        <div class="logogrid__item"><a href="https://www.ferrovia-lager.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/ferrovia.svg" alt="Ferrovia Lagertechnik" loading="lazy"></a></div>
      </div>
    </div>
  </section>
  <section class="frame frame-type-text" id="c1244">
    <div class="container">
      <h2>Offene Schnittstellen</h2>
      <p>Lindqvist ist Mitglied der PROFIBUS &amp; PROFINET International und der EtherCAT Technology Group. Alle Umrichter der Baureihe LQ-F sind für PROFINET, EtherCAT und EtherNet/IP zertifiziert.</p>
    </div>
  </section>
</main>
${footer}`;

const unternehmen = `${head(
  'Über Lindqvist | Lindqvist Antriebstechnik',
  'Familienunternehmen in dritter Generation: 410 Mitarbeitende, Fertigung in Bielefeld und Charlotte.',
  'https://lindqvist-antriebe.de/de/unternehmen/',
)}
${nav}
<main id="content">
  <nav class="breadcrumb" aria-label="Brotkrumen"><ol><li><a href="/de/">Startseite</a></li><li aria-current="page">Unternehmen</li></ol></nav>
  <section class="page-header"><div class="container"><h1>Über Lindqvist</h1></div></section>
  <section class="frame frame-type-text">
    <div class="container">
      <p>1962 gründete der schwedische Ingenieur Per Lindqvist in Bielefeld eine Werkstatt für Elektromotoren. Heute ist Lindqvist ein Familienunternehmen in dritter Generation mit 410 Mitarbeitenden, Fertigung in Bielefeld und Charlotte (USA) und Vertriebspartnern in 38 Ländern.</p>
      <h2>Zahlen &amp; Fakten</h2>
      <ul><li>Umsatz 2025: 96 Mio. Euro</li><li>Exportquote: 58 %</li><li>Ausbildungsquote: 9 %</li></ul>
      <h2>Qualität und Mitgliedschaften</h2>
      <p>Unser Qualitätsmanagement ist nach ISO 9001 und ISO 50001 zertifiziert (<a href="https://www.tuvsud.com/de-de" target="_blank" rel="noopener">TÜV SÜD</a>). Wir sind Mitglied im <a href="https://www.vdma.org/" target="_blank" rel="noopener">VDMA</a> und im <a href="https://www.zvei.org/" target="_blank" rel="noopener">ZVEI</a>.</p>
      <h2>Karriere</h2>
      <p>Wir suchen Verstärkung in Entwicklung, Fertigung und Vertrieb. <a href="https://lindqvist.jobs.personio.de/">Alle offenen Stellen bei Personio</a></p>
    </div>
  </section>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'lindqvist-antriebe.de',
  otherDomains: ['lindqvist-drives.com', 'lindqvist-shop.de'],
  covers:
    'German TYPO3 manufacturer: "/" redirects to /de/; "Partner finden" in the header leads to a distributor <table> by country with a website column (own US subsidiary in it, one row without website) plus service partners given only as plain-text domains (one with none); a logo grid of Technologiepartner linked from the Unternehmen dropdown and footer; traps: customer logo wall with links, trade-fair and trade-press links, VDMA/ZVEI/TÜV membership badges, Personio careers, agency credit, social links, own English and shop domains.',
  pages: {
    '/': { status: 301, redirect: '/de/' },
    '/de/': { headers, html: home },
    '/de/partner-finden/': { headers, html: partnerFinden },
    '/de/unternehmen/technologiepartner/': { headers, html: technologiepartner },
    '/de/unternehmen/': { headers, html: unternehmen },
  },
  sitemap: ['/de/', '/de/unternehmen/', '/de/unternehmen/technologiepartner/', '/de/partner-finden/'],
  // The last ones were added after the first measurement (docs/quality.md): the pages show them by the fingerprint
  // data's dom and text rules, which the sites' writer had left out of the labels on purpose.
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'etracker', 'usercentrics', 'open-graph', 'personio'],
  partners: {
    'kraml-antriebe.at': 'channel',
    'baumberger-it.ch': 'channel',
    'vandijk-aandrijf.nl': 'channel',
    'kowalczyk-napedy.pl': 'channel',
    'nordstromdrivteknik.se': 'channel',
    'harcourtmotion.co.uk': 'channel',
    'hoffmann-antriebsservice.de': 'channel',
    'grieser-emb.de': 'channel',
    'lenz-motoren.de': 'channel',
    'siemens.com': 'technology',
    'beckhoff.com': 'technology',
    'pilz.com': 'technology',
    'sick.com': 'technology',
    'auralis-sensorik.de': 'technology',
    'ferrovia-lager.de': 'technology',
  },
};
