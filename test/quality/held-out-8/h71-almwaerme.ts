import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string) => `<!DOCTYPE html>
<html lang="de-AT" dir="ltr">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<base href="https://www.almwaerme.at/">
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Almwärme Saunabau">
<meta property="og:image" content="https://www.almwaerme.at/fileadmin/user_upload/og/almwaerme-og.jpg">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f1c07a9d2e4b8c6a1e0f57d2b9c4e31-0b7e2c1f9a8d6e5c4b3a291807f6e5d4.css?1714562310" media="all">
<link rel="stylesheet" href="/typo3conf/ext/almwaerme_sitepackage/Resources/Public/Css/main.min.css?1714562288" media="all">
<link rel="icon" href="/typo3conf/ext/almwaerme_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<script src="https://app.usercentrics.eu/browser-ui/latest/loader.js" id="usercentrics-cmp" data-settings-id="Xq3vT0aLk" async></script>
</head>`;

const header = `<header class="page-header">
  <div class="container">
    <a class="brand" href="/" title="Almwärme Startseite"><img src="/typo3conf/ext/almwaerme_sitepackage/Resources/Public/Images/logo-almwaerme.svg" alt="Almwärme Saunabau" width="180" height="48"></a>
    <nav class="mainnav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/produkte/saunen">Saunen</a></li>
        <li><a href="/produkte/infrarotkabinen">Infrarotkabinen</a></li>
        <li><a href="/referenzen">Referenzen</a></li>
        <li><a href="/fachhaendler">Fachhändler finden</a></li>
        <li><a href="/unternehmen/ueber-uns">Über uns</a></li>
        <li><a href="/kontakt">Kontakt</a></li>
      </ul>
    </nav>
    <ul class="langnav">
      <li class="active"><a href="/" hreflang="de-AT">AT</a></li>
      <li><a href="https://www.almwaerme.de/" hreflang="de-DE">DE</a></li>
      <li><a href="/en/" hreflang="en">EN</a></li>
    </ul>
  </div>
</header>`;

const footer = `<footer class="page-footer">
  <div class="container">
    <div class="row">
      <div class="col">
        <p><strong>Almwärme Saunabau GmbH</strong><br>Gewerbepark Süd 14<br>6130 Schwaz, Tirol<br>Tel. +43 5242 62 118<br><a href="mailto:office@almwaerme.at">office@almwaerme.at</a></p>
      </div>
      <div class="col">
        <ul class="footer-links">
          <li><a href="/presse">Presse</a></li>
          <li><a href="/karriere">Karriere</a></li>
          <li><a href="/service/montagepartner">Service &amp; Montage</a></li>
          <li><a href="https://portal.almwaerme.at/login">Händler-Login</a></li>
          <li><a href="/impressum">Impressum</a></li>
          <li><a href="/datenschutz">Datenschutz</a></li>
        </ul>
      </div>
      <div class="col memberships">
        <p>Mitgliedschaften &amp; Auszeichnungen</p>
        <a href="https://www.sauna-bund.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/sauna-bund.png" alt="Mitglied im Deutschen Sauna-Bund e.V."></a>
        <a href="https://www.klimaaktiv.at/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/klimaaktiv-partner.png" alt="klimaaktiv Partner"></a>
        <a href="https://www.wko.at/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/wko-tirol.png" alt="Wirtschaftskammer Tirol"></a>
      </div>
      <div class="col social">
        <a href="https://www.facebook.com/almwaerme" target="_blank" rel="noopener" aria-label="Facebook">Facebook</a>
        <a href="https://www.instagram.com/almwaerme.saunabau/" target="_blank" rel="noopener" aria-label="Instagram">Instagram</a>
        <a href="https://www.youtube.com/@almwaerme" target="_blank" rel="noopener" aria-label="YouTube">YouTube</a>
        <a href="https://www.pinterest.at/almwaerme/" target="_blank" rel="noopener" aria-label="Pinterest">Pinterest</a>
      </div>
    </div>
    <p class="copyright">© 2024 Almwärme Saunabau GmbH · FN 318842 k · UID ATU65123456</p>
  </div>
</footer>
<script src="/typo3conf/ext/almwaerme_sitepackage/Resources/Public/JavaScript/Vendor/jquery-3.7.1.min.js?1714562288"></script>
<script src="/typo3temp/assets/compressed/merged-9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d-5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b.js?1714562310"></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://statistik.almwaerme.at/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</body>
</html>`;

const dealer = (name: string, lines: string, web: string) => `
          <div class="dealer-item">
            <h4>${name}</h4>
            <p>${lines}</p>
            ${web}
          </div>`;

export const site: CorpusSite = {
  domain: 'almwaerme.at',
  otherDomains: ['almwaerme.de'],
  covers:
    'Austrian-German TYPO3 site of a sauna maker: dealer list grouped by region with addresses (some websites linked, some only written, one without web, a .co.at and a .tirol domain), installation partners in an accordion of definition lists linked only from the footer, and traps in references (hotels, architect), memberships (klimaaktiv Partner), supplier, press and jobs portals.',
  pages: {
    '/': { status: 301, redirect: 'https://www.almwaerme.at/' },
    'https://www.almwaerme.at/': {
      headers: {
        server: 'Apache',
        'content-type': 'text/html; charset=utf-8',
        'content-language': 'de-AT',
        vary: 'Accept-Encoding',
      },
      html: `${head('Almwärme Saunabau – Saunen & Infrarotkabinen aus Tirol', 'Maßgefertigte Saunen, Dampfbäder und Infrarotkabinen aus heimischem Zirben- und Fichtenholz. Handgefertigt in Schwaz, Tirol.')}
<body id="p1" class="page-home">
${header}
<main id="content">
  <div id="c101" class="frame frame-default frame-type-textmedia frame-layout-0">
    <div class="hero">
      <img src="/fileadmin/_processed_/4/2/csm_hero-zirbensauna_8d2e4f1a7b.jpg" alt="Zirbensauna im Chalet" width="1600" height="700">
      <div class="hero-text">
        <h1>Wärme, die aus den Bergen kommt</h1>
        <p>Seit 1987 bauen wir Saunen nach Maß – vom kompakten Heimsauna-Modell bis zur Hotel-Wellnessanlage.</p>
        <a class="btn btn-primary" href="/fachhaendler">Fachhändler in Ihrer Nähe</a>
        <a class="btn btn-secondary" href="/kontakt">Beratung anfragen</a>
      </div>
    </div>
  </div>
  <div id="c102" class="frame frame-default frame-type-text frame-layout-0">
    <h2>Unsere Produktwelten</h2>
    <div class="teaser-grid">
      <a class="teaser" href="/produkte/saunen"><img src="/fileadmin/_processed_/a/1/csm_finnische-sauna_1c9e7d.jpg" alt=""><span>Finnische Saunen</span></a>
      <a class="teaser" href="/produkte/infrarotkabinen"><img src="/fileadmin/_processed_/b/3/csm_infrarot_7a2b1c.jpg" alt=""><span>Infrarotkabinen</span></a>
      <a class="teaser" href="/produkte/dampfbad"><img src="/fileadmin/_processed_/c/5/csm_dampfbad_3f9d8e.jpg" alt=""><span>Dampfbäder</span></a>
      <a class="teaser" href="/produkte/aussensauna"><img src="/fileadmin/_processed_/d/7/csm_fasssauna_5b6c7d.jpg" alt=""><span>Außensaunen &amp; Fasssaunen</span></a>
    </div>
  </div>
  <div id="c103" class="frame frame-default frame-type-text frame-layout-0">
    <h2>Aus der Werkstatt</h2>
    <p>Jede Almwärme-Sauna wird in unserer Tischlerei in Schwaz gefertigt. Die Saunaöfen stammen aus eigener Entwicklung, die Steuerungen lassen sich per App bedienen.</p>
    <p><a href="/unternehmen/ueber-uns">Mehr über uns</a> · <a href="/referenzen">Referenzen ansehen</a></p>
  </div>
</main>
${footer}`,
    },
    'https://www.almwaerme.at/fachhaendler': {
      html: `${head('Fachhändler finden – Almwärme Saunabau', 'Almwärme Saunen erhalten Sie bei ausgewählten Fachhändlern in Österreich, Deutschland, der Schweiz und Südtirol.')}
<body id="p14" class="page-dealers">
${header}
<main id="content">
  <div id="c410" class="frame frame-default frame-type-header frame-layout-0">
    <h1>Fachhändler finden</h1>
    <p>Unsere Saunen und Infrarotkabinen erhalten Sie ausschließlich über autorisierte Fachhändler. Dort können Sie Modelle probesitzen und sich persönlich beraten lassen.</p>
  </div>
  <div id="c411" class="frame frame-default frame-type-list frame-layout-0">
    <div class="dealer-region">
      <h2>Österreich</h2>
      <div class="dealer-group">
        <h3>Wien</h3>${dealer('Saunawelt Hofer GmbH', 'Triester Straße 212<br>1230 Wien<br>Tel. +43 1 667 12 40', '<a href="https://www.saunawelt-hofer.at/" target="_blank" rel="noopener">www.saunawelt-hofer.at</a>')}
      </div>
      <div class="dealer-group">
        <h3>Niederösterreich</h3>${dealer('Wellnessbau Krems KG', 'Wiener Straße 88<br>3500 Krems an der Donau<br>Tel. +43 2732 85 220', '<a href="https://wellnessbau-krems.at" target="_blank" rel="noopener">Website besuchen</a>')}${dealer('Bad &amp; Wärme Pölzl', 'Mariazeller Straße 41<br>3100 St. Pölten<br>Tel. +43 2742 35 119', '<span class="no-web">Besuch nach telefonischer Vereinbarung</span>')}
      </div>
      <div class="dealer-group">
        <h3>Oberösterreich</h3>${dealer('Holzwerk Aigner Saunen', 'Welser Straße 17<br>4614 Marchtrenk<br>Tel. +43 7229 61 404', '<span>Web: www.aigner-saunen.at</span>')}
      </div>
      <div class="dealer-group">
        <h3>Salzburg</h3>${dealer('Pinzgauer Saunatischlerei Rainer', 'Gewerbestraße 5<br>5700 Zell am See<br>Tel. +43 6542 72 310', '<a href="https://www.saunatischlerei-rainer.at/" target="_blank" rel="noopener">www.saunatischlerei-rainer.at</a>')}
      </div>
      <div class="dealer-group">
        <h3>Steiermark</h3>${dealer('Wohlfühlwelt Grabner', 'Conrad-von-Hötzendorf-Straße 140<br>8010 Graz<br>Tel. +43 316 47 18 00', '<a href="http://www.grabner-wellness.co.at" target="_blank" rel="noopener">www.grabner-wellness.co.at</a>')}
      </div>
      <div class="dealer-group">
        <h3>Kärnten</h3>${dealer('Saunastudio Wörthersee', 'Klagenfurter Straße 62<br>9220 Velden am Wörther See<br>Tel. +43 4274 51 015', '<a href="http://saunastudio-woerthersee.at" target="_blank" rel="noopener">saunastudio-woerthersee.at</a>')}
      </div>
      <div class="dealer-group">
        <h3>Tirol</h3>${dealer('Alpin Sauna Schwaz', 'Innsbrucker Straße 30<br>6130 Schwaz<br>Tel. +43 5242 64 811', '<a href="https://www.alpinsauna.tirol/" target="_blank" rel="noopener">www.alpinsauna.tirol</a>')}${dealer('Werksausstellung Almwärme', 'Gewerbepark Süd 14<br>6130 Schwaz<br>Mo–Fr 8–17 Uhr, Sa 9–12 Uhr', '<a href="/kontakt">Termin vereinbaren</a>')}
      </div>
      <div class="dealer-group">
        <h3>Vorarlberg</h3>${dealer('Ländle Wellness Mathis', 'Bundesstraße 101<br>6850 Dornbirn<br>Tel. +43 5572 20 455', '<a href="https://www.laendle-wellness.at/sauna" target="_blank" rel="noopener">www.laendle-wellness.at</a>')}
      </div>
    </div>
    <div class="dealer-region">
      <h2>Deutschland</h2>
      <div class="dealer-group">
        <h3>Bayern</h3>${dealer('Saunabau Huber', 'Kufsteiner Straße 77<br>83022 Rosenheim<br>Tel. +49 8031 40 96 0', '<a href="https://www.saunabau-huber.de/" target="_blank" rel="noopener">www.saunabau-huber.de</a>')}
      </div>
      <div class="dealer-group">
        <h3>Baden-Württemberg</h3>${dealer('Wärmeoase Fischer', 'Stuttgarter Straße 9<br>73728 Esslingen<br>Tel. +49 711 39 64 20', '<span>Internet: waermeoase-fischer.de</span>')}
      </div>
      <p class="hint">Weitere Händler in Deutschland finden Sie auf <a href="https://www.almwaerme.de/haendler">almwaerme.de</a>.</p>
    </div>
    <div class="dealer-region">
      <h2>Schweiz</h2>
      <div class="dealer-group">
        <h3>Zürich</h3>${dealer('Saunatreff Zürich AG', 'Hardturmstrasse 120<br>8005 Zürich<br>Tel. +41 44 271 30 30', '<a href="https://www.saunatreff.ch/" target="_blank" rel="noopener">www.saunatreff.ch</a>')}
      </div>
    </div>
    <div class="dealer-region">
      <h2>Italien – Südtirol</h2>
      <div class="dealer-group">
        <h3>Pustertal</h3>${dealer('Wellness Pichler', 'Industriezone 8<br>39031 Bruneck (BZ)<br>Tel. +39 0474 55 12 80', '<a href="https://www.wellness-pichler.it/de/" target="_blank" rel="noopener">www.wellness-pichler.it</a>')}
      </div>
    </div>
  </div>
  <div id="c412" class="frame frame-default frame-type-text frame-layout-0">
    <h2>Fachhändler werden</h2>
    <p>Sie sind Sauna- oder Bäderprofi und möchten Almwärme in Ihr Sortiment aufnehmen? Schreiben Sie an <a href="mailto:vertrieb@almwaerme.at">vertrieb@almwaerme.at</a>.</p>
  </div>
</main>
${footer}`,
    },
    'https://www.almwaerme.at/service/montagepartner': {
      html: `${head('Service & Montage – Almwärme Saunabau', 'Lieferung, Montage und Elektroanschluss durch zertifizierte Montagepartner.')}
<body id="p31" class="page-service">
${header}
<main id="content">
  <div id="c620" class="frame frame-default frame-type-header frame-layout-0">
    <h1>Service &amp; Montage</h1>
    <p>Für Aufbau, Elektroanschluss und Wartung arbeiten wir mit zertifizierten Montagepartnern zusammen. Die Koordination übernimmt Ihr Fachhändler oder unser Serviceteam.</p>
  </div>
  <div id="c621" class="frame frame-default frame-type-accordion frame-layout-0">
    <div class="accordion" id="accordion-621">
      <div class="accordion-item">
        <h2 class="accordion-header" id="heading-621-1">
          <button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-621-1" aria-expanded="true" aria-controls="collapse-621-1">Montagepartner Tirol &amp; Vorarlberg</button>
        </h2>
        <div id="collapse-621-1" class="accordion-collapse collapse show" aria-labelledby="heading-621-1">
          <div class="accordion-body">
            <dl class="partner-list">
              <dt>Elektro Hauser GmbH</dt>
              <dd>Elektroanschluss und Steuerungsinbetriebnahme · Wattens · <a href="https://www.elektro-hauser.at/" target="_blank" rel="noopener">elektro-hauser.at</a></dd>
              <dt>Zimmerei Walch</dt>
              <dd>Außensaunen und Fundamentarbeiten · Lech · Tel. +43 5583 22 18</dd>
            </dl>
          </div>
        </div>
      </div>
      <div class="accordion-item">
        <h2 class="accordion-header" id="heading-621-2">
          <button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-621-2" aria-expanded="false" aria-controls="collapse-621-2">Montagepartner Ostösterreich</button>
        </h2>
        <div id="collapse-621-2" class="accordion-collapse collapse" aria-labelledby="heading-621-2">
          <div class="accordion-body">
            <dl class="partner-list">
              <dt>Montageservice Berger</dt>
              <dd>Aufbau und Wartung · Wien, Niederösterreich, Burgenland · <a href="https://montage-berger.at/" target="_blank" rel="noopener">montage-berger.at</a></dd>
              <dt>Fliesen &amp; Bad Kogler</dt>
              <dd>Dampfbäder und Fliesenarbeiten · Graz · www.kogler-bad.at</dd>
            </dl>
          </div>
        </div>
      </div>
    </div>
  </div>
  <div id="c622" class="frame frame-default frame-type-text frame-layout-0">
    <h2>Ersatzteile</h2>
    <p>Ofensteine, Fühler und Leuchtmittel bestellen Sie direkt über unseren <a href="/service/ersatzteile">Ersatzteilservice</a>.</p>
  </div>
</main>
${footer}`,
    },
    'https://www.almwaerme.at/referenzen': {
      html: `${head('Referenzen – Almwärme Saunabau', 'Ausgewählte Wellnessprojekte in Hotellerie und Privathaushalten.')}
<body id="p9" class="page-references">
${header}
<main id="content">
  <div id="c300" class="frame frame-default frame-type-header frame-layout-0"><h1>Referenzen</h1><p>Hotels und Thermen, die auf Almwärme vertrauen.</p></div>
  <div id="c301" class="frame frame-default frame-type-gallery frame-layout-0">
    <figure class="reference">
      <img src="/fileadmin/_processed_/e/1/csm_ref-alpenrose_0a1b2c.jpg" alt="Panoramasauna Hotel Alpenrose">
      <figcaption><strong>Hotel Alpenrose, Lermoos</strong> – Panoramasauna, Bio-Sauna und Ruheraum, 2023. <a href="https://www.hotel-alpenrose-lermoos.at/" target="_blank" rel="noopener">Zum Hotel</a><br>Planung: Architekturbüro Moser, <a href="https://www.architektur-moser.at/" target="_blank" rel="noopener">architektur-moser.at</a></figcaption>
    </figure>
    <figure class="reference">
      <img src="/fileadmin/_processed_/e/2/csm_ref-thermalis_3d4e5f.jpg" alt="Saunadorf Therme">
      <figcaption><strong>Thermalis Bad Gleichenberg</strong> – Saunadorf mit fünf Außensaunen, 2022. <a href="https://www.thermalis.at/" target="_blank" rel="noopener">thermalis.at</a></figcaption>
    </figure>
    <figure class="reference">
      <img src="/fileadmin/_processed_/e/3/csm_ref-chalet_6a7b8c.jpg" alt="Chaletsauna">
      <figcaption><strong>Chaletdorf Wildkogel</strong> – 14 Chaletsaunen aus Altholz, 2021. <a href="https://www.chaletdorf-wildkogel.at/" target="_blank" rel="noopener">chaletdorf-wildkogel.at</a></figcaption>
    </figure>
  </div>
</main>
${footer}`,
    },
    'https://www.almwaerme.at/unternehmen/ueber-uns': {
      html: `${head('Über uns – Almwärme Saunabau', 'Familienunternehmen in zweiter Generation: Geschichte, Werte, Nachhaltigkeit.')}
<body id="p5" class="page-about">
${header}
<main id="content">
  <div id="c200" class="frame frame-default frame-type-text frame-layout-0">
    <h1>Über uns</h1>
    <p>1987 gründete Tischlermeister Josef Leitner die Almwärme in einer ehemaligen Scheune in Schwaz. Heute fertigen 64 Mitarbeiterinnen und Mitarbeiter jährlich rund 1.200 Saunen.</p>
    <h2>Holz aus der Region</h2>
    <p>Unser Zirben- und Fichtenholz stammt zu 90 % aus Tiroler Wäldern. Hauptlieferant ist das Sägewerk <a href="https://www.pfeifergroup.com/" target="_blank" rel="noopener">Pfeifer</a> in Imst; Saunasteine beziehen wir aus Finnland.</p>
    <h2>Auszeichnungen</h2>
    <ul>
      <li>Tiroler Innovationspreis 2021 – Kategorie Handwerk (<a href="https://www.tirol.gv.at/" target="_blank" rel="noopener">Land Tirol</a>)</li>
      <li>Staatspreis Design 2019 – Nominierung</li>
      <li>Red Dot Award: Product Design 2018 für die Infrarotkabine „Loden"</li>
    </ul>
    <h2>Soziales Engagement</h2>
    <p>Wir unterstützen seit 2015 den <a href="https://www.sv-schwaz.at/" target="_blank" rel="noopener">SV Schwaz</a> als Trikotsponsor der Nachwuchsmannschaften.</p>
  </div>
</main>
${footer}`,
    },
    'https://www.almwaerme.at/presse': {
      html: `${head('Presse – Almwärme Saunabau', 'Pressemitteilungen, Bildmaterial und Medienberichte.')}
<body id="p20" class="page-press">
${header}
<main id="content">
  <div id="c500" class="frame frame-default frame-type-text frame-layout-0">
    <h1>Presse</h1>
    <h2>Almwärme in den Medien</h2>
    <ul class="press-list">
      <li><a href="https://www.tt.com/artikel/30871234/schwazer-saunabauer-expandiert" target="_blank" rel="noopener">Tiroler Tageszeitung: Schwazer Saunabauer expandiert nach Bayern</a> (03/2024)</li>
      <li><a href="https://www.derstandard.at/story/3000000201234/sauna-boom-nach-der-pandemie" target="_blank" rel="noopener">Der Standard: Sauna-Boom nach der Pandemie</a> (11/2023)</li>
      <li><a href="https://www.wohnnet.at/bauen/sauna/heimsauna-ratgeber-43821" target="_blank" rel="noopener">wohnnet.at: Heimsauna-Ratgeber</a> (06/2023)</li>
    </ul>
    <h2>Pressekontakt</h2>
    <p>Mag. Katrin Leitner · <a href="mailto:presse@almwaerme.at">presse@almwaerme.at</a> · Pressebilder zum <a href="/fileadmin/user_upload/presse/almwaerme-pressebilder-2024.zip">Download (ZIP, 48 MB)</a></p>
  </div>
</main>
${footer}`,
    },
    'https://www.almwaerme.at/karriere': {
      html: `${head('Karriere – Almwärme Saunabau', 'Offene Stellen und Lehrberufe bei Almwärme in Schwaz.')}
<body id="p21" class="page-jobs">
${header}
<main id="content">
  <div id="c510" class="frame frame-default frame-type-text frame-layout-0">
    <h1>Karriere bei Almwärme</h1>
    <ul class="jobs">
      <li><a href="/karriere/tischler-in-saunabau">Tischler:in Saunabau (Vollzeit)</a></li>
      <li><a href="/karriere/lehrling-tischlereitechnik">Lehrling Tischlereitechnik</a></li>
      <li><a href="/karriere/aussendienst-westoesterreich">Außendienst Westösterreich</a></li>
    </ul>
    <p>Alle Stellen finden Sie auch auf <a href="https://www.karriere.at/f/almwaerme-saunabau" target="_blank" rel="noopener">karriere.at</a>. Als ausgezeichneter Lehrbetrieb bilden wir gemeinsam mit der <a href="https://www.wko.at/tirol/bildung-lehre" target="_blank" rel="noopener">WK Tirol</a> aus.</p>
  </div>
</main>
${footer}`,
    },
  },
  sitemap: [
    'https://www.almwaerme.at/',
    'https://www.almwaerme.at/fachhaendler',
    'https://www.almwaerme.at/service/montagepartner',
    'https://www.almwaerme.at/referenzen',
    'https://www.almwaerme.at/unternehmen/ueber-uns',
    'https://www.almwaerme.at/presse',
    'https://www.almwaerme.at/karriere',
  ],
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'jquery', 'usercentrics', 'matomo-analytics', 'open-graph'],
  partners: {
    'saunawelt-hofer.at': 'channel',
    'wellnessbau-krems.at': 'channel',
    'aigner-saunen.at': 'channel',
    'saunatischlerei-rainer.at': 'channel',
    'grabner-wellness.co.at': 'channel',
    'saunastudio-woerthersee.at': 'channel',
    'alpinsauna.tirol': 'channel',
    'laendle-wellness.at': 'channel',
    'saunabau-huber.de': 'channel',
    'waermeoase-fischer.de': 'channel',
    'saunatreff.ch': 'channel',
    'wellness-pichler.it': 'channel',
    'elektro-hauser.at': 'channel',
    'montage-berger.at': 'channel',
    'kogler-bad.at': 'channel',
  },
};
