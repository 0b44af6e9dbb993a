import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  'x-varnish': '918273645 918273001',
  via: '1.1 varnish (Varnish/7.4)',
  'content-language': 'fr',
};

function layout(title: string, description: string, path: string, nodeClass: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="fr" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${description}" />
    <link rel="canonical" href="https://www.clp-polymeres.fr${path}" />
    <meta property="og:site_name" content="CLP – Chimie Lyonnaise des Polymères" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://www.clp-polymeres.fr${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:image" content="https://www.clp-polymeres.fr/sites/default/files/2023-09/clp-site-saint-fons.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/clp/favicon.ico" type="image/vnd.microsoft.icon" />
    <link rel="alternate" hreflang="fr" href="https://www.clp-polymeres.fr${path}" />
    <link rel="alternate" hreflang="en" href="https://www.clp-polymeres.fr/en" />
    <title>${title} | CLP – Chimie Lyonnaise des Polymères</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_9aQm3VxK2LrT0bWf7nYzPq1uE4sHdJ6cGiO8kMvA5Xo.css?delta=0&amp;language=fr&amp;theme=clp&amp;include=eJxLzs_RT8_PT89J1U3OyUxNLMrPz0nVTy4uLskvSk3OT0lFiLVUAgDdBw6w" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Lw0pT2nR7eYk5cVb3xQa9mZs1uHfJ4dGiO6oKvN8BrE.css?delta=1&amp;language=fr&amp;theme=clp&amp;include=eJxLzs_RT8_PT89J1U3OyUxNLMrPz0nVTy4uLskvSk3OT0lFiLVUAgDdBw6w" />
    <script defer data-domain="clp-polymeres.fr" src="https://plausible.io/js/plausible.js"></script>
  </head>
  <body class="path-node page-node-type-${nodeClass}">
    <a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header role="banner" class="site-header">
        <div class="region region-header">
          <div id="block-clp-branding" class="block block-system block-system-branding-block">
            <a href="/fr" rel="home" class="site-logo"><img src="/themes/custom/clp/logo.svg" alt="Accueil – CLP Chimie Lyonnaise des Polymères" /></a>
          </div>
          <nav role="navigation" aria-labelledby="block-clp-main-menu-menu" id="block-clp-main-menu">
            <h2 class="visually-hidden" id="block-clp-main-menu-menu">Navigation principale</h2>
            <ul class="menu menu--main">
              <li class="menu-item"><a href="/fr/produits" data-drupal-link-system-path="node/12">Produits</a></li>
              <li class="menu-item"><a href="/fr/marches" data-drupal-link-system-path="node/13">Marchés</a></li>
              <li class="menu-item"><a href="/fr/reseau-de-distribution" data-drupal-link-system-path="node/41">Réseau de distribution</a></li>
              <li class="menu-item"><a href="/fr/a-propos" data-drupal-link-system-path="node/7">À propos</a></li>
              <li class="menu-item"><a href="/fr/actualites" data-drupal-link-system-path="actualites">Actualités</a></li>
              <li class="menu-item"><a href="/fr/contact" data-drupal-link-system-path="node/9">Contact</a></li>
            </ul>
          </nav>
          <div class="language-switcher-language-url" id="block-clp-languageswitcher">
            <ul class="links"><li hreflang="fr" class="is-active"><a href="/fr" class="language-link is-active" hreflang="fr">FR</a></li><li hreflang="en"><a href="/en" class="language-link" hreflang="en">EN</a></li></ul>
          </div>
        </div>
      </header>
      <main role="main">
        <a id="main-content" tabindex="-1"></a>
        <div class="region region-content">
          <div data-drupal-messages-fallback class="hidden"></div>
          <article class="node node--type-${nodeClass} node--view-mode-full">
${content}
          </article>
        </div>
      </main>
      <footer role="contentinfo" class="site-footer">
        <div class="region region-footer">
          <div class="block block-block-content footer-address">
            <p><strong>CLP – Chimie Lyonnaise des Polymères SAS</strong><br />12 rue de l'Industrie – 69190 Saint-Fons – France<br />Tél. +33 4 78 70 31 00</p>
          </div>
          <nav class="block block-menu menu--footer" aria-label="Pied de page">
            <ul class="menu">
              <li class="menu-item"><a href="/fr/mentions-legales">Mentions légales</a></li>
              <li class="menu-item"><a href="/fr/politique-de-confidentialite">Politique de confidentialité</a></li>
              <li class="menu-item"><a href="/fr/fiches-de-donnees-de-securite">Fiches de données de sécurité</a></li>
              <li class="menu-item"><a href="https://www.welcometothejungle.com/fr/companies/clp-polymeres/jobs">Nous rejoindre</a></li>
            </ul>
          </nav>
          <div class="block footer-social"><a href="https://www.linkedin.com/company/clp-polymeres/" aria-label="LinkedIn">LinkedIn</a></div>
        </div>
      </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"fr\\/","currentPath":"node\\/41","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"fr"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"5c1f0e0f8a2d7a4b3e9c6d1f2a8b7c0d4e3f5a6b9c8d7e1f2a3b4c5d6e7f8a9b"}}</script>
    <script src="/sites/default/files/js/js_Q2wE4rT6yU8iO0pA1sD3fG5hJ7kL9zX2cV4bN6mQ8wE.js?scope=footer&amp;delta=0&amp;language=fr&amp;theme=clp&amp;include=eJxLzs_RT8_PT89J1U3OyUxNLMrPz0nVTy4uLskvSk3OT0lFiLVUAgDdBw6w"></script>
  </body>
</html>`;
}

const home = layout(
  'Additifs et résines pour plastiques techniques',
  "CLP formule et produit à Saint-Fons des additifs, mélanges-maîtres et résines pour l'industrie des plastiques, des peintures et des composites.",
  '/fr',
  'landing_page',
  `            <section class="hero">
              <h1>La chimie des polymères, formulée à Lyon depuis 1957</h1>
              <p>Stabilisants UV, ignifugeants sans halogène, résines polyester et mélanges-maîtres sur mesure pour l'injection, l'extrusion et les composites.</p>
              <a class="button" href="/fr/produits">Découvrir nos gammes</a>
            </section>
            <section class="video">
              <h2>Visite de notre site de Saint-Fons</h2>
              <iframe width="720" height="405" src="https://www.youtube-nocookie.com/embed/q8Xv2LmR4tA" title="CLP – visite du site de Saint-Fons" frameborder="0" allowfullscreen></iframe>
            </section>
            <section class="chiffres">
              <ul><li><strong>210</strong> collaborateurs</li><li><strong>38 000 t</strong> produites par an</li><li><strong>46</strong> pays livrés</li></ul>
            </section>
            <section class="view view-actualites">
              <h2>Actualités</h2>
              <div class="views-row"><a href="/fr/actualites/clp-medaille-or-ecovadis-2024">CLP obtient la médaille d'or EcoVadis pour la deuxième année consécutive</a></div>
              <div class="views-row"><a href="/fr/actualites/nouveau-distributeur-maroc">Un nouveau distributeur pour le Maghreb</a></div>
            </section>`,
);

const reseau = layout(
  'Réseau de distribution',
  'Nos distributeurs agréés en France, en Europe et en Afrique du Nord : stock local, conseil technique et livraison en petites quantités.',
  '/fr/reseau-de-distribution',
  'page',
  `            <h1 class="page-title">Réseau de distribution</h1>
            <div class="field field--name-body">
              <p>Pour les commandes inférieures à une palette ou les livraisons express, nos <strong>distributeurs agréés</strong> tiennent un stock local de nos références les plus courantes et vous accompagnent avec leurs propres techniciens d'application.</p>
              <p>Les grands comptes sont suivis directement par notre équipe commerciale à Saint-Fons.</p>
            </div>
            <div class="paragraph paragraph--type--accordion">
              <details class="accordion-item">
                <summary>France – Nord et Île-de-France</summary>
                <div class="accordion-body">
                  <p><strong>Chimidis Nord</strong> – Lesquin (59)<br />Distributeur agréé depuis 2009 pour les additifs et mélanges-maîtres.<br /><a href="https://www.chimidis-nord.fr" target="_blank">www.chimidis-nord.fr</a></p>
                </div>
              </details>
              <details class="accordion-item">
                <summary>France – Sud-Ouest</summary>
                <div class="accordion-body">
                  <p><strong>Aquitaine Résines</strong> – Mérignac (33)<br />Résines polyester et gelcoats pour le nautisme et les composites.<br /><a href="https://aquitaine-resines.fr/distribution/" target="_blank">aquitaine-resines.fr</a></p>
                </div>
              </details>
              <details class="accordion-item">
                <summary>Belgique, Pays-Bas, Luxembourg</summary>
                <div class="accordion-body">
                  <p><strong>Polychem Benelux NV</strong> – Gand<br /><a href="https://www.polychem-benelux.be/fr/" target="_blank">www.polychem-benelux.be</a></p>
                </div>
              </details>
              <details class="accordion-item">
                <summary>Espagne et Portugal</summary>
                <div class="accordion-body">
                  <p><strong>Químicas del Levante S.L.</strong> – Valence<br /><a href="https://www.quimicaslevante.es/" target="_blank">www.quimicaslevante.es</a></p>
                </div>
              </details>
              <details class="accordion-item">
                <summary>Italie</summary>
                <div class="accordion-body">
                  <p><strong>Resine Adriatica S.p.A.</strong> – Ancône<br /><a href="https://www.resineadriatica.it/" target="_blank">www.resineadriatica.it</a></p>
                </div>
              </details>
              <details class="accordion-item">
                <summary>Maroc, Algérie, Tunisie</summary>
                <div class="accordion-body">
                  <p><strong>Atlas Chimie SARL</strong> – Casablanca<br /><a href="https://atlaschimie.ma/" target="_blank">atlaschimie.ma</a></p>
                </div>
              </details>
              <details class="accordion-item">
                <summary>Afrique de l'Ouest</summary>
                <div class="accordion-body">
                  <p><strong>Sahel Industrie Services</strong> – Dakar<br />Contact : +221 33 849 12 70</p>
                </div>
              </details>
            </div>
            <div class="field field--name-field-logistique">
              <h2>Logistique</h2>
              <p>Les expéditions en vrac et en conteneurs citernes sont assurées par notre partenaire logistique <a href="https://www.delorme-transports.fr/" target="_blank">Transports Delorme</a>, certifié SQAS.</p>
            </div>
            <div class="field field--name-field-eprocurement">
              <h2>Commander via votre plateforme d'achats</h2>
              <p>Nos catalogues punchout sont intégrés à <a href="https://www.ariba.com/" target="_blank">SAP Ariba</a> et à <a href="https://www.coupa.com/" target="_blank">Coupa</a> : vos acheteurs commandent nos références directement depuis leur ERP.</p>
            </div>`,
);

const apropos = layout(
  'À propos',
  'Histoire, engagements RSE, certifications et partenariats de recherche de CLP – Chimie Lyonnaise des Polymères.',
  '/fr/a-propos',
  'page',
  `            <h1 class="page-title">À propos de CLP</h1>
            <div class="field field--name-body">
              <p>Fondée en 1957 dans la vallée de la chimie, CLP est une entreprise familiale indépendante. Nos 210 collaborateurs formulent et produisent chaque année 38 000 tonnes d'additifs et de résines sur notre site classé Seveso seuil bas de Saint-Fons.</p>
              <h2>Recherche et innovation</h2>
              <p>Notre centre de R&amp;D de 24 chercheurs travaille depuis 2015 en partenariat avec le laboratoire <a href="https://imp.univ-lyon1.fr/" target="_blank">Ingénierie des Matériaux Polymères (IMP)</a> sur les ignifugeants biosourcés. Depuis 2022, nous développons aussi avec notre partenaire <a href="https://www.solvea-composites.fr/" target="_blank">Solvéa Composites</a> une gamme de résines recyclables pour l'éolien.</p>
              <p>CLP est membre du pôle de compétitivité <a href="https://www.axelera.org/" target="_blank">Axelera</a> et de <a href="https://www.francechimie.fr/" target="_blank">France Chimie</a> Auvergne-Rhône-Alpes.</p>
              <h2>Certifications</h2>
              <ul>
                <li>ISO 9001, ISO 14001 et ISO 45001</li>
                <li>Engagement Responsible Care®</li>
                <li>Médaille d'or <a href="https://ecovadis.com/fr/" target="_blank">EcoVadis</a> 2023 et 2024</li>
              </ul>
              <h2>Engagement local</h2>
              <p>CLP est fier d'être sponsor officiel du <a href="https://www.lourugby.fr/" target="_blank">LOU Rugby</a> et mécène de la Fondation pour l'Université de Lyon.</p>
            </div>`,
);

const actu = layout(
  "CLP obtient la médaille d'or EcoVadis pour la deuxième année consécutive",
  'Avec un score de 74/100, CLP se classe dans le top 5 % des entreprises évaluées par EcoVadis.',
  '/fr/actualites/clp-medaille-or-ecovadis-2024',
  'article',
  `            <h1 class="page-title">CLP obtient la médaille d'or EcoVadis pour la deuxième année consécutive</h1>
            <div class="node__meta"><time datetime="2024-02-20T09:00:00+01:00">20 février 2024</time></div>
            <div class="field field--name-body">
              <p>Avec un score de 74/100, CLP se classe dans le top 5 % des entreprises évaluées par EcoVadis, notamment grâce à la réduction de 31 % de ses émissions de CO<sub>2</sub> depuis 2019.</p>
              <p>Cette distinction a été relayée par <a href="https://www.lesechos.fr/pme-regions/auvergne-rhone-alpes/la-chimie-lyonnaise-mise-sur-la-rse-2087451" target="_blank">Les Echos</a> et <a href="https://www.usinenouvelle.com/" target="_blank">L'Usine Nouvelle</a>.</p>
              <p>Retrouvez nos autres engagements sur la page <a href="/fr/a-propos">À propos</a>.</p>
            </div>`,
);

const contact = layout(
  'Contact',
  'Contactez CLP à Saint-Fons : service commercial, support technique, achats.',
  '/fr/contact',
  'page',
  `            <h1 class="page-title">Contact</h1>
            <div class="field field--name-body">
              <p>Service commercial : commercial@clp-polymeres.fr – +33 4 78 70 31 10<br />Support technique : application@clp-polymeres.fr</p>
              <p>Vous êtes situé hors de France ? Consultez notre <a href="/fr/reseau-de-distribution">réseau de distribution</a>.</p>
            </div>
            <form class="webform-submission-form" action="/fr/contact" method="post" id="webform-submission-contact-node-9-add-form">
              <label for="edit-name">Nom</label><input type="text" id="edit-name" name="name" />
              <label for="edit-email">Courriel</label><input type="email" id="edit-email" name="email" />
              <label for="edit-message">Message</label><textarea id="edit-message" name="message"></textarea>
              <input type="submit" value="Envoyer" class="button js-form-submit" />
            </form>
            <iframe title="Plan d'accès" width="600" height="350" src="https://www.openstreetmap.org/export/embed.html?bbox=4.84%2C45.69%2C4.87%2C45.71&amp;layer=mapnik&amp;marker=45.70%2C4.855"></iframe>`,
);

export const site: CorpusSite = {
  domain: 'clp-polymeres.fr',
  covers:
    'French Drupal 10 site of a polymer-additives chemical company: distributors in details/summary accordions by region (one without link), a logistics partner and e-procurement integrations in prose, R&D partners named in running prose on the about page; negatives: cluster and France Chimie memberships, EcoVadis/ISO certifications, rugby sponsorship, press links, YouTube video, Welcome to the Jungle jobs, LinkedIn',
  pages: {
    '/': { redirect: '/fr' },
    '/fr': { headers: HEADERS, html: home },
    '/fr/reseau-de-distribution': { headers: HEADERS, html: reseau },
    '/fr/a-propos': { headers: HEADERS, html: apropos },
    '/fr/actualites/clp-medaille-or-ecovadis-2024': { headers: HEADERS, html: actu },
    '/fr/contact': { headers: HEADERS, html: contact },
  },
  sitemap: ['/fr', '/fr/reseau-de-distribution', '/fr/a-propos', '/fr/actualites/clp-medaille-or-ecovadis-2024', '/fr/contact'],
  technologies: ['drupal', 'php', 'varnish', 'plausible', 'youtube', 'openstreetmap', 'open-graph'],
  partners: {
    'chimidis-nord.fr': 'channel',
    'aquitaine-resines.fr': 'channel',
    'polychem-benelux.be': 'channel',
    'quimicaslevante.es': 'channel',
    'resineadriatica.it': 'channel',
    'atlaschimie.ma': 'channel',
    'delorme-transports.fr': 'generic',
    'ariba.com': 'technology',
    'coupa.com': 'technology',
    'univ-lyon1.fr': 'generic',
    'solvea-composites.fr': 'generic',
  },
};
