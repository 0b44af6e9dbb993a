import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.brentaflux.it';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  link: `<${D}/wp-json/>; rel="https://api.w.org/"`,
  'cache-control': 'max-age=0, must-revalidate',
  vary: 'Accept-Encoding,Cookie',
};

const avadaCss = `
:root{--awb-color1:#ffffff;--awb-color2:#f4f6f8;--awb-color3:#e2e6ea;--awb-color4:#0b5aa2;--awb-color5:#08427a;--awb-color6:#4a4e57;--awb-color7:#212934;--awb-color8:#101419;--awb-typography1-font-family:"Barlow",sans-serif;--awb-typography1-font-size:46px;--awb-typography2-font-size:28px;--site_width:1240px;--header_bg_color:var(--awb-color1);--footer_bg_color:var(--awb-color7);--copyright_bg_color:var(--awb-color8);}
body{font-family:"Barlow",Arial,Helvetica,sans-serif;font-size:16px;line-height:1.72;color:var(--awb-color6);background:var(--awb-color1);margin:0}
#wrapper{overflow:visible}.fusion-row{max-width:var(--site_width);margin:0 auto;padding:0 30px}
.fusion-header{background:var(--header_bg_color);border-bottom:1px solid var(--awb-color3);position:sticky;top:0;z-index:20}
.fusion-logo img{height:54px;width:auto}.fusion-main-menu>ul{display:flex;gap:28px;list-style:none;margin:0;padding:0}
.fusion-main-menu>ul>li>a{font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--awb-color7);font-size:14px;padding:34px 0;display:block}
.fusion-main-menu .sub-menu{position:absolute;background:#fff;min-width:260px;box-shadow:0 12px 30px rgba(0,0,0,.12);display:none}
.fusion-main-menu li:hover>.sub-menu{display:block}.fusion-secondary-header{background:var(--awb-color5);color:#fff;font-size:13px}
.fusion-secondary-header a{color:#dfe9f5}.fusion-title h1,.fusion-title h2{font-family:var(--awb-typography1-font-family);color:var(--awb-color7)}
.fusion-page-title-bar{background:linear-gradient(90deg,#08427a 0,#0b5aa2 100%);color:#fff;padding:70px 0}
.fusion-page-title-bar h1{color:#fff;font-size:42px;margin:0}.fusion-breadcrumbs{font-size:13px;opacity:.85}
.fusion-builder-row{display:flex;flex-wrap:wrap;margin:0 -15px}.fusion-layout-column{padding:0 15px;box-sizing:border-box}
.fusion_builder_column_1_1{width:100%}.fusion_builder_column_1_2{width:50%}.fusion_builder_column_1_3{width:33.333%}.fusion_builder_column_1_4{width:25%}.fusion_builder_column_2_3{width:66.666%}
.fusion-button{display:inline-block;background:var(--awb-color4);color:#fff;padding:14px 30px;border-radius:2px;font-weight:600;text-transform:uppercase;font-size:14px}
.fusion-button:hover{background:var(--awb-color5)}.fusion-accordian .panel-title a{display:flex;align-items:center;gap:12px;padding:16px 0;font-size:18px;font-weight:600;color:var(--awb-color7);border-bottom:1px solid var(--awb-color3)}
.fusion-accordian .fusion-toggle-icon-wrapper{width:22px;height:22px;background:var(--awb-color4);color:#fff;display:inline-flex;align-items:center;justify-content:center}
.fusion-accordian .panel-body{padding:18px 0 26px 34px}.fusion-accordian .panel-collapse.collapse:not(.in){display:none}
.distributor-card{border-left:3px solid var(--awb-color4);padding:4px 0 4px 18px;margin-bottom:22px}.distributor-card h4{margin:0 0 4px;font-size:17px}
.distributor-card p{margin:0;font-size:15px}.fusion-footer-widget-area{background:var(--footer_bg_color);color:#c8ced6;padding:70px 0 40px;font-size:14px}
.fusion-footer-widget-area h4{color:#fff;text-transform:uppercase;font-size:14px;letter-spacing:.06em}.fusion-footer-widget-area a{color:#c8ced6}
.fusion-footer-copyright-area{background:var(--copyright_bg_color);color:#8a939e;font-size:12.5px;padding:18px 0}
.fusion-social-networks a{display:inline-block;width:34px;height:34px;line-height:34px;text-align:center;border:1px solid #4a525d;border-radius:50%;margin-right:6px}
.cert-badges img{height:58px;margin-right:14px;filter:grayscale(1) brightness(1.8)}
.fusion-imageframe img{max-width:100%;height:auto}.fusion-clients .fusion-client-image{display:flex;align-items:center;justify-content:center;height:110px;border:1px solid var(--awb-color3)}
.fusion-clients img{max-height:54px;filter:grayscale(1);opacity:.75}.fusion-content-boxes .content-box-column{padding:28px;background:var(--awb-color2)}
.fusion-content-boxes h2{font-size:20px;margin:14px 0 8px}.fusion-text table{border-collapse:collapse;width:100%}.fusion-text td,.fusion-text th{border:1px solid var(--awb-color3);padding:9px 12px;text-align:left}
.wpml-ls-statics-shortcode_actions{display:inline-block}.wpml-ls-item img{width:18px;height:12px;margin-right:4px}
@media (max-width:1024px){.fusion_builder_column_1_3,.fusion_builder_column_1_4{width:50%}.fusion-main-menu{display:none}.fusion-mobile-menu-icons{display:block}}
@media (max-width:640px){.fusion_builder_column_1_2,.fusion_builder_column_1_3,.fusion_builder_column_1_4,.fusion_builder_column_2_3{width:100%}.fusion-page-title-bar h1{font-size:30px}}
`;

function head(title: string, desc: string, path: string, extra = ''): string {
  return `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top" lang="it-IT" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<script type="text/javascript" class="_iub_cs_activate-inline">
	var _iub = _iub || [];
	_iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"floatingPreferencesButtonDisplay":"bottom-right","lang":"it","perPurposeConsent":true,"siteId":2984412,"cookiePolicyId":61947320,"banner":{"acceptButtonDisplay":true,"closeButtonRejects":true,"customizeButtonDisplay":true,"position":"float-bottom-center"}};
	</script>
	<script type="text/javascript" src="//cs.iubenda.com/autoblocking/2984412.js"></script>
	<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-K7QF2PX');</script>
	<!-- End Google Tag Manager -->
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
	<link rel="alternate" hreflang="it" href="${D}${path}" />
	<link rel="alternate" hreflang="en" href="https://www.brentaflux.com${path === '/' ? '/' : '/en' + path}" />
	<link rel="alternate" hreflang="x-default" href="${D}${path}" />

	<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${desc}" />
	<link rel="canonical" href="${D}${path}" />
	<meta property="og:locale" content="it_IT" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${desc}" />
	<meta property="og:url" content="${D}${path}" />
	<meta property="og:site_name" content="Brentaflux S.p.A." />
	<meta property="og:image" content="${D}/wp-content/uploads/2023/05/brentaflux-stabilimento-cittadella.jpg" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${D}${path}","url":"${D}${path}","name":"${title}","isPartOf":{"@id":"${D}/#website"},"inLanguage":"it-IT"},{"@type":"WebSite","@id":"${D}/#website","url":"${D}/","name":"Brentaflux","publisher":{"@id":"${D}/#organization"},"inLanguage":"it-IT"},{"@type":"Organization","@id":"${D}/#organization","name":"Brentaflux S.p.A.","url":"${D}/","logo":{"@type":"ImageObject","url":"${D}/wp-content/uploads/2022/11/logo-brentaflux.svg"},"sameAs":["https://www.linkedin.com/company/brentaflux","https://www.youtube.com/@brentaflux","https://www.facebook.com/brentaflux.valvole"]}]}</script>
	<!-- / Yoast SEO plugin. -->

	<link rel='dns-prefetch' href='//cdn.iubenda.com' />
	<link rel='dns-prefetch' href='//fonts.googleapis.com' />
	<link rel="alternate" type="application/rss+xml" title="Brentaflux &raquo; Feed" href="${D}/feed/" />
	<link rel="alternate" type="application/rss+xml" title="Brentaflux &raquo; Feed dei commenti" href="${D}/comments/feed/" />
	<link rel="shortcut icon" href="${D}/wp-content/uploads/2022/11/favicon-brentaflux.png" type="image/x-icon" />
	<link rel='stylesheet' id='wp-block-library-css' href='${D}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' type='text/css' media='all' />
	<link rel='stylesheet' id='contact-form-7-css' href='${D}/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3' type='text/css' media='all' />
	<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='${D}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' type='text/css' media='all' />
	<link rel='stylesheet' id='fusion-dynamic-css-css' href='${D}/wp-content/uploads/fusion-styles/7f3b0c2e8d1a44b6a1e4d2b0c9f81e55.min.css?ver=3.11.7' type='text/css' media='all' />
	<link rel='stylesheet' id='avada-fonts-css' href='https://fonts.googleapis.com/css2?family=Barlow:wght@400;500;600;700&#038;display=swap' type='text/css' media='all' />
	<style id='avada-inline-css' type='text/css'>${avadaCss}</style>
	<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script type="text/javascript" src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
	<link rel="https://api.w.org/" href="${D}/wp-json/" />
	<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${D}/xmlrpc.php?rsd" />
	<meta name="generator" content="WordPress 6.5.2" />
	<meta name="generator" content="WPML ver:4.6.10 stt:1,27;" />
	<link rel='shortlink' href='${D}/?p=12' />
${extra}
</head>
`;
}

const nav = `<body class="page-template-default page fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no fusion-button_gradient-linear avada-image-rollover-circle-yes avada-image-rollover-yes avada-image-rollover-direction-left fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header avada-has-rev-slider-styles fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode avada-has-boxed-modal-shadow-none layout-scroll-offset-full avada-has-zero-margin-offset-top fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-show-pagination-text fusion-header-layout-v3 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar fusion-search-form-classic fusion-main-menu-search-dropdown fusion-avatar-square avada-dropdown-styles avada-blog-layout-large avada-blog-archive-layout-large avada-header-shadow-no avada-menu-icon-position-left avada-has-megamenu-shadow avada-has-mainmenu-dropdown-divider avada-has-breadcrumb-mobile-hidden avada-has-titlebar-bar_and_content avada-has-pagination-padding avada-flyout-menu-direction-fade avada-ec-views-v1" data-awb-post-id="12">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QF2PX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
<div id="boxed-wrapper">
<div id="wrapper" class="fusion-wrapper">
<div id="home" style="position:relative;top:-1px;"></div>
<header class="fusion-header-wrapper">
	<div class="fusion-header-v3 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo-1 fusion-mobile-logo-1 fusion-mobile-menu-design-modern">
		<div class="fusion-secondary-header">
			<div class="fusion-row">
				<div class="fusion-alignleft"><div class="fusion-contact-info"><span class="fusion-contact-info-phone-number">+39 049 940 2210</span><span class="fusion-header-separator">|</span><span class="fusion-contact-info-email-address"><a href="mailto:info&#64;brentaflux.it">info&#64;brentaflux.it</a></span></div></div>
				<div class="fusion-alignright">
					<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal"><ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-it wpml-ls-current-language wpml-ls-first-item wpml-ls-item-legacy-list-horizontal"><a href="${D}/" class="wpml-ls-link"><img class="wpml-ls-flag" src="${D}/wp-content/plugins/sitepress-multilingual-cms/res/flags/it.svg" alt="" width=18 height=12 /><span class="wpml-ls-native">Italiano</span></a></li><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-en wpml-ls-last-item wpml-ls-item-legacy-list-horizontal"><a href="https://www.brentaflux.com/" class="wpml-ls-link"><img class="wpml-ls-flag" src="${D}/wp-content/plugins/sitepress-multilingual-cms/res/flags/en.svg" alt="" width=18 height=12 /><span class="wpml-ls-display">English</span></a></li></ul></div>
					<span class="fusion-header-separator">|</span> <a href="https://ricambi.brentaflux.it/" target="_blank" rel="noopener">Portale ricambi</a>
				</div>
			</div>
		</div>
		<div class="fusion-header-sticky-height"></div>
		<div class="fusion-header">
			<div class="fusion-row">
				<div class="fusion-logo" data-margin-top="12px" data-margin-bottom="12px" data-margin-left="0px" data-margin-right="0px">
					<a class="fusion-logo-link" href="${D}/"><img src="${D}/wp-content/uploads/2022/11/logo-brentaflux.svg" width="210" height="54" alt="Brentaflux Logo" data-retina_logo_url="" class="fusion-standard-logo" /></a>
				</div>
				<nav class="fusion-main-menu" aria-label="Menu principale">
				<ul id="menu-main-menu" class="fusion-menu">
					<li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-31 fusion-dropdown-menu"><a href="${D}/azienda/" class="fusion-bar-highlight"><span class="menu-text">Azienda</span></a>
						<ul class="sub-menu">
							<li class="menu-item"><a href="${D}/azienda/">Chi siamo</a></li>
							<li class="menu-item"><a href="${D}/azienda/#certificazioni">Qualità e certificazioni</a></li>
							<li class="menu-item"><a href="${D}/ricerca-e-sviluppo/">Ricerca e sviluppo</a></li>
							<li class="menu-item"><a href="${D}/lavora-con-noi/">Lavora con noi</a></li>
						</ul>
					</li>
					<li class="menu-item menu-item-has-children fusion-megamenu-menu"><a href="${D}/prodotti/"><span class="menu-text">Prodotti</span></a>
						<ul class="sub-menu">
							<li class="menu-item"><a href="${D}/prodotti/valvole-a-sfera-flangiate/">Valvole a sfera flangiate</a></li>
							<li class="menu-item"><a href="${D}/prodotti/valvole-a-farfalla/">Valvole a farfalla</a></li>
							<li class="menu-item"><a href="${D}/prodotti/valvole-di-ritegno/">Valvole di ritegno</a></li>
							<li class="menu-item"><a href="${D}/prodotti/attuatori-e-automazioni/">Attuatori e automazioni</a></li>
						</ul>
					</li>
					<li class="menu-item"><a href="${D}/settori/"><span class="menu-text">Settori</span></a></li>
					<li class="menu-item"><a href="${D}/rete-distributiva/"><span class="menu-text">Rete distributiva</span></a></li>
					<li class="menu-item"><a href="${D}/news/"><span class="menu-text">News</span></a></li>
					<li class="menu-item"><a href="${D}/contatti/"><span class="menu-text">Contatti</span></a></li>
					<li class="fusion-custom-menu-item fusion-main-menu-search"><a class="fusion-main-menu-icon" href="#" aria-label="Cerca" role="button"></a></li>
				</ul>
				</nav>
				<div class="fusion-mobile-menu-icons"><a href="#" class="fusion-icon awb-icon-bars" aria-label="Attiva/disattiva menu mobile" aria-expanded="false"></a></div>
			</div>
		</div>
	</div>
</header>
<main id="main" class="clearfix">
`;

function titleBar(title: string, crumbs: string): string {
  return `<section class="avada-page-titlebar-wrapper" aria-label="Barra del titolo della pagina">
	<div class="fusion-page-title-bar fusion-page-title-bar-none fusion-page-title-bar-left">
		<div class="fusion-page-title-row"><div class="fusion-page-title-wrapper"><div class="fusion-page-title-captions">
			<h1 class="entry-title">${title}</h1>
		</div><div class="fusion-page-title-secondary"><nav class="fusion-breadcrumbs awb-yoast-breadcrumbs" aria-label="Breadcrumb"><span><span><a href="${D}/">Home</a></span> » ${crumbs}</span></nav></div></div></div>
	</div>
</section>
`;
}

const footer = `</main>
<div class="fusion-footer">
	<footer class="fusion-footer-widget-area fusion-widget-area">
		<div class="fusion-row">
			<div class="fusion-columns fusion-columns-4 fusion-widget-area fusion-builder-row">
				<div class="fusion-column col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4">
					<section class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Brentaflux S.p.A.</h4>
					<div class="textwidget"><p>Via dell'Artigianato 18<br />35013 Cittadella (PD) – Italia<br />Tel. +39 049 940 2210<br /><a href="mailto:info&#64;brentaflux.it">info&#64;brentaflux.it</a><br />PEC: brentaflux&#64;legalmail.it</p>
					<p>P.IVA / C.F. 03418760284<br />Cap. soc. € 2.500.000 i.v.<br />REA PD-312874</p></div></section>
				</div>
				<div class="fusion-column col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4">
					<section class="fusion-footer-widget-column widget widget_nav_menu"><h4 class="widget-title">Prodotti</h4>
					<ul class="menu">
						<li><a href="${D}/prodotti/valvole-a-sfera-flangiate/">Valvole a sfera flangiate</a></li>
						<li><a href="${D}/prodotti/valvole-a-farfalla/">Valvole a farfalla</a></li>
						<li><a href="${D}/prodotti/valvole-di-ritegno/">Valvole di ritegno</a></li>
						<li><a href="${D}/prodotti/attuatori-e-automazioni/">Attuatori e automazioni</a></li>
						<li><a href="${D}/download/">Cataloghi e schede tecniche</a></li>
					</ul></section>
				</div>
				<div class="fusion-column col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4">
					<section class="fusion-footer-widget-column widget widget_nav_menu"><h4 class="widget-title">Link utili</h4>
					<ul class="menu">
						<li><a href="${D}/rete-distributiva/">Trova un distributore</a></li>
						<li><a href="https://ricambi.brentaflux.it/">Portale ricambi</a></li>
						<li><a href="${D}/lavora-con-noi/">Lavora con noi</a></li>
						<li><a href="${D}/whistleblowing/">Whistleblowing</a></li>
						<li><a href="${D}/codice-etico/">Codice etico e Modello 231</a></li>
					</ul></section>
				</div>
				<div class="fusion-column fusion-column-last col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4">
					<section class="fusion-footer-widget-column widget widget_media_gallery"><h4 class="widget-title">Certificazioni</h4>
					<div class="cert-badges">
						<img src="${D}/wp-content/uploads/2023/02/iso-9001-2015.png" alt="ISO 9001:2015" width="58" height="58" />
						<img src="${D}/wp-content/uploads/2023/02/iso-14001-2015.png" alt="ISO 14001:2015" width="58" height="58" />
						<img src="${D}/wp-content/uploads/2023/02/ped-2014-68-ue.png" alt="PED 2014/68/UE" width="58" height="58" />
						<img src="${D}/wp-content/uploads/2023/02/atex.png" alt="ATEX 2014/34/UE" width="58" height="58" />
					</div></section>
				</div>
			</div>
		</div>
	</footer>
	<footer id="footer" class="fusion-footer-copyright-area">
		<div class="fusion-row">
			<div class="fusion-copyright-content">
				<div class="fusion-copyright-notice"><div>© 2024 Brentaflux S.p.A. – Tutti i diritti riservati | <a href="https://www.iubenda.com/privacy-policy/61947320" class="iubenda-nostyle iubenda-embed" title="Privacy Policy">Privacy Policy</a> | <a href="https://www.iubenda.com/privacy-policy/61947320/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie Policy</a> | <a href="#" class="iubenda-cs-preferences-link">Preferenze cookie</a> | <a href="${D}/condizioni-generali-di-vendita/">Condizioni generali di vendita</a></div></div>
				<div class="fusion-social-links-footer">
					<div class="fusion-social-networks"><div class="fusion-social-networks-wrapper">
						<a class="fusion-social-network-icon fusion-tooltip fusion-linkedin" href="https://www.linkedin.com/company/brentaflux" target="_blank" rel="noopener noreferrer" aria-label="LinkedIn"><i class="fa-linkedin-in fab" aria-hidden="true"></i></a>
						<a class="fusion-social-network-icon fusion-tooltip fusion-youtube" href="https://www.youtube.com/@brentaflux" target="_blank" rel="noopener noreferrer" aria-label="YouTube"><i class="fa-youtube fab" aria-hidden="true"></i></a>
						<a class="fusion-social-network-icon fusion-tooltip fusion-facebook" href="https://www.facebook.com/brentaflux.valvole" target="_blank" rel="noopener noreferrer" aria-label="Facebook"><i class="fa-facebook-f fab" aria-hidden="true"></i></a>
					</div></div>
				</div>
			</div>
		</div>
	</footer>
</div>
</div>
</div>
<a class="fusion-one-page-text-link fusion-page-load-link" tabindex="-1" href="#" aria-hidden="true">Page load link</a>
<div class="avada-footer-scripts">
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script type="text/javascript" id="contact-form-7-js-extra">
/* <![CDATA[ */
var wpcf7 = {"api":{"root":"https:\\/\\/www.brentaflux.it\\/wp-json\\/","namespace":"contact-form-7\\/v1"},"cached":"1"};
/* ]]> */
</script>
<script type="text/javascript" src="${D}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/Avada/includes/lib/assets/min/js/library/modernizr.js?ver=3.3.1" id="modernizr-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/Avada/includes/lib/assets/min/js/general/fusion.js?ver=3.11.7" id="fusion-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/Avada/includes/lib/assets/min/js/library/bootstrap.collapse.js?ver=3.1.1" id="bootstrap-collapse-js"></script>
<script type="text/javascript" src="${D}/wp-content/plugins/fusion-builder/assets/js/min/general/fusion-toggles.js?ver=3.11.7" id="fusion-toggles-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/Avada/assets/min/js/general/avada-header.js?ver=7.11.7" id="avada-header-js"></script>
<script type="text/javascript" src="${D}/wp-content/themes/Avada/assets/min/js/general/avada-menu.js?ver=7.11.7" id="avada-menu-js"></script>
</div>
<section class="to-top-container to-top-right" aria-labelledby="awb-to-top-label"><a href="#" id="toTop" class="fusion-top-top-link"><span id="awb-to-top-label" class="screen-reader-text">Torna in cima</span></a></section>
</body>
</html>
`;

function page(title: string, desc: string, path: string, body: string, extraHead = ''): string {
  return head(title, desc, path, extraHead) + nav + body + footer;
}

const home = page(
  'Brentaflux – Valvole industriali a sfera, a farfalla e di ritegno | Made in Italy',
  'Brentaflux progetta e produce a Cittadella (PD) valvole industriali per oil &amp; gas, trattamento acque, chimica ed energia. Distribuzione in oltre 40 Paesi.',
  '/',
  `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-1 hundred-percent-fullwidth">
	<div class="fusion-slider-revolution rev_slider_wrapper">
		<p class="rs-p-wp-fix"></p>
		<rs-module-wrap id="rev_slider_1_1_wrapper" data-source="gallery" style="visibility:hidden;background:transparent;padding:0;">
			<rs-module id="rev_slider_1_1" style="" data-version="6.6.20">
				<rs-slides>
					<rs-slide style="position: absolute;" data-key="rs-1" data-title="Valvole a sfera" data-anim="ms:1000;r:0;" data-in="o:0;">
						<img src="${D}/wp-content/plugins/revslider/public/assets/assets/dummy.png" alt="Valvole a sfera Brentaflux in linea di collaudo" title="slide-collaudo" width="1920" height="820" class="rev-slidebg tp-rs-img rs-lazyload" data-lazyload="${D}/wp-content/uploads/2023/05/slide-collaudo.jpg" data-no-retina>
						<rs-layer id="slider-1-slide-1-layer-0" data-type="text" data-rsp_ch="on" data-xy="x:c;y:m;yo:-60px;" data-text="w:normal;s:52;l:62;fw:700;a:center;">Valvole progettate<br/>per non fermarsi mai</rs-layer>
						<rs-layer id="slider-1-slide-1-layer-1" data-type="button" data-xy="x:c;y:m;yo:70px;"><a href="${D}/prodotti/" class="fusion-button">Scopri i prodotti</a></rs-layer>
					</rs-slide>
					<rs-slide style="position: absolute;" data-key="rs-2" data-title="Acque" data-anim="ms:1000;r:0;" data-in="o:0;">
						<img src="${D}/wp-content/plugins/revslider/public/assets/assets/dummy.png" alt="Impianto di trattamento acque" width="1920" height="820" class="rev-slidebg tp-rs-img rs-lazyload" data-lazyload="${D}/wp-content/uploads/2023/05/slide-acque.jpg" data-no-retina>
						<rs-layer id="slider-1-slide-2-layer-0" data-type="text" data-xy="x:c;y:m;yo:-60px;">Soluzioni per il ciclo idrico integrato</rs-layer>
					</rs-slide>
				</rs-slides>
			</rs-module>
			<script>
				setREVStartSize({c: 'rev_slider_1_1',rl:[1240,1024,778,480],el:[820,720,640,560],gw:[1240,1024,778,480],gh:[820,720,640,560],type:'standard',justify:'',layout:'fullwidth',mh:"0"});if (window.RS_MODULES!==undefined && window.RS_MODULES.modules!==undefined && window.RS_MODULES.modules["revslider11"]!==undefined) {window.RS_MODULES.modules["revslider11"].once = false;window.revapi1 = undefined;if (window.RS_MODULES.checkMinimal!==undefined) window.RS_MODULES.checkMinimal()}
			</script>
		</rs-module-wrap>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box fusion-builder-row-2 nonhundred-percent-fullwidth" style="padding-top:80px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column fusion-builder-column-0 fusion_builder_column_1_2">
			<div class="fusion-title title fusion-title-1 fusion-sep-none fusion-title-text fusion-title-size-two"><h2 class="fusion-title-heading title-heading-left">Oltre cinquant'anni di ingegneria del fluido</h2></div>
			<div class="fusion-text fusion-text-1"><p>Fondata nel 1971 a Cittadella, sulle rive del Brenta, Brentaflux progetta, produce e collauda valvole industriali a sfera, a farfalla e di ritegno da DN 15 a DN 1200 e classi di pressione fino a ASME 2500. Ogni valvola viene testata idrostaticamente nel nostro reparto collaudi prima della spedizione.</p>
			<p>Il 72% della produzione è destinato all'export: serviamo clienti in oltre 40 Paesi attraverso una <a href="${D}/rete-distributiva/">rete di distributori autorizzati</a> e tre filiali commerciali in Germania, Emirati Arabi Uniti e Stati Uniti.</p></div>
			<a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-1" target="_self" href="${D}/azienda/"><span class="fusion-button-text">La nostra storia</span></a>
		</div>
		<div class="fusion-layout-column fusion_builder_column fusion-builder-column-1 fusion_builder_column_1_2">
			<div class="fusion-image-element"><span class="fusion-imageframe imageframe-none imageframe-1 hover-type-none"><img decoding="async" width="1200" height="800" src="${D}/wp-content/uploads/2023/05/reparto-collaudi-1200x800.jpg" alt="Reparto collaudi idrostatici" class="img-responsive wp-image-2210" srcset="${D}/wp-content/uploads/2023/05/reparto-collaudi-600x400.jpg 600w, ${D}/wp-content/uploads/2023/05/reparto-collaudi-1200x800.jpg 1200w" sizes="(max-width: 640px) 100vw, 600px" /></span></div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box fusion-builder-row-3" style="background-color:var(--awb-color2);padding-top:70px;padding-bottom:70px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1"><div class="fusion-title title fusion-title-center"><h2 class="fusion-title-heading">Settori di applicazione</h2></div></div>
		<div class="fusion-content-boxes content-boxes columns row fusion-columns-4 fusion-columns-total-4 fusion-content-boxes-1 content-boxes-icon-on-top content-left">
			<div class="fusion-column content-box-column content-box-column-1 col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4"><div class="col content-box-wrapper content-wrapper"><h2 class="content-box-heading">Oil &amp; Gas</h2><div class="content-container">Valvole a sfera trunnion per linee di trasporto e stoccaggio, conformi API 6D e API 607 fire-safe.</div></div></div>
			<div class="fusion-column content-box-column content-box-column-2 col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4"><div class="col content-box-wrapper content-wrapper"><h2 class="content-box-heading">Acque e depurazione</h2><div class="content-container">Valvole a farfalla e di ritegno per acquedotti, impianti di depurazione e dissalatori.</div></div></div>
			<div class="fusion-column content-box-column content-box-column-3 col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4"><div class="col content-box-wrapper content-wrapper"><h2 class="content-box-heading">Chimica e farmaceutica</h2><div class="content-container">Esecuzioni in acciaio inox duplex e superduplex, rivestimenti PFA e tenute criogeniche.</div></div></div>
			<div class="fusion-column content-box-column content-box-column-4 col-lg-3 col-md-3 col-sm-3 fusion_builder_column_1_4"><div class="col content-box-wrapper content-wrapper"><h2 class="content-box-heading">Energia</h2><div class="content-container">Valvole per centrali a ciclo combinato, teleriscaldamento e impianti a idrogeno.</div></div></div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box fusion-builder-row-4" style="padding-top:70px;padding-bottom:70px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1">
			<div class="fusion-title title fusion-title-center"><h2 class="fusion-title-heading">Hanno scelto Brentaflux</h2></div>
			<div class="fusion-clients clients-carousel fusion-carousel fusion-carousel-responsive" data-autoplay="yes" data-columns="6" data-itemmargin="24" data-itemwidth="180" data-touchscroll="no" data-imagesize="fixed">
				<div class="fusion-carousel-positioner"><ul class="fusion-carousel-holder">
					<li class="fusion-carousel-item"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img src="${D}/wp-content/uploads/2023/03/cliente-acquedotto-veneto.png" width="180" height="80" alt="Acquedotto del Veneto Orientale" /></div></div></li>
					<li class="fusion-carousel-item"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img src="${D}/wp-content/uploads/2023/03/cliente-petrolchimica-adriatica.png" width="180" height="80" alt="Petrolchimica Adriatica" /></div></div></li>
					<li class="fusion-carousel-item"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img src="${D}/wp-content/uploads/2023/03/cliente-eni.png" width="180" height="80" alt="Eni" /></div></div></li>
					<li class="fusion-carousel-item"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img src="${D}/wp-content/uploads/2023/03/cliente-a2a.png" width="180" height="80" alt="A2A" /></div></div></li>
					<li class="fusion-carousel-item"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img src="${D}/wp-content/uploads/2023/03/cliente-saudi-water.png" width="180" height="80" alt="Saudi Water Partnership Company" /></div></div></li>
					<li class="fusion-carousel-item"><div class="fusion-carousel-item-wrapper"><div class="fusion-image-wrapper hover-type-none"><img src="${D}/wp-content/uploads/2023/03/cliente-hera.png" width="180" height="80" alt="Gruppo Hera" /></div></div></li>
				</ul></div>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box fusion-builder-row-5" style="background-color:var(--awb-color5);padding-top:60px;padding-bottom:60px;color:#fff;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_2_3"><div class="fusion-text"><h2 style="color:#fff">Ci vediamo ad ACHEMA 2024</h2><p>Dal 10 al 14 giugno saremo a Francoforte, Hall 8.0 – Stand F12, con la nuova serie BFX-T trunnion per idrogeno. <a style="color:#fff;text-decoration:underline" href="https://www.achema.de/en/" target="_blank" rel="noopener">achema.de</a></p></div></div>
		<div class="fusion-layout-column fusion_builder_column_1_3"><a class="fusion-button" href="${D}/news/">Tutte le news</a></div>
	</div>
</div>
`,
  `	<script type="text/javascript" src="${D}/wp-content/plugins/revslider/public/assets/js/rbtools.min.js?ver=6.6.20" async id="tp-tools-js"></script>
	<script type="text/javascript" src="${D}/wp-content/plugins/revslider/public/assets/js/rs6.min.js?ver=6.6.20" async id="revmin-js"></script>
	<meta name="generator" content="Powered by Slider Revolution 6.6.20 - responsive, Mobile-Friendly Slider Plugin for WordPress with comfortable drag and drop interface." />`,
);

const azienda = page(
  'Chi siamo – Brentaflux',
  'La storia di Brentaflux dal 1971: stabilimento di Cittadella, certificazioni, associazioni di categoria e gruppo.',
  '/azienda/',
  titleBar('Chi siamo', '<span class="breadcrumb_last" aria-current="page">Chi siamo</span>') +
    `<section id="content" style="width: 100%;">
<div id="post-31" class="post-31 page type-page status-publish hentry">
<div class="post-content">
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-top:70px;padding-bottom:40px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_2_3">
			<div class="fusion-text">
				<h2>Una famiglia, un fiume, un mestiere</h2>
				<p>Brentaflux nasce nel 1971 quando Giovanni Marzaro, tornitore specializzato, apre a Cittadella un'officina di sei persone per la riparazione di valvole destinate ai consorzi irrigui della pianura padovana. Negli anni Ottanta l'azienda avvia la produzione in proprio delle prime valvole a sfera flangiate e nel 1994 ottiene la certificazione ISO 9001.</p>
				<p>Oggi Brentaflux impiega 186 persone su un'area coperta di 24.000 m², con un reparto di lavorazioni meccaniche a controllo numerico, una sala collaudi in grado di provare valvole fino a DN 1200 e un laboratorio interno per le prove fire-safe e di emissioni fuggitive secondo ISO 15848-1.</p>
				<p>La terza generazione della famiglia Marzaro guida l'azienda insieme a un management team che ha portato l'export dal 35% al 72% del fatturato nell'ultimo decennio.</p>
				<h3>Il Gruppo</h3>
				<p>Brentaflux fa parte di <a href="https://www.brentaholding.it/" target="_blank" rel="noopener">Brenta Holding</a>, che controlla anche la fonderia Fusioni Tergola e la società di servizi Brentaflux Service S.r.l. per la manutenzione in sito e la revisione di valvole di qualsiasi marca.</p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_3">
			<div class="fusion-text" style="background:var(--awb-color2);padding:28px">
				<h4>Brentaflux in cifre</h4>
				<table><tbody>
					<tr><th>Fondazione</th><td>1971</td></tr>
					<tr><th>Dipendenti</th><td>186</td></tr>
					<tr><th>Fatturato 2023</th><td>€ 48,6 milioni</td></tr>
					<tr><th>Export</th><td>72%</td></tr>
					<tr><th>Paesi serviti</th><td>43</td></tr>
					<tr><th>Valvole collaudate/anno</th><td>oltre 95.000</td></tr>
				</tbody></table>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box" id="certificazioni" style="background-color:var(--awb-color2);padding-top:60px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-text">
				<h2>Qualità e certificazioni</h2>
				<p>Il sistema di gestione integrato Brentaflux è certificato ISO 9001:2015, ISO 14001:2015 e ISO 45001:2018 da <a href="https://www.bureauveritas.it/" target="_blank" rel="noopener">Bureau Veritas Italia</a>. I prodotti sono conformi alla Direttiva PED 2014/68/UE (moduli H e B+D), alla Direttiva ATEX 2014/34/UE e, per le applicazioni oil &amp; gas, sono marcati API 6D e API 607.</p>
				<ul>
					<li>Certificato ISO 9001 n. IT312874-Q</li>
					<li>Certificato PED Modulo H n. CE-0062-PED-H-BRF-001-22</li>
					<li>Licenza API Monogram 6D-1482</li>
					<li>Omologazione SIL 3 (IEC 61508) per valvole di intercettazione di emergenza</li>
				</ul>
				<p><a href="${D}/download/">Scarica i certificati</a></p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-text">
				<h2>Associazioni</h2>
				<p>Brentaflux è associata ad <a href="https://www.anima.it/" target="_blank" rel="noopener">ANIMA Confindustria Meccanica Varia</a> e partecipa attivamente ai lavori del gruppo Valvole e Rubinetteria Industriale, contribuendo alla redazione delle norme UNI di settore.</p>
				<p>Siamo inoltre soci di Confindustria Veneto Est e del Consorzio Export Veneto Meccanica.</p>
				<h2>Premi</h2>
				<p>Premio "Impresa che esporta" 2022 della Camera di Commercio di Padova; finalisti al Premio Industria Felix 2023.</p>
			</div>
		</div>
	</div>
</div>
</div>
</div>
</section>
`,
);

type Dist = { name: string; city: string; addr: string; tel?: string; mail?: string; web?: string; note?: string };
const countries: [string, string, Dist[]][] = [
  [
    'de',
    'Germania / Austria',
    [
      {
        name: 'Hessler Armaturen GmbH',
        city: 'Mannheim',
        addr: 'Industriestraße 44, 68169 Mannheim',
        tel: '+49 621 3391 40',
        mail: 'vertrieb@hessler-armaturen.de',
        web: 'https://www.hessler-armaturen.de',
      },
      {
        name: 'Brentaflux Deutschland GmbH (filiale)',
        city: 'Düsseldorf',
        addr: 'Am Seestern 8, 40547 Düsseldorf',
        tel: '+49 211 5209 118',
        mail: 'info.de@brentaflux.it',
        note: 'Filiale commerciale – assistenza tecnica e magazzino',
      },
    ],
  ],
  [
    'fr',
    'Francia / Belgio / Lussemburgo',
    [
      {
        name: 'Robinetterie Delaunay SAS',
        city: 'Lyon',
        addr: "12 rue de l'Industrie, 69200 Vénissieux",
        tel: '+33 4 78 70 21 55',
        mail: 'contact@delaunay-robinetterie.fr',
        web: 'https://www.delaunay-robinetterie.fr',
      },
    ],
  ],
  [
    'es',
    'Spagna / Portogallo',
    [
      {
        name: 'Válvulas Ibéricas Norte S.L.',
        city: 'Bilbao',
        addr: 'Polígono Ugaldeguren I, P. 14, 48170 Zamudio',
        tel: '+34 944 521 870',
        web: 'https://valvulasnorte.es',
      },
    ],
  ],
  [
    'pl',
    'Polonia / Paesi Baltici',
    [
      {
        name: 'Armaflow Gdańsk Sp. z o.o.',
        city: 'Gdańsk',
        addr: 'ul. Budowlanych 31, 80-298 Gdańsk',
        tel: '+48 58 340 22 90',
        mail: 'biuro@armaflow-gdansk.pl',
        web: 'https://armaflow-gdansk.pl',
        note: 'Distributore dal 2024',
      },
    ],
  ],
  [
    'gb',
    'Regno Unito / Irlanda',
    [
      {
        name: 'Pennine Flow Controls Ltd',
        city: 'Huddersfield',
        addr: 'Unit 7, Lowfields Business Park, Elland HX5 9DA',
        tel: '+44 1422 371 640',
        mail: 'sales@pennineflow.co.uk',
        web: 'https://www.pennineflow.co.uk',
      },
    ],
  ],
  [
    'us',
    'Stati Uniti / Canada',
    [
      {
        name: 'Brentaflux Inc. (filiale)',
        city: 'Houston, TX',
        addr: '10707 Corporate Dr, Stafford, TX 77477',
        tel: '+1 281 340 8870',
        mail: 'sales.us@brentaflux.it',
      },
      {
        name: 'Gulfbridge Valve Supply LLC',
        city: 'Baton Rouge, LA',
        addr: '8440 Airline Hwy, Baton Rouge, LA 70815',
        tel: '+1 225 926 4410',
        web: 'https://www.gulfbridgevalve.com',
        note: 'Stock e automazione per Louisiana, Mississippi, Alabama',
      },
    ],
  ],
  [
    'br',
    'Brasile / Sud America',
    [
      {
        name: 'Valvosul Comércio de Válvulas Ltda.',
        city: 'Porto Alegre',
        addr: 'Av. Sertório 6100, Porto Alegre – RS',
        tel: '+55 51 3364 9020',
        web: 'https://www.valvosul.com.br',
      },
    ],
  ],
  [
    'ae',
    'Emirati Arabi / Medio Oriente',
    [
      {
        name: 'Brentaflux Middle East FZE (filiale)',
        city: 'Dubai',
        addr: 'Jebel Ali Free Zone, LOB 16, Office 412',
        tel: '+971 4 887 3190',
        mail: 'me@brentaflux.it',
      },
      {
        name: 'Al Saqr Industrial Supplies LLC',
        city: 'Abu Dhabi',
        addr: 'Mussafah M-37, Abu Dhabi',
        tel: '+971 2 550 7321',
        web: 'https://alsaqr-industrial.ae',
      },
    ],
  ],
  [
    'in',
    'India',
    [
      {
        name: 'Kaveri Process Equipment Pvt. Ltd.',
        city: 'Chennai',
        addr: 'Plot 22, SIDCO Industrial Estate, Ambattur, Chennai 600098',
        tel: '+91 44 2625 8810',
        mail: 'sales@kaveriprocess.in',
      },
    ],
  ],
  [
    'za',
    'Sudafrica',
    [
      {
        name: 'Highveld Valve &amp; Actuator (Pty) Ltd',
        city: 'Germiston',
        addr: '14 Refinery Road, Germiston 1401',
        tel: '+27 11 873 6620',
      },
    ],
  ],
];

function distPanel([code, label, list]: [string, string, Dist[]], i: number): string {
  const cards = list
    .map(
      (d) => `<div class="distributor-card">
							<h4>${d.name}</h4>
							<p>${d.addr}</p>
							${d.tel ? `<p>Tel. ${d.tel}</p>` : ''}
							${d.mail ? `<p>E-mail: <a href="mailto:${d.mail}">${d.mail}</a></p>` : ''}
							${d.web ? `<p>Web: <a href="${d.web}" target="_blank" rel="noopener">${d.web.replace(/^https?:\/\//, '')}</a></p>` : ''}
							${d.note ? `<p><em>${d.note}</em></p>` : ''}
						</div>`,
    )
    .join('\n\t\t\t\t\t\t');
  return `<div class="fusion-panel panel-default panel-${code} fusion-toggle-has-divider">
				<div class="panel-heading">
					<h4 class="panel-title toggle" id="toggle_${code}">
						<a aria-expanded="${i === 0}" aria-controls="${code}-panel" role="button" data-toggle="collapse" data-parent="#accordion-dist" data-target="#${code}-panel" href="#${code}-panel">
							<span class="fusion-toggle-icon-wrapper" aria-hidden="true"><i class="fa-fusion-box active-icon awb-icon-minus" aria-hidden="true"></i><i class="fa-fusion-box inactive-icon awb-icon-plus" aria-hidden="true"></i></span>
							<span class="fusion-toggle-heading"><img src="${D}/wp-content/uploads/2023/01/flag-${code}.svg" width="22" height="16" alt="" /> ${label}</span>
						</a>
					</h4>
				</div>
				<div id="${code}-panel" class="panel-collapse collapse${i === 0 ? ' in' : ''}" aria-labelledby="toggle_${code}">
					<div class="panel-body toggle-content fusion-clearfix">
						${cards}
					</div>
				</div>
			</div>`;
}

const rete = page(
  'Rete distributiva – Distributori e agenti Brentaflux nel mondo',
  'Trova il distributore autorizzato Brentaflux più vicino: Europa, Americhe, Medio Oriente, Asia e Africa. Agenti di zona in Italia.',
  '/rete-distributiva/',
  titleBar('Rete distributiva', '<span class="breadcrumb_last" aria-current="page">Rete distributiva</span>') +
    `<section id="content" style="width: 100%;">
<div class="post-content">
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-top:60px;padding-bottom:30px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_2_3">
			<div class="fusion-text">
				<p>Le valvole Brentaflux sono disponibili in tutto il mondo tramite distributori autorizzati, selezionati per competenza tecnica, disponibilità di magazzino e capacità di assistenza post-vendita. I distributori sono formati presso il nostro stabilimento e possono eseguire l'automazione e la revisione delle valvole secondo le procedure Brentaflux.</p>
				<p>Non trovi il tuo Paese? Scrivi a <a href="mailto:export&#64;brentaflux.it">export&#64;brentaflux.it</a>: il nostro ufficio export ti metterà in contatto con l'area manager di riferimento.</p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_3">
			<div class="fusion-image-element"><span class="fusion-imageframe"><img src="${D}/wp-content/uploads/2023/01/mappa-rete-distributiva.svg" width="520" height="300" alt="Mappa della rete distributiva Brentaflux" /></span></div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1">
			<div class="fusion-title title"><h2 class="fusion-title-heading">Distributori esteri</h2></div>
			<div class="accordian fusion-accordian" style="--awb-border-size:1px;--awb-icon-size:13px;">
			<div class="panel-group fusion-toggle-icon-boxed" id="accordion-dist">
			${countries.map(distPanel).join('\n\t\t\t')}
			</div>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box" style="background-color:var(--awb-color2);padding-top:60px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1">
			<div class="fusion-title title"><h2 class="fusion-title-heading">Agenti in Italia</h2></div>
			<div class="fusion-text">
				<table>
					<thead><tr><th>Regione</th><th>Agenzia</th><th>Contatti</th></tr></thead>
					<tbody>
						<tr><td>Lombardia, Piemonte, Valle d'Aosta, Liguria</td><td>Rappresentanze Tecniche Colombo S.a.s.</td><td>Tel. 02 9904 1187 – <a href="https://www.rtcolombo.it" target="_blank" rel="noopener">www.rtcolombo.it</a></td></tr>
						<tr><td>Emilia-Romagna, Toscana, Marche</td><td>Tecnoflussi Agenzia S.r.l.</td><td>Tel. 051 633 8420 – <a href="mailto:info&#64;tecnoflussi.it">info&#64;tecnoflussi.it</a></td></tr>
						<tr><td>Veneto, Friuli-Venezia Giulia, Trentino-Alto Adige</td><td>Vendita diretta Brentaflux</td><td>Tel. 049 940 2210 – <a href="mailto:italia&#64;brentaflux.it">italia&#64;brentaflux.it</a></td></tr>
						<tr><td>Lazio, Abruzzo, Umbria</td><td>Studio Ing. Paolo De Santis</td><td>Tel. 06 5193 6622</td></tr>
						<tr><td>Campania, Puglia, Calabria, Sicilia, Sardegna</td><td>Vendita diretta Brentaflux</td><td>Tel. 049 940 2210 – <a href="mailto:italia&#64;brentaflux.it">italia&#64;brentaflux.it</a></td></tr>
					</tbody>
				</table>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box" style="padding-top:50px;padding-bottom:70px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1">
			<div class="fusion-text" style="text-align:center">
				<h3>Vuoi diventare distributore Brentaflux?</h3>
				<p>Cerchiamo partner commerciali in Scandinavia, Sud-est asiatico e Australia. Compila il modulo di candidatura e ti ricontatteremo entro due settimane.</p>
				<a class="fusion-button" href="${D}/contatti/?oggetto=candidatura-distributore">Candidati come distributore</a>
			</div>
		</div>
	</div>
</div>
</div>
</section>
`,
);

const rd = page(
  'Ricerca e sviluppo – Brentaflux',
  "Laboratorio prove, progetti di ricerca con università e partner tecnologici per l'automazione delle valvole Brentaflux.",
  '/ricerca-e-sviluppo/',
  titleBar(
    'Ricerca e sviluppo',
    '<a href="' + D + '/azienda/">Azienda</a> » <span class="breadcrumb_last" aria-current="page">Ricerca e sviluppo</span>',
  ) +
    `<section id="content" style="width: 100%;">
<div class="post-content">
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-top:60px;padding-bottom:40px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-text">
				<h2>Il laboratorio prove</h2>
				<p>Il laboratorio Brentaflux esegue prove di tenuta a bassa e alta pressione, prove fire-safe secondo API 607 / ISO 10497, prove di emissioni fuggitive ISO 15848-1 classe AH e prove di ciclaggio fino a 100.000 manovre. Dal 2023 disponiamo di un banco criogenico per prove a –196 °C in azoto liquido.</p>
				<p>Ogni anno investiamo circa il 4% del fatturato in ricerca e sviluppo: 14 ingegneri lavorano su nuovi materiali di tenuta, su geometrie a bassa coppia di manovra e sulle valvole per il trasporto di idrogeno e CO₂.</p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-image-element"><span class="fusion-imageframe"><img src="${D}/wp-content/uploads/2023/06/banco-criogenico.jpg" width="800" height="533" alt="Banco prove criogenico" /></span></div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box" style="background-color:var(--awb-color2);padding-top:60px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1"><div class="fusion-title title"><h2 class="fusion-title-heading">Partner tecnologici per l'automazione</h2></div>
		<div class="fusion-text"><p>Per le valvole motorizzate collaboriamo con i principali costruttori di attuatori elettrici. Le interfacce di accoppiamento ISO 5211 sono progettate e certificate insieme ai nostri partner, e i pacchetti valvola + attuatore vengono collaudati come unità completa nel nostro stabilimento.</p></div></div>
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-text" style="background:#fff;padding:26px">
				<img src="${D}/wp-content/uploads/2023/06/logo-rotork.png" width="160" height="48" alt="Rotork" />
				<h4>Rotork</h4>
				<p>Attuatori elettrici multigiro e a quarto di giro serie IQ3 e CK, con comunicazione Profibus e HART. Brentaflux è Rotork Valve Automation Partner per l'Italia dal 2019.</p>
				<p><a href="https://www.rotork.com/it/" target="_blank" rel="noopener">rotork.com</a></p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-text" style="background:#fff;padding:26px">
				<img src="${D}/wp-content/uploads/2023/06/logo-auma.png" width="160" height="48" alt="AUMA" />
				<h4>AUMA Riester</h4>
				<p>Attuatori SA/SQ con unità di comando AC 01.2 per applicazioni nel settore acque e nella distribuzione gas. Pacchetti precertificati SIL 2/3.</p>
				<p><a href="https://www.auma.com/it/" target="_blank" rel="noopener">auma.com</a></p>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box" style="padding-top:60px;padding-bottom:70px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1">
			<div class="fusion-title title"><h2 class="fusion-title-heading">Collaborazioni di ricerca</h2></div>
			<div class="fusion-text">
				<p>Con il <a href="https://www.dmec.polimi.it/" target="_blank" rel="noopener">Dipartimento di Meccanica del Politecnico di Milano</a> stiamo sviluppando dal 2022 un modello di calcolo della coppia di manovra per valvole a sfera di grande diametro in servizio con idrogeno puro (progetto H2-VALVE, cofinanziato dalla Regione Veneto – POR FESR 2021-2027).</p>
				<p>Con il Dipartimento di Ingegneria Industriale dell'<a href="https://www.unipd.it/" target="_blank" rel="noopener">Università degli Studi di Padova</a> abbiamo attivato un dottorato industriale sui materiali polimerici per tenute criogeniche e ospitiamo ogni anno tesisti e tirocinanti.</p>
				<p>I risultati del progetto H2-VALVE sono stati presentati al convegno Valve World Expo di Düsseldorf e pubblicati sulla rivista <em>Valve World</em> (novembre 2023).</p>
			</div>
		</div>
	</div>
</div>
</div>
</section>
`,
);

const prodotto = page(
  'Valvole a sfera flangiate serie BFX – Brentaflux',
  'Valvole a sfera flangiate serie BFX da DN 15 a DN 600, PN 16–100 e ASME 150–600, esecuzioni fire-safe e a basse emissioni.',
  '/prodotti/valvole-a-sfera-flangiate/',
  titleBar(
    'Valvole a sfera flangiate serie BFX',
    '<a href="' + D + '/prodotti/">Prodotti</a> » <span class="breadcrumb_last" aria-current="page">Valvole a sfera flangiate</span>',
  ) +
    `<section id="content" style="width: 100%;">
<div class="post-content">
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-top:60px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-image-element"><span class="fusion-imageframe"><img src="${D}/wp-content/uploads/2023/04/bfx-flangiata-dn150.jpg" width="900" height="900" alt="Valvola a sfera flangiata BFX DN150" /></span></div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_2">
			<div class="fusion-text">
				<p>La serie BFX è la valvola a sfera flottante e trunnion a passaggio totale o ridotto progettata per le applicazioni più gravose dell'industria di processo. Corpo in due o tre pezzi, sfera in acciaio inossidabile lavorata e lappata, sedi in PTFE caricato, PEEK o metallo-metallo con riporto in carburo di tungsteno.</p>
				<table><tbody>
					<tr><th>Diametri</th><td>DN 15 – DN 600 (½" – 24")</td></tr>
					<tr><th>Pressioni</th><td>PN 16 – PN 100; ASME 150 – 600</td></tr>
					<tr><th>Temperature</th><td>–196 °C / +400 °C</td></tr>
					<tr><th>Materiali corpo</th><td>A105, A350 LF2, A182 F316, F51, F55</td></tr>
					<tr><th>Norme</th><td>API 6D, ISO 17292, EN 12516, API 607, ISO 15848-1</td></tr>
					<tr><th>Flange</th><td>EN 1092-1, ASME B16.5, ASME B16.47</td></tr>
				</tbody></table>
				<p style="margin-top:20px"><a class="fusion-button" href="${D}/wp-content/uploads/2024/01/BFX-scheda-tecnica-rev7.pdf">Scheda tecnica (PDF)</a> <a class="fusion-button" href="${D}/wp-content/uploads/2024/01/BFX-manuale-installazione.pdf">Manuale di installazione</a></p>
				<p>Modelli 3D disponibili su richiesta in formato STEP e tramite il portale <a href="https://www.traceparts.com/it" target="_blank" rel="noopener">TraceParts</a>.</p>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box" style="background-color:var(--awb-color2);padding-top:50px;padding-bottom:50px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_1">
			<div class="fusion-text">
				<h3>Esecuzioni speciali</h3>
				<ul>
					<li>BFX-C criogenica con prolunga stelo e sede a sfiato</li>
					<li>BFX-H2 per idrogeno, con tenute qualificate ISO 15848-1 classe AH in elio</li>
					<li>BFX-J incamiciata per fluidi che solidificano (zolfo, bitume)</li>
					<li>BFX-ESD per arresto di emergenza, certificata SIL 3</li>
				</ul>
				<p>Le valvole BFX possono essere fornite con attuatore pneumatico o elettrico montato e collaudato in fabbrica. Chiedi un preventivo al <a href="${D}/rete-distributiva/">distributore della tua zona</a>.</p>
			</div>
		</div>
	</div>
</div>
</div>
</section>
`,
);

const newsPl = page(
  'Armaflow Gdańsk è il nuovo distributore Brentaflux per Polonia e Paesi Baltici – Brentaflux',
  "Brentaflux rafforza la presenza nell'Europa centro-orientale con un nuovo distributore a Danzica.",
  '/news/nuovo-distributore-polonia/',
  titleBar(
    'Nuovo distributore per Polonia e Paesi Baltici',
    '<a href="' +
      D +
      '/news/">News</a> » <span class="breadcrumb_last" aria-current="page">Nuovo distributore per Polonia e Paesi Baltici</span>',
  ) +
    `<section id="content" style="width: 100%;">
<article id="post-2488" class="post post-2488 type-post status-publish format-standard has-post-thumbnail hentry category-news">
<div class="fusion-post-content-wrapper" style="max-width:860px;margin:60px auto;padding:0 30px">
	<div class="fusion-meta-info"><div class="fusion-meta-info-wrapper"><span class="vcard rich-snippet-hidden"><span class="fn">Ufficio Marketing</span></span><span class="updated rich-snippet-hidden">2024-02-19T09:10:32+01:00</span><span>19 Febbraio 2024</span><span class="fusion-inline-sep">|</span><a href="${D}/category/news/" rel="category tag">News</a></div></div>
	<div class="post-content">
		<p>Dal 1° marzo 2024 <strong>Armaflow Gdańsk Sp. z o.o.</strong> è distributore autorizzato delle valvole Brentaflux per Polonia, Lituania, Lettonia ed Estonia.</p>
		<p>Fondata nel 2009, Armaflow dispone di un magazzino di 3.200 m² a Danzica e di un'officina per l'automazione delle valvole. Il team tecnico ha completato a gennaio il percorso di formazione presso il nostro stabilimento di Cittadella.</p>
		<blockquote><p>«Il mercato polacco del teleriscaldamento e del biometano è in forte crescita: con Armaflow possiamo garantire consegne dal magazzino locale in 48 ore» – Marco Marzaro, Export Director</p></blockquote>
		<p>Contatti: <a href="https://armaflow-gdansk.pl" target="_blank" rel="noopener">armaflow-gdansk.pl</a> – tel. +48 58 340 22 90.</p>
		<p>Consulta l'elenco completo dei <a href="${D}/rete-distributiva/">distributori Brentaflux</a>.</p>
	</div>
	<div class="fusion-sharing-box fusion-theme-sharing-box fusion-single-sharing-box">
		<h4>Condividi</h4>
		<div class="fusion-social-networks"><div class="fusion-social-networks-wrapper">
			<a class="fusion-social-network-icon fusion-linkedin" href="https://www.linkedin.com/shareArticle?mini=true&amp;url=${encodeURIComponent(D + '/news/nuovo-distributore-polonia/')}" target="_blank" rel="noopener noreferrer"><i class="fa-linkedin-in fab" aria-hidden="true"></i></a>
			<a class="fusion-social-network-icon fusion-facebook" href="https://www.facebook.com/sharer.php?u=${encodeURIComponent(D + '/news/nuovo-distributore-polonia/')}" target="_blank" rel="noopener noreferrer"><i class="fa-facebook-f fab" aria-hidden="true"></i></a>
			<a class="fusion-social-network-icon fusion-mail" href="mailto:?subject=Nuovo%20distributore%20Brentaflux" target="_self"><i class="fa-envelope fas" aria-hidden="true"></i></a>
		</div></div>
	</div>
	<div class="related-posts single-related-posts">
		<h4>Articoli correlati</h4>
		<ul>
			<li><a href="${D}/news/achema-2024/">Brentaflux ad ACHEMA 2024 con la serie BFX-T per idrogeno</a></li>
			<li><a href="${D}/news/ampliamento-reparto-collaudi/">Inaugurato il nuovo reparto collaudi da 2.400 m²</a></li>
			<li><a href="${D}/news/premio-impresa-che-esporta/">Premio "Impresa che esporta" 2022</a></li>
		</ul>
	</div>
</div>
</article>
</section>
`,
);

const contatti = page(
  'Contatti – Brentaflux',
  'Contatta Brentaflux: sede e stabilimento di Cittadella (PD), ufficio commerciale Italia, ufficio export, assistenza post-vendita.',
  '/contatti/',
  titleBar('Contatti', '<span class="breadcrumb_last" aria-current="page">Contatti</span>') +
    `<section id="content" style="width: 100%;">
<div class="post-content">
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-top:60px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_1_3">
			<div class="fusion-text">
				<h3>Sede e stabilimento</h3>
				<p>Brentaflux S.p.A.<br />Via dell'Artigianato 18<br />35013 Cittadella (PD)</p>
				<p>Tel. +39 049 940 2210<br />Fax +39 049 940 2299</p>
				<h4>Ufficio commerciale Italia</h4>
				<p><a href="mailto:italia&#64;brentaflux.it">italia&#64;brentaflux.it</a></p>
				<h4>Ufficio export</h4>
				<p><a href="mailto:export&#64;brentaflux.it">export&#64;brentaflux.it</a></p>
				<h4>Assistenza post-vendita e ricambi</h4>
				<p><a href="mailto:service&#64;brentaflux.it">service&#64;brentaflux.it</a> – <a href="https://ricambi.brentaflux.it/">ricambi.brentaflux.it</a></p>
				<p>Orari: lun–ven 8:00–12:30, 13:30–17:30</p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_2_3">
			<div class="wpcf7 no-js" id="wpcf7-f118-p41-o1" lang="it-IT" dir="ltr">
			<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
			<form action="/contatti/#wpcf7-f118-p41-o1" method="post" class="wpcf7-form init" aria-label="Modulo di contatto" novalidate="novalidate" data-status="init">
				<div style="display: none;"><input type="hidden" name="_wpcf7" value="118" /><input type="hidden" name="_wpcf7_version" value="5.9.3" /><input type="hidden" name="_wpcf7_locale" value="it_IT" /><input type="hidden" name="_wpcf7_unit_tag" value="wpcf7-f118-p41-o1" /><input type="hidden" name="_wpcf7_container_post" value="41" /></div>
				<p><label>Nome e cognome*<br /><span class="wpcf7-form-control-wrap" data-name="nome"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-required="true" value="" type="text" name="nome" /></span></label></p>
				<p><label>Azienda*<br /><span class="wpcf7-form-control-wrap" data-name="azienda"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" value="" type="text" name="azienda" /></span></label></p>
				<p><label>E-mail*<br /><span class="wpcf7-form-control-wrap" data-name="email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required wpcf7-text wpcf7-validates-as-email" value="" type="email" name="email" /></span></label></p>
				<p><label>Paese<br /><span class="wpcf7-form-control-wrap" data-name="paese"><input size="40" class="wpcf7-form-control wpcf7-text" value="" type="text" name="paese" /></span></label></p>
				<p><label>Oggetto<br /><span class="wpcf7-form-control-wrap" data-name="oggetto"><select class="wpcf7-form-control wpcf7-select" name="oggetto"><option value="Richiesta di offerta">Richiesta di offerta</option><option value="Assistenza tecnica">Assistenza tecnica</option><option value="Candidatura distributore">Candidatura distributore</option><option value="Altro">Altro</option></select></span></label></p>
				<p><label>Messaggio<br /><span class="wpcf7-form-control-wrap" data-name="messaggio"><textarea cols="40" rows="8" class="wpcf7-form-control wpcf7-textarea" name="messaggio"></textarea></span></label></p>
				<p><span class="wpcf7-form-control-wrap" data-name="privacy"><span class="wpcf7-form-control wpcf7-acceptance"><span class="wpcf7-list-item"><label><input type="checkbox" name="privacy" value="1" aria-invalid="false" /><span class="wpcf7-list-item-label">Ho letto l'<a href="https://www.iubenda.com/privacy-policy/61947320" target="_blank">informativa privacy</a> e acconsento al trattamento dei dati.</span></label></span></span></span></p>
				<p><input class="wpcf7-form-control wpcf7-submit has-spinner fusion-button" type="submit" value="Invia" /></p>
				<div class="wpcf7-response-output" aria-hidden="true"></div>
			</form>
			</div>
		</div>
	</div>
</div>
<div class="fusion-fullwidth fullwidth-box hundred-percent-fullwidth">
	<div class="fusion-google-map-wrapper"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2791.44!2d11.7853!3d45.6481!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sBrentaflux!5e0!3m2!1sit!2sit!4v1700000000000" width="100%" height="420" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Mappa sede Brentaflux"></iframe></div>
</div>
</div>
</section>
`,
);

const lavora = page(
  'Lavora con noi – Brentaflux',
  'Posizioni aperte in Brentaflux: produzione, ufficio tecnico, commerciale export. Candidati online.',
  '/lavora-con-noi/',
  titleBar(
    'Lavora con noi',
    '<a href="' + D + '/azienda/">Azienda</a> » <span class="breadcrumb_last" aria-current="page">Lavora con noi</span>',
  ) +
    `<section id="content" style="width: 100%;">
<div class="post-content">
<div class="fusion-fullwidth fullwidth-box nonhundred-percent-fullwidth" style="padding-top:60px;padding-bottom:60px;">
	<div class="fusion-builder-row fusion-row">
		<div class="fusion-layout-column fusion_builder_column_2_3">
			<div class="fusion-text">
				<h2>Cresci con noi</h2>
				<p>Cerchiamo persone curiose e affidabili che vogliano costruire valvole che funzionano per decenni. Offriamo contratti metalmeccanici con premio di risultato, welfare aziendale, mensa interna e percorsi di formazione tecnica con la nostra Academy.</p>
				<h3>Posizioni aperte</h3>
				<ul>
					<li><strong>Tornitore CNC</strong> – turni, Cittadella</li>
					<li><strong>Disegnatore progettista meccanico</strong> (SolidWorks) – Ufficio tecnico</li>
					<li><strong>Export Area Manager Nord Europa</strong> – inglese e tedesco fluenti</li>
					<li><strong>Addetto collaudi</strong> – reparto prove idrostatiche</li>
				</ul>
				<p>Le nostre offerte sono pubblicate anche su <a href="https://www.linkedin.com/company/brentaflux/jobs/" target="_blank" rel="noopener">LinkedIn</a> e <a href="https://www.infojobs.it/brentaflux" target="_blank" rel="noopener">InfoJobs</a>. Per candidature spontanee scrivi a <a href="mailto:hr&#64;brentaflux.it">hr&#64;brentaflux.it</a>.</p>
				<p>Collaboriamo con gli ITS Academy e gli istituti tecnici del territorio per stage curricolari e percorsi di alternanza scuola-lavoro.</p>
			</div>
		</div>
		<div class="fusion-layout-column fusion_builder_column_1_3">
			<div class="fusion-image-element"><span class="fusion-imageframe"><img src="${D}/wp-content/uploads/2023/09/team-ufficio-tecnico.jpg" width="600" height="800" alt="Il team dell'ufficio tecnico" /></span></div>
		</div>
	</div>
</div>
</div>
</section>
`,
);

export const site: CorpusSite = {
  domain: 'brentaflux.it',
  otherDomains: ['brentaflux.com', 'brentaholding.it'],
  covers:
    'Italian valve manufacturer on WordPress/Avada with WPML: distributors by country in an Avada accordion (one only by e-mail domain, one by name and phone only, own subsidiaries mixed in), Italian agents in a table, actuator technology partners and university collaborations on an R&D page, an ANIMA membership on the about page; customer logo carousel, certification body, trade fair, TraceParts, job boards and the English sister domain as negatives',
  pages: {
    '/': { headers, html: home },
    '/azienda/': { headers, html: azienda },
    '/rete-distributiva/': { headers, html: rete },
    '/ricerca-e-sviluppo/': { headers, html: rd },
    '/prodotti/valvole-a-sfera-flangiate/': { headers, html: prodotto },
    '/news/nuovo-distributore-polonia/': { headers, html: newsPl },
    '/contatti/': { headers, html: contatti },
    '/lavora-con-noi/': { headers, html: lavora },
  },
  sitemap: [
    '/',
    '/azienda/',
    '/rete-distributiva/',
    '/ricerca-e-sviluppo/',
    '/prodotti/valvole-a-sfera-flangiate/',
    '/news/nuovo-distributore-polonia/',
    '/contatti/',
    '/lavora-con-noi/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'apache-http-server',
    'wpml',
    'yoast-seo',
    'contact-form-7',
    'slider-revolution',
    'iubenda',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'modernizr',
    'bootstrap',
    'google-font-api',
    'font-awesome',
    'open-graph',
    'rss',
    'google-maps',
  ],
  partners: {
    'hessler-armaturen.de': 'channel',
    'delaunay-robinetterie.fr': 'channel',
    'valvulasnorte.es': 'channel',
    'armaflow-gdansk.pl': 'channel',
    'pennineflow.co.uk': 'channel',
    'gulfbridgevalve.com': 'channel',
    'valvosul.com.br': 'channel',
    'alsaqr-industrial.ae': 'channel',
    'kaveriprocess.in': 'channel',
    'rtcolombo.it': 'channel',
    'tecnoflussi.it': 'channel',
    'rotork.com': 'technology',
    'auma.com': 'technology',
    'polimi.it': 'generic',
    'unipd.it': 'generic',
    'anima.it': 'generic',
  },
};
