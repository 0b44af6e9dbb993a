import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  link: '<https://www.vandermeulen-maritiem.nl/wp-json/>; rel="https://api.w.org/"',
  server: 'nginx',
};

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="nl-NL">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Van der Meulen Maritiem</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.vandermeulen-maritiem.nl${path}" />
<meta property="og:locale" content="nl_NL" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title} - Van der Meulen Maritiem" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="https://www.vandermeulen-maritiem.nl${path}" />
<meta property="og:site_name" content="Van der Meulen Maritiem" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://www.vandermeulen-maritiem.nl/#organization","name":"Van der Meulen Maritiem B.V.","url":"https://www.vandermeulen-maritiem.nl/","sameAs":["https://www.facebook.com/vandermeulenmaritiem","https://www.linkedin.com/company/van-der-meulen-maritiem","https://www.instagram.com/vandermeulenmaritiem/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='wp-block-library-css' href='https://www.vandermeulen-maritiem.nl/wp-includes/css/dist/block-library/style.min.css?ver=6.4.3' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.vandermeulen-maritiem.nl/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.19.2' media='all' />
<link rel='stylesheet' id='elementor-post-1187-css' href='https://www.vandermeulen-maritiem.nl/wp-content/uploads/elementor/css/post-1187.css?ver=1711630122' media='all' />
<link rel='stylesheet' id='vdm-theme-css' href='https://www.vandermeulen-maritiem.nl/wp-content/themes/vdm-maritiem/style.css?ver=2.3.1' media='all' />
<script src="https://www.vandermeulen-maritiem.nl/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://www.vandermeulen-maritiem.nl/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://www.vandermeulen-maritiem.nl/wp-json/" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="Elementor 3.19.2; features: e_optimized_assets_loading, additional_custom_breakpoints, block_editor_assets_optimize; settings: css_print_method-external, google_font-disabled, font_display-swap">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W8RZ2DN');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body class="page-template-default page elementor-default elementor-kit-1187">
<a class="skip-link screen-reader-text" href="#content">Ga naar de inhoud</a>
<header class="vdm-header">
  <div class="vdm-header__inner">
    <a href="https://www.vandermeulen-maritiem.nl/" class="custom-logo-link" rel="home"><img src="https://www.vandermeulen-maritiem.nl/wp-content/uploads/2022/11/vdm-logo.svg" alt="Van der Meulen Maritiem" width="220" height="60"></a>
    <nav class="vdm-menu" aria-label="Hoofdmenu">
      <ul id="menu-hoofdmenu" class="menu">
        <li class="menu-item"><a href="https://www.vandermeulen-maritiem.nl/diensten/">Diensten</a></li>
        <li class="menu-item"><a href="https://www.vandermeulen-maritiem.nl/over-ons/">Over ons</a></li>
        <li class="menu-item"><a href="https://www.vandermeulen-maritiem.nl/partners/">Partners</a></li>
        <li class="menu-item"><a href="https://www.vandermeulen-maritiem.nl/werken-bij/">Werken bij</a></li>
        <li class="menu-item"><a href="https://www.vandermeulen-maritiem.nl/contact/">Contact</a></li>
      </ul>
    </nav>
    <a class="vdm-header__phone" href="tel:+31104291500">24/7: +31 10 429 15 00</a>
  </div>
</header>
<div id="content" class="site-content">`;

const footer = `</div>
<footer class="vdm-footer">
  <div class="elementor elementor-1320">
    <div class="elementor-widget-container">
      <h4>Van der Meulen Maritiem B.V.</h4>
      <p>Waalhaven Zuidzijde 21<br>3089 JH Rotterdam<br>KvK 24187733 · BTW NL8012.34.567.B01</p>
    </div>
    <div class="elementor-widget-container">
      <h4>Onze partners</h4>
      <ul>
        <li><a href="https://www.noordzee-scheepselektro.nl/" target="_blank" rel="noopener">Noordzee Scheepselektro</a></li>
        <li><a href="https://maris-proviant.de/" target="_blank" rel="noopener">Maris Proviant Hamburg</a></li>
      </ul>
    </div>
    <div class="elementor-widget-container">
      <h4>Volg ons</h4>
      <a href="https://www.facebook.com/vandermeulenmaritiem" target="_blank" rel="noopener">Facebook</a>
      <a href="https://www.linkedin.com/company/van-der-meulen-maritiem" target="_blank" rel="noopener">LinkedIn</a>
      <a href="https://www.instagram.com/vandermeulenmaritiem/" target="_blank" rel="noopener">Instagram</a>
      <a href="https://wa.me/31612345678" target="_blank" rel="noopener">WhatsApp</a>
    </div>
  </div>
  <div class="vdm-footer__bottom">© 2024 Van der Meulen Maritiem · <a href="https://www.vandermeulen-maritiem.nl/privacyverklaring/">Privacyverklaring</a> · <a href="https://www.vandermeulen-maritiem.nl/cookiebeleid-eu/">Cookiebeleid</a> · <a href="https://www.vandermeulen-maritiem.nl/algemene-voorwaarden/">Algemene voorwaarden</a></div>
</footer>
<div id="cmplz-cookiebanner-container"><div class="cmplz-cookiebanner banner-1 optin cmplz-bottom-right" aria-modal="true" role="dialog"><div class="cmplz-header"><div class="cmplz-title">Cookietoestemming beheren</div></div><div class="cmplz-message"><p>Om de beste ervaringen te bieden, gebruiken wij technologieën zoals cookies.</p></div><div class="cmplz-buttons"><button class="cmplz-btn cmplz-accept">Accepteren</button><button class="cmplz-btn cmplz-deny">Weigeren</button><button class="cmplz-btn cmplz-view-preferences">Voorkeuren bekijken</button></div></div></div>
<script src="https://www.vandermeulen-maritiem.nl/wp-content/plugins/complianz-gdpr-premium/cookiebanner/js/complianz.min.js?ver=1709913321" id="cmplz-cookiebanner-js"></script>
<script src="https://www.vandermeulen-maritiem.nl/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5" id="swiper-js"></script>
<script src="https://www.vandermeulen-maritiem.nl/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.19.2" id="elementor-webpack-runtime-js"></script>
<script src="https://www.vandermeulen-maritiem.nl/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.19.2" id="elementor-frontend-modules-js"></script>
<script src="https://www.vandermeulen-maritiem.nl/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.19.2" id="elementor-frontend-js"></script>
</body>
</html>`;

const card = (
  name: string,
  text: string,
  url: string,
  logo: string,
) => `<div class="elementor-column elementor-col-33"><div class="elementor-widget-wrap">
        <div class="elementor-widget elementor-widget-image"><img src="https://www.vandermeulen-maritiem.nl/wp-content/uploads/2023/02/${logo}" alt="${name}" loading="lazy"></div>
        <div class="elementor-widget elementor-widget-heading"><h3 class="elementor-heading-title">${name}</h3></div>
        <div class="elementor-widget elementor-widget-text-editor"><p>${text}</p></div>
        <div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link" href="${url}" target="_blank" rel="noopener"><span class="elementor-button-text">Bezoek website</span></a></div>
      </div></div>`;

export const site: CorpusSite = {
  domain: 'vandermeulen-maritiem.nl',
  covers:
    'Dutch ship-supply and marine-services firm on WordPress/Elementor: partner cards with descriptions and "Bezoek website" buttons by kind (service partners, distribution partner, technology partner), partners repeated in the footer; customer logos, a linked customer testimonial, certifier, sponsorship, job board and social/WhatsApp links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Scheepsbevoorrading en maritieme service in Rotterdam', 'Van der Meulen Maritiem levert proviand, technische voorraden en service aan boord, 24/7 in de haven van Rotterdam.', '/')}
${nav}
  <div data-elementor-type="wp-page" data-elementor-id="2" class="elementor elementor-2">
    <section class="elementor-section elementor-top-section vdm-hero">
      <h1 class="elementor-heading-title">Alles aan boord. Dag en nacht.</h1>
      <p>Sinds 1952 bevoorraden wij zeeschepen, binnenvaart en offshore-installaties in Rotterdam, Moerdijk en Vlissingen: proviand, technische voorraden, reddingsmiddelen en reparaties.</p>
      <a class="elementor-button" href="https://www.vandermeulen-maritiem.nl/contact/">Offerte aanvragen</a>
    </section>
    <section class="elementor-section vdm-klanten">
      <h2>Klanten die ons vertrouwen</h2>
      <div class="swiper elementor-image-carousel-wrapper"><div class="swiper-wrapper">
        <div class="swiper-slide"><img src="https://www.vandermeulen-maritiem.nl/wp-content/uploads/2023/01/klant-hollandia.png" alt="Rederij Hollandia"></div>
        <div class="swiper-slide"><img src="https://www.vandermeulen-maritiem.nl/wp-content/uploads/2023/01/klant-northsea-offshore.png" alt="North Sea Offshore Services"></div>
        <div class="swiper-slide"><img src="https://www.vandermeulen-maritiem.nl/wp-content/uploads/2023/01/klant-rijnvaart.png" alt="Rijnvaart Tankers"></div>
      </div></div>
    </section>
    <section class="elementor-section vdm-testimonial">
      <blockquote>"Binnen twee uur na onze bestelling lag alles aan boord, ook op zondagnacht." <cite>— Kapitein J. de Boer, <a href="https://www.rederij-hollandia.nl/" target="_blank" rel="noopener">Rederij Hollandia</a></cite></blockquote>
    </section>
    <section class="elementor-section vdm-iso">
      <p>ISO 9001 en ISO 14001 gecertificeerd door <a href="https://www.bureauveritas.nl/" target="_blank" rel="noopener">Bureau Veritas</a>. Lid van ISSA (International Ship Suppliers &amp; Services Association).</p>
    </section>
  </div>
${footer}`,
    },
    '/partners/': {
      headers,
      html: `${head('Partners', 'Samen met onze partners bieden wij een compleet maritiem servicepakket.', '/partners/')}
${nav}
  <div data-elementor-type="wp-page" data-elementor-id="412" class="elementor elementor-412">
    <section class="elementor-section elementor-top-section">
      <h1 class="elementor-heading-title">Onze partners</h1>
      <p>Eén aanspreekpunt voor alles aan boord: daarvoor werken wij samen met gespecialiseerde partners in en buiten de haven.</p>
    </section>
    <section class="elementor-section vdm-partners-service">
      <h2 class="elementor-heading-title">Servicepartners</h2>
      <div class="elementor-container">
      ${card('Noordzee Scheepselektro B.V.', 'Onze vaste partner voor scheepselektra, navigatie- en communicatieapparatuur. Storingsdienst 24/7.', 'https://www.noordzee-scheepselektro.nl/', 'noordzee-scheepselektro.png')}
      ${card('Havenkraan Verhuur Rotterdam', 'Mobiele kranen en hoogwerkers op de kade, voor het laden van zware onderdelen.', 'https://havenkraanverhuur.nl/', 'havenkraan.png')}
      ${card('Drijfveer Duikbedrijf', 'Onderwaterinspecties en schroefpolijsten, ook tijdens laad- en losoperaties.', 'https://www.drijfveer-duikwerk.nl/diensten/', 'drijfveer.png')}
      </div>
    </section>
    <section class="elementor-section vdm-partners-distributie">
      <h2 class="elementor-heading-title">Distributiepartner Duitsland</h2>
      <div class="elementor-container">
      ${card('Maris Proviant GmbH', 'Verkoopt en levert ons volledige assortiment aan schepen in Hamburg, Bremerhaven en Kiel.', 'https://maris-proviant.de/', 'maris-proviant.png')}
      </div>
    </section>
    <section class="elementor-section vdm-partners-tech">
      <h2 class="elementor-heading-title">Technologiepartner</h2>
      <div class="elementor-container">
      ${card('MarineTrade Connect', 'Bestel bij ons via het e-procurementplatform van MarineTrade Connect: onze catalogus is direct gekoppeld.', 'https://www.marinetradeconnect.com/suppliers/van-der-meulen', 'marinetrade-connect.png')}
      </div>
    </section>
    <section class="elementor-section vdm-partners-overig">
      <p>Daarnaast werken wij samen met Scheepsreparatie Pernis en Vlaggenmakerij De Kroon.</p>
    </section>
  </div>
${footer}`,
    },
    '/over-ons/': {
      headers,
      html: `${head('Over ons', 'Familiebedrijf in de derde generatie, met 85 medewerkers in Rotterdam en Vlissingen.', '/over-ons/')}
${nav}
  <div data-elementor-type="wp-page" data-elementor-id="14" class="elementor elementor-14">
    <h1 class="elementor-heading-title">Over Van der Meulen</h1>
    <p>Wat in 1952 begon met een bevoorradingsbootje in de Maashaven, is nu een maritiem dienstverlener met 85 medewerkers, een eigen vloot van zes leveringsboten en magazijnen in Rotterdam en Vlissingen.</p>
    <h2>Maatschappelijk betrokken</h2>
    <p>Wij zijn trotse hoofdsponsor van <a href="https://www.rv-demaas.nl/" target="_blank" rel="noopener">Roeivereniging De Maas</a> en steunen het <a href="https://www.zeemanshuis-rotterdam.nl/" target="_blank" rel="noopener">Zeemanshuis Rotterdam</a>.</p>
  </div>
${footer}`,
    },
    '/werken-bij/': {
      headers,
      html: `${head('Werken bij', 'Vacatures bij Van der Meulen Maritiem: chauffeurs, orderpickers, schippers en inkopers.', '/werken-bij/')}
${nav}
  <div data-elementor-type="wp-page" data-elementor-id="16" class="elementor elementor-16">
    <h1 class="elementor-heading-title">Werken bij Van der Meulen</h1>
    <ul>
      <li>Schipper leveringsboot (fulltime) – <a href="https://www.werkzoeken.nl/vacatures/schipper-rotterdam-vandermeulen/" target="_blank">bekijk op werkzoeken.nl</a></li>
      <li>Orderpicker nachtdienst – <a href="https://nl.indeed.com/viewjob?jk=4c2b8a91f7e3d605" target="_blank">solliciteer via Indeed</a></li>
    </ul>
  </div>
${footer}`,
    },
  },
  sitemap: ['/', '/partners/', '/over-ons/', '/werken-bij/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'jquery',
    'jquery-migrate',
    'complianz',
    'swiper',
    'google-tag-manager',
    'nginx',
    'open-graph',
  ],
  partners: {
    'noordzee-scheepselektro.nl': 'generic',
    'havenkraanverhuur.nl': 'generic',
    'drijfveer-duikwerk.nl': 'generic',
    'maris-proviant.de': 'channel',
    'marinetradeconnect.com': 'technology',
  },
};
