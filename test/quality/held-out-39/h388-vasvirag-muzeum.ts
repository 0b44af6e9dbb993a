import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://vasviragmuzeum.hu/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding,Cookie',
  'cache-control': 'max-age=3, must-revalidate',
};

type Lang = 'hu' | 'en';

function page(lang: Lang, title: string, path: string, altPath: string, pageId: number, sections: string): string {
  const hu = lang === 'hu';
  const menu = hu
    ? [
        ['/latogatas/', 'Látogatás'],
        ['/kiallitasok/', 'Kiállítások'],
        ['/programok/', 'Programok'],
        ['/muzeumpedagogia/', 'Múzeumpedagógia'],
        ['/tamogatoink/', 'Támogatóink'],
        ['/rolunk/', 'Rólunk'],
        ['/kapcsolat/', 'Kapcsolat'],
      ]
    : [
        ['/en/visit/', 'Visit'],
        ['/en/exhibitions/', 'Exhibitions'],
        ['/en/supporters/', 'Supporters'],
        ['/en/contact/', 'Contact'],
      ];
  return `<!DOCTYPE html>
<html lang="${hu ? 'hu-HU' : 'en-US'}">
<head>
	<meta charset="UTF-8" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
	<link rel="pingback" href="https://vasviragmuzeum.hu/xmlrpc.php" />
	<title>${title}</title>
<link rel="alternate" hreflang="hu" href="https://vasviragmuzeum.hu${hu ? path : altPath}" />
<link rel="alternate" hreflang="en" href="https://vasviragmuzeum.hu${hu ? altPath : path}" />
<link rel="alternate" hreflang="x-default" href="https://vasviragmuzeum.hu${hu ? path : altPath}" />
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Vasvirág Ipartörténeti Múzeum &raquo; hírcsatorna" href="https://vasviragmuzeum.hu/feed/" />
<meta content="Divi v.4.25.1" name="generator"/>
<link rel='stylesheet' id='wp-block-library-css' href='https://vasviragmuzeum.hu/wp-includes/css/dist/block-library/style.min.css?ver=6.5.4' type='text/css' media='all' />
<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='https://vasviragmuzeum.hu/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' type='text/css' media='all' />
<link rel='stylesheet' id='et-divi-open-sans-css' href='https://fonts.googleapis.com/css?family=Open+Sans:300italic,400italic,600italic,700italic,800italic,400,300,600,700,800&#038;subset=latin,latin-ext&#038;display=swap' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-parent-css' href='https://vasviragmuzeum.hu/wp-content/themes/Divi/style-static.min.css?ver=4.25.1' type='text/css' media='all' />
<link rel='stylesheet' id='divi-style-css' href='https://vasviragmuzeum.hu/wp-content/themes/vasvirag-child/style.css?ver=4.25.1' type='text/css' media='all' />
<script type="text/javascript" src="https://vasviragmuzeum.hu/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://vasviragmuzeum.hu/wp-json/" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://vasviragmuzeum.hu/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.4" />
<link rel="canonical" href="https://vasviragmuzeum.hu${path}" />
<meta name="generator" content="WPML ver:4.6.11 stt:1,23;" />
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=0" /><link rel="icon" href="https://vasviragmuzeum.hu/wp-content/uploads/2022/03/cropped-vasvirag-ikon-32x32.png" sizes="32x32" />
</head>
<body class="page-template-default page page-id-${pageId} et_pb_button_helper_class et_fixed_nav et_show_nav et_primary_nav_dropdown_animation_fade et_secondary_nav_dropdown_animation_fade et_header_style_left et_pb_footer_columns4 et_cover_background et_pb_gutter et_pb_gutters3 et_pb_pagebuilder_layout et_no_sidebar et_divi_theme et-db">
	<div id="page-container">
		<header id="main-header" data-height-onload="80">
			<div class="container clearfix et_menu_container">
				<div class="logo_container"><span class="logo_helper"></span>
					<a href="https://vasviragmuzeum.hu${hu ? '/' : '/en/'}"><img src="https://vasviragmuzeum.hu/wp-content/uploads/2022/03/vasvirag-logo.png" width="260" height="80" alt="Vasvirág Ipartörténeti Múzeum" id="logo" data-height-percentage="60" /></a>
				</div>
				<div id="et-top-navigation" data-height="80" data-fixed-height="40">
					<nav id="top-menu-nav">
						<ul id="top-menu" class="nav">
${menu.map(([href, label], i) => `							<li id="menu-item-${210 + i}" class="menu-item menu-item-type-post_type menu-item-object-page${href === path ? ' current-menu-item page_item current_page_item' : ''} menu-item-${210 + i}"><a href="https://vasviragmuzeum.hu${href}">${label}</a></li>`).join('\n')}
							<li class="menu-item wpml-ls-slot-2 wpml-ls-item wpml-ls-item-${hu ? 'en' : 'hu'} wpml-ls-menu-item menu-item-type-wpml_ls_menu_item"><a href="https://vasviragmuzeum.hu${altPath}" title="${hu ? 'English' : 'Magyar'}"><span class="wpml-ls-native" lang="${hu ? 'en' : 'hu'}">${hu ? 'English' : 'Magyar'}</span></a></li>
						</ul>
					</nav>
				</div>
			</div>
		</header>
		<div id="et-main-area">
<div id="main-content">
	<article id="post-${pageId}" class="post-${pageId} page type-page status-publish hentry">
		<div class="entry-content">
		<div class="et-l et-l--post">
			<div class="et_builder_inner_content et_pb_gutters3">
${sections}
			</div>
		</div>
		</div>
	</article>
</div>
	<footer id="main-footer">
		<div class="container">
			<div id="footer-widgets" class="clearfix">
				<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">${hu ? 'Nyitvatartás' : 'Opening hours'}</h4><div class="textwidget"><p>${hu ? 'Kedd–vasárnap 10:00–18:00<br />Hétfőn zárva' : 'Tuesday–Sunday 10am–6pm<br />Closed on Mondays'}</p></div></div></div>
				<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">${hu ? 'Címünk' : 'Address'}</h4><div class="textwidget"><p>3533 Miskolc, Kohász utca 4.<br /><a href="tel:+3646555014">+36 46 555 014</a><br /><a href="mailto:info@vasviragmuzeum.hu">info@vasviragmuzeum.hu</a></p></div></div></div>
				<div class="footer-widget"><div class="fwidget et_pb_widget widget_text"><h4 class="title">${hu ? 'Jegyek' : 'Tickets'}</h4><div class="textwidget"><p><a href="https://www.jegyvilag.hu/helyszin/vasvirag-ipartorteneti-muzeum">${hu ? 'Online jegyvásárlás' : 'Buy tickets online'}</a></p><p><a href="https://www.tripadvisor.com/Attraction_Review-g274892-d12938401-Reviews-Vasvirag_Industrial_History_Museum-Miskolc.html"><img src="https://vasviragmuzeum.hu/wp-content/uploads/2024/07/travellers-choice-2024.png" alt="Tripadvisor Travellers' Choice 2024" width="110" height="110" /></a></p></div></div></div>
				<div class="footer-widget"><div class="fwidget et_pb_widget widget_nav_menu"><h4 class="title">${hu ? 'Kövessen minket' : 'Follow us'}</h4><ul class="menu"><li><a href="https://www.facebook.com/vasviragmuzeum">Facebook</a></li><li><a href="https://www.instagram.com/vasviragmuzeum/">Instagram</a></li><li><a href="https://www.youtube.com/@vasviragmuzeum">YouTube</a></li></ul></div></div>
			</div>
		</div>
		<div id="footer-bottom"><div class="container clearfix"><div id="footer-info">© 2024 Vasvirág Ipartörténeti Múzeum · ${hu ? 'Fenntartó' : 'Maintained by'}: <a href="https://www.miskolc.hu/">${hu ? 'Miskolc Megyei Jogú Város Önkormányzata' : 'the City of Miskolc'}</a> · <a href="https://vasviragmuzeum.hu${hu ? '/adatvedelem/' : '/en/privacy/'}">${hu ? 'Adatvédelem' : 'Privacy'}</a></div></div></div>
	</footer>
		</div>
	</div>
<script type="text/javascript" id="divi-custom-script-js-extra">
/* <![CDATA[ */
var DIVI = {"item_count":"%d Item","items_count":"%d Items"};
var et_builder_utils_params = {"condition":{"diviTheme":true,"extraTheme":false},"scrollLocations":["app","top"],"builderScrollLocations":{"desktop":"app","tablet":"app","phone":"app"},"onloadScrollLocation":"app","builderType":"fe"};
/* ]]> */
</script>
<script type="text/javascript" src="https://vasviragmuzeum.hu/wp-content/themes/Divi/js/scripts.min.js?ver=4.25.1" id="divi-custom-script-js"></script>
<script type="text/javascript" src="https://vasviragmuzeum.hu/wp-content/themes/Divi/core/admin/js/common.js?ver=4.25.1" id="et-core-common-js"></script>
</body>
</html>`;
}

const section = (n: number, inner: string, cls = '') =>
  `				<div class="et_pb_section et_pb_section_${n} et_section_regular${cls}">
					<div class="et_pb_row et_pb_row_${n}">
						<div class="et_pb_column et_pb_column_4_4 et_pb_column_${n} et-last-child">
${inner}
						</div>
					</div>
				</div>`;

const text = (n: number, html: string) =>
  `							<div class="et_pb_module et_pb_text et_pb_text_${n} et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${html}</div></div>`;

type Sponsor = { name: string; url: string | null; logo: string };
const logos = (start: number, list: Sponsor[], size: string) =>
  `							<div class="vv-logo-grid vv-logo-grid--${size}">
${list
  .map(
    (s, i) =>
      `								<div class="et_pb_module et_pb_image et_pb_image_${start + i}">${s.url ? `<a href="${s.url}" target="_blank">` : ''}<span class="et_pb_image_wrap"><img decoding="async" src="https://vasviragmuzeum.hu/wp-content/uploads/2024/02/${s.logo}" alt="${s.name}" title="${s.name}" /></span>${s.url ? '</a>' : ''}</div>`,
  )
  .join('\n')}
							</div>`;

const fo: Sponsor[] = [{ name: 'Diósvölgyi Acélművek Zrt.', url: 'https://www.diosvolgyiacel.hu/', logo: 'diosvolgyi-acelmuvek.png' }];
const kiemelt: Sponsor[] = [
  { name: 'Bükkalja Energia Kft.', url: 'https://bukkaljaenergia.hu/', logo: 'bukkalja-energia.png' },
  { name: 'Sajó Bank', url: 'https://www.sajobank.hu/tarsadalmi-felelossegvallalas', logo: 'sajo-bank.png' },
];
const tamogatok: Sponsor[] = [
  { name: 'Avas Nyomda', url: 'https://avasnyomda.hu/', logo: 'avas-nyomda.png' },
  { name: 'Hámori Sörfőzde', url: 'https://www.hamorisor.hu/', logo: 'hamori-sorfozde.png' },
  { name: 'Szinva Ingatlan', url: 'https://szinvaingatlan.hu/', logo: 'szinva-ingatlan.png' },
  { name: 'Kovács és Társa Ügyvédi Iroda', url: null, logo: 'kovacs-es-tarsa.png' },
];
const media: Sponsor[] = [
  { name: 'Észak-Magyar Rádió', url: 'https://www.eszakradio.hu/', logo: 'eszak-magyar-radio.png' },
  { name: 'Múzeumi Kalauz', url: 'https://muzeumikalauz.hu/', logo: 'muzeumi-kalauz.png' },
];

const cooperation = (hu: boolean) =>
  hu
    ? `<h2>Együttműködő partnereink</h2><p>Kutatási és oktatási programjainkat a <a href="https://www.bukkiegyetem.hu/">Bükki Egyetem</a> Anyagtudományi Intézetével és az <a href="https://iparorokseg.hu/">Ipari Örökség Egyesülettel</a> közösen valósítjuk meg.</p>`
    : `<h2>Cooperation partners</h2><p>Our research and education programmes are run together with the Institute of Materials Science at <a href="https://www.bukkiegyetem.hu/">Bükk University</a> and the <a href="https://iparorokseg.hu/">Industrial Heritage Association</a>.</p>`;

const supporters = (hu: boolean) =>
  [
    section(
      0,
      text(
        0,
        hu
          ? '<h1>Támogatóink</h1><p>A Vasvirág Ipartörténeti Múzeum kiállításai, múzeumpedagógiai programjai és a gyűjtemény restaurálása támogatóink nagyvonalú segítsége nélkül nem valósulhatnának meg. Köszönjük!</p>'
          : '<h1>Our supporters</h1><p>Our exhibitions, education programmes and the restoration of the collection would not be possible without the generous help of our supporters. Thank you!</p>',
      ),
    ),
    section(1, text(1, hu ? '<h2>Főtámogató</h2>' : '<h2>Main sponsor</h2>') + '\n' + logos(0, fo, 'large'), ' vv-tier-main'),
    section(
      2,
      text(2, hu ? '<h2>Kiemelt támogatók</h2>' : '<h2>Major sponsors</h2>') + '\n' + logos(1, kiemelt, 'medium'),
      ' vv-tier-major',
    ),
    section(3, text(3, hu ? '<h2>Támogatók</h2>' : '<h2>Sponsors</h2>') + '\n' + logos(3, tamogatok, 'small'), ' vv-tier-sponsors'),
    section(4, text(4, hu ? '<h2>Médiapartnereink</h2>' : '<h2>Media partners</h2>') + '\n' + logos(7, media, 'small'), ' vv-tier-media'),
    section(5, text(5, cooperation(hu))),
    section(
      6,
      text(
        6,
        hu
          ? '<h3>Legyen Ön is támogatónk!</h3><p>Vállalati támogatási csomagjainkról érdeklődjön: <a href="mailto:tamogatas@vasviragmuzeum.hu">tamogatas@vasviragmuzeum.hu</a>. Magánszemélyként személyi jövedelemadója 1%-ának felajánlásával is segítheti a múzeumot a Vasvirág Alapítványon keresztül.</p>'
          : '<h3>Become a supporter</h3><p>For corporate sponsorship packages please contact <a href="mailto:tamogatas@vasviragmuzeum.hu">tamogatas@vasviragmuzeum.hu</a>.</p>',
      ),
    ),
  ].join('\n');

const homeHu = [
  section(
    0,
    text(
      0,
      '<h1>Vas, szén és emberek – két évszázad a diósgyőri vasgyár árnyékában</h1><p>A Vasvirág Ipartörténeti Múzeum az egykori hengerde épületében mutatja be a diósgyőri vasgyártás történetét: kohók, gőzgépek, munkáslakások és több mint 12 000 tárgy.</p><p><a class="et_pb_button" href="https://www.jegyvilag.hu/helyszin/vasvirag-ipartorteneti-muzeum">Jegyvásárlás</a></p>',
    ),
    ' et_pb_fullwidth_section vv-hero',
  ),
  section(
    1,
    text(
      1,
      '<h2>Aktuális időszaki kiállítás</h2><h3>Acél és ember – fotográfiák 1950–1990</h3><p>A Diósgyőri Gépgyár fotólaborjának archívumából válogatott 180 kép, 2024. szeptember 29-ig. A kiállítás a <a href="https://www.nka.hu/">Nemzeti Kulturális Alap</a> pályázati forrásából valósult meg.</p><p><a href="https://vasviragmuzeum.hu/kiallitasok/acel-es-ember/">Részletek</a></p>',
    ),
  ),
  section(
    2,
    text(
      2,
      '<h2>Múzeumpedagógia</h2><p>Foglalkozások óvodásoktól középiskolásokig – kovácsműhely, kohómodell, ipari fotós workshop. <a href="https://vasviragmuzeum.hu/muzeumpedagogia/">Foglalkozások és árak</a></p><h2>Köszönjük támogatóinknak</h2><p>Programjainkat vállalati és médiapartnereink segítik. <a href="https://vasviragmuzeum.hu/tamogatoink/">Támogatóink</a></p>',
    ),
  ),
].join('\n');

const homeEn = [
  section(
    0,
    text(
      0,
      '<h1>Iron, coal and people – two centuries in the shadow of the Diósgyőr ironworks</h1><p>Housed in the former rolling mill, the Vasvirág Industrial History Museum tells the story of iron making in Diósgyőr: blast furnaces, steam engines, workers’ homes and more than 12,000 objects.</p><p><a class="et_pb_button" href="https://www.jegyvilag.hu/helyszin/vasvirag-ipartorteneti-muzeum">Buy tickets</a></p>',
    ),
    ' et_pb_fullwidth_section vv-hero',
  ),
  section(
    1,
    text(
      1,
      '<h2>Thank you to our supporters</h2><p>Our programmes are made possible by corporate and media partners. <a href="https://vasviragmuzeum.hu/en/supporters/">See our supporters</a></p>',
    ),
  ),
].join('\n');

const kapcsolat = section(
  0,
  text(
    0,
    '<h1>Kapcsolat</h1><p>Vasvirág Ipartörténeti Múzeum<br />3533 Miskolc, Kohász utca 4.</p><p>Pénztár: <a href="tel:+3646555014">+36 46 555 014</a><br />Csoportos bejelentkezés: <a href="mailto:csoport@vasviragmuzeum.hu">csoport@vasviragmuzeum.hu</a><br />Sajtó: <a href="mailto:sajto@vasviragmuzeum.hu">sajto@vasviragmuzeum.hu</a></p>',
  ),
);

export const site: CorpusSite = {
  domain: 'vasviragmuzeum.hu',
  covers:
    'WordPress + Divi + WPML industrial history museum (Hungarian with an English version): supporters page with sponsor tiers (main, major, sponsors, media partners) as Divi image modules with alt/title, one logo without a link, cooperation partners in prose; the same list on /en/supporters/; negatives: ticketing site, Tripadvisor badge, National Cultural Fund grant link on the home page, city council as maintainer, social links',
  pages: {
    '/': { headers, html: page('hu', 'Vasvirág Ipartörténeti Múzeum – Miskolc', '/', '/en/', 2, homeHu) },
    '/tamogatoink/': {
      headers,
      html: page('hu', 'Támogatóink – Vasvirág Ipartörténeti Múzeum', '/tamogatoink/', '/en/supporters/', 318, supporters(true)),
    },
    '/kapcsolat/': { headers, html: page('hu', 'Kapcsolat – Vasvirág Ipartörténeti Múzeum', '/kapcsolat/', '/en/contact/', 24, kapcsolat) },
    '/en/': { headers, html: page('en', 'Vasvirág Industrial History Museum – Miskolc, Hungary', '/en/', '/', 412, homeEn) },
    '/en/supporters/': {
      headers,
      html: page('en', 'Our supporters – Vasvirág Industrial History Museum', '/en/supporters/', '/tamogatoink/', 419, supporters(false)),
    },
  },
  sitemap: ['/', '/tamogatoink/', '/kapcsolat/', '/en/', '/en/supporters/'],
  technologies: ['wordpress', 'php', 'mysql', 'divi', 'wpml', 'apache-http-server', 'jquery', 'google-font-api', 'rss'],
  partners: {
    'diosvolgyiacel.hu': 'generic',
    'bukkaljaenergia.hu': 'generic',
    'sajobank.hu': 'generic',
    'avasnyomda.hu': 'generic',
    'hamorisor.hu': 'generic',
    'szinvaingatlan.hu': 'generic',
    'eszakradio.hu': 'generic',
    'muzeumikalauz.hu': 'generic',
    'bukkiegyetem.hu': 'generic',
    'iparorokseg.hu': 'generic',
  },
};
