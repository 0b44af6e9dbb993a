import type { CorpusSite } from '../corpus/types.js';

/*
 * Officine Brenta S.p.A. (Bassano del Grappa): etichettatrici rotative, monoblocchi di riempimento e tappatori per
 * vino, spiriti e olio. Sitecore SXA su IIS / ASP.NET; iubenda, Google Tag Manager, LinkedIn Insight, amCharts per
 * la mappa della rete vendita.
 */

const MEDIA = '/-/media/project/officinebrenta/brenta';

const head = (title: string, description: string, path: string, extra = ''): string => `<!DOCTYPE html>
<html lang="it-IT">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="https://officinebrenta.it${path}">
<link rel="alternate" hreflang="it-it" href="https://officinebrenta.it${path}">
<link rel="alternate" hreflang="en" href="https://officinebrenta.it/en${path === '/' ? '' : path}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://officinebrenta.it${MEDIA}/og/og-etichettatrice-ro24.jpg">
<meta property="og:url" content="https://officinebrenta.it${path}">
<meta property="og:type" content="website">
<link href="/-/media/feature/experience-accelerator/bootstrap-4/bootstrap-4/styles/optimized-min.css?t=20231115T093210Z" rel="stylesheet">
<link href="/-/media/base-themes/main-theme/styles/optimized-min.css?t=20231115T093211Z" rel="stylesheet">
<link href="/-/media/themes/officinebrenta/brenta/styles/pre-optimized-min.css?t=20240419T101522Z" rel="stylesheet">
<link rel="shortcut icon" href="${MEDIA}/favicon/favicon.ico">
<script type="text/javascript">
var _iub = _iub || [];
_iub.csConfiguration = {"askConsentAtCookiePolicyUpdate":true,"enableFadp":true,"floatingPreferencesButtonDisplay":"bottom-left","lang":"it","perPurposeConsent":true,"siteId":3412876,"cookiePolicyId":81453019,"banner":{"acceptButtonDisplay":true,"closeButtonRejects":true,"customizeButtonDisplay":true,"explicitWithdrawal":true,"position":"float-bottom-center"}};
</script>
<script type="text/javascript" src="//cs.iubenda.com/autoblocking/3412876.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-PB3N7KX');</script>
<!-- End Google Tag Manager -->
${extra}
</head>`;

const header = `<header>
<div id="header" class="container-fluid">
<div class="row">
<div class="component plain-html col-12 topbar">
<div class="component-content">
<ul class="topbar-links">
<li><a href="tel:+390424555014">+39 0424 555 014</a></li>
<li><a href="mailto:info@officinebrenta.it">info@officinebrenta.it</a></li>
<li><a href="https://www.brentaservice.com/ricambi" target="_blank" rel="noopener">Ricambi online</a></li>
<li class="lang"><a href="/" class="active">IT</a> | <a href="/en">EN</a></li>
</ul>
</div>
</div>
<div class="component image file-type-icon-media-link col-6 col-lg-3 logo">
<div class="component-content">
<a title="Officine Brenta" href="/"><img src="${MEDIA}/logo/officine-brenta-logo.svg?h=56&amp;w=220&amp;la=it-IT&amp;hash=4E1C2A9D3B7F" alt="Officine Brenta" width="220" height="56" data-variantitemid="{4E1C2A9D-3B7F-4A1E-9C2B-7D3F1A5E9C20}" data-variantfieldname="Image"></a>
</div>
</div>
<div class="component navigation col-6 col-lg-9 navigation-main navigation-main-vertical">
<div class="component-content">
<nav>
<ul class="clearfix">
<li class="level1 submenu item0 odd first rel-level1">
<div class="navigation-title field-navigationtitle"><a title="Macchine" href="/macchine/etichettatrici-rotative">Macchine</a></div>
<ul class="clearfix mega">
<li class="level2 item0 odd first rel-level2"><div class="navigation-title field-navigationtitle"><a href="/macchine/etichettatrici-rotative">Etichettatrici rotative</a></div></li>
<li class="level2 item1 even rel-level2"><div class="navigation-title field-navigationtitle"><a href="/macchine/etichettatrici-rotative#monoblocchi">Monoblocchi di riempimento</a></div></li>
<li class="level2 item2 odd rel-level2"><div class="navigation-title field-navigationtitle"><a href="/macchine/etichettatrici-rotative#tappatori">Tappatori e capsulatori</a></div></li>
<li class="level2 item3 even last rel-level2"><div class="navigation-title field-navigationtitle"><a href="/macchine/etichettatrici-rotative#linee">Linee complete chiavi in mano</a></div></li>
</ul>
</li>
<li class="level1 item1 even rel-level1"><div class="navigation-title field-navigationtitle"><a href="/referenze">Referenze</a></div></li>
<li class="level1 item2 odd rel-level1"><div class="navigation-title field-navigationtitle"><a href="/rete-vendita">Rete vendita</a></div></li>
<li class="level1 item3 even rel-level1"><div class="navigation-title field-navigationtitle"><a href="/assistenza">Assistenza</a></div></li>
<li class="level1 submenu item4 odd rel-level1">
<div class="navigation-title field-navigationtitle"><a href="/chi-siamo">Azienda</a></div>
<ul class="clearfix">
<li class="level2 item0 odd first rel-level2"><div class="navigation-title field-navigationtitle"><a href="/chi-siamo">Chi siamo</a></div></li>
<li class="level2 item1 even rel-level2"><div class="navigation-title field-navigationtitle"><a href="/fiere">Fiere ed eventi</a></div></li>
<li class="level2 item2 odd last rel-level2"><div class="navigation-title field-navigationtitle"><a href="/contatti#lavora-con-noi">Lavora con noi</a></div></li>
</ul>
</li>
<li class="level1 item5 even last rel-level1"><div class="navigation-title field-navigationtitle"><a href="/contatti">Contatti</a></div></li>
</ul>
</nav>
</div>
</div>
</div>
</div>
</header>`;

const footer = `<footer>
<div id="footer" class="container-fluid">
<div class="row">
<div class="component rich-text col-12 col-md-4">
<div class="component-content">
<h4>Officine Brenta S.p.A.</h4>
<p>Via dell&rsquo;Artigianato 18<br>36061 Bassano del Grappa (VI)<br>Italia</p>
<p>P.IVA IT03498120245 &middot; Cap. soc. &euro; 2.500.000 i.v.</p>
</div>
</div>
<div class="component link-list col-12 col-md-4">
<div class="component-content">
<h4>Link utili</h4>
<ul>
<li class="item0 odd first"><div class="field-link"><a href="/rete-vendita">Rete vendita internazionale</a></div></li>
<li class="item1 even"><div class="field-link"><a href="/assistenza">Centri assistenza autorizzati</a></div></li>
<li class="item2 odd"><div class="field-link"><a href="/referenze">Referenze</a></div></li>
<li class="item3 even"><div class="field-link"><a href="/fiere">Fiere</a></div></li>
<li class="item4 odd last"><div class="field-link"><a href="/contatti">Contatti</a></div></li>
</ul>
</div>
</div>
<div class="component rich-text col-12 col-md-4">
<div class="component-content">
<h4>Seguici</h4>
<p><a href="https://www.linkedin.com/company/officine-brenta" target="_blank" rel="noopener">LinkedIn</a> &middot; <a href="https://www.instagram.com/officinebrenta/" target="_blank" rel="noopener">Instagram</a> &middot; <a href="https://www.youtube.com/@officinebrenta" target="_blank" rel="noopener">YouTube</a> &middot; <a href="https://www.facebook.com/officinebrenta" target="_blank" rel="noopener">Facebook</a></p>
<p><img src="${MEDIA}/loghi/tuv-iso-9001.png?h=70&amp;w=70&amp;la=it-IT" alt="Certificazione ISO 9001" width="70" height="70" loading="lazy"> <img src="${MEDIA}/loghi/made-in-italy.png?h=70&amp;w=110&amp;la=it-IT" alt="Made in Italy" width="110" height="70" loading="lazy"></p>
</div>
</div>
<div class="component rich-text col-12 copyright">
<div class="component-content"><p>&copy; 2024 Officine Brenta S.p.A. &ndash; <a href="/privacy-policy">Privacy policy</a> &ndash; <a href="https://www.iubenda.com/privacy-policy/81453019/cookie-policy" class="iubenda-nostyle iubenda-embed">Cookie policy</a></p></div>
</div>
</div>
</div>
</footer>`;

const tail = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-PB3N7KX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<script src="/-/media/base-themes/core-libraries/scripts/optimized-min.js?t=20231115T093209Z"></script>
<script src="/-/media/base-themes/main-theme/scripts/optimized-min.js?t=20231115T093211Z"></script>
<script src="/-/media/themes/officinebrenta/brenta/scripts/optimized-min.js?t=20240419T101522Z"></script>
<script type="text/javascript">
_linkedin_partner_id = "5127734";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script>
<script type="text/javascript" async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, content: string, extraHead = '', extraTail = ''): string => `${head(
  title,
  description,
  path,
  extraHead,
)}
<body class="default-device bodyclass">
<div id="wrapper">
${header}
<main>
<div id="content" class="container">
<div class="row">
${content}
</div>
</div>
</main>
${footer}
</div>
${extraTail}
${tail}`;

const rich = (inner: string, cls = 'col-12'): string => `<div class="component rich-text ${cls}">
<div class="component-content">
${inner}
</div>
</div>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Microsoft-IIS/10.0',
  'x-aspnet-version': '4.0.30319',
  'x-powered-by': 'ASP.NET',
  'set-cookie':
    'SC_ANALYTICS_GLOBAL_COOKIE=7b2e4c1f9a3d4e8b9c1a2f3e4d5c6b7a|False; expires=Fri, 30-Apr-2034 08:12:44 GMT; path=/; secure; HttpOnly; SameSite=None',
  'cache-control': 'private',
  'x-frame-options': 'SAMEORIGIN',
};

const home = page(
  'Officine Brenta | Etichettatrici e monoblocchi per vino, spiriti e olio',
  'Officine Brenta progetta e costruisce etichettatrici rotative, monoblocchi di riempimento e tappatori per cantine e distillerie dal 1974.',
  '/',
  [
    `<div class="component hero col-12">
<div class="component-content">
<picture><img src="${MEDIA}/hero/linea-imbottigliamento-cantina.jpg?h=720&amp;w=1920&amp;la=it-IT&amp;hash=9C1E3A7B2D" alt="Linea di imbottigliamento Officine Brenta in una cantina del Prosecco" width="1920" height="720"></picture>
<div class="hero-caption">
<h1>Ogni bottiglia merita un&rsquo;etichetta perfetta.</h1>
<p>Dal 1974 progettiamo e costruiamo a Bassano del Grappa etichettatrici, monoblocchi e linee di imbottigliamento per oltre 2.300 cantine, distillerie e frantoi in 60 Paesi.</p>
<a class="btn btn-primary" href="/macchine/etichettatrici-rotative">Scopri le macchine</a> <a class="btn btn-outline-light" href="/contatti">Richiedi un preventivo</a>
</div>
</div>
</div>`,
    rich(
      `<h2>Le nostre macchine</h2>
<div class="row">
<div class="col-md-4"><img src="${MEDIA}/macchine/ro24.jpg?h=300&amp;w=450&amp;la=it-IT" alt="Etichettatrice rotativa RO24" width="450" height="300" loading="lazy"><h3>Etichettatrici rotative</h3><p>Da 1.500 a 24.000 bottiglie/ora, adesivo, colla a freddo e combinate.</p><a href="/macchine/etichettatrici-rotative">Dettagli</a></div>
<div class="col-md-4"><img src="${MEDIA}/macchine/monoblocco-mb12.jpg?h=300&amp;w=450&amp;la=it-IT" alt="Monoblocco di riempimento MB12" width="450" height="300" loading="lazy"><h3>Monoblocchi</h3><p>Risciacquatura, riempimento isobarico o a leggera depressione e tappatura in un&rsquo;unica macchina.</p><a href="/macchine/etichettatrici-rotative#monoblocchi">Dettagli</a></div>
<div class="col-md-4"><img src="${MEDIA}/macchine/tappatore-t6.jpg?h=300&amp;w=450&amp;la=it-IT" alt="Tappatore T6" width="450" height="300" loading="lazy"><h3>Tappatori e capsulatori</h3><p>Sughero, tappo a vite, fungo e gabbietta per spumanti.</p><a href="/macchine/etichettatrici-rotative#tappatori">Dettagli</a></div>
</div>`,
    ),
    rich(
      `<h2>Le cantine che ci hanno scelto</h2>
<ul class="logo-clienti">
<li><img src="${MEDIA}/clienti/ferrari-trento.png?h=60&amp;w=150" alt="Ferrari Trento" width="150" height="60" loading="lazy"></li>
<li><img src="${MEDIA}/clienti/zonin.png?h=60&amp;w=150" alt="Zonin1821" width="150" height="60" loading="lazy"></li>
<li><img src="${MEDIA}/clienti/cantina-colli-berici.png?h=60&amp;w=150" alt="Cantina Colli Berici" width="150" height="60" loading="lazy"></li>
<li><img src="${MEDIA}/clienti/distilleria-valbrenta.png?h=60&amp;w=150" alt="Distilleria Valbrenta" width="150" height="60" loading="lazy"></li>
<li><img src="${MEDIA}/clienti/frantoio-del-garda.png?h=60&amp;w=150" alt="Frantoio del Garda" width="150" height="60" loading="lazy"></li>
</ul>
<p><a href="/referenze">Tutte le referenze</a></p>`,
    ),
    rich(
      `<div class="row">
<div class="col-md-6"><h2>Nel mondo, vicino a te</h2><p>Agenti e distributori in oltre 30 Paesi e una rete di centri assistenza autorizzati in Italia. <a href="/rete-vendita">Trova il tuo referente</a> &middot; <a href="/assistenza">Centri assistenza</a></p></div>
<div class="col-md-6"><h2>Vieni a trovarci a SIMEI 2024</h2><p>Milano, 12&ndash;15 novembre 2024, Padiglione 15, stand D21. <a href="https://www.simei.it/" target="_blank" rel="noopener">simei.it</a></p></div>
</div>`,
    ),
  ].join('\n'),
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Officine Brenta S.p.A.","url":"https://officinebrenta.it/","logo":"https://officinebrenta.it${MEDIA}/logo/officine-brenta-logo.svg","address":{"@type":"PostalAddress","streetAddress":"Via dell'Artigianato 18","addressLocality":"Bassano del Grappa","postalCode":"36061","addressRegion":"VI","addressCountry":"IT"},"vatID":"IT03498120245"}</script>`,
);

const macchina = page(
  'Etichettatrici rotative RO | Officine Brenta',
  'Etichettatrici rotative serie RO: adesivo, colla a freddo e combinate, da 1.500 a 24.000 bottiglie/ora, con controllo visione.',
  '/macchine/etichettatrici-rotative',
  [
    rich(
      `<h1>Etichettatrici rotative serie RO</h1>
<p class="lead">Etichettatura autoadesiva, a colla a freddo o combinata, con orientamento bottiglia a camme elettroniche e controllo qualità con visione artificiale. Cambio formato in meno di 15 minuti senza attrezzi.</p>
<div class="video-embed"><iframe width="960" height="540" src="https://www.youtube.com/embed/Brn7RO24dMo?rel=0" title="Etichettatrice rotativa RO24 in funzione" frameborder="0" allowfullscreen loading="lazy"></iframe></div>`,
    ),
    rich(
      `<h2>Dati tecnici</h2>
<table class="table table-striped">
<thead><tr><th>Modello</th><th>Produzione (bph)</th><th>Piatti</th><th>Stazioni</th><th>Formato bottiglia</th></tr></thead>
<tbody>
<tr><td>RO6</td><td>1.500&ndash;6.000</td><td>6</td><td>fino a 3</td><td>&Oslash; 50&ndash;120 mm, H 150&ndash;380 mm</td></tr>
<tr><td>RO12</td><td>4.000&ndash;12.000</td><td>12</td><td>fino a 4</td><td>&Oslash; 50&ndash;120 mm, H 150&ndash;380 mm</td></tr>
<tr><td>RO24</td><td>10.000&ndash;24.000</td><td>24</td><td>fino a 5</td><td>&Oslash; 55&ndash;110 mm, H 180&ndash;360 mm</td></tr>
</tbody>
</table>
<h2 id="monoblocchi">Monoblocchi di riempimento</h2>
<p>Monoblocchi MB da 6 a 32 valvole per vini fermi, frizzanti e spumanti, con riempimento isobarico e iniezione di azoto.</p>
<h2 id="tappatori">Tappatori e capsulatori</h2>
<p>Tappatori per sughero sotto vuoto, tappo a vite BVS, fungo con gabbietta e capsulatori per capsule in PVC, polilaminato e stagno.</p>
<h2 id="linee">Linee complete</h2>
<p>Progettiamo linee chiavi in mano da 2.000 a 20.000 bph, dalla depallettizzazione alla fine linea, con software di supervisione e tracciabilità. Le macchine sono conformi alla Direttiva Macchine 2006/42/CE e agevolabili con il credito d&rsquo;imposta <a href="https://www.mimit.gov.it/it/incentivi/piano-transizione-5-0" target="_blank" rel="noopener">Transizione 5.0</a>.</p>`,
    ),
    rich(
      `<h2>Partner tecnologici di questa linea</h2>
<p>Le etichettatrici RO nascono dalla collaborazione con partner tecnologici di cui integriamo componenti e software in ogni macchina:</p>
<div class="row partner-tecnologici">
<div class="col-6 col-md-4 col-lg"><a href="https://www.br-automation.com/it/" target="_blank" rel="noopener"><img src="${MEDIA}/partner/br-automation.png?h=60&amp;w=160" alt="B&amp;R Industrial Automation" width="160" height="60" loading="lazy"></a><p>Automazione, motion control e HMI</p></div>
<div class="col-6 col-md-4 col-lg"><a href="https://www.festo.com/it/it/" target="_blank" rel="noopener"><img src="${MEDIA}/partner/festo.png?h=60&amp;w=160" alt="Festo" width="160" height="60" loading="lazy"></a><p>Pneumatica ed elettrovalvole</p></div>
<div class="col-6 col-md-4 col-lg"><a href="https://www.cognex.com/it-it" target="_blank" rel="noopener"><img src="${MEDIA}/partner/cognex.png?h=60&amp;w=160" alt="Cognex" width="160" height="60" loading="lazy"></a><p>Visione artificiale per controllo etichette</p></div>
<div class="col-6 col-md-4 col-lg"><a href="https://www.sew-eurodrive.com/" target="_blank" rel="noopener"><img src="${MEDIA}/partner/sew-eurodrive.png?h=60&amp;w=160" alt="SEW-EURODRIVE" width="160" height="60" loading="lazy"></a><p>Motoriduttori e azionamenti</p></div>
<div class="col-6 col-md-4 col-lg"><a href="https://www.markem-imaje.com/" target="_blank" rel="noopener"><img src="${MEDIA}/partner/markem-imaje.png?h=60&amp;w=160" alt="Markem-Imaje" width="160" height="60" loading="lazy"></a><p>Marcatura e codifica lotti</p></div>
</div>`,
      'col-12 partner-section',
    ),
  ].join('\n'),
);

interface Agente {
  paese: string;
  iso: string;
  nome: string;
  tipo: 'agente' | 'distributore';
  citta: string;
  email: string;
  web: string | null;
  lat: number;
  lon: number;
}

const rete: Agente[] = [
  {
    paese: 'Francia',
    iso: 'FR',
    nome: 'Embouteillage Services SARL',
    tipo: 'distributore',
    citta: 'Reims',
    email: 'contact@embouteillage-services.fr',
    web: 'https://www.embouteillage-services.fr/',
    lat: 49.26,
    lon: 4.03,
  },
  {
    paese: 'Spagna',
    iso: 'ES',
    nome: 'Maquinaria Enológica Ibérica S.L.',
    tipo: 'distributore',
    citta: 'Logroño',
    email: 'ventas@maqenologica.es',
    web: 'https://www.maqenologica.es/',
    lat: 42.47,
    lon: -2.45,
  },
  {
    paese: 'Portogallo',
    iso: 'PT',
    nome: 'Vinipack Portugal Lda',
    tipo: 'agente',
    citta: 'Porto',
    email: 'geral@vinipack.pt',
    web: 'https://vinipack.pt/',
    lat: 41.15,
    lon: -8.61,
  },
  {
    paese: 'Germania, Austria',
    iso: 'DE',
    nome: 'Abfülltechnik Süd GmbH',
    tipo: 'distributore',
    citta: 'Würzburg',
    email: 'info@abfuelltechnik-sued.de',
    web: 'https://www.abfuelltechnik-sued.de/',
    lat: 49.79,
    lon: 9.95,
  },
  {
    paese: 'Stati Uniti',
    iso: 'US',
    nome: 'Napa Bottling Systems Inc.',
    tipo: 'distributore',
    citta: 'Napa, CA',
    email: 'sales@napabottling.com',
    web: 'https://www.napabottling.com/',
    lat: 38.3,
    lon: -122.29,
  },
  {
    paese: 'Argentina, Cile',
    iso: 'AR',
    nome: 'Mendoza Envasado S.A.',
    tipo: 'distributore',
    citta: 'Mendoza',
    email: 'ventas@mendozaenvasado.com.ar',
    web: 'https://www.mendozaenvasado.com.ar/',
    lat: -32.89,
    lon: -68.84,
  },
  {
    paese: 'Sudafrica',
    iso: 'ZA',
    nome: 'Cape Winery Equipment (Pty) Ltd',
    tipo: 'agente',
    citta: 'Stellenbosch',
    email: 'info@capewineryequipment.co.za',
    web: 'https://capewineryequipment.co.za/',
    lat: -33.93,
    lon: 18.86,
  },
  {
    paese: 'Australia, Nuova Zelanda',
    iso: 'AU',
    nome: 'Barossa Packaging Machinery Pty Ltd',
    tipo: 'distributore',
    citta: 'Nuriootpa',
    email: 'sales@barossapm.com.au',
    web: 'https://www.barossapm.com.au/',
    lat: -34.47,
    lon: 139.0,
  },
  {
    paese: 'Cina',
    iso: 'CN',
    nome: 'Ningbo Huamei Packaging Machinery Co., Ltd.',
    tipo: 'distributore',
    citta: 'Ningbo',
    email: 'export@huameipack.cn',
    web: 'https://www.huameipack.cn/',
    lat: 29.87,
    lon: 121.54,
  },
  {
    paese: 'Georgia',
    iso: 'GE',
    nome: 'Levan Beridze (agente)',
    tipo: 'agente',
    citta: 'Tbilisi',
    email: 'l.beridze.brenta@gmail.com',
    web: null,
    lat: 41.72,
    lon: 44.78,
  },
];

const reteVendita = page(
  'Rete vendita internazionale | Agenti e distributori | Officine Brenta',
  'Agenti e distributori Officine Brenta nel mondo: seleziona il tuo Paese sulla mappa.',
  '/rete-vendita',
  [
    rich(
      `<h1>Rete vendita internazionale</h1>
<p>In Italia vendiamo direttamente attraverso i nostri area manager. All&rsquo;estero ci affidiamo ad agenti e distributori che conoscono le esigenze delle cantine locali e offrono assistenza nella loro lingua. Clicca sul tuo Paese per vedere il referente.</p>`,
    ),
    `<div class="component world-map col-12">
<div class="component-content">
<label for="paese-select" class="sr-only">Seleziona il Paese</label>
<select id="paese-select" class="form-control map-select"><option value="">Seleziona il Paese&hellip;</option>${rete.map((a) => `<option value="${a.iso}">${a.paese}</option>`).join('')}<option value="IT">Italia</option></select>
<div id="mappa-rete" class="map-canvas" style="width:100%;height:560px" data-source="#rete-vendita-data" aria-label="Mappa della rete vendita"></div>
<div id="mappa-dettaglio" class="map-detail" aria-live="polite"><p>Nessun Paese selezionato.</p></div>
<script type="application/json" id="rete-vendita-data">${JSON.stringify({ aggiornato: '2024-04-15', italia: { nome: 'Officine Brenta S.p.A. (vendita diretta)', email: 'italia@officinebrenta.it' }, referenti: rete })}</script>
</div>
</div>`,
    rich(
      `<h2>Non trovi il tuo Paese?</h2>
<p>Scrivi al nostro export manager: <a href="mailto:export@officinebrenta.it">export@officinebrenta.it</a> &ndash; ti metteremo in contatto con l&rsquo;agente più vicino.</p>
<h2>Diventa distributore</h2>
<p>Cerchiamo partner commerciali in Europa dell&rsquo;Est, Grecia e Canada con esperienza nel settore enologico.</p>`,
    ),
  ].join('\n'),
  '',
  `<script src="https://cdn.amcharts.com/lib/5/index.js"></script>
<script src="https://cdn.amcharts.com/lib/5/map.js"></script>
<script src="https://cdn.amcharts.com/lib/5/geodata/worldLow.js"></script>
<script src="/-/media/themes/officinebrenta/brenta/scripts/rete-vendita-map.js?t=20240415T080000Z"></script>`,
);

const centro = (nome: string, zona: string, indirizzo: string, tel: string, web: string): string =>
  `<div class="col-md-6 mb-4"><div class="card centro-assistenza"><div class="card-body"><h3>${nome}</h3><p class="zona">${zona}</p><p>${indirizzo}<br>Tel. <a href="tel:${tel.replace(/[^+\d]/g, '')}">${tel}</a></p><p><a href="${web}" target="_blank" rel="noopener">Sito web</a></p></div></div></div>`;

const assistenza = page(
  'Assistenza tecnica e centri autorizzati | Officine Brenta',
  'Assistenza post-vendita, ricambi, manutenzione programmata e centri assistenza autorizzati Officine Brenta in Italia.',
  '/assistenza',
  [
    rich(
      `<h1>Assistenza</h1>
<p>Il nostro servizio post-vendita conta 38 tecnici, un magazzino ricambi con oltre 12.000 codici e teleassistenza su tutte le macchine connesse. Durante la vendemmia e l&rsquo;imbottigliamento il servizio è attivo anche il sabato.</p>
<ul>
<li>Numero verde assistenza: <a href="tel:+39800555014">800 555 014</a></li>
<li>Ricambi online: <a href="https://www.brentaservice.com/ricambi" target="_blank" rel="noopener">brentaservice.com</a></li>
<li>Contratti di manutenzione programmata Brenta Care</li>
</ul>`,
    ),
    rich(
      `<h2>Centri assistenza autorizzati</h2>
<p>Nelle principali zone vinicole operano i nostri service partner autorizzati: officine formate a Bassano, con ricambi originali e tecnici certificati sulle nostre macchine.</p>
<div class="row">
${centro('Tecnoservice Langhe S.r.l.', 'Piemonte, Liguria, Valle d&rsquo;Aosta', 'Corso Asti 112, 12051 Alba (CN)', '+39 0173 555 021', 'https://www.tecnoservicelanghe.it/')}
${centro('Assistenza Enotecnica Toscana', 'Toscana, Umbria', 'Via di Pescaia 9, 53100 Siena', '+39 0577 555 088', 'https://enotecnicatoscana.it/')}
${centro('SudService Imbottigliamento', 'Puglia, Basilicata, Campania', 'Zona Industriale, 73100 Lecce', '+39 0832 555 047', 'https://www.sudservice-imbottigliamento.it/')}
${centro('Sicilia Enomeccanica', 'Sicilia, Calabria', 'Contrada Ciancio 44, 91025 Marsala (TP)', '+39 0923 555 063', 'https://www.siciliaenomeccanica.it/')}
</div>
<p>Per Veneto, Friuli Venezia Giulia, Trentino-Alto Adige, Lombardia ed Emilia-Romagna l&rsquo;assistenza è svolta direttamente dai tecnici Officine Brenta.</p>`,
    ),
  ].join('\n'),
);

const chiSiamo = page(
  'Chi siamo | Officine Brenta',
  'Cinquant&rsquo;anni di macchine per l&rsquo;imbottigliamento: la storia, le persone e le partnership di Officine Brenta.',
  '/chi-siamo',
  [
    rich(
      `<h1>Chi siamo</h1>
<p class="lead">Officine Brenta nasce nel 1974 a Bassano del Grappa come officina meccanica per le distillerie della valle. Oggi è un&rsquo;azienda di 210 persone, con due stabilimenti per 24.000 m&sup2; e un fatturato di 68 milioni di euro, di cui il 72% all&rsquo;estero.</p>
<h2>La nostra storia</h2>
<ul class="timeline">
<li><strong>1974</strong> &ndash; Giovanni Brunello fonda l&rsquo;officina</li>
<li><strong>1988</strong> &ndash; Prima etichettatrice rotativa</li>
<li><strong>2003</strong> &ndash; Nuovo stabilimento di Cassola</li>
<li><strong>2019</strong> &ndash; Lancio della serie RO con visione integrata</li>
<li><strong>2024</strong> &ndash; 50 anni e 9.000 macchine installate</li>
</ul>`,
    ),
    rich(
      `<h2>Ricerca e università</h2>
<p>Collaboriamo con il Dipartimento di Meccanica del <a href="https://www.polimi.it/" target="_blank" rel="noopener">Politecnico di Milano</a> sulla dinamica delle macchine ad alta velocità e con il Dipartimento di Tecnica e Gestione dei Sistemi Industriali dell&rsquo;<a href="https://www.unipd.it/" target="_blank" rel="noopener">Università di Padova</a>, nostro partner di ricerca per la manutenzione predittiva.</p>
<h2>Partner finanziario</h2>
<p>Grazie alla partnership con <a href="https://www.sellaleasing.it/" target="_blank" rel="noopener">Sella Leasing</a> offriamo ai clienti italiani formule di leasing e noleggio operativo dedicate, compatibili con le agevolazioni Transizione 5.0.</p>`,
    ),
    rich(
      `<h2>Certificazioni</h2>
<p>Il nostro sistema qualità è certificato ISO 9001:2015 da <a href="https://www.tuvitalia.com/" target="_blank" rel="noopener">TÜV Italia</a>. Tutte le macchine sono marcate CE e, su richiesta, certificate UL/CSA per il mercato nordamericano.</p>
<h2>Associazioni</h2>
<p>Siamo soci di <a href="https://www.ucima.it/" target="_blank" rel="noopener">UCIMA</a> (Unione Costruttori Italiani Macchine Automatiche per il Confezionamento e l&rsquo;Imballaggio) e di Confindustria Vicenza.</p>
<h2>Riconoscimenti</h2>
<p>Premio Innovazione SIMEI 2022 per il sistema di cambio formato automatico; Impresa Eccellente 2023 della Camera di Commercio di Vicenza.</p>
<h2>Dicono di noi</h2>
<p>&ldquo;Bassano, l&rsquo;officina delle etichette che conquista le cantine del mondo&rdquo; &ndash; <a href="https://www.ilsole24ore.com/" target="_blank" rel="noopener">Il Sole 24 Ore</a>, marzo 2024.</p>`,
    ),
  ].join('\n'),
);

const referenze = page(
  'Referenze | Officine Brenta',
  'Cantine, distillerie e frantoi che imbottigliano con le macchine Officine Brenta.',
  '/referenze',
  [
    rich(
      `<h1>Referenze</h1>
<p>Oltre 9.000 macchine installate in 60 Paesi. Alcuni dei clienti che ci hanno autorizzato a citarli:</p>`,
    ),
    rich(
      `<div class="row referenze">
<div class="col-md-6"><div class="card"><div class="card-body"><h3>Ferrari Trento</h3><p>Linea spumanti da 8.000 bph con monoblocco isobarico, gabbiettatrice ed etichettatrice RO12.</p><p><a href="https://www.ferraritrento.com/" target="_blank" rel="noopener">ferraritrento.com</a></p></div></div></div>
<div class="col-md-6"><div class="card"><div class="card-body"><h3>Zonin1821</h3><p>Tre etichettatrici RO24 per lo stabilimento di Gambellara, con controllo visione Cognex su tutte le stazioni.</p><p><a href="https://www.zonin1821.it/" target="_blank" rel="noopener">zonin1821.it</a></p></div></div></div>
<div class="col-md-6"><div class="card"><div class="card-body"><h3>Distilleria Valbrenta</h3><p>Linea grappe da 3.000 bph con tappatore a fungo e capsulatore per capsule in stagno.</p></div></div></div>
<div class="col-md-6"><div class="card"><div class="card-body"><h3>Frantoio del Garda</h3><p>Monoblocco MB12 per olio extravergine in bottiglie Marasca e lattine.</p><p><a href="https://www.frantoiodelgarda.it/" target="_blank" rel="noopener">frantoiodelgarda.it</a></p></div></div></div>
</div>`,
    ),
  ].join('\n'),
);

const fiere = page(
  'Fiere ed eventi | Officine Brenta',
  'Il calendario delle fiere in cui espone Officine Brenta.',
  '/fiere',
  [
    rich(
      `<h1>Fiere ed eventi</h1>
<table class="table">
<thead><tr><th>Fiera</th><th>Date</th><th>Città</th><th>Stand</th></tr></thead>
<tbody>
<tr><td><a href="https://www.simei.it/" target="_blank" rel="noopener">SIMEI</a></td><td>12&ndash;15 novembre 2024</td><td>Milano</td><td>Pad. 15, D21</td></tr>
<tr><td><a href="https://www.drinktec.com/" target="_blank" rel="noopener">drinktec</a></td><td>15&ndash;19 settembre 2025</td><td>Monaco di Baviera</td><td>B6.321</td></tr>
<tr><td><a href="https://www.ipackima.com/" target="_blank" rel="noopener">IPACK-IMA</a></td><td>27&ndash;30 maggio 2025</td><td>Milano</td><td>Pad. 3, B14</td></tr>
<tr><td><a href="https://www.vinitaly.com/" target="_blank" rel="noopener">Vinitaly</a></td><td>6&ndash;9 aprile 2025</td><td>Verona</td><td>Area Enolitech</td></tr>
</tbody>
</table>
<p>Richiedi un biglietto omaggio scrivendo a <a href="mailto:marketing@officinebrenta.it">marketing@officinebrenta.it</a>.</p>`,
    ),
  ].join('\n'),
);

const contatti = page(
  'Contatti | Officine Brenta',
  'Sede, stabilimento, contatti commerciali e lavora con noi.',
  '/contatti',
  [
    rich(
      `<h1>Contatti</h1>
<div class="row">
<div class="col-md-6">
<h2>Sede e stabilimento</h2>
<p>Via dell&rsquo;Artigianato 18, 36061 Bassano del Grappa (VI)<br>Tel. <a href="tel:+390424555014">+39 0424 555 014</a><br><a href="mailto:info@officinebrenta.it">info@officinebrenta.it</a></p>
<h2>Ufficio commerciale Italia</h2>
<p><a href="mailto:italia@officinebrenta.it">italia@officinebrenta.it</a></p>
<h2>Export</h2>
<p><a href="mailto:export@officinebrenta.it">export@officinebrenta.it</a> &ndash; oppure contatta il <a href="/rete-vendita">referente del tuo Paese</a>.</p>
</div>
<div class="col-md-6">
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2784.1!2d11.7421!3d45.7813!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sBassano%20del%20Grappa!5e0!3m2!1sit!2sit!4v1714400000000" width="100%" height="360" style="border:0" loading="lazy" title="Mappa Officine Brenta"></iframe>
</div>
</div>`,
    ),
    `<div class="component form col-12">
<div class="component-content">
<form action="/contatti" method="post" class="sxa-form" novalidate>
<input name="__RequestVerificationToken" type="hidden" value="CfDJ8Nk3b2Qe9xYvLm4R7tP1aZ0sW6uH5jK8nB3cD2eF1gH0iJ9kL8mN7oP6qR5sT4uV3wX2yZ1">
<input id="FormSessionId" name="FormSessionId" type="hidden" value="3c7e1a9d-2b4f-4e6a-8c1d-9f0e2b5a7c31">
<div class="form-group"><label for="nome">Nome e cognome</label><input class="form-control" id="nome" name="Nome" type="text" required></div>
<div class="form-group"><label for="azienda">Azienda</label><input class="form-control" id="azienda" name="Azienda" type="text"></div>
<div class="form-group"><label for="email">Email</label><input class="form-control" id="email" name="Email" type="email" required></div>
<div class="form-group"><label for="richiesta">Richiesta</label><select class="form-control" id="richiesta" name="Richiesta"><option>Preventivo</option><option>Assistenza</option><option>Ricambi</option><option>Altro</option></select></div>
<div class="form-group"><label for="messaggio">Messaggio</label><textarea class="form-control" id="messaggio" name="Messaggio" rows="5"></textarea></div>
<div class="form-check"><input class="form-check-input" type="checkbox" id="privacy" name="Privacy" required><label class="form-check-label" for="privacy">Ho letto l&rsquo;informativa privacy</label></div>
<button type="submit" class="btn btn-primary">Invia</button>
</form>
</div>
</div>`,
    rich(
      `<h2 id="lavora-con-noi">Lavora con noi</h2>
<p>Cerchiamo tecnici trasfertisti, progettisti meccanici ed elettrici, programmatori PLC. Consulta le posizioni aperte sulla nostra <a href="https://www.linkedin.com/company/officine-brenta/jobs/" target="_blank" rel="noopener">pagina LinkedIn</a> o invia il CV a <a href="mailto:hr@officinebrenta.it">hr@officinebrenta.it</a>.</p>`,
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'officinebrenta.it',
  otherDomains: ['brentaservice.com'],
  covers:
    'Italian Sitecore/IIS packaging-machinery maker: agents and distributors only in a JSON country list behind an amCharts world map (one agent without a website), a technology-partner logo row at the bottom of a machine page, authorized service-centre cards, and research and financing partners in prose on Chi siamo. Negatives: winery customers and references, TÜV Italia, UCIMA, Transizione 5.0 ministry link, trade fairs, awards, press, iubenda cookie policy link, LinkedIn jobs, own spare-parts domain, social links.',
  pages: {
    '/': { headers, html: home },
    '/macchine/etichettatrici-rotative': { headers, html: macchina },
    '/rete-vendita': { headers, html: reteVendita },
    '/distributori': { status: 301, redirect: '/rete-vendita' },
    '/assistenza': { headers, html: assistenza },
    '/chi-siamo': { headers, html: chiSiamo },
    '/referenze': { headers, html: referenze },
    '/fiere': { headers, html: fiere },
    '/contatti': { headers, html: contatti },
  },
  sitemap: ['/', '/macchine/etichettatrici-rotative', '/rete-vendita', '/assistenza', '/chi-siamo', '/referenze', '/fiere', '/contatti'],
  technologies: [
    'sitecore',
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'iubenda',
    'google-tag-manager',
    'linkedin-insight-tag',
    'amcharts',
    'open-graph',
    'youtube',
    'google-maps',
  ],
  partners: {
    'br-automation.com': 'technology',
    'festo.com': 'technology',
    'cognex.com': 'technology',
    'sew-eurodrive.com': 'technology',
    'markem-imaje.com': 'technology',
    'embouteillage-services.fr': 'channel',
    'maqenologica.es': 'channel',
    'vinipack.pt': 'channel',
    'abfuelltechnik-sued.de': 'channel',
    'napabottling.com': 'channel',
    'mendozaenvasado.com.ar': 'channel',
    'capewineryequipment.co.za': 'channel',
    'barossapm.com.au': 'channel',
    'huameipack.cn': 'channel',
    'tecnoservicelanghe.it': 'channel',
    'enotecnicatoscana.it': 'channel',
    'sudservice-imbottigliamento.it': 'channel',
    'siciliaenomeccanica.it': 'channel',
    'polimi.it': 'generic',
    'unipd.it': 'generic',
    'sellaleasing.it': 'generic',
  },
};
