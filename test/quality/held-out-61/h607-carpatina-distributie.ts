import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-cluster-name': 'eu-central-1-prod',
  'x-wf-region': 'eu-central-1',
};

function head(title: string, description: string, path: string, pageId: string): string {
  return `<!DOCTYPE html><!-- Last Published: Tue Apr 09 2024 08:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.carpatinadistributie.ro" data-wf-page="${pageId}" data-wf-site="64a1f0c2e7b3d9a5c1f2e401" lang="ro"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64b0e1d2c3a4f5e6d7c8b9a0_og-carpatina.jpg" property="og:image"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/css/carpatina-distributie.webflow.4e7a9c1b2.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Source Sans 3:400,600,700","Playfair Display:700"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64a1f0c2e7b3d9a5c1f2e4a1_favicon-32.png" rel="shortcut icon" type="image/x-icon"/><link href="https://www.carpatinadistributie.ro${path}" rel="canonical"/><script type="text/javascript" charset="UTF-8" src="//cdn.cookie-script.com/s/3c9e1f7a2b4d6e8f0a1c3e5b7d9f1a2c.js"></script></head>`;
}

const nav = `<body><div data-animation="default" data-collapse="medium" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64a1f0c2e7b3d9a5c1f2e410_logo-carpatina.svg" loading="lazy" alt="Carpatina Distribuție" width="170"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/branduri" class="nav-link w-nav-link">Branduri</a><a href="/logistica" class="nav-link w-nav-link">Logistică</a><a href="/b2b" class="nav-link w-nav-link">Comenzi B2B</a><a href="/despre-noi" class="nav-link w-nav-link">Despre noi</a><a href="/cariere" class="nav-link w-nav-link">Cariere</a><a href="/contact" class="nav-link w-nav-link">Contact</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>`;

const footer = `<footer class="footer"><div class="w-layout-grid footer-grid"><div><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64a1f0c2e7b3d9a5c1f2e411_logo-carpatina-alb.svg" loading="lazy" alt="Carpatina Distribuție" width="140"/><p class="footer-text">Carpatina Distribuție SRL · Str. Depozitelor 7, 500240 Brașov · CUI RO18734092 · J08/1204/2006</p></div><div><h4 class="footer-heading">Companie</h4><a href="/despre-noi" class="footer-link">Despre noi</a><a href="/branduri" class="footer-link">Branduri partenere</a><a href="/cariere" class="footer-link">Cariere</a><a href="https://www.carpatina-horeca.ro/" class="footer-link" target="_blank">Magazin HoReCa</a></div><div><h4 class="footer-heading">Legal</h4><a href="/termeni-si-conditii" class="footer-link">Termeni și condiții</a><a href="/politica-de-confidentialitate" class="footer-link">Politica de confidențialitate</a><a href="/politica-cookies" class="footer-link">Politica de cookies</a><a href="https://anpc.ro/" class="footer-link" target="_blank">ANPC</a></div><div><h4 class="footer-heading">Social</h4><a href="https://www.facebook.com/carpatinadistributie" class="footer-link" target="_blank">Facebook</a><a href="https://www.linkedin.com/company/carpatina-distributie/" class="footer-link" target="_blank">LinkedIn</a></div></div><div class="footer-bottom">© 2024 Carpatina Distribuție. Toate drepturile rezervate.</div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=64a1f0c2e7b3d9a5c1f2e401" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/js/webflow.7c1e2a9b3.js" type="text/javascript"></script></body></html>`;

const home = `${head('Carpatina Distribuție | Distribuitor de produse alimentare în Transilvania', 'Distribuim produse lactate, mezeluri, conserve și băuturi către 3.800 de magazine și restaurante din centrul țării.', '/', '64a1f0c2e7b3d9a5c1f2e402')}${nav}<section class="hero"><div class="container w-container"><h1 class="hero-heading">Aducem gustul local pe rafturi</h1><p class="hero-paragraph">Distribuitor de produse alimentare din 2006, cu depozite frigorifice în Brașov și Sibiu și 62 de autoutilitare proprii.</p><a href="/branduri" class="button w-button">Vezi brandurile</a></div></section><section class="section-stats"><div class="w-layout-grid stats-grid"><div><div class="stat-number">3.800</div><div>puncte de vânzare</div></div><div><div class="stat-number">45</div><div>branduri partenere</div></div><div><div class="stat-number">9</div><div>județe acoperite</div></div></div></section><section class="section-clients"><div class="container w-container"><h2>Clienții noștri</h2><p>Livrăm zilnic către lanțuri de magazine, restaurante și hoteluri.</p><div class="w-layout-grid logo-grid"><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64c1a2b3_client-profi.png" loading="lazy" alt="Rețeaua de magazine Vecinul Bun"/><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64c1a2b4_client-hotel.png" loading="lazy" alt="Hotel Aro Carpați"/><a href="https://www.restaurantcetate.ro/" target="_blank" class="w-inline-block"><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/64c1a2b5_client-cetate.png" loading="lazy" alt="Restaurant Cetate"/></a></div></div></section><section class="section-testimonial"><div class="container w-container"><blockquote>„Livrări la timp chiar și în sezonul de vârf de la Poiana Brașov.”</blockquote><div>— Andrei Munteanu, director achiziții, Hotel Aro Carpați</div></div></section>${footer}`;

type Brand = { name: string; category: string; url?: string; slug: string };
const brands: Brand[] = [
  { name: 'Lactate Bârsa', category: 'Lactate', url: 'https://www.lactatebarsa.ro/', slug: 'lactate-barsa' },
  { name: 'Mezeluri Târnava', category: 'Mezeluri', url: 'https://mezeluritarnava.ro/produse', slug: 'mezeluri-tarnava' },
  { name: 'Conserve Olt', category: 'Conserve', url: 'http://www.conserveolt.ro', slug: 'conserve-olt' },
  { name: 'Apa Minerală Harghita Izvor', category: 'Băuturi', url: 'https://harghitaizvor.ro/', slug: 'harghita-izvor' },
  { name: 'Miere de Făgăraș', category: 'Dulciuri', slug: 'miere-fagaras' },
  { name: 'Brutăria Schei', category: 'Panificație', url: 'https://www.facebook.com/brutariaschei', slug: 'brutaria-schei' },
];

const branduri = `${head('Branduri partenere | Carpatina Distribuție', 'Producătorii români pe care îi distribuim în exclusivitate sau în regim de distribuție regională.', '/branduri', '64a1f0c2e7b3d9a5c1f2e403')}${nav}<section class="section"><div class="container w-container"><h1>Branduri partenere</h1><p>Suntem distribuitor autorizat pentru producători locali din Transilvania. Fiecare partener beneficiază de depozitare la temperatură controlată, merchandising și acces la rețeaua noastră de 3.800 de magazine.</p><div class="w-dyn-list"><div role="list" class="brand-grid w-dyn-items">${brands
  .map(
    (b) =>
      `<div role="listitem" class="brand-card w-dyn-item"><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e420/${b.slug}-logo.png" loading="lazy" alt="${b.name}" class="brand-logo"/><div class="brand-category">${b.category}</div><h3 class="brand-name">${b.name}</h3>${
        b.url
          ? `<a href="${b.url}" target="_blank" class="brand-link w-inline-block"><div>Site producător</div></a>`
          : `<a href="#" class="brand-link w-inline-block w-condition-invisible"><div>Site producător</div></a>`
      }</div>`,
  )
  .join(
    '',
  )}</div></div><div class="cta-box"><h2>Ești producător?</h2><p>Scrie-ne la <a href="mailto:achizitii@carpatinadistributie.ro">achizitii@carpatinadistributie.ro</a> pentru listare.</p></div></div></section>${footer}`;

const logistica = `${head('Logistică | Carpatina Distribuție', 'Depozite frigorifice, flotă proprie și parteneri de transport.', '/logistica', '64a1f0c2e7b3d9a5c1f2e404')}${nav}<section class="section"><div class="container w-container"><h1>Logistică</h1><p>Operăm 6.500 m² de depozite frigorifice în Brașov și Sibiu. Pentru rutele lungi și livrările către Moldova colaborăm cu partenerii noștri de transport frigorific <a href="https://www.transcarpat.ro/">TransCarpat Logistic</a> și <a href="https://frigotrans-moldova.md/ro/">FrigoTrans</a>.</p><p>Temperatura din fiecare camion este monitorizată în timp real cu senzorii furnizați de partenerul nostru tehnologic <a href="https://coldtrace.io/">ColdTrace</a>.</p><h2>Certificări</h2><p>Depozitele noastre sunt certificate IFS Logistics și autorizate sanitar-veterinar de <a href="https://www.ansvsa.ro/">ANSVSA</a>.</p></div></section>${footer}`;

const b2b = `${head('Comenzi B2B | Carpatina Distribuție', 'Comandă online 24/7 pentru magazine și HoReCa.', '/b2b', '64a1f0c2e7b3d9a5c1f2e405')}${nav}<section class="section"><div class="container w-container"><h1>Comenzi online B2B</h1><p>Clienții noștri comandă 24/7 din aplicația B2B, cu prețuri personalizate și istoricul facturilor.</p><p>Platforma a fost dezvoltată împreună cu partenerii noștri software: <a href="https://www.comandapro.eu/ro/" target="_blank">ComandaPro</a> (aplicația de comenzi) și <a href="https://www.erpcontab.ro/" target="_blank">ContabERP</a> (integrarea cu facturarea și stocurile).</p><a href="https://b2b.carpatinadistributie.ro/login" class="button w-button">Intră în cont</a><div class="app-badges"><a href="https://apps.apple.com/ro/app/carpatina-b2b/id6446120931"><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/app-store-ro.svg" alt="Descarcă din App Store"/></a><a href="https://play.google.com/store/apps/details?id=ro.carpatina.b2b"><img src="https://cdn.prod.website-files.com/64a1f0c2e7b3d9a5c1f2e401/google-play-ro.svg" alt="Disponibil pe Google Play"/></a></div></div></section>${footer}`;

const cariere = `${head('Cariere | Carpatina Distribuție', 'Angajăm agenți de vânzări, șoferi și lucrători în depozit.', '/cariere', '64a1f0c2e7b3d9a5c1f2e406')}${nav}<section class="section"><div class="container w-container"><h1>Cariere</h1><p>Toate posturile deschise sunt publicate pe <a href="https://www.ejobs.ro/company/carpatina-distributie/184420" target="_blank">eJobs</a> și <a href="https://www.bestjobs.eu/ro/companie/carpatina-distributie" target="_blank">BestJobs</a>.</p></div></section>${footer}`;

export const site: CorpusSite = {
  domain: 'carpatinadistributie.ro',
  otherDomains: ['carpatina-horeca.ro'],
  covers:
    'Romanian food distributor on Webflow (CMS collection, Cookie Script, WebFont loader): partner-brand cards with conditional-invisible link for one and Facebook-only for another, logistics and technology partners in prose (.md deep link), software and ERP integration partner in prose; negatives: customer logos, testimonial, certifier/authority, app-store badges, eJobs/BestJobs, B2B subdomain, own HoReCa shop domain',
  pages: {
    '/': { headers, html: home },
    '/branduri': { headers, html: branduri },
    '/logistica': { headers, html: logistica },
    '/b2b': { headers, html: b2b },
    '/cariere': { headers, html: cariere },
  },
  sitemap: ['/', '/branduri', '/logistica', '/b2b', '/cariere'],
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'cookie-script', 'open-graph'],
  partners: {
    'lactatebarsa.ro': 'generic',
    'mezeluritarnava.ro': 'generic',
    'conserveolt.ro': 'generic',
    'harghitaizvor.ro': 'generic',
    'transcarpat.ro': 'generic',
    'frigotrans-moldova.md': 'generic',
    'coldtrace.io': 'technology',
    'comandapro.eu': 'technology',
    'erpcontab.ro': 'technology',
  },
};
