import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-wix-request-id': '1714567890.123456789012345678',
  server: 'Pepyaka',
  'x-seen-by': 'yvSunuo/8ld62ehjr5B7kA==,sHU62EDOGnH2FBkJkG/Wx8EeXWsWdHrhlvbxtlynkVg=',
};

const head = (title: string, desc: string, path: string, pageId: string) => `<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head>
  <meta charset='utf-8'>
  <meta name="viewport" content="width=device-width, initial-scale=1" id="wixDesktopViewport" />
  <meta http-equiv="X-UA-Compatible" content="IE=edge">
  <meta name="generator" content="Wix.com Website Builder"/>
  <link rel="icon" sizes="192x192" href="https://static.wixstatic.com/media/a1b2c3_4d5e6f7a8b9c4d0e9f1a2b3c4d5e6f70~mv2.png/v1/fill/w_192%2Ch_192%2Clg_1%2Cusm_0.66_1.00_0.01/a1b2c3_4d5e6f7a8b9c4d0e9f1a2b3c4d5e6f70~mv2.png" type="image/png"/>
  <script type="text/javascript">window.viewerModel = {"site":{"metaSiteId":"0f3a9c1e-5b2d-4e8a-9c7f-1d2e3f4a5b6c","siteId":"7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918","externalBaseUrl":"https:\\/\\/ramalcode.ae"},"language":{"userLanguage":"ar"},"requestUrl":"https:\\/\\/ramalcode.ae${path}","rollout":{"siteAssetsVersionsRollout":false},"fleetConfig":{"fleetName":"wix-thunderbolt","type":"GA","code":0}};</script>
  <script src="https://static.parastorage.com/unpkg/react@18.3.1/umd/react.production.min.js" crossorigin></script>
  <script src="https://static.parastorage.com/unpkg/react-dom@18.3.1/umd/react-dom.production.min.js" crossorigin></script>
  <script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.c4e7a1b3.bundle.min.js" async></script>
  <title>${title} | أكاديمية رمال للبرمجة</title>
  <meta name="description" content="${desc}"/>
  <link rel="canonical" href="https://ramalcode.ae${path}"/>
  <meta property="og:title" content="${title} | أكاديمية رمال للبرمجة"/>
  <meta property="og:description" content="${desc}"/>
  <meta property="og:url" content="https://ramalcode.ae${path}"/>
  <meta property="og:site_name" content="أكاديمية رمال للبرمجة"/>
  <meta property="og:type" content="website"/>
  <meta name="twitter:card" content="summary_large_image"/>
</head>
<body>
<div id="SITE_CONTAINER"><div id="main_MF" class="main_MF"><div id="site-root" class="site-root">
<header id="SITE_HEADER" class="xU8fqS">
  <div data-testid="linkElement" class="logo"><a href="https://ramalcode.ae" target="_self"><img src="https://static.wixstatic.com/media/a1b2c3_logo~mv2.png/v1/fill/w_180,h_60,al_c,q_85/ramal-logo.png" alt="أكاديمية رمال للبرمجة"/></a></div>
  <nav id="comp-lq1a2b3c" aria-label="الموقع">
    <ul class="pB3qRe">
      <li><a data-testid="linkElement" href="https://ramalcode.ae" class="nav-item">الرئيسية</a></li>
      <li><a data-testid="linkElement" href="https://ramalcode.ae/courses" class="nav-item">الدورات</a></li>
      <li><a data-testid="linkElement" href="https://ramalcode.ae/schools" class="nav-item">للمدارس</a></li>
      <li><a data-testid="linkElement" href="https://ramalcode.ae/partners" class="nav-item">شركاؤنا</a></li>
      <li><a data-testid="linkElement" href="https://ramalcode.ae/about" class="nav-item">من نحن</a></li>
      <li><a data-testid="linkElement" href="https://ramalcode.ae/contact" class="nav-item">تواصل معنا</a></li>
      <li><a data-testid="linkElement" href="https://ramalcode.ae/en" class="nav-item">English</a></li>
    </ul>
  </nav>
</header>
<main id="PAGES_CONTAINER" tabindex="-1"><div id="SITE_PAGES"><div id="${pageId}" class="page">`;

const foot = `</div></div></main>
<footer id="SITE_FOOTER" class="xU8fqS">
  <div class="footer-contact"><p>أكاديمية رمال للبرمجة ذ.م.م – مجمع دبي للمعرفة، مبنى 12، مكتب 204، دبي، الإمارات العربية المتحدة</p><p dir="ltr">+971 4 552 8130 · hello@ramalcode.ae</p></div>
  <div class="footer-apps">
    <a data-testid="linkElement" href="https://apps.apple.com/ae/app/ramal-code/id6470012345" target="_blank"><img src="https://static.wixstatic.com/media/a1b2c3_appstore~mv2.png" alt="App Store"/></a>
    <a data-testid="linkElement" href="https://play.google.com/store/apps/details?id=ae.ramalcode.kids" target="_blank"><img src="https://static.wixstatic.com/media/a1b2c3_googleplay~mv2.png" alt="Google Play"/></a>
  </div>
  <ul class="social-bar" aria-label="شريط التواصل الاجتماعي">
    <li><a data-testid="linkElement" href="https://www.instagram.com/ramalcode" target="_blank"><img src="https://static.wixstatic.com/media/instagram-icon.png" alt="Instagram"/></a></li>
    <li><a data-testid="linkElement" href="https://www.tiktok.com/@ramalcode" target="_blank"><img src="https://static.wixstatic.com/media/tiktok-icon.png" alt="TikTok"/></a></li>
    <li><a data-testid="linkElement" href="https://wa.me/97145528130" target="_blank"><img src="https://static.wixstatic.com/media/whatsapp-icon.png" alt="WhatsApp"/></a></li>
  </ul>
  <div class="footer-pay"><img src="https://static.wixstatic.com/media/a1b2c3_payments~mv2.png" alt="نقبل الدفع عبر البطاقات وApple Pay وTabby"/></div>
  <p>© 2025 أكاديمية رمال للبرمجة. جميع الحقوق محفوظة.</p>
</footer>
</div></div></div>
</body>
</html>`;

const html = {
  home: `${head('تعليم البرمجة والروبوتات للأطفال في دبي', 'دورات برمجة وروبوتات وذكاء اصطناعي للأطفال من 6 إلى 16 سنة في دبي وأونلاين.', '/', 'c1dmp')}
  <section class="comp-hero"><h1 class="font_0">نعلّم أطفالنا لغة المستقبل</h1><p class="font_8">دورات برمجة وروبوتات وذكاء اصطناعي للأعمار من 6 إلى 16 سنة، حضورياً في دبي وأونلاين في كل دول الخليج.</p><a data-testid="linkElement" href="https://ramalcode.ae/courses" class="button">احجز حصة تجريبية مجانية</a></section>
  <section class="comp-accredit"><h2 class="font_2">معتمدون من</h2><a data-testid="linkElement" href="https://www.khda.gov.ae/" target="_blank"><img src="https://static.wixstatic.com/media/a1b2c3_khda~mv2.png" alt="هيئة المعرفة والتنمية البشرية KHDA"/></a></section>
  <section class="comp-press"><h2 class="font_2">تحدثوا عنا</h2><p class="font_8"><a data-testid="linkElement" href="https://www.khaleejtimes.com/uae/education/coding-academy-kids-dubai" target="_blank">خليج تايمز: أكاديمية إماراتية تعلم 3000 طفل البرمجة</a></p></section>
  <section class="comp-partners-strip"><h2 class="font_2">شركاؤنا</h2>
    <a data-testid="linkElement" href="https://www.alwahaschools.ae/" target="_blank"><img src="https://static.wixstatic.com/media/a1b2c3_alwaha~mv2.png" alt="مدارس الواحة الدولية"/></a>
    <a data-testid="linkElement" href="https://www.gulftechuni.ac.ae/" target="_blank"><img src="https://static.wixstatic.com/media/a1b2c3_gtu~mv2.png" alt="جامعة الخليج للتقنية"/></a>
    <a data-testid="linkElement" href="https://ramalcode.ae/partners">كل الشركاء</a>
  </section>
${foot}`,
  partners: `${head('شركاؤنا', 'المدارس والجامعات وشركاء التقنية والموزعون المعتمدون لأكاديمية رمال للبرمجة.', '/partners', 'k8vnq')}
  <section class="comp-intro"><h1 class="font_0">شركاؤنا</h1><p class="font_8">نفخر بالعمل مع مؤسسات تعليمية وشركات تقنية رائدة في المنطقة لنقدم لطلابنا أفضل تجربة تعلم.</p></section>
  <section class="comp-group"><h2 class="font_2">شركاء التعليم</h2>
    <div class="repeater">
      <div class="item"><img src="https://static.wixstatic.com/media/a1b2c3_alwaha~mv2.png" alt="مدارس الواحة الدولية"/><h3 class="font_5">مدارس الواحة الدولية</h3><p class="font_8">نقدّم نوادي البرمجة بعد الدوام في فروعها الأربعة.</p><a data-testid="linkElement" href="https://www.alwahaschools.ae/" target="_blank">زيارة الموقع</a></div>
      <div class="item"><img src="https://static.wixstatic.com/media/a1b2c3_gtu~mv2.png" alt="جامعة الخليج للتقنية"/><h3 class="font_5">جامعة الخليج للتقنية</h3><p class="font_8">معسكرات صيفية في الذكاء الاصطناعي داخل حرم الجامعة.</p><a data-testid="linkElement" href="https://www.gulftechuni.ac.ae/" target="_blank">زيارة الموقع</a></div>
      <div class="item"><img src="https://static.wixstatic.com/media/a1b2c3_noor~mv2.png" alt="أكاديمية النور الخاصة"/><h3 class="font_5">أكاديمية النور الخاصة</h3><p class="font_8">منهج الروبوتات للصفوف 3–6.</p></div>
    </div>
  </section>
  <section class="comp-group"><h2 class="font_2">شركاء التقنية</h2>
    <div class="repeater">
      <div class="item"><img src="https://static.wixstatic.com/media/a1b2c3_tinkerbots~mv2.png" alt="Tinkerbots Middle East"/><h3 class="font_5">Tinkerbots Middle East</h3><p class="font_8">شريكنا التقني لأطقم الروبوتات المستخدمة في كل صفوفنا.</p><a data-testid="linkElement" href="https://tinkerbots.me/" target="_blank">زيارة الموقع</a></div>
      <div class="item"><img src="https://static.wixstatic.com/media/a1b2c3_microsoft~mv2.png" alt="Microsoft"/><h3 class="font_5">Microsoft MakeCode</h3><p class="font_8">نستخدم منصة MakeCode في مسار المبتدئين.</p><a data-testid="linkElement" href="https://www.microsoft.com/en-us/makecode" target="_blank">زيارة الموقع</a></div>
    </div>
  </section>
  <section class="comp-group"><h2 class="font_2">الموزعون المعتمدون</h2>
    <p class="font_8">يمكن للمدارس في المملكة العربية السعودية وسلطنة عُمان شراء برامجنا عبر موزعينا المعتمدين: <a data-testid="linkElement" href="https://www.roya-edu.sa/" target="_blank">مؤسسة رؤية التعليمية</a> في الرياض و<a data-testid="linkElement" href="https://www.majanlearning.om/" target="_blank">مجان للحلول التعليمية</a> في مسقط.</p>
  </section>
${foot}`,
  about: `${head('من نحن', 'قصة أكاديمية رمال للبرمجة وفريقها.', '/about', 'x7p2m')}
  <section class="comp-about"><h1 class="font_0">من نحن</h1><p class="font_8">أسست المهندسة ريم الحمادي أكاديمية رمال للبرمجة في دبي عام 2018، وتعلّم اليوم أكثر من 3000 طالب سنوياً.</p>
  <h2 class="font_2">الاعتمادات والجوائز</h2>
  <ul class="font_8"><li>مرخّصة من <a data-testid="linkElement" href="https://www.khda.gov.ae/" target="_blank">هيئة المعرفة والتنمية البشرية</a> في دبي</li><li>جائزة أفضل مبادرة تعليمية ناشئة – قمة التعليم الخليجية 2023</li></ul>
  <h2 class="font_2">الرعاة</h2>
  <p class="font_8">تُقام بطولة رمال للروبوتات السنوية برعاية <a data-testid="linkElement" href="https://www.emiratesdigitalbank.ae/" target="_blank">بنك الإمارات الرقمي</a>.</p></section>
${foot}`,
};

export const site: CorpusSite = {
  domain: 'ramalcode.ae',
  covers:
    'Arabic (RTL) kids coding academy in Dubai on Wix: partner strip on the home page, partner page with repeater cards (education, technology; one unlinked) and distributors in prose; negatives: KHDA licence, press, award, competition sponsor, app-store, social/WhatsApp links, payment image',
  pages: {
    '/': { headers, html: html.home },
    '/partners': { headers, html: html.partners },
    '/about': { headers, html: html.about },
  },
  sitemap: ['/', '/courses', '/partners', '/about'],
  technologies: ['wix', 'react', 'websitebuilder', 'open-graph'],
  partners: {
    'alwahaschools.ae': 'generic',
    'gulftechuni.ac.ae': 'generic',
    'tinkerbots.me': 'technology',
    'microsoft.com': 'technology',
    'roya-edu.sa': 'channel',
    'majanlearning.om': 'channel',
  },
};
