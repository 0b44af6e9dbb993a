import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.oftalmodelparque.com.ar';
const TB = 'https://static.parastorage.com/services/wix-thunderbolt/dist';
const MEDIA = 'https://static.wixstatic.com/media';

const head = (title: string, desc: string, pageId: string) => `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7b41c2_5d0e9a1f3c7b4e2a8f6d1c0b9e3a7f52%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7b41c2_5d0e9a1f3c7b4e2a8f6d1c0b9e3a7f52%7Emv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script type="application/json" id="wix-essential-viewer-model">{"fleetConfig":{"fleetName":"thunderbolt-renderer-user-code","type":"Rollout","code":0},"mode":{"qa":false,"enableTestApi":false,"debug":false,"ssrIndicator":false,"ssrOnly":false},"componentsLibrariesTopology":[],"siteFeaturesConfigs":{"sessionManager":{"isRunningInDifferentSiteContext":false}},"language":{"userLanguage":"es"},"siteAssets":{"clientTopology":{"moduleRepoUrl":"https://static.parastorage.com/unpkg","fileRepoUrl":"https://static.parastorage.com/services","siteAssetsUrl":"https://siteassets.parastorage.com"}},"experiments":{},"pageId":"${pageId}"}</script>
  <script src="${TB}/webpack-runtime.4f3c2a1b.bundle.min.js" async></script>
  <script src="${TB}/main.7e9d0c4b.bundle.min.js" async></script>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" async></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" async></script>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="${W}/${pageId === 'home' ? '' : pageId}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${desc}"/>
  <meta property="og:url" content="${W}/${pageId === 'home' ? '' : pageId}"/>
  <meta property="og:site_name" content="Centro Oftalmológico Del Parque"/>
  <meta property="og:type" content="website"/>
  <meta name="format-detection" content="telephone=no">
  <meta name="skype_toolbar" content="skype_toolbar_parser_compatible">
  <style id="css_masterPage">#SITE_CONTAINER{min-height:100vh}.font_8{font-family:montserrat,sans-serif;font-size:16px}</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="qhwIj ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="BACKGROUND_GROUP"></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div><div class="U4Bvut"><div class="G5K6X8"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content"><div data-testid="mesh-container-content" data-mesh-id="SITE_HEADERinlineContent-gridContainer">
  <div id="comp-lq1c2x3a" class="HcOXKn SxM0TO QxJLC3 comp-lq1c2x3a wixui-rich-text" data-testid="richTextElement"><p class="font_0 wixui-rich-text__text"><a href="${W}" target="_self" class="wixui-rich-text__text">Centro Oftalmológico Del Parque</a></p></div>
  <nav aria-label="Sitio" id="comp-lq1c2x3b" class="StylableHorizontalMenu3372578893__root comp-lq1c2x3b wixui-horizontal-menu"><ul class="StylableHorizontalMenu3372578893__menu" role="list">
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Inicio</span></a></li>
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}/especialidades" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Especialidades</span></a></li>
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}/profesionales" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Profesionales</span></a></li>
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}/coberturas" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Coberturas</span></a></li>
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}/turnos" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Turnos</span></a></li>
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}/blog" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Novedades</span></a></li>
    <li class="itemDepth02233374943__root"><a data-testid="linkElement" href="${W}/contacto" target="_self" class="itemDepth02233374943__container"><span class="itemDepth02233374943__label">Contacto</span></a></li>
  </ul></nav>
</div></div></div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${pageId}" class="dBAkHi theme-vars ${pageId}"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containercolumns-${pageId}" class="Containercolumns-${pageId} SPY_vo">
`;

const foot = `
</div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div class="U4Bvut"><div class="G5K6X8"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content">
  <div id="comp-lq1f9a01" class="HcOXKn SxM0TO QxJLC3 comp-lq1f9a01 wixui-rich-text" data-testid="richTextElement"><p class="font_8 wixui-rich-text__text">Av. Figueroa Alcorta 3150, 1° piso, C1425 CABA · Tel. (011) 4801-2277</p><p class="font_8 wixui-rich-text__text">Lunes a viernes de 8 a 20 h · Sábados de 8 a 13 h</p><p class="font_8 wixui-rich-text__text">Director médico: Dr. Martín Iturralde · M.N. 88.412</p></div>
  <div id="comp-lq1f9a02" class="comp-lq1f9a02 wixui-social-bar"><ul aria-label="Barra de redes sociales" class="ub0ovD">
    <li class="Ou5UWa" id="dataItem-lq1f9a03-comp-lq1f9a02"><a data-testid="linkElement" href="https://www.instagram.com/oftalmodelparque/" target="_blank" rel="noreferrer noopener" class="xO8lDk"><wow-image class="HlRz5e" data-image-info='{"alt":"Instagram"}'><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png/v1/fill/w_28%2Ch_28%2Clg_1%2Cusm_0.66_1.00_0.01/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram" width="28" height="28"/></wow-image></a></li>
    <li class="Ou5UWa" id="dataItem-lq1f9a04-comp-lq1f9a02"><a data-testid="linkElement" href="https://www.facebook.com/oftalmodelparque" target="_blank" rel="noreferrer noopener" class="xO8lDk"><wow-image class="HlRz5e" data-image-info='{"alt":"Facebook"}'><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png/v1/fill/w_28%2Ch_28%2Clg_1%2Cusm_0.66_1.00_0.01/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook" width="28" height="28"/></wow-image></a></li>
    <li class="Ou5UWa" id="dataItem-lq1f9a05-comp-lq1f9a02"><a data-testid="linkElement" href="https://wa.me/5491155502277" target="_blank" rel="noreferrer noopener" class="xO8lDk"><wow-image class="HlRz5e" data-image-info='{"alt":"WhatsApp"}'><img src="${MEDIA}/7b41c2_whatsapp.png" alt="WhatsApp" width="28" height="28"/></wow-image></a></li>
  </ul></div>
  <div id="comp-lq1f9a06" class="HcOXKn SxM0TO QxJLC3 comp-lq1f9a06 wixui-rich-text" data-testid="richTextElement"><p class="font_9 wixui-rich-text__text">© 2025 Centro Oftalmológico Del Parque. Habilitación GCBA Expte. 2019-04471822. <a href="${W}/politica-de-privacidad" class="wixui-rich-text__text">Política de privacidad</a></p></div>
</div></div></div></footer>
</div></div></div></div>
<script src="${TB}/thunderbolt-commons.2c8b1f0e.bundle.min.js" async></script>
<script src="${TB}/thunderbolt-platform.5a7e3d9c.bundle.min.js" async></script>
</body>
</html>`;

const rich = (id: string, inner: string) =>
  `<div id="comp-${id}" class="HcOXKn SxM0TO QxJLC3 comp-${id} wixui-rich-text" data-testid="richTextElement">${inner}</div>`;

const homeHeaders = {
  server: 'Pepyaka',
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1738592210.51340287113491117826',
  'cache-control': 'private,max-age=0,must-revalidate',
  age: '0',
  via: '1.1 google',
  'glb-x-seen-by': 'aYMRkxkSnzQcfNQnYfxfL7ixSSbuw0m+nTL9VDfBr8Y=',
  'strict-transport-security': 'max-age=86400',
};

export const site: CorpusSite = {
  domain: 'oftalmodelparque.com.ar',
  covers:
    'Spanish-language Argentine eye clinic on Wix with NO partners: tempting outbound links are the list of accepted health insurers ("Obras sociales y prepagas"), a Doctoralia booking link and app-store badges, medical societies endorsing the clinic, a university teaching affiliation, an equipment maker in a news post, and Instagram/Facebook/WhatsApp links.',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers: homeHeaders,
      html: `${head('Centro Oftalmológico Del Parque | Oftalmología en Palermo, CABA', 'Cirugía de cataratas, retina, glaucoma y oftalmología infantil en Palermo. Atendemos obras sociales y prepagas.', 'home')}
<section id="comp-lq1h0001" class="comp-lq1h0001 wixui-section"><div class="wixui-column-strip">
${rich('lq1h0002', '<h1 class="font_0 wixui-rich-text__text">Cuidamos tu visión desde 1996</h1>')}
${rich('lq1h0003', '<p class="font_8 wixui-rich-text__text">Consultas, estudios y cirugía ambulatoria en un solo lugar, a metros del Parque Tres de Febrero.</p>')}
<a data-testid="linkElement" href="${W}/turnos" target="_self" class="uDW_Qe wixui-button" aria-disabled="false"><span class="l7_2fn wixui-button__label">Pedí tu turno</span></a>
<wow-image id="img_comp-lq1h0004" class="HlRz5e" data-image-info='{"containerId":"comp-lq1h0004","alignType":"center","imageData":{"width":1600,"height":900,"uri":"7b41c2_consultorio.jpg"}}'><img src="${MEDIA}/7b41c2_consultorio.jpg/v1/fill/w_980,h_551,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/7b41c2_consultorio.jpg" alt="Consultorio de oftalmología" width="980" height="551"/></wow-image>
</div></section>
<section id="comp-lq1h0010" class="comp-lq1h0010 wixui-section"><div class="wixui-column-strip">
${rich('lq1h0011', '<h2 class="font_2 wixui-rich-text__text">Especialidades</h2><ul class="font_8 wixui-rich-text__text"><li><p class="wixui-rich-text__text">Cataratas y cirugía refractiva</p></li><li><p class="wixui-rich-text__text">Retina y mácula</p></li><li><p class="wixui-rich-text__text">Glaucoma</p></li><li><p class="wixui-rich-text__text">Oftalmopediatría y estrabismo</p></li></ul>')}
</div></section>
<section id="comp-lq1h0020" class="comp-lq1h0020 wixui-section"><div class="wixui-column-strip">
${rich('lq1h0021', '<h2 class="font_2 wixui-rich-text__text">Nos avalan</h2>')}
<div id="comp-lq1h0022" class="comp-lq1h0022 wixui-gallery"><div class="gallery-items">
  <a data-testid="linkElement" href="https://www.sao.org.ar/" target="_blank" rel="noreferrer noopener"><wow-image class="HlRz5e" data-image-info='{"alt":""}'><img src="${MEDIA}/7b41c2_logo-sao.png" alt="" width="160" height="80"/></wow-image></a>
  <a data-testid="linkElement" href="https://www.oftalmologos.org.ar/" target="_blank" rel="noreferrer noopener"><wow-image class="HlRz5e" data-image-info='{"alt":""}'><img src="${MEDIA}/7b41c2_logo-cao.png" alt="" width="160" height="80"/></wow-image></a>
  <wow-image class="HlRz5e" data-image-info='{"alt":"ISO 9001"}'><img src="${MEDIA}/7b41c2_iso9001.png" alt="ISO 9001" width="160" height="80"/></wow-image>
</div></div>
${rich('lq1h0023', '<p class="font_9 wixui-rich-text__text">Miembros de la Sociedad Argentina de Oftalmología y del Consejo Argentino de Oftalmología. Gestión de calidad certificada ISO 9001:2015.</p>')}
</div></section>
${foot}`,
    },
    [`${W}/coberturas`]: {
      html: `${head('Coberturas | Centro Oftalmológico Del Parque', 'Obras sociales y prepagas que atendemos.', 'coberturas')}
<section id="comp-lq2a0001" class="comp-lq2a0001 wixui-section"><div class="wixui-column-strip">
${rich('lq2a0002', '<h1 class="font_0 wixui-rich-text__text">Obras sociales y prepagas</h1><p class="font_8 wixui-rich-text__text">Atendemos a afiliados de las siguientes coberturas. Consultá en recepción si tu plan requiere autorización previa para estudios o cirugía.</p>')}
${rich(
  'lq2a0003',
  `<ul class="font_8 wixui-rich-text__text">
<li><p class="wixui-rich-text__text"><a href="https://www.osde.com.ar/" target="_blank" class="wixui-rich-text__text">OSDE</a> (planes 210 en adelante)</p></li>
<li><p class="wixui-rich-text__text"><a href="https://www.swissmedical.com.ar/" target="_blank" class="wixui-rich-text__text">Swiss Medical</a></p></li>
<li><p class="wixui-rich-text__text"><a href="https://www.galeno.com.ar/" target="_blank" class="wixui-rich-text__text">Galeno</a></p></li>
<li><p class="wixui-rich-text__text"><a href="https://www.medicus.com.ar/" target="_blank" class="wixui-rich-text__text">Medicus</a></p></li>
<li><p class="wixui-rich-text__text"><a href="https://www.omint.com.ar/" target="_blank" class="wixui-rich-text__text">OMINT</a></p></li>
<li><p class="wixui-rich-text__text"><a href="https://www.sancorsalud.com.ar/" target="_blank" class="wixui-rich-text__text">Sancor Salud</a></p></li>
<li><p class="wixui-rich-text__text">OSPACA, OSPE, Unión Personal</p></li>
<li><p class="wixui-rich-text__text">PAMI: solo consultas y estudios (no cirugía)</p></li>
</ul>`,
)}
${rich('lq2a0004', '<p class="font_8 wixui-rich-text__text">Particulares: aceptamos tarjetas de débito y crédito hasta en 3 cuotas sin interés.</p>')}
</div></section>
${foot}`,
    },
    [`${W}/turnos`]: {
      html: `${head('Turnos | Centro Oftalmológico Del Parque', 'Pedí tu turno online, por WhatsApp o por teléfono.', 'turnos')}
<section id="comp-lq2b0001" class="comp-lq2b0001 wixui-section"><div class="wixui-column-strip">
${rich('lq2b0002', '<h1 class="font_0 wixui-rich-text__text">Turnos</h1><p class="font_8 wixui-rich-text__text">Podés reservar tu turno las 24 horas desde nuestro perfil de Doctoralia o desde la app.</p>')}
<a data-testid="linkElement" href="https://www.doctoralia.com.ar/centro-oftalmologico-del-parque-palermo" target="_blank" rel="noreferrer noopener" class="uDW_Qe wixui-button"><span class="l7_2fn wixui-button__label">Reservar en Doctoralia</span></a>
<div class="app-badges">
  <a data-testid="linkElement" href="https://apps.apple.com/ar/app/doctoralia/id1018592466" target="_blank" rel="noreferrer noopener"><wow-image class="HlRz5e"><img src="${MEDIA}/7b41c2_appstore.png" alt="Descargar en App Store" width="140" height="42"/></wow-image></a>
  <a data-testid="linkElement" href="https://play.google.com/store/apps/details?id=com.docplanner.doctoralia" target="_blank" rel="noreferrer noopener"><wow-image class="HlRz5e"><img src="${MEDIA}/7b41c2_googleplay.png" alt="Disponible en Google Play" width="140" height="42"/></wow-image></a>
</div>
${rich('lq2b0003', '<p class="font_8 wixui-rich-text__text">¿Preferís hablar con alguien? Escribinos por <a href="https://wa.me/5491155502277" target="_blank" class="wixui-rich-text__text">WhatsApp</a> o llamá al (011) 4801-2277.</p>')}
</div></section>
${foot}`,
    },
    [`${W}/profesionales`]: {
      html: `${head('Profesionales | Centro Oftalmológico Del Parque', 'Nuestro equipo médico.', 'profesionales')}
<section id="comp-lq2c0001" class="comp-lq2c0001 wixui-section"><div class="wixui-column-strip">
${rich('lq2c0002', '<h1 class="font_0 wixui-rich-text__text">Equipo médico</h1>')}
${rich('lq2c0003', '<h3 class="font_4 wixui-rich-text__text">Dr. Martín Iturralde</h3><p class="font_8 wixui-rich-text__text">Director médico. Cataratas y cirugía refractiva. Docente adscripto de la <a href="https://www.fmed.uba.ar/" target="_blank" class="wixui-rich-text__text">Facultad de Medicina de la UBA</a>.</p>')}
${rich('lq2c0004', '<h3 class="font_4 wixui-rich-text__text">Dra. Lucía Ferreyra</h3><p class="font_8 wixui-rich-text__text">Retina médica y quirúrgica. Fellowship en el Hospital de Clínicas José de San Martín. Miembro de la <a href="https://www.sao.org.ar/" target="_blank" class="wixui-rich-text__text">Sociedad Argentina de Oftalmología</a>.</p>')}
${rich('lq2c0005', '<h3 class="font_4 wixui-rich-text__text">Dr. Ezequiel Benítez</h3><p class="font_8 wixui-rich-text__text">Glaucoma. Miembro titular del <a href="https://www.oftalmologos.org.ar/" target="_blank" class="wixui-rich-text__text">Consejo Argentino de Oftalmología</a>.</p>')}
${rich('lq2c0006', '<h3 class="font_4 wixui-rich-text__text">Dra. Sofía Marchetti</h3><p class="font_8 wixui-rich-text__text">Oftalmopediatría y estrabismo.</p>')}
</div></section>
${foot}`,
    },
    [`${W}/post/incorporamos-un-nuevo-tomografo-oct`]: {
      html: `${head('Incorporamos un nuevo tomógrafo OCT | Centro Oftalmológico Del Parque', 'Nuevo equipo para diagnóstico de retina y glaucoma.', 'blog-post')}
<section id="comp-lq2d0001" class="comp-lq2d0001 wixui-section"><div class="wixui-column-strip"><article class="blog-post-page">
${rich('lq2d0002', '<h1 class="font_0 wixui-rich-text__text">Incorporamos un nuevo tomógrafo OCT</h1><p class="font_9 wixui-rich-text__text">10 de octubre de 2024 · 2 min de lectura</p>')}
${rich('lq2d0003', '<p class="font_8 wixui-rich-text__text">Desde este mes contamos con un tomógrafo de coherencia óptica <a href="https://www.zeiss.com/meditec/es/productos/tomografia-de-coherencia-optica.html" target="_blank" class="wixui-rich-text__text">ZEISS CIRRUS 6000</a>, que permite detectar cambios en la retina y el nervio óptico con una resolución de 5 micrones.</p><p class="font_8 wixui-rich-text__text">El estudio no duele, no requiere contacto con el ojo y dura menos de 10 minutos. Está cubierto por la mayoría de las <a href="' + W + '/coberturas" class="wixui-rich-text__text">obras sociales y prepagas</a>.</p>')}
</article></div></section>
${foot}`,
    },
    [`${W}/contacto`]: {
      html: `${head('Contacto | Centro Oftalmológico Del Parque', 'Cómo llegar y formulario de contacto.', 'contacto')}
<section id="comp-lq2e0001" class="comp-lq2e0001 wixui-section"><div class="wixui-column-strip">
${rich('lq2e0002', '<h1 class="font_0 wixui-rich-text__text">Contacto</h1><p class="font_8 wixui-rich-text__text">Av. Figueroa Alcorta 3150, 1° piso. Estacionamiento con convenio en el garage de la esquina. Colectivos 37, 102 y 130.</p>')}
<form id="comp-lq2e0003" class="comp-lq2e0003 wixui-form"><input type="text" name="nombre" placeholder="Nombre" aria-label="Nombre"/><input type="email" name="email" placeholder="Email" aria-label="Email"/><textarea name="mensaje" placeholder="Mensaje" aria-label="Mensaje"></textarea><button type="submit" class="wixui-button">Enviar</button></form>
<wix-iframe id="comp-lq2e0004" class="comp-lq2e0004 wixui-google-map" title="Google Maps" aria-label="Google Maps"><iframe title="Google Maps" aria-label="Google Maps" src="https://static.parastorage.com/services/editor-elements-library/dist/siteAssets/media/googleMap.html?lang=es" width="100%" height="100%" frameborder="0" scrolling="no" allowfullscreen=""></iframe></wix-iframe>
</div></section>
${foot}`,
    },
  },
  technologies: ['google-cloud', 'google-cloud-cdn', 'hsts', 'open-graph', 'react', 'websitebuilder', 'wix'],
  partners: {},
};
