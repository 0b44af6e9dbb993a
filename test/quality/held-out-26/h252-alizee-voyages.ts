import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-varnish': '918273645 918270021',
  via: '1.1 varnish (Varnish/7.4)',
  'cache-control': 'max-age=900, public',
};

function page(title: string, body: string, bodyClass = 'page-node-type-page'): string {
  return `<!DOCTYPE html>
<html lang="fr" dir="ltr">
<head>
<meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="description" content="Alizée Voyages, tour-opérateur marseillais : circuits et voyages sur mesure en Méditerranée depuis 1994." />
<title>${title} | Alizée Voyages</title>
<link rel="icon" href="/sites/default/files/favicon.png" type="image/png" />
<link rel="stylesheet" media="all" href="/core/themes/olivero/css/base/fonts.css?sb1k9q" />
<link rel="stylesheet" media="all" href="/sites/default/themes/alizee/css/style.css?sb1k9q" />
<link rel="stylesheet" media="all" href="/sites/default/modules/alizee_carto/css/carte.css?sb1k9q" />
<script>
window.axeptioSettings = { clientId: "64f1b2c3d4e5f60718293a4b", cookiesVersion: "alizee-voyages-fr" };
(function(d, s) { var t = d.getElementsByTagName(s)[0], e = d.createElement(s); e.async = true; e.src = "//static.axept.io/sdk.js"; t.parentNode.insertBefore(e, t); })(document, "script");
</script>
<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://stats.alizee-voyages.fr/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '3']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
<!-- End Matomo Code -->
</head>
<body class="path-node ${bodyClass}">
<a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header class="site-header" role="banner">
  <a href="/" rel="home" class="site-branding__logo"><img src="/sites/default/files/logo-alizee.svg" alt="Accueil Alizée Voyages" /></a>
  <nav role="navigation" aria-labelledby="block-alizee-main-menu" id="block-alizee-main-menu">
    <h2 class="visually-hidden" id="block-alizee-main-menu">Navigation principale</h2>
    <ul class="menu menu--main">
      <li class="menu__item"><a href="/destinations">Destinations</a></li>
      <li class="menu__item"><a href="/circuits">Circuits</a></li>
      <li class="menu__item"><a href="/sur-mesure">Voyages sur mesure</a></li>
      <li class="menu__item"><a href="/qui-sommes-nous">Qui sommes-nous ?</a></li>
      <li class="menu__item"><a href="/agences-revendeuses">Trouver une agence</a></li>
      <li class="menu__item"><a href="/contact">Contact</a></li>
    </ul>
  </nav>
  <a class="espace-pro" href="https://pro.alizee-voyages.fr/connexion">Espace agences</a>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
${body}
</main>
<footer class="site-footer" role="contentinfo">
  <div class="region region-footer">
    <nav aria-label="Pied de page">
      <ul class="menu">
        <li><a href="/qui-sommes-nous">L'agence</a></li>
        <li><a href="/nos-partenaires">Nos partenaires</a></li>
        <li><a href="/avis-clients">Avis clients</a></li>
        <li><a href="/conditions-de-vente">Conditions de vente</a></li>
        <li><a href="/mentions-legales">Mentions légales</a></li>
      </ul>
    </nav>
    <ul class="social">
      <li><a href="https://www.facebook.com/alizeevoyages">Facebook</a></li>
      <li><a href="https://www.instagram.com/alizee.voyages/">Instagram</a></li>
      <li><a href="https://www.youtube.com/@alizeevoyages">YouTube</a></li>
    </ul>
    <p class="garantie">Immatriculation Atout France IM013110027 – Garantie financière APST – Assurance RCP Hiscox.</p>
    <p>&copy; 2024 Alizée Voyages SAS – 12 quai de Rive-Neuve, 13007 Marseille</p>
  </div>
</footer>
</div>
<div id="axeptio_overlay" class="axeptio_mount"><img src="https://axeptio.imgix.net/2023/09/alizee-cookie-mascotte.png" alt="" width="48" height="48" /></div>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/sites/default/themes/alizee/js/alizee.js?v=10.2.5"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'alizee-voyages.fr',
  covers:
    'French tour operator on Drupal 10 behind Varnish: local ground-handler, airline and insurance partners in sections, a reseller-agency directory split into region detail pages, a travel-agency network named in prose; negatives: press, APST/Atout France guarantees, review platform, OVH host in legal notice, social links, own agency portal',
  pages: {
    '/': {
      headers,
      html: page(
        'Voyages sur mesure en Méditerranée',
        `<section class="hero">
  <h1>La Méditerranée, autrement</h1>
  <p>Circuits accompagnés et voyages sur mesure au Maroc, en Tunisie, en Égypte, en Grèce et en Sicile, conçus à Marseille depuis 1994.</p>
  <a class="button" href="/sur-mesure">Créer mon voyage</a>
</section>
<section class="views-element-container">
  <h2>Nos circuits du moment</h2>
  <article class="node--type-circuit"><h3><a href="/circuits/kasbahs-et-desert">Kasbahs et désert – 9 jours</a></h3><p>À partir de 1 490 € TTC</p></article>
  <article class="node--type-circuit"><h3><a href="/circuits/croisiere-sur-le-nil">Croisière sur le Nil – 8 jours</a></h3><p>À partir de 1 750 € TTC</p></article>
  <article class="node--type-circuit"><h3><a href="/circuits/cyclades-en-liberte">Cyclades en liberté – 12 jours</a></h3><p>À partir de 1 980 € TTC</p></article>
</section>
<section class="presse">
  <h2>Ils parlent de nous</h2>
  <ul>
    <li><a href="https://www.lemonde.fr/m-voyage/article/2023/05/12/voyager-en-mediterranee-hors-saison.html">Le Monde – « voyager hors saison »</a></li>
    <li><a href="https://www.routard.com/guide_voyage_page/132/tour-operateurs-specialistes.htm">Le Routard – tour-opérateurs spécialistes</a></li>
  </ul>
</section>
<section class="reassurance">
  <p>Vous préférez un conseiller près de chez vous ? Nos voyages sont vendus dans plus de 120 <a href="/agences-revendeuses">agences de voyages partenaires</a> partout en France.</p>
</section>`,
        'path-frontpage',
      ),
    },
    '/destinations': {
      headers,
      html: page(
        'Destinations',
        `<h1>Destinations</h1>
<ul class="destinations">
  <li><a href="/destinations/maroc">Maroc</a> – Marrakech, Atlas, désert de l'Erg Chebbi</li>
  <li><a href="/destinations/tunisie">Tunisie</a> – Cap Bon, Djerba, oasis du Sud</li>
  <li><a href="/destinations/egypte">Égypte</a> – Le Caire, Louxor, Assouan</li>
  <li><a href="/destinations/grece">Grèce</a> – Cyclades, Péloponnèse, Crète</li>
  <li><a href="/destinations/sicile">Sicile</a> – Palerme, Etna, îles Éoliennes</li>
</ul>`,
      ),
    },
    '/qui-sommes-nous': {
      headers,
      html: page(
        'Qui sommes-nous ?',
        `<h1>Qui sommes-nous ?</h1>
<p>Fondée en 1994 par Hélène et Karim Benali, Alizée Voyages est un tour-opérateur indépendant de douze personnes installé sur le Vieux-Port de Marseille.</p>
<p>Chaque circuit est construit avec un réceptif local que nous connaissons personnellement : découvrez-les sur notre page <a href="/nos-partenaires">Nos partenaires</a>.</p>
<h2>Nos engagements</h2>
<ul>
  <li>Des groupes de 16 voyageurs maximum</li>
  <li>Compensation carbone de tous les vols</li>
  <li>Un guide francophone sur place pour chaque circuit accompagné</li>
</ul>
<h2>Distinctions</h2>
<p>Prix du « Tour-opérateur de l'année – Méditerranée » aux Trophées du Tourisme Responsable 2022.</p>`,
      ),
    },
    '/nos-partenaires': {
      headers,
      html: page(
        'Nos partenaires',
        `<h1>Nos partenaires</h1>
<p>Derrière chaque voyage Alizée, il y a une équipe locale. Voici les partenaires avec lesquels nous travaillons toute l'année.</p>
<h2>Nos réceptifs sur place</h2>
<div class="paragraph--type--partenaire">
  <h3>Maroc – Atlas Horizons</h3>
  <p>Basée à Marrakech, l'équipe d'Atlas Horizons organise nos bivouacs et nos randonnées dans le Haut Atlas. <a href="https://www.atlas-horizons.ma/">www.atlas-horizons.ma</a></p>
</div>
<div class="paragraph--type--partenaire">
  <h3>Tunisie – Cap Bon Découverte</h3>
  <p>Notre partenaire depuis 2001 pour les séjours à Hammamet, Djerba et dans le Sud. <a href="https://capbon-decouverte.tn/">capbon-decouverte.tn</a></p>
</div>
<div class="paragraph--type--partenaire">
  <h3>Égypte – Nil &amp; Désert Travel</h3>
  <p>Croisières sur le Nil, guides égyptologues francophones. <a href="https://www.nil-desert-travel.com.eg/fr/">nil-desert-travel.com.eg</a></p>
</div>
<div class="paragraph--type--partenaire">
  <h3>Grèce – Kalimera DMC</h3>
  <p>Hébergements en chambres d'hôtes et ferries entre les Cyclades. <a href="https://kalimeradmc.gr/">kalimeradmc.gr</a></p>
</div>
<h2>Compagnies aériennes partenaires</h2>
<ul class="logos">
  <li><a href="https://www.airfrance.fr/"><img src="/sites/default/files/partenaires/air-france.png" alt="Air France" /></a></li>
  <li><a href="https://www.transavia.com/fr-FR/accueil/"><img src="/sites/default/files/partenaires/transavia.png" alt="Transavia" /></a></li>
</ul>
<h2>Assurance voyage</h2>
<p>Nos garanties annulation et assistance rapatriement sont proposées en partenariat avec <a href="https://www.assurevasion.fr/">Assur'Évasion</a>.</p>`,
      ),
    },
    '/agences-revendeuses': {
      headers,
      html: page(
        'Trouver une agence de voyages',
        `<h1>Trouver une agence revendeuse</h1>
<p>Nos brochures et nos circuits sont disponibles dans les agences de voyages indépendantes ci-dessous, ainsi que dans toutes les agences du réseau <a href="https://www.selectour.com/">Selectour</a>.</p>
<div class="views-view-grid">
  <div class="region-card"><h2><a href="/agences-revendeuses/ile-de-france">Île-de-France</a></h2><p>34 agences</p></div>
  <div class="region-card"><h2><a href="/agences-revendeuses/provence-alpes-cote-d-azur">Provence-Alpes-Côte d'Azur</a></h2><p>41 agences</p></div>
  <div class="region-card"><h2>Auvergne-Rhône-Alpes</h2><p>Bientôt en ligne</p></div>
</div>
<p>Vous êtes agent de voyages ? <a href="https://pro.alizee-voyages.fr/inscription">Devenez revendeur</a>.</p>`,
      ),
    },
    '/agences-revendeuses/ile-de-france': {
      headers,
      html: page(
        'Agences revendeuses – Île-de-France',
        `<h1>Agences revendeuses – Île-de-France</h1>
<table class="views-table">
  <thead><tr><th>Agence</th><th>Ville</th><th>Site</th></tr></thead>
  <tbody>
    <tr><td>Voyages Lutèce</td><td>Paris 5e</td><td><a href="https://www.voyages-lutece.fr/">voyages-lutece.fr</a></td></tr>
    <tr><td>Horizon Bastille</td><td>Paris 11e</td><td><a href="https://horizonbastille.com/">horizonbastille.com</a></td></tr>
    <tr><td>Évasions de Versailles</td><td>Versailles</td><td><a href="https://www.evasions-versailles.fr/">evasions-versailles.fr</a></td></tr>
  </tbody>
</table>
<nav class="pager"><a href="/agences-revendeuses">← Toutes les régions</a></nav>`,
      ),
    },
    '/agences-revendeuses/provence-alpes-cote-d-azur': {
      headers,
      html: page(
        "Agences revendeuses – Provence-Alpes-Côte d'Azur",
        `<h1>Agences revendeuses – Provence-Alpes-Côte d'Azur</h1>
<table class="views-table">
  <thead><tr><th>Agence</th><th>Ville</th><th>Site</th></tr></thead>
  <tbody>
    <tr><td>Calanques Voyages</td><td>Cassis</td><td><a href="https://calanques-voyages.fr/">calanques-voyages.fr</a></td></tr>
    <tr><td>Agence du Vieux-Port</td><td>Marseille</td><td><a href="https://www.agenceduvieuxport.fr/">agenceduvieuxport.fr</a></td></tr>
    <tr><td>Nice Évasion</td><td>Nice</td><td><a href="https://www.nice-evasion.fr/">nice-evasion.fr</a></td></tr>
  </tbody>
</table>
<nav class="pager"><a href="/agences-revendeuses">← Toutes les régions</a></nav>`,
      ),
    },
    '/avis-clients': {
      headers,
      html: page(
        'Avis clients',
        `<h1>Avis de nos voyageurs</h1>
<p>Note moyenne 4,8/5 sur 1 214 avis collectés par <a href="https://www.avis-verifies.com/avis-clients/alizee-voyages.fr">Avis Vérifiés</a>.</p>
<blockquote>« Un circuit au Maroc parfaitement organisé, un guide passionnant. » – Martine, Lyon</blockquote>
<blockquote>« La croisière sur le Nil restera un souvenir inoubliable. » – Jean-Paul, Toulon</blockquote>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        `<h1>Nous contacter</h1>
<p>Alizée Voyages – 12 quai de Rive-Neuve, 13007 Marseille</p>
<p>Téléphone : <a href="tel:+33491550120">04 91 55 01 20</a> – du lundi au samedi, 9 h – 18 h</p>
<form class="webform-submission-form" action="/contact" method="post">
  <label>Nom <input type="text" name="nom" /></label>
  <label>Courriel <input type="email" name="courriel" /></label>
  <label>Votre projet <textarea name="message"></textarea></label>
  <input type="submit" value="Envoyer" />
</form>`,
      ),
    },
    '/mentions-legales': {
      headers,
      html: page(
        'Mentions légales',
        `<h1>Mentions légales</h1>
<p>Alizée Voyages SAS au capital de 150 000 €, RCS Marseille 398 221 407.</p>
<p>Immatriculée au registre des opérateurs de voyages d'<a href="https://www.atout-france.fr/">Atout France</a> sous le n° IM013110027.</p>
<p>Garantie financière : <a href="https://www.apst.travel/">APST</a>, 15 avenue Carnot, 75017 Paris.</p>
<p>Hébergement : OVH SAS, 2 rue Kellermann, 59100 Roubaix – <a href="https://www.ovhcloud.com/fr/">ovhcloud.com</a>.</p>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/destinations',
    '/qui-sommes-nous',
    '/nos-partenaires',
    '/agences-revendeuses',
    '/agences-revendeuses/ile-de-france',
    '/agences-revendeuses/provence-alpes-cote-d-azur',
    '/avis-clients',
    '/contact',
    '/mentions-legales',
  ],
  technologies: ['drupal', 'php', 'matomo-analytics', 'axeptio', 'varnish'],
  partners: {
    'atlas-horizons.ma': 'generic',
    'capbon-decouverte.tn': 'generic',
    'nil-desert-travel.com.eg': 'generic',
    'kalimeradmc.gr': 'generic',
    'airfrance.fr': 'generic',
    'transavia.com': 'generic',
    'assurevasion.fr': 'generic',
    'selectour.com': 'channel',
    'voyages-lutece.fr': 'channel',
    'horizonbastille.com': 'channel',
    'evasions-versailles.fr': 'channel',
    'calanques-voyages.fr': 'channel',
    'agenceduvieuxport.fr': 'channel',
    'nice-evasion.fr': 'channel',
  },
};
