import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c2e9b7d41a2-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '25913384',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
};

const head = (title: string, description: string) => `<!doctype html>
<html lang="en-gb">
<head>
  <meta charset="utf-8">
  <title>${title}</title>
  <meta name="description" content="${description}">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="generator" content="HubSpot">
  <link rel="shortcut icon" href="https://wagetide.co.uk/hubfs/favicon-32.png">
  <meta property="og:site_name" content="Wagetide">
  <meta property="og:title" content="${title}">
  <meta property="og:image" content="https://wagetide.co.uk/hubfs/og/wagetide-og.png">
  <meta name="twitter:card" content="summary_large_image">
  <link rel="stylesheet" href="https://wagetide.co.uk/hubfs/hub_generated/template_assets/1/118402771253/1718212044562/template_main.min.css">
  <link rel="stylesheet" href="https://wagetide.co.uk/hubfs/hub_generated/template_assets/1/118402771254/1718212045120/template_theme-overrides.min.css">
  <link rel="stylesheet" href="https://wagetide.co.uk/hubfs/hub_generated/module_assets/1/118402930221/1718211963601/module_marketplace-grid.min.css">
  <style>
    #hs_cos_wrapper_widget_1718040112 .hero { background: linear-gradient(120deg,#0b3954,#087e8b); }
    .wt-badge { display:inline-block; padding:2px 8px; border-radius:12px; font-size:12px; }
  </style>
  <link rel="canonical" href="https://wagetide.co.uk/">
  <!-- Google Tag Manager -->
  <script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
  new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
  j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
  'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
  })(window,document,'script','dataLayer','GTM-K7QW2XD');</script>
  <!-- End Google Tag Manager -->
  <meta property="og:url" content="https://wagetide.co.uk/">
</head>`;

const nav = `<body class="home hs-content-id-118403355120 hs-site-page page">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-K7QW2XD" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<div class="body-wrapper hs-content-id-118403355120 hs-site-page page">
  <div data-global-resource-path="wagetide-theme/templates/partials/header.html">
  <header class="header">
    <a href="#main-content" class="header__skip">Skip to content</a>
    <div class="header__container content-wrapper">
      <div class="header__logo">
        <span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" data-hs-cos-general-type="widget" data-hs-cos-type="logo">
          <a href="/" id="hs-link-site_logo"><img src="https://wagetide.co.uk/hubfs/brand/wagetide-logo.svg" alt="Wagetide payroll" width="148" height="36"></a>
        </span>
      </div>
      <nav class="menu menu--desktop" aria-label="Main menu">
        <ul class="menu__wrapper no-list">
          <li class="menu__item menu__item--depth-1 menu__item--has-submenu hs-skip-lang-url-rewrite">
            <a class="menu__link" href="/features">Product</a>
            <ul class="menu__submenu menu__submenu--level-2 no-list">
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/features#payroll">Payroll</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/features#pensions">Auto-enrolment</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/features#self-service">Employee app</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/marketplace">App Marketplace</a></li>
            </ul>
          </li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="/pricing">Pricing</a></li>
          <li class="menu__item menu__item--depth-1 menu__item--has-submenu">
            <a class="menu__link" href="/partners/accountants">Accountants</a>
            <ul class="menu__submenu menu__submenu--level-2 no-list">
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/partners/accountants">Find an accredited accountant</a></li>
              <li class="menu__item menu__item--depth-2"><a class="menu__link" href="/partners/accountants#join">Become a partner practice</a></li>
            </ul>
          </li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="/blog">Resources</a></li>
          <li class="menu__item menu__item--depth-1"><a class="menu__link" href="/about">Company</a></li>
        </ul>
      </nav>
      <div class="header__buttons">
        <a class="button button--secondary" href="https://app.wagetide.co.uk/login">Log in</a>
        <a class="button" href="/contact?demo=1">Book a demo</a>
      </div>
    </div>
  </header>
  </div>
  <main id="main-content" class="body-container-wrapper">`;

const foot = `  </main>
  <div data-global-resource-path="wagetide-theme/templates/partials/footer.html">
  <footer class="footer">
    <div class="footer__container content-wrapper">
      <div class="row-fluid">
        <div class="span3">
          <img src="https://wagetide.co.uk/hubfs/brand/wagetide-logo-white.svg" alt="Wagetide" width="130" loading="lazy">
          <p>Payroll and pensions for UK employers with 5 to 500 people. Wagetide Ltd is registered in England &amp; Wales, company no. 11849302.</p>
          <p><a href="https://www.gov.uk/payroll-software/commercial-software-suppliers" rel="noopener" target="_blank">HMRC-recognised payroll software</a></p>
        </div>
        <div class="span3">
          <h4>Product</h4>
          <ul class="no-list">
            <li><a href="/features">Features</a></li>
            <li><a href="/pricing">Pricing</a></li>
            <li><a href="/marketplace">App Marketplace</a></li>
            <li><a href="https://status.wagetide.co.uk">System status</a></li>
            <li><a href="https://developers.wagetide.co.uk/api">API reference</a></li>
          </ul>
        </div>
        <div class="span3">
          <h4>Company</h4>
          <ul class="no-list">
            <li><a href="/about">About us</a></li>
            <li><a href="/careers">Careers</a></li>
            <li><a href="/blog">Blog</a></li>
            <li><a href="/contact">Contact</a></li>
            <li><a href="https://www.wagetide.ie">Wagetide Ireland</a></li>
          </ul>
        </div>
        <div class="span3">
          <h4>Get the employee app</h4>
          <a href="https://apps.apple.com/gb/app/wagetide-payslips/id1573302210"><img src="https://wagetide.co.uk/hubfs/badges/app-store.svg" alt="Download on the App Store" width="120"></a>
          <a href="https://play.google.com/store/apps/details?id=uk.co.wagetide.payslips"><img src="https://wagetide.co.uk/hubfs/badges/google-play.svg" alt="Get it on Google Play" width="135"></a>
          <div class="footer__social">
            <a href="https://www.linkedin.com/company/wagetide" aria-label="LinkedIn"><svg width="20" height="20" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg></a>
            <a href="https://x.com/wagetidehq" aria-label="X"><svg width="20" height="20" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg></a>
            <a href="https://www.youtube.com/@wagetide" aria-label="YouTube"><svg width="20" height="20" viewBox="0 0 20 20"><path d="M0 0h20v20H0z"/></svg></a>
          </div>
        </div>
      </div>
      <div class="footer__legal">
        <span>&copy; 2024 Wagetide Ltd</span>
        <a href="/legal/privacy">Privacy</a> <a href="/legal/terms">Terms</a> <a href="/legal/cookies">Cookies</a> <a href="/legal/security">Security</a>
      </div>
    </div>
  </footer>
  </div>
</div>
<div id="hs-eu-cookie-confirmation" class="can-use-gradients" data-hs-region="eu" role="region" aria-label="Cookie banner">
  <div id="hs-eu-cookie-confirmation-inner">
    <div id="hs-eu-policy-wording"><p>We use cookies to improve your experience and to understand how Wagetide is used. Read our <a href="/legal/cookies">cookie policy</a>.</p></div>
    <div id="hs-eu-cookie-confirmation-buttons-area">
      <div id="hs-eu-cookie-confirmation-button-group">
        <a href="#" id="hs-eu-confirmation-button" role="button">Accept all</a>
        <a href="#" id="hs-eu-decline-button" role="button">Decline</a>
      </div>
    </div>
  </div>
</div>
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://wagetide.co.uk/hubfs/hub_generated/template_assets/1/118402771255/1718212043996/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-gb';
</script>
<script src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "https://wagetide.co.uk/"]);
_hsq.push(["setPageId", "118403355120"]);
_hsq.push(["setContentMetadata", {"contentPageId":118403355120,"legacyPageId":"118403355120","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":118403355120,"languageCode":"en-gb"}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/25913384.js"></script>
<script type="text/javascript" async src="//js.hs-analytics.net/analytics/1718212800000/25913384.js"></script>
<!-- End of HubSpot Analytics Code -->
<!-- Start of Async HubSpot Analytics Code -->
<script type="text/javascript" id="hs-script-loader-embed" async defer src="//js.hs-scripts.com/25913384.js"></script>
<!-- End of Async HubSpot Analytics Code -->
<script type="text/javascript">_linkedin_partner_id = "4418201"; window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || []; window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script>
<script async src="https://snap.licdn.com/li.lms-analytics/insight.min.js"></script>
<noscript><img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=4418201&fmt=gif" /></noscript>
</body>
</html>`;

const page = (title: string, description: string, body: string) => `${head(title, description)}
${nav}
${body}
${foot}`;

const home = page(
  'Wagetide | Payroll software for growing UK businesses',
  'Run payroll in minutes, stay compliant with HMRC and auto-enrolment, and connect the apps you already use.',
  `<div class="container-fluid body-container body-container--home">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1718040112" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
  <section class="hero">
    <div class="hero__content">
      <span class="wt-badge">New: Neonatal care leave and pay, ready for April</span>
      <h1>Payroll that runs itself, so you don't have to</h1>
      <p>Wagetide calculates pay, tax, NI, student loans and pensions, files RTI submissions with HMRC and sends every employee a payslip on their phone. Most customers run payroll in under ten minutes.</p>
      <a class="button" href="/contact?demo=1">Book a 20-minute demo</a>
      <a class="button button--secondary" href="https://app.wagetide.co.uk/signup">Start a free 30-day trial</a>
      <p class="hero__small">No card needed. Free migration from Sage, BrightPay and Moneysoft.</p>
    </div>
    <div class="hero__image">
      <img src="https://wagetide.co.uk/hs-fs/hubfs/product/dashboard-payrun.png?width=1200&name=dashboard-payrun.png" alt="Wagetide pay run dashboard" width="600" height="420" loading="eager">
    </div>
  </section>
</div>
</div>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
<div id="hs_cos_wrapper_widget_1718040298" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="logo-strip">
    <h2 class="logo-strip__title">Trusted by more than 4,000 UK employers</h2>
    <ul class="logo-strip__list no-list">
      <li><img src="https://wagetide.co.uk/hubfs/customers/bramble-and-rye.svg" alt="Bramble &amp; Rye Bakeries" loading="lazy"></li>
      <li><img src="https://wagetide.co.uk/hubfs/customers/thornbury-vets.svg" alt="Thornbury Veterinary Group" loading="lazy"></li>
      <li><img src="https://wagetide.co.uk/hubfs/customers/kestle-homecare.svg" alt="Kestle Homecare" loading="lazy"></li>
      <li><img src="https://wagetide.co.uk/hubfs/customers/greyfriars-dental.svg" alt="Greyfriars Dental" loading="lazy"></li>
      <li><img src="https://wagetide.co.uk/hubfs/customers/northpoint-climbing.svg" alt="Northpoint Climbing Centres" loading="lazy"></li>
      <li><img src="https://wagetide.co.uk/hubfs/customers/ashdown-joinery.svg" alt="Ashdown Joinery" loading="lazy"></li>
    </ul>
  </section>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
<div id="hs_cos_wrapper_widget_1718040455" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="features-grid">
    <h2>Everything payroll, in one place</h2>
    <div class="features-grid__items">
      <article><h3>Automatic RTI</h3><p>FPS and EPS submissions go to HMRC the moment you approve a pay run. No more spreadsheets, no more late-filing penalties.</p></article>
      <article><h3>Auto-enrolment built in</h3><p>Assess, enrol and contribute without leaving Wagetide. Contribution files are sent straight to your pension provider.</p></article>
      <article><h3>Employee self-service</h3><p>Payslips, P60s, holiday requests and address changes in one app your team will actually use.</p></article>
      <article><h3>Bank-ready payments</h3><p>Pay employees by Faster Payments with one approval, or export a BACS file for your bank.</p></article>
    </div>
  </section>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-4 dnd-section">
<div id="hs_cos_wrapper_widget_1718040611" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="integrations-teaser">
    <h2>Connects with the tools you already use</h2>
    <p>Post journals to your accounting package, pull hours from your rota app and sync new starters from your HR system.</p>
    <div class="integrations-teaser__logos">
      <img src="https://wagetide.co.uk/hubfs/marketplace/xero.svg" alt="Xero" width="80">
      <img src="https://wagetide.co.uk/hubfs/marketplace/quickbooks.svg" alt="QuickBooks" width="80">
      <img src="https://wagetide.co.uk/hubfs/marketplace/rotaflow.svg" alt="Rotaflow" width="80">
      <img src="https://wagetide.co.uk/hubfs/marketplace/personio.svg" alt="Personio" width="80">
      <img src="https://wagetide.co.uk/hubfs/marketplace/slack.svg" alt="Slack" width="80">
    </div>
    <a class="button button--secondary" href="/marketplace">Browse 30+ apps in the marketplace</a>
  </section>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-5 dnd-section">
<div id="hs_cos_wrapper_widget_1718040777" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="testimonial">
    <blockquote>
      <p>"We moved 140 staff across three clinics onto Wagetide in a fortnight. Payroll day used to take Jen most of a Thursday. Now it's done before her first coffee."</p>
      <footer>Owen Pryce, Operations Director, <a href="https://www.thornburyvets.co.uk" rel="noopener">Thornbury Veterinary Group</a></footer>
    </blockquote>
    <a href="/blog/thornbury-vets-case-study">Read the Thornbury case study &rarr;</a>
  </section>
  <section class="awards">
    <ul class="no-list awards__list">
      <li><a href="https://www.ukpayrollawards.co.uk/winners-2024"><img src="https://wagetide.co.uk/hubfs/awards/payroll-awards-2024.png" alt="UK Payroll Awards 2024: Payroll Software of the Year (SME)" width="110"></a></li>
      <li><img src="https://wagetide.co.uk/hubfs/awards/cyber-essentials-plus.png" alt="Cyber Essentials Plus certified" width="90"></li>
      <li><img src="https://wagetide.co.uk/hubfs/awards/iso27001.png" alt="ISO 27001 certified" width="90"></li>
    </ul>
  </section>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-6 dnd-section">
  <section class="blog-teaser">
    <h2>From the blog</h2>
    <div class="blog-teaser__posts">
      <a href="/blog/national-living-wage-2025">National Living Wage 2025: what employers need to do</a>
      <a href="/blog/neonatal-care-pay-explained">Neonatal care leave and pay, explained</a>
      <a href="/blog/thornbury-vets-case-study">How Thornbury Vets halved payroll time</a>
    </div>
  </section>
</div>
</div>`,
);

const features = page(
  'Features | Wagetide',
  'Payroll, pensions, payslips and reporting features of Wagetide.',
  `<div class="container-fluid body-container">
<div class="row-fluid-wrapper dnd-section">
<div id="hs_cos_wrapper_module_17180411" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="page-header"><h1>Features built for UK payroll</h1><p>Every statutory calculation, every HMRC submission, and the little things that make payroll day calm.</p></section>
  <section id="payroll" class="feature-row">
    <h2>Payroll</h2>
    <ul>
      <li>Weekly, fortnightly, four-weekly and monthly pay schedules in the same company</li>
      <li>PAYE, NI (all categories), student and postgraduate loans, attachment of earnings orders</li>
      <li>SSP, SMP, SPP, ShPP, SAP and neonatal care pay calculated automatically</li>
      <li>Salary sacrifice, benefits in kind and payrolled benefits</li>
      <li>Director's NI on the annual or alternative method</li>
    </ul>
  </section>
  <section id="pensions" class="feature-row">
    <h2>Auto-enrolment</h2>
    <p>Wagetide assesses every employee every pay period, generates the statutory letters and sends contribution files to the major UK workplace pension schemes. Declaration of compliance reminders arrive before they're due.</p>
  </section>
  <section id="self-service" class="feature-row">
    <h2>The Wagetide employee app</h2>
    <p>Payslips, P60s and P11Ds on iOS and Android, with holiday requests, timesheets and a secure document vault for contracts.</p>
    <img src="https://wagetide.co.uk/hs-fs/hubfs/product/employee-app.png" alt="Wagetide employee app on a phone" width="320" loading="lazy">
  </section>
  <section id="reporting" class="feature-row">
    <h2>Reporting and journals</h2>
    <p>Cost centre and department reporting, gender pay gap reports and accounting journals that post directly to your ledger through the <a href="/marketplace">App Marketplace</a>.</p>
  </section>
  <section class="cta-band">
    <h2>See it on your own payroll</h2>
    <a class="button" href="/contact?demo=1">Book a demo</a>
  </section>
</div>
</div>
</div>`,
);

const pricing = page(
  'Pricing | Wagetide',
  'Simple per-employee pricing. No setup fees.',
  `<div class="container-fluid body-container">
  <section class="page-header"><h1>Simple pricing, per employee</h1><p>All prices exclude VAT. Minimum monthly charge £25.</p></section>
  <div class="pricing-table">
    <div class="pricing-table__plan">
      <h2>Essentials</h2><p class="price">£4.50 <span>per employee / month</span></p>
      <ul><li>Unlimited pay runs</li><li>RTI and auto-enrolment</li><li>Employee app</li><li>Email support</li></ul>
      <a class="button" href="https://app.wagetide.co.uk/signup?plan=essentials">Start free trial</a>
    </div>
    <div class="pricing-table__plan pricing-table__plan--featured">
      <h2>Professional</h2><p class="price">£6.00 <span>per employee / month</span></p>
      <ul><li>Everything in Essentials</li><li>Accounting and HR integrations</li><li>Cost centre reporting</li><li>Phone support</li></ul>
      <a class="button" href="https://app.wagetide.co.uk/signup?plan=professional">Start free trial</a>
    </div>
    <div class="pricing-table__plan">
      <h2>Bureau</h2><p class="price">From £1.80 <span>per payslip</span></p>
      <ul><li>Unlimited client companies</li><li>Client approval portal</li><li>White-label payslips</li><li>Dedicated partner manager</li></ul>
      <a class="button button--secondary" href="/partners/accountants#join">Talk to our partner team</a>
    </div>
  </div>
  <section class="faq">
    <h2>Questions</h2>
    <details><summary>Are marketplace apps included?</summary><p>Apps built by Wagetide are included in Professional. Some partner apps charge their own subscription.</p></details>
    <details><summary>Can I cancel at any time?</summary><p>Yes. Plans are monthly and you can export all your payroll data as CSV and PDF.</p></details>
    <details><summary>Do you charge for migration?</summary><p>No. Our onboarding team will import your year-to-date figures for free.</p></details>
  </section>
</div>`,
);

const withDetail = new Set(['xero', 'rotaflow', 'harbourline-pensions']);

const card = (slug: string, name: string, category: string, text: string, by: string, site?: string) => {
  const detail = withDetail.has(slug);
  const title = detail
    ? `<a href="/marketplace/${slug}">${name}</a>`
    : site
      ? `<a href="${site}" target="_blank" rel="noopener">${name}</a>`
      : name;
  return `
      <div class="app-card" data-category="${category}">
        <img class="app-card__logo" src="https://wagetide.co.uk/hubfs/marketplace/${slug}.svg" alt="${name} logo" width="56" height="56" loading="lazy">
        <div class="app-card__body">
          <h3 class="app-card__title">${title}</h3>
          <span class="wt-badge wt-badge--${category.toLowerCase().replace(/[^a-z]+/g, '-')}">${category}</span>
          <p>${text}</p>
          <p class="app-card__by">Built by ${by}</p>
        </div>
        <div class="app-card__footer">${
          detail
            ? `
          <a href="/marketplace/${slug}" class="app-card__more">View app</a>`
            : `
          <a href="https://app.wagetide.co.uk/settings/integrations/${slug}" class="app-card__more">Connect</a>`
        }${
          site
            ? `
          <a href="${site}" class="app-card__ext" target="_blank" rel="noopener">Website &#8599;</a>`
            : ''
        }
        </div>
      </div>`;
};

const marketplace = page(
  'App Marketplace | Wagetide',
  'Connect Wagetide to accounting, HR, rota, pension and benefits apps.',
  `<div class="container-fluid body-container">
<div class="row-fluid-wrapper dnd-section">
<div id="hs_cos_wrapper_module_17180421" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="page-header">
    <h1>Wagetide App Marketplace</h1>
    <p>Connect payroll to the rest of your business. Our integration partners build and support apps that plug straight into Wagetide, and every listing is reviewed by our team before it goes live.</p>
    <form class="marketplace-search" action="/marketplace" method="get"><input type="search" name="q" placeholder="Search apps"><button type="submit">Search</button></form>
  </section>
  <nav class="marketplace-filters" aria-label="Categories">
    <a href="#accounting">Accounting</a> <a href="#hr">HR &amp; people</a> <a href="#time">Time &amp; rota</a> <a href="#pensions">Pensions &amp; benefits</a> <a href="#communication">Communication</a>
  </nav>
  <section id="accounting" class="marketplace-category">
    <h2>Accounting</h2>
    <div class="app-grid">${card('xero', 'Xero', 'Accounting', 'Post payroll journals to Xero with your own account mapping, by department or cost centre.', 'Wagetide', 'https://www.xero.com/uk/')}${card('quickbooks', 'QuickBooks Online', 'Accounting', 'Send a balanced payroll journal to QuickBooks after every pay run.', 'Wagetide', 'https://quickbooks.intuit.com/uk/')}${card('sage-accounting', 'Sage Accounting', 'Accounting', 'Journal export for Sage Accounting and Sage 50 with nominal code mapping.', 'Wagetide', 'https://www.sage.com/en-gb/')}${card('freeagent', 'FreeAgent', 'Accounting', 'Automatic payroll bills and journals in FreeAgent.', 'Wagetide', 'https://www.freeagent.com')}
    </div>
  </section>
  <section id="hr" class="marketplace-category">
    <h2>HR &amp; people</h2>
    <div class="app-grid">${card('personio', 'Personio', 'HR', 'New starters, leavers and salary changes flow from Personio into the next pay run.', 'Personio GmbH', 'https://www.personio.com')}${card('hibob', 'HiBob', 'HR', 'Sync employee records and compensation changes from Bob.', 'HiBob', 'https://www.hibob.com')}${card('peoplecrate', 'Peoplecrate', 'HR', 'Lightweight HR for UK SMEs: contracts, onboarding checklists and absence, synced both ways.', 'Peoplecrate Ltd', 'https://peoplecrate.co.uk')}
    </div>
  </section>
  <section id="time" class="marketplace-category">
    <h2>Time &amp; rota</h2>
    <div class="app-grid">${card('rotaflow', 'Rotaflow', 'Time & rota', 'Approved hours, overtime and holiday from Rotaflow shifts become pay elements automatically.', 'Rotaflow Ltd')}${card('clockrail', 'Clockrail', 'Time & rota', 'Geofenced clock-in for site and field teams, with timesheets pushed to Wagetide.', 'Clockrail', 'https://clockrail.io')}
    </div>
  </section>
  <section id="pensions" class="marketplace-category">
    <h2>Pensions &amp; benefits</h2>
    <div class="app-grid">${card('harbourline-pensions', 'Harbourline Pensions', 'Pensions', 'Direct contribution submission and enrolment data for Harbourline master trust schemes.', 'Harbourline Pensions')}${card('perkspring', 'Perkspring', 'Benefits', 'Employee discounts, salary sacrifice cycle-to-work and EV schemes with deductions sent to payroll.', 'Perkspring', 'https://www.perkspring.com')}
    </div>
  </section>
  <section id="communication" class="marketplace-category">
    <h2>Communication</h2>
    <div class="app-grid">${card('slack', 'Slack', 'Communication', 'Get approval requests and pay run alerts in a Slack channel.', 'Wagetide', 'https://slack.com/apps')}
    </div>
  </section>
  <section class="marketplace-build">
    <h2>Build on Wagetide</h2>
    <p>Our public API and webhooks let you build an integration and list it here. Read the <a href="https://developers.wagetide.co.uk/docs/getting-started">developer documentation</a> or email partners@wagetide.co.uk.</p>
  </section>
</div>
</div>
</div>`,
);

const detail = (name: string, body: string) =>
  page(
    `${name} integration | Wagetide App Marketplace`,
    `Connect ${name} with Wagetide payroll.`,
    `<div class="container-fluid body-container">
  <nav class="breadcrumbs"><a href="/marketplace">App Marketplace</a> / <span>${name}</span></nav>
  <div class="app-detail">
${body}
  </div>
  <section class="cta-band"><h2>Not on Wagetide yet?</h2><a class="button" href="https://app.wagetide.co.uk/signup">Start a free trial</a></section>
</div>`,
  );

const xero = detail(
  'Xero',
  `    <aside class="app-detail__meta">
      <img src="https://wagetide.co.uk/hubfs/marketplace/xero.svg" alt="Xero" width="96">
      <dl><dt>Built by</dt><dd>Wagetide</dd><dt>Category</dt><dd>Accounting</dd><dt>Plans</dt><dd>Professional, Bureau</dd><dt>Price</dt><dd>Included</dd></dl>
      <a class="button" href="https://app.wagetide.co.uk/settings/integrations/xero">Connect Xero</a>
      <a href="https://www.xero.com/uk/" target="_blank" rel="noopener">xero.com</a>
    </aside>
    <article class="app-detail__content">
      <h1>Xero</h1>
      <p>Post a journal to Xero for every pay run. Map each pay element to a nominal account and choose whether to split by department, cost centre or tracking category.</p>
      <h2>What syncs</h2>
      <ul><li>Gross pay, employer NI and employer pension</li><li>PAYE and NI liability to HMRC</li><li>Net pay control account</li><li>Tracking categories from departments</li></ul>
      <h2>Setting it up</h2>
      <p>Follow our <a href="https://help.wagetide.co.uk/en/articles/7712-connecting-xero">help article</a>. It takes about five minutes.</p>
    </article>`,
);

const rotaflow = detail(
  'Rotaflow',
  `    <aside class="app-detail__meta">
      <img src="https://wagetide.co.uk/hubfs/marketplace/rotaflow.svg" alt="Rotaflow" width="96">
      <dl><dt>Built by</dt><dd>Rotaflow Ltd, Manchester</dd><dt>Category</dt><dd>Time &amp; rota</dd><dt>Price</dt><dd>From £2 per user / month, billed by Rotaflow</dd><dt>Support</dt><dd>support@rotaflow.co.uk</dd></dl>
      <a class="button" href="https://www.rotaflow.co.uk/integrations/wagetide" target="_blank" rel="noopener">Visit website</a>
    </aside>
    <article class="app-detail__content">
      <h1>Rotaflow</h1>
      <p>Rotaflow is shift scheduling for hospitality, care and retail. Once a week is signed off, approved hours, overtime premiums and holiday taken go to Wagetide as pay elements, so there's nothing to rekey.</p>
      <h2>Features</h2>
      <ul><li>Hourly and salaried staff</li><li>Overtime and unsocial-hours multipliers</li><li>Holiday accrual for irregular-hours workers</li><li>Tronc and tips export</li></ul>
      <p class="app-detail__disclaimer">Rotaflow is a Wagetide integration partner. Partner apps are built and supported by the partner.</p>
    </article>`,
);

const harbourline = detail(
  'Harbourline Pensions',
  `    <aside class="app-detail__meta">
      <img src="https://wagetide.co.uk/hubfs/marketplace/harbourline-pensions.svg" alt="Harbourline Pensions" width="96">
      <dl><dt>Built by</dt><dd>Harbourline Pensions Ltd</dd><dt>Category</dt><dd>Pensions</dd><dt>Price</dt><dd>Free</dd><dt>Website</dt><dd>harbourlinepensions.co.uk</dd></dl>
    </aside>
    <article class="app-detail__content">
      <h1>Harbourline Pensions</h1>
      <p>Harbourline is a workplace pension master trust for small employers. With the integration switched on, Wagetide submits contributions and new enrolments to Harbourline directly after each pay run, and pulls opt-outs back automatically.</p>
      <h2>Requirements</h2>
      <ul><li>An active Harbourline employer account</li><li>Your Harbourline employer reference</li></ul>
      <p class="app-detail__disclaimer">Harbourline Pensions is a Wagetide integration partner. Pension scheme information is provided by the partner.</p>
    </article>`,
);

const accountants = page(
  'Find an accredited accountant | Wagetide partners',
  'Wagetide accredited accountants and payroll bureaux across the UK.',
  `<div class="container-fluid body-container">
<div id="hs_cos_wrapper_module_17180455" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module">
  <section class="page-header">
    <h1>Accredited accountants &amp; payroll bureaux</h1>
    <p>Prefer someone to run payroll for you? These partner practices are trained and accredited on Wagetide and can set up and run your payroll from day one.</p>
  </section>
  <table class="partner-table">
    <thead><tr><th>Practice</th><th>Based in</th><th>Services</th><th>Accreditation</th><th>Website</th></tr></thead>
    <tbody>
      <tr><td>Hartwell &amp; Dunn Chartered Accountants</td><td>London</td><td>Payroll bureau, auto-enrolment, year-end</td><td>Platinum partner</td><td><a href="https://www.hartwelldunn.co.uk" target="_blank" rel="noopener">hartwelldunn.co.uk</a></td></tr>
      <tr><td>Kinross Payroll Bureau</td><td>Edinburgh</td><td>Managed payroll, Scottish rate income tax</td><td>Gold partner</td><td><a href="https://kinrosspayroll.co.uk/" target="_blank" rel="noopener">kinrosspayroll.co.uk</a></td></tr>
      <tr><td>Teifi Valley Accounts</td><td>Cardigan, Wales</td><td>Payroll and bookkeeping for farms and small businesses</td><td>Accredited</td><td>www.teifivalleyaccounts.co.uk</td></tr>
      <tr><td>Lagan Bookkeeping</td><td>Belfast</td><td>Payroll, CIS, bookkeeping</td><td>Accredited</td><td><a href="https://laganbookkeeping.com" target="_blank" rel="noopener">laganbookkeeping.com</a></td></tr>
      <tr><td>Moorgate Numbers</td><td>Leeds</td><td>Payroll for hospitality</td><td>Accredited</td><td>Contact via Wagetide</td></tr>
    </tbody>
  </table>
  <section id="join" class="partner-join">
    <h2>Become a partner practice</h2>
    <p>Bureau pricing, a dedicated partner manager, free CPD-accredited training and a listing on this page. Email <a href="mailto:partners@wagetide.co.uk">partners@wagetide.co.uk</a>.</p>
    <!--HubSpot Call-to-Action Code --><span class="hs-cta-wrapper" id="hs-cta-wrapper-0c7f1a2b"><span class="hs-cta-node hs-cta-0c7f1a2b" id="hs-cta-0c7f1a2b"><a href="https://cta-redirect.hubspot.com/cta/redirect/25913384/0c7f1a2b">Apply to join</a></span></span><!-- end HubSpot Call-to-Action Code -->
  </section>
</div>
</div>`,
);

const about = page(
  'About us | Wagetide',
  'Wagetide was founded in Bristol in 2018 to make payroll boring again.',
  `<div class="container-fluid body-container">
  <section class="page-header"><h1>We make payroll boring again</h1></section>
  <section class="about-story">
    <p>Wagetide was founded in Bristol in 2018 by two payroll managers and an engineer who were tired of desktop software that needed a manual every April. Today 60 of us build, support and sell Wagetide from Bristol and Belfast.</p>
    <p>In 2022 we opened in Dublin as <a href="https://www.wagetide.ie">Wagetide Ireland</a>, running PAYE Modernisation payroll for Irish employers.</p>
  </section>
  <section class="about-numbers"><ul><li><strong>4,000+</strong> employers</li><li><strong>190,000</strong> payslips a month</li><li><strong>4.8/5</strong> support rating</li></ul></section>
  <section class="about-investors">
    <h2>Backed by</h2>
    <p>Our Series A in 2023 was led by <a href="https://www.harrowgatecapital.co.uk">Harrowgate Capital</a>, with participation from the <a href="https://www.british-business-bank.co.uk">British Business Bank</a>'s regional fund.</p>
  </section>
  <section class="about-team">
    <h2>Leadership</h2>
    <ul class="team-grid">
      <li><img src="https://wagetide.co.uk/hubfs/team/sian.jpg" alt="Siân Rowlands" loading="lazy"><strong>Siân Rowlands</strong> CEO &amp; co-founder</li>
      <li><img src="https://wagetide.co.uk/hubfs/team/marcus.jpg" alt="Marcus Ojo" loading="lazy"><strong>Marcus Ojo</strong> CTO &amp; co-founder</li>
      <li><img src="https://wagetide.co.uk/hubfs/team/priya.jpg" alt="Priya Shah" loading="lazy"><strong>Priya Shah</strong> Head of Payroll Compliance</li>
    </ul>
  </section>
  <section><a href="/careers" class="button">We're hiring</a></section>
</div>`,
);

const careers = page(
  'Careers | Wagetide',
  'Join the Wagetide team in Bristol, Belfast or remote.',
  `<div class="container-fluid body-container">
  <section class="page-header"><h1>Careers at Wagetide</h1><p>Hybrid from Bristol or Belfast, or remote anywhere in the UK.</p></section>
  <section class="benefits"><h2>What you get</h2><ul><li>28 days' holiday plus bank holidays</li><li>Employer pension contribution of 6%</li><li>£1,000 yearly learning budget</li><li>Enhanced parental leave</li></ul></section>
  <section class="jobs">
    <h2>Open roles</h2>
    <ul class="jobs-list">
      <li><a href="https://wagetide.teamtailor.com/jobs/4102285-senior-backend-engineer">Senior Backend Engineer (Kotlin)</a> &middot; Bristol / Remote</li>
      <li><a href="https://wagetide.teamtailor.com/jobs/4102291-payroll-support-specialist">Payroll Support Specialist</a> &middot; Belfast</li>
      <li><a href="https://wagetide.teamtailor.com/jobs/4102307-partner-manager-accountancy">Partner Manager, Accountancy</a> &middot; Remote</li>
    </ul>
    <p>Also listed on <a href="https://uk.indeed.com/cmp/Wagetide">Indeed</a>.</p>
  </section>
</div>`,
);

const contact = page(
  'Contact us | Wagetide',
  'Talk to sales, support or our partner team.',
  `<div class="container-fluid body-container">
  <section class="page-header"><h1>Get in touch</h1></section>
  <div class="contact-grid">
    <div>
      <h2>Sales</h2><p>0117 456 2290<br>sales@wagetide.co.uk</p>
      <h2>Support</h2><p>Customers can reach us from the help icon in the app, or at support@wagetide.co.uk.</p>
      <h2>Offices</h2>
      <p>Wagetide Ltd, Engine Shed, Station Approach, Bristol BS1 6QH <a href="https://www.google.com/maps/place/Engine+Shed+Bristol">Map</a></p>
      <p>Wagetide Ltd, Ormeau Baths, 18 Ormeau Avenue, Belfast BT2 8HS</p>
    </div>
    <div>
      <h2>Book a demo</h2>
      <div class="hbspt-form" id="hbspt-form-6b1d9e4c">
        <form id="hsForm_6b1d9e4c" method="POST" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/25913384/6b1d9e4c" class="hs-form stacked hs-custom-form">
          <fieldset class="form-columns-2"><div class="hs_firstname field hs-form-field"><label>First name</label><input name="firstname" type="text"></div><div class="hs_lastname field hs-form-field"><label>Last name</label><input name="lastname" type="text"></div></fieldset>
          <fieldset class="form-columns-1"><div class="hs_email field hs-form-field"><label>Work email*</label><input name="email" type="email" required></div></fieldset>
          <fieldset class="form-columns-1"><div class="hs_employees field hs-form-field"><label>Number of employees</label><select name="employees"><option>1-9</option><option>10-49</option><option>50-249</option><option>250+</option></select></div></fieldset>
          <div class="hs_submit hs-submit"><input type="submit" value="Book my demo" class="hs-button primary large"></div>
        </form>
      </div>
    </div>
  </div>
</div>`,
);

const blog = page(
  'Payroll blog | Wagetide',
  'Payroll news, legislation changes and customer stories.',
  `<div class="container-fluid body-container">
  <section class="page-header"><h1>The Wagetide blog</h1></section>
  <div class="blog-index">
    <article class="blog-index__post"><h2><a href="/blog/national-living-wage-2025">National Living Wage 2025: what employers need to do</a></h2><p>Rates, deadlines and how Wagetide updates your pay runs automatically.</p><time datetime="2024-11-04">4 Nov 2024</time></article>
    <article class="blog-index__post"><h2><a href="/blog/neonatal-care-pay-explained">Neonatal care leave and pay, explained</a></h2><p>The new statutory entitlement from April 2025 and how to process it.</p><time datetime="2024-10-18">18 Oct 2024</time></article>
    <article class="blog-index__post"><h2><a href="/blog/thornbury-vets-case-study">How Thornbury Vets halved payroll time</a></h2><p>Customer story: three clinics, 140 staff, one pay run.</p><time datetime="2024-09-30">30 Sep 2024</time></article>
    <article class="blog-index__post"><h2><a href="/blog/wagetide-wins-payroll-software-of-the-year">Wagetide named Payroll Software of the Year</a></h2><p>As reported by <a href="https://www.payrollpulse-news.co.uk/2024/06/sme-payroll-software-winners">Payroll Pulse</a>, we took the SME category at this year's UK Payroll Awards.</p><time datetime="2024-06-14">14 Jun 2024</time></article>
    <article class="blog-index__post"><h2><a href="/blog/new-marketplace-partners-summer-2024">Five new marketplace partners this summer</a></h2><p>Clockrail, Perkspring and Peoplecrate join the App Marketplace, plus a rebuilt Xero journal.</p><time datetime="2024-06-03">3 Jun 2024</time></article>
  </div>
  <section class="newsletter">
    <h2>Payroll updates, once a month</h2>
    <form action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/25913384/a41d0f33" method="POST"><input type="email" name="email" placeholder="you@company.co.uk"><button type="submit">Subscribe</button></form>
  </section>
</div>`,
);

export const site: CorpusSite = {
  domain: 'wagetide.co.uk',
  otherDomains: ['wagetide.ie'],
  covers:
    'HubSpot CMS payroll SaaS: app marketplace in category sections (cards with external "Website" links, two partners only on their detail pages, one of them as plain text), accountant partner table (linked, plain-text and domain-less rows); negatives: customer logos and testimonial link, awards, HMRC, investors, Teamtailor/Indeed jobs, app stores, press, maps',
  pages: {
    '/': { headers, html: home },
    '/features': { headers, html: features },
    '/pricing': { headers, html: pricing },
    '/marketplace': { headers, html: marketplace },
    '/marketplace/xero': { headers, html: xero },
    '/marketplace/rotaflow': { headers, html: rotaflow },
    '/marketplace/harbourline-pensions': { headers, html: harbourline },
    '/partners/accountants': { headers, html: accountants },
    '/about': { headers, html: about },
    '/careers': { headers, html: careers },
    '/contact': { headers, html: contact },
    '/blog': { headers, html: blog },
  },
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'hubspot-analytics',
    'hubspot-cookie-policy-banner',
    'google-tag-manager',
    'cloudflare',
    'linkedin-insight-tag',
    'jquery',
    'open-graph',
  ],
  partners: {
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'sage.com': 'technology',
    'freeagent.com': 'technology',
    'personio.com': 'technology',
    'hibob.com': 'technology',
    'peoplecrate.co.uk': 'technology',
    'rotaflow.co.uk': 'technology',
    'clockrail.io': 'technology',
    'harbourlinepensions.co.uk': 'technology',
    'perkspring.com': 'technology',
    'slack.com': 'technology',
    'hartwelldunn.co.uk': 'channel',
    'kinrosspayroll.co.uk': 'channel',
    'teifivalleyaccounts.co.uk': 'channel',
    'laganbookkeeping.com': 'channel',
  },
};
