import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx',
  'content-language': 'de-CH',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000',
};

const PAGE2 = '/partner/fachpartner?tx_wwlpartner_list%5BcurrentPage%5D=2&cHash=8d1f4a0c2b9e73f5a6d0e1c2b3a4f5e6';

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html dir="ltr" lang="de-CH">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->



<title>${title} | Wärmewerk Linth AG</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:site_name" content="Wärmewerk Linth AG">
<meta name="twitter:card" content="summary">


<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-7b3c2f8d1e0a9b4c6d5e2f1a0b9c8d7e-min.css?1714982230" media="all">
<link rel="stylesheet" href="/_assets/2f5e8a1c7d3b9e0f4a6c/Css/wwl-theme.min.css?1714982101" media="all">



<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="q1Zb8x_Tm3LkP" async></script>
<link rel="canonical" href="https://www.waermewerk-linth.ch${path}">
<link rel="alternate" hreflang="de-CH" href="https://www.waermewerk-linth.ch${path}">
<link rel="alternate" hreflang="fr-CH" href="https://www.waermewerk-linth.ch/fr${path}">
<link rel="alternate" hreflang="x-default" href="https://www.waermewerk-linth.ch${path}">
<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytics.waermewerk-linth.ch/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
<link rel="icon" href="/_assets/2f5e8a1c7d3b9e0f4a6c/Icons/favicon.svg" type="image/svg+xml">
</head>
<body class="page-layout-default">
<a class="skiplink" href="#main">Zum Inhalt springen</a>
<header class="site-header">
	<div class="container">
		<a class="site-header__logo" href="/" title="Wärmewerk Linth AG – Startseite"><img src="/_assets/2f5e8a1c7d3b9e0f4a6c/Images/logo-wwl.svg" width="210" height="48" alt="Wärmewerk Linth"></a>
		<nav class="mainnav" aria-label="Hauptnavigation">
			<ul class="mainnav__list">
				<li class="mainnav__item mainnav__item--sub"><a href="/produkte" class="mainnav__link">Produkte</a>
					<ul class="mainnav__sub">
						<li><a href="/produkte/luft-wasser-waermepumpen">Luft/Wasser-Wärmepumpen</a></li>
						<li><a href="/produkte/sole-wasser-waermepumpen">Sole/Wasser-Wärmepumpen</a></li>
						<li><a href="/produkte/warmwasser">Warmwasser-Wärmepumpen</a></li>
					</ul>
				</li>
				<li class="mainnav__item"><a href="/referenzen" class="mainnav__link">Referenzen</a></li>
				<li class="mainnav__item mainnav__item--sub"><a href="/partner/fachpartner" class="mainnav__link">Partner</a>
					<ul class="mainnav__sub">
						<li><a href="/partner/fachpartner">Fachpartner finden</a></li>
						<li><a href="/partner/vertrieb-international">Vertrieb Liechtenstein, Österreich, Südtirol</a></li>
						<li><a href="/partner/fachpartner-werden">Fachpartner werden</a></li>
					</ul>
				</li>
				<li class="mainnav__item"><a href="/service" class="mainnav__link">Service</a></li>
				<li class="mainnav__item mainnav__item--sub"><a href="/unternehmen" class="mainnav__link">Unternehmen</a>
					<ul class="mainnav__sub">
						<li><a href="/unternehmen/mitgliedschaften">Mitgliedschaften &amp; Zertifikate</a></li>
						<li><a href="/aktuell">Aktuell</a></li>
						<li><a href="https://www.jobs.ch/de/stellenangebote/?term=W%C3%A4rmewerk%20Linth" target="_blank" rel="noopener">Offene Stellen</a></li>
					</ul>
				</li>
			</ul>
		</nav>
		<ul class="langnav"><li class="active"><a href="${path}" hreflang="de-CH">DE</a></li><li><a href="/fr${path}" hreflang="fr-CH">FR</a></li></ul>
	</div>
</header>
<main id="main">
`;

const foot = `</main>
<footer class="site-footer">
	<div class="container">
		<div class="row">
			<div class="col">
				<div id="c12" class="frame frame-default frame-type-text frame-layout-0">
					<p><strong>Wärmewerk Linth AG</strong><br>Industriestrasse 27<br>8867 Niederurnen GL<br>Telefon 055 617 42 00<br><a href="#" data-mailto-token="ocknvq,kphqBycgtogygtm/nkpvj0ej" data-mailto-vector="2">info(at)waermewerk-linth.ch</a></p>
				</div>
			</div>
			<div class="col">
				<ul class="footer-nav">
					<li><a href="/service/pikett">24h-Pikettdienst</a></li>
					<li><a href="https://service.waermewerk-linth.ch/login" target="_blank">Serviceportal für Fachpartner</a></li>
					<li><a href="/partner/systempartner">Technologie &amp; Systempartner</a></li>
					<li><a href="/downloads">Downloads</a></li>
					<li><a href="/impressum">Impressum</a></li>
					<li><a href="/datenschutz">Datenschutz</a></li>
					<li><a href="#" onclick="UC_UI.showSecondLayer();">Cookie-Einstellungen</a></li>
				</ul>
			</div>
			<div class="col">
				<p class="footer-label">Mitglied bei</p>
				<a href="https://www.fws.ch/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/fws-guetesiegel.png" width="120" height="60" alt="FWS Gütesiegel"></a>
				<a href="https://suissetec.ch/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/logos/suissetec.png" width="120" height="60" alt="suissetec"></a>
				<ul class="social">
					<li><a href="https://www.linkedin.com/company/waermewerk-linth-ag" target="_blank" rel="noopener" title="LinkedIn">LinkedIn</a></li>
					<li><a href="https://www.youtube.com/@waermewerklinth" target="_blank" rel="noopener" title="YouTube">YouTube</a></li>
					<li><a href="https://www.instagram.com/waermewerk.linth/" target="_blank" rel="noopener" title="Instagram">Instagram</a></li>
				</ul>
			</div>
		</div>
		<p class="copyright">© 2024 Wärmewerk Linth AG – Schweizer Wärmepumpen seit 1979</p>
	</div>
</footer>
<script src="/typo3temp/assets/compressed/merged-e4a9b3c1d2f08e7a6b5c4d3e2f1a0b9c-min.js?1714982230"></script>
<script src="/_assets/2f5e8a1c7d3b9e0f4a6c/JavaScript/wwl-main.min.js?1714982101"></script>
</body>
</html>
`;

const frame = (id: number, type: string, inner: string) =>
  `<div id="c${id}" class="frame frame-default frame-type-${type} frame-layout-0">
${inner}
</div>
`;

const home =
  head(
    'Schweizer Wärmepumpen aus dem Glarnerland',
    'Wärmewerk Linth entwickelt und baut Luft/Wasser- und Sole/Wasser-Wärmepumpen in Niederurnen. Installation über zertifizierte Fachpartner.',
    '/',
  ) +
  frame(
    101,
    'textmedia',
    `<div class="ce-textpic ce-center ce-above"><div class="ce-gallery" data-ce-columns="1" data-ce-images="1"><div class="ce-outer"><div class="ce-inner"><div class="ce-row"><div class="ce-column"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/4/e/csm_hero-glarus_3f9a2b1c0d.jpg" width="1920" height="800" loading="lazy" alt="Wärmepumpe vor Glärnisch"></figure></div></div></div></div></div><div class="ce-bodytext"><h1>Wärme aus der Luft. Gebaut im Glarnerland.</h1><p>Seit 1979 entwickeln und bauen wir Wärmepumpen für Ein- und Mehrfamilienhäuser – leise, effizient und mit Ersatzteilen für 20 Jahre. Installation, Inbetriebnahme und Wartung übernehmen unsere zertifizierten Fachpartner in Ihrer Region.</p><p><a href="/partner/fachpartner" class="btn btn-primary">Fachpartner in Ihrer Nähe</a> <a href="/produkte" class="btn btn-secondary">Zu den Produkten</a></p></div></div>`,
  ) +
  frame(
    102,
    'textpic',
    `<header><h2>Über 14'000 Anlagen in Betrieb</h2></header><div class="ce-bodytext"><ul><li>Heizleistung 4 bis 70 kW</li><li>Kältemittel R290 (Propan)</li><li>Made in Switzerland – Fertigung und Prüfstand in Niederurnen</li></ul><p>Fördergelder? Prüfen Sie Ihren Anspruch beim <a href="https://www.dasgebaeudeprogramm.ch/" target="_blank" rel="noopener">Gebäudeprogramm</a> Ihres Kantons.</p></div>`,
  ) +
  frame(
    103,
    'news_pi1',
    `<header><h2>Aktuell</h2></header><div class="news"><div class="news-list-view"><div class="article articletype-0" itemscope="itemscope" itemtype="http://schema.org/Article"><div class="header"><h3><a title="Wärmewerk Linth an der Swissbau 2024" href="/aktuell/detail/swissbau-2024"><span itemprop="headline">Wärmewerk Linth an der Swissbau 2024</span></a></h3></div><div class="teaser-text"><div itemprop="description"><p>Neue Generation WWL Aero mit 8 dB weniger Schallleistung.</p></div></div><div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="2024-01-24">24.01.2024</time></span></p></div></div></div></div>`,
  ) +
  foot;

const installer = (name: string, street: string, place: string, canton: string, phone: string, web: string) =>
  `<div class="partner-item" data-canton="${canton}">
	<h3 class="partner-item__name">${name}</h3>
	<p class="partner-item__address">${street}<br>${place}</p>
	<p class="partner-item__contact">Tel. ${phone}${web}</p>
	<ul class="partner-item__badges"><li>Zertifizierter Fachpartner</li><li>Servicepartner</li></ul>
</div>
`;

const fachpartner = (page: number) =>
  head(
    page === 1 ? 'Fachpartner finden' : 'Fachpartner finden – Seite 2',
    'Finden Sie einen zertifizierten Wärmewerk-Linth-Fachpartner für Beratung, Offerte, Installation und Service.',
    '/partner/fachpartner',
  ) +
  frame(
    201,
    'header',
    `<header><h1 class="">Fachpartner finden</h1><p>Unsere Fachpartner sind Heizungsinstallateure, die an unseren Schulungen in Niederurnen teilgenommen haben. Sie erstellen die Offerte, installieren die Anlage und sind erste Anlaufstelle für den Service.</p></header>`,
  ) +
  `<div id="c202" class="frame frame-default frame-type-list frame-layout-0">
<div class="tx-wwlpartner">
	<form class="partner-filter" method="get" action="/partner/fachpartner">
		<label for="canton">Kanton</label>
		<select id="canton" name="tx_wwlpartner_list[canton]"><option value="">Alle Kantone</option><option value="GL">Glarus</option><option value="SG">St. Gallen</option><option value="ZH">Zürich</option><option value="SZ">Schwyz</option><option value="GR">Graubünden</option><option value="BE">Bern</option><option value="LU">Luzern</option><option value="AG">Aargau</option><option value="TG">Thurgau</option></select>
		<button type="submit">Filtern</button>
	</form>
	<div class="partner-list">
${
  page === 1
    ? installer(
        'Hefti Haustechnik AG',
        'Landstrasse 44',
        '8750 Glarus',
        'GL',
        '055 640 21 33',
        ' · <a href="https://www.hefti-haustechnik.ch/" target="_blank" rel="noopener">Website</a>',
      ) +
      installer(
        'Rüegg Heizung Sanitär GmbH',
        'Zürcherstrasse 118',
        '8640 Rapperswil SG',
        'SG',
        '055 210 48 60',
        ' · <a href="https://rueegg-heizung.ch" target="_blank" rel="noopener">rueegg-heizung.ch</a>',
      ) +
      installer(
        'Wärmepunkt Zürich AG',
        'Badenerstrasse 571',
        '8048 Zürich',
        'ZH',
        '044 492 17 70',
        ' · <a href="https://www.waermepunkt-zh.ch/waermepumpen/" target="_blank" rel="noopener">Website</a>',
      ) +
      installer('Brunner + Co. Haustechnik', 'Dorfstrasse 9', '8932 Mettmenstetten', 'ZH', '044 767 03 12', '') +
      installer(
        'Inderbitzin Energietechnik AG',
        'Gotthardstrasse 61',
        '6430 Schwyz',
        'SZ',
        '041 811 26 90',
        ' · <a href="http://www.inderbitzin-energie.ch" target="_blank" rel="noopener">Website</a>',
      ) +
      installer(
        'Caflisch Heizungen AG',
        'Kasernenstrasse 15',
        '7000 Chur',
        'GR',
        '081 252 33 18',
        ' · <a href="https://caflisch-heizungen.ch/" target="_blank" rel="noopener">Website</a>',
      )
    : installer(
        'Zaugg Wärmetechnik AG',
        'Bernstrasse 210',
        '3400 Burgdorf',
        'BE',
        '034 422 61 40',
        ' · <a href="https://www.zaugg-waermetechnik.ch/" target="_blank" rel="noopener">Website</a>',
      ) +
      installer('Amrein Haustechnik GmbH', 'Luzernerstrasse 23', '6010 Kriens', 'LU', '041 320 77 05', ' · www.amrein-haustechnik.ch') +
      installer(
        'Meier &amp; Söhne Heizungsbau AG',
        'Industrie Nord 3',
        '5600 Lenzburg',
        'AG',
        '062 891 12 45',
        ' · <a href="https://www.meier-soehne-heizung.ch/" target="_blank" rel="noopener">Website</a>',
      ) +
      installer(
        'Thurtal Wärme GmbH',
        'Hauptstrasse 88',
        '8500 Frauenfeld',
        'TG',
        '052 720 19 30',
        ' · <a href="https://thurtalwaerme.ch/" target="_blank" rel="noopener">Website</a>',
      )
}	</div>
	<nav class="pagination" aria-label="Seiten">
		<ul class="pagination__list">
			${page === 2 ? '<li class="pagination__prev"><a href="/partner/fachpartner">« zurück</a></li>' : ''}
			<li class="${page === 1 ? 'current' : ''}"><a href="/partner/fachpartner">1</a></li>
			<li class="${page === 2 ? 'current' : ''}"><a href="${PAGE2.replace(/&/g, '&amp;')}">2</a></li>
			${page === 1 ? `<li class="pagination__next"><a href="${PAGE2.replace(/&/g, '&amp;')}">weiter »</a></li>` : ''}
		</ul>
	</nav>
</div>
</div>
` +
  frame(
    203,
    'text',
    `<div class="ce-bodytext"><p>Sie sind Installateur und möchten Fachpartner werden? <a href="/partner/fachpartner-werden">Hier finden Sie die Voraussetzungen und Schulungsdaten.</a></p></div>`,
  ) +
  foot;

const international =
  head(
    'Vertrieb Liechtenstein, Österreich, Südtirol',
    'Unsere Vertriebspartner ausserhalb der Schweiz.',
    '/partner/vertrieb-international',
  ) +
  frame(
    301,
    'text',
    `<header><h1 class="">Vertrieb ausserhalb der Schweiz</h1></header><div class="ce-bodytext"><p>In Liechtenstein, Vorarlberg, Tirol und Südtirol werden unsere Wärmepumpen über exklusive Vertriebspartner verkauft. Diese betreuen auch das lokale Installateurnetz.</p></div>`,
  ) +
  frame(
    302,
    'table',
    `<table class="contenttable contenttable-0">
	<thead><tr><th scope="col">Gebiet</th><th scope="col">Vertriebspartner</th><th scope="col">Kontakt</th></tr></thead>
	<tbody>
		<tr><td>Fürstentum Liechtenstein</td><td>Frommelt Haustechnik Anstalt, Schaan</td><td><a href="https://www.frommelt-haustechnik.li/" target="_blank" rel="noopener">frommelt-haustechnik.li</a></td></tr>
		<tr><td>Österreich (Vorarlberg, Tirol)</td><td>Alpentherm Handels GmbH, Dornbirn</td><td><a href="https://www.alpentherm.at/de/marken/wwl" target="_blank" rel="noopener">alpentherm.at</a></td></tr>
		<tr><td>Italien (Südtirol/Alto Adige)</td><td>Termotec Südtirol GmbH, Bozen</td><td><a href="https://termotec-suedtirol.it/" target="_blank" rel="noopener">termotec-suedtirol.it</a></td></tr>
	</tbody>
</table>`,
  ) +
  frame(
    303,
    'text',
    `<div class="ce-bodytext"><p>Für die Westschweiz und das Tessin wenden Sie sich bitte an unsere Niederlassung in Yverdon: <a href="/fr/partenaires/installateurs">Liste des installateurs partenaires</a>.</p></div>`,
  ) +
  foot;

const system =
  head(
    'Technologie- und Systempartner',
    'Mit diesen Herstellern entwickeln wir Komponenten und Schnittstellen unserer Wärmepumpen.',
    '/partner/systempartner',
  ) +
  frame(
    401,
    'text',
    `<header><h1 class="">Technologie- und Systempartner</h1></header><div class="ce-bodytext"><p>Eine Wärmepumpe ist ein System. Deshalb arbeiten wir bei Verdichtern, Ventilen, Regelung und Energiemanagement mit wenigen, langjährigen Technologiepartnern zusammen.</p></div>`,
  ) +
  `<div id="c402" class="frame frame-default frame-type-uploads frame-layout-0">
<div class="logo-grid">
	<div class="logo-grid__item">
		<a href="https://www.belimo.com/ch/de_CH/" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/b/2/csm_belimo_9a1b2c3d4e.png" width="180" height="80" alt="Belimo"></a>
		<p>Belimo – Regel- und Umschaltventile</p>
	</div>
	<div class="logo-grid__item">
		<a href="https://www.danfoss.com/de-ch/" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/d/5/csm_danfoss_0f1e2d3c4b.png" width="180" height="80" alt="Danfoss"></a>
		<p>Danfoss – drehzahlgeregelte Verdichter</p>
	</div>
	<div class="logo-grid__item">
		<a href="https://www.loxone.com/dech/" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/l/0/csm_loxone_5a6b7c8d9e.png" width="180" height="80" alt="Loxone"></a>
		<p>Loxone – Smart-Home-Integration über Modbus TCP</p>
	</div>
	<div class="logo-grid__item">
		<a href="https://www.fronius.com/de-ch/schweiz/solarenergie" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/f/r/csm_fronius_1b2c3d4e5f.png" width="180" height="80" alt="Fronius"></a>
		<p>Fronius – PV-Eigenverbrauchsoptimierung mit Wechselrichtern</p>
	</div>
</div>
</div>
` +
  foot;

const mitglied =
  head('Mitgliedschaften &amp; Zertifikate', 'Verbände, Gütesiegel und Normen.', '/unternehmen/mitgliedschaften') +
  frame(
    501,
    'bullets',
    `<header><h1 class="">Mitgliedschaften &amp; Zertifikate</h1></header><ul class="ce-bullets"><li>Mitglied der <a href="https://www.fws.ch/" target="_blank" rel="noopener">Fachvereinigung Wärmepumpen Schweiz FWS</a> – alle Geräte mit internationalem Wärmepumpen-Gütesiegel</li><li>Mitglied von <a href="https://suissetec.ch/" target="_blank" rel="noopener">suissetec</a>, Schweizerisch-Liechtensteinischer Gebäudetechnikverband</li><li>Mitglied der <a href="https://www.ehpa.org/" target="_blank" rel="noopener">European Heat Pump Association (EHPA)</a></li><li>Qualitätsmanagement nach ISO 9001:2015, zertifiziert durch die <a href="https://www.sqs.ch/" target="_blank" rel="noopener">SQS</a></li><li>Schallmessungen am <a href="https://www.ntb.ch/" target="_blank" rel="noopener">WPZ Wärmepumpen-Testzentrum Buchs</a></li></ul>`,
  ) +
  foot;

const referenzen =
  head('Referenzen', 'Ausgewählte Anlagen von Wärmewerk Linth.', '/referenzen') +
  frame(
    601,
    'text',
    `<header><h1 class="">Referenzen</h1></header><div class="ce-bodytext"><h3>Überbauung Linthpark, Näfels</h3><p>86 Wohnungen, Kaskade aus vier WWL Terra 45. Bauherrschaft: <a href="https://www.linthpark-naefels.ch/" target="_blank" rel="noopener">Linthpark Immobilien AG</a>, Installation: Hefti Haustechnik AG.</p><h3>Schulhaus Buchholz, Glarus</h3><p>Ersatz der Ölheizung durch zwei Luft/Wasser-Wärmepumpen. Bauherr: <a href="https://www.glarus.ch/" target="_blank" rel="noopener">Gemeinde Glarus</a>.</p><h3>Hotel Seeblick, Amden</h3><p>Sole/Wasser-Anlage mit 6 Erdsonden à 220 m. Architektur: <a href="https://www.kuenzli-architekten.ch/" target="_blank" rel="noopener">Künzli Architekten</a>.</p><blockquote><p>«Seit dem Umbau sparen wir jährlich über 40'000 Liter Heizöl.» – Familie Gmür, Hotel Seeblick</p></blockquote></div>`,
  ) +
  foot;

const news =
  head(
    'Wärmewerk Linth an der Swissbau 2024',
    'Neue Generation WWL Aero mit 8 dB weniger Schallleistung.',
    '/aktuell/detail/swissbau-2024',
  ) +
  `<div id="c701" class="frame frame-default frame-type-news_newsdetail frame-layout-0">
<div class="news news-single"><div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">
	<div class="header"><h1 itemprop="headline">Wärmewerk Linth an der Swissbau 2024</h1></div>
	<div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="2024-01-24">24.01.2024</time></span></p></div>
	<div class="news-text-wrap" itemprop="articleBody">
		<p>Vom 16. bis 19. Januar haben wir an der <a href="https://www.swissbau.ch/" target="_blank" rel="noopener">Swissbau</a> in der Messe Basel die neue Generation der WWL Aero vorgestellt. Dank neuem Ventilator von <a href="https://www.ebmpapst.ch/" target="_blank" rel="noopener">ebm-papst</a> und optimierter Verdampfergeometrie ist sie 8 dB leiser als das Vorgängermodell.</p>
		<p>Die <a href="https://www.nzz.ch/wirtschaft/waermepumpen-boom-ld.1772210" target="_blank" rel="noopener">NZZ</a> hat in ihrem Bericht zum Wärmepumpen-Boom auch unseren Produktionsstandort in Niederurnen besucht.</p>
		<p>Alle Fachpartner erhalten die Schulungsunterlagen zur WWL Aero im <a href="https://service.waermewerk-linth.ch/login">Serviceportal</a>.</p>
	</div>
	<div class="news-backlink-wrap"><a href="/aktuell">Zurück</a></div>
</div></div>
</div>
` +
  foot;

const W = 'https://www.waermewerk-linth.ch';

export const site: CorpusSite = {
  domain: 'waermewerk-linth.ch',
  covers:
    'Swiss German heat-pump manufacturer on TYPO3 (fluid_styled_content frames, Usercentrics, Matomo, nginx) served from www.: installer partners in an Extbase list paginated by a cHash query over two pages (one installer without website, one unlinked domain), foreign sales partners in a content table, and technology partners as a logo grid on a footer-only page; traps are FWS/suissetec/EHPA memberships, an ISO certifier and test centre, reference clients and architects, a trade fair, a component supplier and press in a news item, a job board and own service/analytics subdomains.',
  pages: {
    '/': { status: 301, redirect: W + '/' },
    [W + '/']: { headers: HEADERS, html: home },
    [W + '/partner/fachpartner']: { headers: HEADERS, html: fachpartner(1) },
    [W + PAGE2]: { headers: HEADERS, html: fachpartner(2) },
    [W + '/partner/vertrieb-international']: { headers: HEADERS, html: international },
    [W + '/partner/systempartner']: { headers: HEADERS, html: system },
    [W + '/unternehmen/mitgliedschaften']: { headers: HEADERS, html: mitglied },
    [W + '/referenzen']: { headers: HEADERS, html: referenzen },
    [W + '/aktuell/detail/swissbau-2024']: { headers: HEADERS, html: news },
  },
  sitemap: [
    W + '/',
    W + '/partner/fachpartner',
    W + '/partner/vertrieb-international',
    W + '/partner/systempartner',
    W + '/unternehmen/mitgliedschaften',
    W + '/referenzen',
    W + '/aktuell/detail/swissbau-2024',
  ],
  technologies: ['typo3-cms', 'php', 'usercentrics', 'matomo-analytics', 'nginx', 'open-graph', 'hsts'],
  partners: {
    'hefti-haustechnik.ch': 'channel',
    'rueegg-heizung.ch': 'channel',
    'waermepunkt-zh.ch': 'channel',
    'inderbitzin-energie.ch': 'channel',
    'caflisch-heizungen.ch': 'channel',
    'zaugg-waermetechnik.ch': 'channel',
    'amrein-haustechnik.ch': 'channel',
    'meier-soehne-heizung.ch': 'channel',
    'thurtalwaerme.ch': 'channel',
    'frommelt-haustechnik.li': 'channel',
    'alpentherm.at': 'channel',
    'termotec-suedtirol.it': 'channel',
    'belimo.com': 'technology',
    'danfoss.com': 'technology',
    'loxone.com': 'technology',
    'fronius.com': 'technology',
  },
};
