import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'MISS',
  'x-varnish': '48213907 47120455',
  via: '1.1 varnish (Varnish/7.4)',
  'cache-control': 'max-age=900, public',
  'content-language': 'fr',
};

const head = (title: string, description: string, path: string, extra = '') => `<head>
<meta charset="utf-8" />
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.lexea.be${path}" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="alternate" hreflang="fr" href="https://www.lexea.be${path}" />
<link rel="alternate" hreflang="nl" href="https://www.lexea.be/nl" />
<link rel="icon" href="/themes/custom/lexea/favicon.ico" type="image/vnd.microsoft.icon" />
<title>${title}</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xk1mT9wq0PZr7sV3nA2bY8cD4eF6gH0iJ.css?delta=0&amp;language=fr&amp;theme=lexea&amp;include=eJxFyUEKgDAMBdAL" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qw3eR5tY7uI9oP1aS3dF5gH7jK9lZ.css?delta=1&amp;language=fr&amp;theme=lexea&amp;include=eJxFyUEKgDAMBdAL" />
<script src="https://sdk.privacy-center.org/5c3b1a0e-8f2d-4b7c-9e6a-1d2f3a4b5c6d/loader.js?target=www.lexea.be" async></script>
${extra}
</head>`;

const header = `<header role="banner" class="site-header">
<div class="region region-header">
<div id="block-lexea-branding" class="block block-system block-system-branding-block">
<a href="/fr" rel="home" class="site-logo"><img src="/themes/custom/lexea/logo.svg" alt="Accueil Lexéa" /></a>
</div>
<nav role="navigation" aria-labelledby="block-lexea-main-menu-menu" id="block-lexea-main-menu" class="block block-menu navigation menu--main">
<h2 class="visually-hidden" id="block-lexea-main-menu-menu">Navigation principale</h2>
<ul class="menu menu--level-1">
<li class="menu__item"><a href="/fr/particuliers" class="menu__link" data-drupal-link-system-path="node/4">Particuliers</a></li>
<li class="menu__item"><a href="/fr/entreprises" class="menu__link" data-drupal-link-system-path="node/5">Entreprises</a></li>
<li class="menu__item"><a href="/fr/partenaires" class="menu__link" data-drupal-link-system-path="node/9">Partenaires</a></li>
<li class="menu__item"><a href="/fr/a-propos" class="menu__link" data-drupal-link-system-path="node/2">À propos</a></li>
<li class="menu__item"><a href="/fr/contact" class="menu__link" data-drupal-link-system-path="contact">Contact</a></li>
</ul>
</nav>
<div class="language-switcher-language-url block block-language" role="navigation"><ul class="links"><li hreflang="fr" class="is-active"><a href="/fr" class="language-link is-active" hreflang="fr">FR</a></li><li hreflang="nl"><a href="/nl" class="language-link" hreflang="nl">NL</a></li></ul></div>
</div>
</header>`;

const footer = `<footer role="contentinfo" class="site-footer">
<div class="region region-footer">
<div id="block-lexea-footer" class="block block-block-content">
<p>Lexéa SRL · Rue du Marché aux Herbes 61, 1000 Bruxelles · BCE 0789.412.306</p>
<p>Lexéa n'est pas un cabinet d'avocats et ne fournit pas de consultation juridique. Les consultations sont données par les avocats inscrits de nos cabinets partenaires, soumis à la déontologie de leur Ordre.</p>
<p>Avec le soutien de <a href="https://innoviris.brussels/">Innoviris</a> et <a href="https://hub.brussels/">hub.brussels</a>.</p>
</div>
<nav role="navigation" class="block block-menu menu--footer"><ul class="menu"><li class="menu__item"><a href="/fr/partenaires" class="menu__link">Partenaires</a></li><li class="menu__item"><a href="/fr/mentions-legales" class="menu__link">Mentions légales</a></li><li class="menu__item"><a href="/fr/vie-privee" class="menu__link">Vie privée</a></li></ul></nav>
<div class="social"><a href="https://www.linkedin.com/company/lexea-be">LinkedIn</a> <a href="https://www.facebook.com/lexea.be">Facebook</a></div>
</div>
</footer>`;

const doc = (title: string, description: string, path: string, nid: string, content: string, extraHead = '') => `<!DOCTYPE html>
<html lang="fr" dir="ltr">
${head(title, description, path, extraHead)}
<body class="path-node page-node-type-page">
<a href="#main-content" class="visually-hidden focusable skip-link">Aller au contenu principal</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
${header}
<main role="main">
<a id="main-content" tabindex="-1"></a>
<div class="region region-content">
<article data-history-node-id="${nid}" class="node node--type-page node--view-mode-full">
${content}
</article>
</div>
</main>
${footer}
</div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"fr\\/","currentPath":"node\\/${nid}","currentPathIsAdmin":false,"isFront":${path === '/fr' ? 'true' : 'false'},"currentLanguage":"fr"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"4f2c1a9b0e3d7c5a6b8e9f0a1d2c3b4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c"}}</script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/themes/custom/lexea/dist/js/main.js?sbk2x1"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'lexea.be',
  covers:
    'Belgian legal-tech (French, root redirects to /fr on www) on Drupal 10 behind nginx/Varnish with Didomi; partners page as an accordion of <details> (bar associations and law firms called partners = generic, e-signature/identity/archiving vendors = technology, one firm name only) plus JSON-LD with memberOf/funder; negatives: regional funding bodies (footer), LegalTech association membership, hackathon sponsorship, press, business customers, social links, language switcher',
  pages: {
    '/': { status: 302, redirect: 'https://www.lexea.be/fr' },
    'https://www.lexea.be/fr': {
      headers,
      html: doc(
        'Lexéa | Vos documents juridiques et un avocat quand il le faut',
        'Contrats, mises en demeure, statuts de société : créez vos documents juridiques en ligne et faites-les relire par un avocat belge.',
        '/fr',
        '1',
        `<div class="hero">
<h1>Le droit belge, enfin lisible</h1>
<p>Créez en 10 minutes un bail, une mise en demeure ou les statuts de votre SRL, puis faites-les relire par un avocat d'un de nos cabinets partenaires pour un prix fixe.</p>
<a href="https://app.lexea.be/inscription" class="button button--primary">Commencer gratuitement</a>
</div>
<div class="paragraph paragraph--type--steps">
<h2>Comment ça marche ?</h2>
<ol><li>Répondez au questionnaire.</li><li>Téléchargez votre document ou demandez une relecture.</li><li>Signez électroniquement, sans imprimer.</li></ol>
</div>
<div class="paragraph paragraph--type--logos">
<h2>Ils nous font confiance</h2>
<ul class="logos">
<li><a href="https://www.brasseriedelasenne.be/"><img src="/sites/default/files/styles/logo/public/2024-02/brasserie-senne.png?itok=Qx1bF0aZ" alt="Brasserie de la Senne" /></a></li>
<li><a href="https://ateliermoreau.be/"><img src="/sites/default/files/styles/logo/public/2024-02/atelier-moreau.png?itok=Lm2cD3eF" alt="Atelier Moreau" /></a></li>
</ul>
</div>
<div class="paragraph paragraph--type--press">
<h2>Dans la presse</h2>
<p>« La start-up bruxelloise qui veut démocratiser l'accès au droit » — <a href="https://www.lemagjuridique.be/legaltech/lexea-democratiser-acces-au-droit">Le Mag Juridique</a></p>
</div>`,
      ),
    },
    'https://www.lexea.be/fr/partenaires': {
      headers,
      html: doc(
        'Nos partenaires | Lexéa',
        'Barreaux, cabinets d’avocats et partenaires technologiques de Lexéa.',
        '/fr/partenaires',
        '9',
        `<h1 class="page-title"><span class="field field--name-title">Nos partenaires</span></h1>
<div class="field field--name-body">
<p>Lexéa s'appuie sur des institutions du monde juridique, des cabinets d'avocats et des prestataires technologiques belges et européens.</p>
</div>
<div class="accordion">
<details class="accordion__item" open>
<summary class="accordion__title">Partenaires institutionnels</summary>
<div class="accordion__content">
<div class="views-row"><h3><a href="https://www.barreaudeliege-huy.be/">Ordre des avocats du barreau de Liège-Huy</a></h3><p>Partenaire de Lexéa depuis 2023.</p></div>
<div class="views-row"><h3><a href="https://barreau-brabant-wallon.be/">Ordre des avocats du barreau du Brabant wallon</a></h3><p>Partenaire de notre programme « Premier conseil ».</p></div>
</div>
</details>
<details class="accordion__item">
<summary class="accordion__title">Cabinets partenaires</summary>
<div class="accordion__content">
<div class="views-row"><h3><a href="https://www.delvaux-mertens.be/fr">Delvaux &amp; Mertens Avocats</a></h3><p>Bruxelles · droit des sociétés, droit commercial</p></div>
<div class="views-row"><h3><a href="https://lambrecht-avocats.be/">Cabinet Lambrecht</a></h3><p>Namur · baux, droit immobilier</p></div>
<div class="views-row"><h3><a href="https://www.vclaw.be/">Van Cauwenberghe Law</a></h3><p>Bruxelles · droit du travail</p></div>
<div class="views-row"><h3>Me Sophie Renard</h3><p>Charleroi · droit de la famille</p></div>
</div>
</details>
<details class="accordion__item">
<summary class="accordion__title">Partenaires technologiques</summary>
<div class="accordion__content">
<div class="views-row"><h3><a href="https://signaturo.eu/">Signaturo</a></h3><p>Signature électronique qualifiée eIDAS de vos documents, intégrée à Lexéa.</p></div>
<div class="views-row"><h3><a href="https://www.identa.be/">Identa</a></h3><p>Vérification d'identité par carte eID et itsme® lors de la création de votre compte.</p></div>
<div class="views-row"><h3><a href="https://archivio.eu/">Archivio</a></h3><p>Coffre-fort numérique où vos documents signés sont archivés pendant 10 ans.</p></div>
</div>
</details>
</div>
<div class="field field--name-field-note">
<p>Lexéa est membre de la <a href="https://www.legaltech-association.be/membres">Belgian LegalTech Association</a> et sponsorise le <a href="https://legalhackathon.be/sponsors">Legal Hackathon</a> organisé chaque printemps à Bruxelles.</p>
</div>`,
        `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Lexéa","url":"https://www.lexea.be/","memberOf":{"@type":"Organization","name":"Belgian LegalTech Association","url":"https://www.legaltech-association.be/"},"funder":[{"@type":"Organization","name":"Innoviris","url":"https://innoviris.brussels/"}],"sameAs":["https://www.linkedin.com/company/lexea-be"]}</script>`,
      ),
    },
    'https://www.lexea.be/fr/a-propos': {
      headers,
      html: doc(
        'À propos | Lexéa',
        'L’équipe derrière Lexéa.',
        '/fr/a-propos',
        '2',
        `<h1 class="page-title">À propos</h1>
<div class="field field--name-body">
<p>Lexéa a été fondée en 2022 par deux avocates et un développeur, convaincus que la plupart des démarches juridiques du quotidien peuvent être simplifiées.</p>
<p>Nous sommes 14, à Bruxelles et à Liège. Nous recrutons : consultez nos offres sur <a href="https://www.welcometothejungle.com/fr/companies/lexea/jobs">Welcome to the Jungle</a>.</p>
</div>`,
      ),
    },
    'https://www.lexea.be/fr/contact': {
      headers,
      html: doc(
        'Contact | Lexéa',
        'Contactez l’équipe Lexéa.',
        '/fr/contact',
        '11',
        `<h1 class="page-title">Contact</h1>
<div class="field field--name-body"><p>Rue du Marché aux Herbes 61, 1000 Bruxelles<br>02 808 41 20 · bonjour@lexea.be</p></div>
<form class="contact-message-feedback-form contact-message-form contact-form" data-drupal-selector="contact-message-feedback-form" action="/fr/contact" method="post" id="contact-message-feedback-form" accept-charset="UTF-8">
<div class="js-form-item form-item"><label for="edit-name" class="js-form-required form-required">Votre nom</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required" required="required" /></div>
<div class="js-form-item form-item"><label for="edit-mail" class="js-form-required form-required">Votre adresse de courriel</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" value="" size="60" maxlength="254" class="form-email required" required="required" /></div>
<div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" value="Envoyer le message" class="button button--primary js-form-submit form-submit" /></div>
</form>`,
      ),
    },
  },
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'didomi'],
  partners: {
    'barreaudeliege-huy.be': 'generic',
    'barreau-brabant-wallon.be': 'generic',
    'delvaux-mertens.be': 'generic',
    'lambrecht-avocats.be': 'generic',
    'vclaw.be': 'generic',
    'signaturo.eu': 'technology',
    'identa.be': 'technology',
    'archivio.eu': 'technology',
  },
};
