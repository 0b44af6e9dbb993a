import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache/2.4.57 (Debian)',
  'x-content-encoded-by': 'Joomla! 4.4',
};

const head = (title: string, description: string) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${title} - Termolab Brianza</title>
<link href="/it/?format=feed&amp;type=rss" rel="alternate" type="application/rss+xml" title="Termolab Brianza - News">
<link href="/media/templates/site/termolab/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">
<link rel="preconnect" href="https://fonts.googleapis.com">
<link href="https://fonts.googleapis.com/css2?family=Titillium+Web:wght@400;600;700&amp;display=swap" rel="stylesheet">
<link href="/media/vendor/bootstrap/css/bootstrap.min.css?5.3.2" rel="stylesheet">
<link href="/media/templates/site/termolab/css/template.min.css?4c1e0a" rel="stylesheet">
<link href="/components/com_jcomments/tpl/default/style.css?v=3002" rel="stylesheet">
<script type="application/json" class="joomla-script-options new">{"system.paths":{"root":"","rootFull":"https:\\/\\/www.termolab-brianza.it\\/","base":"","baseFull":"https:\\/\\/www.termolab-brianza.it\\/"},"csrf.token":"9f2b61c0d7e84a3c1f5e02b7a6d9c3e1"}</script>
<script src="/media/system/js/core.min.js?ee06c8"></script>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/media/vendor/bootstrap/js/bootstrap-es5.min.js?5.3.2" nomodule defer></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"siteId":3412345,"cookiePolicyId":81234567,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true,"customizeButtonDisplay":true}};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3412345.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
</head>`;

const nav = (active: string) => {
  const items: [string, string][] = [
    ['/it/', 'Home'],
    ['/it/azienda', 'Azienda'],
    ['/it/prodotti', 'Prodotti'],
    ['/it/settori', 'Settori'],
    ['/it/rete-vendita', 'Rete vendita'],
    ['/it/assistenza', 'Assistenza'],
    ['/it/contatti', 'Contatti'],
  ];
  return `<header class="header container-header full-width">
  <div class="container-topbar"><span>Tel. +39 039 604 1180</span> <a href="mailto:info@termolab-brianza.it">info@termolab-brianza.it</a>
    <ul class="lang-inline"><li class="lang-active"><a href="/it/">IT</a></li><li><a href="/en/">EN</a></li></ul>
  </div>
  <div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/it/"><img src="/images/logo-termolab.svg" alt="Termolab Brianza" width="220" height="54"></a></div></div>
  <nav class="navbar navbar-expand-lg" aria-label="Menu principale">
    <button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Apri menu"><span class="icon-menu" aria-hidden="true"></span></button>
    <div class="collapse navbar-collapse" id="navbar1">
      <ul class="mod-menu mod-list nav">
${items.map(([href, label]) => `        <li class="nav-item${href === active ? ' current active' : ''}"><a href="${href}">${label}</a></li>`).join('\n')}
      </ul>
    </div>
  </nav>
</header>`;
};

const footer = `<footer class="container-footer footer full-width">
  <div class="grid-child">
    <div class="moduletable">
      <h3>Termolab Brianza S.r.l.</h3>
      <p>Via delle Industrie 27, 20851 Lissone (MB) &ndash; Italia<br>P.IVA IT 02184430963 &ndash; Cap. soc. &euro; 120.000 i.v.<br>REA MB-1423187</p>
    </div>
    <div class="moduletable">
      <h3>Link utili</h3>
      <ul class="mod-menu nav">
        <li><a href="/it/download-cataloghi">Cataloghi e schede tecniche</a></li>
        <li><a href="/it/rete-vendita">Distributori e agenti</a></li>
        <li><a href="/it/lavora-con-noi">Lavora con noi</a></li>
        <li><a href="https://www.iubenda.com/privacy-policy/81234567" class="iubenda-nostyle iubenda-embed" title="Privacy Policy">Privacy Policy</a></li>
        <li><a href="https://www.iubenda.com/privacy-policy/81234567/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie Policy</a></li>
      </ul>
    </div>
    <div class="moduletable">
      <h3>Seguici</h3>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/termolab-brianza" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.youtube.com/@termolabbrianza" target="_blank" rel="noopener">YouTube</a></li>
      </ul>
    </div>
  </div>
  <p class="copyright">&copy; 2024 Termolab Brianza S.r.l. &ndash; Tutti i diritti riservati</p>
</footer>
<script src="/media/templates/site/termolab/js/template.min.js?4c1e0a" defer></script>`;

const page = (title: string, description: string, active: string, main: string) => `<!DOCTYPE html>
<html lang="it-it" dir="ltr">
${head(title, description)}
<body class="site com_content wrapper-static view-article layout-blog no-task itemid-${active.length}">
${nav(active)}
<div class="site-grid">
<main class="container-component">
${main}
</main>
</div>
${footer}
</body>
</html>`;

const reteVenditaIntro = `<h1>Rete vendita</h1>
<p>I prodotti Termolab sono disponibili in Italia tramite la nostra rete di agenti e rivenditori di zona e, all'estero, attraverso distributori esclusivi. Per offerte e dimostrazioni rivolgiti al referente della tua area.</p>`;

export const site: CorpusSite = {
  domain: 'termolab-brianza.it',
  covers:
    'Italian lab-equipment maker on Joomla (root redirects to /it/): Italian agents and foreign distributors in a paginated "Rete vendita" table (one agent with no website), authorised service centre on the support page, component suppliers and a university research partner in prose on "Azienda"; negatives: university and institute customer references, ISO certifier, trade fair, YouTube video, social links, iubenda policy links',
  pages: {
    '/': { status: 302, redirect: '/it/' },
    '/it/': {
      headers,
      html: page(
        'Incubatori, stufe e camere climatiche da laboratorio',
        'Termolab Brianza progetta e produce incubatori, stufe, bagni termostatici e camere climatiche per laboratori dal 1978.',
        '/it/',
        `<section class="hero">
  <h1>Temperatura sotto controllo, dal 1978</h1>
  <p>Progettiamo e costruiamo a Lissone incubatori, stufe, bagni termostatici e camere climatiche per laboratori di ricerca, controllo qualit&agrave; e industria farmaceutica.</p>
  <a class="btn btn-primary" href="/it/prodotti">Scopri i prodotti</a>
</section>
<section class="categorie row">
  <div class="col-md-3"><h2>Incubatori</h2><p>Da 30 a 700 litri, anche refrigerati e a CO<sub>2</sub>.</p><a href="/it/prodotti/incubatori">Vai alla gamma</a></div>
  <div class="col-md-3"><h2>Stufe</h2><p>Stufe a convezione naturale e forzata fino a 300 &deg;C.</p><a href="/it/prodotti/stufe">Vai alla gamma</a></div>
  <div class="col-md-3"><h2>Bagni termostatici</h2><p>Bagni ad acqua e ad olio, con agitazione.</p><a href="/it/prodotti/bagni-termostatici">Vai alla gamma</a></div>
  <div class="col-md-3"><h2>Camere climatiche</h2><p>Prove di stabilit&agrave; ICH Q1A e fotostabilit&agrave;.</p><a href="/it/prodotti/camere-climatiche">Vai alla gamma</a></div>
</section>
<section class="video">
  <h2>Dentro la nostra produzione</h2>
  <iframe width="560" height="315" src="https://www.youtube.com/embed/q8Vt3RkLm0s" title="Termolab Brianza - la produzione" frameborder="0" allowfullscreen></iframe>
</section>
<section class="referenze">
  <h2>Le nostre referenze</h2>
  <p>Le nostre camere climatiche sono in funzione nei laboratori di clienti come l'<a href="https://www.unimi.it/">Universit&agrave; degli Studi di Milano</a> e l'<a href="https://www.marionegri.it/">Istituto di Ricerche Farmacologiche Mario Negri</a>, oltre che in decine di aziende farmaceutiche e alimentari.</p>
</section>
<section class="news">
  <h2>News</h2>
  <article><h3>Ci vediamo ad ACHEMA 2024</h3><p>Dal 10 al 14 giugno saremo a Francoforte, padiglione 4.1, stand D27. <a href="https://www.achema.de/">achema.de</a></p></article>
  <article><h3>Nuova serie TLC Eco</h3><p>Consumi ridotti del 35% grazie al nuovo refrigerante naturale R290.</p></article>
</section>`,
      ),
    },
    '/it/azienda': {
      headers,
      html: page(
        'Azienda',
        'La storia di Termolab Brianza, produttore italiano di apparecchiature termostatiche da laboratorio.',
        '/it/azienda',
        `<div class="item-page">
<h1>L'azienda</h1>
<p>Termolab Brianza nasce nel 1978 a Lissone come piccola officina per la costruzione di stufe da laboratorio. Oggi conta 64 dipendenti, uno stabilimento di 6.000 m&sup2; e un fatturato esportato per il 55% in oltre 30 paesi.</p>
<h2>Qualit&agrave; certificata</h2>
<p>Il nostro sistema di gestione &egrave; certificato ISO 9001:2015 da <a href="https://www.bureauveritas.it/">Bureau Veritas Italia</a>. Ogni apparecchio viene collaudato e fornito con rapporto di taratura.</p>
<h2>Fornitori e partner tecnologici</h2>
<p>Per garantire precisione e affidabilit&agrave; nel tempo lavoriamo con fornitori selezionati: i sensori di temperatura e umidit&agrave; delle nostre camere climatiche sono prodotti da <a href="https://sensirion.com/">Sensirion</a>, mentre i regolatori PID della serie Pro sono sviluppati insieme a <a href="https://www.eurotherm.com/">Eurotherm</a>.</p>
<p>Dal 2021 siamo partner di ricerca dell'<a href="https://www.unimib.it/">Universit&agrave; degli Studi di Milano-Bicocca</a> nel progetto di sviluppo di incubatori a basso consumo energetico.</p>
<h2>I numeri</h2>
<ul>
  <li>46 anni di esperienza</li>
  <li>oltre 38.000 apparecchi installati</li>
  <li>30 paesi serviti</li>
</ul>
</div>`,
      ),
    },
    '/it/prodotti': {
      headers,
      html: page(
        'Prodotti',
        'Incubatori, stufe, bagni termostatici e camere climatiche Termolab.',
        '/it/prodotti',
        `<div class="blog">
<h1>Prodotti</h1>
<div class="items-row row">
  <div class="col-md-6 item"><h2><a href="/it/prodotti/incubatori">Incubatori TLI</a></h2><p>Incubatori refrigerati da 30 a 700 litri, controllo &plusmn;0,1 &deg;C.</p></div>
  <div class="col-md-6 item"><h2><a href="/it/prodotti/stufe">Stufe TLS</a></h2><p>Stufe a ventilazione forzata per essiccazione e sterilizzazione.</p></div>
  <div class="col-md-6 item"><h2><a href="/it/prodotti/bagni-termostatici">Bagni TLB</a></h2><p>Bagni termostatici da 6 a 45 litri.</p></div>
  <div class="col-md-6 item"><h2><a href="/it/prodotti/camere-climatiche">Camere climatiche TLC</a></h2><p>Per prove di stabilit&agrave; farmaceutica secondo ICH.</p></div>
</div>
<p><a href="/it/download-cataloghi">Scarica il catalogo generale 2024 (PDF, 12 MB)</a></p>
</div>`,
      ),
    },
    '/it/rete-vendita': {
      headers,
      html: page(
        'Rete vendita',
        'Agenti, rivenditori e distributori Termolab in Italia e nel mondo.',
        '/it/rete-vendita',
        `<div class="com-content-category">
${reteVenditaIntro}
<h2>Italia &ndash; agenti e rivenditori di zona</h2>
<table class="table table-striped category">
  <thead><tr><th>Area</th><th>Rivenditore</th><th>Telefono</th><th>Sito web</th></tr></thead>
  <tbody>
    <tr><td>Lombardia, Piemonte, Liguria</td><td>Vendita diretta Termolab</td><td>039 604 1180</td><td><a href="/it/contatti">Contattaci</a></td></tr>
    <tr><td>Veneto, Friuli Venezia Giulia, Trentino-Alto Adige</td><td>Labor Service Triveneto s.n.c.</td><td>049 870 2214</td><td><a href="https://www.labortriveneto.it/" target="_blank">www.labortriveneto.it</a></td></tr>
    <tr><td>Emilia-Romagna, Marche</td><td>Gianni Ferretti &ndash; agente di commercio</td><td>335 612 7740</td><td>&ndash;</td></tr>
    <tr><td>Toscana, Umbria</td><td>Tecnoscientifica Toscana S.r.l.</td><td>055 431 9906</td><td><a href="https://www.tecnoscientificatoscana.it/" target="_blank">www.tecnoscientificatoscana.it</a></td></tr>
    <tr><td>Campania, Puglia, Basilicata, Calabria, Sicilia</td><td>Biolab Sud S.r.l.</td><td>081 552 3170</td><td><a href="https://www.biolabsud.it/" target="_blank">www.biolabsud.it</a></td></tr>
  </tbody>
</table>
<nav class="pagination__wrapper" aria-label="Paginazione">
  <ul class="pagination">
    <li class="active page-item"><a aria-current="true" href="#" class="page-link">1</a></li>
    <li class="page-item"><a href="/it/rete-vendita/pagina-2" class="page-link">2</a></li>
    <li class="page-item"><a href="/it/rete-vendita/pagina-2" class="page-link" aria-label="Vai alla pagina successiva">Avanti</a></li>
  </ul>
  <p class="counter">Pagina 1 di 2</p>
</nav>
</div>`,
      ),
    },
    '/it/rete-vendita/pagina-2': {
      headers,
      html: page(
        'Rete vendita - Pagina 2',
        'Agenti, rivenditori e distributori Termolab in Italia e nel mondo.',
        '/it/rete-vendita',
        `<div class="com-content-category">
${reteVenditaIntro}
<h2>Estero &ndash; distributori esclusivi</h2>
<table class="table table-striped category">
  <thead><tr><th>Paese</th><th>Distributore</th><th>Citt&agrave;</th><th>Sito web</th></tr></thead>
  <tbody>
    <tr><td>Germania, Austria</td><td>LabTherm Vertrieb GmbH</td><td>Mannheim</td><td><a href="https://www.labtherm-vertrieb.de/" target="_blank">labtherm-vertrieb.de</a></td></tr>
    <tr><td>Spagna, Portogallo</td><td>Equilab Ib&eacute;rica S.L.</td><td>Valencia</td><td><a href="https://equilab-iberica.es/" target="_blank">equilab-iberica.es</a></td></tr>
    <tr><td>Francia, Belgio</td><td>ScienceTherm SAS</td><td>Lyon</td><td><a href="https://www.sciencetherm.fr/" target="_blank">sciencetherm.fr</a></td></tr>
    <tr><td>Polonia, Repubblica Ceca</td><td>Labmax Polska Sp. z o.o.</td><td>Pozna&nacute;</td><td><a href="https://labmax-polska.pl/" target="_blank">labmax-polska.pl</a></td></tr>
  </tbody>
</table>
<p>Il tuo paese non &egrave; in elenco? Scrivi a <a href="mailto:export@termolab-brianza.it">export@termolab-brianza.it</a>.</p>
<nav class="pagination__wrapper" aria-label="Paginazione">
  <ul class="pagination">
    <li class="page-item"><a href="/it/rete-vendita" class="page-link" aria-label="Vai alla pagina precedente">Indietro</a></li>
    <li class="page-item"><a href="/it/rete-vendita" class="page-link">1</a></li>
    <li class="active page-item"><a aria-current="true" href="#" class="page-link">2</a></li>
  </ul>
  <p class="counter">Pagina 2 di 2</p>
</nav>
</div>`,
      ),
    },
    '/it/assistenza': {
      headers,
      html: page(
        'Assistenza tecnica',
        'Assistenza, tarature e ricambi per apparecchi Termolab.',
        '/it/assistenza',
        `<div class="item-page">
<h1>Assistenza tecnica</h1>
<p>Il nostro servizio tecnico interno esegue manutenzioni, tarature accreditate e qualifiche IQ/OQ/PQ su tutti gli apparecchi Termolab.</p>
<h2>Centri di assistenza autorizzati</h2>
<p>Per il Centro-Sud Italia gli interventi in garanzia sono eseguiti anche dal nostro centro di assistenza autorizzato <a href="https://www.termoserviceroma.it/">Termoservice Roma</a>, che dispone di ricambi originali e tecnici formati presso il nostro stabilimento.</p>
<h2>Richiedi un intervento</h2>
<p>Compila il modulo indicando modello e numero di serie, oppure chiama il <a href="tel:+390396041190">039 604 1190</a>.</p>
</div>`,
      ),
    },
    '/it/contatti': {
      headers,
      html: page(
        'Contatti',
        'Contatta Termolab Brianza.',
        '/it/contatti',
        `<div class="item-page">
<h1>Contatti</h1>
<p><strong>Termolab Brianza S.r.l.</strong><br>Via delle Industrie 27, 20851 Lissone (MB)<br>Tel. +39 039 604 1180 &ndash; <a href="mailto:info@termolab-brianza.it">info@termolab-brianza.it</a></p>
<p>Ufficio commerciale estero: <a href="mailto:export@termolab-brianza.it">export@termolab-brianza.it</a></p>
<p><a href="https://www.openstreetmap.org/?mlat=45.6121&amp;mlon=9.2398#map=16/45.6121/9.2398" target="_blank">Come raggiungerci</a></p>
<form class="form-validate" action="/it/contatti" method="post">
  <label for="nome">Nome e cognome</label><input id="nome" name="nome" type="text" class="form-control">
  <label for="email">Email</label><input id="email" name="email" type="email" class="form-control">
  <label for="messaggio">Messaggio</label><textarea id="messaggio" name="messaggio" class="form-control"></textarea>
  <label><input type="checkbox" name="privacy" required> Ho letto l'informativa privacy</label>
  <button type="submit" class="btn btn-primary">Invia</button>
</form>
</div>`,
      ),
    },
  },
  sitemap: ['/it/', '/it/azienda', '/it/prodotti', '/it/rete-vendita', '/it/rete-vendita/pagina-2', '/it/assistenza', '/it/contatti'],
  technologies: ['joomla', 'php', 'bootstrap', 'jquery', 'iubenda', 'apache-http-server', 'google-font-api', 'youtube', 'rss'],
  partners: {
    'sensirion.com': 'technology',
    'eurotherm.com': 'technology',
    'unimib.it': 'generic',
    'labortriveneto.it': 'channel',
    'tecnoscientificatoscana.it': 'channel',
    'biolabsud.it': 'channel',
    'labtherm-vertrieb.de': 'channel',
    'equilab-iberica.es': 'channel',
    'sciencetherm.fr': 'channel',
    'labmax-polska.pl': 'channel',
    'termoserviceroma.it': 'channel',
  },
};
