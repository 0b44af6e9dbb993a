import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string, postId: number) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://voltbay.co.uk/xmlrpc.php" />
	<script type="text/javascript">
		document.documentElement.className = 'js';
	</script>
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
	<!-- This site is optimized with the Yoast SEO plugin v24.6 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://voltbay.co.uk${path}" />
	<meta property="og:locale" content="en_GB" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="https://voltbay.co.uk${path}" />
	<meta property="og:site_name" content="Voltbay" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://voltbay.co.uk${path}","url":"https://voltbay.co.uk${path}","name":"${title}","isPartOf":{"@id":"https://voltbay.co.uk/#website"},"inLanguage":"en-GB"},{"@type":"WebSite","@id":"https://voltbay.co.uk/#website","url":"https://voltbay.co.uk/","name":"Voltbay","publisher":{"@id":"https://voltbay.co.uk/#organization"}},{"@type":"Organization","@id":"https://voltbay.co.uk/#organization","name":"Voltbay Ltd","url":"https://voltbay.co.uk/","sameAs":["https://www.facebook.com/voltbayuk","https://www.linkedin.com/company/voltbay","https://www.instagram.com/voltbay_uk/"]}]}</script>
	<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Voltbay &raquo; Feed" href="https://voltbay.co.uk/feed/" />
<meta content="Divi v.4.27.4" name="generator"/><link rel='stylesheet' id='wp-block-library-css' href='https://voltbay.co.uk/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2' type='text/css' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://voltbay.co.uk/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=6.0.5' type='text/css' media='all' />
<link rel='stylesheet' id='et-builder-googlefonts-cached-css' href='https://fonts.googleapis.com/css?family=Montserrat:100,200,300,regular,500,600,700,800,900|Open+Sans:300,regular,500,600,700&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://voltbay.co.uk/wp-content/themes/Divi/style-static.min.css?ver=4.27.4' type='text/css' media='all' />
<style id='divi-style-parent-inline-inline-css' type='text/css'>
/*!
Theme Name: Divi
Theme URI: http://www.elegantthemes.com/gallery/divi/
Version: 4.27.4
Description: Smart. Flexible. Beautiful. Divi is the most powerful theme in our collection.
Author: Elegant Themes
Author URI: http://www.elegantthemes.com
License: GNU General Public License v2
License URI: http://www.gnu.org/licenses/gpl-2.0.html
*/
a,abbr,acronym,address,applet,b,big,blockquote,body,center,cite,code,dd,del,dfn,div,dl,dt,em,fieldset,font,form,h1,h2,h3,h4,h5,h6,html,i,iframe,img,ins,kbd,label,legend,li,object,ol,p,pre,q,s,samp,small,span,strike,strong,sub,sup,tt,u,ul,var{margin:0;padding:0;border:0;outline:0;font-size:100%;-ms-text-size-adjust:100%;-webkit-text-size-adjust:100%;vertical-align:baseline;background:transparent}
</style>
<link rel='stylesheet' id='divi-style-css' href='https://voltbay.co.uk/wp-content/themes/voltbay-child/style.css?ver=4.27.4' type='text/css' media='all' />
<script type="text/javascript" src="https://voltbay.co.uk/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://voltbay.co.uk/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://voltbay.co.uk/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="https://voltbay.co.uk/wp-json/wp/v2/pages/${postId}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://voltbay.co.uk/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.7.2" />
<link rel='shortlink' href='https://voltbay.co.uk/?p=${postId}' />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" /><!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-8RT3KXW2QB"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-8RT3KXW2QB');
</script><link rel="icon" href="https://voltbay.co.uk/wp-content/uploads/2023/05/cropped-voltbay-icon-32x32.png" sizes="32x32" />
</head>`;

const header = `<div id="page-container">
<div id="et-boc" class="et-boc">
	<header id="main-header" data-height-onload="80">
		<div class="container clearfix et_menu_container">
			<div class="logo_container"><span class="logo_helper"></span><a href="https://voltbay.co.uk/"><img src="https://voltbay.co.uk/wp-content/uploads/2023/05/voltbay-logo.svg" width="180" height="44" alt="Voltbay" id="logo" data-height-percentage="54" /></a></div>
			<div id="et-top-navigation" data-height="80" data-fixed-height="40">
				<nav id="top-menu-nav">
				<ul id="top-menu" class="nav"><li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-31"><a href="https://voltbay.co.uk/chargers/">Chargers</a>
<ul class="sub-menu">
	<li id="menu-item-32" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32"><a href="https://voltbay.co.uk/chargers/voltbay-home-7/">Voltbay Home 7</a></li>
	<li id="menu-item-33" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33"><a href="https://voltbay.co.uk/chargers/voltbay-duo-22/">Voltbay Duo 22</a></li>
</ul>
</li>
<li id="menu-item-40" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-40"><a href="https://voltbay.co.uk/smart-charging/">Smart charging</a></li>
<li id="menu-item-41" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-41"><a href="https://voltbay.co.uk/fleet/">Fleet &amp; workplace</a></li>
<li id="menu-item-42" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-42"><a href="https://voltbay.co.uk/find-an-installer/">Find an installer</a></li>
<li id="menu-item-43" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-43"><a href="https://voltbay.co.uk/blog/">Advice</a></li>
<li id="menu-item-44" class="menu-button menu-item menu-item-type-post_type menu-item-object-page menu-item-44"><a href="https://voltbay.co.uk/get-a-quote/">Get a quote</a></li>
</ul>				</nav>
				<div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Select Page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
			</div>
		</div>
	</header>
	<div id="et-main-area">`;

const footer = `	<footer id="main-footer">
		<div class="container">
			<div id="footer-widgets" class="clearfix">
				<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Voltbay</h4><div class="textwidget"><p>Voltbay Ltd, Unit 7, Riverside Works, Mill Lane, Stockport SK4 1BE<br />Company no. 12894471 &middot; VAT GB 371 2280 14</p></div></div></div>
				<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Buy</h4><div class="menu-footer-buy-container"><ul id="menu-footer-buy" class="menu"><li class="menu-item"><a href="https://voltbay.co.uk/find-an-installer/">Find an installer</a></li><li class="menu-item"><a href="https://voltbay.co.uk/where-to-buy/">Trade &amp; where to buy</a></li><li class="menu-item"><a href="https://voltbay.co.uk/become-an-installer/">Become an approved installer</a></li></ul></div></div></div>
				<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Company</h4><div class="menu-footer-company-container"><ul id="menu-footer-company" class="menu"><li class="menu-item"><a href="https://voltbay.co.uk/about-us/">About us</a></li><li class="menu-item"><a href="https://voltbay.co.uk/careers/">Careers</a></li><li class="menu-item"><a href="https://voltbay.co.uk/support/">Support</a></li><li class="menu-item"><a href="https://voltbay.co.uk/privacy-policy/">Privacy policy</a></li></ul></div></div></div>
				<div class="footer-widget"><div id="custom_html-2" class="widget_text fwidget et_pb_widget widget_custom_html"><h4 class="title">Accreditations</h4><div class="textwidget custom-html-widget"><a href="https://www.gov.uk/government/organisations/office-for-zero-emission-vehicles" target="_blank" rel="noopener"><img src="https://voltbay.co.uk/wp-content/uploads/2023/06/ozev-authorised.png" alt="OZEV authorised chargepoint" width="120" /></a> <a href="https://www.r-e-a.net/" target="_blank" rel="noopener"><img src="https://voltbay.co.uk/wp-content/uploads/2023/06/rea-member.png" alt="REA member" width="90" /></a></div></div></div>
			</div>
		</div>
		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons">
	<li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/voltbayuk" class="icon"><span>Facebook</span></a></li>
	<li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/voltbay_uk/" class="icon"><span>Instagram</span></a></li>
	<li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/voltbay" class="icon"><span>LinkedIn</span></a></li>
</ul><div id="footer-info">&copy; 2025 Voltbay Ltd. Designed and made in Stockport.</div>
			</div>
		</div>
	</footer>
	</div>
</div>
</div>`;

const scripts = `<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};
/* ]]> */
</script>
<script type="text/javascript" src="https://voltbay.co.uk/wp-content/themes/Divi/js/scripts.min.js?ver=4.27.4" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://voltbay.co.uk/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=6.0.5" id="swv-js"></script>
<script type="text/javascript" src="https://voltbay.co.uk/wp-content/plugins/contact-form-7/includes/js/index.js?ver=6.0.5" id="contact-form-7-js"></script>
<script type="text/javascript" src="https://voltbay.co.uk/wp-content/themes/Divi/core/admin/js/common.js?ver=4.27.4" id="et-core-common-js"></script>`;

const page = (title: string, description: string, path: string, postId: number, bodyClass: string, content: string) =>
  `${head(title, description, path, postId)}
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
${header}
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
${footer}
${scripts}
</body>
</html>`;

const section = (n: number, inner: string, extra = '') =>
  `<div class="et_pb_section et_pb_section_${n} et_section_regular${extra}"><div class="et_pb_row et_pb_row_${n}"><div class="et_pb_column et_pb_column_4_4 et_pb_column_${n}  et_pb_css_mix_blend_mode_passthrough et-last-child">${inner}</div></div></div>`;

const text = (n: number, inner: string) =>
  `<div class="et_pb_module et_pb_text et_pb_text_${n}  et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${inner}</div></div>`;

const home = page(
  'Voltbay | Smart EV chargers designed in the UK',
  'Smart home and workplace EV chargers, designed and assembled in Stockport. OZEV authorised, installed by approved installers across the UK.',
  '/',
  12,
  'home page-template-default page page-id-12',
  `${section(
    0,
    `${text(0, '<h1>Charge on the cheapest electricity. Automatically.</h1><p>The Voltbay Home 7 talks to your energy tariff and charges your car when power is cheapest and greenest. Installed in a morning by one of our approved installers.</p>')}<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper et_pb_button_alignment_left et_pb_module "><a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="https://voltbay.co.uk/find-an-installer/">Find an installer</a></div>`,
    ' et_pb_with_background',
  )}
${section(
  1,
  text(
    1,
    '<h2>Why drivers choose Voltbay</h2><ul><li>7.4 kW tethered or untethered, 5-year warranty</li><li>Works with smart tariffs from leading suppliers</li><li>Solar-surplus charging mode</li><li>Built-in PEN fault protection &ndash; no earth rod needed</li></ul>',
  ),
)}
${section(
  2,
  `${text(2, '<h3>As seen in</h3>')}<div class="et_pb_module et_pb_image et_pb_image_0"><a href="https://www.whatcar.com/news/best-home-ev-chargers/n25871" target="_blank" rel="noopener"><span class="et_pb_image_wrap "><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/02/whatcar-logo.png" alt="What Car?" title="What Car?" /></span></a></div><div class="et_pb_module et_pb_image et_pb_image_1"><a href="https://www.autoexpress.co.uk/electric-cars/home-chargers-test" target="_blank" rel="noopener"><span class="et_pb_image_wrap "><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/02/autoexpress-logo.png" alt="Auto Express" /></span></a></div><div class="et_pb_module et_pb_image et_pb_image_2"><span class="et_pb_image_wrap "><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/03/which-great-value-2024.png" alt="Which? Great Value 2024" /></span></div>`,
)}
${section(3, text(3, '<!-- TrustBox widget - Micro Review Count --><div class="trustpilot-widget" data-locale="en-GB" data-template-id="5419b6a8b0d04a076446a9ad" data-businessunit-id="63f1a2b3c4d5e6f708192a3b" data-style-height="24px" data-style-width="100%" data-theme="light"><a href="https://uk.trustpilot.com/review/voltbay.co.uk" target="_blank" rel="noopener">Trustpilot</a></div><!-- End TrustBox widget --><script type="text/javascript" src="//widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>'))}`,
);

const installer = (name: string, area: string, address: string, phone: string, web: string) =>
  `<div class="installer"><p><strong>${name}</strong><br />${area}<br />${address}<br />Tel: ${phone}${web ? `<br />${web}` : ''}</p></div>`;

const toggle = (n: number, title: string, inner: string, open = false) =>
  `<div class="et_pb_module et_pb_toggle et_pb_toggle_${n} et_pb_toggle_item  ${open ? 'et_pb_toggle_open' : 'et_pb_toggle_close'}"><h5 class="et_pb_toggle_title">${title}</h5><div class="et_pb_toggle_content clearfix">${inner}</div></div>`;

const findInstaller = page(
  'Find a Voltbay approved installer near you | Voltbay',
  'Voltbay chargers are installed by approved, NICEIC or NAPIT registered electricians. Find an approved installer in your region.',
  '/find-an-installer/',
  118,
  'page-template-default page page-id-118',
  `${section(0, text(0, '<h1>Find an approved installer</h1><p>Every Voltbay approved installer is an NICEIC or NAPIT registered electrician who has completed our installation training. Choose your region below, or call us on 0161 555 0193 and we&rsquo;ll put you in touch.</p>'))}
${section(
  1,
  `${toggle(
    0,
    'Scotland',
    `${installer('Forth Valley EV', 'Edinburgh, Fife &amp; the Lothians', '14 Bankhead Crossway South, Edinburgh EH11 4EZ', '0131 555 0144', '<a href="https://www.forthvalleyev.co.uk/" target="_blank" rel="noopener">www.forthvalleyev.co.uk</a>')}${installer('Clyde Charge Solutions', 'Glasgow &amp; Ayrshire', 'Unit 3, Hillington Park, Glasgow G52 4RU', '0141 555 0171', '<a href="https://clydecharge.scot" target="_blank" rel="noopener">clydecharge.scot</a>')}`,
    true,
  )}${toggle(
    1,
    'North West &amp; Yorkshire',
    `${installer('Peak Electrical Services', 'Stockport, Manchester &amp; Cheshire', '22 Bredbury Park Way, Stockport SK6 2SN', '0161 555 0120', '<a href="https://www.peakelectrical-services.co.uk/ev-chargers?ref=voltbay" target="_blank" rel="noopener">Visit website</a>')}${installer('Dalesway Renewables', 'Leeds, York &amp; the Dales', '5 Sandbeck Way, Wetherby LS22 7DN', '01937 555 016', 'Web: daleswayrenewables.co.uk')}`,
  )}${toggle(
    2,
    'Midlands &amp; Wales',
    `${installer('Severn EV Installations', 'Shropshire, Worcestershire &amp; Powys', '8 Stafford Park 4, Telford TF3 3BA', '01952 555 087', '<a href="https://severnev.com" target="_blank" rel="noopener">severnev.com</a>')}${installer('J. Pritchard &amp; Sons Electrical', 'Cardiff &amp; the Vale', '41 Penarth Road, Cardiff CF10 5DJ', '029 2055 0199', '')}`,
  )}${toggle(
    3,
    'London &amp; South East',
    `${installer('Greenwire London', 'All London boroughs', '2 Lombard Road, London SW11 3RF', '020 7555 0136', '<a href="https://greenwire.london/" target="_blank" rel="noopener">greenwire.london</a>')}${installer('Weald EV Ltd', 'Kent, Sussex &amp; Surrey', 'Unit 11, Tunbridge Wells Trade Park TN2 3FJ', '01892 555 042', '<a href="https://wealdev.co.uk" target="_blank" rel="noopener">wealdev.co.uk</a>')}`,
  )}`,
)}
${section(2, text(4, '<p>Are you an electrician? <a href="https://voltbay.co.uk/become-an-installer/">Apply to become a Voltbay approved installer</a>. Installers must be registered with <a href="https://www.niceic.com/" target="_blank" rel="noopener">NICEIC</a> or <a href="https://www.napit.org.uk/" target="_blank" rel="noopener">NAPIT</a>.</p>'))}`,
);

const whereToBuy = page(
  'Trade &amp; where to buy | Voltbay',
  'Buy Voltbay chargers through our electrical wholesale partners or selected retailers.',
  '/where-to-buy/',
  131,
  'page-template-default page page-id-131',
  `${section(0, text(0, '<h1>Trade &amp; where to buy</h1><p>Electricians and contractors can buy Voltbay chargers at trade prices from the wholesalers below. Homeowners: we recommend buying with installation from an <a href="https://voltbay.co.uk/find-an-installer/">approved installer</a>.</p>'))}
${section(
  1,
  text(
    1,
    '<h2>Wholesale partners</h2><table class="wholesale"><thead><tr><th>Wholesaler</th><th>Branches</th><th>Order online</th></tr></thead><tbody><tr><td>Edmundson Electrical</td><td>300+ UK branches</td><td><a href="https://www.edmundson-electrical.co.uk/" target="_blank" rel="noopener">edmundson-electrical.co.uk</a></td></tr><tr><td>CEF (City Electrical Factors)</td><td>390+ UK branches</td><td><a href="https://www.cef.co.uk/catalogue/brands/voltbay" target="_blank" rel="noopener">cef.co.uk</a></td></tr><tr><td>Rexel UK</td><td>Nationwide</td><td><a href="https://www.rexel.co.uk/" target="_blank" rel="noopener">rexel.co.uk</a></td></tr><tr><td>WF Electrical</td><td>Online &amp; Midlands branches</td><td><a href="https://www.wfelectrical.co.uk/brands/voltbay" target="_blank" rel="noopener">wfelectrical.co.uk</a></td></tr></tbody></table>',
  ),
)}
${section(2, text(2, '<h2>Retail</h2><p>The Voltbay Home 7 (untethered) is also available for click &amp; collect from <a href="https://www.screwfix.com/search?search=voltbay" target="_blank" rel="noopener">Screwfix</a>.</p>'))}`,
);

const smartCharging = page(
  'Smart charging &amp; tariff integrations | Voltbay',
  'Voltbay integrates with smart EV tariffs, Home Assistant and OCPP back-office platforms.',
  '/smart-charging/',
  140,
  'page-template-default page page-id-140',
  `${section(0, text(0, '<h1>Smart charging that pays for itself</h1><p>The Voltbay app schedules charging around your tariff. With our integration partners it goes further: your supplier can control charging directly and bill it at the EV rate.</p>'))}
${section(
  1,
  `<div class="et_pb_module et_pb_blurb et_pb_blurb_0 et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://octopus.energy/smart/intelligent-octopus-go/" target="_blank"><span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/01/octopus-energy.png" alt="Octopus Energy" class="et-waypoint et_pb_animation_top" /></span></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://octopus.energy/smart/intelligent-octopus-go/" target="_blank">Intelligent Octopus Go</a></h4><div class="et_pb_blurb_description"><p>Approved charger for Intelligent Octopus Go: Octopus schedules your charge in the cheapest slots.</p></div></div></div></div><div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.ovoenergy.com/electric-cars/charge-anytime" target="_blank"><span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/01/ovo.png" alt="OVO Energy" class="et-waypoint et_pb_animation_top" /></span></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.ovoenergy.com/electric-cars/charge-anytime" target="_blank">OVO Charge Anytime</a></h4><div class="et_pb_blurb_description"><p>Connect your Voltbay account to OVO and pay 7p/kWh for smart charging at any time of day.</p></div></div></div></div><div class="et_pb_module et_pb_blurb et_pb_blurb_2 et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap et_pb_only_image_mode_wrap"><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/01/home-assistant.png" alt="Home Assistant" /></span></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">Home Assistant</h4><div class="et_pb_blurb_description"><p>Local control with our official integration &ndash; install it from HACS or read the docs at home-assistant.io.</p></div></div></div></div>`,
)}
${section(2, text(2, '<h2>For fleets and CPOs: OCPP 1.6J back-office partners</h2><p>Voltbay Duo 22 is tested and certified with these charge-point management platforms:</p><ul><li><a href="https://monta.com/uk/" target="_blank" rel="noopener">Monta</a></li><li><a href="https://www.ev.energy/business" target="_blank" rel="noopener">ev.energy</a></li><li>Hubject intercharge (roaming, via Monta)</li></ul>'))}`,
);

const fleet = page(
  'Fleet &amp; workplace charging | Voltbay',
  'Workplace and depot charging for UK fleets. Trusted by councils, housing associations and delivery fleets.',
  '/fleet/',
  150,
  'page-template-default page page-id-150',
  `${section(0, text(0, '<h1>Workplace &amp; fleet charging</h1><p>Voltbay Duo 22 is a dual-socket charger for car parks and depots, with load balancing across up to 60 chargers on one supply.</p>'))}
${section(
  1,
  `${text(1, '<h3>Trusted by</h3>')}<div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_gallery_grid"><div class="et_pb_gallery_items et_post_gallery clearfix"><div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image landscape"><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/04/stockport-council.png" alt="Stockport Council" /></div></div><div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image landscape"><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/04/onward-homes.png" alt="Onward Homes" /></div></div><div class="et_pb_gallery_item et_pb_grid_item"><div class="et_pb_gallery_image landscape"><img decoding="async" src="https://voltbay.co.uk/wp-content/uploads/2024/04/parcelgo.png" alt="ParcelGo Couriers" /></div></div></div></div>`,
)}
${section(2, text(2, '<h2>Case study: ParcelGo Couriers</h2><p>ParcelGo installed 48 Duo 22 chargers at its Trafford depot, managed in Monta and installed by Peak Electrical Services. &ldquo;Our vans leave full every morning,&rdquo; says fleet manager Aisha Rahman. Read more on <a href="https://www.parcelgo.co.uk/news/electric-depot" target="_blank" rel="noopener">ParcelGo&rsquo;s blog</a>.</p><p>Funded in part by the <a href="https://www.gov.uk/guidance/workplace-charging-scheme-guidance-for-applicants-installers-and-manufacturers" target="_blank" rel="noopener">OZEV Workplace Charging Scheme</a>.</p>'))}`,
);

const about = page(
  'About Voltbay',
  'Voltbay was founded in Stockport in 2020 by two electrical engineers.',
  '/about-us/',
  160,
  'page-template-default page page-id-160',
  `${section(0, text(0, '<h1>About Voltbay</h1><p>Founded in 2020 by electrical engineers Tom Ashworth and Priya Nair, Voltbay designs and assembles its chargers in Stockport. We employ 38 people and have shipped more than 24,000 chargers.</p>'))}
${section(1, text(1, '<h2>Backed by</h2><p>Voltbay is backed by <a href="https://www.northernpowerhouseif.co.uk/" target="_blank" rel="noopener">the Northern Powerhouse Investment Fund</a> and <a href="https://www.ukri.org/councils/innovate-uk/" target="_blank" rel="noopener">Innovate UK</a>.</p><h2>Memberships &amp; accreditations</h2><ul><li>Member of the <a href="https://www.r-e-a.net/" target="_blank" rel="noopener">Association for Renewables and Clean Technology (REA)</a></li><li>OZEV authorised chargepoint manufacturer</li><li>ISO 9001:2015 certified by <a href="https://www.bsigroup.com/en-GB/" target="_blank" rel="noopener">BSI</a></li><li>Proud sponsor of <a href="https://www.stockportcountyfc.co.uk/" target="_blank" rel="noopener">Stockport County FC</a> community trust</li></ul>'))}`,
);

const blogPost = `${head('Best EV energy tariffs in the UK for 2025 | Voltbay', 'We compare the smart EV tariffs from the big six and challenger suppliers.', '/blog/best-ev-tariffs-2025/', 412)}
<body class="post-template-default single single-post postid-412 single-format-standard et_pb_button_helper_class et_fixed_nav et_show_nav et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_right_sidebar et_divi_theme et-db">
${header}
<div id="main-content">
	<div class="container">
		<div id="content-area" class="clearfix">
			<div id="left-area">
				<article id="post-412" class="et_pb_post post-412 post type-post status-publish format-standard has-post-thumbnail hentry category-advice">
					<div class="et_post_meta_wrapper"><h1 class="entry-title">Best EV energy tariffs in the UK for 2025</h1><p class="post-meta"> by <span class="author vcard"><a href="https://voltbay.co.uk/author/priya/" title="Posts by Priya Nair" rel="author">Priya Nair</a></span> | <span class="published">Feb 3, 2025</span> | <a href="https://voltbay.co.uk/category/advice/" rel="category tag">Advice</a></p></div>
					<div class="entry-content">
<p>Switching to an EV tariff is the single biggest saving most drivers can make. Here are the tariffs we&rsquo;d look at this year (prices checked 1 February 2025):</p>
<ul><li><a href="https://www.edfenergy.com/electric-cars/tariffs" target="_blank" rel="noopener">EDF GoElectric</a> &ndash; 8.5p/kWh overnight, no smart charger required.</li><li><a href="https://www.britishgas.co.uk/energy/electric-vehicle-tariff.html" target="_blank" rel="noopener">British Gas EV Power</a> &ndash; 8p/kWh for car charging, measured through your car&rsquo;s API.</li><li><a href="https://octopus.energy/smart/intelligent-octopus-go/" target="_blank" rel="noopener">Intelligent Octopus Go</a> &ndash; 7p/kWh, works with Voltbay.</li><li><a href="https://www.eonnext.com/electric-vehicles/next-drive" target="_blank" rel="noopener">E.ON Next Drive</a> &ndash; 6.7p/kWh between midnight and 7am.</li></ul>
<p>Prices change often &ndash; check <a href="https://www.moneysavingexpert.com/utilities/ev-tariffs/" target="_blank" rel="noopener">MoneySavingExpert</a> before you switch.</p>
					</div>
				</article>
			</div>
		</div>
	</div>
</div>
${footer}
${scripts}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'voltbay.co.uk',
  covers:
    'UK EV-charger maker on WordPress with Divi (SiteGround): installers in Divi region toggles with addresses where websites are linked, written as bare text or missing, a wholesaler table plus one retailer, tariff and OCPP integration blurbs, one integration named with its domain only in prose; traps are accreditation bodies (OZEV, REA, NICEIC, NAPIT), press and award logos, Trustpilot, fleet customers, investors, a sponsorship and a blog post linking to rival energy suppliers.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'nginx',
        'x-proxy-cache': 'HIT',
        'host-header': '6b7412fb82ca5edfd0917e3957f05d89',
        link: '<https://voltbay.co.uk/wp-json/>; rel="https://api.w.org/", <https://voltbay.co.uk/wp-json/wp/v2/pages/12>; rel="alternate"; title="JSON"; type="application/json", <https://voltbay.co.uk/>; rel=shortlink',
        vary: 'Accept-Encoding',
        'x-httpd': '1',
      },
      html: home,
    },
    '/find-an-installer/': { html: findInstaller },
    '/where-to-buy/': { html: whereToBuy },
    '/smart-charging/': { html: smartCharging },
    '/fleet/': { html: fleet },
    '/about-us/': { html: about },
    '/blog/best-ev-tariffs-2025/': { html: blogPost },
  },
  sitemap: ['/', '/find-an-installer/', '/where-to-buy/', '/smart-charging/', '/fleet/', '/about-us/', '/blog/best-ev-tariffs-2025/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'contact-form-7',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'trustpilot',
    'nginx',
    'siteground',
    'open-graph',
    'rss',
  ],
  partners: {
    'forthvalleyev.co.uk': 'channel',
    'clydecharge.scot': 'channel',
    'peakelectrical-services.co.uk': 'channel',
    'daleswayrenewables.co.uk': 'channel',
    'severnev.com': 'channel',
    'greenwire.london': 'channel',
    'wealdev.co.uk': 'channel',
    'edmundson-electrical.co.uk': 'channel',
    'cef.co.uk': 'channel',
    'rexel.co.uk': 'channel',
    'wfelectrical.co.uk': 'channel',
    'screwfix.com': 'channel',
    'octopus.energy': 'technology',
    'ovoenergy.com': 'technology',
    'home-assistant.io': 'technology',
    'monta.com': 'technology',
    'ev.energy': 'technology',
  },
};
