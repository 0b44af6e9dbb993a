import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache/2.4.57 (Debian)',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '48213377 48190012',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'cache-control': 'max-age=900, public',
};

function head(title: string, description: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="fr" dir="ltr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.terresdulys.coop${path}" />
    <meta property="og:site_name" content="Terres du Lys" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://www.terresdulys.coop${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="https://www.terresdulys.coop/sites/default/files/2023-06/moisson-flandres.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/terresdulys/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm3vR8kT1yZp2Lx0bN4eW7cH5aUj9sDfG6oIi.css?delta=0&amp;language=fr&amp;theme=terresdulys&amp;include=eJxlj0EOwjAMBD" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Hn7pK2wX9vB4mQ1rT8zL3yC6dF0gJ5sA.css?delta=1&amp;language=fr&amp;theme=terresdulys&amp;include=eJxlj0EOwjAMBD" />
    <script>
      var _paq = window._paq = window._paq || [];
      _paq.push(['trackPageView']);
      _paq.push(['enableLinkTracking']);
      (function() {
        var u="https://stats.terresdulys.coop/";
        _paq.push(['setTrackerUrl', u+'matomo.php']);
        _paq.push(['setSiteId', '3']);
        var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
        g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
      })();
    </script>
    <script>window.axeptioSettings = { clientId: "64f1c2a9b7e3d50012a4c8f1", cookiesVersion: "terresdulys-fr" };</script>
    <script src="https://static.axept.io/sdk.js" async></script>
  </head>`;
}

const top = `  <body class="path-frontpage page-node-type-page">
    <a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header role="banner" class="site-header">
        <div class="region region-header">
          <a href="/" rel="home" class="site-logo"><img src="/themes/custom/terresdulys/logo.svg" alt="Accueil Terres du Lys" /></a>
          <nav role="navigation" aria-labelledby="block-terresdulys-main-menu-menu" id="block-terresdulys-main-menu">
            <h2 class="visually-hidden" id="block-terresdulys-main-menu-menu">Navigation principale</h2>
            <ul class="menu menu--main">
              <li class="menu-item"><a href="/la-cooperative" data-drupal-link-system-path="node/2">La coopérative</a></li>
              <li class="menu-item"><a href="/metiers/cereales" data-drupal-link-system-path="node/5">Céréales</a></li>
              <li class="menu-item"><a href="/metiers/pommes-de-terre" data-drupal-link-system-path="node/6">Pommes de terre</a></li>
              <li class="menu-item"><a href="/metiers/approvisionnement" data-drupal-link-system-path="node/7">Approvisionnement</a></li>
              <li class="menu-item"><a href="/actualites" data-drupal-link-system-path="actualites">Actualités</a></li>
              <li class="menu-item"><a href="/contact" data-drupal-link-system-path="node/9">Contact</a></li>
            </ul>
          </nav>
          <a class="btn-extranet" href="https://extranet.terresdulys.coop/user/login">Espace adhérent</a>
        </div>
      </header>
      <main role="main"><a id="main-content" tabindex="-1"></a>
        <div class="region region-content">`;

const bottom = `        </div>
      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="region region-footer">
          <div class="footer-coordonnees">
            <p><strong>Terres du Lys, société coopérative agricole</strong><br />12 route de Cassel, 59670 Bavinchove<br />03 28 42 17 00</p>
          </div>
          <nav aria-label="Liens utiles">
            <ul class="menu">
              <li><a href="/la-cooperative">Qui sommes-nous ?</a></li>
              <li><a href="/nos-partenaires">Nos partenaires</a></li>
              <li><a href="/recrutement">Recrutement</a></li>
              <li><a href="https://www.magasins-terresdulys.fr/">Nos magasins Jardin &amp; Campagne</a></li>
              <li><a href="/mentions-legales">Mentions légales</a></li>
              <li><a href="/politique-de-confidentialite">Données personnelles</a></li>
              <li><a href="#" onclick="openAxeptioCookies();return false;">Gestion des cookies</a></li>
            </ul>
          </nav>
          <div class="footer-social">
            <a href="https://www.facebook.com/terresdulys" title="Facebook">Facebook</a>
            <a href="https://www.linkedin.com/company/terres-du-lys-cooperative/" title="LinkedIn">LinkedIn</a>
            <a href="https://x.com/terresdulys" title="X">X</a>
          </div>
          <div class="footer-financeurs">
            <img src="/sites/default/files/logos/logo-region-hauts-de-france.png" alt="Région Hauts-de-France" />
            <img src="/sites/default/files/logos/logo-feader.png" alt="L'Europe s'engage en Hauts-de-France avec le FEADER" />
          </div>
          <p class="copyright">© 2024 Terres du Lys</p>
        </div>
      </footer>
    </div>
    <div id="axeptio_overlay" class="axeptio_mount"></div>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.2.4"></script>
    <script src="/core/misc/drupal.js?v=10.2.4"></script>
    <script src="/core/misc/drupal.init.js?v=10.2.4"></script>
    <script src="/themes/custom/terresdulys/dist/js/main.js?sa7k3p"></script>
  </body>
</html>`;

const home = `${head('Accueil | Terres du Lys', 'Terres du Lys, coopérative agricole des Flandres : collecte de céréales et de pommes de terre, approvisionnement et conseil agronomique pour 1 900 adhérents.', '/')}
${top}
          <section class="hero">
            <h1>Ensemble, cultivons les Flandres</h1>
            <p>1 900 agriculteurs adhérents, 38 silos et 420 000 tonnes collectées chaque année.</p>
          </section>
          <section class="chiffres">
            <div><span class="nombre">1 900</span> adhérents</div>
            <div><span class="nombre">38</span> sites de collecte</div>
            <div><span class="nombre">310</span> salariés</div>
          </section>
          <section class="views-element-container actualites-une">
            <h2>À la une</h2>
            <article class="node--type-article node--view-mode-teaser">
              <h3><a href="/actualites/tracabilite-numerique-tracagrain">Traçabilité : un partenariat pour digitaliser la collecte</a></h3>
              <p>Dès la moisson 2024, les bons d'apport deviennent numériques.</p>
            </article>
            <article class="node--type-article node--view-mode-teaser">
              <h3><a href="/actualites/festival-de-la-moisson-2024">Terres du Lys sponsor du Festival de la Moisson</a></h3>
              <p>Rendez-vous à Hazebrouck les 24 et 25 août.</p>
            </article>
          </section>
          <section class="meteo-marches">
            <h2>Marchés et météo</h2>
            <p>Cotations Euronext blé et colza mises à jour chaque jour dans votre <a href="https://extranet.terresdulys.coop/marches">espace adhérent</a>.</p>
          </section>
${bottom}`;

const partenaires = `${head('Nos partenaires | Terres du Lys', 'Instituts techniques, entreprises de transformation et prestataires avec lesquels travaille la coopérative.', '/nos-partenaires')}
${top}
          <article class="node node--type-page">
            <h1 class="page-title">Nos partenaires</h1>
            <div class="field field--name-body">
              <p>Pour apporter le meilleur conseil à ses adhérents et valoriser leurs productions, Terres du Lys s'appuie sur un réseau de partenaires de l'amont à l'aval.</p>
              <h2>Partenaires techniques et agronomiques</h2>
              <div class="paragraph paragraph--type--logos">
                <div class="logo-partenaire"><a href="https://www.agrosat-conseil.fr/" target="_blank"><img src="/sites/default/files/partenaires/agrosat-conseil.png" alt="AgroSat Conseil" /></a><p>Modulation intra-parcellaire de l'azote par imagerie satellite.</p></div>
                <div class="logo-partenaire"><a href="https://station-pommedeterre-nord.fr/essais" target="_blank"><img src="/sites/default/files/partenaires/station-pdt.png" alt="Station d'expérimentation Pomme de terre du Nord" /></a><p>Essais variétaux et protection contre le mildiou.</p></div>
                <div class="logo-partenaire"><img src="/sites/default/files/partenaires/lab-sols-flandres.png" alt="Laboratoire des sols de Flandre" /><p>Analyses de terre pour nos adhérents.</p></div>
              </div>
              <h2>Partenaires aval</h2>
              <p>Nous commercialisons la collecte de nos adhérents auprès d'industriels partenaires engagés dans des filières contractualisées :</p>
              <ul>
                <li><a href="https://www.frites-flandria.be/fr" target="_blank">Flandria Frites</a> (Belgique) — pommes de terre pour la transformation</li>
                <li><a href="https://malterie-delacourt.com/" target="_blank">Malterie Delacourt</a> — orge de brasserie</li>
                <li><a href="https://www.sucrerie-de-lys.fr/" target="_blank">Sucrerie de la Lys</a> — betteraves sucrières</li>
                <li>Meunerie Vandamme — blé meunier CRC</li>
              </ul>
              <h2>Énergie et économie circulaire</h2>
              <p>Nos menues pailles et issues de silo alimentent l'unité de méthanisation de notre partenaire <a href="https://methaflandres.fr/">Métha'Flandres</a>, à Steenvoorde.</p>
              <h2>Ils nous soutiennent</h2>
              <p>Le programme de conseil « Sols vivants » est cofinancé par la Région Hauts-de-France et l'<a href="https://www.agence-eau-artois-picardie.fr/">Agence de l'Eau Artois-Picardie</a>.</p>
            </div>
          </article>
${bottom}`;

const actuPartenariat = `${head('Traçabilité : un partenariat pour digitaliser la collecte | Terres du Lys', 'Terres du Lys et TraçaGrain digitalisent les bons d apport dès la moisson 2024.', '/actualites/tracabilite-numerique-tracagrain')}
${top}
          <article class="node node--type-article">
            <h1 class="page-title">Traçabilité : un partenariat pour digitaliser la collecte</h1>
            <div class="node__meta">Publié le 14 mars 2024</div>
            <div class="field field--name-body">
              <p>Terres du Lys a signé un partenariat technologique avec <a href="https://www.tracagrain.fr/">TraçaGrain</a>, éditeur d'une plateforme de traçabilité des grains. Dès la moisson 2024, chaque apport sera enregistré sur tablette au pont-bascule et consultable par l'adhérent en temps réel.</p>
              <p>« Nos adhérents attendaient une information plus rapide sur la qualité de leurs livraisons », explique Bertrand Lefebvre, directeur des silos.</p>
              <p>Les tablettes ont été installées dans nos 38 silos en février ; les adhérents recevront leurs identifiants par courrier.</p>
              <p>Retrouvez toutes nos actualités dans la rubrique <a href="/actualites">Actualités</a>.</p>
            </div>
          </article>
${bottom}`;

const actuFestival = `${head('Terres du Lys sponsor du Festival de la Moisson | Terres du Lys', 'La coopérative est sponsor officiel du Festival de la Moisson 2024.', '/actualites/festival-de-la-moisson-2024')}
${top}
          <article class="node node--type-article">
            <h1 class="page-title">Terres du Lys sponsor du Festival de la Moisson</h1>
            <div class="node__meta">Publié le 2 juillet 2024</div>
            <div class="field field--name-body">
              <p>Pour la troisième année, la coopérative est sponsor officiel du <a href="https://www.festivaldelamoisson.fr/">Festival de la Moisson</a> d'Hazebrouck : battage à l'ancienne, concours de labour et marché de producteurs.</p>
              <p>Autres sponsors de l'édition 2024 : <a href="https://www.credit-rural-flandres.fr/">Crédit Rural des Flandres</a> et <a href="https://www.tracteurs-decock.fr/">Tracteurs Decock</a>.</p>
            </div>
          </article>
${bottom}`;

const recrutement = `${head('Recrutement | Terres du Lys', 'Rejoignez les équipes de Terres du Lys : silos, conseil agronomique, magasins.', '/recrutement')}
${top}
          <article class="node node--type-page">
            <h1 class="page-title">Recrutement</h1>
            <div class="field field--name-body">
              <p>Chaque été nous recrutons plus de 80 saisonniers pour la moisson. Nos offres de technicien(ne) culture et de responsable de silo sont publiées sur <a href="https://www.apecita.com/recruteur/terres-du-lys">l'APECITA</a> et sur <a href="https://www.welcometothejungle.com/fr/companies/terres-du-lys">Welcome to the Jungle</a>.</p>
            </div>
          </article>
${bottom}`;

export const site: CorpusSite = {
  domain: 'terresdulys.coop',
  otherDomains: ['magasins-terresdulys.fr'],
  covers:
    'French farm cooperative on Drupal 10 (Apache/Varnish, Matomo, Axeptio): partner page with linked logos plus one unlinked, downstream industrial partners in a list (one unlinked, one .be), circular-economy partner in prose, news article announcing a technology partnership; negatives: sponsorship article with other sponsors, co-funders, job boards, extranet subdomain, own shop domain',
  pages: {
    '/': { headers, html: home },
    '/nos-partenaires': { headers, html: partenaires },
    '/actualites/tracabilite-numerique-tracagrain': { headers, html: actuPartenariat },
    '/actualites/festival-de-la-moisson-2024': { headers, html: actuFestival },
    '/recrutement': { headers, html: recrutement },
  },
  sitemap: [
    '/',
    '/nos-partenaires',
    '/actualites/tracabilite-numerique-tracagrain',
    '/actualites/festival-de-la-moisson-2024',
    '/recrutement',
  ],
  technologies: ['drupal', 'php', 'apache-http-server', 'debian', 'varnish', 'matomo-analytics', 'axeptio', 'jquery', 'open-graph'],
  partners: {
    'agrosat-conseil.fr': 'generic',
    'station-pommedeterre-nord.fr': 'generic',
    'frites-flandria.be': 'generic',
    'malterie-delacourt.com': 'generic',
    'sucrerie-de-lys.fr': 'generic',
    'methaflandres.fr': 'generic',
    'tracagrain.fr': 'technology',
  },
};
