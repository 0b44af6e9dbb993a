import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  link: '<https://www.ebnerwallner.at/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

const head = (title: string, description: string, path: string) => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="https://www.ebnerwallner.at${path}" />
<meta property="og:locale" content="de_AT" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:url" content="https://www.ebnerwallner.at${path}" />
<meta property="og:site_name" content="Ebner Wallner Steuerberatung" />
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://www.ebnerwallner.at${path}","url":"https://www.ebnerwallner.at${path}","name":"${title}","isPartOf":{"@id":"https://www.ebnerwallner.at/#website"},"inLanguage":"de-AT"},{"@type":"AccountingService","@id":"https://www.ebnerwallner.at/#organization","name":"Ebner Wallner Steuerberatung GmbH","address":{"@type":"PostalAddress","streetAddress":"Landstraße 41","postalCode":"4020","addressLocality":"Linz","addressCountry":"AT"}}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel='stylesheet' id='hello-elementor-css' href='https://www.ebnerwallner.at/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='https://www.ebnerwallner.at/wp-content/plugins/elementor/assets/css/frontend-lite.min.css?ver=3.21.4' media='all' />
<link rel='stylesheet' id='elementor-post-7-css' href='https://www.ebnerwallner.at/wp-content/uploads/elementor/css/post-7.css?ver=1716202211' media='all' />
<link rel='stylesheet' id='ew-fonts-css' href='https://www.ebnerwallner.at/wp-content/uploads/fonts/source-sans-3/font.css?ver=1.0' media='all' />
<script src="https://www.ebnerwallner.at/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<link rel="https://api.w.org/" href="https://www.ebnerwallner.at/wp-json/" />
<meta name="generator" content="WordPress 6.5.3" />
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-disabled" />
<link rel="alternate" hreflang="de-AT" href="https://www.ebnerwallner.at${path}" />
<link rel="alternate" hreflang="en" href="https://www.ebnerwallner.com/" />
</head>`;

const header = `<header id="site-header" class="site-header">
<div data-elementor-type="header" data-elementor-id="61" class="elementor elementor-61 elementor-location-header">
<div class="elementor-element elementor-element-1c4e2d0 e-flex e-con-boxed e-con e-parent" data-element_type="container">
<div class="elementor-element elementor-element-5a0b9f3 elementor-widget elementor-widget-image" data-widget_type="image.default">
<a href="https://www.ebnerwallner.at/"><img width="220" height="56" src="https://www.ebnerwallner.at/wp-content/uploads/2023/02/ebner-wallner-logo.svg" alt="Ebner Wallner Steuerberatung" /></a>
</div>
<nav class="elementor-nav-menu--main" aria-label="Menü">
<ul id="menu-hauptmenue" class="elementor-nav-menu">
<li class="menu-item"><a href="https://www.ebnerwallner.at/" class="elementor-item">Start</a></li>
<li class="menu-item"><a href="https://www.ebnerwallner.at/leistungen/" class="elementor-item">Leistungen</a></li>
<li class="menu-item"><a href="https://www.ebnerwallner.at/kanzlei/" class="elementor-item">Kanzlei</a></li>
<li class="menu-item"><a href="https://www.ebnerwallner.at/kooperationspartner/" class="elementor-item">Kooperationspartner</a></li>
<li class="menu-item"><a href="https://www.ebnerwallner.at/karriere/" class="elementor-item">Karriere</a></li>
<li class="menu-item"><a href="https://www.ebnerwallner.at/kontakt/" class="elementor-item">Kontakt</a></li>
<li class="menu-item"><a href="https://www.ebnerwallner.com/" class="elementor-item" lang="en">EN</a></li>
</ul>
</nav>
</div>
</div>
</header>`;

const footer = `<footer data-elementor-type="footer" data-elementor-id="74" class="elementor elementor-74 elementor-location-footer">
<div class="elementor-element elementor-element-2be91c7 e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-text-editor">
<p><strong>Ebner Wallner Steuerberatung GmbH</strong><br>Landstraße 41, 4020 Linz<br>Tel. +43 732 781 204 &middot; <a href="mailto:office@ebnerwallner.at">office@ebnerwallner.at</a></p>
<p>FN 412337 t, Landesgericht Linz &middot; UID ATU68412337</p>
</div>
<div class="elementor-widget elementor-widget-icon-list">
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="https://www.ebnerwallner.at/kooperationspartner/"><span class="elementor-icon-list-text">Kooperationspartner</span></a></li>
<li class="elementor-icon-list-item"><a href="https://www.ebnerwallner.at/impressum/"><span class="elementor-icon-list-text">Impressum</span></a></li>
<li class="elementor-icon-list-item"><a href="https://www.ebnerwallner.at/datenschutz/"><span class="elementor-icon-list-text">Datenschutz</span></a></li>
</ul>
</div>
<div class="elementor-widget elementor-widget-social-icons">
<a class="elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/ebner-wallner-steuerberatung/" target="_blank"><span class="elementor-screen-only">LinkedIn</span><svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512"><path d="M100 448H7V149h93z"></path></svg></a>
<a class="elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/ebnerwallner" target="_blank"><span class="elementor-screen-only">Facebook</span><svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512"><path d="M504 256C504 119 393 8 256 8"></path></svg></a>
</div>
<p class="ew-member">Mitglied von <a href="https://www.meridia-international.org/">Meridia International</a> &middot; Mitglied der <a href="https://www.ksw.or.at/">Kammer der Steuerberater:innen und Wirtschaftsprüfer</a></p>
</div>
</footer>
<div id="BorlabsCookieBox" class="BorlabsCookie" role="dialog" aria-labelledby="CookieBoxTextHeadline" aria-modal="true"><div class="_brlbs-bar-wrap"><p id="CookieBoxTextHeadline">Datenschutzeinstellungen</p><p>Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell, während andere uns helfen, diese Website zu verbessern.</p></div></div>
<script src="https://www.ebnerwallner.at/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.21.4" id="elementor-webpack-runtime-js"></script>
<script src="https://www.ebnerwallner.at/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.21.4" id="elementor-frontend-modules-js"></script>
<script src="https://www.ebnerwallner.at/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.21.4" id="elementor-frontend-js"></script>`;

const page = (title: string, description: string, path: string, bodyClass: string, content: string) =>
  `<!DOCTYPE html>
<html lang="de-AT">
${head(title, description, path)}
<body class="${bodyClass} wp-custom-logo elementor-default elementor-kit-7">
${header}
<main id="content" class="site-main">
${content}
</main>
${footer}
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'ebnerwallner.at',
  otherDomains: ['ebnerwallner.com'],
  covers:
    'Austrian tax advisory firm (German) on WordPress/Elementor with Yoast and Borlabs Cookie; Kooperationspartner page of Elementor image boxes and icon lists under headings (software partners = technology, lawyers/notary/bank/consultant = generic); negatives: international network membership, chamber (KSW), award, job boards on careers page, English sister domain, social links',
  pages: {
    '/': {
      status: 301,
      redirect: 'https://www.ebnerwallner.at/',
    },
    'https://www.ebnerwallner.at/': {
      headers,
      html: page(
        'Steuerberatung in Linz | Ebner Wallner Steuerberatung',
        'Steuerberatung, Buchhaltung und Lohnverrechnung für KMU und Freiberufler in Oberösterreich.',
        '/',
        'home page-template-default page page-id-12',
        `<div data-elementor-type="wp-page" data-elementor-id="12" class="elementor elementor-12">
<div class="elementor-element elementor-element-7d1f0a2 e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Steuerberatung mit Weitblick – seit 1994 in Linz</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Wir begleiten Unternehmerinnen und Unternehmer, Ärztinnen und Ärzte sowie Vereine in allen steuerlichen und betriebswirtschaftlichen Fragen. 32 Mitarbeiterinnen und Mitarbeiter, ein Ziel: Ihr Erfolg.</p></div>
<div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="https://www.ebnerwallner.at/kontakt/"><span class="elementor-button-text">Erstgespräch vereinbaren</span></a></div>
</div>
<div class="elementor-element elementor-element-91aa3c4 e-grid e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-icon-box"><h3 class="elementor-icon-box-title">Buchhaltung &amp; Bilanzierung</h3><p class="elementor-icon-box-description">Laufende Buchhaltung, Jahresabschluss und Steuererklärungen.</p></div>
<div class="elementor-widget elementor-widget-icon-box"><h3 class="elementor-icon-box-title">Lohnverrechnung</h3><p class="elementor-icon-box-description">Personalverrechnung für Betriebe von 1 bis 300 Dienstnehmern.</p></div>
<div class="elementor-widget elementor-widget-icon-box"><h3 class="elementor-icon-box-title">Digitale Kanzlei</h3><p class="elementor-icon-box-description">Belege per App übermitteln und Auswertungen jederzeit online abrufen – mit unseren <a href="https://www.ebnerwallner.at/kooperationspartner/#software">Softwarepartnern</a>.</p></div>
</div>
<div class="elementor-element elementor-element-b40c6e1 e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Ausgezeichnet</h2></div>
<div class="elementor-widget elementor-widget-image"><a href="https://www.trend.at/steuerberater-ranking-2024"><img src="https://www.ebnerwallner.at/wp-content/uploads/2024/05/trend-top-steuerberater-2024.png" alt="trend TOP Steuerberater 2024" width="160" height="160" /></a></div>
</div>
</div>`,
      ),
    },
    'https://www.ebnerwallner.at/kanzlei/': {
      headers,
      html: page(
        'Kanzlei | Ebner Wallner Steuerberatung',
        'Unser Team, unsere Geschichte und unser internationales Netzwerk.',
        '/kanzlei/',
        'page-template-default page page-id-21',
        `<div data-elementor-type="wp-page" data-elementor-id="21" class="elementor elementor-21">
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Unsere Kanzlei</h1></div>
<div class="elementor-widget elementor-widget-text-editor">
<p>Gegründet 1994 von Mag. Herta Ebner, seit 2009 gemeinsam mit StB Mag. Lukas Wallner geführt. Heute betreuen wir über 900 Klientinnen und Klienten in Oberösterreich und Salzburg.</p>
<h2>International vernetzt</h2>
<p>Ebner Wallner ist unabhängiges Mitglied von <a href="https://www.meridia-international.org/members/austria">Meridia International</a>, einem weltweiten Netzwerk unabhängiger Steuerberatungs- und Wirtschaftsprüfungskanzleien in über 60 Ländern. Über das Netzwerk finden wir für grenzüberschreitend tätige Klienten rasch kompetente Ansprechpartner im Ausland.</p>
<h2>Berufsrecht</h2>
<p>Alle Berufsträger sind Mitglieder der <a href="https://www.ksw.or.at/">Kammer der Steuerberater:innen und Wirtschaftsprüfer</a> und unterliegen der WTBG 2017.</p>
</div>
</div>
</div>`,
      ),
    },
    'https://www.ebnerwallner.at/kooperationspartner/': {
      headers,
      html: page(
        'Kooperationspartner | Ebner Wallner Steuerberatung',
        'Mit diesen Partnern arbeiten wir zusammen: Software, Rechtsberatung, Finanzierung und Unternehmensberatung.',
        '/kooperationspartner/',
        'page-template-default page page-id-27',
        `<div data-elementor-type="wp-page" data-elementor-id="27" class="elementor elementor-27">
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Kooperationspartner</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Gute Beratung endet nicht an der Grenze unseres Fachgebiets. Für Fragen, die über die Steuerberatung hinausgehen, arbeiten wir mit ausgewählten Partnern zusammen.</p></div>
</div>

<div id="software" class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Software &amp; digitale Buchhaltung</h2></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Wir sind zertifizierte Anwenderkanzlei dieser Softwarehersteller und binden Ihre Buchhaltung direkt an unsere Systeme an.</p></div>
<div class="elementor-element e-grid e-con-full e-con e-child">
<div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://www.kontorsoft.at/" target="_blank"><img src="https://www.ebnerwallner.at/wp-content/uploads/2023/03/kontor-software.png" alt="Kontor Software Logo" width="240" height="90" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://www.kontorsoft.at/" target="_blank">Kontor Software</a></h3><p class="elementor-image-box-description">Finanzbuchhaltung, Lohnverrechnung und Kostenrechnung – unser Kanzleisystem.</p></div></div></div>
<div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://belegfix.at/steuerberater" target="_blank"><img src="https://www.ebnerwallner.at/wp-content/uploads/2023/03/belegfix.png" alt="Belegfix Logo" width="240" height="90" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://belegfix.at/steuerberater" target="_blank">Belegfix</a></h3><p class="elementor-image-box-description">Belege fotografieren und direkt an uns übermitteln.</p></div></div></div>
<div class="elementor-widget elementor-widget-image-box"><div class="elementor-image-box-wrapper"><figure class="elementor-image-box-img"><a href="https://www.kassaport.at/" target="_blank"><img src="https://www.ebnerwallner.at/wp-content/uploads/2023/03/kassaport.png" alt="Kassaport Logo" width="240" height="90" /></a></figure><div class="elementor-image-box-content"><h3 class="elementor-image-box-title"><a href="https://www.kassaport.at/" target="_blank">Kassaport</a></h3><p class="elementor-image-box-description">Registrierkassen mit Schnittstelle zur Buchhaltung.</p></div></div></div>
</div>
</div>

<div id="recht" class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Rechtsanwälte &amp; Notariat</h2></div>
<div class="elementor-widget elementor-widget-icon-list">
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="https://www.huemer-recht.at/"><span class="elementor-icon-list-text">Dr. Huemer Rechtsanwälte GmbH, Linz – Gesellschafts- und Arbeitsrecht</span></a></li>
<li class="elementor-icon-list-item"><a href="https://notariat-stadler.at/"><span class="elementor-icon-list-text">Notariat Mag. Stadler, Wels – Unternehmensgründung und Übergaben</span></a></li>
<li class="elementor-icon-list-item"><span class="elementor-icon-list-text">Rechtsanwältin Mag. Irene Pichler, Steyr – Familienrecht</span></li>
</ul>
</div>
</div>

<div id="finanzierung" class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Finanzierung &amp; Unternehmensberatung</h2></div>
<div class="elementor-widget elementor-widget-icon-list">
<ul class="elementor-icon-list-items">
<li class="elementor-icon-list-item"><a href="https://www.muehlviertler-regionalbank.at/firmenkunden"><span class="elementor-icon-list-text">Mühlviertler Regionalbank – Firmenkundenbetreuung</span></a></li>
<li class="elementor-icon-list-item"><a href="https://brandstaetter-consulting.at/"><span class="elementor-icon-list-text">Brandstätter Consulting – Unternehmensnachfolge und Bewertung</span></a></li>
</ul>
</div>
</div>

<div class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-text-editor"><p>Hinweis: Die Zusammenarbeit mit unseren Kooperationspartnern erfolgt ohne Provisionen. Über das Netzwerk <a href="https://www.meridia-international.org/">Meridia International</a> vermitteln wir zusätzlich Kontakte zu Mitgliedskanzleien im Ausland.</p></div>
</div>
</div>`,
      ),
    },
    'https://www.ebnerwallner.at/karriere/': {
      headers,
      html: page(
        'Karriere | Ebner Wallner Steuerberatung',
        'Offene Stellen in der Steuerberatung in Linz.',
        '/karriere/',
        'page-template-default page page-id-33',
        `<div data-elementor-type="wp-page" data-elementor-id="33" class="elementor elementor-33">
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Karriere bei Ebner Wallner</h1></div>
<div class="elementor-widget elementor-widget-text-editor">
<p>Wir suchen laufend Verstärkung in Buchhaltung und Lohnverrechnung. Flexible Arbeitszeiten, Homeoffice und bezahlte Ausbildung zur Steuerberaterin / zum Steuerberater.</p>
<ul>
<li>Bilanzbuchhalter:in (Vollzeit/Teilzeit) – <a href="https://www.karriere.at/jobs/7341201">Inserat auf karriere.at</a></li>
<li>Lohnverrechner:in (30–38,5 h) – <a href="https://www.stepstone.at/stellenangebote--Lohnverrechner-in-Linz-Ebner-Wallner--9912034.html">Inserat auf StepStone</a></li>
</ul>
<p>Initiativbewerbungen bitte an <a href="mailto:karriere@ebnerwallner.at">karriere@ebnerwallner.at</a>.</p>
</div>
</div>
</div>`,
      ),
    },
    'https://www.ebnerwallner.at/kontakt/': {
      headers,
      html: page(
        'Kontakt | Ebner Wallner Steuerberatung',
        'So erreichen Sie uns in Linz.',
        '/kontakt/',
        'page-template-default page page-id-39',
        `<div data-elementor-type="wp-page" data-elementor-id="39" class="elementor elementor-39">
<div class="elementor-element e-flex e-con-boxed e-con e-parent">
<div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title">Kontakt</h1></div>
<div class="elementor-widget elementor-widget-text-editor"><p>Landstraße 41, 4020 Linz<br>Mo–Do 8–17 Uhr, Fr 8–13 Uhr<br>Tel. +43 732 781 204</p><p>Parkmöglichkeiten in der Tiefgarage Promenade.</p></div>
</div>
</div>`,
      ),
    },
  },
  sitemap: [
    'https://www.ebnerwallner.at/',
    'https://www.ebnerwallner.at/kanzlei/',
    'https://www.ebnerwallner.at/kooperationspartner/',
    'https://www.ebnerwallner.at/karriere/',
    'https://www.ebnerwallner.at/kontakt/',
  ],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'borlabs-cookie',
    'jquery',
    'apache-http-server',
    'open-graph',
  ],
  partners: {
    'kontorsoft.at': 'technology',
    'belegfix.at': 'technology',
    'kassaport.at': 'technology',
    'huemer-recht.at': 'generic',
    'notariat-stadler.at': 'generic',
    'muehlviertler-regionalbank.at': 'generic',
    'brandstaetter-consulting.at': 'generic',
  },
};
