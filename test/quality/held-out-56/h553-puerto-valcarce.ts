import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=900, public',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="es" dir="ltr">
<head>
<meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="${description}" />
<meta property="og:site_name" content="Autoridad Portuaria de Valcarce" />
<meta property="og:type" content="website" />
<meta property="og:url" content="https://www.puertovalcarce.es${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="https://www.puertovalcarce.es/sites/default/files/2023-05/muelle-trasatlanticos.jpg" />
<link rel="canonical" href="https://www.puertovalcarce.es${path}" />
<link rel="icon" href="/themes/custom/apvalcarce/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${title} | Autoridad Portuaria de Valcarce</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm2v8nK1pX0aYbZ3rT7wUe4sDf6gHj9kLl5oPi1uYt.css?delta=0&amp;language=es&amp;theme=apvalcarce&amp;include=eJxdj0EO" />
<link rel="stylesheet" media="all" href="/modules/contrib/eu_cookie_compliance/css/eu_cookie_compliance.css?sb3k2x" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-4PV7LC2M9X"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-4PV7LC2M9X", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location","allow_ad_personalization_signals":false});</script>
</head>`;

const nav = `<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Pasar al contenido principal</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <div class="region region-header">
    <a href="/es" rel="home" class="site-logo"><img src="/themes/custom/apvalcarce/logo.svg" alt="Inicio - Autoridad Portuaria de Valcarce" /></a>
    <div class="language-switcher"><a href="/es" hreflang="es" class="is-active">ES</a> <a href="/gl" hreflang="gl">GL</a> <a href="/en" hreflang="en">EN</a></div>
  </div>
  <nav role="navigation" aria-labelledby="block-apvalcarce-main-menu-menu" class="menu--main">
    <h2 class="visually-hidden" id="block-apvalcarce-main-menu-menu">Navegación principal</h2>
    <ul class="menu">
      <li class="menu-item"><a href="/es/el-puerto">El puerto</a></li>
      <li class="menu-item"><a href="/es/servicios">Servicios</a>
        <ul class="menu"><li class="menu-item"><a href="/es/servicios/port-community-system">Port Community System</a></li><li class="menu-item"><a href="/es/servicios/tarifas">Tasas y tarifas</a></li></ul>
      </li>
      <li class="menu-item"><a href="/es/comunidad-portuaria">Comunidad portuaria</a></li>
      <li class="menu-item"><a href="/es/sostenibilidad">Sostenibilidad</a></li>
      <li class="menu-item"><a href="/es/actualidad">Actualidad</a></li>
      <li class="menu-item"><a href="https://sede.puertovalcarce.gob.es/">Sede electrónica</a></li>
    </ul>
  </nav>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>`;

const footer = `</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <div class="footer-address"><strong>Autoridad Portuaria de Valcarce</strong><br />Avenida del Puerto, 1 – 36990 Valcarce (Pontevedra)<br />Tel. <a href="tel:+34986220000">986 22 00 00</a></div>
    <div class="footer-org">Organismo público adscrito a <a href="https://www.puertos.es/" target="_blank">Puertos del Estado</a> – Ministerio de Transportes y Movilidad Sostenible</div>
    <ul class="menu menu--footer">
      <li><a href="/es/aviso-legal">Aviso legal</a></li>
      <li><a href="/es/politica-de-privacidad">Política de privacidad</a></li>
      <li><a href="/es/politica-de-cookies">Política de cookies</a></li>
      <li><a href="/es/accesibilidad">Accesibilidad</a></li>
      <li><a href="https://sede.puertovalcarce.gob.es/perfil-del-contratante">Perfil del contratante</a></li>
      <li><a href="/es/transparencia">Portal de transparencia</a></li>
      <li><a href="/es/empleo">Empleo público</a></li>
    </ul>
    <ul class="social">
      <li><a href="https://twitter.com/PuertoValcarce">X</a></li>
      <li><a href="https://www.linkedin.com/company/autoridad-portuaria-de-valcarce">LinkedIn</a></li>
      <li><a href="https://www.youtube.com/@puertovalcarce">YouTube</a></li>
      <li><a href="https://www.flickr.com/photos/puertovalcarce">Flickr</a></li>
    </ul>
    <div class="feder"><img src="/sites/default/files/logos/feder-ue.png" alt="Unión Europea – Fondo Europeo de Desarrollo Regional" /> Proyecto de digitalización cofinanciado por la <a href="https://ec.europa.eu/regional_policy/es/funding/erdf/" target="_blank">Unión Europea (FEDER)</a>.</div>
  </div>
</footer>
</div>
<div id="sliding-popup" class="sliding-popup-bottom" role="banner"><div class="eu-cookie-compliance-banner"><p>Utilizamos cookies propias y de terceros con fines analíticos. <a href="/es/politica-de-cookies">Más información</a></p><button type="button" class="agree-button">Aceptar</button><button type="button" class="decline-button">Rechazar</button></div></div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"es\\/","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"es"},"eu_cookie_compliance":{"cookie_policy_version":"1.0.0","popup_enabled":true}}</script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.2.5" defer></script>
<script src="/themes/custom/apvalcarce/dist/js/main.js?sb3k2x"></script>
</body>
</html>`;

const member = (
  name: string,
  kind: string,
  web?: string,
) => `<div class="views-row"><article class="node--type-empresa node--view-mode-teaser">
        <h3 class="empresa-nombre">${name}</h3>
        <div class="field--name-field-actividad">${kind}</div>
        ${web ? `<div class="field--name-field-web"><a href="${web}" target="_blank">${web.replace(/^https?:\/\//, '').replace(/\/$/, '')}</a></div>` : ''}
      </article></div>`;

const directory = (
  rows: string,
  pager: string,
  path: string,
) => `${head('Comunidad portuaria', 'Empresas miembro del clúster Valcarce Port: terminales, consignatarias, estibadoras y servicios portuarios.', path)}
${nav}
  <h1 class="page-title">Comunidad portuaria</h1>
  <div class="intro"><p>El clúster <strong>Valcarce Port</strong> agrupa a las empresas que operan en el puerto. A continuación figura el directorio de empresas miembro; para adherirse, escriba a <a href="mailto:cluster@puertovalcarce.es">cluster@puertovalcarce.es</a>.</p></div>
  <div class="views-exposed-form"><label for="edit-actividad">Actividad</label><select id="edit-actividad" name="actividad"><option value="All">- Todas -</option><option>Terminales</option><option>Consignatarias</option><option>Servicios técnico-náuticos</option></select></div>
  <div class="view view-directorio-empresas view-display-id-page_1">
    <div class="view-content">
      ${rows}
    </div>
    ${pager}
  </div>
${footer}`;

export const site: CorpusSite = {
  domain: 'puertovalcarce.es',
  otherDomains: ['puertovalcarce.gob.es'],
  covers:
    'Spanish port authority on Drupal 10: paginated member directory of the port cluster (?page=1, one member without website), technology partners of its port community system named in prose; event sponsors, EU funder, parent agency, sede electrónica domain and social links as negatives',
  pages: {
    '/': { redirect: '/es' },
    '/es': {
      headers,
      html: `${head('Inicio', 'Puerto de Valcarce: tráfico de contenedores, graneles y cruceros en la costa atlántica gallega.', '/es')}
${nav}
  <section class="hero"><h1>Puerto de Valcarce</h1><p>Más de 4,2 millones de toneladas al año. Conectados con 140 puertos de los cinco continentes.</p></section>
  <section class="destacados">
    <div class="card"><h2><a href="/es/servicios/port-community-system">PCS Valcarce</a></h2><p>Ventanilla única digital para escalas, mercancías y despacho.</p></div>
    <div class="card"><h2><a href="/es/comunidad-portuaria">Directorio de empresas</a></h2><p>Encuentre consignatarias, transitarios y proveedores de servicios del puerto.</p></div>
    <div class="card"><h2><a href="/es/jornadas-portuarias-2024">Jornadas Portuarias 2024</a></h2><p>17 y 18 de octubre, Auditorio del Puerto.</p></div>
  </section>
  <section class="mapa"><h2>Terminales</h2><div id="mapa-terminales" style="height:380px"></div></section>
  <script src="/libraries/leaflet/dist/leaflet.js?v=1.9.4"></script>
${footer}`,
    },
    '/es/comunidad-portuaria': {
      headers,
      html: directory(
        [
          member('Terminal de Contenedores de Valcarce, S.A.', 'Terminal de contenedores', 'https://www.tcvalcarce.es/'),
          member('Estibadora del Noroeste, S.L.', 'Estiba y desestiba', 'https://estibanor.es'),
          member('Consignaciones Marítimas Riveiro', 'Consignataria de buques', 'https://www.consignacionesriveiro.com/'),
          member('Remolcadores del Atlántico, S.A.', 'Remolque portuario', 'https://www.remolcadoresatlantico.es/'),
          member('Corporación de Prácticos de Valcarce', 'Practicaje', 'https://www.practicosvalcarce.es/'),
          member('Cofradía de Pescadores San Telmo', 'Pesca y lonja'),
        ].join('\n      '),
        `<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Paginación</h4><ul class="pager__items js-pager__items"><li class="pager__item is-active"><a href="?page=0" aria-current="page">1</a></li><li class="pager__item"><a href="?page=1" title="Ir a la página 2">2</a></li><li class="pager__item pager__item--next"><a href="?page=1" title="Ir a la página siguiente" rel="next">Siguiente ›</a></li></ul></nav>`,
        '/es/comunidad-portuaria',
      ),
    },
    '/es/comunidad-portuaria?page=1': {
      headers,
      html: directory(
        [
          member('Frigoríficos Portuarios Gallegos, S.L.', 'Almacén frigorífico', 'https://www.frigoportuarios.gal/'),
          member('Transitarios Unidos de Galicia', 'Transitario', 'http://transitariosgalicia.com'),
          member('Astilleros Mourente, S.A.', 'Reparación naval', 'https://www.astillerosmourente.es/'),
          member('Aduanas Castro y Asociados', 'Agente de aduanas', 'https://aduanascastro.es/'),
        ].join('\n      '),
        `<nav class="pager" role="navigation" aria-labelledby="pagination-heading"><h4 id="pagination-heading" class="visually-hidden">Paginación</h4><ul class="pager__items js-pager__items"><li class="pager__item pager__item--previous"><a href="?page=0" title="Ir a la página anterior" rel="prev">‹ Anterior</a></li><li class="pager__item"><a href="?page=0" title="Ir a la página 1">1</a></li><li class="pager__item is-active"><a href="?page=1" aria-current="page">2</a></li></ul></nav>`,
        '/es/comunidad-portuaria?page=1',
      ),
    },
    '/es/servicios/port-community-system': {
      headers,
      html: `${head('Port Community System', 'PCS Valcarce: plataforma de intercambio electrónico de la comunidad portuaria.', '/es/servicios/port-community-system')}
${nav}
  <h1 class="page-title">Port Community System (PCS Valcarce)</h1>
  <div class="field--name-body">
    <p>El PCS Valcarce integra en una única ventanilla las solicitudes de escala, los manifiestos de carga, las órdenes de transporte y el levante aduanero. La plataforma ha sido desarrollada junto a nuestros socios tecnológicos <a href="https://www.portel-telematica.es/" target="_blank">Portel Servicios Telemáticos</a>, responsable de la mensajería EDI, y <a href="https://datamarsystems.com/es/" target="_blank">Datamar Systems</a>, que aporta el módulo de seguimiento de contenedores.</p>
    <p>Acceso usuarios: <a href="https://pcs.puertovalcarce.es/login">pcs.puertovalcarce.es</a> · Manual de usuario en la <a href="https://sede.puertovalcarce.gob.es/documentos/pcs">sede electrónica</a>.</p>
  </div>
${footer}`,
    },
    '/es/jornadas-portuarias-2024': {
      headers,
      html: `${head('Jornadas Portuarias 2024', 'XV Jornadas Portuarias de Valcarce, 17 y 18 de octubre de 2024.', '/es/jornadas-portuarias-2024')}
${nav}
  <h1 class="page-title">XV Jornadas Portuarias de Valcarce</h1>
  <p>Programa, ponentes e inscripción para las jornadas sobre descarbonización del transporte marítimo.</p>
  <section class="patrocinadores">
    <h2>Patrocinadores</h2>
    <ul class="logos">
      <li><a href="https://www.bancodelnoroeste.es/empresas" target="_blank"><img src="/sites/default/files/patrocinadores/banco-noroeste.png" alt="Banco del Noroeste" /></a></li>
      <li><a href="https://www.gasnorte.es/" target="_blank"><img src="/sites/default/files/patrocinadores/gasnorte.png" alt="GasNorte Energía" /></a></li>
      <li><img src="/sites/default/files/patrocinadores/xunta.png" alt="Xunta de Galicia" /></li>
    </ul>
    <h2>Medio colaborador</h2>
    <p><a href="https://www.diariodelpuerto.com/" target="_blank">Diario del Puerto</a></p>
  </section>
${footer}`,
    },
  },
  sitemap: ['/es', '/es/comunidad-portuaria', '/es/servicios/port-community-system', '/es/jornadas-portuarias-2024'],
  technologies: ['drupal', 'php', 'nginx', 'google-analytics', 'google-tag-manager', 'leaflet', 'open-graph'],
  partners: {
    'tcvalcarce.es': 'generic',
    'estibanor.es': 'generic',
    'consignacionesriveiro.com': 'generic',
    'remolcadoresatlantico.es': 'generic',
    'practicosvalcarce.es': 'generic',
    'frigoportuarios.gal': 'generic',
    'transitariosgalicia.com': 'generic',
    'astillerosmourente.es': 'generic',
    'aduanascastro.es': 'generic',
    'portel-telematica.es': 'technology',
    'datamarsystems.com': 'technology',
  },
};
