import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  'cache-control': 'no-store, no-cache, must-revalidate, post-check=0, pre-check=0',
  pragma: 'no-cache',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'set-cookie': '4c0f2a7e91bd35e8a6c1d0f92b7e4a13=k3b0q9rfv1l4m6p2s8t7; path=/; secure; HttpOnly',
};

const head = (title: string, desc: string, enPath: string, itemId: number) => `<!doctype html>
<html lang="sl-si" dir="ltr">
	<head>
		<!-- add google analytics -->
		<!-- Global site tag (gtag.js) - Google Analytics -->
		<script async src='https://www.googletagmanager.com/gtag/js?id=G-7QK2M4ZT1B'></script>
		<script>
			window.dataLayer = window.dataLayer || [];
			function gtag(){dataLayer.push(arguments);}
			gtag('js', new Date());
			gtag('config', 'G-7QK2M4ZT1B', { 'anonymize_ip': true });
		</script>

		<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
		<meta charset="utf-8">
	<meta name="description" content="${desc}">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title} - Kinetik Medical</title>
	<link href="/images/favicon.png" rel="icon" type="image/vnd.microsoft.icon">
	<link href="https://kinetik-medical.si${enPath}" rel="alternate" hreflang="en-GB">
<link href="/media/vendor/joomla-custom-elements/css/joomla-alert.min.css?0.2.0" rel="stylesheet" />
	<link href="/media/system/css/joomla-fontawesome.min.css?0b3e7c" rel="stylesheet" />
	<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet" />
	<link href="/plugins/system/helixultimate/assets/css/system-j4.min.css" rel="stylesheet" />
	<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet" />
	<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet" />
	<link href="/templates/shaper_helixultimate/css/custom.css" rel="stylesheet" />
	<link href="/media/mod_languages/css/template.min.css?0b3e7c" rel="stylesheet" />
	<link href="https://fonts.googleapis.com/css?family=Source+Sans+Pro:400,600,700&amp;display=swap&amp;subset=latin-ext" rel="stylesheet" />
	<style>.sp-megamenu-parent > li > a, .sp-megamenu-parent > li > span{font-family: 'Source Sans Pro', sans-serif;text-decoration: none;}
.logo-image {height:52px;}.logo-image-phone {height:40px;}
#sp-header{ background-color:#ffffff; }
#sp-footer{ background-color:#0c3b5e; }</style>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
	<script src="/media/legacy/js/jquery-noconflict.min.js?647005fc12b79b3ca2bb30c059899d5994e3e34d"></script>
	<script type="application/json" class="joomla-script-options new">{"data":{"breakpoints":{"tablet":991,"mobile":480},"header":{"stickyOffset":"100"}},"joomla.jtext":{"ERROR":"Napaka","MESSAGE":"Sporočilo","NOTICE":"Obvestilo","WARNING":"Opozorilo","JCLOSE":"Zapri","JOK":"V redu","JOPEN":"Odpri"},"system.paths":{"root":"","rootFull":"https://kinetik-medical.si/","base":"","baseFull":"https://kinetik-medical.si/"},"csrf.token":"5e1f0b8a2c7d94e3b6a1c0d8f7e2b3a4"}</script>
	<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/system/js/showon-es5.min.js?0e293ba9dec283752e25f4e1d5eb0a6f8c07d3be" defer nomodule></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/system/js/messages.min.js?7a5169054e9e5f4571c3fe6e0fc0d1f2c3b1ed1c" type="module"></script>
	<script src="/templates/shaper_helixultimate/js/main.js"></script>
	<script>template="shaper_helixultimate";</script>
	<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":true,"floatingPreferencesButtonDisplay":"bottom-left","lang":"sl","siteId":3318420,"cookiePolicyId":71520931,"banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"position":"float-bottom-center","rejectButtonDisplay":true}};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3318420.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
	</head>
	<body class="site helix-ultimate hu com_content com-content view-article layout-default task-none itemid-${itemId} sl-si ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
		<div class="body-wrapper">
			<div class="body-innerwrapper">
				<div id="sp-top-bar"><div class="container"><div class="container-inner"><div class="row"><div id="sp-top1" class="col-lg-6 "><div class="sp-column text-center text-lg-start"><ul class="sp-contact-info"><li class="sp-contact-phone"><span class="fas fa-phone" aria-hidden="true"></span> <a href="tel:+38634281900">+386 3 428 19 00</a></li><li class="sp-contact-email"><span class="far fa-envelope" aria-hidden="true"></span> <a href="mailto:info@kinetik-medical.si">info@kinetik-medical.si</a></li></ul></div></div><div id="sp-top2" class="col-lg-6 "><div class="sp-column text-center text-lg-end"><div class="sp-module "><div class="sp-module-content"><div class="mod-languages">
	<ul class="lang-inline">
						<li class="lang-active">
			<a aria-current="true" href="/sl/">SL</a>
					</li>
								<li>
			<a href="${enPath}">EN</a>
					</li>
				</ul>
</div>
</div></div></div></div></div></div></div></div>
<header id="sp-header"><div class="container"><div class="container-inner"><div class="row"><div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/sl/"><img class="logo-image" src="/images/logo/kinetik-medical.svg" alt="Kinetik Medical"></a></div></div></div><div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center"><nav class="sp-megamenu-wrapper d-flex" role="navigation"><a id="offcanvas-toggler" aria-label="Menu" class="offcanvas-toggler-right d-flex d-lg-none" href="#"><div class="burger-icon" aria-hidden="true"><span></span><span></span><span></span></div></a><ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block"><li class="sp-menu-item"><a href="/sl/"  >Domov</a></li><li class="sp-menu-item sp-has-child"><a href="/sl/izdelki"  >Izdelki</a><div class="sp-dropdown sp-dropdown-main sp-menu-right" style="width: 240px;"><div class="sp-dropdown-inner"><ul class="sp-dropdown-items"><li class="sp-menu-item"><a href="/sl/izdelki/bolniske-postelje"  >Bolniške postelje</a></li><li class="sp-menu-item"><a href="/sl/izdelki/antidekubitusne-blazine"  >Antidekubitusne blazine</a></li><li class="sp-menu-item"><a href="/sl/izdelki/pripomocki-za-hojo"  >Pripomočki za hojo</a></li></ul></div></div></li><li class="sp-menu-item sp-has-child"><a href="/sl/partnerji/distributerji"  >Partnerji</a><div class="sp-dropdown sp-dropdown-main sp-menu-right" style="width: 240px;"><div class="sp-dropdown-inner"><ul class="sp-dropdown-items"><li class="sp-menu-item"><a href="/sl/partnerji/distributerji"  >Distributerji v tujini</a></li><li class="sp-menu-item"><a href="/sl/partnerji/prodajna-mesta"  >Prodajna mesta v Sloveniji</a></li></ul></div></div></li><li class="sp-menu-item"><a href="/sl/reference"  >Reference</a></li><li class="sp-menu-item sp-has-child"><a href="/sl/o-podjetju"  >O podjetju</a><div class="sp-dropdown sp-dropdown-main sp-menu-right" style="width: 240px;"><div class="sp-dropdown-inner"><ul class="sp-dropdown-items"><li class="sp-menu-item"><a href="/sl/o-podjetju"  >Predstavitev</a></li><li class="sp-menu-item"><a href="/sl/o-podjetju/razvoj-in-sodelovanje"  >Razvoj in sodelovanje</a></li><li class="sp-menu-item"><a href="/sl/o-podjetju/novice"  >Novice</a></li></ul></div></div></li><li class="sp-menu-item"><a href="/sl/kontakt"  >Kontakt</a></li></ul></nav></div></div></div></div></div></header>
				<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12 " role="main"><div class="sp-column "><div id="system-message-container" aria-live="polite"></div>
`;

const foot = `</div></main></div></div></div></section>
<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-4 "><div class="sp-column "><div class="sp-module "><h3 class="sp-module-title">Kinetik Medical d.o.o.</h3><div class="sp-module-content"><div class="mod-custom custom">
	<p>Ljubljanska cesta 81<br>3000 Celje, Slovenija<br>ID za DDV: SI 58210412<br>T: +386 3 428 19 00</p></div>
</div></div></div></div><div id="sp-footer2" class="col-lg-4 "><div class="sp-column "><div class="sp-module "><h3 class="sp-module-title">Povezave</h3><div class="sp-module-content"><ul class="menu">
<li class="item-131"><a href="/sl/partnerji/distributerji" >Distributerji</a></li><li class="item-132"><a href="/sl/partnerji/prodajna-mesta" >Kje kupiti</a></li><li class="item-140"><a href="/sl/o-podjetju/razvoj-in-sodelovanje" >Razvojni partnerji</a></li><li class="item-141"><a href="/sl/izjava-o-zasebnosti" >Izjava o zasebnosti</a></li><li class="item-142"><a href="https://www.iubenda.com/privacy-policy/71520931/cookie-policy" class="iubenda-nostyle iubenda-embed" >Piškotki</a></li></ul>
</div></div></div></div><div id="sp-footer3" class="col-lg-4 "><div class="sp-column "><ul class="social-icons"><li class="social-icon-facebook"><a target="_blank" rel="noopener noreferrer" href="https://www.facebook.com/kinetikmedical" aria-label="Facebook"><span class="fab fa-facebook" aria-hidden="true"></span></a></li><li class="social-icon-linkedin"><a target="_blank" rel="noopener noreferrer" href="https://www.linkedin.com/company/kinetik-medical-d-o-o/" aria-label="Linkedin"><span class="fab fa-linkedin" aria-hidden="true"></span></a></li><li class="social-icon-youtube"><a target="_blank" rel="noopener noreferrer" href="https://www.youtube.com/channel/UCk2p8W1aQx0mN5bH3tFjR7g" aria-label="Youtube"><span class="fab fa-youtube" aria-hidden="true"></span></a></li></ul><div class="sp-module "><div class="sp-module-content"><div class="mod-custom custom">
	<p><img src="/images/logotipi/eu-skladi-slo.png" alt="Naložbo sofinancirata Republika Slovenija in Evropska unija iz Evropskega sklada za regionalni razvoj" width="280" height="56"></p>
<p><a href="https://www.eu-skladi.si/" target="_blank" rel="noopener">www.eu-skladi.si</a></p></div>
</div></div></div></div></div></div></div></footer>
<div id="sp-bottom"><div class="container"><div class="container-inner"><div class="row"><div class="col-12"><span class="sp-copyright">© 2024 Kinetik Medical d.o.o. Vse pravice pridržane. Izdelava: <a href="https://www.spletnik-celje.si/" target="_blank" rel="noopener">Spletnik</a></span></div></div></div></div></div>
			</div>
		</div>
		<!-- Off Canvas Menu -->
		<div class="offcanvas-overlay"></div>
		<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>
	</body>
</html>
`;

const article = (
  heading: string,
  body: string,
  extraAfter = '',
) => `<div class="article-details " itemscope itemtype="https://schema.org/Article">
	<meta itemprop="inLanguage" content="sl-SI">
		<div class="article-header">
					<h1 itemprop="headline">
				${heading}			</h1>
			</div>
	<div class="article-can-edit d-flex flex-wrap justify-content-between">
				</div>
	<div itemprop="articleBody">
		${body}	</div>
${extraAfter}</div>
`;

const home =
  head('Domov', 'Razvijamo in izdelujemo bolniške postelje, antidekubitusne blazine in pripomočke za hojo.', '/en/', 101).replace(
    'view-article layout-default',
    'view-featured layout-default',
  ) +
  `<div class="blog-featured">
<div class="article-list">
<div class="row">
<div class="col-lg-12">
<div class="article" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
<div class="article-body">
<div class="article-header"><h2>Slovenska medicinska oprema za bolnišnice in dom</h2></div>
<div class="article-introtext">
<p>Kinetik Medical že od leta 1994 razvija in izdeluje negovalne postelje, antidekubitusne sisteme in pripomočke za hojo. Vsi izdelki so medicinski pripomočki razreda I in IIa v skladu z uredbo MDR (EU) 2017/745.</p>
<p>Naše izdelke najdete v vseh slovenskih bolnišnicah in v več kot 40 domovih za starejše, v tujini pa prek <a href="/sl/partnerji/distributerji">mreže distributerjev</a> v 12 državah. Posamezni kupci lahko pripomočke kupijo ali izposodijo na <a href="/sl/partnerji/prodajna-mesta">prodajnih mestih</a> ali s hitro napotnico ZZZS.</p>
</div>
</div>
</div>
</div>
</div>
<div class="row">
<div class="col-lg-4"><div class="article"><div class="article-header"><h3><a href="/sl/izdelki/bolniske-postelje">Bolniška postelja KM 800</a></h3></div><p>Štiridelna ležalna površina, elektromotorni pogoni in baterijsko napajanje za transport.</p></div></div>
<div class="col-lg-4"><div class="article"><div class="article-header"><h3><a href="/sl/izdelki/antidekubitusne-blazine">Blazina AlterAir</a></h3></div><p>Izmenično napihljiva blazina s kompresorjem za bolnike z visokim tveganjem.</p></div></div>
<div class="col-lg-4"><div class="article"><div class="article-header"><h3><a href="/sl/izdelki/pripomocki-za-hojo">Hodulja Korak 2</a></h3></div><p>Zložljiva aluminijasta hodulja s košaro in sedežem.</p></div></div>
</div>
</div>
<div class="items-more">
<ol class="nav nav-tabs nav-stacked">
	<li><a href="/sl/o-podjetju/novice/nov-distributer-v-srbiji">Nov distributer v Srbiji</a></li>
	<li><a href="/sl/o-podjetju/novice/medica-2023">Kinetik Medical na sejmu MEDICA 2023</a></li>
</ol>
</div>
</div>
` +
  foot;

const distributerjiPage = (start: number) => {
  const pageNav = `<div class="pagenavcounter">Stran ${start + 1} od 2</div>`;
  const toc = `<div class="card float-end article-index">
	<div class="card-body">
				<h3>Kazalo vsebine</h3>
				<ul class="nav flex-column">
							<li class="py-1">
				<a href="/sl/partnerji/distributerji?showall=&amp;start=0" class="${start === 0 ? 'active ' : ''}toclink">
					Evropa				</a>
				</li>
							<li class="py-1">
				<a href="/sl/partnerji/distributerji?showall=&amp;start=1" class="${start === 1 ? 'active ' : ''}toclink">
					Bližnji vzhod, Azija in Afrika				</a>
				</li>
							<li class="py-1">
				<a href="/sl/partnerji/distributerji?showall=1" class="toclink">
					Vse strani				</a>
				</li>
					</ul>
	</div>
</div>
`;
  const europe = `<p>Zunaj Slovenije izdelke Kinetik Medical prodajajo izključno pooblaščeni distributerji, ki skrbijo tudi za servis, rezervne dele in izobraževanje osebja. Seznam je urejen po državah.</p>
<h2>Evropa</h2>
<table class="table table-striped table-bordered" style="width: 100%;">
<thead>
<tr><th>Država</th><th>Distributer</th><th>Spletna stran</th></tr>
</thead>
<tbody>
<tr><td>Avstrija</td><td>MedTech Handels GmbH, Graz</td><td><a href="https://www.medtech-handels.at" target="_blank" rel="noopener">www.medtech-handels.at</a></td></tr>
<tr><td>Hrvaška</td><td>Ortomed d.o.o., Zagreb</td><td><a href="https://ortomed-zagreb.hr/" target="_blank" rel="noopener">ortomed-zagreb.hr</a></td></tr>
<tr><td>Italija</td><td>Ausili Sanitari Friuli S.r.l., Udine</td><td><a href="https://www.ausilifriuli.it/" target="_blank" rel="noopener">www.ausilifriuli.it</a></td></tr>
<tr><td>Nemčija</td><td>Reha-Vertrieb Süd GmbH, Rosenheim</td><td><a href="https://reha-vertrieb-sued.de/partner/kinetik" target="_blank" rel="noopener">reha-vertrieb-sued.de</a></td></tr>
<tr><td>Češka, Slovaška</td><td>Medika Pro s.r.o., Brno</td><td><a href="http://www.medikapro.cz" target="_blank" rel="noopener">www.medikapro.cz</a></td></tr>
<tr><td>Madžarska</td><td>Rehab-Med Kft., Győr</td><td><a href="mailto:rehabmed.gyor@gmail.com">rehabmed.gyor@gmail.com</a></td></tr>
<tr><td>Srbija, Črna gora</td><td>Medprom d.o.o., Beograd</td><td><a href="https://medprom.rs/" target="_blank" rel="noopener">medprom.rs</a></td></tr>
<tr><td>Bosna in Hercegovina</td><td>Medicus d.o.o., Sarajevo</td><td>www.medicus-sa.ba</td></tr>
</tbody>
</table>
`;
  const rest = `<h2>Bližnji vzhod, Azija in Afrika</h2>
<table class="table table-striped table-bordered" style="width: 100%;">
<thead>
<tr><th>Država</th><th>Distributer</th><th>Spletna stran</th></tr>
</thead>
<tbody>
<tr><td>Egipt</td><td>Nile Medical Supplies S.A.E., Kairo</td><td><a href="https://nilemedical-eg.com/" target="_blank" rel="noopener">nilemedical-eg.com</a></td></tr>
<tr><td>Združeni arabski emirati</td><td>Gulf Rehab Trading LLC, Dubaj</td><td><a href="https://www.gulfrehab.ae/" target="_blank" rel="noopener">www.gulfrehab.ae</a></td></tr>
<tr><td>Kazahstan</td><td>AstanaMed LLP, Astana</td><td><a href="https://astanamed.kz/ru/partners" target="_blank" rel="noopener">astanamed.kz</a></td></tr>
</tbody>
</table>
<p>Za države, ki niso navedene, se obrnite na izvozni oddelek: <a href="mailto:export@kinetik-medical.si">export@kinetik-medical.si</a>.</p>
`;
  const pager = `<nav class="pagenavigation" aria-label="Navigacija strani">
	<span class="pagination ms-0">
				${start === 1 ? '<a class="btn btn-sm btn-secondary previous" href="/sl/partnerji/distributerji?start=0" rel="prev"><span class="visually-hidden">Prejšnji članek</span><span class="icon-chevron-left" aria-hidden="true"></span> <span aria-hidden="true">Prejšnja</span></a>' : ''}
				${start === 0 ? '<a class="btn btn-sm btn-secondary next" href="/sl/partnerji/distributerji?start=1" rel="next"><span class="visually-hidden">Naslednji članek</span><span aria-hidden="true">Naslednja</span> <span class="icon-chevron-right" aria-hidden="true"></span></a>' : ''}
		</span>
</nav>
`;
  return (
    head(
      'Distributerji v tujini',
      'Pooblaščeni distributerji Kinetik Medical v Evropi, na Bližnjem vzhodu, v Aziji in Afriki.',
      '/en/partners/distributors',
      131,
    ) +
    `<nav class="mod-breadcrumbs__wrapper" aria-label="Drobtine"><ol class="mod-breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__item breadcrumb-item"><a href="/sl/" class="pathway"><span>Domov</span></a></li><li class="mod-breadcrumbs__item breadcrumb-item"><span>Partnerji</span></li><li class="mod-breadcrumbs__item breadcrumb-item active"><span>Distributerji v tujini</span></li></ol></nav>
` +
    article('Distributerji v tujini', toc + pageNav + (start === 0 ? europe : rest), pager) +
    foot
  );
};

const prodajnaMesta =
  head(
    'Prodajna mesta v Sloveniji',
    'Kje kupiti ali izposoditi pripomočke Kinetik Medical v Sloveniji.',
    '/en/partners/where-to-buy',
    132,
  ) +
  article(
    'Prodajna mesta v Sloveniji',
    `<p>Pripomočke za hojo in antidekubitusne blazine lahko kupite ali na naročilnico ZZZS prevzamete pri naslednjih pogodbenih partnerjih. Bolniške postelje za domačo nego dobavljamo neposredno – pokličite nas.</p>
<h3>Osrednjeslovenska regija</h3>
<p><strong>Sanolabor d.d.</strong> – vse specializirane prodajalne (Ljubljana, Celje, Maribor, Koper, Kranj, Novo mesto …)<br>Spletna trgovina: <a href="https://www.sanolabor.si/" target="_blank" rel="noopener">www.sanolabor.si</a></p>
<p><strong>Lekarna Ljubljana</strong> – izbrane lekarne (Lekarna Center, Lekarna Šiška, Lekarna Vič)<br><a href="https://www.lekarnaljubljana.si/lekarne" target="_blank" rel="noopener">Seznam lekarn</a></p>
<h3>Štajerska in Koroška</h3>
<p><strong>Ortopedija Mlakar</strong>, Tržaška cesta 12, Maribor<br>Tel.: 02 320 55 40<br><a href="https://ortopedija-mlakar.si/" target="_blank" rel="noopener">ortopedija-mlakar.si</a></p>
<h3>Primorska</h3>
<p><strong>Zdravje Plus</strong>, Pristaniška ulica 8, Koper<br>Tel.: 05 627 13 20<br>www.zdravjeplus-koper.si</p>
<h3>Gorenjska</h3>
<p><strong>Ortoteka</strong>, Koroška cesta 19, Kranj – <a href="https://www.ortoteka.si/kinetik-medical" target="_blank" rel="noopener">www.ortoteka.si</a></p>
<h3>Dolenjska</h3>
<p><strong>Medicinski pripomočki Novak s.p.</strong>, Glavni trg 6, Novo mesto<br>Tel.: 07 332 18 05 (pon.–pet. 8.00–16.00)</p>`,
  ) +
  foot;

const razvoj =
  head('Razvoj in sodelovanje', 'S kom razvijamo naše medicinske pripomočke.', '/en/about/research-and-cooperation', 140) +
  article(
    'Razvoj in sodelovanje',
    `<p>Vsak nov izdelek razvijemo v sodelovanju z razvojnimi partnerji iz akademske sfere in z dobavitelji ključnih tehnologij, s katerimi imamo dolgoročne pogodbe o sodelovanju.</p>
<div class="row">
<div class="col-md-6">
<h3>Razvojni partnerji</h3>
<dl>
<dt>Fakulteta za strojništvo Univerze v Ljubljani</dt>
<dd>Laboratorij za biomehaniko – skupni razvoj ergonomije hodulj in preizkusi trajnosti. <a href="https://www.fs.uni-lj.si/" target="_blank" rel="noopener">fs.uni-lj.si</a></dd>
<dt>Institut »Jožef Stefan«</dt>
<dd>Odsek za inteligentne sisteme – senzorji za zaznavanje padcev iz postelje (projekt SafeBed). <a href="https://www.ijs.si/" target="_blank" rel="noopener">ijs.si</a></dd>
</dl>
</div>
<div class="col-md-6">
<h3>Tehnološki partnerji</h3>
<dl>
<dt>LINAK</dt>
<dd>Elektromotorni pogoni in krmilni sistemi za vse naše negovalne postelje. <a href="https://www.linak.com/segments/medline-careline/" target="_blank" rel="noopener">linak.com</a></dd>
<dt>Ascom</dt>
<dd>Integracija postelje KM 800 s sistemi klica medicinske sestre (Ascom Telligence). <a href="https://www.ascom.com/" target="_blank" rel="noopener">ascom.com</a></dd>
</dl>
</div>
</div>
<p>Raziskovalne projekte sofinancirata <a href="https://www.aris-rs.si/" target="_blank" rel="noopener">ARIS</a> in <a href="https://www.spiritslovenia.si/" target="_blank" rel="noopener">SPIRIT Slovenija</a>.</p>`,
  ) +
  foot;

const reference =
  head('Reference', 'Bolnišnice in domovi za starejše, ki uporabljajo opremo Kinetik Medical.', '/en/references', 150) +
  article(
    'Reference',
    `<p>Opremo Kinetik Medical uporabljajo:</p>
<ul>
<li><a href="https://www.kclj.si/" target="_blank" rel="noopener">Univerzitetni klinični center Ljubljana</a> – 320 postelj KM 800 (2019–2023)</li>
<li><a href="https://www.ukc-mb.si/" target="_blank" rel="noopener">UKC Maribor</a> – antidekubitusni sistemi AlterAir</li>
<li><a href="https://www.sb-celje.si/" target="_blank" rel="noopener">Splošna bolnišnica Celje</a></li>
<li>Dom upokojencev Šiška, Dom ob Savinji Celje, Dom starejših Lendava</li>
<li><a href="https://www.kbc-zagreb.hr/" target="_blank" rel="noopener">KBC Zagreb</a> (prek distributerja Ortomed)</li>
</ul>
<blockquote><p>»Postelje KM 800 so po petih letih v intenzivni uporabi še vedno brez večjih okvar.« – vodja tehnične službe, SB Celje</p></blockquote>`,
  ) +
  foot;

const oPodjetju =
  head('O podjetju', 'Kinetik Medical d.o.o. iz Celja: 30 let razvoja medicinske opreme.', '/en/about', 139) +
  article(
    'O podjetju',
    `<p>Podjetje Kinetik Medical je bilo ustanovljeno leta 1994 kot obrtna delavnica za popravila bolnišnične opreme. Danes zaposluje 86 ljudi in izvozi 45 % prodaje.</p>
<h3>Certifikati</h3>
<p>Sistem vodenja kakovosti je certificiran po standardu ISO 13485:2016 pri <a href="https://www.siq.si/" target="_blank" rel="noopener">SIQ Ljubljana</a>. Izdelki nosijo oznako CE v skladu z MDR.</p>
<h3>Članstva</h3>
<p>Smo člani <a href="https://www.gzs.si/" target="_blank" rel="noopener">Gospodarske zbornice Slovenije</a>, Zbornice za medicinske pripomočke in <a href="https://www.medtecheurope.org/" target="_blank" rel="noopener">MedTech Europe</a> (prek nacionalnega združenja).</p>
<h3>Kariera</h3>
<p>Prosta delovna mesta objavljamo na <a href="https://www.mojedelo.com/" target="_blank" rel="noopener">MojeDelo.com</a> in na <a href="https://kariera.kinetik-medical.si/">kariera.kinetik-medical.si</a>.</p>`,
  ) +
  foot;

const novica =
  head(
    'Nov distributer v Srbiji',
    'Od januarja 2024 naše izdelke v Srbiji in Črni gori prodaja Medprom iz Beograda.',
    '/en/about/news/new-distributor-in-serbia',
    141,
  ) +
  article(
    'Nov distributer v Srbiji',
    `<p><time datetime="2024-01-15">15. januar 2024</time></p>
<p>S 1. januarjem 2024 je naš izključni distributer za Srbijo in Črno goro postalo podjetje <a href="https://medprom.rs/" target="_blank" rel="noopener">Medprom d.o.o.</a> iz Beograda, ki ima servisno ekipo in demonstracijski center v Novem Sadu.</p>
<p>Pogodbo smo podpisali na sejmu <a href="https://www.medica.de/" target="_blank" rel="noopener">MEDICA</a> v Düsseldorfu, kjer smo razstavljali na skupnem slovenskem razstavnem prostoru, ki ga je organiziral SPIRIT Slovenija. O novem izvoznem trgu je poročal tudi časnik <a href="https://www.delo.si/gospodarstvo/" target="_blank" rel="noopener">Delo</a>.</p>`,
  ) +
  foot;

export const site: CorpusSite = {
  domain: 'kinetik-medical.si',
  covers:
    'Slovenian medical-device maker on Joomla 4 with Helix Ultimate and iubenda: foreign distributors in a Joomla article split by pagebreak into two pages (?start=1) with a mail-only and an unlinked entry, Slovenian points of sale as headings and <br> lines, and development versus technology partners in definition lists; traps are hospital references, ISO/SIQ certification, memberships, funding agencies, a trade fair and press in a news post, a job board and own career subdomain.',
  pages: {
    '/': { status: 301, redirect: '/sl/' },
    '/sl/': { headers: HEADERS, html: home },
    '/sl/partnerji/distributerji': { headers: HEADERS, html: distributerjiPage(0) },
    '/sl/partnerji/distributerji?start=1': { headers: HEADERS, html: distributerjiPage(1) },
    '/sl/partnerji/prodajna-mesta': { headers: HEADERS, html: prodajnaMesta },
    '/sl/o-podjetju/razvoj-in-sodelovanje': { headers: HEADERS, html: razvoj },
    '/sl/reference': { headers: HEADERS, html: reference },
    '/sl/o-podjetju': { headers: HEADERS, html: oPodjetju },
    '/sl/o-podjetju/novice/nov-distributer-v-srbiji': { headers: HEADERS, html: novica },
  },
  sitemap: [
    '/sl/',
    '/sl/partnerji/distributerji',
    '/sl/partnerji/prodajna-mesta',
    '/sl/o-podjetju/razvoj-in-sodelovanje',
    '/sl/reference',
    '/sl/o-podjetju',
    '/sl/o-podjetju/novice/nov-distributer-v-srbiji',
  ],
  technologies: [
    'joomla',
    'php',
    'helix-ultimate',
    'bootstrap',
    'jquery',
    'font-awesome',
    'iubenda',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'apache-http-server',
  ],
  partners: {
    'medtech-handels.at': 'channel',
    'ortomed-zagreb.hr': 'channel',
    'ausilifriuli.it': 'channel',
    'reha-vertrieb-sued.de': 'channel',
    'medikapro.cz': 'channel',
    'medprom.rs': 'channel',
    'medicus-sa.ba': 'channel',
    'nilemedical-eg.com': 'channel',
    'gulfrehab.ae': 'channel',
    'astanamed.kz': 'channel',
    'sanolabor.si': 'channel',
    'lekarnaljubljana.si': 'channel',
    'ortopedija-mlakar.si': 'channel',
    'zdravjeplus-koper.si': 'channel',
    'ortoteka.si': 'channel',
    'uni-lj.si': 'generic',
    'ijs.si': 'generic',
    'linak.com': 'technology',
    'ascom.com': 'technology',
  },
};
