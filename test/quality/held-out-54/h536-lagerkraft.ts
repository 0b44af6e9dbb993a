import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1713961234.5678901234567890123',
  server: 'Pepyaka',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="sv" dir="ltr">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/4a1b2c_9f8e7d6c5b4a49388271605f4e3d2c1b~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/4a1b2c_9f8e7d6c5b4a49388271605f4e3d2c1b~mv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js"></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.8f9e2a1b.bundle.min.js" async></script>
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="https://www.lagerkraft.se${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="https://static.wixstatic.com/media/4a1b2c_0a1b2c3d4e5f46a7b8c9d0e1f2a3b4c5~mv2.jpg/v1/fill/w_1200%2Ch_630/lagerkraft-lager.jpg"/>
  <meta property="og:url" content="https://www.lagerkraft.se${path}"/>
  <meta property="og:site_name" content="Lagerkraft"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
<header id="SITE_HEADER" class="xU8fqS" data-testid="layout-wrapper">
  <div id="comp-lk1hdr01" class="comp-lk1hdr01"><a href="https://www.lagerkraft.se" data-testid="linkElement"><img src="https://static.wixstatic.com/media/4a1b2c_1122334455664778899aabbccddeeff0~mv2.png/v1/fill/w_180%2Ch_48/lagerkraft-logo.png" alt="Lagerkraft logotyp" width="180" height="48"></a></div>
  <nav id="comp-lk1nav02" aria-label="Webbplats">
    <ul>
      <li><a data-testid="linkElement" href="https://www.lagerkraft.se">Hem</a></li>
      <li><a data-testid="linkElement" href="https://www.lagerkraft.se/tjanster">Tjänster</a></li>
      <li><a data-testid="linkElement" href="https://www.lagerkraft.se/integrationer">Integrationer</a></li>
      <li><a data-testid="linkElement" href="https://www.lagerkraft.se/partners">Partners</a></li>
      <li><a data-testid="linkElement" href="https://www.lagerkraft.se/om-oss">Om oss</a></li>
      <li><a data-testid="linkElement" href="https://www.lagerkraft.se/kontakt">Begär offert</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES">`;

const footer = `</div></main>
<footer id="SITE_FOOTER" class="xU8fqS">
  <div id="comp-lk1ftr01" data-testid="richTextElement"><p><strong>Lagerkraft AB</strong> · Hamngatan 7, 553 16 Jönköping · Org.nr 559234-5678</p>
  <p><a href="mailto:hej@lagerkraft.se">hej@lagerkraft.se</a> · <a href="tel:+4636123450">036-12 34 50</a></p>
  <p><a href="https://www.lagerkraft.se/integritetspolicy">Integritetspolicy</a> · <a href="https://www.lagerkraft.se/cookies">Cookies</a> · <a href="https://www.lagerkraft.se/jobb">Jobba hos oss</a></p></div>
  <ul id="comp-lk1soc02" aria-label="Sociala medier"><li><a href="https://www.linkedin.com/company/lagerkraft" target="_blank" rel="noreferrer noopener">LinkedIn</a></li><li><a href="https://www.instagram.com/lagerkraft.se" target="_blank" rel="noreferrer noopener">Instagram</a></li><li><a href="https://www.facebook.com/lagerkraft" target="_blank" rel="noreferrer noopener">Facebook</a></li></ul>
</footer>
</div></div>
<div id="consent-banner-root" role="dialog" aria-label="Cookie-banner"><p>Den här webbplatsen använder cookies för att förbättra din upplevelse.</p><button>Acceptera</button><button>Inställningar</button></div>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'lagerkraft.se',
  covers:
    'Swedish e-commerce fulfilment (3PL) on Wix: integrations as a prose list of links, partners page with carrier cards (generic) and agency partners (channel); customer webshop links, press, WMS vendor mentioned only by name, own customer-portal subdomain as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('Lagerkraft | E-handelslager och fulfilment i Jönköping', 'Vi lagrar, plockar, packar och skickar dina e-handelsordrar – samma dag. Fulfilment för växande nätbutiker i Norden.', '')}
<section id="comp-lk2hero" class="hero"><h1>Vi packar. Du växer.</h1><p>Lagerkraft tar hand om lager, plock, pack och returer för nätbutiker i hela Norden. Ordrar före 15.00 skickas samma dag.</p><a data-testid="linkElement" href="https://www.lagerkraft.se/kontakt">Få en offert</a></section>
<section id="comp-lk2num"><ul><li><strong>1,2 milj.</strong> ordrar per år</li><li><strong>99,8 %</strong> plockprecision</li><li><strong>14 000 m²</strong> lageryta</li></ul></section>
<section id="comp-lk2cust"><h2>Nätbutiker som litar på oss</h2>
<ul class="logos"><li><a href="https://www.nordiskaknoppar.se" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/4a1b2c_c1~mv2.png" alt="Nordiska Knoppar"></a></li><li><a href="https://www.fjallgarn.se" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/4a1b2c_c2~mv2.png" alt="Fjällgarn"></a></li><li><a href="https://tvalfabriken.se" target="_blank" rel="noreferrer noopener"><img src="https://static.wixstatic.com/media/4a1b2c_c3~mv2.png" alt="Tvålfabriken"></a></li></ul></section>
<section id="comp-lk2press"><h2>Som sett i</h2><p><a href="https://www.breakit.se/artikel/41234/lagerkraft-vaxer" target="_blank" rel="noreferrer noopener">Breakit</a> · <a href="https://www.ehandel.se/lagerkraft-oppnar-nytt-lager" target="_blank" rel="noreferrer noopener">Ehandel.se</a></p></section>
<section id="comp-lk2portal"><p>Redan kund? Logga in i <a href="https://portal.lagerkraft.se">kundportalen</a> för att se lagersaldo och ordrar.</p></section>
${footer}`,
    },
    '/integrationer': {
      headers,
      html: `${head('Integrationer | Lagerkraft', 'Koppla din e-handelsplattform till Lagerkraft på under en dag.', '/integrationer')}
<section id="comp-lk3int"><h1>Integrationer</h1>
<p>Ordrar flödar automatiskt från din butik till vårt lager och spårningsnummer skickas tillbaka till kunden. Vi har färdiga integrationer mot <a href="https://www.shopify.com/se" target="_blank" rel="noreferrer noopener">Shopify</a>, <a href="https://woocommerce.com/" target="_blank" rel="noreferrer noopener">WooCommerce</a>, <a href="https://www.centra.com/" target="_blank" rel="noreferrer noopener">Centra</a> och <a href="https://www.norce.io/" target="_blank" rel="noreferrer noopener">Norce Commerce</a>.</p>
<p>Vårt lagersystem bygger på Ongoing WMS, så har du en annan plattform kan vi oftast koppla upp dig via deras öppna API.</p>
<p>Betalning och returer hanteras via vår integrationspartner <a href="https://www.returnado.com/" target="_blank" rel="noreferrer noopener">Returnado</a>, som ger dina kunder en smidig returportal.</p></section>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('Partners | Lagerkraft', 'Fraktpartners och byråpartners till Lagerkraft.', '/partners')}
<section id="comp-lk4frakt"><h1>Våra partners</h1>
<h2>Fraktpartners</h2>
<p>Vi har avtal med Nordens ledande transportörer – du får våra volympriser från första paketet.</p>
<div class="cards">
  <div class="card" data-testid="richTextElement"><h3>PostNord</h3><p>Ombud, brevlåda och företagspaket i hela Norden.</p><a href="https://www.postnord.se/" target="_blank" rel="noreferrer noopener">Till postnord.se</a></div>
  <div class="card" data-testid="richTextElement"><h3>DHL Freight</h3><p>Service Point, pall och B2B-leveranser.</p><a href="https://www.dhl.com/se-sv/home.html" target="_blank" rel="noreferrer noopener">Till dhl.com</a></div>
  <div class="card" data-testid="richTextElement"><h3>Budbee</h3><p>Hemleverans på kvällen och Budbee Box.</p><a href="https://budbee.com/" target="_blank" rel="noreferrer noopener">Till budbee.com</a></div>
  <div class="card" data-testid="richTextElement"><h3>Airmee</h3><p>Leverans samma dag i storstäderna.</p><a href="https://www.airmee.com/sv" target="_blank" rel="noreferrer noopener">Till airmee.com</a></div>
</div>
<h2>Byråpartners</h2>
<p>Ska du bygga en ny butik? Våra byråpartners känner våra integrationer utan och innan och säljer gärna in Lagerkraft i dina projekt:</p>
<ul>
  <li><a href="https://kodfabriken.se/" target="_blank" rel="noreferrer noopener">Kodfabriken</a> – Shopify-byrå i Göteborg</li>
  <li><a href="https://www.nordvikdigital.se/" target="_blank" rel="noreferrer noopener">Nordvik Digital</a> – Centra- och Norce-byrå i Stockholm</li>
</ul></section>
${footer}`,
    },
    '/om-oss': {
      headers,
      html: `${head('Om oss | Lagerkraft', 'Familjeägt lager i Jönköping sedan 2009.', '/om-oss')}
<section id="comp-lk5om"><h1>Om Lagerkraft</h1><p>Lagerkraft startades 2009 av syskonen Eriksson som ett lager för möbelbranschen. I dag är vi 60 medarbetare som skickar ordrar åt över 140 nätbutiker.</p>
<p>Vi är stolta huvudsponsorer till <a href="https://www.hv71.se/" target="_blank" rel="noreferrer noopener">HV71</a> ungdomsverksamhet.</p>
<p>Vill du jobba med oss? Se <a href="https://www.lagerkraft.se/jobb">lediga tjänster</a> eller sök via <a href="https://arbetsformedlingen.se/platsbanken/annonser/28712345" target="_blank" rel="noreferrer noopener">Platsbanken</a>.</p></section>
${footer}`,
    },
  },
  sitemap: ['/', '/tjanster', '/integrationer', '/partners', '/om-oss', '/kontakt'],
  technologies: ['wix', 'websitebuilder', 'react', 'open-graph'],
  partners: {
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'centra.com': 'technology',
    'norce.io': 'technology',
    'returnado.com': 'technology',
    'postnord.se': 'generic',
    'dhl.com': 'generic',
    'budbee.com': 'generic',
    'airmee.com': 'generic',
    'kodfabriken.se': 'channel',
    'nordvikdigital.se': 'channel',
  },
};
