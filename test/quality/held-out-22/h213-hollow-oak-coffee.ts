import type { CorpusSite } from '../corpus/types.js';

// Hollow Oak Coffee Roasters: Bristol specialty coffee roaster on WordPress + WooCommerce (Kadence theme), English (UK).

const D = 'hollowoakcoffee.co.uk';
const B = `https://${D}`;
const WC = '8.7.0';

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: `<${B}/wp-json/>; rel="https://api.w.org/"`,
  vary: 'Accept-Encoding',
  'x-content-type-options': 'nosniff',
  ...extra,
});

const head = (title: string, description: string, path: string, ogType = 'article', extraHead = '') => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<!-- Google Tag Manager for WordPress by gtm4wp.com -->
<script data-cfasync="false" data-pagespeed-no-defer>
	var gtm4wp_datalayer_name = "dataLayer";
	var dataLayer = dataLayer || [];
	const gtm4wp_use_sku_instead = false;
	const gtm4wp_currency = 'GBP';
	const gtm4wp_product_per_impression = 10;
	const gtm4wp_clear_ecommerce = false;
</script>
<!-- End Google Tag Manager for WordPress by gtm4wp.com -->
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="${B}${path}" />
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="${ogType}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="${B}${path}" />
<meta property="og:site_name" content="Hollow Oak Coffee Roasters" />
<meta property="article:publisher" content="https://www.facebook.com/hollowoakcoffee" />
<meta property="og:image" content="${B}/wp-content/uploads/2024/02/hollow-oak-roastery-1200x630.jpg" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${B}${path}","url":"${B}${path}","name":"${title}","isPartOf":{"@id":"${B}/#website"},"inLanguage":"en-GB"},{"@type":"WebSite","@id":"${B}/#website","url":"${B}/","name":"Hollow Oak Coffee Roasters","publisher":{"@id":"${B}/#organization"},"inLanguage":"en-GB"},{"@type":"Organization","@id":"${B}/#organization","name":"Hollow Oak Coffee Roasters Ltd","url":"${B}/","logo":{"@type":"ImageObject","url":"${B}/wp-content/uploads/2023/06/hollow-oak-logo.png"},"sameAs":["https://www.facebook.com/hollowoakcoffee","https://www.instagram.com/hollowoakcoffee/","https://www.linkedin.com/company/hollow-oak-coffee-roasters"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//js.stripe.com' />
<link rel="alternate" type="application/rss+xml" title="Hollow Oak Coffee Roasters &raquo; Feed" href="${B}/feed/" />
<link rel="alternate" type="application/rss+xml" title="Hollow Oak Coffee Roasters &raquo; Comments Feed" href="${B}/comments/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${B}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' media='all' />
<style id='classic-theme-styles-inline-css'>
/*! This file is auto-generated */
.wp-block-button__link{color:#fff;background-color:#32373c;border-radius:9999px;box-shadow:none;text-decoration:none;padding:calc(.667em + 2px) calc(1.333em + 2px);font-size:1.125em}.wp-block-file__button{background:#32373c;color:#fff;text-decoration:none}
</style>
<style id='global-styles-inline-css'>
body{--wp--preset--color--black: #000000;--wp--preset--color--white: #ffffff;--wp--preset--color--oak: #4b3621;--wp--preset--color--crema: #e9dcc9;--wp--preset--font-size--small: 13px;--wp--preset--font-size--medium: 20px;--wp--preset--font-size--large: 36px;--wp--preset--spacing--20: 0.44rem;--wp--preset--spacing--30: 0.67rem;--wp--preset--spacing--40: 1rem;--wp--preset--spacing--50: 1.5rem;--wp--preset--shadow--natural: 6px 6px 9px rgba(0, 0, 0, 0.2);}
.has-oak-color{color: var(--wp--preset--color--oak) !important;}.has-crema-background-color{background-color: var(--wp--preset--color--crema) !important;}
</style>
<link rel='stylesheet' id='contact-form-7-css' href='${B}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='${B}/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css?ver=3.2.1' media='all' />
<link rel='stylesheet' id='woocommerce-layout-css' href='${B}/wp-content/plugins/woocommerce/assets/css/woocommerce-layout.css?ver=${WC}' media='all' />
<link rel='stylesheet' id='woocommerce-general-css' href='${B}/wp-content/plugins/woocommerce/assets/css/woocommerce.css?ver=${WC}' media='all' />
<style id='woocommerce-inline-inline-css'>
.woocommerce form .form-row .required { visibility: visible; }
</style>
<link rel='stylesheet' id='wcs-view-subscription-css' href='${B}/wp-content/plugins/woocommerce-subscriptions/assets/css/view-subscription.css?ver=6.2.0' media='all' />
<link rel='stylesheet' id='kadence-global-css' href='${B}/wp-content/themes/kadence/assets/css/global.min.css?ver=1.2.3' media='all' />
<link rel='stylesheet' id='kadence-header-css' href='${B}/wp-content/themes/kadence/assets/css/header.min.css?ver=1.2.3' media='all' />
<link rel='stylesheet' id='kadence-content-css' href='${B}/wp-content/themes/kadence/assets/css/content.min.css?ver=1.2.3' media='all' />
<link rel='stylesheet' id='kadence-woocommerce-css' href='${B}/wp-content/themes/kadence/assets/css/woocommerce.min.css?ver=1.2.3' media='all' />
<link rel='stylesheet' id='kadence-footer-css' href='${B}/wp-content/themes/kadence/assets/css/footer.min.css?ver=1.2.3' media='all' />
<script id="cookie-law-info-js-extra">
var _ckyConfig = {"_ipData":[],"_assetsURL":"${B}\\/wp-content\\/plugins\\/cookie-law-info\\/lite\\/frontend\\/images\\/","_publicURL":"${B}","_expiry":"365","_categories":[{"name":"Necessary","slug":"necessary","isNecessary":true},{"name":"Analytics","slug":"analytics","isNecessary":false},{"name":"Advertisement","slug":"advertisement","isNecessary":false}],"_activeLaw":"gdpr","_rootDomain":"","_block":"1","_showBanner":"1"};
</script>
<script src="${B}/wp-content/plugins/cookie-law-info/lite/frontend/js/script.min.js?ver=3.2.1" id="cookie-law-info-js"></script>
<script src="${B}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${B}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script src="${B}/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js?ver=2.7.0-wc.${WC}" id="jquery-blockui-js" defer data-wp-strategy="defer"></script>
<script id="wc-add-to-cart-js-extra">
var wc_add_to_cart_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%","i18n_view_cart":"View basket","cart_url":"${B}\\/basket\\/","is_cart":"","cart_redirect_after_add":"no"};
</script>
<script src="${B}/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=${WC}" id="wc-add-to-cart-js" defer data-wp-strategy="defer"></script>
<script src="${B}/wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js?ver=2.1.4-wc.${WC}" id="js-cookie-js" defer data-wp-strategy="defer"></script>
<script id="woocommerce-js-extra">
var woocommerce_params = {"ajax_url":"\\/wp-admin\\/admin-ajax.php","wc_ajax_url":"\\/?wc-ajax=%%endpoint%%"};
</script>
<script src="${B}/wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js?ver=${WC}" id="woocommerce-js" defer data-wp-strategy="defer"></script>
<script src="${B}/wp-content/plugins/duracelltomi-google-tag-manager/dist/js/gtm4wp-form-move-tracker.js?ver=1.20.2" id="gtm4wp-form-move-tracker-js"></script>
<script src="${B}/wp-content/plugins/duracelltomi-google-tag-manager/dist/js/gtm4wp-woocommerce.js?ver=1.20.2" id="gtm4wp-woocommerce-js"></script>
<link rel="https://api.w.org/" href="${B}/wp-json/" /><link rel="alternate" type="application/json" href="${B}/wp-json/wp/v2/pages/12" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${B}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.2" />
<meta name="generator" content="WooCommerce ${WC}" />
<link rel='shortlink' href='${B}/?p=12' />
<!-- Google Tag Manager -->
<script data-cfasync="false" data-pagespeed-no-defer>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'//www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-PX7KQ2B');</script>
<!-- End Google Tag Manager -->
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
<link rel="icon" href="${B}/wp-content/uploads/2023/06/cropped-acorn-32x32.png" sizes="32x32" />
<link rel="icon" href="${B}/wp-content/uploads/2023/06/cropped-acorn-192x192.png" sizes="192x192" />
<style id="wp-custom-css">
.ho-stockist-list h3{margin-top:1.6em;border-bottom:1px solid #e9dcc9;padding-bottom:.3em}.ho-stockist-list p{margin:.3em 0}.ho-badges img{height:64px;width:auto;margin-right:12px}
</style>
${extraHead}
</head>`;

const header = `
<!-- GTM Container placement set to automatic -->
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-PX7KQ2B" height="0" width="0" style="display:none;visibility:hidden" aria-hidden="true"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div id="wrapper" class="site wp-site-blocks">
	<a class="skip-link screen-reader-text scroll-ignore" href="#main">Skip to content</a>
	<header id="masthead" class="site-header" role="banner" itemtype="https://schema.org/WPHeader" itemprop="publisher">
	<div id="main-header" class="site-header-wrap">
		<div class="site-header-inner-wrap">
			<div class="site-header-upper-wrap"><div class="site-header-upper-inner-wrap">
				<div class="site-top-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_top"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-top-header-inner-wrap site-header-row site-header-row-center-column">
					<div class="site-header-top-section-center site-header-section site-header-section-center"><div class="site-header-item site-header-focus-item" data-section="kadence_customizer_header_html"><div class="header-html inner-link-style-normal"><div class="header-html-inner"><p>Free UK delivery on orders over £30 · Roasted every Tuesday &amp; Thursday in Bristol</p></div></div></div></div>
				</div></div></div></div>
				<div class="site-main-header-wrap site-header-row-container site-header-focus-item site-header-row-layout-standard" data-section="kadence_customizer_header_main"><div class="site-header-row-container-inner"><div class="site-container"><div class="site-main-header-inner-wrap site-header-row site-header-row-has-sides site-header-row-no-center">
					<div class="site-header-main-section-left site-header-section site-header-section-left"><div class="site-header-item site-header-focus-item" data-section="title_tagline"><div class="site-branding branding-layout-standard site-brand-logo-only"><a class="brand has-logo-image" href="${B}/" rel="home" aria-label="Hollow Oak Coffee Roasters"><img width="220" height="64" src="${B}/wp-content/uploads/2023/06/hollow-oak-logo.png" class="custom-logo" alt="Hollow Oak Coffee Roasters" decoding="async" /></a></div></div></div>
					<div class="site-header-main-section-right site-header-section site-header-section-right">
						<div class="site-header-item site-header-focus-item site-header-item-main-navigation header-navigation-layout-stretch-false header-navigation-layout-fill-stretch-false" data-section="kadence_customizer_primary_navigation"><nav id="site-navigation" class="main-navigation header-navigation nav--toggle-sub header-navigation-style-underline header-navigation-dropdown-animation-none" role="navigation" aria-label="Primary Navigation"><div class="primary-menu-container header-menu-container"><ul id="primary-menu" class="menu">
							<li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-31"><a href="${B}/shop/"><span class="nav-drop-title-wrap">Shop<span class="dropdown-nav-toggle"></span></span></a>
								<ul class="sub-menu"><li class="menu-item"><a href="${B}/product-category/coffee/">Coffee</a></li><li class="menu-item"><a href="${B}/coffee-subscriptions/">Subscriptions</a></li><li class="menu-item"><a href="${B}/product-category/brewing-kit/">Brewing kit</a></li><li class="menu-item"><a href="${B}/product-category/gifts/">Gifts</a></li></ul></li>
							<li class="menu-item"><a href="${B}/wholesale/">Wholesale</a></li>
							<li class="menu-item"><a href="${B}/stockists/">Stockists</a></li>
							<li class="menu-item menu-item-has-children"><a href="${B}/our-coffee/sourcing/"><span class="nav-drop-title-wrap">Our Coffee<span class="dropdown-nav-toggle"></span></span></a><ul class="sub-menu"><li class="menu-item"><a href="${B}/our-coffee/sourcing/">Sourcing</a></li><li class="menu-item"><a href="${B}/our-coffee/roastery/">The roastery</a></li><li class="menu-item"><a href="${B}/our-coffee/impact/">Impact report</a></li></ul></li>
							<li class="menu-item"><a href="${B}/journal/">Journal</a></li>
							<li class="menu-item"><a href="${B}/contact/">Contact</a></li>
						</ul></div></nav></div>
						<div class="site-header-item site-header-focus-item" data-section="kadence_customizer_cart"><div class="header-cart-wrap kadence-header-cart"><span class="header-cart-empty-check header-cart-is-empty-true"></span><div class="header-cart-inner-wrap cart-show-label-false cart-style-slide"><a href="${B}/basket/" aria-label="Shopping Basket" class="header-cart-button"><span class="kadence-svg-iconset"><svg class="kadence-svg-icon kadence-shopping-bag-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><title>Shopping Basket</title><path d="M19 5h-14l1.5-2h11zM21.794 5.392l-2.994-3.992c-0.196-0.261-0.494-0.399-0.8-0.4h-12c-0.326 0-0.616 0.156-0.8 0.4l-2.994 3.992c-0.043 0.056-0.081 0.117-0.111 0.182-0.065 0.137-0.096 0.283-0.095 0.426v14c0 0.828 0.337 1.58 0.879 2.121s1.293 0.879 2.121 0.879h14c0.828 0 1.58-0.337 2.121-0.879s0.879-1.293 0.879-2.121v-14c0-0.219-0.071-0.422-0.189-0.585-0.004-0.005-0.007-0.010-0.011-0.015z"></path></svg></span><span class="header-cart-total header-cart-is-empty-true">0</span></a></div></div></div>
					</div>
				</div></div></div></div>
			</div></div>
		</div>
	</div>
	</header>
	<div id="inner-wrap" class="wrap hfeed kt-clear">`;

const footer = `
	</div><!-- #inner-wrap -->
	<footer id="colophon" class="site-footer" role="contentinfo">
		<div class="site-footer-wrap">
			<div class="site-middle-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard site-footer-row-tablet-layout-default site-footer-row-mobile-layout-default" data-section="kadence_customizer_footer_middle"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-middle-footer-inner-wrap site-footer-row site-footer-row-columns-4 site-footer-row-column-layout-equal ft-ro-dir-row ft-ro-collapse-normal ft-ro-t-dir-default ft-ro-m-dir-default ft-ro-lstyle-plain">
				<div class="site-footer-middle-section-1 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget1"><section id="block-7" class="widget widget_block">
					<h2 class="widget-title">Hollow Oak Coffee</h2>
					<p>Unit 4, Feeder Road Trading Estate<br>Bristol BS2 0UY</p>
					<p><a href="mailto:hello@hollowoakcoffee.co.uk">hello@hollowoakcoffee.co.uk</a><br>0117 496 0382</p>
					<p>Roastery shop open Sat 9–1</p>
				</section></div></div>
				<div class="site-footer-middle-section-2 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-navigation-wrap"><h2 class="widget-title">Help</h2><ul id="footer-menu" class="menu">
					<li class="menu-item"><a href="${B}/delivery/">Delivery &amp; returns</a></li>
					<li class="menu-item"><a href="${B}/coffee-subscriptions/">Managing your subscription</a></li>
					<li class="menu-item"><a href="${B}/brew-guides/">Brew guides</a></li>
					<li class="menu-item"><a href="${B}/my-account/">My account</a></li>
					<li class="menu-item"><a href="${B}/careers/">Careers</a></li>
				</ul></div></div>
				<div class="site-footer-middle-section-3 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget3"><section class="widget widget_block">
					<h2 class="widget-title">Stay in the loop</h2>
					<p>New coffees, brew tips and the odd roastery open day. Once a month, no spam.</p>
					<form class="ho-newsletter" action="${B}/?mc4wc_newsletter=1" method="post"><label for="ho-email" class="screen-reader-text">Email address</label><input id="ho-email" type="email" name="email" placeholder="Your email" required><button type="submit">Sign up</button></form>
				</section></div></div>
				<div class="site-footer-middle-section-4 site-footer-section footer-section-inner-items-1"><div class="footer-widget-area widget-area site-footer-focus-item footer-widget4"><section class="widget widget_block"><div class="ho-badges">
					<a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/hollow-oak-coffee-roasters/" target="_blank" rel="noopener"><img src="${B}/wp-content/uploads/2023/11/b-corp-logo.png" alt="Certified B Corporation" width="44" height="64" loading="lazy"></a>
					<img src="${B}/wp-content/uploads/2023/09/great-taste-2023-2-star.png" alt="Great Taste 2023 two stars" width="64" height="64" loading="lazy">
				</div></section></div></div>
			</div></div></div></div>
			<div class="site-bottom-footer-wrap site-footer-row-container site-footer-focus-item site-footer-row-layout-standard" data-section="kadence_customizer_footer_bottom"><div class="site-footer-row-container-inner"><div class="site-container"><div class="site-bottom-footer-inner-wrap site-footer-row site-footer-row-columns-2">
				<div class="site-footer-bottom-section-1 site-footer-section"><div class="footer-widget-area site-info site-footer-focus-item content-align-default"><div class="footer-html inner-link-style-normal"><div class="footer-html-inner"><p>&copy; 2024 Hollow Oak Coffee Roasters Ltd · Company no. 11428830 · <a href="${B}/privacy-policy/">Privacy</a> · <a href="${B}/terms-and-conditions/">Terms</a> · <a href="${B}/cookie-policy/">Cookies</a></p></div></div></div></div>
				<div class="site-footer-bottom-section-2 site-footer-section"><div class="footer-social-wrap"><div class="footer-social-inner-wrap element-social-inner-wrap social-show-label-false social-style-outline">
					<a href="https://www.instagram.com/hollowoakcoffee/" aria-label="Instagram" target="_blank" rel="noopener noreferrer" class="social-button footer-social-item social-link-instagram"><span class="kadence-svg-iconset"><svg class="kadence-svg-icon kadence-instagram-alt-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><title>Instagram</title><path d="M7 1c-1.657 0-3.158 0.673-4.243 1.757s-1.757 2.586-1.757 4.243v10c0 1.657 0.673 3.158 1.757 4.243s2.586 1.757 4.243 1.757h10c1.657 0 3.158-0.673 4.243-1.757s1.757-2.586 1.757-4.243v-10c0-1.657-0.673-3.158-1.757-4.243s-2.586-1.757-4.243-1.757z"></path></svg></span></a>
					<a href="https://www.facebook.com/hollowoakcoffee" aria-label="Facebook" target="_blank" rel="noopener noreferrer" class="social-button footer-social-item social-link-facebook"><span class="kadence-svg-iconset"><svg class="kadence-svg-icon kadence-facebook-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><title>Facebook</title><path d="M31.997 15.999c0-8.836-7.163-15.999-15.999-15.999s-15.999 7.163-15.999 15.999c0 7.985 5.851 14.604 13.499 15.804v-11.18h-4.062v-4.625h4.062v-3.525c0-4.010 2.389-6.225 6.043-6.225 1.75 0 3.581 0.313 3.581 0.313v3.937h-2.017c-1.987 0-2.607 1.233-2.607 2.498v3.001h4.437l-0.709 4.625h-3.728v11.18c7.649-1.2 13.499-7.819 13.499-15.804z"></path></svg></span></a>
					<a href="https://www.linkedin.com/company/hollow-oak-coffee-roasters" aria-label="LinkedIn" target="_blank" rel="noopener noreferrer" class="social-button footer-social-item social-link-linkedin"><span class="kadence-svg-iconset"><svg class="kadence-svg-icon kadence-linkedin-svg" fill="currentColor" version="1.1" xmlns="http://www.w3.org/2000/svg" width="24" height="28" viewBox="0 0 24 28"><title>LinkedIn</title><path d="M5.453 9.766v15.484h-5.156v-15.484h5.156z"></path></svg></span></a>
				</div></div></div>
			</div></div></div></div>
		</div>
	</footer>
</div><!-- #wrapper -->
<script id="cookieyes-banner-template" type="text/template"><div class="cky-consent-container cky-box-bottom-left" tabindex="0"><div class="cky-consent-bar"><div class="cky-notice"><p class="cky-title">We value your privacy</p><div class="cky-notice-group"><div class="cky-notice-des"><p>We use cookies to enhance your browsing experience, serve personalised ads or content, and analyse our traffic.</p></div><div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-customize">Customise</button><button class="cky-btn cky-btn-reject">Reject All</button><button class="cky-btn cky-btn-accept">Accept All</button></div></div></div></div></div></script>
<script id="kadence-navigation-js-extra">
var kadenceConfig = {"screenReader":{"expand":"Child menu","expandOf":"Child menu of","collapse":"Child menu","collapseOf":"Child menu of"},"breakPoints":{"desktop":"1024","tablet":768},"scrollOffset":"0"};
</script>
<script src="${B}/wp-content/themes/kadence/assets/js/navigation.min.js?ver=1.2.3" id="kadence-navigation-js" async></script>
<script src="${B}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script src="${B}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
<script src="${B}/wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js?ver=${WC}" id="sourcebuster-js-js"></script>
<script src="${B}/wp-content/plugins/woocommerce/assets/js/frontend/order-attribution.min.js?ver=${WC}" id="wc-order-attribution-js"></script>
<script id="mailchimp-woocommerce-js-extra">
var mailchimp_public_data = {"site_url":"${B}","ajax_url":"${B}\\/wp-admin\\/admin-ajax.php","disable_carts":"","subscribers_only":"","language":"en","allowed_to_set_cookies":true};
</script>
<script src="${B}/wp-content/plugins/mailchimp-for-woocommerce/public/js/mailchimp-woocommerce-public.min.js?ver=4.0.2" id="mailchimp-woocommerce-js" defer data-wp-strategy="defer"></script>
<script src="https://js.stripe.com/v3/?ver=3.0" id="stripe-js"></script>
<script src="${B}/wp-content/plugins/woocommerce-gateway-stripe/build/upe_classic.js?ver=8.1.1" id="wc-stripe-upe-classic-js"></script>`;

const page = (o: {
  title: string;
  description: string;
  path: string;
  bodyClass: string;
  body: string;
  ogType?: string;
  extraHead?: string;
}) => `<!doctype html>
<html lang="en-GB" class="no-js" >
${head(o.title, o.description, o.path, o.ogType ?? 'article', o.extraHead ?? '')}
<body class="${o.bodyClass} theme-kadence woocommerce-no-js wp-embed-responsive footer-on-bottom hide-focus-outline link-style-standard content-title-style-normal content-width-normal content-style-unboxed content-vertical-padding-show non-transparent-header mobile-non-transparent-header">
${header}
	<div id="primary" class="content-area"><div class="content-container site-container"><main id="main" class="site-main" role="main">
${o.body}
	</main></div></div>
${footer}
</body>
</html>`;

const coffees = [
  { slug: 'kii-kenya-aa', name: 'Kii AA — Kenya', notes: 'Blackcurrant, rhubarb, demerara', price: '12.50' },
  { slug: 'la-loma-colombia', name: 'Finca La Loma — Colombia', notes: 'Red apple, caramel, cocoa nib', price: '10.50' },
  { slug: 'hollow-oak-house-espresso', name: 'Oakwood House Espresso', notes: 'Milk chocolate, hazelnut, orange', price: '9.50' },
  { slug: 'guji-shakiso-ethiopia', name: 'Shakiso Natural — Ethiopia', notes: 'Strawberry, jasmine, cacao', price: '13.00' },
  { slug: 'decaf-sugarcane-peru', name: 'Sugarcane Decaf — Peru', notes: 'Toffee, plum, almond', price: '10.00' },
  { slug: 'filter-of-the-month', name: 'Filter of the Month', notes: 'Roaster’s choice, always seasonal', price: '11.50' },
];

const productLi = (c: (typeof coffees)[number], i: number) => `
<li class="product type-product post-${210 + i} status-publish ${i === 0 ? 'first' : ''} instock product_cat-coffee has-post-thumbnail taxable shipping-taxable purchasable product-type-variable entry content-bg loop-entry">
	<a href="${B}/product/${c.slug}/" class="woocommerce-loop-image-link woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="500" height="500" src="${B}/wp-content/uploads/2024/03/${c.slug}-500x500.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${c.name}" decoding="async" loading="lazy" /></a>
	<div class="product-details content-bg entry-content-wrap">
		<h2 class="woocommerce-loop-product__title"><a href="${B}/product/${c.slug}/" class="woocommerce-LoopProduct-link-title woocommerce-loop-product__title_ink">${c.name}</a></h2>
		<p class="ho-tasting-notes">${c.notes}</p>
		<span class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${c.price}</bdi></span> &ndash; 250g</span>
		<div class="product-action-wrap"><a href="${B}/product/${c.slug}/" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="${210 + i}" aria-label="Select options for &ldquo;${c.name}&rdquo;" rel="nofollow">Select options</a></div>
	</div>
</li>`;

const home = page({
  title: 'Hollow Oak Coffee Roasters | Speciality coffee roasted in Bristol',
  description:
    'Seasonal, traceable speciality coffee roasted twice a week in Bristol. Shop beans, subscriptions and brewing kit, or stock us in your café.',
  path: '/',
  ogType: 'website',
  bodyClass: 'home page-template-default page page-id-12 wp-custom-logo',
  body: `
		<div class="entry-content single-content">
			<div class="wp-block-cover alignfull is-light" style="min-height:560px"><img class="wp-block-cover__image-background wp-image-88" alt="Green coffee being roasted" src="${B}/wp-content/uploads/2024/02/roaster-drum-1920x1080.jpg" data-object-fit="cover" /><div class="wp-block-cover__inner-container is-layout-constrained wp-block-cover-is-layout-constrained">
				<h1 class="wp-block-heading has-text-align-center has-white-color has-text-color">Coffee worth slowing down for</h1>
				<p class="has-text-align-center has-white-color has-text-color">Traceable, seasonal, roasted in small batches on Feeder Road since 2015.</p>
				<div class="wp-block-buttons is-content-justification-center is-layout-flex wp-container-core-buttons-is-layout-1"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="${B}/shop/">Shop coffee</a></div><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="${B}/coffee-subscriptions/">Start a subscription</a></div></div>
			</div></div>
			<div class="wp-block-group alignwide is-layout-constrained wp-block-group-is-layout-constrained"><div class="wp-block-group__inner-container">
				<h2 class="wp-block-heading has-text-align-center">On the roaster this week</h2>
				<div class="woocommerce columns-3 "><ul class="products content-wrap product-archive grid-cols grid-ss-col-2 grid-sm-col-3 grid-lg-col-3 woo-archive-action-on-hover woo-archive-btn-button align-buttons-bottom  woo-archive-image-hover-none">
${coffees.slice(0, 3).map(productLi).join('')}
				</ul></div>
			</div></div>
			<div class="wp-block-columns alignwide is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">
				<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Subscriptions</h3><p>Fresh coffee every one, two or four weeks. Pause, skip or swap any time — and save 10% on every bag.</p><p><a href="${B}/coffee-subscriptions/">How it works →</a></p></div>
				<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Wholesale</h3><p>We roast for more than 60 cafés, restaurants and offices across the South West and Wales, with barista training and equipment support included.</p><p><a href="${B}/wholesale/">Work with us →</a></p></div>
				<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Find us in shops</h3><p>Our retail bags are on the shelves of independent delis and grocers from Cardiff to Hackney.</p><p><a href="${B}/stockists/">See stockists →</a></p></div>
			</div>
			<div class="wp-block-group has-crema-background-color has-background is-layout-constrained wp-block-group-is-layout-constrained"><div class="wp-block-group__inner-container">
				<h2 class="wp-block-heading has-text-align-center">What people say</h2>
				<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">
					<div class="wp-block-column is-layout-flow"><blockquote class="wp-block-quote"><p>“The Kii AA is the best Kenyan I've had outside of a competition.”</p><cite>Tom, subscriber since 2019</cite></blockquote></div>
					<div class="wp-block-column is-layout-flow"><blockquote class="wp-block-quote"><p>“Consistently brilliant, and they actually answer the phone.”</p><cite>Ruth, Frome</cite></blockquote></div>
					<div class="wp-block-column is-layout-flow"><blockquote class="wp-block-quote"><p>“Great Taste two stars, and deserved.”</p><cite><a href="https://www.bristol247.com/food-and-drink/features/bristols-best-roasters/" target="_blank" rel="noopener">Bristol24/7</a></cite></blockquote></div>
				</div>
			</div></div>
			<p class="has-text-align-center"><a href="https://www.greattasteawards.co.uk/" target="_blank" rel="noopener">Great Taste</a> 2023 ★★ · Certified B Corporation · Fairtrade &amp; organic options</p>
		</div>`,
});

const shop = page({
  title: 'Shop | Hollow Oak Coffee Roasters',
  description: 'Buy fresh speciality coffee beans and ground coffee, roasted in Bristol.',
  path: '/shop/',
  ogType: 'website',
  bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
  body: `
		<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Shop</h1></header>
		<div class="woocommerce-notices-wrapper"></div>
		<div class="kadence-shop-top-row"><div class="kadence-shop-top-item kadence-woo-results-count"><p class="woocommerce-result-count">Showing all ${coffees.length} results</p></div>
		<div class="kadence-shop-top-item kadence-woo-ordering"><form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order" selected='selected'>Default sorting</option><option value="popularity">Sort by popularity</option><option value="date">Sort by latest</option><option value="price">Sort by price: low to high</option></select><input type="hidden" name="paged" value="1" /></form></div></div>
		<ul class="products content-wrap product-archive grid-cols grid-ss-col-2 grid-sm-col-3 grid-lg-col-3 woo-archive-action-on-hover woo-archive-btn-button align-buttons-bottom woo-archive-image-hover-none">
${coffees.map(productLi).join('')}
		</ul>`,
});

const product = page({
  title: 'Kii AA — Kenya | Hollow Oak Coffee Roasters',
  description: 'A washed SL28/SL34 lot from Kii Factory, Kirinyaga. Blackcurrant, rhubarb and demerara.',
  path: '/product/kii-kenya-aa/',
  ogType: 'product',
  bodyClass: 'product-template-default single single-product postid-210 woocommerce woocommerce-page',
  body: `
		<div class="woocommerce-notices-wrapper"></div>
		<div id="product-210" class="entry content-bg single-entry product type-product post-210 status-publish first instock product_cat-coffee has-post-thumbnail taxable shipping-taxable purchasable product-type-variable">
			<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"><div class="woocommerce-product-gallery__wrapper"><div data-thumb="${B}/wp-content/uploads/2024/03/kii-kenya-aa-100x100.jpg" class="woocommerce-product-gallery__image"><a href="${B}/wp-content/uploads/2024/03/kii-kenya-aa.jpg"><img width="600" height="600" src="${B}/wp-content/uploads/2024/03/kii-kenya-aa-600x600.jpg" class="wp-post-image" alt="Kii AA coffee bag" decoding="async" /></a></div></div></div>
			<div class="summary entry-summary">
				<h1 class="product_title entry-title">Kii AA — Kenya</h1>
				<p class="price"><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>12.50</bdi></span> &ndash; <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>42.00</bdi></span></p>
				<div class="woocommerce-product-details__short-description"><p>Blackcurrant, rhubarb, demerara. A bright, syrupy washed Kenyan from the Kii Factory in Kirinyaga, bought through our importing partner for the fourth year running.</p></div>
				<form class="variations_form cart" action="${B}/product/kii-kenya-aa/" method="post" enctype='multipart/form-data' data-product_id="210">
					<table class="variations" cellspacing="0" role="presentation"><tbody>
						<tr><th class="label"><label for="pa_size">Size</label></th><td class="value"><select id="pa_size" name="attribute_pa_size" data-attribute_name="attribute_pa_size"><option value="">Choose an option</option><option value="250g">250g</option><option value="1kg">1kg</option></select></td></tr>
						<tr><th class="label"><label for="pa_grind">Grind</label></th><td class="value"><select id="pa_grind" name="attribute_pa_grind" data-attribute_name="attribute_pa_grind"><option value="">Choose an option</option><option value="whole-bean">Whole bean</option><option value="espresso">Espresso</option><option value="aeropress">AeroPress</option><option value="v60">V60 / filter</option><option value="cafetiere">Cafetière</option></select></td></tr>
					</tbody></table>
					<div class="wcsatt-options-wrapper"><ul class="wcsatt-options-product"><li><label><input type="radio" name="convert_to_sub_210" value="0" checked> One-time purchase</label></li><li><label><input type="radio" name="convert_to_sub_210" value="2_week"> Subscribe every 2 weeks &amp; save 10%</label></li></ul></div>
					<div class="single_variation_wrap"><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_66">Kii AA quantity</label><input type="number" id="quantity_66" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" step="1" inputmode="numeric" autocomplete="off" /></div><button type="submit" class="single_add_to_cart_button button alt">Add to basket</button><input type="hidden" name="add-to-cart" value="210" /><input type="hidden" name="product_id" value="210" /><input type="hidden" name="variation_id" class="variation_id" value="0" /></div></div>
				</form>
				<div id="wc-stripe-payment-request-wrapper" style="clear:both;padding-top:1.5em;display:none;"><div id="wc-stripe-payment-request-button"></div></div>
				<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">HO-KII-AA</span></span> <span class="posted_in">Category: <a href="${B}/product-category/coffee/" rel="tag">Coffee</a></span></div>
			</div>
			<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"><li class="description_tab active" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Description</a></li><li class="additional_information_tab" id="tab-title-additional_information" role="tab" aria-controls="tab-additional_information"><a href="#tab-additional_information">Origin details</a></li></ul>
				<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>About this coffee</h2><p>The Kii Factory sits at 1,700–1,900 m on the slopes of Mount Kenya and processes cherry from around 900 smallholders of the Rungeto Farmers Co-operative Society. This AA lot is fully washed, fermented for 24 hours, washed again and dried on raised beds for 14 days.</p><p>We roast it a touch lighter than our other filters to keep that blackcurrant snap.</p></div>
				<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel"><table class="woocommerce-product-attributes shop_attributes"><tr><th>Region</th><td>Kirinyaga, Kenya</td></tr><tr><th>Varietal</th><td>SL28, SL34</td></tr><tr><th>Process</th><td>Washed</td></tr><tr><th>Altitude</th><td>1,700–1,900 masl</td></tr></table></div>
			</div>
		</div>`,
});

const stockists = page({
  title: 'Stockists | Hollow Oak Coffee Roasters',
  description: 'Buy Hollow Oak coffee in independent shops, delis and grocers across the UK, or from our online partners.',
  path: '/stockists/',
  bodyClass: 'page-template-default page page-id-44',
  body: `
		<article id="post-44" class="entry content-bg single-entry post-44 page type-page status-publish hentry"><div class="entry-content-wrap">
			<header class="entry-header page-title title-align-inherit"><h1 class="entry-title">Stockists</h1></header>
			<div class="entry-content single-content">
				<p>Our retail bags are roasted the same week they hit the shelves. Here's where you can pick one up — if your favourite local shop isn't on the list, tell them about us!</p>
				<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe src="https://www.google.com/maps/d/embed?mid=1hO4kS7Q2cVx9bN3mLp8Zr6TyWu0aE5fD&amp;ehbc=2E312F" width="100%" height="480" title="Hollow Oak stockists map" loading="lazy"></iframe></div></figure>
				<div class="wp-block-group ho-stockist-list is-layout-constrained wp-block-group-is-layout-constrained"><div class="wp-block-group__inner-container">
					<h3 class="wp-block-heading">Bristol</h3>
					<p><strong>Stokes Croft Provisions</strong>, 41 Stokes Croft, BS1 3QP — <a href="https://stokescroftprovisions.co.uk/" target="_blank" rel="noopener">stokescroftprovisions.co.uk</a></p>
					<p><strong>Gloucester Road Deli</strong>, 112 Gloucester Road, BS7 8BN</p>
					<p><strong>Harbourside Pantry</strong>, Wapping Wharf, BS1 6WP — <a href="https://www.harboursidepantry.co.uk/" target="_blank" rel="noopener">harboursidepantry.co.uk</a></p>
					<p><strong>Our roastery shop</strong>, Feeder Road, BS2 0UY — Saturdays 9–1</p>
					<h3 class="wp-block-heading">Bath &amp; Somerset</h3>
					<p><strong>The Larder on Walcot</strong>, 88 Walcot Street, Bath BA1 5BD — <a href="https://walcotlarder.co.uk/" target="_blank" rel="noopener">walcotlarder.co.uk</a></p>
					<p><strong>Catherine Hill Grocer</strong>, Frome BA11 1BY — <a href="https://www.instagram.com/catherinehillgrocer/" target="_blank" rel="noopener">@catherinehillgrocer</a></p>
					<h3 class="wp-block-heading">Cardiff</h3>
					<p><strong>Pontcanna Pantry</strong>, 23 Kings Road, CF11 9BZ — <a href="https://pontcannapantry.co.uk/" target="_blank" rel="noopener">pontcannapantry.co.uk</a></p>
					<h3 class="wp-block-heading">London</h3>
					<p><strong>Whole Bean Grocer</strong>, Chatsworth Road, Hackney E5 0LS — <a href="https://wholebeangrocer.london/" target="_blank" rel="noopener">wholebeangrocer.london</a></p>
					<p><strong>Pantry &amp; Co</strong>, Bellenden Road, Peckham SE15 4RF</p>
					<h3 class="wp-block-heading">Manchester</h3>
					<p><strong>Ancoats General Store</strong>, 61 Bengal Street, M4 6AF — <a href="https://ancoatsgeneral.co.uk/" target="_blank" rel="noopener">ancoatsgeneral.co.uk</a></p>
					<h3 class="wp-block-heading">Online</h3>
					<p>Two of our coffees (Oakwood House Espresso and Sugarcane Decaf) are also available from <a href="https://www.abelandcole.co.uk/hollow-oak-coffee" target="_blank" rel="noopener">Abel &amp; Cole</a> and <a href="https://www.planetorganic.com/collections/hollow-oak" target="_blank" rel="noopener">Planet Organic</a>.</p>
				</div></div>
				<div class="wp-block-group has-crema-background-color has-background is-layout-constrained wp-block-group-is-layout-constrained"><div class="wp-block-group__inner-container">
					<h2 class="wp-block-heading">Want to stock our coffee?</h2>
					<p>Retail bags come in cases of six, with shelf talkers and a monthly guest coffee. Get in touch at <a href="mailto:wholesale@hollowoakcoffee.co.uk">wholesale@hollowoakcoffee.co.uk</a>.</p>
				</div></div>
			</div>
		</div></article>`,
});

const wholesale = page({
  title: 'Wholesale | Hollow Oak Coffee Roasters',
  description: 'Speciality coffee for cafés, restaurants and offices, with training, equipment and servicing included.',
  path: '/wholesale/',
  bodyClass: 'page-template-default page page-id-46',
  body: `
		<article id="post-46" class="entry content-bg single-entry post-46 page type-page status-publish hentry"><div class="entry-content-wrap">
			<header class="entry-header page-title title-align-inherit"><h1 class="entry-title">Wholesale</h1></header>
			<div class="entry-content single-content">
				<p>We roast for more than 60 cafés, restaurants, bakeries and offices. Every wholesale account gets a dedicated contact, free barista training at our roastery and a seasonal menu of coffees chosen with you.</p>
				<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">
					<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Coffee</h3><p>House espresso, rotating single origins and a decaf that doesn't taste like one. Roasted to order and delivered by our own van in Bristol and Bath, by courier everywhere else.</p></div>
					<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Training</h3><p>SCA-certified trainers run on-site and roastery sessions for your team, from dial-in basics to latte art.</p></div>
					<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Equipment</h3><p>Lease or buy espresso machines and grinders through us, with servicing and 48-hour breakdown cover.</p></div>
				</div>
				<h2 class="wp-block-heading">Our equipment partners</h2>
				<p>We supply and install machines from <a href="https://lamarzocco.com/" target="_blank" rel="noopener">La Marzocco</a> and grinders from <a href="https://www.mahlkoenig.de/" target="_blank" rel="noopener">Mahlkönig</a>. Installation, water filtration and servicing are handled by our engineering partner <a href="https://severnespresso.co.uk/" target="_blank" rel="noopener">Severn Espresso Services</a>, who cover the whole of the South West and South Wales.</p>
				<h2 class="wp-block-heading">Who we work with</h2>
				<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">
					<div class="wp-block-column is-layout-flow"><blockquote class="wp-block-quote"><p>“Switching to Hollow Oak was the best decision we made in our first year. The training alone paid for itself.”</p><cite>Kez Adeyemi, <a href="https://tidewatercafe.co.uk/" target="_blank" rel="noopener">Tidewater Café</a>, Clifton</cite></blockquote></div>
					<div class="wp-block-column is-layout-flow"><blockquote class="wp-block-quote"><p>“Our guests ask about the coffee every day.”</p><cite>Head chef, The Old Sail Loft, Bath</cite></blockquote></div>
				</div>
				<h2 class="wp-block-heading">Get in touch</h2>
				<div class="wpcf7 no-js" id="wpcf7-f301-p46-o1" lang="en-GB" dir="ltr"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div>
				<form action="/wholesale/#wpcf7-f301-p46-o1" method="post" class="wpcf7-form init" aria-label="Contact form" novalidate="novalidate" data-status="init"><div style="display: none;"><input type="hidden" name="_wpcf7" value="301" /><input type="hidden" name="_wpcf7_version" value="5.9.3" /><input type="hidden" name="_wpcf7_locale" value="en_GB" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f301-p46-o1" /></div>
					<p><label> Your name<br /><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="your-name" /></span></label></p>
					<p><label> Business name<br /><span class="wpcf7-form-control-wrap" data-name="business"><input size="40" class="wpcf7-form-control wpcf7-text" value="" type="text" name="business" /></span></label></p>
					<p><label> Email<br /><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" aria-required="true" value="" type="email" name="your-email" /></span></label></p>
					<p><label> Roughly how much coffee do you use per week?<br /><span class="wpcf7-form-control-wrap" data-name="volume"><select class="wpcf7-form-control wpcf7-select" name="volume"><option value="Under 5kg">Under 5kg</option><option value="5–15kg">5–15kg</option><option value="15kg+">15kg+</option></select></span></label></p>
					<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Send" /></p>
				</form></div>
			</div>
		</div></article>`,
});

const sourcing = page({
  title: 'Sourcing | Hollow Oak Coffee Roasters',
  description: 'How we buy green coffee: long-term relationships, transparent prices and the partners who make it possible.',
  path: '/our-coffee/sourcing/',
  bodyClass: 'page-template-default page page-id-52 page-child parent-pageid-50',
  body: `
		<article id="post-52" class="entry content-bg single-entry post-52 page type-page status-publish hentry"><div class="entry-content-wrap">
			<header class="entry-header page-title title-align-inherit"><h1 class="entry-title">How we source</h1></header>
			<div class="entry-content single-content">
				<p>We buy around 40 tonnes of green coffee a year. That's small enough to know every lot by name, and big enough to come back to the same producers season after season. Two-thirds of what we roast comes from producers we've bought from for three years or more.</p>
				<h2 class="wp-block-heading">Importing partners</h2>
				<p>We don't travel to origin for every purchase; we rely on two importers whose transparency standards match ours. Both publish the price paid at farm gate for every lot we buy.</p>
				<ul class="wp-block-list">
					<li><a href="https://falconcoffees.com/" target="_blank" rel="noopener"><strong>Falcon Specialty</strong></a> — our main partner for East African and Central American coffees, since 2016.</li>
					<li><a href="https://ridgelinegreen.co.uk/" target="_blank" rel="noopener"><strong>Ridgeline Green Coffee</strong></a> — a small Bristol importer working directly with women-led producer groups in Colombia and Peru.</li>
				</ul>
				<h2 class="wp-block-heading">Producers we return to</h2>
				<p>Finca La Loma (Huila, Colombia) · Kii Factory, Rungeto FCS (Kirinyaga, Kenya) · Shakiso washing station (Guji, Ethiopia) · Cooperativa Sol y Café (Cajamarca, Peru)</p>
				<h2 class="wp-block-heading">Certifications</h2>
				<p>Hollow Oak has been a <a href="https://www.bcorporation.net/en-us/find-a-b-corp/company/hollow-oak-coffee-roasters/" target="_blank" rel="noopener">Certified B Corporation</a> since 2022. Our Sugarcane Decaf and House Espresso are <a href="https://www.fairtrade.org.uk/" target="_blank" rel="noopener">Fairtrade</a> certified, and our roastery is certified organic by the <a href="https://www.soilassociation.org/" target="_blank" rel="noopener">Soil Association</a> (licence GB-ORG-05, P8821). Certification is one tool among many; for most lots we pay well above Fairtrade minimums and publish those prices in our <a href="${B}/our-coffee/impact/">impact report</a>.</p>
				<h2 class="wp-block-heading">Giving back</h2>
				<p>Since 2023, 10p from every bag goes to our charity partner <a href="https://projectwaterfall.org/" target="_blank" rel="noopener">Project Waterfall</a>, which brings clean water and sanitation to coffee-growing communities. <a href="${B}/journal/project-waterfall-partnership/">Read why we chose them</a>.</p>
			</div>
		</div></article>`,
});

const journal = page({
  title: 'Why we’re partnering with Project Waterfall | Hollow Oak Coffee Roasters',
  description: 'From this month, 10p from every bag goes to clean water projects in coffee-growing communities.',
  path: '/journal/project-waterfall-partnership/',
  bodyClass: 'post-template-default single single-post postid-377 single-format-standard',
  body: `
		<article id="post-377" class="entry content-bg single-entry post-377 post type-post status-publish format-standard has-post-thumbnail hentry category-news"><div class="entry-content-wrap">
			<header class="entry-header post-title title-align-inherit"><div class="entry-taxonomies"><span class="category-links term-links category-style-normal"><a href="${B}/category/news/" rel="tag">News</a></span></div><h1 class="entry-title">Why we’re partnering with Project Waterfall</h1><div class="entry-meta entry-meta-divider-dot"><span class="posted-by"><span class="meta-label">By</span><span class="author vcard"><a class="url fn n" href="${B}/author/ellie/">Ellie Marsh</a></span></span><span class="posted-on"><time class="entry-date published" datetime="2023-09-04T09:00:00+01:00">4 September 2023</time></span></div></header>
			<div class="post-thumbnail article-post-thumbnail kadence-thumbnail-position-behind alignwide kadence-thumbnail-ratio-2-3"><div class="post-thumbnail-inner"><img width="1200" height="800" src="${B}/wp-content/uploads/2023/09/water-point-tanzania-1200x800.jpg" class="post-top-featured wp-post-image" alt="A community water point in Tanzania" decoding="async" /></div></div>
			<div class="entry-content single-content">
				<p>We've wanted a long-term charity partner for a while. Not a one-off donation at Christmas, but an organisation we could support every single week, in a way that connects directly to the coffee we buy.</p>
				<p>From this month, 10p from every bag we sell — online, wholesale and through our stockists — goes to <a href="https://projectwaterfall.org/" target="_blank" rel="noopener">Project Waterfall</a>. Founded by the coffee industry in 2007, they fund clean water, sanitation and hygiene education in coffee-growing communities in Tanzania, Ethiopia, Rwanda, Colombia and beyond.</p>
				<h2 class="wp-block-heading">Why water?</h2>
				<p>Washed coffees like our Kii AA need a lot of water to process, and the communities that grow them often lack safe water for themselves. It felt like the most direct way to give back to the people whose work ends up in our cups.</p>
				<p>We'll report on the total every year in our impact report. Our goal for year one is £6,000.</p>
				<p>— Ellie, co-founder</p>
				<p><em>Photo courtesy of Project Waterfall.</em></p>
			</div>
			<footer class="entry-footer"><div class="entry-actions"><div class="entry-tags"><span class="tags-links"><span class="tags-label screen-reader-text">Post Tags:</span><a href="${B}/tag/impact/" title="Impact" class="tag-link tag-item-impact" rel="tag"><span class="tag-hash">#</span>Impact</a></span></div></div></footer>
		</div></article>`,
});

const contact = page({
  title: 'Contact | Hollow Oak Coffee Roasters',
  description: 'Get in touch with the Hollow Oak team.',
  path: '/contact/',
  bodyClass: 'page-template-default page page-id-60',
  body: `
		<article id="post-60" class="entry content-bg single-entry post-60 page type-page status-publish hentry"><div class="entry-content-wrap">
			<header class="entry-header page-title title-align-inherit"><h1 class="entry-title">Contact</h1></header>
			<div class="entry-content single-content">
				<div class="wp-block-columns is-layout-flex wp-block-columns-is-layout-flex">
					<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Orders &amp; subscriptions</h3><p><a href="mailto:hello@hollowoakcoffee.co.uk">hello@hollowoakcoffee.co.uk</a><br>Mon–Fri, 9–4</p></div>
					<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Wholesale</h3><p><a href="mailto:wholesale@hollowoakcoffee.co.uk">wholesale@hollowoakcoffee.co.uk</a></p></div>
					<div class="wp-block-column is-layout-flow"><h3 class="wp-block-heading">Press</h3><p><a href="mailto:ellie@hollowoakcoffee.co.uk">ellie@hollowoakcoffee.co.uk</a></p></div>
				</div>
				<h3 class="wp-block-heading">Visit the roastery</h3>
				<p>Unit 4, Feeder Road Trading Estate, Bristol BS2 0UY. Our shop is open Saturdays 9–1; tours on the first Saturday of each month.</p>
			</div>
		</div></article>`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'UK coffee roaster on WordPress/WooCommerce (Kadence, LiteSpeed): stockists by city as block headings with linked and unlinked shops plus two online grocers, Google My Maps embed, equipment and engineering partners in wholesale prose, importing partners on sourcing page, charity partner in a journal post; negatives: café testimonial with link (customer), B Corp/Fairtrade/Soil Association certifications, Great Taste award, press quote, Instagram-only stockist',
  pages: {
    '/': { headers: headers(), html: home },
    '/shop/': { headers: headers(), html: shop },
    '/product/kii-kenya-aa/': {
      headers: headers({ 'set-cookie': 'woocommerce_recently_viewed=210; path=/; secure; HttpOnly' }),
      html: product,
    },
    '/stockists/': { headers: headers(), html: stockists },
    '/wholesale/': { headers: headers(), html: wholesale },
    '/our-coffee/sourcing/': { headers: headers(), html: sourcing },
    '/journal/project-waterfall-partnership/': { headers: headers(), html: journal },
    '/contact/': { headers: headers(), html: contact },
  },
  sitemap: [
    '/',
    '/shop/',
    '/product/kii-kenya-aa/',
    '/stockists/',
    '/wholesale/',
    '/our-coffee/sourcing/',
    '/journal/project-waterfall-partnership/',
    '/contact/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'woocommerce',
    'woocommerce-subscriptions',
    'woocommerce-stripe-payment-gateway',
    'stripe',
    'mailchimp-for-woocommerce',
    'mailchimp',
    'yoast-seo',
    'kadence-wp-kadence',
    'contact-form-7',
    'cookieyes',
    'google-tag-manager-for-wordpress',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'litespeed',
    'litespeed-cache',
    'wordpress-block-editor',
    'google-maps',
    'rss',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'stokescroftprovisions.co.uk': 'channel',
    'harboursidepantry.co.uk': 'channel',
    'walcotlarder.co.uk': 'channel',
    'pontcannapantry.co.uk': 'channel',
    'wholebeangrocer.london': 'channel',
    'ancoatsgeneral.co.uk': 'channel',
    'abelandcole.co.uk': 'channel',
    'planetorganic.com': 'channel',
    'lamarzocco.com': 'generic',
    'mahlkoenig.de': 'generic',
    'severnespresso.co.uk': 'generic',
    'falconcoffees.com': 'generic',
    'ridgelinegreen.co.uk': 'generic',
    'projectwaterfall.org': 'generic',
  },
};
