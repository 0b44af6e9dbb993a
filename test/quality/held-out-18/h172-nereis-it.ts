import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'PHP/8.2.18',
  link: '<https://nereis-it.fr/wp-json/>; rel="https://api.w.org/"',
  'x-pingback': 'https://nereis-it.fr/xmlrpc.php',
};

const head = (title: string, description: string, slug: string) => `<!DOCTYPE html>
<html lang="fr-FR">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="https://gmpg.org/xfn/11">

<!-- This site is optimized with the Yoast SEO plugin v22.8 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://nereis-it.fr/${slug}" />
<meta property="og:locale" content="fr_FR" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://nereis-it.fr/${slug}" />
<meta property="og:site_name" content="Néréis IT" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://nereis-it.fr/${slug}","url":"https://nereis-it.fr/${slug}","name":"${title}","isPartOf":{"@id":"https://nereis-it.fr/#website"},"inLanguage":"fr-FR"},{"@type":"WebSite","@id":"https://nereis-it.fr/#website","url":"https://nereis-it.fr/","name":"Néréis IT","publisher":{"@id":"https://nereis-it.fr/#organization"},"inLanguage":"fr-FR"},{"@type":"Organization","@id":"https://nereis-it.fr/#organization","name":"Néréis IT","url":"https://nereis-it.fr/","logo":{"@type":"ImageObject","url":"https://nereis-it.fr/wp-content/uploads/2023/02/logo-nereis-it.svg"},"sameAs":["https://www.linkedin.com/company/nereis-it/"]}]}</script>
<!-- / Yoast SEO plugin. -->

<link rel='dns-prefetch' href='//nereis-it.fr' />
<link rel="alternate" type="application/rss+xml" title="Néréis IT &raquo; Flux" href="https://nereis-it.fr/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://nereis-it.fr/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://nereis-it.fr/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.5' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='https://nereis-it.fr/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.2' media='all' />
<link rel='stylesheet' id='nereis-child-style-css' href='https://nereis-it.fr/wp-content/themes/nereis-child/style.css?ver=1.4.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://nereis-it.fr/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.5' media='all' />
<link rel='stylesheet' id='elementor-post-6-css' href='https://nereis-it.fr/wp-content/uploads/elementor/css/post-6.css?ver=1716882011' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='https://nereis-it.fr/wp-content/plugins/elementor-pro/assets/css/frontend-lite.min.css?ver=3.21.2' media='all' />
<script src="https://nereis-it.fr/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script id="cookie-law-info-js-extra">
var Cli_Data = {"nn_cookie_ids":[],"cookielist":[],"non_necessary_cookies":[],"ccpaEnabled":"","ccpaRegionBased":"","ccpaBarEnabled":"","strictlyEnabled":["necessary","obligatoire"],"ccpaType":"gdpr","js_blocking":"1","custom_integration":"","triggerDomRefresh":"","secure_cookies":""};
</script>
<script src="https://nereis-it.fr/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.2" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="https://nereis-it.fr/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="https://nereis-it.fr/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<meta name="generator" content="Elementor 3.21.5; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://nereis-it.fr/wp-content/uploads/2023/02/favicon-nereis-32x32.png" sizes="32x32" />
</head>`;

const header = (bodyClass: string) => `<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-6">
<a class="skip-link screen-reader-text" href="#content">Aller au contenu</a>
<div data-elementor-type="header" data-elementor-id="38" class="elementor elementor-38 elementor-location-header" data-elementor-post-type="elementor_library">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-1b2f0e4 elementor-section-boxed elementor-section-height-default" data-id="1b2f0e4" data-element_type="section">
    <div class="elementor-container elementor-column-gap-default">
      <div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-52ac1d0" data-id="52ac1d0" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-9e7c3b1 elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-id="9e7c3b1" data-element_type="widget" data-widget_type="theme-site-logo.default">
            <div class="elementor-widget-container"><a href="https://nereis-it.fr"><img width="190" height="48" src="https://nereis-it.fr/wp-content/uploads/2023/02/logo-nereis-it.svg" class="attachment-full size-full" alt="Néréis IT - infogérance et cybersécurité à Lyon"></a></div>
          </div>
        </div>
      </div>
      <div class="elementor-column elementor-col-50 elementor-top-column elementor-element elementor-element-77d0a2c" data-id="77d0a2c" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-c5e19f3 elementor-nav-menu__align-end elementor-widget elementor-widget-nav-menu" data-id="c5e19f3" data-element_type="widget" data-widget_type="nav-menu.default">
            <div class="elementor-widget-container">
              <nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal" aria-label="Menu">
                <ul id="menu-1-c5e19f3" class="elementor-nav-menu">
                  <li class="menu-item menu-item-type-custom menu-item-has-children menu-item-101"><a href="#" class="elementor-item elementor-item-anchor">Nos services</a>
                    <ul class="sub-menu elementor-nav-menu--dropdown">
                      <li class="menu-item menu-item-102"><a href="https://nereis-it.fr/infogerance/" class="elementor-sub-item">Infogérance</a></li>
                      <li class="menu-item menu-item-103"><a href="https://nereis-it.fr/cybersecurite/" class="elementor-sub-item">Cybersécurité</a></li>
                      <li class="menu-item menu-item-104"><a href="https://nereis-it.fr/cloud-et-hebergement/" class="elementor-sub-item">Cloud &amp; hébergement</a></li>
                    </ul>
                  </li>
                  <li class="menu-item menu-item-105"><a href="https://nereis-it.fr/nos-partenaires-et-certifications/" class="elementor-item">Partenaires &amp; certifications</a></li>
                  <li class="menu-item menu-item-106"><a href="https://nereis-it.fr/references/" class="elementor-item">Références</a></li>
                  <li class="menu-item menu-item-107"><a href="https://nereis-it.fr/a-propos/" class="elementor-item">Qui sommes-nous</a></li>
                  <li class="menu-item menu-item-108"><a href="https://nereis-it.fr/actualites/" class="elementor-item">Actualités</a></li>
                  <li class="menu-item menu-item-109"><a href="https://nereis-it.fr/recrutement/" class="elementor-item">Recrutement</a></li>
                </ul>
              </nav>
            </div>
          </div>
        </div>
      </div>
      <div class="elementor-column elementor-col-25 elementor-top-column elementor-element elementor-element-e0a13d5" data-id="e0a13d5" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-4d21aa9 elementor-widget elementor-widget-button" data-id="4d21aa9" data-element_type="widget" data-widget_type="button.default">
            <div class="elementor-widget-container"><a class="elementor-button elementor-button-link elementor-size-sm" href="https://nereis-it.fr/contact/"><span class="elementor-button-text">Demander un audit gratuit</span></a></div>
          </div>
          <div class="elementor-element elementor-element-8fa3c21 elementor-widget elementor-widget-text-editor" data-id="8fa3c21" data-element_type="widget"><div class="elementor-widget-container"><a href="https://support.nereis-it.fr/">Espace client / support</a> &middot; 04 78 62 19 40</div></div>
        </div>
      </div>
    </div>
  </section>
</div>
<main id="content" class="site-main">`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="44" class="elementor elementor-44 elementor-location-footer" data-elementor-post-type="elementor_library">
  <section class="elementor-section elementor-top-section elementor-element elementor-element-f01c9a2 elementor-section-boxed" data-id="f01c9a2" data-element_type="section" data-settings="{&quot;background_background&quot;:&quot;classic&quot;}">
    <div class="elementor-container elementor-column-gap-wide">
      <div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-0aa71c4" data-id="0aa71c4" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-b3f7e20 elementor-widget elementor-widget-text-editor" data-id="b3f7e20" data-element_type="widget" data-widget_type="text-editor.default">
            <div class="elementor-widget-container">
              <p><strong>Néréis IT</strong><br>27 rue Garibaldi, 69006 Lyon<br>04 78 62 19 40 &middot; contact@nereis-it.fr</p>
              <p>Agence de Grenoble : 8 place Grenette, 38000 Grenoble</p>
              <p>Notre offre d'hébergement souverain : <a href="https://www.nereis-cloud.fr">nereis-cloud.fr</a></p>
            </div>
          </div>
        </div>
      </div>
      <div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-2d8be10" data-id="2d8be10" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-6ac0b52 elementor-widget elementor-widget-nav-menu" data-id="6ac0b52" data-element_type="widget">
            <div class="elementor-widget-container">
              <ul class="elementor-nav-menu">
                <li><a href="https://nereis-it.fr/infogerance/">Infogérance PME</a></li>
                <li><a href="https://nereis-it.fr/cybersecurite/">Cybersécurité</a></li>
                <li><a href="https://nereis-it.fr/cloud-et-hebergement/">Cloud &amp; sauvegarde</a></li>
                <li><a href="https://nereis-it.fr/mentions-legales/">Mentions légales</a></li>
                <li><a href="https://nereis-it.fr/politique-de-confidentialite/">Politique de confidentialité</a></li>
              </ul>
            </div>
          </div>
        </div>
      </div>
      <div class="elementor-column elementor-col-33 elementor-top-column elementor-element elementor-element-cc1d9e8" data-id="cc1d9e8" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-1f4e5d0 elementor-shape-rounded elementor-grid-0 elementor-widget elementor-widget-social-icons" data-id="1f4e5d0" data-element_type="widget" data-widget_type="social-icons.default">
            <div class="elementor-widget-container">
              <div class="elementor-social-icons-wrapper elementor-grid">
                <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/nereis-it/" target="_blank"><span class="elementor-screen-only">Linkedin</span></a></span>
                <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@nereisit" target="_blank"><span class="elementor-screen-only">Youtube</span></a></span>
              </div>
            </div>
          </div>
          <div class="elementor-element elementor-element-93b0d7e elementor-widget elementor-widget-text-editor" data-id="93b0d7e" data-element_type="widget">
            <div class="elementor-widget-container"><p>Lettre d'information trimestrielle : <a href="https://nereis-it.fr/newsletter/">s'inscrire</a></p></div>
          </div>
        </div>
      </div>
    </div>
  </section>
  <section class="elementor-section elementor-top-section elementor-element elementor-element-5e0c7a1 elementor-section-boxed" data-id="5e0c7a1" data-element_type="section">
    <div class="elementor-container elementor-column-gap-default">
      <div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-a0c8e12" data-id="a0c8e12" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
          <div class="elementor-element elementor-element-d7712ab elementor-widget elementor-widget-text-editor" data-id="d7712ab" data-element_type="widget">
            <div class="elementor-widget-container"><p>&copy; 2024 Néréis IT SAS &ndash; Tous droits réservés &ndash; Site réalisé par <a href="https://www.pixelune.fr" target="_blank" rel="noopener">Pixelune, agence web à Lyon</a></p></div>
          </div>
        </div>
      </div>
    </div>
  </section>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>Nous utilisons des cookies pour mesurer l'audience du site et améliorer votre navigation. <a role='button' data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">Tout accepter</a> <a role='button' id="cookie_action_close_header_reject" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header_reject cli_action_button wt-cli-reject-btn" data-cli_action="reject">Refuser</a> <a href="https://nereis-it.fr/politique-de-confidentialite/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">En savoir plus</a></span></div>
<script src="https://nereis-it.fr/wp-includes/js/dist/vendor/wp-polyfill-inert.min.js?ver=3.1.2" id="wp-polyfill-inert-js"></script>
<script id="contact-form-7-js-extra">
var wpcf7 = {"api":{"root":"https:\\/\\/nereis-it.fr\\/wp-json\\/","namespace":"contact-form-7\\/v1"}};
</script>
<script src="https://nereis-it.fr/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.5" id="contact-form-7-js"></script>
<script src="https://nereis-it.fr/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="https://nereis-it.fr/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.5" id="elementor-webpack-runtime-js"></script>
<script src="https://nereis-it.fr/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.5" id="elementor-frontend-modules-js"></script>
<script src="https://nereis-it.fr/wp-content/plugins/elementor/assets/lib/waypoints/waypoints.min.js?ver=4.0.2" id="elementor-waypoints-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Partager sur Facebook"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025},"version":"3.21.5","is_static":false,"urls":{"assets":"https:\\/\\/nereis-it.fr\\/wp-content\\/plugins\\/elementor\\/assets\\/"}};
</script>
<script src="https://nereis-it.fr/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.5" id="elementor-frontend-js"></script>
</body>
</html>`;

const page = (title: string, description: string, slug: string, bodyClass: string, id: number, content: string) =>
  `${head(title, description, slug)}
${header(bodyClass)}
<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}" data-elementor-post-type="page">
${content}
</div>
${footer}`;

let n = 0;
const eid = () => (0x3a10f1 + 97 * ++n).toString(16);

const section = (inner: string, extra = '') => {
  const id = eid();
  return `  <section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default ${extra}" data-id="${id}" data-element_type="section">
    <div class="elementor-container elementor-column-gap-default">
${inner}
    </div>
  </section>`;
};

const column = (size: number, inner: string) => {
  const id = eid();
  return `      <div class="elementor-column elementor-col-${size} elementor-top-column elementor-element elementor-element-${id}" data-id="${id}" data-element_type="column">
        <div class="elementor-widget-wrap elementor-element-populated">
${inner}
        </div>
      </div>`;
};

const heading = (text: string, tag = 'h2') => {
  const id = eid();
  return `          <div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-heading" data-id="${id}" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><${tag} class="elementor-heading-title elementor-size-default">${text}</${tag}></div></div>`;
};

const text = (html: string) => {
  const id = eid();
  return `          <div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-text-editor" data-id="${id}" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container">${html}</div></div>`;
};

const imageBox = (img: string, alt: string, title: string, desc: string, href?: string) => {
  const id = eid();
  const open = href ? `<a href="${href}" target="_blank" rel="noopener">` : '';
  const close = href ? '</a>' : '';
  return `          <div class="elementor-element elementor-element-${id} elementor-position-top elementor-widget elementor-widget-image-box" data-id="${id}" data-element_type="widget" data-widget_type="image-box.default">
            <div class="elementor-widget-container"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img">${open}<img width="240" height="120" src="https://nereis-it.fr/wp-content/uploads/2024/01/${img}" class="attachment-full size-full" alt="${alt}" loading="lazy" />${close}</figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title">${open}${title}${close}</h3><p class="elementor-image-box-description">${desc}</p></div></div></div>
          </div>`;
};

const iconList = (items: string[]) => {
  const id = eid();
  return `          <div class="elementor-element elementor-element-${id} elementor-icon-list--layout-traditional elementor-widget elementor-widget-icon-list" data-id="${id}" data-element_type="widget" data-widget_type="icon-list.default"><div class="elementor-widget-container"><ul class="elementor-icon-list-items">
${items.map((i) => `            <li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">${i}</span></li>`).join('\n')}
          </ul></div></div>`;
};

const button = (label: string, href: string) => {
  const id = eid();
  return `          <div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-button" data-id="${id}" data-element_type="widget" data-widget_type="button.default"><div class="elementor-widget-container"><div class="elementor-button-wrapper"><a class="elementor-button elementor-button-link elementor-size-md" href="${href}"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">${label}</span></span></a></div></div></div>`;
};

const home = page(
  'Néréis IT | Infogérance, cybersécurité et cloud pour PME à Lyon',
  'Néréis IT accompagne les PME et ETI de la région lyonnaise : infogérance, cybersécurité, sauvegarde et cloud souverain.',
  '',
  'home page-template-default page page-id-9',
  9,
  [
    section(
      column(
        100,
        [
          heading('Votre informatique, gérée de bout en bout', 'h1'),
          text(
            '<p>Depuis 2009, Néréis IT prend en charge le parc informatique, les serveurs, la sécurité et la sauvegarde de plus de 180 PME et établissements de santé en Auvergne-Rhône-Alpes. Un interlocuteur unique, un support basé à Lyon, des engagements contractuels.</p>',
          ),
          button('Demander un audit gratuit', 'https://nereis-it.fr/contact/'),
        ].join('\n'),
      ),
      'elementor-section-height-full hero',
    ),
    section(
      [
        column(
          33,
          [
            heading('Infogérance', 'h3'),
            text(
              '<p>Supervision 24/7, maintenance des postes et serveurs, helpdesk illimité avec un délai de prise en charge de 30 minutes.</p>',
            ),
            button('Découvrir', 'https://nereis-it.fr/infogerance/'),
          ].join('\n'),
        ),
        column(
          33,
          [
            heading('Cybersécurité', 'h3'),
            text("<p>Pare-feu managé, EDR, sensibilisation des équipes et tests d'intrusion, avec un SOC opéré depuis Lyon.</p>"),
            button('Découvrir', 'https://nereis-it.fr/cybersecurite/'),
          ].join('\n'),
        ),
        column(
          33,
          [
            heading('Cloud &amp; sauvegarde', 'h3'),
            text(
              "<p>Hébergement souverain dans nos baies lyonnaises, sauvegarde externalisée immuable et plan de reprise d'activité testé.</p>",
            ),
            button('Découvrir', 'https://nereis-it.fr/cloud-et-hebergement/'),
          ].join('\n'),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        [
          heading('Ils nous font confiance'),
          text(`<div class="logos-clients">
<img src="https://nereis-it.fr/wp-content/uploads/2023/05/logo-clinique-val-de-saone.png" alt="Clinique du Val de Saône" width="140" loading="lazy">
<img src="https://nereis-it.fr/wp-content/uploads/2023/05/logo-transports-meyrieux.png" alt="Transports Meyrieux" width="140" loading="lazy">
<img src="https://nereis-it.fr/wp-content/uploads/2023/05/logo-cabinet-ravel-avocats.png" alt="Cabinet Ravel Avocats" width="140" loading="lazy">
<img src="https://nereis-it.fr/wp-content/uploads/2023/05/logo-mairie-ecully.png" alt="Ville d'Écully" width="140" loading="lazy">
<img src="https://nereis-it.fr/wp-content/uploads/2023/05/logo-fromageries-bressanes.png" alt="Fromageries Bressanes" width="140" loading="lazy">
</div>`),
        ].join('\n'),
      ),
    ),
    section(
      [
        column(
          50,
          [
            heading('Des partenaires constructeurs et éditeurs reconnus'),
            text(
              '<p>Nous sommes certifiés par les principaux éditeurs du marché. Découvrez nos <a href="https://nereis-it.fr/nos-partenaires-et-certifications/">partenariats et certifications</a>.</p>',
            ),
          ].join('\n'),
        ),
        column(
          50,
          [
            heading('Témoignage', 'h3'),
            text(
              "<blockquote><p>« Depuis que Néréis IT gère notre informatique, nous n'avons plus eu une seule interruption sur le dossier patient. L'équipe connaît nos contraintes de santé. »</p><cite>Dr Hélène Marchal, directrice, Clinique du Val de Saône</cite></blockquote>",
            ),
          ].join('\n'),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        [
          heading('Actualités'),
          text(
            '<ul><li><a href="https://nereis-it.fr/actualites/nereis-it-certifiee-iso-27001/">Néréis IT certifiée ISO 27001</a></li><li><a href="https://nereis-it.fr/actualites/nis2-ce-qui-change-pour-les-pme/">NIS 2 : ce qui change pour les PME</a></li><li><a href="https://nereis-it.fr/actualites/ouverture-agence-grenoble/">Ouverture de notre agence de Grenoble</a></li></ul>',
          ),
        ].join('\n'),
      ),
    ),
  ].join('\n'),
);

const infogerance = page(
  'Infogérance informatique pour PME | Néréis IT',
  'Infogérance complète de votre parc : supervision, helpdesk, maintenance et gestion des licences.',
  'infogerance/',
  'page-template-default page page-id-14',
  14,
  [
    section(
      column(
        100,
        [
          heading('Infogérance informatique', 'h1'),
          text('<p>Un contrat forfaitaire par poste, sans surprise, qui couvre tout ce dont votre informatique a besoin au quotidien.</p>'),
        ].join('\n'),
      ),
    ),
    section(
      [
        column(
          50,
          iconList([
            'Helpdesk illimité du lundi au vendredi, 8h-19h',
            'Supervision des serveurs et du réseau 24h/24',
            'Gestion des correctifs Windows et applicatifs',
            'Gestion des licences Microsoft 365',
            'Inventaire et renouvellement du parc',
            'Interventions sur site sous 4 heures ouvrées',
          ]),
        ),
        column(
          50,
          [
            heading('Nos engagements', 'h3'),
            text(
              '<p>Prise en charge en 30 minutes, taux de résolution au premier appel de 78 %, rapport mensuel et comité de pilotage trimestriel.</p>',
            ),
            button('Être rappelé', 'https://nereis-it.fr/contact/'),
          ].join('\n'),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        text(
          '<p>Nos techniciens sont certifiés sur les solutions que nous déployons : consultez la page <a href="https://nereis-it.fr/nos-partenaires-et-certifications/">partenaires &amp; certifications</a>.</p>',
        ),
      ),
    ),
  ].join('\n'),
);

const cyber = page(
  'Cybersécurité pour PME et établissements de santé | Néréis IT',
  'Pare-feu managé, EDR, SOC, sensibilisation et audits.',
  'cybersecurite/',
  'page-template-default page page-id-16',
  16,
  [
    section(
      column(
        100,
        [
          heading('Cybersécurité managée', 'h1'),
          text(
            "<p>Une PME sur deux victime d'une cyberattaque dépose le bilan dans les 18 mois. Nous mettons en place une défense en profondeur adaptée à votre taille.</p>",
          ),
        ].join('\n'),
      ),
    ),
    section(
      [
        column(
          33,
          [
            heading('Protéger', 'h3'),
            iconList([
              'Pare-feu nouvelle génération managé',
              'EDR sur tous les postes et serveurs',
              'Filtrage de la messagerie',
              'Authentification multifacteur',
            ]),
          ].join('\n'),
        ),
        column(
          33,
          [heading('Détecter', 'h3'), iconList(['SOC 24/7 opéré à Lyon', 'Analyse des journaux', 'Alertes et astreinte'])].join('\n'),
        ),
        column(
          33,
          [
            heading('Réagir', 'h3'),
            iconList(['Cellule de crise', 'Restauration depuis sauvegarde immuable', 'Accompagnement déclaratif CNIL']),
          ].join('\n'),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        text(
          '<p>Néréis IT est labellisée ExpertCyber. Pour toute victime d\'une attaque, le dispositif national d\'assistance est accessible sur <a href="https://www.cybermalveillance.gouv.fr/" target="_blank" rel="noopener">cybermalveillance.gouv.fr</a>.</p>',
        ),
      ),
    ),
  ].join('\n'),
);

const cloud = page(
  'Cloud souverain et sauvegarde externalisée | Néréis IT',
  'Hébergement en France, sauvegarde immuable et PRA.',
  'cloud-et-hebergement/',
  'page-template-default page page-id-18',
  18,
  [
    section(
      column(
        100,
        [
          heading('Cloud &amp; hébergement', 'h1'),
          text(
            '<p>Vos serveurs et sauvegardes hébergés dans deux datacenters à Lyon et Villeurbanne, exploités par nos équipes. Retrouvez toutes nos offres d\'hébergement sur <a href="https://www.nereis-cloud.fr/offres/">nereis-cloud.fr</a>.</p>',
          ),
        ].join('\n'),
      ),
    ),
    section(
      [
        column(
          50,
          iconList([
            'Serveurs privés virtuels',
            'Microsoft 365 et sauvegarde des boîtes',
            'Sauvegarde immuable 3-2-1',
            'PRA testé deux fois par an',
          ]),
        ),
        column(
          50,
          text(
            '<p>Besoin de capacité hors région ? Nous opérons aussi des environnements chez notre partenaire cloud OVHcloud, à Roubaix et Gravelines.</p>',
          ),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

const partenaires = page(
  'Nos partenaires et certifications | Néréis IT',
  'Microsoft, Fortinet, Veeam, HPE, Sophos : les partenariats éditeurs et constructeurs de Néréis IT, et nos certifications.',
  'nos-partenaires-et-certifications/',
  'page-template-default page page-id-21',
  21,
  [
    section(
      column(
        100,
        [
          heading('Partenaires &amp; certifications', 'h1'),
          text(
            '<p>Nous ne revendons que des solutions que nous savons exploiter. Nos partenariats avec les éditeurs et constructeurs nous donnent un accès direct à leurs équipes techniques, à leurs formations et aux meilleures conditions pour nos clients.</p>',
          ),
        ].join('\n'),
      ),
    ),
    section(column(100, heading('Nos alliances éditeurs et constructeurs'))),
    section(
      [
        column(
          33,
          imageBox(
            'logo-microsoft.png',
            'Microsoft Solutions Partner',
            'Microsoft',
            'Solutions Partner for Modern Work et Infrastructure (Azure). Déploiement et administration de Microsoft 365, Intune et Azure.',
            'https://partner.microsoft.com/fr-fr/',
          ),
        ),
        column(
          33,
          imageBox(
            'logo-fortinet.png',
            'Fortinet Advanced Partner',
            'Fortinet',
            'Partenaire Advanced. Pare-feu FortiGate, FortiMail et FortiEDR, ingénieurs certifiés NSE 4 et NSE 7.',
            'https://www.fortinet.com/fr/partners',
          ),
        ),
        column(
          33,
          imageBox(
            'logo-veeam.png',
            'Veeam ProPartner Silver',
            'Veeam',
            'Veeam Cloud &amp; Service Provider Silver. Sauvegarde des serveurs, de Microsoft 365 et réplication vers notre cloud.',
            'https://www.veeam.com/fr',
          ),
        ),
      ].join('\n'),
    ),
    section(
      [
        column(
          33,
          imageBox(
            'logo-hpe.png',
            'HPE Partner Ready Silver',
            'HPE',
            'Partenaire Silver pour les serveurs ProLiant, le stockage et les réseaux Aruba.',
            'https://www.hpe.com/fr/fr/home.html',
          ),
        ),
        column(
          33,
          imageBox(
            'logo-sophos.png',
            'Sophos Gold Partner',
            'Sophos',
            'Partenaire Gold et fournisseur MDR : Intercept X et Sophos MDR pour nos clients santé.',
            'https://www.sophos.com/fr-fr',
          ),
        ),
        column(
          33,
          imageBox(
            'logo-ovhcloud.png',
            'OVHcloud Partner Program',
            'OVHcloud',
            'Membre du programme partenaires OVHcloud (niveau Advanced) pour les environnements hors région.',
            'https://www.ovhcloud.com/fr/',
          ),
        ),
      ].join('\n'),
    ),
    section(
      column(
        100,
        [
          heading('Distribution et intervention terrain', 'h3'),
          text(
            '<p>Notre matériel est approvisionné auprès de notre distributeur partenaire <strong>Distrinéo</strong> (www.distrineo.fr), grossiste à valeur ajoutée basé à Saint-Priest. Pour le câblage et le brassage des baies, nous travaillons avec notre partenaire installateur <a href="https://rhonecablage.fr/" target="_blank" rel="noopener">Rhône Câblage Pro</a>, certifié pour les réseaux cuivre et fibre.</p>',
          ),
        ].join('\n'),
      ),
    ),
    section(column(100, heading('Nos certifications et labels'))),
    section(
      [
        column(
          33,
          imageBox(
            'logo-iso-27001-afnor.png',
            'Certification ISO 27001 AFNOR',
            'ISO/IEC 27001',
            "Système de management de la sécurité de l'information certifié par AFNOR Certification depuis 2024.",
            'https://certificats-attestations.afnor.org/',
          ),
        ),
        column(
          33,
          imageBox(
            'label-expertcyber.png',
            'Label ExpertCyber',
            'Label ExpertCyber',
            'Label délivré par le dispositif Cybermalveillance.gouv.fr aux prestataires de sécurité de proximité.',
            'https://www.cybermalveillance.gouv.fr/diagnostic/accueil',
          ),
        ),
        column(
          33,
          imageBox(
            'logo-hds.png',
            'Hébergeur de données de santé',
            'HDS',
            'Certification Hébergeur de Données de Santé pour notre cloud, obtenue en 2022.',
          ),
        ),
      ].join('\n'),
    ),
    section(column(100, text('<p>Vous êtes éditeur et souhaitez être référencé ? Écrivez à partenaires@nereis-it.fr.</p>'))),
  ].join('\n'),
);

const references = page(
  'Références clients | Néréis IT',
  'Ils ont confié leur informatique à Néréis IT.',
  'references/',
  'page-template-default page page-id-23',
  23,
  [
    section(
      column(
        100,
        [
          heading('Nos références', 'h1'),
          text('<p>Santé, collectivités, industrie, professions libérales : quelques-uns des 180 clients que nous accompagnons.</p>'),
        ].join('\n'),
      ),
    ),
    section(
      [
        column(
          50,
          [
            heading('Clinique du Val de Saône', 'h3'),
            text(
              '<p>Infogérance de 240 postes, hébergement HDS du dossier patient et SOC 24/7. <a href="https://www.cliniquevaldesaone.fr" target="_blank" rel="noopener">cliniquevaldesaone.fr</a></p>',
            ),
            button("Lire l'étude de cas", 'https://nereis-it.fr/actualites/etude-de-cas-clinique-val-de-saone/'),
          ].join('\n'),
        ),
        column(
          50,
          [
            heading('Transports Meyrieux', 'h3'),
            text(
              '<p>Migration vers Microsoft 365, téléphonie et sauvegarde de 14 agences logistiques. <a href="https://www.transports-meyrieux.fr" target="_blank" rel="noopener">transports-meyrieux.fr</a></p>',
            ),
          ].join('\n'),
        ),
      ].join('\n'),
    ),
    section(
      [
        column(
          50,
          [
            heading("Ville d'Écully", 'h3'),
            text("<p>Renouvellement du pare-feu et de l'EDR pour les services municipaux et les écoles.</p>"),
          ].join('\n'),
        ),
        column(
          50,
          [heading('Cabinet Ravel Avocats', 'h3'), text('<p>Poste de travail sécurisé et accès distant pour 35 avocats.</p>')].join('\n'),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

const apropos = page(
  'Qui sommes-nous | Néréis IT',
  'Une ESN lyonnaise indépendante depuis 2009.',
  'a-propos/',
  'page-template-default page page-id-25',
  25,
  [
    section(
      column(
        100,
        [
          heading('Une ESN lyonnaise indépendante', 'h1'),
          text(
            "<p>Fondée en 2009 par Julien Ferrand et Amel Bouzid, Néréis IT compte aujourd'hui 46 collaborateurs à Lyon et Grenoble. Nous restons indépendants : aucun actionnaire extérieur, aucune obligation de vente d'un éditeur plutôt qu'un autre.</p>",
          ),
        ].join('\n'),
      ),
    ),
    section(
      [
        column(25, text('<p><strong>2009</strong><br>Création à Lyon 6e</p>')),
        column(25, text('<p><strong>2016</strong><br>Ouverture de notre premier datacenter</p>')),
        column(25, text('<p><strong>2022</strong><br>Certification HDS</p>')),
        column(25, text('<p><strong>2024</strong><br>ISO 27001 et agence de Grenoble</p>')),
      ].join('\n'),
    ),
    section(
      column(
        100,
        [
          heading('Notre engagement RSE', 'h3'),
          text(
            "<p>Reconditionnement des postes en fin de vie avec un atelier d'insertion de Vaulx-en-Velin, et électricité 100 % renouvelable dans nos baies.</p>",
          ),
        ].join('\n'),
      ),
    ),
  ].join('\n'),
);

const actualites = page(
  'Actualités | Néréis IT',
  'Actualités de Néréis IT et veille cybersécurité.',
  'actualites/',
  'blog paged-1 page-id-31',
  31,
  [
    section(column(100, heading('Actualités', 'h1'))),
    section(
      [
        column(
          33,
          text(
            '<article><h3><a href="https://nereis-it.fr/actualites/nereis-it-certifiee-iso-27001/">Néréis IT certifiée ISO 27001</a></h3><p>Après un an de travail, notre SMSI est certifié par AFNOR Certification.</p><time>12 mars 2024</time></article>',
          ),
        ),
        column(
          33,
          text(
            '<article><h3><a href="https://nereis-it.fr/actualites/nis2-ce-qui-change-pour-les-pme/">NIS 2 : ce qui change pour les PME</a></h3><p>Notre décryptage de la directive, et le <a href="https://cyber.gouv.fr/la-directive-nis-2" target="_blank" rel="noopener">dossier de l\'ANSSI</a>.</p><time>5 février 2024</time></article>',
          ),
        ),
        column(
          33,
          text(
            '<article><h3><a href="https://nereis-it.fr/actualites/ouverture-agence-grenoble/">Ouverture de notre agence de Grenoble</a></h3><p>Comme l\'a relayé <a href="https://www.lyon-numerique-eco.fr/2024/01/nereis-it-grenoble" target="_blank" rel="noopener">Lyon Numérique Éco</a>, nous ouvrons une agence place Grenette.</p><time>15 janvier 2024</time></article>',
          ),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

const recrutement = page(
  'Recrutement | Néréis IT',
  'Rejoignez une équipe de 46 passionnés à Lyon et Grenoble.',
  'recrutement/',
  'page-template-default page page-id-27',
  27,
  [
    section(
      column(
        100,
        [
          heading('Rejoignez-nous', 'h1'),
          text(
            '<p>Formation certifiante payée chaque année, tickets restaurant, mutuelle prise en charge à 100 %, télétravail deux jours par semaine.</p>',
          ),
        ].join('\n'),
      ),
    ),
    section(
      column(
        100,
        [
          heading('Postes ouverts', 'h3'),
          iconList([
            'Technicien·ne support N2 (CDI, Lyon)',
            'Ingénieur·e systèmes et réseaux (CDI, Grenoble)',
            'Analyste SOC N1 (CDI, Lyon)',
            'Alternance administrateur systèmes (Lyon)',
          ]),
          text(
            '<p>Toutes nos offres sont publiées sur <a href="https://www.welcometothejungle.com/fr/companies/nereis-it/jobs" target="_blank" rel="noopener">Welcome to the Jungle</a> et sur l\'<a href="https://www.apec.fr/" target="_blank" rel="noopener">APEC</a>. Candidature spontanée : recrutement@nereis-it.fr</p>',
          ),
        ].join('\n'),
      ),
    ),
  ].join('\n'),
);

const contact = page(
  'Contact | Néréis IT',
  'Contactez Néréis IT à Lyon ou Grenoble.',
  'contact/',
  'page-template-default page page-id-29',
  29,
  [
    section(
      [
        column(
          50,
          [
            heading('Contactez-nous', 'h1'),
            text(
              '<p>27 rue Garibaldi, 69006 Lyon<br>04 78 62 19 40<br><a href="https://www.openstreetmap.org/?mlat=45.7665&mlon=4.8533#map=17/45.7665/4.8533" target="_blank" rel="noopener">Voir le plan d\'accès</a></p><p>Métro A, station Foch.</p>',
            ),
          ].join('\n'),
        ),
        column(
          50,
          text(`<div class="wpcf7 js" id="wpcf7-f33-p29-o1" lang="fr-FR" dir="ltr">
<form action="/contact/#wpcf7-f33-p29-o1" method="post" class="wpcf7-form init" aria-label="Formulaire de contact" novalidate="novalidate" data-status="init">
<p><label>Nom et prénom<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" name="your-name" type="text"></span></label></p>
<p><label>Société<br><span class="wpcf7-form-control-wrap" data-name="societe"><input size="40" class="wpcf7-form-control wpcf7-text" name="societe" type="text"></span></label></p>
<p><label>E-mail professionnel<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email wpcf7-validates-as-required" name="your-email" type="email"></span></label></p>
<p><label>Nombre de postes<br><select class="wpcf7-form-control wpcf7-select" name="postes"><option>1 à 20</option><option>21 à 50</option><option>51 à 200</option><option>Plus de 200</option></select></label></p>
<p><label>Votre message<br><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
<p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Envoyer"></p>
</form>
</div>`),
        ),
      ].join('\n'),
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'nereis-it.fr',
  otherDomains: ['nereis-cloud.fr'],
  covers:
    'WordPress + Elementor MSP in French: vendor alliances as image boxes with links to vendor partner pages, a distributor named with its domain as plain text and an installer linked in a paragraph; negatives: certifications (AFNOR, ExpertCyber), client logos and case-study links, web agency credit, job boards, press, ANSSI/gov links, map, own hosting brand',
  pages: {
    '/': { headers, html: home },
    '/infogerance/': { headers, html: infogerance },
    '/cybersecurite/': { headers, html: cyber },
    '/cloud-et-hebergement/': { headers, html: cloud },
    '/nos-partenaires-et-certifications/': { headers, html: partenaires },
    '/references/': { headers, html: references },
    '/a-propos/': { headers, html: apropos },
    '/actualites/': { headers, html: actualites },
    '/recrutement/': { headers, html: recrutement },
    '/contact/': { headers, html: contact },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'contact-form-7',
    'cookieyes',
    'jquery',
    'nginx',
    'font-awesome',
    'open-graph',
    'rss',
  ],
  partners: {
    'microsoft.com': 'technology',
    'fortinet.com': 'technology',
    'veeam.com': 'technology',
    'hpe.com': 'technology',
    'sophos.com': 'technology',
    'ovhcloud.com': 'technology',
    'distrineo.fr': 'channel',
    'rhonecablage.fr': 'channel',
  },
};
