import type { CorpusSite } from '../corpus/types.js';

const W = 'https://www.maslul.co.il';
const SITE = '64f2a9c1e5b7d3001c8e4a21';
const ASSETS = `https://assets-global.website-files.com/${SITE}`;

const page = (pageId: string, title: string, desc: string, body: string) =>
  `<!DOCTYPE html><!-- This site was created in Webflow. https://webflow.com --><!-- Last Published: Sun Mar 10 2024 08:12:44 GMT+0000 (Coordinated Universal Time) --><html data-wf-domain="www.maslul.co.il" data-wf-page="${pageId}" data-wf-site="${SITE}" lang="he" dir="rtl"><head><meta charset="utf-8"/><title>${title}</title><meta content="${desc}" name="description"/><meta content="${title}" property="og:title"/><meta content="${desc}" property="og:description"/><meta property="og:type" content="website"/><meta content="summary_large_image" name="twitter:card"/><meta content="width=device-width, initial-scale=1" name="viewport"/><meta content="Webflow" name="generator"/><link href="${ASSETS}/css/maslul.webflow.5c1d2e3f4.min.css" rel="stylesheet" type="text/css"/><link href="https://fonts.googleapis.com" rel="preconnect"/><link href="https://fonts.gstatic.com" rel="preconnect" crossorigin="anonymous"/><script src="https://ajax.googleapis.com/ajax/libs/webfont/1.6.26/webfont.js" type="text/javascript"></script><script type="text/javascript">WebFont.load({  google: {    families: ["Heebo:300,400,500,700,800"]  }});</script><script type="text/javascript">!function(o,c){var n=c.documentElement,t=" w-mod-";n.className+=t+"js",("ontouchstart"in o||o.DocumentTouch&&c instanceof DocumentTouch)&&(n.className+=t+"touch")}(window,document);</script><link href="${ASSETS}/64f2aa0d1c2b3e004f5a6b71_favicon.png" rel="shortcut icon" type="image/x-icon"/></head><body class="body-rtl"><div data-collapse="medium" data-animation="default" data-duration="400" role="banner" class="navbar w-nav"><div class="nav-container w-container"><a href="/" aria-current="page" class="brand w-nav-brand w--current"><img src="${ASSETS}/64f2aa3b9d8e7f00126c4d55_maslul-logo.svg" loading="lazy" alt="מסלול CRM" class="logo"/></a><nav role="navigation" class="nav-menu w-nav-menu"><a href="/product" class="nav-link w-nav-link">המוצר</a><a href="/pricing" class="nav-link w-nav-link">מחירים</a><a href="/integrations" class="nav-link w-nav-link">אינטגרציות</a><div data-hover="true" data-delay="0" class="nav-dropdown w-dropdown"><div class="nav-dropdown-toggle w-dropdown-toggle"><div class="w-icon-dropdown-toggle"></div><div>החברה</div></div><nav class="nav-dropdown-list w-dropdown-list"><a href="/about" class="dropdown-link w-dropdown-link">עלינו</a><a href="/partners" class="dropdown-link w-dropdown-link">שותפים</a><a href="/careers" class="dropdown-link w-dropdown-link">קריירה</a></nav></div><a href="/blog" class="nav-link w-nav-link">בלוג</a><a href="https://app.maslul.co.il/login" class="nav-link login w-nav-link">כניסה</a><a href="/demo" class="button nav-cta w-button">לתיאום דמו</a></nav><div class="menu-button w-nav-button"><div class="w-icon-nav-menu"></div></div></div></div>${body}<footer class="footer"><div class="footer-container w-container"><div class="footer-grid"><div><img src="${ASSETS}/64f2aa3b9d8e7f00126c4d56_maslul-logo-white.svg" loading="lazy" alt="מסלול CRM"/><p class="footer-text">מערכת CRM ישראלית לעסקים קטנים ובינוניים. ניהול לידים, מכירות ושירות — במקום אחד, בעברית.</p></div><div><div class="footer-title">מוצר</div><a href="/product" class="footer-link">יכולות</a><a href="/pricing" class="footer-link">מחירים</a><a href="/integrations" class="footer-link">אינטגרציות</a><a href="https://help.maslul.co.il/" class="footer-link">מרכז עזרה</a></div><div><div class="footer-title">החברה</div><a href="/about" class="footer-link">עלינו</a><a href="/partners" class="footer-link">שותפים</a><a href="/careers" class="footer-link">דרושים</a><a href="/accessibility" class="footer-link">הצהרת נגישות</a><a href="/privacy" class="footer-link">מדיניות פרטיות</a></div><div><div class="footer-title">עקבו אחרינו</div><a href="https://www.linkedin.com/company/maslul-crm" target="_blank" class="footer-link">LinkedIn</a><a href="https://www.facebook.com/maslulcrm" target="_blank" class="footer-link">Facebook</a><a href="https://www.youtube.com/@maslulcrm" target="_blank" class="footer-link">YouTube</a></div></div><div class="footer-bottom">© 2024 מסלול מערכות בע״מ. כל הזכויות שמורות.</div></div></footer><script src="https://d3e54v103j8qbb.cloudfront.net/js/jquery-3.5.1.min.dc5e7f18c8.js?site=${SITE}" type="text/javascript" integrity="sha256-9/aliU8dGd2tb6OSsuzixeV4y/faTqgFtohetphbbj0=" crossorigin="anonymous"></script><script src="${ASSETS}/js/webflow.4b3c2a1d9e8f7a6b.js" type="text/javascript"></script><script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/25123456.js"></script></body></html>`;

const integ = (name: string, slug: string, href: string, text: string) =>
  `<div role="listitem" class="integration-item w-dyn-item"><a href="${href}" target="_blank" class="integration-card w-inline-block"><img src="${ASSETS}/65b0c1d2e3f4a5b6c7d8e9f0_${slug}.png" loading="lazy" alt="${name}" class="integration-logo"/><div class="integration-name">${name}</div><p class="integration-text">${text}</p></a></div>`;

export const site: CorpusSite = {
  domain: 'maslul.co.il',
  covers:
    'Hebrew RTL Webflow site of an Israeli SMB CRM: integrations in Webflow tabs (CMS list items linking out, some with ref/utm), implementation partners as cards with "to partner site" buttons, one written-only domain and one partner with no site, partners reachable through a nav dropdown; traps in customer logos, investors, association membership, a blog post naming Meta/Twilio, the app subdomain, and a Comeet careers link.',
  pages: {
    '/': { status: 301, redirect: `${W}/` },
    [`${W}/`]: {
      headers: {
        server: 'cloudflare',
        'cf-ray': '8625f1a2b3c4d5e6-TLV',
        'cf-cache-status': 'HIT',
        'content-type': 'text/html',
        'x-lambda-id': '3c9a7e21-5b4d-4f8e-a1c2-9d0e8f7a6b5c',
      },
      html: page(
        '64f2a9c1e5b7d3001c8e4a2a',
        'מסלול CRM | מערכת CRM בעברית לעסקים קטנים ובינוניים',
        'מערכת CRM פשוטה בעברית: ניהול לידים, משימות, הצעות מחיר ווואטסאפ — במקום אחד.',
        `<section class="hero"><div class="w-container"><h1 class="hero-heading">כל הלידים, השיחות והעסקאות שלכם. במסלול אחד.</h1><p class="hero-paragraph">מערכת CRM ישראלית שנבנתה לעסקים שעובדים בוואטסאפ, מוציאים חשבוניות בחשבונית ירוקה ורוצים לדעת בכל רגע איפה כל עסקה עומדת.</p><a href="/demo" class="button w-button">לתיאום דמו</a><a href="https://app.maslul.co.il/signup" class="button secondary w-button">14 ימי ניסיון חינם</a></div></section><section class="logos-section"><div class="w-container"><h2 class="logos-title">יותר מ-1,200 עסקים בישראל כבר עובדים עם מסלול</h2><div class="logos-grid"><a href="https://www.gofit.co.il/" target="_blank" class="logo-link w-inline-block"><img src="${ASSETS}/65a0b1c2d3e4f5a6b7c8d9e0_gofit.svg" loading="lazy" alt="גו-פיט מכוני כושר"/></a><a href="https://www.levy-law.co.il/" target="_blank" class="logo-link w-inline-block"><img src="${ASSETS}/65a0b1c2d3e4f5a6b7c8d9e1_levy.svg" loading="lazy" alt="לוי ושות׳ עורכי דין"/></a><a href="https://www.shemesh-nadlan.co.il/" target="_blank" class="logo-link w-inline-block"><img src="${ASSETS}/65a0b1c2d3e4f5a6b7c8d9e2_shemesh.svg" loading="lazy" alt="שמש נדל״ן"/></a><img src="${ASSETS}/65a0b1c2d3e4f5a6b7c8d9e3_kfar.svg" loading="lazy" alt="מכללת כפר הירוק"/></div></div></section><section class="features"><div class="w-container"><div class="feature"><h3>וואטסאפ בתוך הכרטיס</h3><p>כל שיחת וואטסאפ נשמרת אוטומטית בכרטיס הלקוח.</p></div><div class="feature"><h3>הצעות מחיר בקליק</h3><p>הצעה חתומה הופכת לחשבונית בלי להקליד שוב.</p></div><div class="feature"><h3>דוחות בעברית</h3><p>משפך מכירות, תחזית הכנסות וביצועי נציגים.</p></div></div></section>`,
      ),
    },
    [`${W}/integrations`]: {
      html: page(
        '64f2a9c1e5b7d3001c8e4a3b',
        'אינטגרציות | מסלול CRM',
        'מסלול מתחברת למערכות שאתם כבר עובדים איתן: חשבוניות, סליקה, וואטסאפ, SMS ואוטומציות.',
        `<section class="page-header"><div class="w-container"><h1>אינטגרציות</h1><p>חברו את מסלול לכלים שאתם כבר עובדים איתם. כל החיבורים כלולים בכל החבילות.</p></div></section><section class="integrations-section"><div class="w-container"><div data-current="Tab 1" data-easing="ease" data-duration-in="300" data-duration-out="100" class="integrations-tabs w-tabs"><div class="tabs-menu w-tab-menu" role="tablist"><a data-w-tab="Tab 1" class="tab-link w-inline-block w-tab-link w--current"><div>חשבוניות וסליקה</div></a><a data-w-tab="Tab 2" class="tab-link w-inline-block w-tab-link"><div>תקשורת</div></a><a data-w-tab="Tab 3" class="tab-link w-inline-block w-tab-link"><div>אוטומציות</div></a><a data-w-tab="Tab 4" class="tab-link w-inline-block w-tab-link"><div>פגישות</div></a></div><div class="tabs-content w-tab-content"><div data-w-tab="Tab 1" class="w-tab-pane w--tab-active"><div class="w-dyn-list"><div role="list" class="integrations-grid w-dyn-items">${integ('חשבונית ירוקה (Morning)', 'greeninvoice', 'https://www.greeninvoice.co.il/?ref=maslul', 'הפקת חשבוניות וקבלות ישירות מכרטיס העסקה.')}${integ('iCount', 'icount', 'https://www.icount.co.il/', 'סנכרון לקוחות ומסמכים להנהלת החשבונות.')}${integ('קארדקום', 'cardcom', 'https://www.cardcom.solutions/', 'דפי סליקה וחיוב הוראות קבע מתוך המערכת.')}${integ('טרנזילה', 'tranzila', 'https://www.tranzila.com/', 'סליקת אשראי ועדכון סטטוס תשלום אוטומטי.')}</div></div></div><div data-w-tab="Tab 2" class="w-tab-pane"><div class="w-dyn-list"><div role="list" class="integrations-grid w-dyn-items">${integ('WhatsApp Business', 'whatsapp', 'https://business.whatsapp.com/', 'שליחה וקבלה של הודעות וואטסאפ מתוך כרטיס הלקוח (WhatsApp Business API).')}${integ('InforU', 'inforu', 'https://www.inforu.co.il/?utm_source=maslul&utm_medium=integrations', 'דיוור SMS ומיילים לרשימות מתוך מסלול.')}</div></div></div><div data-w-tab="Tab 3" class="w-tab-pane"><div class="w-dyn-list"><div role="list" class="integrations-grid w-dyn-items">${integ('Zapier', 'zapier', 'https://zapier.com/apps/maslul/integrations', 'חיבור לאלפי אפליקציות בלי קוד.')}${integ('Make', 'make', 'https://www.make.com/en/integrations/maslul', 'תרחישי אוטומציה מתקדמים.')}</div></div></div><div data-w-tab="Tab 4" class="w-tab-pane"><div class="w-dyn-list"><div role="list" class="integrations-grid w-dyn-items">${integ('Zoom', 'zoom', 'https://marketplace.zoom.us/apps/maslul', 'יצירת פגישת זום מתוך משימה ושמירת ההקלטה בכרטיס.')}${integ('Calendly', 'calendly', 'https://help.calendly.com/hc/he/articles/maslul-integration', 'פגישה שנקבעה ב-Calendly נפתחת כליד חדש.')}</div></div></div></div></div><p class="api-note">צריכים חיבור אחר? יש לנו <a href="https://developers.maslul.co.il/">API פתוח ו-Webhooks</a>.</p></div></section>`,
      ),
    },
    [`${W}/partners`]: {
      html: page(
        '64f2a9c1e5b7d3001c8e4a4c',
        'שותפים | מסלול CRM',
        'שותפי ההטמעה המוסמכים של מסלול ברחבי הארץ.',
        `<section class="page-header"><div class="w-container"><h1>שותפי הטמעה מוסמכים</h1><p>רוצים שמישהו יקים לכם את המערכת, יעביר נתונים מאקסל ויאמן את הצוות? שותפי ההטמעה שלנו עברו הסמכה של מסלול ומכירים את המערכת לעומק.</p></div></section><section class="partners-section"><div class="w-container"><div class="w-dyn-list"><div role="list" class="partners-grid w-dyn-items"><div role="listitem" class="partner-card w-dyn-item"><img src="${ASSETS}/65c1d2e3f4a5b6c7d8e9f0a1_digitalplus.png" loading="lazy" alt="דיגיטל פלוס"/><h3 class="partner-name">דיגיטל פלוס ייעוץ עסקי</h3><div class="partner-meta">תל אביב · קמעונאות ונדל״ן</div><a href="https://www.digitalplus.co.il/" target="_blank" class="button small w-button">לאתר השותף</a></div><div role="listitem" class="partner-card w-dyn-item"><img src="${ASSETS}/65c1d2e3f4a5b6c7d8e9f0a2_ofek.png" loading="lazy" alt="אופק מערכות מידע"/><h3 class="partner-name">אופק מערכות מידע</h3><div class="partner-meta">חיפה והצפון · תעשייה ושירותים</div><a href="https://ofek-is.co.il/" target="_blank" class="button small w-button">לאתר השותף</a></div><div role="listitem" class="partner-card w-dyn-item"><img src="${ASSETS}/65c1d2e3f4a5b6c7d8e9f0a3_crmexperts.png" loading="lazy" alt="CRM Experts"/><h3 class="partner-name">CRM Experts ישראל</h3><div class="partner-meta">ירושלים · משרדי עורכי דין ורואי חשבון</div><a href="https://www.crmexperts.co.il/?utm_source=maslul&amp;utm_medium=partners" target="_blank" class="button small w-button">לאתר השותף</a></div><div role="listitem" class="partner-card w-dyn-item"><img src="${ASSETS}/65c1d2e3f4a5b6c7d8e9f0a4_nativ.png" loading="lazy" alt="נתיב הטמעות"/><h3 class="partner-name">נתיב הטמעות</h3><div class="partner-meta">באר שבע והדרום · nativ-crm.co.il</div></div><div role="listitem" class="partner-card w-dyn-item"><img src="${ASSETS}/65c1d2e3f4a5b6c7d8e9f0a5_sb.png" loading="lazy" alt="ש.ב. פתרונות עסקיים"/><h3 class="partner-name">ש.ב. פתרונות עסקיים</h3><div class="partner-meta">השרון · 09-955-0123</div></div></div></div><div class="partners-cta"><h2>רוצים להצטרף לתוכנית השותפים?</h2><p>יועצים עסקיים, מטמיעי מערכות ומשרדי הנהלת חשבונות מקבלים עמלה חוזרת, הדרכה והסמכה.</p><a href="/partners/join" class="button w-button">להצטרפות</a></div></div></section>`,
      ),
    },
    [`${W}/partners/join`]: {
      html: page(
        '64f2a9c1e5b7d3001c8e4a4d',
        'הצטרפות לתוכנית השותפים | מסלול CRM',
        'הצטרפו לתוכנית השותפים של מסלול.',
        `<section class="page-header"><div class="w-container"><h1>הצטרפות לתוכנית השותפים</h1><p>20% עמלה חוזרת לכל החיים, סביבת דמו, הסמכה ותמיכה ייעודית.</p></div></section><section><div class="w-container"><div class="form-block w-form"><form id="partner-form" name="partner-form" data-name="Partner Form" method="get"><label for="name">שם מלא</label><input class="text-field w-input" maxlength="256" name="name" data-name="Name" type="text" id="name" required=""/><label for="company">שם החברה</label><input class="text-field w-input" maxlength="256" name="company" data-name="Company" type="text" id="company"/><label for="website">אתר החברה</label><input class="text-field w-input" maxlength="256" name="website" data-name="Website" placeholder="www.example.co.il" type="text" id="website"/><input type="submit" value="שליחה" data-wait="רק רגע..." class="button w-button"/></form><div class="w-form-done"><div>תודה! נחזור אליכם תוך יום עסקים.</div></div><div class="w-form-fail"><div>אופס, משהו השתבש. נסו שוב.</div></div></div></div></section>`,
      ),
    },
    [`${W}/about`]: {
      html: page(
        '64f2a9c1e5b7d3001c8e4a5e',
        'עלינו | מסלול CRM',
        'הסיפור של מסלול.',
        `<section class="page-header"><div class="w-container"><h1>עלינו</h1><p>מסלול נוסדה ב-2020 בפתח תקווה על ידי שלושה יזמים שניהלו בעבר עסקים קטנים ונמאסו עליהם מערכות CRM מתורגמות.</p></div></section><section><div class="w-container"><h2>המשקיעים שלנו</h2><p>בשנת 2023 גייסנו 4 מיליון דולר בסבב A בהובלת <a href="https://www.vertexventures.co.il/" target="_blank">Vertex Ventures Israel</a>, בהשתתפות <a href="https://www.tlvpartners.com/" target="_blank">TLV Partners</a>.</p><h2>קהילה</h2><p>מסלול חברה ב<a href="https://www.isoc.org.il/" target="_blank">איגוד האינטרנט הישראלי</a> ונבחרה לתוכנית <a href="https://www.innovationisrael.org.il/" target="_blank">רשות החדשנות</a> לעידוד יזמות.</p></div></section>`,
      ),
    },
    [`${W}/blog/whatsapp-crm-guide`]: {
      html: page(
        '64f2a9c1e5b7d3001c8e4a6f',
        'המדריך המלא לוואטסאפ עסקי ב-CRM | מסלול',
        'איך לנהל שיחות וואטסאפ עסקיות בתוך מערכת CRM.',
        `<section class="blog-post"><div class="w-container"><h1>המדריך המלא לוואטסאפ עסקי ב-CRM</h1><div class="post-meta">מרץ 2024 · 7 דקות קריאה</div><div class="w-richtext"><p>מאז ש-Meta פתחה את <a href="https://developers.facebook.com/docs/whatsapp/cloud-api" target="_blank">WhatsApp Cloud API</a> לכל העסקים, אפשר לחבר את מספר הוואטסאפ של העסק ישירות למערכת CRM — בלי טלפון שצריך להישאר דלוק במשרד.</p><p>בעבר רוב החיבורים עברו דרך ספקים כמו <a href="https://www.twilio.com/whatsapp" target="_blank">Twilio</a>, מה שהוסיף עלות לכל הודעה. היום החיבור ישיר.</p><h2>מה חשוב לבדוק</h2><ul><li>אישור תבניות הודעה מראש</li><li>חלון 24 השעות לשיחות שירות</li><li>הרשאות נציגים</li></ul><p>רוצים לראות איך זה עובד במסלול? <a href="/integrations">לעמוד האינטגרציות</a></p></div></div></section>`,
      ),
    },
    [`${W}/careers`]: {
      html: page(
        '64f2a9c1e5b7d3001c8e4a70',
        'דרושים | מסלול CRM',
        'משרות פתוחות במסלול.',
        `<section class="page-header"><div class="w-container"><h1>בואו לעבוד איתנו</h1><p>צוות של 38 אנשים בפתח תקווה, עבודה היברידית.</p></div></section><section><div class="w-container"><ul><li>Full Stack Developer (Node.js / React)</li><li>מנהל/ת הצלחת לקוחות</li><li>נציג/ת מכירות SMB</li></ul><p>לכל המשרות ולהגשת מועמדות: <a href="https://www.comeet.com/jobs/maslul/A7.00B" target="_blank">עמוד המשרות שלנו ב-Comeet</a></p></div></section>`,
      ),
    },
  },
  technologies: ['webflow', 'jquery', 'google-font-api', 'google-hosted-libraries', 'hubspot', 'cloudflare', 'open-graph'],
  partners: {
    'greeninvoice.co.il': 'technology',
    'icount.co.il': 'technology',
    'cardcom.solutions': 'technology',
    'tranzila.com': 'technology',
    'whatsapp.com': 'technology',
    'inforu.co.il': 'technology',
    'zapier.com': 'technology',
    'make.com': 'technology',
    'zoom.us': 'technology',
    'calendly.com': 'technology',
    'digitalplus.co.il': 'channel',
    'ofek-is.co.il': 'channel',
    'crmexperts.co.il': 'channel',
    'nativ-crm.co.il': 'channel',
  },
};
