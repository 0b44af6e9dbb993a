import type { CorpusSite } from '../corpus/types.js';

/*
 * Ridgeline Freight Group: a US freight forwarder / NVOCC on WordPress with Elementor, Yoast, Gravity Forms,
 * WP Rocket and the CookieYes plugin, behind Cloudflare.
 */

const D = 'https://ridgelinefreight.com';
const VER = '?ver=3.21.4';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c2b9e7d41a2-ATL',
  'cf-cache-status': 'HIT',
  link: '<https://ridgelinefreight.com/wp-json/>; rel="https://api.w.org/"',
  vary: 'Accept-Encoding',
};

function head(title: string, description: string, path: string, pageId: number, schema: string): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v22.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}" />
<link rel="canonical" href="${D}${path}" />
<meta property="og:locale" content="en_US" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${description}" />
<meta property="og:url" content="${D}${path}" />
<meta property="og:site_name" content="Ridgeline Freight Group" />
<meta property="og:image" content="${D}/wp-content/uploads/2024/02/ridgeline-og.jpg" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:site" content="@ridgelinefreight" />
<script type="application/ld+json" class="yoast-schema-graph">${schema}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//js.hs-scripts.com' />
<link rel="alternate" type="application/rss+xml" title="Ridgeline Freight Group &raquo; Feed" href="${D}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${D}/wp-includes/css/dist/block-library/style.min.css?ver=6.5.3' media='all' />
<style id='global-styles-inline-css'>
body{--wp--preset--color--black: #000000;--wp--preset--color--cyan-bluish-gray: #abb8c3;--wp--preset--color--white: #ffffff;--wp--preset--color--pale-pink: #f78da7;--wp--preset--color--vivid-red: #cf2e2e;--wp--preset--color--luminous-vivid-orange: #ff6900;--wp--preset--color--luminous-vivid-amber: #fcb900;--wp--preset--color--light-green-cyan: #7bdcb5;--wp--preset--color--vivid-green-cyan: #00d084;--wp--preset--color--pale-cyan-blue: #8ed1fc;--wp--preset--color--vivid-cyan-blue: #0693e3;--wp--preset--color--vivid-purple: #9b51e0;--wp--preset--gradient--vivid-cyan-blue-to-vivid-purple: linear-gradient(135deg,rgba(6,147,227,1) 0%,rgb(155,81,224) 100%);--wp--preset--font-size--small: 13px;--wp--preset--font-size--medium: 20px;--wp--preset--font-size--large: 36px;--wp--preset--font-size--x-large: 42px;--wp--preset--spacing--20: 0.44rem;--wp--preset--spacing--30: 0.67rem;--wp--preset--spacing--40: 1rem;--wp--preset--spacing--50: 1.5rem;--wp--preset--spacing--60: 2.25rem;--wp--preset--shadow--natural: 6px 6px 9px rgba(0, 0, 0, 0.2);--wp--preset--shadow--deep: 12px 12px 50px rgba(0, 0, 0, 0.4);}
.has-black-color{color: var(--wp--preset--color--black) !important;}.has-white-color{color: var(--wp--preset--color--white) !important;}.has-white-background-color{background-color: var(--wp--preset--color--white) !important;}
</style>
<link rel='stylesheet' id='cookie-law-info-css' href='${D}/wp-content/plugins/cookie-law-info/legacy/public/css/cookie-law-info-public.css?ver=3.2.2' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${D}/wp-content/plugins/elementor/assets/css/frontend-lite.min.css${VER}' media='all' />
<link rel='stylesheet' id='elementor-post-${pageId}-css' href='${D}/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1716201933' media='all' />
<link rel='stylesheet' id='hello-elementor-css' href='${D}/wp-content/themes/hello-elementor/style.min.css?ver=3.0.1' media='all' />
<link rel='stylesheet' id='ridgeline-child-css' href='${D}/wp-content/themes/ridgeline-child/style.css?ver=2.4.0' media='all' />
<script src="${D}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${D}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<script id="cookie-law-info-js-extra">
var Cli_Data = {"nn_cookie_ids":[],"cookielist":[],"non_necessary_cookies":[],"ccpaEnabled":"1","ccpaRegionBased":"","ccpaBarEnabled":"1","strictlyEnabled":["necessary","obligatoire"],"ccpaType":"ccpa","js_blocking":"1","custom_integration":"","triggerDomRefresh":"","secure_cookies":""};
</script>
<script src="${D}/wp-content/plugins/cookie-law-info/legacy/public/js/cookie-law-info-public.js?ver=3.2.2" id="cookie-law-info-js"></script>
<link rel="https://api.w.org/" href="${D}/wp-json/" />
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${D}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.5.3" />
<link rel='shortlink' href='${D}/?p=${pageId}' />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5RK8QPL');</script>
<!-- End Google Tag Manager -->
<meta name="generator" content="Elementor 3.21.4; features: e_optimized_assets_loading, e_optimized_css_loading, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="${D}/wp-content/uploads/2023/05/cropped-ridgeline-icon-32x32.png" sizes="32x32" />
<link rel="apple-touch-icon" href="${D}/wp-content/uploads/2023/05/cropped-ridgeline-icon-180x180.png" />
</head>`;
}

const header = `<body class="page-template-default page wp-custom-logo elementor-default elementor-kit-7">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5RK8QPL" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
<div data-elementor-type="header" data-elementor-id="112" class="elementor elementor-112 elementor-location-header">
  <div class="elementor-element elementor-element-topbar e-con-full e-flex e-con e-parent" data-element_type="container">
    <div class="topbar-inner">
      <span class="topbar-item"><a href="tel:+19124550180">+1 (912) 455-0180</a></span>
      <span class="topbar-item"><a href="mailto:quotes@ridgelinefreight.com">quotes@ridgelinefreight.com</a></span>
      <span class="topbar-item"><a href="https://track.ridgelinefreight.com/" target="_blank" rel="noopener">Track a Shipment</a></span>
      <span class="topbar-item"><a href="https://portal.ridgelinefreight.com/login">Customer Portal</a></span>
      <span class="topbar-item"><a href="https://ridgelinefreight.ca/">Canada</a></span>
    </div>
  </div>
  <div class="elementor-element elementor-element-mainnav e-con-full e-flex e-con e-parent" data-element_type="container">
    <div class="elementor-widget elementor-widget-theme-site-logo elementor-widget-image">
      <a href="${D}/"><img width="220" height="56" src="${D}/wp-content/uploads/2023/05/ridgeline-freight-logo.svg" class="attachment-full size-full" alt="Ridgeline Freight Group" /></a>
    </div>
    <nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="Main menu">
      <ul id="menu-1-main" class="elementor-nav-menu">
        <li class="menu-item menu-item-has-children has-mega-panel"><a href="${D}/services/" class="elementor-item">Services</a>
          <div class="mega-panel">
            <div class="mega-col"><h4>Transport</h4><ul class="sub-menu">
              <li class="menu-item"><a href="${D}/services/ocean-freight/" class="elementor-sub-item">Ocean Freight (FCL &amp; LCL)</a></li>
              <li class="menu-item"><a href="${D}/services/air-freight/" class="elementor-sub-item">Air Freight</a></li>
              <li class="menu-item"><a href="${D}/services/drayage/" class="elementor-sub-item">Port Drayage</a></li>
              <li class="menu-item"><a href="${D}/services/project-cargo/" class="elementor-sub-item">Project &amp; Breakbulk Cargo</a></li>
            </ul></div>
            <div class="mega-col"><h4>Compliance &amp; Logistics</h4><ul class="sub-menu">
              <li class="menu-item"><a href="${D}/services/customs-brokerage/" class="elementor-sub-item">Customs Brokerage</a></li>
              <li class="menu-item"><a href="${D}/services/warehousing/" class="elementor-sub-item">Warehousing &amp; Distribution</a></li>
              <li class="menu-item"><a href="${D}/services/cargo-insurance/" class="elementor-sub-item">Cargo Insurance</a></li>
              <li class="menu-item"><a href="${D}/services/trade-consulting/" class="elementor-sub-item">Trade Consulting</a></li>
            </ul></div>
            <div class="mega-col mega-promo"><img src="${D}/wp-content/uploads/2024/01/menu-promo-reefer.jpg" alt="Refrigerated containers at the Port of Savannah" width="280" height="160" loading="lazy"><p>Peak season space is filling fast. <a href="${D}/contact/">Book your Q4 allocation</a>.</p></div>
          </div>
        </li>
        <li class="menu-item menu-item-has-children"><a href="${D}/industries/" class="elementor-item">Industries</a>
          <ul class="sub-menu">
            <li class="menu-item"><a href="${D}/industries/retail-ecommerce/" class="elementor-sub-item">Retail &amp; E-commerce</a></li>
            <li class="menu-item"><a href="${D}/industries/automotive/" class="elementor-sub-item">Automotive</a></li>
            <li class="menu-item"><a href="${D}/industries/food-beverage/" class="elementor-sub-item">Food &amp; Beverage</a></li>
            <li class="menu-item"><a href="${D}/industries/chemicals/" class="elementor-sub-item">Chemicals &amp; Hazmat</a></li>
            <li class="menu-item"><a href="${D}/industries/renewable-energy/" class="elementor-sub-item">Renewable Energy</a></li>
          </ul>
        </li>
        <li class="menu-item menu-item-has-children"><a href="${D}/our-network/" class="elementor-item">Global Network</a>
          <ul class="sub-menu">
            <li class="menu-item"><a href="${D}/our-network/" class="elementor-sub-item">Our Network &amp; Agents</a></li>
            <li class="menu-item"><a href="${D}/carriers/" class="elementor-sub-item">Carrier Partners</a></li>
            <li class="menu-item"><a href="${D}/technology/" class="elementor-sub-item">Technology</a></li>
          </ul>
        </li>
        <li class="menu-item menu-item-has-children"><a href="${D}/about/" class="elementor-item">Company</a>
          <ul class="sub-menu">
            <li class="menu-item"><a href="${D}/about/" class="elementor-sub-item">About Ridgeline</a></li>
            <li class="menu-item"><a href="${D}/news/" class="elementor-sub-item">News</a></li>
            <li class="menu-item"><a href="${D}/careers/" class="elementor-sub-item">Careers</a></li>
            <li class="menu-item"><a href="${D}/contact/" class="elementor-sub-item">Contact</a></li>
          </ul>
        </li>
      </ul>
    </nav>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button elementor-button-link elementor-size-sm" href="${D}/contact/#quote"><span class="elementor-button-text">Get a Quote</span></a></div>
  </div>
</div>
<main id="content" class="site-main">`;

const footer = `</main>
<div data-elementor-type="footer" data-elementor-id="131" class="elementor elementor-131 elementor-location-footer">
  <div class="elementor-element e-con-full e-flex e-con e-parent footer-cta">
    <h2 class="elementor-heading-title">Ready to move freight smarter?</h2>
    <a class="elementor-button" href="${D}/contact/#quote">Request a rate</a>
  </div>
  <div class="elementor-element e-con-full e-flex e-con e-parent footer-main">
    <div class="footer-col">
      <img src="${D}/wp-content/uploads/2023/05/ridgeline-freight-logo-white.svg" alt="Ridgeline Freight Group" width="200" height="50" loading="lazy">
      <p>Independent, family-owned freight forwarder and NVOCC moving cargo between North America and 140+ countries since 1998.</p>
      <address>HQ: 2 East Bryan Street, Suite 1400<br>Savannah, GA 31401</address>
      <p>Chicago &middot; Los Angeles &middot; Houston &middot; Newark</p>
    </div>
    <div class="footer-col"><h4>Services</h4><ul>
      <li><a href="${D}/services/ocean-freight/">Ocean Freight</a></li>
      <li><a href="${D}/services/air-freight/">Air Freight</a></li>
      <li><a href="${D}/services/customs-brokerage/">Customs Brokerage</a></li>
      <li><a href="${D}/services/warehousing/">Warehousing</a></li>
      <li><a href="${D}/services/drayage/">Drayage</a></li>
    </ul></div>
    <div class="footer-col"><h4>Company</h4><ul>
      <li><a href="${D}/about/">About</a></li>
      <li><a href="${D}/our-network/">Agent Network</a></li>
      <li><a href="${D}/carriers/">Carrier Partners</a></li>
      <li><a href="${D}/technology/">Technology</a></li>
      <li><a href="${D}/news/">News</a></li>
      <li><a href="${D}/careers/">Careers</a></li>
      <li><a href="${D}/contact/">Contact</a></li>
    </ul></div>
    <div class="footer-col footer-credentials"><h4>Licensed &amp; Certified</h4>
      <ul class="credential-badges">
        <li><a href="https://www.fmc.gov/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/06/fmc-oti.png" alt="FMC licensed OTI / NVOCC #028741NF" width="90" height="60" loading="lazy"></a></li>
        <li><a href="https://www.cbp.gov/border-security/ports-entry/cargo-security/ctpat" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/06/ctpat-certified.png" alt="CTPAT Certified" width="90" height="60" loading="lazy"></a></li>
        <li><a href="https://www.ncbfaa.org/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/06/ncbfaa-member.png" alt="NCBFAA Member" width="90" height="60" loading="lazy"></a></li>
        <li><a href="https://www.iata.org/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/06/iata-cargo-agent.png" alt="IATA Accredited Cargo Agent" width="90" height="60" loading="lazy"></a></li>
      </ul>
      <p class="small">US Customs Broker License #33871 &middot; TSA Indirect Air Carrier</p>
    </div>
  </div>
  <div class="elementor-element footer-bottom">
    <p>&copy; 2024 Ridgeline Freight Group, LLC. All rights reserved. &middot; <a href="${D}/privacy-policy/">Privacy Policy</a> &middot; <a href="${D}/terms-and-conditions/">Terms &amp; Conditions of Service</a> &middot; <a href="${D}/sitemap_index.xml">Sitemap</a> &middot; <a href="https://ridgelinefreight.ca/">Ridgeline Freight Canada</a></p>
    <ul class="social">
      <li><a href="https://www.linkedin.com/company/ridgeline-freight-group" aria-label="LinkedIn" target="_blank" rel="noopener"><svg class="e-font-icon-svg e-fab-linkedin" viewBox="0 0 448 512"><path d="M416 32H31.9C14.3 32 0 46.5 0 64.3v383.4C0 465.5 14.3 480 31.9 480H416c17.6 0 32-14.5 32-32.3V64.3c0-17.8-14.4-32.3-32-32.3z"></path></svg></a></li>
      <li><a href="https://www.facebook.com/ridgelinefreight" aria-label="Facebook" target="_blank" rel="noopener"><svg class="e-font-icon-svg e-fab-facebook" viewBox="0 0 512 512"><path d="M504 256C504 119 393 8 256 8S8 119 8 256c0 123.78 90.69 226.38 209.25 245V327.69h-63V256h63v-54.64c0-62.15 37-96.48 93.67-96.48 27.14 0 55.52 4.84 55.52 4.84v61h-31.28z"></path></svg></a></li>
      <li><a href="https://x.com/ridgelinefreight" aria-label="X" target="_blank" rel="noopener"><svg class="e-font-icon-svg e-fab-x-twitter" viewBox="0 0 512 512"><path d="M389.2 48h70.6L305.6 224.2 487 464H345L233.7 318.6 106.5 464H35.8L200.7 275.5 26.8 48H172.4L272.9 180.9 389.2 48z"></path></svg></a></li>
      <li><a href="https://www.youtube.com/@ridgelinefreight" aria-label="YouTube" target="_blank" rel="noopener"><svg class="e-font-icon-svg e-fab-youtube" viewBox="0 0 576 512"><path d="M549.655 124.083c-6.281-23.65-24.787-42.276-48.284-48.597C458.781 64 288 64 288 64S117.22 64 74.629 75.486z"></path></svg></a></li>
    </ul>
  </div>
</div>
<div id="cookie-law-info-bar" data-nosnippet="true"><span>We use cookies to analyze site traffic and personalize content. By clicking &ldquo;Accept&rdquo; you consent to our use of cookies. <a role='button' class="cli_settings_button" style="margin:5px 20px 5px 20px">Cookie Settings</a><a role='button' data-cli_action="accept" id="cookie_action_close_header" class="medium cli-plugin-button cli-plugin-main-button cookie_action_close_header cli_action_button wt-cli-accept-btn">Accept</a> <a href="${D}/privacy-policy/" id="CONSTANT_OPEN_URL" target="_blank" class="cli-plugin-main-link">Read More</a> <a id="wt-cli-ccpa-opt-out" class="cli-plugin-main-link">Do Not Sell My Personal Information</a></span></div>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21984437.js"></script>
<!-- End of HubSpot Embed Code -->
<script src="${D}/wp-content/themes/hello-elementor/assets/js/hello-frontend.min.js?ver=3.0.1" id="hello-theme-frontend-js"></script>
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.21.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js${VER}" id="elementor-webpack-runtime-js"></script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js${VER}" id="elementor-frontend-modules-js"></script>
<script src="${D}/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2" id="jquery-ui-core-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Share on Facebook","shareOnTwitter":"Share on Twitter","pinIt":"Pin it","download":"Download"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"3.21.4","is_static":false,"urls":{"assets":"https:\\/\\/ridgelinefreight.com\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"}};
</script>
<script src="${D}/wp-content/plugins/elementor/assets/js/frontend.min.js${VER}" id="elementor-frontend-js"></script>
<script src="${D}/wp-content/plugins/elementor-pro/assets/js/elements-handlers.min.js?ver=3.21.2" id="pro-elements-handlers-js"></script>
</body>
</html>
<!-- This website is like a Rocket, isn't it? Performance optimized by WP Rocket. Learn more: https://wp-rocket.me - Debug: cached@1716203311 -->`;

function schema(path: string, name: string, type = 'WebPage'): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': type, '@id': `${D}${path}`, url: `${D}${path}`, name, isPartOf: { '@id': `${D}/#website` }, inLanguage: 'en-US' },
      {
        '@type': 'BreadcrumbList',
        '@id': `${D}${path}#breadcrumb`,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${D}/` },
          { '@type': 'ListItem', position: 2, name },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': `${D}/#website`,
        url: `${D}/`,
        name: 'Ridgeline Freight Group',
        publisher: { '@id': `${D}/#organization` },
      },
      {
        '@type': 'Organization',
        '@id': `${D}/#organization`,
        name: 'Ridgeline Freight Group, LLC',
        url: `${D}/`,
        logo: `${D}/wp-content/uploads/2023/05/ridgeline-freight-logo.svg`,
        sameAs: [
          'https://www.linkedin.com/company/ridgeline-freight-group',
          'https://www.facebook.com/ridgelinefreight',
          'https://x.com/ridgelinefreight',
        ],
      },
    ],
  });
}

function page(
  path: string,
  title: string,
  description: string,
  pageId: number,
  body: string,
): { headers: Record<string, string>; html: string } {
  return {
    headers,
    html: `${head(title, description, path, pageId, schema(path, title.split(' | ')[0]!))}
${header}
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">
${body}
</div>
${footer}`,
  };
}

const home = page(
  '/',
  'Ridgeline Freight Group | International Freight Forwarding & Customs Brokerage',
  'Ocean, air and customs brokerage from an independent US forwarder with agents in 140+ countries.',
  9,
  `<section class="elementor-element e-con-full e-flex e-con e-parent hero" data-settings="{&quot;background_background&quot;:&quot;video&quot;}">
  <div class="elementor-background-video-container"><video class="elementor-background-video-hosted" autoplay muted playsinline loop src="${D}/wp-content/uploads/2024/01/savannah-terminal-loop.mp4"></video></div>
  <div class="elementor-widget elementor-widget-heading"><h1 class="elementor-heading-title elementor-size-default">Freight forwarding that answers the phone.</h1></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>Ocean, air and customs brokerage for importers and exporters who want a forwarder that knows their cargo by name. Headquartered in Savannah, with licensed customs brokers in five US ports.</p></div>
  <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="${D}/contact/#quote">Get a Quote</a> <a class="elementor-button elementor-button-outline" href="https://track.ridgelinefreight.com/">Track a Shipment</a></div>
</section>
<section class="elementor-element e-con-full e-flex e-con stats">
  <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number" data-to-value="26">26</span><span class="elementor-counter-title">years in business</span></div>
  <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number" data-to-value="48000">48,000</span><span class="elementor-counter-title">TEU moved in 2023</span></div>
  <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number" data-to-value="140">140+</span><span class="elementor-counter-title">countries served through our agents</span></div>
  <div class="elementor-widget elementor-widget-counter"><span class="elementor-counter-number" data-to-value="98">98.6%</span><span class="elementor-counter-title">on-time customs clearance</span></div>
</section>
<section class="elementor-element e-con-full e-flex e-con services-grid">
  <h2 class="elementor-heading-title">What we move, and how</h2>
  <div class="e-con-inner">
    <article class="service-card"><img src="${D}/wp-content/uploads/2023/07/icon-ocean.svg" alt="" width="48" height="48"><h3>Ocean Freight</h3><p>FCL and consolidated LCL on weekly sailings from Asia, Europe and Latin America, with named-account contracts on the major trade lanes.</p><a href="${D}/services/ocean-freight/">Ocean freight services &rarr;</a></article>
    <article class="service-card"><img src="${D}/wp-content/uploads/2023/07/icon-air.svg" alt="" width="48" height="48"><h3>Air Freight</h3><p>Consolidated and charter air cargo, dangerous goods certified, with our own TSA-approved screening at ATL and ORD.</p><a href="${D}/services/air-freight/">Air freight services &rarr;</a></article>
    <article class="service-card"><img src="${D}/wp-content/uploads/2023/07/icon-customs.svg" alt="" width="48" height="48"><h3>Customs Brokerage</h3><p>Entry filing, ISF, bonds, tariff classification and Section 301 exclusion management by licensed brokers.</p><a href="${D}/services/customs-brokerage/">Customs brokerage &rarr;</a></article>
    <article class="service-card"><img src="${D}/wp-content/uploads/2023/07/icon-warehouse.svg" alt="" width="48" height="48"><h3>Warehousing</h3><p>420,000 sq ft of bonded and general warehousing near the ports of Savannah and Los Angeles, with transloading and pick-and-pack.</p><a href="${D}/services/warehousing/">Warehousing &rarr;</a></article>
  </div>
</section>
<section class="elementor-element e-con-full e-flex e-con network-teaser">
  <div class="elementor-widget elementor-widget-image"><img src="${D}/wp-content/uploads/2023/08/agent-network-map.png" alt="Map of Ridgeline agent offices worldwide" width="720" height="400" loading="lazy"></div>
  <div class="elementor-widget elementor-widget-text-editor">
    <h2>A global reach, without the global bureaucracy</h2>
    <p>We cover 140+ countries through a hand-picked group of independent agent partners who handle origin pickup, export clearance and destination delivery as if the cargo were their own. <a href="${D}/our-network/">Meet our agent network</a> or see the <a href="${D}/carriers/">ocean and air carriers we work with</a>.</p>
  </div>
</section>
<section class="elementor-element e-con-full e-flex e-con clients">
  <h2 class="elementor-heading-title">Trusted by shippers large and small</h2>
  <div class="elementor-widget elementor-widget-image-carousel"><div class="elementor-image-carousel-wrapper swiper" dir="ltr"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">
    <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="1 of 6"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${D}/wp-content/uploads/2023/09/client-coastal-outfitters.png" alt="Coastal Outfitters" /></figure></div>
    <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="2 of 6"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${D}/wp-content/uploads/2023/09/client-harbison-tile.png" alt="Harbison Tile &amp; Stone" /></figure></div>
    <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="3 of 6"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${D}/wp-content/uploads/2023/09/client-peachtree-motors.png" alt="Peachtree Motor Components" /></figure></div>
    <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="4 of 6"><figure class="swiper-slide-inner"><a href="${D}/case-studies/bluewater-solar/"><img class="swiper-slide-image" src="${D}/wp-content/uploads/2023/09/client-bluewater-solar.png" alt="Bluewater Solar" /></a></figure></div>
    <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="5 of 6"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${D}/wp-content/uploads/2023/09/client-lowcountry-coffee.png" alt="Lowcountry Coffee Roasters" /></figure></div>
    <div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="6 of 6"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${D}/wp-content/uploads/2023/09/client-midland-chem.png" alt="Midland Specialty Chemicals" /></figure></div>
  </div></div></div>
</section>
<section class="elementor-element e-con-full e-flex e-con testimonials">
  <div class="elementor-widget elementor-widget-testimonial"><blockquote>&ldquo;Ridgeline cleared 40 containers of solar racking through Savannah in the week the tariff rules changed. Nobody else even called us back.&rdquo;</blockquote><cite>Dana Whitfield, VP Supply Chain, <a href="https://www.bluewatersolar.com/" target="_blank" rel="noopener">Bluewater Solar</a></cite></div>
  <div class="elementor-widget elementor-widget-testimonial"><blockquote>&ldquo;Our LCL cycle time from Ho Chi Minh City dropped by nine days after we moved the account.&rdquo;</blockquote><cite>Marcus Lee, Operations Director, Coastal Outfitters</cite></div>
</section>
<section class="elementor-element e-con-full e-flex e-con news-teaser">
  <h2>Latest from the dock</h2>
  <ul class="elementor-posts">
    <li><a href="${D}/news/savannah-cfs-expansion/">Ridgeline opens a second bonded CFS in Garden City</a> <time datetime="2024-04-22">April 22, 2024</time></li>
    <li><a href="${D}/news/red-sea-diversions-update/">Red Sea diversions: what importers should budget for in Q3</a> <time datetime="2024-03-11">March 11, 2024</time></li>
    <li><a href="${D}/news/inbound-logistics-top-100/">Ridgeline named an Inbound Logistics Top 100 3PL for the fourth year</a> <time datetime="2023-11-02">November 2, 2023</time></li>
  </ul>
</section>`,
);

const oceanFreight = page(
  '/services/ocean-freight/',
  'Ocean Freight (FCL & LCL) | Ridgeline Freight Group',
  'Full container and LCL ocean freight with weekly consolidations and contract rates on major trade lanes.',
  214,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">Ocean Freight</h1><p>Weekly FCL and LCL from 300+ origin ports, door to door.</p></section>
<section class="elementor-element e-con-full e-flex e-con">
  <div class="elementor-widget elementor-widget-text-editor">
    <h2>Full container load (FCL)</h2>
    <p>We hold annual service contracts on the transpacific, transatlantic and Asia&ndash;Latin America lanes, so our rates stay stable when the spot market does not. Twenty, forty, high-cube, reefer, open-top and flat-rack equipment are all available on request.</p>
    <p>Capacity comes from our <a href="${D}/carriers/">ocean carrier partners</a>, and we book with several lines on every major lane, which means your cargo is never hostage to a single carrier&rsquo;s blank sailings.</p>
    <h2>Less than container load (LCL)</h2>
    <p>Our own weekly consolidations run from Shanghai, Ningbo, Shenzhen (Yantian), Ho Chi Minh City, Nhava Sheva, Hamburg and Rotterdam, loaded at origin by our <a href="${D}/our-network/#agents">agent partners</a> and devanned at our CFS in Savannah or Los Angeles.</p>
    <h3>Included with every ocean booking</h3>
    <ul>
      <li>ISF (10+2) filing and customs entry by our licensed brokers</li>
      <li>Milestone tracking with container events pushed to your inbox</li>
      <li>Demurrage and detention monitoring with 72-hour warnings</li>
      <li>Drayage to your DC with our own chassis pool</li>
      <li>All-risk marine cargo insurance on request</li>
    </ul>
  </div>
</section>
<section class="elementor-element e-con-full e-flex e-con lanes">
  <h2>Popular lanes</h2>
  <table class="lanes-table">
    <thead><tr><th>Origin</th><th>Destination</th><th>Transit (days)</th><th>Frequency</th></tr></thead>
    <tbody>
      <tr><td>Shanghai, CN</td><td>Savannah, GA</td><td>32&ndash;36</td><td>Weekly LCL / daily FCL</td></tr>
      <tr><td>Yantian, CN</td><td>Los Angeles, CA</td><td>15&ndash;18</td><td>Weekly LCL / daily FCL</td></tr>
      <tr><td>Ho Chi Minh City, VN</td><td>Savannah, GA</td><td>34&ndash;38</td><td>Weekly LCL</td></tr>
      <tr><td>Nhava Sheva, IN</td><td>Newark, NJ</td><td>28&ndash;32</td><td>Weekly LCL</td></tr>
      <tr><td>Hamburg, DE</td><td>Charleston, SC</td><td>14&ndash;17</td><td>Weekly FCL</td></tr>
      <tr><td>Rotterdam, NL</td><td>Houston, TX</td><td>17&ndash;20</td><td>Weekly LCL / FCL</td></tr>
      <tr><td>Santos, BR</td><td>Savannah, GA</td><td>18&ndash;21</td><td>Bi-weekly FCL</td></tr>
    </tbody>
  </table>
  <p class="small">Transit times are port-to-port estimates and exclude inland legs. Red Sea diversions currently add 10&ndash;14 days to Asia&ndash;US East Coast sailings routed via the Cape of Good Hope.</p>
</section>
<section class="elementor-element e-con-full e-flex e-con faq">
  <h2>Ocean freight FAQ</h2>
  <div class="elementor-widget elementor-widget-n-accordion"><div class="e-n-accordion" aria-label="Accordion">
    <details class="e-n-accordion-item"><summary class="e-n-accordion-item-title">What is the minimum for LCL?</summary><div role="region"><p>One cubic meter. Shipments under 1 CBM are charged as 1 CBM.</p></div></details>
    <details class="e-n-accordion-item"><summary class="e-n-accordion-item-title">Do you handle hazardous cargo?</summary><div role="region"><p>Yes. IMDG classes 2 through 9 are accepted subject to carrier approval; class 1 and 7 on request.</p></div></details>
    <details class="e-n-accordion-item"><summary class="e-n-accordion-item-title">Can you file my ISF?</summary><div role="region"><p>Yes, our customs team files ISF for every ocean shipment we handle, and for shipments moved by other forwarders for a flat fee.</p></div></details>
  </div></div>
</section>`,
);

type Agent = { country: string; city: string; name: string; url: string; services: string };
const agents: Agent[] = [
  {
    country: 'China',
    city: 'Shenzhen / Shanghai',
    name: 'Everbright Global Logistics Co., Ltd.',
    url: 'https://www.everbright-log.cn/en/',
    services: 'LCL consolidation, FCL, air export',
  },
  {
    country: 'Vietnam',
    city: 'Ho Chi Minh City',
    name: 'Mekong Delta Logistics JSC',
    url: 'https://deltalogistics.com.vn/',
    services: 'LCL consolidation, customs, trucking',
  },
  {
    country: 'India',
    city: 'Mumbai (Nhava Sheva)',
    name: 'Sahyadri Shipping Agencies Pvt. Ltd.',
    url: 'https://www.sahyadrishipping.in/',
    services: 'FCL, LCL, project cargo',
  },
  {
    country: 'Japan',
    city: 'Yokohama',
    name: 'Yokohama Pacific Forwarding K.K.',
    url: 'https://www.ypf.co.jp/en/',
    services: 'FCL, air, customs',
  },
  {
    country: 'South Korea',
    city: 'Busan',
    name: 'Busan Ocean Link Co.',
    url: 'https://busanoceanlink.co.kr/',
    services: 'FCL, automotive parts',
  },
  {
    country: 'Germany',
    city: 'Hamburg',
    name: 'Hanseatic Cargo Lines GmbH',
    url: 'https://www.hanseatic-cargo.de/',
    services: 'FCL, LCL, breakbulk',
  },
  {
    country: 'Netherlands',
    city: 'Rotterdam',
    name: 'Blue Freight Rotterdam B.V.',
    url: 'https://www.bluefreight.nl/en',
    services: 'LCL consolidation, warehousing',
  },
  {
    country: 'United Kingdom',
    city: 'Felixstowe',
    name: 'Gateway Forwarding Ltd',
    url: 'https://www.fgforwarding.co.uk/',
    services: 'FCL, LCL, UK customs',
  },
  {
    country: 'Brazil',
    city: 'Santos',
    name: 'Santos Log&iacute;stica Integrada Ltda.',
    url: 'https://www.santoslog.com.br/',
    services: 'FCL, reefer, customs',
  },
  {
    country: 'Mexico',
    city: 'Manzanillo',
    name: 'Carga Express del Pac&iacute;fico',
    url: 'https://www.mcexpress.com.mx/',
    services: 'FCL, cross-border trucking',
  },
  {
    country: 'Australia',
    city: 'Melbourne',
    name: 'Harbour Freight Services Pty Ltd',
    url: 'https://mhfreight.com.au/',
    services: 'FCL, LCL, air',
  },
];

const networkPage = page(
  '/our-network/',
  'Our Global Network & Agent Partners | Ridgeline Freight Group',
  'Independent agent partners in 140+ countries and the forwarder networks Ridgeline belongs to.',
  301,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">Our Global Network</h1><p>Independent, owner-managed agents at origin and destination, vetted by us and audited every year.</p></section>
<section class="elementor-element e-con-full e-flex e-con" id="memberships">
  <div class="elementor-widget elementor-widget-text-editor">
    <h2>Forwarder networks we belong to</h2>
    <p>Ridgeline is a long-standing member of several independent forwarder networks. Membership gives us financial protection on agent transactions, annual conferences where we meet new agents, and a vetting process we add our own checks on top of.</p>
  </div>
  <div class="elementor-widget elementor-widget-image-gallery"><div class="gallery membership-logos">
    <figure class="gallery-item"><a href="https://www.wcaworld.com/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/08/wca-world-member.png" alt="WCA World member since 2006" width="160" height="80" loading="lazy"></a><figcaption>WCA World &ndash; member since 2006</figcaption></figure>
    <figure class="gallery-item"><a href="https://www.globalaffinityalliance.com/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/08/gaa-member.png" alt="Global Affinity Alliance member" width="160" height="80" loading="lazy"></a><figcaption>Global Affinity Alliance &ndash; member since 2014</figcaption></figure>
    <figure class="gallery-item"><a href="https://www.fiata.org/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/08/fiata-individual-member.png" alt="FIATA individual member" width="160" height="80" loading="lazy"></a><figcaption>FIATA &ndash; individual member</figcaption></figure>
  </div></div>
</section>
<section class="elementor-element e-con-full e-flex e-con" id="agents">
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Our agent partners</h2></div>
  <div class="elementor-widget elementor-widget-text-editor"><p>These are the agents we work with every week. Each one is an exclusive Ridgeline partner in its gateway, handles our consolidations and shares our operating procedures and EDI link. Need coverage somewhere not listed? <a href="${D}/contact/">Ask us</a>: we have vetted contacts in 140+ countries.</p></div>
  <div class="elementor-widget elementor-widget-html">
    <table class="agent-table">
      <thead><tr><th scope="col">Country</th><th scope="col">Gateway</th><th scope="col">Agent partner</th><th scope="col">Services</th></tr></thead>
      <tbody>
${agents.map((a) => `        <tr><td>${a.country}</td><td>${a.city}</td><td><a href="${a.url}" target="_blank" rel="noopener">${a.name}</a></td><td>${a.services}</td></tr>`).join('\n')}
      </tbody>
    </table>
  </div>
  <div class="elementor-widget elementor-widget-text-editor"><p class="small">In Canada, shipments are handled by our own office, <a href="https://ridgelinefreight.ca/">Ridgeline Freight Canada</a>. In the Gulf region we use a trusted Dubai agent, Al Noor Cargo, whose website is being rebuilt; contact our Houston office for details.</p></div>
</section>
<section class="elementor-element e-con-full e-flex e-con become-agent">
  <h2>Become a Ridgeline agent</h2>
  <p>We are looking for agents in Turkey, Poland and Colombia. Agents must be members of a recognised network, carry professional liability insurance of at least USD 1M and have five years of trading history.</p>
  <div class='gform_wrapper gravity-theme' id='gform_wrapper_4'>
    <form method='post' enctype='multipart/form-data' id='gform_4' action='/our-network/#gf_4'>
      <div class='gform_body gform-body'><div id='gform_fields_4' class='gform_fields top_label form_sublabel_below description_below'>
        <div id="field_4_1" class="gfield gfield--type-text gfield_contains_required"><label class='gfield_label' for='input_4_1'>Company name</label><div class='ginput_container ginput_container_text'><input name='input_1' id='input_4_1' type='text' value='' class='large' aria-required="true"></div></div>
        <div id="field_4_2" class="gfield gfield--type-text"><label class='gfield_label' for='input_4_2'>Country</label><div class='ginput_container ginput_container_text'><input name='input_2' id='input_4_2' type='text' value='' class='large'></div></div>
        <div id="field_4_3" class="gfield gfield--type-email"><label class='gfield_label' for='input_4_3'>Email</label><div class='ginput_container ginput_container_email'><input name='input_3' id='input_4_3' type='email' value='' class='large'></div></div>
        <div id="field_4_4" class="gfield gfield--type-textarea"><label class='gfield_label' for='input_4_4'>Networks and trade lanes</label><div class='ginput_container ginput_container_textarea'><textarea name='input_4' id='input_4_4' class='textarea medium' rows='6'></textarea></div></div>
      </div></div>
      <div class='gform_footer top_label'><input type='submit' id='gform_submit_button_4' class='gform_button button' value='Apply'></div>
    </form>
  </div>
</section>`,
);

type Carrier = { name: string; url: string; logo: string; mode: string };
const carriers: Carrier[] = [
  { name: 'Maersk', url: 'https://www.maersk.com/', logo: 'maersk', mode: 'Ocean' },
  { name: 'MSC Mediterranean Shipping Company', url: 'https://www.msc.com/en', logo: 'msc', mode: 'Ocean' },
  { name: 'CMA CGM', url: 'https://www.cma-cgm.com/', logo: 'cma-cgm', mode: 'Ocean' },
  { name: 'Hapag-Lloyd', url: 'https://www.hapag-lloyd.com/en/home.html', logo: 'hapag-lloyd', mode: 'Ocean' },
  { name: 'Ocean Network Express (ONE)', url: 'https://www.one-line.com/en', logo: 'one', mode: 'Ocean' },
  { name: 'Lufthansa Cargo', url: 'https://www.lufthansa-cargo.com/', logo: 'lufthansa-cargo', mode: 'Air' },
];

const carriersPage = page(
  '/carriers/',
  'Ocean & Air Carrier Partners | Ridgeline Freight Group',
  'The ocean carriers and airlines Ridgeline holds service contracts with.',
  318,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">Carrier Partners</h1><p>Contracted capacity with the carriers that matter on your lanes.</p></section>
<section class="elementor-element e-con-full e-flex e-con">
  <div class="elementor-widget elementor-widget-text-editor">
    <p>As an FMC-licensed NVOCC, Ridgeline signs its own service contracts with ocean carriers and block-space agreements with airlines. Spreading volume across several carrier partners on each lane means we can move your booking when a sailing is blanked or a flight is cancelled, and we never ask you to pay a premium for our own capacity problems.</p>
  </div>
  <div class="elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title">Our carrier partners</h2></div>
  <div class="carrier-grid">
${carriers
  .map(
    (c) => `    <div class="carrier-card">
      <a href="${c.url}" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/08/carrier-${c.logo}.png" alt="${c.name} logo" width="180" height="90" loading="lazy"></a>
      <p class="carrier-mode">${c.mode}</p>
    </div>`,
  )
  .join('\n')}
  </div>
  <div class="elementor-widget elementor-widget-text-editor">
    <p>For domestic trucking beyond the port, we tender loads through our own brokerage desk and a vetted pool of more than 600 motor carriers; we don&rsquo;t list them individually here. Rail moves to Atlanta, Memphis and Chicago run on Norfolk Southern and CSX intermodal service.</p>
  </div>
</section>
<section class="elementor-element e-con-full e-flex e-con cta-strip"><p>Need a lane we have not listed? <a href="${D}/contact/#quote">Send us your RFQ</a>.</p></section>`,
);

const techPage = page(
  '/technology/',
  'Freight Technology & Visibility | Ridgeline Freight Group',
  'Shipment visibility, EDI and customs technology built on our technology partners.',
  327,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">Technology</h1><p>One login for bookings, documents, milestones and invoices.</p></section>
<section class="elementor-element e-con-full e-flex e-con">
  <div class="elementor-widget elementor-widget-text-editor">
    <h2>The Ridgeline portal</h2>
    <p>Our <a href="https://portal.ridgelinefreight.com/login">customer portal</a> puts every booking, commercial invoice, packing list and customs entry in one place, with live container events and an API for customers who prefer to pull data into their own ERP.</p>
    <h2>Technology partners</h2>
    <p>We don&rsquo;t build everything ourselves. The portal runs on a stack of proven logistics software from our technology partners:</p>
  </div>
  <div class="tech-partners">
    <article class="tech-card"><img src="${D}/wp-content/uploads/2024/02/cargowise-logo.png" alt="CargoWise" width="160" height="60" loading="lazy"><h3>CargoWise</h3><p>Our operational system of record for forwarding, customs entry and accounting.</p><a href="https://www.cargowise.com/" target="_blank" rel="noopener">Visit website</a></article>
    <article class="tech-card"><img src="${D}/wp-content/uploads/2024/02/project44-logo.png" alt="project44" width="160" height="60" loading="lazy"><h3>project44</h3><p>Real-time ocean, air and truck visibility feeding the milestone timeline in your portal.</p><a href="https://www.project44.com/" target="_blank" rel="noopener">Visit website</a></article>
    <article class="tech-card"><img src="${D}/wp-content/uploads/2024/02/descartes-logo.png" alt="Descartes" width="160" height="60" loading="lazy"><h3>Descartes</h3><p>Denied-party screening and ACE filings, integrated into every booking.</p><a href="https://www.descartes.com/" target="_blank" rel="noopener">Visit website</a></article>
  </div>
  <div class="elementor-widget elementor-widget-text-editor"><p>Questions about EDI or API integration? Email <a href="mailto:integrations@ridgelinefreight.com">integrations@ridgelinefreight.com</a>.</p></div>
</section>`,
);

const about = page(
  '/about/',
  'About Ridgeline Freight Group | Family-owned since 1998',
  'Family-owned freight forwarder headquartered in Savannah, Georgia.',
  12,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">About Ridgeline</h1><p>Three generations of the Okafor-Burke family, 180 logistics people, one promise: we pick up the phone.</p></section>
<section class="elementor-element e-con-full e-flex e-con">
  <div class="elementor-widget elementor-widget-text-editor">
    <h2>Our story</h2>
    <p>Ridgeline started in 1998 as a two-person customs brokerage in a rented office above a ship chandler on River Street. Today we are one of the largest independent forwarders in the Southeast, with offices in Savannah, Chicago, Los Angeles, Houston and Newark, and our own bonded CFS warehouses in Garden City and Carson.</p>
    <p>We have stayed independent on purpose. Our customers talk to the same account team for years, and our decisions are made in Savannah rather than in a boardroom on another continent.</p>
    <h2>Leadership</h2>
    <ul class="leadership">
      <li><strong>Grace Okafor-Burke</strong>, Chief Executive Officer</li>
      <li><strong>Daniel Burke</strong>, President, Ocean &amp; Air</li>
      <li><strong>Priya Raman</strong>, Vice President, Customs &amp; Compliance (LCB)</li>
      <li><strong>Tom&aacute;s Villanueva</strong>, Chief Financial Officer</li>
    </ul>
  </div>
</section>
<section class="elementor-element e-con-full e-flex e-con awards">
  <h2>Recognition</h2>
  <ul class="award-list">
    <li><a href="https://www.inboundlogistics.com/articles/top-100-3pl-providers/" target="_blank" rel="noopener"><img src="${D}/wp-content/uploads/2023/11/il-top100-2023.png" alt="Inbound Logistics Top 100 3PL Provider 2023" width="120" height="120" loading="lazy"></a></li>
    <li><img src="${D}/wp-content/uploads/2023/11/savannah-business-journal-best-places.png" alt="Savannah Business Journal Best Places to Work 2023" width="120" height="120" loading="lazy"></li>
  </ul>
  <p>Featured in <a href="https://www.freightwaves.com/news/independent-forwarders-red-sea" target="_blank" rel="noopener">FreightWaves</a> and the <a href="https://www.joc.com/" target="_blank" rel="noopener">Journal of Commerce</a>.</p>
</section>
<section class="elementor-element e-con-full e-flex e-con community">
  <h2>In the community</h2>
  <p>Ridgeline is the proud jersey sponsor of the <a href="https://www.savannahyouthsoccer.org/" target="_blank" rel="noopener">Savannah Youth Soccer Association</a> and every December our team packs holiday boxes for <a href="https://www.feedingamerica.org/" target="_blank" rel="noopener">Feeding America</a> food banks. We match employee donations to the <a href="https://www.unitedway.org/" target="_blank" rel="noopener">United Way</a> of the Coastal Empire.</p>
</section>`,
);

const contact = page(
  '/contact/',
  'Contact & Request a Quote | Ridgeline Freight Group',
  'Request a freight quote or reach one of our five US offices.',
  15,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">Contact Ridgeline</h1></section>
<section class="elementor-element e-con-full e-flex e-con" id="quote">
  <h2>Request a quote</h2>
  <div class='gform_wrapper gravity-theme' id='gform_wrapper_1'>
    <form method='post' enctype='multipart/form-data' id='gform_1' action='/contact/#gf_1'>
      <div class='gform_body gform-body'><div id='gform_fields_1' class='gform_fields top_label form_sublabel_below description_below'>
        <div class="gfield gfield--type-name"><label class='gfield_label'>Name</label><div class='ginput_complex ginput_container'><input type='text' name='input_1.3' placeholder='First'><input type='text' name='input_1.6' placeholder='Last'></div></div>
        <div class="gfield gfield--type-email"><label class='gfield_label' for='input_1_2'>Business email</label><input name='input_2' id='input_1_2' type='email'></div>
        <div class="gfield gfield--type-phone"><label class='gfield_label' for='input_1_3'>Phone</label><input name='input_3' id='input_1_3' type='tel'></div>
        <div class="gfield gfield--type-select"><label class='gfield_label' for='input_1_4'>Mode</label><select name='input_4' id='input_1_4'><option>Ocean FCL</option><option>Ocean LCL</option><option>Air</option><option>Customs only</option><option>Warehousing</option></select></div>
        <div class="gfield gfield--type-text"><label class='gfield_label' for='input_1_5'>Origin</label><input name='input_5' id='input_1_5' type='text'></div>
        <div class="gfield gfield--type-text"><label class='gfield_label' for='input_1_6'>Destination</label><input name='input_6' id='input_1_6' type='text'></div>
        <div class="gfield gfield--type-textarea"><label class='gfield_label' for='input_1_7'>Commodity, weight, dimensions</label><textarea name='input_7' id='input_1_7' rows='5'></textarea></div>
      </div></div>
      <div class='gform_footer top_label'><input type='submit' id='gform_submit_button_1' class='gform_button button' value='Request quote'></div>
    </form>
  </div>
</section>
<section class="elementor-element e-con-full e-flex e-con offices">
  <h2>Our offices</h2>
  <div class="office-grid">
    <div class="office"><h3>Savannah (HQ)</h3><p>2 East Bryan Street, Suite 1400, Savannah, GA 31401<br><a href="tel:+19124550180">+1 (912) 455-0180</a></p></div>
    <div class="office"><h3>Chicago</h3><p>1100 W Thorndale Ave, Itasca, IL 60143<br><a href="tel:+16305550142">+1 (630) 555-0142</a></p></div>
    <div class="office"><h3>Los Angeles</h3><p>20800 S Main St, Carson, CA 90745<br><a href="tel:+13105550177">+1 (310) 555-0177</a></p></div>
    <div class="office"><h3>Houston</h3><p>16800 Greenspoint Park Dr, Houston, TX 77060<br><a href="tel:+12815550119">+1 (281) 555-0119</a></p></div>
    <div class="office"><h3>Newark</h3><p>1 Gateway Center, Newark, NJ 07102<br><a href="tel:+19735550166">+1 (973) 555-0166</a></p></div>
  </div>
  <iframe title="Map of Savannah headquarters" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3392.1!2d-81.09!3d32.08" width="100%" height="320" style="border:0" loading="lazy"></iframe>
</section>`,
);

const careers = page(
  '/careers/',
  'Careers | Ridgeline Freight Group',
  'Join an independent freight forwarder that invests in its people.',
  17,
  `<section class="elementor-element e-con-full e-flex e-con page-hero"><h1 class="elementor-heading-title">Careers at Ridgeline</h1><p>Customs brokers, ocean coordinators, warehouse leads and developers: we are hiring in five cities.</p></section>
<section class="elementor-element e-con-full e-flex e-con">
  <div class="elementor-widget elementor-widget-text-editor">
    <h2>Why Ridgeline</h2>
    <ul>
      <li>100% employer-paid medical for employees, 80% for dependents</li>
      <li>401(k) with 5% match, vested from day one</li>
      <li>Paid Licensed Customs Broker exam preparation and a $5,000 bonus when you pass</li>
      <li>Hybrid schedules for office roles</li>
    </ul>
    <h2>Open positions</h2>
    <ul class="jobs">
      <li><a href="https://ridgelinefreight.bamboohr.com/careers/118">Import Customs Entry Writer &ndash; Savannah, GA</a></li>
      <li><a href="https://ridgelinefreight.bamboohr.com/careers/121">Ocean Export Coordinator &ndash; Houston, TX</a></li>
      <li><a href="https://ridgelinefreight.bamboohr.com/careers/124">Warehouse Lead (2nd shift) &ndash; Carson, CA</a></li>
      <li><a href="https://ridgelinefreight.bamboohr.com/careers/127">Air Import Agent &ndash; Itasca, IL</a></li>
    </ul>
    <p>You can also follow our openings on <a href="https://www.indeed.com/cmp/Ridgeline-Freight-Group" target="_blank" rel="noopener">Indeed</a> and <a href="https://www.linkedin.com/company/ridgeline-freight-group/jobs/" target="_blank" rel="noopener">LinkedIn</a>. Ridgeline is an equal opportunity employer and participates in <a href="https://www.e-verify.gov/" target="_blank" rel="noopener">E-Verify</a>.</p>
  </div>
</section>`,
);

export const site: CorpusSite = {
  domain: 'ridgelinefreight.com',
  otherDomains: ['ridgelinefreight.ca'],
  covers:
    'US freight forwarder on WordPress/Elementor: an agent-partner table by country kept apart from forwarder-network memberships (WCA, FIATA) shown as logos, a carrier-partner logo grid and technology-partner cards; negatives are FMC/CTPAT/NCBFAA/IATA badges, client logos and a testimonial link, awards, press, sponsorships and charities, job boards, an agent named without a link and the Canadian sister domain.',
  pages: {
    '/': home,
    '/services/ocean-freight/': oceanFreight,
    '/our-network/': networkPage,
    '/carriers/': carriersPage,
    '/technology/': techPage,
    '/about/': about,
    '/contact/': contact,
    '/careers/': careers,
    '/partners/': { status: 301, redirect: '/our-network/' },
    '/agents/': { status: 301, redirect: '/our-network/#agents' },
  },
  sitemap: ['/', '/services/ocean-freight/', '/our-network/', '/carriers/', '/technology/', '/about/', '/contact/', '/careers/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'yoast-seo',
    'gravity-forms',
    'wp-rocket',
    'cookieyes',
    'google-tag-manager',
    'hubspot',
    'cloudflare',
    'jquery',
    'jquery-migrate',
    'hello-elementor',
    'swiper',
    'google-maps',
    'open-graph',
    'rss',
  ],
  partners: {
    'everbright-log.cn': 'channel',
    'deltalogistics.com.vn': 'channel',
    'sahyadrishipping.in': 'channel',
    'ypf.co.jp': 'channel',
    'busanoceanlink.co.kr': 'channel',
    'hanseatic-cargo.de': 'channel',
    'bluefreight.nl': 'channel',
    'fgforwarding.co.uk': 'channel',
    'santoslog.com.br': 'channel',
    'mcexpress.com.mx': 'channel',
    'mhfreight.com.au': 'channel',
    'maersk.com': 'generic',
    'msc.com': 'generic',
    'cma-cgm.com': 'generic',
    'hapag-lloyd.com': 'generic',
    'one-line.com': 'generic',
    'lufthansa-cargo.com': 'generic',
    'cargowise.com': 'technology',
    'project44.com': 'technology',
    'descartes.com': 'technology',
  },
};
