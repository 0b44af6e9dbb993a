import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.dorsali.it';
const hdrs = { server: 'nginx', 'content-type': 'text/html; charset=utf-8', 'x-ua-compatible': 'IE=edge' };

const head = (lang: 'it' | 'en', title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${desc}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${desc}">
<meta property="og:image" content="${D}/fileadmin/_processed_/4/a/csm_dorsali-lampada-arco_8c1e2f0a7b.jpg">
<meta property="og:locale" content="${lang === 'it' ? 'it_IT' : 'en_GB'}">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-2f7c1a9e04b3d8e6f5a1c0b9d2e4f6a8-min.css?1711966020" media="all">
<link rel="stylesheet" href="/typo3conf/ext/dorsali_sitepackage/Resources/Public/Css/main.css?1711966020" media="all">
<link rel="canonical" href="${D}${path}">
<link rel="alternate" hreflang="it-IT" href="${D}/it/">
<link rel="alternate" hreflang="en-GB" href="${D}/en/">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk3pQ9rT_" async></script>
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytics.dorsali.it/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>`;

const nav = (lang: 'it' | 'en') =>
  lang === 'it'
    ? `<body id="p1" class="page-1 pagelevel-0 language-0 backendlayout-default layout-default">
<header class="header">
  <a class="header__logo" href="/it/"><img src="/typo3conf/ext/dorsali_sitepackage/Resources/Public/Images/logo-dorsali.svg" alt="Officine Dorsali" width="170" height="36"></a>
  <nav class="header__nav">
    <ul>
      <li><a href="/it/collezioni">Collezioni</a></li>
      <li><a href="/it/designer">Designer</a></li>
      <li><a href="/it/contract">Contract</a></li>
      <li><a href="/it/showroom-e-rivenditori">Showroom e rivenditori</a></li>
      <li><a href="/it/partner">Partner</a></li>
      <li><a href="/it/azienda">Azienda</a></li>
    </ul>
  </nav>
  <div class="header__lang"><a href="/it/" class="active">IT</a> <a href="/en/">EN</a></div>
</header>
<main>`
    : `<body id="p1" class="page-1 pagelevel-0 language-1 backendlayout-default layout-default">
<header class="header">
  <a class="header__logo" href="/en/"><img src="/typo3conf/ext/dorsali_sitepackage/Resources/Public/Images/logo-dorsali.svg" alt="Officine Dorsali" width="170" height="36"></a>
  <nav class="header__nav">
    <ul>
      <li><a href="/en/collections">Collections</a></li>
      <li><a href="/en/designers">Designers</a></li>
      <li><a href="/en/contract">Contract</a></li>
      <li><a href="/en/showrooms-and-dealers">Showrooms &amp; dealers</a></li>
      <li><a href="/en/partners">Partners</a></li>
      <li><a href="/en/company">Company</a></li>
    </ul>
  </nav>
  <div class="header__lang"><a href="/it/">IT</a> <a href="/en/" class="active">EN</a></div>
</header>
<main>`;

const footer = (lang: 'it' | 'en') => `</main>
<footer class="footer">
  <div class="footer__cols">
    <div>
      <p><strong>Officine Dorsali S.p.A.</strong><br>Via dell'Artigianato 9, 22063 Cantù (CO)<br>P.IVA IT03318270133</p>
    </div>
    <div>
      <ul>
        <li><a href="/${lang}/${lang === 'it' ? 'area-stampa' : 'press'}">${lang === 'it' ? 'Area stampa' : 'Press area'}</a></li>
        <li><a href="/${lang}/${lang === 'it' ? 'lavora-con-noi' : 'careers'}">${lang === 'it' ? 'Lavora con noi' : 'Careers'}</a></li>
        <li><a href="https://www.dorsali-contract.com/">Dorsali Contract</a></li>
        <li><a href="https://shop.dorsali.it/">Online shop</a></li>
        <li><a href="/${lang}/privacy">Privacy</a> &middot; <a href="/${lang}/cookie">Cookie</a> &middot; <a href="/${lang}/${lang === 'it' ? 'note-legali' : 'legal'}">${lang === 'it' ? 'Note legali' : 'Legal notice'}</a></li>
      </ul>
    </div>
    <div class="footer__social">
      <a href="https://www.instagram.com/officinedorsali/" target="_blank" rel="noopener">Instagram</a>
      <a href="https://www.pinterest.it/officinedorsali/" target="_blank" rel="noopener">Pinterest</a>
      <a href="https://www.linkedin.com/company/officine-dorsali/" target="_blank" rel="noopener">LinkedIn</a>
      <a href="https://vimeo.com/officinedorsali" target="_blank" rel="noopener">Vimeo</a>
    </div>
  </div>
  <p class="footer__copy">&copy; 2024 Officine Dorsali &mdash; Made in Brianza</p>
</footer>
<script src="/typo3temp/assets/compressed/merged-9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d-min.js?1711966020"></script>
<script src="/typo3conf/ext/dorsali_sitepackage/Resources/Public/JavaScript/Vendor/swiper.min.js?1711966020"></script>
<script src="/typo3conf/ext/dorsali_sitepackage/Resources/Public/JavaScript/main.js?1711966020"></script>
</body>
</html>`;

const home = `${head('it', 'Officine Dorsali | Arredi e lampade made in Brianza', 'Divani, tavoli e lampade disegnati da architetti italiani e prodotti a Cantù dal 1971.', '/it/')}
${nav('it')}
<div id="c12" class="frame frame-default frame-type-textmedia">
  <div class="hero-slider">
    <div class="swiper-wrapper">
      <div class="slide"><img src="/fileadmin/_processed_/4/a/csm_dorsali-lampada-arco_8c1e2f0a7b.jpg" alt="Lampada Arco Lungo"><h1>Luce, legno, misura</h1></div>
      <div class="slide"><img src="/fileadmin/_processed_/b/2/csm_divano-brera_1f2e3d4c5b.jpg" alt="Divano Brera"></div>
    </div>
  </div>
</div>
<div id="c14" class="frame frame-default frame-type-text">
  <h2>Novità Salone 2024</h2>
  <p>Ad aprile presentiamo la collezione Lario al <a href="https://www.salonemilano.it/it/espositori/officine-dorsali" target="_blank" rel="noopener">Salone del Mobile.Milano</a>, Padiglione 5, stand C21. La lampada Arco Lungo ha ricevuto la menzione d'onore al <a href="https://www.premiodesignitalia.it/edizione-2023" target="_blank" rel="noopener">Premio Design Italia 2023</a>.</p>
</div>
<div id="c16" class="frame frame-default frame-type-text">
  <h2>Progetti contract</h2>
  <p>Hospitality, uffici e residenze: tra i progetti più recenti la lobby dell'<a href="https://www.hotellagoblu.it/" target="_blank" rel="noopener">Hotel Lago Blu</a> a Bellagio e le sale riunioni di Meridiana Assicurazioni a Torino.</p>
</div>
<div id="c18" class="frame frame-default frame-type-text">
  <p>Scopri i nostri showroom di Milano e Cantù o trova un <a href="/it/showroom-e-rivenditori">rivenditore autorizzato</a>.</p>
</div>
${footer('it')}`;

const dealers = `${head('it', 'Showroom e rivenditori | Officine Dorsali', 'I nostri showroom monomarca e la rete di rivenditori autorizzati in Italia e in Europa.', '/it/showroom-e-rivenditori')}
${nav('it')}
<div id="c40" class="frame frame-default frame-type-text">
  <h1>Showroom e rivenditori</h1>
  <h2>I nostri showroom</h2>
  <ul>
    <li><strong>Dorsali Milano</strong> &mdash; Via Solferino 18, Brera</li>
    <li><strong>Dorsali Cantù</strong> &mdash; Via dell'Artigianato 9 (showroom aziendale)</li>
  </ul>
</div>
<div id="c42" class="frame frame-default frame-type-text">
  <h2>Rivenditori autorizzati</h2>
  <h3>Italia</h3>
  <ul>
    <li>Spazio Casa &mdash; Verona &mdash; <a href="https://www.spaziocasaverona.it/" target="_blank" rel="noopener">www.spaziocasaverona.it</a></li>
    <li>Interni Bari &mdash; Bari &mdash; <a href="https://internibari.it/brand/officine-dorsali/" target="_blank" rel="noopener">internibari.it</a></li>
    <li>Arredamenti Gatti &mdash; Como &mdash; tel. 031 262 118</li>
  </ul>
  <h3>Deutschland</h3>
  <ul><li>Wohnwerk &mdash; München &mdash; <a href="https://www.wohnwerk-muenchen.de/" target="_blank" rel="noopener">wohnwerk-muenchen.de</a></li></ul>
  <h3>France</h3>
  <ul><li>Galerie Lumière &mdash; Lyon &mdash; <a href="https://galerielumiere-lyon.fr/" target="_blank" rel="noopener">galerielumiere-lyon.fr</a></li></ul>
  <h3>Schweiz</h3>
  <ul><li>Raumkunst &mdash; Zürich &mdash; <a href="https://www.raumkunst.ch/" target="_blank" rel="noopener">raumkunst.ch</a></li></ul>
</div>
${footer('it')}`;

const partnerIt = `${head('it', 'Partner | Officine Dorsali', 'Partner tecnologici, agenti e partner contract di Officine Dorsali.', '/it/partner')}
${nav('it')}
<div id="c60" class="frame frame-default frame-type-text">
  <h1>I nostri partner</h1>
  <p>Dietro ogni progetto c'è una rete di partner che ci aiuta a progettare, vendere e installare i nostri arredi in tutto il mondo.</p>
</div>
<div id="c62" class="frame frame-default frame-type-card-group">
  <h2>Partner tecnologici</h2>
  <div class="card-group">
    <div class="card">
      <img src="/fileadmin/user_upload/partner/configura3d.svg" alt="Configura3D">
      <h3>Configura3D</h3>
      <p>La piattaforma che alimenta il configuratore 3D dei nostri divani: oltre 4.000 combinazioni di moduli e rivestimenti in tempo reale.</p>
      <a href="https://www.configura3d.com/" target="_blank" rel="noopener">Visita il sito</a>
    </div>
    <div class="card">
      <img src="/fileadmin/user_upload/partner/bimcatalogo.svg" alt="BIMcatalogo">
      <h3>BIMcatalogo</h3>
      <p>Tutti i nostri prodotti sono disponibili come oggetti BIM per Revit e ArchiCAD nella libreria BIMcatalogo.</p>
      <a href="https://bimcatalogo.eu/produttori/officine-dorsali" target="_blank" rel="noopener">Visita il sito</a>
    </div>
  </div>
</div>
<div id="c64" class="frame frame-default frame-type-table">
  <h2>Agenti e rappresentanti</h2>
  <table class="contenttable">
    <thead><tr><th>Area</th><th>Agenzia</th><th>Contatti</th></tr></thead>
    <tbody>
      <tr><td>Nord Italia</td><td>Lombardi Rappresentanze</td><td><a href="https://www.lombardirappresentanze.it/" target="_blank" rel="noopener">lombardirappresentanze.it</a></td></tr>
      <tr><td>Centro e Sud Italia</td><td>Studio Ferraro</td><td><a href="mailto:studioferraro.agenzia@libero.it">studioferraro.agenzia@libero.it</a></td></tr>
      <tr><td>Scandinavia</td><td>Nordic Design Agents ApS</td><td><a href="https://nordicdesignagents.dk/" target="_blank" rel="noopener">nordicdesignagents.dk</a></td></tr>
    </tbody>
  </table>
</div>
<div id="c66" class="frame frame-default frame-type-text">
  <h2>Partner contract</h2>
  <p>Per i progetti hospitality chiavi in mano collaboriamo con il general contractor <a href="https://www.contractitaliagroup.it/" target="_blank" rel="noopener">Contract Italia Group</a>, che cura progettazione esecutiva, produzione su misura e installazione.</p>
</div>
${footer('it')}`;

const partnerEn = `${head('en', 'Partners | Officine Dorsali', 'Technology partners, sales agents and contract partners of Officine Dorsali.', '/en/partners')}
${nav('en')}
<div id="c160" class="frame frame-default frame-type-text">
  <h1>Our partners</h1>
  <h2>Technology partners</h2>
  <p>Our sofa configurator runs on <a href="https://www.configura3d.com/" target="_blank" rel="noopener">Configura3D</a>, and BIM objects for every product can be downloaded from <a href="https://bimcatalogo.eu/produttori/officine-dorsali" target="_blank" rel="noopener">BIMcatalogo</a>.</p>
  <h2>Sales agents</h2>
  <ul>
    <li>Scandinavia: <a href="https://nordicdesignagents.dk/" target="_blank" rel="noopener">Nordic Design Agents</a></li>
    <li>Northern Italy: <a href="https://www.lombardirappresentanze.it/" target="_blank" rel="noopener">Lombardi Rappresentanze</a></li>
    <li>All other markets: <a href="mailto:export@dorsali.it">export@dorsali.it</a></li>
  </ul>
  <h2>Contract partner</h2>
  <p>Turnkey hospitality projects are delivered with our general contractor partner <a href="https://www.contractitaliagroup.it/en/" target="_blank" rel="noopener">Contract Italia Group</a>.</p>
</div>
${footer('en')}`;

export const site: CorpusSite = {
  domain: 'dorsali.it',
  otherDomains: ['dorsali-contract.com'],
  covers:
    'Italian furniture and lighting maker on TYPO3 (Usercentrics, Matomo, Swiper), Italian and English: dealers by country (one phone-only), own showrooms, partner page split into technology cards, an agents table (one with a libero.it e-mail only) and a contract partner in prose, repeated in the English version; Salone exhibitor page, design award, hotel client and own contract/shop domains as negatives',
  pages: {
    '/': { redirect: `${D}/it/` },
    [`${D}/it/`]: { headers: hdrs, html: home },
    [`${D}/it/showroom-e-rivenditori`]: { headers: hdrs, html: dealers },
    [`${D}/it/partner`]: { headers: hdrs, html: partnerIt },
    [`${D}/en/partners`]: { headers: hdrs, html: partnerEn },
  },
  sitemap: [`${D}/it/`, `${D}/it/collezioni`, `${D}/it/showroom-e-rivenditori`, `${D}/it/partner`, `${D}/en/`, `${D}/en/partners`],
  technologies: ['matomo-analytics', 'nginx', 'open-graph', 'php', 'swiper', 'typo3-cms', 'usercentrics'],
  partners: {
    'spaziocasaverona.it': 'channel',
    'internibari.it': 'channel',
    'wohnwerk-muenchen.de': 'channel',
    'galerielumiere-lyon.fr': 'channel',
    'raumkunst.ch': 'channel',
    'configura3d.com': 'technology',
    'bimcatalogo.eu': 'technology',
    'lombardirappresentanze.it': 'channel',
    'nordicdesignagents.dk': 'channel',
    'contractitaliagroup.it': 'channel',
  },
};
