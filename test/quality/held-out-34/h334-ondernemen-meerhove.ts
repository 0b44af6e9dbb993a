import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Apache',
  'x-powered-by': 'PHP/8.2.27',
  link: '<https://ondernemeninmeerhove.be/wp-json/>; rel="https://api.w.org/"',
  'content-type': 'text/html; charset=UTF-8',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string): string => `<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<script type="text/javascript">document.documentElement.className = 'js';</script>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3b8e2f41-9c7d-4a0e-b1f2-6d5c8a9e7f10" data-blockingmode="auto" type="text/javascript"></script>
<!-- This site is optimized with the Yoast SEO plugin v24.1 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://ondernemeninmeerhove.be${path}" />
<meta property="og:locale" content="nl_BE" />
<meta property="og:type" content="article" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://ondernemeninmeerhove.be${path}" />
<meta property="og:site_name" content="Ondernemen in Meerhove" />
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Ondernemen in Meerhove &raquo; feed" href="https://ondernemeninmeerhove.be/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://ondernemeninmeerhove.be/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-fonts-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://ondernemeninmeerhove.be/wp-content/themes/Divi/style-static.min.css?ver=4.27.4' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://ondernemeninmeerhove.be/wp-content/themes/meerhove-child/style.css?ver=4.27.4' type='text/css' media='all' />
<script type="text/javascript" src="https://ondernemeninmeerhove.be/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://ondernemeninmeerhove.be/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://ondernemeninmeerhove.be/wp-json/" />
<meta name="generator" content="WordPress 6.7.1" />
<meta name="generator" content="Divi v.4.27.4" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<link rel="icon" href="https://ondernemeninmeerhove.be/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const header = `<div id="page-container">
<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container"><span class="logo_helper"></span><a href="https://ondernemeninmeerhove.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2023/02/logo-ondernemen-meerhove.svg" width="240" height="64" alt="Ondernemen in Meerhove" id="logo" data-height-percentage="54" /></a></div>
    <div id="et-top-navigation" data-height="80" data-fixed-height="40">
      <nav id="top-menu-nav"><ul id="top-menu" class="nav">
        <li class="menu-item"><a href="https://ondernemeninmeerhove.be/starten/">Starten</a></li>
        <li class="menu-item"><a href="https://ondernemeninmeerhove.be/groeien/">Groeien</a></li>
        <li class="menu-item"><a href="https://ondernemeninmeerhove.be/investeren/">Investeren in Meerhove</a></li>
        <li class="menu-item"><a href="https://ondernemeninmeerhove.be/bedrijfsgronden/">Bedrijfsgronden</a></li>
        <li class="menu-item menu-item-has-children"><a href="https://ondernemeninmeerhove.be/over-ons/">Over ons</a>
          <ul class="sub-menu">
            <li class="menu-item"><a href="https://ondernemeninmeerhove.be/over-ons/">Wie zijn we</a></li>
            <li class="menu-item"><a href="https://ondernemeninmeerhove.be/ons-netwerk/">Ons netwerk</a></li>
            <li class="menu-item"><a href="https://ondernemeninmeerhove.be/evenementen/">Evenementen</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="https://ondernemeninmeerhove.be/contact/">Contact</a></li>
      </ul></nav>
    </div>
  </div>
</header>
<div id="et-main-area">`;

const footer = `<footer id="main-footer">
  <div class="container"><div id="footer-widgets" class="clearfix">
    <div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Ondernemersloket</h4><div class="textwidget"><p>Stadhuis Meerhove, Grote Markt 1, 8790 Meerhove<br />050 44 82 00<br /><a href="mailto:loket@ondernemeninmeerhove.be">loket@ondernemeninmeerhove.be</a></p><p>Ma-vr 9u-12u30, do ook 14u-19u</p></div></div></div>
    <div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Snel naar</h4><ul class="menu">
      <li><a href="https://ondernemeninmeerhove.be/premies-en-subsidies/">Premies en subsidies</a></li>
      <li><a href="https://ondernemeninmeerhove.be/leegstaande-handelspanden/">Leegstaande handelspanden</a></li>
      <li><a href="https://ondernemeninmeerhove.be/ons-netwerk/">Partners</a></li>
      <li><a href="https://www.meerhove.be/">Stad Meerhove</a></li>
    </ul></div></div>
    <div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Met de steun van</h4><div class="textwidget">
      <a href="https://www.vlaio.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2023/03/vlaio.png" alt="VLAIO" width="120" /></a>
      <a href="https://ec.europa.eu/regional_policy/funding/erdf_en"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2023/03/efro.png" alt="Europees Fonds voor Regionale Ontwikkeling" width="160" /></a>
    </div></div></div>
  </div></div>
  <div id="footer-bottom"><div class="container clearfix">
    <ul class="et-social-icons">
      <li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/ondernemeninmeerhove" class="icon"><span>Facebook</span></a></li>
      <li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/ondernemen-in-meerhove" class="icon"><span>LinkedIn</span></a></li>
    </ul>
    <div id="footer-info">&copy; 2026 Stad Meerhove &ndash; Ondernemen in Meerhove &middot; <a href="https://ondernemeninmeerhove.be/privacy/">Privacy</a> &middot; <a href="https://ondernemeninmeerhove.be/toegankelijkheid/">Toegankelijkheid</a></div>
  </div></div>
</footer>
</div></div>
<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};</script>
<script type="text/javascript" src="https://ondernemeninmeerhove.be/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://ondernemeninmeerhove.be/wp-content/themes/Divi/js/custom.unified.js?ver=4.27.4" id="et-builder-modules-script-js"></script>
<script type="text/javascript" src="https://ondernemeninmeerhove.be/wp-content/themes/Divi/core/admin/js/common.js?ver=4.27.4" id="et-core-common-js"></script>`;

const doc = (title: string, description: string, path: string, bodyClass: string, main: string): string => `<!DOCTYPE html>
<html lang="nl-BE">
${head(title, description, path)}
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_divi_theme et-db">
${header}
<div id="main-content"><article class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${main}
</div></div></div></article></div>
${footer}
</body>
</html>`;

const home = doc(
  'Ondernemen in Meerhove - Jouw ondernemersloket',
  'Het economisch huis van Stad Meerhove: advies, premies, bedrijfsgronden en netwerk voor ondernemers.',
  '/',
  'home page-template-default page',
  `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Ondernemen in Meerhove</h1><p>Je zaak starten, uitbreiden of verhuizen? Het ondernemersloket van de stad helpt je gratis op weg.</p></div></div>
<div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0" href="https://ondernemeninmeerhove.be/contact/">Maak een afspraak</a></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row et_pb_row_1">
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><a href="https://ondernemeninmeerhove.be/starten/">Starten</a></h4><div class="et_pb_blurb_description"><p>Van ondernemingsplan tot inschrijving in de KBO.</p></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><a href="https://ondernemeninmeerhove.be/premies-en-subsidies/">Premies</a></h4><div class="et_pb_blurb_description"><p>Stedelijke premies voor gevelrenovatie en leegstand.</p></div></div></div></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_blurb"><div class="et_pb_blurb_content"><h4 class="et_pb_module_header"><a href="https://ondernemeninmeerhove.be/bedrijfsgronden/">Bedrijfsgronden</a></h4><div class="et_pb_blurb_description"><p>Beschikbare percelen op bedrijventerrein Leiepoort.</p></div></div></div></div>
</div></div>
<div class="et_pb_section et_pb_section_2"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text"><div class="et_pb_text_inner">
<h2>Nieuws</h2>
<p><strong>Meerhove bij de snelst groeiende steden voor starters.</strong> Dat blijkt uit een analyse van <a href="https://www.tijd.be/ondernemen/kmo/starters-kiezen-voor-centrumsteden/10581234.html">De Tijd</a> op basis van cijfers van Statbel.</p>
</div></div></div></div></div>`,
);

const netwerk = doc(
  'Ons netwerk - Ondernemen in Meerhove',
  'Met deze partners begeleiden we ondernemers in Meerhove: netwerkorganisaties, erkende adviespartners en digitale partners.',
  '/ons-netwerk/',
  'page-template-default page',
  `<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text"><div class="et_pb_text_inner">
<h1>Ons netwerk</h1>
<p>Het ondernemersloket staat er niet alleen voor. Samen met onze partners zorgen we ervoor dat elke ondernemer in Meerhove bij de juiste persoon terechtkomt.</p>
</div></div></div></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_tabs et_pb_tabs_0">
  <ul class="et_pb_tabs_controls clearfix"><li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Netwerkpartners</a></li><li class="et_pb_tab_1"><a href="#">Erkende adviespartners</a></li><li class="et_pb_tab_2"><a href="#">Digitale partners</a></li></ul>
  <div class="et_pb_all_tabs">
    <div class="et_pb_tab et_pb_tab_0 clearfix et_pb_active_content"><div class="et_pb_tab_content">
      <p>Onze netwerkpartners organiseren samen met ons opleidingen, infosessies en netwerkmomenten.</p>
      <div class="partner-grid">
        <div class="et_pb_module et_pb_image"><a href="https://www.starterslabo.be/"><span class="et_pb_image_wrap"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2024/01/starterslabo.png" alt="Starterslabo Meerhove" /></span></a></div>
        <div class="et_pb_module et_pb_image"><a href="https://www.hogeschoolleieland.be/ondernemerschap"><span class="et_pb_image_wrap"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2024/01/hogeschool-leieland.png" alt="Hogeschool Leieland" /></span></a></div>
        <div class="et_pb_module et_pb_image"><a href="https://deschakel-meerhove.be/"><span class="et_pb_image_wrap"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2024/01/bedrijvencentrum-de-schakel.png" alt="Bedrijvencentrum De Schakel" /></span></a></div>
      </div>
    </div></div>
    <div class="et_pb_tab et_pb_tab_1 clearfix"><div class="et_pb_tab_content">
      <p>Voor begeleiding op maat verwijzen we door naar erkende adviesbureaus en boekhouders. Zij bieden een eerste adviesgesprek gratis aan voor ondernemers uit Meerhove en kunnen je helpen bij de KMO-portefeuille.</p>
      <table class="tablepress"><thead><tr><th>Adviespartner</th><th>Expertise</th><th>Website</th></tr></thead><tbody>
        <tr><td>Vandamme &amp; Co Bedrijfsadvies</td><td>Financieel plan, overname</td><td><a href="https://www.vandamme-advies.be/">vandamme-advies.be</a></td></tr>
        <tr><td>Groeiversneller</td><td>Export, strategie</td><td><a href="https://groeiversneller.be/">groeiversneller.be</a></td></tr>
        <tr><td>Boekhoudkantoor Declercq</td><td>Boekhouding, fiscaliteit</td><td><a href="https://www.declercq-boekhouding.be/">declercq-boekhouding.be</a></td></tr>
      </tbody></table>
    </div></div>
    <div class="et_pb_tab et_pb_tab_2 clearfix"><div class="et_pb_tab_content">
      <p>Onze technologiepartners leveren de digitale tools achter het loket: het online afsprakensysteem en het open dataplatform met leegstand en vergunningen.</p>
      <ul>
        <li><a href="https://www.civiqo.eu/">Civiqo</a> &ndash; afsprakenplatform en e-loket, gekoppeld aan het Vlaamse ondernemingsloket</li>
        <li><a href="https://datastad.io/">Datastad</a> &ndash; open data en de interactieve kaart van leegstaande panden</li>
      </ul>
    </div></div>
  </div>
</div>
</div></div></div>
<div class="et_pb_section et_pb_section_2"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text"><div class="et_pb_text_inner">
<h2>Partner worden?</h2><p>Ben je een organisatie die ondernemers in Meerhove ondersteunt? Neem contact op via <a href="mailto:netwerk@ondernemeninmeerhove.be">netwerk@ondernemeninmeerhove.be</a>.</p>
</div></div></div></div></div>`,
);

const investeren = doc(
  'Investeren in Meerhove - Ondernemen in Meerhove',
  'Waarom bedrijven kiezen voor Meerhove: ligging, talent en bedrijfsgronden aan de Leie.',
  '/investeren/',
  'page-template-default page',
  `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text"><div class="et_pb_text_inner">
<h1>Investeren in Meerhove</h1><p>Op 20 minuten van Gent en Kortrijk, aan de Leie en de E17: Meerhove is de ideale uitvalsbasis voor maakbedrijven en logistiek.</p>
<h2>Zij kozen voor Meerhove</h2>
</div></div>
<div class="et_pb_module et_pb_gallery et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix">
  <div class="et_pb_gallery_item"><a href="https://www.leiemetaal.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2024/05/leiemetaal.png" alt="Leiemetaal" /></a><p>Nieuwe productiehal van 12.000 m² op Leiepoort (2024)</p></div>
  <div class="et_pb_gallery_item"><a href="https://www.florabox.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2024/05/florabox.png" alt="Florabox" /></a><p>Distributiecentrum, 85 nieuwe jobs</p></div>
  <div class="et_pb_gallery_item"><a href="https://brouwerijdemeersen.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2024/05/demeersen.png" alt="Brouwerij De Meersen" /></a><p>Uitbreiding brouwerij en bezoekerscentrum</p></div>
</div></div>
</div></div></div>`,
);

const gala = doc(
  'Ondernemersgala 2026 - Ondernemen in Meerhove',
  'Op 20 maart 2026 reikt de stad de Meerhoofse Ondernemersprijzen uit.',
  '/evenementen/ondernemersgala-2026/',
  'event-template-default single single-event',
  `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text"><div class="et_pb_text_inner">
<h1>Ondernemersgala 2026</h1>
<p><strong>Vrijdag 20 maart 2026, 19u &ndash; Cultuurcentrum De Spil</strong></p>
<p>Stad Meerhove reikt opnieuw de prijzen uit voor Starter, Groeier en Duurzame Onderneming van het jaar. Inschrijven is gratis maar verplicht.</p>
<h3>Met dank aan onze sponsors</h3>
</div></div>
<div class="sponsor-logos">
<a href="https://www.bankleiedal.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2026/01/bank-leiedal.png" alt="Bank Leiedal" /></a>
<a href="https://www.drukkerijvanhove.be/"><img src="https://ondernemeninmeerhove.be/wp-content/uploads/2026/01/drukkerij-vanhove.png" alt="Drukkerij Vanhove" /></a>
</div>
<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://ondernemeninmeerhove.be/evenementen/ondernemersgala-2026/#inschrijven">Inschrijven</a></div>
</div></div></div>`,
);

const overOns = doc(
  'Over ons - Ondernemen in Meerhove',
  'Ondernemen in Meerhove is de economische dienst van Stad Meerhove.',
  '/over-ons/',
  'page-template-default page',
  `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text"><div class="et_pb_text_inner">
<h1>Wie zijn we</h1>
<p>Ondernemen in Meerhove is de dienst economie van <a href="https://www.meerhove.be/">Stad Meerhove</a>. Ons team van zeven accountmanagers begeleidt jaarlijks meer dan 600 ondernemers.</p>
<p>We werken samen met een breed <a href="https://ondernemeninmeerhove.be/ons-netwerk/">netwerk van partners</a> en zijn lid van het Vlaams netwerk van ondernemersloketten van <a href="https://www.vvsg.be/">VVSG</a>.</p>
<h2>Team</h2><ul><li>Lotte Verstraete &ndash; diensthoofd economie</li><li>Pieter-Jan Maes &ndash; accountmanager bedrijfsgronden</li><li>Yasmina El Amrani &ndash; accountmanager handel en horeca</li></ul>
</div></div></div></div></div>`,
);

export const site: CorpusSite = {
  domain: 'ondernemeninmeerhove.be',
  otherDomains: ['meerhove.be'],
  covers:
    'Belgian Dutch WordPress + Divi city economic-development site; partner page /ons-netwerk/ (sub-menu and footer "Partners") as Divi tabs: network partners logo grid (generic), accredited advisers table (channel) and digital partners list (technology); negatives: VLAIO/ERDF funders in the footer, investing companies gallery, gala sponsors, VVSG membership, De Tijd article, city site as own domain',
  pages: {
    '/': { headers, html: home },
    '/ons-netwerk/': { headers, html: netwerk },
    '/investeren/': { headers, html: investeren },
    '/evenementen/ondernemersgala-2026/': { headers, html: gala },
    '/over-ons/': { headers, html: overOns },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      html: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://ondernemeninmeerhove.be/sitemap_index.xml\n',
    },
  },
  sitemap: ['/', '/over-ons/', '/ons-netwerk/', '/investeren/', '/evenementen/ondernemersgala-2026/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'yoast-seo',
    'apache-http-server',
    'cookiebot',
    'jquery',
    'jquery-migrate',
    'google-font-api',
    'open-graph',
    'rss',
  ],
  partners: {
    'starterslabo.be': 'generic',
    'hogeschoolleieland.be': 'generic',
    'deschakel-meerhove.be': 'generic',
    'vandamme-advies.be': 'channel',
    'groeiversneller.be': 'channel',
    'declercq-boekhouding.be': 'channel',
    'civiqo.eu': 'technology',
    'datastad.io': 'technology',
  },
};
