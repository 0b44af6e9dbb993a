import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-varnish': '48211937 47901022',
  via: '1.1 varnish (Varnish/7.1)',
  'content-type': 'text/html; charset=UTF-8',
};

const page = (title: string, path: string, description: string, body: string, extraScripts = '') => `<!DOCTYPE html>
<html lang="fr" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.adev-hautvivarais.fr${path}" />
    <meta property="og:site_name" content="ADEV Haut-Vivarais" />
    <meta property="og:type" content="article" />
    <meta property="og:url" content="https://www.adev-hautvivarais.fr${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="https://www.adev-hautvivarais.fr/sites/default/files/styles/og/public/2024-02/vue-plateau.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/adev/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title} | ADEV Haut-Vivarais</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3b8vR2kLz1YpXc7uN0aT4eW9sD5fH6jK8lM2nB3vC.css?delta=0&amp;language=fr&amp;theme=adev&amp;include=eJxLzs9Jz0ktyc9LTc7ILykHAFmPCAA" />
    <script src="https://sdk.privacy-center.org/6f1c2a7e-93b4-4d1e-a0c2-5b8e7d3f9a10/loader.js?target=www.adev-hautvivarais.fr" charset="utf-8"></script>
  </head>
  <body class="path-node page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header role="banner" class="header">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/adev/logo.svg" alt="Accueil – ADEV Haut-Vivarais, agence de développement économique" /></a>
        <nav role="navigation" aria-labelledby="block-adev-main-menu-menu" id="block-adev-main-menu">
          <h2 class="visually-hidden" id="block-adev-main-menu-menu">Navigation principale</h2>
          <ul class="menu">
            <li class="menu-item"><a href="/s-implanter">S'implanter</a></li>
            <li class="menu-item"><a href="/s-implanter/foncier-immobilier">Foncier &amp; immobilier</a></li>
            <li class="menu-item"><a href="/innover">Innover</a></li>
            <li class="menu-item"><a href="/recruter">Recruter</a></li>
            <li class="menu-item"><a href="/ils-ont-choisi-le-haut-vivarais">Ils nous ont choisis</a></li>
            <li class="menu-item"><a href="/actualites">Actualités</a></li>
            <li class="menu-item"><a href="/contact">Contact</a></li>
          </ul>
        </nav>
      </header>
      <main role="main"><a id="main-content" tabindex="-1"></a>
${body}
      </main>
      <footer role="contentinfo" class="footer">
        <div class="footer__top">
          <p><strong>ADEV Haut-Vivarais</strong><br />12 avenue de la Gare, 07270 Lamastre-les-Pins<br />04 75 06 41 80</p>
          <ul class="menu menu--footer">
            <li><a href="/agence">L'agence</a></li>
            <li><a href="/nos-partenaires">Nos partenaires</a></li>
            <li><a href="/recrutement">L'ADEV recrute</a></li>
            <li><a href="/espace-presse">Espace presse</a></li>
          </ul>
          <ul class="social">
            <li><a href="https://www.linkedin.com/company/adev-haut-vivarais/">LinkedIn</a></li>
            <li><a href="https://x.com/ADEV_HV">X</a></li>
            <li><a href="https://www.youtube.com/channel/UCq3x1bVvHautVivarais">YouTube</a></li>
          </ul>
        </div>
        <div class="footer__bottom">
          <a href="/mentions-legales">Mentions légales</a> | <a href="/donnees-personnelles">Données personnelles</a> | <a href="/accessibilite">Accessibilité : partiellement conforme</a> | <a href="/plan-du-site">Plan du site</a> | <a href="javascript:Didomi.preferences.show()">Gestion des cookies</a>
        </div>
      </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/41","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"fr"},"pluralDelimiter":"\\u0003","ajaxTrustedUrl":[],"user":{"uid":0,"permissionsHash":"a1e4b7"}}</script>
    <script src="/core/misc/drupal.js?v=10.2.5"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.5"></script>
    <script src="/themes/custom/adev/dist/js/main.js?sbk2x1"></script>
${extraScripts}
    <script src="https://stats.adev-hautvivarais.fr/piwik.js" async defer></script>
  </body>
</html>`;

export const site: CorpusSite = {
  domain: 'adev-hautvivarais.fr',
  covers:
    'French regional development agency on Drupal 10: partner page in the footer only, split into institutional partners (linked cards), referenced consultants (channel, table) and a technology partner named in prose, next to EU/regional funders; case-study companies and press mentions as negatives; Leaflet map page',
  sitemap: ['/', '/s-implanter/foncier-immobilier', '/ils-ont-choisi-le-haut-vivarais', '/nos-partenaires'],
  pages: {
    '/': {
      headers,
      html: page(
        'Investir et entreprendre en Haut-Vivarais',
        '/',
        "L'agence de développement économique du Haut-Vivarais accompagne gratuitement les entreprises qui s'implantent et se développent sur le territoire.",
        `        <section class="hero"><h1>Votre projet a de l'avenir en Haut-Vivarais</h1>
          <p>Foncier disponible, aides à l'investissement, recrutement : l'ADEV vous accompagne gratuitement et en toute confidentialité.</p>
          <a class="button" href="/contact">Parlons de votre projet</a></section>
        <section class="chiffres"><ul><li><strong>412</strong> projets accompagnés depuis 2015</li><li><strong>3 850</strong> emplois créés ou maintenus</li><li><strong>96 ha</strong> de foncier économique disponible</li></ul></section>
        <section class="actus"><h2>Actualités</h2>
          <article><h3><a href="/actualites/appel-a-projets-industrie-verte-2024">Appel à projets « Industrie verte » : dépôt avant le 30 septembre</a></h3></article>
          <article><h3><a href="/actualites/salon-global-industrie">Retrouvez-nous au salon Global Industrie à Lyon</a></h3></article>
        </section>
        <section class="financeurs"><h2>L'ADEV est financée par</h2>
          <a href="https://www.region-hautvivarais.fr/"><img src="/sites/default/files/logos/region.svg" alt="Région Haut-Vivarais" /></a>
          <a href="https://www.europe-en-france.gouv.fr/"><img src="/sites/default/files/logos/ue-feder.png" alt="Union européenne – FEDER" /></a>
        </section>`,
      ),
    },
    '/nos-partenaires': {
      headers,
      html: page(
        'Nos partenaires',
        '/nos-partenaires',
        "Les partenaires de l'ADEV Haut-Vivarais : réseau institutionnel, experts référencés et partenaires technologiques.",
        `        <div class="page-title"><h1>Nos partenaires</h1></div>
        <div class="text-formatted"><p>Pour accompagner chaque projet de bout en bout, l'ADEV s'appuie sur un réseau de partenaires publics et privés.</p></div>
        <section class="paragraph paragraph--type--partenaires"><h2>Partenaires institutionnels</h2>
          <div class="cards">
            <article class="card"><img src="/sites/default/files/logos/cci.png" alt="" /><h3>CCI Haut-Vivarais</h3><p>Formalités, formation et appui aux entreprises commerciales et industrielles.</p><a href="https://www.cci-hautvivarais.fr/" class="card__link">Visiter le site</a></article>
            <article class="card"><img src="/sites/default/files/logos/cma.png" alt="" /><h3>Chambre de Métiers et de l'Artisanat</h3><p>Accompagnement des artisans, de la création à la transmission.</p><a href="https://www.cma-hautvivarais.fr/" class="card__link">Visiter le site</a></article>
            <article class="card"><img src="/sites/default/files/logos/business-france.png" alt="" /><h3>Business France</h3><p>Prospection des investisseurs étrangers et promotion de la France à l'international.</p><a href="https://www.businessfrance.fr/" class="card__link">Visiter le site</a></article>
            <article class="card"><img src="/sites/default/files/logos/bpifrance.png" alt="" /><h3>Bpifrance</h3><p>Financement de l'innovation et de la croissance des PME.</p><a href="https://www.bpifrance.fr/" class="card__link">Visiter le site</a></article>
            <article class="card"><img src="/sites/default/files/logos/initiative.png" alt="" /><h3>Initiative Haut-Vivarais</h3><p>Prêts d'honneur pour les créateurs et repreneurs.</p><a href="https://www.initiative-hautvivarais.fr/" class="card__link">Visiter le site</a></article>
          </div>
        </section>
        <section class="paragraph paragraph--type--experts"><h2>Experts référencés</h2>
          <p>Les cabinets ci-dessous sont référencés par l'ADEV pour conduire les études d'implantation et les dossiers d'aides de nos porteurs de projets.</p>
          <table>
            <thead><tr><th>Cabinet</th><th>Spécialité</th><th>Site</th></tr></thead>
            <tbody>
              <tr><td>Lemarchand Conseil</td><td>Études d'implantation, recherche de sites</td><td><a href="https://www.lemarchand-conseil.fr/">lemarchand-conseil.fr</a></td></tr>
              <tr><td>Implantis</td><td>Dossiers d'aides publiques et de crédit d'impôt</td><td><a href="https://implantis-conseil.fr/">implantis-conseil.fr</a></td></tr>
              <tr><td>Rive Droite Avocats</td><td>Droit de l'urbanisme et de l'environnement</td><td><a href="https://www.rivedroite-avocats.fr/">rivedroite-avocats.fr</a></td></tr>
            </tbody>
          </table>
        </section>
        <section class="paragraph paragraph--type--texte"><h2>Partenaire technologique</h2>
          <p>L'observatoire du foncier et la carte interactive des zones d'activités sont développés avec notre partenaire technologique <a href="https://www.cartovia.io/">Cartovia</a>, dont la plateforme SIG alimente aussi les données ouvertes de l'agence.</p>
        </section>
        <section class="paragraph paragraph--type--financeurs"><h2>Nos financeurs</h2>
          <p>Les actions de l'ADEV sont cofinancées par la <a href="https://www.region-hautvivarais.fr/">Région Haut-Vivarais</a>, les intercommunalités membres et l'Union européenne dans le cadre du <a href="https://www.europe-en-france.gouv.fr/">programme FEDER 2021-2027</a>.</p>
        </section>`,
      ),
    },
    '/ils-ont-choisi-le-haut-vivarais': {
      headers,
      html: page(
        'Ils ont choisi le Haut-Vivarais',
        '/ils-ont-choisi-le-haut-vivarais',
        "Témoignages d'entreprises accompagnées par l'ADEV.",
        `        <div class="page-title"><h1>Ils ont choisi le Haut-Vivarais</h1></div>
        <div class="views-view temoignages">
          <article class="temoignage"><h2>Menuiseries Fabre &amp; Fils</h2><blockquote>« L'ADEV nous a trouvé un terrain de 2 ha en six mois et a monté notre dossier d'aide à l'investissement. »</blockquote><p>— Julien Fabre, dirigeant</p><a href="https://www.menuiseries-fabre.fr/">Découvrir l'entreprise</a></article>
          <article class="temoignage"><h2>Biovéa Laboratoires</h2><blockquote>« Un accompagnement réactif et un vrai réseau local pour recruter nos techniciens. »</blockquote><p>— Sandrine Morel, DRH</p><a href="https://www.biovea-labo.com/">Découvrir l'entreprise</a></article>
          <article class="temoignage"><h2>Altipak</h2><blockquote>« Notre nouvelle usine d'emballages recyclables a ouvert en 2023 avec 45 salariés. »</blockquote><a href="https://altipak.eu/">Découvrir l'entreprise</a></article>
        </div>
        <section class="presse"><h2>Ils parlent de nous</h2>
          <ul>
            <li><a href="https://www.lesechos.fr/pme-regions/auvergne-rhone-alpes/haut-vivarais-attractivite-industrie">Les Echos – « Le Haut-Vivarais, nouvelle terre d'industrie »</a></li>
            <li><a href="https://www.usinenouvelle.com/article/altipak-inaugure-son-usine.N2201">L'Usine Nouvelle – Altipak inaugure son usine</a></li>
          </ul>
        </section>`,
      ),
    },
    '/s-implanter/foncier-immobilier': {
      headers,
      html: page(
        'Foncier et immobilier d\u2019entreprise',
        '/s-implanter/foncier-immobilier',
        "Terrains et locaux disponibles dans les zones d'activités du Haut-Vivarais.",
        `        <div class="page-title"><h1>Foncier &amp; immobilier d'entreprise</h1></div>
        <p>Consultez les terrains et bâtiments disponibles sur la carte ci-dessous, ou contactez notre chargé d'affaires foncier.</p>
        <div id="carte-za" class="leaflet-map" style="height:520px" data-geojson="/api/za.geojson"></div>
        <p class="source">Fond de carte © contributeurs OpenStreetMap</p>`,
        '    <script src="/libraries/leaflet/dist/leaflet.js?v=1.9.4"></script>',
      ),
    },
  },
  technologies: ['drupal', 'php', 'open-graph', 'didomi', 'matomo-analytics', 'leaflet', 'apache-http-server', 'varnish'],
  partners: {
    'cci-hautvivarais.fr': 'generic',
    'cma-hautvivarais.fr': 'generic',
    'businessfrance.fr': 'generic',
    'bpifrance.fr': 'generic',
    'initiative-hautvivarais.fr': 'generic',
    'lemarchand-conseil.fr': 'channel',
    'implantis-conseil.fr': 'channel',
    'rivedroite-avocats.fr': 'channel',
    'cartovia.io': 'technology',
  },
};
