import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.agrosensa.it';

const head = (title: string, extra = ''): string => `<!DOCTYPE html>
<html lang="it-IT">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | AgroSensa</title>
<!-- This site is optimized with the Yoast SEO plugin v22.4 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="Sonde di umidità del suolo, stazioni meteo e piattaforma per l'agricoltura di precisione.">
<link rel="canonical" href="${W}/">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"AgroSensa S.r.l.","url":"${W}/"}]}</script>
<!-- / Yoast SEO plugin. -->
<meta name="generator" content="WordPress 6.5.2">
<link rel="stylesheet" id="agrosensa-theme-css" href="${W}/wp-content/themes/agrosensa/assets/css/main.css?ver=3.1.0" media="all">
<link rel="alternate" hreflang="en" href="https://www.agrosensa.com/">
<script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="4b1f7c2e-9a0d-4d0e-8f3a-2c6e1a9b7d55" data-blockingmode="auto" type="text/javascript"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2XW3L9P"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7QK2XW3L9P',{anonymize_ip:true});</script>
<script src="${W}/wp-content/plugins/sitepress-multilingual-cms/res/js/cookies/language-cookie.js?ver=4.6.10" id="wpml-cookie-js"></script>
${extra}
</head>
<body class="page-template-default">`;

const header = `<header class="site-header">
  <a class="logo" href="${W}/"><img src="${W}/wp-content/uploads/2023/02/agrosensa-logo.svg" alt="AgroSensa"></a>
  <nav class="main-navigation" aria-label="Menu principale">
    <ul id="menu-principale" class="menu">
      <li class="menu-item menu-item-has-children"><a href="${W}/prodotti/">Prodotti</a>
        <ul class="sub-menu">
          <li><a href="${W}/prodotti/sonda-terra-s3/">Sonda TERRA S3</a></li>
          <li><a href="${W}/prodotti/stazione-meteo-aria/">Stazione meteo ARIA</a></li>
        </ul>
      </li>
      <li class="menu-item menu-item-has-children"><a href="${W}/piattaforma/">Piattaforma</a>
        <ul class="sub-menu">
          <li><a href="${W}/piattaforma/">AgroSensa Cloud</a></li>
          <li><a href="${W}/piattaforma/integrazioni/">Integrazioni</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="${W}/dove-acquistare/">Dove acquistare</a></li>
      <li class="menu-item"><a href="${W}/chi-siamo/">Chi siamo</a></li>
      <li class="menu-item"><a href="${W}/blog/">Blog</a></li>
    </ul>
  </nav>
  <div class="wpml-ls-statics-shortcode_actions wpml-ls"><a href="${W}/">IT</a> · <a href="https://www.agrosensa.com/">EN</a></div>
  <a class="button area-riservata" href="https://area.agrosensa.it/login">Area riservata</a>
</header>`;

const footer = `<footer class="site-footer">
  <div class="footer-cols">
    <div><strong>AgroSensa S.r.l.</strong><br>Via dell'Industria 14, 43122 Parma (PR)<br>P.IVA 02876540349</div>
    <div><ul>
      <li><a href="${W}/dove-acquistare/">Rivenditori</a></li>
      <li><a href="${W}/diventa-rivenditore/">Diventa rivenditore</a></li>
      <li><a href="${W}/piattaforma/integrazioni/">Integrazioni API</a></li>
      <li><a href="${W}/privacy-policy/">Privacy</a> · <a href="${W}/cookie-policy/">Cookie</a></li>
    </ul></div>
    <div class="certificazioni">Sistema qualità certificato ISO 9001:2015 da <a href="https://www.bureauveritas.it/">Bureau Veritas</a></div>
    <div class="psr"><a href="https://agricoltura.regione.emilia-romagna.it/psr-2014-2020"><img src="${W}/wp-content/uploads/2022/05/logo-psr-feasr.png" alt="PSR Emilia-Romagna 2014-2020 — FEASR"></a><small>Progetto cofinanziato dal PSR 2014-2020, Misura 16.2</small></div>
  </div>
  <div class="social">
    <a href="https://www.facebook.com/agrosensa">Facebook</a>
    <a href="https://www.instagram.com/agrosensa.it/">Instagram</a>
    <a href="https://www.linkedin.com/company/agrosensa/">LinkedIn</a>
    <a href="https://www.youtube.com/@agrosensa">YouTube</a>
  </div>
  <p>© 2026 AgroSensa S.r.l. — Tutti i diritti riservati</p>
</footer>
</body>
</html>`;

const home = `${head('Agricoltura di precisione')}
${header}
<main id="primary">
  <section class="hero">
    <h1>Misura il suolo. Irriga solo quando serve.</h1>
    <p>Sonde multilivello di umidità e temperatura, stazioni meteo e consigli irrigui per vigneti, frutteti e seminativi.</p>
    <a class="btn" href="${W}/prodotti/">Scopri i prodotti</a> <a class="btn btn-ghost" href="${W}/dove-acquistare/">Trova un rivenditore</a>
  </section>
  <section class="clienti">
    <h2>Hanno scelto AgroSensa</h2>
    <ul class="logo-strip">
      <li><a href="https://www.cantinavalnure.it/"><img src="${W}/wp-content/uploads/2024/01/cantina-valnure.png" alt="Cantina Valnure"></a></li>
      <li><a href="https://www.melinda-valli.it/"><img src="${W}/wp-content/uploads/2024/01/coop-valli.png" alt="Cooperativa Frutticoltori delle Valli"></a></li>
      <li><a href="https://www.aziendaagricolabertolani.it/"><img src="${W}/wp-content/uploads/2024/01/bertolani.png" alt="Azienda Agricola Bertolani"></a></li>
    </ul>
  </section>
  <section class="numeri"><p>Oltre 4.800 sonde installate in 11 regioni. Risparmio idrico medio del 27%.</p></section>
  <section class="news">
    <h2>Dal blog</h2>
    <article><a href="${W}/blog/come-nasce-la-sonda-terra-s3/">Come nasce la sonda TERRA S3</a></article>
  </section>
</main>
${footer}`;

const integrazioni = `${head('Integrazioni')}
${header}
<main id="primary">
  <h1>Integrazioni</h1>
  <p>I dati delle sonde AgroSensa arrivano direttamente nei software di gestione aziendale e nelle piattaforme di agricoltura digitale che usi già. Le integrazioni sono sviluppate e mantenute insieme ai nostri partner tecnologici.</p>
  <div class="wp-block-group partner-tecnologici">
    <div class="wp-block-columns">
      <div class="wp-block-column integrazione">
        <a href="https://www.xarvio.com/it/it.html" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2024/03/xarvio.png" alt="xarvio FIELD MANAGER"></a>
        <h3>xarvio FIELD MANAGER</h3><p>Le letture di umidità alimentano le mappe di prescrizione irrigua.</p>
      </div>
      <div class="wp-block-column integrazione">
        <a href="https://www.deere.it/it/tecnologia-agricola/operations-center/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2024/03/jd-operations-center.png" alt="John Deere Operations Center"></a>
        <h3>John Deere Operations Center</h3><p>Sincronizzazione automatica degli appezzamenti e dei dati meteo.</p>
      </div>
      <div class="wp-block-column integrazione">
        <a href="https://www.agricolus.com/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2024/03/agricolus.png" alt="Agricolus"></a>
        <h3>Agricolus</h3><p>Modelli previsionali delle malattie alimentati dalla nostra rete meteo.</p>
      </div>
      <div class="wp-block-column integrazione">
        <a href="https://www.365farmnet.com/it/" target="_blank" rel="noopener"><img src="${W}/wp-content/uploads/2024/03/365farmnet.png" alt="365FarmNet"></a>
        <h3>365FarmNet</h3><p>Quaderno di campagna con i volumi irrigui registrati.</p>
      </div>
    </div>
  </div>
  <h2>API aperte</h2>
  <p>Sviluppi un software agricolo? Consulta la <a href="https://docs.agrosensa.it/api">documentazione API</a> o scrivi a api@agrosensa.it.</p>
</main>
${footer}`;

const dealer = (region: string, name: string, city: string, lat: string, lng: string, url?: string): string => `
      <li class="rivenditore" data-regione="${region}" data-lat="${lat}" data-lng="${lng}"${url ? ` data-sito="${url}"` : ''}>
        <h4>${name}</h4><p>${city}</p>${url ? `<a href="${url}" target="_blank" rel="noopener">Visita il sito</a>` : '<p>Contatto telefonico</p>'}
      </li>`;

const rivenditori = `${head('Dove acquistare', '<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSyD-agrosensa-demo&amp;callback=initMap" defer></script>')}
${header}
<main id="primary">
  <h1>Dove acquistare</h1>
  <p>I prodotti AgroSensa sono venduti e installati dalla nostra rete di rivenditori autorizzati, che curano anche l'assistenza in campo.</p>
  <div id="mappa-rivenditori" style="height:420px"></div>
  <div class="filtri"><button data-filter="tutti">Tutte le regioni</button><button data-filter="nord">Nord</button><button data-filter="centro-sud">Centro-Sud e Isole</button></div>
  <section class="elenco">
    <h2>Rivenditori autorizzati</h2>
    <ul class="rivenditori">${dealer('nord', 'Agriservizi Pavan', 'Castelfranco Veneto (TV)', '45.671', '11.927', 'https://www.agriservizipavan.it/')}${dealer('nord', 'Ferri Macchine Agricole', 'Lugo (RA)', '44.421', '11.911', 'https://ferrimacchineagricole.it')}${dealer('nord', 'Consorzio Irriguo Val Tidone', 'Borgonovo Val Tidone (PC)', '45.016', '9.447')}${dealer('centro-sud', 'Coltivare Tech', 'Cerignola (FG)', '41.264', '15.895', 'https://www.coltivaretech.it/')}${dealer('centro-sud', 'Agrotecnica Sarda', 'Oristano (OR)', '39.903', '8.592', 'https://www.agrotecnicasarda.it/')}
    </ul>
    <h2>Distributore per la Spagna e il Portogallo</h2>
    <p><a href="https://www.sensoresagro-iberia.es/">Sensores Agro Iberia S.L.</a> — Lleida</p>
  </section>
  <aside class="cta"><p>Sei un'azienda del settore? <a href="${W}/diventa-rivenditore/">Diventa rivenditore AgroSensa</a></p></aside>
</main>
${footer}`;

const diventa = `${head('Diventa rivenditore')}
${header}
<main id="primary">
  <h1>Diventa rivenditore AgroSensa</h1>
  <p>Cerchiamo concessionari di macchine agricole, consorzi e installatori di impianti irrigui che vogliano offrire l'irrigazione di precisione ai propri clienti.</p>
  <ul><li>Margini riservati e listino dedicato</li><li>Formazione tecnica in sede a Parma</li><li>Materiale marketing e lead dalla nostra rete</li></ul>
  <form class="wpcf-form" action="${W}/diventa-rivenditore/#invio" method="post">
    <label>Ragione sociale <input name="azienda"></label><label>Provincia <input name="provincia"></label><button type="submit">Invia candidatura</button>
  </form>
  <p>Sei già rivenditore? Accedi all'<a href="https://area.agrosensa.it/rivenditori">area riservata rivenditori</a>.</p>
</main>
${footer}`;

const chiSiamo = `${head('Chi siamo')}
${header}
<main id="primary">
  <h1>Chi siamo</h1>
  <p>AgroSensa nasce nel 2017 come spin-off dell'Università di Parma. Oggi siamo 34 persone tra agronomi, elettronici e sviluppatori.</p>
  <h2>Investitori</h2>
  <p>Nel 2023 abbiamo chiuso un round da 4,2 milioni di euro guidato da <a href="https://www.primoventures.it/">Primo Ventures</a> con la partecipazione di <a href="https://www.cdpventurecapital.it/">CDP Venture Capital</a>.</p>
  <h2>Riconoscimenti</h2>
  <p>Premio Innovazione EIMA 2024 — <a href="https://www.eima.it/">EIMA International</a>.</p>
  <h2>Dicono di noi</h2>
  <ul>
    <li><a href="https://www.ilsole24ore.com/art/agricoltura-precisione-startup-parma">Il Sole 24 Ore</a></li>
    <li><a href="https://www.agronotizie.it/tecnologia/2024/agrosensa-terra-s3">AgroNotizie</a></li>
  </ul>
  <h2>Lavora con noi</h2>
  <p>Posizioni aperte su <a href="https://agrosensa.factorialhr.com/">la nostra pagina carriere</a>.</p>
</main>
${footer}`;

const blogPost = `${head('Come nasce la sonda TERRA S3')}
${header}
<main id="primary">
  <article class="post">
    <h1>Come nasce la sonda TERRA S3</h1>
    <p>Per la terza generazione delle nostre sonde abbiamo scelto il microcontrollore STM32WL di <a href="https://www.st.com/">STMicroelectronics</a>, che integra la radio LoRa, e le celle al litio di <a href="https://www.saftbatteries.com/">Saft</a>. Gli involucri sono stampati a Reggio Emilia.</p>
    <p>Le sonde comunicano tramite la rete LoRaWAN pubblica di <a href="https://www.thethingsnetwork.org/">The Things Network</a> o tramite gateway privati.</p>
    <p>Leggi anche il nostro articolo su <a href="https://medium.com/@agrosensa/irrigazione-deficit-controllato-vigneto">Medium</a>.</p>
  </article>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'agrosensa.it',
  otherDomains: ['agrosensa.com'],
  covers:
    'Italian WordPress agritech site behind an apex-to-www redirect: integrations as a block-columns logo grid under a Piattaforma sub-menu, dealers in a "Dove acquistare" list with map data attributes (one without a site) plus a Spanish distributor; traps are a customer logo strip, PSR funding logo, ISO auditor, investors, award, press, careers, component suppliers and Medium in a blog post, a dealer programme page listing nobody and a reserved-area login.',
  pages: {
    '/': { redirect: `${W}/` },
    [`${W}/`]: { headers: { link: `<${W}/wp-json/>; rel="https://api.w.org/"` }, html: home },
    [`${W}/piattaforma/integrazioni/`]: { html: integrazioni },
    [`${W}/dove-acquistare/`]: { html: rivenditori },
    [`${W}/diventa-rivenditore/`]: { html: diventa },
    [`${W}/chi-siamo/`]: { html: chiSiamo },
    [`${W}/blog/come-nasce-la-sonda-terra-s3/`]: { html: blogPost },
  },
  sitemap: [
    `${W}/`,
    `${W}/piattaforma/integrazioni/`,
    `${W}/dove-acquistare/`,
    `${W}/diventa-rivenditore/`,
    `${W}/chi-siamo/`,
    `${W}/blog/come-nasce-la-sonda-terra-s3/`,
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wordpress-block-editor',
    'yoast-seo',
    'wpml',
    'cookiebot',
    'google-analytics',
    'google-tag-manager',
    'google-maps',
  ],
  partners: {
    'xarvio.com': 'technology',
    'deere.it': 'technology',
    'agricolus.com': 'technology',
    '365farmnet.com': 'technology',
    'agriservizipavan.it': 'channel',
    'ferrimacchineagricole.it': 'channel',
    'coltivaretech.it': 'channel',
    'agrotecnicasarda.it': 'channel',
    'sensoresagro-iberia.es': 'channel',
  },
};
