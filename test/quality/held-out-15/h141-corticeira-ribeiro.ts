import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}" />
<link rel="canonical" href="https://www.corticeira-ribeiro.pt${path}" />
<meta property="og:locale" content="pt_PT" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://www.corticeira-ribeiro.pt${path}" />
<meta property="og:site_name" content="Corticeira Ribeiro &amp; Filhos" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://www.corticeira-ribeiro.pt${path}","url":"https://www.corticeira-ribeiro.pt${path}","name":"${title}","isPartOf":{"@id":"https://www.corticeira-ribeiro.pt/#website"},"inLanguage":"pt-PT"},{"@type":"WebSite","@id":"https://www.corticeira-ribeiro.pt/#website","url":"https://www.corticeira-ribeiro.pt/","name":"Corticeira Ribeiro & Filhos","publisher":{"@id":"https://www.corticeira-ribeiro.pt/#organization"},"inLanguage":"pt-PT"},{"@type":"Organization","@id":"https://www.corticeira-ribeiro.pt/#organization","name":"Corticeira Ribeiro & Filhos, S.A.","url":"https://www.corticeira-ribeiro.pt/","sameAs":["https://www.facebook.com/corticeiraribeiro","https://www.linkedin.com/company/corticeira-ribeiro","https://www.instagram.com/corticeira.ribeiro/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Corticeira Ribeiro &raquo; Feed" href="https://www.corticeira-ribeiro.pt/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://www.corticeira-ribeiro.pt/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' media='all' />
<link rel='stylesheet' id='cookie-law-info-css' href='https://www.corticeira-ribeiro.pt/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.1' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='https://www.corticeira-ribeiro.pt/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://www.corticeira-ribeiro.pt/wp-content/themes/hello-elementor/theme.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.corticeira-ribeiro.pt/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.1' media='all' />
<link rel='stylesheet' id='swiper-css' href='https://www.corticeira-ribeiro.pt/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all' />
<link rel='stylesheet' id='elementor-post-7-css' href='https://www.corticeira-ribeiro.pt/wp-content/uploads/elementor/css/post-7.css?ver=1713200412' media='all' />
<link rel='stylesheet' id='elementor-icons-fa-solid-css' href='https://www.corticeira-ribeiro.pt/wp-content/plugins/elementor/assets/lib/font-awesome/css/solid.min.css?ver=5.15.3' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Lora%3A400%2C600%7CSource+Sans+3%3A400%2C600&#038;display=swap&#038;ver=6.5.2' media='all' />
<script src="https://www.corticeira-ribeiro.pt/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.corticeira-ribeiro.pt/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script id="cookie-law-info-js-extra">
var Cli_Data = {"nn_cookie_ids":[],"cookielist":[],"non_necessary_cookies":[],"ccpaEnabled":"","ccpaRegionBased":"","ccpaBarEnabled":"","strictlyEnabled":["necessary","obligatoire"],"ccpaType":"gdpr","js_blocking":"1","custom_integration":"","triggerDomRefresh":"","secure_cookies":""};
</script>
<script src="https://www.corticeira-ribeiro.pt/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.1" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="https://www.corticeira-ribeiro.pt/wp-json/" />
<meta name="generator" content="WordPress 6.5.2" />
<meta name="generator" content="WPML ver:4.6.10 stid:5" />
<meta name="generator" content="Elementor 3.21.1; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-P7R2KCX');</script>
<!-- End Google Tag Manager -->
<link rel="icon" href="https://www.corticeira-ribeiro.pt/wp-content/uploads/2022/05/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const header = `<body class="page-template-default page elementor-default elementor-kit-7">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P7R2KCX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Ir para o conteúdo</a>
<div data-elementor-type="header" data-elementor-id="21" class="elementor elementor-21 elementor-location-header" data-elementor-post-type="elementor_library">
  <div class="elementor-element elementor-element-5a0e1c2 e-flex e-con-boxed e-con e-parent" data-id="5a0e1c2" data-element_type="container">
    <div class="e-con-inner">
      <div class="elementor-element elementor-element-2b7f9d1 elementor-widget elementor-widget-image" data-id="2b7f9d1" data-element_type="widget" data-widget_type="image.default">
        <div class="elementor-widget-container">
          <a href="https://www.corticeira-ribeiro.pt/"><img width="220" height="64" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2022/05/logo-corticeira-ribeiro.svg" class="attachment-full size-full" alt="Corticeira Ribeiro &amp; Filhos" /></a>
        </div>
      </div>
      <div class="elementor-element elementor-element-c31d0a8 elementor-nav-menu--dropdown-tablet elementor-widget elementor-widget-nav-menu" data-id="c31d0a8" data-element_type="widget" data-widget_type="nav-menu.default">
        <div class="elementor-widget-container">
          <nav class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal">
            <ul id="menu-1-c31d0a8" class="elementor-nav-menu">
              <li class="menu-item menu-item-type-post_type menu-item-object-page menu-item-home"><a href="https://www.corticeira-ribeiro.pt/" class="elementor-item">Início</a></li>
              <li class="menu-item menu-item-has-children"><a href="https://www.corticeira-ribeiro.pt/produtos/" class="elementor-item">Produtos</a>
                <ul class="sub-menu elementor-nav-menu--dropdown">
                  <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/produtos/rolhas-naturais/" class="elementor-sub-item">Rolhas naturais</a></li>
                  <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/produtos/rolhas-tecnicas/" class="elementor-sub-item">Rolhas técnicas</a></li>
                  <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/produtos/aglomerado-expandido/" class="elementor-sub-item">Aglomerado de cortiça expandida</a></li>
                </ul>
              </li>
              <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/sustentabilidade/" class="elementor-item">Sustentabilidade</a></li>
              <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/distribuidores/" class="elementor-item">Rede Internacional</a></li>
              <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/noticias/" class="elementor-item">Notícias</a></li>
              <li class="menu-item"><a href="https://www.corticeira-ribeiro.pt/contactos/" class="elementor-item">Contactos</a></li>
              <li class="menu-item wpml-ls-item wpml-ls-current-language"><a href="https://www.corticeira-ribeiro.pt/" class="elementor-item"><span class="wpml-ls-native">PT</span></a></li>
              <li class="menu-item wpml-ls-item"><a href="https://www.corticeira-ribeiro.pt/en/" class="elementor-item"><span class="wpml-ls-native" lang="en">EN</span></a></li>
            </ul>
          </nav>
        </div>
      </div>
    </div>
  </div>
</div>
<main id="content" class="site-main">`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="64" class="elementor elementor-64 elementor-location-footer" data-elementor-post-type="elementor_library">
  <div class="elementor-element elementor-element-7e11aa0 e-flex e-con-boxed e-con e-parent" data-id="7e11aa0" data-element_type="container">
    <div class="e-con-inner">
      <div class="elementor-element elementor-element-f0a2c3d elementor-widget elementor-widget-text-editor" data-id="f0a2c3d" data-element_type="widget" data-widget_type="text-editor.default">
        <div class="elementor-widget-container">
          <p><strong>Corticeira Ribeiro &amp; Filhos, S.A.</strong><br>Rua da Cortiça, 118<br>4535-302 Lourosa – Santa Maria da Feira<br>Portugal<br>T. +351 227 450 210</p>
        </div>
      </div>
      <div class="elementor-element elementor-element-0c4d2e1 elementor-widget elementor-widget-icon-list" data-id="0c4d2e1" data-element_type="widget" data-widget_type="icon-list.default">
        <div class="elementor-widget-container">
          <h4>Empresa</h4>
          <ul class="elementor-icon-list-items">
            <li class="elementor-icon-list-item"><a href="https://www.corticeira-ribeiro.pt/sobre-nos/"><span class="elementor-icon-list-text">Sobre nós</span></a></li>
            <li class="elementor-icon-list-item"><a href="https://www.corticeira-ribeiro.pt/isolamento/onde-comprar/"><span class="elementor-icon-list-text">Revendedores de aglomerado</span></a></li>
            <li class="elementor-icon-list-item"><a href="https://loja.corticeira-ribeiro.pt/"><span class="elementor-icon-list-text">Loja online</span></a></li>
            <li class="elementor-icon-list-item"><a href="https://www.corticeira-ribeiro.pt/recrutamento/"><span class="elementor-icon-list-text">Recrutamento</span></a></li>
            <li class="elementor-icon-list-item"><a href="https://www.corticeira-ribeiro.pt/politica-de-privacidade/"><span class="elementor-icon-list-text">Política de privacidade</span></a></li>
            <li class="elementor-icon-list-item"><a href="https://www.livroreclamacoes.pt/" target="_blank" rel="noopener"><span class="elementor-icon-list-text">Livro de Reclamações</span></a></li>
          </ul>
        </div>
      </div>
      <div class="elementor-element elementor-element-8b2e6f3 elementor-shape-rounded elementor-widget elementor-widget-social-icons" data-id="8b2e6f3" data-element_type="widget" data-widget_type="social-icons.default">
        <div class="elementor-widget-container">
          <div class="elementor-social-icons-wrapper elementor-grid">
            <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-facebook-f" href="https://www.facebook.com/corticeiraribeiro" target="_blank"><span class="elementor-screen-only">Facebook-f</span><i class="fab fa-facebook-f"></i></a></span>
            <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin-in" href="https://www.linkedin.com/company/corticeira-ribeiro" target="_blank"><span class="elementor-screen-only">Linkedin-in</span><i class="fab fa-linkedin-in"></i></a></span>
            <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-instagram" href="https://www.instagram.com/corticeira.ribeiro/" target="_blank"><span class="elementor-screen-only">Instagram</span><i class="fab fa-instagram"></i></a></span>
            <span class="elementor-grid-item"><a class="elementor-icon elementor-social-icon elementor-social-icon-youtube" href="https://www.youtube.com/@corticeiraribeiro" target="_blank"><span class="elementor-screen-only">Youtube</span><i class="fab fa-youtube"></i></a></span>
          </div>
        </div>
      </div>
      <div class="elementor-element elementor-element-61aa0b2 elementor-widget elementor-widget-image" data-id="61aa0b2" data-element_type="widget" data-widget_type="image.default">
        <div class="elementor-widget-container">
          <a href="https://www.portugal2030.pt/" target="_blank"><img src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/11/barra-cofinanciamento-pt2030.png" alt="Cofinanciado por Portugal 2030 e União Europeia" width="420" height="48" /></a>
        </div>
      </div>
    </div>
  </div>
  <div class="elementor-element elementor-element-2d0b9e4 elementor-widget elementor-widget-text-editor" data-id="2d0b9e4" data-element_type="widget" data-widget_type="text-editor.default">
    <div class="elementor-widget-container"><p>© 2024 Corticeira Ribeiro &amp; Filhos, S.A. — Todos os direitos reservados. <a href="https://www.ribeiro-cork.com/">ribeiro-cork.com</a> · Site by <a href="https://www.agenciapixelnorte.pt/" rel="nofollow">Pixel Norte</a></p></div>
  </div>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span><div class="cli-bar-container cli-style-v2"><div class="cli-bar-message">Utilizamos cookies no nosso website para lhe proporcionar a experiência mais relevante, lembrando as suas preferências e visitas repetidas. Ao clicar em “Aceitar”, concorda com a utilização de TODOS os cookies.</div><div class="cli-bar-btn_container"><a role='button' class="cli_settings_button" style="margin:0px 10px 0px 5px">Definições</a><a role='button' data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">Aceitar</a></div></div></span></div>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Partilhar no Facebook","shareOnTwitter":"Partilhar no Twitter"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025},"version":"3.21.1","urls":{"assets":"https:\\/\\/www.corticeira-ribeiro.pt\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"},"post":{"id":112,"title":"Corticeira%20Ribeiro","excerpt":""}};
</script>
<script src="https://www.corticeira-ribeiro.pt/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.1" id="elementor-webpack-runtime-js"></script>
<script src="https://www.corticeira-ribeiro.pt/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.1" id="elementor-frontend-modules-js"></script>
<script src="https://www.corticeira-ribeiro.pt/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script src="https://www.corticeira-ribeiro.pt/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.1" id="elementor-frontend-js"></script>
</body>
</html>`;

const section = (
  id: string,
  inner: string,
) => `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con e-parent" data-id="${id}" data-element_type="container">
  <div class="e-con-inner">
${inner}
  </div>
</div>`;

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

const accItem = (n: number, title: string, body: string) => `<div class="elementor-accordion-item">
  <div id="elementor-tab-title-18${n}" class="elementor-tab-title" data-tab="${n}" role="button" aria-controls="elementor-tab-content-18${n}" aria-expanded="false">
    <span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed"><i class="fas fa-plus"></i></span><span class="elementor-accordion-icon-opened"><i class="fas fa-minus"></i></span></span>
    <a class="elementor-accordion-title" tabindex="0">${title}</a>
  </div>
  <div id="elementor-tab-content-18${n}" class="elementor-tab-content elementor-clearfix" data-tab="${n}" role="region" aria-labelledby="elementor-tab-title-18${n}">${body}</div>
</div>`;

const home = `${head('Corticeira Ribeiro &amp; Filhos – Rolhas e aglomerados de cortiça desde 1954', '/', 'Fabricante de rolhas de cortiça natural e técnicas e de aglomerado de cortiça expandida para isolamento, em Santa Maria da Feira.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="112" class="elementor elementor-112" data-elementor-post-type="page">
${section(
  '4c8e2a1',
  `${heading('a1b2c3d', 'h1', 'Cortiça portuguesa, trabalhada em Lourosa desde 1954')}
${text(
  'b7e1f20',
  `<p>Somos uma empresa familiar de terceira geração. Transformamos cerca de 6 000 toneladas de cortiça por ano em rolhas naturais, rolhas técnicas para vinhos tranquilos e espumantes e placas de aglomerado de cortiça expandida para isolamento térmico e acústico.</p>
<p><a class="elementor-button" href="https://www.corticeira-ribeiro.pt/distribuidores/">Encontre o distribuidor no seu país</a></p>`,
)}`,
)}
${section(
  '9d3f5b6',
  `${heading('c0d4e8f', 'h2', 'Em números')}
${text(
  'd2a6c11',
  `<ul>
<li><strong>70</strong> anos de experiência</li>
<li><strong>420 milhões</strong> de rolhas por ano</li>
<li><strong>38</strong> países de destino</li>
<li><strong>100%</strong> da cortiça certificada FSC®</li>
</ul>`,
)}`,
)}
${section(
  '1f7a0c9',
  `${heading('e5f6a7b', 'h2', 'Confiam em nós')}
<div class="elementor-element elementor-element-6a2b8d0 elementor-widget elementor-widget-image-carousel" data-id="6a2b8d0" data-element_type="widget" data-settings="{&quot;slides_to_show&quot;:&quot;5&quot;,&quot;navigation&quot;:&quot;none&quot;,&quot;autoplay&quot;:&quot;yes&quot;,&quot;autoplay_speed&quot;:3000,&quot;infinite&quot;:&quot;yes&quot;,&quot;speed&quot;:500}" data-widget_type="image-carousel.default">
  <div class="elementor-widget-container">
    <div class="elementor-image-carousel-wrapper swiper" dir="ltr">
      <div class="elementor-image-carousel swiper-wrapper" aria-live="off">
        <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 de 6"><a href="https://www.quintadasaveleiras.pt/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/02/quinta-das-aveleiras.png" alt="Quinta das Aveleiras" /></figure></a></div>
        <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="2 de 6"><a href="https://herdadedomontenovo.pt/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/02/herdade-monte-novo.png" alt="Herdade do Monte Novo" /></figure></a></div>
        <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="3 de 6"><a href="https://www.adegadoouteiro.pt/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/02/adega-outeiro.png" alt="Adega do Outeiro" /></figure></a></div>
        <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="4 de 6"><a href="https://www.caves-solar-de-lamego.pt/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/02/caves-solar-lamego.png" alt="Caves Solar de Lamego" /></figure></a></div>
        <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="5 de 6"><a href="https://www.bodegasvaldeorrasur.es/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/02/valdeorra-sur.png" alt="Bodegas Valdeorra Sur" /></figure></a></div>
        <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="6 de 6"><a href="https://www.champagne-lemaire-pere.fr/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://www.corticeira-ribeiro.pt/wp-content/uploads/2023/02/lemaire-pere.png" alt="Champagne Lemaire Père" /></figure></a></div>
      </div>
    </div>
  </div>
</div>`,
)}
${section(
  '3e9b7d2',
  `${heading('f8a9b0c', 'h2', 'Membro de')}
${text(
  'aa01bc2',
  `<p><a href="https://www.apcor.pt/" target="_blank" rel="noopener">APCOR – Associação Portuguesa da Cortiça</a> · <a href="https://www.celiege.eu/" target="_blank" rel="noopener">C.E. Liège – Confederação Europeia da Cortiça</a></p>`,
)}`,
)}
</div>
${footer}`;

const distribuidores = `${head('Rede Internacional – Distribuidores – Corticeira Ribeiro', '/distribuidores/', 'Os nossos distribuidores de rolhas de cortiça em todo o mundo.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="245" class="elementor elementor-245" data-elementor-post-type="page">
${section(
  '0b1c2d3',
  `${heading('11a2b3c', 'h1', 'Rede Internacional')}
${text(
  '22b3c4d',
  `<p>As nossas rolhas chegam às adegas de 38 países. Fora de Portugal, o aconselhamento técnico, a armazenagem local e a entrega são assegurados pelos distribuidores exclusivos abaixo. Selecione o país para ver os contactos.</p>`,
)}
<div class="elementor-element elementor-element-4e5f6a7 elementor-widget elementor-widget-accordion" data-id="4e5f6a7" data-element_type="widget" data-widget_type="accordion.default">
  <div class="elementor-widget-container">
    <div class="elementor-accordion">
${accItem(1, 'Espanha', `<p><strong>Tapones Ebro, S.L.</strong><br>Polígono Industrial Cantabria II, Calle Las Cañas 14<br>26009 Logroño (La Rioja)<br>Tel. +34 941 250 118<br><a href="https://www.taponesebro.es/" target="_blank" rel="noopener">www.taponesebro.es</a></p>`)}
${accItem(
  2,
  'França',
  `<p><strong>Bouchages Delorme SARL</strong><br>12 rue des Tonneliers, 51200 Épernay<br>Tél. +33 3 26 54 87 10<br><a href="http://bouchages-delorme.fr" target="_blank" rel="noopener">bouchages-delorme.fr</a></p>
<p>Bordeaux e Sudoeste: o mesmo distribuidor, armazém em Libourne.</p>`,
)}
${accItem(3, 'Itália', `<p><strong>Tappi Valpolicella S.r.l.</strong><br>Via dell'Artigianato 7, 37029 San Pietro in Cariano (VR)<br><a href="https://www.tappivalpolicella.it/contatti" target="_blank" rel="noopener">Contactos</a></p>`)}
${accItem(4, 'Alemanha / Áustria', `<p><strong>Korkhaus Brenner GmbH</strong><br>Rheinallee 88<br>55120 Mainz<br><a href="https://korkhaus-brenner.de/" target="_blank" rel="noopener">korkhaus-brenner.de</a></p>`)}
${accItem(5, 'Estados Unidos', `<p><strong>Pacific Closure Supply Inc.</strong><br>2150 Jefferson St, Napa, CA 94559<br><a href="https://pacificclosure.com/?utm_source=corticeira-ribeiro&amp;utm_medium=referral" target="_blank" rel="noopener">pacificclosure.com</a></p>`)}
${accItem(6, 'Brasil', `<p><strong>Rolhas Serra Gaúcha Ltda.</strong><br>Rua Marechal Deodoro 455, Bento Gonçalves – RS<br><a href="https://www.rolhasserragaucha.com.br/" target="_blank" rel="noopener">www.rolhasserragaucha.com.br</a></p>`)}
${accItem(7, 'Chile / Argentina', `<p><strong>Corchos del Maule SpA</strong><br>Av. San Miguel 3120, Talca<br>Web: www.corchosdelmaule.cl – correo: ventas@corchosdelmaule.cl</p>`)}
${accItem(8, 'África do Sul', `<p><strong>Cape Cork Supplies (Pty) Ltd</strong><br>Stellenbosch<br><a href="https://www.capecork.co.za/" target="_blank" rel="noopener">capecork.co.za</a></p>`)}
${accItem(9, 'Austrália / Nova Zelândia', `<p><strong>Barossa Closures Pty Ltd</strong><br>Tanunda SA 5352<br><a href="https://shop.barossaclosures.com.au/" target="_blank" rel="noopener">shop.barossaclosures.com.au</a></p>`)}
${accItem(10, 'Japão', `<p><strong>株式会社コルク東京 (Cork Tokyo Co., Ltd.)</strong><br>Chuo-ku, Tóquio<br>Tel. +81 3 5542 0190</p>`)}
    </div>
  </div>
</div>
${text('33c4d5e', `<p>Não encontra o seu país? Escreva-nos para <a href="mailto:export@corticeira-ribeiro.pt">export@corticeira-ribeiro.pt</a> – servimos diretamente a partir de Portugal.</p>`)}`,
)}
</div>
${footer}`;

const ondeComprar = `${head('Onde comprar aglomerado de cortiça expandida – Corticeira Ribeiro', '/isolamento/onde-comprar/', 'Revendedores de placas de aglomerado de cortiça expandida em Portugal.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="388" class="elementor elementor-388" data-elementor-post-type="page">
${section(
  '5f6a7b8',
  `${heading('44d5e6f', 'h1', 'Onde comprar o nosso aglomerado')}
${text(
  '55e6f70',
  `<p>As placas ICB (Insulation Cork Board) da Corticeira Ribeiro vendem-se através de revendedores de materiais de construção. Para obras acima de 500 m² contacte o nosso departamento comercial.</p>
<table class="tabela-revendedores">
<thead><tr><th>Revendedor</th><th>Localidade</th><th>Website</th></tr></thead>
<tbody>
<tr><td>Materiais Brito &amp; Costa, Lda.</td><td>Braga</td><td><a href="https://www.britocosta.pt/">britocosta.pt</a></td></tr>
<tr><td>Bricoval – Materiais de Construção</td><td>Viseu</td><td><a href="https://bricoval.pt/isolamentos/cortica/">bricoval.pt</a></td></tr>
<tr><td>EcoConstrói – Materiais Naturais</td><td>Lisboa (Marvila)</td><td><a href="https://www.ecoconstroi.pt/">ecoconstroi.pt</a></td></tr>
<tr><td>Isonorte Isolamentos</td><td>Maia</td><td><a href="https://isonorte.pt/">isonorte.pt</a></td></tr>
<tr><td>Leroy Merlin (lojas selecionadas)</td><td>Todo o país</td><td><a href="https://www.leroymerlin.pt/pesquisa/cortica-expandida">leroymerlin.pt</a></td></tr>
<tr><td>Casa Cândido Materiais</td><td>Faro</td><td>—</td></tr>
</tbody>
</table>
<p>Fichas técnicas e declarações de desempenho disponíveis na página de cada produto.</p>`,
)}`,
)}
</div>
${footer}`;

const sustentabilidade = `${head('Sustentabilidade – Corticeira Ribeiro', '/sustentabilidade/', 'Cortiça certificada, montado e economia circular.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="301" class="elementor elementor-301" data-elementor-post-type="page">
${section(
  '6a7b8c9',
  `${heading('66f7081', 'h1', 'Sustentabilidade')}
${text(
  '7708192',
  `<p>Toda a cortiça que compramos provém de montados certificados segundo o <a href="https://pt.fsc.org/pt-pt" target="_blank">FSC®</a> (licença FSC-C148213). A fábrica é certificada <a href="https://www.brcgs.com/" target="_blank">BRCGS Packaging Materials</a> e ISO 9001 pela <a href="https://www.sgs.pt/" target="_blank">SGS Portugal</a>.</p>
<p>Desde 2021 participamos no programa de recolha de rolhas usadas <a href="https://www.greencork.org/" target="_blank">Green Cork</a>, em parceria com a Quercus, e apoiamos a plantação de sobreiros na Serra de Monchique.</p>
<p>O desperdício de cortiça alimenta a nossa caldeira de biomassa, fornecida e mantida pela <a href="https://www.vyncke.com/" target="_blank">Vyncke</a>.</p>
<h3>Relatórios</h3>
<ul><li><a href="https://www.corticeira-ribeiro.pt/wp-content/uploads/2024/04/relatorio-sustentabilidade-2023.pdf">Relatório de Sustentabilidade 2023 (PDF)</a></li></ul>`,
)}`,
)}
</div>
${footer}`;

const post = (
  slug: string,
  date: string,
  title: string,
  body: string,
) => `<article id="post-${slug}" class="elementor-post elementor-grid-item post type-post status-publish format-standard has-post-thumbnail hentry category-noticias">
  <div class="elementor-post__text">
    <h3 class="elementor-post__title"><a href="https://www.corticeira-ribeiro.pt/noticias/${slug}/">${title}</a></h3>
    <div class="elementor-post__meta-data"><span class="elementor-post-date">${date}</span></div>
    <div class="elementor-post__excerpt">${body}</div>
    <a class="elementor-post__read-more" href="https://www.corticeira-ribeiro.pt/noticias/${slug}/" aria-label="Leia mais sobre ${title}">Ler mais »</a>
  </div>
</article>`;

const noticias = `${head('Notícias – Corticeira Ribeiro', '/noticias/', 'Notícias da Corticeira Ribeiro.')}
${header}
<div data-elementor-type="archive" data-elementor-id="402" class="elementor elementor-402 elementor-location-archive" data-elementor-post-type="elementor_library">
${section(
  '7b8c9d0',
  `${heading('88192a3', 'h1', 'Notícias')}
<div class="elementor-element elementor-element-992a3b4 elementor-grid-3 elementor-widget elementor-widget-archive-posts" data-id="992a3b4" data-element_type="widget" data-widget_type="archive-posts.archive_classic">
  <div class="elementor-widget-container">
    <div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">
${post('novo-distribuidor-na-polonia', '12 Março, 2024', 'Novo distribuidor na Polónia', `<p>A partir de abril, as adegas e destilarias polacas passam a ser servidas pela Korki Polska Sp. z o.o., de Zielona Góra (<a href="https://korkipolska.pl/">korkipolska.pl</a>), o nosso novo distribuidor exclusivo para a Polónia e os Estados Bálticos.</p>`)}
${post('prowein-2024', '2 Fevereiro, 2024', 'Visite-nos na ProWein 2024', `<p>Estaremos no pavilhão 11, stand C54, da <a href="https://www.prowein.com/">ProWein</a> em Düsseldorf, de 10 a 12 de março.</p>`)}
${post('reportagem-expresso', '18 Dezembro, 2023', 'A cortiça de Lourosa no Expresso', `<p>O semanário <a href="https://expresso.pt/economia/2023-12-16-a-terceira-geracao-da-cortica">Expresso</a> visitou a nossa fábrica e falou com a família Ribeiro sobre a terceira geração da empresa.</p>`)}
    </div>
    <nav class="elementor-pagination" aria-label="Paginação">
      <span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Página</span>1</span>
      <a class="page-numbers" href="https://www.corticeira-ribeiro.pt/noticias/page/2/"><span class="elementor-screen-only">Página</span>2</a>
      <a class="page-numbers next" href="https://www.corticeira-ribeiro.pt/noticias/page/2/">Seguinte &raquo;</a>
    </nav>
  </div>
</div>`,
)}
</div>
${footer}`;

const noticias2 = `${head('Notícias – Página 2 de 2 – Corticeira Ribeiro', '/noticias/page/2/', 'Notícias da Corticeira Ribeiro.')}
${header}
<div data-elementor-type="archive" data-elementor-id="402" class="elementor elementor-402 elementor-location-archive" data-elementor-post-type="elementor_library">
${section(
  '7b8c9d0',
  `${heading('88192a3', 'h1', 'Notícias')}
<div class="elementor-element elementor-element-992a3b4 elementor-grid-3 elementor-widget elementor-widget-archive-posts" data-id="992a3b4" data-element_type="widget" data-widget_type="archive-posts.archive_classic">
  <div class="elementor-widget-container">
    <div class="elementor-posts-container elementor-posts elementor-posts--skin-classic elementor-grid">
${post('nova-linha-laser', '5 Setembro, 2023', 'Nova linha de marcação a laser', `<p>Instalámos uma segunda linha de marcação a laser de rolhas, com equipamento da <a href="https://www.trotec.com/">Trotec</a>, que duplica a capacidade de personalização.</p>`)}
${post('70-anos', '14 Junho, 2023', '70 anos de Corticeira Ribeiro', `<p>Celebrámos sete décadas com clientes, colaboradores e a Câmara Municipal de Santa Maria da Feira.</p>`)}
    </div>
    <nav class="elementor-pagination" aria-label="Paginação">
      <a class="page-numbers prev" href="https://www.corticeira-ribeiro.pt/noticias/">&laquo; Anterior</a>
      <a class="page-numbers" href="https://www.corticeira-ribeiro.pt/noticias/"><span class="elementor-screen-only">Página</span>1</a>
      <span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Página</span>2</span>
    </nav>
  </div>
</div>`,
)}
</div>
${footer}`;

const contactos = `${head('Contactos – Corticeira Ribeiro', '/contactos/', 'Contacte a Corticeira Ribeiro.')}
${header}
<div data-elementor-type="wp-page" data-elementor-id="96" class="elementor elementor-96" data-elementor-post-type="page">
${section(
  '8c9d0e1',
  `${heading('aa3b4c5', 'h1', 'Contactos')}
${text(
  'bb4c5d6',
  `<p>Comercial Portugal: <a href="mailto:comercial@corticeira-ribeiro.pt">comercial@corticeira-ribeiro.pt</a><br>Exportação: <a href="mailto:export@corticeira-ribeiro.pt">export@corticeira-ribeiro.pt</a><br>Horário: 2.ª a 6.ª, 8h30–17h30</p>`,
)}
<div class="elementor-element elementor-element-cc5d6e7 elementor-widget elementor-widget-google_maps" data-id="cc5d6e7" data-element_type="widget" data-widget_type="google_maps.default">
  <div class="elementor-widget-container">
    <div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Corticeira%20Ribeiro%20Lourosa&#038;t=m&#038;z=14&#038;output=embed&#038;iwloc=near" title="Corticeira Ribeiro Lourosa" aria-label="Corticeira Ribeiro Lourosa"></iframe></div>
  </div>
</div>`,
)}
</div>
${footer}`;

const base = 'https://www.corticeira-ribeiro.pt';

export const site: CorpusSite = {
  domain: 'corticeira-ribeiro.pt',
  otherDomains: ['ribeiro-cork.com'],
  covers:
    'Portuguese cork manufacturer on WordPress with Elementor (Hello theme, WPML, CookieYes): international distributors in an Elementor accordion (one written-out domain, one without a website), building-material resellers in a table on a page linked only from the footer, and a new distributor announced in a blog post; traps are a winery customer carousel, association memberships, certifiers, a biomass boiler supplier, a trade fair, press, the funding bar, the web agency and the own shop subdomain.',
  pages: {
    '/': {
      headers: { server: 'LiteSpeed', link: '<https://www.corticeira-ribeiro.pt/wp-json/>; rel="https://api.w.org/"' },
      html: home,
    },
    '/distribuidores': { status: 301, redirect: `${base}/distribuidores/` },
    '/distribuidores/': { html: distribuidores },
    '/isolamento/onde-comprar/': { html: ondeComprar },
    '/sustentabilidade/': { html: sustentabilidade },
    '/noticias/': { html: noticias },
    '/noticias/page/2/': { html: noticias2 },
    '/contactos/': { html: contactos },
  },
  sitemap: ['/', '/distribuidores/', '/sustentabilidade/', '/noticias/', '/contactos/', '/isolamento/onde-comprar/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'wpml',
    'cookieyes',
    'jquery',
    'jquery-migrate',
    'google-tag-manager',
    'google-font-api',
    'font-awesome',
    'swiper',
    'open-graph',
    'rss',
    'google-maps',
    'litespeed',
  ],
  partners: {
    'taponesebro.es': 'channel',
    'bouchages-delorme.fr': 'channel',
    'tappivalpolicella.it': 'channel',
    'korkhaus-brenner.de': 'channel',
    'pacificclosure.com': 'channel',
    'rolhasserragaucha.com.br': 'channel',
    'corchosdelmaule.cl': 'channel',
    'capecork.co.za': 'channel',
    'barossaclosures.com.au': 'channel',
    'korkipolska.pl': 'channel',
    'britocosta.pt': 'channel',
    'bricoval.pt': 'channel',
    'ecoconstroi.pt': 'channel',
    'isonorte.pt': 'channel',
    'leroymerlin.pt': 'channel',
  },
};
