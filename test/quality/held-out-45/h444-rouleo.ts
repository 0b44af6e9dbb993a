import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Vercel',
  'x-powered-by': 'Next.js',
  'x-vercel-id': 'cdg1::iad1::8x2kq-1716384022118-4f1d09b7c2aa',
  'x-vercel-cache': 'HIT',
  'strict-transport-security': 'max-age=63072000',
};

const build = 'Zq4vK1pT8sX2mNc0aLw7e';

const page = (path: string, title: string, description: string, body: string, pageChunk: string) => `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charSet="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://rouleo.fr/og/rouleo-share.png">
<meta property="og:url" content="https://rouleo.fr${path}">
<meta name="twitter:card" content="summary_large_image">
<meta name="apple-itunes-app" content="app-id=1582204417">
<link rel="icon" href="/favicon.ico">
<link rel="preload" href="/_next/static/media/e4af272ccee01ff0-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous">
<link rel="preload" href="/_next/static/css/3c9a1d6e2f0b7a44.css" as="style">
<link rel="stylesheet" href="/_next/static/css/3c9a1d6e2f0b7a44.css" data-n-g="">
<script src="https://sdk.privacy-center.org/6f2b7c41-8e0a-4d7b-9c55-1a3e8d2f0b6c/loader.js?target=rouleo.fr" async></script>
<noscript data-n-css=""></noscript>
<script defer="" nomodule="" src="/_next/static/chunks/polyfills-78c92fac7aa8fdd8.js"></script>
<script src="/_next/static/chunks/webpack-5b1ff1c4e2d3a9f0.js" defer=""></script>
<script src="/_next/static/chunks/framework-fda0a023b274c574.js" defer=""></script>
<script src="/_next/static/chunks/main-0b8c3f5e6a2d1e77.js" defer=""></script>
<script src="/_next/static/chunks/pages/_app-9d4e2a1b7c3f6e08.js" defer=""></script>
<script src="/_next/static/chunks/pages/${pageChunk}.js" defer=""></script>
<script src="/_next/static/${build}/_buildManifest.js" defer=""></script>
<script src="/_next/static/${build}/_ssgManifest.js" defer=""></script>
</head>
<body>
<div id="__next">
<header class="Header_header__x1Qd2">
  <a class="Header_logo__b7aP0" href="/"><img alt="Rouleo" src="/_next/static/media/rouleo-logo.4f1c2d9a.svg" width="132" height="36"></a>
  <nav class="Header_nav__3kLzT" aria-label="Navigation principale">
    <a href="/tarifs">Tarifs</a>
    <a href="/collectivites">Collectivités</a>
    <a href="/entreprises">Entreprises</a>
    <a href="/partenaires">Partenaires</a>
    <a href="/a-propos">À propos</a>
    <a href="/contact">Contact</a>
  </nav>
  <a class="Button_primary__Q8m1c" href="https://app.rouleo.fr/inscription">Louer un vélo</a>
</header>
<main>
${body}
</main>
<footer class="Footer_footer__7QmWk">
  <div class="Footer_cols__kX0aD">
    <div>
      <p class="Footer_title__a1Bc3">Rouleo</p>
      <p>Vélos et vélos cargos électriques en libre-service et en location longue durée.</p>
      <p>Rouleo SAS · 18 rue de la Charité, 69002 Lyon</p>
    </div>
    <div>
      <p class="Footer_title__a1Bc3">Téléchargez l'application</p>
      <a href="https://apps.apple.com/fr/app/rouleo/id1582204417"><img alt="Télécharger dans l'App Store" src="/_next/static/media/app-store-fr.2b3c4d5e.svg" width="120" height="40"></a>
      <a href="https://play.google.com/store/apps/details?id=fr.rouleo.app"><img alt="Disponible sur Google Play" src="/_next/static/media/google-play-fr.6f7a8b9c.svg" width="135" height="40"></a>
    </div>
    <div>
      <p class="Footer_title__a1Bc3">Suivez-nous</p>
      <a href="https://www.instagram.com/rouleo.velo/" aria-label="Instagram">Instagram</a>
      <a href="https://www.linkedin.com/company/rouleo/" aria-label="LinkedIn">LinkedIn</a>
      <a href="https://www.tiktok.com/@rouleo.velo" aria-label="TikTok">TikTok</a>
    </div>
    <div>
      <a href="/mentions-legales">Mentions légales</a>
      <a href="/cgu">CGU</a>
      <a href="/confidentialite">Confidentialité</a>
      <a href="https://www.welcometothejungle.com/fr/companies/rouleo/jobs">Nous rejoindre</a>
      <a href="https://rouleo.eu/">Rouleo in Europe (EN)</a>
    </div>
  </div>
  <p class="Footer_copy__9kLmN">© 2024 Rouleo SAS</p>
</footer>
</div>
<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"locale":"fr","path":"${path}"},"__N_SSG":true},"page":"${path === '/' ? '/' : path}","query":{},"buildId":"${build}","isFallback":false,"gsp":true,"locale":"fr","locales":["fr"],"defaultLocale":"fr","scriptLoader":[]}</script>
</body>
</html>`;

const home = page(
  '/',
  'Rouleo – Vélos électriques en libre-service à Lyon, Annecy et Saint-Étienne',
  'Louez un vélo ou un vélo cargo électrique en quelques secondes depuis l’application Rouleo.',
  `<section class="Hero_hero__2Lk9P">
  <h1>Le vélo électrique, quand vous voulez, où vous voulez.</h1>
  <p>Plus de 4 200 vélos et 350 vélos cargos dans 3 agglomérations. Déverrouillez en un scan, payez à la minute ou au mois.</p>
  <a class="Button_primary__Q8m1c" href="/tarifs">Voir les tarifs</a>
</section>
<section class="Map_section__8xQ1a">
  <h2>Trouvez une station</h2>
  <div id="stations-map" class="Map_map__1aB2c mapboxgl-map" style="height:420px" aria-label="Carte des stations"></div>
  <script src="https://api.mapbox.com/mapbox-gl-js/v3.3.0/mapbox-gl.js" defer></script>
</section>
<section class="Press_section__4kP0q">
  <h2>Ils parlent de nous</h2>
  <ul class="Press_logos__h3Q7s">
    <li><a href="https://www.lemonde.fr/economie/article/2024/02/12/velo-en-libre-service-les-operateurs-regionaux-montent-en-puissance_6216042_3234.html"><img alt="Le Monde" src="/_next/static/media/press-lemonde.1a2b3c4d.svg"></a></li>
    <li><a href="https://www.lesechos.fr/start-up/rouleo-leve-12-millions"><img alt="Les Echos" src="/_next/static/media/press-lesechos.5e6f7a8b.svg"></a></li>
    <li><a href="https://www.leprogres.fr/transport/2023/09/18/les-velos-cargos-rouleo-debarquent"><img alt="Le Progrès" src="/_next/static/media/press-leprogres.9c0d1e2f.svg"></a></li>
  </ul>
</section>
<section class="Cta_section__0pQr1">
  <h2>Vous êtes une entreprise ?</h2>
  <p>Proposez Rouleo à vos salariés dans le cadre du forfait mobilités durables.</p>
  <a href="/entreprises">Découvrir l’offre entreprises</a>
</section>`,
  'index-2c5a7e9f1b3d4c60',
);

const partenaires = page(
  '/partenaires',
  'Nos partenaires – Rouleo',
  'Applications intégrées, distributeurs et associations partenaires de Rouleo.',
  `<section class="PageHeader_header__5tY2w">
  <h1>Nos partenaires</h1>
  <p>Rouleo s’appuie sur un écosystème de partenaires pour rendre le vélo électrique accessible partout : dans vos applications de mobilité, auprès de votre employeur et près de chez vous.</p>
</section>
<section class="Tabs_tabs__Xy12z">
  <div role="tablist" aria-label="Types de partenaires" class="Tabs_list__pQ0m3">
    <button role="tab" id="tab-integrations" aria-selected="true" aria-controls="panel-integrations" class="Tabs_tab__9aBc1 Tabs_active__kk29d">Intégrations</button>
    <button role="tab" id="tab-distribution" aria-selected="false" aria-controls="panel-distribution" class="Tabs_tab__9aBc1" tabindex="-1">Distribution</button>
    <button role="tab" id="tab-associations" aria-selected="false" aria-controls="panel-associations" class="Tabs_tab__9aBc1" tabindex="-1">Associations</button>
  </div>
  <div role="tabpanel" id="panel-integrations" aria-labelledby="tab-integrations" class="Tabs_panel__Lm0q2">
    <p>Retrouvez les vélos Rouleo en temps réel et réservez-les directement dans ces applications partenaires.</p>
    <div class="PartnerGrid_grid__q8Rt1">
      <a class="PartnerCard_card__h2Kx9" href="https://citymapper.com/lyon" target="_blank" rel="noopener noreferrer"><img alt="Citymapper" src="/_next/static/media/citymapper.0a1b2c3d.svg"><span>Citymapper</span><small>Disponibilité des vélos et itinéraires</small></a>
      <a class="PartnerCard_card__h2Kx9" href="https://moovit.com/fr/" target="_blank" rel="noopener noreferrer"><img alt="Moovit" src="/_next/static/media/moovit.4e5f6a7b.svg"><span>Moovit</span><small>Calcul d’itinéraire multimodal</small></a>
      <a class="PartnerCard_card__h2Kx9" href="https://www.trajetplus.fr/" target="_blank" rel="noopener noreferrer"><img alt="Trajet+" src="/_next/static/media/trajetplus.8c9d0e1f.svg"><span>Trajet+</span><small>Réservation et paiement intégrés (MaaS)</small></a>
      <a class="PartnerCard_card__h2Kx9" href="https://passmobi.fr/" target="_blank" rel="noopener noreferrer"><img alt="PassMobi" src="/_next/static/media/passmobi.2a3b4c5d.svg"><span>PassMobi</span><small>Titre unique transports en commun + vélo</small></a>
    </div>
  </div>
  <div role="tabpanel" id="panel-distribution" aria-labelledby="tab-distribution" class="Tabs_panel__Lm0q2" hidden>
    <p>Nos abonnements sont aussi vendus par ces partenaires de distribution, auprès des salariés et en boutique.</p>
    <div class="PartnerGrid_grid__q8Rt1">
      <a class="PartnerCard_card__h2Kx9" href="https://www.mobiflex-avantages.fr/" target="_blank" rel="noopener noreferrer"><img alt="Mobiflex" src="/_next/static/media/mobiflex.6e7f8a9b.svg"><span>Mobiflex</span><small>Plateforme d’avantages salariés – forfait mobilités durables</small></a>
      <a class="PartnerCard_card__h2Kx9" href="https://ecomut.fr/" target="_blank" rel="noopener noreferrer"><img alt="Ecomut" src="/_next/static/media/ecomut.0c1d2e3f.svg"><span>Ecomut</span><small>Revendeur agréé auprès des PME</small></a>
      <a class="PartnerCard_card__h2Kx9" href="https://www.maisonduvelo-lyon.fr/" target="_blank" rel="noopener noreferrer"><img alt="La Maison du Vélo Lyon" src="/_next/static/media/maisonduvelo.4a5b6c7d.svg"><span>La Maison du Vélo</span><small>Point de vente des abonnements annuels</small></a>
    </div>
  </div>
  <div role="tabpanel" id="panel-associations" aria-labelledby="tab-associations" class="Tabs_panel__Lm0q2" hidden>
    <p>Nous travaillons main dans la main avec ces associations pour développer la pratique du vélo.</p>
    <div class="PartnerGrid_grid__q8Rt1">
      <a class="PartnerCard_card__h2Kx9" href="https://www.velocite-lyon.org/" target="_blank" rel="noopener noreferrer"><img alt="Vélocité Lyon" src="/_next/static/media/velocite.8e9f0a1b.svg"><span>Vélocité Lyon</span><small>Ateliers de remise en selle</small></a>
      <a class="PartnerCard_card__h2Kx9" href="https://mobilite-solidaire.org/" target="_blank" rel="noopener noreferrer"><img alt="Fondation Mobilité Solidaire" src="/_next/static/media/mobilite-solidaire.2c3d4e5f.svg"><span>Fondation Mobilité Solidaire</span><small>Tarif solidaire pour les demandeurs d’emploi</small></a>
    </div>
  </div>
</section>
<section class="Cta_section__0pQr1">
  <h2>Devenir partenaire</h2>
  <p>Vous développez une application de mobilité ou souhaitez distribuer nos abonnements ? <a href="/contact?sujet=partenariat">Parlons-en</a>. Développeurs : notre flux GBFS est ouvert sur <a href="https://transport.data.gouv.fr/datasets/rouleo-gbfs">transport.data.gouv.fr</a>.</p>
</section>`,
  'partenaires-7a1e4c2d9b0f3e85',
);

const collectivites = page(
  '/collectivites',
  'Collectivités – Rouleo',
  'Un service de vélos électriques clé en main pour les villes et intercommunalités.',
  `<section class="PageHeader_header__5tY2w">
  <h1>Un service vélo clé en main pour votre territoire</h1>
  <p>Rouleo conçoit, déploie et exploite des services de vélos et vélos cargos électriques pour les collectivités, en délégation de service public ou en marché.</p>
</section>
<section class="Clients_section__Vb8n2">
  <h2>Ils nous font confiance</h2>
  <div class="Clients_grid__c0Pq4">
    <a href="https://www.annecy.fr/" target="_blank" rel="noopener noreferrer"><img alt="Ville d'Annecy" src="/_next/static/media/annecy.1f2e3d4c.svg"></a>
    <a href="https://www.saint-etienne-metropole.fr/" target="_blank" rel="noopener noreferrer"><img alt="Saint-Étienne Métropole" src="/_next/static/media/sem.5b6a7c8d.svg"></a>
    <a href="https://www.villeurbanne.fr/" target="_blank" rel="noopener noreferrer"><img alt="Villeurbanne" src="/_next/static/media/villeurbanne.9e0f1a2b.svg"></a>
  </div>
  <blockquote>« En deux ans, la part modale du vélo a progressé de 40 % sur les trajets domicile-travail. » — Direction des mobilités, Saint-Étienne Métropole</blockquote>
</section>`,
  'collectivites-3d8f1a6c2e9b4d07',
);

const aPropos = page(
  '/a-propos',
  'À propos – Rouleo',
  'Rouleo, opérateur lyonnais de vélos électriques partagés depuis 2020.',
  `<section class="PageHeader_header__5tY2w">
  <h1>À propos de Rouleo</h1>
  <p>Fondée à Lyon en 2020 par trois anciens ingénieurs de la SNCF, Rouleo exploite aujourd’hui plus de 4 500 vélos électriques et emploie 85 personnes, dont 40 mécaniciens en atelier.</p>
</section>
<section class="Content_section__tT2u8">
  <h2>Nos investisseurs</h2>
  <p>Rouleo a levé 12 millions d’euros en 2023 auprès de <a href="https://www.rhoneventures.fr/" target="_blank" rel="noopener noreferrer">Rhône Ventures</a> et de <a href="https://www.bpifrance.fr/" target="_blank" rel="noopener noreferrer">Bpifrance</a>, aux côtés de business angels du secteur de la mobilité.</p>
  <h2>Distinctions</h2>
  <ul>
    <li>Lauréat de l’appel à projets vélo du programme <a href="https://www.ademe.fr/" target="_blank" rel="noopener noreferrer">ADEME</a> AVELO 2 (2022)</li>
    <li>Prix de l’innovation des Rencontres nationales du transport public 2023</li>
    <li>Entreprise labellisée B Corp depuis 2024</li>
  </ul>
</section>`,
  'a-propos-6b2e9d4f1a7c3e58',
);

const contact = page(
  '/contact',
  'Contact – Rouleo',
  'Une question, un vélo en panne, un projet de partenariat ? Contactez Rouleo.',
  `<section class="PageHeader_header__5tY2w">
  <h1>Contact</h1>
  <p>Service client : 7j/7 de 7h à 21h au 04 28 29 81 10 ou depuis l’application.</p>
</section>
<section class="Form_section__Yq4r1">
  <form class="Form_form__2cD9e" action="/api/contact" method="post">
    <label for="sujet">Sujet</label>
    <select id="sujet" name="sujet"><option value="client">Je suis client</option><option value="collectivite">Je représente une collectivité</option><option value="entreprise">Je représente une entreprise</option><option value="partenariat">Partenariat</option><option value="presse">Presse</option></select>
    <label for="email">E-mail</label><input id="email" name="email" type="email" required>
    <label for="message">Message</label><textarea id="message" name="message" rows="5"></textarea>
    <button type="submit" class="Button_primary__Q8m1c">Envoyer</button>
  </form>
</section>`,
  'contact-1c7e3a9d5f2b8e40',
);

export const site: CorpusSite = {
  domain: 'rouleo.fr',
  otherDomains: ['rouleo.eu'],
  covers:
    'French e-bike sharing operator on Next.js/Vercel (French): partners in tabs (integrations = technology, distribution = channel, associations = generic) with hidden panels; negatives: press logos, client cities, investors, ADEME award, app-store badges, job board, open-data portal, own .eu domain, social',
  pages: {
    '/': { headers, html: home },
    '/partenaires': { headers, html: partenaires },
    '/collectivites': { headers, html: collectivites },
    '/a-propos': { headers, html: aPropos },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/partenaires', '/collectivites', '/a-propos', '/contact'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'hsts', 'mapbox-gl-js', 'didomi', 'open-graph'],
  partners: {
    'citymapper.com': 'technology',
    'moovit.com': 'technology',
    'trajetplus.fr': 'technology',
    'passmobi.fr': 'technology',
    'mobiflex-avantages.fr': 'channel',
    'ecomut.fr': 'channel',
    'maisonduvelo-lyon.fr': 'channel',
    'velocite-lyon.org': 'generic',
    'mobilite-solidaire.org': 'generic',
  },
};
