import type { CorpusSite } from '../corpus/types.js';

const headers = {
  server: 'Microsoft-IIS/10.0',
  'x-powered-by': 'ASP.NET',
  'set-cookie':
    'ARRAffinity=3f9c0b1e7d2a45c6b8e0f1a2d3c4b5a69e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b; Path=/; HttpOnly; Secure; Domain=www.norrviktrafiken.se',
  'content-type': 'text/html; charset=utf-8',
};

const page = (title: string, path: string, description: string, body: string) => `<!DOCTYPE html>
<html lang="sv">
<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} - Norrviktrafiken</title>
    <meta name="description" content="${description}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="https://www.norrviktrafiken.se${path}" />
    <meta property="og:image" content="https://www.norrviktrafiken.se/globalassets/delning/buss-vinter.jpg?width=1200" />
    <meta property="og:locale" content="sv_SE" />
    <link rel="canonical" href="https://www.norrviktrafiken.se${path}" />
    <link rel="stylesheet" href="/dist/css/site.min.css?v=7.14.2" />
    <link rel="stylesheet" href="/EPiServer.Forms/DataAnnotations.css" />
    <link rel="manifest" href="/site.webmanifest" />
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="b8f4e2a1-6c3d-4e9f-a7b0-1d2c3e4f5a6b" data-culture="SV" type="text/javascript" async></script>
</head>
<body>
    <a class="skip-link" href="#main">Hoppa till innehållet</a>
    <div id="readspeaker_button1" class="rs_skip rsbtn rs_preserve"><a rel="nofollow" class="rsbtn_play" title="Lyssna på sidans text med ReadSpeaker webReader" href="https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=10488&amp;lang=sv_se&amp;readid=main&amp;url=https%3A%2F%2Fwww.norrviktrafiken.se${encodeURIComponent(path)}"><span class="rsbtn_text"><span>Lyssna</span></span></a></div>
    <header class="site-header">
        <a class="site-header__logo" href="/"><img src="/globalassets/logotyp/norrviktrafiken.svg" alt="Norrviktrafiken – till startsidan" /></a>
        <nav class="site-header__nav" aria-label="Huvudmeny">
            <ul>
                <li><a href="/reseplanerare">Reseplanerare</a></li>
                <li><a href="/biljetter">Biljetter och priser</a></li>
                <li><a href="/biljetter/kopstallen">Köpställen</a></li>
                <li><a href="/appen">Appen</a></li>
                <li><a href="https://status.norrviktrafiken.se/">Trafikläget</a></li>
                <li><a href="/kundservice">Kundservice</a></li>
            </ul>
        </nav>
        <a class="site-header__lang" href="/en" lang="en">In English</a>
    </header>
    <main id="main">
${body}
    </main>
    <footer class="site-footer">
        <div class="site-footer__cols">
            <div>
                <h2>Norrviktrafiken</h2>
                <p>Norrviktrafiken är varumärket för kollektivtrafiken i Norrviks län och en del av <a href="https://www.regionnorrvik.se/">Region Norrvik</a>.</p>
                <p>Kundservice: 0771-44 55 00 (vardagar 7–19)</p>
            </div>
            <div>
                <h2>Om oss</h2>
                <ul>
                    <li><a href="/om-oss">Om Norrviktrafiken</a></li>
                    <li><a href="/om-oss/samarbeten">Samarbeten</a></li>
                    <li><a href="https://norrviktrafiken.varbi.com/">Lediga jobb</a></li>
                    <li><a href="/om-oss/press">Press</a></li>
                    <li><a href="/om-oss/upphandling">Upphandling</a></li>
                </ul>
            </div>
            <div>
                <h2>Betala enkelt</h2>
                <ul class="payment-badges">
                    <li><img src="/globalassets/betalning/swish.svg" alt="Swish" /></li>
                    <li><img src="/globalassets/betalning/visa.svg" alt="Visa" /></li>
                    <li><img src="/globalassets/betalning/mastercard.svg" alt="Mastercard" /></li>
                </ul>
                <h2>Följ oss</h2>
                <ul class="social">
                    <li><a href="https://www.facebook.com/norrviktrafiken">Facebook</a></li>
                    <li><a href="https://www.instagram.com/norrviktrafiken/">Instagram</a></li>
                    <li><a href="https://www.linkedin.com/company/norrviktrafiken">LinkedIn</a></li>
                </ul>
            </div>
            <form class="EPiServerForms feedback" action="/EPiServer.Forms/DataSubmit/Submit" method="post">
                <label for="f-tyck">Hittade du det du sökte?</label>
                <input id="f-tyck" type="text" name="__field_4412" />
                <button type="submit">Skicka</button>
            </form>
        </div>
        <div class="site-footer__legal">
            <a href="/om-webbplatsen/personuppgifter">Personuppgifter (GDPR)</a>
            <a href="/om-webbplatsen/kakor">Kakor</a>
            <a href="/om-webbplatsen/tillganglighetsredogorelse">Tillgänglighetsredogörelse</a>
        </div>
    </footer>
    <script src="/dist/js/site.min.js?v=7.14.2"></script>
    <script src="https://cdn-eu.readspeaker.com/script/10488/webReader/webReader.js?pids=wr" type="text/javascript" id="rs_req_Init"></script>
    <script async src="https://siteimproveanalytics.com/js/siteanalyze_6031984.js"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'norrviktrafiken.se',
  otherDomains: ['regionnorrvik.se'],
  covers:
    'Swedish regional public-transport operator on Optimizely (Episerver) / ASP.NET on Azure: ticket-reseller chains (channel) on a sales-points page next to unlinked local agents, app-integration partners (technology) and neighbouring operators (generic) on a cooperation page; app-store links, payment badges, job board, owner region and own status subdomain as negatives',
  sitemap: ['/', '/biljetter/kopstallen', '/appen', '/om-oss/samarbeten'],
  pages: {
    '/': {
      headers,
      html: page(
        'Startsida',
        '/',
        'Reseplanerare, biljetter och trafikinformation för buss och tåg i Norrviks län.',
        `        <section class="hero">
            <h1>Vart vill du resa?</h1>
            <form class="travel-planner" action="/reseplanerare" method="get">
                <label>Från <input name="from" type="text" placeholder="Hållplats, adress eller plats" /></label>
                <label>Till <input name="to" type="text" placeholder="Hållplats, adress eller plats" /></label>
                <button type="submit">Sök resa</button>
            </form>
        </section>
        <section class="disruptions"><h2>Trafikstörningar just nu</h2><p>Linje 12: omledning via Storgatan på grund av vägarbete. <a href="https://status.norrviktrafiken.se/">Se alla störningar</a></p></section>
        <section class="puffs">
            <article><h2>Nytt från 1 januari: 30-dagarsbiljett för unga</h2><a href="/biljetter/ungdom">Läs mer</a></article>
            <article><h2>Ladda ner appen</h2><p>Köp biljett, planera din resa och få trafikinfo i mobilen.</p><a href="/appen">Om appen</a></article>
        </section>`,
      ),
    },
    '/biljetter/kopstallen': {
      headers,
      html: page(
        'Köpställen',
        '/biljetter/kopstallen',
        'Här kan du köpa och ladda Norrviktrafikens resekort.',
        `        <h1>Köpställen och ombud</h1>
        <p>Förutom i appen och på webben kan du köpa biljetter och ladda ditt resekort hos våra återförsäljare i hela länet.</p>
        <h2>Rikstäckande återförsäljare</h2>
        <ul class="retailers">
            <li><a href="https://www.pressbyran.se/">Pressbyrån</a> – alla butiker i länet</li>
            <li><a href="https://www.7-eleven.se/">7-Eleven</a> – Norrvik C, Strandgatan och Norra Hamnen</li>
            <li><a href="https://www.coop.se/">Coop</a> – utvalda butiker, se listan nedan</li>
        </ul>
        <h2>Lokala ombud</h2>
        <table>
            <thead><tr><th>Ort</th><th>Ombud</th><th>Adress</th></tr></thead>
            <tbody>
                <tr><td>Björkå</td><td>Coop Björkå</td><td>Storvägen 2</td></tr>
                <tr><td>Kvarnsjö</td><td>Kvarnsjö Livs &amp; Café</td><td>Byvägen 14</td></tr>
                <tr><td>Lillholmen</td><td>Turistbyrån Lillholmen</td><td>Hamnplan 1</td></tr>
            </tbody>
        </table>
        <p>Resecentrum i Norrvik har personlig service vardagar 7–18.</p>`,
      ),
    },
    '/om-oss/samarbeten': {
      headers,
      html: page(
        'Samarbeten',
        '/om-oss/samarbeten',
        'Norrviktrafiken samarbetar med andra trafikhuvudmän och med tjänster som är integrerade i vår app.',
        `        <h1>Samarbeten</h1>
        <p>För att det ska bli enkelt att resa hela vägen samarbetar vi med andra aktörer.</p>
        <h2>Integrerade tjänster i appen</h2>
        <div class="cards">
            <div class="card"><h3>Voi</h3><p>Lås upp elsparkcyklar direkt i Norrviktrafikens app och kombinera med bussen.</p><a href="https://www.voi.com/sv">voi.com</a></div>
            <div class="card"><h3>Samtrafiken</h3><p>Reseplaneraren bygger på Samtrafikens nationella tidtabellsdata och biljettstandard.</p><a href="https://samtrafiken.se/">samtrafiken.se</a></div>
        </div>
        <h2>Andra trafikhuvudmän</h2>
        <p>Med <a href="https://www.dalalvstrafiken.se/">Dalälvstrafiken</a> har vi gemensamma biljetter över länsgränsen, och våra periodbiljetter gäller även på <a href="https://www.sj.se/">SJ</a> Regionals tåg mellan Norrvik och Björkå.</p>
        <h2>Entreprenörer</h2>
        <p>Busstrafiken körs på uppdrag av Norrviktrafiken av Nobina och Transdev efter offentlig upphandling.</p>`,
      ),
    },
    '/appen': {
      headers,
      html: page(
        'Appen',
        '/appen',
        'Norrviktrafikens app: köp biljett, planera resan och få trafikinformation.',
        `        <h1>Norrviktrafiken-appen</h1>
        <ul>
            <li>Köp enkelbiljett och periodbiljett med Swish eller kort</li>
            <li>Realtidsinformation för alla hållplatser</li>
            <li>Lås upp Voi-sparkcyklar</li>
        </ul>
        <p class="store-badges">
            <a href="https://apps.apple.com/se/app/norrviktrafiken/id1498211377"><img src="/globalassets/appen/app-store-sv.svg" alt="Hämta i App Store" /></a>
            <a href="https://play.google.com/store/apps/details?id=se.norrviktrafiken.app"><img src="/globalassets/appen/google-play-sv.svg" alt="Ladda ned på Google Play" /></a>
        </p>
        <p>Problem med appen? <a href="/kundservice/appen">Vanliga frågor om appen</a></p>`,
      ),
    },
  },
  technologies: [
    'optimizely-content-management',
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'azure',
    'cookiebot',
    'readspeaker',
    'siteimprove',
    'open-graph',
    'pwa',
  ],
  partners: {
    'pressbyran.se': 'channel',
    '7-eleven.se': 'channel',
    'coop.se': 'channel',
    'voi.com': 'technology',
    'samtrafiken.se': 'technology',
    'dalalvstrafiken.se': 'generic',
    'sj.se': 'generic',
  },
};
