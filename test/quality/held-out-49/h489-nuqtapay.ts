import type { CorpusSite } from '../corpus/types.js';

const head = (title: string, path: string, description: string, nodeClass: string) => `<!DOCTYPE html>
<html lang="ar" dir="rtl" prefix="og: https://ogp.me/ns#">
<head>
<meta charset="utf-8">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-PQ8R3S6');</script>
<!-- End Google Tag Manager -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://www.nuqtapay.com.sa${path}">
<meta property="og:site_name" content="نقطة باي">
<meta property="og:type" content="website">
<meta property="og:url" content="https://www.nuqtapay.com.sa${path}">
<meta property="og:title" content="${title}">
<meta property="og:image" content="https://www.nuqtapay.com.sa/sites/default/files/og/nuqtapay-og.png">
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<meta name="MobileOptimized" content="width">
<meta name="HandheldFriendly" content="true">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="icon" href="/themes/custom/nuqta/favicon.ico" type="image/vnd.microsoft.icon">
<link rel="alternate" hreflang="ar" href="https://www.nuqtapay.com.sa${path}">
<link rel="alternate" hreflang="en" href="https://www.nuqtapay.com.sa${path.replace(/^\/ar/, '/en')}">
<title>${title} | نقطة باي</title>
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq3v9Lk2TzR7mP1bN8cW4yA6sD0fG5hJ.css?delta=0&amp;language=ar&amp;theme=nuqta&amp;include=eJxFyEEKgDAMBMAPtck">
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Pm4kT8wQ2vN6rJ1cX9bL3yF7hD0sA5gZ.css?delta=1&amp;language=ar&amp;theme=nuqta&amp;include=eJxFyEEKgDAMBMAPtck">
</head>
<body class="path-node page-node-type-${nodeClass}">
<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-PQ8R3S6" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->
<a href="#main-content" class="visually-hidden focusable skip-link">انتقل إلى المحتوى الرئيسي</a>
<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
<div class="layout-container">
<header role="banner" class="site-header">
  <div id="block-nuqta-branding" class="block block-system block-system-branding-block">
    <a href="/ar" rel="home" class="site-logo"><img src="/themes/custom/nuqta/logo.svg" alt="الرئيسية" fetchpriority="high"></a>
  </div>
  <nav role="navigation" aria-labelledby="block-nuqta-main-menu-menu" id="block-nuqta-main-menu" class="block block-menu navigation menu--main">
    <h2 class="visually-hidden" id="block-nuqta-main-menu-menu">القائمة الرئيسية</h2>
    <ul class="menu">
      <li class="menu-item"><a href="/ar/solutions" data-drupal-link-system-path="node/12">الحلول</a></li>
      <li class="menu-item"><a href="/ar/pricing" data-drupal-link-system-path="node/14">الأسعار</a></li>
      <li class="menu-item"><a href="/ar/partners" data-drupal-link-system-path="node/18">شركاؤنا</a></li>
      <li class="menu-item"><a href="/ar/about" data-drupal-link-system-path="node/3">من نحن</a></li>
      <li class="menu-item"><a href="/ar/news" data-drupal-link-system-path="news">الأخبار</a></li>
      <li class="menu-item"><a href="/ar/contact" data-drupal-link-system-path="node/5">تواصل معنا</a></li>
    </ul>
  </nav>
  <div class="language-switcher-language-url block block-language" id="block-nuqta-languageswitcher" role="navigation">
    <ul class="links"><li hreflang="en" class="en"><a href="${path.replace(/^\/ar/, '/en')}" class="language-link" hreflang="en">English</a></li></ul>
  </div>
  <a class="button button--primary" href="https://dashboard.nuqtapay.com.sa/signup">افتح حسابك</a>
</header>
<main role="main"><a id="main-content" tabindex="-1"></a>
<div class="layout-content">
`;

const foot = (nid: number) => `</div>
</main>
<footer role="contentinfo" class="site-footer">
  <div class="region region-footer">
    <div id="block-nuqta-footer-about" class="block block-block-content">
      <p>نقطة باي شركة مدفوعات سعودية مرخصة من البنك المركزي السعودي بموجب ترخيص مقدم خدمات مدفوعات رقم ٢٠٢٣/٠١٧.</p>
      <p>طرق الدفع المدعومة:
        <img src="/sites/default/files/payment/mada.svg" alt="مدى" width="44" height="28">
        <img src="/sites/default/files/payment/visa.svg" alt="Visa" width="44" height="28">
        <img src="/sites/default/files/payment/mastercard.svg" alt="Mastercard" width="44" height="28">
        <img src="/sites/default/files/payment/applepay.svg" alt="Apple Pay" width="44" height="28">
        <img src="/sites/default/files/payment/stcpay.svg" alt="STC Pay" width="44" height="28">
        <img src="/sites/default/files/payment/tabby.svg" alt="تابي - قسّمها على 4" width="44" height="28">
      </p>
    </div>
    <nav role="navigation" id="block-nuqta-footer" class="block block-menu navigation menu--footer">
      <ul class="menu">
        <li class="menu-item"><a href="/ar/partners">برنامج الشركاء</a></li>
        <li class="menu-item"><a href="/ar/careers">الوظائف</a></li>
        <li class="menu-item"><a href="/ar/privacy">سياسة الخصوصية</a></li>
        <li class="menu-item"><a href="/ar/terms">الشروط والأحكام</a></li>
        <li class="menu-item"><a href="https://docs.nuqtapay.com.sa/">المطورون</a></li>
      </ul>
    </nav>
    <div id="block-nuqta-social" class="block block-block-content">
      <a href="https://x.com/nuqtapay" aria-label="X">X</a>
      <a href="https://www.linkedin.com/company/nuqtapay/" aria-label="LinkedIn">LinkedIn</a>
      <a href="https://www.instagram.com/nuqtapay/" aria-label="Instagram">Instagram</a>
      <a href="https://apps.apple.com/sa/app/nuqta-business/id1645532190" aria-label="App Store">حمّل التطبيق من App Store</a>
    </div>
    <p class="copyright">© ٢٠٢٥ نقطة باي. جميع الحقوق محفوظة. سجل تجاري ١٠١٠٧٦٥٤٣٢ – الرياض.</p>
  </div>
</footer>
</div>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"ar\\/","currentPath":"node\\/${nid}","currentPathIsAdmin":false,"isFront":${nid === 1},"currentLanguage":"ar"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"2f9c7b1e4a6d8f0c3b5e7a9d1f3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c"}}</script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/themes/custom/nuqta/js/nuqta.js?scvk4t"></script>
</body>
</html>`;

const headers = {
  server: 'nginx',
  'content-type': 'text/html; charset=UTF-8',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'UNCACHEABLE',
  'content-language': 'ar',
};

const home = `${head('بوابة دفع إلكتروني للمتاجر والمنشآت الصغيرة', '/ar', 'اقبل مدفوعات مدى وفيزا وماستركارد وApple Pay في متجرك الإلكتروني ونقاط البيع خلال يوم واحد.', 'landing-page')}
<article class="node node--type-landing-page">
  <section class="paragraph paragraph--type--hero">
    <h1>استقبل مدفوعات عملائك بكل سهولة</h1>
    <p>نقطة باي بوابة دفع سعودية تمكّن المتاجر الإلكترونية والمنشآت الصغيرة والمتوسطة من قبول مدى وفيزا وماستركارد وApple Pay، مع تسوية يومية إلى حسابك البنكي.</p>
    <a class="button button--primary" href="https://dashboard.nuqtapay.com.sa/signup">ابدأ الآن مجاناً</a>
  </section>
  <section class="paragraph paragraph--type--features">
    <h2>كل ما تحتاجه لقبول المدفوعات</h2>
    <ul>
      <li><strong>روابط الدفع:</strong> أرسل رابط دفع عبر واتساب أو البريد.</li>
      <li><strong>أجهزة نقاط البيع:</strong> أجهزة دفع بالبطاقة لمحلك مع تسوية في اليوم التالي.</li>
      <li><strong>إضافات المتاجر:</strong> اربط متجرك على سلة أو زد أو شوبيفاي خلال دقائق.</li>
    </ul>
  </section>
  <section class="paragraph paragraph--type--logos">
    <h2>يثق بنا أكثر من ٨٠٠٠ تاجر</h2>
    <div class="logo-grid">
      <a href="https://www.oudalreef.com/" target="_blank" rel="noopener"><img src="/sites/default/files/clients/oud-alreef.png" alt="عود الريف" loading="lazy"></a>
      <a href="https://qahwatdana.sa/" target="_blank" rel="noopener"><img src="/sites/default/files/clients/qahwat-dana.png" alt="قهوة دانة" loading="lazy"></a>
      <a href="https://www.abayatnoor.com/" target="_blank" rel="noopener"><img src="/sites/default/files/clients/abayat-noor.png" alt="عبايات نور" loading="lazy"></a>
    </div>
  </section>
  <section class="paragraph paragraph--type--text">
    <h2>شركاء النجاح</h2>
    <p>نعمل مع بنوك محلية ومنصات تجارة إلكترونية ووكلاء معتمدين في جميع مناطق المملكة. <a href="/ar/partners">تعرّف على شركائنا</a></p>
  </section>
</article>
${foot(1)}`;

const partners = `${head('شركاؤنا', '/ar/partners', 'شركاء نقطة باي من البنوك ومنصات التجارة الإلكترونية والوكلاء المعتمدين.', 'page')}
<article class="node node--type-page">
  <h1 class="page-title"><span class="field field--name-title">شركاؤنا</span></h1>
  <div class="field field--name-body">
    <p>نؤمن بأن المدفوعات الرقمية تنجح بالشراكة. تعرّف على الجهات التي نعمل معها لخدمة التجار في المملكة.</p>
  </div>
  <div class="horizontal-tabs" data-horizontal-tabs>
    <ul class="horizontal-tabs-list" role="tablist">
      <li role="tab"><a href="#edit-group-strategic">الشركاء الاستراتيجيون</a></li>
      <li role="tab"><a href="#edit-group-platforms">منصات التكامل</a></li>
      <li role="tab"><a href="#edit-group-agents">الوكلاء المعتمدون</a></li>
    </ul>
    <details id="edit-group-strategic" class="horizontal-tabs-pane" open>
      <summary>الشركاء الاستراتيجيون</summary>
      <div class="views-element-container">
        <div class="view view-partners view-display-id-strategic">
          <div class="views-row">
            <div class="views-field views-field-field-logo"><img src="/sites/default/files/partners/riyada-bank.svg" alt="مصرف الريادة" loading="lazy"></div>
            <div class="views-field views-field-title"><h3>مصرف الريادة</h3></div>
            <div class="views-field views-field-body"><p>البنك المستحوذ لمعاملات مدى والبطاقات الائتمانية عبر نقطة باي.</p></div>
            <div class="views-field views-field-field-website"><a href="https://www.riyadabank.com.sa/ar" target="_blank" rel="noopener">زيارة الموقع</a></div>
          </div>
          <div class="views-row">
            <div class="views-field views-field-field-logo"><img src="/sites/default/files/partners/nakheel-bank.svg" alt="بنك النخيل" loading="lazy"></div>
            <div class="views-field views-field-title"><h3>بنك النخيل</h3></div>
            <div class="views-field views-field-body"><p>حسابات تسوية للتجار وتمويل نقاط البيع للمنشآت الصغيرة.</p></div>
            <div class="views-field views-field-field-website"><a href="https://nakheelbank.com.sa/" target="_blank" rel="noopener">زيارة الموقع</a></div>
          </div>
        </div>
      </div>
    </details>
    <details id="edit-group-platforms" class="horizontal-tabs-pane">
      <summary>منصات التكامل</summary>
      <div class="views-element-container">
        <div class="view view-partners view-display-id-platforms">
          <div class="views-row"><h3>سلة</h3><p>تطبيق نقطة باي في متجر تطبيقات سلة.</p><a href="https://salla.sa/" target="_blank" rel="noopener">salla.sa</a></div>
          <div class="views-row"><h3>زد</h3><p>فعّل نقطة باي من لوحة تحكم متجرك على زد.</p><a href="https://zid.sa/" target="_blank" rel="noopener">zid.sa</a></div>
          <div class="views-row"><h3>Shopify</h3><p>إضافة رسمية لقبول مدى وApple Pay في متاجر شوبيفاي.</p><a href="https://www.shopify.com/" target="_blank" rel="noopener">shopify.com</a></div>
          <div class="views-row"><h3>WooCommerce</h3><p>إضافة ووردبريس مجانية.</p><a href="https://woocommerce.com/" target="_blank" rel="noopener">woocommerce.com</a></div>
          <div class="views-row"><h3>Odoo</h3><p>ربط المدفوعات مع نظام أودو لتخطيط الموارد ونقاط البيع.</p><a href="https://www.odoo.com/ar_001" target="_blank" rel="noopener">odoo.com</a></div>
        </div>
      </div>
    </details>
    <details id="edit-group-agents" class="horizontal-tabs-pane">
      <summary>الوكلاء المعتمدون</summary>
      <div class="views-element-container">
        <p>وكلاؤنا المعتمدون يبيعون ويركّبون أجهزة نقاط البيع ويدرّبون فريقك في منطقتك:</p>
        <table class="views-table cols-3">
          <thead><tr><th>الوكيل</th><th>المنطقة</th><th>الموقع الإلكتروني</th></tr></thead>
          <tbody>
            <tr><td>حلول الأفق التقنية</td><td>الرياض والمنطقة الوسطى</td><td><a href="https://ufuqsolutions.sa/" target="_blank" rel="noopener">ufuqsolutions.sa</a></td></tr>
            <tr><td>مؤسسة رقمنة للأنظمة</td><td>جدة ومكة المكرمة</td><td><a href="https://www.raqmana.com.sa/" target="_blank" rel="noopener">raqmana.com.sa</a></td></tr>
            <tr><td>دروب الأعمال</td><td>الدمام والخبر</td><td><a href="https://duroob-business.com/" target="_blank" rel="noopener">duroob-business.com</a></td></tr>
          </tbody>
        </table>
      </div>
    </details>
  </div>
  <div class="cta-box">
    <h2>انضم إلى برنامج الشركاء</h2>
    <p>هل أنت منصة تجارة إلكترونية أو مزوّد أجهزة أو وكالة تسويق؟ <a href="/ar/contact?subject=partnership">تواصل معنا</a></p>
  </div>
</article>
${foot(18)}`;

const about = `${head('من نحن', '/ar/about', 'قصة نقطة باي: شركة مدفوعات سعودية تأسست في الرياض عام ٢٠٢١.', 'page')}
<article class="node node--type-page">
  <h1 class="page-title"><span class="field field--name-title">من نحن</span></h1>
  <div class="field field--name-body">
    <p>تأسست نقطة باي في الرياض عام ٢٠٢١ بهدف تمكين المنشآت الصغيرة والمتوسطة من دخول الاقتصاد الرقمي. يعمل لدينا اليوم أكثر من ٩٠ موظفاً، ٧٠٪ منهم من الكفاءات السعودية.</p>
    <h2>الترخيص والتنظيم</h2>
    <p>نقطة باي مرخصة من <a href="https://www.sama.gov.sa/ar-sa/" target="_blank" rel="noopener">البنك المركزي السعودي (ساما)</a> كمقدم خدمات مدفوعات، ومعتمدة وفق معيار PCI DSS المستوى الأول. ونفخر بعضويتنا في مبادرة <a href="https://fintechsaudi.com/ar/" target="_blank" rel="noopener">فنتك السعودية</a>.</p>
    <h2>المستثمرون</h2>
    <p>حصلنا في عام ٢٠٢٤ على تمويل من الفئة (أ) بقيادة <a href="https://www.wadiventures.sa/" target="_blank" rel="noopener">وادي فنتشرز</a> وبمشاركة <a href="https://www.najdcapital.com/" target="_blank" rel="noopener">نجد كابيتال</a>.</p>
    <h2>فعالياتنا</h2>
    <p>نقطة باي الراعي الماسي لـ<a href="https://www.digitalpaymentsforum.sa/" target="_blank" rel="noopener">منتدى المدفوعات الرقمية ٢٠٢٥</a> في الرياض.</p>
    <h2>انضم إلى فريقنا</h2>
    <p>اطلع على الوظائف المتاحة عبر <a href="https://www.bayt.com/ar/company/nuqtapay/" target="_blank" rel="noopener">بيت.كوم</a>.</p>
  </div>
</article>
${foot(3)}`;

const news = `${head('نقطة باي تفوز بجائزة أفضل حل مدفوعات للمنشآت الصغيرة', '/ar/news/nuqtapay-award-2024', 'فوز نقطة باي بجائزة أفضل حل مدفوعات للمنشآت الصغيرة والمتوسطة لعام ٢٠٢٤.', 'article')}
<article class="node node--type-article">
  <h1 class="page-title"><span class="field field--name-title">نقطة باي تفوز بجائزة أفضل حل مدفوعات للمنشآت الصغيرة</span></h1>
  <div class="field field--name-field-date">١٢ ديسمبر ٢٠٢٤</div>
  <div class="field field--name-body">
    <p>فازت نقطة باي بجائزة "أفضل حل مدفوعات للمنشآت الصغيرة والمتوسطة" ضمن <a href="https://www.saudifintechawards.com/winners-2024" target="_blank" rel="noopener">جوائز التقنية المالية السعودية ٢٠٢٤</a>، تقديراً لنمو قاعدة التجار إلى أكثر من ٨٠٠٠ تاجر.</p>
    <p>وقد تناولت الخبر صحيفة <a href="https://www.aleqt.com/2024/12/12/article_2812345.html" target="_blank" rel="noopener">الاقتصادية</a>.</p>
  </div>
</article>
${foot(27)}`;

const contact = `${head('تواصل معنا', '/ar/contact', 'تواصل مع فريق نقطة باي للمبيعات والدعم.', 'page')}
<article class="node node--type-page">
  <h1 class="page-title"><span class="field field--name-title">تواصل معنا</span></h1>
  <div class="field field--name-body">
    <p>المبيعات: <a href="mailto:sales@nuqtapay.com.sa">sales@nuqtapay.com.sa</a><br>الدعم الفني: ٨٠٠١٢٣٤٥٦٧ (٢٤/٧)</p>
    <p>المقر الرئيسي: طريق الملك فهد، حي العليا، الرياض ١٢٢١٤</p>
  </div>
  <form class="contact-message-feedback-form contact-message-form contact-form" data-drupal-selector="contact-message-feedback-form" action="/ar/contact" method="post" id="contact-message-feedback-form" accept-charset="UTF-8">
    <div class="js-form-item form-item"><label for="edit-name">الاسم</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" class="form-text required" required></div>
    <div class="js-form-item form-item"><label for="edit-mail">البريد الإلكتروني</label><input data-drupal-selector="edit-mail" type="email" id="edit-mail" name="mail" class="form-email required" required></div>
    <div data-drupal-selector="edit-actions" class="form-actions js-form-wrapper form-wrapper" id="edit-actions"><input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="إرسال" class="button button--primary js-form-submit form-submit"></div>
  </form>
</article>
${foot(5)}`;

export const site: CorpusSite = {
  domain: 'nuqtapay.com.sa',
  covers:
    'Saudi Arabic RTL Drupal 10 payment gateway, home redirects to /ar: partners page with three horizontal tabs as details elements (strategic bank partners generic, e-commerce platform integrations technology, authorised agents table channel); negatives: payment-method icons, merchant logos, SAMA licence, Fintech Saudi membership, investors, forum sponsorship, award and press in a news item, Bayt.com jobs, social and App Store links',
  pages: {
    '/': { status: 301, redirect: '/ar' },
    '/ar': { headers, html: home },
    '/ar/partners': { headers, html: partners },
    '/ar/about': { headers, html: about },
    '/ar/news/nuqtapay-award-2024': { headers, html: news },
    '/ar/contact': { headers, html: contact },
  },
  sitemap: ['/ar', '/ar/partners', '/ar/about', '/ar/news/nuqtapay-award-2024', '/ar/contact'],
  technologies: ['drupal', 'google-tag-manager', 'nginx', 'open-graph', 'php', 'priority-hints'],
  partners: {
    'riyadabank.com.sa': 'generic',
    'nakheelbank.com.sa': 'generic',
    'salla.sa': 'technology',
    'zid.sa': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'odoo.com': 'technology',
    'ufuqsolutions.sa': 'channel',
    'raqmana.com.sa': 'channel',
    'duroob-business.com': 'channel',
  },
};
