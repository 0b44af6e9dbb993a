import type { CorpusSite } from '../corpus/types.js';

/** Wellington specialty coffee roaster on Squarespace 7.1 with Commerce, New Zealand English. */

const sqsHeaders = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'kQ3vJ1pZ/Xw8bYrTn',
  'cache-control': 'no-cache, private',
};

const head = (title: string, description: string, path: string, collectionId: string) => `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="en-NZ">
<head>
  <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <base href="">
  <meta charset="utf-8" />
  <title>${title}</title>
  <meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" />
  <link rel="icon" type="image/x-icon" href="https://images.squarespace-cdn.com/content/v1/61a4c2e8f1b3d95a7c0e3f21/7a1e9c55-favicon/favicon.ico?format=100w"/>
  <link rel="canonical" href="https://tidewellcoffee.co.nz${path}"/>
  <meta property="og:site_name" content="Tidewell Coffee Roasters"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:url" content="https://tidewellcoffee.co.nz${path}"/>
  <meta property="og:type" content="website"/>
  <meta property="og:description" content="${description}"/>
  <meta property="og:image" content="http://static1.squarespace.com/static/61a4c2e8f1b3d95a7c0e3f21/t/62b0e3a1c9d4f01234567890/1655757729000/tidewell-social.jpg?format=1500w"/>
  <meta name="description" content="${description}" />
  <link rel="preconnect" href="https://images.squarespace-cdn.com">
  <link rel="stylesheet" type="text/css" href="https://use.typekit.net/vqe4zmb.css">
  <script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
  <script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
  <script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
  <script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-4b7a1e3c62a07d55-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
  <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-4b7a1e3c62a07d55-min.en-US.js" defer></script>
  <script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/commerce-8d2e0d35b0a91b8e-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-commerce');</script>
  <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/commerce-8d2e0d35b0a91b8e-min.en-US.js" defer></script>
  <link rel="stylesheet" type="text/css" href="//assets.squarespace.com/universal/styles-compressed/commerce-2af06520793c1ed0-min.en-US.css">
  <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-3a9b1f54ec03d6a2-min.en-US.js" defer></script>
  <script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-6c7058b44420b6db-min.en-US.js" defer></script>
  <script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"facebookAppId":"314192535267336","rollups":{},"pageType":2,"website":{"id":"61a4c2e8f1b3d95a7c0e3f21","identifier":"tidewell-coffee","websiteType":1,"contentModifiedOn":1709251200000,"cloneable":false,"siteStatus":{},"language":"en-NZ","timeZone":"Pacific/Auckland","machineTimeZoneOffset":46800000,"siteTitle":"Tidewell Coffee Roasters","primaryDomain":"tidewellcoffee.co.nz","baseUrl":"https://tidewellcoffee.co.nz"},"collection":{"id":"${collectionId}"},"templateVersion":"7.1"};</script>
  <script type="application/ld+json">{"url":"https://tidewellcoffee.co.nz","name":"Tidewell Coffee Roasters","@context":"http://schema.org","@type":"WebSite"}</script>
  <script type="application/ld+json">{"legalName":"Tidewell Coffee Roasters Limited","address":"31 Kaiwharawhara Road\\nWellington 6035\\nNew Zealand","email":"kia.ora@tidewellcoffee.co.nz","telephone":"+64 4 384 2290","sameAs":["https://www.instagram.com/tidewellcoffee","https://www.facebook.com/tidewellcoffee"],"@context":"http://schema.org","@type":"Organization"}</script>
  <link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/61a4c2e8f1b3d95a7c0e3f21/42/5c5a519771b3bc00014a8f34/61a4c2e8f1b3d95a7c0e3f3c/1490/site.css"/>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-TWL84NZ0Q1"></script>
  <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('set', 'developer_id.dZjQwMz', true); gtag('config', 'G-TWL84NZ0Q1');</script>
</head>`;

const header = `<body id="collection-%ID%" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline tweak-global-animations-animation-type-fade header-width-full tweak-transparent-header footer-width-inset tweak-blog-alternating-side-by-side-width-inset image-block-poster-text-alignment-left tweak-social-icons-style-regular tweak-social-icons-shape-circle hide-opentable-icons tweak-product-basic-item-gallery-design-grid tweak-product-basic-item-width-full form-use-theme-colors header-button-style-solid native-currency-code-nzd view-item collection-type-page collection-layout-default mobile-style-available sqs-seven-one show-pdp-product-add-to-cart" tabindex="-1">
  <div id="siteWrapper" class="clearfix site-wrapper">
    <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles='{"layout":"navRight","action":{"buttonText":"Shop Beans","buttonLink":"/shop","headerAction":true}}'>
      <div class="header-announcement-bar-wrapper">
        <div class="header-inner container--fluid header-layout--with-commerce">
          <div class="header-display-desktop" data-content-order="header-actions-right">
            <div class="header-title-nav-wrapper">
              <div class="header-title" data-animation-role="header-element">
                <div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="//images.squarespace-cdn.com/content/v1/61a4c2e8f1b3d95a7c0e3f21/2b7c2ae1-tidewell-logo.png?format=1500w" alt="Tidewell Coffee Roasters" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="sqs"></a></div>
              </div>
              <div class="header-nav">
                <div class="header-nav-wrapper">
                  <nav class="header-nav-list">
                    <div class="header-nav-item header-nav-item--collection"><a href="/shop" data-animation-role="header-element">Shop</a></div>
                    <div class="header-nav-item header-nav-item--collection"><a href="/about" data-animation-role="header-element">About</a></div>
                    <div class="header-nav-item header-nav-item--collection"><a href="/sourcing" data-animation-role="header-element">Sourcing</a></div>
                    <div class="header-nav-item header-nav-item--folder">
                      <a class="header-nav-folder-title" href="/find-us" tabindex="-1" data-animation-role="header-element">Find Us</a>
                      <div class="header-nav-folder-content">
                        <div class="header-nav-folder-item"><a href="/stockists"><span class="header-nav-folder-item-content">Stockists</span></a></div>
                        <div class="header-nav-folder-item"><a href="/cafe-partners"><span class="header-nav-folder-item-content">Café Partners</span></a></div>
                      </div>
                    </div>
                    <div class="header-nav-item header-nav-item--collection"><a href="/wholesale" data-animation-role="header-element">Wholesale</a></div>
                    <div class="header-nav-item header-nav-item--collection"><a href="/journal" data-animation-role="header-element">Journal</a></div>
                    <div class="header-nav-item header-nav-item--collection"><a href="/contact" data-animation-role="header-element">Contact</a></div>
                  </nav>
                </div>
              </div>
            </div>
            <div class="header-actions header-actions--right">
              <div class="showOnDesktop"><div class="header-actions-action header-actions-action--cart"><a href="/cart" class="cart-style-icon icon--stroke icon--fill icon--cart sqs-custom-cart"><span class="Cart-inner"><div class="icon-cart-quantity"><span class="cart-quantity-zero"><span class="sqs-cart-quantity">0</span></span></div></span></a></div></div>
              <div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/shop">Shop Beans</a></div>
            </div>
          </div>
        </div>
      </div>
    </header>
    <main id="page" class="container" role="main">
      <article class="sections" id="sections" data-page-sections="%ID%">`;

const footer = `      </article>
    </main>
    <footer class="sections" id="footer-sections" data-footer-sections>
      <section data-test="page-section" data-section-theme="black" class="page-section layout-engine-section background-width--full-bleed section-height--small content-width--wide horizontal-alignment--center vertical-alignment--middle black" data-section-id="61a4c2e8f1b3d95a7c0e3f99">
        <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-61a4c2e8f1b3d95a7c0e3f99">
          <div class="fe-block fe-block-yui_3_17_2_1_1655757700000_4410">
            <div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-yui_3_17_2_1_1655757700000_4410"><div class="sqs-block-content"><div class="sqs-html-content">
              <h4 style="white-space:pre-wrap;">Tidewell Coffee Roasters</h4>
              <p class="" style="white-space:pre-wrap;">31 Kaiwharawhara Road, Wellington 6035<br>Roastery door open Sat 9–1</p>
              <p class="" style="white-space:pre-wrap;"><a href="/shipping-returns">Shipping &amp; returns</a> · <a href="/careers">Careers</a> · <a href="/privacy">Privacy</a></p>
            </div></div></div>
          </div>
          <div class="fe-block fe-block-yui_3_17_2_1_1655757700000_5521">
            <div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-yui_3_17_2_1_1655757700000_5521"><div class="sqs-block-content">
              <div class="newsletter-form-wrapper newsletter-form-wrapper--layoutFloat newsletter-form-wrapper--alignCenter">
                <form class="newsletter-form" data-form-id="62b0e3a1c9d4f0abcdef0011" autocomplete="on" method="POST" novalidate onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '62b0e3a1c9d4f0abcdef0011', collectionId: '', objectName: 'block-yui_3_17_2_1_1655757700000_5521' }); }); return false; })(this);">
                  <header class="newsletter-form-header"><h2 class="newsletter-form-header-title">Roast day news</h2><div class="newsletter-form-header-description"><p>New lots, brew guides and the odd discount. Fortnightly at most.</p></div></header>
                  <div class="newsletter-form-body"><div class="newsletter-form-fields-wrapper form-fields"><div class="newsletter-form-field-wrapper form-item field email required" id="email-yui_3_17_2_1_1655757700000_9001"><label class="newsletter-form-field-label title" for="email-yui_3_17_2_1_1655757700000_9001-field">Email Address</label><input type="email" autocomplete="email" spellcheck="false" id="email-yui_3_17_2_1_1655757700000_9001-field" name="email" class="newsletter-form-field-element field-element" placeholder="Email Address" aria-required="true"></div></div><div data-animation-role="button" class="newsletter-form-button-wrapper submit-wrapper"><button class="newsletter-form-button sqs-system-button sqs-editable-button-layout sqs-editable-button-style sqs-editable-button-shape sqs-button-element--primary" type="submit" value="Sign Up"><span class="newsletter-form-button-label">Sign Up</span></button></div></div>
                </form>
              </div>
            </div></div>
          </div>
          <div class="fe-block fe-block-yui_3_17_2_1_1655757700000_6630">
            <div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2" data-block-type="54"><div class="sqs-block-content"><div class="sqs-svg-icon--outer social-icon-alignment-center social-icons-color- social-icons-size-small social-icons-style-regular">
              <nav class="sqs-svg-icon--list">
                <a href="https://www.instagram.com/tidewellcoffee" target="_blank" class="sqs-svg-icon--wrapper instagram-unauth" aria-label="Instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#instagram-unauth-icon"></use></svg></div></a>
                <a href="https://www.facebook.com/tidewellcoffee" target="_blank" class="sqs-svg-icon--wrapper facebook-unauth" aria-label="Facebook"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64"><use class="sqs-use--icon" xlink:href="#facebook-unauth-icon"></use></svg></div></a>
              </nav>
            </div></div></div>
          </div>
          <div class="fe-block fe-block-yui_3_17_2_1_1655757700000_7741">
            <div class="sqs-block html-block sqs-block-html" data-block-type="2"><div class="sqs-block-content"><div class="sqs-html-content">
              <p class="sqsrte-small" style="white-space:pre-wrap;">© 2024 Tidewell Coffee Roasters Ltd. Roasted on the Kaiwharawhara stream, Te Whanganui-a-Tara. Site by <a href="https://moanadigital.co.nz" target="_blank">Moana Digital</a>.</p>
            </div></div></div>
          </div>
        </div></div></div>
      </section>
    </footer>
  </div>
  <div class="sqs-cookie-banner-v2-container"><div class="sqs-cookie-banner-v2 sqs-cookie-banner-v2--accept-decline" role="region" aria-label="Cookie banner"><div class="sqs-cookie-banner-v2-text"><p>We use cookies to understand how people use our site and to keep your cart working.</p></div><div class="sqs-cookie-banner-v2-cta-container"><button class="sqs-cookie-banner-v2-accept sqs-button-element--primary">Accept</button><button class="sqs-cookie-banner-v2-decline sqs-button-element--secondary">Decline</button></div></div></div>
  <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771b3bc00014a8f34/scripts/site-bundle.2f1c7ab2a3d4e5f6.js" type="text/javascript"></script>
</body>
</html>`;

const htmlBlock = (
  id: string,
  inner: string,
) => `          <div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content" data-sqsp-text-block-content>
${inner}
          </div></div></div>`;

const section = (
  id: string,
  theme: string,
  inner: string,
) => `        <section data-test="page-section" data-section-theme="${theme}" class="page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}" data-section-id="${id}">
          <div class="section-border"><div class="section-background"></div></div>
          <div class="content-wrapper"><div class="content"><div class="fluid-engine fe-${id}">
${inner}
          </div></div></div>
        </section>`;

const page = (title: string, description: string, path: string, collectionId: string, body: string) => ({
  headers: sqsHeaders,
  html: `${head(title, description, path, collectionId)}
${header.split('%ID%').join(collectionId)}
${body}
${footer}`,
});

const home = [
  section(
    '62b0e3a1c9d4f0aa00000001',
    'dark',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_1001',
      `            <h1 style="text-align:center;white-space:pre-wrap;">Small-batch coffee, roasted by the harbour.</h1>
            <p class="sqsrte-large" style="text-align:center;white-space:pre-wrap;">We roast twice a week in Kaiwharawhara and ship anywhere in Aotearoa the same day.</p>
            <div class="sqs-block button-block sqs-block-button"><div class="sqs-block-button-container sqs-block-button-container--center"><a href="/shop" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Shop current roasts</a></div></div>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000002',
    'white',
    `          <div class="sqs-block summary-v2-block sqs-block-summary-v2" data-block-type="55"><div class="sqs-block-content"><div class="summary-block-header"><h2 class="summary-heading">On the roaster this week</h2></div>
            <div class="summary-item-list-container sqs-gallery-container"><div class="summary-item-list">
              <div class="summary-item summary-item-record-type-product"><div class="summary-thumbnail-outer-container"><a href="/shop/p/harbour-blend" class="summary-thumbnail-container sqs-gallery-image-container"><img data-src="https://images.squarespace-cdn.com/content/v1/61a4c2e8f1b3d95a7c0e3f21/harbour-blend.jpg" alt="Harbour Blend 1kg bag"></a></div><div class="summary-content"><div class="summary-title"><a href="/shop/p/harbour-blend" class="summary-title-link">Harbour Blend</a></div><div class="summary-excerpt"><p>Colombia &amp; Sumatra. Milk chocolate, stewed plum. Our espresso workhorse.</p></div><div class="summary-price"><span class="product-price">$22.00</span></div></div></div>
              <div class="summary-item summary-item-record-type-product"><div class="summary-content"><div class="summary-title"><a href="/shop/p/kiambu-aa" class="summary-title-link">Kenya Kiambu AA</a></div><div class="summary-excerpt"><p>Blackcurrant, grapefruit, brown sugar. Filter roast.</p></div><div class="summary-price"><span class="product-price">$26.00</span></div></div></div>
              <div class="summary-item summary-item-record-type-product"><div class="summary-content"><div class="summary-title"><a href="/shop/p/el-retiro-decaf" class="summary-title-link">El Retiro Sugarcane Decaf</a></div><div class="summary-excerpt"><p>Caramel, red apple. Decaf that tastes like coffee.</p></div><div class="summary-price"><span class="product-price">$24.00</span></div></div></div>
            </div></div>
          </div></div>`,
  ),
  section(
    '62b0e3a1c9d4f0aa00000003',
    'light',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_1003',
      `            <h2 style="white-space:pre-wrap;">What people are saying</h2>
            <blockquote><p>"The Harbour Blend is the only coffee my flatmates agree on."</p><p>— Aroha, Newtown</p></blockquote>
            <blockquote><p>"Tidewell changed how we run our office kitchen. Fresh bags every Tuesday, zero fuss."</p><p>— Office manager, <a href="https://www.kahulegal.co.nz" target="_blank">Kahu Legal</a></p></blockquote>
            <p style="white-space:pre-wrap;">As seen in: <a href="https://www.stuff.co.nz/life-style/food-wine/301234567/wellingtons-best-new-roasters" target="_blank">Stuff — Wellington's best new roasters</a> · Silver medal, <a href="https://www.nzcoffeeawards.co.nz/results-2023" target="_blank">NZ Coffee Roasting Awards 2023</a></p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000004',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_1004',
      `            <h2 style="text-align:center;white-space:pre-wrap;">Drink it, buy it, brew it</h2>
            <p style="text-align:center;white-space:pre-wrap;">Find Tidewell at <a href="/stockists">our stockists</a> around the country, or grab a flat white at one of our <a href="/cafe-partners">café partners</a>.</p>
            <p style="text-align:center;white-space:pre-wrap;">Every bag we sell is Fairtrade certified or direct-traded, and the roastery is <a href="https://www.toitu.co.nz/" target="_blank">Toitū</a> carbon-reduce certified.</p>`,
    ),
  ),
].join('\n');

const about = [
  section(
    '62b0e3a1c9d4f0aa00000011',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_2001',
      `            <h1 style="white-space:pre-wrap;">About Tidewell</h1>
            <p style="white-space:pre-wrap;">Tidewell started in 2016 with a 5 kg Toper roaster in a shipping container behind a panel beater in Kaiwharawhara. Mereana and Josh had spent ten years behind espresso machines in Wellington and London and wanted coffee that tasted of where it came from — roasted light enough to show it, but not so light you need a lab coat to enjoy it.</p>
            <p style="white-space:pre-wrap;">Today we roast about two tonnes a month on a 15 kg Diedrich, pack by hand and ship from the same stream-side yard.</p>
            <h3 style="white-space:pre-wrap;">How we work</h3>
            <ul data-rte-list="default">
              <li><p>We buy green coffee from a handful of <a href="/sourcing">long-term sourcing partners</a>, paying well above Fairtrade minimums.</p></li>
              <li><p>We roast to order, twice a week, and never sell a bag more than three weeks off roast.</p></li>
              <li><p>Our bags are home-compostable, and our wholesale coffee travels in returnable tubs.</p></li>
            </ul>
            <p style="white-space:pre-wrap;">Our Harbour Blend and Kiambu AA carry the <a href="https://www.fairtrade.org.nz/" target="_blank">Fairtrade</a> mark.</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000012',
    'light',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_2002',
      `            <h2 style="white-space:pre-wrap;">The crew</h2>
            <p style="white-space:pre-wrap;"><strong>Mereana Tipene</strong> — co-founder, head roaster<br><strong>Josh Whitcombe</strong> — co-founder, green buying<br><strong>Priya Nair</strong> — wholesale &amp; training<br><strong>Sam Ruawai</strong> — dispatch, vinyl, snacks</p>`,
    ),
  ),
].join('\n');

const shop = section(
  '62b0e3a1c9d4f0aa00000021',
  'white',
  `          <div class="products-flex-container"><div class="product-list">
            <h1 class="product-list-title">Shop</h1>
            <nav class="product-list-filter"><ul><li class="active"><a href="/shop">All</a></li><li><a href="/shop?category=Espresso">Espresso</a></li><li><a href="/shop?category=Filter">Filter</a></li><li><a href="/shop?category=Gear">Gear</a></li></ul></nav>
            <section class="product-list-container">
              <div class="product-list-item"><a href="/shop/p/harbour-blend" class="product-list-item-link"><div class="product-list-item-title">Harbour Blend — 250g / 1kg</div><div class="product-list-item-price"><div class="product-price">from $22.00</div></div></a></div>
              <div class="product-list-item"><a href="/shop/p/kiambu-aa" class="product-list-item-link"><div class="product-list-item-title">Kenya Kiambu AA — 250g</div><div class="product-list-item-price"><div class="product-price">$26.00</div></div></a></div>
              <div class="product-list-item"><a href="/shop/p/el-retiro-decaf" class="product-list-item-link"><div class="product-list-item-title">Colombia El Retiro Sugarcane Decaf — 250g</div><div class="product-list-item-price"><div class="product-price">$24.00</div></div></a></div>
              <div class="product-list-item"><a href="/shop/p/kerinci-natural" class="product-list-item-link"><div class="product-list-item-title">Sumatra Kerinci Natural — 250g</div><div class="product-list-item-price"><div class="product-price">$25.00</div></div></a></div>
              <div class="product-list-item"><a href="/shop/p/subscription" class="product-list-item-link"><div class="product-list-item-title">Roaster's Choice Subscription</div><div class="product-list-item-price"><div class="product-price">from $20.00 / fortnight</div></div></a></div>
              <div class="product-list-item"><a href="/shop/p/gift-card" class="product-list-item-link"><div class="product-list-item-title">Gift Card</div><div class="product-list-item-price"><div class="product-price">from $25.00</div></div></a></div>
            </section>
          </div></div>`,
);

const sourcing = [
  section(
    '62b0e3a1c9d4f0aa00000031',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_3001',
      `            <h1 style="white-space:pre-wrap;">Sourcing</h1>
            <p class="sqsrte-large" style="white-space:pre-wrap;">We'd rather buy from the same people for ten years than chase the latest auction lot.</p>
            <p style="white-space:pre-wrap;">Almost all of our green coffee comes through four partners. We visit them, we pay them on time, and we publish what we pay (see our <a href="/s/tidewell-transparency-report-2023.pdf">2023 transparency report</a>).</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000032',
    'light',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_3002',
      `            <h2 style="white-space:pre-wrap;">Our green coffee partners</h2>
            <h3 style="white-space:pre-wrap;">Pacific Green Imports — Auckland</h3>
            <p style="white-space:pre-wrap;">Our importing partner since day one. Pacific Green handles shipping, warehousing and quality control for most of our Latin American and African coffees. <a href="https://www.pacificgreen.co.nz" target="_blank">pacificgreen.co.nz</a></p>
            <h3 style="white-space:pre-wrap;">Finca El Retiro — Huila, Colombia</h3>
            <p style="white-space:pre-wrap;">The Ramírez family grows the coffee for our Harbour Blend and, through their local decaf plant, our sugarcane decaf. <a href="https://fincaelretiro.com.co" target="_blank">Visit the farm's website</a></p>
            <h3 style="white-space:pre-wrap;">Kiambu Growers Cooperative — Kenya</h3>
            <p style="white-space:pre-wrap;">A cooperative of 1,100 smallholders north of Nairobi. We have bought their AA lot every season since 2018. <a href="https://www.kiambugrowers.co.ke" target="_blank">kiambugrowers.co.ke</a></p>
            <h3 style="white-space:pre-wrap;">Koperasi Kopi Kerinci — Sumatra, Indonesia</h3>
            <p style="white-space:pre-wrap;">Women-led cooperative on the slopes of Mount Kerinci. Their natural process lot is a yearly highlight. Find them at www.kopikerinci.co.id.</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000033',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_3003',
      `            <h2 style="white-space:pre-wrap;">Certifications</h2>
            <p style="white-space:pre-wrap;">Fairtrade certified (licence FT-NZ-20511) — <a href="https://www.fairtrade.org.nz/find-fairtrade-products" target="_blank">check the register</a>. Toitū carbonreduce certified since 2021.</p>`,
    ),
  ),
].join('\n');

const stockists = [
  section(
    '62b0e3a1c9d4f0aa00000041',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_4001',
      `            <h1 style="white-space:pre-wrap;">Stockists</h1>
            <p style="white-space:pre-wrap;">Take Tidewell home. These shops carry our beans — usually the Harbour Blend plus a rotating single origin. Stock varies, so give them a call first if you're after something specific.</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000042',
    'white',
    `          <div class="fe-block fe-block-stockists-wellington">
${htmlBlock(
  'yui_3_17_2_1_1655757729001_4002',
  `            <h3 style="white-space:pre-wrap;">Wellington</h3>
            <p style="white-space:pre-wrap;"><strong>Aro Valley Grocer</strong><br>84 Aro Street, Aro Valley<br><a href="https://www.arovalleygrocer.co.nz" target="_blank">arovalleygrocer.co.nz</a></p>
            <p style="white-space:pre-wrap;"><strong>Cuba Street Pantry</strong><br>201 Cuba Street, Te Aro<br><a href="https://cubastreetpantry.co.nz" target="_blank">cubastreetpantry.co.nz</a></p>`,
)}
          </div>
          <div class="fe-block fe-block-stockists-auckland">
${htmlBlock(
  'yui_3_17_2_1_1655757729001_4003',
  `            <h3 style="white-space:pre-wrap;">Auckland</h3>
            <p style="white-space:pre-wrap;"><strong>Ponsonby Provisions</strong><br>150 Ponsonby Road, Ponsonby<br><a href="https://www.ponsonbyprovisions.co.nz" target="_blank">ponsonbyprovisions.co.nz</a></p>
            <p style="white-space:pre-wrap;"><strong>Grey Lynn Deli</strong><br>545 Great North Road, Grey Lynn<br>greylynndeli.co.nz</p>`,
)}
          </div>
          <div class="fe-block fe-block-stockists-south">
${htmlBlock(
  'yui_3_17_2_1_1655757729001_4004',
  `            <h3 style="white-space:pre-wrap;">Canterbury &amp; Otago</h3>
            <p style="white-space:pre-wrap;"><strong>Lyttelton Larder</strong><br>12 London Street, Lyttelton<br><a href="https://lytteltonlarder.co.nz" target="_blank">lytteltonlarder.co.nz</a></p>
            <p style="white-space:pre-wrap;"><strong>Dunedin Wholefoods Co-op</strong><br>Moray Place, Dunedin (members and public welcome)</p>`,
)}
          </div>
          <div class="fe-block fe-block-stockists-online">
${htmlBlock(
  'yui_3_17_2_1_1655757729001_4005',
  `            <h3 style="white-space:pre-wrap;">Online &amp; across the ditch</h3>
            <p style="white-space:pre-wrap;"><strong>The Bean Exchange</strong> — NZ-wide online specialty coffee shop: <a href="https://www.beanexchange.co.nz/roasters/tidewell" target="_blank">shop Tidewell at The Bean Exchange</a></p>
            <p style="white-space:pre-wrap;"><strong>Fitzroy Pantry Co.</strong> — Melbourne, Australia: <a href="https://fitzroypantry.com.au" target="_blank">fitzroypantry.com.au</a></p>`,
)}
          </div>`,
  ),
  section(
    '62b0e3a1c9d4f0aa00000043',
    'light',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_4006',
      `            <p style="text-align:center;white-space:pre-wrap;">Want to stock Tidewell in your shop? <a href="/wholesale">Get in touch about wholesale</a>.</p>`,
    ),
  ),
].join('\n');

const cafeCard = (
  img: string,
  name: string,
  where: string,
  blurb: string,
  link: string,
) => `            <div class="list-item" data-is-card-enabled="true">
              <div class="list-item-media"><div class="list-item-media-inner" data-aspect-ratio="4:3"><img src="https://images.squarespace-cdn.com/content/v1/61a4c2e8f1b3d95a7c0e3f21/${img}" alt="${name}" loading="lazy"></div></div>
              <div class="list-item-content"><div class="list-item-content__text-wrapper">
                <h2 class="list-item-content__title">${name}</h2>
                <div class="list-item-content__description"><p>${where}</p><p>${blurb}</p></div>
              </div>
              <div class="list-item-content__button-container"><a class="list-item-content__button sqs-block-button-element sqs-button-element--secondary" href="${link}" target="_blank">Visit website</a></div></div>
            </div>`;

const cafes = [
  section(
    '62b0e3a1c9d4f0aa00000051',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_5001',
      `            <h1 style="white-space:pre-wrap;">Café Partners</h1>
            <p style="white-space:pre-wrap;">These are the cafés that pour Tidewell every day. Our café partners get barista training with Priya, free machine checks from our technical partner, and first dibs on new lots. Go say hi.</p>`,
    ),
  ),
  `        <section data-test="page-section" data-section-theme="white" class="page-section user-items-list-section full-bleed-section collection-type-page white" data-section-id="62b0e3a1c9d4f0aa00000052">
          <div class="user-items-list" data-controller="UserItemsListCarousel"><div class="user-items-list-item-container user-items-list-carousel" data-current-context='{"userItems":[],"isSectionTitleEnabled":true,"sectionTitle":"<p>Where to find a Tidewell flat white</p>"}'>
${cafeCard('little-tern.jpg', 'Little Tern Café', 'Island Bay, Wellington', 'Seaside café with the best cheese scones on the south coast.', 'https://www.littletern.co.nz')}
${cafeCard('sixpence.jpg', 'Sixpence Espresso', 'Lambton Quay, Wellington', 'Our busiest partner — 900 coffees on a good Monday.', 'https://sixpenceespresso.co.nz')}
${cafeCard('harbourside.jpg', 'Harbourside Eatery', 'Oriental Bay, Wellington', 'All-day brunch with a view of the harbour.', 'https://harboursideeatery.nz')}
${cafeCard('otaki-bakehouse.jpg', 'Ōtaki Bakehouse', 'Ōtaki, Kāpiti Coast', 'Sourdough, pies and Harbour Blend on the way north.', 'https://www.otakibakehouse.co.nz')}
${cafeCard('petone-provedore.jpg', 'Petone Provedore', 'Jackson Street, Petone', 'Deli and café, also a stockist of our beans.', 'https://petoneprovedore.co.nz')}
${cafeCard('kelburn-kiosk.jpg', 'Kelburn Kiosk', 'Cable car top, Kelburn', 'Tiny kiosk, huge view. Takeaway only.', 'https://www.instagram.com/kelburnkiosk')}
          </div></div>
        </section>`,
].join('\n');

const wholesale = [
  section(
    '62b0e3a1c9d4f0aa00000061',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_6001',
      `            <h1 style="white-space:pre-wrap;">Wholesale</h1>
            <p style="white-space:pre-wrap;">We supply cafés, restaurants, offices and shops across the lower North Island, and ship beans nationwide.</p>
            <ul data-rte-list="default">
              <li><p>Free barista training at our roastery for every new café</p></li>
              <li><p>Returnable 2 kg tubs — no single-use bags</p></li>
              <li><p>Machine supply, installation and servicing through our technical partner <a href="https://www.espressoengineering.co.nz" target="_blank">Espresso Engineering NZ</a></p></li>
            </ul>
            <p style="white-space:pre-wrap;">Every order also supports our community partner <a href="https://www.harbourtable.org.nz" target="_blank">Harbour Table Food Rescue</a> — we donate 20c per kilo to their Wellington kitchen.</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000062',
    'light',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_6002',
      `            <h2 style="white-space:pre-wrap;">Office coffee</h2>
            <p style="white-space:pre-wrap;">Teams at <a href="https://www.kahulegal.co.nz" target="_blank">Kahu Legal</a>, <a href="https://fernsandpixel.co.nz" target="_blank">Ferns &amp; Pixel</a> and Te Aro Physio start their day with Tidewell.</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000063',
    'white',
    `          <div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper">
            <form data-form-id="62b0e3a1c9d4f0abcdef0022" autocomplete="on" method="POST" novalidate>
              <div class="field-list clear">
                <div id="text-business" class="form-item field text required"><label class="title" for="text-business-field">Business name <span class="required" aria-hidden="true">*</span></label><input class="field-element text" type="text" id="text-business-field" aria-required="true"></div>
                <div id="email-wholesale" class="form-item field email required"><label class="title" for="email-wholesale-field">Email <span class="required" aria-hidden="true">*</span></label><input class="field-element" name="email" type="email" autocomplete="email" spellcheck="false" id="email-wholesale-field" aria-required="true"></div>
                <div id="select-type" class="form-item field select"><label class="title" for="select-type-field">Type of business</label><select id="select-type-field" name="select-type-field"><option>Café</option><option>Restaurant</option><option>Office</option><option>Retail</option></select></div>
              </div>
              <div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Send enquiry"/></div>
            </form>
          </div></div></div></div>`,
  ),
].join('\n');

const journal = section(
  '62b0e3a1c9d4f0aa00000071',
  'white',
  `          <div class="blog-basic-grid collection-content-wrapper" data-controller="BlogImageLoader">
            <h1 class="blog-title">Journal</h1>
            <article class="blog-basic-grid--container entry blog-item is-loaded"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/journal?category=Origin+trips" class="blog-categories">Origin trips</a></span><time class="blog-date">12/3/24</time></div><h1 class="blog-title"><a href="/journal/kerinci-2024" data-no-animation>Three days on Mount Kerinci</a></h1><div class="blog-excerpt"><p>Josh's notes from harvest with Koperasi Kopi Kerinci, and why naturals from Sumatra are having a moment.</p></div><a class="blog-more-link" href="/journal/kerinci-2024">Read More</a></div></article>
            <article class="blog-basic-grid--container entry blog-item is-loaded"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/journal?category=Brew+guides" class="blog-categories">Brew guides</a></span><time class="blog-date">2/2/24</time></div><h1 class="blog-title"><a href="/journal/aeropress-for-flatmates" data-no-animation>An AeroPress recipe for four flatmates</a></h1><div class="blog-excerpt"><p>One press, four cups, no arguments. Our go-to for Kiambu AA.</p></div><a class="blog-more-link" href="/journal/aeropress-for-flatmates">Read More</a></div></article>
            <article class="blog-basic-grid--container entry blog-item is-loaded"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/journal?category=News" class="blog-categories">News</a></span><time class="blog-date">14/11/23</time></div><h1 class="blog-title"><a href="/journal/silver-at-the-awards" data-no-animation>Silver at the roasting awards</a></h1><div class="blog-excerpt"><p>Our El Retiro decaf took silver in the decaf class — a first for us. Full results on the <a href="https://www.nzcoffeeawards.co.nz/results-2023">awards site</a>.</p></div><a class="blog-more-link" href="/journal/silver-at-the-awards">Read More</a></div></article>
            <article class="blog-basic-grid--container entry blog-item is-loaded"><div class="blog-basic-grid--text"><div class="blog-meta-section"><span class="blog-categories-list"><a href="/journal?category=News" class="blog-categories">News</a></span><time class="blog-date">30/8/23</time></div><h1 class="blog-title"><a href="/journal/welcome-petone-provedore" data-no-animation>Welcome to the whānau, Petone Provedore</a></h1><div class="blog-excerpt"><p>Our newest café partner is pouring Harbour Blend on Jackson Street from this week.</p></div><a class="blog-more-link" href="/journal/welcome-petone-provedore">Read More</a></div></article>
            <nav class="blog-list-pagination"><div class="older"><a href="/journal?offset=1693353600000" rel="next"><span class="next-label">Older Posts</span></a></div></nav>
          </div>`,
);

const contact = [
  section(
    '62b0e3a1c9d4f0aa00000081',
    'white',
    htmlBlock(
      'yui_3_17_2_1_1655757729001_8001',
      `            <h1 style="white-space:pre-wrap;">Contact</h1>
            <p style="white-space:pre-wrap;"><strong>Roastery</strong><br>31 Kaiwharawhara Road, Wellington 6035<br>Open to the public Saturdays 9am–1pm</p>
            <p style="white-space:pre-wrap;"><a href="mailto:kia.ora@tidewellcoffee.co.nz">kia.ora@tidewellcoffee.co.nz</a> · 04 384 2290</p>
            <p style="white-space:pre-wrap;">Order questions? Most answers are on our <a href="/shipping-returns">shipping &amp; returns</a> page. Wholesale enquiries go to <a href="/wholesale">the wholesale form</a>.</p>`,
    ),
  ),
  section(
    '62b0e3a1c9d4f0aa00000082',
    'light',
    `          <div class="sqs-block form-block sqs-block-form" data-block-type="9"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper">
            <form data-form-id="62b0e3a1c9d4f0abcdef0033" autocomplete="on" method="POST" novalidate>
              <div class="field-list clear">
                <fieldset id="name-contact" class="form-item fields name required"><legend class="title">Name <span class="required" aria-hidden="true">*</span></legend><div class="field first-name"><input class="field-element field-control" name="fname" x-autocompletetype="given-name" type="text" spellcheck="false" maxlength="30" data-title="First" aria-required="true"><span class="caption"><span class="caption-text">First Name</span></span></div><div class="field last-name"><input class="field-element field-control" name="lname" x-autocompletetype="surname" type="text" spellcheck="false" maxlength="30" data-title="Last" aria-required="true"><span class="caption"><span class="caption-text">Last Name</span></span></div></fieldset>
                <div id="email-contact" class="form-item field email required"><label class="title" for="email-contact-field">Email <span class="required" aria-hidden="true">*</span></label><input class="field-element" name="email" type="email" autocomplete="email" spellcheck="false" id="email-contact-field" aria-required="true"></div>
                <div id="textarea-contact" class="form-item field textarea required"><label class="title" for="textarea-contact-field">Message <span class="required" aria-hidden="true">*</span></label><textarea class="field-element" id="textarea-contact-field" aria-required="true"></textarea></div>
              </div>
              <div class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Send"/></div>
            </form>
          </div></div></div></div>`,
  ),
].join('\n');

const careers = section(
  '62b0e3a1c9d4f0aa00000091',
  'white',
  htmlBlock(
    'yui_3_17_2_1_1655757729001_9001',
    `            <h1 style="white-space:pre-wrap;">Careers</h1>
            <p style="white-space:pre-wrap;">We're a small crew and don't hire often, but when we do we post the role here and on <a href="https://www.seek.co.nz/Tidewell-Coffee-Roasters-jobs/at-this-company" target="_blank">SEEK</a>.</p>
            <h3 style="white-space:pre-wrap;">Production roaster (part-time, 24 hrs)</h3>
            <p style="white-space:pre-wrap;">Tuesdays and Thursdays on the Diedrich, plus cupping and QC. Some roasting experience preferred; a good palate and a calm head essential. Applications close 30 April.</p>
            <p style="white-space:pre-wrap;">Send a CV and a few lines about your favourite coffee to <a href="mailto:jobs@tidewellcoffee.co.nz">jobs@tidewellcoffee.co.nz</a>.</p>`,
  ),
);

export const site: CorpusSite = {
  domain: 'tidewellcoffee.co.nz',
  covers:
    'Squarespace 7.1 roaster (en-NZ): stockists as text blocks by region (one domain as plain text, one shop without website), café partners as list-section cards with "Visit website" buttons (one only on Instagram), sourcing partners as paragraphs (one domain as text), technical and community partners named inline on the wholesale page; office customers, testimonials, press, award, certifiers, job board and agency credit as negatives; sitemap',
  pages: {
    '/': page(
      'Tidewell Coffee Roasters — Wellington',
      'Small-batch specialty coffee roasted in Wellington, shipped NZ-wide.',
      '/',
      '62b0e3a1c9d4f0ab00000001',
      home,
    ),
    '/about': page('About — Tidewell Coffee Roasters', 'Who we are and how we roast.', '/about', '62b0e3a1c9d4f0ab00000002', about),
    '/shop': page('Shop — Tidewell Coffee Roasters', 'Buy freshly roasted coffee online.', '/shop', '62b0e3a1c9d4f0ab00000003', shop),
    '/sourcing': page(
      'Sourcing — Tidewell Coffee Roasters',
      'Where our coffee comes from.',
      '/sourcing',
      '62b0e3a1c9d4f0ab00000004',
      sourcing,
    ),
    '/stockists': page(
      'Stockists — Tidewell Coffee Roasters',
      'Shops that stock Tidewell beans.',
      '/stockists',
      '62b0e3a1c9d4f0ab00000005',
      stockists,
    ),
    '/cafe-partners': page(
      'Café Partners — Tidewell Coffee Roasters',
      'Cafés that serve Tidewell coffee.',
      '/cafe-partners',
      '62b0e3a1c9d4f0ab00000006',
      cafes,
    ),
    '/wholesale': page(
      'Wholesale — Tidewell Coffee Roasters',
      'Coffee for cafés, restaurants and offices.',
      '/wholesale',
      '62b0e3a1c9d4f0ab00000007',
      wholesale,
    ),
    '/journal': page(
      'Journal — Tidewell Coffee Roasters',
      'News, origin trips and brew guides.',
      '/journal',
      '62b0e3a1c9d4f0ab00000008',
      journal,
    ),
    '/contact': page('Contact — Tidewell Coffee Roasters', 'Get in touch.', '/contact', '62b0e3a1c9d4f0ab00000009', contact),
    '/careers': page('Careers — Tidewell Coffee Roasters', 'Work with us.', '/careers', '62b0e3a1c9d4f0ab00000010', careers),
  },
  sitemap: ['/', '/about', '/shop', '/sourcing', '/stockists', '/cafe-partners', '/wholesale', '/journal', '/contact', '/careers'],
  technologies: ['squarespace', 'squarespace-commerce', 'adobe-fonts', 'google-analytics', 'google-tag-manager'],
  partners: {
    'arovalleygrocer.co.nz': 'channel',
    'cubastreetpantry.co.nz': 'channel',
    'ponsonbyprovisions.co.nz': 'channel',
    'greylynndeli.co.nz': 'channel',
    'lytteltonlarder.co.nz': 'channel',
    'beanexchange.co.nz': 'channel',
    'fitzroypantry.com.au': 'channel',
    'littletern.co.nz': 'channel',
    'sixpenceespresso.co.nz': 'channel',
    'harboursideeatery.nz': 'channel',
    'otakibakehouse.co.nz': 'channel',
    'petoneprovedore.co.nz': 'channel',
    'pacificgreen.co.nz': 'generic',
    'fincaelretiro.com.co': 'generic',
    'kiambugrowers.co.ke': 'generic',
    'kopikerinci.co.id': 'generic',
    'espressoengineering.co.nz': 'generic',
    'harbourtable.org.nz': 'generic',
  },
};
