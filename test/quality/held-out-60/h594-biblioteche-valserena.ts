import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, path: string, body: string) => `<!DOCTYPE html>
<html lang="it-it" dir="ltr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="Sistema Bibliotecario Valserena: 14 biblioteche comunali, prestito interbibliotecario, biblioteca digitale e attività culturali in Valserena.">
    <meta name="generator" content="Joomla! - Open Source Content Management">
    <title>${title} - Sistema Bibliotecario Valserena</title>
    <link href="/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">
    <link href="https://www.bibliotechevalserena.it${path}" rel="canonical">
    <link href="/media/vendor/joomla-custom-elements/css/joomla-alert.min.css?0.2.0" rel="stylesheet">
    <link href="/templates/shaper_helixultimate/css/bootstrap.min.css" rel="stylesheet">
    <link href="/plugins/system/helixultimate/assets/css/system-j4.min.css" rel="stylesheet">
    <link href="/templates/shaper_helixultimate/css/template.css" rel="stylesheet">
    <link href="/templates/shaper_helixultimate/css/presets/preset3.css" rel="stylesheet">
    <script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
    <script src="/media/legacy/js/jquery-noconflict.min.js?647005fc12b79b3ca2bb30c059899d5994e3e34d"></script>
    <script src="/templates/shaper_helixultimate/js/bootstrap.bundle.min.js"></script>
    <script src="/templates/shaper_helixultimate/js/main.js"></script>
    <script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"siteId":3512870,"cookiePolicyId":91827344,"lang":"it","banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"position":"float-bottom-center"}};
    </script>
    <script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3512870.js"></script>
    <script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
</head>
<body class="site helix-ultimate hu com_content com-content view-article layout-default task-none itemid-${path.length + 101} it-it ltr sticky-header layout-fluid offcanvas-init offcanvs-position-right">
<div class="body-wrapper"><div class="body-innerwrapper">
<div class="sticky-header-placeholder"></div>
<header id="sp-header">
  <div class="container"><div class="container-inner"><div class="row">
    <div id="sp-logo" class="col-8 col-sm-6 col-lg-3"><div class="logo"><a href="/"><img class="logo-image" src="/images/logo/sbv-logo.png" alt="Sistema Bibliotecario Valserena"></a></div></div>
    <div id="sp-menu" class="col-4 col-sm-6 col-lg-9"><nav class="sp-megamenu-wrapper" role="navigation">
      <ul class="sp-megamenu-parent menu-animation-fade-up d-none d-lg-block">
        <li class="sp-menu-item"><a href="/il-sistema">Il Sistema</a></li>
        <li class="sp-menu-item"><a href="/il-sistema/biblioteche-aderenti">Le biblioteche</a></li>
        <li class="sp-menu-item"><a href="/servizi/biblioteca-digitale">Biblioteca digitale</a></li>
        <li class="sp-menu-item"><a href="https://opac.bibliotechevalserena.it/">Catalogo</a></li>
        <li class="sp-menu-item"><a href="/eventi">Eventi</a></li>
        <li class="sp-menu-item"><a href="/il-sistema/partner">Partner</a></li>
      </ul>
    </nav></div>
  </div></div></div>
</header>
<section id="sp-main-body"><div class="container"><div class="container-inner"><div class="row">
<main id="sp-component" class="col-lg-12"><div class="sp-column"><div id="system-message-container" aria-live="polite"></div>
<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
${body}
</div></div></main>
</div></div></div></section>
<footer id="sp-footer"><div class="container"><div class="container-inner"><div class="row">
  <div id="sp-footer1" class="col-lg-4"><div class="sp-column"><div class="sp-module"><div class="sp-module-content">
    <p><strong>Sistema Bibliotecario Valserena</strong><br>c/o Biblioteca Civica, Piazza Garibaldi 3, 25050 Roncaglia (BS)<br>Tel. 030 991 2040 – <a href="mailto:info@bibliotechevalserena.it">info@bibliotechevalserena.it</a><br>C.F. 98123450179</p>
  </div></div></div></div>
  <div id="sp-footer2" class="col-lg-4"><ul class="menu">
    <li><a href="/amministrazione-trasparente">Amministrazione trasparente</a></li>
    <li><a href="/bandi-e-avvisi">Bandi e avvisi di selezione</a></li>
    <li><a href="https://www.valserenalegge.it/">Festival Valserena Legge</a></li>
    <li><a href="/privacy">Privacy</a> – <a href="https://www.iubenda.com/privacy-policy/91827344/cookie-policy" class="iubenda-nostyle iubenda-embed">Cookie policy</a></li>
    <li><a href="/dichiarazione-di-accessibilita">Dichiarazione di accessibilità</a></li>
  </ul></div>
  <div id="sp-footer3" class="col-lg-4"><ul class="social-icons">
    <li class="social-icon-facebook"><a target="_blank" rel="noopener noreferrer" href="https://www.facebook.com/bibliotechevalserena" aria-label="Facebook"><span class="fab fa-facebook" aria-hidden="true"></span></a></li>
    <li class="social-icon-instagram"><a target="_blank" rel="noopener noreferrer" href="https://www.instagram.com/bibliotechevalserena/" aria-label="Instagram"><span class="fab fa-instagram" aria-hidden="true"></span></a></li>
    <li class="social-icon-telegram"><a target="_blank" rel="noopener noreferrer" href="https://t.me/bibliotechevalserena" aria-label="Telegram"><span class="fab fa-telegram" aria-hidden="true"></span></a></li>
  </ul>
  <p class="sp-copyright">© 2024 Sistema Bibliotecario Valserena</p></div>
</div></div></div></footer>
</div></div>
<a href="#" class="sp-scroll-up" aria-label="Scroll Up"><span class="fas fa-angle-up" aria-hidden="true"></span></a>
</body>
</html>`;

const headers = { server: 'Apache', 'x-powered-by': 'PHP/8.1.27', 'content-type': 'text/html; charset=utf-8' };

export const site: CorpusSite = {
  domain: 'bibliotechevalserena.it',
  otherDomains: ['valserenalegge.it'],
  covers:
    "Italian public-library network on Joomla 4 + Helix Ultimate: member libraries listed with their municipalities' websites (province-level .bs.it / .bg.it registrable domains), a partner page split into technology and cultural partners as plain linked lists, funders, app-store links and the own OPAC subdomain / festival domain as negatives",
  pages: {
    '/': {
      headers,
      html: page(
        'Home',
        '/',
        `<div class="page-header"><h1>Benvenuti nel Sistema Bibliotecario Valserena</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>14 biblioteche, un unico catalogo: cerca un libro, prenotalo e ritiralo nella biblioteca più vicina a te. Il prestito interbibliotecario è gratuito.</p>
  <p><a class="btn btn-primary" href="https://opac.bibliotechevalserena.it/">Cerca nel catalogo</a> <a class="btn btn-secondary" href="/servizi/biblioteca-digitale">Ebook e quotidiani online</a></p>
  <h2>In evidenza</h2>
  <ul>
    <li><a href="/eventi/nati-per-leggere-2024">Letture ad alta voce per 0-6 anni: il calendario d'autunno</a></li>
    <li><a href="/eventi/valserena-legge-2024">Valserena Legge 2024: incontri con gli autori dal 10 al 20 ottobre</a></li>
    <li><a href="/notizie/nuovi-orari-estivi">Orari estivi delle biblioteche</a></li>
  </ul>
  <h2>Con il sostegno di</h2>
  <p><a href="https://www.fondazionecariplo.it/" target="_blank" rel="noopener"><img src="/images/loghi/fondazione-cariplo.png" alt="Fondazione Cariplo"></a>
     <a href="https://www.regione.lombardia.it/" target="_blank" rel="noopener"><img src="/images/loghi/regione-lombardia.png" alt="Regione Lombardia"></a></p>
</div>`,
      ),
    },
    '/il-sistema/biblioteche-aderenti': {
      headers,
      html: page(
        'Le biblioteche aderenti',
        '/il-sistema/biblioteche-aderenti',
        `<div class="page-header"><h1 itemprop="headline">Le biblioteche aderenti</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>Aderiscono al Sistema Bibliotecario Valserena, in base alla convenzione 2022-2026, le biblioteche dei seguenti Comuni:</p>
  <table class="table table-striped">
    <thead><tr><th>Comune</th><th>Biblioteca</th><th>Sito del Comune</th></tr></thead>
    <tbody>
      <tr><td>Roncaglia (capofila)</td><td>Biblioteca Civica "G. Rodari"</td><td><a href="https://www.comune.roncaglia.bs.it/" target="_blank">www.comune.roncaglia.bs.it</a></td></tr>
      <tr><td>Pontevico Alto</td><td>Biblioteca comunale</td><td><a href="https://www.comune.pontevicoalto.bs.it/" target="_blank">www.comune.pontevicoalto.bs.it</a></td></tr>
      <tr><td>Castelvetro sul Serio</td><td>Biblioteca "Villa Ferri"</td><td><a href="https://comune.castelvetro-sul-serio.bg.it/" target="_blank">comune.castelvetro-sul-serio.bg.it</a></td></tr>
      <tr><td>Gardolo Franciacorta</td><td>Biblioteca comunale</td><td><a href="https://www.comunegardolo.it/" target="_blank">www.comunegardolo.it</a></td></tr>
      <tr><td>Monticelli d'Oglio</td><td>Punto prestito</td><td><a href="https://www.comune.monticellidoglio.bs.it/" target="_blank">www.comune.monticellidoglio.bs.it</a></td></tr>
      <tr><td>Sarnico Basso</td><td>Biblioteca comunale</td><td>in aggiornamento</td></tr>
    </tbody>
  </table>
  <p>Orari e contatti di ciascuna biblioteca sono disponibili nel <a href="https://opac.bibliotechevalserena.it/biblioteche">catalogo online</a>.</p>
</div>`,
      ),
    },
    '/il-sistema/partner': {
      headers,
      html: page(
        'Partner',
        '/il-sistema/partner',
        `<div class="page-header"><h1 itemprop="headline">I nostri partner</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>Il Sistema collabora con enti, associazioni e aziende per offrire servizi bibliotecari moderni e attività di promozione della lettura.</p>
  <h2>Partner tecnologici</h2>
  <ul>
    <li><a href="https://www.comperio.it/" target="_blank" rel="noopener">Comperio</a> – software gestionale Clavis NG e catalogo online</li>
    <li><a href="https://www.medialibrary.it/" target="_blank" rel="noopener">MLOL MediaLibraryOnLine</a> – piattaforma della biblioteca digitale</li>
  </ul>
  <h2>Partner culturali</h2>
  <ul>
    <li><a href="https://www.natiperleggere.it/" target="_blank" rel="noopener">Nati per Leggere</a> – programma nazionale di promozione della lettura in famiglia</li>
    <li><a href="https://www.aib.it/" target="_blank" rel="noopener">Associazione Italiana Biblioteche – Sezione Lombardia</a></li>
    <li><a href="https://www.libreriailponte.it/" target="_blank" rel="noopener">Libreria Il Ponte</a> – libreria di riferimento del festival</li>
    <li>Teatro Sociale di Roncaglia</li>
  </ul>
  <h2>Con il contributo di</h2>
  <p>Le attività 2024 sono realizzate con il contributo di <a href="https://www.fondazionecariplo.it/" target="_blank" rel="noopener">Fondazione Cariplo</a> e della <a href="https://www.regione.lombardia.it/" target="_blank" rel="noopener">Regione Lombardia</a> (l.r. 25/2016).</p>
</div>`,
      ),
    },
    '/servizi/biblioteca-digitale': {
      headers,
      html: page(
        'Biblioteca digitale',
        '/servizi/biblioteca-digitale',
        `<div class="page-header"><h1 itemprop="headline">Biblioteca digitale</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>Con la tessera della biblioteca puoi prendere in prestito gratuitamente ebook, audiolibri e leggere più di 7.000 quotidiani e riviste da tutto il mondo.</p>
  <p><a class="btn btn-primary" href="https://valserena.medialibrary.it/" target="_blank" rel="noopener">Accedi a MLOL Valserena</a></p>
  <h2>Scarica l'app</h2>
  <p><a href="https://apps.apple.com/it/app/mlol-ebook-reader/id1136417367" target="_blank"><img src="/images/badge/app-store.svg" alt="Scarica su App Store"></a>
     <a href="https://play.google.com/store/apps/details?id=it.medialibrary.reader" target="_blank"><img src="/images/badge/google-play.svg" alt="Disponibile su Google Play"></a></p>
  <h2>Hai bisogno di aiuto?</h2>
  <p>Consulta le <a href="/servizi/biblioteca-digitale/faq">domande frequenti</a> o scrivi a <a href="mailto:digitale@bibliotechevalserena.it">digitale@bibliotechevalserena.it</a>.</p>
</div>`,
      ),
    },
  },
  technologies: ['joomla', 'php', 'helix-ultimate', 'bootstrap', 'jquery', 'iubenda', 'font-awesome', 'apache-http-server'],
  partners: {
    'roncaglia.bs.it': 'generic',
    'pontevicoalto.bs.it': 'generic',
    'castelvetro-sul-serio.bg.it': 'generic',
    'comunegardolo.it': 'generic',
    'monticellidoglio.bs.it': 'generic',
    'comperio.it': 'technology',
    'medialibrary.it': 'technology',
    'natiperleggere.it': 'generic',
    'aib.it': 'generic',
    'libreriailponte.it': 'generic',
  },
};
