import type { CorpusSite } from '../corpus/types.js';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  server: 'cloudflare',
  'cf-ray': '8a20b4c6d8e1f357-TLV',
  'cf-cache-status': 'HIT',
  etag: 'W/"2f1c4-k7TqP9mXrL2vN8bQ"',
  'x-frame-options': 'SAMEORIGIN',
};

/** Nuxt 2 serializes its state with devalue: unquoted keys, and "/" and "<" escaped inside strings. */
function devalue(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v).replace(/\//g, '\\u002F').replace(/</g, '\\u003C');
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(devalue).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .map((k) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}:${devalue(o[k])}`)
    .join(',')}}`;
}

function nuxtState(routePath: string, data: unknown): string {
  return `<script>window.__NUXT__=(function(a,b,c){return {layout:"default",data:[${devalue(data)}],fetch:{},error:a,state:{locale:"he",consent:{analytics:b,marketing:c}},serverRendered:b,routePath:${devalue(routePath)},config:{_app:{basePath:"\\u002F",assetsPath:"\\u002F_nuxt\\u002F",cdnURL:a},apiBase:"https:\\u002F\\u002Fapi.tzofen.io\\u002Fv1"}}}(null,true,false));</script>`;
}

function doc(title: string, description: string, path: string, main: string, data: unknown): string {
  return `<!doctype html>
<html lang="he" dir="rtl" data-n-head-ssr data-n-head="%7B%22lang%22:%7B%22ssr%22:%22he%22%7D,%22dir%22:%7B%22ssr%22:%22rtl%22%7D%7D">
  <head >
    <meta data-n-head="ssr" charset="utf-8"><meta data-n-head="ssr" name="viewport" content="width=device-width, initial-scale=1"><meta data-n-head="ssr" data-hid="description" name="description" content="${description}"><meta data-n-head="ssr" data-hid="og:title" property="og:title" content="${title}"><meta data-n-head="ssr" data-hid="og:locale" property="og:locale" content="he_IL"><meta data-n-head="ssr" data-hid="og:image" property="og:image" content="https://tzofen.co.il/og.png"><title>${title}</title><link data-n-head="ssr" rel="icon" type="image/x-icon" href="/favicon.ico"><link data-n-head="ssr" rel="canonical" href="https://tzofen.co.il${path}"><link data-n-head="ssr" rel="alternate" hreflang="en" href="https://tzofen.io${path}"><link data-n-head="ssr" rel="preconnect" href="https://www.googletagmanager.com"><script data-n-head="ssr" data-hid="gtm-script">if(!window._gtm_init){window._gtm_init=1;(function(w,n,d,m,e,p){w[d]=(w[d]==1||n[d]=='yes'||n[d]==1||n[m]==1||(w[e]&&w[e][p]&&w[e][p]()))?1:0})(window,navigator,'doNotTrack','msDoNotTrack','external','msTrackingProtectionEnabled');(function(w,d,s,l,x,y){w[x]={};w._gtm_inject=function(i){if(w.doNotTrack||w[x][i])return;w[x][i]=1;w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);};w[y]('GTM-N3QX5TB')})(window,document,'script','dataLayer','_gtm_ids','_gtm_inject')}</script><link rel="preload" href="/_nuxt/8c1e4a2.js" as="script"><link rel="preload" href="/_nuxt/f3b29d7.js" as="script"><link rel="preload" href="/_nuxt/css/a91f2c0.css" as="style"><link rel="preload" href="/_nuxt/5d7e0b6.js" as="script"><link rel="stylesheet" href="/_nuxt/css/a91f2c0.css">
  </head>
  <body >
    <noscript data-n-head="ssr" data-hid="gtm-noscript" data-pbody="true"><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-N3QX5TB&" height="0" width="0" style="display:none;visibility:hidden" title="gtm"></iframe></noscript><div data-server-rendered="true" id="__nuxt"><!----><div id="__layout"><div data-v-4b2e1c9a class="layout"><header data-v-7f3a2d10 data-v-4b2e1c9a class="site-header"><div data-v-7f3a2d10 class="container header-inner"><a data-v-7f3a2d10 href="/" aria-current="page" class="logo nuxt-link-exact-active nuxt-link-active"><img data-v-7f3a2d10 src="/_nuxt/img/logo-he.3c9f1a2.svg" alt="צופן"></a> <nav data-v-7f3a2d10 class="main-nav"><a data-v-7f3a2d10 href="/product">המוצר</a> <a data-v-7f3a2d10 href="/integrations">אינטגרציות</a> <a data-v-7f3a2d10 href="/pricing">מחירים</a> <a data-v-7f3a2d10 href="/blog">בלוג</a> <a data-v-7f3a2d10 href="/about">אודות</a></nav> <div data-v-7f3a2d10 class="header-cta"><a data-v-7f3a2d10 href="https://app.tzofen.io/login" class="btn btn-ghost">כניסה</a> <a data-v-7f3a2d10 href="/demo" class="btn btn-primary">לתיאום הדגמה</a></div></div></header> <main data-v-4b2e1c9a>${main}</main> <footer data-v-19c8e5b2 data-v-4b2e1c9a class="site-footer"><div data-v-19c8e5b2 class="container footer-grid"><div data-v-19c8e5b2><h4 data-v-19c8e5b2>המוצר</h4><ul data-v-19c8e5b2><li data-v-19c8e5b2><a data-v-19c8e5b2 href="/product">סריקת סודות</a></li><li data-v-19c8e5b2><a data-v-19c8e5b2 href="/integrations">אינטגרציות</a></li><li data-v-19c8e5b2><a data-v-19c8e5b2 href="https://docs.tzofen.co.il">תיעוד למפתחים</a></li><li data-v-19c8e5b2><a data-v-19c8e5b2 href="https://status.tzofen.io">סטטוס</a></li></ul></div><div data-v-19c8e5b2><h4 data-v-19c8e5b2>החברה</h4><ul data-v-19c8e5b2><li data-v-19c8e5b2><a data-v-19c8e5b2 href="/about">אודות</a></li><li data-v-19c8e5b2><a data-v-19c8e5b2 href="/partners">שותפים</a></li><li data-v-19c8e5b2><a data-v-19c8e5b2 href="https://www.comeet.com/jobs/tzofen/A1.00B" target="_blank" rel="noopener">משרות פתוחות</a></li><li data-v-19c8e5b2><a data-v-19c8e5b2 href="/security">אבטחה ותאימות</a></li></ul></div><div data-v-19c8e5b2 class="footer-social"><a data-v-19c8e5b2 href="https://www.linkedin.com/company/tzofen-security" target="_blank" rel="noopener" aria-label="LinkedIn"><svg data-v-19c8e5b2 viewBox="0 0 24 24"><path data-v-19c8e5b2 d="M4 4h4v16H4z"></path></svg></a> <a data-v-19c8e5b2 href="https://x.com/tzofen_sec" target="_blank" rel="noopener" aria-label="X"><svg data-v-19c8e5b2 viewBox="0 0 24 24"><path data-v-19c8e5b2 d="M3 3l18 18"></path></svg></a> <a data-v-19c8e5b2 href="https://github.com/tzofen-security" target="_blank" rel="noopener" aria-label="GitHub"><svg data-v-19c8e5b2 viewBox="0 0 24 24"><path data-v-19c8e5b2 d="M12 2a10 10 0 100 20"></path></svg></a></div></div> <div data-v-19c8e5b2 class="container footer-bottom"><span data-v-19c8e5b2>© 2024 צופן אבטחת קוד בע״מ · רח׳ הברזל 30, תל אביב</span> <a data-v-19c8e5b2 href="/privacy">מדיניות פרטיות</a> <a data-v-19c8e5b2 href="/accessibility">הצהרת נגישות</a> <a data-v-19c8e5b2 href="https://tzofen.io">English</a></div></footer> <div data-v-2c5d8e7f data-v-4b2e1c9a class="cookie-bar"><p data-v-2c5d8e7f>אנו משתמשים בעוגיות לשיפור חוויית הגלישה. <a data-v-2c5d8e7f href="/privacy#cookies">מדיניות עוגיות</a></p> <button data-v-2c5d8e7f class="btn btn-small">אישור</button> <button data-v-2c5d8e7f class="btn btn-small btn-ghost">הגדרות</button></div></div></div></div>${nuxtState(path, data)}<script src="/_nuxt/8c1e4a2.js" defer></script><script src="/_nuxt/5d7e0b6.js" defer></script><script src="/_nuxt/f3b29d7.js" defer></script><script src="/_nuxt/a4c7e19.js" defer></script>
<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/143771902.js"></script>
<!-- End of HubSpot Embed Code -->
  </body>
</html>
`;
}

const home = doc(
  'צופן | סריקת סודות וזיהוי דליפות מפתחות בקוד',
  'צופן מזהה מפתחות API, סיסמאות וטוקנים שנשכחו בקוד, ב-CI ובלוגים — לפני שהם מגיעים לתוקף.',
  '/',
  `<section data-v-6a1f0e3c class="hero"><div data-v-6a1f0e3c class="container"><h1 data-v-6a1f0e3c>הסודות שלכם לא שייכים לקוד</h1> <p data-v-6a1f0e3c class="lead">צופן סורק כל commit, כל pipeline וכל לוג ומזהה מפתחות API, סיסמאות וטוקנים שדלפו — ומבטל אותם אוטומטית.</p> <div data-v-6a1f0e3c class="hero-cta"><a data-v-6a1f0e3c href="/demo" class="btn btn-primary">לתיאום הדגמה</a> <a data-v-6a1f0e3c href="https://app.tzofen.io/signup" class="btn btn-ghost">התחילו בחינם</a></div></div></section> <section data-v-6a1f0e3c class="logos"><div data-v-6a1f0e3c class="container"><p data-v-6a1f0e3c>צוותי פיתוח בחברות מובילות סומכים עלינו</p> <ul data-v-6a1f0e3c class="logo-strip"><li data-v-6a1f0e3c><img data-v-6a1f0e3c src="/_nuxt/img/customers/payflow.svg" alt="Payflow"></li><li data-v-6a1f0e3c><img data-v-6a1f0e3c src="/_nuxt/img/customers/medisafe-cloud.svg" alt="MediSafe Cloud"></li><li data-v-6a1f0e3c><img data-v-6a1f0e3c src="/_nuxt/img/customers/ramzor.svg" alt="Ramzor Mobility"></li><li data-v-6a1f0e3c><img data-v-6a1f0e3c src="/_nuxt/img/customers/kesher-bank.svg" alt="Kesher Digital Bank"></li></ul></div></section> <section data-v-6a1f0e3c class="features"><div data-v-6a1f0e3c class="container grid-3"><article data-v-6a1f0e3c><h3 data-v-6a1f0e3c>סריקה בזמן אמת</h3> <p data-v-6a1f0e3c>pre-commit hook וסריקת PR תוך פחות מ-3 שניות.</p></article><article data-v-6a1f0e3c><h3 data-v-6a1f0e3c>ביטול אוטומטי</h3> <p data-v-6a1f0e3c>רוטציה של המפתח שדלף ישירות מול ספק הענן.</p></article><article data-v-6a1f0e3c><h3 data-v-6a1f0e3c>30+ אינטגרציות</h3> <p data-v-6a1f0e3c>עובד עם הכלים שכבר יש לכם. <a data-v-6a1f0e3c href="/integrations">לכל האינטגרציות</a></p></article></div></section>`,
  { hero: { variant: 'b' }, customers: ['payflow', 'medisafe-cloud', 'ramzor', 'kesher-bank'] },
);

const integrationsData = [
  { slug: 'github', name: 'GitHub', category: 'מאגרי קוד', url: 'https://github.com/marketplace/tzofen', featured: true },
  { slug: 'gitlab', name: 'GitLab', category: 'מאגרי קוד', url: 'https://about.gitlab.com/partners/technology-partners/', featured: true },
  { slug: 'bitbucket', name: 'Bitbucket', category: 'מאגרי קוד', url: 'https://bitbucket.org/product', featured: true },
  { slug: 'jenkins', name: 'Jenkins', category: 'CI/CD', url: 'https://plugins.jenkins.io/tzofen-scanner/', featured: true },
  {
    slug: 'jira',
    name: 'Jira',
    category: 'ניהול משימות',
    url: 'https://marketplace.atlassian.com/apps/1231877/tzofen-for-jira',
    featured: true,
  },
  { slug: 'slack', name: 'Slack', category: 'התראות', url: 'https://slack.com/apps/A05TZOFEN1-tzofen', featured: true },
  {
    slug: 'teams',
    name: 'Microsoft Teams',
    category: 'התראות',
    url: 'https://appsource.microsoft.com/he-il/product/office/wa200006112',
    featured: false,
  },
  { slug: 'splunk', name: 'Splunk', category: 'SIEM', url: 'https://splunkbase.splunk.com/app/7104', featured: false },
  { slug: 'datadog', name: 'Datadog', category: 'SIEM', url: 'https://www.datadoghq.com/integrations/', featured: false },
  { slug: 'pagerduty', name: 'PagerDuty', category: 'התראות', url: 'https://www.pagerduty.com/integrations/tzofen/', featured: false },
  { slug: 'aws', name: 'AWS Secrets Manager', category: 'ניהול סודות', url: 'https://aws.amazon.com/secrets-manager/', featured: false },
  { slug: 'vault', name: 'HashiCorp Vault', category: 'ניהול סודות', url: 'https://www.hashicorp.com/products/vault', featured: false },
];

function intCard(i: { slug: string; name: string; category: string }): string {
  return `<li data-v-3e8b1d55 class="int-card"><img data-v-3e8b1d55 src="/_nuxt/img/integrations/${i.slug}.svg" alt="" width="40" height="40"> <div data-v-3e8b1d55><h3 data-v-3e8b1d55>${i.name}</h3> <span data-v-3e8b1d55 class="tag">${i.category}</span></div> <a data-v-3e8b1d55 href="/integrations/${i.slug}" class="more">פרטים ←</a></li>`;
}

const integrationsPage = doc(
  'אינטגרציות | צופן',
  'צופן מתחבר למאגרי הקוד, ל-CI/CD, למערכות ההתראות ולכלי ניהול הסודות שלכם.',
  '/integrations',
  `<section data-v-3e8b1d55 class="page-head"><div data-v-3e8b1d55 class="container"><h1 data-v-3e8b1d55>אינטגרציות</h1> <p data-v-3e8b1d55>חברו את צופן לכלים שהצוות כבר עובד איתם — התקנה בלחיצה אחת.</p> <div data-v-3e8b1d55 class="filters"><button data-v-3e8b1d55 class="chip active">הכול</button> <button data-v-3e8b1d55 class="chip">מאגרי קוד</button> <button data-v-3e8b1d55 class="chip">CI/CD</button> <button data-v-3e8b1d55 class="chip">התראות</button> <button data-v-3e8b1d55 class="chip">SIEM</button> <button data-v-3e8b1d55 class="chip">ניהול סודות</button></div></div></section> <section data-v-3e8b1d55 class="container"><ul data-v-3e8b1d55 class="int-grid">${integrationsData
    .filter((i) => i.featured)
    .map(intCard)
    .join(
      '',
    )}</ul> <div data-v-3e8b1d55 class="load-more"><button data-v-3e8b1d55 class="btn btn-ghost">טענו עוד (6)</button></div></section>`,
  { integrations: integrationsData, total: integrationsData.length, pageSize: 6 },
);

const partnersData = [
  {
    name: 'מגן מערכות',
    type: 'משווק מורשה',
    region: 'ישראל',
    website: 'https://www.maginsys.co.il',
    logo: '/_nuxt/img/partners/magen.png',
  },
  { name: 'אופק אבטחת מידע', type: 'משווק מורשה', region: 'ישראל', website: 'https://ofeksec.co.il', logo: '/_nuxt/img/partners/ofek.png' },
  { name: 'דני לוי – ייעוץ DevSecOps', type: 'משווק מורשה', region: 'ישראל', website: null, logo: null },
  {
    name: 'CyberPro Distribution',
    type: 'מפיץ',
    region: 'EMEA',
    website: 'https://cyberprodist.com',
    logo: '/_nuxt/img/partners/cyberpro.png',
  },
  {
    name: 'Nordic SecOps AB',
    type: 'משווק מורשה',
    region: 'EMEA',
    website: 'https://nordicsecops.se',
    logo: '/_nuxt/img/partners/nordic.png',
  },
  { name: 'Kaiju Security K.K.', type: 'מפיץ', region: 'APAC', website: 'https://www.kaijusec.jp', logo: '/_nuxt/img/partners/kaiju.png' },
  {
    name: 'DevShield Consulting',
    type: 'שותף הטמעה',
    region: 'צפון אמריקה',
    website: 'https://devshieldconsulting.com',
    logo: '/_nuxt/img/partners/devshield.png',
  },
  { name: 'Snyk', type: 'שותף טכנולוגי', region: 'גלובלי', website: 'https://snyk.io/partners/', logo: '/_nuxt/img/partners/snyk.png' },
  {
    name: 'CyberArk',
    type: 'שותף טכנולוגי',
    region: 'גלובלי',
    website: 'https://www.cyberark.com/partners/',
    logo: '/_nuxt/img/partners/cyberark.png',
  },
];

const partnersPage = doc(
  'שותפים | צופן',
  'מפיצים, משווקים ושותפים טכנולוגיים של צופן בישראל ובעולם.',
  '/partners',
  `<section data-v-58d2a0f1 class="page-head"><div data-v-58d2a0f1 class="container"><h1 data-v-58d2a0f1>השותפים שלנו</h1> <p data-v-58d2a0f1>צופן נמכרת בישראל ובעולם דרך רשת של מפיצים ומשווקים מורשים, ומשתלבת עם פלטפורמות אבטחה מובילות.</p></div></section> <section data-v-58d2a0f1 class="container"><div data-v-58d2a0f1 role="tablist" class="region-tabs"><button data-v-58d2a0f1 role="tab" aria-selected="true" class="active">ישראל</button> <button data-v-58d2a0f1 role="tab" aria-selected="false">EMEA</button> <button data-v-58d2a0f1 role="tab" aria-selected="false">APAC</button> <button data-v-58d2a0f1 role="tab" aria-selected="false">צפון אמריקה</button> <button data-v-58d2a0f1 role="tab" aria-selected="false">שותפים טכנולוגיים</button></div> <div data-v-58d2a0f1 role="tabpanel" class="partner-grid"><div data-v-58d2a0f1 class="partner-card"><img data-v-58d2a0f1 src="/_nuxt/img/partners/magen.png" alt="מגן מערכות"> <h3 data-v-58d2a0f1>מגן מערכות</h3> <span data-v-58d2a0f1 class="tag">משווק מורשה</span></div><div data-v-58d2a0f1 class="partner-card"><img data-v-58d2a0f1 src="/_nuxt/img/partners/ofek.png" alt="אופק אבטחת מידע"> <h3 data-v-58d2a0f1>אופק אבטחת מידע</h3> <span data-v-58d2a0f1 class="tag">משווק מורשה</span></div><div data-v-58d2a0f1 class="partner-card no-logo"><h3 data-v-58d2a0f1>דני לוי – ייעוץ DevSecOps</h3> <span data-v-58d2a0f1 class="tag">משווק מורשה</span></div></div> <div data-v-58d2a0f1 class="become-partner"><h2 data-v-58d2a0f1>רוצים להצטרף?</h2> <p data-v-58d2a0f1>אנו מחפשים משווקים ואינטגרטורים בתחום אבטחת האפליקציות. <a data-v-58d2a0f1 href="/partners/apply">הגישו מועמדות</a></p></div></section>`,
  { partners: partnersData, regions: ['ישראל', 'EMEA', 'APAC', 'צפון אמריקה', 'גלובלי'] },
);

const about = doc(
  'אודות | צופן',
  'הצוות שמאחורי צופן.',
  '/about',
  `<section data-v-0d7c3b2a class="page-head"><div data-v-0d7c3b2a class="container"><h1 data-v-0d7c3b2a>אודות צופן</h1></div></section> <section data-v-0d7c3b2a class="container prose"><p data-v-0d7c3b2a>צופן נוסדה ב-2021 על ידי יוצאי יחידות טכנולוגיות שראו שוב ושוב איך מפתח API אחד שנשכח ב-Git פותח את הדלת לכל הארגון.</p> <h2 data-v-0d7c3b2a>משקיעים</h2> <p data-v-0d7c3b2a>גייסנו 14 מיליון דולר בהובלת <a data-v-0d7c3b2a href="https://www.tamarvc.com" target="_blank" rel="noopener">Tamar Ventures</a>, בהשתתפות משקיעי אנג׳ל מתעשיית הסייבר.</p> <h2 data-v-0d7c3b2a>תאימות</h2> <p data-v-0d7c3b2a>SOC 2 Type II ו-ISO 27001, בביקורת של BDO ישראל. פרטים בעמוד <a data-v-0d7c3b2a href="/security">אבטחה ותאימות</a>.</p> <h2 data-v-0d7c3b2a>בתקשורת</h2> <ul data-v-0d7c3b2a><li data-v-0d7c3b2a><a data-v-0d7c3b2a href="https://www.calcalist.co.il/calcalistech/article/tzofen2024" target="_blank" rel="noopener">כלכליסט: הסטארט-אפ שצד סודות דולפים</a></li><li data-v-0d7c3b2a><a data-v-0d7c3b2a href="https://www.globes.co.il/news/article.aspx?did=1001472210" target="_blank" rel="noopener">גלובס: צופן גייסה 14 מיליון דולר</a></li></ul></section>`,
  { team: 42, founded: 2021 },
);

const blog = doc(
  'איך סודות דולפים מה-CI, ומה עושים עם זה | הבלוג של צופן',
  'שלושה תרחישים נפוצים של דליפת סודות בצנרת CI.',
  '/blog/secrets-in-ci',
  `<article data-v-1b9e7a44 class="container prose post"><p data-v-1b9e7a44 class="meta">4 באפריל 2024 · נועה ברק</p> <h1 data-v-1b9e7a44>איך סודות דולפים מה-CI, ומה עושים עם זה</h1> <p data-v-1b9e7a44>לפי <a data-v-1b9e7a44 href="https://owasp.org/www-project-top-10-ci-cd-security-risks/" target="_blank" rel="noopener">OWASP Top 10 CI/CD Security Risks</a>, ניהול סודות לקוי הוא אחד הסיכונים הנפוצים ביותר.</p> <p data-v-1b9e7a44>בחודש שעבר פורסמה חולשה (<a data-v-1b9e7a44 href="https://www.cve.org/CVERecord?id=CVE-2024-23897" target="_blank" rel="noopener">CVE-2024-23897</a>) שאפשרה קריאת קבצים משרתי Jenkins — כולל קבצי credentials.</p> <p data-v-1b9e7a44>הדרך הפשוטה להתחיל: הפעילו את סריקת ה-PR של צופן ב-GitHub ותקבלו דוח תוך דקות.</p></article>`,
  { post: { slug: 'secrets-in-ci', author: 'נועה ברק', date: '2024-04-04' } },
);

export const site: CorpusSite = {
  domain: 'tzofen.co.il',
  otherDomains: ['tzofen.io'],
  covers:
    'Israeli secrets-scanning SaaS in Hebrew (RTL) on Nuxt 2 behind Cloudflare: integration cards render without outbound links and every marketplace URL sits only in the window.__NUXT__ devalue payload (slashes escaped as \\u002F), and the partner page renders just the Israel tab (names only) while distributors, resellers and technology alliances of all regions live in the payload (one without a website). Traps: unlinked customer logos, investor, SOC 2 auditor, press, Comeet job board, blog links to OWASP and CVE, social links including GitHub, own docs/status/app hosts and an English domain.',
  pages: {
    '/': { headers, html: home },
    '/integrations': { headers, html: integrationsPage },
    '/partners': { headers, html: partnersPage },
    '/about': { headers, html: about },
    '/blog/secrets-in-ci': { headers, html: blog },
  },
  sitemap: ['/', '/integrations', '/partners', '/about', '/blog/secrets-in-ci'],
  technologies: ['nuxt-js', 'vue-js', 'cloudflare', 'google-tag-manager', 'hubspot'],
  partners: {
    'github.com': 'technology',
    'gitlab.com': 'technology',
    'bitbucket.org': 'technology',
    'jenkins.io': 'technology',
    'atlassian.com': 'technology',
    'slack.com': 'technology',
    'microsoft.com': 'technology',
    'splunk.com': 'technology',
    'datadoghq.com': 'technology',
    'pagerduty.com': 'technology',
    'amazon.com': 'technology',
    'hashicorp.com': 'technology',
    'snyk.io': 'technology',
    'cyberark.com': 'technology',
    'maginsys.co.il': 'channel',
    'ofeksec.co.il': 'channel',
    'cyberprodist.com': 'channel',
    'nordicsecops.se': 'channel',
    'kaijusec.jp': 'channel',
    'devshieldconsulting.com': 'channel',
  },
};
