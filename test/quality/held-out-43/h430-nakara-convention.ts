import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  link: '<https://nakaraconvention.co.th/wp-json/>; rel="https://api.w.org/"',
  'x-litespeed-cache': 'hit',
  vary: 'Accept-Encoding',
};

type Lang = 'th' | 'en';

const head = (lang: Lang, title: string, description: string): string => `<head>
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title>
<meta name="description" content="${description}" />
<link rel="alternate" hreflang="th" href="https://nakaraconvention.co.th/" />
<link rel="alternate" hreflang="en" href="https://nakaraconvention.co.th/en/" />
<link rel='stylesheet' id='wpml-legacy-horizontal-list-0-css' href='https://nakaraconvention.co.th/wp-content/plugins/sitepress-multilingual-cms/templates/language-switchers/legacy-list-horizontal/style.min.css?ver=1' type='text/css' media='all' />
<link rel='stylesheet' id='fusion-dynamic-css-css' href='https://nakaraconvention.co.th/wp-content/uploads/fusion-styles/a3f9c1e07b2d4e6f8a1c2b3d4e5f6a7b.min.css?ver=3.11.7' type='text/css' media='all' />
<link rel='stylesheet' id='rs-plugin-settings-css' href='https://nakaraconvention.co.th/wp-content/plugins/revslider/public/assets/css/rs6.css?ver=6.6.20' type='text/css' media='all' />
<script type="text/javascript" src="https://nakaraconvention.co.th/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script type="text/javascript" src="https://nakaraconvention.co.th/wp-content/plugins/revslider/public/assets/js/rbtools.min.js?ver=6.6.20" defer async id="tp-tools-js"></script>
<script type="text/javascript" src="https://nakaraconvention.co.th/wp-content/plugins/revslider/public/assets/js/rs6.min.js?ver=6.6.20" defer async id="revmin-js"></script>
<link rel="https://api.w.org/" href="https://nakaraconvention.co.th/wp-json/" />
<meta name="generator" content="WordPress 6.4.3" />
<meta name="generator" content="WPML ver:4.6.9 stt:1,52;" />
<meta name="generator" content="Powered by Slider Revolution 6.6.20 - responsive, Mobile-Friendly Slider Plugin for WordPress with comfortable drag and drop interface." />
<meta property="og:locale" content="${lang === 'th' ? 'th_TH' : 'en_US'}" />
<meta property="og:site_name" content="Nakara Convention Center" />
</head>`;

const T = {
  th: {
    home: 'หน้าแรก',
    halls: 'ห้องประชุมและฮอลล์',
    packages: 'แพ็กเกจจัดงาน',
    suppliers: 'พันธมิตรผู้ให้บริการ',
    gallery: 'แกลเลอรี',
    contact: 'ติดต่อเรา',
    address: 'ศูนย์ประชุมนคร คอนเวนชั่น เซ็นเตอร์ 1188 ถนนเจริญกรุง แขวงบางคอแหลม เขตบางคอแหลม กรุงเทพฯ 10120',
    certified: 'ได้รับการรับรองมาตรฐานสถานที่จัดงานไมซ์ประเทศไทย',
    member: 'สมาชิก',
  },
  en: {
    home: 'Home',
    halls: 'Halls & Meeting Rooms',
    packages: 'Event Packages',
    suppliers: 'Preferred Suppliers',
    gallery: 'Gallery',
    contact: 'Contact Us',
    address: 'Nakara Convention Center, 1188 Charoen Krung Road, Bang Kho Laem, Bangkok 10120, Thailand',
    certified: 'Certified under the Thailand MICE Venue Standard by',
    member: 'Member of',
  },
};

const base = (lang: Lang): string => (lang === 'th' ? 'https://nakaraconvention.co.th/' : 'https://nakaraconvention.co.th/en/');

const header = (lang: Lang): string => {
  const t = T[lang];
  const b = base(lang);
  return `<header class="fusion-header-wrapper"><div class="fusion-header-v1 fusion-logo-alignment fusion-logo-left">
<div class="fusion-logo" data-margin-top="20px"><a class="fusion-logo-link" href="${b}"><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/05/nakara-logo.png" width="220" height="60" alt="Nakara Convention Center Logo" class="fusion-standard-logo" /></a></div>
<nav class="fusion-main-menu" aria-label="Main Menu"><ul id="menu-main-menu" class="fusion-menu">
<li class="menu-item"><a href="${b}"><span class="menu-text">${t.home}</span></a></li>
<li class="menu-item"><a href="${b}halls/"><span class="menu-text">${t.halls}</span></a></li>
<li class="menu-item"><a href="${b}packages/"><span class="menu-text">${t.packages}</span></a></li>
<li class="menu-item"><a href="${b}preferred-suppliers/"><span class="menu-text">${t.suppliers}</span></a></li>
<li class="menu-item"><a href="${b}gallery/"><span class="menu-text">${t.gallery}</span></a></li>
<li class="menu-item"><a href="${b}contact/"><span class="menu-text">${t.contact}</span></a></li>
<li class="menu-item wpml-ls-item"><a href="https://nakaraconvention.co.th/"><span class="menu-text">ไทย</span></a></li>
<li class="menu-item wpml-ls-item"><a href="https://nakaraconvention.co.th/en/"><span class="menu-text">EN</span></a></li>
</ul></nav>
</div></header>`;
};

const footer = (lang: Lang): string => {
  const t = T[lang];
  return `<div class="fusion-footer"><footer class="fusion-footer-widget-area fusion-widget-area"><div class="fusion-row"><div class="fusion-columns fusion-columns-3 fusion-widget-area">
<div class="fusion-column col-lg-4"><section class="widget"><p>${t.address}</p><p>โทร / Tel. +66 2 118 4400 · <a href="mailto:sales@nakaraconvention.co.th">sales@nakaraconvention.co.th</a></p></section></div>
<div class="fusion-column col-lg-4"><section class="widget"><p>${t.certified} <a href="https://www.thaimicevenuestandard.org/">Thailand MICE Venue Standard</a></p><p>${t.member} <a href="https://www.asiavenues.org/">Asia Venues Association</a></p><p><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/05/promptpay.png" alt="PromptPay" /> <img src="https://nakaraconvention.co.th/wp-content/uploads/2023/05/visa-master.png" alt="Visa Mastercard" /></p></section></div>
<div class="fusion-column fusion-column-last col-lg-4"><section class="widget"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3876.2!2d100.5097!3d13.7011!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1" width="100%" height="220" style="border:0;" loading="lazy" title="Nakara Convention Center map"></iframe></section></div>
</div></div></footer>
<footer id="footer" class="fusion-footer-copyright-area"><div class="fusion-row"><div class="fusion-copyright-notice">© 2024 Nakara Convention Center Co., Ltd.</div>
<div class="fusion-social-links-footer"><a class="fusion-social-network-icon fusion-facebook" href="https://www.facebook.com/nakaraconvention" aria-label="Facebook">Facebook</a><a class="fusion-social-network-icon fusion-instagram" href="https://www.instagram.com/nakaraconvention/" aria-label="Instagram">Instagram</a><a class="fusion-social-network-icon" href="https://line.me/R/ti/p/@nakaraconvention" aria-label="LINE">LINE</a><a class="fusion-social-network-icon fusion-youtube" href="https://www.youtube.com/@nakaraconvention" aria-label="YouTube">YouTube</a></div>
</div></footer></div>`;
};

const page = (lang: Lang, title: string, description: string, bodyClass: string, content: string): string =>
  `<!DOCTYPE html>
<html class="avada-html-layout-wide avada-html-header-position-top" lang="${lang === 'th' ? 'th' : 'en-US'}" prefix="og: http://ogp.me/ns# fb: http://ogp.me/ns/fb#">
${head(lang, title, description)}
<body class="${bodyClass} fusion-image-hovers fusion-pagination-sizing fusion-button_type-flat fusion-button_span-no avada-image-rollover-circle-yes avada-image-rollover-yes avada-image-rollover-direction-left fusion-body ltr fusion-sticky-header no-tablet-sticky-header no-mobile-sticky-header avada-has-rev-slider-styles fusion-disable-outline fusion-sub-menu-fade mobile-logo-pos-left layout-wide-mode avada-has-boxed-modal-shadow-none layout-scroll-offset-full fusion-top-header menu-text-align-center mobile-menu-design-modern fusion-show-pagination-text fusion-header-layout-v1 avada-responsive avada-footer-fx-none avada-menu-highlight-style-bar fusion-search-form-classic fusion-main-menu-search-overlay fusion-avatar-circle avada-dropdown-styles avada-blog-layout-large avada-blog-archive-layout-large avada-header-shadow-no avada-menu-icon-position-left avada-has-megamenu-shadow avada-has-breadcrumb-mobile-hidden avada-has-titlebar-hide avada-has-pagination-padding avada-flyout-menu-direction-fade avada-ec-views-v1">
<div id="boxed-wrapper"><div id="wrapper" class="fusion-wrapper">
${header(lang)}
<main id="main" class="clearfix"><div class="fusion-row" style="max-width:100%;"><section id="content" style="width: 100%;"><div class="post-content">
${content}
</div></section></div></main>
${footer(lang)}
</div></div>
<script type="text/javascript" src="https://nakaraconvention.co.th/wp-content/themes/Avada/includes/lib/assets/min/js/library/modernizr.js?ver=3.3.1" id="modernizr-js"></script>
<script type="text/javascript" src="https://nakaraconvention.co.th/wp-content/plugins/fusion-builder/assets/js/min/general/fusion-tabs.js?ver=3.11.7" id="fusion-tabs-js"></script>
</body>
</html>`;

interface Supplier {
  name: string;
  url: string;
  th: string;
  en: string;
}

const groups: { id: string; th: string; en: string; items: Supplier[] }[] = [
  {
    id: 'catering',
    th: 'อาหารและจัดเลี้ยง',
    en: 'Food & Catering',
    items: [
      {
        name: 'Siam Feast Catering',
        url: 'https://www.siamfeastcatering.com/',
        th: 'บริการจัดเลี้ยงอาหารไทยและนานาชาติ รองรับงานเลี้ยงสูงสุด 3,000 ท่าน',
        en: 'Thai and international banqueting for up to 3,000 guests.',
      },
      {
        name: 'Baan Khanom',
        url: 'https://baankhanom.co.th/',
        th: 'ขนมไทยและคอฟฟี่เบรกสำหรับงานประชุม',
        en: 'Thai desserts and coffee breaks for meetings.',
      },
    ],
  },
  {
    id: 'av',
    th: 'แสง สี เสียง และภาพ',
    en: 'Audio-Visual & Staging',
    items: [
      {
        name: 'Lumina AV Thailand',
        url: 'https://www.luminaav.co.th/',
        th: 'ระบบแสง เสียง จอ LED และเวที',
        en: 'Lighting, sound, LED walls and staging.',
      },
      {
        name: 'SoundWave Pro Asia',
        url: 'https://soundwavepro.asia/',
        th: 'ระบบเสียงสำหรับคอนเสิร์ตและงานเปิดตัวสินค้า',
        en: 'Concert and product-launch sound systems.',
      },
    ],
  },
  {
    id: 'decor',
    th: 'ตกแต่งและดอกไม้',
    en: 'Décor & Florals',
    items: [
      { name: 'Mali Floral Design', url: 'https://malifloral.com/', th: 'จัดดอกไม้และตกแต่งสถานที่', en: 'Floral design and venue styling.' },
    ],
  },
  {
    id: 'interpretation',
    th: 'ล่ามและแปลภาษา',
    en: 'Interpretation',
    items: [
      {
        name: 'Polyglot Interpreters Bangkok',
        url: 'https://www.polyglotbkk.com/',
        th: 'ล่ามแปลพร้อมและอุปกรณ์ล่ามไร้สาย',
        en: 'Simultaneous interpreters and wireless interpretation kits.',
      },
    ],
  },
  {
    id: 'hotel',
    th: 'ที่พัก',
    en: 'Accommodation',
    items: [
      {
        name: 'Riverfront Grand Hotel',
        url: 'https://www.riverfrontgrand.com/',
        th: 'โรงแรมริมแม่น้ำ ห่างจากศูนย์ประชุม 300 เมตร อัตราพิเศษสำหรับผู้ร่วมงาน',
        en: 'Riverside hotel 300 m from the venue, with delegate rates.',
      },
    ],
  },
];

const tabs = (lang: Lang): string =>
  `<div class="fusion-tabs fusion-tabs-1 classic horizontal-tabs icon-position-left">
<div class="nav"><ul class="nav-tabs nav-justified" role="tablist">
${groups.map((g, i) => `<li class="${i === 0 ? 'active' : ''}" role="presentation"><a class="tab-link" data-toggle="tab" role="tab" aria-controls="tab-${g.id}" aria-selected="${i === 0 ? 'true' : 'false'}" id="fusion-tab-${g.id}" href="#tab-${g.id}"><h4 class="fusion-tab-heading">${g[lang]}</h4></a></li>`).join('\n')}
</ul></div>
<div class="tab-content">
${groups
  .map(
    (
      g,
      i,
    ) => `<div class="tab-pane fade fusion-clearfix${i === 0 ? ' in active' : ''}" role="tabpanel" tabindex="0" aria-labelledby="fusion-tab-${g.id}" id="tab-${g.id}">
${g.items.map((s) => `<div class="fusion-layout-column fusion-one-half"><div class="fusion-text"><h5>${s.name}</h5><p>${s[lang]}</p><p><a href="${s.url}" target="_blank" rel="noopener noreferrer">${lang === 'th' ? 'เยี่ยมชมเว็บไซต์' : 'Visit website'}</a></p></div></div>`).join('\n')}
</div>`,
  )
  .join('\n')}
</div></div>`;

const homeContent = (lang: Lang): string =>
  lang === 'th'
    ? `<p class="rs-p-wp-fix"></p><rs-module-wrap id="rev_slider_1_1_wrapper" data-source="gallery"><rs-module id="rev_slider_1_1" data-version="6.6.20"><rs-slides><rs-slide data-key="rs-1" data-title="Grand Hall"><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/05/grand-hall.jpg" alt="แกรนด์ฮอลล์" class="rev-slidebg" /></rs-slide></rs-slides></rs-module></rs-module-wrap>
<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion-column-first fusion-one-full"><div class="fusion-text">
<h1>ศูนย์ประชุมริมแม่น้ำเจ้าพระยา สำหรับงานทุกขนาด</h1>
<p>แกรนด์ฮอลล์ไร้เสา 4,200 ตารางเมตร ห้องประชุม 18 ห้อง และระเบียงริมน้ำ รองรับงานประชุม นิทรรศการ งานเลี้ยง และงานแต่งงาน สูงสุด 5,000 ท่าน</p>
<p>ผู้จัดงานสามารถเลือกใช้บริการจาก<a href="https://nakaraconvention.co.th/preferred-suppliers/">พันธมิตรผู้ให้บริการที่แนะนำ</a>ของเรา</p>
</div></div></div></div>
<div class="fusion-fullwidth"><div class="fusion-builder-row fusion-row"><h2>ลูกค้าที่ไว้วางใจ</h2><div class="fusion-image-carousel"><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/06/client-thaibev-expo.png" alt="Bangkok Food Expo" /><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/06/client-asean-fintech.png" alt="ASEAN Fintech Forum" /><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/06/client-medtech.png" alt="MedTech Asia Summit" /></div>
<p>รางวัล Best Riverside Venue – Thailand MICE Awards 2023</p></div></div>`
    : `<p class="rs-p-wp-fix"></p><rs-module-wrap id="rev_slider_2_1_wrapper" data-source="gallery"><rs-module id="rev_slider_2_1" data-version="6.6.20"><rs-slides><rs-slide data-key="rs-2" data-title="Grand Hall"><img src="https://nakaraconvention.co.th/wp-content/uploads/2023/05/grand-hall.jpg" alt="Grand Hall" class="rev-slidebg" /></rs-slide></rs-slides></rs-module></rs-module-wrap>
<div class="fusion-fullwidth fullwidth-box"><div class="fusion-builder-row fusion-row"><div class="fusion-layout-column fusion-one-full"><div class="fusion-text">
<h1>A riverside convention center for events of every size</h1>
<p>A 4,200 m² pillarless Grand Hall, 18 meeting rooms and a river terrace for conferences, exhibitions, banquets and weddings of up to 5,000 guests.</p>
<p>Organisers can book services from our <a href="https://nakaraconvention.co.th/en/preferred-suppliers/">preferred supplier partners</a>.</p>
</div></div></div></div>`;

const suppliersContent = (lang: Lang): string =>
  lang === 'th'
    ? `<div class="fusion-fullwidth"><div class="fusion-builder-row fusion-row"><div class="fusion-text">
<h1>พันธมิตรผู้ให้บริการที่แนะนำ (Preferred Suppliers)</h1>
<p>พันธมิตรของเราผ่านการคัดเลือกและคุ้นเคยกับพื้นที่ ระบบไฟฟ้า และข้อกำหนดด้านความปลอดภัยของศูนย์ประชุมเป็นอย่างดี ผู้จัดงานสามารถติดต่อพันธมิตรได้โดยตรง หรือให้ทีมงานขายของเราประสานงานให้</p>
</div>
${tabs('th')}
<div class="fusion-text"><p>หากต้องการใช้ผู้ให้บริการภายนอกรายอื่น กรุณาแจ้งทีมงานล่วงหน้าอย่างน้อย 14 วัน</p></div>
</div></div>`
    : `<div class="fusion-fullwidth"><div class="fusion-builder-row fusion-row"><div class="fusion-text">
<h1>Preferred Suppliers</h1>
<p>Our preferred supplier partners are vetted and know the venue's loading docks, power and safety rules. Contact them directly or ask our sales team to coordinate.</p>
</div>
${tabs('en')}
<div class="fusion-text"><p>Using an outside supplier? Please notify our team at least 14 days in advance.</p></div>
</div></div>`;

export const site: CorpusSite = {
  domain: 'nakaraconvention.co.th',
  covers:
    'Thai conference venue with English version (WPML /en/) on WordPress/Avada with Slider Revolution, jQuery, LiteSpeed cache; preferred suppliers called partners in Avada tabs by category (generic), same suppliers on Thai and English pages; negatives: client logos (event names), venue standard certification, association membership, award, payment icons, Google Maps embed, Facebook/Instagram/LINE/YouTube',
  pages: {
    '/': {
      headers,
      html: page(
        'th',
        'ศูนย์ประชุมนคร คอนเวนชั่น เซ็นเตอร์ | Nakara Convention Center',
        'ศูนย์ประชุมและจัดเลี้ยงริมแม่น้ำเจ้าพระยา กรุงเทพฯ',
        'home page-template-default page page-id-8',
        homeContent('th'),
      ),
    },
    '/preferred-suppliers/': {
      headers,
      html: page(
        'th',
        'พันธมิตรผู้ให้บริการที่แนะนำ | Nakara Convention Center',
        'พันธมิตรผู้ให้บริการด้านอาหาร แสงสีเสียง ตกแต่ง ล่าม และที่พัก',
        'page-template-default page page-id-412',
        suppliersContent('th'),
      ),
    },
    '/en/': {
      headers,
      html: page(
        'en',
        'Nakara Convention Center | Riverside venue in Bangkok',
        'Riverside convention and banquet venue in Bangkok.',
        'home page-template-default page page-id-10',
        homeContent('en'),
      ),
    },
    '/en/preferred-suppliers/': {
      headers,
      html: page(
        'en',
        'Preferred Suppliers | Nakara Convention Center',
        'Preferred catering, AV, décor, interpretation and hotel partners.',
        'page-template-default page page-id-414',
        suppliersContent('en'),
      ),
    },
    '/contact/': {
      headers,
      html: page(
        'th',
        'ติดต่อเรา | Nakara Convention Center',
        'ติดต่อฝ่ายขาย',
        'page-template-default page page-id-20',
        `<div class="fusion-text"><h1>ติดต่อเรา</h1><p>ฝ่ายขายและการตลาด โทร +66 2 118 4400 อีเมล <a href="mailto:sales@nakaraconvention.co.th">sales@nakaraconvention.co.th</a></p><p>LINE: @nakaraconvention</p></div>`,
      ),
    },
    '/robots.txt': {
      headers: { 'content-type': 'text/plain; charset=utf-8', server: 'LiteSpeed' },
      html: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n\nSitemap: https://nakaraconvention.co.th/wp-sitemap.xml\n',
    },
  },
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'wpml',
    'slider-revolution',
    'jquery',
    'litespeed',
    'litespeed-cache',
    'modernizr',
    'google-maps',
    'open-graph',
  ],
  partners: {
    'siamfeastcatering.com': 'generic',
    'baankhanom.co.th': 'generic',
    'luminaav.co.th': 'generic',
    'soundwavepro.asia': 'generic',
    'malifloral.com': 'generic',
    'polyglotbkk.com': 'generic',
    'riverfrontgrand.com': 'generic',
  },
};
