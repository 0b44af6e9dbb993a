import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-varnish': '2295810 2294417',
  via: '1.1 varnish (Varnish/7.4)',
  age: '133',
  'x-content-type-options': 'nosniff',
  'set-cookie':
    'X-Magento-Vary=3f0a9c2e7d1b5e8f4a6c0d2b9e7f1a3c5d8b0e2f; expires=Thu, 06-Jun-2024 10:12:44 GMT; path=/; secure; HttpOnly; SameSite=Lax',
};

const STATIC = '/static/frontend/Kaira/b2b/fi_FI';

function head(title: string, description: string, path: string): string {
  return `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8"/>
<meta name="title" content="${title}"/>
<meta name="description" content="${description}"/>
<meta name="robots" content="INDEX,FOLLOW"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="format-detection" content="telephone=no"/>
<title>${title}</title>
<meta property="og:type" content="website"/>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="${description}"/>
<meta property="og:url" content="https://www.sahkokaira.fi${path}"/>
<meta property="og:image" content="https://www.sahkokaira.fi/media/wysiwyg/og/sahkokaira-og.jpg"/>
<link rel="stylesheet" type="text/css" media="all" href="${STATIC}/css/styles-m.min.css"/>
<link rel="stylesheet" type="text/css" media="screen and (min-width: 768px)" href="${STATIC}/css/styles-l.min.css"/>
<script type="text/javascript" src="${STATIC}/requirejs/require.min.js"></script>
<script type="text/javascript" src="${STATIC}/requirejs-min-resolver.min.js"></script>
<script type="text/javascript" src="${STATIC}/mage/requirejs/mixins.min.js"></script>
<script type="text/javascript" src="/static/_requirejs/frontend/Kaira/b2b/fi_FI/requirejs-config.min.js"></script>
<link rel="canonical" href="https://www.sahkokaira.fi${path}"/>
<link rel="icon" type="image/x-icon" href="${STATIC}/Magento_Theme/favicon.ico"/>
<script async src="https://sdk.privacy-center.org/7c1e9a42-3f5b-4d8e-a0b1-c2d3e4f5a6b7/loader.js?target_type=notice&amp;target=Xq3b7HcR"></script>
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-TQ6F3ZK');</script>
<!-- End Google Tag Manager -->
</head>`;
}

const header = `
<body data-container="body" data-mage-init='{"loaderAjax": {}, "loader": { "icon": "${STATIC}/images/loader-2.gif"}}' class="cms-page-view page-layout-1column">
<script type="text/x-magento-init">
{"*":{"Magento_PageBuilder/js/widget-initializer":{"config":{"[data-content-type=\\"slider\\"][data-appearance=\\"default\\"]":{"Magento_PageBuilder/js/content-type/slider/appearance/default/widget":false}}}}}
</script>
<div class="page-wrapper">
<header class="page-header">
  <div class="panel wrapper"><div class="panel header">
    <ul class="header links">
      <li class="greet welcome"><span>Ammattilaisen sähkötukku</span></li>
      <li class="authorization-link"><a href="https://www.sahkokaira.fi/customer/account/login/">Kirjaudu sisään</a></li>
      <li><a href="https://www.sahkokaira.fi/company/account/create/">Luo yritystili</a></li>
    </ul>
  </div></div>
  <div class="header content">
    <a class="logo" href="https://www.sahkokaira.fi/" title="Sähkö-Kaira"><img src="${STATIC}/images/logo.svg" alt="Sähkö-Kaira Oy" width="190" height="50"/></a>
    <div data-block="minicart" class="minicart-wrapper">
      <a class="action showcart" href="https://www.sahkokaira.fi/checkout/cart/" data-bind="scope: 'minicart_content'"><span class="text">Ostoskori</span><span class="counter qty empty"><span class="counter-number">0</span></span></a>
    </div>
    <div class="block block-search"><form class="form minisearch" id="search_mini_form" action="https://www.sahkokaira.fi/catalogsearch/result/" method="get"><input id="search" type="text" name="q" placeholder="Hae tuotenimellä tai sähkönumerolla" class="input-text"/><button type="submit" class="action search">Hae</button></form></div>
  </div>
  <nav class="navigation" data-action="navigation">
    <ul data-mage-init='{"menu":{"responsive":true, "expanded":true, "position":{"my":"left top","at":"left bottom"}}}'>
      <li class="level0 parent"><a href="https://www.sahkokaira.fi/tuotteet" class="level-top"><span>Tuotteet</span></a>
        <ul class="level0 submenu">
          <li class="level1"><a href="https://www.sahkokaira.fi/tuotteet/kaapelit-ja-johdot"><span>Kaapelit ja johdot</span></a></li>
          <li class="level1"><a href="https://www.sahkokaira.fi/tuotteet/asennustarvikkeet"><span>Asennustarvikkeet</span></a></li>
          <li class="level1"><a href="https://www.sahkokaira.fi/tuotteet/valaistus"><span>Valaistus</span></a></li>
          <li class="level1"><a href="https://www.sahkokaira.fi/tuotteet/sahkonjakelu"><span>Sähkönjakelu</span></a></li>
          <li class="level1"><a href="https://www.sahkokaira.fi/tuotteet/latausratkaisut"><span>Latausratkaisut</span></a></li>
          <li class="level1"><a href="https://www.sahkokaira.fi/tuotteet/tyokalut-ja-mittarit"><span>Työkalut ja mittarit</span></a></li>
        </ul>
      </li>
      <li class="level0"><a href="https://www.sahkokaira.fi/palvelut" class="level-top"><span>Palvelut</span></a></li>
      <li class="level0"><a href="https://www.sahkokaira.fi/paamiehet" class="level-top"><span>Päämiehet</span></a></li>
      <li class="level0"><a href="https://www.sahkokaira.fi/myymalat" class="level-top"><span>Myymälät</span></a></li>
      <li class="level0"><a href="https://www.sahkokaira.fi/yritys" class="level-top"><span>Yritys</span></a></li>
      <li class="level0"><a href="https://www.sahkokaira.fi/ota-yhteytta" class="level-top"><span>Ota yhteyttä</span></a></li>
    </ul>
  </nav>
</header>
<main id="maincontent" class="page-main">`;

const footer = `
</main>
<footer class="page-footer"><div class="footer content">
  <div class="footer-col">
    <h4>Sähkö-Kaira Oy</h4>
    <p>Teollisuustie 14, 90460 Oulunsalo<br>puh. 08 5620 300<br><a href="mailto:myynti@sahkokaira.fi">myynti@sahkokaira.fi</a><br>Y-tunnus 0612488-3</p>
  </div>
  <div class="footer-col">
    <h4>Asiakkaalle</h4>
    <ul class="footer links">
      <li><a href="https://www.sahkokaira.fi/toimitusehdot">Toimitusehdot</a></li>
      <li><a href="https://www.sahkokaira.fi/palvelut/integraatiot">Integraatiot ja verkkolaskutus</a></li>
      <li><a href="https://www.sahkokaira.fi/paamiehet">Päämiehet</a></li>
      <li><a href="https://www.sahkokaira.fi/ura">Ura Sähkö-Kairalla</a></li>
      <li><a href="https://www.sahkokaira.fi/tietosuojaseloste">Tietosuojaseloste</a></li>
      <li><a href="javascript:Didomi.preferences.show()">Evästeasetukset</a></li>
    </ul>
  </div>
  <div class="footer-col">
    <h4>Seuraa meitä</h4>
    <ul class="social">
      <li><a href="https://www.facebook.com/sahkokaira" target="_blank" rel="noopener">Facebook</a></li>
      <li><a href="https://www.linkedin.com/company/sahko-kaira-oy" target="_blank" rel="noopener">LinkedIn</a></li>
      <li><a href="https://www.instagram.com/sahkokaira" target="_blank" rel="noopener">Instagram</a></li>
    </ul>
    <a href="https://www.vastuugroup.fi/fi-fi/asiakaspalvelu/luotettava-kumppani" target="_blank" rel="noopener"><img src="/media/wysiwyg/luotettava-kumppani.png" alt="Luotettava Kumppani" width="120"/></a>
  </div>
  <div class="footer-payment"><span>Maksutavat:</span> <img src="/media/wysiwyg/maksu/lasku.svg" alt="Lasku"/> <img src="/media/wysiwyg/maksu/visa.svg" alt="Visa"/> <img src="/media/wysiwyg/maksu/mastercard.svg" alt="Mastercard"/> <img src="/media/wysiwyg/maksu/mobilepay.svg" alt="MobilePay"/></div>
</div></footer>
<small class="copyright"><span>© 2024 Sähkö-Kaira Oy</span></small>
</div>
<script type="text/x-magento-init">
{"*":{"Magento_Ui/js/core/app":{"components":{"minicart_content":{"component":"Magento_Checkout/js/view/minicart","config":{"shoppingCartUrl":"https://www.sahkokaira.fi/checkout/cart/","maxItemsToDisplay":10}}}}}}
</script>
</body>
</html>`;

function page(title: string, description: string, path: string, body: string): string {
  return `${head(title, description, path)}${header}
<div class="columns"><div class="column main">
${body}
</div></div>${footer}`;
}

export const site: CorpusSite = {
  domain: 'sahkokaira.fi',
  covers:
    'Finnish Magento electrical wholesaler behind Varnish: principals (manufacturers it stocks) as a linked logo grid (generic), ERP and e-invoicing integrations on a page linked only from the footer and the sitemap (technology), purchasing-alliance membership and delivery partners in prose (generic); negatives: "Luotettava Kumppani" (Reliable Partner) certification badge, Kiwa ISO certification, Asiakastieto credit rating, payment-method logos, Duunitori job board, social links, a category page with brand names but no links.',
  pages: {
    '/': {
      headers,
      html: page(
        'Sähkö-Kaira | Sähkötarvikkeet ammattilaisille',
        'Pohjois-Suomen sähkötukku ammattilaisille: kaapelit, asennustarvikkeet, valaistus, sähkönjakelu ja latausratkaisut. Myymälät Oulussa, Rovaniemellä ja Kajaanissa.',
        '/',
        `
<div data-content-type="row" data-appearance="full-width" data-element="main">
  <section class="hero">
    <h1>Sähkötarvikkeet työmaalle — tänään tilattu, huomenna perillä</h1>
    <p>Yli 38 000 nimikettä varastossa Oulunsalossa. Tilaa verkkokaupasta, myymälästä tai suoraan toiminnanohjausjärjestelmästäsi.</p>
    <a class="action primary" href="https://www.sahkokaira.fi/company/account/create/">Avaa yritystili</a>
  </section>
  <section class="kampanjat">
    <h2>Kampanjat</h2>
    <ul>
      <li><a href="https://www.sahkokaira.fi/tuotteet/latausratkaisut">Latauslaitteet -15 % toukokuun ajan</a></li>
      <li><a href="https://www.sahkokaira.fi/tuotteet/kaapelit-ja-johdot">MMJ-kaapelit kelahintaan</a></li>
    </ul>
  </section>
  <section class="paamiehet-nosto">
    <h2>Luotetut merkit</h2>
    <p>Myymme Suomen johtavien valmistajien tuotteita. <a href="https://www.sahkokaira.fi/paamiehet">Katso kaikki päämiehemme</a>.</p>
  </section>
  <section class="luotettava">
    <h2>Vakaa kumppani urakoitsijalle</h2>
    <p>Sähkö-Kaira kuuluu Luotettava Kumppani -ohjelmaan ja on saanut Suomen Vahvimmat Platina -todistuksen (<a href="https://www.asiakastieto.fi/" target="_blank" rel="noopener">Asiakastieto</a>).</p>
  </section>
</div>`,
      ),
    },
    '/paamiehet': {
      headers,
      html: page(
        'Päämiehet | Sähkö-Kaira',
        'Sähkö-Kairan päämiehet: Suomen johtavat sähkötarvikkeiden valmistajat.',
        '/paamiehet',
        `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <h1 data-content-type="heading">Päämiehemme</h1>
  <p>Toimimme seuraavien valmistajien virallisena jakelijana Pohjois-Suomessa. Päämiesten tuotekoulutukset järjestetään myymälöissämme keväisin ja syksyisin.</p>
  <div class="paamies-grid">
    <figure><a href="https://new.abb.com/fi" target="_blank" rel="noopener"><img src="/media/wysiwyg/paamiehet/abb.svg" alt="ABB"/></a><figcaption>Kytkimet, pistorasiat, keskukset</figcaption></figure>
    <figure><a href="https://www.se.com/fi/fi/" target="_blank" rel="noopener"><img src="/media/wysiwyg/paamiehet/schneider-electric.svg" alt="Schneider Electric"/></a><figcaption>Sähkönjakelu ja automaatio</figcaption></figure>
    <figure><a href="https://www.ensto.com/fi/" target="_blank" rel="noopener"><img src="/media/wysiwyg/paamiehet/ensto.svg" alt="Ensto"/></a><figcaption>Asennustarvikkeet ja kotelot</figcaption></figure>
    <figure><a href="https://www.hager.fi/" target="_blank" rel="noopener"><img src="/media/wysiwyg/paamiehet/hager.svg" alt="Hager"/></a><figcaption>Ryhmäkeskukset ja suojalaitteet</figcaption></figure>
    <figure><a href="https://www.reka.fi/" target="_blank" rel="noopener"><img src="/media/wysiwyg/paamiehet/reka.svg" alt="Reka Kaapeli"/></a><figcaption>Kaapelit</figcaption></figure>
    <figure><a href="https://www.fluke.com/fi-fi" target="_blank" rel="noopener"><img src="/media/wysiwyg/paamiehet/fluke.svg" alt="Fluke"/></a><figcaption>Mittalaitteet</figcaption></figure>
  </div>
</div>`,
      ),
    },
    '/palvelut/integraatiot': {
      headers,
      html: page(
        'Integraatiot ja verkkolaskutus | Sähkö-Kaira',
        'Tilaa suoraan toiminnanohjausjärjestelmästäsi ja vastaanota verkkolaskut automaattisesti.',
        '/palvelut/integraatiot',
        `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <h1>Integraatiot ja verkkolaskutus</h1>
  <p>Urakoitsijan aika kuuluu työmaalle, ei tilausten näpyttelyyn. Siksi verkkokauppamme on liitetty yleisimpiin alan toiminnanohjausjärjestelmiin.</p>
  <h2>Toiminnanohjausjärjestelmät</h2>
  <ul>
    <li><a href="https://www.lemonsoft.fi/" target="_blank" rel="noopener">Lemonsoft</a> — hinnastot ja tilaukset suoraan ERP:stä</li>
    <li><a href="https://www.visma.fi/" target="_blank" rel="noopener">Visma</a> (Visma Fivaldi ja Visma Netvisor) — ostolaskujen automaattinen tiliöinti</li>
    <li><a href="https://www.kotopro.fi/" target="_blank" rel="noopener">Kotopro</a> — materiaalit suoraan työmaakohteelle</li>
  </ul>
  <h2>Verkkolaskutus</h2>
  <p>Lähetämme laskut verkkolaskuina <a href="https://maventa.fi/" target="_blank" rel="noopener">Maventan</a> kautta. Tarvitsemme vain verkkolaskuosoitteesi.</p>
  <p>Tuotetiedot ovat saatavilla myös sähkönumeroittain. Kysy integraatiosta: <a href="mailto:integraatiot@sahkokaira.fi">integraatiot@sahkokaira.fi</a>.</p>
</div>`,
      ),
    },
    '/tuotteet/latausratkaisut': {
      headers,
      html: page(
        'Latausratkaisut | Sähkö-Kaira',
        'Sähköauton latauslaitteet ja tarvikkeet ammattilaisille.',
        '/tuotteet/latausratkaisut',
        `
<div class="category-view"><h1 class="page-title">Latausratkaisut</h1></div>
<ol class="products list items product-items">
  <li class="item product product-item"><div class="product-item-info"><strong class="product-item-name"><a class="product-item-link" href="https://www.sahkokaira.fi/abb-terra-ac-w11-g5-r-0-latausasema">ABB Terra AC W11-G5-R-0 latausasema 11 kW</a></strong><div class="price-box"><span class="price">689,00 €</span> alv 0 %</div><form data-role="tocart-form" action="https://www.sahkokaira.fi/checkout/cart/add/product/48211/" method="post"><button type="submit" class="action tocart primary">Lisää ostoskoriin</button></form></div></li>
  <li class="item product product-item"><div class="product-item-info"><strong class="product-item-name"><a class="product-item-link" href="https://www.sahkokaira.fi/ensto-chago-one-latausasema">Ensto Chago One 22 kW Type 2</a></strong><div class="price-box"><span class="price">742,00 €</span> alv 0 %</div><form data-role="tocart-form" action="https://www.sahkokaira.fi/checkout/cart/add/product/48317/" method="post"><button type="submit" class="action tocart primary">Lisää ostoskoriin</button></form></div></li>
  <li class="item product product-item"><div class="product-item-info"><strong class="product-item-name"><a class="product-item-link" href="https://www.sahkokaira.fi/schneider-evlink-pro-ac">Schneider Electric EVlink Pro AC 22 kW</a></strong><div class="price-box"><span class="price">815,00 €</span> alv 0 %</div><form data-role="tocart-form" action="https://www.sahkokaira.fi/checkout/cart/add/product/48402/" method="post"><button type="submit" class="action tocart primary">Lisää ostoskoriin</button></form></div></li>
</ol>`,
      ),
    },
    '/yritys': {
      headers,
      html: page(
        'Yritys | Sähkö-Kaira',
        'Sähkö-Kaira on vuonna 1978 perustettu perheyritys Oulunsalosta.',
        '/yritys',
        `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <h1>Tietoa meistä</h1>
  <p>Sähkö-Kaira Oy on vuonna 1978 perustettu, toisen polven perheyritys. Palvelemme sähköurakoitsijoita, teollisuutta ja kuntia Oulusta Utsjoelle. Liikevaihtomme oli vuonna 2023 noin 64 miljoonaa euroa ja työllistämme 92 henkilöä.</p>
  <h2>Hankintarengas</h2>
  <p>Olemme osakkaana valtakunnallisessa <a href="https://www.elkoketju.fi/" target="_blank" rel="noopener">Elkoketju</a>-hankintarenkaassa, jonka kautta saamme kilpailukykyiset ostohinnat ja laajan valikoiman.</p>
  <h2>Laatu ja ympäristö</h2>
  <p>Toimintajärjestelmämme on sertifioitu ISO 9001- ja ISO 14001 -standardien mukaisesti. Sertifioinnin on myöntänyt <a href="https://www.kiwa.com/fi/fi/" target="_blank" rel="noopener">Kiwa Inspecta</a>.</p>
  <p>Kuulumme myös Vastuu Groupin <a href="https://www.vastuugroup.fi/fi-fi/asiakaspalvelu/luotettava-kumppani" target="_blank" rel="noopener">Luotettava Kumppani</a> -ohjelmaan, joten tilaajavastuulain mukaiset selvityksemme ovat aina ajan tasalla.</p>
</div>`,
      ),
    },
    '/myymalat': {
      headers,
      html: page(
        'Myymälät ja toimitukset | Sähkö-Kaira',
        'Sähkö-Kairan myymälät Oulunsalossa, Rovaniemellä ja Kajaanissa sekä toimitukset työmaalle.',
        '/myymalat',
        `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <h1>Myymälät</h1>
  <div class="myymalat">
    <div><h2>Oulunsalo (pääkonttori ja keskusvarasto)</h2><p>Teollisuustie 14, 90460 Oulunsalo<br>ma–pe 6.30–17.00</p></div>
    <div><h2>Rovaniemi</h2><p>Teollisuustie 3, 96320 Rovaniemi<br>ma–pe 7.00–16.30</p></div>
    <div><h2>Kajaani</h2><p>Kehräämöntie 8, 87400 Kajaani<br>ma–pe 7.00–16.30</p></div>
  </div>
  <h2>Toimitukset</h2>
  <p>Ennen klo 15 tehdyt tilaukset lähtevät samana päivänä. Toimituskumppaneinamme toimivat <a href="https://www.matkahuolto.fi/" target="_blank" rel="noopener">Matkahuolto</a> pienemmille lähetyksille ja <a href="https://www.dbschenker.com/fi-fi" target="_blank" rel="noopener">DB Schenker</a> kaapelikeloille ja lavatoimituksille.</p>
</div>`,
      ),
    },
    '/ura': {
      headers,
      html: page(
        'Ura | Sähkö-Kaira',
        'Avoimet työpaikat Sähkö-Kairalla.',
        '/ura',
        `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <h1>Ura Sähkö-Kairalla</h1>
  <p>Etsimme myyjiä, varastotyöntekijöitä ja kuljettajia. Avoimet paikat löydät myös <a href="https://duunitori.fi/tyopaikat/haku/sahko-kaira" target="_blank" rel="noopener">Duunitorista</a>.</p>
  <ul>
    <li>Myyjä, sähkötarvikkeet — Rovaniemi</li>
    <li>Varastotyöntekijä — Oulunsalo</li>
  </ul>
</div>`,
      ),
    },
    '/ota-yhteytta': {
      headers,
      html: page(
        'Ota yhteyttä | Sähkö-Kaira',
        'Ota yhteyttä Sähkö-Kairan myyntiin.',
        '/ota-yhteytta',
        `
<div data-content-type="row" data-appearance="contained" data-element="main">
  <h1>Ota yhteyttä</h1>
  <form class="form contact" action="https://www.sahkokaira.fi/contact/index/post/" id="contact-form" method="post" data-mage-init='{"validation":{}}'>
    <fieldset class="fieldset">
      <div class="field name required"><label class="label" for="name">Nimi</label><input name="name" id="name" type="text" class="input-text"/></div>
      <div class="field email required"><label class="label" for="email">Sähköposti</label><input name="email" id="email" type="email" class="input-text"/></div>
      <div class="field comment required"><label class="label" for="comment">Viesti</label><textarea name="comment" id="comment" rows="3" class="input-text"></textarea></div>
    </fieldset>
    <input name="form_key" type="hidden" value="Rk2pQ7xYb9LmN0sT"/>
    <button type="submit" class="action submit primary">Lähetä</button>
  </form>
</div>`,
      ),
    },
  },
  sitemap: ['/', '/paamiehet', '/palvelut/integraatiot', '/tuotteet/latausratkaisut', '/yritys', '/myymalat', '/ura', '/ota-yhteytta'],
  technologies: [
    'magento',
    'php',
    'mysql',
    'requirejs',
    'nginx',
    'varnish',
    'didomi',
    'google-tag-manager',
    'cart-functionality',
    'open-graph',
  ],
  partners: {
    'abb.com': 'generic',
    'se.com': 'generic',
    'ensto.com': 'generic',
    'hager.fi': 'generic',
    'reka.fi': 'generic',
    'fluke.com': 'generic',
    'lemonsoft.fi': 'technology',
    'visma.fi': 'technology',
    'kotopro.fi': 'technology',
    'maventa.fi': 'technology',
    'elkoketju.fi': 'generic',
    'matkahuolto.fi': 'generic',
    'dbschenker.com': 'generic',
  },
};
