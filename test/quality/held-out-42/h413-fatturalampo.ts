import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c2d4e5b6a70-MXP',
  'cf-cache-status': 'DYNAMIC',
  'x-frame-options': 'SAMEORIGIN',
};

const head = (title: string, description: string) => `<head>
<title>${title}</title>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta data-n-head="ssr" data-hid="description" name="description" content="${description}">
<link data-n-head="ssr" rel="icon" type="image/png" href="/favicon.png">
<link rel="preload" href="/_nuxt/4f8c1a2.js" as="script">
<link rel="preload" href="/_nuxt/app.9b3e7d1.js" as="script">
<link rel="stylesheet" href="/_nuxt/css/b62a0f1.css">
<script type="text/javascript">var _iub = _iub || []; _iub.csConfiguration = {"siteId":3127741,"cookiePolicyId":80412277,"lang":"it","banner":{"position":"float-bottom-center","acceptButtonDisplay":true}};</script>
<script type="text/javascript" src="https://cs.iubenda.com/autoblocking/3127741.js"></script>
<script type="text/javascript" src="//cdn.iubenda.com/cs/iubenda_cs.js" charset="UTF-8" async></script>
<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-W8K2QJ4"></script>
</head>`;

const nav = `<header data-v-5c1a7e2b class="site-header">
<a data-v-5c1a7e2b href="/" class="logo nuxt-link-active" aria-label="FatturaLampo"><img data-v-5c1a7e2b src="/_nuxt/img/logo-fatturalampo.3e1d2c0.svg" alt="FatturaLampo" width="150" height="32"></a>
<nav data-v-5c1a7e2b class="main-nav">
<a data-v-5c1a7e2b href="/funzionalita">Funzionalità</a>
<a data-v-5c1a7e2b href="/prezzi">Prezzi</a>
<a data-v-5c1a7e2b href="/integrazioni">Integrazioni</a>
<a data-v-5c1a7e2b href="/partner">Per commercialisti</a>
<a data-v-5c1a7e2b href="https://docs.fatturalampo.it/api">API</a>
</nav>
<a data-v-5c1a7e2b href="https://app.fatturalampo.it/accedi" class="btn btn-outline">Accedi</a>
<a data-v-5c1a7e2b href="https://app.fatturalampo.it/registrati" class="btn btn-primary">Prova gratis 30 giorni</a>
</header>`;

const footer = `<footer data-v-7e0b3d91 class="site-footer">
<div data-v-7e0b3d91 class="cols">
<div data-v-7e0b3d91><h4 data-v-7e0b3d91>Prodotto</h4><a data-v-7e0b3d91 href="/funzionalita">Fatturazione elettronica</a><a data-v-7e0b3d91 href="/funzionalita#conservazione">Conservazione digitale</a><a data-v-7e0b3d91 href="/integrazioni">Integrazioni</a></div>
<div data-v-7e0b3d91><h4 data-v-7e0b3d91>Azienda</h4><a data-v-7e0b3d91 href="/chi-siamo">Chi siamo</a><a data-v-7e0b3d91 href="/partner">Programma Partner</a><a data-v-7e0b3d91 href="https://fatturalampo.bamboohr.com/careers">Lavora con noi</a></div>
<div data-v-7e0b3d91><h4 data-v-7e0b3d91>Supporto</h4><a data-v-7e0b3d91 href="https://assistenza.fatturalampo.it/">Centro assistenza</a><a data-v-7e0b3d91 href="https://stato.fatturalampo.it/">Stato del servizio</a></div>
</div>
<div data-v-7e0b3d91 class="badges">
<a data-v-7e0b3d91 href="https://apps.apple.com/it/app/fatturalampo/id1582330147"><img data-v-7e0b3d91 src="/_nuxt/img/app-store-it.svg" alt="Scarica su App Store"></a>
<a data-v-7e0b3d91 href="https://play.google.com/store/apps/details?id=it.fatturalampo.app"><img data-v-7e0b3d91 src="/_nuxt/img/google-play-it.svg" alt="Disponibile su Google Play"></a>
<span data-v-7e0b3d91 class="payments"><img data-v-7e0b3d91 src="/_nuxt/img/pay-visa.svg" alt="Visa"><img data-v-7e0b3d91 src="/_nuxt/img/pay-mastercard.svg" alt="Mastercard"><img data-v-7e0b3d91 src="/_nuxt/img/pay-sepa.svg" alt="Addebito SEPA"></span>
</div>
<p data-v-7e0b3d91 class="legal">FatturaLampo S.r.l. – Via Paolo Sarpi 18, 20154 Milano – P.IVA 10938470962 – REA MI-2567711 – Capitale sociale € 50.000 i.v.<br>
<a data-v-7e0b3d91 href="https://www.linkedin.com/company/fatturalampo">LinkedIn</a> · <a data-v-7e0b3d91 href="https://www.youtube.com/@fatturalampo">YouTube</a> · <a data-v-7e0b3d91 href="https://www.iubenda.com/privacy-policy/80412277" class="iubenda-nostyle">Privacy Policy</a> · <a data-v-7e0b3d91 href="https://www.iubenda.com/privacy-policy/80412277/cookie-policy" class="iubenda-nostyle">Cookie Policy</a></p>
</footer>`;

const doc = (title: string, description: string, route: string, content: string, payload: string) => `<!doctype html>
<html lang="it" data-n-head-ssr>
${head(title, description)}
<body>
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W8K2QJ4" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<div data-server-rendered="true" id="__nuxt"><div id="__layout"><div data-v-2a9d4f10 class="layout-default">
${nav}
<main data-v-2a9d4f10>
${content}
</main>
${footer}
</div></div></div>
<script>window.__NUXT__=(function(a,b,c){return {layout:"default",data:[${payload}],fetch:{},error:null,state:{locale:"it"},serverRendered:true,routePath:"${route}",config:{_app:{basePath:"/",assetsPath:"/_nuxt/",cdnURL:null}}}}(null,true,"it"));</script>
<script src="/_nuxt/4f8c1a2.js" defer></script><script src="/_nuxt/vendors/app.c71e0a4.js" defer></script><script src="/_nuxt/app.9b3e7d1.js" defer></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'fatturalampo.it',
  covers:
    'Italian e-invoicing SaaS on Nuxt 2 (Vue, Cloudflare, iubenda, GTM); integrations grid with category filters where two cards open detail pages that link out to the ERP vendor, two cards link straight out and two "in arrivo" are names only, plus __NUXT__ payload; commercialisti partner table (channel); negatives: Agenzia delle Entrate/SdI, AgID accreditation, ISO certification body, trade association membership, customers, payment icons, app badges, careers board, iubenda policy links',
  pages: {
    '/': {
      headers,
      html: doc(
        'FatturaLampo – Fatturazione elettronica semplice per PMI e professionisti',
        'Crea, invia e conserva le fatture elettroniche verso il Sistema di Interscambio in pochi clic.',
        '/',
        `<section data-v-9d3b1a66 class="hero">
<h1 data-v-9d3b1a66>La fatturazione elettronica, alla velocità di un lampo</h1>
<p data-v-9d3b1a66>Emetti fatture elettroniche, ricevi quelle passive dallo SdI e conservale a norma per 10 anni. Collegata al tuo gestionale e al tuo commercialista.</p>
<a data-v-9d3b1a66 href="https://app.fatturalampo.it/registrati" class="btn btn-primary">Inizia ora</a>
</section>
<section data-v-9d3b1a66 class="trust">
<p data-v-9d3b1a66>Intermediario abilitato presso il <a data-v-9d3b1a66 href="https://www.agenziaentrate.gov.it/portale/web/guest/schede/comunicazioni/fatture-e-corrispettivi">Sistema di Interscambio dell'Agenzia delle Entrate</a> · Conservatore qualificato nel <a data-v-9d3b1a66 href="https://www.agid.gov.it/it/piattaforme/conservazione">Marketplace AgID</a> · Certificazione ISO/IEC 27001 rilasciata da <a data-v-9d3b1a66 href="https://www.bcicert.it/certificati/ft-27001">BCI Certificazioni</a></p>
</section>
<section data-v-9d3b1a66 class="customers">
<h2 data-v-9d3b1a66>Scelto da oltre 12.000 imprese italiane</h2>
<ul data-v-9d3b1a66 class="logo-row">
<li data-v-9d3b1a66><a data-v-9d3b1a66 href="https://www.pastificiogranaro.it/"><img data-v-9d3b1a66 src="/_nuxt/img/clienti/granaro.png" alt="Pastificio Granaro"></a></li>
<li data-v-9d3b1a66><a data-v-9d3b1a66 href="https://www.ottica-vistabella.it/"><img data-v-9d3b1a66 src="/_nuxt/img/clienti/vistabella.png" alt="Ottica Vistabella"></a></li>
<li data-v-9d3b1a66><a data-v-9d3b1a66 href="https://trasportiberetta.com/"><img data-v-9d3b1a66 src="/_nuxt/img/clienti/beretta.png" alt="Trasporti Beretta"></a></li>
</ul>
</section>
<section data-v-9d3b1a66 class="integrations-teaser">
<h2 data-v-9d3b1a66>Si collega al tuo gestionale</h2>
<p data-v-9d3b1a66>Artemide ERP, Gestionix, ShopVela e molti altri. <a data-v-9d3b1a66 href="/integrazioni">Scopri tutte le integrazioni</a></p>
</section>
<section data-v-9d3b1a66 class="assoc">
<p data-v-9d3b1a66>FatturaLampo è socio dell'<a data-v-9d3b1a66 href="https://www.aifd.it/soci">Associazione Italiana Fatturazione Digitale</a>.</p>
</section>`,
        '{hero:{title:"La fatturazione elettronica, alla velocità di un lampo"}}',
      ),
    },
    '/integrazioni': {
      headers,
      html: doc(
        'Integrazioni – FatturaLampo',
        'Collega FatturaLampo a ERP, gestionali ed e-commerce.',
        '/integrazioni',
        `<section data-v-41c7e0d2 class="integrations">
<h1 data-v-41c7e0d2>Integrazioni</h1>
<p data-v-41c7e0d2>Sincronizza clienti, articoli e fatture con i software che usi ogni giorno.</p>
<div data-v-41c7e0d2 class="filters" role="tablist">
<button data-v-41c7e0d2 class="filter active" data-filter="tutte">Tutte</button>
<button data-v-41c7e0d2 class="filter" data-filter="erp">ERP e gestionali</button>
<button data-v-41c7e0d2 class="filter" data-filter="ecommerce">E-commerce</button>
<button data-v-41c7e0d2 class="filter" data-filter="magazzino">Magazzino</button>
</div>
<div data-v-41c7e0d2 class="grid">
<a data-v-41c7e0d2 href="/integrazioni/artemide-erp" class="card" data-category="erp"><img data-v-41c7e0d2 src="/_nuxt/img/integrazioni/artemide.svg" alt="Artemide ERP"><h3 data-v-41c7e0d2>Artemide ERP</h3><p data-v-41c7e0d2>Esporta le fatture attive e importa le passive in prima nota.</p><span data-v-41c7e0d2 class="more">Dettagli →</span></a>
<a data-v-41c7e0d2 href="/integrazioni/gestionix" class="card" data-category="erp"><img data-v-41c7e0d2 src="/_nuxt/img/integrazioni/gestionix.svg" alt="Gestionix"><h3 data-v-41c7e0d2>Gestionix</h3><p data-v-41c7e0d2>Connettore nativo per ordini, DDT e fatture.</p><span data-v-41c7e0d2 class="more">Dettagli →</span></a>
<a data-v-41c7e0d2 href="https://www.shopvela.com/app/fatturalampo" target="_blank" rel="noopener" class="card" data-category="ecommerce"><img data-v-41c7e0d2 src="/_nuxt/img/integrazioni/shopvela.svg" alt="ShopVela"><h3 data-v-41c7e0d2>ShopVela</h3><p data-v-41c7e0d2>Ogni ordine del tuo negozio online diventa una fattura elettronica. Installa l'app dal marketplace ShopVela.</p></a>
<a data-v-41c7e0d2 href="https://magazzinocloud.it/integrazioni/fatturalampo" target="_blank" rel="noopener" class="card" data-category="magazzino"><img data-v-41c7e0d2 src="/_nuxt/img/integrazioni/magazzinocloud.svg" alt="Magazzino Cloud"><h3 data-v-41c7e0d2>Magazzino Cloud</h3><p data-v-41c7e0d2>Scarico automatico delle giacenze all'emissione della fattura.</p></a>
<div data-v-41c7e0d2 class="card card--soon" data-category="erp"><h3 data-v-41c7e0d2>Ordinexa</h3><p data-v-41c7e0d2>In arrivo</p></div>
<div data-v-41c7e0d2 class="card card--soon" data-category="ecommerce"><h3 data-v-41c7e0d2>Vetrina Facile</h3><p data-v-41c7e0d2>In arrivo</p></div>
</div>
<p data-v-41c7e0d2 class="dev">Sviluppi un gestionale? Usa le nostre <a data-v-41c7e0d2 href="https://docs.fatturalampo.it/api">API REST</a> o scrivici per diventare partner tecnologico.</p>
</section>`,
        '{integrations:[{slug:"artemide-erp",name:"Artemide ERP",category:"erp"},{slug:"gestionix",name:"Gestionix",category:"erp"},{slug:"shopvela",name:"ShopVela",category:"ecommerce",url:"https://www.shopvela.com/app/fatturalampo"},{slug:"magazzino-cloud",name:"Magazzino Cloud",category:"magazzino",url:"https://magazzinocloud.it/integrazioni/fatturalampo"},{slug:"ordinexa",name:"Ordinexa",category:"erp",soon:b},{slug:"vetrina-facile",name:"Vetrina Facile",category:"ecommerce",soon:b}]}',
      ),
    },
    '/integrazioni/artemide-erp': {
      headers,
      html: doc(
        'Integrazione Artemide ERP – FatturaLampo',
        'Come collegare Artemide ERP a FatturaLampo.',
        '/integrazioni/artemide-erp',
        `<article data-v-0f6e2b55 class="integration-detail">
<nav data-v-0f6e2b55 class="breadcrumb"><a data-v-0f6e2b55 href="/integrazioni">Integrazioni</a> / Artemide ERP</nav>
<img data-v-0f6e2b55 src="/_nuxt/img/integrazioni/artemide.svg" alt="Artemide ERP" width="96">
<h1 data-v-0f6e2b55>Artemide ERP + FatturaLampo</h1>
<p data-v-0f6e2b55>Artemide è l'ERP per le PMI manifatturiere sviluppato a Padova. Grazie al connettore certificato, le fatture emesse in Artemide vengono trasmesse allo SdI da FatturaLampo e le fatture passive ricevute tornano in Artemide già registrate.</p>
<h2 data-v-0f6e2b55>Come si attiva</h2>
<ol data-v-0f6e2b55><li>In Artemide apri Impostazioni → Fatturazione elettronica.</li><li>Scegli FatturaLampo come intermediario e incolla la chiave API.</li><li>Fatto: la sincronizzazione parte ogni 15 minuti.</li></ol>
<p data-v-0f6e2b55><a data-v-0f6e2b55 href="https://www.artemide-erp.it/" target="_blank" rel="noopener" class="btn btn-outline">Visita il sito di Artemide ERP</a></p>
</article>`,
        '{integration:{slug:"artemide-erp",name:"Artemide ERP",website:"https://www.artemide-erp.it/"}}',
      ),
    },
    '/integrazioni/gestionix': {
      headers,
      html: doc(
        'Integrazione Gestionix – FatturaLampo',
        'Come collegare Gestionix a FatturaLampo.',
        '/integrazioni/gestionix',
        `<article data-v-0f6e2b55 class="integration-detail">
<nav data-v-0f6e2b55 class="breadcrumb"><a data-v-0f6e2b55 href="/integrazioni">Integrazioni</a> / Gestionix</nav>
<img data-v-0f6e2b55 src="/_nuxt/img/integrazioni/gestionix.svg" alt="Gestionix" width="96">
<h1 data-v-0f6e2b55>Gestionix + FatturaLampo</h1>
<p data-v-0f6e2b55>Gestionix è il gestionale in cloud per commercio e servizi. Con il connettore nativo ordini, DDT e fatture passano a FatturaLampo senza doppio inserimento.</p>
<p data-v-0f6e2b55>Disponibile per tutti i piani Gestionix Business e superiori. <a data-v-0f6e2b55 href="https://gestionix.it/marketplace/fatturalampo" target="_blank" rel="noopener">Apri la scheda sul marketplace Gestionix</a></p>
</article>`,
        '{integration:{slug:"gestionix",name:"Gestionix",website:"https://gestionix.it/marketplace/fatturalampo"}}',
      ),
    },
    '/partner': {
      headers,
      html: doc(
        'Programma Partner per commercialisti – FatturaLampo',
        'Diventa studio partner FatturaLampo: gestisci le fatture dei tuoi clienti e ricevi una commissione ricorrente.',
        '/partner',
        `<section data-v-6b2e9c03 class="partner-program">
<h1 data-v-6b2e9c03>Programma Partner per commercialisti e CED</h1>
<p data-v-6b2e9c03>Gli studi partner propongono FatturaLampo ai propri clienti, li accompagnano nell'attivazione e accedono a tutte le loro fatture da un unico pannello. Per ogni cliente attivato ricevono una commissione ricorrente del 20%.</p>
<h2 data-v-6b2e9c03>Studi partner certificati</h2>
<table data-v-6b2e9c03 class="partner-table">
<thead data-v-6b2e9c03><tr data-v-6b2e9c03><th data-v-6b2e9c03>Studio</th><th data-v-6b2e9c03>Città</th><th data-v-6b2e9c03>Servizi</th><th data-v-6b2e9c03>Sito web</th></tr></thead>
<tbody data-v-6b2e9c03>
<tr data-v-6b2e9c03><td data-v-6b2e9c03>Studio Bellandi Commercialisti Associati</td><td data-v-6b2e9c03>Firenze</td><td data-v-6b2e9c03>Attivazione, formazione, consulenza fiscale</td><td data-v-6b2e9c03><a data-v-6b2e9c03 href="https://www.studiobellandi.it/" target="_blank" rel="noopener">studiobellandi.it</a></td></tr>
<tr data-v-6b2e9c03><td data-v-6b2e9c03>Ferri &amp; Conti Studio Associato</td><td data-v-6b2e9c03>Bologna</td><td data-v-6b2e9c03>Attivazione, migrazione dati</td><td data-v-6b2e9c03><a data-v-6b2e9c03 href="https://www.studioferriconti.it/" target="_blank" rel="noopener">studioferriconti.it</a></td></tr>
<tr data-v-6b2e9c03><td data-v-6b2e9c03>Centro Servizi Contabili Adriatico</td><td data-v-6b2e9c03>Pescara</td><td data-v-6b2e9c03>CED, elaborazione paghe e fatture</td><td data-v-6b2e9c03><a data-v-6b2e9c03 href="https://cscadriatico.it/" target="_blank" rel="noopener">cscadriatico.it</a></td></tr>
<tr data-v-6b2e9c03><td data-v-6b2e9c03>Dott.ssa Maria Lo Russo</td><td data-v-6b2e9c03>Bari</td><td data-v-6b2e9c03>Attivazione</td><td data-v-6b2e9c03>—</td></tr>
</tbody>
</table>
<h2 data-v-6b2e9c03>Diventa partner</h2>
<p data-v-6b2e9c03>Compila il modulo e un nostro partner manager ti contatterà entro due giorni lavorativi. <a data-v-6b2e9c03 href="/partner/candidatura" class="btn btn-primary">Candidati</a></p>
</section>`,
        '{partners:[{name:"Studio Bellandi Commercialisti Associati",city:"Firenze",url:"https://www.studiobellandi.it/"},{name:"Ferri & Conti Studio Associato",city:"Bologna",url:"https://www.studioferriconti.it/"},{name:"Centro Servizi Contabili Adriatico",city:"Pescara",url:"https://cscadriatico.it/"},{name:"Dott.ssa Maria Lo Russo",city:"Bari",url:a}]}',
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'cloudflare' },
      html: 'User-agent: *\nDisallow: /app/\nSitemap: https://fatturalampo.it/sitemap.xml\n',
    },
  },
  sitemap: ['/', '/integrazioni', '/integrazioni/artemide-erp', '/integrazioni/gestionix', '/partner'],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'iubenda', 'google-tag-manager'],
  partners: {
    'artemide-erp.it': 'technology',
    'gestionix.it': 'technology',
    'shopvela.com': 'technology',
    'magazzinocloud.it': 'technology',
    'studiobellandi.it': 'channel',
    'studioferriconti.it': 'channel',
    'cscadriatico.it': 'channel',
  },
};
