import type { CorpusSite } from './types.js';

const head = (title: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This site is optimized with the Yoast SEO plugin v21.9 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<link rel="canonical" href="https://harborline.com/" />
<meta property="og:locale" content="en_GB" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:site_name" content="Harborline Logistics" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://harborline.com/#organization","name":"Harborline Logistics","url":"https://harborline.com/","sameAs":["https://www.linkedin.com/company/harborline-logistics","https://www.facebook.com/harborlinelogistics"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="alternate" type="application/rss+xml" title="Harborline Logistics &raquo; Feed" href="https://harborline.com/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://harborline.com/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='harborline-style-css' href='https://harborline.com/wp-content/themes/harborline/style.css?ver=2.3.1' media='all' />
<script src="https://harborline.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<meta name="generator" content="WordPress 6.4.3" />
<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7HBK2Q1XZP"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7HBK2Q1XZP');
</script>
</head>`;

const header = `<body class="home page-template-default page page-id-7">
<div id="page" class="site">
<a class="skip-link screen-reader-text" href="#primary">Skip to content</a>
<header id="masthead" class="site-header">
  <div class="site-branding"><p class="site-title"><a href="https://harborline.com/" rel="home">Harborline Logistics</a></p></div>
  <nav id="site-navigation" class="main-navigation">
    <ul id="primary-menu" class="menu">
      <li class="menu-item"><a href="https://harborline.com/services/">Services</a></li>
      <li class="menu-item"><a href="https://harborline.com/partners/">Partners</a></li>
      <li class="menu-item"><a href="https://harborline.com/about/">About</a></li>
      <li class="menu-item"><a href="https://harborline.com/contact/">Contact</a></li>
    </ul>
  </nav>
</header>`;

const footer = `<footer id="colophon" class="site-footer">
  <div class="footer-widgets">
    <section id="text-2" class="widget widget_text"><h2 class="widget-title">Harborline</h2>
      <div class="textwidget"><p>Unit 4, Dockside Park, Felixstowe IP11 3SW</p></div></section>
    <section id="nav_menu-3" class="widget widget_nav_menu"><h2 class="widget-title">Follow us</h2>
      <ul class="menu">
        <li><a href="https://www.linkedin.com/company/harborline-logistics">LinkedIn</a></li>
        <li><a href="https://www.facebook.com/harborlinelogistics">Facebook</a></li>
        <li><a href="https://www.youtube.com/@harborline">YouTube</a></li>
      </ul></section>
  </div>
  <div class="site-info">© 2026 Harborline Logistics Ltd. <a href="https://wordpress.org/">Proudly powered by WordPress</a></div>
</footer>
</div>
<script src="https://harborline.com/wp-content/themes/harborline/js/navigation.js?ver=2.3.1" id="harborline-navigation-js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'harborline.com',
  covers:
    'WordPress classic theme (generator, wp-content, wp-includes jQuery, Yoast, RSS, gtag); partner page built from Gutenberg columns (logo links named by alt) and a list; footer social links and a "powered by WordPress" credit',
  pages: {
    '/': {
      headers: {
        server: 'nginx/1.24.0',
        'x-powered-by': 'PHP/8.2.14',
        link: '<https://harborline.com/wp-json/>; rel="https://api.w.org/"',
      },
      html: `${head('Harborline Logistics | Freight forwarding across Europe')}
${header}
<main id="primary" class="site-main">
  <div class="wp-block-cover alignfull"><div class="wp-block-cover__inner-container">
    <h1 class="wp-block-heading has-text-align-center">Freight that arrives when you said it would</h1>
    <p class="has-text-align-center">Road, sea and air freight from Felixstowe to 38 countries.</p>
    <div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="https://harborline.com/contact/">Get a quote</a></div></div>
  </div></div>
  <div class="wp-block-group"><div class="wp-block-group__inner-container">
    <h2 class="wp-block-heading">What we move</h2>
    <div class="wp-block-columns">
      <div class="wp-block-column"><h3 class="wp-block-heading">Full loads</h3><p>Dedicated trailers across the UK and the EU.</p></div>
      <div class="wp-block-column"><h3 class="wp-block-heading">Groupage</h3><p>Shared loads leave Felixstowe every weekday.</p></div>
      <div class="wp-block-column"><h3 class="wp-block-heading">Customs</h3><p>Our brokers clear goods in both directions.</p></div>
    </div>
  </div></div>
</main>
${footer}`,
    },
    '/partners/': {
      headers: { server: 'nginx/1.24.0', 'x-powered-by': 'PHP/8.2.14' },
      html: `${head('Partners - Harborline Logistics')}
${header}
<main id="primary" class="site-main">
<article id="post-42" class="post-42 page type-page status-publish hentry">
  <header class="entry-header"><h1 class="entry-title">Our partners</h1></header>
  <div class="entry-content">
    <p>No forwarder works alone. These are the companies whose systems and fleets we rely on every day.</p>
    <h2 class="wp-block-heading">Technology partners</h2>
    <div class="wp-block-columns is-layout-flex">
      <div class="wp-block-column">
        <figure class="wp-block-image size-medium"><a href="https://www.project44.com/"><img decoding="async" width="300" height="80" src="https://harborline.com/wp-content/uploads/2024/02/project44.png" alt="project44" class="wp-image-311"/></a></figure>
        <p>Real-time visibility for every consignment we book.</p>
      </div>
      <div class="wp-block-column">
        <figure class="wp-block-image size-medium"><a href="https://www.fourkites.com/"><img decoding="async" width="300" height="80" src="https://harborline.com/wp-content/uploads/2024/02/fourkites-logo.png" alt="FourKites logo" class="wp-image-312"/></a></figure>
        <p>Predictive arrival times shared with our customers.</p>
      </div>
      <div class="wp-block-column">
        <figure class="wp-block-image size-medium"><a href="https://www.samsara.com/uk/"><img decoding="async" width="300" height="80" src="https://harborline.com/wp-content/uploads/2024/02/samsara.png" alt="Samsara" class="wp-image-313"/></a></figure>
        <p>Telematics in every one of our 140 tractor units.</p>
      </div>
    </div>
    <h2 class="wp-block-heading">Carrier partners</h2>
    <p>We book space with the largest ocean and express carriers:</p>
    <ul class="wp-block-list">
      <li><a href="https://www.maersk.com/">Maersk</a></li>
      <li><a href="https://www.dhl.com/gb-en/home.html">DHL</a></li>
      <li><a href="https://www.kuehne-nagel.com/">Kuehne+Nagel</a></li>
    </ul>
    <p>Want to work with us? <a href="https://harborline.com/contact/">Get in touch</a>.</p>
  </div>
</article>
</main>
${footer}`,
    },
  },
  technologies: [
    'wordpress',
    'wordpress-block-editor',
    'php',
    'mysql',
    'jquery',
    'yoast-seo',
    'google-analytics',
    'google-tag-manager',
    'nginx',
    'open-graph',
    'rss',
  ],
  partners: {
    'project44.com': 'technology',
    'fourkites.com': 'technology',
    'samsara.com': 'technology',
    'maersk.com': 'generic',
    'dhl.com': 'generic',
    'kuehne-nagel.com': 'generic',
  },
};
