import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a1f3c2d9e6b41a7-LHR',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': '2418763',
  'x-powered-by': 'HubSpot',
  'x-hs-cache-config': 'BrowserCache-5s-EdgeCache-0s',
  'strict-transport-security': 'max-age=31536000; includeSubDomains; preload',
  'set-cookie':
    '__cf_bm=Qm2vX8pL1nR4tY7wZ0aB3cD6eF9gH2jK5mN8pQ1sT4u-1718883021-1.0.1.1-hK3mP6qS9uW2yZ5bC8eF1hJ4kM7nQ0rT3vX6zA9cD2fG5jL8pS1uW4yB7eH0kN3qT6wZ9; path=/; expires=Thu, 20-Jun-24 12:00:21 GMT; domain=.harbourline.co.uk; HttpOnly; Secure; SameSite=None',
};

const head = (title: string, description: string, path: string): string => `<!doctype html><html lang="en-gb"><head>
    <meta charset="utf-8">
    <title>${title}</title>
    <link rel="shortcut icon" href="https://harbourline.co.uk/hubfs/Harbourline_2023/favicon.png">
    <meta name="description" content="${description}">
    <script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
    <meta property="og:description" content="${description}">
    <meta property="og:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    <meta name="twitter:title" content="${title}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="stylesheet" href="https://harbourline.co.uk/hubfs/hub_generated/template_assets/1/118273645/1712229981000/template_main.min.css">
    <link rel="stylesheet" href="https://harbourline.co.uk/hubfs/hub_generated/module_assets/1/118274002/1712229975000/module_logo-grid.min.css">
    <link rel="stylesheet" href="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.css">
    <link rel="canonical" href="https://harbourline.co.uk${path}">
    <meta property="og:url" content="https://harbourline.co.uk${path}">
    <meta name="twitter:card" content="summary">
    <meta http-equiv="content-language" content="en-gb">
    <meta name="generator" content="HubSpot"></head>`;

const nav = `<div data-global-resource-path="Harbourline_2023/templates/partials/header.html"><header class="header">
  <a href="#main-content" class="header__skip">Skip to content</a>
  <div class="header__container content-wrapper">
    <div class="header__logo"><span id="hs_cos_wrapper_site_logo" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module widget-type-logo" data-hs-cos-general-type="widget" data-hs-cos-type="module"><span id="hs_cos_wrapper_site_logo_hs_logo_widget" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_logo" data-hs-cos-general-type="widget" data-hs-cos-type="logo"><a href="/" id="hs-link-site_logo_hs_logo_widget" style="border-width:0px;border:0px;"><img src="https://harbourline.co.uk/hs-fs/hubfs/Harbourline_2023/harbourline-logo.png?width=220&amp;height=56&amp;name=harbourline-logo.png" class="hs-image-widget" height="56" style="height: auto;width:220px;border-width:0px;border:0px;" width="220" alt="Harbourline IT"></a></span></span></div>
    <nav class="menu menu--desktop" aria-label="Main menu">
      <ul class="menu__wrapper no-list">
        <li class="hs-menu-item hs-menu-depth-1 hs-item-has-children"><a href="/managed-it-services" role="menuitem">Services</a>
          <ul class="hs-menu-children-wrapper">
            <li class="hs-menu-item hs-menu-depth-2"><a href="/managed-it-services/it-support" role="menuitem">IT Support</a></li>
            <li class="hs-menu-item hs-menu-depth-2"><a href="/managed-it-services/cyber-security" role="menuitem">Cyber Security</a></li>
            <li class="hs-menu-item hs-menu-depth-2"><a href="/managed-it-services/cloud-microsoft-365" role="menuitem">Cloud &amp; Microsoft 365</a></li>
            <li class="hs-menu-item hs-menu-depth-2"><a href="/managed-it-services/backup-disaster-recovery" role="menuitem">Backup &amp; DR</a></li>
          </ul>
        </li>
        <li class="hs-menu-item hs-menu-depth-1"><a href="/case-studies" role="menuitem">Case Studies</a></li>
        <li class="hs-menu-item hs-menu-depth-1"><a href="/partners" role="menuitem">Partners</a></li>
        <li class="hs-menu-item hs-menu-depth-1"><a href="/about" role="menuitem">About</a></li>
        <li class="hs-menu-item hs-menu-depth-1"><a href="/contact" role="menuitem" class="button">Get in touch</a></li>
      </ul>
    </nav>
  </div>
</header></div>`;

const footer = `<div data-global-resource-path="Harbourline_2023/templates/partials/footer.html"><footer class="footer">
  <div class="footer__container content-wrapper">
    <div class="footer__col">
      <p><strong>Harbourline IT Ltd</strong><br>Unit 4, Wapping Wharf Studios<br>Bristol BS1 6WP<br>Registered in England &amp; Wales No. 09384712</p>
      <p><a href="tel:+441179304410">0117 930 4410</a> · <a href="mailto:hello@harbourline.co.uk">hello@harbourline.co.uk</a></p>
    </div>
    <div class="footer__col">
      <ul class="footer__links no-list">
        <li><a href="/partners">Technology partners</a></li>
        <li><a href="https://harbourline.teamtailor.com/jobs">Careers</a></li>
        <li><a href="/privacy-policy">Privacy policy</a></li>
        <li><a href="https://status.harbourline.co.uk/">Service status</a></li>
        <li><a href="https://support.harbourline.co.uk/portal">Client portal</a></li>
      </ul>
    </div>
    <div class="footer__col footer__accreditations">
      <img src="https://harbourline.co.uk/hs-fs/hubfs/Accreditations/cyber-essentials-plus.png?width=90&amp;name=cyber-essentials-plus.png" alt="Cyber Essentials Plus certified" width="90" loading="lazy">
      <img src="https://harbourline.co.uk/hs-fs/hubfs/Accreditations/iso27001.png?width=90&amp;name=iso27001.png" alt="ISO/IEC 27001:2022" width="90" loading="lazy">
    </div>
    <div class="footer__col social-follow">
      <a href="https://www.linkedin.com/company/harbourline-it" class="social-links__link" target="_blank" rel="noopener"><span class="social-links__icon" aria-label="LinkedIn"></span></a>
      <a href="https://x.com/harbourlineit" class="social-links__link" target="_blank" rel="noopener"><span class="social-links__icon" aria-label="X"></span></a>
      <a href="https://www.youtube.com/@harbourlineit" class="social-links__link" target="_blank" rel="noopener"><span class="social-links__icon" aria-label="YouTube"></span></a>
    </div>
  </div>
  <p class="footer__copyright">© 2024 Harbourline IT Ltd. All rights reserved.</p>
</footer></div>`;

const tail = `<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script src="https://harbourline.co.uk/hubfs/hub_generated/template_assets/1/118273640/1712229978000/template_main.min.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-gb';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>

<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", window.location.href]);
_hsq.push(["setPageId", "118290114233"]);
_hsq.push(["setContentMetadata", {"contentPageId":118290114233,"legacyPageId":"118290114233","contentFolderId":null,"contentGroupId":null,"abTestId":null,"languageVariantId":118290114233,"languageCode":"en-gb"}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="/hs/scriptloader/2418763.js"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript">
var hsVars = {
    render_id: "a8d2f0c1-6e3b-4b9a-9f27-1d4c5e8b7a30",
    ticks: 1718882345120,
    page_id: 118290114233,
    content_group_id: 0,
    portal_id: 2418763,
    app_hs_base_url: "https://app-eu1.hubspot.com",
    cp_hs_base_url: "https://cp-eu1.hubspot.com",
    language: "en-gb",
    analytics_page_type: "standard-page",
    scp_content_type: "",
    analytics_page_id: "118290114233",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>
<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.354/js/index.js"></script>
</body></html>`;

export const site: CorpusSite = {
  domain: 'harbourline.co.uk',
  covers:
    'UK managed IT provider on HubSpot CMS behind Cloudflare (hub id header, generator meta, HSTS, __cf_bm cookie); /partners page with vendor partner badge cards linking to vendor partner directories on sub-domains (technology) and a prose paragraph of referral partners (channel); negatives on the same page: Cyber Essentials / ISO certification bodies and a trade-association membership; elsewhere: "Trusted by" customer logos, a linked customer, sponsorship of a rugby club, awards, Teamtailor careers, status and portal sub-domains, social links',
  pages: {
    '/': {
      headers,
      html: `${head('Managed IT Support & Cyber Security in Bristol | Harbourline IT', 'Proactive managed IT, cyber security and Microsoft 365 for businesses across Bristol and the South West.', '')}
<body>
<div class="body-wrapper   hs-content-id-118290114233 hs-site-page page ">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--home">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell " style="" data-widget-type="cell" data-x="0" data-w="12">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section dnd_area-row-0-padding">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_dnd_area-module-1" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<section class="hero">
  <h1>IT that just works – so your team can get on with theirs</h1>
  <p>Harbourline IT looks after the servers, laptops, cloud and security of 140+ organisations across Bristol, Bath and the South West. Fixed monthly price, 15-minute response, real engineers.</p>
  <a class="button" href="/contact">Book a free IT review</a>
</section>
</div>
</div>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_dnd_area-module-2" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<section class="logo-strip">
  <h2 class="logo-strip__title">Trusted by businesses across the South West</h2>
  <ul class="logo-strip__list no-list">
    <li><img src="https://harbourline.co.uk/hs-fs/hubfs/Clients/severn-valley-hospice.png?width=160&amp;name=severn-valley-hospice.png" alt="Severn Valley Hospice" width="160" loading="lazy"></li>
    <li><img src="https://harbourline.co.uk/hs-fs/hubfs/Clients/avonmouth-freight.png?width=160&amp;name=avonmouth-freight.png" alt="Avonmouth Freight Services" width="160" loading="lazy"></li>
    <li><img src="https://harbourline.co.uk/hs-fs/hubfs/Clients/clifton-dental.png?width=160&amp;name=clifton-dental.png" alt="Clifton Dental Group" width="160" loading="lazy"></li>
    <li><img src="https://harbourline.co.uk/hs-fs/hubfs/Clients/bathstone-architects.png?width=160&amp;name=bathstone-architects.png" alt="Bathstone Architects" width="160" loading="lazy"></li>
  </ul>
  <a href="/case-studies">Read our case studies →</a>
</section>
</div>
</div>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
<div class="row-fluid ">
<div class="span6 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="6">
<div id="hs_cos_wrapper_dnd_area-module-3" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<h2>Backed by the vendors you already use</h2>
<p>We hold partner status with Microsoft, Cisco, Dell Technologies, Sophos and Veeam, so your escalations go straight to the people who build the products. <a href="/partners">See our technology partners</a>.</p>
</div>
</div>
<div class="span6 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="6" data-w="6">
<div id="hs_cos_wrapper_dnd_area-module-4" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<h2>Award-winning support</h2>
<p>Winner, <em>Best Managed Service Provider</em> at the South West Tech Awards 2023 and listed in the Channel Futures MSP 501 for the second year running.</p>
</div>
</div>
</div>
</div>
</div>
</div>
</div>
</div>
</main>
${footer}
</div>
${tail}`,
    },
    '/partners': {
      headers,
      html: `${head('Technology Partners & Accreditations | Harbourline IT', 'The vendors we partner with, the firms that refer clients to us, and the standards we are certified to.', '/partners')}
<body>
<div class="body-wrapper   hs-content-id-118290114301 hs-site-page page ">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--partners">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681301" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<section class="page-intro">
  <h1>Technology partners</h1>
  <p>We don't resell whatever pays the best margin. We partner with a short list of vendors whose products we run ourselves, and we keep our engineers certified on every one of them.</p>
</section>
</div>
</div>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-2 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681302" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<div class="partner-cards">
  <div class="partner-card">
    <a class="partner-card__badge" href="https://appsource.microsoft.com/en-gb/marketplace/partner-dir/4c1f2e8a-7b3d-4e6f-9a01-5d2c8b7e4f30/overview" target="_blank" rel="noopener"><img src="https://harbourline.co.uk/hs-fs/hubfs/Partners/ms-solutions-partner-modern-work.png?width=240&amp;name=ms-solutions-partner-modern-work.png" alt="Microsoft Solutions Partner – Modern Work" width="240" loading="lazy"></a>
    <h3>Microsoft</h3>
    <p>Solutions Partner for Modern Work and Security. We migrate, license and manage Microsoft 365, Intune, Defender and Azure for our clients.</p>
  </div>
  <div class="partner-card">
    <a class="partner-card__badge" href="https://locatr.cloudapps.cisco.com/WWChannels/LOCATR/openBasicSearch.do?partnerId=2881043" target="_blank" rel="noopener"><img src="https://harbourline.co.uk/hs-fs/hubfs/Partners/cisco-select-partner.png?width=240&amp;name=cisco-select-partner.png" alt="Cisco Select Partner" width="240" loading="lazy"></a>
    <h3>Cisco &amp; Meraki</h3>
    <p>Select Partner. Cloud-managed Meraki switching, wireless and SD-WAN for multi-site businesses.</p>
  </div>
  <div class="partner-card">
    <a class="partner-card__badge" href="https://www.dell.com/en-uk/dt/partner-program/index.htm" target="_blank" rel="noopener"><img src="https://harbourline.co.uk/hs-fs/hubfs/Partners/dell-technologies-gold-partner.png?width=240&amp;name=dell-technologies-gold-partner.png" alt="Dell Technologies Gold Partner" width="240" loading="lazy"></a>
    <h3>Dell Technologies</h3>
    <p>Gold Partner for client devices, PowerEdge servers and PowerStore storage, with next-business-day on-site warranty handled by us.</p>
  </div>
  <div class="partner-card">
    <a class="partner-card__badge" href="https://www.sophos.com/en-gb/partners" target="_blank" rel="noopener"><img src="https://harbourline.co.uk/hs-fs/hubfs/Partners/sophos-gold-partner.png?width=240&amp;name=sophos-gold-partner.png" alt="Sophos Gold Partner" width="240" loading="lazy"></a>
    <h3>Sophos</h3>
    <p>Gold Partner and Sophos MDR provider: endpoint protection, firewalls and 24/7 managed detection and response.</p>
  </div>
  <div class="partner-card">
    <a class="partner-card__badge" href="https://www.veeam.com/partners.html" target="_blank" rel="noopener"><img src="https://harbourline.co.uk/hs-fs/hubfs/Partners/veeam-silver-partner.png?width=240&amp;name=veeam-silver-partner.png" alt="Veeam Silver Partner" width="240" loading="lazy"></a>
    <h3>Veeam</h3>
    <p>Silver ProPartner and Veeam Cloud &amp; Service Provider for our offsite and immutable backup service.</p>
  </div>
  <div class="partner-card">
    <a class="partner-card__badge" href="https://www.datto.com/" target="_blank" rel="noopener"><img src="https://harbourline.co.uk/hs-fs/hubfs/Partners/datto-partner.png?width=240&amp;name=datto-partner.png" alt="Datto partner" width="240" loading="lazy"></a>
    <h3>Datto</h3>
    <p>Our RMM and PSA platform: monitoring, patching and ticketing across every device we manage.</p>
  </div>
</div>
</div>
</div>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-3 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681303" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<h2>Referral partners</h2>
<p>Many of our clients first hear about us from their accountant or solicitor. We run a referral partnership with a handful of local professional-services firms – currently <a href="https://www.ashcombereid.co.uk/">Ashcombe &amp; Reid Chartered Accountants</a>, <a href="https://lyndhurstlegal.co.uk/">Lyndhurst Legal</a> and <a href="https://www.keelbooks.co.uk/">Keel Bookkeeping</a> – who introduce businesses that need a hand with their IT. Interested in becoming one? <a href="/contact">Talk to us</a>.</p>
</div>
</div>
</div>
</div>
<div class="row-fluid-wrapper row-depth-1 row-number-4 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681304" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<h2>Accreditations &amp; memberships</h2>
<ul class="accreditations">
  <li><strong>Cyber Essentials Plus</strong> – certified annually through the <a href="https://iasme.co.uk/cyber-essentials/" target="_blank" rel="noopener">IASME Consortium</a>.</li>
  <li><strong>ISO/IEC 27001:2022</strong> – information security management, certificate issued by <a href="https://www.nqa.com/en-gb" target="_blank" rel="noopener">NQA</a>.</li>
  <li><strong>Member of CompTIA</strong> – <a href="https://www.comptia.org/" target="_blank" rel="noopener">the IT industry association</a>.</li>
  <li><strong>Member of Business West</strong> – <a href="https://www.businesswest.co.uk/" target="_blank" rel="noopener">the chamber of commerce for the West of England</a>.</li>
</ul>
</div>
</div>
</div>
</div>
</div>
</main>
${footer}
</div>
${tail}`,
    },
    '/case-studies': {
      headers,
      html: `${head('Case Studies | Harbourline IT', 'How we help organisations across the South West.', '/case-studies')}
<body>
<div class="body-wrapper   hs-content-id-118290114355 hs-site-page page ">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681401" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<h1>Case studies</h1>
<article class="case-study-card">
  <h2>Severn Valley Hospice: moving 220 staff to Microsoft 365</h2>
  <p>The hospice (<a href="https://www.severnvalleyhospice.org.uk/" target="_blank" rel="noopener">severnvalleyhospice.org.uk</a>) ran on an ageing on-premise Exchange server. We moved mail, files and devices to Microsoft 365 and Intune over a single weekend.</p>
</article>
<article class="case-study-card">
  <h2>Avonmouth Freight Services: ransomware-proof backups</h2>
  <p>Immutable offsite backups and a tested recovery plan for a 24/7 logistics operation.</p>
</article>
<article class="case-study-card">
  <h2>Clifton Dental Group: one network for nine practices</h2>
  <p>Meraki SD-WAN and a managed firewall estate rolled out practice by practice, without a single clinic closing.</p>
</article>
</div>
</div>
</div>
</div>
</div>
</main>
${footer}
</div>
${tail}`,
    },
    '/about': {
      headers,
      html: `${head('About Us | Harbourline IT', 'Bristol-based managed IT since 2011.', '/about')}
<body>
<div class="body-wrapper   hs-content-id-118290114377 hs-site-page page ">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681501" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<h1>About Harbourline</h1>
<p>Founded in 2011 by two former NHS infrastructure engineers, Harbourline now employs 34 people from our office on Wapping Wharf.</p>
<h2>In the community</h2>
<p>We're proud shirt sponsors of <a href="https://www.portisheadlionsrfc.co.uk/" target="_blank" rel="noopener">Portishead Lions RFC</a> and volunteer as IT mentors with local charities.</p>
<h2>Join the team</h2>
<p>We're always looking for curious engineers. See open roles on our <a href="https://harbourline.teamtailor.com/jobs">careers site</a>.</p>
</div>
</div>
</div>
</div>
</div>
</main>
${footer}
</div>
${tail}`,
    },
    '/contact': {
      headers,
      html: `${head('Contact | Harbourline IT', 'Get in touch with Harbourline IT.', '/contact')}
<body>
<div class="body-wrapper   hs-content-id-118290114399 hs-site-page page ">
${nav}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container">
<div class="row-fluid-wrapper row-depth-1 row-number-1 dnd-section">
<div class="row-fluid ">
<div class="span12 widget-span widget-type-custom_widget dnd-module" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_1681601" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" data-hs-cos-general-type="widget" data-hs-cos-type="form">
<h1>Let's talk</h1>
<p>Call <a href="tel:+441179304410">0117 930 4410</a> or fill in the form and one of our team will be in touch within a working day.</p>
<div id="hs_form_target_widget_1681601"></div>
<script charset="utf-8" type="text/javascript" src="//js-eu1.hsforms.net/forms/embed/v2.js"></script>
<script>
  hbspt.forms.create({
    region: "eu1",
    portalId: "2418763",
    formId: "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    target: "#hs_form_target_widget_1681601"
  });
</script>
</div>
</div>
</div>
</div>
</div>
</main>
${footer}
</div>
${tail}`,
    },
  },
  technologies: ['hubspot-cms-hub', 'hubspot', 'cloudflare', 'cloudflare-bot-management', 'hsts', 'jquery', 'open-graph'],
  partners: {
    'microsoft.com': 'technology',
    'cisco.com': 'technology',
    'dell.com': 'technology',
    'sophos.com': 'technology',
    'veeam.com': 'technology',
    'datto.com': 'technology',
    'ashcombereid.co.uk': 'channel',
    'lyndhurstlegal.co.uk': 'channel',
    'keelbooks.co.uk': 'channel',
  },
};
