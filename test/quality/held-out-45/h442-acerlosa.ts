import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  link: '<https://acerlosa.com.mx/wp-json/>; rel="https://api.w.org/"',
  'x-litespeed-cache': 'hit',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title} - Acerlosa Sistemas Constructivos</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://acerlosa.com.mx${path}">
<meta property="og:locale" content="es_MX">
<meta property="og:type" content="website">
<meta property="og:title" content="${title} - Acerlosa">
<meta property="og:url" content="https://acerlosa.com.mx${path}">
<meta property="og:site_name" content="Acerlosa Sistemas Constructivos">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://acerlosa.com.mx/#organization","name":"Acerlosa Sistemas Constructivos S.A. de C.V.","url":"https://acerlosa.com.mx/","sameAs":["https://www.facebook.com/AcerlosaMX","https://www.instagram.com/acerlosa.mx/","https://www.youtube.com/@acerlosa"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="stylesheet" id="wp-block-library-css" href="https://acerlosa.com.mx/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://acerlosa.com.mx/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://acerlosa.com.mx/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="elementor-post-8-css" href="https://acerlosa.com.mx/wp-content/uploads/elementor/css/post-8.css?ver=1715102231" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Montserrat%3A400%2C600%2C700&amp;display=swap&amp;ver=6.5.3" media="all">
<script src="https://acerlosa.com.mx/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://acerlosa.com.mx/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://acerlosa.com.mx/wp-json/">
<meta name="generator" content="WordPress 6.5.3">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7QX2PN');</script>
<!-- End Google Tag Manager -->
<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '604418822319077');
fbq('track', 'PageView');
</script>
<!-- End Meta Pixel Code -->
</head>`;

const nav = `<body class="page-template-default page elementor-default elementor-kit-8">
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QX2PN" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
  <div class="elementor-element elementor-element-3f1a e-flex e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-image"><a href="https://acerlosa.com.mx/"><img width="220" height="60" src="https://acerlosa.com.mx/wp-content/uploads/2023/02/logo-acerlosa.svg" alt="Acerlosa Sistemas Constructivos"></a></div>
    <div class="elementor-widget elementor-widget-nav-menu">
      <nav class="elementor-nav-menu--main" aria-label="Menú">
        <ul id="menu-principal" class="elementor-nav-menu">
          <li class="menu-item"><a href="https://acerlosa.com.mx/" class="elementor-item">Inicio</a></li>
          <li class="menu-item menu-item-has-children"><a href="https://acerlosa.com.mx/productos/" class="elementor-item">Productos</a>
            <ul class="sub-menu elementor-nav-menu--dropdown">
              <li class="menu-item"><a href="https://acerlosa.com.mx/productos/losacero/" class="elementor-sub-item">Losacero</a></li>
              <li class="menu-item"><a href="https://acerlosa.com.mx/productos/panel-aislado/" class="elementor-sub-item">Panel aislado</a></li>
              <li class="menu-item"><a href="https://acerlosa.com.mx/productos/lamina-estructural/" class="elementor-sub-item">Lámina estructural</a></li>
            </ul>
          </li>
          <li class="menu-item"><a href="https://acerlosa.com.mx/nosotros/" class="elementor-item">Nosotros</a></li>
          <li class="menu-item"><a href="https://acerlosa.com.mx/distribuidores/" class="elementor-item">Dónde comprar</a></li>
          <li class="menu-item"><a href="https://acerlosa.com.mx/instaladores-certificados/" class="elementor-item">Instaladores</a></li>
          <li class="menu-item"><a href="https://acerlosa.com.mx/contacto/" class="elementor-item">Contacto</a></li>
        </ul>
      </nav>
    </div>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://acerlosa.com.mx/cotizar/">Cotiza tu proyecto</a></div>
  </div>
</div>
<main id="content" class="site-main">`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="131" class="elementor elementor-131 elementor-location-footer">
  <div class="elementor-element e-con-boxed e-con e-parent footer-top">
    <div class="elementor-widget elementor-widget-text-editor">
      <p><strong>Acerlosa Sistemas Constructivos S.A. de C.V.</strong><br>Av. Industrias 4410, Parque Industrial Escobedo<br>Gral. Escobedo, Nuevo León, C.P. 66062</p>
      <p>Tel. <a href="tel:+528183520400">81 8352 0400</a> · <a href="mailto:ventas@acerlosa.com.mx">ventas@acerlosa.com.mx</a></p>
    </div>
    <div class="elementor-widget elementor-widget-icon-list">
      <ul class="elementor-icon-list-items">
        <li><a href="https://acerlosa.com.mx/aviso-de-privacidad/">Aviso de privacidad</a></li>
        <li><a href="https://acerlosa.com.mx/bolsa-de-trabajo/">Bolsa de trabajo</a></li>
        <li><a href="https://acerlosa.com.mx/fichas-tecnicas/">Fichas técnicas</a></li>
      </ul>
    </div>
    <div class="elementor-widget elementor-widget-social-icons">
      <a class="elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/AcerlosaMX" target="_blank"><span class="elementor-screen-only">Facebook</span></a>
      <a class="elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/acerlosa.mx/" target="_blank"><span class="elementor-screen-only">Instagram</span></a>
      <a class="elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@acerlosa" target="_blank"><span class="elementor-screen-only">Youtube</span></a>
    </div>
  </div>
  <div class="footer-bottom"><p>© 2024 Acerlosa. Todos los derechos reservados.</p></div>
</div>
<a class="whatsapp-float" href="https://wa.me/528183520400?text=Hola%2C%20quiero%20una%20cotizaci%C3%B3n" target="_blank" rel="noopener" aria-label="WhatsApp"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/02/whatsapp.svg" alt="WhatsApp"></a>
<script src="https://acerlosa.com.mx/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1" id="hello-theme-frontend-js"></script>
<script src="https://acerlosa.com.mx/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>
<script src="https://acerlosa.com.mx/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://acerlosa.com.mx/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://acerlosa.com.mx/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const accordionItem = (id: number, title: string, body: string) => `
      <div class="elementor-accordion-item">
        <div id="elementor-tab-title-${id}" class="elementor-tab-title" data-tab="${id % 10}" role="button" aria-controls="elementor-tab-content-${id}" aria-expanded="false">
          <span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><i class="fas fa-plus"></i></span>
          <a class="elementor-accordion-title" tabindex="0">${title}</a>
        </div>
        <div id="elementor-tab-content-${id}" class="elementor-tab-content elementor-clearfix" data-tab="${id % 10}" role="region" aria-labelledby="elementor-tab-title-${id}">${body}</div>
      </div>`;

const dist = (name: string, city: string, phone: string, url?: string) => `
          <div class="distribuidor">
            <h4>${name}</h4>
            <p>${city}<br>Tel. ${phone}</p>
            ${url ? `<p><a href="${url}" target="_blank" rel="noopener">Visitar sitio web</a></p>` : '<p><em>Atención en sucursal</em></p>'}
          </div>`;

const pagination = (current: number) => `
  <nav class="elementor-pagination" aria-label="Paginación">
    ${current === 1 ? '<span aria-current="page" class="page-numbers current">1</span>' : '<a class="page-numbers prev" href="https://acerlosa.com.mx/distribuidores/">« Anterior</a> <a class="page-numbers" href="https://acerlosa.com.mx/distribuidores/">1</a>'}
    ${current === 2 ? '<span aria-current="page" class="page-numbers current">2</span>' : '<a class="page-numbers" href="https://acerlosa.com.mx/distribuidores/page/2/">2</a> <a class="page-numbers next" href="https://acerlosa.com.mx/distribuidores/page/2/">Siguiente »</a>'}
  </nav>`;

const distribuidoresIntro = `
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Distribuidores autorizados</h1></div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p>Compra Losacero, panel aislado y lámina estructural Acerlosa con nuestra red de distribuidores autorizados en toda la República. Todos cuentan con inventario, asesoría técnica y garantía de fábrica.</p>
      <p>¿Quieres ser distribuidor Acerlosa? <a href="https://acerlosa.com.mx/contacto/?asunto=distribucion">Solicita información</a>.</p>
    </div>
  </div>`;

const distribuidores1 = `${head('Distribuidores autorizados', 'Encuentra un distribuidor autorizado Acerlosa cerca de tu obra.', '/distribuidores/')}
${nav}
${distribuidoresIntro}
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-accordion">
      <div class="elementor-accordion">
${accordionItem(1981, 'Región Norte', `<div class="grid-distribuidores">${dist('Aceros del Norte de Chihuahua', 'Chihuahua, Chih.', '614 418 2290', 'https://acerosdelnorte.com.mx/')}${dist('Materiales Valdez', 'Saltillo, Coah.', '844 412 7730', 'https://www.materialesvaldez.com')}${dist('Distribuidora El Güero', 'Hermosillo, Son.', '662 215 0048', 'https://distribuidoraelguero.mx')}${dist('Techos y Estructuras de Sonora', 'Cd. Obregón, Son.', '644 413 5512', 'https://techosyestructuras-sonora.com/')}${dist('Láminas Garza Hermanos', 'Reynosa, Tamps.', '899 922 0317')}</div>`)}
${accordionItem(1982, 'Región Centro', `<div class="grid-distribuidores">${dist('Hierros del Centro', 'Toluca, Edo. Méx.', '722 270 1185', 'https://www.hierroscentro.com.mx/')}${dist('Ferretera Tlalnepantla', 'Tlalnepantla, Edo. Méx.', '55 5390 4471', 'https://ferreteratlalne.com.mx')}${dist('Acero Express Querétaro', 'Querétaro, Qro.', '442 246 3380', 'https://aceroexpressqro.mx/')}</div>`)}
      </div>
    </div>
  </div>
${pagination(1)}
${footer}`;

const distribuidores2 = `${head('Distribuidores autorizados - Página 2', 'Encuentra un distribuidor autorizado Acerlosa cerca de tu obra.', '/distribuidores/page/2/')}
${nav}
${distribuidoresIntro}
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-accordion">
      <div class="elementor-accordion">
${accordionItem(2071, 'Región Bajío y Occidente', `<div class="grid-distribuidores">${dist('Materiales La Piedad', 'La Piedad, Mich.', '352 522 0904', 'https://materialeslapiedad.com.mx/')}${dist('Distribuidora Aceros León', 'León, Gto.', '477 763 1120', 'https://www.acerosleon.mx')}</div>`)}
${accordionItem(2072, 'Región Sur y Sureste', `<div class="grid-distribuidores">${dist('Materiales del Golfo', 'Veracruz, Ver.', '229 931 4402', 'https://materialesdelgolfo.com.mx/')}${dist('Aceros Peninsulares', 'Mérida, Yuc.', '999 946 2208', 'https://acerospeninsulares.com')}${dist('Techos Mérida', 'Mérida, Yuc.', '999 920 3317', 'https://www.techosmerida.mx/')}</div>`)}
      </div>
    </div>
  </div>
${pagination(2)}
${footer}`;

const instaladores = `${head('Instaladores certificados', 'Empresas instaladoras certificadas por Acerlosa para sistemas de losa y cubierta.', '/instaladores-certificados/')}
${nav}
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Instaladores certificados Acerlosa</h1></div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p>Nuestros instaladores certificados completaron el programa de capacitación en montaje de Losacero y panel aislado y están autorizados para ofrecer la garantía extendida de 10 años del sistema.</p>
    </div>
  </div>
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-element e-grid e-con-full e-con e-child">
      <div class="elementor-widget elementor-widget-image-box">
        <figure class="elementor-image-box-img"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/06/montajes-rg.png" alt="Montajes Estructurales RG"></figure>
        <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Montajes Estructurales RG</h3><p class="elementor-image-box-description">Monterrey y área metropolitana · Naves industriales y entrepisos</p></div>
        <a class="elementor-button" href="https://montajesrg.com.mx/" target="_blank">Contactar</a>
      </div>
      <div class="elementor-widget elementor-widget-image-box">
        <figure class="elementor-image-box-img"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/06/imp.png" alt="Instalaciones Metálicas del Pacífico"></figure>
        <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Instalaciones Metálicas del Pacífico</h3><p class="elementor-image-box-description">Guadalajara, Colima y Nayarit · Cubiertas y fachadas</p></div>
        <a class="elementor-button" href="https://www.imp-pacifico.mx" target="_blank">Contactar</a>
      </div>
      <div class="elementor-widget elementor-widget-image-box">
        <figure class="elementor-image-box-img"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/06/sama.png" alt="Cubiertas y Fachadas SAMA"></figure>
        <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">Cubiertas y Fachadas SAMA</h3><p class="elementor-image-box-description">CDMX, Puebla y Morelos · Proyectos comerciales</p></div>
        <a class="elementor-button" href="https://cubiertassama.com/" target="_blank">Contactar</a>
      </div>
    </div>
  </div>
${footer}`;

const home = `${head('Losacero, panel aislado y lámina estructural', 'Fabricante mexicano de sistemas constructivos de acero: losacero, panel aislado y lámina estructural.', '/')}
${nav}
  <div class="elementor-element e-con-boxed e-con e-parent hero">
    <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Sistemas constructivos de acero para obras que no se detienen</h1></div>
    <div class="elementor-widget elementor-widget-text-editor"><p>Fabricamos losacero, panel aislado y lámina estructural en Nuevo León desde 1998, con entregas a toda la República.</p></div>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://acerlosa.com.mx/distribuidores/">Encuentra un distribuidor</a></div>
  </div>
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Obras que nos respaldan</h2></div>
    <div class="elementor-widget elementor-widget-image-carousel">
      <div class="elementor-image-carousel-wrapper swiper">
        <div class="elementor-image-carousel swiper-wrapper">
          <div class="swiper-slide"><a href="https://www.constructoraregia.com.mx/" target="_blank"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/03/cliente-regia.png" alt="Constructora Regia"></a></div>
          <div class="swiper-slide"><a href="https://grupoindustrialmonclova.mx/" target="_blank"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/03/cliente-gim.png" alt="Grupo Industrial Monclova"></a></div>
          <div class="swiper-slide"><a href="https://www.parquesdelnorte.com.mx/" target="_blank"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/03/cliente-parques.png" alt="Parques Industriales del Norte"></a></div>
          <div class="swiper-slide"><img src="https://acerlosa.com.mx/wp-content/uploads/2023/03/cliente-hospital.png" alt="Hospital Regional de Especialidades"></div>
        </div>
      </div>
    </div>
  </div>
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Certificaciones y afiliaciones</h2></div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p>Planta certificada ISO 9001:2015. Laboratorio acreditado ante la <a href="https://www.ema.org.mx/" target="_blank" rel="noopener">Entidad Mexicana de Acreditación (ema)</a>. Somos socios de la <a href="https://www.cmic.org.mx/" target="_blank" rel="noopener">Cámara Mexicana de la Industria de la Construcción</a>.</p>
    </div>
  </div>
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-call-to-action">
      <h3>Visítanos en Expo CIHAC 2024</h3>
      <p>Este año somos Patrocinador Oro de <a href="https://www.expocihac.com/" target="_blank" rel="noopener">Expo CIHAC</a>, del 15 al 18 de octubre en Centro Citibanamex. Stand 1420.</p>
    </div>
  </div>
${footer}`;

const nosotros = `${head('Nosotros', 'Más de 25 años fabricando sistemas constructivos de acero en México.', '/nosotros/')}
${nav}
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Nosotros</h1></div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p>Acerlosa nació en 1998 en Escobedo, Nuevo León, como un pequeño taller de perfilado de lámina. Hoy operamos dos líneas de perfilado continuo y una línea de panel aislado con poliuretano, con capacidad de 120,000 toneladas al año.</p>
      <p>Contamos con más de 350 colaboradores y una red de 13 distribuidores autorizados y 3 empresas instaladoras certificadas.</p>
    </div>
  </div>
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Nuestros aliados</h2></div>
    <div class="elementor-widget elementor-widget-text-editor">
      <p>Desde 2019 somos aliados de la <a href="https://viviendadignanl.org/" target="_blank" rel="noopener">Fundación Vivienda Digna Nuevo León</a>: donamos material para techos de vivienda social y nuestros ingenieros capacitan a las cuadrillas voluntarias.</p>
      <p>Con el <a href="https://www.ciac-monterrey.edu.mx/" target="_blank" rel="noopener">Centro de Investigación en Acero y Construcción</a> colaboramos en pruebas de carga y en el desarrollo del nuevo sistema de entrepiso ligero.</p>
    </div>
  </div>
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Únete al equipo</h2></div>
    <div class="elementor-widget elementor-widget-text-editor"><p>Consulta nuestras vacantes en <a href="https://www.occ.com.mx/empleos/de-acerlosa/" target="_blank" rel="noopener">OCC Mundial</a>.</p></div>
  </div>
${footer}`;

const contacto = `${head('Contacto', 'Contacta a Acerlosa para cotizaciones, soporte técnico y distribución.', '/contacto/')}
${nav}
  <div class="elementor-element e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Contacto</h1></div>
    <div class="elementor-widget elementor-widget-form">
      <form class="elementor-form" method="post" name="Contacto">
        <input type="hidden" name="post_id" value="214"><input type="hidden" name="form_id" value="6c2e1f0">
        <div class="elementor-field-group"><label for="form-field-name">Nombre</label><input type="text" name="form_fields[name]" id="form-field-name" class="elementor-field"></div>
        <div class="elementor-field-group"><label for="form-field-email">Correo</label><input type="email" name="form_fields[email]" id="form-field-email" class="elementor-field" required></div>
        <div class="elementor-field-group"><label for="form-field-asunto">Asunto</label><select name="form_fields[asunto]" id="form-field-asunto"><option>Cotización</option><option>Soporte técnico</option><option>Quiero ser distribuidor</option></select></div>
        <div class="elementor-field-group"><label for="form-field-message">Mensaje</label><textarea name="form_fields[message]" id="form-field-message" rows="4"></textarea></div>
        <button type="submit" class="elementor-button">Enviar</button>
      </form>
    </div>
    <div class="elementor-widget elementor-widget-text-editor"><p>Planta y oficinas: Av. Industrias 4410, Gral. Escobedo, N.L. Lunes a viernes de 8:00 a 18:00, sábados de 8:00 a 13:00.</p></div>
  </div>
${footer}`;

export const site: CorpusSite = {
  domain: 'acerlosa.com.mx',
  covers:
    'Mexican steel building-systems maker on WordPress/Elementor (Spanish): authorized distributors in accordions split over two paginated pages (one without a website), certified installers as image boxes, allies in prose on the about page; negatives: client carousel, ISO/ema accreditation, CMIC membership, Expo sponsorship, job board, social, WhatsApp',
  pages: {
    '/': { headers, html: home },
    '/distribuidores/': { headers, html: distribuidores1 },
    '/distribuidores/page/2/': { headers, html: distribuidores2 },
    '/instaladores-certificados/': { headers, html: instaladores },
    '/nosotros/': { headers, html: nosotros },
    '/contacto/': { headers, html: contacto },
  },
  sitemap: ['/', '/nosotros/', '/distribuidores/', '/instaladores-certificados/', '/contacto/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'swiper',
    'google-tag-manager',
    'facebook-pixel',
    'litespeed',
    'litespeed-cache',
    'font-awesome',
    'google-font-api',
    'open-graph',
  ],
  partners: {
    'acerosdelnorte.com.mx': 'channel',
    'materialesvaldez.com': 'channel',
    'distribuidoraelguero.mx': 'channel',
    'techosyestructuras-sonora.com': 'channel',
    'hierroscentro.com.mx': 'channel',
    'ferreteratlalne.com.mx': 'channel',
    'aceroexpressqro.mx': 'channel',
    'materialeslapiedad.com.mx': 'channel',
    'acerosleon.mx': 'channel',
    'materialesdelgolfo.com.mx': 'channel',
    'acerospeninsulares.com': 'channel',
    'techosmerida.mx': 'channel',
    'montajesrg.com.mx': 'channel',
    'imp-pacifico.mx': 'channel',
    'cubiertassama.com': 'channel',
    'viviendadignanl.org': 'generic',
    'ciac-monterrey.edu.mx': 'generic',
  },
};
