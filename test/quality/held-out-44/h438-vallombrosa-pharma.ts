import type { CorpusSite } from '../corpus/types.js';

// Italian nutraceutical / OTC manufacturer near Florence (Italian), WordPress + Divi on nginx with Cookiebot.
// International distributors in a Divi accordion by region, online pharmacies and an Amazon store under "Dove
// acquistare" (retailers of its products), scientific partners as blurbs. GMP authority, ISO registrar, trade
// association, sponsored cycling team, press, social links and the English site are not partners.

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://www.vallombrosapharma.it/wp-json/>; rel="https://api.w.org/"',
  'x-cache-status': 'HIT',
};

function page(title: string, path: string, bodyClass: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="it-IT">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://www.vallombrosapharma.it/xmlrpc.php" />
	<script type="text/javascript">document.documentElement.className = 'js';</script>
	<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5e2a9c71-3b8d-4f06-a1e4-7d9c2b0f8e63" data-blockingmode="auto" type="text/javascript"></script>
<title>${title} | Vallombrosa Pharma</title>
<meta name="robots" content="max-image-preview:large">
<link rel="alternate" hreflang="it" href="https://www.vallombrosapharma.it${path}">
<link rel="alternate" hreflang="en" href="https://www.vallombrosapharma.com/">
<meta content="Divi v.4.25.1" name="generator"/>
<link rel="stylesheet" id="wp-block-library-css" href="https://www.vallombrosapharma.it/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-parent-css" href="https://www.vallombrosapharma.it/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all">
<link rel="stylesheet" id="divi-style-css" href="https://www.vallombrosapharma.it/wp-content/themes/vallombrosa-child/style.css?ver=4.25.1" type="text/css" media="all">
<script type="text/javascript" src="https://www.vallombrosapharma.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://www.vallombrosapharma.it/wp-json/">
<meta name="generator" content="WordPress 6.5.2">
<link rel="canonical" href="https://www.vallombrosapharma.it${path}">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<link rel="icon" href="https://www.vallombrosapharma.it/wp-content/uploads/2021/06/cropped-favicon-32x32.png" sizes="32x32">
</head>
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
	<div id="page-container">
	<header id="main-header" data-height-onload="80">
		<div class="container clearfix et_menu_container">
			<div class="logo_container"><span class="logo_helper"></span>
				<a href="https://www.vallombrosapharma.it/"><img src="https://www.vallombrosapharma.it/wp-content/uploads/2021/06/logo-vallombrosa.png" alt="Vallombrosa Pharma" id="logo" data-height-percentage="54" /></a>
			</div>
			<div id="et-top-navigation" data-height="80" data-fixed-height="40">
				<nav id="top-menu-nav">
				<ul id="top-menu" class="nav">
					<li class="menu-item"><a href="https://www.vallombrosapharma.it/prodotti/">Prodotti</a></li>
					<li class="menu-item menu-item-has-children"><a href="https://www.vallombrosapharma.it/chi-siamo/">Azienda</a>
						<ul class="sub-menu">
							<li class="menu-item"><a href="https://www.vallombrosapharma.it/chi-siamo/">Chi siamo</a></li>
							<li class="menu-item"><a href="https://www.vallombrosapharma.it/partner-scientifici/">Partner scientifici</a></li>
							<li class="menu-item"><a href="https://www.vallombrosapharma.it/qualita/">Qualità</a></li>
						</ul>
					</li>
					<li class="menu-item"><a href="https://www.vallombrosapharma.it/distributori-internazionali/">Export</a></li>
					<li class="menu-item"><a href="https://www.vallombrosapharma.it/dove-acquistare/">Dove acquistare</a></li>
					<li class="menu-item"><a href="https://www.vallombrosapharma.it/contatti/">Contatti</a></li>
					<li class="menu-item"><a href="https://www.vallombrosapharma.com/">EN</a></li>
				</ul>
				</nav>
			</div>
		</div>
	</header>
	<div id="et-main-area">
	<div id="main-content">
		<article class="page type-page status-publish hentry">
			<div class="entry-content">
			<div class="et-l et-l--post">
			<div class="et_builder_inner_content et_pb_gutters3">
${body}
			</div>
			</div>
			</div>
		</article>
	</div>
	<footer id="main-footer">
		<div class="container">
			<div id="footer-widgets" class="clearfix">
				<div class="footer-widget"><div class="textwidget"><p><strong>Vallombrosa Pharma S.p.A.</strong><br>Via di Vallombrosa 41, 50066 Reggello (FI)<br>P.IVA 05128840482</p></div></div>
				<div class="footer-widget"><div class="textwidget"><p>Associata <a href="https://www.federsalus.it/" target="_blank" rel="noopener">Federsalus</a></p></div></div>
			</div>
		</div>
		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons">
					<li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/vallombrosapharma" class="icon"><span>Facebook</span></a></li>
					<li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/vallombrosapharma/" class="icon"><span>Instagram</span></a></li>
					<li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/vallombrosa-pharma/" class="icon"><span>LinkedIn</span></a></li>
				</ul>
				<div id="footer-info">&copy; 2024 Vallombrosa Pharma S.p.A. &ndash; <a href="https://www.vallombrosapharma.it/privacy-policy/">Privacy</a> &ndash; <a href="https://www.vallombrosapharma.it/cookie-policy/">Cookie policy</a></div>
			</div>
		</div>
	</footer>
	</div>
	</div>
	<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};</script>
	<script type="text/javascript" src="https://www.vallombrosapharma.it/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
	<script type="text/javascript" src="https://www.vallombrosapharma.it/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="et-builder-modules-script-js"></script>
</body>
</html>`;
}

function row(inner: string, n: number): string {
  return `<div class="et_pb_section et_pb_section_${n} et_section_regular"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n}">
${inner}
</div></div></div>`;
}

function toggle(title: string, items: string, open: boolean): string {
  return `<div class="et_pb_toggle et_pb_module et_pb_accordion_item ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}">
<h5 class="et_pb_toggle_title">${title}</h5>
<div class="et_pb_toggle_content clearfix">${items}</div>
</div>`;
}

const distributori = page(
  'Distributori internazionali',
  '/distributori-internazionali/',
  'page-template-default page page-id-388',
  `${row(
    `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Distributori internazionali</h1>
<p>I prodotti Vallombrosa Pharma sono disponibili in 19 paesi grazie alla nostra rete di distributori esclusivi. Per informazioni su prezzi e registrazioni locali contatta direttamente il distributore del tuo paese.</p></div></div>`,
    0,
  )}
${row(
  `<div class="et_pb_module et_pb_accordion et_pb_accordion_0">
${toggle(
  'Europa',
  `<p><strong>Grecia e Cipro</strong> &ndash; Hellenic PharmaTrade S.A., Atene &ndash; <a href="https://www.hellenicpharmatrade.gr" target="_blank" rel="noopener">www.hellenicpharmatrade.gr</a></p>
<p><strong>Malta</strong> &ndash; MedSupply Malta Ltd, Birkirkara &ndash; <a href="https://www.medsupply.com.mt" target="_blank" rel="noopener">www.medsupply.com.mt</a></p>
<p><strong>Romania e Moldova</strong> &ndash; Farmadis Distribuţie SRL, Cluj-Napoca &ndash; <a href="https://farmadis.ro" target="_blank" rel="noopener">farmadis.ro</a></p>
<p><strong>Croazia e Slovenia</strong> &ndash; Adria Farm d.o.o., Zagabria &ndash; <a href="https://www.adriafarm.hr" target="_blank" rel="noopener">www.adriafarm.hr</a></p>`,
  true,
)}
${toggle(
  'Medio Oriente',
  `<p><strong>Libano</strong> &ndash; Cedars Pharma SAL, Beirut &ndash; <a href="https://www.cedarspharma.com.lb" target="_blank" rel="noopener">www.cedarspharma.com.lb</a></p>
<p><strong>Arabia Saudita</strong> &ndash; Al Noor Medical Supplies Co., Riyadh &ndash; <a href="https://www.alnoormedical.com.sa" target="_blank" rel="noopener">www.alnoormedical.com.sa</a></p>`,
  false,
)}
${toggle(
  'Americhe',
  `<p><strong>Messico</strong> &ndash; Farmacéutica Lumen S.A. de C.V., Città del Messico &ndash; <a href="https://farmalumen.com.mx" target="_blank" rel="noopener">farmalumen.com.mx</a></p>
<p><strong>Perù</strong> &ndash; Andes Salud Distribuciones S.A.C., Lima &ndash; <a href="https://www.andessalud.com.pe" target="_blank" rel="noopener">www.andessalud.com.pe</a></p>`,
  false,
)}
${toggle(
  'Asia',
  `<p><strong>Vietnam</strong> &ndash; Saigon Pharma Import JSC, Ho Chi Minh &ndash; <a href="https://saigonpharma.vn" target="_blank" rel="noopener">saigonpharma.vn</a></p>`,
  false,
)}
</div>`,
  1,
)}
${row(`<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h3>Diventa distributore</h3><p>Cerchiamo partner distributivi in Europa dell'Est, Nord Africa e Sud-Est asiatico. Scrivi a <a href="mailto:export@vallombrosapharma.it">export@vallombrosapharma.it</a>.</p></div></div>`, 2)}`,
);

const doveAcquistare = page(
  'Dove acquistare',
  '/dove-acquistare/',
  'page-template-default page page-id-402',
  `${row(
    `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Dove acquistare</h1>
<p>I nostri integratori sono disponibili in oltre 6.000 farmacie e parafarmacie in Italia. Chiedi al tuo farmacista: se il prodotto non è disponibile, può ordinarlo in 24 ore.</p>
<h2>Acquista online</h2>
<p>Puoi acquistare i prodotti Vallombrosa anche presso i nostri rivenditori online autorizzati:</p></div></div>`,
    0,
  )}
${row(
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_0"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.farmaciaviva.it/brand/vallombrosa-pharma" target="_blank"><img src="https://www.vallombrosapharma.it/wp-content/uploads/2023/02/farmaciaviva.png" alt="FarmaciaViva"></a></div>
<div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.farmaciaviva.it/brand/vallombrosa-pharma" target="_blank">FarmaciaViva.it</a></h4></div></div></div>
<div class="et_pb_module et_pb_blurb et_pb_blurb_1"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.parafarmaciasole.it/vallombrosa" target="_blank"><img src="https://www.vallombrosapharma.it/wp-content/uploads/2023/02/parafarmacia-sole.png" alt="Parafarmacia Sole"></a></div>
<div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.parafarmaciasole.it/vallombrosa" target="_blank">Parafarmacia Sole</a></h4></div></div></div>
<div class="et_pb_module et_pb_blurb et_pb_blurb_2"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.amazon.it/stores/VallombrosaPharma/page/4C1E7B2A-9D3F-4E18-A6B0-2F5C8D1E9A70" target="_blank"><img src="https://www.vallombrosapharma.it/wp-content/uploads/2023/02/amazon.png" alt="Store ufficiale su Amazon"></a></div>
<div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.amazon.it/stores/VallombrosaPharma/page/4C1E7B2A-9D3F-4E18-A6B0-2F5C8D1E9A70" target="_blank">Store ufficiale su Amazon</a></h4></div></div></div>`,
  1,
)}`,
);

const partnerScientifici = page(
  'Partner scientifici',
  '/partner-scientifici/',
  'page-template-default page page-id-377',
  `${row(
    `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Partner scientifici</h1>
<p>Ogni formulazione nasce da studi condotti insieme ai nostri partner scientifici, con cui collaboriamo per la ricerca preclinica e clinica.</p></div></div>`,
    0,
  )}
${row(
  `<div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><a href="https://www.irnt.it" target="_blank">Istituto di Ricerca Nutraceutica Toscano</a></h4>
<div class="et_pb_blurb_description"><p>Studi di biodisponibilità sui nostri estratti standardizzati di curcuma e boswellia.</p></div></div></div>
<div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><a href="https://www.centrostudimicrobiota.org" target="_blank">Centro Studi Microbiota</a></h4>
<div class="et_pb_blurb_description"><p>Selezione e caratterizzazione dei ceppi probiotici della linea Florabiotic.</p></div></div></div>
<div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><a href="https://www.fondazionesalutedonna.it" target="_blank">Fondazione Salute Donna</a></h4>
<div class="et_pb_blurb_description"><p>Studio osservazionale su 400 donne in menopausa (2022&ndash;2024).</p></div></div></div>`,
  1,
)}`,
);

const chiSiamo = page(
  'Chi siamo',
  '/chi-siamo/',
  'page-template-default page page-id-12',
  `${row(
    `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Chi siamo</h1>
<p>Dal 1962 Vallombrosa Pharma sviluppa e produce integratori alimentari, dispositivi medici e farmaci da banco nel proprio stabilimento di Reggello, alle porte di Firenze.</p>
<h2>Qualità certificata</h2>
<p>Lo stabilimento è autorizzato dall'<a href="https://www.aifa.gov.it" target="_blank" rel="noopener">AIFA</a> alla produzione secondo le norme GMP ed è certificato ISO 9001:2015 e ISO 22000 da <a href="https://www.bureauveritas.it" target="_blank" rel="noopener">Bureau Veritas</a>.</p>
<h2>Sport e territorio</h2>
<p>Siamo sponsor ufficiale del <a href="https://www.teamciclisticomugello.it" target="_blank" rel="noopener">Team Ciclistico Mugello</a> e sosteniamo ogni anno la Corsa della Vallombrosa.</p>
<h2>Dicono di noi</h2>
<p><a href="https://www.ilsole24ore.com/art/vallombrosa-pharma-investe-20-milioni-reggello-AF3kT9qB" target="_blank" rel="noopener">Il Sole 24 Ore: Vallombrosa Pharma investe 20 milioni nel nuovo reparto</a></p>
</div></div>`,
    0,
  )}`,
);

const home = page(
  'Integratori e farmaci da banco dal 1962',
  '/',
  'home page-template-default page page-id-2',
  `${row(
    `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Natura e scienza, dal 1962</h1>
<p>Integratori alimentari, dispositivi medici e farmaci da banco prodotti in Toscana.</p></div></div>`,
    0,
  )}
${row(
  `<div class="et_pb_module et_pb_blurb"><h4><a href="https://www.vallombrosapharma.it/prodotti/linea-articolazioni/">Linea Articolazioni</a></h4></div>
<div class="et_pb_module et_pb_blurb"><h4><a href="https://www.vallombrosapharma.it/prodotti/florabiotic/">Florabiotic</a></h4></div>
<div class="et_pb_module et_pb_blurb"><h4><a href="https://www.vallombrosapharma.it/prodotti/menopausa/">Linea Donna</a></h4></div>`,
  1,
)}
${row(`<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>Cerchi i nostri prodotti? <a href="https://www.vallombrosapharma.it/dove-acquistare/">Scopri dove acquistare</a> oppure consulta i nostri <a href="https://www.vallombrosapharma.it/distributori-internazionali/">distributori internazionali</a>.</p></div></div>`, 2)}`,
);

const contatti = page(
  'Contatti',
  '/contatti/',
  'page-template-default page page-id-20',
  `${row(
    `<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contatti</h1>
<p>Vallombrosa Pharma S.p.A.<br>Via di Vallombrosa 41, 50066 Reggello (FI)<br>Tel. +39 055 868 2201<br>info@vallombrosapharma.it</p>
<p>Farmacovigilanza: farmacovigilanza@vallombrosapharma.it</p></div></div>
<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
<form class="et_pb_contact_form clearfix" method="post" action="https://www.vallombrosapharma.it/contatti/">
<p class="et_pb_contact_field"><input type="text" name="et_pb_contact_name_0" placeholder="Nome"></p>
<p class="et_pb_contact_field"><input type="text" name="et_pb_contact_email_0" placeholder="Email"></p>
<p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" placeholder="Messaggio"></textarea></p>
<button type="submit" class="et_pb_contact_submit et_pb_button">Invia</button>
</form></div>`,
    0,
  )}`,
);

export const site: CorpusSite = {
  domain: 'vallombrosapharma.it',
  otherDomains: ['vallombrosapharma.com'],
  covers:
    'WordPress + Divi (it): international distributors inside a Divi accordion grouped by region (channel), online pharmacies and Amazon store under "Dove acquistare" (retailers -> channel), scientific partners as blurbs (generic); AIFA authorisation, Bureau Veritas certification, Federsalus membership in the footer, sponsored cycling team, press, social links and the English site are not partners',
  pages: {
    '/': { headers, html: home },
    '/distributori-internazionali/': { headers, html: distributori },
    '/dove-acquistare/': { headers, html: doveAcquistare },
    '/partner-scientifici/': { headers, html: partnerScientifici },
    '/chi-siamo/': { headers, html: chiSiamo },
    '/contatti/': { headers, html: contatti },
  },
  sitemap: ['/', '/distributori-internazionali/', '/dove-acquistare/', '/partner-scientifici/', '/chi-siamo/', '/contatti/'],
  technologies: ['wordpress', 'php', 'mysql', 'divi', 'jquery', 'cookiebot', 'nginx'],
  partners: {
    'hellenicpharmatrade.gr': 'channel',
    'medsupply.com.mt': 'channel',
    'farmadis.ro': 'channel',
    'adriafarm.hr': 'channel',
    'cedarspharma.com.lb': 'channel',
    'alnoormedical.com.sa': 'channel',
    'farmalumen.com.mx': 'channel',
    'andessalud.com.pe': 'channel',
    'saigonpharma.vn': 'channel',
    'farmaciaviva.it': 'channel',
    'parafarmaciasole.it': 'channel',
    'amazon.it': 'channel',
    'irnt.it': 'generic',
    'centrostudimicrobiota.org': 'generic',
    'fondazionesalutedonna.it': 'generic',
  },
};
