import type { CorpusSite } from '../corpus/types.js';

// Virelo: French B2B accounts-receivable and payment platform (relances, encaissement par virement et prélèvement).
// Nuxt 3 (SSR) behind OVHcloud's load balancer, Didomi consent, Crisp chat, GTM. The partner directory is a tabbed,
// filterable grid (data-category on each card); the "À propos" page names partners in prose with links.

const BUILD = 'a4c1f9e2-7b3d-4e8a-9c6f-1d2e3f4a5b6c';

const ovhHeaders = (): Record<string, string> => ({
  'content-type': 'text/html;charset=utf-8',
  'x-iplb-request-id': '5A2F3C1D:9E8B_3E5E2A14:01BB_67D1A2F3_4C1A:2B7E',
  'x-iplb-instance': '48213',
  'cache-control': 'no-cache',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
});

const head = (
  title: string,
  description: string,
  path: string,
  extra = '',
) => `<!DOCTYPE html><html lang="fr" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://sdk.privacy-center.org">
<script src="https://sdk.privacy-center.org/8f1c2a3b-4d5e-46f7-a8b9-0c1d2e3f4a5b/loader.js?target=www.virelo.fr" async></script>
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-P7VRL2K');</script>
<link rel="stylesheet" href="/_nuxt/entry.D4kT3aB1.css" crossorigin>
<link rel="stylesheet" href="/_nuxt/default.Cq9xW2Lm.css" crossorigin>
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BqX1y2Za.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/default.Ck7Fh2Qa.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dz8Lq1Wm.js">
<link rel="prefetch" as="image" type="image/svg+xml" href="/_nuxt/logo-virelo.B3x7Ka9P.svg">
<script type="module" src="/_nuxt/BqX1y2Za.js" crossorigin></script>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.virelo.fr/og/virelo-og.png">
<meta property="og:locale" content="fr_FR">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.virelo.fr${path}">
<link rel="alternate" hreflang="fr-FR" href="https://www.virelo.fr${path}">
<link rel="icon" type="image/png" href="/favicon.png">${extra}</head>`;

const nav = `<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P7VRL2K" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__nuxt"><div data-v-7c2e1a4f class="layout"><div data-v-9a3b6c1d class="bandeau"><p data-v-9a3b6c1d>Facturation électronique obligatoire dès septembre 2026 : Virelo est candidat Plateforme Agréée. <a data-v-9a3b6c1d href="/fr/produit#facture-electronique">En savoir plus</a></p></div><header data-v-1f4d8e2a class="header"><div data-v-1f4d8e2a class="header__inner container"><a data-v-1f4d8e2a href="/fr" class="header__logo" aria-label="Virelo, accueil"><img data-v-1f4d8e2a src="/_nuxt/logo-virelo.B3x7Ka9P.svg" alt="Virelo" width="118" height="32"></a><nav data-v-1f4d8e2a class="header__nav" aria-label="Navigation principale"><ul data-v-1f4d8e2a><li data-v-1f4d8e2a class="has-dropdown"><button data-v-1f4d8e2a type="button" aria-expanded="false">Produit</button><div data-v-1f4d8e2a class="dropdown"><a data-v-1f4d8e2a href="/fr/produit#relances">Relances automatiques</a><a data-v-1f4d8e2a href="/fr/produit#encaissement">Encaissement &amp; rapprochement</a><a data-v-1f4d8e2a href="/fr/produit#prelevement">Prélèvement SEPA</a><a data-v-1f4d8e2a href="/fr/produit#facture-electronique">Facture électronique</a></div></li><li data-v-1f4d8e2a><a data-v-1f4d8e2a href="/fr/partenaires">Intégrations &amp; partenaires</a></li><li data-v-1f4d8e2a><a data-v-1f4d8e2a href="/fr/clients">Clients</a></li><li data-v-1f4d8e2a><a data-v-1f4d8e2a href="/fr/tarifs">Tarifs</a></li><li data-v-1f4d8e2a class="has-dropdown"><button data-v-1f4d8e2a type="button" aria-expanded="false">Entreprise</button><div data-v-1f4d8e2a class="dropdown"><a data-v-1f4d8e2a href="/fr/a-propos">À propos</a><a data-v-1f4d8e2a href="/fr/securite">Sécurité &amp; conformité</a><a data-v-1f4d8e2a href="https://virelo.welcomekit.co/">Recrutement</a><a data-v-1f4d8e2a href="/fr/blog">Blog</a></div></li></ul></nav><div data-v-1f4d8e2a class="header__cta"><a data-v-1f4d8e2a href="https://app.virelo.fr/connexion" class="btn btn--ghost">Connexion</a><a data-v-1f4d8e2a href="/fr/demo" class="btn btn--primary">Demander une démo</a></div></div></header><main data-v-7c2e1a4f>`;

const footer = `</main><footer data-v-5e8f2b1c class="footer"><div data-v-5e8f2b1c class="container footer__grid"><div data-v-5e8f2b1c><img data-v-5e8f2b1c src="/_nuxt/logo-virelo-blanc.C1q2W3e4.svg" alt="Virelo" width="110" height="30"><p data-v-5e8f2b1c>Virelo SAS · 18 rue de la Chaussée-d'Antin · 75009 Paris</p><p data-v-5e8f2b1c class="footer__legal">Virelo est agent de prestataire de services de paiement de Mangopay SA, établissement de monnaie électronique agréé au Luxembourg, enregistré auprès de l'ACPR sous le numéro 71842.</p></div><div data-v-5e8f2b1c><p data-v-5e8f2b1c class="footer__title">Produit</p><ul data-v-5e8f2b1c><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/produit">Fonctionnalités</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/partenaires">Intégrations</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/tarifs">Tarifs</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://aide.virelo.fr">Centre d'aide</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://developers.virelo.io">API</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://statut.virelo.io">Statut</a></li></ul></div><div data-v-5e8f2b1c><p data-v-5e8f2b1c class="footer__title">Partenaires</p><ul data-v-5e8f2b1c><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/partenaires#experts-comptables">Experts-comptables</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/partenaires#integrateurs">Intégrateurs</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/partenaires#devenir-partenaire">Devenir partenaire</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://partenaires.virelo.fr/connexion">Espace partenaires</a></li></ul></div><div data-v-5e8f2b1c><p data-v-5e8f2b1c class="footer__title">Entreprise</p><ul data-v-5e8f2b1c><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/a-propos">À propos</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/securite">Sécurité</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://virelo.welcomekit.co/">Nous rejoindre</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="mailto:contact@virelo.fr">contact@virelo.fr</a></li></ul></div></div><div data-v-5e8f2b1c class="container footer__bottom"><p data-v-5e8f2b1c>© 2025 Virelo SAS</p><ul data-v-5e8f2b1c><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/mentions-legales">Mentions légales</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/confidentialite">Confidentialité</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="/fr/cgu">CGU</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="javascript:Didomi.preferences.show()">Gérer les cookies</a></li></ul><ul data-v-5e8f2b1c class="footer__social"><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://www.linkedin.com/company/virelo" aria-label="LinkedIn">LinkedIn</a></li><li data-v-5e8f2b1c><a data-v-5e8f2b1c href="https://www.welcometothejungle.com/fr/companies/virelo" aria-label="Welcome to the Jungle">Welcome to the Jungle</a></li></ul></div></footer></div></div><div id="teleports"></div>`;

const tail = (route: string, data: unknown[]) =>
  `<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${JSON.stringify([
    { data: 1, state: 2, once: 3, _errors: 4, serverRendered: 5, path: 6 },
    ['ShallowReactive', 7],
    {},
    ['Set'],
    ['ShallowReactive', 8],
    true,
    route,
    ...data,
  ])}</script>
<script>window.__NUXT__={};window.__NUXT__.config={public:{crispWebsiteId:"2b4d6f8a-1c3e-4a5b-9d7f-0e1c2b3a4d5e",apiBase:"https://api.virelo.fr"},app:{baseURL:"/",buildId:"${BUILD}",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script>
<script>window.$crisp=[];window.CRISP_WEBSITE_ID="2b4d6f8a-1c3e-4a5b-9d7f-0e1c2b3a4d5e";</script><script src="https://client.crisp.chat/l.js" async></script></body></html>`;

const shell = (title: string, description: string, path: string, body: string, data: unknown[] = [], extra = '') =>
  `${head(title, description, path, extra)}${nav}${body}${footer}${tail(path, data)}`;

// ---------------------------------------------------------------- accueil

const accueil = shell(
  'Virelo | Relances et encaissement des factures B2B',
  'Virelo automatise vos relances clients, encaisse vos factures par virement et prélèvement et rapproche les paiements dans votre comptabilité.',
  '/fr',
  `<section data-v-3c1a7e9b class="hero"><div data-v-3c1a7e9b class="container hero__grid"><div data-v-3c1a7e9b><p data-v-3c1a7e9b class="surtitre">Gestion du poste client</p><h1 data-v-3c1a7e9b>Faites-vous payer à l'heure, sans y penser</h1><p data-v-3c1a7e9b class="chapo">Relances multicanales, liens de paiement, prélèvement SEPA et rapprochement bancaire automatique : Virelo réduit vos retards de paiement de 40 % en moyenne.</p><div data-v-3c1a7e9b class="hero__cta"><a data-v-3c1a7e9b href="/fr/demo" class="btn btn--primary">Demander une démo</a><a data-v-3c1a7e9b href="/fr/produit" class="btn btn--ghost">Découvrir le produit</a></div></div><img data-v-3c1a7e9b src="/images/accueil/tableau-de-bord.webp" alt="Tableau de bord Virelo : encours clients et retards" width="640" height="440"></div></section>
<section data-v-6b2d9f1e class="logos"><div data-v-6b2d9f1e class="container"><p data-v-6b2d9f1e class="logos__titre">Plus de 3 000 PME et ETI leur font confiance</p><ul data-v-6b2d9f1e class="logos__liste"><li data-v-6b2d9f1e><img data-v-6b2d9f1e src="/images/clients/maison-berthier.svg" alt="Maison Berthier" width="130" height="40" loading="lazy"></li><li data-v-6b2d9f1e><img data-v-6b2d9f1e src="/images/clients/transports-lemaire.svg" alt="Transports Lemaire" width="130" height="40" loading="lazy"></li><li data-v-6b2d9f1e><img data-v-6b2d9f1e src="/images/clients/atelier-rousseau.svg" alt="Atelier Rousseau" width="130" height="40" loading="lazy"></li><li data-v-6b2d9f1e><img data-v-6b2d9f1e src="/images/clients/groupe-vidal.svg" alt="Groupe Vidal Distribution" width="130" height="40" loading="lazy"></li><li data-v-6b2d9f1e><img data-v-6b2d9f1e src="/images/clients/nexalis.svg" alt="Nexalis" width="130" height="40" loading="lazy"></li></ul></div></section>
<section data-v-8e4f1a2b class="atouts"><div data-v-8e4f1a2b class="container"><h2 data-v-8e4f1a2b>Tout votre poste client au même endroit</h2><div data-v-8e4f1a2b class="atouts__grille"><article data-v-8e4f1a2b><h3 data-v-8e4f1a2b>Relances intelligentes</h3><p data-v-8e4f1a2b>Scénarios par segment client, e-mails, SMS et courriers recommandés électroniques, ton adapté à l'historique de paiement.</p></article><article data-v-8e4f1a2b><h3 data-v-8e4f1a2b>Paiement en un clic</h3><p data-v-8e4f1a2b>Chaque facture embarque un lien de paiement par virement instantané, carte ou prélèvement SEPA.</p></article><article data-v-8e4f1a2b><h3 data-v-8e4f1a2b>Rapprochement automatique</h3><p data-v-8e4f1a2b>Les encaissements sont lettrés et envoyés dans votre logiciel comptable, sans ressaisie.</p></article><article data-v-8e4f1a2b><h3 data-v-8e4f1a2b>Prévision de trésorerie</h3><p data-v-8e4f1a2b>Anticipez vos encaissements à 13 semaines grâce au scoring de chaque client.</p></article></div></div></section>
<section data-v-2a9c4e7d class="integrations"><div data-v-2a9c4e7d class="container"><h2 data-v-2a9c4e7d>Connecté à vos outils</h2><p data-v-2a9c4e7d>Pennylane, Sage, Cegid, Odoo, Qonto, Salesforce… Virelo se branche en quelques minutes sur votre logiciel comptable, votre ERP et votre banque.</p><a data-v-2a9c4e7d href="/fr/partenaires" class="btn btn--ghost">Voir toutes les intégrations</a></div></section>
<section data-v-4d7b2e1f class="temoignage"><div data-v-4d7b2e1f class="container"><blockquote data-v-4d7b2e1f><p data-v-4d7b2e1f>« Notre DSO est passé de 62 à 38 jours en six mois, et l'équipe compta ne passe plus ses lundis à relancer. »</p><footer data-v-4d7b2e1f>Claire Dumont, DAF de Transports Lemaire</footer></blockquote></div></section>
<section data-v-0f3e6a8c class="recompenses"><div data-v-0f3e6a8c class="container"><ul data-v-0f3e6a8c><li data-v-0f3e6a8c><a data-v-0f3e6a8c href="https://lafrenchtech.gouv.fr/fr/programme/french-tech-120/" target="_blank" rel="noopener"><img data-v-0f3e6a8c src="/images/badges/french-tech-120.svg" alt="Lauréat French Tech 120" width="110" height="60" loading="lazy"></a></li><li data-v-0f3e6a8c><img data-v-0f3e6a8c src="/images/badges/iso-27001.svg" alt="ISO 27001" width="70" height="70" loading="lazy"></li><li data-v-0f3e6a8c><a data-v-0f3e6a8c href="https://www.capterra.fr/software/1045231/virelo" target="_blank" rel="noopener"><img data-v-0f3e6a8c src="/images/badges/capterra.svg" alt="Capterra 4,8/5" width="110" height="40" loading="lazy"></a></li></ul></div></section>`,
  ['page-accueil'],
);

// ---------------------------------------------------------------- produit

const produit = shell(
  'Fonctionnalités | Virelo',
  'Relances automatiques, liens de paiement, prélèvement SEPA, rapprochement bancaire et facture électronique.',
  '/fr/produit',
  `<section data-v-5a1c3e7f class="entete"><div data-v-5a1c3e7f class="container"><p data-v-5a1c3e7f class="surtitre">Produit</p><h1 data-v-5a1c3e7f>Du devis signé à la facture payée</h1><p data-v-5a1c3e7f class="chapo">Virelo couvre tout le cycle « order-to-cash » des entreprises B2B françaises.</p></div></section>
<section data-v-5a1c3e7f id="relances" class="bloc"><div data-v-5a1c3e7f class="container bloc__grid"><div data-v-5a1c3e7f><h2 data-v-5a1c3e7f>Relances automatiques</h2><p data-v-5a1c3e7f>Créez des scénarios de relance par typologie de client : grands comptes, PME, particuliers professionnels. Virelo choisit le bon canal (e-mail, SMS, appel assisté, lettre recommandée électronique) et le bon ton, et s'arrête dès que le paiement arrive.</p><ul data-v-5a1c3e7f><li data-v-5a1c3e7f>Modèles conformes au Code de commerce (pénalités, indemnité forfaitaire de 40 €)</li><li data-v-5a1c3e7f>Portail client pour télécharger factures et avoirs</li><li data-v-5a1c3e7f>Gestion des litiges et promesses de paiement</li></ul></div><img data-v-5a1c3e7f src="/images/produit/scenarios.webp" alt="Éditeur de scénarios de relance" width="560" height="380" loading="lazy"></div></section>
<section data-v-5a1c3e7f id="encaissement" class="bloc bloc--gris"><div data-v-5a1c3e7f class="container bloc__grid"><img data-v-5a1c3e7f src="/images/produit/rapprochement.webp" alt="Rapprochement automatique des paiements" width="560" height="380" loading="lazy"><div data-v-5a1c3e7f><h2 data-v-5a1c3e7f>Encaissement &amp; rapprochement</h2><p data-v-5a1c3e7f>Un IBAN virtuel par client permet d'identifier chaque virement sans ambiguïté. Les paiements partiels, groupés ou avec référence erronée sont rapprochés par notre moteur de lettrage, puis synchronisés avec votre comptabilité.</p></div></div></section>
<section data-v-5a1c3e7f id="prelevement" class="bloc"><div data-v-5a1c3e7f class="container"><h2 data-v-5a1c3e7f>Prélèvement SEPA</h2><p data-v-5a1c3e7f>Signature électronique des mandats SEPA Core et B2B, présentation automatique à l'échéance et gestion des rejets.</p></div></section>
<section data-v-5a1c3e7f id="facture-electronique" class="bloc bloc--gris"><div data-v-5a1c3e7f class="container"><h2 data-v-5a1c3e7f>Facture électronique</h2><p data-v-5a1c3e7f>À partir de septembre 2026, toutes les entreprises devront pouvoir recevoir des factures électroniques. Virelo est candidat à l'immatriculation comme Plateforme Agréée auprès de la DGFiP et prendra en charge l'émission et la réception au format Factur-X, UBL et CII, ainsi que l'e-reporting.</p><table data-v-5a1c3e7f class="tableau"><thead><tr><th>Échéance</th><th>Réception</th><th>Émission</th></tr></thead><tbody><tr><td>1er septembre 2026</td><td>Toutes les entreprises</td><td>Grandes entreprises et ETI</td></tr><tr><td>1er septembre 2027</td><td>Toutes les entreprises</td><td>PME et micro-entreprises</td></tr></tbody></table></div></section>
<section data-v-5a1c3e7f class="cta"><div data-v-5a1c3e7f class="container"><h2 data-v-5a1c3e7f>Prêt à réduire vos retards de paiement ?</h2><a data-v-5a1c3e7f href="/fr/demo" class="btn btn--primary">Demander une démo</a></div></section>`,
  ['page-produit'],
);

// ---------------------------------------------------------------- partenaires (tabbed directory)

type P = { nom: string; cat: string; catLabel: string; texte: string; url: string | null; badge?: string };
const partenaires: P[] = [
  {
    nom: 'Pennylane',
    cat: 'logiciels',
    catLabel: 'Logiciels comptables & ERP',
    texte: 'Synchronisation bidirectionnelle des factures, paiements et lettrages avec Pennylane.',
    url: 'https://www.pennylane.com/fr',
    badge: 'Intégration native',
  },
  {
    nom: 'Sage',
    cat: 'logiciels',
    catLabel: 'Logiciels comptables & ERP',
    texte: 'Connecteur certifié pour Sage 100 et Sage Intacct : import des factures, export des règlements.',
    url: 'https://www.sage.com/fr-fr/',
    badge: 'Intégration native',
  },
  {
    nom: 'Cegid',
    cat: 'logiciels',
    catLabel: 'Logiciels comptables & ERP',
    texte: 'Connecteur pour Cegid Loop et Cegid XRP Flex, utilisé par les cabinets et les ETI.',
    url: 'https://www.cegid.com/fr/',
    badge: 'Intégration native',
  },
  {
    nom: 'Odoo',
    cat: 'logiciels',
    catLabel: 'Logiciels comptables & ERP',
    texte: 'Module Odoo disponible sur l’Odoo Apps Store pour les versions 16 et 17.',
    url: 'https://www.odoo.com/fr_FR',
  },
  {
    nom: 'Salesforce',
    cat: 'logiciels',
    catLabel: 'Logiciels comptables & ERP',
    texte: 'Affichez l’encours et le statut de relance de chaque compte dans Salesforce Sales Cloud.',
    url: 'https://www.salesforce.com/fr/',
  },
  {
    nom: 'Tiime',
    cat: 'logiciels',
    catLabel: 'Logiciels comptables & ERP',
    texte: 'Intégration en cours de développement. Disponible au second semestre.',
    url: null,
    badge: 'Bientôt',
  },
  {
    nom: 'Qonto',
    cat: 'banques',
    catLabel: 'Banques & paiement',
    texte: 'Connexion directe au compte Qonto pour détecter les virements entrants en temps réel.',
    url: 'https://qonto.com/fr',
  },
  {
    nom: 'Mangopay',
    cat: 'banques',
    catLabel: 'Banques & paiement',
    texte: 'Infrastructure de paiement sur laquelle reposent les IBAN virtuels et les comptes de cantonnement Virelo.',
    url: 'https://mangopay.com/fr',
    badge: 'Partenaire de paiement',
  },
  {
    nom: 'GoCardless',
    cat: 'banques',
    catLabel: 'Banques & paiement',
    texte: 'Prélèvements SEPA Core et B2B, mandats électroniques et gestion des rejets.',
    url: 'https://gocardless.com/fr-fr/',
  },
  {
    nom: 'Banque Populaire',
    cat: 'banques',
    catLabel: 'Banques & paiement',
    texte:
      'Partenaire stratégique de Virelo : programme commun de sensibilisation des PME aux retards de paiement et conditions préférentielles pour les clients professionnels.',
    url: 'https://www.banquepopulaire.fr/',
    badge: 'Partenaire bancaire',
  },
  {
    nom: 'Cabinet Morel & Associés',
    cat: 'experts-comptables',
    catLabel: 'Experts-comptables',
    texte: 'Cabinet lyonnais (45 collaborateurs) qui déploie Virelo chez ses clients PME et pilote leurs relances.',
    url: 'https://www.morel-associes.fr/',
  },
  {
    nom: 'In Extenso',
    cat: 'experts-comptables',
    catLabel: 'Experts-comptables',
    texte: 'Réseau national d’expertise comptable ; recommande Virelo à ses clients TPE et PME.',
    url: 'https://www.inextenso.fr/',
  },
  {
    nom: 'Fidalis Conseil',
    cat: 'experts-comptables',
    catLabel: 'Experts-comptables',
    texte: 'Expertise comptable et direction financière externalisée à Nantes et Rennes.',
    url: 'https://www.fidalis-conseil.fr/',
  },
  {
    nom: 'Nérée Consulting',
    cat: 'integrateurs',
    catLabel: 'Intégrateurs',
    texte: 'Intégrateur Odoo et Salesforce ; paramétrage de Virelo et reprise des encours pour les ETI.',
    url: 'https://www.neree-consulting.fr/',
  },
];

const onglets: [string, string][] = [
  ['tous', 'Tous'],
  ['logiciels', 'Logiciels comptables & ERP'],
  ['banques', 'Banques & paiement'],
  ['experts-comptables', 'Experts-comptables'],
  ['integrateurs', 'Intégrateurs'],
];

const partenairesPage = shell(
  'Intégrations et partenaires | Virelo',
  'Logiciels comptables, banques, experts-comptables et intégrateurs : découvrez l’écosystème de partenaires Virelo.',
  '/fr/partenaires',
  `<section data-v-6d2f8a1c class="entete"><div data-v-6d2f8a1c class="container"><p data-v-6d2f8a1c class="surtitre">Écosystème</p><h1 data-v-6d2f8a1c>Intégrations et partenaires</h1><p data-v-6d2f8a1c class="chapo">Virelo s'intègre à vos logiciels et travaille avec des banques, des cabinets d'expertise comptable et des intégrateurs partout en France.</p></div></section>
<section data-v-6d2f8a1c class="annuaire"><div data-v-6d2f8a1c class="container"><div data-v-6d2f8a1c class="annuaire__outils"><div data-v-6d2f8a1c role="tablist" aria-label="Catégories de partenaires" class="onglets">${onglets
    .map(
      ([id, label], i) =>
        `<button data-v-6d2f8a1c role="tab" id="onglet-${id}" aria-selected="${i === 0}" aria-controls="panneau-partenaires" data-filtre="${id}" class="onglet${i === 0 ? ' onglet--actif' : ''}">${label.replace('&', '&amp;')} <span data-v-6d2f8a1c class="onglet__nb">${id === 'tous' ? partenaires.length : partenaires.filter((p) => p.cat === id).length}</span></button>`,
    )
    .join(
      '',
    )}</div><label data-v-6d2f8a1c class="recherche"><span data-v-6d2f8a1c class="sr-only">Rechercher un partenaire</span><input data-v-6d2f8a1c type="search" placeholder="Rechercher un partenaire…"></label></div><div data-v-6d2f8a1c id="panneau-partenaires" role="tabpanel" aria-labelledby="onglet-tous" class="grille">${partenaires
    .map(
      (p) =>
        `<article data-v-4b8e2c6a class="carte" data-categorie="${p.cat}"><div data-v-4b8e2c6a class="carte__entete"><img data-v-4b8e2c6a src="/images/partenaires/${p.nom
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z]+/g, '-')
          .replace(
            /-$/,
            '',
          )}.svg" alt="Logo ${p.nom.replace('&', '&amp;')}" width="56" height="56" loading="lazy"><div data-v-4b8e2c6a><h2 data-v-4b8e2c6a class="carte__nom">${p.nom.replace('&', '&amp;')}</h2><p data-v-4b8e2c6a class="carte__cat">${p.catLabel.replace('&', '&amp;')}</p></div>${p.badge ? `<span data-v-4b8e2c6a class="pastille">${p.badge}</span>` : ''}</div><p data-v-4b8e2c6a class="carte__texte">${p.texte}</p>${p.url ? `<a data-v-4b8e2c6a href="${p.url}" target="_blank" rel="noopener" class="carte__lien">Voir le site <span data-v-4b8e2c6a aria-hidden="true">↗</span></a>` : ''}</article>`,
    )
    .join(
      '',
    )}</div><p data-v-6d2f8a1c class="annuaire__note">Votre outil n'est pas listé ? Virelo se connecte aussi à QuickBooks, EBP et Microsoft Dynamics par import de fichiers, et à tout autre logiciel via notre <a data-v-6d2f8a1c href="https://developers.virelo.io">API publique</a>.</p></div></section>
<section data-v-6d2f8a1c id="devenir-partenaire" class="bloc bloc--gris"><div data-v-6d2f8a1c class="container bloc__grid"><div data-v-6d2f8a1c><h2 data-v-6d2f8a1c>Devenir partenaire</h2><p data-v-6d2f8a1c>Experts-comptables, intégrateurs, éditeurs : rejoignez le programme partenaires Virelo. Commission récurrente de 20 %, formation certifiante, accès à la plateforme de démonstration et co-marketing.</p><p data-v-6d2f8a1c>Déjà partenaire ? <a data-v-6d2f8a1c href="https://partenaires.virelo.fr/connexion">Connectez-vous à l'espace partenaires</a>.</p></div><form data-v-6d2f8a1c class="formulaire" action="/api/partenaires" method="post"><label data-v-6d2f8a1c>Nom et prénom<input data-v-6d2f8a1c name="nom" required></label><label data-v-6d2f8a1c>E-mail professionnel<input data-v-6d2f8a1c type="email" name="email" required></label><label data-v-6d2f8a1c>Société<input data-v-6d2f8a1c name="societe" required></label><label data-v-6d2f8a1c>Type de partenariat<select data-v-6d2f8a1c name="type"><option data-v-6d2f8a1c>Cabinet d'expertise comptable</option><option data-v-6d2f8a1c>Intégrateur</option><option data-v-6d2f8a1c>Éditeur de logiciel</option><option data-v-6d2f8a1c>Banque</option></select></label><button data-v-6d2f8a1c type="submit" class="btn btn--primary">Envoyer</button></form></div></section>`,
  [
    'page-partenaires',
    {
      partenaires: partenaires.map((p) => ({ nom: p.nom, categorie: p.cat, url: p.url })),
    },
  ],
);

// ---------------------------------------------------------------- à propos (prose)

const aPropos = shell(
  'À propos de Virelo',
  'Virelo a été fondée en 2020 à Paris pour mettre fin aux retards de paiement entre entreprises.',
  '/fr/a-propos',
  `<section data-v-5a1c3e7f class="entete"><div data-v-5a1c3e7f class="container"><p data-v-5a1c3e7f class="surtitre">À propos</p><h1 data-v-5a1c3e7f>Les retards de paiement tuent des PME. Nous avons décidé d'agir.</h1></div></section>
<section data-v-5a1c3e7f class="bloc"><div data-v-5a1c3e7f class="container texte-long"><p data-v-5a1c3e7f>En France, un quart des défaillances d'entreprises est lié à des retards de paiement. Virelo a été fondée en 2020 par Léa Fontaine, ancienne credit manager dans l'industrie, et Karim Benali, ingénieur passé par le paiement en ligne, pour donner aux PME les outils de recouvrement que seuls les grands groupes pouvaient s'offrir.</p><h2 data-v-5a1c3e7f>Nos partenaires</h2><p data-v-5a1c3e7f>Nous ne construisons pas seuls. Les IBAN virtuels et les comptes de cantonnement de nos clients reposent sur l'infrastructure de <a data-v-5a1c3e7f href="https://mangopay.com/fr" target="_blank" rel="noopener">Mangopay</a>, dont Virelo est agent de prestataire de services de paiement, et les prélèvements SEPA sont opérés avec <a data-v-5a1c3e7f href="https://gocardless.com/fr-fr/" target="_blank" rel="noopener">GoCardless</a>.</p><p data-v-5a1c3e7f>Côté comptabilité, nos intégrations natives avec <a data-v-5a1c3e7f href="https://www.pennylane.com/fr" target="_blank" rel="noopener">Pennylane</a> et <a data-v-5a1c3e7f href="https://www.cegid.com/fr/" target="_blank" rel="noopener">Cegid</a> couvrent la majorité des cabinets français. Depuis 2024, nous avons également conclu un partenariat avec le <a data-v-5a1c3e7f href="https://www.experts-comptables.fr/" target="_blank" rel="noopener">Conseil supérieur de l'ordre des experts-comptables</a> pour accompagner les cabinets dans la réforme de la facturation électronique.</p><p data-v-5a1c3e7f>Retrouvez la liste complète sur notre page <a data-v-5a1c3e7f href="/fr/partenaires">intégrations et partenaires</a>.</p><h2 data-v-5a1c3e7f>Nos investisseurs</h2><p data-v-5a1c3e7f>Virelo a levé 24 millions d'euros auprès de <a data-v-5a1c3e7f href="https://partechpartners.com/" target="_blank" rel="noopener">Partech</a>, <a data-v-5a1c3e7f href="https://www.bpifrance.fr/" target="_blank" rel="noopener">Bpifrance</a> (via le fonds Digital Venture) et <a data-v-5a1c3e7f href="https://www.kimaventures.com/" target="_blank" rel="noopener">Kima Ventures</a>, ainsi qu'auprès de business angels issus de la fintech française.</p><h2 data-v-5a1c3e7f>Régulation</h2><p data-v-5a1c3e7f>Virelo est enregistrée comme agent de prestataire de services de paiement auprès de l'<a data-v-5a1c3e7f href="https://acpr.banque-france.fr/" target="_blank" rel="noopener">Autorité de contrôle prudentiel et de résolution</a> (REGAFI). Nous sommes membres de l'association <a data-v-5a1c3e7f href="https://francefintech.org/" target="_blank" rel="noopener">France FinTech</a>.</p><h2 data-v-5a1c3e7f>Ils parlent de nous</h2><ul data-v-5a1c3e7f><li data-v-5a1c3e7f><a data-v-5a1c3e7f href="https://www.lesechos.fr/start-up/" target="_blank" rel="noopener">Les Echos</a> — « Virelo lève 18 millions pour s'attaquer aux retards de paiement »</li><li data-v-5a1c3e7f><a data-v-5a1c3e7f href="https://www.maddyness.com/" target="_blank" rel="noopener">Maddyness</a> — « Les 10 fintechs B2B à suivre en 2025 »</li></ul><h2 data-v-5a1c3e7f>Rejoignez-nous</h2><p data-v-5a1c3e7f>Nous sommes 70 à Paris et Lyon. <a data-v-5a1c3e7f href="https://www.welcometothejungle.com/fr/companies/virelo/jobs">Voir nos offres sur Welcome to the Jungle</a>.</p></div></section>`,
  ['page-a-propos'],
);

// ---------------------------------------------------------------- clients (negatives)

const clients = shell(
  'Clients | Virelo',
  'Découvrez comment des PME et ETI françaises réduisent leurs délais de paiement avec Virelo.',
  '/fr/clients',
  `<section data-v-5a1c3e7f class="entete"><div data-v-5a1c3e7f class="container"><p data-v-5a1c3e7f class="surtitre">Clients</p><h1 data-v-5a1c3e7f>Ils ont repris la main sur leur trésorerie</h1></div></section>
<section data-v-5a1c3e7f class="bloc"><div data-v-5a1c3e7f class="container grille-cas">${[
    ['Transports Lemaire', 'Transport routier · 420 salariés', 'DSO ramené de 62 à 38 jours', 'https://www.transports-lemaire.fr/'],
    ['Maison Berthier', 'Négoce de vins · 60 salariés', '92 % des factures payées à échéance', 'https://www.maison-berthier.fr/'],
    ['Groupe Vidal Distribution', 'Distribution B2B · 1 100 salariés', '1,2 M€ de trésorerie libérée', 'https://www.groupe-vidal.fr/'],
    ['Nexalis', 'Éditeur SaaS · 85 salariés', 'Relances 100 % automatisées', 'https://nexalis.io/'],
  ]
    .map(
      ([n, s, r, u], i) =>
        `<article data-v-5a1c3e7f class="cas"><img data-v-5a1c3e7f src="/images/clients/cas-${i}.svg" alt="${n}" width="140" height="40" loading="lazy"><p data-v-5a1c3e7f class="cas__secteur">${s}</p><h2 data-v-5a1c3e7f>${r}</h2><p data-v-5a1c3e7f>${n} a remplacé ses tableurs de suivi par Virelo et synchronise ses encaissements avec sa comptabilité chaque nuit.</p><a data-v-5a1c3e7f href="/fr/clients#cas-${i}">Lire le témoignage</a> · <a data-v-5a1c3e7f href="${u}" rel="nofollow noopener" target="_blank">Site de ${n}</a></article>`,
    )
    .join('')}</div></section>
<section data-v-5a1c3e7f class="bloc bloc--gris"><div data-v-5a1c3e7f class="container"><h2 data-v-5a1c3e7f>En chiffres</h2><ul data-v-5a1c3e7f class="chiffres"><li data-v-5a1c3e7f><strong>3 000+</strong> entreprises clientes</li><li data-v-5a1c3e7f><strong>4,2 Md€</strong> de factures suivies en 2024</li><li data-v-5a1c3e7f><strong>-40 %</strong> de retards de paiement en moyenne</li></ul></div></section>`,
  ['page-clients'],
);

// ---------------------------------------------------------------- sécurité (negatives)

const securite = shell(
  'Sécurité et conformité | Virelo',
  'Hébergement en France, chiffrement, ISO 27001, RGPD et statut réglementé : comment Virelo protège vos données financières.',
  '/fr/securite',
  `<section data-v-5a1c3e7f class="entete"><div data-v-5a1c3e7f class="container"><p data-v-5a1c3e7f class="surtitre">Sécurité</p><h1 data-v-5a1c3e7f>Vos données financières méritent le meilleur niveau de protection</h1></div></section>
<section data-v-5a1c3e7f class="bloc"><div data-v-5a1c3e7f class="container texte-long"><h2 data-v-5a1c3e7f>Hébergement souverain</h2><p data-v-5a1c3e7f>Toutes les données sont hébergées en France, dans des centres de données OVHcloud situés à Roubaix et Gravelines, avec réplication chiffrée entre les deux sites.</p><h2 data-v-5a1c3e7f>Certifications</h2><ul data-v-5a1c3e7f><li data-v-5a1c3e7f>ISO/IEC 27001:2022 — certificat délivré par <a data-v-5a1c3e7f href="https://www.lsti-certification.fr/" target="_blank" rel="noopener">LSTI</a></li><li data-v-5a1c3e7f>Conformité RGPD — DPO joignable à <a data-v-5a1c3e7f href="mailto:dpo@virelo.fr">dpo@virelo.fr</a></li><li data-v-5a1c3e7f>Agent PSP enregistré au REGAFI</li></ul><h2 data-v-5a1c3e7f>Chiffrement et accès</h2><p data-v-5a1c3e7f>Chiffrement AES-256 au repos et TLS 1.3 en transit, authentification forte obligatoire, SSO SAML, journal d'audit exportable.</p><h2 data-v-5a1c3e7f>Programme de bug bounty</h2><p data-v-5a1c3e7f>Nous travaillons avec la communauté de chercheurs en sécurité de <a data-v-5a1c3e7f href="https://www.yeswehack.com/programs/virelo" target="_blank" rel="noopener">YesWeHack</a>. Consultez aussi notre <a data-v-5a1c3e7f href="https://statut.virelo.io">page de statut</a>.</p><h2 data-v-5a1c3e7f>Documents</h2><ul data-v-5a1c3e7f><li data-v-5a1c3e7f><a data-v-5a1c3e7f href="/fr/securite#dpa">Accord de traitement des données (DPA)</a></li><li data-v-5a1c3e7f><a data-v-5a1c3e7f href="/fr/securite#sous-traitants">Liste des sous-traitants</a></li></ul></div></section>`,
  ['page-securite'],
);

export const site: CorpusSite = {
  domain: 'virelo.fr',
  otherDomains: ['virelo.io'],
  covers:
    'French fintech on Nuxt 3 (OVHcloud load balancer, Didomi, Crisp): a tabbed partner directory with data-category cards and "Voir le site" links (one upcoming integration without a link), plus an "À propos" page naming payment, accounting and institutional partners in prose; negatives are investors (Partech, Bpifrance, Kima), ACPR regulator, France FinTech membership, French Tech 120/Capterra badges, press, customer sites, LSTI certification, YesWeHack, OVHcloud named without link, Welcome to the Jungle jobs and own help/API/status domains.',
  pages: {
    '/': { status: 301, redirect: '/fr' },
    '/fr': { headers: ovhHeaders(), html: accueil },
    '/fr/produit': { headers: ovhHeaders(), html: produit },
    '/fr/partenaires': { headers: ovhHeaders(), html: partenairesPage },
    '/fr/integrations': { status: 301, redirect: '/fr/partenaires' },
    '/fr/a-propos': { headers: ovhHeaders(), html: aPropos },
    '/fr/clients': { headers: ovhHeaders(), html: clients },
    '/fr/securite': { headers: ovhHeaders(), html: securite },
  },
  sitemap: ['/fr', '/fr/produit', '/fr/partenaires', '/fr/a-propos', '/fr/clients', '/fr/securite'],
  technologies: ['nuxt-js', 'vue-js', 'didomi', 'crisp-live-chat', 'ovhcloud', 'google-tag-manager', 'open-graph'],
  partners: {
    'pennylane.com': 'technology',
    'sage.com': 'technology',
    'cegid.com': 'technology',
    'odoo.com': 'technology',
    'salesforce.com': 'technology',
    'qonto.com': 'technology',
    'mangopay.com': 'technology',
    'gocardless.com': 'technology',
    'banquepopulaire.fr': 'generic',
    'experts-comptables.fr': 'generic',
    'morel-associes.fr': 'channel',
    'inextenso.fr': 'channel',
    'fidalis-conseil.fr': 'channel',
    'neree-consulting.fr': 'channel',
  },
};
