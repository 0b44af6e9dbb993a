import type { CorpusSite } from '../corpus/types.js';

/*
 * Northpine Energy Services Inc. (Calgary, Alberta): smart-meter deployment, EV charging installation,
 * substation maintenance and solar-plus-storage commissioning for utilities and fleets.
 * HubSpot CMS behind Cloudflare; HubSpot tracking, gtag, Google Fonts, jQuery from hsstatic.
 */

const BASE = 'https://northpineenergy.ca';
const HUB = '4412983';

const head = (title: string, description: string, path: string, pageId: string, extra = ''): string => `<!doctype html>
<html lang="en-ca">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="shortcut icon" href="${BASE}/hubfs/northpine-favicon.png">
<meta name="description" content="${description}">
<link type="text/css" rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Montserrat:wght@400;600;700&amp;family=Open+Sans:wght@400;600&amp;display=swap">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/hs/hsstatic/jquery-libs/static-1.4/jquery/jquery-1.11.2.js"></script>
<script>hsjQuery = window['jQuery'];</script>
<meta property="og:description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="${BASE}/hubfs/og/northpine-crew-substation.jpg">
<meta property="og:url" content="${BASE}${path}">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="canonical" href="${BASE}${path}">
<link rel="stylesheet" href="${BASE}/hubfs/hub_generated/template_assets/1/98231475512/1714421190347/template_main.min.css">
<link rel="stylesheet" href="${BASE}/hubfs/hub_generated/template_assets/1/98231475619/1714421191207/template_theme-overrides.min.css">
<link rel="stylesheet" href="${BASE}/hubfs/hub_generated/module_assets/1/98231833106/1714421187763/module_mega-menu.min.css">
<style>
#hs_cos_wrapper_widget_hero .hero-banner { background-image: url('${BASE}/hubfs/hero/northpine-hero-meter-tech.jpg'); }
.dnd-section > .row-fluid { max-width: 1240px; }
</style>
<!-- Global site tag (gtag.js) - Google Analytics -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-H4T7RZ2N8C"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-H4T7RZ2N8C');
</script>
<meta name="generator" content="HubSpot">
${extra}
</head>`;

const megaMenu = `<div class="header__navigation header--element">
<nav aria-label="Main menu" class="navigation-primary">
<ul class="submenu level-1">
<li class="has-submenu menu-item hs-skip-lang-url-rewrite"><a href="/services" class="menu-link">Services</a>
<div class="mega-dropdown">
<div class="mega-dropdown__col"><p class="mega-dropdown__title">Utility services</p>
<ul class="submenu level-2">
<li class="menu-item"><a href="/services#ami" class="menu-link">Smart meter (AMI) deployment</a></li>
<li class="menu-item"><a href="/services#substation" class="menu-link">Substation maintenance &amp; testing</a></li>
<li class="menu-item"><a href="/services#distribution" class="menu-link">Distribution line services</a></li>
</ul></div>
<div class="mega-dropdown__col"><p class="mega-dropdown__title">Electrification</p>
<ul class="submenu level-2">
<li class="menu-item"><a href="/services/ev-charging-installation" class="menu-link">EV charging installation</a></li>
<li class="menu-item"><a href="/services#fleet" class="menu-link">Fleet depot electrification</a></li>
<li class="menu-item"><a href="/services#solar-storage" class="menu-link">Solar + storage commissioning</a></li>
</ul></div>
<div class="mega-dropdown__col mega-dropdown__col--promo">
<img src="${BASE}/hubfs/menu/promo-fleet-guide.png" alt="Fleet electrification guide" width="240" height="150" loading="lazy">
<p><a href="/services/ev-charging-installation#guide">Download: The 2024 Fleet Electrification Playbook</a></p>
</div>
</div></li>
<li class="menu-item"><a href="/about#projects" class="menu-link">Projects</a></li>
<li class="has-submenu menu-item"><a href="/partners" class="menu-link">Partners</a>
<ul class="submenu level-2">
<li class="menu-item"><a href="/partners" class="menu-link">Technology partners</a></li>
<li class="menu-item"><a href="/service-partners" class="menu-link">Certified installer directory</a></li>
</ul></li>
<li class="has-submenu menu-item"><a href="/about" class="menu-link">About</a>
<ul class="submenu level-2">
<li class="menu-item"><a href="/about" class="menu-link">Our company</a></li>
<li class="menu-item"><a href="/about#safety" class="menu-link">Safety</a></li>
<li class="menu-item"><a href="https://northpine.bamboohr.com/careers" class="menu-link" target="_blank" rel="noopener">Careers</a></li>
</ul></li>
<li class="menu-item"><a href="/contact" class="menu-link button button--small">Get a quote</a></li>
</ul>
</nav>
</div>`;

const header = `<div data-global-resource-path="northpine-2023/templates/partials/header.html"><header class="header">
<a href="#main-content" class="header__skip">Skip to content</a>
<div class="header__top">
<div class="header__container content-wrapper">
<span>24/7 emergency line: <a href="tel:+14035550100">1-403-555-0100</a></span>
<span><a href="https://www.northpinesolar.ca/" target="_blank" rel="noopener">Residential solar? Visit Northpine Solar</a></span>
<span><a href="/fr/accueil">Fran&ccedil;ais</a></span>
</div>
</div>
<div class="header__container content-wrapper">
<div class="header__logo header--element">
<a href="/"><img src="${BASE}/hubfs/raw_assets/public/northpine-2023/images/northpine-logo.svg" alt="Northpine Energy Services" width="220" height="52"></a>
</div>
${megaMenu}
</div>
</header></div>`;

const footer = `<div data-global-resource-path="northpine-2023/templates/partials/footer.html"><footer class="footer">
<div class="footer__container content-wrapper">
<div class="footer__col">
<img src="${BASE}/hubfs/raw_assets/public/northpine-2023/images/northpine-logo-white.svg" alt="Northpine Energy Services" width="180" height="43" loading="lazy">
<p>Northpine Energy Services Inc.<br>4220 – 54 Avenue SE<br>Calgary, AB T2C 2E9</p>
<p><a href="tel:+14035550142">403-555-0142</a> | <a href="mailto:info@northpineenergy.ca">info@northpineenergy.ca</a></p>
</div>
<div class="footer__col">
<h4>Services</h4>
<ul>
<li><a href="/services#ami">Smart meter deployment</a></li>
<li><a href="/services#substation">Substation services</a></li>
<li><a href="/services/ev-charging-installation">EV charging installation</a></li>
<li><a href="/services#solar-storage">Solar + storage</a></li>
</ul>
</div>
<div class="footer__col">
<h4>Company</h4>
<ul>
<li><a href="/about">About us</a></li>
<li><a href="/about#projects">Projects</a></li>
<li><a href="/partners">Technology partners</a></li>
<li><a href="/service-partners">Find a certified installer</a></li>
<li><a href="https://northpine.bamboohr.com/careers" target="_blank" rel="noopener">Careers</a></li>
<li><a href="/contact">Contact</a></li>
</ul>
</div>
<div class="footer__col">
<h4>Stay connected</h4>
<ul class="social-links">
<li><a href="https://www.linkedin.com/company/northpine-energy-services" target="_blank" rel="noopener">LinkedIn</a></li>
<li><a href="https://www.instagram.com/northpineenergy" target="_blank" rel="noopener">Instagram</a></li>
<li><a href="https://www.youtube.com/@northpineenergy" target="_blank" rel="noopener">YouTube</a></li>
</ul>
<div class="footer__badges">
<img src="${BASE}/hubfs/badges/cor-certified.png" alt="COR Certified" width="90" height="90" loading="lazy">
<img src="${BASE}/hubfs/badges/isnetworld-member.png" alt="ISNetworld member contractor" width="120" height="60" loading="lazy">
</div>
</div>
</div>
<div class="footer__legal content-wrapper">
<p>&copy; 2024 Northpine Energy Services Inc. | <a href="/privacy-policy">Privacy</a> | <a href="/accessibility">Accessibility</a> | Proudly Canadian, headquartered in Mohkinstsis (Calgary) on Treaty 7 territory.</p>
</div>
</footer></div>`;

const tail = (pageId: string, path: string): string => `<script src="/hs/hsstatic/content-cwv-embed/static-1.1293/embed.js"></script>
<script>
var hsVars = hsVars || {}; hsVars['language'] = 'en-ca';
</script>
<script src="/hs/hsstatic/cos-i18n/static-1.53/bundles/project.js"></script>
<script src="/hs/hsstatic/keyboard-accessible-menu-flyouts/static-1.17/bundles/project.js"></script>
<script src="${BASE}/hubfs/hub_generated/template_assets/1/98231475714/1714421190933/template_main.min.js"></script>
<!-- Start of HubSpot Analytics Code -->
<script type="text/javascript">
var _hsq = _hsq || [];
_hsq.push(["setContentType", "standard-page"]);
_hsq.push(["setCanonicalUrl", "${BASE}${path}"]);
_hsq.push(["setPageId", "${pageId}"]);
_hsq.push(["setContentMetadata", {"contentPageId": ${pageId}, "legacyPageId": "${pageId}", "contentFolderId": null, "contentGroupId": null, "abTestId": null, "languageVariantId": ${pageId}, "languageCode": "en-ca"}]);
</script>
<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-scripts.com/${HUB}.js"></script>
<!-- End of HubSpot Analytics Code -->
<script type="text/javascript">
var hsVars = {
    render_id: "0a1c3e5f-7b9d-4e2f-8a6c-${pageId.slice(0, 12)}",
    ticks: 1714512039487,
    page_id: ${pageId},
    content_group_id: 0,
    portal_id: ${HUB},
    app_hs_base_url: "https://app.hubspot.com",
    cp_hs_base_url: "https://cp.hubspot.com",
    language: "en-ca",
    analytics_page_type: "page",
    scp_content_type: "",
    analytics_page_id: "${pageId}",
    category_id: 1,
    folder_id: 0,
    is_hubspot_user: false
}
</script>
<script defer src="/hs/hsstatic/HubspotToolsMenu/static-1.304/js/index.js"></script>
</body>
</html>`;

const page = (title: string, description: string, path: string, pageId: string, content: string, extra = ''): string =>
  `${head(title, description, path, pageId, extra)}
<body>
<div class="body-wrapper hs-content-id-${pageId} hs-site-page page">
${header}
<main id="main-content" class="body-container-wrapper">
<div class="container-fluid body-container body-container--home">
<div class="row-fluid-wrapper">
<div class="row-fluid">
<div class="span12 widget-span widget-type-cell" style="" data-widget-type="cell" data-x="0" data-w="12">
${content}
</div>
</div>
</div>
</div>
</main>
${footer}
</div>
${tail(pageId, path)}`;

let row = 0;
const dnd = (inner: string, cls = ''): string => {
  row++;
  return `<div class="row-fluid-wrapper row-depth-1 row-number-${row} dnd-section ${cls}">
<div class="row-fluid">
<div class="span12 widget-span widget-type-custom_widget dnd-module" style="" data-widget-type="custom_widget" data-x="0" data-w="12">
<div id="hs_cos_wrapper_widget_${1714000000 + row * 7919}" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="" data-hs-cos-general-type="widget" data-hs-cos-type="module">
${inner}
</div>
</div>
</div>
</div>`;
};

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87d1a4b6ce2f3a91-YYC',
  'cf-cache-status': 'HIT',
  'x-hs-hub-id': HUB,
  'x-hs-cache-config': 'BrowserCache_Short-EdgeCache_Long-OriginCache_Default',
  'x-powered-by': 'HubSpot',
  'cache-control': 's-maxage=36000,max-age=5',
  'x-hs-content-id': '98231990451',
  vary: 'Accept-Encoding',
};

const home = page(
  'Northpine Energy Services | Utility & Electrification Contractor, Western Canada',
  'Northpine deploys smart meters, installs EV charging, maintains substations and commissions solar + storage for utilities, municipalities and fleets across Canada.',
  '/',
  '98231990451',
  [
    dnd(
      `<div class="hero-banner">
<div class="hero-banner__content">
<h1>Keeping the grid running while Canada electrifies.</h1>
<p>From a 400,000-meter AMI rollout to a 60-charger bus depot, Northpine crews deliver utility-grade work on schedule &mdash; with a Total Recordable Incident Rate of 0.31.</p>
<a class="button" href="/services">Our services</a> <a class="button button--secondary" href="/contact">Talk to a project manager</a>
</div>
</div>`,
      'hero',
    ),
    dnd(
      `<div class="services-grid">
<div class="service-card"><img src="${BASE}/hubfs/icons/meter.svg" alt="" width="64" height="64"><h3>Smart meter deployment</h3><p>End-to-end AMI installation: meter exchanges, network devices, field audits and data reconciliation.</p><a href="/services#ami">Learn more</a></div>
<div class="service-card"><img src="${BASE}/hubfs/icons/substation.svg" alt="" width="64" height="64"><h3>Substation services</h3><p>Testing, maintenance and commissioning of transformers, breakers and protection relays up to 240 kV.</p><a href="/services#substation">Learn more</a></div>
<div class="service-card"><img src="${BASE}/hubfs/icons/ev.svg" alt="" width="64" height="64"><h3>EV charging</h3><p>Design-build of Level 2 and DC fast charging for fleets, multi-unit residential and public sites.</p><a href="/services/ev-charging-installation">Learn more</a></div>
<div class="service-card"><img src="${BASE}/hubfs/icons/solar.svg" alt="" width="64" height="64"><h3>Solar + storage</h3><p>Commissioning, interconnection testing and O&amp;M of commercial PV and battery systems.</p><a href="/services#solar-storage">Learn more</a></div>
</div>`,
    ),
    dnd(
      `<div class="stats-band">
<div><span class="stat">1.2M</span><span class="label">meters installed since 2014</span></div>
<div><span class="stat">2,800+</span><span class="label">EV charging ports energized</span></div>
<div><span class="stat">310</span><span class="label">field employees in 6 provinces</span></div>
<div><span class="stat">0.31</span><span class="label">TRIR (2023)</span></div>
</div>`,
    ),
    dnd(
      `<div class="logo-band">
<h2>Trusted by utilities and municipalities</h2>
<ul class="logo-band__list">
<li><img src="${BASE}/hubfs/clients/enmax.png" alt="ENMAX" width="140" height="56" loading="lazy"></li>
<li><img src="${BASE}/hubfs/clients/epcor.png" alt="EPCOR" width="140" height="56" loading="lazy"></li>
<li><img src="${BASE}/hubfs/clients/city-of-calgary.png" alt="City of Calgary" width="140" height="56" loading="lazy"></li>
<li><img src="${BASE}/hubfs/clients/saskpower.png" alt="SaskPower" width="140" height="56" loading="lazy"></li>
<li><img src="${BASE}/hubfs/clients/fortisbc.png" alt="FortisBC" width="140" height="56" loading="lazy"></li>
</ul>
<p><a href="/about#projects">See our projects</a></p>
</div>`,
    ),
    dnd(
      `<div class="split">
<div class="split__text">
<h2>Certified installers, coast to coast</h2>
<p>Need a single charger at a dealership in Moncton or a meter audit crew in Kelowna? Our network of certified installation partners extends Northpine&rsquo;s standards to every province. <a href="/service-partners">Find a certified installer</a>.</p>
<h2>Built on proven technology</h2>
<p>We are authorized installation and service partners for the meter, charging and protection platforms utilities already trust. <a href="/partners">Meet our technology partners</a>.</p>
</div>
<div class="split__media"><img src="${BASE}/hubfs/home/installer-network-map.png" alt="Map of Northpine certified installers across Canada" width="560" height="420" loading="lazy"></div>
</div>`,
    ),
    dnd(
      `<div class="cta-band"><h2>See us at DistribuTECH 2024</h2><p>February 27&ndash;29, Orlando &mdash; booth 3145. <a href="https://www.distributech.com/" target="_blank" rel="noopener">distributech.com</a></p></div>`,
    ),
  ].join('\n'),
  `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Northpine Energy Services Inc.","url":"${BASE}/","logo":"${BASE}/hubfs/raw_assets/public/northpine-2023/images/northpine-logo.svg","address":{"@type":"PostalAddress","streetAddress":"4220 54 Avenue SE","addressLocality":"Calgary","addressRegion":"AB","postalCode":"T2C 2E9","addressCountry":"CA"},"sameAs":["https://www.linkedin.com/company/northpine-energy-services","https://www.instagram.com/northpineenergy"]}</script>`,
);

const ev = page(
  'EV Charging Installation for Fleets & Commercial Sites | Northpine',
  'Design-build EV charging installation: site assessment, utility service upgrades, Level 2 and DC fast chargers, commissioning and maintenance.',
  '/services/ev-charging-installation',
  '98231990612',
  [
    dnd(
      `<div class="page-hero"><h1>EV charging installation</h1><p>One contractor from load study to energization &mdash; for transit agencies, fleets, condo boards and retail sites.</p></div>`,
    ),
    dnd(
      `<div class="process">
<h2>How a Northpine charging project works</h2>
<ol>
<li><strong>Site assessment &amp; load study.</strong> We review 12 months of interval data and model charging demand by vehicle duty cycle.</li>
<li><strong>Design &amp; permitting.</strong> Stamped electrical drawings, utility service applications and municipal permits.</li>
<li><strong>Incentive applications.</strong> We prepare ZEVIP and provincial incentive applications on your behalf.</li>
<li><strong>Installation.</strong> Trenching, conduit, switchgear, transformer pads and charger mounting by our own crews or a certified local installer.</li>
<li><strong>Commissioning &amp; network activation.</strong> OCPP configuration, load management and driver onboarding.</li>
<li><strong>Maintenance.</strong> 97% uptime service-level agreements with remote monitoring.</li>
</ol>
</div>`,
    ),
    dnd(
      `<div class="table-wrap">
<h2>Charger types we install</h2>
<table>
<thead><tr><th>Type</th><th>Power</th><th>Typical use</th><th>Time to add 100 km</th></tr></thead>
<tbody>
<tr><td>Level 2 (AC)</td><td>7.2&ndash;19.2 kW</td><td>Workplaces, multi-unit residential, overnight fleets</td><td>2&ndash;4 h</td></tr>
<tr><td>DC fast (DCFC)</td><td>50&ndash;180 kW</td><td>Public corridors, retail, fleet top-up</td><td>8&ndash;25 min</td></tr>
<tr><td>High-power DC / pantograph</td><td>300&ndash;600 kW</td><td>Transit buses, heavy-duty trucks</td><td>&lt; 10 min</td></tr>
</tbody>
</table>
</div>`,
    ),
    dnd(
      `<div class="partner-strip">
<h2>Charging hardware partners</h2>
<p>We are certified installers for FLO and ChargePoint networks and can quote other OCPP-compliant hardware on request. <a href="/partners">All technology partners</a></p>
</div>`,
    ),
    dnd(
      `<div class="guide-form" id="guide">
<h2>Download: The 2024 Fleet Electrification Playbook</h2>
<p>32 pages on right-sizing chargers, utility service upgrades and incentive stacking in Canada.</p>
<div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" data-hs-cos-general-type="widget" data-hs-cos-type="form"><h3 id="hs_cos_wrapper_form_418863520_title" class="hs_cos_wrapper form-title" data-hs-cos-general-type="widget_field" data-hs-cos-type="text"></h3>
<div id="hs_form_target_form_418863520"></div>
<script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script>
<script>
  hbspt.forms.create({ portalId: "${HUB}", formId: "4c7e2a19-3b6d-4f8e-9a0c-51d2e6f7a8b3", region: "na1", target: "#hs_form_target_form_418863520" });
</script>
</div>
</div>`,
    ),
  ].join('\n'),
);

const pcard = (logo: string, name: string, kind: string, desc: string, href: string): string => `<div class="partner-card">
<div class="partner-card__logo"><img src="${BASE}/hubfs/partners/${logo}" alt="${name} logo" width="200" height="80" loading="lazy"></div>
<div class="partner-card__body">
<span class="partner-card__tag">${kind}</span>
<h3>${name}</h3>
<p>${desc}</p>
<a class="partner-card__link" href="${href}" target="_blank" rel="noopener">Visit website &rarr;</a>
</div>
</div>`;

const partners = page(
  'Technology Partners | Northpine Energy Services',
  'Northpine is an authorized installation and service partner for leading metering, EV charging, substation and solar technologies.',
  '/partners',
  '98231990733',
  [
    dnd(
      `<div class="page-hero"><h1>Technology partners</h1><p>Our crews are factory-trained and certified on the platforms below. Partner status means faster warranty claims, access to engineering support and firmware tools, and installers who know the equipment.</p></div>`,
    ),
    dnd(
      `<div class="partner-filter" role="tablist">
<button class="is-active" data-filter="all">All</button>
<button data-filter="metering">Metering</button>
<button data-filter="ev">EV charging</button>
<button data-filter="grid">Grid &amp; substation</button>
<button data-filter="solar">Solar + storage</button>
</div>
<div class="partner-grid">
${pcard('itron.png', 'Itron', 'Metering', 'Northpine is an Itron Authorized Installation Partner for Gen5 Riva and OpenWay AMI networks, including network device installation and meter-to-cash reconciliation.', 'https://na.itron.com/')}
${pcard('landis-gyr.png', 'Landis+Gyr', 'Metering', 'Certified deployment partner for Gridstream&reg; RF Mesh and E360 meters across Western Canada.', 'https://www.landisgyr.com/')}
${pcard('flo.png', 'FLO', 'EV charging', 'Canadian-built Level 2 and DC fast chargers. Northpine is a FLO Certified Installer and Preferred Service Provider.', 'https://www.flo.com/en-ca/')}
${pcard('chargepoint.png', 'ChargePoint', 'EV charging', 'ChargePoint Certified Installer for CPF50, CP6000 and Express Plus platforms, including Assure warranty service.', 'https://www.chargepoint.com/en-ca')}
${pcard('schneider-electric.png', 'Schneider Electric', 'Grid &amp; substation', 'Alliance Partner for EcoStruxure Grid switchgear, Easergy protection relays and medium-voltage retrofits.', 'https://www.se.com/ca/en/')}
${pcard('hitachi-energy.png', 'Hitachi Energy', 'Grid &amp; substation', 'Authorized service partner for power transformer diagnostics, bushing replacement and RTU upgrades.', 'https://www.hitachienergy.com/ca/en')}
${pcard('enphase.png', 'Enphase', 'Solar + storage', 'Enphase Platinum Installer for IQ8 microinverters and IQ Battery commercial systems.', 'https://enphase.com/en-ca')}
</div>`,
    ),
    dnd(
      `<div class="text-block">
<h2>Research partner</h2>
<p>Our substation apprentices train on live-equivalent equipment at the <a href="https://www.sait.ca/applied-research/centre-for-grid-innovation" target="_blank" rel="noopener">SAIT Centre for Grid Innovation</a>, our research partner for distributed energy resource integration and microgrid testing.</p>
<h2>Looking for a local installer?</h2>
<p>Smaller projects outside our crew territories are delivered by independent electrical contractors who have completed Northpine certification. <a href="/service-partners">Browse the certified installer directory</a>.</p>
<h2>Become a technology partner</h2>
<p>Manufacturers looking for a national installation and field-service partner can reach our partnerships team at <a href="mailto:partnerships@northpineenergy.ca">partnerships@northpineenergy.ca</a>.</p>
</div>`,
    ),
  ].join('\n'),
);

interface Installer {
  name: string;
  city: string;
  province: string;
  services: string;
  phone: string;
  url: string | null;
}

const installerCard = (i: Installer): string => `<li class="installer">
<h3 class="installer__name">${i.name}</h3>
<p class="installer__location">${i.city}, ${i.province}</p>
<p class="installer__services"><strong>Certified for:</strong> ${i.services}</p>
<p class="installer__contact"><a href="tel:${i.phone.replace(/[^+\d]/g, '')}">${i.phone}</a>${i.url ? ` &middot; <a href="${i.url}" target="_blank" rel="noopener">Website</a>` : ''}</p>
</li>`;

const directory = (pageNo: number, installers: Installer[]): string => {
  const path = pageNo === 1 ? '/service-partners' : `/service-partners/page/${pageNo}`;
  const pager = [1, 2, 3]
    .map((n) =>
      n === pageNo
        ? `<li class="pagination__item is-current"><span aria-current="page">${n}</span></li>`
        : `<li class="pagination__item"><a href="${n === 1 ? '/service-partners' : `/service-partners/page/${n}`}">${n}</a></li>`,
    )
    .join('\n');
  const prev =
    pageNo > 1
      ? `<a class="pagination__prev" rel="prev" href="${pageNo === 2 ? '/service-partners' : `/service-partners/page/${pageNo - 1}`}">&larr; Previous</a>`
      : '';
  const next = pageNo < 3 ? `<a class="pagination__next" rel="next" href="/service-partners/page/${pageNo + 1}">Next &rarr;</a>` : '';
  return page(
    `Certified Installer Directory${pageNo > 1 ? ` – Page ${pageNo}` : ''} | Northpine Energy Services`,
    'Find a Northpine-certified electrical contractor for EV charging, metering and solar projects in your province.',
    path,
    `982319908${pageNo}0`,
    [
      dnd(
        `<div class="page-hero"><h1>Certified installer directory</h1><p>These independent electrical contractors are Northpine Certified Service Partners. They have completed our safety orientation, hold a valid COR or SECOR, and are trained on the equipment of our technology partners. Quotes and contracts are between you and the installer.</p></div>`,
      ),
      dnd(
        `<form class="directory-filter" action="/service-partners" method="get">
<label for="province">Province</label>
<select id="province" name="province"><option value="">All provinces</option><option>AB</option><option>BC</option><option>MB</option><option>NB</option><option>NS</option><option>ON</option><option>QC</option><option>SK</option><option>YT</option></select>
<label for="service">Service</label>
<select id="service" name="service"><option value="">All services</option><option>EV charging</option><option>Metering</option><option>Solar + storage</option></select>
<button type="submit" class="button button--small">Filter</button>
</form>
<p class="directory-count">Showing ${(pageNo - 1) * 5 + 1}&ndash;${(pageNo - 1) * 5 + installers.length} of 13 certified installers</p>
<ul class="installer-list">
${installers.map(installerCard).join('\n')}
</ul>
<nav class="pagination" aria-label="Directory pages">
${prev}
<ul class="pagination__list">
${pager}
</ul>
${next}
</nav>`,
      ),
      dnd(
        `<div class="text-block"><h2>Are you an electrical contractor?</h2><p>Join the Northpine Certified Service Partner program to receive project referrals, volume pricing on charging hardware and access to our training centre in Calgary. Email <a href="mailto:installers@northpineenergy.ca">installers@northpineenergy.ca</a>.</p></div>`,
      ),
    ].join('\n'),
  );
};

const dir1 = directory(1, [
  {
    name: 'Bow Valley Electric Ltd.',
    city: 'Calgary',
    province: 'AB',
    services: 'EV charging, Solar + storage',
    phone: '403-555-0161',
    url: 'https://www.bowvalleyelectric.ca/',
  },
  {
    name: 'Foothills Power Contracting',
    city: 'Red Deer',
    province: 'AB',
    services: 'EV charging, Metering',
    phone: '403-555-0177',
    url: 'https://foothillspower.ca/',
  },
  {
    name: 'Northern Lights Electrical Services',
    city: 'Edmonton',
    province: 'AB',
    services: 'EV charging',
    phone: '780-555-0138',
    url: 'https://www.nlelectrical.ca/',
  },
  {
    name: 'Prairie Sky Electric',
    city: 'Saskatoon',
    province: 'SK',
    services: 'EV charging, Solar + storage',
    phone: '306-555-0119',
    url: 'https://prairieskyelectric.ca/',
  },
  {
    name: 'Red River Energy Contractors',
    city: 'Winnipeg',
    province: 'MB',
    services: 'Metering, EV charging',
    phone: '204-555-0185',
    url: 'https://www.redriverenergy.ca/',
  },
]);

const dir2 = directory(2, [
  {
    name: 'Lakehead Electrical Inc.',
    city: 'Thunder Bay',
    province: 'ON',
    services: 'EV charging',
    phone: '807-555-0146',
    url: 'https://lakeheadelectrical.com/',
  },
  {
    name: 'Ottawa Valley EV Installers',
    city: 'Ottawa',
    province: 'ON',
    services: 'EV charging',
    phone: '613-555-0102',
    url: 'https://www.ovevinstallers.ca/',
  },
  {
    name: 'Groupe &Eacute;lectrique Laurentides',
    city: 'Saint-J&eacute;r&ocirc;me',
    province: 'QC',
    services: 'EV charging, Metering',
    phone: '450-555-0153',
    url: 'https://electriquelaurentides.qc.ca/',
  },
  {
    name: 'Fundy Power Services',
    city: 'Saint John',
    province: 'NB',
    services: 'EV charging, Solar + storage',
    phone: '506-555-0127',
    url: 'https://www.fundypower.ca/',
  },
  {
    name: 'Okanagan Grid Services',
    city: 'Kelowna',
    province: 'BC',
    services: 'Metering, Solar + storage',
    phone: '250-555-0191',
    url: 'https://okanagangrid.ca/',
  },
]);

const dir3 = directory(3, [
  {
    name: 'Coastline Electric &amp; Solar',
    city: 'Nanaimo',
    province: 'BC',
    services: 'Solar + storage, EV charging',
    phone: '250-555-0164',
    url: 'https://www.coastlineelectric.ca/',
  },
  {
    name: 'Harbour Electrical Contractors',
    city: 'Halifax',
    province: 'NS',
    services: 'EV charging',
    phone: '902-555-0133',
    url: 'https://harbourelectric.ca/',
  },
  { name: 'Yukon Northern Electric', city: 'Whitehorse', province: 'YT', services: 'EV charging', phone: '867-555-0108', url: null },
]);

const about = page(
  'About Northpine Energy Services',
  'Founded in Calgary in 2011, Northpine Energy Services is an employee-owned utility and electrification contractor with 310 field staff in six provinces.',
  '/about',
  '98231990850',
  [
    dnd(
      `<div class="page-hero"><h1>About Northpine</h1><p>Founded in Calgary in 2011 by three journeyman power-line technicians, Northpine is now an employee-owned contractor with 410 people and operations centres in Calgary, Edmonton, Saskatoon, Winnipeg and Kelowna.</p></div>`,
    ),
    dnd(
      `<div class="text-block">
<h2>Our customers</h2>
<p>We work for investor-owned and municipal utilities, transit agencies, school boards and commercial fleets. Long-term customers include <a href="https://www.enmax.com/" target="_blank" rel="noopener">ENMAX</a>, <a href="https://www.epcor.com/" target="_blank" rel="noopener">EPCOR</a>, the <a href="https://www.calgary.ca/" target="_blank" rel="noopener">City of Calgary</a> and <a href="https://www.saskpower.com/" target="_blank" rel="noopener">SaskPower</a>.</p>
<h2>Ownership</h2>
<p>Since 2021 Northpine has been majority employee-owned, with a minority investment from <a href="https://www.bdc.ca/en/bdc-capital" target="_blank" rel="noopener">BDC Capital</a> supporting our expansion into Manitoba and British Columbia.</p>
</div>`,
    ),
    dnd(
      `<div class="text-block" id="safety">
<h2>Safety</h2>
<p>Every crew member completes 80 hours of safety training before field work. We hold a Certificate of Recognition (COR) issued through <a href="https://www.energysafetycanada.com/" target="_blank" rel="noopener">Energy Safety Canada</a> and are prequalified on <a href="https://www.isnetworld.com/" target="_blank" rel="noopener">ISNetworld</a> and <a href="https://www.avetta.com/" target="_blank" rel="noopener">Avetta</a>. Our meter shop is accredited by Measurement Canada for meter verification.</p>
<table class="safety-stats">
<thead><tr><th>Year</th><th>Hours worked</th><th>TRIR</th><th>Lost-time injuries</th></tr></thead>
<tbody>
<tr><td>2021</td><td>612,400</td><td>0.49</td><td>1</td></tr>
<tr><td>2022</td><td>701,900</td><td>0.40</td><td>0</td></tr>
<tr><td>2023</td><td>788,300</td><td>0.31</td><td>0</td></tr>
</tbody>
</table>
</div>`,
    ),
    dnd(
      `<div class="text-block">
<h2>Industry involvement</h2>
<p>Northpine is a member of <a href="https://www.electricity.ca/" target="_blank" rel="noopener">Electricity Canada</a>, <a href="https://emc-mec.ca/" target="_blank" rel="noopener">Electric Mobility Canada</a> and the Alberta Electrical League. Our work is performed under permits regulated by the <a href="https://www.auc.ab.ca/" target="_blank" rel="noopener">Alberta Utilities Commission</a> and provincial safety codes authorities.</p>
<h2>Recognition</h2>
<ul>
<li>Alberta Business Awards of Distinction 2023 &mdash; Safety Excellence</li>
<li>Canada&rsquo;s Best Managed Companies 2022 &amp; 2023</li>
</ul>
</div>`,
    ),
    dnd(
      `<div class="project-list" id="projects">
<h2>Recent projects</h2>
<article class="project"><img src="${BASE}/hubfs/projects/ami-rollout.jpg" alt="Meter technician exchanging a residential meter" width="640" height="400" loading="lazy"><div><h3>420,000-meter AMI deployment</h3><p><strong>Client:</strong> Municipal utility, Alberta &middot; <strong>Scope:</strong> meter exchanges, 1,900 network devices, exception handling &middot; <strong>Duration:</strong> 26 months</p><p>Delivered 3 weeks ahead of schedule with a 99.7% first-visit completion rate.</p></div></article>
<article class="project"><img src="${BASE}/hubfs/projects/bus-depot.jpg" alt="Electric buses charging at a transit depot" width="640" height="400" loading="lazy"><div><h3>Transit depot electrification, 60 chargers</h3><p><strong>Client:</strong> <a href="https://www.calgarytransit.com/" target="_blank" rel="noopener">Calgary Transit</a> &middot; <strong>Scope:</strong> 5 MVA service, switchgear, 60 &times; 150 kW chargers, pantographs</p><p>Staged construction kept the depot in operation throughout. Covered by <a href="https://www.electricalbusiness.com/" target="_blank" rel="noopener">Electrical Business</a> and <a href="https://calgaryherald.com/" target="_blank" rel="noopener">the Calgary Herald</a>.</p></div></article>
<article class="project"><img src="${BASE}/hubfs/projects/school-solar.jpg" alt="Rooftop solar on a school" width="640" height="400" loading="lazy"><div><h3>Solar + storage for 14 schools</h3><p><strong>Client:</strong> <a href="https://www.cbe.ab.ca/" target="_blank" rel="noopener">Calgary Board of Education</a> &middot; <strong>Scope:</strong> 2.1 MW PV, 1.4 MWh batteries, commissioning and 10-year O&amp;M</p></div></article>
</div>`,
    ),
    dnd(
      `<div class="leadership">
<h2>Leadership</h2>
<div class="people-grid">
<div class="person"><img src="${BASE}/hubfs/team/mcgregor.jpg" alt="Ian McGregor" width="240" height="240" loading="lazy"><h3>Ian McGregor</h3><p>President &amp; Co-founder</p></div>
<div class="person"><img src="${BASE}/hubfs/team/tsosie.jpg" alt="Leah Tsosie" width="240" height="240" loading="lazy"><h3>Leah Tsosie</h3><p>VP Operations</p></div>
<div class="person"><img src="${BASE}/hubfs/team/bouchard.jpg" alt="Marc Bouchard" width="240" height="240" loading="lazy"><h3>Marc Bouchard</h3><p>VP Business Development</p></div>
<div class="person"><img src="${BASE}/hubfs/team/singh.jpg" alt="Harpreet Singh" width="240" height="240" loading="lazy"><h3>Harpreet Singh</h3><p>Director, Health, Safety &amp; Environment</p></div>
</div>
</div>`,
    ),
  ].join('\n'),
);

const contact = page(
  'Contact Northpine | Get a Quote',
  'Request a quote from Northpine Energy Services or reach our 24/7 emergency line.',
  '/contact',
  '98231991004',
  [
    dnd(`<div class="page-hero"><h1>Let&rsquo;s talk about your project</h1></div>`),
    dnd(
      `<div class="contact-split">
<div class="contact-split__info">
<h2>Head office</h2>
<p>4220 &ndash; 54 Avenue SE<br>Calgary, AB T2C 2E9<br><a href="tel:+14035550142">403-555-0142</a><br><a href="mailto:quotes@northpineenergy.ca">quotes@northpineenergy.ca</a></p>
<h2>Operations centres</h2>
<ul><li>Edmonton, AB &mdash; <a href="tel:+17805550190">780-555-0190</a></li><li>Saskatoon, SK &mdash; <a href="tel:+13065550171">306-555-0171</a></li><li>Winnipeg, MB &mdash; <a href="tel:+12045550144">204-555-0144</a></li><li>Kelowna, BC &mdash; <a href="tel:+12505550150">250-555-0150</a></li></ul>
<p>Small project outside these regions? <a href="/service-partners">Find a certified installer near you</a>.</p>
</div>
<div class="contact-split__form">
<div class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_form" data-hs-cos-general-type="widget" data-hs-cos-type="form">
<div id="hs_form_target_form_quote"></div>
<script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script>
<script>hbspt.forms.create({ portalId: "${HUB}", formId: "9e1f3a27-6c4b-48d0-b2e5-7a1c9d3f0e86", region: "na1", target: "#hs_form_target_form_quote" });</script>
</div>
</div>
</div>`,
    ),
  ].join('\n'),
);

const services = page(
  'Utility & Electrification Services | Northpine Energy Services',
  'Smart meter deployment, substation maintenance, distribution line services, EV charging, fleet electrification and solar + storage commissioning.',
  '/services',
  '98231990533',
  [
    dnd(`<div class="page-hero"><h1>Services</h1><p>Utility-grade crews, one accountable contractor.</p></div>`),
    dnd(
      `<div class="service-detail" id="ami"><h2>Smart meter (AMI) deployment</h2><p>Mass meter exchanges, network device installation, customer notification and exception handling. Our meter shop verifies meters under Measurement Canada accreditation, and our field app syncs every exchange to the utility&rsquo;s head-end within minutes.</p></div>
<div class="service-detail" id="substation"><h2>Substation maintenance &amp; testing</h2><p>Transformer oil sampling and DGA, breaker timing, relay testing with Omicron test sets, infrared surveys, and commissioning of new bays up to 240 kV.</p></div>
<div class="service-detail" id="distribution"><h2>Distribution line services</h2><p>Overhead and underground line construction, pole replacement, vegetation management coordination and storm restoration support.</p></div>
<div class="service-detail" id="fleet"><h2>Fleet depot electrification</h2><p>Phased depot master plans, utility coordination for multi-MVA services and smart load management. See <a href="/services/ev-charging-installation">EV charging installation</a>.</p></div>
<div class="service-detail" id="solar-storage"><h2>Solar + storage commissioning</h2><p>Commissioning, interconnection testing and long-term O&amp;M of commercial PV and battery storage, including utility witness testing.</p></div>`,
    ),
  ].join('\n'),
);

export const site: CorpusSite = {
  domain: 'northpineenergy.ca',
  otherDomains: ['northpinesolar.ca'],
  covers:
    'HubSpot CMS utility contractor: technology partner cards with descriptions and "Visit website" links, a research partner in prose, and a certified installer directory paginated over three pages (one installer without a website). Negatives: customer utilities and reference projects, a BDC investor, COR/ISNetworld/Avetta prequalification, memberships, a regulator, trade show, press, BambooHR careers, own solar brand, social links.',
  pages: {
    '/': { headers, html: home },
    '/services': { headers, html: services },
    '/services/ev-charging-installation': { headers, html: ev },
    '/partners': { headers, html: partners },
    '/service-partners': { headers, html: dir1 },
    '/service-partners/page/2': { headers, html: dir2 },
    '/service-partners/page/3': { headers, html: dir3 },
    '/about': { headers, html: about },
    '/projects': { status: 301, redirect: '/about' },
    '/contact': { headers, html: contact },
  },
  sitemap: [
    '/',
    '/services',
    '/services/ev-charging-installation',
    '/partners',
    '/service-partners',
    '/service-partners/page/2',
    '/service-partners/page/3',
    '/about',
    '/contact',
  ],
  technologies: [
    'hubspot-cms-hub',
    'hubspot',
    'cloudflare',
    'jquery',
    'google-analytics',
    'google-tag-manager',
    'google-font-api',
    'open-graph',
    'bamboohr',
  ],
  partners: {
    'itron.com': 'technology',
    'landisgyr.com': 'technology',
    'flo.com': 'technology',
    'chargepoint.com': 'technology',
    'se.com': 'technology',
    'hitachienergy.com': 'technology',
    'enphase.com': 'technology',
    'sait.ca': 'generic',
    'bowvalleyelectric.ca': 'channel',
    'foothillspower.ca': 'channel',
    'nlelectrical.ca': 'channel',
    'prairieskyelectric.ca': 'channel',
    'redriverenergy.ca': 'channel',
    'lakeheadelectrical.com': 'channel',
    'ovevinstallers.ca': 'channel',
    'electriquelaurentides.qc.ca': 'channel',
    'fundypower.ca': 'channel',
    'okanagangrid.ca': 'channel',
    'coastlineelectric.ca': 'channel',
    'harbourelectric.ca': 'channel',
  },
};
