import type { CorpusSite } from '../corpus/types.js';

// ROUTA Athletic: Finnish running and cross-country ski apparel label on Salesforce Commerce Cloud (SFRA), Finnish.

const D = 'routa-athletic.fi';
const B = `https://www.${D}`;
const ST = '/on/demandware.static/Sites-RoutaFI-Site/-/fi_FI/v1731540000000';
const IMG = `${B}/dw/image/v2/BKXS_PRD/on/demandware.static/-/Sites-routa-master-catalog/default`;

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'text/html;charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8e2b7c41df0a6e33-HEL',
  'cf-cache-status': 'DYNAMIC',
  'x-frame-options': 'SAMEORIGIN',
  'x-xss-protection': '1; mode=block',
  'strict-transport-security': 'max-age=31536000',
  'content-language': 'fi-FI',
  'set-cookie': 'dwsid=Qm9uZGV2ZWxvcGVyU2Vzc2lvbklkMTczMTYwNTk5OQ==; path=/; secure; HttpOnly; SameSite=None',
  ...extra,
});

const head = (title: string, description: string, path: string) => `<head>
<!--[if gt IE 9]><!-->
<script>//common/scripts.isml</script>
<script defer type="text/javascript" src="${ST}/js/main.js"></script>
<script defer type="text/javascript" src="${ST}/js/productTile.js"></script>
<script defer type="text/javascript" src="${ST}/js/routa/header.js"></script>
<!--<![endif]-->
<meta charset=UTF-8>
<meta http-equiv="x-ua-compatible" content="ie=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}"/>
<meta name="keywords" content="ROUTA, juoksuvaatteet, hiihtovaatteet, urheiluvaatteet"/>
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:locale" content="fi_FI" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="${B}${path}" />
<meta property="og:image" content="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw7c1a2e9f/images/og/routa-og.jpg" />
<link rel="icon" type="image/png" href="${ST.replace('fi_FI/v1731540000000', 'default/dw4f2a1c9e')}/images/favicons/favicon-196x196.png" sizes="196x196" />
<link rel="icon" type="image/png" href="${ST.replace('fi_FI/v1731540000000', 'default/dw4f2a1c9e')}/images/favicons/favicon-32x32.png" sizes="32x32" />
<link rel="canonical" href="${B}${path}"/>
<link rel="alternate" hreflang="fi-FI" href="${B}${path}" />
<link rel="alternate" hreflang="en" href="https://www.routa-athletic.com${path}" />
<link rel="stylesheet" href="${ST}/css/global.css" />
<link rel="stylesheet" href="${ST}/css/routa/brand.css" />
<!-- OneTrust Cookies Consent Notice start -->
<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="4a7c2e91-0d3b-4f6e-9a18-5c2b7e0d1f43"></script>
<script type="text/javascript">function OptanonWrapper() { window.dataLayer.push({ event: 'OneTrustGroupsUpdated' }); }</script>
<!-- OneTrust Cookies Consent Notice end -->
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K4R7TQX');</script>
<!-- End Google Tag Manager -->
<script async src="https://eu-library.klarnaservices.com/lib.js" data-client-id="b71f3c02-9e4a-5d8b-a1c6-2f0e7d9b4a35"></script>
<script type="text/javascript">//<!--
/* <![CDATA[ (head-active_data.js) */
var dw = (window.dw || {});
dw.ac = {
    _analytics: null,
    _events: [],
    _category: "",
    _searchData: "",
    _anact: "",
    _anact_nohit_tag: "",
    _analytics_enabled: "true",
    _timeZone: "Europe/Helsinki",
    _capture: function(configs) {
        if (Object.prototype.toString.call(configs) === "[object Array]") {
            configs.forEach(captureObject);
            return;
        }
        dw.ac._events.push(configs);
    },
	capture: function() {
		dw.ac._capture(arguments);
		if (window.CQuotient && window.CQuotient.trackEventsFromAC) {
			window.CQuotient.trackEventsFromAC(arguments);
		}
	},
    EV_PRD_SEARCHHIT: "searchhit",
    EV_PRD_DETAIL: "detail",
    EV_PRD_RECOMMENDATION: "recommendation",
    EV_PRD_SETPRODUCT: "setproduct",
    applyContext: function(context) {
        if (typeof context === "object" && context.hasOwnProperty("category")) {
        	dw.ac._category = context.category;
        }
        if (typeof context === "object" && context.hasOwnProperty("searchData")) {
        	dw.ac._searchData = context.searchData;
        }
    },
    setDWAnalytics: function(analytics) {
        dw.ac._analytics = analytics;
    },
    eventsIsEmpty: function() {
        return 0 == dw.ac._events.length;
    }
};
/* ]]> */
// -->
</script>
<script type="text/javascript">//<!--
/* <![CDATA[ (head-cquotient.js) */
var CQuotient = window.CQuotient = {};
CQuotient.clientId = 'bkxs-RoutaFI';
CQuotient.realm = 'BKXS';
CQuotient.siteId = 'RoutaFI';
CQuotient.instanceType = 'prd';
CQuotient.locale = 'fi_FI';
CQuotient.fbPixelId = '__UNKNOWN__';
CQuotient.activities = [];
CQuotient.cqcid='';
CQuotient.cquid='';
CQuotient.cqeid='';
CQuotient.cqlid='';
CQuotient.apiHost='api.cquotient.com';
CQuotient.useTest= function() { return false; };
/* ]]> */
// -->
</script>
</head>`;

const header = `
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K4R7TQX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<header class="header-container">
    <a href="#maincontent" class="skip" aria-label="Siirry pääsisältöön">Siirry pääsisältöön</a>
    <a href="#footercontent" class="skip" aria-label="Siirry alatunnisteeseen">Siirry alatunnisteeseen</a>
    <div class="header-banner slide-up d-none d-md-block"><div class="container"><div class="d-flex justify-content-between"><div></div><div class="content"><div class="html-slot-container"><p>Ilmainen toimitus yli 100 € tilauksiin · 60 päivän palautusoikeus</p></div></div><div class="close-button pull-right"><button type="button" class="close" aria-label="Sulje"><span aria-hidden="true">&times;</span></button></div></div></div></div>
    <nav role="navigation">
        <div class="header container"><div class="row"><div class="col-12">
            <div class="navbar-header brand"><a class="logo-home" href="${B}/" title="ROUTA Etusivu"><img class="hidden-md-down" src="${ST}/images/logo.svg" alt="ROUTA Athletic" /></a></div>
            <div class="navbar-header">
                <div class="pull-left"><div class="hidden-md-down"><div class="user"><a href="${B}/kirjaudu" role="button" aria-label="Kirjaudu sisään"><i class="icon-user" aria-hidden="true"></i><span class="user-message">Kirjaudu</span></a></div></div></div>
                <div class="pull-right"><div class="search hidden-xs-down"><div class="site-search"><form role="search" action="/haku" method="get" name="simpleSearch"><input class="form-control search-field" type="text" name="q" value="" placeholder="Hae tuotteita" role="combobox" aria-describedby="search-assistive-text" aria-haspopup="listbox" aria-owns="search-results" aria-expanded="false" aria-autocomplete="list" aria-activedescendant="" aria-controls="search-results" aria-label="Syötä hakusana" autocomplete="off" /><button type="submit" name="search-button" class="fa-search-btn" aria-label="Hae"><i class="icon-search" aria-hidden="true"></i></button><div class="suggestions-wrapper" data-url="/on/demandware.store/Sites-RoutaFI-Site/fi_FI/SearchServices-GetSuggestions?q="></div><input type="hidden" value="fi_FI" name="lang"></form></div></div>
                <div class="minicart" data-action-url="/on/demandware.store/Sites-RoutaFI-Site/fi_FI/Cart-MiniCartShow"><div class="minicart-total hide-link-med"><a class="minicart-link" href="${B}/ostoskori" title="Ostoskori: 0 tuotetta" aria-label="Ostoskori: 0 tuotetta" aria-haspopup="true"><i class="minicart-icon icon-bag"></i><span class="minicart-quantity">0</span></a></div><div class="popover popover-bottom"></div></div></div>
            </div>
        </div></div></div>
        <div class="main-menu navbar-toggleable-sm menu-toggleable-left multilevel-dropdown d-none d-md-block" id="sg-navbar-collapse"><div class="container"><div class="row"><nav class="navbar navbar-expand-md bg-inverse col-12"><div class="menu-group" role="navigation"><ul class="nav navbar-nav" role="menu">
            <li class="nav-item dropdown" role="presentation"><a href="${B}/naiset/" id="naiset" class="nav-link dropdown-toggle" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false" tabindex="0">Naiset</a><ul class="dropdown-menu" role="menu" aria-hidden="true" aria-label="naiset"><li class="dropdown-item" role="presentation"><a href="${B}/naiset/juoksu/" id="naiset-juoksu" role="menuitem" class="dropdown-link" tabindex="-1">Juoksu</a></li><li class="dropdown-item" role="presentation"><a href="${B}/naiset/hiihto/" role="menuitem" class="dropdown-link" tabindex="-1">Hiihto</a></li><li class="dropdown-item" role="presentation"><a href="${B}/naiset/ulkoilu/" role="menuitem" class="dropdown-link" tabindex="-1">Ulkoilu</a></li><li class="dropdown-item" role="presentation"><a href="${B}/naiset/kerrastot/" role="menuitem" class="dropdown-link" tabindex="-1">Kerrastot</a></li></ul></li>
            <li class="nav-item dropdown" role="presentation"><a href="${B}/miehet/" id="miehet" class="nav-link dropdown-toggle" role="button" data-toggle="dropdown" aria-haspopup="true" aria-expanded="false" tabindex="0">Miehet</a><ul class="dropdown-menu" role="menu" aria-hidden="true" aria-label="miehet"><li class="dropdown-item" role="presentation"><a href="${B}/miehet/juoksu/" role="menuitem" class="dropdown-link" tabindex="-1">Juoksu</a></li><li class="dropdown-item" role="presentation"><a href="${B}/miehet/hiihto/" role="menuitem" class="dropdown-link" tabindex="-1">Hiihto</a></li><li class="dropdown-item" role="presentation"><a href="${B}/miehet/ulkoilu/" role="menuitem" class="dropdown-link" tabindex="-1">Ulkoilu</a></li></ul></li>
            <li class="nav-item" role="presentation"><a href="${B}/varusteet/" class="nav-link" role="link" tabindex="0">Varusteet</a></li>
            <li class="nav-item" role="presentation"><a href="${B}/urheilijat" class="nav-link" role="link" tabindex="0">Urheilijat</a></li>
            <li class="nav-item" role="presentation"><a href="${B}/vastuullisuus" class="nav-link" role="link" tabindex="0">Vastuullisuus</a></li>
            <li class="nav-item" role="presentation"><a href="${B}/jalleenmyyjat" class="nav-link" role="link" tabindex="0">Myymälät</a></li>
        </ul></div></nav></div></div></div>
    </nav>
</header>`;

const footer = `
<footer id="footercontent">
    <div class="container">
        <div class="footer-container row">
            <div class="footer-item col-sm-3 store"><div class="content-asset"><h2>Myymälät</h2><ul class="menu-footer content"><li><a href="${B}/jalleenmyyjat">Jälleenmyyjät</a></li><li><a href="${B}/myymala-helsinki">ROUTA Store Helsinki</a></li></ul></div></div>
            <div class="footer-item col-sm-3 collapsible-xs"><button class="title btn text-left btn-block d-sm-none" aria-controls="collapsible-customer-service" aria-expanded="false">Asiakaspalvelu</button><div class="content-asset"><h2 class="d-none d-sm-block">Asiakaspalvelu</h2><ul id="collapsible-customer-service" class="menu-footer content"><li><a href="${B}/asiakaspalvelu">Ota yhteyttä</a></li><li><a href="${B}/toimitus">Toimitus</a></li><li><a href="${B}/palautukset">Palautukset</a></li><li><a href="${B}/kokotaulukko">Kokotaulukko</a></li><li><a href="mailto:asiakaspalvelu@routa-athletic.fi">asiakaspalvelu@routa-athletic.fi</a></li></ul></div></div>
            <div class="footer-item col-sm-3 collapsible-xs"><button class="title btn text-left btn-block d-sm-none" aria-controls="collapsible-about" aria-expanded="false">ROUTA</button><div class="content-asset"><h2 class="d-none d-sm-block">ROUTA</h2><ul id="collapsible-about" class="menu-footer content"><li><a href="${B}/meista">Meistä</a></li><li><a href="${B}/vastuullisuus">Vastuullisuus</a></li><li><a href="${B}/urheilijat">Urheilijat ja kumppanit</a></li><li><a href="https://routa.teamtailor.com/" target="_blank" rel="noopener">Ura</a></li><li><a href="${B}/lehdisto">Lehdistö</a></li></ul></div></div>
            <div class="footer-item col-sm-3"><div class="content-asset"><h2>Seuraa meitä</h2><ul class="social-links"><li><a class="fa-instagram-link" aria-label="Instagram" href="https://www.instagram.com/routaathletic/" target="_blank" rel="noopener">Instagram</a></li><li><a aria-label="Strava" href="https://www.strava.com/clubs/routa-run-club" target="_blank" rel="noopener">Strava</a></li><li><a aria-label="Facebook" href="https://www.facebook.com/routaathletic" target="_blank" rel="noopener">Facebook</a></li><li><a aria-label="YouTube" href="https://www.youtube.com/@routaathletic" target="_blank" rel="noopener">YouTube</a></li></ul></div>
            <div class="email-signup-form"><form role="form" action="/on/demandware.store/Sites-RoutaFI-Site/fi_FI/EmailSubscribe-Subscribe" method="post"><label for="emailSignup">Tilaa uutiskirje</label><input type="email" class="form-control" id="emailSignup" name="hpEmailSignUp" placeholder="Sähköpostiosoite" aria-label="Sähköpostiosoite"><button type="submit" class="btn btn-primary subscribe-email">Tilaa</button></form></div></div>
        </div>
        <hr class="hidden-xs-down" />
        <div class="row"><div class="col-lg-12 payment-logos"><span>Maksutavat:</span> <img src="${ST}/images/payments/klarna.svg" alt="Klarna" width="50" height="24" loading="lazy"> <img src="${ST}/images/payments/mobilepay.svg" alt="MobilePay" width="50" height="24" loading="lazy"> <img src="${ST}/images/payments/verkkopankki.svg" alt="Verkkopankki" width="50" height="24" loading="lazy"> <img src="${ST}/images/payments/visa.svg" alt="Visa" width="40" height="24" loading="lazy"> <img src="${ST}/images/payments/mastercard.svg" alt="Mastercard" width="40" height="24" loading="lazy"></div></div>
        <div class="row"><div class="col-lg-12 copyright-notice"><div class="content-asset"><p>© 2024 ROUTA Athletic Oy · Y-tunnus 2981473-6 · <a href="${B}/tietosuoja">Tietosuojaseloste</a> · <a href="${B}/toimitusehdot">Toimitusehdot</a> · <a href="${B}/evasteet">Evästeet</a> · <a href="https://www.routa-athletic.com/">International (EN)</a></p></div></div></div>
        <div class="back-to-top" title="Takaisin ylös"><i class="fa-stack fa-lg"><i class="fa-circle"></i><i class="fa-arrow-up fa-inverse"></i></i></div>
    </div>
</footer>`;

const endScripts = (pipeline: string) => `
<!-- Demandware Analytics code 1.0 (c) Demandware Inc. -->
<script type="text/javascript">
//<!--
/* <![CDATA[ */
function trackPage() {
    try{
        var trackingUrl = "${B}/on/demandware.store/Sites-RoutaFI-Site/fi_FI/__Analytics-Start";
        var dwAnalytics = dw.__dwAnalytics.getTracker(trackingUrl);
        if (typeof dw.ac == "undefined") {
            dwAnalytics.trackPageView();
        } else {
            dw.ac.setDWAnalytics(dwAnalytics);
        }
    }catch(err) {};
}
/* ]]> */
// -->
</script>
<script type="text/javascript" src="/on/demandware.static/Sites-RoutaFI-Site/-/fi_FI/v1731540000000/internal/jscript/dwanalytics-22.2.js" async="async" onload="trackPage()"></script>
<!-- Demandware Active Data (body_end-active_data.js) -->
<script src="/on/demandware.static/Sites-RoutaFI-Site/-/fi_FI/v1731540000000/internal/jscript/dwac-21.7.js" type="text/javascript" async="async"></script>
<!-- CQuotient Activity Tracking (body_end-cquotient.js) -->
<script src="https://cdn.cquotient.com/js/v2/gretel.min.js" type="text/javascript" async="async"></script>
<!-- pipeline: ${pipeline} -->`;

const page = (o: { title: string; description: string; path: string; action: string; main: string }) => `<!DOCTYPE html>
<html lang="fi">
${head(o.title, o.description, o.path)}
<body>
<div class="page" data-action="${o.action}" data-querystring="" >
${header}
<div role="main" id="maincontent">
${o.main}
</div>
${footer}
</div>
<div class="error-messaging"></div>
<div class="modal-background"></div>
<div class="sr-only" aria-live="polite"></div>
${endScripts(o.action)}
</body>
</html>`;

const tiles = [
  {
    id: 'R2301',
    slug: 'kaamos-juoksutakki-naiset',
    name: 'Kaamos juoksutakki, naiset',
    price: '179,00',
    img: 'dw1a2b3c4d/images/large/R2301_black_01.jpg',
  },
  {
    id: 'R2302',
    slug: 'kaamos-juoksutakki-miehet',
    name: 'Kaamos juoksutakki, miehet',
    price: '179,00',
    img: 'dw2b3c4d5e/images/large/R2302_black_01.jpg',
  },
  {
    id: 'R2210',
    slug: 'tykky-merinokerrasto-naiset',
    name: 'Tykky merinokerrasto, naiset',
    price: '119,00',
    img: 'dw3c4d5e6f/images/large/R2210_grey_01.jpg',
  },
  {
    id: 'R2415',
    slug: 'latu-hiihtohousut-naiset',
    name: 'Latu hiihtohousut, naiset',
    price: '139,00',
    img: 'dw4d5e6f7a/images/large/R2415_navy_01.jpg',
  },
  {
    id: 'R2120',
    slug: 'rimpi-juoksutrikoot-naiset',
    name: 'Rimpi juoksutrikoot, naiset',
    price: '89,00',
    img: 'dw5e6f7a8b/images/large/R2120_black_01.jpg',
  },
  { id: 'R2050', slug: 'hanki-pipo', name: 'Hanki merinopipo', price: '39,00', img: 'dw6f7a8b9c/images/large/R2050_moss_01.jpg' },
];

const tile = (t: (typeof tiles)[number]) => `
<div class="col-6 col-sm-4"><div class="product" data-pid="${t.id}"><div class="product-tile">
  <div class="image-container"><a href="${B}/${t.slug}/${t.id}.html"><img class="tile-image" src="${IMG}/${t.img}?sw=400&amp;sh=500&amp;sm=fit" alt="${t.name}" title="${t.name}" loading="lazy" /></a><a class="quickview hidden-sm-down" href="/on/demandware.store/Sites-RoutaFI-Site/fi_FI/Product-ShowQuickView?pid=${t.id}" data-toggle="modal" data-target="#quickViewModal" title="Pikanäkymä ${t.name}" aria-label="Pikanäkymä ${t.name}"><i class="icon-expand"></i></a></div>
  <div class="tile-body"><div class="color-swatches"><div class="swatches"><a href="${B}/${t.slug}/${t.id}.html" aria-label="Värit"><span class="swatch-circle-black swatch-circle"></span></a></div></div>
  <div class="pdp-link"><a class="link" href="${B}/${t.slug}/${t.id}.html">${t.name}</a></div>
  <div class="price"><span><span class="sales"><span class="value" content="${t.price.replace(',', '.')}">${t.price} €</span></span></span></div></div>
</div></div></div>`;

const home = page({
  title: 'ROUTA Athletic – Juoksu- ja hiihtovaatteet pohjoisen olosuhteisiin',
  description: 'Suomalaiset juoksu-, hiihto- ja ulkoiluvaatteet, suunniteltu Oulussa pakkasta, räntää ja pimeää varten.',
  path: '/',
  action: 'Home-Show',
  main: `
<div class="home-main homepage">
  <div class="experience-region experience-main">
    <div class="experience-component experience-routa_heroBanner"><div class="hero-banner"><picture><source media="(max-width: 767px)" srcset="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw9a8b7c6d/images/home/hero-kaamos-mobile.jpg"><img class="hero-image" src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw9a8b7c6d/images/home/hero-kaamos.jpg" alt="Juoksija Kaamos-takissa talvisessa metsässä" /></picture><div class="hero-text"><h1>Pimeä ei ole syy jäädä sisälle.</h1><p>Uusi Kaamos-juoksutakki heijastimilla, jotka näkyvät 200 metrin päähän.</p><a class="btn btn-primary" href="${B}/naiset/juoksu/">Naisten juoksu</a> <a class="btn btn-outline-primary" href="${B}/miehet/juoksu/">Miesten juoksu</a></div></div></div>
    <div class="experience-component experience-commerce_productCarousel"><div class="product-carousel"><h2>Talven suosikit</h2><div class="row product-grid">${tiles.slice(0, 3).map(tile).join('')}</div></div></div>
    <div class="experience-component experience-routa_videoBlock"><div class="video-block"><h2>Tehty pakkaseen</h2><div class="embed-responsive embed-responsive-16by9"><iframe class="embed-responsive-item" src="https://player.vimeo.com/video/887412305?h=5b2c7d9e1a&amp;title=0&amp;byline=0&amp;portrait=0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="ROUTA – Tehty pakkaseen"></iframe></div></div></div>
    <div class="experience-component experience-routa_collab"><div class="collab-block row"><div class="col-md-6"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw1f2e3d4c/images/home/routa-x-kuura.jpg" alt="ROUTA x Kuura Studio" loading="lazy"/></div><div class="col-md-6"><h2>ROUTA × Kuura Studio</h2><p>Helsinkiläinen tekstiilisuunnittelustudio <a href="https://kuurastudio.fi/" target="_blank" rel="noopener">Kuura Studio</a> suunnitteli kanssamme rajoitetun talvimalliston, jonka kuosit syntyivät Lapin jäätyneistä soista otetuista makrokuvista.</p><a class="btn btn-outline-primary" href="${B}/kuura-mallisto/">Tutustu mallistoon</a></div></div></div>
    <div class="experience-component experience-routa_textBlock"><div class="text-block"><h2>Kokeile ennen kuin ostat</h2><p>ROUTA-tuotteita myydään yli 60 urheilu- ja tavaratalossa Suomessa sekä verkkokaupoissa Pohjoismaissa ja Keski-Euroopassa. <a href="${B}/jalleenmyyjat">Löydä lähin jälleenmyyjä</a>.</p></div></div>
  </div>
</div>`,
});

type Shop = { name: string; address: string; web?: string };
const cities: [string, Shop[]][] = [
  [
    'Helsinki',
    [
      { name: 'Stockmann Helsingin keskusta', address: 'Aleksanterinkatu 52', web: 'https://www.stockmann.com/fi/tavaratalot/helsinki' },
      { name: 'Partioaitta Kamppi', address: 'Urho Kekkosen katu 1', web: 'https://www.partioaitta.fi/myymalat/kamppi' },
      { name: 'Stadium Kamppi', address: 'Urho Kekkosen katu 1', web: 'https://www.stadium.fi/myymalat/kamppi' },
      { name: 'Runners’ Corner Töölö', address: 'Runeberginkatu 33', web: 'https://runnerscorner.fi' },
      { name: 'ROUTA Store Helsinki (oma myymälä)', address: 'Fredrikinkatu 22' },
    ],
  ],
  [
    'Tampere',
    [
      { name: 'Intersport Ratina', address: 'Vuolteenkatu 1', web: 'https://www.intersport.fi/fi/myymalat/intersport-ratina/' },
      { name: 'Urheiluaitta Tampere', address: 'Hämeenkatu 14', web: 'https://urheiluaitta-tampere.fi' },
    ],
  ],
  [
    'Turku',
    [
      { name: 'Stockmann Turku', address: 'Yliopistonkatu 22', web: 'https://www.stockmann.com/fi/tavaratalot/turku' },
      { name: 'XXL Turku Skanssi', address: 'Skanssinkatu 10', web: 'https://www.xxl.fi/store/turku-skanssi' },
    ],
  ],
  [
    'Oulu',
    [
      { name: 'Pohjoisen Juoksu', address: 'Kirkkokatu 30', web: 'https://pohjoisenjuoksu.fi' },
      { name: 'Intersport Oulu Keskusta', address: 'Isokatu 23', web: 'https://www.intersport.fi/fi/myymalat/intersport-oulu/' },
    ],
  ],
  ['Jyväskylä', [{ name: 'Sporttitalo Jyväskylä', address: 'Kauppakatu 19' }]],
  ['Rovaniemi', [{ name: 'Lapin Urheilu', address: 'Koskikatu 25', web: 'https://www.lapinurheilu.fi' }]],
];

const jalleenmyyjat = page({
  title: 'Jälleenmyyjät | ROUTA Athletic',
  description: 'ROUTA-tuotteiden jälleenmyyjät Suomessa ja ulkomailla sekä verkkokaupat.',
  path: '/jalleenmyyjat',
  action: 'Page-Show',
  main: `
<div class="container content-page">
  <div class="row"><div class="col-12"><nav aria-label="Murupolku"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="${B}/">Etusivu</a></li><li class="breadcrumb-item active">Jälleenmyyjät</li></ol></nav><h1 class="page-title">Jälleenmyyjät</h1>
  <div class="content-asset"><p>ROUTA-tuotteita myydään urheilu- ja tavarataloissa ympäri Suomen. Valikoima vaihtelee myymälöittäin – koko mallisto on aina saatavilla verkkokaupastamme ja Helsingin-myymälästämme.</p></div></div></div>
  <div class="row"><div class="col-md-8">
    <h2>Suomi</h2>
    <div class="accordion" id="retailer-accordion">
${cities
  .map(
    (
      [city, shops],
      i,
    ) => `      <div class="card"><div class="card-header" id="heading-${i}"><button class="btn btn-link btn-block text-left" type="button" data-toggle="collapse" data-target="#collapse-${i}" aria-expanded="${i === 0}" aria-controls="collapse-${i}">${city} <span class="count">(${shops.length})</span></button></div>
        <div id="collapse-${i}" class="collapse${i === 0 ? ' show' : ''}" aria-labelledby="heading-${i}" data-parent="#retailer-accordion"><div class="card-body"><ul class="list-unstyled retailer-list">
${shops.map((s) => `          <li><strong>${s.name}</strong><br>${s.address}, ${city}${s.web ? `<br><a href="${s.web}" target="_blank" rel="noopener">Myymälän sivut</a>` : ''}</li>`).join('\n')}
        </ul></div></div></div>`,
  )
  .join('\n')}
    </div>
    <h2 class="mt-5">Verkkokaupat</h2>
    <ul class="list-inline online-retailers">
      <li class="list-inline-item"><a href="https://www.zalando.fi/routa/" target="_blank" rel="noopener">Zalando</a></li>
      <li class="list-inline-item"><a href="https://www.sportamore.fi/routa" target="_blank" rel="noopener">Sportamore</a></li>
      <li class="list-inline-item"><a href="https://www.varusteleka.fi/fi/brand/routa" target="_blank" rel="noopener">Varusteleka</a></li>
    </ul>
    <h2 class="mt-5">Muut maat</h2>
    <table class="table international-retailers"><thead><tr><th>Maa</th><th>Jälleenmyyjä</th></tr></thead><tbody>
      <tr><td>Ruotsi</td><td><a href="https://www.addnature.com/routa" target="_blank" rel="noopener">Addnature</a></td></tr>
      <tr><td>Norja</td><td><a href="https://www.antonsport.no/routa" target="_blank" rel="noopener">Anton Sport</a></td></tr>
      <tr><td>Saksa, Itävalta</td><td><a href="https://www.bergfreunde.de/routa/" target="_blank" rel="noopener">Bergfreunde</a></td></tr>
      <tr><td>Japani</td><td><a href="https://nordictrail.jp/brand/routa" target="_blank" rel="noopener">Nordic Trail Japan</a></td></tr>
      <tr><td>Muut</td><td>Toimitamme verkkokaupastamme <a href="https://www.routa-athletic.com/">routa-athletic.com</a> koko EU:n alueelle.</td></tr>
    </tbody></table>
  </div>
  <div class="col-md-4"><div class="card retailer-cta"><div class="card-body"><h3>Jälleenmyyjäksi?</h3><p>Olemme aina kiinnostuneita uusista erikoisliikkeistä. Ota yhteyttä: <a href="mailto:b2b@routa-athletic.fi">b2b@routa-athletic.fi</a></p></div></div></div></div>
</div>`,
});

const urheilijat = page({
  title: 'Urheilijat ja kumppanit | ROUTA Athletic',
  description: 'ROUTA-urheilijat ja yhteistyökumppanit hiihdossa ja juoksussa.',
  path: '/urheilijat',
  action: 'Page-Show',
  main: `
<div class="container content-page">
  <h1 class="page-title">Urheilijat ja kumppanit</h1>
  <div class="content-asset"><p>Tuotteemme testataan kovimmissa olosuhteissa – tunturissa, laduilla ja kaupunkien talvipimeässä. Näiden urheilijoiden palaute muokkaa jokaista mallistoamme.</p></div>
  <div class="row athletes">
    <div class="col-sm-6 col-lg-3 athlete-card"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw0a1b2c3d/images/athletes/aino-kettunen.jpg" alt="Aino Kettunen" loading="lazy"/><h3>Aino Kettunen</h3><p>Maastohiihto, SM-kulta 2024 (10 km vapaa)</p><a href="https://www.instagram.com/ainokettunen/" target="_blank" rel="noopener">@ainokettunen</a></div>
    <div class="col-sm-6 col-lg-3 athlete-card"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw0a1b2c3d/images/athletes/jere-lahti.jpg" alt="Jere Lahti" loading="lazy"/><h3>Jere Lahti</h3><p>Polkujuoksu, NUTS Karhunkierros 160 km voittaja 2023</p><a href="https://www.instagram.com/jerelahti.runs/" target="_blank" rel="noopener">@jerelahti.runs</a></div>
    <div class="col-sm-6 col-lg-3 athlete-card"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw0a1b2c3d/images/athletes/sanni-ojala.jpg" alt="Sanni Ojala" loading="lazy"/><h3>Sanni Ojala</h3><p>Maratoonari, Helsinki City Marathon -voittaja 2024</p><a href="https://www.strava.com/athletes/sanniojala" target="_blank" rel="noopener">Strava</a></div>
    <div class="col-sm-6 col-lg-3 athlete-card"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw0a1b2c3d/images/athletes/tuomas-niva.jpg" alt="Tuomas Niva" loading="lazy"/><h3>Tuomas Niva</h3><p>Retkihiihtäjä ja valokuvaaja, Lappi</p><a href="https://www.instagram.com/tuomasniva/" target="_blank" rel="noopener">@tuomasniva</a></div>
  </div>
  <h2 class="mt-5">Yhteistyökumppanit</h2>
  <div class="row partners">
    <div class="col-md-4 partner"><a href="https://www.hiihtoliitto.fi/" target="_blank" rel="noopener"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw5e6f7a8b/images/partners/hiihtoliitto.svg" alt="Suomen Hiihtoliitto" loading="lazy"/></a><p>ROUTA on Suomen Hiihtoliiton virallinen vaatetuskumppani 2023–2027. Maastohiihdon maajoukkue kilpailee ROUTA-kerrastoissa ja lämmittelyasuissa.</p></div>
    <div class="col-md-4 partner"><a href="https://www.finlandia-hiihto.fi/" target="_blank" rel="noopener"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw5e6f7a8b/images/partners/finlandia-hiihto.svg" alt="Finlandia-hiihto" loading="lazy"/></a><p>Finlandia-hiihdon virallinen vaatetuskumppani – jokainen 50 km:n maaliin hiihtänyt saa ROUTA-pipon.</p></div>
    <div class="col-md-4 partner"><a href="https://www.helsinkicityrun.fi/" target="_blank" rel="noopener"><img src="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw5e6f7a8b/images/partners/helsinki-city-run.svg" alt="Helsinki City Run" loading="lazy"/></a><p>Tapahtumakumppani ja juoksupaitojen valmistaja vuodesta 2022.</p></div>
  </div>
</div>`,
});

const vastuullisuus = page({
  title: 'Vastuullisuus | ROUTA Athletic',
  description: 'Materiaalit, valmistus, kierrätys ja korjauspalvelu: näin teemme vaatteita vastuullisemmin.',
  path: '/vastuullisuus',
  action: 'Page-Show',
  main: `
<div class="container content-page">
  <h1 class="page-title">Vastuullisuus</h1>
  <div class="content-asset">
    <h2>Materiaalit</h2>
    <p>83 % mallistomme materiaaleista on kierrätettyjä tai sertifioituja. Merinovillamme on ZQ-sertifioitua ja kaikki tekniset kankaat bluesign®-hyväksyttyjä. Lämpöä eristävät fleecet tulevat materiaalikumppaniltamme <a href="https://www.polartec.com/" target="_blank" rel="noopener">Polartecilta</a>, jonka kanssa kehitimme Tykky-kerraston kierrätetystä Power Grid -neuloksesta.</p>
    <h2>Valmistus</h2>
    <p>Tuotteemme valmistetaan Virossa, Portugalissa ja Vietnamissa kuudessa tehtaassa, joiden nimet ja osoitteet julkaisemme vuosittain. Kaikki tehtaat auditoidaan vähintään kerran vuodessa.</p>
    <h2>Korjaa, älä korvaa</h2>
    <p>Korjaamme ROUTA-vaatteet maksutta kahden vuoden ajan ostosta. Korjaukset tekee Oulussa toimiva ompelimo Neulansilmä.</p>
    <h2>Kierrätys</h2>
    <p>Käytetyt ROUTA-vaatteet voi palauttaa myymäläämme tai lähettää meille. Yhteistyökumppanimme <a href="https://www.uff.fi/" target="_blank" rel="noopener">UFF</a> lajittelee ehjät vaatteet uudelleenkäyttöön ja ohjaa loput tekstiilikierrätykseen.</p>
    <h2>Raportointi</h2>
    <p>Lue koko <a href="${B}/on/demandware.static/-/Library-Sites-RoutaShared/default/dw8c9d0e1f/pdf/routa-vastuullisuusraportti-2023.pdf">vastuullisuusraportti 2023 (PDF)</a>.</p>
  </div>
</div>`,
});

const meista = page({
  title: 'Meistä | ROUTA Athletic',
  description: 'ROUTA syntyi Oulussa vuonna 2016. Tarina, tiimi ja omistajat.',
  path: '/meista',
  action: 'Page-Show',
  main: `
<div class="container content-page">
  <h1 class="page-title">Meistä</h1>
  <div class="content-asset">
    <p>ROUTA syntyi vuonna 2016 Oulussa, kun hiihtovalmentaja Riikka Heikkinen ja vaatesuunnittelija Mikko Jussila kyllästyivät juoksutakkeihin, jotka oli suunniteltu Kalifornian talveen. Ensimmäinen takki ommeltiin Riikan olohuoneessa; nyt meitä on 38 ja vaatteitamme käytetään 14 maassa.</p>
    <h2>Suunniteltu Oulussa</h2>
    <p>Suunnittelu, tuotekehitys ja testaus tapahtuvat edelleen Oulussa, 65. leveyspiirillä, jossa tammikuussa aurinko paistaa neljä tuntia ja pakkasta voi olla –30 °C.</p>
    <h2>Palkinnot</h2>
    <p>ISPO Award 2023 (Kaamos-takki) · Vuoden suomalainen urheilubrändi 2022 (Urheilukauppiaat ry)</p>
    <h2>Omistajat</h2>
    <p>ROUTA on perustajien ja työntekijöiden omistama. Vuonna 2021 vähemmistöosakkaaksi tuli Revontuli Capital.</p>
    <h2>Töihin meille?</h2>
    <p>Avoimet työpaikat löydät <a href="https://routa.teamtailor.com/" target="_blank" rel="noopener">urasivuiltamme</a>.</p>
  </div>
</div>`,
});

const kategoria = page({
  title: 'Naisten juoksuvaatteet | ROUTA Athletic',
  description: 'Naisten juoksutakit, trikoot ja kerrastot talvijuoksuun.',
  path: '/naiset/juoksu/',
  action: 'Search-Show',
  main: `
<div class="container search-results">
  <div class="row"><div class="col-12"><nav aria-label="Murupolku"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="${B}/naiset/">Naiset</a></li><li class="breadcrumb-item active">Juoksu</li></ol></nav><h1 class="header page-title">Naisten juoksu</h1></div></div>
  <div class="row search-nav"><div class="col-md-3 refinement-bar"><div class="refinements"><div class="card refinement refinement-category"><div class="card-header"><h2>Kategoria</h2></div><div class="card-body"><ul class="values content"><li><a href="${B}/naiset/juoksu/takit/">Takit</a></li><li><a href="${B}/naiset/juoksu/trikoot/">Trikoot</a></li><li><a href="${B}/naiset/juoksu/paidat/">Paidat</a></li></ul></div></div><div class="card refinement refinement-color"><div class="card-header"><h2>Väri</h2></div></div><div class="card refinement refinement-size"><div class="card-header"><h2>Koko</h2></div></div></div></div>
  <div class="col-md-9"><div class="row grid-header"><div class="result-count col-6"><span>${tiles.length} tuotetta</span></div><div class="col-6"><select name="sort-order" class="custom-select" aria-label="Lajittele"><option>Suosituimmat</option><option>Uusimmat</option><option>Hinta (alin ensin)</option></select></div></div>
  <div class="row product-grid" itemtype="http://schema.org/SomeProducts" itemid="#product">${tiles.map(tile).join('')}</div></div></div>
</div>`,
});

const tuote = page({
  title: 'Kaamos juoksutakki, naiset | ROUTA Athletic',
  description: 'Tuulenpitävä ja hengittävä talvijuoksutakki 360° heijastimilla.',
  path: '/kaamos-juoksutakki-naiset/R2301.html',
  action: 'Product-Show',
  main: `
<div class="container product-detail product-wrapper" data-pid="R2301">
  <div class="row"><div class="col-12"><div class="product-breadcrumb d-md-none"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="${B}/naiset/">Naiset</a></li><li class="breadcrumb-item"><a href="${B}/naiset/juoksu/">Juoksu</a></li></ol></div></div></div>
  <div class="row">
    <div class="col-12 col-sm-6"><div class="primary-images"><div id="pdpCarousel-R2301" class="carousel slide" data-interval="0"><div class="carousel-inner" role="listbox"><div class="carousel-item active"><img src="${IMG}/dw1a2b3c4d/images/large/R2301_black_01.jpg?sw=800" class="d-block img-fluid" alt="Kaamos juoksutakki, naiset kuva 1" itemprop="image" /></div><div class="carousel-item"><img src="${IMG}/dw1a2b3c4d/images/large/R2301_black_02.jpg?sw=800" class="d-block img-fluid" alt="Kaamos juoksutakki, naiset kuva 2" itemprop="image" /></div></div></div></div></div>
    <div class="col-12 col-sm-6">
      <h1 class="product-name">Kaamos juoksutakki, naiset</h1>
      <div class="prices"><div class="price"><span><span class="sales"><span class="value" content="179.00">179,00 €</span></span></span></div></div>
      <klarna-placement data-key="credit-promotion-auto-size" data-locale="fi-FI" data-purchase-amount="17900"></klarna-placement>
      <div class="attributes"><div class="row" data-attr="color"><div class="col-12"><span class="color non-input-label">Väri: <span class="selected-swatch-value">Musta</span></span><button class="color-attribute" aria-label="Valitse Väri Musta" data-url="/on/demandware.store/Sites-RoutaFI-Site/fi_FI/Product-Variation?dwvar_R2301_color=black&amp;pid=R2301&amp;quantity=1"><span data-attr-value="black" class="black swatch-circle color-value swatch-value selected selectable"></span></button></div></div>
      <div class="row" data-attr="size"><div class="col-12"><label class="size" for="size-1">Koko</label><select class="custom-select form-control select-size" id="size-1"><option value="">Valitse koko</option><option>XS</option><option>S</option><option>M</option><option>L</option><option>XL</option></select></div></div></div>
      <div class="prices-add-to-cart-actions"><div class="row"><div class="col-12"><button class="add-to-cart btn btn-primary" data-toggle="modal" data-target="#chooseBonusProductModal" data-pid="R2301" disabled><i class="fa fa-shopping-bag"></i>Lisää ostoskoriin</button></div></div></div>
      <div class="description-and-detail"><div class="row description"><div class="col-sm-12 col-md-4 col-lg-3"><h2 class="title">Kuvaus</h2></div><div class="col-sm-12 col-md-8 col-lg-9 value content"><p>Kevyt, tuulenpitävä ja vettä hylkivä juoksutakki talven pimeisiin iltoihin. 360° heijastinkuvio, peukalolenkit ja tuuletusaukot selässä. Materiaali: 100 % kierrätetty polyamidi, PFC-vapaa DWR-käsittely.</p></div></div></div>
    </div>
  </div>
</div>`,
});

const asiakaspalvelu = page({
  title: 'Asiakaspalvelu | ROUTA Athletic',
  description: 'Ota yhteyttä ROUTA-asiakaspalveluun.',
  path: '/asiakaspalvelu',
  action: 'Page-Show',
  main: `
<div class="container content-page">
  <h1 class="page-title">Asiakaspalvelu</h1>
  <div class="content-asset"><p>Palvelemme arkisin klo 9–16. Vastaamme sähköposteihin yhden arkipäivän kuluessa.</p><p>Sähköposti: <a href="mailto:asiakaspalvelu@routa-athletic.fi">asiakaspalvelu@routa-athletic.fi</a><br>Puhelin: 08 5542 1900</p><h2>Usein kysyttyä</h2><h3>Kuinka nopeasti tilaukseni toimitetaan?</h3><p>Toimitamme tilaukset Postin tai Matkahuollon kautta 1–3 arkipäivässä.</p><h3>Miten palautan tuotteen?</h3><p>Sinulla on 60 päivän palautusoikeus. Tulosta palautuslomake ja vie paketti lähimpään Posti-pisteeseen.</p><h3>Mitä maksutapoja voin käyttää?</h3><p>Klarna (lasku, osamaksu, kortti), MobilePay ja suomalaiset verkkopankit.</p></div>
  <form action="/on/demandware.store/Sites-RoutaFI-Site/fi_FI/ContactUs-Subscribe" class="contact-us" method="POST" name="contact-us"><div class="form-group required"><label class="form-control-label" for="contact-first-name">Etunimi</label><input type="text" required class="form-control required" id="contact-first-name" name="contactFirstName"></div><div class="form-group required"><label class="form-control-label" for="contact-email">Sähköposti</label><input type="email" required class="form-control required" id="contact-email" name="contactEmail"></div><div class="form-group required"><label class="form-control-label" for="contact-comment">Viesti</label><textarea class="form-control" id="contact-comment" name="contactComment" rows="4" maxlength="5000"></textarea></div><button class="btn btn-primary" type="submit" name="send">Lähetä</button></form>
</div>`,
});

export const site: CorpusSite = {
  domain: D,
  otherDomains: ['routa-athletic.com'],
  covers:
    'Finnish sportswear on Salesforce Commerce Cloud (SFRA, Cloudflare eCDN): stockists in a Bootstrap city accordion with generic "Myymälän sivut" link text (same retailer in two cities, own store, unlinked shops), online stores list, international retailers table; federation/event sponsorship partners as logo cards beside athletes; material and recycling partners in prose; collab on home; negatives: athletes with Instagram/Strava links, bluesign/ZQ certifications, awards, investor, Teamtailor careers, CQuotient/OneTrust/Klarna hosts, international sister store',
  pages: {
    '/': { status: 301, redirect: `${B}/` },
    [`${B}/`]: { headers: headers(), html: home },
    [`${B}/jalleenmyyjat`]: { headers: headers(), html: jalleenmyyjat },
    [`${B}/urheilijat`]: { headers: headers(), html: urheilijat },
    [`${B}/vastuullisuus`]: { headers: headers(), html: vastuullisuus },
    [`${B}/meista`]: { headers: headers(), html: meista },
    [`${B}/naiset/juoksu/`]: { headers: headers(), html: kategoria },
    [`${B}/kaamos-juoksutakki-naiset/R2301.html`]: { headers: headers(), html: tuote },
    [`${B}/asiakaspalvelu`]: { headers: headers(), html: asiakaspalvelu },
  },
  sitemap: [
    `${B}/`,
    `${B}/naiset/juoksu/`,
    `${B}/kaamos-juoksutakki-naiset/R2301.html`,
    `${B}/jalleenmyyjat`,
    `${B}/urheilijat`,
    `${B}/vastuullisuus`,
    `${B}/meista`,
    `${B}/asiakaspalvelu`,
  ],
  technologies: [
    'salesforce-commerce-cloud',
    'salesforce',
    'cloudflare',
    'hsts',
    'onetrust',
    'font-awesome',
    'google-tag-manager',
    'klarna-checkout',
    'vimeo',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'stockmann.com': 'channel',
    'partioaitta.fi': 'channel',
    'stadium.fi': 'channel',
    'runnerscorner.fi': 'channel',
    'intersport.fi': 'channel',
    'urheiluaitta-tampere.fi': 'channel',
    'xxl.fi': 'channel',
    'pohjoisenjuoksu.fi': 'channel',
    'lapinurheilu.fi': 'channel',
    'zalando.fi': 'channel',
    'sportamore.fi': 'channel',
    'varusteleka.fi': 'channel',
    'addnature.com': 'channel',
    'antonsport.no': 'channel',
    'bergfreunde.de': 'channel',
    'nordictrail.jp': 'channel',
    'hiihtoliitto.fi': 'generic',
    'finlandia-hiihto.fi': 'generic',
    'helsinkicityrun.fi': 'generic',
    'polartec.com': 'generic',
    'uff.fi': 'generic',
    'kuurastudio.fi': 'generic',
  },
};
