import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx',
  via: '1.1 varnish (Varnish/7.1)',
  'x-varnish': '58823114 58790251',
  age: '412',
};

const head = (title: string, description: string) => `<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Polsslag Medical</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4b1f0c2d9e8a7f63b5c1d0e2a4f6b8c9-min.css?1712650221" media="all">
<link rel="stylesheet" href="/typo3conf/ext/polsslag_sitepackage/Resources/Public/Css/main.min.css?1712650198" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="tK3vQ9xR_2mP8a" async></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://stats.polsslagmedical.nl/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>`;

const nav = `<header class="page-header">
  <a class="logo" href="/" title="Polsslag Medical"><img src="/fileadmin/user_upload/logo/polsslag-medical.svg" alt="Polsslag Medical" width="200" height="44"></a>
  <nav class="main-nav" aria-label="Hoofdmenu">
    <ul>
      <li><a href="/product/hartwacht">HartWacht</a></li>
      <li><a href="/voor-zorgverleners">Voor zorgverleners</a></li>
      <li><a href="/integraties">Integraties</a></li>
      <li><a href="/distributeurs">Distributeurs</a></li>
      <li><a href="/over-ons">Over ons</a></li>
      <li><a href="/contact">Contact</a></li>
    </ul>
  </nav>
  <div class="lang-menu"><a href="/" class="active" hreflang="nl">NL</a> <a href="/en/" hreflang="en">EN</a></div>
</header>`;

const footer = `<footer class="page-footer">
  <div class="footer-grid">
    <div>
      <p><strong>Polsslag Medical B.V.</strong><br>Molengraaffsingel 12<br>2629 JD Delft<br>KvK 71458823</p>
    </div>
    <div>
      <ul>
        <li><a href="/product/hartwacht">HartWacht ECG-patch</a></li>
        <li><a href="/integraties">EPD-koppelingen</a></li>
        <li><a href="/distributeurs">Internationale distributeurs</a></li>
        <li><a href="/vacatures">Vacatures</a></li>
      </ul>
    </div>
    <div>
      <ul>
        <li><a href="/privacyverklaring">Privacyverklaring</a></li>
        <li><a href="/cookies">Cookie-instellingen</a></li>
        <li><a href="/fileadmin/user_upload/documenten/IFU-HartWacht-NL-v4.pdf">Gebruiksaanwijzing (IFU)</a></li>
      </ul>
    </div>
    <div class="social">
      <a href="https://www.linkedin.com/company/polsslag-medical/" target="_blank" rel="noopener">LinkedIn</a>
      <a href="https://www.youtube.com/@polsslagmedical" target="_blank" rel="noopener">YouTube</a>
    </div>
  </div>
  <p class="legal">&copy; 2024 Polsslag Medical B.V. &ndash; HartWacht is een medisch hulpmiddel klasse IIa.</p>
</footer>
<script src="/typo3conf/ext/polsslag_sitepackage/Resources/Public/JavaScript/main.min.js?1712650198"></script>`;

const page = (title: string, description: string, main: string) => `<!DOCTYPE html>
<html lang="nl-NL">
${head(title, description)}
<body>
${nav}
<main id="content">
${main}
</main>
${footer}
</body>
</html>`;

const distributeur = (land: string, naam: string, stad: string, url: string, label: string, tekst: string) =>
  page(
    `Distributeur ${land}`,
    `Officiële distributeur van HartWacht in ${land}.`,
    `<nav class="breadcrumb"><a href="/">Home</a> &rsaquo; <a href="/distributeurs">Distributeurs</a> &rsaquo; ${land}</nav>
<article class="distributor-detail">
  <h1>${land}</h1>
  <h2>${naam}</h2>
  <p>${tekst}</p>
  <dl>
    <dt>Vestiging</dt><dd>${stad}</dd>
    <dt>Website</dt><dd><a href="${url}" target="_blank" rel="noopener">${label}</a></dd>
  </dl>
  <p><a href="/distributeurs">&larr; Terug naar alle distributeurs</a></p>
</article>`,
  );

export const site: CorpusSite = {
  domain: 'polsslagmedical.nl',
  covers:
    'Dutch medtech (wearable ECG patch) on TYPO3 behind Varnish: EPD/remote-monitoring integrations as a list with links, a distributor directory whose overview only links to per-country detail pages holding the websites, research partners in prose; negatives: hospital customers, cardiologist testimonial, notified body, government innovation funding, press ("bekend van"), social links',
  pages: {
    '/': {
      headers,
      html: page(
        'Draadloze ECG-monitoring voor thuis en ziekenhuis',
        'HartWacht is een draadloze ECG-patch die tot 14 dagen hartritmestoornissen registreert.',
        `<section class="hero">
  <h1>Veertien dagen hartritme, zonder kabels</h1>
  <p>HartWacht is een draadloze ECG-patch die tot 14 dagen continu het hartritme registreert. Pati&euml;nten gaan gewoon naar huis; de cardioloog ontvangt een compleet rapport.</p>
  <a class="btn" href="/product/hartwacht">Bekijk HartWacht</a> <a class="btn btn-secondary" href="/contact">Demo aanvragen</a>
</section>
<section class="frame-type-text">
  <h2>In gebruik bij</h2>
  <p>Meer dan twintig ziekenhuizen en cardiologische klinieken in Nederland en Belgi&euml; werken met HartWacht, waaronder het <a href="https://www.rijnmondziekenhuis.nl/">Rijnmond Ziekenhuis</a>, <a href="https://www.zorggroepveluwezoom.nl/">Zorggroep Veluwezoom</a> en <a href="https://www.hartkliniekamstel.nl/">Hartkliniek Amstel</a>.</p>
</section>
<section class="quote">
  <blockquote>&ldquo;Sinds we HartWacht gebruiken, vinden we bij twee keer zoveel pati&euml;nten de oorzaak van hun hartkloppingen.&rdquo;<br><cite>Dr. Marleen Verschuur, cardioloog, Rijnmond Ziekenhuis</cite></blockquote>
</section>
<section class="press">
  <h2>Bekend van</h2>
  <ul class="press-logos">
    <li><a href="https://nos.nl/artikel/2481123-delftse-pleister-meet-hartritme-twee-weken-lang"><img src="/fileadmin/user_upload/press/nos.svg" alt="NOS"></a></li>
    <li><a href="https://fd.nl/ondernemen/1502234/delftse-medtech-haalt-miljoenen-op"><img src="/fileadmin/user_upload/press/fd.svg" alt="Het Financieele Dagblad"></a></li>
  </ul>
</section>`,
      ),
    },
    '/product/hartwacht': {
      headers,
      html: page(
        'HartWacht ECG-patch',
        'Specificaties en werking van de HartWacht ECG-patch.',
        `<h1>HartWacht</h1>
<div class="video-embed"><iframe src="https://player.vimeo.com/video/872341902?h=b4f2c1d9e0" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen title="Zo werkt HartWacht"></iframe></div>
<h2>Specificaties</h2>
<table class="contenttable">
  <tr><th>Registratieduur</th><td>tot 14 dagen</td></tr>
  <tr><th>Kanalen</th><td>2-kanaals ECG, 256 Hz</td></tr>
  <tr><th>Waterdicht</th><td>IP67, douchen toegestaan</td></tr>
  <tr><th>Classificatie</th><td>Medisch hulpmiddel klasse IIa (MDR)</td></tr>
</table>
<p>HartWacht draagt het CE-keurmerk; de conformiteitsbeoordeling is uitgevoerd door aangemelde instantie <a href="https://www.bsigroup.com/nl-NL/">BSI</a> (CE 2797).</p>
<p>De rapporten komen automatisch in uw EPD terecht. <a href="/integraties">Bekijk de koppelingen</a>.</p>`,
      ),
    },
    '/integraties': {
      headers,
      html: page(
        'Integraties en EPD-koppelingen',
        'HartWacht koppelt met HiX, Epic en thuismonitoringsplatforms.',
        `<h1>Koppelingen met uw EPD</h1>
<p>Rapporten van HartWacht worden als gestructureerd document (HL7 FHIR) in het elektronisch pati&euml;ntendossier geplaatst. Wij hebben gevalideerde koppelingen met:</p>
<ul class="integration-list">
  <li><img src="/fileadmin/user_upload/integraties/chipsoft.svg" alt="ChipSoft HiX"> <strong>ChipSoft HiX</strong> &ndash; koppeling via HiX Connect. <a href="https://www.chipsoft.com/" target="_blank" rel="noopener">www.chipsoft.com</a></li>
  <li><img src="/fileadmin/user_upload/integraties/epic.svg" alt="Epic"> <strong>Epic</strong> &ndash; beschikbaar via de Epic App Orchard-koppeling. <a href="https://www.epic.com/" target="_blank" rel="noopener">www.epic.com</a></li>
  <li><img src="/fileadmin/user_upload/integraties/zorgkoppel.svg" alt="Zorgkoppel"> <strong>Zorgkoppel</strong> &ndash; integratieplatform voor overige EPD&rsquo;s en huisartsinformatiesystemen. <a href="https://www.zorgkoppel.nl/" target="_blank" rel="noopener">www.zorgkoppel.nl</a></li>
</ul>
<h2>Thuismonitoring</h2>
<p>Voor zorg op afstand is HartWacht ge&iuml;ntegreerd in het thuismonitoringsplatform van <a href="https://www.luscii.com/" target="_blank" rel="noopener">Luscii</a>, zodat het ritme-rapport naast bloeddruk en gewicht in &eacute;&eacute;n dashboard staat.</p>
<p>Mist u een koppeling? Neem contact op met ons integratieteam via <a href="mailto:integraties@polsslagmedical.nl">integraties@polsslagmedical.nl</a>.</p>`,
      ),
    },
    '/distributeurs': {
      headers,
      html: page(
        'Distributeurs',
        'HartWacht is buiten Nederland verkrijgbaar via officiële distributeurs.',
        `<h1>Internationale distributeurs</h1>
<p>In Nederland leveren wij rechtstreeks aan ziekenhuizen en klinieken. In de onderstaande landen is HartWacht verkrijgbaar via onze offici&euml;le distributiepartners.</p>
<div class="distributor-grid">
  <a class="card" href="/distributeurs/belgie-luxemburg"><h2>Belgi&euml; &amp; Luxemburg</h2><p>MediVaert NV</p></a>
  <a class="card" href="/distributeurs/duitsland-oostenrijk"><h2>Duitsland &amp; Oostenrijk</h2><p>KardioTech Vertrieb GmbH</p></a>
  <a class="card" href="/distributeurs/scandinavie"><h2>Scandinavi&euml;</h2><p>NordCardia AB</p></a>
</div>
<p>Interesse om distributeur te worden? Mail <a href="mailto:export@polsslagmedical.nl">export@polsslagmedical.nl</a>.</p>`,
      ),
    },
    '/distributeurs/belgie-luxemburg': {
      headers,
      html: distributeur(
        'België & Luxemburg',
        'MediVaert NV',
        'Mechelen, België',
        'https://www.medivaert.be/',
        'www.medivaert.be',
        'MediVaert is sinds 2021 onze exclusieve distributeur voor Belgi&euml; en Luxemburg en verzorgt verkoop, training en eerstelijns service.',
      ),
    },
    '/distributeurs/duitsland-oostenrijk': {
      headers,
      html: distributeur(
        'Duitsland & Oostenrijk',
        'KardioTech Vertrieb GmbH',
        'Düsseldorf, Duitsland',
        'https://www.kardiotech-vertrieb.de/',
        'www.kardiotech-vertrieb.de',
        'KardioTech levert HartWacht aan cardiologische praktijken en ziekenhuizen in Duitsland en Oostenrijk.',
      ),
    },
    '/distributeurs/scandinavie': {
      headers,
      html: distributeur(
        'Scandinavië',
        'NordCardia AB',
        'Göteborg, Zweden',
        'https://nordcardia.se/',
        'nordcardia.se',
        'NordCardia is onze distributiepartner voor Zweden, Noorwegen en Denemarken.',
      ),
    },
    '/over-ons': {
      headers,
      html: page(
        'Over ons',
        'Polsslag Medical is een spin-off van de TU Delft.',
        `<h1>Over Polsslag Medical</h1>
<p>Polsslag Medical werd in 2017 opgericht als spin-off van de faculteit Werktuigbouwkunde van de TU Delft. Met 28 medewerkers ontwikkelen en produceren we HartWacht in Delft.</p>
<h2>Onderzoekspartners</h2>
<p>Onze algoritmes voor ritmedetectie ontwikkelen we samen met onze onderzoekspartners: de <a href="https://www.tudelft.nl/" target="_blank" rel="noopener">TU Delft</a> en de afdeling Cardiologie van het <a href="https://www.umcutrecht.nl/" target="_blank" rel="noopener">UMC Utrecht</a>, waar ook de klinische validatiestudie (n=412) is uitgevoerd.</p>
<h2>Financiering</h2>
<p>De ontwikkeling van HartWacht werd mede mogelijk gemaakt door een Innovatiekrediet van de <a href="https://www.rvo.nl/" target="_blank" rel="noopener">Rijksdienst voor Ondernemend Nederland</a>.</p>
<h2>Kwaliteit</h2>
<p>Ons kwaliteitsmanagementsysteem is gecertificeerd volgens ISO 13485:2016.</p>`,
      ),
    },
    '/contact': {
      headers,
      html: page(
        'Contact',
        'Neem contact op met Polsslag Medical.',
        `<h1>Contact</h1>
<p>Polsslag Medical B.V.<br>Molengraaffsingel 12, 2629 JD Delft<br>T <a href="tel:+31152036610">015 203 66 10</a><br>E <a href="mailto:info@polsslagmedical.nl">info@polsslagmedical.nl</a></p>
<form class="powermail_form" action="/contact" method="post">
  <label for="naam">Naam</label><input id="naam" name="tx_powermail_pi1[field][naam]" type="text">
  <label for="organisatie">Ziekenhuis / organisatie</label><input id="organisatie" name="tx_powermail_pi1[field][organisatie]" type="text">
  <label for="email">E-mailadres</label><input id="email" name="tx_powermail_pi1[field][email]" type="email">
  <label for="bericht">Bericht</label><textarea id="bericht" name="tx_powermail_pi1[field][bericht]"></textarea>
  <button type="submit">Versturen</button>
</form>`,
      ),
    },
  },
  sitemap: [
    '/',
    '/product/hartwacht',
    '/integraties',
    '/distributeurs',
    '/distributeurs/belgie-luxemburg',
    '/distributeurs/duitsland-oostenrijk',
    '/distributeurs/scandinavie',
    '/over-ons',
    '/contact',
  ],
  technologies: ['typo3-cms', 'php', 'matomo-analytics', 'usercentrics', 'varnish', 'nginx', 'vimeo'],
  partners: {
    'chipsoft.com': 'technology',
    'epic.com': 'technology',
    'zorgkoppel.nl': 'technology',
    'luscii.com': 'technology',
    'medivaert.be': 'channel',
    'kardiotech-vertrieb.de': 'channel',
    'nordcardia.se': 'channel',
    'tudelft.nl': 'generic',
    'umcutrecht.nl': 'generic',
  },
};
