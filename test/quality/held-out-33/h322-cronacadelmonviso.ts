import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string, type = 'website'): string => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name='robots' content='index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1' />
<!-- This site is optimized with the Yoast SEO plugin v24.1 - https://yoast.com/wordpress/plugins/seo/ -->
<title>${title}</title>
<meta name="description" content="${desc}" />
<link rel="canonical" href="https://cronacadelmonviso.it${path}" />
<meta property="og:locale" content="it_IT" />
<meta property="og:type" content="${type}" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${desc}" />
<meta property="og:url" content="https://cronacadelmonviso.it${path}" />
<meta property="og:site_name" content="Cronaca del Monviso" />
<meta name="twitter:card" content="summary_large_image" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"NewsMediaOrganization","@id":"https://cronacadelmonviso.it/#organization","name":"Cronaca del Monviso","url":"https://cronacadelmonviso.it/","logo":"https://cronacadelmonviso.it/wp-content/uploads/2023/05/logo-cdm.png","sameAs":["https://www.facebook.com/cronacadelmonviso","https://www.instagram.com/cronacadelmonviso/"],"parentOrganization":{"@type":"Organization","name":"Monviso Media Srl","url":"https://monvisomedia.it/"}}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//cdn.iubenda.com' />
<link rel='dns-prefetch' href='//securepubads.g.doubleclick.net' />
<link rel="alternate" type="application/rss+xml" title="Cronaca del Monviso &raquo; Feed" href="https://cronacadelmonviso.it/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='https://cronacadelmonviso.it/wp-includes/css/dist/block-library/style.min.css?ver=6.7.1' media='all' />
<link rel='stylesheet' id='cdm-news-style-css' href='https://cronacadelmonviso.it/wp-content/themes/cdm-news/style.css?ver=3.2.0' media='all' />
<link rel='stylesheet' id='cdm-fonts-css' href='https://cronacadelmonviso.it/wp-content/themes/cdm-news/assets/fonts/fonts.css?ver=3.2.0' media='all' />
<script src="https://cronacadelmonviso.it/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://cronacadelmonviso.it/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3318842,"cookiePolicyId":81220457,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true,"customizeButtonDisplay":true}};</script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<script async src="https://securepubads.g.doubleclick.net/tag/js/gpt.js"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-KQ7M2XW');</script>
<!-- End Google Tag Manager -->
<link rel="https://api.w.org/" href="https://cronacadelmonviso.it/wp-json/" />
<meta name="generator" content="WordPress 6.7.1" />
<link rel="icon" href="https://cronacadelmonviso.it/wp-content/uploads/2023/05/cropped-favicon-32x32.png" sizes="32x32" />
</head>`;

const bodyOpen = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-KQ7M2XW" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="topbar"><div class="container"><span class="topbar__date">sabato 14 febbraio 2026</span> <span class="topbar__meteo">Cuneo 3&deg;C</span> <a class="topbar__abbonati" href="/abbonati/">Abbonati</a> <a href="/accedi/">Accedi</a></div></div>
<header class="site-header">
<div class="container">
<a class="site-logo" href="https://cronacadelmonviso.it/" rel="home"><img src="https://cronacadelmonviso.it/wp-content/uploads/2023/05/logo-cdm.png" alt="Cronaca del Monviso" width="320" height="58"></a>
<div id="div-gpt-ad-leaderboard" class="adv adv--leaderboard"></div>
</div>
<nav class="main-navigation" aria-label="Menu principale">
<ul id="menu-principale" class="menu">
<li class="menu-item"><a href="/category/cronaca/">Cronaca</a></li>
<li class="menu-item"><a href="/category/politica/">Politica</a></li>
<li class="menu-item"><a href="/category/economia/">Economia</a></li>
<li class="menu-item"><a href="/category/sport/">Sport</a></li>
<li class="menu-item"><a href="/category/cultura-e-spettacoli/">Cultura</a></li>
<li class="menu-item"><a href="/category/valli/">Le valli</a></li>
<li class="menu-item"><a href="/necrologi/">Necrologi</a></li>
</ul>
</nav>
</header>`;

const footer = `<footer class="site-footer">
<div class="container footer-widgets">
<div class="footer-col">
<h3 class="widget-title">Cronaca del Monviso</h3>
<p>Quotidiano online di Cuneo, Saluzzo e delle valli del Monviso. Testata registrata presso il Tribunale di Cuneo, n. 7/2014.</p>
<p>Editore: <a href="https://monvisomedia.it/">Monviso Media Srl</a> &ndash; P.IVA 03811240046</p>
<p>Direttore responsabile: Chiara Bertaina</p>
</div>
<div class="footer-col">
<h3 class="widget-title">Il giornale</h3>
<ul>
<li><a href="/chi-siamo/">Chi siamo</a></li>
<li><a href="/redazione/">Redazione e contatti</a></li>
<li><a href="/pubblicita/">Pubblicit&agrave;</a></li>
<li><a href="/collaborazioni/">Partner e collaborazioni</a></li>
<li><a href="/abbonati/">Abbonamenti</a></li>
</ul>
</div>
<div class="footer-col">
<h3 class="widget-title">Il gruppo</h3>
<ul>
<li><a href="https://www.radiomonviso.it/">Radio Monviso 98.4</a></li>
<li><a href="https://monvisomedia.it/">Monviso Media</a></li>
</ul>
</div>
<div class="footer-col">
<h3 class="widget-title">Seguici</h3>
<ul class="social">
<li><a href="https://www.facebook.com/cronacadelmonviso" target="_blank" rel="noopener">Facebook</a></li>
<li><a href="https://www.instagram.com/cronacadelmonviso/" target="_blank" rel="noopener">Instagram</a></li>
<li><a href="https://t.me/cronacadelmonviso" target="_blank" rel="noopener">Telegram</a></li>
<li><a href="https://whatsapp.com/channel/0029VaCdm1xGk1FvZ8q9" target="_blank" rel="noopener">Canale WhatsApp</a></li>
</ul>
</div>
</div>
<div class="container footer-bottom">
<p>Iscritta alla <a href="https://www.fieg.it/">FIEG</a> e all'<a href="https://www.uspi.it/">USPI</a>. Dati di traffico certificati <a href="https://www.audiweb.it/">Audiweb</a>.</p>
<p><a href="https://www.iubenda.com/privacy-policy/81220457" class="iubenda-nostyle iubenda-embed" title="Privacy Policy">Privacy Policy</a> &middot; <a href="https://www.iubenda.com/privacy-policy/81220457/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie Policy</a> &middot; &copy; 2026 Monviso Media Srl</p>
</div>
</footer>
<script src="https://cronacadelmonviso.it/wp-content/themes/cdm-news/assets/js/main.min.js?ver=3.2.0" id="cdm-main-js"></script>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  link: '<https://cronacadelmonviso.it/wp-json/>; rel="https://api.w.org/"',
  'x-cache-status': 'HIT',
};

const home = `<!DOCTYPE html>
<html lang="it-IT">
${head('Cronaca del Monviso - Notizie da Cuneo, Saluzzo e valli', 'Notizie di cronaca, politica, economia, sport e cultura da Cuneo, Saluzzo e dalle valli del Monviso.', '/')}
<body class="home blog wp-theme-cdm-news">
${bodyOpen}
<main id="primary" class="site-main">
<div class="wp-block-group apertura is-layout-constrained">
<div class="wp-block-columns is-layout-flex">
<div class="wp-block-column" style="flex-basis:66.66%">
<article class="post-card post-card--big">
<a href="/2026/02/14/saluzzo-nuovo-ponte-sul-po-lavori/"><img src="https://cronacadelmonviso.it/wp-content/uploads/2026/02/ponte-po-saluzzo-1024x576.jpg" alt="Il cantiere del ponte sul Po"></a>
<span class="post-card__cat">Cronaca</span>
<h2 class="post-card__title"><a href="/2026/02/14/saluzzo-nuovo-ponte-sul-po-lavori/">Saluzzo, il nuovo ponte sul Po aprir&agrave; entro l'estate: ecco il cronoprogramma</a></h2>
<p class="post-card__excerpt">La Regione ha confermato il finanziamento: cantieri di notte per limitare i disagi.</p>
</article>
</div>
<div class="wp-block-column" style="flex-basis:33.33%">
<ul class="wp-block-latest-posts__list ultima-ora">
<li><a href="/2026/02/14/valle-varaita-neve-strade-chiuse/">Valle Varaita, neve: chiuse due provinciali</a></li>
<li><a href="/2026/02/13/cuneo-calcio-rinforzo-difesa/">Cuneo Calcio, arriva un rinforzo in difesa</a></li>
<li><a href="/2026/02/13/mostra-fotografica-castello-manta/">Al castello della Manta una mostra sui pastori</a></li>
<li><a href="/2026/02/12/bilancio-provincia-2026/">Provincia, approvato il bilancio 2026</a></li>
</ul>
<div id="div-gpt-ad-box-1" class="adv adv--box"></div>
</div>
</div>
</div>
<section class="wp-block-group sezione sezione--sport">
<h2 class="wp-block-heading">Sport</h2>
<div class="wp-block-columns">
<div class="wp-block-column"><article class="post-card"><h3><a href="/2026/02/13/cuneo-calcio-rinforzo-difesa/">Cuneo Calcio, arriva un rinforzo in difesa dal Lecco</a></h3></article></div>
<div class="wp-block-column"><article class="post-card"><h3><a href="/2026/02/12/volley-cuneo-granda-vittoria/">Volley, la Cuneo Granda vince il derby</a></h3></article></div>
</div>
</section>
<section class="wp-block-group meteo-widget">
<h2 class="wp-block-heading">Meteo</h2>
<p>Previsioni a cura di <a href="https://www.meteoalpi.it/?ref=cdm">MeteoAlpi</a></p>
<iframe src="https://widget.meteoalpi.it/embed/cuneo?theme=light" title="Previsioni meteo Cuneo" loading="lazy" width="300" height="250"></iframe>
</section>
</main>
${footer}
</body>
</html>`;

const chiSiamo = `<!DOCTYPE html>
<html lang="it-IT">
${head('Chi siamo - Cronaca del Monviso', 'La storia, la redazione e i valori di Cronaca del Monviso, quotidiano online del cuneese dal 2014.', '/chi-siamo/')}
<body class="page-template-default page wp-theme-cdm-news">
${bodyOpen}
<main id="primary" class="site-main">
<article class="page">
<h1 class="entry-title">Chi siamo</h1>
<div class="entry-content">
<p>Cronaca del Monviso nasce nel 2014 da un gruppo di giornalisti saluzzesi con un'idea semplice: raccontare ogni giorno quello che succede tra Cuneo, Saluzzo e le valli, con la stessa cura che si metterebbe in un giornale di carta.</p>
<p>Oggi la redazione conta undici giornalisti e una rete di venti collaboratori sul territorio. Facciamo parte del gruppo <a href="https://monvisomedia.it/">Monviso Media</a>, che edita anche <a href="https://www.radiomonviso.it/">Radio Monviso</a>.</p>
<h2 class="wp-block-heading">I nostri principi</h2>
<ul class="wp-block-list">
<li>Verifichiamo le fonti e correggiamo gli errori in modo visibile.</li>
<li>Separiamo sempre informazione e pubblicit&agrave;: i contenuti sponsorizzati sono segnalati.</li>
<li>Aderiamo alla <a href="https://www.odg.it/testo-unico-dei-doveri-del-giornalista">Carta dei doveri del giornalista</a>.</li>
</ul>
<h2 class="wp-block-heading">Riconoscimenti</h2>
<p>Nel 2024 la nostra inchiesta sulle acque della Valle Po ha ricevuto il <a href="https://www.premioilariaalpi.it/">Premio Ilaria Alpi</a> per il giornalismo locale.</p>
</div>
</article>
</main>
${footer}
</body>
</html>`;

const collaborazioni = `<!DOCTYPE html>
<html lang="it-IT">
${head('Partner e collaborazioni - Cronaca del Monviso', 'Le aziende e le realt&agrave; con cui collaboriamo: partner tecnologici, concessionarie pubblicitarie e partner editoriali.', '/collaborazioni/')}
<body class="page-template-default page wp-theme-cdm-news">
${bodyOpen}
<main id="primary" class="site-main">
<article class="page">
<h1 class="entry-title">Partner e collaborazioni</h1>
<div class="entry-content">
<p>Un giornale locale indipendente non si fa da soli. Queste sono le realt&agrave; che ci aiutano ogni giorno a portare le notizie ai lettori.</p>

<h2 class="wp-block-heading">Partner tecnologici</h2>
<div class="wp-block-columns is-layout-flex">
<div class="wp-block-column">
<figure class="wp-block-image size-medium"><a href="https://piano.io/"><img src="https://cronacadelmonviso.it/wp-content/uploads/2025/01/piano-logo.png" alt="Piano"></a></figure>
<p>La piattaforma che gestisce i nostri abbonamenti digitali e il paywall.</p>
</div>
<div class="wp-block-column">
<figure class="wp-block-image size-medium"><a href="https://www.meteoalpi.it/"><img src="https://cronacadelmonviso.it/wp-content/uploads/2025/01/meteoalpi-logo.png" alt="MeteoAlpi"></a></figure>
<p>Fornisce dati e widget per le previsioni meteo locali e i bollettini valanghe.</p>
</div>
<div class="wp-block-column">
<figure class="wp-block-image size-medium"><a href="https://www.redazionecloud.it/"><img src="https://cronacadelmonviso.it/wp-content/uploads/2025/01/redazionecloud-logo.png" alt="RedazioneCloud"></a></figure>
<p>Il sistema editoriale con cui la redazione scrive, impagina e pianifica.</p>
</div>
</div>

<h2 class="wp-block-heading">Concessionarie pubblicitarie</h2>
<p>La raccolta pubblicitaria locale &egrave; affidata in esclusiva a <a href="https://www.pubblinord.it/">Pubblinord</a>; quella nazionale e programmatica a <a href="https://www.adnetitalia.com/">AdNet Italia</a>. Per campagne sul territorio di Alba e delle Langhe collaboriamo anche con <a href="https://langheadv.it/">Langhe ADV</a>.</p>

<h2 class="wp-block-heading">Collaborazioni editoriali</h2>
<table class="wp-block-table">
<thead><tr><th>Testata</th><th>Collaborazione</th></tr></thead>
<tbody>
<tr><td><a href="https://www.vallidelcanavese.it/">Valli del Canavese</a></td><td>Scambio di contenuti su montagna e territorio</td></tr>
<tr><td><a href="https://www.targatocn.it/">Il Cuneese Oggi</a></td><td>Co-produzione delle dirette elettorali</td></tr>
<tr><td>Radio Monviso</td><td>Notiziari orari (testata del gruppo)</td></tr>
</tbody>
</table>

<h2 class="wp-block-heading">Diventa partner</h2>
<p>Sei un'azienda o un'associazione del territorio e vuoi collaborare con noi? Scrivici a <a href="mailto:partner@cronacadelmonviso.it">partner@cronacadelmonviso.it</a>.</p>
</div>
</article>
</main>
${footer}
</body>
</html>`;

const pubblicita = `<!DOCTYPE html>
<html lang="it-IT">
${head('Pubblicit&agrave; - Cronaca del Monviso', 'Fai conoscere la tua attivit&agrave; a oltre 400.000 lettori al mese nel cuneese.', '/pubblicita/')}
<body class="page-template-default page wp-theme-cdm-news">
${bodyOpen}
<main id="primary" class="site-main">
<article class="page">
<h1 class="entry-title">Pubblicit&agrave;</h1>
<div class="entry-content">
<p>Cronaca del Monviso raggiunge ogni mese oltre 400.000 utenti unici (dati Audiweb, dicembre 2025).</p>
<div class="wp-block-group box-contatti">
<h2 class="wp-block-heading">Chi contattare</h2>
<p><strong>Inserzionisti locali:</strong> la nostra concessionaria <a href="https://www.pubblinord.it/contatti/">Pubblinord</a>, via Roma 18, Saluzzo &ndash; tel. 0175 41 22 90.</p>
<p><strong>Campagne nazionali e programmatiche:</strong> <a href="https://www.adnetitalia.com/publisher/cronacadelmonviso">AdNet Italia</a>.</p>
<p><strong>Necrologie e avvisi:</strong> direttamente in redazione.</p>
</div>
</div>
</article>
</main>
${footer}
</body>
</html>`;

const articolo = `<!DOCTYPE html>
<html lang="it-IT">
${head("Saluzzo, il nuovo ponte sul Po aprir&agrave; entro l'estate - Cronaca del Monviso", 'La Regione ha confermato il finanziamento: cantieri di notte per limitare i disagi.', '/2026/02/14/saluzzo-nuovo-ponte-sul-po-lavori/', 'article')}
<body class="post-template-default single single-post wp-theme-cdm-news">
${bodyOpen}
<main id="primary" class="site-main">
<article class="post">
<span class="cat">Cronaca</span>
<h1 class="entry-title">Saluzzo, il nuovo ponte sul Po aprir&agrave; entro l'estate: ecco il cronoprogramma</h1>
<p class="byline">di Marco Giraudo &middot; 14 febbraio 2026</p>
<div class="entry-content">
<p>Il nuovo ponte sul Po tra Saluzzo e Revello sar&agrave; aperto al traffico entro luglio. Lo ha confermato ieri l'assessore regionale ai trasporti, che ha illustrato il <a href="https://www.regione.piemonte.it/web/temi/mobilita-trasporti/cronoprogramma-ponte-po">cronoprogramma pubblicato sul sito della Regione</a>.</p>
<p>Secondo i dati <a href="https://www.istat.it/">Istat</a> sul pendolarismo, ogni giorno oltre 6.000 veicoli attraversano il fiume in questo punto. I lavori notturni sono affidati alla ditta <a href="https://www.costruzionibarale.it/">Costruzioni Barale</a> di Busca.</p>
<div id="div-gpt-ad-inarticle" class="adv adv--inarticle"></div>
<p>Il sindaco ha chiesto alla Provincia di anticipare l'apertura di almeno un senso di marcia per la stagione turistica.</p>
<p class="leggi-anche">Leggi anche: <a href="/2026/01/20/ponte-po-ritardi/">Ponte sul Po, nuovi ritardi</a></p>
</div>
</article>
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'cronacadelmonviso.it',
  otherDomains: ['monvisomedia.it', 'radiomonviso.it'],
  covers:
    'Italian local news publisher on WordPress (Gutenberg blocks, Yoast, iubenda, GPT ads); partner page at an Italian path linked only from the footer, with logo columns (technology), ad concessionaires in prose (channel) and an editorial-collaboration table (generic); negatives: publisher group sites, FIEG/USPI memberships, Audiweb measurement, award, links inside a news article, weather widget on the home page (also a listed partner), socials',
  pages: {
    '/': { headers, html: home },
    '/chi-siamo/': { headers, html: chiSiamo },
    '/collaborazioni/': { headers, html: collaborazioni },
    '/pubblicita/': { headers, html: pubblicita },
    '/2026/02/14/saluzzo-nuovo-ponte-sul-po-lavori/': { headers, html: articolo },
  },
  sitemap: [
    '/',
    '/chi-siamo/',
    '/redazione/',
    '/pubblicita/',
    '/collaborazioni/',
    '/abbonati/',
    '/2026/02/14/saluzzo-nuovo-ponte-sul-po-lavori/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'yoast-seo',
    'wordpress-block-editor',
    'jquery',
    'jquery-migrate',
    'nginx',
    'iubenda',
    'google-publisher-tag',
    'doubleclick-floodlight',
    'google-tag-manager',
    'open-graph',
    'rss',
  ],
  partners: {
    'piano.io': 'technology',
    'meteoalpi.it': 'technology',
    'redazionecloud.it': 'technology',
    'pubblinord.it': 'channel',
    'adnetitalia.com': 'channel',
    'langheadv.it': 'channel',
    'vallidelcanavese.it': 'generic',
    'targatocn.it': 'generic',
  },
};
