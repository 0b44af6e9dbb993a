import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.malutitelecom.co.za';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Pepyaka',
  'x-wix-request-id': '1718702443.1822017329821110487',
  'x-content-type-options': 'nosniff',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,sHU62EDOGnH2FBkJkG/Wx8EeXWsWdHrhlvbxtlynkVhcuslQ3nNn7E1JW01omUC8',
  'strict-transport-security': 'max-age=86400',
  'cache-control': 'private,max-age=0,must-revalidate',
  via: '1.1 google',
};

let c = 0;
const cid = () => `comp-lq${(0x4f2a + 37 * ++c).toString(36)}${(c * 7919).toString(36).padStart(3, '0')}`;

const rt = (html: string) => {
  const id = cid();
  return `<div id="${id}" class="${id} wixui-rich-text" data-testid="richTextElement">${html}</div>`;
};

const img = (file: string, alt: string, w = 240, h = 120) => {
  const id = cid();
  return `<div id="${id}" class="${id} wixui-image" data-testid="imageX"><wow-image id="img_${id}" class="HlRz5e Kv1aVt" data-image-info='{"containerId":"${id}","displayMode":"fill","imageData":{"width":${w},"height":${h},"uri":"${file}","name":"","displayMode":"fill"}}' data-has-ssr-src=""><img src="https://static.wixstatic.com/media/${file}/v1/fill/w_${w},h_${h},al_c,q_85,enc_auto/${file}" alt="${alt}" style="width:${w}px;height:${h}px;object-fit:cover" width="${w}" height="${h}" fetchpriority="low" loading="lazy"/></wow-image></div>`;
};

const btn = (label: string, href: string) => {
  const id = cid();
  return `<div class="${id} wixui-button" id="${id}" aria-disabled="false"><a data-testid="linkElement" href="${href}" target="_self" class="uDW_Qe wixui-button PlZyDq" aria-disabled="false"><span class="l7_2fn wixui-button__label">${label}</span></a></div>`;
};

const strip = (inner: string) => {
  const id = cid();
  return `<section id="${id}" tabindex="-1" class="Oqnisf ${id} wixui-section" data-block-level-container="ClassicSection"><div data-testid="section-container-bg" class="if7Vw2"></div><div data-mesh-id="${id}inlineContent" data-testid="inline-content" class=""><div data-mesh-id="${id}inlineContent-gridContainer" data-testid="mesh-container-content">
${inner}
</div></div></section>`;
};

const menu: [string, string][] = [
  ['/', 'Home'],
  ['/fibre', 'Fibre'],
  ['/voip', 'VoIP & PBX'],
  ['/business-lte', 'Business LTE'],
  ['/coverage', 'Coverage'],
  ['/our-partners', 'Our Partners'],
  ['/about-us', 'About Us'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact'],
];

const page = (path: string, title: string, description: string, sections: string[]) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/8d2b41_favicon~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/8d2b41_favicon~mv2.png" type="image/png"/>
  <link rel="preconnect" href="https://static.parastorage.com" crossorigin>
  <script>
    window.viewerModel = {"site":{"metaSiteId":"d1f0a2b3-4c5d-4e6f-8a9b-0c1d2e3f4a5b","userId":"8d2b41c0-7e6f-4a5b-9c8d-1e2f3a4b5c6d","siteId":"a9b8c7d6-e5f4-4a3b-2c1d-0e9f8a7b6c5d","externalBaseUrl":"https:\\/\\/www.malutitelecom.co.za","siteRevision":412,"language":"en","locale":"en-za"},"requestUrl":"https:\\/\\/www.malutitelecom.co.za${path === '/' ? '\\/' : path.replace(/\//g, '\\/')}"};
    var wixBiSession = {"viewerSessionId":"4b2c1d0e-9f8a-4b7c-6d5e-3f2a1b0c9d8e","initialTimestamp":1718702443021,"isjp":false,"dc":"84","renderType":"bolt","siteRevision":"412","is_rollout":0,"is_platform_loaded":0,"requestUrl":"https:\\/\\/www.malutitelecom.co.za${path === '/' ? '\\/' : path.replace(/\//g, '\\/')}","sessionId":"e2d1c0b9-a8f7-4e6d-5c4b-3a2f1e0d9c8b","msId":"d1f0a2b3-4c5d-4e6f-8a9b-0c1d2e3f4a5b","isMesh":1,"isServerSide":1,"isSuccessfulSSR":true,"viewerName":"thunderbolt"};
  </script>
  <script src="https://static.parastorage.com/polyfill/v3/polyfill.min.js?features=default%2Ces2019%2Ces2020%2Ces2021&flags=gated" crossorigin="anonymous"></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.8a1c0e2f.bundle.min.js" async crossorigin="anonymous"></script>
  <script src="https://static.parastorage.com/unpkg/react@18.2.0/umd/react.production.min.js" crossorigin="anonymous"></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.2.0/umd/react-dom.production.min.js" crossorigin="anonymous"></script>
  <!-- Google tag (gtag.js) -->
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-T4K9W2QZ7M"></script>
  <script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-T4K9W2QZ7M');</script>
  <!-- Meta Pixel Code -->
  <script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '918273645501928');fbq('track', 'PageView');</script>
  <noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=918273645501928&ev=PageView&noscript=1" alt=""/></noscript>
  <!-- End Meta Pixel Code -->
  <title>${title}</title>
  <meta name="description" content="${description}"/>
  <link rel="canonical" href="${W}${path === '/' ? '' : path}"/>
  <meta property="og:title" content="${title}"/>
  <meta property="og:url" content="${W}${path === '/' ? '' : path}"/>
  <meta property="og:site_name" content="Maluti Telecom"/>
  <meta property="og:type" content="website"/>
  <style id="css_masterPage">#SITE_CONTAINER{background:#fff}.font_8{font-size:16px;line-height:1.6em}.font_2{font-size:40px;font-weight:700}.font_5{font-size:26px}</style>
</head>
<body class="">
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="SCROLL_TO_TOP" class="Vd6aQZ ignore-focus SCROLL_TO_TOP" role="region" tabindex="-1" aria-label="top of page"><span class="mHZSwn">top of page</span></div>
<div id="site-root" class="site-root"><div id="masterPage" class="mesh-layout masterPage css-editing-scope">
<header id="SITE_HEADER" class="xU8fqS SITE_HEADER wixui-header" tabindex="-1"><div class="_C0cVf"><div class="_4XcTfy" data-testid="screenWidthContainerBgCenter"></div></div><div class="U4Bvut"><div data-mesh-id="SITE_HEADERinlineContent" data-testid="inline-content">
  <div id="comp-header-logo" class="comp-header-logo wixui-image"><a data-testid="linkElement" href="${W}" class="j7pOnl"><wow-image id="img_comp-header-logo" class="HlRz5e BI8PVQ"><img src="https://static.wixstatic.com/media/8d2b41_maluti-logo~mv2.png/v1/fill/w_180,h_52,al_c,q_85,enc_auto/maluti-logo.png" alt="Maluti Telecom logo" width="180" height="52"/></wow-image></a></div>
  <wix-dropdown-menu id="comp-header-menu" class="XwCBRN NHM1d1 comp-header-menu wixui-dropdown-menu hidden-during-prewarmup" tabindex="-1" dir="ltr" data-stretch-buttons-to-menu-width="true" data-same-width-buttons="false" data-num-items="${menu.length}" data-menuborder-y="0" data-menubtn-border="0" data-ribbon-els="0" data-label-pad="0" data-ribbon-extra="0" data-dropalign="center"><nav class="R_TAzU" id="comp-header-menunavContainer" aria-label="Site"><ul class="y7qwii" id="comp-header-menuitemsContainer" style="text-align:center" data-marginallchildren="true">
${menu.map(([href, label], i) => `    <li id="comp-header-menu${i}" data-direction="ltr" data-listposition="${i === 0 ? 'left' : i === menu.length - 1 ? 'right' : 'center'}" data-data-id="dataItem-lq${i}" data-state="menu${path === href ? ' selected' : ''} idle link notMobile" data-index="${i}" class="Tg1gOB wixui-dropdown-menu__item"><a data-testid="linkElement" href="${W}${href === '/' ? '' : href}" target="_self" class="UiHgGh"${path === href ? ' aria-current="page"' : ''}><div class="Tg1gOB"><div class=""><p class="zKbzSQ" id="comp-header-menu${i}label">${label}</p></div></div></a></li>`).join('\n')}
  </ul></nav></wix-dropdown-menu>
  ${btn('Check coverage', `${W}/coverage`)}
</div></div></header>
<main id="PAGES_CONTAINER" class="PAGES_CONTAINER" tabindex="-1" data-main-content="true"><div id="SITE_PAGES" class="JsJXaX SITE_PAGES"><div id="${path === '/' ? 'c1dmp' : 'p' + path.length + 'x'}" class="dBAkHi theme-vars"><div class="PFkO7r wixui-page" data-testid="page-bg"></div><div class="HT5ybB"><div id="Containerc1dmp" class="Containerc1dmp SPY_vo"><div data-mesh-id="Containerc1dmpinlineContent" data-testid="inline-content" class=""><div data-mesh-id="Containerc1dmpinlineContent-gridContainer" data-testid="mesh-container-content">
${sections.join('\n')}
</div></div></div></div></div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS SITE_FOOTER wixui-footer" tabindex="-1"><div data-mesh-id="SITE_FOOTERinlineContent" data-testid="inline-content" class="">
  ${rt(`<p class="font_8 wixui-rich-text__text">Maluti Telecom (Pty) Ltd &middot; Reg. 2014/118274/07<br class="wixui-rich-text__text">32 Kellner Street, Westdene, Bloemfontein, 9301<br class="wixui-rich-text__text">Sales 051 430 2200 &middot; Support 051 430 2211 &middot; <a data-auto-recognition="true" href="mailto:hello@malutitelecom.co.za" class="wixui-rich-text__text">hello@malutitelecom.co.za</a></p>`)}
  ${rt(`<p class="font_8 wixui-rich-text__text">ICASA licensed (I-ECNS &amp; I-ECS 0412/2016) &middot; <a href="https://www.icasa.org.za/" target="_blank" class="wixui-rich-text__text">icasa.org.za</a> &middot; Proud member of <a href="https://ispa.org.za/membership/list-of-members/" target="_blank" class="wixui-rich-text__text">ISPA</a></p>`)}
  <div id="comp-footer-social" class="comp-footer-social wixui-social-bar"><ul class="pDRzcK" aria-label="Social Bar"><li class="jD2t4v"><a data-testid="linkElement" href="https://www.facebook.com/MalutiTelecom" target="_blank" class="ktk3mY"><wow-image class="HlRz5e"><img alt="Facebook" src="https://static.wixstatic.com/media/e316f544f9094143b9eac01f1f19e697.png/v1/fill/w_29,h_29/facebook.png" width="29" height="29"/></wow-image></a></li><li class="jD2t4v"><a data-testid="linkElement" href="https://www.linkedin.com/company/maluti-telecom" target="_blank" class="ktk3mY"><wow-image class="HlRz5e"><img alt="LinkedIn" src="https://static.wixstatic.com/media/6ea5b4a88f0b4f91945b40499aa0af00.png/v1/fill/w_29,h_29/linkedin.png" width="29" height="29"/></wow-image></a></li><li class="jD2t4v"><a data-testid="linkElement" href="https://wa.me/27614302200" target="_blank" class="ktk3mY"><wow-image class="HlRz5e"><img alt="WhatsApp" src="https://static.wixstatic.com/media/whatsapp-icon.png/v1/fill/w_29,h_29/whatsapp.png" width="29" height="29"/></wow-image></a></li></ul></div>
  ${rt(`<p class="font_8 wixui-rich-text__text">&copy; 2024 Maluti Telecom. <a href="${W}/terms" class="wixui-rich-text__text">Terms</a> &middot; <a href="${W}/privacy-popia" class="wixui-rich-text__text">POPIA &amp; Privacy</a> &middot; Website by <a href="https://fswebco.co.za" target="_blank" class="wixui-rich-text__text">FS Web Co</a></p>`)}
</div></footer>
</div></div></div></div>
<div id="consentPolicyBanner" data-hook="consent-banner-root" class="consent-banner"><p>This website uses cookies. By using it you agree to our use of cookies. <a href="${W}/privacy-popia">Learn more</a></p><button data-hook="consent-banner-apply-button">Accept</button><button data-hook="consent-banner-settings-button">Settings</button></div>
<script type="application/json" id="wix-warmup-data">{"platform":{"ssrPropsUpdates":[],"ssrStyleUpdates":[]},"pages":{"pageId":"c1dmp"}}</script>
</body>
</html>`;

const home = page(
  '/',
  'Maluti Telecom | Fibre, VoIP & LTE for Free State businesses',
  'Business fibre, hosted PBX and LTE failover for Bloemfontein and the Free State, with local support.',
  [
    strip(
      [
        rt(`<h1 class="font_2 wixui-rich-text__text">Connectivity that just works, with support that picks up the phone</h1>`),
        rt(
          `<p class="font_8 wixui-rich-text__text">Since 2014 Maluti Telecom has connected more than 1,800 businesses and homes across Bloemfontein, Botshabelo, Thaba Nchu and the Free State. We bring together the best fibre networks, cloud PBX and LTE into one account and one monthly invoice.</p>`,
        ),
        btn('Check coverage', `${W}/coverage`),
        btn('Talk to sales', `${W}/contact`),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">What we do</h2>`),
        rt(
          `<p class="font_8 wixui-rich-text__text"><a href="${W}/fibre" class="wixui-rich-text__text">Business &amp; home fibre</a> from 25 to 1000 Mbps, uncapped.<br class="wixui-rich-text__text"><a href="${W}/voip" class="wixui-rich-text__text">Hosted PBX &amp; VoIP</a> with number porting and call recording.<br class="wixui-rich-text__text"><a href="${W}/business-lte" class="wixui-rich-text__text">Business LTE</a> and automatic failover for load-shedding and outages.</p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">What our clients say</h2>`),
        rt(
          `<p class="font_8 wixui-rich-text__text">"Load-shedding used to knock our practice offline. Since Maluti installed LTE failover and a UPS on the router, we haven't missed a single booking." Dr Anele Mokoena, Westdene Family Dental</p>`,
        ),
        rt(
          `<p class="font_8 wixui-rich-text__text">"Moved 22 extensions to their hosted PBX in a morning." Johan Pretorius, Pretorius Boerdery</p>`,
        ),
        rt(
          `<p class="font_8 wixui-rich-text__text">Rated 4.8/5 on <a href="https://www.hellopeter.com/maluti-telecom" target="_blank" class="wixui-rich-text__text">Hellopeter</a></p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">Built on trusted networks</h2>`),
        img('8d2b41_zwartkops-fibre~mv2.png', 'Zwartkops Fibre'),
        img('8d2b41_highveld-open-access~mv2.png', 'Highveld Open Access'),
        img('8d2b41_3cx-silver-partner~mv2.png', '3CX Silver Partner'),
        img('8d2b41_yealink~mv2.png', 'Yealink'),
        btn('Meet our partners', `${W}/our-partners`),
      ].join('\n'),
    ),
  ],
);

const fibre = page('/fibre', 'Fibre | Maluti Telecom', 'Uncapped business and home fibre in the Free State.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">Fibre</h1>`),
      rt(
        `<p class="font_8 wixui-rich-text__text">Uncapped, unshaped fibre on the open-access networks in your area. Free installation on 12-month contracts, free router on business packages.</p>`,
      ),
      rt(
        `<ul class="font_8 wixui-rich-text__text"><li>Home 25/25 Mbps: R549 pm</li><li>Home 100/50 Mbps: R799 pm</li><li>Business 200/200 Mbps: R1 499 pm (with static IP)</li><li>Business 1000/500 Mbps: R2 999 pm</li></ul>`,
      ),
      rt(
        `<p class="font_8 wixui-rich-text__text">Test your current line on <a href="https://www.speedtest.net/" target="_blank" class="wixui-rich-text__text">speedtest.net</a> and compare. Pay monthly by debit order or <a href="https://payfast.io/" target="_blank" class="wixui-rich-text__text">PayFast</a>.</p>`,
      ),
      btn('Check coverage', `${W}/coverage`),
    ].join('\n'),
  ),
]);

const voip = page('/voip', 'Hosted PBX & VoIP | Maluti Telecom', 'Cloud PBX, SIP trunks and desk phones.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">Hosted PBX &amp; VoIP</h1>`),
      rt(
        `<p class="font_8 wixui-rich-text__text">Keep your Bloemfontein 051 numbers, add extensions in minutes and take calls on your desk phone, laptop or cellphone. Calls to SA landlines from 29c per minute, per-second billing.</p>`,
      ),
      rt(
        `<ul class="font_8 wixui-rich-text__text"><li>Hosted PBX from R99 per extension</li><li>SIP trunks for existing PBXs</li><li>Call recording and queues</li><li>Microsoft Teams direct routing</li></ul>`,
      ),
      img('8d2b41_desk-phone~mv2.jpg', 'Desk phone on reception counter', 480, 320),
    ].join('\n'),
  ),
]);

const lte = page('/business-lte', 'Business LTE & failover | Maluti Telecom', 'LTE and 5G for businesses, with automatic failover.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">Business LTE &amp; failover</h1>`),
      rt(
        `<p class="font_8 wixui-rich-text__text">Where fibre isn't available yet, or as a backup for when it goes down. Our LTE packages run on the national wholesale network of our partner Kalahari Mobile Wholesale, with a router that fails over automatically.</p>`,
      ),
      rt(
        `<ul class="font_8 wixui-rich-text__text"><li>Failover 20 GB: R199 pm</li><li>LTE Business 100 GB: R499 pm</li><li>5G Uncapped (where available): R899 pm</li></ul>`,
      ),
    ].join('\n'),
  ),
]);

const coverage = page('/coverage', 'Coverage | Maluti Telecom', 'Check fibre and LTE coverage at your address.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">Check your coverage</h1>`),
      rt(
        `<p class="font_8 wixui-rich-text__text">Enter your address on the map below to see which fibre networks and LTE speeds are available.</p>`,
      ),
      `<div id="comp-coverage-embed" class="comp-coverage-embed wixui-html-embed"><wix-iframe data-src=""><iframe title="Coverage map" src="https://coverage.malutitelecom.co.za/embed?region=fs" width="100%" height="520" allowfullscreen></iframe></wix-iframe></div>`,
    ].join('\n'),
  ),
]);

const partners = page(
  '/our-partners',
  'Our Partners | Maluti Telecom',
  'The fibre networks, voice platforms and installers we work with.',
  [
    strip(
      [
        rt(`<h1 class="font_2 wixui-rich-text__text">Our Partners</h1>`),
        rt(
          `<p class="font_8 wixui-rich-text__text">As an independent service provider we don't own the fibre in the ground, and that's a good thing: it means we can pick the best network at your address and stand behind it with our own support team. These are the companies we work with every day.</p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">Fibre network partners</h2>`),
        img('8d2b41_zwartkops-fibre~mv2.png', 'Zwartkops Fibre'),
        rt(
          `<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Zwartkops Fibre</span> is the open-access network covering most of Bloemfontein's suburbs, including Westdene, Brandwag and Langenhovenpark. More about the network at www.zwartkopsfibre.co.za.</p>`,
        ),
        img('8d2b41_highveld-open-access~mv2.png', 'Highveld Open Access'),
        rt(
          `<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Highveld Open Access</span> runs the business parks and CBD networks in Bloemfontein, Kroonstad and Welkom. <a href="https://www.hvopenaccess.co.za/isps" target="_blank" class="wixui-rich-text__text">hvopenaccess.co.za</a></p>`,
        ),
        rt(
          `<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Karoo Fibre Networks</span> brings fibre to smaller Free State and Northern Cape towns such as Trompsburg and Philippolis. <a href="https://karoofibre.co.za" target="_blank" class="wixui-rich-text__text">Visit Karoo Fibre</a></p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">Mobile network partner</h2>`),
        rt(
          `<p class="font_8 wixui-rich-text__text">Our LTE and 5G packages run on the national network of <a href="https://www.kalaharimobile.co.za/" target="_blank" class="wixui-rich-text__text">Kalahari Mobile Wholesale</a>.</p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">Voice &amp; hardware partners</h2>`),
        img('8d2b41_3cx-silver-partner~mv2.png', '3CX Silver Partner'),
        rt(
          `<p class="font_8 wixui-rich-text__text">We are a <a href="https://www.3cx.com/partners/" target="_blank" class="wixui-rich-text__text">3CX Silver Partner</a> and an authorised <a href="https://www.yealink.com/en" target="_blank" class="wixui-rich-text__text">Yealink</a> reseller, so every desk phone we supply is provisioned and supported by us.</p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(`<h2 class="font_5 wixui-rich-text__text">Installation partners</h2>`),
        rt(
          `<p class="font_8 wixui-rich-text__text">Outside Bloemfontein, fibre and LTE installations are done by our certified installation partner <a href="https://bloemdata.co.za/" target="_blank" class="wixui-rich-text__text">Bloem Data Installers</a> (Welkom, Kroonstad and Bethlehem) and by Thaba Nchu Networks for the Mangaung rural area.</p>`,
        ),
      ].join('\n'),
    ),
    strip(
      [
        rt(
          `<p class="font_8 wixui-rich-text__text">Are you a network operator or installer and want to work with us? Email partners@malutitelecom.co.za.</p>`,
        ),
      ].join('\n'),
    ),
  ],
);

const about = page('/about-us', 'About Us | Maluti Telecom', 'A Bloemfontein telecoms company since 2014.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">About us</h1>`),
      rt(
        `<p class="font_8 wixui-rich-text__text">Maluti Telecom was started in 2014 by Thabo Ramokhoase and Riana de Villiers, two network engineers who believed Free State businesses deserved the same service as those in Joburg and Cape Town. Today our team of 19 runs a local network operations centre and a help desk that answers in under a minute.</p>`,
      ),
      rt(
        `<p class="font_8 wixui-rich-text__text">We are a Level 1 B-BBEE contributor and sponsor the Maluti Tech Bursary for students at the Central University of Technology.</p>`,
      ),
      img('8d2b41_team~mv2.jpg', 'The Maluti Telecom team outside the Westdene office', 640, 400),
    ].join('\n'),
  ),
]);

const contact = page('/contact', 'Contact | Maluti Telecom', 'Contact Maluti Telecom in Bloemfontein.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">Contact us</h1>`),
      rt(
        `<p class="font_8 wixui-rich-text__text">Sales: 051 430 2200<br class="wixui-rich-text__text">Support (24/7): 051 430 2211<br class="wixui-rich-text__text">WhatsApp: <a href="https://wa.me/27614302200" class="wixui-rich-text__text">061 430 2200</a><br class="wixui-rich-text__text">32 Kellner Street, Westdene, Bloemfontein</p>`,
      ),
      `<div id="comp-contact-form" class="comp-contact-form wixui-form"><form class="JVi7i2" aria-label="Contact form"><div class="field"><label for="input_comp-name">Name</label><input type="text" id="input_comp-name" name="name" class="KvoMHf has-custom-focus wixui-text-input__input" required/></div><div class="field"><label for="input_comp-email">Email</label><input type="email" id="input_comp-email" name="email" class="KvoMHf has-custom-focus wixui-text-input__input" required/></div><div class="field"><label for="input_comp-address">Address to check</label><input type="text" id="input_comp-address" name="address" class="KvoMHf"/></div><div class="field"><label for="textarea_comp-msg">Message</label><textarea id="textarea_comp-msg" class="rEindN has-custom-focus wixui-text-box__input" name="message"></textarea></div><button type="submit" class="uDW_Qe wixui-button PlZyDq"><span class="l7_2fn wixui-button__label">Send</span></button></form></div>`,
    ].join('\n'),
  ),
]);

const blog = page('/blog', 'Blog | Maluti Telecom', 'Tips on connectivity, load-shedding and VoIP.', [
  strip(
    [
      rt(`<h1 class="font_2 wixui-rich-text__text">Blog</h1>`),
      `<div id="comp-blog-feed" class="comp-blog-feed wixui-blog-feed"><div data-hook="post-list"><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${W}/post/keep-your-office-online-during-load-shedding">Keep your office online during load-shedding</a></h2><p data-hook="post-description">Routers, UPSs and LTE failover explained.</p><span data-hook="time-ago">Mar 4</span></article><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${W}/post/porting-your-051-number">Porting your 051 number to VoIP</a></h2><p data-hook="post-description">What you need and how long it takes.</p><span data-hook="time-ago">Feb 12</span></article><article data-hook="post-list-item"><h2 data-hook="post-title"><a href="${W}/post/karoo-fibre-reaches-philippolis">Karoo Fibre reaches Philippolis</a></h2><p data-hook="post-description">Fibre is now live in Philippolis thanks to our partners at Karoo Fibre Networks.</p><span data-hook="time-ago">Jan 20</span></article></div></div>`,
    ].join('\n'),
  ),
]);

const pages: CorpusSite['pages'] = {
  '/': { status: 301, redirect: `${W}/` },
  [`${W}/`]: { headers, html: home },
  [`${W}/fibre`]: { headers, html: fibre },
  [`${W}/voip`]: { headers, html: voip },
  [`${W}/business-lte`]: { headers, html: lte },
  [`${W}/coverage`]: { headers, html: coverage },
  [`${W}/our-partners`]: { headers, html: partners },
  [`${W}/about-us`]: { headers, html: about },
  [`${W}/contact`]: { headers, html: contact },
  [`${W}/blog`]: { headers, html: blog },
};

export const site: CorpusSite = {
  domain: 'malutitelecom.co.za',
  covers:
    'Wix site of a South African telecom reseller served on www (bare domain redirects): partners named in text paragraphs of an "Our Partners" page (links, one domain written as plain text, one installer named without domain, home logo strip of images only); negatives: ICASA, ISPA membership, Hellopeter, testimonials, speedtest, PayFast, WhatsApp/social, web agency credit, own coverage subdomain',
  pages,
  technologies: [
    'wix',
    'react',
    'google-analytics',
    'google-tag-manager',
    'facebook-pixel',
    'open-graph',
    'google-cloud-cdn',
    'google-cloud',
    'hsts',
    'priority-hints',
  ],
  partners: {
    'zwartkopsfibre.co.za': 'generic',
    'hvopenaccess.co.za': 'generic',
    'karoofibre.co.za': 'generic',
    'kalaharimobile.co.za': 'generic',
    '3cx.com': 'technology',
    'yealink.com': 'technology',
    'bloemdata.co.za': 'channel',
  },
};
