import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx/1.24.0',
  'x-powered-by': 'PHP/8.2.18',
  link: '<https://igec.pl/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, desc: string, path: string, bodyClass: string) => `<!DOCTYPE html>
<html lang="pl-PL">
<head>
	<meta charset="UTF-8" />
	<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://igec.pl/xmlrpc.php" />
	<title>${title} | Izba Gospodarcza Edukacji Cyfrowej</title>
	<meta name="description" content="${desc}" />
	<meta property="og:locale" content="pl_PL" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:url" content="https://igec.pl${path}" />
	<meta property="og:site_name" content="IGEC" />
	<link rel='stylesheet' id='wp-block-library-css' href='https://igec.pl/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' type='text/css' media='all' />
	<link rel='stylesheet' id='divi-style-parent-css' href='https://igec.pl/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
	<link rel='stylesheet' id='divi-style-css' href='https://igec.pl/wp-content/themes/igec-child/style.css?ver=4.25.1' type='text/css' media='all' />
	<script type="text/javascript" src="https://igec.pl/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
	<link rel="https://api.w.org/" href="https://igec.pl/wp-json/" />
	<meta name="generator" content="WordPress 6.5.3" />
	<meta name="generator" content="Divi v.4.25.1" />
	<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" />
	<link rel="icon" href="https://igec.pl/wp-content/uploads/2022/03/cropped-igec-sygnet-32x32.png" sizes="32x32" />
</head>
<body class="${bodyClass} et_pb_button_helper_class et_fullwidth_nav et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_divi_theme et-db">
	<div id="page-container">
	<header id="main-header" data-height-onload="66">
		<div class="container clearfix et_menu_container">
			<div class="logo_container"><a href="https://igec.pl/"><img src="https://igec.pl/wp-content/uploads/2022/03/igec-logo.svg" width="200" height="56" alt="Izba Gospodarcza Edukacji Cyfrowej" id="logo" data-height-percentage="54" /></a></div>
			<div id="et-top-navigation" data-height="66" data-fixed-height="40">
				<nav id="top-menu-nav">
					<ul id="top-menu" class="nav">
						<li class="menu-item"><a href="https://igec.pl/o-nas/">O Izbie</a></li>
						<li class="menu-item"><a href="https://igec.pl/czlonkowie/">Członkowie</a></li>
						<li class="menu-item"><a href="https://igec.pl/dolacz/">Dołącz</a></li>
						<li class="menu-item"><a href="https://igec.pl/kongres-2025/">Kongres EdTech 2025</a></li>
						<li class="menu-item"><a href="https://igec.pl/aktualnosci/">Aktualności</a></li>
						<li class="menu-item"><a href="https://igec.pl/kontakt/">Kontakt</a></li>
					</ul>
				</nav>
			</div>
		</div>
	</header>
	<div id="et-main-area">
	<div id="main-content">`;

const foot = `	</div>
	<footer id="main-footer">
		<div class="container"><div id="footer-widgets" class="clearfix">
			<div class="footer-widget"><div class="et_pb_widget widget_text"><h4 class="title">IGEC</h4><div class="textwidget"><p>Izba Gospodarcza Edukacji Cyfrowej<br />ul. Prosta 51, 00-838 Warszawa<br />KRS 0000912874 · NIP 5272981044</p></div></div></div>
			<div class="footer-widget"><div class="et_pb_widget widget_text"><h4 class="title">Na skróty</h4><div class="textwidget"><p><a href="https://igec.pl/statut/">Statut</a><br /><a href="https://igec.pl/polityka-prywatnosci/">Polityka prywatności</a></p></div></div></div>
		</div></div>
		<div id="footer-bottom"><div class="container clearfix">
			<ul class="et-social-icons">
				<li class="et-social-icon et-social-linkedin"><a href="https://www.linkedin.com/company/igec-pl/" class="icon"><span>LinkedIn</span></a></li>
				<li class="et-social-icon et-social-facebook"><a href="https://www.facebook.com/IzbaEdukacjiCyfrowej" class="icon"><span>Facebook</span></a></li>
			</ul>
			<div id="footer-info">© 2025 Izba Gospodarcza Edukacji Cyfrowej</div>
		</div></div>
	</footer>
	</div>
	</div>
	<script type="text/javascript" src="https://igec.pl/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
	<script type="text/javascript" src="https://igec.pl/wp-content/themes/Divi/js/custom.unified.js?ver=4.25.1" id="divi-custom-script-js"></script>
	<script type="text/javascript" src="https://igec.pl/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
</body>
</html>`;

const member = (name: string, url: string | null, city: string, area: string, img: string) => `
				<article class="et_pb_post et_pb_blog_item czlonek">
					<a href="https://igec.pl/czlonkowie/${img}/" class="entry-featured-image-url"><img src="https://igec.pl/wp-content/uploads/2024/01/${img}-logo.png" alt="${name}" width="300" height="150" /></a>
					<h2 class="entry-title"><a href="https://igec.pl/czlonkowie/${img}/">${name}</a></h2>
					<p class="post-meta">${city} · ${area}</p>
					${url ? `<p class="www"><a href="${url}" target="_blank" rel="noopener">${url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '')}</a></p>` : ''}
				</article>`;

const pager = (page: number) =>
  page === 1
    ? `<div class="pagination clearfix"><div class="alignleft"><a href="https://igec.pl/czlonkowie/page/2/">« Starsze wpisy</a></div></div>`
    : `<div class="pagination clearfix"><div class="alignright"><a href="https://igec.pl/czlonkowie/">Nowsze wpisy »</a></div></div>`;

const membersPage = (
  page: number,
  items: string,
) => `${head(page === 1 ? 'Członkowie' : 'Członkowie – Strona 2', 'Firmy członkowskie Izby Gospodarczej Edukacji Cyfrowej.', page === 1 ? '/czlonkowie/' : '/czlonkowie/page/2/', 'archive category paged')}
		<div class="container"><div id="content-area" class="clearfix"><div id="left-area">
			<h1 class="et_pb_module_header">Nasi członkowie</h1>
			<p>Izba zrzesza ponad 40 firm z sektora edukacji cyfrowej: twórców platform e-learningowych, wydawców, szkoły językowe i firmy szkoleniowe. Poniżej prezentujemy naszych członków w kolejności alfabetycznej.</p>
			${items}
			${pager(page)}
		</div></div></div>
${foot}`;

const html = {
  home: `${head('Strona główna', 'IGEC zrzesza firmy edukacji cyfrowej w Polsce.', '/', 'home page-template-default page')}
		<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4">
			<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h1>Głos polskiej branży EdTech</h1><p>Izba Gospodarcza Edukacji Cyfrowej reprezentuje firmy tworzące nowoczesną edukację: od platform e-learningowych po wydawców i szkoły językowe.</p></div></div>
			<div class="et_pb_button_module_wrapper"><a class="et_pb_button" href="https://igec.pl/czlonkowie/">Poznaj naszych członków</a> <a class="et_pb_button" href="https://igec.pl/dolacz/">Dołącz do Izby</a></div>
		</div></div></div>
		<div class="et_pb_section et_pb_section_1"><div class="et_pb_row"><div class="et_pb_column">
			<div class="et_pb_module et_pb_text"><div class="et_pb_text_inner"><h2>Aktualności</h2><p><a href="https://igec.pl/aktualnosci/raport-edtech-polska-2025/">Raport „EdTech w Polsce 2025” już dostępny</a></p><p><a href="https://igec.pl/kongres-2025/">Kongres EdTech 2025 – rejestracja otwarta</a></p></div></div>
		</div></div></div>
${foot}`,
  members1: membersPage(
    1,
    [
      member('Akademia Lingwista sp. z o.o.', 'https://www.lingwista.edu.pl/', 'Kraków', 'szkoła językowa online', 'lingwista'),
      member('Bystrzak EdTech S.A.', 'https://bystrzak.pl/', 'Warszawa', 'aplikacje edukacyjne dla dzieci', 'bystrzak'),
      member('CyberKlasa sp. z o.o.', 'https://www.cyberklasa.pl/', 'Wrocław', 'platforma LMS dla szkół', 'cyberklasa'),
      member('Edukado sp. z o.o.', 'https://edukado.com.pl/', 'Poznań', 'kursy zawodowe e-learning', 'edukado'),
      member('Grupa Wydawnicza Kwadrat', 'https://www.gwkwadrat.pl/', 'Warszawa', 'wydawnictwo edukacyjne', 'kwadrat'),
      member('InnoSzkolenia sp. z o.o.', null, 'Gdańsk', 'szkolenia dla firm', 'innoszkolenia'),
    ].join(''),
  ),
  members2: membersPage(
    2,
    [
      member('Lekcja Plus sp. z o.o.', 'https://lekcjaplus.pl/', 'Łódź', 'korepetycje online', 'lekcjaplus'),
      member('MentorHub Polska', 'https://www.mentorhub.pl/', 'Katowice', 'platforma mentoringowa', 'mentorhub'),
      member('Nauka w Chmurze sp. z o.o.', 'https://naukawchmurze.pl/', 'Lublin', 'wirtualne laboratoria', 'naukawchmurze'),
      member('Szkolenia Vistula sp. z o.o.', 'https://www.szkoleniavistula.pl/', 'Gdynia', 'szkolenia compliance', 'vistula'),
      member('Wydawnictwo Sowa i Pióro', 'https://sowaipioro.pl/', 'Kraków', 'e-booki i audiobooki edukacyjne', 'sowaipioro'),
    ].join(''),
  ),
  about: `${head('O Izbie', 'Misja, zarząd i członkostwa Izby Gospodarczej Edukacji Cyfrowej.', '/o-nas/', 'page-template-default page')}
		<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
			<h1>O Izbie</h1>
			<p>Izba Gospodarcza Edukacji Cyfrowej (IGEC) powstała w 2021 roku z inicjatywy dwunastu firm z branży e-learningowej. Działamy na rzecz rozwoju rynku edukacji cyfrowej, opiniujemy projekty aktów prawnych i promujemy polskie rozwiązania za granicą.</p>
			<h2>Zarząd</h2>
			<p>Prezes: Katarzyna Wiśniewska · Wiceprezes: Tomasz Zieliński · Członek zarządu: Marta Kowalczyk</p>
			<h2>Członkostwa</h2>
			<p>IGEC jest członkiem <a href="https://www.euro-edtech-network.eu/" target="_blank" rel="noopener">European EdTech Network</a> oraz <a href="https://kig.pl/" target="_blank" rel="noopener">Krajowej Izby Gospodarczej</a>.</p>
			<h2>Patronaty</h2>
			<p>Obejmujemy patronatem merytorycznym wydarzenia branżowe. Wniosek o patronat można złożyć przez <a href="https://igec.pl/kontakt/">formularz kontaktowy</a>.</p>
		</div></div></div></div></div>
${foot}`,
  congress: `${head('Kongres EdTech 2025', 'Kongres EdTech 2025, 23 października 2025, Warszawa.', '/kongres-2025/', 'page-template-default page')}
		<div class="et_pb_section"><div class="et_pb_row"><div class="et_pb_column"><div class="et_pb_module et_pb_text"><div class="et_pb_text_inner">
			<h1>Kongres EdTech 2025</h1>
			<p>23 października 2025 · Centrum Konferencyjne Zielna, Warszawa. Bilety: <a href="https://app.evenea.pl/event/kongres-edtech-2025/" target="_blank" rel="noopener">Evenea</a>.</p>
			<h2>Sponsorzy</h2>
			<p><strong>Sponsor złoty:</strong> <a href="https://www.bankpolnocny.pl/" target="_blank" rel="noopener">Bank Północny</a><br /><strong>Sponsor srebrny:</strong> <a href="https://www.telekom-biznes.pl/" target="_blank" rel="noopener">Telekom Biznes</a><br /><strong>Sponsor brązowy:</strong> <a href="https://cyberklasa.pl/" target="_blank" rel="noopener">CyberKlasa</a></p>
			<h2>Patroni medialni</h2>
			<p><a href="https://www.edunews-polska.pl/" target="_blank" rel="noopener"><img src="https://igec.pl/wp-content/uploads/2025/03/edunews.png" alt="EduNews Polska" /></a></p>
		</div></div></div></div></div>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'igec.pl',
  covers:
    'Polish EdTech chamber of commerce on WordPress/Divi: member companies (partners, generic) as blog-style archive entries split over two paginated pages (one without a website); negatives: memberships the chamber itself holds, congress sponsors (one of them also a member), media patron, ticketing, social links',
  pages: {
    '/': { headers, html: html.home },
    '/czlonkowie/': { headers, html: html.members1 },
    '/czlonkowie/page/2/': { headers, html: html.members2 },
    '/o-nas/': { headers, html: html.about },
    '/kongres-2025/': { headers, html: html.congress },
  },
  sitemap: ['/', '/o-nas/', '/czlonkowie/', '/dolacz/', '/kongres-2025/', '/kontakt/'],
  technologies: ['wordpress', 'php', 'mysql', 'divi', 'jquery', 'nginx', 'open-graph'],
  partners: {
    'lingwista.edu.pl': 'generic',
    'bystrzak.pl': 'generic',
    'cyberklasa.pl': 'generic',
    'edukado.com.pl': 'generic',
    'gwkwadrat.pl': 'generic',
    'lekcjaplus.pl': 'generic',
    'mentorhub.pl': 'generic',
    'naukawchmurze.pl': 'generic',
    'szkoleniavistula.pl': 'generic',
    'sowaipioro.pl': 'generic',
  },
};
