import type { CorpusSite } from '../corpus/types.js';

/*
 * Kelvara Consulting Pte Ltd: Singapore IT consultancy (SAP, Microsoft, Salesforce, AWS), office in Kuala Lumpur.
 * HubSpot CMS behind Cloudflare, GTM, LinkedIn Insight, HubSpot forms. English (Singapore) plus a Simplified Chinese
 * version of the alliances page.
 * Alliances page: tabbed module, one tab per strategic alliance (tier, badge, partner-finder profile link), a card grid
 * of other technology partners with tiers, an ISV reseller and a licensing distributor; badges only (no links) on the
 * home page; memberships on the about page; clients, case studies, awards, press, job boards as negatives.
 */

const D = 'https://kelvara.com.sg';
const PORTAL = '21458796';

function hsModule(id: string, inner: string, cls = ''): string {
  return `<div class="row-fluid-wrapper row-depth-1 row-number-${id.slice(-2)} dnd-section${cls ? ' ' + cls : ''}">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_${id}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div>
</div><!--end widget-span -->
</div><!--end row-->
</div><!--end row-wrapper -->`;
}

function header(lang: 'en' | 'zh', active: string): string {
  const en = lang === 'en';
  const items: [string, string][] = en
    ? [
        ['Services', '/services'],
        ['Alliances', '/alliances'],
        ['Case Studies', '/case-studies'],
        ['Insights', '/insights'],
        ['About', '/about'],
        ['Careers', '/careers'],
      ]
    : [
        ['服务', '/zh-cn/services'],
        ['技术联盟', '/zh-cn/alliances'],
        ['客户案例', '/zh-cn/case-studies'],
        ['关于我们', '/zh-cn/about'],
      ];
  return `<div data-global-resource-path="kelvara-2023/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__top"><div class="content-wrapper"><ul class="header__utility"><li><a href="tel:+6563918820">+65 6391 8820</a></li><li><a href="mailto:hello@kelvara.com.sg">hello@kelvara.com.sg</a></li><li class="header__language-switcher"><div class="lang_switcher_class"><div class="globe_class" onclick=""><ul class="lang_list_class"><li><a class="lang_switcher_link" data-language="en-sg" lang="en-sg" href="${D}/alliances">English</a></li><li><a class="lang_switcher_link" data-language="zh-cn" lang="zh-cn" href="${D}/zh-cn/alliances">简体中文</a></li></ul></div></div></li></ul></div></div>
  <div class="header__container content-wrapper">
    <div class="header__logo header__logo--main">
      <div id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" style="" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="${en ? '/' : '/zh-cn/'}" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="${D}/hs-fs/hubfs/Kelvara_Logo_2023.png?width=190&amp;height=44&amp;name=Kelvara_Logo_2023.png" class="hs-image-widget " height="44" style="height: auto;width:190px;border-width:0px;border:0px;" width="190" alt="Kelvara Consulting" title="Kelvara Consulting" srcset="${D}/hs-fs/hubfs/Kelvara_Logo_2023.png?width=95&amp;height=22&amp;name=Kelvara_Logo_2023.png 95w, ${D}/hs-fs/hubfs/Kelvara_Logo_2023.png?width=190&amp;height=44&amp;name=Kelvara_Logo_2023.png 190w, ${D}/hs-fs/hubfs/Kelvara_Logo_2023.png?width=380&amp;height=88&amp;name=Kelvara_Logo_2023.png 380w" sizes="(max-width: 190px) 100vw, 190px"></a></span></div>
    </div>
    <div class="header__column">
      <div class="header__row-2">
        <div class="header--toggle header__navigation--toggle"></div>
        <div class="header__close--toggle"></div>
        <div class="header__navigation header--element">
          <div id="hs_cos_wrapper_navigation-primary" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<nav aria-label="Main menu" class="navigation-primary">
<ul class="submenu level-1">
${items.map(([l, h]) => `  <li class="has-submenu menu-item hs-skip-lang-url-rewrite"><a href="${h}" class="menu-link${h === active ? ' active-branch active-item' : ''}"${h === active ? ' aria-current="page"' : ''}>${l}</a></li>`).join('\n')}
</ul>
</nav></div>
        </div>
        <div class="header__button"><a class="button" href="${en ? '/contact' : '/zh-cn/contact'}">${en ? 'Talk to us' : '联系我们'}</a></div>
      </div>
    </div>
  </div>
</header></div>`;
}

function footer(lang: 'en' | 'zh'): string {
  const en = lang === 'en';
  return `<div data-global-resource-path="kelvara-2023/templates/partials/footer.html"><footer class="footer">
  <div class="container-fluid footer__container content-wrapper">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span4 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="4">
<div id="hs_cos_wrapper_footer-module-1" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_footer-module-1_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text"><h4>${en ? 'Singapore' : '新加坡'}</h4><p>Kelvara Consulting Pte Ltd<br>1 Fusionopolis Place, #07-10 Galaxis<br>Singapore 138522<br>UEN 201633912K</p><h4>${en ? 'Malaysia' : '马来西亚'}</h4><p>Kelvara Consulting Sdn Bhd<br>Level 18, Menara Binjai, Kuala Lumpur<br><a href="https://www.kelvara.com.my/" rel="noopener">kelvara.com.my</a></p></span></div>
</div>
<div class="span4 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="4" data-w="4">
<div id="hs_cos_wrapper_footer-module-2" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><h4>${en ? 'Company' : '公司'}</h4><ul class="footer-links"><li><a href="/about">About us</a></li><li><a href="/alliances">Alliances</a></li><li><a href="/careers">Careers</a></li><li><a href="/insights">Insights</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy-policy">Privacy policy (PDPA)</a></li><li><a href="/terms-of-use">Terms of use</a></li></ul></div>
</div>
<div class="span4 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="8" data-w="4">
<div id="hs_cos_wrapper_footer-module-3" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module"><h4>${en ? 'Stay in touch' : '关注我们'}</h4><div class="social-links"><a href="https://www.linkedin.com/company/kelvara-consulting/" class="social-links__link" target="_blank" rel="noopener"><span id="hs_cos_wrapper_footer-module-3_" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_icon social-links__icon" style="" data-hs-cos-general-type="widget" data-hs-cos-type="icon"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 448 512" aria-labelledby="linkedin-in1" role="img"><title id="linkedin-in1">LinkedIn</title><g><path d="M100.28 448H7.4V148.9h92.88zM53.79 108.1C24.09 108.1 0 83.5 0 53.8a53.79 53.79 0 0 1 107.58 0c0 29.7-24.1 54.3-53.79 54.3zM447.9 448h-92.68V302.4c0-34.7-.7-79.2-48.29-79.2-48.29 0-55.69 37.7-55.69 76.7V448h-92.78V148.9h89.08v40.8h1.3c12.4-23.5 42.69-48.3 87.88-48.3 94 0 111.28 61.9 111.28 142.3V448z"></path></g></svg></span></a><a href="https://www.youtube.com/@kelvaraconsulting" class="social-links__link" target="_blank" rel="noopener"><span class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_icon social-links__icon"><svg version="1.0" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 576 512" role="img"><title>YouTube</title><g><path d="M549.655 124.083c-6.281-23.65-24.787-42.276-48.284-48.597C458.781 64 288 64 288 64S117.22 64 74.629 75.486c-23.497 6.322-42.003 24.947-48.284 48.597-11.412 42.867-11.412 132.305-11.412 132.305s0 89.438 11.412 132.305c6.281 23.65 24.787 41.5 48.284 47.821C117.22 448 288 448 288 448s170.78 0 213.371-11.486c23.497-6.321 42.003-24.171 48.284-47.821 11.412-42.867 11.412-132.305 11.412-132.305s0-89.438-11.412-132.305zm-317.51 213.508V175.185l142.739 81.205-142.739 81.201z"></path></g></svg></span></a></div><p class="footer-cert"><img src="${D}/hubfs/badges/iso-27001-certified-kelvara.png" alt="ISO/IEC 27001:2022 certified" width="72" height="72" loading="lazy"> <img src="${D}/hubfs/badges/imda-accredited-sg-digital.png" alt="IMDA Accreditation@SGD" width="110" height="72" loading="lazy"></p></div>
</div>
</div></div></div></div></div></div>
    <p class="footer__copyright">&copy; 2024 Kelvara Consulting Pte Ltd. All rights reserved. SAP, Microsoft, Salesforce and AWS names and logos are trademarks of their respective owners.</p>
  </div>
</footer></div>`;
}

function page(o: {
  title: string;
  path: string;
  id: string;
  desc: string;
  lang: 'en' | 'zh';
  body: string;
  template?: string;
  extraJs?: string;
}): string {
  const en = o.lang === 'en';
  return `<!doctype html><html lang="${en ? 'en-sg' : 'zh-cn'}"><head>
    <meta charset="utf-8">
    <title>${o.title}</title>
    <link rel="shortcut icon" href="${D}/hubfs/kelvara-favicon-2023.png">
    <meta name="description" content="${o.desc}">
    <link type="text/css" rel="stylesheet" href="${D}/hubfs/hub_generated/template_assets/1/152839201734/1706593344912/template_main.min.css">
<link type="text/css" rel="stylesheet" href="${D}/hubfs/hub_generated/template_assets/1/152839201742/1706593345508/template_theme-overrides.min.css">
<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="preconnect" href="https://fonts.gstatic.com" crossorigin>

    <meta name="viewport" content="width=device-width, initial-scale=1">

    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${o.desc}">
    <meta property="og:title" content="${o.title}">
    <meta name="twitter:description" content="${o.desc}">
    <meta name="twitter:title" content="${o.title}">

    <style>
a.cta_button{-moz-box-sizing:content-box !important;-webkit-box-sizing:content-box !important;box-sizing:content-box !important;vertical-align:middle}.hs-breadcrumb-menu{list-style-type:none;margin:0px 0px 0px 0px;padding:0px 0px 0px 0px}.hs-breadcrumb-menu-item{float:left;padding:10px 0px 10px 10px}.hs-breadcrumb-menu-divider:before{content:'›';padding-left:10px}.hs-featured-image-link{border:0}.hs-featured-image{float:right;margin:0 0 20px 20px;max-width:50%}@media (max-width: 568px){.hs-featured-image{float:none;margin:0;width:100%;max-width:100%}}.hs-screen-reader-text{clip:rect(1px, 1px, 1px, 1px);height:1px;overflow:hidden;position:absolute !important;width:1px}
</style>

<link rel="stylesheet" href="${D}/hubfs/hub_generated/module_assets/1/152839512003/1706593351771/module_tabs.min.css">
<link rel="stylesheet" href="${D}/hubfs/hub_generated/module_assets/1/152839512011/1706593352018/module_logo-grid.min.css">
<link rel="stylesheet" href="/hs/hsstatic/cos-LanguageSwitcher/static-1.336/sass/LanguageSwitcher.css">
<style>
  @font-face {
    font-family: "Plus Jakarta Sans";
    font-weight: 400;
    font-style: normal;
    font-display: swap;
    src: url("/_hcms/googlefonts/Plus_Jakarta_Sans/regular.woff2") format("woff2"), url("/_hcms/googlefonts/Plus_Jakarta_Sans/regular.woff") format("woff");
  }
  @font-face {
    font-family: "Plus Jakarta Sans";
    font-weight: 700;
    font-style: normal;
    font-display: swap;
    src: url("/_hcms/googlefonts/Plus_Jakarta_Sans/700.woff2") format("woff2"), url("/_hcms/googlefonts/Plus_Jakarta_Sans/700.woff") format("woff");
  }
</style>

<script type="application/ld+json">
{"@context":"https://schema.org","@type":"Organization","name":"Kelvara Consulting Pte Ltd","url":"${D}/","logo":"${D}/hubfs/Kelvara_Logo_2023.png","address":{"@type":"PostalAddress","streetAddress":"1 Fusionopolis Place, #07-10 Galaxis","postalCode":"138522","addressCountry":"SG"},"sameAs":["https://www.linkedin.com/company/kelvara-consulting/","https://www.youtube.com/@kelvaraconsulting"]}
</script>

<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5QK8V2R');</script>
<!-- End Google Tag Manager -->
<script type="text/javascript">
_linkedin_partner_id = "4821337";
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
<img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=4821337&fmt=gif" />
</noscript>
<meta property="og:image" content="${D}/hubfs/social/kelvara-og-2023.jpg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:image" content="${D}/hubfs/social/kelvara-og-2023.jpg">

<meta property="og:url" content="${D}${o.path}">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="${D}${o.path}">
${o.path.endsWith('alliances') ? `<link rel="alternate" hreflang="en-sg" href="${D}/alliances">\n<link rel="alternate" hreflang="zh-cn" href="${D}/zh-cn/alliances">` : ''}
<meta property="og:type" content="website">
<meta http-equiv="content-language" content="${en ? 'en-sg' : 'zh-cn'}">
<meta name="generator" content="HubSpot"></head>
  <body>
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-5QK8V2R"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
    <div class="body-wrapper   hs-content-id-${o.id} hs-site-page page ${o.template ?? ''}">
${header(o.lang, o.path)}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--${o.template ?? 'page'}">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
${o.body}
</div><!--end widget-span -->
</div>
</div>
</div>
</main>
${footer(o.lang)}
    </div>
<!-- HubSpot performance collection script -->
<script defer src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="${D}/hubfs/hub_generated/template_assets/1/152839201801/1706593345120/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = '${en ? 'en-sg' : 'zh-cn'}';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="${D}/hubfs/hub_generated/module_assets/1/152839512003/1706593351771/module_tabs.min.js"></script>
${o.extraJs ?? ''}
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "${D.replace(/\//g, '\\/')}${o.path.replace(/\//g, '\\/')}"]);
_hsq.push(["setPageId", "${o.id}"]);
_hsq.push(["setContentMetadata", {
    "contentPageId": ${o.id},
    "legacyPageId": "${o.id}",
    "contentFolderId": null,
    "contentGroupId": null,
    "abTestId": null,
    "languageVariantId": ${o.id},
    "languageCode": "${en ? 'en-sg' : 'zh-cn'}",
}]);
</script>

<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/${PORTAL}.js"></script>
<!-- End of HubSpot Analytics Code -->


<script type="text/javascript">
var hsVars = {
    render_id: "4d5e2f71-9c83-4b7a-a2e0-${o.id.slice(-12)}",
    ticks: 1708401234567,
    page_id: ${o.id},
    content_group_id: 0,
    portal_id: ${PORTAL},
    app_hs_base_url: "https://app.hubspot.com",
    cp_hs_base_url: "https://cp.hubspot.com",
    language: "${en ? 'en-sg' : 'zh-cn'}",
    analytics_page_type: "standard-page",
    scp_content_type: "",
    analytics_page_id: "${o.id}",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>


<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.304/js/index.js"></script>

  </body></html>`;
}

/* ---------------- data ---------------- */
type Alliance = {
  key: string;
  name: string;
  tier: string;
  zhTier: string;
  badge: string;
  text: string;
  zhText: string;
  creds: string[];
  profile: string;
  profileLabel: string;
  zhProfileLabel: string;
  more: string;
};
const ALLIANCES: Alliance[] = [
  {
    key: 'sap',
    name: 'SAP',
    tier: 'SAP Gold Partner',
    zhTier: 'SAP 金牌合作伙伴',
    badge: 'SAP_Gold_Partner_R.png',
    text: 'Kelvara has been an SAP PartnerEdge partner since 2016 and a Gold Partner since 2021. We sell and implement RISE with SAP and GROW with SAP, and our Business One practice supports more than 90 SMEs across Singapore and Malaysia.',
    zhText:
      'Kelvara 自 2016 年起加入 SAP PartnerEdge 计划，并于 2021 年成为 SAP 金牌合作伙伴。我们销售并实施 RISE with SAP 与 GROW with SAP，SAP Business One 团队在新加坡和马来西亚服务超过 90 家中小企业。',
    creds: [
      'RISE with SAP validated partner',
      'SAP S/4HANA Cloud, public edition — Partner Package',
      'SAP Business One Partner of the Year 2022, SEA (runner-up)',
      '38 SAP-certified consultants',
    ],
    profile: 'https://partnerfinder.sap.com/profile/0014098765',
    profileLabel: 'View our SAP PartnerFinder profile',
    zhProfileLabel: '查看 SAP PartnerFinder 资料',
    more: 'https://www.sap.com/sea/partners.html',
  },
  {
    key: 'microsoft',
    name: 'Microsoft',
    tier: 'Solutions Partner for Business Applications · Data &amp; AI (Azure)',
    zhTier: '微软解决方案合作伙伴（业务应用 · 数据与 AI）',
    badge: 'MS_Solutions_Partner_BizApps_DataAI.png',
    text: 'Our Microsoft practice delivers Dynamics 365 Finance &amp; Operations, Business Central, Power Platform and Azure data platforms. We are a Cloud Solution Provider (indirect reseller) and hold two Solutions Partner designations in the Microsoft AI Cloud Partner Program.',
    zhText:
      '我们的微软团队交付 Dynamics 365 财务与运营、Business Central、Power Platform 以及 Azure 数据平台。我们是云解决方案提供商（间接经销商），并在 Microsoft AI Cloud 合作伙伴计划中获得两项解决方案合作伙伴认证。',
    creds: [
      'Solutions Partner for Business Applications',
      'Solutions Partner for Data &amp; AI (Azure)',
      'Specialization: Analytics on Microsoft Azure',
      'CSP indirect reseller',
    ],
    profile: 'https://appsource.microsoft.com/en-us/marketplace/partner-dir/3f8b2c71-5e0a-4d9c-b6f2-91a7c4e08d35/overview',
    profileLabel: 'Find us on Microsoft AppSource',
    zhProfileLabel: '在 Microsoft AppSource 查看',
    more: 'https://partner.microsoft.com/en-sg/partnership',
  },
  {
    key: 'salesforce',
    name: 'Salesforce',
    tier: 'Salesforce Ridge Consulting Partner',
    zhTier: 'Salesforce Ridge 级咨询合作伙伴',
    badge: 'Salesforce_Ridge_Consulting_Partner.png',
    text: 'We implement Sales Cloud, Service Cloud and Experience Cloud for B2B manufacturers and distributors, and integrate Salesforce with SAP and Dynamics back-ends using MuleSoft.',
    zhText:
      '我们为 B2B 制造商和分销商实施 Sales Cloud、Service Cloud 与 Experience Cloud，并通过 MuleSoft 将 Salesforce 与 SAP、Dynamics 后端系统集成。',
    creds: [
      'Ridge tier, Consulting Partner',
      '4.9/5 customer satisfaction on AppExchange (41 reviews)',
      '27 Salesforce certifications held by our team',
    ],
    profile: 'https://appexchange.salesforce.com/appxConsultingListingDetail?listingId=a0N3A00000FKvaRUAT',
    profileLabel: 'Read our reviews on AppExchange',
    zhProfileLabel: '在 AppExchange 查看评价',
    more: 'https://www.salesforce.com/sg/partners/',
  },
  {
    key: 'aws',
    name: 'AWS',
    tier: 'AWS Advanced Tier Services Partner',
    zhTier: 'AWS 高级服务合作伙伴',
    badge: 'AWS_Advanced_Tier_Services.png',
    text: 'We migrate and run SAP and line-of-business workloads on AWS, with a focus on landing zones, cost optimisation and managed operations in the ap-southeast-1 and ap-southeast-5 regions.',
    zhText:
      '我们将 SAP 及各类业务系统迁移并托管至 AWS，重点关注着陆区建设、成本优化，以及 ap-southeast-1 和 ap-southeast-5 区域的托管运维。',
    creds: [
      'AWS Advanced Tier Services Partner',
      'AWS Migration Consulting Competency',
      'AWS Well-Architected Partner Program',
      'AWS Immersion Day partner',
    ],
    profile: 'https://aws.amazon.com/partners/find/partnerdetails/?id=0010h00001ZKvaRAAX',
    profileLabel: 'AWS Partner Solutions Finder',
    zhProfileLabel: 'AWS 合作伙伴解决方案查找器',
    more: 'https://aws.amazon.com/partners/',
  },
];

type Other = { name: string; tier: string; zhTier: string; url: string; desc: string; zhDesc: string };
const OTHERS: Other[] = [
  {
    name: 'UiPath',
    tier: 'Silver Partner',
    zhTier: '银牌合作伙伴',
    url: 'https://www.uipath.com/',
    desc: 'Process automation for finance and supply chain.',
    zhDesc: '面向财务与供应链的流程自动化。',
  },
  {
    name: 'Snowflake',
    tier: 'Select Services Partner',
    zhTier: 'Select 服务合作伙伴',
    url: 'https://www.snowflake.com/',
    desc: 'Cloud data platform for SAP and Salesforce analytics.',
    zhDesc: '用于 SAP 与 Salesforce 分析的云数据平台。',
  },
  {
    name: 'Databricks',
    tier: 'Registered Consulting Partner',
    zhTier: '注册咨询合作伙伴',
    url: 'https://www.databricks.com/',
    desc: 'Lakehouse and machine learning projects.',
    zhDesc: '湖仓一体与机器学习项目。',
  },
  {
    name: 'Boomi',
    tier: 'Boomi Partner',
    zhTier: 'Boomi 合作伙伴',
    url: 'https://boomi.com/',
    desc: 'Integration platform for mid-market ERP landscapes.',
    zhDesc: '面向中型企业 ERP 的集成平台。',
  },
  {
    name: 'Tessaract Analytics',
    tier: 'Authorised Reseller, Southeast Asia',
    zhTier: '东南亚授权经销商',
    url: 'https://tessaract.io/',
    desc: 'Kelvara resells and implements Tessaract’s AP automation suite for SAP Business One.',
    zhDesc: 'Kelvara 经销并实施 Tessaract 的 SAP Business One 应付账款自动化套件。',
  },
];

/* ---------------- alliances (en / zh) ---------------- */
function alliancesBody(lang: 'en' | 'zh'): string {
  const en = lang === 'en';
  return [
    hsModule(
      '1706590012301',
      `<section class="page-banner page-banner--dark"><div class="content-wrapper"><span class="eyebrow">${en ? 'Technology alliances' : '技术联盟'}</span><h1>${en ? 'Partnered with the platforms you run on' : '与您所使用的平台深度合作'}</h1><p>${en ? 'We are vendor-certified, not vendor-captive. Our alliances give clients direct escalation paths, early access to roadmaps and funded programmes — and our consultants keep their certifications current.' : '我们获得厂商认证，但不受厂商约束。我们的技术联盟为客户提供直接的升级通道、产品路线图的优先了解以及厂商资助计划，我们的顾问始终保持最新认证。'}</p></div></section>`,
    ),
    hsModule(
      '1706590012302',
      `<div class="tabs" data-tabs>
  <ul class="tabs__list" role="tablist">
${ALLIANCES.map((a, i) => `    <li class="tabs__item" role="presentation"><button class="tabs__tab${i === 0 ? ' tabs__tab--active' : ''}" role="tab" id="tab-${a.key}" aria-controls="panel-${a.key}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${a.name}</button></li>`).join('\n')}
  </ul>
${ALLIANCES.map(
  (a, i) => `  <div class="tabs__panel" role="tabpanel" id="panel-${a.key}" aria-labelledby="tab-${a.key}"${i === 0 ? '' : ' hidden'}>
    <div class="tabs__panel-media"><img src="${D}/hs-fs/hubfs/badges/${a.badge}?width=260&amp;name=${a.badge}" alt="${a.tier.replace(/<[^>]+>/g, '')}" width="260" loading="lazy"></div>
    <div class="tabs__panel-content">
      <h2>${a.name}</h2>
      <p class="tabs__tier">${en ? a.tier : a.zhTier}</p>
      <p>${en ? a.text : a.zhText}</p>
      <ul class="check-list">${a.creds.map((c) => `<li>${c}</li>`).join('')}</ul>
      <p><a class="button button--secondary" href="${a.profile}" target="_blank" rel="noopener">${en ? a.profileLabel : a.zhProfileLabel}</a> <a class="link-arrow" href="${a.more}" target="_blank" rel="noopener">${en ? `About the ${a.name} partner programme` : `了解 ${a.name} 合作伙伴计划`}</a></p>
    </div>
  </div>`,
).join('\n')}
</div>`,
    ),
    hsModule(
      '1706590012303',
      `<section class="logo-grid"><div class="content-wrapper"><h2>${en ? 'More technology partners' : '更多技术合作伙伴'}</h2><p>${en ? 'Specialist platforms we are certified on and bring into projects where they fit.' : '我们获得认证并在合适项目中引入的专业平台。'}</p><div class="logo-grid__items">
${OTHERS.map((p) => `<div class="logo-grid__item card"><a href="${p.url}" target="_blank" rel="noopener"><img src="${D}/hs-fs/hubfs/partner-logos/${p.name.toLowerCase().replace(/ /g, '-')}.svg" alt="${p.name}" width="150" height="48" loading="lazy"></a><h3>${p.name}</h3><p class="card__tier">${en ? p.tier : p.zhTier}</p><p>${en ? p.desc : p.zhDesc}</p></div>`).join('\n')}
</div></div></section>`,
    ),
    hsModule(
      '1706590012304',
      `<section class="text-block"><div class="content-wrapper"><h2>${en ? 'Licensing &amp; distribution' : '许可与分销'}</h2><p>${en ? 'Software licences we resell (Microsoft CSP, AWS Marketplace private offers, SAP Business One) are procured through our distribution partner <a href="https://sg.ingrammicro.com/" target="_blank" rel="noopener">Ingram Micro Singapore</a>, which gives clients flexible billing in SGD or MYR.' : '我们转售的软件许可（Microsoft CSP、AWS Marketplace 私有报价、SAP Business One）均通过分销合作伙伴 <a href="https://sg.ingrammicro.com/" target="_blank" rel="noopener">Ingram Micro 新加坡</a> 采购，客户可灵活选择以新元或马币结算。'}</p><p class="small">${en ? 'Partner tiers and designations are as of January 2024 and are reviewed annually by each vendor.' : '合作伙伴级别与认证截至 2024 年 1 月，由各厂商每年审核。'}</p></div></section>`,
    ),
    hsModule(
      '1706590012305',
      `<section class="cta-band"><div class="content-wrapper"><h2>${en ? 'Not sure which platform fits?' : '不确定哪个平台适合您？'}</h2><p>${en ? 'Our architects will give you an independent view — even if the answer is “keep what you have”.' : '我们的架构师会给出独立的建议——即使答案是“保留现有系统”。'}</p><a class="button" href="${en ? '/contact' : '/zh-cn/contact'}">${en ? 'Book a discovery call' : '预约咨询'}</a></div></section>`,
    ),
  ].join('\n');
}

const alliances = page({
  title: 'Technology Alliances | SAP, Microsoft, Salesforce &amp; AWS Partner | Kelvara',
  path: '/alliances',
  id: '152840012377',
  lang: 'en',
  template: 'alliances',
  desc: 'Kelvara is an SAP Gold Partner, Microsoft Solutions Partner, Salesforce Ridge Consulting Partner and AWS Advanced Tier Services Partner in Singapore and Malaysia.',
  body: alliancesBody('en'),
});
const alliancesZh = page({
  title: '技术联盟 | SAP、微软、Salesforce 与 AWS 合作伙伴 | Kelvara',
  path: '/zh-cn/alliances',
  id: '152840012388',
  lang: 'zh',
  template: 'alliances',
  desc: 'Kelvara 是 SAP 金牌合作伙伴、微软解决方案合作伙伴、Salesforce Ridge 级咨询合作伙伴及 AWS 高级服务合作伙伴。',
  body: alliancesBody('zh'),
});

/* ---------------- home ---------------- */
const home = page({
  title: 'Kelvara Consulting | ERP, CRM &amp; Cloud Consultancy in Singapore',
  path: '/',
  id: '152840012345',
  lang: 'en',
  template: 'home',
  desc: 'Kelvara helps mid-market companies in Southeast Asia modernise ERP, CRM and data platforms on SAP, Microsoft, Salesforce and AWS.',
  body: [
    hsModule(
      '1706590012201',
      `<section class="hero"><div class="content-wrapper"><h1>Modern ERP and CRM, delivered by people who stay</h1><p class="hero__lead">Kelvara is a Singapore-headquartered consultancy of 160 people. We plan, implement and run business platforms for mid-market manufacturers, distributors and professional services firms across Southeast Asia.</p><a class="button" href="/contact">Book a discovery call</a> <a class="button button--ghost" href="/case-studies">See our work</a></div></section>`,
    ),
    hsModule(
      '1706590012202',
      `<section class="badge-strip"><div class="content-wrapper"><p class="badge-strip__title">Certified partner of</p><ul class="badge-strip__list">
<li><a href="/alliances#sap"><img src="${D}/hs-fs/hubfs/badges/SAP_Gold_Partner_R.png?width=140&amp;name=SAP_Gold_Partner_R.png" alt="SAP Gold Partner" width="140" loading="lazy"></a></li>
<li><a href="/alliances#microsoft"><img src="${D}/hs-fs/hubfs/badges/MS_Solutions_Partner_BizApps_DataAI.png?width=140&amp;name=MS_Solutions_Partner_BizApps_DataAI.png" alt="Microsoft Solutions Partner" width="140" loading="lazy"></a></li>
<li><a href="/alliances#salesforce"><img src="${D}/hs-fs/hubfs/badges/Salesforce_Ridge_Consulting_Partner.png?width=140&amp;name=Salesforce_Ridge_Consulting_Partner.png" alt="Salesforce Ridge Consulting Partner" width="140" loading="lazy"></a></li>
<li><a href="/alliances#aws"><img src="${D}/hs-fs/hubfs/badges/AWS_Advanced_Tier_Services.png?width=140&amp;name=AWS_Advanced_Tier_Services.png" alt="AWS Advanced Tier Services Partner" width="140" loading="lazy"></a></li>
</ul></div></section>`,
    ),
    hsModule(
      '1706590012203',
      `<section class="services"><div class="content-wrapper"><h2>What we do</h2><div class="services__grid">${[
        ['ERP modernisation', 'S/4HANA and Dynamics 365 implementations, upgrades and carve-outs.'],
        ['CRM &amp; customer experience', 'Sales, service and partner portals that your teams actually use.'],
        ['Cloud &amp; managed services', 'Migrations to AWS and Azure, 24x7 application management from Singapore and KL.'],
        ['Data &amp; AI', 'Reporting, planning and forecasting on Snowflake, Databricks and Azure.'],
      ]
        .map(([t, d]) => `<div class="services__card"><h3>${t}</h3><p>${d}</p></div>`)
        .join('')}</div></div></section>`,
    ),
    hsModule(
      '1706590012204',
      `<section class="trusted-by"><div class="content-wrapper"><h2>Trusted by growing businesses across ASEAN</h2><ul class="logo-row">${['harbourline-logistics', 'meranti-foods', 'sunda-pharma', 'orchid-precision', 'pacific-tiles', 'nusantara-retail'].map((c) => `<li><img src="${D}/hs-fs/hubfs/client-logos/${c}.png?width=150&amp;name=${c}.png" alt="${c.replace(/-/g, ' ')}" width="150" loading="lazy"></li>`).join('')}</ul></div></section>`,
    ),
    hsModule(
      '1706590012205',
      `<section class="testimonial"><div class="content-wrapper"><blockquote><p>“Kelvara took us from a 15-year-old ECC system to S/4HANA on AWS in eleven months, with three country go-lives and zero missed payroll runs.”</p><footer>Group CIO, Harbourline Logistics</footer></blockquote></div></section>`,
    ),
    hsModule(
      '1706590012206',
      `<section class="recognition"><div class="content-wrapper"><h2>Recognition</h2><ul><li>SBR Technology Excellence Awards 2023 — ERP Consultancy of the Year (<a href="https://sbr.com.sg/technology-excellence-awards" target="_blank" rel="noopener">Singapore Business Review</a>)</li><li>Featured in <a href="https://www.businesstimes.com.sg/" target="_blank" rel="noopener">The Business Times</a>: “How mid-sized firms are getting ERP right”</li><li>Great Place to Work Certified™ Singapore 2023–2024</li></ul></div></section>`,
    ),
  ].join('\n'),
});

/* ---------------- about ---------------- */
const about = page({
  title: 'About Kelvara Consulting',
  path: '/about',
  id: '152840012350',
  lang: 'en',
  template: 'about',
  desc: 'Founded in Singapore in 2016, Kelvara is a 160-person ERP, CRM and cloud consultancy serving Southeast Asia.',
  body: [
    hsModule(
      '1706590012401',
      `<section class="page-banner"><div class="content-wrapper"><h1>About Kelvara</h1><p>We started Kelvara in 2016 because mid-market companies deserved the same calibre of consultants as the multinationals — without the army of juniors. Eight years later we are 160 people in Singapore and Kuala Lumpur, and 70% of our revenue comes from clients who have been with us for three years or more.</p></div></section>`,
    ),
    hsModule(
      '1706590012402',
      `<section class="leadership"><div class="content-wrapper"><h2>Leadership</h2><div class="leadership__grid">${[
        ['Melissa Tan', 'Co-founder &amp; CEO'],
        ['Arjun Pillai', 'Co-founder &amp; CTO'],
        ['Lim Wei Jie', 'Head of SAP Practice'],
        ['Nur Aisyah Rahman', 'Managing Director, Malaysia'],
        ['Daniel Koh', 'Head of Microsoft &amp; Data'],
      ]
        .map(
          ([n = '', r = '']) =>
            `<div class="person"><img src="${D}/hs-fs/hubfs/team/${n.toLowerCase().replace(/ /g, '-')}.jpg?width=300&amp;name=${n.toLowerCase().replace(/ /g, '-')}.jpg" alt="${n}" width="300" loading="lazy"><h3>${n}</h3><p>${r}</p></div>`,
        )
        .join('')}</div></div></section>`,
    ),
    hsModule(
      '1706590012403',
      `<section class="text-block"><div class="content-wrapper"><h2>Industry memberships</h2><p>We contribute to Singapore’s technology community through:</p><ul><li><a href="https://www.sgtech.org.sg/" target="_blank" rel="noopener">SGTech</a> — member of the Enterprise Cloud chapter</li><li><a href="https://www.scs.org.sg/" target="_blank" rel="noopener">Singapore Computer Society</a> — corporate member; our CTO sits on the Cloud &amp; Infrastructure SIG</li><li>ASUG-affiliated SAP User Group Singapore, as a sponsoring partner</li></ul><h2>Certifications</h2><p>Kelvara is certified to ISO/IEC 27001:2022 and holds the <a href="https://www.imda.gov.sg/how-we-can-help/accreditation-at-sgd" target="_blank" rel="noopener">IMDA Accreditation@SGD</a> for enterprise software services, which lets public-sector agencies and subsidised SMEs engage us directly. We are a bizSAFE Level 3 company.</p></div></section>`,
    ),
    hsModule(
      '1706590012404',
      `<section class="text-block"><div class="content-wrapper"><h2>Giving back</h2><p>Every year our consultants volunteer 800+ hours teaching digital skills with community partners in Jurong and Woodlands, and we sponsor two scholarships at the Singapore Institute of Technology.</p></div></section>`,
    ),
  ].join('\n'),
});

/* ---------------- case studies ---------------- */
const CASES: [string, string, string, string][] = [
  [
    'harbourline-logistics-s4hana',
    'Harbourline Logistics',
    'S/4HANA on AWS across Singapore, Malaysia and Vietnam in 11 months',
    'Logistics',
  ],
  [
    'meranti-foods-business-central',
    'Meranti Foods',
    'Dynamics 365 Business Central replaces three legacy systems',
    'F&amp;B manufacturing',
  ],
  ['sunda-pharma-service-cloud', 'Sunda Pharma', 'Service Cloud for 2,000 pharmacies and clinics', 'Healthcare'],
  ['orchid-precision-data-platform', 'Orchid Precision', 'Snowflake data platform cuts month-end close by 4 days', 'Manufacturing'],
];
const cases = page({
  title: 'Case Studies | Kelvara Consulting',
  path: '/case-studies',
  id: '152840012360',
  lang: 'en',
  template: 'listing',
  desc: 'How Kelvara has helped manufacturers, distributors and healthcare companies in Southeast Asia modernise their platforms.',
  body: [
    hsModule(
      '1706590012501',
      `<section class="page-banner"><div class="content-wrapper"><h1>Case studies</h1><p>Real projects, real numbers — shared with our clients’ permission.</p></div></section>`,
    ),
    hsModule(
      '1706590012502',
      `<section class="case-grid"><div class="content-wrapper"><div class="case-grid__filters"><button class="is-active" data-filter="*">All</button><button data-filter="sap">SAP</button><button data-filter="microsoft">Microsoft</button><button data-filter="salesforce">Salesforce</button><button data-filter="data">Data</button></div><div class="case-grid__items">${CASES.map(([s, c, t, ind]) => `<article class="case-card"><img src="${D}/hs-fs/hubfs/case-studies/${s}.jpg?width=600&amp;name=${s}.jpg" alt="" width="600" loading="lazy"><span class="case-card__industry">${ind}</span><h3><a href="/case-studies/${s}">${c}: ${t}</a></h3></article>`).join('')}</div></div></section>`,
    ),
  ].join('\n'),
});
const caseHarbourline = page({
  title: 'Harbourline Logistics: S/4HANA on AWS | Kelvara Case Study',
  path: '/case-studies/harbourline-logistics-s4hana',
  id: '152840012361',
  lang: 'en',
  template: 'case-study',
  desc: 'How Kelvara moved Harbourline Logistics from SAP ECC to S/4HANA on AWS across three countries.',
  body: [
    hsModule(
      '1706590012601',
      `<section class="page-banner"><div class="content-wrapper"><span class="eyebrow">Case study · Logistics</span><h1>Harbourline Logistics moves to S/4HANA on AWS in 11 months</h1></div></section>`,
    ),
    hsModule(
      '1706590012602',
      `<section class="case-body"><div class="content-wrapper"><div class="case-body__facts"><dl><dt>Client</dt><dd><a href="https://www.harbourline.com.sg/" target="_blank" rel="noopener">Harbourline Logistics Pte Ltd</a></dd><dt>Countries</dt><dd>Singapore, Malaysia, Vietnam</dd><dt>Platforms</dt><dd>SAP S/4HANA 2022, AWS, SAP Analytics Cloud</dd><dt>Users</dt><dd>1,150</dd></dl></div><div class="case-body__text"><h2>The challenge</h2><p>Harbourline’s SAP ECC 6.0 system had been customised for fifteen years and was running on ageing on-premise hardware in a Tuas data centre whose lease ended in 2023. Three acquisitions had added separate finance systems in Malaysia and Vietnam.</p><h2>What we did</h2><p>We ran a selective data transition to S/4HANA, consolidated the three company codes, and built a new landing zone in the AWS Singapore region with disaster recovery in Jakarta. RISE with SAP was considered but the client chose a customer-managed model to keep its existing AWS enterprise agreement.</p><p>Kelvara’s managed services team has run the platform since go-live, with a 99.95% availability SLA.</p><h2>The results</h2><ul><li>Month-end close reduced from 9 to 5 working days</li><li>Infrastructure costs down 31% compared with the on-premise estate</li><li>Single chart of accounts across three countries</li></ul><blockquote><p>“We chose Kelvara because their senior people were the ones doing the work.”</p><footer>Group CIO, Harbourline Logistics</footer></blockquote></div></div></section>`,
    ),
  ].join('\n'),
});

/* ---------------- insights post ---------------- */
const post = page({
  title: 'Choosing an ERP implementation partner: 7 questions to ask | Kelvara',
  path: '/insights/choosing-an-erp-partner',
  id: '152840012371',
  lang: 'en',
  template: 'blog-post',
  desc: 'Seven questions mid-market companies should ask before choosing an ERP implementation partner.',
  body: hsModule(
    '1706590012701',
    `<article class="blog-post"><div class="content-wrapper"><span class="blog-post__meta">Insights · 6 February 2024 · Melissa Tan</span><h1>Choosing an ERP implementation partner: 7 questions to ask</h1>
<p>Most ERP projects that fail do not fail because of the software. They fail because of scope, people and governance. After more than 120 implementations, these are the questions we would ask if we were in your shoes.</p>
<h2>1. Who will actually be on my project?</h2><p>Ask for named consultants and their CVs, and write them into the contract.</p>
<h2>2. How many projects like mine have you done in this country?</h2><p>Local statutory requirements — GST, InvoiceNow/Peppol in Singapore, e-Invoicing in Malaysia — are where generic templates break.</p>
<h2>3. What is your data migration approach?</h2><p>We use SAP Migration Cockpit or Dynamics Data Management alongside our own reconciliation scripts written in Python and dbt.</p>
<h2>4. How will you test?</h2><p>Automated regression testing (we typically use Tricentis Tosca or Power Automate Desktop) saves weeks at every release.</p>
<h2>5. What happens after go-live?</h2><p>Hypercare should be planned, resourced and time-boxed.</p>
<h2>6. Can you support us in our other countries?</h2><p>If not directly, who are the local partners, and who owns the contract?</p>
<h2>7. Are you independent?</h2><p>A partner that only sells one platform will always recommend it. Ask how often they have advised a client <em>not</em> to buy.</p>
<p>Want a second opinion on your shortlist? <a href="/contact">Talk to us</a>.</p>
<p class="small">Further reading: <a href="https://www.imda.gov.sg/how-we-can-help/nationwide-e-invoicing-framework" target="_blank" rel="noopener">IMDA InvoiceNow</a>, <a href="https://www.hasil.gov.my/en/e-invoice/" target="_blank" rel="noopener">LHDN e-Invoice</a>.</p>
</div></article>`,
  ),
});

/* ---------------- careers ---------------- */
const careers = page({
  title: 'Careers at Kelvara | SAP, Dynamics &amp; Salesforce jobs in Singapore',
  path: '/careers',
  id: '152840012380',
  lang: 'en',
  template: 'careers',
  desc: 'Join Kelvara: SAP, Microsoft Dynamics, Salesforce and cloud consulting roles in Singapore and Kuala Lumpur.',
  body: [
    hsModule(
      '1706590012801',
      `<section class="page-banner"><div class="content-wrapper"><h1>Grow with Kelvara</h1><p>Work on end-to-end projects, keep your certifications paid for, and never be “just a resource”.</p></div></section>`,
    ),
    hsModule(
      '1706590012802',
      `<section class="jobs"><div class="content-wrapper"><h2>Open roles</h2><ul class="jobs__list">${[
        ['SAP FI/CO Senior Consultant', 'Singapore'],
        ['Dynamics 365 F&amp;O Solution Architect', 'Singapore / Kuala Lumpur'],
        ['Salesforce Developer', 'Kuala Lumpur'],
        ['AWS Cloud Engineer (SAP Basis)', 'Singapore'],
        ['Graduate Consultant Programme 2024', 'Singapore'],
      ]
        .map(
          ([r, l]) =>
            `<li class="jobs__item"><h3>${r}</h3><p>${l}</p><a href="https://www.mycareersfuture.gov.sg/search?search=kelvara" target="_blank" rel="noopener">Apply on MyCareersFuture</a></li>`,
        )
        .join(
          '',
        )}</ul><p>We also post roles on <a href="https://www.linkedin.com/company/kelvara-consulting/jobs/" target="_blank" rel="noopener">LinkedIn</a>. Kelvara is a Tripartite Standards adopter and an equal opportunity employer.</p></div></section>`,
    ),
    hsModule(
      '1706590012803',
      `<section class="text-block"><div class="content-wrapper"><h2>Benefits</h2><ul><li>Certification budget of S$5,000 a year plus exam leave</li><li>Flexible work arrangements (hybrid, 3 days in office)</li><li>Comprehensive medical, dental and outpatient cover</li><li>18 days’ annual leave, plus birthday leave</li></ul></div></section>`,
    ),
  ].join('\n'),
});

/* ---------------- contact ---------------- */
const contact = page({
  title: 'Contact Kelvara Consulting',
  path: '/contact',
  id: '152840012390',
  lang: 'en',
  template: 'contact',
  desc: 'Contact Kelvara Consulting in Singapore or Kuala Lumpur.',
  extraJs: `<script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script>
<script>
  hbspt.forms.create({
    region: "na1",
    portalId: "${PORTAL}",
    formId: "8c2f7d41-3b6a-4e92-a0d5-7f1e6c9b2a84",
    target: "#hs-contact-form"
  });
</script>`,
  body: [
    hsModule(
      '1706590012901',
      `<section class="contact"><div class="content-wrapper"><div class="contact__intro"><h1>Let’s talk</h1><p>Tell us about your project and a senior consultant will get back to you within one business day.</p><h2>Singapore</h2><p>1 Fusionopolis Place, #07-10 Galaxis, Singapore 138522<br>+65 6391 8820</p><h2>Kuala Lumpur</h2><p>Level 18, Menara Binjai, 2 Jalan Binjai, 50450 Kuala Lumpur<br>+60 3 2788 4410<br><a href="https://www.kelvara.com.my/contact">kelvara.com.my</a></p></div><div class="contact__form"><div id="hs-contact-form"></div></div></div></section>`,
    ),
  ].join('\n'),
});

const HEADERS = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8581f2c3ad1e4b7c-SIN',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': PORTAL,
  'x-hs-cache-config': 'BrowserCache5MinEdgeCache10Min',
  'x-hs-content-id': '152840012345',
  'content-security-policy': 'upgrade-insecure-requests',
};

export const site: CorpusSite = {
  domain: 'kelvara.com.sg',
  otherDomains: ['kelvara.com.my'],
  covers:
    'Singapore IT consultancy on HubSpot CMS (English + Simplified Chinese alliances page): tabbed alliance module with one tab per vendor (SAP Gold, Microsoft Solutions Partner, Salesforce Ridge, AWS Advanced Tier) linking partner-finder profiles, a card grid of other technology partners with tiers, an ISV resold product, a licensing distributor in prose; home page badges linking internally only; memberships on the about page; negatives: client logos and case-study client link, IMDA/ISO certifications, awards and press, MyCareersFuture/LinkedIn jobs, government e-invoicing links, own Malaysian domain',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/alliances': { headers: HEADERS, html: alliances },
    '/zh-cn/alliances': { headers: HEADERS, html: alliancesZh },
    '/about': { headers: HEADERS, html: about },
    '/case-studies': { headers: HEADERS, html: cases },
    '/case-studies/harbourline-logistics-s4hana': { headers: HEADERS, html: caseHarbourline },
    '/insights/choosing-an-erp-partner': { headers: HEADERS, html: post },
    '/careers': { headers: HEADERS, html: careers },
    '/contact': { headers: HEADERS, html: contact },
  },
  sitemap: [
    '/',
    '/alliances',
    '/zh-cn/alliances',
    '/about',
    '/case-studies',
    '/case-studies/harbourline-logistics-s4hana',
    '/insights/choosing-an-erp-partner',
    '/careers',
    '/contact',
  ],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'cloudflare',
    'jquery',
    'google-tag-manager',
    'linkedin-insight-tag',
    'linkedin-ads',
    'open-graph',
    'google-font-api',
  ],
  partners: {
    'sap.com': 'technology',
    'microsoft.com': 'technology',
    'salesforce.com': 'technology',
    'amazon.com': 'technology',
    'uipath.com': 'technology',
    'snowflake.com': 'technology',
    'databricks.com': 'technology',
    'boomi.com': 'technology',
    'tessaract.io': 'technology',
    'ingrammicro.com': 'channel',
    'sgtech.org.sg': 'generic',
    'scs.org.sg': 'generic',
  },
};
