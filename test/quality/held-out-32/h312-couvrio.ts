import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'PHP/8.2.27',
  link: '<https://couvrio.fr/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string, extra = '') => `<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v24.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="https://couvrio.fr${path}" />
<meta property="og:locale" content="fr_FR" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="https://couvrio.fr${path}" />
<meta property="og:site_name" content="Couvrio" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://couvrio.fr${path}","url":"https://couvrio.fr${path}","name":"${title}","isPartOf":{"@id":"https://couvrio.fr/#website"},"inLanguage":"fr-FR"},{"@type":"WebSite","@id":"https://couvrio.fr/#website","url":"https://couvrio.fr/","name":"Couvrio","publisher":{"@id":"https://couvrio.fr/#organization"},"inLanguage":"fr-FR"},{"@type":["Organization","InsuranceAgency"],"@id":"https://couvrio.fr/#organization","name":"Couvrio","url":"https://couvrio.fr/","logo":{"@type":"ImageObject","url":"https://couvrio.fr/wp-content/uploads/2024/02/couvrio-logo.svg"},"sameAs":["https://www.linkedin.com/company/couvrio","https://www.instagram.com/couvrio.fr"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Couvrio &raquo; Flux" href="https://couvrio.fr/feed/" />
<meta content="Divi v.4.27.4" name="generator"/>
<link rel='stylesheet' id='wp-block-library-css' href='https://couvrio.fr/wp-includes/css/dist/block-library/style.min.css?ver=6.7.2' type='text/css' media='all' />
<link rel='stylesheet' id='divi-fonts-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://couvrio.fr/wp-content/themes/Divi/style-static.min.css?ver=4.27.4' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://couvrio.fr/wp-content/themes/couvrio-child/style.css?ver=4.27.4' type='text/css' media='all' />
<script type="text/javascript" src="https://couvrio.fr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://couvrio.fr/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://couvrio.fr/wp-json/" />
<link rel="icon" href="https://couvrio.fr/wp-content/uploads/2024/02/cropped-favicon-32x32.png" sizes="32x32" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4CV1R"></script>
<script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-7QK2M4CV1R', { 'anonymize_ip': true });</script>
<script>window.axeptioSettings = { clientId: "65f1c0a2b7e3d9001a2b3c4d", cookiesVersion: "couvrio-fr-2025" }; (function(d, s) { var t = d.getElementsByTagName(s)[0], e = d.createElement(s); e.async = true; e.src = "//static.axept.io/sdk.js"; t.parentNode.insertBefore(e, t); })(document, "script");</script>
${extra}
</head>`;

const nav = `<div id="page-container">
<div id="top-header"><div class="container clearfix"><div id="et-info"><span id="et-info-phone">01 86 95 42 10</span> <a href="mailto:bonjour@couvrio.fr"><span id="et-info-email">bonjour@couvrio.fr</span></a></div><div id="et-secondary-menu"><a href="https://app.couvrio.fr/connexion" class="et-secondary-link">Espace client</a></div></div></div>
<header id="main-header" data-height-onload="80">
<div class="container clearfix et_menu_container">
<div class="logo_container"><a href="https://couvrio.fr/"><img src="https://couvrio.fr/wp-content/uploads/2024/02/couvrio-logo.svg" width="140" height="36" alt="Couvrio" id="logo" data-height-percentage="54" /></a></div>
<div id="et-top-navigation" data-height="80" data-fixed-height="40">
<nav id="top-menu-nav">
<ul id="top-menu" class="nav">
<li class="menu-item menu-item-has-children"><a href="https://couvrio.fr/assurances/">Nos assurances</a>
<ul class="sub-menu">
<li class="menu-item"><a href="https://couvrio.fr/assurances/rc-pro/">Responsabilité civile professionnelle</a></li>
<li class="menu-item"><a href="https://couvrio.fr/assurances/multirisque-pro/">Multirisque professionnelle</a></li>
<li class="menu-item"><a href="https://couvrio.fr/assurances/prevoyance-independants/">Prévoyance des indépendants</a></li>
<li class="menu-item"><a href="https://couvrio.fr/assurances/mutuelle-tns/">Mutuelle TNS</a></li>
</ul></li>
<li class="menu-item"><a href="https://couvrio.fr/metiers/">Votre métier</a></li>
<li class="menu-item"><a href="https://couvrio.fr/tarifs/">Tarifs</a></li>
<li class="menu-item"><a href="https://couvrio.fr/blog/">Le mag</a></li>
<li class="menu-item"><a href="https://couvrio.fr/a-propos/">Qui sommes-nous ?</a></li>
<li class="menu-item et_pb_button_menu"><a href="https://couvrio.fr/devis/">Devis en 2 minutes</a></li>
</ul>
</nav>
</div>
</div>
</header>
<div id="et-main-area">`;

const footer = `<footer id="main-footer">
<div class="container">
<div id="footer-widgets" class="clearfix">
<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Couvrio</h4><div class="textwidget"><p>Le courtier en ligne des indépendants, freelances et TPE. Des contrats clairs, souscrits en quelques minutes, et un conseiller qui décroche.</p></div></div></div>
<div class="footer-widget"><div id="nav_menu-2" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Assurances</h4><ul class="menu"><li><a href="https://couvrio.fr/assurances/rc-pro/">RC Pro</a></li><li><a href="https://couvrio.fr/assurances/multirisque-pro/">Multirisque</a></li><li><a href="https://couvrio.fr/assurances/prevoyance-independants/">Prévoyance</a></li><li><a href="https://couvrio.fr/assurances/mutuelle-tns/">Mutuelle TNS</a></li></ul></div></div>
<div class="footer-widget"><div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Couvrio</h4><ul class="menu"><li><a href="https://couvrio.fr/a-propos/">Qui sommes-nous ?</a></li><li><a href="https://couvrio.fr/nos-partenaires/">Nos partenaires</a></li><li><a href="https://couvrio.fr/devenir-partenaire/">Devenir apporteur d'affaires</a></li><li><a href="https://www.welcometothejungle.com/fr/companies/couvrio/jobs">Recrutement</a></li><li><a href="https://couvrio.fr/contact/">Contact</a></li></ul></div></div>
<div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Ils nous notent</h4><div class="textwidget">
<div class="trustpilot-widget" data-locale="fr-FR" data-template-id="53aa8807dec7e10d38f59f32" data-businessunit-id="64a1b2c3d4e5f60718293a4b" data-style-height="150px" data-style-width="100%" data-theme="dark"><a href="https://fr.trustpilot.com/review/couvrio.fr" target="_blank" rel="noopener">Trustpilot</a></div>
</div></div></div>
</div>
</div>
<div id="footer-bottom"><div class="container clearfix">
<ul class="et-social-icons"><li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/couvrio" class="icon"><span>LinkedIn</span></a></li><li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/couvrio.fr" class="icon"><span>Instagram</span></a></li></ul>
<div id="footer-info"><p>Couvrio SAS, société de courtage en assurance immatriculée à l'ORIAS sous le n° 24 001 234 (<a href="https://www.orias.fr/">www.orias.fr</a>), soumise au contrôle de l'<a href="https://acpr.banque-france.fr/">ACPR</a>, 4 place de Budapest, 75009 Paris. En cas de litige : <a href="https://www.mediation-assurance.org/">La Médiation de l'Assurance</a>. <a href="https://couvrio.fr/mentions-legales/">Mentions légales</a> &middot; <a href="https://couvrio.fr/politique-de-confidentialite/">Confidentialité</a> &middot; <a href="#" onclick="openAxeptioCookies();return false;">Gérer les cookies</a></p></div>
</div></div>
</footer>
</div>
</div>
<script type="text/javascript" src="https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js" async></script>
<script type="text/javascript" src="https://couvrio.fr/wp-content/themes/Divi/js/custom.unified.js?ver=4.27.4" id="divi-custom-script-js"></script>`;

const page = (title: string, description: string, path: string, bodyClass: string, main: string, extraHead = '') => `<!DOCTYPE html>
<html lang="fr-FR">
${head(title, description, path, extraHead)}
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_enabled et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
${nav}
<div id="main-content">
<article class="page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
${main}
</div></div>
</div>
</article>
</div>
${footer}
</body>
</html>`;

const home = page(
  'Couvrio | Assurance pro en ligne pour indépendants et TPE',
  'RC Pro, multirisque, prévoyance et mutuelle pour indépendants : comparez les offres de nos assureurs partenaires et souscrivez en ligne en 5 minutes.',
  '/',
  'home page-template-default page page-id-12 et_pb_pagebuilder_layout',
  `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
<div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_3_5 et_pb_column_0">
<div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>L'assurance pro, enfin simple.</h1><p>Indépendants, freelances, artisans et TPE : obtenez votre attestation RC Pro en 5 minutes, sans paperasse, au meilleur prix du marché.</p></div></div>
<div class="et_pb_button_module_wrapper et_pb_button_0_wrapper"><a class="et_pb_button et_pb_button_0" href="https://couvrio.fr/devis/">Obtenir mon devis</a></div>
</div><div class="et_pb_column et_pb_column_2_5 et_pb_column_1"><div class="et_pb_module et_pb_image et_pb_image_0"><span class="et_pb_image_wrap"><img decoding="async" src="https://couvrio.fr/wp-content/uploads/2024/03/hero-attestation.webp" alt="Attestation RC Pro sur mobile" width="560" height="620" /></span></div></div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
<div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><h2>Plus de 18 000 indépendants nous font confiance</h2><p>Consultants, développeurs, coachs, architectes, artisans du bâtiment, professions paramédicales&hellip;</p></div></div>
<div class="et_pb_module et_pb_blurb et_pb_blurb_0"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">4,8/5 sur Trustpilot</h4><div class="et_pb_blurb_description">« Attestation reçue dans la minute, et un vrai conseiller au téléphone quand j'ai eu un sinistre. » — Claire, graphiste à Nantes</div></div></div></div>
</div></div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular">
<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Nos contrats sont assurés par des compagnies de premier plan</h2></div></div>
<div class="et_pb_module et_pb_gallery et_pb_gallery_grid">
<div class="et_pb_gallery_items et_post_gallery clearfix">
<div class="et_pb_gallery_item"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-hiscox.png" alt="Hiscox" /></div>
<div class="et_pb_gallery_item"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-axa.png" alt="AXA" /></div>
<div class="et_pb_gallery_item"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-generali.png" alt="Generali" /></div>
<div class="et_pb_gallery_item"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-mma.png" alt="MMA" /></div>
</div></div>
<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://couvrio.fr/nos-partenaires/">Découvrir nos partenaires</a></div>
</div></div>
</div>
<div class="et_pb_section et_pb_section_3 et_section_regular">
<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Ils parlent de nous</h2></div></div>
<div class="et_pb_module et_pb_text press-logos"><div class="et_pb_text_inner">
<a href="https://www.lesechos.fr/start-up/couvrio-leve-8-millions-2091234" target="_blank" rel="noopener"><img src="https://couvrio.fr/wp-content/uploads/2024/05/les-echos.png" alt="Les Echos" /></a>
<a href="https://www.bfmtv.com/economie/entreprises/assurance-des-freelances-couvrio_AV-202409120456.html" target="_blank" rel="noopener"><img src="https://couvrio.fr/wp-content/uploads/2024/05/bfm-business.png" alt="BFM Business" /></a>
<a href="https://www.maddyness.com/2025/01/21/couvrio-assurance-independants/" target="_blank" rel="noopener"><img src="https://couvrio.fr/wp-content/uploads/2024/05/maddyness.png" alt="Maddyness" /></a>
</div></div>
</div></div>
</div>`,
);

const partenaires = page(
  'Nos partenaires | Couvrio',
  "Les compagnies d'assurance, les outils et les réseaux avec lesquels Couvrio protège les indépendants.",
  '/nos-partenaires/',
  'page-template-default page page-id-311 et_pb_pagebuilder_layout',
  `<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Nos partenaires</h1><p>Couvrio est un courtier indépendant : nous sélectionnons pour vous les garanties de plusieurs compagnies, nous nous appuyons sur des outils français reconnus et nous travaillons avec des réseaux qui proposent nos assurances à leurs clients.</p></div></div>
</div></div></div>
<div class="et_pb_section et_pb_section_1 et_section_regular" id="assureurs"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Nos assureurs partenaires</h2><p>Ce sont les compagnies qui portent le risque et indemnisent vos sinistres. Couvrio négocie avec elles des conditions réservées à nos clients.</p></div></div>
</div></div>
<div class="et_pb_row et_pb_row_4col">
<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.hiscox.fr/" target="_blank" rel="noopener"><span class="et_pb_image_wrap"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-hiscox.png" alt="Hiscox" /></span></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.hiscox.fr/" target="_blank" rel="noopener">Hiscox</a></h4><div class="et_pb_blurb_description"><p>RC Pro des métiers du conseil et du numérique.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.axa.fr/pro.html" target="_blank" rel="noopener"><span class="et_pb_image_wrap"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-axa.png" alt="AXA France" /></span></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.axa.fr/pro.html" target="_blank" rel="noopener">AXA France</a></h4><div class="et_pb_blurb_description"><p>Multirisque professionnelle et assurance des locaux.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.generali.fr/professionnel/" target="_blank" rel="noopener"><span class="et_pb_image_wrap"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-generali.png" alt="Generali" /></span></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.generali.fr/professionnel/" target="_blank" rel="noopener">Generali</a></h4><div class="et_pb_blurb_description"><p>Prévoyance et garanties perte de revenus des TNS.</p></div></div></div></div></div>
<div class="et_pb_column et_pb_column_1_4"><div class="et_pb_module et_pb_blurb"><div class="et_pb_blurb_content"><div class="et_pb_main_blurb_image"><a href="https://www.mma.fr/assurance-professionnelle.html" target="_blank" rel="noopener"><span class="et_pb_image_wrap"><img src="https://couvrio.fr/wp-content/uploads/2024/02/logo-mma.png" alt="MMA" /></span></a></div><div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.mma.fr/assurance-professionnelle.html" target="_blank" rel="noopener">MMA</a></h4><div class="et_pb_blurb_description"><p>Décennale et RC des artisans du bâtiment.</p></div></div></div></div></div>
</div>
<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p>La mutuelle TNS est assurée par <a href="https://www.alan.com/fr-fr/independants" target="_blank" rel="noopener">Alan</a> et la protection juridique par <a href="https://www.cfdp.fr/" target="_blank" rel="noopener">CFDP Assurances</a>.</p></div></div></div></div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular" id="technologie"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Partenaires technologiques et intégrations</h2><p>Souscription, signature et paiement 100&nbsp;% en ligne, et vos attestations synchronisées avec vos outils de gestion.</p>
<ul>
<li><strong><a href="https://yousign.com/fr-fr" target="_blank" rel="noopener">Yousign</a></strong> : signature électronique de vos contrats, à valeur légale européenne (eIDAS).</li>
<li><strong><a href="https://www.gocardless.com/fr/" target="_blank" rel="noopener">GoCardless</a></strong> : prélèvement SEPA mensuel de vos cotisations.</li>
<li><strong><a href="https://www.pennylane.com/fr" target="_blank" rel="noopener">Pennylane</a></strong> : vos échéances et attestations arrivent directement dans votre comptabilité.</li>
<li><strong><a href="https://qonto.com/fr" target="_blank" rel="noopener">Qonto</a></strong> : connectez votre compte pro pour pré-remplir votre devis.</li>
</ul></div></div>
</div></div></div>
<div class="et_pb_section et_pb_section_3 et_section_regular" id="distribution"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Ils distribuent nos assurances</h2><p>Néobanques, plateformes de freelances et cabinets d'expertise comptable proposent les contrats Couvrio à leurs clients en tant qu'apporteurs d'affaires.</p></div></div>
<div class="et_pb_module et_pb_tabs et_pb_tabs_0">
<ul class="et_pb_tabs_controls clearfix"><li class="et_pb_tab_0 et_pb_tab_active"><a href="#">Plateformes</a></li><li class="et_pb_tab_1"><a href="#">Experts-comptables</a></li></ul>
<div class="et_pb_all_tabs">
<div class="et_pb_tab et_pb_tab_0 et_pb_active_content"><div class="et_pb_tab_content"><p><a href="https://www.shine.fr/" target="_blank" rel="noopener">Shine</a>, le compte pro des indépendants, propose l'offre RC Pro Couvrio dans son application. La plateforme de missions <a href="https://www.malt.fr/" target="_blank" rel="noopener">Malt</a> recommande Couvrio à ses freelances, et <a href="https://www.indy.fr/" target="_blank" rel="noopener">Indy</a> à ses utilisateurs.</p></div></div>
<div class="et_pb_tab et_pb_tab_1"><div class="et_pb_tab_content"><p>Cabinets partenaires : <a href="https://www.rivage-expertise.fr/" target="_blank" rel="noopener">Rivage Expertise</a> (Bordeaux), <a href="https://www.cabinet-lemarchal.fr/" target="_blank" rel="noopener">Cabinet Lemarchal</a> (Lyon), Atelier Chiffres &amp; Co (Lille).</p></div></div>
</div></div>
<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://couvrio.fr/devenir-partenaire/">Devenir apporteur d'affaires</a></div>
</div></div></div>
<div class="et_pb_section et_pb_section_4 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h3>Nos engagements</h3><p>Couvrio est membre de <a href="https://www.planetecsca.fr/" target="_blank" rel="noopener">Planète CSCA</a>, le syndicat des courtiers d'assurance, et de <a href="https://francedigitale.org/" target="_blank" rel="noopener">France Digitale</a>.</p></div></div></div></div></div>`,
);

const devenir = page(
  "Devenir apporteur d'affaires | Couvrio",
  'Proposez les assurances Couvrio à vos clients et percevez une commission sur chaque contrat.',
  '/devenir-partenaire/',
  'page-template-default page page-id-318 et_pb_pagebuilder_layout',
  `<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Devenez partenaire apporteur d'affaires</h1><p>Experts-comptables, plateformes, réseaux d'indépendants : recommandez Couvrio et touchez jusqu'à 12&nbsp;% de commission sur la première année de cotisation.</p></div></div>
<div class='gf_browser_chrome gform_wrapper gravity-theme gform-theme--no-framework' data-form-theme='gravity-theme' data-form-index='0' id='gform_wrapper_3'>
<form method='post' enctype='multipart/form-data' id='gform_3' action='/devenir-partenaire/' novalidate>
<div class='gform-body gform_body'><div id='gform_fields_3' class='gform_fields top_label form_sublabel_below description_below validation_below'>
<div id="field_3_1" class="gfield gfield--type-text gfield_contains_required"><label class='gfield_label gform-field-label' for='input_3_1'>Société<span class="gfield_required">*</span></label><div class='ginput_container ginput_container_text'><input name='input_1' id='input_3_1' type='text' value='' class='large' aria-required="true" /></div></div>
<div id="field_3_2" class="gfield gfield--type-select"><label class='gfield_label gform-field-label' for='input_3_2'>Vous êtes</label><div class='ginput_container ginput_container_select'><select name='input_2' id='input_3_2' class='large gfield_select'><option value='expert-comptable'>Cabinet d'expertise comptable</option><option value='plateforme'>Plateforme / néobanque</option><option value='reseau'>Réseau ou association d'indépendants</option></select></div></div>
<div id="field_3_3" class="gfield gfield--type-email"><label class='gfield_label gform-field-label' for='input_3_3'>E-mail professionnel</label><div class='ginput_container ginput_container_email'><input name='input_3' id='input_3_3' type='email' value='' class='large' /></div></div>
</div></div>
<div class='gform-footer gform_footer top_label'><input type='submit' id='gform_submit_button_3' class='gform_button button' value='Envoyer ma demande' /></div>
</form></div>
</div></div></div>`,
  `<link rel='stylesheet' id='gform_basic-css' href='https://couvrio.fr/wp-content/plugins/gravityforms/assets/css/dist/basic.min.css?ver=2.9.3' type='text/css' media='all' />`,
);

const apropos = page(
  'Qui sommes-nous ? | Couvrio',
  "Couvrio a été fondé en 2021 par d'anciens indépendants et assureurs pour rendre l'assurance pro lisible.",
  '/a-propos/',
  'page-template-default page page-id-27 et_pb_pagebuilder_layout',
  `<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Qui sommes-nous ?</h1><p>Couvrio est né en 2021 d'un constat simple : s'assurer quand on se lance en indépendant prend des semaines et coûte trop cher. Notre équipe de 35 personnes, basée à Paris et à Nantes, réunit des courtiers diplômés, des développeurs et des gestionnaires sinistres.</p></div></div>
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Nos investisseurs</h2><p>Couvrio a levé 8 millions d'euros en 2024 auprès de <a href="https://www.kimaventures.com/" target="_blank" rel="noopener">Kima Ventures</a> et <a href="https://www.breegecapital.fr/" target="_blank" rel="noopener">Breege Capital</a>, avec le soutien de <a href="https://www.bpifrance.fr/" target="_blank" rel="noopener">Bpifrance</a>.</p></div></div>
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Distinctions</h2><p>Lauréat du programme <a href="https://lafrenchtech.gouv.fr/fr/programmes-et-initiatives/french-tech-2030/" target="_blank" rel="noopener">French Tech 2030</a> et prix de l'innovation du salon <a href="https://www.lesrencontresduconseil.fr/" target="_blank" rel="noopener">Les Rencontres du Conseil</a> 2025.</p></div></div>
<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Rejoignez-nous</h2><p>Nous recrutons des conseillers et des développeurs. <a href="https://www.welcometothejungle.com/fr/companies/couvrio/jobs" target="_blank" rel="noopener">Voir nos offres sur Welcome to the Jungle</a>.</p></div></div>
</div></div></div>`,
);

export const site: CorpusSite = {
  domain: 'couvrio.fr',
  covers:
    'French insurtech broker on WordPress + Divi: partner page linked only from the footer and a home-page button, insurers as Divi blurbs and in prose (generic), technology partners in a list (technology), distributors inside Divi tabs (channel, one name-only firm), Gravity Forms partner form; negatives: unlinked insurer logos on home, press, Trustpilot, ORIAS/ACPR/mediator legal links, trade-union memberships, investors, awards, job board',
  pages: {
    '/': { headers, html: home },
    '/nos-partenaires/': { headers, html: partenaires },
    '/devenir-partenaire/': { headers, html: devenir },
    '/a-propos/': { headers, html: apropos },
  },
  sitemap: [
    '/',
    '/assurances/',
    '/assurances/rc-pro/',
    '/assurances/multirisque-pro/',
    '/tarifs/',
    '/a-propos/',
    '/nos-partenaires/',
    '/devenir-partenaire/',
    '/contact/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'yoast-seo',
    'gravity-forms',
    'jquery',
    'jquery-migrate',
    'google-font-api',
    'google-analytics',
    'google-tag-manager',
    'nginx',
    'open-graph',
    'rss',
    'trustpilot',
  ],
  partners: {
    'hiscox.fr': 'generic',
    'axa.fr': 'generic',
    'generali.fr': 'generic',
    'mma.fr': 'generic',
    'alan.com': 'generic',
    'cfdp.fr': 'generic',
    'yousign.com': 'technology',
    'gocardless.com': 'technology',
    'pennylane.com': 'technology',
    'qonto.com': 'technology',
    'shine.fr': 'channel',
    'malt.fr': 'channel',
    'indy.fr': 'channel',
    'rivage-expertise.fr': 'channel',
    'cabinet-lemarchal.fr': 'channel',
  },
};
