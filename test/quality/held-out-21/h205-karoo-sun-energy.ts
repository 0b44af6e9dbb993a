import type { CorpusSite } from '../corpus/types.js';

const D = 'https://www.karoosunenergy.co.za';

const headers: Record<string, string> = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1711022845.71234569120118457',
  'strict-transport-security': 'max-age=86400',
  'cache-control': 'private,max-age=0,must-revalidate',
  'content-language': 'en',
  'x-content-type-options': 'nosniff',
};

const css = `
:root{--color_11:255,255,255;--color_12:244,240,230;--color_13:215,204,180;--color_14:148,128,92;--color_15:42,38,30;--color_17:235,130,20;--color_18:240,160,50;--color_19:25,60,90;--font_0:normal normal normal 64px/1.1em 'avenir-lt-w01_85-heavy1475544',sans-serif;--font_2:normal normal normal 40px/1.2em 'avenir-lt-w01_85-heavy1475544',sans-serif;--font_7:normal normal normal 17px/1.6em 'avenir-lt-w01_35-light1475496',sans-serif;--font_8:normal normal normal 15px/1.6em 'avenir-lt-w01_35-light1475496',sans-serif}
html,body{margin:0;padding:0;-webkit-text-size-adjust:100%}body{background:rgb(var(--color_11));font:var(--font_7);color:rgb(var(--color_15))}
#SITE_CONTAINER{min-height:100%}#masterPage{position:relative}#SITE_HEADER{position:sticky;top:0;z-index:50;background:rgba(var(--color_11),.96);box-shadow:0 1px 4px rgba(0,0,0,.08)}
.StylableHorizontalMenu3372578893__root{display:flex;gap:26px}.wixui-horizontal-menu__item-label{font:normal normal 600 15px/1.4em 'avenir-lt-w01_85-heavy1475544';color:rgb(var(--color_19));letter-spacing:.02em}
.wixui-rich-text h1{font:var(--font_0);color:rgb(var(--color_19))}.wixui-rich-text h2{font:var(--font_2);color:rgb(var(--color_19))}
.wixui-rich-text p{font:var(--font_7)}.wixui-button{display:inline-flex;align-items:center;background:rgb(var(--color_17));color:#fff;border-radius:40px;padding:14px 30px;font-weight:700;text-decoration:none}
.wixui-section{padding:80px 0}.wixui-column-strip__column{flex:1;padding:0 20px}.wixui-column-strip{display:flex;max-width:1180px;margin:0 auto}
.wixui-image img{width:100%;height:auto;object-fit:cover}.wixui-repeater{display:grid;grid-template-columns:repeat(3,1fr);gap:30px;max-width:1180px;margin:0 auto}
.wixui-repeater__item{background:rgb(var(--color_12));padding:28px;border-radius:14px}.wixui-repeater__item img{height:70px;width:auto;object-fit:contain}
.badge-row{display:flex;flex-wrap:wrap;gap:26px;justify-content:center;align-items:center}.badge-row img{height:80px;width:auto}
#SITE_FOOTER{background:rgb(var(--color_19));color:#dbe4ec;padding:60px 0 30px;font:var(--font_8)}#SITE_FOOTER a{color:#fff}
.wixui-social-bar{display:flex;gap:14px}.wixui-social-bar img{width:28px;height:28px}
@media screen and (max-width:750px){.wixui-column-strip{flex-direction:column}.wixui-repeater{grid-template-columns:1fr}.wixui-rich-text h1{font-size:38px}}
`;

function head(title: string, desc: string, path: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/6b2c1e_9d1f0c2a7e4b4f31a1c8e2d7f0b3c5a9%7Emv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/6b2c1e_9d1f0c2a7e4b4f31a1c8e2d7f0b3c5a9%7Emv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script>
    window.fedops = window.fedops || {}; window.fedops.apps = window.fedops.apps || {}; window.fedops.apps['thunderbolt'] = { startLoadTime: performance.now() };
    window.wixPerformanceMeasurements = window.wixPerformanceMeasurements || {};
    window.thunderboltVersion = '1.14251.0';
  </script>
  <script>
    window.viewerModel = {"site":{"metaSiteId":"c84b1f0e-2a7d-4e39-9b15-7f0a3c6d2e81","siteId":"4d0e9b7a-61c2-4f58-8a3e-2b1c9f7d0e64","isWixSite":false,"externalBaseUrl":"https:\\/\\/www.karoosunenergy.co.za","siteRevision":318},"language":{"userLanguage":"en","siteLanguage":"en"},"requestUrl":"${D}${path}","mode":{"qa":false,"ssrIndicator":true}};
  </script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default,es2019,es2020,es2021,es2022,IntersectionObserver,ResizeObserver&amp;flags=gated&amp;unknown=polyfill" defer></script>
  <script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" defer></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.2.0/umd/react-dom.production.min.js" defer></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.2f8a4c1e.bundle.min.js" defer></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/thunderbolt-commons.9e0b7d31.chunk.min.js" defer></script>
  <title>${title}</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="${D}${path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:description" content="${desc}"/>
  <meta property="og:image" content="https://static.wixstatic.com/media/6b2c1e_a31f4d0e7b2c4a9e8f1d2c3b4a5e6f70~mv2.jpg/v1/fill/w_1200,h_630,al_c/karoo-sun-roof.jpg"/>
  <meta property="og:url" content="${D}${path}"/>
  <meta property="og:site_name" content="Karoo Sun Energy"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
  <style id="css_masterPage">${css}</style>
  <link rel="stylesheet" href="https://static.parastorage.com/services/wix-thunderbolt/dist/main.b1f0d3c2.min.css" />
  <link rel="stylesheet" href="https://static.parastorage.com/tag-bundler/api/v1/fonts-cache/googlefont/woff2/s/avenir/v1/avenir.css" />
</head>
`;
}

const menu = [
  ['/', 'Home'],
  ['/about-us', 'About Us'],
  ['/residential', 'Residential'],
  ['/commercial-agri', 'Commercial &amp; Agri'],
  ['/projects', 'Projects'],
  ['/our-partners', 'Partners'],
  ['/finance', 'Finance'],
  ['/contact', 'Contact'],
];

function bodyStart(path: string): string {
  return `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="BACKGROUND_GROUP"></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1">
  <div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBgCenter"></div></div>
  <div class="U4Bvut"><div class="G5K6X8"><div class="gUbusX" data-testid="screenWidthContainerBg"></div></div>
  <div class="u0TWeB"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content" class=""><div data-mesh-id="SITE_HEADERinlineContent-gridContainer" data-testid="mesh-container-content">
    <div id="comp-lr7a2k1q" class="MazNVa comp-lr7a2k1q wixui-image"><a data-testid="linkElement" href="${D}" target="_self" class="j7pOnl"><wow-image id="img_comp-lr7a2k1q" class="HlRz5e BI8PVQ" data-image-info='{"containerId":"comp-lr7a2k1q","displayMode":"fit","imageData":{"width":640,"height":180,"uri":"6b2c1e_logo-karoo-sun.png","name":"","displayMode":"fit"}}'><img src="https://static.wixstatic.com/media/6b2c1e_logo-karoo-sun~mv2.png/v1/fit/w_220,h_62,al_c,q_85,enc_auto/Karoo%20Sun%20Energy%20logo.png" alt="Karoo Sun Energy logo" style="width:220px;height:62px;object-fit:contain" width="220" height="62"/></wow-image></a></div>
    <wix-dropdown-menu id="comp-lr7a2k2x" class="XRwtpn comp-lr7a2k2x wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${menu.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="YXlfoe" id="comp-lr7a2k2xnavContainer" aria-label="Site"><ul class="StylableHorizontalMenu3372578893__root" id="comp-lr7a2k2xitemsContainer">
      ${menu.map(([h, l]) => `<li id="comp-lr7a2k2x${l!.replace(/[^a-z]/gi, '')}" data-direction="ltr" data-listposition="center" data-data-id="dataItem-${l!.length}" data-state="menu${h === path ? ' selected' : ''} idle link notMobile" data-index="0" class="Ory3P_ wixui-dropdown-menu__item"><a data-testid="linkElement" href="${D}${h === '/' ? '' : h}" target="_self" class="UiHgGh"><div class="yRj2ms"><div class=""><p class="JS76Uv wixui-horizontal-menu__item-label" id="comp-lr7a2k2x${l!.length}label">${l}</p></div></div></a></li>`).join('\n      ')}
    </ul></nav></wix-dropdown-menu>
    <div class="comp-lr7a2k3m wixui-button"><a data-testid="linkElement" href="${D}/contact" target="_self" class="wixui-button">Get a free quote</a></div>
  </div></div></div></div>
</header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="SITE_PAGES_TRANSITION_GROUP" class="AnQkDU"><div class="dBAkHi theme-vars"><div id="cc9nt" class="dBAkHi">
`;
}

const bodyEnd = `</div></div></div></div></main>
<footer id="SITE_FOOTER" class="AT7o0U SITE_FOOTER wixui-footer" tabindex="-1">
  <div class="wixui-column-strip">
    <div class="wixui-column-strip__column"><div class="wixui-rich-text" data-testid="richTextElement">
      <p><span style="font-weight:bold;">Karoo Sun Energy (Pty) Ltd</span></p>
      <p>Reg. 2016/384112/07 · VAT 4820271934</p>
      <p>14 Caledon Street, Graaff-Reinet, 6280</p>
      <p>Gqeberha office: 3 Bird Street, Central</p>
      <p>Tel: 049 555 0132 · <a href="mailto:info@karoosunenergy.co.za">info@karoosunenergy.co.za</a></p>
    </div></div>
    <div class="wixui-column-strip__column"><div class="wixui-rich-text" data-testid="richTextElement">
      <p><span style="font-weight:bold;">Quick links</span></p>
      <p><a data-testid="linkElement" href="${D}/faq">FAQ</a></p>
      <p><a data-testid="linkElement" href="${D}/careers">Careers</a></p>
      <p><a data-testid="linkElement" href="${D}/privacy-policy">Privacy Policy (POPIA)</a></p>
      <p><a data-testid="linkElement" href="${D}/terms">Terms &amp; Conditions</a></p>
    </div></div>
    <div class="wixui-column-strip__column">
      <div class="wixui-rich-text" data-testid="richTextElement"><p><span style="font-weight:bold;">Follow us</span></p></div>
      <div id="comp-lr7b0s2e" class="wixui-social-bar"><ul class="social-links" aria-label="Social Bar">
        <li class="eiU1Ec"><a data-testid="linkElement" href="https://www.facebook.com/karoosunenergy" target="_blank" rel="noreferrer noopener" aria-label="Facebook"><img src="https://static.wixstatic.com/media/e316f544f9094143b9eac01f1f19e697.png/v1/fill/w_28,h_28,lg_1,usm_0.66_1.00_0.01/facebook.png" alt="Facebook" width="28" height="28"/></a></li>
        <li class="eiU1Ec"><a data-testid="linkElement" href="https://www.instagram.com/karoosunenergy" target="_blank" rel="noreferrer noopener" aria-label="Instagram"><img src="https://static.wixstatic.com/media/8d6893330740455c96d218258a458aa4.png/v1/fill/w_28,h_28,lg_1,usm_0.66_1.00_0.01/instagram.png" alt="Instagram" width="28" height="28"/></a></li>
        <li class="eiU1Ec"><a data-testid="linkElement" href="https://wa.me/27825550132" target="_blank" rel="noreferrer noopener" aria-label="WhatsApp"><img src="https://static.wixstatic.com/media/11062b_whatsapp-icon.png/v1/fill/w_28,h_28/whatsapp.png" alt="WhatsApp" width="28" height="28"/></a></li>
      </ul></div>
      <div class="wixui-rich-text" data-testid="richTextElement"><p>We accept EFT, card and SnapScan payments.</p></div>
      <div class="badge-row"><img src="https://static.wixstatic.com/media/6b2c1e_snapscan-badge~mv2.png/v1/fill/w_90,h_40/snapscan.png" alt="SnapScan" width="90" height="40"/><img src="https://static.wixstatic.com/media/6b2c1e_visa-mc~mv2.png/v1/fill/w_90,h_40/visa-mastercard.png" alt="Visa Mastercard" width="90" height="40"/></div>
    </div>
  </div>
  <div class="wixui-rich-text" data-testid="richTextElement" style="text-align:center;margin-top:30px"><p>© 2024 Karoo Sun Energy. All electrical work certified with a CoC by a registered electrician. Solar installations registered with the municipality as required by NRS 097-2-1.</p></div>
</footer>
</div></div></div></div>
<div id="SCROLL_TO_BOTTOM" class="Vd6aQZ ignore-focus SCROLL_TO_BOTTOM" role="region" tabindex="-1" aria-label="bottom of page"><span class="mHZSwn">bottom of page</span></div>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/bi-common.inline.4b8c2e71.bundle.min.js" defer></script>
<script>window.wixBiSession = {"initialTimestamp":1711022845712,"initialRequestTimestamp":1711022845000,"viewerSessionId":"b1d9f2c0-7e3a-4a5d-9c8b-2f1e0d3c4b5a","siteRevision":"318","msId":"c84b1f0e-2a7d-4e39-9b15-7f0a3c6d2e81","is_rollout":0,"is_platform_loaded":0,"requestUrl":"${D}","sessionId":"8e7d6c5b-4a39-4281-a0f1-e2d3c4b5a697","isjp":false,"dc":"42","renderType":"bolt","siteMemberId":""};</script>
</body>
</html>
`;

const section = (id: string, inner: string, bg = '') =>
  `<section id="comp-${id}" class="wixui-section" ${bg ? `style="background:${bg}"` : ''}><div class="wixui-column-strip">${inner}</div></section>\n`;
const col = (inner: string) =>
  `<div class="wixui-column-strip__column"><div class="wixui-rich-text" data-testid="richTextElement">${inner}</div></div>`;
const img = (name: string, alt: string) =>
  `<div class="wixui-column-strip__column"><div class="wixui-image"><wow-image><img src="https://static.wixstatic.com/media/6b2c1e_${name}~mv2.jpg/v1/fill/w_720,h_520,al_c,q_85,usm_0.66_1.00_0.01,enc_auto/${name}.jpg" alt="${alt}" width="720" height="520" loading="lazy"/></wow-image></div></div>`;

const page = (title: string, desc: string, path: string, inner: string) => head(title, desc, path) + bodyStart(path) + inner + bodyEnd;

const home = page(
  'Solar Installers Graaff-Reinet & Eastern Cape | Karoo Sun Energy',
  'Karoo Sun Energy designs and installs solar PV, battery backup and solar water pumping for homes, farms and businesses across the Karoo and Eastern Cape.',
  '/',
  section(
    'hero01',
    col(
      `<h1 class="font_0 wixui-rich-text__text">Beat load-shedding with the Karoo sun</h1><p class="font_7 wixui-rich-text__text">Hybrid solar and battery systems for homes, farms and businesses – designed, installed and maintained by our own certified team. Over 650 systems installed since 2016.</p><p><a data-testid="linkElement" class="wixui-button" href="${D}/contact">Book a free site assessment</a></p>`,
    ) + img('karoo-farm-array', 'Ground-mounted solar array on a Karoo sheep farm'),
    'rgb(var(--color_12))',
  ) +
    section(
      'services',
      col(
        `<h2 class="font_2">Residential backup</h2><p>5–16 kW hybrid inverter systems with lithium batteries, sized to keep your lights, fridge, Wi-Fi and borehole pump running through Stage 6.</p><p><a data-testid="linkElement" href="${D}/residential">Residential solutions</a></p>`,
      ) +
        col(
          `<h2 class="font_2">Commercial &amp; agri</h2><p>Grid-tied and hybrid plants from 30 kWp to 1 MWp for packhouses, dairies, guest farms and retailers, with SSEG registration handled for you.</p><p><a data-testid="linkElement" href="${D}/commercial-agri">Commercial solutions</a></p>`,
        ) +
        col(
          `<h2 class="font_2">Solar water pumping</h2><p>DC borehole pumps and solar-powered irrigation for livestock and crops, far from the nearest Eskom line.</p><p><a data-testid="linkElement" href="${D}/commercial-agri#pumping">Pumping solutions</a></p>`,
        ),
    ) +
    section(
      'trust',
      col(
        `<h2 class="font_2" style="text-align:center">What our customers say</h2><p style="text-align:center">★★★★★ 4.9 from 212 Google reviews</p><p>"From the first visit to the CoC, the Karoo Sun team were professional and honest. Our 10 kW system has paid for itself on diesel alone." – <em>Hennie v.d. Merwe, Aberdeen</em></p><p>"They installed 120 kWp at our packhouse in six weeks without us losing a single day of production." – <em>Operations Manager, Sundays River citrus packer</em></p>`,
      ),
      'rgb(var(--color_12))',
    ) +
    section(
      'brands',
      col(
        `<h2 class="font_2" style="text-align:center">Quality components, certified installation</h2><p style="text-align:center">We are an accredited installer for the inverter and battery brands we recommend, so your warranty is fully supported. See all our <a data-testid="linkElement" href="${D}/our-partners">partners and accreditations</a>.</p><div class="badge-row"><img src="https://static.wixstatic.com/media/6b2c1e_victron-cert~mv2.png/v1/fill/w_160,h_80/victron-certified.png" alt="Victron Energy Certified Installer" width="160" height="80"/><img src="https://static.wixstatic.com/media/6b2c1e_sunsynk-acc~mv2.png/v1/fill/w_160,h_80/sunsynk-accredited.png" alt="Sunsynk Accredited Installer" width="160" height="80"/><img src="https://static.wixstatic.com/media/6b2c1e_pvgreencard~mv2.png/v1/fill/w_160,h_80/pv-greencard.png" alt="PV GreenCard" width="160" height="80"/></div>`,
      ),
    ) +
    section(
      'press',
      col(
        `<p style="text-align:center">As featured in <a data-testid="linkElement" href="https://www.moneyweb.co.za/" target="_blank" rel="noreferrer noopener">Moneyweb</a> and on <a data-testid="linkElement" href="https://www.farmersweekly.co.za/" target="_blank" rel="noreferrer noopener">Farmer's Weekly</a>.</p>`,
      ),
    ),
);

const about = page(
  'About Us | Karoo Sun Energy',
  'Founded in Graaff-Reinet in 2016, Karoo Sun Energy is a family-owned solar installer with 28 staff and offices in Graaff-Reinet and Gqeberha.',
  '/about-us',
  section(
    'about01',
    col(
      `<h1 class="font_0">Local people, local sun</h1><p>Karoo Sun Energy was started in 2016 by electrician Johan Pretorius and his daughter Lize, an electrical engineer, after too many farm visits where diesel generators were the only answer to an unreliable grid.</p><p>Today we are a team of 28 – including four Master Electricians, two PV GreenCard-certified designers and our own aftersales crew – working from Graaff-Reinet and Gqeberha and covering the Karoo, the Sundays River Valley and the Garden Route.</p><p>We are a Level 2 B-BBEE contributor and proudly train apprentices from our community through our partnership with the local TVET college.</p>`,
    ) + img('team-graaff-reinet', 'The Karoo Sun Energy team in Graaff-Reinet'),
  ) +
    section(
      'about02',
      col(
        `<h2 class="font_2">Industry membership</h2><p>Karoo Sun Energy is a member of the <a data-testid="linkElement" href="https://www.sapvia.co.za/" target="_blank" rel="noreferrer noopener">South African Photovoltaic Industry Association (SAPVIA)</a> and a registered <a data-testid="linkElement" href="https://www.pvgreencard.co.za/" target="_blank" rel="noreferrer noopener">PV GreenCard</a> installer company, which means every installation follows the PV GreenCard quality standard and is submitted with a PV GreenCard certificate.</p>`,
      ),
      'rgb(var(--color_12))',
    ),
);

const partnerCard = (imgName: string, alt: string, title: string, text: string, link?: [string, string]) =>
  `<div class="wixui-repeater__item" role="listitem"><img src="https://static.wixstatic.com/media/6b2c1e_${imgName}~mv2.png/v1/fit/w_240,h_70,al_c,q_85/${imgName}.png" alt="${alt}" width="240" height="70"/><div class="wixui-rich-text" data-testid="richTextElement"><h3 class="font_5">${title}</h3><p>${text}</p>${link ? `<p><a data-testid="linkElement" href="${link[0]}" target="_blank" rel="noreferrer noopener">${link[1]}</a></p>` : ''}</div></div>`;

const partners = page(
  'Our Partners & Accreditations | Karoo Sun Energy',
  'Karoo Sun Energy is an accredited installer for Victron Energy, Sunsynk and Huawei FusionSolar, and works with leading South African solar distributors.',
  '/our-partners',
  section(
    'p-intro',
    col(
      `<h1 class="font_0">Our partners</h1><p>A solar system is only as good as its weakest component – and its installer. We only install equipment from manufacturers that have trained and accredited our team, and we buy from local distributors who hold stock and honour warranties in South Africa.</p>`,
    ),
    'rgb(var(--color_12))',
  ) +
    `<section id="comp-p-accr" class="wixui-section"><div class="wixui-rich-text" data-testid="richTextElement" style="max-width:1180px;margin:0 auto 30px"><h2 class="font_2">Manufacturer accreditations</h2></div>
<div class="wixui-repeater" role="list">
${partnerCard('victron-logo', 'Victron Energy', 'Victron Energy – Certified Installer', 'Our designers and installers have completed Victron Professional training for MultiPlus-II, Quattro and Cerbo GX systems. Off-grid farm systems and marine/RV installs.', ['https://www.victronenergy.com/', 'victronenergy.com'])}
${partnerCard('sunsynk-logo', 'Sunsynk', 'Sunsynk – Accredited Installer', 'Accredited for the full Sunsynk hybrid inverter range (5 kW to 50 kW three-phase) and Sunsynk lithium batteries, with access to extended warranty support.', ['https://www.sunsynk.org/', 'sunsynk.org'])}
${partnerCard('huawei-fusionsolar-logo', 'Huawei FusionSolar', 'Huawei FusionSolar – Certified Installer', 'Certified for SUN2000 inverters and LUNA2000 batteries in commercial grid-tied plants, with FusionSolar monitoring for every site.', ['https://solar.huawei.com/za/', 'solar.huawei.com'])}
</div></section>
` +
    `<section id="comp-p-supply" class="wixui-section" style="background:rgb(var(--color_12))"><div class="wixui-rich-text" data-testid="richTextElement" style="max-width:1180px;margin:0 auto 30px"><h2 class="font_2">Supply partners</h2><p>Our equipment is sourced through authorised South African distributors, so every panel, inverter and battery we install carries a local warranty.</p></div>
<div class="wixui-repeater" role="list">
${partnerCard('rubicon-logo', 'Rubicon', 'Rubicon', 'National distributor of Victron, Pylontech and solar mounting systems; our main supplier for off-grid components.', ['https://rubiconsa.com/', 'rubiconsa.com'])}
${partnerCard('sunbelt-logo', 'Sunbelt Distribution', 'Sunbelt Distribution', 'Eastern Cape distributor of Tier 1 panels (JA Solar, Canadian Solar) and Sunsynk inverters, with a warehouse in Gqeberha for same-day collection.', ['https://www.sunbeltdistribution.co.za/', 'sunbeltdistribution.co.za'])}
${partnerCard('karoo-steel-logo', 'Karoo Staal &amp; Dak', 'Karoo Staal &amp; Dak', 'Local fabricator of our ground-mount frames and carports, made in Graaff-Reinet from galvanised steel.')}
</div></section>
` +
    section(
      'p-panels',
      col(
        `<h2 class="font_2">Panels we install</h2><p>We install Tier 1 mono PERC and N-type TOPCon modules from JA Solar, Canadian Solar and Jinko Solar, selected for hail resistance and Karoo heat performance. Lithium batteries from Pylontech, Dyness and Sunsynk.</p>`,
      ) +
        col(
          `<h2 class="font_2">Want to work with us?</h2><p>We partner with electrical contractors and builders in the Karoo who want to offer solar to their customers. <a data-testid="linkElement" href="${D}/contact">Get in touch</a>.</p>`,
        ),
    ),
);

const finance = page(
  'Solar Finance Options | Karoo Sun Energy',
  'Pay cash, finance over 60 months through our finance partners, or rent-to-own. Section 12B tax incentive for businesses.',
  '/finance',
  section(
    'f01',
    col(
      `<h1 class="font_0">Finance your solar system</h1><p>Solar should cost you less per month than the electricity and diesel it replaces. We offer three ways to pay:</p><h3>1. Cash / EFT</h3><p>50% deposit on order, balance on commissioning.</p><h3>2. Solar loan through our finance partners</h3><p>We have partnered with <a data-testid="linkElement" href="https://www.sunfincapital.co.za/" target="_blank" rel="noreferrer noopener">Sunfin Capital</a> for residential solar loans over 24 to 60 months with no deposit, and with <a data-testid="linkElement" href="https://www.nedbank.co.za/content/nedbank/desktop/gt/en/business/green-finance.html" target="_blank" rel="noreferrer noopener">Nedbank Business Banking</a> for commercial and agricultural green energy finance. We help you prepare the application and supply the system quotation and yield report.</p><h3>3. Rent-to-own (commercial)</h3><p>For businesses, we offer a 7-year rent-to-own agreement with maintenance included.</p>`,
    ) +
      col(
        `<h2 class="font_2">Tax incentives</h2><p>Businesses can deduct 125% of the cost of renewable energy assets in the first year under Section 12B of the Income Tax Act (until February 2025). Ask your accountant or read the <a data-testid="linkElement" href="https://www.sars.gov.za/" target="_blank" rel="noreferrer noopener">SARS guidance</a>.</p>`,
      ),
  ),
);

const projects = page(
  'Projects | Karoo Sun Energy',
  'Selected solar projects: farms, guest houses, packhouses, schools and homes across the Karoo and Eastern Cape.',
  '/projects',
  section(
    'pr0',
    col(`<h1 class="font_0">Projects</h1><p>A selection of the 650+ systems we have designed and installed.</p>`),
    'rgb(var(--color_12))',
  ) +
    `<section class="wixui-section"><div class="wixui-repeater" role="list">
  <div class="wixui-repeater__item" role="listitem"><div class="wixui-rich-text"><h3>120 kWp citrus packhouse, Kirkwood</h3><p>Huawei SUN2000 inverters, 218 × 550 W panels on IBR roof; 34% reduction in Eskom bill in year one.</p></div></div>
  <div class="wixui-repeater__item" role="listitem"><div class="wixui-rich-text"><h3>Off-grid sheep farm, Aberdeen</h3><p>Victron Quattro 15 kVA, 30 kWh lithium, 12 kWp ground mount and two solar borehole pumps.</p></div></div>
  <div class="wixui-repeater__item" role="listitem"><div class="wixui-rich-text"><h3>Guest house, Nieu-Bethesda</h3><p>Sunsynk 8 kW hybrid with 15 kWh battery and 6.6 kWp, keeping 9 rooms running during load-shedding.</p></div></div>
  <div class="wixui-repeater__item" role="listitem"><div class="wixui-rich-text"><h3>Primary school, Graaff-Reinet</h3><p>30 kWp grid-tied system donated with community partners, monitored live in the school hall.</p></div></div>
  <div class="wixui-repeater__item" role="listitem"><div class="wixui-rich-text"><h3>SPAR supermarket, Somerset East</h3><p>80 kWp rooftop system with zero-export control.</p></div></div>
  <div class="wixui-repeater__item" role="listitem"><div class="wixui-rich-text"><h3>Dairy, Tsitsikamma</h3><p>60 kWp plus heat-pump integration for milk cooling.</p></div></div>
</div></section>
`,
);

const contact = page(
  'Contact Us | Karoo Sun Energy',
  'Request a free site assessment or quotation from Karoo Sun Energy in Graaff-Reinet and Gqeberha.',
  '/contact',
  section(
    'c01',
    col(
      `<h1 class="font_0">Get a free quote</h1><p>Tell us a bit about your home, farm or business and we will be in touch within one working day. Prefer WhatsApp? Message us on 082 555 0132.</p><p>Graaff-Reinet: 049 555 0132<br>Gqeberha: 041 555 0177<br><a href="mailto:info@karoosunenergy.co.za">info@karoosunenergy.co.za</a></p><p>Check your load-shedding schedule on the <a data-testid="linkElement" href="https://esp.info/" target="_blank" rel="noreferrer noopener">EskomSePush</a> app before your site visit.</p>`,
    ) +
      `<div class="wixui-column-strip__column"><form id="comp-c01form" class="wixui-form" aria-label="Quote request">
        <label>Name<input type="text" name="name" required></label>
        <label>Phone<input type="tel" name="phone" required></label>
        <label>Email<input type="email" name="email"></label>
        <label>Town<input type="text" name="town"></label>
        <label>Property type<select name="type"><option>Home</option><option>Farm</option><option>Business</option></select></label>
        <label>Average monthly electricity bill (R)<input type="number" name="bill"></label>
        <button type="submit" class="wixui-button">Submit</button>
      </form></div>`,
  ),
);

export const site: CorpusSite = {
  domain: 'karoosunenergy.co.za',
  covers:
    'South African solar installer on Wix: manufacturer accreditations and supply partners as repeater cards on a partners page (one supplier unlinked), finance partners in prose on a finance page, industry membership in about prose, accreditation badges on the home page; panel brands named without links, press, SARS, EskomSePush, wa.me/social links and payment badges as negatives',
  pages: {
    '/': { headers, html: home },
    '/about-us': { headers, html: about },
    '/our-partners': { headers, html: partners },
    '/finance': { headers, html: finance },
    '/projects': { headers, html: projects },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/about-us', '/our-partners', '/finance', '/projects', '/contact'],
  technologies: ['wix', 'react', 'hsts', 'open-graph'],
  partners: {
    'victronenergy.com': 'technology',
    'sunsynk.org': 'technology',
    'huawei.com': 'technology',
    'rubiconsa.com': 'generic',
    'sunbeltdistribution.co.za': 'generic',
    'sunfincapital.co.za': 'generic',
    'nedbank.co.za': 'generic',
    'sapvia.co.za': 'generic',
    'pvgreencard.co.za': 'generic',
  },
};
