import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string) => `<!DOCTYPE html>
<html lang="sl-si" dir="ltr">
<head>
    <meta charset="utf-8">
	<meta name="author" content="Ortopedija Kranjc">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="description" content="${desc}">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="/media/templates/site/cassiopeia_ortokranjc/images/favicon.svg" rel="icon" type="image/svg+xml">
	<link href="/media/system/css/joomla-fontawesome.min.css?4a91b2" rel="lazy-stylesheet"><noscript><link href="/media/system/css/joomla-fontawesome.min.css?4a91b2" rel="stylesheet"></noscript>
	<link href="/media/templates/site/cassiopeia/css/template.min.css?4a91b2" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?4a91b2" rel="stylesheet">
	<link href="/media/templates/site/cassiopeia_ortokranjc/css/user.css?4a91b2" rel="stylesheet">
	<link href="/media/plg_system_cookiehint/css/style.css?4a91b2" rel="stylesheet">
	<style>:root { --hue: 204; --template-bg-light: #f0f4fb; --template-text-dark: #1b2836; --template-link-color: #0a5c8a; }</style>
	<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Napaka","MESSAGE":"Sporočilo","NOTICE":"Obvestilo","WARNING":"Opozorilo","JCLOSE":"Zapri","JOK":"V redu","JOPEN":"Odpri"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.ortokranjc.si\\/","base":"","baseFull":"https:\\/\\/www.ortokranjc.si\\/"},"csrf.token":"3f2a9c0d1b8e7f6a5c4d3e2f1a0b9c8d"}</script>
	<script src="/media/system/js/core.min.js?37ffe4"></script>
	<script src="/media/templates/site/cassiopeia/js/template.min.js?4a91b2" defer></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/system/js/messages-es5.min.js?c29829" nomodule defer></script>
	<script src="/media/system/js/messages.min.js?7f7aa2" type="module"></script>
	<!-- Matomo -->
	<script>
	  var _paq = window._paq = window._paq || [];
	  _paq.push(['disableCookies']);
	  _paq.push(['trackPageView']);
	  _paq.push(['enableLinkTracking']);
	  (function() {
	    var u="https://analitika.ortokranjc.si/";
	    _paq.push(['setTrackerUrl', u+'matomo.php']);
	    _paq.push(['setSiteId', '1']);
	    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
	    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
	  })();
	</script>
	<!-- End Matomo Code -->
</head>`;

const header = (active: string) => {
  const li = (href: string, label: string) =>
    `<li class="nav-item${active === href ? ' current active' : ''}"><a href="${href}"${active === href ? ' aria-current="page"' : ''}>${label}</a></li>`;
  return `<body class="site com_content wrapper-static view-article no-layout no-task has-sidebar-right">
	<header class="header container-header full-width">
		<div class="grid-child">
			<div class="navbar-brand">
				<a class="brand-logo" href="/"><img loading="eager" decoding="async" src="/images/logo/ortopedija-kranjc.svg" alt="Ortopedija Kranjc" width="240" height="56"></a>
			</div>
		</div>
		<div class="grid-child container-nav">
			<nav class="navbar navbar-expand-lg" aria-label="Glavni meni">
				<button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Preklopi navigacijo"><span class="icon-menu" aria-hidden="true"></span></button>
				<div class="collapse navbar-collapse" id="navbar1">
					<ul class="mod-menu mod-list nav ">
						${li('/', 'Domov')}
						${li('/izdelki', 'Izdelki')}
						${li('/tehnologija', 'Razvoj in tehnologija')}
						${li('/prodajna-mesta', 'Kje kupiti')}
						${li('/izvoz', 'Izvoz')}
						${li('/o-podjetju', 'O podjetju')}
						${li('/novice', 'Novice')}
						${li('/kontakt', 'Kontakt')}
					</ul>
				</div>
			</nav>
			<div class="container-search">
				<form class="mod-finder js-finder-searchform form-search" action="/iskanje" method="get" role="search"><label for="mod-finder-searchword109" class="visually-hidden finder">Iskanje</label><input type="text" name="q" id="mod-finder-searchword109" class="js-finder-search-query form-control" value="" placeholder="Iskanje ..."></form>
			</div>
		</div>
	</header>
	<div class="site-grid">
		<div class="grid-child container-component">
			<div id="system-message-container" aria-live="polite"></div>
			<main>`;
};

const footer = `			</main>
		</div>
		<div class="grid-child container-sidebar-right">
			<div class="sidebar-right card ">
				<h3 class="card-header ">Potrebujete pripomoček?</h3>
				<div class="card-body">
					<div id="mod-custom112" class="mod-custom custom">
						<p>Ortopedske pripomočke izdelujemo po meri na podlagi naročilnice ZZZS. Pogodbeni smo dobavitelj <a href="https://www.zzzs.si/" target="_blank" rel="noopener noreferrer">Zavoda za zdravstveno zavarovanje Slovenije</a>.</p>
						<p>Naročila: 04 281 55 70</p>
					</div>
				</div>
			</div>
		</div>
	</div>
	<footer class="container-footer footer full-width">
		<div class="grid-child">
			<div id="mod-custom115" class="mod-custom custom">
				<p><strong>Ortopedija Kranjc d.o.o.</strong><br>Savska loka 21<br>4000 Kranj<br>ID za DDV: SI48210377</p>
				<p>Certifikat ISO 13485:2016 – <a href="https://www.siq.si/" target="_blank" rel="noopener noreferrer">SIQ Ljubljana</a> · Član <a href="https://www.gzs.si/" target="_blank" rel="noopener noreferrer">GZS</a> – Zbornica za medicinske pripomočke</p>
				<p><a href="https://www.facebook.com/ortopedijakranjc" target="_blank" rel="noopener noreferrer">Facebook</a> | <a href="https://www.linkedin.com/company/ortopedija-kranjc/" target="_blank" rel="noopener noreferrer">LinkedIn</a> | <a href="/pravno-obvestilo">Pravno obvestilo</a> | <a href="/varstvo-osebnih-podatkov">Varstvo osebnih podatkov</a></p>
				<p><a href="https://www.eu-skladi.si/" target="_blank" rel="noopener noreferrer"><img src="/images/logotipi/eu-sklad-za-regionalni-razvoj.png" alt="Naložbo sofinancirata Republika Slovenija in Evropska unija iz Evropskega sklada za regionalni razvoj" width="380" height="60"></a></p>
			</div>
		</div>
	</footer>
	<a href="#top" id="back-top" class="back-to-top-link" aria-label="Na vrh"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>
	<div id="redim-cookiehint-bottom"><div id="redim-cookiehint"><div class="cookiecontent">Ta spletna stran uporablja piškotke za zagotavljanje boljše uporabniške izkušnje in spremljanje statistike obiska.</div><div class="cookiebuttons"><a id="cookiehintsubmit" rel="nofollow" href="https://www.ortokranjc.si/?rCH=2" class="btn">Strinjam se</a><a id="cookiehintsubmitno" rel="nofollow" href="https://www.ortokranjc.si/?rCH=-2" class="btn">Zavrni</a></div><div class="clr"></div></div></div>
</body>
</html>`;

const article = (
  title: string,
  body: string,
) => `				<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
					<meta itemprop="inLanguage" content="sl-SI">
					<div class="page-header"><h1 itemprop="headline">${title}</h1></div>
					<div itemprop="articleBody" class="com-content-article__body">
${body}
					</div>
				</div>`;

const home = `${head('Ortopedija Kranjc – ortopedski pripomočki po meri', 'Proizvajalec ortoz, opornic in protetičnih pripomočkov po meri iz Kranja.')}
${header('/')}
${article(
  'Ortopedski pripomočki po meri od leta 1991',
  `<p>V Kranju razvijamo in izdelujemo ortoze za zgornje in spodnje ude, hrbtenične opornice, ortopedske vložke in pripomočke za otroke s cerebralno paralizo. Vsak pripomoček izdelamo na podlagi 3D skena.</p>
<div class="row">
<div class="col-md-4"><h3>Ortoze</h3><p>Kolenske, gleženjske in ročne ortoze, serijske in po meri.</p></div>
<div class="col-md-4"><h3>Vložki</h3><p>Ortopedski vložki, izdelani s CNC rezkanjem.</p></div>
<div class="col-md-4"><h3>Otroški program</h3><p>Opornice in stabilizatorji za najmlajše.</p></div>
</div>
<p>Naše izdelke zaupajo tudi bolnišnice, med njimi <a href="https://www.kclj.si/" target="_blank">UKC Ljubljana</a> in <a href="https://www.sb-je.si/" target="_blank">Splošna bolnišnica Jesenice</a>.</p>
<p><a class="btn btn-primary" href="/prodajna-mesta">Poiščite prodajno mesto</a></p>`,
)}
${footer}`;

const izvoz = `${head('Naši distributerji v tujini – Ortopedija Kranjc', 'Distributerji izdelkov Ortopedija Kranjc v tujini.')}
${header('/izvoz')}
${article(
  'Naši distributerji v tujini',
  `<p>Serijske ortoze in vložke izvažamo v osem držav. V vsaki državi sodelujemo z enim distributerjem, ki skrbi za registracijo, zalogo in izobraževanje ortopedskih tehnikov.</p>
<table class="table table-striped" style="width: 100%;">
<thead>
<tr><th scope="col">Država</th><th scope="col">Distributer</th><th scope="col">Spletna stran</th></tr>
</thead>
<tbody>
<tr><td>Hrvaška</td><td>Ortomed d.o.o., Zagreb</td><td><a href="https://www.ortomed.hr/" target="_blank" rel="noopener">www.ortomed.hr</a></td></tr>
<tr><td>Srbija</td><td>Ortopedija Niš d.o.o.</td><td><a href="http://ortopedija-nis.rs" target="_blank" rel="noopener">ortopedija-nis.rs</a></td></tr>
<tr><td>Bosna in Hercegovina</td><td>Medicus d.o.o., Sarajevo</td><td><a href="https://medicus-sarajevo.ba/" target="_blank" rel="noopener">medicus-sarajevo.ba</a></td></tr>
<tr><td>Severna Makedonija</td><td>Ortomak DOOEL, Skopje</td><td><a href="https://www.ortomak.com.mk/" target="_blank" rel="noopener">ortomak.com.mk</a></td></tr>
<tr><td>Črna gora</td><td>Orto Medika, Podgorica</td><td>tel. +382 20 245 118</td></tr>
<tr><td>Avstrija</td><td>Orthotechnik Graz GmbH</td><td><a href="https://www.orthotechnik-graz.at/" target="_blank" rel="noopener">orthotechnik-graz.at</a></td></tr>
<tr><td>Italija</td><td>Ortopedia Giuliana S.r.l., Trst</td><td><a href="https://www.ortopediagiuliana.it/" target="_blank" rel="noopener">ortopediagiuliana.it</a></td></tr>
<tr><td>Madžarska</td><td>Gyógyászati Centrum Kft., Szombathely</td><td>www.gyogyaszati-centrum.hu</td></tr>
</tbody>
</table>
<p>Zanima vas distribucija v drugi državi? Pišite na <a href="mailto:izvoz@ortokranjc.si">izvoz@ortokranjc.si</a>.</p>`,
)}
${footer}`;

const blogItem = (
  title: string,
  body: string,
) => `						<div class="com-content-category-blog__item blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
							<div class="item-content">
								<div class="page-header"><h2 itemprop="name">${title}</h2></div>
								${body}
							</div>
						</div>`;

const pagination = (current: number) => `				<div class="com-content-category-blog__navigation w-100">
					<p class="com-content-category-blog__counter counter float-end pt-3 pe-2">Stran ${current} od 2</p>
					<div class="com-content-category-blog__pagination">
						<nav class="pagination__wrapper" aria-label="Številčenje strani">
							<ul class="pagination ms-0 mb-4">
								<li class="page-item${current === 1 ? ' active' : ''}"><a ${current === 1 ? 'aria-current="true" ' : ''}aria-label="Stran 1" href="/prodajna-mesta" class="page-link">1</a></li>
								<li class="page-item${current === 2 ? ' active' : ''}"><a ${current === 2 ? 'aria-current="true" ' : ''}aria-label="Pojdi na stran 2" href="/prodajna-mesta?start=4" class="page-link">2</a></li>
								${current === 1 ? '<li class="page-item"><a aria-label="Pojdi na naslednjo stran" href="/prodajna-mesta?start=4" class="page-link"><span class="icon-angle-right" aria-hidden="true"></span></a></li>' : ''}
							</ul>
						</nav>
					</div>
				</div>`;

const prodajna1 = `${head('Kje kupiti – Ortopedija Kranjc', 'Prodajna mesta ortopedskih pripomočkov Ortopedija Kranjc v Sloveniji.')}
${header('/prodajna-mesta')}
				<div class="com-content-category-blog blog" itemscope itemtype="https://schema.org/Blog">
					<h1>Kje kupiti</h1>
					<div class="category-desc clearfix"><p>Serijske izdelke lahko kupite ali prevzamete na naročilnico v naslednjih specializiranih trgovinah z medicinskimi pripomočki. Pripomočke po meri izdelamo v Kranju.</p></div>
					<div class="com-content-category-blog__items blog-items ">
${blogItem('Sanolabor – vse poslovalnice', '<p>Največja slovenska mreža prodajaln medicinskih pripomočkov. Seznam poslovalnic: <a href="https://www.sanolabor.si/poslovalnice" target="_blank">sanolabor.si</a></p>')}
${blogItem('Medicinski pripomočki Zupan, Ljubljana', '<p>Celovška cesta 150, Ljubljana<br>Tel.: 01 505 33 21<br><a href="https://zupan-medical.si/" target="_blank">zupan-medical.si</a></p>')}
${blogItem('Ortopedska trgovina Maribor', '<p>Partizanska cesta 22, Maribor<br><a href="https://www.ortotrgovina-mb.si" target="_blank">www.ortotrgovina-mb.si</a></p>')}
${blogItem('Lekarna Pri Lipi, Škofja Loka', '<p>Kapucinski trg 7, Škofja Loka<br>Tel.: 04 512 40 11</p>')}
					</div>
${pagination(1)}
				</div>
${footer}`;

const prodajna2 = `${head('Kje kupiti – Stran 2 – Ortopedija Kranjc', 'Prodajna mesta ortopedskih pripomočkov Ortopedija Kranjc v Sloveniji.')}
${header('/prodajna-mesta')}
				<div class="com-content-category-blog blog" itemscope itemtype="https://schema.org/Blog">
					<h1>Kje kupiti</h1>
					<div class="com-content-category-blog__items blog-items ">
${blogItem('Medis Koper', '<p>Pristaniška ulica 12, Koper<br><a href="https://medis-koper.si/" target="_blank">medis-koper.si</a></p>')}
${blogItem('Zdravje Plus, Celje', '<p>Ljubljanska cesta 41, Celje<br>Splet: zdravjeplus-celje.si</p>')}
${blogItem('Ortopedija Novo mesto', '<p>Seidlova cesta 5, Novo mesto<br><a href="https://orto-nm.si/trgovina/" target="_blank">orto-nm.si</a></p>')}
					</div>
${pagination(2)}
				</div>
${footer}`;

const tehnologija = `${head('Razvoj in tehnologija – Ortopedija Kranjc', 'Digitalni postopek izdelave ortoz: 3D skeniranje, CAD in 3D tisk.')}
${header('/tehnologija')}
${article(
  'Razvoj in tehnologija',
  `<p>Od leta 2019 izdelujemo ortoze po popolnoma digitalnem postopku: ud skeniramo, model oblikujemo v CAD programu in ga natisnemo iz poliamida PA12.</p>
<h2>Tehnološki partnerji</h2>
<dl>
<dt>Vorum</dt>
<dd>Programska oprema Canfit za oblikovanje ortoz in vložkov. <a href="https://vorum.com/" target="_blank">vorum.com</a></dd>
<dt>Materialise</dt>
<dd>Platforma za 3D tisk medicinskih pripomočkov in certificiran tisk po meri. <a href="https://www.materialise.com/en/industries/healthcare" target="_blank">materialise.com</a></dd>
<dt>Ottobock</dt>
<dd>Sklepi in moduli za ortoze KAFO, s katerimi kombiniramo naše školjke. <a href="https://www.ottobock.com/" target="_blank">ottobock.com</a></dd>
</dl>
<p>Projekt digitalizacije je sofinanciral <a href="https://www.podjetniskisklad.si/" target="_blank">Slovenski podjetniški sklad</a>. Skener Artec Eva smo kupili pri podjetju <a href="https://www.3d-tisk.si/" target="_blank">3D tisk d.o.o.</a></p>`,
)}
${footer}`;

const servis = `${head('Pooblaščeni servisni partnerji – Ortopedija Kranjc', 'Pooblaščeni servisi za prilagoditve in popravila.')}
${header('')}
${article(
  'Pooblaščeni servisni partnerji',
  `<p>Prilagoditve, popravila in zamenjave obrabljenih delov lahko poleg Kranja opravijo tudi naši pooblaščeni servisni partnerji:</p>
<ul>
<li>Ortoservis Koper – Ferrarska ulica 14, Koper – <a href="https://www.ortoservis.si/">ortoservis.si</a></li>
<li>Protetika Murska Sobota – Lendavska ulica 9 – <a href="https://protetika-ms.si/">protetika-ms.si</a></li>
</ul>`,
)}
${footer}`;

const oPodjetju = `${head('O podjetju – Ortopedija Kranjc', 'O podjetju Ortopedija Kranjc.')}
${header('/o-podjetju')}
${article(
  'O podjetju',
  `<p>Ortopedijo Kranjc je leta 1991 ustanovil ortopedski tehnik Janez Kranjc. Danes zaposlujemo 46 ljudi, od tega 19 ortopedskih tehnikov.</p>
<p>Kakovost: sistem vodenja kakovosti po ISO 13485 certificira <a href="https://www.siq.si/">SIQ</a>. Izdelki so registrirani pri <a href="https://www.jazmp.si/">JAZMP</a>.</p>
<p>O nas so pisali: <a href="https://www.gorenjskiglas.si/article/20230912/C/ortoze-iz-3d-tiskalnika">Gorenjski glas</a>, <a href="https://www.delo.si/gospodarstvo/novice/kranjske-ortoze-v-osem-drzav">Delo</a>.</p>
<p>Zaposlitev: prosta delovna mesta objavljamo na <a href="https://www.mojedelo.com/">MojeDelo.com</a>.</p>`,
)}
${footer}`;

const novice = `${head('Novice – Ortopedija Kranjc', 'Novice podjetja Ortopedija Kranjc.')}
${header('/novice')}
				<div class="com-content-category-blog blog">
					<h1>Novice</h1>
					<div class="com-content-category-blog__items blog-items ">
${blogItem('Novi servisni partner v Prekmurju', '<p>Od marca lahko pacienti iz Pomurja pripomočke prilagodijo pri Protetiki Murska Sobota. <a href="/index.php?option=com_content&amp;view=article&amp;id=27&amp;Itemid=141">Seznam servisnih partnerjev</a></p>')}
${blogItem('Obiščite nas na sejmu MEDICA', '<p>Letos prvič razstavljamo na sejmu <a href="https://www.medica-tradefair.com/">MEDICA</a> v Düsseldorfu, hala 4.</p>')}
					</div>
				</div>
${footer}`;

export const site: CorpusSite = {
  domain: 'ortokranjc.si',
  covers:
    'Slovenian orthotics manufacturer on Joomla 4 (Cassiopeia, Matomo): foreign distributors in a table under the menu label "Izvoz" (one written-out domain, one without a website), domestic stockists in a category blog paginated with ?start=4, technology partners in a definition list, and service partners on a non-SEF index.php page linked only from a news item and the sitemap; traps are the health-insurance contract, hospital customers, certifier, chamber, regulator, EU fund logos, funders, an equipment seller, press, a job board and a trade fair.',
  pages: {
    '/': { headers: { server: 'Apache', 'x-frame-options': 'SAMEORIGIN' }, html: home },
    '/izvoz': { html: izvoz },
    '/prodajna-mesta': { html: prodajna1 },
    '/prodajna-mesta?start=4': { html: prodajna2 },
    '/tehnologija': { html: tehnologija },
    '/index.php?option=com_content&view=article&id=27&Itemid=141': { html: servis },
    '/o-podjetju': { html: oPodjetju },
    '/novice': { html: novice },
  },
  sitemap: [
    '/',
    '/izvoz',
    '/prodajna-mesta',
    '/tehnologija',
    '/o-podjetju',
    '/novice',
    '/index.php?option=com_content&view=article&id=27&Itemid=141',
  ],
  technologies: ['joomla', 'php', 'bootstrap', 'matomo-analytics', 'apache-http-server'],
  partners: {
    'ortomed.hr': 'channel',
    'ortopedija-nis.rs': 'channel',
    'medicus-sarajevo.ba': 'channel',
    'ortomak.com.mk': 'channel',
    'orthotechnik-graz.at': 'channel',
    'ortopediagiuliana.it': 'channel',
    'gyogyaszati-centrum.hu': 'channel',
    'sanolabor.si': 'channel',
    'zupan-medical.si': 'channel',
    'ortotrgovina-mb.si': 'channel',
    'medis-koper.si': 'channel',
    'zdravjeplus-celje.si': 'channel',
    'orto-nm.si': 'channel',
    'vorum.com': 'technology',
    'materialise.com': 'technology',
    'ottobock.com': 'technology',
    'ortoservis.si': 'channel',
    'protetika-ms.si': 'channel',
  },
};
