import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://bastionet.nl/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, description: string, path: string, bodyClass: string) => `<!DOCTYPE html>
<html lang="nl-NL">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://bastionet.nl/xmlrpc.php" />
	<script type="text/javascript">
		document.documentElement.className = 'js';
	</script>
	<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="5e8f2a1c-3b4d-4c6e-9f7a-0b1c2d3e4f50" data-blockingmode="auto" type="text/javascript"></script>
<title>${title} | Bastionet</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://bastionet.nl${path}" />
<meta property="og:locale" content="nl_NL" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title} | Bastionet" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="https://bastionet.nl${path}" />
<meta property="og:site_name" content="Bastionet" />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<meta content="Divi v.4.25.1" name="generator"/>
<link rel='stylesheet' id='wp-block-library-css' href='https://bastionet.nl/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' type='text/css' media='all' />
<link rel='stylesheet' id='et-divi-open-sans-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://bastionet.nl/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://bastionet.nl/wp-content/themes/bastionet-child/style.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="https://bastionet.nl/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://bastionet.nl/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://bastionet.nl/wp-json/" />
<meta name="generator" content="WordPress 6.5.3" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-W4N7BQ2');</script>
<!-- End Google Tag Manager -->
</head>
<body class="${bodyClass} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
	<div id="page-container">
	<header id="main-header" data-height-onload="66">
		<div class="container clearfix et_menu_container">
			<div class="logo_container">
				<span class="logo_helper"></span>
				<a href="https://bastionet.nl/"><img src="https://bastionet.nl/wp-content/uploads/2023/02/bastionet-logo.png" width="300" height="80" alt="Bastionet" id="logo" data-height-percentage="54" /></a>
			</div>
			<div id="et-top-navigation" data-height="66" data-fixed-height="40">
				<nav id="top-menu-nav">
					<ul id="top-menu" class="nav">
						<li class="menu-item"><a href="https://bastionet.nl/diensten/">Diensten</a></li>
						<li class="menu-item"><a href="https://bastionet.nl/klantcases/">Klantcases</a></li>
						<li class="menu-item"><a href="https://bastionet.nl/partners/">Partners</a></li>
						<li class="menu-item"><a href="https://bastionet.nl/over-ons/">Over ons</a></li>
						<li class="menu-item"><a href="https://bastionet.nl/werken-bij/">Werken bij</a></li>
						<li class="menu-item"><a href="https://bastionet.nl/contact/">Contact</a></li>
					</ul>
				</nav>
			</div>
		</div>
	</header>
	<div id="et-main-area">
<div id="main-content">
`;

const foot = `</div>
	<footer id="main-footer">
		<div class="container">
			<div id="footer-widgets" class="clearfix">
				<div class="footer-widget"><div id="text-2" class="fwidget et_pb_widget widget_text"><h4 class="title">Bastionet B.V.</h4><div class="textwidget"><p>Europalaan 40<br />3526 KS Utrecht<br />030 123 45 67<br /><a href="mailto:info@bastionet.nl">info@bastionet.nl</a></p></div></div></div>
				<div class="footer-widget"><div id="text-3" class="fwidget et_pb_widget widget_text"><h4 class="title">Onze partners</h4><div class="textwidget">
					<p class="footer-partner-logos">
						<a href="https://www.microsoft.com/nl-nl" target="_blank" rel="noopener"><img src="https://bastionet.nl/wp-content/uploads/2023/02/logo-microsoft-wit.png" alt="Microsoft" width="110" height="40" /></a>
						<a href="https://www.sentinelone.com/" target="_blank" rel="noopener"><img src="https://bastionet.nl/wp-content/uploads/2023/02/logo-sentinelone-wit.png" alt="SentinelOne" width="110" height="40" /></a>
						<a href="https://meraki.cisco.com/" target="_blank" rel="noopener"><img src="https://bastionet.nl/wp-content/uploads/2023/02/logo-cisco-meraki-wit.png" alt="Cisco Meraki" width="110" height="40" /></a>
						<a href="https://www.eset.com/nl/" target="_blank" rel="noopener"><img src="https://bastionet.nl/wp-content/uploads/2023/02/logo-eset-wit.png" alt="ESET" width="110" height="40" /></a>
					</p>
				</div></div></div>
				<div class="footer-widget"><div id="text-4" class="fwidget et_pb_widget widget_text"><h4 class="title">Certificeringen</h4><div class="textwidget"><p><img src="https://bastionet.nl/wp-content/uploads/2023/02/iso27001-badge.png" alt="ISO 27001 gecertificeerd" width="80" height="80" /> <img src="https://bastionet.nl/wp-content/uploads/2023/02/nen7510-badge.png" alt="NEN 7510 gecertificeerd" width="80" height="80" /></p></div></div></div>
			</div>
		</div>
		<div id="footer-bottom">
			<div class="container clearfix">
				<ul class="et-social-icons">
					<li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/bastionet/" class="icon"><span>LinkedIn</span></a></li>
					<li class="et-social-icon et-social-instagram"><a href="https://www.instagram.com/bastionet.nl/" class="icon"><span>Instagram</span></a></li>
				</ul>
				<div id="footer-info">&copy; 2024 Bastionet B.V. &middot; KvK 71234567 &middot; <a href="https://bastionet.nl/privacyverklaring/">Privacyverklaring</a> &middot; <a href="https://bastionet.nl/responsible-disclosure/">Responsible disclosure</a></div>
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
<script type="text/javascript" src="https://bastionet.nl/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://bastionet.nl/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
</body>
</html>`;

const blurb = (
  name: string,
  url: string,
  logo: string,
  text: string,
) => `<div class="et_pb_module et_pb_blurb et_pb_text_align_left et_pb_blurb_position_top et_pb_bg_layout_light">
	<div class="et_pb_blurb_content">
		<div class="et_pb_main_blurb_image"><a href="${url}" target="_blank"><span class="et_pb_image_wrap"><img src="https://bastionet.nl/wp-content/uploads/2023/03/${logo}" alt="${name}" class="et-waypoint et_pb_animation_top" /></span></a></div>
		<div class="et_pb_blurb_container">
			<h4 class="et_pb_module_header"><a href="${url}" target="_blank">${name}</a></h4>
			<div class="et_pb_blurb_description"><p>${text}</p></div>
		</div>
	</div>
</div>`;

export const site: CorpusSite = {
  domain: 'bastionet.nl',
  covers:
    'Dutch WordPress/Divi cybersecurity MSP: footer "Onze partners" logos on every page plus a partner page with Divi blurbs (technology partners, white-label channel partners, a university and a regional foundation); certifications, a sector association membership, a football sponsorship, a customer case and social links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Cybersecurity voor het mkb', 'Bastionet beveiligt mkb-bedrijven, zorginstellingen en woningcorporaties met managed detection & response, awareness en pentests.', '/', 'home page-template-default page page-id-9 et_right_sidebar')}
<article id="post-9" class="post-9 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_pb_with_background et_section_regular">
	<div class="et_pb_row et_pb_row_0">
		<div class="et_pb_column et_pb_column_4_4">
			<div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner"><h1>Wij houden de wacht. Jij doet zaken.</h1><p>Bastionet bewaakt de netwerken, laptops en cloudomgevingen van meer dan 140 Nederlandse organisaties, dag en nacht vanuit ons SOC in Utrecht.</p></div></div>
			<div class="et_pb_button_module_wrapper"><a class="et_pb_button et_pb_button_0" href="https://bastionet.nl/contact/">Plan een kennismaking</a></div>
		</div>
	</div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
	<div class="et_pb_row et_pb_row_1">
		<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h3>Managed Detection &amp; Response</h3><p>24/7 monitoring en ingrijpen bij verdachte activiteit.</p></div></div></div>
		<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h3>Security awareness</h3><p>Phishingsimulaties en trainingen die medewerkers wél onthouden.</p></div></div></div>
		<div class="et_pb_column et_pb_column_1_3"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h3>Pentesten</h3><p>Ethische hackers testen je systemen voordat criminelen dat doen.</p></div></div></div>
	</div>
</div>
<div class="et_pb_section et_pb_section_2 et_section_regular">
	<div class="et_pb_row et_pb_row_2">
		<div class="et_pb_column et_pb_column_4_4">
			<div class="et_pb_module et_pb_testimonial"><div class="et_pb_testimonial_description"><p>&ldquo;Binnen twintig minuten na de eerste melding was de ransomware-aanval gestopt.&rdquo;</p></div><span class="et_pb_testimonial_author">Marieke de Vries</span> <span class="et_pb_testimonial_meta">IT-manager, Woonstichting De Linie</span></div>
			<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><p><a href="https://bastionet.nl/klantcases/woonstichting-de-linie/">Lees de klantcase</a></p></div></div>
		</div>
	</div>
</div>
</div>
</div>
</div>
</article>
${foot}`,
    },
    '/partners/': {
      headers,
      html: `${head('Partners', 'De technologiepartners, kanaalpartners en samenwerkingspartners van Bastionet.', '/partners/', 'page-template-default page page-id-214 et_right_sidebar')}
<article id="post-214" class="post-214 page type-page status-publish hentry">
<div class="entry-content">
<div class="et-l et-l--post">
<div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_pb_section_0 et_section_regular">
	<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Onze partners</h1><p>Goede beveiliging maak je niet alleen. Wij kiezen bewust voor een beperkt aantal leveranciers waarvan we de techniek tot in detail kennen, en werken samen met IT-bedrijven en kennisinstellingen in de regio.</p></div></div></div></div>
</div>
<div class="et_pb_section et_pb_section_1 et_section_regular">
	<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Technologiepartners</h2></div></div></div></div>
	<div class="et_pb_row et_pb_row_4col">
		<div class="et_pb_column et_pb_column_1_3">
${blurb('Microsoft', 'https://www.microsoft.com/nl-nl', 'partner-microsoft.png', 'Solutions Partner for Security. Wij beheren Defender, Sentinel en Entra ID voor onze klanten.')}
${blurb('SentinelOne', 'https://www.sentinelone.com/', 'partner-sentinelone.png', 'EDR-platform achter onze MDR-dienst. Bastionet is MSSP-partner.')}
		</div>
		<div class="et_pb_column et_pb_column_1_3">
${blurb('Cisco Meraki', 'https://meraki.cisco.com/', 'partner-cisco-meraki.png', 'Cloud-managed firewalls en wifi voor kantoren en zorglocaties.')}
${blurb('ESET', 'https://www.eset.com/nl/', 'partner-eset.png', 'Endpointbeveiliging voor kleinere organisaties, ESET Gold Partner.')}
		</div>
		<div class="et_pb_column et_pb_column_1_3">
${blurb('Keyhaven', 'https://keyhaven.nl/', 'partner-keyhaven.png', 'Nederlandse wachtwoordmanager voor teams, gehost in Europa.')}
${blurb('Wazuh', 'https://wazuh.com/', 'partner-wazuh.png', 'Open-source SIEM dat we inzetten voor klanten met eigen datacenters.')}
		</div>
	</div>
</div>
<div class="et_pb_section et_pb_section_2 et_pb_with_background et_section_regular">
	<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
		<h2>Kanaalpartners</h2>
		<p>Deze IT-dienstverleners leveren de SOC-dienst van Bastionet onder eigen naam aan hun klanten (white label):</p>
		<ul>
			<li><a href="https://www.veluweict.nl/" target="_blank">Veluwe ICT</a> &ndash; Apeldoorn</li>
			<li><a href="https://zeelandautomatisering.nl/" target="_blank">Zeeland Automatisering</a> &ndash; Goes</li>
			<li><a href="https://www.brabantnetwerken.nl/" target="_blank">Brabant Netwerken</a> &ndash; Tilburg</li>
		</ul>
		<p>Ook kanaalpartner worden? <a href="https://bastionet.nl/contact/">Neem contact op</a>.</p>
	</div></div></div></div>
</div>
<div class="et_pb_section et_pb_section_3 et_section_regular">
	<div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
		<h2>Samenwerkingen</h2>
		<p>Met het lectoraat Cyber Resilience van de <a href="https://www.hu.nl/" target="_blank">Hogeschool Utrecht</a> onderzoeken we hoe mkb-bedrijven sneller herstellen na een incident; studenten lopen stage in ons SOC. Samen met stichting <a href="https://digitaalveiligutrecht.nl/" target="_blank">Digitaal Veilig Utrecht</a> organiseren we gratis awarenesssessies voor ondernemers in de regio.</p>
		<h2>Lidmaatschappen en certificeringen</h2>
		<p>Bastionet is lid van <a href="https://cyberveilignederland.nl/" target="_blank">Cyberveilig Nederland</a> en is gecertificeerd volgens ISO 27001 en NEN 7510 (<a href="https://www.nen.nl/" target="_blank">NEN</a>).</p>
	</div></div></div></div>
</div>
</div>
</div>
</div>
</article>
${foot}`,
    },
    '/over-ons/': {
      headers,
      html: `${head('Over ons', 'Bastionet is in 2016 opgericht in Utrecht en telt 38 medewerkers.', '/over-ons/', 'page-template-default page page-id-17 et_right_sidebar')}
<article id="post-17" class="post-17 page type-page status-publish hentry">
<div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
	<h1>Over Bastionet</h1>
	<p>Bastionet is in 2016 opgericht door Sanne Bakker en Joris van Leeuwen, die elkaar kenden van het CERT van een grote bank. Inmiddels werken we met 38 collega&rsquo;s vanuit Utrecht.</p>
	<h2>Sponsoring</h2>
	<p>Wij zijn trotse shirtsponsor van <a href="https://www.fcutrecht.nl/vrouwen" target="_blank">FC Utrecht Vrouwen</a> en steunen de Utrechtse hackerspace RevSpace met apparatuur.</p>
	<h2>Werken bij Bastionet</h2>
	<p>Bekijk onze vacatures op <a href="https://bastionet.nl/werken-bij/">werken bij</a> of op <a href="https://nl.indeed.com/cmp/Bastionet" target="_blank">Indeed</a>.</p>
</div></div></div></div></div>
</div></div></div>
</article>
${foot}`,
    },
    '/klantcases/woonstichting-de-linie/': {
      headers,
      html: `${head('Klantcase: Woonstichting De Linie', 'Hoe Bastionet een ransomware-aanval bij Woonstichting De Linie binnen twintig minuten stopte.', '/klantcases/woonstichting-de-linie/', 'project-template-default single single-project postid-388 et_right_sidebar')}
<article id="post-388" class="post-388 project type-project status-publish hentry">
<div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
	<h1>Klantcase: Woonstichting De Linie</h1>
	<p><a href="https://www.delinie-wonen.nl/" target="_blank">Woonstichting De Linie</a> beheert 6.200 woningen in de regio Utrecht. Sinds 2021 bewaakt Bastionet hun 420 werkplekken met onze MDR-dienst op basis van SentinelOne.</p>
	<p>Op een zaterdagnacht in oktober 2023 detecteerde ons SOC versleutelingsactiviteit op een fileserver. Binnen twintig minuten waren de betrokken systemen geïsoleerd en was de aanvaller buitengesloten.</p>
	<blockquote><p>&ldquo;Zonder Bastionet hadden we maandag niet kunnen werken.&rdquo; &mdash; Marieke de Vries, IT-manager</p></blockquote>
</div></div></div></div></div>
</div></div></div>
</article>
${foot}`,
    },
    '/contact/': {
      headers,
      html: `${head('Contact', 'Neem contact op met Bastionet.', '/contact/', 'page-template-default page page-id-21 et_right_sidebar')}
<article id="post-21" class="post-21 page type-page status-publish hentry">
<div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">
<div class="et_pb_section et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
	<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Contact</h1><p>Gehackt? Bel direct onze noodlijn: <a href="tel:+31301234599">030 123 45 99</a> (24/7).</p></div></div>
	<div id="et_pb_contact_form_0" class="et_pb_module et_pb_contact_form_0 et_pb_contact_form_container clearfix" data-form_unique_num="0">
		<div class="et-pb-contact-message"></div>
		<div class="et_pb_contact">
			<form class="et_pb_contact_form clearfix" method="post" action="https://bastionet.nl/contact/">
				<p class="et_pb_contact_field"><input type="text" id="et_pb_contact_name_0" class="input" name="et_pb_contact_name_0" placeholder="Naam"></p>
				<p class="et_pb_contact_field"><input type="text" id="et_pb_contact_email_0" class="input" name="et_pb_contact_email_0" placeholder="E-mailadres"></p>
				<p class="et_pb_contact_field"><textarea name="et_pb_contact_message_0" id="et_pb_contact_message_0" class="et_pb_contact_message input" placeholder="Bericht"></textarea></p>
				<div class="et_contact_bottom_container"><button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit et_pb_button">Verstuur</button></div>
			</form>
		</div>
	</div>
</div></div></div>
</div></div></div>
</article>
${foot}`,
    },
  },
  sitemap: ['/', '/partners/', '/over-ons/', '/klantcases/woonstichting-de-linie/', '/contact/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'divi',
    'jquery',
    'jquery-migrate',
    'cookiebot',
    'google-tag-manager',
    'google-font-api',
    'nginx',
    'open-graph',
  ],
  partners: {
    'microsoft.com': 'technology',
    'sentinelone.com': 'technology',
    'cisco.com': 'technology',
    'eset.com': 'technology',
    'keyhaven.nl': 'technology',
    'wazuh.com': 'technology',
    'veluweict.nl': 'channel',
    'zeelandautomatisering.nl': 'channel',
    'brabantnetwerken.nl': 'channel',
    'hu.nl': 'generic',
    'digitaalveiligutrecht.nl': 'generic',
  },
};
