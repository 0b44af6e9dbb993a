import type { CorpusSite } from '../corpus/types.js';

const D = 'https://dubreucq-chocolatier.be';

const head = (title: string, description: string, path: string, pageId: number) => `<!doctype html>
<html lang="fr-BE">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />

	<!-- This site is optimized with the Yoast SEO plugin v23.5 - https://yoast.com/wordpress/plugins/seo/ -->
	<title>${title}</title>
	<meta name="description" content="${description}" />
	<link rel="canonical" href="${D}${path}" />
	<meta property="og:locale" content="fr_FR" />
	<meta property="og:type" content="website" />
	<meta property="og:title" content="${title}" />
	<meta property="og:description" content="${description}" />
	<meta property="og:url" content="${D}${path}" />
	<meta property="og:site_name" content="Maison Dubreucq" />
	<meta name="twitter:card" content="summary_large_image" />
	<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"${D}${path}","url":"${D}${path}","name":"${title}","isPartOf":{"@id":"${D}/#website"},"inLanguage":"fr-BE"},{"@type":"WebSite","@id":"${D}/#website","url":"${D}/","name":"Maison Dubreucq","publisher":{"@id":"${D}/#organization"},"inLanguage":"fr-BE"},{"@type":"Organization","@id":"${D}/#organization","name":"Maison Dubreucq Chocolatier","url":"${D}/","logo":{"@type":"ImageObject","url":"${D}/wp-content/uploads/2023/02/logo-dubreucq.png"},"sameAs":["https://www.facebook.com/maisondubreucq","https://www.instagram.com/maisondubreucq/"]}]}</script>
	<!-- / Yoast SEO plugin. -->

<link rel="alternate" type="application/rss+xml" title="Maison Dubreucq &raquo; Flux" href="${D}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${D}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='${D}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${D}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.24.7' media='all' />
<link rel='stylesheet' id='elementor-post-5-css' href='${D}/wp-content/uploads/elementor/css/post-5.css?ver=1729071102' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='${D}/wp-content/plugins/elementor-pro/assets/css/frontend.min.css?ver=3.24.3' media='all' />
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='${D}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1729071188' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Cormorant+Garamond%3A400%2C600%7CMontserrat%3A400%2C500&#038;display=swap&#038;ver=6.6.2' media='all' />
<script src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="${D}/wp-json/wp/v2/pages/${pageId}" />
<meta name="generator" content="WordPress 6.6.2" />
<link rel='shortlink' href='${D}/?p=${pageId}' />
<meta name="generator" content="Elementor 3.24.7; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="${D}/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32" />
</head>
<body class="page-template-default page page-id-${pageId} wp-custom-logo elementor-default elementor-kit-5 elementor-page elementor-page-${pageId}">
<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a>
<div data-elementor-type="header" data-elementor-id="45" class="elementor elementor-45 elementor-location-header" data-elementor-post-type="elementor_library">
	<div class="elementor-element elementor-element-3f2a1b e-flex e-con-boxed e-con e-parent" data-id="3f2a1b" data-element_type="container">
		<div class="e-con-inner">
		<div class="elementor-element elementor-element-7a8b9c elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="7a8b9c" data-element_type="widget" data-widget_type="theme-site-logo.default">
			<div class="elementor-widget-container"><a href="${D}"><img width="220" height="64" src="${D}/wp-content/uploads/2023/02/logo-dubreucq.png" class="attachment-full size-full wp-image-31" alt="Maison Dubreucq Chocolatier" /></a></div>
		</div>
		<div class="elementor-element elementor-element-c4d5e6 elementor-nav-menu__align-end elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="c4d5e6" data-element_type="widget" data-widget_type="nav-menu.default">
			<div class="elementor-widget-container">
			<nav aria-label="Menu" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
				<ul id="menu-1-c4d5e6" class="elementor-nav-menu">
					<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-20"><a href="${D}/la-maison/" class="elementor-item">La Maison</a></li>
					<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-21"><a href="${D}/nos-creations/" class="elementor-item">Nos créations</a></li>
					<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-22"><a href="${D}/points-de-vente/" class="elementor-item">Où nous trouver&nbsp;?</a></li>
					<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-23"><a href="${D}/cadeaux-entreprises/" class="elementor-item">Cadeaux d&rsquo;affaires</a></li>
					<li class="menu-item menu-item-type-taxonomy menu-item-object-category menu-item-24"><a href="${D}/actualites/" class="elementor-item">Actualités</a></li>
					<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-25"><a href="${D}/contact/" class="elementor-item">Contact</a></li>
				</ul>
			</nav>
			</div>
		</div>
		</div>
	</div>
</div>
<main id="content" class="site-main post-${pageId} page type-page status-publish hentry">
<div class="page-content">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">
`;

const footer = `</div>
</div>
</main>
<div data-elementor-type="footer" data-elementor-id="52" class="elementor elementor-52 elementor-location-footer" data-elementor-post-type="elementor_library">
	<div class="elementor-element elementor-element-f1e2d3 e-flex e-con-boxed e-con e-parent" data-id="f1e2d3" data-element_type="container" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
		<div class="e-con-inner">
		<div class="elementor-element elementor-element-a9b8c7 elementor-widget elementor-widget-text-editor" data-id="a9b8c7" data-element_type="widget" data-widget_type="text-editor.default">
			<div class="elementor-widget-container">
				<p><strong>Maison Dubreucq</strong><br />Rue de Rollebeek 27, 1000 Bruxelles<br />+32 2 511 48 20 &middot; bonjour@dubreucq-chocolatier.be<br />TVA BE 0647.812.339</p>
			</div>
		</div>
		<div class="elementor-element elementor-element-b7c6d5 elementor-widget elementor-widget-text-editor" data-id="b7c6d5" data-element_type="widget" data-widget_type="text-editor.default">
			<div class="elementor-widget-container">
				<p>Membre de <a href="https://www.choprabisco.be/" target="_blank" rel="noopener">Choprabisco</a>, l&rsquo;Association royale belge des industries du chocolat, de la praline, de la biscuiterie et de la confiserie.</p>
			</div>
		</div>
		<div class="elementor-element elementor-element-e5f4a3 e-grid-align-center elementor-shape-circle elementor-widget elementor-widget-social-icons" data-id="e5f4a3" data-element_type="widget" data-widget_type="social-icons.default">
			<div class="elementor-widget-container">
				<div class="elementor-social-icons-wrapper elementor-grid">
					<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook elementor-repeater-item-1a2b3c" href="https://www.facebook.com/maisondubreucq" target="_blank"><span class="elementor-screen-only">Facebook</span><svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M504 256C504 119 393 8 256 8z"></path></svg></a></span>
					<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram elementor-repeater-item-4d5e6f" href="https://www.instagram.com/maisondubreucq/" target="_blank"><span class="elementor-screen-only">Instagram</span><svg class="e-font-icon-svg e-fab-instagram" viewBox="0 0 448 512" xmlns="http://www.w3.org/2000/svg"><path d="M224.1 141c-63.6 0-114.9 51.3z"></path></svg></a></span>
				</div>
			</div>
		</div>
		<div class="elementor-element elementor-element-d3c2b1 elementor-widget elementor-widget-text-editor" data-id="d3c2b1" data-element_type="widget" data-widget_type="text-editor.default">
			<div class="elementor-widget-container"><p>&copy; 2025 Maison Dubreucq &middot; <a href="${D}/mentions-legales/">Mentions légales</a> &middot; <a href="${D}/politique-de-confidentialite/">Vie privée</a></p></div>
		</div>
		</div>
	</div>
</div>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Partager sur Facebook","shareOnTwitter":"Partager sur Twitter","pinIt":"L\\u2019\\u00e9pingler","download":"T\\u00e9l\\u00e9charger"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"3.24.7","is_static":false,"urls":{"assets":"https:\\/\\/dubreucq-chocolatier.be\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"}};
</script>
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.24.3" id="elementor-pro-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.24.7" id="elementor-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.24.7" id="elementor-frontend-modules-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.24.7" id="elementor-frontend-js"></script>
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=3.24.3" id="pro-elements-handlers-js"></script>
</body>
</html>`;

const text = (
  id: string,
  html: string,
) => `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-text-editor" data-id="${id}" data-element_type="widget" data-widget_type="text-editor.default">
				<div class="elementor-widget-container">
${html}
				</div>
			</div>`;

const heading = (
  id: string,
  tag: string,
  title: string,
) => `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-heading" data-id="${id}" data-element_type="widget" data-widget_type="heading.default">
				<div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${title}</${tag}></div>
			</div>`;

const container = (
  id: string,
  inner: string,
) => `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
		<div class="e-con-inner">
			${inner}
		</div>
	</div>`;

const region = (id: string, title: string, shops: string[]) =>
  `<div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container">
			${heading(`${id}h`, 'h3', title)}
			${text(`${id}t`, shops.join('\n'))}
		</div>`;

export const site: CorpusSite = {
  domain: 'dubreucq-chocolatier.be',
  covers:
    'Belgian chocolatier in French on WordPress with Elementor Pro and Yoast: a "Où nous trouver ?" page of stockists grouped by province and France in Elementor text widgets (linked sites, a bare written domain, Facebook-only and name-only shops, Google Maps direction links, an own boutique, an online retailer), plus co-creation partners named only on the about page; traps are the couverture supplier, a trade-association membership, corporate-gift clients, a salon and an awards body.',
  pages: {
    '/': {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        server: 'nginx',
        'x-powered-by': 'PHP/8.2.24',
        link: '<https://dubreucq-chocolatier.be/wp-json/>; rel="https://api.w.org/", <https://dubreucq-chocolatier.be/wp-json/wp/v2/pages/12>; rel="alternate"; title="JSON"; type="application/json", <https://dubreucq-chocolatier.be/>; rel=shortlink',
        vary: 'Accept-Encoding',
      },
      html: `${head('Maison Dubreucq &#8211; Chocolatier au Sablon depuis 1987', 'Pralines, ganaches et tablettes façonnées à la main au Sablon, Bruxelles.', '/', 12)}
	${container(
    '1a2b3c',
    `${heading('2b3c4d', 'h1', 'Pralines façonnées à la main au cœur du Sablon')}
			${text('3c4d5e', '<p>Depuis 1987, la famille Dubreucq travaille le chocolat dans son atelier de la rue de Rollebeek. Nos pralines sont réalisées en petites séries, sans huile de palme ni arômes artificiels.</p>')}
			<div class="elementor-element elementor-element-4d5e6f elementor-widget elementor-widget-button" data-id="4d5e6f" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${D}/points-de-vente/"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Trouver un point de vente</span></span></a></div></div></div>`,
  )}
	${container(
    '5e6f7a',
    `${heading('6f7a8b', 'h2', 'Nos boutiques')}
			${text('7a8b9c', '<p><strong>Sablon</strong> &mdash; Rue de Rollebeek 27, 1000 Bruxelles (atelier et boutique)<br /><strong>Flagey</strong> &mdash; Place Eugène Flagey 18, 1050 Ixelles</p><p>Et chez une quinzaine d&rsquo;épiceries fines en Belgique et en France.</p>')}`,
  )}
	${container(
    '8b9c0d',
    `${heading('9c0d1e', 'h2', 'Actualités')}
			${text('0d1e2f', `<p><a href="${D}/actualites/salon-du-chocolat-2024/">Retour sur le Salon du Chocolat de Paris 2024 et notre médaille d&rsquo;or</a></p>`)}`,
  )}
${footer}`,
    },
    '/points-de-vente/': {
      html: `${head('Où nous trouver ? &#8211; Maison Dubreucq', 'Nos boutiques et les épiceries fines qui proposent les pralines Dubreucq en Belgique et en France.', '/points-de-vente/', 14)}
	${container(
    'a1b2c3',
    `${heading('b2c3d4', 'h1', 'Où trouver nos chocolats&nbsp;?')}
			${text('c3d4e5', '<p>En plus de nos deux boutiques bruxelloises, nos pralines sont proposées par des épiceries fines et chocolatiers revendeurs que nous avons choisis un par un. Les assortiments varient selon les saisons&nbsp;: n&rsquo;hésitez pas à les appeler avant de passer.</p>')}`,
  )}
	<div class="elementor-element elementor-element-d4e5f6 e-flex e-con-boxed e-con e-parent" data-id="d4e5f6" data-element_type="container">
		<div class="e-con-inner">
		${region('e5f6a1', 'Bruxelles', [
      '<p><strong>Maison Dubreucq &ndash; Sablon</strong> (notre boutique)<br />Rue de Rollebeek 27, 1000 Bruxelles</p>',
      '<p><strong>Le Comptoir d&rsquo;Ixelles</strong><br />Rue du Bailli 61, 1050 Ixelles<br /><a href="https://www.lecomptoirdixelles.be/" target="_blank" rel="noopener">lecomptoirdixelles.be</a></p>',
      '<p><strong>Les Halles Gourmandes</strong><br />Chaussée de Waterloo 1210, 1180 Uccle<br /><a href="https://hallesgourmandes.be/epicerie-fine/" target="_blank" rel="noopener">Voir le site</a></p>',
    ])}
		${region('f6a1b2', 'Brabant wallon', [
      '<p><strong>Épicerie du Lac</strong><br />Avenue Albert Ier 3, 1332 Genval<br />www.epiceriedulac.be</p>',
      '<p><strong>La Ferme de Bierges</strong><br />Rue de la Ferme 2, 1301 Wavre<br /><a href="https://www.facebook.com/fermedebierges" target="_blank" rel="noopener">Page Facebook</a></p>',
    ])}
		${region('a1b2c4', 'Namur &amp; Liège', [
      '<p><strong>Maison Gérard</strong><br />Rue de Fer 44, 5000 Namur<br /><a href="https://maisongerard-namur.be/" target="_blank" rel="noopener">maisongerard-namur.be</a></p>',
      '<p><strong>Le Cornet Gourmand</strong><br />Rue Pont d&rsquo;Avroy 19, 4000 Liège<br /><a href="https://www.cornetgourmand.be/" target="_blank" rel="noopener">cornetgourmand.be</a> &middot; <a href="https://maps.google.com/?q=Rue+Pont+d%27Avroy+19+4000+Li%C3%A8ge" target="_blank" rel="noopener">Itinéraire</a></p>',
      '<p><strong>Au Panier de Spa</strong><br />Place Royale 8, 4900 Spa &middot; 087 77 25 14</p>',
    ])}
		${region('b2c3d5', 'Hainaut', [
      '<p><strong>Comptoir des Saveurs</strong><br />Rue de la Chaussée 52, 7000 Mons<br /><a href="http://www.comptoirdessaveurs-mons.be" target="_blank" rel="noopener">www.comptoirdessaveurs-mons.be</a></p>',
    ])}
		${region('c3d4e6', 'Flandre', [
      '<p><strong>Delicatessen Van Hecke</strong><br />Kouter 11, 9000 Gent<br /><a href="https://www.vanhecke-delicatessen.be/nl/" target="_blank" rel="noopener">vanhecke-delicatessen.be</a></p>',
      '<p><strong>Chocoladehuis &rsquo;t Pralientje</strong><br />Wiegstraat 6, 2000 Antwerpen<br />pralientje.be</p>',
    ])}
		${region('d4e5f7', 'France', [
      '<p><strong>La Cave à Chocolat</strong><br />Rue de la Monnaie 14, 59800 Lille<br /><a href="https://www.lacaveachocolat-lille.fr/" target="_blank" rel="noopener">lacaveachocolat-lille.fr</a></p>',
      '<p><strong>Les Délices du Marais</strong><br />Rue de Bretagne 31, 75003 Paris<br /><a href="https://delicesdumarais.fr/" target="_blank" rel="noopener">delicesdumarais.fr</a></p>',
    ])}
		</div>
	</div>
	${container(
    'e5f6a2',
    `${heading('f6a1b3', 'h2', 'En ligne')}
			${text('a1b2c5', '<p>Nos coffrets sont également vendus en ligne par notre revendeur <a href="https://www.belgiandelights.com/fr/maison-dubreucq" target="_blank" rel="noopener">Belgian Delights</a>, qui livre dans toute l&rsquo;Union européenne.</p><p>Vous tenez une épicerie fine et souhaitez devenir revendeur&nbsp;? Écrivez-nous à <a href="mailto:revendeurs@dubreucq-chocolatier.be">revendeurs@dubreucq-chocolatier.be</a>.</p>')}`,
  )}
${footer}`,
    },
    '/la-maison/': {
      html: `${head('La Maison &#8211; Maison Dubreucq', 'Trois générations de chocolatiers au Sablon.', '/la-maison/', 16)}
	${container(
    'aa11bb',
    `${heading('bb22cc', 'h1', 'La Maison')}
			${text(
        'cc33dd',
        `<p>Jean Dubreucq ouvre l&rsquo;atelier de la rue de Rollebeek en 1987 après quinze ans chez de grands chocolatiers bruxellois. Sa fille Claire et son petit-fils Hugo perpétuent aujourd&rsquo;hui ses recettes de pralinés à l&rsquo;ancienne.</p>
<h3>Notre chocolat</h3>
<p>Nous travaillons une couverture pure beurre de cacao produite pour nous par <a href="https://www.belcolade.com/fr" target="_blank" rel="noopener">Belcolade</a> à Erembodegem, à partir de fèves certifiées Cocoa Horizons. Les noisettes viennent du Piémont, le beurre d&rsquo;une laiterie de Herve.</p>`,
      )}`,
  )}
	${container(
    'dd44ee',
    `${heading('ee55ff', 'h2', 'Nos partenaires')}
			${text(
        'ff66aa',
        `<p>Certaines de nos créations sont nées de rencontres avec d&rsquo;autres artisans bruxellois&nbsp;:</p>
<ul>
<li><a href="https://www.brasserieducanal.be/" target="_blank" rel="noopener"><strong>Brasserie du Canal</strong></a> &mdash; nos truffes à la bière de saison, brassée à Molenbeek</li>
<li><a href="https://torrefaction-lambrecht.be/" target="_blank" rel="noopener"><strong>Torréfaction Lambrecht</strong></a> &mdash; la praline «&nbsp;Café du Sablon&nbsp;» et notre ganache espresso</li>
</ul>`,
      )}`,
  )}
${footer}`,
    },
    '/cadeaux-entreprises/': {
      html: `${head('Cadeaux d&rsquo;affaires &#8211; Maison Dubreucq', 'Ballotins et coffrets personnalisés pour vos clients et collaborateurs.', '/cadeaux-entreprises/', 18)}
	${container(
    'ab12cd',
    `${heading('bc23de', 'h1', 'Cadeaux d&rsquo;affaires')}
			${text('cd34ef', '<p>Ballotins à votre logo, coffrets de fin d&rsquo;année, pralines pour vos événements&nbsp;: nous livrons partout en Belgique à partir de 20 pièces.</p>')}
			${heading('de45fa', 'h2', 'Ils nous font confiance')}
			<div class="elementor-element elementor-element-ef56ab elementor-widget elementor-widget-image-gallery" data-id="ef56ab" data-element_type="widget" data-widget_type="image-gallery.default"><div class="elementor-widget-container"><div class="elementor-image-gallery"><div id="gallery-1" class="gallery galleryid-18 gallery-columns-4 gallery-size-medium">
				<figure class="gallery-item"><div class="gallery-icon landscape"><img width="300" height="120" src="${D}/wp-content/uploads/2024/01/client-verhaegen-avocats.png" class="attachment-medium size-medium" alt="Verhaegen &amp; Associés" /></div></figure>
				<figure class="gallery-item"><div class="gallery-icon landscape"><img width="300" height="120" src="${D}/wp-content/uploads/2024/01/client-hotel-du-sablon.png" class="attachment-medium size-medium" alt="Hôtel du Grand Sablon" /></div></figure>
				<figure class="gallery-item"><div class="gallery-icon landscape"><img width="300" height="120" src="${D}/wp-content/uploads/2024/01/client-notaires-brabant.png" class="attachment-medium size-medium" alt="Notaires du Brabant" /></div></figure>
				<figure class="gallery-item"><div class="gallery-icon landscape"><img width="300" height="120" src="${D}/wp-content/uploads/2024/01/client-banque-lambert.png" class="attachment-medium size-medium" alt="Banque Lambert &amp; Fils" /></div></figure>
			</div></div></div></div>
			${text('fa67bc', '<blockquote><p>«&nbsp;Nos clients attendent le ballotin Dubreucq chaque décembre.&nbsp;»</p><p>&mdash; Sophie Verhaegen, <a href="https://www.verhaegen-avocats.be/" target="_blank" rel="noopener">Verhaegen &amp; Associés</a></p></blockquote>')}`,
  )}
${footer}`,
    },
    '/actualites/salon-du-chocolat-2024/': {
      html: `${head('Salon du Chocolat 2024&nbsp;: une médaille d&rsquo;or pour notre praliné noisette &#8211; Maison Dubreucq', 'Retour sur le Salon du Chocolat de Paris 2024.', '/actualites/salon-du-chocolat-2024/', 27)}
	${container(
    'ac13bd',
    `${heading('bd24ce', 'h1', 'Salon du Chocolat 2024&nbsp;: une médaille d&rsquo;or pour notre praliné noisette')}
			${text(
        'ce35df',
        `<p class="date">6 novembre 2024</p>
<p>Pour notre troisième participation au <a href="https://www.salon-du-chocolat.com/" target="_blank" rel="noopener">Salon du Chocolat de Paris</a>, nous avons présenté la collection d&rsquo;hiver et une praline à la bière de notre partenaire la Brasserie du Canal.</p>
<p>Quelques semaines plus tôt, notre praliné noisette du Piémont a reçu une médaille d&rsquo;or aux <a href="https://www.internationalchocolateawards.com/" target="_blank" rel="noopener">International Chocolate Awards</a> (sélection Europe). Merci au jury et à toute l&rsquo;équipe de l&rsquo;atelier&nbsp;!</p>
<p>Photos&nbsp;: <a href="https://www.instagram.com/maisondubreucq/" target="_blank" rel="noopener">@maisondubreucq</a></p>`,
      )}`,
  )}
${footer}`,
    },
    '/contact/': {
      html: `${head('Contact &#8211; Maison Dubreucq', 'Contactez l&rsquo;atelier, nos boutiques ou le service cadeaux d&rsquo;affaires.', '/contact/', 20)}
	${container(
    'af14be',
    `${heading('be25cf', 'h1', 'Contact')}
			${text('cf36da', '<p><strong>Atelier et boutique du Sablon</strong><br />Rue de Rollebeek 27, 1000 Bruxelles<br />Du mardi au samedi, 10h&ndash;18h30, dimanche 10h&ndash;14h</p>')}
			<div class="elementor-element elementor-element-da47eb elementor-widget elementor-widget-google_maps" data-id="da47eb" data-element_type="widget" data-widget_type="google_maps.default"><div class="elementor-widget-container"><div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Rue%20de%20Rollebeek%2027%2C%201000%20Bruxelles&#038;t=m&#038;z=16&#038;output=embed&#038;iwloc=near" title="Rue de Rollebeek 27, 1000 Bruxelles" aria-label="Rue de Rollebeek 27, 1000 Bruxelles"></iframe></div></div></div>`,
  )}
${footer}`,
    },
  },
  sitemap: ['/', '/la-maison/', '/points-de-vente/', '/cadeaux-entreprises/', '/actualites/salon-du-chocolat-2024/', '/contact/'],
  technologies: [
    'elementor',
    'google-font-api',
    'google-maps',
    'hello-elementor',
    'jquery',
    'jquery-migrate',
    'mysql',
    'nginx',
    'open-graph',
    'php',
    'rss',
    'wordpress',
    'yoast-seo',
  ],
  partners: {
    'lecomptoirdixelles.be': 'channel',
    'hallesgourmandes.be': 'channel',
    'epiceriedulac.be': 'channel',
    'maisongerard-namur.be': 'channel',
    'cornetgourmand.be': 'channel',
    'comptoirdessaveurs-mons.be': 'channel',
    'vanhecke-delicatessen.be': 'channel',
    'pralientje.be': 'channel',
    'lacaveachocolat-lille.fr': 'channel',
    'delicesdumarais.fr': 'channel',
    'belgiandelights.com': 'channel',
    'brasserieducanal.be': 'generic',
    'torrefaction-lambrecht.be': 'generic',
  },
};
