import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'x-generator': 'Drupal 10 (https://www.drupal.org)',
  'x-drupal-cache': 'HIT',
  'x-drupal-dynamic-cache': 'MISS',
  expires: 'Sun, 19 Nov 1978 05:00:00 GMT',
  'cache-control': 'max-age=900, public',
  'content-language': 'ar',
};

const head = (title: string, description: string, path: string, nodeClass: string) => `<!DOCTYPE html>
<html lang="ar" dir="rtl">
  <head>
    <meta charset="utf-8" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-S4HB9DC21Q"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments)};gtag("js", new Date());gtag("set", "developer_id.dMDhkMT", true);gtag("config", "G-S4HB9DC21Q", {"groups":"default","page_placeholder":"PLACEHOLDER_page_location"});</script>
<meta name="description" content="${description}" />
<link rel="canonical" href="https://sahabdc.ae${path}" />
<meta property="og:site_name" content="سحاب لمراكز البيانات" />
<meta property="og:type" content="website" />
<meta property="og:url" content="https://sahabdc.ae${path}" />
<meta property="og:title" content="${title}" />
<meta property="og:image" content="https://sahabdc.ae/sites/default/files/2023-09/sahab-og.jpg" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/themes/custom/sahab/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="alternate" hreflang="ar" href="https://sahabdc.ae${path}" />
<link rel="alternate" hreflang="en" href="https://sahabdc.ae${path.replace(/^\/ar/, '/en')}" />
    <title>${title} | سحاب لمراكز البيانات</title>
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_Qm0dC3vN5rT8yW1aB4eF7hJ0kL3nP6sU9xZ2cG5iM.css?delta=0&amp;language=ar&amp;theme=sahab&amp;include=eJxdjkEOwjAMBD8U1U9CbuKGCMeO7BTo7yk3xHFmd6QtqnKnuQZpOFmT5QjV2lkmRKytJo7jM2tXS" />
    <link rel="stylesheet" media="all" href="/sites/default/files/css/css_hK2pX7vB9nM4qR6tW8yZ1aC3eF5gJ0lN2oS4uV6xY.css?delta=1&amp;language=ar&amp;theme=sahab&amp;include=eJxdjkEOwjAMBD8U1U9CbuKGCMeO7BTo7yk3xHFmd6QtqnKnuQZpOFmT5QjV2lkmRKytJo7jM2tXS" />
    <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Tajawal:wght@400;500;700&amp;display=swap" />
  </head>
  <body class="path-node ${nodeClass}">
    <a href="#main-content" class="visually-hidden focusable skip-link">انتقل إلى المحتوى الرئيسي</a>
    <div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>
  <div class="layout-container">
    <header role="banner" class="site-header">
      <div class="region region-header">
        <div id="block-sahab-branding" class="block block-system block-system-branding-block">
          <a href="/ar" rel="home" class="site-logo"><img src="/themes/custom/sahab/logo.svg" alt="سحاب لمراكز البيانات - Sahab Data Centers" /></a>
        </div>
        <nav role="navigation" aria-labelledby="block-sahab-main-menu-menu" id="block-sahab-main-menu" class="block block-menu navigation menu--main">
          <h2 class="visually-hidden" id="block-sahab-main-menu-menu">القائمة الرئيسية</h2>
          <ul class="menu">
            <li class="menu-item"><a href="/ar/services/colocation" data-drupal-link-system-path="node/12">الاستضافة المشتركة</a></li>
            <li class="menu-item"><a href="/ar/services/cloud" data-drupal-link-system-path="node/13">السحابة الخاصة</a></li>
            <li class="menu-item"><a href="/ar/services/disaster-recovery" data-drupal-link-system-path="node/14">التعافي من الكوارث</a></li>
            <li class="menu-item menu-item--expanded"><a href="/ar/partners" data-drupal-link-system-path="node/20">الشركاء</a>
              <ul class="menu">
                <li class="menu-item"><a href="/ar/partners/technology" data-drupal-link-system-path="node/21">شركاء التكنولوجيا</a></li>
                <li class="menu-item"><a href="/ar/partners/resellers" data-drupal-link-system-path="node/22">الموزعون المعتمدون</a></li>
              </ul>
            </li>
            <li class="menu-item"><a href="/ar/about" data-drupal-link-system-path="node/2">من نحن</a></li>
            <li class="menu-item"><a href="/ar/contact" data-drupal-link-system-path="node/3">اتصل بنا</a></li>
          </ul>
        </nav>
        <div class="language-switcher-language-url block block-language" id="block-sahab-languageswitcher">
          <ul class="links"><li hreflang="en"><a href="${path.replace(/^\/ar/, '/en')}" class="language-link" hreflang="en">English</a></li></ul>
        </div>
        <a class="portal-link" href="https://portal.sahabcloud.ae/">بوابة العملاء</a>
      </div>
    </header>
    <main role="main">
      <a id="main-content" tabindex="-1"></a>
      <div class="layout-content">
`;

const foot = `      </div>
    </main>
    <footer role="contentinfo" class="site-footer">
      <div class="region region-footer">
        <div class="block block-block-content footer-about">
          <p>سحاب لمراكز البيانات ذ.م.م، إحدى شركات <a href="https://sahabgroup.ae/" target="_blank">مجموعة سحاب القابضة</a><br />مدينة مصدر، أبوظبي، الإمارات العربية المتحدة<br />هاتف: <a href="tel:+97125550100">‎+971 2 555 0100</a></p>
        </div>
        <div class="block block-block-content footer-social">
          <ul class="social">
            <li><a href="https://www.linkedin.com/company/sahab-data-centers" target="_blank">لينكدإن</a></li>
            <li><a href="https://x.com/sahabdc" target="_blank">إكس</a></li>
            <li><a href="https://www.youtube.com/@sahabdc" target="_blank">يوتيوب</a></li>
          </ul>
        </div>
        <div class="block footer-copy"><p>© 2024 سحاب لمراكز البيانات. جميع الحقوق محفوظة. | <a href="/ar/privacy">سياسة الخصوصية</a></p></div>
      </div>
    </footer>
  </div>
</div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/","pathPrefix":"ar\\/","currentPathIsAdmin":false,"isFront":false,"currentLanguage":"ar"},"pluralDelimiter":"\\u0003","suppressDeprecationErrors":true,"user":{"uid":0,"permissionsHash":"8c1f3a5e7b9d2c4f6a8b0d2e4f6a8c0e2d4f6b8a0c2e4d6f8b0a2c4e6d8f0b2a"}}</script>
<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>
<script src="/core/assets/vendor/once/once.min.js?v=1.0.1"></script>
<script src="/core/misc/drupalSettingsLoader.js?v=10.2.5"></script>
<script src="/sites/default/files/languages/ar_Xk3mP9qR2sT5vW8yZ1bC4eF7hJ0lN3oQ6rU9xA2dG.js?sc8q1z"></script>
<script src="/core/misc/drupal.js?v=10.2.5"></script>
<script src="/core/misc/drupal.init.js?v=10.2.5"></script>
<script src="/themes/custom/sahab/js/sahab.js?sc8q1z"></script>
  </body>
</html>`;

const card = (name: string, url: string, logo: string, text: string) => `<div class="views-row">
  <article class="node node--type-partner node--view-mode-teaser partner-card">
    <div class="field field--name-field-logo"><img loading="lazy" src="/sites/default/files/styles/partner_logo/public/partners/${logo}" alt="${name}" /></div>
    <h3 class="node__title"><span class="field field--name-title">${name}</span></h3>
    <div class="field field--name-body"><p>${text}</p></div>
    <div class="field field--name-field-website"><a href="${url}" target="_blank">زيارة الموقع</a></div>
  </article>
</div>`;

export const site: CorpusSite = {
  domain: 'sahabdc.ae',
  otherDomains: ['sahabcloud.ae', 'sahabgroup.ae'],
  covers:
    'Arabic right-to-left Drupal 10 data-centre operator in the UAE: root redirects to /ar, partners split across an overview and two category pages (technology partners, authorised resellers) as Drupal view cards with "visit website" links; certifications, government customers, a GITEX sponsorship, the parent group and client portal domains and social links as negatives',
  pages: {
    '/': { status: 301, redirect: '/ar' },
    '/ar': {
      headers,
      html: `${head('الرئيسية', 'سحاب لمراكز البيانات: استضافة مشتركة وسحابة خاصة وخدمات التعافي من الكوارث من مراكز بيانات من الفئة الثالثة في أبوظبي ودبي.', '/ar', 'page-node-type-landing-page')}
<div class="region region-content">
  <section class="hero">
    <h1>بياناتك في أمان، داخل الدولة</h1>
    <p>مراكز بيانات حاصلة على شهادة الفئة الثالثة في أبوظبي ودبي، وسحابة خاصة متوافقة مع متطلبات سيادة البيانات في الإمارات.</p>
    <a class="button" href="/ar/contact">اطلب عرض سعر</a>
  </section>
  <section class="services">
    <h2>خدماتنا</h2>
    <div class="grid">
      <div class="service"><h3>الاستضافة المشتركة</h3><p>خزائن كاملة ونصف خزائن مع طاقة مزدوجة وربط بمزودي الاتصالات.</p></div>
      <div class="service"><h3>السحابة الخاصة</h3><p>خوادم افتراضية وتخزين كائنات داخل حدود الدولة.</p></div>
      <div class="service"><h3>التعافي من الكوارث</h3><p>نسخ احتياطي ونسخ متماثل بين موقعينا في أبوظبي ودبي.</p></div>
    </div>
  </section>
  <section class="certifications">
    <h2>الشهادات والاعتمادات</h2>
    <ul>
      <li><a href="https://uptimeinstitute.com/" target="_blank"><img src="/sites/default/files/2023-09/uptime-tier-iii.png" alt="Uptime Institute Tier III" /></a> شهادة الفئة الثالثة للتصميم والمنشأة</li>
      <li><img src="/sites/default/files/2023-09/iso-27001.png" alt="ISO/IEC 27001" /> ISO/IEC 27001</li>
      <li><img src="/sites/default/files/2023-09/pci-dss.png" alt="PCI DSS" /> PCI DSS المستوى الأول</li>
    </ul>
  </section>
  <section class="clients">
    <h2>يثق بنا</h2>
    <p>جهات حكومية وبنوك ومستشفيات في جميع أنحاء الدولة، منها دائرة البلديات والنقل ومستشفى الواحة التخصصي وبنك الخليج الرقمي.</p>
  </section>
  <section class="partners-teaser">
    <h2>شركاؤنا</h2>
    <p>نتعاون مع كبرى شركات التكنولوجيا العالمية وشبكة من الموزعين المعتمدين في دول الخليج. <a href="/ar/partners">تعرّف على شركائنا</a></p>
  </section>
</div>
${foot}`,
    },
    '/ar/partners': {
      headers,
      html: `${head('الشركاء', 'شركاء التكنولوجيا والموزعون المعتمدون لسحاب لمراكز البيانات.', '/ar/partners', 'page-node-type-page')}
<div class="region region-content">
  <article class="node node--type-page node--view-mode-full">
    <h1 class="page-title">الشركاء</h1>
    <div class="field field--name-body">
      <p>يقوم نموذج عملنا على الشراكة: نعمل مع مزودي التكنولوجيا العالميين لتقديم أحدث الحلول داخل الدولة، ومع موزعين معتمدين يقدمون خدماتنا للعملاء في دول مجلس التعاون الخليجي.</p>
      <div class="partner-categories">
        <div class="category"><h2><a href="/ar/partners/technology">شركاء التكنولوجيا</a></h2><p>الشركات التي نبني عليها منصتنا السحابية وبنيتنا التحتية.</p></div>
        <div class="category"><h2><a href="/ar/partners/resellers">الموزعون المعتمدون</a></h2><p>شركاء القنوات الذين يبيعون خدمات سحاب في السعودية وعُمان وقطر والإمارات.</p></div>
      </div>
      <h2>انضم إلى برنامج الشركاء</h2>
      <p>هل أنت مزود خدمات تقنية وتريد تقديم خدماتنا لعملائك؟ تواصل معنا عبر <a href="mailto:partners@sahabdc.ae">partners@sahabdc.ae</a>.</p>
    </div>
  </article>
</div>
${foot}`,
    },
    '/ar/partners/technology': {
      headers,
      html: `${head('شركاء التكنولوجيا', 'الشركات التقنية العالمية والمحلية الشريكة لسحاب لمراكز البيانات.', '/ar/partners/technology', 'page-node-type-page')}
<div class="region region-content">
  <h1 class="page-title">شركاء التكنولوجيا</h1>
  <div class="views-element-container"><div class="view view-partners view-id-partners view-display-id-technology">
    <div class="view-content partner-grid">
${card('مايكروسوفت Azure', 'https://azure.microsoft.com/ar-sa/', 'microsoft-azure.png', 'نقدم Azure Stack HCI داخل مراكز بياناتنا للعملاء الذين يحتاجون سحابة هجينة.')}
${card('أوراكل', 'https://www.oracle.com/ae-ar/', 'oracle.png', 'شريك Oracle PartnerNetwork لاستضافة قواعد البيانات المؤسسية.')}
${card('هواوي كلاود', 'https://www.huaweicloud.com/intl/en-us/', 'huawei-cloud.png', 'حلول التخزين والحوسبة لمنصة السحابة الخاصة.')}
${card('ديل تكنولوجيز', 'https://www.dell.com/en-ae', 'dell-technologies.png', 'شريك Titanium للخوادم وأنظمة التخزين.')}
${card('شنايدر إلكتريك', 'https://www.se.com/ae/ar/', 'schneider-electric.png', 'أنظمة الطاقة غير المنقطعة والتبريد في جميع القاعات.')}
${card('قمر للشبكات', 'https://qamarnet.ae/', 'qamar-networks.png', 'شريك الربط الشبكي والألياف الضوئية بين مواقعنا.')}
    </div>
  </div></div>
  <p><a href="/ar/partners">العودة إلى صفحة الشركاء</a> · <a href="/ar/partners/resellers">الموزعون المعتمدون ←</a></p>
</div>
${foot}`,
    },
    '/ar/partners/resellers': {
      headers,
      html: `${head('الموزعون المعتمدون', 'الموزعون المعتمدون لخدمات سحاب في دول مجلس التعاون الخليجي.', '/ar/partners/resellers', 'page-node-type-page')}
<div class="region region-content">
  <h1 class="page-title">الموزعون المعتمدون</h1>
  <p>يمكنك شراء خدمات سحاب من خلال أحد موزعينا المعتمدين في بلدك:</p>
  <div class="views-element-container"><div class="view view-partners view-id-partners view-display-id-resellers">
    <div class="view-content partner-grid">
${card('جلف بايت للحلول', 'https://www.gulfbyte.ae/', 'gulf-byte.png', 'الإمارات العربية المتحدة – دبي. موزع معتمد من الفئة الذهبية.')}
${card('نجد الرقمية', 'https://najddigital.com.sa/', 'najd-digital.png', 'المملكة العربية السعودية – الرياض.')}
${card('مسقط لأنظمة تقنية المعلومات', 'https://www.muscatit.com.om/', 'muscat-it.png', 'سلطنة عُمان – مسقط.')}
${card('الدوحة كلاود', 'https://dohacloud.qa/', 'doha-cloud.png', 'دولة قطر – الدوحة.')}
    </div>
  </div></div>
  <p><a href="/ar/partners">العودة إلى صفحة الشركاء</a></p>
</div>
${foot}`,
    },
    '/ar/about': {
      headers,
      html: `${head('من نحن', 'تأسست سحاب لمراكز البيانات في أبوظبي عام 2014.', '/ar/about', 'page-node-type-page')}
<div class="region region-content">
  <article class="node node--type-page">
    <h1 class="page-title">من نحن</h1>
    <div class="field field--name-body">
      <p>تأسست سحاب لمراكز البيانات عام 2014 في أبوظبي، وهي إحدى شركات مجموعة سحاب القابضة. نشغّل اليوم موقعين بسعة إجمالية تبلغ 12 ميغاواط، ويعمل لدينا أكثر من 140 موظفاً.</p>
      <h2>الفعاليات</h2>
      <p>كانت سحاب الراعي البلاتيني لمعرض <a href="https://www.gitex.com/" target="_blank">جيتكس جلوبال 2023</a> في دبي، حيث أطلقنا خدمة السحابة السيادية.</p>
      <h2>العضويات</h2>
      <p>سحاب عضو في مجلس الإمارات للأمن السيبراني للقطاع الخاص وفي <a href="https://www.datacenterdynamics.com/" target="_blank">مجتمع DCD</a> لمشغلي مراكز البيانات.</p>
    </div>
  </article>
</div>
${foot}`,
    },
    '/ar/contact': {
      headers,
      html: `${head('اتصل بنا', 'تواصل مع فريق مبيعات سحاب لمراكز البيانات.', '/ar/contact', 'page-node-type-webform')}
<div class="region region-content">
  <h1 class="page-title">اتصل بنا</h1>
  <p>المبيعات: <a href="mailto:sales@sahabdc.ae">sales@sahabdc.ae</a> · الدعم الفني: عبر <a href="https://portal.sahabcloud.ae/">بوابة العملاء</a></p>
  <form class="webform-submission-form" data-drupal-selector="webform-submission-contact-add-form" action="/ar/contact" method="post" id="webform-submission-contact-add-form" accept-charset="UTF-8">
    <div class="form-item"><label for="edit-name">الاسم</label><input data-drupal-selector="edit-name" type="text" id="edit-name" name="name" class="form-text" /></div>
    <div class="form-item"><label for="edit-email">البريد الإلكتروني</label><input data-drupal-selector="edit-email" type="email" id="edit-email" name="email" class="form-email" /></div>
    <div class="form-item"><label for="edit-message">الرسالة</label><textarea data-drupal-selector="edit-message" id="edit-message" name="message" class="form-textarea"></textarea></div>
    <input data-drupal-selector="edit-submit" type="submit" id="edit-submit" name="op" value="إرسال" class="button button--primary js-form-submit form-submit" />
  </form>
</div>
${foot}`,
    },
  },
  sitemap: ['/ar', '/ar/partners', '/ar/partners/technology', '/ar/partners/resellers', '/ar/about', '/ar/contact'],
  technologies: ['drupal', 'php', 'nginx', 'jquery', 'google-analytics', 'google-tag-manager', 'google-font-api', 'open-graph'],
  partners: {
    'microsoft.com': 'technology',
    'oracle.com': 'technology',
    'huaweicloud.com': 'technology',
    'dell.com': 'technology',
    'se.com': 'technology',
    'qamarnet.ae': 'technology',
    'gulfbyte.ae': 'channel',
    'najddigital.com.sa': 'channel',
    'muscatit.com.om': 'channel',
    'dohacloud.qa': 'channel',
  },
};
