import type { CorpusSite } from '../corpus/types.js';

const hubspot = (contentId: string) => ({
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88d07c1e5a2b4f16-CDG',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '4839201',
  'x-hs-content-id': contentId,
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'x-powered-by': 'HubSpot',
  'content-language': 'fr',
  vary: 'Accept-Encoding',
});

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://equipeo.fr/hubfs/favicon-equipeo.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:url" content="https://equipeo.fr${path}">
    <meta property="og:image" content="https://equipeo.fr/hubfs/og-equipeo-2024.png">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://equipeo.fr${path}">
    <link rel="stylesheet" href="https://equipeo.fr/hubfs/hub_generated/template_assets/1/158204771233/1716451120394/template_main.min.css">
    <link rel="stylesheet" href="https://equipeo.fr/hubfs/hub_generated/module_assets/1/158204771240/1716451122870/module_partner-grid.min.css">
    <script type="text/javascript" src="https://sdk.privacy-center.org/3c4f2e1a-9b7d-4e0c-a1f5-62d8b7c9e0a3/loader.js?target=equipeo.fr" async></script>
    <meta name="generator" content="HubSpot">
  </head>`;

const header = `<div data-global-resource-path="equipeo-theme/templates/partials/header.html">
      <header class="header">
        <a class="header__logo" href="/"><img src="https://equipeo.fr/hubfs/logo-equipeo.svg" alt="Équipéo" width="150" height="36"></a>
        <nav class="header__menu" aria-label="Navigation principale">
          <ul class="menu__wrapper no-list">
            <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://equipeo.fr/logiciel-paie">Paie</a></li>
            <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://equipeo.fr/sirh">SIRH</a></li>
            <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://equipeo.fr/integrations">Intégrations</a></li>
            <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://equipeo.fr/partenaires">Partenaires</a></li>
            <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://equipeo.fr/clients">Clients</a></li>
            <li class="menu__item menu__item--depth-1 hs-skip-lang-url-rewrite"><a class="menu__link" href="https://blog.equipeo.fr/">Ressources</a></li>
          </ul>
        </nav>
        <a class="button button--small" href="https://equipeo.fr/demo">Demander une démo</a>
      </header>
    </div>`;

const footer = `<div data-global-resource-path="equipeo-theme/templates/partials/footer.html">
      <footer class="footer">
        <div class="footer__columns">
          <div>
            <h4>Équipéo</h4>
            <ul class="no-list">
              <li><a href="https://equipeo.fr/a-propos">À propos</a></li>
              <li><a href="https://www.welcometothejungle.com/fr/companies/equipeo/jobs">Nous recrutons</a></li>
              <li><a href="https://equipeo.fr/contact">Contact</a></li>
            </ul>
          </div>
          <div>
            <h4>Écosystème</h4>
            <ul class="no-list">
              <li><a href="https://equipeo.fr/partenaires">Trouver un intégrateur</a></li>
              <li><a href="https://equipeo.fr/integrations">Marketplace d'intégrations</a></li>
              <li><a href="https://developers.equipeo.fr/">API &amp; développeurs</a></li>
            </ul>
          </div>
          <div>
            <h4>Légal</h4>
            <ul class="no-list">
              <li><a href="https://equipeo.fr/mentions-legales">Mentions légales</a></li>
              <li><a href="https://equipeo.fr/rgpd">RGPD</a></li>
              <li><a href="javascript:Didomi.preferences.show()">Gérer les cookies</a></li>
            </ul>
          </div>
        </div>
        <div class="footer__social">
          <a href="https://www.linkedin.com/company/equipeo-rh/" aria-label="LinkedIn"><svg viewBox="0 0 448 512" width="20"><path d="M100 448H7V148h93z"></path></svg></a>
          <a href="https://www.instagram.com/equipeo.rh/" aria-label="Instagram"><svg viewBox="0 0 448 512" width="20"><path d="M224 141c-63 0-115 51-115 115z"></path></svg></a>
          <a href="https://www.youtube.com/@equipeo" aria-label="YouTube"><svg viewBox="0 0 576 512" width="20"><path d="M549 124c-6-24-25-42-48-49z"></path></svg></a>
        </div>
        <p class="footer__copy">© 2024 Équipéo SAS · 27 rue du Faubourg Saint-Antoine, 75011 Paris</p>
      </footer>
    </div>`;

const tail = `<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>
    <script src="https://equipeo.fr/hubfs/hub_generated/template_assets/1/158204771255/1716451118902/template_main.min.js"></script>
    <!-- Start of HubSpot Analytics Code -->
    <script type="text/javascript">
    var _hsq = _hsq || [];
    _hsq.push(["setContentType", "standard-page"]);
    _hsq.push(["setCanonicalUrl", location.href]);
    _hsq.push(["setPageId", "158204770981"]);
    _hsq.push(["setContentMetadata", {"contentPageId":158204770981,"legacyPageId":"158204770981","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":158204770981,"languageCode":"fr","lang":"fr"}]);
    </script>
    <script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/4839201.js"></script>
    <!-- End of HubSpot Analytics Code -->
  </body>
</html>`;

const page = (title: string, description: string, path: string, bodyClass: string, content: string) => `${head(title, description, path)}
  <body>
    <div class="body-wrapper hs-content-id-158204770981 hs-site-page page ${bodyClass}">
    ${header}
    <main id="main-content" class="body-container-wrapper">
      <div class="container-fluid body-container body-container--${bodyClass}">
${content}
      </div>
    </main>
    ${footer}
    </div>
    ${tail}`;

const partner = (
  region: string,
  name: string,
  city: string,
  desc: string,
  url: string,
  logo: string,
) => `            <div class="partner-card" data-region="${region}">
              <img src="https://equipeo.fr/hs-fs/hubfs/Partenaires/${logo}?width=240&amp;name=${logo}" alt="${name}" loading="lazy" width="120">
              <h3 class="partner-card__name">${name}</h3>
              <p class="partner-card__city">${city}</p>
              <p class="partner-card__desc">${desc}</p>
              <a class="partner-card__link" href="${url}" target="_blank" rel="noopener">Voir le site du partenaire</a>
            </div>`;

export const site: CorpusSite = {
  domain: 'equipeo.fr',
  covers:
    'HubSpot CMS Hub (generator meta, x-hs-hub-id / x-powered-by headers) behind Cloudflare, Didomi consent; French implementation-partner page as region-filterable cards, accounting-firm referral partners in a list, integration marketplace as categorized logo grid with alt/title (one entry without an outbound link); negatives: customer logos, GPTW award, investor logos, Welcome to the Jungle careers, hubspotusercontent PDF, developer portal subdomain',
  pages: {
    '/': {
      headers: hubspot('158204770981'),
      html: page(
        'Équipéo | Logiciel de paie et SIRH pour les PME',
        'Équipéo automatise la paie, les congés et les entretiens annuels des PME françaises.',
        '/',
        'home',
        `        <section class="dnd-section hero">
          <h1>La paie et les RH de vos 20 à 500 salariés, enfin simples</h1>
          <p>Bulletins conformes, DSN automatique, congés, notes de frais et entretiens : tout est dans Équipéo.</p>
          <a class="button" href="https://equipeo.fr/demo">Voir Équipéo en 20 minutes</a>
        </section>
        <section class="dnd-section logos">
          <h2>Ils nous font confiance</h2>
          <div class="logo-strip">
            <img src="https://equipeo.fr/hubfs/Clients/logo-boulangeries-maillard.png" alt="Boulangeries Maillard" loading="lazy">
            <img src="https://equipeo.fr/hubfs/Clients/logo-transports-ravel.png" alt="Transports Ravel" loading="lazy">
            <img src="https://equipeo.fr/hubfs/Clients/logo-clinique-vet-des-alpes.png" alt="Clinique vétérinaire des Alpes" loading="lazy">
            <img src="https://equipeo.fr/hubfs/Clients/logo-agence-kaolin.png" alt="Agence Kaolin" loading="lazy">
          </div>
        </section>
        <section class="dnd-section ecosysteme">
          <h2>Un écosystème ouvert</h2>
          <p>Équipéo se connecte à vos logiciels de comptabilité, de planning et de notes de frais. <a href="https://equipeo.fr/integrations">Découvrir les intégrations</a>. Besoin d'aide pour démarrer ? Nos <a href="https://equipeo.fr/partenaires">partenaires intégrateurs</a> vous accompagnent partout en France et en Belgique.</p>
        </section>
        <section class="dnd-section preuves">
          <img src="https://equipeo.fr/hubfs/Badges/gptw-2024.png" alt="Great Place To Work 2024">
          <p>Équipéo est certifié <a href="https://www.greatplacetowork.fr/certification/">Great Place To Work®</a> 2024.</p>
          <h2>Soutenu par</h2>
          <a href="https://www.alpincapital.fr/portefeuille"><img src="https://equipeo.fr/hubfs/Investisseurs/alpin-capital.svg" alt="Alpin Capital"></a>
          <a href="https://fondsinnov.fr"><img src="https://equipeo.fr/hubfs/Investisseurs/fonds-innov.svg" alt="Fonds Innov"></a>
        </section>`,
      ),
    },
    '/partenaires': {
      headers: hubspot('158204771032'),
      html: page(
        'Partenaires intégrateurs | Équipéo',
        'Trouvez un partenaire intégrateur Équipéo près de chez vous.',
        '/partenaires',
        'partenaires',
        `        <section class="dnd-section">
          <h1>Nos partenaires intégrateurs</h1>
          <p>Cabinets de conseil RH et experts de la paie formés et certifiés par Équipéo : ils paramètrent votre dossier, reprennent votre historique et forment vos équipes.</p>
          <div class="partner-filter" role="group" aria-label="Filtrer par région">
            <button class="is-active" data-filter="all">Toutes les régions</button>
            <button data-filter="idf">Île-de-France</button>
            <button data-filter="ara">Auvergne-Rhône-Alpes</button>
            <button data-filter="bre">Bretagne</button>
            <button data-filter="hdf">Hauts-de-France</button>
            <button data-filter="occ">Occitanie</button>
            <button data-filter="be">Belgique</button>
          </div>
          <div class="partner-grid">
${partner('idf', 'Pilotis RH', 'Paris', 'Intégrateur certifié Gold. Reprise de paie multi-conventions et accompagnement DSN.', 'https://www.pilotis-rh.fr/', 'pilotis.png')}
${partner('ara', 'Synapse Conseil', 'Lyon', 'Conseil SIRH pour ETI industrielles, déploiement Équipéo en 6 semaines.', 'https://synapseconseil.fr/nos-partenaires/equipeo', 'synapse.png')}
${partner('bre', 'Kerrec &amp; Associés', 'Rennes', 'Externalisation de la paie et paramétrage pour le secteur agroalimentaire.', 'https://kerrec-associes.fr', 'kerrec.png')}
${partner('hdf', 'Nordia Consulting', 'Lille', 'Intégrateur certifié Silver, spécialiste transport et logistique.', 'https://www.nordia-consulting.fr/', 'nordia.png')}
${partner('occ', 'Atelier SIRH', 'Toulouse', 'Petite équipe d’experts paie pour associations et ESS.', 'https://atelier-sirh.com/', 'atelier-sirh.png')}
${partner('be', 'Lumen Paie', 'Bruxelles', 'Partenaire pour les filiales belges et le secrétariat social.', 'https://www.lumenpaie.be/fr', 'lumen.png')}
          </div>
        </section>
        <section class="dnd-section">
          <h2>Cabinets d'expertise comptable partenaires</h2>
          <p>Ces cabinets recommandent Équipéo à leurs clients et peuvent gérer la paie pour vous :</p>
          <ul>
            <li><a href="https://www.morvan-expertise.fr/">Cabinet Morvan Expertise</a> — Brest, Quimper</li>
            <li><a href="https://audexia-conseil.fr">Audexia Conseil</a> — Marseille</li>
            <li>Fidal Compta Services — Nantes (sur recommandation)</li>
          </ul>
        </section>
        <section class="dnd-section faq">
          <h2>Devenir partenaire</h2>
          <details>
            <summary>Quels sont les prérequis ?</summary>
            <p>Au moins un consultant paie ayant suivi la formation de certification (3 jours). Téléchargez la <a href="https://4839201.fs1.hubspotusercontent-eu1.net/hubfs/4839201/Partenaires/programme-partenaires-2024.pdf">brochure du programme</a>.</p>
          </details>
          <details>
            <summary>Comment candidater ?</summary>
            <p>Remplissez le <a href="https://equipeo.fr/partenaires/candidature">formulaire de candidature</a> ; notre équipe partenariats vous répond sous 5 jours ouvrés.</p>
          </details>
        </section>`,
      ),
    },
    '/integrations': {
      headers: hubspot('158204771077'),
      html: page(
        "Marketplace d'intégrations | Équipéo",
        'Connectez Équipéo à votre comptabilité, vos plannings et vos outils collaboratifs.',
        '/integrations',
        'integrations',
        `        <section class="dnd-section">
          <h1>Marketplace d'intégrations</h1>
          <p>Des connecteurs natifs développés avec nos partenaires technologiques, et une <a href="https://developers.equipeo.fr/api">API publique</a> pour tout le reste.</p>
          <h2>Comptabilité</h2>
          <ul class="integration-grid no-list">
            <li><a href="https://www.comptalib.fr/integrations/equipeo" title="Comptalib – export des écritures de paie"><img src="https://equipeo.fr/hubfs/Integrations/comptalib.svg" alt="Comptalib"></a></li>
            <li><a href="https://numbr-compta.fr" title="Numbr Compta"><img src="https://equipeo.fr/hubfs/Integrations/numbr.svg" alt="Numbr Compta"></a></li>
          </ul>
          <h2>Temps et planning</h2>
          <ul class="integration-grid no-list">
            <li><a href="https://pointeo.fr/" title="Pointeo – badgeuse et temps de travail"><img src="https://equipeo.fr/hubfs/Integrations/pointeo.svg" alt="Pointeo"></a></li>
            <li><a href="https://www.planifia.io/fr/marketplace/equipeo" title="Planifia – plannings d'équipes"><img src="https://equipeo.fr/hubfs/Integrations/planifia.svg" alt="Planifia"></a></li>
          </ul>
          <h2>Notes de frais et communication</h2>
          <ul class="integration-grid no-list">
            <li><a href="https://equipeo.fr/integrations/tickeo" title="Tickeo – notes de frais"><img src="https://equipeo.fr/hubfs/Integrations/tickeo.svg" alt="Tickeo"></a></li>
            <li><a href="https://babilo.chat" title="Babilo – messagerie d'équipe"><img src="https://equipeo.fr/hubfs/Integrations/babilo.svg" alt="Babilo"></a></li>
          </ul>
        </section>`,
      ),
    },
    '/clients': {
      headers: hubspot('158204771104'),
      html: page(
        'Clients | Équipéo',
        'Ils ont choisi Équipéo pour leur paie.',
        '/clients',
        'clients',
        `        <section class="dnd-section">
          <h1>Ils ont choisi Équipéo</h1>
          <blockquote>« Nous avons divisé par trois le temps de clôture de la paie. » — Transports Ravel, <a href="https://www.transports-ravel.fr">transports-ravel.fr</a></blockquote>
          <blockquote>« La reprise des compteurs de congés s'est faite sans une erreur. » — Boulangeries Maillard</blockquote>
          <p>Lire l'article des <a href="https://www.lesechos-pme.fr/rh/equipeo-paie-pme">Échos PME</a> sur notre croissance.</p>
        </section>`,
      ),
    },
    '/contact': {
      headers: hubspot('158204771150'),
      html: page(
        'Contact | Équipéo',
        'Contactez Équipéo.',
        '/contact',
        'contact',
        `        <section class="dnd-section">
          <h1>Contactez-nous</h1>
          <p>Une question commerciale ? <a href="mailto:bonjour@equipeo.fr">bonjour@equipeo.fr</a> · 01 84 60 12 12</p>
        </section>`,
      ),
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'didomi', 'open-graph'],
  partners: {
    'pilotis-rh.fr': 'channel',
    'synapseconseil.fr': 'channel',
    'kerrec-associes.fr': 'channel',
    'nordia-consulting.fr': 'channel',
    'atelier-sirh.com': 'channel',
    'lumenpaie.be': 'channel',
    'morvan-expertise.fr': 'channel',
    'audexia-conseil.fr': 'channel',
    'comptalib.fr': 'technology',
    'numbr-compta.fr': 'technology',
    'pointeo.fr': 'technology',
    'planifia.io': 'technology',
    'babilo.chat': 'technology',
  },
};
