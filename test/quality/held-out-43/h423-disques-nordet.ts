import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://disquesnordet.com/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string): string => `<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<meta property="og:locale" content="fr_CA" />
<meta property="og:site_name" content="Disques Nordet" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://disquesnordet.com/#organization","name":"Disques Nordet","url":"https://disquesnordet.com/","sameAs":["https://www.facebook.com/disquesnordet","https://www.instagram.com/disquesnordet","https://open.spotify.com/user/disquesnordet"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='wp-block-library-css' href='https://disquesnordet.com/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://disquesnordet.com/wp-content/themes/Divi/style.min.css?ver=4.25.0' type='text/css' media='all' />
<script type="text/javascript" src="https://disquesnordet.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://disquesnordet.com/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://disquesnordet.com/wp-json/" />
<meta name="generator" content="WordPress 6.5.2" />
<meta name="generator" content="Divi v.4.25.0" />
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2LN04TB"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-7QK2LN04TB');</script>
</head>`;

const nav = `<header id="main-header" data-height-onload="80">
<div class="container clearfix et_menu_container">
<div class="logo_container"><a href="https://disquesnordet.com/"><img src="https://disquesnordet.com/wp-content/uploads/2023/02/nordet-logo.png" alt="Disques Nordet" id="logo" /></a></div>
<div id="et-top-navigation"><nav id="top-menu-nav"><ul id="top-menu" class="nav">
<li class="menu-item"><a href="https://disquesnordet.com/artistes/">Artistes</a></li>
<li class="menu-item"><a href="https://disquesnordet.com/parutions/">Parutions</a></li>
<li class="menu-item"><a href="https://disquesnordet.com/distribution/">Distribution</a></li>
<li class="menu-item"><a href="https://disquesnordet.com/a-propos/">À propos</a></li>
<li class="menu-item"><a href="https://disquesnordet.com/contact/">Contact</a></li>
<li class="menu-item"><a href="https://boutique.disquesnordet.com/">Boutique</a></li>
</ul></nav></div>
</div>
</header>`;

const footer = `<footer id="main-footer">
<div class="container"><div id="footer-widgets" class="clearfix">
<div class="footer-widget"><h4 class="title">Disques Nordet</h4><p>Étiquette indépendante fondée à Rimouski en 2011. Folk, chanson et musiques émergentes de l'Est du Québec.</p></div>
<div class="footer-widget"><h4 class="title">Écouter</h4><ul>
<li><a href="https://open.spotify.com/user/disquesnordet">Spotify</a></li>
<li><a href="https://music.apple.com/ca/curator/disques-nordet/1571209934">Apple Music</a></li>
<li><a href="https://disquesnordet.bandcamp.com/">Bandcamp</a></li>
<li><a href="https://www.youtube.com/@disquesnordet">YouTube</a></li>
</ul></div>
<div class="footer-widget"><h4 class="title">Avec la participation financière de</h4>
<a href="https://www.musicaction.ca/"><img src="https://disquesnordet.com/wp-content/uploads/2023/02/musicaction.png" alt="Musicaction" /></a>
<a href="https://www.factor.ca/"><img src="https://disquesnordet.com/wp-content/uploads/2023/02/factor.png" alt="FACTOR" /></a>
<a href="https://sodec.gouv.qc.ca/"><img src="https://disquesnordet.com/wp-content/uploads/2023/02/sodec.png" alt="SODEC Québec" /></a>
<p class="small">Nous reconnaissons l'appui financier du gouvernement du Canada et du gouvernement du Québec.</p>
</div>
</div></div>
<div id="footer-bottom"><div class="container clearfix">
<ul class="et-social-icons"><li class="et-social-facebook"><a href="https://www.facebook.com/disquesnordet" class="icon"><span>Facebook</span></a></li><li class="et-social-instagram"><a href="https://www.instagram.com/disquesnordet" class="icon"><span>Instagram</span></a></li></ul>
<div id="footer-info">© 2024 Disques Nordet inc. · Membre de l'<a href="https://www.adisq.com/">ADISQ</a></div>
</div></div>
</footer>`;

const scripts = `<script type="text/javascript" id="divi-custom-script-js-extra">var DIVI = {"item_count":"%d Item","items_count":"%d Items"};</script>
<script type="text/javascript" src="https://disquesnordet.com/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.0" id="divi-custom-script-js"></script>`;

const page = (title: string, description: string, bodyClass: string, content: string): string =>
  `<!DOCTYPE html>
<html lang="fr-CA">
${head(title, description)}
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_right_sidebar et_divi_theme et-db">
<div id="page-container">
${nav}
<div id="et-main-area"><div id="main-content"><article class="page type-page status-publish hentry"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${content}
</div></div></div></article></div>
${footer}
</div></div>
${scripts}
</body>
</html>`;

const row = (territory: string, formats: string, name: string, url: string): string =>
  `<tr><td>${territory}</td><td>${formats}</td><td>${url ? `<a href="${url}" target="_blank" rel="noopener">${name}</a>` : name}</td></tr>`;

export const site: CorpusSite = {
  domain: 'disquesnordet.com',
  otherDomains: [],
  covers:
    'Canadian-French music label on WordPress/Divi with Yoast, jQuery, GA4 (Apache); distribution page as a territory table (distributors, digital aggregator, sync agent = channel), one distributor named without link; negatives: Spotify/Apple Music/Bandcamp/YouTube profiles of the label, artists pages linking to artist sites, funding bodies (Musicaction, FACTOR, SODEC), ADISQ membership, booking agency of an artist, shop subdomain, press quotes',
  pages: {
    '/': {
      headers,
      html: page(
        'Disques Nordet — Étiquette de disques indépendante',
        "Disques Nordet, étiquette indépendante de l'Est du Québec : folk, chanson et musiques émergentes.",
        'home page-template-default page page-id-7 et_pb_pagebuilder_layout',
        `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>La musique qui vient du large</h1><p>Depuis 2011, Disques Nordet accompagne des artistes de l'Est du Québec, du premier enregistrement jusqu'aux scènes d'Europe.</p></div></div>
<div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0" href="https://disquesnordet.com/parutions/">Nos dernières parutions</a></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1"><div class="et_pb_row et_pb_row_1">
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_image"><img src="https://disquesnordet.com/wp-content/uploads/2024/03/lea-brisson-marees.jpg" alt="Léa Brisson — Marées" /></div><h3>Léa Brisson — <em>Marées</em></h3><p>Nouvel album, disponible le 12 avril.</p></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_image"><img src="https://disquesnordet.com/wp-content/uploads/2024/01/les-goelands-hiver.jpg" alt="Les Goélands — Hiver" /></div><h3>Les Goélands — <em>Hiver</em></h3><p>« Un disque lumineux » — <a href="https://www.lecourrierculturel.ca/critiques/les-goelands-hiver">Le Courrier culturel</a></p></div>
<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_image"><img src="https://disquesnordet.com/wp-content/uploads/2023/10/mathis-ouellet-ep.jpg" alt="Mathis Ouellet — EP" /></div><h3>Mathis Ouellet — <em>Côte-Nord</em></h3><p>Finaliste, Révélation de l'année au Gala de l'ADISQ 2023.</p></div>
</div></div>
<div class="et_pb_section et_pb_section_2"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text_inner"><p>Nos disques sont distribués au Canada, en Europe et au Japon. <a href="https://disquesnordet.com/distribution/">Voir nos distributeurs</a>.</p></div></div></div></div>`,
      ),
    },
    '/distribution/': {
      headers,
      html: page(
        'Distribution et ventes — Disques Nordet',
        'Nos distributeurs physiques et numériques au Canada et à l’international.',
        'page-template-default page page-id-214 et_pb_pagebuilder_layout',
        `<div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Distribution et ventes</h1>
<p>Les parutions de Disques Nordet sont disponibles en magasin et sur toutes les plateformes grâce à nos partenaires de distribution. Disquaires et détaillants : communiquez directement avec le distributeur de votre territoire.</p></div></div>
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
<table class="distributeurs">
<thead><tr><th>Territoire</th><th>Formats</th><th>Distributeur</th></tr></thead>
<tbody>
${row('Canada', 'CD, vinyle', 'Distribution Fleuve', 'https://distributionfleuve.ca/')}
${row('France, Belgique, Suisse', 'CD, vinyle', 'Ondes Europe', 'https://www.ondes-europe.fr/')}
${row('Allemagne, Autriche, Benelux', 'Vinyle', 'Vinylhaus Vertrieb', 'https://vinylhaus-vertrieb.de/')}
${row('Japon', 'CD', 'Eastgate Music', 'https://www.eastgate-music.jp/')}
${row('Royaume-Uni', 'Vinyle', 'Harbourside Records Ltd. (nouveau partenaire, site à venir)', '')}
${row('Monde', 'Numérique (streaming et téléchargement)', 'Sonoria Digital', 'https://sonoria.digital/')}
</tbody>
</table>
</div></div>
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
<h2>Synchronisation et licences</h2>
<p>Pour utiliser une pièce de notre catalogue en film, télé, jeu vidéo ou publicité, adressez-vous à notre agent de synchronisation <a href="https://www.cinesonore.ca/">Cinésonore</a>, qui représente l'ensemble du catalogue Nordet.</p>
<h2>Spectacles</h2>
<p>Les tournées de nos artistes sont gérées par leurs agences respectives : voir chaque <a href="https://disquesnordet.com/artistes/">page d'artiste</a>.</p>
</div></div>
</div></div></div>`,
      ),
    },
    '/artistes/': {
      headers,
      html: page(
        'Artistes — Disques Nordet',
        'Les artistes de Disques Nordet.',
        'page-template-default page page-id-12',
        `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text_inner"><h1>Artistes</h1></div></div></div>
<div class="et_pb_row">
<div class="et_pb_column et_pb_column_1_3"><h3>Léa Brisson</h3><p>Folk maritime. <a href="https://leabrisson.com/">leabrisson.com</a> · Spectacles : <a href="https://www.tournees-estuaire.ca/">Tournées Estuaire</a></p></div>
<div class="et_pb_column et_pb_column_1_3"><h3>Les Goélands</h3><p>Trio de chanson. <a href="https://open.spotify.com/artist/4hTq8Yv1bLm2Zc0pWx9eRk">Écouter sur Spotify</a></p></div>
<div class="et_pb_column et_pb_column_1_3"><h3>Mathis Ouellet</h3><p>Auteur-compositeur. <a href="https://mathisouellet.bandcamp.com/">Bandcamp</a></p></div>
</div></div>`,
      ),
    },
    '/a-propos/': {
      headers,
      html: page(
        'À propos — Disques Nordet',
        'Notre histoire.',
        'page-template-default page page-id-9',
        `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text_inner">
<h1>À propos</h1>
<p>Fondée par Julie Thériault et Marc-André Pelletier, Disques Nordet est une étiquette, une maison d'édition musicale et un petit studio d'enregistrement installé dans une ancienne poissonnerie du port de Rimouski.</p>
<p>Nos vinyles sont pressés au Québec. Nos albums ont remporté deux Félix et un prix de la SOCAN.</p>
</div></div></div></div>`,
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'Contact — Disques Nordet',
        'Nous joindre.',
        'page-template-default page page-id-11',
        `<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_text_inner">
<h1>Nous joindre</h1>
<p>Disques Nordet inc., 88 rue du Havre, Rimouski (Québec) G5L 3B2</p>
<p>Démos : <a href="mailto:demos@disquesnordet.com">demos@disquesnordet.com</a> · Presse : <a href="mailto:presse@disquesnordet.com">presse@disquesnordet.com</a></p>
</div></div></div></div>`,
      ),
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'google-analytics',
    'google-tag-manager',
    'apache-http-server',
    'open-graph',
  ],
  partners: {
    'distributionfleuve.ca': 'channel',
    'ondes-europe.fr': 'channel',
    'vinylhaus-vertrieb.de': 'channel',
    'eastgate-music.jp': 'channel',
    'sonoria.digital': 'channel',
    'cinesonore.ca': 'channel',
  },
};
