import type { CorpusSite } from '../corpus/types.js';

// Teamfalter: German HR software (Personalverwaltung). Nuxt 3 SSR behind nginx, Storyblok assets,
// Usercentrics, self-hosted Matomo. Integration "Marktplatz" paginated over two pages, provider websites only in
// the per-page __NUXT_DATA__ payload and on detail pages; consulting partners by region in an accordion;
// association memberships; investors, press, awards, customers as negatives.

const SB = 'https://a.storyblok.com/f/187342';

const HEADERS: Record<string, string> = {
  server: 'nginx',
  'content-type': 'text/html;charset=utf-8',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  vary: 'Accept-Encoding',
};

const V = {
  nav: 'data-v-4c1e7a2b',
  foot: 'data-v-9d03f5e1',
  card: 'data-v-2b8e61c4',
  hero: 'data-v-7a54d0f3',
  sec: 'data-v-e15c3b92',
};

interface App {
  slug: string;
  name: string;
  kat: string;
  text: string;
  anbieter: string;
  web: string;
  status?: 'Premium-Partner' | 'Zertifiziert';
  von: 'Teamfalter' | 'Partner';
}

const APPS: App[] = [
  {
    slug: 'datev',
    name: 'DATEV Lohn und Gehalt',
    kat: 'Lohnabrechnung',
    text: 'Bewegungsdaten monatlich per DATEV-Schnittstelle an Ihre Steuerkanzlei übergeben.',
    anbieter: 'DATEV eG',
    web: 'https://www.datev.de',
    status: 'Premium-Partner',
    von: 'Teamfalter',
  },
  {
    slug: 'lexware-lohn',
    name: 'Lexware lohn+gehalt',
    kat: 'Lohnabrechnung',
    text: 'Stammdaten und Abwesenheiten direkt in Lexware übernehmen.',
    anbieter: 'Haufe-Lexware GmbH & Co. KG',
    web: 'https://www.lexware.de',
    status: 'Zertifiziert',
    von: 'Teamfalter',
  },
  {
    slug: 'sage-hr',
    name: 'Sage HR Suite',
    kat: 'Lohnabrechnung',
    text: 'Lohnrelevante Daten automatisiert an Sage übertragen.',
    anbieter: 'Sage GmbH',
    web: 'https://www.sage.com/de-de/',
    von: 'Partner',
  },
  {
    slug: 'agenda-lohn',
    name: 'Agenda Lohn',
    kat: 'Lohnabrechnung',
    text: 'Für Kanzleien mit Agenda: Lohnvorerfassung ohne Doppelerfassung.',
    anbieter: 'Agenda Informationssysteme GmbH & Co. KG',
    web: 'https://www.agenda-software.de',
    von: 'Partner',
  },
  {
    slug: 'sevdesk',
    name: 'sevDesk',
    kat: 'Buchhaltung',
    text: 'Reisekosten und Auslagen als Belege an sevDesk übergeben.',
    anbieter: 'sevDesk GmbH',
    web: 'https://sevdesk.de',
    von: 'Partner',
  },
  {
    slug: 'lexoffice',
    name: 'lexoffice',
    kat: 'Buchhaltung',
    text: 'Personalkosten je Kostenstelle in lexoffice verbuchen.',
    anbieter: 'Haufe Service Center GmbH',
    web: 'https://www.lexoffice.de',
    von: 'Teamfalter',
  },
  {
    slug: 'clockodo',
    name: 'clockodo',
    kat: 'Zeiterfassung',
    text: 'Arbeitszeiten und Überstunden aus clockodo synchronisieren.',
    anbieter: 'clockodo GmbH',
    web: 'https://www.clockodo.com',
    status: 'Zertifiziert',
    von: 'Partner',
  },
  {
    slug: 'timetac',
    name: 'TimeTac',
    kat: 'Zeiterfassung',
    text: 'Zeit- und Projekterfassung mit automatischem Abwesenheitsabgleich.',
    anbieter: 'TimeTac GmbH',
    web: 'https://www.timetac.com',
    von: 'Partner',
  },
  {
    slug: 'papershift',
    name: 'Papershift',
    kat: 'Zeiterfassung',
    text: 'Dienstpläne und Schichten für Gastronomie, Handel und Pflege.',
    anbieter: 'Papershift GmbH',
    web: 'https://www.papershift.com',
    von: 'Partner',
  },
  {
    slug: 'stempeluhr-cloud',
    name: 'Stempeluhr Cloud',
    kat: 'Zeiterfassung',
    text: 'Terminal-Zeiterfassung mit RFID für Produktion und Lager.',
    anbieter: 'Stempeluhr Cloud GmbH',
    web: 'https://stempeluhr-cloud.de',
    von: 'Partner',
  },
  {
    slug: 'softgarden',
    name: 'softgarden',
    kat: 'Recruiting',
    text: 'Eingestellte Bewerber:innen mit einem Klick als Mitarbeitende anlegen.',
    anbieter: 'softgarden e-recruiting GmbH',
    web: 'https://softgarden.com',
    status: 'Premium-Partner',
    von: 'Teamfalter',
  },
  {
    slug: 'join',
    name: 'JOIN',
    kat: 'Recruiting',
    text: 'Stellenanzeigen kostenlos auf Multiposting-Kanälen schalten.',
    anbieter: 'JOIN Solutions AG',
    web: 'https://join.com',
    von: 'Partner',
  },
  {
    slug: 'stepstone',
    name: 'StepStone',
    kat: 'Recruiting',
    text: 'Anzeigen aus Teamfalter direkt auf StepStone veröffentlichen.',
    anbieter: 'StepStone Deutschland GmbH',
    web: 'https://www.stepstone.de',
    von: 'Teamfalter',
  },
  {
    slug: 'indeed',
    name: 'Indeed',
    kat: 'Recruiting',
    text: 'Offene Positionen automatisch an Indeed ausspielen.',
    anbieter: 'Indeed Ireland Operations Ltd.',
    web: 'https://de.indeed.com',
    von: 'Teamfalter',
  },
  {
    slug: 'slack',
    name: 'Slack',
    kat: 'Kommunikation',
    text: 'Abwesenheitsanträge genehmigen und Geburtstage teilen – direkt in Slack.',
    anbieter: 'Slack Technologies',
    web: 'https://slack.com/intl/de-de/',
    status: 'Zertifiziert',
    von: 'Teamfalter',
  },
  {
    slug: 'microsoft-teams',
    name: 'Microsoft Teams',
    kat: 'Kommunikation',
    text: 'Teamfalter-App für Teams mit Self-Service für Mitarbeitende.',
    anbieter: 'Microsoft Deutschland GmbH',
    web: 'https://www.microsoft.com/de-de/microsoft-teams/',
    von: 'Teamfalter',
  },
  {
    slug: 'staffbase',
    name: 'Staffbase',
    kat: 'Kommunikation',
    text: 'Mitarbeiterdaten für die Employee App aktuell halten.',
    anbieter: 'Staffbase GmbH',
    web: 'https://staffbase.com/de/',
    von: 'Partner',
  },
  {
    slug: 'google-workspace',
    name: 'Google Workspace',
    kat: 'Kommunikation',
    text: 'Konten beim Onboarding automatisch anlegen und beim Offboarding sperren.',
    anbieter: 'Google Ireland Ltd.',
    web: 'https://workspace.google.com/intl/de/',
    von: 'Teamfalter',
  },
  {
    slug: 'okta',
    name: 'Okta',
    kat: 'Identität & Sicherheit',
    text: 'SSO per SAML und Benutzerbereitstellung via SCIM.',
    anbieter: 'Okta, Inc.',
    web: 'https://www.okta.com/de/',
    von: 'Teamfalter',
  },
  {
    slug: 'entra-id',
    name: 'Microsoft Entra ID',
    kat: 'Identität & Sicherheit',
    text: 'Single Sign-on und Gruppensynchronisation mit Entra ID.',
    anbieter: 'Microsoft Deutschland GmbH',
    web: 'https://www.microsoft.com/de-de/security/business/microsoft-entra',
    von: 'Teamfalter',
  },
  {
    slug: 'hansefit',
    name: 'Hansefit',
    kat: 'Benefits',
    text: 'Firmenfitness-Mitgliedschaften im Onboarding automatisch anbieten.',
    anbieter: 'Hansefit GmbH & Co. KG',
    web: 'https://hansefit.de',
    status: 'Premium-Partner',
    von: 'Partner',
  },
  {
    slug: 'urban-sports-club',
    name: 'Urban Sports Club',
    kat: 'Benefits',
    text: 'Mitgliedschaften über die Firmenkonditionen verwalten.',
    anbieter: 'Urban Sports GmbH',
    web: 'https://urbansportsclub.com/de',
    von: 'Partner',
  },
  {
    slug: 'probonio',
    name: 'Probonio',
    kat: 'Benefits',
    text: 'Steuerfreie Sachbezüge und Essenszuschüsse verwalten.',
    anbieter: 'Probonio GmbH',
    web: 'https://www.probonio.de',
    von: 'Partner',
  },
  {
    slug: 'belonio',
    name: 'Belonio',
    kat: 'Benefits',
    text: 'Sachbezugskarte und Benefits-Budget je Mitarbeitendem.',
    anbieter: 'Belonio GmbH',
    web: 'https://www.belonio.de',
    von: 'Partner',
  },
  {
    slug: 'jobrad',
    name: 'JobRad',
    kat: 'Benefits',
    text: 'Dienstrad-Leasing: Überlassungsverträge und Gehaltsumwandlung abbilden.',
    anbieter: 'JobRad GmbH',
    web: 'https://www.jobrad.org',
    status: 'Zertifiziert',
    von: 'Partner',
  },
  {
    slug: 'spendit',
    name: 'spendit',
    kat: 'Benefits',
    text: 'Mitarbeiterbenefits per Karte, automatisch mit der Lohnabrechnung abgeglichen.',
    anbieter: 'spendit AG',
    web: 'https://www.spendit.de',
    von: 'Partner',
  },
  {
    slug: 'masterplan',
    name: 'masterplan',
    kat: 'Weiterbildung',
    text: 'Lernpfade passend zur Rolle im Onboarding zuweisen.',
    anbieter: 'masterplan.com GmbH',
    web: 'https://masterplan.com/de',
    von: 'Partner',
  },
  {
    slug: 'speexx',
    name: 'Speexx',
    kat: 'Weiterbildung',
    text: 'Sprachtrainings buchen und Fortschritte im Personalakt dokumentieren.',
    anbieter: 'Speexx GmbH',
    web: 'https://www.speexx.com/de/',
    von: 'Partner',
  },
  {
    slug: 'lernwerkstatt-digital',
    name: 'Lernwerkstatt Digital',
    kat: 'Weiterbildung',
    text: 'Pflichtschulungen (Datenschutz, Arbeitsschutz) mit Nachweis.',
    anbieter: 'Lernwerkstatt Digital GmbH',
    web: 'https://lernwerkstatt-digital.de',
    von: 'Partner',
  },
  {
    slug: 'docusign',
    name: 'DocuSign',
    kat: 'Dokumente & Signatur',
    text: 'Arbeitsverträge und Nachträge elektronisch unterschreiben lassen.',
    anbieter: 'DocuSign Germany GmbH',
    web: 'https://www.docusign.com/de-de',
    von: 'Teamfalter',
  },
  {
    slug: 'skribble',
    name: 'Skribble',
    kat: 'Dokumente & Signatur',
    text: 'Qualifizierte elektronische Signatur (QES) nach eIDAS.',
    anbieter: 'Skribble Deutschland GmbH',
    web: 'https://www.skribble.com/de-de/',
    status: 'Zertifiziert',
    von: 'Partner',
  },
  {
    slug: 'd-velop',
    name: 'd.velop documents',
    kat: 'Dokumente & Signatur',
    text: 'Revisionssichere Ablage der digitalen Personalakte.',
    anbieter: 'd.velop AG',
    web: 'https://www.d-velop.de',
    von: 'Partner',
  },
  {
    slug: 'zapier',
    name: 'Zapier',
    kat: 'Automatisierung',
    text: 'Teamfalter mit über 6.000 Apps verbinden.',
    anbieter: 'Zapier, Inc.',
    web: 'https://zapier.com',
    von: 'Teamfalter',
  },
  {
    slug: 'make',
    name: 'Make',
    kat: 'Automatisierung',
    text: 'Visuelle Workflows für HR-Prozesse ohne Programmierung.',
    anbieter: 'Celonis s.r.o.',
    web: 'https://www.make.com/de',
    von: 'Partner',
  },
  {
    slug: 'n8n',
    name: 'n8n',
    kat: 'Automatisierung',
    text: 'Self-hosted Automatisierung mit dem offiziellen Teamfalter-Node.',
    anbieter: 'n8n GmbH',
    web: 'https://n8n.io',
    von: 'Partner',
  },
  {
    slug: 'csv-import',
    name: 'Datenimport aus Excel & CSV',
    kat: 'Automatisierung',
    text: 'Mitarbeiterstammdaten per Vorlage importieren – inklusive Plausibilitätsprüfung.',
    anbieter: 'Teamfalter GmbH',
    web: 'https://hilfe.teamfalter.de/import',
    von: 'Teamfalter',
  },
];

const KATS = Array.from(new Set(APPS.map((a) => a.kat)));
const PAGE1 = APPS.slice(0, 18);
const PAGE2 = APPS.slice(18);

// Nuxt 3 payload (devalue-style flat array)
function payload(root: Record<string, unknown>): string {
  const values: unknown[] = [];
  const add = (x: unknown): number => {
    const idx = values.length;
    values.push(null);
    if (Array.isArray(x)) values[idx] = x.map(add);
    else if (x && typeof x === 'object') {
      const o: Record<string, number> = {};
      for (const [k, v] of Object.entries(x)) o[k] = add(v);
      values[idx] = o;
    } else values[idx] = x;
    return idx;
  };
  add(root);
  return JSON.stringify(values).replace(/</g, '\\u003C');
}

const NAVITEMS = [
  {
    t: 'Funktionen',
    h: '/funktionen',
    sub: [
      ['Digitale Personalakte', '/funktionen/personalakte'],
      ['Abwesenheiten & Urlaub', '/funktionen/abwesenheiten'],
      ['Onboarding', '/funktionen/onboarding'],
      ['Lohnvorbereitung', '/funktionen/lohnvorbereitung'],
      ['Mitarbeitergespräche', '/funktionen/feedback'],
      ['Self-Service-App', '/funktionen/app'],
    ],
  },
  {
    t: 'Lösungen',
    h: '/loesungen',
    sub: [
      ['Für HR-Teams', '/loesungen/hr'],
      ['Für Geschäftsführung', '/loesungen/geschaeftsfuehrung'],
      ['Für Steuerkanzleien', '/loesungen/kanzleien'],
      ['Für Filialbetriebe', '/loesungen/filialen'],
    ],
  },
  { t: 'Marktplatz', h: '/marktplatz', sub: [] },
  { t: 'Preise', h: '/preise', sub: [] },
  {
    t: 'Ressourcen',
    h: '/ratgeber',
    sub: [
      ['HR-Ratgeber', '/ratgeber'],
      ['Vorlagen & Checklisten', '/vorlagen'],
      ['Webinare', '/webinare'],
      ['Kundenstimmen', '/kunden'],
      ['Hilfe-Center', 'https://hilfe.teamfalter.de'],
    ],
  },
];

function layout(path: string, title: string, desc: string, body: string, data: Record<string, unknown>): string {
  const nav = NAVITEMS.map(
    (n) =>
      `<li ${V.nav} class="nav-item${n.sub.length ? ' has-sub' : ''}"><a ${V.nav} href="${n.h}" class="nav-link${path.startsWith(n.h) ? ' router-link-active' : ''}">${n.t}</a>${n.sub.length ? `<ul ${V.nav} class="nav-sub">${n.sub.map(([l, h]) => `<li ${V.nav}><a ${V.nav} href="${h}">${l}</a></li>`).join('')}</ul>` : ''}</li>`,
  ).join('');
  const root = {
    data: { [`page-${path}`]: data },
    state: { '$si18n:locale': 'de', $scookieConsent: null },
    once: [],
    _errors: {},
    serverRendered: true,
    path,
  };
  return `<!DOCTYPE html><html lang="de" data-capo=""><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/_nuxt/entry.B7kq3mZ1.css" crossorigin><link rel="stylesheet" href="/_nuxt/default.Cq0sXe4P.css" crossorigin><link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk2fLq9a.js"><link rel="modulepreload" as="script" crossorigin href="/_nuxt/BvT1mW8z.js"><link rel="modulepreload" as="script" crossorigin href="/_nuxt/C4nPq7Rk.js"><link rel="preload" as="font" type="font/woff2" href="/fonts/inter-var-latin.woff2" crossorigin><link rel="prefetch" as="script" crossorigin href="/_nuxt/error-404.Dm3LxQ0w.js"><script type="module" src="/_nuxt/Dk2fLq9a.js" crossorigin></script><script id="usercentrics-cmp" src="https://app.usercentrics.eu/browser-ui/latest/loader.js" data-settings-id="Xk3_pL9qR" async></script><meta name="description" content="${desc}"><meta property="og:title" content="${title}"><meta property="og:description" content="${desc}"><meta property="og:image" content="${SB}/1200x630/8a1c2d3e4f/og-teamfalter.png"><meta property="og:locale" content="de_DE"><meta property="og:site_name" content="Teamfalter"><link rel="canonical" href="https://teamfalter.de${path}"><link rel="alternate" hreflang="de-DE" href="https://teamfalter.de${path}"><link rel="alternate" hreflang="de-AT" href="https://teamfalter.at${path}"><link rel="alternate" hreflang="de-CH" href="https://teamfalter.ch${path}"><link rel="icon" type="image/png" href="/favicon-32.png"><script>var _paq = window._paq = window._paq || [];_paq.push(['disableCookies']);_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function() {var u="https://statistik.teamfalter.de/";_paq.push(['setTrackerUrl', u+'matomo.php']);_paq.push(['setSiteId', '2']);var d=document, g=d.createElement('script'), s=d.getElementsByTagName('script')[0];g.async=true; g.src=u+'matomo.js'; s.parentNode.insertBefore(g,s);})();</script></head><body><div id="__nuxt"><div ${V.nav} class="layout-default">
<div ${V.nav} class="topbar"><span ${V.nav}>Neu: Teamfalter Lohnvorbereitung mit DATEV-Export in Echtzeit</span><a ${V.nav} href="/ratgeber/lohnvorbereitung-datev">Mehr erfahren</a></div>
<header ${V.nav} class="site-header"><div ${V.nav} class="container header-inner"><a ${V.nav} href="/" class="logo router-link-active" aria-label="Teamfalter Startseite"><img ${V.nav} src="/img/teamfalter-logo.svg" alt="Teamfalter" width="148" height="32"></a><nav ${V.nav} class="main-nav" aria-label="Hauptnavigation"><ul ${V.nav}>${nav}</ul></nav><div ${V.nav} class="header-cta"><a ${V.nav} href="https://app.teamfalter.de/login" class="btn btn-link">Anmelden</a><a ${V.nav} href="/demo" class="btn btn-primary">Demo vereinbaren</a><a ${V.nav} href="/testen" class="btn btn-outline">14 Tage kostenlos testen</a></div></div></header>
<main ${V.nav} id="inhalt">${body}</main>
<footer ${V.foot} class="site-footer"><div ${V.foot} class="container"><div ${V.foot} class="footer-grid"><div ${V.foot} class="footer-brand"><img ${V.foot} src="/img/teamfalter-logo-white.svg" alt="Teamfalter" width="148" height="32" loading="lazy"><p ${V.foot}>Die HR-Software für den Mittelstand. Entwickelt und gehostet in Deutschland.</p><div ${V.foot} class="seals"><img ${V.foot} src="${SB}/240x120/3f1a9c0b2d/siegel-iso27001.png" alt="ISO 27001 zertifiziert" width="80" height="40" loading="lazy"><img ${V.foot} src="${SB}/240x120/0c2d8e1f4a/siegel-dsgvo-konform.png" alt="DSGVO-konform" width="80" height="40" loading="lazy"><img ${V.foot} src="${SB}/240x120/6e9b3a1c7f/siegel-software-hosted-in-germany.png" alt="Software Hosted in Germany" width="80" height="40" loading="lazy"></div></div>
<div ${V.foot} class="footer-col"><p ${V.foot} class="footer-title">Produkt</p><ul ${V.foot}><li><a href="/funktionen">Funktionen</a></li><li><a href="/marktplatz">Marktplatz</a></li><li><a href="/preise">Preise</a></li><li><a href="/sicherheit">Sicherheit &amp; Datenschutz</a></li><li><a href="https://status.teamfalter.de">Systemstatus</a></li></ul></div>
<div ${V.foot} class="footer-col"><p ${V.foot} class="footer-title">Unternehmen</p><ul ${V.foot}><li><a href="/ueber-uns">Über uns</a></li><li><a href="/karriere">Karriere</a></li><li><a href="/partner">Partner</a></li><li><a href="/presse">Presse</a></li><li><a href="/kontakt">Kontakt</a></li></ul></div>
<div ${V.foot} class="footer-col"><p ${V.foot} class="footer-title">Kontakt</p><address ${V.foot}>Teamfalter GmbH<br>Hafenstraße 41<br>48153 Münster</address><p ${V.foot}><a href="tel:+4925198765400">+49 251 987654-00</a><br><a href="mailto:hallo@teamfalter.de">hallo@teamfalter.de</a></p><p ${V.foot} class="country-switch">Auch in: <a href="https://teamfalter.at">Österreich</a> · <a href="https://teamfalter.ch">Schweiz</a></p></div></div>
<div ${V.foot} class="footer-bottom"><ul ${V.foot} class="legal"><li><a href="/impressum">Impressum</a></li><li><a href="/datenschutz">Datenschutz</a></li><li><a href="/agb">AGB</a></li><li><a href="/avv">AV-Vertrag</a></li><li><a href="#" onclick="UC_UI.showSecondLayer();return false;">Cookie-Einstellungen</a></li></ul><ul ${V.foot} class="social"><li><a href="https://www.linkedin.com/company/teamfalter" target="_blank" rel="noopener" aria-label="LinkedIn">LinkedIn</a></li><li><a href="https://www.xing.com/pages/teamfalter" target="_blank" rel="noopener" aria-label="XING">XING</a></li><li><a href="https://www.instagram.com/teamfalter.hr" target="_blank" rel="noopener" aria-label="Instagram">Instagram</a></li><li><a href="https://www.youtube.com/@teamfalter" target="_blank" rel="noopener" aria-label="YouTube">YouTube</a></li><li><a href="https://www.kununu.com/de/teamfalter" target="_blank" rel="noopener" aria-label="kununu">kununu</a></li></ul><p ${V.foot}>© 2024 Teamfalter GmbH</p></div></div></footer></div></div><div id="teleports"></div><script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${payload(root)}</script><script>window.__NUXT__={};window.__NUXT__.config={public:{storyblokVersion:"published",matomoHost:"https://statistik.teamfalter.de",appUrl:"https://app.teamfalter.de",i18n:{baseUrl:"https://teamfalter.de",defaultLocale:"de"}},app:{baseURL:"/",buildId:"5c0d8e2a-91f4-4b7e-a3c6-2e8f1d7b0a93",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script></body></html>`;
}

function appCard(a: App): string {
  return `<li ${V.card} class="app-card" data-kategorie="${a.kat}"><a ${V.card} href="/marktplatz/${a.slug}" class="app-card__link"><div ${V.card} class="app-card__logo"><img ${V.card} src="${SB}/160x160/${(a.slug.length * 7919).toString(16)}a2/${a.slug}.png/m/96x96/filters:format(webp)" alt="${a.name}" width="48" height="48" loading="lazy"></div><div ${V.card} class="app-card__body"><p ${V.card} class="app-card__kat">${a.kat}</p><h3 ${V.card} class="app-card__title">${a.name}</h3><p ${V.card} class="app-card__text">${a.text}</p><div ${V.card} class="app-card__tags">${a.status ? `<span ${V.card} class="tag tag--${a.status === 'Premium-Partner' ? 'premium' : 'zert'}">${a.status}</span>` : ''}<span ${V.card} class="tag tag--light">${a.von === 'Teamfalter' ? 'Von Teamfalter entwickelt' : 'Partner-Integration'}</span></div></div></a></li>`;
}

function marktplatz(seite: number, apps: App[]): string {
  const path = seite === 1 ? '/marktplatz' : `/marktplatz/seite/${seite}`;
  return layout(
    path,
    `Marktplatz: Integrationen & Schnittstellen${seite > 1 ? ` – Seite ${seite}` : ''} | Teamfalter`,
    'Über 35 Schnittstellen zu Lohnabrechnung, Zeiterfassung, Recruiting, Benefits und mehr: der Teamfalter Marktplatz.',
    `<section ${V.hero} class="page-hero page-hero--small"><div ${V.hero} class="container"><nav ${V.hero} class="breadcrumb" aria-label="Brotkrumen"><a href="/">Startseite</a> / <span>Marktplatz</span></nav><h1 ${V.hero}>Teamfalter Marktplatz</h1><p ${V.hero} class="lead">Verbinden Sie Teamfalter mit Ihrer Lohnabrechnung, Zeiterfassung, Ihrem Recruiting-Tool und Benefit-Anbietern. Alle Integrationen sind in Deutschland gehostet oder DSGVO-geprüft.</p><form ${V.hero} class="search" action="/marktplatz" role="search"><input ${V.hero} type="search" name="suche" placeholder="Integration suchen, z. B. DATEV" aria-label="Integration suchen"><button ${V.hero} type="submit" class="btn btn-primary">Suchen</button></form></div></section>
<section ${V.sec} class="section marketplace"><div ${V.sec} class="container marketplace__grid"><aside ${V.sec} class="marketplace__filter"><p ${V.sec} class="filter-title">Kategorien</p><ul ${V.sec}><li><a href="/marktplatz" class="filter-link${seite === 1 ? ' active' : ''}">Alle Integrationen <span>${APPS.length}</span></a></li>${KATS.map((k) => `<li><a href="/marktplatz?kategorie=${encodeURIComponent(k.toLowerCase())}" class="filter-link">${k} <span>${APPS.filter((a) => a.kat === k).length}</span></a></li>`).join('')}</ul><p ${V.sec} class="filter-title">Status</p><ul ${V.sec}><li><label><input type="checkbox" name="status" value="premium"> Premium-Partner</label></li><li><label><input type="checkbox" name="status" value="zertifiziert"> Zertifiziert</label></li></ul><div ${V.sec} class="filter-box"><p ${V.sec}><strong>Sie bieten eine Software an?</strong></p><p ${V.sec}>Werden Sie Technologiepartner und bringen Sie Ihre Integration in den Marktplatz.</p><a ${V.sec} href="/partner/werden#technologie" class="btn btn-outline btn-sm">Technologiepartner werden</a></div></aside>
<div ${V.sec} class="marketplace__results"><p ${V.sec} class="result-count">${APPS.length} Integrationen · Seite ${seite} von 2</p><ul ${V.sec} class="app-grid">${apps.map(appCard).join('')}</ul>
<nav ${V.sec} class="pagination" aria-label="Seiten">${seite === 1 ? `<span class="pagination__prev disabled">Zurück</span><span class="pagination__page current" aria-current="page">1</span><a class="pagination__page" href="/marktplatz/seite/2">2</a><a class="pagination__next" href="/marktplatz/seite/2" rel="next">Weiter</a>` : `<a class="pagination__prev" href="/marktplatz" rel="prev">Zurück</a><a class="pagination__page" href="/marktplatz">1</a><span class="pagination__page current" aria-current="page">2</span><span class="pagination__next disabled">Weiter</span>`}</nav></div></div></section>
<section ${V.sec} class="section section--tint"><div ${V.sec} class="container two-col"><div ${V.sec}><h2 ${V.sec}>Offene API für eigene Anbindungen</h2><p ${V.sec}>Mit der Teamfalter REST-API und Webhooks binden Ihre Entwickler:innen eigene Systeme an, etwa ein ERP oder ein Zutrittskontrollsystem. Die Dokumentation ist öffentlich zugänglich.</p><a ${V.sec} href="https://developer.teamfalter.de" class="btn btn-outline">Zur API-Dokumentation</a></div><div ${V.sec}><h2 ${V.sec}>Keine passende Integration?</h2><p ${V.sec}>Unsere zertifizierten Beratungspartner setzen individuelle Schnittstellen um und begleiten die Einführung.</p><a ${V.sec} href="/partner" class="btn btn-outline">Partner finden</a></div></div></section>`,
    {
      apps: apps.map((a) => ({
        slug: a.slug,
        name: a.name,
        kategorie: a.kat,
        anbieter: a.anbieter,
        website: a.web,
        status: a.status ?? null,
        entwickeltVon: a.von,
      })),
      seite,
      seiten: 2,
      gesamt: APPS.length,
    },
  );
}

function appDetail(slug: string, intro: string, features: string[], schritte: string[]): string {
  const a = APPS.find((x) => x.slug === slug)!;
  return layout(
    `/marktplatz/${slug}`,
    `${a.name} Integration | Teamfalter Marktplatz`,
    `${a.text} So funktioniert die Integration von Teamfalter und ${a.name}.`,
    `<section ${V.hero} class="page-hero page-hero--app"><div ${V.hero} class="container"><nav ${V.hero} class="breadcrumb" aria-label="Brotkrumen"><a href="/">Startseite</a> / <a href="/marktplatz">Marktplatz</a> / <span>${a.name}</span></nav><div ${V.hero} class="app-head"><img ${V.hero} src="${SB}/160x160/${(a.slug.length * 7919).toString(16)}a2/${a.slug}.png" alt="${a.name}" width="80" height="80"><div ${V.hero}><h1 ${V.hero}>${a.name}</h1><p ${V.hero} class="lead">${a.text}</p>${a.status ? `<span ${V.hero} class="tag tag--premium">${a.status}</span>` : ''}</div></div></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container app-detail"><article ${V.sec} class="rich-text">${intro}<h2>Funktionen der Integration</h2><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul><h2>Einrichtung in ${schritte.length} Schritten</h2><ol>${schritte.map((s) => `<li>${s}</li>`).join('')}</ol><p>Eine ausführliche Anleitung finden Sie im <a href="https://hilfe.teamfalter.de/integrationen/${slug}">Teamfalter Hilfe-Center</a>.</p></article>
<aside ${V.sec} class="app-facts"><dl ${V.sec}><dt>Kategorie</dt><dd>${a.kat}</dd><dt>Anbieter</dt><dd>${a.anbieter}</dd><dt>Website</dt><dd><a href="${a.web}" target="_blank" rel="noopener">${a.web.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a></dd><dt>Entwickelt von</dt><dd>${a.von === 'Teamfalter' ? 'Teamfalter GmbH' : a.anbieter}</dd><dt>Verfügbar in</dt><dd>Business, Enterprise</dd><dt>Kosten</dt><dd>Im Teamfalter-Tarif enthalten; ggf. Lizenz beim Anbieter erforderlich</dd></dl><a ${V.sec} href="/demo?integration=${slug}" class="btn btn-primary btn-block">Integration in der Demo ansehen</a></aside></div></section>`,
    { app: a },
  );
}

const datev = appDetail(
  'datev',
  `<p>Die DATEV-Schnittstelle ist die meistgenutzte Integration in Teamfalter. Sie überträgt alle lohnrelevanten Bewegungsdaten – Arbeitszeiten, Abwesenheiten, Zuschläge und Stammdatenänderungen – gesammelt zum Monatsende an DATEV Lohn und Gehalt oder LODAS. Ihre Steuerkanzlei erhält die Daten über DATEVconnect online oder als ASCII-Datei.</p><p>Teamfalter ist DATEV Marktplatz-Partner. Die Schnittstelle ist im <a href="https://www.datev.de/web/de/marktplatz/teamfalter-personalverwaltung/" target="_blank" rel="noopener">DATEV Marktplatz</a> gelistet.</p>`,
  [
    'Export nach DATEV Lohn und Gehalt und DATEV LODAS',
    'Übergabe über DATEVconnect online – ohne Dateiversand',
    'Mapping von Lohnarten je Mandant',
    'Prüfprotokoll vor jeder Übergabe',
    'Rollenrechte für Kanzlei-Zugänge',
  ],
  [
    'Beraternummer und Mandantennummer in Teamfalter hinterlegen',
    'Lohnarten-Mapping mit Ihrer Kanzlei abstimmen',
    'DATEVconnect-Zugang autorisieren',
    'Ersten Testexport durchführen und freigeben',
  ],
);

const hansefit = appDetail(
  'hansefit',
  `<p>Mit der Hansefit-Integration bieten Sie neuen Mitarbeitenden die Firmenfitness direkt im Onboarding an. Anmeldungen, Kündigungen und die Gehaltsumwandlung des Eigenanteils werden automatisch synchronisiert.</p><p>Die Integration wurde von Hansefit entwickelt und wird gemeinsam mit Teamfalter betreut. Hansefit ist Premium-Partner im Teamfalter Marktplatz.</p>`,
  [
    'Hansefit-Angebot als Onboarding-Aufgabe',
    'Automatische Ab- und Anmeldung bei Ein- und Austritt',
    'Eigenanteil als Lohnart an die Lohnvorbereitung',
    'Reporting zur Nutzungsquote',
  ],
  ['Rahmenvertrag mit Hansefit abschließen', 'Integration im Marktplatz aktivieren', 'Firmen-ID von Hansefit eintragen'],
);

const HOME_KUNDEN = [
  'Bäckerei Oelmann',
  'Westfalen Metallbau',
  'Pflegedienst Lindenhof',
  'Kreativhaus Nord',
  'Autohaus Terbrack',
  'Stadtwerke Emsdorf',
  'Hotel am Aasee',
  'Brandt Logistik',
];
const kundenStrip = `<section ${V.sec} class="section logos"><div ${V.sec} class="container"><p ${V.sec} class="logos__title">Über 2.300 mittelständische Unternehmen vertrauen Teamfalter</p><ul ${V.sec} class="logos__list">${HOME_KUNDEN.map((k) => `<li><img src="${SB}/300x120/${k.length}f3a/${k.toLowerCase().replace(/[^a-z]+/g, '-')}.png" alt="${k}" width="150" height="60" loading="lazy"></li>`).join('')}</ul></div></section>`;

const home = layout(
  '/',
  'Teamfalter – HR-Software für den Mittelstand',
  'Personalakte, Urlaub, Onboarding und Lohnvorbereitung in einer Software. Made & hosted in Germany. Jetzt 14 Tage kostenlos testen.',
  `<section ${V.hero} class="hero"><div ${V.hero} class="container hero__grid"><div ${V.hero}><p ${V.hero} class="eyebrow">HR-Software für 10 bis 1.000 Mitarbeitende</p><h1 ${V.hero}>Weniger Verwaltung. Mehr Zeit für Menschen.</h1><p ${V.hero} class="lead">Teamfalter bündelt Personalakte, Abwesenheiten, Onboarding und Lohnvorbereitung in einer Software – DSGVO-konform und in Deutschland gehostet.</p><div ${V.hero} class="hero__cta"><a href="/testen" class="btn btn-primary btn-lg">Kostenlos testen</a><a href="/demo" class="btn btn-outline btn-lg">Demo vereinbaren</a></div><ul ${V.hero} class="hero__usp"><li>Keine Kreditkarte nötig</li><li>Persönliches Onboarding</li><li>Monatlich kündbar</li></ul></div><img ${V.hero} src="${SB}/1440x1040/2a9f7c3e1b/teamfalter-dashboard.png/m/1200x0/filters:format(webp)" alt="Teamfalter Dashboard mit Abwesenheitskalender" width="720" height="520"></div></section>
${kundenStrip}
<section ${V.sec} class="section"><div ${V.sec} class="container"><h2 ${V.sec} class="section-title">Alles, was Ihre Personalabteilung braucht</h2><div ${V.sec} class="feature-grid"><div ${V.sec} class="feature"><h3>Digitale Personalakte</h3><p>Alle Dokumente und Stammdaten an einem Ort – mit Rechtekonzept und Löschfristen nach DSGVO.</p></div><div ${V.sec} class="feature"><h3>Abwesenheiten &amp; Urlaub</h3><p>Urlaubsanträge per App, Vertretungsregeln und automatische Resturlaubsberechnung.</p></div><div ${V.sec} class="feature"><h3>Onboarding &amp; Offboarding</h3><p>Checklisten, Aufgaben für IT und Vorgesetzte, digitale Vertragsunterzeichnung.</p></div><div ${V.sec} class="feature"><h3>Lohnvorbereitung</h3><p>Monatsabschluss mit Prüfprotokoll und Übergabe an DATEV, Lexware oder Ihre Kanzlei.</p></div><div ${V.sec} class="feature"><h3>Mitarbeitergespräche</h3><p>Vorlagen, Zielvereinbarungen und Feedbackrunden ohne Excel.</p></div><div ${V.sec} class="feature"><h3>Auswertungen</h3><p>Krankenquote, Fluktuation und Personalkosten auf Knopfdruck.</p></div></div></div></section>
<section ${V.sec} class="section section--tint"><div ${V.sec} class="container two-col"><div ${V.sec}><h2 ${V.sec}>Über 35 Integrationen im Marktplatz</h2><p ${V.sec}>Von DATEV über softgarden bis Hansefit: Teamfalter verbindet sich mit den Tools, die Sie schon nutzen.</p><a ${V.sec} href="/marktplatz" class="btn btn-outline">Marktplatz entdecken</a></div><ul ${V.sec} class="integration-bubbles">${APPS.filter(
    (a) => a.status === 'Premium-Partner',
  )
    .map(
      (a) =>
        `<li><a href="/marktplatz/${a.slug}"><img src="${SB}/160x160/${(a.slug.length * 7919).toString(16)}a2/${a.slug}.png/m/96x96/filters:format(webp)" alt="${a.name}" width="64" height="64" loading="lazy"></a></li>`,
    )
    .join('')}</ul></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container testimonials"><h2 ${V.sec} class="section-title">Das sagen unsere Kund:innen</h2><div ${V.sec} class="testimonial-grid"><figure><blockquote>„Seit Teamfalter dauert unser Monatsabschluss für 140 Mitarbeitende einen halben Tag statt drei.“</blockquote><figcaption>Sandra Oelmann, Geschäftsführerin, Bäckerei Oelmann</figcaption></figure><figure><blockquote>„Die Urlaubsplanung über die App hat unsere Schichtleiter massiv entlastet.“</blockquote><figcaption>Jörg Terbrack, Personalleiter, Autohaus Terbrack</figcaption></figure><figure><blockquote>„Unser Steuerberater bekommt die Daten jetzt sauber über DATEV – ohne Rückfragen.“</blockquote><figcaption>Mira Hoang, HR Managerin, Kreativhaus Nord</figcaption></figure></div></div></section>
<section ${V.sec} class="section awards"><div ${V.sec} class="container"><h2 ${V.sec} class="section-title">Ausgezeichnet</h2><ul ${V.sec} class="award-list"><li><a href="https://omr.com/de/reviews/product/teamfalter" target="_blank" rel="noopener"><img src="${SB}/300x300/9b2e4d1a6c/omr-reviews-top-rated-2024.png" alt="OMR Reviews Top Rated HR-Software 2024" width="100" height="100" loading="lazy"></a></li><li><img src="${SB}/300x300/1d7f3c8a2e/innovationspreis-it-2023.png" alt="Innovationspreis-IT 2023 – Best of HR" width="100" height="100" loading="lazy"></li><li><img src="${SB}/300x300/4a6c9e2b0d/kununu-top-company.png" alt="kununu Top Company 2024" width="100" height="100" loading="lazy"></li></ul></div></section>`,
  { hero: 'Weniger Verwaltung. Mehr Zeit für Menschen.', kunden: HOME_KUNDEN },
);

interface Berater {
  name: string;
  ort: string;
  web?: string;
  status: 'Premium-Partner' | 'Zertifizierter Partner';
  schwerpunkt: string;
}
const REGIONEN: { name: string; id: string; partner: Berater[] }[] = [
  {
    name: 'Nord (PLZ 1, 2)',
    id: 'nord',
    partner: [
      {
        name: 'Hanse HR Consulting GmbH',
        ort: '20457 Hamburg',
        web: 'https://www.hanse-hr-consulting.de',
        status: 'Premium-Partner',
        schwerpunkt: 'Einführung, Prozessberatung, DATEV-Anbindung',
      },
      {
        name: 'Kanzlei Brenner & Wirth Steuerberatung',
        ort: '28195 Bremen',
        web: 'https://brenner-wirth-stb.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Lohnbuchhaltung für Mandanten mit Teamfalter',
      },
      { name: 'Nordlicht Personalberatung', ort: '24103 Kiel', status: 'Zertifizierter Partner', schwerpunkt: 'HR-Prozesse im Handwerk' },
    ],
  },
  {
    name: 'West (PLZ 3, 4, 5)',
    id: 'west',
    partner: [
      {
        name: 'HRconsult Rhein-Ruhr GmbH',
        ort: '40213 Düsseldorf',
        web: 'https://www.hrconsult-rheinruhr.de',
        status: 'Premium-Partner',
        schwerpunkt: 'Migration aus Altsystemen, Schnittstellen',
      },
      {
        name: 'Lohnbüro Kessler',
        ort: '50667 Köln',
        web: 'https://lohnbuero-kessler.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Lohnabrechnung als Dienstleistung',
      },
      {
        name: 'Münsterland Digital Consulting',
        ort: '48143 Münster',
        web: 'https://www.muensterland-digital.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Digitalisierung im Mittelstand',
      },
    ],
  },
  {
    name: 'Süd (PLZ 6, 7, 8, 9)',
    id: 'sued',
    partner: [
      {
        name: 'Digitalwerk Personal GmbH',
        ort: '80331 München',
        web: 'https://digitalwerk-personal.de',
        status: 'Premium-Partner',
        schwerpunkt: 'Enterprise-Einführungen, SSO, Schnittstellen',
      },
      {
        name: 'Steuerkanzlei Aumüller',
        ort: '86150 Augsburg',
        web: 'https://www.stb-aumueller.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Lohn &amp; Gehalt, DATEV',
      },
      {
        name: 'Personalnetz Schwaben',
        ort: '70173 Stuttgart',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Interim-HR und Einführungsbegleitung',
      },
      {
        name: 'HR Kompass Franken GmbH',
        ort: '90402 Nürnberg',
        web: 'https://hrkompass-franken.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Schulungen, Change Management',
      },
    ],
  },
  {
    name: 'Ost (PLZ 0)',
    id: 'ost',
    partner: [
      {
        name: 'Elbland HR-Services GmbH',
        ort: '01067 Dresden',
        web: 'https://www.elbland-hr.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Einführung und Support',
      },
      {
        name: 'Leipziger Lohnmanufaktur',
        ort: '04109 Leipzig',
        web: 'https://lohnmanufaktur-leipzig.de',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Outsourcing der Lohnabrechnung',
      },
    ],
  },
  {
    name: 'Österreich',
    id: 'at',
    partner: [
      {
        name: 'Alpen HR Beratung GmbH',
        ort: '1010 Wien',
        web: 'https://www.alpenhr.at',
        status: 'Premium-Partner',
        schwerpunkt: 'Einführung in Österreich, BMD-Anbindung',
      },
    ],
  },
  {
    name: 'Schweiz',
    id: 'ch',
    partner: [
      {
        name: 'Personalpilot AG',
        ort: '8001 Zürich',
        web: 'https://personalpilot.ch',
        status: 'Zertifizierter Partner',
        schwerpunkt: 'Swissdec-Lohnprozesse, Einführung',
      },
    ],
  },
];

const partnerPage = layout(
  '/partner',
  'Partner finden: zertifizierte Teamfalter-Beratungspartner | Teamfalter',
  'Finden Sie einen zertifizierten Teamfalter-Partner in Ihrer Region – für Einführung, Schnittstellen und Lohnabrechnung.',
  `<section ${V.hero} class="page-hero"><div ${V.hero} class="container"><nav ${V.hero} class="breadcrumb" aria-label="Brotkrumen"><a href="/">Startseite</a> / <span>Partner</span></nav><h1 ${V.hero}>Partner in Ihrer Nähe</h1><p ${V.hero} class="lead">Unsere zertifizierten Beratungspartner und Steuerkanzleien begleiten Sie bei Einführung, Datenübernahme und Lohnabrechnung. Wählen Sie Ihre Region.</p></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container"><div ${V.sec} class="legend"><span class="tag tag--premium">Premium-Partner</span> mehr als 25 erfolgreiche Einführungen · <span class="tag tag--zert">Zertifizierter Partner</span> geschulte Berater:innen</div>
<div ${V.sec} class="accordion" role="list">${REGIONEN.map(
    (r, i) =>
      `<details ${V.sec} class="accordion__item" id="region-${r.id}"${i === 0 ? ' open' : ''}><summary ${V.sec} class="accordion__head">${r.name} <span class="count">${r.partner.length} Partner</span></summary><div ${V.sec} class="accordion__body"><ul ${V.sec} class="partner-list">${r.partner
        .map(
          (p) =>
            `<li ${V.sec} class="partner-row"><div ${V.sec} class="partner-row__main"><h3 ${V.sec}>${p.name}</h3><p ${V.sec} class="partner-row__ort">${p.ort}</p><p ${V.sec} class="partner-row__fokus">${p.schwerpunkt}</p></div><div ${V.sec} class="partner-row__meta"><span class="tag ${p.status === 'Premium-Partner' ? 'tag--premium' : 'tag--zert'}">${p.status}</span>${p.web ? `<a href="${p.web}" target="_blank" rel="noopener" class="btn btn-outline btn-sm">Website besuchen</a>` : '<span class="muted">Kontakt über Teamfalter</span>'}</div></li>`,
        )
        .join('')}</ul></div></details>`,
  ).join('')}</div>
<p ${V.sec} class="hint">Kein Partner in Ihrer Nähe? Schreiben Sie an <a href="mailto:partner@teamfalter.de">partner@teamfalter.de</a> – wir vermitteln Ihnen einen Ansprechpartner.</p></div></section>
<section ${V.sec} class="section section--tint"><div ${V.sec} class="container two-col"><div ${V.sec}><h2 ${V.sec}>Technologiepartner</h2><p ${V.sec}>Über 35 Softwareanbieter sind mit Teamfalter verbunden – von Lohnabrechnung bis Benefits. Alle Integrationen finden Sie im <a href="/marktplatz">Marktplatz</a>.</p></div><div ${V.sec}><h2 ${V.sec}>Verbände &amp; Netzwerke</h2><p ${V.sec}>Teamfalter engagiert sich in der deutschen Digital- und HR-Community. Wir sind Mitglied im <a href="https://www.bitkom.org" target="_blank" rel="noopener">Bitkom e.V.</a> und Fördermitglied im <a href="https://www.bpm.de" target="_blank" rel="noopener">Bundesverband der Personalmanager (BPM)</a>.</p></div></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container cta-box"><h2 ${V.sec}>Partner werden</h2><p ${V.sec}>Sie beraten Unternehmen zu HR, Lohn oder Digitalisierung? Erfahren Sie mehr über unser Partnerprogramm.</p><a ${V.sec} href="/partner/werden" class="btn btn-primary">Zum Partnerprogramm</a></div></section>`,
  { regionen: REGIONEN },
);

const partnerWerden = layout(
  '/partner/werden',
  'Partnerprogramm für Berater, Kanzleien und Softwareanbieter | Teamfalter',
  'Werden Sie Teamfalter-Partner: Provisionen, Schulungen, Leads und gemeinsames Marketing für Berater:innen, Steuerkanzleien und Softwareanbieter.',
  `<section ${V.hero} class="page-hero"><div ${V.hero} class="container"><nav ${V.hero} class="breadcrumb" aria-label="Brotkrumen"><a href="/">Startseite</a> / <a href="/partner">Partner</a> / <span>Partner werden</span></nav><h1 ${V.hero}>Gemeinsam den Mittelstand digitalisieren</h1><p ${V.hero} class="lead">Das Teamfalter Partnerprogramm richtet sich an HR-Beratungen, Steuerkanzleien, IT-Systemhäuser und Softwareanbieter.</p></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container"><div ${V.sec} class="program-grid"><div ${V.sec} class="program"><h2>Empfehlungspartner</h2><p>Sie empfehlen Teamfalter, wir übernehmen Vertrieb und Einführung. Sie erhalten 15 % Provision auf den ersten Jahresumsatz.</p></div><div ${V.sec} class="program"><h2>Beratungspartner</h2><p>Sie führen Teamfalter bei Ihren Kund:innen ein. Mit Zertifizierung, Partnerrabatt, Leads aus Ihrer Region und Eintrag in der Partnersuche.</p></div><div ${V.sec} class="program"><h2>Kanzleipartner</h2><p>Für Steuerkanzleien: Mandanten-Zugänge, DATEV-Übergabe und kostenfreie Kanzleilizenz.</p></div><div ${V.sec} class="program" id="technologie"><h2>Technologiepartner</h2><p>Sie bieten eine Software an? Bauen Sie eine Integration über unsere API und werden Sie im Marktplatz gelistet.</p></div></div></div></section>
<section ${V.sec} class="section section--tint"><div ${V.sec} class="container"><h2 ${V.sec} class="section-title">Ihre Vorteile</h2><table ${V.sec} class="compare"><thead><tr><th></th><th>Empfehlung</th><th>Zertifiziert</th><th>Premium</th></tr></thead><tbody><tr><td>Provision / Partnerrabatt</td><td>15 %</td><td>20 %</td><td>25 %</td></tr><tr><td>Eintrag in der Partnersuche</td><td>–</td><td>✓</td><td>✓ hervorgehoben</td></tr><tr><td>Leads aus Ihrer Region</td><td>–</td><td>✓</td><td>✓ priorisiert</td></tr><tr><td>Kostenlose Schulungen</td><td>–</td><td>2 Personen</td><td>unbegrenzt</td></tr><tr><td>Partner-Manager:in</td><td>–</td><td>–</td><td>✓</td></tr><tr><td>Gemeinsame Webinare</td><td>–</td><td>–</td><td>✓</td></tr></tbody></table></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container form-box"><h2 ${V.sec}>Jetzt bewerben</h2><form ${V.sec} action="/api/partner-anfrage" method="post"><label>Firma<input name="firma" required></label><label>Website<input name="website" type="url"></label><label>Partnerart<select name="art"><option>Empfehlungspartner</option><option>Beratungspartner</option><option>Kanzleipartner</option><option>Technologiepartner</option></select></label><label>E-Mail<input name="email" type="email" required></label><label class="checkbox"><input type="checkbox" name="datenschutz" required> Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen.</label><button type="submit" class="btn btn-primary">Anfrage senden</button></form></div></section>`,
  { programm: ['Empfehlungspartner', 'Beratungspartner', 'Kanzleipartner', 'Technologiepartner'] },
);

const ueberUns = layout(
  '/ueber-uns',
  'Über uns – das Team hinter Teamfalter',
  'Teamfalter wurde 2017 in Münster gegründet. Heute arbeiten 120 Menschen daran, Personalarbeit im Mittelstand einfacher zu machen.',
  `<section ${V.hero} class="page-hero"><div ${V.hero} class="container"><h1 ${V.hero}>Wir machen Personalarbeit einfacher</h1><p ${V.hero} class="lead">Teamfalter wurde 2017 in Münster von Lena Vormbrock und Kai Ostendorp gegründet – nach Jahren in der Lohnbuchhaltung eines Familienunternehmens. Heute arbeiten 120 Menschen in Münster und Berlin an unserer Software.</p></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container numbers"><ul ${V.sec}><li><strong>2.300+</strong> Kund:innen</li><li><strong>180.000</strong> verwaltete Mitarbeitende</li><li><strong>120</strong> Teamfalter:innen</li><li><strong>4,8/5</strong> Kundenzufriedenheit</li></ul></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container two-col"><div ${V.sec}><h2 ${V.sec}>Unsere Werte</h2><ul ${V.sec}><li><strong>Verlässlich.</strong> Lohnrelevante Daten verzeihen keine Fehler.</li><li><strong>Nahbar.</strong> Support von Menschen, in Münster, auf Deutsch.</li><li><strong>Sparsam mit Daten.</strong> Wir speichern nur, was nötig ist – in Deutschland.</li></ul></div><div ${V.sec}><h2 ${V.sec}>Investoren</h2><p ${V.sec}>Seit unserer Series A im Jahr 2022 werden wir von <a href="https://www.hvcapital.com" target="_blank" rel="noopener">HV Capital</a> und <a href="https://www.cherry.vc" target="_blank" rel="noopener">Cherry Ventures</a> unterstützt. Beide begleiten uns im Beirat.</p></div></div></section>
<section ${V.sec} class="section section--tint"><div ${V.sec} class="container"><h2 ${V.sec} class="section-title">Teamfalter in den Medien</h2><ul ${V.sec} class="press-list"><li><a href="https://www.handelsblatt.com/technik/it-internet/hr-software-mittelstand-teamfalter/29384710.html" target="_blank" rel="noopener"><strong>Handelsblatt</strong> – Wie HR-Software den Mittelstand entlastet</a></li><li><a href="https://t3n.de/news/teamfalter-series-a-hr-software-1487320/" target="_blank" rel="noopener"><strong>t3n</strong> – Münsteraner HR-Startup Teamfalter sammelt 14 Millionen Euro ein</a></li><li><a href="https://www.personalwirtschaft.de/hr-software/teamfalter-lohnvorbereitung" target="_blank" rel="noopener"><strong>Personalwirtschaft</strong> – Lohnvorbereitung ohne Excel</a></li></ul><a ${V.sec} href="/presse" class="btn btn-outline">Zum Pressebereich</a></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container cta-box"><h2 ${V.sec}>Arbeiten bei Teamfalter</h2><p ${V.sec}>Wir suchen Verstärkung in Entwicklung, Customer Success und Vertrieb – in Münster, Berlin oder remote.</p><a ${V.sec} href="/karriere" class="btn btn-primary">Offene Stellen</a></div></section>`,
  { gruender: ['Lena Vormbrock', 'Kai Ostendorp'] },
);

const preise = layout(
  '/preise',
  'Preise | Teamfalter HR-Software',
  'Transparente Preise ab 4 € pro Mitarbeitendem und Monat. Alle Tarife inklusive Hosting in Deutschland und persönlichem Support.',
  `<section ${V.hero} class="page-hero"><div ${V.hero} class="container"><h1 ${V.hero}>Einfache Preise. Keine Überraschungen.</h1><p ${V.hero} class="lead">Bezahlt wird pro aktivem Mitarbeitenden und Monat. Monatlich kündbar, jährliche Zahlung mit 15 % Rabatt.</p></div></section>
<section ${V.sec} class="section"><div ${V.sec} class="container price-grid">${[
    ['Start', '4 €', ['Digitale Personalakte', 'Abwesenheiten &amp; Urlaub', 'Self-Service-App', 'E-Mail-Support'], 'bis 50 Mitarbeitende'],
    [
      'Business',
      '7 €',
      [
        'Alles aus Start',
        'Onboarding &amp; Offboarding',
        'Lohnvorbereitung mit DATEV-Export',
        'Marktplatz-Integrationen',
        'Telefon-Support',
      ],
      'beliebt',
    ],
    [
      'Enterprise',
      'auf Anfrage',
      [
        'Alles aus Business',
        'SSO mit Okta oder Entra ID',
        'API-Zugang &amp; Webhooks',
        'Eigene:r Customer Success Manager:in',
        'Individueller AV-Vertrag',
      ],
      'ab 250 Mitarbeitenden',
    ],
  ]
    .map(
      ([n, p, f, tag]) =>
        `<div ${V.sec} class="price-card"><span class="price-card__tag">${tag}</span><h2>${n}</h2><p class="price">${p}<small>${p === 'auf Anfrage' ? '' : ' / Mitarbeitendem / Monat'}</small></p><ul>${(f as string[]).map((x) => `<li>${x}</li>`).join('')}</ul><a href="${n === 'Enterprise' ? '/kontakt' : '/testen'}" class="btn ${n === 'Business' ? 'btn-primary' : 'btn-outline'}">${n === 'Enterprise' ? 'Angebot anfragen' : 'Kostenlos testen'}</a></div>`,
    )
    .join('')}</div></section>
<section ${V.sec} class="section section--tint"><div ${V.sec} class="container faq"><h2 ${V.sec} class="section-title">Häufige Fragen</h2><details><summary>Was zählt als aktive:r Mitarbeitende:r?</summary><p>Alle Personen mit einem aktiven Beschäftigungsverhältnis im Abrechnungsmonat, inklusive Minijobber:innen und Auszubildenden.</p></details><details><summary>Kann ich Teamfalter mit meiner Steuerkanzlei nutzen?</summary><p>Ja. Ihre Kanzlei erhält einen kostenfreien Zugang und übernimmt die Daten über die DATEV-Schnittstelle.</p></details><details><summary>Wo werden meine Daten gespeichert?</summary><p>Ausschließlich in ISO-27001-zertifizierten Rechenzentren in Frankfurt am Main.</p></details><details><summary>Wie bezahle ich?</summary><p>Per SEPA-Lastschrift oder auf Rechnung.</p></details></div></section>`,
  { tarife: ['Start', 'Business', 'Enterprise'] },
);

export const site: CorpusSite = {
  domain: 'teamfalter.de',
  otherDomains: ['teamfalter.at', 'teamfalter.ch'],
  covers:
    'Nuxt 3 SSR (/_nuxt/, #__nuxt, data-v- attributes) on nginx, Storyblok images, Usercentrics, inline Matomo; German integration marketplace paginated over two pages with provider websites only in __NUXT_DATA__ payload and detail pages; consulting partners and tax firms in a regional accordion (some name-only); association memberships in prose; investors, press, awards, kununu, customer logos as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/marktplatz': { headers: HEADERS, html: marktplatz(1, PAGE1) },
    '/marktplatz/seite/2': { headers: HEADERS, html: marktplatz(2, PAGE2) },
    '/marktplatz/datev': { headers: HEADERS, html: datev },
    '/marktplatz/hansefit': { headers: HEADERS, html: hansefit },
    '/partner': { headers: HEADERS, html: partnerPage },
    '/partner/werden': { headers: HEADERS, html: partnerWerden },
    '/ueber-uns': { headers: HEADERS, html: ueberUns },
    '/preise': { headers: HEADERS, html: preise },
  },
  sitemap: [
    '/',
    '/marktplatz',
    '/marktplatz/seite/2',
    '/marktplatz/datev',
    '/marktplatz/hansefit',
    '/partner',
    '/partner/werden',
    '/ueber-uns',
    '/preise',
    '/funktionen',
    '/karriere',
    '/kontakt',
  ],
  technologies: ['nuxt-js', 'vue-js', 'nginx', 'storyblok', 'usercentrics', 'matomo-analytics', 'hsts', 'open-graph'],
  partners: {
    'datev.de': 'technology',
    'lexware.de': 'technology',
    'sage.com': 'technology',
    'agenda-software.de': 'technology',
    'sevdesk.de': 'technology',
    'lexoffice.de': 'technology',
    'clockodo.com': 'technology',
    'timetac.com': 'technology',
    'papershift.com': 'technology',
    'stempeluhr-cloud.de': 'technology',
    'softgarden.com': 'technology',
    'join.com': 'technology',
    'stepstone.de': 'technology',
    'indeed.com': 'technology',
    'slack.com': 'technology',
    'microsoft.com': 'technology',
    'staffbase.com': 'technology',
    'google.com': 'technology',
    'okta.com': 'technology',
    'hansefit.de': 'technology',
    'urbansportsclub.com': 'technology',
    'probonio.de': 'technology',
    'belonio.de': 'technology',
    'jobrad.org': 'technology',
    'spendit.de': 'technology',
    'masterplan.com': 'technology',
    'speexx.com': 'technology',
    'lernwerkstatt-digital.de': 'technology',
    'docusign.com': 'technology',
    'skribble.com': 'technology',
    'd-velop.de': 'technology',
    'zapier.com': 'technology',
    'make.com': 'technology',
    'n8n.io': 'technology',
    'hanse-hr-consulting.de': 'channel',
    'brenner-wirth-stb.de': 'channel',
    'hrconsult-rheinruhr.de': 'channel',
    'lohnbuero-kessler.de': 'channel',
    'muensterland-digital.de': 'channel',
    'digitalwerk-personal.de': 'channel',
    'stb-aumueller.de': 'channel',
    'hrkompass-franken.de': 'channel',
    'elbland-hr.de': 'channel',
    'lohnmanufaktur-leipzig.de': 'channel',
    'alpenhr.at': 'channel',
    'personalpilot.ch': 'channel',
    'bitkom.org': 'generic',
    'bpm.de': 'generic',
  },
};
