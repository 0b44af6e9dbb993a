import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://empacadorasbajio.com.mx/wp-json/>; rel="https://api.w.org/"',
  'x-powered-by': 'PHP/8.1.27',
  server: 'nginx',
};

const ORIGIN = 'https://empacadorasbajio.com.mx';

function head(title: string, description: string, path: string, bodyClass: string): string {
  return `<!doctype html>
<html lang="es-MX">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<title>${title} - Empacadoras del Bajío</title>
	<!-- This site is optimized with the Yoast SEO plugin v22.3 - https://yoast.com/wordpress/plugins/seo/ -->
	<meta name="description" content="${description}" />
	<link rel="canonical" href="${ORIGIN}${path}" />
	<meta property="og:locale" content="es_MX" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title} - Empacadoras del Bajío" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="${ORIGIN}${path}" />
	<meta property="og:site_name" content="Empacadoras del Bajío" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${ORIGIN}${path}","url":"${ORIGIN}${path}","name":"${title} - Empacadoras del Bajío","isPartOf":{"@id":"${ORIGIN}/#website"},"inLanguage":"es-MX"},{"@type":"Organization","@id":"${ORIGIN}/#organization","name":"Empacadoras del Bajío S.A. de C.V.","url":"${ORIGIN}/","sameAs":["https://www.facebook.com/empacadorasbajio","https://www.instagram.com/empacadorasbajio/"]}]}</script>
	<!-- / Yoast SEO plugin. -->
	<link rel='dns-prefetch' href='//www.googletagmanager.com' />
	<link rel="alternate" type="application/rss+xml" title="Empacadoras del Bajío &raquo; Feed" href="${ORIGIN}/feed/" />
	<link rel='stylesheet' id='wp-block-library-css' href='${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
	<link rel='stylesheet' id='hello-elementor-css' href='${ORIGIN}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
	<link rel='stylesheet' id='hello-elementor-theme-style-css' href='${ORIGIN}/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
	<link rel='stylesheet' id='elementor-frontend-css' href='${ORIGIN}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.20.2' media='all' />
	<link rel='stylesheet' id='elementor-post-8-css' href='${ORIGIN}/wp-content/uploads/elementor/css/post-8.css?ver=1711045120' media='all' />
	<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='${ORIGIN}/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all' />
	<link rel='stylesheet' id='elementor-icons-fa-brands-css' href='${ORIGIN}/wp-content/plugins/elementor/assets/lib/font-awesome/css/brands.min.css?ver=5.15.3' media='all' />
	<script src="${ORIGIN}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script src="${ORIGIN}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
	<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/" />
	<meta name="generator" content="WordPress 6.4.3" />
	<meta name="generator" content="Elementor 3.20.2; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-disabled, font_display-swap">
	<!-- Google Tag Manager -->
	<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
	new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
	j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
	'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
	})(window,document,'script','dataLayer','GTM-K7QX2PM');</script>
	<!-- End Google Tag Manager -->
	<link rel="icon" href="${ORIGIN}/wp-content/uploads/2022/08/cropped-icono-edb-32x32.png" sizes="32x32" />
</head>
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-8">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QX2PM" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
	<div class="elementor-element e-flex e-con-boxed e-con e-parent">
		<div class="elementor-widget-theme-site-logo"><a href="${ORIGIN}/"><img width="220" height="64" src="${ORIGIN}/wp-content/uploads/2022/08/logo-empacadoras-bajio.png" alt="Empacadoras del Bajío"></a></div>
		<nav class="elementor-nav-menu--main" aria-label="Menú">
			<ul id="menu-principal" class="elementor-nav-menu">
				<li class="menu-item"><a href="${ORIGIN}/" class="elementor-item">Inicio</a></li>
				<li class="menu-item menu-item-has-children"><a href="${ORIGIN}/maquinaria/" class="elementor-item">Maquinaria</a>
					<ul class="sub-menu elementor-nav-menu--dropdown">
						<li class="menu-item"><a href="${ORIGIN}/maquinaria/llenadoras/" class="elementor-sub-item">Llenadoras volumétricas</a></li>
						<li class="menu-item"><a href="${ORIGIN}/maquinaria/selladoras/" class="elementor-sub-item">Selladoras de bolsa</a></li>
						<li class="menu-item"><a href="${ORIGIN}/maquinaria/encartonadoras/" class="elementor-sub-item">Encartonadoras</a></li>
					</ul>
				</li>
				<li class="menu-item"><a href="${ORIGIN}/nosotros/" class="elementor-item">Nosotros</a></li>
				<li class="menu-item"><a href="${ORIGIN}/distribuidores/" class="elementor-item">Distribuidores</a></li>
				<li class="menu-item"><a href="${ORIGIN}/blog/" class="elementor-item">Blog</a></li>
				<li class="menu-item"><a href="${ORIGIN}/contacto/" class="elementor-item">Contacto</a></li>
			</ul>
		</nav>
		<a class="elementor-button" href="${ORIGIN}/contacto/"><i aria-hidden="true" class="fas fa-file-signature"></i> Solicitar cotización</a>
	</div>
</div>
<main id="content" class="site-main">`;
}

const FOOT = `</main>
<div data-elementor-type="footer" data-elementor-id="140" class="elementor elementor-140 elementor-location-footer">
	<div class="elementor-element e-flex e-con-boxed e-con e-parent footer-cols">
		<div class="elementor-widget-text-editor">
			<p><strong>Empacadoras del Bajío S.A. de C.V.</strong><br>Blvd. Aeropuerto 2140, Parque Industrial Delta<br>37545 León, Guanajuato, México</p>
			<p><i aria-hidden="true" class="fas fa-phone"></i> 477 761 3300 &nbsp; <i aria-hidden="true" class="fas fa-envelope"></i> ventas@empacadorasbajio.com.mx</p>
		</div>
		<div class="elementor-widget-icon-list">
			<ul class="elementor-icon-list-items">
				<li><a href="${ORIGIN}/aviso-de-privacidad/">Aviso de privacidad</a></li>
				<li><a href="${ORIGIN}/garantia/">Política de garantía</a></li>
				<li><a href="${ORIGIN}/refacciones/">Refacciones</a></li>
			</ul>
		</div>
		<div class="elementor-widget-social-icons">
			<a class="elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/empacadorasbajio" target="_blank"><i class="fab fa-facebook"></i><span class="elementor-screen-only">Facebook</span></a>
			<a class="elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/empacadorasbajio/" target="_blank"><i class="fab fa-instagram"></i><span class="elementor-screen-only">Instagram</span></a>
			<a class="elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/c/EmpacadorasdelBajio" target="_blank"><i class="fab fa-youtube"></i><span class="elementor-screen-only">Youtube</span></a>
			<a class="elementor-social-icon elementor-social-icon-linkedin" href="https://mx.linkedin.com/company/empacadoras-del-bajio" target="_blank"><i class="fab fa-linkedin"></i><span class="elementor-screen-only">Linkedin</span></a>
		</div>
	</div>
	<div class="copyright">© 2024 Empacadoras del Bajío. Todos los derechos reservados.</div>
</div>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=524777613300&amp;text=Hola%2C%20quiero%20una%20cotizaci%C3%B3n" target="_blank" rel="noopener"><i class="fab fa-whatsapp"></i><span>¿Hablamos por WhatsApp?</span></a>
<script src="${ORIGIN}/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1" id="hello-theme-frontend-js"></script>
<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.20.2" id="elementor-webpack-runtime-js"></script>
<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.20.2" id="elementor-frontend-modules-js"></script>
<script src="${ORIGIN}/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"close":"Cerrar"},"version":"3.20.2","is_static":false,"urls":{"assets":"https:\\/\\/empacadorasbajio.com.mx\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"post":{"id":8,"title":"Empacadoras%20del%20Baj%C3%ADo"}};
</script>
<script src="${ORIGIN}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.20.2" id="elementor-frontend-js"></script>
</body>
</html>`;

const home = `${head('Maquinaria de empaque y envasado', 'Fabricantes mexicanos de llenadoras, selladoras y encartonadoras para alimentos, químicos y cosméticos.', '/', 'home page-template-default page page-id-8')}
<section class="elementor-section hero">
	<h1 class="elementor-heading-title">Maquinaria de empaque hecha en México</h1>
	<p>Llenadoras, selladoras y líneas completas de envasado para alimentos, químicos y cuidado personal. Diseño, fabricación y puesta en marcha desde León, Guanajuato.</p>
	<a class="elementor-button" href="${ORIGIN}/maquinaria/">Ver maquinaria</a>
</section>
<section class="elementor-section stats">
	<div><span class="counter">1,800+</span> equipos instalados</div>
	<div><span class="counter">14</span> países</div>
	<div><span class="counter">72 h</span> para refacciones en México</div>
</section>
<section class="elementor-section clients">
	<h2 class="elementor-heading-title">Empresas que confían en nosotros</h2>
	<div class="elementor-image-carousel-wrapper">
		<div class="elementor-image-carousel">
			<figure><img src="${ORIGIN}/wp-content/uploads/2023/02/cliente-lacteos-san-marcos.png" alt="Lácteos San Marcos"></figure>
			<figure><img src="${ORIGIN}/wp-content/uploads/2023/02/cliente-quimica-leon.png" alt="Química León"></figure>
			<figure><img src="${ORIGIN}/wp-content/uploads/2023/02/cliente-salsas-la-abuela.png" alt="Salsas La Abuela"></figure>
			<figure><img src="${ORIGIN}/wp-content/uploads/2023/02/cliente-cosmeticos-aurea.png" alt="Cosméticos Áurea"></figure>
		</div>
	</div>
</section>
<section class="elementor-section expo">
	<h2 class="elementor-heading-title">Nos vemos en Expo Pack México 2024</h2>
	<p>Por tercer año somos <strong>patrocinador oro</strong> de <a href="https://www.expopack.com.mx/" target="_blank" rel="noopener">Expo Pack México</a>. Visítanos en el stand 1315 del 11 al 14 de junio en Expo Santa Fe.</p>
</section>
<section class="elementor-section cta">
	<h2 class="elementor-heading-title">¿Estás fuera del Bajío?</h2>
	<p>Contamos con <a href="${ORIGIN}/distribuidores/">distribuidores autorizados</a> en todo México, Centroamérica y Colombia.</p>
</section>
${FOOT}`;

const distribuidores = `${head('Distribuidores autorizados', 'Encuentra al distribuidor autorizado de Empacadoras del Bajío más cercano: venta, instalación y refacciones.', '/distribuidores/', 'page-template-default page page-id-211')}
<section class="elementor-section">
	<h1 class="elementor-heading-title">Distribuidores autorizados</h1>
	<p>Nuestros distribuidores autorizados venden, instalan y dan servicio a nuestros equipos con técnicos capacitados en planta. Compra con la misma garantía de fábrica.</p>
</section>
<section class="elementor-section distribuidores-grid">
	<div class="e-con e-grid">
		<div class="elementor-widget-image-box">
			<img src="${ORIGIN}/wp-content/uploads/2023/05/dist-emaq-norte.png" alt="Empaques y Maquinaria del Norte">
			<h3 class="elementor-image-box-title">Empaques y Maquinaria del Norte</h3>
			<p class="elementor-image-box-description">Monterrey, N.L. — Nuevo León, Coahuila y Tamaulipas</p>
			<a class="elementor-button" href="https://www.emaqnorte.com.mx/" target="_blank" rel="noopener">Visitar sitio</a>
		</div>
		<div class="elementor-widget-image-box">
			<img src="${ORIGIN}/wp-content/uploads/2023/05/dist-sepacifico.png" alt="Soluciones de Envasado del Pacífico">
			<h3 class="elementor-image-box-title">Soluciones de Envasado del Pacífico</h3>
			<p class="elementor-image-box-description">Zapopan, Jal. — Jalisco, Nayarit, Colima y Sinaloa</p>
			<a class="elementor-button" href="https://sepacifico.mx/?utm_source=empacadorasbajio&amp;utm_medium=referral" target="_blank" rel="noopener">Visitar sitio</a>
		</div>
		<div class="elementor-widget-image-box">
			<img src="${ORIGIN}/wp-content/uploads/2023/05/dist-misureste.png" alt="Maquinaria Industrial del Sureste">
			<h3 class="elementor-image-box-title">Maquinaria Industrial del Sureste</h3>
			<p class="elementor-image-box-description">Mérida, Yuc. — Península de Yucatán y Tabasco</p>
			<a class="elementor-button" href="https://www.misureste.com.mx/" target="_blank" rel="noopener">Visitar sitio</a>
		</div>
		<div class="elementor-widget-image-box">
			<img src="${ORIGIN}/wp-content/uploads/2023/05/dist-envatec.png" alt="Envatec">
			<h3 class="elementor-image-box-title">Envatec Equipos</h3>
			<p class="elementor-image-box-description">Puebla, Pue. — Puebla, Tlaxcala y Veracruz</p>
			<a class="elementor-button" href="https://api.whatsapp.com/send?phone=522221847700" target="_blank" rel="noopener">Escríbeles por WhatsApp</a>
		</div>
		<div class="elementor-widget-image-box">
			<img src="${ORIGIN}/wp-content/uploads/2023/05/dist-equiposempaque-gt.png" alt="Equipos de Empaque Centroamérica">
			<h3 class="elementor-image-box-title">Equipos de Empaque Centroamérica</h3>
			<p class="elementor-image-box-description">Ciudad de Guatemala — Guatemala, El Salvador y Honduras</p>
			<a class="elementor-button" href="https://equiposempaque.com.gt/" target="_blank" rel="noopener">Visitar sitio</a>
		</div>
		<div class="elementor-widget-image-box">
			<img src="${ORIGIN}/wp-content/uploads/2023/05/dist-andina.png" alt="Andina Packaging S.A.S.">
			<h3 class="elementor-image-box-title">Andina Packaging S.A.S.</h3>
			<p class="elementor-image-box-description">Medellín — Colombia y Ecuador</p>
			<a class="elementor-button" href="https://www.andinapackaging.com.co/" target="_blank" rel="noopener">Visitar sitio</a>
		</div>
	</div>
</section>
<section class="elementor-section">
	<h2 class="elementor-heading-title">¿Quieres ser distribuidor?</h2>
	<p>Buscamos distribuidores en el Bajío norte, Chihuahua y Baja California. Escríbenos a <a href="mailto:distribuidores@empacadorasbajio.com.mx">distribuidores@empacadorasbajio.com.mx</a>.</p>
</section>
${FOOT}`;

const nosotros = `${head('Nosotros', 'Más de 25 años diseñando y fabricando maquinaria de empaque en León, Guanajuato.', '/nosotros/', 'page-template-default page page-id-190')}
<section class="elementor-section">
	<h1 class="elementor-heading-title">Nosotros</h1>
	<p>Empacadoras del Bajío nació en 1998 en un taller de 300 m² en León. Hoy fabricamos más de 120 equipos al año en nuestra planta de 6,500 m² en el Parque Industrial Delta, con un equipo de 85 personas entre ingenieros, soldadores, electricistas y técnicos de servicio.</p>
</section>
<section class="elementor-section valores">
	<h2 class="elementor-heading-title">Certificaciones</h2>
	<p>Sistema de gestión de calidad certificado ISO 9001:2015. Equipos con marcado CE para exportación y acero inoxidable 304/316 grado alimenticio.</p>
	<p>Somos miembros de la <a href="https://www.amee.org.mx/" target="_blank" rel="noopener">Asociación Mexicana de Envase y Embalaje (AMEE)</a>.</p>
</section>
<section class="elementor-section socios">
	<h2 class="elementor-heading-title">Socios tecnológicos</h2>
	<p>Integramos en nuestras máquinas componentes de marcas líderes, con quienes colaboramos como socios tecnológicos para automatización, visión artificial y pesaje.</p>
	<div class="e-con e-grid logos-socios">
		<div class="elementor-widget-image"><a href="https://www.siemens.com/mx/es.html" target="_blank" rel="noopener"><img src="${ORIGIN}/wp-content/uploads/2023/01/socio-siemens.png" alt="Siemens"></a></div>
		<div class="elementor-widget-image"><a href="https://www.visiontrack.io/" target="_blank" rel="noopener"><img src="${ORIGIN}/wp-content/uploads/2023/01/socio-visiontrack.png" alt="VisionTrack"></a></div>
		<div class="elementor-widget-image"><a href="https://pesatec.mx/" target="_blank" rel="noopener"><img src="${ORIGIN}/wp-content/uploads/2023/01/socio-pesatec.png" alt="Pesatec Básculas Industriales"></a></div>
		<div class="elementor-widget-image"><a href="https://www.neumaticaprecisa.com.mx/" target="_blank" rel="noopener"><img src="${ORIGIN}/wp-content/uploads/2023/01/socio-neumatica-precisa.png" alt="Neumática Precisa"></a></div>
		<div class="elementor-widget-image"><img src="${ORIGIN}/wp-content/uploads/2023/01/socio-inoxlam.png" alt="Inoxlam Aceros"></div>
	</div>
</section>
<section class="elementor-section">
	<h2 class="elementor-heading-title">Trabaja con nosotros</h2>
	<p>Consulta nuestras vacantes en <a href="https://mx.computrabajo.com/empacadoras-del-bajio" target="_blank" rel="noopener">Computrabajo</a> o envía tu CV a rh@empacadorasbajio.com.mx.</p>
</section>
${FOOT}`;

const blog = `${head('¿Cómo elegir una llenadora volumétrica?', 'Guía para elegir entre llenadoras de pistón, gravedad o bomba según tu producto.', '/blog/como-elegir-una-llenadora-volumetrica/', 'post-template-default single single-post postid-402')}
<article class="post-402 post type-post status-publish">
	<h1 class="entry-title">¿Cómo elegir una llenadora volumétrica?</h1>
	<p class="meta">Publicado el 12 de febrero de 2024 por Ing. Rodrigo Vela</p>
	<p>La viscosidad del producto es el primer criterio: para salsas con trozos recomendamos llenadoras de pistón; para líquidos de baja viscosidad, llenadoras por gravedad o de sobreflujo.</p>
	<p>Según datos de la <a href="https://www.inegi.org.mx/" target="_blank" rel="noopener">INEGI</a>, la industria de alimentos procesados creció 4.1% en 2023, lo que impulsa la automatización en pequeñas y medianas empresas.</p>
	<p>Como ejemplo, nuestra llenadora LP-4 instalada en Salsas La Abuela redujo la merma de 3% a 0.6%.</p>
	<p>¿Dudas? <a href="${ORIGIN}/contacto/">Contáctanos</a>.</p>
</article>
${FOOT}`;

const contacto = `${head('Contacto', 'Solicita una cotización o visita técnica.', '/contacto/', 'page-template-default page page-id-24')}
<section class="elementor-section">
	<h1 class="elementor-heading-title">Contacto</h1>
	<div class="elementor-widget-shortcode">
		<div class="wpcf7 no-js" id="wpcf7-f31-p24-o1" lang="es-MX" dir="ltr">
			<form action="/contacto/#wpcf7-f31-p24-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
				<p><label>Nombre<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></span></label></p>
				<p><label>Correo<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email"></span></label></p>
				<p><label>Producto a envasar<br><span class="wpcf7-form-control-wrap" data-name="producto"><textarea class="wpcf7-form-control wpcf7-textarea" name="producto"></textarea></span></label></p>
				<p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Enviar"></p>
			</form>
		</div>
	</div>
	<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3721.5!2d-101.61!3d21.08!2m3!1f0!2f0!3f0" width="600" height="350" style="border:0;" allowfullscreen="" loading="lazy" title="Mapa planta León"></iframe>
</section>
<script src="${ORIGIN}/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script src="${ORIGIN}/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
${FOOT}`;

export const site: CorpusSite = {
  domain: 'empacadorasbajio.com.mx',
  covers:
    'Mexican Spanish WordPress/Elementor site of a packaging machinery maker: authorized distributor image boxes (one only via WhatsApp), technology partner logo grid on the about page (one logo unlinked); negatives: client logo carousel, Expo Pack gold sponsorship, AMEE membership, INEGI citation in a blog post, Computrabajo, social and WhatsApp links',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/distribuidores/': { headers: HEADERS, html: distribuidores },
    '/nosotros/': { headers: HEADERS, html: nosotros },
    '/blog/como-elegir-una-llenadora-volumetrica/': { headers: HEADERS, html: blog },
    '/contacto/': { headers: HEADERS, html: contacto },
  },
  sitemap: ['/', '/distribuidores/', '/nosotros/', '/blog/como-elegir-una-llenadora-volumetrica/', '/contacto/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'rss',
    'google-tag-manager',
    'contact-form-7',
    'font-awesome',
    'whatsapp-business-chat',
    'google-maps',
    'nginx',
    'open-graph',
  ],
  partners: {
    'emaqnorte.com.mx': 'channel',
    'sepacifico.mx': 'channel',
    'misureste.com.mx': 'channel',
    'equiposempaque.com.gt': 'channel',
    'andinapackaging.com.co': 'channel',
    'siemens.com': 'technology',
    'visiontrack.io': 'technology',
    'pesatec.mx': 'technology',
    'neumaticaprecisa.com.mx': 'technology',
  },
};
