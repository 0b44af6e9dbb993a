import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://promovia-leman.ch/wp-json/>; rel="https://api.w.org/"',
  'set-cookie': 'pll_language=fr; expires=Sat, 14 Nov 2026 09:12:40 GMT; Max-Age=31536000; path=/; secure; SameSite=Lax',
  'cache-control': 'max-age=0, must-revalidate',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="fr-CH">
<head>
<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<link rel="pingback" href="https://promovia-leman.ch/xmlrpc.php" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="https://promovia-leman.ch${path}" />
<meta property="og:locale" content="fr_FR" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://promovia-leman.ch${path}" />
<meta property="og:site_name" content="Promovia Léman" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://promovia-leman.ch${path}","url":"https://promovia-leman.ch${path}","name":"${title}","isPartOf":{"@id":"https://promovia-leman.ch/#website"},"inLanguage":"fr-CH"},{"@type":"WebSite","@id":"https://promovia-leman.ch/#website","url":"https://promovia-leman.ch/","name":"Promovia Léman","publisher":{"@id":"https://promovia-leman.ch/#organization"},"inLanguage":"fr-CH"},{"@type":"Organization","@id":"https://promovia-leman.ch/#organization","name":"Promovia Léman SA","url":"https://promovia-leman.ch/","logo":{"@type":"ImageObject","url":"https://promovia-leman.ch/wp-content/uploads/2022/03/promovia-logo.svg"},"sameAs":["https://www.linkedin.com/company/promovia-leman","https://www.instagram.com/promovia.leman/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Promovia Léman &raquo; Flux" href="https://promovia-leman.ch/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://promovia-leman.ch/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' type='text/css' media='all' />
<link rel='stylesheet' id='et-divi-open-sans-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://promovia-leman.ch/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://promovia-leman.ch/wp-content/themes/promovia-child/style.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="https://promovia-leman.ch/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://promovia-leman.ch/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://promovia-leman.ch/wp-json/" />
<meta name="generator" content="WordPress 6.5.3" />
<link rel="alternate" href="https://promovia-leman.ch${path}" hreflang="fr" />
<link rel="alternate" href="https://promovia-leman.ch/de/" hreflang="de" />
<link rel="icon" href="https://promovia-leman.ch/wp-content/uploads/2022/03/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const header = `<div id="page-container">
<header id="main-header" data-height-onload="80">
  <div class="container clearfix et_menu_container">
    <div class="logo_container">
      <a href="https://promovia-leman.ch/"><img src="https://promovia-leman.ch/wp-content/uploads/2022/03/promovia-logo.svg" width="180" height="48" alt="Promovia Léman" id="logo" data-height-percentage="54" /></a>
    </div>
    <div id="et-top-navigation" data-height="80" data-fixed-height="40">
      <nav id="top-menu-nav">
        <ul id="top-menu" class="nav">
          <li id="menu-item-21" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home menu-item-21"><a href="https://promovia-leman.ch/">Accueil</a></li>
          <li id="menu-item-34" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-34"><a href="https://promovia-leman.ch/projets/">Projets</a></li>
          <li id="menu-item-35" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-35"><a href="https://promovia-leman.ch/a-propos/">À propos</a></li>
          <li id="menu-item-36" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-36"><a href="https://promovia-leman.ch/nos-partenaires/">Partenaires</a></li>
          <li id="menu-item-37" class="menu-item menu-item-type-post_type menu-item-object-page menu-item-37"><a href="https://promovia-leman.ch/contact/">Contact</a></li>
          <li class="lang-item lang-item-2 lang-item-fr current-lang lang-item-first menu-item"><a href="https://promovia-leman.ch/" hreflang="fr-CH" lang="fr-CH">FR</a></li>
          <li class="lang-item lang-item-5 lang-item-de menu-item"><a href="https://promovia-leman.ch/de/" hreflang="de-CH" lang="de-CH">DE</a></li>
        </ul>
      </nav>
      <div id="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="select_page">Sélectionner une page</span><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div></div>
    </div>
  </div>
</header>
<div id="et-main-area">`;

const footer = `<footer id="main-footer">
  <div class="container">
    <div id="footer-widgets" class="clearfix">
      <div class="footer-widget">
        <div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Promovia Léman SA</h4>
          <div class="textwidget"><p>Avenue de la Gare 17<br />1003 Lausanne<br />+41 21 310 44 80<br /><a href="mailto:info@promovia-leman.ch">info@promovia-leman.ch</a></p></div>
        </div>
      </div>
      <div class="footer-widget">
        <div id="nav_menu-3" class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">Liens</h4>
          <ul id="menu-footer" class="menu">
            <li><a href="https://promovia-leman.ch/nos-partenaires/">Nos partenaires</a></li>
            <li><a href="https://www.jobup.ch/fr/entreprises/promovia-leman-sa/">Emplois</a></li>
            <li><a href="https://promovia-residences.ch/">Les Jardins du Talent – site du projet</a></li>
            <li><a href="https://promovia-leman.ch/mentions-legales/">Mentions légales</a></li>
            <li><a href="https://promovia-leman.ch/protection-des-donnees/">Protection des données</a></li>
          </ul>
        </div>
      </div>
      <div class="footer-widget">
        <div id="text-4" class="fwidget et_pb_widget widget_text"><h4 class="title">Membre de</h4>
          <div class="textwidget"><p><a href="https://www.cvi.ch/" target="_blank" rel="noopener">Chambre vaudoise immobilière (CVI)</a><br /><a href="https://www.uspi-vaud.ch/" target="_blank" rel="noopener">USPI Vaud</a></p></div>
        </div>
      </div>
    </div>
  </div>
  <div id="footer-bottom">
    <div class="container clearfix">
      <ul class="et-social-icons">
        <li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/promovia-leman" class="icon"><span>LinkedIn</span></a></li>
        <li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/promovia.leman/" class="icon"><span>Instagram</span></a></li>
      </ul>
      <div id="footer-info">© 2024 Promovia Léman SA – Promotion immobilière en Suisse romande</div>
    </div>
  </div>
</footer>
</div>
</div>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
/* ]]> */
</script>
<script type="text/javascript" src="https://promovia-leman.ch/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://promovia-leman.ch/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-unified-js"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, bodyClass: string, content: string): string =>
  `${head(title, description, path)}
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns3 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
${header}
<div id="main-content">
<article class="page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
${content}
</div>
</div>
</div>
</article>
</div>
${footer}`;

const home = page(
  'Promovia Léman – Promotion immobilière en Suisse romande',
  'Promovia Léman développe des logements en PPE et des immeubles locatifs durables dans le canton de Vaud et à Genève.',
  '/',
  'home page-template-default page page-id-9',
  `<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_0">
    <div class="et_pb_column et_pb_column_4_4 et_pb_column_0">
      <div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_dark">
        <div class="et_pb_text_inner"><h1>Construire aujourd'hui les quartiers de demain</h1>
        <p>Depuis 2006, Promovia Léman conçoit et réalise des logements en propriété par étage (PPE) et des immeubles locatifs labellisés Minergie, de Nyon à Vevey.</p></div>
      </div>
      <div class="et_pb_button_module_wrapper et_pb_button_0_wrapper"><a class="et_pb_button et_pb_button_0 et_pb_bg_layout_light" href="https://promovia-leman.ch/projets/">Découvrir nos projets</a></div>
    </div>
  </div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
  <div class="et_pb_row et_pb_row_1">
    <div class="et_pb_column et_pb_column_1_3 et_pb_column_1">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_0"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">38</h4><div class="et_pb_blurb_description">projets livrés</div></div></div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_3 et_pb_column_2">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_1"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">1 240</h4><div class="et_pb_blurb_description">logements construits</div></div></div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_3 et_pb_column_3">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_2"><div class="et_pb_blurb_content"><div class="et_pb_blurb_container"><h4 class="et_pb_module_header">100 %</h4><div class="et_pb_blurb_description">des nouveaux projets labellisés Minergie</div></div></div></div>
    </div>
  </div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular">
  <div class="et_pb_row et_pb_row_2">
    <div class="et_pb_column et_pb_column_4_4 et_pb_column_4">
      <div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner">
        <h2>En commercialisation</h2>
        <p><strong>Les Jardins du Talent, Echallens</strong> – 46 appartements de 2,5 à 5,5 pièces, livraison printemps 2026. Toutes les informations sur le site dédié <a href="https://promovia-residences.ch/les-jardins-du-talent/">promovia-residences.ch</a>.</p>
        <p><strong>Résidence Les Cèdres, Morges</strong> – 18 appartements en PPE, dernières opportunités.</p>
        <p>Nos équipes travaillent main dans la main avec des <a href="https://promovia-leman.ch/nos-partenaires/">entreprises, architectes et courtiers partenaires</a> de la région.</p>
      </div></div>
    </div>
  </div>
</div>`,
);

const partners = page(
  'Nos partenaires – Promovia Léman',
  'Entreprises générales, bureaux d’architectes et courtiers : les partenaires qui réalisent et commercialisent nos projets.',
  '/nos-partenaires/',
  'page-template-default page page-id-112',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0">
    <div class="et_pb_column et_pb_column_4_4 et_pb_column_0">
      <div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">
        <h1>Nos partenaires</h1>
        <p>Un projet immobilier réussi repose sur des partenaires fiables. Depuis près de vingt ans, nous construisons des relations durables avec des entreprises et des bureaux d’études de la région lémanique.</p>
      </div></div>
    </div>
  </div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
  <div class="et_pb_row et_pb_row_1"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Entreprises générales et maîtres d’état</h2></div></div></div></div>
  <div class="et_pb_row et_pb_row_2">
    <div class="et_pb_column et_pb_column_1_3">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_0 et_pb_text_align_center">
        <div class="et_pb_blurb_content">
          <div class="et_pb_main_blurb_image"><a href="https://www.constructions-vuilleumier.ch/" target="_blank"><span class="et_pb_image_wrap"><img decoding="async" src="https://promovia-leman.ch/wp-content/uploads/2023/01/vuilleumier.png" alt="Constructions Vuilleumier SA" class="et-waypoint et_pb_animation_top" /></span></a></div>
          <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.constructions-vuilleumier.ch/" target="_blank">Constructions Vuilleumier SA</a></h4>
            <div class="et_pb_blurb_description"><p>Entreprise générale à Yverdon-les-Bains. Gros œuvre et clé en main pour Les Jardins du Talent et Le Clos d’Aubonne.</p></div></div>
        </div>
      </div>
    </div>
    <div class="et_pb_column et_pb_column_1_3">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_1 et_pb_text_align_center">
        <div class="et_pb_blurb_content">
          <div class="et_pb_main_blurb_image"><a href="https://batirhone.ch/" target="_blank"><span class="et_pb_image_wrap"><img decoding="async" src="https://promovia-leman.ch/wp-content/uploads/2023/01/batirhone.png" alt="Bati-Rhône SA" /></span></a></div>
          <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://batirhone.ch/" target="_blank">Bati-Rhône SA</a></h4>
            <div class="et_pb_blurb_description"><p>Maçonnerie et béton armé, Genève et La Côte.</p></div></div>
        </div>
      </div>
    </div>
    <div class="et_pb_column et_pb_column_1_3">
      <div class="et_pb_module et_pb_blurb et_pb_blurb_2 et_pb_text_align_center">
        <div class="et_pb_blurb_content">
          <div class="et_pb_main_blurb_image"><a href="https://www.chappuis-facades.ch/" target="_blank"><span class="et_pb_image_wrap"><img decoding="async" src="https://promovia-leman.ch/wp-content/uploads/2023/01/chappuis.png" alt="Chappuis Façades Sàrl" /></span></a></div>
          <div class="et_pb_blurb_container"><h4 class="et_pb_module_header"><a href="https://www.chappuis-facades.ch/" target="_blank">Chappuis Façades Sàrl</a></h4>
            <div class="et_pb_blurb_description"><p>Façades ventilées, isolation périphérique et menuiseries extérieures.</p></div></div>
        </div>
      </div>
    </div>
  </div>
  <div class="et_pb_row et_pb_row_3"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
    <p>Pour les installations sanitaires, nous collaborons également avec l’entreprise familiale Duboux &amp; Fils à Lutry.</p>
  </div></div></div></div>
</div>
<div class="et_pb_section et_pb_section_2 et_pb_with_background et_section_regular">
  <div class="et_pb_row et_pb_row_4">
    <div class="et_pb_column et_pb_column_1_2">
      <div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_inner">
        <h2>Architectes</h2>
        <ul>
          <li><a href="https://atelier-morel.ch/">Atelier Morel Architectes</a>, Lausanne – Résidence Les Cèdres, Le Clos d’Aubonne</li>
          <li><a href="https://www.nkz-architectes.ch/">NKZ architectes</a>, Genève – Les Jardins du Talent</li>
          <li><a href="https://lacote-architecture.ch/projets/">Bureau Lacôte Architecture</a>, Nyon – études de faisabilité</li>
        </ul>
      </div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_2">
      <div class="et_pb_module et_pb_text et_pb_text_3"><div class="et_pb_text_inner">
        <h2>Commercialisation</h2>
        <p>La vente de nos appartements en PPE est confiée à nos partenaires courtiers, qui accompagnent les acquéreurs de la première visite jusqu’à la signature chez le notaire&nbsp;:</p>
        <ul>
          <li><a href="https://www.cardinal-immobilier.ch/">Cardinal Immobilier</a> – agence de vente, Lausanne et Riviera</li>
          <li><a href="https://regiedesvergers.ch/vente/">Régie des Vergers</a> – courtage, La Côte et Gros-de-Vaud</li>
        </ul>
      </div></div>
    </div>
  </div>
</div>
<div class="et_pb_section et_pb_section_3 et_section_regular">
  <div class="et_pb_row et_pb_row_5"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
    <h3>Labels et certifications</h3>
    <p>Nos immeubles sont certifiés selon le standard <a href="https://www.minergie.ch/fr/">Minergie</a> et, depuis 2023, selon le <a href="https://www.snbs-hochbau.ch/fr/">Standard Construction durable Suisse (SNBS)</a>. Ces labels ne sont pas des partenariats commerciaux.</p>
  </div></div></div></div>
</div>`,
);

const projets = page(
  'Projets – Promovia Léman',
  'Nos projets en commercialisation et nos réalisations en Suisse romande.',
  '/projets/',
  'page-template-default page page-id-58',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Projets et réalisations</h1></div></div></div></div>
  <div class="et_pb_row et_pb_row_1">
    <div class="et_pb_column et_pb_column_1_2">
      <div class="et_pb_module et_pb_image"><span class="et_pb_image_wrap"><img decoding="async" src="https://promovia-leman.ch/wp-content/uploads/2024/02/jardins-du-talent.jpg" alt="Les Jardins du Talent, Echallens" /></span></div>
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
        <h3>Les Jardins du Talent – Echallens</h3>
        <p>46 logements en PPE, chauffage par pompes à chaleur géothermiques. Architecte&nbsp;: NKZ architectes. Mise à l’enquête publiée dans la <a href="https://www.vd.ch/themes/territoire-et-construction/">Feuille des avis officiels du canton de Vaud</a>.</p>
        <p><a href="https://promovia-residences.ch/les-jardins-du-talent/">Voir le site du projet</a></p>
      </div></div>
    </div>
    <div class="et_pb_column et_pb_column_1_2">
      <div class="et_pb_module et_pb_image"><span class="et_pb_image_wrap"><img decoding="async" src="https://promovia-leman.ch/wp-content/uploads/2023/06/les-cedres.jpg" alt="Résidence Les Cèdres, Morges" /></span></div>
      <div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
        <h3>Résidence Les Cèdres – Morges</h3>
        <p>18 appartements en PPE avec vue sur le lac, livrés en 2024.</p>
      </div></div>
    </div>
  </div>
  <div class="et_pb_row et_pb_row_2"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
    <h2>Réalisations pour investisseurs</h2>
    <p>L’immeuble locatif «&nbsp;Le Clos d’Aubonne&nbsp;» (32 logements) a été vendu clé en main à la <a href="https://www.cpev-prevoyance.ch/">Caisse de prévoyance des employés vaudois</a> en 2022. L’ensemble «&nbsp;Chemin des Pêcheurs&nbsp;» à Nyon appartient au <a href="https://www.fonds-helvetia-residentiel.ch/">Fonds Helvetia Résidentiel</a>.</p>
  </div></div></div></div>
</div>`,
);

const apropos = page(
  'À propos – Promovia Léman',
  'Promovia Léman SA, promoteur immobilier indépendant basé à Lausanne depuis 2006.',
  '/a-propos/',
  'page-template-default page page-id-61',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
    <h1>À propos</h1>
    <p>Fondée en 2006 par Claire Rochat et Pascal Mettraux, Promovia Léman SA est une société de promotion immobilière indépendante. Nous assumons l’ensemble du processus&nbsp;: acquisition foncière, développement, autorisation de construire, pilotage du chantier et commercialisation.</p>
    <h2>Distinctions</h2>
    <p>Lauréat du <a href="https://www.prix-immobilier-romand.ch/palmares-2023/">Prix de l’immobilier romand 2023</a> (catégorie logement durable).</p>
    <h2>Ils parlent de nous</h2>
    <p>«&nbsp;Le promoteur qui mise sur la géothermie&nbsp;» – <a href="https://www.bilan.ch/immobilier/promovia-leman-geothermie">Bilan</a>, mars 2024.</p>
    <h2>Associations</h2>
    <p>Promovia Léman est membre de la <a href="https://www.cvi.ch/">Chambre vaudoise immobilière</a> et de l’<a href="https://www.uspi-vaud.ch/">USPI Vaud</a>.</p>
  </div></div></div></div>
</div>`,
);

const contact = page(
  'Contact – Promovia Léman',
  'Contactez Promovia Léman à Lausanne.',
  '/contact/',
  'page-template-default page page-id-64',
  `<div class="et_pb_section et_pb_section_0 et_section_regular">
  <div class="et_pb_row et_pb_row_0">
    <div class="et_pb_column et_pb_column_1_2"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
      <h1>Contact</h1>
      <p>Promovia Léman SA<br />Avenue de la Gare 17<br />1003 Lausanne</p>
      <p>Tél. +41 21 310 44 80<br /><a href="mailto:info@promovia-leman.ch">info@promovia-leman.ch</a></p>
      <p><a href="https://www.openstreetmap.org/?mlat=46.5171&amp;mlon=6.6291#map=17/46.5171/6.6291">Voir sur la carte</a></p>
    </div></div></div>
    <div class="et_pb_column et_pb_column_1_2">
      <div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
        <h2 class="et_pb_contact_main_title">Écrivez-nous</h2>
        <div class="et-pb-contact-message"></div>
        <div class="et_pb_contact">
          <form class="et_pb_contact_form clearfix" method="post" action="https://promovia-leman.ch/contact/">
            <p class="et_pb_contact_field et_pb_contact_field_0 et_pb_contact_field_half"><label for="et_pb_contact_name_0" class="et_pb_contact_form_label">Nom</label><input type="text" id="et_pb_contact_name_0" class="input" value="" name="et_pb_contact_name_0" placeholder="Nom" /></p>
            <p class="et_pb_contact_field et_pb_contact_field_1 et_pb_contact_field_half et_pb_contact_field_last"><label for="et_pb_contact_email_0" class="et_pb_contact_form_label">Adresse e-mail</label><input type="text" id="et_pb_contact_email_0" class="input" value="" name="et_pb_contact_email_0" placeholder="Adresse e-mail" /></p>
            <p class="et_pb_contact_field et_pb_contact_field_2 et_pb_contact_field_last"><label for="et_pb_contact_message_0" class="et_pb_contact_form_label">Message</label><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" placeholder="Message"></textarea></p>
            <div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Envoyer</button></div>
          </form>
        </div>
      </div>
    </div>
  </div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'promovia-leman.ch',
  otherDomains: ['promovia-residences.ch'],
  covers:
    'Swiss French property developer on WordPress + Divi (Yoast, Polylang cookie): partner page with Divi blurbs of contractors, an architects list and a brokers list under separate headings; a sanitary firm named without a link; negatives: certification labels (Minergie, SNBS), association memberships, award, press, investor/buyer links, cantonal government link, job board, own project microsite, social links',
  pages: {
    '/': { headers, html: home },
    '/nos-partenaires/': { headers, html: partners },
    '/projets/': { headers, html: projets },
    '/a-propos/': { headers, html: apropos },
    '/contact/': { headers, html: contact },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'nginx' },
      html: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://promovia-leman.ch/sitemap_index.xml\n',
    },
  },
  sitemap: ['/', '/projets/', '/a-propos/', '/nos-partenaires/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'yoast-seo',
    'polylang',
    'jquery',
    'jquery-migrate',
    'google-font-api',
    'nginx',
    'open-graph',
    'rss',
  ],
  partners: {
    'constructions-vuilleumier.ch': 'generic',
    'batirhone.ch': 'generic',
    'chappuis-facades.ch': 'generic',
    'atelier-morel.ch': 'generic',
    'nkz-architectes.ch': 'generic',
    'lacote-architecture.ch': 'generic',
    'cardinal-immobilier.ch': 'channel',
    'regiedesvergers.ch': 'channel',
  },
};
