import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87a1b2c3d4e5f607-AMS',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '5551234',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

const head = (title: string, description: string, path: string) => `<!doctype html><html lang="nl"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.retourkompas.nl/hubfs/retourkompas-favicon.png">
    <meta name="description" content="${description}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta property="og:url" content="https://www.retourkompas.nl${path}">
    <meta property="og:image" content="https://www.retourkompas.nl/hubfs/og/retourkompas-social.png">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="canonical" href="https://www.retourkompas.nl${path}">
    <link rel="stylesheet" href="https://www.retourkompas.nl/hubfs/hub_generated/template_assets/1/112233445566/1713900000000/template_main.min.css">
    <meta name="generator" content="HubSpot">
</head>
<body>
<div class="body-wrapper hs-content-id-1234567 hs-site-page page">
<header class="header">
  <a class="header__logo" href="/"><img src="https://www.retourkompas.nl/hubfs/retourkompas-logo.svg" alt="Retourkompas" width="170" height="36"></a>
  <nav class="header__menu" aria-label="Hoofdmenu">
    <ul>
      <li><a href="/product">Product</a></li>
      <li><a href="/integraties">Integraties</a></li>
      <li><a href="/prijzen">Prijzen</a></li>
      <li><a href="/klantverhalen">Klantverhalen</a></li>
      <li><a href="/over-ons">Over ons</a></li>
      <li><a href="https://app.retourkompas.nl/login">Inloggen</a></li>
      <li><a class="button" href="/demo">Plan een demo</a></li>
    </ul>
  </nav>
</header>
<main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
<footer class="footer">
  <div class="footer__columns">
    <div><img src="https://www.retourkompas.nl/hubfs/retourkompas-logo-wit.svg" alt="Retourkompas" width="150"><p>Retouren die je klant blij maken – en je marge beschermen.</p></div>
    <div><h4>Product</h4><ul><li><a href="/product">Retourportaal</a></li><li><a href="/integraties">Integraties</a></li><li><a href="https://docs.retourkompas.nl">API-documentatie</a></li><li><a href="https://status.retourkompas.nl">Status</a></li></ul></div>
    <div><h4>Bedrijf</h4><ul><li><a href="/over-ons">Over ons</a></li><li><a href="/partners">Partners</a></li><li><a href="https://werkenbij.retourkompas.nl">Werken bij</a></li><li><a href="/blog">Blog</a></li></ul></div>
    <div><h4>Volg ons</h4><ul><li><a href="https://www.linkedin.com/company/retourkompas/" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://www.instagram.com/retourkompas/" target="_blank" rel="noopener">Instagram</a></li></ul></div>
  </div>
  <p class="footer__legal">© 2024 Retourkompas B.V. · KvK 81234567 · Piet Heinkade 55, 1019 GM Amsterdam · <a href="/privacy">Privacyverklaring</a> · <a href="/algemene-voorwaarden">Algemene voorwaarden</a></p>
</footer>
</div>
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://static.hsappstatic.net/content_shared_assets/static-1.3456/js/public_common.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https:\\/\\/www.retourkompas.nl"]);
_hsq.push(["setPageId", "1234567"]);
</script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/5551234.js"></script>
<script src="https://js.hs-analytics.net/analytics/1713960000000/5551234.js" async></script>
<script src="https://js.usemessages.com/conversations-embed.js" async data-loader="hs-scriptloader" data-hsjs-portal="5551234" id="hubspot-messages-loader"></script>
</body></html>`;

export const site: CorpusSite = {
  domain: 'retourkompas.nl',
  covers:
    'Dutch returns-management SaaS on HubSpot CMS behind Cloudflare: integrations page whose platform cards link to internal detail pages (two served, with outbound app-listing/website links) and carriers as unlinked logos (not labelled); partners page (footer only) with a plain implementation-partner list, linked technology logo grid and a generic fulfilment-partner section; press, award, customer and own app/docs/status/jobs subdomains as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Retourkompas | Slim retourportaal voor webshops', 'Laat klanten zelf hun retour aanmelden, bied omruilen aan en houd omzet vast. Voor Shopify, Lightspeed, WooCommerce en Magento.', '/')}
<section class="dnd-section hero"><h1>Retouren die omzet opleveren</h1><p>Met Retourkompas melden klanten hun retour zelf aan, kiezen ze voor omruilen in plaats van geld terug en weet jij precies waarom producten terugkomen.</p><a class="button" href="/demo">Plan een demo</a></section>
<section class="dnd-section logos"><h2>Ruim 900 webshops gingen je voor</h2>
<div class="logo-row"><a href="https://www.fietsenwinkel-de-wit.nl" target="_blank" rel="noopener"><img src="https://www.retourkompas.nl/hubfs/klanten/de-wit.svg" alt="Fietsenwinkel De Wit"></a><a href="https://www.kidsmode.be" target="_blank" rel="noopener"><img src="https://www.retourkompas.nl/hubfs/klanten/kidsmode.svg" alt="Kidsmode"></a><img src="https://www.retourkompas.nl/hubfs/klanten/sokkenbaas.svg" alt="Sokkenbaas"></div></section>
<section class="dnd-section press"><h2>Bekend van</h2><p><a href="https://www.emerce.nl/nieuws/retourkompas-haalt-miljoenen-op" target="_blank" rel="noopener">Emerce</a> · <a href="https://twinklemagazine.nl/2024/02/retourkompas-omruilen/index.xml" target="_blank" rel="noopener">Twinkle</a></p>
<p>🏆 Winnaar <a href="https://www.thuiswinkel.org/awards/" target="_blank" rel="noopener">Thuiswinkel Award 2023</a> – Beste E-commerce Dienstverlener</p></section>
<section class="dnd-section"><h2>Werkt met jouw webshop</h2><p>Koppel in vijf minuten met je platform en vervoerder. <a href="/integraties">Bekijk alle integraties</a></p></section>
${footer}`,
    },
    '/integraties': {
      headers,
      html: `${head('Integraties | Retourkompas', 'Retourkompas koppelt met webshopplatformen en vervoerders.', '/integraties')}
<section class="dnd-section"><h1>Integraties</h1><p>Retourkompas synchroniseert bestellingen, retouren en terugbetalingen met je webshop en maakt automatisch retourlabels aan bij je vervoerder.</p></section>
<section class="dnd-section integrations">
  <h2>Webshopplatformen</h2>
  <div class="card-grid">
    <a class="card" href="/integraties/shopify"><img src="https://www.retourkompas.nl/hubfs/integraties/shopify.svg" alt="Shopify"><h3>Shopify</h3><p>App in de Shopify App Store, inclusief ruilen via draft orders.</p></a>
    <a class="card" href="/integraties/lightspeed"><img src="https://www.retourkompas.nl/hubfs/integraties/lightspeed.svg" alt="Lightspeed"><h3>Lightspeed eCom</h3><p>Koppeling via de Lightspeed App Store.</p></a>
    <a class="card" href="/integraties/woocommerce"><img src="https://www.retourkompas.nl/hubfs/integraties/woocommerce.svg" alt="WooCommerce"><h3>WooCommerce</h3><p>Plugin voor WordPress-webshops.</p></a>
    <a class="card" href="/integraties/magento"><img src="https://www.retourkompas.nl/hubfs/integraties/magento.svg" alt="Magento"><h3>Magento 2</h3><p>Extensie voor Magento Open Source en Adobe Commerce.</p></a>
  </div>
  <h2>Vervoerders</h2>
  <p>Retourlabels en QR-codes voor:</p>
  <div class="logo-row"><img src="https://www.retourkompas.nl/hubfs/vervoerders/bpost.svg" alt="bpost"><img src="https://www.retourkompas.nl/hubfs/vervoerders/gls.svg" alt="GLS"><img src="https://www.retourkompas.nl/hubfs/vervoerders/homerr.svg" alt="Homerr"><img src="https://www.retourkompas.nl/hubfs/vervoerders/trunkrs.svg" alt="Trunkrs"></div>
</section>
${footer}`,
    },
    '/integraties/shopify': {
      headers,
      html: `${head('Shopify-integratie | Retourkompas', 'Installeer de Retourkompas-app in Shopify en start binnen vijf minuten met je retourportaal.', '/integraties/shopify')}
<section class="dnd-section"><a href="/integraties">← Alle integraties</a><h1>Retourkompas voor Shopify</h1><p>Installeer onze app, koppel je vervoerder en je retourportaal staat live. Omruilingen worden als draft order aangemaakt, terugbetalingen lopen via Shopify Payments.</p>
<a class="button" href="https://apps.shopify.com/retourkompas" target="_blank" rel="noopener">Installeer via de Shopify App Store</a>
<p>Meer over het platform: <a href="https://www.shopify.com/nl" target="_blank" rel="noopener">shopify.com</a></p></section>
${footer}`,
    },
    '/integraties/lightspeed': {
      headers,
      html: `${head('Lightspeed-integratie | Retourkompas', 'Koppel Retourkompas met je Lightspeed eCom-webshop.', '/integraties/lightspeed')}
<section class="dnd-section"><a href="/integraties">← Alle integraties</a><h1>Retourkompas voor Lightspeed eCom</h1><p>Retourkompas is officieel Lightspeed-technologiepartner. Activeer de app in je Lightspeed-backoffice en retouren worden automatisch als creditnota verwerkt.</p>
<a class="button" href="https://www.lightspeedhq.nl/ecommerce/" target="_blank" rel="noopener">Bezoek Lightspeed</a></section>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners | Retourkompas', 'Implementatie-, technologie- en fulfilmentpartners van Retourkompas.', '/partners')}
<section class="dnd-section"><h1>Onze partners</h1><p>Samen met onze partners maken we retourneren makkelijker voor webshops in Nederland en België.</p></section>
<section class="dnd-section">
  <h2>Implementatiepartners</h2>
  <p>Deze bureaus richten Retourkompas voor je in en koppelen het aan je webshop:</p>
  <ul>
    <li><a href="https://dijkstradigital.nl/" target="_blank" rel="noopener">Dijkstra Digital</a> (Groningen)</li>
    <li><a href="https://www.tulpentoga.nl/" target="_blank" rel="noopener">Tulp &amp; Toga</a> (Utrecht)</li>
    <li><a href="https://bureaubolwerk.be/" target="_blank" rel="noopener">Bureau Bolwerk</a> (Antwerpen)</li>
  </ul>
</section>
<section class="dnd-section">
  <h2>Technologiepartners</h2>
  <div class="logo-row">
    <a href="https://www.channelengine.com/nl" target="_blank" rel="noopener"><img src="https://www.retourkompas.nl/hubfs/partners/channelengine.svg" alt="ChannelEngine"></a>
    <a href="https://picqer.com/nl" target="_blank" rel="noopener"><img src="https://www.retourkompas.nl/hubfs/partners/picqer.svg" alt="Picqer"></a>
    <a href="https://trengo.com/nl" target="_blank" rel="noopener"><img src="https://www.retourkompas.nl/hubfs/partners/trengo.svg" alt="Trengo"></a>
  </div>
</section>
<section class="dnd-section">
  <h2>Fulfilmentpartners</h2>
  <p>Besteed je je logistiek uit? Bij <a href="https://www.fulfilmentveenendaal.nl" target="_blank" rel="noopener">Fulfilment Veenendaal</a> en <a href="https://magazijnmooi.nl" target="_blank" rel="noopener">Magazijn Mooi</a> worden retouren uit Retourkompas direct in het magazijn verwerkt.</p>
</section>
<section class="dnd-section"><h2>Partner worden?</h2><p>Neem contact op met <a href="mailto:partners@retourkompas.nl">partners@retourkompas.nl</a>.</p></section>
${footer}`,
    },
    '/over-ons': {
      headers,
      html: `${head('Over ons | Retourkompas', 'Het team achter Retourkompas.', '/over-ons')}
<section class="dnd-section"><h1>Over Retourkompas</h1><p>Retourkompas werd in 2019 opgericht door twee oud-webshopeigenaren die het retourproces beu waren. In 2023 haalden we €6 miljoen op bij <a href="https://www.grachtcapital.nl" target="_blank" rel="noopener">Gracht Capital</a> en <a href="https://www.rvo.nl" target="_blank" rel="noopener">RVO</a> (Innovatiekrediet).</p>
<p>We zijn met 42 collega's in Amsterdam. Bekijk onze vacatures op <a href="https://werkenbij.retourkompas.nl">werkenbij.retourkompas.nl</a>.</p></section>
${footer}`,
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'hubspot-analytics', 'hubspot-chat', 'cloudflare', 'open-graph'],
  partners: {
    'shopify.com': 'technology',
    'lightspeedhq.nl': 'technology',
    'dijkstradigital.nl': 'channel',
    'tulpentoga.nl': 'channel',
    'bureaubolwerk.be': 'channel',
    'channelengine.com': 'technology',
    'picqer.com': 'technology',
    'trengo.com': 'technology',
    'fulfilmentveenendaal.nl': 'generic',
    'magazijnmooi.nl': 'generic',
  },
};
