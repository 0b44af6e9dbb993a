import type { CorpusSite } from '../corpus/types.js';

const buildId = 'qR7x2LmN9vTp4KcW8sYbE';

interface Partner {
  id: number;
  name: string;
  category: 'tech' | 'perks' | 'ecosystem';
  description: string;
  logo: string;
  url: string;
}

const partners: Partner[] = [
  {
    id: 1,
    name: 'Doorit',
    category: 'tech',
    description: 'אפליקציית בקרת הכניסה שלנו: פותחים את הדלת ואת חדרי הישיבות מהטלפון.',
    logo: '/images/partners/doorit.svg',
    url: 'https://www.doorit.io/he',
  },
  {
    id: 2,
    name: 'Spacely',
    category: 'tech',
    description: 'מערכת הזמנת חדרי ישיבות ועמדות עבודה, מסונכרנת עם יומן Google ו-Outlook.',
    logo: '/images/partners/spacely.svg',
    url: 'https://spacely-app.com/',
  },
  {
    id: 3,
    name: 'גרין קפה',
    category: 'perks',
    description: '15% הנחה על קפה ומאפים לחברי הקהילה.',
    logo: '/images/partners/green-cafe.png',
    url: 'https://greencafe-bs.co.il/',
  },
  {
    id: 4,
    name: 'אנרגיה פלוס',
    category: 'perks',
    description: 'מנוי לחדר הכושר במחיר מיוחד, שתי דקות הליכה מהמתחם.',
    logo: '/images/partners/energy-plus.png',
    url: 'https://www.energyplus.co.il/branches/beer-sheva',
  },
  {
    id: 5,
    name: 'כהן-לוי רואי חשבון',
    category: 'perks',
    description: 'פגישת ייעוץ ראשונה ללא עלות לעצמאים ולסטארטאפים.',
    logo: '/images/partners/cohen-levi.png',
    url: 'https://cohenlevi-cpa.co.il/',
  },
  {
    id: 6,
    name: 'StartNegev',
    category: 'ecosystem',
    description: 'קהילת היזמות של הנגב: מיטאפים, האקתונים ותוכניות האצה במתחם.',
    logo: '/images/partners/startnegev.svg',
    url: 'https://www.startnegev.org.il/',
  },
];

const nextData = (page: string, pageProps: object): string =>
  JSON.stringify({
    props: { pageProps, __N_SSG: true },
    page,
    query: {},
    buildId,
    isFallback: false,
    gsp: true,
    locale: 'he',
    locales: ['he'],
    defaultLocale: 'he',
    scriptLoader: [],
  });

const head = (title: string, description: string, path: string, pageChunk: string): string =>
  `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title><meta name="description" content="${description}"/><meta property="og:title" content="${title}"/><meta property="og:description" content="${description}"/><meta property="og:image" content="https://gefenspace.co.il/images/og/gefen-space.jpg"/><meta property="og:locale" content="he_IL"/><meta property="og:url" content="https://gefenspace.co.il${path}"/><meta name="twitter:card" content="summary_large_image"/><link rel="canonical" href="https://gefenspace.co.il${path}"/><link rel="alternate" hrefLang="en" href="https://gefenspace.com${path}"/><meta name="next-head-count" content="13"/><link rel="preload" href="/_next/static/media/a34f9d1faa5f3315-s.p.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/><link rel="preload" href="/_next/static/css/7c1f0e2b9a4d3c8e.css" as="style"/><link rel="stylesheet" href="/_next/static/css/7c1f0e2b9a4d3c8e.css" data-n-g=""/><noscript data-n-css=""></noscript><script defer="" nomodule="" src="/_next/static/chunks/polyfills-c67a75d1b6f99dc8.js"></script><script src="/_next/static/chunks/webpack-5b2e8a8c41f7e9d3.js" defer=""></script><script src="/_next/static/chunks/framework-fda0a023b274c574.js" defer=""></script><script src="/_next/static/chunks/main-0c0d1c3f5a7e6b21.js" defer=""></script><script src="/_next/static/chunks/pages/_app-9e4b1f2a7c3d8e60.js" defer=""></script><script src="/_next/static/chunks/pages/${pageChunk}.js" defer=""></script><script src="/_next/static/${buildId}/_buildManifest.js" defer=""></script><script src="/_next/static/${buildId}/_ssgManifest.js" defer=""></script></head>`;

const nav = `<header class="Header_header__x9Q2d"><a class="Header_logo__k2LmP" href="/"><img alt="מרחב הגפן" src="/images/logo-gefen.svg" width="148" height="40"/></a><nav class="Header_nav__3vTqA" aria-label="ניווט ראשי"><a href="/pricing">מסלולים ומחירים</a><a href="/about">המתחם</a><a href="/partners">שותפים</a><a href="/events">אירועים</a><a href="https://gefenspace.com/">EN</a><a class="Button_primary__Zp4kQ" href="/tour">תיאום סיור</a></nav></header>`;

const footer = `<footer class="Footer_footer__q8WnR"><div class="Footer_cols__Lm3Xe"><div><p>מרחב הגפן · חללי עבודה משותפים</p><p>שדרות רגר 37, באר שבע</p><p><a href="tel:+97286231140">08-6231140</a> · <a href="mailto:hello@gefenspace.co.il">hello@gefenspace.co.il</a></p></div><div><a href="/partners">שותפים</a><a href="/careers">דרושים</a><a href="/terms">תקנון</a><a href="/privacy">מדיניות פרטיות</a><a href="/accessibility">הצהרת נגישות</a></div><div><p>הורידו את האפליקציה</p><a href="https://apps.apple.com/il/app/gefen-space/id1598827341" target="_blank" rel="noreferrer"><img alt="Download on the App Store" src="/images/badges/app-store.svg" width="120" height="40"/></a><a href="https://play.google.com/store/apps/details?id=il.co.gefenspace.app" target="_blank" rel="noreferrer"><img alt="Get it on Google Play" src="/images/badges/google-play.png" width="135" height="40"/></a></div><div><a href="https://www.instagram.com/gefenspace/" target="_blank" rel="noreferrer">Instagram</a><a href="https://www.facebook.com/gefenspace" target="_blank" rel="noreferrer">Facebook</a><a href="https://www.linkedin.com/company/gefen-space/" target="_blank" rel="noreferrer">LinkedIn</a><a href="https://wa.me/972546231140" target="_blank" rel="noreferrer">WhatsApp</a></div></div><p class="Footer_copy__T7cVb">© 2024 מרחב הגפן בע״מ</p></footer><div class="CookieBar_bar__Vd2Hn" role="dialog" aria-live="polite"><p>אנחנו משתמשים בעוגיות לשיפור חוויית הגלישה ולניתוח תנועה באתר. <a href="/privacy">למידע נוסף</a></p><button type="button">מאשר/ת</button></div>`;

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'x-powered-by': 'Next.js',
  server: 'Vercel',
  'x-vercel-id': 'fra1::iad1::8p2kq-1716213344812-3c9b0e1d7a44',
  'x-vercel-cache': 'HIT',
  'x-nextjs-cache': 'HIT',
};

const gtm = `<script src="https://www.googletagmanager.com/gtm.js?id=GTM-N8V3QZK" async=""></script>`;

const partnerSections = (): string => {
  const tech = partners.filter((p) => p.category === 'tech');
  const perks = partners.filter((p) => p.category === 'perks');
  const eco = partners.filter((p) => p.category === 'ecosystem');
  return `<section class="Partners_section__r3Kd0"><h2>שותפי טכנולוגיה</h2><p>הכלים שמפעילים את המתחם, מחוברים לחשבון החבר/ה שלכם.</p><div class="Partners_cards__8sLwq">${tech
    .map(
      (p) =>
        `<article class="PartnerCard_card__2bHnX"><img alt="${p.name}" src="${p.logo}" width="140" height="48" loading="lazy"/><h3>${p.name}</h3><p>${p.description}</p><a href="${p.url}" target="_blank" rel="noreferrer">לאתר ←</a></article>`,
    )
    .join(
      '',
    )}</div></section><section class="Partners_section__r3Kd0"><h2>הטבות לחברי הקהילה</h2><p>עסקים שותפים בשכונה שנותנים הטבות לחברי מרחב הגפן. להצגת ההטבה יש להציג את כרטיס החבר באפליקציה.</p><div class="Partners_logos__Qm2Zs">${perks
    .map(
      (p) =>
        `<div class="PartnerLogo_logo__9fJkW" role="button" tabindex="0"><img alt="${p.name}" src="${p.logo}" width="120" height="60" loading="lazy"/><span>${p.description}</span></div>`,
    )
    .join('')}</div></section><section class="Partners_section__r3Kd0"><h2>שותפי אקוסיסטם</h2>${eco
    .map((p) => `<p><img alt="${p.name}" src="${p.logo}" width="120" height="60" loading="lazy"/> ${p.description}</p>`)
    .join('')}</section>`;
};

export const site: CorpusSite = {
  domain: 'gefenspace.co.il',
  otherDomains: ['gefenspace.com'],
  covers:
    'Hebrew (RTL) Next.js coworking space on Vercel: partners page with linked technology-partner cards, perk and ecosystem partners rendered as unlinked logos whose websites appear only in __NEXT_DATA__; negatives: member-company logos, municipal funder, app-store badges, WhatsApp and social links, English sister domain',
  pages: {
    '/': {
      headers,
      html: `${head('מרחב הגפן | חללי עבודה משותפים בבאר שבע', 'קומיוניטי, עמדות עבודה גמישות, משרדים פרטיים וחדרי ישיבות בלב באר שבע.', '/', 'index-3b8e1f0c9d2a7e45')}<body><div id="__next">${nav}<main><section class="Hero_hero__p0Ls3"><h1>המשרד שלך בלב באר שבע</h1><p>עמדות עבודה גמישות, משרדים פרטיים וחדרי ישיבות, עם קהילה של יותר מ-300 יזמים, פרילנסרים וצוותים.</p><a class="Button_primary__Zp4kQ" href="/tour">תיאום סיור</a></section><section class="Members_section__v2Xc8"><h2>חברות שעובדות אצלנו</h2><div class="Members_logos__Hb7tR"><a href="https://www.negevrobotics.co.il/" target="_blank" rel="noreferrer"><img alt="Negev Robotics" src="/images/members/negev-robotics.svg" width="120" height="48" loading="lazy"/></a><a href="https://desertlabs.io/" target="_blank" rel="noreferrer"><img alt="Desert Labs" src="/images/members/desert-labs.svg" width="120" height="48" loading="lazy"/></a><img alt="סטודיו אורן" src="/images/members/studio-oren.svg" width="120" height="48" loading="lazy"/></div></section><section class="Testimonials_section__d8YwQ"><h2>מה אומרים החברים</h2><blockquote>״הקהילה פה שווה כל שקל. מצאתי כאן את השותף הטכנולוגי שלי.״ — נועה, מייסדת</blockquote></section><section class="Support_section__m3Nq1"><p>המתחם הוקם בתמיכת <a href="https://www.beer-sheva.muni.il/" target="_blank" rel="noreferrer">עיריית באר שבע</a> במסגרת תוכנית העיר החכמה.</p></section></main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${nextData('/', { members: 312, desks: 140 })}</script>${gtm}</body></html>`,
    },
    '/partners': {
      headers,
      html: `${head('שותפים | מרחב הגפן', 'שותפי הטכנולוגיה, העסקים וההטבות של קהילת מרחב הגפן.', '/partners', 'partners-8f2c4a1e6b0d9375')}<body><div id="__next">${nav}<main class="Partners_page__Wc4tB"><h1>השותפים שלנו</h1><p>מרחב הגפן פועל יחד עם שותפים שמשפרים את חיי היום-יום של הקהילה: מטכנולוגיה ועד קפה.</p>${partnerSections()}<section class="Partners_cta__Jx5aP"><h2>רוצים להצטרף כשותפים?</h2><p>כתבו לנו ל-<a href="mailto:partners@gefenspace.co.il">partners@gefenspace.co.il</a></p></section></main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${nextData('/partners', { partners })}</script>${gtm}</body></html>`,
    },
    '/pricing': {
      headers,
      html: `${head('מסלולים ומחירים | מרחב הגפן', 'עמדה גמישה, עמדה קבועה, משרד פרטי וחבילות לחדרי ישיבות.', '/pricing', 'pricing-1d7e3b9f0a2c5864')}<body><div id="__next">${nav}<main><h1>מסלולים ומחירים</h1><table class="Pricing_table__f3Lq9"><thead><tr><th>מסלול</th><th>מחיר לחודש</th><th>כולל</th></tr></thead><tbody><tr><td>עמדה גמישה</td><td>₪690</td><td>גישה 24/7, 4 שעות חדר ישיבות</td></tr><tr><td>עמדה קבועה</td><td>₪990</td><td>שולחן וארונית אישיים, 8 שעות חדר ישיבות</td></tr><tr><td>משרד פרטי</td><td>מ-₪3,400</td><td>2–12 עמדות, שילוט, כתובת רשומה</td></tr></tbody></table><p>כל המסלולים כוללים קפה, אינטרנט מהיר ואירועי קהילה.</p></main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${nextData('/pricing', { plans: ['flex', 'fixed', 'office'] })}</script>${gtm}</body></html>`,
    },
    '/about': {
      headers,
      html: `${head('המתחם | מרחב הגפן', 'שלוש קומות, 140 עמדות, גג ירוק ואולם אירועים.', '/about', 'about-6a0f2e8b3c1d7940')}<body><div id="__next">${nav}<main><h1>המתחם</h1><p>מרחב הגפן נפתח ב-2021 בבניין טקסטיל משופץ בשדרות רגר. שלוש קומות, 140 עמדות עבודה, 9 חדרי ישיבות, אולפן פודקאסטים וגג ירוק לאירועים.</p><p>אנחנו מגייסים! <a href="/careers">לכל המשרות הפתוחות</a></p></main>${footer}</div><script id="__NEXT_DATA__" type="application/json">${nextData('/about', {})}</script>${gtm}</body></html>`,
    },
  },
  sitemap: ['/', '/pricing', '/about', '/partners'],
  technologies: ['next-js', 'react', 'webpack', 'vercel', 'google-tag-manager', 'open-graph'],
  partners: {
    'doorit.io': 'technology',
    'spacely-app.com': 'technology',
    'greencafe-bs.co.il': 'generic',
    'energyplus.co.il': 'generic',
    'cohenlevi-cpa.co.il': 'generic',
    'startnegev.org.il': 'generic',
  },
};
