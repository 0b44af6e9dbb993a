import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-ray': '89c2f1a7bd3e4c21-QRO',
  'cf-cache-status': 'HIT',
  'x-cluster-name': 'us-east-1-prod-hosting-red',
  'x-lambda-id': '7a1e3c5b-9d0f-4e2a-8b6c-1f3d5e7a9c0b',
  'content-security-policy': "frame-ancestors 'self'",
  'strict-transport-security': 'max-age=31536000',
};

const SITE = '65f1a2b3c4d5e6f7a8b9c0aa';
const CDN = `https://cdn.prod.website-files.com/${SITE}`;

function page(title: string, description: string, pageId: string, body: string, jsonLd = ''): string {
  return `<!DOCTYPE html><!-- Last Published: Tue Jun 04 2024 18:22:41 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.halconesregios.mx" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="es-MX"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="${CDN}/660a1b2c3d4e5f6a7b8c9d0e_og-halcones.jpg" property="og:image"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${CDN}/css/halcones-regios.webflow.8f2c1d0a9.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Oswald:regular,500,600,700","Inter:regular,500,600"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${CDN}/65f1a2b3c4d5e6f7a8b9c0f0_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="${CDN}/65f1a2b3c4d5e6f7a8b9c0f1_webclip-256.png" rel="apple-touch-icon"/><script async="" src="https://www.googletagmanager.com/gtag/js?id=G-HR7C2X9KQ1"></script><script type="text/javascript">window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('set', 'developer_id.dZGVlNj', true);gtag('js', new Date());gtag('config', 'G-HR7C2X9KQ1');</script>${jsonLd}</head><body class="body"><div data-animation="default" data-collapse="medium" data-duration="400" data-easing="ease" data-easing2="ease" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand"><img src="${CDN}/65f1a2b3c4d5e6f7a8b9c0b1_halcones-escudo.svg" loading="lazy" alt="Club Halcones Regios" class="nav-logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/equipo" class="nav-link w-nav-link">Equipo</a><a href="/calendario" class="nav-link w-nav-link">Calendario</a><a href="https://www.boletomania.com.mx/evento/halcones-regios" target="_blank" class="nav-link w-nav-link">Boletos</a><a href="https://tiendahalcones.mx/" target="_blank" class="nav-link w-nav-link">Tienda</a><a href="/patrocinadores" class="nav-link w-nav-link">Patrocinadores</a><a href="/club" class="nav-link w-nav-link">El Club</a><a href="/contacto" class="nav-link w-nav-link">Contacto</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>${body}<footer class="footer"><div class="footer-container w-container"><div class="footer-grid w-layout-grid"><div><img src="${CDN}/65f1a2b3c4d5e6f7a8b9c0b2_halcones-escudo-blanco.svg" loading="lazy" alt="Halcones Regios" class="footer-logo"/><p class="footer-text">Club Deportivo Halcones Regios A.C.<br/>Av. Constitución 1450 Ote., Col. Centro, Monterrey, N.L.</p></div><div><h4 class="footer-heading">El club</h4><a href="/patrocinadores" class="footer-link">Patrocinadores</a><a href="/club" class="footer-link">Historia</a><a href="/fuerzas-basicas" class="footer-link">Fuerzas básicas</a><a href="/aviso-de-privacidad" class="footer-link">Aviso de privacidad</a></div><div><h4 class="footer-heading">Descarga la app</h4><a href="https://apps.apple.com/mx/app/halcones-regios/id1634092277" target="_blank" class="w-inline-block"><img src="${CDN}/65f1a2b3c4d5e6f7a8b9c0c1_app-store-es.svg" loading="lazy" alt="Descárgalo en el App Store"/></a><a href="https://play.google.com/store/apps/details?id=mx.halconesregios.app" target="_blank" class="w-inline-block"><img src="${CDN}/65f1a2b3c4d5e6f7a8b9c0c2_google-play-es.svg" loading="lazy" alt="Disponible en Google Play"/></a></div><div><h4 class="footer-heading">Síguenos</h4><div class="social-row"><a href="https://www.facebook.com/HalconesRegiosMX" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-facebook.svg" loading="lazy" alt="Facebook"/></a><a href="https://www.instagram.com/halconesregios/" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-instagram.svg" loading="lazy" alt="Instagram"/></a><a href="https://www.tiktok.com/@halconesregios" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-tiktok.svg" loading="lazy" alt="TikTok"/></a><a href="https://x.com/HalconesRegios" target="_blank" class="social-link w-inline-block"><img src="${CDN}/icon-x.svg" loading="lazy" alt="X"/></a></div><a href="https://www.ligaascensomx.org/clubes/halcones-regios" target="_blank" class="league-badge w-inline-block"><img src="${CDN}/65f1a2b3c4d5e6f7a8b9c0d9_liga-ascenso-club-afiliado.svg" loading="lazy" alt="Club afiliado – Liga de Ascenso MX"/></a></div></div><div class="footer-bottom">© 2024 Club Deportivo Halcones Regios A.C. Todos los derechos reservados.</div></div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${CDN}/js/webflow.4b2e9c1d7a3f.js" type="text/javascript"></script></body></html>`;
}

type Sponsor = { name: string; url: string | null; logo: string; role?: string };
const oficial: Sponsor = {
  name: 'Cervecería Cerro de la Silla',
  url: 'https://www.cerveceriacerrodelasilla.com.mx/',
  logo: 'cerveceria-cerro-silla.svg',
};
const oro: Sponsor[] = [
  { name: 'Aceros Anáhuac', url: 'https://acerosanahuac.com.mx/', logo: 'aceros-anahuac.svg' },
  { name: 'Conectamax Telecom', url: 'https://www.conectamax.mx/', logo: 'conectamax.svg' },
];
const plata: Sponsor[] = [
  { name: 'Farmacias Regia', url: 'https://farmaciasregia.mx/', logo: 'farmacias-regia.svg' },
  { name: 'Autos Cumbres Seminuevos', url: 'https://www.autoscumbres.mx/seminuevos', logo: 'autos-cumbres.svg' },
  { name: 'Hotel Macroplaza Suites', url: null, logo: 'hotel-macroplaza.svg' },
];
const proveedores: Sponsor[] = [
  { name: 'Kinetika Sportswear', url: 'https://kinetikasport.com/', logo: 'kinetika.svg', role: 'Proveedor oficial de uniformes' },
  { name: 'Agua Chipinque', url: 'https://aguachipinque.mx/', logo: 'agua-chipinque.svg', role: 'Agua oficial' },
  {
    name: 'Clínica Deportiva San Jerónimo',
    url: 'https://clinicasanjeronimo.mx/medicina-deportiva',
    logo: 'clinica-san-jeronimo.svg',
    role: 'Servicios médicos oficiales',
  },
];

const item = (s: Sponsor) =>
  `<div role="listitem" class="sponsor-item w-dyn-item">${s.url ? `<a href="${s.url}" target="_blank" class="sponsor-link w-inline-block">` : '<div class="sponsor-link">'}<img src="${CDN}/66019c2d3e4f5a6b7c8d9e0_${s.logo}" loading="lazy" alt="${s.name}" class="sponsor-logo"/>${s.role ? `<div class="sponsor-role">${s.role}</div>` : ''}${s.url ? '</a>' : '</div>'}</div>`;

const list = (cls: string, items: Sponsor[]) =>
  `<div class="w-dyn-list"><div role="list" class="sponsor-grid ${cls} w-dyn-items">${items.map(item).join('')}</div></div>`;

const linked = [oficial, ...oro, ...plata, ...proveedores].filter((s) => s.url);
const jsonLd = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'SportsTeam',
  name: 'Club Halcones Regios',
  sport: 'Soccer',
  url: 'https://www.halconesregios.mx/',
  logo: `${CDN}/65f1a2b3c4d5e6f7a8b9c0b1_halcones-escudo.svg`,
  location: { '@type': 'Place', name: 'Estadio Municipal Guadalupe', address: 'Guadalupe, Nuevo León, México' },
  sponsor: linked.map((s) => ({ '@type': 'Organization', name: s.name, url: s.url })),
})}</script>`;

const patrocinadores = page(
  'Patrocinadores | Club Halcones Regios',
  'Conoce a los patrocinadores y proveedores oficiales de Halcones Regios.',
  '65f1a2b3c4d5e6f7a8b9c0d4',
  `<section class="section page-hero"><div class="w-container"><h1 class="heading-xl">Patrocinadores</h1><p class="lead">Gracias a las empresas que creen en Halcones Regios y acompañan a nuestra afición temporada tras temporada.</p></div></section><section class="section tier tier-oficial"><div class="w-container"><h2 class="tier-heading">Patrocinador oficial</h2>${list(
    'grid-1',
    [oficial],
  )}</div></section><section class="section tier tier-oro"><div class="w-container"><h2 class="tier-heading">Patrocinadores Oro</h2>${list('grid-2', oro)}</div></section><section class="section tier tier-plata"><div class="w-container"><h2 class="tier-heading">Patrocinadores Plata</h2>${list(
    'grid-3',
    plata,
  )}</div></section><section class="section tier tier-proveedores"><div class="w-container"><h2 class="tier-heading">Proveedores oficiales</h2>${list(
    'grid-3',
    proveedores,
  )}</div></section><section class="section cta-sponsor"><div class="w-container"><h3>¿Quieres que tu marca juegue con nosotros?</h3><p>Escríbenos a <a href="mailto:comercial@halconesregios.mx">comercial@halconesregios.mx</a> y te enviamos nuestro media kit 2024-2025.</p></div></section>`,
  jsonLd,
);

const home = page(
  'Club Halcones Regios | Sitio oficial',
  'Sitio oficial del Club Halcones Regios de Monterrey: calendario, boletos, noticias y tienda.',
  '65f1a2b3c4d5e6f7a8b9c0d1',
  `<section class="hero"><div class="hero-container w-container"><h1 class="hero-heading">¡Vuela alto, Halcón!</h1><p class="hero-text">Temporada Apertura 2024. Vive cada partido en el Estadio Municipal Guadalupe.</p><a href="https://www.boletomania.com.mx/evento/halcones-regios" target="_blank" class="button w-button">Compra tus boletos</a><a href="https://tiendahalcones.mx/playeras" target="_blank" class="button secondary w-button">Playera 2024</a></div></section><section class="section next-match"><div class="w-container"><h2 class="section-heading">Próximo partido</h2><div class="match-card"><div class="team">Halcones Regios</div><div class="vs">vs</div><div class="team"><a href="https://www.tigresdelvalle.mx/" target="_blank">Tigres del Valle FC</a></div><div class="match-meta">Sábado 17 de agosto · 19:00 h · Jornada 5</div></div></div></section><section class="section news"><div class="w-container"><h2 class="section-heading">Noticias</h2><div class="w-dyn-list"><div role="list" class="news-grid w-dyn-items"><div role="listitem" class="w-dyn-item"><a href="/noticias/renovacion-kinetika-2027" class="news-card w-inline-block"><h3>Kinetika seguirá vistiendo al Halcón hasta 2027</h3></a></div><div role="listitem" class="w-dyn-item"><a href="/noticias/fuerzas-basicas-visorias" class="news-card w-inline-block"><h3>Visorías de fuerzas básicas: 24 y 25 de agosto</h3></a></div></div></div></div></section><section class="section sponsor-strip"><div class="w-container"><div class="strip-label">Patrocinador oficial</div><a href="https://www.cerveceriacerrodelasilla.com.mx/" target="_blank" class="w-inline-block"><img src="${CDN}/66019c2d3e4f5a6b7c8d9e0_cerveceria-cerro-silla.svg" loading="lazy" alt="Cervecería Cerro de la Silla"/></a><a href="/patrocinadores" class="strip-more">Todos nuestros patrocinadores</a></div></section><section class="section press"><div class="w-container"><h2 class="section-heading">En los medios</h2><p><a href="https://www.elnortedeportes.mx/futbol/ascenso/halcones-regios-arranque-apertura-2024" target="_blank">El Norte Deportes: Halcones arranca el Apertura con estadio lleno</a></p></div></section>`,
);

const club = page(
  'El Club | Club Halcones Regios',
  'Historia del Club Halcones Regios.',
  '65f1a2b3c4d5e6f7a8b9c0d5',
  `<section class="section page-hero"><div class="w-container"><h1 class="heading-xl">Nuestra historia</h1><p>Halcones Regios nació en 1998 como un equipo amateur de la colonia Independencia. En 2016 obtuvimos el ascenso y hoy competimos en la Liga de Ascenso MX con más de 300 niñas y niños en nuestras fuerzas básicas.</p><h2>Palmarés</h2><ul><li>Campeón Liga Premier, Clausura 2016</li><li>Subcampeón Liga de Ascenso, Apertura 2022</li></ul></div></section>`,
);

const contacto = page(
  'Contacto | Club Halcones Regios',
  'Contacta al Club Halcones Regios.',
  '65f1a2b3c4d5e6f7a8b9c0d6',
  `<section class="section page-hero"><div class="w-container"><h1 class="heading-xl">Contacto</h1><p>Oficinas: Av. Constitución 1450 Ote., Col. Centro, Monterrey, N.L.<br/>Tel. <a href="tel:+528155550198">81 5555 0198</a><br/>Prensa: <a href="mailto:prensa@halconesregios.mx">prensa@halconesregios.mx</a><br/>Comercial y patrocinios: <a href="mailto:comercial@halconesregios.mx">comercial@halconesregios.mx</a></p><div class="w-form"><form id="wf-form-Contacto" name="wf-form-Contacto" data-name="Contacto" method="get"><input class="w-input" maxlength="256" name="nombre" placeholder="Nombre" type="text"/><input class="w-input" maxlength="256" name="correo" placeholder="Correo" type="email"/><textarea class="w-input" name="mensaje" placeholder="Mensaje"></textarea><input type="submit" data-wait="Enviando..." class="button w-button" value="Enviar"/></form></div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'halconesregios.mx',
  otherDomains: ['tiendahalcones.mx'],
  covers:
    'Webflow football club (Mexican Spanish): sponsors page with tiers (official sponsor, gold, silver, official suppliers) as Webflow CMS collection lists, one silver sponsor without a link, and a SportsTeam JSON-LD block listing sponsors; the official sponsor also on the home page strip; negatives: ticketing site, own shop domain, next opponent, press link, app store badges, social links, league affiliation badge',
  pages: {
    '/': { headers, html: home },
    '/patrocinadores': { headers, html: patrocinadores },
    '/club': { headers, html: club },
    '/contacto': { headers, html: contacto },
  },
  sitemap: ['/', '/patrocinadores', '/club', '/contacto'],
  technologies: [
    'webflow',
    'jquery',
    'google-font-api',
    'google-hosted-libraries',
    'google-analytics',
    'google-tag-manager',
    'cloudflare',
    'hsts',
    'open-graph',
  ],
  partners: {
    'cerveceriacerrodelasilla.com.mx': 'generic',
    'acerosanahuac.com.mx': 'generic',
    'conectamax.mx': 'generic',
    'farmaciasregia.mx': 'generic',
    'autoscumbres.mx': 'generic',
    'kinetikasport.com': 'generic',
    'aguachipinque.mx': 'generic',
    'clinicasanjeronimo.mx': 'generic',
  },
};
