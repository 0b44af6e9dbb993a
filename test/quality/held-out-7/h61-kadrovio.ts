import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!DOCTYPE html>
<html lang="pl-PL">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}" />
<link rel="canonical" href="https://kadrovio.pl${path}" />
<meta property="og:locale" content="pl_PL" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://kadrovio.pl${path}" />
<meta property="og:site_name" content="Kadrovio" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://kadrovio.pl${path}","url":"https://kadrovio.pl${path}","name":"${title}","isPartOf":{"@id":"https://kadrovio.pl/#website"},"inLanguage":"pl-PL"},{"@type":"WebSite","@id":"https://kadrovio.pl/#website","url":"https://kadrovio.pl/","name":"Kadrovio","publisher":{"@id":"https://kadrovio.pl/#organization"},"inLanguage":"pl-PL"},{"@type":"Organization","@id":"https://kadrovio.pl/#organization","name":"Kadrovio Sp. z o.o.","url":"https://kadrovio.pl/","logo":{"@type":"ImageObject","url":"https://kadrovio.pl/wp-content/uploads/2023/02/kadrovio-logo.svg"},"sameAs":["https://www.facebook.com/kadrovio","https://www.linkedin.com/company/kadrovio","https://www.youtube.com/@kadrovio"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Kadrovio &raquo; Kanał z wpisami" href="https://kadrovio.pl/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://kadrovio.pl/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://kadrovio.pl/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://kadrovio.pl/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='elementor-post-7-css' href='https://kadrovio.pl/wp-content/uploads/elementor/css/post-7.css?ver=1715080022' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://kadrovio.pl/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.21.2' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Inter%3A400%2C500%2C600%2C700&#038;display=swap&#038;subset=latin-ext&#038;ver=6.5.3' media='all' />
<script src="https://kadrovio.pl/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://kadrovio.pl/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://kadrovio.pl/wp-json/" />
<meta name="generator" content="WordPress 6.5.3" />
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-K7QX2PL');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://kadrovio.pl/wp-content/uploads/2023/02/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const header = `<body class="page-template-default page elementor-default elementor-kit-7">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QX2PL" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Przejdź do treści</a>
<div data-elementor-type="header" data-elementor-id="41" class="elementor elementor-41 elementor-location-header" data-elementor-post-type="elementor_library">
<section class="elementor-section elementor-top-section elementor-element elementor-element-2f81c0a elementor-section-boxed elementor-section-height-default" data-id="2f81c0a" data-element_type="section">
<div class="elementor-container elementor-column-gap-default">
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-5b0d2e1" data-id="5b0d2e1" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-8c2a1f4 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="8c2a1f4" data-element_type="widget" data-widget_type="theme-site-logo.default">
<div class="elementor-widget-container"><a href="https://kadrovio.pl"><img width="160" height="36" src="https://kadrovio.pl/wp-content/uploads/2023/02/kadrovio-logo.svg" class="attachment-full size-full" alt="Kadrovio" /></a></div>
</div></div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-77ad3b9" data-id="77ad3b9" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-1e6f0c2 elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="1e6f0c2" data-element_type="widget" data-widget_type="nav-menu.default">
<div class="elementor-widget-container">
<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-1e6f0c2" class="elementor-nav-menu">
<li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-has-children menu-item-120"><a href="https://kadrovio.pl/funkcje/" class="elementor-item">Funkcje</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
<li class="menu-item menu-item-121"><a href="https://kadrovio.pl/funkcje/lista-plac/" class="elementor-sub-item">Lista płac</a></li>
<li class="menu-item menu-item-122"><a href="https://kadrovio.pl/funkcje/ewidencja-czasu-pracy/" class="elementor-sub-item">Ewidencja czasu pracy</a></li>
<li class="menu-item menu-item-123"><a href="https://kadrovio.pl/funkcje/urlopy/" class="elementor-sub-item">Wnioski urlopowe</a></li>
<li class="menu-item menu-item-124"><a href="https://kadrovio.pl/integracje/" class="elementor-sub-item">Integracje</a></li>
</ul></li>
<li class="menu-item menu-item-125"><a href="https://kadrovio.pl/cennik/" class="elementor-item">Cennik</a></li>
<li class="menu-item menu-item-126"><a href="https://kadrovio.pl/klienci/" class="elementor-item">Klienci</a></li>
<li class="menu-item menu-item-has-children menu-item-127"><a href="https://kadrovio.pl/partnerzy/" class="elementor-item">Dla biur rachunkowych</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
<li class="menu-item menu-item-128"><a href="https://kadrovio.pl/partnerzy/" class="elementor-sub-item">Program partnerski</a></li>
<li class="menu-item menu-item-129"><a href="https://kadrovio.pl/partnerzy/znajdz-biuro/" class="elementor-sub-item">Znajdź biuro rachunkowe</a></li>
</ul></li>
<li class="menu-item menu-item-130"><a href="https://kadrovio.pl/blog/" class="elementor-item">Blog</a></li>
</ul></nav></div></div></div></div>
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-c93d7aa" data-id="c93d7aa" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-61b1f0e elementor-widget elementor-widget-button" data-id="61b1f0e" data-element_type="widget" data-widget_type="button.default">
<div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="https://app.kadrovio.pl/login"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Zaloguj się</span></span></a></div></div>
</div>
<div class="elementor-element elementor-element-0c4e7d2 elementor-widget elementor-widget-button" data-id="0c4e7d2" data-element_type="widget" data-widget_type="button.default">
<div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="https://app.kadrovio.pl/rejestracja?plan=trial"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Wypróbuj za darmo</span></span></a></div></div>
</div></div></div>
</div></section></div>
<main id="content" class="site-main">`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="52" class="elementor elementor-52 elementor-location-footer" data-elementor-post-type="elementor_library">
<section class="elementor-section elementor-top-section elementor-element elementor-element-9a3b1c5 elementor-section-boxed" data-id="9a3b1c5" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
<div class="elementor-container elementor-column-gap-wide">
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-3d1f8a0" data-id="3d1f8a0" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-aa01b2c elementor-widget elementor-widget-text-editor" data-id="aa01b2c" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">
<p><strong>Kadrovio Sp. z o.o.</strong><br>ul. Prosta 36<br>00-838 Warszawa<br>NIP 5272981144</p>
<p>Członek <a href="https://piit.org.pl/" target="_blank" rel="noopener">Polskiej Izby Informatyki i Telekomunikacji</a></p>
</div></div></div></div>
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-5e2c7b4" data-id="5e2c7b4" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-b1c2d3e elementor-widget elementor-widget-heading" data-id="b1c2d3e" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h4 class="elementor-heading-title elementor-size-default">Produkt</h4></div></div>
<div class="elementor-element elementor-element-c2d3e4f elementor-widget elementor-widget-icon-list" data-id="c2d3e4f" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container">
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/funkcje/"><span class="elementor-icon-list-text">Funkcje</span></a></li>
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/integracje/"><span class="elementor-icon-list-text">Integracje</span></a></li>
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/cennik/"><span class="elementor-icon-list-text">Cennik</span></a></li>
<li class="elementor-icon-list-item"><a href="https://status.kadrovio.pl/"><span class="elementor-icon-list-text">Status systemu</span></a></li>
</ul></div></div></div></div>
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-6f3a9d1" data-id="6f3a9d1" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-d3e4f50 elementor-widget elementor-widget-heading" data-id="d3e4f50" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h4 class="elementor-heading-title elementor-size-default">Firma</h4></div></div>
<div class="elementor-element elementor-element-e4f5061 elementor-widget elementor-widget-icon-list" data-id="e4f5061" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container">
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/o-nas/"><span class="elementor-icon-list-text">O nas</span></a></li>
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/kariera/"><span class="elementor-icon-list-text">Kariera</span></a></li>
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/partnerzy/"><span class="elementor-icon-list-text">Program partnerski</span></a></li>
<li class="elementor-icon-list-item"><a href="https://kadrovio.pl/polityka-prywatnosci/"><span class="elementor-icon-list-text">Polityka prywatności</span></a></li>
<li class="elementor-icon-list-item"><a href="https://kadrovio.com/"><span class="elementor-icon-list-text">English</span></a></li>
</ul></div></div></div></div>
<div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-7a4b0e2" data-id="7a4b0e2" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-f5061a2 elementor-widget elementor-widget-heading" data-id="f5061a2" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h4 class="elementor-heading-title elementor-size-default">Aplikacja mobilna</h4></div></div>
<div class="elementor-element elementor-element-0a1b2c3 elementor-widget elementor-widget-image" data-id="0a1b2c3" data-element_type="widget" data-widget_type="image.default"><div class="elementor-widget-container"><a href="https://apps.apple.com/pl/app/kadrovio/id1589203347"><img src="https://kadrovio.pl/wp-content/uploads/2023/05/app-store-badge-pl.svg" alt="Pobierz w App Store" width="120" height="40"></a></div></div>
<div class="elementor-element elementor-element-1b2c3d4 elementor-widget elementor-widget-image" data-id="1b2c3d4" data-element_type="widget" data-widget_type="image.default"><div class="elementor-widget-container"><a href="https://play.google.com/store/apps/details?id=pl.kadrovio.mobile"><img src="https://kadrovio.pl/wp-content/uploads/2023/05/google-play-badge-pl.png" alt="Pobierz z Google Play" width="135" height="40"></a></div></div>
<div class="elementor-element elementor-element-2c3d4e5 elementor-shape-circle elementor-widget elementor-widget-social-icons" data-id="2c3d4e5" data-element_type="widget" data-widget_type="social-icons.default"><div class="elementor-widget-container"><div class="elementor-social-icons-wrapper elementor-grid">
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/kadrovio" target="_blank"><span class="elementor-screen-only">Facebook</span></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/kadrovio" target="_blank"><span class="elementor-screen-only">Linkedin</span></a></span>
<span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@kadrovio" target="_blank"><span class="elementor-screen-only">Youtube</span></a></span>
</div></div></div>
</div></div>
</div></section>
<section class="elementor-section elementor-top-section elementor-element elementor-element-8b5c1f3 elementor-section-boxed" data-id="8b5c1f3" data-element_type="section"><div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-9c6d2a4" data-id="9c6d2a4" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-ad7e3b5 elementor-widget elementor-widget-text-editor" data-id="ad7e3b5" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>© 2024 Kadrovio Sp. z o.o. Wszelkie prawa zastrzeżone.</p></div></div></div></div></div></section>
</div>
<script src="https://kadrovio.pl/wp-content/plugins/elementor-pro/assets/lib/smartmenus/jquery.smartmenus.min.js?ver=1.2.1" id="smartmenus-js"></script>
<script src="https://kadrovio.pl/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://kadrovio.pl/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://kadrovio.pl/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const section = (id: string, inner: string) =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;

const imageBox = (id: string, col: string, img: string, alt: string, title: string, href: string | null, desc: string) =>
  `<div class="elementor-column elementor-col-${col} elementor-inner-column elementor-element elementor-element-${id}c" data-id="${id}c" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-${id} elementor-position-top elementor-widget elementor-widget-image-box" data-id="${id}" data-element_type="widget" data-widget_type="image-box.default"><div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img">${href ? `<a href="${href}" target="_blank" rel="noopener" tabindex="-1">` : ''}<img width="240" height="80" src="https://kadrovio.pl/wp-content/uploads/2024/01/${img}" class="attachment-full size-full" alt="${alt}" loading="lazy" />${href ? '</a>' : ''}</figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${href ? `<a href="${href}" target="_blank" rel="noopener">${title}</a>` : title}</h3><p class="elementor-image-box-description">${desc}</p></div></div></div></div></div></div>`;

export const site: CorpusSite = {
  domain: 'kadrovio.pl',
  otherDomains: ['kadrovio.com'],
  covers:
    'Polish WordPress/Elementor payroll SaaS: integrations as Elementor image-boxes (one via UTM link, one "coming soon" unlinked) and an accounting-office directory under a "Dla biur rachunkowych" menu with one domain written as text and one office without a website; traps are customer case studies, investors, an award, a chamber membership, a blog post linking ZUS/PPK sites, job boards and app-store links.',
  sitemap: [
    '/',
    '/integracje/',
    '/partnerzy/',
    '/partnerzy/znajdz-biuro/',
    '/klienci/',
    '/o-nas/',
    '/kariera/',
    '/blog/ppk-a-wynagrodzenia-2024/',
  ],
  pages: {
    '/': {
      headers: {
        server: 'nginx',
        'content-type': 'text/html; charset=UTF-8',
        'x-powered-by': 'PHP/8.2.18',
        link: '<https://kadrovio.pl/wp-json/>; rel="https://api.w.org/", <https://kadrovio.pl/wp-json/wp/v2/pages/7>; rel="alternate"; type="application/json", <https://kadrovio.pl/>; rel=shortlink',
        'strict-transport-security': 'max-age=31536000',
      },
      html: `${head('Kadrovio – kadry i płace online dla małych i średnich firm', '/', 'Lista płac, ewidencja czasu pracy i e-teczki w jednej aplikacji. Integracje z programami księgowymi.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="7" class="elementor elementor-7" data-elementor-post-type="page">
${section(
  '3a9f1e2',
  `<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-41bb0c7" data-id="41bb0c7" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-5d1e7a9 elementor-widget elementor-widget-heading" data-id="5d1e7a9" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Kadry i płace bez papierów i bez stresu</h1></div></div>
<div class="elementor-element elementor-element-6e2f8b0 elementor-widget elementor-widget-text-editor" data-id="6e2f8b0" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Kadrovio liczy wynagrodzenia, składki ZUS i zaliczki PIT, prowadzi e-teczki pracowników i ewidencję czasu pracy. Dane trafiają automatycznie do Twojego programu księgowego.</p></div></div>
<div class="elementor-element elementor-element-7f3a9c1 elementor-widget elementor-widget-button" data-id="7f3a9c1" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="https://app.kadrovio.pl/rejestracja?plan=trial"><span class="elementor-button-text">Załóż darmowe konto na 30 dni</span></a></div></div></div>
</div></div>
<div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-82c4d0e" data-id="82c4d0e" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-93d5e1f elementor-widget elementor-widget-image" data-id="93d5e1f" data-element_type="widget" data-widget_type="image.default"><div class="elementor-widget-container"><img width="1200" height="800" src="https://kadrovio.pl/wp-content/uploads/2024/02/kadrovio-dashboard.webp" alt="Panel listy płac w Kadrovio" fetchpriority="high" /></div></div></div></div>`,
)}
${section(
  'a4e6f20',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-b5f7013" data-id="b5f7013" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-c608124 elementor-widget elementor-widget-heading" data-id="c608124" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Zaufało nam ponad 2 300 firm</h2></div></div>
<div class="elementor-element elementor-element-d719235 elementor-widget elementor-widget-image-carousel" data-id="d719235" data-element_type="widget" data-widget_type="image-carousel.default"><div class="elementor-widget-container"><div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper">
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://kadrovio.pl/wp-content/uploads/2023/09/klient-piekarnia-zdrojowa.png" alt="Piekarnia Zdrojowa" /></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://kadrovio.pl/wp-content/uploads/2023/09/klient-mazury-resort.png" alt="Mazury Resort &amp; Spa" /></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://kadrovio.pl/wp-content/uploads/2023/09/klient-logitrans.png" alt="LogiTrans" /></figure></div>
<div class="swiper-slide"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://kadrovio.pl/wp-content/uploads/2023/09/klient-dentica.png" alt="Dentica Kliniki" /></figure></div>
</div></div></div></div>
<div class="elementor-element elementor-element-e82a346 elementor-widget elementor-widget-text-editor" data-id="e82a346" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p><a href="https://kadrovio.pl/klienci/">Zobacz, jak pracują z nami nasi klienci →</a></p></div></div>
</div></div>`,
)}
${section(
  'f93b457',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-0a4c568" data-id="0a4c568" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-1b5d679 elementor-widget elementor-widget-heading" data-id="1b5d679" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Współpracujesz z biurem rachunkowym?</h2></div></div>
<div class="elementor-element elementor-element-2c6e78a elementor-widget elementor-widget-text-editor" data-id="2c6e78a" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Ponad 120 certyfikowanych biur rachunkowych w całej Polsce obsługuje płace swoich klientów w Kadrovio. <a href="https://kadrovio.pl/partnerzy/znajdz-biuro/">Znajdź biuro w swojej okolicy</a> albo <a href="https://kadrovio.pl/integracje/">sprawdź integracje z programami księgowymi</a>.</p></div></div>
</div></div>`,
)}
</div>
${footer}`,
    },
    '/integracje/': {
      html: `${head('Integracje – Kadrovio', '/integracje/', 'Kadrovio łączy się z programami księgowymi, ERP i komunikatorami.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="214" class="elementor elementor-214" data-elementor-post-type="page">
${section(
  '4d7f8b9',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-5e809ca" data-id="5e809ca" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-6f91adb elementor-widget elementor-widget-heading" data-id="6f91adb" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Integracje</h1></div></div>
<div class="elementor-element elementor-element-70a2bec elementor-widget elementor-widget-text-editor" data-id="70a2bec" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Przesyłaj dekrety płacowe do księgowości, synchronizuj pracowników i wysyłaj powiadomienia tam, gdzie pracuje Twój zespół. Eksport deklaracji do programu Płatnik oraz przelewów do banku (ING, mBank, PKO BP) jest dostępny w każdym planie.</p></div></div>
</div></div>`,
)}
${section(
  '81b3cfd',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-92c4d0e" data-id="92c4d0e" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-a3d5e1f elementor-widget elementor-widget-heading" data-id="a3d5e1f" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Księgowość i ERP</h2></div></div>
<section class="elementor-section elementor-inner-section elementor-element elementor-element-b4e6f20 elementor-section-boxed" data-id="b4e6f20" data-element_type="section"><div class="elementor-container elementor-column-gap-default">
${imageBox('c5f7031', '33', 'comarch-optima.png', 'Comarch ERP Optima logo', 'Comarch ERP Optima', 'https://www.comarch.pl/erp/comarch-optima/', 'Automatyczny eksport list płac i dekretów do modułu Księga Handlowa.')}
${imageBox('d6081a2', '33', 'enova365.png', 'enova365 logo', 'enova365', 'https://www.enova.pl/', 'Synchronizacja kartotek pracowników i eksport poleceń księgowania.')}
${imageBox('e7192b3', '33', 'symfonia.png', 'Symfonia logo', 'Symfonia Finanse i Księgowość', 'https://symfonia.pl/', 'Import dekretów płacowych jednym kliknięciem.')}
</div></section>
<section class="elementor-section elementor-inner-section elementor-element elementor-element-f82a3c4 elementor-section-boxed" data-id="f82a3c4" data-element_type="section"><div class="elementor-container elementor-column-gap-default">
${imageBox('093b4d5', '33', 'wfirma.png', 'wFirma logo', 'wFirma', 'https://wfirma.pl/?utm_source=kadrovio&utm_medium=integracje&utm_campaign=partner', 'Koszty wynagrodzeń księgowane automatycznie w KPiR i pełnej księgowości.')}
${imageBox('1a4c5e6', '33', 'infakt.png', 'inFakt logo', 'inFakt', 'https://www.infakt.pl/', 'Płace Twoich pracowników od razu w księgowości internetowej inFakt.')}
${imageBox('2b5d6f7', '33', 'saldeo.png', 'Saldeo logo', 'Saldeo SMART <span class="badge">wkrótce</span>', null, 'Integracja w przygotowaniu – zapisz się na listę oczekujących.')}
</div></section>
</div></div>`,
)}
${section(
  '3c6e708',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-4d7f819" data-id="4d7f819" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-5e8092a elementor-widget elementor-widget-heading" data-id="5e8092a" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Komunikacja i praca zespołowa</h2></div></div>
<section class="elementor-section elementor-inner-section elementor-element elementor-element-6f91a3b elementor-section-boxed" data-id="6f91a3b" data-element_type="section"><div class="elementor-container elementor-column-gap-default">
${imageBox('70a2b4c', '33', 'slack.png', 'Slack', 'Slack', 'https://slack.com/intl/pl-pl/', 'Powiadomienia o wnioskach urlopowych i akceptacjach prosto na kanał zespołu.')}
${imageBox('81b3c5d', '33', 'ms-teams.png', 'Microsoft Teams', 'Microsoft Teams', 'https://www.microsoft.com/pl-pl/microsoft-teams/group-chat-software', 'Bot Kadrovio w Teams: saldo urlopu, paski wynagrodzeń, zatwierdzanie wniosków.')}
${imageBox('92c4d6e', '33', 'google-workspace.png', 'Google Workspace', 'Google Workspace', 'https://workspace.google.com/intl/pl/', 'Logowanie przez Google i nieobecności w Kalendarzu Google.')}
</div></section>
</div></div>`,
)}
${section(
  'a3d5e7f',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-b4e6f80" data-id="b4e6f80" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated"><div class="elementor-element elementor-element-c5f7091 elementor-widget elementor-widget-text-editor" data-id="c5f7091" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Potrzebujesz własnej integracji? Skorzystaj z naszego <a href="https://developers.kadrovio.pl/">REST API</a> lub napisz do nas: <a href="mailto:integracje@kadrovio.pl">integracje@kadrovio.pl</a>.</p></div></div></div></div>`,
)}
</div>
${footer}`,
    },
    '/partnerzy/': {
      html: `${head('Program partnerski dla biur rachunkowych – Kadrovio', '/partnerzy/', 'Dołącz do programu partnerskiego Kadrovio i obsługuj płace klientów szybciej.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="260" class="elementor elementor-260" data-elementor-post-type="page">
${section(
  'd6081b2',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-e7192c3" data-id="e7192c3" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-f82a3d4 elementor-widget elementor-widget-heading" data-id="f82a3d4" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Program partnerski dla biur rachunkowych</h1></div></div>
<div class="elementor-element elementor-element-093b4e5 elementor-widget elementor-widget-text-editor" data-id="093b4e5" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">
<p>Obsługujesz płace kilkudziesięciu klientów? Jako Partner Kadrovio otrzymujesz panel wielu firm, 30% rabatu dla swoich klientów, szkolenia i opiekuna partnera.</p>
<ul><li>Status Partnera Srebrnego od 5 klientów</li><li>Status Partnera Złotego od 25 klientów i wpis na <a href="https://kadrovio.pl/partnerzy/znajdz-biuro/">mapę certyfikowanych biur</a></li><li>Certyfikacja po bezpłatnym szkoleniu online</li></ul>
</div></div>
<div class="elementor-element elementor-element-1a4c5f6 elementor-widget elementor-widget-form" data-id="1a4c5f6" data-element_type="widget" data-widget_type="form.default"><div class="elementor-widget-container">
<form class="elementor-form" method="post" name="Zgłoszenie partnera">
<input type="hidden" name="post_id" value="260"/><input type="hidden" name="form_id" value="1a4c5f6"/>
<div class="elementor-form-fields-wrapper elementor-labels-above">
<div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-50"><label for="form-field-name" class="elementor-field-label">Nazwa biura</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm elementor-field-textual" required="required"></div>
<div class="elementor-field-type-url elementor-field-group elementor-column elementor-field-group-www elementor-col-50"><label for="form-field-www" class="elementor-field-label">Strona WWW</label><input size="1" type="url" name="form_fields[www]" id="form-field-www" class="elementor-field elementor-size-sm elementor-field-textual" placeholder="https://www.twoje-biuro.pl"></div>
<div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-100"><label for="form-field-email" class="elementor-field-label">E-mail</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" required="required"></div>
<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Wyślij zgłoszenie</span></button></div>
</div></form></div></div>
</div></div>`,
)}
</div>
${footer}`,
    },
    '/partnerzy/znajdz-biuro/': {
      html: `${head('Znajdź certyfikowane biuro rachunkowe – Kadrovio', '/partnerzy/znajdz-biuro/', 'Lista biur rachunkowych – certyfikowanych partnerów Kadrovio.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="275" class="elementor elementor-275" data-elementor-post-type="page">
${section(
  '2b5d607',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-3c6e718" data-id="3c6e718" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-4d7f829 elementor-widget elementor-widget-heading" data-id="4d7f829" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Certyfikowane biura rachunkowe</h1></div></div>
<div class="elementor-element elementor-element-5e8093a elementor-widget elementor-widget-text-editor" data-id="5e8093a" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>Poniższe biura są Złotymi Partnerami Kadrovio – przeszły certyfikację i poprowadzą kadry i płace Twojej firmy w naszym systemie.</p></div></div>
<div class="elementor-element elementor-element-6f91a4b elementor-grid-3 elementor-widget elementor-widget-loop-grid" data-id="6f91a4b" data-element_type="widget" data-widget_type="loop-grid.post"><div class="elementor-widget-container"><div class="elementor-loop-container elementor-grid">
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-301 post-301 biuro type-biuro status-publish miasto-warszawa">
<h3 class="elementor-heading-title">Biuro Rachunkowe Nowak &amp; Wspólnicy</h3>
<p class="biuro-miasto">Warszawa, ul. Grzybowska 12/4</p>
<p class="biuro-poziom">Złoty Partner · 48 klientów w Kadrovio</p>
<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="https://www.nowak-rachunkowosc.pl/" target="_blank" rel="nofollow noopener"><span class="elementor-button-text">Odwiedź stronę</span></a></div>
</div>
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-305 post-305 biuro type-biuro status-publish miasto-poznan">
<h3 class="elementor-heading-title">Księgowość Plus Sp. z o.o.</h3>
<p class="biuro-miasto">Poznań, ul. Półwiejska 28</p>
<p class="biuro-poziom">Złoty Partner · 61 klientów w Kadrovio</p>
<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="https://ksiegowosc-plus.com.pl/kontakt/" target="_blank" rel="nofollow noopener"><span class="elementor-button-text">Odwiedź stronę</span></a></div>
</div>
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-309 post-309 biuro type-biuro status-publish miasto-warszawa">
<h3 class="elementor-heading-title">Rachmistrz Mokotów</h3>
<p class="biuro-miasto">Warszawa, ul. Puławska 145</p>
<p class="biuro-poziom">Złoty Partner · 27 klientów w Kadrovio</p>
<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="http://rachmistrz-mokotow.waw.pl" target="_blank" rel="nofollow noopener"><span class="elementor-button-text">Odwiedź stronę</span></a></div>
</div>
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-312 post-312 biuro type-biuro status-publish miasto-krakow">
<h3 class="elementor-heading-title">Kancelaria Podatkowa Wiśniewska</h3>
<p class="biuro-miasto">Kraków, al. Pokoju 18</p>
<p class="biuro-poziom">Złoty Partner · 33 klientów w Kadrovio</p>
<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="https://wisniewska-podatki.pl/?utm_source=kadrovio&amp;utm_medium=katalog_biur" target="_blank" rel="nofollow noopener"><span class="elementor-button-text">Odwiedź stronę</span></a></div>
</div>
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-318 post-318 biuro type-biuro status-publish miasto-gdansk">
<h3 class="elementor-heading-title">BR Kowalczyk</h3>
<p class="biuro-miasto">Gdańsk, ul. Grunwaldzka 82</p>
<p class="biuro-poziom">Złoty Partner · 25 klientów w Kadrovio</p>
<p class="biuro-www">www.brkowalczyk.pl · tel. 58 301 22 90</p>
</div>
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-321 post-321 biuro type-biuro status-publish miasto-wroclaw">
<h3 class="elementor-heading-title">ProKadry HR Outsourcing</h3>
<p class="biuro-miasto">Wrocław, pl. Grunwaldzki 23</p>
<p class="biuro-poziom">Złoty Partner · 92 klientów w Kadrovio</p>
<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-xs" href="https://prokadry.eu/" target="_blank" rel="nofollow noopener"><span class="elementor-button-text">Odwiedź stronę</span></a></div>
</div>
<div data-elementor-type="loop-item" data-elementor-id="290" class="elementor elementor-290 e-loop-item e-loop-item-324 post-324 biuro type-biuro status-publish miasto-lodz">
<h3 class="elementor-heading-title">Biuro Rachunkowe „Bilans”</h3>
<p class="biuro-miasto">Łódź, ul. Piotrkowska 120</p>
<p class="biuro-poziom">Złoty Partner · tel. 42 630 11 45</p>
</div>
</div></div></div>
</div></div>`,
)}
</div>
${footer}`,
    },
    '/klienci/': {
      html: `${head('Klienci i case studies – Kadrovio', '/klienci/', 'Historie firm, które prowadzą kadry i płace w Kadrovio.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="180" class="elementor elementor-180" data-elementor-post-type="page">
${section(
  '7a1b2c3',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-8b2c3d4" data-id="8b2c3d4" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-9c3d4e5 elementor-widget elementor-widget-heading" data-id="9c3d4e5" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Nasi klienci</h1></div></div>
<div class="elementor-element elementor-element-ad4e5f6 elementor-widget elementor-widget-text-editor" data-id="ad4e5f6" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">
<h3>Piekarnia Zdrojowa – 140 pracowników na trzy zmiany</h3>
<p>„Rozliczenie nadgodzin piekarzy zajmowało nam dwa dni. Teraz robi się samo.” – Anna Zdrojewska, właścicielka. <a href="https://piekarniazdrojowa.pl/" target="_blank" rel="noopener">piekarniazdrojowa.pl</a></p>
<h3>Mazury Resort &amp; Spa – sezonowe umowy zlecenia</h3>
<p>Hotel zatrudnia co sezon ponad 80 osób na umowach zlecenia. <a href="https://www.mazuryresort.pl/" target="_blank" rel="noopener">Strona klienta</a></p>
<h3>LogiTrans – kierowcy i ryczałty za noclegi</h3>
<p>Firma transportowa z Kutna rozlicza diety i ryczałty kierowców bez arkuszy kalkulacyjnych. <a href="https://logitrans-kutno.pl/">logitrans-kutno.pl</a></p>
</div></div>
</div></div>`,
)}
</div>
${footer}`,
    },
    '/o-nas/': {
      html: `${head('O nas – Kadrovio', '/o-nas/', 'Poznaj zespół Kadrovio.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="95" class="elementor elementor-95" data-elementor-post-type="page">
${section(
  'be5f607',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-cf60718" data-id="cf60718" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-d0718a9 elementor-widget elementor-widget-text-editor" data-id="d0718a9" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">
<h1>O nas</h1>
<p>Kadrovio powstało w 2019 roku w Warszawie. Zespół 45 osób łączy doświadczenie kadrowych, księgowych i programistów.</p>
<h2>Inwestorzy</h2>
<p>W 2022 roku pozyskaliśmy 12 mln zł w rundzie seed prowadzonej przez <a href="https://inovo.vc/" target="_blank" rel="noopener">Inovo Venture Partners</a> z udziałem <a href="https://pfrventures.pl/" target="_blank" rel="noopener">PFR Ventures</a>.</p>
<h2>Wyróżnienia</h2>
<p>Laureat rankingu <a href="https://www2.deloitte.com/pl/pl/pages/technology-media-and-telecommunications/articles/fast50-ce.html" target="_blank" rel="noopener">Deloitte Technology Fast 50 Central Europe 2023</a>.</p>
</div></div>
</div></div>`,
)}
</div>
${footer}`,
    },
    '/kariera/': {
      html: `${head('Kariera – Kadrovio', '/kariera/', 'Dołącz do zespołu Kadrovio.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="99" class="elementor elementor-99" data-elementor-post-type="page">
${section(
  'e1829ba',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-f293acb" data-id="f293acb" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-03a4bdc elementor-widget elementor-widget-text-editor" data-id="03a4bdc" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">
<h1>Kariera w Kadrovio</h1>
<ul>
<li>Senior PHP Developer (Symfony) – <a href="https://justjoin.it/offers/kadrovio-senior-php-developer-warszawa" target="_blank">zobacz ogłoszenie na Just Join IT</a></li>
<li>Specjalista/-tka ds. wdrożeń kadrowo-płacowych – <a href="https://www.pracuj.pl/praca/specjalista-ds-wdrozen-kadrowo-placowych-warszawa,oferta,1003182233" target="_blank">ogłoszenie na Pracuj.pl</a></li>
</ul>
<p>Nie znalazłeś oferty dla siebie? Wyślij CV na <a href="mailto:kariera@kadrovio.pl">kariera@kadrovio.pl</a>.</p>
</div></div>
</div></div>`,
)}
</div>
${footer}`,
    },
    '/blog/ppk-a-wynagrodzenia-2024/': {
      html: `${head('PPK a wynagrodzenia w 2024 roku – co musi wiedzieć pracodawca – Kadrovio', '/blog/ppk-a-wynagrodzenia-2024/', 'Wpłaty do PPK, stawki i terminy w 2024 roku.')}
${header}
<article class="post-402 post type-post status-publish format-standard has-post-thumbnail category-prawo-pracy">
<div data-elementor-type="single-post" data-elementor-id="60" class="elementor elementor-60 elementor-location-single" data-elementor-post-type="elementor_library">
${section(
  '14b5ced',
  `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-25c6dfe" data-id="25c6dfe" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
<div class="elementor-element elementor-element-36d7e0f elementor-widget elementor-widget-theme-post-content" data-id="36d7e0f" data-element_type="widget" data-widget_type="theme-post-content.default"><div class="elementor-widget-container">
<h1>PPK a wynagrodzenia w 2024 roku</h1>
<p>Pracowników, którzy ukończyli 55 lat, instytucja finansowa zapisuje do PPK tylko na ich wniosek. Aktualne stawki i terminy wpłat znajdziesz na portalu <a href="https://www.mojeppk.pl/" target="_blank" rel="noopener">mojeppk.pl</a> prowadzonym przez PFR Portal PPK.</p>
<p>Wpłata finansowana przez pracodawcę jest przychodem pracownika i podlega opodatkowaniu – szczegóły w objaśnieniach Ministerstwa Finansów na <a href="https://www.podatki.gov.pl/" target="_blank" rel="noopener">podatki.gov.pl</a>. Składki rozliczasz tak jak dotąd w programie Płatnik udostępnianym przez <a href="https://www.zus.pl/" target="_blank" rel="noopener">ZUS</a>.</p>
<p>W Kadrovio wpłaty PPK naliczają się automatycznie, a plik dla instytucji finansowej (np. PKO TFI, Pekao TFI) wygenerujesz jednym kliknięciem.</p>
</div></div>
</div></div>`,
)}
</div>
</article>
${footer}`,
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'nginx',
    'swiper',
    'priority-hints',
    'google-font-api',
    'jquery',
    'jquery-migrate',
    'hsts',
    'google-tag-manager',
    'rss',
    'open-graph',
  ],
  partners: {
    'comarch.pl': 'technology',
    'enova.pl': 'technology',
    'symfonia.pl': 'technology',
    'wfirma.pl': 'technology',
    'infakt.pl': 'technology',
    'slack.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'nowak-rachunkowosc.pl': 'channel',
    'ksiegowosc-plus.com.pl': 'channel',
    'rachmistrz-mokotow.waw.pl': 'channel',
    'wisniewska-podatki.pl': 'channel',
    'brkowalczyk.pl': 'channel',
    'prokadry.eu': 'channel',
  },
};
