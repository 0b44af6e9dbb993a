import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  via: '1.1 varnish (Varnish/7.5)',
  'x-varnish': '48213377 48120961',
  'strict-transport-security': 'max-age=31536000',
  'content-language': 'sv',
};

const head = (title: string, desc: string, path: string, nodeClass: string) => `<!DOCTYPE html>
<html lang="sv" dir="ltr" prefix="og: https://ogp.me/ns#">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="${desc}" />
    <link rel="canonical" href="https://norrvikmaskin.se${path}" />
    <meta property="og:site_name" content="Norrvik Verktygsmaskiner" />
    <meta property="og:type" content="website" />
    <meta property="og:url" content="https://norrvikmaskin.se${path}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:image" content="https://norrvikmaskin.se/sites/default/files/styles/og_image/public/2025-03/nv-800-fleroperation.jpg" />
    <meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
    <meta name="MobileOptimized" content="width" />
    <meta name="HandheldFriendly" content="true" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" href="/themes/custom/norrvik/favicon.ico" type="image/vnd.microsoft.icon" />
    <title>${title}</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Yt3pL0qB2mZ8xN4vR7cK1dF6hJ9sA5wE0uI3oP2lT8g.css?delta=0&amp;language=sv&amp;theme=norrvik&amp;include=eJxdjkEOwjAMBD8Ucec" />
    <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="b2d7e4a1-9c3f-4f60-8e21-6a5d0c7b3f94" data-culture="SV" data-blockingmode="auto" type="text/javascript"></script>
  </head>
  <body class="path-node ${nodeClass}">
    <a href="#main-content" class="visually-hidden focusable skip-link">Hoppa till huvudinnehåll</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
      <header class="site-header" role="banner">
        <div class="region region-header">
          <div id="block-norrvik-branding" class="block block-system block-system-branding-block">
            <a href="/" rel="home" class="site-logo"><img src="/themes/custom/norrvik/logo.svg" alt="Norrvik Verktygsmaskiner AB" fetchpriority="high" /></a>
          </div>
          <nav role="navigation" aria-labelledby="block-norrvik-main-menu-menu" id="block-norrvik-main-menu" class="block block-menu navigation menu--main">
            <h2 class="visually-hidden" id="block-norrvik-main-menu-menu">Huvudnavigering</h2>
            <ul class="menu">
              <li class="menu-item menu-item--expanded"><a href="/produkter" data-drupal-link-system-path="node/4">Maskiner</a>
                <ul class="menu"><li class="menu-item"><a href="/produkter/vertikala-bearbetningscenter" data-drupal-link-system-path="node/11">Vertikala bearbetningscenter</a></li><li class="menu-item"><a href="/produkter/femaxliga-maskiner" data-drupal-link-system-path="node/12">5-axliga maskiner</a></li><li class="menu-item"><a href="/produkter/svarvcenter" data-drupal-link-system-path="node/13">Svarvcenter</a></li></ul></li>
              <li class="menu-item"><a href="/service" data-drupal-link-system-path="node/5">Service &amp; reservdelar</a></li>
              <li class="menu-item"><a href="/kundcase" data-drupal-link-system-path="node/6">Kundcase</a></li>
              <li class="menu-item"><a href="/om-oss" data-drupal-link-system-path="node/7">Om oss</a></li>
              <li class="menu-item"><a href="/aterforsaljare" data-drupal-link-system-path="node/8">Hitta återförsäljare</a></li>
              <li class="menu-item"><a href="/kontakt" data-drupal-link-system-path="node/9">Kontakt</a></li>
            </ul>
          </nav>
          <div class="language-switcher-language-url block block-language" id="block-norrvik-languageswitcher" role="navigation"><ul class="links"><li hreflang="sv" class="is-active"><a href="/" class="language-link is-active" hreflang="sv">Svenska</a></li><li hreflang="en"><a href="/en" class="language-link" hreflang="en">English</a></li></ul></div>
        </div>
      </header>
      <main role="main"><a id="main-content" tabindex="-1"></a>`;

const footer = `      </main>
      <footer class="site-footer" role="contentinfo">
        <div class="region region-footer">
          <div id="block-norrvik-footer-kontakt" class="block block-block-content"><h2>Norrvik Verktygsmaskiner AB</h2><p>Verkstadsgatan 7<br />931 36 Skellefteå<br />Tel. 0910-71 32 00<br />Org.nr 556312-4478</p></div>
          <nav role="navigation" id="block-norrvik-footer-menu" class="block block-menu navigation menu--footer"><ul class="menu"><li class="menu-item"><a href="/om-oss">Om oss</a></li><li class="menu-item"><a href="/lediga-tjanster">Lediga tjänster</a></li><li class="menu-item"><a href="/aterforsaljare">Återförsäljare &amp; agenter</a></li><li class="menu-item"><a href="/integritetspolicy">Integritetspolicy</a></li><li class="menu-item"><a href="/nyheter">Nyheter</a></li></ul></nav>
          <div id="block-norrvik-footer-social" class="block block-block-content"><p><a href="https://www.linkedin.com/company/norrvik-verktygsmaskiner">LinkedIn</a> | <a href="https://www.youtube.com/@norrvikmaskin">YouTube</a> | <a href="https://www.facebook.com/norrvikmaskin">Facebook</a></p><p>Medlem i <a href="https://www.teknikforetagen.se/">Teknikföretagen</a> och <a href="https://www.svenskamaskinverktyg.se/">Svenska Maskinverktygsföreningen</a>.</p></div>
        </div>
      </footer>
    </div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"","currentPath":"node\\/1","currentLanguage":"sv"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"0c8e1d5b7a9f3e2d4c6b8a0f1e3d5c7b9a1f3e5d7c9b1a3f5e7d9c1b3a5f7e9d"}}</script>
    <script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
    <script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
    <script src="/core/misc/drupalSettingsLoader.js?v=10.4.3"></script>
    <script src="/core/misc/drupal.js?v=10.4.3"></script>
    <script src="/core/misc/drupal.init.js?v=10.4.3"></script>
    <script src="/themes/custom/norrvik/js/norrvik.js?t0n3kq"></script>
  </body>
</html>`;

export const site: CorpusSite = {
  domain: 'norrvikmaskin.se',
  covers:
    'Swedish machine-tool maker on Drupal 10 behind Varnish, Swedish wording; dealer/agent directory at /aterforsaljare as a country accordion (channel, one agent without a link); technology partners at /samarbetspartner reachable only from the sitemap; negatives: owner/investor, Teknikföretagen membership, ISO certifier, trade fairs, customer case links, Almi financing',
  pages: {
    '/': {
      headers,
      html: `${head('Norrvik Verktygsmaskiner | Svensktillverkade bearbetningscenter', 'Norrvik konstruerar och bygger vertikala och femaxliga bearbetningscenter i Skellefteå sedan 1968.', '/', 'page-node-type-landing-page')}
        <div class="region region-content">
          <article class="node node--type-landing-page">
            <section class="paragraph paragraph--type-hero"><h1>Bearbetningscenter byggda i Norrland</h1><p>Styva gjutjärnsstativ, spindlar vi själva renoverar och service inom 24 timmar i hela Norden.</p><a class="button" href="/produkter">Se maskinerna</a></section>
            <section class="paragraph paragraph--type-cards">
              <div class="card"><h3><a href="/produkter/vertikala-bearbetningscenter">NV-serien</a></h3><p>Vertikala bearbetningscenter med 600&ndash;1600 mm X-slag.</p></div>
              <div class="card"><h3><a href="/produkter/femaxliga-maskiner">NV5-serien</a></h3><p>Femaxlig simultanbearbetning för flyg och medicinteknik.</p></div>
              <div class="card"><h3><a href="/produkter/svarvcenter">NT-serien</a></h3><p>Svarvcenter med Y-axel och motspindel.</p></div>
            </section>
            <section class="paragraph paragraph--type-references"><h2>Kundcase</h2>
              <ul>
                <li><a href="/kundcase/skelleftea-gjuteri">Skellefteå Gjuteri halverade ställtiderna</a> &ndash; <a href="https://www.skeflgjuteri.se/">skeflgjuteri.se</a></li>
                <li><a href="/kundcase/lulea-precision">Luleå Precisionsmekanik bygger ut med tre NV5</a></li>
              </ul>
            </section>
            <section class="paragraph paragraph--type-text"><h2>Träffa oss på mässa</h2><p>Vi ställer ut på <a href="https://www.elmia.se/produktionsteknik/">Elmia Produktionsteknik</a> i Jönköping och på <a href="https://www.emo-hannover.de/">EMO Hannover</a>.</p></section>
          </article>
        </div>
${footer}`,
    },
    '/aterforsaljare': {
      headers,
      html: `${head('Återförsäljare och agenter | Norrvik Verktygsmaskiner', 'Hitta din lokala återförsäljare eller agent för Norrvik-maskiner.', '/aterforsaljare', 'page-node-type-page')}
        <div class="region region-content">
          <article class="node node--type-page">
            <h1 class="page-title">Återförsäljare och agenter</h1>
            <div class="field field--name-body"><p>I Sverige säljer vi direkt. Utanför Sverige representeras Norrvik av auktoriserade återförsäljare och agenter som även sköter installation och första linjens service.</p></div>
            <div class="accordion" data-drupal-selector="dealer-accordion">
              <details class="accordion__item"><summary>Norge</summary><div class="accordion__content"><p><strong>Maskin-Nord AS</strong>, Trondheim &ndash; auktoriserad återförsäljare<br /><a href="https://www.maskinnord.no/">www.maskinnord.no</a></p></div></details>
              <details class="accordion__item"><summary>Finland</summary><div class="accordion__content"><p><strong>Koneistuskone Oy</strong>, Tampere &ndash; återförsäljare och servicepartner<br /><a href="https://koneistuskone.fi/">koneistuskone.fi</a></p></div></details>
              <details class="accordion__item"><summary>Danmark</summary><div class="accordion__content"><p><strong>DV Maskiner ApS</strong>, Odense &ndash; agent<br /><a href="https://www.dvmaskiner.dk/">dvmaskiner.dk</a></p></div></details>
              <details class="accordion__item"><summary>Storbritannien</summary><div class="accordion__content"><p><strong>Precision Machine Sales Ltd</strong>, Coventry &ndash; återförsäljare<br /><a href="https://www.pmsales.co.uk/">pmsales.co.uk</a></p></div></details>
              <details class="accordion__item"><summary>Tyskland och Österrike</summary><div class="accordion__content"><p><strong>Huber Werkzeugmaschinen GmbH</strong>, Augsburg &ndash; agent<br /><a href="https://www.huber-wzm.de/">huber-wzm.de</a></p></div></details>
              <details class="accordion__item"><summary>Polen</summary><div class="accordion__content"><p><strong>Obrabiarki Zieliński</strong>, Poznań &ndash; agent<br />Tel. +48 61 842 17 30</p></div></details>
            </div>
            <div class="field field--name-field-cta"><h2>Bli återförsäljare</h2><p>Vi söker agenter i Baltikum och Benelux. Kontakta exportchef Anna Lindqvist, <a href="mailto:export@norrvikmaskin.se">export@norrvikmaskin.se</a>.</p></div>
          </article>
        </div>
${footer}`,
    },
    '/samarbetspartner': {
      headers,
      html: `${head('Samarbetspartner | Norrvik Verktygsmaskiner', 'Teknikpartner för styrsystem, CAM och uppkoppling.', '/samarbetspartner', 'page-node-type-page')}
        <div class="region region-content">
          <article class="node node--type-page">
            <h1 class="page-title">Samarbetspartner</h1>
            <div class="field field--name-body"><p>En maskin är aldrig bättre än styrsystemet, verktygen och mjukvaran runt den. Här är våra teknikpartner.</p></div>
            <div class="views-element-container"><div class="view view-partners view-display-id-block_1"><div class="view-content">
              <div class="views-row"><div class="partner-teaser"><img src="/sites/default/files/partners/axiom.png" alt="Axiom CNC Controls" loading="lazy" /><h3>Axiom CNC Controls</h3><p>Styrsystem på alla NV5-maskiner, med gemensam utveckling av kollisionsskydd.</p><a href="https://www.axiomcnc.com/">axiomcnc.com</a></div></div>
              <div class="views-row"><div class="partner-teaser"><img src="/sites/default/files/partners/camforge.png" alt="CamForge" loading="lazy" /><h3>CamForge</h3><p>CAM-mjukvara med certifierade postprocessorer för våra maskiner.</p><a href="https://camforge.io/sv/">camforge.io</a></div></div>
              <div class="views-row"><div class="partner-teaser"><img src="/sites/default/files/partners/gripfast.png" alt="Gripfast Tooling" loading="lazy" /><h3>Gripfast Tooling</h3><p>Verktygshållare och nollpunktsspänning.</p><a href="https://www.gripfast-tooling.com/">gripfast-tooling.com</a></div></div>
              <div class="views-row"><div class="partner-teaser"><img src="/sites/default/files/partners/maskinpuls.png" alt="Maskinpuls" loading="lazy" /><h3>Maskinpuls</h3><p>Uppkoppling och OEE-övervakning av maskinparken.</p><a href="https://maskinpuls.se/">maskinpuls.se</a></div></div>
            </div></div></div>
          </article>
        </div>
${footer}`,
    },
    '/om-oss': {
      headers,
      html: `${head('Om oss | Norrvik Verktygsmaskiner', 'Familjeföretag sedan 1968, i dag 140 anställda.', '/om-oss', 'page-node-type-page')}
        <div class="region region-content">
          <article class="node node--type-page">
            <h1 class="page-title">Om Norrvik</h1>
            <div class="field field--name-body">
              <p>Norrvik grundades 1968 av bröderna Erik och Gunnar Norrvik som en reparationsverkstad för gruvindustrin. Den första egna fräsmaskinen levererades 1974. I dag har vi 140 anställda och exporterar 60 procent av produktionen.</p>
              <p>Sedan 2021 är <a href="https://www.fjallvindkapital.se/portfolj/norrvik">Fjällvind Kapital</a> majoritetsägare, med familjen Norrvik kvar som delägare. Utbyggnaden av monteringshallen 2024 finansierades delvis av <a href="https://www.almi.se/">Almi</a>.</p>
              <p>Vårt ledningssystem är certifierat enligt ISO 9001 och ISO 14001 av <a href="https://www.intertek.se/">Intertek</a>.</p>
            </div>
          </article>
        </div>
${footer}`,
    },
    '/kontakt': {
      headers,
      html: `${head('Kontakt | Norrvik Verktygsmaskiner', 'Kontakta försäljning, service eller reservdelar.', '/kontakt', 'page-node-type-page')}
        <div class="region region-content">
          <article class="node node--type-page">
            <h1 class="page-title">Kontakt</h1>
            <form class="webform-submission-form webform-submission-kontakt-form" data-drupal-selector="webform-submission-kontakt-add-form" action="/kontakt" method="post" id="webform-submission-kontakt-add-form" accept-charset="UTF-8">
              <div class="js-form-item form-item"><label for="edit-namn">Namn</label><input data-drupal-selector="edit-namn" type="text" id="edit-namn" name="namn" class="form-text" /></div>
              <div class="js-form-item form-item"><label for="edit-e-post">E-post</label><input data-drupal-selector="edit-e-post" type="email" id="edit-e-post" name="e_post" class="form-email" /></div>
              <div class="js-form-item form-item"><label for="edit-meddelande">Meddelande</label><textarea data-drupal-selector="edit-meddelande" id="edit-meddelande" name="meddelande" rows="5" class="form-textarea"></textarea></div>
              <input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="Skicka" class="button button--primary js-form-submit form-submit" />
            </form>
          </article>
        </div>
${footer}`,
    },
  },
  sitemap: ['/', '/produkter', '/service', '/kundcase', '/om-oss', '/aterforsaljare', '/samarbetspartner', '/kontakt', '/en'],
  technologies: ['drupal', 'php', 'nginx', 'varnish', 'hsts', 'cookiebot', 'jquery', 'open-graph', 'priority-hints'],
  partners: {
    'maskinnord.no': 'channel',
    'koneistuskone.fi': 'channel',
    'dvmaskiner.dk': 'channel',
    'pmsales.co.uk': 'channel',
    'huber-wzm.de': 'channel',
    'axiomcnc.com': 'technology',
    'camforge.io': 'technology',
    'gripfast-tooling.com': 'technology',
    'maskinpuls.se': 'technology',
  },
};
