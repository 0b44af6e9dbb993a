import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'nginx/1.24.0',
  'strict-transport-security': 'max-age=31536000',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'de',
};

function layout(title: string, pageUid: number, content: string): string {
  return `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Kontorwerk Baufinanzierung</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">
<meta name="description" content="Unabhängige Baufinanzierung aus Hamburg: Wir vergleichen die Angebote von über 450 Banken, Sparkassen und Versicherungen für Sie.">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-3f9a1c7e2b4d80561e2f7a9c3b4d5e6f-min.css?1715600012" media="all">
<link rel="stylesheet" href="/typo3conf/ext/kontorwerk_sitepackage/Resources/Public/Css/main.min.css?1715599871" media="all">
<script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk2pQ7vR9_mLtA" async></script>
<script id="_etLoader" type="text/javascript" charset="UTF-8" data-block-cookies="true" data-secure-code="K7wQ2m" src="//code.etracker.com/code/e.js" async></script>
</head>
<body id="p${pageUid}" class="page-${pageUid}">
<header class="header">
  <div class="header__meta">
    <span>Kostenlose Beratung: <a href="tel:+4940328974100">040 328 974 100</a></span>
    <a href="https://portal.kontorwerk-baufinanzierung.de/login">Kundenportal</a>
  </div>
  <a class="header__logo" href="/"><img src="/typo3conf/ext/kontorwerk_sitepackage/Resources/Public/Images/kontorwerk-logo.svg" alt="Kontorwerk Baufinanzierung" width="220" height="48"></a>
  <nav class="navigation" aria-label="Hauptnavigation">
    <ul>
      <li><a href="/baufinanzierung">Baufinanzierung</a></li>
      <li><a href="/anschlussfinanzierung">Anschlussfinanzierung</a></li>
      <li><a href="/modernisierung">Modernisierung &amp; Förderung</a></li>
      <li><a href="/bankpartner">Bankpartner</a></li>
      <li><a href="/ratgeber">Ratgeber</a></li>
      <li><a href="/ueber-uns">Über uns</a></li>
      <li><a href="/kontakt">Kontakt</a></li>
    </ul>
  </nav>
  <a class="button button--primary" href="/termin">Beratungstermin vereinbaren</a>
</header>
<main id="content">
${content}
</main>
<footer class="footer">
  <div class="footer__cols">
    <div>
      <p class="footer__title">Kontorwerk Baufinanzierung GmbH</p>
      <p>Ballindamm 17<br>20095 Hamburg<br>Telefon 040 328 974 100<br><a href="mailto:beratung@kontorwerk-baufinanzierung.de">beratung@kontorwerk-baufinanzierung.de</a></p>
    </div>
    <div>
      <p class="footer__title">Service</p>
      <ul>
        <li><a href="/zinsrechner">Zinsrechner</a></li>
        <li><a href="/tippgeber">Tippgeber &amp; Kooperationen</a></li>
        <li><a href="https://karriere.kontorwerk-baufinanzierung.de/">Karriere</a></li>
        <li><a href="/presse">Presse</a></li>
      </ul>
    </div>
    <div>
      <p class="footer__title">Folgen Sie uns</p>
      <a href="https://www.linkedin.com/company/kontorwerk-baufinanzierung">LinkedIn</a> · <a href="https://www.xing.com/pages/kontorwerkbaufinanzierung">XING</a> · <a href="https://www.instagram.com/kontorwerk.bau/">Instagram</a>
    </div>
  </div>
  <div class="footer__bottom">
    <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/erstinformation">Erstinformation</a> · <a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a>
    <p>© 2024 Kontorwerk Baufinanzierung GmbH</p>
  </div>
</footer>
<script src="/typo3temp/assets/compressed/merged-8c2d4e6f1a3b5c7d9e0f2a4b6c8d0e1f-min.js?1715600012"></script>
</body>
</html>`;
}

export const site: CorpusSite = {
  domain: 'kontorwerk-baufinanzierung.de',
  covers:
    'German mortgage broker on TYPO3 (nginx, HSTS): home page bank logo wall with alt/title only, a Bankpartner page with grouped link lists of banks and building societies plus a technology platform partner, a Tippgeber/Kooperationen page with a table of estate-agent cooperation partners, redirect /partner -> /bankpartner; negatives: TÜV certificate, Focus Money award, ProvenExpert reviews, press (Handelsblatt, FAZ), association membership, IHK and Vermittlerregister in the Impressum, LinkedIn/XING/Instagram',
  pages: {
    '/': {
      headers,
      html: layout(
        'Baufinanzierung Hamburg – unabhängig vergleichen',
        1,
        `<section class="stage">
  <h1>Ihre Baufinanzierung. Unabhängig verglichen.</h1>
  <p>Wir vergleichen die Konditionen von über 450 Banken, Sparkassen und Versicherungen – persönlich, transparent und für Sie kostenfrei.</p>
  <a class="button button--primary" href="/termin">Jetzt Beratung anfragen</a>
</section>
<section class="usp">
  <ul>
    <li><strong>450+</strong> Finanzierungspartner</li>
    <li><strong>2,1 Mrd. €</strong> vermitteltes Volumen</li>
    <li><strong>4,9/5</strong> Sterne bei <a href="https://www.provenexpert.com/kontorwerk-baufinanzierung/">ProvenExpert</a></li>
  </ul>
</section>
<section class="logo-wall">
  <h2>Eine Auswahl unserer Bankpartner</h2>
  <div class="logo-wall__grid">
    <img src="/fileadmin/user_upload/logos/commerzbank.svg" alt="Commerzbank" title="Commerzbank">
    <img src="/fileadmin/user_upload/logos/ing.svg" alt="ING" title="ING">
    <img src="/fileadmin/user_upload/logos/dkb.svg" alt="DKB – Deutsche Kreditbank" title="DKB">
    <img src="/fileadmin/user_upload/logos/hypovereinsbank.svg" alt="HypoVereinsbank" title="HypoVereinsbank">
    <img src="/fileadmin/user_upload/logos/schwaebisch-hall.svg" alt="Bausparkasse Schwäbisch Hall" title="Schwäbisch Hall">
    <img src="/fileadmin/user_upload/logos/kfw.svg" alt="KfW Förderbank" title="KfW">
  </div>
  <p><a href="/bankpartner">Alle Bankpartner ansehen</a></p>
</section>
<section class="trust">
  <img src="/fileadmin/user_upload/siegel/tuev-sued-service-tested.png" alt="TÜV SÜD Service tested">
  <p>Unsere Beratungsqualität ist von der <a href="https://www.tuvsud.com/de-de">TÜV SÜD</a> geprüft.</p>
  <img src="/fileadmin/user_upload/siegel/focus-money-top-baufinanzierer-2024.png" alt="FOCUS MONEY Top Baufinanzierer 2024">
  <p>Ausgezeichnet als „Top Baufinanzierer 2024“ von FOCUS MONEY.</p>
</section>
<section class="stimmen">
  <h2>Das sagen unsere Kunden</h2>
  <blockquote>„Innerhalb von zwei Wochen hatten wir die Zusage – und 0,3 Prozentpunkte unter dem Angebot unserer Hausbank.“ – Familie Brandt, Norderstedt</blockquote>
</section>`,
      ),
    },
    '/partner': { status: 301, redirect: '/bankpartner' },
    '/bankpartner': {
      headers,
      html: layout(
        'Unsere Bankpartner',
        14,
        `<section class="content">
  <h1>Unsere Bankpartner</h1>
  <p>Als unabhängiger Vermittler arbeiten wir mit mehr als 450 Kreditinstituten zusammen. So finden wir für jede Finanzierung die passenden Konditionen – nicht nur die Ihrer Hausbank. Hier eine Auswahl unserer Finanzierungspartner:</p>
  <div class="ce-textpic">
    <h2>Privat- und Direktbanken</h2>
    <ul class="partner-list">
      <li><a href="https://www.commerzbank.de/baufinanzierung/" target="_blank" rel="noopener">Commerzbank AG</a></li>
      <li><a href="https://www.ing.de/baufinanzierung/" target="_blank" rel="noopener">ING-DiBa AG</a></li>
      <li><a href="https://www.dkb.de/privatkunden/baufinanzierung" target="_blank" rel="noopener">Deutsche Kreditbank AG (DKB)</a></li>
      <li><a href="https://www.hypovereinsbank.de/hvb/privatkunden/baufinanzierung" target="_blank" rel="noopener">UniCredit Bank GmbH (HypoVereinsbank)</a></li>
    </ul>
    <h2>Bausparkassen und Versicherungen</h2>
    <ul class="partner-list">
      <li><a href="https://www.schwaebisch-hall.de/" target="_blank" rel="noopener">Bausparkasse Schwäbisch Hall AG</a></li>
      <li><a href="https://www.wuestenrot.de/" target="_blank" rel="noopener">Wüstenrot Bausparkasse AG</a></li>
    </ul>
    <h2>Förderbanken</h2>
    <p>Wir beantragen für Sie die Förderkredite der <a href="https://www.kfw.de/inlandsfoerderung/Privatpersonen/" target="_blank" rel="noopener">KfW</a> für Neubau, Kauf und energetische Sanierung und kombinieren sie mit Ihrem Bankdarlehen.</p>
  </div>
  <div class="ce-textpic">
    <h2>Unser Technologiepartner</h2>
    <p>Den Konditionsvergleich und die digitale Antragsstrecke wickeln wir über den Finanzierungsmarktplatz <a href="https://www.europace.de/" target="_blank" rel="noopener">Europace</a> ab. So sehen wir tagesaktuelle Zinsen aller angeschlossenen Banken.</p>
  </div>
  <p class="hinweis"><small>Kontorwerk erhält für die Vermittlung eine Provision von der finanzierenden Bank. Für Sie ist die Beratung kostenfrei.</small></p>
</section>`,
      ),
    },
    '/tippgeber': {
      headers,
      html: layout(
        'Tippgeber und Kooperationspartner',
        22,
        `<section class="content">
  <h1>Tippgeber &amp; Kooperationen</h1>
  <p>Sie sind Immobilienmakler, Bauträger oder Steuerberater? Empfehlen Sie Ihre Kunden an Kontorwerk und erhalten Sie eine Tippgeberprovision. Ihre Kunden bekommen eine schnelle Finanzierungsbestätigung – Ihr Verkauf wird sicherer.</p>
  <h2>Unsere Kooperationspartner</h2>
  <table class="contenttable">
    <thead><tr><th>Partner</th><th>Branche</th><th>Region</th></tr></thead>
    <tbody>
      <tr><td><a href="https://www.elbmakler-immobilien.de/" target="_blank" rel="noopener">Elbmakler Immobilien GmbH</a></td><td>Immobilienmakler</td><td>Hamburg, Pinneberg</td></tr>
      <tr><td><a href="https://alsterwohnen.de/" target="_blank" rel="noopener">Alster Wohnen GmbH</a></td><td>Bauträger</td><td>Hamburg</td></tr>
      <tr><td><a href="https://www.finanzkontor-lueneburg.de/" target="_blank" rel="noopener">Finanzkontor Lüneburg</a></td><td>Finanzberatung</td><td>Lüneburg, Uelzen</td></tr>
    </tbody>
  </table>
  <h2>Partner werden</h2>
  <p>Schreiben Sie uns an <a href="mailto:kooperation@kontorwerk-baufinanzierung.de">kooperation@kontorwerk-baufinanzierung.de</a> – wir melden uns innerhalb von zwei Werktagen.</p>
</section>`,
      ),
    },
    '/ueber-uns': {
      headers,
      html: layout(
        'Über uns',
        5,
        `<section class="content">
  <h1>Über Kontorwerk</h1>
  <p>Kontorwerk wurde 2009 von den Bankkaufleuten Henrik Albers und Miriam Özdemir in Hamburg gegründet. Heute beraten 38 Finanzierungsspezialistinnen und -spezialisten an den Standorten Hamburg, Lübeck und Lüneburg.</p>
  <h2>Mitgliedschaften</h2>
  <p>Wir sind Mitglied im <a href="https://www.afw-verband.de/" target="_blank" rel="noopener">AfW Bundesverband Finanzdienstleistung e.V.</a></p>
  <h2>Bekannt aus</h2>
  <ul class="presse-logos">
    <li><a href="https://www.handelsblatt.com/finanzen/immobilien/baufinanzierung-zinsen-2024/"><img src="/fileadmin/user_upload/presse/handelsblatt.svg" alt="Handelsblatt"></a></li>
    <li><a href="https://www.faz.net/aktuell/finanzen/meine-finanzen/baufinanzierung/"><img src="/fileadmin/user_upload/presse/faz.svg" alt="Frankfurter Allgemeine Zeitung"></a></li>
  </ul>
</section>`,
      ),
    },
    '/kontakt': {
      headers,
      html: layout(
        'Kontakt',
        7,
        `<section class="content">
  <h1>Kontakt</h1>
  <p>Rufen Sie uns an unter <a href="tel:+4940328974100">040 328 974 100</a> (Mo–Fr 8–20 Uhr, Sa 9–14 Uhr) oder schreiben Sie uns.</p>
  <form action="/kontakt?tx_form_formframework%5Baction%5D=perform&amp;tx_form_formframework%5Bcontroller%5D=FormFrontend" method="post" id="kontaktformular-7" enctype="multipart/form-data">
    <label for="kontaktformular-7-name">Name</label><input id="kontaktformular-7-name" type="text" name="tx_form_formframework[kontaktformular-7][name]" required>
    <label for="kontaktformular-7-email">E-Mail</label><input id="kontaktformular-7-email" type="email" name="tx_form_formframework[kontaktformular-7][email]" required>
    <label for="kontaktformular-7-vorhaben">Ihr Vorhaben</label><select id="kontaktformular-7-vorhaben" name="tx_form_formframework[kontaktformular-7][vorhaben]"><option>Kauf</option><option>Neubau</option><option>Anschlussfinanzierung</option><option>Modernisierung</option></select>
    <label for="kontaktformular-7-nachricht">Nachricht</label><textarea id="kontaktformular-7-nachricht" name="tx_form_formframework[kontaktformular-7][nachricht]"></textarea>
    <button type="submit">Absenden</button>
  </form>
  <h2>Standorte</h2>
  <p>Hamburg: Ballindamm 17, 20095 Hamburg<br>Lübeck: Breite Straße 44, 23552 Lübeck<br>Lüneburg: Am Sande 12, 21335 Lüneburg</p>
</section>`,
      ),
    },
    '/impressum': {
      headers,
      html: layout(
        'Impressum',
        9,
        `<section class="content">
  <h1>Impressum</h1>
  <p>Kontorwerk Baufinanzierung GmbH<br>Ballindamm 17, 20095 Hamburg</p>
  <p>Geschäftsführer: Henrik Albers, Miriam Özdemir<br>Registergericht: Amtsgericht Hamburg, HRB 110482<br>USt-IdNr.: DE267513904</p>
  <p>Immobiliardarlehensvermittler nach § 34i Abs. 1 GewO, Erlaubnis erteilt durch die Handelskammer Hamburg. Registrierungsnummer D-W-133-ZK8F-42, einsehbar im Vermittlerregister unter <a href="https://www.vermittlerregister.info/">www.vermittlerregister.info</a>.</p>
  <p>Zuständige Aufsichtsbehörde: <a href="https://www.ihk.de/hamburg">Handelskammer Hamburg</a>, Adolphsplatz 1, 20457 Hamburg.</p>
  <p>Verbraucherschlichtung: Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung bereit: <a href="https://ec.europa.eu/consumers/odr/">https://ec.europa.eu/consumers/odr/</a></p>
</section>`,
      ),
    },
  },
  sitemap: ['/', '/bankpartner', '/tippgeber', '/ueber-uns', '/kontakt', '/impressum'],
  technologies: ['typo3-cms', 'php', 'nginx', 'usercentrics', 'etracker', 'hsts'],
  partners: {
    'commerzbank.de': 'generic',
    'ing.de': 'generic',
    'dkb.de': 'generic',
    'hypovereinsbank.de': 'generic',
    'schwaebisch-hall.de': 'generic',
    'wuestenrot.de': 'generic',
    'kfw.de': 'generic',
    'europace.de': 'technology',
    'elbmakler-immobilien.de': 'channel',
    'alsterwohnen.de': 'channel',
    'finanzkontor-lueneburg.de': 'channel',
  },
};
