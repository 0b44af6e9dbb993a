import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1741890123.4567812345678901234',
  'strict-transport-security': 'max-age=86400',
  'content-language': 'fr-CA',
  age: '0',
};

const head = (title: string, path: string, desc: string): string => `<!DOCTYPE html>
<html lang="fr-CA" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="format-detection" content="telephone=no">
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7c2e1a_5d3f9b0a8e2c4d1f~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7c2e1a_5d3f9b0a8e2c4d1f~mv2.png" type="image/png">
<title>${title}</title>
<meta name="description" content="${desc}">
<link rel="canonical" href="https://grangedoree.ca${path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:url" content="https://grangedoree.ca${path}">
<meta property="og:site_name" content="Traiteur La Grange Dorée">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="preload" href="https://static.parastorage.com/unpkg/@wix/wix-fonts@1.14.0/madefor.min.css" as="style">
<link rel="stylesheet" href="https://static.parastorage.com/unpkg/@wix/wix-fonts@1.14.0/madefor.min.css">
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.8a6f1c2e.bundle.min.js" async></script>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"FoodEstablishment","name":"Traiteur La Grange Dorée","servesCuisine":"Cuisine québécoise du marché","address":{"@type":"PostalAddress","streetAddress":"2140, rue Beaubien Est","addressLocality":"Montréal","addressRegion":"QC","postalCode":"H2G 1M5","addressCountry":"CA"},"telephone":"+1-514-555-0173"}</script>
</head>`;

const header = `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
<header id="SITE_HEADER" class="wixui-header">
  <div data-testid="linkElement" class="logo"><a href="https://grangedoree.ca/"><img src="https://static.wixstatic.com/media/7c2e1a_logo~mv2.png/v1/fill/w_220,h_80/logo-grange-doree.png" alt="Traiteur La Grange Dorée"></a></div>
  <nav id="comp-lx1menu" aria-label="Site" class="wixui-horizontal-menu">
    <ul>
      <li><a data-testid="linkElement" href="https://grangedoree.ca/">Accueil</a></li>
      <li><a data-testid="linkElement" href="https://grangedoree.ca/menus">Nos menus</a></li>
      <li><a data-testid="linkElement" href="https://grangedoree.ca/mariages">Mariages</a></li>
      <li><a data-testid="linkElement" href="https://grangedoree.ca/evenements-corporatifs">Corporatif</a></li>
      <li><a data-testid="linkElement" href="https://grangedoree.ca/a-propos">Notre histoire</a></li>
      <li><a data-testid="linkElement" href="https://grangedoree.ca/soumission">Demander une soumission</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1">`;

const footer = `</main>
<footer id="SITE_FOOTER" class="wixui-footer">
  <div class="footer-cols">
    <div class="wixui-rich-text"><h6>Traiteur La Grange Dorée</h6><p>2140, rue Beaubien Est, Montréal (Québec) H2G 1M5<br>514 555-0173 &middot; <a href="mailto:bonjour@grangedoree.ca">bonjour@grangedoree.ca</a></p><p>Permis MAPAQ no 123456</p></div>
    <div class="wixui-rich-text"><h6>Découvrir</h6><p><a href="https://grangedoree.ca/menus">Menus boîtes à lunch</a><br><a href="https://grangedoree.ca/fournisseurs-et-partenaires">Fournisseurs et partenaires</a><br><a href="https://grangedoree.ca/carrieres">Carrières</a><br><a href="https://grangedoree.ca/faq">FAQ</a></p></div>
    <div class="wixui-rich-text"><h6>Suivez-nous</h6>
      <ul class="wixui-social-bar"><li><a href="https://www.facebook.com/traiteurgrangedoree" target="_blank"><img src="https://static.wixstatic.com/media/facebook-icon.png" alt="Facebook"></a></li><li><a href="https://www.instagram.com/grangedoree.traiteur/" target="_blank"><img src="https://static.wixstatic.com/media/instagram-icon.png" alt="Instagram"></a></li><li><a href="https://www.pinterest.ca/grangedoree/" target="_blank"><img src="https://static.wixstatic.com/media/pinterest-icon.png" alt="Pinterest"></a></li></ul>
      <p><a href="https://www.traiteursduquebec.org/membres/grange-doree" target="_blank"><img src="https://static.wixstatic.com/media/atq-membre.png" alt="Membre de l'Association des traiteurs du Québec"></a></p>
    </div>
  </div>
  <p class="wixui-rich-text copyright">&copy; 2026 Traiteur La Grange Dorée inc. Tous droits réservés. Conception web&nbsp;: <a href="https://www.studiopixelnord.ca/" target="_blank">Studio Pixel Nord</a></p>
</footer>
</div></div>
<div id="consent-banner-root" class="consent-banner" role="dialog" aria-label="Témoins">Ce site utilise des témoins (cookies) pour vous offrir une meilleure expérience. <button>Accepter</button> <button>Refuser</button> <a href="https://grangedoree.ca/politique-de-confidentialite">Politique de confidentialité</a></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/clientWorker.4b2d7e90.bundle.min.js" async></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'grangedoree.ca',
  covers:
    'Montreal caterer on Wix, Canadian French; partner page at a French path linked only from the footer with partner venues, event-agency resellers (channel) and producers; corporate client logos, press, caterers association, Aliments du Québec-style certification, web-agency credit and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Traiteur La Grange Dorée | Traiteur à Montréal pour mariages et événements', '', 'Traiteur montréalais : cuisine du marché québécoise pour mariages, événements corporatifs et boîtes à lunch.')}
${header}
<section class="wixui-section hero"><h1>La cuisine du marché, servie chez vous</h1><p>Depuis 2011, on cuisine les produits d&rsquo;ici pour vos mariages, vos 5 à 7 et vos réunions d&rsquo;équipe, de Laval à la Rive-Sud.</p><a data-testid="linkElement" class="wixui-button" href="https://grangedoree.ca/soumission">Obtenir une soumission</a></section>
<section class="wixui-section services">
  <div class="wixui-repeater">
    <div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/7c2e1a_mariage.jpg" alt="Table de mariage"><h2>Mariages</h2><p>Cocktails dînatoires, repas servis à l&rsquo;assiette ou en formule familiale.</p></div>
    <div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/7c2e1a_corpo.jpg" alt="Buffet corporatif"><h2>Corporatif</h2><p>Déjeuners-conférences, lancements et partys de Noël.</p></div>
    <div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/7c2e1a_lunch.jpg" alt="Boîtes à lunch"><h2>Boîtes à lunch</h2><p>Livrées au bureau, commande la veille avant 14&nbsp;h.</p></div>
  </div>
</section>
<section class="wixui-section clients"><h2>Ils nous ont fait confiance</h2>
  <div class="wixui-gallery">
    <a href="https://www.caissesolidaire-mtl.coop/" target="_blank"><img src="https://static.wixstatic.com/media/client-caisse.png" alt="Caisse solidaire de Montréal"></a>
    <img src="https://static.wixstatic.com/media/client-hopital.png" alt="Fondation de l'Hôpital du Plateau">
    <a href="https://www.studiosboreal.com/" target="_blank"><img src="https://static.wixstatic.com/media/client-boreal.png" alt="Studios Boréal"></a>
  </div>
  <p class="temoignage">« Un service impeccable pour nos 300 invités. » &mdash; Julie, Studios Boréal</p>
</section>
<section class="wixui-section presse"><h2>Vu dans</h2><p><a href="https://www.lamarmitequotidienne.ca/2025/traiteurs-montreal" target="_blank">La Marmite quotidienne</a> &middot; <a href="https://www.montrealgourmand.com/guide-mariage-2026" target="_blank">Montréal Gourmand</a></p></section>
${footer}`,
    },
    '/fournisseurs-et-partenaires': {
      headers,
      html: `${head('Fournisseurs et partenaires | Traiteur La Grange Dorée', '/fournisseurs-et-partenaires', 'Nos lieux partenaires, nos agences partenaires et les producteurs avec qui on cuisine.')}
${header}
<section class="wixui-section"><h1>Fournisseurs et partenaires</h1><p>Un bel événement, c&rsquo;est un travail d&rsquo;équipe. Voici les gens avec qui on le fait.</p></section>
<section class="wixui-section"><h2>Nos lieux partenaires</h2>
  <p>Nous sommes traiteur recommandé dans ces salles et domaines. Leurs équipes connaissent nos menus et nos installations.</p>
  <div class="wixui-repeater">
    <div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/lieu-grange.jpg" alt="Domaine des Trois Érables"><h3>Domaine des Trois Érables</h3><p>Grange centenaire à Saint-Lazare, jusqu&rsquo;à 220 invités.</p><a data-testid="linkElement" href="https://www.domainetroiserables.ca/" target="_blank">Visiter le site</a></div>
    <div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/lieu-loft.jpg" alt="Loft Saint-Ambroise"><h3>Loft Saint-Ambroise</h3><p>Ancienne usine au bord du canal de Lachine.</p><a data-testid="linkElement" href="https://loftstambroise.com/" target="_blank">Visiter le site</a></div>
    <div class="wixui-repeater__item"><img src="https://static.wixstatic.com/media/lieu-verriere.jpg" alt="La Verrière du Mont"><h3>La Verrière du Mont</h3><p>Serre vitrée avec vue sur le mont Royal.</p><a data-testid="linkElement" href="https://www.laverrieredumont.ca/" target="_blank">Visiter le site</a></div>
  </div>
</section>
<section class="wixui-section"><h2>Agences et planificatrices partenaires</h2>
  <p>Ces agences événementielles revendent nos forfaits traiteur dans leurs propositions clés en main : vous pouvez réserver La Grange Dorée directement par leur entremise.</p>
  <ul>
    <li><a href="https://www.agencefeufollet.ca/" target="_blank">Agence Feu Follet</a> &mdash; événements corporatifs et lancements</li>
    <li><a href="https://www.ouiplanification.com/" target="_blank">Oui! Planification</a> &mdash; planification de mariages</li>
  </ul>
</section>
<section class="wixui-section"><h2>Nos producteurs</h2>
  <p>On achète directement à la ferme le plus souvent possible.</p>
  <ul>
    <li><a href="https://www.fermelabutte.ca/" target="_blank">Ferme La Butte</a>, Saint-Rémi &mdash; légumes biologiques</li>
    <li><a href="https://www.fromageriedesneiges.com/" target="_blank">Fromagerie des Neiges</a>, Charlevoix &mdash; fromages fermiers</li>
    <li>Boulangerie du Coin, Rosemont &mdash; pains au levain</li>
  </ul>
  <p>Nos menus sont certifiés <a href="https://www.alimentsquebecaumenu.ca/" target="_blank">Aliments du Québec au menu</a>.</p>
</section>
${footer}`,
    },
    '/a-propos': {
      headers,
      html: `${head('Notre histoire | Traiteur La Grange Dorée', '/a-propos', 'Une entreprise familiale de Rosemont depuis 2011.')}
${header}
<section class="wixui-section"><h1>Notre histoire</h1>
<p>La Grange Dorée, c&rsquo;est l&rsquo;histoire de Mélanie Gagnon et Karim Benali, deux anciens cuisiniers de brasserie qui ont démarré avec un camion-cuisine en 2011.</p>
<p>Aujourd&rsquo;hui, notre équipe de 35 personnes cuisine dans un laboratoire de 4&nbsp;000&nbsp;pi² sur la rue Beaubien.</p>
<p>En 2024, nous avons reçu le prix Entreprise d&rsquo;économie locale de la <a href="https://www.ccmtlest.ca/prix-excellence-2024" target="_blank">Chambre de commerce de l&rsquo;Est de Montréal</a>.</p></section>
${footer}`,
    },
    '/evenements-corporatifs': {
      headers,
      html: `${head('Événements corporatifs | Traiteur La Grange Dorée', '/evenements-corporatifs', 'Traiteur pour événements d’entreprise à Montréal.')}
${header}
<section class="wixui-section"><h1>Événements corporatifs</h1>
<p>Déjeuners, cocktails de lancement, partys des Fêtes : on s&rsquo;occupe de tout, du service au personnel de bar.</p>
<details class="wixui-accordion"><summary>Quel est le minimum de commande?</summary><p>25 personnes pour un buffet, 10 boîtes à lunch.</p></details>
<details class="wixui-accordion"><summary>Offrez-vous des options véganes et sans gluten?</summary><p>Oui, sur tous nos menus.</p></details>
<p>Vous organisez un événement par l&rsquo;entremise d&rsquo;une agence? Consultez nos <a href="https://grangedoree.ca/fournisseurs-et-partenaires">agences partenaires</a>.</p></section>
${footer}`,
    },
  },
  technologies: ['wix', 'websitebuilder', 'react', 'open-graph', 'hsts'],
  partners: {
    'domainetroiserables.ca': 'generic',
    'loftstambroise.com': 'generic',
    'laverrieredumont.ca': 'generic',
    'agencefeufollet.ca': 'channel',
    'ouiplanification.com': 'channel',
    'fermelabutte.ca': 'generic',
    'fromageriedesneiges.com': 'generic',
  },
};
