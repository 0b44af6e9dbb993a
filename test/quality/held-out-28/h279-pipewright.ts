import type { CorpusSite } from '../corpus/types.js';

// Pipewright: US sales-engagement and call-intelligence SaaS, on HubSpot CMS (behind Cloudflare) with Wistia videos.
// The integration catalogue is grouped by category with "Built by <maker>" links; solutions partners (RevOps
// agencies) are tiered cards; community partners sit in a separate section. HubSpot is both the CMS and a listed
// integration.

const HUB = '7654321';
const FS = `https://${HUB}.fs1.hubspotusercontent-na1.net/hubfs/${HUB}`;

const hsHeaders = (contentId: string): Record<string, string> => ({
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8e2a1b3c4d5e6f70-IAD',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-hs-content-id': contentId,
  'x-hs-cache-config': 'BrowserCache5MinEdgeCache10Min',
  'x-hs-prerendered': 'Tue, 11 Mar 2025 17:02:44 GMT',
  'cache-control': 's-maxage=36000,max-age=5',
});

const head = (title: string, description: string, path: string, extra = '') => `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://www.pipewright.com/hubfs/brand/favicon-32.png">
    <meta name="description" content="${description}">
    <link rel="preconnect" href="https://fonts.googleapis.com">
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Manrope:wght@400;500;600;700;800&amp;display=swap">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
    <script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">
    <style>a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}.hs-breadcrumb-menu-divider:before{content:'›';padding-left:10px}.hs-featured-image-link{border:0}.hs-featured-image{float:right;margin:0 0 20px 20px;max-width:50%}@media (max-width: 568px){.hs-featured-image{float:none;margin:0;width:100%;max-width:100%}}.hs-screen-reader-text{clip:rect(1px, 1px, 1px, 1px);height:1px;overflow:hidden;position:absolute !important;width:1px}</style>
    <link rel="stylesheet" href="https://www.pipewright.com/hubfs/hub_generated/template_assets/1/148823764512/1741712547321/template_main.min.css">
    <link rel="stylesheet" href="https://www.pipewright.com/hubfs/hub_generated/template_assets/1/148823764513/1741712546018/template_theme-overrides.min.css">
    <link rel="stylesheet" href="https://www.pipewright.com/hubfs/hub_generated/module_assets/1/148824012877/1741712559114/module_mega-menu.min.css">
    <link rel="canonical" href="https://www.pipewright.com${path}">
    <meta property="og:url" content="https://www.pipewright.com${path}">
    <meta property="og:image" content="https://www.pipewright.com/hubfs/social/pipewright-og.png">
    <meta name="twitter:card" content="summary_large_image">
    <meta http-equiv="content-language" content="en">
    <meta name="generator" content="HubSpot">${extra}
</head>`;

const header = `<body>
    <div class="body-wrapper   hs-content-id-${HUB} hs-site-page page ">
      <div data-global-resource-path="pipewright-2024/templates/partials/header.html"><div id="hs_cos_wrapper_cookie_banner" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"></div>
<header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo"><a href="/" class="header__logo-link"><img src="https://www.pipewright.com/hubfs/brand/pipewright-logo.svg" alt="Pipewright" width="150" height="32" loading="eager"></a></div>
    <nav class="mega-menu" aria-label="Main menu">
      <ul class="mega-menu__list">
        <li class="mega-menu__item mega-menu__item--has-panel"><button class="mega-menu__toggle" aria-expanded="false">Platform</button>
          <div class="mega-menu__panel">
            <div class="mega-menu__col"><p class="mega-menu__heading">Engage</p><ul><li><a href="/platform/sequences">Sequences</a></li><li><a href="/platform/dialer">Power dialer</a></li><li><a href="/platform/email">Email &amp; LinkedIn tasks</a></li></ul></div>
            <div class="mega-menu__col"><p class="mega-menu__heading">Analyze</p><ul><li><a href="/platform/call-intelligence">Call intelligence</a></li><li><a href="/platform/forecasting">Forecasting</a></li><li><a href="/platform/coaching">Coaching</a></li></ul></div>
            <div class="mega-menu__col"><p class="mega-menu__heading">Connect</p><ul><li><a href="/integrations">Integrations</a></li><li><a href="https://developers.pipewright.com">API &amp; developers</a></li><li><a href="/security">Security</a></li></ul></div>
          </div></li>
        <li class="mega-menu__item"><a href="/pricing">Pricing</a></li>
        <li class="mega-menu__item"><a href="/customers">Customers</a></li>
        <li class="mega-menu__item mega-menu__item--has-panel"><button class="mega-menu__toggle" aria-expanded="false">Partners</button>
          <div class="mega-menu__panel mega-menu__panel--narrow"><ul><li><a href="/partners">Partner program</a></li><li><a href="/integrations">Technology partners</a></li><li><a href="/partners/solutions-partners">Find a solutions partner</a></li><li><a href="https://partners.pipewright.com/login">Partner portal</a></li></ul></div></li>
        <li class="mega-menu__item"><a href="/resources">Resources</a></li>
        <li class="mega-menu__item"><a href="/company">Company</a></li>
      </ul>
    </nav>
    <div class="header__cta"><a class="button button--ghost" href="https://app.pipewright.com/login">Log in</a><a class="button" href="/demo">Get a demo</a></div>
  </div>
</header></div>
      <main id="main-content" class="body-container-wrapper">`;

const footer = `</main>
      <div data-global-resource-path="pipewright-2024/templates/partials/footer.html"><footer class="footer"><div class="footer__container content-wrapper">
  <div class="footer__brand"><img src="https://www.pipewright.com/hubfs/brand/pipewright-logo-white.svg" alt="Pipewright" width="140" height="30" loading="lazy"><p>Pipewright, Inc. · 101 Federal Street, Suite 1900 · Boston, MA 02110</p><ul class="footer__social"><li><a href="https://www.linkedin.com/company/pipewright" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://x.com/pipewrighthq" target="_blank" rel="noopener">X</a></li><li><a href="https://www.youtube.com/@pipewright" target="_blank" rel="noopener">YouTube</a></li></ul></div>
  <div class="footer__col"><p class="footer__heading">Platform</p><ul><li><a href="/platform/sequences">Sequences</a></li><li><a href="/platform/dialer">Dialer</a></li><li><a href="/platform/call-intelligence">Call intelligence</a></li><li><a href="/integrations">Integrations</a></li><li><a href="/pricing">Pricing</a></li></ul></div>
  <div class="footer__col"><p class="footer__heading">Partners</p><ul><li><a href="/partners">Partner program</a></li><li><a href="/partners/solutions-partners">Solutions partners</a></li><li><a href="/integrations">Integration directory</a></li></ul></div>
  <div class="footer__col"><p class="footer__heading">Company</p><ul><li><a href="/company">About</a></li><li><a href="/customers">Customers</a></li><li><a href="https://jobs.lever.co/pipewright">Careers</a></li><li><a href="https://status.pipewright.com">Status</a></li><li><a href="mailto:hello@pipewright.com">Contact</a></li></ul></div>
  <div class="footer__legal"><p>© 2025 Pipewright, Inc. All rights reserved.</p><ul><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/terms">Terms</a></li><li><a href="/legal/dpa">DPA</a></li><li><a href="/legal/cookies">Cookie settings</a></li></ul></div>
</div></footer></div>
    </div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://www.pipewright.com/hubfs/hub_generated/template_assets/1/148823764601/1741712548012/template_main.min.js"></script>
<script>var hsVars = {"ticks":1741712564321,"page_id":148830012345,"content_group_id":0,"portal_id":${HUB},"app_hs_base_url":"https://app.hubspot.com","cp_hs_base_url":"https://cp.hubspot.com","language":"en","analytics_page_type":"standard-page","scp_content_type":"","category_id":1,"folder_id":0,"is_hubspot_user":false}</script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">var _hsq = _hsq || [];_hsq.push(["setContentType", "standard-page"]);_hsq.push(["setCanonicalUrl", ""]);_hsq.push(["setPageId", "148830012345"]);_hsq.push(["setContentMetadata", {"contentPageId":148830012345,"legacyPageId":"148830012345","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":148830012345,"languageCode":"en","pageTitle":"","pageAnalyticsUrl":""}]);</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->
</body></html>`;

const page = (title: string, description: string, path: string, body: string, extra = '') =>
  `${head(title, description, path, extra)}\n${header}\n${body}\n${footer}`;

const dnd = (cls: string, inner: string) =>
  `<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section ${cls}"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column" data-widget-type="cell" data-x="0" data-w="12"><div class="content-wrapper">${inner}</div></div></div></div>`;

// ---------------------------------------------------------------- home

const home = page(
  'Pipewright | Sales engagement and call intelligence for B2B revenue teams',
  'Sequences, a power dialer and AI call intelligence in one platform that writes everything back to your CRM.',
  '/',
  `${dnd(
    'dnd_area-row-0-background-color hero',
    `<div class="hero__grid"><div><p class="eyebrow">Sales engagement platform</p><h1>Every rep, every call, every follow-up — handled</h1><p class="hero__lead">Pipewright runs your outbound sequences, dials for your reps and turns every conversation into CRM-ready notes, next steps and forecast signals.</p><div class="hero__ctas"><a class="button" href="/demo">Get a demo</a><a class="button button--ghost" href="/platform/call-intelligence">Watch the tour</a></div></div><div class="hero__video"><script src="https://fast.wistia.com/embed/medias/p7w2r9k1xq.jsonp" async></script><script src="https://fast.wistia.com/assets/external/E-v1.js" async></script><div class="wistia_responsive_padding" style="padding:56.25% 0 0 0;position:relative;"><div class="wistia_responsive_wrapper" style="height:100%;left:0;position:absolute;top:0;width:100%;"><div class="wistia_embed wistia_async_p7w2r9k1xq seo=true videoFoam=true" style="height:100%;position:relative;width:100%">&nbsp;</div></div></div></div></div>`,
  )}
${dnd(
  'logos',
  `<p class="logos__title">Revenue teams at 1,900+ companies close more with Pipewright</p><div class="logos__row"><img src="${FS}/customers/northwind-freight.svg" alt="Northwind Freight" width="140" height="40" loading="lazy"><img src="${FS}/customers/acumen-health.svg" alt="Acumen Health" width="140" height="40" loading="lazy"><img src="${FS}/customers/brightpath-hr.svg" alt="BrightPath HR" width="140" height="40" loading="lazy"><img src="${FS}/customers/cobalt-security.svg" alt="Cobalt Security" width="140" height="40" loading="lazy"><img src="${FS}/customers/fernhill-software.svg" alt="Fernhill Software" width="140" height="40" loading="lazy"></div>`,
)}
${dnd(
  'features',
  `<h2 class="text-center">One workspace for the whole sales motion</h2><div class="features__grid"><div class="feature"><h3>Sequences that adapt</h3><p>Multichannel cadences that pause automatically when a prospect replies, books a meeting or changes stage in your CRM.</p><a href="/platform/sequences">Explore sequences</a></div><div class="feature"><h3>A dialer reps actually like</h3><p>Parallel and power dialing with local presence, voicemail drop and one-click logging.</p><a href="/platform/dialer">Explore the dialer</a></div><div class="feature"><h3>AI call intelligence</h3><p>Transcripts, talk ratios, objections and next steps — summarized and written to the opportunity.</p><a href="/platform/call-intelligence">Explore call intelligence</a></div><div class="feature"><h3>Forecasts you can defend</h3><p>Deal health scores built from real buyer engagement, not rep optimism.</p><a href="/platform/forecasting">Explore forecasting</a></div></div>`,
)}
${dnd(
  'integrations-strip',
  `<h2>Works where your team works</h2><p>Native, bi-directional sync with Salesforce, HubSpot and Microsoft Dynamics 365, plus 40+ integrations for telephony, calendars and data. <a href="/integrations">See all integrations →</a></p>`,
)}
${dnd(
  'proof',
  `<div class="proof__grid"><a href="https://www.g2.com/products/pipewright/reviews" target="_blank" rel="noopener"><img src="${FS}/badges/g2-leader-spring-2025.svg" alt="G2 Leader Spring 2025 – Sales Engagement" width="100" height="116" loading="lazy"></a><a href="https://www.g2.com/products/pipewright/reviews" target="_blank" rel="noopener"><img src="${FS}/badges/g2-best-results-2025.svg" alt="G2 Best Results Mid-Market" width="100" height="116" loading="lazy"></a><div class="proof__quote"><blockquote>“Our SDRs book 31% more meetings and our managers finally know what happens on calls.”</blockquote><p>— Dana Ruiz, VP Sales, Cobalt Security</p></div></div>`,
)}
${dnd(
  'cta-band',
  `<h2>See Pipewright with your own pipeline</h2><p>Connect your CRM to a sandbox and we'll show you what your reps are missing.</p><a class="button" href="/demo">Get a demo</a>`,
)}`,
);

// ---------------------------------------------------------------- integrations catalogue

type Int = { name: string; slug: string; maker: string; url: string | null; cat: string; text: string; detail?: boolean };
const ints: Int[] = [
  {
    name: 'Salesforce',
    slug: 'salesforce',
    maker: 'Salesforce',
    url: 'https://www.salesforce.com/',
    cat: 'CRM',
    text: 'Managed package with bi-directional sync of leads, contacts, accounts, opportunities and activities.',
    detail: true,
  },
  {
    name: 'HubSpot',
    slug: 'hubspot',
    maker: 'HubSpot',
    url: 'https://www.hubspot.com/',
    cat: 'CRM',
    text: 'Certified HubSpot App Marketplace integration: sequences, calls and notes on every record.',
  },
  {
    name: 'Microsoft Dynamics 365 Sales',
    slug: 'dynamics-365',
    maker: 'Microsoft',
    url: 'https://www.microsoft.com/en-us/dynamics-365/products/sales',
    cat: 'CRM',
    text: 'Sync activities, contacts and opportunities with Dynamics 365 Sales.',
  },
  {
    name: 'Pipedrive',
    slug: 'pipedrive',
    maker: 'Pipedrive',
    url: 'https://www.pipedrive.com/',
    cat: 'CRM',
    text: 'Log calls and emails and trigger sequences from Pipedrive deals.',
  },
  {
    name: 'Zoom',
    slug: 'zoom',
    maker: 'Zoom',
    url: 'https://zoom.us/',
    cat: 'Meetings & calendar',
    text: 'Record and analyze Zoom meetings automatically with call intelligence.',
  },
  {
    name: 'Google Calendar',
    slug: 'google-calendar',
    maker: 'Pipewright',
    url: null,
    cat: 'Meetings & calendar',
    text: 'Book meetings from sequences using your reps’ availability.',
  },
  {
    name: 'Outlook Calendar',
    slug: 'outlook-calendar',
    maker: 'Pipewright',
    url: null,
    cat: 'Meetings & calendar',
    text: 'Availability and meeting booking for Microsoft 365 calendars.',
  },
  {
    name: 'RingCentral',
    slug: 'ringcentral',
    maker: 'RingCentral',
    url: 'https://www.ringcentral.com/',
    cat: 'Telephony',
    text: 'Use your RingCentral numbers in the Pipewright dialer with full call recording.',
  },
  {
    name: 'Aircall',
    slug: 'aircall',
    maker: 'Aircall',
    url: 'https://aircall.io/',
    cat: 'Telephony',
    text: 'Bring Aircall calls into call intelligence and sequences.',
  },
  {
    name: 'Dialpad',
    slug: 'dialpad',
    maker: 'Dialpad',
    url: 'https://www.dialpad.com/',
    cat: 'Telephony',
    text: 'Sync Dialpad calls, transcripts and dispositions.',
  },
  {
    name: 'ZoomInfo',
    slug: 'zoominfo',
    maker: 'ZoomInfo',
    url: 'https://www.zoominfo.com/',
    cat: 'Data & enrichment',
    text: 'Enrich prospects with verified direct dials and emails before they enter a sequence.',
  },
  {
    name: 'Snowflake',
    slug: 'snowflake',
    maker: 'Snowflake',
    url: 'https://www.snowflake.com/',
    cat: 'Data & enrichment',
    text: 'Share engagement and call data to your Snowflake account with zero-copy data sharing.',
  },
  {
    name: 'Slack',
    slug: 'slack',
    maker: 'Slack',
    url: 'https://slack.com/',
    cat: 'Messaging & automation',
    text: 'Deal alerts, call highlights and coaching moments in Slack channels.',
  },
  {
    name: 'Zapier',
    slug: 'zapier',
    maker: 'Zapier',
    url: 'https://zapier.com/apps/pipewright/integrations',
    cat: 'Messaging & automation',
    text: 'Connect Pipewright to 6,000+ apps with no-code Zaps.',
  },
  {
    name: 'Webhooks',
    slug: 'webhooks',
    maker: 'Pipewright',
    url: null,
    cat: 'Messaging & automation',
    text: 'Subscribe to 30+ events and build your own integrations.',
  },
];
const icats = [...new Set(ints.map((i) => i.cat))];
const slugCat = (c: string) => c.toLowerCase().replace(/[^a-z]+/g, '-');

const integrations = page(
  'Integrations | Pipewright',
  'Pipewright integrates with Salesforce, HubSpot, Dynamics 365, Zoom, RingCentral, ZoomInfo, Slack and more.',
  '/integrations',
  `${dnd('page-hero', `<p class="eyebrow">Integrations</p><h1>Plug Pipewright into your revenue stack</h1><p>Pre-built integrations with the CRMs, phone systems and data tools your team already uses. Technology partners build and maintain many of these integrations together with us.</p>`)}
${dnd(
  'catalogue',
  `<div class="catalogue"><aside class="catalogue__nav"><p class="catalogue__nav-title">Categories</p><ul><li><a href="#all" class="is-active">All (${ints.length})</a></li>${icats.map((c) => `<li><a href="#${slugCat(c)}">${c.replace('&', '&amp;')} (${ints.filter((i) => i.cat === c).length})</a></li>`).join('')}</ul></aside><div class="catalogue__body" id="all">${icats
    .map(
      (c) =>
        `<section class="catalogue__group" id="${slugCat(c)}"><h2>${c.replace('&', '&amp;')}</h2><div class="catalogue__grid">${ints
          .filter((i) => i.cat === c)
          .map(
            (i) =>
              `<div class="int-card"><img src="https://www.pipewright.com/hubfs/integrations/${i.slug}.svg" alt="${i.name} logo" width="48" height="48" loading="lazy"><h3>${i.name}</h3><p>${i.text}</p><p class="int-card__meta">${i.url ? `Built by <a href="${i.url}" target="_blank" rel="noopener">${i.maker}</a>` : 'Built by Pipewright'}</p>${i.detail ? `<a class="int-card__more" href="/integrations/${i.slug}">Learn more</a>` : ''}</div>`,
          )
          .join('')}</div></section>`,
    )
    .join('')}</div></div>`,
)}
${dnd('cta-band', `<h2>Don't see your tool?</h2><p>Build on the <a href="https://developers.pipewright.com">Pipewright API</a> or <a href="/partners#technology">apply to become a technology partner</a>.</p>`)}`,
);

const sfdc = page(
  'Salesforce integration | Pipewright',
  'The Pipewright managed package for Salesforce: bi-directional sync, activity logging and call intelligence on every opportunity.',
  '/integrations/salesforce',
  `${dnd('page-hero', `<ul class="hs-breadcrumb-menu"><li class="hs-breadcrumb-menu-item first-crumb"><a href="/integrations" class="hs-breadcrumb-label">Integrations</a><span class="hs-breadcrumb-menu-divider"></span></li><li class="hs-breadcrumb-menu-item last-crumb"><span class="hs-breadcrumb-label">Salesforce</span></li></ul><h1>Pipewright for Salesforce</h1><p>Install our managed package from the Salesforce AppExchange and keep every activity, call and next step on the right record — automatically.</p><p><a class="button" href="https://app.pipewright.com/settings/crm/salesforce">Connect Salesforce</a></p>`)}
${dnd(
  'body',
  `<div class="two-col"><div><h2>What syncs</h2><ul><li>Leads, contacts and accounts — two-way, every 2 minutes</li><li>Opportunities, stages and amounts</li><li>Calls, emails and LinkedIn tasks as Salesforce activities</li><li>AI call summaries and next steps on the opportunity</li><li>Custom objects and fields with the field mapper</li></ul><h2>Requirements</h2><p>Salesforce Professional (with API), Enterprise or Unlimited edition.</p></div><div class="partner-box"><img src="https://www.pipewright.com/hubfs/integrations/salesforce.svg" alt="Salesforce" width="96" height="96" loading="lazy"><p><strong>Salesforce ISV partner</strong></p><p>Pipewright is a Salesforce ISV partner and our package has passed the AppExchange security review.</p><p><a href="https://www.salesforce.com/" target="_blank" rel="noopener">salesforce.com</a></p></div></div>`,
)}`,
);

// ---------------------------------------------------------------- partners hub

const partners = page(
  'Partner program | Pipewright',
  'Join the Pipewright partner program as a technology, solutions or community partner.',
  '/partners',
  `${dnd('page-hero', `<p class="eyebrow">Partners</p><h1>Grow revenue with Pipewright</h1><p>Our partner ecosystem brings together the technology companies, RevOps agencies and sales communities that help B2B teams sell better.</p>`)}
${dnd(
  'partner-types',
  `<div class="three-col"><div id="technology"><h2>Technology partners</h2><p>Build an integration and get listed in our <a href="/integrations">integration directory</a>. Joint go-to-market for certified integrations.</p></div><div id="solutions"><h2>Solutions partners</h2><p>RevOps and sales consultancies that implement Pipewright, build playbooks and train teams. <a href="/partners/solutions-partners">Find a solutions partner</a>.</p></div><div id="community"><h2>Community partners</h2><p>We partner with the sales communities our customers learn from.</p></div></div>`,
)}
${dnd(
  'community',
  `<h2>Our community partners</h2><div class="community-grid"><div class="community-card"><img src="${FS}/partners/pavilion.svg" alt="Pavilion" width="160" height="48" loading="lazy"><p>Pavilion members get exclusive Pipewright playbooks and 20% off the Growth plan.</p><a href="https://www.joinpavilion.com/" target="_blank" rel="noopener">Visit Pavilion</a></div><div class="community-card"><img src="${FS}/partners/revgenius.svg" alt="RevGenius" width="160" height="48" loading="lazy"><p>Co-hosted monthly SDR workshops and the annual Cold Call Championship.</p><a href="https://www.revgenius.com/" target="_blank" rel="noopener">Visit RevGenius</a></div></div>`,
)}
${dnd(
  'apply',
  `<h2>Apply to the partner program</h2><div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form"><div class="hbspt-form" id="hbspt-form-5d1c2b3a-4e5f-6a7b-8c9d-0e1f2a3b4c5d"><form novalidate accept-charset="UTF-8" action="https://forms.hsforms.com/submissions/v3/public/submit/formsnext/multipart/${HUB}/5d1c2b3a-4e5f-6a7b-8c9d-0e1f2a3b4c5d" enctype="multipart/form-data" id="hsForm_5d1c2b3a" method="POST" class="hs-form stacked hs-custom-form"><fieldset class="form-columns-2"><div class="hs_firstname hs-firstname hs-fieldtype-text field hs-form-field"><label for="firstname-5d1c"><span>First name</span><span class="hs-form-required">*</span></label><div class="input"><input id="firstname-5d1c" name="firstname" required="" type="text" class="hs-input" value=""></div></div><div class="hs_lastname hs-lastname hs-fieldtype-text field hs-form-field"><label for="lastname-5d1c"><span>Last name</span><span class="hs-form-required">*</span></label><div class="input"><input id="lastname-5d1c" name="lastname" required="" type="text" class="hs-input" value=""></div></div></fieldset><fieldset class="form-columns-1"><div class="hs_email hs-email hs-fieldtype-text field hs-form-field"><label for="email-5d1c"><span>Work email</span><span class="hs-form-required">*</span></label><div class="input"><input id="email-5d1c" name="email" required="" type="email" class="hs-input" value=""></div></div></fieldset><fieldset class="form-columns-1"><div class="hs_partner_type hs-partner_type hs-fieldtype-select field hs-form-field"><label for="partner_type-5d1c"><span>Partner type</span></label><div class="input"><select id="partner_type-5d1c" name="partner_type" class="hs-input"><option value="technology">Technology partner</option><option value="solutions">Solutions partner</option><option value="community">Community partner</option></select></div></div></fieldset><div class="hs_submit hs-submit"><div class="actions"><input type="submit" class="hs-button primary large" value="Apply now"></div></div></form></div></div><p>Existing partners: <a href="https://partners.pipewright.com/login">sign in to the partner portal</a>.</p>`,
)}`,
);

// ---------------------------------------------------------------- solutions partners directory (tiers)

const sps: [string, string, string, string, string][] = [
  [
    'Elite',
    'Cadence & Co',
    'https://www.cadenceandco.com/',
    'San Francisco, CA',
    'Full-service RevOps agency: Pipewright + Salesforce implementations, SDR playbooks and outsourced sales ops.',
  ],
  [
    'Elite',
    'RevPartners',
    'https://revpartners.io/',
    'Remote (US)',
    'RevOps-as-a-service for scaling SaaS companies, with certified Pipewright and HubSpot consultants.',
  ],
  [
    'Premier',
    'Tallgrass Revenue',
    'https://tallgrassrevenue.com/',
    'Kansas City, MO',
    'Sales process design and onboarding for mid-market teams moving off legacy dialers.',
  ],
  [
    'Premier',
    'Ridgeline GTM',
    'https://www.ridgelinegtm.com/',
    'Denver, CO',
    'Go-to-market engineering: data, routing and sequence architecture for outbound teams.',
  ],
];

const solutions = page(
  'Find a solutions partner | Pipewright',
  'Certified RevOps agencies and consultancies that implement Pipewright and build sales playbooks.',
  '/partners/solutions-partners',
  `${dnd('page-hero', `<ul class="hs-breadcrumb-menu"><li class="hs-breadcrumb-menu-item first-crumb"><a href="/partners" class="hs-breadcrumb-label">Partners</a><span class="hs-breadcrumb-menu-divider"></span></li><li class="hs-breadcrumb-menu-item last-crumb"><span class="hs-breadcrumb-label">Solutions partners</span></li></ul><h1>Find a solutions partner</h1><p>Certified agencies that implement Pipewright, migrate your sequences and coach your reps.</p>`)}
${['Elite', 'Premier']
  .map((tier) =>
    dnd(
      `tier tier--${tier.toLowerCase()}`,
      `<h2><span class="tier-badge">${tier}</span> ${tier} partners</h2><div class="sp-grid">${sps
        .filter((s) => s[0] === tier)
        .map(
          ([, n, u, loc, d]) =>
            `<article class="sp-card"><img src="${FS}/partners/${n.toLowerCase().replace(/[^a-z]+/g, '-')}.svg" alt="${n.replace('&', '&amp;')} logo" width="160" height="48" loading="lazy"><h3>${n.replace('&', '&amp;')}</h3><p class="sp-card__loc">${loc}</p><p>${d}</p><a class="button button--small" href="${u}" target="_blank" rel="noopener">Visit website</a></article>`,
        )
        .join('')}</div>`,
    ),
  )
  .join('\n')}
${dnd('cta-band', `<h2>Want to be listed?</h2><p><a href="/partners#solutions">Apply to become a solutions partner</a>.</p>`)}`,
);

// ---------------------------------------------------------------- customers

const customers = page(
  'Customer stories | Pipewright',
  'How B2B revenue teams use Pipewright to book more meetings and forecast with confidence.',
  '/customers',
  `${dnd('page-hero', `<p class="eyebrow">Customers</p><h1>Teams that sell with Pipewright</h1>`)}
${dnd(
  'stories',
  `<div class="story-grid">${[
    ['Cobalt Security', '+31% meetings booked per SDR', 'https://www.cobaltsecurity.com/'],
    ['Northwind Freight', 'Forecast accuracy within 4%', 'https://northwindfreight.com/'],
    ['Acumen Health', 'Ramp time cut from 5 months to 9 weeks', 'https://www.acumenhealth.io/'],
    ['Fernhill Software', 'Replaced three tools and saved $180k a year', 'https://fernhillsoftware.com/'],
  ]
    .map(
      ([n, r, u], i) =>
        `<article class="story"><img src="${FS}/customers/${n!.toLowerCase().replace(/\s+/g, '-')}.svg" alt="${n}" width="140" height="40" loading="lazy"><h2>${r}</h2><p>${n} standardized its outbound motion on Pipewright and syncs every call to its CRM.</p><a href="/customers#story-${i}">Read the story</a> · <a href="${u}" target="_blank" rel="nofollow noopener">${n}</a></article>`,
    )
    .join('')}</div>`,
)}
${dnd('video', `<h2>Hear it from Cobalt Security</h2><div class="wistia_embed wistia_async_c0b4lt9s2x videoFoam=true" style="height:360px;width:640px">&nbsp;</div>`)}`,
);

// ---------------------------------------------------------------- company (negatives)

const company = page(
  'About Pipewright',
  'Pipewright is a Boston-based sales software company founded in 2018.',
  '/company',
  `${dnd('page-hero', `<p class="eyebrow">Company</p><h1>We build software reps want to use</h1><p>Founded in Boston in 2018 by former SDR leaders, Pipewright now has 260 employees and customers in 30 countries.</p>`)}
${dnd(
  'investors',
  `<h2>Investors</h2><p>We've raised $112M from <a href="https://www.brightwatercap.com/" target="_blank" rel="noopener">Brightwater Capital</a>, <a href="https://www.lakestar-ventures.com/" target="_blank" rel="noopener">Lakestar Ventures</a> and <a href="https://www.harbor.vc/" target="_blank" rel="noopener">Harbor VC</a>.</p>`,
)}
${dnd(
  'analysts',
  `<h2>Analyst recognition</h2><ul><li>Named a Representative Vendor in the <a href="https://www.gartner.com/en/documents/market-guide-revenue-action-orchestration" target="_blank" rel="noopener">Gartner® Market Guide for Revenue Action Orchestration</a></li><li>A Strong Performer in <a href="https://www.forrester.com/report/the-forrester-wave-sales-engagement-platforms" target="_blank" rel="noopener">The Forrester Wave™: Sales Engagement Platforms</a></li><li>Leader, <a href="https://www.g2.com/categories/sales-engagement" target="_blank" rel="noopener">G2 Grid® for Sales Engagement</a>, eight consecutive quarters</li></ul>`,
)}
${dnd(
  'events',
  `<h2>Events</h2><p>Meet us at <a href="https://www.saastrannual.com/" target="_blank" rel="noopener">SaaStr Annual</a> (booth 412) and at our own customer conference, Pipewright Forge, in Boston this October.</p><h2>Careers</h2><p>We're hiring across engineering, sales and customer success. <a href="https://jobs.lever.co/pipewright">View open roles</a>.</p><h2>Security</h2><p>SOC 2 Type II and ISO 27001 certified. Visit our <a href="https://trust.pipewright.com">trust center</a>.</p>`,
)}`,
);

export const site: CorpusSite = {
  domain: 'pipewright.com',
  covers:
    'US sales-engagement SaaS on HubSpot CMS/Cloudflare with Wistia: a category-grouped integration catalogue with "Built by <maker>" links (calendar and webhook integrations built in-house have none), a Salesforce detail page, tiered solutions-partner cards and community partners; HubSpot is both the CMS and a listed integration; negatives are customer logos and sites, investors, Gartner/Forrester/G2, SaaStr, Lever careers, HubSpot file-host assets and own portal/app/status subdomains.',
  pages: {
    '/': { headers: hsHeaders('148830012345'), html: home },
    '/integrations': { headers: hsHeaders('148830012346'), html: integrations },
    '/integrations/salesforce': { headers: hsHeaders('148830012347'), html: sfdc },
    '/partners': { headers: hsHeaders('148830012348'), html: partners },
    '/partners/solutions-partners': { headers: hsHeaders('148830012349'), html: solutions },
    '/partner-program': { status: 301, redirect: '/partners' },
    '/customers': { headers: hsHeaders('148830012350'), html: customers },
    '/company': { headers: hsHeaders('148830012351'), html: company },
  },
  sitemap: ['/', '/integrations', '/integrations/salesforce', '/partners', '/partners/solutions-partners', '/customers', '/company'],
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'jquery', 'wistia', 'google-font-api', 'lever', 'open-graph'],
  partners: {
    'salesforce.com': 'technology',
    'hubspot.com': 'technology',
    'microsoft.com': 'technology',
    'pipedrive.com': 'technology',
    'zoom.us': 'technology',
    'ringcentral.com': 'technology',
    'aircall.io': 'technology',
    'dialpad.com': 'technology',
    'zoominfo.com': 'technology',
    'snowflake.com': 'technology',
    'slack.com': 'technology',
    'zapier.com': 'technology',
    'cadenceandco.com': 'channel',
    'revpartners.io': 'channel',
    'tallgrassrevenue.com': 'channel',
    'ridgelinegtm.com': 'channel',
    'joinpavilion.com': 'generic',
    'revgenius.com': 'generic',
  },
};
