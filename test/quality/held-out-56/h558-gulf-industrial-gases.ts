import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1712138455.4821903416482917365',
  server: 'Pepyaka',
  'strict-transport-security': 'max-age=86400',
};

const head = (title: string, description: string, path: string) => `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Wix.com Website Builder">
<meta name="format-detection" content="telephone=no">
<meta name="skype_toolbar" content="skype_toolbar_parser_compatible">
<title>${title} | الخليج للغازات الصناعية</title>
<meta name="description" content="${description}">
<link rel="canonical" href="https://www.gulfindustrialgases.com.sa${path}">
<meta property="og:title" content="${title} | الخليج للغازات الصناعية">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://static.wixstatic.com/media/7c41a2_9f3e1b7d5c2a4e60b8d1f3a5c7e9b0d2~mv2.jpg/v1/fill/w_1200,h_630/7c41a2_9f3e1b7d5c2a4e60b8d1f3a5c7e9b0d2~mv2.jpg">
<meta property="og:url" content="https://www.gulfindustrialgases.com.sa${path}">
<meta property="og:site_name" content="الخليج للغازات الصناعية">
<meta property="og:type" content="website">
<meta name="twitter:card" content="summary_large_image">
<link rel="preconnect" href="https://static.parastorage.com" crossorigin>
<script src="https://static.parastorage.com/unpkg/core-js-bundle@3.2.1/minified.js" nomodule></script>
<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.6b1f8e2a.bundle.min.js" async></script>
<style id="wix-fonts">@font-face{font-family:"noto kufi arabic";src:url("https://static.parastorage.com/fonts/v2/5a1c9e3b/NotoKufiArabic-Regular.woff2") format("woff2");font-display:swap}</style>
</head>`;

const nav = `<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root">
<header id="SITE_HEADER" class="wixui-header" tabindex="-1">
  <div id="comp-lq8x1a2b" class="wixui-image" data-testid="imageX"><a href="https://www.gulfindustrialgases.com.sa" data-testid="linkElement"><img src="https://static.wixstatic.com/media/7c41a2_logo~mv2.png/v1/fill/w_180,h_64/gig-logo.png" alt="شعار الخليج للغازات الصناعية"></a></div>
  <nav id="comp-lq8x1a2c" aria-label="الموقع" class="wixui-dropdown-menu">
    <ul>
      <li><a data-testid="linkElement" href="https://www.gulfindustrialgases.com.sa">الرئيسية</a></li>
      <li><a data-testid="linkElement" href="https://www.gulfindustrialgases.com.sa/products">منتجاتنا</a></li>
      <li><a data-testid="linkElement" href="https://www.gulfindustrialgases.com.sa/about">من نحن</a></li>
      <li><a data-testid="linkElement" href="https://www.gulfindustrialgases.com.sa/partners">شركاؤنا</a></li>
      <li><a data-testid="linkElement" href="https://www.gulfindustrialgases.com.sa/contact">اتصل بنا</a></li>
      <li><a data-testid="linkElement" href="https://www.gulfindustrialgases.com.sa/en">English</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES">`;

const footer = `</div></main>
<footer id="SITE_FOOTER" class="wixui-footer">
  <div id="comp-lq9f0d11" class="wixui-rich-text" data-testid="richTextElement">
    <p>شركة الخليج للغازات الصناعية – سجل تجاري 2055012345 – المدينة الصناعية الثانية، الدمام، المملكة العربية السعودية</p>
    <p><a href="https://www.gulfindustrialgases.com.sa/privacy-policy">سياسة الخصوصية</a> | <a href="https://www.gulfindustrialgases.com.sa/terms">الشروط والأحكام</a> | <a href="https://www.gulfindustrialgases.com.sa/careers">الوظائف</a></p>
  </div>
  <div id="comp-lq9f0d12" class="wixui-social-links-bar">
    <a href="https://x.com/GulfIndGases" target="_blank" data-testid="linkElement"><img alt="X" src="https://static.wixstatic.com/media/x-icon.png"></a>
    <a href="https://www.linkedin.com/company/gulf-industrial-gases" target="_blank" data-testid="linkElement"><img alt="LinkedIn" src="https://static.wixstatic.com/media/linkedin-icon.png"></a>
    <a href="https://www.snapchat.com/add/gulfindgases" target="_blank" data-testid="linkElement"><img alt="Snapchat" src="https://static.wixstatic.com/media/snap-icon.png"></a>
    <a href="https://wa.me/966138123456" target="_blank" data-testid="linkElement"><img alt="واتساب" src="https://static.wixstatic.com/media/wa-icon.png"></a>
  </div>
  <div id="comp-lq9f0d13" class="wixui-rich-text">
    <p>طرق الدفع:</p>
    <img src="https://static.wixstatic.com/media/pay-mada.png" alt="مدى"> <img src="https://static.wixstatic.com/media/pay-visa.png" alt="Visa"> <img src="https://static.wixstatic.com/media/pay-mastercard.png" alt="Mastercard"> <img src="https://static.wixstatic.com/media/pay-applepay.png" alt="Apple Pay">
  </div>
  <p class="copyright">© 2024 الخليج للغازات الصناعية. جميع الحقوق محفوظة.</p>
</footer>
</div></div></div>
<div id="consent-banner-root" data-hook="consent-banner-root"><div class="consent-banner" role="dialog"><p>يستخدم هذا الموقع ملفات تعريف الارتباط (الكوكيز) لتحسين تجربتك.</p><button data-hook="consent-banner-apply-button">موافق</button><button data-hook="consent-banner-settings-button">الإعدادات</button></div></div>
<script type="application/json" id="wix-viewer-model">{"siteFeatures":["assetsLoader","consentPolicy","seo","tpaCommons"],"site":{"metaSiteId":"3f6e1a9c-7b2d-4c58-a0e3-9d1f5b7c2e84","language":"ar","isResponsive":true}}</script>
</body>
</html>`;

const distributor = (name: string, country: string, text: string, url: string) => `<div role="listitem" class="wixui-repeater__item">
          <h3 class="wixui-rich-text__text">${name}</h3>
          <p class="wixui-rich-text__text">${country}</p>
          <p class="wixui-rich-text__text">${text}</p>
          <a data-testid="linkElement" class="wixui-button" href="${url}" target="_blank" rel="noreferrer noopener"><span class="wixui-button__label">زيارة الموقع</span></a>
        </div>`;

export const site: CorpusSite = {
  domain: 'gulfindustrialgases.com.sa',
  covers:
    'Saudi industrial-gases producer on Wix, in Arabic (RTL): partners page with a repeater of authorized distributors with "visit website" buttons (one without link) and a linked technology-partner logo strip; clients, certification/regulator, Made-in-Saudi programme, app-store badges, payment badges and WhatsApp/Snapchat links as negatives',
  pages: {
    '/': {
      headers,
      html: `${head('الرئيسية', 'الخليج للغازات الصناعية: إنتاج وتوريد الأكسجين والنيتروجين والأرجون وثاني أكسيد الكربون والغازات الخاصة في المملكة العربية السعودية ودول الخليج.', '')}
${nav}
  <section id="comp-hero01" class="wixui-section">
    <h1 class="wixui-rich-text__text">غازات صناعية وطبية بجودة عالمية</h1>
    <p class="wixui-rich-text__text">منذ عام 1998 ننتج الأكسجين والنيتروجين والأرجون في مصنعنا بالدمام، ونوصلها بالصهاريج والأسطوانات إلى المصانع والمستشفيات في أنحاء المملكة.</p>
    <a data-testid="linkElement" class="wixui-button" href="https://www.gulfindustrialgases.com.sa/contact"><span class="wixui-button__label">اطلب عرض سعر</span></a>
  </section>
  <section id="comp-clients" class="wixui-section">
    <h2 class="wixui-rich-text__text">عملاؤنا</h2>
    <div class="wixui-gallery">
      <img src="https://static.wixstatic.com/media/client-jubail-refinery.png" alt="مصفاة الجبيل للبتروكيماويات">
      <img src="https://static.wixstatic.com/media/client-eastern-hospital.png" alt="مستشفى المنطقة الشرقية التخصصي">
      <img src="https://static.wixstatic.com/media/client-arabian-steel.png" alt="الشركة العربية لصناعة الحديد">
    </div>
  </section>
  <section id="comp-app" class="wixui-section">
    <h2 class="wixui-rich-text__text">اطلب أسطواناتك عبر التطبيق</h2>
    <a href="https://apps.apple.com/sa/app/gig-cylinders/id1589012345" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/badge-appstore-ar.png" alt="حمّله من App Store"></a>
    <a href="https://play.google.com/store/apps/details?id=sa.com.gulfindustrialgases.cylinders" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/badge-googleplay-ar.png" alt="احصل عليه من Google Play"></a>
  </section>
  <section id="comp-certs" class="wixui-section">
    <h2 class="wixui-rich-text__text">الشهادات والاعتمادات</h2>
    <p class="wixui-rich-text__text">حاصلون على شهادة ISO 9001:2015 وشهادة المطابقة من <a href="https://www.saso.gov.sa/ar" target="_blank">الهيئة السعودية للمواصفات والمقاييس والجودة</a>، ومنتجاتنا مسجلة في برنامج <a href="https://madeinsaudi.sa/" target="_blank">صنع في السعودية</a>.</p>
  </section>
${footer}`,
    },
    '/partners': {
      headers,
      html: `${head('شركاؤنا', 'الموزعون المعتمدون وشركاء التقنية لشركة الخليج للغازات الصناعية.', '/partners')}
${nav}
  <section id="comp-partners-intro" class="wixui-section">
    <h1 class="wixui-rich-text__text">شركاؤنا</h1>
    <p class="wixui-rich-text__text">نفخر بشبكة من الموزعين المعتمدين في دول الخليج، وبشركاء تقنيين عالميين يدعمون مصانعنا وعملياتنا.</p>
  </section>
  <section id="comp-distributors" class="wixui-section">
    <h2 class="wixui-rich-text__text">الموزعون المعتمدون</h2>
    <div role="list" class="wixui-repeater">
        ${distributor('مؤسسة النخبة للتجهيزات الصناعية', 'الرياض – المملكة العربية السعودية', 'موزع معتمد لأسطوانات الأكسجين والأرجون وغازات اللحام في المنطقة الوسطى.', 'https://www.elite-industrial.com.sa/')}
        ${distributor('شركة الرائد للغازات', 'المنامة – مملكة البحرين', 'الموزع الحصري لمنتجاتنا في مملكة البحرين.', 'https://alraedgases.com.bh/ar/')}
        ${distributor('مسقط لمستلزمات اللحام ش.م.م', 'مسقط – سلطنة عُمان', 'موزع معتمد للغازات الصناعية ومعدات اللحام.', 'https://www.muscatwelding.com.om/')}
        <div role="listitem" class="wixui-repeater__item">
          <h3 class="wixui-rich-text__text">شركة الكويت للإمدادات الفنية</h3>
          <p class="wixui-rich-text__text">الكويت</p>
          <p class="wixui-rich-text__text">موزع معتمد – للتواصل: 96522456789+</p>
        </div>
    </div>
  </section>
  <section id="comp-tech-partners" class="wixui-section">
    <h2 class="wixui-rich-text__text">شركاء التقنية</h2>
    <div class="wixui-gallery" data-testid="gallery">
      <a href="https://www.kryos-anlagenbau.de/en/" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/partner-kryos.png" alt="Kryos Anlagenbau GmbH – تقنية فصل الهواء"></a>
      <a href="https://gastrack.io/" target="_blank" data-testid="linkElement"><img src="https://static.wixstatic.com/media/partner-gastrack.png" alt="GasTrack – تتبع الأسطوانات"></a>
    </div>
  </section>
  <section id="comp-become" class="wixui-section">
    <h2 class="wixui-rich-text__text">كن موزعاً معتمداً</h2>
    <p class="wixui-rich-text__text">للانضمام إلى شبكة موزعينا راسلنا على <a href="mailto:partners@gulfindustrialgases.com.sa">partners@gulfindustrialgases.com.sa</a></p>
  </section>
${footer}`,
    },
    '/about': {
      headers,
      html: `${head('من نحن', 'تعرف على الخليج للغازات الصناعية ورؤيتها.', '/about')}
${nav}
  <section id="comp-about" class="wixui-section">
    <h1 class="wixui-rich-text__text">من نحن</h1>
    <p class="wixui-rich-text__text">تأسست الخليج للغازات الصناعية في الدمام عام 1998، وتشغل اليوم وحدتين لفصل الهواء بطاقة 420 طناً يومياً، وأسطولاً من 60 صهريجاً مبرداً.</p>
    <p class="wixui-rich-text__text">نساهم في تحقيق مستهدفات رؤية المملكة 2030 في توطين الصناعة ورفع المحتوى المحلي.</p>
  </section>
${footer}`,
    },
  },
  technologies: ['wix', 'websitebuilder', 'react', 'hsts', 'open-graph'],
  partners: {
    'elite-industrial.com.sa': 'channel',
    'alraedgases.com.bh': 'channel',
    'muscatwelding.com.om': 'channel',
    'kryos-anlagenbau.de': 'technology',
    'gastrack.io': 'technology',
  },
};
