import type { CorpusSite } from '../corpus/types.js';

const D = 'https://wistrans-logistics.pl';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  server: 'LiteSpeed',
  'cache-control': 'no-store, no-cache, must-revalidate',
  expires: 'Wed, 17 Aug 2005 00:00:00 GMT',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const css = `
:root{--hu-primary:#c8102e;--hu-dark:#1d2733;--hu-gray:#f3f4f6;--hu-text:#3b4451}
body{font-family:"Open Sans",sans-serif;font-size:15px;line-height:1.7;color:var(--hu-text)}
h1,h2,h3,h4{font-family:"Montserrat",sans-serif;color:var(--hu-dark);font-weight:700}
#sp-top-bar{background:var(--hu-dark);color:#cfd6de;font-size:13px;padding:8px 0}#sp-top-bar a{color:#cfd6de}
.sp-contact-info{list-style:none;margin:0;padding:0;display:flex;gap:22px}.sp-contact-info li i{color:var(--hu-primary);margin-right:6px}
#sp-header{background:#fff;box-shadow:0 0 10px rgba(0,0,0,.08);height:90px}#sp-header .logo img{height:52px}
.sp-megamenu-parent>li>a{font-family:"Montserrat",sans-serif;font-weight:600;font-size:14px;text-transform:uppercase;color:var(--hu-dark);line-height:90px;padding:0 15px}
.sp-megamenu-parent>li.active>a,.sp-megamenu-parent>li>a:hover{color:var(--hu-primary)}
.sp-megamenu-parent .sp-dropdown .sp-dropdown-inner{background:#fff;box-shadow:0 3px 5px 0 rgba(0,0,0,.2);padding:20px}
#sp-page-title{background:var(--hu-dark) url(/images/banners/page-title-bg.jpg) center/cover;padding:70px 0}#sp-page-title h2{color:#fff;font-size:36px;margin:0}
.breadcrumb{background:transparent;padding:0;margin:10px 0 0}.breadcrumb-item a{color:#fff}.breadcrumb-item.active{color:#d9dde2}
#sp-main-body{padding:70px 0}.article-details .article-header h1{font-size:32px}
.table-agents{width:100%;border-collapse:collapse;font-size:14px}.table-agents thead th{background:var(--hu-primary);color:#fff;padding:10px 12px;text-align:left}
.table-agents td{padding:10px 12px;border-bottom:1px solid #e3e6ea;vertical-align:top}.table-agents tr.kraj td{background:var(--hu-gray);font-weight:700;color:var(--hu-dark)}
.uslugi-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}.usluga{background:var(--hu-gray);padding:30px}.usluga i{font-size:34px;color:var(--hu-primary)}
.liczby{display:flex;justify-content:space-around;background:var(--hu-primary);color:#fff;padding:50px 0;text-align:center}.liczby strong{display:block;font-size:40px}
.klienci img{max-height:60px;filter:grayscale(100%);opacity:.7;margin:10px 20px}
#sp-bottom{background:var(--hu-dark);color:#aeb7c2;padding:70px 0 40px;font-size:14px}#sp-bottom .sp-module-title{color:#fff;font-size:16px;text-transform:uppercase}
#sp-bottom a{color:#aeb7c2}#sp-footer{background:#131a22;color:#7f8a97;font-size:13px;padding:20px 0}
.social-icons{list-style:none;padding:0;display:flex;gap:10px}.social-icons a{display:inline-block;width:34px;height:34px;line-height:34px;text-align:center;background:#2a3644;border-radius:50%}
.btn-primary{background:var(--hu-primary);border-color:var(--hu-primary)}.btn-primary:hover{background:#a20d25;border-color:#a20d25}
@media (max-width:991px){.uslugi-grid{grid-template-columns:1fr}.liczby{flex-direction:column;gap:20px}}
`;

function head(title: string, desc: string, path: string): string {
  return `<!doctype html>
<html lang="pl-pl" dir="ltr">
	<head>
		<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
		<meta charset="utf-8">
	<meta name="description" content="${desc}">
	<meta name="generator" content="Joomla! - Open Source Content Management">
	<title>${title}</title>
	<link href="${D}${path}" rel="canonical">
	<link href="/images/favicon.png" rel="icon" type="image/vnd.microsoft.icon">
	<link href="/media/vendor/joomla-custom-elements/css/joomla-alert.min.css?0.2.0" rel="stylesheet" />
	<link href="/plugins/system/gdpr/assets/css/cookieconsent.min.css?4d2f1e" rel="stylesheet" />
	<link href="//fonts.googleapis.com/css?family=Open Sans:100,100i,200,200i,300,300i,400,400i,500,500i,600,600i,700,700i,800,800i,900,900i&amp;subset=latin-ext&amp;display=swap" rel="stylesheet" media="none" onload="media=&quot;all&quot;" />
	<link href="//fonts.googleapis.com/css?family=Montserrat:100,100i,200,200i,300,300i,400,400i,500,500i,600,600i,700,700i,800,800i,900,900i&amp;subset=latin-ext&amp;display=swap" rel="stylesheet" media="none" onload="media=&quot;all&quot;" />
	<link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet" />
	<link href="/plugins/system/helixultimate/assets/css/system-j4.min.css" rel="stylesheet" />
	<link href="/media/system/css/joomla-fontawesome.min.css?4d2f1e" rel="stylesheet" />
	<link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet" />
	<link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet" />
	<link href="/components/com_sppagebuilder/assets/css/sppagebuilder.css?6a1b7e" rel="stylesheet" />
	<style>${css}</style>
	<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
	<script src="/media/legacy/js/jquery-noconflict.min.js?647005fc12b79b3ca2bb30c059899d5994e3e34d"></script>
	<script type="application/json" class="joomla-script-options new">{"data":{"breakpoints":{"tablet":991,"mobile":480},"header":{"stickyOffset":"100"}},"joomla.jtext":{"ERROR":"B\\u0142\\u0105d","MESSAGE":"Wiadomo\\u015b\\u0107","NOTICE":"Powiadomienie","WARNING":"Ostrze\\u017cenie","JCLOSE":"Zamknij","JOK":"OK","JOPEN":"Otw\\u00f3rz"},"system.paths":{"root":"","rootFull":"https:\\/\\/wistrans-logistics.pl\\/","base":"","baseFull":"https:\\/\\/wistrans-logistics.pl\\/"},"csrf.token":"7c4e0b1f9a2d3e6b8c5a1f0e9d7b3c2a"}</script>
	<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
	<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
	<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
	<script src="/media/system/js/messages-es5.min.js?c29829fd2432533d05b15b771f86c6637708bd9d" nomodule defer></script>
	<script src="/templates/shaper_helixultimate/js/main.js"></script>
	<script src="/components/com_sppagebuilder/assets/js/sppagebuilder.js?6a1b7e" defer></script>
	<script>template="shaper_helixultimate";</script>
	<script src="https://cdn.cookie-script.com/s/8f3e1a2b7c9d0e4f5a6b1c2d3e4f5a6b.js" charset="UTF-8"></script>
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-N9CHV4T');</script>
	<!-- End Google Tag Manager -->
	</head>
`;
}

function body(itemid: number, view: string): string {
  return `	<body class="site helix-ultimate hu com_content com-content view-${view} layout-default task-none itemid-${itemid} pl-pl ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
	<!-- Google Tag Manager (noscript) -->
	<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N9CHV4T" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
	<!-- End Google Tag Manager (noscript) -->
	<div class="body-wrapper">
	<div class="body-innerwrapper">
	<div id="sp-top-bar"><div class="container"><div class="container-inner"><div class="row">
		<div id="sp-top1" class="col-lg-6"><div class="sp-column text-center text-lg-start">
			<ul class="sp-contact-info"><li class="sp-contact-phone"><span class="fas fa-phone" aria-hidden="true"></span> <a href="tel:+48178640210">+48 17 864 02 10</a></li><li class="sp-contact-email"><span class="far fa-envelope" aria-hidden="true"></span> <a href="mailto:biuro@wistrans-logistics.pl">biuro@wistrans-logistics.pl</a></li><li class="sp-contact-time"><span class="far fa-clock" aria-hidden="true"></span> Pn–Pt 7:00–17:00</li></ul>
		</div></div>
		<div id="sp-top2" class="col-lg-6"><div class="sp-column text-center text-lg-end">
			<ul class="social-icons"><li class="social-icon-facebook"><a target="_blank" rel="noopener noreferrer" href="https://www.facebook.com/wistranslogistics" aria-label="Facebook"><span class="fab fa-facebook" aria-hidden="true"></span></a></li><li class="social-icon-linkedin"><a target="_blank" rel="noopener noreferrer" href="https://www.linkedin.com/company/wistrans-logistics" aria-label="LinkedIn"><span class="fab fa-linkedin" aria-hidden="true"></span></a></li></ul>
			<a href="/en/" class="lang-en">EN</a> | <a href="/de/" class="lang-de">DE</a> | <a href="https://tracking.wistrans-logistics.pl/" target="_blank">Śledzenie przesyłki</a>
		</div></div>
	</div></div></div></div>
	<header id="sp-header"><div class="container"><div class="container-inner"><div class="row">
		<div id="sp-logo" class="col-auto"><div class="sp-column"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/wistrans-logo.svg" alt="Wistrans Logistics" width="220" height="52"></a></div></div></div>
		<div id="sp-menu" class="col-auto flex-auto"><div class="sp-column d-flex justify-content-end align-items-center">
			<nav class="sp-megamenu-wrapper d-flex" role="navigation"><a id="offcanvas-toggler" aria-label="Menu" class="offcanvas-toggler-right d-flex d-lg-none" href="#"><div class="burger-icon" aria-hidden="true"><span></span><span></span><span></span></div></a>
			<ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">
				<li class="sp-menu-item${itemid === 101 ? ' current-item active' : ''}"><a href="/">Start</a></li>
				<li class="sp-menu-item${itemid === 102 ? ' current-item active' : ''}"><a href="/o-firmie">O firmie</a></li>
				<li class="sp-menu-item sp-has-child"><a href="/uslugi">Usługi</a><div class="sp-dropdown sp-dropdown-main sp-menu-right" style="width: 260px;"><div class="sp-dropdown-inner"><ul class="sp-dropdown-items">
					<li class="sp-menu-item"><a href="/uslugi/transport-drogowy">Transport drogowy FTL/LTL</a></li>
					<li class="sp-menu-item"><a href="/uslugi/fracht-morski">Fracht morski</a></li>
					<li class="sp-menu-item"><a href="/uslugi/fracht-lotniczy">Fracht lotniczy</a></li>
					<li class="sp-menu-item"><a href="/uslugi/agencja-celna">Agencja celna</a></li>
					<li class="sp-menu-item"><a href="/uslugi/magazynowanie">Magazynowanie i cross-dock</a></li>
				</ul></div></div></li>
				<li class="sp-menu-item${itemid === 104 ? ' current-item active' : ''}"><a href="/siec-partnerska">Sieć partnerska</a></li>
				<li class="sp-menu-item"><a href="/aktualnosci">Aktualności</a></li>
				<li class="sp-menu-item"><a href="/kariera">Kariera</a></li>
				<li class="sp-menu-item"><a href="/kontakt">Kontakt</a></li>
			</ul></nav>
			<a class="btn btn-primary ms-3" href="/kontakt?temat=wycena">Zapytaj o wycenę</a>
		</div></div>
	</div></div></div></header>
`;
}

function pageTitle(title: string, crumb: string): string {
  return `	<section id="sp-page-title"><div class="row"><div id="sp-title" class="col-lg-12"><div class="sp-column"><div class="sp-page-title"><div class="container"><h2 class="sp-page-title-heading">${title}</h2>
		<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs"><ol class="mod-breadcrumbs breadcrumb px-3 py-2"><li class="mod-breadcrumbs__item breadcrumb-item"><a href="/" class="pathway"><span>Start</span></a></li><li class="mod-breadcrumbs__item breadcrumb-item active"><span>${crumb}</span></li></ol></nav>
	</div></div></div></div></div></section>
`;
}

const footer = `	<section id="sp-bottom"><div class="container"><div class="container-inner"><div class="row">
		<div id="sp-bottom1" class="col-sm-col-sm-6 col-lg-3"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Wistrans Logistics</h3><div class="sp-module-content"><div class="mod-custom custom">
			<p>Wistrans Logistics Sp. z o.o.<br>ul. Przemysłowa 14<br>39-300 Mielec</p>
			<p>NIP: 8172219634<br>KRS: 0000411287<br>Kapitał zakładowy: 500 000 zł</p>
		</div></div></div></div></div>
		<div id="sp-bottom2" class="col-sm-col-sm-6 col-lg-3"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Usługi</h3><div class="sp-module-content"><ul class="menu">
			<li><a href="/uslugi/transport-drogowy">Transport drogowy</a></li><li><a href="/uslugi/fracht-morski">Fracht morski</a></li><li><a href="/uslugi/fracht-lotniczy">Fracht lotniczy</a></li><li><a href="/uslugi/agencja-celna">Agencja celna</a></li>
		</ul></div></div></div></div>
		<div id="sp-bottom3" class="col-lg-3"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Informacje</h3><div class="sp-module-content"><ul class="menu">
			<li><a href="/polityka-prywatnosci">Polityka prywatności</a></li><li><a href="/ogolne-warunki-spedycji">Ogólne Polskie Warunki Spedycyjne</a></li><li><a href="/rodo">RODO</a></li><li><a href="/kariera">Kariera</a></li><li><a href="/dla-przewoznikow">Dla przewoźników</a></li>
		</ul></div></div></div></div>
		<div id="sp-bottom4" class="col-lg-3"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Certyfikaty</h3><div class="sp-module-content"><div class="mod-custom custom">
			<p><img src="/images/certyfikaty/iso-9001.png" alt="ISO 9001:2015" width="70" height="70"> <img src="/images/certyfikaty/aeo.png" alt="AEO – Upoważniony Przedsiębiorca" width="70" height="70"> <img src="/images/certyfikaty/gdp.png" alt="GDP" width="70" height="70"></p>
			<p>Ubezpieczenie OC spedytora i przewoźnika: 1 000 000 EUR</p>
			<p><a href="https://play.google.com/store/apps/details?id=pl.wistrans.track" target="_blank" rel="noopener"><img src="/images/badges/google-play-pl.png" alt="Pobierz z Google Play" width="135" height="40"></a></p>
		</div></div></div></div></div>
	</div></div></div></section>
	<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row"><div id="sp-footer1" class="col-lg-12"><div class="sp-column"><span class="sp-copyright">© 2024 Wistrans Logistics Sp. z o.o. Wszelkie prawa zastrzeżone.</span></div></div></div></div></div></footer>
	</div>
	</div>
	<div class="offcanvas-overlay"></div>
	<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>
	<script type="text/javascript">
	var _smartsupp = _smartsupp || {};
	_smartsupp.key = '2b7e4c1a9f0d3e6b8c5a1f0e9d7b3c2a4e6f8a0b';
	_smartsupp.language = 'pl';
	window.smartsupp||(function(d) {
	  var s,c,o=smartsupp=function(){ o._.push(arguments)};o._=[];
	  s=d.getElementsByTagName('script')[0];c=d.createElement('script');
	  c.type='text/javascript';c.charset='utf-8';c.async=true;
	  c.src='https://www.smartsuppchat.com/loader.js?';s.parentNode.insertBefore(c,s);
	})(document);
	</script>
	<script src="https://www.smartsuppchat.com/loader.js?" async></script>
	</body>
</html>`;

const wrap = (title: string, desc: string, path: string, itemid: number, view: string, inner: string) =>
  head(title, desc, path) + body(itemid, view) + inner + footer;

const home = wrap(
  'Wistrans Logistics – spedycja międzynarodowa, transport i agencja celna | Mielec',
  'Wistrans Logistics: spedycja drogowa, morska i lotnicza, agencja celna i magazyn w Mielcu. Sieć agentów w 20 krajach.',
  '/',
  101,
  'featured',
  `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column">
	<div id="sp-page-builder" class="sp-page-builder page-1">
		<section class="sppb-section"><div class="sppb-row-container"><div class="sppb-row">
			<div class="sppb-col-md-7"><div class="sppb-addon sppb-addon-header"><h1 class="sppb-addon-title">Twój ładunek. Nasza odpowiedzialność.</h1></div>
			<div class="sppb-addon sppb-addon-text-block"><div class="sppb-addon-content"><p>Od 2006 roku organizujemy transport towarów dla producentów i dystrybutorów z Podkarpacia i całej Polski. Realizujemy ponad 14 000 zleceń rocznie – od pojedynczych palet po ładunki projektowe – drogą lądową, morską i lotniczą.</p><p>Dzięki własnemu oddziałowi celnemu w Mielcu i sieci sprawdzonych agentów w Europie i Azji prowadzimy przesyłki od drzwi do drzwi.</p></div></div>
			<a class="btn btn-primary" href="/kontakt?temat=wycena">Zapytaj o wycenę</a></div>
			<div class="sppb-col-md-5"><div class="sppb-addon sppb-addon-single-image"><img class="sppb-img-responsive" src="/images/home/ciezarowka-wistrans.jpg" alt="Ciężarówka Wistrans na trasie" width="640" height="480" loading="lazy"></div></div>
		</div></div></section>
		<section class="sppb-section"><div class="uslugi-grid">
			<div class="usluga"><span class="fas fa-truck" aria-hidden="true"></span><h3>Transport drogowy</h3><p>Ładunki całopojazdowe i drobnicowe w całej Europie, chłodnie, transport ADR.</p><a href="/uslugi/transport-drogowy">Więcej</a></div>
			<div class="usluga"><span class="fas fa-ship" aria-hidden="true"></span><h3>Fracht morski</h3><p>Kontenery FCL i LCL z Azji i do obu Ameryk przez Gdańsk, Gdynię, Hamburg i Rotterdam.</p><a href="/uslugi/fracht-morski">Więcej</a></div>
			<div class="usluga"><span class="fas fa-plane" aria-hidden="true"></span><h3>Fracht lotniczy</h3><p>Przesyłki ekspresowe i konsolidacje przez Rzeszów-Jasionkę, Warszawę i Frankfurt.</p><a href="/uslugi/fracht-lotniczy">Więcej</a></div>
		</div></section>
		<section class="sppb-section"><div class="liczby"><div><strong>18</strong>lat doświadczenia</div><div><strong>14 000+</strong>zleceń rocznie</div><div><strong>20</strong>krajów w sieci agentów</div><div><strong>6 500 m²</strong>powierzchni magazynowej</div></div></section>
		<section class="sppb-section"><h2 class="sppb-addon-title text-center">Zaufali nam</h2><div class="klienci text-center">
			<img src="/images/klienci/pzl-mielec.png" alt="PZL Mielec" width="160" height="60">
			<img src="/images/klienci/kirchhoff.png" alt="Kirchhoff Automotive" width="160" height="60">
			<img src="/images/klienci/lear.png" alt="Lear Corporation" width="160" height="60">
			<img src="/images/klienci/fibrain.png" alt="Fibrain" width="160" height="60">
			<img src="/images/klienci/hortex.png" alt="Hortex" width="160" height="60">
		</div></section>
	</div>
	</div></main></div></div></div></section>
`,
);

const oFirmie = wrap(
  'O firmie – Wistrans Logistics',
  'Historia Wistrans Logistics, certyfikaty ISO 9001 i AEO, członkostwo w PISiL, FIATA i sieci WCA.',
  '/o-firmie',
  102,
  'article',
  pageTitle('O firmie', 'O firmie') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column">
	<div class="article-details" itemscope itemtype="https://schema.org/Article">
		<div class="article-header"><h1 itemprop="headline">Kim jesteśmy</h1></div>
		<div itemprop="articleBody">
			<p>Wistrans Logistics powstał w 2006 roku w Mielcu jako dwuosobowe biuro spedycyjne obsługujące firmy ze Specjalnej Strefy Ekonomicznej EURO-PARK MIELEC. Dziś zatrudniamy 74 osoby w biurach w Mielcu, Rzeszowie i Gdyni, prowadzimy magazyn celny o powierzchni 6 500 m² i oddział agencji celnej.</p>
			<p>Nie posiadamy własnej floty ciężarowej – współpracujemy ze stałą grupą ponad 300 zweryfikowanych przewoźników, co pozwala nam elastycznie dobierać środek transportu do ładunku.</p>
			<h2>Certyfikaty i standardy</h2>
			<ul>
				<li>System zarządzania jakością ISO 9001:2015 – certyfikat wydany przez <a href="https://www.tuv-nord.com/pl/" target="_blank" rel="noopener">TÜV NORD Polska</a></li>
				<li>Status AEO (Authorised Economic Operator) – pozwolenie AEOF od 2014 r.</li>
				<li>Dobra Praktyka Dystrybucyjna (GDP) dla produktów leczniczych</li>
				<li>Certyfikat „Rzetelna Firma”</li>
			</ul>
			<h2>Organizacje i sieci, do których należymy</h2>
			<p>Jesteśmy członkiem <a href="https://pisil.pl/" target="_blank" rel="noopener">Polskiej Izby Spedycji i Logistyki (PISiL)</a>, a za jej pośrednictwem – międzynarodowej federacji spedytorów <a href="https://fiata.org/" target="_blank" rel="noopener">FIATA</a>. Nasi spedytorzy posiadają dyplomy FIATA Diploma in Freight Forwarding.</p>
			<p>Od 2017 roku należymy do sieci niezależnych spedytorów <a href="https://www.wcaworld.com/" target="_blank" rel="noopener">WCA World</a> (WCA Inter Global), co daje nam dostęp do zweryfikowanych agentów w ponad 190 krajach oraz ochronę płatności w ramach sieci.</p>
			<h2>Ubezpieczenie</h2>
			<p>Odpowiedzialność cywilna spedytora i przewoźnika (OCS/OCP) ubezpieczona w ERGO Hestia do kwoty 1 000 000 EUR na zdarzenie. Na życzenie klienta organizujemy ubezpieczenie cargo.</p>
		</div>
	</div>
	</div></main></div></div></div></section>
`,
);

type Agent = { firma: string; miasto: string; uslugi: string; kontakt: string };
const kraje: [string, Agent[]][] = [
  [
    'Niemcy',
    [
      {
        firma: 'Rheinkurier Spedition GmbH',
        miasto: 'Duisburg',
        uslugi: 'Drobnica, cross-dock, dystrybucja krajowa',
        kontakt: '<a href="https://www.rheinkurier-spedition.de" target="_blank" rel="noopener">www.rheinkurier-spedition.de</a>',
      },
    ],
  ],
  [
    'Holandia / Belgia',
    [
      {
        firma: 'Van Leeuwen Overslag B.V.',
        miasto: 'Rotterdam',
        uslugi: 'Przeładunki kontenerowe, odprawy T1',
        kontakt: '<a href="https://vanleeuwenoverslag.nl" target="_blank" rel="noopener">vanleeuwenoverslag.nl</a>',
      },
    ],
  ],
  [
    'Czechy / Słowacja',
    [
      {
        firma: 'Moravia Cargo s.r.o.',
        miasto: 'Ostrava',
        uslugi: 'FTL/LTL, transport ADR',
        kontakt: '<a href="https://www.moraviacargo.cz" target="_blank" rel="noopener">www.moraviacargo.cz</a>',
      },
    ],
  ],
  [
    'Włochy',
    [
      {
        firma: 'Padana Trasporti Internazionali S.r.l.',
        miasto: 'Verona',
        uslugi: 'Groupage Włochy–Polska, chłodnie',
        kontakt: '<a href="https://www.padanatrasporti.it" target="_blank" rel="noopener">www.padanatrasporti.it</a>',
      },
    ],
  ],
  [
    'Litwa / Łotwa / Estonia',
    [
      {
        firma: 'UAB Baltiklogis',
        miasto: 'Kowno',
        uslugi: 'Drobnica, magazyn',
        kontakt: '<a href="https://baltiklogis.lt" target="_blank" rel="noopener">baltiklogis.lt</a>',
      },
    ],
  ],
  [
    'Ukraina',
    [
      {
        firma: 'Dnipro Freight Forwarding LLC',
        miasto: 'Lwów / Dniepr',
        uslugi: 'Transport drogowy, odprawy na granicy Korczowa–Krakowiec',
        kontakt: '<a href="https://dniprofreight.com.ua" target="_blank" rel="noopener">dniprofreight.com.ua</a>',
      },
    ],
  ],
  [
    'Turcja',
    [
      {
        firma: 'Anadolu Kargo Lojistik A.Ş.',
        miasto: 'Stambuł',
        uslugi: 'Transport drogowy i intermodalny Turcja–UE',
        kontakt: '<a href="https://www.anadolukargo-lojistik.com.tr" target="_blank" rel="noopener">anadolukargo-lojistik.com.tr</a>',
      },
    ],
  ],
  [
    'Wielka Brytania',
    [
      {
        firma: 'Humber Freight Services Ltd',
        miasto: 'Hull',
        uslugi: 'Odprawy celne po Brexicie, dystrybucja',
        kontakt: 'tel. +44 1482 555 210',
      },
    ],
  ],
  [
    'Chiny',
    [
      {
        firma: 'Ningbo Seabridge International Logistics Co., Ltd.',
        miasto: 'Ningbo / Szanghaj',
        uslugi: 'FCL/LCL, konsolidacje, kolej Chiny–Europa',
        kontakt: '<a href="mailto:ops@seabridge-nb.cn">ops@seabridge-nb.cn</a>',
      },
    ],
  ],
  [
    'USA',
    [
      {
        firma: 'Great Lakes Consolidators Inc.',
        miasto: 'Chicago, IL',
        uslugi: 'Fracht lotniczy i morski, dystrybucja',
        kontakt: 'tel. +1 312 555 0187',
      },
    ],
  ],
];

const siec = wrap(
  'Sieć partnerska – agenci Wistrans Logistics w Europie i na świecie',
  'Sieć agentów i partnerów Wistrans Logistics: Niemcy, Holandia, Czechy, Włochy, kraje bałtyckie, Ukraina, Turcja, Wielka Brytania, Chiny, USA.',
  '/siec-partnerska',
  104,
  'article',
  pageTitle('Sieć partnerska', 'Sieć partnerska') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column">
	<div class="article-details">
		<div class="article-header"><h1>Nasi agenci za granicą</h1></div>
		<div itemprop="articleBody">
			<p>Przesyłki międzynarodowe realizujemy we współpracy z siecią zaufanych agentów – lokalnych firm spedycyjnych, które odbierają i doręczają ładunki, prowadzą odprawy celne i magazynowanie po stronie kraju nadania lub przeznaczenia. Z każdym agentem łączy nas umowa o współpracy i wspólne standardy raportowania statusów.</p>
			<div class="table-responsive">
			<table class="table-agents">
				<thead><tr><th>Firma</th><th>Miasto</th><th>Zakres usług</th><th>Kontakt</th></tr></thead>
				<tbody>
				${kraje
          .map(
            ([kraj, list]) =>
              `<tr class="kraj"><td colspan="4">${kraj}</td></tr>\n\t\t\t\t` +
              list
                .map((a) => `<tr><td>${a.firma}</td><td>${a.miasto}</td><td>${a.uslugi}</td><td>${a.kontakt}</td></tr>`)
                .join('\n\t\t\t\t'),
          )
          .join('\n\t\t\t\t')}
				</tbody>
			</table>
			</div>
			<p>W pozostałych krajach współpracujemy z agentami sieci WCA World. Jesteś firmą spedycyjną i chcesz zostać naszym agentem? Napisz na <a href="mailto:agenci@wistrans-logistics.pl">agenci@wistrans-logistics.pl</a>.</p>
		</div>
	</div>
	</div></main></div></div></div></section>
`,
);

const morski = wrap(
  'Fracht morski FCL i LCL – Wistrans Logistics',
  'Fracht morski: kontenery FCL i LCL z Azji, obu Ameryk i Bliskiego Wschodu, odprawa celna i dowóz do klienta.',
  '/uslugi/fracht-morski',
  110,
  'article',
  pageTitle('Fracht morski', 'Fracht morski') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-8"><div class="sp-column">
	<div class="article-details">
		<div class="article-header"><h1>Fracht morski FCL i LCL</h1></div>
		<div itemprop="articleBody">
			<p>Organizujemy przewozy kontenerowe z portów Dalekiego Wschodu, Indii, Turcji i obu Ameryk do Gdańska, Gdyni, Hamburga, Bremerhaven i Rotterdamu. Oferujemy pełne kontenery (20', 40', 40'HC, reefer, open top, flat rack) oraz konsolidacje LCL z cotygodniowymi wyjazdami z Szanghaju, Ningbo i Shenzhen.</p>
			<h2>Armatorzy – nasi partnerzy</h2>
			<p>Współpracujemy bezpośrednio z wiodącymi liniami żeglugowymi, dzięki czemu mamy stałe alokacje miejsc i stawki kontraktowe na głównych trasach:</p>
			<ul>
				<li><a href="https://www.maersk.com/" target="_blank" rel="noopener">Maersk</a></li>
				<li><a href="https://www.msc.com/" target="_blank" rel="noopener">MSC Mediterranean Shipping Company</a></li>
				<li><a href="https://www.cma-cgm.com/" target="_blank" rel="noopener">CMA CGM</a></li>
				<li>Hapag-Lloyd</li>
			</ul>
			<h2>Co obejmuje usługa</h2>
			<ul><li>odbiór u dostawcy (EXW/FCA) przez naszego agenta</li><li>odprawa eksportowa i importowa</li><li>dowóz kontenera lub rozformowanie w naszym magazynie</li><li>ubezpieczenie cargo</li><li>śledzenie statusu online w aplikacji Wistrans Track</li></ul>
		</div>
	</div>
	</div></main>
	<aside id="sp-right" class="col-lg-4"><div class="sp-column"><div class="sp-module"><h3 class="sp-module-title">Potrzebujesz wyceny?</h3><div class="sp-module-content"><p>Dział morski: <a href="mailto:sea@wistrans-logistics.pl">sea@wistrans-logistics.pl</a><br>tel. +48 58 555 02 44 (Gdynia)</p></div></div></div></aside>
	</div></div></div></section>
`,
);

const drogowy = wrap(
  'Transport drogowy FTL i LTL w Europie – Wistrans Logistics',
  'Transport drogowy całopojazdowy i drobnicowy, chłodnie i ADR. Stała baza 300 zweryfikowanych przewoźników.',
  '/uslugi/transport-drogowy',
  109,
  'article',
  pageTitle('Transport drogowy', 'Transport drogowy') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column">
	<div class="article-details">
		<div class="article-header"><h1>Transport drogowy FTL i LTL</h1></div>
		<div itemprop="articleBody">
			<p>Codziennie organizujemy kilkadziesiąt przewozów całopojazdowych i drobnicowych między Polską a krajami Unii Europejskiej, Wielką Brytanią, Szwajcarią, Turcją i Ukrainą. Do dyspozycji mamy naczepy plandekowe, mega, chłodnie, zestawy BDF i pojazdy do przewozu towarów niebezpiecznych ADR.</p>
			<h3>Dla przewoźników</h3>
			<p>Szukamy rzetelnych przewoźników z własnym taborem. Zlecenia publikujemy na giełdach <a href="https://www.trans.eu/pl/" target="_blank" rel="noopener">Trans.eu</a> i <a href="https://www.timocom.pl/" target="_blank" rel="noopener">TIMOCOM</a>; stałym podwykonawcom oferujemy płatność w 21 dni. Wymagane dokumenty: licencja, polisa OCP, KRS/CEIDG. <a href="/dla-przewoznikow">Dołącz do bazy przewoźników</a>.</p>
			<h3>Monitorowanie</h3>
			<p>Wszystkie pojazdy realizujące nasze zlecenia są śledzone w czasie rzeczywistym przez integrację GPS, a klient otrzymuje powiadomienia o załadunku i rozładunku.</p>
		</div>
	</div>
	</div></main></div></div></div></section>
`,
);

const news = wrap(
  'Nowy agent w Turcji – Anadolu Kargo Lojistik – Wistrans Logistics',
  'Wistrans Logistics rozpoczyna współpracę z Anadolu Kargo Lojistik ze Stambułu.',
  '/aktualnosci/nowy-agent-w-turcji',
  120,
  'article',
  pageTitle('Aktualności', 'Nowy agent w Turcji') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-8"><div class="sp-column">
	<div class="article-details">
		<div class="article-header"><h1>Nowy agent w Turcji</h1></div>
		<div class="article-info"><span class="published"><time datetime="2024-01-22T09:00:00+01:00">22 stycznia 2024</time></span><span class="category-name">Kategoria: <a href="/aktualnosci">Aktualności</a></span></div>
		<div itemprop="articleBody">
			<p>Z przyjemnością informujemy, że naszym nowym agentem w Turcji została firma <strong>Anadolu Kargo Lojistik A.Ş.</strong> z siedzibą w Stambule. Partner obsługuje regularne połączenia drogowe i intermodalne (Ro-La przez Triest) między Turcją a Europą Środkową.</p>
			<p>Dzięki współpracy skracamy czas tranzytu z Bursy i Izmiru do Mielca do 5 dni roboczych i oferujemy cotygodniowe wyjazdy groupage.</p>
			<p>Więcej o partnerze: <a href="https://www.anadolukargo-lojistik.com.tr" target="_blank" rel="noopener">anadolukargo-lojistik.com.tr</a>. Zobacz całą naszą <a href="/siec-partnerska">sieć partnerską</a>.</p>
		</div>
	</div>
	</div></main></div></div></div></section>
`,
);

const kariera = wrap(
  'Kariera – Wistrans Logistics',
  'Praca w Wistrans Logistics: spedytor międzynarodowy, agent celny, specjalista ds. obsługi klienta.',
  '/kariera',
  130,
  'article',
  pageTitle('Kariera', 'Kariera') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column">
	<div class="article-details"><div class="article-header"><h1>Pracuj z nami</h1></div>
	<div itemprop="articleBody">
		<p>Aktualnie poszukujemy:</p>
		<ul><li>Spedytor międzynarodowy – transport drogowy (Mielec)</li><li>Agent celny (Rzeszów)</li><li>Specjalista ds. frachtu morskiego (Gdynia)</li></ul>
		<p>Ogłoszenia publikujemy także w serwisie <a href="https://www.pracuj.pl/praca/wistrans-logistics;en" target="_blank" rel="noopener">Pracuj.pl</a>. CV prosimy przesyłać na <a href="mailto:rekrutacja@wistrans-logistics.pl">rekrutacja@wistrans-logistics.pl</a> z klauzulą RODO.</p>
	</div></div>
	</div></main></div></div></div></section>
`,
);

const kontakt = wrap(
  'Kontakt – Wistrans Logistics',
  'Kontakt z Wistrans Logistics: biuro w Mielcu, oddziały w Rzeszowie i Gdyni.',
  '/kontakt',
  140,
  'article',
  pageTitle('Kontakt', 'Kontakt') +
    `	<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row"><main id="sp-component" class="col-lg-12"><div class="sp-column">
	<div class="row">
		<div class="col-lg-5">
			<h3>Siedziba – Mielec</h3><p>ul. Przemysłowa 14, 39-300 Mielec<br>tel. +48 17 864 02 10<br><a href="mailto:biuro@wistrans-logistics.pl">biuro@wistrans-logistics.pl</a></p>
			<h3>Oddział Rzeszów – agencja celna</h3><p>Jasionka 954, 36-002 Jasionka<br><a href="mailto:clo@wistrans-logistics.pl">clo@wistrans-logistics.pl</a></p>
			<h3>Oddział Gdynia – fracht morski</h3><p>ul. Śląska 35/37, 81-310 Gdynia<br><a href="mailto:sea@wistrans-logistics.pl">sea@wistrans-logistics.pl</a></p>
		</div>
		<div class="col-lg-7">
			<form action="/kontakt" method="post" class="form-validate" id="contact-form">
				<div class="mb-3"><label for="jform_contact_name">Imię i nazwisko *</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required" required></div>
				<div class="mb-3"><label for="jform_contact_email">E-mail *</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control validate-email required" required></div>
				<div class="mb-3"><label for="jform_contact_message">Wiadomość *</label><textarea name="jform[contact_message]" id="jform_contact_message" rows="6" class="form-control required" required></textarea></div>
				<button class="btn btn-primary validate" type="submit">Wyślij</button>
				<input type="hidden" name="option" value="com_contact"><input type="hidden" name="task" value="contact.submit"><input type="hidden" name="7c4e0b1f9a2d3e6b8c5a1f0e9d7b3c2a" value="1">
			</form>
			<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2563.9!2d21.4405!3d50.2871!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sMielec!5e0!3m2!1spl!2spl!4v1700000000001" width="100%" height="320" style="border:0;margin-top:20px" allowfullscreen loading="lazy" title="Mapa dojazdu"></iframe>
		</div>
	</div>
	</div></main></div></div></div></section>
`,
);

export const site: CorpusSite = {
  domain: 'wistrans-logistics.pl',
  covers:
    'Polish freight forwarder on Joomla 4/Helix Ultimate: foreign agents in a country-grouped table on "Sieć partnerska" (one only by e-mail domain, two by name and phone only), a new agent announced in a news item, association and forwarder-network memberships in about prose, shipping lines as named partners on a service page; freight exchanges, certification body, insurer, customer logos, Pracuj.pl and Google Play as negatives',
  pages: {
    '/': { headers, html: home },
    '/o-firmie': { headers, html: oFirmie },
    '/siec-partnerska': { headers, html: siec },
    '/uslugi/fracht-morski': { headers, html: morski },
    '/uslugi/transport-drogowy': { headers, html: drogowy },
    '/aktualnosci/nowy-agent-w-turcji': { headers, html: news },
    '/kariera': { headers, html: kariera },
    '/kontakt': { headers, html: kontakt },
  },
  technologies: [
    'joomla',
    'helix-ultimate',
    'php',
    'litespeed',
    'jquery',
    'bootstrap',
    'font-awesome',
    'google-font-api',
    'cookie-script',
    'google-tag-manager',
    'smartsupp',
    'google-maps',
  ],
  partners: {
    'rheinkurier-spedition.de': 'channel',
    'vanleeuwenoverslag.nl': 'channel',
    'moraviacargo.cz': 'channel',
    'padanatrasporti.it': 'channel',
    'baltiklogis.lt': 'channel',
    'dniprofreight.com.ua': 'channel',
    'anadolukargo-lojistik.com.tr': 'channel',
    'seabridge-nb.cn': 'channel',
    'pisil.pl': 'generic',
    'fiata.org': 'generic',
    'wcaworld.com': 'generic',
    'maersk.com': 'generic',
    'msc.com': 'generic',
    'cma-cgm.com': 'generic',
  },
};
