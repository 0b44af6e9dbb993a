import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  via: '1.1 varnish',
  'x-varnish': '48213377 48190542',
  'content-language': 'nl',
};

const head = (title: string, description: string, nodeClass: string) => `<!DOCTYPE html>
<html lang="nl" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="description" content="${description}">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/waalhoven/favicon.ico" type="image/vnd.microsoft.icon">
<title>${title} | Gemeente Waalhoven</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq8vC3rJ1kz5WmN0pT7aYh2bLdG4fE6sR9uVnK1oAiM.css?delta=0&amp;language=nl&amp;theme=waalhoven&amp;include=eJxLz8lPSszRT8_JT0os0i0uqczJzEvXS8_J">
<link rel="stylesheet" media="all" href="/themes/custom/waalhoven/dist/css/waalhoven.css?sdx4k2">
<script>
(function(window, document, dataLayerName, id) {
window[dataLayerName]=window[dataLayerName]||[],window[dataLayerName].push({start:(new Date).getTime(),event:"stg.start"});var scripts=document.getElementsByTagName('script')[0],tags=document.createElement('script');
function stgCreateCookie(a,b,c){var d="";if(c){var e=new Date;e.setTime(e.getTime()+24*c*60*60*1e3),d="; expires="+e.toUTCString()}document.cookie=a+"="+b+d+"; path=/"}
var isStgDebug=(window.location.href.match("stg_debug")||document.cookie.match("stg_debug"))&&!window.location.href.match("stg_disable_debug");stgCreateCookie("stg_debug",isStgDebug?1:"",isStgDebug?14:-1);
var qP=[];dataLayerName!=="dataLayer"&&qP.push("data_layer_name="+dataLayerName),isStgDebug&&qP.push("stg_debug");var qPString=qP.length>0?("?"+qP.join("&")):"";
tags.async=!0,tags.src="https://waalhoven.containers.piwik.pro/"+id+".js"+qPString,scripts.parentNode.insertBefore(tags,scripts);
!function(a,n,i){a[n]=a[n]||{};for(var c=0;c<i.length;c++)!function(i){a[n][i]=a[n][i]||{},a[n][i].api=a[n][i].api||function(){var a=[].slice.call(arguments,0);"string"==typeof a[0]&&window[dataLayerName].push({event:n+"."+i+":"+a[0],parameters:[].slice.call(arguments,1)})}}(i[c])}(window,"ppms",["tm","cm"]);
})(window, document, 'dataLayer', '5e1b7c90-3d2a-4f86-a1c4-98b2e7d03f51');
</script>
</head>
<body class="path-node ${nodeClass}">
<a href="#main-content" class="visually-hidden focusable skip-link">Overslaan en naar de inhoud gaan</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<header class="site-header" role="banner">
  <div class="container">
    <a href="/" rel="home" class="site-logo"><img src="/themes/custom/waalhoven/images/logo-gemeente-waalhoven.svg" alt="Logo gemeente Waalhoven, naar de homepage" width="220" height="56"></a>
    <form class="search-block-form" action="/zoeken" method="get" role="search"><label for="edit-keys" class="visually-hidden">Zoeken</label><input type="search" id="edit-keys" name="keys" placeholder="Waar bent u naar op zoek?"><button type="submit">Zoeken</button></form>
    <div class="header-actions"><a class="btn-mijn" href="https://mijn.waalhoven.nl/">Mijn Waalhoven</a></div>
  </div>
  <nav role="navigation" aria-labelledby="block-hoofdmenu-menu" class="main-menu">
    <h2 class="visually-hidden" id="block-hoofdmenu-menu">Hoofdmenu</h2>
    <ul class="menu">
      <li class="menu-item"><a href="/producten-en-diensten">Producten en diensten</a></li>
      <li class="menu-item"><a href="/wonen-en-leven">Wonen en leven</a></li>
      <li class="menu-item"><a href="/ondernemen">Ondernemen</a></li>
      <li class="menu-item"><a href="/bestuur-en-organisatie">Bestuur en organisatie</a></li>
      <li class="menu-item"><a href="/samenwerking">Samenwerking</a></li>
      <li class="menu-item"><a href="/nieuws">Nieuws</a></li>
      <li class="menu-item"><a href="/contact">Contact</a></li>
    </ul>
  </nav>
</header>
<div id="readspeaker_button1" class="rs_skip rsbtn rs_preserve"><a rel="nofollow" class="rsbtn_play" title="Laat de tekst voorlezen met ReadSpeaker webReader" href="https://app-eu.readspeaker.com/cgi-bin/rsent?customerid=12874&amp;lang=nl_nl&amp;readid=main-content"><span class="rsbtn_left rsimg rspart"><span class="rsbtn_text"><span>Lees voor</span></span></span></a></div>
<main id="main-content" role="main" tabindex="-1">`;

const footer = `</main>
<footer class="site-footer" role="contentinfo">
  <div class="container footer-columns">
    <div class="footer-col">
      <h2>Contact</h2>
      <p>Gemeente Waalhoven<br>Postbus 140<br>4190 CC Waalhoven</p>
      <p>Telefoon <a href="tel:14 0344">14 0344</a><br>Maandag t/m vrijdag 8.30 – 17.00 uur</p>
    </div>
    <div class="footer-col">
      <h2>Direct regelen</h2>
      <ul>
        <li><a href="https://mijn.waalhoven.nl/">Mijn Waalhoven (inloggen met DigiD)</a></li>
        <li><a href="https://www.digid.nl/">Over DigiD</a></li>
        <li><a href="https://mijn.overheid.nl/">MijnOverheid</a></li>
        <li><a href="https://www.werkenbijwaalhoven.nl/">Werken bij de gemeente</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <h2>Volg ons</h2>
      <ul class="social">
        <li><a href="https://www.facebook.com/gemeentewaalhoven">Facebook</a></li>
        <li><a href="https://www.instagram.com/gemeentewaalhoven/">Instagram</a></li>
        <li><a href="https://www.linkedin.com/company/gemeente-waalhoven/">LinkedIn</a></li>
      </ul>
    </div>
    <div class="footer-col">
      <ul class="footer-meta">
        <li><a href="/privacyverklaring">Privacyverklaring</a></li>
        <li><a href="/toegankelijkheid">Toegankelijkheid</a></li>
        <li><a href="/cookies">Cookies</a></li>
        <li><a href="/kwetsbaarheid-melden">Kwetsbaarheid melden</a></li>
      </ul>
    </div>
  </div>
</footer>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPathIsAdmin":false,"currentLanguage":"nl"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"3b8e2f0d1c7a4e59b6d2a8f1c0e9b7d4a3f2e1d0c9b8a7f6e5d4c3b2a1f0e9d8"}}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.6"></script>
<script src="/sites/default/files/languages/nl_Tz1kQb7cV3x9M2pWfR8eLhY0sUaN6dJ4gO5iK_lE7rA.js?sdx4k2"></script>
<script src="/core/misc/drupal.js?v=10.2.6"></script>
<script src="/core/misc/drupal.init.js?v=10.2.6"></script>
<script src="/themes/custom/waalhoven/dist/js/waalhoven.js?sdx4k2"></script>
<script src="https://cdn-eu.readspeaker.com/script/12874/webReader/webReader.js?pids=wr" id="rs_req_Init"></script>
<script async src="https://siteimproveanalytics.com/js/siteanalyze_6003771.js"></script>
</body>
</html>`;

const home = `${head('Home', 'Officiële website van de gemeente Waalhoven: producten en diensten, nieuws en bestuur.', 'page-node-type-landingspagina')}
<div class="container">
  <h1 class="visually-hidden">Gemeente Waalhoven</h1>
  <section class="toptaken">
    <h2>Veelgezocht</h2>
    <ul class="tiles">
      <li><a href="/producten-en-diensten/paspoort-aanvragen">Paspoort of ID-kaart aanvragen</a></li>
      <li><a href="/producten-en-diensten/verhuizing-doorgeven">Verhuizing doorgeven</a></li>
      <li><a href="/producten-en-diensten/afval">Afval en grondstoffen</a></li>
      <li><a href="/producten-en-diensten/melding-openbare-ruimte">Melding openbare ruimte</a></li>
      <li><a href="https://omgevingswet.overheid.nl/">Omgevingsvergunning aanvragen (Omgevingsloket)</a></li>
      <li><a href="/producten-en-diensten/parkeervergunning">Parkeervergunning</a></li>
    </ul>
  </section>
  <section class="nieuws-overzicht">
    <h2>Nieuws</h2>
    <div class="views-row"><article><h3><a href="/nieuws/start-dijkversterking-waalkade">Werkzaamheden dijkversterking Waalkade starten in september</a></h3><p>12 juni 2024</p></article></div>
    <div class="views-row"><article><h3><a href="/nieuws">Gemeenteraad stemt in met nieuwe woonvisie</a></h3><p>6 juni 2024</p></article></div>
  </section>
  <section class="betalen">
    <h2>Betalen</h2>
    <p>Leges en belastingen betaalt u eenvoudig online met iDEAL of via automatische incasso.</p>
    <img src="/themes/custom/waalhoven/images/ideal-logo.svg" alt="iDEAL" width="60">
  </section>
</div>
${footer}`;

const samenwerking = `${head('Samenwerking in de regio', 'Met welke organisaties werkt de gemeente Waalhoven samen?', 'page-node-type-pagina')}
<div class="container">
  <nav class="breadcrumb" aria-label="Kruimelpad"><ol><li><a href="/">Home</a></li><li><a href="/bestuur-en-organisatie">Bestuur en organisatie</a></li><li>Samenwerking</li></ol></nav>
  <article class="node node--type-pagina">
    <h1 class="page-title"><span>Samenwerking in de regio</span></h1>
    <div class="field field--name-body text-formatted">
      <p>Veel taken kan een gemeente niet alleen uitvoeren. Waalhoven werkt daarom samen met buurgemeenten, maatschappelijke organisaties en uitvoeringsdiensten. Hieronder leest u met wie wij samenwerken en waarom.</p>

      <h2>Regionale samenwerking</h2>
      <p>Samen met zeven andere gemeenten vormen wij de <a href="https://www.regiowaardenland.nl/">Regio Waardenland</a>. In deze gemeenschappelijke regeling werken we samen aan economie, mobiliteit en de regionale woningbouwopgave.</p>
      <p>De vergunningverlening, het toezicht en de handhaving op het gebied van milieu zijn ondergebracht bij de <a href="https://www.odgelderswaard.nl/">Omgevingsdienst Gelderse Waard</a>. Voor brandweerzorg, rampenbestrijding en crisisbeheersing werken we samen in de <a href="https://www.vrwaardenland.nl/">Veiligheidsregio Waardenland</a>.</p>
      <p>Onze ICT en digitale dienstverlening organiseren we samen met vijf andere gemeenten in de coöperatie <a href="https://digiwaard.nl/">DigiWaard</a>.</p>

      <h2>Partners in het sociaal domein</h2>
      <p>Voor zorg, welzijn en wonen werken wij nauw samen met onze maatschappelijke partners:</p>
      <ul>
        <li><a href="https://www.welzijnwaalhoven.nl/">Stichting Welzijn Waalhoven</a> – ouderenwerk, mantelzorgondersteuning en het jongerenwerk</li>
        <li><a href="https://www.woonstedewaal.nl/">Woonstede Waal</a> – woningcorporatie; met hen en de huurdersvereniging maken we jaarlijks prestatieafspraken</li>
        <li><a href="https://www.politie.nl/">Politie eenheid Oost-Nederland</a> – samen werken we aan veiligheid in de wijken</li>
        <li>Huisartsen en wijkverpleging in de gemeente, verenigd in de zorgcoöperatie Waalhoven</li>
      </ul>

      <h2>Partnerstad</h2>
      <p>Sinds 1987 heeft Waalhoven een stedenband met onze Duitse partnerstad <a href="https://www.stadt-auerbach-mosel.de/">Auerbach an der Mosel</a>. Elk jaar organiseert het Jumelagecomité uitwisselingen voor scholen, sportclubs en muziekverenigingen.</p>

      <h2>Lidmaatschappen</h2>
      <p>De gemeente is lid van de <a href="https://vng.nl/">Vereniging van Nederlandse Gemeenten (VNG)</a> en van de Vereniging Deltametropool.</p>
    </div>
  </article>
</div>
${footer}`;

const nieuws = `${head('Werkzaamheden dijkversterking Waalkade starten in september', 'In september begint de versterking van de Waalkade tussen de veerstoep en de jachthaven.', 'page-node-type-nieuwsbericht')}
<div class="container">
  <nav class="breadcrumb" aria-label="Kruimelpad"><ol><li><a href="/">Home</a></li><li><a href="/nieuws">Nieuws</a></li><li>Dijkversterking Waalkade</li></ol></nav>
  <article class="node node--type-nieuwsbericht">
    <h1 class="page-title"><span>Werkzaamheden dijkversterking Waalkade starten in september</span></h1>
    <p class="node__meta">Gepubliceerd op 12 juni 2024</p>
    <div class="field field--name-body text-formatted">
      <p>Vanaf 2 september wordt de dijk langs de Waalkade over een lengte van 1,8 kilometer versterkt. De gemeente voert het project uit samen met onze partners <a href="https://www.waterschaprivierenwaard.nl/">Waterschap Rivierenwaard</a> en aannemerscombinatie <a href="https://www.dijkwerkcombinatie.nl/">DijkWerk Combinatie</a>.</p>
      <p>Tijdens de werkzaamheden is de Waalkade afgesloten voor autoverkeer. Fietsers en voetgangers worden omgeleid via de Havenstraat. Bewoners ontvangen eind augustus een brief met meer informatie.</p>
      <p>Het project maakt deel uit van het landelijke <a href="https://www.hwbp.nl/">Hoogwaterbeschermingsprogramma</a> en wordt mede gefinancierd door de <a href="https://european-union.europa.eu/">Europese Unie</a> via het EFRO.</p>
      <p>Vragen? Bel de omgevingsmanager via <a href="tel:14 0344">14 0344</a> of kom naar de inloopavond op 29 augustus in Dorpshuis De Waag.</p>
    </div>
  </article>
</div>
${footer}`;

const contact = `${head('Contact', 'Contactgegevens en openingstijden van de gemeente Waalhoven.', 'page-node-type-pagina')}
<div class="container">
  <article class="node node--type-pagina">
    <h1 class="page-title"><span>Contact</span></h1>
    <div class="field field--name-body text-formatted">
      <p>U kunt ons bellen via <a href="tel:14 0344">14 0344</a> (maandag t/m vrijdag 8.30 – 17.00 uur).</p>
      <p>Bezoekadres: Raadhuisplein 1, 4191 AB Waalhoven. Het gemeentehuis is alleen op afspraak geopend.</p>
      <p>Een klacht indienen? Lees meer over de <a href="https://www.nationaleombudsman.nl/">Nationale ombudsman</a> als u niet tevreden bent over onze afhandeling.</p>
    </div>
  </article>
</div>
${footer}`;

export const site: CorpusSite = {
  domain: 'waalhoven.nl',
  otherDomains: ['werkenbijwaalhoven.nl'],
  covers:
    'Dutch municipality on Drupal 10 (Dutch): partners named in running prose with links (regional bodies, social-domain partners, twin town "partnerstad", project partners in a news item); negatives: VNG membership, DigiD/MijnOverheid/Omgevingsloket, EU funding, national programme, ombudsman, iDEAL, own jobs domain, social',
  pages: {
    '/': { headers, html: home },
    '/samenwerking': { headers, html: samenwerking },
    '/nieuws/start-dijkversterking-waalkade': { headers, html: nieuws },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/samenwerking', '/nieuws/start-dijkversterking-waalkade', '/contact'],
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'jquery', 'piwik-pro-core', 'readspeaker', 'siteimprove'],
  partners: {
    'regiowaardenland.nl': 'generic',
    'odgelderswaard.nl': 'generic',
    'vrwaardenland.nl': 'generic',
    'digiwaard.nl': 'generic',
    'welzijnwaalhoven.nl': 'generic',
    'woonstedewaal.nl': 'generic',
    'politie.nl': 'generic',
    'stadt-auerbach-mosel.de': 'generic',
    'waterschaprivierenwaard.nl': 'generic',
    'dijkwerkcombinatie.nl': 'generic',
  },
};
