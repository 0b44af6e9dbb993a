import type { CorpusSite } from '../corpus/types.js';

const DOMAIN = 'ammanequestrian.jo';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Apache',
  'x-powered-by': 'PHP/8.1.27',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store, no-cache, must-revalidate',
};

function head(title: string, path: string, description: string): string {
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta name="generator" content="Joomla! - Open Source Content Management">
<title>${title} - نادي عمّان للفروسية</title>
<link href="https://${DOMAIN}${path}" rel="canonical">
<link href="/ar/partners?format=feed&amp;type=rss" rel="alternate" type="application/rss+xml" title="${title}">
<link href="/media/templates/site/cassiopeia/images/joomla-favicon.svg" rel="icon" type="image/svg+xml">
<link href="/media/templates/site/cassiopeia/css/template-rtl.min.css?4a8d1e" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/global/colors_standard.min.css?4a8d1e" rel="stylesheet">
<link href="/media/vendor/fontawesome-free/css/fontawesome.min.css?6.5.1" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/user.css?4a8d1e" rel="stylesheet">
<link href="https://fonts.googleapis.com/css2?family=Tajawal:wght@400;500;700&amp;display=swap" rel="stylesheet">
<script type="application/json" class="joomla-script-options new">{"joomla.jtext":{"ERROR":"خطأ","MESSAGE":"رسالة","NOTICE":"ملاحظة","WARNING":"تحذير"},"system.paths":{"root":"","rootFull":"https:\\/\\/${DOMAIN}\\/","base":"","baseFull":"https:\\/\\/${DOMAIN}\\/"},"csrf.token":"9f2c7d1e4b8a6035c0e1f2a3b4c5d6e7"}</script>
<script src="/media/system/js/core.min.js?37ffe4186289eba9c5df81bea44080aff77b9684"></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
<script src="/media/templates/site/cassiopeia/js/template.min.js?4a8d1e" defer></script>
<meta property="og:title" content="${title} - نادي عمّان للفروسية">
<meta property="og:type" content="website">
<meta property="og:url" content="https://${DOMAIN}${path}">
<meta property="og:image" content="https://${DOMAIN}/images/og/club-arena.jpg">
</head>`;
}

const header = `<header class="header container-header full-width">
  <div class="grid-child">
    <div class="navbar-brand">
      <a class="brand-logo" href="/ar/"><img loading="eager" decoding="async" src="/images/logo/aec-logo.png" alt="نادي عمّان للفروسية" width="190" height="80"></a>
    </div>
  </div>
  <div class="grid-child container-nav">
    <nav class="navbar navbar-expand-md" aria-label="القائمة الرئيسية">
      <button class="navbar-toggler navbar-toggler-right" type="button" data-bs-toggle="collapse" data-bs-target="#navbar1" aria-controls="navbar1" aria-expanded="false" aria-label="تبديل التنقل"><span class="icon-menu" aria-hidden="true"></span></button>
      <div class="collapse navbar-collapse" id="navbar1">
        <ul class="mod-menu mod-list nav">
          <li class="nav-item item-101 default current active"><a href="/ar/">الرئيسية</a></li>
          <li class="nav-item item-112"><a href="/ar/about">عن النادي</a></li>
          <li class="nav-item item-113"><a href="/ar/riding-school">مدرسة الفروسية</a></li>
          <li class="nav-item item-114"><a href="/ar/membership">العضوية</a></li>
          <li class="nav-item item-118"><a href="/ar/partners">شركاؤنا</a></li>
          <li class="nav-item item-119"><a href="/ar/contact">اتصل بنا</a></li>
          <li class="nav-item item-130"><a href="/en/" lang="en">English</a></li>
        </ul>
      </div>
    </nav>
  </div>
</header>`;

const footer = `<footer class="container-footer footer full-width">
  <div class="grid-child">
    <div class="mod-custom custom" id="mod-custom118">
      <p>نادي عمّان للفروسية – طريق المطار، الجيزة، عمّان، الأردن · هاتف: 4471234 6 962+ · <a href="mailto:info@ammanequestrian.jo">info@ammanequestrian.jo</a></p>
      <p>عضو في <a href="https://www.jordanequestrian.jo/" target="_blank" rel="noopener">الاتحاد الأردني للفروسية</a> ومعتمد من <a href="https://www.fei.org/" target="_blank" rel="noopener">الاتحاد الدولي للفروسية (FEI)</a></p>
      <p class="payments">طرق الدفع: <img src="/images/payments/visa.svg" alt="Visa" width="40"> <img src="/images/payments/mastercard.svg" alt="Mastercard" width="40"> <img src="/images/payments/efawateercom.svg" alt="eFAWATEERcom" width="60"> <img src="/images/payments/cliq.svg" alt="CliQ" width="40"></p>
      <ul class="social">
        <li><a href="https://www.facebook.com/AmmanEquestrianClub" target="_blank" rel="noopener"><span class="fa-brands fa-facebook" aria-hidden="true"></span> فيسبوك</a></li>
        <li><a href="https://www.instagram.com/ammanequestrian/" target="_blank" rel="noopener"><span class="fa-brands fa-instagram" aria-hidden="true"></span> إنستغرام</a></li>
        <li><a href="https://wa.me/962791234567" target="_blank" rel="noopener"><span class="fa-brands fa-whatsapp" aria-hidden="true"></span> واتساب</a></li>
      </ul>
    </div>
  </div>
</footer>
<a href="#top" id="back-top" class="back-to-top-link" aria-label="العودة إلى الأعلى"><span class="icon-arrow-up icon-fw" aria-hidden="true"></span></a>`;

function page(title: string, path: string, description: string, itemId: number, body: string): string {
  return `<!DOCTYPE html>
<html lang="ar-aa" dir="rtl">
${head(title, path, description)}
<body class="site com_content wrapper-static view-article no-layout no-task itemid-${itemId} has-sidebar-right">
${header}
<div class="site-grid">
<div class="grid-child container-component">
<main>
<div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article">
<meta itemprop="inLanguage" content="ar-AA">
${body}
</div>
</main>
</div>
</div>
${footer}
</body>
</html>`;
}

const home = page(
  'الرئيسية',
  '/ar/',
  'نادي عمّان للفروسية: مدرسة لتعليم ركوب الخيل، إسطبلات، وبطولات قفز الحواجز منذ 1986.',
  101,
  `<div class="page-header"><h1>أهلاً بكم في نادي عمّان للفروسية</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>منذ عام 1986 يقدّم النادي دروس ركوب الخيل للأطفال والكبار، ويستضيف بطولات قفز الحواجز المحلية والإقليمية على ميدانه الرملي الدولي. يضم النادي 64 حصاناً ومدرّبين معتمدين.</p>
  <p><a class="btn btn-primary" href="/ar/riding-school">سجّل في مدرسة الفروسية</a></p>
  <h2>أخبار النادي</h2>
  <ul>
    <li><a href="/ar/news/spring-show-jumping-2024">انطلاق بطولة الربيع لقفز الحواجز 2024</a></li>
    <li><a href="/ar/partners">توقيع اتفاقية تعاون مع نادي سان أوبان للفروسية في فرنسا</a></li>
  </ul>
</div>`,
);

const partners = page(
  'شركاؤنا',
  '/ar/partners',
  'شركاء نادي عمّان للفروسية في التدريب والرعاية البيطرية والتعاون الدولي.',
  118,
  `<div class="page-header"><h1 itemprop="headline">شركاؤنا</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>نؤمن بأن تطوير رياضة الفروسية في الأردن يتطلب التعاون. فيما يلي الجهات التي تربطنا بها شراكات في التدريب والرعاية والتعاون الدولي.</p>
  <div class="accordion" id="partnersAccordion">
    <div class="accordion-item">
      <h2 class="accordion-header" id="heading-training"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-training" aria-expanded="true" aria-controls="collapse-training">شركاء التدريب والرعاية</button></h2>
      <div id="collapse-training" class="accordion-collapse collapse show" aria-labelledby="heading-training" data-bs-parent="#partnersAccordion">
        <div class="accordion-body">
          <ul>
            <li><a href="https://www.classicalriding-academy.com/" target="_blank" rel="noopener">أكاديمية الفروسية الكلاسيكية</a> – برنامج إعداد المدرّبين والدورات المتقدمة في الترويض.</li>
            <li><a href="https://ammanequinevet.com/" target="_blank" rel="noopener">عيادة عمّان البيطرية للخيول</a> – الرعاية البيطرية على مدار الساعة لخيول النادي.</li>
            <li><a href="https://www.hoofcare-jo.com/" target="_blank" rel="noopener">مركز العناية بالحوافر</a> – خدمات البيطرة والحدادة.</li>
          </ul>
        </div>
      </div>
    </div>
    <div class="accordion-item">
      <h2 class="accordion-header" id="heading-intl"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-intl" aria-expanded="false" aria-controls="collapse-intl">الشركاء الدوليون</button></h2>
      <div id="collapse-intl" class="accordion-collapse collapse" aria-labelledby="heading-intl" data-bs-parent="#partnersAccordion">
        <div class="accordion-body">
          <p>وقّع النادي اتفاقيات تعاون وتبادل للفرسان والمدرّبين مع:</p>
          <ul>
            <li><a href="https://www.cercle-hippique-saintaubin.fr/" target="_blank" rel="noopener">نادي سان أوبان للفروسية (فرنسا)</a></li>
            <li><a href="https://www.brsa.org.uk/" target="_blank" rel="noopener">تحالف مدارس الفروسية البريطانية (المملكة المتحدة)</a></li>
            <li>نادي الشارقة للفروسية (الإمارات)</li>
          </ul>
        </div>
      </div>
    </div>
    <div class="accordion-item">
      <h2 class="accordion-header" id="heading-shop"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-shop" aria-expanded="false" aria-controls="collapse-shop">الموزّع المعتمد لزيّ النادي</button></h2>
      <div id="collapse-shop" class="accordion-collapse collapse" aria-labelledby="heading-shop" data-bs-parent="#partnersAccordion">
        <div class="accordion-body">
          <p>يتوفر زيّ النادي الرسمي (السترة والقميص والخوذة بشعار النادي) حصرياً لدى الموزّع المعتمد <a href="https://www.alfarisstore.com/ar/aec" target="_blank" rel="noopener">متجر الفارس</a> في عبدون وعبر متجره الإلكتروني.</p>
        </div>
      </div>
    </div>
    <div class="accordion-item">
      <h2 class="accordion-header" id="heading-tech"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#collapse-tech" aria-expanded="false" aria-controls="collapse-tech">الشريك التقني</button></h2>
      <div id="collapse-tech" class="accordion-collapse collapse" aria-labelledby="heading-tech" data-bs-parent="#partnersAccordion">
        <div class="accordion-body">
          <p>يتم حجز الدروس وإدارة الاشتراكات عبر منصة <a href="https://ridely.app/" target="_blank" rel="noopener">Ridely</a>، شريكنا التقني لنظام الحجوزات الإلكترونية.</p>
        </div>
      </div>
    </div>
  </div>
  <h2>الرعاة</h2>
  <p>نشكر رعاة بطولة الربيع لقفز الحواجز 2024:</p>
  <div class="sponsors">
    <a href="https://www.wadibank.jo/" target="_blank" rel="noopener"><img src="/images/sponsors/wadi-bank.png" alt="بنك الوادي – الراعي الرئيسي"></a>
    <a href="https://www.aquanaqaa.com/" target="_blank" rel="noopener"><img src="/images/sponsors/aqua-naqaa.png" alt="مياه نقاء – الراعي الذهبي"></a>
  </div>
</div>`,
);

const about = page(
  'عن النادي',
  '/ar/about',
  'تاريخ نادي عمّان للفروسية ومرافقه.',
  112,
  `<div class="page-header"><h1>عن النادي</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>تأسس نادي عمّان للفروسية عام 1986 على يد مجموعة من هواة الفروسية، ويقع على مساحة 120 دونماً جنوب عمّان. يضم النادي ميداناً دولياً لقفز الحواجز، وميداناً مغطى، و72 إسطبلاً.</p>
  <p>النادي عضو في <a href="https://www.jordanequestrian.jo/" target="_blank" rel="noopener">الاتحاد الأردني للفروسية</a>، وحصل على جائزة أفضل نادٍ رياضي خاص لعام 2022.</p>
  <p>نتعاون مع <a href="https://www.classicalriding-academy.com/" target="_blank" rel="noopener">أكاديمية الفروسية الكلاسيكية</a> في برامج تأهيل المدرّبين.</p>
</div>`,
);

const riding = page(
  'مدرسة الفروسية',
  '/ar/riding-school',
  'دروس ركوب الخيل للأطفال والكبار.',
  113,
  `<div class="page-header"><h1>مدرسة الفروسية</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <table class="table table-striped">
    <thead><tr><th>البرنامج</th><th>الفئة العمرية</th><th>الرسوم الشهرية</th></tr></thead>
    <tbody>
      <tr><td>المبتدئين</td><td>6 – 12 سنة</td><td>85 دينار</td></tr>
      <tr><td>المتوسط</td><td>12 سنة فما فوق</td><td>110 دينار</td></tr>
      <tr><td>الكبار</td><td>18 سنة فما فوق</td><td>120 دينار</td></tr>
    </tbody>
  </table>
  <p>احجز درسك التجريبي عبر <a href="https://ridely.app/clubs/amman-equestrian" target="_blank" rel="noopener">تطبيق Ridely</a>.</p>
</div>`,
);

const contact = page(
  'اتصل بنا',
  '/ar/contact',
  'معلومات التواصل مع نادي عمّان للفروسية.',
  119,
  `<div class="page-header"><h1>اتصل بنا</h1></div>
<div itemprop="articleBody" class="com-content-article__body">
  <p>العنوان: طريق المطار، الجيزة، عمّان – الأردن</p>
  <p>الهاتف: 4471234 6 962+ · البريد الإلكتروني: info@ammanequestrian.jo</p>
  <p>ساعات العمل: من السبت إلى الخميس، 7:00 صباحاً – 7:00 مساءً</p>
</div>`,
);

export const site: CorpusSite = {
  domain: DOMAIN,
  covers:
    'Jordanian equestrian club on Joomla 5 / Cassiopeia (Arabic, RTL): Bootstrap accordion of training, international, authorised uniform dealer and booking-platform partners (one unlinked club); sponsors on the same page, federation memberships, payment-method icons, award and social/WhatsApp links as negatives',
  pages: {
    '/': { redirect: '/ar/' },
    '/ar/': { headers, html: home },
    '/ar/partners': { headers, html: partners },
    '/ar/about': { headers, html: about },
    '/ar/riding-school': { headers, html: riding },
    '/ar/contact': { headers, html: contact },
  },
  technologies: ['joomla', 'php', 'apache-http-server', 'font-awesome', 'google-font-api', 'rss', 'open-graph'],
  partners: {
    'classicalriding-academy.com': 'generic',
    'ammanequinevet.com': 'generic',
    'hoofcare-jo.com': 'generic',
    'cercle-hippique-saintaubin.fr': 'generic',
    'brsa.org.uk': 'generic',
    'alfarisstore.com': 'channel',
    'ridely.app': 'technology',
  },
};
