import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, desc: string, path: string): string => `<head>
<meta charset='utf-8'>
<meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="generator" content="Wix.com Website Builder"/>
<link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/7a1e2c_5b0d9f3e1c7a4b2e8f6d0a9c3e1b7f25%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/7a1e2c_5b0d9f3e1c7a4b2e8f6d0a9c3e1b7f25%7Emv2.png" type="image/png"/>
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<link rel="preconnect" href="https://static.wixstatic.com" crossorigin>
<script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin="anonymous"></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.7d5b8f21.bundle.min.js" async></script>
<title>${title}</title>
<meta name="description" content="${desc}"/>
<link rel="canonical" href="https://www.revontulimatkat.fi${path}"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${desc}"/>
<meta property="og:image" content="https://static.wixstatic.com/media/7a1e2c_aurora-og%7Emv2.jpg"/>
<meta property="og:url" content="https://www.revontulimatkat.fi${path}"/>
<meta property="og:site_name" content="Revontulimatkat"/>
<meta property="og:type" content="website"/>
<meta name="twitter:card" content="summary_large_image"/>
<style id="css_masterPage">#SITE_HEADER{--bg:#0b1a2b}#SITE_FOOTER{--bg:#08121f}.font_2{font:normal normal 700 44px/1.2 'playfair display',serif}</style>
</head>`;

const header = `<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
<div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBg"></div></div>
<div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class="">
<div id="comp-lq2a8x1b" class="j7pOnl wixui-image" data-testid="imageX"><a href="https://www.revontulimatkat.fi" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_logo%7Emv2.png/v1/fill/w_180%2Ch_60/logo.png" alt="Revontulimatkat Lapland" width="180" height="60"></a></div>
<nav id="comp-lq2a9k0c" aria-label="Sivusto" class="StylableHorizontalMenu3372578893__root wixui-horizontal-menu">
<ul class="StylableHorizontalMenu3372578893__menu">
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.revontulimatkat.fi" class="StylableHorizontalMenu3372578893__menuItem"><span>Etusivu</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.revontulimatkat.fi/retket" class="StylableHorizontalMenu3372578893__menuItem"><span>Retket</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.revontulimatkat.fi/meista" class="StylableHorizontalMenu3372578893__menuItem"><span>Meist&auml;</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.revontulimatkat.fi/yhteistyokumppanit" class="StylableHorizontalMenu3372578893__menuItem"><span>Kumppanit</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.revontulimatkat.fi/yhteystiedot" class="StylableHorizontalMenu3372578893__menuItem"><span>Yhteystiedot</span></a></li>
<li class="wixui-horizontal-menu__item"><a data-testid="linkElement" href="https://www.revontulimatkat.fi/en" class="StylableHorizontalMenu3372578893__menuItem"><span>EN</span></a></li>
</ul>
</nav>
</div>
</header>`;

const footer = `<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1">
<div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content">
<div id="comp-lq2b1f3d" class="wixui-rich-text" data-testid="richTextElement">
<p class="font_8 wixui-rich-text__text">Revontulimatkat Oy &middot; Y-tunnus 2913847-6<br>Valtatie 41, 99800 Ivalo<br>+358 40 718 2290 &middot; <a href="mailto:myynti@revontulimatkat.fi">myynti@revontulimatkat.fi</a></p>
</div>
<div id="comp-lq2b1g7e" class="wixui-rich-text" data-testid="richTextElement">
<p class="font_8 wixui-rich-text__text"><a href="https://www.revontulimatkat.fi/varausehdot" data-testid="linkElement">Varausehdot</a> &middot; <a href="https://www.revontulimatkat.fi/tietosuoja" data-testid="linkElement">Tietosuojaseloste</a> &middot; <a href="https://www.revontulimatkat.fi/meista" data-testid="linkElement">Meist&auml;</a></p>
</div>
<ul id="comp-lq2b2h8f" class="wixui-social-bar" aria-label="Sosiaalinen media">
<li><a href="https://www.instagram.com/revontulimatkat" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
<li><a href="https://www.facebook.com/revontulimatkat" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
<li><a href="https://www.youtube.com/@revontulimatkat" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/45bce1d726f64f1999c49feae57f6298.png" alt="YouTube"></a></li>
</ul>
<div id="comp-lq2b3j9g" class="wixui-image"><img src="https://static.wixstatic.com/media/7a1e2c_stf-label%7Emv2.png" alt="Sustainable Travel Finland -merkki"></div>
<p class="font_9">&copy; 2026 Revontulimatkat Oy</p>
</div>
</footer>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1768122345.4567891234567840012',
  'strict-transport-security': 'max-age=86400',
  'content-language': 'fi',
  via: '1.1 google',
};

const page = (title: string, desc: string, path: string, main: string): string => `<!DOCTYPE html>
<html lang="fi">
${head(title, desc, path)}
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root">
<div id="masterPage" class="mesh-layout">
${header}
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true">
<div id="SITE_PAGES"><div class="JsJXaX"><div id="${path === '/' ? 'c1dmp' : 'kx' + path.length}" class="dBAkHi theme-vars wixui-page">
${main}
</div></div></div>
</main>
${footer}
</div>
</div></div></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[]},"pages":{"currentPageId":"${path}"}}</script>
</body>
</html>`;

const home = page(
  'Revontuliretket Inarissa | Revontulimatkat',
  'Pienryhm&auml;retki&auml; revontulten, huskyjen ja tunturiluonnon pariin Inarissa ja Saariselk&auml;ll&auml;. Paikallinen ohjelmapalveluyritys vuodesta 2011.',
  '/',
  `<section id="comp-lq3a0a1a" class="wixui-section">
<div id="comp-lq3a0b2b" class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_2 wixui-rich-text__text">Revontulten alla, pieniss&auml; ryhmiss&auml;</h1></div>
<div id="comp-lq3a0c3c" class="wixui-rich-text" data-testid="richTextElement"><p class="font_7 wixui-rich-text__text">Retkemme l&auml;htev&auml;t Ivalosta, Inarista ja Saariselk&auml;lt&auml; joka ilta syyskuusta huhtikuuhun. Enint&auml;&auml;n 8 osallistujaa, paikallinen opas ja l&auml;mpim&auml;t varusteet.</p></div>
<a id="comp-lq3a0d4d" data-testid="linkElement" href="https://www.revontulimatkat.fi/retket" class="wixui-button"><span class="wixui-button__label">Katso retket</span></a>
</section>
<section id="comp-lq3a1a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">Suosituimmat retket</h2></div>
<div role="list" class="wixui-repeater">
<div role="listitem" class="wixui-repeater__item"><a href="https://www.revontulimatkat.fi/retket/revontulijahti" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_jahti%7Emv2.jpg" alt="Revontulijahti pakettiautolla"><h3>Revontulijahti</h3><p>4 h &middot; 139 &euro;</p></a></div>
<div role="listitem" class="wixui-repeater__item"><a href="https://www.revontulimatkat.fi/retket/huskysafari" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_husky%7Emv2.jpg" alt="Huskysafari"><h3>Huskysafari</h3><p>3 h &middot; 219 &euro;</p></a></div>
<div role="listitem" class="wixui-repeater__item"><a href="https://www.revontulimatkat.fi/retket/lasikota-illallinen" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_kota%7Emv2.jpg" alt="Illallinen lasikodassa"><h3>Illallinen lasikodassa</h3><p>3 h &middot; 169 &euro;</p></a></div>
</div>
</section>
<section id="comp-lq3a2a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">Asiakkaidemme kokemuksia</h2></div>
<blockquote class="wixui-rich-text__text">&rdquo;Paras ilta koko Lapin-matkallamme. Opas tiesi tarkalleen, minne ajaa pilvien alta.&rdquo; &mdash; Johanna, Tampere</blockquote>
<a href="https://www.tripadvisor.com/Attraction_Review-g189921-d12988412-Reviews-Revontulimatkat-Ivalo_Inari_Lapland.html" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_tc2025%7Emv2.png" alt="Tripadvisor Travellers' Choice 2025"></a>
</section>`,
);

const kumppanit = page(
  'Yhteisty&ouml;kumppanit | Revontulimatkat',
  'Majoitus-, ohjelmapalvelu- ja teknologiakumppanimme Inarissa ja Saariselk&auml;ll&auml;.',
  '/yhteistyokumppanit',
  `<section id="comp-lq4b0a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_2">Yhteisty&ouml;kumppanit</h1>
<p class="font_7">Teemme yhteisty&ouml;t&auml; paikallisten yritysten kanssa, jotta voimme tarjota asiakkaillemme kokonaisia Lapin-el&auml;myksi&auml;.</p></div>
</section>
<section id="comp-lq4b1a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">Majoituskumppanit</h2><p class="font_8">Noudamme asiakkaat suoraan n&auml;ist&auml; majoituksista, ja kumppaneidemme asiakkaat saavat retkist&auml; 10 % alennuksen.</p></div>
<div role="list" class="wixui-gallery">
<div role="listitem"><a href="https://www.tunturihovi.fi/" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_tunturihovi%7Emv2.png" alt="Hotelli Tunturihovi"></a></div>
<div role="listitem"><a href="https://aurorakammi.fi/" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_aurorakammi%7Emv2.png" alt="Aurora Kammi"></a></div>
<div role="listitem"><a href="https://www.inarinkelo.fi/" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7a1e2c_inarinkelo%7Emv2.png" alt="Inarin Kelo -m&ouml;kit"></a></div>
</div>
</section>
<section id="comp-lq4b2a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">Ohjelmapalvelukumppanit</h2>
<ul class="font_8">
<li><a href="https://huskypolku.fi/" target="_blank" data-testid="linkElement">Huskypolku</a> &ndash; huskysafarit ja kennelvierailut</li>
<li><a href="https://www.porotila-kaamos.fi/" target="_blank" data-testid="linkElement">Porotila Kaamos</a> &ndash; porotilavierailut</li>
<li>Inarin Kalastuskeskus &ndash; pilkkiretket (vain puhelinvaraus)</li>
</ul></div>
</section>
<section id="comp-lq4b3a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">Teknologiakumppani</h2>
<p class="font_8">Verkkokauppamme ja varausj&auml;rjestelm&auml;mme toimii <a href="https://www.bokun.io/" target="_blank" data-testid="linkElement">B&oacute;kun</a>-alustalla, jonka kautta my&ouml;s matkanj&auml;rjest&auml;j&auml;kumppanimme n&auml;kev&auml;t reaaliaikaisen saatavuuden.</p></div>
</section>
<section id="comp-lq4b4a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">J&auml;sennykset ja sertifikaatit</h2>
<p class="font_8">Olemme <a href="https://www.visitfinland.com/fi/tietoa-meista/sustainable-travel-finland/" target="_blank" data-testid="linkElement">Sustainable Travel Finland</a> -merkitty yritys ja <a href="https://www.lapland.fi/" target="_blank" data-testid="linkElement">Lapin Matkailuelinkeinon Liiton</a> j&auml;sen.</p></div>
</section>`,
);

const jalleenmyyjat = page(
  'J&auml;lleenmyyj&auml;t ja matkanj&auml;rjest&auml;j&auml;t | Revontulimatkat',
  'Revontulimatkojen retki&auml; myyv&auml;t matkatoimistot ja matkanj&auml;rjest&auml;j&auml;t Suomessa ja ulkomailla.',
  '/jalleenmyyjat',
  `<section id="comp-lq5c0a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_2">J&auml;lleenmyyj&auml;t</h1>
<p class="font_7">Retki&auml;mme voi varata my&ouml;s n&auml;iden matkatoimistojen ja matkanj&auml;rjest&auml;jien kautta. Kaikki j&auml;lleenmyyj&auml;mme k&auml;ytt&auml;v&auml;t samaa reaaliaikaista saatavuutta kuin oma verkkokauppamme.</p></div>
<table class="wixui-table">
<thead><tr><th>Maa</th><th>J&auml;lleenmyyj&auml;</th></tr></thead>
<tbody>
<tr><td>Suomi</td><td><a href="https://www.lapinmatkatoimisto.fi/" target="_blank" data-testid="linkElement">Lapin Matkatoimisto</a></td></tr>
<tr><td>Iso-Britannia</td><td><a href="https://www.nordicescapes.co.uk/" target="_blank" data-testid="linkElement">Nordic Escapes</a></td></tr>
<tr><td>Saksa</td><td><a href="https://www.reisenord.de/" target="_blank" data-testid="linkElement">ReiseNord GmbH</a></td></tr>
<tr><td>Japani</td><td>Hokuo Travel (vain toimiston kautta)</td></tr>
</tbody>
</table>
<p class="font_8">Haluatko myyd&auml; retki&auml;mme? Lue <a href="https://www.revontulimatkat.fi/b2b" data-testid="linkElement">B2B-ehdot</a> ja ota yhteytt&auml;: <a href="mailto:b2b@revontulimatkat.fi">b2b@revontulimatkat.fi</a>.</p>
</section>`,
);

const meista = page(
  'Meist&auml; | Revontulimatkat',
  'Revontulimatkat on inarilainen perheyritys, joka on j&auml;rjest&auml;nyt revontuliretki&auml; vuodesta 2011.',
  '/meista',
  `<section id="comp-lq6d0a1a" class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h1 class="font_2">Meist&auml;</h1>
<p class="font_7">Revontulimatkat on Anna ja Mikko Aikion vuonna 2011 perustama perheyritys Ivalossa. Ty&ouml;llist&auml;mme talvikaudella kaksitoista paikallista opasta.</p>
<p class="font_7">Vastuullisuus ohjaa kaikkea tekemist&auml;mme: retkiautomme kulkevat uusiutuvalla dieselill&auml;, ja kompensoimme lentojen p&auml;&auml;st&ouml;t yhteisty&ouml;ss&auml; <a href="https://www.compensate.com/" target="_blank" data-testid="linkElement">Compensate-s&auml;&auml;ti&ouml;n</a> kanssa.</p>
<p class="font_7">Meist&auml; kirjoitettua: <a href="https://yle.fi/a/74-20112233" target="_blank" data-testid="linkElement">Yle Lappi: &rdquo;Revontulet tuovat Ivaloon ennenn&auml;kem&auml;tt&ouml;m&auml;n talven&rdquo;</a>.</p></div>
</section>
<section class="wixui-section">
<div class="wixui-rich-text" data-testid="richTextElement"><h2 class="font_4">Kartta</h2></div>
<div class="wixui-google-map"><iframe title="Google Maps" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d1450.2!2d27.54!3d68.66" width="100%" height="320" loading="lazy"></iframe></div>
</section>`,
);

export const site: CorpusSite = {
  domain: 'revontulimatkat.fi',
  covers:
    'Finnish Lapland tour operator on Wix (bare domain redirects to www, Wix mesh markup, repeaters, galleries); Finnish-language partner page: accommodation logo gallery and activity-provider list with one unlinked name (generic), booking-system technology partner in prose; resellers table reachable only from the sitemap with one unlinked agency (channel); negatives: Tripadvisor badge, testimonial, sustainability label and tourism association membership, carbon-offset foundation on the about page, press, socials, map embed',
  pages: {
    '/': { status: 301, redirect: 'https://www.revontulimatkat.fi/' },
    'https://www.revontulimatkat.fi/': { headers, html: home },
    'https://www.revontulimatkat.fi/yhteistyokumppanit': { headers, html: kumppanit },
    'https://www.revontulimatkat.fi/jalleenmyyjat': { headers, html: jalleenmyyjat },
    'https://www.revontulimatkat.fi/meista': { headers, html: meista },
  },
  sitemap: [
    'https://www.revontulimatkat.fi/',
    'https://www.revontulimatkat.fi/retket',
    'https://www.revontulimatkat.fi/meista',
    'https://www.revontulimatkat.fi/yhteistyokumppanit',
    'https://www.revontulimatkat.fi/jalleenmyyjat',
    'https://www.revontulimatkat.fi/yhteystiedot',
  ],
  technologies: ['wix', 'react', 'websitebuilder', 'google-cloud-cdn', 'google-cloud', 'hsts', 'open-graph', 'google-maps'],
  partners: {
    'tunturihovi.fi': 'generic',
    'aurorakammi.fi': 'generic',
    'inarinkelo.fi': 'generic',
    'huskypolku.fi': 'generic',
    'porotila-kaamos.fi': 'generic',
    'bokun.io': 'technology',
    'lapinmatkatoimisto.fi': 'channel',
    'nordicescapes.co.uk': 'channel',
    'reisenord.de': 'channel',
  },
};
