import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://www.officinapixel.it/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const U = 'https://www.officinapixel.it';

function head(title: string, description: string, path: string, bodyClass: string): string {
  return `<!DOCTYPE html>
<html lang="it-IT">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="${U}/xmlrpc.php" />

	<script type="text/javascript">
		document.documentElement.className = 'js';
	</script>

	<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":true,"floatingPreferencesButtonDisplay":"bottom-left","lang":"it","perPurposeConsent":true,"siteId":3318502,"cookiePolicyId":48129577,"banner":{"acceptButtonDisplay":true,"closeButtonDisplay":false,"customizeButtonDisplay":true,"explicitWithdrawal":true,"position":"float-bottom-center","rejectButtonDisplay":true}};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3318502.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<title>${title}</title>
<meta name='robots' content='index, follow, max-image-preview:large' />
<meta name="description" content="${description}" />
<link rel="alternate" hreflang="it" href="${U}${path}" />
<link rel="alternate" hreflang="en" href="${U}/en${path}" />
<link rel="alternate" hreflang="x-default" href="${U}${path}" />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Officina Pixel &raquo; Feed" href="${U}/feed/" />
<meta content="Divi v.4.25.1" name="generator"/><link rel='stylesheet' id='wp-block-library-css' href='${U}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' type='text/css' media='all' />
<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='${U}/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' type='text/css' media='all' />
<link rel='stylesheet' id='et-builder-googlefonts-cached-css' href='https://fonts.googleapis.com/css?family=Space+Grotesk:300,regular,500,600,700|Inter:100,200,300,regular,500,600,700,800,900&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='${U}/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
<style id='divi-style-parent-inline-inline-css' type='text/css'>
/*!
Theme Name: Divi
Theme URI: http://www.elegantthemes.com/gallery/divi/
Version: 4.25.1
Description: Smart. Flexible. Beautiful. Divi is the most powerful theme in our collection.
Author: Elegant Themes
Author URI: http://www.elegantthemes.com
License: GNU General Public License v2
License URI: http://www.gnu.org/licenses/gpl-2.0.html
*/
a,abbr,acronym,address,applet,b,big,blockquote,body,center,cite,code,dd,del,dfn,div,dl,dt,em,fieldset{margin:0;padding:0;border:0;outline:0;font-size:100%;vertical-align:baseline;background:transparent}
</style>
<link rel='stylesheet' id='divi-style-css' href='${U}/wp-content/themes/officina-child/style.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="${U}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="${U}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script type="text/javascript" id="wpml-cookie-js-extra">
/* <![CDATA[ */
var wpml_cookies = {"wp-wpml_current_language":{"value":"it","expires":1,"path":"\\/"}};
var wpml_cookies = {"wp-wpml_current_language":{"value":"it","expires":1,"path":"\\/"}};
/* ]]> */
</script>
<script type="text/javascript" src="${U}/wp-content/plugins/sitepress-multilingual-cms/res/js/cookies/language-cookie.js?ver=4.6.10" id="wpml-cookie-js" defer="defer" data-wp-strategy="defer"></script>
<link rel="https://api.w.org/" href="${U}/wp-json/" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${U}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<link rel="canonical" href="${U}${path}" />
<meta name="generator" content="WPML ver:4.6.10 stt:1,27;" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" /><!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7RMB2X4KQ1"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7RMB2X4KQ1', { 'anonymize_ip': true });
</script><link rel="icon" href="${U}/wp-content/uploads/2022/09/cropped-op-favicon-32x32.png" sizes="32x32" />
<link rel="stylesheet" id="et-divi-customizer-global-cached-inline-styles" href="${U}/wp-content/et-cache/global/et-divi-customizer-global.min.css?ver=1716805112" /></head>
<body class="${bodyClass} et_button_no_icon et_pb_button_helper_class et_fullwidth_nav et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_smooth_scroll et_no_sidebar et_divi_theme et-db">
	<div id="page-container">

		<header id="main-header" data-height-onload="80">
			<div class="container clearfix et_menu_container">
				<div class="logo_container">
					<span class="logo_helper"></span>
					<a href="${U}/">
						<img src="${U}/wp-content/uploads/2022/09/officina-pixel-logo.svg" width="93" height="43" alt="Officina Pixel" id="logo" data-height-percentage="54" />
					</a>
				</div>
				<div id="et-top-navigation" data-height="80" data-fixed-height="40">
					<nav id="top-menu-nav">
					<ul id="top-menu" class="nav"><li id="menu-item-41" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-41"><a href="${U}/servizi/">Servizi</a></li>
<li id="menu-item-42" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-42"><a href="${U}/portfolio/">Portfolio</a></li>
<li id="menu-item-43" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-43"><a href="${U}/partner/">Tecnologie</a></li>
<li id="menu-item-44" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-44"><a href="${U}/chi-siamo/">Chi siamo</a></li>
<li id="menu-item-45" class="menu-item menu-item-type-post_type menu-item-object-page current_page_parent menu-item-45"><a href="${U}/blog/">Blog</a></li>
<li id="menu-item-46" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-46"><a href="${U}/contatti/">Contatti</a></li>
<li class="menu-item wpml-ls-slot-2 wpml-ls-item wpml-ls-item-en wpml-ls-menu-item wpml-ls-first-item wpml-ls-last-item menu-item-type-wpml_ls_menu_item menu-item-object-wpml_ls_menu_item menu-item-wpml-ls-2-en"><a href="${U}/en${path}" title="English"><span class="wpml-ls-native" lang="en">English</span></a></li>
</ul>					</nav>
					<div id="et_mobile_nav_menu">
				<div class="mobile_nav closed">
					<span class="select_page">Seleziona una pagina</span>
					<span class="mobile_menu_bar mobile_menu_bar_toggle"></span>
				</div>
			</div>				</div> <!-- #et-top-navigation -->
			</div> <!-- .container -->
		</header> <!-- #main-header -->
			<div id="et-main-area">
	
<div id="main-content">
`;
}

const foot = `</div> <!-- #main-content -->

	<footer id="main-footer">
		<div class="container">
			<div id="footer-widgets" class="clearfix">
				<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Officina Pixel S.r.l.</h4>			<div class="textwidget"><p>Via del Pratello 41/A<br />
40122 Bologna (BO)<br />
P.IVA 03741291207<br />
<a href="mailto:ciao@officinapixel.it">ciao@officinapixel.it</a></p>
</div>
		</div></div>
				<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Agenzia</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="${U}/chi-siamo/">Chi siamo</a></li>
<li class="menu-item"><a href="${U}/rete-agenze/">La nostra rete</a></li>
<li class="menu-item"><a href="${U}/lavora-con-noi/">Lavora con noi</a></li>
<li class="menu-item"><a href="https://www.iubenda.com/privacy-policy/48129577" class="iubenda-nostyle no-brand iubenda-noiframe iubenda-embed" title="Privacy Policy">Privacy Policy</a></li>
<li class="menu-item"><a href="https://www.iubenda.com/privacy-policy/48129577/cookie-policy" class="iubenda-nostyle no-brand iubenda-noiframe iubenda-embed" title="Cookie Policy">Cookie Policy</a></li>
</ul></div></div></div>
				<div class="footer-widget"><div id="media_image-3" class="fwidget et_pb_widget widget_media_image"><h4 class="title">Certificazioni</h4><a href="https://www.google.com/partners/agency?id=4418203957"><img width="160" height="64" src="${U}/wp-content/uploads/2023/01/google-partner-badge.png" class="image wp-image-812 attachment-full size-full" alt="Google Partner" decoding="async" loading="lazy" /></a></div></div>
			</div>
		</div>

		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons">
	<li class="et-social-icon et-social-instagram">
		<a href="https://www.instagram.com/officinapixel/" class="icon">
			<span>Instagram</span>
		</a>
	</li>
	<li class="et-social-icon et-social-linkedin">
		<a href="https://www.linkedin.com/company/officina-pixel/" class="icon">
			<span>LinkedIn</span>
		</a>
	</li>
	<li class="et-social-icon et-social-behance">
		<a href="https://www.behance.net/officinapixel" class="icon">
			<span>Behance</span>
		</a>
	</li>
</ul><div id="footer-info">© 2024 Officina Pixel – E-commerce agency a Bologna</div>			</div>
		</div>
	</footer>
	</div>

	</div>

	<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
var et_frontend_scripts = {"builderCssContainerPrefix":"#et-boc","builderCssLayoutPrefix":"#et-boc .et-l"};
var et_pb_custom = {"ajaxurl":"https:\\/\\/www.officinapixel.it\\/wp-admin\\/admin-ajax.php","images_uri":"https:\\/\\/www.officinapixel.it\\/wp-content\\/themes\\/Divi\\/images","builder_images_uri":"https:\\/\\/www.officinapixel.it\\/wp-content\\/themes\\/Divi\\/includes\\/builder\\/images","et_frontend_nonce":"b1c2d3e4f5","subscription_failed":"Please, check the fields below to make sure you entered the correct information.","is_divi_theme_used":"1"};
/* ]]> */
</script>
<script type="text/javascript" src="${U}/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="${U}/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
</body>
</html>
`;

function section(n: number, inner: string, extra = ''): string {
  return `<div class="et_pb_section et_pb_section_${n} et_section_regular${extra}" >
				<div class="et_pb_row et_pb_row_${n}">
				<div class="et_pb_column et_pb_column_4_4 et_pb_column_${n}  et_pb_css_mix_blend_mode_passthrough et-last-child">
${inner}
			</div>
				</div>
			</div>`;
}

function text(n: number, html: string): string {
  return `				<div class="et_pb_module et_pb_text et_pb_text_${n}  et_pb_text_align_left et_pb_bg_layout_light">
				<div class="et_pb_text_inner">${html}</div>
			</div>`;
}

function blurb(n: number, title: string, img: string, body: string, url: string | null): string {
  const a = url ? `<a href="${url}" target="_blank">` : '';
  const z = url ? '</a>' : '';
  return `				<div class="et_pb_module et_pb_blurb et_pb_blurb_${n}  et_pb_text_align_left  et_pb_blurb_position_top et_pb_bg_layout_light">
				<div class="et_pb_blurb_content">
					<div class="et_pb_main_blurb_image">${a}<span class="et_pb_image_wrap"><img decoding="async" width="200" height="80" src="${U}/wp-content/uploads/2023/04/${img}" alt="${title}" class="et-waypoint et_pb_animation_top et_pb_animation_top_tablet et_pb_animation_top_phone wp-image-9${n}" /></span>${z}</div>
					<div class="et_pb_blurb_container">
						<h4 class="et_pb_module_header">${a}<span>${title}</span>${z}</h4>
						<div class="et_pb_blurb_description">${body}</div>
					</div>
				</div>
			</div>`;
}

function pageWrap(id: number, inner: string): string {
  return `			<article id="post-${id}" class="post-${id} page type-page status-publish hentry">
				<div class="entry-content">
				<div class="et-l et-l--post">
			<div class="et_builder_inner_content et_pb_gutters3">
${inner}
			</div>
		</div>
					</div>
			</article>
`;
}

const home =
  head(
    'Officina Pixel | Agenzia e-commerce a Bologna',
    'Progettiamo e sviluppiamo e-commerce su Shopify, WooCommerce e Adobe Commerce per brand italiani che vendono in Europa.',
    '/',
    'home page-template-default page page-id-12',
  ) +
  pageWrap(
    12,
    section(
      0,
      text(
        0,
        '<h1>Costruiamo e-commerce che vendono.</h1><p>Siamo un team di 18 persone tra sviluppatori, designer e specialisti di marketing. Dal 2012 aiutiamo i brand del Made in Italy a vendere online.</p><p><a class="et_pb_button" href="' +
          U +
          '/contatti/">Parliamone</a></p>',
      ),
      ' et_pb_with_background',
    ) +
      section(
        1,
        text(1, '<h2>Alcuni dei nostri clienti</h2>') +
          `
				<div class="et_pb_module et_pb_gallery et_pb_gallery_0 et_pb_slider et_pb_gallery_fullwidth et_pb_bg_layout_light et_slider_auto et_slider_speed_4000 clearfix">
				<div class="et_pb_gallery_items et_post_gallery clearfix" data-per_page="4"><div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_0_0">
				<div class='et_pb_gallery_image landscape'>
					<a href="https://www.pastabolognina.it/" title="Pastificio Bolognina"><img decoding="async" width="400" height="284" src="${U}/wp-content/uploads/2023/02/cliente-bolognina.png" alt="Pastificio Bolognina" class="wp-image-702" /></a>
				</div></div><div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_0_1">
				<div class='et_pb_gallery_image landscape'>
					<a href="https://www.ceramichesassuolo-shop.it/" title="Ceramiche Sassuolo"><img decoding="async" width="400" height="284" src="${U}/wp-content/uploads/2023/02/cliente-ceramiche.png" alt="Ceramiche Sassuolo Shop" class="wp-image-703" /></a>
				</div></div><div class="et_pb_gallery_item et_pb_bg_layout_light et_pb_gallery_item_0_2">
				<div class='et_pb_gallery_image landscape'>
					<a href="https://ciclofficinaemilia.com/" title="Ciclofficina Emilia"><img decoding="async" width="400" height="284" src="${U}/wp-content/uploads/2023/02/cliente-ciclofficina.png" alt="Ciclofficina Emilia" class="wp-image-704" /></a>
				</div></div></div>
			</div>`,
      ) +
      section(
        2,
        text(
          2,
          '<h2>Piattaforme che conosciamo a fondo</h2><p>Siamo partner certificati delle principali piattaforme e-commerce e dei servizi di pagamento italiani. <a href="' +
            U +
            '/partner/">Scopri le tecnologie con cui lavoriamo</a>.</p>',
        ),
      ),
  ) +
  foot;

const partner =
  head(
    'Partner tecnologici | Officina Pixel',
    'Le piattaforme e i servizi di cui Officina Pixel è partner certificato.',
    '/partner/',
    'page-template-default page page-id-28',
  ) +
  pageWrap(
    28,
    section(
      0,
      text(
        0,
        '<h1>I nostri partner tecnologici</h1><p>Non siamo legati a una sola piattaforma: scegliamo con te la tecnologia giusta. Questi sono i vendor di cui siamo partner ufficiali.</p>',
      ),
    ) +
      section(
        1,
        text(1, '<h2>Piattaforme e-commerce</h2>') +
          blurb(
            0,
            'Shopify Plus',
            'shopify-plus-partner.png',
            '<p>Shopify Plus Partner dal 2019, oltre 40 negozi lanciati.</p>',
            'https://www.shopify.com/it/plus/partners',
          ) +
          blurb(
            1,
            'Adobe Commerce (Magento)',
            'adobe-commerce.png',
            '<p>Adobe Solution Partner – Bronze. Sviluppatori certificati Adobe Commerce.</p>',
            'https://business.adobe.com/it/products/magento/magento-commerce.html',
          ) +
          blurb(
            2,
            'WooCommerce',
            'woocommerce.png',
            '<p>Agenzia elencata nella directory ufficiale degli esperti WooCommerce.</p>',
            'https://woocommerce.com/experts/',
          ) +
          blurb(
            3,
            'PrestaShop',
            'prestashop.png',
            '<p>PrestaShop Partner Agency per manutenzione e migrazioni.</p>',
            'https://www.prestashop.com/it/agenzie',
          ),
      ) +
      section(
        2,
        text(3, '<h2>Pagamenti</h2>') +
          blurb(4, 'Nexi', 'nexi.png', '<p>Integrazione XPay e Nexi Pay by Link.</p>', 'https://www.nexi.it/') +
          blurb(
            5,
            'Satispay',
            'satispay.png',
            '<p>Partner tecnologico per i pagamenti mobile in negozio e online.</p>',
            'https://www.satispay.com/it-it/',
          ) +
          blurb(
            6,
            'Scalapay',
            'scalapay.png',
            '<p>Pagamento in 3 rate per i clienti dei nostri shop.</p>',
            'https://www.scalapay.com/it/partners',
          ),
      ) +
      section(
        3,
        text(4, '<h2>Marketing, ricerca e dati di prodotto</h2>') +
          blurb(
            7,
            'Klaviyo',
            'klaviyo.png',
            '<p>Klaviyo Silver Partner: automazioni email e SMS.</p>',
            'https://www.klaviyo.com/partners/directory/officina-pixel',
          ) +
          blurb(
            8,
            'Brevo',
            'brevo.png',
            '<p>Per i progetti con budget contenuto consigliamo Brevo (ex Sendinblue).</p>',
            'https://www.brevo.com/it/?tap_a=30591-fb13f0&amp;tap_s=4410281-0e7c9a',
          ) +
          blurb(
            9,
            'Algolia',
            'algolia.png',
            '<p>Ricerca istantanea nei cataloghi con oltre 10.000 prodotti.</p>',
            'https://www.algolia.com/partners/',
          ) +
          blurb(
            10,
            'Akeneo PIM',
            'akeneo.png',
            '<p>Gestione centralizzata delle schede prodotto multilingua.</p>',
            'https://www.akeneo.com/it/',
          ),
      ),
  ) +
  foot;

const network =
  head(
    'La nostra rete di agenze | Officina Pixel',
    'Agenzie partner che propongono i servizi Officina Pixel nel loro territorio.',
    '/rete-agenze/',
    'page-template-default page page-id-31',
  ) +
  pageWrap(
    31,
    section(
      0,
      text(
        0,
        '<h1>La nostra rete</h1><p>In diverse città italiane lavoriamo con agenzie di comunicazione che rivendono i nostri servizi di sviluppo e-commerce ai loro clienti. Se sei vicino a una di loro, puoi rivolgerti direttamente a loro.</p>',
      ),
    ) +
      section(
        1,
        text(
          1,
          `<p><strong>Studio Nord Digital</strong> – Milano<br />
<a href="https://studionorddigital.it/" target="_blank" rel="noopener">studionorddigital.it</a></p>
<p><strong>Tirreno Web</strong> – Livorno<br />
www.tirrenoweb.it – tel. 0586 883 210</p>
<p><strong>Adriatica Comunicazione</strong> – Pescara<br />
<a href="https://www.adriaticacomunicazione.it/" target="_blank" rel="noopener">Visita il sito</a></p>
<p><strong>Sud Pixel</strong> – Bari<br />
tel. 080 524 1190 (chiedere di Marco)</p>
<p><strong>Alpi Creative</strong> – Trento e Bolzano<br />
<a href="https://alpicreative.it/" target="_blank" rel="noopener">alpicreative.it</a></p>
<p><strong>Ticino Web Sagl</strong> – Lugano (Svizzera), rivenditore per il Canton Ticino<br />
<a href="https://www.ticinoweb.ch/" target="_blank" rel="noopener">ticinoweb.ch</a></p>`,
        ),
      ) +
      section(
        2,
        text(
          2,
          '<h3>Vuoi entrare nella rete?</h3><p>Cerchiamo agenzie di comunicazione senza un reparto di sviluppo interno. Scrivici a <a href="mailto:rete@officinapixel.it">rete@officinapixel.it</a>.</p>',
        ),
      ),
  ) +
  foot;

const portfolio =
  head(
    'Portfolio | Officina Pixel',
    'I progetti e-commerce realizzati da Officina Pixel.',
    '/portfolio/',
    'page-template-default page page-id-22',
  ) +
  pageWrap(
    22,
    section(0, text(0, '<h1>Portfolio</h1>')) +
      section(
        1,
        `				<div class="et_pb_module et_pb_filterable_portfolio et_pb_filterable_portfolio_0 et_pb_portfolio et_pb_bg_layout_light et_pb_filterable_portfolio_grid clearfix" data-posts-number="9">
				<div class="et_pb_portfolio_filters clearfix"><ul class="clearfix"><li class="et_pb_portfolio_filter et_pb_portfolio_filter_all"><a href="#" class="active" data-category-slug="all">Tutti</a></li><li class="et_pb_portfolio_filter"><a href="#" data-category-slug="shopify">Shopify</a></li><li class="et_pb_portfolio_filter"><a href="#" data-category-slug="woocommerce">WooCommerce</a></li></ul></div>
				<div class="et_pb_portfolio_items_wrapper clearfix"><div class="et_pb_portfolio_items">
					<div id="post-611" class="post-611 project type-project status-publish has-post-thumbnail hentry project_category-shopify et_pb_portfolio_item et_pb_grid_item">
						<a href="${U}/project/pastificio-bolognina/"><span class="et_portfolio_image"><img fetchpriority="high" decoding="async" src="${U}/wp-content/uploads/2023/02/bolognina-400x284.jpg" alt="Pastificio Bolognina" width="400" height="284" /></span></a>
						<h2 class="et_pb_module_header"><a href="${U}/project/pastificio-bolognina/">Pastificio Bolognina</a></h2>
						<p class="post-meta"><a href="https://www.pastabolognina.it/" rel="tag">pastabolognina.it</a> · Shopify Plus</p>
					</div>
					<div id="post-614" class="post-614 project type-project status-publish has-post-thumbnail hentry project_category-woocommerce et_pb_portfolio_item et_pb_grid_item">
						<a href="${U}/project/ciclofficina-emilia/"><span class="et_portfolio_image"><img decoding="async" src="${U}/wp-content/uploads/2023/02/ciclofficina-400x284.jpg" alt="Ciclofficina Emilia" width="400" height="284" /></span></a>
						<h2 class="et_pb_module_header"><a href="${U}/project/ciclofficina-emilia/">Ciclofficina Emilia</a></h2>
						<p class="post-meta"><a href="https://ciclofficinaemilia.com/" rel="tag">ciclofficinaemilia.com</a> · WooCommerce + Klaviyo</p>
					</div>
					<div id="post-619" class="post-619 project type-project status-publish has-post-thumbnail hentry project_category-magento et_pb_portfolio_item et_pb_grid_item">
						<a href="${U}/project/enoteca-colli-bolognesi/"><span class="et_portfolio_image"><img decoding="async" src="${U}/wp-content/uploads/2023/03/enoteca-400x284.jpg" alt="Enoteca dei Colli" width="400" height="284" /></span></a>
						<h2 class="et_pb_module_header"><a href="${U}/project/enoteca-colli-bolognesi/">Enoteca dei Colli</a></h2>
						<p class="post-meta"><a href="https://www.enotecadeicolli.it/" rel="tag">enotecadeicolli.it</a> · Adobe Commerce</p>
					</div>
				</div></div>
			</div>`,
      ),
  ) +
  foot;

const about =
  head(
    'Chi siamo | Officina Pixel',
    'Officina Pixel è un’agenzia e-commerce indipendente nata a Bologna nel 2012.',
    '/chi-siamo/',
    'page-template-default page page-id-18',
  ) +
  pageWrap(
    18,
    section(
      0,
      text(
        0,
        '<h1>Chi siamo</h1><p>Officina Pixel nasce nel 2012 in un laboratorio del quartiere Pratello. Oggi siamo 18 persone e lavoriamo con brand di tutta Italia.</p>',
      ),
    ) +
      section(
        1,
        text(
          1,
          '<h3>Associazioni e riconoscimenti</h3><ul><li>Socio del <a href="https://www.consorzionetcomm.it/" target="_blank" rel="noopener">Consorzio Netcomm</a></li><li>Google Partner certificato</li><li>Finalisti Netcomm Award 2023, categoria Food &amp; Grocery, con Pastificio Bolognina</li></ul><h3>Dicono di noi</h3><p><a href="https://corrieredibologna.corriere.it/economia/23_ottobre_12/officina-pixel-ecommerce.shtml" target="_blank" rel="noopener">Corriere di Bologna – Le agenzie digitali che fanno crescere l’export emiliano</a></p>',
        ),
      ),
  ) +
  foot;

const blog =
  head(
    'Shopify o WooCommerce nel 2024? | Officina Pixel',
    'Confronto pratico tra Shopify e WooCommerce per un e-commerce italiano.',
    '/blog/shopify-o-woocommerce/',
    'post-template-default single single-post postid-840 single-format-standard',
  ) +
  `			<div class="container">
			<div id="content-area" class="clearfix">
				<div id="left-area">
					<article id="post-840" class="et_pb_post post-840 post type-post status-publish format-standard has-post-thumbnail hentry category-guide">
						<div class="et_post_meta_wrapper">
							<h1 class="entry-title">Shopify o WooCommerce nel 2024?</h1>
						<p class="post-meta"> di <span class="author vcard"><a href="${U}/author/giulia/" title="Articoli di Giulia Ferri" rel="author">Giulia Ferri</a></span> | <span class="published">Mar 14, 2024</span> | <a href="${U}/category/guide/" rel="category tag">Guide</a></p>
												</div>
					<div class="entry-content">
					<p>È la domanda che ci fanno più spesso. La risposta breve: dipende dal catalogo e da chi gestirà il negozio.</p>
<p>Shopify è la scelta più semplice per chi parte da zero; WooCommerce dà più controllo a chi ha già un sito WordPress. Esistono anche alternative come <a href="https://www.bigcommerce.com/" target="_blank" rel="noopener">BigCommerce</a> o Wix, che però in Italia hanno un ecosistema di plugin più limitato.</p>
<p>Per i pagamenti, entrambe le piattaforme supportano PayPal, Satispay e Scalapay.</p>
					</div>
					</article>
				</div>
			</div>
		</div>
` +
  foot;

export const site: CorpusSite = {
  domain: 'officinapixel.it',
  covers:
    'Italian e-commerce agency on WordPress with Divi and WPML (Apache, iubenda): technology partners as Divi blurbs with partner-directory and affiliate-tracking links, reseller agencies on a footer-only "La nostra rete" page written as <br> lines (one written-out domain, one without a website, one Swiss). Traps: client logo gallery and portfolio links, Google Partner badge, Netcomm membership, award, press, a blog link to BigCommerce, iubenda policy links, social icons.',
  pages: {
    '/': { headers, html: home },
    '/partner/': { headers, html: partner },
    '/rete-agenze/': { headers, html: network },
    '/portfolio/': { headers, html: portfolio },
    '/chi-siamo/': { headers, html: about },
    '/blog/shopify-o-woocommerce/': { headers, html: blog },
  },
  sitemap: ['/', '/partner/', '/portfolio/', '/chi-siamo/', '/blog/shopify-o-woocommerce/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'wpml',
    'jquery',
    'jquery-migrate',
    'iubenda',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'apache-http-server',
  ],
  partners: {
    'shopify.com': 'technology',
    'adobe.com': 'technology',
    'woocommerce.com': 'technology',
    'prestashop.com': 'technology',
    'nexi.it': 'technology',
    'satispay.com': 'technology',
    'scalapay.com': 'technology',
    'klaviyo.com': 'technology',
    'brevo.com': 'technology',
    'algolia.com': 'technology',
    'akeneo.com': 'technology',
    'studionorddigital.it': 'channel',
    'tirrenoweb.it': 'channel',
    'adriaticacomunicazione.it': 'channel',
    'alpicreative.it': 'channel',
    'ticinoweb.ch': 'channel',
  },
};
