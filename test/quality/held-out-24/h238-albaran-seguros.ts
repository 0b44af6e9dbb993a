import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.58 (Unix)',
  'x-powered-by': 'PHP/8.2.18',
  'set-cookie': '8f3c1a2b7e4d9f60c5a1b2e3d4f5a6b7=q1n2t3v4k5l6m7r8s9; path=/; secure; HttpOnly',
};

function layout(title: string, itemId: number, content: string): string {
  return `<!DOCTYPE html>
<html lang="es-es" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Correduría de seguros en Madrid desde 1987. Comparamos seguros de hogar, auto, salud y empresa entre las principales aseguradoras.">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${title} - Albarán Correduría de Seguros</title>
<link href="/media/templates/site/albaran/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">
<link href="/media/vendor/bootstrap/css/bootstrap.min.css?5.3.2" rel="stylesheet">
<link href="/media/templates/site/albaran/css/template.min.css?c3a91f" rel="stylesheet">
<link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">
<link href="/components/com_sppagebuilder/assets/css/sppagebuilder.css?b52d18e3" rel="stylesheet">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-AS9R2LK');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript" charset="UTF-8" src="//cdn.cookie-script.com/s/4e7b2c9a1f3d5e8a0b6c2d4f7a9e1b3c.js"></script>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/media/legacy/js/jquery-noconflict.min.js?647005"></script>
<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
<script src="/components/com_sppagebuilder/assets/js/sppagebuilder.js?b52d18e3" defer></script>
</head>
<body class="site com_content view-article itemid-${itemId}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AS9R2LK" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="barra-superior">
  <span><i class="fa fa-phone" aria-hidden="true"></i> <a href="tel:+34914478320">91 447 83 20</a></span>
  <span><i class="fa fa-envelope" aria-hidden="true"></i> <a href="mailto:info@albaranseguros.es">info@albaranseguros.es</a></span>
  <span><a href="https://clientes.albaranseguros.es/">Área de clientes</a></span>
</div>
<header class="header container-header full-width">
  <div class="navbar-brand"><a class="brand-logo" href="/es/"><img src="/images/logo-albaran-seguros.svg" alt="Albarán Correduría de Seguros"></a></div>
  <nav class="navbar navbar-expand-lg" aria-label="Menú principal">
    <ul class="mod-menu mod-list nav">
      <li class="nav-item item-101"><a href="/es/">Inicio</a></li>
      <li class="nav-item item-102 deeper parent"><a href="/es/seguros">Seguros</a>
        <ul class="mod-menu__sub list-unstyled small">
          <li class="nav-item item-110"><a href="/es/seguros/hogar">Hogar</a></li>
          <li class="nav-item item-111"><a href="/es/seguros/auto">Auto</a></li>
          <li class="nav-item item-112"><a href="/es/seguros/salud">Salud</a></li>
          <li class="nav-item item-113"><a href="/es/seguros/empresas">Empresas</a></li>
        </ul>
      </li>
      <li class="nav-item item-103"><a href="/es/companias">Compañías</a></li>
      <li class="nav-item item-104"><a href="/es/colaboradores">Colaboradores</a></li>
      <li class="nav-item item-105"><a href="/es/quienes-somos">Quiénes somos</a></li>
      <li class="nav-item item-106"><a href="/es/blog">Blog</a></li>
      <li class="nav-item item-107"><a href="/es/contacto">Contacto</a></li>
    </ul>
  </nav>
  <a class="btn btn-primary" href="/es/contacto?presupuesto=1">Pide presupuesto</a>
</header>
<div class="site-grid">
<main>
${content}
</main>
</div>
<footer class="container-footer footer full-width">
  <div class="grid-child">
    <div class="moduletable">
      <h3>Albarán Seguros</h3>
      <p>C/ de Fuencarral 118, 3º izq.<br>28010 Madrid</p>
      <p>Correduría de seguros inscrita en el Registro de la <a href="https://dgsfp.mineco.gob.es/es/Paginas/Iniciocarrousel.aspx">Dirección General de Seguros y Fondos de Pensiones</a> con la clave J-1873. Seguro de responsabilidad civil y capacidad financiera conforme a la Ley 3/2020.</p>
    </div>
    <div class="moduletable">
      <h3>Información</h3>
      <ul class="mod-menu">
        <li><a href="/es/aviso-legal">Aviso legal</a></li>
        <li><a href="/es/politica-de-privacidad">Política de privacidad</a></li>
        <li><a href="/es/politica-de-cookies">Política de cookies</a></li>
        <li><a href="/es/servicio-de-atencion-al-cliente">Servicio de atención al cliente</a></li>
      </ul>
    </div>
    <div class="moduletable">
      <h3>Síguenos</h3>
      <a href="https://www.facebook.com/albaranseguros" aria-label="Facebook"><i class="fa-brands fa-facebook"></i></a>
      <a href="https://www.instagram.com/albaranseguros/" aria-label="Instagram"><i class="fa-brands fa-instagram"></i></a>
      <a href="https://www.linkedin.com/company/albaran-correduria-de-seguros" aria-label="LinkedIn"><i class="fa-brands fa-linkedin"></i></a>
    </div>
  </div>
  <p class="copyright">© 2024 Albarán Correduría de Seguros, S.L. · CIF B-78412590</p>
</footer>
</body>
</html>`;
}

function compania(nombre: string, ramos: string, url: string, etiqueta: string): string {
  return `        <tr><td>${nombre}</td><td>${ramos}</td><td><a href="${url}" target="_blank" rel="noopener noreferrer">${etiqueta}</a></td></tr>`;
}

export const site: CorpusSite = {
  domain: 'albaranseguros.es',
  covers:
    'Spanish insurance broker on Joomla 4 with Bootstrap and SP Page Builder, home redirecting to /es/: insurer logo wall on the home page (alt only), a table of insurance companies it works with, a network of collaborators (gestoría, asesoría, inmobiliaria) as cards, technology partner named in prose on the about page; negatives: DGSFP registry, professional association, Google reviews, press (Expansión), consumer organisation link in a blog post, social links',
  pages: {
    '/': { status: 301, redirect: '/es/' },
    '/es/': {
      headers,
      html: layout(
        'Inicio',
        101,
        `<div id="sp-page-builder" class="sp-page-builder page-1">
<section class="sppb-section portada">
  <h1 class="sppb-addon-title">Tu correduría de seguros en Madrid</h1>
  <p>Comparamos por ti entre más de 30 aseguradoras y te acompañamos cuando tienes un siniestro. Sin coste adicional para ti.</p>
  <a class="btn btn-primary" href="/es/contacto?presupuesto=1"><i class="fa fa-calculator"></i> Calcula tu seguro</a>
</section>
<section class="sppb-section ramos">
  <div class="row">
    <div class="col-md-3"><i class="fa fa-house"></i><h3><a href="/es/seguros/hogar">Seguro de hogar</a></h3></div>
    <div class="col-md-3"><i class="fa fa-car"></i><h3><a href="/es/seguros/auto">Seguro de coche</a></h3></div>
    <div class="col-md-3"><i class="fa fa-heart-pulse"></i><h3><a href="/es/seguros/salud">Seguro de salud</a></h3></div>
    <div class="col-md-3"><i class="fa fa-briefcase"></i><h3><a href="/es/seguros/empresas">Seguros para empresas</a></h3></div>
  </div>
</section>
<section class="sppb-section aseguradoras">
  <h2 class="sppb-addon-title">Trabajamos con las principales aseguradoras</h2>
  <div class="sppb-addon-image-layouts logos">
    <img src="/images/aseguradoras/mapfre.png" alt="Mapfre">
    <img src="/images/aseguradoras/allianz.png" alt="Allianz Seguros">
    <img src="/images/aseguradoras/axa.png" alt="AXA">
    <img src="/images/aseguradoras/generali.png" alt="Generali">
    <img src="/images/aseguradoras/sanitas.png" alt="Sanitas">
    <img src="/images/aseguradoras/reale.png" alt="Reale Seguros">
  </div>
  <p><a href="/es/companias">Ver todas las compañías</a></p>
</section>
<section class="sppb-section opiniones">
  <h2 class="sppb-addon-title">Lo que dicen nuestros clientes</h2>
  <div class="sppb-testimonial">«Tuve un siniestro de agua un domingo y a las dos horas tenía al fontanero en casa. Gracias, Lucía.» <span>— Marta G., Chamberí</span></div>
  <div class="sppb-testimonial">«Nos revisaron todas las pólizas de la empresa y ahorramos un 22 %.» <span>— Talleres Ruipérez, Getafe</span></div>
  <p>4,9 ★ en <a href="https://g.page/r/albaranseguros/review">Google</a> (214 opiniones)</p>
</section>
</div>`,
      ),
    },
    '/es/companias': {
      headers,
      html: layout(
        'Compañías',
        103,
        `<div class="com-content-article item-page">
  <h1>Compañías aseguradoras con las que trabajamos</h1>
  <p>Como correduría de seguros independiente no dependemos de ninguna aseguradora: analizamos las ofertas de las compañías con las que tenemos acuerdos de colaboración y te recomendamos la que mejor encaja contigo.</p>
  <div class="table-responsive">
    <table class="table table-striped">
      <thead><tr><th>Compañía</th><th>Ramos</th><th>Web</th></tr></thead>
      <tbody>
${compania('Mapfre', 'Hogar, auto, vida, empresas', 'https://www.mapfre.es/particulares/', 'mapfre.es')}
${compania('Allianz Seguros', 'Hogar, auto, comercios', 'https://www.allianz.es/', 'allianz.es')}
${compania('AXA Seguros', 'Auto, hogar, responsabilidad civil', 'https://www.axa.es/', 'axa.es')}
${compania('Generali', 'Vida, hogar, empresas', 'https://www.generali.es/', 'generali.es')}
${compania('Sanitas', 'Salud, dental', 'https://www.sanitas.es/', 'sanitas.es')}
${compania('Reale Seguros', 'Auto, hogar, comunidades', 'https://www.reale.es/', 'reale.es')}
${compania('Caser Seguros', 'Hogar, decesos, salud', 'https://www.caser.es/', 'caser.es')}
${compania('DKV Seguros', 'Salud, dental, vida', 'https://dkv.es/particulares', 'dkv.es')}
      </tbody>
    </table>
  </div>
  <p>¿Ya tienes una póliza con otra compañía? Te ayudamos a revisarla sin compromiso.</p>
</div>`,
      ),
    },
    '/es/colaboradores': {
      headers,
      html: layout(
        'Colaboradores',
        104,
        `<div class="com-content-article item-page">
  <h1>Red de colaboradores</h1>
  <p>Gestorías, asesorías e inmobiliarias de toda la Comunidad de Madrid ofrecen los seguros de Albarán a sus clientes como colaboradores externos de la correduría. Si tu cliente necesita un seguro, nosotros nos encargamos de todo y tú recibes una comisión.</p>
  <div class="row row-cols-1 row-cols-md-3 g-4">
    <div class="col"><div class="card h-100"><div class="card-body"><h3 class="card-title">Gestoría Peñalver</h3><p class="card-text">Alcalá de Henares · Gestoría administrativa</p><a href="https://www.gestoriapenalver.es/" class="card-link" target="_blank">Visitar web</a></div></div></div>
    <div class="col"><div class="card h-100"><div class="card-body"><h3 class="card-title">Asesoría Montes &amp; Gil</h3><p class="card-text">Móstoles · Asesoría fiscal y laboral</p><a href="https://montesgil.es/" class="card-link" target="_blank">Visitar web</a></div></div></div>
    <div class="col"><div class="card h-100"><div class="card-body"><h3 class="card-title">Inmobiliaria Sol de Chamberí</h3><p class="card-text">Madrid · Compraventa y alquiler</p><a href="https://www.soldechamberi.es/" class="card-link" target="_blank">Visitar web</a></div></div></div>
  </div>
  <h2>¿Quieres ser colaborador?</h2>
  <p>Escríbenos a <a href="mailto:colaboradores@albaranseguros.es">colaboradores@albaranseguros.es</a> y te explicamos las condiciones.</p>
</div>`,
      ),
    },
    '/es/quienes-somos': {
      headers,
      html: layout(
        'Quiénes somos',
        105,
        `<div class="com-content-article item-page">
  <h1>Quiénes somos</h1>
  <p>Albarán nació en 1987 en el barrio de Chamberí como una pequeña agencia familiar. Hoy somos un equipo de 16 personas que gestiona más de 9.000 pólizas de particulares y pymes.</p>
  <h2>Tecnología</h2>
  <p>Para comparar precios en tiempo real utilizamos el multitarificador de nuestro partner tecnológico <a href="https://www.codeoscopic.com/" target="_blank" rel="noopener">Codeoscopic</a>, conectado con las principales compañías.</p>
  <h2>Asociaciones</h2>
  <p>Somos miembros del <a href="https://www.mediadoresmadrid.org/">Colegio de Mediadores de Seguros de Madrid</a>.</p>
  <h2>En los medios</h2>
  <p>Nuestra directora, Lucía Albarán, fue entrevistada por <a href="https://www.expansion.com/ahorro/seguros/corredurias-independientes.html">Expansión</a> sobre el futuro de las corredurías independientes.</p>
</div>`,
      ),
    },
    '/es/blog': {
      headers,
      html: layout(
        'Blog',
        106,
        `<div class="com-content-category-blog blog">
  <h1>Blog</h1>
  <div class="blog-item"><h2><a href="/es/blog/seguro-hogar-inquilinos">¿Necesita seguro de hogar un inquilino?</a></h2><p>Lo que cubre el seguro del propietario y lo que no.</p></div>
  <div class="blog-item"><h2><a href="/es/blog/franquicia-seguro-coche">Seguro de coche con franquicia: ¿cuándo compensa?</a></h2><p>Según un estudio de la <a href="https://www.ocu.org/dinero/seguro-coche">OCU</a>, los conductores con franquicia ahorran de media un 30 % en la prima.</p></div>
</div>`,
      ),
    },
    '/es/contacto': {
      headers,
      html: layout(
        'Contacto',
        107,
        `<div class="com-contact contact">
  <h1>Contacto</h1>
  <p>Ven a vernos: C/ de Fuencarral 118, 3º izq., 28010 Madrid (metro Quevedo y Bilbao). Lunes a jueves de 9:00 a 14:00 y de 16:00 a 19:00, viernes de 9:00 a 15:00.</p>
  <p><i class="fa fa-phone"></i> 91 447 83 20 · <i class="fa fa-whatsapp"></i> 611 204 518</p>
  <form id="contact-form" action="/es/contacto" method="post" class="form-validate form-horizontal well">
    <label for="jform_contact_name">Nombre</label><input type="text" name="jform[contact_name]" id="jform_contact_name" class="form-control required" required>
    <label for="jform_contact_email">Correo electrónico</label><input type="email" name="jform[contact_email]" id="jform_contact_email" class="form-control required" required>
    <label for="jform_contact_message">Mensaje</label><textarea name="jform[contact_message]" id="jform_contact_message" class="form-control"></textarea>
    <button class="btn btn-primary validate" type="submit">Enviar</button>
  </form>
</div>`,
      ),
    },
    '/es/aviso-legal': {
      headers,
      html: layout(
        'Aviso legal',
        120,
        `<div class="com-content-article item-page">
  <h1>Aviso legal</h1>
  <p>Titular: Albarán Correduría de Seguros, S.L., CIF B-78412590, inscrita en el Registro Mercantil de Madrid, tomo 8.412, folio 101, hoja M-136512.</p>
  <p>Inscrita en el Registro administrativo especial de mediadores de seguros de la DGSFP con la clave J-1873.</p>
  <p>Servicio de atención al cliente: <a href="mailto:atencioncliente@albaranseguros.es">atencioncliente@albaranseguros.es</a></p>
</div>`,
      ),
    },
  },
  sitemap: ['/es/', '/es/companias', '/es/colaboradores', '/es/quienes-somos', '/es/blog', '/es/contacto', '/es/aviso-legal'],
  technologies: ['joomla', 'php', 'bootstrap', 'jquery', 'font-awesome', 'cookie-script', 'google-tag-manager', 'apache-http-server'],
  partners: {
    'mapfre.es': 'generic',
    'allianz.es': 'generic',
    'axa.es': 'generic',
    'generali.es': 'generic',
    'sanitas.es': 'generic',
    'reale.es': 'generic',
    'caser.es': 'generic',
    'dkv.es': 'generic',
    'gestoriapenalver.es': 'channel',
    'montesgil.es': 'channel',
    'soldechamberi.es': 'channel',
    'codeoscopic.com': 'technology',
  },
};
