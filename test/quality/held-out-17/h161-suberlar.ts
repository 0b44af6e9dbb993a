import type { CorpusSite } from '../corpus/types.js';

const WP_HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://suberlar.pt/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const head = (title: string, path: string, desc: string, postId: number) => `<!doctype html>
<html lang="pt-PT">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<link rel="alternate" hreflang="pt-pt" href="https://suberlar.pt${path}" />
<link rel="alternate" hreflang="en" href="https://suberlar.com${path === '/' ? '/' : '/en' + path}" />
<link rel="alternate" hreflang="x-default" href="https://suberlar.pt${path}" />

	<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${desc}" />
	<link rel="canonical" href="https://suberlar.pt${path}" />
	<meta property="og:locale" content="pt_PT" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${desc}" />
	<meta property="og:url" content="https://suberlar.pt${path}" />
	<meta property="og:site_name" content="Suberlar" />
	<meta property="article:publisher" content="https://www.facebook.com/suberlar.cortica" />
	<meta property="og:image" content="https://suberlar.pt/wp-content/uploads/2023/03/suberlar-og.jpg" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://suberlar.pt${path}","url":"https://suberlar.pt${path}","name":"${title}","isPartOf":{"@id":"https://suberlar.pt/#website"},"inLanguage":"pt-PT"},{"@type":"WebSite","@id":"https://suberlar.pt/#website","url":"https://suberlar.pt/","name":"Suberlar","publisher":{"@id":"https://suberlar.pt/#organization"},"inLanguage":"pt-PT"},{"@type":"Organization","@id":"https://suberlar.pt/#organization","name":"Suberlar - Isolamentos e Revestimentos em Cortiça, Lda.","url":"https://suberlar.pt/","logo":{"@type":"ImageObject","url":"https://suberlar.pt/wp-content/uploads/2022/11/suberlar-logo.svg"},"sameAs":["https://www.facebook.com/suberlar.cortica","https://www.instagram.com/suberlar_cortica/","https://www.linkedin.com/company/suberlar/","https://www.youtube.com/@suberlar"]}]}</script>
	<!-- / Yoast SEO plugin. -->


<link rel='dns-prefetch' href='//www.googletagmanager.com' />
<link rel="alternate" type="application/rss+xml" title="Suberlar &raquo; Feed" href="https://suberlar.pt/feed/" />
<link rel="alternate" type="application/rss+xml" title="Suberlar &raquo; Feed de comentários" href="https://suberlar.pt/comments/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://suberlar.pt/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<style id='classic-theme-styles-inline-css'>
/*! This file is auto-generated */
.wp-block-button__link{color:#fff;background-color:#32373c;border-radius:9999px;box-shadow:none;text-decoration:none;padding:calc(.667em + 2px) calc(1.333em + 2px);font-size:1.125em}
</style>
<link rel='stylesheet' id='contact-form-7-css' href='https://suberlar.pt/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.5' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='https://suberlar.pt/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.2' media='all' />
<link rel='stylesheet' id='cookie-law-info-gdpr-css' href='https://suberlar.pt/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-gdpr.css?ver=3.2.2' media='all' />
<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='https://suberlar.pt/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://suberlar.pt/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://suberlar.pt/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://suberlar.pt/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='swiper-css' href='https://suberlar.pt/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all' />
<link rel='stylesheet' id='elementor-post-6-css' href='https://suberlar.pt/wp-content/uploads/elementor/css/post-6.css?ver=1716201188' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://suberlar.pt/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.21.2' media='all' />
<link rel='stylesheet' id='elementor-post-${postId}-css' href='https://suberlar.pt/wp-content/uploads/elementor/css/post-${postId}.css?ver=1716204410' media='all' />
<link rel='stylesheet' id='elementor-post-88-css' href='https://suberlar.pt/wp-content/uploads/elementor/css/post-88.css?ver=1716201189' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Montserrat%3A100%2C200%2C300%2C400%2C500%2C600%2C700%7CLora%3A400%2C400italic&#038;display=swap&#038;ver=6.5.3' media='all' />
<link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin><script src="https://suberlar.pt/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://suberlar.pt/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script id="cookie-law-info-js-extra">
var Cli_Data = {"nn_cookie_ids":[],"cookielist":[],"non_necessary_cookies":[],"ccpaEnabled":"","ccpaRegionBased":"","ccpaBarEnabled":"","strictlyEnabled":["necessary","obligatoire"],"ccpaType":"gdpr","js_blocking":"1","custom_integration":"","triggerDomRefresh":"","secure_cookies":""};
var cli_cookiebar_settings = {"animate_speed_hide":"500","animate_speed_show":"500","background":"#FFF","border":"#b1a6a6c2","border_on":"","button_1_button_colour":"#7a5230","button_1_button_hover":"#624226","button_1_link_colour":"#fff","button_1_as_button":"1","button_1_new_win":"","notify_position_horizontal":"right","notify_position_vertical":"bottom","scroll_close":"","scroll_close_reload":"","accept_close_reload":"","reject_close_reload":"","showagain_tab":"","showagain_background":"#fff","showagain_border":"#000","showagain_div_id":"#cookie-law-info-again","showagain_x_position":"100px","text":"#333333","show_once_yn":"","show_once":"10000","logging_on":"","as_popup":"","popup_overlay":"1","bar_heading_text":"","cookie_bar_as":"banner","popup_showagain_position":"bottom-right","widget_position":"left"};
var log_object = {"ajax_url":"https://suberlar.pt/wp-admin/admin-ajax.php"};
</script>
<script src="https://suberlar.pt/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.2" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="https://suberlar.pt/wp-json/" /><link rel="alternate" type="application/json" href="https://suberlar.pt/wp-json/wp/v2/pages/${postId}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://suberlar.pt/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<link rel='shortlink' href='https://suberlar.pt/?p=${postId}' />
<meta name="generator" content="WPML ver:4.6.11 stt:1,4,42;" />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-N4QK7ZS');</script>
<!-- End Google Tag Manager -->
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, e_font_icon_svg, additional_custom_breakpoints, e_lazyload; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://suberlar.pt/wp-content/uploads/2022/11/cropped-favicon-32x32.png" sizes="32x32" />
<link rel="icon" href="https://suberlar.pt/wp-content/uploads/2022/11/cropped-favicon-192x192.png" sizes="192x192" />
<link rel="apple-touch-icon" href="https://suberlar.pt/wp-content/uploads/2022/11/cropped-favicon-180x180.png" />
</head>
`;

const header = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N4QK7ZS"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->

<a class="skip-link screen-reader-text" href="#content">Ir para o conteúdo</a>

		<div data-elementor-type="header" data-elementor-id="88" class="elementor elementor-88 elementor-location-header" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-5c1e0a2 e-flex e-con-boxed e-con e-parent" data-id="5c1e0a2" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;classic&quot;,&quot;sticky&quot;:&quot;top&quot;}">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-2b8d9f1 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="2b8d9f1" data-element_type="widget" data-widget_type="theme-site-logo.default">
				<div class="elementor-widget-container">
									<a href="https://suberlar.pt">
			<img width="220" height="56" src="https://suberlar.pt/wp-content/uploads/2022/11/suberlar-logo.svg" class="attachment-full size-full wp-image-14" alt="Suberlar" />				</a>
									</div>
				</div>
				<div class="elementor-element elementor-element-77e0c3d elementor-nav-menu__align-end elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="77e0c3d" data-element_type="widget" data-settings="{&quot;layout&quot;:&quot;horizontal&quot;,&quot;submenu_icon&quot;:{&quot;value&quot;:&quot;&lt;svg class=\\&quot;e-font-icon-svg e-fas-caret-down\\&quot;&gt;&lt;/svg&gt;&quot;,&quot;library&quot;:&quot;fa-solid&quot;},&quot;toggle&quot;:&quot;burger&quot;}" data-widget_type="nav-menu.default">
				<div class="elementor-widget-container">
						<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
				<ul id="menu-1-77e0c3d" class="elementor-nav-menu"><li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-120"><a href="https://suberlar.pt/produtos/" class="elementor-item">Produtos</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
	<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-121"><a href="https://suberlar.pt/produtos/aglomerado-expandido/" class="elementor-sub-item">Aglomerado de cortiça expandida</a></li>
	<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-122"><a href="https://suberlar.pt/produtos/revestimentos-parede/" class="elementor-sub-item">Revestimentos de parede</a></li>
	<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-123"><a href="https://suberlar.pt/produtos/subpavimentos/" class="elementor-sub-item">Subpavimentos acústicos</a></li>
</ul>
</li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-124"><a href="https://suberlar.pt/projetos/" class="elementor-item">Projetos</a></li>
<li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-has-children menu-item-125"><a href="#" class="elementor-item elementor-item-anchor">Onde comprar</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
	<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-126"><a href="https://suberlar.pt/onde-comprar/" class="elementor-sub-item">Revendedores em Portugal</a></li>
	<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-127"><a href="https://suberlar.pt/distribuidores/" class="elementor-sub-item">Distribuidores internacionais</a></li>
	<li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-128"><a target="_blank" rel="noopener" href="https://loja.suberlar.pt/" class="elementor-sub-item">Loja online</a></li>
</ul>
</li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-129"><a href="https://suberlar.pt/sobre-nos/" class="elementor-item">Sobre nós</a></li>
<li class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-130"><a href="https://suberlar.pt/noticias/" class="elementor-item">Notícias</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-131"><a href="https://suberlar.pt/contactos/" class="elementor-item">Contactos</a></li>
</ul>			</nav>
					<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Alternar menu" aria-expanded="false">
			<svg aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open e-font-icon-svg e-eicon-menu-bar" viewBox="0 0 1000 1000" xmlns="http://www.w3.org/2000/svg"><path d="M104 333H896C929 333 958 304 958 271S929 208 896 208H104C71 208 42 237 42 271S71 333 104 333ZM104 583H896C929 583 958 554 958 521S929 458 896 458H104C71 458 42 487 42 521S71 583 104 583ZM104 833H896C929 833 958 804 958 771S929 708 896 708H104C71 708 42 737 42 771S71 833 104 833Z"></path></svg>
			<span class="elementor-screen-only">Menu</span>
		</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-0d4e6b7 elementor-widget elementor-widget-wpml-language-switcher" data-id="0d4e6b7" data-element_type="widget" data-widget_type="wpml-language-switcher.default">
				<div class="elementor-widget-container">
			<div class="wpml-elementor-ls">
<div class="wpml-ls-statics-shortcode_actions wpml-ls wpml-ls-legacy-list-horizontal">
	<ul><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-pt-pt wpml-ls-current-language wpml-ls-first-item wpml-ls-item-legacy-list-horizontal">
				<a href="https://suberlar.pt/" class="wpml-ls-link"><span class="wpml-ls-native">PT</span></a>
			</li><li class="wpml-ls-slot-shortcode_actions wpml-ls-item wpml-ls-item-en wpml-ls-last-item wpml-ls-item-legacy-list-horizontal">
				<a href="https://suberlar.com/" class="wpml-ls-link"><span class="wpml-ls-display">EN</span></a>
			</li></ul>
</div>
</div>			</div>
				</div>
					</div>
				</div>
				</div>
`;

const footer = `		<div data-elementor-type="footer" data-elementor-id="97" class="elementor elementor-97 elementor-location-footer" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-a61b3f0 e-flex e-con-boxed e-con e-parent" data-id="a61b3f0" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
					<div class="e-con-inner">
		<div class="elementor-element elementor-element-f2c09d1 e-con-full e-flex e-con e-child" data-id="f2c09d1" data-element_type="container">
				<div class="elementor-element elementor-element-61ad7e2 elementor-widget elementor-widget-text-editor" data-id="61ad7e2" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p><strong>Suberlar – Isolamentos e Revestimentos em Cortiça, Lda.</strong><br />Rua da Indústria Corticeira, 218<br />4535-012 Lourosa, Santa Maria da Feira<br />Tel. +351 256 910 440<br /><a href="mailto:geral@suberlar.pt">geral@suberlar.pt</a></p>						</div>
				</div>
				</div>
		<div class="elementor-element elementor-element-3c7f51e e-con-full e-flex e-con e-child" data-id="3c7f51e" data-element_type="container">
				<div class="elementor-element elementor-element-19f0b4a elementor-widget elementor-widget-heading" data-id="19f0b4a" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h4 class="elementor-heading-title elementor-size-default">Empresa</h4>		</div>
				</div>
				<div class="elementor-element elementor-element-ce5a1d8 elementor-nav-menu--dropdown-none elementor-widget elementor-widget-nav-menu" data-id="ce5a1d8" data-element_type="widget" data-widget_type="nav-menu.default">
				<div class="elementor-widget-container">
						<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-vertical e--pointer-none">
				<ul id="menu-1-ce5a1d8" class="elementor-nav-menu sm-vertical"><li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-301"><a href="https://suberlar.pt/sobre-nos/" class="elementor-item">Sobre nós</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-302"><a href="https://suberlar.pt/parceiros/" class="elementor-item">Parceiros técnicos e aplicadores</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-303"><a href="https://suberlar.pt/distribuidores/" class="elementor-item">Distribuidores</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-304"><a href="https://suberlar.pt/downloads/" class="elementor-item">Fichas técnicas e DoP</a></li>
<li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-305"><a target="_blank" rel="noopener" href="https://recrutamento.suberlar.pt/" class="elementor-item">Recrutamento</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-privacy-policy menu-item-306"><a rel="privacy-policy" href="https://suberlar.pt/politica-de-privacidade/" class="elementor-item">Política de privacidade</a></li>
<li class="menu-item menu-item-type-custom menu-item-object-custom menu-item-307"><a target="_blank" rel="noopener" href="https://www.livroreclamacoes.pt/Inicio/" class="elementor-item">Livro de reclamações</a></li>
</ul>			</nav>
						</div>
				</div>
				</div>
		<div class="elementor-element elementor-element-8d22a6f e-con-full e-flex e-con e-child" data-id="8d22a6f" data-element_type="container">
				<div class="elementor-element elementor-element-7a0be11 elementor-widget elementor-widget-heading" data-id="7a0be11" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h4 class="elementor-heading-title elementor-size-default">Membro de</h4>		</div>
				</div>
				<div class="elementor-element elementor-element-4be1a90 elementor-widget elementor-widget-image" data-id="4be1a90" data-element_type="widget" data-widget_type="image.default">
				<div class="elementor-widget-container">
														<a href="https://www.apcor.pt/" target="_blank" rel="noopener">
							<img loading="lazy" decoding="async" width="160" height="60" src="https://suberlar.pt/wp-content/uploads/2022/11/apcor.png" class="attachment-full size-full wp-image-41" alt="APCOR - Associação Portuguesa da Cortiça" />								</a>
													</div>
				</div>
				<div class="elementor-element elementor-element-0fa4e3b elementor-widget elementor-widget-image" data-id="0fa4e3b" data-element_type="widget" data-widget_type="image.default">
				<div class="elementor-widget-container">
														<a href="https://fsc.org/en" target="_blank" rel="noopener">
							<img loading="lazy" decoding="async" width="90" height="60" src="https://suberlar.pt/wp-content/uploads/2022/11/fsc-c123456.png" class="attachment-full size-full wp-image-42" alt="FSC® C123456" />								</a>
													</div>
				</div>
				<div class="elementor-element elementor-element-51f60c2 elementor-widget elementor-widget-image" data-id="51f60c2" data-element_type="widget" data-widget_type="image.default">
				<div class="elementor-widget-container">
														<a href="https://www.compete2030.gov.pt/" target="_blank" rel="noopener">
							<img loading="lazy" decoding="async" width="300" height="40" src="https://suberlar.pt/wp-content/uploads/2023/06/barra-cofinanciamento.png" class="attachment-full size-full wp-image-77" alt="Cofinanciado por Compete 2030, Portugal 2030 e União Europeia" />								</a>
													</div>
				</div>
				</div>
		<div class="elementor-element elementor-element-e0c1d5b e-con-full e-flex e-con e-child" data-id="e0c1d5b" data-element_type="container">
				<div class="elementor-element elementor-element-c8e9d02 elementor-shape-rounded elementor-grid-0 e-grid-align-center elementor-widget elementor-widget-social-icons" data-id="c8e9d02" data-element_type="widget" data-widget_type="social-icons.default">
				<div class="elementor-widget-container">
					<div class="elementor-social-icons-wrapper elementor-grid">
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-facebook elementor-repeater-item-1e2a0c4" href="https://www.facebook.com/suberlar.cortica" target="_blank">
						<span class="elementor-screen-only">Facebook</span>
						<svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M504 256C504 119 393 8 256 8S8 119 8 256c0 123.78 90.69 226.38 209.25 245V327.69h-63V256h63v-54.64c0-62.15 37-96.48 93.67-96.48 27.14 0 55.52 4.84 55.52 4.84v61h-31.28c-30.8 0-40.41 19.12-40.41 38.73V256h68.78l-11 71.69h-57.78V501C413.31 482.38 504 379.78 504 256z"></path></svg>					</a>
				</span>
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-instagram elementor-repeater-item-92bd3f1" href="https://www.instagram.com/suberlar_cortica/" target="_blank">
						<span class="elementor-screen-only">Instagram</span>
						<svg class="e-font-icon-svg e-fab-instagram" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M224.1 141c-63.6 0-114.9 51.3-114.9 114.9s51.3 114.9 114.9 114.9S339 319.5 339 255.9 287.7 141 224.1 141z"></path></svg>					</a>
				</span>
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin elementor-repeater-item-0b71d2a" href="https://www.linkedin.com/company/suberlar/" target="_blank">
						<span class="elementor-screen-only">Linkedin</span>
						<svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 32H31.9C14.3 32 0 46.5 0 64.3v383.4C0 465.5 14.3 480 31.9 480H416c17.6 0 32-14.5 32-32.3V64.3c0-17.8-14.4-32.3-32-32.3z"></path></svg>					</a>
				</span>
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-youtube elementor-repeater-item-c43a9e5" href="https://www.youtube.com/@suberlar" target="_blank">
						<span class="elementor-screen-only">Youtube</span>
						<svg class="e-font-icon-svg e-fab-youtube" viewBox="0 0 576 512" xmlns="http://www.w3.org/2000/svg"><path d="M549.655 124.083c-6.281-23.65-24.787-42.276-48.284-48.597C458.781 64 288 64 288 64S117.22 64 74.629 75.486z"></path></svg>					</a>
				</span>
					</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-6b2d7ef elementor-widget elementor-widget-text-editor" data-id="6b2d7ef" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>© 2024 Suberlar. Todos os direitos reservados. Website por <a href="https://www.pixelcortico.pt/" target="_blank" rel="noopener">Pixel Córtico</a></p>						</div>
				</div>
				</div>
					</div>
				</div>
				</div>

<!--googleoff: all--><div id="cookie-law-info-bar" data-nosnippet="true"><span><div class="cli-bar-container cli-style-v2"><div class="cli-bar-message">Utilizamos cookies no nosso website para lhe proporcionar a experiência mais relevante, lembrando as suas preferências e visitas repetidas. Ao clicar em “Aceitar todos”, concorda com a utilização de TODOS os cookies.</div><div class="cli-bar-btn_container"><a role='button' class="medium cli-plugin-button cli-plugin-main-button cli_settings_button" style="margin:0px 5px 0px 0px">Definições</a><a id="wt-cli-accept-all-btn" role='button' data-cli_action="accept_all" class="wt-cli-element medium cli-plugin-button wt-cli-accept-all-btn cookie_action_close_header cli_action_button">Aceitar todos</a></div></div></span></div><div id="cookie-law-info-again" data-nosnippet="true"><span id="cookie_hdr_showagain">Gerir consentimento</span></div>
<!--googleon: all-->
<script src="https://suberlar.pt/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.5" id="swv-js"></script>
<script id="contact-form-7-js-extra">
var wpcf7 = {"api":{"root":"https://suberlar.pt/wp-json/","namespace":"contact-form-7/v1"},"cached":"1"};
</script>
<script src="https://suberlar.pt/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.5" id="contact-form-7-js"></script>
<script src="https://suberlar.pt/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1" id="hello-theme-frontend-js"></script>
<script src="https://suberlar.pt/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js?ver=1.2.1" id="smartmenus-js"></script>
<script src="https://suberlar.pt/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://suberlar.pt/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://suberlar.pt/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://suberlar.pt/wp-content/plugins/elementor/assets/lib/waypoints/waypoints.min.js?ver=4.0.2" id="elementor-waypoints-js"></script>
<script src="https://suberlar.pt/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Partilhar no Facebook","shareOnTwitter":"Partilhar no Twitter","pinIt":"Fixar","download":"Download"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"3.21.5","is_static":false,"urls":{"assets":"https://suberlar.pt/wp-content/plugins/elementor/assets/"},"swiperClass":"swiper","settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes","lightbox_enable_counter":"yes"},"post":{"id":6,"title":"Suberlar","excerpt":"","featuredImage":false}};
</script>
<script src="https://suberlar.pt/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
<script src="https://suberlar.pt/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=3.21.2" id="pro-elements-handlers-js"></script>

</body>
</html>
`;

const page = (title: string, path: string, desc: string, postId: number, bodyClass: string, content: string) =>
  head(title, path, desc, postId) +
  `<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${postId}">

` +
  header +
  content +
  footer;

const home = page(
  'Suberlar | Isolamento térmico e acústico em cortiça',
  '/',
  'Fabricante português de aglomerado de cortiça expandida, revestimentos de parede e subpavimentos acústicos. 100% natural, 100% reciclável.',
  9,
  'home page-template-default page page-id-9',
  `		<div data-elementor-type="wp-page" data-elementor-id="9" class="elementor elementor-9" data-elementor-post-type="page">
				<div class="elementor-element elementor-element-1a7c2e0 e-flex e-con-boxed e-con e-parent" data-id="1a7c2e0" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;video&quot;}">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-6f3c9b2 elementor-widget elementor-widget-heading" data-id="6f3c9b2" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">A casa que respira começa na cortiça</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-b21f4c7 elementor-widget elementor-widget-text-editor" data-id="b21f4c7" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Desde 1987 que transformamos a cortiça de falca do montado alentejano em placas de isolamento térmico e acústico, sem colas nem aditivos. Fabricado em Lourosa, no coração do concelho da cortiça.</p>						</div>
				</div>
				<div class="elementor-element elementor-element-8c2e1d4 elementor-align-left elementor-widget elementor-widget-button" data-id="8c2e1d4" data-element_type="widget" data-widget_type="button.default">
				<div class="elementor-widget-container">
					<div class="elementor-button-wrapper">
			<a class="elementor-button elementor-button-link elementor-size-md" href="https://suberlar.pt/onde-comprar/">
						<span class="elementor-button-content-wrapper">
									<span class="elementor-button-text">Encontrar um revendedor</span>
					</span>
					</a>
		</div>
				</div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-3d9e0aa e-flex e-con-boxed e-con e-parent" data-id="3d9e0aa" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-ff01a32 elementor-position-top elementor-widget elementor-widget-image-box" data-id="ff01a32" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://suberlar.pt/produtos/aglomerado-expandido/" tabindex="-1"><img loading="lazy" decoding="async" width="600" height="400" src="https://suberlar.pt/wp-content/uploads/2023/02/icb-placa.jpg" class="attachment-full size-full wp-image-203" alt="Placa ICB" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://suberlar.pt/produtos/aglomerado-expandido/">Aglomerado expandido ICB</a></h3><p class="elementor-image-box-description">Placas de 10 a 300 mm para ETICS, coberturas e pavimentos. λ = 0,040 W/m.K.</p></div></div>		</div>
				</div>
				<div class="elementor-element elementor-element-c10b4e5 elementor-position-top elementor-widget elementor-widget-image-box" data-id="c10b4e5" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://suberlar.pt/produtos/revestimentos-parede/" tabindex="-1"><img loading="lazy" decoding="async" width="600" height="400" src="https://suberlar.pt/wp-content/uploads/2023/02/revestimento-parede.jpg" class="attachment-full size-full wp-image-204" alt="Revestimento de parede em cortiça" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://suberlar.pt/produtos/revestimentos-parede/">Revestimentos de parede</a></h3><p class="elementor-image-box-description">Painéis decorativos em cortiça natural, preta ou pigmentada.</p></div></div>		</div>
				</div>
				<div class="elementor-element elementor-element-0a99e3c elementor-position-top elementor-widget elementor-widget-image-box" data-id="0a99e3c" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://suberlar.pt/produtos/subpavimentos/" tabindex="-1"><img loading="lazy" decoding="async" width="600" height="400" src="https://suberlar.pt/wp-content/uploads/2023/02/subpavimento.jpg" class="attachment-full size-full wp-image-205" alt="Subpavimento" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://suberlar.pt/produtos/subpavimentos/">Subpavimentos acústicos</a></h3><p class="elementor-image-box-description">Redução de ruído de percussão até 22 dB sob flutuantes e cerâmica.</p></div></div>		</div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-77b1c0f e-flex e-con-boxed e-con e-parent" data-id="77b1c0f" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-2e6d3a1 elementor-widget elementor-widget-heading" data-id="2e6d3a1" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h2 class="elementor-heading-title elementor-size-default">Obras onde estamos</h2>		</div>
				</div>
				<div class="elementor-element elementor-element-5ad4f92 elementor-widget elementor-widget-image-carousel" data-id="5ad4f92" data-element_type="widget" data-settings="{&quot;slides_to_show&quot;:&quot;5&quot;,&quot;navigation&quot;:&quot;none&quot;,&quot;autoplay&quot;:&quot;yes&quot;,&quot;infinite&quot;:&quot;yes&quot;,&quot;speed&quot;:500}" data-widget_type="image-carousel.default">
				<div class="elementor-widget-container">
					<div class="elementor-image-carousel-wrapper swiper" dir="ltr">
			<div class="elementor-image-carousel swiper-wrapper" aria-live="off">
								<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 de 6"><a data-elementor-open-lightbox="no" href="https://www.hotelquintadoriovez.pt/" target="_blank"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="https://suberlar.pt/wp-content/uploads/2023/04/quinta-do-rio-vez.png" alt="Hotel Quinta do Rio Vez" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="2 de 6"><a data-elementor-open-lightbox="no" href="https://www.cm-feira.pt/" target="_blank"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="https://suberlar.pt/wp-content/uploads/2023/04/cm-feira.png" alt="Município de Santa Maria da Feira" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="3 de 6"><a data-elementor-open-lightbox="no" href="https://www.escolaartesdouro.pt/" target="_blank"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="https://suberlar.pt/wp-content/uploads/2023/04/escola-artes-douro.png" alt="Escola de Artes do Douro" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="4 de 6"><a data-elementor-open-lightbox="no" href="https://www.casasdamarinha.pt/" target="_blank"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="https://suberlar.pt/wp-content/uploads/2023/04/casas-da-marinha.png" alt="Casas da Marinha – Comporta" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="5 de 6"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="https://suberlar.pt/wp-content/uploads/2023/04/pavilhao-lourosa.png" alt="Pavilhão Gimnodesportivo de Lourosa" /></figure></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="6 de 6"><a data-elementor-open-lightbox="no" href="https://www.adegavalemourao.pt/" target="_blank"><figure class="swiper-slide-inner"><img decoding="async" class="swiper-slide-image" src="https://suberlar.pt/wp-content/uploads/2023/04/adega-vale-mourao.png" alt="Adega Vale Mourão" /></figure></a></div>			</div>
				</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-aa0c3d2 elementor-widget elementor-widget-text-editor" data-id="aa0c3d2" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Conheça todas as obras na página <a href="https://suberlar.pt/projetos/">Projetos</a>. Procura um distribuidor fora de Portugal? Consulte a nossa <a href="https://suberlar.pt/distribuidores/">rede internacional</a> em 11 países.</p>						</div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-9e21b70 e-flex e-con-boxed e-con e-parent" data-id="9e21b70" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-d0d5c31 elementor-widget elementor-widget-heading" data-id="d0d5c31" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h2 class="elementor-heading-title elementor-size-default">Últimas notícias</h2>		</div>
				</div>
				<div class="elementor-element elementor-element-4d71b66 elementor-grid-3 elementor-posts--thumbnail-top elementor-widget elementor-widget-posts" data-id="4d71b66" data-element_type="widget" data-widget_type="posts.classic">
				<div class="elementor-widget-container">
					<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">
				<article class="elementor-post elementor-grid-item post-512 post type-post status-publish format-standard has-post-thumbnail hentry category-noticias">
				<a class="elementor-post__thumbnail__link" href="https://suberlar.pt/noticias/suberlar-na-tektonica-2024/" tabindex="-1">
			<div class="elementor-post__thumbnail"><img loading="lazy" decoding="async" width="768" height="512" src="https://suberlar.pt/wp-content/uploads/2024/05/tektonica-stand-768x512.jpg" class="attachment-medium_large size-medium_large wp-image-513" alt="" /></div>
		</a>
				<div class="elementor-post__text">
				<h3 class="elementor-post__title">
			<a href="https://suberlar.pt/noticias/suberlar-na-tektonica-2024/">
				Suberlar na Tektónica 2024			</a>
		</h3>
				<div class="elementor-post__meta-data">
					<span class="elementor-post-date">
			14 Maio, 2024		</span>
				</div>
				</div>
				</article>
				</div>
				</div>
				</div>
					</div>
				</div>
				</div>
`,
);

const distribuidores = page(
  'Distribuidores internacionais - Suberlar',
  '/distribuidores/',
  'A rede de distribuidores Suberlar na Europa, América do Norte e Ásia-Pacífico.',
  412,
  'page-template-default page page-id-412',
  `		<div data-elementor-type="wp-page" data-elementor-id="412" class="elementor elementor-412" data-elementor-post-type="page">
				<div class="elementor-element elementor-element-0bb3e71 e-flex e-con-boxed e-con e-parent" data-id="0bb3e71" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-4a9c3d1 elementor-widget elementor-widget-heading" data-id="4a9c3d1" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Distribuidores internacionais</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-d7b5e02 elementor-widget elementor-widget-text-editor" data-id="d7b5e02" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Os produtos Suberlar chegam a obras em mais de 20 países através de distribuidores exclusivos, que asseguram stock local, apoio técnico e entregas em obra. Se o seu país não consta da lista, contacte o nosso departamento de exportação: <a href="mailto:export@suberlar.pt">export@suberlar.pt</a>.</p>						</div>
				</div>
				<div class="elementor-element elementor-element-6e0f4a9 elementor-tabs-view-horizontal elementor-widget elementor-widget-tabs" data-id="6e0f4a9" data-element_type="widget" data-widget_type="tabs.default">
				<div class="elementor-widget-container">
					<div class="elementor-tabs">
			<div class="elementor-tabs-wrapper" role="tablist" >
									<div id="elementor-tab-title-1941" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1941" aria-expanded="false">Europa</div>
									<div id="elementor-tab-title-1942" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1942" aria-expanded="false">América do Norte</div>
									<div id="elementor-tab-title-1943" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1943" aria-expanded="false">Ásia-Pacífico</div>
							</div>
			<div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">
									<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="true" data-tab="1" role="tab" tabindex="0" aria-controls="elementor-tab-content-1941" aria-expanded="false">Europa</div>
					<div id="elementor-tab-content-1941" class="elementor-tab-content elementor-clearfix" data-tab="1" role="tabpanel" aria-labelledby="elementor-tab-title-1941" tabindex="0" hidden="false"><table style="width: 100%;">
<thead>
<tr>
<th>País</th>
<th>Distribuidor</th>
<th>Contacto</th>
</tr>
</thead>
<tbody>
<tr>
<td>Alemanha / Áustria</td>
<td><strong>Korkwerk Nord GmbH</strong><br />Hamburg</td>
<td><a href="https://www.korkwerk-nord.de/" target="_blank" rel="noopener">www.korkwerk-nord.de</a></td>
</tr>
<tr>
<td>França</td>
<td><strong>Liège &amp; Habitat SARL</strong><br />Bordeaux</td>
<td><a href="https://liege-habitat.fr/revendeurs/" target="_blank" rel="noopener">liege-habitat.fr</a></td>
</tr>
<tr>
<td>Espanha</td>
<td><strong>Aislamientos Naturales Ebro, S.L.</strong><br />Zaragoza</td>
<td><a href="https://suberlar.pt/go/?url=https%3A%2F%2Fwww.aislanaturalebro.es%2F&amp;src=distribuidores" target="_blank" rel="noopener nofollow">Visitar website</a></td>
</tr>
<tr>
<td>Reino Unido / Irlanda</td>
<td><strong>Natural Build Supplies Ltd</strong><br />Bristol</td>
<td><a href="https://www.naturalbuildsupplies.co.uk/cork-insulation" target="_blank" rel="noopener">naturalbuildsupplies.co.uk</a></td>
</tr>
<tr>
<td>Países Baixos</td>
<td><strong>Kurk &amp; Co B.V.</strong><br />Utrecht</td>
<td><a href="http://kurkenco.nl" target="_blank" rel="noopener">kurkenco.nl</a></td>
</tr>
<tr>
<td>Bélgica / Luxemburgo</td>
<td><strong>EcoIso Benelux</strong><br />Gent</td>
<td>+32 9 233 41 70<br /><a href="mailto:info@ecoiso-benelux.be">info@ecoiso-benelux.be</a></td>
</tr>
<tr>
<td>Suíça</td>
<td><strong>Naturbau Kork AG</strong><br />Winterthur</td>
<td>www.naturbaukork.ch</td>
</tr>
<tr>
<td>Itália</td>
<td><strong>Sughero Verde S.r.l.</strong><br />Tempio Pausania (SS)</td>
<td><a href="https://www.sugheroverde.it/" target="_blank" rel="noopener">www.sugheroverde.it</a></td>
</tr>
</tbody>
</table></div>
									<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="2" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1942" aria-expanded="false">América do Norte</div>
					<div id="elementor-tab-content-1942" class="elementor-tab-content elementor-clearfix" data-tab="2" role="tabpanel" aria-labelledby="elementor-tab-title-1942" tabindex="0" hidden="hidden"><p><strong>Estados Unidos</strong> – Cork Building Solutions Inc., Portland (Oregon)<br /><a href="https://corkbuildingsolutions.com/" target="_blank" rel="noopener">corkbuildingsolutions.com</a></p>
<p><strong>Canadá</strong> – Liège Nordique inc., Montréal (Québec)<br /><a href="https://www.liegenordique.ca/fr/" target="_blank" rel="noopener">liegenordique.ca</a></p></div>
									<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="false" data-tab="3" role="tab" tabindex="-1" aria-controls="elementor-tab-content-1943" aria-expanded="false">Ásia-Pacífico</div>
					<div id="elementor-tab-content-1943" class="elementor-tab-content elementor-clearfix" data-tab="3" role="tabpanel" aria-labelledby="elementor-tab-title-1943" tabindex="0" hidden="hidden"><p><strong>Japão</strong> – Nihon Cork Trading Co., Ltd. (Osaka) · <a href="https://www.nihoncork-trading.co.jp/" target="_blank" rel="noopener">nihoncork-trading.co.jp</a></p>
<p><strong>Austrália e Nova Zelândia</strong> – Cork Habitat Pty Ltd (Melbourne) · <a href="https://corkhabitat.com.au/stockists/" target="_blank" rel="noopener">corkhabitat.com.au</a></p>
<p><strong>Emirados Árabes Unidos</strong> – em breve. Contacte-nos para representação na região do Golfo.</p></div>
							</div>
		</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-2f9c0b8 elementor-widget elementor-widget-text-editor" data-id="2f9c0b8" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Em Portugal continental e ilhas, os nossos produtos são vendidos através de <a href="https://suberlar.pt/onde-comprar/">revendedores de materiais de construção</a>.</p>						</div>
				</div>
					</div>
				</div>
				</div>
`,
);

const acc = (id: number, n: number, title: string, body: string) => `					<div class="elementor-accordion-item">
					<div id="elementor-tab-title-${id}" class="elementor-tab-title" data-tab="${n}" role="button" aria-controls="elementor-tab-content-${id}" aria-expanded="false">
													<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true">
															<span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 208H272V64c0-17.67-14.33-32-32-32h-32c-17.67 0-32 14.33-32 32v144H32c-17.67 0-32 14.33-32 32v32c0 17.67 14.33 32 32 32h144v144c0 17.67 14.33 32 32 32h32c17.67 0 32-14.33 32-32V304h144c17.67 0 32-14.33 32-32v-32c0-17.67-14.33-32-32-32z"></path></svg></span>
								<span class="elementor-accordion-icon-opened"><svg class="e-font-icon-svg e-fas-minus" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 208H32c-17.67 0-32 14.33-32 32v32c0 17.67 14.33 32 32 32h384c17.67 0 32-14.33 32-32v-32c0-17.67-14.33-32-32-32z"></path></svg></span>
														</span>
												<a class="elementor-accordion-title" tabindex="0">${title}</a>
					</div>
					<div id="elementor-tab-content-${id}" class="elementor-tab-content elementor-clearfix" data-tab="${n}" role="region" aria-labelledby="elementor-tab-title-${id}">${body}</div>
				</div>
`;

const ondeComprar = page(
  'Onde comprar - Revendedores em Portugal - Suberlar',
  '/onde-comprar/',
  'Encontre o revendedor Suberlar mais próximo de si, em Portugal continental, Madeira e Açores.',
  415,
  'page-template-default page page-id-415',
  `		<div data-elementor-type="wp-page" data-elementor-id="415" class="elementor elementor-415" data-elementor-post-type="page">
				<div class="elementor-element elementor-element-e7a0d21 e-flex e-con-boxed e-con e-parent" data-id="e7a0d21" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-30cf9d5 elementor-widget elementor-widget-heading" data-id="30cf9d5" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Onde comprar</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-b8a2cd1 elementor-widget elementor-widget-text-editor" data-id="b8a2cd1" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>A Suberlar não vende diretamente a particulares na fábrica. Encontre abaixo a rede de revendedores autorizados por região, ou compre online na <a href="https://loja.suberlar.pt/">nossa loja</a> (entregas em 48h no continente).</p>						</div>
				</div>
				<div class="elementor-element elementor-element-4cc18f0 elementor-widget elementor-widget-accordion" data-id="4cc18f0" data-element_type="widget" data-widget_type="accordion.default">
				<div class="elementor-widget-container">
					<div class="elementor-accordion" role="tablist">
${acc(
  2011,
  1,
  'Norte',
  `<p><strong>Ferreira &amp; Filhos – Materiais de Construção, Lda.</strong><br />Av. da Liberdade, 1022 – 4715-037 Braga<br />Tel. 253 610 220<br />www.ferreiraefilhos-mc.pt</p>
<p><strong>Casa do Isolamento</strong><br />Rua de Costa Cabral, 1540 – 4200-225 Porto<br />Tel. 225 098 712<br /><a href="https://casadoisolamento.pt" target="_blank" rel="noopener">casadoisolamento.pt</a></p>`,
)}${acc(
    2012,
    2,
    'Centro',
    `<p><strong>Bioconstrói</strong> – Coimbra · Tel. 239 441 905 · <a href="https://www.bioconstroi.pt/" target="_blank" rel="noopener">www.bioconstroi.pt</a></p>
<p><strong>Armazéns Leiriense</strong> – Leiria · Tel. 244 823 117 (apenas encomendas por telefone)</p>`,
  )}${acc(
    2013,
    3,
    'Lisboa e Vale do Tejo',
    `<ul>
<li><strong>EcoObra Lisboa</strong> – Rua Fernando Palha, 47, Marvila – <a href="https://ecoobra.pt/" target="_blank" rel="noopener">ecoobra.pt</a></li>
<li><strong>Leroy Merlin</strong> – lojas de Alfragide, Loures e Almada (referências ICB 40 a 100 mm) – <a href="https://www.leroymerlin.pt/pesquisa?q=suberlar" target="_blank" rel="noopener">ver disponibilidade</a></li>
</ul>`,
  )}${acc(
    2014,
    4,
    'Alentejo e Algarve',
    `<p><strong>Algarve Eco Materiais</strong><br />Zona Industrial de Loulé, Lote 31<br /><a href="https://algarveecomateriais.pt/" target="_blank" rel="noopener">algarveecomateriais.pt</a></p>`,
  )}${acc(
    2015,
    5,
    'Madeira e Açores',
    `<p><strong>Madeira Isola</strong> (Funchal) – madeiraisola.pt – Tel. 291 742 500<br /><strong>Açores</strong>: encomendas via departamento comercial, <a href="mailto:comercial@suberlar.pt">comercial@suberlar.pt</a></p>`,
  )}					</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-1c0b9ee elementor-widget elementor-widget-google_maps" data-id="1c0b9ee" data-element_type="widget" data-widget_type="google_maps.default">
				<div class="elementor-widget-container">
			<div class="elementor-custom-embed">
			<iframe loading="lazy"
					src="https://maps.google.com/maps?q=Suberlar%20Lourosa&#038;t=m&#038;z=8&#038;output=embed&#038;iwloc=near"
					title="Suberlar Lourosa"
					aria-label="Suberlar Lourosa"
			></iframe>
		</div>
				</div>
				</div>
					</div>
				</div>
				</div>
`,
);

const parceiros = page(
  'Parceiros técnicos e aplicadores certificados - Suberlar',
  '/parceiros/',
  'Sistemas certificados e aplicadores formados pela Suberlar.',
  430,
  'page-template-default page page-id-430',
  `		<div data-elementor-type="wp-page" data-elementor-id="430" class="elementor elementor-430" data-elementor-post-type="page">
				<div class="elementor-element elementor-element-7c20f1a e-flex e-con-boxed e-con e-parent" data-id="7c20f1a" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-81ac0f5 elementor-widget elementor-widget-heading" data-id="81ac0f5" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Parceiros técnicos</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-c5e0b12 elementor-widget elementor-widget-text-editor" data-id="c5e0b12" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>O aglomerado Suberlar integra sistemas construtivos testados em conjunto com fabricantes parceiros. Estas combinações têm ensaios de compatibilidade e garantia conjunta.</p>						</div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-4d0e8c2 e-grid e-con-boxed e-con e-parent" data-id="4d0e8c2" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-0e6f1b2 elementor-position-left elementor-vertical-align-top elementor-widget elementor-widget-image-box" data-id="0e6f1b2" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://www.argatlantico.pt/sistemas/etics-cortica" target="_blank" rel="noopener" tabindex="-1"><img loading="lazy" decoding="async" width="200" height="100" src="https://suberlar.pt/wp-content/uploads/2023/05/argamassas-atlantico.png" class="attachment-full size-full wp-image-301" alt="Argamassas Atlântico" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://www.argatlantico.pt/sistemas/etics-cortica" target="_blank" rel="noopener">Argamassas Atlântico</a></h3><p class="elementor-image-box-description">Sistema ETICS Atlântico Cork com ETA 21/0345: argamassa de colagem e reboco armado sobre ICB Suberlar.</p></div></div>		</div>
				</div>
				<div class="elementor-element elementor-element-61f2a0d elementor-position-left elementor-vertical-align-top elementor-widget elementor-widget-image-box" data-id="61f2a0d" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://tintasmarfim.pt/" target="_blank" rel="noopener" tabindex="-1"><img loading="lazy" decoding="async" width="200" height="100" src="https://suberlar.pt/wp-content/uploads/2023/05/tintas-marfim.png" class="attachment-full size-full wp-image-302" alt="Tintas Marfim" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://tintasmarfim.pt/" target="_blank" rel="noopener">Tintas Marfim</a></h3><p class="elementor-image-box-description">Tintas de silicato e acabamentos respiráveis validados para cortiça à vista.</p></div></div>		</div>
				</div>
				<div class="elementor-element elementor-element-a3b9d44 elementor-position-left elementor-vertical-align-top elementor-widget elementor-widget-image-box" data-id="a3b9d44" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://fixacoesminho.pt/buchas-isolamento" target="_blank" rel="noopener" tabindex="-1"><img loading="lazy" decoding="async" width="200" height="100" src="https://suberlar.pt/wp-content/uploads/2023/05/fixacoes-minho.png" class="attachment-full size-full wp-image-303" alt="Fixações Minho" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://fixacoesminho.pt/buchas-isolamento" target="_blank" rel="noopener">Fixações Minho</a></h3><p class="elementor-image-box-description">Buchas de fixação mecânica com anilha de cortiça, desenvolvidas em conjunto.</p></div></div>		</div>
				</div>
				<div class="elementor-element elementor-element-f90ab25 elementor-position-left elementor-vertical-align-top elementor-widget elementor-widget-image-box" data-id="f90ab25" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://www.bimobject.com/pt/suberlar" target="_blank" rel="noopener" tabindex="-1"><img loading="lazy" decoding="async" width="200" height="100" src="https://suberlar.pt/wp-content/uploads/2023/05/bimobject.png" class="attachment-full size-full wp-image-304" alt="BIMobject" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://www.bimobject.com/pt/suberlar" target="_blank" rel="noopener">BIMobject</a></h3><p class="elementor-image-box-description">Objetos BIM oficiais Suberlar para Revit e ArchiCAD, na plataforma do nosso parceiro de conteúdos digitais.</p></div></div>		</div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-95ba0e1 e-flex e-con-boxed e-con e-parent" data-id="95ba0e1" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-2ca7f11 elementor-widget elementor-widget-heading" data-id="2ca7f11" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h2 class="elementor-heading-title elementor-size-default">Aplicadores certificados</h2>		</div>
				</div>
				<div class="elementor-element elementor-element-0a1e7c9 elementor-widget elementor-widget-text-editor" data-id="0a1e7c9" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Empresas que concluíram a formação Suberlar de aplicação de ETICS com cortiça e estão habilitadas a emitir a garantia de sistema de 10 anos:</p>
<ul>
<li><strong>Isolar Norte, Lda.</strong> (Viana do Castelo, Braga, Porto) — <a href="https://isolarnorte.pt/" target="_blank" rel="noopener">isolarnorte.pt</a></li>
<li><strong>Reabilita Lisboa</strong> (Grande Lisboa e Setúbal) — <a href="https://www.reabilitalisboa.pt/contactos" target="_blank" rel="noopener">reabilitalisboa.pt</a></li>
<li><strong>CorkFix Aplicações</strong> (Aveiro, Viseu) — tel. 234 098 551</li>
</ul>
<p>É aplicador e pretende certificar-se? <a href="https://suberlar.pt/contactos/?assunto=formacao">Inscreva-se na próxima formação</a>.</p>						</div>
				</div>
					</div>
				</div>
				</div>
`,
);

const projetos = page(
  'Projetos - Suberlar',
  '/projetos/',
  'Obras de reabilitação e construção nova com isolamento em cortiça Suberlar.',
  440,
  'page-template-default page page-id-440',
  `		<div data-elementor-type="wp-page" data-elementor-id="440" class="elementor elementor-440" data-elementor-post-type="page">
				<div class="elementor-element elementor-element-3b11c0e e-flex e-con-boxed e-con e-parent" data-id="3b11c0e" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-d91f2a7 elementor-widget elementor-widget-heading" data-id="d91f2a7" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Projetos</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-e55ad01 elementor-widget elementor-widget-text-editor" data-id="e55ad01" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<h3>Casas da Marinha, Comporta</h3>
<p>Oito casas de férias com fachada em cortiça à vista de 80 mm. Projeto de arquitetura: <a href="https://www.duartemota-arq.pt/" target="_blank" rel="noopener">Atelier Duarte Mota Arquitetos</a>. Construção: Construtora Sado.</p>
<h3>Hotel Quinta do Rio Vez, Arcos de Valdevez</h3>
<p>Reabilitação de um solar do séc. XVIII com isolamento interior de 60 mm e subpavimento acústico nos 22 quartos. Cliente: <a href="https://www.hotelquintadoriovez.pt/" target="_blank" rel="noopener">Hotel Quinta do Rio Vez</a>.</p>
<h3>Adega Vale Mourão, Redondo</h3>
<p>Cobertura da nave de barricas isolada com 160 mm de ICB, garantindo inércia térmica sem climatização. Projeto de <a href="https://www.ateliersul.pt/" target="_blank" rel="noopener">Ateliersul</a>, fotografia de Inês Carrilho.</p>
<h3>Escola de Artes do Douro, Peso da Régua</h3>
<p>Revestimento acústico do auditório com painéis de cortiça preta. Dono de obra: Município do Peso da Régua.</p>						</div>
				</div>
					</div>
				</div>
				</div>
`,
);

const sobre = page(
  'Sobre nós - Suberlar',
  '/sobre-nos/',
  'Três gerações a transformar cortiça em Lourosa, Santa Maria da Feira.',
  402,
  'page-template-default page page-id-402',
  `		<div data-elementor-type="wp-page" data-elementor-id="402" class="elementor elementor-402" data-elementor-post-type="page">
				<div class="elementor-element elementor-element-61cc09a e-flex e-con-boxed e-con e-parent" data-id="61cc09a" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-7f0d2b1 elementor-widget elementor-widget-heading" data-id="7f0d2b1" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Sobre nós</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-90e1f44 elementor-widget elementor-widget-text-editor" data-id="90e1f44" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Fundada em 1987 por Albano Pinho, a Suberlar é hoje gerida pela terceira geração da família. Empregamos 64 pessoas e exportamos 58% da produção.</p>
<p>A matéria-prima é comprada a produtores florestais do Alentejo e do Ribatejo com certificação de gestão florestal <a href="https://fsc.org/en" target="_blank" rel="noopener">FSC®</a>. Somos membros da <a href="https://www.apcor.pt/" target="_blank" rel="noopener">APCOR – Associação Portuguesa da Cortiça</a> e da <a href="https://www.aiccopn.pt/" target="_blank" rel="noopener">AICCOPN</a>, e colaboramos em ensaios com o <a href="https://www.ctcor.com/" target="_blank" rel="noopener">CTCOR – Centro Tecnológico da Cortiça</a>.</p>
<p>Em 2023 fomos distinguidos com o estatuto PME Excelência pelo <a href="https://www.iapmei.pt/" target="_blank" rel="noopener">IAPMEI</a>.</p>						</div>
				</div>
				<div class="elementor-element elementor-element-18f0e57 elementor-widget elementor-widget-video" data-id="18f0e57" data-element_type="widget" data-settings="{&quot;youtube_url&quot;:&quot;https:\\/\\/www.youtube.com\\/watch?v=Xk2p9cQwL0E&quot;,&quot;video_type&quot;:&quot;youtube&quot;,&quot;controls&quot;:&quot;yes&quot;}" data-widget_type="video.default">
				<div class="elementor-widget-container">
					<div class="elementor-wrapper elementor-open-inline">
			<div class="elementor-video"></div>		</div>
				</div>
				</div>
					</div>
				</div>
				</div>
`,
);

const noticia =
  head(
    'Suberlar na Tektónica 2024 - Suberlar',
    '/noticias/suberlar-na-tektonica-2024/',
    'Estivemos na Tektónica 2024 com a nova gama de placas de grande formato.',
    512,
  ).replace('"@type":"WebPage"', '"@type":"Article"') +
  `<body class="post-template-default single single-post postid-512 single-format-standard wp-custom-logo elementor-default elementor-kit-6 elementor-page-520">

` +
  header +
  `		<div data-elementor-type="single-post" data-elementor-id="520" class="elementor elementor-520 elementor-location-single post-512 post type-post status-publish format-standard has-post-thumbnail hentry category-noticias" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-2a0c9bd e-flex e-con-boxed e-con e-parent" data-id="2a0c9bd" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-94f1c2a elementor-widget elementor-widget-theme-post-title elementor-page-title elementor-widget-heading" data-id="94f1c2a" data-element_type="widget" data-widget_type="theme-post-title.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Suberlar na Tektónica 2024</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-5bf0c61 elementor-widget elementor-widget-theme-post-content" data-id="5bf0c61" data-element_type="widget" data-widget_type="theme-post-content.default">
				<div class="elementor-widget-container">
			<p>De 8 a 11 de maio estivemos na Tektónica, na <a href="https://www.fil.pt/" target="_blank" rel="noopener">FIL – Feira Internacional de Lisboa</a>, com um stand de 60 m² construído inteiramente em cortiça.</p>
<p>Apresentámos as novas placas de grande formato (1000 × 2000 mm), produzidas na linha de autoclave instalada no ano passado com equipamento da <a href="https://www.metalurgicavouga.pt/" target="_blank" rel="noopener">Metalúrgica do Vouga</a> e cofinanciada pelo Compete 2030.</p>
<p>O stand foi notícia no <a href="https://expresso.pt/economia/2024-05-10-a-cortica-que-isola-casas" target="_blank" rel="noopener">Expresso</a> e na <a href="https://www.rtp.pt/noticias/economia" target="_blank" rel="noopener">RTP</a>. Obrigado a todos os arquitetos, revendedores e aplicadores que nos visitaram!</p>
<p>Siga-nos no <a href="https://www.instagram.com/suberlar_cortica/">Instagram</a> para ver as fotografias.</p>
		</div>
				</div>
				<div class="elementor-element elementor-element-0d7c1ae elementor-share-buttons--view-icon elementor-share-buttons--skin-minimal elementor-grid-0 elementor-widget elementor-widget-share-buttons" data-id="0d7c1ae" data-element_type="widget" data-widget_type="share-buttons.default">
				<div class="elementor-widget-container">
					<div class="elementor-grid">
								<div class="elementor-grid-item">
						<div class="elementor-share-btn elementor-share-btn_facebook" role="button" tabindex="0" aria-label="Partilhar no facebook">
															<span class="elementor-share-btn__icon">
								<svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M504 256C504 119 393 8 256 8S8 119 8 256z"></path></svg>							</span>
																				</div>
					</div>
								<div class="elementor-grid-item">
						<div class="elementor-share-btn elementor-share-btn_linkedin" role="button" tabindex="0" aria-label="Partilhar no linkedin">
															<span class="elementor-share-btn__icon">
								<svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 32H31.9z"></path></svg>							</span>
																				</div>
					</div>
						</div>
				</div>
				</div>
					</div>
				</div>
				</div>
` +
  footer;

export const site: CorpusSite = {
  domain: 'suberlar.pt',
  otherDomains: ['suberlar.com'],
  covers:
    'Portuguese cork insulation manufacturer on WordPress + Elementor (Hello theme, WPML, Yoast, CookieYes): international distributors in Elementor tabs (table rows, a redirect link, an unlinked domain, one without website), Portuguese resellers in an accordion with <br> lines, and technology partners plus certified installers on a page linked only from the footer; traps are a project-logo carousel, case-study architects, APCOR/FSC/AICCOPN memberships, a supplier and press in a news post, and own shop/recruitment subdomains.',
  pages: {
    '/': { headers: WP_HEADERS, html: home },
    '/distribuidores/': { headers: WP_HEADERS, html: distribuidores },
    '/onde-comprar/': { headers: WP_HEADERS, html: ondeComprar },
    '/parceiros/': { headers: WP_HEADERS, html: parceiros },
    '/projetos/': { headers: WP_HEADERS, html: projetos },
    '/sobre-nos/': { headers: WP_HEADERS, html: sobre },
    '/noticias/suberlar-na-tektonica-2024/': { headers: WP_HEADERS, html: noticia },
  },
  sitemap: ['/', '/distribuidores/', '/onde-comprar/', '/parceiros/', '/projetos/', '/sobre-nos/', '/noticias/suberlar-na-tektonica-2024/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'wpml',
    'contact-form-7',
    'cookieyes',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'google-font-api',
    'google-maps',
    'swiper',
    'open-graph',
    'rss',
    'litespeed',
  ],
  partners: {
    'korkwerk-nord.de': 'channel',
    'liege-habitat.fr': 'channel',
    'aislanaturalebro.es': 'channel',
    'naturalbuildsupplies.co.uk': 'channel',
    'kurkenco.nl': 'channel',
    'naturbaukork.ch': 'channel',
    'sugheroverde.it': 'channel',
    'corkbuildingsolutions.com': 'channel',
    'liegenordique.ca': 'channel',
    'nihoncork-trading.co.jp': 'channel',
    'corkhabitat.com.au': 'channel',
    'ferreiraefilhos-mc.pt': 'channel',
    'casadoisolamento.pt': 'channel',
    'bioconstroi.pt': 'channel',
    'ecoobra.pt': 'channel',
    'leroymerlin.pt': 'channel',
    'algarveecomateriais.pt': 'channel',
    'madeiraisola.pt': 'channel',
    'argatlantico.pt': 'technology',
    'tintasmarfim.pt': 'technology',
    'fixacoesminho.pt': 'technology',
    'bimobject.com': 'technology',
    'isolarnorte.pt': 'channel',
    'reabilitalisboa.pt': 'channel',
  },
};
