import type { CorpusSite } from '../corpus/types.js';

/*
 * Corvane Motion Systems, Inc. (Rockford, Illinois): servo presses, electric actuators and motion-control cells.
 * WordPress 6.5 on WP Engine, Hello Elementor theme with Elementor Pro, Yoast SEO, WP Rocket, Site Kit, CookieYes,
 * HubSpot tracking, Google Tag Manager.
 */

let seq = 0x2b41;
const eid = (): string => (seq++ * 0x3d1f).toString(16).slice(-7).padStart(7, '0');

const widget = (type: string, inner: string): string => {
  const id = eid();
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default">
<div class="elementor-widget-container">
${inner}
</div>
</div>`;
};

const column = (size: number, inner: string): string => {
  const id = eid();
  return `<div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column">
<div class="elementor-widget-wrap elementor-element-populated">
${inner}
</div>
</div>`;
};

const section = (inner: string, extra = ''): string => {
  const id = eid();
  return `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default elementor-section-height-default ${extra}" data-id="${id}" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
<div class="elementor-container elementor-column-gap-default">
${inner}
</div>
</section>`;
};

const heading = (tag: string, text: string): string =>
  widget('heading', `<${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}>`);
const text = (html: string): string => widget('text-editor', html);
const button = (href: string, label: string, extra = ''): string =>
  widget(
    'button',
    `<div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-sm" href="${href}"${extra}><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div>`,
  );

const head = (title: string, description: string, path: string, pageId: number, extraHead = ''): string => `<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">
<script id="cookieyes" type="text/javascript" src="https://cdn-cookieyes.com/client_data/7c1e0a9d4b2f83e6a51d/script.js"></script>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://corvanemotion.com${path}">
<meta property="og:locale" content="en_US">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://corvanemotion.com${path}">
<meta property="og:site_name" content="Corvane Motion Systems">
<meta property="og:image" content="https://corvanemotion.com/wp-content/uploads/2024/02/corvane-og-servo-press.jpg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:site" content="@CorvaneMotion">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://corvanemotion.com${path}","url":"https://corvanemotion.com${path}","name":"${title}","isPartOf":{"@id":"https://corvanemotion.com/#website"},"inLanguage":"en-US"},{"@type":"WebSite","@id":"https://corvanemotion.com/#website","url":"https://corvanemotion.com/","name":"Corvane Motion Systems","publisher":{"@id":"https://corvanemotion.com/#organization"}},{"@type":"Organization","@id":"https://corvanemotion.com/#organization","name":"Corvane Motion Systems, Inc.","url":"https://corvanemotion.com/","logo":{"@type":"ImageObject","url":"https://corvanemotion.com/wp-content/uploads/2023/11/corvane-logo.svg"},"sameAs":["https://www.linkedin.com/company/corvane-motion-systems","https://www.youtube.com/@corvanemotion","https://x.com/CorvaneMotion"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="dns-prefetch" href="//js.hs-scripts.com">
<link rel="dns-prefetch" href="//www.googletagmanager.com">
<link rel="alternate" type="application/rss+xml" title="Corvane Motion Systems &raquo; Feed" href="https://corvanemotion.com/feed/">
<link rel="stylesheet" id="wp-block-library-css" href="https://corvanemotion.com/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3" media="all">
<link rel="stylesheet" id="hello-elementor-css" href="https://corvanemotion.com/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="hello-elementor-theme-style-css" href="https://corvanemotion.com/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1" media="all">
<link rel="stylesheet" id="corvane-child-css" href="https://corvanemotion.com/wp-content/themes/corvane-child/style.css?ver=1.4.2" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://corvanemotion.com/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="swiper-css" href="https://corvanemotion.com/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5" media="all">
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="https://corvanemotion.com/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1715092231" media="all">
<link rel="stylesheet" id="elementor-pro-css" href="https://corvanemotion.com/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.21.2" media="all">
<link rel="stylesheet" id="font-awesome-5-all-css" href="https://corvanemotion.com/wp-content/plugins/elementor/assets/lib/font-awesome/css/all.min.css?ver=3.21.5" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Barlow%3A400%2C500%2C600%2C700%7CInter%3A400%2C500&#038;display=swap&#038;ver=6.5.3" media="all">
<link rel="preconnect" href="https://fonts.gstatic.com/" crossorigin>
<script src="https://corvanemotion.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://corvanemotion.com/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<!-- Google tag (gtag.js) snippet added by Site Kit -->
<script src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4XW1P" id="google_gtagjs-js" async></script>
<script id="google_gtagjs-js-after">
window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}
gtag("set","linker",{"domains":["corvanemotion.com"]});
gtag("js", new Date());
gtag("set", "developer_id.dZTNiMT", true);
gtag("config", "G-7QK2M4XW1P");
</script>
<!-- End Google tag (gtag.js) snippet added by Site Kit -->
<link rel="https://api.w.org/" href="https://corvanemotion.com/wp-json/">
<link rel="alternate" type="application/json" href="https://corvanemotion.com/wp-json/wp/v2/pages/${pageId}">
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://corvanemotion.com/xmlrpc.php?rsd">
<meta name="generator" content="WordPress 6.5.3">
<link rel="shortlink" href="https://corvanemotion.com/?p=${pageId}">
<meta name="generator" content="Site Kit by Google 1.126.0">
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NX8R2QF');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://corvanemotion.com/wp-content/uploads/2023/11/cropped-corvane-icon-32x32.png" sizes="32x32">
<link rel="icon" href="https://corvanemotion.com/wp-content/uploads/2023/11/cropped-corvane-icon-192x192.png" sizes="192x192">
<link rel="apple-touch-icon" href="https://corvanemotion.com/wp-content/uploads/2023/11/cropped-corvane-icon-180x180.png">
${extraHead}
</head>`;

const nav = `<header data-elementor-type="header" data-elementor-id="88" class="elementor elementor-88 elementor-location-header" data-elementor-post-type="elementor_library">
<div class="corvane-topbar">
<div class="corvane-topbar__inner">
<span class="corvane-topbar__item"><i aria-hidden="true" class="fas fa-phone-alt"></i> <a href="tel:+18155550142">+1 (815) 555-0142</a></span>
<span class="corvane-topbar__item"><i aria-hidden="true" class="fas fa-envelope"></i> <a href="mailto:sales@corvanemotion.com">sales@corvanemotion.com</a></span>
<span class="corvane-topbar__item"><a href="https://www.corvaneparts.com/" target="_blank" rel="noopener">Parts Store</a></span>
<span class="corvane-topbar__item"><a href="https://www.corvanemotion.de/" hreflang="de">Europe (DE)</a></span>
</div>
</div>
<nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade" aria-label="Main menu">
<a class="site-logo" href="https://corvanemotion.com/"><img width="212" height="48" src="https://corvanemotion.com/wp-content/uploads/2023/11/corvane-logo.svg" alt="Corvane Motion Systems"></a>
<ul id="menu-1-primary" class="elementor-nav-menu">
<li class="menu-item menu-item-type-custom menu-item-has-children menu-item-101"><a href="https://corvanemotion.com/products/" class="elementor-item">Products</a>
<ul class="sub-menu elementor-nav-menu--dropdown corvane-mega">
<li class="menu-item corvane-mega__col"><span class="corvane-mega__title">Presses</span>
<ul>
<li class="menu-item"><a href="https://corvanemotion.com/products/servo-presses/" class="elementor-sub-item">CSP Servo Presses (0.5&ndash;150 kN)</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/products/servo-presses/#press-cells" class="elementor-sub-item">Press-Fit Workcells</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/products/servo-presses/#monitoring" class="elementor-sub-item">ForceTrace&trade; Process Monitoring</a></li>
</ul></li>
<li class="menu-item corvane-mega__col"><span class="corvane-mega__title">Actuators</span>
<ul>
<li class="menu-item"><a href="https://corvanemotion.com/products/#rod-actuators" class="elementor-sub-item">Electric Rod Actuators</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/products/#linear-stages" class="elementor-sub-item">Belt &amp; Screw Linear Stages</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/products/#grippers" class="elementor-sub-item">Servo Grippers</a></li>
</ul></li>
<li class="menu-item corvane-mega__col"><span class="corvane-mega__title">Controls</span>
<ul>
<li class="menu-item"><a href="https://corvanemotion.com/products/#drives" class="elementor-sub-item">CMX Servo Drives</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/products/#software" class="elementor-sub-item">MotionStudio Software</a></li>
<li class="menu-item"><a href="https://www.corvaneparts.com/spares" class="elementor-sub-item">Spare Parts &amp; Cables</a></li>
</ul></li>
</ul></li>
<li class="menu-item menu-item-has-children menu-item-102"><a href="https://corvanemotion.com/case-studies/" class="elementor-item">Industries</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
<li class="menu-item"><a href="https://corvanemotion.com/case-studies/#automotive" class="elementor-sub-item">Automotive &amp; EV</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/case-studies/#medical" class="elementor-sub-item">Medical Devices</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/case-studies/#appliance" class="elementor-sub-item">Appliance &amp; Consumer</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/case-studies/#electronics" class="elementor-sub-item">Electronics Assembly</a></li>
</ul></li>
<li class="menu-item menu-item-103"><a href="https://corvanemotion.com/case-studies/" class="elementor-item">Case Studies</a></li>
<li class="menu-item menu-item-104"><a href="https://corvanemotion.com/partners/" class="elementor-item">Partners &amp; Distributors</a></li>
<li class="menu-item menu-item-has-children menu-item-105"><a href="https://corvanemotion.com/about-us/" class="elementor-item">Company</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
<li class="menu-item"><a href="https://corvanemotion.com/about-us/" class="elementor-sub-item">About Corvane</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/news/" class="elementor-sub-item">News &amp; Events</a></li>
<li class="menu-item"><a href="https://corvanemotion.com/careers/" class="elementor-sub-item">Careers</a></li>
</ul></li>
<li class="menu-item menu-item-106 corvane-cta"><a href="https://corvanemotion.com/contact/" class="elementor-item">Request a Quote</a></li>
</ul>
</nav>
</header>`;

const foot = `<footer data-elementor-type="footer" data-elementor-id="91" class="elementor elementor-91 elementor-location-footer" data-elementor-post-type="elementor_library">
<div class="corvane-footer">
<div class="corvane-footer__col">
<img loading="lazy" width="180" height="41" src="https://corvanemotion.com/wp-content/uploads/2023/11/corvane-logo-white.svg" alt="Corvane Motion Systems">
<p>Corvane Motion Systems, Inc.<br>2250 Harrison Avenue<br>Rockford, IL 61104, USA</p>
<p><a href="tel:+18155550142">+1 (815) 555-0142</a><br><a href="mailto:info@corvanemotion.com">info@corvanemotion.com</a></p>
</div>
<div class="corvane-footer__col">
<h4>Products</h4>
<ul>
<li><a href="https://corvanemotion.com/products/servo-presses/">Servo Presses</a></li>
<li><a href="https://corvanemotion.com/products/#rod-actuators">Electric Actuators</a></li>
<li><a href="https://corvanemotion.com/products/#drives">Servo Drives</a></li>
<li><a href="https://www.corvaneparts.com/">Parts Store</a></li>
</ul>
</div>
<div class="corvane-footer__col">
<h4>Company</h4>
<ul>
<li><a href="https://corvanemotion.com/about-us/">About Us</a></li>
<li><a href="https://corvanemotion.com/partners/">Partners &amp; Distributors</a></li>
<li><a href="https://corvanemotion.com/case-studies/">Case Studies</a></li>
<li><a href="https://corvanemotion.com/news/">News &amp; Events</a></li>
<li><a href="https://corvanemotion.com/careers/">Careers</a></li>
<li><a href="https://corvanemotion.com/contact/">Contact</a></li>
</ul>
</div>
<div class="corvane-footer__col">
<h4>Follow us</h4>
<ul class="elementor-social-icons-wrapper">
<li><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/corvane-motion-systems" target="_blank" rel="noopener"><span class="elementor-screen-only">Linkedin</span><i class="fab fa-linkedin"></i></a></li>
<li><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@corvanemotion" target="_blank" rel="noopener"><span class="elementor-screen-only">Youtube</span><i class="fab fa-youtube"></i></a></li>
<li><a class="elementor-icon elementor-social-icon elementor-social-icon-x-twitter" href="https://x.com/CorvaneMotion" target="_blank" rel="noopener"><span class="elementor-screen-only">X</span><i class="fab fa-x-twitter"></i></a></li>
<li><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/corvanemotion" target="_blank" rel="noopener"><span class="elementor-screen-only">Facebook</span><i class="fab fa-facebook"></i></a></li>
</ul>
<div class="corvane-footer__badges">
<img loading="lazy" width="96" height="96" src="https://corvanemotion.com/wp-content/uploads/2023/12/iso-9001-2015-badge.png" alt="ISO 9001:2015 Registered">
<img loading="lazy" width="96" height="96" src="https://corvanemotion.com/wp-content/uploads/2023/12/made-in-usa.png" alt="Designed and built in the USA">
</div>
</div>
</div>
<div class="corvane-footer__legal">
<p>&copy; 2024 Corvane Motion Systems, Inc. All rights reserved. | <a href="https://corvanemotion.com/privacy-policy/">Privacy Policy</a> | <a href="https://corvanemotion.com/terms-of-sale/">Terms of Sale</a> | <a href="https://corvanemotion.com/sitemap_index.xml">Sitemap</a></p>
</div>
</footer>`;

const tail = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NX8R2QF" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21987634.js"></script>
<!-- End of HubSpot Embed Code -->
<script src="https://corvanemotion.com/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://corvanemotion.com/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://corvanemotion.com/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://corvanemotion.com/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Share on Facebook","shareOnTwitter":"Share on Twitter","close":"Close"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"3.21.5","is_static":false,"urls":{"assets":"https:\\/\\/corvanemotion.com\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"}};
</script>
<script src="https://corvanemotion.com/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
<script src="https://corvanemotion.com/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=3.21.2" id="pro-elements-handlers-js"></script>
</body>
</html>
<!-- This website is like a Rocket, isn't it? Performance optimized by WP Rocket. Learn more: https://wp-rocket.me - Debug: cached@1715093310 -->`;

const page = (
  title: string,
  description: string,
  path: string,
  pageId: number,
  bodyClass: string,
  content: string,
  extraHead = '',
): string => `${head(title, description, path, pageId, extraHead)}
<body class="page-template-default page page-id-${pageId} ${bodyClass} wp-custom-logo elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<!-- Google Tag Manager (noscript) placeholder moved to footer by WP Rocket -->
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${nav}
<main id="content" class="site-main post-${pageId} page type-page status-publish hentry">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}" data-elementor-post-type="page">
${content}
</div>
</main>
${foot}
${tail}`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'WP Engine',
  'x-cacheable': 'SHORT',
  'cache-control': 'max-age=600, must-revalidate',
  link: '<https://corvanemotion.com/wp-json/>; rel="https://api.w.org/"',
};

const home = page(
  'Servo Presses & Electric Actuators | Corvane Motion Systems',
  'Corvane designs and builds servo presses, electric actuators and press-fit workcells for automotive, medical and electronics assembly.',
  '/',
  12,
  'home',
  [
    section(
      column(
        100,
        [
          heading('h1', 'Precision force. Repeatable motion. Built in Rockford.'),
          text(
            '<p>Corvane servo presses and electric actuators replace hydraulics and pneumatics on assembly lines that cannot afford a bad part. Every press ships with ForceTrace&trade; signature monitoring, so each press-fit, rivet and crimp is measured and recorded.</p>',
          ),
          button('https://corvanemotion.com/products/servo-presses/', 'Explore servo presses'),
          button('https://corvanemotion.com/contact/', 'Talk to an engineer'),
          widget(
            'image',
            '<img fetchpriority="high" width="1600" height="900" src="https://corvanemotion.com/wp-content/uploads/2024/02/csp-40-servo-press-cell.jpg" class="attachment-full size-full" alt="CSP-40 servo press in a guarded press-fit workcell" srcset="https://corvanemotion.com/wp-content/uploads/2024/02/csp-40-servo-press-cell.jpg 1600w, https://corvanemotion.com/wp-content/uploads/2024/02/csp-40-servo-press-cell-768x432.jpg 768w" sizes="(max-width: 1600px) 100vw, 1600px">',
          ),
        ].join('\n'),
      ),
      'corvane-hero',
    ),
    section(
      [
        column(
          33,
          heading('h3', 'CSP Servo Presses') +
            text('<p>0.5 to 150 kN, stroke resolution to 1 &micro;m, integrated load cell and ForceTrace&trade; evaluation windows.</p>') +
            button('https://corvanemotion.com/products/servo-presses/', 'Learn more'),
        ),
        column(
          33,
          heading('h3', 'Electric Actuators') +
            text('<p>Rod actuators and linear stages sized for 24/7 duty, with IP65 options for washdown environments.</p>') +
            button('https://corvanemotion.com/products/#rod-actuators', 'Learn more'),
        ),
        column(
          33,
          heading('h3', 'Turnkey Workcells') +
            text('<p>Guarded press-fit and staking cells with light curtains, part presence sensing and MES connectivity.</p>') +
            button('https://corvanemotion.com/products/servo-presses/#press-cells', 'Learn more'),
        ),
      ].join('\n'),
      'corvane-products',
    ),
    section(
      column(
        100,
        heading('h2', 'Why engineers switch to Corvane') +
          widget(
            'icon-list',
            `<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">No hydraulic oil, no compressed air leaks, 70% lower energy use</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">Force/position curves stored per serial number for full traceability</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">Native EtherNet/IP, PROFINET and EtherCAT interfaces</span></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">Applications lab in Rockford with press trials on your parts</span></li>
</ul>`,
          ),
      ),
    ),
    section(
      column(
        100,
        heading('h2', 'Trusted on production lines across North America') +
          widget(
            'image-gallery',
            `<div class="corvane-logo-strip">
<figure><img loading="lazy" width="160" height="60" src="https://corvanemotion.com/wp-content/uploads/2024/01/customer-harlan-appliance.png" alt="Harlan Appliance Group"></figure>
<figure><img loading="lazy" width="160" height="60" src="https://corvanemotion.com/wp-content/uploads/2024/01/customer-medora-ortho.png" alt="Medora Orthopedics"></figure>
<figure><img loading="lazy" width="160" height="60" src="https://corvanemotion.com/wp-content/uploads/2024/01/customer-kessler-trim.png" alt="Kessler Automotive Trim"></figure>
<figure><img loading="lazy" width="160" height="60" src="https://corvanemotion.com/wp-content/uploads/2024/01/customer-bluewater-ev.png" alt="Bluewater EV Components"></figure>
<figure><img loading="lazy" width="160" height="60" src="https://corvanemotion.com/wp-content/uploads/2024/01/customer-northfield-controls.png" alt="Northfield Controls"></figure>
</div>
<p class="corvane-caption">Customer logos shown with permission. <a href="https://corvanemotion.com/case-studies/">Read their stories &rarr;</a></p>`,
          ),
      ),
      'corvane-customers',
    ),
    section(
      column(
        100,
        heading('h2', 'What our customers say') +
          widget(
            'testimonial-carousel',
            `<div class="elementor-swiper">
<div class="elementor-main-swiper swiper">
<div class="swiper-wrapper">
<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">&ldquo;We replaced six hydraulic presses with CSP-40 units and our press-fit scrap went from 1.8% to under 0.2%.&rdquo;</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Dana R.</span><span class="elementor-testimonial__title">Manufacturing Engineering Manager, Tier 1 automotive supplier</span></cite></div></div></div>
<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">&ldquo;ForceTrace gave our quality team the per-part records our FDA auditors ask for.&rdquo;</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Miguel A.</span><span class="elementor-testimonial__title">Process Engineer, orthopedic implants</span></cite></div></div></div>
<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">&ldquo;Their applications lab ran 400 trial presses on our parts before we signed a PO.&rdquo;</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Priya K.</span><span class="elementor-testimonial__title">Director of Operations, appliance OEM</span></cite></div></div></div>
</div>
<div class="swiper-pagination"></div>
</div>
</div>`,
          ),
      ),
    ),
    section(
      [
        column(
          50,
          heading('h2', 'See a CSP press in action') +
            widget(
              'video',
              '<div class="elementor-wrapper elementor-open-inline"><iframe class="elementor-video" loading="lazy" src="https://www.youtube-nocookie.com/embed/Qm3c8sV1Lfk?controls=1&rel=0&playsinline=0&modestbranding=0&autoplay=0" title="CSP-40 bearing press-fit demo" allowfullscreen></iframe></div>',
            ),
        ),
        column(
          50,
          heading('h2', 'Built with technology from our partners') +
            text(
              '<p>Our drives, safety controllers and vision checks are engineered together with leading automation suppliers, so a Corvane cell drops into the PLC platform you already run. <a href="https://corvanemotion.com/partners/">Meet our technology partners and find a distributor near you</a>.</p>',
            ) +
            heading('h3', 'Meet us at IMTS 2024') +
            text(
              '<p>September 9&ndash;14, McCormick Place, Chicago &mdash; North Building, booth 236812. <a href="https://www.imts.com/" target="_blank" rel="noopener">imts.com</a></p>',
            ),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

const servoPresses = page(
  'CSP Servo Presses 0.5–150 kN | Corvane Motion Systems',
  'CSP electric servo presses with integrated load cells and ForceTrace signature analysis for press-fit, staking, riveting and crimping.',
  '/products/servo-presses/',
  214,
  'corvane-product',
  [
    section(
      column(
        100,
        heading('h1', 'CSP Servo Presses') +
          text(
            '<p>The CSP family covers press forces from 0.5 kN to 150 kN in five frame sizes. A planetary roller screw, a strain-gauge load cell in the ram and an absolute encoder give you force and position data at 10 kHz, evaluated by ForceTrace&trade; in real time.</p>',
          ),
      ),
      'corvane-product-hero',
    ),
    section(
      column(
        100,
        heading('h2', 'Specifications') +
          widget(
            'html',
            `<table class="corvane-spec-table">
<thead><tr><th>Model</th><th>Max. force</th><th>Stroke</th><th>Max. speed</th><th>Repeatability</th><th>Drive</th></tr></thead>
<tbody>
<tr><td>CSP-2</td><td>2 kN</td><td>150 mm</td><td>250 mm/s</td><td>&plusmn;0.005 mm</td><td>CMX-1</td></tr>
<tr><td>CSP-10</td><td>10 kN</td><td>200 mm</td><td>250 mm/s</td><td>&plusmn;0.005 mm</td><td>CMX-2</td></tr>
<tr><td>CSP-40</td><td>40 kN</td><td>300 mm</td><td>200 mm/s</td><td>&plusmn;0.01 mm</td><td>CMX-4</td></tr>
<tr><td>CSP-80</td><td>80 kN</td><td>400 mm</td><td>150 mm/s</td><td>&plusmn;0.01 mm</td><td>CMX-8</td></tr>
<tr><td>CSP-150</td><td>150 kN</td><td>400 mm</td><td>100 mm/s</td><td>&plusmn;0.02 mm</td><td>CMX-16</td></tr>
</tbody>
</table>
<p class="corvane-note">All models: 24 V safe torque off (SIL 3 / PL e), EtherNet/IP, PROFINET or EtherCAT, IP54 (IP65 optional).</p>`,
          ),
      ),
    ),
    section(
      [
        column(
          50,
          `<div id="press-cells"></div>` +
            heading('h2', 'Press-fit workcells') +
            text(
              '<p>Bench-top and floor-standing cells with polycarbonate guarding, Category 4 light curtains, two-hand start and a 15&quot; HMI. Cells are built, tested and run-off in Rockford before shipment.</p><ul><li>Bearing and bushing press-fit</li><li>Clinching, staking and riveting</li><li>Connector pin insertion</li><li>Leak-test fixtures with pressure decay</li></ul>',
            ),
        ),
        column(
          50,
          `<div id="monitoring"></div>` +
            heading('h2', 'ForceTrace&trade; process monitoring') +
            text(
              '<p>Define envelopes, windows and thresholds on the force/position curve; ForceTrace gives an OK/NOK verdict within 2 ms of the end of stroke and stores the full curve against the part serial number. Export to CSV, OPC UA or your MES.</p>',
            ) +
            button(
              'https://corvanemotion.com/wp-content/uploads/2024/03/CSP-Servo-Press-Datasheet-2024.pdf',
              'Download the datasheet (PDF)',
            ),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        heading('h2', 'Components from our technology partners') +
          text(
            '<p>A CSP press is only as good as what is inside it. These partners supply the core components of every press we build, and their engineers work with ours on each new frame size:</p>',
          ) +
          widget(
            'html',
            `<div class="corvane-oem-grid">
<div class="corvane-oem-card">
<img loading="lazy" width="140" height="50" src="https://corvanemotion.com/wp-content/uploads/2024/02/partner-kollmorgen.png" alt="Kollmorgen">
<h4>Servo motors &mdash; Kollmorgen</h4>
<p>AKM2G servo motors with single-cable SFD3 feedback drive every CSP ram.</p>
<a href="https://www.kollmorgen.com/en-us/products/motors/servo/akm2g-servo-motors" target="_blank" rel="noopener">kollmorgen.com</a>
</div>
<div class="corvane-oem-card">
<img loading="lazy" width="140" height="50" src="https://corvanemotion.com/wp-content/uploads/2024/02/partner-bosch-rexroth.png" alt="Bosch Rexroth">
<h4>Planetary screw assemblies &mdash; Bosch Rexroth</h4>
<p>Precision planetary screw assemblies rated for 10&nbsp;million press cycles.</p>
<a href="https://www.boschrexroth.com/en/us/" target="_blank" rel="noopener">boschrexroth.com</a>
</div>
<div class="corvane-oem-card">
<img loading="lazy" width="140" height="50" src="https://corvanemotion.com/wp-content/uploads/2024/02/partner-hbk.png" alt="HBK">
<h4>Load cells &mdash; HBK</h4>
<p>Calibrated strain-gauge force transducers with traceable certificates.</p>
<a href="https://www.hbkworld.com/en/products/transducers/force" target="_blank" rel="noopener">hbkworld.com</a>
</div>
<div class="corvane-oem-card">
<img loading="lazy" width="140" height="50" src="https://corvanemotion.com/wp-content/uploads/2024/02/partner-beckhoff.png" alt="Beckhoff Automation">
<h4>EtherCAT I/O &mdash; Beckhoff</h4>
<p>EtherCAT terminals for the cell controller and safety I/O.</p>
<a href="https://www.beckhoff.com/en-us/" target="_blank" rel="noopener">beckhoff.com</a>
</div>
</div>
<p>All presses are UL 508A panel-built and CE marked for export. <a href="https://corvanemotion.com/partners/">See all technology partners</a>.</p>`,
          ),
      ),
      'corvane-oem',
    ),
    section(
      column(
        100,
        heading('h2', 'Request a press trial') +
          widget(
            'form',
            `<form class="elementor-form" method="post" name="Press trial" action="https://corvanemotion.com/wp-admin/admin-ajax.php">
<input type="hidden" name="post_id" value="214"><input type="hidden" name="form_id" value="7a3c21e">
<div class="elementor-form-fields-wrapper elementor-labels-above">
<div class="elementor-field-group"><label for="form-field-name">Name</label><input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm" required></div>
<div class="elementor-field-group"><label for="form-field-company">Company</label><input size="1" type="text" name="form_fields[company]" id="form-field-company" class="elementor-field elementor-size-sm" required></div>
<div class="elementor-field-group"><label for="form-field-email">Work email</label><input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm" required></div>
<div class="elementor-field-group"><label for="form-field-force">Required press force</label><select name="form_fields[force]" id="form-field-force" class="elementor-field elementor-size-sm"><option>Up to 10 kN</option><option>10&ndash;40 kN</option><option>40&ndash;150 kN</option><option>Not sure</option></select></div>
<div class="elementor-field-group"><label for="form-field-message">Describe your part and process</label><textarea class="elementor-field elementor-size-sm" name="form_fields[message]" id="form-field-message" rows="4"></textarea></div>
<div class="elementor-field-group elementor-column elementor-field-type-submit"><button type="submit" class="elementor-button elementor-size-sm"><span class="elementor-button-text">Send request</span></button></div>
</div>
</form>`,
          ),
      ),
    ),
  ].join('\n'),
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"CSP Servo Press","brand":{"@type":"Brand","name":"Corvane"},"manufacturer":{"@type":"Organization","name":"Corvane Motion Systems, Inc."},"description":"Electric servo press, 0.5 to 150 kN, with ForceTrace process monitoring.","category":"Industrial presses"}</script>`,
);

const productCard = (anchor: string, title: string, body: string, img: string): string =>
  column(
    33,
    `<div id="${anchor}"></div>` +
      widget(
        'image',
        `<img loading="lazy" width="640" height="420" src="https://corvanemotion.com/wp-content/uploads/2024/02/${img}" class="attachment-large size-large" alt="${title}">`,
      ) +
      heading('h3', title) +
      text(body),
  );

const products = page(
  'Products: Servo Presses, Actuators & Drives | Corvane Motion Systems',
  'Electric servo presses, rod actuators, linear stages, servo grippers, CMX drives and MotionStudio software from Corvane.',
  '/products/',
  198,
  'corvane-products-overview',
  [
    section(
      column(
        100,
        heading('h1', 'Products') +
          text(
            '<p>Everything on a Corvane line is electric, networked and measured. Choose a press, an actuator or a complete workcell; our drives and software tie them together.</p>',
          ),
      ),
      'corvane-page-hero',
    ),
    section(
      [
        productCard(
          'presses',
          'CSP Servo Presses',
          '<p>0.5&ndash;150 kN, ForceTrace&trade; monitoring, five frame sizes. <a href="https://corvanemotion.com/products/servo-presses/">View the CSP range</a>.</p>',
          'csp-family.jpg',
        ),
        productCard(
          'rod-actuators',
          'Electric Rod Actuators',
          '<p>CRA series with ball or roller screws, thrust to 25 kN, strokes to 1,200 mm and IP65 washdown versions.</p>',
          'cra-rod-actuator.jpg',
        ),
        productCard(
          'linear-stages',
          'Belt &amp; Screw Linear Stages',
          '<p>CLS stages for pick-and-place gantries, up to 5 m/s on belt drive and &plusmn;0.01 mm on ball-screw drive.</p>',
          'cls-linear-stage.jpg',
        ),
      ].join('\n'),
    ),
    section(
      [
        productCard(
          'grippers',
          'Servo Grippers',
          '<p>Two- and three-jaw electric grippers with programmable force, position and speed &mdash; no air lines.</p>',
          'csg-servo-gripper.jpg',
        ),
        productCard(
          'drives',
          'CMX Servo Drives',
          '<p>Single- and dual-axis drives, 1 to 16 kW, with safe torque off and EtherNet/IP, PROFINET or EtherCAT on board.</p>',
          'cmx-drive.jpg',
        ),
        productCard(
          'software',
          'MotionStudio Software',
          '<p>Commissioning, tuning and ForceTrace evaluation in one Windows tool. Free download for registered users.</p>',
          'motionstudio-screen.jpg',
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        heading('h2', 'Which actuator is right for my application?') +
          widget(
            'accordion',
            `<div class="elementor-accordion" role="tablist">
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab">How do I size an electric actuator?</div><div class="elementor-tab-content elementor-clearfix" role="tabpanel"><p>Start from peak thrust, stroke, cycle time and duty cycle. Our online sizing tool in MotionStudio calculates RMS thrust and screw life; our applications engineers will check the result for free.</p></div></div>
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab">Can I replace a pneumatic cylinder one-for-one?</div><div class="elementor-tab-content elementor-clearfix" role="tabpanel"><p>Most CRA actuators follow ISO 15552 mounting dimensions, so they fit existing cylinder brackets. You gain programmable positions and force control.</p></div></div>
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab">What lead times should I expect?</div><div class="elementor-tab-content elementor-clearfix" role="tabpanel"><p>Standard actuators ship in 2&ndash;3 weeks; many sizes are stocked by our <a href="https://corvanemotion.com/partners/#distributors">authorized distributors</a>. Presses ship in 6&ndash;8 weeks, workcells in 12&ndash;16 weeks.</p></div></div>
<div class="elementor-accordion-item"><div class="elementor-tab-title" role="tab">Do you offer spare parts online?</div><div class="elementor-tab-content elementor-clearfix" role="tabpanel"><p>Yes &mdash; cables, bellows, load cells and drive modules are available 24/7 from the <a href="https://www.corvaneparts.com/">Corvane Parts Store</a>.</p></div></div>
</div>`,
          ),
      ),
    ),
  ].join('\n'),
);

const logo = (src: string, alt: string, href: string, blurb: string): string => `<div class="corvane-partner-logo">
<a href="${href}" target="_blank" rel="noopener"><img loading="lazy" width="180" height="72" src="https://corvanemotion.com/wp-content/uploads/2024/02/${src}" alt="${alt}"></a>
<p>${blurb}</p>
</div>`;

const partners = page(
  'Technology Partners & Authorized Distributors | Corvane Motion Systems',
  'Corvane technology partners and the authorized distributors that sell and support Corvane servo presses and actuators in North America.',
  '/partners/',
  318,
  'corvane-partners',
  [
    section(
      column(
        100,
        heading('h1', 'Partners &amp; Distributors') +
          text(
            '<p>Corvane works with a small group of automation technology partners whose platforms our presses integrate with natively, and with authorized distributors who stock our actuators, quote our presses and provide first-line application support.</p><p>Jump to: <a href="#technology-partners">Technology partners</a> &middot; <a href="#distributors">Authorized distributors</a> &middot; <a href="#become-a-distributor">Become a distributor</a></p>',
          ),
      ),
      'corvane-page-hero',
    ),
    section(
      column(
        100,
        `<div id="technology-partners"></div>` +
          heading('h2', 'Technology partners') +
          text(
            '<p>Add-on profiles, function blocks and certified device descriptions for each platform are available in our download center.</p>',
          ) +
          widget(
            'html',
            `<div class="corvane-partner-grid">
${logo('logo-rockwell-automation.png', 'Rockwell Automation', 'https://www.rockwellautomation.com/en-us.html', 'Encompass&trade; Product Partner. Add-on profiles for Studio 5000&reg; and ControlLogix&reg;.')}
${logo('logo-siemens.png', 'Siemens', 'https://www.siemens.com/us/en/products/automation.html', 'TIA Portal library and PROFINET GSDML for SIMATIC S7-1500.')}
${logo('logo-beckhoff.png', 'Beckhoff Automation', 'https://www.beckhoff.com/en-us/', 'EtherCAT Technology Group member; TwinCAT 3 function blocks.')}
${logo('logo-keyence.png', 'KEYENCE', 'https://www.keyence.com/', 'Vision and laser-measurement checks integrated into ForceTrace verdicts.')}
${logo('logo-sick.png', 'SICK', 'https://www.sick.com/us/en/', 'Safety light curtains and safety controllers in every Corvane workcell.')}
${logo('logo-kollmorgen.png', 'Kollmorgen', 'https://www.kollmorgen.com/en-us', 'Servo motors and feedback for the CSP press family.')}
${logo('logo-bosch-rexroth.png', 'Bosch Rexroth', 'https://www.boschrexroth.com/en/us/', 'Planetary screw assemblies and linear motion components.')}
</div>`,
          ),
      ),
      'corvane-tech-partners',
    ),
    section(
      column(
        100,
        `<div id="distributors"></div>` +
          heading('h2', 'Authorized distributors') +
          text(
            '<p>Our distributors hold Corvane stock, have completed our press application training and can arrange on-site demos. For territories not listed, contact our inside sales team at <a href="mailto:sales@corvanemotion.com">sales@corvanemotion.com</a>.</p>',
          ) +
          widget(
            'html',
            `<table class="corvane-distributor-table">
<thead><tr><th>Region</th><th>Distributor</th><th>Coverage</th><th>Phone</th><th>Website</th></tr></thead>
<tbody>
<tr><td>National (USA)</td><td>Motion Industries</td><td>Actuators, drives and spares through 550+ branches</td><td><a href="tel:+12059562111">(205) 956-2111</a></td><td><a href="https://www.motion.com/" target="_blank" rel="noopener">motion.com</a></td></tr>
<tr><td>National (USA)</td><td>Applied Industrial Technologies</td><td>Actuators and linear stages, Fluid Power &amp; Automation segment</td><td><a href="tel:+12164264000">(216) 426-4000</a></td><td><a href="https://www.applied.com/" target="_blank" rel="noopener">applied.com</a></td></tr>
<tr><td>Great Lakes</td><td>Lakeshore Motion Supply</td><td>MI, OH, IN, northern IL &mdash; presses, workcells, service</td><td><a href="tel:+16165550198">(616) 555-0198</a></td><td><a href="https://www.lakeshoremotion.com/" target="_blank" rel="noopener">lakeshoremotion.com</a></td></tr>
<tr><td>Upper Midwest</td><td>Northwoods Automation</td><td>WI, MN, IA &mdash; presses and actuators</td><td><a href="tel:+17155550123">(715) 555-0123</a></td><td>&mdash;</td></tr>
<tr><td>West Coast</td><td>Pacific Drive Solutions</td><td>CA, OR, WA, NV, AZ</td><td><a href="tel:+15035550177">(503) 555-0177</a></td><td><a href="https://pacificdrivesolutions.com/" target="_blank" rel="noopener">pacificdrivesolutions.com</a></td></tr>
<tr><td>South Central</td><td>Lone Star Automation</td><td>TX, OK, LA, AR</td><td><a href="tel:+12145550160">(214) 555-0160</a></td><td><a href="https://www.lonestarautomation.net/" target="_blank" rel="noopener">lonestarautomation.net</a></td></tr>
<tr><td>Southeast</td><td>Carolina Industrial Controls</td><td>NC, SC, GA, TN, AL</td><td><a href="tel:+17045550134">(704) 555-0134</a></td><td><a href="https://www.carolinaindustrialcontrols.com/corvane" target="_blank" rel="noopener">carolinaindustrialcontrols.com</a></td></tr>
<tr><td>Northeast</td><td>Granite State Automation</td><td>New England, NY, NJ, PA</td><td><a href="tel:+16035550119">(603) 555-0119</a></td><td><a href="https://granitestateautomation.com/" target="_blank" rel="noopener">granitestateautomation.com</a></td></tr>
<tr><td>Canada</td><td>Prairie Motion Ltd.</td><td>All provinces; bilingual support in Qu&eacute;bec</td><td><a href="tel:+14035550181">(403) 555-0181</a></td><td><a href="https://www.prairiemotion.ca/" target="_blank" rel="noopener">prairiemotion.ca</a></td></tr>
<tr><td>Mexico</td><td>Automatizaci&oacute;n Baj&iacute;o S.A. de C.V.</td><td>Guanajuato, Quer&eacute;taro, Nuevo Le&oacute;n, Coahuila</td><td><a href="tel:+524425550170">+52 442 555 0170</a></td><td><a href="https://www.automatizacionbajio.com.mx/" target="_blank" rel="noopener">automatizacionbajio.com.mx</a></td></tr>
</tbody>
</table>
<p class="corvane-note">Europe, the Middle East and Asia are served by Corvane Motion Systems GmbH &mdash; see <a href="https://www.corvanemotion.de/vertrieb/">corvanemotion.de</a>.</p>`,
          ),
      ),
      'corvane-distributors',
    ),
    section(
      column(
        100,
        `<div id="become-a-distributor"></div>` +
          heading('h2', 'Become a Corvane distributor') +
          text(
            '<p>We are adding distribution partners in the Mountain West and Pacific Northwest. Partners receive demo equipment, application training at our Rockford lab, lead sharing through our partner portal and margin protection on registered opportunities.</p>',
          ) +
          button('https://corvanemotion.com/contact/', 'Apply to become a distributor'),
      ),
    ),
  ].join('\n'),
);

const about = page(
  'About Us | Corvane Motion Systems',
  'Corvane Motion Systems has designed and built electric servo presses in Rockford, Illinois since 2009.',
  '/about-us/',
  9,
  'corvane-about',
  [
    section(
      column(
        100,
        heading('h1', 'About Corvane') +
          text(
            '<p>Corvane Motion Systems was founded in 2009 by two former press-line engineers who were tired of chasing hydraulic leaks. Fifteen years later we have shipped more than 6,500 servo presses and 40,000 electric actuators from our 86,000&nbsp;sq&nbsp;ft plant in Rockford, Illinois, and employ 140 people in engineering, manufacturing and field service.</p>',
          ),
      ),
      'corvane-page-hero',
    ),
    section(
      [
        column(
          50,
          heading('h2', 'Our history') +
            widget(
              'html',
              `<ol class="corvane-timeline">
<li><strong>2009</strong> &mdash; Founded in a 6,000 sq ft shop on Kishwaukee Street.</li>
<li><strong>2012</strong> &mdash; First CSP-10 servo press ships to an appliance plant in Ohio.</li>
<li><strong>2016</strong> &mdash; ForceTrace&trade; monitoring software released.</li>
<li><strong>2019</strong> &mdash; Move to the Harrison Avenue plant; workcell assembly brought in-house.</li>
<li><strong>2021</strong> &mdash; Corvane Motion Systems GmbH opens in Stuttgart.</li>
<li><strong>2024</strong> &mdash; CSP-150 launched; 6,500th press delivered.</li>
</ol>`,
            ),
        ),
        column(
          50,
          heading('h2', 'Leadership') +
            text(
              '<p><strong>Ellen Marchetti</strong>, President &amp; CEO<br><strong>Tom&aacute;s Reyes</strong>, VP Engineering<br><strong>Brian Oduya</strong>, VP Sales &amp; Distribution<br><strong>Karen Lindqvist</strong>, Director of Quality</p>',
            ),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        heading('h2', 'Research and engineering partners') +
          text(
            `<p>Our ForceTrace algorithms grew out of a multi-year research partnership with <a href="https://engineering.purdue.edu/Herrick" target="_blank" rel="noopener">Purdue University&rsquo;s Ray W. Herrick Laboratories</a>, where graduate researchers study press-fit signatures from our lab presses. Closer to home, we partner with the <a href="https://www.niu.edu/ceet/index.shtml" target="_blank" rel="noopener">Northern Illinois University College of Engineering and Engineering Technology</a> on senior design projects and a paid co-op program, and we collaborate with the Illinois Manufacturing Excellence Center on lean training for our assembly teams.</p>`,
          ) +
          heading('h2', 'Financing partner') +
          text(
            `<p>Capital equipment should not wait for next year&rsquo;s budget. Through our financing partner <a href="https://www.crestmark.com/equipment-finance/" target="_blank" rel="noopener">Crestmark Equipment Finance</a>, customers can lease a press or workcell with terms from 24 to 60 months and payments deferred until run-off.</p>`,
          ),
      ),
      'corvane-partnerships',
    ),
    section(
      [
        column(
          50,
          heading('h2', 'Quality &amp; certifications') +
            text(
              `<p>Our quality management system is registered to ISO 9001:2015 by <a href="https://www.intertek.com/assurance/iso-9001/" target="_blank" rel="noopener">Intertek</a> (certificate 0152873). Control panels are built in our <a href="https://www.ul.com/services/ul-508a-industrial-control-panels" target="_blank" rel="noopener">UL 508A</a> listed panel shop, and workcells are designed to meet <a href="https://www.osha.gov/machine-guarding" target="_blank" rel="noopener">OSHA machine guarding</a> requirements and ANSI B11.19.</p>`,
            ) +
            widget(
              'html',
              `<div class="corvane-badges">
<a href="https://www.intertek.com/" target="_blank" rel="noopener"><img loading="lazy" width="120" height="120" src="https://corvanemotion.com/wp-content/uploads/2023/12/intertek-iso9001-mark.png" alt="Intertek ISO 9001:2015 certified"></a>
<a href="https://www.ul.com/" target="_blank" rel="noopener"><img loading="lazy" width="120" height="120" src="https://corvanemotion.com/wp-content/uploads/2023/12/ul-508a-mark.png" alt="UL 508A panel shop"></a>
<img loading="lazy" width="120" height="120" src="https://corvanemotion.com/wp-content/uploads/2023/12/ce-mark.png" alt="CE">
</div>`,
            ),
        ),
        column(
          50,
          heading('h2', 'Memberships') +
            text(
              `<p>Corvane is a member of <a href="https://www.automate.org/" target="_blank" rel="noopener">A3 &ndash; Association for Advancing Automation</a>, <a href="https://www.pmmi.org/" target="_blank" rel="noopener">PMMI, The Association for Packaging and Processing Technologies</a> and the <a href="https://www.nam.org/" target="_blank" rel="noopener">National Association of Manufacturers</a>.</p>`,
            ) +
            heading('h2', 'Recognition') +
            text(
              `<p>The CSP-40 was named a 2023 Product of the Year finalist by <a href="https://www.plantengineering.com/product-of-the-year/" target="_blank" rel="noopener">Plant Engineering</a>, and Corvane was listed among the Rockford Chamber of Commerce &ldquo;Manufacturers of the Year&rdquo;.</p>`,
            ),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

const caseStudy = (anchor: string, title: string, body: string, linkHref: string, linkText: string): string =>
  section(
    column(
      100,
      `<div id="${anchor}"></div>` +
        heading('h2', title) +
        text(body) +
        text(`<p>Customer website: <a href="${linkHref}" target="_blank" rel="noopener">${linkText}</a></p>`),
    ),
    'corvane-case',
  );

const caseStudies = page(
  'Case Studies | Corvane Motion Systems',
  'How automotive, medical and appliance manufacturers use Corvane servo presses to cut scrap and document every press-fit.',
  '/case-studies/',
  402,
  'corvane-cases',
  [
    section(
      column(
        100,
        heading('h1', 'Case studies') + text('<p>Real results from production lines running Corvane servo presses and workcells.</p>'),
      ),
      'corvane-page-hero',
    ),
    caseStudy(
      'automotive',
      'Kessler Automotive Trim: 11 hydraulic presses replaced in one shutdown',
      '<p>Kessler&rsquo;s Fort Wayne plant presses clips and bushings into door trim carriers. Eleven CSP-10 presses on two automated lines now run at 6.5 s cycle time with curve-based rejection, cutting warranty returns for loose clips by 92%. The changeover happened over a single Christmas shutdown with Corvane field service on site.</p><blockquote>&ldquo;The curves told us which supplier lot of clips was out of spec before our customer did.&rdquo;</blockquote>',
      'https://www.kesslertrim.com/',
      'kesslertrim.com',
    ),
    caseStudy(
      'medical',
      'Medora Orthopedics: validated press-fit for hip implant components',
      '<p>Medora needed IQ/OQ/PQ documentation and 21 CFR Part 11 compliant records for press-fitting ceramic heads. A CSP-2 in a Class 7 cleanroom workcell, with ForceTrace audit trails and electronic signatures, passed validation in eight weeks.</p>',
      'https://www.medoraortho.com/',
      'medoraortho.com',
    ),
    caseStudy(
      'appliance',
      'Harlan Appliance Group: 70% energy saving on compressor assembly',
      '<p>Replacing pneumatic-hydraulic presses on the compressor line with four CSP-40 units saved 212 MWh a year and removed 1,100 liters of hydraulic oil from the plant.</p>',
      'https://www.harlanappliance.com/',
      'harlanappliance.com',
    ),
    caseStudy(
      'electronics',
      'Northfield Controls: press-fit pins without board cracking',
      '<p>Compliant-pin insertion on 3 mm backplanes needed force limits within 20 N. A CSP-2 with vision pre-check found the root cause of a 0.6% board-crack rate in the first week.</p>',
      'https://www.northfieldcontrols.com/',
      'northfieldcontrols.com',
    ),
    section(
      column(
        100,
        heading('h2', 'Want results like these?') +
          text(
            '<p>Send us your parts. Our applications lab will run trial presses and send you the curves, free of charge. Prefer to buy locally? <a href="https://corvanemotion.com/partners/#distributors">Find your authorized distributor</a>.</p>',
          ) +
          button('https://corvanemotion.com/contact/', 'Book a press trial'),
      ),
    ),
  ].join('\n'),
);

const newsItem = (date: string, title: string, body: string): string =>
  `<article class="elementor-post elementor-grid-item post type-post status-publish format-standard has-post-thumbnail hentry category-news">
<div class="elementor-post__text">
<h3 class="elementor-post__title">${title}</h3>
<div class="elementor-post__meta-data"><span class="elementor-post-date">${date}</span></div>
<div class="elementor-post__excerpt">${body}</div>
</div>
</article>`;

const news = page(
  'News & Events | Corvane Motion Systems',
  'Corvane Motion Systems news, product launches and trade show schedule.',
  '/news/',
  455,
  'corvane-news',
  [
    section(column(100, heading('h1', 'News &amp; events')), 'corvane-page-hero'),
    section(
      [
        column(
          66,
          widget(
            'posts',
            `<div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">
${newsItem('May 2, 2024', 'CSP-150 servo press launched', '<p>Our largest press yet brings 150 kN and ForceTrace monitoring to heavy bearing and hub assembly. First units ship in Q3.</p>')}
${newsItem('April 11, 2024', 'Corvane featured in ASSEMBLY Magazine', '<p>ASSEMBLY Magazine looked at how servo presses are replacing hydraulics in EV drivetrain plants, featuring our work at Bluewater EV Components. <a href="https://www.assemblymag.com/articles/98214-servo-presses-go-electric" target="_blank" rel="noopener">Read the article on assemblymag.com</a>.</p>')}
${newsItem('March 5, 2024', 'New authorized distributor in Mexico', '<p>Automatizaci&oacute;n Baj&iacute;o now stocks Corvane actuators and supports press projects across the Baj&iacute;o automotive corridor. See all <a href="https://corvanemotion.com/partners/#distributors">authorized distributors</a>.</p>')}
${newsItem('January 22, 2024', 'Corvane closes growth investment', '<p>Corvane has received a minority growth investment from Ridgeway Industrial Partners to expand our Rockford plant. The transaction was advised by Lincoln International.</p>')}
${newsItem('November 14, 2023', 'Studio 5000 add-on profiles v4 released', '<p>Updated add-on profiles support ControlLogix 5580 and CompactLogix 5380 controllers.</p>')}
</div>`,
          ),
        ),
        column(
          33,
          heading('h3', 'Upcoming trade shows') +
            widget(
              'html',
              `<ul class="corvane-events">
<li><strong>Automate 2024</strong><br>May 6&ndash;9, Huntington Place, Detroit &mdash; Booth 2817<br><a href="https://www.automateshow.com/" target="_blank" rel="noopener">automateshow.com</a></li>
<li><strong>IMTS 2024</strong><br>September 9&ndash;14, Chicago &mdash; Booth 236812<br><a href="https://www.imts.com/" target="_blank" rel="noopener">imts.com</a></li>
<li><strong>The Assembly Show</strong><br>October 22&ndash;24, Rosemont, IL &mdash; Booth 1139<br><a href="https://www.assemblyshow.com/" target="_blank" rel="noopener">assemblyshow.com</a></li>
</ul>`,
            ) +
            heading('h3', 'Media contact') +
            text('<p>Rachel Boyd<br><a href="mailto:press@corvanemotion.com">press@corvanemotion.com</a></p>'),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

const careers = page(
  'Careers | Corvane Motion Systems',
  'Join Corvane Motion Systems in Rockford, Illinois: open roles in engineering, assembly and field service.',
  '/careers/',
  477,
  'corvane-careers',
  [
    section(
      column(
        100,
        heading('h1', 'Build the machines that build everything else') +
          text(
            '<p>We are a team of 140 engineers, machinists, assemblers and field technicians. Competitive pay, 401(k) match, tuition reimbursement and a four-day week in the summer.</p>',
          ),
      ),
      'corvane-page-hero',
    ),
    section(
      column(
        100,
        heading('h2', 'Open positions') +
          widget(
            'html',
            `<ul class="corvane-jobs">
<li><strong>Controls Engineer</strong> &mdash; Rockford, IL &mdash; Full-time</li>
<li><strong>Field Service Technician</strong> &mdash; Remote / Midwest travel &mdash; Full-time</li>
<li><strong>Mechanical Design Engineer</strong> &mdash; Rockford, IL &mdash; Full-time</li>
<li><strong>Assembler II, Workcells</strong> &mdash; Rockford, IL &mdash; 2nd shift</li>
</ul>
<p><a href="https://jobs.lever.co/corvanemotion" target="_blank" rel="noopener">View all openings and apply on our careers portal</a></p>
<p>Corvane is an equal opportunity employer. Questions? <a href="mailto:careers@corvanemotion.com">careers@corvanemotion.com</a></p>`,
          ),
      ),
    ),
  ].join('\n'),
);

const contact = page(
  'Contact Us & Request a Quote | Corvane Motion Systems',
  'Contact Corvane Motion Systems for quotes, press trials, service and spare parts.',
  '/contact/',
  25,
  'corvane-contact',
  [
    section(
      [
        column(
          50,
          heading('h1', 'Contact us') +
            text(
              '<p><strong>Sales &amp; quotes:</strong> <a href="tel:+18155550142">+1 (815) 555-0142</a> &middot; <a href="mailto:sales@corvanemotion.com">sales@corvanemotion.com</a><br><strong>Service hotline (24/7):</strong> <a href="tel:+18155550199">+1 (815) 555-0199</a><br><strong>Spare parts:</strong> order online at <a href="https://www.corvaneparts.com/">corvaneparts.com</a></p><p>Prefer a local contact? <a href="https://corvanemotion.com/partners/#distributors">Find your authorized distributor</a>.</p>',
            ) +
            widget(
              'google_maps',
              '<div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=2250%20Harrison%20Ave%2C%20Rockford%2C%20IL&#038;t=m&#038;z=14&#038;output=embed&#038;iwloc=near" title="2250 Harrison Ave, Rockford, IL" aria-label="2250 Harrison Ave, Rockford, IL"></iframe></div>',
            ),
        ),
        column(
          50,
          heading('h2', 'Request a quote') +
            widget(
              'form',
              `<form class="elementor-form" method="post" name="Quote request" action="https://corvanemotion.com/wp-admin/admin-ajax.php">
<input type="hidden" name="post_id" value="25"><input type="hidden" name="form_id" value="c91d07b">
<div class="elementor-form-fields-wrapper elementor-labels-above">
<div class="elementor-field-group"><label for="form-field-fname">First name</label><input type="text" name="form_fields[fname]" id="form-field-fname" class="elementor-field" required></div>
<div class="elementor-field-group"><label for="form-field-lname">Last name</label><input type="text" name="form_fields[lname]" id="form-field-lname" class="elementor-field" required></div>
<div class="elementor-field-group"><label for="form-field-cemail">Email</label><input type="email" name="form_fields[email]" id="form-field-cemail" class="elementor-field" required></div>
<div class="elementor-field-group"><label for="form-field-phone">Phone</label><input type="tel" name="form_fields[phone]" id="form-field-phone" class="elementor-field"></div>
<div class="elementor-field-group"><label for="form-field-topic">Topic</label><select name="form_fields[topic]" id="form-field-topic" class="elementor-field"><option>Quote</option><option>Press trial</option><option>Service</option><option>Distribution</option></select></div>
<div class="elementor-field-group"><label for="form-field-msg">Message</label><textarea name="form_fields[message]" id="form-field-msg" class="elementor-field" rows="5"></textarea></div>
<div class="elementor-field-group"><button type="submit" class="elementor-button"><span class="elementor-button-text">Submit</span></button></div>
</div>
</form>`,
            ),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'corvanemotion.com',
  otherDomains: ['corvanemotion.de', 'corvaneparts.com'],
  covers:
    'WordPress/Elementor machinery maker: a partners page split into a technology-partner logo grid and a distributor table by region (one distributor without a website), an OEM components section at the bottom of a product page, and research and financing partners in prose on About. Negatives: customer logos and case-study links, ISO/UL badges and certifiers, OSHA, trade shows, associations, an award, press, an investor named in text, own parts shop and German site, Lever careers, social links.',
  pages: {
    '/': { headers, html: home },
    '/products/': { headers, html: products },
    '/products/servo-presses/': { headers, html: servoPresses },
    '/partners/': { headers, html: partners },
    '/partners-distributors/': { status: 301, redirect: '/partners/' },
    '/about-us/': { headers, html: about },
    '/about/': { status: 301, redirect: '/about-us/' },
    '/case-studies/': { headers, html: caseStudies },
    '/news/': { headers, html: news },
    '/careers/': { headers, html: careers },
    '/contact/': { headers, html: contact },
  },
  sitemap: [
    '/',
    '/products/',
    '/products/servo-presses/',
    '/partners/',
    '/about-us/',
    '/case-studies/',
    '/news/',
    '/careers/',
    '/contact/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wp-engine',
    'nginx',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'wp-rocket',
    'site-kit',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'google-analytics',
    'hubspot',
    'cookieyes',
    'google-font-api',
    'font-awesome',
    'open-graph',
    'swiper',
    'priority-hints',
    'youtube',
    'google-maps',
    'lever',
    'rss',
  ],
  partners: {
    'rockwellautomation.com': 'technology',
    'siemens.com': 'technology',
    'beckhoff.com': 'technology',
    'keyence.com': 'technology',
    'sick.com': 'technology',
    'kollmorgen.com': 'technology',
    'boschrexroth.com': 'technology',
    'hbkworld.com': 'technology',
    'motion.com': 'channel',
    'applied.com': 'channel',
    'lakeshoremotion.com': 'channel',
    'pacificdrivesolutions.com': 'channel',
    'lonestarautomation.net': 'channel',
    'carolinaindustrialcontrols.com': 'channel',
    'granitestateautomation.com': 'channel',
    'prairiemotion.ca': 'channel',
    'automatizacionbajio.com.mx': 'channel',
    'purdue.edu': 'generic',
    'niu.edu': 'generic',
    'crestmark.com': 'generic',
  },
};
