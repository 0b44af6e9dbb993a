import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Microsoft-IIS/10.0',
  'set-cookie':
    'SC_ANALYTICS_GLOBAL_COOKIE=7b2e4c1f9a0d4e6b8c3a5f7e9d1b2c4a|False; expires=Tue, 10-Jun-2034 08:12:44 GMT; path=/; secure; HttpOnly',
  'x-azure-ref': '20240610T081244Z-17c9d8f5b6c4xq2fhC1MXP3k5g0000000j8g000000004a1b',
  'content-type': 'text/html; charset=utf-8',
};

const page = (title: string, path: string, description: string, body: string) => `<!DOCTYPE html>
<html lang="it">
<head>
    <!-- Google Tag Manager -->
    <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-P8L3VQ2');</script>
    <!-- End Google Tag Manager -->
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} | Invest in Piana Alta</title>
    <meta name="description" content="${description}" />
    <meta property="og:title" content="${title} | Invest in Piana Alta" />
    <meta property="og:description" content="${description}" />
    <meta property="og:image" content="https://www.investpianalta.it/-/media/investpianalta/social/og-default.jpg" />
    <meta property="og:url" content="https://www.investpianalta.it${path}" />
    <link rel="canonical" href="https://www.investpianalta.it${path}" />
    <link rel="alternate" hreflang="en" href="https://www.investpianalta.it${path.replace('/it', '/en')}" />
    <link rel="stylesheet" href="/assets/ipa/css/main.min.css?v=4.2.0" />
    <script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="0190a3f2-7c4e-7d1b-9e2f-4a6b8c0d1e2f"></script>
</head>
<body class="ipa-theme">
    <!-- Google Tag Manager (noscript) -->
    <noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P8L3VQ2" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
    <!-- End Google Tag Manager (noscript) -->
    <header class="ipa-header">
        <a href="/it" class="ipa-header__logo"><img src="/-/media/investpianalta/brand/logo-invest-piana-alta.svg?h=48&amp;w=220&amp;hash=3B1A7C09F2" alt="Invest in Piana Alta" /></a>
        <nav class="ipa-nav" aria-label="Menu principale">
            <ul>
                <li><a href="/it/perche-piana-alta">Perché Piana Alta</a></li>
                <li><a href="/it/settori">Settori</a></li>
                <li><a href="/it/servizi">Servizi per gli investitori</a></li>
                <li><a href="/it/casi-di-successo">Casi di successo</a></li>
                <li><a href="/it/rete-partner">Rete partner</a></li>
                <li><a href="/it/news">News</a></li>
            </ul>
        </nav>
        <ul class="ipa-lang"><li class="active"><a href="${path}">IT</a></li><li><a href="${path.replace('/it', '/en')}">EN</a></li></ul>
    </header>
    <main>
${body}
    </main>
    <footer class="ipa-footer">
        <div class="ipa-footer__brand">
            <img src="/-/media/investpianalta/brand/logo-negativo.svg" alt="Invest in Piana Alta" />
            <p>Invest in Piana Alta è il servizio di attrazione investimenti della Regione Piana Alta, gestito da Piana Alta Sviluppo S.p.A.<br />Via Cavour 18, 10121 Torre Alta · P.IVA 01987650032</p>
        </div>
        <ul class="ipa-footer__links">
            <li><a href="/it/chi-siamo">Chi siamo</a></li>
            <li><a href="/it/lavora-con-noi">Lavora con noi</a></li>
            <li><a href="/it/societa-trasparente">Società trasparente</a></li>
            <li><a href="/it/privacy">Privacy</a></li>
            <li><a href="#" class="ot-sdk-show-settings">Impostazioni cookie</a></li>
            <li><a href="/it/accessibilita">Dichiarazione di accessibilità</a></li>
        </ul>
        <ul class="ipa-footer__social">
            <li><a href="https://www.linkedin.com/showcase/invest-in-piana-alta/">LinkedIn</a></li>
            <li><a href="https://x.com/InvestPianaAlta">X</a></li>
            <li><a href="https://www.youtube.com/@investpianalta">YouTube</a></li>
        </ul>
    </footer>
    <script src="/assets/ipa/js/main.min.js?v=4.2.0"></script>
</body>
</html>`;

const logo = (url: string, file: string, name: string) =>
  `<li class="ipa-logos__item"><a href="${url}" target="_blank" rel="noopener"><img src="/-/media/investpianalta/partner/${file}?h=80&amp;w=160" alt="${name}" /></a></li>`;

export const site: CorpusSite = {
  domain: 'investpianalta.it',
  covers:
    'Italian regional investment-promotion agency on Sitecore (IIS, Azure Front Door, OneTrust, GTM snippet), root redirecting to /it: network-partner logo grid (incl. a chamber of commerce on the shared camcom.it domain), accredited advisors in a table (channel) and technology-partner cards; investor case studies, an fDi award, and social links as negatives',
  sitemap: ['/it', '/it/rete-partner', '/it/casi-di-successo'],
  pages: {
    '/': { status: 301, redirect: '/it' },
    '/it': {
      headers,
      html: page(
        'Investire in Piana Alta',
        '/it',
        'Invest in Piana Alta accompagna gratuitamente le imprese italiane ed estere che vogliono investire nella regione.',
        `        <section class="ipa-hero" style="background-image:url('/-/media/investpianalta/hero/valle.jpg')">
            <h1>Il tuo prossimo investimento ha un posto: Piana Alta</h1>
            <p>Siti industriali pronti, incentivi regionali fino al 45% e un ecosistema di 4 università e 12 centri di ricerca.</p>
            <a class="ipa-btn" href="/it/servizi">Scopri i servizi</a>
        </section>
        <section class="ipa-award">
            <img src="/-/media/investpianalta/premi/fdi-2024.png" alt="fDi European Cities and Regions of the Future 2024/25 – Top 10 Small Regions" />
            <p>Piana Alta è tra le prime 10 piccole regioni europee nella classifica <a href="https://www.fdiintelligence.com/rankings/european-cities-and-regions-of-the-future-2024">fDi European Cities and Regions of the Future</a>.</p>
        </section>
        <section class="ipa-numbers"><ul><li><strong>58</strong> investimenti accompagnati</li><li><strong>1,2 mld €</strong> di capitale investito</li><li><strong>6.400</strong> nuovi posti di lavoro</li></ul></section>`,
      ),
    },
    '/it/rete-partner': {
      headers,
      html: page(
        'Rete partner',
        '/it/rete-partner',
        'I partner di Invest in Piana Alta: istituzioni, advisor accreditati e partner tecnologici.',
        `        <section class="ipa-intro"><h1>La nostra rete di partner</h1><p>Lavoriamo con una rete di istituzioni, professionisti e aziende tecnologiche per offrire agli investitori un servizio completo, dalla ricerca del sito all'avvio dell'attività.</p></section>
        <section class="ipa-logos"><h2>Partner istituzionali</h2>
            <ul class="ipa-logos__grid">
                ${logo('https://www.pianalta.camcom.it/', 'camera-commercio.png', 'Camera di Commercio di Piana Alta')}
                ${logo('https://www.ice.it/it/', 'ice.png', 'ICE – Agenzia per la promozione all\u2019estero')}
                ${logo('https://www.invitalia.it/', 'invitalia.png', 'Invitalia')}
                ${logo('https://www.confindustriapianalta.it/', 'confindustria.png', 'Confindustria Piana Alta')}
                ${logo('https://www.unipianalta.it/', 'universita.png', 'Università degli Studi di Piana Alta')}
            </ul>
        </section>
        <section class="ipa-table"><h2>Advisor accreditati</h2>
            <p>Gli advisor accreditati affiancano gli investitori nella due diligence, nelle pratiche autorizzative e nella richiesta di incentivi, a condizioni concordate con l'Agenzia.</p>
            <table>
                <thead><tr><th>Advisor</th><th>Servizi</th><th>Contatto</th></tr></thead>
                <tbody>
                    <tr><td>Studio Legale Ferraris &amp; Associati</td><td>Diritto societario, autorizzazioni ambientali</td><td><a href="https://www.ferrarisassociati.it/">ferrarisassociati.it</a></td></tr>
                    <tr><td>Orsini Advisory S.r.l.</td><td>Finanza agevolata, crediti d'imposta</td><td><a href="https://orsiniadvisory.com/">orsiniadvisory.com</a></td></tr>
                    <tr><td>Valore Immobiliare Industriale</td><td>Ricerca siti e immobili produttivi</td><td><a href="https://www.vii-realestate.it/">vii-realestate.it</a></td></tr>
                </tbody>
            </table>
        </section>
        <section class="ipa-cards"><h2>Partner tecnologici</h2>
            <div class="ipa-cards__grid">
                <div class="ipa-card"><img src="/-/media/investpianalta/partner/geoinvest.png" alt="" /><h3>Geoinvest</h3><p>La piattaforma GIS che alimenta la mappa dei siti disponibili e i dati socioeconomici per comune.</p><a href="https://www.geoinvest.eu/" target="_blank" rel="noopener">Visita il sito</a></div>
                <div class="ipa-card"><img src="/-/media/investpianalta/partner/datavault.png" alt="" /><h3>DataVault VDR</h3><p>Virtual data room per lo scambio riservato di documenti con gli investitori.</p><a href="https://datavault-vdr.com/" target="_blank" rel="noopener">Visita il sito</a></div>
            </div>
        </section>`,
      ),
    },
    '/it/casi-di-successo': {
      headers,
      html: page(
        'Casi di successo',
        '/it/casi-di-successo',
        'Le imprese che hanno scelto di investire in Piana Alta.',
        `        <section class="ipa-intro"><h1>Hanno scelto Piana Alta</h1></section>
        <section class="ipa-cases">
            <article class="ipa-case"><img src="/-/media/investpianalta/casi/nordlicht.jpg" alt="Stabilimento Nordlicht Pharma" /><h2>Nordlicht Pharma</h2><p>Il gruppo tedesco ha aperto nel 2023 un impianto di produzione di principi attivi da 85 milioni di euro a Borgo Sesia.</p><a href="https://www.nordlicht-pharma.de/">nordlicht-pharma.de</a></article>
            <article class="ipa-case"><img src="/-/media/investpianalta/casi/tecnomeccanica.jpg" alt="Tecnomeccanica Alpina" /><h2>Tecnomeccanica Alpina</h2><p>Ampliamento del sito produttivo e 120 nuove assunzioni con il supporto del Contratto di sviluppo.</p><a href="https://www.tecnomeccanica-alpina.it/">tecnomeccanica-alpina.it</a></article>
            <blockquote>«L'Agenzia ci ha accompagnato in ogni passaggio, dalla scelta del terreno all'inaugurazione.» — Dr. Helga Brandt, COO Nordlicht Pharma</blockquote>
        </section>`,
      ),
    },
  },
  technologies: [
    'sitecore',
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'azure-front-door',
    'azure',
    'onetrust',
    'google-tag-manager',
    'open-graph',
  ],
  partners: {
    'camcom.it': 'generic',
    'ice.it': 'generic',
    'invitalia.it': 'generic',
    'confindustriapianalta.it': 'generic',
    'unipianalta.it': 'generic',
    'ferrarisassociati.it': 'channel',
    'orsiniadvisory.com': 'channel',
    'vii-realestate.it': 'channel',
    'geoinvest.eu': 'technology',
    'datavault-vdr.com': 'technology',
  },
};
