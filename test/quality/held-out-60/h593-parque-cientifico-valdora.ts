import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string) => `<!DOCTYPE html>
<html lang="es-ES">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/4e1a9c2b7f3d5e6a8b0c1d2e/script.js"></script>
	<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title} - Parque Científico Universidad de Valdora</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="https://pcvaldora.es${path}" />
	<meta property="og:locale" content="es_ES" />
	<meta property="og:type" content="article" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="https://pcvaldora.es${path}" />
	<meta property="og:site_name" content="Parque Científico Universidad de Valdora" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://pcvaldora.es${path}","url":"https://pcvaldora.es${path}","name":"${title}","isPartOf":{"@id":"https://pcvaldora.es/#website"},"inLanguage":"es"},{"@type":"WebSite","@id":"https://pcvaldora.es/#website","url":"https://pcvaldora.es/","name":"Parque Científico Universidad de Valdora","publisher":{"@id":"https://pcvaldora.es/#organization"}},{"@type":"Organization","@id":"https://pcvaldora.es/#organization","name":"Fundación Parque Científico Universidad de Valdora","url":"https://pcvaldora.es/","sameAs":["https://www.linkedin.com/company/pcvaldora","https://x.com/pcvaldora"]}]}</script>
	<!-- / Yoast SEO plugin. -->
	<link rel='stylesheet' id='elementor-frontend-css' href='https://pcvaldora.es/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.21.5' media='all' />
	<link rel='stylesheet' id='swiper-css' href='https://pcvaldora.es/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all' />
	<link rel='stylesheet' id='pcv-theme-css' href='https://pcvaldora.es/wp-content/themes/pcvaldora/style.css?ver=2.3.1' media='all' />
	<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Montserrat%3A400%2C600%2C700&#038;display=swap&#038;ver=6.5.3' media='all' />
	<script src="https://pcvaldora.es/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<script src="https://pcvaldora.es/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
	<link rel="https://api.w.org/" href="https://pcvaldora.es/wp-json/" />
	<meta name="generator" content="WordPress 6.5.3" />
	<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
	<!-- Google tag (gtag.js) -->
	<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QX2V4PLM1"></script>
	<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-7QX2V4PLM1');</script>
</head>`;

const header = `<header data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
	<div class="elementor-element elementor-widget elementor-widget-theme-site-logo"><a href="https://pcvaldora.es"><img src="https://pcvaldora.es/wp-content/uploads/2023/03/logo-pcvaldora.svg" alt="Parque Científico Universidad de Valdora"></a></div>
	<nav class="elementor-nav-menu--main" aria-label="Menú">
		<ul id="menu-principal" class="elementor-nav-menu">
			<li class="menu-item"><a href="https://pcvaldora.es/el-parque/" class="elementor-item">El Parque</a></li>
			<li class="menu-item"><a href="https://pcvaldora.es/transferencia/" class="elementor-item">Transferencia de tecnología</a></li>
			<li class="menu-item"><a href="https://pcvaldora.es/transferencia/spin-offs/" class="elementor-item">Spin-offs</a></li>
			<li class="menu-item"><a href="https://pcvaldora.es/socios/" class="elementor-item">Socios</a></li>
			<li class="menu-item"><a href="https://pcvaldora.es/foro-transferencia-2024/" class="elementor-item">Foro 2024</a></li>
			<li class="menu-item"><a href="https://pcvaldora.es/contacto/" class="elementor-item">Contacto</a></li>
			<li class="menu-item"><a href="https://pcvaldora.es/en/" class="elementor-item">EN</a></li>
		</ul>
	</nav>
</header>`;

const footer = `<footer data-elementor-type="footer" data-elementor-id="140" class="elementor elementor-140 elementor-location-footer">
	<div class="elementor-container">
		<div class="elementor-column">
			<p><strong>Fundación Parque Científico Universidad de Valdora</strong><br>Edificio Ágora, Campus de Miraflores s/n<br>47910 Valdora (España)<br>+34 983 40 22 10 · info@pcvaldora.es</p>
			<p>Una iniciativa de la <a href="https://www.uvaldora.es/">Universidad de Valdora</a></p>
		</div>
		<div class="elementor-column">
			<ul class="elementor-icon-list-items">
				<li><a href="https://pcvaldora.es/trabaja-con-nosotros/">Trabaja con nosotros</a></li>
				<li><a href="https://pcvaldora.es/perfil-del-contratante/">Perfil del contratante</a></li>
				<li><a href="https://pcvaldora.es/transparencia/">Portal de transparencia</a></li>
				<li><a href="https://pcvaldora.es/blog/">Noticias</a></li>
			</ul>
		</div>
		<div class="elementor-column elementor-social-icons-wrapper">
			<a class="elementor-social-icon" href="https://www.linkedin.com/company/pcvaldora" target="_blank"><i class="fab fa-linkedin-in"></i><span class="elementor-screen-only">Linkedin</span></a>
			<a class="elementor-social-icon" href="https://x.com/pcvaldora" target="_blank"><i class="fab fa-x-twitter"></i><span class="elementor-screen-only">X</span></a>
			<a class="elementor-social-icon" href="https://www.youtube.com/@pcvaldora" target="_blank"><i class="fab fa-youtube"></i><span class="elementor-screen-only">Youtube</span></a>
		</div>
	</div>
	<div class="legal"><a href="https://pcvaldora.es/aviso-legal/">Aviso legal</a> | <a href="https://pcvaldora.es/politica-de-privacidad/">Política de privacidad</a> | <a href="https://pcvaldora.es/politica-de-cookies/">Política de cookies</a> | <a href="https://pcvaldora.es/accesibilidad/">Accesibilidad</a></div>
	<div class="funding"><p>Cofinanciado por la Unión Europea – Fondo Europeo de Desarrollo Regional (FEDER)</p>
		<a href="https://www.ciencia.gob.es/"><img src="https://pcvaldora.es/wp-content/uploads/2023/03/ministerio-ciencia.png" alt="Ministerio de Ciencia, Innovación y Universidades"></a>
		<img src="https://pcvaldora.es/wp-content/uploads/2023/03/feder-ue.png" alt="Unión Europea FEDER"></div>
</footer>
<script src="https://pcvaldora.es/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>
<script src="https://pcvaldora.es/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://pcvaldora.es/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://pcvaldora.es/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const card = (name: string, text: string, url: string, logo: string) => `
		<div class="elementor-column elementor-col-33 elementor-inner-column">
			<div class="elementor-widget-image"><img src="https://pcvaldora.es/wp-content/uploads/2024/01/${logo}" alt="${name}" loading="lazy"></div>
			<div class="elementor-widget-heading"><h3 class="elementor-heading-title">${name}</h3></div>
			<div class="elementor-widget-text-editor"><p>${text}</p></div>
			<div class="elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-sm" href="${url}" target="_blank" rel="noopener"><span class="elementor-button-text">Visitar web</span></a></div>
		</div>`;

export const site: CorpusSite = {
  domain: 'pcvaldora.es',
  otherDomains: ['uvaldora.es'],
  covers:
    'Spanish university science park / tech-transfer office on WordPress + Elementor: technology-partner cards with "Visitar web" buttons and a linked collaborator logo grid, versus spin-off success stories, forum sponsors, EU/ministry funders and the parent university domain',
  sitemap: ['/', '/socios/', '/transferencia/spin-offs/', '/foro-transferencia-2024/'],
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        link: '<https://pcvaldora.es/wp-json/>; rel="https://api.w.org/"',
        'content-type': 'text/html; charset=UTF-8',
      },
      html: `${head('Inicio', '/', 'Parque Científico de la Universidad de Valdora: transferencia de tecnología, incubación de spin-offs y espacios para empresas innovadoras.')}
<body class="home page-template-default page page-id-7 elementor-default elementor-kit-5 elementor-page elementor-page-7">
${header}
<div data-elementor-type="wp-page" data-elementor-id="7" class="elementor elementor-7">
	<section class="elementor-section elementor-top-section hero">
		<h1 class="elementor-heading-title">Conectamos la investigación universitaria con la empresa</h1>
		<p>Más de 300 grupos de investigación, 41 spin-offs y 12.000 m² de laboratorios y oficinas para empresas de base tecnológica.</p>
		<a class="elementor-button" href="https://pcvaldora.es/transferencia/">Busco tecnología</a>
	</section>
	<section class="elementor-section noticias">
		<div class="swiper elementor-slides-wrapper"><div class="swiper-wrapper">
			<div class="swiper-slide"><h3>Abierta la convocatoria de Pruebas de Concepto 2024</h3><a href="https://pcvaldora.es/blog/convocatoria-pruebas-de-concepto-2024/">Leer más</a></div>
			<div class="swiper-slide"><h3>Hidrolab, premio Emprendedor XXI en Castilla y León</h3><a href="https://pcvaldora.es/blog/hidrolab-premio-emprendedor-xxi/">Leer más</a></div>
		</div></div>
	</section>
</div>
${footer}`,
    },
    '/socios/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=UTF-8' },
      html: `${head('Socios y entidades colaboradoras', '/socios/', 'Socios tecnológicos y entidades colaboradoras del Parque Científico Universidad de Valdora.')}
<body class="page-template-default page page-id-233 elementor-page elementor-page-233">
${header}
<div data-elementor-type="wp-page" data-elementor-id="233" class="elementor elementor-233">
	<section class="elementor-section"><h1 class="elementor-heading-title">Socios y entidades colaboradoras</h1>
		<p>El Parque trabaja con empresas tecnológicas y entidades del ecosistema para que los resultados de investigación lleguen al mercado.</p></section>
	<section class="elementor-section socios-tecnologicos"><h2 class="elementor-heading-title">Socios tecnológicos</h2>
		<div class="elementor-container">${card('Nubalia Cloud', 'Infraestructura de computación en la nube y HPC para los grupos de investigación y las empresas incubadas.', 'https://www.nubalia.cloud/', 'nubalia.svg')}${card('DataMeseta', 'Plataforma de analítica de datos e inteligencia artificial integrada en nuestro Data Lab.', 'https://datameseta.com/', 'datameseta.svg')}${card('Sensórica Norte', 'Sensores IoT y red LoRaWAN del campus, base del banco de pruebas Smart Campus.', 'https://www.sensoricanorte.es/', 'sensorica.svg')}
		</div>
	</section>
	<section class="elementor-section colaboradores"><h2 class="elementor-heading-title">Entidades colaboradoras</h2>
		<div class="elementor-widget-image-gallery"><div class="gallery">
			<figure class="gallery-item"><a href="https://www.camaravaldora.es/" target="_blank"><img src="https://pcvaldora.es/wp-content/uploads/2024/01/camara-valdora.png" alt="Cámara de Comercio de Valdora"></a></figure>
			<figure class="gallery-item"><a href="https://www.apte.org/" target="_blank"><img src="https://pcvaldora.es/wp-content/uploads/2024/01/apte.png" alt="APTE"></a></figure>
			<figure class="gallery-item"><a href="https://clusterticvaldora.es/" target="_blank"><img src="https://pcvaldora.es/wp-content/uploads/2024/01/cluster-tic.png" alt="Clúster TIC Valdora"></a></figure>
			<figure class="gallery-item"><a href="https://www.ade.jcyl.es/" target="_blank"><img src="https://pcvaldora.es/wp-content/uploads/2024/01/ade.png" alt="Instituto para la Competitividad Empresarial"></a></figure>
			<figure class="gallery-item"><img src="https://pcvaldora.es/wp-content/uploads/2024/01/asociacion-jovenes-empresarios.png" alt="Asociación de Jóvenes Empresarios de Valdora"></figure>
		</div></div>
	</section>
	<section class="elementor-section cta"><p>¿Tu empresa quiere ser socia del Parque? Escríbenos a <a href="mailto:socios@pcvaldora.es">socios@pcvaldora.es</a></p></section>
</div>
${footer}`,
    },
    '/transferencia/spin-offs/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=UTF-8' },
      html: `${head('Spin-offs', '/transferencia/spin-offs/', 'Empresas de base tecnológica creadas a partir de la investigación de la Universidad de Valdora.')}
<body class="page-template-default page page-id-301 elementor-page elementor-page-301">
${header}
<div data-elementor-type="wp-page" data-elementor-id="301" class="elementor elementor-301">
	<section class="elementor-section"><h1 class="elementor-heading-title">Casos de éxito: nuestras spin-offs</h1>
		<p>Empresas nacidas de la investigación de la Universidad que han pasado por nuestro programa de incubación.</p></section>
	<section class="elementor-section listado">
		<article class="spinoff"><h3>Hidrolab</h3><p>Depuración de aguas mediante biofiltros de bajo coste. Fundada en 2019 por el grupo de Ingeniería Química.</p><a href="https://hidrolab.es/">hidrolab.es</a></article>
		<article class="spinoff"><h3>Ortho3D Medical</h3><p>Férulas y prótesis personalizadas por impresión 3D. Fundada en 2021.</p><a href="https://www.ortho3dmedical.com/">ortho3dmedical.com</a></article>
		<article class="spinoff"><h3>Viñedo Digital</h3><p>Teledetección para viticultura de precisión.</p><a href="https://vinedodigital.es/">vinedodigital.es</a></article>
	</section>
	<section class="elementor-section testimonio"><blockquote>«El Parque nos dio laboratorio, mentoría y los primeros clientes.» — Marta Calvo, CEO de Hidrolab</blockquote></section>
</div>
${footer}`,
    },
    '/foro-transferencia-2024/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=UTF-8' },
      html: `${head('Foro de Transferencia 2024', '/foro-transferencia-2024/', 'Foro de Transferencia Universidad-Empresa de Valdora, 14 de noviembre de 2024.')}
<body class="page-template-default page page-id-355 elementor-page elementor-page-355">
${header}
<div data-elementor-type="wp-page" data-elementor-id="355" class="elementor elementor-355">
	<section class="elementor-section"><h1 class="elementor-heading-title">Foro de Transferencia Universidad-Empresa 2024</h1>
		<p>14 de noviembre · Aula Magna · Inscripción gratuita</p>
		<a class="elementor-button" href="https://www.eventbrite.es/e/foro-transferencia-valdora-2024-tickets-81237744">Inscríbete</a></section>
	<section class="elementor-section patrocinadores"><h2 class="elementor-heading-title">Patrocinadores</h2>
		<div class="logos">
			<a href="https://www.fundacioncajavaldora.es/" target="_blank"><img src="https://pcvaldora.es/wp-content/uploads/2024/09/fundacion-caja-valdora.png" alt="Fundación Caja Valdora"></a>
			<a href="https://www.ingenova-ingenieria.com/" target="_blank"><img src="https://pcvaldora.es/wp-content/uploads/2024/09/ingenova.png" alt="Ingenova Ingeniería"></a>
		</div>
		<p>Medio oficial: <a href="https://www.elnortedevaldora.es/">El Norte de Valdora</a></p>
	</section>
</div>
${footer}`,
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'cookieyes',
    'google-analytics',
    'google-tag-manager',
    'jquery',
    'jquery-migrate',
    'swiper',
    'google-font-api',
    'font-awesome',
    'open-graph',
    'nginx',
  ],
  partners: {
    'nubalia.cloud': 'technology',
    'datameseta.com': 'technology',
    'sensoricanorte.es': 'technology',
    'camaravaldora.es': 'generic',
    'apte.org': 'generic',
    'clusterticvaldora.es': 'generic',
    'jcyl.es': 'generic',
  },
};
