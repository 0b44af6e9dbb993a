import type { CorpusSite } from '../corpus/types.js';

const headers = { 'content-type': 'text/html; charset=utf-8', server: 'LiteSpeed' };

function page(title: string, path: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="ar-sa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="رابطة البرمجيات كخدمة السعودية: تجمع شركات البرمجيات السحابية في المملكة العربية السعودية.">
<meta name="generator" content="Joomla! - Open Source Content Management">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<meta property="og:url" content="https://saudisaas.org.sa${path}">
<title>${title} - رابطة البرمجيات كخدمة السعودية</title>
<link href="/media/templates/site/cassiopeia/images/favicon.ico" rel="icon">
<link href="/media/vendor/bootstrap/css/bootstrap.rtl.min.css?5.3.2" rel="stylesheet">
<link href="/media/templates/site/cassiopeia/css/template-rtl.min.css?e2ac4b" rel="stylesheet">
<script src="/media/vendor/jquery/js/jquery.min.js?3.7.1"></script>
<script src="/media/vendor/bootstrap/js/collapse.min.js?5.3.2" type="module"></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-SS4A8K2LQ9"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-SS4A8K2LQ9');</script>
</head>
<body class="site com_content wrapper-static view-article layout-blog has-sidebar-right">
<header class="header container-header full-width">
  <div class="navbar-brand"><a class="brand-logo" href="/"><img src="/images/logo-ssa.png" alt="رابطة البرمجيات كخدمة السعودية"></a></div>
  <nav class="navbar navbar-expand-lg" aria-label="القائمة الرئيسية">
    <ul class="mod-menu mod-list nav">
      <li class="nav-item"><a href="/">الرئيسية</a></li>
      <li class="nav-item"><a href="/about">عن الرابطة</a></li>
      <li class="nav-item"><a href="/members">الأعضاء</a></li>
      <li class="nav-item"><a href="/summit-2025">قمة SaaS الرياض 2025</a></li>
      <li class="nav-item"><a href="/join">انضم إلينا</a></li>
      <li class="nav-item"><a href="/en/">English</a></li>
    </ul>
  </nav>
</header>
<div class="site-grid">
<main>
${main}
</main>
</div>
<footer class="container-footer footer full-width">
  <div class="grid-child">
    <p>رابطة البرمجيات كخدمة السعودية · طريق الملك فهد، حي العليا، الرياض 12214</p>
    <p><a href="https://x.com/saudisaas">إكس</a> · <a href="https://www.linkedin.com/company/saudisaas">لينكدإن</a> · <a href="https://www.youtube.com/@saudisaas">يوتيوب</a></p>
    <p>&copy; 2025 جميع الحقوق محفوظة · <a href="/privacy">سياسة الخصوصية</a></p>
  </div>
</footer>
</body>
</html>`;
}

const member = (name: string, field: string, href: string | null): string => `
      <div class="card member-card">
        <div class="card-body">
          <h3 class="card-title">${name}</h3>
          <p class="card-text">${field}</p>
          ${href ? `<a class="btn btn-outline-primary" href="${href}" target="_blank" rel="noopener">زيارة الموقع</a>` : ''}
        </div>
      </div>`;

export const site: CorpusSite = {
  domain: 'saudisaas.org.sa',
  covers:
    "Saudi Arabic (RTL) Joomla 5 industry association of SaaS companies: member directory cards (members count as generic partners, one without a link); negatives: summit sponsors, the association's own membership in an international federation, media coverage, social links",
  pages: {
    '/': {
      headers,
      html: page(
        'الرئيسية',
        '/',
        `
<div class="com-content-article item-page">
  <h1>صوت شركات البرمجيات السحابية في المملكة</h1>
  <p>تأسست الرابطة عام 2021 لتمثيل شركات البرمجيات كخدمة (SaaS) السعودية، ودعم نموها محلياً وإقليمياً بما يتوافق مع مستهدفات رؤية 2030.</p>
  <p>تضم الرابطة اليوم أكثر من 40 شركة عضواً. <a href="/members">تعرّف على أعضائنا</a></p>
  <h2>في الإعلام</h2>
  <p>نشرت <a href="https://www.argaam.com/ar/article/articledetail/id/1700001">أرقام</a> تقرير الرابطة السنوي عن سوق البرمجيات السحابية في المملكة.</p>
</div>`,
      ),
    },
    '/members': {
      headers,
      html: page(
        'أعضاء الرابطة',
        '/members',
        `
<div class="com-content-article item-page">
  <h1>أعضاء الرابطة</h1>
  <p>يسعدنا أن نعرض الشركات الأعضاء في رابطة البرمجيات كخدمة السعودية:</p>
  <div class="row row-cols-1 row-cols-md-3 g-4 members-grid">
  ${member('سحابة الموارد', 'أنظمة تخطيط موارد المؤسسات (ERP)', 'https://mawarid-cloud.sa/')}
  ${member('رواتب بلس', 'الموارد البشرية والرواتب', 'https://www.rawatebplus.com/')}
  ${member('عميل', 'إدارة علاقات العملاء (CRM)', 'https://ameel.io/')}
  ${member('مؤشر للتحليلات', 'ذكاء الأعمال والتحليلات', 'https://www.muasher.sa/')}
  ${member('فريقنا', 'أدوات التعاون وإدارة المشاريع', 'https://fareeqna.com/')}
  ${member('فوترة', 'الفوترة الإلكترونية المتوافقة مع هيئة الزكاة', 'https://fawtara.com.sa/')}
  ${member('مخزون ذكي', 'إدارة المخزون والمستودعات', 'https://smartstock.sa/')}
  ${member('توقيع', 'التوقيع الإلكتروني', null)}
  </div>
</div>`,
      ),
    },
    '/summit-2025': {
      headers,
      html: page(
        'قمة SaaS الرياض 2025',
        '/summit-2025',
        `
<div class="com-content-article item-page">
  <h1>قمة SaaS الرياض 2025</h1>
  <p>تنظم الرابطة قمتها السنوية يومي 18 و19 فبراير 2025 في مركز الرياض الدولي للمؤتمرات والمعارض.</p>
  <h2>رعاة القمة</h2>
  <div class="sponsors">
    <p>الراعي البلاتيني: <a href="https://www.najmcloud.com.sa/">نجم كلاود</a></p>
    <p>الراعي الذهبي: <a href="https://www.qimmabank-digital.sa/">قمة الرقمي</a></p>
    <p>الراعي الفضي: <a href="https://datacenter-jeddah.com/">مراكز بيانات جدة</a></p>
  </div>
  <p><a href="https://tickets.saudisaas.org.sa/summit-2025">سجّل الآن</a></p>
</div>`,
      ),
    },
    '/about': {
      headers,
      html: page(
        'عن الرابطة',
        '/about',
        `
<div class="com-content-article item-page">
  <h1>عن الرابطة</h1>
  <p>رابطة غير ربحية يديرها مجلس من ممثلي الشركات الأعضاء، ومقرها الرياض.</p>
  <p>الرابطة عضو في <a href="https://www.globalsaasfederation.org/">الاتحاد العالمي لجمعيات البرمجيات كخدمة</a>.</p>
</div>`,
      ),
    },
  },
  technologies: ['joomla', 'php', 'bootstrap', 'jquery', 'google-analytics', 'google-tag-manager', 'open-graph', 'litespeed'],
  partners: {
    'mawarid-cloud.sa': 'generic',
    'rawatebplus.com': 'generic',
    'ameel.io': 'generic',
    'muasher.sa': 'generic',
    'fareeqna.com': 'generic',
    'fawtara.com.sa': 'generic',
    'smartstock.sa': 'generic',
  },
};
