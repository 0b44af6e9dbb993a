import type { CorpusSite } from '../corpus/types.js';

/** Solid-wood furniture maker from Cantù on Joomla 4 with the Helix Ultimate template, Italian. */

const joomlaHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const nav = [
  ['/it/', 'Home', 101],
  ['/it/azienda', 'Azienda', 102],
  ['/it/collezioni', 'Collezioni', 103],
  ['/it/contract', 'Contract', 104],
  ['/it/showroom', 'Showroom', 105],
  ['/it/rivenditori', 'Rivenditori', 106],
  ['/it/news', 'News', 107],
  ['/it/contatti', 'Contatti', 108],
] as const;

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="it-it" dir="ltr">
	<head>
		<meta charset="utf-8">
		<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
		<meta name="description" content="${description}">
		<meta name="generator" content="Joomla! - Open Source Content Management">
		<title>${title}</title>
		<link href="https://officinalariana.it${path}" rel="canonical">
		<link href="https://officinalariana.it${path}" rel="alternate" hreflang="it-IT">
		<link href="https://officinalariana.it/en/" rel="alternate" hreflang="en-GB">
		<link href="/images/favicon-ol.ico" rel="icon" type="image/vnd.microsoft.icon">
		<link href="/media/vendor/joomla-custom-elements/css/joomla-alert.min.css?0.2.0" rel="stylesheet">
		<link href="//fonts.googleapis.com/css?family=Cormorant Garamond:400,500,600,700&amp;subset=latin&amp;display=swap" rel="stylesheet" media="none" onload="media=&quot;all&quot;">
		<link href="//fonts.googleapis.com/css?family=Karla:300,400,500,700&amp;subset=latin&amp;display=swap" rel="stylesheet" media="none" onload="media=&quot;all&quot;">
		<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">
		<link href="/plugins/system/helixultimate/assets/css/system-j4.min.css" rel="stylesheet">
		<link href="/media/system/css/joomla-fontawesome.min.css?a8c9d1" rel="stylesheet">
		<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">
		<link href="/templates/shaper_helixultimate/css/presets/preset4.css" rel="stylesheet">
		<link href="/templates/shaper_helixultimate/css/custom.css" rel="stylesheet">
		<style>.sp-megamenu-parent > li > a{font-family:'Karla', sans-serif;text-transform:uppercase;letter-spacing:.08em}h1,h2,h3{font-family:'Cormorant Garamond', serif}</style>
		<script type="application/json" class="joomla-script-options new">{"data":{"breakpoints":{"tablet":991,"mobile":480},"header":{"stickyOffset":"100"}},"csrf.token":"6d1f0e8a4b2c9d7e5f3a1b0c8d6e4f2a","system.paths":{"root":"","rootFull":"https:\\/\\/officinalariana.it\\/","base":"","baseFull":"https:\\/\\/officinalariana.it\\/"},"system.keepalive":{"interval":840000,"uri":"\\/it\\/component\\/ajax\\/?format=json"}}</script>
		<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
		<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
		<script src="/media/system/js/keepalive-es5.min.js?4eac3f5b0c42a860f0f438ed1bea8b0bdddb3804" defer nomodule></script>
		<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
		<script src="/templates/shaper_helixultimate/js/main.js" defer></script>
		<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3481920,"cookiePolicyId":34819201,"lang":"it","floatingPreferencesButtonDisplay":"bottom-left","banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"position":"float-bottom-center","rejectButtonDisplay":true}};</script>
		<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3481920.js"></script>
		<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
	</head>`;

const body = (
  itemid: number,
  view: string,
  path: string,
  content: string,
) => `	<body class="site helix-ultimate hu com_content com-content view-${view} layout-default task-none itemid-${itemid} it-it ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
		<div class="body-wrapper">
			<div class="body-innerwrapper">
				<div id="sp-top-bar">
					<div class="container"><div class="container-inner"><div class="row">
						<div id="sp-top1" class="col-lg-6"><div class="sp-column text-center text-lg-start"><ul class="sp-contact-info"><li class="sp-contact-phone"><span class="fas fa-phone" aria-hidden="true"></span> <a href="tel:+39031712640">+39 031 712 640</a></li><li class="sp-contact-email"><span class="far fa-envelope" aria-hidden="true"></span> <a href="mailto:info@officinalariana.it">info@officinalariana.it</a></li></ul></div></div>
						<div id="sp-top2" class="col-lg-6"><div class="sp-column text-center text-lg-end">
							<ul class="social-icons">
								<li class="social-icon-facebook"><a target="_blank" rel="noopener noreferrer" href="https://www.facebook.com/officinalariana" aria-label="Facebook"><span class="fab fa-facebook" aria-hidden="true"></span></a></li>
								<li class="social-icon-instagram"><a target="_blank" rel="noopener noreferrer" href="https://www.instagram.com/officinalariana" aria-label="Instagram"><span class="fab fa-instagram" aria-hidden="true"></span></a></li>
								<li class="social-icon-pinterest"><a target="_blank" rel="noopener noreferrer" href="https://www.pinterest.it/officinalariana" aria-label="Pinterest"><span class="fab fa-pinterest" aria-hidden="true"></span></a></li>
							</ul>
							<div class="sp-module mod-languages"><ul class="lang-inline"><li class="lang-active"><a href="${path}">IT</a></li><li><a href="/en/">EN</a></li><li><a href="https://www.officinalariana.de/">DE</a></li></ul></div>
						</div></div>
					</div></div></div>
				</div>
				<header id="sp-header">
					<div class="container"><div class="container-inner"><div class="row">
						<div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/it/"><img class="logo-image" src="/images/logo/officina-lariana.svg" alt="Officina Lariana — arredi in legno massello"></a></div></div></div>
						<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center">
							<nav class="sp-megamenu-wrapper d-flex" role="navigation"><a id="offcanvas-toggler" aria-label="Menu" class="offcanvas-toggler-right d-flex d-lg-none" href="#"><div class="burger-icon" aria-hidden="true"><span></span><span></span><span></span></div></a>
								<ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">
${nav.map(([href, label, id]) => `									<li class="sp-menu-item${id === itemid ? ' current-item active' : ''}"><a${id === itemid ? ' aria-current="page"' : ''} href="${href}">${label}</a></li>`).join('\n')}
								</ul>
							</nav>
						</div></div>
					</div></div></div>
				</header>
				<section id="sp-page-title"><div class="row"><div id="sp-title" class="col-lg-12"><div class="sp-column"></div></div></div></section>
				<section id="sp-main-body">
					<div class="container"><div class="container-inner"><div class="row">
						<main id="sp-component" class="col-lg-12">
							<div class="sp-column">
								<div id="system-message-container" aria-live="polite"></div>
${content}
							</div>
						</main>
					</div></div></div>
				</section>
				<section id="sp-bottom">
					<div class="container"><div class="container-inner"><div class="row">
						<div id="sp-bottom1" class="col-sm-col-sm-6 col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Officina Lariana</h3><div class="sp-module-content"><div class="mod-custom custom">
							<p>Via Milano 58<br>22063 Cantù (CO) — Italia<br>P.IVA 01938470135</p>
							<p>Showroom aperto lun–sab 9:00–12:30 / 14:30–19:00</p>
						</div></div></div></div></div>
						<div id="sp-bottom2" class="col-sm-col-sm-6 col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Link utili</h3><div class="sp-module-content">
							<ul class="mod-menu mod-list menu">
								<li class="item-120"><a href="/it/rivenditori">Trova un rivenditore</a></li>
								<li class="item-121"><a href="/it/lavora-con-noi">Lavora con noi</a></li>
								<li class="item-122"><a href="/images/cataloghi/officina-lariana-catalogo-2024.pdf">Catalogo 2024 (PDF)</a></li>
								<li class="item-123"><a href="https://www.iubenda.com/privacy-policy/34819201" class="iubenda-nostyle iubenda-embed">Privacy Policy</a></li>
								<li class="item-124"><a href="https://www.iubenda.com/privacy-policy/34819201/cookie-policy" class="iubenda-nostyle iubenda-embed">Cookie Policy</a></li>
							</ul>
						</div></div></div></div>
						<div id="sp-bottom3" class="col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Newsletter</h3><div class="sp-module-content">
							<form action="/it/newsletter?task=subscribe" method="post" class="acym_module_form">
								<p>Novità, collezioni e inviti agli eventi in showroom.</p>
								<input type="email" name="user[email]" class="form-control" placeholder="La tua email" required>
								<label><input type="checkbox" name="privacy" required> Ho letto l'informativa privacy</label>
								<button type="submit" class="btn btn-primary">Iscriviti</button>
							</form>
						</div></div></div></div>
					</div></div></div>
				</section>
				<footer id="sp-footer">
					<div class="container"><div class="container-inner"><div class="row">
						<div id="sp-footer1" class="col-lg-12"><div class="sp-column"><span class="sp-copyright">© 2024 Officina Lariana S.r.l. — Tutti i diritti riservati. Realizzazione sito: <a href="https://www.weblinecomo.it" target="_blank" rel="noopener">Webline Como</a></span></div></div>
					</div></div></div>
				</footer>
			</div>
		</div>
		<div class="offcanvas-overlay"></div>
		<div class="offcanvas-menu"><div class="d-flex align-items-center p-3 pt-4"><a href="#" class="close-offcanvas" aria-label="Chiudi"><div class="burger-icon"><span></span><span></span><span></span></div></a></div><div class="offcanvas-inner"><div class="sp-module"><div class="sp-module-content"><ul class="menu">
${nav.map(([href, label]) => `			<li><a href="${href}">${label}</a></li>`).join('\n')}
		</ul></div></div></div></div>
		<a href="#" class="sp-scroll-up" aria-label="Torna su"><span class="fas fa-angle-up" aria-hidden="true"></span></a>
	</body>
</html>`;

const page = (title: string, description: string, path: string, itemid: number, view: string, content: string) => ({
  headers: joomlaHeaders,
  html: `${head(title, description, path)}
${body(itemid, view, path, content)}`,
});

const article = (title: string, inner: string) => `								<div class="article-details " itemscope itemtype="https://schema.org/Article">
									<meta itemprop="inLanguage" content="it-IT">
									<div class="article-header"><h1 itemprop="headline">${title}</h1></div>
									<div itemprop="articleBody">
${inner}
									</div>
								</div>`;

const home = `								<div class="blog-featured" itemscope itemtype="https://schema.org/Blog">
									<div class="ol-hero">
										<img src="/images/home/hero-tavolo-lario.jpg" alt="Tavolo Lario in noce nazionale con sedie Brianza" width="1920" height="900">
										<div class="ol-hero-text"><h1>Legno massello, fatto a Cantù dal 1962</h1><p>Tavoli, madie, letti e librerie costruiti a mano da tre generazioni di falegnami.</p><a class="btn btn-primary" href="/it/collezioni">Scopri le collezioni</a></div>
									</div>
									<div class="items-leading clearfix">
										<div class="article-list"><div class="row">
											<div class="col-lg-4"><div class="article"><h2><a href="/it/collezioni#lario">Collezione Lario</a></h2><p>Linee pulite e incastri a vista in noce e rovere.</p></div></div>
											<div class="col-lg-4"><div class="article"><h2><a href="/it/collezioni#brianza">Collezione Brianza</a></h2><p>La tradizione del mobile brianzolo, ridisegnata.</p></div></div>
											<div class="col-lg-4"><div class="article"><h2><a href="/it/contract">Contract</a></h2><p>Arredi su misura per hotel, ristoranti e uffici.</p></div></div>
										</div></div>
									</div>
									<div class="ol-numbers row text-center">
										<div class="col-md-3"><strong>3</strong><span>generazioni</span></div>
										<div class="col-md-3"><strong>28</strong><span>artigiani</span></div>
										<div class="col-md-3"><strong>3</strong><span>showroom</span></div>
										<div class="col-md-3"><strong>60+</strong><span>rivenditori in 9 paesi</span></div>
									</div>
									<div class="ol-press">
										<h3>Dicono di noi</h3>
										<p><a href="https://www.elledecor.com/it/design/a45012877/officina-lariana-cantu/" target="_blank" rel="noopener">Elle Decor Italia — «Il noce che racconta il Lario»</a> · Menzione d'onore al <a href="https://www.adi-design.org/compasso-d-oro.html" target="_blank" rel="noopener">Premio Compasso d'Oro ADI</a> 2022 per la madia Brianza.</p>
									</div>
									<div class="ol-cta"><h3>Vuoi vedere i nostri mobili dal vivo?</h3><p>Visita uno dei nostri <a href="/it/showroom">showroom</a> o uno dei <a href="/it/rivenditori">rivenditori autorizzati</a> in Italia e all'estero.</p></div>
								</div>`;

const about = article(
  'Azienda',
  `										<p>Officina Lariana nasce nel 1962 quando Ercole Molteni apre una piccola falegnameria in via Milano a Cantù. Oggi l'azienda è guidata dai nipoti Chiara e Davide, ma ogni mobile è ancora tracciato, tagliato, incollato e rifinito a mano nel nostro laboratorio.</p>
										<h2>Il legno</h2>
										<p>Utilizziamo solo legno massello da foreste gestite in modo responsabile: noce nazionale, rovere di Slavonia, ciliegio e frassino. Tutto il nostro legname è certificato <a href="https://fsc.org/it" target="_blank" rel="noopener">FSC®</a> (licenza FSC-C148210).</p>
										<p>Dal 2004 il nostro partner per il legname è la <strong>Segheria Valtellina</strong> di Morbegno, che seleziona e stagiona per noi le tavole di noce per almeno tre anni — <a href="https://www.segheriavaltellina.it" target="_blank" rel="noopener">www.segheriavaltellina.it</a>.</p>
										<h2>I tessuti</h2>
										<p>Per sedute e testate imbottite collaboriamo con la <strong>Tessitura Comense</strong>, storica tessitura di Como: lini, velluti e lane prodotti a pochi chilometri da noi. Campionari su <a href="https://www.tessituracomense.it/collezioni" target="_blank" rel="noopener">tessituracomense.it</a>.</p>
										<h2>Le persone</h2>
										<figure class="pull-center item-image"><img src="/images/azienda/laboratorio-cantu.jpg" alt="Il laboratorio di Cantù" width="1200" height="700"></figure>
										<p>Nel laboratorio lavorano 28 persone, tra cui quattro apprendisti formati in collaborazione con la scuola del mobile di Cantù. Se vuoi unirti a noi, visita la pagina <a href="/it/lavora-con-noi">Lavora con noi</a>.</p>`,
);

const collections = article(
  'Collezioni',
  `										<p>Ogni pezzo è realizzato su ordinazione. Tempi di consegna: 8–12 settimane. Misure e finiture personalizzabili.</p>
										<h2 id="lario">Lario</h2>
										<div class="row">
											<div class="col-md-4"><img src="/images/collezioni/lario-tavolo.jpg" alt="Tavolo Lario" width="600" height="400"><h3>Tavolo Lario</h3><p>Noce o rovere, da 160 a 300 cm, gambe a incastro.</p></div>
											<div class="col-md-4"><img src="/images/collezioni/lario-madia.jpg" alt="Madia Lario" width="600" height="400"><h3>Madia Lario</h3><p>Ante in listelli di noce, interni in cedro profumato.</p></div>
											<div class="col-md-4"><img src="/images/collezioni/lario-libreria.jpg" alt="Libreria Lario" width="600" height="400"><h3>Libreria Lario</h3><p>Modulare, montanti a parete o a pavimento.</p></div>
										</div>
										<h2 id="brianza">Brianza</h2>
										<div class="row">
											<div class="col-md-4"><img src="/images/collezioni/brianza-madia.jpg" alt="Madia Brianza" width="600" height="400"><h3>Madia Brianza</h3><p>Menzione d'onore Compasso d'Oro 2022.</p></div>
											<div class="col-md-4"><img src="/images/collezioni/brianza-letto.jpg" alt="Letto Brianza" width="600" height="400"><h3>Letto Brianza</h3><p>Testata imbottita in lino della Tessitura Comense.</p></div>
											<div class="col-md-4"><img src="/images/collezioni/brianza-sedia.jpg" alt="Sedia Brianza" width="600" height="400"><h3>Sedia Brianza</h3><p>Seduta in paglia di Vienna o imbottita.</p></div>
										</div>
										<p><a class="btn btn-outline-primary" href="/images/cataloghi/officina-lariana-catalogo-2024.pdf">Scarica il catalogo 2024</a></p>`,
);

const contract = article(
  'Contract',
  `										<p>Dal 2010 realizziamo arredi su misura per l'ospitalità e gli uffici: camere d'albergo, lobby, ristoranti, sale riunioni. Il nostro ufficio tecnico sviluppa i disegni esecutivi insieme agli architetti del cliente.</p>
										<h2>Progetti recenti</h2>
										<div class="row">
											<div class="col-md-6"><h3>Hotel Villa Ortensia — Bellagio</h3><p>42 camere e lobby in noce e ottone, 2023. <a href="https://www.villaortensia-bellagio.it" target="_blank" rel="noopener">villaortensia-bellagio.it</a></p></div>
											<div class="col-md-6"><h3>Brera Suites — Milano</h3><p>Arredo completo di 18 suite, boiserie e cucine, 2022. <a href="https://www.brerasuites.it" target="_blank" rel="noopener">Sito dell'hotel</a></p></div>
											<div class="col-md-6"><h3>Studio legale Ferri &amp; Associati — Lugano</h3><p>Tavoli riunione e librerie a tutta altezza, 2021.</p></div>
											<div class="col-md-6"><h3>Ristorante Il Pontile — Tremezzina</h3><p>Tavoli in rovere e bancone bar, 2021.</p></div>
										</div>
										<p>Hai un progetto? Scrivi a <a href="mailto:contract@officinalariana.it">contract@officinalariana.it</a>.</p>`,
);

const showroom = article(
  'Showroom',
  `										<p>I nostri mobili si vedono, si toccano e si annusano: il noce appena oliato ha un profumo che nessuna foto può restituire. Ti aspettiamo nei nostri showroom.</p>
										<div class="row">
											<div class="col-md-4"><h2>Cantù</h2><p>Via Milano 58, 22063 Cantù (CO)<br>Il laboratorio e lo showroom principale, 1.200 m².<br>Tel. +39 031 712 640</p></div>
											<div class="col-md-4"><h2>Milano Brera</h2><p>Via Solferino 22, 20121 Milano<br>Aperto anche la domenica durante la Design Week.<br>Tel. +39 02 8723 1190</p></div>
											<div class="col-md-4"><h2>München</h2><p>Theresienstraße 41, 80333 München<br>Gestito dalla nostra filiale Officina Lariana GmbH.<br><a href="https://www.officinalariana.de/showroom-muenchen">officinalariana.de</a></p></div>
										</div>
										<h2>Showroom partner</h2>
										<p>In queste città una selezione delle nostre collezioni è esposta presso showroom partner, con personale formato da noi:</p>
										<ul>
											<li><strong>Zürich</strong> — Wohnraum Lindenhof, Rennweg 14, 8001 Zürich — <a href="https://www.wohnraum-lindenhof.ch" target="_blank" rel="noopener">wohnraum-lindenhof.ch</a></li>
											<li><strong>Paris</strong> — Galerie Bois &amp; Lin (shop-in-shop Officina Lariana), 18 rue de Charonne, 75011 Paris — <a href="https://galerieboisetlin.fr" target="_blank" rel="noopener">galerieboisetlin.fr</a></li>
										</ul>
										<p>Ogni aprile siamo presenti al <a href="https://www.salonemilano.it/" target="_blank" rel="noopener">Salone del Mobile.Milano</a> (Pad. 5, stand C21).</p>`,
);

const table = (rows: string[][]) => `										<div class="table-responsive"><table class="table table-striped table-bordered category">
											<thead><tr><th id="categorylist_header_title">Regione / Paese</th><th>Rivenditore</th><th>Città</th><th>Telefono</th><th>Sito web</th></tr></thead>
											<tbody>
${rows.map((r, i) => `												<tr class="cat-list-row${i % 2}"><td>${r[0]}</td><td><strong>${r[1]}</strong></td><td>${r[2]}</td><td>${r[3]}</td><td>${r[4]}</td></tr>`).join('\n')}
											</tbody>
										</table></div>`;

const pagination = (current: 1 | 2) => `										<div class="com-content-category__navigation w-100">
											<p class="com-content-category__counter counter float-end pt-3 pe-2">Pagina ${current} di 2</p>
											<div class="com-content-category__pagination"><nav class="pagination__wrapper" aria-label="Paginazione"><ul class="pagination ms-0 mb-4">
												<li class="${current === 1 ? 'disabled ' : ''}page-item"><${current === 1 ? 'span' : 'a aria-label="Vai alla pagina precedente" href="/it/rivenditori"'} class="page-link">‹</${current === 1 ? 'span' : 'a'}></li>
												<li class="${current === 1 ? 'active ' : ''}page-item"><a ${current === 1 ? 'aria-current="true" ' : ''}href="/it/rivenditori" class="page-link">1</a></li>
												<li class="${current === 2 ? 'active ' : ''}page-item"><a ${current === 2 ? 'aria-current="true" ' : ''}href="/it/rivenditori?start=10" class="page-link">2</a></li>
												<li class="${current === 2 ? 'disabled ' : ''}page-item"><${current === 2 ? 'span' : 'a aria-label="Vai alla pagina successiva" href="/it/rivenditori?start=10"'} class="page-link">›</${current === 2 ? 'span' : 'a'}></li>
											</ul></nav></div>
										</div>`;

const dealersIntro = `										<p>I rivenditori autorizzati Officina Lariana espongono una selezione delle nostre collezioni, offrono consulenza progettuale e seguono consegna e montaggio. I prezzi sono gli stessi del nostro listino ufficiale.</p>
										<form class="ol-dealer-filter" action="/it/rivenditori" method="get"><label for="filter-search">Cerca per città o paese</label> <input type="search" id="filter-search" name="filter-search" class="form-control" placeholder="es. Torino"> <button type="submit" class="btn btn-primary">Cerca</button></form>`;

const dealersPage1 = article(
  'Rivenditori autorizzati',
  `${dealersIntro}
										<h2>Italia</h2>
${table([
  [
    'Lombardia',
    'Arredamenti Colombo',
    'Monza (MB)',
    '+39 039 230 1144',
    '<a href="https://www.arredamenticolombo.it" target="_blank" rel="noopener">arredamenticolombo.it</a>',
  ],
  [
    'Lombardia',
    'Spazio Casa Bergamo',
    'Bergamo',
    '+39 035 412 8870',
    '<a href="https://www.spaziocasabergamo.it" target="_blank" rel="noopener">spaziocasabergamo.it</a>',
  ],
  [
    'Piemonte',
    'Mobili Gianotti',
    'Torino',
    '+39 011 562 9013',
    '<a href="https://www.mobiligianotti.it" target="_blank" rel="noopener">mobiligianotti.it</a>',
  ],
  [
    'Veneto',
    'Interni Zanon',
    'Treviso',
    '+39 0422 541 207',
    '<a href="https://internizanon.it" target="_blank" rel="noopener">internizanon.it</a>',
  ],
  ['Emilia-Romagna', 'Casa Bertoldi Design', 'Bologna', '+39 051 644 0921', '—'],
  [
    'Toscana',
    "Bottega dell'Arredo",
    'Firenze',
    '+39 055 234 7761',
    '<a href="https://www.bottegadellarredo.it" target="_blank" rel="noopener">bottegadellarredo.it</a>',
  ],
  [
    'Lazio',
    'Ambienti Roma Nord',
    'Roma',
    '+39 06 3630 2218',
    '<a href="https://www.ambientiromanord.it" target="_blank" rel="noopener">ambientiromanord.it</a>',
  ],
  ['Campania', 'Living Partenope', 'Napoli', '+39 081 764 3302', 'www.livingpartenope.it'],
  [
    'Sicilia',
    'Mobilart',
    'Catania',
    '+39 095 731 5580',
    '<a href="https://www.mobilartcatania.it" target="_blank" rel="noopener">mobilartcatania.it</a>',
  ],
  [
    'Online',
    'DesignCasa24 (rivenditore online autorizzato)',
    '—',
    '+39 02 9475 1200',
    '<a href="https://www.designcasa24.it/brand/officina-lariana" target="_blank" rel="noopener">designcasa24.it</a>',
  ],
])}
${pagination(1)}`,
);

const dealersPage2 = article(
  'Rivenditori autorizzati',
  `${dealersIntro}
										<h2>Estero</h2>
${table([
  [
    'Svizzera',
    'Wohnraum Lindenhof',
    'Zürich',
    '+41 44 211 40 82',
    '<a href="https://www.wohnraum-lindenhof.ch" target="_blank" rel="noopener">wohnraum-lindenhof.ch</a>',
  ],
  [
    'Svizzera',
    'Maison Léman Intérieurs',
    'Lausanne',
    '+41 21 312 77 09',
    '<a href="https://maisonleman.ch" target="_blank" rel="noopener">maisonleman.ch</a>',
  ],
  [
    'Austria',
    'Wohnstudio Hofer',
    'Innsbruck',
    '+43 512 58 22 14',
    '<a href="https://www.wohnstudio-hofer.at" target="_blank" rel="noopener">wohnstudio-hofer.at</a>',
  ],
  [
    'Francia',
    'Atelier Mobilier Lyonnais',
    'Lyon',
    '+33 4 78 42 19 06',
    '<a href="https://www.ateliermobilier-lyon.fr" target="_blank" rel="noopener">ateliermobilier-lyon.fr</a>',
  ],
  [
    'Francia',
    'Galerie Bois &amp; Lin',
    'Paris',
    '+33 1 43 55 20 71',
    '<a href="https://galerieboisetlin.fr" target="_blank" rel="noopener">galerieboisetlin.fr</a>',
  ],
  [
    'Regno Unito',
    'Hartley &amp; Finch Interiors',
    'London',
    '+44 20 7946 0831',
    '<a href="https://www.hartleyfinch.co.uk" target="_blank" rel="noopener">hartleyfinch.co.uk</a>',
  ],
  [
    'Paesi Bassi',
    'Huis &amp; Hout',
    'Amsterdam',
    '+31 20 622 4519',
    '<a href="https://huisenhout.nl" target="_blank" rel="noopener">huisenhout.nl</a>',
  ],
  ['Stati Uniti', 'Lakeside Modern', 'Chicago, IL', '+1 312 555 0176', 'lakesidemodern.com'],
  [
    'Giappone',
    'Kagu Studio Aoyama',
    'Tokyo',
    '+81 3 5466 2280',
    '<a href="https://www.kagustudio.jp" target="_blank" rel="noopener">kagustudio.jp</a>',
  ],
])}
										<p>In Germania le nostre collezioni sono disponibili direttamente presso lo showroom di München e su <a href="https://www.officinalariana.de/">officinalariana.de</a>.</p>
${pagination(2)}`,
);

const news = `								<div class="blog" itemscope itemtype="https://schema.org/Blog">
									<div class="page-header"><h1>News</h1></div>
									<div class="article-list articles-leading">
										<div class="article" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="article-header"><h2><a href="/it/news/salone-del-mobile-2024" itemprop="url">Salone del Mobile 2024: vi aspettiamo al padiglione 5</a></h2></div><div class="article-info"><span class="published"><time datetime="2024-03-18T09:00:00+01:00" itemprop="datePublished">18 marzo 2024</time></span></div><div class="article-introtext"><p>Presenteremo la nuova libreria Lario in frassino termotrattato e le sedie Brianza in paglia di Vienna.</p></div><div class="readmore"><a class="btn btn-secondary" href="/it/news/salone-del-mobile-2024">Leggi tutto…</a></div></div>
										<div class="article" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="article-header"><h2><a href="/it/news/nuovo-rivenditore-tokyo" itemprop="url">Officina Lariana arriva in Giappone</a></h2></div><div class="article-info"><span class="published"><time datetime="2023-11-06T09:00:00+01:00" itemprop="datePublished">6 novembre 2023</time></span></div><div class="article-introtext"><p>Da novembre le collezioni Lario e Brianza sono esposte da Kagu Studio ad Aoyama, Tokyo. Trovi tutti i rivenditori nella pagina <a href="/it/rivenditori">Rivenditori</a>.</p></div><div class="readmore"><a class="btn btn-secondary" href="/it/news/nuovo-rivenditore-tokyo">Leggi tutto…</a></div></div>
										<div class="article" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting"><div class="article-header"><h2><a href="/it/news/compasso-d-oro" itemprop="url">Menzione d'onore al Compasso d'Oro per la madia Brianza</a></h2></div><div class="article-info"><span class="published"><time datetime="2022-06-21T09:00:00+01:00" itemprop="datePublished">21 giugno 2022</time></span></div><div class="article-introtext"><p>Un riconoscimento che dedichiamo ai nostri falegnami. <a href="https://www.adi-design.org/compasso-d-oro.html" target="_blank" rel="noopener">Tutti i premiati sul sito ADI</a>.</p></div><div class="readmore"><a class="btn btn-secondary" href="/it/news/compasso-d-oro">Leggi tutto…</a></div></div>
									</div>
									<div class="com-content-category-blog__navigation w-100"><nav class="pagination__wrapper" aria-label="Paginazione"><ul class="pagination ms-0 mb-4"><li class="active page-item"><a aria-current="true" href="/it/news" class="page-link">1</a></li><li class="page-item"><a href="/it/news?start=3" class="page-link">2</a></li></ul></nav></div>
								</div>`;

const jobs = article(
  'Lavora con noi',
  `										<p>Cerchiamo persone che amano il legno e il lavoro fatto bene. Offriamo contratto CCNL Legno-Arredo, formazione interna e un ambiente dove si impara ogni giorno.</p>
										<h2>Posizioni aperte</h2>
										<ul>
											<li><strong>Falegname/ebanista esperto</strong> — tempo pieno, Cantù</li>
											<li><strong>Apprendista falegname</strong> — tempo pieno, anche senza esperienza</li>
											<li><strong>Addetto/a showroom Milano Brera</strong> — part-time, inglese fluente</li>
										</ul>
										<p>Invia il tuo CV a <a href="mailto:lavoro@officinalariana.it">lavoro@officinalariana.it</a> oppure candidati tramite i nostri annunci su <a href="https://www.infojobs.it/officina-lariana/em-i0193847" target="_blank" rel="noopener">InfoJobs</a>.</p>`,
);

const contact = article(
  'Contatti',
  `										<div class="row">
											<div class="col-md-6">
												<h2>Sede e laboratorio</h2>
												<p><strong>Officina Lariana S.r.l.</strong><br>Via Milano 58, 22063 Cantù (CO)<br>Tel. <a href="tel:+39031712640">+39 031 712 640</a><br><a href="mailto:info@officinalariana.it">info@officinalariana.it</a></p>
												<p>Per assistenza sui mobili acquistati presso un rivenditore, contatta prima il <a href="/it/rivenditori">rivenditore</a>.</p>
											</div>
											<div class="col-md-6">
												<div class="contact-form">
													<form id="contact-form" action="/it/contatti" method="post" class="form-validate form-horizontal well">
														<fieldset>
															<legend>Scrivici</legend>
															<div class="control-group field-spacer"><div class="control-label"><label id="jform_contact_name-lbl" for="jform_contact_name" class="required">Nome<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><input type="text" name="jform[contact_name]" id="jform_contact_name" value="" class="form-control required" size="30" required></div></div>
															<div class="control-group"><div class="control-label"><label id="jform_contact_email-lbl" for="jform_contact_email" class="required">Email<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><input type="email" inputmode="email" name="jform[contact_email]" class="form-control validate-email required" id="jform_contact_email" value="" size="30" autocomplete="email" required></div></div>
															<div class="control-group"><div class="control-label"><label id="jform_contact_message-lbl" for="jform_contact_message" class="required">Messaggio<span class="star" aria-hidden="true">&#160;*</span></label></div><div class="controls"><textarea name="jform[contact_message]" id="jform_contact_message" cols="50" rows="10" class="form-control required" required></textarea></div></div>
														</fieldset>
														<div class="control-group"><div class="controls"><button class="btn btn-primary validate" type="submit">Invia</button><input type="hidden" name="option" value="com_contact"><input type="hidden" name="task" value="contact.submit"><input type="hidden" name="return" value=""><input type="hidden" name="id" value="1:officina-lariana"><input type="hidden" name="6d1f0e8a4b2c9d7e5f3a1b0c8d6e4f2a" value="1"></div></div>
													</form>
												</div>
											</div>
										</div>`,
);

export const site: CorpusSite = {
  domain: 'officinalariana.it',
  otherDomains: ['officinalariana.de'],
  covers:
    'Joomla 4 + Helix Ultimate furniture maker (it): root redirects to /it/; retailers in a com_content table split over two pages by Joomla ?start= pagination (one domain as plain text, one retailer without site), showroom partners in a list, wood and textile suppliers named as partners inside about-page prose; hotel contract clients, press, award, trade fair, FSC certifier, job board, iubenda and agency credit as negatives; German subsidiary domain',
  pages: {
    '/': { status: 301, redirect: '/it/' },
    '/it/': page(
      'Officina Lariana — Arredi in legno massello dal 1962',
      'Tavoli, madie, letti e librerie in legno massello fatti a mano a Cantù.',
      '/it/',
      101,
      'featured',
      home,
    ),
    '/it/azienda': page(
      'Azienda — Officina Lariana',
      'La storia di Officina Lariana, falegnameria di Cantù dal 1962.',
      '/it/azienda',
      102,
      'article',
      about,
    ),
    '/it/collezioni': page(
      'Collezioni — Officina Lariana',
      'Le collezioni Lario e Brianza.',
      '/it/collezioni',
      103,
      'article',
      collections,
    ),
    '/it/contract': page('Contract — Officina Lariana', 'Arredi su misura per hotel e uffici.', '/it/contract', 104, 'article', contract),
    '/it/showroom': page(
      'Showroom — Officina Lariana',
      'I nostri showroom a Cantù, Milano e München e gli showroom partner.',
      '/it/showroom',
      105,
      'article',
      showroom,
    ),
    '/it/rivenditori': page(
      'Rivenditori — Officina Lariana',
      "Trova un rivenditore autorizzato Officina Lariana in Italia e all'estero.",
      '/it/rivenditori',
      106,
      'category',
      dealersPage1,
    ),
    '/it/rivenditori?start=10': page(
      'Rivenditori - Pagina 2 — Officina Lariana',
      "Trova un rivenditore autorizzato Officina Lariana in Italia e all'estero.",
      '/it/rivenditori?start=10',
      106,
      'category',
      dealersPage2,
    ),
    '/it/news': page('News — Officina Lariana', 'Novità da Officina Lariana.', '/it/news', 107, 'category', news),
    '/it/lavora-con-noi': page(
      'Lavora con noi — Officina Lariana',
      'Posizioni aperte in Officina Lariana.',
      '/it/lavora-con-noi',
      121,
      'article',
      jobs,
    ),
    '/it/contatti': page('Contatti — Officina Lariana', 'Contatta Officina Lariana.', '/it/contatti', 108, 'contact', contact),
  },
  technologies: ['joomla', 'php', 'helix-ultimate', 'bootstrap', 'font-awesome', 'iubenda', 'google-font-api'],
  partners: {
    'arredamenticolombo.it': 'channel',
    'spaziocasabergamo.it': 'channel',
    'mobiligianotti.it': 'channel',
    'internizanon.it': 'channel',
    'bottegadellarredo.it': 'channel',
    'ambientiromanord.it': 'channel',
    'livingpartenope.it': 'channel',
    'mobilartcatania.it': 'channel',
    'designcasa24.it': 'channel',
    'wohnraum-lindenhof.ch': 'channel',
    'maisonleman.ch': 'channel',
    'wohnstudio-hofer.at': 'channel',
    'ateliermobilier-lyon.fr': 'channel',
    'galerieboisetlin.fr': 'channel',
    'hartleyfinch.co.uk': 'channel',
    'huisenhout.nl': 'channel',
    'lakesidemodern.com': 'channel',
    'kagustudio.jp': 'channel',
    'segheriavaltellina.it': 'generic',
    'tessituracomense.it': 'generic',
  },
};
