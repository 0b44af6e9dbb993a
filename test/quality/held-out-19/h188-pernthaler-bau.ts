import type { CorpusSite } from '../corpus/types.js';

/** Styrian general contractor (Graz) on TYPO3 v12 with a custom site package, German (Austria). */

const typo3Headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-ua-compatible': 'IE=edge',
  'content-language': 'de-AT',
  vary: 'Accept-Encoding',
};

const menu: [string, string][] = [
  ['/unternehmen', 'Unternehmen'],
  ['/leistungen', 'Leistungen'],
  ['/referenzen', 'Referenzen'],
  ['/partner', 'Partner'],
  ['/aktuelles', 'Aktuelles'],
  ['/karriere', 'Karriere'],
  ['/kontakt', 'Kontakt'],
];

let ce = 210;
const frame = (type: string, inner: string, layout = 'frame-default') => {
  const id = ce++;
  return `				<div id="c${id}" class="frame ${layout} frame-type-${type} frame-layout-0">
					<a id="c${id + 1000}"></a>
${inner}
				</div>`;
};
const text = (header: string | null, html: string, tag = 'h2') =>
  frame('text', `${header ? `					<header><${tag} class="">${header}</${tag}></header>\n` : ''}${html}`);

const doc = (path: string, title: string, description: string, pageUid: number, content: string, extraBody = '') => ({
  headers: typo3Headers,
  html: `<!DOCTYPE html>
<html lang="de-AT">
<head>

<meta charset="utf-8">
<!-- 
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<title>${title}: Pernthaler &amp; Söhne Bau</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:site_name" content="Pernthaler &amp; Söhne Bau GmbH">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-8e1f4b2a9c7d3e5f1a0b6c8d2e4f7a9b-min.css.gz?1709741220" media="all">
<link rel="stylesheet" href="/_assets/4c9b1e0a7d2f3a5b8c6e1d0f9a2b3c4d/Css/main.min.css?1709741220" media="all">
<link rel="canonical" href="https://pernthaler-bau.at${path}">
<link rel="icon" href="/_assets/4c9b1e0a7d2f3a5b8c6e1d0f9a2b3c4d/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xy3kP9wQv" async></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://statistik.pernthaler-bau.at/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>
<body id="p${pageUid}" class="page-${pageUid} pagelevel-1 language-0 backendlayout-default layout-default">
	<a class="skip-link visually-hidden-focusable" href="#page-content">Zum Inhalt springen</a>
	<header class="site-header">
		<div class="site-header__top">
			<div class="container"><span>Bauen in der Steiermark seit 1953</span> <a href="tel:+43316472100">+43 316 47 21 00</a> <a href="mailto:office@pernthaler-bau.at">office@pernthaler-bau.at</a></div>
		</div>
		<div class="container site-header__main">
			<a class="site-logo" href="/" title="Pernthaler &amp; Söhne Bau"><img src="/_assets/4c9b1e0a7d2f3a5b8c6e1d0f9a2b3c4d/Images/logo-pernthaler.svg" width="240" height="56" alt="Pernthaler &amp; Söhne Bau GmbH"></a>
			<nav class="main-nav" aria-label="Hauptnavigation">
				<ul class="main-nav__list">
${menu.map(([href, label]) => `					<li class="main-nav__item${href === path ? ' main-nav__item--active' : ''}"><a href="${href}" class="main-nav__link"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`).join('\n')}
				</ul>
			</nav>
			<button class="nav-toggle" type="button" aria-controls="mobile-nav" aria-expanded="false"><span class="visually-hidden">Menü</span></button>
		</div>
	</header>
	<main id="page-content" class="page-content">
		<div class="page-header"><div class="container"><nav class="breadcrumb" aria-label="Brotkrümelnavigation"><ol><li><a href="/">Startseite</a></li>${path === '/' ? '' : `<li aria-current="page">${title}</li>`}</ol></nav>${path === '/' ? '' : `<h1 class="page-title">${title}</h1>`}</div></div>
		<div class="container">
			<!--TYPO3SEARCH_begin-->
${content}
			<!--TYPO3SEARCH_end-->
		</div>
	</main>
	<footer class="site-footer">
		<div class="container site-footer__grid">
			<div class="site-footer__col">
				<p><strong>Pernthaler &amp; Söhne Bau GmbH</strong><br>Liebenauer Hauptstraße 140<br>8041 Graz</p>
				<p>T +43 316 47 21 00<br><a href="mailto:office@pernthaler-bau.at">office@pernthaler-bau.at</a></p>
			</div>
			<div class="site-footer__col">
				<ul class="footer-nav"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/karriere">Karriere</a></li><li><a href="https://www.pernthaler-immobilien.at" target="_blank" rel="noopener">Pernthaler Immobilien</a></li></ul>
			</div>
			<div class="site-footer__col">
				<p class="footer-memberships">Mitglied der <a href="https://www.wko.at/branchen/gewerbe-handwerk/bau/start" target="_blank" rel="noopener">Landesinnung Bau Steiermark</a><br>Zertifiziert nach ISO 9001 und ISO 45001 durch <a href="https://www.tuv.at" target="_blank" rel="noopener">TÜV AUSTRIA</a></p>
				<ul class="social"><li><a href="https://www.linkedin.com/company/pernthaler-bau" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://www.facebook.com/pernthalerbau" target="_blank" rel="noopener">Facebook</a></li><li><a href="https://www.instagram.com/pernthaler_bau" target="_blank" rel="noopener">Instagram</a></li></ul>
			</div>
		</div>
		<div class="container site-footer__bottom"><p>© 2024 Pernthaler &amp; Söhne Bau GmbH · Umsetzung: <a href="https://www.pixelhof.at" target="_blank" rel="noopener">Pixelhof Graz</a></p></div>
	</footer>
${extraBody}<script src="/typo3temp/assets/compressed/merged-2b4d6f8a0c1e3a5b7d9f1b3d5f7a9c1e-min.js.gz?1709741220"></script>
<script src="/_assets/4c9b1e0a7d2f3a5b8c6e1d0f9a2b3c4d/JavaScript/main.min.js?1709741220"></script>
</body>
</html>`,
});

const gallery = (items: { img: string; alt: string; href?: string; caption?: string }[], cols = 4) =>
  frame(
    'image',
    `					<div class="ce-image ce-center ce-above">
						<div class="ce-gallery" data-ce-columns="${cols}" data-ce-images="${items.length}">
							<div class="ce-outer"><div class="ce-inner">
${Array.from(
  { length: Math.ceil(items.length / cols) },
  (_, r) => `								<div class="ce-row">
${items
  .slice(r * cols, r * cols + cols)
  .map(
    (it) =>
      `									<div class="ce-column"><figure class="image">${it.href ? `<a href="${it.href}" target="_blank" rel="noreferrer">` : ''}<img class="image-embed-item" src="/fileadmin/_processed_/${it.img}" width="220" height="110" loading="lazy" alt="${it.alt}">${it.href ? '</a>' : ''}${it.caption ? `<figcaption class="image-caption">${it.caption}</figcaption>` : ''}</figure></div>`,
  )
  .join('\n')}
								</div>`,
).join('\n')}
							</div></div>
						</div>
					</div>`,
  );

const home = [
  frame(
    'textmedia',
    `					<div class="hero">
						<img src="/fileadmin/_processed_/3/7/csm_hero-murtalbruecke_7a2f4c1e9b.jpg" width="1920" height="860" alt="Baustelle Murtalbrücke im Morgenlicht">
						<div class="hero__text"><h1>Wir bauen die Steiermark. Seit 1953.</h1><p>Hochbau, Tiefbau und Sanierung aus einer Hand – mit 380 Mitarbeiterinnen und Mitarbeitern und eigenem Fuhrpark.</p><a class="btn btn-primary" href="/leistungen">Unsere Leistungen</a></div>
					</div>`,
    'frame-none',
  ),
  text(
    'Aktuelle Großprojekte',
    `					<ul>
						<li><strong>Murtalbrücke Judenburg</strong> – Neubau der Landesstraßenbrücke in ARGE, Fertigstellung 2025</li>
						<li><strong>Wohnpark Liebenau</strong> – 146 geförderte Wohnungen in Holz-Hybridbauweise</li>
						<li><strong>Generalsanierung Volksschule St. Peter</strong> – Sanierung im laufenden Betrieb</li>
					</ul>
					<p><a href="/referenzen" class="btn btn-outline">Alle Referenzen</a></p>`,
  ),
  text(
    'Zahlen &amp; Fakten',
    `					<div class="facts"><div class="fact"><strong>380</strong> Mitarbeitende</div><div class="fact"><strong>42</strong> Lehrlinge</div><div class="fact"><strong>118 Mio. €</strong> Bauleistung 2023</div><div class="fact"><strong>3</strong> Standorte</div></div>`,
  ),
  text(
    'Ausgezeichnet',
    `					<p>Der Wohnbau „Am Grünanger" wurde mit dem <a href="https://www.bauherrenpreis.at/preistraeger-2023" target="_blank" rel="noopener">Bauherrenpreis 2023</a> der Zentralvereinigung der Architekt:innen Österreichs ausgezeichnet. Die <a href="https://www.kleinezeitung.at/steiermark/graz/6312987/Pernthaler-Bau-70-Jahre" target="_blank" rel="noopener">Kleine Zeitung</a> berichtete zu unserem 70-Jahr-Jubiläum.</p>`,
  ),
].join('\n');

const company = [
  text(
    'Familienunternehmen in dritter Generation',
    `					<p>1953 gründete Baumeister Alois Pernthaler in Graz-Liebenau ein kleines Bauunternehmen mit acht Mitarbeitern. Heute führen seine Enkel DI Markus Pernthaler und Bmstr. Eva Pernthaler-Kogler das Unternehmen, das mit 380 Beschäftigten zu den größten privaten Baufirmen der Steiermark zählt.</p>
					<p>Neben dem Stammsitz in Graz betreiben wir Standorte in Leoben und Feldbach sowie einen eigenen Bauhof mit Betonwerk-Anbindung in Kalsdorf.</p>`,
  ),
  text(
    'Qualität &amp; Sicherheit',
    `					<p>Unser integriertes Managementsystem ist nach ISO 9001 (Qualität), ISO 14001 (Umwelt) und ISO 45001 (Arbeitssicherheit) zertifiziert. Seit 2015 sind wir zudem klimaaktiv-Partner des Bundesministeriums.</p>`,
  ),
  text(
    'Geschäftsführung',
    `					<p>DI Markus Pernthaler (Technik) · Bmstr. Eva Pernthaler-Kogler (Kaufmännisches &amp; Personal) · Ing. Thomas Rainer (Tiefbau)</p>`,
  ),
].join('\n');

const services = [
  text(
    'Hochbau',
    `					<p>Wohnbau, Gewerbe- und Industriebau, öffentliche Bauten – als Baumeister oder Generalunternehmer, in Massiv- und Holz-Hybridbauweise.</p>`,
  ),
  text(
    'Tiefbau &amp; Brückenbau',
    `					<p>Straßen-, Kanal- und Brückenbau für Land, Gemeinden und Private, inklusive Spezialtiefbau und Hangsicherungen.</p>`,
  ),
  text(
    'Sanierung',
    `					<p>Thermische Sanierung, Generalsanierung im laufenden Betrieb, Denkmalschutz. Wir arbeiten nach BIM-Methode und erfassen Bestände mit Laserscan.</p>`,
  ),
  text('Generalunternehmer', `					<p>Von der Einreichplanung bis zur Schlüsselübergabe: ein Ansprechpartner, ein Fixpreis, ein Termin.</p>`),
].join('\n');

const references = [
  text(null, `					<p>Eine Auswahl unserer Projekte der letzten Jahre. Weitere Referenzen senden wir Ihnen gerne auf Anfrage.</p>`),
  frame(
    'textpic',
    `					<div class="ce-textpic ce-left ce-intext">
						<div class="ce-gallery"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/a/4/csm_ref-wohnpark-liebenau_1c2d3e.jpg" width="600" height="400" loading="lazy" alt="Wohnpark Liebenau"></figure></div>
						<div class="ce-bodytext"><h3>Wohnpark Liebenau, Graz</h3><p>146 geförderte Mietwohnungen in Holz-Hybridbauweise, Tiefgarage mit 120 Stellplätzen. Bauherr: <a href="https://www.steirerheim.at" target="_blank" rel="noopener">Wohnbaugenossenschaft Steirerheim</a>. Planung: Atelier Kranz ZT GmbH (<a href="https://www.atelierkranz.at" target="_blank" rel="noopener">atelierkranz.at</a>). Ausführung in ARGE mit Kogler Hochbau. 2022–2024.</p></div>
					</div>`,
  ),
  frame(
    'textpic',
    `					<div class="ce-textpic ce-left ce-intext">
						<div class="ce-gallery"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/b/7/csm_ref-murtalbruecke_5e6f7a.jpg" width="600" height="400" loading="lazy" alt="Murtalbrücke"></figure></div>
						<div class="ce-bodytext"><h3>Murtalbrücke Judenburg</h3><p>Neubau einer 312 m langen Spannbetonbrücke. Auftraggeber: Land Steiermark, Abteilung 16. Ausführung: ARGE Murtalbrücke (Pernthaler &amp; Söhne / Grünwald Tiefbau). 2023–2025.</p></div>
					</div>`,
  ),
  frame(
    'textpic',
    `					<div class="ce-textpic ce-left ce-intext">
						<div class="ce-gallery"><figure class="image"><img class="image-embed-item" src="/fileadmin/_processed_/c/2/csm_ref-gewerbepark-kalsdorf_9a8b7c.jpg" width="600" height="400" loading="lazy" alt="Gewerbepark Kalsdorf"></figure></div>
						<div class="ce-bodytext"><h3>Gewerbepark Kalsdorf</h3><p>Vier Hallen mit 18.000 m² Nutzfläche, errichtet als Generalunternehmer für die <a href="https://www.murtal-immobilien.at" target="_blank" rel="noopener">Murtal Immobilien GmbH</a>. 2021.</p></div>
					</div>`,
  ),
  frame(
    'textpic',
    `					<div class="ce-textpic ce-left ce-intext">
						<div class="ce-bodytext"><h3>Grenzüberschreitend: Logistikzentrum Maribor</h3><p>Rohbau und Fassade eines Logistikzentrums in Slowenien, gemeinsam mit unserem slowenischen ARGE-Partner Gradnje Pohorje. 2020.</p></div>
					</div>`,
  ),
].join('\n');

const partners = [
  text(
    null,
    `					<p>Große Bauvorhaben gelingen nur gemeinsam. Wir arbeiten seit vielen Jahren mit verlässlichen Partnern zusammen – in Arbeitsgemeinschaften ebenso wie bei Baustoffen, Stahl- und Holzbau.</p>`,
  ),
  text(
    'ARGE-Partner',
    `					<p>Für Großprojekte bilden wir Arbeitsgemeinschaften mit Unternehmen, deren Arbeitsweise wir kennen und schätzen:</p>
					<ul>
						<li><strong>Grünwald Tiefbau GmbH</strong>, Knittelfeld – ARGE Murtalbrücke (2023–2025) · <a href="https://www.gruenwald-tiefbau.at" target="_blank" rel="noopener">www.gruenwald-tiefbau.at</a></li>
						<li><strong>Kogler Hochbau GmbH</strong>, Gleisdorf – ARGE Wohnpark Liebenau (2022–2024) · <a href="https://kogler-hochbau.at" target="_blank" rel="noopener">kogler-hochbau.at</a></li>
						<li><strong>Gradnje Pohorje d.o.o.</strong>, Maribor (SLO) – grenzüberschreitende Projekte in Slowenien · <a href="https://www.gradnje-pohorje.si" target="_blank" rel="noopener">www.gradnje-pohorje.si</a></li>
					</ul>`,
  ),
  text('Lieferpartner', `					<p>Unsere wichtigsten Lieferpartner stammen aus der Region – kurze Wege, bekannte Qualität:</p>`),
  gallery(
    [
      {
        img: '1/4/csm_logo-beton-steiermark_2a4b6c.png',
        alt: 'Beton Steiermark GmbH – Transportbeton',
        href: 'https://www.betonsteiermark.at',
      },
      {
        img: '2/5/csm_logo-ziegelwerk-leitner_3b5c7d.png',
        alt: 'Ziegelwerk Leitner – Mauerziegel',
        href: 'https://www.ziegelwerk-leitner.at',
      },
      { img: '3/6/csm_logo-stahlbau-muerztal_4c6d8e.png', alt: 'Stahlbau Mürztal GmbH', href: 'https://stahlbau-muerztal.at' },
      { img: '4/7/csm_logo-holzbau-zirbenland_5d7e9f.png', alt: 'Holzbau Zirbenland', href: 'https://www.holzbau-zirbenland.at' },
      { img: '5/8/csm_logo-fenster-pichler_6e8f0a.png', alt: 'Fenster Pichler', caption: 'Fenster &amp; Türen – www.fenster-pichler.at' },
    ],
    5,
  ),
  text(
    'Technologiepartner',
    `					<p>Seit 2019 planen und koordinieren wir Projekte nach der BIM-Methode. Unser Technologiepartner <strong>Planquadrat Software</strong> aus Wien hat dafür eine Schnittstelle zwischen Kalkulation, Bauzeitplan und 3D-Modell mit uns entwickelt. Mehr unter <a href="https://www.planquadrat-software.at/referenzen/pernthaler" target="_blank" rel="noopener">planquadrat-software.at</a>.</p>`,
  ),
  text(
    'Partner werden',
    `					<p>Sie sind Nachunternehmer oder Lieferant und möchten mit uns arbeiten? Registrieren Sie sich in unserem <a href="https://lieferanten.pernthaler-bau.at">Lieferantenportal</a>.</p>`,
  ),
].join('\n');

const news = [
  frame(
    'list',
    `					<div class="news-list-view">
						<article class="news-item"><time datetime="2024-02-28">28.02.2024</time><h3><a href="/aktuelles/detail/spatenstich-volksschule-st-peter">Spatenstich für die Generalsanierung der VS St. Peter</a></h3><p>Die Sanierung erfolgt in vier Etappen im laufenden Schulbetrieb.</p></article>
						<article class="news-item"><time datetime="2023-11-15">15.11.2023</time><h3><a href="/aktuelles/detail/murtalbruecke-tragwerk">Murtalbrücke: Tragwerk geschlossen</a></h3><p>Die ARGE Murtalbrücke hat das letzte Feld betoniert – drei Wochen vor Plan.</p></article>
						<article class="news-item"><time datetime="2023-09-04">04.09.2023</time><h3><a href="/aktuelles/detail/70-jahre-pernthaler">70 Jahre Pernthaler &amp; Söhne</a></h3><p>Mit 600 Gästen haben wir am Bauhof Kalsdorf gefeiert. Lesen Sie auch den <a href="https://www.kleinezeitung.at/steiermark/graz/6312987/Pernthaler-Bau-70-Jahre" target="_blank" rel="noopener">Bericht der Kleinen Zeitung</a>.</p></article>
						<article class="news-item"><time datetime="2023-06-20">20.06.2023</time><h3><a href="/aktuelles/detail/lehrlingsaward">Zwei Lehrlinge beim Landeslehrlingswettbewerb auf dem Podest</a></h3><p>Gratulation an Lukas und Selina!</p></article>
						<div class="page-navigation"><ul class="f3-widget-paginator"><li class="current">1</li><li><a href="/aktuelles/page-2">2</a></li><li class="next"><a href="/aktuelles/page-2">weiter</a></li></ul></div>
					</div>`,
  ),
].join('\n');

const careers = [
  text(
    'Karriere am Bau',
    `					<p>Bei uns arbeiten Sie an Projekten, die man noch in fünfzig Jahren sieht. Wir bieten Überzahlung, Weiterbildung in unserer eigenen Bauakademie und einen sicheren Arbeitsplatz in einem Familienunternehmen.</p>`,
  ),
  text(
    'Offene Stellen',
    `					<ul>
						<li><strong>Bauleiter:in Hochbau</strong> (Vollzeit, Graz) – ab € 4.200 brutto/Monat, Überzahlung je nach Qualifikation</li>
						<li><strong>Polier:in Tiefbau</strong> (Vollzeit, Leoben)</li>
						<li><strong>Lehrlinge Maurer:in, Schalungsbauer:in, Tiefbauer:in</strong> (Start September)</li>
					</ul>
					<p>Alle Stellen finden Sie auch auf <a href="https://www.karriere.at/f/pernthaler-soehne-bau" target="_blank" rel="noopener">karriere.at</a> und im <a href="https://jobs.ams.at/public/emps/" target="_blank" rel="noopener">eJob-Room des AMS</a>. Bewerbungen an <a href="mailto:karriere@pernthaler-bau.at">karriere@pernthaler-bau.at</a>.</p>`,
  ),
].join('\n');

const contact = [
  text(
    'Standorte',
    `					<div class="row">
						<div class="col"><h3>Graz (Zentrale)</h3><p>Liebenauer Hauptstraße 140, 8041 Graz<br>T +43 316 47 21 00</p></div>
						<div class="col"><h3>Leoben</h3><p>Kerpelystraße 22, 8700 Leoben<br>T +43 3842 21 560</p></div>
						<div class="col"><h3>Feldbach</h3><p>Gniebinger Weg 7, 8330 Feldbach<br>T +43 3152 28 90</p></div>
					</div>`,
  ),
  frame(
    'html',
    `					<iframe title="Karte Zentrale Graz" width="100%" height="380" loading="lazy" src="https://www.openstreetmap.org/export/embed.html?bbox=15.4530%2C47.0280%2C15.4730%2C47.0400&amp;layer=mapnik&amp;marker=47.0340%2C15.4630"></iframe>`,
  ),
  frame(
    'form_formframework',
    `					<form enctype="multipart/form-data" method="post" id="kontakt-${ce}" action="/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend#kontakt-${ce}">
						<div class="form-group"><label class="form-label" for="kontakt-name">Name<span class="required">*</span></label><input required="required" placeholder="Vor- und Nachname" class="form-control" id="kontakt-name" type="text" name="tx_form_formframework[kontakt][name]" value=""></div>
						<div class="form-group"><label class="form-label" for="kontakt-email">E-Mail<span class="required">*</span></label><input required="required" class="form-control" id="kontakt-email" type="email" name="tx_form_formframework[kontakt][email]" value=""></div>
						<div class="form-group"><label class="form-label" for="kontakt-nachricht">Nachricht<span class="required">*</span></label><textarea required="required" class="form-control" id="kontakt-nachricht" name="tx_form_formframework[kontakt][nachricht]" rows="6"></textarea></div>
						<div class="actions"><button class="btn btn-primary" type="submit" name="tx_form_formframework[kontakt][__currentPage]" value="1">Absenden</button></div>
					</form>`,
  ),
].join('\n');

const imprint = [
  text(
    'Impressum',
    `					<p><strong>Pernthaler &amp; Söhne Bau GmbH</strong><br>Liebenauer Hauptstraße 140, 8041 Graz, Österreich</p>
					<p>Firmenbuchnummer: FN 48217 t · Firmenbuchgericht: Landesgericht für ZRS Graz<br>UID: ATU28471903<br>Gewerbe: Baumeister (Bmstr. Eva Pernthaler-Kogler)<br>Kammer: Wirtschaftskammer Steiermark, Landesinnung Bau<br>Aufsichtsbehörde: Magistrat Graz<br>Anwendbare Rechtsvorschriften: Gewerbeordnung, abrufbar unter <a href="https://www.ris.bka.gv.at" target="_blank" rel="noopener">www.ris.bka.gv.at</a></p>
					<p>Schwesterunternehmen: Pernthaler Immobilien GmbH, <a href="https://www.pernthaler-immobilien.at" target="_blank" rel="noopener">www.pernthaler-immobilien.at</a></p>
					<p>Bildnachweis: eigene Aufnahmen, Drohnenbilder © Luftbild Süd</p>`,
    'h1',
  ),
].join('\n');

export const site: CorpusSite = {
  domain: 'pernthaler-bau.at',
  otherDomains: ['pernthaler-immobilien.at'],
  covers:
    'TYPO3 v12 construction company (de-AT): joint-venture (ARGE) partners as a list, suppliers as a ce-gallery logo grid with alt text (one domain only in a figcaption), a technology partner in prose; clients and project architects in references, memberships, certifier, award, press, public job board, legal registry link, supplier portal subdomain, sister company and agency credit as negatives',
  pages: {
    '/': doc('/', 'Startseite', 'Pernthaler & Söhne Bau – Hochbau, Tiefbau und Sanierung in der Steiermark seit 1953.', 1, home),
    '/unternehmen': doc('/unternehmen', 'Unternehmen', 'Familienunternehmen in dritter Generation.', 2, company),
    '/leistungen': doc('/leistungen', 'Leistungen', 'Hochbau, Tiefbau, Brückenbau, Sanierung und Generalunternehmer.', 3, services),
    '/referenzen': doc('/referenzen', 'Referenzen', 'Ausgewählte Bauprojekte.', 4, references),
    '/partner': doc(
      '/partner',
      'Partner &amp; Lieferanten',
      'ARGE-Partner, Lieferpartner und Technologiepartner von Pernthaler & Söhne Bau.',
      5,
      partners,
    ),
    '/aktuelles': doc('/aktuelles', 'Aktuelles', 'Neuigkeiten von unseren Baustellen.', 6, news),
    '/karriere': doc('/karriere', 'Karriere', 'Jobs und Lehrstellen bei Pernthaler & Söhne Bau.', 7, careers),
    '/kontakt': doc('/kontakt', 'Kontakt', 'Standorte und Kontaktformular.', 8, contact),
    '/impressum': doc('/impressum', 'Impressum', 'Impressum gemäß § 5 ECG.', 9, imprint),
  },
  technologies: ['typo3-cms', 'php', 'apache-http-server', 'matomo-analytics', 'usercentrics', 'openstreetmap'],
  partners: {
    'gruenwald-tiefbau.at': 'generic',
    'kogler-hochbau.at': 'generic',
    'gradnje-pohorje.si': 'generic',
    'betonsteiermark.at': 'generic',
    'ziegelwerk-leitner.at': 'generic',
    'stahlbau-muerztal.at': 'generic',
    'holzbau-zirbenland.at': 'generic',
    'fenster-pichler.at': 'generic',
    'planquadrat-software.at': 'technology',
  },
};
