import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html',
  'x-lambda-id': '5f1b2c7e-83a0-4c1e-9d2f-0b6a4e8c3d91',
  'cache-control': 'max-age=300',
};

const siteId = '65a0f3c1b2d94e7a8c1f0d2e';

const head = (pageId: string, title: string, description: string) => `<!DOCTYPE html>
<!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Mon May 20 2024 09:14:22 GMT+0000 (Coordinated Universal Time) -->
<html data-wf-domain="madar-mep.com.sa" data-wf-page="${pageId}" data-wf-site="${siteId}" lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta content="${description}" name="description">
<meta content="${title}" property="og:title">
<meta content="${description}" property="og:description">
<meta property="og:type" content="website">
<meta content="width=device-width, initial-scale=1" name="viewport">
<meta content="Webflow" name="generator">
<link href="https://cdn.prod.website-files.com/${siteId}/css/madar-mep.webflow.8f3a2b1c9.css" rel="stylesheet" type="text/css">
<script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script>
<script type="text/javascript">WebFont.load({  google: {    families: ["Tajawal:300,400,500,700,800:arabic,latin"]  }});</script>
<script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script>
<link href="https://cdn.prod.website-files.com/${siteId}/65a0f5e2a7c3d18b9e4f2a10_favicon.png" rel="shortcut icon" type="image/x-icon">
<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-5MDR8QX');</script>
<!-- End Google Tag Manager -->
</head>
<body class="body">
<div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav">
  <div class="nav-container w-container">
    <a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="https://cdn.prod.website-files.com/${siteId}/65a0f61d3b8e2c4f7a9d1e02_madar-logo.svg" loading="lazy" width="170" alt="مدار للمقاولات الكهروميكانيكية"></a>
    <nav role="navigation" class="nav-menu w-nav-menu">
      <a href="/" class="nav-link w-nav-link">الرئيسية</a>
      <a href="/about" class="nav-link w-nav-link">من نحن</a>
      <a href="/services" class="nav-link w-nav-link">خدماتنا</a>
      <a href="/projects" class="nav-link w-nav-link">مشاريعنا</a>
      <a href="/partners" class="nav-link w-nav-link">شركاؤنا</a>
      <a href="/contact" class="nav-link w-nav-link">تواصل معنا</a>
      <a href="/en" class="nav-link lang w-nav-link" hreflang="en">English</a>
    </nav>
    <div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div>
  </div>
</div>`;

const footer = `<footer class="footer">
  <div class="w-container">
    <div class="footer-grid w-layout-grid">
      <div>
        <img src="https://cdn.prod.website-files.com/${siteId}/65a0f61d3b8e2c4f7a9d1e03_madar-logo-white.svg" loading="lazy" width="150" alt="مدار">
        <p class="footer-text">شركة مدار للمقاولات الكهروميكانيكية<br>سجل تجاري 1010487215<br>طريق الملك فهد، حي العليا، الرياض 12214</p>
      </div>
      <div>
        <h4 class="footer-heading">روابط</h4>
        <a href="/careers" class="footer-link">الوظائف</a>
        <a href="/hse" class="footer-link">الصحة والسلامة والبيئة</a>
        <a href="/privacy" class="footer-link">سياسة الخصوصية</a>
      </div>
      <div>
        <h4 class="footer-heading">تابعنا</h4>
        <a href="https://x.com/madar_mep" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/65a0f7a1_x.svg" alt="X"></a>
        <a href="https://www.linkedin.com/company/madar-mep/" target="_blank" class="social-link w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/65a0f7a1_linkedin.svg" alt="LinkedIn"></a>
      </div>
      <div>
        <a href="https://www.vision2030.gov.sa/ar/" target="_blank" class="w-inline-block"><img src="https://cdn.prod.website-files.com/${siteId}/65a0f7c2_vision2030.svg" alt="رؤية 2030" width="110"></a>
      </div>
    </div>
    <p class="copyright">© 2024 مدار للمقاولات. جميع الحقوق محفوظة.</p>
  </div>
</footer>
<script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${siteId}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script>
<script src="https://cdn.prod.website-files.com/${siteId}/js/webflow.7c1e2b4f9.js" type="text/javascript"></script>
</body>
</html>`;

const partnerCard = (href: string, img: string, name: string, text: string) => `
        <div role="listitem" class="partner-item w-dyn-item">
          <a href="${href}" target="_blank" class="partner-card w-inline-block">
            <img src="https://cdn.prod.website-files.com/${siteId}/${img}" loading="lazy" alt="${name}" class="partner-logo">
            <div class="partner-name">${name}</div>
            <p class="partner-desc">${text}</p>
          </a>
        </div>`;

const partners = `${head('65a0f3c1b2d94e7a8c1f0d31', 'شركاؤنا | مدار للمقاولات', 'شركاء التقنية والشركاء الاستراتيجيون لشركة مدار للمقاولات الكهروميكانيكية.')}
<section class="page-hero">
  <div class="w-container">
    <h1 class="hero-heading">شركاؤنا</h1>
    <p class="hero-paragraph">نؤمن بأن المشاريع الكبرى تُبنى بالشراكات. نعمل مع كبرى الشركات العالمية في مجال الأنظمة الكهروميكانيكية، ومع شركاء استراتيجيين محليين ودوليين لتنفيذ مشاريع رؤية المملكة 2030.</p>
  </div>
</section>
<section class="section">
  <div class="w-container">
    <h2 class="section-heading">شركاء التقنية</h2>
    <p>بصفتنا شريكاً معتمداً، يتلقى مهندسونا تدريباً مستمراً على أحدث الأنظمة ونحصل على دعم فني مباشر من الشركة المصنعة.</p>
    <div class="w-dyn-list">
      <div role="list" class="partners-grid w-dyn-items">
${partnerCard('https://www.se.com/sa/ar/', '65a1c2d3_schneider.svg', 'Schneider Electric', 'أنظمة توزيع الطاقة ولوحات الجهد المنخفض – شريك معتمد EcoXpert')}
${partnerCard('https://www.siemens.com/', '65a1c2d3_siemens.svg', 'Siemens', 'أنظمة إنذار الحريق وإدارة المباني Desigo')}
${partnerCard('https://www.honeywell.com/', '65a1c2d3_honeywell.svg', 'Honeywell', 'أنظمة التحكم في المباني والأمن')}
${partnerCard('https://www.trane.com/', '65a1c2d3_trane.svg', 'Trane', 'أنظمة التكييف المركزي والمبردات')}
      </div>
    </div>
  </div>
</section>
<section class="section section-grey">
  <div class="w-container">
    <h2 class="section-heading">الشركاء الاستراتيجيون</h2>
    <div class="w-dyn-list">
      <div role="list" class="partners-grid w-dyn-items">
${partnerCard('https://www.daeyang-enc.co.kr/en/', '65a1c2d3_daeyang.svg', 'Daeyang E&amp;C', 'تحالف لتنفيذ مشاريع البنية التحتية ومحطات التبريد المركزي')}
${partnerCard('https://alrashed-eng.com.sa/', '65a1c2d3_alrashed.svg', 'الراشد للاستشارات الهندسية', 'شراكة في أعمال التصميم والإشراف لمشاريع التصميم والتنفيذ')}
      </div>
    </div>
  </div>
</section>
<section class="section">
  <div class="w-container">
    <h2 class="section-heading">الشهادات والاعتمادات</h2>
    <p>حاصلون على شهادات ISO 9001 وISO 14001 وISO 45001 الصادرة عن <a href="https://www.bureauveritas.com.sa/" target="_blank">بيوروفيريتاس</a>، ومصنفون في الدرجة الأولى في مجال الأعمال الكهربائية والميكانيكية.</p>
  </div>
</section>
${footer}`;

const home = `${head('65a0f3c1b2d94e7a8c1f0d2f', 'مدار للمقاولات الكهروميكانيكية | الرياض', 'مقاول أعمال كهروميكانيكية (MEP) في المملكة العربية السعودية: كهرباء، تكييف، سباكة، أنظمة حريق.')}
<section class="hero">
  <div class="w-container">
    <h1 class="hero-heading">حلول كهروميكانيكية متكاملة لمشاريع المملكة</h1>
    <p class="hero-paragraph">منذ عام 2004 ننفذ أعمال الكهرباء والتكييف والسباكة وأنظمة مكافحة الحريق للمستشفيات والأبراج التجارية والمشاريع الحكومية.</p>
    <a href="/contact" class="button w-button">اطلب عرض سعر</a>
  </div>
</section>
<section class="section stats">
  <div class="w-container">
    <div class="stats-grid w-layout-grid">
      <div><div class="stat-number">+180</div><div>مشروعاً منجزاً</div></div>
      <div><div class="stat-number">1,400</div><div>موظف وفني</div></div>
      <div><div class="stat-number">20</div><div>عاماً من الخبرة</div></div>
    </div>
  </div>
</section>
<section class="section">
  <div class="w-container">
    <h2 class="section-heading">عملاؤنا</h2>
    <div class="clients-grid w-layout-grid">
      <img src="https://cdn.prod.website-files.com/${siteId}/65a1d4e5_moh.svg" alt="وزارة الصحة" loading="lazy">
      <img src="https://cdn.prod.website-files.com/${siteId}/65a1d4e5_rfd.svg" alt="واجهة الرياض للتطوير" loading="lazy">
      <img src="https://cdn.prod.website-files.com/${siteId}/65a1d4e5_ksu.svg" alt="جامعة الملك سعود" loading="lazy">
    </div>
  </div>
</section>
${footer}`;

const about = `${head('65a0f3c1b2d94e7a8c1f0d30', 'من نحن | مدار للمقاولات', 'تعرف على شركة مدار للمقاولات الكهروميكانيكية.')}
<section class="section">
  <div class="w-container">
    <h1 class="section-heading">من نحن</h1>
    <p>تأسست مدار في الرياض عام 2004 كمقاول أعمال كهربائية، وتوسعت لتصبح من أبرز مقاولي الأعمال الكهروميكانيكية في المنطقة الوسطى، مع فروع في جدة والدمام.</p>
    <h2 class="section-heading">العضويات</h2>
    <ul role="list">
      <li>عضو في <a href="https://www.chamber.org.sa/" target="_blank">غرفة الرياض</a> – لجنة المقاولين</li>
      <li>مهندسونا أعضاء في <a href="https://www.saudieng.sa/" target="_blank">الهيئة السعودية للمهندسين</a></li>
      <li>مسجلون في منصة <a href="https://tenders.etimad.sa/" target="_blank">اعتماد</a> للمنافسات الحكومية</li>
    </ul>
    <h2 class="section-heading">الجوائز</h2>
    <p>جائزة أفضل مقاول كهروميكانيكي – معرض البناء السعودي 2023.</p>
  </div>
</section>
${footer}`;

const projects = `${head('65a0f3c1b2d94e7a8c1f0d32', 'مشاريعنا | مدار للمقاولات', 'مشاريع مدار للمقاولات في الرياض وجدة والدمام.')}
<section class="section">
  <div class="w-container">
    <h1 class="section-heading">مشاريعنا</h1>
    <div class="w-dyn-list">
      <div role="list" class="projects-grid w-dyn-items">
        <div role="listitem" class="w-dyn-item"><h3>مستشفى الملك سلمان التخصصي – توسعة</h3><p>العميل: <a href="https://www.moh.gov.sa/" target="_blank">وزارة الصحة</a> · أعمال التكييف والغازات الطبية</p></div>
        <div role="listitem" class="w-dyn-item"><h3>برج واجهة الرياض المكتبي 4</h3><p>العميل: <a href="https://riyadhfront-dev.com.sa/" target="_blank">واجهة الرياض للتطوير</a> · أعمال كهروميكانيكية متكاملة، بالتحالف مع Daeyang E&amp;C</p></div>
        <div role="listitem" class="w-dyn-item"><h3>مباني كلية الهندسة – المرحلة الثانية</h3><p>العميل: جامعة الملك سعود · أنظمة الحريق وإدارة المباني</p></div>
      </div>
    </div>
  </div>
</section>
${footer}`;

const contact = `${head('65a0f3c1b2d94e7a8c1f0d33', 'تواصل معنا | مدار للمقاولات', 'تواصل مع شركة مدار للمقاولات.')}
<section class="section">
  <div class="w-container">
    <h1 class="section-heading">تواصل معنا</h1>
    <p>الهاتف: 920012478<br>البريد الإلكتروني: <a href="mailto:info@madar-mep.com.sa">info@madar-mep.com.sa</a></p>
    <div class="w-form">
      <form id="contact-form" name="contact-form" data-name="Contact Form" method="get" aria-label="Contact Form">
        <label for="name">الاسم</label><input class="w-input" maxlength="256" name="name" data-name="Name" type="text" id="name">
        <label for="email">البريد الإلكتروني</label><input class="w-input" maxlength="256" name="email" data-name="Email" type="email" id="email" required>
        <label for="msg">الرسالة</label><textarea id="msg" name="msg" maxlength="5000" data-name="Message" class="w-input"></textarea>
        <input type="submit" data-wait="يرجى الانتظار..." class="button w-button" value="إرسال">
      </form>
      <div class="w-form-done" tabindex="-1" role="region" aria-label="Contact Form success"><div>شكراً لك! تم استلام رسالتك.</div></div>
      <div class="w-form-fail" tabindex="-1" role="region" aria-label="Contact Form failure"><div>حدث خطأ أثناء إرسال النموذج.</div></div>
    </div>
  </div>
</section>
${footer}`;

export const site: CorpusSite = {
  domain: 'madar-mep.com.sa',
  covers:
    'Saudi MEP contractor on Webflow (Arabic, RTL): technology partners and strategic partners as CMS collection cards, JV partner repeated on projects page; negatives: client logos and linked clients (ministry, developer), ISO certifier, chamber and engineers-council memberships, Etimad procurement portal, Vision 2030 logo, award, social',
  pages: {
    '/': { headers, html: home },
    '/partners': { headers, html: partners },
    '/about': { headers, html: about },
    '/projects': { headers, html: projects },
    '/contact': { headers, html: contact },
  },
  sitemap: ['/', '/about', '/projects', '/partners', '/contact'],
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'google-tag-manager', 'open-graph'],
  partners: {
    'se.com': 'technology',
    'siemens.com': 'technology',
    'honeywell.com': 'technology',
    'trane.com': 'technology',
    'daeyang-enc.co.kr': 'generic',
    'alrashed-eng.com.sa': 'generic',
  },
};
