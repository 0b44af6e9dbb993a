import type { CorpusSite } from '../corpus/types.js';

/** serialises a payload the way Nuxt 3 writes __NUXT_DATA__: one flat array, values referenced by index, primitives shared */
const nuxtPayload = (root: Record<string, unknown>): string => {
  const out: unknown[] = [];
  const prims = new Map<unknown, number>();
  const walk = (v: unknown): number => {
    if (v === undefined) return -1;
    if (v === null || typeof v !== 'object') {
      const seen = prims.get(v);
      if (seen !== undefined) return seen;
      const i = out.push(v) - 1;
      prims.set(v, i);
      return i;
    }
    const i = out.push(null) - 1;
    if (Array.isArray(v)) out[i] = v.map(walk);
    else if ('__reactive' in (v as object)) {
      const inner = (v as { __reactive: unknown }).__reactive;
      out[i] = ['ShallowReactive', 0];
      (out[i] as unknown[])[1] = walk(inner);
    } else {
      const o: Record<string, number> = {};
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) o[k] = walk(x);
      out[i] = o;
    }
    return i;
  };
  walk(root);
  return JSON.stringify(out).replace(/</g, '\\u003C');
};

const payloadScript = (path: string, data: Record<string, unknown>) =>
  `<script type="application/json" data-nuxt-data="nuxt-app" data-ssr="true" id="__NUXT_DATA__">${nuxtPayload({
    data: { __reactive: data },
    state: { __reactive: { '$si18n:cached-locale': { locale: 'he' }, $sconsent: 'unknown' } },
    once: ['ShallowSet'],
    _errors: { __reactive: {} },
    serverRendered: true,
    path,
  })}</script>`;

const headers = {
  'content-type': 'text/html;charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '87a1c2d3e4f5a6b7-TLV',
  'cf-cache-status': 'DYNAMIC',
  vary: 'Accept-Encoding',
};

const head = (
  title: string,
  description: string,
  path: string,
) => `<!DOCTYPE html><html lang="he" dir="rtl" data-capo=""><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="preconnect" href="https://fonts.tikki.co.il" crossorigin>
<link rel="stylesheet" href="/_nuxt/entry.B4xq2Lm9.css">
<link rel="stylesheet" href="/_nuxt/default.Cq81ZtWa.css">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/Dk3LqP0v.js">
<link rel="modulepreload" as="script" crossorigin href="/_nuxt/BfR2c7xN.js">
<link rel="prefetch" as="script" crossorigin href="/_nuxt/C1pXo9Zt.js">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:locale" content="he_IL">
<meta property="og:image" content="https://tikki.co.il/og.jpg">
<link rel="canonical" href="https://tikki.co.il${path}">
<link rel="alternate" hreflang="en" href="https://tikki.io${path}">
<link rel="icon" type="image/png" href="/favicon.png">
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-TKQ7M3V');</script>
<script src="https://js.nagich.co.il/core/4.4.1/accessibility.js" defer data-account="a8f2c10e-71d4-4b3a-9c55-2e6d0f1b3a47" id="nagich-js"></script>
<script type="module" src="/_nuxt/Dk3LqP0v.js" crossorigin></script></head>`;

const headerHtml = `<header class="site-header" data-v-7c1e3a2f><div class="container header-inner" data-v-7c1e3a2f><a href="/" class="router-link-active router-link-exact-active logo" aria-current="page" data-v-7c1e3a2f><img src="/images/tikki-logo.svg" alt="טיקי" width="96" height="32" data-v-7c1e3a2f></a><nav class="main-nav" aria-label="ניווט ראשי" data-v-7c1e3a2f><a href="/features" class="" data-v-7c1e3a2f>יכולות</a><a href="/pricing" class="" data-v-7c1e3a2f>מחירים</a><a href="/integrations" class="" data-v-7c1e3a2f>אינטגרציות</a><a href="/accountants" class="" data-v-7c1e3a2f>לרואי חשבון</a><a href="/about" class="" data-v-7c1e3a2f>אודות</a></nav><div class="header-actions" data-v-7c1e3a2f><a href="https://app.tikki.co.il/login" class="btn btn-ghost" data-v-7c1e3a2f>כניסה</a><a href="https://app.tikki.co.il/signup" class="btn btn-primary" data-v-7c1e3a2f>התחילו בחינם</a></div></div></header>`;

const footerHtml = `<footer class="site-footer" data-v-4b0d9e61><div class="container footer-grid" data-v-4b0d9e61><div data-v-4b0d9e61><img src="/images/tikki-logo-white.svg" alt="טיקי" width="80" height="26" data-v-4b0d9e61><p data-v-4b0d9e61>טיקי טכנולוגיות בע"מ · ח.פ. 516782341<br data-v-4b0d9e61>מנחם בגין 132, תל אביב<br data-v-4b0d9e61>תוכנה מאושרת רשות המסים, מס' אישור 1483</p></div><ul data-v-4b0d9e61><li data-v-4b0d9e61><a href="/about" data-v-4b0d9e61>אודות</a></li><li data-v-4b0d9e61><a href="/accountants" data-v-4b0d9e61>תוכנית השותפים לרואי חשבון</a></li><li data-v-4b0d9e61><a href="https://www.comeet.com/jobs/tikki/A7.00F" target="_blank" rel="noopener" data-v-4b0d9e61>משרות</a></li><li data-v-4b0d9e61><a href="https://help.tikki.co.il" target="_blank" data-v-4b0d9e61>מרכז עזרה</a></li><li data-v-4b0d9e61><a href="/accessibility" data-v-4b0d9e61>הצהרת נגישות</a></li><li data-v-4b0d9e61><a href="/privacy" data-v-4b0d9e61>מדיניות פרטיות</a></li></ul><div class="social" data-v-4b0d9e61><a href="https://www.facebook.com/tikki.co.il" target="_blank" rel="noopener" aria-label="פייסבוק" data-v-4b0d9e61><svg width="22" height="22" data-v-4b0d9e61><use href="#i-facebook" data-v-4b0d9e61></use></svg></a><a href="https://www.instagram.com/tikki_il/" target="_blank" rel="noopener" aria-label="אינסטגרם" data-v-4b0d9e61><svg width="22" height="22" data-v-4b0d9e61><use href="#i-instagram" data-v-4b0d9e61></use></svg></a><a href="https://wa.me/972737441210" target="_blank" rel="noopener" aria-label="וואטסאפ" data-v-4b0d9e61><svg width="22" height="22" data-v-4b0d9e61><use href="#i-whatsapp" data-v-4b0d9e61></use></svg></a></div></div><p class="copyright" data-v-4b0d9e61>© 2024 Tikki · <a href="https://tikki.io" data-v-4b0d9e61>English</a></p></footer><div class="cookie-bar" role="dialog" aria-live="polite" data-v-2e8f4c10><p data-v-2e8f4c10>האתר משתמש בעוגיות לצורך שיפור חוויית הגלישה וניתוח סטטיסטי. <a href="/privacy#cookies" data-v-2e8f4c10>למידע נוסף</a></p><button type="button" class="btn btn-sm" data-v-2e8f4c10>מאשר/ת</button></div>`;

const tail = `<script>window.__NUXT__={};window.__NUXT__.config={public:{apiBase:"https://api.tikki.co.il/v2",gtm:{id:"GTM-TKQ7M3V"},i18n:{defaultLocale:"he",locales:["he"]}},app:{baseURL:"/",buildId:"5f1c9a2e-3b7d-4e80-a6c4-d21e0f8b7a63",buildAssetsDir:"/_nuxt/",cdnURL:""}}</script><script defer src="https://static.cloudflareinsights.com/beacon.min.js/v84a3a4012de94ce1a686ba8c167c359c1696973893317" integrity="sha512-euoFGowhlaLqXsPWQ48qSkBSCFs3DPRyiwVu3FjR96cMPx+Fr+gpWRhIafcHwqwCqWS42RZhIudOvEI+Ckf6MA==" data-cf-beacon='{"rayId":"87a1c2d3e4f5a6b7","version":"2024.3.0","token":"0c4f2a8e19b34d7a9f1e6c2b5d8a3e70"}' crossorigin="anonymous"></script></body></html>`;

const page = (title: string, description: string, path: string, main: string, data: Record<string, unknown>) =>
  `${head(title, description, path)}<body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-TKQ7M3V" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript><div id="__nuxt"><div class="layout-default">${headerHtml}<main>${main}</main>${footerHtml}</div></div><div id="teleports"></div>${payloadScript(path, data)}${tail}`;

const integrations = [
  {
    id: 'priority',
    title: 'Priority ERP',
    category: 'erp',
    url: 'https://www.priority-software.com/he/',
    blurb: 'סנכרון חשבוניות, קבלות ולקוחות ל-Priority בזמן אמת.',
    status: 'active',
  },
  {
    id: 'sap-b1',
    title: 'SAP Business One',
    category: 'erp',
    url: 'https://www.sap.com/israel/products/erp/business-one.html',
    blurb: 'העברת מסמכים והתאמות בנקים ל-SAP B1.',
    status: 'active',
  },
  {
    id: 'hashavshevet',
    title: 'חשבשבת',
    category: 'erp',
    url: 'https://www.wizsoft.co.il/',
    blurb: 'ייצוא קובץ קליטה לחשבשבת Windows ו-חשבשבת ענן.',
    status: 'active',
  },
  {
    id: 'wix',
    title: 'Wix',
    category: 'ecommerce',
    url: 'https://www.wix.com/app-market/tikki-invoices',
    blurb: 'הפקת חשבונית מס קבלה אוטומטית לכל הזמנה בחנות Wix.',
    status: 'active',
  },
  {
    id: 'shopify',
    title: 'Shopify',
    category: 'ecommerce',
    url: 'https://apps.shopify.com/tikki-il',
    blurb: 'חשבוניות בעברית לכל הזמנה ב-Shopify, כולל זיכויים.',
    status: 'active',
  },
  {
    id: 'woocommerce',
    title: 'WooCommerce',
    category: 'ecommerce',
    url: 'https://woocommerce.com/products/tikki-invoices/',
    blurb: 'תוסף רשמי לוורדפרס.',
    status: 'active',
  },
  {
    id: 'konimbo',
    title: 'Konimbo',
    category: 'ecommerce',
    url: 'https://www.konimbo.co.il/',
    blurb: 'אינטגרציה מובנית בחנויות קונימבו.',
    status: 'active',
  },
  {
    id: 'bit',
    title: 'Bit',
    category: 'payments',
    url: 'https://www.bitpay.co.il/',
    blurb: 'קבלת תשלום ב-Bit ישירות מתוך דרישת התשלום.',
    status: 'active',
  },
  {
    id: 'paybox',
    title: 'PayBox',
    category: 'payments',
    url: 'https://payboxapp.com/',
    blurb: 'תשלום בלינק מהאפליקציה.',
    status: 'active',
  },
  {
    id: 'tranzila',
    title: 'טרנזילה',
    category: 'payments',
    url: 'https://www.tranzila.com/',
    blurb: 'סליקת אשראי, הוראות קבע ותשלומים.',
    status: 'active',
  },
  {
    id: 'monday',
    title: 'monday.com',
    category: 'automation',
    url: 'https://monday.com/marketplace/listing/10000412/tikki',
    blurb: 'הפקת מסמך מתוך פריט בלוח monday.',
    status: 'active',
  },
  {
    id: 'zapier',
    title: 'Zapier',
    category: 'automation',
    url: 'https://zapier.com/apps/tikki/integrations',
    blurb: 'חיבור לאלפי אפליקציות ללא קוד.',
    status: 'active',
  },
  { id: 'open-banking', title: 'בנקאות פתוחה', category: 'banks', url: null, blurb: 'התאמות בנקים אוטומטיות — בקרוב.', status: 'soon' },
];

const accountants = [
  { slug: 'levi-cohen', name: 'לוי-כהן רואי חשבון', city: 'תל אביב', kind: 'cpa', site: 'https://levi-cohen-cpa.co.il', certified: true },
  { slug: 'barak', name: "ברק ושות' רואי חשבון", city: 'חיפה', kind: 'cpa', site: 'https://www.barak-cpa.co.il/', certified: true },
  { slug: 'galil-tax', name: 'יועצי מס הגליל', city: 'כרמיאל', kind: 'tax', site: 'http://galil-tax.co.il', certified: true },
  { slug: 'smartacc', name: 'חשבונאות חכמה', city: 'באר שבע', kind: 'bookkeeping', site: 'https://smartacc.co.il/he', certified: false },
  { slug: 'rubin', name: 'רובין את אשכנזי', city: 'ירושלים', kind: 'cpa', site: 'https://rubin-ashkenazi.co.il', certified: true },
  { slug: 'noa-mizrahi', name: 'נועה מזרחי, מנהלת חשבונות', city: 'נתניה', kind: 'bookkeeping', site: null, certified: false },
];

export const site: CorpusSite = {
  domain: 'tikki.co.il',
  otherDomains: ['tikki.io'],
  covers:
    'Hebrew (RTL) invoicing and payments SaaS on Nuxt 3 behind Cloudflare: the integration catalogue and the partner accountants directory are rendered client-side only, their data living in the devalue-style __NUXT_DATA__ array (URLs referenced by index), plus an implementation partner named in a sentence; traps are customers, investors, press, the Tax Authority approval, ISOC-IL membership, the Nagich accessibility vendor on the accessibility statement, Comeet jobs, WhatsApp/social links and own app/help/api subdomains.',
  pages: {
    '/': {
      headers,
      html: page(
        'טיקי | חשבוניות, קבלות ותשלומים לעסקים קטנים',
        'הפקת חשבוניות וקבלות דיגיטליות, סליקה ודרישות תשלום. מאושר רשות המסים.',
        '/',
        `<section class="hero" data-v-1a9f0c3e><h1 data-v-1a9f0c3e>חשבונית בשנייה, תשלום בלחיצה</h1><p data-v-1a9f0c3e>טיקי מפיקה חשבוניות וקבלות דיגיטליות, שולחת דרישות תשלום ב-Bit ובאשראי, ומעבירה הכל לרואה החשבון שלכם.</p><a href="https://app.tikki.co.il/signup" class="btn btn-primary btn-lg" data-v-1a9f0c3e>פתחו חשבון חינם</a></section><section class="customers" data-v-5d2b7e90><h2 data-v-5d2b7e90>כבר 30,000 עסקים עובדים עם טיקי</h2><ul class="quotes" data-v-5d2b7e90><li data-v-5d2b7e90><blockquote data-v-5d2b7e90>"חסכתי שעתיים בשבוע על חשבוניות."</blockquote><span data-v-5d2b7e90>מאיה, סטודיו פילאטיס <a href="https://www.pilatesmaya.co.il" target="_blank" data-v-5d2b7e90>pilatesmaya.co.il</a></span></li><li data-v-5d2b7e90><blockquote data-v-5d2b7e90>"הלקוחות משלמים בביט והקבלה יוצאת לבד."</blockquote><span data-v-5d2b7e90>יוסי, מוסך השרון</span></li></ul></section><section class="press" data-v-8e3a1d47><h2 data-v-8e3a1d47>כתבו עלינו</h2><a href="https://www.calcalist.co.il/calcalistech/article/tikki2024" target="_blank" data-v-8e3a1d47>כלכליסט</a> · <a href="https://www.geektime.co.il/tikki-raises-series-a/" target="_blank" data-v-8e3a1d47>גיקטיים</a></section><section class="integrations-teaser" data-v-6f4c2b18><h2 data-v-6f4c2b18>עובדת עם הכלים שלכם</h2><p data-v-6f4c2b18>Priority, חשבשבת, Wix, Shopify, Bit, monday.com ועוד.</p><a href="/integrations" data-v-6f4c2b18>לכל האינטגרציות ←</a></section>`,
        { home: { heroVariant: 'b', stats: { businesses: 30000, documents: 41000000 } } },
      ),
    },
    '/integrations': {
      headers,
      html: page(
        'אינטגרציות | טיקי',
        'חברו את טיקי למערכת ה-ERP, לחנות האונליין ולאמצעי התשלום שלכם.',
        '/integrations',
        `<section class="page-hero" data-v-0b7e5a31><h1 data-v-0b7e5a31>אינטגרציות</h1><p data-v-0b7e5a31>טיקי מתחברת לתוכנות הנהלת חשבונות, לפלטפורמות מסחר ולאמצעי תשלום — כך שכל מסמך נרשם פעם אחת.</p></section><section class="integrations" data-v-3c8d1f72><div class="tabs" role="tablist" data-v-3c8d1f72><button role="tab" aria-selected="true" class="tab active" data-v-3c8d1f72>הכל</button><button role="tab" aria-selected="false" class="tab" data-v-3c8d1f72>ERP והנהלת חשבונות</button><button role="tab" aria-selected="false" class="tab" data-v-3c8d1f72>מסחר אונליין</button><button role="tab" aria-selected="false" class="tab" data-v-3c8d1f72>תשלומים</button><button role="tab" aria-selected="false" class="tab" data-v-3c8d1f72>אוטומציה</button></div><!--[--><div class="grid skeleton" aria-busy="true" data-v-3c8d1f72><div class="card-skeleton" data-v-3c8d1f72></div><div class="card-skeleton" data-v-3c8d1f72></div><div class="card-skeleton" data-v-3c8d1f72></div><div class="card-skeleton" data-v-3c8d1f72></div></div><!--]--></section><section class="implementation" data-v-9a2e6c05><h2 data-v-9a2e6c05>צריכים חיבור מותאם?</h2><p data-v-9a2e6c05>שותפת האינטגרציה שלנו, קוד ירוק, מחברת את טיקי למערכות ייעודיות דרך ה-API — <a href="https://www.greencode.co.il/tikki" target="_blank" rel="noopener" data-v-9a2e6c05>greencode.co.il</a>. לתיעוד ה-API: <a href="https://developers.tikki.co.il" data-v-9a2e6c05>developers.tikki.co.il</a></p></section>`,
        {
          'integrations-list': {
            items: integrations,
            total: integrations.length,
            categories: ['erp', 'ecommerce', 'payments', 'automation', 'banks'],
          },
        },
      ),
    },
    '/accountants': {
      headers,
      html: page(
        'לרואי חשבון ויועצי מס | טיקי',
        'תוכנית השותפים של טיקי למשרדי רואי חשבון, יועצי מס ומנהלי חשבונות. מצאו משרד שותף.',
        '/accountants',
        `<section class="page-hero" data-v-0b7e5a31><h1 data-v-0b7e5a31>תוכנית השותפים לרואי חשבון</h1><p data-v-0b7e5a31>משרדים שותפים מקבלים גישה מלאה לתיקי הלקוחות, קליטה אוטומטית לחשבשבת ולפריוריטי, ועמלת הפניה על כל לקוח שמצטרף.</p><a href="/accountants/join" class="btn btn-primary" data-v-0b7e5a31>הצטרפו כמשרד שותף</a></section><section class="finder" data-v-7d3b9e24><h2 data-v-7d3b9e24>מצאו רואה חשבון שעובד עם טיקי</h2><form class="finder-form" data-v-7d3b9e24><input type="search" placeholder="עיר או שם משרד" aria-label="חיפוש" data-v-7d3b9e24><select aria-label="סוג שירות" data-v-7d3b9e24><option value="" data-v-7d3b9e24>כל השירותים</option><option value="cpa" data-v-7d3b9e24>רואה חשבון</option><option value="tax" data-v-7d3b9e24>יועץ מס</option><option value="bookkeeping" data-v-7d3b9e24>הנהלת חשבונות</option></select></form><!--[--><p class="loading" data-v-7d3b9e24>טוען משרדים…</p><!--]--></section>`,
        {
          'partner-firms': { firms: accountants, page: 1, pageSize: 24, total: accountants.length },
          'partner-program': { commission: '20%', tiers: ['שותף', 'שותף מוסמך'] },
        },
      ),
    },
    '/about': {
      headers,
      html: page(
        'אודות | טיקי',
        'טיקי נוסדה ב-2019 כדי שעצמאים יבזבזו פחות זמן על ניירת.',
        '/about',
        `<section class="about" data-v-2f6a8c13><h1 data-v-2f6a8c13>אודות טיקי</h1><p data-v-2f6a8c13>טיקי נוסדה ב-2019 בתל אביב על ידי שלושה יזמים שנמאס להם מחשבוניות נייר. היום אנחנו 55 עובדים ומשרתים יותר מ-30,000 עסקים.</p><h2 data-v-2f6a8c13>משקיעים</h2><p data-v-2f6a8c13>גייסנו 14 מיליון דולר מ-<a href="https://www.pitango.com" target="_blank" rel="noopener" data-v-2f6a8c13>Pitango</a>, <a href="https://www.ourcrowd.com" target="_blank" rel="noopener" data-v-2f6a8c13>OurCrowd</a> ומשקיעים פרטיים.</p><h2 data-v-2f6a8c13>אבטחה ורגולציה</h2><ul data-v-2f6a8c13><li data-v-2f6a8c13>תוכנה מאושרת <a href="https://www.gov.il/he/departments/israel_tax_authority" target="_blank" data-v-2f6a8c13>רשות המסים</a> להפקת מסמכים ממוחשבים</li><li data-v-2f6a8c13>תקן ISO 27001 ו-PCI DSS</li><li data-v-2f6a8c13>חברים ב<a href="https://www.isoc.org.il" target="_blank" data-v-2f6a8c13>איגוד האינטרנט הישראלי</a></li></ul></section>`,
        {},
      ),
    },
    '/accessibility': {
      headers,
      html: page(
        'הצהרת נגישות | טיקי',
        'הצהרת הנגישות של אתר טיקי.',
        '/accessibility',
        `<section class="legal" data-v-2f6a8c13><h1 data-v-2f6a8c13>הצהרת נגישות</h1><p data-v-2f6a8c13>אתר זה הונגש בהתאם לתקנות שוויון זכויות לאנשים עם מוגבלות (התאמות נגישות לשירות), התשע"ג-2013, ולתקן הישראלי 5568 ברמה AA.</p><p data-v-2f6a8c13>באתר מותקן רכיב נגישות של חברת <a href="https://www.nagich.co.il" target="_blank" rel="noopener" data-v-2f6a8c13>נגיש בקליק</a>. בדיקת הנגישות בוצעה על ידי יועצת נגישות מוסמכת.</p><p data-v-2f6a8c13>רכזת הנגישות: דנה אלון, 073-7441210, <a href="mailto:access@tikki.co.il" data-v-2f6a8c13>access@tikki.co.il</a></p><p data-v-2f6a8c13>עודכן לאחרונה: מרץ 2024</p></section>`,
        {},
      ),
    },
  },
  sitemap: ['/', '/integrations', '/accountants', '/about', '/accessibility'],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'cloudflare-browser-insights', 'nagich', 'google-tag-manager'],
  partners: {
    'priority-software.com': 'technology',
    'sap.com': 'technology',
    'wizsoft.co.il': 'technology',
    'wix.com': 'technology',
    'shopify.com': 'technology',
    'woocommerce.com': 'technology',
    'konimbo.co.il': 'technology',
    'bitpay.co.il': 'technology',
    'payboxapp.com': 'technology',
    'tranzila.com': 'technology',
    'monday.com': 'technology',
    'zapier.com': 'technology',
    'greencode.co.il': 'channel',
    'levi-cohen-cpa.co.il': 'channel',
    'barak-cpa.co.il': 'channel',
    'galil-tax.co.il': 'channel',
    'smartacc.co.il': 'channel',
    'rubin-ashkenazi.co.il': 'channel',
  },
};
