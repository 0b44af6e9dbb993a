import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="es" dir="ltr" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<meta name="description" content="${description}">
<link rel="canonical" href="https://ferranibarra-abogados.es${path}">
<meta property="og:site_name" content="Ferrán Ibarra Abogados y Notaría">
<meta property="og:type" content="website">
<meta property="og:url" content="https://ferranibarra-abogados.es${path}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://ferranibarra-abogados.es/sites/default/files/2023-10/despacho-valencia.jpg">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/ibarra/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="alternate" hreflang="es" href="https://ferranibarra-abogados.es${path}">
<link rel="alternate" hreflang="en" href="https://ferranibarra-abogados.es/en${path === '/' ? '' : path}">
<title>${title}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_r8KcW2vXlq0tQmZ4pN1bH7yE3uD9sA6fJ5gL2oI0cVw.css?delta=0&amp;language=es&amp;theme=ibarra&amp;include=eJxdjEEKwzAMBD_k2k8KG1t1BYotLCWQ3zc00EMvswvDLiAQp7LSgwTqgtNQCl3YNBHXPiOHfOx">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_9aBdE3fGhI2jKlM5nOpQ8rStU1vWxYz4A7bCdEfGhIj.css?delta=1&amp;language=es&amp;theme=ibarra&amp;include=eJxdjEEKwzAMBD_k2k8KG1t1BYotLCWQ3zc00EMvswvDLiAQp7LSgwTqgtNQCl3YNBHXPiOHfOx">
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7Q2LKX93PD"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-7Q2LKX93PD", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location","allow_ad_personalization_signals":false});</script>
</head>`;

const header = `<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Pasar al contenido principal</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <div class="region region-header">
    <a href="/" rel="home" class="site-logo"><img src="/themes/custom/ibarra/logo.svg" alt="Inicio - Ferrán Ibarra Abogados y Notaría"></a>
    <nav role="navigation" aria-labelledby="block-ibarra-main-menu-menu" id="block-ibarra-main-menu" class="block block-menu navigation menu--main">
      <h2 class="visually-hidden" id="block-ibarra-main-menu-menu">Navegación principal</h2>
      <ul class="menu">
        <li class="menu-item"><a href="/" data-drupal-link-system-path="&lt;front&gt;">Inicio</a></li>
        <li class="menu-item menu-item--expanded"><a href="/despacho" data-drupal-link-system-path="node/2">El despacho</a>
          <ul class="menu">
            <li class="menu-item"><a href="/despacho/equipo" data-drupal-link-system-path="node/5">Equipo</a></li>
            <li class="menu-item"><a href="/despacho/red-internacional" data-drupal-link-system-path="node/14">Red internacional y alianzas</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="/areas-de-practica" data-drupal-link-system-path="node/3">Áreas de práctica</a></li>
        <li class="menu-item"><a href="/notaria" data-drupal-link-system-path="node/4">Notaría</a></li>
        <li class="menu-item"><a href="/actualidad" data-drupal-link-system-path="actualidad">Actualidad</a></li>
        <li class="menu-item"><a href="/contacto" data-drupal-link-system-path="node/6">Contacto</a></li>
      </ul>
    </nav>
    <div class="language-switcher-language-url" id="block-ibarra-languageswitcher" role="navigation">
      <ul class="links"><li hreflang="es" class="is-active"><a href="/" class="language-link is-active" hreflang="es">ES</a></li><li hreflang="en"><a href="/en" class="language-link" hreflang="en">EN</a></li></ul>
    </div>
  </div>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="region region-content">`;

const footer = `</div>
</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <div class="block block-block-content">
      <p><strong>Ferrán Ibarra Abogados y Notaría, S.L.P.</strong><br>Calle Colón 28, 4.º, 46004 Valencia<br>Tel. <a href="tel:+34963518247">963 518 247</a> &middot; <a href="mailto:despacho@ferranibarra-abogados.es">despacho@ferranibarra-abogados.es</a></p>
      <p>Colegiados en el <a href="https://www.icav.es/" target="_blank" rel="noopener">Ilustre Colegio de Abogados de Valencia</a> y en el <a href="https://www.notariado.org/" target="_blank" rel="noopener">Consejo General del Notariado</a>.</p>
    </div>
    <nav role="navigation" class="block block-menu menu--footer">
      <ul class="menu">
        <li class="menu-item"><a href="/aviso-legal">Aviso legal</a></li>
        <li class="menu-item"><a href="/politica-de-privacidad">Política de privacidad</a></li>
        <li class="menu-item"><a href="/politica-de-cookies">Política de cookies</a></li>
        <li class="menu-item"><a href="/trabaja-con-nosotros">Trabaja con nosotros</a></li>
        <li class="menu-item"><a href="/despacho/red-internacional">Red internacional</a></li>
      </ul>
    </nav>
    <ul class="social-links">
      <li><a href="https://www.linkedin.com/company/ferran-ibarra-abogados/" target="_blank" rel="noopener">LinkedIn</a></li>
      <li><a href="https://x.com/ferranibarra_es" target="_blank" rel="noopener">X</a></li>
    </ul>
  </div>
</footer>
</div>
<div id="sliding-popup" class="sliding-popup-bottom" role="banner" aria-label="Aviso de cookies">
  <div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info">
    <div class="popup-content info eu-cookie-compliance-content">
      <div id="popup-text" class="eu-cookie-compliance-message"><p>Utilizamos cookies propias y de terceros con fines analíticos. Puede aceptarlas o rechazarlas.</p><button type="button" class="find-more-button eu-cookie-compliance-more-button">Más información</button></div>
      <div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-secondary-button">Aceptar</button><button type="button" class="decline-button eu-cookie-compliance-default-button">Rechazar</button></div>
    </div>
  </div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/14","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"es"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"google_analytics":{"account":"G-7Q2LKX93PD","trackOutbound":true,"trackMailto":true},"eu_cookie_compliance":{"cookie_policy_version":"1.0.0","popup_enabled":true,"popup_agreed_enabled":false,"popup_position":false,"method":"opt_in"},"user":{"uid":0,"permissionsHash":"b7f3a9c1d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0"}}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/modules/contrib/eu_cookie_compliance/js/eu_cookie_compliance.min.js?v=10.2.5" defer></script>
<script src="/themes/custom/ibarra/js/ibarra.js?sd3k2m"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=3600, public',
};

export const site: CorpusSite = {
  domain: 'ferranibarra-abogados.es',
  covers:
    'Spanish Drupal law and notary office: international correspondent firms as a plain linked list by country (one unlinked), collaborating firms in prose and an e-signature technology partner; negatives: bar association and notarial council memberships, ranking guides, press coverage, LinkedIn/X',
  pages: {
    '/': {
      headers,
      html: `${head('Abogados y notaría en Valencia | Ferrán Ibarra', 'Despacho de abogados y notaría en Valencia: derecho mercantil, sucesiones, inmobiliario y familia. Atención en español, inglés y francés.', '/')}
${header}
<article class="node node--type-page node--view-mode-full">
<div class="hero">
  <h1>Asesoramiento jurídico y fe pública, bajo un mismo techo</h1>
  <p>Desde 1987 acompañamos a familias y empresas de la Comunitat Valenciana en herencias, compraventas, constitución de sociedades y litigios.</p>
  <a class="button" href="/contacto">Solicite una primera consulta</a>
</div>
<section class="areas">
  <h2>Áreas de práctica</h2>
  <ul>
    <li><a href="/areas-de-practica/mercantil">Derecho mercantil y societario</a></li>
    <li><a href="/areas-de-practica/sucesiones">Herencias y sucesiones</a></li>
    <li><a href="/areas-de-practica/inmobiliario">Derecho inmobiliario</a></li>
    <li><a href="/areas-de-practica/familia">Derecho de familia</a></li>
  </ul>
</section>
<section class="reconocimientos">
  <h2>Reconocimientos</h2>
  <p>Recomendados en la guía <a href="https://www.legaldirectoryiberia.com/es/valencia/ferran-ibarra" target="_blank" rel="noopener">Legal Directory Iberia 2024</a> en la categoría de Derecho Inmobiliario, y finalistas de los <a href="https://www.premiosderechoregional.es/finalistas-2023" target="_blank" rel="noopener">Premios Derecho Regional 2023</a>.</p>
</section>
<section class="medios">
  <h2>En los medios</h2>
  <ul>
    <li><a href="https://www.diariolevanteeconomia.es/2024/02/12/herencias-impuesto-sucesiones-valencia" target="_blank" rel="noopener">Diario Levante Economía: &laquo;Cómo afecta la bonificación del impuesto de sucesiones&raquo;</a></li>
    <li><a href="https://www.radiovalenciaplus.es/podcast/consultorio-juridico-ep-41" target="_blank" rel="noopener">Radio València Plus: Consultorio jurídico</a></li>
  </ul>
</section>
</article>
${footer}`,
    },
    '/despacho/equipo': {
      headers,
      html: `${head('Equipo | Ferrán Ibarra Abogados y Notaría', 'Socios, abogados y notario del despacho.', '/despacho/equipo')}
${header}
<article class="node node--type-page">
  <h1>Equipo</h1>
  <div class="views-element-container">
    <div class="view view-equipo">
      <div class="views-row"><h3>Vicente Ferrán Soler</h3><p>Socio fundador. Derecho mercantil.</p></div>
      <div class="views-row"><h3>Lucía Ibarra Montalt</h3><p>Notaria. Sucesiones y derecho inmobiliario.</p></div>
      <div class="views-row"><h3>Pablo Esteve Ruiz</h3><p>Abogado asociado. Derecho de familia.</p></div>
    </div>
  </div>
</article>
${footer}`,
    },
    '/despacho/red-internacional': {
      headers,
      html: `${head('Red internacional y alianzas | Ferrán Ibarra Abogados y Notaría', 'Despachos corresponsales en Europa y entidades colaboradoras.', '/despacho/red-internacional')}
${header}
<article class="node node--type-page node--view-mode-full">
  <h1>Red internacional y alianzas</h1>
  <div class="field field--name-body field--type-text-with-summary">
    <p>Muchos de nuestros clientes son residentes extranjeros con bienes en España o familias españolas con patrimonio en otros países. Para atenderles trabajamos con una red de despachos corresponsales de confianza:</p>
    <h2>Despachos corresponsales</h2>
    <ul>
      <li><strong>Portugal</strong> &ndash; <a href="https://www.samonteiro-advogados.pt/" target="_blank" rel="noopener">Sá Monteiro &amp; Associados</a>, Lisboa</li>
      <li><strong>Francia</strong> &ndash; <a href="https://delorme-avocats.fr/" target="_blank" rel="noopener">Cabinet Delorme Avocats</a>, Montpellier</li>
      <li><strong>Italia</strong> &ndash; <a href="https://www.studiocattaneo.it/" target="_blank" rel="noopener">Studio Legale Cattaneo</a>, Milán</li>
      <li><strong>Reino Unido</strong> &ndash; <a href="https://www.harwoodlegal.co.uk/" target="_blank" rel="noopener">Harwood Legal LLP</a>, Londres</li>
      <li><strong>Alemania</strong> &ndash; Keller Rechtsanwälte, Múnich</li>
    </ul>
    <h2>Colaboradores en Valencia</h2>
    <p>Para la tramitación fiscal y registral colaboramos habitualmente con la gestoría <a href="https://www.gestioneslevante.es/" target="_blank" rel="noopener">Gestiones Levante</a>, y para las valoraciones de inmuebles en herencias con la sociedad de tasación <a href="https://valorainmuebles.es/" target="_blank" rel="noopener">Valora Inmuebles</a>.</p>
    <h2>Partner tecnológico</h2>
    <p>Las firmas de encargos y documentos privados se realizan a distancia mediante la plataforma de firma electrónica cualificada de nuestro partner tecnológico <a href="https://www.firmalia.es/" target="_blank" rel="noopener">Firmalia</a>.</p>
    <p>¿Es usted un despacho extranjero interesado en colaborar con nosotros? <a href="/contacto">Contacte con nosotros</a>.</p>
  </div>
</article>
${footer}`,
    },
    '/notaria': {
      headers,
      html: `${head('Notaría | Ferrán Ibarra Abogados y Notaría', 'Escrituras, testamentos, poderes y actas notariales en Valencia.', '/notaria')}
${header}
<article class="node node--type-page">
  <h1>Notaría</h1>
  <p>La notaría de Lucía Ibarra Montalt autoriza escrituras de compraventa, préstamos hipotecarios, testamentos, poderes, constitución de sociedades y actas.</p>
  <p>Puede solicitar cita previa por teléfono o a través del <a href="/contacto">formulario de contacto</a>. Para consultar aranceles, visite la web del <a href="https://www.notariado.org/portal/aranceles" target="_blank" rel="noopener">Consejo General del Notariado</a>.</p>
</article>
${footer}`,
    },
    '/contacto': {
      headers,
      html: `${head('Contacto | Ferrán Ibarra Abogados y Notaría', 'Solicite cita en nuestro despacho de Valencia.', '/contacto')}
${header}
<article class="node node--type-webform">
  <h1>Contacto</h1>
  <form class="webform-submission-form" action="/contacto" method="post" id="webform-submission-contacto-add-form" accept-charset="UTF-8">
    <div class="form-item"><label for="edit-name">Nombre</label><input type="text" id="edit-name" name="name" class="form-text required"></div>
    <div class="form-item"><label for="edit-email">Correo electrónico</label><input type="email" id="edit-email" name="email" class="form-email required"></div>
    <div class="form-item"><label for="edit-message">Consulta</label><textarea id="edit-message" name="message" class="form-textarea"></textarea></div>
    <input type="submit" id="edit-actions-submit" value="Enviar" class="button button--primary js-form-submit form-submit">
  </form>
</article>
${footer}`,
    },
  },
  sitemap: ['/', '/despacho/equipo', '/despacho/red-internacional', '/notaria', '/contacto'],
  technologies: ['drupal', 'php', 'google-analytics', 'google-tag-manager', 'jquery', 'nginx', 'open-graph'],
  partners: {
    'samonteiro-advogados.pt': 'generic',
    'delorme-avocats.fr': 'generic',
    'studiocattaneo.it': 'generic',
    'harwoodlegal.co.uk': 'generic',
    'gestioneslevante.es': 'generic',
    'valorainmuebles.es': 'generic',
    'firmalia.es': 'technology',
  },
};
