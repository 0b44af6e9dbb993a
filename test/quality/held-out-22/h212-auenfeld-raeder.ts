import type { CorpusSite } from '../corpus/types.js';

// Auenfeld Räder: German trekking and e-bike maker on Shopware 6, German.

const D = 'auenfeld-raeder.de';
const B = `https://www.${D}`;
const THEME = `${B}/theme/6a1f3c0e8b2d4f7a9c5e1b3d7f0a2c4e`;

const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'cache-control': 'no-cache, private',
  'sw-invalidation-states': '',
  'sw-language-id': '2fbb5fe2e29a4d70aa5854ce7ce3e20b',
  'sw-version-id': '0fa91ce3e96a4bc2be4bd9ce752c3425',
  'x-frame-options': 'deny',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'set-cookie': 'session-=b7d1e0f4a3c94b1e8d2f6a5c0e9b7d13; path=/; secure; httponly; samesite=lax',
  ...extra,
});

type Dealer = {
  id: string;
  name: string;
  tier: 'premium' | 'fachhaendler' | 'service';
  street: string;
  zip: string;
  city: string;
  country: 'DE' | 'AT' | 'CH';
  phone: string;
  web: string | null;
  lat: number;
  lng: number;
  testride: boolean;
};

const dealers: Dealer[] = [
  {
    id: 'zweirad-kessler-kassel',
    name: 'Zweirad Kessler',
    tier: 'premium',
    street: 'Friedrich-Ebert-Straße 118',
    zip: '34119',
    city: 'Kassel',
    country: 'DE',
    phone: '+49 561 7395210',
    web: 'https://www.zweirad-kessler.de',
    lat: 51.3149,
    lng: 9.4797,
    testride: true,
  },
  {
    id: 'radhaus-fulda',
    name: 'Radhaus am Dom',
    tier: 'premium',
    street: 'Pauluspromenade 7',
    zip: '36037',
    city: 'Fulda',
    country: 'DE',
    phone: '+49 661 2509870',
    web: 'https://radhaus-fulda.de',
    lat: 50.5541,
    lng: 9.6709,
    testride: true,
  },
  {
    id: 'emotion-stuttgart',
    name: 'e-motion e-Bike Welt Stuttgart',
    tier: 'premium',
    street: 'Heilbronner Straße 301',
    zip: '70469',
    city: 'Stuttgart',
    country: 'DE',
    phone: '+49 711 49068810',
    web: 'https://www.emotion-technologies.de/stuttgart',
    lat: 48.8108,
    lng: 9.1762,
    testride: true,
  },
  {
    id: 'velo-huber-innsbruck',
    name: 'Velo Huber',
    tier: 'premium',
    street: 'Amraser Straße 54',
    zip: '6020',
    city: 'Innsbruck',
    country: 'AT',
    phone: '+43 512 342218',
    web: 'https://www.velo-huber.at',
    lat: 47.2628,
    lng: 11.4117,
    testride: true,
  },
  {
    id: 'nordlicht-hamburg',
    name: 'Fahrradwerkstatt Nordlicht',
    tier: 'fachhaendler',
    street: 'Bahrenfelder Straße 160',
    zip: '22765',
    city: 'Hamburg',
    country: 'DE',
    phone: '+49 40 39905521',
    web: 'https://nordlicht-rad.de',
    lat: 53.5571,
    lng: 9.9276,
    testride: false,
  },
  {
    id: 'pedalritter-leipzig',
    name: 'Pedalritter',
    tier: 'fachhaendler',
    street: 'Karl-Liebknecht-Straße 93',
    zip: '04275',
    city: 'Leipzig',
    country: 'DE',
    phone: '+49 341 30890122',
    web: 'https://www.pedalritter-leipzig.de',
    lat: 51.3239,
    lng: 12.3743,
    testride: true,
  },
  {
    id: 'obermaier-rosenheim',
    name: 'Zweirad Obermaier',
    tier: 'fachhaendler',
    street: 'Kufsteiner Straße 71',
    zip: '83022',
    city: 'Rosenheim',
    country: 'DE',
    phone: '+49 8031 4088190',
    web: 'https://obermaier-zweirad.de',
    lat: 47.8462,
    lng: 12.1304,
    testride: false,
  },
  {
    id: 'lindner-goettingen',
    name: 'Radsport Lindner',
    tier: 'fachhaendler',
    street: 'Weender Landstraße 22',
    zip: '37073',
    city: 'Göttingen',
    country: 'DE',
    phone: '+49 551 4889230',
    web: null,
    lat: 51.5444,
    lng: 9.9365,
    testride: false,
  },
  {
    id: 'velowerk-muenster',
    name: 'Velowerk Münster',
    tier: 'fachhaendler',
    street: 'Hammer Straße 40',
    zip: '48153',
    city: 'Münster',
    country: 'DE',
    phone: '+49 251 98174560',
    web: 'https://velowerk-muenster.de',
    lat: 51.9488,
    lng: 7.6277,
    testride: true,
  },
  {
    id: 'fahrrad-xxl-koeln',
    name: 'Fahrrad XXL Feld',
    tier: 'fachhaendler',
    street: 'Am Braunsacker 4',
    zip: '50765',
    city: 'Köln',
    country: 'DE',
    phone: '+49 221 7908880',
    web: 'https://www.fahrrad-xxl.de/filialen/koeln',
    lat: 51.0153,
    lng: 6.8792,
    testride: true,
  },
  {
    id: 'radladen-kreuzberg',
    name: 'Radladen Kreuzberg',
    tier: 'fachhaendler',
    street: 'Oranienstraße 188',
    zip: '10999',
    city: 'Berlin',
    country: 'DE',
    phone: '+49 30 61657730',
    web: 'https://www.radladen-kreuzberg.de',
    lat: 52.5002,
    lng: 13.4202,
    testride: false,
  },
  {
    id: 'stemmer-graz',
    name: 'Zweirad Stemmer',
    tier: 'fachhaendler',
    street: 'Annenstraße 39',
    zip: '8020',
    city: 'Graz',
    country: 'AT',
    phone: '+43 316 717290',
    web: 'https://www.stemmer-rad.at',
    lat: 47.0707,
    lng: 15.4288,
    testride: false,
  },
  {
    id: 'bikestation-rheintal',
    name: 'Bikestation Rheintal',
    tier: 'fachhaendler',
    street: 'St. Gallerstrasse 12',
    zip: '9470',
    city: 'Buchs SG',
    country: 'CH',
    phone: '+41 81 7501930',
    web: 'https://bikestation-rheintal.ch',
    lat: 47.1672,
    lng: 9.4781,
    testride: true,
  },
  {
    id: 'rad-und-tat-bremen',
    name: 'Rad & Tat Servicepoint',
    tier: 'service',
    street: 'Vor dem Steintor 86',
    zip: '28203',
    city: 'Bremen',
    country: 'DE',
    phone: '+49 421 7940155',
    web: null,
    lat: 53.0743,
    lng: 8.8264,
    testride: false,
  },
  {
    id: 'kettenblatt-kiel',
    name: 'Kettenblatt mobil – mobile Radwerkstatt',
    tier: 'service',
    street: 'Holtenauer Straße 201',
    zip: '24105',
    city: 'Kiel',
    country: 'DE',
    phone: '+49 431 55781290',
    web: 'https://kettenblatt-mobil.de',
    lat: 54.3401,
    lng: 10.1318,
    testride: false,
  },
  {
    id: 'velo-buehler-bern',
    name: 'Velo Bühler',
    tier: 'service',
    street: 'Breitenrainplatz 38',
    zip: '3014',
    city: 'Bern',
    country: 'CH',
    phone: '+41 31 3321840',
    web: 'https://www.velobuehler.ch',
    lat: 46.9602,
    lng: 7.4552,
    testride: false,
  },
];

const tierLabel = { premium: 'Premium-Partner', fachhaendler: 'Fachhändler', service: 'Servicepartner' } as const;

const head = (title: string, description: string, path: string, extraHead = '') => `<head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
        <meta name="author" content="">
        <meta name="robots" content="index,follow">
        <meta name="revisit-after" content="15 days">
        <meta name="keywords" content="Trekkingrad, E-Bike, Riemenantrieb, Pinion, Kassel, Fahrradmanufaktur">
        <meta name="description" content="${description}">
        <meta property="og:type" content="website">
        <meta property="og:site_name" content="Auenfeld Räder">
        <meta property="og:url" content="${B}${path}">
        <meta property="og:title" content="${title}">
        <meta property="og:description" content="${description}">
        <meta property="og:image" content="${B}/media/2f/7a/11/1708531200/auenfeld-og.jpg">
        <meta name="twitter:card" content="summary">
        <meta name="twitter:site" content="Auenfeld Räder">
        <meta name="theme-color" content="#fff">
        <link rel="shortcut icon" href="${B}/media/c1/03/9e/1708531200/favicon.png">
        <link rel="apple-touch-icon" href="${B}/media/c1/03/9e/1708531200/apple-touch-icon.png">
        <link rel="canonical" href="${B}${path}">
        <title itemprop="name">${title}</title>
        <link rel="stylesheet" href="${THEME}/css/all.css?1712743921">
        <script id="Cookiebot" src="https://consent.cookiebot.com/uc.js" data-cbid="6b3e2f1a-9d4c-4e7b-8a2f-0c1d5e9b7a34" data-culture="DE" data-blockingmode="auto" type="text/javascript"></script>
        <script>
            window.features = {"V6_5_0_0":true,"v6.5.0.0":true,"V6_6_0_0":true,"v6.6.0.0":true,"V6_7_0_0":false,"v6.7.0.0":false,"ADDRESS_SELECTION_REWORK":false,"DISABLE_VUE_COMPAT":false,"ACCESSIBILITY_TWEAKS":false,"CACHE_REWORK":false};
        </script>
        <script>
            window.activeNavigationId = '018e4b2f6a7c7d1e9f3a5b8c2d4e6f10';
            window.router = {
                'frontend.cart.offcanvas': '/checkout/offcanvas',
                'frontend.cookie.offcanvas': '/cookie/offcanvas',
                'frontend.checkout.finish.page': '/checkout/finish',
                'frontend.checkout.info': '/widgets/checkout/info',
                'frontend.menu.offcanvas': '/widgets/menu/offcanvas',
                'frontend.cms.page': '/widgets/cms',
                'frontend.cms.navigation.page': '/widgets/cms/navigation',
                'frontend.account.addressbook': '/widgets/account/address-book',
                'frontend.country.country-data': '/country/country-state-data',
                'frontend.app-system.generate-token': '/app-system/Placeholder/generate-token',
            };
            window.salesChannelId = '018d2c7e1b9a70f3a6d4e2c8b0f5a713';
            window.breakpoints = {"xs":0,"sm":576,"md":768,"lg":992,"xl":1200,"xxl":1400};
            window.customerLoggedInState = 0;
            window.wishlistEnabled = 1;
            window.themeAssetsPublicPath = '${THEME}/assets/';
            window.themeJsPublicPath = '${THEME}/js/';
        </script>
        <script>
            var _paq = window._paq = window._paq || [];
            _paq.push(['requireCookieConsent']);
            _paq.push(['trackPageView']);
            _paq.push(['enableLinkTracking']);
            (function() {
                var u = "https://statistik.${D}/";
                _paq.push(['setTrackerUrl', u + 'matomo.php']);
                _paq.push(['setSiteId', '1']);
                var d = document, g = d.createElement('script'), s = d.getElementsByTagName('script')[0];
                g.async = true; g.src = u + 'matomo.js'; s.parentNode.insertBefore(g, s);
            })();
        </script>
        <script type="text/javascript" src="${THEME}/js/storefront/storefront.js?1712743921" defer></script>
        <script type="text/javascript" src="${THEME}/js/auenfeld-theme/auenfeld-theme.js?1712743921" defer></script>
        <script type="text/javascript" src="${THEME}/js/swag-pay-pal/swag-pay-pal.js?1712743921" defer></script>
        ${extraHead}
    </head>`;

const nav = `
        <div class="skip-to-content bg-primary-subtle text-primary-emphasis visually-hidden-focusable overflow-hidden"><div class="container d-flex justify-content-center"><a href="#content-main" class="skip-to-content-link d-inline-flex text-decoration-underline m-1 p-2 fw-bold gap-2">Zum Hauptinhalt springen</a></div></div>
        <div class="top-bar d-none d-lg-block"><div class="container"><nav class="top-bar-nav">
            <div class="top-bar-nav-item top-bar-usp">✓ Handgefertigt in Kassel &nbsp; ✓ 10 Jahre Rahmengarantie &nbsp; ✓ Probefahrt beim Händler</div>
            <div class="top-bar-nav-item top-bar-language"><form method="post" action="/checkout/language" class="language-form"><div class="languages-menu dropdown"><button class="btn dropdown-toggle top-bar-nav-btn" type="button" id="languagesDropdown-top-bar" data-bs-toggle="dropdown" aria-haspopup="true" aria-expanded="false"><span class="top-bar-list-icon language-flag country-de language-de"></span><span class="top-bar-nav-text">Deutsch</span></button><div class="top-bar-list dropdown-menu dropdown-menu-end" aria-labelledby="languagesDropdown-top-bar"><div class="top-bar-list-item dropdown-item item-checked" title="Deutsch"><label class="top-bar-list-label" for="top-bar-2fbb5fe2e29a4d70aa5854ce7ce3e20b"><input id="top-bar-2fbb5fe2e29a4d70aa5854ce7ce3e20b" class="top-bar-list-radio" value="2fbb5fe2e29a4d70aa5854ce7ce3e20b" name="languageId" type="radio" checked>Deutsch</label></div><div class="top-bar-list-item dropdown-item" title="English"><label class="top-bar-list-label" for="top-bar-7a1c"><input id="top-bar-7a1c" class="top-bar-list-radio" value="7a1c0e4b9d2f43a8b6e1c5d9f0a3b7e2" name="languageId" type="radio">English</label></div></div></div></form></div>
        </nav></div></div>
        <header class="header-main">
            <div class="container">
                <div class="row align-items-center header-row">
                    <div class="col-12 col-lg-auto header-logo-col"><div class="header-logo-main"><a class="header-logo-main-link" href="/" title="Zur Startseite gehen"><picture class="header-logo-picture"><img src="${B}/media/8d/41/f0/1708531200/auenfeld-logo.svg" alt="Zur Startseite gehen" class="img-fluid header-logo-main-img"></picture></a></div></div>
                    <div class="col-12 order-2 col-sm order-sm-1 header-search-col"><div class="collapse" id="searchCollapse"><div class="header-search"><form action="/search" method="get" data-search-widget="true" data-url="/suggest?search=" class="header-search-form"><div class="input-group"><input type="search" name="search" class="form-control header-search-input" autocomplete="off" autocapitalize="off" placeholder="Suchbegriff eingeben ..." aria-label="Suchbegriff eingeben ..." value=""><button type="submit" class="btn header-search-btn" aria-label="Suchen"><span class="header-search-icon"><span class="icon icon-search"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path fill="#758CA3" fill-rule="evenodd" d="M10.0944 16.3199 4.707 21.707c-.3905.3905-1.0237.3905-1.4142 0-.3905-.3905-.3905-1.0237 0-1.4142L8.68 14.9056C7.6271 13.551 7 11.8487 7 10c0-4.4183 3.5817-8 8-8s8 3.5817 8 8-3.5817 8-8 8c-1.8487 0-3.551-.627-4.9056-1.6801zM15 16c3.3137 0 6-2.6863 6-6s-2.6863-6-6-6-6 2.6863-6 6 2.6863 6 6 6z"/></svg></span></span></button></div></form></div></div></div>
                    <div class="col-12 order-1 col-sm-auto order-sm-2 header-actions-col"><div class="row g-0">
                        <div class="col-auto"><div class="header-wishlist"><a class="btn header-wishlist-btn header-actions-btn" href="/wishlist" title="Merkzettel" aria-label="Merkzettel"><span class="header-wishlist-icon"><span class="icon icon-heart"></span></span><span class="badge bg-primary header-wishlist-badge" id="wishlist-basket" data-wishlist-storage="true"></span></a></div></div>
                        <div class="col-auto"><div class="account-menu"><div class="dropdown"><button class="btn account-menu-btn header-actions-btn" type="button" id="accountWidget" data-account-menu="true" data-bs-toggle="dropdown" aria-haspopup="true" aria-expanded="false" aria-label="Ihr Konto" title="Ihr Konto"><span class="icon icon-avatar"></span></button><div class="dropdown-menu dropdown-menu-end account-menu-dropdown js-account-menu-dropdown" aria-labelledby="accountWidget"><div class="account-menu-login"><a href="/account/login" title="Anmelden" class="btn btn-primary account-menu-login-button">Anmelden</a><div class="account-menu-register">oder <a href="/account/login" title="Registrieren">registrieren</a></div></div></div></div></div></div>
                        <div class="col-auto"><div class="header-cart" data-off-canvas-cart="true"><a class="btn header-cart-btn header-actions-btn" href="/checkout/cart" data-cart-widget="true" title="Warenkorb" aria-label="Warenkorb"><span class="header-cart-icon"><span class="icon icon-bag"></span></span><span class="header-cart-total">0,00 €</span></a></div></div>
                    </div></div>
                </div>
            </div>
        </header>
        <div class="nav-main"><div class="main-navigation" id="mainNavigation" data-flyout-menu="true"><div class="container"><nav class="nav main-navigation-menu" itemscope="itemscope" itemtype="https://schema.org/SiteNavigationElement" aria-label="Hauptnavigation">
            <a class="nav-link main-navigation-link nav-item-018e4b2f" href="/" itemprop="url" title="Home"><div class="main-navigation-link-text"><span itemprop="name">Home</span></div></a>
            <a class="nav-link main-navigation-link" href="/e-bikes/" itemprop="url" data-flyout-menu-trigger="018e4b30" title="E-Bikes"><div class="main-navigation-link-text"><span itemprop="name">E-Bikes</span></div></a>
            <a class="nav-link main-navigation-link" href="/trekkingraeder/" itemprop="url" title="Trekkingräder"><div class="main-navigation-link-text"><span itemprop="name">Trekkingräder</span></div></a>
            <a class="nav-link main-navigation-link" href="/zubehoer/" itemprop="url" title="Zubehör"><div class="main-navigation-link-text"><span itemprop="name">Zubehör</span></div></a>
            <a class="nav-link main-navigation-link" href="/dienstrad-leasing/" itemprop="url" title="Dienstrad-Leasing"><div class="main-navigation-link-text"><span itemprop="name">Dienstrad-Leasing</span></div></a>
            <a class="nav-link main-navigation-link" href="/haendlersuche/" itemprop="url" title="Händlersuche"><div class="main-navigation-link-text"><span itemprop="name">Händlersuche</span></div></a>
            <a class="nav-link main-navigation-link" href="/ueber-uns/" itemprop="url" title="Über uns"><div class="main-navigation-link-text"><span itemprop="name">Über uns</span></div></a>
        </nav></div>
        <div class="navigation-flyouts"><div class="navigation-flyout" data-flyout-menu-id="018e4b30"><div class="container"><div class="row navigation-flyout-bar"><div class="col"><div class="navigation-flyout-category-link"><a class="nav-link" href="/e-bikes/" itemprop="url" title="E-Bikes">Zur Kategorie E-Bikes</a></div></div></div>
            <div class="row navigation-flyout-content"><div class="col"><div class="navigation-flyout-categories"><div class="row navigation-flyout-categories is-level-0">
                <div class="col-3 navigation-flyout-col"><a class="nav-item nav-link navigation-flyout-link is-level-0" href="/e-bikes/trekking/" itemprop="url" title="E-Trekking"><span itemprop="name">E-Trekking</span></a></div>
                <div class="col-3 navigation-flyout-col"><a class="nav-item nav-link navigation-flyout-link is-level-0" href="/e-bikes/urban/" itemprop="url" title="E-Urban"><span itemprop="name">E-Urban</span></a></div>
                <div class="col-3 navigation-flyout-col"><a class="nav-item nav-link navigation-flyout-link is-level-0" href="/e-bikes/lastenrad/" itemprop="url" title="E-Lastenrad"><span itemprop="name">E-Lastenrad</span></a></div>
                <div class="col-3 navigation-flyout-col"><a class="nav-item nav-link navigation-flyout-link is-level-0" href="/e-bikes/konfigurator/" itemprop="url" title="Konfigurator"><span itemprop="name">Konfigurator</span></a></div>
            </div></div></div></div></div></div></div>
        </div>`;

const footer = `
        <footer class="footer-main">
            <div class="container">
                <div id="footerColumns" class="row footer-columns" data-collapse-footer="true" role="list">
                    <div class="col-md-4 footer-column js-footer-column" role="listitem">
                        <div class="footer-column-headline footer-headline js-footer-column-headline">Service-Hotline</div>
                        <div class="footer-column-content collapse js-footer-column-content footer-contact"><div class="footer-column-content-inner">
                            <p class="footer-contact-hotline">Unterstützung und Beratung unter:<br><a href="tel:+4956198765430" title="Service-Hotline">+49 561 98765430</a><br>Mo–Fr, 9–17 Uhr</p>
                            <p class="footer-contact-form">Oder schreiben Sie uns an <a href="mailto:service@auenfeld-raeder.de">service@auenfeld-raeder.de</a> oder über unser <a href="/kontakt/" title="Kontaktformular">Kontaktformular</a>.</p>
                        </div></div>
                    </div>
                    <div class="col-md-4 footer-column js-footer-column" role="listitem">
                        <div class="footer-column-headline footer-headline js-footer-column-headline">Auenfeld</div>
                        <div class="footer-column-content collapse js-footer-column-content"><div class="footer-column-content-inner"><ul class="list-unstyled">
                            <li class="footer-link-item"><a class="footer-link" href="/ueber-uns/" title="Über uns">Über uns</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/marke/partner/" title="Partner &amp; Komponenten">Partner &amp; Komponenten</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/haendlersuche/" title="Händlersuche">Händlersuche</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/haendler-werden/" title="Händler werden">Händler werden</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="https://auenfeld-raeder.jobs.personio.de/" target="_blank" title="Karriere">Karriere</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/presse/" title="Presse">Presse</a></li>
                        </ul></div></div>
                    </div>
                    <div class="col-md-4 footer-column js-footer-column" role="listitem">
                        <div class="footer-column-headline footer-headline js-footer-column-headline">Informationen</div>
                        <div class="footer-column-content collapse js-footer-column-content"><div class="footer-column-content-inner"><ul class="list-unstyled">
                            <li class="footer-link-item"><a class="footer-link" href="/versand-und-lieferung/" title="Versand und Lieferung">Versand und Lieferung</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/garantie/" title="Garantie">10 Jahre Rahmengarantie</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/widerrufsbelehrung/" title="Widerrufsbelehrung">Widerrufsbelehrung</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/agb/" title="AGB">AGB</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/datenschutz/" title="Datenschutz">Datenschutz</a></li>
                            <li class="footer-link-item"><a class="footer-link" href="/impressum/" title="Impressum">Impressum</a></li>
                        </ul></div></div>
                    </div>
                </div>
                <div class="footer-payment-shipping row">
                    <div class="col-md-6 footer-logos footer-payment"><span class="footer-logos-headline">Sicher bezahlen</span>
                        <img src="${B}/media/payment/paypal.svg" alt="PayPal" width="60" height="24" loading="lazy">
                        <img src="${B}/media/payment/klarna.svg" alt="Klarna Rechnung" width="60" height="24" loading="lazy">
                        <img src="${B}/media/payment/visa.svg" alt="Visa" width="60" height="24" loading="lazy">
                        <img src="${B}/media/payment/mastercard.svg" alt="Mastercard" width="60" height="24" loading="lazy">
                        <img src="${B}/media/payment/vorkasse.svg" alt="Vorkasse" width="60" height="24" loading="lazy">
                    </div>
                    <div class="col-md-6 footer-logos footer-social"><span class="footer-logos-headline">Folgen Sie uns</span>
                        <a href="https://www.instagram.com/auenfeld.raeder/" target="_blank" rel="noopener" title="Instagram">Instagram</a> ·
                        <a href="https://www.facebook.com/auenfeldraeder" target="_blank" rel="noopener" title="Facebook">Facebook</a> ·
                        <a href="https://www.youtube.com/@auenfeldraeder" target="_blank" rel="noopener" title="YouTube">YouTube</a> ·
                        <a href="https://www.strava.com/clubs/auenfeld" target="_blank" rel="noopener" title="Strava">Strava-Club</a>
                    </div>
                </div>
            </div>
            <div class="footer-bottom"><div class="container">
                <div class="footer-vat"><p>* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. <a href="/versand-und-lieferung/" title="Versandkosten">Versandkosten</a>, wenn nicht anders angegeben.</p></div>
                <div class="footer-copyright">© 2024 Auenfeld Räder GmbH · Kassel</div>
                <div class="footer-service-menu-list"><ul class="list-unstyled"><li class="footer-service-menu-item"><a href="/kontakt/" title="Kontakt">Kontakt</a></li><li class="footer-service-menu-item"><a href="/impressum/" title="Impressum">Impressum</a></li><li class="footer-service-menu-item"><a href="/datenschutz/" title="Datenschutz">Datenschutz</a></li><li class="footer-service-menu-item"><a href="javascript:Cookiebot.renew()" title="Cookie-Einstellungen">Cookie-Einstellungen</a></li></ul></div>
            </div></div>
        </footer>
        <div class="scroll-up-container" role="region" aria-label="Zum Seitenanfang"><div class="scroll-up-button"><button type="button" class="btn btn-primary" aria-label="Zum Seitenanfang"><span class="icon icon-arrow-up"></span></button></div></div>
        <div class="js-pseudo-modal-template"><div class="modal modal-lg fade" tabindex="-1" role="dialog"><div class="modal-dialog" role="document"><div class="modal-content"><div class="modal-header only-close"><div class="modal-title js-pseudo-modal-template-title-element h5"></div><button type="button" class="btn-close close" data-bs-dismiss="modal" aria-label="Schließen"></button></div><div class="modal-body js-pseudo-modal-template-content-element"></div></div></div></div></div>`;

const page = (o: {
  title: string;
  description: string;
  path: string;
  body: string;
  extraHead?: string;
  bodyClass?: string;
}) => `<!DOCTYPE html>
<html lang="de-DE" itemscope="itemscope" itemtype="https://schema.org/WebPage">
    ${head(o.title, o.description, o.path, o.extraHead ?? '')}
    <body class="${o.bodyClass ?? 'is-ctl-navigation is-act-index'}">
        ${nav}
        <main class="content-main" id="content-main">
            <div class="flashbags container"></div>
            <div class="container-main">
${o.body}
            </div>
        </main>
        ${footer}
    </body>
</html>`;

const bikes = [
  { slug: 'auenfeld-tal-e-trekking', name: 'Tal E · Trekking', price: '4.290,00', tag: 'Bosch Performance Line CX' },
  { slug: 'auenfeld-fulda-pinion', name: 'Fulda P1.12 · Reiserad', price: '3.590,00', tag: 'Pinion C1.12 · Gates CDX' },
  { slug: 'auenfeld-werra-urban', name: 'Werra · Urban', price: '1.890,00', tag: 'Shimano Nexus 8 · Riemen' },
  { slug: 'auenfeld-eder-e-urban', name: 'Eder E · Urban', price: '3.490,00', tag: 'Bosch Active Line Plus' },
  { slug: 'auenfeld-diemel-lastenrad', name: 'Diemel E · Lastenrad', price: '5.890,00', tag: 'Bosch Cargo Line' },
  { slug: 'auenfeld-tal-e-trekking-tiefeinsteiger', name: 'Tal E · Tiefeinsteiger', price: '4.290,00', tag: 'Bosch Performance Line CX' },
];

const productBox = (b: (typeof bikes)[number]) => `
                <div class="cms-listing-col col-sm-6 col-lg-4"><div class="card product-box box-standard"><div class="card-body">
                    <div class="product-badges"><div class="badge bg-success badge-new">Neu 2024</div></div>
                    <div class="product-image-wrapper"><a href="/${b.slug}/" title="${b.name}" class="product-image-link is-standard"><img src="${B}/thumbnail/9e/2b/6f/1708531200/${b.slug}_800x800.jpg" srcset="${B}/thumbnail/9e/2b/6f/1708531200/${b.slug}_400x400.jpg 400w, ${B}/thumbnail/9e/2b/6f/1708531200/${b.slug}_800x800.jpg 800w" sizes="(min-width: 1200px) 284px, (min-width: 992px) 350px, 501px" class="product-image is-standard" alt="${b.name}" title="${b.name}" loading="lazy"></a></div>
                    <div class="product-info"><a href="/${b.slug}/" class="product-name" title="${b.name}">${b.name}</a><div class="product-variant-characteristics"><div class="product-variant-characteristics-text">${b.tag}</div></div>
                    <div class="product-price-info"><div class="product-price-wrapper"><span class="product-price">ab ${b.price} €*</span></div></div>
                    <div class="product-action"><a href="/${b.slug}/" class="btn d-block btn-light" title="Details">Details</a></div></div>
                </div></div></div>`;

const home = page({
  title: 'Auenfeld Räder – Trekking- und E-Bikes aus Kassel',
  description:
    'Handgefertigte Trekkingräder, E-Bikes und Lastenräder aus Kassel. Mit Riemenantrieb, Pinion-Getriebe und 10 Jahren Rahmengarantie.',
  path: '/',
  bodyClass: 'is-ctl-navigation is-act-home',
  body: `
                <div class="cms-page"><div class="cms-sections">
                    <div class="cms-section pos-0 cms-section-default" style=""><div class="cms-section-default boxed">
                        <div class="cms-block pos-0 cms-block-image-text-cover"><div class="cms-block-container"><div class="cms-block-container-row row cms-row">
                            <div class="col-md-6" data-cms-element-id="018e4b31"><div class="cms-element-image"><div class="cms-image-container is-cover" style="min-height: 520px;"><img src="${B}/media/4a/90/bc/1708531200/hero-tal-e-edersee.jpg" alt="Tal E am Edersee" class="cms-image" loading="eager"></div></div></div>
                            <div class="col-md-6"><div class="cms-element-text"><h1>Gebaut für die lange Strecke.</h1><p>Seit 1994 bauen wir in Kassel Räder, die zehn, zwanzig Jahre halten. Stahl- und Aluminiumrahmen, in Nordhessen geschweißt und von Hand montiert – mit wartungsarmem Riemenantrieb und auf Wunsch mit Pinion-Getriebe.</p><p><a class="btn btn-primary" href="/e-bikes/">E-Bikes entdecken</a> <a class="btn btn-outline-primary" href="/haendlersuche/">Probefahrt beim Händler</a></p></div></div>
                        </div></div></div>
                        <div class="cms-block pos-1 cms-block-product-listing"><div class="cms-block-container"><div class="cms-block-container-row row cms-row"><div class="col-12"><div class="cms-element-product-listing-wrapper"><h2 class="cms-element-title">Modelljahr 2024</h2><div class="cms-element-product-listing"><div class="row cms-listing-row js-listing-wrapper">
${bikes.map(productBox).join('')}
                        </div></div></div></div></div></div></div>
                        <div class="cms-block pos-2 cms-block-text-three-column"><div class="cms-block-container"><div class="cms-block-container-row row cms-row">
                            <div class="col-md-4"><div class="cms-element-text"><h3>10 Jahre Rahmengarantie</h3><p>Auf jeden Rahmen und jede Gabel. Registrieren Sie Ihr Rad online und die Garantie verlängert sich automatisch.</p></div></div>
                            <div class="col-md-4"><div class="cms-element-text"><h3>Über 120 Fachhändler</h3><p>In Deutschland, Österreich und der Schweiz. Unsere Premium-Partner halten eine Testflotte für Probefahrten bereit.</p></div></div>
                            <div class="col-md-4"><div class="cms-element-text"><h3>Dienstrad-Leasing</h3><p>Alle Modelle sind über die gängigen Leasing-Anbieter als Dienstrad erhältlich – bis zu 40 % günstiger als beim Kauf.</p></div></div>
                        </div></div></div>
                        <div class="cms-block pos-3 cms-block-youtube-video"><div class="cms-block-container"><div class="cms-block-container-row row cms-row"><div class="col-12"><div class="cms-element-youtube-video"><iframe class="cms-element-youtube-video__video" src="https://www.youtube-nocookie.com/embed/Qm3x1R8tKpA?rel=0&amp;disablekb=1" title="Zu Besuch in der Manufaktur" allowfullscreen></iframe></div></div></div></div></div>
                        <div class="cms-block pos-4 cms-block-image-three-column"><div class="cms-block-container"><div class="cms-block-container-row row cms-row">
                            <div class="col-12"><h2 class="text-center">Ausgezeichnet</h2></div>
                            <div class="col-md-4 text-center"><img src="${B}/media/awards/eurobike-award-2023.png" alt="Eurobike Award 2023" loading="lazy"><p>Eurobike Award 2023 für das Fulda P1.12</p></div>
                            <div class="col-md-4 text-center"><img src="${B}/media/awards/elektrorad-testsieger.png" alt="ElektroRad Testsieger 3/2024" loading="lazy"><p><a href="https://www.elektrorad-magazin.de/tests/trekking-e-bikes-2024" target="_blank" rel="noopener">Testsieger ElektroRad 3/2024</a></p></div>
                            <div class="col-md-4 text-center"><img src="${B}/media/awards/german-design-award.png" alt="German Design Award Special Mention" loading="lazy"><p>German Design Award 2022 – Special Mention</p></div>
                        </div></div></div>
                    </div></div>
                </div></div>`,
});

const dealerCard = (d: Dealer) => `
                            <li class="dealer-list-item dealer-tier-${d.tier}" data-dealer-id="${d.id}" data-country="${d.country}" data-zip="${d.zip}">
                                <div class="dealer-card card"><div class="card-body">
                                    <span class="badge dealer-badge dealer-badge--${d.tier}">${tierLabel[d.tier]}</span>${d.testride ? ' <span class="badge bg-light text-dark">Testflotte</span>' : ''}
                                    <h3 class="dealer-name h5">${d.tier === 'premium' ? `<a href="/haendler/${d.id}/">${d.name}</a>` : d.name}</h3>
                                    <address class="dealer-address">${d.street}<br>${d.country === 'DE' ? '' : d.country + '-'}${d.zip} ${d.city}</address>
                                    <p class="dealer-contact"><a href="tel:${d.phone.replace(/ /g, '')}">${d.phone}</a>${d.web ? `<br><a href="${d.web}" target="_blank" rel="noopener" class="dealer-web">Website</a>` : ''}</p>
                                    <a class="dealer-route" href="https://www.openstreetmap.org/directions?to=${d.lat}%2C${d.lng}" target="_blank" rel="noopener">Route planen</a>
                                </div></div>
                            </li>`;

const haendlersuche = page({
  title: 'Händlersuche | Auenfeld Räder',
  description: 'Finden Sie Ihren Auenfeld-Fachhändler in Deutschland, Österreich und der Schweiz – mit Probefahrt, Beratung und Service.',
  path: '/haendlersuche/',
  extraHead: `<link rel="stylesheet" href="${B}/bundles/auenfelddealerlocator/static/leaflet-1.9.4/leaflet.css">
        <script type="text/javascript" src="${B}/bundles/auenfelddealerlocator/static/leaflet-1.9.4/leaflet.js" defer></script>`,
  body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-default boxed">
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <h1>Händlersuche</h1>
                        <p>Ein Fahrrad kauft man nicht ohne Probefahrt. Unsere Händler beraten Sie, stellen Ihr Rad ein und übernehmen Inspektion und Garantieabwicklung. <strong>Premium-Partner</strong> führen das komplette Sortiment und eine Testflotte, <strong>Fachhändler</strong> führen ausgewählte Modelle und bestellen jedes Rad für Sie, <strong>Servicepartner</strong> übernehmen Wartung und Reparatur.</p>
                    </div></div>
                    <div class="dealer-locator" data-dealer-locator="true" data-dealer-locator-options='{"tileUrl":"https://tile.openstreetmap.org/{z}/{x}/{y}.png","attribution":"© OpenStreetMap-Mitwirkende","defaultZoom":6,"center":[50.1,10.2]}'>
                        <form class="dealer-locator-form row g-2" action="/haendlersuche/" method="get">
                            <div class="col-md-4"><label class="form-label" for="dealerZip">PLZ oder Ort</label><input class="form-control" id="dealerZip" name="q" type="text" placeholder="z. B. 34117 oder Kassel"></div>
                            <div class="col-md-3"><label class="form-label" for="dealerCountry">Land</label><select class="form-select" id="dealerCountry" name="country"><option value="">Alle Länder</option><option value="DE">Deutschland</option><option value="AT">Österreich</option><option value="CH">Schweiz</option></select></div>
                            <div class="col-md-3"><label class="form-label" for="dealerTier">Händlertyp</label><select class="form-select" id="dealerTier" name="tier"><option value="">Alle</option><option value="premium">Premium-Partner</option><option value="fachhaendler">Fachhändler</option><option value="service">Servicepartner</option></select></div>
                            <div class="col-md-2 d-flex align-items-end"><button class="btn btn-primary w-100" type="submit">Suchen</button></div>
                            <div class="col-12 form-check"><input class="form-check-input" type="checkbox" id="dealerTestride" name="testride" value="1"><label class="form-check-label" for="dealerTestride">Nur Händler mit Testflotte</label></div>
                        </form>
                        <div class="row">
                            <div class="col-lg-7"><div id="dealer-map" class="dealer-map" style="height: 560px;" aria-label="Karte der Händler"></div></div>
                            <div class="col-lg-5"><p class="dealer-count"><strong>${dealers.length}</strong> Händler gefunden</p><ul class="dealer-list list-unstyled">
${dealers.map(dealerCard).join('')}
                            </ul></div>
                        </div>
                        <script type="application/json" id="dealer-data">${JSON.stringify({ dealers: dealers.map((d) => ({ id: d.id, name: d.name, type: d.tier, street: d.street, zip: d.zip, city: d.city, country: d.country, phone: d.phone, website: d.web, testRide: d.testride, position: { lat: d.lat, lng: d.lng } })) })}</script>
                    </div>
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <h2>Kein Händler in Ihrer Nähe?</h2>
                        <p>Wir liefern auch direkt – vormontiert und fahrfertig eingestellt. Für Inspektionen empfehlen wir dann einen unserer Servicepartner. Sie sind Fahrradhändler und möchten Auenfeld ins Sortiment aufnehmen? <a href="/haendler-werden/">Jetzt Händler werden</a>.</p>
                    </div></div>
                </div></div></div>`,
});

const dealerDetail = (d: Dealer, text: string) =>
  page({
    title: `${d.name}, ${d.city} – ${tierLabel[d.tier]} | Auenfeld Räder`,
    description: `${d.name} in ${d.city} ist ${tierLabel[d.tier]} von Auenfeld Räder.`,
    path: `/haendler/${d.id}/`,
    body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-default boxed">
                    <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/haendlersuche/">Händlersuche</a></li><li class="breadcrumb-item active" aria-current="page">${d.name}</li></ol></nav>
                    <div class="row dealer-detail">
                        <div class="col-md-7 cms-element-text">
                            <span class="badge dealer-badge dealer-badge--premium">Premium-Partner seit ${d.id === 'zweirad-kessler-kassel' ? '2009' : '2016'}</span>
                            <h1>${d.name}</h1>
                            ${text}
                            <h2 class="h4">Leistungen</h2>
                            <ul><li>Komplettes Auenfeld-Sortiment ab Lager</li><li>Testflotte mit 12 Rädern inkl. Lastenrad</li><li>Ergonomie-Beratung und Sitzpositionsanalyse</li><li>Inspektion, Garantie- und Kulanzabwicklung</li><li>Dienstrad-Leasing mit allen großen Anbietern</li></ul>
                        </div>
                        <div class="col-md-5"><div class="card"><div class="card-body">
                            <address>${d.name}<br>${d.street}<br>${d.country === 'DE' ? '' : d.country + '-'}${d.zip} ${d.city}</address>
                            <p>Telefon: <a href="tel:${d.phone.replace(/ /g, '')}">${d.phone}</a><br>Web: <a href="${d.web ?? ''}" target="_blank" rel="noopener">${(d.web ?? '').replace('https://', '')}</a></p>
                            <p><strong>Öffnungszeiten</strong><br>Mo–Fr 10:00–18:30<br>Sa 10:00–15:00</p>
                            <a class="btn btn-primary" href="/probefahrt/?dealer=${d.id}">Probefahrt anfragen</a>
                        </div></div></div>
                    </div>
                </div></div></div>`,
  });

const firstDealer = dealers[0] as Dealer;
const huber = dealers[3] as Dealer;

const kessler = dealerDetail(
  firstDealer,
  `<p>Familie Kessler verkauft und repariert seit 1978 Fahrräder in Kassel-Vorderer Westen und ist unser ältester Handelspartner – nur drei Kilometer von unserer Manufaktur entfernt. Hier stehen alle aktuellen Auenfeld-Modelle zur Probefahrt bereit, und jeden ersten Samstag im Monat gibt es eine Werkstattführung zusammen mit unserem Montageteam.</p>`,
);
const huberPage = dealerDetail(
  huber,
  `<p>Velo Huber ist unser Premium-Partner für Tirol und Vorarlberg. Das Team rund um Martina Huber ist auf Reise- und Bergtrekkingräder spezialisiert und bietet geführte Testtouren auf dem Inntal-Radweg an.</p>`,
);

const partnerPage = page({
  title: 'Partner &amp; Komponenten | Auenfeld Räder',
  description: 'Mit diesen Komponentenherstellern arbeiten wir zusammen – und in diesen Verbänden sind wir aktiv.',
  path: '/marke/partner/',
  body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-default boxed">
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <h1>Partner &amp; Komponenten</h1>
                        <p>Ein Rad ist nur so gut wie seine Teile. Rahmen und Gabeln fertigen wir selbst, für Antrieb, Schaltung und Reifen setzen wir auf wenige, langjährige Systempartner, mit denen wir unsere Modelle gemeinsam entwickeln und testen.</p>
                    </div></div>
                    <div class="cms-block cms-block-image-text-row"><div class="row partner-row">
                        <div class="col-md-6 col-lg-4 partner-tile"><a href="https://www.bosch-ebike.com/de/" target="_blank" rel="noopener"><img src="${B}/media/partner/bosch-ebike-systems.svg" alt="Bosch eBike Systems" loading="lazy"></a><h2 class="h5">Bosch eBike Systems</h2><p>Antriebspartner für alle E-Modelle – Performance Line CX, Active Line Plus und Cargo Line mit Smart System.</p></div>
                        <div class="col-md-6 col-lg-4 partner-tile"><a href="https://pinion.eu/" target="_blank" rel="noopener"><img src="${B}/media/partner/pinion.svg" alt="Pinion" loading="lazy"></a><h2 class="h5">Pinion</h2><p>Getriebepartner aus Denzlingen. Das C1.12-Getriebe im Fulda und die neue MGU im Tal E sind gemeinsam mit uns erprobt.</p></div>
                        <div class="col-md-6 col-lg-4 partner-tile"><a href="https://www.gatescarbondrive.com/" target="_blank" rel="noopener"><img src="${B}/media/partner/gates-carbon-drive.svg" alt="Gates Carbon Drive" loading="lazy"></a><h2 class="h5">Gates Carbon Drive</h2><p>Riemenantrieb an 80 % unserer Räder: kein Öl, kaum Verschleiß, bis zu 30.000 km Laufleistung.</p></div>
                        <div class="col-md-6 col-lg-4 partner-tile"><a href="https://www.schwalbe.com/" target="_blank" rel="noopener"><img src="${B}/media/partner/schwalbe.svg" alt="Schwalbe" loading="lazy"></a><h2 class="h5">Schwalbe</h2><p>Reifenpartner. Ab Werk montieren wir Marathon Efficiency und Big Ben Plus.</p></div>
                        <div class="col-md-6 col-lg-4 partner-tile"><a href="https://www.brooksengland.com/" target="_blank" rel="noopener"><img src="${B}/media/partner/brooks-england.svg" alt="Brooks England" loading="lazy"></a><h2 class="h5">Brooks England</h2><p>Ledersättel und Griffe für unsere Reiseräder.</p></div>
                        <div class="col-md-6 col-lg-4 partner-tile"><img src="${B}/media/partner/nordhessen-pulverbeschichtung.svg" alt="Pulverbeschichtung Nordhessen" loading="lazy"><h2 class="h5">Pulverbeschichtung Nordhessen</h2><p>Unser Lackierbetrieb in Baunatal – alle Rahmen werden 15 km von der Manufaktur entfernt pulverbeschichtet.</p></div>
                    </div></div>
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <h2>Mitgliedschaften &amp; Engagement</h2>
                        <p>Wir sind Mitglied im <a href="https://www.ziv-zweirad.de/" target="_blank" rel="noopener">Zweirad-Industrie-Verband (ZIV)</a> und fördern als Firmenmitglied den <a href="https://www.adfc.de/" target="_blank" rel="noopener">ADFC</a> bei der Radverkehrsplanung in Nordhessen. Unsere Rahmen sind nach DIN EN ISO 4210 geprüft; die Prüfungen übernimmt das unabhängige Labor des <a href="https://www.tuv.com/" target="_blank" rel="noopener">TÜV Rheinland</a>.</p>
                        <h2>Auszeichnungen</h2>
                        <p>Eurobike Award 2023 (<a href="https://www.eurobike.com/" target="_blank" rel="noopener">eurobike.com</a>) · German Design Award 2022 – Special Mention · Testsieger ElektroRad 3/2024</p>
                    </div></div>
                </div></div></div>`,
});

const leasing = page({
  title: 'Dienstrad-Leasing | Auenfeld Räder',
  description: 'Ihr Auenfeld als Dienstrad: über diese Leasing-Partner können Arbeitgeber und Mitarbeitende ein Auenfeld leasen.',
  path: '/dienstrad-leasing/',
  body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-default boxed">
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <h1>Ihr Auenfeld als Dienstrad</h1>
                        <p>Mit Dienstrad-Leasing fahren Sie Ihr Wunschrad und zahlen die Rate bequem über die Gehaltsabrechnung. Dank 0,25-%-Regel sparen Sie gegenüber dem Kauf je nach Einkommen bis zu 40 %. Jedes Auenfeld-Modell ist leasingfähig – auch Lastenräder und individuell konfigurierte Räder.</p>
                        <h2>So funktioniert's</h2>
                        <ol><li>Ihr Arbeitgeber schließt einen Rahmenvertrag mit einem unserer Leasing-Partner.</li><li>Sie wählen Ihr Rad bei einem Auenfeld-Händler oder direkt bei uns.</li><li>Der Händler erstellt das Angebot im Portal des Leasing-Anbieters.</li><li>Nach der Freigabe holen Sie Ihr Rad ab – Inspektion und Versicherung sind meist inklusive.</li></ol>
                        <h2>Unsere Leasing-Partner</h2>
                    </div></div>
                    <div class="row leasing-partner-logos">
                        <div class="col-6 col-md-3 text-center"><a href="https://www.jobrad.org/" target="_blank" rel="noopener"><img src="${B}/media/leasing/jobrad.svg" alt="JobRad" loading="lazy"></a></div>
                        <div class="col-6 col-md-3 text-center"><a href="https://www.bikeleasing.de/" target="_blank" rel="noopener"><img src="${B}/media/leasing/bikeleasing-service.svg" alt="Bikeleasing-Service" loading="lazy"></a></div>
                        <div class="col-6 col-md-3 text-center"><a href="https://www.eurorad.de/" target="_blank" rel="noopener"><img src="${B}/media/leasing/eurorad.svg" alt="Eurorad" loading="lazy"></a></div>
                        <div class="col-6 col-md-3 text-center"><a href="https://www.lease-a-bike.de/" target="_blank" rel="noopener"><img src="${B}/media/leasing/lease-a-bike.svg" alt="Lease a Bike" loading="lazy"></a></div>
                    </div>
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <p>Ihr Arbeitgeber arbeitet mit einem anderen Anbieter? Sprechen Sie Ihren Händler an – viele weitere Leasinggesellschaften sind ebenfalls möglich.</p>
                        <h2>Häufige Fragen</h2>
                        <details><summary>Kann ich auch als Selbstständige:r leasen?</summary><p>Ja, über einige unserer Partner. Ihr Händler berät Sie zu den Konditionen.</p></details>
                        <details><summary>Was passiert am Ende der Laufzeit?</summary><p>Nach 36 Monaten können Sie das Rad in der Regel zu einem Restwert übernehmen oder ein neues Rad leasen.</p></details>
                    </div></div>
                </div></div></div>`,
});

const trekking = page({
  title: 'E-Trekking | Auenfeld Räder',
  description: 'E-Trekkingräder von Auenfeld mit Bosch-Antrieb, Riemen und Pinion.',
  path: '/e-bikes/trekking/',
  body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-sidebar">
                    <div class="row cms-section-sidebar-row">
                        <div class="cms-section-sidebar-sidebar-content col-lg-3"><div class="cms-element-sidebar-filter"><div class="filter-panel"><div class="filter-panel-items-container">
                            <div class="filter-multi-select filter-panel-item dropdown"><button class="filter-panel-item-toggle btn" aria-expanded="false" data-bs-toggle="dropdown">Rahmenform</button><ul class="filter-multi-select-list dropdown-menu"><li class="filter-multi-select-list-item"><input type="checkbox" id="f1"><label for="f1">Diamant</label></li><li class="filter-multi-select-list-item"><input type="checkbox" id="f2"><label for="f2">Trapez</label></li><li class="filter-multi-select-list-item"><input type="checkbox" id="f3"><label for="f3">Tiefeinsteiger</label></li></ul></div>
                            <div class="filter-multi-select filter-panel-item dropdown"><button class="filter-panel-item-toggle btn" aria-expanded="false" data-bs-toggle="dropdown">Antrieb</button></div>
                            <div class="filter-range filter-panel-item dropdown"><button class="filter-panel-item-toggle btn" aria-expanded="false" data-bs-toggle="dropdown">Preis</button></div>
                        </div></div></div></div>
                        <div class="cms-section-sidebar-main-content col-lg-9">
                            <h1>E-Trekking</h1>
                            <p>Touren, Pendeln, Reisen: Unsere E-Trekkingräder sind für Zuladung bis 170 kg ausgelegt und serienmäßig mit Riemenantrieb, Nabenschaltung und Lichtanlage nach StVZO ausgestattet.</p>
                            <div class="row cms-listing-row js-listing-wrapper">
${bikes
  .filter((b) => b.slug.includes('tal') || b.slug.includes('eder'))
  .map(productBox)
  .join('')}
                            </div>
                        </div>
                    </div>
                </div></div></div>`,
});

const about = page({
  title: 'Über uns | Auenfeld Räder',
  description: 'Seit 1994 bauen wir in Kassel Fahrräder. Die Geschichte der Manufaktur.',
  path: '/ueber-uns/',
  body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-default boxed">
                    <div class="cms-block cms-block-text"><div class="cms-element-text">
                        <h1>Über uns</h1>
                        <p>Angefangen hat alles 1994 in einer Garage in Kassel-Bettenhausen: Gerd Auenfeld, gelernter Schlosser, schweißte Reiseräder für Freunde, die damit nach Istanbul und ans Nordkap fuhren. Heute arbeiten 68 Menschen in unserer Manufaktur am Fuldaufer, und jedes Jahr verlassen rund 9.000 Räder das Werk.</p>
                        <p>Geblieben ist der Anspruch: Räder, die man reparieren kann. Wir verwenden Standardteile, halten Ersatzteile mindestens zehn Jahre vor und dokumentieren jedes Rad mit seiner Rahmennummer.</p>
                        <h2>Manufaktur besuchen</h2>
                        <p>Jeden ersten Samstag im Monat öffnen wir die Werkstatt für Besucher:innen – zusammen mit unserem Kasseler Premium-Partner <a href="/haendler/zweirad-kessler-kassel/">Zweirad Kessler</a>, der auch die Probefahrten organisiert.</p>
                        <h2>Arbeiten bei Auenfeld</h2>
                        <p>Wir suchen Zweiradmechatroniker:innen, Schweißer:innen und Verstärkung im Vertriebsinnendienst. Alle offenen Stellen finden Sie auf unserem <a href="https://auenfeld-raeder.jobs.personio.de/" target="_blank" rel="noopener">Karriereportal</a>.</p>
                        <h2>Presse</h2>
                        <p>„Ein Reiserad wie ein Werkzeug: unkaputtbar und ehrlich“ – <a href="https://www.radfahren.de/tests/auenfeld-fulda-p112" target="_blank" rel="noopener">RADfahren 5/2023</a>. „Das E-Trekkingrad zum Durchfahren“ – <a href="https://www.elektrorad-magazin.de/tests/trekking-e-bikes-2024" target="_blank" rel="noopener">ElektroRad 3/2024</a>.</p>
                    </div></div>
                </div></div></div>`,
});

const impressum = page({
  title: 'Impressum | Auenfeld Räder',
  description: 'Impressum der Auenfeld Räder GmbH.',
  path: '/impressum/',
  body: `
                <div class="cms-page"><div class="cms-sections"><div class="cms-section cms-section-default boxed"><div class="cms-block cms-block-text"><div class="cms-element-text">
                    <h1>Impressum</h1>
                    <p><strong>Auenfeld Räder GmbH</strong><br>Sandershäuser Straße 21<br>34123 Kassel<br>Deutschland</p>
                    <p>Telefon: +49 561 98765430<br>E-Mail: <a href="mailto:info@auenfeld-raeder.de">info@auenfeld-raeder.de</a></p>
                    <p>Geschäftsführer: Jonas Auenfeld, Dr. Katrin Wiegand<br>Registergericht: Amtsgericht Kassel, HRB 14872<br>USt-IdNr.: DE 812 345 678</p>
                    <p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Jonas Auenfeld, Anschrift wie oben.</p>
                    <h2>Streitschlichtung</h2>
                    <p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit: <a href="https://ec.europa.eu/consumers/odr/" target="_blank" rel="noopener">https://ec.europa.eu/consumers/odr/</a>. Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
                    <h2>Bildnachweise</h2>
                    <p>Produktfotos: Auenfeld Räder GmbH. Landschaftsaufnahmen: Studio Fuldablick, Kassel.</p>
                    <h2>Umsetzung</h2>
                    <p>Webdesign und Shopware-Entwicklung: Agentur Nordhang, Göttingen.</p>
                </div></div></div></div></div>`,
});

export const site: CorpusSite = {
  domain: D,
  covers:
    'German bike maker on Shopware 6: Leaflet dealer locator with server-rendered tiered cards (Premium/Fachhändler/Service) plus JSON data, dealers without websites, per-dealer detail pages, component "Systempartner" tiles (one unlinked), leasing partner logo row, association memberships in prose; negatives: awards, press tests, TÜV testing lab, OpenStreetMap route links, Personio careers, Strava club, payment logos, agency credit without link',
  pages: {
    '/': { status: 301, redirect: `${B}/` },
    [`${B}/`]: { headers: headers(), html: home },
    [`${B}/haendlersuche/`]: { headers: headers(), html: haendlersuche },
    [`${B}/haendler/zweirad-kessler-kassel/`]: { headers: headers(), html: kessler },
    [`${B}/haendler/velo-huber-innsbruck/`]: { headers: headers(), html: huberPage },
    [`${B}/marke/partner/`]: { headers: headers(), html: partnerPage },
    [`${B}/dienstrad-leasing/`]: { headers: headers(), html: leasing },
    [`${B}/e-bikes/trekking/`]: { headers: headers(), html: trekking },
    [`${B}/ueber-uns/`]: { headers: headers(), html: about },
    [`${B}/impressum/`]: { headers: headers(), html: impressum },
  },
  sitemap: [
    `${B}/`,
    `${B}/e-bikes/trekking/`,
    `${B}/haendlersuche/`,
    `${B}/haendler/zweirad-kessler-kassel/`,
    `${B}/haendler/velo-huber-innsbruck/`,
    `${B}/marke/partner/`,
    `${B}/dienstrad-leasing/`,
    `${B}/ueber-uns/`,
    `${B}/impressum/`,
  ],
  technologies: [
    'shopware',
    'php',
    'mysql',
    'jquery',
    'symfony',
    'nginx',
    'hsts',
    'cookiebot',
    'matomo-analytics',
    'leaflet',
    'youtube',
    'personio',
    'paypal',
    'open-graph',
    'cart-functionality',
  ],
  partners: {
    'zweirad-kessler.de': 'channel',
    'radhaus-fulda.de': 'channel',
    'emotion-technologies.de': 'channel',
    'velo-huber.at': 'channel',
    'nordlicht-rad.de': 'channel',
    'pedalritter-leipzig.de': 'channel',
    'obermaier-zweirad.de': 'channel',
    'velowerk-muenster.de': 'channel',
    'fahrrad-xxl.de': 'channel',
    'radladen-kreuzberg.de': 'channel',
    'stemmer-rad.at': 'channel',
    'bikestation-rheintal.ch': 'channel',
    'kettenblatt-mobil.de': 'channel',
    'velobuehler.ch': 'channel',
    'bosch-ebike.com': 'generic',
    'pinion.eu': 'generic',
    'gatescarbondrive.com': 'generic',
    'schwalbe.com': 'generic',
    'brooksengland.com': 'generic',
    'jobrad.org': 'generic',
    'bikeleasing.de': 'generic',
    'eurorad.de': 'generic',
    'lease-a-bike.de': 'generic',
    'ziv-zweirad.de': 'generic',
    'adfc.de': 'generic',
  },
};
