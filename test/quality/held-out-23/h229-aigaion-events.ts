import type { CorpusSite } from '../corpus/types.js';

/*
 * Aigaion Events: Athens event agency / DMC (conferences, incentives, corporate events). WordPress with the Salient theme
 * and its bundled WPBakery page builder, WPML (Greek + English), Contact Form 7, LiteSpeed server with LiteSpeed Cache,
 * Google Fonts, Meta Pixel. Greek, with an English home page.
 * Partners: partner venues in Salient tabs by region (cards with website links, one venue without a link); preferred
 * suppliers only in a JSON data script rendered client-side into a filterable table; professional memberships on the
 * about page and as linked footer badges. Negatives: clients and case studies, awards, ISO 20121, GNTO licence,
 * Instagram/Facebook/LinkedIn, press.
 */

const D = 'https://aigaion-events.gr';
const WPV = '6.4.3';

function head(o: { title: string; desc: string; path: string; lang: 'el' | 'en'; id: number }): string {
  const el = o.lang === 'el';
  return `<!doctype html>
<html lang="${el ? 'el' : 'en-US'}" class="no-js">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0" /><title>${o.title} &#8211; Aigaion Events</title>
<meta name='robots' content='max-image-preview:large' />
<link rel="alternate" hreflang="el" href="${D}${o.path.replace(/^\/en/, '') || '/'}" />
<link rel="alternate" hreflang="en" href="${D}/en${o.path.replace(/^\/en/, '')}" />
<link rel="alternate" hreflang="x-default" href="${D}${o.path.replace(/^\/en/, '') || '/'}" />
<meta name="description" content="${o.desc}" />
<meta property="og:title" content="${o.title}" />
<meta property="og:description" content="${o.desc}" />
<meta property="og:image" content="${D}/wp-content/uploads/2023/05/aigaion-events-og.jpg" />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Aigaion Events &raquo; Feed" href="${D}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${D}/wp-includes/css/dist/block-library/style.min.css?ver=${WPV}' type='text/css' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='${D}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.8.7' type='text/css' media='all' />
<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='${D}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' type='text/css' media='all' />
<link rel='stylesheet' id='salient-grid-system-css' href='${D}/wp-content/themes/salient/css/build/grid-system.css?ver=16.1.3' type='text/css' media='all' />
<link rel='stylesheet' id='main-styles-css' href='${D}/wp-content/themes/salient/css/build/style.css?ver=16.1.3' type='text/css' media='all' />
<link rel='stylesheet' id='nectar-element-tabbed-section-css' href='${D}/wp-content/themes/salient/css/build/elements/element-tabbed-section.css?ver=16.1.3' type='text/css' media='all' />
<link rel='stylesheet' id='nectar_default_font_open_sans-css' href='https://fonts.googleapis.com/css?family=Open+Sans%3A300%2C400%2C600%2C700&#038;subset=latin%2Clatin-ext%2Cgreek' type='text/css' media='all' />
<link rel='stylesheet' id='nectar-header-layout-centered-menu-css' href='${D}/wp-content/themes/salient/css/build/header/header-layout-centered-menu.css?ver=16.1.3' type='text/css' media='all' />
<link rel='stylesheet' id='responsive-css' href='${D}/wp-content/themes/salient/css/build/responsive.css?ver=16.1.3' type='text/css' media='all' />
<link rel='stylesheet' id='skin-material-css' href='${D}/wp-content/themes/salient/css/build/skin-material.css?ver=16.1.3' type='text/css' media='all' />
<link rel='stylesheet' id='salient-wp-menu-dynamic-css' href='${D}/wp-content/uploads/salient/menu-dynamic.css?ver=41877' type='text/css' media='all' />
<link rel='stylesheet' id='js_composer_front-css' href='${D}/wp-content/plugins/js_composer_salient/assets/css/js_composer.min.css?ver=7.1' type='text/css' media='all' />
<link rel='stylesheet' id='dynamic-css-css' href='${D}/wp-content/themes/salient/css/salient-dynamic-styles.css?ver=57339' type='text/css' media='all' />
<style id='dynamic-css-inline-css' type='text/css'>
#page-header-bg h1,#page-header-bg .subheader,.nectar-box-roll .overlaid-content h1,.nectar-box-roll .overlaid-content h2{color:#ffffff}body[data-bg-header="true"].category .container-wrap,body[data-bg-header="true"].author .container-wrap{padding-top:0!important}#header-outer[data-format="centered-menu"] #top nav >.buttons{margin-left:25px}.nectar-tabbed-section .tab-item{padding:25px 0}.aig-venue-card{border:1px solid #e6e1d8;border-radius:6px;padding:20px;margin-bottom:24px;background:#fff}.aig-venue-card h4{margin-bottom:6px}.aig-venue-card .aig-capacity{color:#8a7a5c;font-size:13px;text-transform:uppercase;letter-spacing:.06em}.aig-suppliers-table{width:100%;border-collapse:collapse}.aig-suppliers-table th,.aig-suppliers-table td{padding:12px 10px;border-bottom:1px solid #eee;text-align:left}.aig-filter button{border:1px solid #0c5b7a;background:none;color:#0c5b7a;border-radius:20px;padding:6px 16px;margin:0 6px 8px 0;cursor:pointer}.aig-filter button.active{background:#0c5b7a;color:#fff}@media only screen and (max-width:999px){.aig-suppliers-table td:nth-child(3){display:none}}
</style>
<link rel='stylesheet' id='salient-child-style-css' href='${D}/wp-content/themes/salient-child/style.css?ver=16.1.3' type='text/css' media='all' />
<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script type="text/javascript" id="wpml-cookie-js-extra">
/* <![CDATA[ */
var wpml_cookies = {"wp-wpml_current_language":{"value":"${o.lang}","expires":1,"path":"\\/"}};
/* ]]> */
</script>
<script type="text/javascript" src="${D}/wp-content/plugins/sitepress-multilingual-cms/res/js/cookies/language-cookie.js?ver=4.6.9" id="wpml-cookie-js" defer="defer" data-wp-strategy="defer"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/" /><link rel="alternate" type="application/json" href="${D}/wp-json/wp/v2/pages/${o.id}" />
<meta name="generator" content="WordPress ${WPV}" />
<link rel="canonical" href="${D}${o.path}" />
<link rel='shortlink' href='${D}/?p=${o.id}' />
<meta name="generator" content="WPML ver:4.6.9 stt:1,13;" />
<script type="text/javascript"> var root = document.getElementsByTagName( "html" )[0]; root.setAttribute( "class", "js" ); </script>
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '904218337561204');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=904218337561204&ev=PageView&noscript=1"
/></noscript>
<!-- End Meta Pixel Code -->
<meta name="generator" content="Powered by WPBakery Page Builder - drag and drop page builder for WordPress."/>
<link rel="icon" href="${D}/wp-content/uploads/2022/11/cropped-aigaion-icon-32x32.png" sizes="32x32" />
<link rel="icon" href="${D}/wp-content/uploads/2022/11/cropped-aigaion-icon-192x192.png" sizes="192x192" />
<noscript><style> .wpb_animate_when_almost_visible { opacity: 1; }</style></noscript></head>`;
}

function header(lang: 'el' | 'en', path: string): string {
  const el = lang === 'el';
  const p = el ? '' : '/en';
  const items: [string, string][] = el
    ? [
        ['Υπηρεσίες', '/services/'],
        ['Χώροι', '/venues/'],
        ['Συνεργάτες', '/suppliers/'],
        ['Έργα', '/case-studies/'],
        ['Η εταιρεία', '/about/'],
        ['Επικοινωνία', '/contact/'],
      ]
    : [
        ['Services', '/services/'],
        ['Venues', '/venues/'],
        ['Suppliers', '/suppliers/'],
        ['Case studies', '/case-studies/'],
        ['About', '/about/'],
        ['Contact', '/contact/'],
      ];
  return `<div id="header-space" data-header-mobile-fixed='1'></div>
<div id="header-outer" data-has-menu="true" data-has-buttons="yes" data-header-button_style="default" data-using-pr-menu="false" data-mobile-fixed="1" data-ptnm="false" data-lhe="animated_underline" data-user-set-bg="#ffffff" data-format="centered-menu" data-permanent-transparent="false" data-megamenu-rt="0" data-remove-fixed="0" data-header-resize="1" data-cart="false" data-transparency-option="0" data-box-shadow="large" data-shrink-num="6" data-using-secondary="1" data-using-logo="1" data-logo-height="46" data-m-logo-height="30" data-padding="28" data-full-width="false" data-condense="false" >
<div id="header-secondary-outer" class="centered-menu" data-mobile="default" data-remove-fixed="0" data-lhe="animated_underline" data-secondary-text="true" data-full-width="false" data-mobile-fixed="1" data-permanent-transparent="false" >
<div class="container"><nav><div class="nectar-center-text">${el ? 'Πιστοποιημένο DMC · Άδεια ΕΟΤ/ΜΗΤΕ 0261Ε60000412501' : 'Licensed DMC · GNTO licence 0261E60000412501'}</div>
<ul class="sf-menu"><li class="menu-item wpml-ls-slot-footer wpml-ls-item wpml-ls-item-el${el ? ' wpml-ls-current-language' : ''}"><a href="${D}${path.replace(/^\/en/, '') || '/'}"><span class="wpml-ls-native" lang="el">Ελληνικά</span></a></li><li class="menu-item wpml-ls-item wpml-ls-item-en${el ? '' : ' wpml-ls-current-language'}"><a href="${D}/en${path.replace(/^\/en/, '')}"><span class="wpml-ls-native" lang="en">English</span></a></li></ul></nav></div></div>
<header id="top">
<div class="container"><div class="row">
<div class="col span_3"><a id="logo" href="${D}${p}/" data-supplied-ml-starting-dark="false" data-supplied-ml-starting="false" data-supplied-ml="false" ><img class="stnd skip-lazy default-logo dark-version" width="220" height="46" alt="Aigaion Events" src="${D}/wp-content/uploads/2022/11/aigaion-events-logo.png" srcset="${D}/wp-content/uploads/2022/11/aigaion-events-logo.png 1x, ${D}/wp-content/uploads/2022/11/aigaion-events-logo@2x.png 2x" /></a></div>
<div class="col span_9 col_last"><div class="nectar-mobile-only mobile-header"><div class="inner"></div></div>
<nav><ul class="sf-menu">
${items.map(([l, h], i) => `<li id="menu-item-${3100 + i}" class="menu-item menu-item-type-post_type menu-item-object-page nectar-regular-menu-item${path === p + h ? ' current-menu-item page_item current_page_item' : ''} menu-item-${3100 + i}"><a href="${D}${p}${h}"><span class="menu-title-text">${l}</span></a></li>`).join('\n')}
</ul><ul class="buttons sf-menu" data-user-set-ocm="off"><li class="nectar-header-text-content-wrap"><div class="nectar-header-text-content"><a href="tel:+302109240815">+30 210 924 0815</a></div></li></ul></nav>
</div></div></div></header></div>`;
}

function footer(lang: 'el' | 'en'): string {
  const el = lang === 'el';
  return `<div id="footer-outer" data-midnight="light" data-cols="4" data-custom-color="true" data-disable-copyright="false" data-matching-section-color="false" data-copyright-line="true" data-using-bg-img="false" data-bg-img-overlay="0.8" data-full-width="false" data-using-widget-area="true" data-link-hover="default">
<div id="footer-widgets" data-has-widgets="true" data-cols="4"><div class="container"><div class="row">
<div class="col span_3"><div id="text-2" class="widget widget_text"><h4>Aigaion Events</h4><div class="textwidget"><p>${el ? 'Λεωφ. Συγγρού 132, 176 71 Καλλιθέα, Αθήνα' : '132 Syngrou Ave, 176 71 Kallithea, Athens, Greece'}<br /><a href="tel:+302109240815">+30 210 924 0815</a><br /><a href="mailto:info@aigaion-events.gr">info@aigaion-events.gr</a></p></div></div></div>
<div class="col span_3"><div id="nav_menu-2" class="widget widget_nav_menu"><h4>${el ? 'Χρήσιμα' : 'Useful links'}</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="${D}${el ? '' : '/en'}/venues/">${el ? 'Συνεργαζόμενοι χώροι' : 'Partner venues'}</a></li><li class="menu-item"><a href="${D}${el ? '' : '/en'}/suppliers/">${el ? 'Προμηθευτές' : 'Preferred suppliers'}</a></li><li class="menu-item"><a href="${D}/careers/">${el ? 'Καριέρα' : 'Careers'}</a></li><li class="menu-item"><a href="${D}/privacy-policy/">${el ? 'Πολιτική απορρήτου' : 'Privacy policy'}</a></li><li class="menu-item"><a href="${D}/terms/">${el ? 'Όροι χρήσης' : 'Terms'}</a></li></ul></div></div></div>
<div class="col span_3"><div id="custom_html-2" class="widget_text widget widget_custom_html"><h4>${el ? 'Μέλη των' : 'Proud members of'}</h4><div class="textwidget custom-html-widget"><a href="https://www.hapco.gr/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/02/hapco-member.png" alt="HAPCO member" width="90" height="50" loading="lazy" /></a> <a href="https://www.mpi.org/chapters/greece" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/02/mpi-greece.png" alt="MPI Greece Chapter" width="90" height="50" loading="lazy" /></a> <a href="https://www.siteglobal.com/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/02/site-member.png" alt="SITE member" width="90" height="50" loading="lazy" /></a> <img src="${D}/wp-content/uploads/2023/02/iso-20121.png" alt="ISO 20121 Sustainable Events" width="70" height="50" loading="lazy" /></div></div></div>
<div class="col span_3"><div id="custom_html-3" class="widget_text widget widget_custom_html"><h4>${el ? 'Ακολουθήστε μας' : 'Follow us'}</h4><div class="textwidget custom-html-widget"><ul class="social"><li><a target="_blank" rel="noopener" href="https://www.instagram.com/aigaion.events/"><span class="screen-reader-text">instagram</span><i class="icon-instagram" aria-hidden="true"></i></a></li><li><a target="_blank" rel="noopener" href="https://www.facebook.com/aigaionevents"><span class="screen-reader-text">facebook</span><i class="icon-facebook" aria-hidden="true"></i></a></li><li><a target="_blank" rel="noopener" href="https://www.linkedin.com/company/aigaion-events/"><span class="screen-reader-text">linkedin</span><i class="icon-linkedin" aria-hidden="true"></i></a></li></ul></div></div></div>
</div></div></div>
<div class="row" id="copyright" data-layout="default"><div class="container"><div class="col span_5"><p>&copy; 2024 Aigaion Events Μ.Ι.Κ.Ε. · ${el ? 'ΑΦΜ' : 'VAT'} EL801447219 · ${el ? 'ΓΕΜΗ' : 'GEMI'} 147220301000</p></div></div></div>
</div>`;
}

function page(o: {
  title: string;
  desc: string;
  path: string;
  lang?: 'el' | 'en';
  id: number;
  content: string;
  extraFoot?: string;
}): string {
  const lang = o.lang ?? 'el';
  return `${head({ ...o, lang })}
<body class="page-template-default page page-id-${o.id} material wpb-js-composer js-comp-ver-7.1 vc_responsive" data-footer-reveal="false" data-footer-reveal-shadow="none" data-header-format="centered-menu" data-body-border="off" data-boxed-style="" data-header-breakpoint="1000" data-dropdown-style="minimal" data-cae="easeOutCubic" data-cad="750" data-megamenu-width="contained" data-aie="none" data-ls="fancybox" data-apte="standard" data-hhun="0" data-fancy-form-rcs="default" data-form-style="default" data-form-submit="regular" data-is="minimal" data-button-style="slightly_rounded_shadow" data-user-account-button="false" data-flex-cols="true" data-col-gap="default" data-header-inherit-rc="false" data-header-search="false" data-animated-anchors="true" data-ajax-transitions="false" data-full-width-header="false" data-slide-out-widget-area="true" data-slide-out-widget-area-style="slide-out-from-right" data-user-set-ocm="off" data-loading-animation="none" data-bg-header="false" data-responsive="1" data-ext-responsive="true" data-ext-padding="90" data-header-resize="1" data-header-color="custom" data-transparent-header="false" data-cart="false" data-remove-m-parallax="" data-remove-m-video-bgs="" data-m-animate="0" data-force-header-trans-color="light" data-smooth-scrolling="0" data-permanent-transparent="false" >
<script type="text/javascript">(function(window, document) { if(navigator.userAgent.match(/(Android|iPod|iPhone|iPad|BlackBerry|IEMobile|Opera Mini)/)) { document.body.className += " using-mobile-browser mobile "; } if( !("ontouchstart" in window) ) { var body = document.querySelector("body"); var winW = window.innerWidth; var bodyW = body.clientWidth; if (winW > bodyW + 4) { body.setAttribute("style", "--scroll-bar-w: " + (winW - bodyW - 4) + "px"); } else { body.setAttribute("style", "--scroll-bar-w: 0px"); } } })(window, document);</script>
<a href="#ajax-content-wrap" class="nectar-skip-to-content">Skip to main content</a>
<div id="ajax-loading-screen" data-disable-mobile="1" data-disable-fade-on-click="0" data-effect="standard" data-method="standard"><div class="loading-icon none"><div class="material-icon"><div class="spinner"><div class="right-side"><div class="bar"></div></div><div class="left-side"><div class="bar"></div></div></div></div></div></div>
<div id="header-space"></div>
${header(lang, o.path)}
<div id="ajax-content-wrap">
<div class="container-wrap"><div class="container main-content" role="main"><div class="row">
${o.content}
</div></div></div>
${footer(lang)}
</div>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.8.7" id="swv-js"></script>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.8.7" id="contact-form-7-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/salient/js/build/third-party/jquery.easing.min.js?ver=1.3" id="jquery-easing-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/salient/js/build/third-party/superfish.js?ver=1.5.8" id="superfish-js"></script>
<script type="text/javascript" id="nectar-frontend-js-extra">
/* <![CDATA[ */
var nectarLove = {"ajaxurl":"https:\\/\\/aigaion-events.gr\\/wp-admin\\/admin-ajax.php","postID":"${o.id}","rooturl":"https:\\/\\/aigaion-events.gr","disqusComments":"false","loveNonce":"8d2f6a1c4e","mapApiKey":""};
var nectarOptions = {"delay_js":"0","quick_search":"false","react_compat":"disabled","header_entrance":"false","mobile_header_format":"default","ocm_btn_position":"default","left_header_dropdown_func":"default","ajax_add_to_cart":"0","ocm_remove_ext_menu_items":"remove_images","woo_product_filter_toggle":"0","woo_sidebar_toggles":"true","woo_sticky_sidebar":"0","woo_minimal_product_hover":"default","woo_minimal_product_effect":"default","woo_related_upsell_carousel":"false","woo_product_variable_select":"default"};
var nectar_front_i18n = {"menu":"Menu","next":"Next","previous":"Previous","close":"Close"};
/* ]]> */
</script>
<script type="text/javascript" src="${D}/wp-content/themes/salient/js/build/init.js?ver=16.1.3" id="nectar-frontend-js"></script>
<script type="text/javascript" src="${D}/wp-content/plugins/salient-core/js/third-party/touchswipe.min.js?ver=1.0" id="touchswipe-js"></script>
<script type="text/javascript" src="${D}/wp-content/plugins/js_composer_salient/assets/js/dist/js_composer_front.min.js?ver=7.1" id="wpb_composer_front_js-js"></script>
${o.extraFoot ?? ''}
</body>
</html>`;
}

const row = (inner: string, cls = '') =>
  `<div id="fws_${(inner.length * 7919).toString(16).slice(0, 12)}" data-column-margin="default" data-midnight="dark" class="wpb_row vc_row-fluid vc_row${cls ? ' ' + cls : ''}" style="padding-top: 60px; padding-bottom: 40px; "><div class="row-bg-wrap" data-bg-animation="none" data-bg-overlay="false"><div class="inner-wrap row-bg-layer"><div class="row-bg viewport-desktop" style=""></div></div></div><div class="row_col_wrap_12 col span_12 dark left">${inner}</div></div>`;
const column = (inner: string, span = 12) =>
  `<div class="vc_col-sm-${span} wpb_column column_container vc_column_container col no-extra-padding inherit_tablet inherit_phone" data-padding-pos="all" data-has-bg-color="false" data-bg-color="" data-bg-opacity="1" data-animation="" data-delay="0"><div class="vc_column-inner"><div class="wpb_wrapper">${inner}</div></div></div>`;
const text = (html: string) => `<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper">${html}</div></div>`;

/* ---------------- venues (tabs) ---------------- */
type Venue = [name: string, en: string, place: string, cap: string, url: string | null];
const VENUES: [string, string, Venue[]][] = [
  [
    'athina',
    'Αθήνα & Αττική',
    [
      ['Κτήμα Αέρας', 'Ktima Aeras Estate', 'Κορωπί', 'έως 600 άτομα · κήπος & αίθουσα', 'https://www.ktima-aeras.gr/'],
      [
        'Athenais Riviera Hotel',
        'Athenais Riviera Hotel',
        'Βουλιαγμένη',
        '14 αίθουσες · έως 900 άτομα θεατρικά',
        'https://www.athenais-riviera.gr/en/meetings/',
      ],
      ['Συνεδριακό Κέντρο Λυκαβηττού', 'Lycabettus Conference Hall', 'Κολωνάκι', 'έως 450 άτομα', 'https://lycabettus-hall.gr/'],
    ],
  ],
  [
    'kyklades',
    'Κυκλάδες',
    [
      [
        'Kallisti Resort Santorini',
        'Kallisti Resort Santorini',
        'Ημεροβίγλι, Σαντορίνη',
        'έως 220 άτομα · incentive',
        'https://www.kallisti-resort.gr/',
      ],
      ['Aeolos Villas Naxos', 'Aeolos Villas Naxos', 'Νάξος', 'έως 80 άτομα · board retreats', 'https://aeolos-naxos.gr/'],
      ['Μύλοι Μυκόνου – ιδιωτικός χώρος', 'Mykonos windmill terrace (private)', 'Μύκονος', 'έως 120 άτομα', null],
    ],
  ],
  [
    'kriti',
    'Κρήτη',
    [
      [
        'Elounda Thalassa Resort',
        'Elounda Thalassa Resort',
        'Ελούντα',
        'συνεδριακό κέντρο 1.100 ατόμων',
        'https://www.eloundathalassa.gr/',
      ],
      ['Castelli Chania Events', 'Castelli Chania Events', 'Χανιά', 'ενετικό κάστρο · έως 350 άτομα', 'https://castelli-chania.gr/'],
    ],
  ],
  [
    'peloponnisos',
    'Πελοπόννησος',
    [
      ['Armonia Hall Nafplio', 'Armonia Hall Nafplio', 'Ναύπλιο', 'έως 500 άτομα', 'https://www.armonia-nafplio.gr/'],
      ['Pylos Bay Conference Resort', 'Pylos Bay Conference Resort', 'Πύλος', 'έως 700 άτομα · γκολφ', 'https://pylosbay.gr/'],
    ],
  ],
];
const venues = page({
  title: 'Συνεργαζόμενοι χώροι εκδηλώσεων',
  path: '/venues/',
  id: 412,
  desc: 'Οι συνεργαζόμενοι χώροι της Aigaion Events σε Αθήνα, Κυκλάδες, Κρήτη και Πελοπόννησο για συνέδρια, incentives και εταιρικές εκδηλώσεις.',
  content: [
    row(
      column(
        text(
          `<h1>Συνεργαζόμενοι χώροι</h1><p>Με τους χώρους αυτούς συνεργαζόμαστε σταθερά εδώ και χρόνια. Γνωρίζουμε τις αίθουσες, τις τεχνικές τους δυνατότητες και τους ανθρώπους τους — και εξασφαλίζουμε για τους πελάτες μας προνομιακές τιμές και διαθεσιμότητα.</p>`,
        ),
      ),
    ),
    row(
      column(`<div class="tabbed clearfix" data-style="minimal" data-spacing="side-15px" data-icon-size="" data-full-width-line="true" data-color-scheme="accent-color" data-alignment="left">
<ul class="wpb_tabs_nav ui-tabs-nav clearfix">
${VENUES.map(([k, l], i) => `<li><a href="#tab-${k}" data-tab-icon-color="" class="${i === 0 ? 'active-tab' : ''}"><span>${l}</span></a></li>`).join('\n')}
</ul>
${VENUES.map(
  (
    [k, , vs],
    i,
  ) => `<div id="tab-${k}" class="wpb_tab ui-tabs-panel wpb_ui-tabs-hide clearfix" data-el-id="${k}"${i === 0 ? ' style="display:block;"' : ''}><div class="tab-item${i === 0 ? ' active-tab' : ''}"><div class="row">
${vs
  .map(
    ([n, en, place, cap, url]) =>
      `<div class="col span_4"><div class="aig-venue-card"><img src="${D}/wp-content/uploads/2023/03/venue-${en
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(
          /^-|-$/g,
          '',
        )}.jpg" alt="${n}" width="600" height="400" loading="lazy" /><h4>${n}</h4><p>${place}</p><p class="aig-capacity">${cap}</p>${url ? `<a class="nectar-button small regular accent-color" href="${url}" target="_blank" rel="noopener"><span>Ιστότοπος</span></a>` : '<p><em>Διαθέσιμο κατόπιν αιτήματος</em></p>'}</div></div>`,
  )
  .join('\n')}
</div></div></div>`,
).join('\n')}
</div>`),
    ),
    row(
      column(
        text(
          `<p>Ψάχνετε κάτι διαφορετικό; Συνεργαζόμαστε και με δεκάδες ακόμη ξενοδοχεία, κτήματα και αρχαιολογικούς χώρους (με άδεια του ΥΠΠΟ). <a href="${D}/contact/">Στείλτε μας το brief σας</a>.</p>`,
        ),
      ),
    ),
  ].join('\n'),
});

/* ---------------- suppliers (JSON only) ---------------- */
const SUPPLIERS = [
  {
    id: 1,
    name: 'Soundwave AV',
    category: 'av',
    category_label: 'Οπτικοακουστικά',
    city: 'Αθήνα',
    website: 'https://www.soundwaveav.gr/',
    note: 'Ήχος, φωτισμός, LED walls, hybrid streaming',
  },
  {
    id: 2,
    name: 'Γεύσεις Catering',
    category: 'catering',
    category_label: 'Catering',
    city: 'Αθήνα',
    website: 'https://gefsis-catering.gr/',
    note: 'Gala dinners έως 1.500 άτομα',
  },
  {
    id: 3,
    name: 'Attica Coaches',
    category: 'transport',
    category_label: 'Μεταφορές',
    city: 'Αθήνα',
    website: 'https://www.atticacoaches.gr/',
    note: 'Πούλμαν, VIP van, μεταφορές αεροδρομίου',
  },
  {
    id: 4,
    name: 'Anthos Design',
    category: 'decor',
    category_label: 'Διακόσμηση & ανθοστολισμός',
    city: 'Αθήνα',
    website: 'https://anthosdesign.gr/',
    note: 'Σκηνικά, ανθοστολισμός, branding χώρου',
  },
  {
    id: 5,
    name: 'Lens & Light Studio',
    category: 'photo',
    category_label: 'Φωτογράφιση & βίντεο',
    city: 'Αθήνα / Θεσσαλονίκη',
    website: 'https://www.lenslight.gr/',
    note: 'Φωτογραφία εκδηλώσεων, aftermovies, drone',
  },
  {
    id: 6,
    name: 'Hermes Interpreters',
    category: 'interpreting',
    category_label: 'Διερμηνεία',
    city: 'Αθήνα',
    website: 'https://hermes-interpreters.gr/',
    note: 'Ταυτόχρονη διερμηνεία, καμπίνες, RSI',
  },
  {
    id: 7,
    name: 'Cretan Routes DMC',
    category: 'transport',
    category_label: 'Μεταφορές',
    city: 'Ηράκλειο',
    website: 'https://cretanroutes.gr/',
    note: 'Εκδρομές και μεταφορές στην Κρήτη',
  },
  {
    id: 8,
    name: 'Σκιάθος Yachting',
    category: 'experiences',
    category_label: 'Εμπειρίες',
    city: 'Σποράδες',
    website: null,
    note: 'Ιστιοπλοϊκές εκδρομές για incentive groups',
  },
];
const suppliers = page({
  title: 'Προτιμώμενοι προμηθευτές',
  path: '/suppliers/',
  id: 418,
  desc: 'Οι προτιμώμενοι προμηθευτές της Aigaion Events: οπτικοακουστικά, catering, μεταφορές, διακόσμηση, φωτογράφιση και διερμηνεία.',
  content: [
    row(
      column(
        text(
          `<h1>Προτιμώμενοι προμηθευτές</h1><p>Κάθε εκδήλωση είναι τόσο καλή όσο η ομάδα πίσω από αυτήν. Οι προμηθευτές μας ελέγχονται κάθε χρόνο για ποιότητα, ασφάλεια και βιωσιμότητα σύμφωνα με το σύστημα ISO 20121 που εφαρμόζουμε.</p>`,
        ),
      ),
    ),
    row(
      column(`<div class="aig-suppliers" id="aig-suppliers-app" data-source="aig-suppliers-data">
<div class="aig-filter" role="group" aria-label="Κατηγορία"><button class="active" data-cat="all">Όλοι</button><button data-cat="av">Οπτικοακουστικά</button><button data-cat="catering">Catering</button><button data-cat="transport">Μεταφορές</button><button data-cat="decor">Διακόσμηση</button><button data-cat="photo">Φωτογράφιση</button><button data-cat="interpreting">Διερμηνεία</button><button data-cat="experiences">Εμπειρίες</button></div>
<table class="aig-suppliers-table"><thead><tr><th>Προμηθευτής</th><th>Κατηγορία</th><th>Περιοχή</th><th></th></tr></thead><tbody id="aig-suppliers-body"><tr><td colspan="4" class="aig-loading">Φόρτωση…</td></tr></tbody></table>
<noscript><p>Για να δείτε τη λίστα προμηθευτών ενεργοποιήστε τη JavaScript.</p></noscript>
</div>
<script type="application/json" id="aig-suppliers-data">${JSON.stringify({ updated: '2024-01-15', suppliers: SUPPLIERS })}</script>`),
    ),
  ].join('\n'),
  extraFoot: `<script type="text/javascript">
(function($){
  var data = JSON.parse(document.getElementById('aig-suppliers-data').textContent).suppliers;
  function render(cat){
    var rows = data.filter(function(s){ return cat === 'all' || s.category === cat; }).map(function(s){
      return '<tr><td><strong>' + s.name + '</strong><br><small>' + s.note + '</small></td><td>' + s.category_label + '</td><td>' + s.city + '</td><td>' + (s.website ? '<a href="' + s.website + '" target="_blank" rel="noopener">Ιστότοπος</a>' : '') + '</td></tr>';
    });
    $('#aig-suppliers-body').html(rows.join(''));
  }
  $('.aig-filter button').on('click', function(){ $('.aig-filter button').removeClass('active'); $(this).addClass('active'); render($(this).data('cat')); });
  render('all');
})(jQuery);
</script>`,
});

/* ---------------- home (el / en) ---------------- */
function homeContent(lang: 'el' | 'en'): string {
  const el = lang === 'el';
  const p = el ? '' : '/en';
  return [
    `<div id="fws_home_hero" data-column-margin="default" data-midnight="light" data-top-percent="14%" data-bottom-percent="14%" class="wpb_row vc_row-fluid vc_row full-width-section" style="padding-top: calc(100vw * 0.14); padding-bottom: calc(100vw * 0.14); "><div class="row-bg-wrap" data-bg-animation="none" data-bg-overlay="true"><div class="inner-wrap row-bg-layer using-image"><div class="row-bg viewport-desktop using-image" style="background-image: url(${D}/wp-content/uploads/2023/04/aigaion-hero-santorini-gala.jpg); background-position: center center; background-repeat: no-repeat; "></div></div><div class="row-bg-overlay row-bg-layer" style="background-color:#0c2b3a; opacity: 0.45; "></div></div><div class="row_col_wrap_12 col span_12 light center">${column(`<div class="nectar-split-heading"><h1>${el ? 'Εκδηλώσεις με ελληνικό φως.' : 'Events in Greek light.'}</h1></div>${text(`<p>${el ? 'Συνέδρια, incentive ταξίδια και εταιρικές εκδηλώσεις σε όλη την Ελλάδα, από το 2008.' : 'Conferences, incentive travel and corporate events across Greece since 2008.'}</p>`)}<a class="nectar-button large regular accent-color regular-button" href="${D}${p}/contact/"><span>${el ? 'Ζητήστε προσφορά' : 'Request a proposal'}</span></a>`)}</div></div>`,
    row(
      column(text(`<h2>${el ? 'Τι κάνουμε' : 'What we do'}</h2>`)) +
        (el
          ? [
              ['Συνέδρια & PCO', 'Οργάνωση ιατρικών και επιστημονικών συνεδρίων έως 3.000 συνέδρων, εγγραφές, abstracts, hybrid.'],
              ['Incentives', 'Ταξίδια επιβράβευσης σε Σαντορίνη, Κρήτη και Πελοπόννησο με μοναδικές εμπειρίες.'],
              ['Εταιρικές εκδηλώσεις', 'Product launches, gala dinners, συνέδρια πωλήσεων, team building.'],
            ]
          : [
              ['Conferences & PCO', 'Medical and scientific congresses up to 3,000 delegates, registration, abstracts, hybrid.'],
              ['Incentives', 'Reward trips to Santorini, Crete and the Peloponnese with one-off experiences.'],
              ['Corporate events', 'Product launches, gala dinners, sales conferences, team building.'],
            ]
        )
          .map(([t = '', d = '']) => column(text(`<h3>${t.replace('&', '&amp;')}</h3><p>${d}</p>`), 4))
          .join(''),
    ),
    row(
      column(
        text(
          `<h2>${el ? 'Χώροι που γνωρίζουμε σαν το σπίτι μας' : 'Venues we know inside out'}</h2><p>${el ? 'Από αμπελώνες στην Αττική μέχρι ενετικά κάστρα στα Χανιά — δείτε τους' : 'From Attica vineyards to Venetian fortresses in Chania — see our'} <a href="${D}${p}/venues/">${el ? 'συνεργαζόμενους χώρους' : 'partner venues'}</a>.</p>`,
        ),
      ),
      'venues-teaser',
    ),
    row(
      column(text(`<h2>${el ? 'Μας εμπιστεύονται' : 'Trusted by'}</h2>`)) +
        ['novapharm-hellas', 'aegean-bank', 'helios-energy', 'medgen-labs', 'olympia-insurance', 'kosmos-telecom']
          .map((c) =>
            column(
              `<div class="img-with-aniamtion-wrap center"><div class="inner"><img class="img-with-animation skip-lazy" src="${D}/wp-content/uploads/2023/02/client-${c}.png" alt="${c.replace(/-/g, ' ')}" width="180" height="80" loading="lazy" /></div></div>`,
              2,
            ),
          )
          .join(''),
    ),
    row(
      column(
        `<div class="testimonial_slider" data-style="minimal"><blockquote><p>${el ? '«Το συνέδριό μας στην Ελούντα ήταν άψογο από την πρώτη στιγμή μέχρι το τελευταίο transfer. Οι σύνεδροι μιλούν ακόμη γι’ αυτό.»' : '“Our congress in Elounda was flawless from the first minute to the last transfer. Delegates are still talking about it.”'}</p><span>— ${el ? 'Πρόεδρος Οργανωτικής Επιτροπής, Πανελλήνιο Ιατρικό Συνέδριο 2023' : 'Chair of the Organising Committee, Panhellenic Medical Congress 2023'}</span></blockquote></div>`,
      ),
    ),
    row(
      column(
        text(
          `<p>${el ? 'Βραβεία' : 'Awards'}: <strong>Event Awards 2023</strong> – ${el ? 'Χρυσό βραβείο Incentive Travel' : 'Gold, Incentive Travel'} · <strong>Tourism Awards 2022</strong> – ${el ? 'Αργυρό, Βιώσιμες Εκδηλώσεις' : 'Silver, Sustainable Events'} (<a href="https://www.eventawards.gr/" target="_blank" rel="noopener">eventawards.gr</a>)</p>`,
        ),
      ),
    ),
  ].join('\n');
}
const home = page({
  title: 'Εταιρικές εκδηλώσεις, συνέδρια & incentives',
  path: '/',
  id: 7,
  desc: 'Η Aigaion Events οργανώνει συνέδρια, incentive ταξίδια και εταιρικές εκδηλώσεις σε όλη την Ελλάδα από το 2008.',
  content: homeContent('el'),
});
const homeEn = page({
  title: 'Corporate events, conferences & incentives in Greece',
  path: '/en/',
  lang: 'en',
  id: 9,
  desc: 'Aigaion Events plans conferences, incentive travel and corporate events across Greece. DMC and PCO since 2008.',
  content: homeContent('en'),
});

/* ---------------- about ---------------- */
const about = page({
  title: 'Η εταιρεία',
  path: '/about/',
  id: 402,
  desc: 'Η Aigaion Events ιδρύθηκε το 2008 στην Αθήνα. Μέλος των HAPCO, MPI, SITE και ICCA, πιστοποιημένη κατά ISO 20121.',
  content: [
    row(
      column(
        text(
          `<h1>Η εταιρεία</h1><p>Η Aigaion Events ιδρύθηκε το 2008 από την Ελένη Παπαδοπούλου και τον Νίκο Βλάχο, με εμπειρία σε ξενοδοχεία και αεροπορικές εταιρείες. Σήμερα η ομάδα μας αριθμεί 28 επαγγελματίες στην Αθήνα και στο Ηράκλειο και οργανώνει περισσότερες από 140 εκδηλώσεις τον χρόνο.</p><p>Είμαστε αδειοδοτημένο γραφείο γενικού τουρισμού από τον <a href="https://www.gnto.gov.gr/" target="_blank" rel="noopener">ΕΟΤ</a> (ΜΗΤΕ 0261Ε60000412501) και εφαρμόζουμε σύστημα διαχείρισης βιώσιμων εκδηλώσεων πιστοποιημένο κατά ISO 20121.</p>`,
        ),
        8,
      ) +
        column(
          `<img src="${D}/wp-content/uploads/2023/04/aigaion-team-2023.jpg" alt="Η ομάδα της Aigaion Events" width="600" height="700" loading="lazy" />`,
          4,
        ),
    ),
    row(
      column(
        text(`<h2>Μέλη επαγγελματικών ενώσεων</h2><ul>
<li><a href="https://www.hapco.gr/" target="_blank" rel="noopener">HAPCO – Hellenic Association of Professional Congress Organisers</a></li>
<li><a href="https://www.mpi.org/chapters/greece" target="_blank" rel="noopener">MPI – Meeting Professionals International, Greece Chapter</a></li>
<li><a href="https://www.siteglobal.com/" target="_blank" rel="noopener">SITE – Society for Incentive Travel Excellence</a></li>
<li><a href="https://www.iccaworld.org/" target="_blank" rel="noopener">ICCA – International Congress and Convention Association</a></li>
</ul>`),
      ),
    ),
    row(
      column(text('<h2>Η ομάδα</h2>')) +
        [
          ['Ελένη Παπαδοπούλου', 'Διευθύνουσα Σύμβουλος'],
          ['Νίκος Βλάχος', 'Διευθυντής Incentives'],
          ['Μαρία Κωνσταντίνου', 'Head of PCO'],
          ['Γιώργος Αντωνίου', 'Creative Director'],
        ]
          .map(([n, r]) => column(text(`<h4>${n}</h4><p>${r}</p>`), 3))
          .join(''),
    ),
  ].join('\n'),
});

/* ---------------- case studies ---------------- */
const cases = page({
  title: 'Έργα',
  path: '/case-studies/',
  id: 430,
  desc: 'Επιλεγμένα έργα της Aigaion Events: συνέδρια, incentives και εταιρικές εκδηλώσεις.',
  content: row(
    column(text('<h1>Επιλεγμένα έργα</h1>')) +
      [
        ['pharma-congress-crete', 'Πανελλήνιο Ιατρικό Συνέδριο 2023 – Ελούντα', '1.400 σύνεδροι · 4 ημέρες'],
        ['bank-incentive-santorini', 'Incentive τραπεζικού ομίλου – Σαντορίνη', '180 συμμετέχοντες · 3 ημέρες'],
        ['energy-launch-athens', 'Παρουσίαση νέου ενεργειακού προϊόντος – Αθήνα', '600 προσκεκλημένοι'],
      ]
        .map(([s, t, d]) =>
          column(
            `<div class="aig-case"><a href="${D}/case-studies/${s}/"><img src="${D}/wp-content/uploads/2023/09/case-${s}.jpg" alt="" width="600" height="400" loading="lazy" /></a><h3><a href="${D}/case-studies/${s}/">${t}</a></h3><p>${d}</p></div>`,
            4,
          ),
        )
        .join(''),
  ),
});
const caseCrete = page({
  title: 'Πανελλήνιο Ιατρικό Συνέδριο 2023 – Ελούντα',
  path: '/case-studies/pharma-congress-crete/',
  id: 431,
  desc: 'Πώς οργανώσαμε συνέδριο 1.400 ατόμων στην Ελούντα με hybrid μετάδοση και μηδενικά πλαστικά μιας χρήσης.',
  content: row(
    column(
      text(
        `<h1>Πανελλήνιο Ιατρικό Συνέδριο 2023 – Ελούντα</h1><p><strong>Πελάτης:</strong> Επιστημονική εταιρεία, με την υποστήριξη της <a href="https://www.novapharm.gr/" target="_blank" rel="noopener">Novapharm Hellas</a> ως χορηγού<br><strong>Χώρος:</strong> <a href="${D}/venues/">Elounda Thalassa Resort</a><br><strong>Σύνεδροι:</strong> 1.400, εκ των οποίων 520 online</p><p>Αναλάβαμε την πλήρη οργάνωση: ηλεκτρονικές εγγραφές, αξιολόγηση 380 περιλήψεων, έκθεση 42 περιπτέρων, μεταφορές από Ηράκλειο και gala dinner για 900 άτομα. Η hybrid μετάδοση σε 4 παράλληλες αίθουσες έγινε σε συνεργασία με τον τεχνικό μας συνεργάτη.</p><p>Το συνέδριο ήταν το πρώτο στην Ελλάδα με πιστοποίηση ISO 20121 και μηδενικά πλαστικά μιας χρήσης. Δημοσιεύθηκε στο <a href="https://www.kathimerini.gr/" target="_blank" rel="noopener">Καθημερινή</a>.</p>`,
      ),
    ),
  ),
});

/* ---------------- contact ---------------- */
const contact = page({
  title: 'Επικοινωνία',
  path: '/contact/',
  id: 440,
  desc: 'Επικοινωνήστε με την Aigaion Events για προσφορά συνεδρίου, incentive ή εταιρικής εκδήλωσης.',
  content: row(
    column(
      text(
        `<h1>Επικοινωνία</h1><p>Λεωφ. Συγγρού 132, 176 71 Καλλιθέα<br>Τ. +30 210 924 0815<br><a href="mailto:info@aigaion-events.gr">info@aigaion-events.gr</a></p><p>Γραφείο Κρήτης: Λεωφ. Ικάρου 45, Ηράκλειο</p>`,
      ),
      5,
    ) +
      column(
        `<div class="wpcf7 no-js" id="wpcf7-f55-p440-o1" lang="el" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form action="/contact/#wpcf7-f55-p440-o1" method="post" class="wpcf7-form init" aria-label="Φόρμα επικοινωνίας" novalidate="novalidate" data-status="init"><div style="display: none;"><input type="hidden" name="_wpcf7" value="55" /><input type="hidden" name="_wpcf7_version" value="5.8.7" /><input type="hidden" name="_wpcf7_locale" value="el" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f55-p440-o1" /><input type="hidden" name="_wpcf7_container_post" value="440" /><input type="hidden" name="_wpcf7_posted_data_hash" value="" /></div>
<p><label> Ονοματεπώνυμο<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" aria-invalid="false" value="" type="text" name="your-name" /></span></label></p>
<p><label> Εταιρεία<br /><span class="wpcf7-form-control-wrap" data-name="company"><input size="40" class="wpcf7-form-control wpcf7-text" aria-invalid="false" value="" type="text" name="company" /></span></label></p>
<p><label> Email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" aria-invalid="false" value="" type="email" name="your-email" /></span></label></p>
<p><label> Τύπος εκδήλωσης<br /><span class="wpcf7-form-control-wrap" data-name="event-type"><select class="wpcf7-form-control wpcf7-select" aria-invalid="false" name="event-type"><option value="Συνέδριο">Συνέδριο</option><option value="Incentive">Incentive</option><option value="Εταιρική εκδήλωση">Εταιρική εκδήλωση</option><option value="Άλλο">Άλλο</option></select></span></label></p>
<p><label> Μήνυμα<br /><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="8" class="wpcf7-form-control wpcf7-textarea" aria-invalid="false" name="your-message"></textarea></span></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Αποστολή" /></p><div class="wpcf7-response-output" aria-hidden="true"></div></form></div>`,
        7,
      ),
  ),
});

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  'x-litespeed-cache-control': 'public,max-age=604800',
  'x-litespeed-tag': '2b1_HTTP.200,2b1_front,2b1_URL.6666cd76f96956469e7be39d750cc7d9,2b1_',
  link: `<${D}/wp-json/>; rel="https://api.w.org/"`,
  vary: 'Accept-Encoding',
};

export const site: CorpusSite = {
  domain: 'aigaion-events.gr',
  covers:
    'Greek event agency/DMC on WordPress with Salient + WPBakery, WPML (Greek + English home), LiteSpeed: partner venues in Salient tabs by region (cards with website buttons, one without), preferred suppliers only in a JSON data script rendered client-side into a filterable table (one without website), memberships on the about page and as linked footer badges on every page; negatives: client logos, testimonial, awards, ISO 20121, GNTO licence, case-study sponsor/client link, press, social links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/en/': { headers: HEADERS, html: homeEn },
    '/venues/': { headers: HEADERS, html: venues },
    '/suppliers/': { headers: HEADERS, html: suppliers },
    '/about/': { headers: HEADERS, html: about },
    '/case-studies/': { headers: HEADERS, html: cases },
    '/case-studies/pharma-congress-crete/': { headers: HEADERS, html: caseCrete },
    '/contact/': { headers: HEADERS, html: contact },
  },
  sitemap: ['/', '/en/', '/venues/', '/suppliers/', '/about/', '/case-studies/', '/case-studies/pharma-congress-crete/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wpbakery',
    'wpml',
    'jquery',
    'jquery-migrate',
    'contact-form-7',
    'litespeed',
    'litespeed-cache',
    'google-font-api',
    'facebook-pixel',
    'open-graph',
    'rss',
  ],
  partners: {
    'ktima-aeras.gr': 'generic',
    'athenais-riviera.gr': 'generic',
    'lycabettus-hall.gr': 'generic',
    'kallisti-resort.gr': 'generic',
    'aeolos-naxos.gr': 'generic',
    'eloundathalassa.gr': 'generic',
    'castelli-chania.gr': 'generic',
    'armonia-nafplio.gr': 'generic',
    'pylosbay.gr': 'generic',
    'soundwaveav.gr': 'generic',
    'gefsis-catering.gr': 'generic',
    'atticacoaches.gr': 'generic',
    'anthosdesign.gr': 'generic',
    'lenslight.gr': 'generic',
    'hermes-interpreters.gr': 'generic',
    'cretanroutes.gr': 'generic',
    'hapco.gr': 'generic',
    'mpi.org': 'generic',
    'siteglobal.com': 'generic',
    'iccaworld.org': 'generic',
  },
};
