import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.rallyscreen.com';

const head = (title: string, description: string, path: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="https://www.rallyscreen.com/hubfs/brand/rallyscreen-favicon.png">
<meta name="description" content="${description}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:url" content="https://www.rallyscreen.com${path}">
<meta property="og:image" content="https://www.rallyscreen.com/hubfs/social/og-default.png">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="https://www.rallyscreen.com${path}">
<style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}
.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}
.hs-featured-image-wrapper .hs-featured-image-link img.hs-featured-image{width:100% !important}
</style>
<link rel="stylesheet" href="https://www.rallyscreen.com/hubfs/hub_generated/template_assets/1/98211634021/1731417766203/template_main.min.css">
<link rel="stylesheet" href="https://www.rallyscreen.com/hubfs/hub_generated/template_assets/1/98211634155/1731417767121/template_theme-overrides.min.css">
<link rel="stylesheet" href="/hs/hsstatic/cos-LanguageSwitcher/module/LanguageSwitcher/static-1.336/css/LanguageSwitcher.css">
<link rel="preload" href="https://www.rallyscreen.com/hubfs/hub_generated/module_assets/1/98211845512/1731417769118/module_partner-directory.min.css" as="style" onload="this.onload=null;this.rel='stylesheet'">
<meta name="generator" content="HubSpot">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-P7RQ2KD');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript">
_linkedin_partner_id = "4417202";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script>
</head>`;

const header = `<body class="   hs-content-id-98233145620 hs-site-page page ">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-P7RQ2KD" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="body-wrapper">
<div data-global-resource-path="rallyscreen-2024/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo">
      <a href="https://www.rallyscreen.com"><img src="https://www.rallyscreen.com/hubfs/brand/rallyscreen-logo.svg" alt="Rallyscreen" width="168" height="32"></a>
    </div>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite"><a class="menu__link" href="https://www.rallyscreen.com/product">Product</a>
          <ul class="menu__submenu menu__submenu--level-2 no-list">
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.rallyscreen.com/product/content-studio">Content Studio</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.rallyscreen.com/product/device-management">Device management</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.rallyscreen.com/integrations">Integrations</a></li>
          </ul>
        </li>
        <li class="menu__item menu__item--depth-1 menu__item--has-submenu"><a class="menu__link" href="https://www.rallyscreen.com/solutions/retail">Solutions</a>
          <ul class="menu__submenu menu__submenu--level-2 no-list">
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.rallyscreen.com/solutions/retail">Retail</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.rallyscreen.com/solutions/workplace">Corporate communications</a></li>
            <li class="menu__item menu__item--depth-2"><a class="menu__link" href="https://www.rallyscreen.com/solutions/healthcare">Healthcare</a></li>
          </ul>
        </li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.rallyscreen.com/customers">Customers</a></li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.rallyscreen.com/partners">Ecosystem</a></li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.rallyscreen.com/pricing">Pricing</a></li>
        <li class="menu__item menu__item--depth-1"><a class="menu__link" href="https://www.rallyscreen.com/blog">Blog</a></li>
      </ul>
    </nav>
    <div class="header__buttons">
      <a class="button button--ghost" href="https://studio.rallyscreen.app/login">Log in</a>
      <a class="button" href="https://www.rallyscreen.com/demo">Book a demo</a>
    </div>
  </div>
</header></div>
<main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
<div data-global-resource-path="rallyscreen-2024/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <img src="https://www.rallyscreen.com/hubfs/brand/rallyscreen-logo-white.svg" alt="Rallyscreen" width="140" loading="lazy">
      <p>Cloud digital signage for teams that run hundreds of screens.<br>1201 Western Ave, Suite 400, Seattle, WA 98101</p>
    </div>
    <div class="footer__col">
      <h4>Product</h4>
      <ul class="no-list">
        <li><a href="https://www.rallyscreen.com/product/content-studio">Content Studio</a></li>
        <li><a href="https://www.rallyscreen.com/integrations">Integrations</a></li>
        <li><a href="https://www.rallyscreen.com/pricing">Pricing</a></li>
        <li><a href="https://status.rallyscreen.app/">System status</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Company</h4>
      <ul class="no-list">
        <li><a href="https://www.rallyscreen.com/company">About us</a></li>
        <li><a href="https://www.rallyscreen.com/partners">Partners</a></li>
        <li><a href="https://boards.greenhouse.io/rallyscreen">Careers</a></li>
        <li><a href="https://www.rallyscreen.com/company#press">Press</a></li>
      </ul>
    </div>
    <div class="footer__col">
      <h4>Get the player</h4>
      <a href="https://apps.apple.com/us/app/rallyscreen-player/id1582230417"><img src="https://www.rallyscreen.com/hubfs/badges/app-store.svg" alt="Download on the App Store" width="120" loading="lazy"></a>
      <a href="https://play.google.com/store/apps/details?id=com.rallyscreen.player"><img src="https://www.rallyscreen.com/hubfs/badges/google-play.svg" alt="Get it on Google Play" width="135" loading="lazy"></a>
      <a href="https://www.amazon.com/dp/B0B8RALLY2"><img src="https://www.rallyscreen.com/hubfs/badges/amazon-appstore.svg" alt="Available at Amazon Appstore" width="135" loading="lazy"></a>
    </div>
  </div>
  <div class="footer__bottom content-wrapper">
    <p>&copy; 2025 Rallyscreen, Inc. &middot; <a href="https://www.rallyscreen.com/legal/privacy">Privacy</a> &middot; <a href="https://www.rallyscreen.com/legal/terms">Terms</a> &middot; <a href="https://trust.rallyscreen.com/">Trust Center</a></p>
    <ul class="social no-list">
      <li><a href="https://www.linkedin.com/company/rallyscreen" aria-label="LinkedIn"><svg viewbox="0 0 448 512" width="18" height="18" aria-hidden="true"><path d="M100.3 448H7.4V148.9h92.9z"></path></svg></a></li>
      <li><a href="https://x.com/rallyscreen" aria-label="X"><svg viewbox="0 0 512 512" width="18" height="18" aria-hidden="true"><path d="M389.2 48h70.6L305.6 224.2z"></path></svg></a></li>
      <li><a href="https://www.youtube.com/@rallyscreen" aria-label="YouTube"><svg viewbox="0 0 576 512" width="18" height="18" aria-hidden="true"><path d="M549.7 124.1c-6.3-23.7z"></path></svg></a></li>
    </ul>
  </div>
</footer></div>
</div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.rallyscreen.com/hubfs/hub_generated/template_assets/1/98211634201/1731417766911/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-us';
</script>
<script src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", window.location.href]);
_hsq.push(["setPageId", "98233145620"]);
</script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript">
(function(l) {
if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};
window.lintrk.q=[]}
var s = document.getElementsByTagName("script")[0];
var b = document.createElement("script");
b.type = "text/javascript";b.async = true;
b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
s.parentNode.insertBefore(b, s);})(window.lintrk);
</script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/21534987.js"></script>
<!-- End of HubSpot Embed Code -->
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'rallyscreen.com',
  otherDomains: ['rallyscreen.app'],
  covers:
    'US digital-signage SaaS on HubSpot CMS behind Cloudflare: an "Ecosystem" page mixing technology, hardware, reseller and referral partners in filter tabs, with channel partners linked through an own-site /go?to= tracking redirect, an integrations directory whose built-in cards only link internally and whose Teams entry links out from a detail page, and traps in app-store badges, G2 badges, investors, press, memberships, customers and a blog post benchmarking media players.',
  pages: {
    '/': { status: 301, redirect: 'https://www.rallyscreen.com/' },
    [`${W}/`]: {
      headers: {
        'content-type': 'text/html;charset=utf-8',
        server: 'cloudflare',
        'cf-ray': '8e1f2a3b4d5e6f70-SEA',
        'cf-cache-status': 'HIT',
        'x-hs-hub-id': '21534987',
        'x-hs-content-id': '98233145620',
        'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
        'x-hs-prerendered': 'Fri, 14 Mar 2025 17:02:11 GMT',
        'x-powered-by': 'HubSpot',
        'content-security-policy': 'upgrade-insecure-requests',
        'set-cookie':
          '__cf_bm=Yq2f0_dGx7.Ljk3Ue8.pX2-1741971731-1.0.1.1-9uVw; path=/; expires=Fri, 14-Mar-25 17:32:11 GMT; domain=.rallyscreen.com; HttpOnly; Secure; SameSite=None',
      },
      html: `${head('Rallyscreen | Cloud digital signage software for multi-site teams', 'Schedule content to every screen in every location from one dashboard. Rallyscreen runs on Samsung, LG, BrightSign and more.', '/')}
${header}
<div class="container-fluid body-container body-container--home">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell dnd-column" data-widget-type="cell" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1712345" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<section class="hero">
  <h1>Every screen, every site, one playlist.</h1>
  <p>Rallyscreen is the digital signage platform retail chains, hospitals and HR teams use to keep 10 or 10,000 screens on message.</p>
  <span class="hs-cta-wrapper" id="hs-cta-wrapper-5c1e"><span class="hs-cta-node hs-cta-5c1e" id="hs-cta-5c1e"><a href="https://cta-redirect.hubspot.com/cta/redirect/21534987/5c1e7a22-0d8b-4a6f-9a1b-4f0b5ed1b8a2" class="cta_button">Start a free 14-day trial</a></span></span>
</section>
</div>
</div></div></div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
<section class="logo-strip" aria-label="Customers">
  <p class="eyebrow">Trusted by 1,400+ organizations</p>
  <ul class="logo-strip__list no-list">
    <li><img src="https://www.rallyscreen.com/hubfs/customers/pacific-rim-markets.svg" alt="Pacific Rim Markets" loading="lazy"></li>
    <li><img src="https://www.rallyscreen.com/hubfs/customers/evergreen-cu.svg" alt="Evergreen Credit Union" loading="lazy"></li>
    <li><img src="https://www.rallyscreen.com/hubfs/customers/harbor-health.svg" alt="Harbor Health System" loading="lazy"></li>
    <li><img src="https://www.rallyscreen.com/hubfs/customers/tallgrass-fitness.svg" alt="Tallgrass Fitness" loading="lazy"></li>
    <li><img src="https://www.rallyscreen.com/hubfs/customers/copperline-hotels.svg" alt="Copperline Hotels" loading="lazy"></li>
  </ul>
</section>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
<section class="feature-grid">
  <div class="feature"><h3>Plays on the hardware you own</h3><p>Native players for Samsung Tizen, LG webOS, BrightSign, Android, Fire TV and Windows. See our <a href="https://www.rallyscreen.com/partners#hardware">hardware partners</a>.</p></div>
  <div class="feature"><h3>Connects to your stack</h3><p>Pull dashboards from Power BI and Tableau, announcements from Teams and Slack. <a href="https://www.rallyscreen.com/integrations">Browse 40+ integrations</a>.</p></div>
  <div class="feature"><h3>Enterprise-ready</h3><p>SSO, SCIM, audit logs and a 99.95% uptime SLA. SOC 2 Type II audited.</p></div>
</section>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-4 dnd-section">
<section class="badges">
  <a href="https://www.g2.com/products/rallyscreen/reviews"><img src="https://www.rallyscreen.com/hubfs/badges/g2-leader-winter-2025.svg" alt="G2 Leader Winter 2025" loading="lazy"></a>
  <a href="https://www.g2.com/products/rallyscreen/reviews"><img src="https://www.rallyscreen.com/hubfs/badges/g2-easiest-to-use.svg" alt="G2 Easiest to Use" loading="lazy"></a>
  <a href="https://www.capterra.com/p/231877/Rallyscreen/"><img src="https://www.rallyscreen.com/hubfs/badges/capterra-best-value.svg" alt="Capterra Best Value 2024" loading="lazy"></a>
</section>
</div>
</div>
${footer}`,
    },
    [`${W}/partners`]: {
      html: `${head('Partner Ecosystem | Rallyscreen', 'Technology, hardware, reseller and referral partners who build, sell and install Rallyscreen.', '/partners')}
${header}
<div class="container-fluid body-container">
<section class="page-hero page-hero--partners">
  <h1>The Rallyscreen ecosystem</h1>
  <p>Software we connect to, screens we run on, and the AV integrators and consultants who roll us out. Interested in joining? <a href="https://www.rallyscreen.com/partners/apply">Apply to the partner program</a> or <a href="https://partners.rallyscreen.com/login">log in to the partner portal</a>.</p>
</section>
<div id="hs_cos_wrapper_module_partner_directory" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<div class="partner-directory" data-hubdb-table="6120554">
  <div class="partner-directory__tabs" role="tablist">
    <button role="tab" aria-selected="true" data-filter="all">All partners</button>
    <button role="tab" aria-selected="false" data-filter="technology">Technology</button>
    <button role="tab" aria-selected="false" data-filter="hardware" id="hardware">Hardware</button>
    <button role="tab" aria-selected="false" data-filter="reseller">Resellers &amp; AV integrators</button>
    <button role="tab" aria-selected="false" data-filter="referral">Referral</button>
  </div>
  <div class="partner-directory__grid">
    <article class="partner-card" data-category="technology">
      <img src="https://www.rallyscreen.com/hubfs/partners/microsoft.png" alt="Microsoft" loading="lazy">
      <h3>Microsoft</h3><span class="partner-card__tag">Technology</span>
      <p>Show Teams announcements and live Power BI reports on any screen.</p>
      <a class="partner-card__link" href="https://www.rallyscreen.com/integrations/microsoft-teams">View integration &rarr;</a>
    </article>
    <article class="partner-card" data-category="technology">
      <img src="https://www.rallyscreen.com/hubfs/partners/salesforce.png" alt="Salesforce" loading="lazy">
      <h3>Salesforce</h3><span class="partner-card__tag">Technology</span>
      <p>Put sales leaderboards from Sales Cloud and Tableau dashboards on the office wall.</p>
      <a class="partner-card__link" href="https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000IKz7bUAD">AppExchange listing &rarr;</a>
    </article>
    <article class="partner-card" data-category="technology">
      <img src="https://www.rallyscreen.com/hubfs/partners/okta.png" alt="Okta" loading="lazy">
      <h3>Okta</h3><span class="partner-card__tag">Technology</span>
      <p>SAML single sign-on and SCIM user provisioning.</p>
      <a class="partner-card__link" href="https://www.okta.com/integrations/rallyscreen/">Okta Integration Network &rarr;</a>
    </article>
    <article class="partner-card" data-category="hardware">
      <img src="https://www.rallyscreen.com/hubfs/partners/samsung.png" alt="Samsung" loading="lazy">
      <h3>Samsung Display Solutions</h3><span class="partner-card__tag">Hardware</span>
      <p>Native Tizen app for Samsung SMART Signage, QB and QM series.</p>
      <a class="partner-card__link" href="https://displaysolutions.samsung.com/solutions/signage-solution/partner-apps">Learn more &rarr;</a>
    </article>
    <article class="partner-card" data-category="hardware">
      <img src="https://www.rallyscreen.com/hubfs/partners/lg.png" alt="LG Business Solutions" loading="lazy">
      <h3>LG Business Solutions</h3><span class="partner-card__tag">Hardware</span>
      <p>Certified webOS Signage app, including LG One:Quick displays.</p>
      <a class="partner-card__link" href="https://www.lg.com/us/business/digital-signage">Learn more &rarr;</a>
    </article>
    <article class="partner-card" data-category="hardware">
      <img src="https://www.rallyscreen.com/hubfs/partners/brightsign.png" alt="BrightSign" loading="lazy">
      <h3>BrightSign</h3><span class="partner-card__tag">Hardware</span>
      <p>Rallyscreen runs on BrightSign Series 5 players via BSN.cloud.</p>
      <a class="partner-card__link" href="https://www.brightsign.biz/">Learn more &rarr;</a>
    </article>
    <article class="partner-card" data-category="hardware">
      <img src="https://www.rallyscreen.com/hubfs/partners/ppds.png" alt="PPDS Philips Professional Displays" loading="lazy">
      <h3>Philips Professional Displays (PPDS)</h3><span class="partner-card__tag">Hardware</span>
      <p>Pre-installed on Philips Android SoC displays.</p>
      <a class="partner-card__link" href="https://www.ppds.com/">Learn more &rarr;</a>
    </article>
    <article class="partner-card" data-category="reseller">
      <img src="https://www.rallyscreen.com/hubfs/partners/vantage-av.png" alt="Vantage AV Group" loading="lazy">
      <h3>Vantage AV Group</h3><span class="partner-card__tag">Platinum reseller</span>
      <p>Design, install and managed service for retail and QSR networks across the Midwest.</p>
      <a class="partner-card__link" href="/go?to=https%3A%2F%2Fwww.vantageavgroup.com%2F&amp;src=partner-directory&amp;pid=vantage-av" rel="nofollow">Visit website &rarr;</a>
    </article>
    <article class="partner-card" data-category="reseller">
      <img src="https://www.rallyscreen.com/hubfs/partners/northstar.png" alt="Northstar Integrated Systems" loading="lazy">
      <h3>Northstar Integrated Systems</h3><span class="partner-card__tag">Gold reseller</span>
      <p>Healthcare and higher-ed AV integrator based in Minneapolis.</p>
      <a class="partner-card__link" href="/go?to=https%3A%2F%2Fnorthstar-is.com%2Fdigital-signage&amp;src=partner-directory&amp;pid=northstar" rel="nofollow">Visit website &rarr;</a>
    </article>
    <article class="partner-card" data-category="reseller">
      <img src="https://www.rallyscreen.com/hubfs/partners/clearline.png" alt="Clearline Media Solutions" loading="lazy">
      <h3>Clearline Media Solutions</h3><span class="partner-card__tag">Gold reseller</span>
      <p>Canada-wide reseller and installer, English and French support.</p>
      <a class="partner-card__link" href="/go?to=https%3A%2F%2Fwww.clearlinemedia.ca%2F&amp;src=partner-directory&amp;pid=clearline" rel="nofollow">Visit website &rarr;</a>
    </article>
    <article class="partner-card" data-category="reseller">
      <img src="https://www.rallyscreen.com/hubfs/partners/brightwave.png" alt="Brightwave AV" loading="lazy">
      <h3>Brightwave AV</h3><span class="partner-card__tag">Authorized reseller &middot; UK &amp; Ireland</span>
      <p>Rallyscreen reseller for UK retail and corporate estates.</p>
      <a class="partner-card__link" href="/go?to=https%3A%2F%2Fbrightwave-av.co.uk%2F&amp;src=partner-directory&amp;pid=brightwave" rel="nofollow">Visit website &rarr;</a>
    </article>
    <article class="partner-card" data-category="reseller">
      <img src="https://www.rallyscreen.com/hubfs/partners/mosaic.png" alt="Mosaic Display Systems" loading="lazy">
      <h3>Mosaic Display Systems</h3><span class="partner-card__tag">Authorized reseller &middot; Australia</span>
      <p>Supply, install and support across Australia and New Zealand.</p>
      <a class="partner-card__link" href="/go?to=https%3A%2F%2Fwww.mosaicdisplay.com.au%2F&amp;src=partner-directory&amp;pid=mosaic" rel="nofollow">Visit website &rarr;</a>
    </article>
    <article class="partner-card" data-category="reseller">
      <img src="https://www.rallyscreen.com/hubfs/partners/summit-av.png" alt="Summit AV" loading="lazy">
      <h3>Summit AV</h3><span class="partner-card__tag">Authorized reseller &middot; Colorado</span>
      <p>Serving the Front Range since 2009. Contact us for an introduction.</p>
    </article>
    <article class="partner-card" data-category="referral">
      <img src="https://www.rallyscreen.com/hubfs/partners/kiosk-advisory.png" alt="Kiosk Advisory Group" loading="lazy">
      <h3>Kiosk Advisory Group</h3><span class="partner-card__tag">Referral partner</span>
      <p>Independent consultants for self-service and signage strategy.</p>
      <a class="partner-card__link" href="https://kioskadvisory.com/?ref=rallyscreen">Visit website &rarr;</a>
    </article>
    <article class="partner-card" data-category="referral">
      <img src="https://www.rallyscreen.com/hubfs/partners/retail-pulse.png" alt="Retail Pulse Consulting" loading="lazy">
      <h3>Retail Pulse Consulting</h3><span class="partner-card__tag">Referral partner</span>
      <p>In-store experience consultancy for grocery and convenience retail.</p>
      <a class="partner-card__link" href="https://www.retailpulseconsulting.com/">Visit website &rarr;</a>
    </article>
  </div>
</div>
</div>
<section class="cta-band">
  <h2>Sell, install or build on Rallyscreen</h2>
  <p>Margins from 20%, deal registration, NFR licences and co-marketing funds.</p>
  <a class="button" href="https://www.rallyscreen.com/partners/apply">Become a partner</a>
</section>
</div>
${footer}`,
    },
    [`${W}/integrations`]: {
      html: `${head('Integrations | Rallyscreen', 'Connect Rallyscreen to Microsoft Teams, Power BI, Slack, Salesforce, Tableau, ServiceNow and more.', '/integrations')}
${header}
<div class="container-fluid body-container">
<section class="page-hero"><h1>Integrations</h1><p>Put the data your teams already use on every screen. Built-in apps are included in every plan; partner-built integrations are maintained by the partner.</p></section>
<section class="integrations">
  <h2>Built by Rallyscreen</h2>
  <ul class="integration-grid no-list">
    <li class="integration-card"><a href="https://www.rallyscreen.com/integrations/microsoft-teams"><img src="https://www.rallyscreen.com/hubfs/integrations/teams.svg" alt="" loading="lazy"><strong>Microsoft Teams</strong><span>Channel posts and announcements</span></a></li>
    <li class="integration-card"><a href="https://www.rallyscreen.com/integrations/power-bi"><img src="https://www.rallyscreen.com/hubfs/integrations/power-bi.svg" alt="" loading="lazy"><strong>Power BI</strong><span>Live report pages on a schedule</span></a></li>
    <li class="integration-card"><a href="https://www.rallyscreen.com/integrations/youtube"><img src="https://www.rallyscreen.com/hubfs/integrations/youtube.svg" alt="" loading="lazy"><strong>YouTube</strong><span>Videos and live streams</span></a></li>
    <li class="integration-card"><a href="https://www.rallyscreen.com/integrations/google-calendar"><img src="https://www.rallyscreen.com/hubfs/integrations/gcal.svg" alt="" loading="lazy"><strong>Google Calendar</strong><span>Room and lobby schedules</span></a></li>
    <li class="integration-card"><a href="https://www.rallyscreen.com/integrations/weather"><img src="https://www.rallyscreen.com/hubfs/integrations/weather.svg" alt="" loading="lazy"><strong>Weather</strong><span>Local forecasts, no API key needed</span></a></li>
    <li class="integration-card"><a href="https://www.rallyscreen.com/integrations/rss"><img src="https://www.rallyscreen.com/hubfs/integrations/rss.svg" alt="" loading="lazy"><strong>RSS &amp; Atom</strong><span>News tickers from any feed</span></a></li>
  </ul>
  <h2>Partner-built</h2>
  <ul class="integration-grid no-list">
    <li class="integration-card"><a href="https://slack.com/apps/A04RLLY5CRN-rallyscreen"><img src="https://www.rallyscreen.com/hubfs/integrations/slack.svg" alt="Slack" loading="lazy"><strong>Slack</strong><span>Post to screens from a Slack channel</span><em>Slack Marketplace &#8599;</em></a></li>
    <li class="integration-card"><a href="https://www.dropbox.com/app-integrations/rallyscreen"><img src="https://www.rallyscreen.com/hubfs/integrations/dropbox.svg" alt="Dropbox" loading="lazy"><strong>Dropbox</strong><span>Sync a folder to a playlist</span><em>Dropbox App Center &#8599;</em></a></li>
    <li class="integration-card"><a href="https://store.servicenow.com/sn_appstore_store.do#!/store/application/8f3a2c6e1b7d4410"><img src="https://www.rallyscreen.com/hubfs/integrations/servicenow.svg" alt="ServiceNow" loading="lazy"><strong>ServiceNow</strong><span>Incident banners and IT status boards</span><em>ServiceNow Store &#8599;</em></a></li>
    <li class="integration-card"><a href="https://exchange.tableau.com/products/1042"><img src="https://www.rallyscreen.com/hubfs/integrations/tableau.svg" alt="Tableau" loading="lazy"><strong>Tableau</strong><span>Rotate dashboards with auto-refresh</span><em>Tableau Exchange &#8599;</em></a></li>
    <li class="integration-card"><a href="https://appexchange.salesforce.com/appxListingDetail?listingId=a0N4V00000IKz7bUAD"><img src="https://www.rallyscreen.com/hubfs/integrations/salesforce.svg" alt="Salesforce" loading="lazy"><strong>Salesforce</strong><span>Leaderboards from Sales Cloud reports</span><em>AppExchange &#8599;</em></a></li>
    <li class="integration-card"><a href="https://www.okta.com/integrations/rallyscreen/"><img src="https://www.rallyscreen.com/hubfs/integrations/okta.svg" alt="Okta" loading="lazy"><strong>Okta</strong><span>SSO and SCIM provisioning</span><em>Okta Integration Network &#8599;</em></a></li>
  </ul>
  <p class="integrations__api">Need something else? Use the <a href="https://developers.rallyscreen.com/">Rallyscreen REST API</a> or <a href="https://www.rallyscreen.com/integrations/webhooks">webhooks</a>.</p>
</section>
</div>
${footer}`,
    },
    [`${W}/integrations/microsoft-teams`]: {
      html: `${head('Microsoft Teams integration | Rallyscreen', 'Display Teams channel posts and announcements on digital signage.', '/integrations/microsoft-teams')}
${header}
<div class="container-fluid body-container">
<nav class="breadcrumbs"><a href="https://www.rallyscreen.com/integrations">Integrations</a> / Microsoft Teams</nav>
<article class="integration-detail">
  <img src="https://www.rallyscreen.com/hubfs/integrations/teams.svg" alt="Microsoft Teams" width="96">
  <h1>Microsoft Teams + Rallyscreen</h1>
  <p>Rallyscreen is a Microsoft partner and our Teams app is certified through the Microsoft 365 App Compliance program. Pin a channel and every new post appears on the screens you pick, with profile photos and reactions.</p>
  <ul>
    <li>Works with Teams in commercial and GCC tenants</li>
    <li>Admin consent once, no per-user setup</li>
    <li>Pairs with our <a href="https://www.rallyscreen.com/integrations/power-bi">Power BI app</a> for KPI walls</li>
  </ul>
  <p><a class="button" href="https://appsource.microsoft.com/en-us/product/office/WA200004712">Get it on Microsoft AppSource</a> <a class="button button--ghost" href="https://learn.microsoft.com/en-us/microsoftteams/platform/">Teams developer docs</a></p>
  <dl class="integration-meta">
    <dt>Developer</dt><dd>Rallyscreen, Inc.</dd>
    <dt>Category</dt><dd>Collaboration</dd>
    <dt>Plans</dt><dd>Business, Enterprise</dd>
  </dl>
</article>
</div>
${footer}`,
    },
    [`${W}/customers`]: {
      html: `${head('Customer stories | Rallyscreen', 'How retailers, hospitals and hotels run their screens with Rallyscreen.', '/customers')}
${header}
<div class="container-fluid body-container">
<section class="page-hero"><h1>Customer stories</h1><p>1,400+ organizations run 60,000 screens on Rallyscreen.</p></section>
<section class="case-studies">
  <article class="case-card">
    <img src="https://www.rallyscreen.com/hubfs/customers/pacific-rim-markets.svg" alt="Pacific Rim Markets" loading="lazy">
    <h2>Pacific Rim Markets cut print spend by 62% across 84 stores</h2>
    <p>&ldquo;We replaced weekly poster runs with menu boards that update at 6am.&rdquo; &mdash; Dana Whitfield, VP Store Operations</p>
    <p>Installed by our partner Vantage AV Group. <a href="https://www.pacificrimmarkets.com/">pacificrimmarkets.com</a></p>
    <a href="https://www.rallyscreen.com/customers/pacific-rim-markets">Read the story</a>
  </article>
  <article class="case-card">
    <img src="https://www.rallyscreen.com/hubfs/customers/harbor-health.svg" alt="Harbor Health System" loading="lazy">
    <h2>Harbor Health keeps 11 hospitals informed with 900 screens</h2>
    <p>Wayfinding, wait times and staff communications on one platform.</p>
    <a href="https://www.rallyscreen.com/customers/harbor-health">Read the story</a>
  </article>
  <article class="case-card">
    <img src="https://www.rallyscreen.com/hubfs/customers/copperline-hotels.svg" alt="Copperline Hotels" loading="lazy">
    <h2>Copperline Hotels: lobby screens that sell the restaurant</h2>
    <a href="https://www.rallyscreen.com/customers/copperline-hotels">Read the story</a>
  </article>
</section>
<section class="review-quote">
  <blockquote>&ldquo;Setup took an afternoon.&rdquo;</blockquote>
  <p>Verified review on <a href="https://www.g2.com/products/rallyscreen/reviews">G2</a> &middot; 4.8/5 from 310 reviews</p>
</section>
</div>
${footer}`,
    },
    [`${W}/company`]: {
      html: `${head('About Rallyscreen', 'Rallyscreen was founded in Seattle in 2017. Meet the team, our investors and read the latest news.', '/company')}
${header}
<div class="container-fluid body-container">
<section class="page-hero"><h1>We make screens worth looking at</h1><p>Founded in Seattle in 2017 by two former retail-ops engineers, Rallyscreen now has 120 people in Seattle, Austin and Dublin.</p></section>
<section class="investors">
  <h2>Backed by</h2>
  <ul class="logo-row no-list">
    <li><a href="https://www.foundryridge.vc/"><img src="https://www.rallyscreen.com/hubfs/investors/foundry-ridge.svg" alt="Foundry Ridge Ventures" loading="lazy"></a></li>
    <li><a href="https://latticecap.com/portfolio"><img src="https://www.rallyscreen.com/hubfs/investors/lattice.svg" alt="Lattice Capital" loading="lazy"></a></li>
  </ul>
  <p>Series B led by Foundry Ridge Ventures, with participation from Lattice Capital (2023).</p>
</section>
<section class="memberships">
  <h2>Industry memberships</h2>
  <p>Rallyscreen is a member of the <a href="https://www.digitalsignagefederation.org/">Digital Signage Federation</a> and <a href="https://www.avixa.org/">AVIXA</a>, and exhibits every year at InfoComm.</p>
</section>
<section class="press" id="press">
  <h2>In the press</h2>
  <ul class="no-list">
    <li><a href="https://techcrunch.com/2023/05/09/rallyscreen-series-b/">TechCrunch &mdash; Rallyscreen raises $38M to bring dashboards to every wall</a></li>
    <li><a href="https://www.geekwire.com/2024/rallyscreen-growth/">GeekWire &mdash; Seattle signage startup doubles headcount</a></li>
    <li><a href="https://www.sixteen-nine.net/2024/10/02/rallyscreen-launches-content-studio/">Sixteen:Nine &mdash; Rallyscreen launches Content Studio</a></li>
  </ul>
  <p>Media enquiries: <a href="mailto:press@rallyscreen.com">press@rallyscreen.com</a></p>
</section>
<section class="awards">
  <h2>Recognition</h2>
  <p>G2 Leader in Digital Signage (8 quarters running), Inc. 5000 2024, Puget Sound Business Journal Fastest-Growing Private Companies.</p>
</section>
</div>
${footer}`,
    },
    [`${W}/blog/choosing-a-media-player-2025`]: {
      html: `${head('How to choose a digital signage media player in 2025 | Rallyscreen Blog', 'We tested five media players for reliability, 4K playback and remote management.', '/blog/choosing-a-media-player-2025')}
${header}
<div class="container-fluid body-container">
<article class="blog-post">
  <h1>How to choose a digital signage media player in 2025</h1>
  <p class="blog-post__meta">By Priya Raman &middot; March 3, 2025 &middot; 7 min read</p>
  <p>Most screen networks fail at the player, not the panel. We ran five players for 30 days straight in our Austin lab: a <a href="https://www.brightsign.biz/digital-signage-products/xt-product-line/">BrightSign XT1145</a>, a <a href="https://www.raspberrypi.com/products/raspberry-pi-5/">Raspberry Pi 5</a>, an <a href="https://www.intel.com/content/www/us/en/products/details/nuc.html">Intel NUC 13</a>, a <a href="https://chromeenterprise.google/devices/chromebox/">Chromebox</a> and an Amazon Fire TV Stick 4K Max.</p>
  <h2>What we measured</h2>
  <p>Boot-to-content time, frame drops on 4K HEVC, recovery after power loss and how well each device could be managed remotely. Full results are in the <a href="https://docs.google.com/spreadsheets/d/1Rr8kzQx2-player-benchmark/edit">benchmark sheet</a>.</p>
  <h2>Our pick</h2>
  <p>For unattended, always-on screens a dedicated player still wins. For meeting rooms, a System-on-Chip display saves a device per screen.</p>
  <p>Want help choosing? Our <a href="https://www.rallyscreen.com/partners">reseller partners</a> can spec a network for you.</p>
</article>
</div>
${footer}`,
    },
  },
  sitemap: [
    `${W}/`,
    `${W}/partners`,
    `${W}/integrations`,
    `${W}/integrations/microsoft-teams`,
    `${W}/customers`,
    `${W}/company`,
    `${W}/blog/choosing-a-media-player-2025`,
  ],
  technologies: [
    'cloudflare',
    'cloudflare-bot-management',
    'google-tag-manager',
    'hubspot',
    'hubspot-cms-hub',
    'jquery',
    'linkedin-insight-tag',
    'open-graph',
  ],
  partners: {
    'microsoft.com': 'technology',
    'salesforce.com': 'technology',
    'okta.com': 'technology',
    'slack.com': 'technology',
    'dropbox.com': 'technology',
    'servicenow.com': 'technology',
    'tableau.com': 'technology',
    'samsung.com': 'technology',
    'lg.com': 'technology',
    'brightsign.biz': 'technology',
    'ppds.com': 'technology',
    'vantageavgroup.com': 'channel',
    'northstar-is.com': 'channel',
    'clearlinemedia.ca': 'channel',
    'brightwave-av.co.uk': 'channel',
    'mosaicdisplay.com.au': 'channel',
    'kioskadvisory.com': 'channel',
    'retailpulseconsulting.com': 'channel',
  },
};
