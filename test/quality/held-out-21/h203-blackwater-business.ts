import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.blackwaterbusiness.ie';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'strict-transport-security': 'max-age=63072000',
  'x-content-type-options': 'nosniff',
  'content-language': 'en',
  'cache-control': 'max-age=0',
};

const css = `
:root{--bbs-green:#0f4c3a;--bbs-green-dk:#0a3327;--bbs-gold:#c9a227;--bbs-stone:#f3f1ec;--bbs-ink:#1c1c1c;--bbs-mid:#5d5d5d}
body{font-family:"Source Sans 3","Helvetica Neue",Arial,sans-serif;color:var(--bbs-ink);font-size:1.0625rem}
.navbar-mainnavigation{background:#fff;border-bottom:4px solid var(--bbs-gold)}.navbar-brand img{height:52px}
.navbar-nav .nav-link{font-weight:600;color:var(--bbs-green);text-transform:none;padding:1.6rem .9rem}
.navbar-nav .dropdown-menu{border:0;border-top:3px solid var(--bbs-green);border-radius:0;min-width:280px}
.meta-navigation{background:var(--bbs-green-dk);font-size:.8125rem}.meta-navigation a{color:#e6efe9;text-decoration:none;margin-left:1.2rem}
.page-header-hero{background:var(--bbs-green);color:#fff;padding:5rem 0 3.5rem}.page-header-hero h1{font-family:"Lora",Georgia,serif;font-size:3rem}
.breadcrumb-section{background:var(--bbs-stone);font-size:.875rem}.frame{padding-top:3rem;padding-bottom:3rem}.frame-background-light{background:var(--bbs-stone)}
.frame-header h2{font-family:"Lora",Georgia,serif;color:var(--bbs-green)}.nav-tabs .nav-link{color:var(--bbs-green);font-weight:600}
.nav-tabs .nav-link.active{border-top:3px solid var(--bbs-gold)}.table-partners th{background:var(--bbs-green);color:#fff}
.table-partners td,.table-partners th{padding:.6rem .8rem;vertical-align:top}.logo-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:1.5rem}
.logo-grid figure{border:1px solid #e3e0d8;display:flex;align-items:center;justify-content:center;height:120px;margin:0;background:#fff}
.logo-grid img{max-width:70%;max-height:64px}.tier-label{font-size:.8rem;letter-spacing:.12em;text-transform:uppercase;color:var(--bbs-gold);font-weight:700}
.card-programme{border:0;border-bottom:4px solid var(--bbs-green)}.quote{border-left:4px solid var(--bbs-gold);padding-left:1.25rem;font-style:italic}
.footer-section{background:var(--bbs-green-dk);color:#cfe0d7}.footer-section a{color:#fff}.footer-section h3{font-size:1rem;text-transform:uppercase;letter-spacing:.08em}
.footer-accreditation img{height:64px;margin-right:1rem;background:#fff;padding:.35rem}.footer-meta{background:#06231a;font-size:.8125rem;color:#9cb6a9}
@media (max-width:991.98px){.logo-grid{grid-template-columns:repeat(2,1fr)}.page-header-hero h1{font-size:2.2rem}}
`;

function head(title: string, desc: string, path: string): string {
  return `<!DOCTYPE html>
<html dir="ltr" lang="en-IE">
<head>

<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->

<base href="${D}/">
<link rel="icon" href="/typo3conf/ext/bbs_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<title>${title} | Blackwater Business School</title>
<meta http-equiv="x-ua-compatible" content="IE=edge">
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${desc}">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="${D}/fileadmin/_processed_/3/c/csm_campus-quad-autumn_8b2c71d0a4.jpg">
<meta property="og:site_name" content="Blackwater Business School">
<meta name="twitter:card" content="summary">
<meta name="apple-mobile-web-app-capable" content="no">
<meta name="google" content="notranslate">

<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f1c0a87e5b2d9c3a611b0e7d24f8c19-min.css?1709215530" media="all">
<link rel="stylesheet" href="/typo3conf/ext/bootstrap_package/Resources/Public/Css/bootstrap5-theme.min.css?1706522801" media="all">
<link rel="stylesheet" href="/typo3conf/ext/bbs_sitepackage/Resources/Public/Css/main.min.css?1709215488" media="all">
<style>${css}</style>

<script src="https://cc.cdn.civiccomputing.com/9/cookieControl-9.x.min.js"></script>
<script>
var config = { apiKey: '4b1c9e2d7f0a3e6b5c8d1f4a7e0b3c6d9f2a5e8b', product: 'PRO_MULTISITE', initialState: 'notify', text: { title: 'This site uses cookies to store information on your computer.' }, optionalCookies: [ { name: 'analytics', label: 'Analytical Cookies', cookies: ['_ga', '_gid', 'nmstat'], onAccept: function(){ window.dataLayer.push({event:'analytics_consent'}); } } ] };
CookieControl.load( config );
</script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-P4BQX2N');</script>
<!-- End Google Tag Manager -->
<link rel="canonical" href="${D}${path}"/>
</head>
`;
}

const nav = `<body id="p7" class="page-7 pagelevel-1 language-0 backendlayout-default layout-default">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P4BQX2N" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div id="top"></div>
<div class="body-bg">
<a class="visually-hidden-focusable page-skipnav" href="#page-content"><span>Skip to main content</span></a>
<div class="meta-navigation"><div class="container d-flex justify-content-end py-2">
	<a href="/students">Current Students</a><a href="/alumni">Alumni</a><a href="/staff-directory">Staff Directory</a><a href="https://library.blackwaterbusiness.ie/" target="_blank">Library</a><a href="https://canvas.blackwaterbusiness.ie/" target="_blank">Canvas</a><a href="/contact">Contact</a>
</div></div>
<header id="page-header" class="bp-page-header navbar navbar-mainnavigation navbar-default navbar-has-image navbar-top navbar-fixed-top">
	<div class="container container-mainnavigation">
		<a class="navbar-brand navbar-brand-image" title="Blackwater Business School" href="/"><img class="navbar-brand-logo-normal" src="/typo3conf/ext/bbs_sitepackage/Resources/Public/Images/bbs-logo.svg" alt="Blackwater Business School logo" height="52" width="230"></a>
		<button class="navbar-toggler collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#mainnavigation" aria-controls="mainnavigation" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
		<nav aria-label="Main navigation" id="mainnavigation" class="collapse navbar-collapse">
			<ul class="navbar-nav">
				<li class="nav-item dropdown dropdown-hover"><a href="/study" id="nav-item-11" class="nav-link dropdown-toggle" aria-haspopup="true" aria-expanded="false"><span class="nav-link-text">Study</span></a>
					<div class="dropdown-menu" aria-labelledby="nav-item-11"><ul class="dropdown-nav" data-level="2">
						<li class="nav-item"><a href="/study/undergraduate" class="dropdown-item nav-link">Undergraduate</a></li>
						<li class="nav-item"><a href="/study/mba" class="dropdown-item nav-link">MBA</a></li>
						<li class="nav-item"><a href="/study/msc-programmes" class="dropdown-item nav-link">MSc Programmes</a></li>
						<li class="nav-item"><a href="/study/phd" class="dropdown-item nav-link">PhD</a></li>
					</ul></div></li>
				<li class="nav-item dropdown dropdown-hover"><a href="/international" id="nav-item-12" class="nav-link dropdown-toggle"><span class="nav-link-text">International</span></a>
					<div class="dropdown-menu" aria-labelledby="nav-item-12"><ul class="dropdown-nav" data-level="2">
						<li class="nav-item"><a href="/international/exchange-partners" class="dropdown-item nav-link">Exchange Partners</a></li>
						<li class="nav-item"><a href="/international/incoming-exchange" class="dropdown-item nav-link">Incoming Exchange Students</a></li>
						<li class="nav-item"><a href="/international/double-degrees" class="dropdown-item nav-link">Double Degrees</a></li>
					</ul></div></li>
				<li class="nav-item dropdown dropdown-hover"><a href="/business" id="nav-item-13" class="nav-link dropdown-toggle"><span class="nav-link-text">Business &amp; Industry</span></a>
					<div class="dropdown-menu" aria-labelledby="nav-item-13"><ul class="dropdown-nav" data-level="2">
						<li class="nav-item"><a href="/business/corporate-partners" class="dropdown-item nav-link">Corporate Partners</a></li>
						<li class="nav-item"><a href="/business/executive-education" class="dropdown-item nav-link">Executive Education</a></li>
						<li class="nav-item"><a href="/business/hire-our-graduates" class="dropdown-item nav-link">Hire Our Graduates</a></li>
					</ul></div></li>
				<li class="nav-item"><a href="/research" class="nav-link"><span class="nav-link-text">Research</span></a></li>
				<li class="nav-item dropdown dropdown-hover"><a href="/about" id="nav-item-15" class="nav-link dropdown-toggle"><span class="nav-link-text">About</span></a>
					<div class="dropdown-menu" aria-labelledby="nav-item-15"><ul class="dropdown-nav" data-level="2">
						<li class="nav-item"><a href="/about/accreditations-memberships" class="dropdown-item nav-link">Accreditations &amp; Memberships</a></li>
						<li class="nav-item"><a href="/news" class="dropdown-item nav-link">News</a></li>
						<li class="nav-item"><a href="/about/careers-at-bbs" class="dropdown-item nav-link">Work at BBS</a></li>
					</ul></div></li>
			</ul>
		</nav>
	</div>
</header>
<div id="page-content" class="bp-page-content main-section">
<main>
`;

const footer = `</main>
</div>
<footer id="page-footer" class="bp-page-footer">
	<section class="section footer-section footer-section-content"><div class="container"><div class="section-row"><div class="row">
		<div class="col-md-4">
			<h3>Blackwater Business School</h3>
			<p>Mallow Road, Fermoy<br>Co. Cork, P61 XK28<br>Ireland</p>
			<p>+353 25 555 0140<br><a href="mailto:info@blackwaterbusiness.ie">info@blackwaterbusiness.ie</a></p>
		</div>
		<div class="col-md-4">
			<h3>Quick links</h3>
			<ul class="list-unstyled">
				<li><a href="/study/how-to-apply">How to Apply</a></li>
				<li><a href="/study/fees-and-funding">Fees &amp; Funding</a></li>
				<li><a href="/about/careers-at-bbs">Work at BBS</a></li>
				<li><a href="/about/governance">Governance &amp; Policies</a></li>
				<li><a href="/about/athena-swan">Athena Swan</a></li>
			</ul>
		</div>
		<div class="col-md-4">
			<h3>Follow us</h3>
			<ul class="list-inline social">
				<li class="list-inline-item"><a href="https://www.linkedin.com/school/blackwater-business-school/" target="_blank" rel="noopener" title="LinkedIn">LinkedIn</a></li>
				<li class="list-inline-item"><a href="https://www.instagram.com/blackwaterbusiness/" target="_blank" rel="noopener" title="Instagram">Instagram</a></li>
				<li class="list-inline-item"><a href="https://twitter.com/BlackwaterBS" target="_blank" rel="noopener" title="X">X</a></li>
				<li class="list-inline-item"><a href="https://www.youtube.com/@blackwaterbusinessschool" target="_blank" rel="noopener" title="YouTube">YouTube</a></li>
			</ul>
			<div class="footer-accreditation">
				<img src="/fileadmin/user_upload/logos/accreditation/aacsb-accredited.png" alt="AACSB Accredited" width="110" height="64">
				<img src="/fileadmin/user_upload/logos/accreditation/amba-accredited.png" alt="AMBA Accredited" width="110" height="64">
			</div>
		</div>
	</div></div></div></section>
	<section class="section footer-section footer-meta"><div class="container"><div class="section-row"><div class="row">
		<div class="col-md-8">Blackwater Business School is a designated awarding body recognised by Quality and Qualifications Ireland (QQI). Registered charity number 20071458. © 2024 Blackwater Business School CLG</div>
		<div class="col-md-4 text-end"><a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a> · <a href="/accessibility">Accessibility</a> · <a href="/freedom-of-information">FOI</a></div>
	</div></div></div></section>
</footer>
<a class="scroll-top" title="Scroll to top" href="#top"><span class="scroll-top-icon"></span></a>
</div>
<script src="/typo3temp/assets/compressed/merged-b3d1f2e0a9c84b67d1e5f0a2c3b4d5e6-min.js?1709215530"></script>
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/Contrib/bootstrap5/js/bootstrap.bundle.min.js?1706522801"></script>
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/bootstrap.navbar.min.js?1706522801"></script>
<script src="/typo3conf/ext/bootstrap_package/Resources/Public/JavaScript/Dist/bootstrap.accordion.min.js?1706522801"></script>
<script type="text/javascript">
/*<![CDATA[*/
(function() {
var sz = document.createElement('script'); sz.type = 'text/javascript'; sz.async = true;
sz.src = '//siteimproveanalytics.com/js/siteanalyze_6042219.js';
var s = document.getElementsByTagName('script')[0]; s.parentNode.insertBefore(sz, s);
})();
/*]]>*/
</script>
<script async src="https://siteimproveanalytics.com/js/siteanalyze_6042219.js"></script>
</body>
</html>
`;

function heroHeader(title: string, lead: string, crumbs: [string, string][]): string {
  return `<div class="page-header-hero"><div class="container"><h1>${title}</h1><p class="lead">${lead}</p></div></div>
<section class="section breadcrumb-section"><div class="container"><nav aria-label="Breadcrumb"><ol class="breadcrumb">
	<li class="breadcrumb-item"><a class="breadcrumb-link" href="/" title="Home">Home</a></li>
	${crumbs.map(([href, t], i) => (i === crumbs.length - 1 ? `<li class="breadcrumb-item active" aria-current="page"><span class="breadcrumb-text">${t}</span></li>` : `<li class="breadcrumb-item"><a class="breadcrumb-link" href="${href}">${t}</a></li>`)).join('\n\t')}
</ol></nav></div></section>
`;
}

const page = (title: string, desc: string, path: string, body: string) => head(title, desc, path) + nav + body + footer;

const home = page(
  'Home',
  'Blackwater Business School in Fermoy, Co. Cork offers AACSB and AMBA accredited undergraduate, MBA, MSc and executive programmes.',
  '/',
  `<div id="c101" class="frame frame-default frame-type-bootstrappackage_carousel frame-layout-default frame-background-none frame-no-backgroundimage frame-space-before-none frame-space-after-none">
	<div class="frame-container"><div class="frame-inner">
		<div id="carousel-101" class="carousel carousel-small carousel-fade slide" data-interval="7000" data-wrap="true" data-ride="carousel" data-bs-ride="carousel">
			<div class="carousel-inner">
				<div class="item active carousel-item carousel-item-type carousel-item-type-header" data-itemno="0" style="background-color:#0f4c3a;">
					<div class="carousel-backgroundimage-container"><div class="carousel-backgroundimage" style="background-image:url('/fileadmin/_processed_/5/1/csm_mba-class-2024_3e7b91c20d.jpg')"></div></div>
					<div class="carousel-content"><div class="carousel-content-inner"><h1 class="carousel-header">Business education with a purpose, on the banks of the Blackwater</h1><p>Applications for the September 2024 Full-time MBA close on 30 June.</p><a class="btn btn-light" href="/study/mba">Explore the MBA</a></div></div>
				</div>
			</div>
		</div>
	</div></div>
</div>
<div id="c102" class="frame frame-default frame-type-card_group frame-layout-default frame-background-none">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Our programmes</span></h2></div>
		<div class="card-group-element card-group-element-align-left card-group-element-columns-3">
			<div class="card-group-element-item"><div class="card card-programme"><div class="card-body"><h3 class="card-title">BSc Business &amp; Management</h3><p class="card-text">Four years including a semester abroad at one of our 60 exchange partners and a paid work placement.</p></div><div class="card-footer"><a href="/study/undergraduate" class="btn btn-primary">Read more</a></div></div></div>
			<div class="card-group-element-item"><div class="card card-programme"><div class="card-body"><h3 class="card-title">MBA</h3><p class="card-text">Full-time (12 months) and Executive (24 months) formats, with an international consultancy project.</p></div><div class="card-footer"><a href="/study/mba" class="btn btn-primary">Read more</a></div></div></div>
			<div class="card-group-element-item"><div class="card card-programme"><div class="card-body"><h3 class="card-title">MSc Programmes</h3><p class="card-text">Specialist one-year masters in Finance, Marketing, Agri-Food Business and Supply Chain Management.</p></div><div class="card-footer"><a href="/study/msc-programmes" class="btn btn-primary">Read more</a></div></div></div>
		</div>
	</div></div>
</div>
<div id="c103" class="frame frame-default frame-type-textmedia frame-layout-default frame-background-light">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Ranked and recognised</span></h2></div>
		<div class="textmedia"><div class="textmedia-text">
			<p>Blackwater's Executive MBA is ranked 9th in Ireland and the UK for career progress in the <a href="https://rankings.ft.com/rankings/2943/executive-mba-2023" target="_blank" rel="noopener">Financial Times Executive MBA Ranking 2023</a>. Our MSc in Agri-Food Business was named "Programme of the Year" at the 2023 Education Awards.</p>
		</div></div>
	</div></div>
</div>
<div id="c104" class="frame frame-default frame-type-image frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Where our graduates work</span></h2></div>
		<div class="logo-grid">
			<figure><img src="/fileadmin/user_upload/logos/employers/dairygold.png" alt="Dairygold" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/apple.png" alt="Apple" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/ey.png" alt="EY" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/pfizer.png" alt="Pfizer" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/bank-of-ireland.png" alt="Bank of Ireland" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/glanbia.png" alt="Glanbia" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/stryker.png" alt="Stryker" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/employers/musgrave.png" alt="Musgrave" width="160" height="60"></figure>
		</div>
	</div></div>
</div>
<div id="c105" class="frame frame-default frame-type-news_pi1 frame-layout-default frame-background-light">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Latest news</span></h2></div>
		<div class="news-list-view">
			<div class="article articletype-0"><h3><a href="/news/new-double-degree-with-universite-laval">New double degree with Université Laval in Québec</a></h3><p class="news-list-date">12 March 2024</p></div>
			<div class="article articletype-0"><h3><a href="/news/agri-food-summit-2024">Agri-Food Business Summit returns to Fermoy</a></h3><p class="news-list-date">27 February 2024</p></div>
		</div>
	</div></div>
</div>
`,
);

const accred = page(
  'Accreditations & Memberships',
  'Blackwater Business School holds AACSB and AMBA accreditation and is a member of EFMD, PRME and GMAC.',
  '/about/accreditations-memberships',
  heroHeader('Accreditations &amp; Memberships', 'Independent quality assurance and international networks.', [
    ['/about', 'About'],
    ['', 'Accreditations &amp; Memberships'],
  ]) +
    `<div id="c210" class="frame frame-default frame-type-textmedia frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Accreditations</span></h2></div>
		<div class="textmedia"><div class="textmedia-text">
			<p>In 2019 Blackwater became one of the few Irish business schools to achieve accreditation from <a href="https://www.aacsb.edu/" target="_blank" rel="noopener">AACSB International</a>, the longest-serving global accrediting body for business schools. Our MBA portfolio has been accredited by the <a href="https://www.associationofmbas.com/" target="_blank" rel="noopener">Association of MBAs (AMBA)</a> since 2008, most recently reaccredited in 2023 for the maximum five-year term.</p>
			<p>All our programmes are validated under the statutory quality assurance framework of Quality and Qualifications Ireland.</p>
		</div></div>
	</div></div>
</div>
<div id="c211" class="frame frame-default frame-type-textmedia frame-layout-default frame-background-light">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Memberships and networks</span></h2></div>
		<div class="textmedia"><div class="textmedia-text">
			<ul>
				<li><strong><a href="https://www.efmdglobal.org/" target="_blank" rel="noopener">EFMD</a></strong> – the European Foundation for Management Development; our Dean sits on the EFMD Undergraduate Programme Committee.</li>
				<li><strong><a href="https://www.unprme.org/" target="_blank" rel="noopener">PRME</a></strong> – UN Principles for Responsible Management Education; Blackwater has been a signatory since 2015 and an Advanced Signatory since 2022. Read our latest <a href="/fileadmin/user_upload/documents/prme-sip-report-2023.pdf">Sharing Information on Progress report</a>.</li>
				<li><strong><a href="https://www.gmac.com/" target="_blank" rel="noopener">GMAC</a></strong> – Graduate Management Admission Council; GMAT and GRE scores accepted for all postgraduate programmes.</li>
				<li><strong>Irish Academy of Management</strong> – institutional member.</li>
			</ul>
		</div></div>
	</div></div>
</div>
`,
);

type Uni = [string, string, string | null, string, string];
const tabs: [string, string, Uni[]][] = [
  [
    'europe',
    'Europe',
    [
      ['WU Vienna University of Economics and Business', 'Austria', 'https://www.wu.ac.at/en/', 'UG, PG', '4'],
      ['ESADE Business School', 'Spain', 'https://www.esade.edu/en', 'UG', '3'],
      ['Copenhagen Business School', 'Denmark', 'https://www.cbs.dk/en', 'UG, PG', '4'],
      ['University of St. Gallen (HSG)', 'Switzerland', 'https://www.unisg.ch/en/', 'PG', '2'],
      ['Università Bocconi', 'Italy', 'https://www.unibocconi.eu/', 'UG', '2'],
      ['Kozminski University', 'Poland', 'https://www.kozminski.edu.pl/en', 'UG', '3'],
      ['BI Norwegian Business School', 'Norway', null, 'UG', '2'],
    ],
  ],
  [
    'north-america',
    'North America',
    [
      ["Smith School of Business, Queen's University", 'Canada', 'https://smith.queensu.ca/', 'UG, MBA', '3'],
      ['UNC Kenan-Flagler Business School', 'United States', 'https://www.kenan-flagler.unc.edu/', 'MBA', '2'],
      ['Babson College', 'United States', null, 'UG', '2'],
    ],
  ],
  [
    'asia-pacific',
    'Asia-Pacific',
    [
      ['NUS Business School', 'Singapore', 'https://bschool.nus.edu.sg/', 'UG', '3'],
      ['Monash Business School', 'Australia', 'https://www.monash.edu/business', 'UG, PG', '4'],
      ['Keio Business School', 'Japan', 'https://www.kbs.keio.ac.jp/en/', 'MBA', '1'],
      ['Yonsei School of Business', 'South Korea', null, 'UG', '2'],
    ],
  ],
  [
    'latin-america',
    'Latin America',
    [
      ['FGV EAESP – Fundação Getulio Vargas', 'Brazil', 'https://eaesp.fgv.br/en', 'UG, MBA', '2'],
      ['Universidad de los Andes – Facultad de Administración', 'Colombia', 'https://administracion.uniandes.edu.co/en/', 'UG', '2'],
      ['Tecnológico de Monterrey', 'Mexico', 'https://tec.mx/en', 'UG', '3'],
    ],
  ],
];

const exchange = page(
  'Exchange Partners',
  'Blackwater undergraduate and postgraduate students can spend a semester at more than 60 partner universities worldwide.',
  '/international/exchange-partners',
  heroHeader('Exchange Partners', 'Spend a semester at one of our partner institutions on four continents.', [
    ['/international', 'International'],
    ['', 'Exchange Partners'],
  ]) +
    `<div id="c310" class="frame frame-default frame-type-text frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<p>All BSc students spend the first semester of third year abroad, and MBA and MSc students can apply for a term exchange. Places are allocated on the basis of academic performance and a personal statement. Erasmus+ grants are available for exchanges with European partners; see <a href="/international/erasmus">Erasmus+ funding</a>.</p>
		<p>The list below shows a selection of our active bilateral agreements for 2024/25. A full list is available on the Mobility Online portal for current students.</p>
	</div></div>
</div>
<div id="c311" class="frame frame-default frame-type-bootstrappackage_tab frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<div class="tab tab-311">
			<ul class="nav nav-tabs" role="tablist">
				${tabs.map(([id, label], i) => `<li class="nav-item" role="presentation"><a class="nav-link${i === 0 ? ' active' : ''}" id="tab-311-${id}-tab" href="#tab-311-${id}" data-bs-toggle="tab" role="tab" aria-controls="tab-311-${id}" aria-selected="${i === 0}">${label}</a></li>`).join('\n\t\t\t\t')}
			</ul>
			<div class="tab-content">
				${tabs
          .map(
            (
              [id, label, unis],
              i,
            ) => `<div class="tab-pane fade${i === 0 ? ' show active' : ''}" id="tab-311-${id}" role="tabpanel" aria-labelledby="tab-311-${id}-tab">
					<h3 class="visually-hidden">${label}</h3>
					<div class="table-responsive"><table class="table table-striped table-partners">
						<thead><tr><th scope="col">Institution</th><th scope="col">Country</th><th scope="col">Level</th><th scope="col">Places</th></tr></thead>
						<tbody>
							${unis.map(([n, c, u, l, p]) => `<tr><td>${u ? `<a href="${u}" target="_blank" rel="noopener" class="external-link">${n}</a>` : n}</td><td>${c}</td><td>${l}</td><td>${p}</td></tr>`).join('\n\t\t\t\t\t\t\t')}
						</tbody>
					</table></div>
				</div>`,
          )
          .join('\n\t\t\t\t')}
			</div>
		</div>
	</div></div>
</div>
<div id="c312" class="frame frame-default frame-type-textmedia frame-layout-default frame-background-light">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Student stories</span></h2></div>
		<div class="quote"><p>"Three months at Monash taught me more about myself than any module. I came back with a job offer from a Melbourne fintech – and a lot of new friends."</p><p>– Aoife Ní Bhriain, BSc Business &amp; Management 2023</p></div>
		<div class="video-embed" style="margin-top:2rem"><iframe width="560" height="315" src="https://www.youtube.com/embed/kR2c9vQ1pLw" title="Semester abroad at Blackwater" allowfullscreen></iframe></div>
	</div></div>
</div>
`,
);

const corporate = page(
  'Corporate Partners',
  'Our corporate partners fund scholarships, host student projects and work with faculty on applied research.',
  '/business/corporate-partners',
  heroHeader('Corporate Partners', 'Building talent and research with business in Munster and beyond.', [
    ['/business', 'Business &amp; Industry'],
    ['', 'Corporate Partners'],
  ]) +
    `<div id="c410" class="frame frame-default frame-type-text frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<p>The Blackwater Corporate Partnership Programme brings together organisations that invest in the School over a minimum of three years. Partners sponsor scholarships and prizes, offer live consultancy projects to our MBA and MSc students, take part in our Industry Advisory Board and collaborate with our research centres.</p>
	</div></div>
</div>
<div id="c411" class="frame frame-default frame-type-image frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<p class="tier-label">Strategic Partners</p>
		<div class="logo-grid">
			<figure><a href="https://www.kerry.com/" target="_blank" rel="noopener" title="Kerry Group"><img src="/fileadmin/user_upload/logos/partners/kerry-group.svg" alt="Kerry Group" width="180" height="64"></a></figure>
			<figure><a href="https://aib.ie/" target="_blank" rel="noopener" title="AIB"><img src="/fileadmin/user_upload/logos/partners/aib.svg" alt="AIB" width="180" height="64"></a></figure>
			<figure><a href="https://www.pwc.ie/" target="_blank" rel="noopener" title="PwC Ireland"><img src="/fileadmin/user_upload/logos/partners/pwc.svg" alt="PwC Ireland" width="180" height="64"></a></figure>
		</div>
	</div></div>
</div>
<div id="c412" class="frame frame-default frame-type-image frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<p class="tier-label">Programme Partners</p>
		<div class="logo-grid">
			<figure><a href="https://www.enterprise-ireland.com/en/" target="_blank" rel="noopener" title="Enterprise Ireland"><img src="/fileadmin/user_upload/logos/partners/enterprise-ireland.svg" alt="Enterprise Ireland" width="180" height="64"></a></figure>
			<figure><a href="https://www.corkchamber.ie/" target="_blank" rel="noopener" title="Cork Chamber"><img src="/fileadmin/user_upload/logos/partners/cork-chamber.svg" alt="Cork Chamber" width="180" height="64"></a></figure>
			<figure><a href="https://www.ballycottonfoods.ie/" target="_blank" rel="noopener" title="Ballycotton Foods"><img src="/fileadmin/user_upload/logos/partners/ballycotton-foods.svg" alt="Ballycotton Foods" width="180" height="64"></a></figure>
			<figure><img src="/fileadmin/user_upload/logos/partners/munster-rugby.svg" alt="Munster Rugby" width="180" height="64"></figure>
		</div>
	</div></div>
</div>
<div id="c413" class="frame frame-default frame-type-textmedia frame-layout-default frame-background-light">
	<div class="frame-container"><div class="frame-inner">
		<div class="frame-header"><h2 class="element-header"><span>Scholarships funded by our partners</span></h2></div>
		<div class="textmedia"><div class="textmedia-text">
			<ul>
				<li>Kerry Group Agri-Food Leadership Scholarship – full fees, MSc Agri-Food Business</li>
				<li>AIB Women in Finance Scholarship – 50% fees, MSc Finance</li>
				<li>PwC Data &amp; Analytics Prize – awarded to the top MBA business analytics project</li>
			</ul>
			<p>Interested in becoming a partner? Contact Siobhán Kearney, Head of Corporate Relations, at <a href="mailto:partners@blackwaterbusiness.ie">partners@blackwaterbusiness.ie</a>.</p>
		</div></div>
	</div></div>
</div>
`,
);

const execed = page(
  'Executive Education',
  'Open and customised executive programmes for leaders and teams, delivered in Fermoy, Dublin and online.',
  '/business/executive-education',
  heroHeader('Executive Education', 'Open and customised programmes for organisations.', [
    ['/business', 'Business &amp; Industry'],
    ['', 'Executive Education'],
  ]) +
    `<div id="c510" class="frame frame-default frame-type-text frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<p>We design customised development programmes for leadership teams in agri-food, life sciences, financial services and the public sector. Programmes combine faculty input, coaching and an applied project and can carry academic credit towards a Postgraduate Certificate.</p>
		<h2>Open programmes 2024</h2>
		<table class="table"><thead><tr><th>Programme</th><th>Dates</th><th>Fee</th></tr></thead><tbody>
			<tr><td>Strategic Leadership for Senior Managers</td><td>9–11 October</td><td>€3,950</td></tr>
			<tr><td>Finance for Non-Financial Managers</td><td>5–6 November</td><td>€1,450</td></tr>
			<tr><td>Board Effectiveness</td><td>20 November</td><td>€895</td></tr>
		</tbody></table>
		<h2>Organisations we have worked with</h2>
		<div class="logo-grid">
			<figure><img src="/fileadmin/user_upload/logos/clients/hse.png" alt="HSE" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/clients/ornua.png" alt="Ornua" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/clients/cork-county-council.png" alt="Cork County Council" width="160" height="60"></figure>
			<figure><img src="/fileadmin/user_upload/logos/clients/janssen.png" alt="Janssen" width="160" height="60"></figure>
		</div>
		<p style="margin-top:2rem">Eligible companies can part-fund programmes through <a href="https://www.skillnetireland.ie/" target="_blank" rel="noopener">Skillnet Ireland</a> networks.</p>
	</div></div>
</div>
`,
);

const news = page(
  'New double degree with Université Laval in Québec',
  'Blackwater Business School and Université Laval sign a double-degree agreement for the MSc in Agri-Food Business.',
  '/news/new-double-degree-with-universite-laval',
  heroHeader('New double degree with Université Laval in Québec', '12 March 2024', [
    ['/news', 'News'],
    ['', 'New double degree with Université Laval'],
  ]) +
    `<div id="c610" class="frame frame-default frame-type-news_pi1 frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<div class="news news-single"><div class="article">
			<div class="news-text-wrap">
				<p><strong>Blackwater Business School has signed a double-degree partnership with the Faculté des sciences de l'administration at Université Laval, Québec City.</strong></p>
				<p>From September 2025, students on the MSc in Agri-Food Business will be able to complete their second year at Laval and graduate with both the Blackwater MSc and Laval's Maîtrise en administration des affaires (MBA) with a concentration in agri-food management. Laval students will in turn spend a year in Fermoy.</p>
				<p>"Québec and Munster share a dairy and food processing heritage and a lot of the same challenges," said Prof. Declan O'Sullivan, Dean of Blackwater. "This partnership gives our students a North American and francophone perspective on the sector."</p>
				<p>More information about the partner faculty: <a href="https://www.fsa.ulaval.ca/" target="_blank" rel="noopener">fsa.ulaval.ca</a></p>
				<p>The agreement follows the renewal of our exchange partnerships with <a href="https://www.cbs.dk/en" target="_blank" rel="noopener">Copenhagen Business School</a> and Monash Business School. See all <a href="/international/exchange-partners">exchange partners</a>.</p>
				<p>Coverage: <a href="https://www.irishtimes.com/" target="_blank" rel="noopener">The Irish Times</a>, <a href="https://www.echolive.ie/" target="_blank" rel="noopener">Irish Examiner / Echo</a>.</p>
			</div>
		</div></div>
	</div></div>
</div>
`,
);

const mba = page(
  'MBA',
  'Full-time and Executive MBA at Blackwater Business School: leadership, strategy, and an international consultancy project.',
  '/study/mba',
  heroHeader('MBA', 'Full-time (12 months) and Executive (24 months)', [
    ['/study', 'Study'],
    ['', 'MBA'],
  ]) +
    `<div id="c710" class="frame frame-default frame-type-textmedia frame-layout-default">
	<div class="frame-container"><div class="frame-inner">
		<div class="textmedia"><div class="textmedia-text">
			<p>The Blackwater MBA is built around leadership in practice. Alongside core modules in strategy, finance, operations and marketing, every participant completes a personal leadership development programme with an executive coach and a ten-week international consultancy project.</p>
			<h2>Programme at a glance</h2>
			<table class="table"><tbody>
				<tr><th>Start</th><td>September (Full-time), January (Executive)</td></tr>
				<tr><th>Class size</th><td>30–40</td></tr>
				<tr><th>Average work experience</th><td>8 years</td></tr>
				<tr><th>Fees 2024/25</th><td>€29,500 (Full-time), €31,000 (Executive)</td></tr>
			</tbody></table>
			<h2>Global study trip</h2>
			<p>In 2024 our Full-time MBA class visited Silicon Valley, meeting leaders at technology firms, venture capital funds and start-ups, and spent two days with the agri-tech accelerator community in Sacramento.</p>
			<div class="quote"><p>"The consultancy project with a Danish dairy co-op was the closest thing to real consulting I could have done."</p><p>– Ciarán Doyle, MBA 2023, now Strategy Manager at Dairygold</p></div>
			<p><a class="btn btn-primary" href="https://apply.blackwaterbusiness.ie/mba" target="_blank">Apply now</a></p>
		</div></div>
	</div></div>
</div>
`,
);

const contact = page(
  'Contact',
  'Contact Blackwater Business School admissions, international office, corporate relations and reception.',
  '/contact',
  heroHeader('Contact us', 'We are here to help.', [['', 'Contact']]) +
    `<div id="c810" class="frame frame-default frame-type-text frame-layout-default">
	<div class="frame-container"><div class="frame-inner"><div class="row">
		<div class="col-md-6">
			<h2>Admissions</h2><p><a href="mailto:admissions@blackwaterbusiness.ie">admissions@blackwaterbusiness.ie</a><br>+353 25 555 0141</p>
			<h2>International Office</h2><p><a href="mailto:international@blackwaterbusiness.ie">international@blackwaterbusiness.ie</a></p>
			<h2>Corporate Relations</h2><p><a href="mailto:partners@blackwaterbusiness.ie">partners@blackwaterbusiness.ie</a></p>
		</div>
		<div class="col-md-6">
			<h2>Getting here</h2>
			<p>The campus is a 35-minute drive from Cork city on the M8. Bus Éireann route 245 stops at the campus gate.</p>
			<iframe width="100%" height="320" src="https://www.openstreetmap.org/export/embed.html?bbox=-8.2950%2C52.1310%2C-8.2660%2C52.1460&amp;layer=mapnik" style="border:1px solid #ccc" title="Campus map"></iframe>
		</div>
	</div></div></div>
</div>
`,
);

export const site: CorpusSite = {
  domain: 'blackwaterbusiness.ie',
  covers:
    'Irish business school on TYPO3 with bootstrap_package: exchange partner universities in region tabs with tables (some rows unlinked, several linked on subdomains), corporate partners as tiered logo grids (one unlinked), memberships listed under accreditations, a double-degree partner announced only in a news item; accreditation bodies, FT ranking, employer and client logo walls, Skillnet funding, press and social links as negatives',
  pages: {
    '/': { headers, html: home },
    '/about/accreditations-memberships': { headers, html: accred },
    '/international/exchange-partners': { headers, html: exchange },
    '/business/corporate-partners': { headers, html: corporate },
    '/business/executive-education': { headers, html: execed },
    '/news/new-double-degree-with-universite-laval': { headers, html: news },
    '/study/mba': { headers, html: mba },
    '/contact': { headers, html: contact },
  },
  sitemap: [
    '/',
    '/study/mba',
    '/international/exchange-partners',
    '/business/corporate-partners',
    '/business/executive-education',
    '/about/accreditations-memberships',
    '/news/new-double-degree-with-universite-laval',
    '/contact',
  ],
  technologies: [
    'typo3-cms',
    'php',
    'nginx',
    'hsts',
    'bootstrap',
    'civic',
    'google-tag-manager',
    'siteimprove',
    'youtube',
    'openstreetmap',
    'open-graph',
  ],
  partners: {
    'wu.ac.at': 'generic',
    'esade.edu': 'generic',
    'cbs.dk': 'generic',
    'unisg.ch': 'generic',
    'unibocconi.eu': 'generic',
    'kozminski.edu.pl': 'generic',
    'queensu.ca': 'generic',
    'unc.edu': 'generic',
    'nus.edu.sg': 'generic',
    'monash.edu': 'generic',
    'keio.ac.jp': 'generic',
    'fgv.br': 'generic',
    'uniandes.edu.co': 'generic',
    'tec.mx': 'generic',
    'ulaval.ca': 'generic',
    'kerry.com': 'generic',
    'aib.ie': 'generic',
    'pwc.ie': 'generic',
    'enterprise-ireland.com': 'generic',
    'corkchamber.ie': 'generic',
    'ballycottonfoods.ie': 'generic',
    'efmdglobal.org': 'generic',
    'unprme.org': 'generic',
    'gmac.com': 'generic',
  },
};
