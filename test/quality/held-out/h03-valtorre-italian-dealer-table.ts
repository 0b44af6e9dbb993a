import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Apache',
  'content-type': 'text/html; charset=UTF-8',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string) => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="alternate" hreflang="it" href="https://www.valtorre.it/">
<link rel="alternate" hreflang="en" href="https://www.valtorre.com/">
<link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">
<link href="/assets/css/valtorre.css?v=20240311" rel="stylesheet">
<link rel="icon" href="/assets/img/favicon.png">
</head>`;

const nav = `<body>
<div class="topbar bg-dark text-white small py-1">
  <div class="container d-flex justify-content-between">
    <span>Tel. +39 0365 512 880 &middot; <a class="text-white" href="mailto:info@valtorre.it">info@valtorre.it</a></span>
    <span><strong>IT</strong> | <a class="text-white" href="https://www.valtorre.com/">EN</a></span>
  </div>
</div>
<nav class="navbar navbar-expand-lg bg-body-tertiary border-bottom">
  <div class="container">
    <a class="navbar-brand" href="/"><img src="/assets/img/logo-valtorre.png" alt="Valtorre Macchine" height="42"></a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#menu" aria-controls="menu" aria-expanded="false" aria-label="Menu">
      <span class="navbar-toggler-icon"></span>
    </button>
    <div class="collapse navbar-collapse" id="menu">
      <ul class="navbar-nav ms-auto">
        <li class="nav-item"><a class="nav-link" href="/">Home</a></li>
        <li class="nav-item"><a class="nav-link" href="/azienda/">Azienda</a></li>
        <li class="nav-item dropdown">
          <a class="nav-link dropdown-toggle" href="/macchine/" role="button" data-bs-toggle="dropdown" aria-expanded="false">Macchine</a>
          <ul class="dropdown-menu">
            <li><a class="dropdown-item" href="/macchine/squadratrici/">Squadratrici</a></li>
            <li><a class="dropdown-item" href="/macchine/bordatrici/">Bordatrici</a></li>
            <li><a class="dropdown-item" href="/macchine/centri-di-lavoro/">Centri di lavoro CNC</a></li>
          </ul>
        </li>
        <li class="nav-item"><a class="nav-link" href="/assistenza/">Assistenza</a></li>
        <li class="nav-item"><a class="nav-link" href="/rivenditori/">Rivenditori</a></li>
        <li class="nav-item"><a class="nav-link" href="/contatti/">Contatti</a></li>
      </ul>
    </div>
  </div>
</nav>`;

const footer = `<footer class="bg-dark text-white-50 pt-5 pb-4 mt-5">
  <div class="container">
    <div class="row">
      <div class="col-md-5">
        <p class="text-white fw-bold mb-1">Valtorre Macchine S.r.l.</p>
        <p>Via dell'Artigianato 14 &middot; 25087 Salò (BS) &middot; Italia<br>P.IVA IT02194870983 &middot; REA BS-431877</p>
      </div>
      <div class="col-md-4">
        <p class="text-white fw-bold mb-1">Link utili</p>
        <ul class="list-unstyled">
          <li><a class="text-white-50" href="/assistenza/ricambi/">Ricambi originali</a></li>
          <li><a class="text-white-50" href="/download/cataloghi/">Cataloghi PDF</a></li>
          <li><a class="text-white-50" href="/lavora-con-noi/">Lavora con noi</a></li>
          <li><a class="text-white-50" href="/privacy/">Privacy e cookie</a></li>
        </ul>
      </div>
      <div class="col-md-3">
        <p class="text-white fw-bold mb-1">Seguici</p>
        <ul class="list-unstyled">
          <li><a class="text-white-50" href="https://www.facebook.com/valtorremacchine">Facebook</a></li>
          <li><a class="text-white-50" href="https://www.youtube.com/c/ValtorreMacchine">YouTube</a></li>
          <li><a class="text-white-50" href="https://www.linkedin.com/company/valtorre-macchine-srl/">LinkedIn</a></li>
        </ul>
      </div>
    </div>
    <p class="small mt-3 mb-0">&copy; 2026 Valtorre Macchine S.r.l. &mdash; Tutti i diritti riservati.</p>
  </div>
</footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz" crossorigin="anonymous"></script>
</body>
</html>`;

type Row = [paese: string, citta: string, nome: string, sito: string];
const rows: Row[] = [
  [
    'Italia',
    'Brescia',
    'Bonomi Macchine Legno S.n.c.',
    '<a href="https://www.bonomi-macchine.it/" target="_blank" rel="noopener">bonomi-macchine.it</a>',
  ],
  ['Italia', 'Treviso', 'Legnotecnica S.r.l.', 'www.legnotecnica.it'],
  ['Italia', 'Bari', 'Sud Utensili di F. Loiacono', '&mdash;'],
  [
    'Italia',
    'Firenze',
    'Toscana Macchine Legno',
    '<a href="http://toscanamacchinelegno.it" target="_blank" rel="noopener">toscanamacchinelegno.it</a>',
  ],
  [
    'Germania',
    'Stoccarda',
    'Kessler Holzbearbeitungsmaschinen GmbH',
    '<a href="https://www.kessler-holzmaschinen.de/de/haendler" target="_blank" rel="noopener">kessler-holzmaschinen.de</a>',
  ],
  ['Austria', 'Graz', 'Tischlereibedarf Gruber KG', 'www.gruber-tischlereibedarf.at'],
  [
    'Francia',
    'Lione',
    'Bois &Eacute;quipement Rh&ocirc;ne SARL',
    '<a href="https://boisequipement-rhone.fr/" target="_blank" rel="noopener">Sito web</a>',
  ],
  [
    'Spagna',
    'Valencia',
    'Maquinaria Carpintera Turia S.L.',
    '<a href="https://www.maquinariaturia.es/" target="_blank" rel="noopener">maquinariaturia.es</a>',
  ],
  [
    'Regno Unito',
    'Leeds',
    'Pennine Woodworking Machinery Ltd',
    '<a href="https://www.penninewoodmachinery.co.uk/" target="_blank" rel="noopener">penninewoodmachinery.co.uk</a>',
  ],
  [
    'Polonia',
    'Pozna&#324;',
    'Drewmasz Sp. z o.o.',
    '<a href="https://drewmasz.com.pl/" target="_blank" rel="noopener">drewmasz.com.pl</a>',
  ],
  ['Stati Uniti', 'Charlotte, NC', 'Carolina Joinery Supply Inc.', 'in arrivo'],
];

const table = rows
  .map(
    ([paese, citta, nome, sito]) => `
        <tr>
          <td>${paese}</td>
          <td>${citta}</td>
          <td>${nome}</td>
          <td>${sito}</td>
        </tr>`,
  )
  .join('');

export const site: CorpusSite = {
  domain: 'valtorre.it',
  otherDomains: ['valtorre.com'],
  covers:
    'Italian machinery manufacturer on Apache with Bootstrap from jsDelivr; "Rivenditori" dealer table (Paese / Città / Rivenditore / Sito web) where some websites are links (some with anchor text "Sito web"), some written out as plain text, some missing; .com.pl and .co.uk dealers; English site on its own other domain (valtorre.com); a trade-fair link (LIGNA) and social footer that are not partners',
  pages: {
    '/': {
      headers,
      html: `${head('Valtorre Macchine | Macchine per la lavorazione del legno dal 1971', 'Squadratrici, bordatrici e centri di lavoro CNC per falegnamerie e industria del mobile.')}
${nav}
<header class="hero py-5 bg-light">
  <div class="container">
    <div class="row align-items-center">
      <div class="col-lg-6">
        <h1 class="display-5 fw-bold">Macchine per il legno, costruite sul Garda dal 1971</h1>
        <p class="lead">Squadratrici, bordatrici e centri di lavoro CNC progettati e assemblati nel nostro stabilimento di Salò, con assistenza diretta in tutta Italia.</p>
        <a class="btn btn-primary btn-lg" href="/macchine/">Scopri la gamma</a>
        <a class="btn btn-outline-secondary btn-lg" href="/rivenditori/">Trova un rivenditore</a>
      </div>
      <div class="col-lg-6"><img class="img-fluid rounded" src="/assets/img/home/squadratrice-sq400.jpg" alt="Squadratrice Valtorre SQ 400" width="640" height="420"></div>
    </div>
  </div>
</header>
<main class="container py-5">
  <div class="row g-4">
    <div class="col-md-4">
      <div class="card h-100"><img class="card-img-top" src="/assets/img/home/squadratrici.jpg" alt="" width="400" height="240">
        <div class="card-body"><h2 class="h5 card-title">Squadratrici</h2><p class="card-text">Da 3.200 a 3.800 mm di taglio, con incisore regolabile elettronicamente.</p><a href="/macchine/squadratrici/" class="stretched-link">Dettagli</a></div></div>
    </div>
    <div class="col-md-4">
      <div class="card h-100"><img class="card-img-top" src="/assets/img/home/bordatrici.jpg" alt="" width="400" height="240">
        <div class="card-body"><h2 class="h5 card-title">Bordatrici</h2><p class="card-text">Incollaggio EVA o PUR, refilatori e raschiabordo per spessori fino a 3 mm.</p><a href="/macchine/bordatrici/" class="stretched-link">Dettagli</a></div></div>
    </div>
    <div class="col-md-4">
      <div class="card h-100"><img class="card-img-top" src="/assets/img/home/cnc.jpg" alt="" width="400" height="240">
        <div class="card-body"><h2 class="h5 card-title">Centri di lavoro CNC</h2><p class="card-text">Piani a ventose o nesting, da 3 a 5 assi interpolati.</p><a href="/macchine/centri-di-lavoro/" class="stretched-link">Dettagli</a></div></div>
    </div>
  </div>
  <section class="mt-5 p-4 border rounded">
    <h2 class="h4">Ci vediamo in fiera</h2>
    <p class="mb-0">Saremo a <a href="https://www.ligna.de/" target="_blank" rel="noopener">LIGNA 2025</a> ad Hannover, padiglione 13, stand C41, con la nuova bordatrice BX 60 in funzione.</p>
  </section>
  <section class="mt-5">
    <h2 class="h4">Assistenza e ricambi</h2>
    <p>Tecnici Valtorre in tutta Italia e una rete di rivenditori autorizzati in Europa. Per l'estero visita il nostro sito internazionale <a href="https://www.valtorre.com/">valtorre.com</a>.</p>
  </section>
</main>
${footer}`,
    },
    '/rivenditori/': {
      headers,
      html: `${head('Rivenditori autorizzati | Valtorre Macchine', 'Trova il rivenditore Valtorre più vicino in Italia e in Europa.')}
${nav}
<main class="container py-5">
  <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/">Home</a></li><li class="breadcrumb-item active" aria-current="page">Rivenditori</li></ol></nav>
  <h1 class="mb-3">Rete di vendita</h1>
  <p class="lead">Le macchine Valtorre sono vendute e installate da rivenditori autorizzati, formati nel nostro stabilimento e dotati di ricambi originali. Contatta il rivenditore della tua zona per una dimostrazione.</p>
  <div class="table-responsive">
    <table class="table table-striped align-middle">
      <caption>Rivenditori e distributori autorizzati &mdash; aggiornato a marzo 2024</caption>
      <thead class="table-dark">
        <tr><th scope="col">Paese</th><th scope="col">Città</th><th scope="col">Rivenditore</th><th scope="col">Sito web</th></tr>
      </thead>
      <tbody>${table}
      </tbody>
    </table>
  </div>
  <div class="alert alert-secondary mt-4">
    <p class="mb-1"><strong>Nessun rivenditore nella tua zona?</strong></p>
    <p class="mb-0">Scrivi a <a href="mailto:commerciale@valtorre.it">commerciale@valtorre.it</a> oppure chiama l'ufficio commerciale al +39 0365 512 880. Vuoi diventare rivenditore? <a href="/contatti/?oggetto=rivenditore">Compila il modulo</a>.</p>
  </div>
</main>
${footer}`,
    },
  },
  technologies: ['apache-http-server', 'bootstrap', 'jsdelivr'],
  partners: {
    'bonomi-macchine.it': 'channel',
    'legnotecnica.it': 'channel',
    'toscanamacchinelegno.it': 'channel',
    'kessler-holzmaschinen.de': 'channel',
    'gruber-tischlereibedarf.at': 'channel',
    'boisequipement-rhone.fr': 'channel',
    'maquinariaturia.es': 'channel',
    'penninewoodmachinery.co.uk': 'channel',
    'drewmasz.com.pl': 'channel',
  },
};
