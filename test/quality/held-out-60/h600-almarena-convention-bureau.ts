import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'x-hs-hub-id': '4419823',
  'x-hs-content-id': '118877312451',
  server: 'cloudflare',
  'cf-ray': '8921c4a7be1f0b6e-MAD',
  'cf-cache-status': 'HIT',
  'content-type': 'text/html;charset=utf-8',
};

const page = (title: string, path: string, description: string, body: string) => `<!doctype html><html lang="es"><head>
    <meta charset="utf-8">
    <title>${title} | Almarena Convention Bureau</title>
    <link rel="shortcut icon" href="https://www.almarenaconventionbureau.es/hubfs/favicon-acb.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="//7052064.fs1.hubspotusercontent-na1.net/hubfs/7052064/hub_generated/template_assets/1/118877301122/1717000213475/template_main.min.css">
    <link rel="stylesheet" href="https://www.almarenaconventionbureau.es/hubfs/hub_generated/module_assets/1/118877344410/1716990122001/module_socios-directory.min.css">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:image" content="https://www.almarenaconventionbureau.es/hubfs/og/auditorio-almarena.jpg">
    <meta property="og:url" content="https://www.almarenaconventionbureau.es${path}">
    <meta property="og:type" content="website">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://www.almarenaconventionbureau.es${path}">
    <meta name="generator" content="HubSpot">
</head>
<body>
<div class="body-wrapper hs-content-id-118877312451 hs-site-page page">
  <header class="header">
    <div class="header__logo"><a href="/"><img src="https://www.almarenaconventionbureau.es/hs-fs/hubfs/logos/acb-logo.png?width=240&amp;name=acb-logo.png" alt="Almarena Convention Bureau" width="240"></a></div>
    <nav class="header__menu" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item"><a class="menu__link" href="/por-que-almarena">¿Por qué Almarena?</a></li>
        <li class="menu__item"><a class="menu__link" href="/sedes-y-espacios">Sedes y espacios</a></li>
        <li class="menu__item"><a class="menu__link" href="/socios">Socios</a></li>
        <li class="menu__item"><a class="menu__link" href="/partners-comercializacion">Agencias y OPC</a></li>
        <li class="menu__item"><a class="menu__link" href="/almarena-meeting-week">Meeting Week</a></li>
        <li class="menu__item"><a class="menu__link" href="/solicitud-de-propuesta">Solicitar propuesta</a></li>
      </ul>
    </nav>
    <div class="header__language-switcher"><a href="/en" lang="en">EN</a></div>
  </header>
  <main id="main-content" class="body-container-wrapper">
${body}
  </main>
  <footer class="footer">
    <div class="footer__cols">
      <div><p><strong>Almarena Convention Bureau</strong><br>Palacio de Congresos, Paseo Marítimo 1, 29840 Almarena (Málaga)<br>+34 952 10 44 00 · info@almarenaconventionbureau.es</p>
        <p>Un servicio de la Concejalía de Turismo del <a href="https://www.almarena.es/">Ayuntamiento de Almarena</a>.</p></div>
      <div><ul>
        <li><a href="https://www.visitalmarena.es/">Turismo de Almarena</a></li>
        <li><a href="/sala-de-prensa">Sala de prensa</a></li>
        <li><a href="/empleo">Empleo</a></li>
        <li><a href="/blog">Blog</a></li>
      </ul></div>
      <div><ul class="social">
        <li><a href="https://www.linkedin.com/company/almarena-convention-bureau/">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/almarenacb/">Instagram</a></li>
        <li><a href="https://vimeo.com/almarenacb">Vimeo</a></li>
      </ul></div>
    </div>
    <div class="footer__legal"><a href="/aviso-legal">Aviso legal</a> · <a href="/politica-de-privacidad">Política de privacidad</a> · <a href="/politica-de-cookies">Política de cookies</a> · <a href="/accesibilidad">Accesibilidad</a></div>
  </footer>
</div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script src="https://www.almarenaconventionbureau.es/hubfs/hub_generated/template_assets/1/118877301130/1717000214112/template_main.min.js"></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/4419823.js"></script>
<!-- End of HubSpot Embed Code -->
</body></html>`;

const member = (name: string, kind: string, capacity: string, link: string) =>
  `<div class="socio-card" data-category="${kind}"><h3>${name}</h3><p class="socio-card__meta">${kind} · ${capacity}</p>${link}</div>`;

export const site: CorpusSite = {
  domain: 'almarenaconventionbureau.es',
  otherDomains: ['visitalmarena.es'],
  covers:
    'Spanish city convention bureau on HubSpot CMS (Cloudflare): member directory of hotels and venues mixing direct website links and an internal detail page, a separate page of DMC/PCO marketing partners (channel) and a registration-platform technology partner; Meeting Week sponsors, hosted congresses, an award and the owning city council as negatives; own tourism domain',
  sitemap: ['/', '/socios', '/socios/hotel-miramar-almarena', '/partners-comercializacion', '/almarena-meeting-week'],
  pages: {
    '/': {
      headers,
      html: page(
        'Congresos y eventos en la Costa del Sol',
        '/',
        'Almarena Convention Bureau: asesoramiento gratuito para organizar congresos, convenciones e incentivos en Almarena.',
        `    <section class="hero"><h1>Tu próximo congreso, frente al mar</h1><p>Palacio de Congresos con 2.400 plazas, 6.000 camas hoteleras a 15 minutos a pie y aeropuerto internacional a 25 km.</p><a class="button" href="/solicitud-de-propuesta">Solicita una propuesta</a></section>
    <section class="stats"><ul><li><strong>142</strong> congresos en 2023</li><li><strong>61.000</strong> delegados</li><li><strong>98 %</strong> de satisfacción</li></ul></section>
    <section class="casos"><h2>Congresos que confiaron en Almarena</h2>
      <ul>
        <li><a href="https://secardiologia.es/">Congreso Nacional de la Sociedad de Cardiología 2023</a></li>
        <li><a href="https://www.aecoc.es/">Congreso AECOC de Gran Consumo</a></li>
      </ul>
    </section>
    <section class="premio"><p>Premio al Mejor Convention Bureau 2023 de la revista <a href="https://www.revistameetingincentive.com/premios-2023">Meeting &amp; Incentive</a>.</p></section>`,
      ),
    },
    '/socios': {
      headers,
      html: page(
        'Socios',
        '/socios',
        'Hoteles, sedes y espacios socios del Almarena Convention Bureau.',
        `    <section class="intro"><h1>Nuestros socios</h1><p>Más de 60 empresas del sector de reuniones forman parte del Convention Bureau. Filtra por categoría para encontrar tu proveedor.</p>
      <div class="filters"><button data-filter="all" class="active">Todos</button><button data-filter="Hotel">Hoteles</button><button data-filter="Sede">Sedes y espacios</button><button data-filter="Restauración">Restauración</button></div></section>
    <section class="socios-grid">
      ${member('Hotel Miramar Almarena *****', 'Hotel', '412 habitaciones', '<a href="/socios/hotel-miramar-almarena">Ver ficha</a>')}
      ${member('Hotel Puerto Azul ****', 'Hotel', '186 habitaciones', '<a href="https://www.hotelpuertoazul.com/" target="_blank" rel="noopener">Sitio web</a>')}
      ${member('Boutique Hotel Casa Larios', 'Hotel', '24 habitaciones', '<a href="https://casalarios-hotel.es/" target="_blank" rel="noopener">Sitio web</a>')}
      ${member('Finca El Algarrobo', 'Sede', 'hasta 600 personas', '<a href="https://www.fincaelalgarrobo.es/" target="_blank" rel="noopener">Sitio web</a>')}
      ${member('Bodegas Sierra Almarena', 'Sede', 'hasta 250 personas', '<a href="https://bodegassierraalmarena.com/" target="_blank" rel="noopener">Sitio web</a>')}
      ${member('Catering Mar de Fondo', 'Restauración', 'hasta 3.000 cubiertos', '')}
    </section>`,
      ),
    },
    '/socios/hotel-miramar-almarena': {
      headers,
      html: page(
        'Hotel Miramar Almarena',
        '/socios/hotel-miramar-almarena',
        'Ficha de socio: Hotel Miramar Almarena, 412 habitaciones y 14 salas de reuniones.',
        `    <article class="socio-ficha"><a href="/socios">← Volver a socios</a>
      <h1>Hotel Miramar Almarena *****</h1>
      <img src="https://www.almarenaconventionbureau.es/hs-fs/hubfs/socios/miramar.jpg?width=900&amp;name=miramar.jpg" alt="Hotel Miramar Almarena">
      <ul><li>412 habitaciones</li><li>14 salas, la mayor para 900 personas</li><li>A 300 m del Palacio de Congresos</li></ul>
      <p><a class="button" href="https://www.miramar-almarena.com/reuniones" target="_blank" rel="noopener">Visitar web</a></p>
    </article>`,
      ),
    },
    '/partners-comercializacion': {
      headers,
      html: page(
        'Agencias, DMC y OPC',
        '/partners-comercializacion',
        'Agencias receptivas, DMC y organizadores profesionales de congresos que comercializan Almarena como destino.',
        `    <section class="intro"><h1>Partners de comercialización</h1><p>Estas agencias receptivas (DMC) y organizadores profesionales de congresos (OPC) comercializan Almarena como destino MICE y cuentan con el apoyo del Convention Bureau en sus candidaturas.</p></section>
    <section class="partners-list">
      <div class="partner-card"><h3>Andaluz Events DMC</h3><p>Incentivos, programas sociales y transporte de grupos.</p><a href="https://www.andaluzevents.com/" target="_blank" rel="noopener">Visitar web</a></div>
      <div class="partner-card"><h3>Congresur OPC</h3><p>Secretaría técnica y gestión integral de congresos médicos.</p><a href="https://congresur.es/" target="_blank" rel="noopener">Visitar web</a></div>
      <div class="partner-card"><h3>Mediterranean Incentives</h3><p>Viajes de incentivo para mercados del norte de Europa.</p><a href="https://www.med-incentives.eu/" target="_blank" rel="noopener">Visitar web</a></div>
    </section>
    <section class="tech-partner"><h2>Partner tecnológico</h2><p>Los organizadores que celebran su evento en Almarena disponen de la plataforma de inscripciones y acreditación de nuestro partner tecnológico <a href="https://congresia.app/" target="_blank" rel="noopener">Congresia</a> en condiciones preferentes.</p></section>`,
      ),
    },
    '/almarena-meeting-week': {
      headers,
      html: page(
        'Almarena Meeting Week 2024',
        '/almarena-meeting-week',
        'Almarena Meeting Week: workshop de compradores internacionales del 4 al 7 de noviembre de 2024.',
        `    <section class="intro"><h1>Almarena Meeting Week 2024</h1><p>Del 4 al 7 de noviembre, 80 compradores internacionales conocerán la oferta MICE de Almarena en un workshop de citas preagendadas y fam trips.</p>
      <div class="hs-cta-wrapper"><a class="button" href="https://share.hsforms.com/1aBcD3eFgH4iJkLmNoPqRst2kx7z">Inscríbete como proveedor</a></div></section>
    <section class="patrocinadores"><h2>Patrocinadores</h2>
      <ul class="logos">
        <li><a href="https://www.cerveceriasurena.es/" target="_blank" rel="noopener"><img src="https://www.almarenaconventionbureau.es/hubfs/patrocinadores/surena.png" alt="Cervecería Sureña"></a></li>
        <li><a href="https://www.unicaja.es/" target="_blank" rel="noopener"><img src="https://www.almarenaconventionbureau.es/hubfs/patrocinadores/unicaja.png" alt="Unicaja"></a></li>
      </ul>
    </section>
    <section class="video"><iframe src="https://player.vimeo.com/video/871234560?h=3c1a7e9b2d" width="640" height="360" allow="autoplay; fullscreen" title="Almarena Meeting Week 2023"></iframe></section>`,
      ),
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'jquery', 'cloudflare', 'open-graph', 'vimeo'],
  partners: {
    'hotelpuertoazul.com': 'generic',
    'casalarios-hotel.es': 'generic',
    'fincaelalgarrobo.es': 'generic',
    'bodegassierraalmarena.com': 'generic',
    'miramar-almarena.com': 'generic',
    'andaluzevents.com': 'channel',
    'congresur.es': 'channel',
    'med-incentives.eu': 'channel',
    'congresia.app': 'technology',
  },
};
