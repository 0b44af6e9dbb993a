import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-varnish': '18843221 18020417',
  'x-drupal-cache': 'HIT',
};

function page(title: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="fr" dir="ltr">
<head>
<meta charset="utf-8">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W4RT9ZC');</script>
<!-- End Google Tag Manager -->
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${title} | Quadrant Data</title>
<meta name="description" content="Quadrant Data, cabinet de conseil en data et BI à Lyon : modern data stack, tableaux de bord, gouvernance des données.">
<meta property="og:site_name" content="Quadrant Data">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://www.quadrantdata.fr${path}">
<link rel="canonical" href="https://www.quadrantdata.fr${path}">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3a9kP1x2RzVnB7cDqT.css?delta=0&amp;language=fr&amp;theme=quadrant">
<link rel="stylesheet" media="all" href="/themes/custom/quadrant/dist/css/main.css?sbx2k1">
</head>
<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header role="banner" class="site-header">
  <a href="/" rel="home" class="site-logo"><img src="/themes/custom/quadrant/logo.svg" alt="Accueil Quadrant Data"></a>
  <nav role="navigation" aria-labelledby="block-quadrant-main-menu-menu" id="block-quadrant-main-menu">
    <h2 class="visually-hidden" id="block-quadrant-main-menu-menu">Navigation principale</h2>
    <ul class="menu">
      <li class="menu-item"><a href="/expertises">Expertises</a></li>
      <li class="menu-item"><a href="/references">Références</a></li>
      <li class="menu-item"><a href="/partenaires">Partenaires</a></li>
      <li class="menu-item"><a href="/a-propos">Le cabinet</a></li>
      <li class="menu-item"><a href="/contact">Contact</a></li>
    </ul>
  </nav>
</header>
<main role="main" id="main-content">
${main}
</main>
<footer role="contentinfo" class="site-footer">
  <p>Quadrant Data SAS · 12 quai Perrache, 69002 Lyon · <a href="mailto:bonjour@quadrantdata.fr">bonjour@quadrantdata.fr</a></p>
  <ul class="social">
    <li><a href="https://www.linkedin.com/company/quadrant-data">LinkedIn</a></li>
    <li><a href="https://www.welcometothejungle.com/fr/companies/quadrant-data">Nous rejoindre</a></li>
  </ul>
  <p><a href="/mentions-legales">Mentions légales</a> · <a href="/politique-de-confidentialite">Confidentialité</a></p>
</footer>
</div>
<script src="/core/misc/drupal.js?v=10.2.6"></script>
<script src="/core/misc/drupal.init.js?v=10.2.6"></script>
<script src="/themes/custom/quadrant/dist/js/accordion.js?sbx2k1"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'quadrantdata.fr',
  covers:
    'French Drupal 10 data/BI consultancy: partner page as accordion (éditeurs = technology, partenaires conseil = channel, partenaires académiques = generic); negatives: client references, conference sponsorship, Numeum membership, Qualiopi certification, press article, job board',
  pages: {
    '/': {
      headers,
      html: page(
        'Conseil data & BI à Lyon',
        '/',
        `
<div class="hero">
  <h1>Vos données, enfin utiles à la décision</h1>
  <p>Quadrant Data accompagne les ETI et les collectivités dans la mise en place de leur plateforme data : ingestion, entrepôt cloud, tableaux de bord et gouvernance.</p>
  <a class="button" href="/contact">Parlons de votre projet</a>
</div>
<section class="clients">
  <h2>Ils nous font confiance</h2>
  <ul class="logo-list">
    <li><img src="/sites/default/files/clients/metropole-rhone-sud.png" alt="Métropole Rhône Sud"></li>
    <li><img src="/sites/default/files/clients/laiteries-savoyardes.png" alt="Laiteries Savoyardes"></li>
    <li><img src="/sites/default/files/clients/transalpes-logistique.png" alt="Transalpes Logistique"></li>
  </ul>
</section>
<section class="news">
  <h2>Actualités</h2>
  <article><h3>Quadrant Data, sponsor Gold du Data Summit Lyon 2024</h3><p>Retrouvez-nous sur notre stand au <a href="https://www.datasummit-lyon.fr/">Data Summit Lyon</a> les 14 et 15 novembre.</p></article>
  <article><h3>Les Échos parlent de nous</h3><p>Notre associée Claire Dumas interviewée sur la gouvernance des données dans <a href="https://www.lesechos.fr/tech-medias/data-gouvernance-eti-2024">Les Échos</a>.</p></article>
</section>`,
      ),
    },
    '/partenaires': {
      headers,
      html: page(
        'Nos partenaires',
        '/partenaires',
        `
<article class="node node--type-page">
  <h1 class="page-title">Nos partenaires</h1>
  <div class="field field--name-body">
    <p>Indépendants des éditeurs dans nos recommandations, nous avons néanmoins noué des partenariats techniques et commerciaux pour garantir à nos clients un accès privilégié aux équipes produit et support.</p>
  </div>
  <div class="paragraph paragraph--type-accordion">
    <details class="accordion-item" open>
      <summary>Éditeurs et plateformes technologiques</summary>
      <div class="accordion-body">
        <ul>
          <li><a href="https://www.snowflake.com/fr/">Snowflake</a> — partenaire Select, entrepôt de données cloud</li>
          <li><a href="https://www.tableau.com/fr-fr">Tableau</a> — partenaire revendeur et intégrateur, visualisation</li>
          <li><a href="https://powerbi.microsoft.com/fr-fr/">Microsoft Power BI</a> — partenaire Data &amp; AI</li>
          <li><a href="https://www.altiplano-etl.com/">Altiplano ETL</a> — connecteurs et orchestration des flux</li>
          <li><a href="https://lumenviz.io/">Lumen Viz</a> — data catalog et lignage</li>
        </ul>
      </div>
    </details>
    <details class="accordion-item">
      <summary>Partenaires conseil et intégration</summary>
      <div class="accordion-body">
        <p>Pour les projets qui dépassent notre périmètre, nous travaillons en co-traitance avec <a href="https://www.kermarrec-conseil.fr/">Kermarrec Conseil</a> (Rennes, pilotage ERP) et <a href="https://www.datacrew.be/">Belgian Data Crew</a> (Bruxelles, data engineering), nos partenaires intégrateurs.</p>
      </div>
    </details>
    <details class="accordion-item">
      <summary>Partenaires académiques</summary>
      <div class="accordion-body">
        <p>Nous sommes partenaires de l'<a href="https://www.eidn-lyon.fr/">EIDN Lyon</a> (École d'ingénieurs du numérique) : cours, projets étudiants et alternance.</p>
      </div>
    </details>
  </div>
</article>`,
      ),
    },
    '/a-propos': {
      headers,
      html: page(
        'Le cabinet',
        '/a-propos',
        `
<article class="node node--type-page">
  <h1 class="page-title">Le cabinet</h1>
  <p>Fondé en 2016 par Claire Dumas et Hugo Marchetti, Quadrant Data compte aujourd'hui 28 consultants à Lyon et Grenoble.</p>
  <h2>Engagements</h2>
  <ul>
    <li>Organisme de formation certifié Qualiopi pour nos formations data</li>
    <li>Membre de <a href="https://numeum.fr/">Numeum</a>, le syndicat professionnel des entreprises du numérique</li>
    <li>Signataire de la charte Numérique Responsable de l'<a href="https://institutnr.org/">Institut du Numérique Responsable</a></li>
  </ul>
</article>`,
      ),
    },
    '/references': {
      headers,
      html: page(
        'Références',
        '/references',
        `
<article class="node node--type-page">
  <h1 class="page-title">Références</h1>
  <div class="views-row"><h2><a href="/references/laiteries-savoyardes">Laiteries Savoyardes : pilotage de la collecte laitière</a></h2><p>Snowflake, Tableau</p></div>
  <div class="views-row"><h2><a href="/references/metropole-rhone-sud">Métropole Rhône Sud : open data et tableaux de bord citoyens</a></h2><p>Power BI</p></div>
</article>`,
      ),
    },
  },
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'google-tag-manager', 'open-graph'],
  partners: {
    'snowflake.com': 'technology',
    'tableau.com': 'technology',
    'microsoft.com': 'technology',
    'altiplano-etl.com': 'technology',
    'lumenviz.io': 'technology',
    'kermarrec-conseil.fr': 'channel',
    'datacrew.be': 'channel',
    'eidn-lyon.fr': 'generic',
  },
};
