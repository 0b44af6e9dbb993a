import type { CorpusSite } from './types.js';

const headers = { server: 'Apache', 'content-type': 'text/html; charset=utf-8' };

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="stylesheet" href="https://www.atelier-lumen.fr/themes/classic/assets/css/theme.css" type="text/css" media="all">
<link rel="stylesheet" href="https://www.atelier-lumen.fr/modules/ps_searchbar/ps_searchbar.css" type="text/css" media="all">
<link rel="stylesheet" href="https://www.atelier-lumen.fr/modules/ps_facetedsearch/views/dist/front.css" type="text/css" media="all">
<script type="text/javascript">
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://stats.atelier-lumen.fr/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>
<body id="cms" class="lang-fr country-fr currency-eur layout-full-width page-cms cms-id-7">
<main>
<header id="header">
  <nav class="header-nav"><div class="container"><div class="hidden-sm-down"><div id="_desktop_contact_link"><a href="https://www.atelier-lumen.fr/nous-contacter">Contactez-nous</a></div></div></div></nav>
  <div class="header-top"><div class="container"><div id="_desktop_logo"><a href="https://www.atelier-lumen.fr/"><img class="logo img-fluid" src="https://www.atelier-lumen.fr/img/logo-1699.jpg" alt="Atelier Lumen"></a></div>
  <ul class="top-menu" id="top-menu"><li class="category"><a href="https://www.atelier-lumen.fr/3-suspensions">Suspensions</a></li><li class="category"><a href="https://www.atelier-lumen.fr/4-appliques">Appliques</a></li><li class="cms-page"><a href="https://www.atelier-lumen.fr/content/7-partenaires">Partenaires</a></li></ul></div></div>
</header>
<section id="wrapper"><div class="container"><div id="content-wrapper"><section id="main">${body}</section></div></div></section>
<footer id="footer"><div class="footer-container"><div class="container"><p>© 2026 Atelier Lumen SAS — Fabriqué à Lyon</p><a href="https://www.instagram.com/atelierlumen/">Instagram</a> <a href="https://www.pinterest.fr/atelierlumen/">Pinterest</a></div></div></footer>
</main>
</body>
</html>`;

const item = (href: string, name: string, text: string) =>
  `<div class="col-md-4 partenaire"><h3><a href="${href}" target="_blank">${name}</a></h3><p>${text}</p></div>`;

export const site: CorpusSite = {
  domain: 'atelier-lumen.fr',
  covers:
    'PrestaShop (ps_ module stylesheets, classic theme) with a self-hosted Matomo snippet; www redirect; a French CMS page "Nos partenaires" with "Revendeurs agréés" (channel), "Intégrations" (technology) and "Ils nous font confiance" (customers, negative) sections in one layout; the header element holds a nav and the menu',
  pages: {
    '/': { redirect: 'https://www.atelier-lumen.fr/' },
    'https://www.atelier-lumen.fr/': {
      headers,
      html: page(
        'Atelier Lumen — Luminaires fabriqués à Lyon',
        '<div class="page-home"><h1>Luminaires en laiton, fabriqués à Lyon</h1><p>Suspensions, appliques et lampes à poser.</p></div>',
      ),
    },
    'https://www.atelier-lumen.fr/content/7-partenaires': {
      headers,
      html: page(
        'Partenaires',
        `<header class="page-header"><h1>Nos partenaires</h1></header>
<section id="content" class="page-content page-cms page-cms-7">
<p>Retrouvez nos luminaires chez nos revendeurs et dans les outils de nos clients professionnels.</p>
<h2>Revendeurs agréés</h2>
<div class="row">${item('https://www.maison-claire-lyon.fr/', 'Maison Claire', 'Lyon 2e — showroom')}${item('https://www.lumiere-et-matiere.com/', 'Lumière &amp; Matière', 'Paris 11e')}${item('https://www.deco-bordeaux.fr/', 'Déco Bordeaux', 'Bordeaux — Chartrons')}</div>
<h2>Intégrations</h2>
<div class="row">${item('https://www.archicad.com/fr/', 'Archicad', 'Nos modèles BIM pour les architectes')}${item('https://www.dialux.com/fr-FR/', 'DIALux', 'Fichiers photométriques pour le calcul d’éclairage')}</div>
<h2>Ils nous font confiance</h2>
<div class="row">${item('https://www.hotel-des-celestins.fr/', 'Hôtel des Célestins', 'Suspensions sur mesure pour le lobby')}${item('https://www.restaurant-le-passage.fr/', 'Le Passage', '40 appliques en laiton brossé')}</div>
</section>`,
      ),
    },
  },
  technologies: ['prestashop', 'php', 'mysql', 'matomo-analytics', 'apache-http-server'],
  partners: {
    'maison-claire-lyon.fr': 'channel',
    'lumiere-et-matiere.com': 'channel',
    'deco-bordeaux.fr': 'channel',
    'archicad.com': 'technology',
    'dialux.com': 'technology',
  },
};
