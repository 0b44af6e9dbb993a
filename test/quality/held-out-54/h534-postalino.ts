import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://www.postalino.it/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, description: string, path: string, pageId: number) => `<!doctype html>
<html lang="it-IT">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.5 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.postalino.it${path}" />
<meta property="og:locale" content="it_IT" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="https://www.postalino.it${path}" />
<meta property="og:site_name" content="Postalino" />
<meta name="twitter:card" content="summary_large_image" />
<!-- / Yoast SEO plugin. -->
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3312457,"cookiePolicyId":81220934,"lang":"it","banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"position":"float-bottom-center"}};</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3312457.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<link rel='stylesheet' id='astra-theme-css-css' href='https://www.postalino.it/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.11' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.postalino.it/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.1' media='all' />
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='https://www.postalino.it/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1713360021' media='all' />
<script src="https://www.postalino.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.postalino.it/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://www.postalino.it/wp-json/" />
<meta name="generator" content="WordPress 6.5.2" />
<meta name="generator" content="Elementor 3.21.1; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-NQ5X2RT');</script>
<!-- End Google Tag Manager -->
<script async src="https://connect.facebook.net/it_IT/fbevents.js"></script>
</head>
<body class="page-template-default page page-id-${pageId} ast-page-builder-template ast-no-sidebar astra-4.6.11 elementor-default elementor-kit-6 elementor-page elementor-page-${pageId}">
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
<div data-elementor-type="header" data-elementor-id="21" class="elementor elementor-21 elementor-location-header">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-theme-site-logo"><a href="https://www.postalino.it"><img width="160" height="40" src="https://www.postalino.it/wp-content/uploads/2023/02/postalino-logo.svg" alt="Postalino"></a></div>
    <nav class="elementor-nav-menu--main" aria-label="Menu">
      <ul class="elementor-nav-menu">
        <li class="menu-item"><a href="https://www.postalino.it/funzionalita/" class="elementor-item">Funzionalità</a></li>
        <li class="menu-item"><a href="https://www.postalino.it/integrazioni/" class="elementor-item">Integrazioni</a></li>
        <li class="menu-item"><a href="https://www.postalino.it/prezzi/" class="elementor-item">Prezzi</a></li>
        <li class="menu-item"><a href="https://www.postalino.it/chi-siamo/" class="elementor-item">Chi siamo</a></li>
        <li class="menu-item"><a href="https://www.postalino.it/blog/" class="elementor-item">Blog</a></li>
        <li class="menu-item"><a href="https://app.postalino.it/login" class="elementor-item">Accedi</a></li>
        <li class="menu-item menu-cta"><a href="https://app.postalino.it/registrati" class="elementor-item">Prova gratis</a></li>
      </ul>
    </nav>
  </div>
</div>
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">`;

const footer = `</div>
</main>
<div data-elementor-type="footer" data-elementor-id="24" class="elementor elementor-24 elementor-location-footer">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent">
    <div class="elementor-widget elementor-widget-text-editor">
      <p><strong>Postalino S.r.l.</strong> – Via Tortona 31, 20144 Milano – P.IVA 11234560967</p>
      <p><a href="https://www.postalino.it/partner/">Diventa partner</a> · <a href="https://www.postalino.it/lavora-con-noi/">Lavora con noi</a> · <a href="https://help.postalino.it/">Centro assistenza</a> · <a href="https://www.postalino.it/privacy-policy/">Privacy Policy</a> · <a href="https://www.iubenda.com/privacy-policy/81220934/cookie-policy" class="iubenda-white iubenda-noiframe iubenda-embed" title="Cookie Policy">Cookie Policy</a></p>
    </div>
    <div class="elementor-widget elementor-widget-social-icons">
      <a class="elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/postalino" target="_blank"><span class="elementor-screen-only">Linkedin</span></a>
      <a class="elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/postalino.it/" target="_blank"><span class="elementor-screen-only">Instagram</span></a>
      <a class="elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@postalino" target="_blank"><span class="elementor-screen-only">Youtube</span></a>
    </div>
  </div>
</div>
<script src="https://www.postalino.it/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.6.11" id="astra-theme-js-js"></script>
<script src="https://www.postalino.it/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.0" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://www.postalino.it/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.1" id="elementor-webpack-runtime-js"></script>
<script src="https://www.postalino.it/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.1" id="elementor-frontend-modules-js"></script>
<script src="https://www.postalino.it/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.1" id="elementor-frontend-js"></script>
</body>
</html>`;

const logo = (name: string, file: string, href: string) =>
  `<div class="elementor-widget elementor-widget-image"><a href="${href}" target="_blank" rel="noopener"><img width="200" height="80" src="https://www.postalino.it/wp-content/uploads/2023/05/${file}" alt="${name}" loading="lazy"></a></div>`;

export const site: CorpusSite = {
  domain: 'postalino.it',
  covers:
    'Italian email-marketing SaaS on WordPress/Elementor with Yoast and iubenda: integrations page as linked logo grid, partner page with a certified-agency table (website column, one row without site) and a reseller section; press, event sponsorship, investor and own app/help subdomains as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Postalino – Email marketing semplice per e-commerce', 'Newsletter, automazioni e SMS per negozi online italiani. Prova gratis per 30 giorni.', '/', 8)}
<section class="elementor-element e-con hero"><h1 class="elementor-heading-title">L'email marketing che parla italiano</h1><p>Automazioni per carrelli abbandonati, newsletter e SMS per il tuo e-commerce. Server in Italia, conforme al GDPR.</p><a class="elementor-button" href="https://app.postalino.it/registrati">Prova gratis 30 giorni</a></section>
<section class="elementor-element e-con"><h2>Si fidano di noi oltre 4.000 negozi online</h2>
<div class="elementor-widget elementor-widget-image-carousel"><img src="https://www.postalino.it/wp-content/uploads/2023/05/cliente-caffe-moka.png" alt="Caffè Moka Napoli"><img src="https://www.postalino.it/wp-content/uploads/2023/05/cliente-tessuti-como.png" alt="Tessuti Como"><img src="https://www.postalino.it/wp-content/uploads/2023/05/cliente-ortofresco.png" alt="OrtoFresco"></div></section>
<section class="elementor-element e-con"><h2>Dicono di noi</h2><div class="elementor-testimonial"><p>«In tre mesi le vendite da email sono raddoppiate.»</p><cite>Giulia R., titolare di <a href="https://www.tessuticomo.it" target="_blank" rel="noopener">Tessuti Como</a></cite></div></section>
<section class="elementor-element e-con"><h2>Ne parlano</h2><p><a href="https://www.ilsole24ore.com/art/postalino-email-marketing-pmi-AFa1b2c" target="_blank" rel="noopener">Il Sole 24 Ore</a> · <a href="https://www.startupitalia.eu/postalino-round" target="_blank" rel="noopener">StartupItalia</a></p></section>
<section class="elementor-element e-con"><h2>Ci vediamo all'E-commerce Summit</h2><p>Anche quest'anno Postalino è <strong>sponsor Gold</strong> dell'<a href="https://www.ecommercesummit-milano.it/" target="_blank" rel="noopener">E-commerce Summit Milano</a>: passa al nostro stand B12!</p></section>
${footer}`,
    },
    '/integrazioni/': {
      headers,
      html: `${head('Integrazioni – Postalino', 'Collega Postalino alla tua piattaforma e-commerce e ai tuoi strumenti preferiti.', '/integrazioni/', 112)}
<section class="elementor-element e-con"><h1 class="elementor-heading-title">Integrazioni</h1><p>Sincronizza clienti, ordini e prodotti in tempo reale. Tutte le integrazioni sono incluse in ogni piano.</p></section>
<section class="elementor-element e-con e-grid logo-grid">
${logo('Shopify', 'integrazione-shopify.svg', 'https://www.shopify.com/it')}
${logo('WooCommerce', 'integrazione-woo.svg', 'https://woocommerce.com/products/postalino/')}
${logo('PrestaShop', 'integrazione-prestashop.svg', 'https://addons.prestashop.com/it/newsletter-sms/postalino.html')}
${logo('Wix', 'integrazione-wix.svg', 'https://www.wix.com/app-market/postalino')}
${logo('Zapier', 'integrazione-zapier.svg', 'https://zapier.com/apps/postalino/integrations')}
${logo('Twilio', 'integrazione-twilio.svg', 'https://www.twilio.com/it-it')}
</section>
<section class="elementor-element e-con"><p>Non trovi la tua piattaforma? Usa le nostre <a href="https://help.postalino.it/api">API REST</a>.</p></section>
${footer}`,
    },
    '/partner/': {
      headers,
      html: `${head('Programma Partner – Postalino', 'Agenzie certificate e rivenditori Postalino in tutta Italia.', '/partner/', 140)}
<section class="elementor-element e-con"><h1 class="elementor-heading-title">Programma Partner</h1><p>Le agenzie certificate Postalino ti aiutano a impostare automazioni, template e strategie di email marketing. Trova quella più vicina a te.</p></section>
<section class="elementor-element e-con"><h2>Agenzie certificate</h2>
<div class="elementor-widget elementor-widget-text-editor">
<table class="tabella-partner">
<thead><tr><th>Agenzia</th><th>Città</th><th>Livello</th><th>Sito web</th></tr></thead>
<tbody>
<tr><td>Agenzia Lampone</td><td>Milano</td><td>Platinum</td><td><a href="https://lampone.agency/" target="_blank" rel="noopener">lampone.agency</a></td></tr>
<tr><td>Studio Fucina</td><td>Torino</td><td>Gold</td><td><a href="https://www.studiofucina.it/" target="_blank" rel="noopener">studiofucina.it</a></td></tr>
<tr><td>Neroverde Digital</td><td>Roma</td><td>Gold</td><td><a href="https://neroverde.digital/" target="_blank" rel="noopener">neroverde.digital</a></td></tr>
<tr><td>Bitonto Web</td><td>Bari</td><td>Certified</td><td><a href="http://www.bitontoweb.it" target="_blank" rel="noopener">bitontoweb.it</a></td></tr>
<tr><td>Marco Esposito (freelance)</td><td>Napoli</td><td>Certified</td><td>—</td></tr>
</tbody>
</table>
</div></section>
<section class="elementor-element e-con"><h2>Rivenditori autorizzati</h2><p>Per licenze enterprise e fatturazione tramite MePA puoi rivolgerti al nostro rivenditore <a href="https://www.datamare.it/" target="_blank" rel="noopener">Datamare S.r.l.</a> (Genova).</p></section>
<section class="elementor-element e-con"><h2>Diventa partner</h2><p>Commissioni ricorrenti del 20%, formazione e materiali co-branded. <a class="elementor-button" href="https://www.postalino.it/partner/candidatura/">Candidati</a></p></section>
${footer}`,
    },
    '/chi-siamo/': {
      headers,
      html: `${head('Chi siamo – Postalino', 'La storia di Postalino, dal 2017 a Milano.', '/chi-siamo/', 96)}
<section class="elementor-element e-con"><h1 class="elementor-heading-title">Chi siamo</h1><p>Postalino nasce a Milano nel 2017 per dare ai piccoli e-commerce italiani uno strumento di email marketing semplice e conforme al GDPR.</p><p>Nel 2022 abbiamo chiuso un round da 3 milioni di euro guidato da <a href="https://www.lagunaventures.it/" target="_blank" rel="noopener">Laguna Ventures</a>.</p><p>Siamo un team di 35 persone. <a href="https://www.postalino.it/lavora-con-noi/">Lavora con noi</a></p></section>
${footer}`,
    },
  },
  sitemap: ['/', '/funzionalita/', '/integrazioni/', '/prezzi/', '/chi-siamo/', '/partner/', '/lavora-con-noi/', '/blog/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'astra',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'iubenda',
    'nginx',
    'open-graph',
    'google-tag-manager',
    'facebook-pixel',
  ],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'prestashop.com': 'technology',
    'wix.com': 'technology',
    'zapier.com': 'technology',
    'twilio.com': 'technology',
    'lampone.agency': 'channel',
    'studiofucina.it': 'channel',
    'neroverde.digital': 'channel',
    'bitontoweb.it': 'channel',
    'datamare.it': 'channel',
  },
};
