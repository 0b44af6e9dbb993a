import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  'x-powered-by': 'PHP/8.2.27',
  link: '<https://valtrebbiapack.it/wp-json/>; rel="https://api.w.org/"',
};

const head = (title: string, desc: string, path: string, bodyClass: string) => `<!doctype html>
<html lang="it-IT">
<head>
	<meta charset="UTF-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<link rel="profile" href="https://gmpg.org/xfn/11">
	<title>${title}</title>
<link rel="alternate" hreflang="it" href="https://valtrebbiapack.it${path}" />
<link rel="alternate" hreflang="en" href="https://valtrebbiapack.it/en${path}" />
<meta name="description" content="${desc}" />
<meta property="og:locale" content="it_IT" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${desc}" />
<meta property="og:url" content="https://valtrebbiapack.it${path}" />
<meta property="og:site_name" content="Imballaggi Valtrebbia" />
<script type="text/javascript">var _iub = _iub || [];_iub.csConfiguration = {"siteId":3812277,"cookiePolicyId":52904418,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true,"customizeButtonDisplay":true}};</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3812277.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<link rel='stylesheet' id='hello-elementor-css' href='https://valtrebbiapack.it/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='https://valtrebbiapack.it/wp-content/themes/hello-elementor/theme.min.css?ver=3.3.0' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://valtrebbiapack.it/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.27.6' media='all' />
<link rel='stylesheet' id='swiper-css' href='https://valtrebbiapack.it/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css?ver=8.4.5' media='all' />
<link rel='stylesheet' id='contact-form-7-css' href='https://valtrebbiapack.it/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=6.0.4' media='all' />
<link rel='stylesheet' id='elementor-gf-local-barlow-css' href='https://fonts.googleapis.com/css?family=Barlow:100,200,300,400,500,600,700,800,900&#038;display=swap' media='all' />
<script src="https://valtrebbiapack.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://valtrebbiapack.it/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script src="https://valtrebbiapack.it/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-dropdown/script.min.js?ver=1" id="wpml-legacy-dropdown-0-js"></script>
<meta name="generator" content="WordPress 6.7.2" />
<meta name="generator" content="WPML ver:4.7.1 stt:1,27;" />
<meta name="generator" content="Elementor 3.27.6; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://valtrebbiapack.it/wp-content/uploads/2022/09/cropped-favicon-vt-32x32.png" sizes="32x32" />
</head>
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-6">
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
<div data-elementor-type="header" data-elementor-id="31" class="elementor elementor-31 elementor-location-header">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container">
    <div class="e-con-inner">
      <div class="elementor-element elementor-widget elementor-widget-theme-site-logo elementor-widget-image" data-widget_type="theme-site-logo.default"><a href="https://valtrebbiapack.it/"><img width="260" height="70" src="https://valtrebbiapack.it/wp-content/uploads/2022/09/logo-valtrebbia.svg" class="attachment-full size-full" alt="Imballaggi Valtrebbia" /></a></div>
      <div class="elementor-element elementor-widget elementor-widget-nav-menu" data-widget_type="nav-menu.default">
        <nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Menu">
          <ul id="menu-1-principale" class="elementor-nav-menu">
            <li class="menu-item"><a href="https://valtrebbiapack.it/azienda/" class="elementor-item">Azienda</a></li>
            <li class="menu-item menu-item-has-children"><a href="https://valtrebbiapack.it/prodotti/" class="elementor-item">Prodotti</a>
              <ul class="sub-menu elementor-nav-menu--dropdown">
                <li class="menu-item"><a href="https://valtrebbiapack.it/prodotti/scatole-in-cartone-ondulato/" class="elementor-sub-item">Scatole in cartone ondulato</a></li>
                <li class="menu-item"><a href="https://valtrebbiapack.it/prodotti/espositori-da-banco/" class="elementor-sub-item">Espositori da banco</a></li>
                <li class="menu-item"><a href="https://valtrebbiapack.it/prodotti/imballaggi-ortofrutta/" class="elementor-sub-item">Imballaggi per ortofrutta</a></li>
              </ul>
            </li>
            <li class="menu-item"><a href="https://valtrebbiapack.it/sostenibilita/" class="elementor-item">Sostenibilità</a></li>
            <li class="menu-item"><a href="https://valtrebbiapack.it/rete-commerciale/" class="elementor-item">Dove siamo</a></li>
            <li class="menu-item"><a href="https://valtrebbiapack.it/contatti/" class="elementor-item">Contatti</a></li>
            <li class="menu-item wpml-ls-item"><a href="https://valtrebbiapack.it/en/" class="elementor-item"><span class="wpml-ls-native" lang="en">EN</span></a></li>
          </ul>
        </nav>
      </div>
    </div>
  </div>
</div>
<main id="content" class="site-main">`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="58" class="elementor elementor-58 elementor-location-footer">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">
    <div class="elementor-element e-con-full e-flex e-con e-child">
      <div class="elementor-widget-text-editor"><p><strong>Imballaggi Valtrebbia S.p.A.</strong><br>Via Emilia Pavese 214 &ndash; 29122 Piacenza (PC)<br>P.IVA 01528730335 &ndash; Cap. Soc. &euro; 2.500.000 i.v.</p></div>
    </div>
    <div class="elementor-element e-con-full e-flex e-con e-child">
      <div class="elementor-widget-heading"><h4 class="elementor-heading-title">Azienda</h4></div>
      <ul class="elementor-icon-list-items">
        <li class="elementor-icon-list-item"><a href="https://valtrebbiapack.it/azienda/"><span class="elementor-icon-list-text">Chi siamo</span></a></li>
        <li class="elementor-icon-list-item"><a href="https://valtrebbiapack.it/partner/"><span class="elementor-icon-list-text">Partner</span></a></li>
        <li class="elementor-icon-list-item"><a href="https://valtrebbiapack.it/certificazioni/"><span class="elementor-icon-list-text">Certificazioni</span></a></li>
        <li class="elementor-icon-list-item"><a href="https://valtrebbiapack.it/lavora-con-noi/"><span class="elementor-icon-list-text">Lavora con noi</span></a></li>
      </ul>
    </div>
    <div class="elementor-element e-con-full e-flex e-con e-child">
      <div class="elementor-widget-heading"><h4 class="elementor-heading-title">Aderiamo a</h4></div>
      <p><a href="https://www.conai.org/" target="_blank" rel="noopener">CONAI</a> &middot; <a href="https://www.comieco.org/" target="_blank" rel="noopener">Comieco</a> &middot; <a href="https://www.gifco.it/" target="_blank" rel="noopener">GIFCO</a></p>
      <p><a href="https://www.linkedin.com/company/imballaggi-valtrebbia/" target="_blank">LinkedIn</a> &middot; <a href="https://www.youtube.com/@valtrebbiapack" target="_blank">YouTube</a></p>
    </div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent footer-bottom"><div class="e-con-inner"><p>&copy; 2026 Imballaggi Valtrebbia S.p.A. &ndash; <a href="https://www.iubenda.com/privacy-policy/52904418" class="iubenda-nostyle iubenda-embed">Privacy Policy</a> &ndash; <a href="https://www.iubenda.com/privacy-policy/52904418/cookie-policy" class="iubenda-nostyle iubenda-embed">Cookie Policy</a> &ndash; Sito realizzato da <a href="https://www.pixelpiacenza.it/" target="_blank">Pixel Piacenza</a></p></div></div>
</div>
<script src="https://valtrebbiapack.it/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=6.0.4" id="swv-js"></script>
<script src="https://valtrebbiapack.it/wp-content/plugins/contact-form-7/includes/js/index.js?ver=6.0.4" id="contact-form-7-js"></script>
<script src="https://valtrebbiapack.it/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.27.6" id="elementor-webpack-runtime-js"></script>
<script src="https://valtrebbiapack.it/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.27.6" id="elementor-frontend-modules-js"></script>
<script src="https://valtrebbiapack.it/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.6" id="elementor-frontend-js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'valtrebbiapack.it',
  covers:
    'Italian corrugated-packaging maker on WordPress/Elementor/Hello theme with WPML, iubenda, LiteSpeed; Italian wording: distributors under "Dove siamo" at /rete-commerciale/ (channel, agents listed by name only), /partner/ (footer only) with Elementor carousel of technology partners and supply-chain partners (generic); negatives: CONAI/Comieco/GIFCO memberships, FSC and certification body, trade fair, customer brand logos, web-agency credit',
  pages: {
    '/': {
      headers,
      html: `${head('Imballaggi Valtrebbia – Scatole e imballaggi in cartone ondulato', 'Dal 1971 progettiamo e produciamo imballaggi in cartone ondulato per alimentare, ortofrutta ed e-commerce.', '/', 'home page-template-default page page-id-12')}
<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent hero"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h1 class="elementor-heading-title">Imballaggi in cartone ondulato, progettati su misura</h1></div>
    <div class="elementor-widget-text-editor"><p>Tre linee di ondulazione, 180 dipendenti e oltre 120 milioni di scatole all'anno, prodotte in Val Trebbia con carta riciclata e certificata.</p></div>
    <div class="elementor-widget-button"><a class="elementor-button elementor-button-link" href="https://valtrebbiapack.it/contatti/"><span class="elementor-button-text">Richiedi un preventivo</span></a></div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent clienti"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h2 class="elementor-heading-title">Hanno scelto i nostri imballaggi</h2></div>
    <div class="elementor-widget-image-carousel"><div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">
      <div class="swiper-slide" role="group"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/03/cliente-caseificio-boschi.png" alt="Caseificio Boschi" /></figure></div>
      <div class="swiper-slide" role="group"><a href="https://www.pastificiolunardi.it/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/03/cliente-lunardi.png" alt="Pastificio Lunardi" /></figure></a></div>
      <div class="swiper-slide" role="group"><a href="https://www.ortofruttapadana.it/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/03/cliente-opadana.png" alt="Ortofrutta Padana" /></figure></a></div>
    </div></div></div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent fiera"><div class="e-con-inner">
    <div class="elementor-widget-text-editor"><p>Vieni a trovarci a <a href="https://www.ipackima.com/" target="_blank">Ipack-Ima 2027</a>, Fiera Milano &ndash; Padiglione 5, stand C21.</p></div>
  </div></div>
</div>
${footer}`,
    },
    '/rete-commerciale/': {
      headers,
      html: `${head('Rete commerciale – Imballaggi Valtrebbia', 'Agenti e distributori in Italia e in Europa.', '/rete-commerciale/', 'page-template-default page page-id-88')}
<div data-elementor-type="wp-page" data-elementor-id="88" class="elementor elementor-88">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h1 class="elementor-heading-title">Rete commerciale</h1></div>
    <div class="elementor-widget-text-editor"><p>Serviamo direttamente i clienti del Nord Italia con i nostri agenti. Per ordini di piccolo taglio e per l'estero ci affidiamo a una rete di distributori autorizzati.</p></div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h2 class="elementor-heading-title">I nostri agenti</h2></div>
    <div class="elementor-widget-toggle"><div class="elementor-toggle" role="tablist">
      <div class="elementor-toggle-item"><div class="elementor-tab-title" role="button">Emilia-Romagna e Lombardia</div><div class="elementor-tab-content" role="region"><p>Marco Bellini &ndash; tel. 335 601 2288 &ndash; m.bellini@valtrebbiapack.it</p></div></div>
      <div class="elementor-toggle-item"><div class="elementor-tab-title" role="button">Piemonte e Liguria</div><div class="elementor-tab-content" role="region"><p>Studio Agenzie Ferrero &ndash; tel. 011 830 4471</p></div></div>
      <div class="elementor-toggle-item"><div class="elementor-tab-title" role="button">Veneto e Friuli</div><div class="elementor-tab-content" role="region"><p>Laura Zanin &ndash; tel. 348 225 9013</p></div></div>
    </div></div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h2 class="elementor-heading-title">Distributori autorizzati</h2></div>
    <div class="elementor-widget-icon-box"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><a href="https://www.imballinord.it/" target="_blank">Imballi Nord S.r.l.</a></h3><p class="elementor-icon-box-description">Distributore per Trentino-Alto Adige e Lombardia orientale. Magazzino a Rovereto.</p></div></div>
    <div class="elementor-widget-icon-box"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><a href="https://packservicesud.it/" target="_blank">PackService Sud</a></h3><p class="elementor-icon-box-description">Distributore per Centro e Sud Italia, con consegna in 48 ore.</p></div></div>
    <div class="elementor-widget-icon-box"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><a href="https://www.embalajeslevante.es/" target="_blank">Embalajes Levante S.L.</a></h3><p class="elementor-icon-box-description">Distributore esclusivo per la Spagna.</p></div></div>
    <div class="elementor-widget-icon-box"><div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><a href="https://www.verpackung-alpen.at/" target="_blank">Verpackung Alpen GmbH</a></h3><p class="elementor-icon-box-description">Distributore per Austria e Baviera.</p></div></div>
  </div></div>
</div>
${footer}`,
    },
    '/partner/': {
      headers,
      html: `${head('Partner – Imballaggi Valtrebbia', 'I partner tecnologici e di filiera con cui innoviamo.', '/partner/', 'page-template-default page page-id-94')}
<div data-elementor-type="wp-page" data-elementor-id="94" class="elementor elementor-94">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h1 class="elementor-heading-title">I nostri partner</h1></div>
    <div class="elementor-widget-text-editor"><p>Innovare un imballaggio significa lavorare insieme a chi costruisce le macchine, formula gli inchiostri e produce la carta.</p></div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h2 class="elementor-heading-title">Partner tecnologici</h2></div>
    <div class="elementor-widget-image-carousel"><div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper">
      <div class="swiper-slide"><a href="https://www.rinaldifustelle.it/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/05/partner-rinaldi.png" alt="Rinaldi Fustelle – fustellatrici rotative" /></figure></a></div>
      <div class="swiper-slide"><a href="https://inkverde.com/it/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/05/partner-inkverde.png" alt="InkVerde – inchiostri all'acqua" /></figure></a></div>
      <div class="swiper-slide"><a href="https://www.fabbricadigitale.io/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/05/partner-fabbricadigitale.png" alt="Fabbrica Digitale – MES per cartotecnica" /></figure></a></div>
      <div class="swiper-slide"><a href="https://www.ondulmac.com/" target="_blank"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://valtrebbiapack.it/wp-content/uploads/2024/05/partner-ondulmac.png" alt="Ondulmac – ondulatori" /></figure></a></div>
    </div></div></div>
  </div></div>
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h2 class="elementor-heading-title">Partner di filiera</h2></div>
    <div class="elementor-widget-text-editor"><p>La carta riciclata arriva dalla <a href="https://www.cartieradellamone.it/" target="_blank">Cartiera del Lamone</a> e il trasporto è affidato a <a href="https://www.trasportibassi.it/" target="_blank">Trasporti Bassi</a>, con mezzi LNG.</p></div>
  </div></div>
</div>
${footer}`,
    },
    '/certificazioni/': {
      headers,
      html: `${head('Certificazioni – Imballaggi Valtrebbia', 'Qualità, ambiente e sicurezza alimentare certificate.', '/certificazioni/', 'page-template-default page page-id-97')}
<div data-elementor-type="wp-page" data-elementor-id="97" class="elementor elementor-97">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h1 class="elementor-heading-title">Certificazioni</h1></div>
    <div class="elementor-widget-text-editor">
      <p><strong>FSC&reg; Chain of Custody</strong> (licenza FSC-C154872) &ndash; verifica su <a href="https://search.fsc.org/" target="_blank">search.fsc.org</a></p>
      <p><strong>ISO 9001:2015 e ISO 14001:2015</strong> rilasciate da <a href="https://www.bureauveritas.it/" target="_blank">Bureau Veritas Italia</a></p>
      <p><strong>BRCGS Packaging Materials</strong>, grado AA &ndash; <a href="https://www.brcgs.com/" target="_blank">BRCGS</a></p>
      <p><a href="https://valtrebbiapack.it/wp-content/uploads/2025/02/certificato-iso-9001.pdf">Scarica i certificati (PDF)</a></p>
    </div>
  </div></div>
</div>
${footer}`,
    },
    '/contatti/': {
      headers,
      html: `${head('Contatti – Imballaggi Valtrebbia', 'Richiedi un preventivo o una visita.', '/contatti/', 'page-template-default page page-id-15')}
<div data-elementor-type="wp-page" data-elementor-id="15" class="elementor elementor-15">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent"><div class="e-con-inner">
    <div class="elementor-widget-heading"><h1 class="elementor-heading-title">Contatti</h1></div>
    <div class="elementor-widget-shortcode"><div class="wpcf7 no-js" id="wpcf7-f210-p15-o1" lang="it-IT" dir="ltr"><form action="/contatti/#wpcf7-f210-p15-o1" method="post" class="wpcf7-form init" novalidate="novalidate" data-status="init">
      <p><label>Nome e cognome<br><span class="wpcf7-form-control-wrap" data-name="your-name"><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name" /></span></label></p>
      <p><label>Email<br><span class="wpcf7-form-control-wrap" data-name="your-email"><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email" /></span></label></p>
      <p><label>Messaggio<br><span class="wpcf7-form-control-wrap" data-name="your-message"><textarea cols="40" rows="6" class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></span></label></p>
      <p><input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Invia" /></p>
    </form></div></div>
    <div class="elementor-widget-google_maps"><div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.com/maps?q=Via%20Emilia%20Pavese%20214%2C%20Piacenza&amp;t=m&amp;z=14&amp;output=embed&amp;iwloc=near" title="Via Emilia Pavese 214, Piacenza" aria-label="Via Emilia Pavese 214, Piacenza"></iframe></div></div>
  </div></div>
</div>
${footer}`,
    },
  },
  sitemap: ['/', '/azienda/', '/prodotti/', '/sostenibilita/', '/rete-commerciale/', '/partner/', '/certificazioni/', '/contatti/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'wpml',
    'contact-form-7',
    'litespeed',
    'litespeed-cache',
    'iubenda',
    'jquery',
    'jquery-migrate',
    'swiper',
    'google-maps',
    'google-font-api',
    'open-graph',
  ],
  partners: {
    'imballinord.it': 'channel',
    'packservicesud.it': 'channel',
    'embalajeslevante.es': 'channel',
    'verpackung-alpen.at': 'channel',
    'rinaldifustelle.it': 'technology',
    'inkverde.com': 'technology',
    'fabbricadigitale.io': 'technology',
    'ondulmac.com': 'technology',
    'cartieradellamone.it': 'generic',
    'trasportibassi.it': 'generic',
  },
};
