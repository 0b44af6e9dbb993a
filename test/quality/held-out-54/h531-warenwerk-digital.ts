import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
-->
<base href="https://www.warenwerk-digital.de/">
<title>${title}</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.warenwerk-digital.de${path}">
<meta property="og:type" content="website">
<meta property="og:image" content="https://www.warenwerk-digital.de/fileadmin/user_upload/og/warenwerk-og.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-4f7c1e0b2a9d5c3e8b7a6f1d2c3e4b5a-min.css?1714033201" media="all">
<link rel="canonical" href="https://www.warenwerk-digital.de${path}">
<link rel="alternate" hreflang="de-AT" href="https://www.warenwerk-digital.at${path}">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="q8WzR3kLp" async></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-W7K2Q9M');</script>
<!-- End Google Tag Manager -->
</head>`;

const nav = `<body class="page">
<header class="site-header">
  <a class="site-header__logo" href="/"><img src="/typo3conf/ext/ww_sitepackage/Resources/Public/Images/warenwerk-logo.svg" alt="Warenwerk Digital" width="180" height="40"></a>
  <nav class="main-nav" aria-label="Hauptnavigation">
    <ul>
      <li><a href="/leistungen/">Leistungen</a></li>
      <li><a href="/referenzen/">Referenzen</a></li>
      <li><a href="/partner/">Partner</a></li>
      <li><a href="/agentur/">Agentur</a></li>
      <li><a href="/karriere/">Karriere</a></li>
      <li><a href="/kontakt/" class="btn btn--primary">Projekt anfragen</a></li>
    </ul>
  </nav>
</header>
<main id="content">`;

const footer = `</main>
<footer class="site-footer">
  <div class="site-footer__cols">
    <div>
      <strong>Warenwerk Digital GmbH</strong>
      <address>Speicherstraße 14<br>28217 Bremen<br>Tel. <a href="tel:+494215558120">+49 421 5558120</a><br><a href="mailto:hallo@warenwerk-digital.de">hallo@warenwerk-digital.de</a></address>
      <p>Standort Österreich: <a href="https://www.warenwerk-digital.at/">warenwerk-digital.at</a></p>
    </div>
    <div>
      <strong>Agentur</strong>
      <ul>
        <li><a href="/agentur/">Über uns</a></li>
        <li><a href="/karriere/">Jobs</a></li>
        <li><a href="/partner/">Partner</a></li>
        <li><a href="/blog/">Blog</a></li>
      </ul>
    </div>
    <div>
      <strong>Folge uns</strong>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/warenwerk-digital/" rel="noopener" target="_blank">LinkedIn</a></li>
        <li><a href="https://www.instagram.com/warenwerk.digital/" rel="noopener" target="_blank">Instagram</a></li>
        <li><a href="https://www.xing.com/pages/warenwerkdigitalgmbh" rel="noopener" target="_blank">XING</a></li>
        <li><a href="https://www.kununu.com/de/warenwerk-digital" rel="noopener" target="_blank">kununu</a></li>
      </ul>
    </div>
  </div>
  <div class="site-footer__legal">
    <span>© 2024 Warenwerk Digital GmbH</span>
    <a href="/impressum/">Impressum</a>
    <a href="/datenschutz/">Datenschutz</a>
    <a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a>
  </div>
</footer>
<script src="/typo3conf/ext/ww_sitepackage/Resources/Public/JavaScript/jquery-3.7.1.min.js?1699011220"></script>
<script src="/typo3temp/assets/compressed/merged-9b1e2d7c4a5f6e8d0c1b2a3f4e5d6c7b-min.js?1714033201"></script>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'warenwerk-digital.de',
  otherDomains: ['warenwerk-digital.at'],
  covers:
    'German Shopware/Shopify agency on TYPO3: partner page split into linked technology-partner logo grid and a plain agency-network list; logo-only partner without link; linked customer references, award and job-board negatives; Austrian sister domain',
  pages: {
    '/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Warenwerk Digital – E-Commerce-Agentur für Shopware & Shopify', 'Wir konzipieren, bauen und betreuen Onlineshops auf Shopware 6 und Shopify Plus – von Bremen und Wien aus.', '/')}
${nav}
<section class="hero">
  <h1>Onlineshops, die verkaufen.</h1>
  <p>Seit 2012 entwickeln wir B2C- und B2B-Shops für den Mittelstand – mit Fokus auf Shopware 6, Shopify Plus und saubere Schnittstellen zu ERP und PIM.</p>
  <a class="btn btn--primary" href="/kontakt/">Erstgespräch vereinbaren</a>
</section>
<section class="usp">
  <div class="usp__item"><h3>Konzeption</h3><p>Workshops, UX-Research und Shop-Architektur.</p></div>
  <div class="usp__item"><h3>Entwicklung</h3><p>Themes, Plugins und Headless-Frontends.</p></div>
  <div class="usp__item"><h3>Betrieb</h3><p>Hosting, Monitoring und Wartungsverträge.</p></div>
</section>
<section class="trust">
  <h2>Marken, die uns vertrauen</h2>
  <ul class="logo-row">
    <li><img src="/fileadmin/user_upload/kunden/bergsport-kraemer.svg" alt="Bergsport Krämer"></li>
    <li><img src="/fileadmin/user_upload/kunden/tee-kontor.svg" alt="Tee-Kontor Hamburg"></li>
    <li><img src="/fileadmin/user_upload/kunden/moebelhaus-lindner.svg" alt="Möbelhaus Lindner"></li>
    <li><img src="/fileadmin/user_upload/kunden/velo-nord.svg" alt="Velo Nord"></li>
  </ul>
  <a href="/referenzen/">Alle Referenzen ansehen</a>
</section>
<section class="awards">
  <h2>Ausgezeichnet</h2>
  <p>Gewinner beim <a href="https://www.german-web-award.de/gewinner-2023" target="_blank" rel="noopener">German Web Award 2023</a> in der Kategorie E-Commerce.</p>
</section>
<section class="teaser-partner">
  <h2>Starke Partner</h2>
  <p>Als zertifizierte Agentur arbeiten wir eng mit den Herstellern unserer Kernsysteme zusammen. <a href="/partner/">Zu unseren Partnern</a></p>
</section>
${footer}`,
    },
    '/partner/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Partner – Warenwerk Digital', 'Technologiepartner und Agentur-Netzwerk der Warenwerk Digital GmbH.', '/partner/')}
${nav}
<div class="frame frame-type-header"><h1>Unsere Partner</h1>
<p class="lead">Gute Shops entstehen im Zusammenspiel. Mit diesen Herstellern und Agenturen arbeiten wir seit Jahren erfolgreich zusammen.</p></div>

<div id="c412" class="frame frame-type-ww_logogrid">
  <h2>Technologiepartner</h2>
  <div class="logogrid">
    <a class="logogrid__item" href="https://www.shopware.com/de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/shopware-gold-partner.svg" alt="Shopware Gold Partner"></a>
    <a class="logogrid__item" href="https://www.shopify.com/de/plus/partners" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/shopify-plus-partner.svg" alt="Shopify Plus Partner"></a>
    <a class="logogrid__item" href="https://www.akeneo.com/de/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/akeneo.svg" alt="Akeneo PIM"></a>
    <a class="logogrid__item" href="https://pimcore.com/de" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/pimcore.svg" alt="Pimcore"></a>
    <a class="logogrid__item" href="https://www.algolia.com/" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/algolia.svg" alt="Algolia"></a>
    <a class="logogrid__item" href="https://www.klaviyo.com/de" target="_blank" rel="noopener"><img src="/fileadmin/user_upload/partner/klaviyo.svg" alt="Klaviyo"></a>
    <span class="logogrid__item"><img src="/fileadmin/user_upload/partner/mollie.svg" alt="Mollie Payments"></span>
  </div>
</div>

<div id="c415" class="frame frame-type-text">
  <h2>Agentur-Netzwerk</h2>
  <p>Für Spezialthemen holen wir Kolleginnen und Kollegen aus unserem Netzwerk ins Projekt:</p>
  <ul>
    <li><a href="https://www.suchwerk-seo.de/" target="_blank" rel="noopener">Suchwerk SEO</a> – Suchmaschinenoptimierung und Relaunch-Begleitung</li>
    <li><a href="https://pixelhafen.de/" target="_blank" rel="noopener">Pixelhafen</a> – UX-Design und Usability-Tests</li>
    <li><a href="https://www.datenbruecke.at/" target="_blank" rel="noopener">Datenbrücke</a> – ERP-Integration (Microsoft Dynamics, SAP Business One)</li>
  </ul>
</div>

<div id="c418" class="frame frame-type-text">
  <h2>Partner werden?</h2>
  <p>Sie sind Hersteller oder Agentur und möchten mit uns zusammenarbeiten? Schreiben Sie an <a href="mailto:partner@warenwerk-digital.de">partner@warenwerk-digital.de</a>.</p>
</div>
${footer}`,
    },
    '/referenzen/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Referenzen – Warenwerk Digital', 'Ausgewählte Shopprojekte von Warenwerk Digital.', '/referenzen/')}
${nav}
<h1>Referenzen</h1>
<div class="cases">
  <article class="case">
    <img src="/fileadmin/user_upload/cases/bergsport-kraemer.jpg" alt="Shop Bergsport Krämer">
    <h3>Bergsport Krämer</h3>
    <p>Migration von Shopware 5 auf Shopware 6 mit 40.000 Artikeln und Filial-Verfügbarkeit.</p>
    <a href="https://www.bergsport-kraemer.de/" target="_blank" rel="noopener">Shop ansehen</a>
  </article>
  <article class="case">
    <img src="/fileadmin/user_upload/cases/tee-kontor.jpg" alt="Shop Tee-Kontor Hamburg">
    <h3>Tee-Kontor Hamburg</h3>
    <p>Shopify-Plus-Relaunch mit Abo-Modell und internationalem Versand.</p>
    <a href="https://tee-kontor-hamburg.de/" target="_blank" rel="noopener">Shop ansehen</a>
  </article>
  <article class="case">
    <img src="/fileadmin/user_upload/cases/velo-nord.jpg" alt="Shop Velo Nord">
    <h3>Velo Nord</h3>
    <p>B2B-Händlerportal mit individuellen Preislisten.</p>
    <a href="https://www.velo-nord.de/" target="_blank" rel="noopener">Shop ansehen</a>
  </article>
</div>
<blockquote class="testimonial">„Warenwerk hat unseren Relaunch in Rekordzeit umgesetzt.“ <cite>Jana Krämer, Geschäftsführerin Bergsport Krämer</cite></blockquote>
${footer}`,
    },
    '/karriere/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Karriere – Warenwerk Digital', 'Jobs bei Warenwerk Digital in Bremen, Wien und remote.', '/karriere/')}
${nav}
<h1>Karriere bei Warenwerk</h1>
<p>Wir suchen Menschen, die Lust auf E-Commerce haben. Alle offenen Stellen findest du auf unserer Karriereseite bei <a href="https://join.com/companies/warenwerk-digital" target="_blank" rel="noopener">JOIN</a>.</p>
<ul class="jobs">
  <li>Senior Shopware Developer (m/w/d) – Bremen oder remote</li>
  <li>Projektmanager:in E-Commerce – Wien</li>
  <li>Werkstudent:in Frontend</li>
</ul>
<p>Mehr über unsere Kultur auf <a href="https://www.kununu.com/de/warenwerk-digital" target="_blank" rel="noopener">kununu</a>.</p>
${footer}`,
    },
    '/impressum/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=utf-8' },
      html: `${head('Impressum – Warenwerk Digital', 'Impressum der Warenwerk Digital GmbH.', '/impressum/')}
${nav}
<h1>Impressum</h1>
<p>Warenwerk Digital GmbH<br>Speicherstraße 14<br>28217 Bremen</p>
<p>Geschäftsführer: Malte Ohlsen, Sabine Wiegand<br>Registergericht: Amtsgericht Bremen, HRB 31877<br>USt-IdNr.: DE298765432</p>
<p>Konzeption und Umsetzung: Warenwerk Digital GmbH. Hosting: <a href="https://www.hetzner.com/" target="_blank" rel="noopener">Hetzner Online GmbH</a>.</p>
${footer}`,
    },
  },
  sitemap: ['/', '/leistungen/', '/referenzen/', '/partner/', '/agentur/', '/karriere/', '/kontakt/', '/impressum/', '/datenschutz/'],
  technologies: ['typo3-cms', 'php', 'nginx', 'jquery', 'usercentrics', 'google-tag-manager', 'open-graph'],
  partners: {
    'shopware.com': 'technology',
    'shopify.com': 'technology',
    'akeneo.com': 'technology',
    'pimcore.com': 'technology',
    'algolia.com': 'technology',
    'klaviyo.com': 'technology',
    'suchwerk-seo.de': 'channel',
    'pixelhafen.de': 'channel',
    'datenbruecke.at': 'channel',
  },
};
