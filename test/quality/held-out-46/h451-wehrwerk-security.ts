import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="utf-8">
<!--
	This website is powered by TYPO3 - inspiring people to share!
	TYPO3 is a free open source Content Management Framework initially created by Kasper Skaarhoj and licensed under GNU/GPL.
	TYPO3 is copyright 1998-2024 of Kasper Skaarhoj. Extensions are copyright of their respective owners.
	Information and contribution at https://typo3.org/
-->
<title>${title} | Wehrwerk Security GmbH</title>
<meta name="generator" content="TYPO3 CMS">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="index,follow">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://www.wehrwerk-security.de${path}">
<meta property="og:image" content="https://www.wehrwerk-security.de/fileadmin/user_upload/og/wehrwerk-og.jpg">
<meta name="twitter:card" content="summary">
<link rel="stylesheet" href="/typo3temp/assets/compressed/merged-5c1b0e3f9a2d7be4f1a0c6d8e2b94f17-min.css?1712048811" media="all">
<link rel="stylesheet" href="/typo3conf/ext/wehrwerk_sitepackage/Resources/Public/Css/main.css?1711630250" media="all">
<link rel="icon" href="/typo3conf/ext/wehrwerk_sitepackage/Resources/Public/Icons/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="canonical" href="https://www.wehrwerk-security.de${path}">
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['disableCookies']);
  _paq.push(['trackPageView']);
  _paq.push(['enableLinkTracking']);
  (function() {
    var u="https://analytics.wehrwerk-security.de/";
    _paq.push(['setTrackerUrl', u+'matomo.php']);
    _paq.push(['setSiteId', '1']);
    var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];
    g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);
  })();
</script>
</head>
<body id="p${path.length}" class="layout-default">
<a class="skip-link" href="#content">Zum Inhalt springen</a>
<header class="site-header">
  <div class="container">
    <a class="brand" href="/"><img src="/typo3conf/ext/wehrwerk_sitepackage/Resources/Public/Images/wehrwerk-logo.svg" alt="Wehrwerk Security GmbH" width="190" height="44"></a>
    <nav class="main-nav" aria-label="Hauptnavigation">
      <ul>
        <li><a href="/leistungen/penetrationstests">Penetrationstests</a></li>
        <li><a href="/leistungen/managed-soc">Managed SOC</a></li>
        <li><a href="/leistungen/netzwerksicherheit">Netzwerksicherheit</a></li>
        <li class="has-sub"><a href="/partner/technologiepartner">Partner</a>
          <ul class="sub">
            <li><a href="/partner/technologiepartner">Technologiepartner</a></li>
            <li><a href="/partner/vertriebspartner">Vertriebspartner</a></li>
          </ul>
        </li>
        <li><a href="/unternehmen">Unternehmen</a></li>
        <li><a href="/aktuelles">Aktuelles</a></li>
        <li><a class="btn btn-small" href="/kontakt">Kontakt</a></li>
      </ul>
    </nav>
    <a class="hotline" href="tel:+4971112345670">Notfall-Hotline 0711 123 456 70</a>
  </div>
</header>
<main id="content">
`;

const foot = `</main>
<footer class="site-footer">
  <div class="container footer-cols">
    <div>
      <strong>Wehrwerk Security GmbH</strong><br>
      Heilbronner Straße 188<br>
      70191 Stuttgart<br>
      Telefon <a href="tel:+497111234560">0711 123 456 0</a><br>
      <a href="mailto:info@wehrwerk-security.de">info@wehrwerk-security.de</a>
    </div>
    <div>
      <strong>Leistungen</strong>
      <ul>
        <li><a href="/leistungen/penetrationstests">Penetrationstests</a></li>
        <li><a href="/leistungen/managed-soc">Managed SOC</a></li>
        <li><a href="/leistungen/incident-response">Incident Response</a></li>
        <li><a href="/leistungen/nis2-beratung">NIS2-Beratung</a></li>
      </ul>
    </div>
    <div>
      <strong>Folgen Sie uns</strong>
      <ul class="social">
        <li><a href="https://www.linkedin.com/company/wehrwerk-security" rel="noopener" target="_blank">LinkedIn</a></li>
        <li><a href="https://www.xing.com/pages/wehrwerksecuritygmbh" rel="noopener" target="_blank">XING</a></li>
        <li><a href="https://www.youtube.com/@wehrwerksecurity" rel="noopener" target="_blank">YouTube</a></li>
      </ul>
    </div>
  </div>
  <div class="container footer-meta">
    <span>&copy; 2024 Wehrwerk Security GmbH</span>
    <a href="/impressum">Impressum</a>
    <a href="/datenschutz">Datenschutz</a>
    <a href="/agb">AGB</a>
  </div>
</footer>
<script src="/typo3conf/ext/wehrwerk_sitepackage/Resources/Public/JavaScript/navigation.js?1711630250"></script>
<script src="/typo3temp/assets/compressed/merged-8f0d3a7e12c44b6a91e3d5b0f7c2a611-min.js?1712048811"></script>
</body>
</html>`;

const img = (file: string) => `/fileadmin/_processed_/partner/${file}`;

export const site: CorpusSite = {
  domain: 'wehrwerk-security.de',
  covers:
    'German TYPO3 IT-security firm: technology partners as an alt-text logo grid, resellers as address cards on a second partner page; certifications, memberships, reference customers, a handball sponsorship, a trade-fair talk, press and a job board as negatives',
  pages: {
    '/': {
      headers: { 'content-type': 'text/html; charset=utf-8', server: 'nginx' },
      html: `${head('IT-Sicherheit für den Mittelstand', 'Wehrwerk Security schützt mittelständische Unternehmen in Baden-Württemberg: Penetrationstests, Managed SOC, Netzwerksicherheit und Incident Response.', '/')}
<section class="hero">
  <div class="container">
    <h1>IT-Sicherheit, die mitdenkt.</h1>
    <p>Seit 2009 schützen wir mittelständische Unternehmen in Baden-Württemberg vor Cyberangriffen &ndash; mit eigenem Security Operations Center in Stuttgart und 24/7-Bereitschaft.</p>
    <a class="btn" href="/kontakt">Erstgespräch vereinbaren</a>
    <a class="btn btn-ghost" href="/leistungen/managed-soc">Managed SOC entdecken</a>
  </div>
</section>
<section class="services container">
  <h2>Unsere Leistungen</h2>
  <div class="grid grid-3">
    <article class="teaser"><h3>Penetrationstests</h3><p>Web-Applikationen, interne Netze, Active Directory und OT-Umgebungen &ndash; geprüft nach OWASP und BSI-Leitfaden.</p><a href="/leistungen/penetrationstests">Mehr erfahren</a></article>
    <article class="teaser"><h3>Managed SOC</h3><p>Rund-um-die-Uhr-Überwachung Ihrer Endpunkte, Firewalls und Cloud-Konten aus unserem SOC in Stuttgart.</p><a href="/leistungen/managed-soc">Mehr erfahren</a></article>
    <article class="teaser"><h3>Netzwerksicherheit</h3><p>Planung, Einrichtung und Betrieb von Next-Generation-Firewalls, VPN und Segmentierung.</p><a href="/leistungen/netzwerksicherheit">Mehr erfahren</a></article>
  </div>
</section>
<section class="references">
  <div class="container">
    <h2>Sie vertrauen uns</h2>
    <p>Über 180 Unternehmen aus Maschinenbau, Automotive-Zulieferung und Gesundheitswesen setzen auf Wehrwerk.</p>
    <ul class="logo-row">
      <li><a href="https://www.kessler-praezision.de" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/referenzen/kessler.png" alt="Kessler Präzisionstechnik"></a></li>
      <li><a href="https://www.filstal-kliniken.de" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/referenzen/filstal.png" alt="Filstal Kliniken"></a></li>
      <li><img src="/fileadmin/_processed_/referenzen/remsgruppe.png" alt="Rems Gruppe"></li>
      <li><a href="https://www.hohenlohe-antriebe.de" target="_blank" rel="noopener"><img src="/fileadmin/_processed_/referenzen/hohenlohe.png" alt="Hohenlohe Antriebe GmbH"></a></li>
    </ul>
    <a href="/unternehmen#referenzen">Alle Referenzen</a>
  </div>
</section>
<section class="partners-teaser container">
  <h2>Starke Hersteller an unserer Seite</h2>
  <p>Als zertifizierter Partner führender Security-Hersteller kombinieren wir die passenden Lösungen für Ihre Umgebung.</p>
  <a class="btn btn-ghost" href="/partner/technologiepartner">Zu unseren Technologiepartnern</a>
</section>
<section class="news container">
  <h2>Aktuelles</h2>
  <article><time datetime="2024-03-18">18.03.2024</time> <a href="/aktuelles/nis2-vortrag-it-sa">NIS2 in der Praxis: Unser Vortrag auf der it-sa</a></article>
  <article><time datetime="2024-02-02">02.02.2024</time> <a href="/aktuelles">Neue Vertriebspartnerschaft in Österreich</a></article>
</section>
${foot}`,
    },
    '/partner/technologiepartner': {
      headers: { 'content-type': 'text/html; charset=utf-8', server: 'nginx' },
      html: `${head('Technologiepartner', 'Unsere Technologiepartner: führende Hersteller für Endpoint-Schutz, Firewalls, Backup und Identity-Management.', '/partner/technologiepartner')}
<nav class="breadcrumb container"><a href="/">Start</a> &rsaquo; <a href="/partner/technologiepartner">Partner</a> &rsaquo; <span>Technologiepartner</span></nav>
<section class="container">
  <h1>Technologiepartner</h1>
  <p class="lead">Wir arbeiten herstellerunabhängig &ndash; aber nicht beliebig. Mit den folgenden Herstellern verbindet uns eine langjährige Technologiepartnerschaft mit zertifizierten Technikern und direktem Zugang zum Hersteller-Support.</p>
  <div class="frame frame-default frame-type-image" id="c412">
    <div class="ce-gallery partner-logos" data-ce-columns="4">
      <div class="ce-row">
        <div class="ce-column"><figure class="image"><a href="https://www.sophos.com/de-de" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('sophos_8b1f2c.png')}" width="240" height="120" alt="Sophos – Platinum Partner" title="Sophos"></a></figure></div>
        <div class="ce-column"><figure class="image"><a href="https://www.fortinet.com/de" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('fortinet_02c9aa.png')}" width="240" height="120" alt="Fortinet Expert Partner" title="Fortinet"></a></figure></div>
        <div class="ce-column"><figure class="image"><a href="https://www.microsoft.com/de-de/security" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('microsoft_5d7e01.png')}" width="240" height="120" alt="Microsoft Solutions Partner Security" title="Microsoft"></a></figure></div>
        <div class="ce-column"><figure class="image"><a href="https://www.paloaltonetworks.com/" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('paloalto_c3a9f4.png')}" width="240" height="120" alt="Palo Alto Networks" title="Palo Alto Networks"></a></figure></div>
      </div>
      <div class="ce-row">
        <div class="ce-column"><figure class="image"><a href="https://www.veeam.com/de/" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('veeam_a70b3e.png')}" width="240" height="120" alt="Veeam Silver Partner" title="Veeam"></a></figure></div>
        <div class="ce-column"><figure class="image"><a href="https://www.nordwall-id.de/" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('nordwall_identity_1e0d55.png')}" width="240" height="120" alt="Nordwall Identity" title="Nordwall Identity"></a></figure></div>
        <div class="ce-column"><figure class="image"><a href="https://cryptara.eu/" target="_blank" rel="noreferrer"><img class="image-embed-item" src="${img('cryptara_90fe1b.png')}" width="240" height="120" alt="Cryptara Verschlüsselung" title="Cryptara"></a></figure></div>
        <div class="ce-column"><figure class="image"><img class="image-embed-item" src="${img('greenline_lab_77ab02.png')}" width="240" height="120" alt="Greenline Lab" title="Greenline Lab"></figure></div>
      </div>
    </div>
  </div>
  <p>Sie sind Hersteller und möchten mit uns zusammenarbeiten? <a href="/kontakt">Sprechen Sie uns an.</a></p>
</section>
<section class="container frame-type-textpic" id="c418">
  <h2>Zertifizierungen</h2>
  <p>Unser Informationssicherheits-Managementsystem ist nach ISO/IEC 27001 zertifiziert (Zertifizierungsstelle: <a href="https://www.tuvsud.com/de-de" target="_blank" rel="noreferrer">TÜV SÜD</a>). Darüber hinaus sind wir vom <a href="https://www.bsi.bund.de/" target="_blank" rel="noreferrer">Bundesamt für Sicherheit in der Informationstechnik</a> als APT-Response-Dienstleister qualifiziert.</p>
  <ul class="badges">
    <li><img src="/fileadmin/_processed_/siegel/iso27001.png" alt="ISO/IEC 27001 zertifiziert"></li>
    <li><img src="/fileadmin/_processed_/siegel/bsi-apt.png" alt="BSI qualifizierter APT-Response-Dienstleister"></li>
  </ul>
</section>
<section class="container frame-type-text" id="c421">
  <h2>Mitgliedschaften</h2>
  <p>Wehrwerk ist Mitglied im <a href="https://www.bitkom.org/" target="_blank" rel="noreferrer">Bitkom e.V.</a> und im <a href="https://www.teletrust.de/" target="_blank" rel="noreferrer">Bundesverband IT-Sicherheit e.V. (TeleTrusT)</a> und Teilnehmer der <a href="https://www.allianz-fuer-cybersicherheit.de/" target="_blank" rel="noreferrer">Allianz für Cyber-Sicherheit</a>.</p>
</section>
${foot}`,
    },
    '/partner/vertriebspartner': {
      headers: { 'content-type': 'text/html; charset=utf-8', server: 'nginx' },
      html: `${head('Vertriebspartner', 'Regionale Systemhäuser in Deutschland, Österreich und der Schweiz vertreiben unseren Managed SOC als Vertriebspartner.', '/partner/vertriebspartner')}
<nav class="breadcrumb container"><a href="/">Start</a> &rsaquo; <a href="/partner/technologiepartner">Partner</a> &rsaquo; <span>Vertriebspartner</span></nav>
<section class="container">
  <h1>Vertriebspartner</h1>
  <p class="lead">Unseren Managed SOC und unsere Penetrationstests bieten ausgewählte Systemhäuser als Vertriebspartner in ihrer Region an. So erhalten Sie Beratung vor Ort und Security-Know-how aus Stuttgart.</p>
  <div class="grid grid-2 partner-cards">
    <div class="card">
      <h3>Ostalb IT GmbH</h3>
      <p>Bahnhofstraße 41<br>73430 Aalen</p>
      <p>Vertriebspartner seit 2019 &middot; Region Ostwürttemberg</p>
      <a href="https://www.ostalb-it.de/" target="_blank" rel="noopener">www.ostalb-it.de</a>
    </div>
    <div class="card">
      <h3>Rheintal Systemhaus GmbH &amp; Co. KG</h3>
      <p>Im Gewerbepark 7<br>76437 Rastatt</p>
      <p>Vertriebspartner seit 2021 &middot; Region Mittelbaden</p>
      <a href="https://rheintal-systemhaus.de/" target="_blank" rel="noopener">rheintal-systemhaus.de</a>
    </div>
    <div class="card">
      <h3>Alpina ICT GmbH</h3>
      <p>Museumstraße 12<br>6020 Innsbruck, Österreich</p>
      <p>Vertriebspartner seit 2024 &middot; Tirol und Vorarlberg</p>
      <a href="https://www.alpina-ict.at/" target="_blank" rel="noopener">www.alpina-ict.at</a>
    </div>
    <div class="card">
      <h3>Bodensee Netzwerk AG</h3>
      <p>Hauptstrasse 54<br>8280 Kreuzlingen, Schweiz</p>
      <p>Vertriebspartner seit 2022 &middot; Ostschweiz</p>
      <a href="https://www.bodensee-netzwerk.ch/" target="_blank" rel="noopener">www.bodensee-netzwerk.ch</a>
    </div>
  </div>
  <h2>Vertriebspartner werden</h2>
  <p>Sie sind Systemhaus und möchten Ihren Kunden Security-Services ohne eigenes SOC anbieten? Wir bieten Schulungen, Margen und Co-Branding. <a href="/kontakt">Jetzt Kontakt aufnehmen</a></p>
</section>
${foot}`,
    },
    '/unternehmen': {
      headers: { 'content-type': 'text/html; charset=utf-8', server: 'nginx' },
      html: `${head('Unternehmen', 'Wehrwerk Security wurde 2009 in Stuttgart gegründet und beschäftigt heute 46 Mitarbeitende.', '/unternehmen')}
<section class="container">
  <h1>Über Wehrwerk</h1>
  <p>Wehrwerk Security wurde 2009 von Jana Lindqvist und Markus Behr in Stuttgart gegründet. Heute arbeiten 46 Mitarbeitende in Penetrationstests, im SOC und in der Beratung &ndash; inhabergeführt und unabhängig.</p>
  <h2 id="referenzen">Referenzen</h2>
  <ul>
    <li>Kessler Präzisionstechnik, Göppingen &ndash; Managed SOC seit 2020</li>
    <li>Filstal Kliniken &ndash; Penetrationstests und Notfallübungen</li>
    <li>Hohenlohe Antriebe GmbH &ndash; Netzwerksegmentierung der Produktion</li>
  </ul>
  <h2>Engagement</h2>
  <p>Als Hauptsponsor unterstützen wir seit 2018 die Jugendabteilung des <a href="https://www.tv-echterdingen-handball.de/" target="_blank" rel="noopener">TV Echterdingen Handball</a>.</p>
  <h2>Presse</h2>
  <p>&bdquo;Die Hacker-Jäger aus Feuerbach&ldquo; &ndash; <a href="https://www.stuttgarter-zeitung.de/inhalt.cybersicherheit-die-hacker-jaeger-aus-feuerbach.html" target="_blank" rel="noopener">Stuttgarter Zeitung, 12.10.2023</a></p>
  <h2>Karriere</h2>
  <p>Wir suchen Verstärkung im SOC und im Pentest-Team. Unsere offenen Stellen finden Sie auch auf <a href="https://www.stepstone.de/cmp/de/wehrwerk-security-gmbh-418220/jobs" target="_blank" rel="noopener">StepStone</a>.</p>
</section>
${foot}`,
    },
    '/aktuelles/nis2-vortrag-it-sa': {
      headers: { 'content-type': 'text/html; charset=utf-8', server: 'nginx' },
      html: `${head('NIS2 in der Praxis: Unser Vortrag auf der it-sa', 'Wehrwerk-Geschäftsführerin Jana Lindqvist sprach auf der it-sa in Nürnberg über die Umsetzung der NIS2-Richtlinie im Mittelstand.', '/aktuelles/nis2-vortrag-it-sa')}
<article class="container news-detail">
  <h1>NIS2 in der Praxis: Unser Vortrag auf der it-sa</h1>
  <p class="meta"><time datetime="2024-03-18">18.03.2024</time> &middot; Veranstaltungen</p>
  <p>Auf der <a href="https://www.itsa365.de/" target="_blank" rel="noopener">it-sa</a> in Nürnberg hat unsere Geschäftsführerin Jana Lindqvist vor rund 200 Zuhörern erklärt, welche Pflichten die NIS2-Richtlinie für mittelständische Zulieferer mit sich bringt und wie sich Meldeprozesse pragmatisch aufbauen lassen.</p>
  <p>Die Folien stehen zum Download bereit. Wer das Thema vertiefen möchte: Am 16. Mai veranstalten wir gemeinsam mit der IHK Region Stuttgart einen kostenfreien Workshop.</p>
  <p><a href="/aktuelles">Zurück zur Übersicht</a></p>
</article>
${foot}`,
    },
    '/kontakt': {
      headers: { 'content-type': 'text/html; charset=utf-8', server: 'nginx' },
      html: `${head('Kontakt', 'Nehmen Sie Kontakt mit Wehrwerk Security auf.', '/kontakt')}
<section class="container">
  <h1>Kontakt</h1>
  <p>Im Notfall erreichen Sie unser Incident-Response-Team rund um die Uhr unter <a href="tel:+4971112345670">0711 123 456 70</a>.</p>
  <form class="powermail_form" action="/kontakt?tx_powermail_pi1%5Baction%5D=create" method="post">
    <label>Name <input type="text" name="tx_powermail_pi1[field][name]"></label>
    <label>E-Mail <input type="email" name="tx_powermail_pi1[field][email]"></label>
    <label>Nachricht <textarea name="tx_powermail_pi1[field][nachricht]"></textarea></label>
    <button type="submit">Absenden</button>
  </form>
</section>
${foot}`,
    },
  },
  sitemap: ['/', '/partner/technologiepartner', '/partner/vertriebspartner', '/unternehmen', '/aktuelles/nis2-vortrag-it-sa', '/kontakt'],
  technologies: ['typo3-cms', 'php', 'nginx', 'matomo-analytics', 'open-graph'],
  partners: {
    'sophos.com': 'technology',
    'fortinet.com': 'technology',
    'microsoft.com': 'technology',
    'paloaltonetworks.com': 'technology',
    'veeam.com': 'technology',
    'nordwall-id.de': 'technology',
    'cryptara.eu': 'technology',
    'ostalb-it.de': 'channel',
    'rheintal-systemhaus.de': 'channel',
    'alpina-ict.at': 'channel',
    'bodensee-netzwerk.ch': 'channel',
  },
};
