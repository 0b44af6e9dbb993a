import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, path: string, body: string): string => `<!DOCTYPE html>
<html lang="it-it" dir="ltr">
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="Pastificio Cerreto: pasta di semola trafilata al bronzo ed essiccata lentamente, a Gragnano dal 1931.">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="https://www.pastificiocerreto.it${path}" rel="canonical">
	<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/system/css/joomla-fontawesome.min.css?4c2b1e" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/template.min.css?4c2b1e" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia_cerreto/css/user.css?4c2b1e" rel="stylesheet">
	<link href="https://fonts.googleapis.com/css2?family=Libre+Baskerville:wght@400;700&amp;display=swap" rel="stylesheet">
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Errore","MESSAGE":"Messaggio"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.pastificiocerreto.it\\/","base":"","baseFull":"https:\\/\\/www.pastificiocerreto.it\\/"},"csrf.token":"8f2c1e4d7b9a0c3e5f6a7b8c9d0e1f2a"}</script>
	<script src="/media/system/js/core.min.js?37ffe4"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?4c2b1e" defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<meta property="og:title" content="${title}">
	<meta property="og:type" content="website">
	<meta property="og:image" content="https://www.pastificiocerreto.it/images/og/pastificio-cerreto.jpg">
</head>
<body class="site com_content wrapper-static view-article layout-blog no-task itemid-101 has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/"><img loading="eager" decoding="async" src="https://www.pastificiocerreto.it/images/logo-cerreto.svg" alt="Pastificio Cerreto"></a></div></div>
		<div class="grid-child container-nav">
			<ul class="mod-menu mod-list nav ">
				<li class="nav-item item-101"><a href="/">Home</a></li>
				<li class="nav-item item-102"><a href="/la-nostra-pasta">La nostra pasta</a></li>
				<li class="nav-item item-103"><a href="/dove-acquistare">Dove acquistare</a></li>
				<li class="nav-item item-104"><a href="/partner">Partner</a></li>
				<li class="nav-item item-105"><a href="/chi-siamo">Chi siamo</a></li>
				<li class="nav-item item-106"><a href="/contatti">Contatti</a></li>
				<li class="nav-item item-107"><a href="/en/">English</a></li>
			</ul>
		</div>
	</header>
	<div class="site-grid">
		<div class="grid-child container-component">
			<main>
${body}
			</main>
		</div>
	</div>
	<footer class="container-footer footer full-width">
		<div class="grid-child">
			<div class="moduletable">
				<p>Pastificio Cerreto S.r.l. – Via Roma 88, 80054 Gragnano (NA) – P.IVA 01928374651</p>
				<p>Seguici: <a href="https://www.instagram.com/pastificiocerreto/" target="_blank" rel="noopener">Instagram</a> · <a href="https://www.facebook.com/pastificiocerreto" target="_blank" rel="noopener">Facebook</a> · <a href="https://www.youtube.com/@pastificiocerreto" target="_blank" rel="noopener">YouTube</a></p>
				<p>Certificazioni: BRCGS Food · IFS Food · Biologico (<a href="https://www.icea.bio/" target="_blank" rel="noopener">ICEA</a>)</p>
			</div>
		</div>
	</footer>
	<script async src="https://www.googletagmanager.com/gtag/js?id=G-PC31Z8R4QV"></script>
	<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-PC31Z8R4QV', { 'anonymize_ip': true });</script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.58 (Unix)',
  'x-powered-by': 'PHP/8.1.27',
  'set-cookie': '7b3e9a1c0d2f4e6a8b5c3d1e0f9a8b7c=r4kq9v2m1t8s0n3p6l5j7h; path=/; secure; HttpOnly',
};

export const site: CorpusSite = {
  domain: 'pastificiocerreto.it',
  covers:
    'Italian Gragnano pasta maker (Italian), Joomla 4 Cassiopeia; where-to-buy page with a distributors-by-country table and Italian retail chains, partner page with accordion (logistics/e-commerce partners, restaurants-ambassadors as customers, co-branded sauce maker); negatives: IGP consortium membership, BRCGS/IFS/ICEA certifications, Cibus trade fair, basketball sponsorship, press, social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Pastificio Cerreto – Pasta di Gragnano IGP dal 1931',
        '/',
        `<div class="com-content-article item-page">
<h1>Pasta di Gragnano, trafilata al bronzo dal 1931</h1>
<p>Quattro generazioni, una sola regola: semola di grano duro italiano, acqua di sorgente dei Monti Lattari, trafilatura al bronzo ed essiccazione lenta a bassa temperatura.</p>
<p><a class="btn btn-primary" href="/dove-acquistare">Dove acquistare</a></p>
<h2>Dicono di noi</h2>
<ul>
<li><a href="https://www.gamberorosso.it/notizie/pastifici-gragnano-migliori/" target="_blank">Gambero Rosso – I migliori pastifici di Gragnano</a></li>
<li><a href="https://www.ilmattino.it/napoli/economia/pastificio_cerreto_export-7712345.html" target="_blank">Il Mattino – Cerreto punta sull'export</a></li>
</ul>
<p>Ci trovate al <a href="https://www.cibus.it/" target="_blank">Cibus</a> di Parma, Padiglione 5, stand K-012. Siamo inoltre sponsor ufficiale della <a href="https://www.gragnanobasket.it/" target="_blank">Gragnano Basket</a>.</p>
</div>`,
      ),
    },
    '/dove-acquistare': {
      headers,
      html: page(
        'Dove acquistare – Pastificio Cerreto',
        '/dove-acquistare',
        `<div class="com-content-article item-page">
<h1>Dove acquistare</h1>
<h2>In Italia</h2>
<p>La nostra pasta è disponibile nei migliori negozi di gastronomia e nei punti vendita di queste catene:</p>
<ul>
<li><a href="https://www.gastronomiapartenope.it/" target="_blank">Gastronomia Partenope</a> – Napoli e provincia</li>
<li><a href="https://www.mercatodeisapori.it/" target="_blank">Mercato dei Sapori</a> – 40 punti vendita in Campania e Lazio</li>
<li><a href="https://www.bottegadelbuongusto.com/" target="_blank">Bottega del Buongusto</a> – Milano, Torino, Bologna</li>
<li>Salumeria Esposito – Sorrento</li>
</ul>
<p>Online: <a href="https://www.gourmetitaliashop.it/pastificio-cerreto" target="_blank">Gourmet Italia Shop</a> e <a href="https://www.amazon.it/stores/PastificioCerreto/page/1B2C3D" target="_blank">Amazon.it</a>.</p>
<h2>Distributori esteri</h2>
<table class="table table-striped">
<thead><tr><th>Paese</th><th>Distributore</th><th>Sito</th></tr></thead>
<tbody>
<tr><td>Stati Uniti</td><td>Bella Cucina Imports Inc.</td><td><a href="https://www.bellacucinaimports.com/" target="_blank">bellacucinaimports.com</a></td></tr>
<tr><td>Regno Unito</td><td>Amalfi Fine Foods Ltd</td><td><a href="https://www.amalfifinefoods.co.uk/" target="_blank">amalfifinefoods.co.uk</a></td></tr>
<tr><td>Germania</td><td>Nudelwerk Feinkost GmbH</td><td><a href="https://www.nudelwerk-feinkost.de/" target="_blank">nudelwerk-feinkost.de</a></td></tr>
<tr><td>Giappone</td><td>Itaria Shokuhin K.K.</td><td><a href="https://www.itaria-shokuhin.co.jp/" target="_blank">itaria-shokuhin.co.jp</a></td></tr>
<tr><td>Australia</td><td>Sud Italia Foods Pty Ltd</td><td><a href="https://suditaliafoods.com.au/" target="_blank">suditaliafoods.com.au</a></td></tr>
</tbody>
</table>
<p>Sei un importatore? Scrivi a <a href="mailto:export@pastificiocerreto.it">export@pastificiocerreto.it</a>.</p>
</div>`,
      ),
    },
    '/partner': {
      headers,
      html: page(
        'Partner – Pastificio Cerreto',
        '/partner',
        `<div class="com-content-article item-page">
<h1>I nostri partner</h1>
<p>Collaboriamo con aziende che condividono la nostra idea di qualità.</p>
<div class="accordion" id="partnerAccordion">
  <div class="accordion-item">
    <h2 class="accordion-header"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#p1">Co-branding</button></h2>
    <div id="p1" class="accordion-collapse collapse show" data-bs-parent="#partnerAccordion"><div class="accordion-body">
      <p>Il kit “Pasta e Pomodoro” nasce con <a href="https://www.conservesanmarzano.it/" target="_blank">Conserve San Marzano Ruocco</a>, che produce il pomodoro San Marzano DOP della confezione regalo, mentre l'olio della linea “Condimento” è di <a href="https://www.oleificiomontelattari.it/" target="_blank">Oleificio Monte Lattari</a>.</p>
    </div></div>
  </div>
  <div class="accordion-item">
    <h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#p2">Logistica ed e-commerce</button></h2>
    <div id="p2" class="accordion-collapse collapse" data-bs-parent="#partnerAccordion"><div class="accordion-body">
      <p>Il nostro shop online è gestito dal partner tecnologico <a href="https://www.ecomsud.it/" target="_blank">EcomSud</a>, che lo ha integrato con il nostro gestionale; le spedizioni sono curate dal partner logistico <a href="https://www.vesuviologistica.it/" target="_blank">Vesuvio Logistica</a>.</p>
    </div></div>
  </div>
  <div class="accordion-item">
    <h2 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#p3">Ristoranti che scelgono Cerreto</button></h2>
    <div id="p3" class="accordion-collapse collapse" data-bs-parent="#partnerAccordion"><div class="accordion-body">
      <p>Chef che cucinano la nostra pasta ogni giorno: <a href="https://www.trattoriadamichele-amalfi.it/" target="_blank">Trattoria da Michele</a> (Amalfi), <a href="https://www.osteriadelporto-na.it/" target="_blank">Osteria del Porto</a> (Napoli).</p>
    </div></div>
  </div>
</div>
</div>`,
      ),
    },
    '/chi-siamo': {
      headers,
      html: page(
        'Chi siamo – Pastificio Cerreto',
        '/chi-siamo',
        `<div class="com-content-article item-page">
<h1>Chi siamo</h1>
<p>Il pastificio fu fondato nel 1931 da Gennaro Cerreto in via Roma, nel cuore di Gragnano. Oggi lo guidano i pronipoti Anna e Luca, con 26 dipendenti e una produzione di 3.000 tonnellate l'anno esportata in 22 paesi.</p>
<p>Siamo soci del <a href="https://www.consorziogragnanocittadellapasta.it/" target="_blank">Consorzio di Tutela della Pasta di Gragnano IGP</a>.</p>
</div>`,
      ),
    },
  },
  technologies: ['apache-http-server', 'google-analytics', 'google-font-api', 'google-tag-manager', 'joomla', 'open-graph', 'php', 'unix'],
  partners: {
    'gastronomiapartenope.it': 'channel',
    'mercatodeisapori.it': 'channel',
    'bottegadelbuongusto.com': 'channel',
    'gourmetitaliashop.it': 'channel',
    'amazon.it': 'channel',
    'bellacucinaimports.com': 'channel',
    'amalfifinefoods.co.uk': 'channel',
    'nudelwerk-feinkost.de': 'channel',
    'itaria-shokuhin.co.jp': 'channel',
    'suditaliafoods.com.au': 'channel',
    'conservesanmarzano.it': 'generic',
    'oleificiomontelattari.it': 'generic',
    'ecomsud.it': 'technology',
    'vesuviologistica.it': 'generic',
  },
};
