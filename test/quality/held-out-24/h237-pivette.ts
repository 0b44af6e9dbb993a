import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '88a1f3c2be7d4e21-CDG',
  'cf-cache-status': 'DYNAMIC',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
};

const integrations = [
  {
    id: 1,
    nom: 'Pennylane',
    categorie: 'Comptabilité',
    site: 'https://www.pennylane.com/fr',
    description: 'Vos transactions et justificatifs synchronisés chaque nuit.',
  },
  {
    id: 2,
    nom: 'Sage',
    categorie: 'Comptabilité',
    site: 'https://www.sage.com/fr-fr/',
    description: 'Export des écritures au format Sage 100 et Sage 50.',
  },
  {
    id: 3,
    nom: 'Cegid Loop',
    categorie: 'Comptabilité',
    site: 'https://www.cegid.com/fr/',
    description: 'Flux bancaire direct vers le dossier de votre expert-comptable.',
  },
  {
    id: 4,
    nom: 'Tiime',
    categorie: 'Comptabilité',
    site: 'https://www.tiime.fr/',
    description: 'Rapprochement automatique pour les indépendants.',
  },
  {
    id: 5,
    nom: 'SumUp',
    categorie: 'Encaissement',
    site: 'https://www.sumup.com/fr-fr/',
    description: 'Vos ventes TPE versées sur votre compte Pivette.',
  },
  {
    id: 6,
    nom: 'PayPlug',
    categorie: 'Encaissement',
    site: 'https://www.payplug.com/fr/',
    description: 'Paiement en ligne pour votre boutique, versements quotidiens.',
  },
  {
    id: 7,
    nom: 'PrestaShop',
    categorie: 'E-commerce',
    site: 'https://www.prestashop.com/fr',
    description: 'Module de paiement et rapprochement des commandes.',
  },
  {
    id: 8,
    nom: 'Zapier',
    categorie: 'Automatisation',
    site: 'https://zapier.com/apps/pivette/integrations',
    description: 'Connectez Pivette à plus de 6 000 applications.',
  },
  {
    id: 9,
    nom: 'Make',
    categorie: 'Automatisation',
    site: 'https://www.make.com/fr/integrations/pivette',
    description: 'Scénarios automatisés sur vos opérations bancaires.',
  },
];

function layout(title: string, route: string, content: string, payload: unknown[]): string {
  return `<!DOCTYPE html>
<html lang="fr" data-capo="">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_nuxt/entry.B3k9xQ2f.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/C8dLp1zR.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dv4mT0aQ.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/BxN7q3Ws.js">
<script type="text/javascript">window.gdprAppliesGlobally=true;(function(){function a(e){if(!window.frames[e]){if(document.body&&document.body.firstChild){var t=document.body;var n=document.createElement("iframe");n.style.display="none";n.name=e;n.title=e;t.insertBefore(n,t.firstChild)}else{setTimeout(function(){a(e)},5)}}}a("__cmpLocator")})();</script>
<script type="text/javascript" src="https://sdk.privacy-center.org/5f2e9c1a-7b3d-4e8f-a06c-pivette/loader.js?target=pivette.fr" async></script>
<meta name="description" content="Le compte pro en ligne des indépendants et TPE : IBAN français, cartes, facturation et lien direct avec votre expert-comptable.">
<meta property="og:title" content="${title}">
<meta property="og:locale" content="fr_FR">
<meta property="og:image" content="https://pivette.fr/og/pivette.png">
<link rel="canonical" href="https://pivette.fr${route}">
<script type="module" src="/_nuxt/C8dLp1zR.js" crossorigin></script>
</head>
<body>
<div id="__nuxt"><div data-v-5e1f0a7c class="layout">
<header data-v-3b9d2c41 class="entete">
  <a data-v-3b9d2c41 href="/" class="logo router-link-active" aria-label="Pivette, accueil"><img data-v-3b9d2c41 src="/img/pivette-logo.svg" alt="Pivette"></a>
  <nav data-v-3b9d2c41 aria-label="Navigation principale">
    <ul data-v-3b9d2c41>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/compte-pro">Compte pro</a></li>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/cartes">Cartes</a></li>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/facturation">Facturation</a></li>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/integrations">Intégrations</a></li>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/tarifs">Tarifs</a></li>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/experts-comptables">Experts-comptables</a></li>
      <li data-v-3b9d2c41><a data-v-3b9d2c41 href="/a-propos">À propos</a></li>
    </ul>
  </nav>
  <a data-v-3b9d2c41 href="https://app.pivette.fr/connexion" class="lien-connexion">Se connecter</a>
  <a data-v-3b9d2c41 href="https://app.pivette.fr/inscription" class="bouton bouton--primaire">Ouvrir un compte</a>
</header>
<main data-v-5e1f0a7c>
${content}
</main>
<footer data-v-8a2c6e13 class="pied">
  <div data-v-8a2c6e13 class="pied__colonnes">
    <div data-v-8a2c6e13><p class="pied__titre">Produit</p><a href="/compte-pro">Compte pro</a><a href="/cartes">Cartes Mastercard Business</a><a href="/facturation">Devis et factures</a><a href="/integrations">Intégrations</a></div>
    <div data-v-8a2c6e13><p class="pied__titre">Société</p><a href="/a-propos">À propos</a><a href="/carrieres">Carrières</a><a href="/presse">Presse</a><a href="/contact">Contact</a></div>
    <div data-v-8a2c6e13><p class="pied__titre">Ressources</p><a href="https://aide.pivette.fr/">Centre d'aide</a><a href="/blog">Blog</a><a href="/experts-comptables">Espace experts-comptables</a></div>
    <div data-v-8a2c6e13 class="pied__apps">
      <a href="https://apps.apple.com/fr/app/pivette-compte-pro/id1602214587"><img src="/img/badges/app-store-fr.svg" alt="Télécharger dans l'App Store"></a>
      <a href="https://play.google.com/store/apps/details?id=fr.pivette.app&amp;hl=fr"><img src="/img/badges/google-play-fr.svg" alt="Disponible sur Google Play"></a>
    </div>
  </div>
  <div data-v-8a2c6e13 class="pied__reseaux"><a href="https://www.linkedin.com/company/pivette">LinkedIn</a> <a href="https://www.instagram.com/pivette.fr/">Instagram</a> <a href="https://www.tiktok.com/@pivette">TikTok</a></div>
  <p data-v-8a2c6e13 class="pied__mentions">Pivette SAS est un agent de services de paiement enregistré auprès de l'<a href="https://acpr.banque-france.fr/">ACPR</a> (REGAFI n° 81742), mandaté par Treezor SAS. <a href="/mentions-legales">Mentions légales</a> · <a href="/confidentialite">Confidentialité</a> · <a href="javascript:Didomi.preferences.show()">Gérer les cookies</a></p>
</footer>
</div></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">${JSON.stringify(payload)}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.pivette.fr",crispId:"a71c3e2f-9b84-4d06-8e5a-pivette"},app:{baseURL:"/",buildId:"b6e1f0a2-2d4c-4a7b-9c31-8e5f0d7a1b2c",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="a71c3e2f-9b84-4d06-8e5a-pivette";(function(){var d=document;var s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s);})();</script>
<script src="https://client.crisp.chat/l.js" async></script>
</body>
</html>`;
}

function cabinet(nom: string, ville: string, extra: string, lien: string): string {
  return `<li data-v-6c0e4b92 class="cabinet"><h3 data-v-6c0e4b92>${nom}</h3><p data-v-6c0e4b92>${ville} · ${extra}</p>${lien}</li>`;
}

export const site: CorpusSite = {
  domain: 'pivette.fr',
  catchAll: true,
  covers:
    'French business neobank on Nuxt 3 behind Cloudflare (SPA catch-all): integrations grid whose partner websites appear both in rendered cards and the __NUXT_DATA__ payload, a directory of partner accounting firms (one only through a detail page), banking-as-a-service partner named in prose on the about page; negatives: Mastercard card scheme, ACPR regulator, France FinTech membership, investors, press (Les Echos, BFM), customer testimonials, Welcome to the Jungle job board, app-store badges, LinkedIn/Instagram/TikTok',
  pages: {
    '/': {
      headers,
      html: layout(
        'Pivette – Le compte pro des indépendants et des TPE',
        '/',
        `<section data-v-1d7f3a20 class="accroche">
  <h1 data-v-1d7f3a20>Le compte pro qui fait gagner du temps à votre comptable (et à vous)</h1>
  <p data-v-1d7f3a20>IBAN français, cartes Mastercard Business, factures et justificatifs au même endroit. Ouverture en 10 minutes.</p>
  <a data-v-1d7f3a20 href="https://app.pivette.fr/inscription" class="bouton bouton--primaire">Ouvrir mon compte</a>
  <img data-v-1d7f3a20 src="/img/carte-mastercard-business.png" alt="Carte Mastercard Business Pivette">
</section>
<section data-v-1d7f3a20 class="temoignages">
  <h2 data-v-1d7f3a20>Ils nous font confiance</h2>
  <p data-v-1d7f3a20>Plus de 60 000 indépendants, artisans et TPE.</p>
  <blockquote data-v-1d7f3a20>« Mon expert-comptable récupère tout directement, je n'envoie plus un seul relevé. » — Clémence, architecte d'intérieur à Lyon</blockquote>
  <blockquote data-v-1d7f3a20>« L'appli est ultra simple, et le service client répond en 3 minutes. » — Yanis, plombier à Nantes</blockquote>
  <p data-v-1d7f3a20>Noté 4,7/5 sur <a href="https://fr.trustpilot.com/review/pivette.fr">Trustpilot</a>.</p>
</section>
<section data-v-1d7f3a20 class="presse">
  <h2 data-v-1d7f3a20>Ils parlent de nous</h2>
  <a data-v-1d7f3a20 href="https://www.lesechos.fr/start-up/pivette-leve-12-millions"><img src="/img/presse/les-echos.svg" alt="Les Echos"></a>
  <a data-v-1d7f3a20 href="https://www.bfmtv.com/economie/pivette-neobanque-independants"><img src="/img/presse/bfm-business.svg" alt="BFM Business"></a>
</section>
<section data-v-1d7f3a20 class="integrations-apercu">
  <h2 data-v-1d7f3a20>Connecté à vos outils</h2>
  <p data-v-1d7f3a20>Pennylane, Sage, Cegid, SumUp, PrestaShop… <a href="/integrations">Voir toutes les intégrations</a></p>
</section>`,
        ['ShallowReactive', { data: 1, state: 2 }, { accueil: 3 }, {}, { temoignages: 2 }],
      ),
    },
    '/integrations': {
      headers,
      html: layout(
        'Intégrations – Pivette',
        '/integrations',
        `<section data-v-7a41c9d8 class="integrations">
  <h1 data-v-7a41c9d8>Intégrations</h1>
  <p data-v-7a41c9d8>Connectez votre compte Pivette à votre logiciel comptable, à vos solutions d'encaissement et à votre boutique en ligne. Toutes les intégrations sont incluses dans votre abonnement.</p>
  <div data-v-7a41c9d8 class="filtres"><button data-v-7a41c9d8 class="actif">Toutes</button><button data-v-7a41c9d8>Comptabilité</button><button data-v-7a41c9d8>Encaissement</button><button data-v-7a41c9d8>E-commerce</button><button data-v-7a41c9d8>Automatisation</button></div>
  <ul data-v-7a41c9d8 class="grille">
${integrations
  .map(
    (i) =>
      `    <li data-v-7a41c9d8 class="carte-integration"><img data-v-7a41c9d8 src="/img/integrations/${i.nom.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" alt=""><span data-v-7a41c9d8 class="badge">${i.categorie}</span><h3 data-v-7a41c9d8>${i.nom}</h3><p data-v-7a41c9d8>${i.description}</p><a data-v-7a41c9d8 href="${i.site}" target="_blank" rel="noopener">En savoir plus</a></li>`,
  )
  .join('\n')}
  </ul>
  <p data-v-7a41c9d8>Vous éditez un logiciel ? <a href="https://developpeurs.pivette.fr/">Découvrez notre API</a>.</p>
</section>`,
        ['ShallowReactive', { data: 1 }, { integrations: 2 }, integrations],
      ),
    },
    '/experts-comptables': {
      headers,
      html: layout(
        'Experts-comptables partenaires – Pivette',
        '/experts-comptables',
        `<section data-v-6c0e4b92 class="experts">
  <h1 data-v-6c0e4b92>Cabinets partenaires</h1>
  <p data-v-6c0e4b92>Les cabinets d'expertise comptable partenaires de Pivette accompagnent leurs clients dans l'ouverture de leur compte et accèdent en direct à leurs flux bancaires. Trouvez un cabinet près de chez vous.</p>
  <ul data-v-6c0e4b92 class="liste-cabinets">
    ${cabinet('Cabinet Roussel &amp; Associés', 'Lyon', 'Partenaire Expert', '<a data-v-6c0e4b92 href="/experts-comptables/cabinet-roussel-associes">Voir la fiche du cabinet</a>')}
    ${cabinet('Compta Loire', 'Nantes', 'Artisans et commerçants', '<a data-v-6c0e4b92 href="https://www.comptaloire.fr/" target="_blank" rel="noopener">comptaloire.fr</a>')}
    ${cabinet('Fiduciaire des Alpes', 'Annecy', 'Professions libérales', '<a data-v-6c0e4b92 href="https://fiduciaire-alpes.fr/" target="_blank" rel="noopener">fiduciaire-alpes.fr</a>')}
    ${cabinet('Atelier Chiffres', 'Bordeaux', "Créateurs d'entreprise", '<a data-v-6c0e4b92 href="https://www.atelierchiffres.fr/" target="_blank" rel="noopener">atelierchiffres.fr</a>')}
  </ul>
  <h2 data-v-6c0e4b92>Vous êtes expert-comptable ?</h2>
  <p data-v-6c0e4b92>Rejoignez notre programme partenaires : accès multi-dossiers, rapprochement automatique et rémunération pour chaque client accompagné. <a href="/contact?sujet=partenariat">Devenir cabinet partenaire</a></p>
</section>`,
        ['ShallowReactive', { data: 1 }, { cabinets: 2 }, [{ slug: 'cabinet-roussel-associes' }]],
      ),
    },
    '/experts-comptables/cabinet-roussel-associes': {
      headers,
      html: layout(
        'Cabinet Roussel & Associés – Cabinet partenaire Pivette',
        '/experts-comptables/cabinet-roussel-associes',
        `<article data-v-2f8b1e55 class="fiche-cabinet">
  <a data-v-2f8b1e55 href="/experts-comptables">← Tous les cabinets partenaires</a>
  <h1 data-v-2f8b1e55>Cabinet Roussel &amp; Associés</h1>
  <p data-v-2f8b1e55 class="statut">Cabinet partenaire – niveau Expert</p>
  <p data-v-2f8b1e55>Cabinet lyonnais de 24 collaborateurs spécialisé dans les TPE du commerce et de la restauration. Accompagne plus de 300 clients sur Pivette.</p>
  <dl data-v-2f8b1e55><dt>Adresse</dt><dd>18 rue de la République, 69002 Lyon</dd><dt>Site web</dt><dd><a href="https://www.roussel-expertise.fr/" target="_blank" rel="noopener">www.roussel-expertise.fr</a></dd></dl>
</article>`,
        ['ShallowReactive', { data: 1 }, { cabinet: 2 }, { slug: 'cabinet-roussel-associes' }],
      ),
    },
    '/a-propos': {
      headers,
      html: layout(
        'À propos – Pivette',
        '/a-propos',
        `<section data-v-0b3e7d61 class="a-propos">
  <h1 data-v-0b3e7d61>À propos de Pivette</h1>
  <p data-v-0b3e7d61>Pivette est née à Lyon en 2020, de la frustration de deux anciens experts-comptables face aux relevés bancaires envoyés par e-mail. Notre équipe compte aujourd'hui 85 personnes entre Lyon et Paris.</p>
  <h2 data-v-0b3e7d61>Notre partenaire bancaire</h2>
  <p data-v-0b3e7d61>Les comptes et les cartes Pivette sont fournis en partenariat avec <a href="https://www.treezor.com/fr/" target="_blank" rel="noopener">Treezor</a>, établissement de monnaie électronique agréé. Vos fonds sont cantonnés et protégés.</p>
  <h2 data-v-0b3e7d61>Nos investisseurs</h2>
  <p data-v-0b3e7d61>Pivette a levé 12 millions d'euros auprès de <a href="https://www.capitaleseed.fr/">Capitale Seed</a> et de business angels du monde du chiffre.</p>
  <p data-v-0b3e7d61>Pivette est membre de l'association <a href="https://francefintech.org/">France FinTech</a>.</p>
</section>`,
        ['ShallowReactive', { data: 1 }, {}],
      ),
    },
    '/carrieres': {
      headers,
      html: layout(
        'Carrières – Pivette',
        '/carrieres',
        `<section data-v-4d2a8f17 class="carrieres">
  <h1 data-v-4d2a8f17>Rejoignez-nous</h1>
  <p data-v-4d2a8f17>Nous recrutons des développeuses et développeurs, des conseillers clientèle et des chargés de partenariats cabinets.</p>
  <a data-v-4d2a8f17 href="https://www.welcometothejungle.com/fr/companies/pivette/jobs" class="bouton">Voir nos offres sur Welcome to the Jungle</a>
</section>`,
        ['ShallowReactive', { data: 1 }, {}],
      ),
    },
    '/contact': {
      headers,
      html: layout(
        'Contact – Pivette',
        '/contact',
        `<section data-v-9e5c3b04 class="contact">
  <h1 data-v-9e5c3b04>Nous contacter</h1>
  <p data-v-9e5c3b04>Clients : depuis l'application, rubrique Aide, 7j/7 de 8h à 22h.</p>
  <p data-v-9e5c3b04>Presse : <a href="mailto:presse@pivette.fr">presse@pivette.fr</a> · Partenariats : <a href="mailto:partenaires@pivette.fr">partenaires@pivette.fr</a></p>
  <address data-v-9e5c3b04>Pivette SAS, 42 quai Saint-Vincent, 69001 Lyon</address>
</section>`,
        ['ShallowReactive', { data: 1 }, {}],
      ),
    },
    '/mentions-legales': {
      headers,
      html: layout(
        'Mentions légales – Pivette',
        '/mentions-legales',
        `<section data-v-9e5c3b04 class="mentions">
  <h1 data-v-9e5c3b04>Mentions légales</h1>
  <p data-v-9e5c3b04>Pivette SAS au capital de 184 320 €, RCS Lyon 889 412 067, siège social 42 quai Saint-Vincent, 69001 Lyon. Directeur de la publication : Antoine Mercadier.</p>
  <p data-v-9e5c3b04>Hébergement : Cloudflare, Inc., 101 Townsend St, San Francisco, CA 94107, États-Unis.</p>
</section>`,
        ['ShallowReactive', { data: 1 }, {}],
      ),
    },
  },
  sitemap: [
    '/',
    '/integrations',
    '/experts-comptables',
    '/experts-comptables/cabinet-roussel-associes',
    '/a-propos',
    '/carrieres',
    '/contact',
  ],
  technologies: ['nuxt-js', 'vue-js', 'didomi', 'crisp-live-chat', 'cloudflare', 'hsts', 'open-graph'],
  partners: {
    'pennylane.com': 'technology',
    'sage.com': 'technology',
    'cegid.com': 'technology',
    'tiime.fr': 'technology',
    'sumup.com': 'technology',
    'payplug.com': 'technology',
    'prestashop.com': 'technology',
    'zapier.com': 'technology',
    'make.com': 'technology',
    'treezor.com': 'technology',
    'roussel-expertise.fr': 'channel',
    'comptaloire.fr': 'channel',
    'fiduciaire-alpes.fr': 'channel',
    'atelierchiffres.fr': 'channel',
  },
};
