import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, desc: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="nl-NL">
<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- This is Squarespace. --><!-- vandijk-expeditie -->
<base href="">
<meta charset="utf-8" />
<title>${title}</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
<link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/favicon.ico?format=100w"/>
<link rel="canonical" href="https://www.vandijk-expeditie.nl${path}"/>
<meta property="og:site_name" content="Van Dijk Expeditie"/>
<meta property="og:title" content="${title}"/>
<meta property="og:url" content="https://www.vandijk-expeditie.nl${path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${desc}"/>
<meta itemprop="name" content="${title}"/>
<meta name="description" content="${desc}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<link rel="preconnect" href="https://use.typekit.net" crossorigin>
<script type="text/javascript" src="//use.typekit.net/ik/Xk2b8nQ4vR1mT7yP0aZcL3sD5fG6hJ9kW2eR4tY6uI8.js" async onload="try{Typekit.load();}catch(e){} document.documentElement.classList.remove('wf-loading');"></script>
<script>document.documentElement.classList.add('wf-loading')</script>
<script crossorigin="anonymous" src="https://assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-2f1a3b4c5d6e7f80-min.nl-NL.js"></script>
<script>Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","templateVersion":"7.1","showAnnouncementBar":false,"website":{"id":"5f8a1b2c3d4e5f6a7b8c9d0e","identifier":"vandijk-expeditie","websiteType":1,"baseUrl":"https://www.vandijk-expeditie.nl","primaryDomain":"www.vandijk-expeditie.nl"}};</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/5f8a1b2c3d4e5f6a7b8c9d0e/42/5c5a519771b3d0fe3b9f5c1e/5f8a1b2c3d4e5f6a7b8c9d20/1587/site.css"/>
</head>
<body id="collection-5f8a1b2c3d4e5f6a7b8c9d11" class="primary-button-style-solid header-width-full tweak-fixed-header">
<div id="siteWrapper" class="clearfix site-wrapper">
<header data-test="header" id="header" class="header theme-col--primary" data-section-theme="white">
  <div class="header-display-desktop">
    <div class="header-title"><a href="/" class="header-title-logo"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/logo-vandijk.png?format=1500w" alt="Van Dijk Expeditie"></a></div>
    <nav class="header-nav-list">
      <div class="header-nav-item"><a href="/diensten">Diensten</a></div>
      <div class="header-nav-item"><a href="/douane">Douane</a></div>
      <div class="header-nav-item"><a href="/over-ons">Over ons</a></div>
      <div class="header-nav-item"><a href="/nieuws">Nieuws</a></div>
      <div class="header-nav-item"><a href="/contact">Contact</a></div>
    </nav>
  </div>
</header>
<main id="page" class="container" role="main">
`;

const footer = `
</main>
<footer class="sections" id="footer-sections" data-footer-sections>
  <section class="page-section" data-section-theme="dark">
    <div class="content-wrapper">
      <div class="sqs-block html-block"><div class="sqs-html-content">
        <h4>Van Dijk Expeditie B.V.</h4>
        <p>Waalhaven Zuidzijde 19, 3089 JH Rotterdam · +31 10 429 71 00 · <a href="mailto:info@vandijk-expeditie.nl">info@vandijk-expeditie.nl</a></p>
        <p>Vestiging België: <a href="https://www.vandijk-expeditie.be/">vandijk-expeditie.be</a></p>
        <p>Op al onze werkzaamheden zijn de Nederlandse Expeditievoorwaarden van toepassing.</p>
      </div></div>
      <div class="sqs-block html-block"><div class="sqs-html-content">
        <h4>Onze partners</h4>
      </div></div>
      <div class="sqs-block image-block"><a href="https://www.rijnmond-barge.nl/" class="sqs-block-image-link"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/partner-rijnmond-barge.png" alt="Rijnmond Barge Services"></a></div>
      <div class="sqs-block image-block"><a href="https://www.polderdouane.nl/" class="sqs-block-image-link"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/partner-polder-douane.png" alt="Polder Douane Services"></a></div>
      <div class="sqs-block image-block"><a href="https://www.nordseekoel.de/" class="sqs-block-image-link"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/partner-nordsee-koel.png" alt="Nordsee Kühllogistik"></a></div>
      <div class="sqs-block html-block"><div class="sqs-html-content">
        <p>Lid van <a href="https://www.fenex.nl/">Fenex</a> en <a href="https://www.tln.nl/">TLN</a> · AEO-F gecertificeerd</p>
        <p><a href="https://www.linkedin.com/company/van-dijk-expeditie">LinkedIn</a> · <a href="https://www.facebook.com/vandijkexpeditie">Facebook</a></p>
      </div></div>
    </div>
  </section>
</footer>
</div>
<script defer="true" src="https://static1.squarespace.com/static/vta/5c5a519771b3d0fe3b9f5c1e/scripts/site-bundle.6a1b2c3d4e5f.js" type="text/javascript"></script>
</body>
</html>`;

const home = `${head('Van Dijk Expeditie – Expediteur in Rotterdam sinds 1952', '/', 'Zee- en luchtvracht, douane-expeditie en opslag vanuit de Waalhaven in Rotterdam.')}
<article class="sections" id="sections" data-page-sections>
  <section class="page-section"><div class="sqs-block html-block"><div class="sqs-html-content">
    <h1>Uw lading in goede handen, sinds 1952</h1>
    <p>Als familiebedrijf regelen wij zeevracht, luchtvracht, douaneformaliteiten en opslag voor importeurs en exporteurs in de Benelux.</p>
    <p><a class="sqs-block-button-element" href="/contact">Offerte aanvragen</a></p>
  </div></div></section>
  <section class="page-section"><div class="sqs-block html-block"><div class="sqs-html-content">
    <h2>Zij gingen u voor</h2>
    <p>Wij werken onder andere voor Hollandse Tulpen Export, Brabant Bouwstaal en Koffiebranderij De Maas.</p>
  </div></div>
  <div class="sqs-gallery"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/klant-tulpen.png" alt="Hollandse Tulpen Export"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/klant-bouwstaal.png" alt="Brabant Bouwstaal"><img src="https://images.squarespace-cdn.com/content/v1/5f8a1b2c3d4e5f6a7b8c9d0e/klant-demaas.png" alt="Koffiebranderij De Maas"></div></section>
  <section class="page-section"><div class="sqs-block html-block"><div class="sqs-html-content">
    <h2>Laatste nieuws</h2>
    <p><a href="/nieuws/nieuwe-loods-waalhaven">Nieuwe douaneloods in de Waalhaven geopend</a></p>
  </div></div></section>
</article>
${footer}`;

const overOns = `${head('Over ons – Van Dijk Expeditie', '/over-ons', 'Drie generaties Van Dijk in de Rotterdamse haven.')}
<article class="sections" data-page-sections>
  <section class="page-section"><div class="sqs-block html-block"><div class="sqs-html-content">
    <h1>Over ons</h1>
    <p>In 1952 begon Gerrit van Dijk met één loods aan de Maashaven. Inmiddels werkt de derde generatie in het bedrijf, met 48 medewerkers in Rotterdam en Antwerpen.</p>
    <h2>Onze partners</h2>
    <p>Voor het vervoer en de afhandeling werken we al jaren samen met vaste partners. Containers van en naar het achterland gaan per binnenvaart met <a href="https://www.rijnmond-barge.nl/">Rijnmond Barge Services</a>. Voor geconditioneerde zendingen naar Duitsland en Scandinavië is <a href="https://www.nordseekoel.de/">Nordsee Kühllogistik</a> uit Bremerhaven onze partner. Douanezaken in de Eemshaven behandelen we samen met <a href="https://www.polderdouane.nl/">Polder Douane Services</a>, en voor luchtvracht via Schiphol werken we samen met afhandelaar <a href="https://www.skyportcargo.nl/">Skyport Cargo Handling</a>.</p>
    <h2>Certificeringen en lidmaatschappen</h2>
    <p>Wij zijn AEO-F gecertificeerd, ISO 9001 gecertificeerd door <a href="https://www.kiwa.com/nl/">Kiwa</a> en lid van <a href="https://www.fenex.nl/">Fenex</a> en <a href="https://www.tln.nl/">Transport en Logistiek Nederland</a>.</p>
    <h2>Maatschappelijk betrokken</h2>
    <p>Wij zijn trotse sponsor van roeivereniging <a href="https://www.rv-nautilus.nl/">R.V. Nautilus</a> en van het <a href="https://www.wereldhavendagen.nl/">Wereldhavendagen</a>-programma voor scholieren.</p>
  </div></div></section>
</article>
${footer}`;

const nieuws = `${head('Nieuwe douaneloods in de Waalhaven geopend – Van Dijk Expeditie', '/nieuws/nieuwe-loods-waalhaven', 'Extra 6.000 m² opslag onder douaneverband.')}
<article class="blog-item"><div class="blog-item-content">
  <h1>Nieuwe douaneloods in de Waalhaven geopend</h1>
  <time>14 maart 2024</time>
  <p>Met de nieuwe loods van 6.000 m² kunnen wij goederen onder douaneverband opslaan (douane-entrepot type C). De opening werd verricht door wethouder Havens, en het <a href="https://www.nieuwsbladtransport.nl/logistiek/2024/03/14/van-dijk-opent-loods">Nieuwsblad Transport</a> schreef er een artikel over.</p>
  <p>De inrichting van het magazijn werd verzorgd door onze klant Brabant Bouwstaal.</p>
</div></article>
${footer}`;

const contact = `${head('Contact – Van Dijk Expeditie', '/contact', 'Neem contact op voor een offerte.')}
<article class="sections"><section class="page-section"><div class="sqs-block form-block">
  <h1>Contact</h1>
  <p>Bel ons op +31 10 429 71 00 of vul het formulier in.</p>
  <form class="react-form-contents"><input type="text" name="fname" placeholder="Naam"><input type="email" name="email" placeholder="E-mail"><textarea name="message" placeholder="Uw zending"></textarea><button type="submit">Verzenden</button></form>
</div></section></article>
${footer}`;

const h = { server: 'Squarespace', 'content-type': 'text/html;charset=utf-8' };

export const site: CorpusSite = {
  domain: 'vandijk-expeditie.nl',
  otherDomains: ['vandijk-expeditie.be'],
  covers:
    'Dutch family freight forwarder, Dutch, Squarespace 7.1 + Typekit; partners named in prose on the about page (generic) and as linked footer logos under "Onze partners"; negatives: unlinked customer logos, Fenex/TLN memberships, AEO/ISO (Kiwa), sponsorships, press, own Belgian domain, social',
  pages: {
    '/': { headers: h, html: home },
    '/over-ons': { headers: h, html: overOns },
    '/nieuws/nieuwe-loods-waalhaven': { headers: h, html: nieuws },
    '/contact': { headers: h, html: contact },
  },
  sitemap: ['/', '/diensten', '/douane', '/over-ons', '/nieuws', '/nieuws/nieuwe-loods-waalhaven', '/contact'],
  technologies: ['squarespace', 'squarespace-commerce', 'typekit', 'adobe-fonts', 'open-graph'],
  partners: {
    'rijnmond-barge.nl': 'generic',
    'nordseekoel.de': 'generic',
    'polderdouane.nl': 'generic',
    'skyportcargo.nl': 'generic',
  },
};
