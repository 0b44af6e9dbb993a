import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c2e9b7d4a61-HEL',
  'x-shopid': '61839205471',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '312',
  'x-content-type-options': 'nosniff',
  'set-cookie':
    '_shopify_y=0c7f1d2a-5b3e-4e8a-9f61-2d4c8b7a1e90; Expires=Wed, 11 Jun 2025 08:14:22 GMT; Domain=vauhtipyora.fi; Path=/; SameSite=Lax',
};

const paymentIcons = `<ul class="list list-payment" role="list">
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><circle fill="#EB001B" cx="15" cy="12" r="7"/><circle fill="#F79E1B" cx="23" cy="12" r="7"/></svg></li>
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-mobilepay"><title id="pi-mobilepay">MobilePay</title><rect width="38" height="24" rx="3" fill="#5A78FF"/></svg></li>
  <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-klarna"><title id="pi-klarna">Klarna</title><rect width="38" height="24" rx="3" fill="#FFB3C7"/></svg></li>
</ul>`;

const doc = (title: string, description: string, path: string, template: string, content: string): string => `<!doctype html>
<html class="no-js" lang="fi">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <meta name="viewport" content="width=device-width,initial-scale=1">
    <meta name="theme-color" content="">
    <link rel="canonical" href="https://vauhtipyora.fi${path}">
    <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
    <link rel="icon" type="image/png" href="//vauhtipyora.fi/cdn/shop/files/vauhti-favicon.png?crop=center&height=32&v=1695211842&width=32">
    <title>${title}</title>
    <meta name="description" content="${description}">
    <meta name="twitter:card" content="summary_large_image">
    <script src="//vauhtipyora.fi/cdn/shop/t/14/assets/constants.js?v=58251544750838685771712903014" defer="defer"></script>
    <script src="//vauhtipyora.fi/cdn/shop/t/14/assets/global.js?v=37284204640041572741712903014" defer="defer"></script>
    <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61839205471/digital_wallets/dialog">
    <script async="async" src="https://cdn.shopify.com/s/files/1/0618/3920/5471/t/14/assets/storefront-perf.js"></script>
    <script>var Shopify = Shopify || {};
Shopify.shop = "vauhti-pyora.myshopify.com";
Shopify.locale = "fi";
Shopify.currency = {"active":"EUR","rate":"1.0"};
Shopify.country = "FI";
Shopify.theme = {"name":"Dawn","id":136482619487,"schema_name":"Dawn","schema_version":"13.0.1","theme_store_id":887,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
    <script type="module">!function(o){(o.Shopify=o.Shopify||{}).modules=!0}(window);</script>
    <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VxK2pQ"></script>
    <script async src="https://cdn.judge.me/loader.js"></script>
    <link href="//vauhtipyora.fi/cdn/shop/t/14/assets/base.css?v=165191016556652226921712903013" rel="stylesheet" type="text/css" media="all" />
  </head>
  <body class="gradient template-${template}">
    <a class="skip-to-content-link button visually-hidden" href="#MainContent">Siirry sisältöön</a>
    <div id="shopify-section-sections--17204961591519__announcement-bar" class="shopify-section shopify-section-group-header-group announcement-bar-section"><div class="announcement-bar color-accent-1" role="region" aria-label="Ilmoitus"><p class="announcement-bar__message h5">Ilmainen toimitus yli 80 € tilauksiin – noudot kaikista myymälöistä</p></div></div>
    <div id="shopify-section-sections--17204961591519__header" class="shopify-section shopify-section-group-header-group section-header">
      <header class="header header--middle-left header--mobile-center page-width header--has-menu">
        <a href="/" class="header__heading-link link link--text focus-inset"><img src="//vauhtipyora.fi/cdn/shop/files/vauhti-logo.svg?v=1695211842&width=180" alt="Vauhti Pyörä" width="180" height="40" class="header__heading-logo"></a>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/polkupyorat" class="header__menu-item list-menu__item link link--text focus-inset"><span>Polkupyörät</span></a></li>
            <li><a href="/collections/sahkopyorat" class="header__menu-item list-menu__item link link--text focus-inset"><span>Sähköpyörät</span></a></li>
            <li><a href="/collections/varusteet" class="header__menu-item list-menu__item link link--text focus-inset"><span>Varusteet</span></a></li>
            <li><a href="/pages/merkit" class="header__menu-item list-menu__item link link--text focus-inset"><span>Merkit</span></a></li>
            <li><a href="/pages/myymalat" class="header__menu-item list-menu__item link link--text focus-inset"><span>Myymälät</span></a></li>
            <li><a href="https://vauhtihuolto.fi/" class="header__menu-item list-menu__item link link--text focus-inset"><span>Varaa huolto</span></a></li>
          </ul>
        </nav>
        <div class="header__icons"><a href="/account/login" class="header__icon header__icon--account link focus-inset"><span class="visually-hidden">Kirjaudu sisään</span></a><a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Ostoskori</span></a></div>
      </header>
    </div>
    <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">
${content}
    </main>
    <div id="shopify-section-sections--17204961558751__footer" class="shopify-section shopify-section-group-footer-group">
      <footer class="footer color-scheme-2 gradient section-sections--17204961558751__footer-padding">
        <div class="footer__content-top page-width">
          <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
            <div class="footer-block grid__item footer-block--menu"><h2 class="footer-block__heading inline-richtext">Vauhti Pyörä</h2>
              <ul class="footer-block__details-content list-unstyled">
                <li><a href="/pages/tietoa-meista" class="link link--text list-menu__item list-menu__item--link">Tietoa meistä</a></li>
                <li><a href="/pages/merkit" class="link link--text list-menu__item list-menu__item--link">Merkit</a></li>
                <li><a href="/pages/myymalat" class="link link--text list-menu__item list-menu__item--link">Myymälät</a></li>
                <li><a href="https://duunitori.fi/tyopaikat/tyonantaja/vauhti-pyora-oy" class="link link--text list-menu__item list-menu__item--link">Avoimet työpaikat</a></li>
                <li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">Toimitusehdot</a></li>
              </ul>
            </div>
            <div class="footer-block grid__item"><h2 class="footer-block__heading inline-richtext">Asiakaspalvelu</h2><div class="footer-block__details-content rte"><p>ma–pe 9–17<br>asiakaspalvelu@vauhtipyora.fi<br>010 321 4800</p></div></div>
          </div>
          <ul class="footer__list-social list-unstyled list-social" role="list">
            <li class="list-social__item"><a href="https://www.facebook.com/vauhtipyora" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
            <li class="list-social__item"><a href="https://www.instagram.com/vauhtipyora" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
            <li class="list-social__item"><a href="https://www.strava.com/clubs/vauhti-pyora" class="link list-social__link"><span class="visually-hidden">Strava</span></a></li>
          </ul>
        </div>
        <div class="footer__content-bottom">
          <div class="footer__content-bottom-wrapper page-width">
            <div class="footer__column footer__column--info">
              <div class="footer__payment"><span class="visually-hidden">Maksutavat</span>
${paymentIcons}
              </div>
              <div class="footer__copyright caption"><small class="copyright__content">© 2024, <a href="/" title="">Vauhti Pyörä Oy</a></small></div>
            </div>
          </div>
        </div>
      </footer>
    </div>
  </body>
</html>`;

const home = doc(
  'Vauhti Pyörä – Polkupyörät, sähköpyörät ja huolto',
  'Vauhti Pyörä on suomalainen pyöräliikeketju: polkupyörät, sähköpyörät, varusteet ja huolto neljässä myymälässä ja verkossa.',
  '/',
  'index',
  `<div id="shopify-section-template--17204961329375__image_banner" class="shopify-section section">
  <div class="banner banner--large"><div class="banner__media media"><img src="//vauhtipyora.fi/cdn/shop/files/kevat-2024-hero.jpg?v=1711021456&width=1920" alt="Maastopyöräilijä keväisellä polulla" width="1920" height="900"></div>
    <div class="banner__content page-width"><div class="banner__box content-container"><h2 class="banner__heading inline-richtext h0">Kevään uutuudet ovat täällä</h2><div class="banner__text rte"><p>Yli 400 pyörää varastossa – nouda myymälästä jo tänään.</p></div><div class="banner__buttons"><a href="/collections/uutuudet" class="button button--primary">Katso uutuudet</a></div></div></div>
  </div>
</div>
<div id="shopify-section-template--17204961329375__rich_text" class="shopify-section section">
  <div class="rich-text content-container"><div class="rich-text__wrapper page-width"><div class="rich-text__blocks">
    <h2 class="rich-text__heading h1">Valtuutettu jälleenmyyjä</h2>
    <div class="rich-text__text rte"><p>Olemme Norrvik Cyclesin, Kettu Bikesin ja Alpenradin virallinen jälleenmyyjä Suomessa. <a href="/pages/merkit">Katso kaikki merkit</a>.</p></div>
  </div></div></div>
</div>
<div id="shopify-section-template--17204961329375__multicolumn" class="shopify-section section">
  <div class="multicolumn page-width"><ul class="multicolumn-list grid grid--3-col-desktop" role="list">
    <li class="multicolumn-list__item grid__item"><h3 class="inline-richtext">Huolto kaikille merkeille</h3><div class="rte"><p>Varaa aika <a href="https://vauhtihuolto.fi/">vauhtihuolto.fi</a>-palvelusta.</p></div></li>
    <li class="multicolumn-list__item grid__item"><h3 class="inline-richtext">Työsuhdepyörä</h3><div class="rte"><p>Hanki pyörä työsuhde-etuna – <a href="/pages/merkit#tyosuhdepyora">katso kumppanimme</a>.</p></div></li>
    <li class="multicolumn-list__item grid__item"><h3 class="inline-richtext">Neljä myymälää</h3><div class="rte"><p>Tampere, Helsinki, Turku ja Oulu.</p></div></li>
  </ul></div>
</div>`,
);

const brand = (name: string, url: string, logo: string, note: string): string =>
  `<li class="brand-grid__item"><a href="${url}" target="_blank" rel="noopener" title="${name}"><img src="//vauhtipyora.fi/cdn/shop/files/brand-${logo}.png?v=1709112233&width=240" alt="${name}" width="240" height="120" loading="lazy"></a><p class="caption">${note}</p></li>`;

const merkit = doc(
  'Merkit – Vauhti Pyörä',
  'Vauhti Pyörä on valtuutettu jälleenmyyjä seuraaville polkupyörä-, sähköpyörä- ja varustemerkeille.',
  '/pages/merkit',
  'page',
  `<div id="shopify-section-template--17204961427679__main" class="shopify-section section">
  <div class="page-width page-width--narrow section-template--17204961427679__main-padding">
    <h1 class="main-page-title page-title h0">Merkit</h1>
    <div class="rte"><p>Olemme valtuutettu jälleenmyyjä seuraaville merkeille. Valtuutetulta jälleenmyyjältä ostetulla pyörällä on aina valmistajan täysi takuu, ja huollamme pyörät merkin kouluttamilla mekaanikoilla.</p></div>
  </div>
</div>
<div id="shopify-section-template--17204961427679__brand_tabs" class="shopify-section section">
  <div class="brand-tabs page-width" data-tabs>
    <div class="brand-tabs__list" role="tablist">
      <button role="tab" id="tab-pyorat" aria-controls="panel-pyorat" aria-selected="true">Polkupyörät</button>
      <button role="tab" id="tab-sahko" aria-controls="panel-sahko" aria-selected="false">Sähköpyörät</button>
      <button role="tab" id="tab-varusteet" aria-controls="panel-varusteet" aria-selected="false">Varusteet</button>
    </div>
    <div role="tabpanel" id="panel-pyorat" aria-labelledby="tab-pyorat">
      <ul class="brand-grid grid grid--4-col-desktop" role="list">
        ${brand('Norrvik Cycles', 'https://www.norrvikcycles.com/', 'norrvik', 'Maantie- ja gravel-pyörät')}
        ${brand('Kettu Bikes', 'https://kettubikes.fi/', 'kettu', 'Suomalaiset maastopyörät')}
        ${brand('Alpenrad', 'https://www.alpenrad.de/', 'alpenrad', 'Retkeily- ja kaupunkipyörät')}
        ${brand('Velotta', 'https://velotta.it/en/', 'velotta', 'Italialaiset kilpapyörät')}
      </ul>
    </div>
    <div role="tabpanel" id="panel-sahko" aria-labelledby="tab-sahko" hidden>
      <ul class="brand-grid grid grid--4-col-desktop" role="list">
        ${brand('Baana E-bikes', 'https://baana-ebikes.fi/', 'baana', 'Kaupunki- ja tavarasähköpyörät')}
        ${brand('Voltrider', 'https://www.voltrider.eu/', 'voltrider', 'Sähkömaastopyörät')}
      </ul>
    </div>
    <div role="tabpanel" id="panel-varusteet" aria-labelledby="tab-varusteet" hidden>
      <ul class="brand-grid grid grid--4-col-desktop" role="list">
        ${brand('Tundra Gear', 'https://tundragear.se/', 'tundra', 'Talvivarusteet ja laukut')}
      </ul>
      <p class="caption">Myymälöissä myös Shimano- ja SRAM-varaosat sekä Continentalin renkaat.</p>
    </div>
  </div>
</div>
<div id="shopify-section-template--17204961427679__tyosuhdepyora" class="shopify-section section">
  <div class="page-width page-width--narrow rte" id="tyosuhdepyora">
    <h2>Työsuhdepyöräkumppanit</h2>
    <p>Työsuhdepyörän voit hankkia meiltä yhteistyökumppaneidemme kautta:</p>
    <ul>
      <li><a href="https://www.pyoraetu.fi/">Pyöräetu</a> – työnantajan leasing-pyöräetu</li>
      <li><a href="https://velolease.fi/yrityksille">VeloLease</a> – pyöräetu myös pienille yrityksille</li>
    </ul>
  </div>
</div>`,
);

const myymalat = doc(
  'Myymälät – Vauhti Pyörä',
  'Vauhti Pyörän myymälät Tampereella, Helsingissä, Turussa ja Oulussa.',
  '/pages/myymalat',
  'page',
  `<div id="shopify-section-template--17204961460447__main" class="shopify-section section">
  <div class="page-width page-width--narrow">
    <h1 class="main-page-title page-title h0">Myymälät</h1>
    <div class="rte">
      <h3>Vauhti Tampere</h3><p>Hatanpään valtatie 24, 33100 Tampere · ma–pe 10–19, la 10–16 · <a href="https://maps.google.com/?q=Hatanp%C3%A4%C3%A4n+valtatie+24+Tampere">Reittiohjeet</a></p>
      <h3>Vauhti Helsinki Kallio</h3><p>Sörnäisten rantatie 11, 00530 Helsinki · <a href="https://maps.google.com/?q=S%C3%B6rn%C3%A4isten+rantatie+11">Reittiohjeet</a></p>
      <h3>Vauhti Turku</h3><p>Itäinen Pitkäkatu 38, 20520 Turku</p>
      <h3>Vauhti Oulu</h3><p>Kauppurienkatu 9, 90100 Oulu</p>
    </div>
  </div>
</div>`,
);

const tietoa = doc(
  'Tietoa meistä – Vauhti Pyörä',
  'Vauhti Pyörä perustettiin Tampereella 2009.',
  '/pages/tietoa-meista',
  'page',
  `<div id="shopify-section-template--17204961493215__main" class="shopify-section section">
  <div class="page-width page-width--narrow">
    <h1 class="main-page-title page-title h0">Tietoa meistä</h1>
    <div class="rte">
      <p>Vauhti Pyörä perustettiin Tampereella vuonna 2009 pieneksi huoltoliikkeeksi. Nykyään meillä on neljä myymälää ja verkkokauppa, ja työllistämme 46 pyöräalan ammattilaista.</p>
      <h2>Tuemme paikallista pyöräilyä</h2>
      <p>Olemme <a href="https://www.tampereenpyorailijat.fi/">Tampereen Pyöräilijät ry:n</a> pääsponsori ja sponsoroimme Oulun talvipyöräilytapahtumaa <a href="https://www.talvipolkimet.fi/">Talvipolkimet</a>.</p>
      <h2>Mediassa</h2>
      <p><a href="https://www.kauppalehti.fi/uutiset/vauhti-pyora-kasvaa-sahkopyorilla/">Kauppalehti: Vauhti Pyörä kasvaa sähköpyörillä</a> (3/2024)</p>
      <p>Olemme <a href="https://www.pyorakauppiaat.fi/">Suomen Pyöräkauppiaat ry:n</a> jäsen.</p>
    </div>
  </div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'vauhtipyora.fi',
  otherDomains: ['vauhtihuolto.fi'],
  covers:
    'Finnish bike shop chain on Shopify (Dawn theme, Cloudflare, Klaviyo, Judge.me, payment icons): brand page with tabs of brand logo grids it is an authorized dealer for (img alt + title), spare-part brands named without links, employee-bike benefit partners in a list; negatives: payment-method icons, sponsorships, press, association membership, job board, own service-booking domain, map links, social links including Strava club',
  pages: {
    '/': { headers, html: home },
    '/pages/merkit': { headers, html: merkit },
    '/pages/myymalat': { headers, html: myymalat },
    '/pages/tietoa-meista': { headers, html: tietoa },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'cloudflare' },
      html: '# we use Shopify as our ecommerce platform\n\nUser-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /checkout\nDisallow: /account\nDisallow: /search\nSitemap: https://vauhtipyora.fi/sitemap.xml\n',
    },
  },
  technologies: ['shopify', 'cart-functionality', 'cloudflare', 'klaviyo', 'judge-me', 'visa', 'mastercard', 'klarna-checkout'],
  partners: {
    'norrvikcycles.com': 'channel',
    'kettubikes.fi': 'channel',
    'alpenrad.de': 'channel',
    'velotta.it': 'channel',
    'baana-ebikes.fi': 'channel',
    'voltrider.eu': 'channel',
    'tundragear.se': 'channel',
    'pyoraetu.fi': 'generic',
    'velolease.fi': 'generic',
  },
};
