import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2025 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.pixelwerk-agentur.de/fileadmin/user_upload/og/pixelwerk-og.jpg">
<meta property="og:site_name" content="Pixelwerk Agentur">
<meta name="twitter:card" content="summary">
<link rel="preload" href="/typo3conf/ext/pixelwerk_site/Resources/Public/Fonts/manrope-v15-latin-600.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-8c2f1a9e4b7d3c6e5a0f1b2c3d4e5f6a-min.css.gz?1713347211" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk3pQ9rT_vL2mN" async></script>
<link rel="icon" href="/typo3conf/ext/pixelwerk_site/Resources/Public/Icons/favicon.ico">
</head>
<body id="p1" class="page-layout-default">
<header class="site-header">
  <a class="site-header__logo" href="/"><img src="/typo3conf/ext/pixelwerk_site/Resources/Public/Images/pixelwerk-logo.svg" width="180" height="40" alt="Pixelwerk – Agentur für Marke, Web &amp; Commerce"></a>
  <nav class="site-nav" aria-label="Hauptnavigation">
    <ul>
      <li><a href="/leistungen/">Leistungen</a></li>
      <li><a href="/referenzen/">Referenzen</a></li>
      <li><a href="/agentur/">Agentur</a></li>
      <li><a href="/technologiepartner/">Technologiepartner</a></li>
      <li><a href="/karriere/">Karriere</a></li>
      <li><a href="/kontakt/" class="btn btn--primary">Projekt anfragen</a></li>
    </ul>
  </nav>
</header>
<main id="main">
`;

const foot = `</main>
<footer class="site-footer">
  <div class="site-footer__partners">
    <h2 class="site-footer__title">Unsere Partner</h2>
    <ul class="logo-list">
      <li><a href="https://www.druckerei-hansen.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/druckerei-hansen.svg" alt="Druckerei Hansen" width="120" height="48" loading="lazy"></a></li>
      <li><a href="https://www.fotostudio-elbblick.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/elbblick.svg" alt="Fotostudio Elbblick" width="120" height="48" loading="lazy"></a></li>
      <li><a href="https://texterei-nord.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/texterei-nord.svg" alt="Texterei Nord" width="120" height="48" loading="lazy"></a></li>
      <li><a href="https://www.deichgraf-film.de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/deichgraf.svg" alt="Deichgraf Filmproduktion" width="120" height="48" loading="lazy"></a></li>
    </ul>
  </div>
  <div class="site-footer__members">
    <h2 class="site-footer__title">Mitglied in</h2>
    <a href="https://www.bvdw.org/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/mitgliedschaften/bvdw.svg" alt="BVDW – Bundesverband Digitale Wirtschaft" width="100" height="40" loading="lazy"></a>
    <a href="https://typo3.org/community/members" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/mitgliedschaften/typo3-association.svg" alt="Mitglied der TYPO3 Association" width="100" height="40" loading="lazy"></a>
  </div>
  <div class="site-footer__contact">
    <p><strong>Pixelwerk GmbH</strong><br>Stresemannstraße 29<br>22769 Hamburg<br><a href="tel:+494089012340">+49 40 890123-40</a><br><a href="mailto:hallo@pixelwerk-agentur.de">hallo@pixelwerk-agentur.de</a></p>
    <p><a href="https://www.instagram.com/pixelwerk.hamburg/" target="_blank" rel="noopener">Instagram</a> · <a href="https://www.linkedin.com/company/pixelwerk-gmbh/" target="_blank" rel="noopener">LinkedIn</a> · <a href="https://www.behance.net/pixelwerk-hamburg" target="_blank" rel="noopener">Behance</a></p>
  </div>
  <nav class="site-footer__legal" aria-label="Rechtliches"><a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz</a> <a href="#" onclick="UC_UI.showSecondLayer();">Cookie-Einstellungen</a></nav>
</footer>
<script src="/typo3temp/assets/compressed/merged-1d4e7b0a3c6f9e2d5b8a1c4f7e0d3b6a-min.js.gz?1713347211"></script>
</body>
</html>`;

const headers = { server: 'Apache', 'content-type': 'text/html; charset=utf-8', 'content-language': 'de' };

const home = `${head('Pixelwerk – Agentur für Marke, Web & Commerce in Hamburg', 'Wir entwickeln Marken, Websites und Online-Shops für den Mittelstand. Agentur aus Hamburg-Altona seit 2011.')}
<section class="frame frame-hero">
  <h1>Marke. Web. Commerce.</h1>
  <p>Pixelwerk ist eine inhabergeführte Digitalagentur aus Hamburg-Altona. Seit 2011 gestalten wir Marken, Websites und Online-Shops für mittelständische Unternehmen, Händler und Manufakturen.</p>
  <a class="btn btn--primary" href="/kontakt/">Lassen Sie uns sprechen</a>
</section>
<section class="frame frame-type-textpic">
  <h2>Leistungen</h2>
  <ul class="teaser-list">
    <li><h3>Branding &amp; Corporate Design</h3><p>Vom Logo bis zum Markenhandbuch.</p></li>
    <li><h3>Websites mit TYPO3</h3><p>Barrierearme Websites, die Redakteure gerne pflegen.</p></li>
    <li><h3>E-Commerce</h3><p>Online-Shops mit Shopware und Shopify, angebunden an Warenwirtschaft und Kasse.</p></li>
    <li><h3>Performance-Marketing</h3><p>SEA, Social Ads und E-Mail-Marketing mit messbaren Zielen.</p></li>
  </ul>
</section>
<section class="frame frame-type-image">
  <h2>Ausgewählte Kunden</h2>
  <div class="logo-grid">
    <a href="/referenzen/"><img src="/fileadmin/user_upload/kunden/kaffeeroesterei-altona.svg" alt="Kaffeerösterei Altona" width="140" height="56" loading="lazy"></a>
    <a href="/referenzen/"><img src="/fileadmin/user_upload/kunden/nordlicht-moebel.svg" alt="Nordlicht Möbel" width="140" height="56" loading="lazy"></a>
    <a href="/referenzen/"><img src="/fileadmin/user_upload/kunden/fahrradhaus-winterhude.svg" alt="Fahrradhaus Winterhude" width="140" height="56" loading="lazy"></a>
    <a href="/referenzen/"><img src="/fileadmin/user_upload/kunden/steuerbuero-lindemann.svg" alt="Steuerbüro Lindemann" width="140" height="56" loading="lazy"></a>
  </div>
</section>
<section class="frame frame-type-text">
  <h2>Ausgezeichnet</h2>
  <p>Unser Relaunch für die Kaffeerösterei Altona wurde mit dem <a href="https://www.hamburger-digitalpreis.de/gewinner/2024/" target="_blank" rel="noopener">Hamburger Digitalpreis 2024</a> in der Kategorie E-Commerce ausgezeichnet.</p>
</section>
${foot}`;

const agentur = `${head('Agentur – Pixelwerk Hamburg', 'Zwölf Köpfe, ein Studio in Altona und ein Netzwerk aus starken Partnern.')}
<section class="frame frame-type-text">
  <h1>Die Agentur</h1>
  <p>Wir sind zwölf Designer, Entwicklerinnen und Strategen in einem Altbau-Studio an der Stresemannstraße. Gegründet 2011 von Jana Petersen und Mirko Albers, arbeiten wir bis heute ohne Umwege: Wer Ihr Projekt plant, setzt es auch um.</p>
</section>
<section class="frame frame-type-text" id="c412">
  <h2>Unsere Partner</h2>
  <p>Für Projekte, die mehr brauchen als Design und Code, arbeiten wir seit Jahren mit einem festen Kreis von Partnern zusammen:</p>
  <ul>
    <li><a href="https://www.druckerei-hansen.de/" target="_blank" rel="noopener">Druckerei Hansen</a> aus Pinneberg produziert unsere Geschäftsausstattungen und Verpackungen.</li>
    <li>Produktfotos für Online-Shops entstehen im <a href="https://www.fotostudio-elbblick.de/" target="_blank" rel="noopener">Fotostudio Elbblick</a>.</li>
    <li>Die <a href="https://texterei-nord.de/" target="_blank" rel="noopener">Texterei Nord</a> schreibt mit uns Website-Texte, Claims und Produktbeschreibungen.</li>
    <li>Imagefilme und Social-Clips drehen wir gemeinsam mit <a href="https://www.deichgraf-film.de/" target="_blank" rel="noopener">Deichgraf Filmproduktion</a>.</li>
  </ul>
  <p>Unsere Technologiepartner für Shop-Systeme, Hosting und Marketing-Automation finden Sie <a href="/technologiepartner/">hier</a>.</p>
</section>
<section class="frame frame-type-text" id="c418">
  <h2>Engagement</h2>
  <p>Seit 2019 sind wir Trikotsponsor der A-Jugend des <a href="https://www.hsv-handball-jugend.de/" target="_blank" rel="noopener">HSV Handball Nachwuchs</a> und unterstützen jedes Jahr ein gemeinnütziges Projekt mit einer kostenlosen Website – 2024 die <a href="https://www.tafel-altona.de/" target="_blank" rel="noopener">Tafel Altona</a>.</p>
</section>
<section class="frame frame-type-text" id="c421">
  <h2>Mitgliedschaften</h2>
  <p>Pixelwerk ist Mitglied im <a href="https://www.bvdw.org/" target="_blank" rel="noopener">Bundesverband Digitale Wirtschaft (BVDW)</a> und in der <a href="https://typo3.org/community/members" target="_blank" rel="noopener">TYPO3 Association</a>.</p>
</section>
${foot}`;

const tech = `${head('Technologiepartner – Pixelwerk Hamburg', 'Mit diesen Technologiepartnern setzen wir Shops, Websites und Marketing-Automation um.')}
<section class="frame frame-type-text">
  <h1>Technologiepartner</h1>
  <p>Wir setzen auf wenige, bewährte Plattformen – und kennen sie dafür sehr genau. Mit diesen Herstellern arbeiten wir als zertifizierte Partneragentur zusammen.</p>
</section>
<section class="frame frame-type-accordion" id="c530">
  <div class="accordion">
    <details class="accordion__item" open>
      <summary><h2>E-Commerce</h2></summary>
      <div class="accordion__content">
        <div class="partner-row">
          <img src="/fileadmin/user_upload/technologie/shopware.svg" alt="Shopware" width="140" height="40" loading="lazy">
          <p><strong>Shopware</strong> – Shopware Silber Partner seit 2020. Unser Standard für B2B-Shops mit komplexen Preislogiken. <a href="https://www.shopware.com/de/" target="_blank" rel="noopener">shopware.com</a></p>
        </div>
        <div class="partner-row">
          <img src="/fileadmin/user_upload/technologie/shopify.svg" alt="Shopify" width="140" height="40" loading="lazy">
          <p><strong>Shopify</strong> – Shopify Partner für D2C-Marken, die schnell starten wollen. <a href="https://www.shopify.com/de" target="_blank" rel="noopener">shopify.com</a></p>
        </div>
      </div>
    </details>
    <details class="accordion__item">
      <summary><h2>Marketing &amp; CRM</h2></summary>
      <div class="accordion__content">
        <div class="partner-row">
          <img src="/fileadmin/user_upload/technologie/hubspot.svg" alt="HubSpot" width="140" height="40" loading="lazy">
          <p><strong>HubSpot</strong> – Solutions Partner. CRM, Leadmanagement und Marketing-Automation. <a href="https://www.hubspot.de/" target="_blank" rel="noopener">hubspot.de</a></p>
        </div>
        <div class="partner-row">
          <img src="/fileadmin/user_upload/technologie/klaviyo.svg" alt="Klaviyo" width="140" height="40" loading="lazy">
          <p><strong>Klaviyo</strong> – E-Mail- und SMS-Marketing für Online-Shops. <a href="https://www.klaviyo.com/de" target="_blank" rel="noopener">klaviyo.com</a></p>
        </div>
      </div>
    </details>
    <details class="accordion__item">
      <summary><h2>Hosting &amp; Datenschutz</h2></summary>
      <div class="accordion__content">
        <div class="partner-row">
          <img src="/fileadmin/user_upload/technologie/mittwald.svg" alt="Mittwald" width="140" height="40" loading="lazy">
          <p><strong>Mittwald</strong> – Agentur-Hosting aus Espelkamp, DSGVO-konform in deutschen Rechenzentren. <a href="https://www.mittwald.de/" target="_blank" rel="noopener">mittwald.de</a></p>
        </div>
        <div class="partner-row">
          <img src="/fileadmin/user_upload/technologie/usercentrics.svg" alt="Usercentrics" width="140" height="40" loading="lazy">
          <p><strong>Usercentrics</strong> – Consent-Management für alle unsere Websites. <a href="https://usercentrics.com/de/" target="_blank" rel="noopener">usercentrics.com</a></p>
        </div>
      </div>
    </details>
  </div>
</section>
${foot}`;

const referenzen = `${head('Referenzen – Pixelwerk Hamburg', 'Ausgewählte Projekte: Online-Shops, Websites und Markenentwicklung für den Mittelstand.')}
<section class="frame frame-type-text">
  <h1>Referenzen</h1>
</section>
<section class="frame frame-type-cards">
  <article class="case">
    <h2>Kaffeerösterei Altona</h2>
    <p>Shopify-Relaunch mit Abo-Modell, Klaviyo-Flows und neuer Verpackungslinie. Umsatz online +64 % im ersten Jahr.</p>
    <a href="https://www.kaffeeroesterei-altona.de/" target="_blank" rel="noopener">Zur Website</a>
  </article>
  <article class="case">
    <h2>Nordlicht Möbel</h2>
    <p>B2B-Shop mit Shopware 6 und Anbindung an die Warenwirtschaft.</p>
    <a href="https://nordlicht-moebel.de/" target="_blank" rel="noopener">Zur Website</a>
  </article>
  <article class="case">
    <h2>Fahrradhaus Winterhude</h2>
    <p>Terminbuchung für die Werkstatt und Click &amp; Collect für Ersatzteile.</p>
    <a href="https://www.fahrradhaus-winterhude.de/" target="_blank" rel="noopener">Zur Website</a>
  </article>
  <article class="case">
    <h2>Steuerbüro Lindemann</h2>
    <p>Barrierearme TYPO3-Website mit Mandantenportal und Karrierebereich.</p>
    <a href="https://www.steuerbuero-lindemann.de/" target="_blank" rel="noopener">Zur Website</a>
  </article>
</section>
${foot}`;

const karriere = `${head('Karriere – Pixelwerk Hamburg', 'Offene Stellen bei Pixelwerk: Frontend-Entwicklung, Design und Projektmanagement.')}
<section class="frame frame-type-text">
  <h1>Karriere</h1>
  <p>Wir suchen ab sofort eine:n <strong>TYPO3-Entwickler:in (m/w/d)</strong> und eine:n <strong>Junior Designer:in</strong>. Alle Stellen finden Sie auch auf <a href="https://www.stepstone.de/cmp/de/pixelwerk-gmbh-284913/jobs" target="_blank" rel="noopener">StepStone</a> und <a href="https://www.xing.com/pages/pixelwerkgmbh/jobs" target="_blank" rel="noopener">XING</a>.</p>
  <p>Bewerbungen bitte an <a href="mailto:jobs@pixelwerk-agentur.de">jobs@pixelwerk-agentur.de</a>.</p>
</section>
${foot}`;

const kontakt = `${head('Kontakt – Pixelwerk Hamburg', 'Projekt anfragen: Wir melden uns innerhalb von zwei Werktagen.')}
<section class="frame frame-type-text">
  <h1>Projekt anfragen</h1>
  <p>Erzählen Sie uns von Ihrem Vorhaben. Wir melden uns innerhalb von zwei Werktagen.</p>
  <form action="/kontakt/?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend&amp;cHash=4f1c2e7a9b0d3c5e" method="post" id="kontakt-12" enctype="multipart/form-data">
    <label for="kontakt-12-name">Name</label><input id="kontakt-12-name" type="text" name="tx_form_formframework[kontakt-12][name]" required>
    <label for="kontakt-12-email">E-Mail</label><input id="kontakt-12-email" type="email" name="tx_form_formframework[kontakt-12][email]" required>
    <label for="kontakt-12-nachricht">Nachricht</label><textarea id="kontakt-12-nachricht" name="tx_form_formframework[kontakt-12][nachricht]"></textarea>
    <button type="submit" class="btn btn--primary">Absenden</button>
  </form>
</section>
${foot}`;

export const site: CorpusSite = {
  domain: 'pixelwerk-agentur.de',
  covers:
    'German TYPO3 marketing agency: generic partners in a site-wide footer logo strip and as prose on the about page, technology partners in a details/summary accordion; negatives: client case studies and logos, award, youth-team sponsorship and pro-bono project, BVDW and TYPO3 Association memberships, StepStone/XING job links, social links',
  pages: {
    '/': { headers, html: home },
    '/agentur/': { headers, html: agentur },
    '/technologiepartner/': { headers, html: tech },
    '/referenzen/': { headers, html: referenzen },
    '/karriere/': { headers, html: karriere },
    '/kontakt/': { headers, html: kontakt },
  },
  technologies: ['apache-http-server', 'open-graph', 'php', 'typo3-cms', 'usercentrics'],
  partners: {
    'druckerei-hansen.de': 'generic',
    'fotostudio-elbblick.de': 'generic',
    'texterei-nord.de': 'generic',
    'deichgraf-film.de': 'generic',
    'shopware.com': 'technology',
    'shopify.com': 'technology',
    'hubspot.de': 'technology',
    'klaviyo.com': 'technology',
    'mittwald.de': 'technology',
    'usercentrics.com': 'technology',
  },
};
