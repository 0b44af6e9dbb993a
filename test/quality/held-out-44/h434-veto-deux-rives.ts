import type { CorpusSite } from '../corpus/types.js';

// Small veterinary clinic near Grenoble (France, French) built with Wix. Partners are named in running prose with
// links on "Nos partenaires" and repeated as small footer logos; the online-booking platform, the Ordre des
// vétérinaires, a sponsored canicross, Google reviews, pet-food brands sold at the desk and social links are not partners.

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1716992201.4471223387413119874',
  'x-wix-renderer-server': 'apu-prd-wix-renderer-7f9c8d6b5-2xk4q',
  'cache-control': 'private,max-age=0,must-revalidate',
};

function page(title: string, description: string, path: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/3c9a1e_4f0b7d2e8a6c4b1f9e3d.png/v1/fill/w_192,h_192/3c9a1e_4f0b7d2e8a6c4b1f9e3d.png" type="image/png"/>
  <title>${title} | Clinique Vétérinaire des Deux Rives</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://www.veto-deuxrives.fr${path}"/>
  <meta property="og:title" content="${title} | Clinique Vétérinaire des Deux Rives"/>
  <meta property="og:url" content="https://www.veto-deuxrives.fr${path}"/>
  <meta property="og:site_name" content="Clinique Vétérinaire des Deux Rives"/>
  <meta property="og:type" content="website"/>
  <script type="application/ld+json">{"@context":"https://schema.org/","@type":"VeterinaryCare","name":"Clinique Vétérinaire des Deux Rives","address":{"@type":"PostalAddress","streetAddress":"12 avenue du Grésivaudan","addressLocality":"Crolles","postalCode":"38920","addressCountry":"FR"},"telephone":"+33 4 76 08 51 20"}</script>
  <script>window.viewerModel = {"site":{"metaSiteId":"b7e2c1d9-4a3f-4c8e-9d11-2f6a8b0c3e57","siteId":"0d4f7a2b-8c1e-4b9a-a3d6-5e7f9c1b2a84","externalBaseUrl":"https:\\/\\/www.veto-deuxrives.fr"},"language":{"userLanguage":"fr"}};</script>
  <script crossorigin="anonymous" src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>
  <script crossorigin="anonymous" src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js"></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.5f3a9c2e.bundle.min.js" async></script>
  <link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.renderer.2c8e41d7.min.css">
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF"><div id="site-root">
  <header id="SITE_HEADER" class="wixui-header">
    <div data-testid="richTextElement" class="wixui-rich-text"><p class="font_0"><a href="https://www.veto-deuxrives.fr">Clinique Vétérinaire des Deux Rives</a></p></div>
    <nav id="comp-lmenu" aria-label="Site" class="wixui-horizontal-menu">
      <ul>
        <li><a href="https://www.veto-deuxrives.fr" class="wixui-horizontal-menu__item">Accueil</a></li>
        <li><a href="https://www.veto-deuxrives.fr/services" class="wixui-horizontal-menu__item">Nos services</a></li>
        <li><a href="https://www.veto-deuxrives.fr/equipe" class="wixui-horizontal-menu__item">L'équipe</a></li>
        <li><a href="https://www.veto-deuxrives.fr/nos-partenaires" class="wixui-horizontal-menu__item">Nos partenaires</a></li>
        <li><a href="https://www.veto-deuxrives.fr/blog" class="wixui-horizontal-menu__item">Conseils</a></li>
        <li><a href="https://www.veto-deuxrives.fr/contact" class="wixui-horizontal-menu__item">Contact</a></li>
      </ul>
    </nav>
    <a data-testid="linkElement" href="https://www.rdv-veto-online.fr/clinique-veterinaire-des-deux-rives-crolles" target="_blank" rel="noreferrer noopener" class="wixui-button"><span class="wixui-button__label">Prendre rendez-vous</span></a>
  </header>
  <main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">
${body}
  </div></main>
  <footer id="SITE_FOOTER" class="wixui-footer">
    <div class="wixui-rich-text"><p>12 avenue du Grésivaudan, 38920 Crolles &middot; 04 76 08 51 20 &middot; Lun-Ven 8h30-19h, Sam 9h-12h</p>
    <p>Urgences la nuit et le week-end : Vétérinaires de garde Isère 04 76 00 00 38</p></div>
    <div class="footer-partners">
      <p class="font_9">Nos partenaires</p>
      <a href="https://www.vetolab-rhone.fr" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/3c9a1e_vetolab~mv2.png/v1/fill/w_120,h_48/vetolab.png" alt="VetoLab Rhône"></a>
      <a href="https://www.assuranimo.fr" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/3c9a1e_assuranimo~mv2.png/v1/fill/w_120,h_48/assuranimo.png" alt="Assur'Animo"></a>
      <a href="https://www.chv-alpes.fr" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/3c9a1e_chvalpes~mv2.png/v1/fill/w_120,h_48/chv-alpes.png" alt="CHV des Alpes"></a>
    </div>
    <ul class="wixui-social-bar" aria-label="Barre des réseaux sociaux">
      <li><a href="https://www.facebook.com/vetodeuxrives" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
      <li><a href="https://www.instagram.com/veto_deuxrives/" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
    </ul>
    <p class="font_9"><a href="https://www.veto-deuxrives.fr/mentions-legales">Mentions légales</a> &middot; © 2024 Clinique Vétérinaire des Deux Rives &middot; Créé avec Wix.com</p>
  </footer>
</div></div></div>
</body>
</html>`;
}

const home = page(
  'Vétérinaire à Crolles',
  'Clinique vétérinaire à Crolles (Isère) : consultations, chirurgie, imagerie et NAC. Sur rendez-vous.',
  '',
  `<section class="wixui-section" id="comp-hero">
  <h1 class="font_0 wixui-rich-text__text">Votre clinique vétérinaire à Crolles</h1>
  <p class="font_7">Chiens, chats et NAC : une équipe de 4 vétérinaires et 5 auxiliaires spécialisées vous accueille du lundi au samedi.</p>
</section>
<section class="wixui-section" id="comp-services">
  <h2 class="font_2">Nos services</h2>
  <ul class="font_8">
    <li>Consultations et vaccinations</li><li>Chirurgie et stérilisation</li><li>Radiographie numérique et échographie</li>
    <li>Dentisterie</li><li>Nouveaux animaux de compagnie (lapins, furets, oiseaux)</li>
  </ul>
  <p class="font_8">Pour les examens spécialisés (scanner, IRM), nous orientons vos animaux vers nos confrères du <a href="https://www.chv-alpes.fr" target="_blank">Centre Hospitalier Vétérinaire des Alpes</a>.</p>
</section>
<section class="wixui-section" id="comp-avis">
  <h2 class="font_2">Ils nous font confiance</h2>
  <p class="font_8">4,9/5 sur 312 avis. <a href="https://g.page/r/CdT4qY7vetodeuxrives/review" target="_blank" rel="noreferrer noopener">Lire les avis Google</a></p>
</section>
<section class="wixui-section" id="comp-canicross">
  <h2 class="font_2">Canicross des Deux Rives</h2>
  <p class="font_8">Cette année encore, la clinique est fière de sponsoriser le <a href="https://www.canicross-deuxrives.fr" target="_blank" rel="noreferrer noopener">Canicross des Deux Rives</a> du 6 octobre. Nos vétérinaires assureront le contrôle vétérinaire des chiens au départ.</p>
</section>`,
);

const partenaires = page(
  'Nos partenaires',
  'Laboratoire, centre de référé, mutuelle, crématorium, refuge : les partenaires de la clinique des Deux Rives.',
  '/nos-partenaires',
  `<section class="wixui-section" id="comp-partenaires">
  <h1 class="font_0">Nos partenaires</h1>
  <p class="font_8">Pour bien soigner vos animaux, nous nous appuyons sur un réseau de partenaires de confiance, tous situés dans la région.</p>
  <p class="font_8">Nos analyses de sang, urines et biopsies sont confiées au laboratoire <a href="https://www.vetolab-rhone.fr" target="_blank" rel="noreferrer noopener">VetoLab Rhône</a>, qui nous transmet la plupart des résultats en moins de 24 heures.
  Lorsque votre animal a besoin d'un scanner, d'une IRM ou d'une prise en charge de spécialiste, nous travaillons main dans la main avec le
  <a href="https://www.chv-alpes.fr" target="_blank" rel="noreferrer noopener">Centre Hospitalier Vétérinaire des Alpes</a> à Grenoble, qui nous renvoie le dossier complet après l'intervention.</p>
  <p class="font_8">Côté santé de votre budget, la clinique est partenaire de la mutuelle <a href="https://www.assuranimo.fr" target="_blank" rel="noreferrer noopener">Assur'Animo</a> :
  nous pouvons transmettre directement vos feuilles de soins et vous faire bénéficier du tiers payant.</p>
  <p class="font_8">Quand vient le moment de dire au revoir, notre partenaire <a href="https://www.incineris-animaux.fr" target="_blank" rel="noreferrer noopener">Incinéris Animaux</a> prend en charge la crémation individuelle ou collective avec respect, et vous restitue les cendres si vous le souhaitez.</p>
  <p class="font_8">Enfin, nous soignons bénévolement les animaux de la <a href="https://www.spa-vallee-gresivaudan.org" target="_blank" rel="noreferrer noopener">SPA de la Vallée du Grésivaudan</a>, association partenaire de la clinique depuis 2016,
  et nous recommandons volontiers l'éducatrice canine de <a href="https://educcanin38.fr" target="_blank" rel="noreferrer noopener">Éduc'Canin 38</a> pour les chiots et les chiens réactifs.</p>
  <h2 class="font_2">À l'accueil</h2>
  <p class="font_8">Vous trouverez à la clinique les aliments diététiques Royal Canin, Hill's et Virbac, ainsi que les antiparasitaires sur ordonnance.</p>
</section>`,
);

const equipe = page(
  "L'équipe",
  'Les vétérinaires et auxiliaires de la clinique des Deux Rives.',
  '/equipe',
  `<section class="wixui-section" id="comp-equipe">
  <h1 class="font_0">L'équipe</h1>
  <div class="wixui-repeater">
    <div class="wixui-repeater__item"><h3>Dr Claire Bouvier</h3><p>Vétérinaire associée, médecine interne et échographie.</p></div>
    <div class="wixui-repeater__item"><h3>Dr Mathieu Rey</h3><p>Vétérinaire associé, chirurgie des tissus mous et orthopédie.</p></div>
    <div class="wixui-repeater__item"><h3>Dr Inès Haddad</h3><p>NAC et dentisterie.</p></div>
    <div class="wixui-repeater__item"><h3>Dr Paul Girard</h3><p>Médecine préventive et comportement.</p></div>
  </div>
  <p class="font_8">Tous nos vétérinaires sont inscrits au tableau de l'<a href="https://www.veterinaire.fr" target="_blank" rel="noreferrer noopener">Ordre national des vétérinaires</a> et suivent chaque année des formations continues.</p>
</section>`,
);

const blogPost = page(
  'Tiques : comment protéger votre chien cet été',
  'Les conseils de nos vétérinaires contre les tiques et la piroplasmose.',
  '/post/tiques-proteger-votre-chien',
  `<article class="blog-post" id="comp-post">
  <h1 class="font_0">Tiques : comment protéger votre chien cet été</h1>
  <p class="font_9">Dr Paul Girard &middot; 14 mai 2024 &middot; 3 min de lecture</p>
  <p class="font_8">Dans le Grésivaudan, les tiques sont actives dès le mois de mars. La piroplasmose, transmise par les tiques, peut être mortelle pour le chien.</p>
  <p class="font_8">Inspectez votre chien après chaque promenade et demandez-nous conseil pour choisir un antiparasitaire adapté. Une fiche pratique est disponible sur le site de
  l'<a href="https://www.esccap.fr" target="_blank" rel="noreferrer noopener">ESCCAP France</a>.</p>
  <p class="font_8"><a href="https://www.veto-deuxrives.fr/blog">Tous nos conseils</a></p>
</article>`,
);

const contact = page(
  'Contact',
  'Horaires, accès et contact de la clinique vétérinaire des Deux Rives à Crolles.',
  '/contact',
  `<section class="wixui-section" id="comp-contact">
  <h1 class="font_0">Contact</h1>
  <p class="font_8">12 avenue du Grésivaudan, 38920 Crolles<br>Tél. 04 76 08 51 20<br>contact@veto-deuxrives.fr</p>
  <p class="font_8">Parking gratuit devant la clinique. Paiement par carte bancaire, espèces ou chèque.</p>
  <p class="font_8">Rendez-vous en ligne 24h/24 sur <a href="https://www.rdv-veto-online.fr/clinique-veterinaire-des-deux-rives-crolles" target="_blank" rel="noreferrer noopener">RDV Véto Online</a>.</p>
  <form class="wixui-form"><label>Nom<input type="text" name="nom"></label><label>E-mail<input type="email" name="email"></label><label>Message<textarea name="message"></textarea></label><button type="submit">Envoyer</button></form>
</section>`,
);

export const site: CorpusSite = {
  domain: 'veto-deuxrives.fr',
  covers:
    'Wix (fr): partners named in running prose with links on "Nos partenaires" (lab, referral hospital, pet insurer, crematorium, shelter association, dog trainer) plus a footer "Nos partenaires" logo strip; booking platform, Ordre des vétérinaires, sponsored canicross, Google reviews, ESCCAP advice link, pet-food brands by name and social links are not partners',
  pages: {
    '/': { headers, html: home },
    '/nos-partenaires': { headers, html: partenaires },
    '/equipe': { headers, html: equipe },
    '/post/tiques-proteger-votre-chien': { headers, html: blogPost },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/nos-partenaires', '/equipe', '/post/tiques-proteger-votre-chien', '/contact'],
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'vetolab-rhone.fr': 'generic',
    'chv-alpes.fr': 'generic',
    'assuranimo.fr': 'generic',
    'incineris-animaux.fr': 'generic',
    'spa-vallee-gresivaudan.org': 'generic',
    'educcanin38.fr': 'generic',
  },
};
