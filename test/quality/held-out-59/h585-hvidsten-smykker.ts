import type { CorpusSite } from '../corpus/types.js';

const hdrs = {
  server: 'Pepyaka',
  'x-wix-request-id': '1712744101.3382219481710614592',
  'content-type': 'text/html; charset=utf-8',
  'content-language': 'da',
};

const IMG = 'https://static.wixstatic.com/media';

const head = (title: string, desc: string, path: string) => `<!DOCTYPE html>
<html lang="da">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="${IMG}/4a2d71_0c9e8f7d6b5a4c3e_mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/4a2d71_0c9e8f7d6b5a4c3e_mv2.png" type="image/png"/>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="https://www.hvidstensmykker.dk${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${desc}"/>
  <meta property="og:image" content="${IMG}/4a2d71_8f1e2d3c4b5a6978_mv2.jpg/v1/fill/w_1200,h_630/ring-maane.jpg"/>
  <meta property="og:url" content="https://www.hvidstensmykker.dk${path}"/>
  <meta property="og:site_name" content="Hvidsten Smykker"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <script type="application/ld+json">{"@context":"https://schema.org/","@type":"JewelryStore","name":"Hvidsten Smykker","url":"https://www.hvidstensmykker.dk","telephone":"+45 31 42 77 09","address":{"@type":"PostalAddress","streetAddress":"Nørregade 12","addressLocality":"Skagen","postalCode":"9990","addressCountry":"DK"}}</script>
  <script>window.viewerModel = {"site":{"metaSiteId":"7b3e9c1a-2d4f-4a6b-8c0e-1f2a3b4c5d6e","siteId":"e1d2c3b4-a5f6-4789-9abc-def012345678","language":"da","isPremium":true},"requestUrl":"https://www.hvidstensmykker.dk${path}"};</script>
  <script src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js" nomodule="" crossorigin=""></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.1c2b3a4d.bundle.min.js" async="" crossorigin=""></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/webpack-runtime.7e8f9a0b.bundle.min.js" async="" crossorigin=""></script>
  <style>
    #comp-lk2b8x1a { --txt: 0,0,0; }
    .font_2 { font-family: 'cormorantgaramond', serif; }
  </style>
</head>`;

const nav = `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF">
<header id="SITE_HEADER" class="xU8fqS" tabindex="-1">
  <div id="comp-lk2b8x1a" class="wixui-image"><a href="https://www.hvidstensmykker.dk" data-testid="linkElement"><img src="${IMG}/4a2d71_1a2b3c4d5e6f7a8b_mv2.png/v1/fill/w_180,h_56/logo-hvidsten.png" alt="Hvidsten Smykker – håndlavede smykker fra Skagen" width="180" height="56"></a></div>
  <nav id="comp-lk2b9y2b" aria-label="Sitet" class="wixui-dropdown-menu">
    <ul>
      <li><a href="https://www.hvidstensmykker.dk/shop" data-testid="linkElement">Shop</a></li>
      <li><a href="https://www.hvidstensmykker.dk/kollektioner" data-testid="linkElement">Kollektioner</a></li>
      <li><a href="https://www.hvidstensmykker.dk/vielsesringe" data-testid="linkElement">Vielsesringe</a></li>
      <li><a href="https://www.hvidstensmykker.dk/forhandlere" data-testid="linkElement">Forhandlere</a></li>
      <li><a href="https://www.hvidstensmykker.dk/om-os" data-testid="linkElement">Om os</a></li>
      <li><a href="https://www.hvidstensmykker.dk/kontakt" data-testid="linkElement">Kontakt</a></li>
    </ul>
  </nav>
  <a href="https://www.hvidstensmykker.dk/cart-page" class="wixui-cart-icon" aria-label="Kurv med 0 varer">Kurv (0)</a>
</header>
<main id="PAGES_CONTAINER" tabindex="-1">`;

const footer = `</main>
<footer id="SITE_FOOTER" class="wixui-footer">
  <div class="wixui-rich-text">
    <p class="font_8">Hvidsten Smykker ApS · Nørregade 12 · 9990 Skagen · CVR 39 84 21 07</p>
    <p class="font_8">Værkstedet er åbent tirsdag–lørdag 10–17 · +45 31 42 77 09 · <a href="mailto:post@hvidstensmykker.dk">post@hvidstensmykker.dk</a></p>
    <p class="font_8"><a href="https://www.hvidstensmykker.dk/handelsbetingelser">Handelsbetingelser</a> · <a href="https://www.hvidstensmykker.dk/privatlivspolitik">Privatlivspolitik</a> · <a href="https://www.hvidstensmykker.dk/cookiepolitik">Cookiepolitik</a> · <a href="https://www.hvidstensmykker.dk/presse">Presse</a> · <a href="https://www.hvidstensmykker.dk/job">Job</a></p>
  </div>
  <ul class="wixui-social-bar" aria-label="Sociale medier">
    <li><a href="https://www.instagram.com/hvidstensmykker" target="_blank"><img src="${IMG}/01c3aff52f2a4dffa526d7a9843d46ea.png" alt="Instagram"></a></li>
    <li><a href="https://www.facebook.com/hvidstensmykker" target="_blank"><img src="${IMG}/0fdef751204647a3bbd7eaa2827ed4f9.png" alt="Facebook"></a></li>
    <li><a href="https://dk.trustpilot.com/review/hvidstensmykker.dk" target="_blank"><img src="${IMG}/4a2d71_tp_stars.png" alt="Se vores anmeldelser"></a></li>
  </ul>
  <div class="betaling"><img src="${IMG}/4a2d71_mobilepay.png" alt="MobilePay"><img src="${IMG}/4a2d71_dankort.png" alt="Dankort"><img src="${IMG}/4a2d71_visa.png" alt="Visa/Dankort"></div>
  <p class="font_9">© 2024 Hvidsten Smykker. Alle smykker er stemplet og håndlavet i Skagen.</p>
</footer>
</div></div>
<div id="consent-banner-root" class="consentBanner"><p>Vi bruger cookies for at give dig den bedste oplevelse. <a href="https://www.hvidstensmykker.dk/cookiepolitik">Læs mere</a></p><button>Accepter alle</button><button>Kun nødvendige</button></div>
</body>
</html>`;

const home = `${head('Hvidsten Smykker | Håndlavede smykker i guld og sølv fra Skagen', 'Håndlavede ringe, øreringe og halskæder i genanvendt guld og sølv. Fra værkstedet i Skagen.', '')}
${nav}
<section class="wixui-section">
  <h1 class="font_0">Smykker formet af havet</h1>
  <p class="font_7">Hvert smykke smedes i hånden på vores værksted i Skagen – i genanvendt sølv og 14 karat guld.</p>
  <a href="https://www.hvidstensmykker.dk/shop" class="wixui-button">Se kollektionen</a>
</section>
<section class="wixui-section">
  <h2 class="font_2">Nyheder</h2>
  <div class="gallery">
    <a href="https://www.hvidstensmykker.dk/product-page/maane-ring-soelv"><img src="${IMG}/4a2d71_8f1e2d3c4b5a6978_mv2.jpg" alt="Måne ring i sølv"><span>Måne ring · 895 kr.</span></a>
    <a href="https://www.hvidstensmykker.dk/product-page/klit-oereringe-guld"><img src="${IMG}/4a2d71_7e6d5c4b3a291807_mv2.jpg" alt="Klit øreringe i 14 kt. guld"><span>Klit øreringe · 2.450 kr.</span></a>
    <a href="https://www.hvidstensmykker.dk/product-page/bolge-halskaede"><img src="${IMG}/4a2d71_6d5c4b3a29180716_mv2.jpg" alt="Bølge halskæde"><span>Bølge halskæde · 1.295 kr.</span></a>
  </div>
</section>
<section class="wixui-section">
  <h2 class="font_2">Kendt fra</h2>
  <div class="logo-strip"><img src="${IMG}/4a2d71_press_evamode.png" alt="Eva &amp; Mode"><img src="${IMG}/4a2d71_press_dagbladet.png" alt="Dagbladet Stil"><img src="${IMG}/4a2d71_press_tv2nord.png" alt="TV2 Nord"></div>
</section>
<section class="wixui-section">
  <p class="font_8">Vi er stolte sponsorer af <a href="https://www.skagenjazz.dk/sponsorer" target="_blank">Skagen Jazzfestival</a> 2024.</p>
  <p class="font_8">Find vores smykker hos <a href="https://www.hvidstensmykker.dk/forhandlere">forhandlere i hele Danmark</a>.</p>
</section>
${footer}`;

const forhandlere = `${head('Forhandlere | Hvidsten Smykker', 'Find en forhandler af Hvidsten Smykker i Danmark og Sverige.', '/forhandlere')}
${nav}
<section class="wixui-section">
  <div class="wixui-rich-text">
    <h1 class="font_0">Forhandlere</h1>
    <p class="font_8">Du kan se og prøve vores smykker hos disse guldsmede og butikker. Ring gerne i forvejen, hvis du leder efter et bestemt smykke.</p>
    <h2 class="font_4">Jylland</h2>
    <ul class="font_8">
      <li><p>Guldsmed Vestergaard, Søndergade 22, 8000 Aarhus C – <a href="https://www.guldsmedvestergaard.dk" target="_blank">www.guldsmedvestergaard.dk</a></p></li>
      <li><p>Butik Saltvand, Havnevej 4, 9990 Skagen – <a href="https://butiksaltvand.dk" target="_blank">butiksaltvand.dk</a></p></li>
      <li><p>Ur &amp; Smykker, Bispensgade 9, 9000 Aalborg – <a href="https://www.ursmykker-aalborg.dk" target="_blank">ursmykker-aalborg.dk</a></p></li>
      <li><p>Kunsthåndværk Ribe, Overdammen 3, 6760 Ribe – tlf. 75 42 18 90</p></li>
    </ul>
    <h2 class="font_4">Fyn og Sjælland</h2>
    <ul class="font_8">
      <li><p>Smykkehuset, Vestergade 41, 5000 Odense C – <a href="https://www.smykkehuset-odense.dk" target="_blank">smykkehuset-odense.dk</a></p></li>
      <li><p>Vores egen butik i København åbner i efteråret 2024.</p></li>
    </ul>
    <h2 class="font_4">Sverige</h2>
    <ul class="font_8">
      <li><p>Silverrummet, Davidshallsgatan 6, 211 45 Malmö – <a href="https://silverrummet.se" target="_blank">silverrummet.se</a></p></li>
    </ul>
    <h2 class="font_4">Online</h2>
    <p class="font_8">Udvalgte kollektioner kan også købes hos <a href="https://www.nordicjewelstore.com/brands/hvidsten" target="_blank">Nordic Jewel Store</a>.</p>
    <p class="font_8">Er du guldsmed eller butiksejer og interesseret i at forhandle vores smykker? Skriv til <a href="mailto:engros@hvidstensmykker.dk">engros@hvidstensmykker.dk</a>.</p>
  </div>
</section>
${footer}`;

const omOs = `${head('Om os | Hvidsten Smykker', 'Guldsmed Ida Hvidsten og værkstedet i Skagen.', '/om-os')}
${nav}
<section class="wixui-section">
  <div class="wixui-rich-text">
    <h1 class="font_0">Om os</h1>
    <p class="font_8">Hvidsten Smykker blev grundlagt i 2015 af guldsmed Ida Hvidsten, der efter sin svendeprøve vendte hjem til Skagen. I dag er vi fire guldsmede på værkstedet i Nørregade.</p>
    <h2 class="font_4">Ansvarlige materialer</h2>
    <p class="font_8">Vi bruger udelukkende genanvendt sølv og guld. Vores samarbejdspartner <a href="https://www.nordiskguld.dk/" target="_blank">Nordisk Guldraffinaderi</a> i Vejle raffinerer gammelt guld fra danske husstande, og vores æsker er håndlavet af <a href="https://papirvaerkstedet.dk/" target="_blank">Papirværkstedet</a> i Aarhus, som vi har samarbejdet med siden 2017.</p>
    <h2 class="font_4">Gammelt guld bliver nyt</h2>
    <p class="font_8">Kom ind med dine gamle smykker – vi omsmelter dem til vielsesringe eller nye smykker efter dine ønsker.</p>
  </div>
</section>
${footer}`;

const presse = `${head('Presse | Hvidsten Smykker', 'Hvidsten Smykker i pressen.', '/presse')}
${nav}
<section class="wixui-section">
  <div class="wixui-rich-text">
    <h1 class="font_0">Presse</h1>
    <ul class="font_8">
      <li><p><a href="https://www.evamode.dk/smykker/skagen-guldsmed-hvidsten" target="_blank">Eva &amp; Mode: "Guldsmeden der smeder havet"</a> (marts 2024)</p></li>
      <li><p><a href="https://dagbladetstil.dk/design/genbrugsguld-2023" target="_blank">Dagbladet Stil: "Genbrugsguld er det nye sort"</a> (november 2023)</p></li>
      <li><p>TV2 Nord: indslag om værkstedet (juli 2023)</p></li>
    </ul>
    <p class="font_8">Pressebilleder og lån af smykker til styling: <a href="mailto:presse@hvidstensmykker.dk">presse@hvidstensmykker.dk</a></p>
  </div>
</section>
${footer}`;

export const site: CorpusSite = {
  domain: 'hvidstensmykker.dk',
  covers:
    'Danish jewellery maker on Wix: stockists (forhandlere) as a plain list by region with one phone-only entry and an online shop in prose, supply partners in a prose sentence on the about page; festival sponsorship, press, Trustpilot review link, social icons and payment badges as negatives',
  pages: {
    '/': { redirect: 'https://www.hvidstensmykker.dk/' },
    'https://www.hvidstensmykker.dk/': { headers: hdrs, html: home },
    'https://www.hvidstensmykker.dk/forhandlere': { headers: hdrs, html: forhandlere },
    'https://www.hvidstensmykker.dk/om-os': { headers: hdrs, html: omOs },
    'https://www.hvidstensmykker.dk/presse': { headers: hdrs, html: presse },
  },
  sitemap: [
    'https://www.hvidstensmykker.dk/',
    'https://www.hvidstensmykker.dk/forhandlere',
    'https://www.hvidstensmykker.dk/om-os',
    'https://www.hvidstensmykker.dk/presse',
    'https://www.hvidstensmykker.dk/shop',
  ],
  technologies: ['cart-functionality', 'open-graph', 'react', 'websitebuilder', 'wix'],
  partners: {
    'guldsmedvestergaard.dk': 'channel',
    'butiksaltvand.dk': 'channel',
    'ursmykker-aalborg.dk': 'channel',
    'smykkehuset-odense.dk': 'channel',
    'silverrummet.se': 'channel',
    'nordicjewelstore.com': 'channel',
    'nordiskguld.dk': 'generic',
    'papirvaerkstedet.dk': 'generic',
  },
};
