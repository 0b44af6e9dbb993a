import type { CorpusSite } from '../corpus/types.js';

// Brackenfield Technology Services: UK (Leeds) managed IT service provider. WordPress + Divi child theme behind
// Cloudflare, WP Rocket used-CSS, Yoast, Trustpilot widget, GTM, Google Fonts. Vendor partners and distributors on
// an "Accreditations" page (Divi blurbs) and in prose on the About page; /partners/ redirects there. Certifications
// (Cyber Essentials Plus, ISO), chamber/FSB memberships, client logos, Trustpilot, job board as negatives.

const HEADERS: Record<string, string> = {
  server: 'cloudflare',
  'cf-ray': '8934f2a1bc7d63e1-LHR',
  'cf-cache-status': 'HIT',
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://www.brackenfield-it.co.uk/wp-json/>; rel="https://api.w.org/"',
  'x-powered-by': 'WP Rocket/3.16',
  vary: 'Accept-Encoding',
};

const U = 'https://www.brackenfield-it.co.uk';

const USED_CSS = `body,html{width:100%;height:100%}body{margin:0;padding:0;color:#4a5468;font-family:Poppins,Helvetica,Arial,Lucida,sans-serif;font-size:16px;font-weight:400;line-height:1.75em;background-color:#fff;-webkit-font-smoothing:antialiased}a{color:#0d7a5f;text-decoration:none}h1,h2,h3,h4,h5,h6{color:#12213b;padding-bottom:10px;line-height:1.25em;font-weight:600}h1{font-size:44px}h2{font-size:32px}h3{font-size:22px}p{padding-bottom:1em}p:last-of-type{padding-bottom:0}#page-container{padding-top:100px;overflow-y:hidden}#main-header{position:fixed;top:0;z-index:99999;width:100%;background-color:#fff;box-shadow:0 1px 0 rgba(0,0,0,.1);transition:background-color .4s,color .4s,opacity .4s ease-in-out}#main-header .container{height:100px}#logo{display:inline-block;float:none;max-height:54%;vertical-align:middle;margin-bottom:0}#top-menu li{display:inline-block;font-size:15px;padding-right:22px}#top-menu>li:last-child{padding-right:0}#top-menu a{color:#12213b;font-weight:500;display:block;position:relative;transition:all .4s ease-in-out}#top-menu li.current-menu-item>a{color:#0d7a5f}#top-menu .menu-item-has-children>a:first-child:after{position:absolute;right:0;top:0;font-family:ETmodules;content:"3";font-size:16px}.nav li ul{position:absolute;padding:20px 0;z-index:9999;width:240px;background:#fff;visibility:hidden;opacity:0;border-top:3px solid #0d7a5f;box-shadow:0 2px 5px rgba(0,0,0,.1)}.nav li:hover>ul{opacity:1;visibility:visible}.container{width:80%;max-width:1180px;margin:auto;position:relative}.et_pb_section{position:relative;background-color:#fff;background-position:50%;background-size:100%;background-size:cover;padding:4% 0}.et_pb_row{width:80%;max-width:1180px;margin:auto;position:relative;padding:2% 0}.et_pb_row:after{content:"";display:block;clear:both;visibility:hidden;line-height:0;height:0;width:0}.et_pb_column{float:left;background-size:cover;background-position:50%;position:relative;z-index:2;min-height:1px}.et_pb_gutters3 .et_pb_column_4_4{width:100%}.et_pb_gutters3 .et_pb_column_1_2{width:47.25%;margin-right:5.5%}.et_pb_gutters3 .et_pb_column_1_3{width:29.6667%;margin-right:5.5%}.et_pb_gutters3 .et_pb_column_1_4{width:20.875%;margin-right:5.5%}.et_pb_gutters3 .et-last-child{margin-right:0}.et_pb_module{position:relative;background-size:cover;background-position:50%;background-repeat:no-repeat}.et_pb_text{word-wrap:break-word}.et_pb_text_inner{position:relative}.et_pb_blurb_content{max-width:550px;margin:0 auto;position:relative;text-align:center;word-wrap:break-word;width:100%}.et_pb_blurb.et_pb_text_align_left .et_pb_blurb_content .et_pb_blurb_container{text-align:left}.et_pb_main_blurb_image{display:inline-block;margin-bottom:30px;line-height:0;max-width:100%}.et_pb_blurb_position_left .et_pb_main_blurb_image{width:96px;display:table-cell;line-height:0}.et_pb_blurb_position_left .et_pb_blurb_container{display:table-cell;vertical-align:top;padding-left:18px}.et_pb_module_header{font-size:19px;font-weight:600}.et_pb_button{font-size:16px;font-weight:500;padding:.45em 1.2em;line-height:1.7em!important;background-color:transparent;border:2px solid #0d7a5f;border-radius:4px;transition:all .2s;color:#0d7a5f;display:inline-block}.et_pb_button:hover{background-color:#0d7a5f;color:#fff}.et_pb_bg_layout_dark,.et_pb_bg_layout_dark h1,.et_pb_bg_layout_dark h2,.et_pb_bg_layout_dark h3{color:#fff!important}.et_pb_image{margin-left:auto;margin-right:auto;line-height:0}.et_pb_image_wrap{display:inline-block;position:relative;max-width:100%}.et_pb_testimonial{position:relative;overflow:hidden;padding:30px 30px 30px 140px;background:#f4f7fa}.et_pb_testimonial_description_inner{font-style:italic}.et_pb_toggle{border:1px solid #d9d9d9;padding:20px;margin-bottom:12px;background:#fff}.et_pb_toggle_title{font-size:17px;cursor:pointer;position:relative;padding-right:30px}.et_pb_toggle_close .et_pb_toggle_content{display:none}.et_pb_contact_field{float:left;position:relative;margin-bottom:3%;padding-left:3%}.et_pb_contact_form_container .input{width:100%;padding:16px;border:0;background-color:#eee;font-size:14px}#main-footer{background-color:#12213b}#footer-widgets{padding:6% 0 0}.footer-widget{float:left;color:#c5cedd}.footer-widget .et_pb_widget{width:100%}.footer-widget h4{color:#fff;font-size:17px}.footer-widget a{color:#e6ebf2}#footer-bottom{background-color:rgba(0,0,0,.32);padding:15px 0 5px}#footer-info{text-align:left;color:#a3adbd;padding-bottom:10px;float:left}.et-social-icons{float:right}.et-social-icons li{display:inline-block;margin-left:20px}.et-social-icon a{display:inline-block;font-size:24px;position:relative;text-align:center;transition:color .3s;color:#a3adbd;text-decoration:none}@media (max-width:980px){.et_pb_gutters3 .et_pb_column_1_2,.et_pb_gutters3 .et_pb_column_1_3,.et_pb_gutters3 .et_pb_column_1_4{width:100%;margin-right:0;margin-bottom:30px}#page-container{padding-top:80px}#top-menu{display:none}.et_mobile_nav_menu{display:block}}`;

const DIVI_PARENT = `/*!
Theme Name: Divi
Theme URI: http://www.elegantthemes.com/gallery/divi/
Version: 4.25.1
Description: Smart. Flexible. Beautiful. Divi is the most powerful theme in our collection.
Author: Elegant Themes
Author URI: http://www.elegantthemes.com
License: GNU General Public License v2
License URI: http://www.gnu.org/licenses/gpl-2.0.html
*/`;

let n = 0;
const sec = (inner: string, cls = '') => `<div class="et_pb_section et_pb_section_${n++} ${cls} et_section_regular">${inner}</div>`;
const row = (inner: string, cls = '') => `<div class="et_pb_row et_pb_row_${n++} ${cls}">${inner}</div>`;
const col = (size: string, inner: string, last = false) =>
  `<div class="et_pb_column et_pb_column_${size} et_pb_column_${n++}  et_pb_css_mix_blend_mode_passthrough${last ? ' et-last-child' : ''}">${inner}</div>`;
const txt = (html: string, dark = false) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n++}  et_pb_text_align_left et_pb_bg_layout_${dark ? 'dark' : 'light'}"><div class="et_pb_text_inner">${html}</div></div>`;
const btn = (href: string, label: string) =>
  `<div class="et_pb_button_module_wrapper et_pb_button_${n}_wrapper  et_pb_module "><a class="et_pb_button et_pb_button_${n++} et_pb_bg_layout_light" href="${href}">${label}</a></div>`;
const imgMod = (src: string, alt: string, href?: string) => {
  const im = `<span class="et_pb_image_wrap "><img decoding="async" width="300" height="120" src="${U}/wp-content/uploads/2024/01/${src}" alt="${alt}" title="${alt}" class="wp-image-${300 + n}" /></span>`;
  return `<div class="et_pb_module et_pb_image et_pb_image_${n++}">${href ? `<a href="${href}" target="_blank">${im}</a>` : im}</div>`;
};
const blurb = (logo: string, title: string, body: string, href?: string) =>
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_${n++}  et_pb_text_align_left  et_pb_blurb_position_left et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image">${href ? `<a href="${href}" target="_blank">` : ''}<span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><img decoding="async" width="160" height="80" src="${U}/wp-content/uploads/2024/01/${logo}" alt="${title}" class="et-waypoint et_pb_animation_off" /></span>${href ? '</a>' : ''}</div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">${href ? `<a href="${href}" target="_blank">${title}</a>` : `<span>${title}</span>`}</h4><div class="et_pb_blurb_description">${body}</div></div></div></div>`;

function layout(path: string, postId: number, title: string, desc: string, content: string): string {
  const url = U + path;
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="${U}/xmlrpc.php" />
	<script type="text/javascript">document.documentElement.className = 'js';</script>
	<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin /><style id="et-divi-open-sans-inline-css">/* Original: https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap *//* User Agent: Mozilla/5.0 */</style>
	<!-- This site is optimized with the Yoast SEO plugin v22.8 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title><link rel="preload" data-rocket-preload as="style" href="https://fonts.googleapis.com/css?family=Poppins%3A300%2C400%2C500%2C600%2C700&#038;display=swap" /><link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Poppins%3A300%2C400%2C500%2C600%2C700&#038;display=swap" media="print" onload="this.media='all'" /><style id="wpr-usedcss">${USED_CSS}</style>
	<meta name="description" content="${desc}" />
	<link rel="canonical" href="${url}" />
	<meta property="og:locale" content="en_GB" />
	<meta property="og:type" content="article" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${desc}" />
	<meta property="og:url" content="${url}" />
	<meta property="og:site_name" content="Brackenfield IT" />
	<meta property="article:publisher" content="https://www.facebook.com/brackenfieldit" />
	<meta property="og:image" content="${U}/wp-content/uploads/2024/01/brackenfield-og.jpg" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${url}","url":"${url}","name":"${title}","isPartOf":{"@id":"${U}/#website"},"inLanguage":"en-GB"},{"@type":"WebSite","@id":"${U}/#website","url":"${U}/","name":"Brackenfield IT","publisher":{"@id":"${U}/#organization"},"inLanguage":"en-GB"},{"@type":"Organization","@id":"${U}/#organization","name":"Brackenfield Technology Services Ltd","url":"${U}/","logo":{"@type":"ImageObject","url":"${U}/wp-content/uploads/2023/09/brackenfield-logo.png"},"sameAs":["https://www.facebook.com/brackenfieldit","https://www.linkedin.com/company/brackenfield-it/","https://x.com/brackenfieldit"]}]}</script>
	<!-- / Yoast SEO plugin. -->


<link rel="alternate" type="application/rss+xml" title="Brackenfield IT &raquo; Feed" href="${U}/feed/" />
<link rel="alternate" type="application/rss+xml" title="Brackenfield IT &raquo; Comments Feed" href="${U}/comments/feed/" />
<meta content="Divi Child v.1.0.0" name="generator"/><style id="divi-style-parent-inline-inline-css" type="text/css">${DIVI_PARENT}</style>
<link rel='stylesheet' id='divi-style-css' href='${U}/wp-content/themes/divi-child/style.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="${U}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${U}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${U}/wp-json/" /><link rel="alternate" type="application/json" href="${U}/wp-json/wp/v2/pages/${postId}" />
<meta name="generator" content="WordPress 6.5.4" />
<link rel='shortlink' href='${U}/?p=${postId}' />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" /><!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-TB4K9WQ');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script><link rel="icon" href="${U}/wp-content/uploads/2023/09/cropped-favicon-32x32.png" sizes="32x32" />
</head>
<body class="page-template-default page page-id-${postId} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TB4K9WQ"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
	<div id="page-container">
	<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone"><a href="tel:01132204870">0113 220 4870</a></span><a href="mailto:hello@brackenfield-it.co.uk"><span id="et-info-email">hello@brackenfield-it.co.uk</span></a></div><div id="et-secondary-menu"><ul id="et-secondary-nav" class="menu"><li class="menu-item"><a href="https://support.brackenfield-it.co.uk/">Client portal</a></li><li class="menu-item"><a href="https://get.teamviewer.com/brackenfield">Remote support</a></li></ul></div></div></div>
		<header id="main-header" data-height-onload="100">
			<div class="container clearfix et_menu_container">
				<div class="logo_container"><span class="logo_helper"></span><a href="${U}/"><img src="${U}/wp-content/uploads/2023/09/brackenfield-logo.png" width="260" height="70" alt="Brackenfield IT" id="logo" data-height-percentage="54" /></a></div>
				<div id="et-top-navigation" data-height="100" data-fixed-height="60">
					<nav id="top-menu-nav"><ul id="top-menu" class="nav">
<li class="menu-item menu-item-has-children"><a href="${U}/services/">IT Services</a><ul class="sub-menu"><li class="menu-item"><a href="${U}/services/managed-it-support/">Managed IT Support</a></li><li class="menu-item"><a href="${U}/services/cyber-security/">Cyber Security</a></li><li class="menu-item"><a href="${U}/services/microsoft-365/">Microsoft 365 &amp; Cloud</a></li><li class="menu-item"><a href="${U}/services/backup-disaster-recovery/">Backup &amp; Disaster Recovery</a></li><li class="menu-item"><a href="${U}/services/connectivity-voip/">Connectivity &amp; VoIP</a></li><li class="menu-item"><a href="${U}/services/it-procurement/">IT Procurement</a></li></ul></li>
<li class="menu-item"><a href="${U}/sectors/">Sectors</a></li>
<li class="menu-item"><a href="${U}/case-studies/">Case Studies</a></li>
<li class="menu-item menu-item-has-children"><a href="${U}/about-us/">About</a><ul class="sub-menu"><li class="menu-item"><a href="${U}/about-us/">About Us</a></li><li class="menu-item"><a href="${U}/accreditations/">Accreditations &amp; Partners</a></li><li class="menu-item"><a href="${U}/careers/">Careers</a></li></ul></li>
<li class="menu-item"><a href="${U}/blog/">Insights</a></li>
<li class="menu-item menu-button"><a href="${U}/contact/">Contact Us</a></li>
</ul></nav>
					<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
				</div>
			</div>
		</header>
			<div id="et-main-area">
<div id="main-content">
			<article id="post-${postId}" class="post-${postId} page type-page status-publish hentry">
				<div class="entry-content">
			<div class="et-l et-l--post">
			<div class="et_builder_inner_content et_pb_gutters3">
${content}
			</div>
		</div>
				</div>
			</article>
</div>
	<footer id="main-footer">
		<div class="container">
			<div id="footer-widgets" class="clearfix">
				<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Brackenfield IT</h4><div class="textwidget"><p>Managed IT support, cyber security and cloud services for businesses across Leeds, Bradford, Harrogate and Yorkshire.</p><p>Unit 4, Kirkstall Forge<br />Leeds LS5 3BF</p><p><a href="tel:01132204870">0113 220 4870</a><br /><a href="mailto:hello@brackenfield-it.co.uk">hello@brackenfield-it.co.uk</a></p></div></div></div>
				<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Services</h4><ul class="menu"><li><a href="${U}/services/managed-it-support/">Managed IT Support</a></li><li><a href="${U}/services/cyber-security/">Cyber Security</a></li><li><a href="${U}/services/microsoft-365/">Microsoft 365</a></li><li><a href="${U}/services/backup-disaster-recovery/">Backup &amp; DR</a></li><li><a href="${U}/services/connectivity-voip/">Connectivity &amp; VoIP</a></li></ul></div></div>
				<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Company</h4><ul class="menu"><li><a href="${U}/about-us/">About Us</a></li><li><a href="${U}/accreditations/">Accreditations</a></li><li><a href="${U}/careers/">Careers</a></li><li><a href="${U}/privacy-policy/">Privacy Policy</a></li><li><a href="${U}/cookie-policy/">Cookie Policy</a></li><li><a href="${U}/terms/">Terms of Business</a></li></ul></div></div>
				<div class="footer-widget"><div id="media_image-2" class="fwidget et_pb_widget widget_media_image"><h4 class="title">Certified</h4><img width="150" height="150" src="${U}/wp-content/uploads/2024/01/cyber-essentials-plus-badge.png" class="image wp-image-812 attachment-full size-full" alt="Cyber Essentials Plus certified" decoding="async" loading="lazy" /><img width="150" height="70" src="${U}/wp-content/uploads/2024/01/iso-27001-badge.png" class="image wp-image-813 attachment-full size-full" alt="ISO 27001 certified" decoding="async" loading="lazy" /></div></div>
			</div>
		</div>
		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons"><li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/brackenfieldit" class="icon"><span>Facebook</span></a></li><li class="et-social-icon et-social-twitter"><a href="https://x.com/brackenfieldit" class="icon"><span>X</span></a></li><li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/brackenfield-it/" class="icon"><span>LinkedIn</span></a></li></ul><div id="footer-info">&copy; 2024 Brackenfield Technology Services Ltd. Registered in England &amp; Wales No. 07384219. VAT No. GB 104 7736 52.</div>
			</div>
		</div>
	</footer>
	</div>
	</div>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};
var et_pb_custom = {"ajaxurl":"https:\\/\\/www.brackenfield-it.co.uk\\/wp-admin\\/admin-ajax.php","images_uri":"https:\\/\\/www.brackenfield-it.co.uk\\/wp-content\\/themes\\/Divi\\/images","builder_images_uri":"https:\\/\\/www.brackenfield-it.co.uk\\/wp-content\\/themes\\/Divi\\/includes\\/builder\\/images","et_frontend_nonce":"5e1b2c8d0a","subscription_failed":"Please, check the fields below to make sure you entered the correct information.","fill_message":"Please, fill in the following fields:","contact_error_message":"Please, fix the following errors:","invalid":"Invalid email","captcha":"Captcha","prev":"Prev","previous":"Previous","next":"Next","wrong_captcha":"You entered the wrong number in captcha.","is_builder_plugin_used":"","is_divi_theme_used":"1","widget_search_selector":".widget_search","is_ab_testing_active":"","page_id":"${postId}","unique_test_id":"","ab_bounce_rate":"5","is_cache_plugin_active":"yes","is_shortcode_tracking":"","tinymce_uri":"${U}/wp-content/themes/Divi/includes/builder/frontend-builder/assets/vendors","accent_color":"#0d7a5f","waypoints_options":[]};
var et_pb_box_shadow_elements = [];
/* ]]> */
</script>
<script type="text/javascript" src="${U}/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="${U}/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
</body>
</html>

<!-- This website is like a Rocket, isn't it? Performance optimized by WP Rocket. Learn more: https://wp-rocket.me - Debug: cached@1718204417 -->`;
}

const clientLogos = [
  'harewood-estates',
  'aire-valley-solicitors',
  'kirkgate-dental',
  'northern-spring-brewery',
  'calder-accountants',
  'pennine-freight',
];
const clientStrip = sec(
  row(
    col(
      '4_4',
      txt('<h3 style="text-align:center">Trusted by over 180 Yorkshire businesses</h3>') +
        `<div class="et_pb_module et_pb_image_gallery client-logos">${clientLogos.map((c) => `<img decoding="async" width="180" height="80" src="${U}/wp-content/uploads/2024/01/client-${c}.png" alt="${c.replace(/-/g, ' ')}" loading="lazy" />`).join('')}</div>`,
      true,
    ),
  ),
  'et_pb_with_background',
);

const home = layout(
  '/',
  11,
  'Managed IT Support Leeds | Brackenfield IT',
  'Brackenfield IT provides proactive managed IT support, cyber security and Microsoft 365 services to Yorkshire businesses with 10 to 250 staff.',
  sec(
    row(
      col(
        '1_2',
        txt(
          '<h1>IT support that just works, so your team can too</h1><p>Proactive managed IT, cyber security and cloud services for Yorkshire businesses with 10 to 250 staff. Fixed monthly fee, 15-minute response, real engineers in Leeds.</p>',
          true,
        ) +
          btn(`${U}/contact/`, 'Book a free IT review') +
          btn(`${U}/services/managed-it-support/`, 'How managed IT works'),
      ) + col('1_2', imgMod('hero-engineers.jpg', 'Brackenfield engineers at the Leeds service desk'), true),
    ),
    'et_pb_section_parallax et_pb_with_background hero',
  ) +
    clientStrip +
    sec(
      row(col('4_4', txt('<h2 style="text-align:center">Everything your IT needs, under one roof</h2>'), true)) +
        row(
          col(
            '1_3',
            blurb(
              'icon-support.svg',
              'Managed IT Support',
              '<p>Unlimited remote and on-site support, proactive monitoring and patching, and a named account manager.</p>',
            ),
          ) +
            col(
              '1_3',
              blurb(
                'icon-security.svg',
                'Cyber Security',
                '<p>Endpoint protection, email security, security awareness training and Cyber Essentials certification support.</p>',
              ),
            ) +
            col(
              '1_3',
              blurb(
                'icon-cloud.svg',
                'Microsoft 365 &amp; Cloud',
                '<p>Licensing, migrations, Intune device management and Azure infrastructure.</p>',
              ),
              true,
            ),
        ),
    ) +
    sec(
      row(
        col(
          '1_2',
          txt(
            '<h2>Accredited by the vendors we work with</h2><p>We hold partner status with the technology vendors behind our services, and we are Cyber Essentials Plus and ISO 27001 certified ourselves. See all of our <a href="/accreditations/">accreditations and partners</a>.</p>',
          ),
        ) +
          col(
            '1_2',
            `<div class="et_pb_module accreditation-strip">${['microsoft-solutions-partner', 'sophos-gold', 'datto', 'veeam-silver', 'cyber-essentials-plus'].map((a) => `<img decoding="async" width="160" height="70" src="${U}/wp-content/uploads/2024/01/${a}.png" alt="${a.replace(/-/g, ' ')}" loading="lazy" />`).join('')}</div>`,
            true,
          ),
      ),
      'et_pb_with_background',
    ) +
    sec(
      row(
        col(
          '1_2',
          `<div class="et_pb_module et_pb_testimonial et_pb_testimonial_0 clearfix"><div class="et_pb_testimonial_description"><div class="et_pb_testimonial_description_inner"><div class="et_pb_testimonial_content"><p>“Since moving to Brackenfield our downtime has basically disappeared. When something does go wrong, someone picks up the phone in minutes.”</p></div></div><span class="et_pb_testimonial_author">Helen Marsh</span><p class="et_pb_testimonial_meta"><span class="et_pb_testimonial_position">Practice Manager</span><span class="et_pb_testimonial_separator">,</span> <span class="et_pb_testimonial_company">Aire Valley Solicitors</span></p></div></div>`,
        ) +
          col(
            '1_2',
            txt(
              '<h3>Rated Excellent on Trustpilot</h3><!-- TrustBox widget - Mini --><div class="trustpilot-widget" data-locale="en-GB" data-template-id="53aa8807dec7e10d38f59f36" data-businessunit-id="5f2b7c91e4a1d60001a3b8c2" data-style-height="150px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/brackenfield-it.co.uk" target="_blank" rel="noopener">Trustpilot</a></div><!-- End TrustBox widget -->',
            ),
            true,
          ),
      ),
    ) +
    sec(
      row(
        col(
          '4_4',
          txt(
            '<h2 style="text-align:center">Ready for IT that stays out of your way?</h2><p style="text-align:center">Book a free, no-obligation IT review with one of our consultants.</p>',
            true,
          ) + btn(`${U}/contact/`, 'Book your review'),
          true,
        ),
      ),
      'et_pb_with_background cta-dark',
    ),
);

const accreditations = layout(
  '/accreditations/',
  418,
  'Accreditations & Partners | Brackenfield IT',
  'Brackenfield IT is a Microsoft Solutions Partner, Sophos Gold Partner, Veeam ProPartner and Cyber Essentials Plus certified. See our technology partners and accreditations.',
  sec(
    row(
      col(
        '4_4',
        txt(
          '<h1>Accreditations &amp; Partners</h1><p>We only recommend technology we are trained and accredited on. Our partner status with each vendor means direct access to their technical teams, early access to new products and pricing we pass on to our clients.</p>',
          true,
        ),
        true,
      ),
    ),
    'et_pb_with_background page-hero',
  ) +
    sec(
      row(col('4_4', txt('<h2>Technology partners</h2>'), true)) +
        row(
          col(
            '1_2',
            blurb(
              'microsoft-solutions-partner.png',
              'Microsoft Solutions Partner',
              '<p>Solutions Partner designations for <strong>Modern Work</strong> and <strong>Security</strong>. We are also a Microsoft Cloud Solution Provider (CSP), so we can license, bill and support Microsoft 365 and Azure directly.</p>',
              'https://partner.microsoft.com/en-gb/partnership',
            ),
          ) +
            col(
              '1_2',
              blurb(
                'sophos-gold.png',
                'Sophos Gold Partner',
                '<p>Our security stack is built on Sophos Intercept X, Sophos Firewall and Sophos MDR. Six of our engineers hold Sophos Certified Engineer status.</p>',
                'https://www.sophos.com/en-gb/partners',
              ),
              true,
            ),
        ) +
        row(
          col(
            '1_2',
            blurb(
              'datto.png',
              'Datto (a Kaseya company)',
              '<p>Datto SIRIS and Datto SaaS Protection power our backup and business continuity service, with image-based backups replicated to UK data centres.</p>',
              'https://www.datto.com/uk/',
            ),
          ) +
            col(
              '1_2',
              blurb(
                'veeam-silver.png',
                'Veeam Silver ProPartner',
                '<p>Veeam Backup &amp; Replication and Veeam Backup for Microsoft 365 for clients with on-premises and hybrid infrastructure.</p>',
                'https://www.veeam.com/partners.html',
              ),
              true,
            ),
        ) +
        row(
          col(
            '1_2',
            blurb(
              'fortinet.png',
              'Fortinet Engage Partner',
              '<p>FortiGate firewalls and SD-WAN for multi-site clients, managed from our NOC.</p>',
              'https://www.fortinet.com/partners',
            ),
          ) +
            col(
              '1_2',
              blurb(
                'mimecast.png',
                'Mimecast Partner',
                '<p>Email security, archiving and continuity for Microsoft 365, including DMARC analysis.</p>',
                'https://www.mimecast.com/partners/',
              ),
              true,
            ),
        ) +
        row(
          col(
            '1_2',
            blurb(
              'watchguard.png',
              'WatchGuard ONE Silver Partner',
              '<p>Firewalls and multi-factor authentication (AuthPoint) for smaller offices.</p>',
              'https://www.watchguard.com/wgrd-partners/overview',
            ),
          ) +
            col(
              '1_2',
              blurb(
                'hp-amplify.png',
                'HP Amplify Partner',
                '<p>Authorised HP partner for laptops, desktops and print, with next-business-day warranty handling.</p>',
                'https://www.hp.com/uk-en/home.html',
              ),
              true,
            ),
        ) +
        row(
          col(
            '1_2',
            blurb(
              'dell-technologies.png',
              'Dell Technologies Partner',
              '<p>Servers, storage and client devices through the Dell Technologies Partner Program.</p>',
              'https://www.dell.com/en-uk/dt/partners/index.htm',
            ),
          ) + col('1_2', blurb('ubiquiti.png', 'Ubiquiti', '<p>UniFi Wi-Fi and switching for offices and warehouses.</p>'), true),
        ),
    ) +
    sec(
      row(
        col(
          '4_4',
          txt(
            '<h2>Distribution partners</h2><p>We buy licences and hardware through two of the UK’s leading IT distributors, which keeps pricing sharp and lets us provision new Microsoft 365 users in minutes.</p>',
          ),
          true,
        ),
      ) +
        row(
          col(
            '1_2',
            blurb(
              'pax8.png',
              'Pax8',
              '<p>Cloud marketplace partner for Microsoft 365, Azure and security subscriptions.</p>',
              'https://www.pax8.com/en-uk/',
            ),
          ) +
            col(
              '1_2',
              blurb('giacom.png', 'Giacom', '<p>Microsoft CSP and connectivity distribution partner.</p>', 'https://www.giacom.com'),
              true,
            ),
        ),
      'et_pb_with_background',
    ) +
    sec(
      row(col('4_4', txt('<h2>Our own certifications</h2>'), true)) +
        row(
          col(
            '1_3',
            blurb(
              'cyber-essentials-plus.png',
              'Cyber Essentials Plus',
              '<p>Independently assessed annually. <a href="https://iasme.co.uk/cyber-essentials/" target="_blank" rel="noopener">About the Cyber Essentials scheme</a>.</p>',
            ),
          ) +
            col(
              '1_3',
              blurb(
                'iso-27001.png',
                'ISO/IEC 27001:2022',
                '<p>Information security management certified by an UKAS-accredited body. Certificate no. IS 774190.</p>',
              ),
            ) +
            col(
              '1_3',
              blurb('iso-9001.png', 'ISO 9001:2015', '<p>Quality management for our service desk and project delivery.</p>'),
              true,
            ),
        ),
    ) +
    sec(
      row(
        col(
          '4_4',
          txt(
            '<h2>Memberships</h2><p>We are proud members of the <a href="https://www.wnychamber.co.uk" target="_blank" rel="noopener">West &amp; North Yorkshire Chamber of Commerce</a> and the <a href="https://www.fsb.org.uk" target="_blank" rel="noopener">Federation of Small Businesses</a>, and we sponsor the Leeds Digital Festival every year.</p>',
          ),
          true,
        ),
      ),
      'et_pb_with_background',
    ),
);

const about = layout(
  '/about-us/',
  24,
  'About Us | Brackenfield IT – Leeds Managed Service Provider',
  'Founded in 2008 in Leeds, Brackenfield IT supports 180+ businesses across Yorkshire with a team of 34 engineers and consultants.',
  sec(
    row(col('4_4', txt('<h1>About Brackenfield IT</h1><p>Local people, proper engineers, no jargon.</p>', true), true)),
    'et_pb_with_background page-hero',
  ) +
    sec(
      row(
        col(
          '1_2',
          txt(
            `<h2>Our story</h2><p>Brackenfield was started in 2008 by Mark Ellison and Sunita Kaur in a spare room in Headingley, fixing PCs for local solicitors and accountants. Sixteen years later we are a team of 34 at Kirkstall Forge, looking after more than 4,000 users across 180 businesses in Yorkshire and beyond.</p><p>We have been a Microsoft partner since our first year and today hold Microsoft Solutions Partner designations for Modern Work and Security. Our cyber security services run on <a href="https://www.sophos.com/en-gb" target="_blank" rel="noopener">Sophos</a>, where we are a Gold Partner, and every client’s data is protected by <a href="https://www.datto.com/uk/" target="_blank" rel="noopener">Datto</a> backup. We buy through our distribution partner <a href="https://www.pax8.com/en-uk/" target="_blank" rel="noopener">Pax8</a>.</p><p>We are not the biggest MSP in the North, and we don’t want to be. We would rather know every client by name.</p>`,
          ),
        ) + col('1_2', imgMod('team-kirkstall-forge.jpg', 'The Brackenfield team at Kirkstall Forge'), true),
      ),
    ) +
    sec(
      row(col('4_4', txt('<h2>What we believe</h2>'), true)) +
        row(
          col(
            '1_3',
            blurb(
              'icon-phone.svg',
              'Pick up the phone',
              '<p>Average answer time of 22 seconds. No call-centre queues, no ticket-only support.</p>',
            ),
          ) +
            col(
              '1_3',
              blurb(
                'icon-shield.svg',
                'Security first',
                '<p>Every client gets MFA, endpoint protection and backups as standard, not as upsells.</p>',
              ),
            ) +
            col(
              '1_3',
              blurb(
                'icon-handshake.svg',
                'No lock-in',
                '<p>Rolling 12-month contracts and full documentation handed over if you ever leave.</p>',
              ),
              true,
            ),
        ),
      'et_pb_with_background',
    ) +
    sec(
      row(col('4_4', txt('<h2>Leadership team</h2>'), true)) +
        row(
          col('1_4', imgMod('mark-ellison.jpg', 'Mark Ellison') + txt('<h4>Mark Ellison</h4><p>Managing Director</p>')) +
            col('1_4', imgMod('sunita-kaur.jpg', 'Sunita Kaur') + txt('<h4>Sunita Kaur</h4><p>Technical Director</p>')) +
            col('1_4', imgMod('gareth-lowe.jpg', 'Gareth Lowe') + txt('<h4>Gareth Lowe</h4><p>Service Delivery Manager</p>')) +
            col('1_4', imgMod('amy-chadwick.jpg', 'Amy Chadwick') + txt('<h4>Amy Chadwick</h4><p>Head of Client Success</p>'), true),
        ),
    ) +
    sec(
      row(
        col(
          '4_4',
          txt(
            '<h2>Awards</h2><ul><li>MSP of the Year (North), Comms Business Awards 2023 – finalist</li><li>Yorkshire Business Awards 2022 – Technology Business of the Year</li><li>Best Companies 1 Star accreditation, 2023</li></ul>',
          ),
          true,
        ),
      ),
      'et_pb_with_background',
    ),
);

const managed = layout(
  '/services/managed-it-support/',
  37,
  'Managed IT Support Leeds & Yorkshire | Brackenfield IT',
  'Fully managed IT support for Yorkshire businesses: unlimited helpdesk, proactive monitoring, on-site engineers and strategic IT planning for a fixed monthly fee.',
  sec(
    row(
      col(
        '4_4',
        txt('<h1>Managed IT Support</h1><p>Unlimited support and proactive management for a fixed monthly fee per user.</p>', true) +
          btn(`${U}/contact/`, 'Get a quote'),
        true,
      ),
    ),
    'et_pb_with_background page-hero',
  ) +
    sec(
      row(
        col(
          '1_2',
          txt(
            '<h2>What is included</h2><ul><li>Unlimited remote helpdesk support, 8am–6pm Monday to Friday</li><li>On-site engineer visits across Yorkshire</li><li>24/7 monitoring and automated patching of servers and workstations</li><li>Microsoft 365 administration and user management</li><li>Endpoint protection and email security</li><li>Backup monitoring and quarterly restore tests</li><li>Quarterly IT strategy reviews with a named account manager</li><li>Asset and licence management</li></ul>',
          ),
        ) +
          col(
            '1_2',
            txt(
              '<h2>Service levels</h2><table><thead><tr><th>Priority</th><th>Response</th><th>Target fix</th></tr></thead><tbody><tr><td>P1 – business down</td><td>15 minutes</td><td>4 hours</td></tr><tr><td>P2 – major impact</td><td>30 minutes</td><td>8 hours</td></tr><tr><td>P3 – single user</td><td>1 hour</td><td>Next business day</td></tr><tr><td>P4 – request</td><td>4 hours</td><td>3 business days</td></tr></tbody></table>',
            ),
            true,
          ),
      ),
    ) +
    sec(
      row(
        col(
          '4_4',
          txt('<h2>Frequently asked questions</h2>') +
            [
              [
                'How much does managed IT support cost?',
                'Most clients pay between £45 and £75 per user per month, depending on the level of cover and security tooling. We will give you a fixed quote after a free IT review.',
              ],
              ['Do you support Macs?', 'Yes. We manage macOS devices with Intune and Jamf alongside Windows.'],
              [
                'Can you work alongside our in-house IT person?',
                'Absolutely. Our co-managed IT service gives your in-house team our tools, escalation support and holiday cover.',
              ],
              [
                'How long does onboarding take?',
                'Typically four weeks, including a full audit, documentation and deployment of our monitoring agents.',
              ],
            ]
              .map(
                ([q, a]) =>
                  `<div class="et_pb_module et_pb_toggle et_pb_toggle_${n++} et_pb_toggle_item et_pb_toggle_close"><h5 class="et_pb_toggle_title">${q}</h5><div class="et_pb_toggle_content clearfix"><p>${a}</p></div></div>`,
              )
              .join(''),
          true,
        ),
      ),
      'et_pb_with_background',
    ) +
    clientStrip,
);

const caseStudies = layout(
  '/case-studies/',
  52,
  'Case Studies | Brackenfield IT',
  'How Brackenfield IT has helped Yorkshire law firms, dental practices, manufacturers and charities with managed IT, security and cloud migrations.',
  sec(
    row(col('4_4', txt('<h1>Case studies</h1><p>Real projects for real Yorkshire businesses.</p>', true), true)),
    'et_pb_with_background page-hero',
  ) +
    sec(
      [
        [
          'Aire Valley Solicitors',
          'Legal',
          'Migrated 60 users from an ageing on-premises server to Microsoft 365 and SharePoint, achieved Cyber Essentials Plus in time for a Lexcel audit.',
        ],
        [
          'Kirkgate Dental Group',
          'Healthcare',
          'Standardised IT across seven practices, replaced consumer routers with managed firewalls and cut support tickets by 58%.',
        ],
        [
          'Northern Spring Brewery',
          'Manufacturing',
          'Wi-Fi across a 40,000 sq ft brewery and warehouse, plus backup for the production control system.',
        ],
        [
          'Calder Accountants',
          'Professional services',
          'Zero-downtime move to a new office with new connectivity, VoIP phones and hot-desking.',
        ],
        ['Pennine Freight', 'Logistics', 'Rolled out Intune-managed rugged tablets to 120 drivers and secured the depot network.'],
        ['Harewood Estates Trust', 'Charity', 'Security awareness training and MFA rollout for staff and volunteers.'],
      ]
        .map(([name, sector, summary], i) =>
          row(
            col(
              '4_4',
              txt(
                `<h2>${name}</h2><p><em>${sector}</em></p><p>${summary}</p><p><a href="${U}/case-studies/${name!
                  .toLowerCase()
                  .replace(/[^a-z]+/g, '-')
                  .replace(/-$/, '')}/">Read the full case study</a></p>`,
              ),
              true,
            ),
            i % 2 ? 'alt' : '',
          ),
        )
        .join(''),
    ),
);

const careers = layout(
  '/careers/',
  61,
  'Careers | Brackenfield IT',
  'Join Brackenfield IT in Leeds. We are hiring service desk analysts, field engineers and cyber security consultants.',
  sec(
    row(
      col('4_4', txt('<h1>Careers at Brackenfield</h1><p>Good people, proper training, and a Friday that finishes at 4.</p>', true), true),
    ),
    'et_pb_with_background page-hero',
  ) +
    sec(
      row(
        col(
          '1_2',
          txt(
            '<h2>Why work with us</h2><ul><li>Paid vendor certifications (Microsoft, Sophos, Fortinet)</li><li>25 days holiday plus your birthday off</li><li>Hybrid working after probation</li><li>Private healthcare and a cycle-to-work scheme</li><li>Free parking at Kirkstall Forge and a station on the doorstep</li></ul>',
          ),
        ) +
          col(
            '1_2',
            txt(
              '<h2>Current vacancies</h2><ul><li><strong>1st Line Service Desk Analyst</strong> – Leeds, £24–27k</li><li><strong>Field Engineer</strong> – Yorkshire, £30–34k + van</li><li><strong>Cyber Security Consultant</strong> – Leeds/hybrid, £45–55k</li></ul><p>All roles are also advertised on <a href="https://uk.indeed.com/cmp/Brackenfield-It/jobs" target="_blank" rel="noopener">Indeed</a>. To apply, send your CV to <a href="mailto:careers@brackenfield-it.co.uk">careers@brackenfield-it.co.uk</a>.</p>',
            ),
            true,
          ),
      ),
    ),
);

const contact = layout(
  '/contact/',
  73,
  'Contact Us | Brackenfield IT Leeds',
  'Get in touch with Brackenfield IT. Call 0113 220 4870, email hello@brackenfield-it.co.uk or visit us at Kirkstall Forge, Leeds.',
  sec(
    row(
      col(
        '4_4',
        txt(
          '<h1>Contact us</h1><p>Existing client needing support? Call the service desk on 0113 220 4870 option 1 or log a ticket in the <a href="https://support.brackenfield-it.co.uk/">client portal</a>.</p>',
          true,
        ),
        true,
      ),
    ),
    'et_pb_with_background page-hero',
  ) +
    sec(
      row(
        col(
          '1_2',
          `<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0"><h2 class="et_pb_contact_main_title">Book a free IT review</h2><div class="et-pb-contact-message"></div><div class="et_pb_contact"><form class="et_pb_contact_form clearfix" method="post" action="${U}/contact/"><p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half" data-id="name" data-type="input"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Name</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" data-required_mark="required" data-field_type="input" data-original_id="name" placeholder="Name"></p><p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last" data-id="email" data-type="email"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Email Address</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email" placeholder="Email Address"></p><p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last" data-id="message" data-type="text"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Message</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" data-required_mark="required" data-field_type="text" data-original_id="message" placeholder="Message"></textarea></p><input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0"/><div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Send</button></div><input type="hidden" id="_wpnonce-et-pb-contact-form-submitted-0" name="_wpnonce-et-pb-contact-form-submitted-0" value="7d1f0a9c3e" /></form></div></div>`,
        ) +
          col(
            '1_2',
            txt(
              '<h3>Visit us</h3><p>Brackenfield Technology Services Ltd<br />Unit 4, Kirkstall Forge<br />Leeds LS5 3BF</p><p>Office hours: Monday–Friday, 8am–6pm</p>',
            ) +
              `<div class="et_pb_module et_pb_code"><div class="et_pb_code_inner"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2356.1!2d-1.6132!3d53.8176!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x48795f1a!2sKirkstall%20Forge!5e0!3m2!1sen!2suk" width="100%" height="320" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></div></div>`,
            true,
          ),
      ),
    ),
);

export const site: CorpusSite = {
  domain: 'brackenfield-it.co.uk',
  covers:
    'WordPress + Divi child theme (parent inline style, scripts.min.js) behind Cloudflare, WP Rocket (used CSS, footer comment, header), Yoast, Trustpilot widget, GTM, Google Fonts, Google Maps; UK MSP vendor partners as Divi blurbs with partner-program links, distributors, memberships in prose, partners restated in About prose; /partners/ redirects to /accreditations/; unlinked accreditation logo strip, Cyber Essentials/IASME, ISO, client logos, Trustpilot, Indeed, TeamViewer as negatives',
  pages: {
    '/': { status: 301, redirect: `${U}/` },
    [`${U}/`]: { headers: HEADERS, html: home },
    [`${U}/accreditations/`]: { headers: HEADERS, html: accreditations },
    [`${U}/partners/`]: { status: 301, redirect: `${U}/accreditations/` },
    [`${U}/about-us/`]: { headers: HEADERS, html: about },
    [`${U}/services/managed-it-support/`]: { headers: HEADERS, html: managed },
    [`${U}/case-studies/`]: { headers: HEADERS, html: caseStudies },
    [`${U}/careers/`]: { headers: HEADERS, html: careers },
    [`${U}/contact/`]: { headers: HEADERS, html: contact },
  },
  sitemap: [
    `${U}/`,
    `${U}/accreditations/`,
    `${U}/about-us/`,
    `${U}/services/managed-it-support/`,
    `${U}/case-studies/`,
    `${U}/careers/`,
    `${U}/contact/`,
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'cloudflare',
    'wp-rocket',
    'yoast-seo',
    'trustpilot',
    'google-tag-manager',
    'google-font-api',
    'jquery',
    'rss',
    'open-graph',
    'google-maps',
  ],
  partners: {
    'microsoft.com': 'technology',
    'sophos.com': 'technology',
    'datto.com': 'technology',
    'veeam.com': 'technology',
    'fortinet.com': 'technology',
    'mimecast.com': 'technology',
    'watchguard.com': 'technology',
    'hp.com': 'technology',
    'dell.com': 'technology',
    'pax8.com': 'channel',
    'giacom.com': 'channel',
    'wnychamber.co.uk': 'generic',
    'fsb.org.uk': 'generic',
  },
};
