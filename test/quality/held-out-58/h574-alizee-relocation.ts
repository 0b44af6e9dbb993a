import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://www.alizee-relocation.fr/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

function head(title: string, description: string, path: string, id: number): string {
  return `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title} - Alizée Relocation</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.alizee-relocation.fr${path}" />
<meta property="og:locale" content="fr_FR" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title} - Alizée Relocation" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="https://www.alizee-relocation.fr${path}" />
<meta property="og:site_name" content="Alizée Relocation" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://www.alizee-relocation.fr${path}","url":"https://www.alizee-relocation.fr${path}","name":"${title} - Alizée Relocation","isPartOf":{"@id":"https://www.alizee-relocation.fr/#website"},"inLanguage":"fr-FR"},{"@type":"WebSite","@id":"https://www.alizee-relocation.fr/#website","url":"https://www.alizee-relocation.fr/","name":"Alizée Relocation","publisher":{"@id":"https://www.alizee-relocation.fr/#organization"},"inLanguage":"fr-FR"},{"@type":"Organization","@id":"https://www.alizee-relocation.fr/#organization","name":"Alizée Relocation","url":"https://www.alizee-relocation.fr/","logo":{"@type":"ImageObject","url":"https://www.alizee-relocation.fr/wp-content/uploads/2022/05/logo-alizee.png"},"sameAs":["https://www.linkedin.com/company/alizee-relocation/","https://www.facebook.com/alizeerelocation","https://www.instagram.com/alizee.relocation/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Alizée Relocation &raquo; Flux" href="https://www.alizee-relocation.fr/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://www.alizee-relocation.fr/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://www.alizee-relocation.fr/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.alizee-relocation.fr/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.20.3' media='all' />
<link rel='stylesheet' id='elementor-post-${id}-css' href='https://www.alizee-relocation.fr/wp-content/uploads/elementor/css/post-${id}.css?ver=1712400000' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Lora%3A400%2C600%7CInter%3A400%2C500%2C700&#038;display=swap&#038;ver=6.4.3' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='https://www.alizee-relocation.fr/wp-content/plugins/cookie-law-info/lite/frontend/css/script.min.css?ver=3.2.0' media='all' />
<script src="https://www.alizee-relocation.fr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.alizee-relocation.fr/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script id="cookie-law-info-js-extra">var _ckyConfig = {"_ipData":[],"_assetsURL":"https:\\/\\/www.alizee-relocation.fr\\/wp-content\\/plugins\\/cookie-law-info\\/lite\\/frontend\\/images\\/","_publicURL":"https:\\/\\/www.alizee-relocation.fr"};</script>
<script src="https://www.alizee-relocation.fr/wp-content/plugins/cookie-law-info/lite/frontend/js/script.min.js?ver=3.2.0" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="https://www.alizee-relocation.fr/wp-json/" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="Elementor 3.20.3; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://www.alizee-relocation.fr/wp-content/uploads/2022/05/favicon-150x150.png" sizes="32x32" />
</head>`;
}

const HEADER = `<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a>
<div data-elementor-type="header" data-elementor-id="18" class="elementor elementor-18 elementor-location-header">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container">
    <div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image"><a href="https://www.alizee-relocation.fr"><img width="220" height="60" src="https://www.alizee-relocation.fr/wp-content/uploads/2022/05/logo-alizee.png" alt="Alizée Relocation"></a></div>
    <div class="elementor-widget elementor-widget-nav-menu">
      <nav class="elementor-nav-menu--main" aria-label="Menu">
        <ul id="menu-1-principal" class="elementor-nav-menu">
          <li class="menu-item"><a href="https://www.alizee-relocation.fr/services/" class="elementor-item">Nos services</a>
            <ul class="sub-menu elementor-nav-menu--dropdown">
              <li class="menu-item"><a href="https://www.alizee-relocation.fr/services/installation-a-paris/" class="elementor-sub-item">Installation à Paris</a></li>
              <li class="menu-item"><a href="https://www.alizee-relocation.fr/services/recherche-de-logement/" class="elementor-sub-item">Recherche de logement</a></li>
              <li class="menu-item"><a href="https://www.alizee-relocation.fr/services/immigration-et-titres-de-sejour/" class="elementor-sub-item">Immigration &amp; titres de séjour</a></li>
              <li class="menu-item"><a href="https://www.alizee-relocation.fr/services/depart-de-france/" class="elementor-sub-item">Départ de France</a></li>
            </ul>
          </li>
          <li class="menu-item"><a href="https://www.alizee-relocation.fr/entreprises/" class="elementor-item">Entreprises &amp; RH</a></li>
          <li class="menu-item"><a href="https://www.alizee-relocation.fr/nos-partenaires/" class="elementor-item">Partenaires</a></li>
          <li class="menu-item"><a href="https://www.alizee-relocation.fr/presse/" class="elementor-item">Presse</a></li>
          <li class="menu-item"><a href="https://www.alizee-relocation.fr/contact/" class="elementor-item">Contact</a></li>
          <li class="menu-item lang"><a href="https://www.alizee-relocation.com/" class="elementor-item">EN</a></li>
        </ul>
      </nav>
    </div>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link" href="tel:+33142681530"><span class="elementor-button-icon"><i aria-hidden="true" class="fas fa-phone-alt"></i></span><span class="elementor-button-text">01 42 68 15 30</span></a></div>
  </div>
</div>`;

const FOOTER = `<div data-elementor-type="footer" data-elementor-id="24" class="elementor elementor-24 elementor-location-footer">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container">
    <div class="elementor-widget elementor-widget-text-editor"><p><strong>Alizée Relocation SAS</strong><br>12 rue de la Pépinière, 75008 Paris<br>contact@alizee-relocation.fr</p></div>
    <div class="elementor-widget elementor-widget-icon-list">
      <ul class="elementor-icon-list-items">
        <li class="elementor-icon-list-item"><a href="https://www.alizee-relocation.fr/mentions-legales/">Mentions légales</a></li>
        <li class="elementor-icon-list-item"><a href="https://www.alizee-relocation.fr/politique-de-confidentialite/">Politique de confidentialité</a></li>
        <li class="elementor-icon-list-item"><a href="https://www.alizee-relocation.fr/nos-partenaires/">Nos partenaires</a></li>
        <li class="elementor-icon-list-item"><a href="https://www.alizee-relocation.fr/recrutement/">Nous rejoindre</a></li>
      </ul>
    </div>
    <div class="elementor-widget elementor-widget-social-icons">
      <div class="elementor-social-icons-wrapper elementor-grid">
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/alizee-relocation/" target="_blank"><span class="elementor-screen-only">Linkedin</span><i class="fab fa-linkedin"></i></a></span>
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/alizeerelocation" target="_blank"><span class="elementor-screen-only">Facebook</span><i class="fab fa-facebook"></i></a></span>
        <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/alizee.relocation/" target="_blank"><span class="elementor-screen-only">Instagram</span><i class="fab fa-instagram"></i></a></span>
      </div>
    </div>
    <div class="elementor-widget elementor-widget-image"><img src="https://www.alizee-relocation.fr/wp-content/uploads/2023/01/membre-eura.png" alt="Membre de l'EuRA – Worldwide Relocation Association"></div>
    <div class="elementor-widget elementor-widget-text-editor"><p>© 2024 Alizée Relocation – Tous droits réservés</p></div>
  </div>
</div>
<div class="cky-consent-container cky-box-bottom-left" tabindex="0">
  <div class="cky-consent-bar">
    <div class="cky-notice"><p class="cky-title">Nous respectons votre vie privée</p><div class="cky-notice-des"><p>Nous utilisons des cookies pour améliorer votre expérience de navigation et analyser notre trafic. En cliquant sur « Tout accepter », vous consentez à notre utilisation des cookies.</p></div>
    <div class="cky-notice-btn-wrapper"><button class="cky-btn cky-btn-customize">Personnaliser</button><button class="cky-btn cky-btn-reject">Tout refuser</button><button class="cky-btn cky-btn-accept">Tout accepter</button></div></div>
  </div>
</div>
<script src="https://www.alizee-relocation.fr/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.20.3" id="elementor-webpack-runtime-js"></script>
<script src="https://www.alizee-relocation.fr/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.20.3" id="elementor-frontend-modules-js"></script>
<script src="https://www.alizee-relocation.fr/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.20.3" id="elementor-frontend-js"></script>`;

function page(title: string, description: string, path: string, id: number, body: string): string {
  return `<!doctype html>
<html lang="fr-FR">
${head(title, description, path, id)}
<body class="page-template-default page page-id-${id} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${id}">
${HEADER}
<main id="content" class="site-main post-${id} page type-page status-publish hentry">
<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">
${body}
</div>
</main>
${FOOTER}
</body>
</html>`;
}

function partnerCard(name: string, img: string, text: string, href: string | null): string {
  return `<div class="elementor-element elementor-widget elementor-widget-image-box">
      <div class="elementor-widget-container"><div class="elementor-image-box-wrapper">
        <figure class="elementor-image-box-img"><img width="300" height="150" src="https://www.alizee-relocation.fr/wp-content/uploads/2023/03/${img}" alt="${name}"></figure>
        <div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${name}</h3><p class="elementor-image-box-description">${text}</p></div>
      </div></div>
    </div>${
      href
        ? `
    <div class="elementor-element elementor-widget elementor-widget-button"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}" target="_blank" rel="noopener"><span class="elementor-button-text">Visiter le site</span></a></div></div></div>`
        : ''
    }`;
}

const HOME = page(
  'Relocation et mobilité internationale à Paris',
  'Alizée Relocation accompagne les salariés en mobilité et leurs familles : logement, titres de séjour, écoles et installation à Paris et en Île-de-France.',
  '/',
  8,
  `<div class="elementor-element e-con-full e-flex e-con e-parent" data-element_type="container">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Votre nouvelle vie à Paris commence ici</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>Depuis 2009, nous accompagnons les collaborateurs internationaux et leurs familles dans toutes les étapes de leur installation : recherche de logement, démarches d'immigration, inscription scolaire et découverte de la ville.</p></div>
  <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://www.alizee-relocation.fr/contact/">Demander un devis</a></div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-icon-box"><h3><i class="fas fa-home"></i> Recherche de logement</h3><p>Visites accompagnées, négociation du bail, état des lieux.</p></div>
  <div class="elementor-widget elementor-widget-icon-box"><h3><i class="fas fa-passport"></i> Immigration</h3><p>Passeport talent, carte de séjour salarié détaché, regroupement familial.</p></div>
  <div class="elementor-widget elementor-widget-icon-box"><h3><i class="fas fa-school"></i> Écoles</h3><p>Conseil et inscription dans les écoles bilingues et internationales.</p></div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Ils nous font confiance</h2></div>
  <div class="elementor-widget elementor-widget-image-gallery"><div class="gallery galleryid-8 gallery-columns-5">
    <figure class="gallery-item"><img src="https://www.alizee-relocation.fr/wp-content/uploads/2023/02/client-veridia-pharma.png" alt="Veridia Pharma"></figure>
    <figure class="gallery-item"><img src="https://www.alizee-relocation.fr/wp-content/uploads/2023/02/client-orbis-conseil.png" alt="Orbis Conseil"></figure>
    <figure class="gallery-item"><img src="https://www.alizee-relocation.fr/wp-content/uploads/2023/02/client-lunaris-aerospace.png" alt="Lunaris Aerospace"></figure>
    <figure class="gallery-item"><img src="https://www.alizee-relocation.fr/wp-content/uploads/2023/02/client-banque-delorme.png" alt="Banque Delorme"></figure>
  </div></div>
  <div class="elementor-widget elementor-widget-testimonial"><div class="elementor-testimonial-content">« Alizée a trouvé notre appartement en dix jours et s'est occupé de toutes les démarches à la préfecture. Un vrai soulagement pour notre famille. »</div><div class="elementor-testimonial-name">Sarah &amp; Michael K., mutés de Toronto</div></div>
</div>`,
);

const PARTENAIRES = page(
  'Nos partenaires',
  'Déménageurs, agences immobilières, assureurs, écoles de langues : le réseau de partenaires d’Alizée Relocation.',
  '/nos-partenaires/',
  112,
  `<div class="elementor-element e-con-full e-flex e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Nos partenaires</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>Pour offrir un service complet, nous avons sélectionné des partenaires de confiance avec lesquels nous travaillons au quotidien. Nos clients bénéficient de conditions préférentielles.</p></div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Déménagement</h2></div>
  <div class="e-con-inner e-grid">
    ${partnerCard('Transports Morel Déménagement', 'morel.png', 'Déménageur familial depuis 1962, spécialiste des déménagements internationaux et du garde-meubles en Île-de-France.', 'https://www.morel-demenagement.fr/')}
    ${partnerCard('EuroMove International', 'euromove.png', 'Réseau européen de déménageurs certifiés FIDI pour les transferts depuis et vers toute l’Europe.', 'https://euromove-international.com/fr/')}
  </div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Immobilier</h2></div>
  <div class="e-con-inner e-grid">
    ${partnerCard('Haussmann Locations', 'haussmann-locations.png', 'Agence spécialisée dans la location meublée de moyenne durée pour les cadres en mission.', 'https://www.haussmann-locations.fr/')}
  </div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Assurance &amp; banque</h2></div>
  <div class="e-con-inner e-grid">
    ${partnerCard('Assurexpat', 'assurexpat.png', 'Courtier en assurance santé internationale et prévoyance pour expatriés et impatriés.', 'https://www.assurexpat.fr/')}
  </div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Langues &amp; éducation</h2></div>
  <div class="e-con-inner e-grid">
    ${partnerCard('Lingua Paris', 'lingua-paris.png', 'Cours de français intensifs et coaching interculturel pour conjoints et collaborateurs.', 'https://linguaparis.fr/')}
    ${partnerCard('École Internationale de l’Ouest Parisien', 'eiop.png', 'Établissement bilingue de la maternelle au lycée, avec qui nous organisons des journées portes ouvertes pour nos familles.', null)}
  </div>
</div>
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
  <div class="elementor-widget elementor-widget-text-editor"><p>Vous êtes un professionnel de la mobilité et souhaitez rejoindre notre réseau ? <a href="https://www.alizee-relocation.fr/contact/">Contactez-nous</a>.</p></div>
</div>`,
);

const INSTALLATION = page(
  'Installation à Paris',
  'Notre programme d’installation à Paris : logement, démarches administratives, banque, écoles et cours de français.',
  '/services/installation-a-paris/',
  64,
  `<div class="elementor-element e-con-full e-flex e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Installation à Paris</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <p>Notre programme d’installation couvre les trois premiers mois de votre arrivée : ouverture de compte bancaire, sécurité sociale, permis de conduire, abonnement Navigo et inscription des enfants à l’école.</p>
    <p>Pour l’apprentissage de la langue, nous travaillons en partenariat avec <a href="https://linguaparis.fr/">Lingua Paris</a>, qui propose des cours à domicile. Les questions de fiscalité internationale et de double imposition sont traitées par <a href="https://www.fiscalis-avocats.fr/">Fiscalis Avocats</a>, notre cabinet partenaire.</p>
    <p>Les démarches en préfecture sont gérées par notre équipe immigration. Plus d’informations sur le site officiel <a href="https://www.service-public.fr/particuliers/vosdroits/N110">service-public.fr</a>.</p>
  </div>
  <div class="elementor-widget elementor-widget-toggle">
    <div class="elementor-toggle">
      <div class="elementor-tab-title"><i class="fas fa-caret-right"></i> Combien de temps dure le programme ?</div>
      <div class="elementor-tab-content"><p>Entre 4 et 12 semaines selon la formule choisie par votre employeur.</p></div>
    </div>
  </div>
</div>`,
);

const PRESSE = page(
  'Presse',
  'Alizée Relocation dans les médias.',
  '/presse/',
  131,
  `<div class="elementor-element e-con-full e-flex e-con e-parent">
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Ils parlent de nous</h1></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <ul>
      <li><a href="https://www.lefigaro.fr/emploi/mobilite-internationale-paris-attire-les-talents-20240115" target="_blank" rel="noopener">Le Figaro Emploi</a> – « Mobilité internationale : Paris attire de nouveau les talents » (janvier 2024)</li>
      <li><a href="https://www.lesechos.fr/carrieres/les-entreprises-misent-sur-la-relocation-2023" target="_blank" rel="noopener">Les Echos</a> – « Les entreprises misent sur la relocation pour recruter à l’étranger » (juin 2023)</li>
      <li><a href="https://www.courriercadres.com/expatriation/relocation-les-bons-reflexes" target="_blank" rel="noopener">Courrier Cadres</a> – Interview de notre fondatrice, Claire Anselme</li>
    </ul>
    <p>Contact presse : presse@alizee-relocation.fr</p>
  </div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'alizee-relocation.fr',
  otherDomains: ['alizee-relocation.com'],
  covers:
    'French relocation agency on WordPress with Elementor and the Hello Elementor theme (Yoast, CookieYes plugin, Google Fonts, Font Awesome icon classes, Apache): partner page of Elementor image boxes grouped by kind with "Visiter le site" buttons and one partner without a link, partners named in service-page prose with links; negatives are client logos, testimonial, press list, government site, membership badge, social links, own English domain',
  pages: {
    '/': { headers: HEADERS, html: HOME },
    '/nos-partenaires/': { headers: HEADERS, html: PARTENAIRES },
    '/services/installation-a-paris/': { headers: HEADERS, html: INSTALLATION },
    '/presse/': { headers: HEADERS, html: PRESSE },
  },
  sitemap: ['/', '/services/', '/services/installation-a-paris/', '/entreprises/', '/nos-partenaires/', '/presse/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'cookieyes',
    'jquery',
    'jquery-migrate',
    'rss',
    'google-font-api',
    'font-awesome',
    'apache-http-server',
    'open-graph',
  ],
  partners: {
    'morel-demenagement.fr': 'generic',
    'euromove-international.com': 'generic',
    'haussmann-locations.fr': 'generic',
    'assurexpat.fr': 'generic',
    'linguaparis.fr': 'generic',
    'fiscalis-avocats.fr': 'generic',
  },
};
