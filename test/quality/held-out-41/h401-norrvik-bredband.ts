import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="sv-SE">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4f2b7c1e-93a0-4d5e-b8a7-0c61f2d9e5a3" data-blockingmode="auto" type="text/javascript"></script>
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.8 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="https://norrvikbredband.se${path}" />
<meta property="og:locale" content="sv_SE" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://norrvikbredband.se${path}" />
<meta property="og:site_name" content="Norrvik Bredband" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://norrvikbredband.se${path}","url":"https://norrvikbredband.se${path}","name":"${title}","isPartOf":{"@id":"https://norrvikbredband.se/#website"},"inLanguage":"sv-SE"},{"@type":"WebSite","@id":"https://norrvikbredband.se/#website","url":"https://norrvikbredband.se/","name":"Norrvik Bredband","publisher":{"@id":"https://norrvikbredband.se/#organization"},"inLanguage":"sv-SE"},{"@type":"Organization","@id":"https://norrvikbredband.se/#organization","name":"Norrvik Bredband AB","url":"https://norrvikbredband.se/","logo":{"@type":"ImageObject","url":"https://norrvikbredband.se/wp-content/uploads/2023/02/norrvik-logo.svg"},"sameAs":["https://www.facebook.com/norrvikbredband","https://www.instagram.com/norrvikbredband/","https://www.linkedin.com/company/norrvik-bredband-ab/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<meta name="generator" content="WordPress 6.5.4" />
<meta name="generator" content="Divi v.4.25.1" />
<link rel="stylesheet" id="divi-style-parent-css" href="https://norrvikbredband.se/wp-content/themes/Divi/style-static.min.css?ver=4.25.1" type="text/css" media="all" />
<link rel="stylesheet" id="divi-style-css" href="https://norrvikbredband.se/wp-content/themes/norrvik-child/style.css?ver=4.25.1" type="text/css" media="all" />
<link rel="stylesheet" id="et-builder-googlefonts-cached-css" href="https://norrvikbredband.se/wp-content/et-cache/fonts/open-sans.css" type="text/css" media="all" />
<script type="text/javascript" src="https://norrvikbredband.se/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://norrvikbredband.se/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://norrvikbredband.se/wp-json/" />
<link rel="icon" href="https://norrvikbredband.se/wp-content/uploads/2023/02/cropped-norrvik-ikon-32x32.png" sizes="32x32" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4XZ1P"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7QK2M4XZ1P', { anonymize_ip: true });
</script>
</head>`;

const header = `<div id="page-container">
<div id="et-boc" class="et-boc">
<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container">
      <span class="logo_helper"></span>
      <a href="https://norrvikbredband.se/"><img src="https://norrvikbredband.se/wp-content/uploads/2023/02/norrvik-logo.svg" width="180" height="48" alt="Norrvik Bredband" id="logo" data-height-percentage="54" /></a>
    </div>
    <div id="et-top-navigation" data-height="80" data-fixed-height="40">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-21"><a href="https://norrvikbredband.se/privat/">Privat</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="https://norrvikbredband.se/foretag/">Företag</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-23"><a href="https://norrvikbredband.se/utbyggnad/">Utbyggnad</a></li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-24"><a href="https://norrvikbredband.se/om-oss/">Om oss</a>
            <ul class="sub-menu">
              <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-25"><a href="https://norrvikbredband.se/samarbetspartners/">Samarbetspartners</a></li>
              <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-26"><a href="https://norrvikbredband.se/om-oss/#jobba-hos-oss">Jobba hos oss</a></li>
            </ul>
          </li>
          <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-27"><a href="https://norrvikbredband.se/kontakt/">Kontakt</a></li>
          <li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-28"><a href="https://minasidor.norrvikbredband.se/login">Mina sidor</a></li>
        </ul>
      </nav>
    </div>
  </div>
</header>
<div id="et-main-area">`;

const footer = `<footer id="main-footer">
  <div class="container">
    <div id="footer-widgets" class="clearfix">
      <div class="footer-widget">
        <div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Norrvik Bredband AB</h4>
          <div class="textwidget"><p>Storgatan 14<br />945 31 Norrvik<br />Org.nr 556812-4471</p><p>Kundservice: <a href="tel:+4691155500">0911-555 00</a><br /><a href="mailto:kundservice@norrvikbredband.se">kundservice@norrvikbredband.se</a></p></div>
        </div>
      </div>
      <div class="footer-widget">
        <div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Genvägar</h4>
          <ul id="menu-sidfot" class="menu">
            <li class="menu-item"><a href="https://norrvikstatus.se/">Driftinformation</a></li>
            <li class="menu-item"><a href="https://norrvikbredband.se/samarbetspartners/">Samarbetspartners</a></li>
            <li class="menu-item"><a href="https://norrvikbredband.se/avtalsvillkor/">Avtalsvillkor</a></li>
            <li class="menu-item"><a href="https://norrvikbredband.se/integritetspolicy/">Integritetspolicy</a></li>
            <li class="menu-item"><a href="https://www.bredbandskollen.se/" target="_blank" rel="noopener">Mät din hastighet</a></li>
          </ul>
        </div>
      </div>
      <div class="footer-widget">
        <div id="media_image-2" class="fwidget et_pb_widget widget_media_image"><h4 class="title">Betala enkelt</h4>
          <img width="200" height="40" src="https://norrvikbredband.se/wp-content/uploads/2023/03/betalsatt-swish-autogiro-efaktura.png" class="image wp-image-311" alt="Swish, Autogiro och e-faktura" loading="lazy" />
        </div>
      </div>
    </div>
  </div>
  <div id="footer-bottom">
    <div class="container clearfix">
      <ul class="et-social-icons">
        <li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/norrvikbredband" class="icon"><span>Facebook</span></a></li>
        <li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/norrvikbredband/" class="icon"><span>Instagram</span></a></li>
        <li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/norrvik-bredband-ab/" class="icon"><span>LinkedIn</span></a></li>
      </ul>
      <div id="footer-info">© 2024 Norrvik Bredband AB – ett bolag i Norrviks kommunkoncern</div>
    </div>
  </div>
</footer>
</div>
</div>
</div>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var et_pb_custom = {"ajaxurl":"https://norrvikbredband.se/wp-admin/admin-ajax.php","is_builder_plugin_used":"","is_divi_theme_used":"1","page_id":"0"};
/* ]]> */
</script>
<script type="text/javascript" src="https://norrvikbredband.se/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://norrvikbredband.se/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
</body>
</html>`;

const htmlHeaders = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://norrvikbredband.se/wp-json/>; rel="https://api.w.org/"',
  'cache-control': 'max-age=0, no-cache',
};

export const site: CorpusSite = {
  domain: 'norrvikbredband.se',
  otherDomains: ['norrvikstatus.se'],
  covers:
    'Swedish regional fibre ISP on WordPress + Divi (Yoast, Cookiebot, GA4 via gtag); partner page reached from the "Om oss" submenu and the footer, with Divi blurb cards for wholesale carriers (generic), a logo row with title attributes for equipment vendors (technology) and a table of local installers/retailers (channel), one installer named without a link; negatives: municipal owner, SSNF membership, sponsored sports club, press mention, Bredbandskollen speed test, PTS consumer link, payment icons, social links, own status domain and customer portal subdomain',
  sitemap: ['/', '/om-oss/', '/samarbetspartners/', '/kontakt/'],
  pages: {
    '/': {
      headers: htmlHeaders,
      html: `${head('Norrvik Bredband – Fiber till hem och företag i Norrvik', 'Snabb och stabil fiber från ditt lokala stadsnät. Beställ bredband, tv och telefoni till villa, lägenhet eller företag.', '/')}
<body class="home page-template-default page page-id-7 et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
${header}
<div id="main-content">
<article id="post-7" class="post-7 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
  <div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
    <div class="et_pb_row et_pb_row_0">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et_pb_css_mix_blend_mode_passthrough et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_dark">
          <div class="et_pb_text_inner"><h1>Fiber som håller – hela vägen hem</h1><p>Norrvik Bredband bygger och driver det öppna stadsnätet i Norrviks kommun. Över 11 000 hushåll och 900 företag är redan anslutna.</p></div>
        </div>
        <div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_module"><a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="https://norrvikbredband.se/privat/">Se våra bredbandspaket</a></div>
      </div>
    </div>
  </div>
  <div class="et_pb_section et_pb_section_1 et_section_regular">
    <div class="et_pb_row et_pb_row_1">
      <div class="et_pb_column et_pb_column_1_3 et_pb_column_1">
        <div class="et_pb_module et_pb_blurb et_pb_blurb_0 et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light">
          <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">&#xe0e3;</span></span></div>
          <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Upp till 1000 Mbit/s</span></h4><div class="et_pb_blurb_description"><p>Symmetrisk fiber med samma hastighet upp och ner.</p></div></div></div>
        </div>
      </div>
      <div class="et_pb_column et_pb_column_1_3 et_pb_column_2">
        <div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light">
          <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">&#xe08b;</span></span></div>
          <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Lokal kundservice</span></h4><div class="et_pb_blurb_description"><p>Vi svarar i telefon från vårt kontor på Storgatan – vardagar 8–17.</p></div></div></div>
        </div>
      </div>
      <div class="et_pb_column et_pb_column_1_3 et_pb_column_3 et-last-child">
        <div class="et_pb_module et_pb_blurb et_pb_blurb_2 et_pb_text_align_center et_pb_blurb_position_top et_pb_bg_layout_light">
          <div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint et_pb_animation_top et-pb-icon">&#xe0f2;</span></span></div>
          <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><span>Ingen bindningstid</span></h4><div class="et_pb_blurb_description"><p>Säg upp när du vill med en månads uppsägningstid.</p></div></div></div>
        </div>
      </div>
    </div>
  </div>
  <div class="et_pb_section et_pb_section_2 et_section_regular">
    <div class="et_pb_row et_pb_row_2">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_4 et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_1 et_pb_text_align_left et_pb_bg_layout_light">
          <div class="et_pb_text_inner"><h2>Aktuellt</h2>
            <p><strong>12 juni:</strong> Utbyggnaden i Bergsbyn och Lillträsk är klar – nu kan ytterligare 240 fastigheter beställa fiber. <a href="https://norrvikbredband.se/utbyggnad/">Läs mer om utbyggnaden</a>.</p>
            <p><strong>28 maj:</strong> Planerat underhåll natten till 4 juni. Följ läget på <a href="https://norrvikstatus.se/">norrvikstatus.se</a>.</p>
            <p>Undrar du vad du faktiskt får ut av din anslutning? Testa hastigheten med <a href="https://www.bredbandskollen.se/" target="_blank" rel="noopener">Bredbandskollen</a>.</p>
          </div>
        </div>
      </div>
    </div>
  </div>
</div>
</div>
</div>
</article>
</div>
${footer}`,
    },
    '/samarbetspartners/': {
      headers: htmlHeaders,
      html: `${head('Samarbetspartners – Norrvik Bredband', 'Våra grossistpartner, utrustningsleverantörer och lokala installatörer och återförsäljare.', '/samarbetspartners/')}
<body class="page-template-default page page-id-412 et_pb_button_helper_class et_fixed_nav et_show_nav et_header_style_left et_pb_footer_columns3 et_divi_theme et-db">
${header}
<div id="main-content">
<article id="post-412" class="post-412 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
  <div class="et_pb_section et_pb_section_0 et_section_regular">
    <div class="et_pb_row et_pb_row_0">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light">
          <div class="et_pb_text_inner"><h1>Samarbetspartners</h1><p>Ett stadsnät byggs inte ensamt. Här presenterar vi de företag vi samarbetar med – från kapacitet ut i världen till routern i ditt hem och elektrikern som drar fibern in i huset.</p></div>
        </div>
      </div>
    </div>
  </div>
  <div class="et_pb_section et_pb_section_1 et_section_regular" id="grossist">
    <div class="et_pb_row et_pb_row_1">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_1 et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_1 et_pb_bg_layout_light"><div class="et_pb_text_inner"><h2>Grossistpartner</h2><p>Trafiken från stadsnätet når resten av internet via våra grossistpartner, som levererar transit och kapacitet till våra noder i Norrvik och Luleå.</p></div></div>
      </div>
    </div>
    <div class="et_pb_row et_pb_row_2">
      <div class="et_pb_column et_pb_column_1_2 et_pb_column_2">
        <div class="et_pb_module et_pb_blurb et_pb_blurb_0 et_pb_text_align_left et_pb_blurb_position_left et_pb_bg_layout_light">
          <div class="et_pb_blurb_content">
            <div class="et_pb_main_blurb_image"><a href="https://www.nordkapacitet.se/" target="_blank"><span class="et_pb_image_wrap"><img width="160" height="60" src="https://norrvikbredband.se/wp-content/uploads/2023/05/nordkapacitet.png" alt="Nordkapacitet" class="et-waypoint et_pb_animation_off wp-image-420" /></span></a></div>
            <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.nordkapacitet.se/" target="_blank">Nordkapacitet</a></h4><div class="et_pb_blurb_description"><p>Redundant 100G-transit mellan Norrvik, Luleå och Stockholm.</p></div></div>
          </div>
        </div>
      </div>
      <div class="et_pb_column et_pb_column_1_2 et_pb_column_3 et-last-child">
        <div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_pb_text_align_left et_pb_blurb_position_left et_pb_bg_layout_light">
          <div class="et_pb_blurb_content">
            <div class="et_pb_main_blurb_image"><a href="https://fibertransit.eu/sv/" target="_blank"><span class="et_pb_image_wrap"><img width="160" height="60" src="https://norrvikbredband.se/wp-content/uploads/2023/05/fibertransit.png" alt="FiberTransit Europe" class="et-waypoint et_pb_animation_off wp-image-421" /></span></a></div>
            <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://fibertransit.eu/sv/" target="_blank">FiberTransit Europe</a></h4><div class="et_pb_blurb_description"><p>Internationell IP-transit och våglängder till Helsingfors och Oslo.</p></div></div>
          </div>
        </div>
      </div>
    </div>
  </div>
  <div class="et_pb_section et_pb_section_2 et_pb_with_background et_section_regular" id="utrustning">
    <div class="et_pb_row et_pb_row_3">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_4 et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_2 et_pb_bg_layout_light"><div class="et_pb_text_inner"><h2>Utrustningspartner</h2><p>Vi väljer hårdvara tillsammans med tillverkare som vi har ett nära tekniskt samarbete med – från aktiv utrustning i noderna till mediakonvertern och wifi-routern hemma hos dig.</p></div></div>
      </div>
    </div>
    <div class="et_pb_row et_pb_row_4 et_pb_gutters1">
      <div class="et_pb_column et_pb_column_1_4 et_pb_column_5">
        <div class="et_pb_module et_pb_image et_pb_image_0"><a href="https://www.nokia.com/networks/fixed-networks/" title="Nokia – aktiv nätutrustning och OLT" target="_blank"><span class="et_pb_image_wrap"><img width="200" height="80" src="https://norrvikbredband.se/wp-content/uploads/2023/05/logo-nokia.png" alt="Nokia" class="wp-image-430" /></span></a></div>
      </div>
      <div class="et_pb_column et_pb_column_1_4 et_pb_column_6">
        <div class="et_pb_module et_pb_image et_pb_image_1"><a href="https://www.zyxel.com/se/sv" title="Zyxel – routrar och switchar" target="_blank"><span class="et_pb_image_wrap"><img width="200" height="80" src="https://norrvikbredband.se/wp-content/uploads/2023/05/logo-zyxel.png" alt="Zyxel" class="wp-image-431" /></span></a></div>
      </div>
      <div class="et_pb_column et_pb_column_1_4 et_pb_column_7">
        <div class="et_pb_module et_pb_image et_pb_image_2"><a href="https://genexis.eu/" title="Genexis – fiberterminaler" target="_blank"><span class="et_pb_image_wrap"><img width="200" height="80" src="https://norrvikbredband.se/wp-content/uploads/2023/05/logo-genexis.png" alt="Genexis" class="wp-image-432" /></span></a></div>
      </div>
      <div class="et_pb_column et_pb_column_1_4 et_pb_column_8 et-last-child">
        <div class="et_pb_module et_pb_image et_pb_image_3"><a href="https://ui.com/" title="Ubiquiti – wifi för företag" target="_blank"><span class="et_pb_image_wrap"><img width="200" height="80" src="https://norrvikbredband.se/wp-content/uploads/2023/05/logo-ubiquiti.png" alt="Ubiquiti" class="wp-image-433" /></span></a></div>
      </div>
    </div>
  </div>
  <div class="et_pb_section et_pb_section_3 et_section_regular" id="installatorer">
    <div class="et_pb_row et_pb_row_5">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_9 et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_3 et_pb_bg_layout_light"><div class="et_pb_text_inner">
          <h2>Återförsäljare och installatörer</h2>
          <p>Våra certifierade installatörer drar fibern från tomtgränsen in i huset och säljer våra abonnemang på orten. Anlita gärna någon av dem – de känner vårt nät.</p>
          <table class="partnertabell">
            <thead><tr><th>Företag</th><th>Ort</th><th>Tjänster</th></tr></thead>
            <tbody>
              <tr><td><a href="https://www.elkraftnorrvik.se/">Elkraft i Norrvik AB</a></td><td>Norrvik</td><td>Installation, försäljning av abonnemang</td></tr>
              <tr><td><a href="https://sundinsel.se/fiber">Sundins El &amp; Tele</a></td><td>Lillträsk</td><td>Installation, nätverk i villa</td></tr>
              <tr><td><a href="https://www.bergsbynsfiberteknik.se/">Bergsbyns Fiberteknik</a></td><td>Bergsbyn</td><td>Installation, blåsning av fiber</td></tr>
              <tr><td>Lindqvists Elservice (ingen webbplats, ring 0911-123 45)</td><td>Ånäset</td><td>Installation</td></tr>
            </tbody>
          </table>
          <p>Vill ditt företag bli installatör i vårt nät? Mejla <a href="mailto:partner@norrvikbredband.se">partner@norrvikbredband.se</a>.</p>
        </div></div>
      </div>
    </div>
  </div>
</div>
</div>
</div>
</article>
</div>
${footer}`,
    },
    '/om-oss/': {
      headers: htmlHeaders,
      html: `${head('Om oss – Norrvik Bredband', 'Norrvik Bredband är kommunens stadsnät sedan 2001.', '/om-oss/')}
<body class="page-template-default page page-id-9 et_pb_button_helper_class et_fixed_nav et_show_nav et_header_style_left et_divi_theme et-db">
${header}
<div id="main-content">
<article id="post-9" class="post-9 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
  <div class="et_pb_section et_pb_section_0 et_section_regular">
    <div class="et_pb_row et_pb_row_0">
      <div class="et_pb_column et_pb_column_4_4 et_pb_column_0 et-last-child">
        <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_bg_layout_light"><div class="et_pb_text_inner">
          <h1>Om Norrvik Bredband</h1>
          <p>Norrvik Bredband AB grundades 2001 och ägs till hundra procent av <a href="https://www.norrvik.se/">Norrviks kommun</a>. Vi är ett öppet stadsnät och medlemmar i <a href="https://www.ssnf.org/" target="_blank">Svenska Stadsnätsföreningen</a>.</p>
          <p>Har du synpunkter på din bredbandsleverantör eller frågor om dina rättigheter som konsument finns information hos <a href="https://www.pts.se/sv/privat/internet/" target="_blank">Post- och telestyrelsen</a>.</p>
          <h2>Vi i media</h2>
          <p>Vårt arbete med fiber på landsbygden uppmärksammades i <a href="https://www.nsd.se/artikel/fibern-nadde-lilltrask" target="_blank">Norrländska Socialdemokraten</a> i mars 2024.</p>
          <h2>Lokalt engagemang</h2>
          <p>Vi är stolta huvudsponsorer till <a href="https://www.norrvikif.se/" target="_blank">Norrviks IF</a> och stöttar föreningens ungdomsverksamhet i ishockey och fotboll.</p>
          <h2 id="jobba-hos-oss">Jobba hos oss</h2>
          <p>Vi söker just nu en nätverkstekniker. Se annonsen på <a href="https://arbetsformedlingen.se/platsbanken/annonser/28741903" target="_blank">Platsbanken</a>.</p>
        </div></div>
      </div>
    </div>
  </div>
</div>
</div>
</div>
</article>
</div>
${footer}`,
    },
    '/kontakt/': {
      headers: htmlHeaders,
      html: `${head('Kontakt – Norrvik Bredband', 'Kontakta kundservice hos Norrvik Bredband.', '/kontakt/')}
<body class="page-template-default page page-id-11 et_pb_button_helper_class et_fixed_nav et_show_nav et_header_style_left et_divi_theme et-db">
${header}
<div id="main-content">
<article id="post-11" class="post-11 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
  <div class="et_pb_section et_pb_section_0 et_section_regular">
    <div class="et_pb_row et_pb_row_0">
      <div class="et_pb_column et_pb_column_1_2 et_pb_column_0">
        <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_bg_layout_light"><div class="et_pb_text_inner">
          <h1>Kontakta oss</h1>
          <p><strong>Kundservice</strong><br />0911-555 00 (vardagar 8–17)<br /><a href="mailto:kundservice@norrvikbredband.se">kundservice@norrvikbredband.se</a></p>
          <p><strong>Felanmälan dygnet runt</strong><br />0911-555 99</p>
          <p><strong>Besöksadress</strong><br />Storgatan 14, Norrvik</p>
        </div></div>
      </div>
      <div class="et_pb_column et_pb_column_1_2 et_pb_column_1 et-last-child">
        <div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
          <h2 class="et_pb_contact_main_title">Skicka ett meddelande</h2>
          <div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="https://norrvikbredband.se/kontakt/">
            <p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Namn</label><input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0" placeholder="Namn" /></p>
            <p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">E-post</label><input type="text" id="et_pb_contact_email_0" class="input" name="et_pb_contact_email_0" placeholder="E-post" /></p>
            <p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Meddelande</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" placeholder="Meddelande"></textarea></p>
            <div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Skicka</button></div>
          </form></div>
        </div>
      </div>
    </div>
  </div>
</div>
</div>
</div>
</article>
</div>
${footer}`,
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      html: `User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php

Sitemap: https://norrvikbredband.se/sitemap_index.xml
`,
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'yoast-seo',
    'cookiebot',
    'google-analytics',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'nginx',
    'open-graph',
  ],
  partners: {
    'nordkapacitet.se': 'generic',
    'fibertransit.eu': 'generic',
    'nokia.com': 'technology',
    'zyxel.com': 'technology',
    'genexis.eu': 'technology',
    'ui.com': 'technology',
    'elkraftnorrvik.se': 'channel',
    'sundinsel.se': 'channel',
    'bergsbynsfiberteknik.se': 'channel',
  },
};
