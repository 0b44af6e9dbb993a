import type { CorpusSite } from '../corpus/types.js';

/* Northlight Growth Co. — a US performance-marketing agency on WordPress (Hello Elementor theme, Yoast SEO), hosted on WP Engine. */

const origin = 'https://northlightgrowth.com';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-powered-by': 'WP Engine',
  'x-cacheable': 'SHORT',
  'x-cache': 'HIT: 3',
  'x-cache-group': 'normal',
  link: '<https://northlightgrowth.com/wp-json/>; rel="https://api.w.org/"',
  'strict-transport-security': 'max-age=31536000',
};

const globalStyles = `:root{--wp--preset--aspect-ratio--square: 1;--wp--preset--aspect-ratio--4-3: 4/3;--wp--preset--aspect-ratio--16-9: 16/9;--wp--preset--color--black: #000000;--wp--preset--color--cyan-bluish-gray: #abb8c3;--wp--preset--color--white: #ffffff;--wp--preset--color--pale-pink: #f78da7;--wp--preset--color--vivid-red: #cf2e2e;--wp--preset--color--luminous-vivid-orange: #ff6900;--wp--preset--color--luminous-vivid-amber: #fcb900;--wp--preset--color--light-green-cyan: #7bdcb5;--wp--preset--color--vivid-green-cyan: #00d084;--wp--preset--color--pale-cyan-blue: #8ed1fc;--wp--preset--color--vivid-cyan-blue: #0693e3;--wp--preset--color--vivid-purple: #9b51e0;--wp--preset--gradient--vivid-cyan-blue-to-vivid-purple: linear-gradient(135deg,rgba(6,147,227,1) 0%,rgb(155,81,224) 100%);--wp--preset--gradient--light-green-cyan-to-vivid-green-cyan: linear-gradient(135deg,rgb(122,220,180) 0%,rgb(0,208,130) 100%);--wp--preset--gradient--luminous-vivid-amber-to-luminous-vivid-orange: linear-gradient(135deg,rgba(252,185,0,1) 0%,rgba(255,105,0,1) 100%);--wp--preset--font-size--small: 13px;--wp--preset--font-size--medium: 20px;--wp--preset--font-size--large: 36px;--wp--preset--font-size--x-large: 42px;--wp--preset--spacing--20: 0.44rem;--wp--preset--spacing--30: 0.67rem;--wp--preset--spacing--40: 1rem;--wp--preset--spacing--50: 1.5rem;--wp--preset--spacing--60: 2.25rem;--wp--preset--spacing--70: 3.38rem;--wp--preset--spacing--80: 5.06rem;--wp--preset--shadow--natural: 6px 6px 9px rgba(0, 0, 0, 0.2);--wp--preset--shadow--deep: 12px 12px 50px rgba(0, 0, 0, 0.4);--wp--preset--shadow--sharp: 6px 6px 0px rgba(0, 0, 0, 0.2);}:where(.is-layout-flex){gap: 0.5em;}:where(.is-layout-grid){gap: 0.5em;}body .is-layout-flex{display: flex;}.is-layout-flex{flex-wrap: wrap;align-items: center;}.has-black-color{color: var(--wp--preset--color--black) !important;}.has-white-color{color: var(--wp--preset--color--white) !important;}.has-black-background-color{background-color: var(--wp--preset--color--black) !important;}.has-white-background-color{background-color: var(--wp--preset--color--white) !important;}.has-small-font-size{font-size: var(--wp--preset--font-size--small) !important;}.has-medium-font-size{font-size: var(--wp--preset--font-size--medium) !important;}.has-large-font-size{font-size: var(--wp--preset--font-size--large) !important;}`;

function schema(path: string, title: string, desc: string): string {
  const url = origin + path;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': url,
        url,
        name: title,
        isPartOf: { '@id': `${origin}/#website` },
        datePublished: '2021-03-04T16:12:09+00:00',
        dateModified: '2025-01-22T19:40:31+00:00',
        description: desc,
        breadcrumb: { '@id': `${url}#breadcrumb` },
        inLanguage: 'en-US',
      },
      {
        '@type': 'BreadcrumbList',
        '@id': `${url}#breadcrumb`,
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: title.split(' | ')[0] },
        ],
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name: 'Northlight Growth Co.',
        description: 'Performance marketing for ambitious consumer brands',
        publisher: { '@id': `${origin}/#organization` },
        inLanguage: 'en-US',
      },
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: 'Northlight Growth Co.',
        url: `${origin}/`,
        logo: { '@type': 'ImageObject', url: `${origin}/wp-content/uploads/2023/02/northlight-logo.svg`, width: 240, height: 48 },
        sameAs: [
          'https://www.linkedin.com/company/northlight-growth',
          'https://www.instagram.com/northlightgrowth',
          'https://x.com/northlightgrow',
        ],
      },
    ],
  });
}

const megaMenu = `
<header class="elementor elementor-location-header" data-elementor-type="header">
  <div class="nl-topbar"><div class="nl-container"><p>New: our 2025 Retail Media Benchmark Report is out. <a href="/insights/retail-media-benchmark-2025/">Get the report &rarr;</a></p></div></div>
  <div class="elementor-section elementor-top-section nl-header">
    <div class="nl-container nl-header__inner">
      <a class="nl-logo" href="/" rel="home"><img src="/wp-content/uploads/2023/02/northlight-logo.svg" alt="Northlight Growth Co." width="180" height="36"></a>
      <nav class="nl-nav" aria-label="Main menu">
        <ul id="menu-main" class="elementor-nav-menu">
          <li class="menu-item menu-item-has-children nl-mega"><a href="/services/">Services</a>
            <div class="nl-mega__panel">
              <div class="nl-mega__col"><h6>Acquire</h6><ul>
                <li><a href="/services/#paid-search">Paid Search &amp; Shopping</a></li>
                <li><a href="/services/#paid-social">Paid Social</a></li>
                <li><a href="/services/#retail-media">Retail Media</a></li>
                <li><a href="/services/#programmatic">Programmatic &amp; CTV</a></li></ul></div>
              <div class="nl-mega__col"><h6>Convert</h6><ul>
                <li><a href="/services/#cro">Conversion Rate Optimization</a></li>
                <li><a href="/services/#web">Shopify &amp; Webflow Builds</a></li>
                <li><a href="/services/#seo">Technical SEO</a></li></ul></div>
              <div class="nl-mega__col"><h6>Retain</h6><ul>
                <li><a href="/services/#lifecycle">Email &amp; SMS Lifecycle</a></li>
                <li><a href="/services/#crm">CRM &amp; Marketing Automation</a></li>
                <li><a href="/services/#analytics">Analytics &amp; Attribution</a></li></ul></div>
              <div class="nl-mega__promo"><img src="/wp-content/uploads/2024/11/benchmark-cover-400x260.jpg" alt="Retail Media Benchmark 2025 cover" loading="lazy" width="200" height="130"><p>Where 140 DTC brands are moving their budgets in 2025.</p><a href="/insights/retail-media-benchmark-2025/">Read the report</a></div>
            </div></li>
          <li class="menu-item"><a href="/work/">Work</a></li>
          <li class="menu-item menu-item-has-children"><a href="/about/">Agency</a>
            <ul class="sub-menu">
              <li><a href="/about/">About us</a></li>
              <li><a href="/partners/">Partners</a></li>
              <li><a href="/careers/">Careers</a></li></ul></li>
          <li class="menu-item"><a href="/insights/">Insights</a></li>
        </ul>
      </nav>
      <a class="elementor-button nl-cta" href="/contact/">Book a strategy call</a>
    </div>
  </div>
</header>`;

const footer = `
<footer class="elementor elementor-location-footer" data-elementor-type="footer">
  <div class="nl-container nl-footer">
    <div class="nl-footer__brand">
      <img src="/wp-content/uploads/2023/02/northlight-logo-white.svg" alt="Northlight Growth Co." width="160" height="32" loading="lazy">
      <p>Performance marketing for ambitious consumer brands. Offices in Austin and Denver, team across 11 states.</p>
      <p><a href="mailto:hello@northlightgrowth.com">hello@northlightgrowth.com</a><br><a href="tel:+15125550148">(512) 555-0148</a></p>
    </div>
    <div class="nl-footer__col"><h6>Services</h6><ul>
      <li><a href="/services/#paid-search">Paid Search</a></li><li><a href="/services/#paid-social">Paid Social</a></li><li><a href="/services/#retail-media">Retail Media</a></li><li><a href="/services/#lifecycle">Lifecycle</a></li><li><a href="/services/#analytics">Analytics</a></li></ul></div>
    <div class="nl-footer__col"><h6>Agency</h6><ul>
      <li><a href="/about/">About</a></li><li><a href="/work/">Case studies</a></li><li><a href="/partners/">Partners</a></li><li><a href="/careers/">Careers</a></li><li><a href="/contact/">Contact</a></li></ul></div>
    <div class="nl-footer__col"><h6>Follow</h6><ul class="nl-social">
      <li><a href="https://www.linkedin.com/company/northlight-growth" target="_blank" rel="noopener">LinkedIn</a></li>
      <li><a href="https://www.instagram.com/northlightgrowth" target="_blank" rel="noopener">Instagram</a></li>
      <li><a href="https://x.com/northlightgrow" target="_blank" rel="noopener">X</a></li>
      <li><a href="https://www.youtube.com/@northlightgrowth" target="_blank" rel="noopener">YouTube</a></li></ul></div>
    <div class="nl-footer__newsletter">
      <h6>The Signal — our monthly newsletter</h6>
      <form class="elementor-form" method="post" action="/wp-admin/admin-ajax.php" name="newsletter">
        <input type="hidden" name="action" value="elementor_pro_forms_send_form">
        <label for="form-field-email" class="screen-reader-text">Email</label>
        <input type="email" name="form_fields[email]" id="form-field-email" placeholder="you@brand.com" required>
        <button type="submit" class="elementor-button">Subscribe</button>
      </form>
    </div>
  </div>
  <div class="nl-container nl-legal">
    <p>&copy; 2025 Northlight Growth Co. LLC. All rights reserved.</p>
    <ul><li><a href="/privacy-policy/">Privacy Policy</a></li><li><a href="/terms/">Terms</a></li><li><a href="/sitemap_index.xml">Sitemap</a></li></ul>
  </div>
</footer>
<div id="nl-cookie" class="nl-cookie" role="dialog" aria-live="polite" aria-label="Cookie consent" hidden>
  <p>We use cookies to measure campaigns and improve this site. See our <a href="/privacy-policy/">Privacy Policy</a>.</p>
  <button type="button" data-consent="reject">Reject non-essential</button><button type="button" data-consent="accept">Accept all</button>
</div>`;

function page(path: string, title: string, desc: string, bodyClass: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v24.3 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${desc}" />
<link rel="canonical" href="${origin}${path}" />
<meta property="og:locale" content="en_US" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${title}" />
<meta property="og:description" content="${desc}" />
<meta property="og:url" content="${origin}${path}" />
<meta property="og:site_name" content="Northlight Growth Co." />
<meta property="og:image" content="${origin}/wp-content/uploads/2024/06/northlight-og.jpg" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:site" content="@northlightgrow" />
<script type="application/ld+json" class="yoast-schema-graph">${schema(path, title, desc)}</script>
<!-- / Yoast SEO plugin. -->
<link rel='dns-prefetch' href='//js.hs-scripts.com' />
<link rel='dns-prefetch' href='//www.googletagmanager.com' />
<link rel="alternate" type="application/rss+xml" title="Northlight Growth Co. &raquo; Feed" href="${origin}/feed/" />
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-NL7Q2KX');</script>
<!-- End Google Tag Manager -->
<link rel='stylesheet' id='hello-elementor-css' href='${origin}/wp-content/themes/hello-elementor/style.min.css?ver=3.1.1' media='all' />
<link rel='stylesheet' id='hello-elementor-theme-style-css' href='${origin}/wp-content/themes/hello-elementor/theme.min.css?ver=3.1.1' media='all' />
<link rel='stylesheet' id='elementor-frontend-css' href='${origin}/wp-content/plugins/elementor/assets/css/frontend.min.css?ver=3.26.3' media='all' />
<link rel='stylesheet' id='elementor-post-6-css' href='${origin}/wp-content/uploads/elementor/css/post-6.css?ver=1737574831' media='all' />
<link rel='stylesheet' id='elementor-pro-css' href='${origin}/wp-content/plugins/elementor-pro/assets/css/frontend.min.css?ver=3.26.2' media='all' />
<link rel='stylesheet' id='google-fonts-1-css' href='https://fonts.googleapis.com/css?family=Inter%3A400%2C500%2C600%2C700%7CFraunces%3A600%2C700&#038;display=swap&#038;ver=6.7.1' media='all' />
<style id='global-styles-inline-css'>${globalStyles}</style>
<script src="${origin}/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="${origin}/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="${origin}/wp-json/" /><link rel="alternate" title="JSON" type="application/json" href="${origin}/wp-json/wp/v2/pages/${path.length * 7 + 11}" />
<link rel='shortlink' href='${origin}/?p=${path.length * 7 + 11}' />
<meta name="generator" content="WordPress 6.7.1" />
<meta name="generator" content="Elementor 3.26.3; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="${origin}/wp-content/uploads/2023/02/cropped-nl-favicon-32x32.png" sizes="32x32" />
<link rel="apple-touch-icon" href="${origin}/wp-content/uploads/2023/02/cropped-nl-favicon-180x180.png" />
</head>
<body class="page-template-default page ${bodyClass} wp-custom-logo elementor-default elementor-kit-6">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-NL7Q2KX"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
${megaMenu}
<main id="content" class="site-main">
${main}
</main>
${footer}
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21984407.js"></script>
<script src="${origin}/wp-content/plugins/elementor-pro/assets/js/webpack-pro.runtime.min.js?ver=3.26.2" id="elementor-pro-webpack-runtime-js"></script>
<script src="${origin}/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.26.3" id="elementor-webpack-runtime-js"></script>
<script src="${origin}/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.26.3" id="elementor-frontend-modules-js"></script>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false,"isScriptDebug":false},"i18n":{"shareOnFacebook":"Share on Facebook","shareOnTwitter":"Share on Twitter","pinIt":"Pin it","download":"Download"},"is_rtl":false,"breakpoints":{"xs":0,"sm":480,"md":768,"lg":1025,"xl":1440,"xxl":1600},"version":"3.26.3","is_static":false,"urls":{"assets":"https:\\/\\/northlightgrowth.com\\/wp-content\\/plugins\\/elementor\\/assets\\/"},"settings":{"page":[],"editorPreferences":[]},"kit":{"active_breakpoints":["viewport_mobile","viewport_tablet"],"global_image_lightbox":"yes"},"post":{"id":${path.length * 7 + 11},"title":"${title.replace(/"/g, '')}","excerpt":""}};
</script>
<script src="${origin}/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.26.3" id="elementor-frontend-js"></script>
<script src="${origin}/wp-content/themes/nl-child/assets/js/cookie-consent.js?ver=1.4.0" id="nl-cookie-js"></script>
</body>
</html>`;
}

const badgeStrip = `
<section class="elementor-section nl-badges" aria-labelledby="badges-title">
  <div class="nl-container">
    <h2 id="badges-title" class="nl-eyebrow">Certified by the platforms we buy on</h2>
    <ul class="nl-badges__list">
      <li><a href="https://www.google.com/partners/agency?id=4417925186" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/02/google-premier-partner-2025.png" alt="Google Premier Partner 2025" width="140" height="70" loading="lazy"></a></li>
      <li><a href="https://www.facebook.com/business/partner-directory/search?solution_type=campaign_management&amp;id=5521803377968231" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/02/meta-business-partner.png" alt="Meta Business Partner" width="140" height="70" loading="lazy"></a></li>
      <li><a href="https://ecosystem.hubspot.com/marketplace/solutions/northlight-growth" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/02/hubspot-diamond-solutions-partner.png" alt="HubSpot Diamond Solutions Partner" width="140" height="70" loading="lazy"></a></li>
      <li><a href="https://www.shopify.com/partners/directory/partner/northlight-growth" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/02/shopify-plus-partner.png" alt="Shopify Plus Partner" width="140" height="70" loading="lazy"></a></li>
      <li><a href="https://www.klaviyo.com/partners/directory/northlight-growth" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/02/klaviyo-elite-partner.png" alt="Klaviyo Elite Master Partner" width="140" height="70" loading="lazy"></a></li>
    </ul>
  </div>
</section>`;

const clientLogos = `
<section class="elementor-section nl-clients" aria-labelledby="clients-title">
  <div class="nl-container">
    <h2 id="clients-title">Brands that grow with Northlight</h2>
    <div class="nl-logo-wall">
      <a href="/work/harbor-and-pine/"><img src="/wp-content/uploads/2023/05/client-harbor-pine.svg" alt="Harbor &amp; Pine Coffee" loading="lazy" width="120" height="40"></a>
      <a href="/work/trailkind/"><img src="/wp-content/uploads/2023/05/client-trailkind.svg" alt="Trailkind Outdoor" loading="lazy" width="120" height="40"></a>
      <a href="/work/luma-sleep/"><img src="/wp-content/uploads/2023/05/client-luma.svg" alt="Luma Sleep" loading="lazy" width="120" height="40"></a>
      <img src="/wp-content/uploads/2023/05/client-petwell.svg" alt="Petwell Labs" loading="lazy" width="120" height="40">
      <img src="/wp-content/uploads/2023/05/client-oakridge.svg" alt="Oakridge Credit Union" loading="lazy" width="120" height="40">
      <img src="/wp-content/uploads/2023/05/client-brightbowl.svg" alt="BrightBowl" loading="lazy" width="120" height="40">
    </div>
  </div>
</section>`;

const home = page(
  '/',
  'Northlight Growth Co. | Performance Marketing Agency in Austin',
  'Northlight is a performance marketing agency for DTC and omnichannel brands: paid search, paid social, retail media and lifecycle marketing.',
  'home page-id-2',
  `
<section class="elementor-section nl-hero">
  <div class="nl-container nl-hero__grid">
    <div>
      <p class="nl-eyebrow">Performance marketing agency &middot; Austin, TX</p>
      <h1>Profitable growth, not just more traffic.</h1>
      <p class="nl-lead">We plan, buy and measure media for consumer brands doing $5M&ndash;$250M a year, and we tie every dollar to contribution margin rather than platform-reported ROAS.</p>
      <a class="elementor-button" href="/contact/">Book a strategy call</a> <a class="nl-link" href="/work/">See our work</a>
    </div>
    <img src="/wp-content/uploads/2024/09/hero-dashboard-1200x900.webp" alt="Northlight attribution dashboard" width="600" height="450" fetchpriority="high">
  </div>
</section>
${badgeStrip}
<section class="elementor-section nl-services">
  <div class="nl-container">
    <h2>What we do</h2>
    <div class="nl-cards">
      <article class="nl-card"><h3>Paid Search &amp; Shopping</h3><p>Performance Max, Shopping and search campaigns structured by margin tier, with first-party conversion data fed back through server-side tagging.</p><a href="/services/#paid-search">Learn more</a></article>
      <article class="nl-card"><h3>Paid Social</h3><p>Creative-led prospecting and retargeting on Meta, TikTok and Pinterest, with weekly creative testing sprints and UGC sourcing.</p><a href="/services/#paid-social">Learn more</a></article>
      <article class="nl-card"><h3>Retail Media</h3><p>Amazon, Walmart Connect and Instacart ads managed against the same blended P&amp;L as your DTC channels.</p><a href="/services/#retail-media">Learn more</a></article>
      <article class="nl-card"><h3>Lifecycle</h3><p>Email and SMS programs that earn 25&ndash;40% of online revenue: flows, campaigns, segmentation and deliverability.</p><a href="/services/#lifecycle">Learn more</a></article>
    </div>
  </div>
</section>
${clientLogos}
<section class="elementor-section nl-results">
  <div class="nl-container">
    <div class="nl-stat"><strong>$410M</strong><span>in tracked client revenue in 2024</span></div>
    <div class="nl-stat"><strong>3.1&times;</strong><span>median blended MER after 12 months</span></div>
    <div class="nl-stat"><strong>94%</strong><span>client retention since 2019</span></div>
  </div>
</section>
<section class="elementor-section nl-testimonials">
  <div class="nl-container">
    <h2>What clients say</h2>
    <blockquote><p>&ldquo;Northlight rebuilt our account structure around margin and we grew new-customer revenue 62% in two quarters without raising spend.&rdquo;</p><cite>Dana Whitfield, VP Growth, Trailkind Outdoor</cite></blockquote>
    <blockquote><p>&ldquo;The first agency that talked to our CFO in her own language.&rdquo;</p><cite>Marcus Liu, Co-founder, Harbor &amp; Pine Coffee</cite></blockquote>
  </div>
</section>
<section class="elementor-section nl-recognition">
  <div class="nl-container">
    <h2 class="nl-eyebrow">Recognition</h2>
    <ul class="nl-awards">
      <li><a href="https://www.inc.com/profile/northlight-growth" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/08/inc-5000-2024.png" alt="Inc. 5000 2024 honoree" width="100" height="100" loading="lazy"></a></li>
      <li><a href="https://clutch.co/profile/northlight-growth" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/08/clutch-top-ppc-austin.png" alt="Clutch Top PPC Company Austin 2024" width="100" height="100" loading="lazy"></a></li>
      <li><img src="/wp-content/uploads/2024/08/austin-best-workplaces.png" alt="Austin Business Journal Best Places to Work" width="100" height="100" loading="lazy"></li>
    </ul>
    <p class="nl-press">As featured in <a href="https://www.forbes.com/sites/forbesagencycouncil/2024/05/14/contribution-margin-is-the-new-roas/" target="_blank" rel="noopener">Forbes</a>, <a href="https://adage.com/article/digital-marketing-ad-tech-news/retail-media-budgets-2025/" target="_blank" rel="noopener">Ad Age</a> and Modern Retail.</p>
  </div>
</section>
<section class="elementor-section nl-cta-band"><div class="nl-container"><h2>Ready to see what your margin can buy?</h2><a class="elementor-button" href="/contact/">Book a strategy call</a></div></section>`,
);

const services = page(
  '/services/',
  'Services | Northlight Growth Co.',
  'Paid search, paid social, retail media, CRO, lifecycle and analytics services for consumer brands.',
  'page-id-14',
  `
<section class="elementor-section nl-page-hero"><div class="nl-container"><h1>Services</h1><p class="nl-lead">One team, one P&amp;L. Every channel we run reports to the same contribution-margin model.</p></div></section>
<section id="paid-search" class="elementor-section nl-service"><div class="nl-container"><h2>Paid Search &amp; Shopping</h2>
<p>We restructure Google and Microsoft Ads accounts around product margin and inventory, not around the way the platform wants you to spend. That means feed optimization in Merchant Center, Performance Max asset groups by margin tier, brand/non-brand separation with negative keyword hygiene, and offline conversion imports from your order system.</p>
<ul><li>Account audits and restructures</li><li>Shopping feed management</li><li>Performance Max and Demand Gen</li><li>Server-side tagging and enhanced conversions</li></ul></div></section>
<section id="paid-social" class="elementor-section nl-service"><div class="nl-container"><h2>Paid Social</h2>
<p>Creative is the targeting. Our in-house creative studio produces 40&ndash;60 new ad concepts a month per brand, briefed from comment mining and customer interviews, and tested in structured sprints on Meta, TikTok, Pinterest and Snapchat.</p>
<ul><li>Creative strategy and production</li><li>UGC creator sourcing</li><li>Advantage+ and broad-targeting frameworks</li><li>Incrementality and geo-lift testing</li></ul></div></section>
<section id="retail-media" class="elementor-section nl-service"><div class="nl-container"><h2>Retail Media</h2>
<p>Amazon Ads, Walmart Connect, Target Roundel and Instacart managed by the same team that runs your DTC media so cannibalization shows up in one report, not two.</p></div></section>
<section id="programmatic" class="elementor-section nl-service"><div class="nl-container"><h2>Programmatic &amp; CTV</h2>
<p>Upper-funnel video and connected TV with holdout measurement built in from day one.</p></div></section>
<section id="cro" class="elementor-section nl-service"><div class="nl-container"><h2>Conversion Rate Optimization</h2>
<p>Research-led testing programs on product detail pages, carts and landing pages. We run an average of six tests per month per client and publish every result, winners and losers.</p></div></section>
<section id="web" class="elementor-section nl-service"><div class="nl-container"><h2>Shopify &amp; Webflow builds</h2>
<p>Landing pages and storefront rebuilds that load fast and convert. Our developers are certified on Shopify and build marketing sites in Webflow.</p></div></section>
<section id="seo" class="elementor-section nl-service"><div class="nl-container"><h2>Technical SEO</h2>
<p>Crawl audits, structured data, site architecture and content briefs for collection and product pages.</p></div></section>
<section id="lifecycle" class="elementor-section nl-service"><div class="nl-container"><h2>Email &amp; SMS Lifecycle</h2>
<p>Flows, campaigns and segmentation in Klaviyo, plus SMS programs and loyalty integrations. Typical engagements lift email-attributed revenue 30&ndash;55% in the first 90 days.</p></div></section>
<section id="crm" class="elementor-section nl-service"><div class="nl-container"><h2>CRM &amp; Marketing Automation</h2>
<p>For B2B and considered-purchase brands we implement and run HubSpot: lead scoring, nurture, sales handoff and closed-loop reporting.</p></div></section>
<section id="analytics" class="elementor-section nl-service"><div class="nl-container"><h2>Analytics &amp; Attribution</h2>
<p>GA4 implementation, server-side GTM, media mix modeling and a weekly margin dashboard that your finance team will actually open.</p>
<table class="nl-table"><thead><tr><th>Engagement</th><th>Typical length</th><th>Starting at</th></tr></thead><tbody>
<tr><td>Measurement audit</td><td>3 weeks</td><td>$9,500</td></tr><tr><td>GA4 + server-side tagging</td><td>6 weeks</td><td>$24,000</td></tr><tr><td>Media mix model</td><td>8 weeks</td><td>$38,000</td></tr></tbody></table></div></section>
<section class="elementor-section nl-cta-band"><div class="nl-container"><h2>Not sure where to start?</h2><p>Our free growth audit looks at your last 12 months of spend and tells you where the next dollar should go.</p><a class="elementor-button" href="/contact/">Request an audit</a></div></section>`,
);

const work = page(
  '/work/',
  'Case Studies | Northlight Growth Co.',
  'Case studies from Northlight Growth clients in outdoor, coffee, sleep, pet and financial services.',
  'page-id-18',
  `
<section class="elementor-section nl-page-hero"><div class="nl-container"><h1>Our work</h1><p class="nl-lead">Results from brands that trusted us with their media budgets.</p>
<div class="nl-filter" role="tablist"><button role="tab" aria-selected="true">All</button><button role="tab">DTC</button><button role="tab">Retail media</button><button role="tab">B2B</button></div></div></section>
<section class="elementor-section nl-case-grid"><div class="nl-container">
  <article class="nl-case"><img src="/wp-content/uploads/2024/03/trailkind-case-800x500.jpg" alt="Trailkind Outdoor campaign" loading="lazy" width="400" height="250"><h2><a href="/work/trailkind/">Trailkind Outdoor: +62% new-customer revenue at flat spend</a></h2><p>A margin-tiered Performance Max rebuild and a creative testing sprint that found three evergreen winners in six weeks.</p><p class="nl-case__client">Client: <a href="https://www.trailkindoutdoor.com/" target="_blank" rel="noopener">trailkindoutdoor.com</a></p></article>
  <article class="nl-case"><img src="/wp-content/uploads/2024/03/harbor-pine-case-800x500.jpg" alt="Harbor &amp; Pine subscription boxes" loading="lazy" width="400" height="250"><h2><a href="/work/harbor-and-pine/">Harbor &amp; Pine Coffee: subscriptions up 48%</a></h2><p>Klaviyo flows rebuilt around roast dates, plus SMS win-back that recovered 11% of churned subscribers.</p><p class="nl-case__client">Client: <a href="https://harborandpine.com/" target="_blank" rel="noopener">harborandpine.com</a></p></article>
  <article class="nl-case"><img src="/wp-content/uploads/2024/03/luma-case-800x500.jpg" alt="Luma Sleep mattress" loading="lazy" width="400" height="250"><h2><a href="/work/luma-sleep/">Luma Sleep: Amazon and DTC on one P&amp;L</a></h2><p>Unified retail media and DTC reporting revealed 18% cannibalization; rebalancing lifted blended contribution margin by $1.9M.</p></article>
  <article class="nl-case"><img src="/wp-content/uploads/2024/03/oakridge-case-800x500.jpg" alt="Oakridge Credit Union branch" loading="lazy" width="400" height="250"><h2>Oakridge Credit Union: HubSpot lead scoring for mortgage leads</h2><p>Closed-loop reporting between HubSpot and the loan origination system cut cost per funded loan by 37%.</p></article>
  <article class="nl-case"><img src="/wp-content/uploads/2024/03/petwell-case-800x500.jpg" alt="Petwell Labs supplements" loading="lazy" width="400" height="250"><h2>Petwell Labs: TikTok from zero to 22% of new customers</h2><p>Creator-led creative sourced through 140 micro-creators, tested in weekly sprints.</p></article>
  <article class="nl-case"><img src="/wp-content/uploads/2024/03/brightbowl-case-800x500.jpg" alt="BrightBowl meal kits" loading="lazy" width="400" height="250"><h2>BrightBowl: CRO program, 27 tests in 5 months</h2><p>Checkout and PDP tests that lifted conversion rate from 2.1% to 2.9%.</p></article>
</div></section>
<section class="elementor-section nl-testimonials"><div class="nl-container">
  <blockquote><p>&ldquo;They found the cannibalization our old agency swore didn&rsquo;t exist.&rdquo;</p><cite>Priya Raman, CMO, Luma Sleep</cite></blockquote>
  <div class="nl-clutch"><div class="clutch-widget" data-url="https://widget.clutch.co" data-widget-type="2" data-height="45" data-nofollow="true" data-expandifr="true" data-clutchcompany-id="2214560"></div>
  <script type="text/javascript" src="https://widget.clutch.co/static/js/widget.js"></script></div>
</div></section>`,
);

const partners = page(
  '/partners/',
  'Partners | Northlight Growth Co.',
  'Northlight is a Google Premier Partner, Meta Business Partner, HubSpot Diamond Solutions Partner, Shopify Plus Partner and Klaviyo Elite Partner.',
  'page-id-22',
  `
<section class="elementor-section nl-page-hero"><div class="nl-container"><h1>Our partners</h1>
<p class="nl-lead">Platform partnerships give our clients beta access, dedicated support teams and faster escalations. Referral partners let us bring in specialists when a brand needs more than media.</p>
<nav class="nl-anchor-nav" aria-label="On this page"><a href="#platform">Platform partners</a> <a href="#referral">Referral &amp; white-label partners</a> <a href="#community">Community</a></nav></div></section>
<section id="platform" class="elementor-section nl-partner-section"><div class="nl-container">
<h2>Platform &amp; technology partners</h2>
<div class="nl-partner-grid">
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/google-premier-partner-2025.png" alt="Google Premier Partner" width="120" height="60" loading="lazy">
    <h3>Google</h3><p><strong>Premier Partner</strong> &mdash; top 3% of Google Partners in the US by annual spend and growth. Our team holds 46 active Google Ads certifications.</p>
    <a href="https://www.google.com/partners/agency?id=4417925186" target="_blank" rel="noopener">View our Google Partner profile</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/meta-business-partner.png" alt="Meta Business Partner" width="120" height="60" loading="lazy">
    <h3>Meta</h3><p><strong>Meta Business Partner</strong> for campaign management and creative. Direct access to Meta&rsquo;s agency team and early betas of Advantage+ features.</p>
    <a href="https://www.facebook.com/business/partner-directory/search?solution_type=campaign_management&amp;id=5521803377968231" target="_blank" rel="noopener">Meta Partner Directory</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/hubspot-diamond-solutions-partner.png" alt="HubSpot Diamond Solutions Partner" width="120" height="60" loading="lazy">
    <h3>HubSpot</h3><p><strong>Diamond Solutions Partner</strong> with accreditations in onboarding and custom integrations.</p>
    <a href="https://ecosystem.hubspot.com/marketplace/solutions/northlight-growth" target="_blank" rel="noopener">HubSpot Solutions Directory</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/shopify-plus-partner.png" alt="Shopify Plus Partner" width="120" height="60" loading="lazy">
    <h3>Shopify</h3><p><strong>Shopify Plus Partner</strong> for storefront builds, checkout extensibility and Shopify Audiences.</p>
    <a href="https://www.shopify.com/partners/directory/partner/northlight-growth" target="_blank" rel="noopener">Shopify Partner Directory</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/klaviyo-elite-partner.png" alt="Klaviyo Elite Master Partner" width="120" height="60" loading="lazy">
    <h3>Klaviyo</h3><p><strong>Elite Master Partner</strong>, Klaviyo&rsquo;s highest tier, for email and SMS lifecycle programs.</p>
    <a href="https://www.klaviyo.com/partners/directory/northlight-growth" target="_blank" rel="noopener">Klaviyo Partner Directory</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/microsoft-advertising-partner.png" alt="Microsoft Advertising Select Partner" width="120" height="60" loading="lazy">
    <h3>Microsoft Advertising</h3><p><strong>Select Partner</strong> for search and Shopping on Bing, including the Microsoft Audience Network.</p>
    <a href="https://about.ads.microsoft.com/en/partners/partner-directory" target="_blank" rel="noopener">Microsoft Advertising partners</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/amazon-ads-verified-partner.png" alt="Amazon Ads Verified Partner" width="120" height="60" loading="lazy">
    <h3>Amazon Ads</h3><p><strong>Verified Partner</strong> with Sponsored Ads and Amazon DSP certifications.</p>
    <a href="https://advertising.amazon.com/partners/directory/details/amzn1.ads1.ma1.6b9trg2v1pzb0vxn7" target="_blank" rel="noopener">Amazon Ads Partner Network</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/semrush-agency-partner.png" alt="Semrush Agency Partner" width="120" height="60" loading="lazy">
    <h3>Semrush</h3><p><strong>Certified Agency Partner</strong> for SEO research and competitive intelligence.</p>
    <a href="https://www.semrush.com/agencies/northlight-growth/" target="_blank" rel="noopener">Semrush Agency Partners</a></article>
  <article class="nl-partner-card"><img src="/wp-content/uploads/2024/02/webflow-certified-partner.png" alt="Webflow Certified Partner" width="120" height="60" loading="lazy">
    <h3>Webflow</h3><p><strong>Certified Partner</strong> for landing pages and marketing sites our clients can edit themselves.</p>
    <a href="https://webflow.com/certified-partners/northlight-growth" target="_blank" rel="noopener">Webflow Certified Partners</a></article>
</div></div></section>
<section id="referral" class="elementor-section nl-partner-section"><div class="nl-container">
<h2>Referral &amp; white-label partners</h2>
<p>When a client needs something outside our lane, we refer them to people we trust, and several agencies resell our media buying under their own brand.</p>
<ul class="nl-partner-list">
  <li><a href="https://copperlinecreative.com/" target="_blank" rel="noopener"><strong>Copperline Creative</strong></a> &mdash; brand identity and packaging studio in Portland; white-labels our paid social for their retail clients.</li>
  <li><a href="https://www.hatchworkstudio.co/" target="_blank" rel="noopener"><strong>Hatchwork Studio</strong></a> &mdash; Shopify development shop we partner with on complex headless builds.</li>
  <li><a href="https://meridianprgroup.com/" target="_blank" rel="noopener"><strong>Meridian PR Group</strong></a> &mdash; consumer PR agency; joint launches for product drops.</li>
  <li><a href="https://www.fieldnotesresearch.com/" target="_blank" rel="noopener"><strong>Fieldnotes Research</strong></a> &mdash; qualitative customer research partner for our CRO program.</li>
</ul></div></section>
<section id="community" class="elementor-section nl-partner-section"><div class="nl-container">
<h2>Community partners</h2>
<p>We teach the paid media curriculum at <a href="https://generalassemb.ly/" target="_blank" rel="noopener">General Assembly</a> Austin and sponsor mentorships with <a href="https://www.womeningrowth.org/" target="_blank" rel="noopener">Women in Growth</a>, a community partner since 2021.</p>
<h3 class="nl-small">Memberships</h3>
<p class="nl-memberships"><a href="https://www.aaaa.org/" target="_blank" rel="noopener"><img src="/wp-content/uploads/2024/02/4as-member.png" alt="4A's member agency" width="90" height="45" loading="lazy"></a> <img src="/wp-content/uploads/2024/02/austin-chamber.png" alt="Austin Chamber of Commerce member" width="90" height="45" loading="lazy"></p>
</div></section>
<section class="elementor-section nl-cta-band"><div class="nl-container"><h2>Want to partner with Northlight?</h2><p>Agencies and software companies: write to <a href="mailto:partners@northlightgrowth.com">partners@northlightgrowth.com</a>.</p></div></section>`,
);

const about = page(
  '/about/',
  'About Us | Northlight Growth Co.',
  'Northlight Growth Co. was founded in Austin in 2017 by two former in-house growth leads. Meet the team.',
  'page-id-26',
  `
<section class="elementor-section nl-page-hero"><div class="nl-container"><h1>We&rsquo;re operators who became an agency.</h1>
<p class="nl-lead">Northlight was founded in 2017 by Jess Okafor and Tom Brandt, who ran growth in-house at two venture-backed consumer brands and were tired of agencies optimizing for the wrong number.</p></div></section>
<section class="elementor-section nl-story"><div class="nl-container">
<h2>Our story</h2>
<p>We started with three clients and a spreadsheet that translated platform ROAS into contribution margin. Eight years later we are 64 people across Austin, Denver and remote, managing more than $120M in annual media, and the spreadsheet has become our Margin Model, the report every client gets every Monday.</p>
<p>We stay independent. We have no holding company, no outside investors and no kickbacks from the platforms we recommend.</p>
<h2>Values</h2>
<ol><li><strong>Margin over vanity.</strong> Revenue you lose money on is not growth.</li><li><strong>Show the losers.</strong> We publish every test, including the ones that failed.</li><li><strong>Senior people do the work.</strong> Every account is run by someone with at least five years of experience.</li></ol>
</div></section>
<section class="elementor-section nl-team"><div class="nl-container"><h2>Leadership</h2>
<div class="nl-team-grid">
  <figure><img src="/wp-content/uploads/2023/01/jess-okafor-400x400.jpg" alt="Jess Okafor" loading="lazy" width="200" height="200"><figcaption><strong>Jess Okafor</strong><br>Co-founder &amp; CEO</figcaption></figure>
  <figure><img src="/wp-content/uploads/2023/01/tom-brandt-400x400.jpg" alt="Tom Brandt" loading="lazy" width="200" height="200"><figcaption><strong>Tom Brandt</strong><br>Co-founder &amp; Chief Strategy Officer</figcaption></figure>
  <figure><img src="/wp-content/uploads/2023/01/ana-cruz-400x400.jpg" alt="Ana Cruz" loading="lazy" width="200" height="200"><figcaption><strong>Ana Cruz</strong><br>VP, Media</figcaption></figure>
  <figure><img src="/wp-content/uploads/2023/01/deshawn-price-400x400.jpg" alt="DeShawn Price" loading="lazy" width="200" height="200"><figcaption><strong>DeShawn Price</strong><br>Director of Analytics</figcaption></figure>
</div></div></section>
<section class="elementor-section nl-about-partners"><div class="nl-container">
<h2>Who we work with</h2>
<p>Our platform partnerships with Google, Meta, HubSpot, Shopify and Klaviyo are listed on our <a href="/partners/">partners page</a>. For measurement we work hand in hand with <a href="https://www.triplewhale.com/" target="_blank" rel="noopener">Triple Whale</a>, whose attribution platform we implement for DTC clients as an agency partner, and with <a href="https://www.measured.com/" target="_blank" rel="noopener">Measured</a>, our incrementality-testing partner.</p>
<p>Northlight is also a proud supporter of Austin&rsquo;s Hire Local initiative and a member of the Austin Chamber of Commerce.</p>
</div></section>
<section class="elementor-section nl-cta-band"><div class="nl-container"><h2>Join the team</h2><p>We&rsquo;re hiring media buyers and analysts.</p><a class="elementor-button" href="/careers/">See open roles</a></div></section>`,
);

const careers = page(
  '/careers/',
  'Careers | Northlight Growth Co.',
  'Work at Northlight Growth: remote-friendly roles in paid media, analytics and lifecycle marketing.',
  'page-id-30',
  `
<section class="elementor-section nl-page-hero"><div class="nl-container"><h1>Careers at Northlight</h1><p class="nl-lead">Remote-first, with hubs in Austin and Denver. Four-day summer weeks, 401(k) match and a $2,000 annual learning budget.</p></div></section>
<section class="elementor-section nl-benefits"><div class="nl-container"><h2>Benefits</h2>
<ul><li>Medical, dental and vision covered 100% for employees</li><li>16 weeks paid parental leave</li><li>Home office stipend</li><li>Two company off-sites a year</li><li>Certifications paid for by us, on work time</li></ul></div></section>
<section class="elementor-section nl-jobs"><div class="nl-container"><h2>Open roles</h2>
<table class="nl-table"><thead><tr><th>Role</th><th>Team</th><th>Location</th><th></th></tr></thead><tbody>
<tr><td>Senior Paid Social Strategist</td><td>Media</td><td>Remote (US)</td><td><a href="https://jobs.lever.co/northlightgrowth/8e1d2a4c-5b1f-4f0e-9c0a-2f7d1e6b3a91" target="_blank" rel="noopener">Apply</a></td></tr>
<tr><td>Retail Media Manager</td><td>Media</td><td>Austin, TX</td><td><a href="https://jobs.lever.co/northlightgrowth/1c9b7e52-0a6d-4d2b-8f11-7a4e2c9d5b60" target="_blank" rel="noopener">Apply</a></td></tr>
<tr><td>Analytics Engineer</td><td>Analytics</td><td>Remote (US)</td><td><a href="https://jobs.lever.co/northlightgrowth/5f3a8c17-6e2b-4a9d-b0c4-9d8e1f2a7c33" target="_blank" rel="noopener">Apply</a></td></tr>
<tr><td>Lifecycle Marketing Lead</td><td>Retention</td><td>Denver, CO</td><td><a href="https://jobs.lever.co/northlightgrowth/a2d4e6f8-1b3c-4d5e-8f90-1a2b3c4d5e6f" target="_blank" rel="noopener">Apply</a></td></tr>
</tbody></table>
<p>Don&rsquo;t see your role? We also post on <a href="https://www.linkedin.com/company/northlight-growth/jobs/" target="_blank" rel="noopener">LinkedIn</a>. Questions: <a href="mailto:careers@northlightgrowth.com">careers@northlightgrowth.com</a>.</p>
</div></section>
<section class="elementor-section nl-process"><div class="nl-container"><h2>How we hire</h2><ol><li>30-minute intro call</li><li>Paid take-home exercise (we pay $300 for your time)</li><li>Panel with the team you&rsquo;d join</li><li>Offer within 48 hours</li></ol></div></section>`,
);

const contact = page(
  '/contact/',
  'Contact | Northlight Growth Co.',
  'Book a strategy call with Northlight Growth Co. or visit our Austin and Denver offices.',
  'page-id-34',
  `
<section class="elementor-section nl-page-hero"><div class="nl-container"><h1>Let&rsquo;s talk growth</h1><p class="nl-lead">Tell us about your brand and we&rsquo;ll come back within one business day with a time for a 45-minute strategy call.</p></div></section>
<section class="elementor-section nl-contact"><div class="nl-container nl-contact__grid">
<form class="elementor-form" method="post" action="/wp-admin/admin-ajax.php" name="strategy-call">
  <input type="hidden" name="post_id" value="34"><input type="hidden" name="form_id" value="6c1e2f4">
  <label for="form-field-name">Name</label><input type="text" name="form_fields[name]" id="form-field-name" required>
  <label for="form-field-work-email">Work email</label><input type="email" name="form_fields[email]" id="form-field-work-email" required>
  <label for="form-field-company">Company website</label><input type="url" name="form_fields[website]" id="form-field-company">
  <label for="form-field-spend">Monthly media spend</label>
  <select name="form_fields[spend]" id="form-field-spend"><option>Under $50k</option><option>$50k&ndash;$150k</option><option>$150k&ndash;$500k</option><option>$500k+</option></select>
  <label for="form-field-message">What do you want to fix?</label><textarea name="form_fields[message]" id="form-field-message" rows="5"></textarea>
  <button type="submit" class="elementor-button">Send</button>
</form>
<div class="nl-offices">
  <h2>Offices</h2>
  <address><strong>Austin</strong><br>1100 S Lamar Blvd, Suite 2140<br>Austin, TX 78704</address>
  <address><strong>Denver</strong><br>3001 Brighton Blvd, Suite 620<br>Denver, CO 80216</address>
  <p>New business: <a href="mailto:hello@northlightgrowth.com">hello@northlightgrowth.com</a><br>Press: <a href="mailto:press@northlightgrowth.com">press@northlightgrowth.com</a><br>Phone: <a href="tel:+15125550148">(512) 555-0148</a></p>
  <iframe title="Map of our Austin office" src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3445.9!2d-97.768!3d30.252!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2z!5e0!3m2!1sen!2sus!4v1700000000000" width="400" height="260" style="border:0;" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>
</div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'northlightgrowth.com',
  covers:
    "US performance-marketing agency on WordPress/Elementor: platform partner badges (Google, Meta, HubSpot, Shopify, Klaviyo) on the home page and partner cards, referral/white-label partners in a list, community partners and an About-page prose paragraph; negatives are client logos and client sites in case studies, Inc./Clutch awards and the Clutch widget, Forbes/Ad Age press, a 4A's membership badge, Lever job links, socials, mail and phone links.",
  pages: {
    '/': { headers, html: home },
    '/services/': { headers, html: services },
    '/work/': { headers, html: work },
    '/partners/': { headers, html: partners },
    '/partnerships/': { status: 301, redirect: '/partners/' },
    '/about/': { headers, html: about },
    '/careers/': { headers, html: careers },
    '/contact/': { headers, html: contact },
  },
  sitemap: ['/', '/services/', '/work/', '/partners/', '/about/', '/careers/', '/contact/'],
  technologies: [
    'clutch',
    'elementor',
    'google-font-api',
    'google-maps',
    'google-tag-manager',
    'hello-elementor',
    'hsts',
    'hubspot',
    'jquery',
    'jquery-migrate',
    'lever',
    'mysql',
    'nginx',
    'open-graph',
    'php',
    'priority-hints',
    'rss',
    'wordpress',
    'wp-engine',
    'yoast-seo',
  ],
  partners: {
    'google.com': 'technology',
    'facebook.com': 'technology',
    'hubspot.com': 'technology',
    'shopify.com': 'technology',
    'klaviyo.com': 'technology',
    'microsoft.com': 'technology',
    'amazon.com': 'technology',
    'semrush.com': 'technology',
    'webflow.com': 'technology',
    'triplewhale.com': 'technology',
    'measured.com': 'technology',
    'copperlinecreative.com': 'channel',
    'hatchworkstudio.co': 'channel',
    'meridianprgroup.com': 'channel',
    'fieldnotesresearch.com': 'channel',
    'generalassemb.ly': 'generic',
    'womeningrowth.org': 'generic',
  },
};
