import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-cache': 'Hit from cloudfront',
  via: '1.1 5d8b3f0c2a71e6d49b3c.cloudfront.net (CloudFront)',
  'x-amz-cf-pop': 'MAD53-P1',
  'x-amz-cf-id': 'Yk2c9TqLr3s1M0vX8nA4bW7zP5dE6fG1hJ2kL3mN4oP5qR6sT7u==',
  'x-lambda-id': '0c7f1a5e-2b3d-4e6f-8a9b-1c2d3e4f5a6b',
};

const head = (title: string, description: string) => `<head>
<meta charset="utf-8"/>
<title>${title}</title>
<meta content="${description}" name="description"/>
<meta content="${title}" property="og:title"/>
<meta content="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f55_og-asegurio.jpg" property="og:image"/>
<meta content="width=device-width, initial-scale=1" name="viewport"/>
<meta content="Webflow" name="generator"/>
<link href="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/css/asegurio.webflow.shared.5b2e9a1c7.min.css" rel="stylesheet" type="text/css"/>
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="3f8c2a1e-7b4d-4e9a-b1c2-9d8e7f6a5b4c" data-blockingmode="auto" type="text/javascript"></script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-P4XK7ZL"></script>
<link href="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f20_favicon.png" rel="shortcut icon" type="image/x-icon"/>
</head>`;

const nav = `<div data-animation="default" data-collapse="medium" data-duration="400" role="banner" class="navbar w-nav">
<div class="container w-container">
<a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f31_asegurio-logo.svg" loading="lazy" alt="Asegurio"/></a>
<nav role="navigation" class="nav-menu w-nav-menu">
<a href="/seguro-hogar" class="nav-link w-nav-link">Hogar</a>
<a href="/seguro-coche" class="nav-link w-nav-link">Coche</a>
<a href="/seguro-vida" class="nav-link w-nav-link">Vida</a>
<a href="/aseguradoras" class="nav-link w-nav-link">Aseguradoras</a>
<a href="/sobre-nosotros" class="nav-link w-nav-link">Nosotros</a>
<a href="https://clientes.asegurio.es/" class="button-nav w-button">Área cliente</a>
</nav>
<div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
</div>
</div>`;

const footer = `<footer class="footer">
<div class="container w-container">
<div class="footer-grid w-layout-grid">
<div><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f32_asegurio-logo-white.svg" loading="lazy" alt="Asegurio"/><p class="footer-text">Seguros claros, contratados en 3 minutos.</p></div>
<div class="footer-col"><h4 class="footer-heading">Asegurio</h4><a href="/sobre-nosotros" class="footer-link">Sobre nosotros</a><a href="/aseguradoras" class="footer-link">Aseguradoras partner</a><a href="/contacto" class="footer-link">Contacto</a><a href="https://asegurio.factorialhr.es/" class="footer-link">Trabaja con nosotros</a></div>
<div class="footer-col"><h4 class="footer-heading">Legal</h4><a href="/aviso-legal" class="footer-link">Aviso legal</a><a href="/politica-de-privacidad" class="footer-link">Privacidad</a><a href="/cookies" class="footer-link">Cookies</a></div>
<div class="footer-col"><h4 class="footer-heading">Descarga la app</h4><a href="https://apps.apple.com/es/app/asegurio/id1634409921" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f40_app-store-es.svg" alt="Descárgalo en el App Store"/></a><a href="https://play.google.com/store/apps/details?id=es.asegurio.app" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f41_google-play-es.svg" alt="Disponible en Google Play"/></a></div>
</div>
<div class="payment-methods"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f50_bizum.svg" alt="Bizum"/><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f51_visa.svg" alt="Visa"/><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f52_domiciliacion.svg" alt="Domiciliación bancaria"/></div>
<p class="legal-text">Asegurio Correduría de Seguros, S.L. – CIF B-88412039 – Inscrita en el Registro Administrativo Especial de Mediadores de Seguros de la <a href="https://dgsfp.mineco.gob.es/es/Paginas/Iframes/Mediadores.aspx">Dirección General de Seguros y Fondos de Pensiones</a> con la clave J-4120. Seguro de responsabilidad civil y capacidad financiera conforme al Real Decreto-ley 3/2020.</p>
<div class="social"><a href="https://www.instagram.com/asegurio.es/" class="social-link w-inline-block">Instagram</a><a href="https://www.tiktok.com/@asegurio" class="social-link w-inline-block">TikTok</a><a href="https://www.linkedin.com/company/asegurio/" class="social-link w-inline-block">LinkedIn</a></div>
</div>
</footer>`;

const doc = (
  title: string,
  description: string,
  pageId: string,
  body: string,
) => `<!DOCTYPE html><!-- Last Published: Tue Apr 15 2025 09:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.asegurio.es" data-wf-page="${pageId}" data-wf-site="64a1f0c2b7e3d91a5c2e8f10" lang="es">
${head(title, description)}
<body class="body">
${nav}
${body}
${footer}
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1f0c2b7e3d91a5c2e8f10" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/js/webflow.4c1a9e2b.js" type="text/javascript"></script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/25841907.js"></script>
</body></html>`;

const carrier = (ramos: string, name: string, href: string, logo: string) =>
  `<div role="listitem" class="carrier-item w-dyn-item" data-ramos="${ramos}"><a href="${href}" target="_blank" title="${name}" class="carrier-link w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f11/${logo}" loading="lazy" alt="Logo ${name}" class="carrier-logo"/></a><div class="carrier-ramos">${ramos.replace(/ /g, ' · ')}</div></div>`;

export const site: CorpusSite = {
  domain: 'asegurio.es',
  covers:
    'Spanish digital insurance broker on Webflow (CloudFront headers, jQuery, Cookiebot, GTM, HubSpot tracking); carriers page with a filterable Webflow CMS logo grid (links with title attributes, carriers called "aseguradoras partner" = generic, one carrier name only), technology partner cards and a list of referring gestorías/inmobiliarias (channel); negatives: DGSFP registry, investors, press, sponsorship of a race, payment-method icons, app badges, careers site, social, client area subdomain',
  pages: {
    '/': {
      headers,
      html: doc(
        'Asegurio | Seguros de hogar, coche y vida online',
        'Compara y contrata tu seguro de hogar, coche o vida en 3 minutos. Correduría digital regulada por la DGSFP.',
        '64a1f0c2b7e3d91a5c2e8f12',
        `<section class="hero">
<div class="container w-container">
<h1 class="hero-heading">El seguro que entiendes a la primera</h1>
<p class="hero-paragraph">Comparamos las pólizas de nuestras aseguradoras partner y te recomendamos la que de verdad te conviene. Sin letra pequeña, sin llamadas comerciales.</p>
<a href="/seguro-hogar" class="button w-button">Calcular mi precio</a>
</div>
</section>
<section class="section-carriers">
<div class="container w-container">
<h2 class="heading-2">Trabajamos con aseguradoras de confianza</h2>
<p>Mutua Cantábrica, Ibérica Vida, Seguros Alborán y más. <a href="/aseguradoras">Ver todas las aseguradoras</a></p>
</div>
</section>
<section class="section-press">
<div class="container w-container">
<h3 class="press-heading">Han hablado de nosotros</h3>
<div class="press-logos w-layout-grid">
<a href="https://www.diariofintech.es/insurtech/asegurio-cierra-ronda-semilla" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f60_diario-fintech.svg" alt="Diario Fintech"/></a>
<a href="https://www.elcorreoeconomico.es/empresas/insurtech-madrid-2024" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f61_correo-economico.svg" alt="El Correo Económico"/></a>
</div>
</div>
</section>`,
      ),
    },
    '/aseguradoras': {
      headers,
      html: doc(
        'Aseguradoras partner | Asegurio',
        'Las compañías de seguros, partners tecnológicos y colaboradores con los que trabaja Asegurio.',
        '64a1f0c2b7e3d91a5c2e8f13',
        `<section class="section-page-header">
<div class="container w-container">
<h1>Nuestras aseguradoras partner</h1>
<p class="lead">Como correduría, no vendemos un solo producto: comparamos las pólizas de estas compañías para encontrar la tuya.</p>
</div>
</section>
<section class="section-carrier-list">
<div class="container w-container">
<div class="filter-bar" fs-cmsfilter-element="filters">
<label class="filter-chip w-radio"><input type="radio" name="ramo" value="todos" fs-cmsfilter-field="ramo" checked class="w-radio-input"/><span class="w-form-label">Todos</span></label>
<label class="filter-chip w-radio"><input type="radio" name="ramo" value="hogar" fs-cmsfilter-field="ramo" class="w-radio-input"/><span class="w-form-label">Hogar</span></label>
<label class="filter-chip w-radio"><input type="radio" name="ramo" value="coche" fs-cmsfilter-field="ramo" class="w-radio-input"/><span class="w-form-label">Coche</span></label>
<label class="filter-chip w-radio"><input type="radio" name="ramo" value="vida" fs-cmsfilter-field="ramo" class="w-radio-input"/><span class="w-form-label">Vida</span></label>
</div>
<div class="w-dyn-list"><div role="list" class="carrier-grid w-dyn-items" fs-cmsfilter-element="list">
${carrier('hogar coche', 'Mutua Cantábrica', 'https://www.mutuacantabrica.es/', '6501_mutua-cantabrica.svg')}
${carrier('vida', 'Ibérica Vida Seguros', 'https://ibericavida.com/', '6502_iberica-vida.svg')}
${carrier('hogar coche vida', 'Seguros Alborán', 'https://www.segurosalboran.es/particulares', '6503_alboran.svg')}
${carrier('vida', 'Norte Salud y Vida', 'https://www.nortesalud.es/', '6504_norte-salud.svg')}
<div role="listitem" class="carrier-item w-dyn-item" data-ramos="hogar"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f11/6505_previsora-balear.svg" loading="lazy" alt="Logo Previsora Balear" class="carrier-logo"/><div class="carrier-ramos">hogar</div></div>
</div></div>
</div>
</section>
<section class="section-tech">
<div class="container w-container">
<h2>Partners tecnológicos</h2>
<div class="tech-grid w-layout-grid">
<div class="tech-card"><h3>Claimly</h3><p>Plataforma de gestión de siniestros: abres un parte desde la app y Claimly lo tramita con la aseguradora.</p><a href="https://claimly.io/" target="_blank" class="text-link">claimly.io →</a></div>
<div class="tech-card"><h3>Valuo</h3><p>API de valoración de vehículos y viviendas que usamos para calcular tu precio en segundos.</p><a href="https://www.valuo.es/api" target="_blank" class="text-link">valuo.es →</a></div>
</div>
</div>
</section>
<section class="section-colaboradores">
<div class="container w-container">
<h2>Red de colaboradores</h2>
<p>Gestorías e inmobiliarias que ofrecen Asegurio a sus clientes y reciben una comisión por cada póliza contratada:</p>
<ul role="list" class="list">
<li><a href="https://www.gestoriapardo.es/">Gestoría Pardo</a> (Valencia)</li>
<li><a href="https://inmoluzon.es/">Inmobiliaria Luzón</a> (Málaga)</li>
</ul>
<p>¿Quieres ser colaborador? Escríbenos a colaboradores@asegurio.es.</p>
</div>
</section>`,
      ),
    },
    '/sobre-nosotros': {
      headers,
      html: doc(
        'Sobre nosotros | Asegurio',
        'Quiénes somos, quién nos respalda y qué nos importa.',
        '64a1f0c2b7e3d91a5c2e8f14',
        `<section class="section-page-header"><div class="container w-container">
<h1>Sobre Asegurio</h1>
<p>Nacimos en Madrid en 2021 para que contratar un seguro fuera tan fácil como pedir comida a domicilio. Somos 24 personas y una correduría inscrita en la DGSFP.</p>
<h2>Nos respaldan</h2>
<div class="investor-logos w-layout-grid">
<a href="https://www.cierzoventures.com/" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f70_cierzo.svg" alt="Cierzo Ventures"/></a>
<a href="https://bitacora.capital/" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2b7e3d91a5c2e8f10/64a1f0c2b7e3d91a5c2e8f71_bitacora.svg" alt="Bitácora Capital"/></a>
</div>
<h2>Patrocinios</h2>
<p>Somos patrocinador oficial de la <a href="https://www.carrerachamberi.es/patrocinadores">Carrera Popular de Chamberí</a> 2025.</p>
</div></section>`,
      ),
    },
    '/contacto': {
      headers,
      html: doc(
        'Contacto | Asegurio',
        'Habla con un corredor de seguros.',
        '64a1f0c2b7e3d91a5c2e8f15',
        `<section class="section-page-header"><div class="container w-container">
<h1>Contacto</h1>
<p>Calle de Fuencarral 121, 28010 Madrid · 910 38 44 20 · hola@asegurio.es</p>
<div class="w-form"><form id="contact-form" name="contact-form" method="get"><label for="name">Nombre</label><input class="w-input" maxlength="256" name="name" id="name" type="text"/><label for="email">Email</label><input class="w-input" maxlength="256" name="email" id="email" type="email" required=""/><input type="submit" value="Enviar" class="button w-button"/></form></div>
</div></section>`,
      ),
    },
  },
  sitemap: ['/', '/aseguradoras', '/sobre-nosotros', '/contacto'],
  technologies: [
    'webflow',
    'jquery',
    'cookiebot',
    'google-tag-manager',
    'hubspot',
    'amazon-cloudfront',
    'amazon-web-services',
    'open-graph',
  ],
  partners: {
    'mutuacantabrica.es': 'generic',
    'ibericavida.com': 'generic',
    'segurosalboran.es': 'generic',
    'nortesalud.es': 'generic',
    'claimly.io': 'technology',
    'valuo.es': 'technology',
    'gestoriapardo.es': 'channel',
    'inmoluzon.es': 'channel',
  },
};
