import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://www.ekdosi.gr/wp-json/>; rel="https://api.w.org/"',
  'x-powered-by': 'PHP/8.2.18',
};

function head(title: string, description: string, path: string, bodyClass: string): string {
  return `<!doctype html>
<html lang="el">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />

	<!-- This site is optimized with the Yoast SEO plugin v22.7 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://www.ekdosi.gr${path}" />
	<meta property="og:locale" content="el_GR" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="https://www.ekdosi.gr${path}" />
	<meta property="og:site_name" content="Ekdosi" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://www.ekdosi.gr${path}","url":"https://www.ekdosi.gr${path}","name":"${title}","isPartOf":{"@id":"https://www.ekdosi.gr/#website"},"inLanguage":"el"},{"@type":"WebSite","@id":"https://www.ekdosi.gr/#website","url":"https://www.ekdosi.gr/","name":"Ekdosi","publisher":{"@id":"https://www.ekdosi.gr/#organization"},"inLanguage":"el"},{"@type":"Organization","@id":"https://www.ekdosi.gr/#organization","name":"Ekdosi Μονοπρόσωπη Ι.Κ.Ε.","url":"https://www.ekdosi.gr/","logo":{"@type":"ImageObject","url":"https://www.ekdosi.gr/wp-content/uploads/2023/02/ekdosi-logo.svg"},"sameAs":["https://www.facebook.com/ekdosi.gr","https://www.linkedin.com/company/ekdosi"]}]}</script>
	<!-- / Yoast SEO plugin. -->

<link rel="alternate" type="application/rss+xml" title="Ekdosi &raquo; Feed" href="https://www.ekdosi.gr/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://www.ekdosi.gr/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://www.ekdosi.gr/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://www.ekdosi.gr/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.ekdosi.gr/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='elementor-post-7-css' href='https://www.ekdosi.gr/wp-content/uploads/elementor/css/post-7.css?ver=1716203311' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://www.ekdosi.gr/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.21.2' media='all' />
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/5f2c8e1a9b3d47e6c0a1f2e3/script.js"></script>
<script src="https://www.ekdosi.gr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.ekdosi.gr/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>

<!-- Google tag (gtag.js) snippet added by Site Kit -->
<script src="https://www.googletagmanager.com/gtag/js?id=G-4KQ8ZP1MXD" id="google_gtagjs-js" async></script>
<script id="google_gtagjs-js-after">
window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}
gtag("set","linker",{"domains":["www.ekdosi.gr"]});
gtag("js", new Date());
gtag("config", "G-4KQ8ZP1MXD");
</script>
<link rel="https://api.w.org/" href="https://www.ekdosi.gr/wp-json/" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://www.ekdosi.gr/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<meta name="generator" content="Site Kit by Google 1.127.0" /><meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-disabled, font_display-swap">
<link rel="icon" href="https://www.ekdosi.gr/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32" />
</head>
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-7">
<a class="skip-link screen-reader-text" href="#content">Μετάβαση στο περιεχόμενο</a>
		<div data-elementor-type="header" data-elementor-id="24" class="elementor elementor-24 elementor-location-header" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-3c1b0f2 e-flex e-con-boxed e-con e-parent" data-id="3c1b0f2" data-element_type="container">
				<div class="e-con-inner">
				<div class="elementor-element elementor-element-8a7e2d1 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="8a7e2d1" data-element_type="widget" data-widget_type="theme-site-logo.default">
				<div class="elementor-widget-container">
					<a href="https://www.ekdosi.gr"><img width="160" height="36" src="https://www.ekdosi.gr/wp-content/uploads/2023/02/ekdosi-logo.svg" class="attachment-full size-full" alt="Ekdosi" /></a>
				</div>
				</div>
				<div class="elementor-element elementor-element-5d2f9e0 elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="5d2f9e0" data-element_type="widget" data-widget_type="nav-menu.default">
				<div class="elementor-widget-container">
			<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
				<ul id="menu-1-5d2f9e0" class="elementor-nav-menu"><li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-31"><a href="https://www.ekdosi.gr/leitourgies/" class="elementor-item">Λειτουργίες</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32"><a href="https://www.ekdosi.gr/times/" class="elementor-item">Τιμές</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-118"><a href="https://www.ekdosi.gr/diasyndeseis/" class="elementor-item">Διασυνδέσεις</a></li>
<li class="menu-item menu-item-type-post_type_archive menu-item-object-synergatis menu-item-204"><a href="https://www.ekdosi.gr/synergates/" class="elementor-item">Συνεργάτες</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-35"><a href="https://www.ekdosi.gr/blog/" class="elementor-item">Blog</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-36"><a href="https://www.ekdosi.gr/epikoinonia/" class="elementor-item">Επικοινωνία</a></li>
</ul>			</nav>
				</div>
				</div>
				<div class="elementor-element elementor-element-0b9c4a7 elementor-widget elementor-widget-button" data-id="0b9c4a7" data-element_type="widget" data-widget_type="button.default">
				<div class="elementor-widget-container">
					<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="https://app.ekdosi.gr/register"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Δοκιμή 30 ημερών</span></span></a></div>
				</div>
				</div>
				</div>
			</div>
		</div>
`;
}

const footer = `		<div data-elementor-type="footer" data-elementor-id="27" class="elementor elementor-27 elementor-location-footer" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-f1e2d3c e-flex e-con-boxed e-con e-parent" data-id="f1e2d3c" data-element_type="container">
				<div class="e-con-inner">
				<div class="elementor-element elementor-element-a91b2c3 elementor-widget elementor-widget-text-editor" data-id="a91b2c3" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p><strong>Ekdosi Μονοπρόσωπη Ι.Κ.Ε.</strong><br />Λεωφ. Κηφισίας 124, 115 26 Αθήνα<br />Τηλ. 210 7718 450 · <a href="mailto:info@ekdosi.gr">info@ekdosi.gr</a><br />ΑΦΜ 801552907 · ΓΕΜΗ 162437201000</p>
						</div>
				</div>
				<div class="elementor-element elementor-element-b72c4d1 elementor-widget elementor-widget-nav-menu" data-id="b72c4d1" data-element_type="widget" data-widget_type="nav-menu.default">
				<div class="elementor-widget-container">
			<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-vertical"><ul id="menu-1-b72c4d1" class="elementor-nav-menu sm-vertical"><li class="menu-item"><a href="https://www.ekdosi.gr/etaireia/" class="elementor-item">Η εταιρεία</a></li>
<li class="menu-item"><a href="https://www.ekdosi.gr/pelates/" class="elementor-item">Πελάτες</a></li>
<li class="menu-item"><a href="https://www.ekdosi.gr/gine-synergatis/" class="elementor-item">Γίνε συνεργάτης</a></li>
<li class="menu-item"><a href="https://help.ekdosi.gr/" class="elementor-item">Κέντρο βοήθειας</a></li>
<li class="menu-item"><a href="https://www.ekdosi.gr/politiki-aporritou/" class="elementor-item">Πολιτική απορρήτου</a></li>
</ul></nav>
				</div>
				</div>
				<div class="elementor-element elementor-element-c3d4e5f elementor-shape-rounded elementor-grid-0 elementor-widget elementor-widget-social-icons" data-id="c3d4e5f" data-element_type="widget" data-widget_type="social-icons.default">
				<div class="elementor-widget-container">
			<div class="elementor-social-icons-wrapper elementor-grid">
					<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook elementor-repeater-item-1a2b3c4" href="https://www.facebook.com/ekdosi.gr" target="_blank"><span class="elementor-screen-only">Facebook</span><svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512"><path d="M504 256C504 119 393 8 256 8S8 119 8 256z"></path></svg></a></span>
					<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin elementor-repeater-item-5d6e7f8" href="https://www.linkedin.com/company/ekdosi" target="_blank"><span class="elementor-screen-only">Linkedin</span><svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512"><path d="M416 32H31.9C14.3 32 0 46.5 0 64.3z"></path></svg></a></span>
					<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube elementor-repeater-item-9a0b1c2" href="https://www.youtube.com/@ekdosi" target="_blank"><span class="elementor-screen-only">Youtube</span><svg class="e-font-icon-svg e-fab-youtube" viewBox="0 0 576 512"><path d="M549.655 124.083c-6.281-23.65z"></path></svg></a></span>
			</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-d9e8f7a elementor-widget elementor-widget-image" data-id="d9e8f7a" data-element_type="widget" data-widget_type="image.default">
				<div class="elementor-widget-container">
					<a href="https://www.aade.gr/epiheiriseis/forologikes-ypiresies/mydata/pistopoiimenoi-paroxoi" target="_blank"><img width="180" height="60" src="https://www.ekdosi.gr/wp-content/uploads/2023/03/aade-paroxos-badge.png" alt="Πιστοποιημένος πάροχος ηλεκτρονικής τιμολόγησης ΑΑΔΕ" /></a>
				</div>
				</div>
				</div>
			</div>
		</div>

<script src="https://www.ekdosi.gr/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js?ver=1.2.1" id="smartmenus-js"></script>
<script src="https://www.ekdosi.gr/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://www.ekdosi.gr/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://www.ekdosi.gr/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"\\u039a\\u03bf\\u03b9\\u03bd\\u03bf\\u03c0\\u03bf\\u03af\\u03b7\\u03c3\\u03b7 \\u03c3\\u03c4\\u03bf Facebook"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025},"version":"3.21.5","is_static":false,"urls":{"assets":"https:\\/\\/www.ekdosi.gr\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"},"post":{"id":0,"title":"Ekdosi","excerpt":""}};
</script>
<script src="https://www.ekdosi.gr/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
<script src="https://www.ekdosi.gr/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=3.21.2" id="pro-elements-handlers-js"></script>

</body>
</html>
`;

function widgetText(id: string, html: string): string {
  return `				<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-text-editor" data-id="${id}" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							${html}
						</div>
				</div>
`;
}

function container(id: string, inner: string): string {
  return `		<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
				<div class="e-con-inner">
${inner}				</div>
		</div>
`;
}

function imageBox(id: string, img: string, title: string, text: string, href: string | null): string {
  const open = href ? `<a href="${href}" target="_blank" rel="noopener">` : '';
  const close = href ? '</a>' : '';
  return `				<div class="elementor-element elementor-element-${id} elementor-position-top elementor-widget elementor-widget-image-box" data-id="${id}" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img">${open}<img width="240" height="120" src="https://www.ekdosi.gr/wp-content/uploads/2023/05/${img}" class="attachment-full size-full" alt="${title}" loading="lazy" />${close}</figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${open}${title}${close}</h3><p class="elementor-image-box-description">${text}</p></div></div>				</div>
				</div>
`;
}

const home =
  head(
    'Ekdosi – Ηλεκτρονική τιμολόγηση & διασύνδεση με myDATA',
    'Εκδώστε τιμολόγια και αποδείξεις που διαβιβάζονται αυτόματα στο myDATA. Πιστοποιημένος πάροχος ηλεκτρονικής τιμολόγησης.',
    '/',
    'home page-template-default page page-id-9',
  ) +
  `<main id="content" class="site-main post-9 page type-page status-publish hentry">
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="9" class="elementor elementor-9" data-elementor-post-type="page">
${container(
  '4b5c6d7',
  `				<div class="elementor-element elementor-element-1f2a3b4 elementor-widget elementor-widget-heading" data-id="1f2a3b4" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Τιμολόγηση χωρίς άγχος. Αυτόματα στο myDATA.</h1>		</div>
				</div>
${widgetText('2c3d4e5', '<p>Εκδώστε τιμολόγια, αποδείξεις λιανικής και πιστωτικά από τον υπολογιστή ή το κινητό. Η Ekdosi είναι πιστοποιημένος Πάροχος Ηλεκτρονικής Τιμολόγησης από την ΑΑΔΕ.</p>')}`,
)}
${container(
  '6e7f8a9',
  `				<div class="elementor-element elementor-element-7a8b9c0 elementor-widget elementor-widget-heading" data-id="7a8b9c0" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h2 class="elementor-heading-title elementor-size-default">Συνδέεται με τα εργαλεία που ήδη χρησιμοποιείτε</h2>		</div>
				</div>
${widgetText('8b9c0d1', '<p>ERP, e-shop, POS και τράπεζες: δείτε όλες τις <a href="https://www.ekdosi.gr/diasyndeseis/">διασυνδέσεις</a>. Συνεργάζεστε με λογιστή; Βρείτε <a href="https://www.ekdosi.gr/synergates/">πιστοποιημένο συνεργάτη</a> κοντά σας.</p>')}`,
)}
${container(
  '9c0d1e2',
  `				<div class="elementor-element elementor-element-0d1e2f3 elementor-widget elementor-widget-testimonial-carousel" data-id="0d1e2f3" data-element_type="widget" data-widget_type="testimonial-carousel.default">
				<div class="elementor-widget-container">
			<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">
				<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">«Από το πρώτο τιμολόγιο όλα πήγαν στο myDATA χωρίς ούτε ένα σφάλμα.»</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Μαρία Κ.</span><span class="elementor-testimonial__title">Φούρνος Αγίας Παρασκευής</span></cite></div></div></div>
				<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">«Το WooCommerce μας στέλνει τις παραγγελίες και οι αποδείξεις εκδίδονται μόνες τους.»</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Γιώργος Λ.</span><span class="elementor-testimonial__title">olivegrove.gr</span></cite></div></div></div>
			</div></div></div>		</div>
				</div>
`,
)}
		</div>
	</div>
</main>
` +
  footer;

const integrations =
  head(
    'Διασυνδέσεις – Ekdosi',
    'Η Ekdosi συνδέεται με ERP, e-shop, τερματικά πληρωμών και μεταφορικές.',
    '/diasyndeseis/',
    'page-template-default page page-id-116',
  ) +
  `<main id="content" class="site-main post-116 page type-page status-publish hentry">
		<div class="page-header">
			<h1 class="entry-title">Διασυνδέσεις</h1>		</div>
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="116" class="elementor elementor-116" data-elementor-post-type="page">
${container(
  'a1b2c3d',
  `${widgetText('b2c3d4e', '<p>Όλες οι διασυνδέσεις λειτουργούν μέσω του επίσημου API της Ekdosi. Οι συνεργάτες τεχνολογίας που ακολουθούν έχουν πιστοποιήσει την ενσωμάτωσή τους.</p>')}
				<div class="elementor-element elementor-element-c3d4e5f elementor-tabs-view-horizontal elementor-widget elementor-widget-tabs" data-id="c3d4e5f" data-element_type="widget" data-widget_type="tabs.default">
				<div class="elementor-widget-container">
			<div class="elementor-tabs">
			<div class="elementor-tabs-wrapper" role="tablist" >
				<div id="elementor-tab-title-1431" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1431">ERP & Λογιστικά</div>
				<div id="elementor-tab-title-1432" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1432">E-shop</div>
				<div id="elementor-tab-title-1433" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1433">Πληρωμές & Αποστολές</div>
			</div>
			<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
				<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1431" aria-expanded="false">ERP & Λογιστικά</div>
				<div id="elementor-tab-content-1431" class="elementor-tab-content elementor-clearfix" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-1431" tabindex="0">
<ul>
<li><strong>SoftOne</strong> – Soft1 Series 6 &amp; Cloud ERP, διαβίβαση παραστατικών από το ERP (<a href="https://www.softone.gr/" target="_blank" rel="noopener">softone.gr</a>)</li>
<li><strong>Epsilon Net</strong> – Pylon &amp; Business Cloud (<a href="https://www.epsilonnet.gr/" target="_blank" rel="noopener">epsilonnet.gr</a>)</li>
<li><strong>Entersoft</strong> – Entersoft Business Suite (<a href="https://www.entersoft.gr/" target="_blank" rel="noopener">entersoft.gr</a>)</li>
</ul>
</div>
				<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1432" aria-expanded="false">E-shop</div>
				<div id="elementor-tab-content-1432" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-1432" tabindex="0" hidden="hidden">
<p>Πρόσθετα για τις δημοφιλείς πλατφόρμες ηλεκτρονικού εμπορίου:</p>
<p>WooCommerce — plugin «Ekdosi for WooCommerce» στο <a href="https://woocommerce.com/products/ekdosi-invoicing/" target="_blank" rel="noopener">WooCommerce Marketplace</a><br />
Shopify — εφαρμογή στο <a href="https://apps.shopify.com/ekdosi" target="_blank" rel="noopener">Shopify App Store</a><br />
OpenCart — extension διαθέσιμο στο www.opencart.com (αναζητήστε «Ekdosi myDATA»)</p>
</div>
				<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1433" aria-expanded="false">Πληρωμές & Αποστολές</div>
				<div id="elementor-tab-content-1433" class="elementor-tab-content elementor-clearfix" data-tab="3" role="tabpanel" aria-labelledby="elementor-tab-title-1433" tabindex="0" hidden="hidden"><p>Διασύνδεση POS με ταμειακό σύστημα σύμφωνα με την ΑΠΟΦΑΣΗ Α.1155/2023.</p></div>
			</div>
		</div>
				</div>
				</div>
`,
)}
${container(
  'd4e5f6a',
  `				<div class="elementor-element elementor-element-e5f6a7b elementor-widget elementor-widget-heading" data-id="e5f6a7b" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h2 class="elementor-heading-title elementor-size-default">Τερματικά πληρωμών (POS)</h2>		</div>
				</div>
${imageBox('f6a7b8c', 'vivawallet.png', 'Viva Wallet', 'Σύνδεση Android POS και SoftPOS με έκδοση απόδειξης.', 'https://www.vivawallet.com/gr_el/')}
${imageBox('a7b8c9d', 'cardlink.png', 'Cardlink', 'Πιστοποιημένη διασύνδεση POS–ERP (πάροχος διασύνδεσης).', 'https://www.cardlink.gr/')}
				<div class="elementor-element elementor-element-b8c9d0e elementor-widget elementor-widget-heading" data-id="b8c9d0e" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h2 class="elementor-heading-title elementor-size-default">Marketplaces &amp; μεταφορικές</h2>		</div>
				</div>
${imageBox('c9d0e1f', 'skroutz.png', 'Skroutz Marketplace', 'Αυτόματη έκδοση παραστατικού για κάθε παραγγελία Skroutz.', 'https://www.skroutz.gr/')}
${imageBox('d0e1f2a', 'acs.png', 'ACS Courier', 'Δημιουργία voucher μαζί με το τιμολόγιο.', 'https://www.acscourier.net/el/')}
`,
)}
		</div>
	</div>
</main>
` +
  footer;

function partnerPost(id: number, title: string, city: string, kind: string, body: string): string {
  return `		<article class="elementor-post elementor-grid-item post-${id} synergatis type-synergatis status-publish has-post-thumbnail hentry perioxi-${city.toLowerCase()}">
				<div class="elementor-post__text">
				<h3 class="elementor-post__title">
			<a href="https://www.ekdosi.gr/synergates/${id}/" >
				${title}			</a>
		</h3>
				<div class="elementor-post__meta-data">
					<span class="elementor-post-date">${kind}</span>
				<span class="elementor-post-avatar">${city}</span>
				</div>
				<div class="elementor-post__excerpt">
			${body}		</div>
				</div>
				</article>
`;
}

function partnersArchive(page: number, posts: string): string {
  const path = page === 1 ? '/synergates/' : `/synergates/page/${page}/`;
  const pager =
    page === 1
      ? `<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Σελίδα</span>1</span>
<a class="page-numbers" href="https://www.ekdosi.gr/synergates/page/2/"><span class="elementor-screen-only">Σελίδα</span>2</a>
<a class="page-numbers next" href="https://www.ekdosi.gr/synergates/page/2/">Επόμενη &raquo;</a>`
      : `<a class="page-numbers prev" href="https://www.ekdosi.gr/synergates/">&laquo; Προηγούμενη</a>
<a class="page-numbers" href="https://www.ekdosi.gr/synergates/"><span class="elementor-screen-only">Σελίδα</span>1</a>
<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Σελίδα</span>2</span>`;
  return (
    head(
      `Συνεργάτες${page > 1 ? ` – Σελίδα ${page} από 2` : ''} – Ekdosi`,
      'Λογιστικά γραφεία και μεταπωλητές πιστοποιημένοι στην Ekdosi σε όλη την Ελλάδα.',
      path,
      `archive post-type-archive post-type-archive-synergatis${page > 1 ? ' paged paged-' + page : ''}`,
    ) +
    `		<div data-elementor-type="archive" data-elementor-id="198" class="elementor elementor-198 elementor-location-archive" data-elementor-post-type="elementor_library">
${container(
  '2e3f4a5',
  `				<div class="elementor-element elementor-element-3f4a5b6 elementor-widget elementor-widget-theme-archive-title elementor-page-title elementor-widget-heading" data-id="3f4a5b6" data-element_type="widget" data-widget_type="theme-archive-title.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Πιστοποιημένοι Συνεργάτες</h1>		</div>
				</div>
${widgetText('4a5b6c7', '<p>Λογιστικά γραφεία και μεταπωλητές που έχουν εκπαιδευτεί στην Ekdosi. Αναλαμβάνουν την ενεργοποίηση, τη μετάπτωση δεδομένων και την υποστήριξη της επιχείρησής σας.</p>')}
				<div class="elementor-element elementor-element-5b6c7d8 elementor-grid-3 elementor-grid-tablet-2 elementor-grid-mobile-1 elementor-posts--thumbnail-none elementor-widget elementor-widget-archive-posts" data-id="5b6c7d8" data-element_type="widget" data-settings="{&quot;archive_classic_columns&quot;:&quot;3&quot;,&quot;pagination_type&quot;:&quot;numbers_and_prev_next&quot;}" data-widget_type="archive-posts.archive_classic">
				<div class="elementor-widget-container">
			<div class="elementor-posts-container elementor-posts elementor-posts--skin-archive_classic elementor-grid">
${posts}				</div>
				<div class="e-load-more-anchor"></div>
				<nav class="elementor-pagination" aria-label="Pagination">
			${pager}		</nav>
				</div>
				</div>
`,
)}
		</div>
` +
    footer
  );
}

const partners1 = partnersArchive(
  1,
  partnerPost(
    301,
    'Λογιστικό Γραφείο Παπαδοπούλου',
    'Αθήνα',
    'Λογιστικό γραφείο',
    '<p>Τηλ. 210 6412 330<br />www.logistiki-papadopoulou.gr<br />Ενεργοποίηση & εκπαίδευση για ελεύθερους επαγγελματίες.</p>',
  ) +
    partnerPost(
      302,
      'Taxis Consulting',
      'Θεσσαλονίκη',
      'Λογιστικό γραφείο',
      '<p>Φοροτεχνικές υπηρεσίες και μετάπτωση από άλλες εφαρμογές τιμολόγησης. <a href="https://taxisconsulting.gr" target="_blank" rel="noopener">taxisconsulting.gr</a></p>',
    ) +
    partnerPost(
      303,
      'KritiSoft Ι.Κ.Ε.',
      'Ηράκλειο',
      'Μεταπωλητής',
      '<p>Εξουσιοδοτημένος μεταπωλητής Ekdosi και POS για Κρήτη. <a href="https://www.kritisoft.gr/ekdosi" target="_blank" rel="noopener">Επίσκεψη ιστοσελίδας</a></p>',
    ) +
    partnerPost(
      304,
      'Patras Business Solutions',
      'Πάτρα',
      'Μεταπωλητής',
      '<p>Μηχανογράφηση επιχειρήσεων Δυτικής Ελλάδας.<br /><a href="https://pbsolutions.gr/" target="_blank" rel="noopener">pbsolutions.gr</a></p>',
    ) +
    partnerPost(305, 'Λογιστικές Υπηρεσίες Ιωαννίδης', 'Καβάλα', 'Λογιστικό γραφείο', '<p>Τηλ. 2510 224 118 · Ομονοίας 42, Καβάλα</p>') +
    partnerPost(
      306,
      'NetLogic',
      'Αθήνα',
      'Μεταπωλητής',
      '<p>Λύσεις λιανικής, ταμειακές και ηλεκτρονική τιμολόγηση. <a href="https://www.netlogic.com.gr/" target="_blank" rel="noopener">www.netlogic.com.gr</a></p>',
    ),
);

const partners2 = partnersArchive(
  2,
  partnerPost(
    307,
    'Ionian Accounting',
    'Κέρκυρα',
    'Λογιστικό γραφείο',
    '<p>Λογιστική υποστήριξη τουριστικών επιχειρήσεων.<br /><a href="https://ionianaccounting.gr" target="_blank" rel="noopener">ionianaccounting.gr</a></p>',
  ) +
    partnerPost(
      308,
      'Θεσσαλική Μηχανογράφηση',
      'Λάρισα',
      'Μεταπωλητής',
      '<p>Εγκατάσταση και υποστήριξη Ekdosi στη Θεσσαλία – thessmix.gr</p>',
    ) +
    partnerPost(
      309,
      'Dodeka Systems',
      'Ρόδος',
      'Μεταπωλητής',
      '<p>Ταμειακά συστήματα & τιμολόγηση για ξενοδοχεία και εστίαση. <a href="http://dodekasystems.gr" target="_blank" rel="noopener">dodekasystems.gr</a></p>',
    ),
);

const becomePartner =
  head(
    'Γίνε συνεργάτης – Ekdosi',
    'Πρόγραμμα συνεργατών Ekdosi για λογιστές και μεταπωλητές.',
    '/gine-synergatis/',
    'page-template-default page page-id-210',
  ) +
  `<main id="content" class="site-main post-210 page type-page status-publish hentry">
		<div class="page-header">
			<h1 class="entry-title">Γίνε συνεργάτης</h1>		</div>
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="210" class="elementor elementor-210" data-elementor-post-type="page">
${container(
  '6c7d8e9',
  widgetText(
    '7d8e9f0',
    '<p>Είστε λογιστής ή μεταπωλητής λογισμικού; Με το πρόγραμμα συνεργατών της Ekdosi κερδίζετε προμήθεια 20% για κάθε συνδρομή, δωρεάν λογαριασμό για το γραφείο σας και προτεραιότητα στην υποστήριξη.</p><h3>Τι χρειάζεται</h3><ul><li>Ενεργή άδεια λογιστή-φοροτεχνικού ή εταιρεία μηχανογράφησης</li><li>Παρακολούθηση του online σεμιναρίου πιστοποίησης (2 ώρες)</li></ul><p>Το σεμινάριο πραγματοποιείται μέσω Zoom και συνοδεύεται από βεβαίωση. Δείτε τους <a href="https://www.ekdosi.gr/synergates/">υπάρχοντες συνεργάτες</a>.</p>',
  ),
)}
		</div>
	</div>
</main>
` +
  footer;

const about =
  head('Η εταιρεία – Ekdosi', 'Η ομάδα πίσω από την Ekdosi.', '/etaireia/', 'page-template-default page page-id-40') +
  `<main id="content" class="site-main post-40 page type-page status-publish hentry">
		<div class="page-header">
			<h1 class="entry-title">Η εταιρεία</h1>		</div>
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="40" class="elementor elementor-40" data-elementor-post-type="page">
${container(
  '8e9f0a1',
  widgetText(
    '9f0a1b2',
    '<p>Η Ekdosi ιδρύθηκε το 2020 στην Αθήνα από μια ομάδα μηχανικών λογισμικού και λογιστών. Σήμερα πάνω από 11.000 επιχειρήσεις εκδίδουν τα παραστατικά τους μέσω της πλατφόρμας.</p><h3>Πιστοποιήσεις</h3><p>Πιστοποιημένος Πάροχος Ηλεκτρονικής Τιμολόγησης (<a href="https://www.aade.gr/" target="_blank" rel="noopener">ΑΑΔΕ</a>) · ISO/IEC 27001:2022 από την <a href="https://www.tuvaustriahellas.gr/" target="_blank" rel="noopener">TÜV AUSTRIA Hellas</a></p><h3>Μέλος</h3><p>Σύνδεσμος Επιχειρήσεων Πληροφορικής &amp; Επικοινωνιών Ελλάδος – <a href="https://www.sepe.gr/" target="_blank" rel="noopener">ΣΕΠΕ</a></p><h3>Επενδυτές</h3><p>Η Ekdosi χρηματοδοτείται από το <a href="https://www.bigpi.vc/" target="_blank" rel="noopener">Big Pi Ventures</a> και το πρόγραμμα Elevate Greece.</p><h3>Στον Τύπο</h3><p><a href="https://www.kathimerini.gr/economy/562890114/i-elliniki-startup-poy-ekdidei-11-000-timologia-tin-imera/" target="_blank" rel="noopener">Η ελληνική startup που εκδίδει 11.000 τιμολόγια την ημέρα – Καθημερινή</a></p>',
  ),
)}
		</div>
	</div>
</main>
` +
  footer;

const customers =
  head('Πελάτες – Ekdosi', 'Επιχειρήσεις που εμπιστεύονται την Ekdosi.', '/pelates/', 'page-template-default page page-id-44') +
  `<main id="content" class="site-main post-44 page type-page status-publish hentry">
		<div class="page-header">
			<h1 class="entry-title">Μας εμπιστεύονται</h1>		</div>
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="44" class="elementor elementor-44" data-elementor-post-type="page">
${container(
  'a0b1c2d',
  imageBox(
    'b1c2d3e',
    'olivegrove.png',
    'Olive Grove',
    'E-shop ελαιολάδου – 600 αποδείξεις τον μήνα μέσω WooCommerce.',
    'https://olivegrove.gr/',
  ) +
    imageBox(
      'c2d3e4f',
      'kafeneio.png',
      'Το Καφενείο της Πλάκας',
      'Εστίαση – POS Viva Wallet με αυτόματη απόδειξη.',
      'https://www.tokafeneio-plaka.gr/',
    ) +
    imageBox('d3e4f5a', 'ergon.png', 'Ergon Τεχνική', 'Τεχνική εταιρεία – τιμολόγια παροχής υπηρεσιών.', 'https://ergon-techniki.gr/'),
)}
		</div>
	</div>
</main>
` +
  footer;

const blog =
  head(
    'myDATA 2024: τι αλλάζει στη διαβίβαση παραστατικών – Ekdosi',
    'Οι αλλαγές του 2024 στο myDATA για επιχειρήσεις και ελεύθερους επαγγελματίες.',
    '/blog/mydata-2024-allages/',
    'post-template-default single single-post postid-512 single-format-standard',
  ) +
  `<main id="content" class="site-main post-512 post type-post status-publish format-standard hentry category-nea">
		<div class="page-header">
			<h1 class="entry-title">myDATA 2024: τι αλλάζει στη διαβίβαση παραστατικών</h1>		</div>
	<div class="page-content">
<p>Από 1η Ιουλίου η διαβίβαση παραστατικών στο myDATA γίνεται υποχρεωτικά σε πραγματικό χρόνο για όλες τις επιχειρήσεις. Η ανακοίνωση είναι διαθέσιμη στην <a href="https://www.aade.gr/anakoinoseis" target="_blank" rel="noopener">ιστοσελίδα της ΑΑΔΕ</a>.</p>
<h2>Πού φιλοξενούνται τα δεδομένα σας;</h2>
<p>Η Ekdosi φιλοξενεί όλα τα παραστατικά σε data centers της Ευρωπαϊκής Ένωσης μέσω του <a href="https://azure.microsoft.com/el-gr/" target="_blank" rel="noopener">Microsoft Azure</a>, με κρυπτογράφηση και αντίγραφα ασφαλείας κάθε ώρα.</p>
<h2>Τι πρέπει να κάνετε</h2>
<p>Αν χρησιμοποιείτε ήδη την Ekdosi, δεν χρειάζεται καμία ενέργεια. Ο λογιστής σας μπορεί να επικοινωνήσει με την ομάδα μας ή με έναν από τους <a href="https://www.ekdosi.gr/synergates/">συνεργάτες μας</a>.</p>
	</div>
</main>
` +
  footer;

export const site: CorpusSite = {
  domain: 'ekdosi.gr',
  covers:
    'Greek e-invoicing SaaS on WordPress with Elementor Pro (Hello theme, LiteSpeed): integrations in Elementor tabs (one as a written-out domain, two only as marketplace links) and image boxes, accountant and reseller partners as a custom post type archive with /page/2/ pagination, some as <br> lines with unlinked domains and one with no website. Traps: AADE certification badge, ISO certifier, association membership, investor, press, customers page, blog mention of Microsoft Azure, social icons, app/help subdomains.',
  pages: {
    '/': { headers, html: home },
    '/diasyndeseis/': { headers, html: integrations },
    '/synergates/': { headers, html: partners1 },
    '/synergates/page/2/': { headers, html: partners2 },
    '/gine-synergatis/': { headers, html: becomePartner },
    '/etaireia/': { headers, html: about },
    '/pelates/': { headers, html: customers },
    '/blog/mydata-2024-allages/': { headers, html: blog },
  },
  sitemap: ['/', '/diasyndeseis/', '/synergates/', '/gine-synergatis/', '/etaireia/', '/pelates/', '/blog/mydata-2024-allages/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'cookieyes',
    'google-analytics',
    'google-tag-manager',
    'litespeed',
    'litespeed-cache',
    'site-kit',
    'swiper',
  ],
  partners: {
    'softone.gr': 'technology',
    'epsilonnet.gr': 'technology',
    'entersoft.gr': 'technology',
    'woocommerce.com': 'technology',
    'shopify.com': 'technology',
    'opencart.com': 'technology',
    'vivawallet.com': 'technology',
    'cardlink.gr': 'technology',
    'skroutz.gr': 'technology',
    'acscourier.net': 'technology',
    'logistiki-papadopoulou.gr': 'channel',
    'taxisconsulting.gr': 'channel',
    'kritisoft.gr': 'channel',
    'pbsolutions.gr': 'channel',
    'netlogic.com.gr': 'channel',
    'ionianaccounting.gr': 'channel',
    'thessmix.gr': 'channel',
    'dodekasystems.gr': 'channel',
  },
};
