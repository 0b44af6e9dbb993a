import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'LiteSpeed',
  'x-content-encoded-by': 'Joomla! 5.2',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-language': 'it-it',
};

const head = (title: string, description: string, path: string): string => `<!DOCTYPE html>
<html lang="it-it" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${title}</title>
<link href="https://www.brentapack.it${path}" rel="canonical">
<link href="https://www.brentapack.it/en/" rel="alternate" hreflang="en-GB">
<link href="/media/templates/site/brenta/images/favicon.ico" rel="icon" type="image/vnd.microsoft.icon">
<link href="/media/templates/site/brenta/css/template.min.css?4a1f9b" rel="stylesheet">
<link href="/media/system/css/joomla-fontawesome.min.css?4a1f9b" rel="stylesheet">
<link href="/media/templates/site/brenta/css/user.css?4a1f9b" rel="stylesheet">
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"Errore","MESSAGE":"Messaggio","NOTICE":"Avviso","WARNING":"Attenzione"},"system.paths":{"root":"","rootFull":"https:\\/\\/www.brentapack.it\\/","base":"","baseFull":"https:\\/\\/www.brentapack.it\\/"},"csrf.token":"8a1c5f0b2e7d9c3a4b6e1f0d2c8a7b5e"}</script>
<script src="/media/system/js/core.min.js?2cb912"></script>
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/media/vendor/bootstrap/js/bootstrap.bundle.min.js?5.3.3" defer></script>
<script src="/media/templates/site/brenta/js/template.js?4a1f9b" defer></script>
<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"siteId":3411027,"cookiePolicyId":58120934,"lang":"it","banner":{"acceptButtonDisplay":true,"customizeButtonDisplay":true,"position":"float-bottom-center"}};
</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3411027.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-BR3NT4P');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body class="site com_content view-article layout-blog no-task itemid-101">
<header class="header container-header full-width">
  <div class="topbar">
    <span><a href="tel:+390499301122">+39 049 930 1122</a> &middot; <a href="mailto:info@brentapack.it">info@brentapack.it</a></span>
    <div class="mod-languages"><ul class="lang-inline"><li class="lang-active"><a href="/it/" aria-current="true">IT</a></li><li><a href="/en/">EN</a></li><li><a href="/de/">DE</a></li></ul></div>
  </div>
  <div class="grid-child">
    <div class="navbar-brand"><a class="brand-logo" href="/it/"><img src="/images/logo/brenta-packaging.svg" alt="Officine Brenta Packaging" width="220" height="52"></a></div>
    <nav class="navbar navbar-expand-lg" aria-label="Menu principale">
      <button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="Mostra/Nascondi navigazione"><span class="icon-menu" aria-hidden="true"></span></button>
      <div class="collapse navbar-collapse" id="navbar1">
        <ul class="mod-menu mod-list nav">
          <li class="nav-item item-101 default current active"><a href="/it/" aria-current="page">Home</a></li>
          <li class="nav-item item-102 deeper parent"><a href="/it/azienda">Azienda</a>
            <ul class="mod-menu__sub list-unstyled small">
              <li class="nav-item item-110"><a href="/it/azienda/storia">La nostra storia</a></li>
              <li class="nav-item item-111"><a href="/it/azienda/qualita-e-certificazioni">Qualità e certificazioni</a></li>
              <li class="nav-item item-112"><a href="/it/azienda/lavora-con-noi">Lavora con noi</a></li>
            </ul>
          </li>
          <li class="nav-item item-103 deeper parent"><a href="/it/macchine">Macchine</a>
            <ul class="mod-menu__sub list-unstyled small">
              <li class="nav-item item-120"><a href="/it/macchine/astucciatrici">Astucciatrici</a></li>
              <li class="nav-item item-121"><a href="/it/macchine/incartonatrici">Incartonatrici wrap-around</a></li>
              <li class="nav-item item-122"><a href="/it/macchine/fine-linea">Fine linea e pallettizzazione</a></li>
            </ul>
          </li>
          <li class="nav-item item-104"><a href="/it/settori">Settori</a></li>
          <li class="nav-item item-105"><a href="/it/service">Service e ricambi</a></li>
          <li class="nav-item item-106"><a href="/it/partner">Partner</a></li>
          <li class="nav-item item-107"><a href="/it/contatti">Contatti</a></li>
        </ul>
      </div>
    </nav>
  </div>
</header>`;

const footer = `<footer class="container-footer footer full-width">
  <div class="grid-child">
    <div class="moduletable footer-company">
      <p><strong>Officine Brenta Packaging S.p.A.</strong><br>Via dell'Artigianato 14 &ndash; 35010 Vigonza (PD) &ndash; Italia<br>P.IVA IT 03912840281 &middot; Capitale sociale &euro; 2.500.000 i.v.</p>
    </div>
    <div class="moduletable footer-links">
      <ul class="mod-menu mod-list nav">
        <li class="nav-item"><a href="/it/azienda/qualita-e-certificazioni">Certificazioni</a></li>
        <li class="nav-item"><a href="/it/azienda/lavora-con-noi">Lavora con noi</a></li>
        <li class="nav-item"><a href="/it/privacy-policy">Privacy policy</a></li>
        <li class="nav-item"><a href="https://www.iubenda.com/privacy-policy/58120934/cookie-policy" class="iubenda-nostyle iubenda-embed" title="Cookie Policy">Cookie policy</a></li>
        <li class="nav-item"><a href="https://service.brentapack.it/login">Area riservata clienti</a></li>
      </ul>
    </div>
    <div class="moduletable footer-badges">
      <a href="https://www.bureauveritas.it/certificazione" target="_blank" rel="noopener"><img src="/images/loghi/bureau-veritas-iso9001.png" alt="Sistema qualità certificato ISO 9001:2015 &ndash; Bureau Veritas"></a>
      <a href="https://www.ucima.it/" target="_blank" rel="noopener"><img src="/images/loghi/ucima-associato.png" alt="Associato UCIMA"></a>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/officine-brenta-packaging" target="_blank" rel="noopener">LinkedIn</a></li>
        <li><a href="https://www.youtube.com/@brentapackaging" target="_blank" rel="noopener">YouTube</a></li>
      </ul>
    </div>
  </div>
</footer>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-BR3NT4P" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
</body>
</html>`;

const home = `${head('Officine Brenta Packaging | Macchine per il confezionamento secondario', 'Astucciatrici, incartonatrici wrap-around e sistemi di fine linea per il settore alimentare, farmaceutico e cosmetico. Progettate e costruite a Padova dal 1978.', '/it/')}
${nav}
<main class="container-main">
  <section class="hero">
    <h1>Confezionamento secondario, dal 1978</h1>
    <p>Progettiamo e costruiamo astucciatrici, incartonatrici e sistemi di fine linea su misura: oltre 2.400 macchine installate in 58 paesi.</p>
    <a class="btn btn-primary" href="/it/macchine">Scopri le macchine</a>
    <div class="video-wrapper"><iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/Qx7bR2mK9pA?rel=0" title="Brenta WRAP 40 in azione" allow="accelerometer; autoplay; encrypted-media; picture-in-picture" allowfullscreen loading="lazy"></iframe></div>
  </section>

  <section class="clienti">
    <h2>Hanno scelto Brenta</h2>
    <div class="row loghi-clienti">
      <div class="col"><a href="https://www.barilla.com/it-it/" target="_blank" rel="noopener"><img src="/images/clienti/barilla.png" alt="Barilla"></a></div>
      <div class="col"><a href="https://www.lavazza.it/" target="_blank" rel="noopener"><img src="/images/clienti/lavazza.png" alt="Lavazza"></a></div>
      <div class="col"><a href="https://www.granarolo.it/" target="_blank" rel="noopener"><img src="/images/clienti/granarolo.png" alt="Granarolo"></a></div>
      <div class="col"><a href="https://www.zambongroup.com/" target="_blank" rel="noopener"><img src="/images/clienti/zambon.png" alt="Zambon"></a></div>
    </div>
  </section>

  <section class="incentivi">
    <h2>Transizione 5.0</h2>
    <p>Tutte le nostre macchine sono interconnesse e rispondono ai requisiti per il credito d'imposta <a href="https://www.mimit.gov.it/it/incentivi/transizione-5-0" target="_blank" rel="noopener">Transizione 5.0</a>. Per l'export offriamo soluzioni di finanziamento con <a href="https://www.simest.it/" target="_blank" rel="noopener">SIMEST</a>.</p>
  </section>

  <section class="fiere">
    <h2>Fiere ed eventi</h2>
    <ul class="list-unstyled">
      <li><strong>Ipack-Ima 2027</strong> &ndash; Milano, 24-27 maggio &ndash; Pad. 3, stand B12 &ndash; <a href="https://www.ipack-ima.com/" target="_blank" rel="noopener">ipack-ima.com</a></li>
      <li><strong>interpack 2026</strong> &ndash; Düsseldorf &ndash; <a href="https://www.interpack.com/" target="_blank" rel="noopener">interpack.com</a></li>
    </ul>
  </section>

  <section class="rete">
    <h2>Vicini ai nostri clienti</h2>
    <p>Service diretto in Italia e una rete di distributori e centri assistenza in oltre 30 paesi. <a href="/it/partner/distributori">Trova il distributore per il tuo paese</a>.</p>
  </section>
</main>
${footer}`;

const partnerHub = `${head('Partner | Officine Brenta Packaging', 'I partner tecnologici e la rete commerciale di Officine Brenta Packaging.', '/it/partner')}
${nav}
<main class="container-main">
  <nav class="mod-breadcrumbs__wrapper" aria-label="Percorso"><ol class="mod-breadcrumbs breadcrumb"><li class="breadcrumb-item"><a href="/it/">Home</a></li><li class="breadcrumb-item active">Partner</li></ol></nav>
  <div class="com-content-article item-page">
    <h1>Partner</h1>
    <p>Le nostre macchine nascono dalla collaborazione con i leader dell'automazione industriale. Nel mondo, i nostri clienti sono seguiti da distributori selezionati e formati in sede.</p>

    <h2>Partner tecnologici</h2>
    <div class="row partner-tecnologici">
      <div class="col-md-3 text-center">
        <a href="https://www.siemens.com/it/it/prodotti/automazione.html" target="_blank" rel="noopener"><img src="/images/partner/siemens.png" alt="Siemens" class="img-fluid"></a>
        <p class="small">PLC SIMATIC S7-1500 e azionamenti SINAMICS</p>
      </div>
      <div class="col-md-3 text-center">
        <a href="https://www.rockwellautomation.com/it-it.html" target="_blank" rel="noopener"><img src="/images/partner/rockwell.png" alt="Rockwell Automation" class="img-fluid"></a>
        <p class="small">Versioni Allen-Bradley per il mercato nordamericano</p>
      </div>
      <div class="col-md-3 text-center">
        <a href="https://www.festo.com/it/it/" target="_blank" rel="noopener"><img src="/images/partner/festo.png" alt="Festo" class="img-fluid"></a>
        <p class="small">Pneumatica e manipolatori</p>
      </div>
      <div class="col-md-3 text-center">
        <a href="https://www.visiotec.it/" target="_blank" rel="noopener"><img src="/images/partner/visiotec.png" alt="Visiotec Sistemi di Visione" class="img-fluid"></a>
        <p class="small">Controllo qualità con visione artificiale e serializzazione farmaceutica</p>
      </div>
    </div>

    <h2>Rete commerciale</h2>
    <p>Distributori e centri assistenza autorizzati in Europa, Americhe, Medio Oriente e Asia.</p>
    <p><a class="btn btn-secondary" href="/it/partner/distributori">Trova il distributore</a></p>

    <h2>Diventa partner</h2>
    <p>Sei un'azienda di automazione o un distributore di macchine per il packaging? <a href="/it/contatti?oggetto=partnership">Contattaci</a>.</p>
  </div>
</main>
${footer}`;

const distributori = `${head('Distributori nel mondo | Officine Brenta Packaging', 'Distributori e centri assistenza autorizzati Officine Brenta Packaging nel mondo.', '/it/partner/distributori')}
${nav}
<main class="container-main">
  <nav class="mod-breadcrumbs__wrapper" aria-label="Percorso"><ol class="mod-breadcrumbs breadcrumb"><li class="breadcrumb-item"><a href="/it/">Home</a></li><li class="breadcrumb-item"><a href="/it/partner">Partner</a></li><li class="breadcrumb-item active">Distributori</li></ol></nav>
  <div class="com-content-article item-page">
    <h1>Distributori nel mondo</h1>
    <p>Per l'Italia, la vendita e l'assistenza sono gestite direttamente dalla sede di Vigonza.</p>
    <div class="table-responsive">
      <table class="table table-striped">
        <thead><tr><th scope="col">Paese</th><th scope="col">Distributore</th><th scope="col">Servizi</th><th scope="col">Sito web</th></tr></thead>
        <tbody>
          <tr><td>Germania, Austria</td><td>PackTech Vertrieb GmbH</td><td>Vendita, service, ricambi</td><td><a href="https://www.packtech-vertrieb.de/" target="_blank" rel="noopener">www.packtech-vertrieb.de</a></td></tr>
          <tr><td>Francia, Belgio</td><td>Emballage Solutions SARL</td><td>Vendita, service</td><td><a href="https://emballage-solutions.fr/" target="_blank" rel="noopener">emballage-solutions.fr</a></td></tr>
          <tr><td>Spagna, Portogallo</td><td>Iberpack Maquinaria S.L.</td><td>Vendita, service, ricambi</td><td><a href="https://www.iberpackmaquinaria.es/" target="_blank" rel="noopener">iberpackmaquinaria.es</a></td></tr>
          <tr><td>Polonia</td><td>Pakomat Sp. z o.o.</td><td>Vendita</td><td><a href="https://pakomat.pl/" target="_blank" rel="noopener">pakomat.pl</a></td></tr>
          <tr><td>Stati Uniti, Canada</td><td>Northline Packaging Systems Inc.</td><td>Vendita, service, ricambi</td><td><a href="https://www.northlinepackaging.com/" target="_blank" rel="noopener">northlinepackaging.com</a></td></tr>
          <tr><td>Messico</td><td>Empaques Industriales del Bajío</td><td>Vendita</td><td>&ndash;</td></tr>
          <tr><td>Brasile</td><td>Embalatec Máquinas Ltda.</td><td>Vendita, service</td><td><a href="https://www.embalatec.com.br/" target="_blank" rel="noopener">embalatec.com.br</a></td></tr>
          <tr><td>Emirati Arabi Uniti</td><td>Gulf Pack Machinery LLC</td><td>Vendita, service</td><td><a href="https://gulfpackmachinery.ae/" target="_blank" rel="noopener">gulfpackmachinery.ae</a></td></tr>
        </tbody>
      </table>
    </div>
    <p class="small">Il tuo paese non è in elenco? Scrivi a <a href="mailto:export@brentapack.it">export@brentapack.it</a>.</p>
  </div>
</main>
${footer}`;

export const site: CorpusSite = {
  domain: 'brentapack.it',
  covers:
    'Italian Joomla packaging-machinery maker whose home redirects to /it/: header "Partner" hub with a technology-partner logo grid linking to a "Distributori" sub-listing table by country (one distributor without a website); traps: customer logos, YouTube video, Transizione 5.0 and SIMEST incentive links, trade fairs, Bureau Veritas ISO 9001 and UCIMA membership badges, iubenda cookie-policy link, customer service-portal login.',
  pages: {
    '/': { status: 301, redirect: 'https://www.brentapack.it/it/' },
    'https://www.brentapack.it/': { status: 301, redirect: '/it/' },
    'https://www.brentapack.it/it/': { headers, html: home },
    'https://www.brentapack.it/it/partner': { headers, html: partnerHub },
    'https://www.brentapack.it/it/partner/distributori': { headers, html: distributori },
  },
  sitemap: [
    'https://www.brentapack.it/it/',
    'https://www.brentapack.it/it/azienda',
    'https://www.brentapack.it/it/macchine',
    'https://www.brentapack.it/it/settori',
    'https://www.brentapack.it/it/service',
    'https://www.brentapack.it/it/partner',
    'https://www.brentapack.it/it/partner/distributori',
    'https://www.brentapack.it/it/contatti',
  ],
  technologies: ['joomla', 'php', 'litespeed', 'jquery', 'bootstrap', 'iubenda', 'google-tag-manager', 'youtube'],
  partners: {
    'siemens.com': 'technology',
    'rockwellautomation.com': 'technology',
    'festo.com': 'technology',
    'visiotec.it': 'technology',
    'packtech-vertrieb.de': 'channel',
    'emballage-solutions.fr': 'channel',
    'iberpackmaquinaria.es': 'channel',
    'pakomat.pl': 'channel',
    'northlinepackaging.com': 'channel',
    'embalatec.com.br': 'channel',
    'gulfpackmachinery.ae': 'channel',
  },
};
