import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1718031245.8839214170582413967',
  'x-seen-by': 'yvSunuo/8ld62ehjr7Vpt1bq2FBr5Sh3Dk3qNn5hzg8=,m0j2EEknGIVUW/liY8BLLv/EHwXMYM8NAV48vfFRpiM=',
  'content-language': 'es',
  'cache-control': 'private,max-age=0,must-revalidate',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="es" class="fresh-render">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8c1f2e_5a0d7e91b3c44f2f9c7e61d0a2b4e8f1~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8c1f2e_5a0d7e91b3c44f2f9c7e61d0a2b4e8f1~mv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"3b7e1c2a-9f40-4d8e-b1a2-7c6d5e4f3a21","siteId":"f2a1c8e4-6b3d-4e7a-9c10-5d2e8b7f1a64","isPremiumDomain":true},"language":{"userLanguage":"es","siteLanguage":"es"},"requestUrl":"https://estancialacandelaria.com.ar${path}","viewMode":"desktop"};</script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default%2Cfetch%2CIntersectionObserver&flags=gated" type="text/javascript"></script>
  <script async type="module" src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.9f1a2c7e.bundle.min.js"></script>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://estancialacandelaria.com.ar${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="https://static.wixstatic.com/media/8c1f2e_0e7b1a34c2f84d9ab1f5e6c7d8a9b0c1~mv2.jpg/v1/fill/w_1200%2Ch_630%2Cal_c/8c1f2e_0e7b1a34c2f84d9ab1f5e6c7d8a9b0c1~mv2.jpg"/>
  <meta property="og:url" content="https://estancialacandelaria.com.ar${path}"/>
  <meta property="og:site_name" content="Estancia La Candelaria"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <style id="css_masterPage">#SITE_HEADER{--bg:255,255,255;}.font_0{font:normal normal normal 64px/1.2em 'cormorant garamond',serif;}</style>
</head>`;

const header = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div class="_C0cVf"><div id="comp-lq1x8y2a" class="comp-lq1x8y2a">
    <a href="https://estancialacandelaria.com.ar" target="_self" class="j7pOnl" data-testid="linkElement"><img src="https://static.wixstatic.com/media/8c1f2e_logo_candelaria~mv2.png/v1/fill/w_220%2Ch_72%2Cal_c/logo.png" alt="Estancia La Candelaria – Pilar" width="220" height="72"></a>
  </div>
  <nav id="comp-lq1x8y3b" aria-label="Sitio" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu">
    <ul class="StylableHorizontalMenu3372578893__menu">
      <li class="comp-lq1x8y3b wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://estancialacandelaria.com.ar" target="_self" class="wixui-horizontal-menu__item-label">Inicio</a></li>
      <li class="comp-lq1x8y3b wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://estancialacandelaria.com.ar/el-lugar" target="_self" class="wixui-horizontal-menu__item-label">El lugar</a></li>
      <li class="comp-lq1x8y3b wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://estancialacandelaria.com.ar/proveedores" target="_self" class="wixui-horizontal-menu__item-label">Proveedores aliados</a></li>
      <li class="comp-lq1x8y3b wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.lacandelariaeventos.com.ar" target="_self" class="wixui-horizontal-menu__item-label">Eventos corporativos</a></li>
      <li class="comp-lq1x8y3b wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://estancialacandelaria.com.ar/contacto" target="_self" class="wixui-horizontal-menu__item-label">Contacto</a></li>
    </ul>
  </nav></div>
</header>`;

const footer = `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">
  <div class="_C0cVf">
    <div id="comp-lq1xa0f1" class="HcOXKn SxM0TO QxJLC3 comp-lq1xa0f1 wixui-rich-text" data-testid="richTextElement">
      <p class="font_8 wixui-rich-text__text">Estancia La Candelaria · Ruta 8 km 54,5 · Pilar, Buenos Aires · +54 9 11 5263-7710</p>
      <p class="font_8 wixui-rich-text__text">Salón habilitado por la <a href="https://www.pilar.gob.ar/habilitaciones/" target="_blank" class="wixui-rich-text__text">Municipalidad de Pilar</a> (Exp. 4512/2019).</p>
    </div>
    <ul id="comp-lq1xa1s2" class="social-bar wixui-social-bar" aria-label="Barra de redes sociales">
      <li><a data-testid="linkElement" href="https://www.instagram.com/estancialacandelaria" target="_blank" aria-label="Instagram"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
      <li><a data-testid="linkElement" href="https://www.facebook.com/estancialacandelaria" target="_blank" aria-label="Facebook"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
      <li><a data-testid="linkElement" href="https://ar.pinterest.com/lacandelariapilar/" target="_blank" aria-label="Pinterest"><img src="https://static.wixstatic.com/media/8d6893330740455c96d218258a458aa4.png" alt="Pinterest"></a></li>
    </ul>
    <div id="comp-lq1xa2b7" class="comp-lq1xa2b7 wixui-image"><a href="https://www.zankyou.com.ar/f/estancia-la-candelaria-1198342" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/8c1f2e_zankyou_awards_2024~mv2.png" alt="Zankyou International Wedding Awards 2024 – Ganador" width="110" height="110"></a></div>
    <div id="comp-lq1xa2c9" class="comp-lq1xa2c9 wixui-image"><a href="https://www.casamientosonline.com/salones/estancia-la-candelaria" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/8c1f2e_casamientos_online~mv2.png" alt="Recomendado en Casamientos Online" width="110" height="110"></a></div>
  </div>
</footer>`;

const doc = (
  title: string,
  description: string,
  path: string,
  pageId: string,
  content: string,
): string => `${head(title, description, path)}
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="BACKGROUND_GROUP" class="backgroundGroup"></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
${header}
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
<div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wixui-page"></div><div class="HT5ybB">
${content}
</div></div></div>
</main>
${footer}
</div></div></div></div>
<script type="application/json" id="wix-fedops">{"data":{"site":{"isWixSite":false,"userType":"UNKNOWN","siteType":"WixSite"},"requestUrl":"https://estancialacandelaria.com.ar${path}","frogOnUserDomain":true}}</script>
</body>
</html>`;

const rich = (id: string, html: string): string =>
  `<div id="${id}" class="HcOXKn SxM0TO QxJLC3 lq2D8n ${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;

const home = doc(
  'Estancia La Candelaria | Casamientos y eventos en Pilar',
  'Estancia La Candelaria: casamientos al aire libre y en salón en Pilar, a 50 minutos de CABA. Catering propio, parque de 4 hectáreas y capilla.',
  '/',
  'c1dmp',
  `<section id="comp-lq1y0a11" class="comp-lq1y0a11 wixui-section">
  ${rich('comp-lq1y0b22', '<h1 class="font_0 wixui-rich-text__text">Tu casamiento en el campo, a 50 minutos de la ciudad</h1><p class="font_7 wixui-rich-text__text">Un casco de estancia de 1890, un parque de cuatro hectáreas con árboles centenarios y un salón vidriado para 350 invitados.</p>')}
  <a data-testid="linkElement" href="https://estancialacandelaria.com.ar/contacto" class="StylableButton2545352419__root style-lq1y0c33__root wixui-button"><span class="StylableButton2545352419__label wixui-button__label">Consultá fechas disponibles</span></a>
</section>
<section id="comp-lq1y1d44" class="comp-lq1y1d44 wixui-section">
  ${rich('comp-lq1y1e55', '<h2 class="font_2 wixui-rich-text__text">Todo en un solo lugar</h2><p class="font_8 wixui-rich-text__text">Nuestra cocina propia se encarga del catering completo: recepción, banquete, mesa dulce y fin de fiesta. Para el resto, te recomendamos a nuestros <a href="https://estancialacandelaria.com.ar/proveedores" class="wixui-rich-text__text">proveedores aliados</a>.</p>')}
</section>
<section id="comp-lq1y2f66" class="comp-lq1y2f66 wixui-section">
  ${rich('comp-lq1y2g77', '<h2 class="font_2 wixui-rich-text__text">Nos eligieron</h2><p class="font_8 wixui-rich-text__text">“Fue el casamiento soñado, el parque de noche es increíble.” – Caro y Nico, marzo 2024</p><p class="font_8 wixui-rich-text__text">Salimos en <a href="https://www.parati.com.ar/casamientos/estancias-para-casarse-cerca-de-buenos-aires/" class="wixui-rich-text__text">Para Ti</a> entre las estancias para casarse cerca de Buenos Aires.</p>')}
</section>`,
);

const proveedores = doc(
  'Proveedores aliados | Estancia La Candelaria',
  'Wedding planners, fotógrafos, DJ y ambientadores aliados de Estancia La Candelaria.',
  '/proveedores',
  'k8v2q',
  `<section id="comp-lq2a0a11" class="comp-lq2a0a11 wixui-section">
  ${rich('comp-lq2a0b22', '<h1 class="font_0 wixui-rich-text__text">Proveedores aliados</h1><p class="font_8 wixui-rich-text__text">Con los años formamos un equipo de aliados que conocen la estancia de memoria: saben dónde da el sol a las seis de la tarde, cómo se arma el parque cuando llueve y cuánto tarda una novia en llegar desde la capilla. No es obligatorio contratarlos, pero son nuestros socios de confianza.</p>')}
</section>
<section id="comp-lq2a1c33" class="comp-lq2a1c33 wixui-section">
  ${rich('comp-lq2a1d44', '<h2 class="font_2 wixui-rich-text__text">Wedding planners</h2><p class="font_8 wixui-rich-text__text"><a href="https://www.sofialedesma.com.ar/" target="_blank" class="wixui-rich-text__text">Sofía Ledesma Wedding Planner</a> organiza casamientos en la estancia desde 2016. También trabajamos seguido con <a href="https://agendablanca.com.ar/" target="_blank" class="wixui-rich-text__text">Agenda Blanca Eventos</a>, especialistas en casamientos de destino para parejas que viven en el exterior.</p>')}
  ${rich('comp-lq2a1e55', '<h2 class="font_2 wixui-rich-text__text">Fotografía y video</h2><p class="font_8 wixui-rich-text__text">Para fotos, <a href="https://www.lumenfoto.com.ar/" target="_blank" class="wixui-rich-text__text">Lumen Fotografía</a>; para el video del día, <a href="https://cuadroacuadrofilms.com/" target="_blank" class="wixui-rich-text__text">Cuadro a Cuadro Films</a>.</p>')}
  ${rich('comp-lq2a1f66', '<h2 class="font_2 wixui-rich-text__text">Música</h2><p class="font_8 wixui-rich-text__text"><a href="https://www.djtomiarce.com.ar/" target="_blank" class="wixui-rich-text__text">DJ Tomi Arce</a> conoce el equipo de sonido del salón y el protocolo de horarios del parque.</p>')}
  ${rich('comp-lq2a1g77', '<h2 class="font_2 wixui-rich-text__text">Ambientación y flores</h2><p class="font_8 wixui-rich-text__text"><a href="https://pampadeco.com.ar/" target="_blank" class="wixui-rich-text__text">Pampa Deco</a> se ocupa de livings, luces y gazebos. Los ramos y centros de mesa los hace Florería Las Camelias (escribiles por <a href="https://www.instagram.com/lascamelias.flores/" target="_blank" class="wixui-rich-text__text">Instagram</a>).</p>')}
  ${rich('comp-lq2a1h88', '<h2 class="font_2 wixui-rich-text__text">Traslados</h2><p class="font_8 wixui-rich-text__text">Combis para invitados desde CABA con Traslados del Pilar: <a href="https://wa.me/5491155550199" target="_blank" class="wixui-rich-text__text">escribir por WhatsApp</a>.</p>')}
</section>
<section id="comp-lq2a2i99" class="comp-lq2a2i99 wixui-section">
  ${rich('comp-lq2a2j00', '<p class="font_9 wixui-rich-text__text">El catering es exclusivo de la casa y lo elabora nuestra cocina propia.</p>')}
</section>`,
);

const elLugar = doc(
  'El lugar | Estancia La Candelaria',
  'Casco de 1890, capilla, parque de 4 hectáreas y salón vidriado para 350 invitados.',
  '/el-lugar',
  'x3n7r',
  `<section id="comp-lq2b0a11" class="comp-lq2b0a11 wixui-section">
  ${rich('comp-lq2b0b22', '<h1 class="font_0 wixui-rich-text__text">El lugar</h1><p class="font_8 wixui-rich-text__text">El casco de la estancia fue construido en 1890 por la familia Otamendi. Hoy conserva su galería original, una capilla de campo y un parque diseñado por Carlos Thays.</p><ul class="font_8 wixui-rich-text__text"><li>Salón vidriado: hasta 350 invitados</li><li>Galería del casco: hasta 120 invitados</li><li>Capilla: 90 personas sentadas</li><li>Habitaciones para los novios y la familia</li></ul>')}
  <div id="comp-lq2b0c33" class="comp-lq2b0c33 wixui-gallery"><img src="https://static.wixstatic.com/media/8c1f2e_casco_1~mv2.jpg/v1/fill/w_640%2Ch_427/casco.jpg" alt="Casco de la estancia"><img src="https://static.wixstatic.com/media/8c1f2e_salon_2~mv2.jpg/v1/fill/w_640%2Ch_427/salon.jpg" alt="Salón vidriado"><img src="https://static.wixstatic.com/media/8c1f2e_capilla_3~mv2.jpg/v1/fill/w_640%2Ch_427/capilla.jpg" alt="Capilla"></div>
</section>`,
);

const contacto = doc(
  'Contacto | Estancia La Candelaria',
  'Consultá disponibilidad de fechas y pedí tu presupuesto.',
  '/contacto',
  'm4t9w',
  `<section id="comp-lq2c0a11" class="comp-lq2c0a11 wixui-section">
  ${rich('comp-lq2c0b22', '<h1 class="font_0 wixui-rich-text__text">Contacto</h1><p class="font_8 wixui-rich-text__text">Visitas a la estancia de martes a sábado con cita previa. Escribinos a <a href="mailto:eventos@estancialacandelaria.com.ar" class="wixui-rich-text__text">eventos@estancialacandelaria.com.ar</a>.</p><p class="font_8 wixui-rich-text__text">Para reservar la fecha se abona una seña del 20 %, por transferencia o con <a href="https://www.mercadopago.com.ar/" target="_blank" class="wixui-rich-text__text">Mercado Pago</a>.</p>')}
  <form id="comp-lq2c0c33" class="comp-lq2c0c33 wixui-form" aria-label="Formulario de contacto">
    <label>Nombre<input type="text" name="nombre"></label>
    <label>Email<input type="email" name="email"></label>
    <label>Fecha tentativa<input type="text" name="fecha"></label>
    <label>Cantidad de invitados<input type="number" name="invitados"></label>
    <button type="submit" class="wixui-button">Enviar</button>
  </form>
</section>`,
);

export const site: CorpusSite = {
  domain: 'estancialacandelaria.com.ar',
  otherDomains: ['lacandelariaeventos.com.ar'],
  covers:
    'Argentine Spanish wedding venue on Wix (Thunderbolt, Pepyaka, static.parastorage.com): “Proveedores aliados” page with suppliers explicitly called allies/partners in prose paragraphs under category headings; a florist reachable only through Instagram and a transport firm only by WhatsApp (not labelled); negatives: in-house catering, press mention, wedding award badge, wedding-directory badge, Mercado Pago deposit link, municipal licence link, social links, own corporate-events domain, wixstatic asset host',
  pages: {
    '/': { headers, html: home },
    '/proveedores': { headers, html: proveedores },
    '/el-lugar': { headers, html: elLugar },
    '/contacto': { headers, html: contacto },
  },
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'sofialedesma.com.ar': 'generic',
    'agendablanca.com.ar': 'generic',
    'lumenfoto.com.ar': 'generic',
    'cuadroacuadrofilms.com': 'generic',
    'djtomiarce.com.ar': 'generic',
    'pampadeco.com.ar': 'generic',
  },
};
