import type { CorpusSite } from '../corpus/types.js';

/** Ghent steel-bike maker on Shopify (Dawn-derived theme), Dutch (Belgium). */

const shopHeaders = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c2e9b7d4e21-BRU',
  'cf-cache-status': 'DYNAMIC',
  'x-shopid': '61233447718',
  'x-shopify-stage': 'production',
  'x-sorting-hat-podid': '214',
};

const head = (title: string, description: string, canonical: string) => `<!doctype html>
<html class="no-js" lang="nl-BE">
<head>
  <meta charset="utf-8">
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="viewport" content="width=device-width,initial-scale=1">
  <meta name="theme-color" content="#1f3a2d">
  <link rel="canonical" href="https://leiefiets.be${canonical}">
  <link rel="icon" type="image/png" href="//leiefiets.be/cdn/shop/files/favicon-leie.png?crop=center&height=32&v=1681201133&width=32">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <meta property="og:site_name" content="Leiefiets">
  <meta property="og:url" content="https://leiefiets.be${canonical}">
  <meta property="og:title" content="${title}">
  <meta property="og:type" content="website">
  <meta property="og:image" content="http://leiefiets.be/cdn/shop/files/og-leiefiets-gravel.jpg?v=1681201900">
  <meta name="twitter:card" content="summary_large_image">
  <script src="//leiefiets.be/cdn/shop/t/12/assets/constants.js?v=58251544750838685771699958423" defer="defer"></script>
  <script src="//leiefiets.be/cdn/shop/t/12/assets/pubsub.js?v=158357773527763999511699958423" defer="defer"></script>
  <script src="//leiefiets.be/cdn/shop/t/12/assets/global.js?v=37284204640041572741699958423" defer="defer"></script>
  <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.start');</script>
  <meta id="shopify-digital-wallet" name="shopify-digital-wallet" content="/61233447718/digital_wallets/dialog">
  <link rel="alternate" hreflang="x-default" href="https://leiefiets.be${canonical}">
  <link rel="alternate" hreflang="fr-BE" href="https://leiefiets.be/fr${canonical}">
  <script async="async" src="/checkouts/internal/preloads.js?locale=nl-BE"></script>
  <script id="shopify-features" type="application/json">{"accessToken":"3f1c0a9d7e2b44b0a6d8c1e5f7a9b2c4","betas":["rich-media-storefront-analytics"],"domain":"leiefiets.be","predictiveSearch":true,"shopId":61233447718,"locale":"nl"}</script>
  <script>var Shopify = Shopify || {};
Shopify.shop = "leiefiets.myshopify.com";
Shopify.locale = "nl";
Shopify.currency = {"active":"EUR","rate":"1.0"};
Shopify.country = "BE";
Shopify.theme = {"name":"Leiefiets Dawn 2023","id":131554721862,"theme_store_id":null,"role":"main"};
Shopify.routes = Shopify.routes || {};
Shopify.routes.root = "/";</script>
  <script async="async" src="https://cdn.shopify.com/s/javascripts/currencies.js"></script>
  <script id="shop-js-analytics" type="application/json">{"pageType":"page"}</script>
  <script>window.performance && window.performance.mark && window.performance.mark('shopify.content_for_header.end');</script>
  <link href="//leiefiets.be/cdn/shop/t/12/assets/base.css?v=165191016556652226921699958422" rel="stylesheet" type="text/css" media="all">
  <link href="//leiefiets.be/cdn/shop/t/12/assets/component-card.css?v=120027167547816435861699958422" rel="stylesheet" type="text/css" media="all">
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M4LE9P"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date());
    gtag('config', 'G-7QK2M4LE9P', { 'anonymize_ip': true });
  </script>
  <script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=RkP9bm"></script>
  <script src="https://cdn.judge.me/assets/installed.js" defer></script>
</head>`;

const header = `<body class="gradient">
  <a class="skip-to-content-link button visually-hidden" href="#MainContent">Ga direct naar de inhoud</a>
  <div id="shopify-section-announcement-bar" class="shopify-section">
    <div class="announcement-bar color-accent-1 gradient" role="region" aria-label="Aankondiging">
      <div class="page-width">
        <p class="announcement-bar__message h5"><span>Gratis levering bij je dealer in België en Nederland — proefrit op afspraak</span></p>
      </div>
    </div>
  </div>
  <div id="shopify-section-header" class="shopify-section section-header">
    <sticky-header data-sticky-type="on-scroll-up" class="header-wrapper color-background-1 gradient header-wrapper--border-bottom">
      <header class="header header--middle-left header--mobile-center page-width header--has-menu">
        <header-drawer data-breakpoint="tablet">
          <details id="Details-menu-drawer-container" class="menu-drawer-container">
            <summary class="header__icon header__icon--menu header__icon--summary link focus-inset" aria-label="Menu">
              <span><svg class="icon icon-hamburger" aria-hidden="true" focusable="false" viewBox="0 0 18 16"><path d="M1 .5a.5.5 0 100 1h15.71a.5.5 0 000-1H1z"/></svg></span>
            </summary>
          </details>
        </header-drawer>
        <a href="/" class="header__heading-link link link--text focus-inset">
          <img src="//leiefiets.be/cdn/shop/files/leiefiets-logo.svg?v=1681201133&width=180" alt="Leiefiets" width="180" height="44" class="header__heading-logo">
        </a>
        <nav class="header__inline-menu">
          <ul class="list-menu list-menu--inline" role="list">
            <li><a href="/collections/fietsen" class="header__menu-item list-menu__item link link--text focus-inset"><span>Fietsen</span></a></li>
            <li><a href="/collections/onderdelen-en-accessoires" class="header__menu-item list-menu__item link link--text focus-inset"><span>Onderdelen</span></a></li>
            <li><a href="/pages/dealers" class="header__menu-item list-menu__item link link--text focus-inset"><span>Dealers</span></a></li>
            <li><a href="/pages/over-ons" class="header__menu-item list-menu__item link link--text focus-inset"><span>Over ons</span></a></li>
            <li><a href="/pages/partners" class="header__menu-item list-menu__item link link--text focus-inset"><span>Partners</span></a></li>
            <li><a href="/blogs/nieuws" class="header__menu-item list-menu__item link link--text focus-inset"><span>Nieuws</span></a></li>
            <li><a href="/pages/contact" class="header__menu-item list-menu__item link link--text focus-inset"><span>Contact</span></a></li>
          </ul>
        </nav>
        <div class="header__icons">
          <details-modal class="header__search"><summary class="header__icon header__icon--search header__icon--summary link focus-inset modal__toggle" aria-haspopup="dialog" aria-label="Zoeken"><span>Zoeken</span></summary></details-modal>
          <a href="/account/login" class="header__icon header__icon--account link focus-inset small-hide"><span class="visually-hidden">Inloggen</span></a>
          <a href="/cart" class="header__icon header__icon--cart link focus-inset" id="cart-icon-bubble"><span class="visually-hidden">Winkelwagen</span></a>
        </div>
      </header>
    </sticky-header>
  </div>
  <main id="MainContent" class="content-for-layout focus-none" role="main" tabindex="-1">`;

const footer = `  </main>
  <div id="shopify-section-footer" class="shopify-section">
    <footer class="footer color-background-2 gradient section-footer-padding">
      <div class="footer__content-top page-width">
        <div class="footer__blocks-wrapper grid grid--1-col grid--2-col grid--4-col-tablet">
          <div class="footer-block grid__item">
            <h2 class="footer-block__heading inline-richtext">Leiefiets</h2>
            <div class="footer-block__details-content rte">
              <p>Stalen stads-, gravel- en vrachtfietsen, met de hand gelast aan de Leie in Gent sinds 2011.</p>
              <p>Klant in Nederland? Bestel via <a href="https://leiefiets.nl">leiefiets.nl</a> voor levering in euro's zonder Belgische btw-omrekening.</p>
            </div>
          </div>
          <div class="footer-block grid__item footer-block--menu">
            <h2 class="footer-block__heading inline-richtext">Klantenservice</h2>
            <ul class="footer-block__details-content list-unstyled">
              <li><a href="/pages/levering-en-retour" class="link link--text list-menu__item list-menu__item--link">Levering &amp; retour</a></li>
              <li><a href="/pages/garantie" class="link link--text list-menu__item list-menu__item--link">Garantie op frame (10 jaar)</a></li>
              <li><a href="/pages/dealer-worden" class="link link--text list-menu__item list-menu__item--link">Dealer worden</a></li>
              <li><a href="/pages/vacatures" class="link link--text list-menu__item list-menu__item--link">Vacatures</a></li>
              <li><a href="/policies/privacy-policy" class="link link--text list-menu__item list-menu__item--link">Privacybeleid</a></li>
              <li><a href="/policies/terms-of-service" class="link link--text list-menu__item list-menu__item--link">Algemene voorwaarden</a></li>
            </ul>
          </div>
          <div class="footer-block grid__item">
            <h2 class="footer-block__heading inline-richtext">Nieuwsbrief</h2>
            <form method="post" action="/contact#ContactFooter" id="ContactFooter" accept-charset="UTF-8" class="footer__newsletter newsletter-form">
              <input type="hidden" name="form_type" value="customer"><input type="hidden" name="utf8" value="✓">
              <input type="hidden" name="contact[tags]" value="newsletter">
              <div class="newsletter-form__field-wrapper">
                <div class="field">
                  <input id="NewsletterForm--footer" type="email" name="contact[email]" class="field__input" value="" aria-required="true" autocorrect="off" autocapitalize="off" autocomplete="email" placeholder="E-mail">
                  <label class="field__label" for="NewsletterForm--footer">E-mail</label>
                  <button type="submit" class="newsletter-form__button field__button" name="commit" aria-label="Inschrijven">→</button>
                </div>
              </div>
            </form>
            <ul class="footer__list-social list-unstyled list-social" role="list">
              <li class="list-social__item"><a href="https://www.instagram.com/leiefiets" class="link list-social__link"><span class="visually-hidden">Instagram</span></a></li>
              <li class="list-social__item"><a href="https://www.facebook.com/leiefiets.gent" class="link list-social__link"><span class="visually-hidden">Facebook</span></a></li>
              <li class="list-social__item"><a href="https://www.strava.com/clubs/leiefiets-riders" class="link list-social__link"><span class="visually-hidden">Strava</span></a></li>
              <li class="list-social__item"><a href="https://www.youtube.com/@leiefiets" class="link list-social__link"><span class="visually-hidden">YouTube</span></a></li>
            </ul>
          </div>
        </div>
      </div>
      <div class="footer__content-bottom">
        <div class="footer__content-bottom-wrapper page-width">
          <div class="footer__column footer__column--info">
            <div class="footer__payment">
              <span class="visually-hidden">Betaalmethoden</span>
              <ul class="list list-payment" role="list">
                <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-bancontact"><title id="pi-bancontact">Bancontact</title><path fill="#005498" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
                <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title><path opacity=".07" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
                <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-master"><title id="pi-master">Mastercard</title><circle fill="#EB001B" cx="15" cy="12" r="7"/></svg></li>
                <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-paypal"><title id="pi-paypal">PayPal</title><path fill="#003087" d="M23.9 8.3c.2-1 0-1.7-.6-2.3-.6-.7-1.7-1-3.1-1h-4.1c-.3 0-.5.2-.6.5L14 15.6"/></svg></li>
                <li class="list-payment__item"><svg class="icon icon--full-color" viewBox="0 0 38 24" xmlns="http://www.w3.org/2000/svg" role="img" width="38" height="24" aria-labelledby="pi-apple_pay"><title id="pi-apple_pay">Apple Pay</title><path fill="#000" d="M35 0H3C1.3 0 0 1.3 0 3v18c0 1.7 1.4 3 3 3h32c1.7 0 3-1.3 3-3V3c0-1.7-1.4-3-3-3z"/></svg></li>
              </ul>
            </div>
          </div>
          <div class="footer__copyright caption">
            <small class="copyright__content">&copy; 2024, <a href="/" title="">Leiefiets BV</a> — Dok-Noord 7, 9000 Gent — BTW BE 0839.412.776</small>
            <small class="copyright__content">Webshop door <a href="https://studiopedaal.be" rel="nofollow">Studio Pedaal</a></small>
            <small class="copyright__content"><a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Mogelijk gemaakt door Shopify</a></small>
          </div>
        </div>
      </div>
    </footer>
  </div>
  <div id="cookie-banner" class="cookie-banner" role="dialog" aria-live="polite" hidden>
    <p>We gebruiken cookies om de webshop te laten werken en om anoniem te meten welke fietsen bekeken worden. <a href="/policies/privacy-policy">Meer info</a></p>
    <button type="button" class="button button--primary" data-consent="accept">Alles accepteren</button>
    <button type="button" class="button button--secondary" data-consent="decline">Alleen noodzakelijke</button>
  </div>
  <script src="//leiefiets.be/cdn/shop/t/12/assets/cookie-banner.js?v=11829731553381946341699958423" defer></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, body: string) => ({
  headers: shopHeaders,
  html: `${head(title, description, path)}
${header}
${body}
${footer}`,
});

const home = `    <div id="shopify-section-template--16033218068550__image_banner" class="shopify-section section">
      <div id="Banner-template--16033218068550__image_banner" class="banner banner--content-align-left banner--large">
        <div class="banner__media media">
          <img src="//leiefiets.be/cdn/shop/files/hero-gravel-leie.jpg?v=1681202011&width=3840" alt="Een Leiefiets Kasseirijder gravelfiets langs de Leie bij zonsopgang" width="3840" height="2160" fetchpriority="high">
        </div>
        <div class="banner__content banner__content--bottom-left page-width">
          <div class="banner__box content-container color-background-1 gradient">
            <h2 class="banner__heading inline-richtext h0">Staal. Gent. Voor altijd.</h2>
            <div class="banner__text rte body"><p>Elk frame wordt in ons atelier aan Dok-Noord op maat gelast, gemoffeld en afgemonteerd.</p></div>
            <div class="banner__buttons">
              <a href="/collections/fietsen" class="button button--primary">Ontdek de fietsen</a>
              <a href="/pages/dealers" class="button button--secondary">Vind een dealer</a>
            </div>
          </div>
        </div>
      </div>
    </div>
    <div id="shopify-section-template--16033218068550__featured_collection" class="shopify-section section">
      <div class="color-background-1 gradient">
        <div class="collection section-template--16033218068550__featured_collection-padding">
          <div class="collection__title title-wrapper title-wrapper--no-top-margin page-width">
            <h2 class="title inline-richtext h2">Onze modellen</h2>
          </div>
          <slider-component class="slider-mobile-gutter page-width">
            <ul id="Slider-featured" class="grid product-grid contains-card contains-card--product grid--4-col-desktop grid--2-col-tablet-down" role="list">
              <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__inner ratio"><img src="//leiefiets.be/cdn/shop/files/kasseirijder-groen.jpg?v=1681203000&width=533" alt="Kasseirijder gravel"></div><div class="card__content"><h3 class="card__heading h5"><a href="/products/kasseirijder" class="full-unstyled-link">Kasseirijder — gravel</a></h3><div class="price"><span class="price-item price-item--regular">€2.890,00</span></div></div></div></div></li>
              <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__inner ratio"><img src="//leiefiets.be/cdn/shop/files/portus-city.jpg?v=1681203000&width=533" alt="Portus stadsfiets"></div><div class="card__content"><h3 class="card__heading h5"><a href="/products/portus" class="full-unstyled-link">Portus — stadsfiets</a></h3><div class="price"><span class="price-item price-item--regular">€1.950,00</span></div></div></div></div></li>
              <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__inner ratio"><img src="//leiefiets.be/cdn/shop/files/bakfiets-dok.jpg?v=1681203000&width=533" alt="Dok bakfiets"></div><div class="card__content"><h3 class="card__heading h5"><a href="/products/dok-bakfiets" class="full-unstyled-link">Dok — bakfiets</a></h3><div class="price"><span class="price-item price-item--regular">€3.690,00</span></div></div></div></div></li>
              <li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard card--media"><div class="card__inner ratio"><img src="//leiefiets.be/cdn/shop/files/randonneur-leie.jpg?v=1681203000&width=533" alt="Leie Randonneur"></div><div class="card__content"><h3 class="card__heading h5"><a href="/products/leie-randonneur" class="full-unstyled-link">Leie Randonneur</a></h3><div class="price"><span class="price-item price-item--regular">Vanaf €3.250,00</span></div></div></div></div></li>
            </ul>
          </slider-component>
        </div>
      </div>
    </div>
    <div id="shopify-section-template--16033218068550__testimonials" class="shopify-section section">
      <div class="page-width">
        <h2 class="title h2">Wat rijders zeggen</h2>
        <div class="multicolumn-list grid grid--3-col-desktop">
          <blockquote class="multicolumn-card"><p>"Na acht jaar en 40.000 km nog altijd mijn favoriete fiets. Het frame is onverwoestbaar."</p><cite>— Jeroen, Deinze</cite></blockquote>
          <blockquote class="multicolumn-card"><p>"De bakfiets vervangt onze tweede auto. De bikefit bij de dealer in Leuven was top."</p><cite>— Sarah &amp; Tom, Kessel-Lo</cite></blockquote>
          <blockquote class="multicolumn-card"><p>"Snelle service, en je spreekt gewoon met de lasser die je frame maakte."</p><cite>— Mireille, Namen</cite></blockquote>
        </div>
        <div class="jdgm-widget jdgm-all-reviews-rating-wrapper" data-score="4.9" data-number-of-reviews="312">★★★★★ 4,9/5 op basis van 312 reviews</div>
      </div>
    </div>
    <div id="shopify-section-template--16033218068550__logo_list" class="shopify-section section">
      <div class="page-width logo-list">
        <h2 class="h4">Deze bedrijven rijden met een Leiefiets als bedrijfsfiets</h2>
        <ul class="logo-list__items" role="list">
          <li><a href="https://www.studiokaai.be" rel="noopener"><img src="//leiefiets.be/cdn/shop/files/klant-studio-kaai.png?v=1" alt="Studio Kaai architecten" width="140" height="50"></a></li>
          <li><a href="https://www.lefevre-advocaten.be" rel="noopener"><img src="//leiefiets.be/cdn/shop/files/klant-lefevre.png?v=1" alt="Lefèvre Advocaten" width="140" height="50"></a></li>
          <li><img src="//leiefiets.be/cdn/shop/files/klant-stad.png?v=1" alt="Koerierscollectief Gent" width="140" height="50"></li>
        </ul>
      </div>
    </div>
    <div id="shopify-section-template--16033218068550__press" class="shopify-section section">
      <div class="page-width press-strip">
        <h2 class="h4">Bekend van</h2>
        <p><a href="https://www.nieuwsblad.be/cnt/dmf20230914_93826154">Het Nieuwsblad: "Gentse fietsbouwers lassen tegen de stroom in"</a> ·
        <a href="https://www.fietsvanhetjaar.be/winnaars-2023">Winnaar Belgische Fiets van het Jaar 2023 (categorie gravel)</a></p>
      </div>
    </div>
    <div id="shopify-section-template--16033218068550__rich_text" class="shopify-section section">
      <div class="isolate page-width"><div class="rich-text content-container color-background-2 gradient rich-text--full-width">
        <div class="rich-text__blocks center">
          <h2 class="rich-text__heading rte inline-richtext h1">Proefrijden? Dat kan bij een van onze dealers</h2>
          <div class="rich-text__text rte"><p>In België, Nederland, Duitsland, Frankrijk en Luxemburg staan Leiefietsen klaar voor een proefrit. Ook voor onderhoud en garantie ga je bij hen langs.</p></div>
          <div class="rich-text__buttons"><a href="/pages/dealers" class="button button--primary">Naar de dealerkaart</a></div>
        </div>
      </div></div>
    </div>`;

const about = `    <div class="page-width page-width--narrow section-template--16033218134086__main-padding">
      <h1 class="main-page-title page-title h0">Over ons</h1>
      <div class="rte">
        <p>Leiefiets begon in 2011 in een garage in Sint-Amandsberg, toen framebouwer Pieter Vandamme en mecanicien Lotte Claeys besloten dat een fiets weer iets voor het leven moest zijn. Vandaag werken we met twaalf mensen in een oud havenmagazijn aan Dok-Noord.</p>
        <h2>Zo bouwen we</h2>
        <ul>
          <li><strong>Frame:</strong> Cr-Mo staalbuizen, TIG-gelast en volledig in ons atelier uitgelijnd.</li>
          <li><strong>Afwerking:</strong> poedercoating bij een familiebedrijf in West-Vlaanderen, in 24 standaardkleuren of RAL naar keuze.</li>
          <li><strong>Montage:</strong> elke fiets wordt afgemonteerd en afgesteld door één mecanicien, die zijn initialen op de bracket zet.</li>
        </ul>
        <h2>Duurzaam, ook na verkoop</h2>
        <p>We geven tien jaar garantie op elk frame en houden onderdelen voor oude modellen op voorraad. Onderhoud gebeurt bij een van onze <a href="/pages/dealers">dealers</a> of in ons eigen atelier in Gent.</p>
        <figure><img src="//leiefiets.be/cdn/shop/files/atelier-dok-noord.jpg?v=1681205500&width=1200" alt="Het atelier aan Dok-Noord met fietsframes aan de muur" width="1200" height="800"><figcaption>Het atelier aan Dok-Noord, Gent.</figcaption></figure>
        <h2>Het team</h2>
        <p>Pieter (framebouw), Lotte (atelier &amp; service), Wout (verkoop dealers), Hanne (webshop &amp; klantendienst), en acht lassers, monteurs en spuiters. <a href="/pages/vacatures">We zoeken versterking!</a></p>
      </div>
    </div>`;

const bikes = `    <div class="page-width">
      <div class="collection-hero"><h1 class="collection-hero__title"><span class="visually-hidden">Collectie: </span>Fietsen</h1>
        <div class="collection-hero__description rte"><p>Alle Leiefietsen worden op bestelling gebouwd. Levertijd: 6 tot 8 weken. Kies je maat op de productpagina of laat je opmeten bij een dealer.</p></div>
      </div>
      <facet-filters-form class="facets small-hide">
        <form id="FacetFiltersForm" class="facets__form">
          <details class="disclosure-has-popup facets__disclosure js-filter" data-index="1"><summary class="facets__summary caption-large focus-offset"><span>Type</span></summary></details>
          <details class="disclosure-has-popup facets__disclosure js-filter" data-index="2"><summary class="facets__summary caption-large focus-offset"><span>Prijs</span></summary></details>
        </form>
      </facet-filters-form>
      <ul id="product-grid" class="grid product-grid grid--2-col-tablet-down grid--3-col-desktop" role="list">
        <li class="grid__item"><div class="card__content"><h3 class="card__heading h5"><a href="/products/kasseirijder">Kasseirijder — gravel</a></h3><p>Staal, 45 mm banden, Gates riem of 1x12 derailleur.</p><span class="price-item">€2.890,00</span></div></li>
        <li class="grid__item"><div class="card__content"><h3 class="card__heading h5"><a href="/products/portus">Portus — stadsfiets</a></h3><p>Naafversnelling, dynamo, spatborden en bagagedrager.</p><span class="price-item">€1.950,00</span></div></li>
        <li class="grid__item"><div class="card__content"><h3 class="card__heading h5"><a href="/products/dok-bakfiets">Dok — bakfiets</a></h3><p>Tot 100 kg lading, optioneel met middenmotor.</p><span class="price-item">€3.690,00</span></div></li>
        <li class="grid__item"><div class="card__content"><h3 class="card__heading h5"><a href="/products/leie-randonneur">Leie Randonneur</a></h3><p>Voor lange tochten, met 14-versnellingsnaaf.</p><span class="price-item">Vanaf €3.250,00</span></div></li>
        <li class="grid__item"><div class="card__content"><h3 class="card__heading h5"><a href="/products/portus-junior">Portus Junior</a></h3><p>Stadsfiets voor tieners vanaf 1m45.</p><span class="price-item">€1.190,00</span></div></li>
        <li class="grid__item"><div class="card__content"><h3 class="card__heading h5"><a href="/products/frameset-kasseirijder">Frameset Kasseirijder</a></h3><p>Frame + vork voor wie zelf opbouwt.</p><span class="price-item">€1.090,00</span></div></li>
      </ul>
      <div class="rte"><p>Fiets je via je werkgever? Alle modellen zijn beschikbaar via <a href="/pages/partners#leasing">onze leasingpartners</a>.</p></div>
    </div>`;

const dealerData = [
  {
    name: 'Fietsen Van Acker',
    city: 'Gent',
    country: 'BE',
    region: 'Oost-Vlaanderen',
    website: 'https://www.fietsenvanacker.be',
    phone: '+32 9 223 41 87',
    lat: 51.0459,
    lng: 3.7299,
  },
  {
    name: 'Tweewielers De Smet',
    city: 'Aalst',
    country: 'BE',
    region: 'Oost-Vlaanderen',
    website: '',
    phone: '+32 53 70 12 44',
    lat: 50.9378,
    lng: 4.0403,
  },
  {
    name: 'Tweewieler Dhondt',
    city: 'Brugge',
    country: 'BE',
    region: 'West-Vlaanderen',
    website: 'https://tweewielerdhondt.be',
    phone: '+32 50 33 18 02',
    lat: 51.2093,
    lng: 3.2247,
  },
  {
    name: 'Velo Kortrijk',
    city: 'Kortrijk',
    country: 'BE',
    region: 'West-Vlaanderen',
    website: 'www.velokortrijk.be',
    phone: '+32 56 21 90 65',
    lat: 50.8279,
    lng: 3.2649,
  },
  {
    name: 'Velodroom Antwerpen',
    city: 'Antwerpen',
    country: 'BE',
    region: 'Antwerpen',
    website: 'https://www.velodroom-antwerpen.be',
    phone: '+32 3 281 44 10',
    lat: 51.2194,
    lng: 4.4025,
  },
  {
    name: 'Rijwielen Maes',
    city: 'Leuven',
    country: 'BE',
    region: 'Vlaams-Brabant',
    website: 'https://www.rijwielenmaes.be',
    phone: '+32 16 22 71 39',
    lat: 50.8798,
    lng: 4.7005,
  },
  {
    name: 'Bike Republic Hasselt',
    city: 'Hasselt',
    country: 'BE',
    region: 'Limburg',
    website: 'https://www.instagram.com/bikerepublichasselt',
    phone: '+32 11 87 33 20',
    lat: 50.9307,
    lng: 5.3325,
  },
  {
    name: 'Vélo Sablon',
    city: 'Brussel',
    country: 'BE',
    region: 'Brussel',
    website: 'https://velosablon.brussels',
    phone: '+32 2 511 06 48',
    lat: 50.8399,
    lng: 4.3556,
  },
  {
    name: 'Cycles Delvaux',
    city: 'Namur',
    country: 'BE',
    region: 'Wallonië',
    website: 'https://www.cyclesdelvaux.be',
    phone: '+32 81 22 64 91',
    lat: 50.4674,
    lng: 4.8718,
  },
  {
    name: 'Stalen Ros',
    city: 'Utrecht',
    country: 'NL',
    region: 'Utrecht',
    website: 'https://www.stalenros.nl',
    phone: '+31 30 231 77 05',
    lat: 52.0907,
    lng: 5.1214,
  },
  {
    name: 'Fietsatelier Zuid',
    city: 'Rotterdam',
    country: 'NL',
    region: 'Zuid-Holland',
    website: 'https://fietsatelierzuid.nl',
    phone: '+31 10 486 12 90',
    lat: 51.8986,
    lng: 4.4889,
  },
  {
    name: 'Radhaus Aachen',
    city: 'Aachen',
    country: 'DE',
    region: 'Nordrhein-Westfalen',
    website: 'https://www.radhaus-aachen.de',
    phone: '+49 241 4015 820',
    lat: 50.7753,
    lng: 6.0839,
  },
  {
    name: 'Stahlrahmen Köln',
    city: 'Köln',
    country: 'DE',
    region: 'Nordrhein-Westfalen',
    website: 'https://stahlrahmen-koeln.de',
    phone: '+49 221 9235 114',
    lat: 50.9375,
    lng: 6.9603,
  },
  {
    name: 'Cycles du Nord',
    city: 'Lille',
    country: 'FR',
    region: 'Hauts-de-France',
    website: 'https://www.cyclesdunord.fr',
    phone: '+33 3 20 55 41 18',
    lat: 50.6292,
    lng: 3.0573,
  },
  {
    name: 'Vëlo Buttek',
    city: 'Luxembourg',
    country: 'LU',
    region: 'Luxembourg',
    website: 'https://velobuttek.lu',
    phone: '+352 26 48 19 33',
    lat: 49.6116,
    lng: 6.1319,
  },
];

const dealers = `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Vind een dealer</h1>
      <div class="rte">
        <p>Onze dealers zijn zorgvuldig gekozen fietsenmakers die een Leiefiets kunnen opmeten, afleveren en onderhouden. Maak best een afspraak voor een proefrit: niet elke dealer heeft alle modellen en maten in de winkel.</p>
      </div>
    </div>
    <div id="shopify-section-template--16033218199622__dealer_locator" class="shopify-section section">
      <div class="page-width dealer-locator" data-dealer-locator>
        <div class="dealer-locator__tabs" role="tablist">
          <button role="tab" aria-selected="true" data-country="BE">België</button>
          <button role="tab" aria-selected="false" data-country="NL">Nederland</button>
          <button role="tab" aria-selected="false" data-country="DE">Duitsland</button>
          <button role="tab" aria-selected="false" data-country="FR">Frankrijk</button>
          <button role="tab" aria-selected="false" data-country="LU">Luxemburg</button>
        </div>
        <div class="dealer-locator__map" id="dealer-map" aria-hidden="true"></div>
        <div class="dealer-locator__list" data-country-panel="BE">
          <details class="accordion" open><summary><h2 class="accordion__title h4">Oost-Vlaanderen</h2></summary>
            <div class="accordion__content rte">
              <p><strong>Fietsen Van Acker</strong> — Gent<br>Brugsesteenweg 212, 9000 Gent · +32 9 223 41 87<br><a href="https://www.fietsenvanacker.be" target="_blank" rel="noopener">Website</a></p>
              <p><strong>Tweewielers De Smet</strong> — Aalst<br>Gentsesteenweg 88, 9300 Aalst · +32 53 70 12 44</p>
            </div>
          </details>
          <details class="accordion"><summary><h2 class="accordion__title h4">West-Vlaanderen</h2></summary>
            <div class="accordion__content rte">
              <p><strong>Tweewieler Dhondt</strong> — Brugge<br>Smedenstraat 41, 8000 Brugge · +32 50 33 18 02<br><a href="https://tweewielerdhondt.be" target="_blank" rel="noopener">Website</a></p>
              <p><strong>Velo Kortrijk</strong> — Kortrijk<br>Doorniksestraat 17, 8500 Kortrijk · +32 56 21 90 65<br>www.velokortrijk.be</p>
            </div>
          </details>
          <details class="accordion"><summary><h2 class="accordion__title h4">Antwerpen</h2></summary>
            <div class="accordion__content rte">
              <p><strong>Velodroom Antwerpen</strong> — Antwerpen<br>Kloosterstraat 122, 2000 Antwerpen · +32 3 281 44 10<br><a href="https://www.velodroom-antwerpen.be" target="_blank" rel="noopener">Website</a></p>
            </div>
          </details>
          <details class="accordion"><summary><h2 class="accordion__title h4">Vlaams-Brabant &amp; Limburg</h2></summary>
            <div class="accordion__content rte">
              <p><strong>Rijwielen Maes</strong> — Leuven<br>Tiensesteenweg 19, 3000 Leuven · +32 16 22 71 39<br><a href="https://www.rijwielenmaes.be" target="_blank" rel="noopener">Website</a></p>
              <p><strong>Bike Republic</strong> — Hasselt<br>Kapelstraat 9, 3500 Hasselt · +32 11 87 33 20<br><a href="https://www.instagram.com/bikerepublichasselt" target="_blank" rel="noopener">Instagram</a></p>
            </div>
          </details>
          <details class="accordion"><summary><h2 class="accordion__title h4">Brussel &amp; Wallonië</h2></summary>
            <div class="accordion__content rte">
              <p><strong>Vélo Sablon</strong> — Brussel<br>Rue de Rollebeek 12, 1000 Bruxelles · +32 2 511 06 48<br><a href="https://velosablon.brussels" target="_blank" rel="noopener">Website</a></p>
              <p><strong>Cycles Delvaux</strong> — Namur<br>Rue de Fer 54, 5000 Namur · +32 81 22 64 91<br><a href="https://www.cyclesdelvaux.be" target="_blank" rel="noopener">Website</a></p>
            </div>
          </details>
        </div>
        <div class="dealer-locator__list" data-country-panel="NL" hidden>
          <ul class="dealer-cards" role="list">
            <li class="dealer-card"><h3>Stalen Ros</h3><p>Twijnstraat 30, 3511 ZL Utrecht</p><a class="button button--secondary" href="https://www.stalenros.nl" target="_blank" rel="noopener">Bezoek website</a></li>
            <li class="dealer-card"><h3>Fietsatelier Zuid</h3><p>Wolphaertsbocht 201, 3083 MK Rotterdam</p><a class="button button--secondary" href="https://fietsatelierzuid.nl" target="_blank" rel="noopener">Bezoek website</a></li>
          </ul>
        </div>
        <div class="dealer-locator__list" data-country-panel="DE" hidden></div>
        <div class="dealer-locator__list" data-country-panel="FR" hidden></div>
        <div class="dealer-locator__list" data-country-panel="LU" hidden></div>
        <noscript><p>Schakel JavaScript in om dealers buiten België en Nederland te zien, of <a href="/pages/contact">contacteer ons</a>.</p></noscript>
      </div>
      <script type="application/json" id="dealer-locator-data">${JSON.stringify({ updated: '2024-03-02', dealers: dealerData })}</script>
      <script src="//leiefiets.be/cdn/shop/t/12/assets/dealer-locator.js?v=90211434785522398141699958423" defer></script>
    </div>
    <div class="page-width rte">
      <p>Staat er geen dealer in je buurt? Je kan ook rechtstreeks in ons atelier in Gent terecht, of <a href="/pages/dealer-worden">je fietsenwinkel aanmelden als dealer</a>.</p>
    </div>`;

const becomeDealer = `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Dealer worden</h1>
      <div class="rte">
        <p>Ben je een zelfstandige fietsenmaker met een hart voor staal en service? We breiden ons dealernet in de Benelux, Noord-Frankrijk en West-Duitsland gestaag uit.</p>
        <h2>Wat we vragen</h2>
        <ul>
          <li>Een eigen werkplaats met minstens één ervaren mecanicien</li>
          <li>Minstens twee demomodellen in de winkel</li>
          <li>Deelname aan onze jaarlijkse technische opleiding in Gent</li>
        </ul>
        <h2>Wat je krijgt</h2>
        <ul>
          <li>Gebiedsbescherming binnen 15 km</li>
          <li>Toegang tot het dealerportaal op <a href="https://b2b.leiefiets.be">b2b.leiefiets.be</a> met realtime levertijden</li>
          <li>Marketingmateriaal, fotografie en een plaats op onze <a href="/pages/dealers">dealerkaart</a></li>
        </ul>
      </div>
      <form method="post" action="/contact#contact_form" id="ContactForm" accept-charset="UTF-8" class="contact-form">
        <input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
        <div class="contact__fields">
          <div class="field"><input class="field__input" autocomplete="organization" type="text" id="ContactForm-company" name="contact[Bedrijf]" placeholder="Bedrijfsnaam"><label class="field__label" for="ContactForm-company">Bedrijfsnaam</label></div>
          <div class="field"><input class="field__input" type="text" id="ContactForm-city" name="contact[Gemeente]" placeholder="Gemeente"><label class="field__label" for="ContactForm-city">Gemeente</label></div>
          <div class="field"><input class="field__input" autocomplete="email" type="email" id="ContactForm-email" name="contact[email]" placeholder="E-mail" aria-required="true"><label class="field__label" for="ContactForm-email">E-mail</label></div>
        </div>
        <div class="field"><textarea rows="6" id="ContactForm-body" class="text-area field__input" name="contact[Bericht]" placeholder="Vertel iets over je winkel"></textarea><label class="form__label field__label" for="ContactForm-body">Vertel iets over je winkel</label></div>
        <div class="contact__button"><button type="submit" class="button">Aanvraag versturen</button></div>
      </form>
    </div>`;

const partners = `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Partners</h1>
      <div class="rte">
        <p>Een fiets is maar zo goed als de onderdelen die erop komen. Met deze fabrikanten en vakmensen werken we al jaren samen — we testen hun onderdelen op onze eigen kasseien, en zij denken mee over onze nieuwe modellen.</p>
      </div>
    </div>
    <div class="page-width">
      <h2 class="h2" id="componenten">Componentpartners</h2>
      <div class="multicolumn-list grid grid--2-col-tablet grid--4-col-desktop">
        <div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper"><img src="//leiefiets.be/cdn/shop/files/partner-rohloff.png?v=1690000001&width=300" alt="Rohloff Speedhub" width="300" height="120" loading="lazy"></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Rohloff</h3><div class="rte"><p>De Speedhub 500/14 op onze Randonneur en Portus. Wij zijn erkend Rohloff-servicepunt.</p></div><a class="link animate-arrow" href="https://www.rohloff.de/en/" target="_blank" rel="noopener">Naar rohloff.de</a></div>
        </div>
        <div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper"><img src="//leiefiets.be/cdn/shop/files/partner-gates.png?v=1690000001&width=300" alt="Gates Carbon Drive" width="300" height="120" loading="lazy"></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Gates Carbon Drive</h3><div class="rte"><p>Riemaandrijving zonder olie of slijtage, op elk model met naafversnelling.</p></div><a class="link animate-arrow" href="https://www.gatescarbondrive.com" target="_blank" rel="noopener">Naar Gates</a></div>
        </div>
        <div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper"><img src="//leiefiets.be/cdn/shop/files/partner-schwalbe.png?v=1690000001&width=300" alt="Schwalbe" width="300" height="120" loading="lazy"></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Schwalbe</h3><div class="rte"><p>G-One en Marathon banden, standaard op de Kasseirijder en de Dok.</p></div><a class="link animate-arrow" href="https://www.schwalbe.com/" target="_blank" rel="noopener">Naar Schwalbe</a></div>
        </div>
        <div class="multicolumn-card content-container">
          <div class="multicolumn-card__image-wrapper"><img src="//leiefiets.be/cdn/shop/files/partner-verhaeghe.png?v=1690000001&width=300" alt="Lakwerkplaats Verhaeghe" width="300" height="120" loading="lazy"></div>
          <div class="multicolumn-card__info"><h3 class="inline-richtext">Lakwerkplaats Verhaeghe</h3><div class="rte"><p>Familiebedrijf uit Izegem dat al onze frames poedercoat, in elke RAL-kleur.</p></div><a class="link animate-arrow" href="https://www.lakwerkplaats-verhaeghe.be" target="_blank" rel="noopener">Naar Verhaeghe</a></div>
        </div>
      </div>
      <h2 class="h2" id="leasing">Leasingpartners</h2>
      <div class="rte">
        <p>Een Leiefiets als bedrijfsfiets? Via het fietsleaseplan van je werkgever kan je elk model leasen. We werken samen met twee Belgische leasemaatschappijen die de volledige administratie, verzekering en onderhoud bij je dealer regelen:</p>
        <ul>
          <li><strong>Trapkracht Lease</strong> — <a href="https://www.trapkrachtlease.be/merken/leiefiets">trapkrachtlease.be</a>, voor werkgevers in heel België</li>
          <li><strong>Pedalo Lease</strong> — <a href="https://pedalolease.be">pedalolease.be</a>, ook voor zelfstandigen en kmo's</li>
        </ul>
        <p>Werkt je werkgever met een andere leasemaatschappij? Vraag of ze Leiefiets willen toevoegen — de meeste doen dat binnen de week.</p>
      </div>
      <h2 class="h2">Certificering</h2>
      <div class="rte">
        <p>Onze bakfietsen zijn getest volgens EN 17860 door een onafhankelijk labo. Het testrapport kan je <a href="//leiefiets.be/cdn/shop/files/testrapport-dok-EN17860.pdf?v=1695000000">hier downloaden (pdf)</a>.</p>
      </div>
    </div>`;

const news = `    <div class="main-blog page-width">
      <h1 class="title--primary">Nieuws</h1>
      <div class="blog-articles blog-articles--collage">
        <div class="blog-articles__article article">
          <article class="article-card-wrapper card-wrapper">
            <div class="card__content"><h2 class="card__heading h3"><a href="/blogs/nieuws/nieuwe-dok-bakfiets-met-middenmotor">De nieuwe Dok: nu ook met middenmotor</a></h2>
              <div class="article-card__info caption-with-letter-spacing h5"><span class="circle-divider"><time datetime="2024-02-12T09:00:00Z">12 februari 2024</time></span></div>
              <p class="article-card__excerpt rte-width">Na twee jaar testen met koeriers in Gent is de Dok er nu ook met ondersteuning. Het frame blijft hetzelfde, de motor zit laag en centraal.</p></div>
          </article>
        </div>
        <div class="blog-articles__article article">
          <article class="article-card-wrapper card-wrapper">
            <div class="card__content"><h2 class="card__heading h3"><a href="/blogs/nieuws/nieuwe-dealers-duitsland">Twee nieuwe dealers in Duitsland</a></h2>
              <div class="article-card__info caption-with-letter-spacing h5"><time datetime="2023-11-20T09:00:00Z">20 november 2023</time></div>
              <p class="article-card__excerpt rte-width">Vanaf deze winter kan je een Leiefiets ook proefrijden in Aken en Keulen. Alle adressen vind je op de <a href="/pages/dealers">dealerpagina</a>.</p></div>
          </article>
        </div>
        <div class="blog-articles__article article">
          <article class="article-card-wrapper card-wrapper">
            <div class="card__content"><h2 class="card__heading h3"><a href="/blogs/nieuws/fiets-van-het-jaar">Kasseirijder is Belgische Fiets van het Jaar</a></h2>
              <div class="article-card__info caption-with-letter-spacing h5"><time datetime="2023-09-15T09:00:00Z">15 september 2023</time></div>
              <p class="article-card__excerpt rte-width">De jury roemde de "onverwoestbare eenvoud". Lees ook het <a href="https://www.nieuwsblad.be/cnt/dmf20230914_93826154">artikel in Het Nieuwsblad</a>.</p></div>
          </article>
        </div>
        <div class="blog-articles__article article">
          <article class="article-card-wrapper card-wrapper">
            <div class="card__content"><h2 class="card__heading h3"><a href="/blogs/nieuws/ronde-van-de-leie-2023">Verslag: Ronde van de Leie 2023</a></h2>
              <div class="article-card__info caption-with-letter-spacing h5"><time datetime="2023-06-04T09:00:00Z">4 juni 2023</time></div>
              <p class="article-card__excerpt rte-width">180 rijders, 112 km, 23 kasseistroken en één lekke band. De route staat op onze Strava-club.</p></div>
          </article>
        </div>
      </div>
      <div class="pagination-wrapper"><nav class="pagination" role="navigation" aria-label="Paginering"><ul class="pagination__list list-unstyled" role="list"><li><span class="pagination__item pagination__item--current" aria-current="page">1</span></li><li><a href="/blogs/nieuws?page=2" class="pagination__item link">2</a></li></ul></nav></div>
    </div>`;

const jobs = `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Vacatures</h1>
      <div class="rte">
        <p>We zoeken mensen die graag met hun handen werken en fietsen even graag rijden als bouwen.</p>
        <h2>Lasser-framebouwer (voltijds, Gent)</h2>
        <p>Ervaring met TIG-lassen van staal is een must, ervaring met fietsen een plus. Je leert het vak van onze hoofdframebouwer.</p>
        <h2>Fietsmecanicien atelier (4/5 of voltijds)</h2>
        <p>Je monteert nieuwe fietsen af en doet herstellingen voor klanten die rechtstreeks in Gent binnenkomen.</p>
        <h2>Hoe solliciteren?</h2>
        <p>Stuur je cv naar <a href="mailto:jobs@leiefiets.be">jobs@leiefiets.be</a>. Je vindt onze vacatures ook op <a href="https://www.vdab.be/vindeenjob/vacatures?trefwoord=leiefiets">VDAB</a> en <a href="https://www.jobat.be/nl/bedrijf/leiefiets">Jobat</a>.</p>
      </div>
    </div>`;

const contact = `    <div class="page-width page-width--narrow">
      <h1 class="main-page-title page-title h0">Contact</h1>
      <div class="rte">
        <p><strong>Leiefiets BV</strong><br>Dok-Noord 7, 9000 Gent<br>+32 9 396 20 11 · <a href="mailto:hallo@leiefiets.be">hallo@leiefiets.be</a></p>
        <p>Atelier en toonzaal open van dinsdag tot zaterdag, 10u–18u. <a href="https://maps.app.goo.gl/Leiefiets-Dok-Noord">Route via Google Maps</a>.</p>
        <p>Voor herstellingen en garantie verwijzen we je graag door naar je <a href="/pages/dealers">dichtstbijzijnde dealer</a>.</p>
      </div>
      <form method="post" action="/contact#ContactForm" id="ContactForm" accept-charset="UTF-8" class="contact-form">
        <input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">
        <div class="contact__fields">
          <div class="field"><input class="field__input" autocomplete="name" type="text" id="ContactForm-name" name="contact[Naam]" placeholder="Naam"><label class="field__label" for="ContactForm-name">Naam</label></div>
          <div class="field"><input class="field__input" autocomplete="email" type="email" id="ContactForm-email" name="contact[email]" placeholder="E-mail" aria-required="true"><label class="field__label" for="ContactForm-email">E-mail</label></div>
        </div>
        <div class="field"><textarea rows="10" id="ContactForm-body" class="text-area field__input" name="contact[Bericht]" placeholder="Bericht"></textarea><label class="form__label field__label" for="ContactForm-body">Bericht</label></div>
        <div class="contact__button"><button type="submit" class="button">Versturen</button></div>
      </form>
    </div>`;

export const site: CorpusSite = {
  domain: 'leiefiets.be',
  otherDomains: ['leiefiets.nl'],
  covers:
    'Shopify bike maker (nl-BE): dealers in province accordions, cards and a JSON store-locator blob holding the foreign dealers only; a domain written as plain text; component and leasing partners on a partners page; customers, press, award, job boards, agency credit and social links as negatives',
  pages: {
    '/': page('Leiefiets — stalen fietsen uit Gent', 'Handgemaakte stalen stads-, gravel- en bakfietsen uit Gent.', '/', home),
    '/pages/over-ons': page('Over ons – Leiefiets', 'Het verhaal van Leiefiets en ons atelier aan Dok-Noord.', '/pages/over-ons', about),
    '/collections/fietsen': page('Fietsen – Leiefiets', 'Alle modellen van Leiefiets.', '/collections/fietsen', bikes),
    '/pages/dealers': page(
      'Dealers – Leiefiets',
      'Vind een Leiefiets-dealer in België, Nederland, Duitsland, Frankrijk of Luxemburg.',
      '/pages/dealers',
      dealers,
    ),
    '/pages/dealer-worden': page('Dealer worden – Leiefiets', 'Word Leiefiets-dealer.', '/pages/dealer-worden', becomeDealer),
    '/pages/partners': page('Partners – Leiefiets', 'Onze componentpartners en leasingpartners.', '/pages/partners', partners),
    '/blogs/nieuws': page('Nieuws – Leiefiets', 'Nieuws uit het atelier.', '/blogs/nieuws', news),
    '/pages/vacatures': page('Vacatures – Leiefiets', 'Werken bij Leiefiets.', '/pages/vacatures', jobs),
    '/pages/contact': page('Contact – Leiefiets', 'Contacteer Leiefiets.', '/pages/contact', contact),
  },
  technologies: ['shopify', 'klaviyo', 'judge-me', 'google-analytics', 'google-tag-manager', 'cloudflare'],
  partners: {
    'fietsenvanacker.be': 'channel',
    'tweewielerdhondt.be': 'channel',
    'velokortrijk.be': 'channel',
    'velodroom-antwerpen.be': 'channel',
    'rijwielenmaes.be': 'channel',
    'velosablon.brussels': 'channel',
    'cyclesdelvaux.be': 'channel',
    'stalenros.nl': 'channel',
    'fietsatelierzuid.nl': 'channel',
    'radhaus-aachen.de': 'channel',
    'stahlrahmen-koeln.de': 'channel',
    'cyclesdunord.fr': 'channel',
    'velobuttek.lu': 'channel',
    'rohloff.de': 'generic',
    'gatescarbondrive.com': 'generic',
    'schwalbe.com': 'generic',
    'lakwerkplaats-verhaeghe.be': 'generic',
    'trapkrachtlease.be': 'generic',
    'pedalolease.be': 'generic',
  },
};
