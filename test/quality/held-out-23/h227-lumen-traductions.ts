import type { CorpusSite } from '../corpus/types.js';

/*
 * Lumen Traductions: Brussels translation and interpreting agency (ISO 17100), with a Dutch-language sister site on its
 * own domain. Umbraco 13 on Azure App Service (ASP.NET), Bootstrap 5, jQuery, Umbraco Forms, CookieFirst, GA4.
 * French (Belgium).
 * Partners: a "Partenaires" page built as a Bootstrap accordion with four sections (technology partners of CAT/MT tools,
 * a network of partner agencies abroad, academic partners, professional associations), associations repeated on the
 * about page. Negatives: ISO certifier, client logos and testimonials, payment badges, sworn-translator registry,
 * ProZ profile, social links, Dutch sister domain.
 */

const D = 'https://www.lumen-traductions.be';
const NL = 'https://www.lumen-vertalingen.be';

const NAV: [string, string, [string, string][]][] = [
  [
    'Services',
    '/services',
    [
      ['Traduction juridique', '/services/traduction-juridique'],
      ['Traduction technique', '/services/traduction-technique'],
      ['Traduction jurée', '/services/traduction-juree'],
      ['Interprétation', '/services/interpretation'],
      ['Post-édition (MTPE)', '/services/post-edition'],
      ['Localisation web', '/services/localisation'],
    ],
  ],
  [
    'Secteurs',
    '/secteurs',
    [
      ['Institutions européennes', '/secteurs/institutions'],
      ['Juridique', '/secteurs/juridique'],
      ['Pharma &amp; santé', '/secteurs/pharma'],
      ['Industrie', '/secteurs/industrie'],
    ],
  ],
  [
    'À propos',
    '/a-propos',
    [
      ['Qui sommes-nous', '/a-propos'],
      ['Qualité &amp; ISO', '/a-propos/qualite'],
      ['Partenaires', '/partenaires'],
      ['Carrières', '/carrieres'],
    ],
  ],
  ['Actualités', '/actualites', []],
  ['Contact', '/contact', []],
];

function navbar(active: string): string {
  return `<header class="site-header sticky-top">
  <div class="topbar bg-dark text-white small py-1">
    <div class="container d-flex justify-content-between">
      <span><a class="text-white" href="tel:+3225130447">+32 2 513 04 47</a> · <a class="text-white" href="mailto:info@lumen-traductions.be">info@lumen-traductions.be</a></span>
      <span class="lang-switch"><a class="text-white fw-bold" href="${D}/" hreflang="fr-BE" lang="fr">FR</a> | <a class="text-white" href="${NL}/" hreflang="nl-BE" lang="nl">NL</a> | <a class="text-white" href="${D}/en" hreflang="en" lang="en">EN</a></span>
    </div>
  </div>
  <nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom">
    <div class="container">
      <a class="navbar-brand" href="/"><img src="/media/k2wlc3fq/lumen-traductions-logo.svg" alt="Lumen Traductions" width="190" height="46"></a>
      <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Menu"><span class="navbar-toggler-icon"></span></button>
      <div class="collapse navbar-collapse" id="mainNav">
        <ul class="navbar-nav ms-auto mb-2 mb-lg-0">
${NAV.map(([l, h, sub], i) =>
  sub.length
    ? `          <li class="nav-item dropdown"><a class="nav-link dropdown-toggle${active.startsWith(h) ? ' active' : ''}" href="${h}" id="dd${i}" role="button" data-bs-toggle="dropdown" aria-expanded="false">${l}</a>
            <ul class="dropdown-menu" aria-labelledby="dd${i}">${sub.map(([sl, sh]) => `<li><a class="dropdown-item${sh === active ? ' active' : ''}" href="${sh}">${sl}</a></li>`).join('')}</ul></li>`
    : `          <li class="nav-item"><a class="nav-link${h === active ? ' active' : ''}" href="${h}"${h === active ? ' aria-current="page"' : ''}>${l}</a></li>`,
).join('\n')}
          <li class="nav-item ms-lg-3"><a class="btn btn-primary" href="/devis">Devis gratuit</a></li>
        </ul>
      </div>
    </div>
  </nav>
</header>`;
}

const FOOTER = `<footer class="site-footer bg-dark text-white-50 pt-5 pb-3 mt-5">
  <div class="container">
    <div class="row g-4">
      <div class="col-md-4">
        <img src="/media/0bqp1ndx/lumen-traductions-logo-blanc.svg" alt="Lumen Traductions" width="170" height="42" loading="lazy">
        <p class="mt-3">Rue de la Loi 81A<br>1040 Bruxelles<br>TVA BE 0654.871.209</p>
        <p><a class="text-white" href="mailto:info@lumen-traductions.be">info@lumen-traductions.be</a><br><a class="text-white" href="tel:+3225130447">+32 2 513 04 47</a></p>
      </div>
      <div class="col-md-4">
        <h2 class="h6 text-white">Liens utiles</h2>
        <ul class="list-unstyled">
          <li><a class="text-white-50" href="/services">Nos services</a></li>
          <li><a class="text-white-50" href="/partenaires">Nos partenaires</a></li>
          <li><a class="text-white-50" href="/carrieres">Traducteurs freelance : rejoignez-nous</a></li>
          <li><a class="text-white-50" href="/conditions-generales">Conditions générales</a></li>
          <li><a class="text-white-50" href="/vie-privee">Politique de confidentialité</a></li>
          <li><a class="text-white-50" href="#" onclick="cookiefirst_show_settings();return false;">Paramètres des cookies</a></li>
        </ul>
      </div>
      <div class="col-md-4">
        <h2 class="h6 text-white">Qualité certifiée</h2>
        <p><img src="/media/4ujx2m0a/iso-17100-lrqa.png" alt="ISO 17100:2015 certifié LRQA" width="90" height="90" loading="lazy"> <img src="/media/ft1zqjrw/iso-18587.png" alt="ISO 18587:2017 post-édition" width="90" height="90" loading="lazy"></p>
        <p class="small">Paiement en ligne sécurisé<br><img src="/media/wb2rlp4h/bancontact.svg" alt="Bancontact" width="46" height="30" loading="lazy"> <img src="/media/wb2rlp4h/visa.svg" alt="Visa" width="46" height="30" loading="lazy"> <img src="/media/wb2rlp4h/mastercard.svg" alt="Mastercard" width="46" height="30" loading="lazy"></p>
        <p><a class="text-white me-3" href="https://www.linkedin.com/company/lumen-traductions/" target="_blank" rel="noopener">LinkedIn</a><a class="text-white" href="https://www.facebook.com/lumentraductions" target="_blank" rel="noopener">Facebook</a></p>
      </div>
    </div>
    <hr class="border-secondary">
    <p class="small mb-0">&copy; 2024 Lumen Traductions SRL · Version néerlandaise : <a class="text-white-50" href="${NL}/">lumen-vertalingen.be</a></p>
  </div>
</footer>`;

function page(o: { title: string; path: string; desc: string; body: string; forms?: boolean }): string {
  return `<!DOCTYPE html>
<html lang="fr-BE">
<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${o.title} | Lumen Traductions</title>
    <meta name="description" content="${o.desc}" />
    <link rel="canonical" href="${D}${o.path}" />
    <link rel="alternate" hreflang="fr-BE" href="${D}${o.path}" />
${o.path === '/' ? `    <link rel="alternate" hreflang="nl-BE" href="${NL}/" />` : ''}
    <meta property="og:title" content="${o.title}" />
    <meta property="og:description" content="${o.desc}" />
    <meta property="og:image" content="${D}/media/3jdl1pwq/lumen-og.jpg?width=1200&amp;height=630&amp;rnd=133512" />
    <meta property="og:locale" content="fr_BE" />
    <link rel="icon" type="image/png" href="/favicon-32x32.png" sizes="32x32" />
    <link rel="stylesheet" href="/css/bootstrap.min.css?v=5.3.2" />
    <link rel="stylesheet" href="/css/site.min.css?v=RhEdw2qW7d0_xY4zC9pK1jLmN8vB3sT6uF5aG2hQ0eI" />
    ${o.forms ? '<link rel="stylesheet" href="/App_Plugins/UmbracoForms/Assets/themes/default/style.min.css" />' : ''}
    <script src="https://consent.cookiefirst.com/sites/lumen-traductions.be-7f3c2a1e-9b84-4d6f-a0e5-2c1b8d9f4e73/consent.js"></script>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-QX7K2L9B4M"></script>
    <script>
      window.dataLayer = window.dataLayer || [];
      function gtag(){dataLayer.push(arguments);}
      gtag('js', new Date());
      gtag('config', 'G-QX7K2L9B4M', { 'anonymize_ip': true });
    </script>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfessionalService","name":"Lumen Traductions","url":"${D}/","telephone":"+32 2 513 04 47","address":{"@type":"PostalAddress","streetAddress":"Rue de la Loi 81A","postalCode":"1040","addressLocality":"Bruxelles","addressCountry":"BE"},"sameAs":["https://www.linkedin.com/company/lumen-traductions/","https://www.facebook.com/lumentraductions","${NL}/"]}</script>
</head>
<body class="page-${o.path === '/' ? 'home' : o.path.split('/').filter(Boolean).join('-')}">
<a class="visually-hidden-focusable" href="#content">Aller au contenu</a>
${navbar(o.path)}
<main id="content">
${o.body}
</main>
${FOOTER}
<script src="/scripts/jquery-3.7.1.min.js"></script>
<script src="/scripts/bootstrap.bundle.min.js?v=5.3.2"></script>
${
  o.forms
    ? `<script src="/scripts/jquery.validate.min.js"></script>
<script src="/scripts/jquery.validate.unobtrusive.min.js"></script>
<script src="/App_Plugins/UmbracoForms/Assets/themes/default/umbracoforms.min.js" type="application/javascript"></script>`
    : ''
}
<script src="/scripts/site.min.js?v=Yt8Kq3LmZ0pW2rS5vX9cB1nD4fG7hJ6aE3uI0oT2yRk"></script>
</body>
</html>`;
}

function breadcrumb(items: [string, string][]): string {
  return `<nav aria-label="Fil d'Ariane" class="bg-light border-bottom"><div class="container"><ol class="breadcrumb py-2 mb-0 small"><li class="breadcrumb-item"><a href="/">Accueil</a></li>${items.map(([l, h], i) => (i === items.length - 1 ? `<li class="breadcrumb-item active" aria-current="page">${l}</li>` : `<li class="breadcrumb-item"><a href="${h}">${l}</a></li>`)).join('')}</ol></div></nav>`;
}

/* ---------------- accueil ---------------- */
const home = page({
  title: 'Agence de traduction à Bruxelles – traduction juridique, technique et jurée',
  path: '/',
  desc: 'Lumen Traductions, agence de traduction certifiée ISO 17100 à Bruxelles : traductions juridiques, techniques et jurées dans plus de 40 langues, interprétation et post-édition.',
  body: `<section class="hero py-5 bg-primary-subtle">
  <div class="container"><div class="row align-items-center g-5">
    <div class="col-lg-7"><h1 class="display-5 fw-bold">Vos textes, justes dans toutes les langues.</h1><p class="lead">Depuis 2009, nous traduisons contrats, notices techniques, dossiers d’enregistrement et sites web pour les entreprises, cabinets d’avocats et institutions européennes à Bruxelles. 42 langues, 310 traducteurs qualifiés, ISO 17100.</p><a class="btn btn-primary btn-lg me-2" href="/devis">Demander un devis</a><a class="btn btn-outline-primary btn-lg" href="/services">Nos services</a></div>
    <div class="col-lg-5"><img class="img-fluid rounded" src="/media/lhxb0fmz/equipe-lumen-bruxelles.jpg?width=720&amp;height=560&amp;rnd=133498" alt="L'équipe de gestion de projets de Lumen Traductions" width="720" height="560"></div>
  </div></div>
</section>
<section class="py-5"><div class="container">
  <h2 class="h3 mb-4">Nos services</h2>
  <div class="row row-cols-1 row-cols-md-3 g-4">${[
    [
      'Traduction juridique',
      '/services/traduction-juridique',
      'Contrats, statuts, jugements et actes notariés traduits par des juristes-linguistes.',
    ],
    ['Traduction jurée', '/services/traduction-juree', 'Traductions certifiées par des traducteurs jurés, avec légalisation ou apostille.'],
    ['Traduction technique', '/services/traduction-technique', 'Manuels, fiches de sécurité, cahiers des charges, terminologie gérée.'],
    ['Interprétation', '/services/interpretation', 'Simultanée, consécutive et à distance, en FR, NL, EN, DE et plus.'],
    ['Post-édition (MTPE)', '/services/post-edition', 'Traduction automatique révisée par un professionnel selon l’ISO 18587.'],
    ['Localisation web', '/services/localisation', 'Sites, applications et campagnes adaptés au marché belge et au-delà.'],
  ]
    .map(
      ([t, h, d]) =>
        `<div class="col"><div class="card h-100 shadow-sm"><div class="card-body"><h3 class="h5 card-title"><a class="stretched-link text-decoration-none" href="${h}">${t}</a></h3><p class="card-text">${d}</p></div></div></div>`,
    )
    .join('')}</div>
</div></section>
<section class="py-5 bg-light"><div class="container">
  <h2 class="h3 mb-4">Ils nous font confiance</h2>
  <div class="row row-cols-3 row-cols-md-6 g-4 align-items-center client-logos">${['cabinet-delvaux-peeters', 'brupharm', 'meuse-industries', 'federation-ardennaise', 'agence-wallonne-export', 'notariat-lambert'].map((c) => `<div class="col text-center"><img class="img-fluid grayscale" src="/media/clients/${c}.png?width=160" alt="${c.replace(/-/g, ' ')}" width="160" height="64" loading="lazy"></div>`).join('')}</div>
</div></section>
<section class="py-5"><div class="container">
  <div class="row g-4">
    <div class="col-md-6"><figure class="p-4 border rounded h-100"><blockquote class="blockquote"><p>« Des traductions juridiques irréprochables, livrées dans les délais même pour nos dossiers urgents devant la Cour. »</p></blockquote><figcaption class="blockquote-footer">Associée, cabinet d’avocats, Bruxelles</figcaption></figure></div>
    <div class="col-md-6"><figure class="p-4 border rounded h-100"><blockquote class="blockquote"><p>« Une gestion terminologique exemplaire sur nos 600 notices techniques en 14 langues. »</p></blockquote><figcaption class="blockquote-footer">Responsable documentation, industriel liégeois</figcaption></figure></div>
  </div>
</div></section>
<section class="py-5 bg-primary text-white"><div class="container text-center"><h2 class="h3">Un réseau européen</h2><p class="lead">Grâce à nos <a class="text-white text-decoration-underline" href="/partenaires">agences partenaires</a> en Italie, Allemagne, Portugal, Norvège et Pologne, nous traduisons vers la langue maternelle de chaque lecteur, révisée sur place.</p></div></section>`,
});

/* ---------------- à propos ---------------- */
const about = page({
  title: 'À propos',
  path: '/a-propos',
  desc: 'Lumen Traductions : agence de traduction bruxelloise fondée en 2009, certifiée ISO 17100 et ISO 18587, membre de la CBTI, d’ELIA et de l’EUATC.',
  body: `${breadcrumb([['À propos', '/a-propos']])}
<section class="py-5"><div class="container"><div class="row g-5">
  <div class="col-lg-8">
    <h1>Qui sommes-nous ?</h1>
    <p class="lead">Lumen Traductions a été fondée en 2009 par Claire Dumont et Pieter Vandenberghe, traducteurs juridiques passés par les institutions européennes. L’agence compte aujourd’hui 19 collaborateurs à Bruxelles et un réseau de 310 traducteurs et interprètes indépendants.</p>
    <p>Chaque traduction est réalisée par un traducteur natif spécialisé puis révisée par un second linguiste, conformément à la norme ISO 17100. Nos chefs de projet suivent vos dossiers du devis à la facture, en français, en néerlandais ou en anglais.</p>
    <h2 class="h4 mt-5">Associations professionnelles</h2>
    <p>Lumen est membre actif des associations qui défendent la qualité et la déontologie de notre métier :</p>
    <ul>
      <li><a href="https://www.cbti-bkvt.org/" target="_blank" rel="noopener">Chambre belge des traducteurs et interprètes (CBTI-BKVT)</a></li>
      <li><a href="https://elia-association.org/" target="_blank" rel="noopener">ELIA – European Language Industry Association</a></li>
      <li><a href="https://euatc.org/" target="_blank" rel="noopener">EUATC – European Union of Associations of Translation Companies</a></li>
    </ul>
    <h2 class="h4 mt-5">Certifications</h2>
    <p>Nos processus sont certifiés ISO 17100:2015 (services de traduction) et ISO 18587:2017 (post-édition) par <a href="https://www.lrqa.com/fr-be/" target="_blank" rel="noopener">LRQA</a>, audit de surveillance annuel. Nos traducteurs jurés sont inscrits au <a href="https://justice.belgium.be/fr/themes_et_dossiers/services_de_la_justice/traducteurs_interpretes_jures" target="_blank" rel="noopener">Registre national des experts judiciaires et des traducteurs, interprètes et traducteurs-interprètes jurés</a>.</p>
  </div>
  <div class="col-lg-4">
    <div class="card"><div class="card-body"><h2 class="h5">En chiffres</h2><ul class="list-unstyled mb-0"><li><strong>42</strong> langues</li><li><strong>310</strong> linguistes qualifiés</li><li><strong>18 millions</strong> de mots traduits en 2023</li><li><strong>98,6 %</strong> de livraisons dans les délais</li></ul></div></div>
  </div>
</div></div></section>
<section class="py-5 bg-light"><div class="container"><h2 class="h4 mb-4">L’équipe</h2><div class="row row-cols-2 row-cols-md-4 g-4">${[
    ['Claire Dumont', 'Co-fondatrice, directrice'],
    ['Pieter Vandenberghe', 'Co-fondateur, directeur qualité'],
    ['Nadia El Amrani', 'Responsable interprétation'],
    ['Julien Marchal', 'Chef de projet senior'],
    ['Sofie Claes', 'Cheffe de projet, pharma'],
    ['Thomas Leroy', 'Ingénieur localisation'],
    ['Ana Ferreira', 'Terminologue'],
    ['Lucas Wouters', 'Vendor manager'],
  ]
    .map(
      ([n = '', r = '']) =>
        `<div class="col text-center"><img class="rounded-circle mb-2" src="/media/equipe/${n.toLowerCase().replace(/ /g, '-').replace(/é/g, 'e')}.jpg?width=200&amp;height=200&amp;mode=crop" alt="${n}" width="160" height="160" loading="lazy"><h3 class="h6 mb-0">${n}</h3><p class="small text-muted">${r}</p></div>`,
    )
    .join('')}</div></div></section>`,
});

/* ---------------- partenaires (accordion) ---------------- */
type P = { name: string; url: string | null; text: string };
const SECTIONS: [string, string, string, P[]][] = [
  [
    'tech',
    'Partenaires technologiques',
    'Nous travaillons avec les principaux outils de traduction assistée et de traduction automatique, dans le cadre de partenariats officiels qui nous donnent accès aux versions serveur, au support prioritaire et aux formations certifiantes.',
    [
      {
        name: 'memoQ',
        url: 'https://www.memoq.com/',
        text: 'Partenaire LSP memoQ depuis 2015. Notre serveur memoQ héberge les mémoires et bases terminologiques de nos clients.',
      },
      {
        name: 'Trados (RWS)',
        url: 'https://www.trados.com/',
        text: 'Partenaire Trados : nous livrons les projets Trados Studio et Trados Enterprise de nos clients institutionnels.',
      },
      {
        name: 'Phrase',
        url: 'https://phrase.com/',
        text: 'Partenaire Phrase pour la localisation continue de sites web et d’applications.',
      },
      {
        name: 'DeepL',
        url: 'https://www.deepl.com/pro',
        text: 'Partenaire DeepL Pro pour la post-édition sécurisée : aucune donnée client n’est conservée.',
      },
    ],
  ],
  [
    'reseau',
    'Agences partenaires en Europe',
    'Pour les langues et marchés où nous ne sommes pas présents, nous confions la traduction et la relecture locale à des agences partenaires certifiées, avec qui nous travaillons depuis de nombreuses années. Elles nous confient en retour leurs projets vers le français et le néerlandais de Belgique.',
    [
      { name: 'Traduzioni Aurora – Milan', url: 'https://www.auroratrad.it/', text: 'Italien, juridique et pharmaceutique.' },
      { name: 'Kessel Übersetzungen – Cologne', url: 'https://www.kessel-uebersetzungen.de/', text: 'Allemand, technique et automobile.' },
      { name: 'Lince Traduções – Lisbonne', url: 'https://lince-traducoes.pt/', text: 'Portugais européen et brésilien.' },
      { name: 'Nordlys Translations – Oslo', url: 'https://www.nordlys-translations.no/', text: 'Langues scandinaves et finnois.' },
      { name: 'Vistula Tłumaczenia – Cracovie', url: 'https://vistula-tlumaczenia.pl/', text: 'Polonais, tchèque et slovaque.' },
      { name: 'Bureau Tarjama – Casablanca', url: null, text: 'Arabe et traductions jurées pour le Maroc.' },
    ],
  ],
  [
    'academique',
    'Partenaires académiques',
    'Nous accueillons chaque année des stagiaires et participons aux jurys de mémoire de plusieurs facultés de traduction et d’interprétation.',
    [
      {
        name: 'Université de Mons – Faculté de Traduction et d’Interprétation (FTI-EII)',
        url: 'https://web.umons.ac.be/fti-eii/fr/',
        text: 'Convention de stage et partenariat pour le master en traduction juridique.',
      },
      {
        name: 'Université libre de Bruxelles – Département de traduction et interprétation',
        url: 'https://www.ulb.be/',
        text: 'Stages, conférences invitées et projets de terminologie.',
      },
      {
        name: 'KU Leuven – Campus Antwerpen',
        url: 'https://www.kuleuven.be/',
        text: 'Stages pour les étudiants du master en traduction (néerlandais).',
      },
    ],
  ],
  [
    'associations',
    'Associations professionnelles',
    'Nous sommes membres des associations de référence du secteur, en Belgique et en Europe.',
    [
      { name: 'CBTI-BKVT', url: 'https://www.cbti-bkvt.org/', text: 'Chambre belge des traducteurs et interprètes.' },
      { name: 'ELIA', url: 'https://elia-association.org/', text: 'European Language Industry Association.' },
      { name: 'EUATC', url: 'https://euatc.org/', text: 'European Union of Associations of Translation Companies.' },
    ],
  ],
];
const partenaires = page({
  title: 'Nos partenaires',
  path: '/partenaires',
  desc: 'Partenaires technologiques (memoQ, Trados, Phrase, DeepL), agences partenaires en Europe, universités et associations professionnelles de Lumen Traductions.',
  body: `${breadcrumb([
    ['À propos', '/a-propos'],
    ['Partenaires', '/partenaires'],
  ])}
<section class="py-5"><div class="container">
  <h1>Nos partenaires</h1>
  <p class="lead col-lg-9">La qualité d’une traduction dépend aussi de l’écosystème qui l’entoure : outils, réseau de linguistes, formation et déontologie. Voici les partenaires avec qui nous construisons ce cadre.</p>
  <div class="accordion mt-4" id="accordionPartenaires">
${SECTIONS.map(
  ([key, title, intro, items], i) => `    <div class="accordion-item">
      <h2 class="accordion-header" id="heading-${key}">
        <button class="accordion-button${i === 0 ? '' : ' collapsed'}" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-${key}" aria-expanded="${i === 0}" aria-controls="collapse-${key}">${title}</button>
      </h2>
      <div id="collapse-${key}" class="accordion-collapse collapse${i === 0 ? ' show' : ''}" aria-labelledby="heading-${key}" data-bs-parent="#accordionPartenaires">
        <div class="accordion-body">
          <p>${intro}</p>
          <ul class="list-group list-group-flush">
${items
  .map(
    (p) =>
      `            <li class="list-group-item d-flex gap-3 align-items-start"><img src="/media/partenaires/${p.name
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(
          /^-|-$/g,
          '',
        )}.png?width=120" alt="" width="80" height="40" loading="lazy"><div><strong>${p.url ? `<a href="${p.url}" target="_blank" rel="noopener">${p.name}</a>` : p.name}</strong><br><span class="text-muted">${p.text}</span></div></li>`,
  )
  .join('\n')}
          </ul>
        </div>
      </div>
    </div>`,
).join('\n')}
  </div>
  <p class="mt-4 small text-muted">Vous êtes une agence de traduction et souhaitez rejoindre notre réseau ? Écrivez à <a href="mailto:vendors@lumen-traductions.be">vendors@lumen-traductions.be</a>.</p>
</div></section>`,
});

/* ---------------- service ---------------- */
const juridique = page({
  title: 'Traduction juridique',
  path: '/services/traduction-juridique',
  desc: 'Traduction de contrats, statuts, jugements et actes notariés par des juristes-linguistes. FR, NL, EN, DE et 38 autres langues.',
  body: `${breadcrumb([
    ['Services', '/services'],
    ['Traduction juridique', '/services/traduction-juridique'],
  ])}
<section class="py-5"><div class="container"><div class="row g-5">
  <div class="col-lg-8">
    <h1>Traduction juridique</h1>
    <p class="lead">Un contrat mal traduit peut coûter un procès. Nos traducteurs juridiques ont une double formation en droit et en traduction, et connaissent les systèmes belge, français, néerlandais et de common law.</p>
    <h2 class="h4">Documents traduits</h2>
    <ul><li>Contrats commerciaux, baux, conditions générales</li><li>Statuts, procès-verbaux d’assemblée, actes notariés</li><li>Jugements, arrêts, conclusions et citations</li><li>Dossiers de marchés publics et d’aides d’État</li><li>Documents pour les juridictions de l’Union européenne</li></ul>
    <h2 class="h4">Traductions jurées et apostille</h2>
    <p>Pour les documents destinés aux administrations et tribunaux, nous fournissons des traductions jurées, signées par un traducteur inscrit au registre national, avec légalisation par le SPF Justice et le SPF Affaires étrangères ou apostille.</p>
    <h2 class="h4">Confidentialité</h2>
    <p>Tous nos linguistes sont liés par un accord de confidentialité. Vos fichiers sont échangés via notre portail chiffré et hébergés dans l’UE.</p>
  </div>
  <div class="col-lg-4"><div class="card bg-light"><div class="card-body"><h2 class="h5">Tarifs indicatifs</h2><p>À partir de 0,14 € par mot pour FR↔NL↔EN, révision incluse. Traduction jurée à partir de 45 € par page.</p><a class="btn btn-primary w-100" href="/devis">Devis en 2 heures</a></div></div></div>
</div></div></section>`,
});

/* ---------------- devis (Umbraco Forms) ---------------- */
const devis = page({
  title: 'Demander un devis',
  path: '/devis',
  forms: true,
  desc: 'Demandez un devis gratuit de traduction ou d’interprétation : réponse en moins de 2 heures ouvrables.',
  body: `${breadcrumb([['Devis', '/devis']])}
<section class="py-5"><div class="container"><div class="row g-5"><div class="col-lg-8">
  <h1>Devis gratuit</h1>
  <p>Envoyez-nous vos documents : nous vous répondons avec un prix ferme et un délai en moins de deux heures ouvrables.</p>
  <div class="umbraco-forms-form devis umbraco-forms-default">
  <form action="/devis" enctype="multipart/form-data" id="form5f3c1e2a9b8d4c7e" method="post">
    <input data-val="true" data-val-required="The FormId field is required." name="FormId" type="hidden" value="7b2d5e91-4c3a-48f6-b1e0-9a8c7d6f5e42" />
    <input name="FormName" type="hidden" value="Devis" />
    <input name="RecordId" type="hidden" value="00000000-0000-0000-0000-000000000000" />
    <input name="PreviousClicked" type="hidden" value="" />
    <input name="Theme" type="hidden" value="default" />
    <input name="RedirectToPageId" type="hidden" value="" />
    <div class="umbraco-forms-page" id="a1c5e7f2-3b4d-4e6f-8a9b-0c1d2e3f4a5b">
      <fieldset class="umbraco-forms-fieldset" id="f2d4b6c8-1a3e-4f5a-9b7c-8d0e1f2a3b4c">
        <legend>Vos coordonnées</legend>
        <div class="row-fluid"><div class="umbraco-forms-container col-md-12">
          <div class="umbraco-forms-field nom shortanswer mandatory"><label for="b3e5f7a9-2c4d-4e6f-8a1b-3c5d7e9f1a2b" class="umbraco-forms-label">Nom <span class="umbraco-forms-indicator">*</span></label><div class="umbraco-forms-field-wrapper"><input type="text" name="b3e5f7a9-2c4d-4e6f-8a1b-3c5d7e9f1a2b" id="b3e5f7a9-2c4d-4e6f-8a1b-3c5d7e9f1a2b" class="text form-control" value="" maxlength="255" data-val="true" data-val-required="Veuillez indiquer votre nom" /><span class="field-validation-valid" data-valmsg-for="b3e5f7a9-2c4d-4e6f-8a1b-3c5d7e9f1a2b" data-valmsg-replace="true"></span></div></div>
          <div class="umbraco-forms-field email shortanswer mandatory"><label for="c4f6a8b0-3d5e-4f7a-9b2c-4d6e8f0a2b3c" class="umbraco-forms-label">E-mail <span class="umbraco-forms-indicator">*</span></label><div class="umbraco-forms-field-wrapper"><input type="email" name="c4f6a8b0-3d5e-4f7a-9b2c-4d6e8f0a2b3c" id="c4f6a8b0-3d5e-4f7a-9b2c-4d6e8f0a2b3c" class="text form-control" value="" maxlength="255" data-val="true" data-val-required="Veuillez indiquer votre e-mail" data-val-regex="Adresse e-mail invalide" data-val-regex-pattern="^[_a-z0-9-]+(\\.[_a-z0-9-]+)*@[a-z0-9-]+(\\.[a-z0-9-]+)*(\\.[a-z]{2,})$" /><span class="field-validation-valid" data-valmsg-for="c4f6a8b0-3d5e-4f7a-9b2c-4d6e8f0a2b3c" data-valmsg-replace="true"></span></div></div>
          <div class="umbraco-forms-field societe shortanswer"><label for="d5a7b9c1-4e6f-4a8b-0c3d-5e7f9a1b3c4d" class="umbraco-forms-label">Société</label><div class="umbraco-forms-field-wrapper"><input type="text" name="d5a7b9c1-4e6f-4a8b-0c3d-5e7f9a1b3c4d" id="d5a7b9c1-4e6f-4a8b-0c3d-5e7f9a1b3c4d" class="text form-control" value="" maxlength="255" /></div></div>
        </div></div>
      </fieldset>
      <fieldset class="umbraco-forms-fieldset" id="e6b8c0d2-5f7a-4b9c-1d4e-6f8a0b2c4d5e">
        <legend>Votre projet</legend>
        <div class="row-fluid"><div class="umbraco-forms-container col-md-12">
          <div class="umbraco-forms-field languesource dropdown mandatory"><label for="f7c9d1e3-6a8b-4c0d-2e5f-7a9b1c3d5e6f" class="umbraco-forms-label">Langue source</label><div class="umbraco-forms-field-wrapper"><select class="form-select" name="f7c9d1e3-6a8b-4c0d-2e5f-7a9b1c3d5e6f" id="f7c9d1e3-6a8b-4c0d-2e5f-7a9b1c3d5e6f"><option value="FR">Français</option><option value="NL">Néerlandais</option><option value="EN">Anglais</option><option value="DE">Allemand</option><option value="autre">Autre</option></select></div></div>
          <div class="umbraco-forms-field languescibles checkboxlist"><label class="umbraco-forms-label">Langues cibles</label><div class="umbraco-forms-field-wrapper"><div class="checkboxlist">${['Français', 'Néerlandais', 'Anglais', 'Allemand', 'Italien', 'Espagnol', 'Polonais', 'Arabe'].map((l, i) => `<input type="checkbox" name="a8d0e2f4-7b9c-4d1e-3f6a-8b0c2d4e6f7a" id="a8d0e2f4-7b9c-4d1e-3f6a-8b0c2d4e6f7a_${i}" value="${l}" /><label for="a8d0e2f4-7b9c-4d1e-3f6a-8b0c2d4e6f7a_${i}">${l}</label><br />`).join('')}</div></div></div>
          <div class="umbraco-forms-field fichiers fileupload"><label for="b9e1f3a5-8c0d-4e2f-4a7b-9c1d3e5f7a8b" class="umbraco-forms-label">Documents</label><div class="umbraco-forms-field-wrapper"><input type="file" name="b9e1f3a5-8c0d-4e2f-4a7b-9c1d3e5f7a8b" id="b9e1f3a5-8c0d-4e2f-4a7b-9c1d3e5f7a8b" multiple /></div></div>
          <div class="umbraco-forms-field delai date"><label for="c0f2a4b6-9d1e-4f3a-5b8c-0d2e4f6a8b9c" class="umbraco-forms-label">Délai souhaité</label><div class="umbraco-forms-field-wrapper"><input type="date" name="c0f2a4b6-9d1e-4f3a-5b8c-0d2e4f6a8b9c" id="c0f2a4b6-9d1e-4f3a-5b8c-0d2e4f6a8b9c" class="form-control" /></div></div>
          <div class="umbraco-forms-field remarques longanswer"><label for="d1a3b5c7-0e2f-4a4b-6c9d-1e3f5a7b9c0d" class="umbraco-forms-label">Remarques</label><div class="umbraco-forms-field-wrapper"><textarea class="form-control" name="d1a3b5c7-0e2f-4a4b-6c9d-1e3f5a7b9c0d" id="d1a3b5c7-0e2f-4a4b-6c9d-1e3f5a7b9c0d" rows="5" cols="20"></textarea></div></div>
          <div class="umbraco-forms-field consentement dataconsent mandatory"><div class="umbraco-forms-field-wrapper"><input type="checkbox" name="e2b4c6d8-1f3a-4b5c-7d0e-2f4a6b8c0d1e" id="e2b4c6d8-1f3a-4b5c-7d0e-2f4a6b8c0d1e" value="true" data-val="true" data-val-requiredcb="Veuillez accepter" /><label for="e2b4c6d8-1f3a-4b5c-7d0e-2f4a6b8c0d1e">J’accepte que mes données soient traitées conformément à la <a href="/vie-privee">politique de confidentialité</a>.</label></div></div>
        </div></div>
      </fieldset>
      <div style="display: none" aria-hidden="true"><input type="text" name="7b2d5e914c3a48f6b1e09a8c7d6f5e42" /></div>
      <div class="umbraco-forms-navigation row-fluid"><div class="col-md-12"><button type="submit" class="btn btn-primary primary" name="__next" data-form-navigate="next">Envoyer ma demande</button></div></div>
    </div>
    <input name="__RequestVerificationToken" type="hidden" value="CfDJ8Lm3kQ7vR1nW9xP2sT5uY8zA0bC4dE6fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5zA7bC9dE1fG3hI5jK7lM9nO1pQ3rS5tU7vW9xY1zA3bC5dE7fG9hI1jK3lM5nO7pQ9" /><input name="ufprt" type="hidden" value="CfDJ8Lm3kQ7vR1nW9xP2sT5uY8zIqX2e4jH7kM0pR3tW6yB9dG2jL5nQ8sV1xA4cF7hK0mP3rU6wZ9bE2gJ5lO8qT1vY4aD7fI0kN3pS6uX9zC2eH5jM8oR1tW4yB7dG0iL3nQ6sV9xA2cF5hK8mP1rU4wZ7bE0gJ3lO6qT9vY2aD5fI8kN1pS4uX7zC0eH3jM6oR9" />
  </form>
  </div>
</div>
<div class="col-lg-4"><div class="card"><div class="card-body"><h2 class="h5">Urgent ?</h2><p>Appelez-nous au <a href="tel:+3225130447">+32 2 513 04 47</a>, du lundi au vendredi de 8h30 à 18h.</p><p class="small text-muted">Paiement par virement ou en ligne (Bancontact, Visa, Mastercard) pour les particuliers.</p></div></div></div>
</div></div></section>`,
});

/* ---------------- carrières ---------------- */
const carrieres = page({
  title: 'Carrières',
  path: '/carrieres',
  desc: 'Traducteurs, interprètes et chefs de projet : rejoignez Lumen Traductions à Bruxelles ou notre réseau de freelances.',
  body: `${breadcrumb([['Carrières', '/carrieres']])}
<section class="py-5"><div class="container"><div class="row g-5">
  <div class="col-lg-7"><h1>Travailler avec Lumen</h1>
  <h2 class="h4">Postes à pourvoir à Bruxelles</h2>
  <ul class="list-group mb-4"><li class="list-group-item"><strong>Chef·fe de projet de traduction (CDI)</strong> – FR/NL/EN, 2 ans d’expérience</li><li class="list-group-item"><strong>Traducteur·rice juridique NL&gt;FR (CDI)</strong> – Master en traduction ou en droit</li><li class="list-group-item"><strong>Stage en gestion de projets</strong> – 3 à 6 mois, étudiants en master</li></ul>
  <p>Envoyez votre candidature à <a href="mailto:jobs@lumen-traductions.be">jobs@lumen-traductions.be</a>.</p></div>
  <div class="col-lg-5"><div class="card bg-light"><div class="card-body"><h2 class="h5">Traducteurs et interprètes indépendants</h2><p>Nous recherchons en permanence des linguistes spécialisés (juridique, pharma, technique). Conditions : traduction vers votre langue maternelle, diplôme en traduction ou 5 ans d’expérience, maîtrise d’un outil de TAO.</p><p>Consultez notre profil et nos évaluations sur <a href="https://www.proz.com/blueboard/298471" target="_blank" rel="noopener">ProZ.com Blue Board</a> et postulez via notre portail fournisseurs.</p><a class="btn btn-outline-primary" href="/carrieres/freelance">Postuler comme freelance</a></div></div></div>
</div></div></section>`,
});

/* ---------------- contact ---------------- */
const contact = page({
  title: 'Contact',
  path: '/contact',
  desc: 'Contactez Lumen Traductions à Bruxelles : Rue de la Loi 81A, 1040 Bruxelles.',
  body: `${breadcrumb([['Contact', '/contact']])}
<section class="py-5"><div class="container"><div class="row g-5">
  <div class="col-md-6"><h1>Contact</h1><p>Rue de la Loi 81A<br>1040 Bruxelles (métro Maelbeek)</p><p>Tél. <a href="tel:+3225130447">+32 2 513 04 47</a><br>E-mail <a href="mailto:info@lumen-traductions.be">info@lumen-traductions.be</a></p><p>Du lundi au vendredi, 8h30–18h.</p><p>Clients néerlandophones : <a href="${NL}/contact">lumen-vertalingen.be/contact</a></p></div>
  <div class="col-md-6"><div class="ratio ratio-4x3"><iframe src="https://www.openstreetmap.org/export/embed.html?bbox=4.3748%2C50.8404%2C4.3848%2C50.8454&amp;layer=mapnik&amp;marker=50.8429%2C4.3798" title="Plan d'accès" loading="lazy"></iframe></div></div>
</div></div></section>`,
});

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'ASP.NET',
  'set-cookie':
    'ARRAffinity=3f9c1e7b2a4d6f8e0c2b4a6d8f0e2c4b6a8d0f2e4c6b8a0d2f4e6c8b0a2d4f6e; Path=/; HttpOnly; Secure; Domain=www.lumen-traductions.be',
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const site: CorpusSite = {
  domain: 'lumen-traductions.be',
  otherDomains: ['lumen-vertalingen.be'],
  covers:
    'Belgian translation agency on Umbraco (French): "Partenaires" page as a Bootstrap accordion with four sections (CAT/MT technology partners, partner agencies abroad incl. one without a website, academic partners, professional associations), associations repeated on the about page, partner agencies mentioned on home; negatives: ISO certifier (LRQA), sworn-translator registry, client logos, testimonials, payment badges, ProZ profile, OpenStreetMap embed, social links, Dutch sister domain',
  pages: {
    '/': { redirect: `${D}/` },
    [`${D}/`]: { headers: HEADERS, html: home },
    [`${D}/a-propos`]: { headers: HEADERS, html: about },
    [`${D}/partenaires`]: { headers: HEADERS, html: partenaires },
    [`${D}/services/traduction-juridique`]: { headers: HEADERS, html: juridique },
    [`${D}/devis`]: { headers: HEADERS, html: devis },
    [`${D}/carrieres`]: { headers: HEADERS, html: carrieres },
    [`${D}/contact`]: { headers: HEADERS, html: contact },
  },
  technologies: [
    'umbraco',
    'microsoft-asp-net',
    'azure',
    'bootstrap',
    'jquery',
    'google-analytics',
    'cookiefirst',
    'openstreetmap',
    'open-graph',
    'hsts',
    'google-tag-manager',
  ],
  partners: {
    'memoq.com': 'technology',
    'trados.com': 'technology',
    'phrase.com': 'technology',
    'deepl.com': 'technology',
    'auroratrad.it': 'generic',
    'kessel-uebersetzungen.de': 'generic',
    'lince-traducoes.pt': 'generic',
    'nordlys-translations.no': 'generic',
    'vistula-tlumaczenia.pl': 'generic',
    'umons.ac.be': 'generic',
    'ulb.be': 'generic',
    'kuleuven.be': 'generic',
    'cbti-bkvt.org': 'generic',
    'elia-association.org': 'generic',
    'euatc.org': 'generic',
  },
};
