import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1712846001.7423150841931210498',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,sHU62EDOGnH2FBkJkG/Wx8EeXWsWdHrhlvbxtlynkVhuUEQndNhn1Q5OzB0fE5PD',
  'cache-control': 'private,max-age=0,must-revalidate',
};

function comp(id: string, inner: string, cls = 'wixui-rich-text'): string {
  return `<div id="comp-${id}" class="${cls}" data-testid="richTextElement">${inner}</div>`;
}

function page(title: string, description: string, path: string, pageId: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7b21f4_3c9e1a2b4d5f47c8a9e0b1c2d3e4f5a6%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7b21f4_3c9e1a2b4d5f47c8a9e0b1c2d3e4f5a6%7Emv2.png" type="image/png"/>
  <title>${title} | FormaTalento</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://www.formatalento.es${path}"/>
  <meta property="og:title" content="${title} | FormaTalento"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="https://static.wixstatic.com/media/7b21f4_og.jpg/v1/fit/w_2500,h_1330,al_c/7b21f4_og.jpg"/>
  <meta property="og:url" content="https://www.formatalento.es${path}"/>
  <meta property="og:site_name" content="FormaTalento"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d","siteId":"1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b","externalBaseUrl":"https:\\/\\/www.formatalento.es","isPremiumDomain":true},"language":{"userLanguage":"es","siteLanguage":"es"},"requestUrl":"https:\\/\\/www.formatalento.es${path}","pageId":"${pageId}"};</script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.2f4a6c8e.bundle.min.js" async></script>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin="anonymous" defer></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" crossorigin="anonymous" defer></script>
  <style id="css_masterPage">#SITE_HEADER{--bg:255,255,255;}#SITE_FOOTER{--bg:20,33,61;}</style>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div id="comp-lk2a1hdr" class="wixui-image"><a href="https://www.formatalento.es" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7b21f4_logo.png/v1/fill/w_210,h_56/logo-formatalento.png" alt="FormaTalento – Formación para empresas"></a></div>
  <nav id="comp-lk2a1nav" aria-label="Sitio" class="wixui-horizontal-menu">
    <ul>
      <li><a data-testid="linkElement" href="https://www.formatalento.es">Inicio</a></li>
      <li><a data-testid="linkElement" href="https://www.formatalento.es/cursos">Cursos</a></li>
      <li><a data-testid="linkElement" href="https://www.formatalento.es/empresas">Formación bonificada</a></li>
      <li><a data-testid="linkElement" href="https://www.formatalento.es/partners">Partners</a></li>
      <li><a data-testid="linkElement" href="https://www.formatalento.es/sobre-nosotros">Sobre nosotros</a></li>
      <li><a data-testid="linkElement" href="https://www.formatalento.es/contacto">Contacto</a></li>
    </ul>
  </nav>
  <div id="comp-lk2a1btn" class="wixui-button"><a data-testid="linkElement" href="https://campus.formatalento.es/login/index.php">Campus virtual</a></div>
</header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
<div id="SITE_PAGES"><div id="${pageId}" class="wixui-page">
${body}
</div></div>
</main>
<footer id="SITE_FOOTER" class="SITE_FOOTER wixui-footer" tabindex="-1">
  ${comp('lk2a1ft1', '<p class="font_8 wixui-rich-text__text">FormaTalento Consultores S.L. · Calle Colón 42, 3º · 46004 Valencia<br>Tel. 963 52 18 40 · hola@formatalento.es</p>')}
  ${comp('lk2a1ft2', '<p class="font_8 wixui-rich-text__text"><a href="https://www.formatalento.es/aviso-legal">Aviso legal</a> · <a href="https://www.formatalento.es/politica-de-privacidad">Política de privacidad</a> · <a href="https://www.formatalento.es/politica-de-cookies">Política de cookies</a> · <a href="https://www.formatalento.es/trabaja-con-nosotros">Trabaja con nosotros</a></p>')}
  <div id="comp-lk2a1soc" class="wixui-social-bar"><ul aria-label="Barra de redes sociales">
    <li><a data-testid="linkElement" href="https://www.linkedin.com/company/formatalento" target="_blank"><img alt="LinkedIn" src="https://static.wixstatic.com/media/11062b_linkedin.png"></a></li>
    <li><a data-testid="linkElement" href="https://www.instagram.com/formatalento.es/" target="_blank"><img alt="Instagram" src="https://static.wixstatic.com/media/11062b_instagram.png"></a></li>
    <li><a data-testid="linkElement" href="https://www.youtube.com/@formatalento" target="_blank"><img alt="YouTube" src="https://static.wixstatic.com/media/11062b_youtube.png"></a></li>
    <li><a data-testid="linkElement" href="https://wa.me/34611223344" target="_blank"><img alt="WhatsApp" src="https://static.wixstatic.com/media/11062b_whatsapp.png"></a></li>
  </ul></div>
  <div id="comp-lk2a1fse" class="wixui-image"><img src="https://static.wixstatic.com/media/7b21f4_fse.png" alt="Cofinanciado por el Fondo Social Europeo"></div>
</footer>
</div></div></div>
<div id="consent-banner-root"><div class="consent-banner" role="dialog" aria-label="Banner de cookies"><p>Este sitio web utiliza cookies. Al aceptar, consientes su uso de acuerdo con nuestra <a href="https://www.formatalento.es/politica-de-cookies">política de cookies</a>.</p><button>Configuración</button><button>Aceptar</button></div></div>
</body>
</html>`;
}

function logo(id: string, href: string | null, img: string, alt: string): string {
  const image = `<img src="https://static.wixstatic.com/media/${img}/v1/fill/w_220,h_110,al_c/${img}" alt="${alt}">`;
  return `<div id="comp-${id}" class="wixui-image">${href ? `<a data-testid="linkElement" href="${href}" target="_blank" rel="noreferrer noopener">${image}</a>` : image}</div>`;
}

const HOME = page(
  'Formación para empresas y trabajadores en Valencia',
  'Cursos presenciales y online para empresas: prevención de riesgos, idiomas, digitalización y habilidades directivas. Formación bonificada.',
  '/',
  'c1dmp',
  `<section id="comp-lk3b0hro" class="wixui-section">
  ${comp('lk3b0h01', '<h1 class="font_0 wixui-rich-text__text">Formamos a las personas que hacen crecer tu empresa</h1>')}
  ${comp('lk3b0h02', '<p class="font_7 wixui-rich-text__text">Más de 15.000 alumnos formados desde 2011 en prevención de riesgos laborales, idiomas, competencias digitales y liderazgo. Presencial en Valencia, Alicante y Castellón, y online desde nuestro campus virtual.</p>')}
  <div id="comp-lk3b0h03" class="wixui-button"><a data-testid="linkElement" href="https://www.formatalento.es/cursos">Ver cursos</a></div>
</section>
<section id="comp-lk3b0cur" class="wixui-section">
  ${comp('lk3b0c01', '<h2 class="font_2 wixui-rich-text__text">Cursos más demandados</h2>')}
  ${comp('lk3b0c02', '<ul class="font_8 wixui-rich-text__text"><li>PRL para oficios – 20 horas</li><li>Excel avanzado y Power BI</li><li>Inglés profesional B1-B2</li><li>Liderazgo de equipos híbridos</li></ul>')}
</section>
<section id="comp-lk3b0tes" class="wixui-section">
  ${comp('lk3b0t01', '<p class="font_7 wixui-rich-text__text">«Gestionaron toda la bonificación con FUNDAE y adaptaron el curso de PRL a nuestros turnos de noche.» — Laura Pons, RRHH, Transportes Albufera</p>')}
</section>`,
);

const PARTNERS = page(
  'Partners',
  'Los partners tecnológicos y centros colaboradores de FormaTalento.',
  '/partners',
  'x7kq2',
  `<section id="comp-lk4c1int" class="wixui-section">
  ${comp('lk4c1i01', '<h1 class="font_0 wixui-rich-text__text">Nuestros partners</h1>')}
  ${comp('lk4c1i02', '<p class="font_7 wixui-rich-text__text">Trabajamos con partners tecnológicos que hacen posible nuestro campus virtual y con una red de centros colaboradores que imparten y comercializan nuestros cursos en toda la Comunidad Valenciana y Murcia.</p>')}
</section>
<section id="comp-lk4c1tec" class="wixui-section">
  ${comp('lk4c1t01', '<h2 class="font_2 wixui-rich-text__text">Partners tecnológicos</h2>')}
  <div id="comp-lk4c1t02" class="wixui-gallery">
    ${logo('lk4c1t03', 'https://www.aulanube.com/', '7b21f4_aulanube.png', 'Aulanube LMS')}
    ${logo('lk4c1t04', 'https://evalia.es/', '7b21f4_evalia.png', 'Evalia – evaluación de competencias')}
    ${logo('lk4c1t05', 'https://www.videoclase.io/es', '7b21f4_videoclase.png', 'Videoclase')}
  </div>
</section>
<section id="comp-lk4c1cen" class="wixui-section">
  ${comp('lk4c1c01', '<h2 class="font_2 wixui-rich-text__text">Centros colaboradores</h2>')}
  <div id="comp-lk4c1c02" class="wixui-gallery">
    ${logo('lk4c1c03', 'https://academialevante.es/', '7b21f4_levante.png', 'Academia Levante (Alicante)')}
    ${logo('lk4c1c04', 'https://www.cfmiralbueno.com/', '7b21f4_miralbueno.png', 'Centro de Formación Miralbueno (Castellón)')}
    ${logo('lk4c1c05', 'https://www.formamurcia.es/', '7b21f4_formamurcia.png', 'FormaMurcia')}
    ${logo('lk4c1c06', null, '7b21f4_elche.png', 'Escuela de Oficios Elche')}
  </div>
</section>
<section id="comp-lk4c1cta" class="wixui-section">
  ${comp('lk4c1x01', '<p class="font_8 wixui-rich-text__text">¿Eres un centro de formación y quieres colaborar con nosotros? <a href="https://www.formatalento.es/contacto">Escríbenos</a>.</p>')}
</section>`,
);

const EMPRESAS = page(
  'Formación bonificada para empresas',
  'Gestionamos gratis la bonificación de tus cursos a través de FUNDAE.',
  '/empresas',
  'b4rt9',
  `<section id="comp-lk5d2emp" class="wixui-section">
  ${comp('lk5d2e01', '<h1 class="font_0 wixui-rich-text__text">Formación bonificada</h1>')}
  ${comp('lk5d2e02', '<p class="font_7 wixui-rich-text__text">Todas las empresas con trabajadores en el Régimen General disponen de un crédito anual para formación. Nosotros gestionamos gratuitamente la comunicación del curso ante la <a href="https://www.fundae.es/" target="_blank">Fundación Estatal para la Formación en el Empleo (FUNDAE)</a> y la aplicación de la bonificación en los seguros sociales.</p>')}
  ${comp('lk5d2e03', '<h2 class="font_2 wixui-rich-text__text">Empresas que confían en nosotros</h2>')}
  <div id="comp-lk5d2e04" class="wixui-gallery">
    ${logo('lk5d2e05', 'https://www.transportesalbufera.es/', '7b21f4_albufera.png', 'Transportes Albufera')}
    ${logo('lk5d2e06', 'https://www.hotelesturiamar.com/', '7b21f4_turiamar.png', 'Hoteles Turiamar')}
    ${logo('lk5d2e07', null, '7b21f4_ayto.png', 'Ayuntamiento de Paterna')}
  </div>
</section>`,
);

const SOBRE = page(
  'Sobre nosotros',
  'FormaTalento es una consultora de formación valenciana fundada en 2011.',
  '/sobre-nosotros',
  'q9wm3',
  `<section id="comp-lk6e3sob" class="wixui-section">
  ${comp('lk6e3s01', '<h1 class="font_0 wixui-rich-text__text">Sobre nosotros</h1>')}
  ${comp('lk6e3s02', '<p class="font_7 wixui-rich-text__text">Somos un equipo de 18 formadores y consultores. Nuestros cursos de idiomas preparan para los exámenes oficiales de <a href="https://www.cambridgeenglish.org/es/" target="_blank">Cambridge English</a> y <a href="https://www.languagecert.org/es" target="_blank">LanguageCert</a>.</p>')}
  ${comp('lk6e3s03', '<h2 class="font_2 wixui-rich-text__text">Compromiso</h2><p class="font_7 wixui-rich-text__text">Somos patrocinadores de la <a href="https://www.valenciatechweek.com/" target="_blank">Valencia Tech Week</a> y colaboramos con el banco de alimentos de la ciudad.</p>')}
  ${comp('lk6e3s04', '<h2 class="font_2 wixui-rich-text__text">En los medios</h2><p class="font_7 wixui-rich-text__text"><a href="https://www.levante-emv.com/economia/2023/10/04/formacion-empresas-valencianas.html" target="_blank">Levante-EMV</a> · <a href="https://www.expansion.com/comunidad-valenciana/2024/01/18/formacion-bonificada.html" target="_blank">Expansión</a></p>')}
</section>`,
);

export const site: CorpusSite = {
  domain: 'formatalento.es',
  covers:
    'Spanish corporate-training provider on Wix (generator meta, parastorage scripts, x-wix headers): partners page with linked logo galleries split into technology partners and collaborating centres that deliver and sell the courses (channel), plus one unlinked centre; negatives are FUNDAE funding body, linked client logos, ESF badge, links to official exam boards, event sponsorship, press, WhatsApp/social links, Moodle campus subdomain',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/partners': { headers: HEADERS, html: PARTNERS },
    '/empresas': { headers: HEADERS, html: EMPRESAS },
    '/sobre-nosotros': { headers: HEADERS, html: SOBRE },
  },
  sitemap: ['/', '/cursos', '/empresas', '/partners', '/sobre-nosotros', '/contacto'],
  technologies: ['wix', 'websitebuilder', 'react', 'open-graph'],
  partners: {
    'aulanube.com': 'technology',
    'evalia.es': 'technology',
    'videoclase.io': 'technology',
    'academialevante.es': 'channel',
    'cfmiralbueno.com': 'channel',
    'formamurcia.es': 'channel',
  },
};
