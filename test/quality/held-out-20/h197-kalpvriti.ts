import type { CorpusSite } from '../corpus/types.js';

// Kalpvriti Consulting: Indian IT services and consulting firm (Bengaluru/Pune/Dubai). HubSpot CMS Hub behind
// Cloudflare (x-hs-hub-id), HubSpot-hosted jQuery, GTM, LinkedIn Insight, YouTube embed. Partner page named
// "Alliances" with tiered alliances in an accordion and two alliance detail pages; /partners redirects there.
// Memberships and academic/CSR partners on About; clients, analysts, awards, Naukri/LinkedIn jobs as negatives.

const HUB = '24681357';
const HEADERS: Record<string, string> = {
  server: 'cloudflare',
  'cf-ray': '8935a0c4fe1b4a27-BOM',
  'cf-cache-status': 'HIT',
  'content-type': 'text/html;charset=utf-8',
  'x-hs-hub-id': HUB,
  'x-hs-cache-config': 'BrowserCache5MinEdgeCache10Min',
  'x-hs-content-id': '84620551233',
  'x-powered-by': 'HubSpot',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  vary: 'Accept-Encoding',
};

const HUBFS = `https://kalpvriti.com/hubfs`;
let wid = 1699014000000;
const mod = (inner: string, name: string) => {
  wid += 317;
  return `<div id="hs_cos_wrapper_widget_${wid}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><div class="kv-${name}">${inner}</div></div>`;
};
let rowN = 0;
const dnd = (inner: string, cls = '') => {
  rowN++;
  return `<div class="row-fluid-wrapper row-depth-1 row-number-${rowN} dnd-section${cls ? ' ' + cls : ''}"><div class="row-fluid "><div class="span12 widget-span widget-type-cell dnd-column" style="" data-widget-type="cell" data-x="0" data-w="12"><div class="row-fluid-wrapper row-depth-1 row-number-${rowN + 1} dnd-row"><div class="row-fluid "><div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">${inner}</div></div></div></div></div></div>`;
};

const MENU = [
  [
    'Services',
    '/services',
    [
      ['Salesforce Consulting', '/services/salesforce'],
      ['Cloud & Infrastructure', '/services/cloud'],
      ['Data & AI', '/services/data-ai'],
      ['ServiceNow', '/services/servicenow'],
      ['SAP', '/services/sap'],
      ['Intelligent Automation', '/services/automation'],
      ['Managed Services', '/services/managed-services'],
    ],
  ],
  [
    'Industries',
    '/industries',
    [
      ['BFSI', '/industries/bfsi'],
      ['Manufacturing', '/industries/manufacturing'],
      ['Retail & CPG', '/industries/retail'],
      ['Healthcare', '/industries/healthcare'],
    ],
  ],
  ['Alliances', '/alliances', []],
  [
    'Insights',
    '/insights',
    [
      ['Case Studies', '/case-studies'],
      ['Blog', '/blog'],
      ['Whitepapers', '/resources'],
    ],
  ],
  [
    'Company',
    '/about-us',
    [
      ['About Us', '/about-us'],
      ['Leadership', '/about-us#leadership'],
      ['Careers', '/careers'],
      ['Newsroom', '/newsroom'],
    ],
  ],
] as const;

function layout(path: string, pageId: number, title: string, desc: string, body: string, pageCss = ''): string {
  const url = `https://kalpvriti.com${path}`;
  const nav = MENU.map(
    ([label, href, sub]) =>
      `<li class="hs-menu-item hs-menu-depth-1${sub.length ? ' hs-item-has-children' : ''}" role="none"><a href="${href}" ${sub.length ? 'aria-haspopup="true" aria-expanded="false" ' : ''}role="menuitem">${label}</a>${sub.length ? `<ul role="menu" class="hs-menu-children-wrapper">${sub.map(([l, h]) => `<li class="hs-menu-item hs-menu-depth-2" role="none"><a href="${h}" role="menuitem">${l}</a></li>`).join('')}</ul>` : ''}</li>`,
  ).join('');
  return `<!doctype html><html lang="en"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="${HUBFS}/kalpvriti-favicon.png">
    <meta name="description" content="${desc}">
    <!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-W8KQ3PD');</script>
<!-- End Google Tag Manager -->
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${desc}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${desc}">
    <meta name="twitter:title" content="${title}">
    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}.hs-breadcrumb-menu-divider:before{content:'›';padding-left:10px}.hs-featured-image-link{border:0}.hs-featured-image{float:right;margin:0 0 20px 20px;max-width:50%}@media (max-width: 568px){.hs-featured-image{float:none;margin:0;width:100%;max-width:100%}}.hs-screen-reader-text{clip:rect(1px, 1px, 1px, 1px);height:1px;overflow:hidden;position:absolute !important;width:1px}
</style>
<link rel="stylesheet" href="${HUBFS}/hub_generated/template_assets/1/84520319044/1718012345678/template_main.min.css">
<link rel="stylesheet" href="${HUBFS}/hub_generated/template_assets/1/84520319051/1718012345678/template_theme-overrides.min.css">
<link rel="stylesheet" href="${HUBFS}/hub_generated/module_assets/1/84533120998/1718009911223/module_kv-header.min.css">
<link rel="stylesheet" href="${HUBFS}/hub_generated/module_assets/1/84533121004/1718009911223/module_kv-footer.min.css">
<style>
  #hs_cos_wrapper_widget_1699014000317 .kv-hero { background-color:rgba(10, 31, 68, 1.0); padding-top:96px; padding-bottom:96px; }
  .kv-card{border-radius:12px;border:1px solid #e3e8f0;padding:28px;background:#fff;box-shadow:0 4px 18px rgba(10,31,68,.06)}
  .kv-tier{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;padding:4px 10px;border-radius:999px}
  .kv-tier--platinum{background:#e8ecf5;color:#1c2c5b}.kv-tier--gold{background:#fdf1d8;color:#7a5200}.kv-tier--silver{background:#eef1f4;color:#4b5563}
  ${pageCss}
</style>
<link rel="canonical" href="${url}">
<meta property="og:image" content="${HUBFS}/kalpvriti-og-default.jpg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:url" content="${url}">
<meta name="twitter:card" content="summary_large_image">
<meta http-equiv="content-language" content="en-in">
<link rel="alternate" hreflang="en-in" href="${url}">
<link rel="alternate" hreflang="en-ae" href="https://kalpvriti.ae${path}">
    <meta name="generator" content="HubSpot"></head>
  <body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-W8KQ3PD"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
    <div class="body-wrapper   hs-content-id-${pageId} hs-site-page page ">
      <div data-global-resource-path="kalpvriti-2023/templates/partials/header.html"><header class="header"><a href="#main-content" class="header__skip">Skip to content</a><div class="header__container content-wrapper"><div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="${HUBFS}/kalpvriti-logo.svg" class="hs-image-widget " height="44" style="height: auto;width:180px;border-width:0px;border:0px;" width="180" alt="Kalpvriti Consulting" title="Kalpvriti Consulting"></a></span></span></div><div class="header__menu"><span id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><nav aria-label="Main menu" class="navigation-primary"><ul role="menu" class="submenu level-1">${nav}</ul></nav></span></div><div class="header__button"><a class="button" href="/contact-us">Talk to an expert</a></div></div></header></div>
      <main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--${path === '/' ? 'home' : 'page'}">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${body}
</div>
</div>
</div>
</div>
      </main>
      <div data-global-resource-path="kalpvriti-2023/templates/partials/footer.html"><footer class="footer"><div class="footer__container content-wrapper"><div class="footer__grid">
<div class="footer__col"><img src="${HUBFS}/kalpvriti-logo-white.svg" alt="Kalpvriti Consulting" width="160" height="40" loading="lazy"><p>Digital transformation partner to 300+ enterprises across India, the Middle East, the UK and North America.</p><p><a href="mailto:connect@kalpvriti.com">connect@kalpvriti.com</a><br><a href="tel:+918046512200">+91 80 4651 2200</a></p></div>
<div class="footer__col"><p class="footer__heading">Services</p><ul><li><a href="/services/salesforce">Salesforce</a></li><li><a href="/services/cloud">Cloud &amp; Infrastructure</a></li><li><a href="/services/data-ai">Data &amp; AI</a></li><li><a href="/services/servicenow">ServiceNow</a></li><li><a href="/services/sap">SAP</a></li><li><a href="/services/automation">Automation</a></li></ul></div>
<div class="footer__col"><p class="footer__heading">Company</p><ul><li><a href="/about-us">About Us</a></li><li><a href="/alliances">Alliances</a></li><li><a href="/case-studies">Case Studies</a></li><li><a href="/careers">Careers</a></li><li><a href="/contact-us">Contact</a></li></ul></div>
<div class="footer__col"><p class="footer__heading">Offices</p><ul><li>Bengaluru (HQ) – Prestige Tech Park, Marathahalli–Sarjapur Outer Ring Road</li><li>Pune – Hinjawadi Phase 2</li><li>Dubai – <a href="https://kalpvriti.ae">Kalpvriti Consulting FZ-LLC</a>, Dubai Internet City</li></ul></div></div>
<div class="footer__bottom"><ul class="footer__social"><li><a href="https://www.linkedin.com/company/kalpvriti-consulting" target="_blank" rel="noopener">LinkedIn</a></li><li><a href="https://x.com/kalpvriti" target="_blank" rel="noopener">X</a></li><li><a href="https://www.youtube.com/@kalpvriticonsulting" target="_blank" rel="noopener">YouTube</a></li><li><a href="https://www.instagram.com/lifeatkalpvriti/" target="_blank" rel="noopener">Instagram</a></li></ul><p>© 2024 Kalpvriti Consulting Pvt. Ltd. CIN U72900KA2011PTC061234 · <a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-of-use">Terms of Use</a> · <a href="/cookie-policy">Cookie Policy</a> · ISO 9001:2015 &amp; ISO/IEC 27001:2022 certified</p></div></div></footer></div>
    </div>
<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="${HUBFS}/hub_generated/template_assets/1/84520319043/1718012345678/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "${url}"]);
_hsq.push(["setPageId", "${pageId}"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": ${pageId},
    "legacyPageId": "${pageId}",
    "contentFolderId": null,
    "contentGroupId": null,
    "abTestId": null,
    "languageVariantId": ${pageId},
    "languageCode": "en-in"
}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript">
_linkedin_partner_id = "4127786";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script><script type="text/javascript">
(function(l) {
if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};
window.lintrk.q=[]}
var s = document.getElementsByTagName("script")[0];
var b = document.createElement("script");
b.type = "text/javascript";b.async = true;
b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";
s.parentNode.insertBefore(b, s);})(window.lintrk);
</script>
<noscript>
<img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=4127786&fmt=gif" />
</noscript>
</body></html>`;
}

interface Alliance {
  slug: string;
  name: string;
  tier: string;
  level: 'platinum' | 'gold' | 'silver';
  url: string;
  since: number;
  certs: string;
  competencies: string[];
  listing?: { label: string; href: string };
}
const ALLIANCES: Alliance[] = [
  {
    slug: 'salesforce',
    name: 'Salesforce',
    tier: 'Summit (Platinum) Consulting Partner',
    level: 'platinum',
    url: 'https://www.salesforce.com/in/',
    since: 2012,
    certs: '420+ certifications',
    competencies: [
      'Sales Cloud',
      'Service Cloud',
      'Experience Cloud',
      'Financial Services Cloud',
      'Manufacturing Cloud',
      'Data Cloud',
      'Agentforce',
    ],
    listing: {
      label: 'View us on AppExchange',
      href: 'https://appexchange.salesforce.com/appxConsultingListingDetail?listingId=a0N3000000B4kvREAR',
    },
  },
  {
    slug: 'aws',
    name: 'Amazon Web Services',
    tier: 'AWS Advanced Tier Services Partner',
    level: 'platinum',
    url: 'https://aws.amazon.com/partners/',
    since: 2015,
    certs: '160+ AWS certifications',
    competencies: ['Migration Competency', 'DevOps Competency', 'Well-Architected Partner Program', 'AWS Lambda Delivery'],
    listing: {
      label: 'AWS Partner Solutions Finder',
      href: 'https://aws.amazon.com/partners/find/partnerdetails/?n=Kalpvriti%20Consulting&amp;id=0010L00001kQVrbQAG',
    },
  },
  {
    slug: 'microsoft',
    name: 'Microsoft',
    tier: 'Solutions Partner for Data & AI (Azure) and Infrastructure (Azure)',
    level: 'platinum',
    url: 'https://www.microsoft.com/en-in/',
    since: 2013,
    certs: '210+ Microsoft certifications',
    competencies: ['Data & AI (Azure)', 'Infrastructure (Azure)', 'Modern Work', 'Dynamics 365 Sales'],
  },
  {
    slug: 'servicenow',
    name: 'ServiceNow',
    tier: 'ServiceNow Premier Partner',
    level: 'gold',
    url: 'https://www.servicenow.com',
    since: 2017,
    certs: '95 CSA / CIS certifications',
    competencies: ['ITSM', 'ITOM', 'HR Service Delivery', 'Customer Service Management'],
  },
  {
    slug: 'sap',
    name: 'SAP',
    tier: 'SAP Silver Partner',
    level: 'gold',
    url: 'https://www.sap.com/india/',
    since: 2016,
    certs: '70+ SAP certified consultants',
    competencies: ['SAP S/4HANA', 'RISE with SAP', 'SAP BTP', 'SAP SuccessFactors'],
  },
  {
    slug: 'google-cloud',
    name: 'Google Cloud',
    tier: 'Google Cloud Partner – Services',
    level: 'gold',
    url: 'https://cloud.google.com/partners',
    since: 2019,
    certs: '55 Google Cloud certifications',
    competencies: ['Data Analytics', 'Application Modernization'],
  },
  {
    slug: 'snowflake',
    name: 'Snowflake',
    tier: 'Snowflake Select Services Partner',
    level: 'gold',
    url: 'https://www.snowflake.com',
    since: 2020,
    certs: '40 SnowPro certifications',
    competencies: ['Data warehouse migration', 'Snowpark', 'Data sharing'],
  },
  {
    slug: 'databricks',
    name: 'Databricks',
    tier: 'Databricks Consulting Partner',
    level: 'silver',
    url: 'https://www.databricks.com',
    since: 2021,
    certs: '30 Databricks certifications',
    competencies: ['Lakehouse migration', 'MLOps'],
  },
  {
    slug: 'uipath',
    name: 'UiPath',
    tier: 'UiPath Gold Partner',
    level: 'gold',
    url: 'https://www.uipath.com',
    since: 2018,
    certs: '60 UiPath certified developers',
    competencies: ['RPA Center of Excellence', 'Document Understanding', 'Process Mining'],
  },
  {
    slug: 'mulesoft',
    name: 'MuleSoft',
    tier: 'MuleSoft Partner',
    level: 'silver',
    url: 'https://www.mulesoft.com',
    since: 2019,
    certs: '25 MuleSoft certifications',
    competencies: ['API-led connectivity', 'Anypoint Platform'],
  },
  {
    slug: 'hubspot',
    name: 'HubSpot',
    tier: 'HubSpot Gold Solutions Partner',
    level: 'silver',
    url: 'https://www.hubspot.com/partners',
    since: 2020,
    certs: '18 HubSpot certifications',
    competencies: ['CRM implementation', 'Marketing Hub onboarding'],
  },
  {
    slug: 'zoho',
    name: 'Zoho',
    tier: 'Zoho Authorized Partner',
    level: 'silver',
    url: 'https://www.zoho.com/partners/',
    since: 2018,
    certs: '22 Zoho certified consultants',
    competencies: ['Zoho One', 'Zoho CRM', 'Zoho Books for GST'],
  },
];

const tierLabel = { platinum: 'Strategic', gold: 'Premier', silver: 'Specialist' } as const;

const alliancesPage = layout(
  '/alliances',
  84620551871,
  'Technology Alliances | Kalpvriti Consulting',
  'Kalpvriti is a Salesforce Summit partner, AWS Advanced Tier Services partner and Microsoft Solutions Partner. Explore our technology alliance ecosystem.',
  dnd(
    mod(
      `<div class="kv-hero__inner content-wrapper"><p class="kv-eyebrow">Alliance ecosystem</p><h1>Better outcomes through deep technology alliances</h1><p>We invest in certified talent, co-innovation labs and joint go-to-market with the platforms our clients bet on. Our alliances are grouped into Strategic, Premier and Specialist partnerships.</p></div>`,
      'hero',
    ),
    'kv-dark',
  ) +
    dnd(
      mod(
        `<div class="content-wrapper"><div class="kv-stats"><div><strong>12</strong><span>technology alliances</span></div><div><strong>1,150+</strong><span>active certifications</span></div><div><strong>3</strong><span>co-innovation labs</span></div></div></div>`,
        'stats',
      ),
    ) +
    (['platinum', 'gold', 'silver'] as const)
      .map((lvl) =>
        dnd(
          mod(
            `<div class="content-wrapper"><h2>${tierLabel[lvl]} alliances</h2><div class="kv-accordion" data-accordion>${ALLIANCES.filter(
              (a) => a.level === lvl,
            )
              .map(
                (a) =>
                  `<div class="kv-accordion__item"><button class="kv-accordion__toggle" aria-expanded="false" aria-controls="acc-${a.slug}"><img src="${HUBFS}/Alliances/${a.slug}-logo.png" alt="${a.name}" width="120" height="40" loading="lazy"><span class="kv-accordion__title">${a.name}</span><span class="kv-tier kv-tier--${lvl}">${a.tier}</span></button><div class="kv-accordion__panel" id="acc-${a.slug}" hidden><div class="kv-card"><p><strong>Partner since:</strong> ${a.since} · <strong>${a.certs}</strong></p><p><strong>Competencies &amp; specializations:</strong></p><ul>${a.competencies.map((c) => `<li>${c}</li>`).join('')}</ul><p>${['salesforce', 'aws'].includes(a.slug) ? `<a href="/alliances/${a.slug}">Explore our ${a.name} practice</a> · ` : ''}<a href="${a.url}" target="_blank" rel="noopener">${a.name} website</a>${a.listing ? ` · <a href="${a.listing.href}" target="_blank" rel="noopener">${a.listing.label}</a>` : ''}</p></div></div></div>`,
              )
              .join('')}</div></div>`,
            'alliance-group',
          ),
        ),
      )
      .join('') +
    dnd(
      mod(
        `<div class="content-wrapper kv-cta"><h2>Are you an ISV looking for a services partner?</h2><p>We build joint offerings with product companies entering India and the GCC. Write to <a href="mailto:alliances@kalpvriti.com">alliances@kalpvriti.com</a>.</p></div>`,
        'cta',
      ),
      'kv-tint',
    ),
  '.kv-accordion__toggle{display:flex;gap:16px;align-items:center;width:100%;padding:18px 0;border:0;border-bottom:1px solid #e3e8f0;background:none;text-align:left;font:inherit;cursor:pointer}',
);

function practice(slug: string, intro: string, offerings: [string, string][], caseStudy: string): string {
  const a = ALLIANCES.find((x) => x.slug === slug)!;
  return layout(
    `/alliances/${slug}`,
    84620552000 + slug.length,
    `${a.name} Practice | Kalpvriti Consulting`,
    `Kalpvriti is a ${a.tier}. ${a.certs} across ${a.competencies.slice(0, 3).join(', ')} and more.`,
    dnd(
      mod(
        `<div class="kv-hero__inner content-wrapper"><ul class="hs-breadcrumb-menu"><li class="hs-breadcrumb-menu-item first"><a href="/alliances" class="hs-breadcrumb-label">Alliances</a></li><li class="hs-breadcrumb-menu-item last"><span class="hs-breadcrumb-menu-divider"></span><span class="hs-breadcrumb-label">${a.name}</span></li></ul><img src="${HUBFS}/Alliances/${a.slug}-badge.png" alt="${a.tier} badge" width="160" height="80"><h1>${a.name} practice</h1><p>${intro}</p></div>`,
        'hero',
      ),
      'kv-dark',
    ) +
      dnd(
        mod(
          `<div class="content-wrapper"><h2>What we deliver</h2><div class="kv-grid-3">${offerings.map(([t, d]) => `<div class="kv-card"><h3>${t}</h3><p>${d}</p></div>`).join('')}</div></div>`,
          'offerings',
        ),
      ) +
      dnd(
        mod(
          `<div class="content-wrapper"><h2>Credentials</h2><ul><li>${a.tier}, partner since ${a.since}</li><li>${a.certs}</li>${a.competencies.map((c) => `<li>${c}</li>`).join('')}</ul>${a.listing ? `<p><a href="${a.listing.href}" target="_blank" rel="noopener">${a.listing.label}</a></p>` : ''}</div>`,
          'credentials',
        ),
        'kv-tint',
      ) +
      dnd(
        mod(
          `<div class="content-wrapper"><h2>Client story</h2>${caseStudy}<p><a href="/case-studies">More case studies</a></p></div>`,
          'case',
        ),
      ) +
      dnd(
        mod(
          `<div class="content-wrapper kv-cta"><h2>Plan your ${a.name} roadmap with us</h2><a class="button" href="/contact-us?interest=${slug}">Book a discovery workshop</a></div>`,
          'cta',
        ),
        'kv-dark',
      ),
  );
}

const sfPractice = practice(
  'salesforce',
  'Since 2012 we have delivered 900+ Salesforce projects for banks, insurers, manufacturers and retailers. Our Salesforce Center of Excellence in Pune houses 350 consultants, architects and developers, including four Certified Technical Architects.',
  [
    ['Sales & Service Cloud', 'Lead-to-cash and omni-channel service implementations, CPQ and field service.'],
    ['Financial Services Cloud', 'Pre-built accelerators for retail banking, NBFC lending and wealth management.'],
    ['Data Cloud & Agentforce', 'Unified customer profiles and AI agents grounded in your data.'],
    ['Manufacturing Cloud', 'Sales agreements, rebate management and dealer portals.'],
    ['Salesforce managed services', '24×7 admin, release management and org health checks.'],
    ['Org consolidation', 'Merging multiple orgs after acquisitions with zero data loss.'],
  ],
  '<p>A leading NBFC with 1,200 branches replaced three legacy lending systems with Financial Services Cloud and MuleSoft. Loan turnaround time fell from five days to under eight hours.</p>',
);

const awsPractice = practice(
  'aws',
  'Our AWS practice migrates and modernizes enterprise workloads with a focus on regulated industries. We are an AWS Advanced Tier Services Partner with the Migration and DevOps Competencies.',
  [
    ['Migration factory', 'Wave-based migration of VMware and mainframe-adjacent workloads using AWS MGN.'],
    ['Landing zones', 'Multi-account landing zones aligned to RBI and SEBI cloud guidelines.'],
    ['Containers & serverless', 'EKS platforms, Lambda re-architecture and event-driven design.'],
    ['FinOps', 'Cost optimization reviews that typically save 25–35% in the first quarter.'],
    ['Data on AWS', 'Data lakes on S3, Redshift and Glue with governance.'],
    ['Managed cloud', 'Well-Architected operations with 24×7 SRE coverage from Bengaluru.'],
  ],
  '<p>A national retail chain moved 420 servers from two on-premises data centres to AWS Mumbai and Hyderabad regions in nine months, cutting infrastructure cost by 31%.</p>',
);

const CLIENTS = [
  'Vasudha Retail',
  'Shriram Agro Exports',
  'Meridian Life Insurance',
  'Konark Steel',
  'Aarogya Hospitals',
  'Trident Finserv',
  'Gulf Horizon Logistics',
  'Northbridge Bank UK',
];

const home = layout(
  '/',
  84620551233,
  'Kalpvriti Consulting | Salesforce, Cloud, Data & AI Services',
  'Kalpvriti is a digital transformation partner for enterprises in India, the Middle East and beyond: Salesforce, AWS, Azure, ServiceNow, SAP, data and AI.',
  dnd(
    mod(
      `<div class="kv-hero__inner content-wrapper"><h1>Transformation that pays for itself</h1><p>Salesforce, cloud, data and automation programs delivered by 2,400 certified consultants in Bengaluru, Pune and Dubai.</p><a class="button" href="/contact-us">Talk to an expert</a> <a class="button button--secondary" href="/case-studies">See our work</a></div>`,
      'hero',
    ),
    'kv-dark',
  ) +
    dnd(
      mod(
        `<div class="content-wrapper"><p class="kv-logos__title">Trusted by 300+ enterprises</p><ul class="kv-logos">${CLIENTS.map((c) => `<li><img src="${HUBFS}/Clients/${c.toLowerCase().replace(/[^a-z]+/g, '-')}.png" alt="${c}" width="140" height="56" loading="lazy"></li>`).join('')}</ul></div>`,
        'logos',
      ),
    ) +
    dnd(
      mod(
        `<div class="content-wrapper"><h2>What we do</h2><div class="kv-grid-3">${[
          [
            'Salesforce Consulting',
            'Implementation, integration and managed services across all Salesforce clouds.',
            '/services/salesforce',
          ],
          ['Cloud & Infrastructure', 'Migration, modernization and managed cloud on AWS, Azure and Google Cloud.', '/services/cloud'],
          ['Data & AI', 'Modern data platforms, analytics and GenAI use cases that reach production.', '/services/data-ai'],
          ['ServiceNow', 'ITSM, HRSD and CSM implementations and upgrades.', '/services/servicenow'],
          ['SAP', 'S/4HANA conversions, RISE with SAP and BTP extensions.', '/services/sap'],
          ['Intelligent Automation', 'RPA, document AI and process mining.', '/services/automation'],
        ]
          .map(([t, d, h]) => `<a class="kv-card" href="${h}"><h3>${t}</h3><p>${d}</p></a>`)
          .join('')}</div></div>`,
        'services',
      ),
    ) +
    dnd(
      mod(
        `<div class="content-wrapper"><h2>Alliances that matter</h2><p>We are certified partners of the platforms our clients depend on.</p><ul class="kv-alliance-strip">${ALLIANCES.slice(
          0,
          8,
        )
          .map(
            (a) =>
              `<li><a href="/alliances#acc-${a.slug}"><img src="${HUBFS}/Alliances/${a.slug}-logo.png" alt="${a.name}" width="120" height="40" loading="lazy"></a></li>`,
          )
          .join('')}</ul><a href="/alliances">View all alliances</a></div>`,
        'alliances',
      ),
      'kv-tint',
    ) +
    dnd(
      mod(
        `<div class="content-wrapper kv-video"><h2>Inside our Salesforce Center of Excellence</h2><div class="hs-responsive-embed-wrapper hs-responsive-embed-youtube"><iframe width="560" height="315" src="https://www.youtube.com/embed/Xk2q9LmP0aZ?rel=0" title="Kalpvriti Salesforce CoE" frameborder="0" allowfullscreen loading="lazy"></iframe></div></div>`,
        'video',
      ),
    ) +
    dnd(
      mod(
        `<div class="content-wrapper"><h2>Recognition</h2><ul class="kv-awards"><li>Great Place to Work® Certified, India, 2023–24</li><li>Featured as a Rising Star in an ISG Provider Lens™ Salesforce Ecosystem study, 2023</li><li><a href="https://www.everestgrp.com/peak-matrix/" target="_blank" rel="noopener">Everest Group PEAK Matrix®</a> – Aspirant, Salesforce Services 2024</li></ul></div>`,
        'awards',
      ),
      'kv-tint',
    ),
);

const about = layout(
  '/about-us',
  84620551299,
  'About Us | Kalpvriti Consulting',
  'Founded in Bengaluru in 2011, Kalpvriti Consulting has grown to 2,400 people serving enterprises in 14 countries.',
  dnd(
    mod(
      `<div class="kv-hero__inner content-wrapper"><h1>About Kalpvriti</h1><p>Kalpvriti (कल्पवृत्ति) means “the habit of imagining”. We were founded in Bengaluru in 2011 by Anand Raghavan and Meera Kulkarni with twelve engineers and one Salesforce client.</p></div>`,
      'hero',
    ),
    'kv-dark',
  ) +
    dnd(
      mod(
        `<div class="content-wrapper"><div class="kv-stats"><div><strong>2,400+</strong><span>people</span></div><div><strong>14</strong><span>countries served</span></div><div><strong>300+</strong><span>active clients</span></div><div><strong>92%</strong><span>repeat business</span></div></div></div>`,
        'stats',
      ),
    ) +
    dnd(
      mod(
        `<div class="content-wrapper" id="leadership"><h2>Leadership</h2><div class="kv-grid-4">${[
          ['Anand Raghavan', 'Co-founder & CEO'],
          ['Meera Kulkarni', 'Co-founder & COO'],
          ['Farhan Siddiqui', 'CTO'],
          ['Lakshmi Iyer', 'Chief People Officer'],
          ['Rohit Bansal', 'Head – Middle East'],
          ['Claire Whitmore', 'Head – UK & Europe'],
        ]
          .map(
            ([nm, role]) =>
              `<div class="kv-person"><img src="${HUBFS}/Leadership/${nm!.toLowerCase().replace(/ /g, '-')}.jpg" alt="${nm}" width="200" height="200" loading="lazy"><h3>${nm}</h3><p>${role}</p></div>`,
          )
          .join('')}</div></div>`,
        'leadership',
      ),
    ) +
    dnd(
      mod(
        `<div class="content-wrapper"><h2>Industry bodies &amp; academic partners</h2><p>We are a member of <a href="https://nasscom.in" target="_blank" rel="noopener">NASSCOM</a> and the <a href="https://www.cii.in" target="_blank" rel="noopener">Confederation of Indian Industry (CII)</a>, and we run a joint research programme on applied AI with the <a href="https://respark.iitm.ac.in" target="_blank" rel="noopener">IIT Madras Research Park</a>.</p><h2>Giving back</h2><p>Through Kalpvriti Foundation we fund mid-day meals in partnership with the <a href="https://www.akshayapatra.org" target="_blank" rel="noopener">Akshaya Patra Foundation</a> and teach coding to 6,000 government-school students a year.</p></div>`,
        'memberships',
      ),
      'kv-tint',
    ) +
    dnd(
      mod(
        `<div class="content-wrapper"><h2>Quality &amp; security</h2><p>ISO 9001:2015 and ISO/IEC 27001:2022 certified delivery centres. SOC 2 Type II report available for managed services clients on request.</p></div>`,
        'quality',
      ),
    ),
);

const caseStudies = layout(
  '/case-studies',
  84620551402,
  'Case Studies | Kalpvriti Consulting',
  'How Kalpvriti helped banks, insurers, manufacturers and retailers modernize with Salesforce, cloud, data and automation.',
  dnd(
    mod(`<div class="kv-hero__inner content-wrapper"><h1>Case studies</h1><p>Outcomes our clients can measure.</p></div>`, 'hero'),
    'kv-dark',
  ) +
    dnd(
      mod(
        `<div class="content-wrapper"><div class="kv-filter"><button class="is-active">All</button><button>BFSI</button><button>Manufacturing</button><button>Retail</button><button>Healthcare</button></div><div class="kv-grid-3">${[
          ['Trident Finserv', 'BFSI', 'Loan origination on Financial Services Cloud: TAT down from 5 days to 8 hours.'],
          ['Vasudha Retail', 'Retail', '420 servers migrated to AWS in nine months, 31% lower run cost.'],
          ['Konark Steel', 'Manufacturing', 'S/4HANA brownfield conversion with zero unplanned downtime.'],
          ['Meridian Life Insurance', 'BFSI', 'Claims document processing automated with UiPath Document Understanding.'],
          ['Aarogya Hospitals', 'Healthcare', 'Patient 360 on Salesforce Health Cloud across 22 hospitals.'],
          ['Gulf Horizon Logistics', 'Logistics', 'ServiceNow ITSM rollout across five GCC countries in 14 weeks.'],
          ['Shriram Agro Exports', 'Manufacturing', 'Snowflake data platform consolidating 11 ERPs for export analytics.'],
          ['Northbridge Bank UK', 'BFSI', 'Service Cloud contact centre with Amazon Connect for 1.2M customers.'],
        ]
          .map(
            ([c, ind, out]) =>
              `<article class="kv-card"><p class="kv-eyebrow">${ind}</p><h3>${c}</h3><p>${out}</p><a href="/case-studies/${c!.toLowerCase().replace(/[^a-z]+/g, '-')}">Read case study</a></article>`,
          )
          .join('')}</div></div>`,
        'cases',
      ),
    ),
);

const careers = layout(
  '/careers',
  84620551455,
  'Careers | Kalpvriti Consulting',
  'Build your career in Salesforce, cloud, data and AI with Kalpvriti. Open roles in Bengaluru, Pune and Dubai.',
  dnd(
    mod(
      `<div class="kv-hero__inner content-wrapper"><h1>Life at Kalpvriti</h1><p>Certifications paid for, mentors who care, and clients you will be proud of.</p></div>`,
      'hero',
    ),
    'kv-dark',
  ) +
    dnd(
      mod(
        `<div class="content-wrapper"><h2>Open roles</h2><table class="kv-table"><thead><tr><th>Role</th><th>Location</th><th>Experience</th></tr></thead><tbody><tr><td>Salesforce Technical Architect</td><td>Pune / Bengaluru</td><td>10–15 years</td></tr><tr><td>AWS Cloud Engineer</td><td>Bengaluru</td><td>3–6 years</td></tr><tr><td>ServiceNow Developer</td><td>Pune</td><td>2–5 years</td></tr><tr><td>SAP FICO Consultant</td><td>Dubai</td><td>6–10 years</td></tr><tr><td>Data Engineer (Snowflake/Databricks)</td><td>Bengaluru</td><td>4–8 years</td></tr></tbody></table><p>All openings are also listed on <a href="https://www.naukri.com/kalpvriti-consulting-jobs-careers-2184512" target="_blank" rel="noopener">Naukri</a> and <a href="https://www.linkedin.com/company/kalpvriti-consulting/jobs/" target="_blank" rel="noopener">LinkedIn Jobs</a>. Campus hiring: <a href="mailto:campus@kalpvriti.com">campus@kalpvriti.com</a>.</p><p class="kv-warning">Beware of fraudulent job offers. Kalpvriti never asks candidates for money.</p></div>`,
        'jobs',
      ),
    ),
);

const contact = layout(
  '/contact-us',
  84620551501,
  'Contact Us | Kalpvriti Consulting',
  'Reach Kalpvriti Consulting in Bengaluru, Pune or Dubai. Talk to an expert about Salesforce, cloud, data or automation.',
  dnd(
    mod(
      `<div class="kv-hero__inner content-wrapper"><h1>Let’s talk</h1><p>Tell us about your challenge and an expert will respond within one business day.</p></div>`,
      'hero',
    ),
    'kv-dark',
  ) +
    dnd(
      mod(
        `<div class="content-wrapper kv-grid-2"><div><span id="hs_cos_wrapper_widget_form" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" style="" data-hs-cos-general-type="widget" data-hs-cos-type="form"><h3 id="hs_cos_wrapper_form_title" class="form-title">Talk to an expert</h3><div id="hs_form_target_form_2981"></div></span></div><div><h3>Bengaluru (HQ)</h3><p>Tower C, Prestige Tech Park, Marathahalli–Sarjapur Outer Ring Road, Bengaluru 560103</p><h3>Pune</h3><p>Plot 14, Rajiv Gandhi Infotech Park, Hinjawadi Phase 2, Pune 411057</p><h3>Dubai</h3><p>Building 9, Dubai Internet City – visit <a href="https://kalpvriti.ae">kalpvriti.ae</a></p><p>Alliances: <a href="mailto:alliances@kalpvriti.com">alliances@kalpvriti.com</a><br>Media: <a href="mailto:media@kalpvriti.com">media@kalpvriti.com</a></p></div></div>`,
        'contact',
      ),
    ),
);

export const site: CorpusSite = {
  domain: 'kalpvriti.com',
  otherDomains: ['kalpvriti.ae'],
  covers:
    'HubSpot CMS Hub (x-hs-hub-id, x-powered-by, generator meta, /hs/hsstatic jQuery, scriptloader) behind Cloudflare, GTM, LinkedIn Insight, YouTube embed; Indian IT consultancy "Alliances" page with tiered accordion panels (hidden), partner-directory listing links on partner domains, two practice detail pages, /partners redirect; NASSCOM/CII memberships, academic and CSR partners in About prose; client logos, analyst/award mentions, Naukri/LinkedIn jobs, own Dubai domain as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/alliances': { headers: HEADERS, html: alliancesPage },
    '/partners': { status: 301, redirect: '/alliances' },
    '/alliances/salesforce': { headers: HEADERS, html: sfPractice },
    '/alliances/aws': { headers: HEADERS, html: awsPractice },
    '/about-us': { headers: HEADERS, html: about },
    '/case-studies': { headers: HEADERS, html: caseStudies },
    '/careers': { headers: HEADERS, html: careers },
    '/contact-us': { headers: HEADERS, html: contact },
  },
  sitemap: ['/', '/alliances', '/alliances/salesforce', '/alliances/aws', '/about-us', '/case-studies', '/careers', '/contact-us'],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'cloudflare',
    'jquery',
    'google-tag-manager',
    'linkedin-insight-tag',
    'youtube',
    'hsts',
    'open-graph',
  ],
  partners: {
    'salesforce.com': 'technology',
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'servicenow.com': 'technology',
    'sap.com': 'technology',
    'google.com': 'technology',
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'uipath.com': 'technology',
    'mulesoft.com': 'technology',
    'hubspot.com': 'technology',
    'zoho.com': 'technology',
    'nasscom.in': 'generic',
    'cii.in': 'generic',
    'iitm.ac.in': 'generic',
    'akshayapatra.org': 'generic',
  },
};
