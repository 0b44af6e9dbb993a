import type { CorpusSite } from '../corpus/types.js';

const WP_HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache/2.4.62 (Debian)',
  'x-powered-by': 'PHP/8.2.24',
  link: '<https://larondedescretes.fr/wp-json/>; rel="https://api.w.org/"',
  'set-cookie': 'pll_language=fr; expires=Fri, 30 Jan 2026 09:12:44 GMT; Max-Age=31536000; path=/; secure; SameSite=Lax',
};

function head(title: string, description: string, path: string, pageId: number): string {
  return `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v23.4 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://larondedescretes.fr${path}">
<meta property="og:locale" content="fr_FR">
<meta property="og:type" content="article">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://larondedescretes.fr${path}">
<meta property="og:site_name" content="La Ronde des Crêtes">
<meta property="og:image" content="https://larondedescretes.fr/wp-content/uploads/2024/06/ronde-cretes-peloton-hohneck.jpg">
<meta name="twitter:card" content="summary_large_image">
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="La Ronde des Crêtes &raquo; Flux" href="https://larondedescretes.fr/feed/">
<link rel="alternate" hreflang="fr" href="https://larondedescretes.fr${path}">
<link rel="alternate" hreflang="en" href="https://larondedescretes.fr/en${path}">
<link rel='stylesheet' id='hello-elementor-css' href='https://larondedescretes.fr/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all'>
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://larondedescretes.fr/wp-content/themes/hello-elementor/theme.min.css?ver=3.1.1' media='all'>
<link rel='stylesheet' id='elementor-frontend-css' href='https://larondedescretes.fr/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.5' media='all'>
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='https://larondedescretes.fr/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1727781123' media='all'>
<script src="https://larondedescretes.fr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://larondedescretes.fr/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://larondedescretes.fr/wp-json/">
<meta name="generator" content="WordPress 6.6.2">
<meta name="generator" content="Elementor 3.24.5; features: additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5QW8R2L');</script>
<!-- End Google Tag Manager -->
</head>`;
}

const header = `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header">
  <div class="elementor-element elementor-element-3a1c e-flex e-con-boxed e-con e-parent">
    <a href="https://larondedescretes.fr/" class="site-logo"><img src="https://larondedescretes.fr/wp-content/uploads/2023/11/logo-ronde-des-cretes.svg" alt="La Ronde des Crêtes" width="190" height="60"></a>
    <nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu principal">
      <ul id="menu-1-principal" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://larondedescretes.fr/parcours/" class="elementor-item">Parcours</a></li>
        <li class="menu-item"><a href="https://larondedescretes.fr/inscriptions/" class="elementor-item">Inscriptions</a></li>
        <li class="menu-item"><a href="https://larondedescretes.fr/hebergement/" class="elementor-item">Hébergement</a></li>
        <li class="menu-item"><a href="https://larondedescretes.fr/resultats/" class="elementor-item">Résultats</a></li>
        <li class="menu-item"><a href="https://larondedescretes.fr/partenaires/" class="elementor-item">Partenaires</a></li>
        <li class="menu-item"><a href="https://larondedescretes.fr/benevoles/" class="elementor-item">Bénévoles</a></li>
        <li class="menu-item lang-item lang-item-en"><a href="https://larondedescretes.fr/en/" hreflang="en-GB" lang="en-GB">EN</a></li>
      </ul>
    </nav>
  </div>
</div>`;

const footer = `<div data-elementor-type="footer" data-elementor-id="48" class="elementor elementor-48 elementor-location-footer">
  <div class="elementor-element e-con-full e-flex e-con e-parent">
    <div class="elementor-widget-text-editor">
      <p><strong>Association Ronde des Crêtes</strong><br>12 rue du Lac, 88400 Gérardmer<br><a href="mailto:contact@larondedescretes.fr">contact@larondedescretes.fr</a></p>
      <p>Épreuve inscrite au calendrier de la Fédération française de cyclisme (<a href="https://www.ffc.fr/">FFC</a>).</p>
    </div>
    <div class="elementor-widget-social-icons">
      <a class="elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/larondedescretes" target="_blank">Facebook</a>
      <a class="elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/larondedescretes/" target="_blank">Instagram</a>
      <a class="elementor-social-icon elementor-social-icon-strava" href="https://www.strava.com/clubs/ronde-des-cretes" target="_blank">Strava</a>
    </div>
    <ul class="footer-legal">
      <li><a href="https://larondedescretes.fr/mentions-legales/">Mentions légales</a></li>
      <li><a href="https://larondedescretes.fr/politique-de-confidentialite/">Politique de confidentialité</a></li>
      <li><a href="https://larondedescretes.fr/reglement/">Règlement de l'épreuve</a></li>
      <li><a href="https://larondedescretes.fr/benevoles/">Devenir bénévole</a></li>
      <li><a href="https://larondedescretes.fr/partenaires/">Devenir partenaire</a></li>
    </ul>
    <p class="copyright">© 2024 La Ronde des Crêtes – Tous droits réservés</p>
  </div>
</div>`;

function page(title: string, description: string, path: string, pageId: number, content: string): string {
  return `<!doctype html>
<html lang="fr-FR">
${head(title, description, path, pageId)}
<body class="page-template-default page page-id-${pageId} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5QW8R2L" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a>
${header}
<main id="content" class="site-main post-${pageId} page type-page status-publish">
  <div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">
${content}
  </div>
</main>
${footer}
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner cmplz-hidden banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog" aria-labelledby="cmplz-header-1-optin">
  <div class="cmplz-header"><div class="cmplz-title" id="cmplz-header-1-optin">Gérer le consentement</div></div>
  <div class="cmplz-body"><div class="cmplz-message">Pour offrir les meilleures expériences, nous utilisons des technologies telles que les cookies pour stocker et/ou accéder aux informations des appareils.</div></div>
  <div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepter</button><button class="cmplz-btn cmplz-deny">Refuser</button><button class="cmplz-btn cmplz-view-preferences">Voir les préférences</button></div>
</div></div>
<script src="https://larondedescretes.fr/wp-content/plugins/complianz-gdpr-premium/cookiebanner/js/complianz.min.js?ver=1726652051" id="cmplz-cookiebanner-js"></script>
<script src="https://larondedescretes.fr/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.24.5" id="elementor-webpack-runtime-js"></script>
<script src="https://larondedescretes.fr/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.24.5" id="elementor-frontend-modules-js"></script>
<script src="https://larondedescretes.fr/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.5" id="elementor-frontend-js"></script>
</body>
</html>`;
}

const home = page(
  'La Ronde des Crêtes – Cyclosportive des Hautes-Vosges – 14 juin 2025',
  'Cyclosportive au départ de Gérardmer : 3 parcours de 62, 118 et 176 km par le Hohneck, le Grand Ballon et la route des Crêtes.',
  '/',
  9,
  `    <div class="elementor-element e-con-full e-flex e-con e-parent hero">
      <h1 class="elementor-heading-title">La Ronde des Crêtes 2025</h1>
      <p class="hero-date">Samedi 14 juin 2025 – Gérardmer (88)</p>
      <p>3 parcours, 2 400 cyclistes, et les plus beaux cols des Vosges.</p>
      <a class="elementor-button elementor-button-link" href="https://www.inscrivo.com/evenements/ronde-des-cretes-2025">Je m'inscris</a>
      <a class="elementor-button elementor-button-link" href="https://larondedescretes.fr/parcours/">Voir les parcours</a>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent chiffres">
      <div class="elementor-counter"><span class="elementor-counter-number">176</span> km</div>
      <div class="elementor-counter"><span class="elementor-counter-number">3 850</span> m D+</div>
      <div class="elementor-counter"><span class="elementor-counter-number">12</span>e édition</div>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent actus">
      <h2 class="elementor-heading-title">Actualités</h2>
      <article><a href="https://larondedescretes.fr/2024/11/ouverture-des-inscriptions-2025/">Ouverture des inscriptions 2025 le 2 décembre</a></article>
      <article><a href="https://larondedescretes.fr/2024/06/resultats-edition-2024/">Résultats et photos de l'édition 2024</a></article>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent temoignages">
      <h2 class="elementor-heading-title">Ils l'ont roulée</h2>
      <blockquote>« Une organisation au top et des ravitaillements incroyables au sommet du Hohneck. » – Claire, Nancy</blockquote>
      <blockquote>« Le plus beau parcours de l'Est, je reviens chaque année. » – Thomas, Strasbourg</blockquote>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent logos-sponsors">
      <h2 class="elementor-heading-title">Merci à nos sponsors</h2>
      <div class="elementor-widget-image"><a href="https://www.creditvosgien.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-credit-vosgien.png" alt="Crédit Vosgien"></a></div>
      <div class="elementor-widget-image"><a href="https://www.hauteschaumes-fromagerie.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-hautes-chaumes.png" alt="Fromagerie des Hautes Chaumes"></a></div>
      <div class="elementor-widget-image"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-garage-valentin.png" alt="Garage Valentin Peugeot"></div>
      <a href="https://larondedescretes.fr/partenaires/">Tous nos partenaires</a>
    </div>`,
);

const partenaires = page(
  'Partenaires & sponsors – La Ronde des Crêtes',
  "La Ronde des Crêtes n'existerait pas sans ses partenaires institutionnels, techniques et médias, ni sans ses sponsors.",
  '/partenaires/',
  214,
  `    <div class="elementor-element e-con-boxed e-flex e-con e-parent">
      <h1 class="elementor-heading-title">Nos partenaires</h1>
      <div class="elementor-widget-text-editor"><p>Chaque année, plus de 300 bénévoles et de nombreux partenaires rendent possible la Ronde des Crêtes. Merci à eux !</p></div>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent partenaires-institutionnels">
      <h2 class="elementor-heading-title">Partenaires institutionnels</h2>
      <div class="e-grid">
        <div class="elementor-widget-image-box"><a href="https://www.vosges.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2023/12/cd88.png" alt="Conseil départemental des Vosges"></a><h3 class="elementor-image-box-title">Département des Vosges</h3></div>
        <div class="elementor-widget-image-box"><a href="https://www.ccghv.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2023/12/ccghv.png" alt="Communauté de communes Gérardmer Hautes Vosges"></a><h3 class="elementor-image-box-title">Communauté de communes Gérardmer Hautes Vosges</h3></div>
        <div class="elementor-widget-image-box"><a href="https://www.gerardmer-cretes-tourisme.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2023/12/ot-gerardmer.png" alt="Office de tourisme"></a><h3 class="elementor-image-box-title">Office de tourisme Gérardmer – Crêtes</h3></div>
      </div>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent partenaires-techniques">
      <h2 class="elementor-heading-title">Partenaires techniques</h2>
      <div class="e-grid">
        <div class="elementor-widget-image-box">
          <img src="https://larondedescretes.fr/wp-content/uploads/2023/12/inscrivo.png" alt="Inscrivo">
          <h3 class="elementor-image-box-title">Inscrivo</h3>
          <p class="elementor-image-box-description">Notre partenaire technologique pour les inscriptions en ligne, le paiement sécurisé et la gestion des dossards.</p>
          <a href="https://www.inscrivo.com/">Visiter le site</a>
        </div>
        <div class="elementor-widget-image-box">
          <img src="https://larondedescretes.fr/wp-content/uploads/2023/12/chronoest.png" alt="Chrono Est Timing">
          <h3 class="elementor-image-box-title">Chrono Est Timing</h3>
          <p class="elementor-image-box-description">Chronométrage par puce, classements en direct et diplômes.</p>
          <a href="https://chronoest-timing.fr/">Visiter le site</a>
        </div>
        <div class="elementor-widget-image-box">
          <img src="https://larondedescretes.fr/wp-content/uploads/2023/12/cycles-barthelemy.png" alt="Cycles Barthélémy">
          <h3 class="elementor-image-box-title">Cycles Barthélémy</h3>
          <p class="elementor-image-box-description">Assistance mécanique sur les trois parcours et au village départ.</p>
          <a href="https://www.cycles-barthelemy.fr/">Visiter le site</a>
        </div>
        <div class="elementor-widget-image-box">
          <img src="https://larondedescretes.fr/wp-content/uploads/2023/12/secouristes-88.png" alt="Secouristes des Vosges">
          <h3 class="elementor-image-box-title">Protection civile des Vosges</h3>
          <p class="elementor-image-box-description">Postes de secours au départ et aux sommets.</p>
        </div>
      </div>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent partenaires-medias">
      <h2 class="elementor-heading-title">Partenaires médias</h2>
      <div class="elementor-widget-text-editor">
        <p>Suivez la course en direct sur <a href="https://www.radiocretesfm.fr/">Radio Crêtes FM</a> (96.4) et retrouvez le supplément spécial dans <a href="https://www.vosgesvelomag.fr/">Vosges Vélo Magazine</a>, nos deux partenaires médias.</p>
      </div>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent sponsors">
      <h2 class="elementor-heading-title">Nos sponsors</h2>
      <div class="elementor-widget-text-editor"><p>Les sponsors financent les ravitaillements, les lots et les maillots finishers.</p></div>
      <div class="e-grid">
        <div class="elementor-widget-image"><a href="https://www.creditvosgien.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-credit-vosgien.png" alt="Crédit Vosgien – sponsor titre"></a></div>
        <div class="elementor-widget-image"><a href="https://www.hauteschaumes-fromagerie.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-hautes-chaumes.png" alt="Fromagerie des Hautes Chaumes"></a></div>
        <div class="elementor-widget-image"><a href="https://www.eaux-de-plainfaing.fr/"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-plainfaing.png" alt="Eaux de Plainfaing"></a></div>
        <div class="elementor-widget-image"><img src="https://larondedescretes.fr/wp-content/uploads/2024/02/logo-garage-valentin.png" alt="Garage Valentin Peugeot"></div>
      </div>
    </div>
    <div class="elementor-element e-con-boxed e-flex e-con e-parent devenir-partenaire">
      <h2 class="elementor-heading-title">Devenir partenaire ou sponsor</h2>
      <div class="elementor-widget-text-editor"><p>Associez votre marque à 2 400 cyclistes et 8 000 spectateurs. Téléchargez notre <a href="https://larondedescretes.fr/wp-content/uploads/2024/09/dossier-partenariat-2025.pdf">dossier de partenariat 2025</a> ou écrivez à <a href="mailto:partenaires@larondedescretes.fr">partenaires@larondedescretes.fr</a>.</p></div>
    </div>`,
);

const hebergement = page(
  'Hébergement – La Ronde des Crêtes',
  'Hôtels, campings et gîtes partenaires à Gérardmer et aux alentours, avec tarifs préférentiels pour les participants.',
  '/hebergement/',
  231,
  `    <div class="elementor-element e-con-boxed e-flex e-con e-parent">
      <h1 class="elementor-heading-title">Où dormir ?</h1>
      <div class="elementor-widget-text-editor"><p>Nos hébergeurs partenaires proposent un tarif préférentiel aux participants sur présentation de leur confirmation d'inscription (code <strong>CRETES25</strong>).</p></div>
      <div class="e-grid hebergeurs">
        <div class="elementor-widget-icon-box"><h3>Hôtel du Lac de Longemer ***</h3><p>À 4 km du départ, parking vélos sécurisé.</p><a href="https://www.hotel-lac-longemer.fr/">hotel-lac-longemer.fr</a></div>
        <div class="elementor-widget-icon-box"><h3>Camping Les Myrtilles</h3><p>Emplacements réservés aux cyclistes du 12 au 15 juin.</p><a href="https://camping-lesmyrtilles.fr/reservation/">Réserver</a></div>
        <div class="elementor-widget-icon-box"><h3>Résidence Les Jonquilles</h3><p>Appartements 2 à 6 personnes, local vélos.</p><a href="https://www.residence-jonquilles.com/">residence-jonquilles.com</a></div>
        <div class="elementor-widget-icon-box"><h3>Chalet-hôtel de la Schlucht</h3><p>Au sommet du col, idéal pour les accompagnants. Tél. 03 29 55 01 23.</p></div>
      </div>
      <div class="elementor-widget-text-editor"><p>Pour les autres hébergements, consultez l'<a href="https://www.gerardmer-cretes-tourisme.fr/hebergements/">office de tourisme</a>.</p></div>
    </div>`,
);

const inscriptions = page(
  'Inscriptions 2025 – La Ronde des Crêtes',
  'Tarifs, parcours et inscription en ligne pour la Ronde des Crêtes 2025.',
  '/inscriptions/',
  188,
  `    <div class="elementor-element e-con-boxed e-flex e-con e-parent">
      <h1 class="elementor-heading-title">Inscriptions 2025</h1>
      <table class="tarifs">
        <thead><tr><th>Parcours</th><th>Distance</th><th>Jusqu'au 31 mars</th><th>À partir du 1er avril</th></tr></thead>
        <tbody>
          <tr><td>La Découverte</td><td>62 km</td><td>28 €</td><td>35 €</td></tr>
          <tr><td>La Vosgienne</td><td>118 km</td><td>38 €</td><td>45 €</td></tr>
          <tr><td>La Grande Ronde</td><td>176 km</td><td>45 €</td><td>55 €</td></tr>
        </tbody>
      </table>
      <p>Les inscriptions se font exclusivement en ligne via Inscrivo. Certificat médical ou licence FFC obligatoire.</p>
      <iframe src="https://widget.inscrivo.com/embed/ronde-des-cretes-2025?lang=fr" width="100%" height="900" title="Formulaire d'inscription" loading="lazy"></iframe>
    </div>`,
);

export const site: CorpusSite = {
  domain: 'larondedescretes.fr',
  covers:
    'French WordPress/Elementor cycling race: partner page split into institutional, technical (one technology platform, service partners, one without link) and media partners next to a linked sponsor grid; partner hotels as cards; sponsors on the home page, federation, Strava and social links as negatives',
  pages: {
    '/': { headers: WP_HEADERS, html: home },
    '/partenaires/': { headers: WP_HEADERS, html: partenaires },
    '/hebergement/': { headers: WP_HEADERS, html: hebergement },
    '/inscriptions/': { headers: WP_HEADERS, html: inscriptions },
  },
  sitemap: ['/', '/parcours/', '/inscriptions/', '/hebergement/', '/partenaires/', '/benevoles/', '/resultats/'],
  technologies: [
    'apache-http-server',
    'complianz',
    'debian',
    'elementor',
    'google-tag-manager',
    'hello-elementor',
    'jquery',
    'jquery-migrate',
    'mysql',
    'open-graph',
    'php',
    'polylang',
    'rss',
    'wordpress',
    'yoast-seo',
  ],
  partners: {
    'vosges.fr': 'generic',
    'ccghv.fr': 'generic',
    'gerardmer-cretes-tourisme.fr': 'generic',
    'inscrivo.com': 'technology',
    'chronoest-timing.fr': 'generic',
    'cycles-barthelemy.fr': 'generic',
    'radiocretesfm.fr': 'generic',
    'vosgesvelomag.fr': 'generic',
    'hotel-lac-longemer.fr': 'generic',
    'camping-lesmyrtilles.fr': 'generic',
    'residence-jonquilles.com': 'generic',
  },
};
