import type { CorpusSite } from '../corpus/types.js';

const PARTNERS = '/%d7%a9%d7%95%d7%aa%d7%a4%d7%99%d7%9d/';
const ABOUT = '/%d7%90%d7%95%d7%93%d7%95%d7%aa/';
const CUSTOMERS = '/%d7%9c%d7%a7%d7%95%d7%97%d7%95%d7%aa/';
const CONTACT = '/%d7%a6%d7%95%d7%a8-%d7%a7%d7%a9%d7%a8/';
const A11Y = '/%d7%94%d7%a6%d7%94%d7%a8%d7%aa-%d7%a0%d7%92%d7%99%d7%a9%d7%95%d7%aa/';

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://magen-nativ.co.il/wp-json/>; rel="https://api.w.org/"',
  'x-content-type-options': 'nosniff',
};

const head = (title: string, description: string, path: string, pageId: number): string => `<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<!-- This site is optimized with the Yoast SEO plugin v24.6 - https://yoast.com/wordpress/plugins/seo/ -->
<meta name="description" content="${description}">
<link rel="canonical" href="https://magen-nativ.co.il${path}">
<meta property="og:locale" content="he_IL">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="https://magen-nativ.co.il${path}">
<meta property="og:site_name" content="מגן נתיב – אבטחת מידע וסייבר">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","@id":"https://magen-nativ.co.il${path}","url":"https://magen-nativ.co.il${path}","name":"${title}","inLanguage":"he-IL"},{"@type":"Organization","@id":"https://magen-nativ.co.il/#organization","name":"מגן נתיב בע\\"מ","url":"https://magen-nativ.co.il/","sameAs":["https://www.facebook.com/magennativ","https://www.linkedin.com/company/magen-nativ"]}]}</script>
<!-- / Yoast SEO plugin. -->
<link rel="dns-prefetch" href="//fonts.googleapis.com">
<link rel="stylesheet" id="hello-elementor-css" href="https://magen-nativ.co.il/wp-content/themes/hello-elementor/style.min.css?ver=3.3.0" media="all">
<link rel="stylesheet" id="hello-elementor-theme-style-css" href="https://magen-nativ.co.il/wp-content/themes/hello-elementor/theme.min.css?ver=3.3.0" media="all">
<link rel="stylesheet" id="elementor-frontend-css" href="https://magen-nativ.co.il/wp-content/plugins/elementor/assets/css/frontend-rtl.min.css?ver=3.27.6" media="all">
<link rel="stylesheet" id="elementor-post-${pageId}-css" href="https://magen-nativ.co.il/wp-content/uploads/elementor/css/post-${pageId}.css?ver=1767600021" media="all">
<link rel="stylesheet" id="google-fonts-1-css" href="https://fonts.googleapis.com/css?family=Heebo%3A300%2C400%2C500%2C700%7CAssistant%3A400%2C600&amp;display=swap&amp;subset=hebrew&amp;ver=6.7.2" media="all">
<script src="https://magen-nativ.co.il/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="https://magen-nativ.co.il/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>
<link rel="https://api.w.org/" href="https://magen-nativ.co.il/wp-json/">
<meta name="generator" content="WordPress 6.7.2">
<meta name="generator" content="Elementor 3.27.6; features: e_font_icon_svg, additional_custom_breakpoints; settings: css_print_method-external, google_font-enabled, font_display-swap">
<link rel="icon" href="https://magen-nativ.co.il/wp-content/uploads/2023/05/favicon-150x150.png" sizes="32x32">
</head>`;

const nav = `<div data-elementor-type="header" data-elementor-id="12" class="elementor elementor-12 elementor-location-header">
  <div class="elementor-element elementor-element-3f1a2b7 e-flex e-con-boxed e-con e-parent" data-element_type="container">
    <div class="elementor-widget elementor-widget-image"><a href="https://magen-nativ.co.il/"><img width="180" height="48" src="https://magen-nativ.co.il/wp-content/uploads/2023/05/logo-magen-nativ.svg" alt="מגן נתיב – אבטחת מידע"></a></div>
    <nav class="elementor-nav-menu--main elementor-nav-menu__container" aria-label="תפריט">
      <ul id="menu-1-main" class="elementor-nav-menu">
        <li class="menu-item"><a href="https://magen-nativ.co.il/" class="elementor-item">ראשי</a></li>
        <li class="menu-item menu-item-has-children"><a href="https://magen-nativ.co.il/%d7%a9%d7%99%d7%a8%d7%95%d7%aa%d7%99%d7%9d/" class="elementor-item">שירותים</a>
          <ul class="sub-menu elementor-nav-menu--dropdown">
            <li class="menu-item"><a href="https://magen-nativ.co.il/services/managed-soc/" class="elementor-sub-item">SOC מנוהל 24/7</a></li>
            <li class="menu-item"><a href="https://magen-nativ.co.il/services/pentest/" class="elementor-sub-item">מבדקי חדירות</a></li>
            <li class="menu-item"><a href="https://magen-nativ.co.il/services/ciso/" class="elementor-sub-item">CISO במיקור חוץ</a></li>
            <li class="menu-item"><a href="https://magen-nativ.co.il/services/incident-response/" class="elementor-sub-item">תגובה לאירועי סייבר</a></li>
          </ul>
        </li>
        <li class="menu-item"><a href="https://magen-nativ.co.il${CUSTOMERS}" class="elementor-item">לקוחות</a></li>
        <li class="menu-item"><a href="https://magen-nativ.co.il${ABOUT}" class="elementor-item">אודות</a></li>
        <li class="menu-item"><a href="https://magen-nativ.co.il${CONTACT}" class="elementor-item">צור קשר</a></li>
      </ul>
    </nav>
    <div class="elementor-widget elementor-widget-button"><a class="elementor-button" href="tel:+97237715500"><span class="elementor-button-text">חירום סייבר: 03-7715500</span></a></div>
  </div>
</div>`;

const footer = `<div data-elementor-type="footer" data-elementor-id="27" class="elementor elementor-27 elementor-location-footer">
  <div class="elementor-element e-flex e-con-boxed e-con e-parent footer-columns">
    <div class="e-con-inner">
      <div class="elementor-widget elementor-widget-text-editor"><p><strong>מגן נתיב בע"מ</strong><br>מרכז הסייבר, דרך מנחם בגין 132, תל אביב<br>טלפון: 03-7715500 · <a href="mailto:info@magen-nativ.co.il">info@magen-nativ.co.il</a></p></div>
      <div class="elementor-widget elementor-widget-nav-menu"><h4>החברה</h4><ul>
        <li><a href="https://magen-nativ.co.il${ABOUT}">אודות</a></li>
        <li><a href="https://magen-nativ.co.il${PARTNERS}">שותפים</a></li>
        <li><a href="https://magen-nativ.co.il${CUSTOMERS}">לקוחות</a></li>
        <li><a href="https://www.alljobs.co.il/Search/SearchResults.aspx?page=1&amp;position=&amp;type=&amp;freetxt=%D7%9E%D7%92%D7%9F%20%D7%A0%D7%AA%D7%99%D7%91">משרות פנויות</a></li>
      </ul></div>
      <div class="elementor-widget elementor-widget-nav-menu"><h4>מידע</h4><ul>
        <li><a href="https://magen-nativ.co.il/privacy-policy/">מדיניות פרטיות</a></li>
        <li><a href="https://magen-nativ.co.il${A11Y}">הצהרת נגישות</a></li>
        <li><a href="https://magen-nativ.co.il/blog/">בלוג ועדכוני סייבר</a></li>
      </ul></div>
      <div class="elementor-widget elementor-widget-image"><a href="https://www.sii.org.il/"><img src="https://magen-nativ.co.il/wp-content/uploads/2024/02/iso-27001-sii.png" alt="תו תקן ISO 27001 – מכון התקנים הישראלי" width="90" height="90"></a></div>
    </div>
    <div class="elementor-widget elementor-widget-social-icons">
      <a class="elementor-icon elementor-social-icon elementor-social-icon-facebook" href="https://www.facebook.com/magennativ" target="_blank"><span class="elementor-screen-only">Facebook</span></a>
      <a class="elementor-icon elementor-social-icon elementor-social-icon-linkedin" href="https://www.linkedin.com/company/magen-nativ" target="_blank"><span class="elementor-screen-only">Linkedin</span></a>
    </div>
    <p class="copyright">© 2026 כל הזכויות שמורות למגן נתיב בע"מ · בניית אתרים: <a href="https://www.pixelim.co.il" rel="nofollow">פיקסלים</a></p>
  </div>
</div>
<a class="whatsapp-float" href="https://api.whatsapp.com/send?phone=972537715500&amp;text=%D7%A9%D7%9C%D7%95%D7%9D" target="_blank" rel="noopener" aria-label="שלחו הודעת וואטסאפ">וואטסאפ</a>
<div id="cookie-bar" class="cookie-bar" role="dialog" aria-live="polite"><p>אתר זה משתמש בעוגיות לשיפור חוויית הגלישה. המשך הגלישה מהווה הסכמה ל<a href="https://magen-nativ.co.il/privacy-policy/">מדיניות הפרטיות</a>.</p><button type="button">אישור</button></div>
<script src="https://cdn.enable.co.il/licenses/enable-L19283kfmw7a2x/init.js" id="enable-accessibility-js"></script>
<script src="https://magen-nativ.co.il/wp-content/plugins/elementor/assets/js/webpack.runtime.min.js?ver=3.27.6" id="elementor-webpack-runtime-js"></script>
<script src="https://magen-nativ.co.il/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.27.6" id="elementor-frontend-modules-js"></script>
<script src="https://magen-nativ.co.il/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.27.6" id="elementor-frontend-js"></script>`;

const page = (title: string, description: string, path: string, pageId: number, main: string): string => `<!doctype html>
<html dir="rtl" lang="he-IL">
${head(title, description, path, pageId)}
<body class="rtl page-template-default page page-id-${pageId} wp-custom-logo elementor-default elementor-kit-5 elementor-page elementor-page-${pageId}">
<a class="skip-link screen-reader-text" href="#content">דלג לתוכן</a>
${nav}
<main id="content" class="site-main">
<div data-elementor-type="wp-page" data-elementor-id="${pageId}" class="elementor elementor-${pageId}">
${main}
</div>
</main>
${footer}
</body>
</html>`;

const logo = (href: string, src: string, alt: string): string =>
  `<div class="elementor-widget elementor-widget-image"><a href="${href}" target="_blank" rel="noopener"><img loading="lazy" width="200" height="80" src="https://magen-nativ.co.il/wp-content/uploads/2024/03/${src}" alt="${alt}"></a></div>`;

export const site: CorpusSite = {
  domain: 'magen-nativ.co.il',
  covers:
    'Hebrew RTL cybersecurity MSP on WordPress + Elementor (Hello theme, Yoast, LiteSpeed Cache, Enable accessibility widget, WhatsApp button): partners page at a percent-encoded Hebrew slug linked only from the footer, vendor logo grid as technology partners, distribution/integration partners (channel), cyber-insurance partner in text (generic), a vendor named without link (unlabelled); negatives: customer logo carousel (Swiper), SII ISO 27001 badge, INCD and Israel Internet Association links, web-agency credit, AllJobs, social links, WhatsApp',
  pages: {
    '/': {
      headers,
      html: page(
        'מגן נתיב | SOC מנוהל, מבדקי חדירות ו-CISO במיקור חוץ',
        'מגן נתיב מגינה על עסקים בישראל מפני מתקפות סייבר: SOC מנוהל 24/7, מבדקי חדירות, תגובה לאירועים ו-CISO במיקור חוץ.',
        '/',
        8,
        `<div class="elementor-element e-con hero">
  <h1 class="elementor-heading-title">אבטחת סייבר מנוהלת לעסקים – 24 שעות ביממה</h1>
  <p>צוות אנליסטים ישראלי, מרכז SOC בתל אביב ותגובה לאירועים תוך 15 דקות. אנחנו מנטרים, מזהים ועוצרים מתקפות לפני שהן הופכות למשבר.</p>
  <a class="elementor-button" href="https://magen-nativ.co.il${CONTACT}">לבדיקת חוסן ללא עלות</a>
</div>
<div class="elementor-element e-con services">
  <div class="elementor-widget elementor-widget-icon-box"><h3>SOC מנוהל</h3><p>ניטור רציף של שרתים, תחנות קצה וענן.</p></div>
  <div class="elementor-widget elementor-widget-icon-box"><h3>מבדקי חדירות</h3><p>בדיקות תשתית ואפליקציות לפי OWASP.</p></div>
  <div class="elementor-widget elementor-widget-icon-box"><h3>עמידה ברגולציה</h3><p>ליווי לתקנות הגנת הפרטיות ולהנחיות <a href="https://www.gov.il/he/departments/israel_national_cyber_directorate">מערך הסייבר הלאומי</a>.</p></div>
</div>
<div class="elementor-element e-con clients">
  <h2>ארגונים שסומכים עלינו</h2>
  <div class="elementor-image-carousel-wrapper swiper" dir="rtl">
    <div class="elementor-image-carousel swiper-wrapper" aria-live="off">
      <div class="swiper-slide" role="group" aria-label="1 / 4"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://magen-nativ.co.il/wp-content/uploads/2024/01/client-iriyat-modiin.png" alt="עיריית מודיעין"></figure></div>
      <div class="swiper-slide" role="group" aria-label="2 / 4"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://magen-nativ.co.il/wp-content/uploads/2024/01/client-galil-pharma.png" alt="גליל פארמה"></figure></div>
      <div class="swiper-slide" role="group" aria-label="3 / 4"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://magen-nativ.co.il/wp-content/uploads/2024/01/client-shilo-logistics.png" alt="שילה לוגיסטיקה"></figure></div>
      <div class="swiper-slide" role="group" aria-label="4 / 4"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="https://magen-nativ.co.il/wp-content/uploads/2024/01/client-kfar-hayarok.png" alt="מכללת הכפר הירוק"></figure></div>
    </div>
  </div>
</div>`,
      ),
    },
    [PARTNERS]: {
      headers,
      html: page(
        'שותפים | מגן נתיב',
        'שותפי הטכנולוגיה וההפצה של מגן נתיב: יצרניות אבטחת המידע המובילות בעולם.',
        PARTNERS,
        214,
        `<div class="elementor-element e-con">
  <h1 class="elementor-heading-title">השותפים שלנו</h1>
  <p>אנחנו עובדים רק עם יצרניות שהוכיחו את עצמן בשטח. הצוות שלנו מוסמך על ידי כל אחת מהן, ואנחנו מחזיקים במעמד שותף רשמי.</p>
</div>
<div class="elementor-element e-con tech-partners">
  <h2 class="elementor-heading-title">שותפים טכנולוגיים</h2>
  <div class="e-grid">
    ${logo('https://www.checkpoint.com/', 'check-point.png', 'Check Point Software – שותף Elite')}
    ${logo('https://www.fortinet.com/', 'fortinet.png', 'Fortinet – Expert Partner')}
    ${logo('https://www.crowdstrike.com/', 'crowdstrike.png', 'CrowdStrike Falcon')}
    ${logo('https://www.microsoft.com/he-il/security', 'microsoft-security.png', 'Microsoft Security')}
    ${logo('https://www.sentinelone.com/', 'sentinelone.png', 'SentinelOne')}
  </div>
  <p>בנוסף אנו מטמיעים את פתרונות ניהול הזהויות של CyberArk.</p>
</div>
<div class="elementor-element e-con dist-partners">
  <h2 class="elementor-heading-title">שותפי הפצה ואינטגרציה</h2>
  <div class="elementor-widget elementor-widget-text-editor">
    <ul>
      <li><a href="https://www.spectrum-dist.co.il/">ספקטרום הפצות</a> – מפיץ מורשה של פתרונות אבטחה, שדרכו אנו מספקים רישוי וחומרה.</li>
      <li><a href="https://nexus-systems.co.il/">נקסוס מערכות</a> – אינטגרטור תשתיות שמשווק את שירותי ה-SOC שלנו ללקוחותיו בצפון.</li>
    </ul>
  </div>
</div>
<div class="elementor-element e-con insurance">
  <h2 class="elementor-heading-title">ביטוח סייבר</h2>
  <p>בשיתוף עם <a href="https://www.migdalor-bituach.co.il/cyber/">מגדלור ביטוח</a> אנו מציעים ללקוחות ה-SOC שלנו פוליסת ביטוח סייבר בתנאים מועדפים.</p>
</div>
<div class="elementor-element e-con memberships">
  <h2 class="elementor-heading-title">הסמכות וחברות בארגונים</h2>
  <p>מגן נתיב מוסמכת ל-ISO 27001 על ידי <a href="https://www.sii.org.il/">מכון התקנים הישראלי</a>, וחברה ב<a href="https://www.isoc.org.il/">איגוד האינטרנט הישראלי</a>.</p>
</div>`,
      ),
    },
    [ABOUT]: {
      headers,
      html: page(
        'אודות | מגן נתיב',
        'מגן נתיב הוקמה ב-2016 על ידי יוצאי יחידות טכנולוגיות.',
        ABOUT,
        96,
        `<div class="elementor-element e-con">
  <h1 class="elementor-heading-title">אודות מגן נתיב</h1>
  <p>מגן נתיב הוקמה ב-2016 על ידי יוצאי יחידות טכנולוגיות בצה"ל. כיום מעסיקה החברה 60 אנשי מקצוע ומגינה על יותר מ-250 ארגונים בישראל.</p>
  <p>החברה זכתה בפרס <a href="https://www.calcalist.co.il/calcalistech/article/b1cyber2025">חברות הסייבר המבטיחות של כלכליסט 2025</a>.</p>
  <div class="elementor-widget elementor-widget-video"><iframe class="elementor-video" title="מגן נתיב – מרכז ה-SOC" src="https://www.youtube.com/embed/q2Xw8Kf3LmA?controls=1&amp;rel=0" allowfullscreen></iframe></div>
</div>`,
      ),
    },
    [CUSTOMERS]: {
      headers,
      html: page(
        'לקוחות | מגן נתיב',
        'סיפורי לקוחות של מגן נתיב.',
        CUSTOMERS,
        118,
        `<div class="elementor-element e-con">
  <h1 class="elementor-heading-title">לקוחות מספרים</h1>
  <div class="elementor-widget elementor-widget-testimonial"><blockquote>"בזכות ה-SOC של מגן נתיב זיהינו מתקפת כופרה בשלב הראשון שלה." – מנהל מערכות המידע, <a href="https://www.galil-pharma.co.il/">גליל פארמה</a></blockquote></div>
  <div class="elementor-widget elementor-widget-testimonial"><blockquote>"ליווי מקצועי ואישי לאורך כל פרויקט ההסמכה." – מנכ"ל, שילה לוגיסטיקה</blockquote></div>
</div>`,
      ),
    },
  },
  sitemap: ['/', PARTNERS, ABOUT, CUSTOMERS, CONTACT, '/services/managed-soc/', '/blog/'],
  technologies: [
    'wordpress',
    'php',
    'mysql',
    'elementor',
    'hello-elementor',
    'yoast-seo',
    'litespeed',
    'litespeed-cache',
    'jquery',
    'jquery-migrate',
    'google-font-api',
    'enable',
    'whatsapp-business-chat',
    'swiper',
    'youtube',
    'open-graph',
  ],
  partners: {
    'checkpoint.com': 'technology',
    'fortinet.com': 'technology',
    'crowdstrike.com': 'technology',
    'microsoft.com': 'technology',
    'sentinelone.com': 'technology',
    'spectrum-dist.co.il': 'channel',
    'nexus-systems.co.il': 'channel',
    'migdalor-bituach.co.il': 'generic',
  },
};
