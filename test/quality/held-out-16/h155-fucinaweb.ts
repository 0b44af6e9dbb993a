import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://fucinaweb.it/wp-json/>; rel="https://api.w.org/"',
  'x-cache-status': 'HIT',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string, pageId: number, schemaType: string) => `<!doctype html>
<html lang="it-IT">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />

	<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://fucinaweb.it${path}" />
	<meta property="og:locale" content="it_IT" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="https://fucinaweb.it${path}" />
	<meta property="og:site_name" content="Fucina Web" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"${schemaType}","@id":"https://fucinaweb.it${path}","url":"https://fucinaweb.it${path}","name":"${title}","isPartOf":{"@id":"https://fucinaweb.it/#website"},"inLanguage":"it-IT"},{"@type":"WebSite","@id":"https://fucinaweb.it/#website","url":"https://fucinaweb.it/","name":"Fucina Web","publisher":{"@id":"https://fucinaweb.it/#organization"},"inLanguage":"it-IT"},{"@type":"Organization","@id":"https://fucinaweb.it/#organization","name":"Fucina Web S.r.l.","url":"https://fucinaweb.it/","logo":{"@type":"ImageObject","url":"https://fucinaweb.it/wp-content/uploads/2023/02/fucina-logo.svg"},"sameAs":["https://www.facebook.com/fucinaweb","https://www.instagram.com/fucina.web/","https://www.linkedin.com/company/fucina-web/"]}]}</script>
	<!-- / Yoast SEO plugin. -->

<link rel="alternate" type="application/rss+xml" title="Fucina Web &raquo; Feed" href="https://fucinaweb.it/feed/" />
<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":false,"floatingPreferencesButtonDisplay":"bottom-left","lang":"it","perPurposeConsent":true,"siteId":3188420,"cookiePolicyId":61422098,"banner":{"acceptButtonDisplay":true,"closeButtonDisplay":false,"customizeButtonDisplay":true,"explicitWithdrawal":true,"position":"float-bottom-center","rejectButtonDisplay":true}};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3188420.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<link rel='stylesheet' id='wp-block-library-css' href='https://fucinaweb.it/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://fucinaweb.it/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://fucinaweb.it/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://fucinaweb.it/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.20.3' media='all' />
<link rel='stylesheet' id='swiper-css' href='https://fucinaweb.it/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all' />
<link rel='stylesheet' id='elementor-post-6-css' href='https://fucinaweb.it/wp-content/uploads/elementor/css/post-6.css?ver=1712650512' media='all' />
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='https://fucinaweb.it/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1712650530' media='all' />
<script src="https://fucinaweb.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://fucinaweb.it/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://fucinaweb.it/wp-json/" /><link rel="alternate" type="application/json" href="https://fucinaweb.it/wp-json/wp/v2/pages/${pageId}" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://fucinaweb.it/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.2" />
<link rel='shortlink' href='https://fucinaweb.it/?p=${pageId}' />
<meta name="generator" content="Elementor 3.20.3; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints, block_editor_assets_optimize, e_image_loading_optimization; settings: css_print_method-external, google_font-disabled, font_display-swap">
<link rel="icon" href="https://fucinaweb.it/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const header = `<body class="page-template-default page page-id-PAGEID wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-PAGEID">

<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>

		<div data-elementor-type="header" data-elementor-id="21" class="elementor elementor-21 elementor-location-header" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-3b8e1f2 e-flex e-con-boxed e-con e-parent" data-id="3b8e1f2" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;classic&quot;,&quot;sticky&quot;:&quot;top&quot;}">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-4c91d0a elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="4c91d0a" data-element_type="widget" data-widget_type="theme-site-logo.default">
				<div class="elementor-widget-container">
									<a href="https://fucinaweb.it">
			<img width="180" height="40" src="https://fucinaweb.it/wp-content/uploads/2023/02/fucina-logo.svg" class="attachment-full size-full wp-image-14" alt="Fucina Web" />				</a>
									</div>
				</div>
				<div class="elementor-element elementor-element-9e0a5b7 elementor-nav-menu__align-end elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="9e0a5b7" data-element_type="widget" data-widget_type="nav-menu.default">
				<div class="elementor-widget-container">
						<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
				<ul id="menu-1-9e0a5b7" class="elementor-nav-menu"><li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-31"><a href="https://fucinaweb.it/servizi/" class="elementor-item">Servizi</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32"><a href="https://fucinaweb.it/progetti/" class="elementor-item">Progetti</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33"><a href="https://fucinaweb.it/chi-siamo/" class="elementor-item">Chi siamo</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-34"><a href="https://fucinaweb.it/blog/" class="elementor-item">Blog</a></li>
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-35"><a href="https://fucinaweb.it/contatti/" class="elementor-item">Contatti</a></li>
</ul>			</nav>
						</div>
				</div>
					</div>
				</div>
				</div>
		`;

const footer = `		<div data-elementor-type="footer" data-elementor-id="27" class="elementor elementor-27 elementor-location-footer" data-elementor-post-type="elementor_library">
			<div class="elementor-element elementor-element-6f1d2a8 e-flex e-con-boxed e-con e-parent" data-id="6f1d2a8" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-1a7c3e9 elementor-widget elementor-widget-text-editor" data-id="1a7c3e9" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p><strong>Fucina Web S.r.l.</strong><br />Via del Pratello 41 – 40122 Bologna<br />P.IVA 03712450379 – REA BO-541187<br />Tel. 051 644 2190 – <a href="mailto:ciao@fucinaweb.it">ciao@fucinaweb.it</a></p>						</div>
				</div>
				<div class="elementor-element elementor-element-8b4d0c1 elementor-widget elementor-widget-text-editor" data-id="8b4d0c1" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p><a href="https://fucinaweb.it/partner/">Partner</a> · <a href="https://fucinaweb.it/lavora-con-noi/">Lavora con noi</a> · <a href="https://fucina.academy" target="_blank" rel="noopener">Fucina Academy</a> · <a href="https://fucinaweb.it/privacy-policy/">Privacy policy</a> · <a href="https://www.iubenda.com/privacy-policy/61422098/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie policy</a></p>						</div>
				</div>
				<div class="elementor-element elementor-element-2e9f7b4 elementor-shape-rounded elementor-grid-0 e-grid-align-center elementor-widget elementor-widget-social-icons" data-id="2e9f7b4" data-element_type="widget" data-widget_type="social-icons.default">
				<div class="elementor-widget-container">
					<div class="elementor-social-icons-wrapper elementor-grid">
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-facebook elementor-repeater-item-1c2d3e4" href="https://www.facebook.com/fucinaweb" target="_blank">
						<span class="elementor-screen-only">Facebook</span>
						<svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M504 256C504 119 393 8 256 8S8 119 8 256"></path></svg>					</a>
				</span>
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-instagram elementor-repeater-item-5f6a7b8" href="https://www.instagram.com/fucina.web/" target="_blank">
						<span class="elementor-screen-only">Instagram</span>
						<svg class="e-font-icon-svg e-fab-instagram" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M224.1 141c-63.6 0-114.9 51.3-114.9 114.9"></path></svg>					</a>
				</span>
							<span class="elementor-grid-item">
					<a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin elementor-repeater-item-9c0d1e2" href="https://www.linkedin.com/company/fucina-web/" target="_blank">
						<span class="elementor-screen-only">Linkedin</span>
						<svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 32H31.9C14.3 32 0 46.5 0 64.3v383.4"></path></svg>					</a>
				</span>
					</div>
				</div>
				</div>
					</div>
				</div>
				</div>
		
<script id="hello-theme-frontend-js" src="https://fucinaweb.it/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1"></script>
<script src="https://fucinaweb.it/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js?ver=1.2.1" id="smartmenus-js"></script>
<script src="https://fucinaweb.it/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>
<script src="https://fucinaweb.it/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.20.1" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://fucinaweb.it/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.20.3" id="elementor-webpack-runtime-js"></script>
<script src="https://fucinaweb.it/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.20.3" id="elementor-frontend-modules-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Condividi su Facebook","shareOnTwitter":"Condividi su Twitter"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"3.20.3","is_static":false,"urls":{"assets":"https:\\/\\/fucinaweb.it\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"},"post":{"id":PAGEID,"title":"Fucina%20Web","excerpt":"","featuredImage":false}};
</script>
<script src="https://fucinaweb.it/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.20.3" id="elementor-frontend-js"></script>

</body>
</html>`;

const page = (title: string, description: string, path: string, pageId: number, schemaType: string, content: string) =>
  head(title, description, path, pageId, schemaType) +
  header.replace(/PAGEID/g, String(pageId)) +
  `<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">${content}</div>` +
  footer.replace(/PAGEID/g, String(pageId));

const imageBox = (id: string, img: string, name: string, url: string, text: string) => `
				<div class="elementor-element elementor-element-${id} elementor-position-top elementor-widget elementor-widget-image-box" data-id="${id}" data-element_type="widget" data-widget_type="image-box.default">
				<div class="elementor-widget-container">
			<div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="${url}" target="_blank" tabindex="-1"><img width="300" height="120" src="https://fucinaweb.it/wp-content/uploads/2024/01/${img}" class="attachment-full size-full wp-image-${id.length * 97}" alt="${name}" loading="lazy" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="${url}" target="_blank">${name}</a></h3><p class="elementor-image-box-description">${text}</p></div></div>		</div>
				</div>`;

const blogItem = (slug: string, title: string, date: string, excerpt: string) => `
		<article class="elementor-post elementor-grid-item post type-post status-publish format-standard has-post-thumbnail hentry category-ecommerce">
				<a class="elementor-post__thumbnail__link" href="https://fucinaweb.it/blog/${slug}/" tabindex="-1"><div class="elementor-post__thumbnail"><img width="768" height="432" src="https://fucinaweb.it/wp-content/uploads/2024/02/${slug}-768x432.jpg" class="attachment-medium_large size-medium_large" alt="" loading="lazy" /></div></a>
				<div class="elementor-post__text">
				<h3 class="elementor-post__title"><a href="https://fucinaweb.it/blog/${slug}/">${title}</a></h3>
				<div class="elementor-post__meta-data"><span class="elementor-post-date">${date}</span></div>
				<div class="elementor-post__excerpt"><p>${excerpt}</p></div>
				<a class="elementor-post__read-more" href="https://fucinaweb.it/blog/${slug}/" aria-label="Leggi di più su ${title}" tabindex="-1">Leggi di più »</a>
				</div>
				</article>`;

export const site: CorpusSite = {
  domain: 'fucinaweb.it',
  otherDomains: ['fucina.academy'],
  covers:
    'Italian e-commerce agency on WordPress with Elementor (Hello theme, Yoast, iubenda): technology partners as Elementor image boxes, partner agencies in an accordion, referral partners in a text widget with a written-out domain on a province .bo.it suffix, a Swiper carousel of client logos on the home page; traps are the project portfolio, Netcomm and Assintel memberships, an award, a paginated blog (/blog/page/2/) whose posts link vendors, social icons, careers and the academy domain.',
  pages: {
    '/': {
      headers,
      html: page(
        'Fucina Web | Agenzia e-commerce a Bologna',
        'Progettiamo e sviluppiamo e-commerce su Shopify e Adobe Commerce per brand italiani che vendono nel mondo.',
        '/',
        9,
        'WebPage',
        `
		<div class="elementor-element elementor-element-5a0c2e1 e-flex e-con-boxed e-con e-parent" data-id="5a0c2e1" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-b3c4d5e elementor-widget elementor-widget-heading" data-id="b3c4d5e" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container">
			<h1 class="elementor-heading-title elementor-size-default">Forgiamo e-commerce che vendono.</h1>		</div>
				</div>
				<div class="elementor-element elementor-element-c6d7e8f elementor-widget elementor-widget-text-editor" data-id="c6d7e8f" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Dal 2012 progettiamo negozi online per aziende del food, della moda e del design italiano. Strategia, sviluppo, integrazioni con ERP e marketplace, performance.</p>						</div>
				</div>
				<div class="elementor-element elementor-element-d8e9f0a elementor-widget elementor-widget-button" data-id="d8e9f0a" data-element_type="widget" data-widget_type="button.default">
				<div class="elementor-widget-container">
					<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="https://fucinaweb.it/contatti/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Parliamo del tuo progetto</span></span></a></div>
				</div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-e1f2a3b e-flex e-con-boxed e-con e-parent" data-id="e1f2a3b" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-f4a5b6c elementor-widget elementor-widget-heading" data-id="f4a5b6c" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Hanno scelto Fucina</h2></div>
				</div>
				<div class="elementor-element elementor-element-0a1b2c3 elementor-widget elementor-widget-image-carousel" data-id="0a1b2c3" data-element_type="widget" data-settings="{&quot;slides_to_show&quot;:&quot;5&quot;,&quot;navigation&quot;:&quot;none&quot;,&quot;autoplay&quot;:&quot;yes&quot;,&quot;infinite&quot;:&quot;yes&quot;,&quot;speed&quot;:500}" data-widget_type="image-carousel.default">
				<div class="elementor-widget-container">
					<div class="elementor-image-carousel-wrapper swiper" dir="ltr">
			<div class="elementor-image-carousel swiper-wrapper" aria-live="off">
								<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 di 5"><a href="https://www.pastificiolenzi.it" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://fucinaweb.it/wp-content/uploads/2023/03/lenzi.png" alt="Pastificio Lenzi" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="2 di 5"><a href="https://www.calzaturemorandi.com" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://fucinaweb.it/wp-content/uploads/2023/03/morandi.png" alt="Calzature Morandi" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="3 di 5"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://fucinaweb.it/wp-content/uploads/2023/03/ceramichedeste.png" alt="Ceramiche d'Este" /></figure></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="4 di 5"><a href="https://vinicantinabruni.it" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://fucinaweb.it/wp-content/uploads/2023/03/bruni.png" alt="Cantina Bruni" /></figure></a></div><div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="5 di 5"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://fucinaweb.it/wp-content/uploads/2023/03/lanificio.png" alt="Lanificio Orsini" /></figure></div>			</div>
		</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-7b8c9d0 elementor-widget elementor-widget-text-editor" data-id="7b8c9d0" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
							<p>Soci del <a href="https://www.consorzionetcomm.it" target="_blank" rel="noopener">Consorzio Netcomm</a> · Netcomm Award 2023 categoria Food &amp; Grocery · Associati <a href="https://www.assintel.it" target="_blank" rel="noopener">Assintel</a></p>						</div>
				</div>
					</div>
				</div>`,
      ),
    },
    '/partner/': {
      headers,
      html: page(
        'Partner | Fucina Web',
        'Le piattaforme e le agenzie con cui lavoriamo ogni giorno.',
        '/partner/',
        412,
        'WebPage',
        `
		<div class="elementor-element elementor-element-1c2d3e4 e-flex e-con-boxed e-con e-parent" data-id="1c2d3e4" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-2d3e4f5 elementor-widget elementor-widget-heading" data-id="2d3e4f5" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">I nostri partner</h1></div>
				</div>
				<div class="elementor-element elementor-element-3e4f5a6 elementor-widget elementor-widget-text-editor" data-id="3e4f5a6" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container"><p>Un e-commerce è fatto di piattaforme, pagamenti, logistica e marketing che devono parlarsi. Per questo collaboriamo in modo stretto con i vendor tecnologici e con una rete di agenzie in tutta Italia.</p></div>
				</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-4f5a6b7 e-flex e-con-boxed e-con e-parent" data-id="4f5a6b7" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-5a6b7c8 elementor-widget elementor-widget-heading" data-id="5a6b7c8" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Partner tecnologici</h2></div>
				</div>
		<div class="elementor-element elementor-element-6b7c8d9 e-grid e-con-full e-con e-child" data-id="6b7c8d9" data-element_type="container">
		${imageBox('a10b11c', 'shopify-partner.png', 'Shopify', 'https://www.shopify.com/it/partner/directory/fucina-web', 'Shopify Partner dal 2016, oltre 60 store lanciati su Shopify e Shopify Plus.')}
		${imageBox('a12b13c', 'adobe-commerce.png', 'Adobe Commerce', 'https://solutionpartners.adobe.com/s/directory/detail/fucina-web', 'Adobe Solution Partner Bronze per progetti Magento Open Source e Adobe Commerce.')}
		${imageBox('a14b15c', 'klaviyo.png', 'Klaviyo', 'https://www.klaviyo.com/it/partners', 'Email e SMS marketing: Klaviyo Silver Partner.')}
		${imageBox('a16b17c', 'algolia.png', 'Algolia', 'https://www.algolia.com/partners/', 'Ricerca interna e merchandising per cataloghi oltre 10.000 prodotti.')}
		${imageBox('a18b19c', 'akeneo.png', 'Akeneo', 'https://www.akeneo.com/it/', 'PIM per la gestione multilingua dei cataloghi.')}
		${imageBox('a20b21c', 'nexi.png', 'Nexi', 'https://www.nexi.it/it/business/e-commerce', 'Integrazione XPay per pagamenti con carta.')}
		${imageBox('a22b23c', 'satispay.png', 'Satispay', 'https://www.satispay.com/it-it/business/', 'Pagamenti da smartphone per i clienti italiani.')}
		${imageBox('a24b25c', 'scalapay.png', 'Scalapay', 'https://www.scalapay.com/it/merchant', 'Pagamento in 3 rate: Scalapay Agency Partner.')}
		${imageBox('a26b27c', 'sendcloud.png', 'Sendcloud', 'https://www.sendcloud.it/partner/', 'Spedizioni multi-corriere e resi automatizzati.')}
		</div>
					</div>
				</div>
		<div class="elementor-element elementor-element-7c8d9e0 e-flex e-con-boxed e-con e-parent" data-id="7c8d9e0" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-8d9e0f1 elementor-widget elementor-widget-heading" data-id="8d9e0f1" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Agenzie partner</h2></div>
				</div>
				<div class="elementor-element elementor-element-9e0f1a2 elementor-widget elementor-widget-text-editor" data-id="9e0f1a2" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container"><p>Agenzie di comunicazione che rivendono i nostri servizi di sviluppo e-commerce ai loro clienti, in white label o in co-branding.</p></div>
				</div>
				<div class="elementor-element elementor-element-0f1a2b3 elementor-widget elementor-widget-accordion" data-id="0f1a2b3" data-element_type="widget" data-widget_type="accordion.default">
				<div class="elementor-widget-container">
			<div class="elementor-accordion">
							<div class="elementor-accordion-item">
					<div id="elementor-tab-title-1611" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-1611" aria-expanded="false">
												<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 208H272V64"></path></svg></span></span>
												<a class="elementor-accordion-title" tabindex="0">Milano — Studio Nove</a>
					</div>
					<div id="elementor-tab-content-1611" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-1611"><p>Brand identity e campagne per il fashion. Sito: <a href="https://studionove.design" target="_blank" rel="noopener">studionove.design</a></p></div>
				</div>
							<div class="elementor-accordion-item">
					<div id="elementor-tab-title-1612" class="elementor-tab-title" data-tab="2" role="button" aria-controls="elementor-tab-content-1612" aria-expanded="false">
												<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 208H272V64"></path></svg></span></span>
												<a class="elementor-accordion-title" tabindex="0">Ancona — Maremoto Comunicazione</a>
					</div>
					<div id="elementor-tab-content-1612" class="elementor-tab-content elementor-clearfix" data-tab="2" role="region" aria-labelledby="elementor-tab-title-1612"><p>Marketing per aziende del distretto calzaturiero marchigiano. <a href="https://www.maremotocomunicazione.it/" target="_blank" rel="noopener">www.maremotocomunicazione.it</a></p></div>
				</div>
							<div class="elementor-accordion-item">
					<div id="elementor-tab-title-1613" class="elementor-tab-title" data-tab="3" role="button" aria-controls="elementor-tab-content-1613" aria-expanded="false">
												<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 208H272V64"></path></svg></span></span>
												<a class="elementor-accordion-title" tabindex="0">Bari — Lab Sei</a>
					</div>
					<div id="elementor-tab-content-1613" class="elementor-tab-content elementor-clearfix" data-tab="3" role="region" aria-labelledby="elementor-tab-title-1613"><p>Social e advertising per food e turismo in Puglia. labsei.it</p></div>
				</div>
							<div class="elementor-accordion-item">
					<div id="elementor-tab-title-1614" class="elementor-tab-title" data-tab="4" role="button" aria-controls="elementor-tab-content-1614" aria-expanded="false">
												<span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><svg class="e-font-icon-svg e-fas-plus" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M416 208H272V64"></path></svg></span></span>
												<a class="elementor-accordion-title" tabindex="0">Torino — Ventuno Marketing</a>
					</div>
					<div id="elementor-tab-content-1614" class="elementor-tab-content elementor-clearfix" data-tab="4" role="region" aria-labelledby="elementor-tab-title-1614"><p>Performance marketing e CRO. <a href="https://ventuno.marketing/?ref=fucina" target="_blank" rel="noopener">Visita il sito</a></p></div>
				</div>
						</div>
				</div>
				</div>
				<div class="elementor-element elementor-element-1a2b3c4 elementor-widget elementor-widget-heading" data-id="1a2b3c4" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Partner referral</h2></div>
				</div>
				<div class="elementor-element elementor-element-2b3c4d5 elementor-widget elementor-widget-text-editor" data-id="2b3c4d5" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container"><p>Commercialisti e consulenti che ci segnalano i loro clienti pronti a vendere online:<br />Studio Rinaldi Commercialisti Associati, Bologna – www.studiorinaldi.bo.it<br />Consulenza Export Vitale, Reggio Emilia – <a href="https://www.exportvitale.com" target="_blank" rel="noopener">exportvitale.com</a><br />Dott.ssa Marta Ghezzi, consulente fiscale e-commerce, Modena</p></div>
				</div>
					</div>
				</div>`,
      ),
    },
    '/progetti/': {
      headers,
      html: page(
        'Progetti | Fucina Web',
        'Gli e-commerce che abbiamo progettato e sviluppato.',
        '/progetti/',
        418,
        'CollectionPage',
        `
		<div class="elementor-element elementor-element-3c4d5e6 e-flex e-con-boxed e-con e-parent" data-id="3c4d5e6" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-4d5e6f7 elementor-widget elementor-widget-heading" data-id="4d5e6f7" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Progetti</h1></div>
				</div>
				${imageBox('b10c11d', 'lenzi-case.jpg', 'Pastificio Lenzi', 'https://www.pastificiolenzi.it', 'Migrazione da Magento 1 a Shopify Plus, +48% di conversioni in sei mesi.')}
				${imageBox('b12c13d', 'morandi-case.jpg', 'Calzature Morandi', 'https://www.calzaturemorandi.com', 'Adobe Commerce B2B con listini per 400 negozi multimarca.')}
				${imageBox('b14c15d', 'bruni-case.jpg', 'Cantina Bruni', 'https://vinicantinabruni.it', 'Shop del vino con spedizioni in 18 paesi UE.')}
					</div>
				</div>`,
      ),
    },
    '/chi-siamo/': {
      headers,
      html: page(
        'Chi siamo | Fucina Web',
        'Un team di 24 persone tra Bologna e Lecce.',
        '/chi-siamo/',
        415,
        'AboutPage',
        `
		<div class="elementor-element elementor-element-5e6f7a8 e-flex e-con-boxed e-con e-parent" data-id="5e6f7a8" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-6f7a8b9 elementor-widget elementor-widget-heading" data-id="6f7a8b9" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Chi siamo</h1></div>
				</div>
				<div class="elementor-element elementor-element-7a8b9c0 elementor-widget elementor-widget-text-editor" data-id="7a8b9c0" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container"><p>Fucina Web nasce nel 2012 in una ex officina del quartiere Pratello. Oggi siamo 24 persone tra Bologna e Lecce: designer, sviluppatori, specialisti di performance marketing.</p><p>Nel 2023 abbiamo vinto il Netcomm Award per la categoria Food &amp; Grocery e siamo stati citati da <a href="https://www.ilsole24ore.com/art/ecommerce-agenzie-bologna-AFx2kLQ" target="_blank" rel="noopener">Il Sole 24 Ore</a> tra le agenzie e-commerce emergenti. Formiamo nuovi talenti con la nostra scuola, <a href="https://fucina.academy" target="_blank" rel="noopener">Fucina Academy</a>.</p></div>
				</div>
					</div>
				</div>`,
      ),
    },
    '/blog/': {
      headers,
      html: page(
        'Blog | Fucina Web',
        'Guide, casi e novità sul mondo e-commerce.',
        '/blog/',
        420,
        'CollectionPage',
        `
		<div class="elementor-element elementor-element-8b9c0d1 e-flex e-con-boxed e-con e-parent" data-id="8b9c0d1" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-9c0d1e2 elementor-grid-3 elementor-posts--thumbnail-top elementor-widget elementor-widget-posts" data-id="9c0d1e2" data-element_type="widget" data-settings="{&quot;pagination_type&quot;:&quot;numbers_and_prev_next&quot;}" data-widget_type="posts.classic">
				<div class="elementor-widget-container">
			<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">${blogItem('da-magento-a-shopify', 'Da Magento 1 a Shopify: la checklist', '12 Marzo 2024', 'Cosa controllare prima di migrare: URL, clienti, ordini, SEO.')}${blogItem('pagamenti-rateali', 'Pagamenti rateali: conviene davvero?', '20 Febbraio 2024', 'Abbiamo confrontato i dati di 12 negozi prima e dopo il BNPL.')}</div>
			<nav class="elementor-pagination" aria-label="Paginazione"><span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span>1</span><a class="page-numbers" href="https://fucinaweb.it/blog/page/2/"><span class="elementor-screen-only">Pagina</span>2</a><a class="page-numbers next" href="https://fucinaweb.it/blog/page/2/">Successivo &raquo;</a></nav>
				</div>
				</div>
					</div>
				</div>`,
      ),
    },
    '/blog/page/2/': {
      headers,
      html: page(
        'Blog | Fucina Web - Pagina 2 di 2',
        'Guide, casi e novità sul mondo e-commerce.',
        '/blog/page/2/',
        420,
        'CollectionPage',
        `
		<div class="elementor-element elementor-element-8b9c0d1 e-flex e-con-boxed e-con e-parent" data-id="8b9c0d1" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-9c0d1e2 elementor-grid-3 elementor-posts--thumbnail-top elementor-widget elementor-widget-posts" data-id="9c0d1e2" data-element_type="widget" data-widget_type="posts.classic">
				<div class="elementor-widget-container">
			<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">${blogItem('core-web-vitals-ecommerce', 'Core Web Vitals per e-commerce', '15 Gennaio 2024', 'Come abbiamo portato un negozio Shopify da 38 a 91 su PageSpeed.')}</div>
			<nav class="elementor-pagination" aria-label="Paginazione"><a class="page-numbers prev" href="https://fucinaweb.it/blog/">&laquo; Precedente</a><a class="page-numbers" href="https://fucinaweb.it/blog/"><span class="elementor-screen-only">Pagina</span>1</a><span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Pagina</span>2</span></nav>
				</div>
				</div>
					</div>
				</div>`,
      ),
    },
    '/blog/da-magento-a-shopify/': {
      headers,
      html: page(
        'Da Magento 1 a Shopify: la checklist | Fucina Web',
        'Cosa controllare prima di migrare: URL, clienti, ordini, SEO.',
        '/blog/da-magento-a-shopify/',
        502,
        'Article',
        `
		<div class="elementor-element elementor-element-0d1e2f3 e-flex e-con-boxed e-con e-parent" data-id="0d1e2f3" data-element_type="container">
					<div class="e-con-inner">
				<div class="elementor-element elementor-element-1e2f3a4 elementor-widget elementor-widget-theme-post-content" data-id="1e2f3a4" data-element_type="widget" data-widget_type="theme-post-content.default">
				<div class="elementor-widget-container">
<h1>Da Magento 1 a Shopify: la checklist</h1>
<p>Magento 1 non riceve aggiornamenti di sicurezza dal 2020, eppure in Italia migliaia di negozi ci girano ancora sopra. Ecco la checklist che usiamo nei nostri progetti di migrazione.</p>
<h2>1. Esporta tutto</h2>
<p>Per i dati usiamo strumenti come <a href="https://www.cart2cart.com" target="_blank" rel="nofollow noopener">Cart2Cart</a> o <a href="https://matrixify.app" target="_blank" rel="nofollow noopener">Matrixify</a>; per i redirect un semplice foglio Google Sheets.</p>
<h2>2. Controlla la SEO</h2>
<p>Crawl completo con <a href="https://www.screamingfrog.co.uk/seo-spider/" target="_blank" rel="nofollow noopener">Screaming Frog</a> prima e dopo il go-live. Confronta le pagine indicizzate in Search Console.</p>
<h2>3. Recensioni</h2>
<p>Se usavi Feedaty o <a href="https://www.trustpilot.com" target="_blank" rel="nofollow noopener">Trustpilot</a>, verifica che i widget funzionino sul nuovo tema.</p>
				</div>
				</div>
					</div>
				</div>`,
      ),
    },
  },
  sitemap: ['/', '/partner/', '/progetti/', '/chi-siamo/', '/blog/', '/blog/da-magento-a-shopify/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'iubenda',
    'jquery',
    'jquery-migrate',
    'swiper',
    'nginx',
  ],
  partners: {
    'shopify.com': 'technology',
    'adobe.com': 'technology',
    'klaviyo.com': 'technology',
    'algolia.com': 'technology',
    'akeneo.com': 'technology',
    'nexi.it': 'technology',
    'satispay.com': 'technology',
    'scalapay.com': 'technology',
    'sendcloud.it': 'technology',
    'studionove.design': 'channel',
    'maremotocomunicazione.it': 'channel',
    'labsei.it': 'channel',
    'ventuno.marketing': 'channel',
    'studiorinaldi.bo.it': 'channel',
    'exportvitale.com': 'channel',
  },
};
