import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'Craft CMS',
  'set-cookie': 'CraftSessionId=4b1e0c7f9a2d3e8f6a5b4c3d2e1f0a9b; path=/; secure; HttpOnly; SameSite=Lax',
  'content-language': 'fr',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="referrer" content="no-referrer-when-downgrade">
<meta name="robots" content="all">
<meta content="fr_FR" property="og:locale">
<meta content="Atelier Nord" property="og:site_name">
<meta content="website" property="og:type">
<meta content="https://www.atelier-nord.fr${path}" property="og:url">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta content="https://www.atelier-nord.fr/uploads/seo/atelier-nord-og.jpg" property="og:image">
<link href="https://www.atelier-nord.fr${path}" rel="canonical">
<link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Fraunces:opsz,wght@9..144,400;9..144,700&amp;display=swap">
<link rel="stylesheet" href="https://use.typekit.net/qvn4kzd.css">
<link rel="stylesheet" href="/dist/css/app.3f9a0c.css">
<link rel="alternate" type="application/rss+xml" title="Journal – Atelier Nord" href="https://www.atelier-nord.fr/journal/feed.rss">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script>
  window.axeptioSettings = { clientId: "65a1f0c2e4b7d9001c3e8f21", cookiesVersion: "atelier-nord-fr-2026" };
  (function(d, s) { var t = d.getElementsByTagName(s)[0], e = d.createElement(s); e.async = true; e.src = "//static.axept.io/sdk.js"; t.parentNode.insertBefore(e, t); })(document, "script");
</script>
</head>`;

const nav = `<header class="site-header" data-header>
  <a class="site-header__logo" href="/" title="Atelier Nord — accueil"><svg width="120" height="32" viewBox="0 0 120 32" aria-hidden="true"><path d="M0 32L16 0l16 32z"/></svg><span class="sr-only">Atelier Nord</span></a>
  <button class="site-header__burger" aria-expanded="false" aria-controls="menu">Menu</button>
  <nav id="menu" class="site-nav" aria-label="Navigation principale">
    <ul>
      <li><a href="/projets">Projets</a></li>
      <li><a href="/expertises">Expertises</a></li>
      <li><a href="/agence">L'agence</a></li>
      <li><a href="/journal">Journal</a></li>
      <li><a href="/contact" class="btn btn--outline">Parlons projet</a></li>
    </ul>
  </nav>
</header>`;

const footer = `<footer class="site-footer">
  <div class="site-footer__grid">
    <div>
      <p class="site-footer__title">Atelier Nord</p>
      <address>42 rue Royale<br>59000 Lille<br>France</address>
      <p><a href="mailto:bonjour@atelier-nord.fr">bonjour@atelier-nord.fr</a><br><a href="tel:+33320000000">+33 3 20 00 00 00</a></p>
    </div>
    <div>
      <p class="site-footer__title">Navigation</p>
      <ul>
        <li><a href="/projets">Projets</a></li>
        <li><a href="/agence">L'agence</a></li>
        <li><a href="/partenaires">Devenir partenaire</a></li>
        <li><a href="https://www.welcometothejungle.com/fr/companies/atelier-nord/jobs">Nous rejoindre</a></li>
        <li><a href="https://medium.com/@atelier-nord">Notre blog tech sur Medium</a></li>
      </ul>
    </div>
    <div>
      <p class="site-footer__title">Suivez-nous</p>
      <ul class="social">
        <li><a href="https://www.instagram.com/ateliernord.studio/">Instagram</a></li>
        <li><a href="https://www.behance.net/ateliernord">Behance</a></li>
        <li><a href="https://dribbble.com/ateliernord">Dribbble</a></li>
        <li><a href="https://www.linkedin.com/company/atelier-nord-lille/">LinkedIn</a></li>
      </ul>
    </div>
    <div class="site-footer__badges">
      <a href="https://www.awwwards.com/atelier-nord/" rel="noopener" target="_blank"><img src="/uploads/badges/awwwards-honorable.svg" alt="Awwwards Honorable Mention"></a>
      <a href="https://www.cssdesignawards.com/sites/atelier-nord/44120/" rel="noopener" target="_blank"><img src="/uploads/badges/cssda-wotd.svg" alt="CSS Design Awards — Website of the Day"></a>
      <p>Membre de la communauté <a href="https://lafrenchtech.com/fr/la-france-aux-couleurs-de-la-french-tech/lille/">French Tech Lille</a> et de l'<a href="https://www.association-agences-conseil.fr/">AACC</a>.</p>
    </div>
  </div>
  <div class="site-footer__bottom">
    <p>&copy; 2026 Atelier Nord SAS &mdash; <a href="/mentions-legales">Mentions légales</a> &mdash; <a href="/confidentialite">Confidentialité</a> &mdash; <a href="#" onclick="window.openAxeptioCookies();return false;">Gérer les cookies</a></p>
    <p class="site-footer__credit">Site conçu par nos soins, propulsé par <a href="https://craftcms.com/" rel="noopener">Craft CMS</a> et hébergé chez <a href="https://www.clever-cloud.com/" rel="noopener">Clever Cloud</a>.</p>
  </div>
</footer>
<script src="/dist/js/app.8c21b4.js" defer></script>`;

const home = `${head('Atelier Nord — Studio de design & développement à Lille', 'Atelier Nord conçoit des sites, des produits numériques et des identités de marque pour des entreprises qui veulent durer. Studio indépendant basé à Lille.', '/')}
<body class="page-home">
${nav}
<main id="main">
  <section class="hero">
    <h1 class="hero__title">Nous dessinons des <em>produits numériques</em> qui durent.</h1>
    <p class="hero__lead">Studio indépendant de 18 personnes à Lille. Stratégie, design, développement et accompagnement, du premier atelier à la mise en ligne.</p>
    <div class="hero__video">
      <iframe src="https://player.vimeo.com/video/912345678?background=1&amp;autoplay=1&amp;loop=1&amp;muted=1" title="Showreel Atelier Nord 2026" allow="autoplay; fullscreen" loading="lazy"></iframe>
    </div>
  </section>

  <section class="clients">
    <h2 class="section-title">Ils nous font confiance</h2>
    <ul class="clients__logos">
      <li><a href="https://www.brasserie-des-flandres.fr/" target="_blank" rel="noopener"><img src="/uploads/clients/brasserie-des-flandres.svg" alt="Brasserie des Flandres"></a></li>
      <li><a href="https://www.decathlon.fr/" target="_blank" rel="noopener"><img src="/uploads/clients/decathlon.svg" alt="Decathlon"></a></li>
      <li><a href="https://www.chu-lille.fr/" target="_blank" rel="noopener"><img src="/uploads/clients/chu-lille.svg" alt="CHU de Lille"></a></li>
      <li><a href="https://www.velorail-opale.fr/" target="_blank" rel="noopener"><img src="/uploads/clients/velorail-opale.svg" alt="Vélorail de l'Opale"></a></li>
      <li><a href="https://www.mutuelle-littoral.fr/" target="_blank" rel="noopener"><img src="/uploads/clients/mutuelle-littoral.svg" alt="Mutuelle du Littoral"></a></li>
      <li><a href="https://www.lille.fr/" target="_blank" rel="noopener"><img src="/uploads/clients/ville-de-lille.svg" alt="Ville de Lille"></a></li>
    </ul>
  </section>

  <section class="projects">
    <h2 class="section-title">Projets récents</h2>
    <article class="project-card">
      <a href="/projets/brasserie-des-flandres-eshop"><img src="/uploads/projets/bdf-cover.jpg" alt="" loading="lazy"><h3>Brasserie des Flandres</h3><p>Refonte de l'e-shop et du configurateur de coffrets cadeaux.</p></a>
    </article>
    <article class="project-card">
      <a href="/projets/chu-lille-prise-de-rdv"><img src="/uploads/projets/chu-cover.jpg" alt="" loading="lazy"><h3>CHU de Lille</h3><p>Parcours de prise de rendez-vous accessible RGAA AA.</p></a>
    </article>
    <article class="project-card">
      <a href="/projets/velorail-opale"><img src="/uploads/projets/velorail-cover.jpg" alt="" loading="lazy"><h3>Vélorail de l'Opale</h3><p>Identité, site et réservation en ligne.</p></a>
    </article>
  </section>

  <section class="press">
    <h2 class="section-title">On parle de nous</h2>
    <ul>
      <li><a href="https://www.lavoixdunord.fr/economie/atelier-nord-studio-lillois-2026">La Voix du Nord — « Le studio lillois qui séduit les grands comptes »</a></li>
      <li><a href="https://www.blogdumoderateur.com/atelier-nord-design-durable/">Blog du Modérateur — Éco-conception : l'exemple d'Atelier Nord</a></li>
    </ul>
  </section>

  <section class="events">
    <h2 class="section-title">Nous soutenons</h2>
    <p>Atelier Nord est fier sponsor de <a href="https://www.paris-web.fr/">Paris Web 2026</a> et mécène de <a href="https://www.codeurs-en-seine.fr/">Codeurs en Seine</a>.</p>
  </section>
</main>
${footer}
</body>
</html>`;

const agence = `${head("L'agence — Atelier Nord", 'Notre histoire, notre équipe, nos valeurs et nos distinctions.', '/agence')}
<body class="page-agence">
${nav}
<main id="main">
  <section class="intro">
    <h1>L'agence</h1>
    <p>Fondée en 2014 par Claire Dumont et Julien Vandamme, Atelier Nord réunit aujourd'hui designers, développeuses et chefs de projet dans un ancien atelier textile du Vieux-Lille.</p>
  </section>
  <section class="values">
    <h2>Ce qui nous guide</h2>
    <dl class="values__list">
      <dt>Sobriété</dt><dd>Nous appliquons le référentiel général d'écoconception de services numériques (RGESN) sur chaque projet.</dd>
      <dt>Accessibilité</dt><dd>Nos interfaces visent le niveau AA du RGAA, audité par un tiers.</dd>
      <dt>Indépendance</dt><dd>Aucun actionnaire extérieur : l'agence appartient à ses salariés depuis 2023 (SCOP).</dd>
    </dl>
  </section>
  <section class="team">
    <h2>L'équipe</h2>
    <ul class="team__grid">
      <li><img src="/uploads/equipe/claire.jpg" alt=""><p>Claire Dumont<br><span>Directrice de création</span></p></li>
      <li><img src="/uploads/equipe/julien.jpg" alt=""><p>Julien Vandamme<br><span>Directeur technique</span></p></li>
      <li><img src="/uploads/equipe/amina.jpg" alt=""><p>Amina Benali<br><span>Lead développeuse</span></p></li>
      <li><img src="/uploads/equipe/thomas.jpg" alt=""><p>Thomas Leroy<br><span>Designer produit</span></p></li>
    </ul>
    <p>Envie de nous rejoindre ? Nos offres sont sur <a href="https://www.welcometothejungle.com/fr/companies/atelier-nord/jobs">Welcome to the Jungle</a>.</p>
  </section>
  <section class="awards">
    <h2>Distinctions</h2>
    <ul>
      <li>2026 — Site of the Day, <a href="https://www.awwwards.com/sites/velorail-opale">Awwwards</a></li>
      <li>2025 — Grand Prix Stratégies du design numérique (<a href="https://www.strategies.fr/">Stratégies</a>)</li>
      <li>2024 — Label <a href="https://label-nr.fr/">Numérique Responsable</a> niveau 2</li>
    </ul>
  </section>
</main>
${footer}
</body>
</html>`;

const partenaires = `${head('Devenir partenaire — Atelier Nord', "Agences, freelances, studios : rejoignez le réseau de partenaires d'Atelier Nord.", '/partenaires')}
<body class="page-partenaires">
${nav}
<main id="main">
  <section class="intro">
    <h1>Devenir partenaire</h1>
    <p>Vous êtes une agence de communication, un studio de motion design ou un·e développeur·se freelance ? Nous cherchons des partenaires de confiance pour renforcer nos équipes sur des projets ambitieux.</p>
  </section>
  <section class="program">
    <h2>Comment ça marche</h2>
    <ol>
      <li><strong>Candidature</strong> — présentez-vous et partagez trois projets dont vous êtes fier·e.</li>
      <li><strong>Rencontre</strong> — un café (ou une visio) avec notre direction technique ou créative.</li>
      <li><strong>Premier projet</strong> — nous démarrons ensemble sur une mission courte, rémunérée au TJM convenu.</li>
    </ol>
    <p>Nous ne publions pas la liste de nos partenaires : la plupart travaillent en marque blanche.</p>
  </section>
  <section class="form">
    <h2>Candidater</h2>
    <form method="post" action="/actions/contact-form/send" accept-charset="UTF-8">
      <input type="hidden" name="CRAFT_CSRF_TOKEN" value="Zx8q2W1pV9nR4tY7uI0oP3aS6dF5gH2jK">
      <input type="hidden" name="subject" value="Candidature partenaire">
      <label>Nom ou structure <input type="text" name="fromName" required></label>
      <label>E-mail <input type="email" name="fromEmail" required></label>
      <label>Portfolio <input type="url" name="message[portfolio]" placeholder="https://"></label>
      <label>Message <textarea name="message[body]" rows="6"></textarea></label>
      <button type="submit" class="btn">Envoyer ma candidature</button>
    </form>
  </section>
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'atelier-nord.fr',
  covers:
    'French Craft CMS design agency with no partners at all: a footer "Devenir partenaire" program page that lists nobody, client logo wall and project pages, press, awards and labels, conference sponsorship, association memberships, "built with"/hosting credits, Welcome to the Jungle jobs, Medium blog, Behance/Dribbble/Instagram links.',
  pages: {
    '/': { redirect: 'https://www.atelier-nord.fr/' },
    'https://www.atelier-nord.fr/': { headers, html: home },
    'https://www.atelier-nord.fr/agence': { headers, html: agence },
    'https://www.atelier-nord.fr/partenaires': { headers, html: partenaires },
  },
  sitemap: [
    'https://www.atelier-nord.fr/',
    'https://www.atelier-nord.fr/projets',
    'https://www.atelier-nord.fr/expertises',
    'https://www.atelier-nord.fr/agence',
    'https://www.atelier-nord.fr/partenaires',
    'https://www.atelier-nord.fr/journal',
    'https://www.atelier-nord.fr/contact',
  ],
  technologies: ['craft-cms', 'yii', 'php', 'nginx', 'google-font-api', 'adobe-fonts', 'typekit', 'vimeo', 'rss', 'open-graph'],
  partners: {},
};
