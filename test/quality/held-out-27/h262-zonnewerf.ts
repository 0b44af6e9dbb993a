import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  link: '<https://zonnewerf.nl/wp-json/>; rel="https://api.w.org/"',
  'x-powered-by': 'PHP/8.2.18',
};

function head(title: string, description: string, path: string): string {
  return `<!doctype html>
<html lang="nl-NL">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title} - Zonnewerf</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://zonnewerf.nl${path}">
<meta property="og:locale" content="nl_NL">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} - Zonnewerf">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://zonnewerf.nl${path}">
<meta property="og:site_name" content="Zonnewerf">
<meta property="og:image" content="https://zonnewerf.nl/wp-content/uploads/2024/03/zonnewerf-dak-groningen.jpg">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://zonnewerf.nl${path}","url":"https://zonnewerf.nl${path}","name":"${title} - Zonnewerf","isPartOf":{"@id":"https://zonnewerf.nl/#website"},"inLanguage":"nl-NL"},{"@type":"WebSite","@id":"https://zonnewerf.nl/#website","url":"https://zonnewerf.nl/","name":"Zonnewerf","publisher":{"@id":"https://zonnewerf.nl/#organization"},"inLanguage":"nl-NL"},{"@type":"Organization","@id":"https://zonnewerf.nl/#organization","name":"Zonnewerf Installatie B.V.","url":"https://zonnewerf.nl/","logo":{"@type":"ImageObject","url":"https://zonnewerf.nl/wp-content/uploads/2023/01/zonnewerf-logo.svg"},"sameAs":["https://www.facebook.com/zonnewerf","https://www.instagram.com/zonnewerf.nl","https://www.linkedin.com/company/zonnewerf-installatie"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Zonnewerf &raquo; Feed" href="https://zonnewerf.nl/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://zonnewerf.nl/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://zonnewerf.nl/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://zonnewerf.nl/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="elementor-post-7-css" href="https://zonnewerf.nl/wp-content/uploads/elementor/css/post-7.css?ver=1715003311" media="all">
<link rel="stylesheet" id="cmplz-general-css" href="https://zonnewerf.nl/wp-content/plugins/complianz-gdpr-premium/assets/css/cookieblocker.min.css?ver=1714990012" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Poppins%3A400%2C500%2C600%2C700&amp;display=swap&amp;ver=6.5.3" media="all">
<link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin>
<script src="https://zonnewerf.nl/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://zonnewerf.nl/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-WZ3N8RD');</script>
<!-- End Google Tag Manager -->
</head>`;
}

const header = `
<body class="page-template-default page elementor-default elementor-kit-7">
<a class="skip-link screen-reader-text" href="#content">Ga naar de inhoud</a>
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-theme-site-logo">
      <a href="https://zonnewerf.nl/"><img src="https://zonnewerf.nl/wp-content/uploads/2023/01/zonnewerf-logo.svg" alt="Zonnewerf" width="180" height="44"></a>
    </div>
    <nav class="elementor-nav-menu--main" aria-label="Menu">
      <ul id="menu-hoofdmenu" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://zonnewerf.nl/zonnepanelen/" class="elementor-item">Zonnepanelen</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/thuisbatterij/" class="elementor-item">Thuisbatterij</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/laadpaal/" class="elementor-item">Laadpaal</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/zakelijk/" class="elementor-item">Zakelijk</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/merken/" class="elementor-item">Merken</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/financiering/" class="elementor-item">Financiering</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/over-ons/" class="elementor-item">Over ons</a></li>
        <li class="menu-item"><a href="https://zonnewerf.nl/contact/" class="elementor-item">Contact</a></li>
      </ul>
    </nav>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://zonnewerf.nl/offerte-aanvragen/">Gratis offerte</a></div>
  </div>
</div>
<main id="content" class="site-main">`;

const footer = `
</main>
<div data-elementor-type="footer" data-elementor-id="146" class="elementor elementor-146 elementor-location-footer">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent footer-columns">
    <div class="elementor-widget elementor-widget-text-editor">
      <h4>Zonnewerf Installatie B.V.</h4>
      <p>Osloweg 118<br>9723 BX Groningen<br>050 - 211 48 90<br><a href="mailto:info@zonnewerf.nl">info@zonnewerf.nl</a></p>
      <p>KvK 71842266 · BTW NL858921003B01</p>
    </div>
    <div class="elementor-widget elementor-widget-icon-list">
      <h4>Zonnewerf</h4>
      <ul>
        <li><a href="https://zonnewerf.nl/over-ons/">Over ons</a></li>
        <li><a href="https://zonnewerf.nl/merken/">Merken &amp; leveranciers</a></li>
        <li><a href="https://zonnewerf.nl/installatiepartners/">Installatiepartners</a></li>
        <li><a href="https://zonnewerf.nl/werken-bij/">Werken bij</a></li>
        <li><a href="https://zonnewerf.nl/kennisbank/">Kennisbank</a></li>
      </ul>
    </div>
    <div class="elementor-widget elementor-widget-icon-list">
      <h4>Volg ons</h4>
      <ul>
        <li><a href="https://www.facebook.com/zonnewerf" target="_blank" rel="noopener">Facebook</a></li>
        <li><a href="https://www.instagram.com/zonnewerf.nl" target="_blank" rel="noopener">Instagram</a></li>
        <li><a href="https://www.linkedin.com/company/zonnewerf-installatie" target="_blank" rel="noopener">LinkedIn</a></li>
      </ul>
    </div>
  </div>
  <div class="footer-legal">
    <span>© 2024 Zonnewerf</span>
    <a href="https://zonnewerf.nl/privacyverklaring/">Privacyverklaring</a>
    <a href="https://zonnewerf.nl/cookiebeleid-eu/">Cookiebeleid (EU)</a>
    <a href="https://zonnewerf.nl/algemene-voorwaarden/">Algemene voorwaarden</a>
  </div>
</div>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog" aria-labelledby="cmplz-header-1-optin">
  <div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Beheer toestemming</div></div>
  <div class="cmplz-body"><div class="cmplz-message">Om de beste ervaring te bieden, gebruiken wij technologieën zoals cookies om informatie over je apparaat op te slaan en/of te raadplegen.</div></div>
  <div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepteren</button><button class="cmplz-btn cmplz-deny">Weigeren</button><button class="cmplz-btn cmplz-view-preferences">Voorkeuren bekijken</button></div>
</div></div>
<script src="https://zonnewerf.nl/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://zonnewerf.nl/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script id="cmplz-cookiebanner-js-extra">var complianz = {"prefix":"cmplz_","user_banner_id":"1","set_cookies":[],"block_ajax_content":"","banner_version":"31","version":"7.0.4","store_consent":"","do_not_track_enabled":"","consenttype":"optin","region":"eu","geoip":"","dismiss_timeout":"","disable_cookiebanner":"","soft_cookiewall":"","dismiss_on_scroll":"","cookie_expiry":"365","url":"https:\\/\\/zonnewerf.nl\\/wp-json\\/complianz\\/v1\\/","locale":"lang=nl&locale=nl_NL","set_cookies_on_root":"","cookie_domain":"","current_policy_id":"24","cookie_path":"\\/","categories":{"statistics":"statistieken","marketing":"marketing"},"tcf_active":"","placeholdertext":"Klik om {category} cookies te accepteren en deze inhoud in te schakelen"};</script>
<script defer src="https://zonnewerf.nl/wp-content/plugins/complianz-gdpr-premium/cookiebanner/js/complianz.min.js?ver=1714990012" id="cmplz-cookiebanner-js"></script>
</body>
</html>`;

function page(title: string, description: string, path: string, body: string): string {
  return `${head(title, description, path)}${header}
<div data-elementor-type="wp-page" data-elementor-id="${path.length * 13}" class="elementor">
${body}
</div>${footer}`;
}

export const site: CorpusSite = {
  domain: 'zonnewerf.nl',
  covers:
    'Dutch WordPress/Elementor solar installer: brand cards linking to panel, inverter, battery and charger makers (technology), financing and energy-cooperative partners named in prose with links (generic), a regional installer-partner page linked only from the footer, an about-page sentence and the sitemap (channel); negatives: Klantenvertellen reviews, "bekend van" regional press, InstallQ certification, Milieu Centraal source link, job site, social links.',
  pages: {
    '/': {
      headers,
      html: page(
        'Zonnepanelen, thuisbatterijen en laadpalen in Noord-Nederland',
        'Zonnewerf installeert zonnepanelen, thuisbatterijen en laadpalen in Groningen, Friesland en Drenthe. Vraag een gratis offerte aan.',
        '/',
        `
<section class="elementor-element hero">
  <h1 class="elementor-heading-title">Zelf stroom opwekken? Wij regelen het, van dak tot meterkast.</h1>
  <p>Al meer dan 6.500 huishoudens en bedrijven in Noord-Nederland gingen je voor. Eigen monteurs, vaste prijzen en 15 jaar installatiegarantie.</p>
  <a class="elementor-button" href="https://zonnewerf.nl/offerte-aanvragen/">Bereken je besparing</a>
</section>
<section class="elementor-element usp">
  <div class="elementor-widget-icon-box"><h3>Eigen installateurs</h3><p>Geen onderaannemers van buiten de regio: onze monteurs zijn in vaste dienst.</p></div>
  <div class="elementor-widget-icon-box"><h3>A-merken</h3><p>We werken alleen met panelen, omvormers en batterijen van fabrikanten die we door en door kennen.</p></div>
  <div class="elementor-widget-icon-box"><h3>Binnen 4 weken op je dak</h3><p>Na akkoord plannen we de installatie gemiddeld binnen vier weken.</p></div>
</section>
<section class="elementor-element brands-strip">
  <h2>Wij installeren onder andere</h2>
  <div class="elementor-widget-image-gallery">
    <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-solaredge.png" alt="SolarEdge">
    <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-enphase.png" alt="Enphase Energy">
    <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-longi.png" alt="LONGi">
    <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-byd.png" alt="BYD Battery-Box">
  </div>
  <a href="https://zonnewerf.nl/merken/">Bekijk al onze merken</a>
</section>
<section class="elementor-element reviews">
  <h2>Klanten geven ons een 9,2</h2>
  <p>Gebaseerd op 1.184 beoordelingen op <a href="https://www.klantenvertellen.nl/reviews/1062284/zonnewerf" target="_blank" rel="noopener">Klantenvertellen</a>.</p>
  <blockquote>“Offerte was duidelijk, monteurs waren netjes en binnen een dag klaar. Na drie maanden al 900 kWh opgewekt.” <cite>— Marieke, Haren</cite></blockquote>
  <blockquote>“Fijn dat ze ook de laadpaal en de batterij in één keer konden meenemen.” <cite>— Jelle, Leeuwarden</cite></blockquote>
</section>
<section class="elementor-element press">
  <h2>Bekend van</h2>
  <a href="https://www.rtvnoord.nl/nieuws/1098812/installateurs-zonnepanelen-kunnen-werk-niet-aan" target="_blank" rel="noopener"><img src="https://zonnewerf.nl/wp-content/uploads/2023/05/rtv-noord.png" alt="RTV Noord"></a>
  <a href="https://dvhn.nl/groningen/stad/zonnewerf-groeit-door" target="_blank" rel="noopener"><img src="https://zonnewerf.nl/wp-content/uploads/2023/05/dvhn.png" alt="Dagblad van het Noorden"></a>
</section>`,
      ),
    },
    '/over-ons/': {
      headers,
      html: page(
        'Over ons',
        'Zonnewerf is in 2014 opgericht in Groningen en groeide uit tot een van de grootste zonne-installateurs in het noorden.',
        '/over-ons/',
        `
<section class="elementor-element">
  <h1>Over Zonnewerf</h1>
  <p>Zonnewerf begon in 2014 met twee elektriciens en een bestelbus. Inmiddels werken we met 48 collega's vanuit onze vestigingen in Groningen en Assen. We doen alles zelf: advies, dakinspectie, installatie, aanmelding bij de netbeheerder en service achteraf.</p>
  <h2>Erkend en gecertificeerd</h2>
  <p>Zonnewerf is een <a href="https://www.installq.nl/" target="_blank" rel="noopener">InstallQ</a>-erkend installatiebedrijf voor zonnestroomsystemen (SCIOS Scope 10-inspecties) en staat ingeschreven bij Techniek Nederland. Al onze monteurs hebben het certificaat Werken op hoogte (VCA-VOL).</p>
  <h2>Onze partners</h2>
  <p>Voor materiaal werken we rechtstreeks met fabrikanten: zie <a href="https://zonnewerf.nl/merken/">Merken &amp; leveranciers</a>. Buiten onze eigen regio verwijzen we door naar onze <a href="https://zonnewerf.nl/installatiepartners/">installatiepartners</a>.</p>
  <h2>Team</h2>
  <ul>
    <li>Ruben Dijkstra — oprichter &amp; directeur</li>
    <li>Anouk Bakker — hoofd planning</li>
    <li>Sander Mulder — technisch manager</li>
  </ul>
</section>`,
      ),
    },
    '/merken/': {
      headers,
      html: page(
        'Merken & leveranciers',
        'De merken zonnepanelen, omvormers, thuisbatterijen en laadpalen die Zonnewerf installeert.',
        '/merken/',
        `
<section class="elementor-element">
  <h1>Merken &amp; leveranciers</h1>
  <p>We installeren uitsluitend producten van fabrikanten waarmee we een directe samenwerking hebben. Dat betekent snelle levering, rechtstreekse garantieafhandeling en monteurs die bij de fabrikant zijn getraind.</p>
  <div class="e-grid brand-cards">
    <div class="elementor-widget-call-to-action brand-card">
      <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-solaredge.png" alt="SolarEdge">
      <h3>SolarEdge — omvormers en optimizers</h3>
      <p>Paneeloptimalisatie voor daken met schaduw, met monitoring per paneel.</p>
      <a href="https://www.solaredge.com/nl" target="_blank" rel="noopener">solaredge.com</a>
    </div>
    <div class="elementor-widget-call-to-action brand-card">
      <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-enphase.png" alt="Enphase Energy">
      <h3>Enphase — micro-omvormers</h3>
      <p>Een omvormer per paneel: ideaal voor complexe daken met meerdere oriëntaties.</p>
      <a href="https://enphase.com/nl-nl" target="_blank" rel="noopener">enphase.com</a>
    </div>
    <div class="elementor-widget-call-to-action brand-card">
      <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-longi.png" alt="LONGi">
      <h3>LONGi — zonnepanelen</h3>
      <p>Hi-MO 6 full black panelen tot 435 Wp met 25 jaar productgarantie.</p>
      <a href="https://www.longi.com/nl/" target="_blank" rel="noopener">longi.com</a>
    </div>
    <div class="elementor-widget-call-to-action brand-card">
      <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-huawei.png" alt="Huawei FusionSolar">
      <h3>Huawei FusionSolar — omvormers</h3>
      <p>Hybride omvormers, klaar voor een thuisbatterij.</p>
      <a href="https://solar.huawei.com/nl/" target="_blank" rel="noopener">solar.huawei.com</a>
    </div>
    <div class="elementor-widget-call-to-action brand-card">
      <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-byd.png" alt="BYD Battery-Box">
      <h3>BYD Battery-Box — thuisbatterijen</h3>
      <p>Modulair uitbreidbaar van 5 tot 22 kWh.</p>
      <a href="https://bydbatterybox.com/" target="_blank" rel="noopener">bydbatterybox.com</a>
    </div>
    <div class="elementor-widget-call-to-action brand-card">
      <img src="https://zonnewerf.nl/wp-content/uploads/2023/02/logo-zaptec.png" alt="Zaptec">
      <h3>Zaptec — laadpalen</h3>
      <p>Slim laden op je eigen zonnestroom, ook geschikt voor VvE's en bedrijven.</p>
      <a href="https://zaptec.com/nl/" target="_blank" rel="noopener">zaptec.com</a>
    </div>
  </div>
</section>`,
      ),
    },
    '/financiering/': {
      headers,
      html: page(
        'Financiering',
        'Zonnepanelen financieren via het Warmtefonds of collectief inkopen met je energiecoöperatie.',
        '/financiering/',
        `
<section class="elementor-element">
  <h1>Zonnepanelen financieren</h1>
  <p>Niet genoeg spaargeld? Geen probleem. Via onze partner het <a href="https://www.warmtefonds.nl/" target="_blank" rel="noopener">Nationaal Warmtefonds</a> kun je de installatie financieren met een Energiebespaarlening tegen een lage rente. Wij leveren de offerte direct in het juiste formaat aan, zodat je aanvraag snel rond is.</p>
  <h2>Samen inkopen</h2>
  <p>Woon je in de provincie Groningen? Samen met energiecoöperatie <a href="https://grunnegerpower.nl/" target="_blank" rel="noopener">Grunneger Power</a> organiseren we twee keer per jaar een collectieve inkoopactie. Leden krijgen een extra korting en een gratis dakscan.</p>
  <h2>Subsidies en regels</h2>
  <p>De salderingsregeling blijft tot en met 2026 bestaan. Meer onafhankelijke informatie over terugverdientijd vind je bij <a href="https://www.milieucentraal.nl/energie-besparen/zonnepanelen/" target="_blank" rel="noopener">Milieu Centraal</a>.</p>
</section>`,
      ),
    },
    '/installatiepartners/': {
      headers,
      html: page(
        'Installatiepartners',
        'Woon je buiten Groningen of Drenthe? Onze installatiepartners werken met dezelfde merken en garanties.',
        '/installatiepartners/',
        `
<section class="elementor-element">
  <h1>Ons netwerk van installatiepartners</h1>
  <p>Buiten ons eigen werkgebied werken we met zorgvuldig geselecteerde installatiebedrijven. Ze installeren dezelfde merken, werken volgens onze kwaliteitsrichtlijnen en jouw garantie loopt gewoon via Zonnewerf.</p>
  <ul class="elementor-icon-list-items partner-list">
    <li><strong>Friesland</strong> — Solar Fryslân Montage, Heerenveen — <a href="https://www.solarfryslan-montage.nl/" target="_blank" rel="noopener">www.solarfryslan-montage.nl</a></li>
    <li><strong>Overijssel</strong> — Twentezon Installaties, Almelo — <a href="https://twentezon.nl/" target="_blank" rel="noopener">twentezon.nl</a></li>
    <li><strong>Zuid-Drenthe</strong> — Drentse Dakenergie, Emmen — <a href="https://www.drentsedakenergie.nl/" target="_blank" rel="noopener">www.drentsedakenergie.nl</a></li>
  </ul>
  <p>Ben je installateur en wil je partner worden? Mail naar <a href="mailto:partners@zonnewerf.nl">partners@zonnewerf.nl</a>.</p>
</section>`,
      ),
    },
    '/zakelijk/': {
      headers,
      html: page(
        'Zakelijke zonnepanelen',
        'Zonnepanelen op bedrijfsdaken, stallen en VvE-complexen in Noord-Nederland.',
        '/zakelijk/',
        `
<section class="elementor-element">
  <h1>Zonnepanelen voor bedrijven, boeren en VvE's</h1>
  <p>Van een melkveestal van 2.000 m² tot het dak van een appartementencomplex: wij ontwerpen, berekenen en installeren systemen tot 1 MWp. Inclusief constructieberekening, netaanvraag en SDE++-aanvraag.</p>
  <h2>Recente projecten</h2>
  <ul>
    <li>Melkveebedrijf Hoekstra, Bedum — 612 panelen, 264 kWp</li>
    <li>VvE De Linie, Groningen — 180 panelen en 12 laadpunten</li>
    <li>Autobedrijf Van der Molen, Assen — 340 panelen met batterijopslag</li>
  </ul>
  <a class="elementor-button" href="https://zonnewerf.nl/contact/">Plan een adviesgesprek</a>
</section>`,
      ),
    },
    '/werken-bij/': {
      headers,
      html: page(
        'Werken bij Zonnewerf',
        'Vacatures voor monteurs, elektriciens en adviseurs bij Zonnewerf.',
        '/werken-bij/',
        `
<section class="elementor-element">
  <h1>Werken bij Zonnewerf</h1>
  <p>We groeien hard en zoeken collega's die graag buiten werken en trots zijn op hun vak.</p>
  <ul>
    <li>Zonnepanelenmonteur (38 uur) — Groningen</li>
    <li>Eerste monteur elektrotechniek — Assen</li>
    <li>Energieadviseur buitendienst — Groningen</li>
  </ul>
  <p>Onze vacatures staan ook op <a href="https://nl.indeed.com/cmp/Zonnewerf" target="_blank" rel="noopener">Indeed</a>. Solliciteren kan via <a href="mailto:werken@zonnewerf.nl">werken@zonnewerf.nl</a>.</p>
</section>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact',
        'Neem contact op met Zonnewerf in Groningen of Assen.',
        '/contact/',
        `
<section class="elementor-element">
  <h1>Contact</h1>
  <div class="e-grid">
    <div>
      <h3>Groningen</h3>
      <p>Osloweg 118, 9723 BX Groningen<br>050 - 211 48 90</p>
      <h3>Assen</h3>
      <p>Industrieweg 27, 9403 AB Assen<br>0592 - 74 21 00</p>
      <p>Bereikbaar op werkdagen van 8.00 tot 17.00 uur.</p>
    </div>
    <form class="elementor-form" method="post" name="Contactformulier">
      <input type="hidden" name="post_id" value="31">
      <input type="hidden" name="form_id" value="5a1c0e2">
      <label>Naam <input type="text" name="form_fields[name]" required></label>
      <label>E-mail <input type="email" name="form_fields[email]" required></label>
      <label>Postcode <input type="text" name="form_fields[postcode]"></label>
      <label>Bericht <textarea name="form_fields[message]"></textarea></label>
      <button type="submit" class="elementor-button">Versturen</button>
    </form>
  </div>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/over-ons/', '/merken/', '/financiering/', '/installatiepartners/', '/zakelijk/', '/werken-bij/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'complianz',
    'jquery',
    'nginx',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'rss',
    'hsts',
  ],
  partners: {
    'solaredge.com': 'technology',
    'enphase.com': 'technology',
    'longi.com': 'technology',
    'huawei.com': 'technology',
    'bydbatterybox.com': 'technology',
    'zaptec.com': 'technology',
    'warmtefonds.nl': 'generic',
    'grunnegerpower.nl': 'generic',
    'solarfryslan-montage.nl': 'channel',
    'twentezon.nl': 'channel',
    'drentsedakenergie.nl': 'channel',
  },
};
