import type { CorpusSite } from '../corpus/types.js';

const base = 'https://maisonlumiere-coiffure.fr';

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder">
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/5b1d3e_9a0f2c41e1b04d7c9a57b2f1f0b1c2d4~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/5b1d3e_9a0f2c41e1b04d7c9a57b2f1f0b1c2d4~mv2.png" type="image/png">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${base}${path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://static.wixstatic.com/media/5b1d3e_1f7ab3e2c0e54a3f8f9a7c1d2e3b4a5c~mv2.jpg/v1/fill/w_1200%2Ch_630%2Cal_c/salon.jpg">
<meta property="og:url" content="${base}${path}">
<meta property="og:site_name" content="Maison Lumière Coiffure">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<script type="application/ld+json">{"@context":"https://schema.org/","@type":"HairSalon","name":"Maison Lumière Coiffure","url":"${base}","telephone":"+33 1 42 71 58 30","priceRange":"€€","address":{"@type":"PostalAddress","streetAddress":"18 rue de Turenne","addressLocality":"Paris","postalCode":"75004","addressCountry":"FR"},"sameAs":["https://www.instagram.com/maisonlumiere.coiffure/","https://www.facebook.com/maisonlumierecoiffure","https://www.tiktok.com/@maisonlumiere.paris"]}</script>
<script type="text/javascript">
  window.viewerModel = {"site":{"metaSiteId":"4f0c9d2a-6b1e-4c8a-9e3b-2a7d5c1f8e60","siteId":"b2d9e4a1-3c7f-4e2b-8a6d-9f1c0e5b7a32","isWixSite":false,"language":"fr"},"requestUrl":"${base}${path}","fleetConfig":{"fleetName":"wix-thunderbolt","type":"GA","code":0}};
</script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.4d8b2f1a.bundle.min.js" async></script>
<script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" defer></script>
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<style>#SITE_CONTAINER{font-family:'cormorantgaramond-light',serif}#comp-partners .grid{display:grid;grid-template-columns:repeat(4,1fr);gap:32px}</style>
</head>`;

const header = `<body>
<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root">
<header id="SITE_HEADER" class="wixui-header">
  <a data-testid="linkElement" href="${base}" class="wixui-image"><img src="https://static.wixstatic.com/media/5b1d3e_logo~mv2.png/v1/fill/w_180%2Ch_60/logo-maison-lumiere.png" alt="Maison Lumière Coiffure"></a>
  <nav id="comp-menu" aria-label="Site">
    <ul class="wixui-dropdown-menu">
      <li><a data-testid="linkElement" href="${base}">Accueil</a></li>
      <li><a data-testid="linkElement" href="${base}/prestations">Prestations &amp; tarifs</a></li>
      <li><a data-testid="linkElement" href="${base}/equipe">L'équipe</a></li>
      <li><a data-testid="linkElement" href="${base}/nos-partenaires">Partenaires</a></li>
      <li><a data-testid="linkElement" href="${base}/contact">Contact</a></li>
      <li><a data-testid="linkElement" href="https://www.planity.com/maison-lumiere-coiffure-75004-paris" target="_blank" class="wixui-button">Réserver</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1">`;

const footer = `</main>
<footer id="SITE_FOOTER" class="wixui-footer">
  <div class="wixui-rich-text">
    <p>Maison Lumière Coiffure &middot; 18 rue de Turenne, 75004 Paris &middot; 01 42 71 58 30</p>
    <p>Du mardi au samedi, 9h30 &ndash; 19h30 &middot; nocturne le jeudi jusqu'à 21h</p>
    <p><a data-testid="linkElement" href="${base}/mentions-legales">Mentions légales</a> &middot; <a data-testid="linkElement" href="${base}/politique-de-confidentialite">Politique de confidentialité</a> &middot; <a data-testid="linkElement" href="${base}/recrutement">Recrutement</a> &middot; <a data-testid="linkElement" href="${base}/bons-cadeaux">Bons cadeaux</a></p>
  </div>
  <ul class="wixui-social-bar" aria-label="Barre des réseaux sociaux">
    <li><a href="https://www.instagram.com/maisonlumiere.coiffure/" target="_blank"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
    <li><a href="https://www.facebook.com/maisonlumierecoiffure" target="_blank"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
    <li><a href="https://www.tiktok.com/@maisonlumiere.paris" target="_blank"><img src="https://static.wixstatic.com/media/11062b_tiktok.png" alt="TikTok"></a></li>
  </ul>
  <p class="copyright">&copy; 2024 Maison Lumière Coiffure. Créé avec Wix.com</p>
</footer>
<div id="consent-banner" class="wixui-cookie-banner" role="dialog" aria-label="Bannière de cookies">
  <p>Ce site utilise des cookies pour améliorer votre expérience de navigation et mesurer l'audience. <a href="${base}/politique-de-confidentialite">En savoir plus</a></p>
  <button type="button">Tout refuser</button><button type="button">Paramètres</button><button type="button">Tout accepter</button>
</div>
</div></div></div>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1716212345.62813041782139127',
  'set-cookie': 'XSRF-TOKEN=1716212345|Xf8kq2LbN0pQ; Path=/; Domain=maisonlumiere-coiffure.fr; Secure; SameSite=Lax',
};

export const site: CorpusSite = {
  domain: 'maisonlumiere-coiffure.fr',
  covers:
    'French Wix hair salon: partner brands as a linked logo grid (one logo unlinked), neighbour partners and a training school in prose with links; negatives: Planity booking links, press, award, Instagram/Facebook/TikTok, job board, gift vouchers',
  pages: {
    '/': {
      headers,
      html: `${head('Maison Lumière Coiffure | Salon de coiffure Paris 4 – Marais', 'Salon de coiffure dans le Marais : coupe, coloration végétale, balayage et soins. Réservez en ligne.', '')}
${header}
<section id="comp-hero" class="wixui-section">
  <h1 class="wixui-rich-text__text">Coiffure &amp; couleur végétale au cœur du Marais</h1>
  <p>Depuis 2012, l'équipe de Maison Lumière sublime vos cheveux avec des soins sur-mesure et des colorations aux pigments végétaux.</p>
  <a data-testid="linkElement" href="https://www.planity.com/maison-lumiere-coiffure-75004-paris" target="_blank" class="wixui-button">Prendre rendez-vous</a>
</section>
<section id="comp-services" class="wixui-section">
  <h2>Nos prestations phares</h2>
  <ul>
    <li>Coupe &amp; brushing femme &ndash; à partir de 58 &euro;</li>
    <li>Balayage californien &ndash; à partir de 120 &euro;</li>
    <li>Coloration végétale &ndash; à partir de 75 &euro;</li>
    <li>Coupe homme &amp; barbe &ndash; 42 &euro;</li>
  </ul>
  <a data-testid="linkElement" href="${base}/prestations">Voir toutes les prestations</a>
</section>
<section id="comp-avis" class="wixui-section">
  <h2>Vos avis</h2>
  <blockquote>« Enfin un salon qui comprend les cheveux bouclés ! » &mdash; Amina, cliente depuis 2019</blockquote>
  <blockquote>« Coloration végétale superbe, et l'accueil est adorable. » &mdash; Claire D.</blockquote>
  <p>4,9/5 sur plus de 600 avis vérifiés sur <a href="https://www.planity.com/maison-lumiere-coiffure-75004-paris#avis" target="_blank">Planity</a>.</p>
</section>
<section id="comp-presse" class="wixui-section">
  <h2>Ils parlent de nous</h2>
  <div class="press-logos">
    <a data-testid="linkElement" href="https://www.modeetbeaute-mag.fr/beaute/cheveux/meilleurs-salons-coloration-vegetale-paris" target="_blank"><img src="https://static.wixstatic.com/media/5b1d3e_press1~mv2.png" alt="Mode &amp; Beauté Magazine"></a>
    <a data-testid="linkElement" href="https://www.parisfutee.fr/bonnes-adresses/coiffeurs-marais" target="_blank"><img src="https://static.wixstatic.com/media/5b1d3e_press2~mv2.png" alt="Paris Futée"></a>
  </div>
  <p><img src="https://static.wixstatic.com/media/5b1d3e_award~mv2.png" alt="Les Ciseaux d'Or 2024"> Lauréat des <a href="https://www.ciseauxdor.fr/palmares-2024" target="_blank">Ciseaux d'Or 2024</a> &ndash; catégorie couleur.</p>
</section>
${footer}`,
    },
    '/prestations': {
      headers,
      html: `${head('Prestations & tarifs | Maison Lumière Coiffure', 'Tarifs coupe, couleur, balayage, soins et coiffures de mariée.', '/prestations')}
${header}
<section class="wixui-section">
  <h1>Prestations &amp; tarifs</h1>
  <table class="tarifs">
    <thead><tr><th>Prestation</th><th>Cheveux courts</th><th>Cheveux longs</th></tr></thead>
    <tbody>
      <tr><td>Shampoing, coupe, brushing</td><td>58 &euro;</td><td>72 &euro;</td></tr>
      <tr><td>Coloration végétale</td><td>75 &euro;</td><td>95 &euro;</td></tr>
      <tr><td>Balayage</td><td>120 &euro;</td><td>160 &euro;</td></tr>
      <tr><td>Soin profond à la kératine végétale</td><td>45 &euro;</td><td>60 &euro;</td></tr>
      <tr><td>Coiffure de mariée (essai inclus)</td><td colspan="2">220 &euro;</td></tr>
    </tbody>
  </table>
  <p>Paiement accepté : CB, espèces, bons cadeaux Maison Lumière.</p>
</section>
${footer}`,
    },
    '/equipe': {
      headers,
      html: `${head("L'équipe | Maison Lumière Coiffure", 'Rencontrez nos coiffeurs coloristes.', '/equipe')}
${header}
<section class="wixui-section">
  <h1>L'équipe</h1>
  <ul class="team">
    <li><strong>Sophie Marchetti</strong> &ndash; fondatrice, coloriste végétale</li>
    <li><strong>Karim Benali</strong> &ndash; coiffeur visagiste, spécialiste cheveux bouclés</li>
    <li><strong>Louise Perrin</strong> &ndash; coiffeuse, apprentie en brevet professionnel</li>
  </ul>
  <p>Nous recrutons un(e) coiffeur(se) confirmé(e) en CDI : <a href="https://fr.indeed.com/cmp/Maison-Lumi%C3%A8re-Coiffure/jobs" target="_blank">voir l'offre sur Indeed</a>.</p>
</section>
${footer}`,
    },
    '/nos-partenaires': {
      headers,
      html: `${head('Nos partenaires | Maison Lumière Coiffure', 'Les marques et les adresses partenaires de Maison Lumière.', '/nos-partenaires')}
${header}
<section id="comp-partners" class="wixui-section">
  <h1 class="wixui-rich-text__text">Nos partenaires</h1>
  <h2>Nos marques partenaires</h2>
  <p>Nous travaillons exclusivement avec des marques engagées, que vous retrouvez aussi en vente au salon.</p>
  <div class="grid wixui-gallery">
    <div class="item"><a data-testid="linkElement" href="https://www.atelier-vegetal-paris.fr/" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/5b1d3e_brand1~mv2.png/v1/fill/w_220%2Ch_120/atelier-vegetal.png" alt="Atelier Végétal"></a></div>
    <div class="item"><a data-testid="linkElement" href="https://botanea-cosmetics.com/fr/" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/5b1d3e_brand2~mv2.png/v1/fill/w_220%2Ch_120/botanea.png" alt="Botanea Cosmetics"></a></div>
    <div class="item"><a data-testid="linkElement" href="https://www.kerafine.fr/" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/5b1d3e_brand3~mv2.png/v1/fill/w_220%2Ch_120/kerafine.png" alt="Kérafine"></a></div>
    <div class="item"><img src="https://static.wixstatic.com/media/5b1d3e_brand4~mv2.png/v1/fill/w_220%2Ch_120/peignes-martin.png" alt="Peignes Martin &amp; Fils"></div>
  </div>
  <h2>Nos voisins et partenaires du quartier</h2>
  <p>Pour prolonger le moment, nous vous recommandons l'institut de beauté <a data-testid="linkElement" href="https://www.peaudesoie-institut.fr/" target="_blank">Peau de Soie</a>, juste en face du salon, et le studio de yoga <a data-testid="linkElement" href="https://soufflestudio.fr/" target="_blank">Souffle</a> rue Vieille-du-Temple : nos clientes y bénéficient de -10 % sur présentation de leur ticket.</p>
  <h2>Formation</h2>
  <p>Maison Lumière est salon partenaire de l'<a data-testid="linkElement" href="https://www.academie-vidal-coiffure.fr/" target="_blank">Académie Vidal</a> et accueille chaque année deux apprentis en CAP et en brevet professionnel.</p>
  <p class="note">Les rendez-vous se prennent uniquement en ligne via <a href="https://www.planity.com/maison-lumiere-coiffure-75004-paris" target="_blank">Planity</a> ou par téléphone.</p>
</section>
${footer}`,
    },
    '/contact': {
      headers,
      html: `${head('Contact | Maison Lumière Coiffure', 'Venir au salon, horaires et contact.', '/contact')}
${header}
<section class="wixui-section">
  <h1>Contact</h1>
  <p>18 rue de Turenne, 75004 Paris &middot; Métro Saint-Paul (ligne 1)</p>
  <p>Téléphone : <a href="tel:+33142715830">01 42 71 58 30</a> &middot; Email : <a href="mailto:bonjour@maisonlumiere-coiffure.fr">bonjour@maisonlumiere-coiffure.fr</a></p>
  <form class="wixui-form" aria-label="Formulaire de contact">
    <label>Nom <input type="text" name="name"></label>
    <label>Email <input type="email" name="email"></label>
    <label>Message <textarea name="message"></textarea></label>
    <button type="submit">Envoyer</button>
  </form>
</section>
${footer}`,
    },
  },
  sitemap: ['/', '/prestations', '/equipe', '/nos-partenaires', '/contact'],
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'atelier-vegetal-paris.fr': 'generic',
    'botanea-cosmetics.com': 'generic',
    'kerafine.fr': 'generic',
    'peaudesoie-institut.fr': 'generic',
    'soufflestudio.fr': 'generic',
    'academie-vidal-coiffure.fr': 'generic',
  },
};
