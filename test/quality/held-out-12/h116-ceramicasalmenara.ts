import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.ceramicasalmenara.com';

const head = (title: string, description: string, path: string, pageId: number, extraBodyClass = '') => `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top" lang="es-ES" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
<head>
	<meta http-equiv="X-UA-Compatible" content="IE=edge" />
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="${W}${path}" />
	<link rel="alternate" hreflang="es" href="${W}${path}" />
	<link rel="alternate" hreflang="en" href="${W}${path.replace('/es/', '/en/')}" />
	<link rel="alternate" hreflang="fr" href="${W}${path.replace('/es/', '/fr/')}" />
	<meta property="og:locale" content="es_ES" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="${W}${path}" />
	<meta property="og:site_name" content="Cerámicas Almenara" />
	<link rel='dns-prefetch' href='//cdn-cookieyes.com' />
	<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/4e8a21c7b3f95d06a1e2c7b8/script.js"></script>
	<link rel='stylesheet' id='wp-block-library-css' href='${W}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.5' type='text/css' media='all' />
	<link rel='stylesheet' id='fusion-dynamic-css-css' href='${W}/wp-content/uploads/fusion-styles/9d1f0c7e2a6b4835e7c1a0d2f4b69e13.min.css?ver=3.11.9' type='text/css' media='all' />
	<script type="text/javascript" src="${W}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script type="text/javascript" src="${W}/wp-content/plugins/revslider/public/assets/js/rbtools.min.js?ver=6.7.18" defer async id="tp-tools-js"></script>
	<script type="text/javascript" src="${W}/wp-content/plugins/revslider/public/assets/js/rs6.min.js?ver=6.7.18" defer async id="revmin-js"></script>
	<link rel="https://api.w.org/" href="${W}/wp-json/" /><link rel="alternate" type="application/json" href="${W}/wp-json/wp/v2/pages/${pageId}" />
	<meta name="generator" content="WordPress 6.5.5" />
	<meta name="generator" content="WPML ver:4.6.13 stt:1,4,2;" />
	<meta name="generator" content="Powered by Slider Revolution 6.7.18 - responsive, Mobile-Friendly Slider Plugin for WordPress with comfortable drag and drop interface." />
	<link rel="icon" href="${W}/wp-content/uploads/2022/03/cropped-almenara-icono-32x32.png" sizes="32x32" />
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-WQ4K7ZB');</script>
	<!-- End Google Tag Manager -->
</head>

<body class="page-template page-template-100-width page-template-100-width-php page page-id-${pageId} fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no fusion-button_gradient-linear avada-image-rollover-circle-yes avada-image-rollover-yes avada-image-rollover-direction-left fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header no-mobile-slidingbar no-mobile-totop fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-header-layout-v3 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar ${extraBodyClass}" data-awb-post-id="${pageId}">
	<a class="skip-link screen-reader-text" href="#content">Saltar al contenido</a>
	<div id="boxed-wrapper">
		<div id="wrapper" class="fusion-wrapper">
			<div id="home" style="position:relative;top:-1px;"></div>
			<header class="fusion-header-wrapper">
				<div class="fusion-header-v3 fusion-logo-alignment fusion-logo-left fusion-sticky-menu- fusion-sticky-logo- fusion-mobile-logo- fusion-mobile-menu-design-modern">
					<div class="fusion-secondary-header"><div class="fusion-row"><div class="fusion-alignright"><nav class="fusion-secondary-menu" role="navigation" aria-label="Secondary Menu"><ul id="menu-top" class="menu"><li class="menu-item wpml-ls-item wpml-ls-current-language"><a href="${W}/es/"><span class="menu-text">ES</span></a></li><li class="menu-item wpml-ls-item"><a href="${W}/en/"><span class="menu-text">EN</span></a></li><li class="menu-item wpml-ls-item"><a href="${W}/fr/"><span class="menu-text">FR</span></a></li><li class="menu-item"><a href="https://area.ceramicasalmenara.com/"><span class="menu-text">Área clientes</span></a></li></ul></nav></div></div></div>
					<div class="fusion-header-sticky-height"></div>
					<div class="fusion-header"><div class="fusion-row">
						<div class="fusion-logo" data-margin-top="31px" data-margin-bottom="31px" data-margin-left="0px" data-margin-right="0px"><a class="fusion-logo-link" href="${W}/es/"><img src="${W}/wp-content/uploads/2022/03/logo-almenara.png" width="240" height="60" alt="Cerámicas Almenara Logo" data-retina_logo_url="" class="fusion-standard-logo" /></a></div>
						<nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-principal" class="fusion-menu">
							<li id="menu-item-31" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-31" data-item-id="31"><a href="${W}/es/colecciones/" class="fusion-bar-highlight"><span class="menu-text">Colecciones</span></a></li>
							<li id="menu-item-32" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-32" data-item-id="32"><a href="${W}/es/proyectos/" class="fusion-bar-highlight"><span class="menu-text">Proyectos</span></a></li>
							<li id="menu-item-33" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-33" data-item-id="33"><a href="${W}/es/profesionales/" class="fusion-bar-highlight"><span class="menu-text">Profesionales</span></a></li>
							<li id="menu-item-34" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-34 fusion-dropdown-menu" data-item-id="34"><a href="${W}/es/donde-comprar/" class="fusion-bar-highlight"><span class="menu-text">Dónde comprar</span></a>
								<ul class="sub-menu"><li class="menu-item menu-item-35"><a href="${W}/es/donde-comprar/" class="fusion-bar-highlight"><span>España y Portugal</span></a></li><li class="menu-item menu-item-36"><a href="${W}/es/exportacion/" class="fusion-bar-highlight"><span>Distribuidores internacionales</span></a></li></ul></li>
							<li id="menu-item-37" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-37" data-item-id="37"><a href="${W}/es/empresa/" class="fusion-bar-highlight"><span class="menu-text">Empresa</span></a></li>
							<li id="menu-item-38" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-38" data-item-id="38"><a href="${W}/es/blog/" class="fusion-bar-highlight"><span class="menu-text">Blog</span></a></li>
							<li id="menu-item-39" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-39" data-item-id="39"><a href="${W}/es/contacto/" class="fusion-bar-highlight"><span class="menu-text">Contacto</span></a></li>
						</ul></nav>
					</div></div>
				</div>
			</header>
			<main id="main" class="clearfix width-100">
				<div class="fusion-row" style="max-width:100%;">
					<section id="content" class="full-width">
						<div id="post-${pageId}" class="post-${pageId} page type-page status-publish hentry">
							<div class="post-content">
`;

const footer = `							</div>
						</div>
					</section>
				</div>
			</main>
			<div class="fusion-footer">
				<footer class="fusion-footer-widget-area fusion-widget-area">
					<div class="fusion-row"><div class="fusion-columns fusion-columns-4 fusion-widget-area">
						<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-2" class="fusion-footer-widget-column widget widget_text"><div class="textwidget"><p><strong>Cerámicas Almenara S.L.</strong><br />Ctra. Onda-Vila-real km 3,2<br />12200 Onda (Castellón)<br />+34 964 77 12 40</p></div></section></div>
						<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="nav_menu-2" class="fusion-footer-widget-column widget widget_nav_menu"><h4 class="widget-title">Información</h4><div class="menu-footer-container"><ul id="menu-footer" class="menu"><li class="menu-item"><a href="${W}/es/donde-comprar/">Dónde comprar</a></li><li class="menu-item"><a href="${W}/es/exportacion/">Exportación</a></li><li class="menu-item"><a href="${W}/es/empresa/">Calidad y sostenibilidad</a></li><li class="menu-item"><a href="${W}/es/trabaja-con-nosotros/">Trabaja con nosotros</a></li></ul></div></section></div>
						<div class="fusion-column col-lg-3 col-md-3 col-sm-3"><section id="text-3" class="fusion-footer-widget-column widget widget_text"><h4 class="widget-title">Miembro de</h4><div class="textwidget"><p><a href="https://www.ascer.es/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2022/03/logo-ascer.png" alt="ASCER" width="120" /></a> <a href="https://www.tileofspain.com/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2022/03/logo-tile-of-spain.png" alt="Tile of Spain" width="120" /></a></p></div></section></div>
						<div class="fusion-column fusion-column-last col-lg-3 col-md-3 col-sm-3"><section id="social_links-widget-2" class="fusion-footer-widget-column widget social_links"><h4 class="widget-title">Síguenos</h4><div class="fusion-social-networks"><div class="fusion-social-networks-wrapper"><a class="fusion-social-network-icon fusion-tooltip fusion-instagram awb-icon-instagram" href="https://www.instagram.com/ceramicasalmenara/" target="_blank" rel="noopener noreferrer" title="Instagram" aria-label="Instagram"></a><a class="fusion-social-network-icon fusion-tooltip fusion-pinterest awb-icon-pinterest" href="https://www.pinterest.es/ceramicasalmenara/" target="_blank" rel="noopener noreferrer" title="Pinterest" aria-label="Pinterest"></a><a class="fusion-social-network-icon fusion-tooltip fusion-linkedin awb-icon-linkedin" href="https://www.linkedin.com/company/ceramicas-almenara/" target="_blank" rel="noopener noreferrer" title="LinkedIn" aria-label="LinkedIn"></a></div></div></section></div>
					</div></div>
				</footer>
				<footer id="footer" class="fusion-footer-copyright-area">
					<div class="fusion-row"><div class="fusion-copyright-content"><div class="fusion-copyright-notice"><div>&copy; 2025 Cerámicas Almenara S.L. &middot; <a href="${W}/es/aviso-legal/">Aviso legal</a> &middot; <a href="${W}/es/politica-de-privacidad/">Privacidad</a> &middot; <a href="${W}/es/politica-de-cookies/">Cookies</a></div></div>
					<div class="fusion-social-links-footer"><a href="https://planderecuperacion.gob.es/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2023/06/kit-digital-financiado-nextgeneration.png" alt="Financiado por la Unión Europea NextGenerationEU - Kit Digital" width="320" /></a></div></div></div>
				</footer>
			</div>
		</div>
	</div>
	<script type="text/javascript" src="${W}/wp-content/themes/Avada/includes/lib/assets/min/js/library/jquery.fitvids.js?ver=1.1" id="jquery-fitvids-js"></script>
	<script type="text/javascript" id="fusion-js-extra">
/* <![CDATA[ */
var fusionJSVars = {"visibility_small":"640","visibility_medium":"1024"};
/* ]]> */
</script>
	<script type="text/javascript" src="${W}/wp-content/uploads/fusion-scripts/a7c41e9b3d20f6581c9e0a4b7d3f2e16.min.js?ver=3.11.9" id="fusion-scripts-js"></script>
</body>
</html>`;

const row = (
  n: number,
  inner: string,
) => `<div class="fusion-fullwidth fullwidth-box fusion-builder-row-${n} fusion-flex-container nonhundred-percent-fullwidth non-hundred-percent-height-scrolling" style="--awb-padding-top:60px;--awb-padding-bottom:60px;--awb-flex-wrap:wrap;"><div class="fusion-builder-row fusion-row fusion-flex-align-items-flex-start" style="max-width:1248px;margin-left: calc(-4% / 2 );margin-right: calc(-4% / 2 );"><div class="fusion-layout-column fusion_builder_column fusion-builder-column-${n} fusion_builder_column_1_1 1_1 fusion-flex-column"><div class="fusion-column-wrapper fusion-flex-justify-content-flex-start fusion-content-layout-column">
${inner}
</div></div></div></div>`;

const title = (n: number, tag: string, text: string) =>
  `<div class="fusion-title title fusion-title-${n} fusion-sep-none fusion-title-text fusion-title-size-${tag === 'h1' ? 'one' : 'two'}"><${tag} class="fusion-title-heading title-heading-left" style="margin:0;">${text}</${tag}></div>`;

const text = (n: number, html: string) => `<div class="fusion-text fusion-text-${n}">${html}</div>`;

const locatorJson = `{"distribuidores":[
{"id":101,"nombre":"Showroom Cerámicas Almenara","tipo":"showroom_propio","direccion":"Ctra. Onda-Vila-real km 3,2","cp":"12200","ciudad":"Onda","provincia":"Castellón","pais":"ES","lat":39.9631,"lng":-0.2396,"telefono":"+34 964 77 12 40","web":"https:\\/\\/www.ceramicasalmenara.com\\/es\\/contacto\\/"},
{"id":112,"nombre":"Azulejos y Baños Levante S.L.","tipo":"distribuidor","direccion":"Av. de la Plata 24","cp":"46013","ciudad":"Valencia","provincia":"Valencia","pais":"ES","lat":39.4562,"lng":-0.361,"telefono":"+34 963 340 112","web":"https:\\/\\/www.banoslevante.es\\/"},
{"id":118,"nombre":"Cerámicas Ruiz","tipo":"distribuidor","direccion":"Calle de Alcalá 412","cp":"28027","ciudad":"Madrid","provincia":"Madrid","pais":"ES","lat":40.4362,"lng":-3.6388,"telefono":"+34 914 07 22 80","web":"https:\\/\\/ceramicasruiz.es"},
{"id":121,"nombre":"Gres Catalunya Distribució","tipo":"distribuidor","direccion":"Carrer de Pere IV 301","cp":"08020","ciudad":"Barcelona","provincia":"Barcelona","pais":"ES","lat":41.4075,"lng":2.2005,"telefono":"+34 933 07 65 10","web":"https:\\/\\/www.grescatalunya.cat\\/"},
{"id":127,"nombre":"Porcelánicos del Norte","tipo":"distribuidor","direccion":"Polígono Ugaldeguren I, Parcela 8","cp":"48170","ciudad":"Zamudio","provincia":"Bizkaia","pais":"ES","lat":43.2876,"lng":-2.8621,"telefono":"+34 944 52 18 03","web":"https:\\/\\/www.porcelanicosdelnorte.com\\/"},
{"id":133,"nombre":"Materiales Guadalquivir","tipo":"distribuidor","direccion":"Av. de la Industria 15","cp":"41016","ciudad":"Sevilla","provincia":"Sevilla","pais":"ES","lat":37.3989,"lng":-5.9378,"telefono":"+34 954 25 61 44","web":"https:\\/\\/materialesguadalquivir.es\\/"},
{"id":136,"nombre":"Almacenes Torres","tipo":"punto_venta","direccion":"Rúa Gambrinus 41","cp":"15008","ciudad":"A Coruña","provincia":"A Coruña","pais":"ES","lat":43.3532,"lng":-8.4247,"telefono":"+34 981 27 09 55","web":""},
{"id":140,"nombre":"Baños Málaga Centro","tipo":"punto_venta","direccion":"Calle Cuarteles 52","cp":"29002","ciudad":"Málaga","provincia":"Málaga","pais":"ES","lat":36.7126,"lng":-4.4322,"telefono":"+34 952 31 88 20","web":"https:\\/\\/www.banosmalagacentro.es\\/"},
{"id":144,"nombre":"Saneamientos Aragón","tipo":"distribuidor","direccion":"Polígono Plaza, Calle Tarento 7","cp":"50197","ciudad":"Zaragoza","provincia":"Zaragoza","pais":"ES","lat":41.6178,"lng":-0.9856,"telefono":"+34 976 50 33 10","web":"https:\\/\\/www.saneamientosaragon.com\\/"},
{"id":151,"nombre":"Cerámica Balear","tipo":"punto_venta","direccion":"Camí dels Reis 308","cp":"07010","ciudad":"Palma","provincia":"Illes Balears","pais":"ES","lat":39.5863,"lng":2.6366,"telefono":"+34 971 75 14 02","web":"https:\\/\\/ceramicabalear.es\\/"},
{"id":155,"nombre":"Materiales Canarias","tipo":"distribuidor","direccion":"Calle Diego Vega Sarmiento 12","cp":"35014","ciudad":"Las Palmas de Gran Canaria","provincia":"Las Palmas","pais":"ES","lat":28.0831,"lng":-15.4426,"telefono":"+34 928 41 90 66","web":"http:\\/\\/materialescanarias.com"},
{"id":160,"nombre":"Revestimentos do Porto, Lda.","tipo":"distribuidor","direccion":"Rua de Serpa Pinto 518","cp":"4250-465","ciudad":"Porto","provincia":"Porto","pais":"PT","lat":41.1673,"lng":-8.6224,"telefono":"+351 22 832 40 19","web":"https:\\/\\/revestimentosdoporto.pt\\/"},
{"id":163,"nombre":"Azulejaria Lisboa","tipo":"punto_venta","direccion":"Av. Almirante Reis 201","cp":"1000-048","ciudad":"Lisboa","provincia":"Lisboa","pais":"PT","lat":38.7306,"lng":-9.1345,"telefono":"+351 21 846 03 77","web":"https:\\/\\/www.azulejarialisboa.pt\\/"}
]}`;

export const site: CorpusSite = {
  domain: 'ceramicasalmenara.com',
  covers:
    'Spanish ceramic-tile maker on WordPress with the Avada theme, WPML, Slider Revolution and CookieYes: its "Dónde comprar" locator renders nothing server-side and carries Spanish and Portuguese distributors only in an inline JSON blob with slash-escaped URLs (one own showroom, one without web), an export page lists distributors in a fusion table with a name-only entry, and traps are architects in project credits, ASCER/Tile of Spain membership, AENOR certification, trade fairs, a BIM library, the NextGenerationEU Kit Digital badge and social links.',
  pages: {
    '/': { status: 301, redirect: 'https://www.ceramicasalmenara.com/es/' },
    [`${W}/es/`]: {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'Apache',
        'x-powered-by': 'PHP/8.1.31',
        link: '<https://www.ceramicasalmenara.com/es/wp-json/>; rel="https://api.w.org/"',
        'set-cookie':
          'wp-wpml_current_language=es; expires=Sat, 15-Mar-2025 09:12:44 GMT; Max-Age=86400; path=/; secure; HttpOnly; SameSite=Lax',
        vary: 'Accept-Encoding,Cookie',
      },
      html: `${head('Cerámicas Almenara | Pavimentos y revestimientos cerámicos desde 1974', 'Fabricantes de porcelánico, pasta blanca y gres en Onda (Castellón). Colecciones para proyectos residenciales y contract.', '/es/', 8, 'home')}
<div class="fusion-slider-revolution rs-module-wrap" id="rev_slider_1_1_wrapper" data-source="gallery"><rs-module id="rev_slider_1_1" data-version="6.7.18"><rs-slides><rs-slide data-key="rs-1" data-title="Terra"><img src="${W}/wp-content/uploads/2024/09/coleccion-terra-salon.jpg" alt="Colección Terra en un salón" width="1920" height="900" class="rev-slidebg" /></rs-slide><rs-slide data-key="rs-2" data-title="Marés"><img src="${W}/wp-content/uploads/2024/09/coleccion-mares-bano.jpg" alt="Colección Marés en un baño" width="1920" height="900" class="rev-slidebg" /></rs-slide></rs-slides></rs-module></div>
${row(
  1,
  `${title(1, 'h1', 'Cerámica que se fabrica en Onda y se pisa en 40 países')}
${text(1, '<p>Desde 1974 fabricamos pavimentos y revestimientos cerámicos en Onda (Castellón): porcelánico técnico, pasta blanca y gres extrusionado. Más de 350 referencias pensadas para vivienda, hoteles y espacios comerciales.</p>')}
<div class="fusion-button-wrapper"><a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-1 fusion-button-default-span" target="_self" href="${W}/es/colecciones/"><span class="fusion-button-text">Ver colecciones</span></a> <a class="fusion-button button-flat fusion-button-default-size button-default fusion-button-default button-2 fusion-button-default-span" target="_self" href="${W}/es/donde-comprar/"><span class="fusion-button-text">Encuentra tu distribuidor</span></a></div>`,
)}
${row(
  2,
  `${title(2, 'h2', 'Novedades')}
${text(2, `<p><a href="${W}/es/blog/tendencias-cevisama-2025/">Lo que vimos en Cevisama 2025: tendencias en porcelánico de gran formato</a></p><p><a href="${W}/es/proyectos/">Proyectos: Hotel Mar Blau, Dénia</a></p>`)}`,
)}
${footer}`,
    },
    [`${W}/es/donde-comprar/`]: {
      html: `${head('Dónde comprar | Cerámicas Almenara', 'Encuentra el distribuidor o punto de venta de Cerámicas Almenara más cercano en España y Portugal.', '/es/donde-comprar/', 54)}
${row(
  3,
  `${title(3, 'h1', 'Dónde comprar')}
${text(3, '<p>Nuestros productos se venden exclusivamente a través de distribuidores y puntos de venta oficiales. Introduce tu código postal o ciudad para ver los más cercanos.</p>')}
<form class="almenara-locator__search" role="search" onsubmit="return false;"><label for="loc-q">Código postal o ciudad</label><input id="loc-q" type="search" name="q" placeholder="Ej. 46001 o Valencia" /><select name="tipo"><option value="">Todos</option><option value="distribuidor">Distribuidores</option><option value="punto_venta">Puntos de venta</option></select><button type="submit" class="fusion-button button-flat">Buscar</button></form>
<div id="mapa-distribuidores" class="almenara-locator" data-source="#almenara-distribuidores-json" style="height:560px"></div>
<ul id="almenara-locator-results" class="almenara-locator__results" aria-live="polite"></ul>
<noscript><p>Activa JavaScript para ver el mapa de distribuidores o llámanos al +34 964 77 12 40.</p></noscript>
<script type="application/json" id="almenara-distribuidores-json">${locatorJson}</script>
<script type="text/javascript" src="https://unpkg.com/leaflet@1.9.4/dist/leaflet.js" id="leaflet-js"></script>
<script type="text/javascript" src="${W}/wp-content/themes/Avada-Child-Theme/js/locator.js?ver=1.4.2" id="almenara-locator-js"></script>
<p>¿Estás fuera de España y Portugal? Consulta nuestros <a href="${W}/es/exportacion/">distribuidores internacionales</a>.</p>`,
)}
${footer}`,
    },
    [`${W}/es/exportacion/`]: {
      html: `${head('Distribuidores internacionales | Cerámicas Almenara', 'Distribuidores exclusivos de Cerámicas Almenara en Europa, América, África y Oceanía.', '/es/exportacion/', 56)}
${row(
  4,
  `${title(4, 'h1', 'Distribuidores internacionales')}
${text(4, '<p>El 68&nbsp;% de nuestra producción se exporta. En estos mercados trabajamos con un distribuidor exclusivo que atiende a almacenes, constructoras y prescriptores.</p>')}
<div class="table-2"><table width="100%">
<thead><tr><th align="left">País</th><th align="left">Distribuidor</th><th align="left">Web</th></tr></thead>
<tbody>
<tr><td align="left">Francia</td><td align="left">Carrelages du Sud SARL</td><td align="left"><a href="https://www.carrelagesdusud.fr/" target="_blank" rel="noopener">carrelagesdusud.fr</a></td></tr>
<tr><td align="left">Reino Unido e Irlanda</td><td align="left">Iberian Tile Co. Ltd</td><td align="left"><a href="https://iberiantile.co.uk/" target="_blank" rel="noopener">iberiantile.co.uk</a></td></tr>
<tr><td align="left">Estados Unidos</td><td align="left">Castellón Tile Imports LLC</td><td align="left"><a href="https://www.castellontile.com/" target="_blank" rel="noopener">castellontile.com</a></td></tr>
<tr><td align="left">México</td><td align="left">Pisos y Azulejos del Bajío S.A. de C.V.</td><td align="left"><a href="https://pisosbajio.com.mx/" target="_blank" rel="noopener">pisosbajio.com.mx</a></td></tr>
<tr><td align="left">Marruecos</td><td align="left">Céramique Atlas SARL</td><td align="left"><a href="http://www.ceramiqueatlas.ma/" target="_blank" rel="noopener">ceramiqueatlas.ma</a></td></tr>
<tr><td align="left">Israel</td><td align="left">Mediterranean Tiles Ltd.</td><td align="left">&mdash;</td></tr>
<tr><td align="left">Australia</td><td align="left">Terra Tiles Australia Pty Ltd</td><td align="left"><a href="https://www.terratiles.com.au/" target="_blank" rel="noopener">terratiles.com.au</a></td></tr>
</tbody>
</table></div>
${text(5, '<p>¿Te interesa distribuir nuestras colecciones en tu país? Escribe a <a href="mailto:export@ceramicasalmenara.com">export@ceramicasalmenara.com</a>.</p>')}`,
)}
${footer}`,
    },
    [`${W}/es/proyectos/`]: {
      html: `${head('Proyectos | Cerámicas Almenara', 'Hoteles, viviendas y espacios comerciales con cerámica Almenara.', '/es/proyectos/', 58)}
${row(
  5,
  `${title(5, 'h1', 'Proyectos')}
<div class="fusion-portfolio fusion-portfolio-grid fusion-portfolio-three">
<article class="fusion-portfolio-post"><img src="${W}/wp-content/uploads/2024/05/hotel-mar-blau-denia.jpg" alt="Hotel Mar Blau, Dénia" width="800" height="600" /><h2>Hotel Mar Blau, Dénia</h2><p>Colección Marés 60x120 en habitaciones y spa. Arquitectura: <a href="https://www.estudioferrer.es/" target="_blank" rel="noopener">Estudio Ferrer Arquitectura</a>. Fotografía: <a href="https://www.davidzarzoso.com/" target="_blank" rel="noopener">David Zarzoso</a>.</p></article>
<article class="fusion-portfolio-post"><img src="${W}/wp-content/uploads/2024/02/restaurante-la-llotja.jpg" alt="Restaurante La Llotja, Valencia" width="800" height="600" /><h2>Restaurante La Llotja, Valencia</h2><p>Gres extrusionado Terra en suelo y barra. Interiorismo: Nómada Interiorismo.</p></article>
<article class="fusion-portfolio-post"><img src="${W}/wp-content/uploads/2023/11/viviendas-ensanche-bilbao.jpg" alt="48 viviendas en Bilbao" width="800" height="600" /><h2>48 viviendas en el Ensanche, Bilbao</h2><p>Promotora: <a href="https://www.promocionesbidasoa.com/" target="_blank" rel="noopener">Promociones Bidasoa</a>. Suministro a través de nuestro distribuidor Porcelánicos del Norte.</p></article>
</div>`,
)}
${footer}`,
    },
    [`${W}/es/empresa/`]: {
      html: `${head('Empresa | Cerámicas Almenara', 'Historia, calidad, sostenibilidad e I+D en Cerámicas Almenara.', '/es/empresa/', 60)}
${row(
  6,
  `${title(6, 'h1', 'Empresa')}
${text(
  6,
  `<p>Fundada en 1974 por la familia Almenara Gil, la empresa cuenta hoy con 210 trabajadores y dos plantas en Onda con una capacidad de 9 millones de m² al año.</p>
<h3>Calidad y sostenibilidad</h3>
<ul>
<li>Certificados ISO 9001 e ISO 14001 emitidos por <a href="https://www.aenor.com/" target="_blank" rel="noopener">AENOR</a>.</li>
<li>Declaraciones Ambientales de Producto (DAP) verificadas según EN 15804.</li>
<li>El 100&nbsp;% del agua de proceso se recupera y reutiliza.</li>
</ul>
<h3>I+D</h3>
<p>Participamos en proyectos de investigación del <a href="https://www.itc.uji.es/" target="_blank" rel="noopener">Instituto de Tecnología Cerámica</a> sobre descarbonización de hornos.</p>
<h3>Asociaciones</h3>
<p>Somos miembros de <a href="https://www.ascer.es/" target="_blank" rel="noopener">ASCER</a> (Asociación Española de Fabricantes de Azulejos y Pavimentos Cerámicos) y usamos la marca colectiva <a href="https://www.tileofspain.com/" target="_blank" rel="noopener">Tile of Spain</a>.</p>`,
)}`,
)}
${footer}`,
    },
    [`${W}/es/profesionales/`]: {
      html: `${head('Área profesional | Cerámicas Almenara', 'Objetos BIM, fichas técnicas, muestras y formación para arquitectos e instaladores.', '/es/profesionales/', 62)}
${row(
  7,
  `${title(7, 'h1', 'Área profesional')}
${text(
  7,
  `<p>Para arquitectos, interioristas e instaladores: fichas técnicas, certificados, texturas y muestras gratuitas.</p>
<ul>
<li>Descarga nuestros objetos BIM y texturas en <a href="https://www.bimobject.com/es/ceramicasalmenara" target="_blank" rel="noopener">BIMobject</a>.</li>
<li>Prescripción en proyectos: <a href="mailto:prescripcion@ceramicasalmenara.com">prescripcion@ceramicasalmenara.com</a>.</li>
<li>Compra profesional: a través de nuestra <a href="${W}/es/donde-comprar/">red de distribuidores</a>.</li>
</ul>
<p>Catálogos en PDF: <a href="${W}/wp-content/uploads/2025/01/catalogo-almenara-2025.pdf">Catálogo general 2025</a>.</p>`,
)}`,
)}
${footer}`,
    },
    [`${W}/es/blog/tendencias-cevisama-2025/`]: {
      html: `${head('Lo que vimos en Cevisama 2025 | Cerámicas Almenara', 'Tendencias en porcelánico de gran formato, texturas y colores para 2025.', '/es/blog/tendencias-cevisama-2025/', 71)}
${row(
  8,
  `<article class="post">
${title(8, 'h1', 'Lo que vimos en Cevisama 2025')}
<div class="fusion-meta-info"><span class="updated">3 marzo, 2025</span> | Categoría: Tendencias</div>
${text(
  8,
  `<p>Un año más estuvimos en <a href="https://cevisama.feriavalencia.com/" target="_blank" rel="noopener">Cevisama</a> (Feria Valencia) con un stand de 400&nbsp;m². El gran formato 120x280, los acabados «piedra lavada» y los terracotas dominaron la feria.</p>
<p>En septiembre viajaremos a <a href="https://www.cersaie.it/" target="_blank" rel="noopener">Cersaie</a> en Bolonia. Mientras tanto, puedes ver inspiración en nuestro tablero de <a href="https://www.pinterest.es/ceramicasalmenara/tendencias-2025/" target="_blank" rel="noopener">Pinterest</a>.</p>`,
)}
</article>`,
)}
${footer}`,
    },
  },
  sitemap: [
    `${W}/es/`,
    `${W}/es/donde-comprar/`,
    `${W}/es/exportacion/`,
    `${W}/es/proyectos/`,
    `${W}/es/empresa/`,
    `${W}/es/profesionales/`,
    `${W}/es/blog/tendencias-cevisama-2025/`,
  ],
  technologies: [
    'apache-http-server',
    'cookieyes',
    'fitvids-js',
    'google-tag-manager',
    'jquery',
    'leaflet',
    'mysql',
    'open-graph',
    'php',
    'slider-revolution',
    'unpkg',
    'wordpress',
    'wpml',
  ],
  partners: {
    'banoslevante.es': 'channel',
    'ceramicasruiz.es': 'channel',
    'grescatalunya.cat': 'channel',
    'porcelanicosdelnorte.com': 'channel',
    'materialesguadalquivir.es': 'channel',
    'banosmalagacentro.es': 'channel',
    'saneamientosaragon.com': 'channel',
    'ceramicabalear.es': 'channel',
    'materialescanarias.com': 'channel',
    'revestimentosdoporto.pt': 'channel',
    'azulejarialisboa.pt': 'channel',
    'carrelagesdusud.fr': 'channel',
    'iberiantile.co.uk': 'channel',
    'castellontile.com': 'channel',
    'pisosbajio.com.mx': 'channel',
    'ceramiqueatlas.ma': 'channel',
    'terratiles.com.au': 'channel',
  },
};
