import type { CorpusSite } from '../corpus/types.js';

/*
 * Haidacher Steinbauer Steuerberatung GmbH: Austrian tax advisory and audit firm (Graz, Wien), independent member of an
 * international accounting network. Drupal 10 (custom theme "hst"), Apache, self-hosted Matomo, Leaflet map on the network
 * page. German (Austria).
 * Network page: Leaflet map whose markers (all member firms worldwide, popup HTML with website links) live only in the
 * drupalSettings JSON, plus a Views table of the European member firms; "Kooperationspartner" cards on a separate page;
 * software partners (BMD, Finmatics) on a service page; chamber/institute memberships on the firm page.
 */

const D = 'https://www.haidacher-steinbauer.at';

/** Drupal's Json::encode: slashes escaped, <>&'" hex-escaped inside strings. */
function drupalJson(v: unknown): string {
  return JSON.stringify(v)
    .replace(/\\"/g, '\\u0022')
    .replace(/\//g, '\\/')
    .replace(/</g, '\\u003C')
    .replace(/>/g, '\\u003E')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027');
}

const MENU: [string, string, [string, string][]][] = [
  [
    'Kanzlei',
    '/kanzlei',
    [
      ['Über uns', '/kanzlei'],
      ['Team', '/kanzlei/team'],
      ['Kooperationspartner', '/kanzlei/kooperationspartner'],
      ['Aktuelles', '/aktuelles'],
    ],
  ],
  [
    'Leistungen',
    '/leistungen',
    [
      ['Steuerberatung', '/leistungen/steuerberatung'],
      ['Buchhaltung & Bilanzierung', '/leistungen/buchhaltung-bilanzierung'],
      ['Digitale Buchhaltung', '/leistungen/digitale-buchhaltung'],
      ['Personalverrechnung', '/leistungen/personalverrechnung'],
      ['Wirtschaftsprüfung', '/leistungen/wirtschaftspruefung'],
      ['Unternehmensnachfolge', '/leistungen/unternehmensnachfolge'],
      ['Internationales Steuerrecht', '/leistungen/internationales-steuerrecht'],
    ],
  ],
  [
    'International',
    '/netzwerk',
    [
      ['Aurelis Global', '/netzwerk'],
      ['Inbound-Desk', '/netzwerk/inbound'],
    ],
  ],
  ['Karriere', '/karriere', []],
  ['Kontakt', '/kontakt', []],
];

function menu(active: string): string {
  return `<nav role="navigation" aria-labelledby="block-hst-main-menu-menu" id="block-hst-main-menu" class="block block-menu navigation menu--main">
  <h2 class="visually-hidden" id="block-hst-main-menu-menu">Hauptnavigation</h2>
  <ul data-region="primary_menu" class="menu menu--level-1">
${MENU.map(
  ([
    l,
    h,
    sub,
  ]) => `    <li class="menu__item menu__item--level-1${sub.length ? ' menu__item--has-children' : ''}${active.startsWith(h) ? ' menu__item--active-trail' : ''}">
      <a href="${h}" class="menu__link menu__link--level-1${active === h ? ' is-active' : ''}" data-drupal-link-system-path="node/${h.length * 7}">${l}</a>${
        sub.length
          ? `
      <button class="menu__submenu-toggle" aria-expanded="false" aria-controls="submenu-${h.slice(1)}"><span class="visually-hidden">${l} Untermenü</span></button>
      <ul class="menu menu--level-2" id="submenu-${h.slice(1)}">
${sub.map(([sl, sh]) => `        <li class="menu__item menu__item--level-2"><a href="${sh}" class="menu__link menu__link--level-2" data-drupal-link-system-path="node/${sh.length * 3}">${sl.replace('&', '&amp;')}</a></li>`).join('\n')}
      </ul>`
          : ''
      }
    </li>`,
).join('\n')}
  </ul>
</nav>`;
}

function page(o: {
  title: string;
  path: string;
  node: number;
  desc: string;
  body: string;
  extraHead?: string;
  extraSettings?: Record<string, unknown>;
  extraJs?: string;
}): string {
  const settings = {
    path: {
      baseUrl: '/',
      pathPrefix: '',
      currentPath: `node/${o.node}`,
      currentPathIsAdmin: false,
      isFront: o.path === '/',
      currentLanguage: 'de',
    },
    pluralDelimiter: '\u0003',
    suppressDeprecationErrors: true,
    ajaxPageState: {
      libraries: 'eJx1jUEOwjAMBD_kJE-KXNc0oXEcxQbU33PgUAkJ9riaGXGOfl9OQiz_Wk2l5V7qsOX6_pO4ky8E1',
      theme: 'hst',
      theme_token: null,
    },
    ajaxTrustedUrl: { '/suche': true },
    matomo: { disableCookies: true, trackMailto: true, trackColorbox: false },
    eu_cookie_compliance: {
      cookie_policy_version: '1.0.0',
      popup_enabled: true,
      popup_agreed_enabled: false,
      popup_hide_agreed: false,
      popup_clicking_confirmation: false,
      popup_scrolling_confirmation: false,
      popup_html_info:
        '<div class="eu-cookie-compliance-banner eu-cookie-compliance-banner-info eu-cookie-compliance-banner--opt-in"><div class="popup-content info eu-cookie-compliance-content"><div id="popup-text" class="eu-cookie-compliance-message" role="document"><h2>Wir verwenden Cookies</h2><p>Wir nutzen Cookies, um unsere Website laufend zu verbessern. Statistik-Cookies setzen wir nur mit Ihrer Zustimmung.</p><button type="button" class="find-more-button eu-cookie-compliance-more-button">Mehr Infos</button></div><div id="popup-buttons" class="eu-cookie-compliance-buttons"><button type="button" class="agree-button eu-cookie-compliance-secondary-button button button--small">Alle akzeptieren</button><button type="button" class="decline-button eu-cookie-compliance-default-button button button--small button--primary">Nur notwendige</button></div></div></div>',
      use_mobile_message: false,
      popup_link: '/datenschutz',
      popup_link_new_window: false,
      popup_position: false,
      fixed_top_position: true,
      popup_language: 'de',
      method: 'opt_in',
      cookie_name: '',
      domain: '',
      withdraw_enabled: true,
      reload_page: false,
      cookie_session: 0,
      set_cookie_session_zero_on_disagree: 0,
      containing_element: 'body',
      cookie_categories: ['statistik'],
      enable_save_preferences_button: true,
    },
    user: { uid: 0, permissionsHash: '3f6b0c8e1d2a9f47c5e8b1a0d6e3f2c9b8a7d6e5f4c3b2a1908f7e6d5c4b3a29' },
    ...(o.extraSettings ?? {}),
  };
  return `<!DOCTYPE html>
<html lang="de" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
<script>var _paq = _paq || [];(function(){var u=(("https:" == document.location.protocol) ? "https://statistik.haidacher-steinbauer.at/" : "http://statistik.haidacher-steinbauer.at/");_paq.push(["setSiteId", "1"]);_paq.push(["setTrackerUrl", u+"matomo.php"]);_paq.push(["setDoNotTrack", 1]);_paq.push(["disableCookies"]);if (!window.matomo_search_results_active) {_paq.push(["trackPageView"]);}_paq.push(["setIgnoreClasses", ["no-tracking","colorbox"]]);_paq.push(["enableLinkTracking"]);var d=document,g=d.createElement("script"),s=d.getElementsByTagName("script")[0];g.type="text/javascript";g.defer=true;g.async=true;g.src=u+"matomo.js";s.parentNode.insertBefore(g,s);})();</script>
<meta name="description" content="${o.desc}" />
<link rel="canonical" href="${D}${o.path}" />
<meta property="og:site_name" content="Haidacher Steinbauer Steuerberatung" />
<meta property="og:type" content="website" />
<meta property="og:url" content="${D}${o.path}" />
<meta property="og:title" content="${o.title} | Haidacher Steinbauer" />
<meta property="og:description" content="${o.desc}" />
<meta property="og:image" content="${D}/sites/default/files/styles/og_image/public/2023-04/hst-kanzlei-graz.jpg?itok=Qm7cT1pZ" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'AccountingService',
        '@id': `${D}/#organization`,
        name: 'Haidacher Steinbauer Steuerberatung GmbH',
        url: `${D}/`,
        telephone: '+43 316 829 410',
        email: 'kanzlei@haidacher-steinbauer.at',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Joanneumring 18',
          postalCode: '8010',
          addressLocality: 'Graz',
          addressCountry: 'AT',
        },
        sameAs: [
          'https://www.linkedin.com/company/haidacher-steinbauer/',
          'https://www.facebook.com/haidacher.steinbauer',
          'https://www.instagram.com/haidacher.steinbauer/',
        ],
      },
    ],
  })}</script>
<link rel="icon" href="/themes/custom/hst/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="de" href="${D}${o.path}" />
${o.extraHead ?? ''}
    <title>${o.title} | Haidacher Steinbauer</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xr4wq0Yb7HGe1nTQ9vk2s8P3mLcZ5dJfAoUiKyEtRgV.css?delta=0&amp;language=de&amp;theme=hst&amp;include=eJx1jUEOwjAMBD_kJE-KXNc0oXEcxQbU33PgUAkJ9riaGXGOfl9OQiz_Wk2l5V7qsOX6_pO4ky8E1" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Jm2c9QfP0xR8sTnV3bW6yZ1aD4eG7hK5lMoNqUvXy-A.css?delta=1&amp;language=de&amp;theme=hst&amp;include=eJx1jUEOwjAMBD_kJE-KXNc0oXEcxQbU33PgUAkJ9riaGXGOfl9OQiz_Wk2l5V7qsOX6_pO4ky8E1" />

  </head>
  <body class="path-node page-node-type-${o.path === '/' ? 'startseite' : 'page'}${o.path === '/' ? ' path-frontpage' : ''}">
        <a href="#main-content" class="visually-hidden focusable skip-link">
      Direkt zum Inhalt
    </a>

      <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
    <div class="layout-container">
  <header class="site-header" role="banner">
    <div class="site-header__top">
      <div class="container">
        <ul class="header-contact">
          <li><a href="tel:+43316829410">Graz +43 316 829 410</a></li>
          <li><a href="tel:+4315321877">Wien +43 1 532 18 77</a></li>
          <li><a href="https://mein.haidacher-steinbauer.at/" class="header-portal">Klientenportal</a></li>
        </ul>
      </div>
    </div>
    <div class="site-header__main container">
      <div id="block-hst-site-branding" class="block block-system block-system-branding-block">
        <a href="/" rel="home" class="site-logo"><img src="/themes/custom/hst/logo.svg" alt="Startseite" width="236" height="58" /></a>
      </div>
      ${menu(o.path)}
      <div class="search-block-form block block-search" data-drupal-selector="search-block-form" id="block-hst-suche" role="search">
        <form action="/suche" method="get" id="search-block-form" accept-charset="UTF-8"><div class="js-form-item form-item js-form-type-search form-type-search js-form-item-keys form-item-keys form-no-label"><label for="edit-keys" class="visually-hidden">Suche</label><input title="Die Begriffe eingeben, nach denen gesucht werden soll." data-drupal-selector="edit-keys" type="search" id="edit-keys" name="keys" value="" size="15" maxlength="128" class="form-search" /></div><div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" value="Suche" class="button js-form-submit form-submit" /></div></form>
      </div>
    </div>
  </header>

  <div class="region region-breadcrumb container">
    <nav class="breadcrumb" role="navigation" aria-labelledby="system-breadcrumb"><h2 id="system-breadcrumb" class="visually-hidden">Pfadnavigation</h2><ol><li><a href="/">Startseite</a></li>${o.path === '/' ? '' : `<li>${o.title}</li>`}</ol></nav>
  </div>

  <main role="main">
    <a id="main-content" tabindex="-1"></a>
    <div class="layout-content">
      <div class="region region-content">
        <div data-drupal-messages-fallback class="hidden"></div>
        <div id="block-hst-content" class="block block-system block-system-main-block">
<article data-history-node-id="${o.node}" class="node node--type-page node--view-mode-full">
  <div class="node__content">
${o.body}
  </div>
</article>
        </div>
      </div>
    </div>
  </main>

  <footer class="site-footer" role="contentinfo">
    <div class="container site-footer__columns">
      <div class="site-footer__col">
        <h2 class="site-footer__title">Graz</h2>
        <p>Joanneumring 18<br />8010 Graz<br />T +43 316 829 410<br /><a href="mailto:kanzlei@haidacher-steinbauer.at">kanzlei@haidacher-steinbauer.at</a></p>
      </div>
      <div class="site-footer__col">
        <h2 class="site-footer__title">Wien</h2>
        <p>Schottenring 14/3<br />1010 Wien<br />T +43 1 532 18 77<br /><a href="mailto:wien@haidacher-steinbauer.at">wien@haidacher-steinbauer.at</a></p>
      </div>
      <div class="site-footer__col">
        <h2 class="site-footer__title">Service</h2>
        <ul class="menu menu--footer">
          <li class="menu__item"><a href="/steuerkalender" class="menu__link">Steuerkalender 2024</a></li>
          <li class="menu__item"><a href="/klienteninfo" class="menu__link">Klienteninfo (Newsletter)</a></li>
          <li class="menu__item"><a href="https://mein.haidacher-steinbauer.at/" class="menu__link">Klientenportal</a></li>
          <li class="menu__item"><a href="/karriere" class="menu__link">Karriere</a></li>
          <li class="menu__item"><a href="/netzwerk" class="menu__link">Aurelis Global</a></li>
        </ul>
      </div>
      <div class="site-footer__col site-footer__col--badges">
        <h2 class="site-footer__title">Mitglied bei</h2>
        <a href="https://www.aurelis-global.org/" target="_blank" rel="noopener"><img src="/sites/default/files/2022-11/aurelis-global-member-white.svg" alt="Independent member of Aurelis Global" width="150" height="48" loading="lazy" /></a>
        <img src="/sites/default/files/2023-01/ksw-logo-weiss.svg" alt="Kammer der Steuerberater:innen und Wirtschaftsprüfer" width="130" height="48" loading="lazy" />
        <div class="social-links">
          <a href="https://www.linkedin.com/company/haidacher-steinbauer/" target="_blank" rel="noopener" class="social-links__link social-links__link--linkedin"><span class="visually-hidden">LinkedIn</span></a>
          <a href="https://www.facebook.com/haidacher.steinbauer" target="_blank" rel="noopener" class="social-links__link social-links__link--facebook"><span class="visually-hidden">Facebook</span></a>
          <a href="https://www.instagram.com/haidacher.steinbauer/" target="_blank" rel="noopener" class="social-links__link social-links__link--instagram"><span class="visually-hidden">Instagram</span></a>
        </div>
      </div>
    </div>
    <div class="site-footer__bottom container">
      <p>&copy; 2024 Haidacher Steinbauer Steuerberatung GmbH</p>
      <nav role="navigation" aria-labelledby="block-hst-footer-legal-menu" id="block-hst-footer-legal"><h2 class="visually-hidden" id="block-hst-footer-legal-menu">Rechtliches</h2>
        <ul class="menu menu--legal"><li class="menu__item"><a href="/impressum" class="menu__link">Impressum</a></li><li class="menu__item"><a href="/datenschutz" class="menu__link">Datenschutz</a></li><li class="menu__item"><a href="/agb" class="menu__link">Allgemeine Auftragsbedingungen (AAB 2018)</a></li><li class="menu__item"><a href="/barrierefreiheit" class="menu__link">Barrierefreiheit</a></li><li class="menu__item"><button type="button" class="eu-cookie-withdraw-tab">Cookie-Einstellungen</button></li></ul>
      </nav>
    </div>
  </footer>
</div>

  </div>

    <script type="application/json" data-drupal-selector="drupal-settings-json">${drupalJson(settings)}</script>
<script src="/sites/default/files/js/js_9nQx3ZbHcVt2LrPe0sKf6WmJ8yUaGd5oXi1D7CqBv4E.js?scope=footer&amp;delta=0&amp;language=de&amp;theme=hst&amp;include=eJx1jUEOwjAMBD_kJE-KXNc0oXEcxQbU33PgUAkJ9riaGXGOfl9OQiz_Wk2l5V7qsOX6_pO4ky8E1"></script>
${o.extraJs ?? ''}
<script src="/sites/default/files/js/js_Tb3fW7nM2pQ9sZ0kR5vX8cY1aE4gH6jL-oUiDyN2eKs.js?scope=footer&amp;delta=1&amp;language=de&amp;theme=hst&amp;include=eJx1jUEOwjAMBD_kJE-KXNc0oXEcxQbU33PgUAkJ9riaGXGOfl9OQiz_Wk2l5V7qsOX6_pO4ky8E1"></script>

  </body>
</html>
`;
}

function para(type: string, inner: string): string {
  return `<div class="paragraph paragraph--type--${type} paragraph--view-mode--default"><div class="container">${inner}</div></div>`;
}
function body(html: string): string {
  return `<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${html}</div>`;
}

/* ---------------- Startseite ---------------- */
const home = page({
  title: 'Steuerberatung & Wirtschaftsprüfung in Graz und Wien',
  path: '/',
  node: 1,
  desc: 'Haidacher Steinbauer: Steuerberatung, Buchhaltung, Personalverrechnung und Wirtschaftsprüfung für KMU und Familienunternehmen in Graz und Wien. Unabhängiges Mitglied von Aurelis Global.',
  body: [
    para(
      'hero',
      `<div class="hero"><h1 class="hero__title">Wir denken Steuern weiter.</h1><p class="hero__lead">Seit 1987 begleiten wir Familienunternehmen, Freiberufler:innen und Mittelständler in der Steiermark und in Wien &ndash; persönlich, digital und mit einem internationalen Netzwerk im Rücken.</p><a class="button button--primary" href="/kontakt">Erstgespräch vereinbaren</a> <a class="button" href="/leistungen">Unsere Leistungen</a></div>`,
    ),
    para(
      'teaser-grid',
      `<h2>Was wir für Sie tun</h2><div class="teaser-grid">${[
        [
          'Steuerberatung',
          '/leistungen/steuerberatung',
          'Laufende Beratung, Steuererklärungen, Betriebsprüfungen und Finanzstrafverfahren.',
        ],
        [
          'Buchhaltung & Bilanzierung',
          '/leistungen/buchhaltung-bilanzierung',
          'Finanzbuchhaltung, Jahresabschlüsse nach UGB und IFRS, Konzernabschlüsse.',
        ],
        ['Digitale Buchhaltung', '/leistungen/digitale-buchhaltung', 'Belege per App, automatische Verbuchung, Auswertungen in Echtzeit.'],
        [
          'Personalverrechnung',
          '/leistungen/personalverrechnung',
          'Lohn- und Gehaltsverrechnung für 5 bis 500 Mitarbeiter:innen, inkl. Arbeitsrecht.',
        ],
        ['Wirtschaftsprüfung', '/leistungen/wirtschaftspruefung', 'Gesetzliche und freiwillige Prüfungen, Förderprüfungen, Due Diligence.'],
        [
          'Unternehmensnachfolge',
          '/leistungen/unternehmensnachfolge',
          'Übergabe in der Familie oder Verkauf &ndash; steuerlich optimiert und rechtzeitig geplant.',
        ],
      ]
        .map(
          ([t = '', h = '', d = '']) =>
            `<div class="teaser"><h3 class="teaser__title"><a href="${h}">${t.replace('&', '&amp;')}</a></h3><p>${d}</p></div>`,
        )
        .join('')}</div>`,
    ),
    para(
      'text-image',
      `<div class="text-image"><div class="text-image__text"><h2>Regional verwurzelt, international vernetzt</h2><p>Als unabhängiges Mitglied von <a href="https://www.aurelis-global.org/" target="_blank" rel="noopener">Aurelis Global</a> haben wir Zugang zu über 180 Partnerkanzleien in mehr als 70 Ländern. Wenn Sie eine Tochtergesellschaft in Slowenien gründen, Mitarbeiter:innen nach Deutschland entsenden oder in die USA exportieren, stimmen wir uns direkt mit den Kolleg:innen vor Ort ab.</p><p><a href="/netzwerk">Mehr zu unserem Netzwerk</a></p></div><div class="text-image__image"><img src="/sites/default/files/styles/large/public/2022-11/aurelis-karte-europa.png?itok=kP3Fm0Ow" alt="Karte der Aurelis-Global-Mitgliedsfirmen in Europa" width="640" height="480" loading="lazy" /></div></div>`,
    ),
    para(
      'facts',
      `<ul class="facts"><li><strong>62</strong> Mitarbeiter:innen</li><li><strong>2</strong> Standorte</li><li><strong>1.400</strong> Klient:innen</li><li><strong>37</strong> Jahre Erfahrung</li></ul>`,
    ),
    para(
      'testimonials',
      `<h2>Das sagen unsere Klient:innen</h2><div class="testimonials"><blockquote class="testimonial"><p>&bdquo;Seit wir die Buchhaltung digital über Haidacher Steinbauer abwickeln, sparen wir jeden Monat zwei Tage. Und die Ansprechpartnerin kennt unser Geschäft.&ldquo;</p><footer>Mag. Petra Url, Geschäftsführerin, Url Holzbau GmbH, Weiz</footer></blockquote><blockquote class="testimonial"><p>&bdquo;Die Gründung unserer Tochter in Maribor war dank der Partnerkanzlei aus dem Netzwerk in sechs Wochen erledigt.&ldquo;</p><footer>DI Markus Lenz, CFO, Lenz Antriebstechnik GmbH</footer></blockquote><blockquote class="testimonial"><p>&bdquo;Kompetent bei der Betriebsprüfung, ruhig und bestens vorbereitet.&ldquo;</p><footer>Dr. Andreas Frühwirth, Zahnarzt, Graz</footer></blockquote></div>`,
    ),
    para(
      'news',
      `<h2>Aktuelles</h2><div class="views-element-container"><div class="view view-aktuelles view-id-aktuelles view-display-id-block_1"><div class="view-content">${[
        ['Steuerkalender 2024: Die wichtigsten Termine', '/aktuelles/steuerkalender-2024', '08.01.2024'],
        ['Gewinnfreibetrag neu: Was sich 2024 ändert', '/aktuelles/gewinnfreibetrag-2024', '14.12.2023'],
        ['Haidacher Steinbauer erneut unter den TOP-Steuerberatern Österreichs', '/aktuelles/trend-top-steuerberater-2024', '02.12.2023'],
      ]
        .map(
          ([t = '', h = '', d = '']) =>
            `<div class="views-row"><article class="node node--type-news node--view-mode-teaser"><time datetime="${d.split('.').reverse().join('-')}T09:00:00Z">${d}</time><h3><a href="${h}" hreflang="de">${t}</a></h3></article></div>`,
        )
        .join('')}</div></div></div>`,
    ),
    para(
      'awards',
      `<div class="awards"><img src="/sites/default/files/2023-12/trend-top-steuerberater-2024.png" alt="trend TOP Steuerberater 2024" width="140" height="140" loading="lazy" /><p>Ausgezeichnet als <a href="https://www.trend.at/rankings/top-steuerberater-2024" target="_blank" rel="noopener">trend TOP-Steuerberater 2024</a> in der Kategorie Unternehmensnachfolge.</p></div>`,
    ),
  ].join('\n'),
});

/* ---------------- Kanzlei ---------------- */
const kanzlei = page({
  title: 'Über uns',
  path: '/kanzlei',
  node: 4,
  desc: 'Die Kanzlei Haidacher Steinbauer: Geschichte, Werte, Geschäftsführung und Mitgliedschaften.',
  body: [
    para(
      'text',
      body(
        `<h1>Über uns</h1><p>1987 gründete Mag. Josef Haidacher in der Grazer Annenstraße eine Einzelkanzlei. Heute führen Mag. Sabine Haidacher-Wolf, Mag. Thomas Steinbauer und Mag. Dr. Lukas Ebner die Kanzlei mit 62 Mitarbeiter:innen in Graz und Wien. Wir betreuen rund 1.400 Klient:innen &ndash; vom Start-up bis zum Industriebetrieb mit mehreren Tochtergesellschaften im Ausland.</p><p>Unser Anspruch: Steuerberatung, die vorausdenkt. Deshalb investieren wir laufend in Digitalisierung und in die Aus- und Weiterbildung unseres Teams &ndash; im Schnitt 54 Stunden pro Kopf und Jahr.</p>`,
      ),
    ),
    para(
      'team',
      `<h2>Geschäftsführung</h2><div class="team-grid">${[
        ['Mag. Sabine Haidacher-Wolf', 'Steuerberaterin, Geschäftsführerin', 'Unternehmensnachfolge, Privatstiftungen'],
        ['Mag. Thomas Steinbauer', 'Steuerberater & Wirtschaftsprüfer, Geschäftsführer', 'Wirtschaftsprüfung, Konzernrechnungslegung'],
        ['Mag. Dr. Lukas Ebner', 'Steuerberater, Geschäftsführer Wien', 'Internationales Steuerrecht, Verrechnungspreise'],
      ]
        .map(
          ([n = '', r = '', s = '']) =>
            `<div class="person"><img src="/sites/default/files/styles/portrait/public/2023-03/${n.split(' ').pop()!.toLowerCase()}.jpg?itok=Ab3dE9xQ" alt="${n}" width="360" height="440" loading="lazy" /><h3>${n}</h3><p class="person__role">${r}</p><p class="person__focus">Schwerpunkte: ${s}</p></div>`,
        )
        .join('')}</div><p><a href="/kanzlei/team">Zum gesamten Team</a></p>`,
    ),
    para(
      'text',
      body(
        `<h2>Unsere Werte</h2><ul><li><strong>Verlässlich:</strong> Fristen sind für uns heilig. Sie erhalten jede Woche einen Überblick über offene Punkte.</li><li><strong>Verständlich:</strong> Wir erklären Steuerrecht so, dass Sie entscheiden können.</li><li><strong>Vernetzt:</strong> Mit unseren Kooperationspartnern und dem Aurelis-Global-Netzwerk decken wir alle Fragen rund um Ihr Unternehmen ab.</li></ul>`,
      ),
    ),
    para(
      'memberships',
      `<h2>Mitgliedschaften</h2><p>Alle Berufsträger:innen der Kanzlei sind Mitglieder der Kammer der Steuerberater:innen und Wirtschaftsprüfer. Darüber hinaus engagieren wir uns in folgenden Organisationen:</p><ul class="membership-list">
<li class="membership"><img src="/sites/default/files/2023-01/ksw-logo.svg" alt="" width="90" height="34" loading="lazy" /><a href="https://www.ksw.or.at/" target="_blank" rel="noopener">Kammer der Steuerberater:innen und Wirtschaftsprüfer (KSW)</a> &ndash; Mag. Steinbauer ist Mitglied des Fachsenats für Unternehmensrecht und Revision.</li>
<li class="membership"><img src="/sites/default/files/2023-01/iwp-logo.svg" alt="" width="90" height="34" loading="lazy" /><a href="https://www.iwp.or.at/" target="_blank" rel="noopener">Institut Österreichischer Wirtschaftsprüfer (iwp)</a></li>
<li class="membership"><img src="/sites/default/files/2022-11/aurelis-global-logo.svg" alt="" width="90" height="34" loading="lazy" /><a href="/netzwerk">Aurelis Global</a> &ndash; internationales Netzwerk unabhängiger Steuerberatungs- und Prüfungskanzleien</li>
<li class="membership">Österreichische Vereinigung für Finanzanalyse und Asset Management (ÖVFA)</li>
</ul>`,
    ),
    para(
      'text',
      body(
        `<h2>Qualitätssicherung</h2><p>Unsere Kanzlei ist gemäß APAG bei der Abschlussprüferaufsichtsbehörde registriert und unterliegt der externen Qualitätsprüfung. Die letzte Qualitätsprüfung wurde 2022 ohne Beanstandungen abgeschlossen.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- Kooperationspartner ---------------- */
const KOOP: [string, string, string, string, string][] = [
  [
    'Rechtsberatung',
    'Kofler Wenzl Rechtsanwälte OG',
    'Graz',
    'https://www.koflerwenzl.at/',
    'Gesellschafts- und Vertragsrecht, Umgründungen, Arbeitsrecht. Gemeinsame Betreuung bei Unternehmensgründungen und -übergaben.',
  ],
  [
    'Notariat',
    'Notariat Dr. Brigitte Wimmer',
    'Graz-Lend',
    'https://www.notariat-wimmer.at/',
    'Gesellschaftsgründungen, Firmenbuch, Übergabeverträge und Verlassenschaften.',
  ],
  [
    'Unternehmensberatung',
    'Stadlbauer Consulting GmbH',
    'Wien',
    'https://stadlbauer-consulting.at/',
    'Controlling, Restrukturierung und Förderberatung (aws, FFG, SFG).',
  ],
  [
    'Finanzplanung',
    'Finanzplan Steiermark GmbH',
    'Leibnitz',
    'https://www.finanzplan-stmk.at/',
    'Unabhängige Vermögens- und Vorsorgeplanung für Unternehmer:innen.',
  ],
  [
    'Versicherungen',
    'Riedl &amp; Partner Versicherungsmakler GmbH',
    'Gleisdorf',
    'https://www.riedl-makler.at/',
    'Betriebliche Altersvorsorge, D&amp;O- und Betriebsversicherungen.',
  ],
  ['IT-Sicherheit', 'Grazer Datenwerk e.U.', 'Graz', '', 'DSGVO-Beratung und IT-Sicherheitsaudits für Kanzleien und KMU.'],
];
const koop = page({
  title: 'Kooperationspartner',
  path: '/kanzlei/kooperationspartner',
  node: 37,
  desc: 'Unsere Kooperationspartner aus Rechtsberatung, Notariat, Unternehmensberatung und Finanzplanung.',
  body: [
    para(
      'text',
      body(
        `<h1>Kooperationspartner</h1><p>Viele Fragen unserer Klient:innen gehen über das Steuerrecht hinaus. Damit Sie nicht selbst suchen müssen, arbeiten wir seit Jahren eng mit ausgewählten Partnerkanzleien und Beratern zusammen. Wir erhalten und zahlen für Empfehlungen keine Provisionen.</p>`,
      ),
    ),
    para(
      'cards',
      `<div class="views-element-container"><div class="view view-kooperationspartner view-id-kooperationspartner view-display-id-page_1"><div class="view-content card-grid">${KOOP.map(([cat, n, ort, url, d]) => `<div class="views-row"><div class="card card--partner"><span class="card__tag">${cat}</span><h3 class="card__title">${n}</h3><p class="card__meta">${ort}</p><p>${d}</p>${url ? `<a class="card__link" href="${url}" target="_blank" rel="noopener">Website besuchen</a>` : ''}</div></div>`).join('')}</div></div></div>`,
    ),
    para(
      'text',
      body(
        `<p>Sie möchten Kooperationspartner werden? Schreiben Sie an <a href="mailto:kooperation@haidacher-steinbauer.at">kooperation@haidacher-steinbauer.at</a>.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- Netzwerk ---------------- */
type Member = { name: string; city: string; country: string; url: string; lat: number; lon: number; eu: boolean };
const MEMBERS: Member[] = [
  {
    name: 'Brenner Vogt Steuerberater PartG mbB',
    city: 'München',
    country: 'Deutschland',
    url: 'https://www.brenner-vogt.de/',
    lat: 48.137,
    lon: 11.575,
    eu: true,
  },
  {
    name: 'Kaltenbach & Roos GmbH Wirtschaftsprüfungsgesellschaft',
    city: 'Hamburg',
    country: 'Deutschland',
    url: 'https://www.kaltenbach-roos.de/',
    lat: 53.551,
    lon: 9.993,
    eu: true,
  },
  {
    name: 'Treuhand Aeschbacher AG',
    city: 'Zürich',
    country: 'Schweiz',
    url: 'https://www.aeschbacher-treuhand.ch/',
    lat: 47.376,
    lon: 8.541,
    eu: true,
  },
  {
    name: 'Studio Pichler Gasser',
    city: 'Bozen',
    country: 'Italien',
    url: 'https://www.pichlergasser.it/',
    lat: 46.498,
    lon: 11.354,
    eu: true,
  },
  {
    name: 'Revizija Kranjc d.o.o.',
    city: 'Ljubljana',
    country: 'Slowenien',
    url: 'https://kranjc-revizija.si/',
    lat: 46.056,
    lon: 14.505,
    eu: true,
  },
  {
    name: 'Novotná & Dvořák Audit s.r.o.',
    city: 'Prag',
    country: 'Tschechien',
    url: 'https://www.novotna-dvorak.cz/',
    lat: 50.075,
    lon: 14.437,
    eu: true,
  },
  {
    name: 'Bartos Könyvvizsgáló Kft.',
    city: 'Budapest',
    country: 'Ungarn',
    url: 'https://bartos-audit.hu/',
    lat: 47.497,
    lon: 19.04,
    eu: true,
  },
  {
    name: 'Horváth Tax s.r.o.',
    city: 'Bratislava',
    country: 'Slowakei',
    url: 'https://www.horvathtax.sk/',
    lat: 48.148,
    lon: 17.107,
    eu: true,
  },
  {
    name: 'Perić Revizija d.o.o.',
    city: 'Zagreb',
    country: 'Kroatien',
    url: 'https://www.peric-revizija.hr/',
    lat: 45.815,
    lon: 15.981,
    eu: true,
  },
  {
    name: 'De Vries Oosterhuis Accountants',
    city: 'Utrecht',
    country: 'Niederlande',
    url: 'https://www.devriesoosterhuis.nl/',
    lat: 52.09,
    lon: 5.121,
    eu: true,
  },
  {
    name: 'Cabinet Morel Garnier',
    city: 'Lyon',
    country: 'Frankreich',
    url: 'https://www.morel-garnier.fr/',
    lat: 45.764,
    lon: 4.835,
    eu: true,
  },
  {
    name: 'Ashcombe Tulloch LLP',
    city: 'Birmingham',
    country: 'Vereinigtes Königreich',
    url: 'https://www.ashcombetulloch.co.uk/',
    lat: 52.486,
    lon: -1.89,
    eu: true,
  },
  {
    name: 'Pennington Hale CPAs',
    city: 'Boston, MA',
    country: 'USA',
    url: 'https://www.penningtonhale.com/',
    lat: 42.36,
    lon: -71.058,
    eu: false,
  },
  {
    name: 'Lévesque Baird CPA Inc.',
    city: 'Montréal',
    country: 'Kanada',
    url: 'https://levesquebaird.ca/',
    lat: 45.501,
    lon: -73.567,
    eu: false,
  },
  {
    name: 'Shanghai Huaxin Tax Advisory Co., Ltd.',
    city: 'Shanghai',
    country: 'China',
    url: 'https://www.huaxin-tax.cn/en/',
    lat: 31.23,
    lon: 121.474,
    eu: false,
  },
  {
    name: 'Kapoor Subramanian & Co.',
    city: 'Bengaluru',
    country: 'Indien',
    url: 'https://kapoorsubramanian.in/',
    lat: 12.972,
    lon: 77.594,
    eu: false,
  },
  {
    name: 'Lockhart Reyes Accountants',
    city: 'Melbourne',
    country: 'Australien',
    url: 'https://www.lockhartreyes.com.au/',
    lat: -37.814,
    lon: 144.963,
    eu: false,
  },
  { name: 'Gulfstar Audit & Tax', city: 'Dubai', country: 'VAE', url: 'https://gulfstaraudit.ae/', lat: 25.205, lon: 55.271, eu: false },
];
const features = [
  {
    type: 'point',
    lat: 47.07,
    lon: 15.439,
    popup: '<div class="leaflet-popup-member"><h3>Haidacher Steinbauer Steuerberatung GmbH</h3><p>Graz &middot; Österreich</p></div>',
    icon: { iconType: 'marker', iconUrl: '/themes/custom/hst/images/marker-own.svg', iconSize: { x: 38, y: 48 } },
  },
  ...MEMBERS.map((m) => ({
    type: 'point',
    lat: m.lat,
    lon: m.lon,
    popup: `<div class="leaflet-popup-member"><h3>${m.name}</h3><p>${m.city} &middot; ${m.country}</p><p><a href="${m.url}" target="_blank" rel="noopener">${m.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a></p></div>`,
    icon: { iconType: 'marker', iconUrl: '/themes/custom/hst/images/marker-member.svg', iconSize: { x: 28, y: 36 } },
    entity_id: 200 + MEMBERS.indexOf(m),
  })),
];
const netzwerk = page({
  title: 'Aurelis Global – unser internationales Netzwerk',
  path: '/netzwerk',
  node: 22,
  desc: 'Haidacher Steinbauer ist unabhängiges Mitglied von Aurelis Global, einem weltweiten Netzwerk von Steuerberatungs- und Wirtschaftsprüfungskanzleien.',
  extraHead: '<link rel="stylesheet" media="all" href="/libraries/leaflet/dist/leaflet.css?v=1.9.4" />',
  extraSettings: {
    leaflet: {
      'leaflet-map-view-aurelis-mitglieder-block-1': {
        mapid: 'leaflet-map-view-aurelis-mitglieder-block-1',
        map: {
          label: 'OSM Mapnik',
          description: 'Leaflet default map.',
          settings: {
            dragging: true,
            touchZoom: true,
            scrollWheelZoom: false,
            doubleClickZoom: true,
            zoomControl: true,
            attributionControl: true,
            minZoom: 2,
            maxZoom: 14,
            zoom: 4,
            center: { lat: 48.2, lon: 14.0 },
            map_position_force: false,
            fullscreen_control: true,
            path: '{"color":"#3388ff","opacity":"1.0","stroke":true,"weight":3,"fill":"depends","fillColor":"*","fillOpacity":"0.2","radius":"6"}',
          },
          layers: {
            earth: {
              urlTemplate: '//{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
              options: {
                attribution:
                  '&copy; <a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer">OpenStreetMap</a> contributors',
              },
            },
          },
        },
        features,
      },
    },
  },
  extraJs:
    '<script src="/libraries/leaflet/dist/leaflet.js?v=1.9.4"></script>\n<script src="/modules/contrib/leaflet/js/leaflet.drupal.js?v=10.2.3"></script>',
  body: [
    para(
      'text',
      body(
        `<h1>Aurelis Global &ndash; unser internationales Netzwerk</h1><p>Seit 2011 ist Haidacher Steinbauer unabhängiges Mitglied von <a href="https://www.aurelis-global.org/" target="_blank" rel="noopener">Aurelis Global</a>, einem weltweiten Zusammenschluss von über 180 mittelständischen Steuerberatungs- und Wirtschaftsprüfungskanzleien in mehr als 70 Ländern. Als österreichische Mitgliedsfirma sind wir Anlaufstelle für alle Mandate von Netzwerkpartnern mit Österreich-Bezug.</p><p>Die Mitgliedsfirmen von Aurelis Global sind rechtlich selbständige und unabhängige Kanzleien. Aurelis Global erbringt selbst keine Beratungsleistungen; jede Mitgliedsfirma haftet ausschließlich für ihre eigenen Leistungen.</p>`,
      ),
    ),
    para(
      'text',
      body(
        `<h2>Ihr Vorteil</h2><ul><li>Ein Ansprechpartner in Graz oder Wien für Ihre Fragen in über 70 Ländern</li><li>Abgestimmte Beratung bei Verrechnungspreisen, Entsendungen und Betriebsstätten</li><li>Schneller Zugriff auf lokales Know-how zu Gründung, Lohnverrechnung und Umsatzsteuer</li><li>Gemeinsame Qualitätsstandards, regelmäßige Reviews</li></ul>`,
      ),
    ),
    para(
      'map',
      `<h2>Mitgliedsfirmen weltweit</h2><p>Klicken Sie auf einen Marker, um Kontaktdaten der Mitgliedsfirma zu sehen.</p><div class="views-element-container"><div class="view view-aurelis-mitglieder view-id-aurelis_mitglieder view-display-id-block_1 js-view-dom-id-7e0c4a1bd5f3e2a9c8b6d4f1e0a3b5c7d9e2f4a6b8c1d3e5f7a9b0c2d4e6f8a1"><div class="view-content"><div id="leaflet-map-view-aurelis-mitglieder-block-1" class="leaflet-map" style="min-width: 150px; height: 520px"></div></div></div></div>`,
    ),
    para(
      'table',
      `<h2>Unsere engsten Partnerkanzleien in Europa</h2><div class="views-element-container"><div class="view view-aurelis-mitglieder view-id-aurelis_mitglieder view-display-id-block_2"><div class="view-content"><table class="views-table views-view-table cols-4"><thead><tr><th id="view-field-land-table-column" class="views-field views-field-field-land" scope="col">Land</th><th id="view-title-table-column" class="views-field views-field-title" scope="col">Kanzlei</th><th id="view-field-ort-table-column" class="views-field views-field-field-ort" scope="col">Ort</th><th id="view-field-website-table-column" class="views-field views-field-field-website" scope="col">Website</th></tr></thead><tbody>${MEMBERS.filter(
        (m) => m.eu,
      )
        .map(
          (m, i) =>
            `<tr${i % 2 ? ' class="even"' : ' class="odd"'}><td headers="view-field-land-table-column" class="views-field views-field-field-land">${m.country}</td><td headers="view-title-table-column" class="views-field views-field-title">${m.name.replace(/&/g, '&amp;')}</td><td headers="view-field-ort-table-column" class="views-field views-field-field-ort">${m.city}</td><td headers="view-field-website-table-column" class="views-field views-field-field-website"><a href="${m.url}" target="_blank" rel="noopener">${m.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, '')}</a></td></tr>`,
        )
        .join('')}</tbody></table></div></div></div>`,
    ),
    para(
      'text',
      body(
        `<p>Sie sind Mitglied von Aurelis Global und suchen eine Partnerkanzlei in Österreich? Kontaktieren Sie Dr. Lukas Ebner unter <a href="mailto:international@haidacher-steinbauer.at">international@haidacher-steinbauer.at</a>.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- Digitale Buchhaltung ---------------- */
const digital = page({
  title: 'Digitale Buchhaltung',
  path: '/leistungen/digitale-buchhaltung',
  node: 31,
  desc: 'Digitale Buchhaltung mit Haidacher Steinbauer: Belege per App, automatische Verbuchung, BMD NTCS und Finmatics.',
  body: [
    para(
      'text',
      body(
        `<h1>Digitale Buchhaltung</h1><p>Schluss mit Pendelordnern: Sie fotografieren Belege mit dem Smartphone oder leiten E-Rechnungen weiter, wir kümmern uns um den Rest. Bankbuchungen werden automatisch abgeholt, Belege per KI erkannt und von unseren Buchhalter:innen geprüft.</p>`,
      ),
    ),
    para(
      'steps',
      `<h2>So funktioniert es</h2><ol class="steps"><li><h3>Belege erfassen</h3><p>Per App, E-Mail-Weiterleitung oder Upload im Klientenportal.</p></li><li><h3>Automatische Vorkontierung</h3><p>Texterkennung und Lernregeln schlagen Konten und Steuercodes vor.</p></li><li><h3>Prüfung durch uns</h3><p>Ihre Buchhalterin prüft, bucht und klärt offene Fragen direkt im Portal.</p></li><li><h3>Auswertungen in Echtzeit</h3><p>Saldenlisten, OP-Listen und Kennzahlen jederzeit im Klientenportal.</p></li></ol>`,
    ),
    para(
      'software-partner',
      `<h2>Unsere Softwarepartner</h2><div class="software-partner">
<div class="software-partner__item"><img src="/sites/default/files/2023-05/bmd-partner-logo.png" alt="BMD Partner" width="160" height="60" loading="lazy" /><h3>BMD</h3><p>Als <strong>zertifizierter BMD-Partner</strong> arbeiten wir durchgängig mit BMD NTCS &ndash; von der Finanzbuchhaltung über die Lohnverrechnung bis zum Jahresabschluss. Klient:innen, die selbst mit BMD buchen, betreuen wir direkt in ihrer Datenbank. <a href="https://www.bmd.com/" target="_blank" rel="noopener">bmd.com</a></p></div>
<div class="software-partner__item"><img src="/sites/default/files/2023-05/finmatics-partnerkanzlei.png" alt="Finmatics Partnerkanzlei" width="160" height="60" loading="lazy" /><h3>Finmatics</h3><p>Wir sind <strong>Finmatics-Partnerkanzlei</strong>. Über die Finmatics-Plattform werden Ihre Belege automatisiert ausgelesen und vorkontiert. <a href="https://www.finmatics.com/" target="_blank" rel="noopener">Mehr über Finmatics</a></p></div>
</div>`,
    ),
    para(
      'text',
      body(
        `<h2>Schnittstellen</h2><p>Wir übernehmen Daten aus den gängigen Warenwirtschafts- und Kassensystemen sowie aus Online-Shops. Meldungen an das Finanzamt erfolgen elektronisch über <a href="https://finanzonline.bmf.gv.at/" target="_blank" rel="noopener">FinanzOnline</a>, Beitragsgrundlagen über ELDA. Für die Personalverrechnung nutzen wir zusätzlich RZL-Lohn, wenn Klient:innen bereits damit arbeiten.</p><p>Fragen zur Umstellung? <a href="/kontakt">Wir beraten Sie gerne.</a></p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- Leistungen ---------------- */
const leistungen = page({
  title: 'Leistungen',
  path: '/leistungen',
  node: 6,
  desc: 'Unsere Leistungen: Steuerberatung, Buchhaltung, Personalverrechnung, Wirtschaftsprüfung, Nachfolge und internationales Steuerrecht.',
  body: [
    para(
      'text',
      body(
        '<h1>Leistungen</h1><p>Vom ersten Beleg bis zur Übergabe an die nächste Generation: Wir begleiten Ihr Unternehmen in allen steuerlichen und betriebswirtschaftlichen Fragen.</p>',
      ),
    ),
    para(
      'accordion',
      `<div class="accordion">${[
        [
          'Steuerberatung',
          'Laufende Steuerberatung, Steuererklärungen, Vertretung vor Finanzamt und Bundesfinanzgericht, Betriebsprüfungen, Finanzstrafrecht, Umgründungen.',
        ],
        [
          'Buchhaltung & Bilanzierung',
          'Finanzbuchhaltung, Einnahmen-Ausgaben-Rechnung, Jahresabschlüsse nach UGB, IFRS-Reporting-Packages für Konzernmütter.',
        ],
        [
          'Personalverrechnung',
          'Lohn- und Gehaltsabrechnung, Meldungen an ÖGK und Finanzamt, arbeitsrechtliche Beratung, GPLB-Begleitung.',
        ],
        [
          'Wirtschaftsprüfung',
          'Pflichtprüfungen von GmbHs und Privatstiftungen, freiwillige Prüfungen, Förderprüfungen, Gründungsprüfungen.',
        ],
        ['Unternehmensnachfolge', 'Bewertung, Übergabeplanung, Stiftungslösungen, steueroptimierte Umgründung.'],
        [
          'Internationales Steuerrecht',
          'Doppelbesteuerung, Verrechnungspreise, Entsendungen, Betriebsstätten &ndash; gemeinsam mit unseren Aurelis-Partnerkanzleien.',
        ],
      ]
        .map(
          ([t = '', d = ''], i) =>
            `<div class="accordion__item"><button class="accordion__trigger" aria-expanded="${i === 0}" aria-controls="acc-${i}">${t.replace('&', '&amp;')}</button><div class="accordion__panel" id="acc-${i}"${i === 0 ? '' : ' hidden'}><p>${d}</p><p><a href="/leistungen/${t.toLowerCase().replace(/ & /g, '-').replace(/ä/g, 'ae').replace(/ü/g, 'ue').replace(/ /g, '-')}">Mehr erfahren</a></p></div></div>`,
        )
        .join('')}</div>`,
    ),
    para(
      'text',
      body(
        `<h2>Förderungen</h2><p>Wir unterstützen Sie bei der Beantragung von Förderungen, etwa über die Austria Wirtschaftsservice (aws), die FFG oder die Steirische Wirtschaftsförderung SFG, sowie bei der Investitionsprämie und dem Investitionsfreibetrag.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- Karriere ---------------- */
const karriere = page({
  title: 'Karriere',
  path: '/karriere',
  node: 51,
  desc: 'Jobs bei Haidacher Steinbauer in Graz und Wien: Buchhaltung, Personalverrechnung, Berufsanwärter:innen.',
  body: [
    para(
      'text',
      body(
        `<h1>Karriere bei Haidacher Steinbauer</h1><p>Du suchst eine Kanzlei, in der du dich fachlich weiterentwickeln kannst, flexible Arbeitszeiten hast und dein Team dich kennt? Dann bist du bei uns richtig.</p>`,
      ),
    ),
    para(
      'jobs',
      `<h2>Offene Stellen</h2><div class="views-element-container"><div class="view view-jobs"><div class="view-content">${[
        ['Bilanzbuchhalter:in (Vollzeit/Teilzeit)', 'Graz', 'ab € 3.400 brutto/Monat (40 h), Überzahlung je nach Qualifikation'],
        ['Personalverrechner:in', 'Wien', 'ab € 3.200 brutto/Monat (40 h)'],
        ['Berufsanwärter:in Steuerberatung', 'Graz / Wien', 'ab € 3.700 brutto/Monat (40 h)'],
        ['Lehrling Steuerassistenz', 'Graz', 'Lehrlingsentschädigung laut KV'],
      ]
        .map(
          ([t, o, g]) =>
            `<div class="views-row job"><h3>${t}</h3><p>${o} &middot; ${g}</p><a href="/karriere/bewerbung" class="button button--small">Jetzt bewerben</a></div>`,
        )
        .join('')}</div></div></div>`,
    ),
    para(
      'text',
      body(
        `<h2>Was wir bieten</h2><ul><li>Gleitzeit ohne Kernzeit und bis zu 2 Tage Homeoffice pro Woche</li><li>Bezahlte Ausbildung zur/zum Steuerberater:in inkl. Lernurlaub</li><li>Klimaticket-Zuschuss und E-Bike-Leasing</li><li>Teamevents, Obstkorb und Massage im Büro</li></ul><p>Unsere Stellen findest du auch auf <a href="https://www.karriere.at/f/haidacher-steinbauer" target="_blank" rel="noopener">karriere.at</a> und <a href="https://www.stepstone.at/cmp/de/haidacher-steinbauer-184223/jobs" target="_blank" rel="noopener">StepStone</a>. Initiativbewerbungen an <a href="mailto:karriere@haidacher-steinbauer.at">karriere@haidacher-steinbauer.at</a>.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- Kontakt ---------------- */
const kontakt = page({
  title: 'Kontakt',
  path: '/kontakt',
  node: 9,
  desc: 'Kontakt zu Haidacher Steinbauer Steuerberatung in Graz und Wien.',
  body: [
    para(
      'text',
      body(
        '<h1>Kontakt</h1><p>Wir freuen uns auf Ihre Nachricht. Für ein unverbindliches Erstgespräch nehmen wir uns 45 Minuten Zeit &ndash; kostenlos.</p>',
      ),
    ),
    para(
      'form',
      `<form class="webform-submission-form webform-submission-add-form webform-submission-kontakt-form webform-submission-kontakt-add-form js-webform-details-toggle webform-details-toggle" data-drupal-selector="webform-submission-kontakt-add-form" action="/kontakt" method="post" id="webform-submission-kontakt-add-form" accept-charset="UTF-8">
<div class="js-form-item form-item js-form-type-textfield form-type-textfield js-form-item-name form-item-name"><label for="edit-name" class="js-form-required form-required">Name</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" value="" size="60" maxlength="255" class="form-text required" required="required" aria-required="true" /></div>
<div class="js-form-item form-item js-form-type-email form-type-email js-form-item-email form-item-email"><label for="edit-email" class="js-form-required form-required">E-Mail</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" value="" size="60" maxlength="254" class="form-email required" required="required" aria-required="true" /></div>
<div class="js-form-item form-item js-form-type-tel form-type-tel js-form-item-telefon form-item-telefon"><label for="edit-telefon">Telefon</label><input data-drupal-selector="edit-telefon" type="tel" id="edit-telefon" name="telefon" value="" size="30" maxlength="128" class="form-tel" /></div>
<div class="js-form-item form-item js-form-type-select form-type-select js-form-item-standort form-item-standort"><label for="edit-standort">Standort</label><select data-drupal-selector="edit-standort" id="edit-standort" name="standort" class="form-select"><option value="graz" selected="selected">Graz</option><option value="wien">Wien</option></select></div>
<div class="js-form-item form-item js-form-type-textarea form-type-textarea js-form-item-nachricht form-item-nachricht"><label for="edit-nachricht" class="js-form-required form-required">Nachricht</label><div class="form-textarea-wrapper"><textarea data-drupal-selector="edit-nachricht" id="edit-nachricht" name="nachricht" rows="5" cols="60" class="form-textarea required resize-vertical" required="required" aria-required="true"></textarea></div></div>
<div class="js-form-item form-item js-form-type-checkbox form-type-checkbox js-form-item-datenschutz form-item-datenschutz"><input data-drupal-selector="edit-datenschutz" type="checkbox" id="edit-datenschutz" name="datenschutz" value="1" class="form-checkbox required" required="required" aria-required="true" /><label for="edit-datenschutz" class="option js-form-required form-required">Ich habe die <a href="/datenschutz">Datenschutzerklärung</a> gelesen.</label></div>
<input autocomplete="off" data-drupal-selector="form-k3x0w7mz4qfhv2n8prt1cs9b6ydg5lja" type="hidden" name="form_build_id" value="form-k3x0w7mz4qfhv2n8prt1cs9b6ydg5lja" />
<input data-drupal-selector="edit-webform-submission-kontakt-add-form" type="hidden" name="form_id" value="webform_submission_kontakt_add_form" />
<div data-drupal-selector="edit-actions" class="form-actions webform-actions js-form-wrapper form-wrapper" id="edit-actions--2"><input class="webform-button--submit button button--primary js-form-submit form-submit" data-drupal-selector="edit-actions-submit" type="submit" id="edit-actions-submit" name="op" value="Absenden" /></div>
</form>`,
    ),
    para(
      'locations',
      `<div class="locations"><div class="location"><h2>Graz</h2><p>Joanneumring 18, 8010 Graz<br />Mo&ndash;Do 8&ndash;17 Uhr, Fr 8&ndash;13 Uhr</p><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2725.7!2d15.4372!3d47.0679!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x476e3589a0!2sJoanneumring%2018%2C%208010%20Graz!5e0!3m2!1sde!2sat!4v1700000000000" width="600" height="320" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Karte Standort Graz"></iframe></div><div class="location"><h2>Wien</h2><p>Schottenring 14/3, 1010 Wien<br />Mo&ndash;Fr 8:30&ndash;16:30 Uhr</p><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2658.4!2d16.3648!3d48.2149!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x476d07a0b!2sSchottenring%2014%2C%201010%20Wien!5e0!3m2!1sde!2sat!4v1700000000001" width="600" height="320" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Karte Standort Wien"></iframe></div></div><p>Bewerten Sie uns auf <a href="https://g.page/r/CZx8hst-graz/review" target="_blank" rel="noopener">Google</a> &middot; Firmeneintrag im <a href="https://firmen.wko.at/haidacher-steinbauer-steuerberatung-gmbh/steiermark/" target="_blank" rel="noopener">WKO Firmen A-Z</a></p>`,
    ),
  ].join('\n'),
});

/* ---------------- Impressum ---------------- */
const impressum = page({
  title: 'Impressum',
  path: '/impressum',
  node: 11,
  desc: 'Impressum und Offenlegung gemäß § 5 ECG, § 25 MedienG und § 63 GewO.',
  body: para(
    'text',
    body(`<h1>Impressum</h1>
<p><strong>Haidacher Steinbauer Steuerberatung GmbH</strong><br />Joanneumring 18, 8010 Graz<br />Telefon: +43 316 829 410<br />E-Mail: <a href="mailto:kanzlei@haidacher-steinbauer.at">kanzlei@haidacher-steinbauer.at</a></p>
<p>Firmenbuchnummer: FN 148812 t<br />Firmenbuchgericht: Landesgericht für ZRS Graz<br />UID-Nummer: ATU 41877305<br />Sitz: Graz</p>
<p>Geschäftsführung: Mag. Sabine Haidacher-Wolf, Mag. Thomas Steinbauer, Mag. Dr. Lukas Ebner</p>
<p>Berufsbezeichnung: Steuerberatungsgesellschaft, Wirtschaftsprüfungsgesellschaft (verliehen in Österreich)<br />Kammerzugehörigkeit und Aufsichtsbehörde: Kammer der Steuerberater:innen und Wirtschaftsprüfer, Schönbrunner Straße 222&ndash;228, 1120 Wien, <a href="https://www.ksw.or.at/" target="_blank" rel="noopener">www.ksw.or.at</a><br />Berufsrechtliche Vorschriften: Wirtschaftstreuhandberufsgesetz 2017 (WTBG 2017), abrufbar unter <a href="https://www.ris.bka.gv.at/" target="_blank" rel="noopener">www.ris.bka.gv.at</a></p>
<p>Haidacher Steinbauer ist ein unabhängiges Mitglied von Aurelis Global. Aurelis Global ist ein Netzwerk rechtlich selbständiger Kanzleien; jede Mitgliedsfirma ist für ihre eigenen Leistungen verantwortlich.</p>
<p>Konzeption &amp; Umsetzung: Webagentur Kernstock, Graz. Fotos: Foto Fischer, Graz.</p>
<p>Online-Streitbeilegung: Verbraucher haben die Möglichkeit, Beschwerden an die Online-Streitbeilegungsplattform der EU zu richten: <a href="https://ec.europa.eu/odr" target="_blank" rel="noopener">https://ec.europa.eu/odr</a>.</p>`),
  ),
});

const HEADERS = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Apache',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'cache-control': 'max-age=3600, public',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'content-language': 'de',
};

export const site: CorpusSite = {
  domain: 'haidacher-steinbauer.at',
  covers:
    "Austrian tax/audit firm on Drupal 10 (German): accounting-network member firms only in a Leaflet map's drupalSettings JSON (escaped popup HTML with website links) plus a Views table of the European firms; Kooperationspartner cards (one without a website); software partners (BMD, Finmatics) on a service page; chamber/institute memberships on the firm page and in the Impressum; negatives: client testimonials, trend award, FinanzOnline/RIS/EU ODR links, job boards, Google reviews, WKO listing, social links, client portal subdomain",
  pages: {
    '/': { redirect: `${D}/` },
    [`${D}/`]: { headers: HEADERS, html: home },
    [`${D}/kanzlei`]: { headers: HEADERS, html: kanzlei },
    [`${D}/kanzlei/kooperationspartner`]: { headers: HEADERS, html: koop },
    [`${D}/netzwerk`]: { headers: HEADERS, html: netzwerk },
    [`${D}/leistungen`]: { headers: HEADERS, html: leistungen },
    [`${D}/leistungen/digitale-buchhaltung`]: { headers: HEADERS, html: digital },
    [`${D}/karriere`]: { headers: HEADERS, html: karriere },
    [`${D}/kontakt`]: { headers: HEADERS, html: kontakt },
    [`${D}/impressum`]: { headers: HEADERS, html: impressum },
  },
  technologies: ['drupal', 'php', 'apache-http-server', 'matomo-analytics', 'leaflet', 'google-maps', 'open-graph'],
  partners: {
    'aurelis-global.org': 'generic',
    ...Object.fromEntries(MEMBERS.map((m) => [m.url.replace(/^https:\/\/(www\.)?/, '').replace(/\/.*$/, ''), 'generic' as const])),
    'koflerwenzl.at': 'generic',
    'notariat-wimmer.at': 'generic',
    'stadlbauer-consulting.at': 'generic',
    'finanzplan-stmk.at': 'generic',
    'riedl-makler.at': 'generic',
    'ksw.or.at': 'generic',
    'iwp.or.at': 'generic',
    'bmd.com': 'technology',
    'finmatics.com': 'technology',
  },
};
