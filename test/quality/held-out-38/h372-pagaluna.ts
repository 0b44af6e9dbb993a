import type { CorpusSite } from '../corpus/types.js';

const wp = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '88c1f3a0bd7e3c52-MAD',
  'cf-cache-status': 'DYNAMIC',
  link: '<https://pagaluna.es/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string, pageId: number) => `<!doctype html>
<html lang="es-ES">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-P7K4Q2L');</script>
	<!-- End Google Tag Manager -->

	<!-- This site is optimized with the Yoast SEO plugin v22.7 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://pagaluna.es${path}" />
	<meta property="og:locale" content="es_ES" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="https://pagaluna.es${path}" />
	<meta property="og:site_name" content="Pagaluna" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://pagaluna.es${path}","url":"https://pagaluna.es${path}","name":"${title}","isPartOf":{"@id":"https://pagaluna.es/#website"},"inLanguage":"es"},{"@type":"Organization","@id":"https://pagaluna.es/#organization","name":"Pagaluna Pagos S.L.","url":"https://pagaluna.es/","logo":{"@type":"ImageObject","url":"https://pagaluna.es/wp-content/uploads/2023/02/pagaluna-logo.svg"},"sameAs":["https://www.linkedin.com/company/pagaluna","https://x.com/pagaluna_es","https://www.instagram.com/pagaluna.es/"]}]}</script>
	<!-- / Yoast SEO plugin. -->

	<link rel="alternate" type="application/rss+xml" title="Pagaluna &raquo; Feed" href="https://pagaluna.es/feed/" />
	<link rel='stylesheet' id='hello-elementor-css' href='https://pagaluna.es/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
	<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://pagaluna.es/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
	<link rel='stylesheet' id='elementor-frontend-css' href='https://pagaluna.es/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all' />
	<link rel='stylesheet' id='elementor-post-${pageId}-css' href='https://pagaluna.es/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1716200312' media='all' />
	<script src="https://pagaluna.es/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script src="https://pagaluna.es/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
	<link rel="https://api.w.org/" href="https://pagaluna.es/wp-json/" /><link rel="alternate" type="application/json" href="https://pagaluna.es/wp-json/wp/v2/pages/${pageId}" />
	<link rel='shortlink' href='https://pagaluna.es/?p=${pageId}' />
	<meta name="generator" content="WordPress 6.5.3" />
	<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_font_icon_svg; settings: css_print_method-external, google_font-enabled" />
	<link rel="alternate" hreflang="es" href="https://pagaluna.es${path}" />
	<link rel="alternate" hreflang="ca" href="https://pagaluna.cat${path}" />
	<link rel="icon" href="https://pagaluna.es/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const header = `<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header">
	<div class="elementor-element elementor-element-3c1a2f7 e-flex e-con-boxed e-con e-parent" data-id="3c1a2f7" data-element_type="container">
		<div class="e-con-inner">
			<div class="elementor-element elementor-element-5b7d0e1 elementor-widget elementor-widget-image" data-id="5b7d0e1" data-element_type="widget" data-widget_type="image.default">
				<a href="https://pagaluna.es/"><img width="160" height="40" src="https://pagaluna.es/wp-content/uploads/2023/02/pagaluna-logo.svg" alt="Pagaluna" /></a>
			</div>
			<div class="elementor-element elementor-element-9e42c10 elementor-nav-menu__align-end elementor-widget elementor-widget-nav-menu" data-id="9e42c10" data-element_type="widget" data-widget_type="nav-menu.default">
				<nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menú">
					<ul id="menu-1-9e42c10" class="elementor-nav-menu">
						<li class="menu-item"><a href="https://pagaluna.es/tpv-virtual/" class="elementor-item">TPV virtual</a></li>
						<li class="menu-item"><a href="https://pagaluna.es/pago-por-enlace/" class="elementor-item">Pago por enlace</a></li>
						<li class="menu-item"><a href="https://pagaluna.es/tarifas/" class="elementor-item">Tarifas</a></li>
						<li class="menu-item"><a href="https://pagaluna.es/partners/" class="elementor-item">Partners</a></li>
						<li class="menu-item"><a href="https://pagaluna.es/casos-de-exito/" class="elementor-item">Casos de éxito</a></li>
						<li class="menu-item"><a href="https://desarrolladores.pagaluna.es/" class="elementor-item">Desarrolladores</a></li>
						<li class="menu-item"><a href="https://pagaluna.es/contacto/" class="elementor-item">Contacto</a></li>
					</ul>
				</nav>
			</div>
			<div class="elementor-element elementor-element-a0c6f33 elementor-widget elementor-widget-button" data-id="a0c6f33" data-element_type="widget" data-widget_type="button.default">
				<a class="elementor-button elementor-button-link elementor-size-sm" href="https://panel.pagaluna.es/alta"><span class="elementor-button-text">Abre tu cuenta</span></a>
			</div>
		</div>
	</div>
</div>`;

const footer = `<div data-elementor-type="footer" data-elementor-id="57" class="elementor elementor-57 elementor-location-footer">
	<div class="elementor-element elementor-element-71f0b2d e-flex e-con-boxed e-con e-parent" data-id="71f0b2d" data-element_type="container">
		<div class="e-con-inner">
			<div class="elementor-element elementor-element-0d3e8aa elementor-widget elementor-widget-text-editor" data-id="0d3e8aa" data-element_type="widget" data-widget_type="text-editor.default">
				<p><strong>Pagaluna Pagos S.L.</strong> · Entidad de pago autorizada y supervisada por el <a href="https://www.bde.es/">Banco de España</a> con el número 6921. Calle de Alcalá 118, 28009 Madrid.</p>
			</div>
			<div class="elementor-element elementor-element-12ac9e4 elementor-widget elementor-widget-icon-list" data-id="12ac9e4" data-element_type="widget" data-widget_type="icon-list.default">
				<ul class="elementor-icon-list-items">
					<li class="elementor-icon-list-item"><a href="https://pagaluna.es/partners/"><span class="elementor-icon-list-text">Programa de partners</span></a></li>
					<li class="elementor-icon-list-item"><a href="https://pagaluna.es/sobre-nosotros/"><span class="elementor-icon-list-text">Sobre nosotros</span></a></li>
					<li class="elementor-icon-list-item"><a href="https://pagaluna.es/empleo/"><span class="elementor-icon-list-text">Trabaja con nosotros</span></a></li>
					<li class="elementor-icon-list-item"><a href="https://estado.pagaluna.es/"><span class="elementor-icon-list-text">Estado del servicio</span></a></li>
					<li class="elementor-icon-list-item"><a href="https://pagaluna.es/aviso-legal/"><span class="elementor-icon-list-text">Aviso legal</span></a></li>
					<li class="elementor-icon-list-item"><a href="https://pagaluna.es/politica-de-cookies/"><span class="elementor-icon-list-text">Política de cookies</span></a></li>
				</ul>
			</div>
			<div class="elementor-element elementor-element-4b9f1de elementor-widget elementor-widget-image-gallery" data-id="4b9f1de" data-element_type="widget">
				<p class="medios-pago">Métodos de pago aceptados</p>
				<img src="https://pagaluna.es/wp-content/uploads/2023/03/visa.svg" alt="Visa" width="48" height="30" />
				<img src="https://pagaluna.es/wp-content/uploads/2023/03/mastercard.svg" alt="Mastercard" width="48" height="30" />
				<img src="https://pagaluna.es/wp-content/uploads/2023/03/bizum.svg" alt="Bizum" width="48" height="30" />
				<img src="https://pagaluna.es/wp-content/uploads/2023/03/apple-pay.svg" alt="Apple Pay" width="48" height="30" />
				<img src="https://pagaluna.es/wp-content/uploads/2023/03/google-pay.svg" alt="Google Pay" width="48" height="30" />
			</div>
			<div class="elementor-element elementor-element-e83b7c5 elementor-widget elementor-widget-social-icons" data-id="e83b7c5" data-element_type="widget" data-widget_type="social-icons.default">
				<a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/pagaluna" target="_blank"><span class="elementor-screen-only">Linkedin</span></a>
				<a class="elementor-icon elementor-social-icon elementor-social-icon-x-twitter" href="https://x.com/pagaluna_es" target="_blank"><span class="elementor-screen-only">X</span></a>
				<a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/pagaluna.es/" target="_blank"><span class="elementor-screen-only">Instagram</span></a>
			</div>
			<div class="elementor-element elementor-element-77d1e0b elementor-widget elementor-widget-text-editor" data-id="77d1e0b" data-element_type="widget" data-widget_type="text-editor.default">
				<p>© 2024 Pagaluna · <a href="https://pagaluna.cat/">Català</a></p>
			</div>
		</div>
	</div>
</div>`;

const scripts = `<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Compartir en Facebook","shareOnTwitter":"Compartir en Twitter"},"is_rtl":false,"version":"3.21.5","urls":{"assets":"https:\\/\\/pagaluna.es\\/wp-content\\/plugins\\/elementor\\/assets\\/"}};
</script>
<script src="https://pagaluna.es/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://pagaluna.es/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://pagaluna.es/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
<script src="https://pagaluna.es/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1" id="hello-theme-frontend-js"></script>`;

const page = (
  title: string,
  description: string,
  path: string,
  pageId: number,
  bodyClass: string,
  content: string,
) => `${head(title, description, path, pageId)}
<body class="page-template-default page page-id-${pageId} wp-custom-logo ${bodyClass} elementor-default elementor-kit-5 elementor-page elementor-page-${pageId}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P7K4Q2L" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
${header}
<main id="content" class="site-main post-${pageId} page type-page status-publish hentry">
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">
${content}
		</div>
	</div>
</main>
${footer}
${scripts}
</body>
</html>`;

const homeContent = `			<div class="elementor-element elementor-element-1f0e9c3 e-flex e-con-boxed e-con e-parent" data-id="1f0e9c3" data-element_type="container">
				<div class="e-con-inner">
					<div class="elementor-element elementor-widget elementor-widget-heading" data-widget_type="heading.default"><h1 class="elementor-heading-title elementor-size-default">Cobra online, en tienda y por enlace. Sin letra pequeña.</h1></div>
					<div class="elementor-element elementor-widget elementor-widget-text-editor" data-widget_type="text-editor.default"><p>TPV virtual, pagos por enlace, Bizum y suscripciones para pymes y comercios electrónicos. Liquidación en 24 horas en cualquier banco español.</p></div>
					<div class="elementor-element elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link" href="https://panel.pagaluna.es/alta"><span class="elementor-button-text">Empieza gratis</span></a></div>
				</div>
			</div>
			<div class="elementor-element elementor-element-6a2d1b8 e-flex e-con-boxed e-con e-parent" data-id="6a2d1b8" data-element_type="container">
				<div class="e-con-inner">
					<h2 class="elementor-heading-title">Más de 9.000 comercios cobran con Pagaluna</h2>
					<div class="elementor-widget-image-carousel">
						<img src="https://pagaluna.es/wp-content/uploads/2023/05/logo-ferreteria-olmos.png" alt="Ferretería Olmos" />
						<img src="https://pagaluna.es/wp-content/uploads/2023/05/logo-la-nave-coworking.png" alt="La Nave Coworking" />
						<img src="https://pagaluna.es/wp-content/uploads/2023/05/logo-bodegas-arrieta.png" alt="Bodegas Arrieta" />
						<img src="https://pagaluna.es/wp-content/uploads/2023/05/logo-academia-kodea.png" alt="Academia Kodea" />
					</div>
				</div>
			</div>
			<div class="elementor-element elementor-element-c40e7a1 e-flex e-con-boxed e-con e-parent" data-id="c40e7a1" data-element_type="container">
				<div class="e-con-inner">
					<h2 class="elementor-heading-title">Se integra con tu tienda</h2>
					<p>Plugins oficiales para las principales plataformas de comercio electrónico y una API REST documentada. <a href="https://pagaluna.es/partners/#tecnologicos">Ver todas las integraciones</a>.</p>
				</div>
			</div>
			<div class="elementor-element elementor-element-e2b5d90 e-flex e-con-boxed e-con e-parent" data-id="e2b5d90" data-element_type="container">
				<div class="e-con-inner">
					<h2 class="elementor-heading-title">Hablan de nosotros</h2>
					<ul class="prensa">
						<li><a href="https://www.elcorreofinanciero.es/empresas/pagaluna-ronda-serie-a_20240214.html" target="_blank" rel="noopener">El Correo Financiero</a>: «Pagaluna cierra una ronda de 12 millones»</li>
						<li><a href="https://fintechdiario.com/2023/11/pagaluna-bizum-pymes/" target="_blank" rel="noopener">Fintech Diario</a>: «Bizum llega al TPV de las pymes»</li>
					</ul>
					<p>Descarga la app para comercios:
						<a href="https://apps.apple.com/es/app/pagaluna-comercios/id6448120931"><img src="https://pagaluna.es/wp-content/uploads/2023/03/app-store-badge-es.svg" alt="Descárgalo en el App Store" /></a>
						<a href="https://play.google.com/store/apps/details?id=es.pagaluna.comercios"><img src="https://pagaluna.es/wp-content/uploads/2023/03/google-play-badge-es.png" alt="Disponible en Google Play" /></a>
					</p>
				</div>
			</div>`;

const partnersContent = `			<div class="elementor-element elementor-element-0a7c3e1 e-flex e-con-boxed e-con e-parent" data-id="0a7c3e1" data-element_type="container">
				<div class="e-con-inner">
					<h1 class="elementor-heading-title">Programa de Partners Pagaluna</h1>
					<p>Trabajamos con plataformas de comercio electrónico, agencias y consultoras para que cualquier negocio pueda cobrar con Pagaluna. Los partners certificados han superado nuestra formación técnica y comercial.</p>
				</div>
			</div>
			<div class="elementor-element elementor-element-8d1f4b2 e-flex e-con-boxed e-con e-parent" data-id="8d1f4b2" data-element_type="container">
				<div class="e-con-inner">
					<div class="elementor-element elementor-element-b3e0c77 elementor-widget elementor-widget-n-tabs" data-id="b3e0c77" data-element_type="widget" data-widget_type="nested-tabs.default">
						<div class="e-n-tabs" role="tablist" aria-orientation="horizontal">
							<div class="e-n-tabs-heading" role="tablist">
								<button id="e-n-tab-title-1" class="e-n-tab-title" aria-selected="true" data-tab-index="1" role="tab" aria-controls="tecnologicos">Partners tecnológicos</button>
								<button id="e-n-tab-title-2" class="e-n-tab-title" aria-selected="false" data-tab-index="2" role="tab" aria-controls="integradores">Integradores certificados</button>
								<button id="e-n-tab-title-3" class="e-n-tab-title" aria-selected="false" data-tab-index="3" role="tab" aria-controls="financieros">Partners financieros</button>
							</div>
							<div class="e-n-tabs-content">
								<div id="tecnologicos" role="tabpanel" aria-labelledby="e-n-tab-title-1" data-tab-index="1" class="e-active e-con e-child">
									<h2>Partners tecnológicos</h2>
									<p>Plataformas y software de gestión con plugin o conector oficial de Pagaluna.</p>
									<div class="elementor-widget-image-box">
										<figure class="elementor-image-box-img"><a href="https://www.tiendalia.es/apps/pagaluna"><img src="https://pagaluna.es/wp-content/uploads/2024/01/tiendalia.svg" alt="Tiendalia" title="Tiendalia" /></a></figure>
										<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Tiendalia</h3><p class="elementor-image-box-description">Plugin oficial para tiendas Tiendalia: pago con tarjeta, Bizum y pago aplazado.</p></div>
									</div>
									<div class="elementor-widget-image-box">
										<figure class="elementor-image-box-img"><a href="https://comerzia.com/marketplace/pasarelas/pagaluna"><img src="https://pagaluna.es/wp-content/uploads/2024/01/comerzia.svg" alt="Comerzia" title="Comerzia" /></a></figure>
										<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Comerzia</h3><p class="elementor-image-box-description">Módulo certificado para Comerzia 8 y 9.</p></div>
									</div>
									<div class="elementor-widget-image-box">
										<figure class="elementor-image-box-img"><a href="https://www.factuplus.es/"><img src="https://pagaluna.es/wp-content/uploads/2024/01/factuplus.svg" alt="Factuplus" title="Factuplus" /></a></figure>
										<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Factuplus</h3><p class="elementor-image-box-description">Facturación electrónica: cobra tus facturas con un enlace de pago.</p></div>
									</div>
									<div class="elementor-widget-image-box">
										<figure class="elementor-image-box-img"><a href="https://reservalo.app/integraciones"><img src="https://pagaluna.es/wp-content/uploads/2024/01/reservalo.svg" alt="Resérvalo" title="Resérvalo" /></a></figure>
										<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Resérvalo</h3><p class="elementor-image-box-description">Cobro de reservas y señales para restaurantes y centros de estética.</p></div>
									</div>
									<div class="elementor-widget-image-box">
										<figure class="elementor-image-box-img"><a href="https://www.cajaplus-tpv.com/"><img src="https://pagaluna.es/wp-content/uploads/2024/01/cajaplus.svg" alt="CajaPlus TPV" title="CajaPlus TPV" /></a></figure>
										<div class="elementor-image-box-content"><h3 class="elementor-image-box-title">CajaPlus TPV</h3><p class="elementor-image-box-description">Software de punto de venta para hostelería con datáfono integrado.</p></div>
									</div>
								</div>
								<div id="integradores" role="tabpanel" aria-labelledby="e-n-tab-title-2" data-tab-index="2" class="e-con e-child" hidden>
									<h2>Integradores certificados</h2>
									<p>Agencias y consultoras que implantan Pagaluna en tu web o tu software. Todas cuentan con al menos un técnico certificado.</p>
									<table class="tabla-partners">
										<thead><tr><th>Partner</th><th>Ciudad</th><th>Certificación</th><th>Web</th></tr></thead>
										<tbody>
											<tr><td>Brío Digital</td><td>Madrid</td><td>Oro</td><td><a href="https://briodigital.es">briodigital.es</a></td></tr>
											<tr><td>Nodo Sur Agencia</td><td>Sevilla</td><td>Oro</td><td><a href="https://www.nodosur.agency/">nodosur.agency</a></td></tr>
											<tr><td>Kalea Web</td><td>Bilbao</td><td>Plata</td><td><a href="https://kaleaweb.eus/">kaleaweb.eus</a></td></tr>
											<tr><td>Mediterrània Commerce</td><td>Valencia</td><td>Plata</td><td><a href="https://mediterraniacommerce.com/es/">mediterraniacommerce.com</a></td></tr>
											<tr><td>Iñaki Zubiri (freelance)</td><td>Donostia</td><td>Plata</td><td>—</td></tr>
										</tbody>
									</table>
									<h3>Partners de referencia</h3>
									<p>Asesorías y gestorías que recomiendan Pagaluna a sus clientes y reciben una comisión por cada alta: <a href="https://www.asesoriavalcarce.es/">Asesoría Valcarce</a> y <a href="https://gestoriamarinalta.com">Gestoría Marina Alta</a>.</p>
								</div>
								<div id="financieros" role="tabpanel" aria-labelledby="e-n-tab-title-3" data-tab-index="3" class="e-con e-child" hidden>
									<h2>Partners financieros</h2>
									<p>Entidades con las que trabajamos para ofrecer adquirencia y financiación a nuestros comercios.</p>
									<ul>
										<li><a href="https://www.bancaltamira.es/empresas">Banca Altamira</a></li>
										<li><a href="https://creditofacil-pymes.es/">Crédito Fácil Pymes</a> — pago aplazado para tus clientes</li>
									</ul>
								</div>
							</div>
						</div>
					</div>
				</div>
			</div>
			<div class="elementor-element elementor-element-f19c0a4 e-flex e-con-boxed e-con e-parent" data-id="f19c0a4" data-element_type="container">
				<div class="e-con-inner">
					<h2>¿Quieres ser partner?</h2>
					<p>Consulta la <a href="https://desarrolladores.pagaluna.es/plugins/">guía para desarrollar plugins</a> o escríbenos a <a href="mailto:partners@pagaluna.es">partners@pagaluna.es</a>. Lee también nuestro artículo <a href="https://pagaluna.es/blog/como-elegir-pasarela-de-pago/">cómo elegir una pasarela de pago</a>.</p>
				</div>
			</div>`;

const casosContent = `			<div class="elementor-element e-flex e-con-boxed e-con e-parent">
				<div class="e-con-inner">
					<h1>Casos de éxito</h1>
					<article><h2>Bodegas Arrieta</h2><p>Vende vino online y en su tienda de Haro con un único panel. <a href="https://www.bodegasarrieta.es/tienda/">Visita su tienda</a>.</p></article>
					<article><h2>Academia Kodea</h2><p>Cobra las matrículas en cuotas con suscripciones. <a href="https://academiakodea.com">academiakodea.com</a></p></article>
					<article><h2>La Nave Coworking</h2><p>Reservas de salas pagadas por enlace desde WhatsApp.</p></article>
				</div>
			</div>`;

const contactoContent = `			<div class="elementor-element e-flex e-con-boxed e-con e-parent">
				<div class="e-con-inner">
					<h1>Contacto</h1>
					<p>Ventas: <a href="tel:+34910555321">910 555 321</a> · Soporte: <a href="mailto:soporte@pagaluna.es">soporte@pagaluna.es</a></p>
					<p>Oficinas: Calle de Alcalá 118, 28009 Madrid.</p>
				</div>
			</div>`;

export const site: CorpusSite = {
  domain: 'pagaluna.es',
  otherDomains: ['pagaluna.cat'],
  covers:
    'WordPress + Elementor (Hello Elementor theme, nested tabs widget) + Yoast, GTM, jQuery, Cloudflare; Spanish partner page with tabs: technology image boxes, certified integrators table (one without website), referral partners in prose, financial partners list; negatives: payment-method icons, regulator link, press, app-store badges, customer logos, Catalan sister domain',
  pages: {
    '/': {
      headers: wp,
      html: page(
        'Pagaluna · Pasarela de pago y TPV virtual para pymes',
        'Cobra online, en tienda y por enlace con Pagaluna: TPV virtual, Bizum y suscripciones.',
        '/',
        12,
        'home',
        homeContent,
      ),
    },
    '/partners/': {
      headers: wp,
      html: page(
        'Partners · Pagaluna',
        'Partners tecnológicos, integradores certificados y partners financieros de Pagaluna.',
        '/partners/',
        318,
        'page-partners',
        partnersContent,
      ),
    },
    '/partners': { status: 301, redirect: 'https://pagaluna.es/partners/' },
    '/casos-de-exito/': {
      headers: wp,
      html: page('Casos de éxito · Pagaluna', 'Comercios que cobran con Pagaluna.', '/casos-de-exito/', 402, 'page-casos', casosContent),
    },
    '/contacto/': {
      headers: wp,
      html: page('Contacto · Pagaluna', 'Habla con el equipo de Pagaluna.', '/contacto/', 27, 'page-contacto', contactoContent),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'cloudflare' },
      html: `User-agent: *
Disallow: /wp-admin/
Allow: /wp-admin/admin-ajax.php

Sitemap: https://pagaluna.es/sitemap_index.xml
`,
    },
  },
  sitemap: ['/', '/partners/', '/casos-de-exito/', '/contacto/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'cloudflare',
    'open-graph',
    'rss',
  ],
  partners: {
    'tiendalia.es': 'technology',
    'comerzia.com': 'technology',
    'factuplus.es': 'technology',
    'reservalo.app': 'technology',
    'cajaplus-tpv.com': 'technology',
    'briodigital.es': 'channel',
    'nodosur.agency': 'channel',
    'kaleaweb.eus': 'channel',
    'mediterraniacommerce.com': 'channel',
    'asesoriavalcarce.es': 'channel',
    'gestoriamarinalta.com': 'channel',
    'bancaltamira.es': 'generic',
    'creditofacil-pymes.es': 'generic',
  },
};
