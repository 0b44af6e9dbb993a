import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="it-IT">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://castagnetocatering.it${path}">
<meta property="og:locale" content="it_IT">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://castagnetocatering.it${path}">
<meta property="og:site_name" content="Castagneto Catering &amp; Banqueting">
<meta property="og:image" content="https://castagnetocatering.it/wp-content/uploads/2024/03/buffet-matrimonio-langhe.jpg">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://castagnetocatering.it${path}","url":"https://castagnetocatering.it${path}","name":"${title}","isPartOf":{"@id":"https://castagnetocatering.it/#website"},"inLanguage":"it-IT"},{"@type":"WebSite","@id":"https://castagnetocatering.it/#website","url":"https://castagnetocatering.it/","name":"Castagneto Catering &amp; Banqueting","publisher":{"@id":"https://castagnetocatering.it/#organization"}},{"@type":"Organization","@id":"https://castagnetocatering.it/#organization","name":"Castagneto Catering & Banqueting S.r.l.","url":"https://castagnetocatering.it/","logo":"https://castagnetocatering.it/wp-content/uploads/2023/01/logo-castagneto.svg","sameAs":["https://www.facebook.com/castagnetocatering","https://www.instagram.com/castagneto.catering/"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="dns-prefetch" href="//cdn.iubenda.com">
<link rel="alternate" type="application/rss+xml" title="Castagneto Catering &raquo; Feed" href="https://castagnetocatering.it/feed/">
<link rel="stylesheet" id="elementor-frontend-css" href="https://castagnetocatering.it/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4" media="all">
<link rel="stylesheet" id="elementor-post-8-css" href="https://castagnetocatering.it/wp-content/uploads/elementor/css/post-8.css?ver=1714032211" media="all">
<link rel="stylesheet" id="contact-form-7-css" href="https://castagnetocatering.it/wp-content/plugins/contact-form-7/includes/css/styles.css?ver=5.9.3" media="all">
<link rel="stylesheet" id="castagneto-theme-css" href="https://castagnetocatering.it/wp-content/themes/castagneto/style.css?ver=2.3.1" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Cormorant+Garamond:400,600%7CLato:300,400,700&amp;display=swap" media="all">
<script src="https://castagnetocatering.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"siteId":3318427,"cookiePolicyId":91735520,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true,"customizeButtonDisplay":true}};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3318427.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-KX7P2QB');</script>
<!-- End Google Tag Manager -->
<meta name="generator" content="WordPress 6.5.2">
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://castagnetocatering.it/wp-content/uploads/2023/01/cropped-favicon-32x32.png" sizes="32x32">
</head>`;

const header = `<body class="page-template-default page elementor-default elementor-kit-8">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KX7P2QB" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Vai al contenuto</a>
<header class="site-header elementor-location-header">
  <div class="elementor-container">
    <a href="https://castagnetocatering.it/" class="site-logo"><img src="https://castagnetocatering.it/wp-content/uploads/2023/01/logo-castagneto.svg" alt="Castagneto Catering &amp; Banqueting" width="220" height="64"></a>
    <nav class="main-navigation" aria-label="Menu principale">
      <ul id="menu-principale" class="menu">
        <li class="menu-item"><a href="https://castagnetocatering.it/">Home</a></li>
        <li class="menu-item"><a href="https://castagnetocatering.it/chi-siamo/">Chi siamo</a></li>
        <li class="menu-item menu-item-has-children"><a href="https://castagnetocatering.it/servizi/">Servizi</a>
          <ul class="sub-menu">
            <li class="menu-item"><a href="https://castagnetocatering.it/servizi/matrimoni/">Matrimoni</a></li>
            <li class="menu-item"><a href="https://castagnetocatering.it/servizi/eventi-aziendali/">Eventi aziendali</a></li>
            <li class="menu-item"><a href="https://castagnetocatering.it/servizi/feste-private/">Feste private</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="https://castagnetocatering.it/partner/">Partner</a></li>
        <li class="menu-item"><a href="https://castagnetocatering.it/blog/">Blog</a></li>
        <li class="menu-item menu-cta"><a href="https://castagnetocatering.it/contatti/">Richiedi un preventivo</a></li>
      </ul>
    </nav>
  </div>
</header>
<main id="content" class="site-main">`;

const footer = `</main>
<footer class="site-footer elementor-location-footer">
  <div class="elementor-container footer-columns">
    <div class="footer-col">
      <h4>Castagneto Catering &amp; Banqueting S.r.l.</h4>
      <p>Via delle Langhe 41, 12051 Alba (CN)<br>Tel. <a href="tel:+390173284410">+39 0173 284410</a><br><a href="mailto:eventi@castagnetocatering.it">eventi@castagnetocatering.it</a><br>P.IVA 03928470048</p>
    </div>
    <div class="footer-col">
      <h4>Link utili</h4>
      <ul>
        <li><a href="https://castagnetocatering.it/lavora-con-noi/">Lavora con noi</a></li>
        <li><a href="https://castagnetocatering.it/partner/">I nostri partner</a></li>
        <li><a href="https://www.borgocastagneto.com/" target="_blank" rel="noopener">Il nostro ristorante: Borgo Castagneto</a></li>
        <li><a href="https://www.iubenda.com/privacy-policy/91735520" class="iubenda-nostyle iubenda-embed" title="Privacy Policy">Privacy Policy</a></li>
        <li><a href="https://www.iubenda.com/privacy-policy/91735520/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie Policy</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h4>Seguici</h4>
      <ul class="social">
        <li><a href="https://www.facebook.com/castagnetocatering" target="_blank" rel="noopener">Facebook</a></li>
        <li><a href="https://www.instagram.com/castagneto.catering/" target="_blank" rel="noopener">Instagram</a></li>
        <li><a href="https://www.pinterest.it/castagnetocatering/" target="_blank" rel="noopener">Pinterest</a></li>
      </ul>
    </div>
  </div>
  <p class="copyright">&copy; 2024 Castagneto Catering &amp; Banqueting S.r.l. &ndash; Tutti i diritti riservati &ndash; Sito realizzato da <a href="https://www.langhedigitale.it/" target="_blank" rel="noopener">Langhe Digitale</a></p>
</footer>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=393471182093&amp;text=Buongiorno%2C%20vorrei%20un%20preventivo" target="_blank" rel="noopener" aria-label="Scrivici su WhatsApp">WhatsApp</a>
<script src="https://castagnetocatering.it/wp-content/plugins/contact-form-7/includes/swv/js/index.js?ver=5.9.3" id="swv-js"></script>
<script src="https://castagnetocatering.it/wp-content/plugins/contact-form-7/includes/js/index.js?ver=5.9.3" id="contact-form-7-js"></script>
<script src="https://castagnetocatering.it/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://castagnetocatering.it/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://castagnetocatering.it/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://castagnetocatering.it/wp-json/>; rel="https://api.w.org/"',
};

export const site: CorpusSite = {
  domain: 'castagnetocatering.it',
  otherDomains: ['borgocastagneto.com'],
  covers:
    'Italian WordPress/Elementor caterer: partner page with location cards ("Visita il sito"), linked supplier logo grid plus an unlinked logo, wedding-planner agencies (channel) and a booking-software tech partner; negatives: press, award, sponsor, corporate clients, web agency credit, iubenda links, own restaurant domain',
  pages: {
    '/': {
      headers,
      html: `${head('Castagneto Catering & Banqueting | Catering per matrimoni ed eventi nelle Langhe', 'Catering e banqueting per matrimoni, eventi aziendali e feste private tra Langhe, Roero e Monferrato. Cucina piemontese di stagione.', '/')}
${header}
<section class="elementor-section hero">
  <h1>La cucina delle Langhe, dove volete voi</h1>
  <p>Dal 1998 portiamo la tradizione piemontese in ville, cascine e castelli: matrimoni, cene aziendali e feste private per 30 o 600 ospiti.</p>
  <a class="elementor-button" href="https://castagnetocatering.it/contatti/">Richiedi un preventivo</a>
</section>
<section class="elementor-section servizi">
  <h2>I nostri servizi</h2>
  <div class="elementor-row">
    <div class="elementor-column"><h3>Matrimoni</h3><p>Aperitivi in vigna, cene placé e buffet di dolci. <a href="https://castagnetocatering.it/servizi/matrimoni/">Scopri di più</a></p></div>
    <div class="elementor-column"><h3>Eventi aziendali</h3><p>Coffee break, pranzi di lavoro e cene di gala. <a href="https://castagnetocatering.it/servizi/eventi-aziendali/">Scopri di più</a></p></div>
    <div class="elementor-column"><h3>Feste private</h3><p>Compleanni, battesimi e anniversari a casa vostra. <a href="https://castagnetocatering.it/servizi/feste-private/">Scopri di più</a></p></div>
  </div>
</section>
<section class="elementor-section clienti">
  <h2>Hanno scelto noi</h2>
  <p>Aziende che ci affidano ogni anno i loro eventi:</p>
  <div class="logo-grid">
    <a href="https://www.cartierabormida.it/" target="_blank" rel="noopener"><img src="https://castagnetocatering.it/wp-content/uploads/2024/02/cliente-cartiera-bormida.png" alt="Cartiera Bormida"></a>
    <a href="https://www.nocciolepiemonte-coop.it/" target="_blank" rel="noopener"><img src="https://castagnetocatering.it/wp-content/uploads/2024/02/cliente-nocciole-piemonte.png" alt="Cooperativa Nocciole Piemonte"></a>
    <img src="https://castagnetocatering.it/wp-content/uploads/2024/02/cliente-banca-alpi.png" alt="Banca delle Alpi Marittime">
  </div>
</section>
<section class="elementor-section testimonianze">
  <h2>Dicono di noi gli sposi</h2>
  <blockquote>&laquo;Il vitello tonnato più buono che abbiamo mai mangiato, e un servizio impeccabile fino a notte fonda.&raquo; <cite>Giulia e Marco, Villa Ardenghi, settembre 2023</cite></blockquote>
  <blockquote>&laquo;Organizzazione perfetta, anche con la pioggia!&raquo; <cite>Elena e Tommaso, giugno 2023</cite></blockquote>
</section>
<section class="elementor-section stampa">
  <h2>Parlano di noi</h2>
  <ul class="press-list">
    <li><a href="https://www.gustoemagazine.it/catering/castagneto-alba-intervista/" target="_blank" rel="noopener">Gusto &amp; Magazine &ndash; &laquo;Il catering che profuma di tartufo&raquo;</a></li>
    <li><a href="https://www.sposinpiemonte.it/fornitori/catering-castagneto/" target="_blank" rel="noopener">Sposi in Piemonte &ndash; recensione</a></li>
  </ul>
  <p class="premio"><img src="https://castagnetocatering.it/wp-content/uploads/2024/01/premio-catering-eccellenza-2023.png" alt="Premio Catering d'Eccellenza 2023"> Vincitori del <a href="https://www.premiocateringeccellenza.it/albo-2023/" target="_blank" rel="noopener">Premio Catering d'Eccellenza 2023</a>, categoria matrimoni.</p>
</section>
<section class="elementor-section sponsor">
  <h2>Sul territorio</h2>
  <p>Siamo orgogliosi sponsor della <a href="https://www.fieradellacastagna-cuneo.it/" target="_blank" rel="noopener">Fiera della Castagna di Cuneo</a> e della squadra giovanile dell'<a href="https://www.asdalbavolley.it/" target="_blank" rel="noopener">ASD Alba Volley</a>.</p>
</section>
${footer}`,
    },
    '/chi-siamo/': {
      headers,
      html: `${head('Chi siamo | Castagneto Catering & Banqueting', 'La storia della famiglia Castagneto e della nostra cucina piemontese.', '/chi-siamo/')}
${header}
<section class="elementor-section">
  <h1>Chi siamo</h1>
  <p>Castagneto nasce nel 1998 dalla trattoria di famiglia ad Alba. Oggi lo chef Davide Castagneto guida una brigata di 14 cuochi e oltre 40 camerieri, ma la filosofia è rimasta la stessa: materie prime del territorio, pasta tirata a mano, dolci fatti in casa.</p>
  <p>Se volete assaggiare la nostra cucina prima dell'evento, vi aspettiamo al ristorante di famiglia <a href="https://www.borgocastagneto.com/" target="_blank" rel="noopener">Borgo Castagneto</a>, a Diano d'Alba.</p>
  <h2>La squadra</h2>
  <ul>
    <li>Davide Castagneto &ndash; chef e titolare</li>
    <li>Chiara Bosio &ndash; wedding &amp; event manager</li>
    <li>Luca Ferrero &ndash; maître e responsabile di sala</li>
  </ul>
  <p>Cerchiamo sempre persone appassionate: <a href="https://castagnetocatering.it/lavora-con-noi/">scopri le posizioni aperte</a> o candidati su <a href="https://it.indeed.com/cmp/Castagneto-Catering" target="_blank" rel="noopener">Indeed</a>.</p>
</section>
${footer}`,
    },
    '/servizi/matrimoni/': {
      headers,
      html: `${head('Catering per matrimoni nelle Langhe | Castagneto', 'Menu per matrimoni: aperitivo in vigna, cena placé, buffet di dolci e open bar.', '/servizi/matrimoni/')}
${header}
<section class="elementor-section">
  <h1>Catering per matrimoni</h1>
  <p>Ogni matrimonio inizia con una degustazione in cui costruiamo il menu insieme agli sposi. Lavoriamo in decine di location tra Langhe e Roero: trovate le nostre preferite nella pagina <a href="https://castagnetocatering.it/partner/">Partner</a>.</p>
  <h2>Cosa comprende</h2>
  <ul>
    <li>Aperitivo di benvenuto con stazioni live (crudo di fassona, fritto misto alla piemontese)</li>
    <li>Cena servita al tavolo o a buffet</li>
    <li>Torta nuziale e buffet di dolci</li>
    <li>Allestimento tavoli, tovagliato e mise en place</li>
  </ul>
  <h2>Richiedi la tua degustazione</h2>
  <div class="wpcf7 js" id="wpcf7-f212-o1" lang="it-IT" dir="ltr">
    <form action="/servizi/matrimoni/#wpcf7-f212-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
      <p><label>Nome e cognome<br><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></label></p>
      <p><label>Email<br><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email"></label></p>
      <p><label>Data del matrimonio<br><input class="wpcf7-form-control wpcf7-date" type="date" name="data-evento"></label></p>
      <p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Invia richiesta"></p>
    </form>
  </div>
</section>
${footer}`,
    },
    '/partner/': {
      headers,
      html: `${head('I nostri partner | Castagneto Catering & Banqueting', 'Location, cantine, fornitori e wedding planner con cui collaboriamo ogni giorno.', '/partner/')}
${header}
<section class="elementor-section partner-intro">
  <h1>I nostri partner</h1>
  <p>Un grande evento nasce da una squadra affiatata. Questi sono i partner con cui lavoriamo abitualmente e che consigliamo senza riserve.</p>
</section>
<section class="elementor-section partner-location">
  <h2>Location partner</h2>
  <div class="elementor-row partner-cards">
    <article class="partner-card">
      <img src="https://castagnetocatering.it/wp-content/uploads/2023/05/villa-ardenghi.jpg" alt="Villa Ardenghi">
      <h3>Villa Ardenghi</h3>
      <p>Dimora ottocentesca con parco secolare a Guarene, fino a 250 ospiti. Siamo catering esclusivo della villa dal 2016.</p>
      <a class="elementor-button" href="https://www.villa-ardenghi.it/" target="_blank" rel="noopener">Visita il sito</a>
    </article>
    <article class="partner-card">
      <img src="https://castagnetocatering.it/wp-content/uploads/2023/05/tenuta-le-serre.jpg" alt="Tenuta Le Serre">
      <h3>Tenuta Le Serre</h3>
      <p>Cascina ristrutturata tra i noccioleti dell'Alta Langa, con serra vetrata per le cene d'inverno.</p>
      <a class="elementor-button" href="https://tenutaleserre.it/matrimoni" target="_blank" rel="noopener">Visita il sito</a>
    </article>
    <article class="partner-card">
      <img src="https://castagnetocatering.it/wp-content/uploads/2023/05/castello-monteriolo.jpg" alt="Castello di Monteriolo">
      <h3>Castello di Monteriolo</h3>
      <p>Castello medievale affacciato sulle colline del Roero, ideale per ricevimenti fino a 400 persone.</p>
      <a class="elementor-button" href="https://www.castellodimonteriolo.it/" target="_blank" rel="noopener">Visita il sito</a>
    </article>
  </div>
</section>
<section class="elementor-section partner-fornitori">
  <h2>Cantine e fornitori</h2>
  <p>Vini, formaggi e dolci che trovate nei nostri menu.</p>
  <div class="logo-grid">
    <a href="https://www.cantinapoggiobruno.it/" target="_blank" rel="noopener"><img src="https://castagnetocatering.it/wp-content/uploads/2023/06/logo-poggio-bruno.png" alt="Cantina Poggio Bruno"></a>
    <a href="https://caseificiovalsamoggia.it/" target="_blank" rel="noopener"><img src="https://castagnetocatering.it/wp-content/uploads/2023/06/logo-caseificio-valsamoggia.png" alt="Caseificio Valsamoggia"></a>
    <a href="https://www.torrefazionegallo.it/" target="_blank" rel="noopener"><img src="https://castagnetocatering.it/wp-content/uploads/2023/06/logo-torrefazione-gallo.png" alt="Torrefazione Gallo"></a>
    <img src="https://castagnetocatering.it/wp-content/uploads/2023/06/logo-pasticceria-orsola.png" alt="Pasticceria Orsola">
  </div>
</section>
<section class="elementor-section partner-planner">
  <h2>Wedding planner e agenzie</h2>
  <p>Le agenzie che propongono i nostri menu ai loro sposi e ai loro clienti aziendali, con listini dedicati:</p>
  <ul>
    <li><a href="https://www.atelierdeglisposi.it/" target="_blank" rel="noopener">Atelier degli Sposi</a> &ndash; wedding planner a Torino e nelle Langhe</li>
    <li><a href="https://eventiemozioni.com/" target="_blank" rel="noopener">Eventi &amp; Emozioni</a> &ndash; agenzia di eventi aziendali e incentive</li>
  </ul>
</section>
<section class="elementor-section partner-tech">
  <h2>Partner tecnologico</h2>
  <p>Preventivi, menu e liste ospiti sono gestiti con <a href="https://www.tavolosmart.it/" target="_blank" rel="noopener">TavoloSmart</a>, il gestionale per catering di cui siamo partner dal 2021: gli sposi ricevono una area riservata per seguire tutto online.</p>
</section>
<section class="elementor-section partner-cta">
  <h2>Vuoi diventare nostro partner?</h2>
  <p>Sei una location o un fornitore del territorio? <a href="https://castagnetocatering.it/contatti/">Scrivici</a>.</p>
</section>
${footer}`,
    },
    '/contatti/': {
      headers,
      html: `${head('Contatti | Castagneto Catering & Banqueting', 'Richiedi un preventivo per il tuo matrimonio o evento.', '/contatti/')}
${header}
<section class="elementor-section">
  <h1>Contatti</h1>
  <p>Via delle Langhe 41, 12051 Alba (CN) &ndash; dal lunedì al venerdì 9:00-18:00.</p>
  <div class="wpcf7 js" id="wpcf7-f7-o1" lang="it-IT" dir="ltr">
    <form action="/contatti/#wpcf7-f7-o1" method="post" class="wpcf7-form init" novalidate="novalidate">
      <p><label>Nome<br><input size="40" class="wpcf7-form-control wpcf7-text" type="text" name="your-name"></label></p>
      <p><label>Email<br><input size="40" class="wpcf7-form-control wpcf7-email" type="email" name="your-email"></label></p>
      <p><label>Messaggio<br><textarea class="wpcf7-form-control wpcf7-textarea" name="your-message"></textarea></label></p>
      <p><input class="wpcf7-form-control wpcf7-submit" type="submit" value="Invia"></p>
    </form>
  </div>
</section>
${footer}`,
    },
  },
  sitemap: ['/', '/chi-siamo/', '/servizi/matrimoni/', '/partner/', '/contatti/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'contact-form-7',
    'iubenda',
    'google-tag-manager',
    'google-font-api',
    'jquery',
    'nginx',
    'open-graph',
    'rss',
    'whatsapp-business-chat',
  ],
  partners: {
    'villa-ardenghi.it': 'generic',
    'tenutaleserre.it': 'generic',
    'castellodimonteriolo.it': 'generic',
    'cantinapoggiobruno.it': 'generic',
    'caseificiovalsamoggia.it': 'generic',
    'torrefazionegallo.it': 'generic',
    'atelierdeglisposi.it': 'channel',
    'eventiemozioni.com': 'channel',
    'tavolosmart.it': 'technology',
  },
};
