import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  server: 'cloudflare',
  'cf-cache-status': 'HIT',
  'cf-ray': '88a1f3c6be2d4c1e-CDG',
  'x-lambda-id': '4c2e9b1a-77f0-4d3e-9a5b-0f1c2d3e4f5a',
};

const siteId = '64b7e2f1a9c3d50012ab34cd';

const head = (
  title: string,
  description: string,
  pageId: string,
  path: string,
) => `<!DOCTYPE html><!-- Last Published: Tue May 07 2024 09:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.datavoute.fr" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="fr"><head><meta charset="utf-8"/><title>${title}</title><meta content="${description}" name="description"/><meta content="${title}" property="og:title"/><meta content="${description}" property="og:description"/><meta content="https://cdn.prod.website-files.com/${siteId}/64b8a0c2d1e3f40015cd67ef_og-datavoute.jpg" property="og:image"/><meta content="${title}" property="twitter:title"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="https://cdn.prod.website-files.com/${siteId}/css/datavoute.webflow.7d1e3c9a2.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Inter:300,400,500,600,700","Fraunces:400,600"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="https://cdn.prod.website-files.com/${siteId}/64b7e3a0c1d2e30011aa22bb_favicon.png" rel="shortcut icon" type="image/x-icon"/><link href="https://www.datavoute.fr${path}" rel="canonical"/></head><body>
<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="container w-container"><a href="/" aria-current="page" class="brand w-nav-brand"><img src="https://cdn.prod.website-files.com/${siteId}/64b7e3a0c1d2e30011aa22cc_datavoute-logo.svg" loading="lazy" alt="Datavoûte" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/expertises" class="nav-link w-nav-link">Expertises</a><a href="/references" class="nav-link w-nav-link">Références</a><a href="/partenaires" class="nav-link w-nav-link">Partenaires</a><a href="/a-propos" class="nav-link w-nav-link">À propos</a><a href="/blog" class="nav-link w-nav-link">Blog</a><a href="/contact" class="button nav-button w-button">Parlons data</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>
`;

const foot = `<footer class="footer"><div class="container w-container"><div class="footer-grid w-layout-grid"><div><img src="https://cdn.prod.website-files.com/${siteId}/64b7e3a0c1d2e30011aa22dd_datavoute-logo-white.svg" loading="lazy" alt="Datavoûte"/><p class="footer-text">Cabinet de conseil en data et IA, Lyon &amp; Paris.</p></div><div><h4 class="footer-heading">Cabinet</h4><a href="/a-propos" class="footer-link">À propos</a><a href="/partenaires" class="footer-link">Partenaires</a><a href="/carrieres" class="footer-link">Carrières</a></div><div><h4 class="footer-heading">Contact</h4><a href="mailto:bonjour@datavoute.fr" class="footer-link">bonjour@datavoute.fr</a><a href="tel:+33478000000" class="footer-link">04 78 00 00 00</a><a href="https://www.linkedin.com/company/datavoute/" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.welcometothejungle.com/fr/companies/datavoute" target="_blank" class="footer-link">Welcome to the Jungle</a></div></div><div class="footer-bottom"><div>© 2024 Datavoûte SAS — 12 quai Perrache, 69002 Lyon</div><a href="/mentions-legales" class="footer-link">Mentions légales</a></div></div></footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="https://cdn.prod.website-files.com/${siteId}/js/webflow.4a2e1c7b9.js" type="text/javascript"></script></body></html>`;

export const site: CorpusSite = {
  domain: 'datavoute.fr',
  covers:
    'French Webflow data and AI consultancy: partners named in running prose with inline links (technology vendors, a university, subcontracting ESNs); customer case study, press mentions, an award, public funding, a meetup sponsorship, a Calendly booking link and a job board as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Datavoûte — Conseil data & IA à Lyon', 'Datavoûte aide les ETI à construire des plateformes data modernes et à mettre l’IA en production.', '64b7e2f1a9c3d50012ab34ce', '/')}
<section class="hero"><div class="container w-container"><h1 class="hero-heading">Vos données méritent mieux qu’un tableur partagé.</h1><p class="hero-paragraph">Nous concevons des plateformes data modernes, industrialisons vos modèles d’IA et formons vos équipes. 25 consultants entre Lyon et Paris.</p><a href="/contact" class="button w-button">Prendre rendez-vous</a></div></section>
<section class="section"><div class="container w-container"><h2>Nos expertises</h2><div class="w-layout-grid grid-3"><div class="card"><h3>Plateforme data</h3><p>Migration vers le cloud, modélisation dbt, orchestration et gouvernance.</p></div><div class="card"><h3>IA &amp; MLOps</h3><p>Du prototype au modèle en production, surveillé et documenté.</p></div><div class="card"><h3>Formation</h3><p>Montée en compétences de vos analystes sur SQL, Python et les LLM.</p></div></div></div></section>
<section class="section logos"><div class="container w-container"><h2 class="center">Ils nous font confiance</h2><div class="w-layout-grid logo-grid"><img src="https://cdn.prod.website-files.com/${siteId}/64c0_maison-berthier.svg" loading="lazy" alt="Maison Berthier"/><img src="https://cdn.prod.website-files.com/${siteId}/64c0_transalpes.svg" loading="lazy" alt="Transalpes Logistique"/><img src="https://cdn.prod.website-files.com/${siteId}/64c0_mutuelle-rhodanienne.svg" loading="lazy" alt="Mutuelle Rhodanienne"/><img src="https://cdn.prod.website-files.com/${siteId}/64c0_ville-de-villeurbanne.svg" loading="lazy" alt="Ville de Villeurbanne"/></div></div></section>
<section class="section dark"><div class="container w-container"><h2>Un écosystème technologique solide</h2><p>Partenaires des éditeurs de la modern data stack, nous choisissons l’outil adapté à votre contexte, pas celui qui rapporte le plus.</p><a href="/partenaires" class="button secondary w-button">Découvrir nos partenaires</a></div></section>
<section class="section"><div class="container w-container"><h2>Derniers articles</h2><a href="/blog/migration-snowflake-maison-berthier" class="blog-card w-inline-block"><h3>Comment Maison Berthier a migré son entrepôt de données en 12 semaines</h3><div class="meta">Étude de cas · 8 min</div></a></div></section>
${foot}`,
    },
    '/partenaires': {
      headers,
      html: `${head('Nos partenaires — Datavoûte', 'Éditeurs, écoles et cabinets partenaires de Datavoûte.', '64b7e2f1a9c3d50012ab34d1', '/partenaires')}
<section class="section page-header"><div class="container w-container"><h1>Nos partenaires</h1><p class="lead">Indépendants, mais pas isolés&nbsp;: voici avec qui nous travaillons au quotidien.</p></div></section>
<section class="section"><div class="container narrow w-container"><div class="rich-text w-richtext">
<h2>Éditeurs et plateformes</h2>
<p>Datavoûte est partenaire <a href="https://www.snowflake.com/fr/" target="_blank">Snowflake</a> (niveau Select) et partenaire conseil de <a href="https://www.databricks.com/" target="_blank">Databricks</a>&nbsp;: la majorité de nos projets de plateforme s’appuient sur l’un ou l’autre. Pour la transformation des données, nous sommes partenaire de <a href="https://www.getdbt.com/" target="_blank">dbt Labs</a> et comptons six consultants certifiés dbt. L’ingestion repose le plus souvent sur <a href="https://www.fivetran.com/" target="_blank">Fivetran</a>, dont nous sommes partenaire d’implémentation en France.</p>
<p>Côté cloud, nous sommes membre du programme partenaires de <a href="https://cloud.google.com/" target="_blank">Google Cloud</a> et déployons BigQuery et Vertex AI pour plusieurs clients industriels. Enfin, pour les équipes métiers qui veulent construire leurs propres modèles, nous accompagnons les déploiements de <a href="https://www.dataiku.com/fr/" target="_blank">Dataiku</a>, éditeur français avec qui nous avons signé un partenariat en 2023.</p>
<h2>Recherche et formation</h2>
<p>Nous co-encadrons chaque année deux doctorants CIFRE dans le cadre d’un partenariat avec l’<a href="https://www.univ-lyon1.fr/" target="_blank">Université Claude Bernard Lyon 1</a> sur l’explicabilité des modèles de prévision.</p>
<h2>Cabinets et ESN</h2>
<p>Sur les projets d’envergure, nous intervenons aux côtés d’ESN partenaires qui nous confient la partie data&nbsp;: <a href="https://www.altais-conseil.fr/" target="_blank">Groupe Altaïs</a> en Auvergne-Rhône-Alpes et <a href="https://synaptiq.fr/" target="_blank">Synaptiq</a> en Île-de-France.</p>
<h2>Communauté</h2>
<p>Nous sommes sponsor du meetup <a href="https://www.meetup.com/lyon-data-science/" target="_blank">Lyon Data Science</a>, qui réunit chaque mois plus de 150 praticiens, et accueillons régulièrement ses sessions dans nos locaux de Perrache.</p>
</div></div></section>
${foot}`,
    },
    '/a-propos': {
      headers,
      html: `${head('À propos — Datavoûte', 'Fondé à Lyon en 2019, Datavoûte réunit 25 consultants data et IA.', '64b7e2f1a9c3d50012ab34d2', '/a-propos')}
<section class="section page-header"><div class="container w-container"><h1>À propos</h1><p class="lead">Fondé à Lyon en 2019 par Claire Fontanel et Yanis Belkacem, Datavoûte réunit aujourd’hui 25 consultants.</p></div></section>
<section class="section"><div class="container narrow w-container"><div class="rich-text w-richtext">
<h2>Notre conviction</h2><p>Une plateforme data n’a de valeur que si les équipes métier s’en servent. Nous livrons du code, mais aussi de la documentation et de la formation.</p>
<h2>Distinctions</h2><p>Lauréat du concours d’innovation i-Nov 2022, notre projet de détection d’anomalies pour l’industrie a été soutenu par <a href="https://www.bpifrance.fr/" target="_blank">Bpifrance</a>. Datavoûte figure aussi au classement des Champions de la croissance 2024 des <a href="https://www.lesechos.fr/" target="_blank">Échos</a>.</p>
<h2>Ils parlent de nous</h2><ul><li><a href="https://www.leprogres.fr/economie/2023/11/14/lyon-datavoute-recrute-vingt-consultants" target="_blank">Le Progrès — « Datavoûte recrute vingt consultants »</a></li><li><a href="https://www.journaldunet.com/intelligence-artificielle/1527311-ia-generative-eti/" target="_blank">Journal du Net — « L’IA générative dans les ETI »</a></li></ul>
<h2>Rejoindre l’équipe</h2><p>Nos offres sont publiées sur <a href="https://www.welcometothejungle.com/fr/companies/datavoute/jobs" target="_blank">Welcome to the Jungle</a>.</p>
</div></div></section>
${foot}`,
    },
    '/blog/migration-snowflake-maison-berthier': {
      headers,
      html: `${head('Comment Maison Berthier a migré son entrepôt de données en 12 semaines', 'Étude de cas : migration d’un entrepôt SQL Server vers Snowflake et dbt pour un fabricant lyonnais.', '64b7e2f1a9c3d50012ab34d5', '/blog/migration-snowflake-maison-berthier')}
<article class="section"><div class="container narrow w-container"><div class="meta">Étude de cas · 2 avril 2024</div><h1>Comment Maison Berthier a migré son entrepôt de données en 12 semaines</h1><div class="rich-text w-richtext">
<p><a href="https://www.maisonberthier.fr/" target="_blank">Maison Berthier</a>, fabricant lyonnais de mobilier haut de gamme, faisait tourner ses rapports sur un SQL Server vieillissant. En douze semaines, nous avons migré 140 tables vers Snowflake, réécrit les transformations dans dbt et remplacé 30 rapports Excel par des tableaux de bord.</p>
<blockquote>« Nos équipes commerciales ont enfin les chiffres du matin à 8h, pas à 11h. » — Sophie Berthier, directrice financière</blockquote>
<p>Résultat&nbsp;: des coûts d’infrastructure en baisse de 35&nbsp;% et une équipe data interne autonome.</p>
</div></div></article>
${foot}`,
    },
    '/contact': {
      headers,
      html: `${head('Contact — Datavoûte', 'Parlons de votre projet data ou IA.', '64b7e2f1a9c3d50012ab34d3', '/contact')}
<section class="section"><div class="container narrow w-container"><h1>Parlons data</h1><p>Réservez directement un créneau de 30 minutes avec un associé&nbsp;: <a href="https://calendly.com/datavoute/decouverte" target="_blank">prendre rendez-vous</a>.</p>
<div class="w-form"><form id="email-form" name="email-form" data-name="Contact" method="get"><label for="name">Nom</label><input class="w-input" maxlength="256" name="name" data-name="Name" type="text" id="name"/><label for="email">E-mail</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required=""/><label for="message">Votre projet</label><textarea id="message" name="message" maxlength="5000" data-name="Message" class="w-input"></textarea><input type="submit" data-wait="Envoi..." class="button w-button" value="Envoyer"/></form><div class="w-form-done"><div>Merci&nbsp;! Nous revenons vers vous sous 48&nbsp;h.</div></div><div class="w-form-fail"><div>Oups, une erreur est survenue.</div></div></div>
<p>Datavoûte SAS — 12 quai Perrache, 69002 Lyon · 18 rue du Faubourg-Poissonnière, 75010 Paris</p></div></section>
${foot}`,
    },
  },
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'cloudflare', 'calendly', 'open-graph'],
  partners: {
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'getdbt.com': 'technology',
    'fivetran.com': 'technology',
    'google.com': 'technology',
    'dataiku.com': 'technology',
    'univ-lyon1.fr': 'generic',
    'altais-conseil.fr': 'channel',
    'synaptiq.fr': 'channel',
  },
};
