import type { CorpusSite } from '../corpus/types.js';

/*
 * Groeiplek Academy: corporate training provider in Mechelen/Antwerp (project management, ITIL, Agile, leadership,
 * Power BI). Squarespace 7.1, GA4, Vimeo embed. Dutch (Belgium).
 * Partners: an "Accreditaties" page mixing authorised-training-partner statuses (PMI ATP, PeopleCert ATO, Scrum.org PTN,
 * Microsoft Training Services Partner, APMG) with plain quality labels and subsidy recognitions; a "Samenwerkingen"
 * page in prose (venues, LMS technology partner, resellers/co-delivery partners); memberships on the about page;
 * accreditation logos linked on the home page. Negatives: client logos, testimonials, payment badges, Pearson VUE,
 * KMO-portefeuille/opleidingscheques, Google reviews, social links.
 */

const D = 'https://www.groeiplek-academy.be';
const IMG = 'https://images.squarespace-cdn.com/content/v1/63f2a91c7d4e0b5a1c8e9f20';

let blk = 1676800000000;
function block(type: 'html' | 'image' | 'button' | 'video' | 'code', inner: string): string {
  blk += 7919;
  const code = { html: 2, image: 5, button: 53, video: 32, code: 23 }[type];
  return `<div class="sqs-block ${type}-block sqs-block-${type}" data-block-type="${code}" id="block-yui_3_17_2_1_${blk}_${blk % 9973}"><div class="sqs-block-content">${inner}</div></div>`;
}
function section(inner: string, theme = 'white', extra = ''): string {
  blk += 104729;
  return `<section data-test="page-section" data-section-theme="${theme}" class='page-section layout-engine-section background-width--full-bleed section-height--medium content-width--wide horizontal-alignment--center vertical-alignment--middle ${theme}${extra ? ' ' + extra : ''}' data-section-id="${blk.toString(16)}" data-controller="SectionWrapperController" data-current-styles="{&quot;imageOverlayOpacity&quot;:0.15,&quot;backgroundWidth&quot;:&quot;background-width--full-bleed&quot;,&quot;sectionHeight&quot;:&quot;section-height--medium&quot;,&quot;horizontalAlignment&quot;:&quot;horizontal-alignment--center&quot;,&quot;verticalAlignment&quot;:&quot;vertical-alignment--middle&quot;,&quot;contentWidth&quot;:&quot;content-width--wide&quot;,&quot;sectionTheme&quot;:&quot;${theme}&quot;,&quot;sectionAnimation&quot;:&quot;none&quot;,&quot;backgroundMode&quot;:&quot;image&quot;}" data-current-context="{&quot;video&quot;:{&quot;playbackSpeed&quot;:0.5,&quot;filter&quot;:1,&quot;filterStrength&quot;:0,&quot;zoom&quot;:0,&quot;videoSourceProvider&quot;:&quot;none&quot;},&quot;backgroundImageId&quot;:null,&quot;backgroundMediaEffect&quot;:null,&quot;divider&quot;:null,&quot;typeName&quot;:&quot;page&quot;}" data-animation="none">
  <div class="section-border"><div class="section-background"></div></div>
  <div class='content-wrapper' style=''>
    <div class="content">
      <div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-${blk.toString(16)}">
        <div class="row sqs-row"><div class="col sqs-col-12 span-12">${inner}</div></div>
      </div>
    </div>
  </div>
</section>`;
}
function cols(...parts: string[]): string {
  const span = 12 / parts.length;
  return `<div class="row sqs-row">${parts.map((p) => `<div class="col sqs-col-${span} span-${span}">${p}</div>`).join('')}</div>`;
}
function image(src: string, alt: string, w: number, h: number, link?: string): string {
  const im = `<div class="image-block-outer-wrapper layout-caption-below design-layout-inline combination-animation-none individual-animation-none" data-test="image-block-inline-outer-wrapper"><figure class="sqs-block-image-figure intrinsic" style="max-width:${w}px;"><div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative;padding-bottom:${((h / w) * 100).toFixed(4)}%;overflow: hidden;-webkit-mask-image: -webkit-radial-gradient(white, black);"><img data-stretch="false" data-src="${IMG}/${src}" data-image="${IMG}/${src}" data-image-dimensions="${w}x${h}" data-image-focal-point="0.5,0.5" alt="${alt}" data-load="false" elementtiming="system-image-block" src="${IMG}/${src}?format=1000w" width="${w}" height="${h}" sizes="(max-width: 640px) 100vw, (max-width: 767px) 100vw, 50vw" style="display:block;object-fit: cover; width: 100%; height: 100%; object-position: 50% 50%" srcset="${IMG}/${src}?format=100w 100w, ${IMG}/${src}?format=300w 300w, ${IMG}/${src}?format=500w 500w, ${IMG}/${src}?format=750w 750w, ${IMG}/${src}?format=1000w 1000w" loading="lazy" decoding="async" data-loader="sqs"></div></div></figure></div>`;
  return block('image', link ? `<a href="${link}" target="_blank" class="sqs-block-image-link">${im}</a>` : im);
}
const html = (h: string) => block('html', `<div class="sqs-html-content">${h}</div>`);
const button = (label: string, href: string) =>
  block(
    'button',
    `<div class="sqs-block-button-container sqs-block-button-container--left" data-animation-role="button" data-alignment="left" data-button-size="medium" data-button-type="primary"><a href="${href}" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element" data-initialized="true">${label}</a></div>`,
  );

const NAV: [string, string][] = [
  ['Opleidingen', '/opleidingen'],
  ['Incompany', '/incompany'],
  ['Accreditaties', '/accreditaties'],
  ['Samenwerkingen', '/samenwerkingen'],
  ['Over ons', '/over-ons'],
  ['Contact', '/contact'],
];

function page(o: { title: string; path: string; desc: string; collection: string; body: string }): string {
  const ctx = {
    facebookAppId: '314192535267336',
    facebookApiVersion: 'v6.0',
    rollups: {
      squarespace_common: { js: '//assets.squarespace.com/universal/scripts-compressed/common-4a3b7c9e2d1f0a8b-min.en-US.js' },
      performance: { js: '//assets.squarespace.com/universal/scripts-compressed/performance-7d2e9f1a3c5b8e0d-min.en-US.js' },
    },
    pageType: 2,
    website: {
      id: '63f2a91c7d4e0b5a1c8e9f20',
      identifier: 'groeiplek-academy',
      websiteType: 1,
      contentModifiedOn: 1708350012345,
      cloneable: false,
      hasBeenCloneable: false,
      siteStatus: {},
      language: 'nl-BE',
      timeZone: 'Europe/Brussels',
      machineTimeZoneOffset: 3600000,
      timeZoneOffset: 3600000,
      timeZoneAbbr: 'CET',
      siteTitle: 'Groeiplek Academy',
      fullSiteTitle: `${o.title} — Groeiplek Academy`,
      siteDescription: '',
      location: {},
      logoImageId: '63f2b0d41e8a7c2f5b9d3e61',
      shareButtonOptions: {},
      logoImageUrl: `${IMG}/logo-groeiplek.png`,
      authenticUrl: D,
      internalUrl: 'https://groeiplek-academy.squarespace.com',
      baseUrl: D,
      primaryDomain: 'www.groeiplek-academy.be',
      sslSetting: 3,
      isHstsEnabled: true,
      socialAccounts: [
        {
          serviceId: 65,
          screenname: 'LinkedIn',
          addedOn: 1676800000000,
          profileUrl: 'https://www.linkedin.com/company/groeiplek-academy',
          iconEnabled: true,
          serviceName: 'linkedin-unauth',
        },
        {
          serviceId: 64,
          screenname: 'Instagram',
          addedOn: 1676800000001,
          profileUrl: 'https://www.instagram.com/groeiplek.academy',
          iconEnabled: true,
          serviceName: 'instagram-unauth',
        },
      ],
      typekitId: '',
      statsMigrated: false,
      imageMetadataProcessingEnabled: false,
      screenshotId: '',
      captchaSettings: { enabledForDonations: false },
      showOwnerLogin: false,
    },
    websiteSettings: {
      id: '63f2a91c7d4e0b5a1c8e9f23',
      websiteId: '63f2a91c7d4e0b5a1c8e9f20',
      subjects: [],
      country: 'BE',
      state: 'VAN',
      simpleLikingEnabled: true,
      mobileInfoBarSettings: {
        isContactEmailEnabled: false,
        isContactPhoneNumberEnabled: false,
        isLocationEnabled: false,
        isBusinessHoursEnabled: false,
      },
      announcementBarSettings: { style: 2, text: '<p>Nieuw: Power BI-masterclass in Antwerpen vanaf 14 maart</p>' },
      commentLikesAllowed: true,
      commentAnonAllowed: true,
      commentThreaded: true,
      commentApprovalRequired: false,
      commentAvatarsOn: true,
      commentSortType: 2,
      commentFlagThreshold: 0,
      commentFlagsAllowed: true,
      commentEnableByDefault: true,
      commentDisableAfterDaysDefault: 0,
      disqusShortname: '',
      commentsEnabled: false,
      storeSettings: {},
      useEscapeKeyToLogin: false,
      ssBadgeType: 1,
      ssBadgePosition: 4,
      ssBadgeVisibility: 1,
      ssBadgeDevices: 1,
      pinterestOverlayOptions: { mode: 'disabled' },
      userAccountsSettings: { loginAllowed: false, signupAllowed: false },
    },
    cookieSettings: {
      isCookieBannerEnabled: true,
      isRestrictiveCookiePolicyEnabled: true,
      cookieBannerText: '<p>Wij gebruiken cookies om uw ervaring te verbeteren.</p>',
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: 'BAR',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerCtaText: 'Akkoord',
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerOptOutCtaText: 'Weigeren',
      cookieBannerHasOptOut: true,
      cookieBannerHasManageCookies: true,
      cookieBannerManageCookiesLabel: 'Beheren',
    },
    websiteCloneable: false,
    collection: {
      title: o.collection,
      id: '63f2c1' + o.collection.length.toString(16).padStart(2, '0') + 'aa19b7e4d2c5f8a301',
      fullUrl: o.path,
      type: 10,
      permissionType: 1,
    },
    subscribed: false,
    appDomain: 'squarespace.com',
    templateTweakable: true,
    tweakJSON: {
      'form-use-theme-colors': 'true',
      'header-logo-height': '48px',
      'header-mobile-logo-max-height': '36px',
      'header-vert-padding': '1.5vw',
      'header-width': 'Inset',
      maxPageWidth: '1400px',
      pagePadding: '4vw',
      'tweak-blog-alternating-side-by-side-image-aspect-ratio': '1:1 Square',
      'tweak-product-basic-item-click-action': 'None',
    },
    templateId: '5c5a519771c10ba3470d8101',
    templateVersion: '7.1',
    pageFeatures: [1, 2, 4],
    gmRenderKey: 'QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQ3bXk4',
    templateScriptsRootUrl: 'https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/',
    impersonatedSession: false,
    tzData: {
      zones: [[60, 'EU', 'CE%sT', null]],
      rules: {
        EU: [
          [1981, 'max', null, 'Mar', 'lastSun', '1:00u', '1:00', 'S'],
          [1996, 'max', null, 'Oct', 'lastSun', '1:00u', '0', null],
        ],
      },
    },
    showAnnouncementBar: true,
    recaptchaEnterpriseContext: { 'recaptchaEnterprise.siteKey': '6LdDFQwjAAAAAPigEvvPgEVbb7QBm-TkVJdDTlAv' },
    i18nContext: { timeZoneData: { id: 'Europe/Brussels', name: 'Central European Time' } },
    env: 'PRODUCTION',
  };
  return `<!doctype html>
<html xmlns:og="http://opengraphprotocol.org/schema/" xmlns:fb="http://www.facebook.com/2008/fbml" lang="nl-BE">
  <head>
    <meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <!-- This is Squarespace. --><!-- groeiplek-academy -->
<base href="">
<meta charset="utf-8" />
<title>${o.title} — Groeiplek Academy</title>
<meta http-equiv="Accept-CH" content="Sec-CH-UA-Platform-Version, Sec-CH-UA-Model" /><link rel="icon" type="image/x-icon" href="${IMG}/favicon.ico?format=100w"/>
<link rel="canonical" href="${D}${o.path}"/>
<meta property="og:site_name" content="Groeiplek Academy"/>
<meta property="og:title" content="${o.title} — Groeiplek Academy"/>
<meta property="og:url" content="${D}${o.path}"/>
<meta property="og:type" content="website"/>
<meta property="og:description" content="${o.desc}"/>
<meta property="og:image" content="${IMG}/og-groeiplek.jpg?format=1500w"/>
<meta itemprop="name" content="${o.title} — Groeiplek Academy"/>
<meta itemprop="url" content="${D}${o.path}"/>
<meta itemprop="description" content="${o.desc}"/>
<meta name="twitter:title" content="${o.title} — Groeiplek Academy"/>
<meta name="twitter:card" content="summary_large_image"/>
<meta name="description" content="${o.desc}" />
<link rel="preconnect" href="https://images.squarespace-cdn.com">
<script type="text/javascript" crossorigin="anonymous" defer="true" nomodule="nomodule" src="//assets.squarespace.com/@sqs/polyfiller/1.6/legacy.js"></script>
<script type="text/javascript" crossorigin="anonymous" defer="true" src="//assets.squarespace.com/@sqs/polyfiller/1.6/modern.js"></script>
<script type="text/javascript">SQUARESPACE_ROLLUPS = {};</script>
<script>(function(rollups, name) { if (!rollups[name]) { rollups[name] = {}; } rollups[name].js = ["//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-9c5e8a2b4f1d7e3a-min.en-US.js"]; })(SQUARESPACE_ROLLUPS, 'squarespace-extract_css_runtime');</script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/extract-css-runtime-9c5e8a2b4f1d7e3a-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/cldr-resource-pack-1e3b5d7f9a2c4e6b-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-stable-5b8d1f3a7c9e2d4f-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-vendors-2e4f6a8c0b1d3f5a-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/common-4a3b7c9e2d1f0a8b-min.en-US.js" defer ></script>
<script crossorigin="anonymous" src="//assets.squarespace.com/universal/scripts-compressed/performance-7d2e9f1a3c5b8e0d-min.en-US.js" defer ></script>
<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = ${JSON.stringify(ctx)};</script>
<script type="application/ld+json">{"url":"${D}","name":"Groeiplek Academy","description":"","image":"${IMG}/logo-groeiplek.png","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"Groeiplek Academy BV","address":"Schoutetstraat 2\\n2800 Mechelen\\nBelgi\\u00EB","email":"info@groeiplek-academy.be","telephone":"+32 15 79 44 20","sameAs":["https://www.linkedin.com/company/groeiplek-academy","https://www.instagram.com/groeiplek.academy"],"@context":"http://schema.org","@type":"Organization"}</script>
<link rel="stylesheet" type="text/css" href="https://static1.squarespace.com/static/versioned-site-css/63f2a91c7d4e0b5a1c8e9f20/41/5c5a519771c10ba3470d8101/63f2a91c7d4e0b5a1c8e9f40/1587/site.css"/>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7MZ4QP2K8D"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7MZ4QP2K8D');
</script>
<script>Static.COOKIE_BANNER_CAPABLE = true;</script>
<!-- End of Squarespace Headers -->
  </head>
  <body id="collection-63f2c1${o.collection.length.toString(16).padStart(2, '0')}aa19b7e4d2c5f8a301" class="primary-button-style-solid primary-button-shape-pill secondary-button-style-outline secondary-button-shape-pill tertiary-button-style-outline tertiary-button-shape-underline form-field-style-solid form-field-shape-square form-field-border-all form-field-checkbox-type-icon form-field-checkbox-fill-solid form-field-checkbox-color-inverted form-field-checkbox-shape-square form-field-checkbox-layout-stack form-field-radio-type-icon form-field-radio-fill-solid form-field-radio-color-normal form-field-radio-shape-pill form-field-radio-layout-stack form-field-survey-fill-solid form-field-survey-color-normal form-field-survey-shape-pill form-field-hover-focus-outline form-submit-button-style-label header-overlay-alignment-center header-width-inset tweak-transparent-header tweak-fixed-header-style-basic tweak-blog-alternating-side-by-side-width-full tweak-blog-alternating-side-by-side-image-aspect-ratio-11-square tweak-blog-alternating-side-by-side-text-alignment-left tweak-blog-alternating-side-by-side-read-more-style-show tweak-blog-alternating-side-by-side-image-text-alignment-middle tweak-blog-alternating-side-by-side-delimiter-bullet tweak-blog-alternating-side-by-side-meta-position-top tweak-blog-alternating-side-by-side-primary-meta-categories tweak-blog-alternating-side-by-side-secondary-meta-date tweak-blog-alternating-side-by-side-excerpt-show tweak-global-animations-enabled tweak-global-animations-complexity-level-detailed tweak-global-animations-animation-style-fade tweak-global-animations-animation-type-flex tweak-global-animations-animation-curve-ease image-block-poster-text-alignment-center image-block-card-content-position-center image-block-card-text-alignment-left image-block-overlap-content-position-center image-block-overlap-text-alignment-left image-block-collage-content-position-center image-block-collage-text-alignment-left image-block-stack-text-alignment-left hide-opentable-icons opentable-style-dark tweak-product-quick-view-button-style-floating tweak-product-quick-view-button-position-bottom tweak-product-quick-view-lightbox-excerpt-display-truncate tweak-product-quick-view-lightbox-show-arrows tweak-product-quick-view-lightbox-show-close-button tweak-product-quick-view-lightbox-controls-weight-light native-currency-code-eur collection-type-page collection-layout-default mobile-style-available sqs-seven-one show-pdp-product-add-to-cart-button" tabindex="-1">
    <div id="siteWrapper" class="clearfix site-wrapper">
      <div class="sqs-announcement-bar-dropzone"></div>
      <header data-test="header" id="header" class="header theme-col--primary" data-section-theme="" data-controller="Header" data-current-styles="{&quot;layout&quot;:&quot;navRight&quot;,&quot;action&quot;:{&quot;href&quot;:&quot;/contact&quot;,&quot;buttonText&quot;:&quot;Vraag offerte&quot;,&quot;newWindow&quot;:false},&quot;showSocial&quot;:true,&quot;socialOptions&quot;:{&quot;socialBorderShape&quot;:&quot;none&quot;,&quot;socialBorderStyle&quot;:&quot;outline&quot;,&quot;socialBorderThickness&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:1.0}},&quot;sectionTheme&quot;:&quot;&quot;,&quot;menuOverlayAnimation&quot;:&quot;fade&quot;,&quot;cartStyle&quot;:&quot;cart&quot;,&quot;cartText&quot;:&quot;Cart&quot;,&quot;showEmptyCartState&quot;:true,&quot;cartOptions&quot;:{&quot;iconType&quot;:&quot;solid-7&quot;,&quot;cartBorderShape&quot;:&quot;none&quot;,&quot;cartBorderStyle&quot;:&quot;outline&quot;,&quot;cartBorderThickness&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:1.0}},&quot;showButton&quot;:true,&quot;showCart&quot;:false,&quot;showAccountLogin&quot;:false,&quot;headerStyle&quot;:&quot;solid&quot;,&quot;languagePicker&quot;:{&quot;enabled&quot;:false,&quot;iconEnabled&quot;:false,&quot;iconType&quot;:&quot;globe&quot;,&quot;flagShape&quot;:&quot;shiny&quot;,&quot;languageFlags&quot;:[]},&quot;mobileOptions&quot;:{&quot;layout&quot;:&quot;logoLeftNavRight&quot;,&quot;menuIconOptions&quot;:{&quot;style&quot;:&quot;doubleLineHamburger&quot;,&quot;thickness&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:1.0}}},&quot;dynamicOptions&quot;:{&quot;border&quot;:{&quot;enabled&quot;:false,&quot;position&quot;:&quot;allSides&quot;,&quot;thickness&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:4.0}}},&quot;solidOptions&quot;:{&quot;headerOpacity&quot;:{&quot;unit&quot;:&quot;%&quot;,&quot;value&quot;:100.0},&quot;border&quot;:{&quot;enabled&quot;:false,&quot;position&quot;:&quot;allSides&quot;,&quot;thickness&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:4.0}},&quot;dropShadow&quot;:{&quot;enabled&quot;:false,&quot;blur&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:30.0},&quot;spread&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0},&quot;distance&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:0.0}},&quot;blurBackground&quot;:{&quot;enabled&quot;:false,&quot;blurRadius&quot;:{&quot;unit&quot;:&quot;px&quot;,&quot;value&quot;:12.0}}},&quot;gradientOptions&quot;:{&quot;gradientType&quot;:&quot;faded&quot;,&quot;headerOpacity&quot;:{&quot;unit&quot;:&quot;%&quot;,&quot;value&quot;:90.0}},&quot;showPromotedElement&quot;:false}" data-indexed-page-id="" data-first-focusable-element tabindex="-1" style="">
        <div class="header-announcement-bar-wrapper">
          <div class="header-inner container--fluid header-layout--with-commerce" data-test="header-inner">
            <div class="header-display-desktop" data-content-field="site-title">
              <div class="header-title-nav-wrapper">
                <div class="header-title" data-animation-role="header-element"><div class="header-title-logo"><a href="/" data-animation-role="header-element"><img elementtiming="nbf-header-logo-desktop" src="${IMG}/logo-groeiplek.png?format=1500w" alt="Groeiplek Academy" style="display:block" fetchpriority="high" loading="eager" decoding="async" data-loader="raw"></a></div></div>
                <div class="header-nav"><div class="header-nav-wrapper"><nav class="header-nav-list">
${NAV.map(([l, h]) => `                  <div class="header-nav-item header-nav-item--collection${o.path.startsWith(h) ? ' header-nav-item--active' : ''}"><a href="${h}" data-animation-role="header-element"${o.path === h ? ' aria-current="page"' : ''}>${l}</a></div>`).join('\n')}
                </nav></div></div>
              </div>
              <div class="header-actions header-actions--right"><div class="header-actions-action header-actions-action--social"><a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.linkedin.com/company/groeiplek-academy" target="_blank" aria-label="LinkedIn"><svg viewBox="23 23 64 64"><use xlink:href="#linkedin-unauth-icon" width="110" height="110"></use></svg></a><a class="icon icon--fill header-icon header-icon-border-shape-none header-icon-border-style-outline" href="https://www.instagram.com/groeiplek.academy" target="_blank" aria-label="Instagram"><svg viewBox="23 23 64 64"><use xlink:href="#instagram-unauth-icon" width="110" height="110"></use></svg></a></div><div class="header-actions-action header-actions-action--cta" data-animation-role="header-element"><a class="btn btn--border theme-btn--primary-inverse sqs-button-element--primary" href="/contact">Vraag offerte</a></div></div>
            </div>
          </div>
        </div>
      </header>
      <main id="page" class="container" role="main">
        <article class="sections" id="sections" data-page-sections="63f2d4e7${o.collection.length}b1a9c5e2f8d7301">
${o.body}
        </article>
      </main>
      <footer class="sections" id="footer-sections" data-footer-sections>
${section(cols(html(`<h4>Groeiplek Academy</h4><p>Schoutetstraat 2, 2800 Mechelen<br>Kattendijkdok-Westkaai 24, 2000 Antwerpen</p><p><a href="mailto:info@groeiplek-academy.be">info@groeiplek-academy.be</a><br>+32 15 79 44 20</p><p>BTW BE 0745.219.630</p>`), html(`<h4>Snel naar</h4><p><a href="/opleidingen">Opleidingskalender</a><br><a href="/incompany">Incompany trajecten</a><br><a href="/accreditaties">Accreditaties</a><br><a href="/samenwerkingen">Samenwerkingen</a><br><a href="/over-ons">Over ons</a></p>`), html(`<h4>Veilig betalen</h4><p>Bancontact · Visa · Mastercard · PayPal · overschrijving</p><p>Erkend opleidingsverstrekker KMO-portefeuille (DV.O104512) en opleidingscheques.</p><p><a href="/algemene-voorwaarden">Algemene voorwaarden</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookies</a></p>`)), 'black', 'footer')}
      </footer>
    </div>
    <script defer="defer" src="https://static1.squarespace.com/static/vta/5c5a519771c10ba3470d8101/scripts/site-bundle.8e1f4c7a2b9d3e6f0a5c8b1d4e7f2a9c.js" type="text/javascript"></script>
    <svg xmlns="http://www.w3.org/2000/svg" version="1.1" style="display:none" data-usage="social-icons-svg"><symbol id="linkedin-unauth-icon" viewBox="0 0 64 64"><path d="M20.4,44h5.4V26.6h-5.4V44z M23.1,18c-1.7,0-3.1,1.4-3.1,3.1c0,1.7,1.4,3.1,3.1,3.1 c1.7,0,3.1-1.4,3.1-3.1C26.2,19.4,24.8,18,23.1,18z M39.5,26.2c-2.6,0-4.4,1.4-5.1,2.8h-0.1v-2.4h-5.2V44h5.4v-8.6 c0-2.3,0.4-4.5,3.2-4.5c2.8,0,2.8,2.6,2.8,4.6V44H46v-9.5C46,29.8,45,26.2,39.5,26.2z"/></symbol><symbol id="instagram-unauth-icon" viewBox="0 0 64 64"><path d="M46.91,25.816c-0.073-1.597-0.326-2.687-0.697-3.641c-0.383-0.986-0.896-1.823-1.73-2.657c-0.834-0.834-1.67-1.347-2.657-1.73c-0.954-0.371-2.045-0.624-3.641-0.697C36.585,17.018,36.074,17,32,17s-4.585,0.018-6.184,0.091c-1.597,0.073-2.687,0.326-3.641,0.697c-0.986,0.383-1.823,0.896-2.657,1.73c-0.834,0.834-1.347,1.67-1.73,2.657c-0.371,0.954-0.624,2.045-0.697,3.641C17.018,27.415,17,27.926,17,32c0,4.074,0.018,4.585,0.091,6.184c0.073,1.597,0.326,2.687,0.697,3.641c0.383,0.986,0.896,1.823,1.73,2.657c0.834,0.834,1.67,1.347,2.657,1.73c0.954,0.371,2.045,0.624,3.641,0.697C27.415,46.982,27.926,47,32,47s4.585-0.018,6.184-0.091c1.597-0.073,2.687-0.326,3.641-0.697c0.986-0.383,1.823-0.896,2.657-1.73c0.834-0.834,1.347-1.67,1.73-2.657c0.371-0.954,0.624-2.045,0.697-3.641C46.982,36.585,47,36.074,47,32S46.982,27.415,46.91,25.816z"/></symbol></svg>
  </body>
</html>`;
}

/* ---------------- data ---------------- */
const TRAININGS: [string, string, string, string, string][] = [
  ['pmp-examentraining', 'PMP® examentraining', '5 dagen', 'Mechelen · 11 maart 2024', '€ 2.450'],
  ['itil-4-foundation', 'ITIL® 4 Foundation', '2 dagen', 'Antwerpen · 21 maart 2024', '€ 995'],
  ['prince2-foundation-practitioner', 'PRINCE2® 7 Foundation & Practitioner', '5 dagen', 'Online live · 8 april 2024', '€ 2.150'],
  ['professional-scrum-master', 'Professional Scrum Master™ I', '2 dagen', 'Mechelen · 18 april 2024', '€ 1.190'],
  ['power-bi-data-analyst', 'Microsoft Power BI Data Analyst (PL-300)', '3 dagen', 'Antwerpen · 14 maart 2024', '€ 1.350'],
  ['leidinggeven-aan-teams', 'Leidinggeven aan teams', '4 halve dagen', 'Mechelen · 25 april 2024', '€ 1.480'],
];

/* ---------------- home ---------------- */
const home = page({
  title: 'Opleidingen projectmanagement, IT-service en leiderschap',
  path: '/',
  collection: 'Home',
  desc: 'Groeiplek Academy organiseert geaccrediteerde opleidingen in projectmanagement (PMP, PRINCE2), ITIL, Agile en leiderschap in Mechelen, Antwerpen en online.',
  body: [
    section(
      cols(
        html(
          `<h1>Leren dat blijft hangen.</h1><p class="sqs-block-html-lead">Geaccrediteerde opleidingen in projectmanagement, IT-servicemanagement, Agile en leiderschap. Open trainingen in Mechelen en Antwerpen, live online of op maat bij u in het bedrijf.</p>`,
        ) + button('Bekijk de opleidingskalender', '/opleidingen'),
        image('hero-klaslokaal-mechelen.jpg', 'Training in ons klaslokaal in Mechelen', 1200, 900),
      ),
      'white',
      'hero',
    ),
    section(
      html('<h3 style="text-align:center">Officieel erkend trainingspartner van</h3>') +
        cols(
          image('logo-pmi-atp-premier.png', 'PMI Authorized Training Partner – Premier', 300, 150, 'https://www.pmi.org/'),
          image('logo-peoplecert-ato.png', 'PeopleCert Accredited Training Organization', 300, 150, 'https://www.peoplecert.org/'),
          image('logo-scrum-org-ptn.png', 'Scrum.org Professional Training Network', 300, 150),
          image('logo-microsoft-training-services-partner.png', 'Microsoft Training Services Partner', 300, 150),
        ) +
        html('<p style="text-align:center"><a href="/accreditaties">Alle accreditaties</a></p>'),
      'light',
    ),
    section(
      html('<h2>Populaire opleidingen</h2>') +
        cols(
          ...TRAININGS.slice(0, 3).map(([s, t, d, w, p]) =>
            html(
              `<h3><a href="/opleidingen/${s}">${t.replace('&', '&amp;')}</a></h3><p>${d} · ${w}<br><strong>${p}</strong> excl. btw</p>`,
            ),
          ),
        ),
    ),
    section(
      cols(
        block(
          'video',
          `<div class="intrinsic" style="max-width:100%"><div class="embed-block-wrapper" style="padding-bottom:56.25%;"><div class="sqs-video-wrapper" data-provider-name="Vimeo"><iframe src="https://player.vimeo.com/video/874512390?h=3f9a2c1b7e&amp;app_id=122963&amp;dnt=1" width="640" height="360" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" title="Groeiplek Academy – zo ziet een trainingsdag eruit"></iframe></div></div></div>`,
        ),
        html(
          `<h2>Zo ziet een trainingsdag eruit</h2><p>Kleine groepen van maximaal 12 deelnemers, trainers met minstens tien jaar praktijkervaring en oefeningen op uw eigen projecten. Lunch en koffie inbegrepen, uiteraard.</p><p>Gemiddelde score van onze deelnemers in 2023: <strong>9,1/10</strong> — en 4,9 sterren op Google.</p>`,
        ),
      ),
    ),
    section(
      html('<h2 style="text-align:center">Zij gingen u voor</h2>') +
        cols(
          ...[
            'logo-klant-havenbedrijf-kempen.png',
            'logo-klant-zorggroep-rivierenland.png',
            'logo-klant-stad-lier.png',
            'logo-klant-baeten-logistics.png',
          ].map((f) => image(f, f.replace('logo-klant-', '').replace('.png', '').replace(/-/g, ' '), 240, 120)),
        ) +
        html(
          `<blockquote><p>“De PMP-training was intens maar perfect opgebouwd. Ik slaagde bij mijn eerste poging.”</p><p>— Sarah V., projectleider, Zorggroep Rivierenland</p></blockquote>`,
        ),
      'light',
    ),
  ].join('\n'),
});

/* ---------------- opleidingen ---------------- */
const opleidingen = page({
  title: 'Opleidingskalender',
  path: '/opleidingen',
  collection: 'Opleidingen',
  desc: 'Alle open opleidingen van Groeiplek Academy: PMP, PRINCE2, ITIL 4, Scrum, Power BI en leiderschap.',
  body: [
    section(
      html(
        '<h1>Opleidingskalender 2024</h1><p>Alle prijzen excl. btw, inclusief lesmateriaal en lunch. Examenvouchers zijn inbegrepen tenzij anders vermeld. Gebruik uw KMO-portefeuille voor 30 tot 40 % korting.</p>',
      ),
    ),
    section(
      `<div class="sqs-block code-block sqs-block-code" data-block-type="23"><div class="sqs-block-content"><table class="gp-kalender"><thead><tr><th>Opleiding</th><th>Duur</th><th>Eerstvolgende sessie</th><th>Prijs</th><th></th></tr></thead><tbody>${TRAININGS.map(([s, t, d, w, p]) => `<tr><td><a href="/opleidingen/${s}">${t.replace('&', '&amp;')}</a></td><td>${d}</td><td>${w}</td><td>${p}</td><td><a class="sqs-button-element--secondary" href="/opleidingen/${s}#inschrijven">Inschrijven</a></td></tr>`).join('')}</tbody></table></div></div>`,
    ),
  ].join('\n'),
});

const pmp = page({
  title: 'PMP® examentraining',
  path: '/opleidingen/pmp-examentraining',
  collection: 'PMP examentraining',
  desc: 'Vijfdaagse PMP-examentraining met officieel PMI-lesmateriaal, 35 contacturen en examengarantie.',
  body: [
    section(
      cols(
        html(
          `<h1>PMP® examentraining</h1><p>Bereid u in vijf dagen voor op het Project Management Professional (PMP)® examen. Als PMI Authorized Training Partner gebruiken wij het officiële PMI-lesmateriaal en behaalt u de vereiste 35 contacturen.</p><ul><li>5 dagen, 9u00–17u00</li><li>Officieel PMI ATP-lesmateriaal en oefenexamens</li><li>Gecertificeerde PMI-trainer</li><li>Examengarantie: gratis herhaling bij niet slagen</li></ul><p>Het examen zelf legt u af in een testcentrum van <a href="https://home.pearsonvue.com/pmi" target="_blank">Pearson VUE</a> of online. De examenkosten (€ 405 voor PMI-leden) zijn niet inbegrepen.</p>`,
        ),
        html(
          `<div class="gp-prijsbox"><p><strong>€ 2.450</strong> excl. btw</p><p>Eerstvolgende sessies:<br>11–15 maart 2024 · Mechelen<br>13–17 mei 2024 · Live online<br>16–20 september 2024 · Antwerpen</p><p id="inschrijven"><a class="sqs-block-button-element" href="/contact?opleiding=pmp">Inschrijven</a></p><p class="small">Betalen kan met Bancontact, Visa, Mastercard of per factuur. KMO-portefeuille: projectnummer DV.O104512.</p></div>`,
        ),
      ),
    ),
  ].join('\n'),
});

/* ---------------- accreditaties ---------------- */
const accreditaties = page({
  title: 'Accreditaties en erkenningen',
  path: '/accreditaties',
  collection: 'Accreditaties',
  desc: 'Groeiplek Academy is PMI Authorized Training Partner, PeopleCert ATO, lid van het Scrum.org Professional Training Network, Microsoft Training Services Partner en APMG-geaccrediteerd.',
  body: [
    section(
      html(
        `<h1>Accreditaties en erkenningen</h1><p>Wie een certificeringstraining volgt, wil zeker zijn dat het lesmateriaal klopt en dat de trainer bevoegd is. Daarom werken wij uitsluitend met officieel geaccrediteerde programma's. Hieronder vindt u onze partnerschappen met de examen- en certificeringsinstanties, en de kwaliteitslabels die we behaalden.</p>`,
      ),
    ),
    section(
      html(`<h2>Officiële trainingspartnerschappen</h2>
<h3>PMI Authorized Training Partner (ATP) – Premier</h3>
<p>Sinds 2019 zijn we <a href="https://www.pmi.org/" target="_blank">PMI</a> Authorized Training Partner, sinds 2023 op het Premier-niveau. We gebruiken het officiële PMI-lesmateriaal voor de PMP®- en CAPM®-trainingen, en onze trainers zijn door PMI goedgekeurd.</p>
<h3>PeopleCert Accredited Training Organization (ATO)</h3>
<p>Voor ITIL® 4 en PRINCE2® zijn we geaccrediteerd door <a href="https://www.peoplecert.org/" target="_blank">PeopleCert</a>, dat namens AXELOS de examens afneemt. Examenvouchers worden rechtstreeks via ons geboekt.</p>
<h3>Scrum.org Professional Training Network</h3>
<p>Onze Agile-trainers maken deel uit van het <a href="https://www.scrum.org/professional-scrum-trainers" target="_blank">Scrum.org</a> Professional Training Network. Elke deelnemer aan PSM I of PSPO I krijgt een gratis examenpoging.</p>
<h3>Microsoft Training Services Partner</h3>
<p>Als <a href="https://learn.microsoft.com/en-us/training/" target="_blank">Microsoft</a> Training Services Partner geven we de officiële Microsoft-cursussen voor Power BI (PL-300), Power Platform en Microsoft 365, met Microsoft Official Courseware.</p>
<h3>APMG International</h3>
<p>Voor Change Management™ en AgilePM® zijn we geaccrediteerd door <a href="https://apmg-international.com/" target="_blank">APMG International</a>.</p>`),
    ),
    section(
      html(`<h2>Kwaliteitslabels en erkenningen</h2>
<ul>
<li><strong>ISO 9001:2015</strong> – ons kwaliteitsmanagementsysteem is gecertificeerd door Vinçotte.</li>
<li><strong>Q*For-label</strong> – klantgerichtheid en kwaliteit van opleidingsverstrekkers, jaarlijks geaudit.</li>
<li><strong>Erkend dienstverlener <a href="https://www.vlaio.be/nl/subsidies-financiering/kmo-portefeuille" target="_blank">KMO-portefeuille</a></strong> (DV.O104512): Vlaamse kmo's krijgen 30 tot 40 % subsidie op onze opleidingen.</li>
<li><strong>Opleidingscheques</strong> – werknemers kunnen onze opleidingen betalen met <a href="https://www.vdab.be/opleidingscheques" target="_blank">opleidingscheques van de VDAB</a>.</li>
<li><strong>Cedeo-erkenning</strong> voor incompany trajecten.</li>
</ul>`),
      'light',
    ),
  ].join('\n'),
});

/* ---------------- samenwerkingen ---------------- */
const samenwerkingen = page({
  title: 'Samenwerkingen',
  path: '/samenwerkingen',
  collection: 'Samenwerkingen',
  desc: 'Onze partners: vergaderlocaties, ons e-learningplatform en opleidingspartners die onze trainingen mee aanbieden.',
  body: [
    section(
      html(
        `<h1>Samenwerkingen</h1><p>Een goede opleiding is meer dan een goede trainer. Deze partners helpen ons om elke leerervaring vlot, aangenaam en toegankelijk te maken.</p>`,
      ),
    ),
    section(
      cols(
        html(
          `<h2>Locaties</h2><p>Onze open trainingen in Mechelen gaan door in ons eigen leslokaal aan de Schoutetstraat. Voor grotere groepen en incompany trajecten werken we samen met twee vaste partnerlocaties: het kasteeldomein <a href="https://www.hofterlinden.be/" target="_blank">Hof ter Linden</a> in Edegem en <a href="https://www.meetingcentermechelen.be/" target="_blank">Meeting Center Mechelen</a> naast het station. Beide locaties zorgen voor de catering en het materiaal, zodat wij ons op de inhoud kunnen focussen.</p>`,
        ),
        image('locatie-hof-ter-linden.jpg', 'Vergaderzaal in Hof ter Linden', 900, 600),
      ),
    ),
    section(
      cols(
        image('leerloop-platform-screens.png', 'Het Groeiplek-leerplatform op Leerloop', 900, 600),
        html(
          `<h2>Blended leren</h2><p>Voorbereiding, oefenexamens en opnames van de sessies vindt u op ons leerplatform. Dat draait op <a href="https://www.leerloop.be/" target="_blank">Leerloop</a>, onze technologiepartner voor e-learning, die het platform speciaal voor ons heeft ingericht met single sign-on voor incompany klanten.</p>`,
        ),
      ),
      'light',
    ),
    section(
      html(
        `<h2>Opleidingspartners</h2><p>In Limburg worden onze open trainingen aangeboden door <a href="https://www.coachfabriek.be/" target="_blank">Coachfabriek</a> in Hasselt, die ook samen met ons de leiderschapstrajecten voor kmo's begeleidt. HR-dienstverlener <a href="https://www.talentwerf.be/" target="_blank">Talentwerf</a> biedt onze projectmanagement- en Agile-opleidingen aan als onderdeel van zijn opleidingspakket voor kmo's.</p><p>Bent u een HR-dienstverlener of consultancybureau en wilt u onze opleidingen aanbieden aan uw klanten? <a href="/contact">Neem contact op</a>.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- over ons ---------------- */
const overOns = page({
  title: 'Over ons',
  path: '/over-ons',
  collection: 'Over ons',
  desc: 'Groeiplek Academy werd in 2014 opgericht in Mechelen. Maak kennis met ons team van trainers.',
  body: [
    section(
      html(
        `<h1>Over ons</h1><p>Groeiplek Academy werd in 2014 opgericht door Annelies Peeters en Bart De Smet, twee projectmanagers die vonden dat opleidingen praktischer konden. Vandaag werken we met een vast team van 6 medewerkers en 22 freelance trainers, en volgden al meer dan 9.000 deelnemers een opleiding bij ons.</p>`,
      ),
    ),
    section(
      html('<h2>Ons team</h2>') +
        cols(
          ...[
            ['Annelies Peeters', 'Zaakvoerder, PMP, PMI-ACP'],
            ['Bart De Smet', 'Zaakvoerder, ITIL 4 Master'],
            ['Fatima Ouali', 'Trainer Agile, PST Scrum.org'],
            ['Koen Janssens', 'Trainer Power BI, MCT'],
          ].map(
            ([n = '', r = '']) => image(`team-${n.toLowerCase().replace(/ /g, '-')}.jpg`, n, 600, 600) + html(`<h4>${n}</h4><p>${r}</p>`),
          ),
        ),
      'light',
    ),
    section(
      html(
        `<h2>Netwerken</h2><p>We zijn lid van <a href="https://www.voka.be/" target="_blank">Voka – Kamer van Koophandel Mechelen-Kempen</a> en van <a href="https://www.vov.be/" target="_blank">VOV lerend netwerk</a>, het Vlaamse netwerk van leer- en ontwikkelingsprofessionals. Annelies is bestuurslid van de Belgische PMI-chapter.</p>`,
      ),
    ),
  ].join('\n'),
});

/* ---------------- contact ---------------- */
const contact = page({
  title: 'Contact',
  path: '/contact',
  collection: 'Contact',
  desc: 'Contacteer Groeiplek Academy in Mechelen of Antwerpen voor inschrijvingen en incompany offertes.',
  body: [
    section(
      cols(
        html(
          `<h1>Contact</h1><p><strong>Mechelen</strong><br>Schoutetstraat 2, 2800 Mechelen</p><p><strong>Antwerpen</strong><br>Kattendijkdok-Westkaai 24, 2000 Antwerpen</p><p>+32 15 79 44 20<br><a href="mailto:info@groeiplek-academy.be">info@groeiplek-academy.be</a></p>`,
        ),
        `<div class="sqs-block form-block sqs-block-form" data-block-type="9" id="block-yui_3_17_2_1_1676823456789_21875"><div class="sqs-block-content"><div class="form-wrapper"><div class="form-inner-wrapper"><form data-form-id="63f2e5a1b7c9d3e4f5a6b7c8" data-success-redirect="" autocomplete="on" method="POST" action="${D}" novalidate onsubmit="return (function (form) { Y.use('squarespace-form-submit', 'node', function usingFormSubmit(Y) { (new Y.Squarespace.FormSubmit(form)).submit({ formId: '63f2e5a1b7c9d3e4f5a6b7c8', collectionId: '63f2c107aa19b7e4d2c5f8a301', objectName: 'page-section-63f2' }); }); return false; })(this);"><div class="field-list clear"><fieldset id="name-yui_3_17_2_1_1676823456789_22010" class="form-item fields name required"><legend class="title">Naam <span class="required" aria-hidden="true">*</span></legend><div class="field first-name"><label class="caption"><input class="field-element field-control" name="fname" x-autocompletetype="given-name" type="text" spellcheck="false" maxlength="30" data-title="First" aria-required="true"><span class="caption-text">Voornaam</span></label></div><div class="field last-name"><label class="caption"><input class="field-element field-control" name="lname" x-autocompletetype="surname" type="text" spellcheck="false" maxlength="30" data-title="Last" aria-required="true"><span class="caption-text">Achternaam</span></label></div></fieldset><div id="email-yui_3_17_2_1_1676823456789_22011" class="form-item field email required"><label class="title" for="email-yui_3_17_2_1_1676823456789_22011-field">E-mail <span class="required" aria-hidden="true">*</span></label><input class="field-element" id="email-yui_3_17_2_1_1676823456789_22011-field" name="email" type="email" autocomplete="email" spellcheck="false" aria-required="true"></div><div id="select-yui_3_17_2_1_1676823456789_22012" class="form-item field select"><label class="title" for="select-yui_3_17_2_1_1676823456789_22012-field">Onderwerp</label><div class="select-wrapper"><select id="select-yui_3_17_2_1_1676823456789_22012-field" name="select-yui_3_17_2_1_1676823456789_22012-field"><option value="Inschrijving open opleiding">Inschrijving open opleiding</option><option value="Offerte incompany">Offerte incompany</option><option value="KMO-portefeuille">KMO-portefeuille</option><option value="Andere">Andere</option></select></div></div><div id="textarea-yui_3_17_2_1_1676823456789_22013" class="form-item field textarea"><label class="title" for="textarea-yui_3_17_2_1_1676823456789_22013-field">Bericht</label><textarea class="field-element " id="textarea-yui_3_17_2_1_1676823456789_22013-field"></textarea></div></div><div data-animation-role="button" class="form-button-wrapper form-button-wrapper--align-left"><input class="button sqs-system-button sqs-editable-button sqs-button-element--primary" type="submit" value="Verzenden"/></div><div class="hidden form-submission-text">Bedankt! We nemen binnen één werkdag contact op.</div><div class="hidden form-submission-html" data-submission-html=""></div></form></div></div></div></div>`,
      ),
    ),
  ].join('\n'),
});

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'Squarespace',
  'x-contextid': 'Yd3kP8wQ/Lm2vR7sT',
  'strict-transport-security': 'max-age=15552000',
  'cache-control': 'no-cache, private',
};

export const site: CorpusSite = {
  domain: 'groeiplek-academy.be',
  covers:
    'Belgian corporate training provider on Squarespace 7.1 (Dutch): "Accreditaties" page mixing authorised-training-partner statuses (PMI ATP, PeopleCert ATO, Scrum.org PTN, Microsoft Training Services Partner, APMG) with plain quality labels and subsidy recognitions; "Samenwerkingen" prose page (venues, LMS technology partner, reseller/co-delivery partners); memberships on the about page; home page accreditation logos (two linked); negatives: ISO 9001/Q*For/Cedeo, KMO-portefeuille (VLAIO) and VDAB opleidingscheques, Pearson VUE, client logos, testimonial, payment methods, Vimeo, social links',
  pages: {
    '/': { redirect: `${D}/` },
    [`${D}/`]: { headers: HEADERS, html: home },
    [`${D}/opleidingen`]: { headers: HEADERS, html: opleidingen },
    [`${D}/opleidingen/pmp-examentraining`]: { headers: HEADERS, html: pmp },
    [`${D}/accreditaties`]: { headers: HEADERS, html: accreditaties },
    [`${D}/samenwerkingen`]: { headers: HEADERS, html: samenwerkingen },
    [`${D}/over-ons`]: { headers: HEADERS, html: overOns },
    [`${D}/contact`]: { headers: HEADERS, html: contact },
  },
  sitemap: [
    `${D}/`,
    `${D}/opleidingen`,
    `${D}/opleidingen/pmp-examentraining`,
    `${D}/accreditaties`,
    `${D}/samenwerkingen`,
    `${D}/over-ons`,
    `${D}/contact`,
  ],
  technologies: ['squarespace', 'google-analytics', 'vimeo', 'open-graph', 'hsts', 'priority-hints', 'google-tag-manager'],
  partners: {
    'pmi.org': 'generic',
    'peoplecert.org': 'generic',
    'scrum.org': 'generic',
    'microsoft.com': 'technology',
    'apmg-international.com': 'generic',
    'hofterlinden.be': 'generic',
    'meetingcentermechelen.be': 'generic',
    'leerloop.be': 'technology',
    'coachfabriek.be': 'channel',
    'talentwerf.be': 'channel',
    'voka.be': 'generic',
    'vov.be': 'generic',
  },
};
